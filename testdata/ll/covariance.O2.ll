; ModuleID = 'covariance.c'
source_filename = "covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [80 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [100 x [80 x double]] zeroinitializer, align 16, !dbg !7
@Cov = internal unnamed_addr global [80 x [80 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_covariance() local_unnamed_addr #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  br label %1, !dbg !43

1:                                                ; preds = %0, %28
  %2 = phi i64 [ 0, %0 ], [ %30, %28 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !34, metadata !DIExpression()), !dbg !42
  %3 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %2, !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  br label %4, !dbg !48

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %26, %4 ]
  %6 = phi double [ 0.000000e+00, %1 ], [ %25, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !32, metadata !DIExpression()), !dbg !42
  %7 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %5, i64 %2, !dbg !50
  %8 = load double, double* %7, align 8, !dbg !50, !tbaa !52
  %9 = fadd double %8, %6, !dbg !56
  %10 = add nuw nsw i64 %5, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %10, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %10, metadata !32, metadata !DIExpression()), !dbg !42
  %11 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %10, i64 %2, !dbg !50
  %12 = load double, double* %11, align 8, !dbg !50, !tbaa !52
  %13 = fadd double %12, %9, !dbg !56
  %14 = add nuw nsw i64 %5, 2, !dbg !57
  call void @llvm.dbg.value(metadata i64 %14, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %14, metadata !32, metadata !DIExpression()), !dbg !42
  %15 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %14, i64 %2, !dbg !50
  %16 = load double, double* %15, align 8, !dbg !50, !tbaa !52
  %17 = fadd double %16, %13, !dbg !56
  %18 = add nuw nsw i64 %5, 3, !dbg !57
  call void @llvm.dbg.value(metadata i64 %18, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %18, metadata !32, metadata !DIExpression()), !dbg !42
  %19 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %18, i64 %2, !dbg !50
  %20 = load double, double* %19, align 8, !dbg !50, !tbaa !52
  %21 = fadd double %20, %17, !dbg !56
  %22 = add nuw nsw i64 %5, 4, !dbg !57
  call void @llvm.dbg.value(metadata i64 %22, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %22, metadata !32, metadata !DIExpression()), !dbg !42
  %23 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %22, i64 %2, !dbg !50
  %24 = load double, double* %23, align 8, !dbg !50, !tbaa !52
  %25 = fadd double %24, %21, !dbg !56
  %26 = add nuw nsw i64 %5, 5, !dbg !57
  call void @llvm.dbg.value(metadata i64 %26, metadata !32, metadata !DIExpression()), !dbg !42
  %27 = icmp eq i64 %26, 100, !dbg !58
  br i1 %27, label %28, label %4, !dbg !48, !llvm.loop !59

28:                                               ; preds = %4
  %29 = fdiv double %25, 1.000000e+02, !dbg !62
  store double %29, double* %3, align 8, !dbg !62, !tbaa !52
  %30 = add nuw nsw i64 %2, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %30, metadata !34, metadata !DIExpression()), !dbg !42
  %31 = icmp eq i64 %30, 80, !dbg !64
  br i1 %31, label %32, label %1, !dbg !43, !llvm.loop !65

32:                                               ; preds = %28, %55
  %33 = phi i64 [ %56, %55 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  br label %34, !dbg !67

34:                                               ; preds = %34, %32
  %35 = phi i64 [ 0, %32 ], [ %53, %34 ], !dbg !71
  %36 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %35, !dbg !71
  %37 = bitcast double* %36 to <2 x double>*, !dbg !73
  %38 = load <2 x double>, <2 x double>* %37, align 16, !dbg !73, !tbaa !52
  %39 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %33, i64 %35, !dbg !71
  %40 = bitcast double* %39 to <2 x double>*, !dbg !74
  %41 = load <2 x double>, <2 x double>* %40, align 16, !dbg !74, !tbaa !52
  %42 = fsub <2 x double> %41, %38, !dbg !74
  %43 = bitcast double* %39 to <2 x double>*, !dbg !74
  store <2 x double> %42, <2 x double>* %43, align 16, !dbg !74, !tbaa !52
  %44 = or i64 %35, 2, !dbg !71
  %45 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %44, !dbg !71
  %46 = bitcast double* %45 to <2 x double>*, !dbg !73
  %47 = load <2 x double>, <2 x double>* %46, align 16, !dbg !73, !tbaa !52
  %48 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %33, i64 %44, !dbg !71
  %49 = bitcast double* %48 to <2 x double>*, !dbg !74
  %50 = load <2 x double>, <2 x double>* %49, align 16, !dbg !74, !tbaa !52
  %51 = fsub <2 x double> %50, %47, !dbg !74
  %52 = bitcast double* %48 to <2 x double>*, !dbg !74
  store <2 x double> %51, <2 x double>* %52, align 16, !dbg !74, !tbaa !52
  %53 = add nuw nsw i64 %35, 4, !dbg !71
  %54 = icmp eq i64 %53, 80, !dbg !71
  br i1 %54, label %55, label %34, !dbg !71, !llvm.loop !75

55:                                               ; preds = %34
  %56 = add nuw nsw i64 %33, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %56, metadata !32, metadata !DIExpression()), !dbg !42
  %57 = icmp eq i64 %56, 100, !dbg !79
  br i1 %57, label %58, label %32, !dbg !80, !llvm.loop !81

58:                                               ; preds = %55, %84
  %59 = phi i64 [ %85, %84 ], [ 0, %55 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %59, metadata !35, metadata !DIExpression()), !dbg !42
  br label %60, !dbg !83

60:                                               ; preds = %58, %78
  %61 = phi i64 [ %59, %58 ], [ %82, %78 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  br label %62, !dbg !85

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %76, %62 ]
  %64 = phi double [ 0.000000e+00, %60 ], [ %75, %62 ]
  call void @llvm.dbg.value(metadata double %64, metadata !36, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %63, metadata !32, metadata !DIExpression()), !dbg !42
  %65 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %63, i64 %59, !dbg !87
  %66 = load double, double* %65, align 8, !dbg !87, !tbaa !52
  %67 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %63, i64 %61, !dbg !89
  %68 = load double, double* %67, align 8, !dbg !89, !tbaa !52
  %69 = tail call double @llvm.fmuladd.f64(double %66, double %68, double %64), !dbg !90
  call void @llvm.dbg.value(metadata double %69, metadata !36, metadata !DIExpression()), !dbg !84
  %70 = or i64 %63, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %70, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double %69, metadata !36, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %70, metadata !32, metadata !DIExpression()), !dbg !42
  %71 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %70, i64 %59, !dbg !87
  %72 = load double, double* %71, align 8, !dbg !87, !tbaa !52
  %73 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %70, i64 %61, !dbg !89
  %74 = load double, double* %73, align 8, !dbg !89, !tbaa !52
  %75 = tail call double @llvm.fmuladd.f64(double %72, double %74, double %69), !dbg !90
  call void @llvm.dbg.value(metadata double %75, metadata !36, metadata !DIExpression()), !dbg !84
  %76 = add nuw nsw i64 %63, 2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %76, metadata !32, metadata !DIExpression()), !dbg !42
  %77 = icmp eq i64 %76, 100, !dbg !92
  br i1 %77, label %78, label %62, !dbg !85, !llvm.loop !93

78:                                               ; preds = %62
  %79 = fdiv double %75, 9.900000e+01, !dbg !95
  %80 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %59, i64 %61, !dbg !96
  store double %79, double* %80, align 8, !dbg !97, !tbaa !52
  %81 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %61, i64 %59, !dbg !98
  store double %79, double* %81, align 8, !dbg !99, !tbaa !52
  %82 = add nuw nsw i64 %61, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %82, metadata !35, metadata !DIExpression()), !dbg !42
  %83 = icmp eq i64 %82, 80, !dbg !101
  br i1 %83, label %84, label %60, !dbg !83, !llvm.loop !102

84:                                               ; preds = %78
  %85 = add nuw nsw i64 %59, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %85, metadata !34, metadata !DIExpression()), !dbg !42
  %86 = icmp eq i64 %85, 80, !dbg !105
  br i1 %86, label %87, label %58, !dbg !106, !llvm.loop !107

87:                                               ; preds = %84
  ret void, !dbg !109
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !110 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !118
  br label %1, !dbg !119

1:                                                ; preds = %19, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %19 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !114, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !118
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !121
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !121
  br label %5, !dbg !121

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %16, %5 ], !dbg !124
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %17, %5 ]
  %8 = add nuw nsw <2 x i64> %7, <i64 1, i64 1>, !dbg !124
  %9 = mul nuw nsw <2 x i64> %8, %4, !dbg !126
  %10 = trunc <2 x i64> %9 to <2 x i32>, !dbg !127
  %11 = urem <2 x i32> %10, <i32 23, i32 23>, !dbg !127
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !128
  %13 = fdiv <2 x double> %12, <double 2.300000e+01, double 2.300000e+01>, !dbg !129
  %14 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %2, i64 %6, !dbg !124
  %15 = bitcast double* %14 to <2 x double>*, !dbg !130
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !130, !tbaa !52
  %16 = add nuw i64 %6, 2, !dbg !124
  %17 = add <2 x i64> %7, <i64 2, i64 2>
  %18 = icmp eq i64 %16, 80, !dbg !124
  br i1 %18, label %19, label %5, !dbg !124, !llvm.loop !131

19:                                               ; preds = %5
  %20 = add nuw nsw i64 %2, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %20, metadata !114, metadata !DIExpression()), !dbg !118
  %21 = icmp eq i64 %20, 100, !dbg !134
  br i1 %21, label %22, label %1, !dbg !119, !llvm.loop !135

22:                                               ; preds = %19
  tail call void @kernel_covariance(), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !117, metadata !DIExpression()), !dbg !118
  br label %23, !dbg !138

23:                                               ; preds = %22, %50
  %24 = phi i64 [ 0, %22 ], [ %51, %50 ]
  %25 = phi double [ 0.000000e+00, %22 ], [ %47, %50 ]
  call void @llvm.dbg.value(metadata double %25, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %24, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %25, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !118
  br label %26, !dbg !140

26:                                               ; preds = %26, %23
  %27 = phi i64 [ 0, %23 ], [ %48, %26 ]
  %28 = phi double [ %25, %23 ], [ %47, %26 ]
  call void @llvm.dbg.value(metadata double %28, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %27, metadata !116, metadata !DIExpression()), !dbg !118
  %29 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %24, i64 %27, !dbg !143
  %30 = load double, double* %29, align 8, !dbg !143, !tbaa !52
  %31 = fadd double %28, %30, !dbg !145
  call void @llvm.dbg.value(metadata double %31, metadata !117, metadata !DIExpression()), !dbg !118
  %32 = add nuw nsw i64 %27, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %32, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %31, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %32, metadata !116, metadata !DIExpression()), !dbg !118
  %33 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %24, i64 %32, !dbg !143
  %34 = load double, double* %33, align 8, !dbg !143, !tbaa !52
  %35 = fadd double %31, %34, !dbg !145
  call void @llvm.dbg.value(metadata double %35, metadata !117, metadata !DIExpression()), !dbg !118
  %36 = add nuw nsw i64 %27, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %36, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %35, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %36, metadata !116, metadata !DIExpression()), !dbg !118
  %37 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %24, i64 %36, !dbg !143
  %38 = load double, double* %37, align 8, !dbg !143, !tbaa !52
  %39 = fadd double %35, %38, !dbg !145
  call void @llvm.dbg.value(metadata double %39, metadata !117, metadata !DIExpression()), !dbg !118
  %40 = add nuw nsw i64 %27, 3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %40, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %39, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %40, metadata !116, metadata !DIExpression()), !dbg !118
  %41 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %24, i64 %40, !dbg !143
  %42 = load double, double* %41, align 8, !dbg !143, !tbaa !52
  %43 = fadd double %39, %42, !dbg !145
  call void @llvm.dbg.value(metadata double %43, metadata !117, metadata !DIExpression()), !dbg !118
  %44 = add nuw nsw i64 %27, 4, !dbg !146
  call void @llvm.dbg.value(metadata i64 %44, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %43, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %44, metadata !116, metadata !DIExpression()), !dbg !118
  %45 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %24, i64 %44, !dbg !143
  %46 = load double, double* %45, align 8, !dbg !143, !tbaa !52
  %47 = fadd double %43, %46, !dbg !145
  call void @llvm.dbg.value(metadata double %47, metadata !117, metadata !DIExpression()), !dbg !118
  %48 = add nuw nsw i64 %27, 5, !dbg !146
  call void @llvm.dbg.value(metadata i64 %48, metadata !116, metadata !DIExpression()), !dbg !118
  %49 = icmp eq i64 %48, 80, !dbg !147
  br i1 %49, label %50, label %26, !dbg !140, !llvm.loop !148

50:                                               ; preds = %26
  %51 = add nuw nsw i64 %24, 1, !dbg !150
  call void @llvm.dbg.value(metadata double %47, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %51, metadata !115, metadata !DIExpression()), !dbg !118
  %52 = icmp eq i64 %51, 80, !dbg !151
  br i1 %52, label %53, label %23, !dbg !138, !llvm.loop !152

53:                                               ; preds = %50
  store double %47, double* @checksum, align 8, !dbg !154, !tbaa !52
  ret i32 0, !dbg !155
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 80)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5120, elements: !20)
!20 = !{!12}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_covariance", scope: !3, file: !3, line: 18, type: !29, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null}
!31 = !{!32, !34, !35, !36}
!32 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 20, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "p", scope: !28, file: !3, line: 20, type: !33)
!35 = !DILocalVariable(name: "q", scope: !28, file: !3, line: 20, type: !33)
!36 = !DILocalVariable(name: "acc", scope: !37, file: !3, line: 32, type: !5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 31, column: 29)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 31, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 31, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 30, column: 3)
!41 = distinct !DILexicalBlock(scope: !28, file: !3, line: 30, column: 3)
!42 = !DILocation(line: 0, scope: !28)
!43 = !DILocation(line: 21, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !28, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 22, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 21, column: 27)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 3)
!48 = !DILocation(line: 23, column: 5, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 5)
!50 = !DILocation(line: 24, column: 18, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 23, column: 5)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 24, column: 15, scope: !51)
!57 = !DILocation(line: 23, column: 25, scope: !51)
!58 = !DILocation(line: 23, column: 19, scope: !51)
!59 = distinct !{!59, !48, !60, !61}
!60 = !DILocation(line: 24, column: 27, scope: !49)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 25, column: 13, scope: !46)
!63 = !DILocation(line: 21, column: 23, scope: !47)
!64 = !DILocation(line: 21, column: 17, scope: !47)
!65 = distinct !{!65, !43, !66, !61}
!66 = !DILocation(line: 26, column: 3, scope: !44)
!67 = !DILocation(line: 28, column: 5, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 28, column: 5)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 27, column: 3)
!70 = distinct !DILexicalBlock(scope: !28, file: !3, line: 27, column: 3)
!71 = !DILocation(line: 28, column: 25, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 28, column: 5)
!73 = !DILocation(line: 29, column: 21, scope: !72)
!74 = !DILocation(line: 29, column: 18, scope: !72)
!75 = distinct !{!75, !67, !76, !61, !77}
!76 = !DILocation(line: 29, column: 27, scope: !68)
!77 = !{!"llvm.loop.isvectorized", i32 1}
!78 = !DILocation(line: 27, column: 23, scope: !69)
!79 = !DILocation(line: 27, column: 17, scope: !69)
!80 = !DILocation(line: 27, column: 3, scope: !70)
!81 = distinct !{!81, !80, !82, !61}
!82 = !DILocation(line: 29, column: 27, scope: !70)
!83 = !DILocation(line: 31, column: 5, scope: !39)
!84 = !DILocation(line: 0, scope: !37)
!85 = !DILocation(line: 33, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 7)
!87 = !DILocation(line: 34, column: 16, scope: !88)
!88 = distinct !DILexicalBlock(scope: !86, file: !3, line: 33, column: 7)
!89 = !DILocation(line: 34, column: 29, scope: !88)
!90 = !DILocation(line: 34, column: 13, scope: !88)
!91 = !DILocation(line: 33, column: 27, scope: !88)
!92 = !DILocation(line: 33, column: 21, scope: !88)
!93 = distinct !{!93, !85, !94, !61}
!94 = !DILocation(line: 34, column: 38, scope: !86)
!95 = !DILocation(line: 35, column: 23, scope: !37)
!96 = !DILocation(line: 35, column: 7, scope: !37)
!97 = !DILocation(line: 35, column: 17, scope: !37)
!98 = !DILocation(line: 36, column: 7, scope: !37)
!99 = !DILocation(line: 36, column: 17, scope: !37)
!100 = !DILocation(line: 31, column: 25, scope: !38)
!101 = !DILocation(line: 31, column: 19, scope: !38)
!102 = distinct !{!102, !83, !103, !61}
!103 = !DILocation(line: 37, column: 5, scope: !39)
!104 = !DILocation(line: 30, column: 23, scope: !40)
!105 = !DILocation(line: 30, column: 17, scope: !40)
!106 = !DILocation(line: 30, column: 3, scope: !41)
!107 = distinct !{!107, !106, !108, !61}
!108 = !DILocation(line: 37, column: 5, scope: !41)
!109 = !DILocation(line: 38, column: 1, scope: !28)
!110 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !111, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!33}
!113 = !{!114, !115, !116, !117}
!114 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 42, type: !33)
!115 = !DILocalVariable(name: "p", scope: !110, file: !3, line: 42, type: !33)
!116 = !DILocalVariable(name: "q", scope: !110, file: !3, line: 42, type: !33)
!117 = !DILocalVariable(name: "s", scope: !110, file: !3, line: 43, type: !5)
!118 = !DILocation(line: 0, scope: !110)
!119 = !DILocation(line: 44, column: 3, scope: !120)
!120 = distinct !DILexicalBlock(scope: !110, file: !3, line: 44, column: 3)
!121 = !DILocation(line: 45, column: 5, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 45, column: 5)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 44, column: 3)
!124 = !DILocation(line: 46, column: 37, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 45, column: 5)
!126 = !DILocation(line: 46, column: 32, scope: !125)
!127 = !DILocation(line: 46, column: 43, scope: !125)
!128 = !DILocation(line: 46, column: 20, scope: !125)
!129 = !DILocation(line: 46, column: 49, scope: !125)
!130 = !DILocation(line: 46, column: 18, scope: !125)
!131 = distinct !{!131, !121, !132, !61, !77}
!132 = !DILocation(line: 46, column: 51, scope: !122)
!133 = !DILocation(line: 44, column: 23, scope: !123)
!134 = !DILocation(line: 44, column: 17, scope: !123)
!135 = distinct !{!135, !119, !136, !61}
!136 = !DILocation(line: 46, column: 51, scope: !120)
!137 = !DILocation(line: 47, column: 3, scope: !110)
!138 = !DILocation(line: 48, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !110, file: !3, line: 48, column: 3)
!140 = !DILocation(line: 49, column: 5, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 49, column: 5)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 48, column: 3)
!143 = !DILocation(line: 50, column: 12, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 49, column: 5)
!145 = !DILocation(line: 50, column: 9, scope: !144)
!146 = !DILocation(line: 49, column: 25, scope: !144)
!147 = !DILocation(line: 49, column: 19, scope: !144)
!148 = distinct !{!148, !140, !149, !61}
!149 = !DILocation(line: 50, column: 20, scope: !141)
!150 = !DILocation(line: 48, column: 23, scope: !142)
!151 = !DILocation(line: 48, column: 17, scope: !142)
!152 = distinct !{!152, !138, !153, !61}
!153 = !DILocation(line: 50, column: 20, scope: !139)
!154 = !DILocation(line: 51, column: 12, scope: !110)
!155 = !DILocation(line: 52, column: 3, scope: !110)
