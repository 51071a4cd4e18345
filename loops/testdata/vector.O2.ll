; ModuleID = 'vector.c'
source_filename = "vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.g = internal global [37 x [53 x double]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"%f %d %f %d\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, double* nocapture noundef %2, double* nocapture noundef readonly %3) local_unnamed_addr #0 !dbg !41 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !45, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double %1, metadata !46, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double* %2, metadata !47, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata double* %3, metadata !48, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.value(metadata i32 0, metadata !49, metadata !DIExpression()), !dbg !52
  %5 = icmp sgt i32 %0, 0, !dbg !53
  br i1 %5, label %6, label %105, !dbg !55

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !53
  %8 = icmp ult i32 %0, 4, !dbg !55
  br i1 %8, label %89, label %9, !dbg !55

9:                                                ; preds = %6
  %10 = getelementptr double, double* %2, i64 %7, !dbg !55
  %11 = getelementptr double, double* %3, i64 %7, !dbg !55
  %12 = icmp ugt double* %11, %2, !dbg !55
  %13 = icmp ugt double* %10, %3, !dbg !55
  %14 = and i1 %12, %13, !dbg !55
  br i1 %14, label %89, label %15, !dbg !55

15:                                               ; preds = %9
  %16 = and i64 %7, 4294967292, !dbg !55
  %17 = insertelement <2 x double> poison, double %1, i64 0, !dbg !55
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !55
  %19 = insertelement <2 x double> poison, double %1, i64 0, !dbg !55
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !55
  %21 = add nsw i64 %16, -4, !dbg !55
  %22 = lshr exact i64 %21, 2, !dbg !55
  %23 = add nuw nsw i64 %22, 1, !dbg !55
  %24 = and i64 %23, 1, !dbg !55
  %25 = icmp eq i64 %21, 0, !dbg !55
  br i1 %25, label %67, label %26, !dbg !55

26:                                               ; preds = %15
  %27 = and i64 %23, 9223372036854775806, !dbg !55
  br label %28, !dbg !55

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %64, %28 ], !dbg !56
  %30 = phi i64 [ 0, %26 ], [ %65, %28 ]
  %31 = getelementptr inbounds double, double* %3, i64 %29, !dbg !56
  %32 = bitcast double* %31 to <2 x double>*, !dbg !57
  %33 = load <2 x double>, <2 x double>* %32, align 8, !dbg !57, !tbaa !58, !alias.scope !62
  %34 = getelementptr inbounds double, double* %31, i64 2, !dbg !57
  %35 = bitcast double* %34 to <2 x double>*, !dbg !57
  %36 = load <2 x double>, <2 x double>* %35, align 8, !dbg !57, !tbaa !58, !alias.scope !62
  %37 = getelementptr inbounds double, double* %2, i64 %29, !dbg !56
  %38 = bitcast double* %37 to <2 x double>*, !dbg !65
  %39 = load <2 x double>, <2 x double>* %38, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %40 = getelementptr inbounds double, double* %37, i64 2, !dbg !65
  %41 = bitcast double* %40 to <2 x double>*, !dbg !65
  %42 = load <2 x double>, <2 x double>* %41, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %43 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %33, <2 x double> %39), !dbg !65
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %36, <2 x double> %42), !dbg !65
  %45 = bitcast double* %37 to <2 x double>*, !dbg !65
  store <2 x double> %43, <2 x double>* %45, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %46 = bitcast double* %40 to <2 x double>*, !dbg !65
  store <2 x double> %44, <2 x double>* %46, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %47 = or i64 %29, 4, !dbg !56
  %48 = getelementptr inbounds double, double* %3, i64 %47, !dbg !56
  %49 = bitcast double* %48 to <2 x double>*, !dbg !57
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !57, !tbaa !58, !alias.scope !62
  %51 = getelementptr inbounds double, double* %48, i64 2, !dbg !57
  %52 = bitcast double* %51 to <2 x double>*, !dbg !57
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !57, !tbaa !58, !alias.scope !62
  %54 = getelementptr inbounds double, double* %2, i64 %47, !dbg !56
  %55 = bitcast double* %54 to <2 x double>*, !dbg !65
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %57 = getelementptr inbounds double, double* %54, i64 2, !dbg !65
  %58 = bitcast double* %57 to <2 x double>*, !dbg !65
  %59 = load <2 x double>, <2 x double>* %58, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %50, <2 x double> %56), !dbg !65
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %53, <2 x double> %59), !dbg !65
  %62 = bitcast double* %54 to <2 x double>*, !dbg !65
  store <2 x double> %60, <2 x double>* %62, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %63 = bitcast double* %57 to <2 x double>*, !dbg !65
  store <2 x double> %61, <2 x double>* %63, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %64 = add nuw i64 %29, 8, !dbg !56
  %65 = add i64 %30, 2, !dbg !56
  %66 = icmp eq i64 %65, %27, !dbg !56
  br i1 %66, label %67, label %28, !dbg !56, !llvm.loop !68

67:                                               ; preds = %28, %15
  %68 = phi i64 [ 0, %15 ], [ %64, %28 ]
  %69 = icmp eq i64 %24, 0, !dbg !56
  br i1 %69, label %87, label %70, !dbg !56

70:                                               ; preds = %67
  %71 = getelementptr inbounds double, double* %3, i64 %68, !dbg !56
  %72 = bitcast double* %71 to <2 x double>*, !dbg !57
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !57, !tbaa !58, !alias.scope !62
  %74 = getelementptr inbounds double, double* %71, i64 2, !dbg !57
  %75 = bitcast double* %74 to <2 x double>*, !dbg !57
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !57, !tbaa !58, !alias.scope !62
  %77 = getelementptr inbounds double, double* %2, i64 %68, !dbg !56
  %78 = bitcast double* %77 to <2 x double>*, !dbg !65
  %79 = load <2 x double>, <2 x double>* %78, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %80 = getelementptr inbounds double, double* %77, i64 2, !dbg !65
  %81 = bitcast double* %80 to <2 x double>*, !dbg !65
  %82 = load <2 x double>, <2 x double>* %81, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %73, <2 x double> %79), !dbg !65
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %76, <2 x double> %82), !dbg !65
  %85 = bitcast double* %77 to <2 x double>*, !dbg !65
  store <2 x double> %83, <2 x double>* %85, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  %86 = bitcast double* %80 to <2 x double>*, !dbg !65
  store <2 x double> %84, <2 x double>* %86, align 8, !dbg !65, !tbaa !58, !alias.scope !66, !noalias !62
  br label %87, !dbg !55

87:                                               ; preds = %67, %70
  %88 = icmp eq i64 %16, %7, !dbg !55
  br i1 %88, label %105, label %89, !dbg !55

89:                                               ; preds = %9, %6, %87
  %90 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %16, %87 ]
  %91 = xor i64 %90, -1, !dbg !55
  %92 = and i64 %7, 1, !dbg !55
  %93 = icmp eq i64 %92, 0, !dbg !55
  br i1 %93, label %101, label %94, !dbg !55

94:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i64 undef, metadata !49, metadata !DIExpression()), !dbg !52
  %95 = getelementptr inbounds double, double* %3, i64 %90, !dbg !57
  %96 = load double, double* %95, align 8, !dbg !57, !tbaa !58
  %97 = getelementptr inbounds double, double* %2, i64 %90, !dbg !72
  %98 = load double, double* %97, align 8, !dbg !65, !tbaa !58
  %99 = tail call double @llvm.fmuladd.f64(double %1, double %96, double %98), !dbg !65
  store double %99, double* %97, align 8, !dbg !65, !tbaa !58
  %100 = or i64 %90, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %100, metadata !49, metadata !DIExpression()), !dbg !52
  br label %101, !dbg !55

101:                                              ; preds = %94, %89
  %102 = phi i64 [ %90, %89 ], [ %100, %94 ]
  %103 = sub nsw i64 0, %7, !dbg !55
  %104 = icmp eq i64 %91, %103, !dbg !55
  br i1 %104, label %105, label %106, !dbg !55

105:                                              ; preds = %101, %106, %87, %4
  ret void, !dbg !73

106:                                              ; preds = %101, %106
  %107 = phi i64 [ %119, %106 ], [ %102, %101 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !49, metadata !DIExpression()), !dbg !52
  %108 = getelementptr inbounds double, double* %3, i64 %107, !dbg !57
  %109 = load double, double* %108, align 8, !dbg !57, !tbaa !58
  %110 = getelementptr inbounds double, double* %2, i64 %107, !dbg !72
  %111 = load double, double* %110, align 8, !dbg !65, !tbaa !58
  %112 = tail call double @llvm.fmuladd.f64(double %1, double %109, double %111), !dbg !65
  store double %112, double* %110, align 8, !dbg !65, !tbaa !58
  %113 = add nuw nsw i64 %107, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %113, metadata !49, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %113, metadata !49, metadata !DIExpression()), !dbg !52
  %114 = getelementptr inbounds double, double* %3, i64 %113, !dbg !57
  %115 = load double, double* %114, align 8, !dbg !57, !tbaa !58
  %116 = getelementptr inbounds double, double* %2, i64 %113, !dbg !72
  %117 = load double, double* %116, align 8, !dbg !65, !tbaa !58
  %118 = tail call double @llvm.fmuladd.f64(double %1, double %115, double %117), !dbg !65
  store double %118, double* %116, align 8, !dbg !65, !tbaa !58
  %119 = add nuw nsw i64 %107, 2, !dbg !56
  call void @llvm.dbg.value(metadata i64 %119, metadata !49, metadata !DIExpression()), !dbg !52
  %120 = icmp eq i64 %119, %7, !dbg !53
  br i1 %120, label %105, label %106, !dbg !55, !llvm.loop !74
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @tri(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #0 !dbg !75 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !79, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double* %1, metadata !80, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !87
  %3 = icmp sgt i32 %0, 0, !dbg !88
  br i1 %3, label %4, label %10, !dbg !89

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !89
  %6 = zext i32 %0 to i64, !dbg !88
  br label %11, !dbg !89

7:                                                ; preds = %18, %11
  call void @llvm.dbg.value(metadata i64 %14, metadata !81, metadata !DIExpression()), !dbg !87
  %8 = add nuw nsw i64 %13, 1, !dbg !89
  %9 = icmp eq i64 %14, %6, !dbg !88
  br i1 %9, label %10, label %11, !dbg !89, !llvm.loop !90

10:                                               ; preds = %7, %2
  ret void, !dbg !92

11:                                               ; preds = %4, %7
  %12 = phi i64 [ 0, %4 ], [ %14, %7 ]
  %13 = phi i64 [ 1, %4 ], [ %8, %7 ]
  call void @llvm.dbg.value(metadata i64 %12, metadata !81, metadata !DIExpression()), !dbg !87
  %14 = add nuw nsw i64 %12, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %14, metadata !83, metadata !DIExpression()), !dbg !94
  %15 = icmp ult i64 %14, %5, !dbg !95
  br i1 %15, label %16, label %7, !dbg !97

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, double* %1, i64 %12
  br label %18, !dbg !97

18:                                               ; preds = %16, %18
  %19 = phi i64 [ %13, %16 ], [ %25, %18 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !83, metadata !DIExpression()), !dbg !94
  %20 = load double, double* %17, align 8, !dbg !98, !tbaa !58
  %21 = getelementptr inbounds double, double* %1, i64 %19, !dbg !99
  %22 = load double, double* %21, align 8, !dbg !100, !tbaa !58
  %23 = fneg double %20, !dbg !100
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %22), !dbg !100
  store double %24, double* %21, align 8, !dbg !100, !tbaa !58
  %25 = add nuw nsw i64 %19, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %25, metadata !83, metadata !DIExpression()), !dbg !94
  %26 = icmp eq i64 %25, %6, !dbg !95
  br i1 %26, label %7, label %18, !dbg !97, !llvm.loop !102
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local double @sum(i32 noundef %0, double* nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !104 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !110, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double* %1, metadata !111, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !116
  %3 = icmp sgt i32 %0, 0, !dbg !117
  br i1 %3, label %4, label %26, !dbg !119

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !117
  %6 = add nsw i64 %5, -1, !dbg !119
  %7 = and i64 %5, 7, !dbg !119
  %8 = icmp ult i64 %6, 7, !dbg !119
  br i1 %8, label %11, label %9, !dbg !119

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967288, !dbg !119
  br label %28, !dbg !119

11:                                               ; preds = %28, %4
  %12 = phi double [ undef, %4 ], [ %62, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %63, %28 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %62, %28 ]
  %15 = icmp eq i64 %7, 0, !dbg !119
  br i1 %15, label %26, label %16, !dbg !119

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %18, metadata !112, metadata !DIExpression()), !dbg !115
  %20 = getelementptr inbounds double, double* %1, i64 %17, !dbg !120
  %21 = load double, double* %20, align 8, !dbg !120, !tbaa !58
  %22 = fadd double %18, %21, !dbg !121
  call void @llvm.dbg.value(metadata double %22, metadata !112, metadata !DIExpression()), !dbg !115
  %23 = add nuw nsw i64 %17, 1, !dbg !122
  call void @llvm.dbg.value(metadata i64 %23, metadata !113, metadata !DIExpression()), !dbg !116
  %24 = add i64 %19, 1, !dbg !119
  %25 = icmp eq i64 %24, %7, !dbg !119
  br i1 %25, label %26, label %16, !dbg !119, !llvm.loop !123

26:                                               ; preds = %11, %16, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %12, %11 ], [ %22, %16 ], !dbg !115
  ret double %27, !dbg !125

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %63, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %64, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %30, metadata !112, metadata !DIExpression()), !dbg !115
  %32 = getelementptr inbounds double, double* %1, i64 %29, !dbg !120
  %33 = load double, double* %32, align 8, !dbg !120, !tbaa !58
  %34 = fadd double %30, %33, !dbg !121
  call void @llvm.dbg.value(metadata double %34, metadata !112, metadata !DIExpression()), !dbg !115
  %35 = or i64 %29, 1, !dbg !122
  call void @llvm.dbg.value(metadata i64 %35, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %35, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %34, metadata !112, metadata !DIExpression()), !dbg !115
  %36 = getelementptr inbounds double, double* %1, i64 %35, !dbg !120
  %37 = load double, double* %36, align 8, !dbg !120, !tbaa !58
  %38 = fadd double %34, %37, !dbg !121
  call void @llvm.dbg.value(metadata double %38, metadata !112, metadata !DIExpression()), !dbg !115
  %39 = or i64 %29, 2, !dbg !122
  call void @llvm.dbg.value(metadata i64 %39, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %39, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %38, metadata !112, metadata !DIExpression()), !dbg !115
  %40 = getelementptr inbounds double, double* %1, i64 %39, !dbg !120
  %41 = load double, double* %40, align 8, !dbg !120, !tbaa !58
  %42 = fadd double %38, %41, !dbg !121
  call void @llvm.dbg.value(metadata double %42, metadata !112, metadata !DIExpression()), !dbg !115
  %43 = or i64 %29, 3, !dbg !122
  call void @llvm.dbg.value(metadata i64 %43, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %43, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %42, metadata !112, metadata !DIExpression()), !dbg !115
  %44 = getelementptr inbounds double, double* %1, i64 %43, !dbg !120
  %45 = load double, double* %44, align 8, !dbg !120, !tbaa !58
  %46 = fadd double %42, %45, !dbg !121
  call void @llvm.dbg.value(metadata double %46, metadata !112, metadata !DIExpression()), !dbg !115
  %47 = or i64 %29, 4, !dbg !122
  call void @llvm.dbg.value(metadata i64 %47, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %47, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %46, metadata !112, metadata !DIExpression()), !dbg !115
  %48 = getelementptr inbounds double, double* %1, i64 %47, !dbg !120
  %49 = load double, double* %48, align 8, !dbg !120, !tbaa !58
  %50 = fadd double %46, %49, !dbg !121
  call void @llvm.dbg.value(metadata double %50, metadata !112, metadata !DIExpression()), !dbg !115
  %51 = or i64 %29, 5, !dbg !122
  call void @llvm.dbg.value(metadata i64 %51, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %51, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %50, metadata !112, metadata !DIExpression()), !dbg !115
  %52 = getelementptr inbounds double, double* %1, i64 %51, !dbg !120
  %53 = load double, double* %52, align 8, !dbg !120, !tbaa !58
  %54 = fadd double %50, %53, !dbg !121
  call void @llvm.dbg.value(metadata double %54, metadata !112, metadata !DIExpression()), !dbg !115
  %55 = or i64 %29, 6, !dbg !122
  call void @llvm.dbg.value(metadata i64 %55, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %55, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %54, metadata !112, metadata !DIExpression()), !dbg !115
  %56 = getelementptr inbounds double, double* %1, i64 %55, !dbg !120
  %57 = load double, double* %56, align 8, !dbg !120, !tbaa !58
  %58 = fadd double %54, %57, !dbg !121
  call void @llvm.dbg.value(metadata double %58, metadata !112, metadata !DIExpression()), !dbg !115
  %59 = or i64 %29, 7, !dbg !122
  call void @llvm.dbg.value(metadata i64 %59, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %59, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %58, metadata !112, metadata !DIExpression()), !dbg !115
  %60 = getelementptr inbounds double, double* %1, i64 %59, !dbg !120
  %61 = load double, double* %60, align 8, !dbg !120, !tbaa !58
  %62 = fadd double %58, %61, !dbg !121
  call void @llvm.dbg.value(metadata double %62, metadata !112, metadata !DIExpression()), !dbg !115
  %63 = add nuw nsw i64 %29, 8, !dbg !122
  call void @llvm.dbg.value(metadata i64 %63, metadata !113, metadata !DIExpression()), !dbg !116
  %64 = add i64 %31, 8, !dbg !119
  %65 = icmp eq i64 %64, %10, !dbg !119
  br i1 %65, label %11, label %28, !dbg !119, !llvm.loop !126
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @bytes(i32 noundef %0, i8* nocapture noundef writeonly %1, i8* nocapture noundef readonly %2) local_unnamed_addr #3 !dbg !128 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !134, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i8* %1, metadata !135, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i8* %2, metadata !136, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !137, metadata !DIExpression()), !dbg !140
  %4 = icmp sgt i32 %0, 0, !dbg !141
  br i1 %4, label %5, label %111, !dbg !143

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64, !dbg !141
  %7 = icmp ult i32 %0, 8, !dbg !143
  br i1 %7, label %92, label %8, !dbg !143

8:                                                ; preds = %5
  %9 = getelementptr i8, i8* %1, i64 %6, !dbg !143
  %10 = getelementptr i8, i8* %2, i64 %6, !dbg !143
  %11 = icmp ugt i8* %10, %1, !dbg !143
  %12 = icmp ugt i8* %9, %2, !dbg !143
  %13 = and i1 %11, %12, !dbg !143
  br i1 %13, label %92, label %14, !dbg !143

14:                                               ; preds = %8
  %15 = icmp ult i32 %0, 32, !dbg !143
  br i1 %15, label %77, label %16, !dbg !143

16:                                               ; preds = %14
  %17 = and i64 %6, 4294967264, !dbg !143
  %18 = add nsw i64 %17, -32, !dbg !143
  %19 = lshr exact i64 %18, 5, !dbg !143
  %20 = add nuw nsw i64 %19, 1, !dbg !143
  %21 = and i64 %20, 1, !dbg !143
  %22 = icmp eq i64 %18, 0, !dbg !143
  br i1 %22, label %56, label %23, !dbg !143

23:                                               ; preds = %16
  %24 = and i64 %20, 1152921504606846974, !dbg !143
  br label %25, !dbg !143

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %53, %25 ], !dbg !144
  %27 = phi i64 [ 0, %23 ], [ %54, %25 ]
  %28 = getelementptr inbounds i8, i8* %2, i64 %26, !dbg !144
  %29 = bitcast i8* %28 to <16 x i8>*, !dbg !145
  %30 = load <16 x i8>, <16 x i8>* %29, align 1, !dbg !145, !tbaa !146, !alias.scope !147
  %31 = getelementptr inbounds i8, i8* %28, i64 16, !dbg !145
  %32 = bitcast i8* %31 to <16 x i8>*, !dbg !145
  %33 = load <16 x i8>, <16 x i8>* %32, align 1, !dbg !145, !tbaa !146, !alias.scope !147
  %34 = add <16 x i8> %30, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %35 = add <16 x i8> %33, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %36 = getelementptr inbounds i8, i8* %1, i64 %26, !dbg !144
  %37 = bitcast i8* %36 to <16 x i8>*, !dbg !151
  store <16 x i8> %34, <16 x i8>* %37, align 1, !dbg !151, !tbaa !146, !alias.scope !152, !noalias !147
  %38 = getelementptr inbounds i8, i8* %36, i64 16, !dbg !151
  %39 = bitcast i8* %38 to <16 x i8>*, !dbg !151
  store <16 x i8> %35, <16 x i8>* %39, align 1, !dbg !151, !tbaa !146, !alias.scope !152, !noalias !147
  %40 = or i64 %26, 32, !dbg !144
  %41 = getelementptr inbounds i8, i8* %2, i64 %40, !dbg !144
  %42 = bitcast i8* %41 to <16 x i8>*, !dbg !145
  %43 = load <16 x i8>, <16 x i8>* %42, align 1, !dbg !145, !tbaa !146, !alias.scope !147
  %44 = getelementptr inbounds i8, i8* %41, i64 16, !dbg !145
  %45 = bitcast i8* %44 to <16 x i8>*, !dbg !145
  %46 = load <16 x i8>, <16 x i8>* %45, align 1, !dbg !145, !tbaa !146, !alias.scope !147
  %47 = add <16 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %48 = add <16 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %49 = getelementptr inbounds i8, i8* %1, i64 %40, !dbg !144
  %50 = bitcast i8* %49 to <16 x i8>*, !dbg !151
  store <16 x i8> %47, <16 x i8>* %50, align 1, !dbg !151, !tbaa !146, !alias.scope !152, !noalias !147
  %51 = getelementptr inbounds i8, i8* %49, i64 16, !dbg !151
  %52 = bitcast i8* %51 to <16 x i8>*, !dbg !151
  store <16 x i8> %48, <16 x i8>* %52, align 1, !dbg !151, !tbaa !146, !alias.scope !152, !noalias !147
  %53 = add nuw i64 %26, 64, !dbg !144
  %54 = add i64 %27, 2, !dbg !144
  %55 = icmp eq i64 %54, %24, !dbg !144
  br i1 %55, label %56, label %25, !dbg !144, !llvm.loop !154

56:                                               ; preds = %25, %16
  %57 = phi i64 [ 0, %16 ], [ %53, %25 ]
  %58 = icmp eq i64 %21, 0, !dbg !144
  br i1 %58, label %72, label %59, !dbg !144

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, i8* %2, i64 %57, !dbg !144
  %61 = bitcast i8* %60 to <16 x i8>*, !dbg !145
  %62 = load <16 x i8>, <16 x i8>* %61, align 1, !dbg !145, !tbaa !146, !alias.scope !147
  %63 = getelementptr inbounds i8, i8* %60, i64 16, !dbg !145
  %64 = bitcast i8* %63 to <16 x i8>*, !dbg !145
  %65 = load <16 x i8>, <16 x i8>* %64, align 1, !dbg !145, !tbaa !146, !alias.scope !147
  %66 = add <16 x i8> %62, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %67 = add <16 x i8> %65, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %68 = getelementptr inbounds i8, i8* %1, i64 %57, !dbg !144
  %69 = bitcast i8* %68 to <16 x i8>*, !dbg !151
  store <16 x i8> %66, <16 x i8>* %69, align 1, !dbg !151, !tbaa !146, !alias.scope !152, !noalias !147
  %70 = getelementptr inbounds i8, i8* %68, i64 16, !dbg !151
  %71 = bitcast i8* %70 to <16 x i8>*, !dbg !151
  store <16 x i8> %67, <16 x i8>* %71, align 1, !dbg !151, !tbaa !146, !alias.scope !152, !noalias !147
  br label %72, !dbg !143

72:                                               ; preds = %56, %59
  %73 = icmp eq i64 %17, %6, !dbg !143
  br i1 %73, label %111, label %74, !dbg !143

74:                                               ; preds = %72
  %75 = and i64 %6, 24, !dbg !143
  %76 = icmp eq i64 %75, 0, !dbg !143
  br i1 %76, label %92, label %77, !dbg !143

77:                                               ; preds = %14, %74
  %78 = phi i64 [ %17, %74 ], [ 0, %14 ]
  %79 = and i64 %6, 4294967288, !dbg !143
  br label %80, !dbg !143

80:                                               ; preds = %80, %77
  %81 = phi i64 [ %78, %77 ], [ %88, %80 ], !dbg !144
  %82 = getelementptr inbounds i8, i8* %2, i64 %81, !dbg !144
  %83 = bitcast i8* %82 to <8 x i8>*, !dbg !145
  %84 = load <8 x i8>, <8 x i8>* %83, align 1, !dbg !145, !tbaa !146
  %85 = add <8 x i8> %84, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !150
  %86 = getelementptr inbounds i8, i8* %1, i64 %81, !dbg !144
  %87 = bitcast i8* %86 to <8 x i8>*, !dbg !151
  store <8 x i8> %85, <8 x i8>* %87, align 1, !dbg !151, !tbaa !146
  %88 = add nuw i64 %81, 8, !dbg !144
  %89 = icmp eq i64 %88, %79, !dbg !144
  br i1 %89, label %90, label %80, !dbg !144, !llvm.loop !156

90:                                               ; preds = %80
  %91 = icmp eq i64 %79, %6, !dbg !143
  br i1 %91, label %111, label %92, !dbg !143

92:                                               ; preds = %8, %5, %74, %90
  %93 = phi i64 [ 0, %5 ], [ 0, %8 ], [ %17, %74 ], [ %79, %90 ]
  %94 = xor i64 %93, -1, !dbg !143
  %95 = add nsw i64 %94, %6, !dbg !143
  %96 = and i64 %6, 3, !dbg !143
  %97 = icmp eq i64 %96, 0, !dbg !143
  br i1 %97, label %108, label %98, !dbg !143

98:                                               ; preds = %92, %98
  %99 = phi i64 [ %105, %98 ], [ %93, %92 ]
  %100 = phi i64 [ %106, %98 ], [ 0, %92 ]
  call void @llvm.dbg.value(metadata i64 %99, metadata !137, metadata !DIExpression()), !dbg !140
  %101 = getelementptr inbounds i8, i8* %2, i64 %99, !dbg !145
  %102 = load i8, i8* %101, align 1, !dbg !145, !tbaa !146
  %103 = add i8 %102, 1, !dbg !150
  %104 = getelementptr inbounds i8, i8* %1, i64 %99, !dbg !158
  store i8 %103, i8* %104, align 1, !dbg !151, !tbaa !146
  %105 = add nuw nsw i64 %99, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %105, metadata !137, metadata !DIExpression()), !dbg !140
  %106 = add i64 %100, 1, !dbg !143
  %107 = icmp eq i64 %106, %96, !dbg !143
  br i1 %107, label %108, label %98, !dbg !143, !llvm.loop !159

108:                                              ; preds = %98, %92
  %109 = phi i64 [ %93, %92 ], [ %105, %98 ]
  %110 = icmp ult i64 %95, 3, !dbg !143
  br i1 %110, label %111, label %112, !dbg !143

111:                                              ; preds = %108, %112, %72, %90, %3
  ret void, !dbg !160

112:                                              ; preds = %108, %112
  %113 = phi i64 [ %133, %112 ], [ %109, %108 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !137, metadata !DIExpression()), !dbg !140
  %114 = getelementptr inbounds i8, i8* %2, i64 %113, !dbg !145
  %115 = load i8, i8* %114, align 1, !dbg !145, !tbaa !146
  %116 = add i8 %115, 1, !dbg !150
  %117 = getelementptr inbounds i8, i8* %1, i64 %113, !dbg !158
  store i8 %116, i8* %117, align 1, !dbg !151, !tbaa !146
  %118 = add nuw nsw i64 %113, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %118, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i64 %118, metadata !137, metadata !DIExpression()), !dbg !140
  %119 = getelementptr inbounds i8, i8* %2, i64 %118, !dbg !145
  %120 = load i8, i8* %119, align 1, !dbg !145, !tbaa !146
  %121 = add i8 %120, 1, !dbg !150
  %122 = getelementptr inbounds i8, i8* %1, i64 %118, !dbg !158
  store i8 %121, i8* %122, align 1, !dbg !151, !tbaa !146
  %123 = add nuw nsw i64 %113, 2, !dbg !144
  call void @llvm.dbg.value(metadata i64 %123, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i64 %123, metadata !137, metadata !DIExpression()), !dbg !140
  %124 = getelementptr inbounds i8, i8* %2, i64 %123, !dbg !145
  %125 = load i8, i8* %124, align 1, !dbg !145, !tbaa !146
  %126 = add i8 %125, 1, !dbg !150
  %127 = getelementptr inbounds i8, i8* %1, i64 %123, !dbg !158
  store i8 %126, i8* %127, align 1, !dbg !151, !tbaa !146
  %128 = add nuw nsw i64 %113, 3, !dbg !144
  call void @llvm.dbg.value(metadata i64 %128, metadata !137, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.value(metadata i64 %128, metadata !137, metadata !DIExpression()), !dbg !140
  %129 = getelementptr inbounds i8, i8* %2, i64 %128, !dbg !145
  %130 = load i8, i8* %129, align 1, !dbg !145, !tbaa !146
  %131 = add i8 %130, 1, !dbg !150
  %132 = getelementptr inbounds i8, i8* %1, i64 %128, !dbg !158
  store i8 %131, i8* %132, align 1, !dbg !151, !tbaa !146
  %133 = add nuw nsw i64 %113, 4, !dbg !144
  call void @llvm.dbg.value(metadata i64 %133, metadata !137, metadata !DIExpression()), !dbg !140
  %134 = icmp eq i64 %133, %6, !dbg !141
  br i1 %134, label %111, label %112, !dbg !143, !llvm.loop !161
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @grid([53 x double]* nocapture noundef %0) local_unnamed_addr #0 !dbg !162 {
  call void @llvm.dbg.value(metadata [53 x double]* %0, metadata !169, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 0, metadata !170, metadata !DIExpression()), !dbg !176
  br label %2, !dbg !177

2:                                                ; preds = %20, %1
  %3 = phi i64 [ 0, %1 ], [ %24, %20 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !170, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i32 0, metadata !172, metadata !DIExpression()), !dbg !178
  br label %4, !dbg !179

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %17, %4 ], !dbg !180
  %6 = getelementptr inbounds [53 x double], [53 x double]* %0, i64 %3, i64 %5, !dbg !180
  %7 = bitcast double* %6 to <2 x double>*, !dbg !182
  %8 = load <2 x double>, <2 x double>* %7, align 8, !dbg !182, !tbaa !58
  %9 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !183
  %10 = bitcast double* %6 to <2 x double>*, !dbg !184
  store <2 x double> %9, <2 x double>* %10, align 8, !dbg !184, !tbaa !58
  %11 = or i64 %5, 2, !dbg !180
  %12 = getelementptr inbounds [53 x double], [53 x double]* %0, i64 %3, i64 %11, !dbg !180
  %13 = bitcast double* %12 to <2 x double>*, !dbg !182
  %14 = load <2 x double>, <2 x double>* %13, align 8, !dbg !182, !tbaa !58
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !183
  %16 = bitcast double* %12 to <2 x double>*, !dbg !184
  store <2 x double> %15, <2 x double>* %16, align 8, !dbg !184, !tbaa !58
  %17 = add nuw nsw i64 %5, 4, !dbg !180
  %18 = icmp eq i64 %17, 52, !dbg !180
  br i1 %18, label %20, label %4, !dbg !180, !llvm.loop !185

19:                                               ; preds = %20
  ret void, !dbg !187

20:                                               ; preds = %4
  call void @llvm.dbg.value(metadata i64 52, metadata !172, metadata !DIExpression()), !dbg !178
  %21 = getelementptr inbounds [53 x double], [53 x double]* %0, i64 %3, i64 52, !dbg !182
  %22 = load double, double* %21, align 8, !dbg !182, !tbaa !58
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double 1.000000e+00), !dbg !183
  store double %23, double* %21, align 8, !dbg !184, !tbaa !58
  call void @llvm.dbg.value(metadata i64 53, metadata !172, metadata !DIExpression()), !dbg !178
  %24 = add nuw nsw i64 %3, 1, !dbg !188
  call void @llvm.dbg.value(metadata i64 %24, metadata !170, metadata !DIExpression()), !dbg !176
  %25 = icmp eq i64 %24, 37, !dbg !189
  br i1 %25, label %19, label %2, !dbg !177, !llvm.loop !190
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @offs(i32 noundef %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #3 !dbg !192 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !197, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 %1, metadata !198, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32* %2, metadata !199, metadata !DIExpression()), !dbg !202
  call void @llvm.dbg.value(metadata i32 0, metadata !200, metadata !DIExpression()), !dbg !203
  %4 = icmp eq i32 %0, 0, !dbg !204
  br i1 %4, label %98, label %5, !dbg !206

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64, !dbg !204
  %7 = icmp ult i32 %0, 8, !dbg !206
  br i1 %7, label %77, label %8, !dbg !206

8:                                                ; preds = %5
  %9 = add nsw i64 %6, -1, !dbg !206
  %10 = trunc i64 %9 to i32, !dbg !206
  %11 = xor i32 %1, -1, !dbg !206
  %12 = icmp ult i32 %11, %10, !dbg !206
  %13 = icmp ugt i64 %9, 4294967295, !dbg !206
  %14 = or i1 %12, %13, !dbg !206
  br i1 %14, label %77, label %15

15:                                               ; preds = %8
  %16 = and i64 %6, 4294967288, !dbg !206
  %17 = add nsw i64 %16, -8, !dbg !206
  %18 = lshr exact i64 %17, 3, !dbg !206
  %19 = add nuw nsw i64 %18, 1, !dbg !206
  %20 = and i64 %19, 1, !dbg !206
  %21 = icmp eq i64 %17, 0, !dbg !206
  br i1 %21, label %59, label %22, !dbg !206

22:                                               ; preds = %15
  %23 = and i64 %19, 4611686018427387902, !dbg !206
  br label %24, !dbg !206

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %54, %24 ], !dbg !207
  %26 = phi i64 [ 0, %22 ], [ %55, %24 ]
  %27 = trunc i64 %25 to i32, !dbg !207
  %28 = add i32 %27, %1, !dbg !207
  %29 = zext i32 %28 to i64, !dbg !207
  %30 = getelementptr inbounds i32, i32* %2, i64 %29, !dbg !207
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !208
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !dbg !208, !tbaa !209
  %33 = getelementptr inbounds i32, i32* %30, i64 4, !dbg !208
  %34 = bitcast i32* %33 to <4 x i32>*, !dbg !208
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !dbg !208, !tbaa !209
  %36 = add nsw <4 x i32> %32, <i32 3, i32 3, i32 3, i32 3>, !dbg !208
  %37 = add nsw <4 x i32> %35, <i32 3, i32 3, i32 3, i32 3>, !dbg !208
  %38 = bitcast i32* %30 to <4 x i32>*, !dbg !208
  store <4 x i32> %36, <4 x i32>* %38, align 4, !dbg !208, !tbaa !209
  %39 = bitcast i32* %33 to <4 x i32>*, !dbg !208
  store <4 x i32> %37, <4 x i32>* %39, align 4, !dbg !208, !tbaa !209
  %40 = trunc i64 %25 to i32, !dbg !207
  %41 = or i32 %40, 8, !dbg !207
  %42 = add i32 %41, %1, !dbg !207
  %43 = zext i32 %42 to i64, !dbg !207
  %44 = getelementptr inbounds i32, i32* %2, i64 %43, !dbg !207
  %45 = bitcast i32* %44 to <4 x i32>*, !dbg !208
  %46 = load <4 x i32>, <4 x i32>* %45, align 4, !dbg !208, !tbaa !209
  %47 = getelementptr inbounds i32, i32* %44, i64 4, !dbg !208
  %48 = bitcast i32* %47 to <4 x i32>*, !dbg !208
  %49 = load <4 x i32>, <4 x i32>* %48, align 4, !dbg !208, !tbaa !209
  %50 = add nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>, !dbg !208
  %51 = add nsw <4 x i32> %49, <i32 3, i32 3, i32 3, i32 3>, !dbg !208
  %52 = bitcast i32* %44 to <4 x i32>*, !dbg !208
  store <4 x i32> %50, <4 x i32>* %52, align 4, !dbg !208, !tbaa !209
  %53 = bitcast i32* %47 to <4 x i32>*, !dbg !208
  store <4 x i32> %51, <4 x i32>* %53, align 4, !dbg !208, !tbaa !209
  %54 = add nuw i64 %25, 16, !dbg !207
  %55 = add i64 %26, 2, !dbg !207
  %56 = icmp eq i64 %55, %23, !dbg !207
  br i1 %56, label %57, label %24, !dbg !207, !llvm.loop !211

57:                                               ; preds = %24
  %58 = trunc i64 %54 to i32, !dbg !207
  br label %59, !dbg !207

59:                                               ; preds = %57, %15
  %60 = phi i32 [ 0, %15 ], [ %58, %57 ]
  %61 = icmp eq i64 %20, 0, !dbg !207
  br i1 %61, label %75, label %62, !dbg !207

62:                                               ; preds = %59
  %63 = add i32 %60, %1, !dbg !207
  %64 = zext i32 %63 to i64, !dbg !207
  %65 = getelementptr inbounds i32, i32* %2, i64 %64, !dbg !207
  %66 = bitcast i32* %65 to <4 x i32>*, !dbg !208
  %67 = load <4 x i32>, <4 x i32>* %66, align 4, !dbg !208, !tbaa !209
  %68 = getelementptr inbounds i32, i32* %65, i64 4, !dbg !208
  %69 = bitcast i32* %68 to <4 x i32>*, !dbg !208
  %70 = load <4 x i32>, <4 x i32>* %69, align 4, !dbg !208, !tbaa !209
  %71 = add nsw <4 x i32> %67, <i32 3, i32 3, i32 3, i32 3>, !dbg !208
  %72 = add nsw <4 x i32> %70, <i32 3, i32 3, i32 3, i32 3>, !dbg !208
  %73 = bitcast i32* %65 to <4 x i32>*, !dbg !208
  store <4 x i32> %71, <4 x i32>* %73, align 4, !dbg !208, !tbaa !209
  %74 = bitcast i32* %68 to <4 x i32>*, !dbg !208
  store <4 x i32> %72, <4 x i32>* %74, align 4, !dbg !208, !tbaa !209
  br label %75, !dbg !206

75:                                               ; preds = %59, %62
  %76 = icmp eq i64 %16, %6, !dbg !206
  br i1 %76, label %98, label %77, !dbg !206

77:                                               ; preds = %8, %5, %75
  %78 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %75 ]
  %79 = xor i64 %78, -1, !dbg !206
  %80 = add nsw i64 %79, %6, !dbg !206
  %81 = and i64 %6, 3, !dbg !206
  %82 = icmp eq i64 %81, 0, !dbg !206
  br i1 %82, label %95, label %83, !dbg !206

83:                                               ; preds = %77, %83
  %84 = phi i64 [ %92, %83 ], [ %78, %77 ]
  %85 = phi i64 [ %93, %83 ], [ 0, %77 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !200, metadata !DIExpression()), !dbg !203
  %86 = trunc i64 %84 to i32, !dbg !213
  %87 = add i32 %86, %1, !dbg !213
  %88 = zext i32 %87 to i64, !dbg !214
  %89 = getelementptr inbounds i32, i32* %2, i64 %88, !dbg !214
  %90 = load i32, i32* %89, align 4, !dbg !208, !tbaa !209
  %91 = add nsw i32 %90, 3, !dbg !208
  store i32 %91, i32* %89, align 4, !dbg !208, !tbaa !209
  %92 = add nuw nsw i64 %84, 1, !dbg !207
  call void @llvm.dbg.value(metadata i64 %92, metadata !200, metadata !DIExpression()), !dbg !203
  %93 = add i64 %85, 1, !dbg !206
  %94 = icmp eq i64 %93, %81, !dbg !206
  br i1 %94, label %95, label %83, !dbg !206, !llvm.loop !215

95:                                               ; preds = %83, %77
  %96 = phi i64 [ %78, %77 ], [ %92, %83 ]
  %97 = icmp ult i64 %80, 3, !dbg !206
  br i1 %97, label %98, label %99, !dbg !206

98:                                               ; preds = %95, %99, %75, %3
  ret void, !dbg !216

99:                                               ; preds = %95, %99
  %100 = phi i64 [ %128, %99 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression()), !dbg !203
  %101 = trunc i64 %100 to i32, !dbg !213
  %102 = add i32 %101, %1, !dbg !213
  %103 = zext i32 %102 to i64, !dbg !214
  %104 = getelementptr inbounds i32, i32* %2, i64 %103, !dbg !214
  %105 = load i32, i32* %104, align 4, !dbg !208, !tbaa !209
  %106 = add nsw i32 %105, 3, !dbg !208
  store i32 %106, i32* %104, align 4, !dbg !208, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !203
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !203
  %107 = trunc i64 %100 to i32, !dbg !213
  %108 = add i32 %107, 1, !dbg !213
  %109 = add i32 %108, %1, !dbg !213
  %110 = zext i32 %109 to i64, !dbg !214
  %111 = getelementptr inbounds i32, i32* %2, i64 %110, !dbg !214
  %112 = load i32, i32* %111, align 4, !dbg !208, !tbaa !209
  %113 = add nsw i32 %112, 3, !dbg !208
  store i32 %113, i32* %111, align 4, !dbg !208, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !203
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !203
  %114 = trunc i64 %100 to i32, !dbg !213
  %115 = add i32 %114, 2, !dbg !213
  %116 = add i32 %115, %1, !dbg !213
  %117 = zext i32 %116 to i64, !dbg !214
  %118 = getelementptr inbounds i32, i32* %2, i64 %117, !dbg !214
  %119 = load i32, i32* %118, align 4, !dbg !208, !tbaa !209
  %120 = add nsw i32 %119, 3, !dbg !208
  store i32 %120, i32* %118, align 4, !dbg !208, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !203
  call void @llvm.dbg.value(metadata i64 %100, metadata !200, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !203
  %121 = trunc i64 %100 to i32, !dbg !213
  %122 = add i32 %121, 3, !dbg !213
  %123 = add i32 %122, %1, !dbg !213
  %124 = zext i32 %123 to i64, !dbg !214
  %125 = getelementptr inbounds i32, i32* %2, i64 %124, !dbg !214
  %126 = load i32, i32* %125, align 4, !dbg !208, !tbaa !209
  %127 = add nsw i32 %126, 3, !dbg !208
  store i32 %127, i32* %125, align 4, !dbg !208, !tbaa !209
  %128 = add nuw nsw i64 %100, 4, !dbg !207
  call void @llvm.dbg.value(metadata i64 %128, metadata !200, metadata !DIExpression()), !dbg !203
  %129 = icmp eq i64 %128, %6, !dbg !204
  br i1 %129, label %98, label %99, !dbg !206, !llvm.loop !217
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @lver(i32 noundef %0, i32* nocapture noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3) local_unnamed_addr #3 !dbg !218 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !224, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32* %1, metadata !225, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32* %2, metadata !226, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32* %3, metadata !227, metadata !DIExpression()), !dbg !230
  call void @llvm.dbg.value(metadata i32 0, metadata !228, metadata !DIExpression()), !dbg !231
  %5 = icmp sgt i32 %0, 0, !dbg !232
  br i1 %5, label %6, label %73, !dbg !234

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !232
  %8 = add nuw nsw i64 %7, 1, !dbg !234
  %9 = getelementptr i32, i32* %1, i64 %8, !dbg !234
  %10 = getelementptr i32, i32* %3, i64 %7, !dbg !234
  %11 = icmp ugt i32* %10, %1, !dbg !234
  %12 = icmp ugt i32* %9, %3, !dbg !234
  %13 = and i1 %11, %12, !dbg !234
  br i1 %13, label %14, label %42, !dbg !234

14:                                               ; preds = %6
  %15 = and i64 %7, 1, !dbg !234
  %16 = icmp eq i32 %0, 1, !dbg !234
  br i1 %16, label %48, label %17, !dbg !234

17:                                               ; preds = %14
  %18 = and i64 %7, 4294967294, !dbg !234
  br label %19, !dbg !234

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %34, %19 ]
  %21 = phi i64 [ 0, %17 ], [ %40, %19 ]
  call void @llvm.dbg.value(metadata i64 %20, metadata !228, metadata !DIExpression()), !dbg !231
  %22 = getelementptr inbounds i32, i32* %2, i64 %20, !dbg !235
  %23 = load i32, i32* %22, align 4, !dbg !235, !tbaa !209
  %24 = add nsw i32 %23, 1, !dbg !237
  %25 = or i64 %20, 1, !dbg !238
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !239
  store i32 %24, i32* %26, align 4, !dbg !240, !tbaa !209
  %27 = getelementptr inbounds i32, i32* %1, i64 %20, !dbg !241
  %28 = load i32, i32* %27, align 4, !dbg !241, !tbaa !209
  %29 = shl nsw i32 %28, 1, !dbg !242
  %30 = getelementptr inbounds i32, i32* %3, i64 %20, !dbg !243
  store i32 %29, i32* %30, align 4, !dbg !244, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %25, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %25, metadata !228, metadata !DIExpression()), !dbg !231
  %31 = getelementptr inbounds i32, i32* %2, i64 %25, !dbg !235
  %32 = load i32, i32* %31, align 4, !dbg !235, !tbaa !209
  %33 = add nsw i32 %32, 1, !dbg !237
  %34 = add nuw nsw i64 %20, 2, !dbg !238
  %35 = getelementptr inbounds i32, i32* %1, i64 %34, !dbg !239
  store i32 %33, i32* %35, align 4, !dbg !240, !tbaa !209
  %36 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !241
  %37 = load i32, i32* %36, align 4, !dbg !241, !tbaa !209
  %38 = shl nsw i32 %37, 1, !dbg !242
  %39 = getelementptr inbounds i32, i32* %3, i64 %25, !dbg !243
  store i32 %38, i32* %39, align 4, !dbg !244, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %34, metadata !228, metadata !DIExpression()), !dbg !231
  %40 = add i64 %21, 2, !dbg !234
  %41 = icmp eq i64 %40, %18, !dbg !234
  br i1 %41, label %48, label %19, !dbg !234, !llvm.loop !245

42:                                               ; preds = %6
  %43 = load i32, i32* %1, align 4
  %44 = and i64 %7, 1, !dbg !234
  %45 = icmp eq i32 %0, 1, !dbg !234
  br i1 %45, label %61, label %46, !dbg !234

46:                                               ; preds = %42
  %47 = and i64 %7, 4294967294, !dbg !234
  br label %74, !dbg !234

48:                                               ; preds = %19, %14
  %49 = phi i64 [ 0, %14 ], [ %34, %19 ]
  %50 = icmp eq i64 %15, 0, !dbg !234
  br i1 %50, label %73, label %51, !dbg !234

51:                                               ; preds = %48
  call void @llvm.dbg.value(metadata i64 %49, metadata !228, metadata !DIExpression()), !dbg !231
  %52 = getelementptr inbounds i32, i32* %2, i64 %49, !dbg !235
  %53 = load i32, i32* %52, align 4, !dbg !235, !tbaa !209
  %54 = add nsw i32 %53, 1, !dbg !237
  %55 = add nuw nsw i64 %49, 1, !dbg !238
  %56 = getelementptr inbounds i32, i32* %1, i64 %55, !dbg !239
  store i32 %54, i32* %56, align 4, !dbg !240, !tbaa !209
  %57 = getelementptr inbounds i32, i32* %1, i64 %49, !dbg !241
  %58 = load i32, i32* %57, align 4, !dbg !241, !tbaa !209
  %59 = shl nsw i32 %58, 1, !dbg !242
  %60 = getelementptr inbounds i32, i32* %3, i64 %49, !dbg !243
  store i32 %59, i32* %60, align 4, !dbg !244, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %55, metadata !228, metadata !DIExpression()), !dbg !231
  br label %73, !dbg !247

61:                                               ; preds = %74, %42
  %62 = phi i32 [ %43, %42 ], [ %87, %74 ]
  %63 = phi i64 [ 0, %42 ], [ %88, %74 ]
  %64 = icmp eq i64 %44, 0, !dbg !234
  br i1 %64, label %73, label %65, !dbg !234

65:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i64 %63, metadata !228, metadata !DIExpression()), !dbg !231
  %66 = getelementptr inbounds i32, i32* %2, i64 %63, !dbg !235
  %67 = load i32, i32* %66, align 4, !dbg !235, !tbaa !209
  %68 = add nsw i32 %67, 1, !dbg !237
  %69 = add nuw nsw i64 %63, 1, !dbg !238
  %70 = getelementptr inbounds i32, i32* %1, i64 %69, !dbg !239
  store i32 %68, i32* %70, align 4, !dbg !240, !tbaa !209
  %71 = shl nsw i32 %62, 1, !dbg !242
  %72 = getelementptr inbounds i32, i32* %3, i64 %63, !dbg !243
  store i32 %71, i32* %72, align 4, !dbg !244, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %69, metadata !228, metadata !DIExpression()), !dbg !231
  br label %73, !dbg !247

73:                                               ; preds = %65, %61, %51, %48, %4
  ret void, !dbg !247

74:                                               ; preds = %74, %46
  %75 = phi i32 [ %43, %46 ], [ %87, %74 ]
  %76 = phi i64 [ 0, %46 ], [ %88, %74 ]
  %77 = phi i64 [ 0, %46 ], [ %92, %74 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !228, metadata !DIExpression()), !dbg !231
  %78 = getelementptr inbounds i32, i32* %2, i64 %76, !dbg !235
  %79 = load i32, i32* %78, align 4, !dbg !235, !tbaa !209
  %80 = add nsw i32 %79, 1, !dbg !237
  %81 = or i64 %76, 1, !dbg !238
  %82 = getelementptr inbounds i32, i32* %1, i64 %81, !dbg !239
  store i32 %80, i32* %82, align 4, !dbg !240, !tbaa !209
  %83 = shl nsw i32 %75, 1, !dbg !242
  %84 = getelementptr inbounds i32, i32* %3, i64 %76, !dbg !243
  store i32 %83, i32* %84, align 4, !dbg !244, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %81, metadata !228, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i64 %81, metadata !228, metadata !DIExpression()), !dbg !231
  %85 = getelementptr inbounds i32, i32* %2, i64 %81, !dbg !235
  %86 = load i32, i32* %85, align 4, !dbg !235, !tbaa !209
  %87 = add nsw i32 %86, 1, !dbg !237
  %88 = add nuw nsw i64 %76, 2, !dbg !238
  %89 = getelementptr inbounds i32, i32* %1, i64 %88, !dbg !239
  store i32 %87, i32* %89, align 4, !dbg !240, !tbaa !209
  %90 = shl nsw i32 %80, 1, !dbg !242
  %91 = getelementptr inbounds i32, i32* %3, i64 %81, !dbg !243
  store i32 %90, i32* %91, align 4, !dbg !244, !tbaa !209
  call void @llvm.dbg.value(metadata i64 %88, metadata !228, metadata !DIExpression()), !dbg !231
  %92 = add i64 %77, 2, !dbg !234
  %93 = icmp eq i64 %92, %47, !dbg !234
  br i1 %93, label %61, label %74, !dbg !234, !llvm.loop !245
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !15, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.value(metadata i8** %1, metadata !16, metadata !DIExpression()), !dbg !248
  %3 = icmp sgt i32 %0, 1, !dbg !249
  br i1 %3, label %4, label %9, !dbg !250

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !251
  %6 = load i8*, i8** %5, align 8, !dbg !251, !tbaa !252
  call void @llvm.dbg.value(metadata i8* %6, metadata !254, metadata !DIExpression()) #9, !dbg !262
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !264
  %8 = trunc i64 %7 to i32, !dbg !265
  br label %9, !dbg !250

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 1003, %2 ], !dbg !250
  call void @llvm.dbg.value(metadata i32 %10, metadata !17, metadata !DIExpression()), !dbg !248
  %11 = add nsw i32 %10, 8, !dbg !266
  %12 = sext i32 %11 to i64, !dbg !267
  %13 = tail call noalias i8* @calloc(i64 noundef %12, i64 noundef 8) #9, !dbg !268
  %14 = bitcast i8* %13 to double*, !dbg !268
  call void @llvm.dbg.value(metadata double* %14, metadata !18, metadata !DIExpression()), !dbg !248
  %15 = tail call noalias i8* @calloc(i64 noundef %12, i64 noundef 8) #9, !dbg !269
  %16 = bitcast i8* %15 to double*, !dbg !269
  call void @llvm.dbg.value(metadata double* %16, metadata !21, metadata !DIExpression()), !dbg !248
  %17 = tail call noalias i8* @calloc(i64 noundef %12, i64 noundef 1) #9, !dbg !270
  call void @llvm.dbg.value(metadata i8* %17, metadata !22, metadata !DIExpression()), !dbg !248
  %18 = tail call noalias i8* @calloc(i64 noundef %12, i64 noundef 1) #9, !dbg !271
  call void @llvm.dbg.value(metadata i8* %18, metadata !25, metadata !DIExpression()), !dbg !248
  %19 = add nsw i32 %10, 16, !dbg !272
  %20 = sext i32 %19 to i64, !dbg !273
  %21 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 4) #9, !dbg !274
  %22 = bitcast i8* %21 to i32*, !dbg !274
  call void @llvm.dbg.value(metadata i32* %22, metadata !26, metadata !DIExpression()), !dbg !248
  %23 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 4) #9, !dbg !275
  %24 = bitcast i8* %23 to i32*, !dbg !275
  call void @llvm.dbg.value(metadata i32* %24, metadata !28, metadata !DIExpression()), !dbg !248
  tail call void @axpy(i32 noundef %10, double noundef 2.000000e+00, double* noundef %14, double* noundef %16), !dbg !276
  tail call void @tri(i32 noundef %10, double* noundef %14), !dbg !277
  %25 = tail call double @sum(i32 noundef %10, double* noundef %14), !dbg !278
  call void @llvm.dbg.value(metadata double %25, metadata !29, metadata !DIExpression()), !dbg !248
  tail call void @bytes(i32 noundef %10, i8* noundef %18, i8* noundef %17), !dbg !279
  tail call void @grid([53 x double]* noundef getelementptr inbounds ([37 x [53 x double]], [37 x [53 x double]]* @main.g, i64 0, i64 0)), !dbg !280
  tail call void @offs(i32 noundef %10, i32 noundef 5, i32* noundef %22), !dbg !281
  %26 = getelementptr inbounds i32, i32* %24, i64 8, !dbg !282
  tail call void @lver(i32 noundef %10, i32* noundef %22, i32* noundef %24, i32* noundef nonnull %26), !dbg !283
  %27 = sdiv i32 %10, 2, !dbg !284
  %28 = sext i32 %27 to i64, !dbg !285
  %29 = getelementptr inbounds i8, i8* %18, i64 %28, !dbg !285
  %30 = load i8, i8* %29, align 1, !dbg !285, !tbaa !146
  %31 = zext i8 %30 to i32, !dbg !285
  %32 = load double, double* getelementptr inbounds ([37 x [53 x double]], [37 x [53 x double]]* @main.g, i64 0, i64 3, i64 4), align 8, !dbg !286, !tbaa !58
  %33 = getelementptr inbounds i32, i32* %22, i64 7, !dbg !287
  %34 = load i32, i32* %33, align 4, !dbg !287, !tbaa !209
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), double noundef %25, i32 noundef %31, double noundef %32, i32 noundef %34), !dbg !288
  ret i32 0, !dbg !289
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 66, type: !30, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 61, type: !4, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !14)
!3 = !DIFile(filename: "vector.c", directory: "/work/wt-o2/loops/testdata", checksumkind: CSK_MD5, checksum: "1e6659205c1f0ca79682d6d59e777f7a")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!6, !7, !12}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !{!0}
!14 = !{!15, !16, !17, !18, !21, !22, !25, !26, !28, !29}
!15 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 61, type: !6)
!16 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 61, type: !7)
!17 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 62, type: !6)
!18 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 63, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 63, type: !19)
!22 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 64, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!25 = !DILocalVariable(name: "d", scope: !2, file: !3, line: 64, type: !23)
!26 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 65, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!28 = !DILocalVariable(name: "f", scope: !2, file: !3, line: 65, type: !27)
!29 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 69, type: !20)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 125504, elements: !31)
!31 = !{!32, !33}
!32 = !DISubrange(count: 37)
!33 = !DISubrange(count: 53)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 7, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 1}
!40 = !{!"Debian clang version 14.0.6"}
!41 = distinct !DISubprogram(name: "axpy", scope: !3, file: !3, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !6, !20, !19, !19}
!44 = !{!45, !46, !47, !48, !49}
!45 = !DILocalVariable(name: "n", arg: 1, scope: !41, file: !3, line: 11, type: !6)
!46 = !DILocalVariable(name: "s", arg: 2, scope: !41, file: !3, line: 11, type: !20)
!47 = !DILocalVariable(name: "a", arg: 3, scope: !41, file: !3, line: 11, type: !19)
!48 = !DILocalVariable(name: "b", arg: 4, scope: !41, file: !3, line: 11, type: !19)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 12, type: !6)
!50 = distinct !DILexicalBlock(scope: !41, file: !3, line: 12, column: 3)
!51 = !DILocation(line: 0, scope: !41)
!52 = !DILocation(line: 0, scope: !50)
!53 = !DILocation(line: 12, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 12, column: 3)
!55 = !DILocation(line: 12, column: 3, scope: !50)
!56 = !DILocation(line: 12, column: 27, scope: !54)
!57 = !DILocation(line: 13, column: 17, scope: !54)
!58 = !{!59, !59, i64 0}
!59 = !{!"double", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !{!63}
!63 = distinct !{!63, !64}
!64 = distinct !{!64, !"LVerDomain"}
!65 = !DILocation(line: 13, column: 10, scope: !54)
!66 = !{!67}
!67 = distinct !{!67, !64}
!68 = distinct !{!68, !55, !69, !70, !71}
!69 = !DILocation(line: 13, column: 20, scope: !50)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 13, column: 5, scope: !54)
!73 = !DILocation(line: 14, column: 1, scope: !41)
!74 = distinct !{!74, !55, !69, !70, !71}
!75 = distinct !DISubprogram(name: "tri", scope: !3, file: !3, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !6, !19}
!78 = !{!79, !80, !81, !83}
!79 = !DILocalVariable(name: "n", arg: 1, scope: !75, file: !3, line: 18, type: !6)
!80 = !DILocalVariable(name: "a", arg: 2, scope: !75, file: !3, line: 18, type: !19)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 19, type: !6)
!82 = distinct !DILexicalBlock(scope: !75, file: !3, line: 19, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !3, line: 20, type: !6)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 20, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 19, column: 3)
!86 = !DILocation(line: 0, scope: !75)
!87 = !DILocation(line: 0, scope: !82)
!88 = !DILocation(line: 19, column: 21, scope: !85)
!89 = !DILocation(line: 19, column: 3, scope: !82)
!90 = distinct !{!90, !89, !91, !70}
!91 = !DILocation(line: 21, column: 22, scope: !82)
!92 = !DILocation(line: 22, column: 1, scope: !75)
!93 = !DILocation(line: 20, column: 20, scope: !84)
!94 = !DILocation(line: 0, scope: !84)
!95 = !DILocation(line: 20, column: 27, scope: !96)
!96 = distinct !DILexicalBlock(scope: !84, file: !3, line: 20, column: 5)
!97 = !DILocation(line: 20, column: 5, scope: !84)
!98 = !DILocation(line: 21, column: 15, scope: !96)
!99 = !DILocation(line: 21, column: 7, scope: !96)
!100 = !DILocation(line: 21, column: 12, scope: !96)
!101 = !DILocation(line: 20, column: 33, scope: !96)
!102 = distinct !{!102, !97, !103, !70}
!103 = !DILocation(line: 21, column: 22, scope: !84)
!104 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 25, type: !105, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !109)
!105 = !DISubroutineType(types: !106)
!106 = !{!20, !6, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!109 = !{!110, !111, !112, !113}
!110 = !DILocalVariable(name: "n", arg: 1, scope: !104, file: !3, line: 25, type: !6)
!111 = !DILocalVariable(name: "a", arg: 2, scope: !104, file: !3, line: 25, type: !107)
!112 = !DILocalVariable(name: "s", scope: !104, file: !3, line: 26, type: !20)
!113 = !DILocalVariable(name: "i", scope: !114, file: !3, line: 27, type: !6)
!114 = distinct !DILexicalBlock(scope: !104, file: !3, line: 27, column: 3)
!115 = !DILocation(line: 0, scope: !104)
!116 = !DILocation(line: 0, scope: !114)
!117 = !DILocation(line: 27, column: 21, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !3, line: 27, column: 3)
!119 = !DILocation(line: 27, column: 3, scope: !114)
!120 = !DILocation(line: 28, column: 10, scope: !118)
!121 = !DILocation(line: 28, column: 7, scope: !118)
!122 = !DILocation(line: 27, column: 27, scope: !118)
!123 = distinct !{!123, !124}
!124 = !{!"llvm.loop.unroll.disable"}
!125 = !DILocation(line: 29, column: 3, scope: !104)
!126 = distinct !{!126, !119, !127, !70}
!127 = !DILocation(line: 28, column: 13, scope: !114)
!128 = distinct !DISubprogram(name: "bytes", scope: !3, file: !3, line: 33, type: !129, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !133)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !6, !23, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!133 = !{!134, !135, !136, !137}
!134 = !DILocalVariable(name: "n", arg: 1, scope: !128, file: !3, line: 33, type: !6)
!135 = !DILocalVariable(name: "d", arg: 2, scope: !128, file: !3, line: 33, type: !23)
!136 = !DILocalVariable(name: "s", arg: 3, scope: !128, file: !3, line: 33, type: !131)
!137 = !DILocalVariable(name: "i", scope: !138, file: !3, line: 34, type: !6)
!138 = distinct !DILexicalBlock(scope: !128, file: !3, line: 34, column: 3)
!139 = !DILocation(line: 0, scope: !128)
!140 = !DILocation(line: 0, scope: !138)
!141 = !DILocation(line: 34, column: 21, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !3, line: 34, column: 3)
!143 = !DILocation(line: 34, column: 3, scope: !138)
!144 = !DILocation(line: 34, column: 27, scope: !142)
!145 = !DILocation(line: 35, column: 12, scope: !142)
!146 = !{!60, !60, i64 0}
!147 = !{!148}
!148 = distinct !{!148, !149}
!149 = distinct !{!149, !"LVerDomain"}
!150 = !DILocation(line: 35, column: 17, scope: !142)
!151 = !DILocation(line: 35, column: 10, scope: !142)
!152 = !{!153}
!153 = distinct !{!153, !149}
!154 = distinct !{!154, !143, !155, !70, !71}
!155 = !DILocation(line: 35, column: 19, scope: !138)
!156 = distinct !{!156, !143, !155, !70, !71, !157}
!157 = !{!"llvm.loop.unroll.runtime.disable"}
!158 = !DILocation(line: 35, column: 5, scope: !142)
!159 = distinct !{!159, !124}
!160 = !DILocation(line: 36, column: 1, scope: !128)
!161 = distinct !{!161, !143, !155, !70, !71}
!162 = distinct !DISubprogram(name: "grid", scope: !3, file: !3, line: 40, type: !163, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !168)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !165}
!165 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 3392, elements: !167)
!167 = !{!33}
!168 = !{!169, !170, !172}
!169 = !DILocalVariable(name: "g", arg: 1, scope: !162, file: !3, line: 40, type: !165)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 41, type: !6)
!171 = distinct !DILexicalBlock(scope: !162, file: !3, line: 41, column: 3)
!172 = !DILocalVariable(name: "j", scope: !173, file: !3, line: 42, type: !6)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 42, column: 5)
!174 = distinct !DILexicalBlock(scope: !171, file: !3, line: 41, column: 3)
!175 = !DILocation(line: 0, scope: !162)
!176 = !DILocation(line: 0, scope: !171)
!177 = !DILocation(line: 41, column: 3, scope: !171)
!178 = !DILocation(line: 0, scope: !173)
!179 = !DILocation(line: 42, column: 5, scope: !173)
!180 = !DILocation(line: 42, column: 30, scope: !181)
!181 = distinct !DILexicalBlock(scope: !173, file: !3, line: 42, column: 5)
!182 = !DILocation(line: 43, column: 17, scope: !181)
!183 = !DILocation(line: 43, column: 29, scope: !181)
!184 = !DILocation(line: 43, column: 15, scope: !181)
!185 = distinct !{!185, !179, !186, !70, !71}
!186 = !DILocation(line: 43, column: 31, scope: !173)
!187 = !DILocation(line: 44, column: 1, scope: !162)
!188 = !DILocation(line: 41, column: 28, scope: !174)
!189 = !DILocation(line: 41, column: 21, scope: !174)
!190 = distinct !{!190, !177, !191, !70}
!191 = !DILocation(line: 43, column: 31, scope: !171)
!192 = distinct !DISubprogram(name: "offs", scope: !3, file: !3, line: 48, type: !193, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !196)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !195, !195, !27}
!195 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!196 = !{!197, !198, !199, !200}
!197 = !DILocalVariable(name: "n", arg: 1, scope: !192, file: !3, line: 48, type: !195)
!198 = !DILocalVariable(name: "o", arg: 2, scope: !192, file: !3, line: 48, type: !195)
!199 = !DILocalVariable(name: "a", arg: 3, scope: !192, file: !3, line: 48, type: !27)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 49, type: !195)
!201 = distinct !DILexicalBlock(scope: !192, file: !3, line: 49, column: 3)
!202 = !DILocation(line: 0, scope: !192)
!203 = !DILocation(line: 0, scope: !201)
!204 = !DILocation(line: 49, column: 26, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !3, line: 49, column: 3)
!206 = !DILocation(line: 49, column: 3, scope: !201)
!207 = !DILocation(line: 49, column: 32, scope: !205)
!208 = !DILocation(line: 50, column: 14, scope: !205)
!209 = !{!210, !210, i64 0}
!210 = !{!"int", !60, i64 0}
!211 = distinct !{!211, !206, !212, !70, !71}
!212 = !DILocation(line: 50, column: 17, scope: !201)
!213 = !DILocation(line: 50, column: 9, scope: !205)
!214 = !DILocation(line: 50, column: 5, scope: !205)
!215 = distinct !{!215, !124}
!216 = !DILocation(line: 51, column: 1, scope: !192)
!217 = distinct !{!217, !206, !212, !70, !71}
!218 = distinct !DISubprogram(name: "lver", scope: !3, file: !3, line: 54, type: !219, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !223)
!219 = !DISubroutineType(types: !220)
!220 = !{null, !6, !27, !221, !27}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !222, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!223 = !{!224, !225, !226, !227, !228}
!224 = !DILocalVariable(name: "n", arg: 1, scope: !218, file: !3, line: 54, type: !6)
!225 = !DILocalVariable(name: "a", arg: 2, scope: !218, file: !3, line: 54, type: !27)
!226 = !DILocalVariable(name: "b", arg: 3, scope: !218, file: !3, line: 54, type: !221)
!227 = !DILocalVariable(name: "c", arg: 4, scope: !218, file: !3, line: 54, type: !27)
!228 = !DILocalVariable(name: "i", scope: !229, file: !3, line: 55, type: !6)
!229 = distinct !DILexicalBlock(scope: !218, file: !3, line: 55, column: 3)
!230 = !DILocation(line: 0, scope: !218)
!231 = !DILocation(line: 0, scope: !229)
!232 = !DILocation(line: 55, column: 21, scope: !233)
!233 = distinct !DILexicalBlock(scope: !229, file: !3, line: 55, column: 3)
!234 = !DILocation(line: 55, column: 3, scope: !229)
!235 = !DILocation(line: 56, column: 16, scope: !236)
!236 = distinct !DILexicalBlock(scope: !233, file: !3, line: 55, column: 31)
!237 = !DILocation(line: 56, column: 21, scope: !236)
!238 = !DILocation(line: 56, column: 9, scope: !236)
!239 = !DILocation(line: 56, column: 5, scope: !236)
!240 = !DILocation(line: 56, column: 14, scope: !236)
!241 = !DILocation(line: 57, column: 12, scope: !236)
!242 = !DILocation(line: 57, column: 17, scope: !236)
!243 = !DILocation(line: 57, column: 5, scope: !236)
!244 = !DILocation(line: 57, column: 10, scope: !236)
!245 = distinct !{!245, !234, !246, !70}
!246 = !DILocation(line: 58, column: 3, scope: !229)
!247 = !DILocation(line: 59, column: 1, scope: !218)
!248 = !DILocation(line: 0, scope: !2)
!249 = !DILocation(line: 62, column: 16, scope: !2)
!250 = !DILocation(line: 62, column: 11, scope: !2)
!251 = !DILocation(line: 62, column: 27, scope: !2)
!252 = !{!253, !253, i64 0}
!253 = !{!"any pointer", !60, i64 0}
!254 = !DILocalVariable(name: "__nptr", arg: 1, scope: !255, file: !256, line: 362, type: !259)
!255 = distinct !DISubprogram(name: "atoi", scope: !256, file: !256, line: 362, type: !257, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !261)
!256 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!257 = !DISubroutineType(types: !258)
!258 = !{!6, !259}
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !260, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!261 = !{!254}
!262 = !DILocation(line: 0, scope: !255, inlinedAt: !263)
!263 = distinct !DILocation(line: 62, column: 22, scope: !2)
!264 = !DILocation(line: 364, column: 16, scope: !255, inlinedAt: !263)
!265 = !DILocation(line: 364, column: 10, scope: !255, inlinedAt: !263)
!266 = !DILocation(line: 63, column: 24, scope: !2)
!267 = !DILocation(line: 63, column: 22, scope: !2)
!268 = !DILocation(line: 63, column: 15, scope: !2)
!269 = !DILocation(line: 63, column: 51, scope: !2)
!270 = !DILocation(line: 64, column: 22, scope: !2)
!271 = !DILocation(line: 64, column: 45, scope: !2)
!272 = !DILocation(line: 65, column: 21, scope: !2)
!273 = !DILocation(line: 65, column: 19, scope: !2)
!274 = !DILocation(line: 65, column: 12, scope: !2)
!275 = !DILocation(line: 65, column: 46, scope: !2)
!276 = !DILocation(line: 67, column: 3, scope: !2)
!277 = !DILocation(line: 68, column: 3, scope: !2)
!278 = !DILocation(line: 69, column: 14, scope: !2)
!279 = !DILocation(line: 70, column: 3, scope: !2)
!280 = !DILocation(line: 71, column: 3, scope: !2)
!281 = !DILocation(line: 72, column: 3, scope: !2)
!282 = !DILocation(line: 73, column: 19, scope: !2)
!283 = !DILocation(line: 73, column: 3, scope: !2)
!284 = !DILocation(line: 74, column: 34, scope: !2)
!285 = !DILocation(line: 74, column: 30, scope: !2)
!286 = !DILocation(line: 74, column: 40, scope: !2)
!287 = !DILocation(line: 74, column: 49, scope: !2)
!288 = !DILocation(line: 74, column: 3, scope: !2)
!289 = !DILocation(line: 75, column: 3, scope: !2)
