; ModuleID = 'gemvt.c'
source_filename = "gemvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [28 x [28 x double]] zeroinitializer, align 16, !dbg !0
@X = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !7
@Y = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemvt() local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !37

1:                                                ; preds = %0, %19
  %2 = phi i64 [ 0, %0 ], [ %21, %19 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !36
  br label %3, !dbg !39

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %17, %3 ]
  %5 = phi double [ 0.000000e+00, %1 ], [ %16, %3 ]
  call void @llvm.dbg.value(metadata double %5, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %4, metadata !29, metadata !DIExpression()), !dbg !36
  %6 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %4, i64 %2, !dbg !41
  %7 = load double, double* %6, align 8, !dbg !41, !tbaa !43
  %8 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %4, !dbg !47
  %9 = load double, double* %8, align 16, !dbg !47, !tbaa !43
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %9, double %5), !dbg !48
  call void @llvm.dbg.value(metadata double %10, metadata !32, metadata !DIExpression()), !dbg !38
  %11 = or i64 %4, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %11, metadata !29, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %10, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %11, metadata !29, metadata !DIExpression()), !dbg !36
  %12 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %11, i64 %2, !dbg !41
  %13 = load double, double* %12, align 8, !dbg !41, !tbaa !43
  %14 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %11, !dbg !47
  %15 = load double, double* %14, align 8, !dbg !47, !tbaa !43
  %16 = tail call double @llvm.fmuladd.f64(double %13, double %15, double %10), !dbg !48
  call void @llvm.dbg.value(metadata double %16, metadata !32, metadata !DIExpression()), !dbg !38
  %17 = add nuw nsw i64 %4, 2, !dbg !49
  call void @llvm.dbg.value(metadata i64 %17, metadata !29, metadata !DIExpression()), !dbg !36
  %18 = icmp eq i64 %17, 28, !dbg !50
  br i1 %18, label %19, label %3, !dbg !39, !llvm.loop !51

19:                                               ; preds = %3
  %20 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %2, !dbg !54
  store double %16, double* %20, align 8, !dbg !55, !tbaa !43
  %21 = add nuw nsw i64 %2, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %21, metadata !31, metadata !DIExpression()), !dbg !36
  %22 = icmp eq i64 %21, 28, !dbg !57
  br i1 %22, label %23, label %1, !dbg !37, !llvm.loop !58

23:                                               ; preds = %19
  ret void, !dbg !60
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !61 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !68
  br label %1, !dbg !69

1:                                                ; preds = %0, %32
  %2 = phi i64 [ 0, %0 ], [ %33, %32 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !65, metadata !DIExpression()), !dbg !68
  %3 = trunc i64 %2 to i32, !dbg !71
  %4 = sub i32 28, %3, !dbg !71
  %5 = sitofp i32 %4 to double, !dbg !71
  %6 = fdiv double %5, 2.800000e+01, !dbg !74
  %7 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %2, !dbg !75
  store double %6, double* %7, align 8, !dbg !76, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  %8 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !77
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !77
  br label %10, !dbg !77

10:                                               ; preds = %10, %1
  %11 = phi i64 [ 0, %1 ], [ %29, %10 ], !dbg !79
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %30, %10 ]
  %13 = add nuw nsw <2 x i64> %12, %9, !dbg !81
  %14 = trunc <2 x i64> %13 to <2 x i32>, !dbg !82
  %15 = urem <2 x i32> %14, <i32 3, i32 3>, !dbg !82
  %16 = add nsw <2 x i32> %15, <i32 -1, i32 -1>, !dbg !83
  %17 = sitofp <2 x i32> %16 to <2 x double>, !dbg !83
  %18 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %2, i64 %11, !dbg !79
  %19 = bitcast double* %18 to <2 x double>*, !dbg !84
  store <2 x double> %17, <2 x double>* %19, align 16, !dbg !84, !tbaa !43
  %20 = or i64 %11, 2, !dbg !79
  %21 = add <2 x i64> %12, <i64 2, i64 2>
  %22 = add nuw nsw <2 x i64> %21, %9, !dbg !81
  %23 = trunc <2 x i64> %22 to <2 x i32>, !dbg !82
  %24 = urem <2 x i32> %23, <i32 3, i32 3>, !dbg !82
  %25 = add nsw <2 x i32> %24, <i32 -1, i32 -1>, !dbg !83
  %26 = sitofp <2 x i32> %25 to <2 x double>, !dbg !83
  %27 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %2, i64 %20, !dbg !79
  %28 = bitcast double* %27 to <2 x double>*, !dbg !84
  store <2 x double> %26, <2 x double>* %28, align 16, !dbg !84, !tbaa !43
  %29 = add nuw nsw i64 %11, 4, !dbg !79
  %30 = add <2 x i64> %12, <i64 4, i64 4>
  %31 = icmp eq i64 %29, 28, !dbg !79
  br i1 %31, label %32, label %10, !dbg !79, !llvm.loop !85

32:                                               ; preds = %10
  %33 = add nuw nsw i64 %2, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %33, metadata !65, metadata !DIExpression()), !dbg !68
  %34 = icmp eq i64 %33, 28, !dbg !89
  br i1 %34, label %35, label %1, !dbg !69, !llvm.loop !90

35:                                               ; preds = %32
  tail call void @kernel_gemvt(), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !68
  %36 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0), align 16, !dbg !93, !tbaa !43
  %37 = fadd double %36, 0.000000e+00, !dbg !96
  call void @llvm.dbg.value(metadata double %37, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %37, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  %38 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 1), align 8, !dbg !93, !tbaa !43
  %39 = fadd double %37, %38, !dbg !96
  call void @llvm.dbg.value(metadata double %39, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %39, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  %40 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 2), align 16, !dbg !93, !tbaa !43
  %41 = fadd double %39, %40, !dbg !96
  call void @llvm.dbg.value(metadata double %41, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %41, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  %42 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 3), align 8, !dbg !93, !tbaa !43
  %43 = fadd double %41, %42, !dbg !96
  call void @llvm.dbg.value(metadata double %43, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %43, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  %44 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 4), align 16, !dbg !93, !tbaa !43
  %45 = fadd double %43, %44, !dbg !96
  call void @llvm.dbg.value(metadata double %45, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %45, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  %46 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 5), align 8, !dbg !93, !tbaa !43
  %47 = fadd double %45, %46, !dbg !96
  call void @llvm.dbg.value(metadata double %47, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %47, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  %48 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 6), align 16, !dbg !93, !tbaa !43
  %49 = fadd double %47, %48, !dbg !96
  call void @llvm.dbg.value(metadata double %49, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %49, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  %50 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 7), align 8, !dbg !93, !tbaa !43
  %51 = fadd double %49, %50, !dbg !96
  call void @llvm.dbg.value(metadata double %51, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %51, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  %52 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 8), align 16, !dbg !93, !tbaa !43
  %53 = fadd double %51, %52, !dbg !96
  call void @llvm.dbg.value(metadata double %53, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %53, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  %54 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 9), align 8, !dbg !93, !tbaa !43
  %55 = fadd double %53, %54, !dbg !96
  call void @llvm.dbg.value(metadata double %55, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %55, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  %56 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 10), align 16, !dbg !93, !tbaa !43
  %57 = fadd double %55, %56, !dbg !96
  call void @llvm.dbg.value(metadata double %57, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %57, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  %58 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 11), align 8, !dbg !93, !tbaa !43
  %59 = fadd double %57, %58, !dbg !96
  call void @llvm.dbg.value(metadata double %59, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %59, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  %60 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 12), align 16, !dbg !93, !tbaa !43
  %61 = fadd double %59, %60, !dbg !96
  call void @llvm.dbg.value(metadata double %61, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %61, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  %62 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 13), align 8, !dbg !93, !tbaa !43
  %63 = fadd double %61, %62, !dbg !96
  call void @llvm.dbg.value(metadata double %63, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %63, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  %64 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 14), align 16, !dbg !93, !tbaa !43
  %65 = fadd double %63, %64, !dbg !96
  call void @llvm.dbg.value(metadata double %65, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %65, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  %66 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 15), align 8, !dbg !93, !tbaa !43
  %67 = fadd double %65, %66, !dbg !96
  call void @llvm.dbg.value(metadata double %67, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 16, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %67, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 16, metadata !66, metadata !DIExpression()), !dbg !68
  %68 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 16), align 16, !dbg !93, !tbaa !43
  %69 = fadd double %67, %68, !dbg !96
  call void @llvm.dbg.value(metadata double %69, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 17, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %69, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 17, metadata !66, metadata !DIExpression()), !dbg !68
  %70 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 17), align 8, !dbg !93, !tbaa !43
  %71 = fadd double %69, %70, !dbg !96
  call void @llvm.dbg.value(metadata double %71, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 18, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %71, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 18, metadata !66, metadata !DIExpression()), !dbg !68
  %72 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 18), align 16, !dbg !93, !tbaa !43
  %73 = fadd double %71, %72, !dbg !96
  call void @llvm.dbg.value(metadata double %73, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 19, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %73, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 19, metadata !66, metadata !DIExpression()), !dbg !68
  %74 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 19), align 8, !dbg !93, !tbaa !43
  %75 = fadd double %73, %74, !dbg !96
  call void @llvm.dbg.value(metadata double %75, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 20, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %75, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 20, metadata !66, metadata !DIExpression()), !dbg !68
  %76 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 20), align 16, !dbg !93, !tbaa !43
  %77 = fadd double %75, %76, !dbg !96
  call void @llvm.dbg.value(metadata double %77, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 21, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %77, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 21, metadata !66, metadata !DIExpression()), !dbg !68
  %78 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 21), align 8, !dbg !93, !tbaa !43
  %79 = fadd double %77, %78, !dbg !96
  call void @llvm.dbg.value(metadata double %79, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 22, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %79, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 22, metadata !66, metadata !DIExpression()), !dbg !68
  %80 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 22), align 16, !dbg !93, !tbaa !43
  %81 = fadd double %79, %80, !dbg !96
  call void @llvm.dbg.value(metadata double %81, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 23, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %81, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 23, metadata !66, metadata !DIExpression()), !dbg !68
  %82 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 23), align 8, !dbg !93, !tbaa !43
  %83 = fadd double %81, %82, !dbg !96
  call void @llvm.dbg.value(metadata double %83, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 24, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %83, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 24, metadata !66, metadata !DIExpression()), !dbg !68
  %84 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 24), align 16, !dbg !93, !tbaa !43
  %85 = fadd double %83, %84, !dbg !96
  call void @llvm.dbg.value(metadata double %85, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 25, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %85, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 25, metadata !66, metadata !DIExpression()), !dbg !68
  %86 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 25), align 8, !dbg !93, !tbaa !43
  %87 = fadd double %85, %86, !dbg !96
  call void @llvm.dbg.value(metadata double %87, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 26, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %87, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 26, metadata !66, metadata !DIExpression()), !dbg !68
  %88 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 26), align 16, !dbg !93, !tbaa !43
  %89 = fadd double %87, %88, !dbg !96
  call void @llvm.dbg.value(metadata double %89, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 27, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %89, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 27, metadata !66, metadata !DIExpression()), !dbg !68
  %90 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 27), align 8, !dbg !93, !tbaa !43
  %91 = fadd double %89, %90, !dbg !96
  call void @llvm.dbg.value(metadata double %91, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 28, metadata !66, metadata !DIExpression()), !dbg !68
  store double %91, double* @checksum, align 8, !dbg !97, !tbaa !43
  ret i32 0, !dbg !98
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_gemvt", scope: !3, file: !3, line: 13, type: !26, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null}
!28 = !{!29, !31, !32}
!29 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 15, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 15, type: !30)
!32 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 17, type: !5)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 16, column: 27)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 3)
!35 = distinct !DILexicalBlock(scope: !25, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 0, scope: !25)
!37 = !DILocation(line: 16, column: 3, scope: !35)
!38 = !DILocation(line: 0, scope: !33)
!39 = !DILocation(line: 18, column: 5, scope: !40)
!40 = distinct !DILexicalBlock(scope: !33, file: !3, line: 18, column: 5)
!41 = !DILocation(line: 19, column: 12, scope: !42)
!42 = distinct !DILexicalBlock(scope: !40, file: !3, line: 18, column: 5)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 19, column: 22, scope: !42)
!48 = !DILocation(line: 19, column: 9, scope: !42)
!49 = !DILocation(line: 18, column: 25, scope: !42)
!50 = !DILocation(line: 18, column: 19, scope: !42)
!51 = distinct !{!51, !39, !52, !53}
!52 = !DILocation(line: 19, column: 25, scope: !40)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 20, column: 5, scope: !33)
!55 = !DILocation(line: 20, column: 10, scope: !33)
!56 = !DILocation(line: 16, column: 23, scope: !34)
!57 = !DILocation(line: 16, column: 17, scope: !34)
!58 = distinct !{!58, !37, !59, !53}
!59 = !DILocation(line: 21, column: 3, scope: !35)
!60 = !DILocation(line: 22, column: 1, scope: !25)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !62, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!30}
!64 = !{!65, !66, !67}
!65 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 26, type: !30)
!66 = !DILocalVariable(name: "j", scope: !61, file: !3, line: 26, type: !30)
!67 = !DILocalVariable(name: "s", scope: !61, file: !3, line: 27, type: !5)
!68 = !DILocation(line: 0, scope: !61)
!69 = !DILocation(line: 28, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !61, file: !3, line: 28, column: 3)
!71 = !DILocation(line: 29, column: 12, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 28, column: 27)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 3)
!74 = !DILocation(line: 29, column: 28, scope: !72)
!75 = !DILocation(line: 29, column: 5, scope: !72)
!76 = !DILocation(line: 29, column: 10, scope: !72)
!77 = !DILocation(line: 30, column: 5, scope: !78)
!78 = distinct !DILexicalBlock(scope: !72, file: !3, line: 30, column: 5)
!79 = !DILocation(line: 30, column: 25, scope: !80)
!80 = distinct !DILexicalBlock(scope: !78, file: !3, line: 30, column: 5)
!81 = !DILocation(line: 31, column: 29, scope: !80)
!82 = !DILocation(line: 31, column: 34, scope: !80)
!83 = !DILocation(line: 31, column: 39, scope: !80)
!84 = !DILocation(line: 31, column: 15, scope: !80)
!85 = distinct !{!85, !77, !86, !53, !87}
!86 = !DILocation(line: 31, column: 41, scope: !78)
!87 = !{!"llvm.loop.isvectorized", i32 1}
!88 = !DILocation(line: 28, column: 23, scope: !73)
!89 = !DILocation(line: 28, column: 17, scope: !73)
!90 = distinct !{!90, !69, !91, !53}
!91 = !DILocation(line: 32, column: 3, scope: !70)
!92 = !DILocation(line: 33, column: 3, scope: !61)
!93 = !DILocation(line: 35, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 34, column: 3)
!95 = distinct !DILexicalBlock(scope: !61, file: !3, line: 34, column: 3)
!96 = !DILocation(line: 35, column: 7, scope: !94)
!97 = !DILocation(line: 36, column: 12, scope: !61)
!98 = !DILocation(line: 37, column: 3, scope: !61)
