; ModuleID = 'vector.c'
source_filename = "vector.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.g = internal global [37 x [53 x double]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [19 x i8] c"%f %d %f %d %f %f\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, double* nocapture noundef %2, double* nocapture noundef readonly %3) local_unnamed_addr #0 !dbg !50 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !54, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double %1, metadata !55, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double* %2, metadata !56, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata double* %3, metadata !57, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.value(metadata i32 0, metadata !58, metadata !DIExpression()), !dbg !61
  %5 = icmp sgt i32 %0, 0, !dbg !62
  br i1 %5, label %6, label %105, !dbg !64

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !62
  %8 = icmp ult i32 %0, 4, !dbg !64
  br i1 %8, label %89, label %9, !dbg !64

9:                                                ; preds = %6
  %10 = getelementptr double, double* %2, i64 %7, !dbg !64
  %11 = getelementptr double, double* %3, i64 %7, !dbg !64
  %12 = icmp ugt double* %11, %2, !dbg !64
  %13 = icmp ugt double* %10, %3, !dbg !64
  %14 = and i1 %12, %13, !dbg !64
  br i1 %14, label %89, label %15, !dbg !64

15:                                               ; preds = %9
  %16 = and i64 %7, 4294967292, !dbg !64
  %17 = insertelement <2 x double> poison, double %1, i64 0, !dbg !64
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !64
  %19 = insertelement <2 x double> poison, double %1, i64 0, !dbg !64
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !64
  %21 = add nsw i64 %16, -4, !dbg !64
  %22 = lshr exact i64 %21, 2, !dbg !64
  %23 = add nuw nsw i64 %22, 1, !dbg !64
  %24 = and i64 %23, 1, !dbg !64
  %25 = icmp eq i64 %21, 0, !dbg !64
  br i1 %25, label %67, label %26, !dbg !64

26:                                               ; preds = %15
  %27 = and i64 %23, 9223372036854775806, !dbg !64
  br label %28, !dbg !64

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %64, %28 ], !dbg !65
  %30 = phi i64 [ 0, %26 ], [ %65, %28 ]
  %31 = getelementptr inbounds double, double* %3, i64 %29, !dbg !65
  %32 = bitcast double* %31 to <2 x double>*, !dbg !66
  %33 = load <2 x double>, <2 x double>* %32, align 8, !dbg !66, !tbaa !67, !alias.scope !71
  %34 = getelementptr inbounds double, double* %31, i64 2, !dbg !66
  %35 = bitcast double* %34 to <2 x double>*, !dbg !66
  %36 = load <2 x double>, <2 x double>* %35, align 8, !dbg !66, !tbaa !67, !alias.scope !71
  %37 = getelementptr inbounds double, double* %2, i64 %29, !dbg !65
  %38 = bitcast double* %37 to <2 x double>*, !dbg !74
  %39 = load <2 x double>, <2 x double>* %38, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %40 = getelementptr inbounds double, double* %37, i64 2, !dbg !74
  %41 = bitcast double* %40 to <2 x double>*, !dbg !74
  %42 = load <2 x double>, <2 x double>* %41, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %43 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %33, <2 x double> %39), !dbg !74
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %36, <2 x double> %42), !dbg !74
  %45 = bitcast double* %37 to <2 x double>*, !dbg !74
  store <2 x double> %43, <2 x double>* %45, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %46 = bitcast double* %40 to <2 x double>*, !dbg !74
  store <2 x double> %44, <2 x double>* %46, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %47 = or i64 %29, 4, !dbg !65
  %48 = getelementptr inbounds double, double* %3, i64 %47, !dbg !65
  %49 = bitcast double* %48 to <2 x double>*, !dbg !66
  %50 = load <2 x double>, <2 x double>* %49, align 8, !dbg !66, !tbaa !67, !alias.scope !71
  %51 = getelementptr inbounds double, double* %48, i64 2, !dbg !66
  %52 = bitcast double* %51 to <2 x double>*, !dbg !66
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !66, !tbaa !67, !alias.scope !71
  %54 = getelementptr inbounds double, double* %2, i64 %47, !dbg !65
  %55 = bitcast double* %54 to <2 x double>*, !dbg !74
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %57 = getelementptr inbounds double, double* %54, i64 2, !dbg !74
  %58 = bitcast double* %57 to <2 x double>*, !dbg !74
  %59 = load <2 x double>, <2 x double>* %58, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %50, <2 x double> %56), !dbg !74
  %61 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %53, <2 x double> %59), !dbg !74
  %62 = bitcast double* %54 to <2 x double>*, !dbg !74
  store <2 x double> %60, <2 x double>* %62, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %63 = bitcast double* %57 to <2 x double>*, !dbg !74
  store <2 x double> %61, <2 x double>* %63, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %64 = add nuw i64 %29, 8, !dbg !65
  %65 = add i64 %30, 2, !dbg !65
  %66 = icmp eq i64 %65, %27, !dbg !65
  br i1 %66, label %67, label %28, !dbg !65, !llvm.loop !77

67:                                               ; preds = %28, %15
  %68 = phi i64 [ 0, %15 ], [ %64, %28 ]
  %69 = icmp eq i64 %24, 0, !dbg !65
  br i1 %69, label %87, label %70, !dbg !65

70:                                               ; preds = %67
  %71 = getelementptr inbounds double, double* %3, i64 %68, !dbg !65
  %72 = bitcast double* %71 to <2 x double>*, !dbg !66
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !66, !tbaa !67, !alias.scope !71
  %74 = getelementptr inbounds double, double* %71, i64 2, !dbg !66
  %75 = bitcast double* %74 to <2 x double>*, !dbg !66
  %76 = load <2 x double>, <2 x double>* %75, align 8, !dbg !66, !tbaa !67, !alias.scope !71
  %77 = getelementptr inbounds double, double* %2, i64 %68, !dbg !65
  %78 = bitcast double* %77 to <2 x double>*, !dbg !74
  %79 = load <2 x double>, <2 x double>* %78, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %80 = getelementptr inbounds double, double* %77, i64 2, !dbg !74
  %81 = bitcast double* %80 to <2 x double>*, !dbg !74
  %82 = load <2 x double>, <2 x double>* %81, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %73, <2 x double> %79), !dbg !74
  %84 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %76, <2 x double> %82), !dbg !74
  %85 = bitcast double* %77 to <2 x double>*, !dbg !74
  store <2 x double> %83, <2 x double>* %85, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  %86 = bitcast double* %80 to <2 x double>*, !dbg !74
  store <2 x double> %84, <2 x double>* %86, align 8, !dbg !74, !tbaa !67, !alias.scope !75, !noalias !71
  br label %87, !dbg !64

87:                                               ; preds = %67, %70
  %88 = icmp eq i64 %16, %7, !dbg !64
  br i1 %88, label %105, label %89, !dbg !64

89:                                               ; preds = %9, %6, %87
  %90 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %16, %87 ]
  %91 = xor i64 %90, -1, !dbg !64
  %92 = and i64 %7, 1, !dbg !64
  %93 = icmp eq i64 %92, 0, !dbg !64
  br i1 %93, label %101, label %94, !dbg !64

94:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i64 undef, metadata !58, metadata !DIExpression()), !dbg !61
  %95 = getelementptr inbounds double, double* %3, i64 %90, !dbg !66
  %96 = load double, double* %95, align 8, !dbg !66, !tbaa !67
  %97 = getelementptr inbounds double, double* %2, i64 %90, !dbg !81
  %98 = load double, double* %97, align 8, !dbg !74, !tbaa !67
  %99 = tail call double @llvm.fmuladd.f64(double %1, double %96, double %98), !dbg !74
  store double %99, double* %97, align 8, !dbg !74, !tbaa !67
  %100 = or i64 %90, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %100, metadata !58, metadata !DIExpression()), !dbg !61
  br label %101, !dbg !64

101:                                              ; preds = %94, %89
  %102 = phi i64 [ %90, %89 ], [ %100, %94 ]
  %103 = sub nsw i64 0, %7, !dbg !64
  %104 = icmp eq i64 %91, %103, !dbg !64
  br i1 %104, label %105, label %106, !dbg !64

105:                                              ; preds = %101, %106, %87, %4
  ret void, !dbg !82

106:                                              ; preds = %101, %106
  %107 = phi i64 [ %119, %106 ], [ %102, %101 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !58, metadata !DIExpression()), !dbg !61
  %108 = getelementptr inbounds double, double* %3, i64 %107, !dbg !66
  %109 = load double, double* %108, align 8, !dbg !66, !tbaa !67
  %110 = getelementptr inbounds double, double* %2, i64 %107, !dbg !81
  %111 = load double, double* %110, align 8, !dbg !74, !tbaa !67
  %112 = tail call double @llvm.fmuladd.f64(double %1, double %109, double %111), !dbg !74
  store double %112, double* %110, align 8, !dbg !74, !tbaa !67
  %113 = add nuw nsw i64 %107, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %113, metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i64 %113, metadata !58, metadata !DIExpression()), !dbg !61
  %114 = getelementptr inbounds double, double* %3, i64 %113, !dbg !66
  %115 = load double, double* %114, align 8, !dbg !66, !tbaa !67
  %116 = getelementptr inbounds double, double* %2, i64 %113, !dbg !81
  %117 = load double, double* %116, align 8, !dbg !74, !tbaa !67
  %118 = tail call double @llvm.fmuladd.f64(double %1, double %115, double %117), !dbg !74
  store double %118, double* %116, align 8, !dbg !74, !tbaa !67
  %119 = add nuw nsw i64 %107, 2, !dbg !65
  call void @llvm.dbg.value(metadata i64 %119, metadata !58, metadata !DIExpression()), !dbg !61
  %120 = icmp eq i64 %119, %7, !dbg !62
  br i1 %120, label %105, label %106, !dbg !64, !llvm.loop !83
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @tri(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #0 !dbg !84 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !88, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double* %1, metadata !89, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !96
  %3 = icmp sgt i32 %0, 0, !dbg !97
  br i1 %3, label %4, label %10, !dbg !98

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !98
  %6 = zext i32 %0 to i64, !dbg !97
  br label %11, !dbg !98

7:                                                ; preds = %18, %11
  call void @llvm.dbg.value(metadata i64 %14, metadata !90, metadata !DIExpression()), !dbg !96
  %8 = add nuw nsw i64 %13, 1, !dbg !98
  %9 = icmp eq i64 %14, %6, !dbg !97
  br i1 %9, label %10, label %11, !dbg !98, !llvm.loop !99

10:                                               ; preds = %7, %2
  ret void, !dbg !101

11:                                               ; preds = %4, %7
  %12 = phi i64 [ 0, %4 ], [ %14, %7 ]
  %13 = phi i64 [ 1, %4 ], [ %8, %7 ]
  call void @llvm.dbg.value(metadata i64 %12, metadata !90, metadata !DIExpression()), !dbg !96
  %14 = add nuw nsw i64 %12, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %14, metadata !92, metadata !DIExpression()), !dbg !103
  %15 = icmp ult i64 %14, %5, !dbg !104
  br i1 %15, label %16, label %7, !dbg !106

16:                                               ; preds = %11
  %17 = getelementptr inbounds double, double* %1, i64 %12
  br label %18, !dbg !106

18:                                               ; preds = %16, %18
  %19 = phi i64 [ %13, %16 ], [ %25, %18 ]
  call void @llvm.dbg.value(metadata i64 %19, metadata !92, metadata !DIExpression()), !dbg !103
  %20 = load double, double* %17, align 8, !dbg !107, !tbaa !67
  %21 = getelementptr inbounds double, double* %1, i64 %19, !dbg !108
  %22 = load double, double* %21, align 8, !dbg !109, !tbaa !67
  %23 = fneg double %20, !dbg !109
  %24 = tail call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %22), !dbg !109
  store double %24, double* %21, align 8, !dbg !109, !tbaa !67
  %25 = add nuw nsw i64 %19, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %25, metadata !92, metadata !DIExpression()), !dbg !103
  %26 = icmp eq i64 %25, %6, !dbg !104
  br i1 %26, label %7, label %18, !dbg !106, !llvm.loop !111
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define dso_local double @sum(i32 noundef %0, double* nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !113 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !119, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double* %1, metadata !120, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !125
  %3 = icmp sgt i32 %0, 0, !dbg !126
  br i1 %3, label %4, label %26, !dbg !128

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !126
  %6 = add nsw i64 %5, -1, !dbg !128
  %7 = and i64 %5, 7, !dbg !128
  %8 = icmp ult i64 %6, 7, !dbg !128
  br i1 %8, label %11, label %9, !dbg !128

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967288, !dbg !128
  br label %28, !dbg !128

11:                                               ; preds = %28, %4
  %12 = phi double [ undef, %4 ], [ %62, %28 ]
  %13 = phi i64 [ 0, %4 ], [ %63, %28 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %62, %28 ]
  %15 = icmp eq i64 %7, 0, !dbg !128
  br i1 %15, label %26, label %16, !dbg !128

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %23, %16 ], [ %13, %11 ]
  %18 = phi double [ %22, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %11 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %18, metadata !121, metadata !DIExpression()), !dbg !124
  %20 = getelementptr inbounds double, double* %1, i64 %17, !dbg !129
  %21 = load double, double* %20, align 8, !dbg !129, !tbaa !67
  %22 = fadd double %18, %21, !dbg !130
  call void @llvm.dbg.value(metadata double %22, metadata !121, metadata !DIExpression()), !dbg !124
  %23 = add nuw nsw i64 %17, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %23, metadata !122, metadata !DIExpression()), !dbg !125
  %24 = add i64 %19, 1, !dbg !128
  %25 = icmp eq i64 %24, %7, !dbg !128
  br i1 %25, label %26, label %16, !dbg !128, !llvm.loop !132

26:                                               ; preds = %11, %16, %2
  %27 = phi double [ 0.000000e+00, %2 ], [ %12, %11 ], [ %22, %16 ], !dbg !124
  ret double %27, !dbg !134

28:                                               ; preds = %28, %9
  %29 = phi i64 [ 0, %9 ], [ %63, %28 ]
  %30 = phi double [ 0.000000e+00, %9 ], [ %62, %28 ]
  %31 = phi i64 [ 0, %9 ], [ %64, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %30, metadata !121, metadata !DIExpression()), !dbg !124
  %32 = getelementptr inbounds double, double* %1, i64 %29, !dbg !129
  %33 = load double, double* %32, align 8, !dbg !129, !tbaa !67
  %34 = fadd double %30, %33, !dbg !130
  call void @llvm.dbg.value(metadata double %34, metadata !121, metadata !DIExpression()), !dbg !124
  %35 = or i64 %29, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %35, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %35, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %34, metadata !121, metadata !DIExpression()), !dbg !124
  %36 = getelementptr inbounds double, double* %1, i64 %35, !dbg !129
  %37 = load double, double* %36, align 8, !dbg !129, !tbaa !67
  %38 = fadd double %34, %37, !dbg !130
  call void @llvm.dbg.value(metadata double %38, metadata !121, metadata !DIExpression()), !dbg !124
  %39 = or i64 %29, 2, !dbg !131
  call void @llvm.dbg.value(metadata i64 %39, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %39, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %38, metadata !121, metadata !DIExpression()), !dbg !124
  %40 = getelementptr inbounds double, double* %1, i64 %39, !dbg !129
  %41 = load double, double* %40, align 8, !dbg !129, !tbaa !67
  %42 = fadd double %38, %41, !dbg !130
  call void @llvm.dbg.value(metadata double %42, metadata !121, metadata !DIExpression()), !dbg !124
  %43 = or i64 %29, 3, !dbg !131
  call void @llvm.dbg.value(metadata i64 %43, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %43, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %42, metadata !121, metadata !DIExpression()), !dbg !124
  %44 = getelementptr inbounds double, double* %1, i64 %43, !dbg !129
  %45 = load double, double* %44, align 8, !dbg !129, !tbaa !67
  %46 = fadd double %42, %45, !dbg !130
  call void @llvm.dbg.value(metadata double %46, metadata !121, metadata !DIExpression()), !dbg !124
  %47 = or i64 %29, 4, !dbg !131
  call void @llvm.dbg.value(metadata i64 %47, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %47, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %46, metadata !121, metadata !DIExpression()), !dbg !124
  %48 = getelementptr inbounds double, double* %1, i64 %47, !dbg !129
  %49 = load double, double* %48, align 8, !dbg !129, !tbaa !67
  %50 = fadd double %46, %49, !dbg !130
  call void @llvm.dbg.value(metadata double %50, metadata !121, metadata !DIExpression()), !dbg !124
  %51 = or i64 %29, 5, !dbg !131
  call void @llvm.dbg.value(metadata i64 %51, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %51, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %50, metadata !121, metadata !DIExpression()), !dbg !124
  %52 = getelementptr inbounds double, double* %1, i64 %51, !dbg !129
  %53 = load double, double* %52, align 8, !dbg !129, !tbaa !67
  %54 = fadd double %50, %53, !dbg !130
  call void @llvm.dbg.value(metadata double %54, metadata !121, metadata !DIExpression()), !dbg !124
  %55 = or i64 %29, 6, !dbg !131
  call void @llvm.dbg.value(metadata i64 %55, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %55, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %54, metadata !121, metadata !DIExpression()), !dbg !124
  %56 = getelementptr inbounds double, double* %1, i64 %55, !dbg !129
  %57 = load double, double* %56, align 8, !dbg !129, !tbaa !67
  %58 = fadd double %54, %57, !dbg !130
  call void @llvm.dbg.value(metadata double %58, metadata !121, metadata !DIExpression()), !dbg !124
  %59 = or i64 %29, 7, !dbg !131
  call void @llvm.dbg.value(metadata i64 %59, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %59, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %58, metadata !121, metadata !DIExpression()), !dbg !124
  %60 = getelementptr inbounds double, double* %1, i64 %59, !dbg !129
  %61 = load double, double* %60, align 8, !dbg !129, !tbaa !67
  %62 = fadd double %58, %61, !dbg !130
  call void @llvm.dbg.value(metadata double %62, metadata !121, metadata !DIExpression()), !dbg !124
  %63 = add nuw nsw i64 %29, 8, !dbg !131
  call void @llvm.dbg.value(metadata i64 %63, metadata !122, metadata !DIExpression()), !dbg !125
  %64 = add i64 %31, 8, !dbg !128
  %65 = icmp eq i64 %64, %10, !dbg !128
  br i1 %65, label %11, label %28, !dbg !128, !llvm.loop !135
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @bytes(i32 noundef %0, i8* nocapture noundef writeonly %1, i8* nocapture noundef readonly %2) local_unnamed_addr #3 !dbg !137 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !143, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i8* %1, metadata !144, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i8* %2, metadata !145, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()), !dbg !149
  %4 = icmp sgt i32 %0, 0, !dbg !150
  br i1 %4, label %5, label %111, !dbg !152

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64, !dbg !150
  %7 = icmp ult i32 %0, 8, !dbg !152
  br i1 %7, label %92, label %8, !dbg !152

8:                                                ; preds = %5
  %9 = getelementptr i8, i8* %1, i64 %6, !dbg !152
  %10 = getelementptr i8, i8* %2, i64 %6, !dbg !152
  %11 = icmp ugt i8* %10, %1, !dbg !152
  %12 = icmp ugt i8* %9, %2, !dbg !152
  %13 = and i1 %11, %12, !dbg !152
  br i1 %13, label %92, label %14, !dbg !152

14:                                               ; preds = %8
  %15 = icmp ult i32 %0, 32, !dbg !152
  br i1 %15, label %77, label %16, !dbg !152

16:                                               ; preds = %14
  %17 = and i64 %6, 4294967264, !dbg !152
  %18 = add nsw i64 %17, -32, !dbg !152
  %19 = lshr exact i64 %18, 5, !dbg !152
  %20 = add nuw nsw i64 %19, 1, !dbg !152
  %21 = and i64 %20, 1, !dbg !152
  %22 = icmp eq i64 %18, 0, !dbg !152
  br i1 %22, label %56, label %23, !dbg !152

23:                                               ; preds = %16
  %24 = and i64 %20, 1152921504606846974, !dbg !152
  br label %25, !dbg !152

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %53, %25 ], !dbg !153
  %27 = phi i64 [ 0, %23 ], [ %54, %25 ]
  %28 = getelementptr inbounds i8, i8* %2, i64 %26, !dbg !153
  %29 = bitcast i8* %28 to <16 x i8>*, !dbg !154
  %30 = load <16 x i8>, <16 x i8>* %29, align 1, !dbg !154, !tbaa !155, !alias.scope !156
  %31 = getelementptr inbounds i8, i8* %28, i64 16, !dbg !154
  %32 = bitcast i8* %31 to <16 x i8>*, !dbg !154
  %33 = load <16 x i8>, <16 x i8>* %32, align 1, !dbg !154, !tbaa !155, !alias.scope !156
  %34 = add <16 x i8> %30, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %35 = add <16 x i8> %33, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %36 = getelementptr inbounds i8, i8* %1, i64 %26, !dbg !153
  %37 = bitcast i8* %36 to <16 x i8>*, !dbg !160
  store <16 x i8> %34, <16 x i8>* %37, align 1, !dbg !160, !tbaa !155, !alias.scope !161, !noalias !156
  %38 = getelementptr inbounds i8, i8* %36, i64 16, !dbg !160
  %39 = bitcast i8* %38 to <16 x i8>*, !dbg !160
  store <16 x i8> %35, <16 x i8>* %39, align 1, !dbg !160, !tbaa !155, !alias.scope !161, !noalias !156
  %40 = or i64 %26, 32, !dbg !153
  %41 = getelementptr inbounds i8, i8* %2, i64 %40, !dbg !153
  %42 = bitcast i8* %41 to <16 x i8>*, !dbg !154
  %43 = load <16 x i8>, <16 x i8>* %42, align 1, !dbg !154, !tbaa !155, !alias.scope !156
  %44 = getelementptr inbounds i8, i8* %41, i64 16, !dbg !154
  %45 = bitcast i8* %44 to <16 x i8>*, !dbg !154
  %46 = load <16 x i8>, <16 x i8>* %45, align 1, !dbg !154, !tbaa !155, !alias.scope !156
  %47 = add <16 x i8> %43, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %48 = add <16 x i8> %46, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %49 = getelementptr inbounds i8, i8* %1, i64 %40, !dbg !153
  %50 = bitcast i8* %49 to <16 x i8>*, !dbg !160
  store <16 x i8> %47, <16 x i8>* %50, align 1, !dbg !160, !tbaa !155, !alias.scope !161, !noalias !156
  %51 = getelementptr inbounds i8, i8* %49, i64 16, !dbg !160
  %52 = bitcast i8* %51 to <16 x i8>*, !dbg !160
  store <16 x i8> %48, <16 x i8>* %52, align 1, !dbg !160, !tbaa !155, !alias.scope !161, !noalias !156
  %53 = add nuw i64 %26, 64, !dbg !153
  %54 = add i64 %27, 2, !dbg !153
  %55 = icmp eq i64 %54, %24, !dbg !153
  br i1 %55, label %56, label %25, !dbg !153, !llvm.loop !163

56:                                               ; preds = %25, %16
  %57 = phi i64 [ 0, %16 ], [ %53, %25 ]
  %58 = icmp eq i64 %21, 0, !dbg !153
  br i1 %58, label %72, label %59, !dbg !153

59:                                               ; preds = %56
  %60 = getelementptr inbounds i8, i8* %2, i64 %57, !dbg !153
  %61 = bitcast i8* %60 to <16 x i8>*, !dbg !154
  %62 = load <16 x i8>, <16 x i8>* %61, align 1, !dbg !154, !tbaa !155, !alias.scope !156
  %63 = getelementptr inbounds i8, i8* %60, i64 16, !dbg !154
  %64 = bitcast i8* %63 to <16 x i8>*, !dbg !154
  %65 = load <16 x i8>, <16 x i8>* %64, align 1, !dbg !154, !tbaa !155, !alias.scope !156
  %66 = add <16 x i8> %62, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %67 = add <16 x i8> %65, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %68 = getelementptr inbounds i8, i8* %1, i64 %57, !dbg !153
  %69 = bitcast i8* %68 to <16 x i8>*, !dbg !160
  store <16 x i8> %66, <16 x i8>* %69, align 1, !dbg !160, !tbaa !155, !alias.scope !161, !noalias !156
  %70 = getelementptr inbounds i8, i8* %68, i64 16, !dbg !160
  %71 = bitcast i8* %70 to <16 x i8>*, !dbg !160
  store <16 x i8> %67, <16 x i8>* %71, align 1, !dbg !160, !tbaa !155, !alias.scope !161, !noalias !156
  br label %72, !dbg !152

72:                                               ; preds = %56, %59
  %73 = icmp eq i64 %17, %6, !dbg !152
  br i1 %73, label %111, label %74, !dbg !152

74:                                               ; preds = %72
  %75 = and i64 %6, 24, !dbg !152
  %76 = icmp eq i64 %75, 0, !dbg !152
  br i1 %76, label %92, label %77, !dbg !152

77:                                               ; preds = %14, %74
  %78 = phi i64 [ %17, %74 ], [ 0, %14 ]
  %79 = and i64 %6, 4294967288, !dbg !152
  br label %80, !dbg !152

80:                                               ; preds = %80, %77
  %81 = phi i64 [ %78, %77 ], [ %88, %80 ], !dbg !153
  %82 = getelementptr inbounds i8, i8* %2, i64 %81, !dbg !153
  %83 = bitcast i8* %82 to <8 x i8>*, !dbg !154
  %84 = load <8 x i8>, <8 x i8>* %83, align 1, !dbg !154, !tbaa !155
  %85 = add <8 x i8> %84, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>, !dbg !159
  %86 = getelementptr inbounds i8, i8* %1, i64 %81, !dbg !153
  %87 = bitcast i8* %86 to <8 x i8>*, !dbg !160
  store <8 x i8> %85, <8 x i8>* %87, align 1, !dbg !160, !tbaa !155
  %88 = add nuw i64 %81, 8, !dbg !153
  %89 = icmp eq i64 %88, %79, !dbg !153
  br i1 %89, label %90, label %80, !dbg !153, !llvm.loop !165

90:                                               ; preds = %80
  %91 = icmp eq i64 %79, %6, !dbg !152
  br i1 %91, label %111, label %92, !dbg !152

92:                                               ; preds = %8, %5, %74, %90
  %93 = phi i64 [ 0, %5 ], [ 0, %8 ], [ %17, %74 ], [ %79, %90 ]
  %94 = xor i64 %93, -1, !dbg !152
  %95 = add nsw i64 %94, %6, !dbg !152
  %96 = and i64 %6, 3, !dbg !152
  %97 = icmp eq i64 %96, 0, !dbg !152
  br i1 %97, label %108, label %98, !dbg !152

98:                                               ; preds = %92, %98
  %99 = phi i64 [ %105, %98 ], [ %93, %92 ]
  %100 = phi i64 [ %106, %98 ], [ 0, %92 ]
  call void @llvm.dbg.value(metadata i64 %99, metadata !146, metadata !DIExpression()), !dbg !149
  %101 = getelementptr inbounds i8, i8* %2, i64 %99, !dbg !154
  %102 = load i8, i8* %101, align 1, !dbg !154, !tbaa !155
  %103 = add i8 %102, 1, !dbg !159
  %104 = getelementptr inbounds i8, i8* %1, i64 %99, !dbg !167
  store i8 %103, i8* %104, align 1, !dbg !160, !tbaa !155
  %105 = add nuw nsw i64 %99, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %105, metadata !146, metadata !DIExpression()), !dbg !149
  %106 = add i64 %100, 1, !dbg !152
  %107 = icmp eq i64 %106, %96, !dbg !152
  br i1 %107, label %108, label %98, !dbg !152, !llvm.loop !168

108:                                              ; preds = %98, %92
  %109 = phi i64 [ %93, %92 ], [ %105, %98 ]
  %110 = icmp ult i64 %95, 3, !dbg !152
  br i1 %110, label %111, label %112, !dbg !152

111:                                              ; preds = %108, %112, %72, %90, %3
  ret void, !dbg !169

112:                                              ; preds = %108, %112
  %113 = phi i64 [ %133, %112 ], [ %109, %108 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !146, metadata !DIExpression()), !dbg !149
  %114 = getelementptr inbounds i8, i8* %2, i64 %113, !dbg !154
  %115 = load i8, i8* %114, align 1, !dbg !154, !tbaa !155
  %116 = add i8 %115, 1, !dbg !159
  %117 = getelementptr inbounds i8, i8* %1, i64 %113, !dbg !167
  store i8 %116, i8* %117, align 1, !dbg !160, !tbaa !155
  %118 = add nuw nsw i64 %113, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %118, metadata !146, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %118, metadata !146, metadata !DIExpression()), !dbg !149
  %119 = getelementptr inbounds i8, i8* %2, i64 %118, !dbg !154
  %120 = load i8, i8* %119, align 1, !dbg !154, !tbaa !155
  %121 = add i8 %120, 1, !dbg !159
  %122 = getelementptr inbounds i8, i8* %1, i64 %118, !dbg !167
  store i8 %121, i8* %122, align 1, !dbg !160, !tbaa !155
  %123 = add nuw nsw i64 %113, 2, !dbg !153
  call void @llvm.dbg.value(metadata i64 %123, metadata !146, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %123, metadata !146, metadata !DIExpression()), !dbg !149
  %124 = getelementptr inbounds i8, i8* %2, i64 %123, !dbg !154
  %125 = load i8, i8* %124, align 1, !dbg !154, !tbaa !155
  %126 = add i8 %125, 1, !dbg !159
  %127 = getelementptr inbounds i8, i8* %1, i64 %123, !dbg !167
  store i8 %126, i8* %127, align 1, !dbg !160, !tbaa !155
  %128 = add nuw nsw i64 %113, 3, !dbg !153
  call void @llvm.dbg.value(metadata i64 %128, metadata !146, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.value(metadata i64 %128, metadata !146, metadata !DIExpression()), !dbg !149
  %129 = getelementptr inbounds i8, i8* %2, i64 %128, !dbg !154
  %130 = load i8, i8* %129, align 1, !dbg !154, !tbaa !155
  %131 = add i8 %130, 1, !dbg !159
  %132 = getelementptr inbounds i8, i8* %1, i64 %128, !dbg !167
  store i8 %131, i8* %132, align 1, !dbg !160, !tbaa !155
  %133 = add nuw nsw i64 %113, 4, !dbg !153
  call void @llvm.dbg.value(metadata i64 %133, metadata !146, metadata !DIExpression()), !dbg !149
  %134 = icmp eq i64 %133, %6, !dbg !150
  br i1 %134, label %111, label %112, !dbg !152, !llvm.loop !170
}

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @grid([53 x double]* nocapture noundef %0) local_unnamed_addr #0 !dbg !171 {
  call void @llvm.dbg.value(metadata [53 x double]* %0, metadata !178, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !179, metadata !DIExpression()), !dbg !185
  br label %2, !dbg !186

2:                                                ; preds = %20, %1
  %3 = phi i64 [ 0, %1 ], [ %24, %20 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !179, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !187
  br label %4, !dbg !188

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %17, %4 ], !dbg !189
  %6 = getelementptr inbounds [53 x double], [53 x double]* %0, i64 %3, i64 %5, !dbg !189
  %7 = bitcast double* %6 to <2 x double>*, !dbg !191
  %8 = load <2 x double>, <2 x double>* %7, align 8, !dbg !191, !tbaa !67
  %9 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %8, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !192
  %10 = bitcast double* %6 to <2 x double>*, !dbg !193
  store <2 x double> %9, <2 x double>* %10, align 8, !dbg !193, !tbaa !67
  %11 = or i64 %5, 2, !dbg !189
  %12 = getelementptr inbounds [53 x double], [53 x double]* %0, i64 %3, i64 %11, !dbg !189
  %13 = bitcast double* %12 to <2 x double>*, !dbg !191
  %14 = load <2 x double>, <2 x double>* %13, align 8, !dbg !191, !tbaa !67
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> <double 2.000000e+00, double 2.000000e+00>, <2 x double> <double 1.000000e+00, double 1.000000e+00>), !dbg !192
  %16 = bitcast double* %12 to <2 x double>*, !dbg !193
  store <2 x double> %15, <2 x double>* %16, align 8, !dbg !193, !tbaa !67
  %17 = add nuw nsw i64 %5, 4, !dbg !189
  %18 = icmp eq i64 %17, 52, !dbg !189
  br i1 %18, label %20, label %4, !dbg !189, !llvm.loop !194

19:                                               ; preds = %20
  ret void, !dbg !196

20:                                               ; preds = %4
  call void @llvm.dbg.value(metadata i64 52, metadata !181, metadata !DIExpression()), !dbg !187
  %21 = getelementptr inbounds [53 x double], [53 x double]* %0, i64 %3, i64 52, !dbg !191
  %22 = load double, double* %21, align 8, !dbg !191, !tbaa !67
  %23 = tail call double @llvm.fmuladd.f64(double %22, double 2.000000e+00, double 1.000000e+00), !dbg !192
  store double %23, double* %21, align 8, !dbg !193, !tbaa !67
  call void @llvm.dbg.value(metadata i64 53, metadata !181, metadata !DIExpression()), !dbg !187
  %24 = add nuw nsw i64 %3, 1, !dbg !197
  call void @llvm.dbg.value(metadata i64 %24, metadata !179, metadata !DIExpression()), !dbg !185
  %25 = icmp eq i64 %24, 37, !dbg !198
  br i1 %25, label %19, label %2, !dbg !186, !llvm.loop !199
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @offs(i32 noundef %0, i32 noundef %1, i32* nocapture noundef %2) local_unnamed_addr #3 !dbg !201 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !206, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 %1, metadata !207, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32* %2, metadata !208, metadata !DIExpression()), !dbg !211
  call void @llvm.dbg.value(metadata i32 0, metadata !209, metadata !DIExpression()), !dbg !212
  %4 = icmp eq i32 %0, 0, !dbg !213
  br i1 %4, label %98, label %5, !dbg !215

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64, !dbg !213
  %7 = icmp ult i32 %0, 8, !dbg !215
  br i1 %7, label %77, label %8, !dbg !215

8:                                                ; preds = %5
  %9 = add nsw i64 %6, -1, !dbg !215
  %10 = trunc i64 %9 to i32, !dbg !215
  %11 = xor i32 %1, -1, !dbg !215
  %12 = icmp ult i32 %11, %10, !dbg !215
  %13 = icmp ugt i64 %9, 4294967295, !dbg !215
  %14 = or i1 %12, %13, !dbg !215
  br i1 %14, label %77, label %15

15:                                               ; preds = %8
  %16 = and i64 %6, 4294967288, !dbg !215
  %17 = add nsw i64 %16, -8, !dbg !215
  %18 = lshr exact i64 %17, 3, !dbg !215
  %19 = add nuw nsw i64 %18, 1, !dbg !215
  %20 = and i64 %19, 1, !dbg !215
  %21 = icmp eq i64 %17, 0, !dbg !215
  br i1 %21, label %59, label %22, !dbg !215

22:                                               ; preds = %15
  %23 = and i64 %19, 4611686018427387902, !dbg !215
  br label %24, !dbg !215

24:                                               ; preds = %24, %22
  %25 = phi i64 [ 0, %22 ], [ %54, %24 ], !dbg !216
  %26 = phi i64 [ 0, %22 ], [ %55, %24 ]
  %27 = trunc i64 %25 to i32, !dbg !216
  %28 = add i32 %27, %1, !dbg !216
  %29 = zext i32 %28 to i64, !dbg !216
  %30 = getelementptr inbounds i32, i32* %2, i64 %29, !dbg !216
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !217
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !dbg !217, !tbaa !218
  %33 = getelementptr inbounds i32, i32* %30, i64 4, !dbg !217
  %34 = bitcast i32* %33 to <4 x i32>*, !dbg !217
  %35 = load <4 x i32>, <4 x i32>* %34, align 4, !dbg !217, !tbaa !218
  %36 = add nsw <4 x i32> %32, <i32 3, i32 3, i32 3, i32 3>, !dbg !217
  %37 = add nsw <4 x i32> %35, <i32 3, i32 3, i32 3, i32 3>, !dbg !217
  %38 = bitcast i32* %30 to <4 x i32>*, !dbg !217
  store <4 x i32> %36, <4 x i32>* %38, align 4, !dbg !217, !tbaa !218
  %39 = bitcast i32* %33 to <4 x i32>*, !dbg !217
  store <4 x i32> %37, <4 x i32>* %39, align 4, !dbg !217, !tbaa !218
  %40 = trunc i64 %25 to i32, !dbg !216
  %41 = or i32 %40, 8, !dbg !216
  %42 = add i32 %41, %1, !dbg !216
  %43 = zext i32 %42 to i64, !dbg !216
  %44 = getelementptr inbounds i32, i32* %2, i64 %43, !dbg !216
  %45 = bitcast i32* %44 to <4 x i32>*, !dbg !217
  %46 = load <4 x i32>, <4 x i32>* %45, align 4, !dbg !217, !tbaa !218
  %47 = getelementptr inbounds i32, i32* %44, i64 4, !dbg !217
  %48 = bitcast i32* %47 to <4 x i32>*, !dbg !217
  %49 = load <4 x i32>, <4 x i32>* %48, align 4, !dbg !217, !tbaa !218
  %50 = add nsw <4 x i32> %46, <i32 3, i32 3, i32 3, i32 3>, !dbg !217
  %51 = add nsw <4 x i32> %49, <i32 3, i32 3, i32 3, i32 3>, !dbg !217
  %52 = bitcast i32* %44 to <4 x i32>*, !dbg !217
  store <4 x i32> %50, <4 x i32>* %52, align 4, !dbg !217, !tbaa !218
  %53 = bitcast i32* %47 to <4 x i32>*, !dbg !217
  store <4 x i32> %51, <4 x i32>* %53, align 4, !dbg !217, !tbaa !218
  %54 = add nuw i64 %25, 16, !dbg !216
  %55 = add i64 %26, 2, !dbg !216
  %56 = icmp eq i64 %55, %23, !dbg !216
  br i1 %56, label %57, label %24, !dbg !216, !llvm.loop !220

57:                                               ; preds = %24
  %58 = trunc i64 %54 to i32, !dbg !216
  br label %59, !dbg !216

59:                                               ; preds = %57, %15
  %60 = phi i32 [ 0, %15 ], [ %58, %57 ]
  %61 = icmp eq i64 %20, 0, !dbg !216
  br i1 %61, label %75, label %62, !dbg !216

62:                                               ; preds = %59
  %63 = add i32 %60, %1, !dbg !216
  %64 = zext i32 %63 to i64, !dbg !216
  %65 = getelementptr inbounds i32, i32* %2, i64 %64, !dbg !216
  %66 = bitcast i32* %65 to <4 x i32>*, !dbg !217
  %67 = load <4 x i32>, <4 x i32>* %66, align 4, !dbg !217, !tbaa !218
  %68 = getelementptr inbounds i32, i32* %65, i64 4, !dbg !217
  %69 = bitcast i32* %68 to <4 x i32>*, !dbg !217
  %70 = load <4 x i32>, <4 x i32>* %69, align 4, !dbg !217, !tbaa !218
  %71 = add nsw <4 x i32> %67, <i32 3, i32 3, i32 3, i32 3>, !dbg !217
  %72 = add nsw <4 x i32> %70, <i32 3, i32 3, i32 3, i32 3>, !dbg !217
  %73 = bitcast i32* %65 to <4 x i32>*, !dbg !217
  store <4 x i32> %71, <4 x i32>* %73, align 4, !dbg !217, !tbaa !218
  %74 = bitcast i32* %68 to <4 x i32>*, !dbg !217
  store <4 x i32> %72, <4 x i32>* %74, align 4, !dbg !217, !tbaa !218
  br label %75, !dbg !215

75:                                               ; preds = %59, %62
  %76 = icmp eq i64 %16, %6, !dbg !215
  br i1 %76, label %98, label %77, !dbg !215

77:                                               ; preds = %8, %5, %75
  %78 = phi i64 [ 0, %8 ], [ 0, %5 ], [ %16, %75 ]
  %79 = xor i64 %78, -1, !dbg !215
  %80 = add nsw i64 %79, %6, !dbg !215
  %81 = and i64 %6, 3, !dbg !215
  %82 = icmp eq i64 %81, 0, !dbg !215
  br i1 %82, label %95, label %83, !dbg !215

83:                                               ; preds = %77, %83
  %84 = phi i64 [ %92, %83 ], [ %78, %77 ]
  %85 = phi i64 [ %93, %83 ], [ 0, %77 ]
  call void @llvm.dbg.value(metadata i64 %84, metadata !209, metadata !DIExpression()), !dbg !212
  %86 = trunc i64 %84 to i32, !dbg !222
  %87 = add i32 %86, %1, !dbg !222
  %88 = zext i32 %87 to i64, !dbg !223
  %89 = getelementptr inbounds i32, i32* %2, i64 %88, !dbg !223
  %90 = load i32, i32* %89, align 4, !dbg !217, !tbaa !218
  %91 = add nsw i32 %90, 3, !dbg !217
  store i32 %91, i32* %89, align 4, !dbg !217, !tbaa !218
  %92 = add nuw nsw i64 %84, 1, !dbg !216
  call void @llvm.dbg.value(metadata i64 %92, metadata !209, metadata !DIExpression()), !dbg !212
  %93 = add i64 %85, 1, !dbg !215
  %94 = icmp eq i64 %93, %81, !dbg !215
  br i1 %94, label %95, label %83, !dbg !215, !llvm.loop !224

95:                                               ; preds = %83, %77
  %96 = phi i64 [ %78, %77 ], [ %92, %83 ]
  %97 = icmp ult i64 %80, 3, !dbg !215
  br i1 %97, label %98, label %99, !dbg !215

98:                                               ; preds = %95, %99, %75, %3
  ret void, !dbg !225

99:                                               ; preds = %95, %99
  %100 = phi i64 [ %128, %99 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression()), !dbg !212
  %101 = trunc i64 %100 to i32, !dbg !222
  %102 = add i32 %101, %1, !dbg !222
  %103 = zext i32 %102 to i64, !dbg !223
  %104 = getelementptr inbounds i32, i32* %2, i64 %103, !dbg !223
  %105 = load i32, i32* %104, align 4, !dbg !217, !tbaa !218
  %106 = add nsw i32 %105, 3, !dbg !217
  store i32 %106, i32* %104, align 4, !dbg !217, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !212
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !212
  %107 = trunc i64 %100 to i32, !dbg !222
  %108 = add i32 %107, 1, !dbg !222
  %109 = add i32 %108, %1, !dbg !222
  %110 = zext i32 %109 to i64, !dbg !223
  %111 = getelementptr inbounds i32, i32* %2, i64 %110, !dbg !223
  %112 = load i32, i32* %111, align 4, !dbg !217, !tbaa !218
  %113 = add nsw i32 %112, 3, !dbg !217
  store i32 %113, i32* %111, align 4, !dbg !217, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !212
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !212
  %114 = trunc i64 %100 to i32, !dbg !222
  %115 = add i32 %114, 2, !dbg !222
  %116 = add i32 %115, %1, !dbg !222
  %117 = zext i32 %116 to i64, !dbg !223
  %118 = getelementptr inbounds i32, i32* %2, i64 %117, !dbg !223
  %119 = load i32, i32* %118, align 4, !dbg !217, !tbaa !218
  %120 = add nsw i32 %119, 3, !dbg !217
  store i32 %120, i32* %118, align 4, !dbg !217, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !212
  call void @llvm.dbg.value(metadata i64 %100, metadata !209, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !212
  %121 = trunc i64 %100 to i32, !dbg !222
  %122 = add i32 %121, 3, !dbg !222
  %123 = add i32 %122, %1, !dbg !222
  %124 = zext i32 %123 to i64, !dbg !223
  %125 = getelementptr inbounds i32, i32* %2, i64 %124, !dbg !223
  %126 = load i32, i32* %125, align 4, !dbg !217, !tbaa !218
  %127 = add nsw i32 %126, 3, !dbg !217
  store i32 %127, i32* %125, align 4, !dbg !217, !tbaa !218
  %128 = add nuw nsw i64 %100, 4, !dbg !216
  call void @llvm.dbg.value(metadata i64 %128, metadata !209, metadata !DIExpression()), !dbg !212
  %129 = icmp eq i64 %128, %6, !dbg !213
  br i1 %129, label %98, label %99, !dbg !215, !llvm.loop !226
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @lver(i32 noundef %0, i32* nocapture noundef %1, i32* nocapture noundef readonly %2, i32* nocapture noundef writeonly %3) local_unnamed_addr #3 !dbg !227 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !233, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32* %1, metadata !234, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32* %2, metadata !235, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32* %3, metadata !236, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32 0, metadata !237, metadata !DIExpression()), !dbg !240
  %5 = icmp sgt i32 %0, 0, !dbg !241
  br i1 %5, label %6, label %73, !dbg !243

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !241
  %8 = add nuw nsw i64 %7, 1, !dbg !243
  %9 = getelementptr i32, i32* %1, i64 %8, !dbg !243
  %10 = getelementptr i32, i32* %3, i64 %7, !dbg !243
  %11 = icmp ugt i32* %10, %1, !dbg !243
  %12 = icmp ugt i32* %9, %3, !dbg !243
  %13 = and i1 %11, %12, !dbg !243
  br i1 %13, label %14, label %42, !dbg !243

14:                                               ; preds = %6
  %15 = and i64 %7, 1, !dbg !243
  %16 = icmp eq i32 %0, 1, !dbg !243
  br i1 %16, label %48, label %17, !dbg !243

17:                                               ; preds = %14
  %18 = and i64 %7, 4294967294, !dbg !243
  br label %19, !dbg !243

19:                                               ; preds = %19, %17
  %20 = phi i64 [ 0, %17 ], [ %34, %19 ]
  %21 = phi i64 [ 0, %17 ], [ %40, %19 ]
  call void @llvm.dbg.value(metadata i64 %20, metadata !237, metadata !DIExpression()), !dbg !240
  %22 = getelementptr inbounds i32, i32* %2, i64 %20, !dbg !244
  %23 = load i32, i32* %22, align 4, !dbg !244, !tbaa !218
  %24 = add nsw i32 %23, 1, !dbg !246
  %25 = or i64 %20, 1, !dbg !247
  %26 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !248
  store i32 %24, i32* %26, align 4, !dbg !249, !tbaa !218
  %27 = getelementptr inbounds i32, i32* %1, i64 %20, !dbg !250
  %28 = load i32, i32* %27, align 4, !dbg !250, !tbaa !218
  %29 = shl nsw i32 %28, 1, !dbg !251
  %30 = getelementptr inbounds i32, i32* %3, i64 %20, !dbg !252
  store i32 %29, i32* %30, align 4, !dbg !253, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %25, metadata !237, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata i64 %25, metadata !237, metadata !DIExpression()), !dbg !240
  %31 = getelementptr inbounds i32, i32* %2, i64 %25, !dbg !244
  %32 = load i32, i32* %31, align 4, !dbg !244, !tbaa !218
  %33 = add nsw i32 %32, 1, !dbg !246
  %34 = add nuw nsw i64 %20, 2, !dbg !247
  %35 = getelementptr inbounds i32, i32* %1, i64 %34, !dbg !248
  store i32 %33, i32* %35, align 4, !dbg !249, !tbaa !218
  %36 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !250
  %37 = load i32, i32* %36, align 4, !dbg !250, !tbaa !218
  %38 = shl nsw i32 %37, 1, !dbg !251
  %39 = getelementptr inbounds i32, i32* %3, i64 %25, !dbg !252
  store i32 %38, i32* %39, align 4, !dbg !253, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %34, metadata !237, metadata !DIExpression()), !dbg !240
  %40 = add i64 %21, 2, !dbg !243
  %41 = icmp eq i64 %40, %18, !dbg !243
  br i1 %41, label %48, label %19, !dbg !243, !llvm.loop !254

42:                                               ; preds = %6
  %43 = load i32, i32* %1, align 4
  %44 = and i64 %7, 1, !dbg !243
  %45 = icmp eq i32 %0, 1, !dbg !243
  br i1 %45, label %61, label %46, !dbg !243

46:                                               ; preds = %42
  %47 = and i64 %7, 4294967294, !dbg !243
  br label %74, !dbg !243

48:                                               ; preds = %19, %14
  %49 = phi i64 [ 0, %14 ], [ %34, %19 ]
  %50 = icmp eq i64 %15, 0, !dbg !243
  br i1 %50, label %73, label %51, !dbg !243

51:                                               ; preds = %48
  call void @llvm.dbg.value(metadata i64 %49, metadata !237, metadata !DIExpression()), !dbg !240
  %52 = getelementptr inbounds i32, i32* %2, i64 %49, !dbg !244
  %53 = load i32, i32* %52, align 4, !dbg !244, !tbaa !218
  %54 = add nsw i32 %53, 1, !dbg !246
  %55 = add nuw nsw i64 %49, 1, !dbg !247
  %56 = getelementptr inbounds i32, i32* %1, i64 %55, !dbg !248
  store i32 %54, i32* %56, align 4, !dbg !249, !tbaa !218
  %57 = getelementptr inbounds i32, i32* %1, i64 %49, !dbg !250
  %58 = load i32, i32* %57, align 4, !dbg !250, !tbaa !218
  %59 = shl nsw i32 %58, 1, !dbg !251
  %60 = getelementptr inbounds i32, i32* %3, i64 %49, !dbg !252
  store i32 %59, i32* %60, align 4, !dbg !253, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %55, metadata !237, metadata !DIExpression()), !dbg !240
  br label %73, !dbg !256

61:                                               ; preds = %74, %42
  %62 = phi i32 [ %43, %42 ], [ %87, %74 ]
  %63 = phi i64 [ 0, %42 ], [ %88, %74 ]
  %64 = icmp eq i64 %44, 0, !dbg !243
  br i1 %64, label %73, label %65, !dbg !243

65:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i64 %63, metadata !237, metadata !DIExpression()), !dbg !240
  %66 = getelementptr inbounds i32, i32* %2, i64 %63, !dbg !244
  %67 = load i32, i32* %66, align 4, !dbg !244, !tbaa !218
  %68 = add nsw i32 %67, 1, !dbg !246
  %69 = add nuw nsw i64 %63, 1, !dbg !247
  %70 = getelementptr inbounds i32, i32* %1, i64 %69, !dbg !248
  store i32 %68, i32* %70, align 4, !dbg !249, !tbaa !218
  %71 = shl nsw i32 %62, 1, !dbg !251
  %72 = getelementptr inbounds i32, i32* %3, i64 %63, !dbg !252
  store i32 %71, i32* %72, align 4, !dbg !253, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %69, metadata !237, metadata !DIExpression()), !dbg !240
  br label %73, !dbg !256

73:                                               ; preds = %65, %61, %51, %48, %4
  ret void, !dbg !256

74:                                               ; preds = %74, %46
  %75 = phi i32 [ %43, %46 ], [ %87, %74 ]
  %76 = phi i64 [ 0, %46 ], [ %88, %74 ]
  %77 = phi i64 [ 0, %46 ], [ %92, %74 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !237, metadata !DIExpression()), !dbg !240
  %78 = getelementptr inbounds i32, i32* %2, i64 %76, !dbg !244
  %79 = load i32, i32* %78, align 4, !dbg !244, !tbaa !218
  %80 = add nsw i32 %79, 1, !dbg !246
  %81 = or i64 %76, 1, !dbg !247
  %82 = getelementptr inbounds i32, i32* %1, i64 %81, !dbg !248
  store i32 %80, i32* %82, align 4, !dbg !249, !tbaa !218
  %83 = shl nsw i32 %75, 1, !dbg !251
  %84 = getelementptr inbounds i32, i32* %3, i64 %76, !dbg !252
  store i32 %83, i32* %84, align 4, !dbg !253, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %81, metadata !237, metadata !DIExpression()), !dbg !240
  call void @llvm.dbg.value(metadata i64 %81, metadata !237, metadata !DIExpression()), !dbg !240
  %85 = getelementptr inbounds i32, i32* %2, i64 %81, !dbg !244
  %86 = load i32, i32* %85, align 4, !dbg !244, !tbaa !218
  %87 = add nsw i32 %86, 1, !dbg !246
  %88 = add nuw nsw i64 %76, 2, !dbg !247
  %89 = getelementptr inbounds i32, i32* %1, i64 %88, !dbg !248
  store i32 %87, i32* %89, align 4, !dbg !249, !tbaa !218
  %90 = shl nsw i32 %80, 1, !dbg !251
  %91 = getelementptr inbounds i32, i32* %3, i64 %81, !dbg !252
  store i32 %90, i32* %91, align 4, !dbg !253, !tbaa !218
  call void @llvm.dbg.value(metadata i64 %88, metadata !237, metadata !DIExpression()), !dbg !240
  %92 = add i64 %77, 2, !dbg !243
  %93 = icmp eq i64 %92, %47, !dbg !243
  br i1 %93, label %61, label %74, !dbg !243, !llvm.loop !254
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @rev(i32 noundef %0, float* nocapture noundef writeonly %1, float* nocapture noundef readonly %2) local_unnamed_addr #3 !dbg !257 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !263, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata float* %1, metadata !264, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata float* %2, metadata !265, metadata !DIExpression()), !dbg !268
  call void @llvm.dbg.value(metadata i32 %0, metadata !266, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !269
  call void @llvm.dbg.value(metadata i32 %0, metadata !266, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !269
  %4 = icmp sgt i32 %0, 0, !dbg !270
  br i1 %4, label %5, label %110, !dbg !272

5:                                                ; preds = %3
  %6 = zext i32 %0 to i64, !dbg !272
  %7 = icmp ult i32 %0, 8, !dbg !272
  br i1 %7, label %108, label %8, !dbg !272

8:                                                ; preds = %5
  %9 = add nsw i64 %6, -1, !dbg !272
  %10 = add i32 %0, -1, !dbg !272
  %11 = trunc i64 %9 to i32, !dbg !272
  %12 = icmp ult i32 %10, %11, !dbg !272
  %13 = icmp ugt i64 %9, 4294967295, !dbg !272
  %14 = or i1 %12, %13, !dbg !272
  br i1 %14, label %108, label %15

15:                                               ; preds = %8
  %16 = add i32 %0, -1, !dbg !272
  %17 = zext i32 %16 to i64, !dbg !272
  %18 = add nuw nsw i64 %17, 1, !dbg !272
  %19 = sub nsw i64 %18, %6, !dbg !272
  %20 = getelementptr float, float* %1, i64 %19, !dbg !272
  %21 = add nuw nsw i64 %17, 1, !dbg !272
  %22 = getelementptr float, float* %1, i64 %21, !dbg !272
  %23 = getelementptr float, float* %2, i64 %19, !dbg !272
  %24 = getelementptr float, float* %2, i64 %21, !dbg !272
  %25 = icmp ult float* %20, %24, !dbg !272
  %26 = icmp ult float* %23, %22, !dbg !272
  %27 = and i1 %25, %26, !dbg !272
  br i1 %27, label %108, label %28

28:                                               ; preds = %15
  %29 = and i64 %6, 4294967288, !dbg !272
  %30 = and i64 %6, 7, !dbg !272
  %31 = add nsw i64 %29, -8, !dbg !272
  %32 = lshr exact i64 %31, 3, !dbg !272
  %33 = add nuw nsw i64 %32, 1, !dbg !272
  %34 = and i64 %33, 1, !dbg !272
  %35 = icmp eq i64 %31, 0, !dbg !272
  br i1 %35, label %84, label %36, !dbg !272

36:                                               ; preds = %28
  %37 = and i64 %33, 4611686018427387902, !dbg !272
  br label %38, !dbg !272

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %79, %38 ]
  %40 = phi i64 [ 0, %36 ], [ %80, %38 ]
  %41 = xor i64 %39, -1, !dbg !269
  %42 = add i64 %41, %6, !dbg !269
  %43 = and i64 %42, 4294967295, !dbg !273
  %44 = getelementptr inbounds float, float* %2, i64 %43, !dbg !273
  %45 = getelementptr inbounds float, float* %44, i64 -3, !dbg !273
  %46 = bitcast float* %45 to <4 x float>*, !dbg !273
  %47 = load <4 x float>, <4 x float>* %46, align 4, !dbg !273, !tbaa !274, !alias.scope !276
  %48 = getelementptr inbounds float, float* %44, i64 -4, !dbg !273
  %49 = getelementptr inbounds float, float* %48, i64 -3, !dbg !273
  %50 = bitcast float* %49 to <4 x float>*, !dbg !273
  %51 = load <4 x float>, <4 x float>* %50, align 4, !dbg !273, !tbaa !274, !alias.scope !276
  %52 = fmul <4 x float> %47, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !279
  %53 = fmul <4 x float> %51, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !279
  %54 = getelementptr inbounds float, float* %1, i64 %43, !dbg !280
  %55 = getelementptr inbounds float, float* %54, i64 -3, !dbg !281
  %56 = bitcast float* %55 to <4 x float>*, !dbg !281
  store <4 x float> %52, <4 x float>* %56, align 4, !dbg !281, !tbaa !274, !alias.scope !282, !noalias !276
  %57 = getelementptr inbounds float, float* %54, i64 -4, !dbg !281
  %58 = getelementptr inbounds float, float* %57, i64 -3, !dbg !281
  %59 = bitcast float* %58 to <4 x float>*, !dbg !281
  store <4 x float> %53, <4 x float>* %59, align 4, !dbg !281, !tbaa !274, !alias.scope !282, !noalias !276
  %60 = sub i64 4294967287, %39, !dbg !269
  %61 = add i64 %60, %6, !dbg !269
  %62 = and i64 %61, 4294967295, !dbg !273
  %63 = getelementptr inbounds float, float* %2, i64 %62, !dbg !273
  %64 = getelementptr inbounds float, float* %63, i64 -3, !dbg !273
  %65 = bitcast float* %64 to <4 x float>*, !dbg !273
  %66 = load <4 x float>, <4 x float>* %65, align 4, !dbg !273, !tbaa !274, !alias.scope !276
  %67 = getelementptr inbounds float, float* %63, i64 -4, !dbg !273
  %68 = getelementptr inbounds float, float* %67, i64 -3, !dbg !273
  %69 = bitcast float* %68 to <4 x float>*, !dbg !273
  %70 = load <4 x float>, <4 x float>* %69, align 4, !dbg !273, !tbaa !274, !alias.scope !276
  %71 = fmul <4 x float> %66, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !279
  %72 = fmul <4 x float> %70, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !279
  %73 = getelementptr inbounds float, float* %1, i64 %62, !dbg !280
  %74 = getelementptr inbounds float, float* %73, i64 -3, !dbg !281
  %75 = bitcast float* %74 to <4 x float>*, !dbg !281
  store <4 x float> %71, <4 x float>* %75, align 4, !dbg !281, !tbaa !274, !alias.scope !282, !noalias !276
  %76 = getelementptr inbounds float, float* %73, i64 -4, !dbg !281
  %77 = getelementptr inbounds float, float* %76, i64 -3, !dbg !281
  %78 = bitcast float* %77 to <4 x float>*, !dbg !281
  store <4 x float> %72, <4 x float>* %78, align 4, !dbg !281, !tbaa !274, !alias.scope !282, !noalias !276
  %79 = add nuw i64 %39, 16
  %80 = add i64 %40, 2
  %81 = icmp eq i64 %80, %37
  br i1 %81, label %82, label %38, !llvm.loop !284

82:                                               ; preds = %38
  %83 = sub i64 -17, %39
  br label %84

84:                                               ; preds = %82, %28
  %85 = phi i64 [ -1, %28 ], [ %83, %82 ]
  %86 = icmp eq i64 %34, 0
  br i1 %86, label %106, label %87

87:                                               ; preds = %84
  %88 = add i64 %85, %6, !dbg !269
  %89 = and i64 %88, 4294967295, !dbg !273
  %90 = getelementptr inbounds float, float* %2, i64 %89, !dbg !273
  %91 = getelementptr inbounds float, float* %90, i64 -3, !dbg !273
  %92 = bitcast float* %91 to <4 x float>*, !dbg !273
  %93 = load <4 x float>, <4 x float>* %92, align 4, !dbg !273, !tbaa !274, !alias.scope !276
  %94 = getelementptr inbounds float, float* %90, i64 -4, !dbg !273
  %95 = getelementptr inbounds float, float* %94, i64 -3, !dbg !273
  %96 = bitcast float* %95 to <4 x float>*, !dbg !273
  %97 = load <4 x float>, <4 x float>* %96, align 4, !dbg !273, !tbaa !274, !alias.scope !276
  %98 = fmul <4 x float> %93, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !279
  %99 = fmul <4 x float> %97, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>, !dbg !279
  %100 = getelementptr inbounds float, float* %1, i64 %89, !dbg !280
  %101 = getelementptr inbounds float, float* %100, i64 -3, !dbg !281
  %102 = bitcast float* %101 to <4 x float>*, !dbg !281
  store <4 x float> %98, <4 x float>* %102, align 4, !dbg !281, !tbaa !274, !alias.scope !282, !noalias !276
  %103 = getelementptr inbounds float, float* %100, i64 -4, !dbg !281
  %104 = getelementptr inbounds float, float* %103, i64 -3, !dbg !281
  %105 = bitcast float* %104 to <4 x float>*, !dbg !281
  store <4 x float> %99, <4 x float>* %105, align 4, !dbg !281, !tbaa !274, !alias.scope !282, !noalias !276
  br label %106, !dbg !272

106:                                              ; preds = %84, %87
  %107 = icmp eq i64 %29, %6, !dbg !272
  br i1 %107, label %110, label %108, !dbg !272

108:                                              ; preds = %15, %8, %5, %106
  %109 = phi i64 [ %6, %15 ], [ %6, %8 ], [ %6, %5 ], [ %30, %106 ]
  br label %111, !dbg !272

110:                                              ; preds = %111, %106, %3
  ret void, !dbg !286

111:                                              ; preds = %108, %111
  %112 = phi i64 [ %113, %111 ], [ %109, %108 ]
  %113 = add nsw i64 %112, -1, !dbg !269
  %114 = and i64 %113, 4294967295, !dbg !273
  %115 = getelementptr inbounds float, float* %2, i64 %114, !dbg !273
  %116 = load float, float* %115, align 4, !dbg !273, !tbaa !274
  %117 = fmul float %116, 2.000000e+00, !dbg !279
  %118 = getelementptr inbounds float, float* %1, i64 %114, !dbg !280
  store float %117, float* %118, align 4, !dbg !281, !tbaa !274
  call void @llvm.dbg.value(metadata i64 %113, metadata !266, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !269
  %119 = icmp ugt i64 %112, 1, !dbg !270
  br i1 %119, label %111, label %110, !dbg !272, !llvm.loop !287
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @step2(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #3 !dbg !288 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !290, metadata !DIExpression()), !dbg !294
  call void @llvm.dbg.value(metadata double* %1, metadata !291, metadata !DIExpression()), !dbg !294
  call void @llvm.dbg.value(metadata i32 0, metadata !292, metadata !DIExpression()), !dbg !295
  %3 = icmp sgt i32 %0, 0, !dbg !296
  br i1 %3, label %4, label %25, !dbg !298

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !298
  %6 = add nsw i64 %5, -1, !dbg !298
  %7 = lshr i64 %6, 1, !dbg !298
  %8 = add nuw i64 %7, 1, !dbg !298
  %9 = and i64 %8, 3, !dbg !298
  %10 = icmp ult i64 %6, 6, !dbg !298
  br i1 %10, label %13, label %11, !dbg !298

11:                                               ; preds = %4
  %12 = and i64 %8, -4, !dbg !298
  br label %26, !dbg !298

13:                                               ; preds = %26, %4
  %14 = phi i64 [ 0, %4 ], [ %44, %26 ]
  %15 = icmp eq i64 %9, 0, !dbg !298
  br i1 %15, label %25, label %16, !dbg !298

16:                                               ; preds = %13, %16
  %17 = phi i64 [ %22, %16 ], [ %14, %13 ]
  %18 = phi i64 [ %23, %16 ], [ 0, %13 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !292, metadata !DIExpression()), !dbg !295
  %19 = getelementptr inbounds double, double* %1, i64 %17, !dbg !299
  %20 = load double, double* %19, align 8, !dbg !300, !tbaa !67
  %21 = fadd double %20, 1.000000e+00, !dbg !300
  store double %21, double* %19, align 8, !dbg !300, !tbaa !67
  %22 = add nuw nsw i64 %17, 2, !dbg !301
  call void @llvm.dbg.value(metadata i64 %22, metadata !292, metadata !DIExpression()), !dbg !295
  %23 = add i64 %18, 1, !dbg !298
  %24 = icmp eq i64 %23, %9, !dbg !298
  br i1 %24, label %25, label %16, !dbg !298, !llvm.loop !302

25:                                               ; preds = %13, %16, %2
  ret void, !dbg !303

26:                                               ; preds = %26, %11
  %27 = phi i64 [ 0, %11 ], [ %44, %26 ]
  %28 = phi i64 [ 0, %11 ], [ %45, %26 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !292, metadata !DIExpression()), !dbg !295
  %29 = getelementptr inbounds double, double* %1, i64 %27, !dbg !299
  %30 = load double, double* %29, align 8, !dbg !300, !tbaa !67
  %31 = fadd double %30, 1.000000e+00, !dbg !300
  store double %31, double* %29, align 8, !dbg !300, !tbaa !67
  %32 = or i64 %27, 2, !dbg !301
  call void @llvm.dbg.value(metadata i64 %32, metadata !292, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 %32, metadata !292, metadata !DIExpression()), !dbg !295
  %33 = getelementptr inbounds double, double* %1, i64 %32, !dbg !299
  %34 = load double, double* %33, align 8, !dbg !300, !tbaa !67
  %35 = fadd double %34, 1.000000e+00, !dbg !300
  store double %35, double* %33, align 8, !dbg !300, !tbaa !67
  %36 = or i64 %27, 4, !dbg !301
  call void @llvm.dbg.value(metadata i64 %36, metadata !292, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 %36, metadata !292, metadata !DIExpression()), !dbg !295
  %37 = getelementptr inbounds double, double* %1, i64 %36, !dbg !299
  %38 = load double, double* %37, align 8, !dbg !300, !tbaa !67
  %39 = fadd double %38, 1.000000e+00, !dbg !300
  store double %39, double* %37, align 8, !dbg !300, !tbaa !67
  %40 = or i64 %27, 6, !dbg !301
  call void @llvm.dbg.value(metadata i64 %40, metadata !292, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 %40, metadata !292, metadata !DIExpression()), !dbg !295
  %41 = getelementptr inbounds double, double* %1, i64 %40, !dbg !299
  %42 = load double, double* %41, align 8, !dbg !300, !tbaa !67
  %43 = fadd double %42, 1.000000e+00, !dbg !300
  store double %43, double* %41, align 8, !dbg !300, !tbaa !67
  %44 = add nuw nsw i64 %27, 8, !dbg !301
  call void @llvm.dbg.value(metadata i64 %44, metadata !292, metadata !DIExpression()), !dbg !295
  %45 = add i64 %28, 4, !dbg !298
  %46 = icmp eq i64 %45, %12, !dbg !298
  br i1 %46, label %13, label %26, !dbg !298, !llvm.loop !304
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @mat(i32 noundef %0, i32 noundef %1, double* nocapture noundef %2) local_unnamed_addr #3 !dbg !306 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !310, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 %1, metadata !311, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata double* %2, metadata !312, metadata !DIExpression()), !dbg !318
  call void @llvm.dbg.value(metadata i32 0, metadata !313, metadata !DIExpression()), !dbg !319
  %4 = icmp sgt i32 %0, 0, !dbg !320
  br i1 %4, label %5, label %49, !dbg !321

5:                                                ; preds = %3
  %6 = icmp sgt i32 %1, 0
  %7 = sext i32 %1 to i64, !dbg !321
  %8 = zext i32 %0 to i64, !dbg !320
  %9 = zext i32 %1 to i64
  %10 = icmp ult i32 %1, 4
  %11 = and i64 %9, 4294967292
  %12 = icmp eq i64 %11, %9
  br label %13, !dbg !321

13:                                               ; preds = %5, %50
  %14 = phi i64 [ 0, %5 ], [ %51, %50 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !313, metadata !DIExpression()), !dbg !319
  call void @llvm.dbg.value(metadata i32 0, metadata !315, metadata !DIExpression()), !dbg !322
  br i1 %6, label %15, label %50, !dbg !323

15:                                               ; preds = %13
  %16 = mul nsw i64 %14, %7
  br i1 %10, label %47, label %17, !dbg !323

17:                                               ; preds = %15
  %18 = insertelement <2 x i64> poison, i64 %14, i64 0, !dbg !323
  %19 = shufflevector <2 x i64> %18, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !323
  %20 = insertelement <2 x i64> poison, i64 %14, i64 0, !dbg !323
  %21 = shufflevector <2 x i64> %20, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !323
  br label %22, !dbg !323

22:                                               ; preds = %22, %17
  %23 = phi i64 [ 0, %17 ], [ %43, %22 ], !dbg !324
  %24 = phi <2 x i64> [ <i64 0, i64 1>, %17 ], [ %44, %22 ]
  %25 = add <2 x i64> %24, <i64 2, i64 2>
  %26 = sub nsw <2 x i64> %19, %24, !dbg !326
  %27 = sub nsw <2 x i64> %21, %25, !dbg !326
  %28 = trunc <2 x i64> %26 to <2 x i32>, !dbg !327
  %29 = trunc <2 x i64> %27 to <2 x i32>, !dbg !327
  %30 = sitofp <2 x i32> %28 to <2 x double>, !dbg !327
  %31 = sitofp <2 x i32> %29 to <2 x double>, !dbg !327
  %32 = add nsw i64 %23, %16, !dbg !324
  %33 = getelementptr inbounds double, double* %2, i64 %32, !dbg !324
  %34 = bitcast double* %33 to <2 x double>*, !dbg !328
  %35 = load <2 x double>, <2 x double>* %34, align 8, !dbg !328, !tbaa !67
  %36 = getelementptr inbounds double, double* %33, i64 2, !dbg !328
  %37 = bitcast double* %36 to <2 x double>*, !dbg !328
  %38 = load <2 x double>, <2 x double>* %37, align 8, !dbg !328, !tbaa !67
  %39 = fadd <2 x double> %35, %30, !dbg !328
  %40 = fadd <2 x double> %38, %31, !dbg !328
  %41 = bitcast double* %33 to <2 x double>*, !dbg !328
  store <2 x double> %39, <2 x double>* %41, align 8, !dbg !328, !tbaa !67
  %42 = bitcast double* %36 to <2 x double>*, !dbg !328
  store <2 x double> %40, <2 x double>* %42, align 8, !dbg !328, !tbaa !67
  %43 = add nuw i64 %23, 4, !dbg !324
  %44 = add <2 x i64> %24, <i64 4, i64 4>
  %45 = icmp eq i64 %43, %11, !dbg !324
  br i1 %45, label %46, label %22, !dbg !324, !llvm.loop !329

46:                                               ; preds = %22
  br i1 %12, label %50, label %47, !dbg !323

47:                                               ; preds = %15, %46
  %48 = phi i64 [ 0, %15 ], [ %11, %46 ]
  br label %53, !dbg !323

49:                                               ; preds = %50, %3
  ret void, !dbg !331

50:                                               ; preds = %53, %46, %13
  %51 = add nuw nsw i64 %14, 1, !dbg !332
  call void @llvm.dbg.value(metadata i64 %51, metadata !313, metadata !DIExpression()), !dbg !319
  %52 = icmp eq i64 %51, %8, !dbg !320
  br i1 %52, label %49, label %13, !dbg !321, !llvm.loop !333

53:                                               ; preds = %47, %53
  %54 = phi i64 [ %62, %53 ], [ %48, %47 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !315, metadata !DIExpression()), !dbg !322
  %55 = sub nsw i64 %14, %54, !dbg !326
  %56 = trunc i64 %55 to i32, !dbg !327
  %57 = sitofp i32 %56 to double, !dbg !327
  %58 = add nsw i64 %54, %16, !dbg !335
  %59 = getelementptr inbounds double, double* %2, i64 %58, !dbg !336
  %60 = load double, double* %59, align 8, !dbg !328, !tbaa !67
  %61 = fadd double %60, %57, !dbg !328
  store double %61, double* %59, align 8, !dbg !328, !tbaa !67
  %62 = add nuw nsw i64 %54, 1, !dbg !324
  call void @llvm.dbg.value(metadata i64 %62, metadata !315, metadata !DIExpression()), !dbg !322
  %63 = icmp eq i64 %62, %9, !dbg !337
  br i1 %63, label %50, label %53, !dbg !323, !llvm.loop !338
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @band(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #3 !dbg !339 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !341, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata double* %1, metadata !342, metadata !DIExpression()), !dbg !348
  call void @llvm.dbg.value(metadata i32 0, metadata !343, metadata !DIExpression()), !dbg !349
  %3 = icmp sgt i32 %0, 0, !dbg !350
  br i1 %3, label %4, label %14, !dbg !351

4:                                                ; preds = %2
  %5 = zext i32 %0 to i64, !dbg !351
  %6 = zext i32 %0 to i64, !dbg !350
  br label %7, !dbg !351

7:                                                ; preds = %15, %4
  %8 = phi i64 [ 0, %4 ], [ %16, %15 ]
  call void @llvm.dbg.value(metadata i64 %8, metadata !343, metadata !DIExpression()), !dbg !349
  call void @llvm.dbg.value(metadata i64 %8, metadata !345, metadata !DIExpression()), !dbg !352
  call void @llvm.dbg.value(metadata i64 %8, metadata !345, metadata !DIExpression()), !dbg !352
  %9 = getelementptr inbounds double, double* %1, i64 %8, !dbg !353
  %10 = load double, double* %9, align 8, !dbg !355, !tbaa !67
  %11 = fadd double %10, 1.000000e+00, !dbg !355
  store double %11, double* %9, align 8, !dbg !355, !tbaa !67
  %12 = add nuw nsw i64 %8, 1, !dbg !356
  call void @llvm.dbg.value(metadata i64 %12, metadata !345, metadata !DIExpression()), !dbg !352
  %13 = icmp ult i64 %12, %5, !dbg !357
  br i1 %13, label %18, label %15, !dbg !358, !llvm.loop !359

14:                                               ; preds = %15, %2
  ret void, !dbg !361

15:                                               ; preds = %36, %30, %24, %18, %7
  %16 = add nuw nsw i64 %8, 1, !dbg !362
  call void @llvm.dbg.value(metadata i64 %16, metadata !343, metadata !DIExpression()), !dbg !349
  %17 = icmp eq i64 %16, %6, !dbg !350
  br i1 %17, label %14, label %7, !dbg !351, !llvm.loop !363

18:                                               ; preds = %7
  call void @llvm.dbg.value(metadata i64 %12, metadata !345, metadata !DIExpression()), !dbg !352
  %19 = getelementptr inbounds double, double* %1, i64 %12, !dbg !353
  %20 = load double, double* %19, align 8, !dbg !355, !tbaa !67
  %21 = fadd double %20, 1.000000e+00, !dbg !355
  store double %21, double* %19, align 8, !dbg !355, !tbaa !67
  %22 = add nuw nsw i64 %8, 2, !dbg !356
  call void @llvm.dbg.value(metadata i64 %22, metadata !345, metadata !DIExpression()), !dbg !352
  %23 = icmp ult i64 %22, %5, !dbg !357
  br i1 %23, label %24, label %15, !dbg !358, !llvm.loop !359

24:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i64 %22, metadata !345, metadata !DIExpression()), !dbg !352
  %25 = getelementptr inbounds double, double* %1, i64 %22, !dbg !353
  %26 = load double, double* %25, align 8, !dbg !355, !tbaa !67
  %27 = fadd double %26, 1.000000e+00, !dbg !355
  store double %27, double* %25, align 8, !dbg !355, !tbaa !67
  %28 = add nuw nsw i64 %8, 3, !dbg !356
  call void @llvm.dbg.value(metadata i64 %28, metadata !345, metadata !DIExpression()), !dbg !352
  %29 = icmp ult i64 %28, %5, !dbg !357
  br i1 %29, label %30, label %15, !dbg !358, !llvm.loop !359

30:                                               ; preds = %24
  call void @llvm.dbg.value(metadata i64 %28, metadata !345, metadata !DIExpression()), !dbg !352
  %31 = getelementptr inbounds double, double* %1, i64 %28, !dbg !353
  %32 = load double, double* %31, align 8, !dbg !355, !tbaa !67
  %33 = fadd double %32, 1.000000e+00, !dbg !355
  store double %33, double* %31, align 8, !dbg !355, !tbaa !67
  %34 = add nuw nsw i64 %8, 4, !dbg !356
  call void @llvm.dbg.value(metadata i64 %34, metadata !345, metadata !DIExpression()), !dbg !352
  %35 = icmp ult i64 %34, %5, !dbg !357
  br i1 %35, label %36, label %15, !dbg !358, !llvm.loop !359

36:                                               ; preds = %30
  call void @llvm.dbg.value(metadata i64 %34, metadata !345, metadata !DIExpression()), !dbg !352
  %37 = getelementptr inbounds double, double* %1, i64 %34, !dbg !353
  %38 = load double, double* %37, align 8, !dbg !355, !tbaa !67
  %39 = fadd double %38, 1.000000e+00, !dbg !355
  store double %39, double* %37, align 8, !dbg !355, !tbaa !67
  call void @llvm.dbg.value(metadata i64 %34, metadata !345, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !352
  br label %15
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !365
  call void @llvm.dbg.value(metadata i8** %1, metadata !19, metadata !DIExpression()), !dbg !365
  %3 = icmp sgt i32 %0, 1, !dbg !366
  br i1 %3, label %4, label %15, !dbg !367

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !368
  %6 = load i8*, i8** %5, align 8, !dbg !368, !tbaa !369
  call void @llvm.dbg.value(metadata i8* %6, metadata !371, metadata !DIExpression()) #9, !dbg !379
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !381
  %8 = trunc i64 %7 to i32, !dbg !382
  call void @llvm.dbg.value(metadata i32 %8, metadata !20, metadata !DIExpression()), !dbg !365
  %9 = icmp eq i32 %0, 2, !dbg !383
  br i1 %9, label %15, label %10, !dbg !384

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !385
  %12 = load i8*, i8** %11, align 8, !dbg !385, !tbaa !369
  call void @llvm.dbg.value(metadata i8* %12, metadata !371, metadata !DIExpression()) #9, !dbg !386
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !388
  %14 = trunc i64 %13 to i32, !dbg !389
  br label %15, !dbg !384

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1003, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 37, %4 ], [ 37, %2 ], !dbg !384
  call void @llvm.dbg.value(metadata i32 %17, metadata !21, metadata !DIExpression()), !dbg !365
  %18 = add nsw i32 %16, 8, !dbg !390
  %19 = sext i32 %18 to i64, !dbg !391
  %20 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #9, !dbg !392
  %21 = bitcast i8* %20 to double*, !dbg !392
  call void @llvm.dbg.value(metadata double* %21, metadata !22, metadata !DIExpression()), !dbg !365
  %22 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #9, !dbg !393
  %23 = bitcast i8* %22 to double*, !dbg !393
  call void @llvm.dbg.value(metadata double* %23, metadata !25, metadata !DIExpression()), !dbg !365
  %24 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 1) #9, !dbg !394
  call void @llvm.dbg.value(metadata i8* %24, metadata !26, metadata !DIExpression()), !dbg !365
  %25 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 1) #9, !dbg !395
  call void @llvm.dbg.value(metadata i8* %25, metadata !29, metadata !DIExpression()), !dbg !365
  %26 = add nsw i32 %16, 16, !dbg !396
  %27 = sext i32 %26 to i64, !dbg !397
  %28 = tail call noalias i8* @calloc(i64 noundef %27, i64 noundef 4) #9, !dbg !398
  %29 = bitcast i8* %28 to i32*, !dbg !398
  call void @llvm.dbg.value(metadata i32* %29, metadata !30, metadata !DIExpression()), !dbg !365
  %30 = tail call noalias i8* @calloc(i64 noundef %27, i64 noundef 4) #9, !dbg !399
  %31 = bitcast i8* %30 to i32*, !dbg !399
  call void @llvm.dbg.value(metadata i32* %31, metadata !32, metadata !DIExpression()), !dbg !365
  tail call void @axpy(i32 noundef %16, double noundef 2.000000e+00, double* noundef %21, double* noundef %23), !dbg !400
  tail call void @tri(i32 noundef %16, double* noundef %21), !dbg !401
  %32 = tail call double @sum(i32 noundef %16, double* noundef %21), !dbg !402
  call void @llvm.dbg.value(metadata double %32, metadata !33, metadata !DIExpression()), !dbg !365
  tail call void @bytes(i32 noundef %16, i8* noundef %25, i8* noundef %24), !dbg !403
  tail call void @grid([53 x double]* noundef getelementptr inbounds ([37 x [53 x double]], [37 x [53 x double]]* @main.g, i64 0, i64 0)), !dbg !404
  tail call void @offs(i32 noundef %16, i32 noundef 5, i32* noundef %29), !dbg !405
  %33 = getelementptr inbounds i32, i32* %31, i64 8, !dbg !406
  tail call void @lver(i32 noundef %16, i32* noundef %29, i32* noundef %31, i32* noundef nonnull %33), !dbg !407
  %34 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 4) #9, !dbg !408
  %35 = bitcast i8* %34 to float*, !dbg !408
  call void @llvm.dbg.value(metadata float* %35, metadata !34, metadata !DIExpression()), !dbg !365
  %36 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 4) #9, !dbg !409
  %37 = bitcast i8* %36 to float*, !dbg !409
  call void @llvm.dbg.value(metadata float* %37, metadata !37, metadata !DIExpression()), !dbg !365
  %38 = sext i32 %16 to i64, !dbg !410
  %39 = sext i32 %17 to i64, !dbg !411
  %40 = mul nsw i64 %39, %38, !dbg !412
  %41 = add nsw i64 %40, 8, !dbg !413
  %42 = tail call noalias i8* @calloc(i64 noundef %41, i64 noundef 8) #9, !dbg !414
  %43 = bitcast i8* %42 to double*, !dbg !414
  call void @llvm.dbg.value(metadata double* %43, metadata !38, metadata !DIExpression()), !dbg !365
  tail call void @rev(i32 noundef %16, float* noundef %35, float* noundef %37), !dbg !415
  tail call void @step2(i32 noundef %16, double* noundef %21), !dbg !416
  tail call void @mat(i32 noundef %16, i32 noundef %17, double* noundef %43), !dbg !417
  tail call void @band(i32 noundef %16, double* noundef %21), !dbg !418
  %44 = sdiv i32 %16, 2, !dbg !419
  %45 = sext i32 %44 to i64, !dbg !420
  %46 = getelementptr inbounds i8, i8* %25, i64 %45, !dbg !420
  %47 = load i8, i8* %46, align 1, !dbg !420, !tbaa !155
  %48 = zext i8 %47 to i32, !dbg !420
  %49 = load double, double* getelementptr inbounds ([37 x [53 x double]], [37 x [53 x double]]* @main.g, i64 0, i64 3, i64 4), align 8, !dbg !421, !tbaa !67
  %50 = getelementptr inbounds i32, i32* %29, i64 7, !dbg !422
  %51 = load i32, i32* %50, align 4, !dbg !422, !tbaa !218
  %52 = getelementptr inbounds float, float* %35, i64 1, !dbg !423
  %53 = load float, float* %52, align 4, !dbg !423, !tbaa !274
  %54 = fpext float %53 to double, !dbg !423
  %55 = getelementptr inbounds double, double* %43, i64 2, !dbg !424
  %56 = load double, double* %55, align 8, !dbg !424, !tbaa !67
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %32, i32 noundef %48, double noundef %49, i32 noundef %51, double noundef %54, double noundef %56), !dbg !425
  ret i32 0, !dbg !426
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
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 93, type: !39, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 87, type: !4, scopeLine: 87, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !17)
!3 = !DIFile(filename: "vector.c", directory: "/work/wt-o2/loops/testdata", checksumkind: CSK_MD5, checksum: "8ae4149be66fef3a5b6db61ac121c910")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !16, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !6, !7, !15}
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !13, line: 46, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!14 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!0}
!17 = !{!18, !19, !20, !21, !22, !25, !26, !29, !30, !32, !33, !34, !37, !38}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 87, type: !6)
!19 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 87, type: !7)
!20 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 88, type: !6)
!21 = !DILocalVariable(name: "m", scope: !2, file: !3, line: 89, type: !6)
!22 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 90, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 90, type: !23)
!26 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 91, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!29 = !DILocalVariable(name: "d", scope: !2, file: !3, line: 91, type: !27)
!30 = !DILocalVariable(name: "e", scope: !2, file: !3, line: 92, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!32 = !DILocalVariable(name: "f", scope: !2, file: !3, line: 92, type: !31)
!33 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 96, type: !24)
!34 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 101, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "k", scope: !2, file: !3, line: 101, type: !35)
!38 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 102, type: !23)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 125504, elements: !40)
!40 = !{!41, !42}
!41 = !DISubrange(count: 37)
!42 = !DISubrange(count: 53)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "axpy", scope: !3, file: !3, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !6, !24, !23, !23}
!53 = !{!54, !55, !56, !57, !58}
!54 = !DILocalVariable(name: "n", arg: 1, scope: !50, file: !3, line: 11, type: !6)
!55 = !DILocalVariable(name: "s", arg: 2, scope: !50, file: !3, line: 11, type: !24)
!56 = !DILocalVariable(name: "a", arg: 3, scope: !50, file: !3, line: 11, type: !23)
!57 = !DILocalVariable(name: "b", arg: 4, scope: !50, file: !3, line: 11, type: !23)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 12, type: !6)
!59 = distinct !DILexicalBlock(scope: !50, file: !3, line: 12, column: 3)
!60 = !DILocation(line: 0, scope: !50)
!61 = !DILocation(line: 0, scope: !59)
!62 = !DILocation(line: 12, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 12, column: 3)
!64 = !DILocation(line: 12, column: 3, scope: !59)
!65 = !DILocation(line: 12, column: 27, scope: !63)
!66 = !DILocation(line: 13, column: 17, scope: !63)
!67 = !{!68, !68, i64 0}
!68 = !{!"double", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !{!72}
!72 = distinct !{!72, !73}
!73 = distinct !{!73, !"LVerDomain"}
!74 = !DILocation(line: 13, column: 10, scope: !63)
!75 = !{!76}
!76 = distinct !{!76, !73}
!77 = distinct !{!77, !64, !78, !79, !80}
!78 = !DILocation(line: 13, column: 20, scope: !59)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !{!"llvm.loop.isvectorized", i32 1}
!81 = !DILocation(line: 13, column: 5, scope: !63)
!82 = !DILocation(line: 14, column: 1, scope: !50)
!83 = distinct !{!83, !64, !78, !79, !80}
!84 = distinct !DISubprogram(name: "tri", scope: !3, file: !3, line: 18, type: !85, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{null, !6, !23}
!87 = !{!88, !89, !90, !92}
!88 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !3, line: 18, type: !6)
!89 = !DILocalVariable(name: "a", arg: 2, scope: !84, file: !3, line: 18, type: !23)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 19, type: !6)
!91 = distinct !DILexicalBlock(scope: !84, file: !3, line: 19, column: 3)
!92 = !DILocalVariable(name: "j", scope: !93, file: !3, line: 20, type: !6)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 20, column: 5)
!94 = distinct !DILexicalBlock(scope: !91, file: !3, line: 19, column: 3)
!95 = !DILocation(line: 0, scope: !84)
!96 = !DILocation(line: 0, scope: !91)
!97 = !DILocation(line: 19, column: 21, scope: !94)
!98 = !DILocation(line: 19, column: 3, scope: !91)
!99 = distinct !{!99, !98, !100, !79}
!100 = !DILocation(line: 21, column: 22, scope: !91)
!101 = !DILocation(line: 22, column: 1, scope: !84)
!102 = !DILocation(line: 20, column: 20, scope: !93)
!103 = !DILocation(line: 0, scope: !93)
!104 = !DILocation(line: 20, column: 27, scope: !105)
!105 = distinct !DILexicalBlock(scope: !93, file: !3, line: 20, column: 5)
!106 = !DILocation(line: 20, column: 5, scope: !93)
!107 = !DILocation(line: 21, column: 15, scope: !105)
!108 = !DILocation(line: 21, column: 7, scope: !105)
!109 = !DILocation(line: 21, column: 12, scope: !105)
!110 = !DILocation(line: 20, column: 33, scope: !105)
!111 = distinct !{!111, !106, !112, !79}
!112 = !DILocation(line: 21, column: 22, scope: !93)
!113 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 25, type: !114, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !118)
!114 = !DISubroutineType(types: !115)
!115 = !{!24, !6, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!118 = !{!119, !120, !121, !122}
!119 = !DILocalVariable(name: "n", arg: 1, scope: !113, file: !3, line: 25, type: !6)
!120 = !DILocalVariable(name: "a", arg: 2, scope: !113, file: !3, line: 25, type: !116)
!121 = !DILocalVariable(name: "s", scope: !113, file: !3, line: 26, type: !24)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 27, type: !6)
!123 = distinct !DILexicalBlock(scope: !113, file: !3, line: 27, column: 3)
!124 = !DILocation(line: 0, scope: !113)
!125 = !DILocation(line: 0, scope: !123)
!126 = !DILocation(line: 27, column: 21, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 27, column: 3)
!128 = !DILocation(line: 27, column: 3, scope: !123)
!129 = !DILocation(line: 28, column: 10, scope: !127)
!130 = !DILocation(line: 28, column: 7, scope: !127)
!131 = !DILocation(line: 27, column: 27, scope: !127)
!132 = distinct !{!132, !133}
!133 = !{!"llvm.loop.unroll.disable"}
!134 = !DILocation(line: 29, column: 3, scope: !113)
!135 = distinct !{!135, !128, !136, !79}
!136 = !DILocation(line: 28, column: 13, scope: !123)
!137 = distinct !DISubprogram(name: "bytes", scope: !3, file: !3, line: 33, type: !138, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !142)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !6, !27, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!142 = !{!143, !144, !145, !146}
!143 = !DILocalVariable(name: "n", arg: 1, scope: !137, file: !3, line: 33, type: !6)
!144 = !DILocalVariable(name: "d", arg: 2, scope: !137, file: !3, line: 33, type: !27)
!145 = !DILocalVariable(name: "s", arg: 3, scope: !137, file: !3, line: 33, type: !140)
!146 = !DILocalVariable(name: "i", scope: !147, file: !3, line: 34, type: !6)
!147 = distinct !DILexicalBlock(scope: !137, file: !3, line: 34, column: 3)
!148 = !DILocation(line: 0, scope: !137)
!149 = !DILocation(line: 0, scope: !147)
!150 = !DILocation(line: 34, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 34, column: 3)
!152 = !DILocation(line: 34, column: 3, scope: !147)
!153 = !DILocation(line: 34, column: 27, scope: !151)
!154 = !DILocation(line: 35, column: 12, scope: !151)
!155 = !{!69, !69, i64 0}
!156 = !{!157}
!157 = distinct !{!157, !158}
!158 = distinct !{!158, !"LVerDomain"}
!159 = !DILocation(line: 35, column: 17, scope: !151)
!160 = !DILocation(line: 35, column: 10, scope: !151)
!161 = !{!162}
!162 = distinct !{!162, !158}
!163 = distinct !{!163, !152, !164, !79, !80}
!164 = !DILocation(line: 35, column: 19, scope: !147)
!165 = distinct !{!165, !152, !164, !79, !80, !166}
!166 = !{!"llvm.loop.unroll.runtime.disable"}
!167 = !DILocation(line: 35, column: 5, scope: !151)
!168 = distinct !{!168, !133}
!169 = !DILocation(line: 36, column: 1, scope: !137)
!170 = distinct !{!170, !152, !164, !79, !80}
!171 = distinct !DISubprogram(name: "grid", scope: !3, file: !3, line: 40, type: !172, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !177)
!172 = !DISubroutineType(types: !173)
!173 = !{null, !174}
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 3392, elements: !176)
!176 = !{!42}
!177 = !{!178, !179, !181}
!178 = !DILocalVariable(name: "g", arg: 1, scope: !171, file: !3, line: 40, type: !174)
!179 = !DILocalVariable(name: "i", scope: !180, file: !3, line: 41, type: !6)
!180 = distinct !DILexicalBlock(scope: !171, file: !3, line: 41, column: 3)
!181 = !DILocalVariable(name: "j", scope: !182, file: !3, line: 42, type: !6)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 42, column: 5)
!183 = distinct !DILexicalBlock(scope: !180, file: !3, line: 41, column: 3)
!184 = !DILocation(line: 0, scope: !171)
!185 = !DILocation(line: 0, scope: !180)
!186 = !DILocation(line: 41, column: 3, scope: !180)
!187 = !DILocation(line: 0, scope: !182)
!188 = !DILocation(line: 42, column: 5, scope: !182)
!189 = !DILocation(line: 42, column: 30, scope: !190)
!190 = distinct !DILexicalBlock(scope: !182, file: !3, line: 42, column: 5)
!191 = !DILocation(line: 43, column: 17, scope: !190)
!192 = !DILocation(line: 43, column: 29, scope: !190)
!193 = !DILocation(line: 43, column: 15, scope: !190)
!194 = distinct !{!194, !188, !195, !79, !80}
!195 = !DILocation(line: 43, column: 31, scope: !182)
!196 = !DILocation(line: 44, column: 1, scope: !171)
!197 = !DILocation(line: 41, column: 28, scope: !183)
!198 = !DILocation(line: 41, column: 21, scope: !183)
!199 = distinct !{!199, !186, !200, !79}
!200 = !DILocation(line: 43, column: 31, scope: !180)
!201 = distinct !DISubprogram(name: "offs", scope: !3, file: !3, line: 48, type: !202, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !205)
!202 = !DISubroutineType(types: !203)
!203 = !{null, !204, !204, !31}
!204 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!205 = !{!206, !207, !208, !209}
!206 = !DILocalVariable(name: "n", arg: 1, scope: !201, file: !3, line: 48, type: !204)
!207 = !DILocalVariable(name: "o", arg: 2, scope: !201, file: !3, line: 48, type: !204)
!208 = !DILocalVariable(name: "a", arg: 3, scope: !201, file: !3, line: 48, type: !31)
!209 = !DILocalVariable(name: "i", scope: !210, file: !3, line: 49, type: !204)
!210 = distinct !DILexicalBlock(scope: !201, file: !3, line: 49, column: 3)
!211 = !DILocation(line: 0, scope: !201)
!212 = !DILocation(line: 0, scope: !210)
!213 = !DILocation(line: 49, column: 26, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !3, line: 49, column: 3)
!215 = !DILocation(line: 49, column: 3, scope: !210)
!216 = !DILocation(line: 49, column: 32, scope: !214)
!217 = !DILocation(line: 50, column: 14, scope: !214)
!218 = !{!219, !219, i64 0}
!219 = !{!"int", !69, i64 0}
!220 = distinct !{!220, !215, !221, !79, !80}
!221 = !DILocation(line: 50, column: 17, scope: !210)
!222 = !DILocation(line: 50, column: 9, scope: !214)
!223 = !DILocation(line: 50, column: 5, scope: !214)
!224 = distinct !{!224, !133}
!225 = !DILocation(line: 51, column: 1, scope: !201)
!226 = distinct !{!226, !215, !221, !79, !80}
!227 = distinct !DISubprogram(name: "lver", scope: !3, file: !3, line: 54, type: !228, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !232)
!228 = !DISubroutineType(types: !229)
!229 = !{null, !6, !31, !230, !31}
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!232 = !{!233, !234, !235, !236, !237}
!233 = !DILocalVariable(name: "n", arg: 1, scope: !227, file: !3, line: 54, type: !6)
!234 = !DILocalVariable(name: "a", arg: 2, scope: !227, file: !3, line: 54, type: !31)
!235 = !DILocalVariable(name: "b", arg: 3, scope: !227, file: !3, line: 54, type: !230)
!236 = !DILocalVariable(name: "c", arg: 4, scope: !227, file: !3, line: 54, type: !31)
!237 = !DILocalVariable(name: "i", scope: !238, file: !3, line: 55, type: !6)
!238 = distinct !DILexicalBlock(scope: !227, file: !3, line: 55, column: 3)
!239 = !DILocation(line: 0, scope: !227)
!240 = !DILocation(line: 0, scope: !238)
!241 = !DILocation(line: 55, column: 21, scope: !242)
!242 = distinct !DILexicalBlock(scope: !238, file: !3, line: 55, column: 3)
!243 = !DILocation(line: 55, column: 3, scope: !238)
!244 = !DILocation(line: 56, column: 16, scope: !245)
!245 = distinct !DILexicalBlock(scope: !242, file: !3, line: 55, column: 31)
!246 = !DILocation(line: 56, column: 21, scope: !245)
!247 = !DILocation(line: 56, column: 9, scope: !245)
!248 = !DILocation(line: 56, column: 5, scope: !245)
!249 = !DILocation(line: 56, column: 14, scope: !245)
!250 = !DILocation(line: 57, column: 12, scope: !245)
!251 = !DILocation(line: 57, column: 17, scope: !245)
!252 = !DILocation(line: 57, column: 5, scope: !245)
!253 = !DILocation(line: 57, column: 10, scope: !245)
!254 = distinct !{!254, !243, !255, !79}
!255 = !DILocation(line: 58, column: 3, scope: !238)
!256 = !DILocation(line: 59, column: 1, scope: !227)
!257 = distinct !DISubprogram(name: "rev", scope: !3, file: !3, line: 62, type: !258, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !262)
!258 = !DISubroutineType(types: !259)
!259 = !{null, !6, !35, !260}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !261, size: 64)
!261 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !36)
!262 = !{!263, !264, !265, !266}
!263 = !DILocalVariable(name: "n", arg: 1, scope: !257, file: !3, line: 62, type: !6)
!264 = !DILocalVariable(name: "a", arg: 2, scope: !257, file: !3, line: 62, type: !35)
!265 = !DILocalVariable(name: "b", arg: 3, scope: !257, file: !3, line: 62, type: !260)
!266 = !DILocalVariable(name: "i", scope: !267, file: !3, line: 63, type: !6)
!267 = distinct !DILexicalBlock(scope: !257, file: !3, line: 63, column: 3)
!268 = !DILocation(line: 0, scope: !257)
!269 = !DILocation(line: 0, scope: !267)
!270 = !DILocation(line: 63, column: 25, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !3, line: 63, column: 3)
!272 = !DILocation(line: 63, column: 3, scope: !267)
!273 = !DILocation(line: 64, column: 12, scope: !271)
!274 = !{!275, !275, i64 0}
!275 = !{!"float", !69, i64 0}
!276 = !{!277}
!277 = distinct !{!277, !278}
!278 = distinct !{!278, !"LVerDomain"}
!279 = !DILocation(line: 64, column: 17, scope: !271)
!280 = !DILocation(line: 64, column: 5, scope: !271)
!281 = !DILocation(line: 64, column: 10, scope: !271)
!282 = !{!283}
!283 = distinct !{!283, !278}
!284 = distinct !{!284, !272, !285, !79, !80}
!285 = !DILocation(line: 64, column: 19, scope: !267)
!286 = !DILocation(line: 65, column: 1, scope: !257)
!287 = distinct !{!287, !272, !285, !79, !80}
!288 = distinct !DISubprogram(name: "step2", scope: !3, file: !3, line: 68, type: !85, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !289)
!289 = !{!290, !291, !292}
!290 = !DILocalVariable(name: "n", arg: 1, scope: !288, file: !3, line: 68, type: !6)
!291 = !DILocalVariable(name: "a", arg: 2, scope: !288, file: !3, line: 68, type: !23)
!292 = !DILocalVariable(name: "i", scope: !293, file: !3, line: 69, type: !6)
!293 = distinct !DILexicalBlock(scope: !288, file: !3, line: 69, column: 3)
!294 = !DILocation(line: 0, scope: !288)
!295 = !DILocation(line: 0, scope: !293)
!296 = !DILocation(line: 69, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !3, line: 69, column: 3)
!298 = !DILocation(line: 69, column: 3, scope: !293)
!299 = !DILocation(line: 70, column: 5, scope: !297)
!300 = !DILocation(line: 70, column: 10, scope: !297)
!301 = !DILocation(line: 69, column: 28, scope: !297)
!302 = distinct !{!302, !133}
!303 = !DILocation(line: 71, column: 1, scope: !288)
!304 = distinct !{!304, !298, !305, !79}
!305 = !DILocation(line: 70, column: 13, scope: !293)
!306 = distinct !DISubprogram(name: "mat", scope: !3, file: !3, line: 74, type: !307, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !309)
!307 = !DISubroutineType(types: !308)
!308 = !{null, !6, !6, !23}
!309 = !{!310, !311, !312, !313, !315}
!310 = !DILocalVariable(name: "n", arg: 1, scope: !306, file: !3, line: 74, type: !6)
!311 = !DILocalVariable(name: "m", arg: 2, scope: !306, file: !3, line: 74, type: !6)
!312 = !DILocalVariable(name: "a", arg: 3, scope: !306, file: !3, line: 74, type: !23)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 75, type: !6)
!314 = distinct !DILexicalBlock(scope: !306, file: !3, line: 75, column: 3)
!315 = !DILocalVariable(name: "j", scope: !316, file: !3, line: 76, type: !6)
!316 = distinct !DILexicalBlock(scope: !317, file: !3, line: 76, column: 5)
!317 = distinct !DILexicalBlock(scope: !314, file: !3, line: 75, column: 3)
!318 = !DILocation(line: 0, scope: !306)
!319 = !DILocation(line: 0, scope: !314)
!320 = !DILocation(line: 75, column: 21, scope: !317)
!321 = !DILocation(line: 75, column: 3, scope: !314)
!322 = !DILocation(line: 0, scope: !316)
!323 = !DILocation(line: 76, column: 5, scope: !316)
!324 = !DILocation(line: 76, column: 29, scope: !325)
!325 = distinct !DILexicalBlock(scope: !316, file: !3, line: 76, column: 5)
!326 = !DILocation(line: 77, column: 25, scope: !325)
!327 = !DILocation(line: 77, column: 23, scope: !325)
!328 = !DILocation(line: 77, column: 20, scope: !325)
!329 = distinct !{!329, !323, !330, !79, !80}
!330 = !DILocation(line: 77, column: 27, scope: !316)
!331 = !DILocation(line: 78, column: 1, scope: !306)
!332 = !DILocation(line: 75, column: 27, scope: !317)
!333 = distinct !{!333, !321, !334, !79}
!334 = !DILocation(line: 77, column: 27, scope: !314)
!335 = !DILocation(line: 77, column: 15, scope: !325)
!336 = !DILocation(line: 77, column: 7, scope: !325)
!337 = !DILocation(line: 76, column: 23, scope: !325)
!338 = distinct !{!338, !323, !330, !79, !166, !80}
!339 = distinct !DISubprogram(name: "band", scope: !3, file: !3, line: 81, type: !85, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !340)
!340 = !{!341, !342, !343, !345}
!341 = !DILocalVariable(name: "n", arg: 1, scope: !339, file: !3, line: 81, type: !6)
!342 = !DILocalVariable(name: "a", arg: 2, scope: !339, file: !3, line: 81, type: !23)
!343 = !DILocalVariable(name: "i", scope: !344, file: !3, line: 82, type: !6)
!344 = distinct !DILexicalBlock(scope: !339, file: !3, line: 82, column: 3)
!345 = !DILocalVariable(name: "j", scope: !346, file: !3, line: 83, type: !6)
!346 = distinct !DILexicalBlock(scope: !347, file: !3, line: 83, column: 5)
!347 = distinct !DILexicalBlock(scope: !344, file: !3, line: 82, column: 3)
!348 = !DILocation(line: 0, scope: !339)
!349 = !DILocation(line: 0, scope: !344)
!350 = !DILocation(line: 82, column: 21, scope: !347)
!351 = !DILocation(line: 82, column: 3, scope: !344)
!352 = !DILocation(line: 0, scope: !346)
!353 = !DILocation(line: 84, column: 7, scope: !354)
!354 = distinct !DILexicalBlock(scope: !346, file: !3, line: 83, column: 5)
!355 = !DILocation(line: 84, column: 12, scope: !354)
!356 = !DILocation(line: 83, column: 42, scope: !354)
!357 = !DILocation(line: 83, column: 31, scope: !354)
!358 = !DILocation(line: 83, column: 5, scope: !346)
!359 = distinct !{!359, !358, !360, !79}
!360 = !DILocation(line: 84, column: 15, scope: !346)
!361 = !DILocation(line: 85, column: 1, scope: !339)
!362 = !DILocation(line: 82, column: 27, scope: !347)
!363 = distinct !{!363, !351, !364, !79}
!364 = !DILocation(line: 84, column: 15, scope: !344)
!365 = !DILocation(line: 0, scope: !2)
!366 = !DILocation(line: 88, column: 16, scope: !2)
!367 = !DILocation(line: 88, column: 11, scope: !2)
!368 = !DILocation(line: 88, column: 27, scope: !2)
!369 = !{!370, !370, i64 0}
!370 = !{!"any pointer", !69, i64 0}
!371 = !DILocalVariable(name: "__nptr", arg: 1, scope: !372, file: !373, line: 362, type: !376)
!372 = distinct !DISubprogram(name: "atoi", scope: !373, file: !373, line: 362, type: !374, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !378)
!373 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!374 = !DISubroutineType(types: !375)
!375 = !{!6, !376}
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!378 = !{!371}
!379 = !DILocation(line: 0, scope: !372, inlinedAt: !380)
!380 = distinct !DILocation(line: 88, column: 22, scope: !2)
!381 = !DILocation(line: 364, column: 16, scope: !372, inlinedAt: !380)
!382 = !DILocation(line: 364, column: 10, scope: !372, inlinedAt: !380)
!383 = !DILocation(line: 89, column: 16, scope: !2)
!384 = !DILocation(line: 89, column: 11, scope: !2)
!385 = !DILocation(line: 89, column: 27, scope: !2)
!386 = !DILocation(line: 0, scope: !372, inlinedAt: !387)
!387 = distinct !DILocation(line: 89, column: 22, scope: !2)
!388 = !DILocation(line: 364, column: 16, scope: !372, inlinedAt: !387)
!389 = !DILocation(line: 364, column: 10, scope: !372, inlinedAt: !387)
!390 = !DILocation(line: 90, column: 24, scope: !2)
!391 = !DILocation(line: 90, column: 22, scope: !2)
!392 = !DILocation(line: 90, column: 15, scope: !2)
!393 = !DILocation(line: 90, column: 51, scope: !2)
!394 = !DILocation(line: 91, column: 22, scope: !2)
!395 = !DILocation(line: 91, column: 45, scope: !2)
!396 = !DILocation(line: 92, column: 21, scope: !2)
!397 = !DILocation(line: 92, column: 19, scope: !2)
!398 = !DILocation(line: 92, column: 12, scope: !2)
!399 = !DILocation(line: 92, column: 46, scope: !2)
!400 = !DILocation(line: 94, column: 3, scope: !2)
!401 = !DILocation(line: 95, column: 3, scope: !2)
!402 = !DILocation(line: 96, column: 14, scope: !2)
!403 = !DILocation(line: 97, column: 3, scope: !2)
!404 = !DILocation(line: 98, column: 3, scope: !2)
!405 = !DILocation(line: 99, column: 3, scope: !2)
!406 = !DILocation(line: 100, column: 19, scope: !2)
!407 = !DILocation(line: 100, column: 3, scope: !2)
!408 = !DILocation(line: 101, column: 14, scope: !2)
!409 = !DILocation(line: 101, column: 49, scope: !2)
!410 = !DILocation(line: 102, column: 22, scope: !2)
!411 = !DILocation(line: 102, column: 34, scope: !2)
!412 = !DILocation(line: 102, column: 32, scope: !2)
!413 = !DILocation(line: 102, column: 36, scope: !2)
!414 = !DILocation(line: 102, column: 15, scope: !2)
!415 = !DILocation(line: 103, column: 3, scope: !2)
!416 = !DILocation(line: 104, column: 3, scope: !2)
!417 = !DILocation(line: 105, column: 3, scope: !2)
!418 = !DILocation(line: 106, column: 3, scope: !2)
!419 = !DILocation(line: 107, column: 40, scope: !2)
!420 = !DILocation(line: 107, column: 36, scope: !2)
!421 = !DILocation(line: 107, column: 46, scope: !2)
!422 = !DILocation(line: 107, column: 55, scope: !2)
!423 = !DILocation(line: 107, column: 61, scope: !2)
!424 = !DILocation(line: 107, column: 67, scope: !2)
!425 = !DILocation(line: 107, column: 3, scope: !2)
!426 = !DILocation(line: 108, column: 3, scope: !2)
