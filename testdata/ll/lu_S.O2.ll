; ModuleID = 'lu.c'
source_filename = "lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [30 x [30 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_lu() local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  br label %4, !dbg !28

1:                                                ; preds = %117, %4
  call void @llvm.dbg.value(metadata i64 %14, metadata !26, metadata !DIExpression()), !dbg !27
  %2 = add nuw nsw i64 %6, 1, !dbg !28
  %3 = icmp eq i64 %14, 30, !dbg !30
  br i1 %3, label %121, label %4, !dbg !28, !llvm.loop !32

4:                                                ; preds = %0, %1
  %5 = phi i64 [ 0, %0 ], [ %14, %1 ]
  %6 = phi i64 [ 1, %0 ], [ %2, %1 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !26, metadata !DIExpression()), !dbg !27
  %7 = sub nsw i64 28, %5, !dbg !35
  %8 = mul nuw nsw i64 %5, 31, !dbg !35
  %9 = add nuw i64 %8, 2, !dbg !35
  %10 = add nuw i64 %5, 2, !dbg !35
  %11 = add nuw i64 %8, 1, !dbg !35
  %12 = getelementptr [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 0, i64 %9, !dbg !35
  %13 = getelementptr [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %6, i64 0, !dbg !35
  %14 = add nuw nsw i64 %5, 1, !dbg !35
  call void @llvm.dbg.value(metadata i64 %14, metadata !23, metadata !DIExpression()), !dbg !27
  %15 = icmp ult i64 %5, 29, !dbg !37
  br i1 %15, label %16, label %1, !dbg !39

16:                                               ; preds = %4
  %17 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %5, i64 %5
  %18 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %5, i64 %6
  %19 = add nuw nsw i64 %6, 1
  %20 = icmp eq i64 %19, 30
  %21 = icmp ult i64 %7, 4
  %22 = and i64 %7, -4
  %23 = add i64 %19, %22
  %24 = icmp eq i64 %7, %22
  br label %25, !dbg !39

25:                                               ; preds = %117, %16
  %26 = phi i64 [ %120, %117 ], [ 0, %16 ]
  %27 = phi i64 [ %118, %117 ], [ %6, %16 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !23, metadata !DIExpression()), !dbg !27
  %28 = add i64 %26, 1, !dbg !40
  %29 = getelementptr [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %28, i64 %9, !dbg !40
  %30 = add i64 %10, %26, !dbg !40
  %31 = getelementptr [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %30, i64 0, !dbg !40
  %32 = getelementptr [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %28, i64 %8, !dbg !40
  %33 = getelementptr [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %28, i64 %11, !dbg !40
  %34 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %27, i64 %5, !dbg !40
  %35 = load double, double* %34, align 8, !dbg !40, !tbaa !42
  %36 = load double, double* %17, align 8, !dbg !46, !tbaa !42
  %37 = fdiv double %35, %36, !dbg !47
  store double %37, double* %34, align 8, !dbg !48, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %14, metadata !25, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %6, metadata !25, metadata !DIExpression()), !dbg !27
  %38 = load double, double* %18, align 8, !dbg !49, !tbaa !42
  %39 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %27, i64 %6, !dbg !52
  %40 = load double, double* %39, align 8, !dbg !53, !tbaa !42
  %41 = fneg double %37, !dbg !53
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %38, double %40), !dbg !53
  store double %42, double* %39, align 8, !dbg !53, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %19, metadata !25, metadata !DIExpression()), !dbg !27
  br i1 %20, label %117, label %43, !dbg !54, !llvm.loop !55

43:                                               ; preds = %25
  br i1 %21, label %82, label %44, !dbg !54

44:                                               ; preds = %43
  %45 = icmp ult double* %29, %33, !dbg !54
  %46 = icmp ult double* %32, %31, !dbg !54
  %47 = and i1 %45, %46, !dbg !54
  %48 = icmp ult double* %29, %13, !dbg !54
  %49 = icmp ult double* %12, %31, !dbg !54
  %50 = and i1 %48, %49, !dbg !54
  %51 = or i1 %47, %50, !dbg !54
  br i1 %51, label %82, label %52, !dbg !54

52:                                               ; preds = %44
  %53 = load double, double* %34, align 8, !tbaa !42, !alias.scope !57
  %54 = insertelement <2 x double> poison, double %53, i64 0
  %55 = shufflevector <2 x double> %54, <2 x double> poison, <2 x i32> zeroinitializer
  %56 = insertelement <2 x double> poison, double %53, i64 0
  %57 = shufflevector <2 x double> %56, <2 x double> poison, <2 x i32> zeroinitializer
  %58 = fneg <2 x double> %55
  %59 = fneg <2 x double> %57
  br label %60, !dbg !54

60:                                               ; preds = %60, %52
  %61 = phi i64 [ 0, %52 ], [ %79, %60 ]
  %62 = add i64 %19, %61
  %63 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %5, i64 %62, !dbg !49
  %64 = bitcast double* %63 to <2 x double>*, !dbg !49
  %65 = load <2 x double>, <2 x double>* %64, align 8, !dbg !49, !tbaa !42, !alias.scope !60
  %66 = getelementptr inbounds double, double* %63, i64 2, !dbg !49
  %67 = bitcast double* %66 to <2 x double>*, !dbg !49
  %68 = load <2 x double>, <2 x double>* %67, align 8, !dbg !49, !tbaa !42, !alias.scope !60
  %69 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %27, i64 %62, !dbg !52
  %70 = bitcast double* %69 to <2 x double>*, !dbg !53
  %71 = load <2 x double>, <2 x double>* %70, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %72 = getelementptr inbounds double, double* %69, i64 2, !dbg !53
  %73 = bitcast double* %72 to <2 x double>*, !dbg !53
  %74 = load <2 x double>, <2 x double>* %73, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %65, <2 x double> %71), !dbg !53
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %59, <2 x double> %68, <2 x double> %74), !dbg !53
  %77 = bitcast double* %69 to <2 x double>*, !dbg !53
  store <2 x double> %75, <2 x double>* %77, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %78 = bitcast double* %72 to <2 x double>*, !dbg !53
  store <2 x double> %76, <2 x double>* %78, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %79 = add nuw i64 %61, 4
  %80 = icmp eq i64 %79, %22
  br i1 %80, label %81, label %60, !llvm.loop !65

81:                                               ; preds = %60
  br i1 %24, label %117, label %82, !dbg !54

82:                                               ; preds = %44, %43, %81
  %83 = phi i64 [ %19, %44 ], [ %19, %43 ], [ %23, %81 ]
  %84 = and i64 %83, 1, !dbg !54
  %85 = icmp eq i64 %84, 0, !dbg !54
  br i1 %85, label %95, label %86, !dbg !54

86:                                               ; preds = %82
  %87 = load double, double* %34, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %83, metadata !25, metadata !DIExpression()), !dbg !27
  %88 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %5, i64 %83, !dbg !49
  %89 = load double, double* %88, align 8, !dbg !49, !tbaa !42
  %90 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %27, i64 %83, !dbg !52
  %91 = load double, double* %90, align 8, !dbg !53, !tbaa !42
  %92 = fneg double %87, !dbg !53
  %93 = tail call double @llvm.fmuladd.f64(double %92, double %89, double %91), !dbg !53
  store double %93, double* %90, align 8, !dbg !53, !tbaa !42
  %94 = add nuw nsw i64 %83, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %94, metadata !25, metadata !DIExpression()), !dbg !27
  br label %95, !dbg !54

95:                                               ; preds = %86, %82
  %96 = phi i64 [ %83, %82 ], [ %94, %86 ]
  %97 = icmp eq i64 %83, 29, !dbg !54
  br i1 %97, label %117, label %98, !dbg !54

98:                                               ; preds = %95, %98
  %99 = phi i64 [ %115, %98 ], [ %96, %95 ]
  %100 = load double, double* %34, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %99, metadata !25, metadata !DIExpression()), !dbg !27
  %101 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %5, i64 %99, !dbg !49
  %102 = load double, double* %101, align 8, !dbg !49, !tbaa !42
  %103 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %27, i64 %99, !dbg !52
  %104 = load double, double* %103, align 8, !dbg !53, !tbaa !42
  %105 = fneg double %100, !dbg !53
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %102, double %104), !dbg !53
  store double %106, double* %103, align 8, !dbg !53, !tbaa !42
  %107 = add nuw nsw i64 %99, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %107, metadata !25, metadata !DIExpression()), !dbg !27
  %108 = load double, double* %34, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %107, metadata !25, metadata !DIExpression()), !dbg !27
  %109 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %5, i64 %107, !dbg !49
  %110 = load double, double* %109, align 8, !dbg !49, !tbaa !42
  %111 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %27, i64 %107, !dbg !52
  %112 = load double, double* %111, align 8, !dbg !53, !tbaa !42
  %113 = fneg double %108, !dbg !53
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %110, double %112), !dbg !53
  store double %114, double* %111, align 8, !dbg !53, !tbaa !42
  %115 = add nuw nsw i64 %99, 2, !dbg !68
  call void @llvm.dbg.value(metadata i64 %115, metadata !25, metadata !DIExpression()), !dbg !27
  %116 = icmp eq i64 %115, 30, !dbg !69
  br i1 %116, label %117, label %98, !dbg !54, !llvm.loop !70

117:                                              ; preds = %95, %98, %81, %25
  %118 = add nuw nsw i64 %27, 1, !dbg !71
  call void @llvm.dbg.value(metadata i64 %118, metadata !23, metadata !DIExpression()), !dbg !27
  %119 = icmp eq i64 %118, 30, !dbg !37
  %120 = add i64 %26, 1, !dbg !39
  br i1 %119, label %1, label %25, !dbg !39, !llvm.loop !72

121:                                              ; preds = %1
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !75 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !82
  br label %1, !dbg !83

1:                                                ; preds = %0, %17
  %2 = phi i64 [ 0, %0 ], [ %18, %17 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !82
  br label %3, !dbg !85

3:                                                ; preds = %1, %12
  %4 = phi i64 [ 0, %1 ], [ %15, %12 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !80, metadata !DIExpression()), !dbg !82
  %5 = icmp eq i64 %2, %4, !dbg !88
  br i1 %5, label %12, label %6, !dbg !90

6:                                                ; preds = %3
  %7 = add nuw nsw i64 %4, %2, !dbg !91
  %8 = trunc i64 %7 to i32, !dbg !92
  %9 = urem i32 %8, 5, !dbg !92
  %10 = sitofp i32 %9 to double, !dbg !93
  %11 = fdiv double %10, 5.000000e+00, !dbg !94
  br label %12, !dbg !90

12:                                               ; preds = %3, %6
  %13 = phi double [ %11, %6 ], [ 6.000000e+01, %3 ], !dbg !90
  %14 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %2, i64 %4, !dbg !95
  store double %13, double* %14, align 8, !dbg !96, !tbaa !42
  %15 = add nuw nsw i64 %4, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %15, metadata !80, metadata !DIExpression()), !dbg !82
  %16 = icmp eq i64 %15, 30, !dbg !98
  br i1 %16, label %17, label %3, !dbg !85, !llvm.loop !99

17:                                               ; preds = %12
  %18 = add nuw nsw i64 %2, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %18, metadata !79, metadata !DIExpression()), !dbg !82
  %19 = icmp eq i64 %18, 30, !dbg !102
  br i1 %19, label %20, label %1, !dbg !83, !llvm.loop !103

20:                                               ; preds = %17
  tail call void @kernel_lu(), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !81, metadata !DIExpression()), !dbg !82
  br label %21, !dbg !106

21:                                               ; preds = %20, %21
  %22 = phi i64 [ 0, %20 ], [ %114, %21 ]
  %23 = phi double [ 0.000000e+00, %20 ], [ %113, %21 ]
  call void @llvm.dbg.value(metadata double %23, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %22, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %23, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %23, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 0, metadata !80, metadata !DIExpression()), !dbg !82
  %24 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 0, !dbg !108
  %25 = load double, double* %24, align 16, !dbg !108, !tbaa !42
  %26 = fadd double %23, %25, !dbg !112
  call void @llvm.dbg.value(metadata double %26, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %26, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 1, metadata !80, metadata !DIExpression()), !dbg !82
  %27 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 1, !dbg !108
  %28 = load double, double* %27, align 8, !dbg !108, !tbaa !42
  %29 = fadd double %26, %28, !dbg !112
  call void @llvm.dbg.value(metadata double %29, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 2, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %29, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 2, metadata !80, metadata !DIExpression()), !dbg !82
  %30 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 2, !dbg !108
  %31 = load double, double* %30, align 16, !dbg !108, !tbaa !42
  %32 = fadd double %29, %31, !dbg !112
  call void @llvm.dbg.value(metadata double %32, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 3, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %32, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 3, metadata !80, metadata !DIExpression()), !dbg !82
  %33 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 3, !dbg !108
  %34 = load double, double* %33, align 8, !dbg !108, !tbaa !42
  %35 = fadd double %32, %34, !dbg !112
  call void @llvm.dbg.value(metadata double %35, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 4, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %35, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 4, metadata !80, metadata !DIExpression()), !dbg !82
  %36 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 4, !dbg !108
  %37 = load double, double* %36, align 16, !dbg !108, !tbaa !42
  %38 = fadd double %35, %37, !dbg !112
  call void @llvm.dbg.value(metadata double %38, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 5, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %38, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 5, metadata !80, metadata !DIExpression()), !dbg !82
  %39 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 5, !dbg !108
  %40 = load double, double* %39, align 8, !dbg !108, !tbaa !42
  %41 = fadd double %38, %40, !dbg !112
  call void @llvm.dbg.value(metadata double %41, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 6, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %41, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 6, metadata !80, metadata !DIExpression()), !dbg !82
  %42 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 6, !dbg !108
  %43 = load double, double* %42, align 16, !dbg !108, !tbaa !42
  %44 = fadd double %41, %43, !dbg !112
  call void @llvm.dbg.value(metadata double %44, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 7, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %44, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 7, metadata !80, metadata !DIExpression()), !dbg !82
  %45 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 7, !dbg !108
  %46 = load double, double* %45, align 8, !dbg !108, !tbaa !42
  %47 = fadd double %44, %46, !dbg !112
  call void @llvm.dbg.value(metadata double %47, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 8, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %47, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 8, metadata !80, metadata !DIExpression()), !dbg !82
  %48 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 8, !dbg !108
  %49 = load double, double* %48, align 16, !dbg !108, !tbaa !42
  %50 = fadd double %47, %49, !dbg !112
  call void @llvm.dbg.value(metadata double %50, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 9, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %50, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 9, metadata !80, metadata !DIExpression()), !dbg !82
  %51 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 9, !dbg !108
  %52 = load double, double* %51, align 8, !dbg !108, !tbaa !42
  %53 = fadd double %50, %52, !dbg !112
  call void @llvm.dbg.value(metadata double %53, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 10, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %53, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 10, metadata !80, metadata !DIExpression()), !dbg !82
  %54 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 10, !dbg !108
  %55 = load double, double* %54, align 16, !dbg !108, !tbaa !42
  %56 = fadd double %53, %55, !dbg !112
  call void @llvm.dbg.value(metadata double %56, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 11, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %56, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 11, metadata !80, metadata !DIExpression()), !dbg !82
  %57 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 11, !dbg !108
  %58 = load double, double* %57, align 8, !dbg !108, !tbaa !42
  %59 = fadd double %56, %58, !dbg !112
  call void @llvm.dbg.value(metadata double %59, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 12, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %59, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 12, metadata !80, metadata !DIExpression()), !dbg !82
  %60 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 12, !dbg !108
  %61 = load double, double* %60, align 16, !dbg !108, !tbaa !42
  %62 = fadd double %59, %61, !dbg !112
  call void @llvm.dbg.value(metadata double %62, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 13, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %62, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 13, metadata !80, metadata !DIExpression()), !dbg !82
  %63 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 13, !dbg !108
  %64 = load double, double* %63, align 8, !dbg !108, !tbaa !42
  %65 = fadd double %62, %64, !dbg !112
  call void @llvm.dbg.value(metadata double %65, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 14, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %65, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 14, metadata !80, metadata !DIExpression()), !dbg !82
  %66 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 14, !dbg !108
  %67 = load double, double* %66, align 16, !dbg !108, !tbaa !42
  %68 = fadd double %65, %67, !dbg !112
  call void @llvm.dbg.value(metadata double %68, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 15, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %68, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 15, metadata !80, metadata !DIExpression()), !dbg !82
  %69 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 15, !dbg !108
  %70 = load double, double* %69, align 8, !dbg !108, !tbaa !42
  %71 = fadd double %68, %70, !dbg !112
  call void @llvm.dbg.value(metadata double %71, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 16, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %71, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 16, metadata !80, metadata !DIExpression()), !dbg !82
  %72 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 16, !dbg !108
  %73 = load double, double* %72, align 16, !dbg !108, !tbaa !42
  %74 = fadd double %71, %73, !dbg !112
  call void @llvm.dbg.value(metadata double %74, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 17, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %74, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 17, metadata !80, metadata !DIExpression()), !dbg !82
  %75 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 17, !dbg !108
  %76 = load double, double* %75, align 8, !dbg !108, !tbaa !42
  %77 = fadd double %74, %76, !dbg !112
  call void @llvm.dbg.value(metadata double %77, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 18, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %77, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 18, metadata !80, metadata !DIExpression()), !dbg !82
  %78 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 18, !dbg !108
  %79 = load double, double* %78, align 16, !dbg !108, !tbaa !42
  %80 = fadd double %77, %79, !dbg !112
  call void @llvm.dbg.value(metadata double %80, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 19, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %80, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 19, metadata !80, metadata !DIExpression()), !dbg !82
  %81 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 19, !dbg !108
  %82 = load double, double* %81, align 8, !dbg !108, !tbaa !42
  %83 = fadd double %80, %82, !dbg !112
  call void @llvm.dbg.value(metadata double %83, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 20, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %83, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 20, metadata !80, metadata !DIExpression()), !dbg !82
  %84 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 20, !dbg !108
  %85 = load double, double* %84, align 16, !dbg !108, !tbaa !42
  %86 = fadd double %83, %85, !dbg !112
  call void @llvm.dbg.value(metadata double %86, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 21, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %86, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 21, metadata !80, metadata !DIExpression()), !dbg !82
  %87 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 21, !dbg !108
  %88 = load double, double* %87, align 8, !dbg !108, !tbaa !42
  %89 = fadd double %86, %88, !dbg !112
  call void @llvm.dbg.value(metadata double %89, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 22, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %89, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 22, metadata !80, metadata !DIExpression()), !dbg !82
  %90 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 22, !dbg !108
  %91 = load double, double* %90, align 16, !dbg !108, !tbaa !42
  %92 = fadd double %89, %91, !dbg !112
  call void @llvm.dbg.value(metadata double %92, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 23, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %92, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 23, metadata !80, metadata !DIExpression()), !dbg !82
  %93 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 23, !dbg !108
  %94 = load double, double* %93, align 8, !dbg !108, !tbaa !42
  %95 = fadd double %92, %94, !dbg !112
  call void @llvm.dbg.value(metadata double %95, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 24, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %95, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 24, metadata !80, metadata !DIExpression()), !dbg !82
  %96 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 24, !dbg !108
  %97 = load double, double* %96, align 16, !dbg !108, !tbaa !42
  %98 = fadd double %95, %97, !dbg !112
  call void @llvm.dbg.value(metadata double %98, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 25, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %98, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 25, metadata !80, metadata !DIExpression()), !dbg !82
  %99 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 25, !dbg !108
  %100 = load double, double* %99, align 8, !dbg !108, !tbaa !42
  %101 = fadd double %98, %100, !dbg !112
  call void @llvm.dbg.value(metadata double %101, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 26, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %101, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 26, metadata !80, metadata !DIExpression()), !dbg !82
  %102 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 26, !dbg !108
  %103 = load double, double* %102, align 16, !dbg !108, !tbaa !42
  %104 = fadd double %101, %103, !dbg !112
  call void @llvm.dbg.value(metadata double %104, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 27, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %104, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 27, metadata !80, metadata !DIExpression()), !dbg !82
  %105 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 27, !dbg !108
  %106 = load double, double* %105, align 8, !dbg !108, !tbaa !42
  %107 = fadd double %104, %106, !dbg !112
  call void @llvm.dbg.value(metadata double %107, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 28, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %107, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 28, metadata !80, metadata !DIExpression()), !dbg !82
  %108 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 28, !dbg !108
  %109 = load double, double* %108, align 16, !dbg !108, !tbaa !42
  %110 = fadd double %107, %109, !dbg !112
  call void @llvm.dbg.value(metadata double %110, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 29, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %110, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 29, metadata !80, metadata !DIExpression()), !dbg !82
  %111 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @A, i64 0, i64 %22, i64 29, !dbg !108
  %112 = load double, double* %111, align 8, !dbg !108, !tbaa !42
  %113 = fadd double %110, %112, !dbg !112
  call void @llvm.dbg.value(metadata double %113, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 30, metadata !80, metadata !DIExpression()), !dbg !82
  %114 = add nuw nsw i64 %22, 1, !dbg !113
  call void @llvm.dbg.value(metadata double %113, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %114, metadata !79, metadata !DIExpression()), !dbg !82
  %115 = icmp eq i64 %114, 30, !dbg !114
  br i1 %115, label %116, label %21, !dbg !106, !llvm.loop !115

116:                                              ; preds = %21
  store double %113, double* @checksum, align 8, !dbg !117, !tbaa !42
  ret i32 0, !dbg !118
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lu.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 57600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 30)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_lu", scope: !3, file: !3, line: 12, type: !20, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !25, !26}
!23 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 14, type: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 14, type: !24)
!26 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 14, type: !24)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 15, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 15, column: 3)
!30 = !DILocation(line: 15, column: 17, scope: !31)
!31 = distinct !DILexicalBlock(scope: !29, file: !3, line: 15, column: 3)
!32 = distinct !{!32, !28, !33, !34}
!33 = !DILocation(line: 20, column: 5, scope: !29)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 16, column: 16, scope: !36)
!36 = distinct !DILexicalBlock(scope: !31, file: !3, line: 16, column: 5)
!37 = !DILocation(line: 16, column: 23, scope: !38)
!38 = distinct !DILexicalBlock(scope: !36, file: !3, line: 16, column: 5)
!39 = !DILocation(line: 16, column: 5, scope: !36)
!40 = !DILocation(line: 17, column: 17, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 16, column: 33)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 17, column: 27, scope: !41)
!47 = !DILocation(line: 17, column: 25, scope: !41)
!48 = !DILocation(line: 17, column: 15, scope: !41)
!49 = !DILocation(line: 19, column: 30, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 18, column: 7)
!51 = distinct !DILexicalBlock(scope: !41, file: !3, line: 18, column: 7)
!52 = !DILocation(line: 19, column: 9, scope: !50)
!53 = !DILocation(line: 19, column: 17, scope: !50)
!54 = !DILocation(line: 18, column: 7, scope: !51)
!55 = distinct !{!55, !54, !56, !34}
!56 = !DILocation(line: 19, column: 36, scope: !51)
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = !{!63}
!63 = distinct !{!63, !59}
!64 = !{!58, !61}
!65 = distinct !{!65, !54, !56, !34, !66}
!66 = !{!"llvm.loop.isvectorized", i32 1}
!67 = !DILocation(line: 19, column: 20, scope: !50)
!68 = !DILocation(line: 18, column: 31, scope: !50)
!69 = !DILocation(line: 18, column: 25, scope: !50)
!70 = distinct !{!70, !54, !56, !34, !66}
!71 = !DILocation(line: 16, column: 29, scope: !38)
!72 = distinct !{!72, !39, !73, !34}
!73 = !DILocation(line: 20, column: 5, scope: !36)
!74 = !DILocation(line: 21, column: 1, scope: !19)
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !76, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!24}
!78 = !{!79, !80, !81}
!79 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 25, type: !24)
!80 = !DILocalVariable(name: "j", scope: !75, file: !3, line: 25, type: !24)
!81 = !DILocalVariable(name: "s", scope: !75, file: !3, line: 26, type: !5)
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 28, column: 3, scope: !84)
!84 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 3)
!85 = !DILocation(line: 29, column: 5, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 29, column: 5)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 28, column: 3)
!88 = !DILocation(line: 30, column: 20, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 29, column: 5)
!90 = !DILocation(line: 30, column: 17, scope: !89)
!91 = !DILocation(line: 30, column: 58, scope: !89)
!92 = !DILocation(line: 30, column: 63, scope: !89)
!93 = !DILocation(line: 30, column: 46, scope: !89)
!94 = !DILocation(line: 30, column: 68, scope: !89)
!95 = !DILocation(line: 30, column: 7, scope: !89)
!96 = !DILocation(line: 30, column: 15, scope: !89)
!97 = !DILocation(line: 29, column: 25, scope: !89)
!98 = !DILocation(line: 29, column: 19, scope: !89)
!99 = distinct !{!99, !85, !100, !34}
!100 = !DILocation(line: 30, column: 70, scope: !86)
!101 = !DILocation(line: 28, column: 23, scope: !87)
!102 = !DILocation(line: 28, column: 17, scope: !87)
!103 = distinct !{!103, !83, !104, !34}
!104 = !DILocation(line: 30, column: 70, scope: !84)
!105 = !DILocation(line: 31, column: 3, scope: !75)
!106 = !DILocation(line: 32, column: 3, scope: !107)
!107 = distinct !DILexicalBlock(scope: !75, file: !3, line: 32, column: 3)
!108 = !DILocation(line: 34, column: 12, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 33, column: 5)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 33, column: 5)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 3)
!112 = !DILocation(line: 34, column: 9, scope: !109)
!113 = !DILocation(line: 32, column: 23, scope: !111)
!114 = !DILocation(line: 32, column: 17, scope: !111)
!115 = distinct !{!115, !106, !116, !34}
!116 = !DILocation(line: 34, column: 18, scope: !107)
!117 = !DILocation(line: 35, column: 12, scope: !75)
!118 = !DILocation(line: 36, column: 3, scope: !75)
