; ModuleID = 'mvt.c'
source_filename = "mvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X1 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Y1 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !16
@X2 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !12
@Y2 = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !18
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !20

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_mvt() local_unnamed_addr #0 !dbg !29 {
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !37

1:                                                ; preds = %0, %27
  %2 = phi i64 [ 0, %0 ], [ %28, %27 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !33, metadata !DIExpression()), !dbg !36
  %3 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %2
  %4 = load double, double* %3, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %5, !dbg !43

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %25, %5 ]
  %7 = phi double [ %4, %1 ], [ %24, %5 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !35, metadata !DIExpression()), !dbg !36
  %8 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %6, !dbg !46
  %9 = load double, double* %8, align 8, !dbg !46, !tbaa !39
  %10 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %6, !dbg !48
  %11 = load double, double* %10, align 8, !dbg !48, !tbaa !39
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %7), !dbg !49
  %13 = add nuw nsw i64 %6, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %13, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %13, metadata !35, metadata !DIExpression()), !dbg !36
  %14 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %13, !dbg !46
  %15 = load double, double* %14, align 8, !dbg !46, !tbaa !39
  %16 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %13, !dbg !48
  %17 = load double, double* %16, align 8, !dbg !48, !tbaa !39
  %18 = tail call double @llvm.fmuladd.f64(double %15, double %17, double %12), !dbg !49
  %19 = add nuw nsw i64 %6, 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 %19, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %19, metadata !35, metadata !DIExpression()), !dbg !36
  %20 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %19, !dbg !46
  %21 = load double, double* %20, align 8, !dbg !46, !tbaa !39
  %22 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %19, !dbg !48
  %23 = load double, double* %22, align 8, !dbg !48, !tbaa !39
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18), !dbg !49
  %25 = add nuw nsw i64 %6, 3, !dbg !50
  call void @llvm.dbg.value(metadata i64 %25, metadata !35, metadata !DIExpression()), !dbg !36
  %26 = icmp eq i64 %25, 96, !dbg !51
  br i1 %26, label %27, label %5, !dbg !43, !llvm.loop !52

27:                                               ; preds = %5
  store double %24, double* %3, align 8, !dbg !55, !tbaa !39
  %28 = add nuw nsw i64 %2, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %28, metadata !33, metadata !DIExpression()), !dbg !36
  %29 = icmp eq i64 %28, 96, !dbg !57
  br i1 %29, label %30, label %1, !dbg !37, !llvm.loop !58

30:                                               ; preds = %27, %56
  %31 = phi i64 [ %57, %56 ], [ 0, %27 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !33, metadata !DIExpression()), !dbg !36
  %32 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %31
  %33 = load double, double* %32, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %34, !dbg !60

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %54, %34 ]
  %36 = phi double [ %33, %30 ], [ %53, %34 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !35, metadata !DIExpression()), !dbg !36
  %37 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %35, i64 %31, !dbg !64
  %38 = load double, double* %37, align 8, !dbg !64, !tbaa !39
  %39 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %35, !dbg !66
  %40 = load double, double* %39, align 8, !dbg !66, !tbaa !39
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %36), !dbg !67
  %42 = add nuw nsw i64 %35, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %42, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %42, metadata !35, metadata !DIExpression()), !dbg !36
  %43 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %42, i64 %31, !dbg !64
  %44 = load double, double* %43, align 8, !dbg !64, !tbaa !39
  %45 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %42, !dbg !66
  %46 = load double, double* %45, align 8, !dbg !66, !tbaa !39
  %47 = tail call double @llvm.fmuladd.f64(double %44, double %46, double %41), !dbg !67
  %48 = add nuw nsw i64 %35, 2, !dbg !68
  call void @llvm.dbg.value(metadata i64 %48, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %48, metadata !35, metadata !DIExpression()), !dbg !36
  %49 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %48, i64 %31, !dbg !64
  %50 = load double, double* %49, align 8, !dbg !64, !tbaa !39
  %51 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %48, !dbg !66
  %52 = load double, double* %51, align 8, !dbg !66, !tbaa !39
  %53 = tail call double @llvm.fmuladd.f64(double %50, double %52, double %47), !dbg !67
  %54 = add nuw nsw i64 %35, 3, !dbg !68
  call void @llvm.dbg.value(metadata i64 %54, metadata !35, metadata !DIExpression()), !dbg !36
  %55 = icmp eq i64 %54, 96, !dbg !69
  br i1 %55, label %56, label %34, !dbg !60, !llvm.loop !70

56:                                               ; preds = %34
  store double %53, double* %32, align 8, !dbg !72, !tbaa !39
  %57 = add nuw nsw i64 %31, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %57, metadata !33, metadata !DIExpression()), !dbg !36
  %58 = icmp eq i64 %57, 96, !dbg !74
  br i1 %58, label %59, label %30, !dbg !75, !llvm.loop !76

59:                                               ; preds = %56
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !79 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  br label %1, !dbg !88

1:                                                ; preds = %0, %35
  %2 = phi i64 [ 0, %0 ], [ %10, %35 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !84, metadata !DIExpression()), !dbg !87
  %3 = trunc i64 %2 to i8, !dbg !90
  %4 = urem i8 %3, 3, !dbg !90
  %5 = uitofp i8 %4 to double, !dbg !93
  %6 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %2, !dbg !94
  store double %5, double* %6, align 8, !dbg !95, !tbaa !39
  %7 = urem i8 %3, 5, !dbg !96
  %8 = uitofp i8 %7 to double, !dbg !97
  %9 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %2, !dbg !98
  store double %8, double* %9, align 8, !dbg !99, !tbaa !39
  %10 = add nuw nsw i64 %2, 1, !dbg !100
  %11 = trunc i64 %10 to i32, !dbg !101
  %12 = uitofp i32 %11 to double, !dbg !101
  %13 = fdiv double 1.000000e+00, %12, !dbg !102
  %14 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %2, !dbg !103
  store double %13, double* %14, align 8, !dbg !104, !tbaa !39
  %15 = trunc i64 %2 to i32, !dbg !105
  %16 = add i32 %15, 2, !dbg !105
  %17 = uitofp i32 %16 to double, !dbg !105
  %18 = fdiv double 2.000000e+00, %17, !dbg !106
  %19 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %2, !dbg !107
  store double %18, double* %19, align 8, !dbg !108, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !87
  %20 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !109
  %21 = shufflevector <2 x i64> %20, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !109
  br label %22, !dbg !109

22:                                               ; preds = %22, %1
  %23 = phi i64 [ 0, %1 ], [ %32, %22 ], !dbg !111
  %24 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %33, %22 ]
  %25 = mul nuw nsw <2 x i64> %24, %21, !dbg !113
  %26 = trunc <2 x i64> %25 to <2 x i32>, !dbg !114
  %27 = urem <2 x i32> %26, <i32 96, i32 96>, !dbg !114
  %28 = uitofp <2 x i32> %27 to <2 x double>, !dbg !115
  %29 = fdiv <2 x double> %28, <double 9.600000e+01, double 9.600000e+01>, !dbg !116
  %30 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %2, i64 %23, !dbg !111
  %31 = bitcast double* %30 to <2 x double>*, !dbg !117
  store <2 x double> %29, <2 x double>* %31, align 16, !dbg !117, !tbaa !39
  %32 = add nuw i64 %23, 2, !dbg !111
  %33 = add <2 x i64> %24, <i64 2, i64 2>
  %34 = icmp eq i64 %32, 96, !dbg !111
  br i1 %34, label %35, label %22, !dbg !111, !llvm.loop !118

35:                                               ; preds = %22
  call void @llvm.dbg.value(metadata i64 %10, metadata !84, metadata !DIExpression()), !dbg !87
  %36 = icmp eq i64 %10, 96, !dbg !121
  br i1 %36, label %37, label %1, !dbg !88, !llvm.loop !122

37:                                               ; preds = %35
  tail call void @kernel_mvt(), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  br label %38, !dbg !125

38:                                               ; preds = %38, %37
  %39 = phi i64 [ 0, %37 ], [ %61, %38 ]
  %40 = phi double [ 0.000000e+00, %37 ], [ %60, %38 ]
  call void @llvm.dbg.value(metadata double %40, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %39, metadata !84, metadata !DIExpression()), !dbg !87
  %41 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %39, !dbg !127
  %42 = load double, double* %41, align 8, !dbg !127, !tbaa !39
  %43 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %39, !dbg !129
  %44 = load double, double* %43, align 8, !dbg !129, !tbaa !39
  %45 = fadd double %42, %44, !dbg !130
  %46 = fadd double %40, %45, !dbg !131
  call void @llvm.dbg.value(metadata double %46, metadata !86, metadata !DIExpression()), !dbg !87
  %47 = add nuw nsw i64 %39, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %47, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %46, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %47, metadata !84, metadata !DIExpression()), !dbg !87
  %48 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %47, !dbg !127
  %49 = load double, double* %48, align 8, !dbg !127, !tbaa !39
  %50 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %47, !dbg !129
  %51 = load double, double* %50, align 8, !dbg !129, !tbaa !39
  %52 = fadd double %49, %51, !dbg !130
  %53 = fadd double %46, %52, !dbg !131
  call void @llvm.dbg.value(metadata double %53, metadata !86, metadata !DIExpression()), !dbg !87
  %54 = add nuw nsw i64 %39, 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 %54, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %53, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %54, metadata !84, metadata !DIExpression()), !dbg !87
  %55 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %54, !dbg !127
  %56 = load double, double* %55, align 8, !dbg !127, !tbaa !39
  %57 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %54, !dbg !129
  %58 = load double, double* %57, align 8, !dbg !129, !tbaa !39
  %59 = fadd double %56, %58, !dbg !130
  %60 = fadd double %53, %59, !dbg !131
  call void @llvm.dbg.value(metadata double %60, metadata !86, metadata !DIExpression()), !dbg !87
  %61 = add nuw nsw i64 %39, 3, !dbg !132
  call void @llvm.dbg.value(metadata i64 %61, metadata !84, metadata !DIExpression()), !dbg !87
  %62 = icmp eq i64 %61, 96, !dbg !133
  br i1 %62, label %63, label %38, !dbg !125, !llvm.loop !134

63:                                               ; preds = %38
  store double %60, double* @checksum, align 8, !dbg !136, !tbaa !39
  ret i32 0, !dbg !137
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16, !18, !20}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "Y2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!22 = !{i32 7, !"Dwarf Version", i32 4}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_mvt", scope: !3, file: !3, line: 12, type: !30, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{!33, !35}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 14, type: !34)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "j", scope: !29, file: !3, line: 14, type: !34)
!36 = !DILocation(line: 0, scope: !29)
!37 = !DILocation(line: 15, column: 3, scope: !38)
!38 = distinct !DILexicalBlock(scope: !29, file: !3, line: 15, column: 3)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 16, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 16, column: 5)
!45 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 3)
!46 = !DILocation(line: 17, column: 23, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 5)
!48 = !DILocation(line: 17, column: 33, scope: !47)
!49 = !DILocation(line: 17, column: 21, scope: !47)
!50 = !DILocation(line: 16, column: 25, scope: !47)
!51 = !DILocation(line: 16, column: 19, scope: !47)
!52 = distinct !{!52, !43, !53, !54}
!53 = !DILocation(line: 17, column: 37, scope: !44)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 0, scope: !47)
!56 = !DILocation(line: 15, column: 23, scope: !45)
!57 = !DILocation(line: 15, column: 17, scope: !45)
!58 = distinct !{!58, !37, !59, !54}
!59 = !DILocation(line: 17, column: 37, scope: !38)
!60 = !DILocation(line: 19, column: 5, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 19, column: 5)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 18, column: 3)
!63 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!64 = !DILocation(line: 20, column: 23, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 5)
!66 = !DILocation(line: 20, column: 33, scope: !65)
!67 = !DILocation(line: 20, column: 21, scope: !65)
!68 = !DILocation(line: 19, column: 25, scope: !65)
!69 = !DILocation(line: 19, column: 19, scope: !65)
!70 = distinct !{!70, !60, !71, !54}
!71 = !DILocation(line: 20, column: 37, scope: !61)
!72 = !DILocation(line: 0, scope: !65)
!73 = !DILocation(line: 18, column: 23, scope: !62)
!74 = !DILocation(line: 18, column: 17, scope: !62)
!75 = !DILocation(line: 18, column: 3, scope: !63)
!76 = distinct !{!76, !75, !77, !54}
!77 = !DILocation(line: 20, column: 37, scope: !63)
!78 = !DILocation(line: 21, column: 1, scope: !29)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !80, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!82}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 25, type: !34)
!85 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 25, type: !34)
!86 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 26, type: !5)
!87 = !DILocation(line: 0, scope: !79)
!88 = !DILocation(line: 27, column: 3, scope: !89)
!89 = distinct !DILexicalBlock(scope: !79, file: !3, line: 27, column: 3)
!90 = !DILocation(line: 28, column: 24, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 27, column: 27)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 27, column: 3)
!93 = !DILocation(line: 28, column: 13, scope: !91)
!94 = !DILocation(line: 28, column: 5, scope: !91)
!95 = !DILocation(line: 28, column: 11, scope: !91)
!96 = !DILocation(line: 29, column: 24, scope: !91)
!97 = !DILocation(line: 29, column: 13, scope: !91)
!98 = !DILocation(line: 29, column: 5, scope: !91)
!99 = !DILocation(line: 29, column: 11, scope: !91)
!100 = !DILocation(line: 30, column: 30, scope: !91)
!101 = !DILocation(line: 30, column: 19, scope: !91)
!102 = !DILocation(line: 30, column: 17, scope: !91)
!103 = !DILocation(line: 30, column: 5, scope: !91)
!104 = !DILocation(line: 30, column: 11, scope: !91)
!105 = !DILocation(line: 31, column: 19, scope: !91)
!106 = !DILocation(line: 31, column: 17, scope: !91)
!107 = !DILocation(line: 31, column: 5, scope: !91)
!108 = !DILocation(line: 31, column: 11, scope: !91)
!109 = !DILocation(line: 32, column: 5, scope: !110)
!110 = distinct !DILexicalBlock(scope: !91, file: !3, line: 32, column: 5)
!111 = !DILocation(line: 32, column: 25, scope: !112)
!112 = distinct !DILexicalBlock(scope: !110, file: !3, line: 32, column: 5)
!113 = !DILocation(line: 33, column: 29, scope: !112)
!114 = !DILocation(line: 33, column: 34, scope: !112)
!115 = !DILocation(line: 33, column: 17, scope: !112)
!116 = !DILocation(line: 33, column: 39, scope: !112)
!117 = !DILocation(line: 33, column: 15, scope: !112)
!118 = distinct !{!118, !109, !119, !54, !120}
!119 = !DILocation(line: 33, column: 41, scope: !110)
!120 = !{!"llvm.loop.isvectorized", i32 1}
!121 = !DILocation(line: 27, column: 17, scope: !92)
!122 = distinct !{!122, !88, !123, !54}
!123 = !DILocation(line: 34, column: 3, scope: !89)
!124 = !DILocation(line: 35, column: 3, scope: !79)
!125 = !DILocation(line: 36, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !79, file: !3, line: 36, column: 3)
!127 = !DILocation(line: 37, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 36, column: 3)
!129 = !DILocation(line: 37, column: 18, scope: !128)
!130 = !DILocation(line: 37, column: 16, scope: !128)
!131 = !DILocation(line: 37, column: 7, scope: !128)
!132 = !DILocation(line: 36, column: 23, scope: !128)
!133 = !DILocation(line: 36, column: 17, scope: !128)
!134 = distinct !{!134, !125, !135, !54}
!135 = !DILocation(line: 37, column: 22, scope: !126)
!136 = !DILocation(line: 38, column: 12, scope: !79)
!137 = !DILocation(line: 39, column: 3, scope: !79)
