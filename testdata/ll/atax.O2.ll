; ModuleID = 'atax.c'
source_filename = "atax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Y = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [100 x [120 x double]] zeroinitializer, align 16, !dbg !7
@X = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_atax() local_unnamed_addr #0 !dbg !26 {
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(960) bitcast ([120 x double]* @Y to i8*), i8 0, i64 960, i1 false), !dbg !35, !tbaa !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !34
  br label %1, !dbg !42

1:                                                ; preds = %0, %58
  %2 = phi i64 [ 0, %0 ], [ %59, %58 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  br label %36, !dbg !44

3:                                                ; preds = %36
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  %4 = insertelement <2 x double> poison, double %55, i64 0, !dbg !48
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !48
  br label %6, !dbg !48

6:                                                ; preds = %6, %3
  %7 = phi i64 [ 0, %3 ], [ %34, %6 ], !dbg !50
  %8 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %2, i64 %7, !dbg !50
  %9 = bitcast double* %8 to <2 x double>*, !dbg !52
  %10 = load <2 x double>, <2 x double>* %9, align 16, !dbg !52, !tbaa !38
  %11 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %7, !dbg !50
  %12 = bitcast double* %11 to <2 x double>*, !dbg !53
  %13 = load <2 x double>, <2 x double>* %12, align 16, !dbg !53, !tbaa !38
  %14 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %10, <2 x double> %5, <2 x double> %13), !dbg !53
  %15 = bitcast double* %11 to <2 x double>*, !dbg !53
  store <2 x double> %14, <2 x double>* %15, align 16, !dbg !53, !tbaa !38
  %16 = add nuw nsw i64 %7, 2, !dbg !50
  %17 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %2, i64 %16, !dbg !50
  %18 = bitcast double* %17 to <2 x double>*, !dbg !52
  %19 = load <2 x double>, <2 x double>* %18, align 16, !dbg !52, !tbaa !38
  %20 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %16, !dbg !50
  %21 = bitcast double* %20 to <2 x double>*, !dbg !53
  %22 = load <2 x double>, <2 x double>* %21, align 16, !dbg !53, !tbaa !38
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %5, <2 x double> %22), !dbg !53
  %24 = bitcast double* %20 to <2 x double>*, !dbg !53
  store <2 x double> %23, <2 x double>* %24, align 16, !dbg !53, !tbaa !38
  %25 = add nuw nsw i64 %7, 4, !dbg !50
  %26 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %2, i64 %25, !dbg !50
  %27 = bitcast double* %26 to <2 x double>*, !dbg !52
  %28 = load <2 x double>, <2 x double>* %27, align 16, !dbg !52, !tbaa !38
  %29 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %25, !dbg !50
  %30 = bitcast double* %29 to <2 x double>*, !dbg !53
  %31 = load <2 x double>, <2 x double>* %30, align 16, !dbg !53, !tbaa !38
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %28, <2 x double> %5, <2 x double> %31), !dbg !53
  %33 = bitcast double* %29 to <2 x double>*, !dbg !53
  store <2 x double> %32, <2 x double>* %33, align 16, !dbg !53, !tbaa !38
  %34 = add nuw nsw i64 %7, 6, !dbg !50
  %35 = icmp eq i64 %34, 120, !dbg !50
  br i1 %35, label %58, label %6, !dbg !50, !llvm.loop !54

36:                                               ; preds = %36, %1
  %37 = phi i64 [ 0, %1 ], [ %56, %36 ]
  %38 = phi double [ 0.000000e+00, %1 ], [ %55, %36 ]
  call void @llvm.dbg.value(metadata double %38, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %37, metadata !32, metadata !DIExpression()), !dbg !34
  %39 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %2, i64 %37, !dbg !58
  %40 = load double, double* %39, align 8, !dbg !58, !tbaa !38
  %41 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %37, !dbg !60
  %42 = load double, double* %41, align 8, !dbg !60, !tbaa !38
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %42, double %38), !dbg !61
  call void @llvm.dbg.value(metadata double %43, metadata !33, metadata !DIExpression()), !dbg !34
  %44 = add nuw nsw i64 %37, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %44, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %43, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %44, metadata !32, metadata !DIExpression()), !dbg !34
  %45 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %2, i64 %44, !dbg !58
  %46 = load double, double* %45, align 8, !dbg !58, !tbaa !38
  %47 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %44, !dbg !60
  %48 = load double, double* %47, align 8, !dbg !60, !tbaa !38
  %49 = tail call double @llvm.fmuladd.f64(double %46, double %48, double %43), !dbg !61
  call void @llvm.dbg.value(metadata double %49, metadata !33, metadata !DIExpression()), !dbg !34
  %50 = add nuw nsw i64 %37, 2, !dbg !62
  call void @llvm.dbg.value(metadata i64 %50, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %49, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %50, metadata !32, metadata !DIExpression()), !dbg !34
  %51 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %2, i64 %50, !dbg !58
  %52 = load double, double* %51, align 8, !dbg !58, !tbaa !38
  %53 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %50, !dbg !60
  %54 = load double, double* %53, align 8, !dbg !60, !tbaa !38
  %55 = tail call double @llvm.fmuladd.f64(double %52, double %54, double %49), !dbg !61
  call void @llvm.dbg.value(metadata double %55, metadata !33, metadata !DIExpression()), !dbg !34
  %56 = add nuw nsw i64 %37, 3, !dbg !62
  call void @llvm.dbg.value(metadata i64 %56, metadata !32, metadata !DIExpression()), !dbg !34
  %57 = icmp eq i64 %56, 120, !dbg !63
  br i1 %57, label %3, label %36, !dbg !44, !llvm.loop !64

58:                                               ; preds = %6
  %59 = add nuw nsw i64 %2, 1, !dbg !66
  call void @llvm.dbg.value(metadata i64 %59, metadata !30, metadata !DIExpression()), !dbg !34
  %60 = icmp eq i64 %59, 100, !dbg !67
  br i1 %60, label %61, label %1, !dbg !42, !llvm.loop !68

61:                                               ; preds = %58
  ret void, !dbg !70
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !71 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !78
  br label %1, !dbg !79

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !81
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %18, %1 ]
  %4 = trunc <2 x i64> %3 to <2 x i32>, !dbg !83
  %5 = add <2 x i32> %4, <i32 1, i32 1>, !dbg !83
  %6 = sitofp <2 x i32> %5 to <2 x double>, !dbg !83
  %7 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %6, !dbg !84
  %8 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %2, !dbg !81
  %9 = bitcast double* %8 to <2 x double>*, !dbg !85
  store <2 x double> %7, <2 x double>* %9, align 16, !dbg !85, !tbaa !38
  %10 = or i64 %2, 2, !dbg !81
  %11 = trunc <2 x i64> %3 to <2 x i32>, !dbg !83
  %12 = add <2 x i32> %11, <i32 3, i32 3>, !dbg !83
  %13 = sitofp <2 x i32> %12 to <2 x double>, !dbg !83
  %14 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %13, !dbg !84
  %15 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %10, !dbg !81
  %16 = bitcast double* %15 to <2 x double>*, !dbg !85
  store <2 x double> %14, <2 x double>* %16, align 16, !dbg !85, !tbaa !38
  %17 = add nuw nsw i64 %2, 4, !dbg !81
  %18 = add <2 x i64> %3, <i64 4, i64 4>
  %19 = icmp eq i64 %17, 120, !dbg !81
  br i1 %19, label %20, label %1, !dbg !81, !llvm.loop !86

20:                                               ; preds = %1, %38
  %21 = phi i64 [ %39, %38 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !78
  %22 = mul nuw nsw i64 %21, 3
  %23 = insertelement <2 x i64> poison, i64 %22, i64 0, !dbg !88
  %24 = shufflevector <2 x i64> %23, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !88
  br label %25, !dbg !88

25:                                               ; preds = %25, %20
  %26 = phi i64 [ 0, %20 ], [ %35, %25 ], !dbg !92
  %27 = phi <2 x i64> [ <i64 0, i64 1>, %20 ], [ %36, %25 ]
  %28 = add nuw nsw <2 x i64> %27, %24, !dbg !94
  %29 = trunc <2 x i64> %28 to <2 x i32>, !dbg !95
  %30 = urem <2 x i32> %29, <i32 17, i32 17>, !dbg !95
  %31 = sitofp <2 x i32> %30 to <2 x double>, !dbg !96
  %32 = fdiv <2 x double> %31, <double 1.700000e+01, double 1.700000e+01>, !dbg !97
  %33 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %21, i64 %26, !dbg !92
  %34 = bitcast double* %33 to <2 x double>*, !dbg !98
  store <2 x double> %32, <2 x double>* %34, align 16, !dbg !98, !tbaa !38
  %35 = add nuw i64 %26, 2, !dbg !92
  %36 = add <2 x i64> %27, <i64 2, i64 2>
  %37 = icmp eq i64 %35, 120, !dbg !92
  br i1 %37, label %38, label %25, !dbg !92, !llvm.loop !99

38:                                               ; preds = %25
  %39 = add nuw nsw i64 %21, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %39, metadata !75, metadata !DIExpression()), !dbg !78
  %40 = icmp eq i64 %39, 100, !dbg !102
  br i1 %40, label %41, label %20, !dbg !103, !llvm.loop !104

41:                                               ; preds = %38
  tail call void @kernel_atax(), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  br label %42, !dbg !107

42:                                               ; preds = %42, %41
  %43 = phi i64 [ 0, %41 ], [ %68, %42 ]
  %44 = phi double [ 0.000000e+00, %41 ], [ %67, %42 ]
  call void @llvm.dbg.value(metadata double %44, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %43, metadata !76, metadata !DIExpression()), !dbg !78
  %45 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %43, !dbg !109
  %46 = load double, double* %45, align 16, !dbg !109, !tbaa !38
  %47 = fadd double %44, %46, !dbg !111
  call void @llvm.dbg.value(metadata double %47, metadata !77, metadata !DIExpression()), !dbg !78
  %48 = or i64 %43, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %48, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %47, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %48, metadata !76, metadata !DIExpression()), !dbg !78
  %49 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %48, !dbg !109
  %50 = load double, double* %49, align 8, !dbg !109, !tbaa !38
  %51 = fadd double %47, %50, !dbg !111
  call void @llvm.dbg.value(metadata double %51, metadata !77, metadata !DIExpression()), !dbg !78
  %52 = add nuw nsw i64 %43, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %52, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %51, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %52, metadata !76, metadata !DIExpression()), !dbg !78
  %53 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %52, !dbg !109
  %54 = load double, double* %53, align 16, !dbg !109, !tbaa !38
  %55 = fadd double %51, %54, !dbg !111
  call void @llvm.dbg.value(metadata double %55, metadata !77, metadata !DIExpression()), !dbg !78
  %56 = add nuw nsw i64 %43, 3, !dbg !112
  call void @llvm.dbg.value(metadata i64 %56, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %55, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %56, metadata !76, metadata !DIExpression()), !dbg !78
  %57 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %56, !dbg !109
  %58 = load double, double* %57, align 8, !dbg !109, !tbaa !38
  %59 = fadd double %55, %58, !dbg !111
  call void @llvm.dbg.value(metadata double %59, metadata !77, metadata !DIExpression()), !dbg !78
  %60 = add nuw nsw i64 %43, 4, !dbg !112
  call void @llvm.dbg.value(metadata i64 %60, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %59, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %60, metadata !76, metadata !DIExpression()), !dbg !78
  %61 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %60, !dbg !109
  %62 = load double, double* %61, align 16, !dbg !109, !tbaa !38
  %63 = fadd double %59, %62, !dbg !111
  call void @llvm.dbg.value(metadata double %63, metadata !77, metadata !DIExpression()), !dbg !78
  %64 = add nuw nsw i64 %43, 5, !dbg !112
  call void @llvm.dbg.value(metadata i64 %64, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %63, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %64, metadata !76, metadata !DIExpression()), !dbg !78
  %65 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %64, !dbg !109
  %66 = load double, double* %65, align 8, !dbg !109, !tbaa !38
  %67 = fadd double %63, %66, !dbg !111
  call void @llvm.dbg.value(metadata double %67, metadata !77, metadata !DIExpression()), !dbg !78
  %68 = add nuw nsw i64 %43, 6, !dbg !112
  call void @llvm.dbg.value(metadata i64 %68, metadata !76, metadata !DIExpression()), !dbg !78
  %69 = icmp eq i64 %68, 120, !dbg !113
  br i1 %69, label %70, label %42, !dbg !107, !llvm.loop !114

70:                                               ; preds = %42
  store double %67, double* @checksum, align 8, !dbg !116, !tbaa !38
  ret i32 0, !dbg !117
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 768000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !16)
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
!54 = distinct !{!54, !48, !55, !56, !57}
!55 = !DILocation(line: 27, column: 25, scope: !49)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.isvectorized", i32 1}
!58 = !DILocation(line: 25, column: 14, scope: !59)
!59 = distinct !DILexicalBlock(scope: !45, file: !3, line: 24, column: 5)
!60 = !DILocation(line: 25, column: 24, scope: !59)
!61 = !DILocation(line: 25, column: 11, scope: !59)
!62 = !DILocation(line: 24, column: 25, scope: !59)
!63 = !DILocation(line: 24, column: 19, scope: !59)
!64 = distinct !{!64, !44, !65, !56}
!65 = !DILocation(line: 25, column: 27, scope: !45)
!66 = !DILocation(line: 22, column: 23, scope: !47)
!67 = !DILocation(line: 22, column: 17, scope: !47)
!68 = distinct !{!68, !42, !69, !56}
!69 = !DILocation(line: 28, column: 3, scope: !43)
!70 = !DILocation(line: 29, column: 1, scope: !26)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !72, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!31}
!74 = !{!75, !76, !77}
!75 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 33, type: !31)
!76 = !DILocalVariable(name: "j", scope: !71, file: !3, line: 33, type: !31)
!77 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 34, type: !5)
!78 = !DILocation(line: 0, scope: !71)
!79 = !DILocation(line: 35, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !71, file: !3, line: 35, column: 3)
!81 = !DILocation(line: 36, column: 29, scope: !82)
!82 = distinct !DILexicalBlock(scope: !80, file: !3, line: 35, column: 3)
!83 = !DILocation(line: 36, column: 18, scope: !82)
!84 = !DILocation(line: 36, column: 16, scope: !82)
!85 = !DILocation(line: 36, column: 10, scope: !82)
!86 = distinct !{!86, !79, !87, !56, !57}
!87 = !DILocation(line: 36, column: 32, scope: !80)
!88 = !DILocation(line: 38, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 38, column: 5)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 37, column: 3)
!91 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 3)
!92 = !DILocation(line: 38, column: 25, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 38, column: 5)
!94 = !DILocation(line: 39, column: 33, scope: !93)
!95 = !DILocation(line: 39, column: 38, scope: !93)
!96 = !DILocation(line: 39, column: 17, scope: !93)
!97 = !DILocation(line: 39, column: 44, scope: !93)
!98 = !DILocation(line: 39, column: 15, scope: !93)
!99 = distinct !{!99, !88, !100, !56, !57}
!100 = !DILocation(line: 39, column: 46, scope: !89)
!101 = !DILocation(line: 37, column: 23, scope: !90)
!102 = !DILocation(line: 37, column: 17, scope: !90)
!103 = !DILocation(line: 37, column: 3, scope: !91)
!104 = distinct !{!104, !103, !105, !56}
!105 = !DILocation(line: 39, column: 46, scope: !91)
!106 = !DILocation(line: 40, column: 3, scope: !71)
!107 = !DILocation(line: 41, column: 3, scope: !108)
!108 = distinct !DILexicalBlock(scope: !71, file: !3, line: 41, column: 3)
!109 = !DILocation(line: 42, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !108, file: !3, line: 41, column: 3)
!111 = !DILocation(line: 42, column: 7, scope: !110)
!112 = !DILocation(line: 41, column: 23, scope: !110)
!113 = !DILocation(line: 41, column: 17, scope: !110)
!114 = distinct !{!114, !107, !115, !56}
!115 = !DILocation(line: 42, column: 13, scope: !108)
!116 = !DILocation(line: 43, column: 12, scope: !71)
!117 = !DILocation(line: 44, column: 3, scope: !71)
