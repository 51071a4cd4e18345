; ModuleID = 'gauss_seidel_conv.c'
source_filename = "gauss_seidel_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_solve(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4, double noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %1, metadata !24, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %5, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %6, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  %8 = fadd double %5, 1.000000e+00, !dbg !45
  call void @llvm.dbg.value(metadata double %8, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  %9 = fcmp ogt double %8, %5, !dbg !46
  %10 = icmp sgt i32 %6, 0, !dbg !47
  %11 = and i1 %9, %10, !dbg !47
  br i1 %11, label %12, label %122, !dbg !48

12:                                               ; preds = %7
  %13 = icmp sgt i32 %0, 0
  %14 = add nsw i32 %0, -1
  %15 = sext i32 %14 to i64, !dbg !48
  %16 = zext i32 %0 to i64
  %17 = icmp ugt i32 %0, 1
  %18 = getelementptr inbounds double, double* %2, i64 1
  %19 = getelementptr inbounds double, double* %4, i64 1
  %20 = zext i32 %0 to i64
  %21 = icmp ugt i32 %0, 1
  %22 = getelementptr inbounds double, double* %2, i64 1
  %23 = getelementptr inbounds double, double* %4, i64 1
  br label %24, !dbg !48

24:                                               ; preds = %12, %82
  %25 = phi i32 [ 0, %12 ], [ %84, %82 ]
  call void @llvm.dbg.value(metadata i32 %25, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !49
  br i1 %13, label %26, label %82, !dbg !50

26:                                               ; preds = %24
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !49
  %27 = load double, double* %3, align 8, !dbg !51, !tbaa !52
  call void @llvm.dbg.value(metadata double %27, metadata !35, metadata !DIExpression()), !dbg !56
  br i1 %17, label %31, label %28, !dbg !57

28:                                               ; preds = %26
  call void @llvm.dbg.value(metadata double %35, metadata !35, metadata !DIExpression()), !dbg !56
  %29 = load double, double* %1, align 8, !dbg !58, !tbaa !52
  %30 = fdiv double %27, %29, !dbg !59
  store double %30, double* %4, align 8, !dbg !60, !tbaa !52
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  br label %39, !dbg !62

31:                                               ; preds = %26
  %32 = load double, double* %18, align 8, !dbg !63, !tbaa !52
  %33 = load double, double* %19, align 8, !dbg !65, !tbaa !52
  %34 = fneg double %32, !dbg !66
  %35 = tail call double @llvm.fmuladd.f64(double %34, double %33, double %27), !dbg !66
  call void @llvm.dbg.value(metadata double %35, metadata !35, metadata !DIExpression()), !dbg !56
  %36 = load double, double* %1, align 8, !dbg !58, !tbaa !52
  %37 = fdiv double %35, %36, !dbg !59
  store double %37, double* %4, align 8, !dbg !60, !tbaa !52
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !49
  br label %57, !dbg !50

38:                                               ; preds = %75
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  br i1 %13, label %39, label %82, !dbg !62

39:                                               ; preds = %38, %28
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  %40 = load double, double* %3, align 8, !dbg !67, !tbaa !52
  %41 = load double, double* %1, align 8, !dbg !68, !tbaa !52
  %42 = load double, double* %4, align 8, !dbg !69, !tbaa !52
  %43 = fneg double %41, !dbg !70
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %42, double %40), !dbg !70
  call void @llvm.dbg.value(metadata double %44, metadata !40, metadata !DIExpression()), !dbg !71
  br i1 %21, label %49, label %45, !dbg !72

45:                                               ; preds = %39
  call void @llvm.dbg.value(metadata double %53, metadata !40, metadata !DIExpression()), !dbg !71
  %46 = tail call double @llvm.fabs.f64(double %44), !dbg !73
  call void @llvm.dbg.value(metadata double %54, metadata !43, metadata !DIExpression()), !dbg !71
  %47 = fcmp ogt double %46, 0.000000e+00, !dbg !74
  %48 = select i1 %47, double %46, double 0.000000e+00, !dbg !76
  call void @llvm.dbg.value(metadata double %56, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !61
  br label %82, !dbg !62

49:                                               ; preds = %39
  %50 = load double, double* %22, align 8, !dbg !77, !tbaa !52
  %51 = load double, double* %23, align 8, !dbg !79, !tbaa !52
  %52 = fneg double %50, !dbg !80
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %51, double %44), !dbg !80
  call void @llvm.dbg.value(metadata double %53, metadata !40, metadata !DIExpression()), !dbg !71
  %54 = tail call double @llvm.fabs.f64(double %53), !dbg !73
  call void @llvm.dbg.value(metadata double %54, metadata !43, metadata !DIExpression()), !dbg !71
  %55 = fcmp ogt double %54, 0.000000e+00, !dbg !74
  %56 = select i1 %55, double %54, double 0.000000e+00, !dbg !76
  call void @llvm.dbg.value(metadata double %56, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !61
  br label %88, !dbg !62

57:                                               ; preds = %31, %75
  %58 = phi double [ %37, %31 ], [ %79, %75 ]
  %59 = phi i64 [ 1, %31 ], [ %67, %75 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !32, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double undef, metadata !35, metadata !DIExpression()), !dbg !56
  %60 = getelementptr inbounds double, double* %3, i64 %59, !dbg !51
  %61 = load double, double* %60, align 8, !dbg !51, !tbaa !52
  call void @llvm.dbg.value(metadata double %61, metadata !35, metadata !DIExpression()), !dbg !56
  %62 = getelementptr inbounds double, double* %2, i64 %59, !dbg !81
  %63 = load double, double* %62, align 8, !dbg !81, !tbaa !52
  %64 = fneg double %63, !dbg !83
  %65 = tail call double @llvm.fmuladd.f64(double %64, double %58, double %61), !dbg !83
  call void @llvm.dbg.value(metadata double %65, metadata !35, metadata !DIExpression()), !dbg !56
  %66 = icmp slt i64 %59, %15, !dbg !84
  %67 = add nuw nsw i64 %59, 1, !dbg !85
  br i1 %66, label %68, label %75, !dbg !57

68:                                               ; preds = %57
  %69 = getelementptr inbounds double, double* %2, i64 %67, !dbg !63
  %70 = load double, double* %69, align 8, !dbg !63, !tbaa !52
  %71 = getelementptr inbounds double, double* %4, i64 %67, !dbg !65
  %72 = load double, double* %71, align 8, !dbg !65, !tbaa !52
  %73 = fneg double %70, !dbg !66
  %74 = tail call double @llvm.fmuladd.f64(double %73, double %72, double %65), !dbg !66
  call void @llvm.dbg.value(metadata double %74, metadata !35, metadata !DIExpression()), !dbg !56
  br label %75, !dbg !86

75:                                               ; preds = %57, %68
  %76 = phi double [ %74, %68 ], [ %65, %57 ], !dbg !56
  call void @llvm.dbg.value(metadata double %76, metadata !35, metadata !DIExpression()), !dbg !56
  %77 = getelementptr inbounds double, double* %1, i64 %59, !dbg !58
  %78 = load double, double* %77, align 8, !dbg !58, !tbaa !52
  %79 = fdiv double %76, %78, !dbg !59
  %80 = getelementptr inbounds double, double* %4, i64 %59, !dbg !87
  store double %79, double* %80, align 8, !dbg !60, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %67, metadata !32, metadata !DIExpression()), !dbg !49
  %81 = icmp eq i64 %67, %16, !dbg !88
  br i1 %81, label %38, label %57, !dbg !50, !llvm.loop !89

82:                                               ; preds = %116, %24, %45, %38
  %83 = phi double [ 0.000000e+00, %38 ], [ %48, %45 ], [ 0.000000e+00, %24 ], [ %120, %116 ], !dbg !93
  %84 = add nuw nsw i32 %25, 1, !dbg !94
  call void @llvm.dbg.value(metadata i32 %84, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %83, metadata !31, metadata !DIExpression()), !dbg !44
  %85 = fcmp ogt double %83, %5, !dbg !46
  %86 = icmp slt i32 %84, %6, !dbg !47
  %87 = select i1 %85, i1 %86, i1 false, !dbg !47
  br i1 %87, label %24, label %122, !dbg !48, !llvm.loop !95

88:                                               ; preds = %49, %116
  %89 = phi i64 [ 1, %49 ], [ %108, %116 ]
  %90 = phi double [ %56, %49 ], [ %120, %116 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !38, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata double %90, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double undef, metadata !40, metadata !DIExpression()), !dbg !71
  %91 = getelementptr inbounds double, double* %1, i64 %89, !dbg !68
  %92 = load double, double* %91, align 8, !dbg !68, !tbaa !52
  %93 = fneg double %92, !dbg !70
  %94 = getelementptr inbounds double, double* %4, i64 %89, !dbg !69
  %95 = load double, double* %94, align 8, !dbg !69, !tbaa !52
  %96 = getelementptr inbounds double, double* %3, i64 %89, !dbg !67
  %97 = load double, double* %96, align 8, !dbg !67, !tbaa !52
  %98 = tail call double @llvm.fmuladd.f64(double %93, double %95, double %97), !dbg !70
  call void @llvm.dbg.value(metadata double %98, metadata !40, metadata !DIExpression()), !dbg !71
  %99 = getelementptr inbounds double, double* %2, i64 %89, !dbg !97
  %100 = load double, double* %99, align 8, !dbg !97, !tbaa !52
  %101 = add nuw i64 %89, 4294967295
  %102 = and i64 %101, 4294967295
  %103 = getelementptr inbounds double, double* %4, i64 %102, !dbg !99
  %104 = load double, double* %103, align 8, !dbg !99, !tbaa !52
  %105 = fneg double %100, !dbg !100
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %104, double %98), !dbg !100
  call void @llvm.dbg.value(metadata double %106, metadata !40, metadata !DIExpression()), !dbg !71
  %107 = icmp slt i64 %89, %15, !dbg !101
  %108 = add nuw nsw i64 %89, 1, !dbg !102
  br i1 %107, label %109, label %116, !dbg !72

109:                                              ; preds = %88
  %110 = getelementptr inbounds double, double* %2, i64 %108, !dbg !77
  %111 = load double, double* %110, align 8, !dbg !77, !tbaa !52
  %112 = getelementptr inbounds double, double* %4, i64 %108, !dbg !79
  %113 = load double, double* %112, align 8, !dbg !79, !tbaa !52
  %114 = fneg double %111, !dbg !80
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %113, double %106), !dbg !80
  call void @llvm.dbg.value(metadata double %115, metadata !40, metadata !DIExpression()), !dbg !71
  br label %116, !dbg !103

116:                                              ; preds = %88, %109
  %117 = phi double [ %115, %109 ], [ %106, %88 ], !dbg !71
  call void @llvm.dbg.value(metadata double %117, metadata !40, metadata !DIExpression()), !dbg !71
  %118 = tail call double @llvm.fabs.f64(double %117), !dbg !73
  call void @llvm.dbg.value(metadata double %118, metadata !43, metadata !DIExpression()), !dbg !71
  %119 = fcmp ogt double %118, %90, !dbg !74
  %120 = select i1 %119, double %118, double %90, !dbg !76
  call void @llvm.dbg.value(metadata double %120, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %108, metadata !38, metadata !DIExpression()), !dbg !61
  %121 = icmp eq i64 %108, %20, !dbg !104
  br i1 %121, label %82, label %88, !dbg !62, !llvm.loop !105

122:                                              ; preds = %82, %7
  %123 = phi i32 [ 0, %7 ], [ %84, %82 ], !dbg !44
  ret i32 %123, !dbg !107
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !108 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !112, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i8** %1, metadata !113, metadata !DIExpression()), !dbg !125
  %3 = icmp sgt i32 %0, 1, !dbg !126
  br i1 %3, label %4, label %9, !dbg !127

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !128
  %6 = load i8*, i8** %5, align 8, !dbg !128, !tbaa !129
  call void @llvm.dbg.value(metadata i8* %6, metadata !131, metadata !DIExpression()) #8, !dbg !139
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !141
  %8 = trunc i64 %7 to i32, !dbg !142
  br label %9, !dbg !127

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 2000, %2 ], !dbg !127
  call void @llvm.dbg.value(metadata i32 %10, metadata !114, metadata !DIExpression()), !dbg !125
  %11 = sext i32 %10 to i64, !dbg !143
  %12 = shl nsw i64 %11, 3, !dbg !144
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !145
  %14 = bitcast i8* %13 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %14, metadata !115, metadata !DIExpression()), !dbg !125
  %15 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !146
  %16 = bitcast i8* %15 to double*, !dbg !146
  call void @llvm.dbg.value(metadata double* %16, metadata !116, metadata !DIExpression()), !dbg !125
  %17 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !147
  %18 = bitcast i8* %17 to double*, !dbg !147
  call void @llvm.dbg.value(metadata double* %18, metadata !117, metadata !DIExpression()), !dbg !125
  %19 = tail call noalias i8* @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !148
  %20 = bitcast i8* %19 to double*, !dbg !148
  call void @llvm.dbg.value(metadata double* %20, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !149
  %21 = icmp sgt i32 %10, 0, !dbg !150
  br i1 %21, label %24, label %22, !dbg !152

22:                                               ; preds = %9
  %23 = tail call i32 @kernel_solve(i32 noundef %10, double* noundef %14, double* noundef %16, double* noundef %18, double* noundef %20, double noundef 1.000000e-10, i32 noundef 500), !dbg !153
  call void @llvm.dbg.value(metadata i32 %55, metadata !121, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !154
  br label %97, !dbg !155

24:                                               ; preds = %9
  %25 = zext i32 %10 to i64, !dbg !150
  %26 = icmp eq i32 %10, 1, !dbg !152
  br i1 %26, label %52, label %27, !dbg !152

27:                                               ; preds = %24
  %28 = and i64 %25, 4294967294, !dbg !152
  br label %29, !dbg !152

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %47, %29 ], !dbg !156
  %31 = phi <2 x i32> [ <i32 0, i32 1>, %27 ], [ %48, %29 ], !dbg !157
  %32 = urem <2 x i32> %31, <i32 3, i32 3>, !dbg !157
  %33 = or <2 x i32> %32, <i32 4, i32 4>, !dbg !159
  %34 = sitofp <2 x i32> %33 to <2 x double>, !dbg !159
  %35 = getelementptr inbounds double, double* %14, i64 %30, !dbg !156
  %36 = bitcast double* %35 to <2 x double>*, !dbg !160
  store <2 x double> %34, <2 x double>* %36, align 8, !dbg !160, !tbaa !52
  %37 = and <2 x i32> %31, <i32 1, i32 1>, !dbg !161
  %38 = sitofp <2 x i32> %37 to <2 x double>, !dbg !162
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>), !dbg !163
  %40 = getelementptr inbounds double, double* %16, i64 %30, !dbg !156
  %41 = bitcast double* %40 to <2 x double>*, !dbg !164
  store <2 x double> %39, <2 x double>* %41, align 8, !dbg !164, !tbaa !52
  %42 = urem <2 x i32> %31, <i32 11, i32 11>, !dbg !165
  %43 = add nsw <2 x i32> %42, <i32 -5, i32 -5>, !dbg !166
  %44 = sitofp <2 x i32> %43 to <2 x double>, !dbg !166
  %45 = getelementptr inbounds double, double* %18, i64 %30, !dbg !156
  %46 = bitcast double* %45 to <2 x double>*, !dbg !167
  store <2 x double> %44, <2 x double>* %46, align 8, !dbg !167, !tbaa !52
  %47 = add nuw i64 %30, 2, !dbg !156
  %48 = add <2 x i32> %31, <i32 2, i32 2>, !dbg !157
  %49 = icmp eq i64 %47, %28, !dbg !156
  br i1 %49, label %50, label %29, !dbg !156, !llvm.loop !168

50:                                               ; preds = %29
  %51 = icmp eq i64 %28, %25, !dbg !152
  br i1 %51, label %54, label %52, !dbg !152

52:                                               ; preds = %24, %50
  %53 = phi i64 [ 0, %24 ], [ %28, %50 ]
  br label %62, !dbg !152

54:                                               ; preds = %62, %50
  %55 = tail call i32 @kernel_solve(i32 noundef %10, double* noundef nonnull %14, double* noundef nonnull %16, double* noundef nonnull %18, double* noundef %20, double noundef 1.000000e-10, i32 noundef 500), !dbg !153
  call void @llvm.dbg.value(metadata i32 %55, metadata !121, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !122, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !123, metadata !DIExpression()), !dbg !154
  br i1 %21, label %56, label %97, !dbg !155

56:                                               ; preds = %54
  %57 = add nsw i64 %25, -1, !dbg !155
  %58 = and i64 %25, 3, !dbg !155
  %59 = icmp ult i64 %57, 3, !dbg !155
  br i1 %59, label %79, label %60, !dbg !155

60:                                               ; preds = %56
  %61 = and i64 %25, 4294967292, !dbg !155
  br label %101, !dbg !155

62:                                               ; preds = %52, %62
  %63 = phi i64 [ %77, %62 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !119, metadata !DIExpression()), !dbg !149
  %64 = trunc i64 %63 to i32, !dbg !157
  %65 = urem i32 %64, 3, !dbg !157
  %66 = or i32 %65, 4, !dbg !159
  %67 = sitofp i32 %66 to double, !dbg !159
  %68 = getelementptr inbounds double, double* %14, i64 %63, !dbg !171
  store double %67, double* %68, align 8, !dbg !160, !tbaa !52
  %69 = and i32 %64, 1, !dbg !161
  %70 = sitofp i32 %69 to double, !dbg !162
  %71 = tail call double @llvm.fmuladd.f64(double %70, double -5.000000e-01, double -1.000000e+00), !dbg !163
  %72 = getelementptr inbounds double, double* %16, i64 %63, !dbg !172
  store double %71, double* %72, align 8, !dbg !164, !tbaa !52
  %73 = urem i32 %64, 11, !dbg !165
  %74 = add nsw i32 %73, -5, !dbg !166
  %75 = sitofp i32 %74 to double, !dbg !166
  %76 = getelementptr inbounds double, double* %18, i64 %63, !dbg !173
  store double %75, double* %76, align 8, !dbg !167, !tbaa !52
  %77 = add nuw nsw i64 %63, 1, !dbg !156
  call void @llvm.dbg.value(metadata i64 %77, metadata !119, metadata !DIExpression()), !dbg !149
  %78 = icmp eq i64 %77, %25, !dbg !150
  br i1 %78, label %54, label %62, !dbg !152, !llvm.loop !174

79:                                               ; preds = %101, %56
  %80 = phi double [ undef, %56 ], [ %119, %101 ]
  %81 = phi i64 [ 0, %56 ], [ %120, %101 ]
  %82 = phi double [ 0.000000e+00, %56 ], [ %119, %101 ]
  %83 = icmp eq i64 %58, 0, !dbg !155
  br i1 %83, label %97, label %84, !dbg !155

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %94, %84 ], [ %81, %79 ]
  %86 = phi double [ %93, %84 ], [ %82, %79 ]
  %87 = phi i64 [ %95, %84 ], [ 0, %79 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata double %86, metadata !122, metadata !DIExpression()), !dbg !125
  %88 = getelementptr inbounds double, double* %20, i64 %85, !dbg !176
  %89 = load double, double* %88, align 8, !dbg !176, !tbaa !52
  %90 = trunc i64 %85 to i32, !dbg !178
  %91 = and i32 %90, 3, !dbg !178
  %92 = sitofp i32 %91 to double, !dbg !179
  %93 = tail call double @llvm.fmuladd.f64(double %89, double %92, double %86), !dbg !180
  call void @llvm.dbg.value(metadata double %93, metadata !122, metadata !DIExpression()), !dbg !125
  %94 = add nuw nsw i64 %85, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %94, metadata !123, metadata !DIExpression()), !dbg !154
  %95 = add i64 %87, 1, !dbg !155
  %96 = icmp eq i64 %95, %58, !dbg !155
  br i1 %96, label %97, label %84, !dbg !155, !llvm.loop !182

97:                                               ; preds = %79, %84, %22, %54
  %98 = phi i32 [ %55, %54 ], [ %23, %22 ], [ %55, %84 ], [ %55, %79 ]
  %99 = phi double [ 0.000000e+00, %54 ], [ 0.000000e+00, %22 ], [ %80, %79 ], [ %93, %84 ], !dbg !125
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %98, double noundef %99), !dbg !184
  tail call void @free(i8* noundef %13) #8, !dbg !185
  tail call void @free(i8* noundef %15) #8, !dbg !186
  tail call void @free(i8* noundef %17) #8, !dbg !187
  tail call void @free(i8* noundef %19) #8, !dbg !188
  ret i32 0, !dbg !189

101:                                              ; preds = %101, %60
  %102 = phi i64 [ 0, %60 ], [ %120, %101 ]
  %103 = phi double [ 0.000000e+00, %60 ], [ %119, %101 ]
  %104 = phi i64 [ 0, %60 ], [ %121, %101 ]
  call void @llvm.dbg.value(metadata i64 %102, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata double %103, metadata !122, metadata !DIExpression()), !dbg !125
  %105 = getelementptr inbounds double, double* %20, i64 %102, !dbg !176
  %106 = load double, double* %105, align 8, !dbg !176, !tbaa !52
  %107 = tail call double @llvm.fmuladd.f64(double %106, double 0.000000e+00, double %103), !dbg !180
  call void @llvm.dbg.value(metadata double %107, metadata !122, metadata !DIExpression()), !dbg !125
  %108 = or i64 %102, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %108, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %108, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata double %107, metadata !122, metadata !DIExpression()), !dbg !125
  %109 = getelementptr inbounds double, double* %20, i64 %108, !dbg !176
  %110 = load double, double* %109, align 8, !dbg !176, !tbaa !52
  %111 = fadd double %110, %107, !dbg !180
  call void @llvm.dbg.value(metadata double %111, metadata !122, metadata !DIExpression()), !dbg !125
  %112 = or i64 %102, 2, !dbg !181
  call void @llvm.dbg.value(metadata i64 %112, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %112, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata double %111, metadata !122, metadata !DIExpression()), !dbg !125
  %113 = getelementptr inbounds double, double* %20, i64 %112, !dbg !176
  %114 = load double, double* %113, align 8, !dbg !176, !tbaa !52
  %115 = tail call double @llvm.fmuladd.f64(double %114, double 2.000000e+00, double %111), !dbg !180
  call void @llvm.dbg.value(metadata double %115, metadata !122, metadata !DIExpression()), !dbg !125
  %116 = or i64 %102, 3, !dbg !181
  call void @llvm.dbg.value(metadata i64 %116, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %116, metadata !123, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata double %115, metadata !122, metadata !DIExpression()), !dbg !125
  %117 = getelementptr inbounds double, double* %20, i64 %116, !dbg !176
  %118 = load double, double* %117, align 8, !dbg !176, !tbaa !52
  %119 = tail call double @llvm.fmuladd.f64(double %118, double 3.000000e+00, double %115), !dbg !180
  call void @llvm.dbg.value(metadata double %119, metadata !122, metadata !DIExpression()), !dbg !125
  %120 = add nuw nsw i64 %102, 4, !dbg !181
  call void @llvm.dbg.value(metadata i64 %120, metadata !123, metadata !DIExpression()), !dbg !154
  %121 = add i64 %104, 4, !dbg !155
  %122 = icmp eq i64 %121, %61, !dbg !155
  br i1 %122, label %79, label %101, !dbg !155, !llvm.loop !190
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gauss_seidel_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea6f553c1591725aa7c90ba54bc55060")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_solve", scope: !1, file: !1, line: 8, type: !17, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !19, !19, !19, !21, !3, !4}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !35, !38, !40, !43}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 8, type: !4)
!24 = !DILocalVariable(name: "diag", arg: 2, scope: !16, file: !1, line: 8, type: !19)
!25 = !DILocalVariable(name: "off", arg: 3, scope: !16, file: !1, line: 8, type: !19)
!26 = !DILocalVariable(name: "b", arg: 4, scope: !16, file: !1, line: 8, type: !19)
!27 = !DILocalVariable(name: "x", arg: 5, scope: !16, file: !1, line: 9, type: !21)
!28 = !DILocalVariable(name: "tol", arg: 6, scope: !16, file: !1, line: 9, type: !3)
!29 = !DILocalVariable(name: "maxit", arg: 7, scope: !16, file: !1, line: 9, type: !4)
!30 = !DILocalVariable(name: "it", scope: !16, file: !1, line: 11, type: !4)
!31 = !DILocalVariable(name: "res", scope: !16, file: !1, line: 12, type: !3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 14, type: !4)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 14, column: 5)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 13, column: 35)
!35 = !DILocalVariable(name: "s", scope: !36, file: !1, line: 15, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 14, column: 33)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 14, column: 5)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 23, type: !4)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 5)
!40 = !DILocalVariable(name: "r", scope: !41, file: !1, line: 24, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 23, column: 33)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 5)
!43 = !DILocalVariable(name: "ar", scope: !41, file: !1, line: 29, type: !3)
!44 = !DILocation(line: 0, scope: !16)
!45 = !DILocation(line: 12, column: 20, scope: !16)
!46 = !DILocation(line: 13, column: 14, scope: !16)
!47 = !DILocation(line: 13, column: 20, scope: !16)
!48 = !DILocation(line: 13, column: 3, scope: !16)
!49 = !DILocation(line: 0, scope: !33)
!50 = !DILocation(line: 14, column: 5, scope: !33)
!51 = !DILocation(line: 15, column: 18, scope: !36)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 0, scope: !36)
!57 = !DILocation(line: 18, column: 11, scope: !36)
!58 = !DILocation(line: 20, column: 18, scope: !36)
!59 = !DILocation(line: 20, column: 16, scope: !36)
!60 = !DILocation(line: 20, column: 12, scope: !36)
!61 = !DILocation(line: 0, scope: !39)
!62 = !DILocation(line: 23, column: 5, scope: !39)
!63 = !DILocation(line: 19, column: 14, scope: !64)
!64 = distinct !DILexicalBlock(scope: !36, file: !1, line: 18, column: 11)
!65 = !DILocation(line: 19, column: 27, scope: !64)
!66 = !DILocation(line: 19, column: 11, scope: !64)
!67 = !DILocation(line: 24, column: 18, scope: !41)
!68 = !DILocation(line: 24, column: 25, scope: !41)
!69 = !DILocation(line: 24, column: 35, scope: !41)
!70 = !DILocation(line: 24, column: 23, scope: !41)
!71 = !DILocation(line: 0, scope: !41)
!72 = !DILocation(line: 27, column: 11, scope: !41)
!73 = !DILocation(line: 29, column: 19, scope: !41)
!74 = !DILocation(line: 30, column: 14, scope: !75)
!75 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 11)
!76 = !DILocation(line: 30, column: 11, scope: !41)
!77 = !DILocation(line: 28, column: 14, scope: !78)
!78 = distinct !DILexicalBlock(scope: !41, file: !1, line: 27, column: 11)
!79 = !DILocation(line: 28, column: 27, scope: !78)
!80 = !DILocation(line: 28, column: 11, scope: !78)
!81 = !DILocation(line: 17, column: 14, scope: !82)
!82 = distinct !DILexicalBlock(scope: !36, file: !1, line: 16, column: 11)
!83 = !DILocation(line: 17, column: 11, scope: !82)
!84 = !DILocation(line: 18, column: 13, scope: !64)
!85 = !DILocation(line: 0, scope: !37)
!86 = !DILocation(line: 19, column: 9, scope: !64)
!87 = !DILocation(line: 20, column: 7, scope: !36)
!88 = !DILocation(line: 14, column: 23, scope: !37)
!89 = distinct !{!89, !50, !90, !91, !92}
!90 = !DILocation(line: 21, column: 5, scope: !33)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !{!"llvm.loop.peeled.count", i32 1}
!93 = !DILocation(line: 0, scope: !34)
!94 = !DILocation(line: 33, column: 7, scope: !34)
!95 = distinct !{!95, !48, !96, !91}
!96 = !DILocation(line: 34, column: 3, scope: !16)
!97 = !DILocation(line: 26, column: 14, scope: !98)
!98 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 11)
!99 = !DILocation(line: 26, column: 23, scope: !98)
!100 = !DILocation(line: 26, column: 11, scope: !98)
!101 = !DILocation(line: 27, column: 13, scope: !78)
!102 = !DILocation(line: 0, scope: !42)
!103 = !DILocation(line: 28, column: 9, scope: !78)
!104 = !DILocation(line: 23, column: 23, scope: !42)
!105 = distinct !{!105, !62, !106, !91, !92}
!106 = !DILocation(line: 32, column: 5, scope: !39)
!107 = !DILocation(line: 35, column: 3, scope: !16)
!108 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !109, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!4, !4, !5}
!111 = !{!112, !113, !114, !115, !116, !117, !118, !119, !121, !122, !123}
!112 = !DILocalVariable(name: "argc", arg: 1, scope: !108, file: !1, line: 38, type: !4)
!113 = !DILocalVariable(name: "argv", arg: 2, scope: !108, file: !1, line: 38, type: !5)
!114 = !DILocalVariable(name: "n", scope: !108, file: !1, line: 40, type: !4)
!115 = !DILocalVariable(name: "diag", scope: !108, file: !1, line: 41, type: !21)
!116 = !DILocalVariable(name: "off", scope: !108, file: !1, line: 42, type: !21)
!117 = !DILocalVariable(name: "b", scope: !108, file: !1, line: 43, type: !21)
!118 = !DILocalVariable(name: "x", scope: !108, file: !1, line: 44, type: !21)
!119 = !DILocalVariable(name: "i", scope: !120, file: !1, line: 45, type: !4)
!120 = distinct !DILexicalBlock(scope: !108, file: !1, line: 45, column: 3)
!121 = !DILocalVariable(name: "it", scope: !108, file: !1, line: 50, type: !4)
!122 = !DILocalVariable(name: "s", scope: !108, file: !1, line: 51, type: !3)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 52, type: !4)
!124 = distinct !DILexicalBlock(scope: !108, file: !1, line: 52, column: 3)
!125 = !DILocation(line: 0, scope: !108)
!126 = !DILocation(line: 40, column: 16, scope: !108)
!127 = !DILocation(line: 40, column: 11, scope: !108)
!128 = !DILocation(line: 40, column: 27, scope: !108)
!129 = !{!130, !130, i64 0}
!130 = !{!"any pointer", !54, i64 0}
!131 = !DILocalVariable(name: "__nptr", arg: 1, scope: !132, file: !133, line: 362, type: !136)
!132 = distinct !DISubprogram(name: "atoi", scope: !133, file: !133, line: 362, type: !134, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !138)
!133 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!134 = !DISubroutineType(types: !135)
!135 = !{!4, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!138 = !{!131}
!139 = !DILocation(line: 0, scope: !132, inlinedAt: !140)
!140 = distinct !DILocation(line: 40, column: 22, scope: !108)
!141 = !DILocation(line: 364, column: 16, scope: !132, inlinedAt: !140)
!142 = !DILocation(line: 364, column: 10, scope: !132, inlinedAt: !140)
!143 = !DILocation(line: 41, column: 25, scope: !108)
!144 = !DILocation(line: 41, column: 27, scope: !108)
!145 = !DILocation(line: 41, column: 18, scope: !108)
!146 = !DILocation(line: 42, column: 17, scope: !108)
!147 = !DILocation(line: 43, column: 15, scope: !108)
!148 = !DILocation(line: 44, column: 15, scope: !108)
!149 = !DILocation(line: 0, scope: !120)
!150 = !DILocation(line: 45, column: 21, scope: !151)
!151 = distinct !DILexicalBlock(scope: !120, file: !1, line: 45, column: 3)
!152 = !DILocation(line: 45, column: 3, scope: !120)
!153 = !DILocation(line: 50, column: 12, scope: !108)
!154 = !DILocation(line: 0, scope: !124)
!155 = !DILocation(line: 52, column: 3, scope: !124)
!156 = !DILocation(line: 45, column: 27, scope: !151)
!157 = !DILocation(line: 46, column: 24, scope: !158)
!158 = distinct !DILexicalBlock(scope: !151, file: !1, line: 45, column: 31)
!159 = !DILocation(line: 46, column: 19, scope: !158)
!160 = !DILocation(line: 46, column: 13, scope: !158)
!161 = !DILocation(line: 47, column: 30, scope: !158)
!162 = !DILocation(line: 47, column: 27, scope: !158)
!163 = !DILocation(line: 47, column: 19, scope: !158)
!164 = !DILocation(line: 47, column: 12, scope: !158)
!165 = !DILocation(line: 48, column: 23, scope: !158)
!166 = !DILocation(line: 48, column: 29, scope: !158)
!167 = !DILocation(line: 48, column: 10, scope: !158)
!168 = distinct !{!168, !152, !169, !91, !170}
!169 = !DILocation(line: 49, column: 3, scope: !120)
!170 = !{!"llvm.loop.isvectorized", i32 1}
!171 = !DILocation(line: 46, column: 5, scope: !158)
!172 = !DILocation(line: 47, column: 5, scope: !158)
!173 = !DILocation(line: 48, column: 5, scope: !158)
!174 = distinct !{!174, !152, !169, !91, !175, !170}
!175 = !{!"llvm.loop.unroll.runtime.disable"}
!176 = !DILocation(line: 53, column: 10, scope: !177)
!177 = distinct !DILexicalBlock(scope: !124, file: !1, line: 52, column: 3)
!178 = !DILocation(line: 53, column: 20, scope: !177)
!179 = !DILocation(line: 53, column: 17, scope: !177)
!180 = !DILocation(line: 53, column: 7, scope: !177)
!181 = !DILocation(line: 52, column: 27, scope: !177)
!182 = distinct !{!182, !183}
!183 = !{!"llvm.loop.unroll.disable"}
!184 = !DILocation(line: 54, column: 3, scope: !108)
!185 = !DILocation(line: 55, column: 3, scope: !108)
!186 = !DILocation(line: 56, column: 3, scope: !108)
!187 = !DILocation(line: 57, column: 3, scope: !108)
!188 = !DILocation(line: 58, column: 3, scope: !108)
!189 = !DILocation(line: 59, column: 3, scope: !108)
!190 = distinct !{!190, !155, !191, !91}
!191 = !DILocation(line: 53, column: 23, scope: !124)
