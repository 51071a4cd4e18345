; ModuleID = 'atax.c'
source_filename = "atax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Y = internal unnamed_addr global [30 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [24 x [30 x double]] zeroinitializer, align 16, !dbg !7
@X = internal unnamed_addr global [30 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_atax() local_unnamed_addr #0 !dbg !26 {
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(240) bitcast ([30 x double]* @Y to i8*), i8 0, i64 240, i1 false), !dbg !35, !tbaa !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !34
  %1 = load <2 x double>, <2 x double>* bitcast ([30 x double]* @Y to <2 x double>*), align 16, !tbaa !38
  %2 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 2) to <2 x double>*), align 16, !tbaa !38
  %3 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 4) to <2 x double>*), align 16, !tbaa !38
  %4 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 6) to <2 x double>*), align 16, !tbaa !38
  %5 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 8) to <2 x double>*), align 16, !tbaa !38
  %6 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 10) to <2 x double>*), align 16, !tbaa !38
  %7 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 12) to <2 x double>*), align 16, !tbaa !38
  %8 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 14) to <2 x double>*), align 16, !tbaa !38
  %9 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 16) to <2 x double>*), align 16, !tbaa !38
  %10 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 18) to <2 x double>*), align 16, !tbaa !38
  %11 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 20) to <2 x double>*), align 16, !tbaa !38
  %12 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 22) to <2 x double>*), align 16, !tbaa !38
  %13 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 24) to <2 x double>*), align 16, !tbaa !38
  %14 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 26) to <2 x double>*), align 16, !tbaa !38
  %15 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 28) to <2 x double>*), align 16, !tbaa !38
  br label %16, !dbg !42

16:                                               ; preds = %0, %33
  %17 = phi <2 x double> [ %15, %0 ], [ %95, %33 ]
  %18 = phi <2 x double> [ %14, %0 ], [ %91, %33 ]
  %19 = phi <2 x double> [ %13, %0 ], [ %87, %33 ]
  %20 = phi <2 x double> [ %12, %0 ], [ %83, %33 ]
  %21 = phi <2 x double> [ %11, %0 ], [ %79, %33 ]
  %22 = phi <2 x double> [ %10, %0 ], [ %75, %33 ]
  %23 = phi <2 x double> [ %9, %0 ], [ %71, %33 ]
  %24 = phi <2 x double> [ %8, %0 ], [ %67, %33 ]
  %25 = phi <2 x double> [ %7, %0 ], [ %63, %33 ]
  %26 = phi <2 x double> [ %6, %0 ], [ %59, %33 ]
  %27 = phi <2 x double> [ %5, %0 ], [ %55, %33 ]
  %28 = phi <2 x double> [ %4, %0 ], [ %51, %33 ]
  %29 = phi <2 x double> [ %3, %0 ], [ %47, %33 ]
  %30 = phi <2 x double> [ %2, %0 ], [ %43, %33 ]
  %31 = phi <2 x double> [ %1, %0 ], [ %39, %33 ]
  %32 = phi i64 [ 0, %0 ], [ %96, %33 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  br label %98, !dbg !44

33:                                               ; preds = %98
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  %34 = insertelement <2 x double> poison, double %117, i64 0, !dbg !48
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !48
  %36 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 0, !dbg !50
  %37 = bitcast double* %36 to <2 x double>*, !dbg !52
  %38 = load <2 x double>, <2 x double>* %37, align 16, !dbg !52, !tbaa !38
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> %35, <2 x double> %31), !dbg !53
  %40 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 2, !dbg !50
  %41 = bitcast double* %40 to <2 x double>*, !dbg !52
  %42 = load <2 x double>, <2 x double>* %41, align 16, !dbg !52, !tbaa !38
  %43 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %42, <2 x double> %35, <2 x double> %30), !dbg !53
  %44 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 4, !dbg !50
  %45 = bitcast double* %44 to <2 x double>*, !dbg !52
  %46 = load <2 x double>, <2 x double>* %45, align 16, !dbg !52, !tbaa !38
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %46, <2 x double> %35, <2 x double> %29), !dbg !53
  %48 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 6, !dbg !50
  %49 = bitcast double* %48 to <2 x double>*, !dbg !52
  %50 = load <2 x double>, <2 x double>* %49, align 16, !dbg !52, !tbaa !38
  %51 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %50, <2 x double> %35, <2 x double> %28), !dbg !53
  %52 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 8, !dbg !50
  %53 = bitcast double* %52 to <2 x double>*, !dbg !52
  %54 = load <2 x double>, <2 x double>* %53, align 16, !dbg !52, !tbaa !38
  %55 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %54, <2 x double> %35, <2 x double> %27), !dbg !53
  %56 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 10, !dbg !50
  %57 = bitcast double* %56 to <2 x double>*, !dbg !52
  %58 = load <2 x double>, <2 x double>* %57, align 16, !dbg !52, !tbaa !38
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %35, <2 x double> %26), !dbg !53
  %60 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 12, !dbg !50
  %61 = bitcast double* %60 to <2 x double>*, !dbg !52
  %62 = load <2 x double>, <2 x double>* %61, align 16, !dbg !52, !tbaa !38
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %35, <2 x double> %25), !dbg !53
  %64 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 14, !dbg !50
  %65 = bitcast double* %64 to <2 x double>*, !dbg !52
  %66 = load <2 x double>, <2 x double>* %65, align 16, !dbg !52, !tbaa !38
  %67 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %35, <2 x double> %24), !dbg !53
  %68 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 16, !dbg !50
  %69 = bitcast double* %68 to <2 x double>*, !dbg !52
  %70 = load <2 x double>, <2 x double>* %69, align 16, !dbg !52, !tbaa !38
  %71 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %35, <2 x double> %23), !dbg !53
  %72 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 18, !dbg !50
  %73 = bitcast double* %72 to <2 x double>*, !dbg !52
  %74 = load <2 x double>, <2 x double>* %73, align 16, !dbg !52, !tbaa !38
  %75 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> %35, <2 x double> %22), !dbg !53
  %76 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 20, !dbg !50
  %77 = bitcast double* %76 to <2 x double>*, !dbg !52
  %78 = load <2 x double>, <2 x double>* %77, align 16, !dbg !52, !tbaa !38
  %79 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> %35, <2 x double> %21), !dbg !53
  %80 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 22, !dbg !50
  %81 = bitcast double* %80 to <2 x double>*, !dbg !52
  %82 = load <2 x double>, <2 x double>* %81, align 16, !dbg !52, !tbaa !38
  %83 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> %35, <2 x double> %20), !dbg !53
  %84 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 24, !dbg !50
  %85 = bitcast double* %84 to <2 x double>*, !dbg !52
  %86 = load <2 x double>, <2 x double>* %85, align 16, !dbg !52, !tbaa !38
  %87 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %35, <2 x double> %19), !dbg !53
  %88 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 26, !dbg !50
  %89 = bitcast double* %88 to <2 x double>*, !dbg !52
  %90 = load <2 x double>, <2 x double>* %89, align 16, !dbg !52, !tbaa !38
  %91 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> %35, <2 x double> %18), !dbg !53
  %92 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 28, !dbg !50
  %93 = bitcast double* %92 to <2 x double>*, !dbg !52
  %94 = load <2 x double>, <2 x double>* %93, align 16, !dbg !52, !tbaa !38
  %95 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %94, <2 x double> %35, <2 x double> %17), !dbg !53
  %96 = add nuw nsw i64 %32, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %96, metadata !30, metadata !DIExpression()), !dbg !34
  %97 = icmp eq i64 %96, 24, !dbg !55
  br i1 %97, label %120, label %16, !dbg !42, !llvm.loop !56

98:                                               ; preds = %98, %16
  %99 = phi i64 [ 0, %16 ], [ %118, %98 ]
  %100 = phi double [ 0.000000e+00, %16 ], [ %117, %98 ]
  call void @llvm.dbg.value(metadata double %100, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %99, metadata !32, metadata !DIExpression()), !dbg !34
  %101 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 %99, !dbg !59
  %102 = load double, double* %101, align 8, !dbg !59, !tbaa !38
  %103 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %99, !dbg !61
  %104 = load double, double* %103, align 8, !dbg !61, !tbaa !38
  %105 = tail call double @llvm.fmuladd.f64(double %102, double %104, double %100), !dbg !62
  call void @llvm.dbg.value(metadata double %105, metadata !33, metadata !DIExpression()), !dbg !34
  %106 = add nuw nsw i64 %99, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %106, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %105, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %106, metadata !32, metadata !DIExpression()), !dbg !34
  %107 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 %106, !dbg !59
  %108 = load double, double* %107, align 8, !dbg !59, !tbaa !38
  %109 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %106, !dbg !61
  %110 = load double, double* %109, align 8, !dbg !61, !tbaa !38
  %111 = tail call double @llvm.fmuladd.f64(double %108, double %110, double %105), !dbg !62
  call void @llvm.dbg.value(metadata double %111, metadata !33, metadata !DIExpression()), !dbg !34
  %112 = add nuw nsw i64 %99, 2, !dbg !63
  call void @llvm.dbg.value(metadata i64 %112, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %111, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %112, metadata !32, metadata !DIExpression()), !dbg !34
  %113 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %32, i64 %112, !dbg !59
  %114 = load double, double* %113, align 8, !dbg !59, !tbaa !38
  %115 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %112, !dbg !61
  %116 = load double, double* %115, align 8, !dbg !61, !tbaa !38
  %117 = tail call double @llvm.fmuladd.f64(double %114, double %116, double %111), !dbg !62
  call void @llvm.dbg.value(metadata double %117, metadata !33, metadata !DIExpression()), !dbg !34
  %118 = add nuw nsw i64 %99, 3, !dbg !63
  call void @llvm.dbg.value(metadata i64 %118, metadata !32, metadata !DIExpression()), !dbg !34
  %119 = icmp eq i64 %118, 30, !dbg !64
  br i1 %119, label %33, label %98, !dbg !44, !llvm.loop !65

120:                                              ; preds = %33
  store <2 x double> %39, <2 x double>* bitcast ([30 x double]* @Y to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %43, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 2) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %47, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 4) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %51, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 6) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %55, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 8) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %59, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 10) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %63, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 12) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %67, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 14) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %71, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 16) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %75, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 18) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %79, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 20) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %83, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 22) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %87, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 24) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %91, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 26) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %95, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 28) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !68 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  br label %1, !dbg !76

1:                                                ; preds = %12, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %12 ], !dbg !78
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %20, %12 ]
  %4 = trunc <2 x i64> %3 to <2 x i32>, !dbg !80
  %5 = add <2 x i32> %4, <i32 1, i32 1>, !dbg !80
  %6 = sitofp <2 x i32> %5 to <2 x double>, !dbg !80
  %7 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %6, !dbg !81
  %8 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %2, !dbg !78
  %9 = bitcast double* %8 to <2 x double>*, !dbg !82
  store <2 x double> %7, <2 x double>* %9, align 16, !dbg !82, !tbaa !38
  %10 = or i64 %2, 2, !dbg !78
  %11 = icmp eq i64 %10, 30, !dbg !78
  br i1 %11, label %21, label %12, !dbg !78, !llvm.loop !83

12:                                               ; preds = %1
  %13 = trunc <2 x i64> %3 to <2 x i32>, !dbg !80
  %14 = add <2 x i32> %13, <i32 3, i32 3>, !dbg !80
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !80
  %16 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %15, !dbg !81
  %17 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %10, !dbg !78
  %18 = bitcast double* %17 to <2 x double>*, !dbg !82
  store <2 x double> %16, <2 x double>* %18, align 16, !dbg !82, !tbaa !38
  %19 = add nuw nsw i64 %2, 4, !dbg !78
  %20 = add <2 x i64> %3, <i64 4, i64 4>
  br label %1

21:                                               ; preds = %1, %39
  %22 = phi i64 [ %40, %39 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  %23 = mul nuw nsw i64 %22, 3
  %24 = insertelement <2 x i64> poison, i64 %23, i64 0, !dbg !86
  %25 = shufflevector <2 x i64> %24, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !86
  br label %26, !dbg !86

26:                                               ; preds = %26, %21
  %27 = phi i64 [ 0, %21 ], [ %36, %26 ], !dbg !90
  %28 = phi <2 x i64> [ <i64 0, i64 1>, %21 ], [ %37, %26 ]
  %29 = add nuw nsw <2 x i64> %28, %25, !dbg !92
  %30 = trunc <2 x i64> %29 to <2 x i32>, !dbg !93
  %31 = urem <2 x i32> %30, <i32 17, i32 17>, !dbg !93
  %32 = sitofp <2 x i32> %31 to <2 x double>, !dbg !94
  %33 = fdiv <2 x double> %32, <double 1.700000e+01, double 1.700000e+01>, !dbg !95
  %34 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %22, i64 %27, !dbg !90
  %35 = bitcast double* %34 to <2 x double>*, !dbg !96
  store <2 x double> %33, <2 x double>* %35, align 16, !dbg !96, !tbaa !38
  %36 = add nuw i64 %27, 2, !dbg !90
  %37 = add <2 x i64> %28, <i64 2, i64 2>
  %38 = icmp eq i64 %36, 30, !dbg !90
  br i1 %38, label %39, label %26, !dbg !90, !llvm.loop !97

39:                                               ; preds = %26
  %40 = add nuw nsw i64 %22, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %40, metadata !72, metadata !DIExpression()), !dbg !75
  %41 = icmp eq i64 %40, 24, !dbg !100
  br i1 %41, label %42, label %21, !dbg !101, !llvm.loop !102

42:                                               ; preds = %39
  tail call void @kernel_atax(), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 0, metadata !73, metadata !DIExpression()), !dbg !75
  %43 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 0), align 16, !dbg !105, !tbaa !38
  %44 = fadd double %43, 0.000000e+00, !dbg !108
  call void @llvm.dbg.value(metadata double %44, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 1, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %44, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 1, metadata !73, metadata !DIExpression()), !dbg !75
  %45 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 1), align 8, !dbg !105, !tbaa !38
  %46 = fadd double %44, %45, !dbg !108
  call void @llvm.dbg.value(metadata double %46, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 2, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %46, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 2, metadata !73, metadata !DIExpression()), !dbg !75
  %47 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 2), align 16, !dbg !105, !tbaa !38
  %48 = fadd double %46, %47, !dbg !108
  call void @llvm.dbg.value(metadata double %48, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 3, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %48, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 3, metadata !73, metadata !DIExpression()), !dbg !75
  %49 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 3), align 8, !dbg !105, !tbaa !38
  %50 = fadd double %48, %49, !dbg !108
  call void @llvm.dbg.value(metadata double %50, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 4, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %50, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 4, metadata !73, metadata !DIExpression()), !dbg !75
  %51 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 4), align 16, !dbg !105, !tbaa !38
  %52 = fadd double %50, %51, !dbg !108
  call void @llvm.dbg.value(metadata double %52, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 5, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %52, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 5, metadata !73, metadata !DIExpression()), !dbg !75
  %53 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 5), align 8, !dbg !105, !tbaa !38
  %54 = fadd double %52, %53, !dbg !108
  call void @llvm.dbg.value(metadata double %54, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 6, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %54, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 6, metadata !73, metadata !DIExpression()), !dbg !75
  %55 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 6), align 16, !dbg !105, !tbaa !38
  %56 = fadd double %54, %55, !dbg !108
  call void @llvm.dbg.value(metadata double %56, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 7, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %56, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 7, metadata !73, metadata !DIExpression()), !dbg !75
  %57 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 7), align 8, !dbg !105, !tbaa !38
  %58 = fadd double %56, %57, !dbg !108
  call void @llvm.dbg.value(metadata double %58, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 8, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %58, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 8, metadata !73, metadata !DIExpression()), !dbg !75
  %59 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 8), align 16, !dbg !105, !tbaa !38
  %60 = fadd double %58, %59, !dbg !108
  call void @llvm.dbg.value(metadata double %60, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 9, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %60, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 9, metadata !73, metadata !DIExpression()), !dbg !75
  %61 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 9), align 8, !dbg !105, !tbaa !38
  %62 = fadd double %60, %61, !dbg !108
  call void @llvm.dbg.value(metadata double %62, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 10, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %62, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 10, metadata !73, metadata !DIExpression()), !dbg !75
  %63 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 10), align 16, !dbg !105, !tbaa !38
  %64 = fadd double %62, %63, !dbg !108
  call void @llvm.dbg.value(metadata double %64, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 11, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %64, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 11, metadata !73, metadata !DIExpression()), !dbg !75
  %65 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 11), align 8, !dbg !105, !tbaa !38
  %66 = fadd double %64, %65, !dbg !108
  call void @llvm.dbg.value(metadata double %66, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 12, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %66, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 12, metadata !73, metadata !DIExpression()), !dbg !75
  %67 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 12), align 16, !dbg !105, !tbaa !38
  %68 = fadd double %66, %67, !dbg !108
  call void @llvm.dbg.value(metadata double %68, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 13, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %68, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 13, metadata !73, metadata !DIExpression()), !dbg !75
  %69 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 13), align 8, !dbg !105, !tbaa !38
  %70 = fadd double %68, %69, !dbg !108
  call void @llvm.dbg.value(metadata double %70, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 14, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %70, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 14, metadata !73, metadata !DIExpression()), !dbg !75
  %71 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 14), align 16, !dbg !105, !tbaa !38
  %72 = fadd double %70, %71, !dbg !108
  call void @llvm.dbg.value(metadata double %72, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 15, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %72, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 15, metadata !73, metadata !DIExpression()), !dbg !75
  %73 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 15), align 8, !dbg !105, !tbaa !38
  %74 = fadd double %72, %73, !dbg !108
  call void @llvm.dbg.value(metadata double %74, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 16, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %74, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 16, metadata !73, metadata !DIExpression()), !dbg !75
  %75 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 16), align 16, !dbg !105, !tbaa !38
  %76 = fadd double %74, %75, !dbg !108
  call void @llvm.dbg.value(metadata double %76, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 17, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %76, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 17, metadata !73, metadata !DIExpression()), !dbg !75
  %77 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 17), align 8, !dbg !105, !tbaa !38
  %78 = fadd double %76, %77, !dbg !108
  call void @llvm.dbg.value(metadata double %78, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 18, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %78, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 18, metadata !73, metadata !DIExpression()), !dbg !75
  %79 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 18), align 16, !dbg !105, !tbaa !38
  %80 = fadd double %78, %79, !dbg !108
  call void @llvm.dbg.value(metadata double %80, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 19, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %80, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 19, metadata !73, metadata !DIExpression()), !dbg !75
  %81 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 19), align 8, !dbg !105, !tbaa !38
  %82 = fadd double %80, %81, !dbg !108
  call void @llvm.dbg.value(metadata double %82, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 20, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %82, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 20, metadata !73, metadata !DIExpression()), !dbg !75
  %83 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 20), align 16, !dbg !105, !tbaa !38
  %84 = fadd double %82, %83, !dbg !108
  call void @llvm.dbg.value(metadata double %84, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 21, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %84, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 21, metadata !73, metadata !DIExpression()), !dbg !75
  %85 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 21), align 8, !dbg !105, !tbaa !38
  %86 = fadd double %84, %85, !dbg !108
  call void @llvm.dbg.value(metadata double %86, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 22, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %86, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 22, metadata !73, metadata !DIExpression()), !dbg !75
  %87 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 22), align 16, !dbg !105, !tbaa !38
  %88 = fadd double %86, %87, !dbg !108
  call void @llvm.dbg.value(metadata double %88, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 23, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %88, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 23, metadata !73, metadata !DIExpression()), !dbg !75
  %89 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 23), align 8, !dbg !105, !tbaa !38
  %90 = fadd double %88, %89, !dbg !108
  call void @llvm.dbg.value(metadata double %90, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 24, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %90, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 24, metadata !73, metadata !DIExpression()), !dbg !75
  %91 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 24), align 16, !dbg !105, !tbaa !38
  %92 = fadd double %90, %91, !dbg !108
  call void @llvm.dbg.value(metadata double %92, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 25, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %92, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 25, metadata !73, metadata !DIExpression()), !dbg !75
  %93 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 25), align 8, !dbg !105, !tbaa !38
  %94 = fadd double %92, %93, !dbg !108
  call void @llvm.dbg.value(metadata double %94, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 26, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %94, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 26, metadata !73, metadata !DIExpression()), !dbg !75
  %95 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 26), align 16, !dbg !105, !tbaa !38
  %96 = fadd double %94, %95, !dbg !108
  call void @llvm.dbg.value(metadata double %96, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 27, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %96, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 27, metadata !73, metadata !DIExpression()), !dbg !75
  %97 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 27), align 8, !dbg !105, !tbaa !38
  %98 = fadd double %96, %97, !dbg !108
  call void @llvm.dbg.value(metadata double %98, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 28, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %98, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 28, metadata !73, metadata !DIExpression()), !dbg !75
  %99 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 28), align 16, !dbg !105, !tbaa !38
  %100 = fadd double %98, %99, !dbg !108
  call void @llvm.dbg.value(metadata double %100, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 29, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %100, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 29, metadata !73, metadata !DIExpression()), !dbg !75
  %101 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 29), align 8, !dbg !105, !tbaa !38
  %102 = fadd double %100, %101, !dbg !108
  call void @llvm.dbg.value(metadata double %102, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 30, metadata !73, metadata !DIExpression()), !dbg !75
  store double %102, double* @checksum, align 8, !dbg !109, !tbaa !38
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atax.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !13, !0, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 46080, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 24)
!12 = !DISubrange(count: 30)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1920, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_atax", scope: !3, file: !3, line: 16, type: !27, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !{!30, !32, !33}
!30 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 18, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "tmp", scope: !26, file: !3, line: 19, type: !5)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 21, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 3)
!37 = distinct !DILexicalBlock(scope: !26, file: !3, line: 20, column: 3)
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 22, column: 3, scope: !43)
!43 = distinct !DILexicalBlock(scope: !26, file: !3, line: 22, column: 3)
!44 = !DILocation(line: 24, column: 5, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 24, column: 5)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 27)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 22, column: 3)
!48 = !DILocation(line: 26, column: 5, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 26, column: 5)
!50 = !DILocation(line: 26, column: 25, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 26, column: 5)
!52 = !DILocation(line: 27, column: 15, scope: !51)
!53 = !DILocation(line: 27, column: 12, scope: !51)
!54 = !DILocation(line: 22, column: 23, scope: !47)
!55 = !DILocation(line: 22, column: 17, scope: !47)
!56 = distinct !{!56, !42, !57, !58}
!57 = !DILocation(line: 28, column: 3, scope: !43)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 25, column: 14, scope: !60)
!60 = distinct !DILexicalBlock(scope: !45, file: !3, line: 24, column: 5)
!61 = !DILocation(line: 25, column: 24, scope: !60)
!62 = !DILocation(line: 25, column: 11, scope: !60)
!63 = !DILocation(line: 24, column: 25, scope: !60)
!64 = !DILocation(line: 24, column: 19, scope: !60)
!65 = distinct !{!65, !44, !66, !58}
!66 = !DILocation(line: 25, column: 27, scope: !45)
!67 = !DILocation(line: 29, column: 1, scope: !26)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !69, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!31}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 33, type: !31)
!73 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 33, type: !31)
!74 = !DILocalVariable(name: "s", scope: !68, file: !3, line: 34, type: !5)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 35, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !68, file: !3, line: 35, column: 3)
!78 = !DILocation(line: 36, column: 29, scope: !79)
!79 = distinct !DILexicalBlock(scope: !77, file: !3, line: 35, column: 3)
!80 = !DILocation(line: 36, column: 18, scope: !79)
!81 = !DILocation(line: 36, column: 16, scope: !79)
!82 = !DILocation(line: 36, column: 10, scope: !79)
!83 = distinct !{!83, !76, !84, !58, !85}
!84 = !DILocation(line: 36, column: 32, scope: !77)
!85 = !{!"llvm.loop.isvectorized", i32 1}
!86 = !DILocation(line: 38, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 38, column: 5)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 37, column: 3)
!89 = distinct !DILexicalBlock(scope: !68, file: !3, line: 37, column: 3)
!90 = !DILocation(line: 38, column: 25, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 38, column: 5)
!92 = !DILocation(line: 39, column: 33, scope: !91)
!93 = !DILocation(line: 39, column: 38, scope: !91)
!94 = !DILocation(line: 39, column: 17, scope: !91)
!95 = !DILocation(line: 39, column: 44, scope: !91)
!96 = !DILocation(line: 39, column: 15, scope: !91)
!97 = distinct !{!97, !86, !98, !58, !85}
!98 = !DILocation(line: 39, column: 46, scope: !87)
!99 = !DILocation(line: 37, column: 23, scope: !88)
!100 = !DILocation(line: 37, column: 17, scope: !88)
!101 = !DILocation(line: 37, column: 3, scope: !89)
!102 = distinct !{!102, !101, !103, !58}
!103 = !DILocation(line: 39, column: 46, scope: !89)
!104 = !DILocation(line: 40, column: 3, scope: !68)
!105 = !DILocation(line: 42, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 41, column: 3)
!107 = distinct !DILexicalBlock(scope: !68, file: !3, line: 41, column: 3)
!108 = !DILocation(line: 42, column: 7, scope: !106)
!109 = !DILocation(line: 43, column: 12, scope: !68)
!110 = !DILocation(line: 44, column: 3, scope: !68)
