; ModuleID = 'syr2.c'
source_filename = "syr2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !0
@Y = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !12
@A = internal unnamed_addr global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_syr2(double noundef %0) local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata double %0, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !33
  %2 = insertelement <2 x double> poison, double %0, i64 0
  %3 = shufflevector <2 x double> %2, <2 x double> poison, <2 x i32> zeroinitializer
  br label %4, !dbg !34

4:                                                ; preds = %1, %93
  %5 = phi i64 [ 0, %1 ], [ %94, %93 ]
  %6 = phi i64 [ 1, %1 ], [ %95, %93 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !30, metadata !DIExpression()), !dbg !33
  %7 = add nsw i64 %5, -1
  %8 = lshr i64 %7, 1
  %9 = add nuw i64 %8, 1
  %10 = add nuw i64 %5, 1
  %11 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %5
  %12 = load double, double* %11, align 8, !tbaa !36
  %13 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %5
  %14 = load double, double* %13, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  %15 = icmp eq i64 %5, 0, !dbg !40
  br i1 %15, label %78, label %16, !dbg !40

16:                                               ; preds = %4
  %17 = and i64 %10, -2, !dbg !40
  %18 = insertelement <2 x double> poison, double %14, i64 0, !dbg !40
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !40
  %20 = insertelement <2 x double> poison, double %12, i64 0, !dbg !40
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !40
  %22 = and i64 %9, 1, !dbg !40
  %23 = icmp ult i64 %7, 2, !dbg !40
  br i1 %23, label %59, label %24, !dbg !40

24:                                               ; preds = %16
  %25 = and i64 %9, -2, !dbg !40
  br label %26, !dbg !40

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %56, %26 ], !dbg !43
  %28 = phi i64 [ 0, %24 ], [ %57, %26 ]
  %29 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %27, !dbg !43
  %30 = bitcast double* %29 to <2 x double>*, !dbg !45
  %31 = load <2 x double>, <2 x double>* %30, align 16, !dbg !45, !tbaa !36
  %32 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %27, !dbg !43
  %33 = bitcast double* %32 to <2 x double>*, !dbg !46
  %34 = load <2 x double>, <2 x double>* %33, align 16, !dbg !46, !tbaa !36
  %35 = fmul <2 x double> %19, %34, !dbg !47
  %36 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %31, <2 x double> %35), !dbg !48
  %37 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %5, i64 %27, !dbg !43
  %38 = bitcast double* %37 to <2 x double>*, !dbg !49
  %39 = load <2 x double>, <2 x double>* %38, align 16, !dbg !49, !tbaa !36
  %40 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %3, <2 x double> %36, <2 x double> %39), !dbg !49
  %41 = bitcast double* %37 to <2 x double>*, !dbg !49
  store <2 x double> %40, <2 x double>* %41, align 16, !dbg !49, !tbaa !36
  %42 = or i64 %27, 2, !dbg !43
  %43 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %42, !dbg !43
  %44 = bitcast double* %43 to <2 x double>*, !dbg !45
  %45 = load <2 x double>, <2 x double>* %44, align 16, !dbg !45, !tbaa !36
  %46 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %42, !dbg !43
  %47 = bitcast double* %46 to <2 x double>*, !dbg !46
  %48 = load <2 x double>, <2 x double>* %47, align 16, !dbg !46, !tbaa !36
  %49 = fmul <2 x double> %19, %48, !dbg !47
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %45, <2 x double> %49), !dbg !48
  %51 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %5, i64 %42, !dbg !43
  %52 = bitcast double* %51 to <2 x double>*, !dbg !49
  %53 = load <2 x double>, <2 x double>* %52, align 16, !dbg !49, !tbaa !36
  %54 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %3, <2 x double> %50, <2 x double> %53), !dbg !49
  %55 = bitcast double* %51 to <2 x double>*, !dbg !49
  store <2 x double> %54, <2 x double>* %55, align 16, !dbg !49, !tbaa !36
  %56 = add nuw i64 %27, 4, !dbg !43
  %57 = add nuw i64 %28, 2, !dbg !43
  %58 = icmp eq i64 %57, %25, !dbg !43
  br i1 %58, label %59, label %26, !dbg !43, !llvm.loop !50

59:                                               ; preds = %26, %16
  %60 = phi i64 [ 0, %16 ], [ %56, %26 ]
  %61 = icmp eq i64 %22, 0, !dbg !43
  br i1 %61, label %76, label %62, !dbg !43

62:                                               ; preds = %59
  %63 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %60, !dbg !43
  %64 = bitcast double* %63 to <2 x double>*, !dbg !45
  %65 = load <2 x double>, <2 x double>* %64, align 16, !dbg !45, !tbaa !36
  %66 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %60, !dbg !43
  %67 = bitcast double* %66 to <2 x double>*, !dbg !46
  %68 = load <2 x double>, <2 x double>* %67, align 16, !dbg !46, !tbaa !36
  %69 = fmul <2 x double> %19, %68, !dbg !47
  %70 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %65, <2 x double> %69), !dbg !48
  %71 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %5, i64 %60, !dbg !43
  %72 = bitcast double* %71 to <2 x double>*, !dbg !49
  %73 = load <2 x double>, <2 x double>* %72, align 16, !dbg !49, !tbaa !36
  %74 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %3, <2 x double> %70, <2 x double> %73), !dbg !49
  %75 = bitcast double* %71 to <2 x double>*, !dbg !49
  store <2 x double> %74, <2 x double>* %75, align 16, !dbg !49, !tbaa !36
  br label %76, !dbg !40

76:                                               ; preds = %59, %62
  %77 = icmp eq i64 %10, %17, !dbg !40
  br i1 %77, label %93, label %78, !dbg !40

78:                                               ; preds = %4, %76
  %79 = phi i64 [ 0, %4 ], [ %17, %76 ]
  br label %80, !dbg !40

80:                                               ; preds = %78, %80
  %81 = phi i64 [ %91, %80 ], [ %79, %78 ]
  call void @llvm.dbg.value(metadata i64 %81, metadata !32, metadata !DIExpression()), !dbg !33
  %82 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %81, !dbg !45
  %83 = load double, double* %82, align 8, !dbg !45, !tbaa !36
  %84 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %81, !dbg !46
  %85 = load double, double* %84, align 8, !dbg !46, !tbaa !36
  %86 = fmul double %14, %85, !dbg !47
  %87 = tail call double @llvm.fmuladd.f64(double %12, double %83, double %86), !dbg !48
  %88 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %5, i64 %81, !dbg !54
  %89 = load double, double* %88, align 8, !dbg !49, !tbaa !36
  %90 = tail call double @llvm.fmuladd.f64(double %0, double %87, double %89), !dbg !49
  store double %90, double* %88, align 8, !dbg !49, !tbaa !36
  %91 = add nuw nsw i64 %81, 1, !dbg !43
  call void @llvm.dbg.value(metadata i64 %91, metadata !32, metadata !DIExpression()), !dbg !33
  %92 = icmp eq i64 %91, %6, !dbg !55
  br i1 %92, label %93, label %80, !dbg !40, !llvm.loop !56

93:                                               ; preds = %80, %76
  %94 = add nuw nsw i64 %5, 1, !dbg !58
  call void @llvm.dbg.value(metadata i64 %94, metadata !30, metadata !DIExpression()), !dbg !33
  %95 = add nuw nsw i64 %6, 1, !dbg !34
  %96 = icmp eq i64 %94, 96, !dbg !59
  br i1 %96, label %97, label %4, !dbg !34, !llvm.loop !60

97:                                               ; preds = %93
  ret void, !dbg !62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !63 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !70
  br label %1, !dbg !71

1:                                                ; preds = %0, %37
  %2 = phi i64 [ 0, %0 ], [ %13, %37 ]
  %3 = trunc i64 %2 to i32
  call void @llvm.dbg.value(metadata i64 %2, metadata !67, metadata !DIExpression()), !dbg !70
  %4 = and i32 %3, 7, !dbg !73
  %5 = sitofp i32 %4 to double, !dbg !76
  %6 = fmul double %5, 1.250000e-01, !dbg !77
  %7 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %2, !dbg !78
  store double %6, double* %7, align 8, !dbg !79, !tbaa !36
  %8 = trunc i64 %2 to i8, !dbg !80
  %9 = urem i8 %8, 5, !dbg !80
  %10 = uitofp i8 %9 to double, !dbg !81
  %11 = fdiv double %10, 5.000000e+00, !dbg !82
  %12 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %2, !dbg !83
  store double %11, double* %12, align 8, !dbg !84, !tbaa !36
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !70
  %13 = add nuw nsw i64 %2, 1, !dbg !85
  br label %14, !dbg !86

14:                                               ; preds = %32, %1
  %15 = phi i64 [ 0, %1 ], [ %35, %32 ]
  call void @llvm.dbg.value(metadata i64 %15, metadata !68, metadata !DIExpression()), !dbg !70
  %16 = icmp eq i64 %2, %15, !dbg !88
  br i1 %16, label %22, label %17, !dbg !90

17:                                               ; preds = %14
  %18 = add nuw nsw i64 %13, %15, !dbg !91
  %19 = trunc i64 %18 to i32, !dbg !92
  %20 = sitofp i32 %19 to double, !dbg !92
  %21 = fdiv double 5.000000e-01, %20, !dbg !93
  br label %22, !dbg !90

22:                                               ; preds = %14, %17
  %23 = phi double [ %21, %17 ], [ 2.000000e+00, %14 ], !dbg !90
  %24 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %15, !dbg !94
  store double %23, double* %24, align 16, !dbg !95, !tbaa !36
  %25 = or i64 %15, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %25, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %25, metadata !68, metadata !DIExpression()), !dbg !70
  %26 = icmp eq i64 %2, %25, !dbg !88
  br i1 %26, label %32, label %27, !dbg !90

27:                                               ; preds = %22
  %28 = add nuw nsw i64 %13, %25, !dbg !91
  %29 = trunc i64 %28 to i32, !dbg !92
  %30 = sitofp i32 %29 to double, !dbg !92
  %31 = fdiv double 5.000000e-01, %30, !dbg !93
  br label %32, !dbg !90

32:                                               ; preds = %27, %22
  %33 = phi double [ %31, %27 ], [ 2.000000e+00, %22 ], !dbg !90
  %34 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %25, !dbg !94
  store double %33, double* %34, align 8, !dbg !95, !tbaa !36
  %35 = add nuw nsw i64 %15, 2, !dbg !96
  call void @llvm.dbg.value(metadata i64 %35, metadata !68, metadata !DIExpression()), !dbg !70
  %36 = icmp eq i64 %35, 96, !dbg !97
  br i1 %36, label %37, label %14, !dbg !86, !llvm.loop !98

37:                                               ; preds = %32
  call void @llvm.dbg.value(metadata i64 %13, metadata !67, metadata !DIExpression()), !dbg !70
  %38 = icmp eq i64 %13, 96, !dbg !100
  br i1 %38, label %39, label %1, !dbg !71, !llvm.loop !101

39:                                               ; preds = %37
  tail call void @kernel_syr2(double noundef 5.000000e-01), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !69, metadata !DIExpression()), !dbg !70
  br label %40, !dbg !104

40:                                               ; preds = %39, %85
  %41 = phi i64 [ 0, %39 ], [ %87, %85 ]
  %42 = phi i64 [ 1, %39 ], [ %88, %85 ]
  %43 = phi double [ 0.000000e+00, %39 ], [ %86, %85 ]
  call void @llvm.dbg.value(metadata double %43, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %41, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %43, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !70
  %44 = and i64 %42, 3, !dbg !106
  %45 = icmp ult i64 %41, 3, !dbg !106
  br i1 %45, label %70, label %46, !dbg !106

46:                                               ; preds = %40
  %47 = and i64 %42, 9223372036854775804, !dbg !106
  br label %48, !dbg !106

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %67, %48 ]
  %50 = phi double [ %43, %46 ], [ %66, %48 ]
  %51 = phi i64 [ 0, %46 ], [ %68, %48 ]
  call void @llvm.dbg.value(metadata double %50, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %49, metadata !68, metadata !DIExpression()), !dbg !70
  %52 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %41, i64 %49, !dbg !109
  %53 = load double, double* %52, align 16, !dbg !109, !tbaa !36
  %54 = fadd double %50, %53, !dbg !111
  call void @llvm.dbg.value(metadata double %54, metadata !69, metadata !DIExpression()), !dbg !70
  %55 = or i64 %49, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %55, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %54, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %55, metadata !68, metadata !DIExpression()), !dbg !70
  %56 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %41, i64 %55, !dbg !109
  %57 = load double, double* %56, align 8, !dbg !109, !tbaa !36
  %58 = fadd double %54, %57, !dbg !111
  call void @llvm.dbg.value(metadata double %58, metadata !69, metadata !DIExpression()), !dbg !70
  %59 = or i64 %49, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %59, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %58, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %59, metadata !68, metadata !DIExpression()), !dbg !70
  %60 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %41, i64 %59, !dbg !109
  %61 = load double, double* %60, align 16, !dbg !109, !tbaa !36
  %62 = fadd double %58, %61, !dbg !111
  call void @llvm.dbg.value(metadata double %62, metadata !69, metadata !DIExpression()), !dbg !70
  %63 = or i64 %49, 3, !dbg !112
  call void @llvm.dbg.value(metadata i64 %63, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %62, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %63, metadata !68, metadata !DIExpression()), !dbg !70
  %64 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %41, i64 %63, !dbg !109
  %65 = load double, double* %64, align 8, !dbg !109, !tbaa !36
  %66 = fadd double %62, %65, !dbg !111
  call void @llvm.dbg.value(metadata double %66, metadata !69, metadata !DIExpression()), !dbg !70
  %67 = add nuw nsw i64 %49, 4, !dbg !112
  call void @llvm.dbg.value(metadata i64 %67, metadata !68, metadata !DIExpression()), !dbg !70
  %68 = add i64 %51, 4, !dbg !106
  %69 = icmp eq i64 %68, %47, !dbg !106
  br i1 %69, label %70, label %48, !dbg !106, !llvm.loop !113

70:                                               ; preds = %48, %40
  %71 = phi double [ undef, %40 ], [ %66, %48 ]
  %72 = phi i64 [ 0, %40 ], [ %67, %48 ]
  %73 = phi double [ %43, %40 ], [ %66, %48 ]
  %74 = icmp eq i64 %44, 0, !dbg !106
  br i1 %74, label %85, label %75, !dbg !106

75:                                               ; preds = %70, %75
  %76 = phi i64 [ %82, %75 ], [ %72, %70 ]
  %77 = phi double [ %81, %75 ], [ %73, %70 ]
  %78 = phi i64 [ %83, %75 ], [ 0, %70 ]
  call void @llvm.dbg.value(metadata double %77, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %76, metadata !68, metadata !DIExpression()), !dbg !70
  %79 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %41, i64 %76, !dbg !109
  %80 = load double, double* %79, align 8, !dbg !109, !tbaa !36
  %81 = fadd double %77, %80, !dbg !111
  call void @llvm.dbg.value(metadata double %81, metadata !69, metadata !DIExpression()), !dbg !70
  %82 = add nuw nsw i64 %76, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %82, metadata !68, metadata !DIExpression()), !dbg !70
  %83 = add i64 %78, 1, !dbg !106
  %84 = icmp eq i64 %83, %44, !dbg !106
  br i1 %84, label %85, label %75, !dbg !106, !llvm.loop !115

85:                                               ; preds = %75, %70
  %86 = phi double [ %71, %70 ], [ %81, %75 ], !dbg !111
  %87 = add nuw nsw i64 %41, 1, !dbg !117
  call void @llvm.dbg.value(metadata double %86, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %87, metadata !67, metadata !DIExpression()), !dbg !70
  %88 = add nuw nsw i64 %42, 1, !dbg !104
  %89 = icmp eq i64 %87, 96, !dbg !118
  br i1 %89, label %90, label %40, !dbg !104, !llvm.loop !119

90:                                               ; preds = %85
  store double %86, double* @checksum, align 8, !dbg !121, !tbaa !36
  ret i32 0, !dbg !122
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
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "syr2.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_syr2", scope: !3, file: !3, line: 12, type: !26, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !5}
!28 = !{!29, !30, !32}
!29 = !DILocalVariable(name: "alpha", arg: 1, scope: !25, file: !3, line: 12, type: !5)
!30 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 14, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 14, type: !31)
!33 = !DILocation(line: 0, scope: !25)
!34 = !DILocation(line: 15, column: 3, scope: !35)
!35 = distinct !DILexicalBlock(scope: !25, file: !3, line: 15, column: 3)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 16, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 16, column: 5)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 15, column: 3)
!43 = !DILocation(line: 16, column: 26, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 16, column: 5)
!45 = !DILocation(line: 17, column: 34, scope: !44)
!46 = !DILocation(line: 17, column: 48, scope: !44)
!47 = !DILocation(line: 17, column: 46, scope: !44)
!48 = !DILocation(line: 17, column: 39, scope: !44)
!49 = !DILocation(line: 17, column: 15, scope: !44)
!50 = distinct !{!50, !40, !51, !52, !53}
!51 = !DILocation(line: 17, column: 52, scope: !41)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !DILocation(line: 17, column: 7, scope: !44)
!55 = !DILocation(line: 16, column: 19, scope: !44)
!56 = distinct !{!56, !40, !51, !52, !57, !53}
!57 = !{!"llvm.loop.unroll.runtime.disable"}
!58 = !DILocation(line: 15, column: 23, scope: !42)
!59 = !DILocation(line: 15, column: 17, scope: !42)
!60 = distinct !{!60, !34, !61, !52}
!61 = !DILocation(line: 17, column: 52, scope: !35)
!62 = !DILocation(line: 18, column: 1, scope: !25)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !64, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!31}
!66 = !{!67, !68, !69}
!67 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 22, type: !31)
!68 = !DILocalVariable(name: "j", scope: !63, file: !3, line: 22, type: !31)
!69 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 23, type: !5)
!70 = !DILocation(line: 0, scope: !63)
!71 = !DILocation(line: 24, column: 3, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 24, column: 3)
!73 = !DILocation(line: 25, column: 23, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 24, column: 27)
!75 = distinct !DILexicalBlock(scope: !72, file: !3, line: 24, column: 3)
!76 = !DILocation(line: 25, column: 12, scope: !74)
!77 = !DILocation(line: 25, column: 28, scope: !74)
!78 = !DILocation(line: 25, column: 5, scope: !74)
!79 = !DILocation(line: 25, column: 10, scope: !74)
!80 = !DILocation(line: 26, column: 23, scope: !74)
!81 = !DILocation(line: 26, column: 12, scope: !74)
!82 = !DILocation(line: 26, column: 28, scope: !74)
!83 = !DILocation(line: 26, column: 5, scope: !74)
!84 = !DILocation(line: 26, column: 10, scope: !74)
!85 = !DILocation(line: 24, column: 23, scope: !75)
!86 = !DILocation(line: 27, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !74, file: !3, line: 27, column: 5)
!88 = !DILocation(line: 28, column: 20, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !3, line: 27, column: 5)
!90 = !DILocation(line: 28, column: 17, scope: !89)
!91 = !DILocation(line: 28, column: 55, scope: !89)
!92 = !DILocation(line: 28, column: 40, scope: !89)
!93 = !DILocation(line: 28, column: 38, scope: !89)
!94 = !DILocation(line: 28, column: 7, scope: !89)
!95 = !DILocation(line: 28, column: 15, scope: !89)
!96 = !DILocation(line: 27, column: 25, scope: !89)
!97 = !DILocation(line: 27, column: 19, scope: !89)
!98 = distinct !{!98, !86, !99, !52}
!99 = !DILocation(line: 28, column: 58, scope: !87)
!100 = !DILocation(line: 24, column: 17, scope: !75)
!101 = distinct !{!101, !71, !102, !52}
!102 = !DILocation(line: 29, column: 3, scope: !72)
!103 = !DILocation(line: 30, column: 3, scope: !63)
!104 = !DILocation(line: 31, column: 3, scope: !105)
!105 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 3)
!106 = !DILocation(line: 32, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 32, column: 5)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 31, column: 3)
!109 = !DILocation(line: 33, column: 12, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 5)
!111 = !DILocation(line: 33, column: 9, scope: !110)
!112 = !DILocation(line: 32, column: 26, scope: !110)
!113 = distinct !{!113, !106, !114, !52}
!114 = !DILocation(line: 33, column: 18, scope: !107)
!115 = distinct !{!115, !116}
!116 = !{!"llvm.loop.unroll.disable"}
!117 = !DILocation(line: 31, column: 23, scope: !108)
!118 = !DILocation(line: 31, column: 17, scope: !108)
!119 = distinct !{!119, !104, !120, !52}
!120 = !DILocation(line: 33, column: 18, scope: !105)
!121 = !DILocation(line: 34, column: 12, scope: !63)
!122 = !DILocation(line: 35, column: 3, scope: !63)
