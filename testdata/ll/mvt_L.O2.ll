; ModuleID = 'mvt.c'
source_filename = "mvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X1 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [512 x [512 x double]] zeroinitializer, align 16, !dbg !7
@Y1 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !16
@X2 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !12
@Y2 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !18
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !20

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_mvt() local_unnamed_addr #0 !dbg !29 {
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !37

1:                                                ; preds = %0, %21
  %2 = phi i64 [ 0, %0 ], [ %22, %21 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !33, metadata !DIExpression()), !dbg !36
  %3 = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %2
  %4 = load double, double* %3, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %5, !dbg !43

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %19, %5 ]
  %7 = phi double [ %4, %1 ], [ %18, %5 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !35, metadata !DIExpression()), !dbg !36
  %8 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %2, i64 %6, !dbg !46
  %9 = load double, double* %8, align 16, !dbg !46, !tbaa !39
  %10 = getelementptr inbounds [512 x double], [512 x double]* @Y1, i64 0, i64 %6, !dbg !48
  %11 = load double, double* %10, align 16, !dbg !48, !tbaa !39
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %7), !dbg !49
  %13 = or i64 %6, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %13, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %13, metadata !35, metadata !DIExpression()), !dbg !36
  %14 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %2, i64 %13, !dbg !46
  %15 = load double, double* %14, align 8, !dbg !46, !tbaa !39
  %16 = getelementptr inbounds [512 x double], [512 x double]* @Y1, i64 0, i64 %13, !dbg !48
  %17 = load double, double* %16, align 8, !dbg !48, !tbaa !39
  %18 = tail call double @llvm.fmuladd.f64(double %15, double %17, double %12), !dbg !49
  %19 = add nuw nsw i64 %6, 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 %19, metadata !35, metadata !DIExpression()), !dbg !36
  %20 = icmp eq i64 %19, 512, !dbg !51
  br i1 %20, label %21, label %5, !dbg !43, !llvm.loop !52

21:                                               ; preds = %5
  store double %18, double* %3, align 8, !dbg !55, !tbaa !39
  %22 = add nuw nsw i64 %2, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %22, metadata !33, metadata !DIExpression()), !dbg !36
  %23 = icmp eq i64 %22, 512, !dbg !57
  br i1 %23, label %24, label %1, !dbg !37, !llvm.loop !58

24:                                               ; preds = %21, %44
  %25 = phi i64 [ %45, %44 ], [ 0, %21 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !33, metadata !DIExpression()), !dbg !36
  %26 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %25
  %27 = load double, double* %26, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %28, !dbg !60

28:                                               ; preds = %28, %24
  %29 = phi i64 [ 0, %24 ], [ %42, %28 ]
  %30 = phi double [ %27, %24 ], [ %41, %28 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !35, metadata !DIExpression()), !dbg !36
  %31 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %29, i64 %25, !dbg !64
  %32 = load double, double* %31, align 8, !dbg !64, !tbaa !39
  %33 = getelementptr inbounds [512 x double], [512 x double]* @Y2, i64 0, i64 %29, !dbg !66
  %34 = load double, double* %33, align 16, !dbg !66, !tbaa !39
  %35 = tail call double @llvm.fmuladd.f64(double %32, double %34, double %30), !dbg !67
  %36 = or i64 %29, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %36, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %36, metadata !35, metadata !DIExpression()), !dbg !36
  %37 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %36, i64 %25, !dbg !64
  %38 = load double, double* %37, align 8, !dbg !64, !tbaa !39
  %39 = getelementptr inbounds [512 x double], [512 x double]* @Y2, i64 0, i64 %36, !dbg !66
  %40 = load double, double* %39, align 8, !dbg !66, !tbaa !39
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %35), !dbg !67
  %42 = add nuw nsw i64 %29, 2, !dbg !68
  call void @llvm.dbg.value(metadata i64 %42, metadata !35, metadata !DIExpression()), !dbg !36
  %43 = icmp eq i64 %42, 512, !dbg !69
  br i1 %43, label %44, label %28, !dbg !60, !llvm.loop !70

44:                                               ; preds = %28
  store double %41, double* %26, align 8, !dbg !72, !tbaa !39
  %45 = add nuw nsw i64 %25, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %45, metadata !33, metadata !DIExpression()), !dbg !36
  %46 = icmp eq i64 %45, 512, !dbg !74
  br i1 %46, label %47, label %24, !dbg !75, !llvm.loop !76

47:                                               ; preds = %44
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !79 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  br label %3, !dbg !88

1:                                                ; preds = %22
  call void @llvm.dbg.value(metadata i64 %12, metadata !84, metadata !DIExpression()), !dbg !87
  %2 = icmp eq i64 %12, 512, !dbg !90
  br i1 %2, label %39, label %3, !dbg !88, !llvm.loop !92

3:                                                ; preds = %0, %1
  %4 = phi i64 [ 0, %0 ], [ %12, %1 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !84, metadata !DIExpression()), !dbg !87
  %5 = trunc i64 %4 to i16, !dbg !94
  %6 = urem i16 %5, 3, !dbg !94
  %7 = uitofp i16 %6 to double, !dbg !96
  %8 = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %4, !dbg !97
  store double %7, double* %8, align 8, !dbg !98, !tbaa !39
  %9 = urem i16 %5, 5, !dbg !99
  %10 = uitofp i16 %9 to double, !dbg !100
  %11 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %4, !dbg !101
  store double %10, double* %11, align 8, !dbg !102, !tbaa !39
  %12 = add nuw nsw i64 %4, 1, !dbg !103
  %13 = trunc i64 %12 to i32, !dbg !104
  %14 = uitofp i32 %13 to double, !dbg !104
  %15 = fdiv double 1.000000e+00, %14, !dbg !105
  %16 = getelementptr inbounds [512 x double], [512 x double]* @Y1, i64 0, i64 %4, !dbg !106
  store double %15, double* %16, align 8, !dbg !107, !tbaa !39
  %17 = trunc i64 %4 to i32, !dbg !108
  %18 = add i32 %17, 2, !dbg !108
  %19 = uitofp i32 %18 to double, !dbg !108
  %20 = fdiv double 2.000000e+00, %19, !dbg !109
  %21 = getelementptr inbounds [512 x double], [512 x double]* @Y2, i64 0, i64 %4, !dbg !110
  store double %20, double* %21, align 8, !dbg !111, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !87
  br label %22, !dbg !112

22:                                               ; preds = %22, %3
  %23 = phi i64 [ 0, %3 ], [ %37, %22 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !85, metadata !DIExpression()), !dbg !87
  %24 = mul nuw nsw i64 %23, %4, !dbg !114
  %25 = trunc i64 %24 to i32, !dbg !116
  %26 = and i32 %25, 510, !dbg !116
  %27 = uitofp i32 %26 to double, !dbg !117
  %28 = fmul double %27, 0x3F60000000000000, !dbg !118
  %29 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %4, i64 %23, !dbg !119
  store double %28, double* %29, align 16, !dbg !120, !tbaa !39
  %30 = or i64 %23, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %30, metadata !85, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %30, metadata !85, metadata !DIExpression()), !dbg !87
  %31 = mul nuw nsw i64 %30, %4, !dbg !114
  %32 = trunc i64 %31 to i32, !dbg !116
  %33 = and i32 %32, 511, !dbg !116
  %34 = uitofp i32 %33 to double, !dbg !117
  %35 = fmul double %34, 0x3F60000000000000, !dbg !118
  %36 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %4, i64 %30, !dbg !119
  store double %35, double* %36, align 8, !dbg !120, !tbaa !39
  %37 = add nuw nsw i64 %23, 2, !dbg !121
  call void @llvm.dbg.value(metadata i64 %37, metadata !85, metadata !DIExpression()), !dbg !87
  %38 = icmp eq i64 %37, 512, !dbg !122
  br i1 %38, label %1, label %22, !dbg !112, !llvm.loop !123

39:                                               ; preds = %1
  tail call void @kernel_mvt(), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  br label %40, !dbg !126

40:                                               ; preds = %40, %39
  %41 = phi i64 [ 0, %39 ], [ %56, %40 ]
  %42 = phi double [ 0.000000e+00, %39 ], [ %55, %40 ]
  call void @llvm.dbg.value(metadata double %42, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %41, metadata !84, metadata !DIExpression()), !dbg !87
  %43 = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %41, !dbg !128
  %44 = load double, double* %43, align 16, !dbg !128, !tbaa !39
  %45 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %41, !dbg !130
  %46 = load double, double* %45, align 16, !dbg !130, !tbaa !39
  %47 = fadd double %44, %46, !dbg !131
  %48 = fadd double %42, %47, !dbg !132
  call void @llvm.dbg.value(metadata double %48, metadata !86, metadata !DIExpression()), !dbg !87
  %49 = or i64 %41, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %49, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %48, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %49, metadata !84, metadata !DIExpression()), !dbg !87
  %50 = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %49, !dbg !128
  %51 = load double, double* %50, align 8, !dbg !128, !tbaa !39
  %52 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %49, !dbg !130
  %53 = load double, double* %52, align 8, !dbg !130, !tbaa !39
  %54 = fadd double %51, %53, !dbg !131
  %55 = fadd double %48, %54, !dbg !132
  call void @llvm.dbg.value(metadata double %55, metadata !86, metadata !DIExpression()), !dbg !87
  %56 = add nuw nsw i64 %41, 2, !dbg !133
  call void @llvm.dbg.value(metadata i64 %56, metadata !84, metadata !DIExpression()), !dbg !87
  %57 = icmp eq i64 %56, 512, !dbg !134
  br i1 %57, label %58, label %40, !dbg !126, !llvm.loop !135

58:                                               ; preds = %40
  store double %55, double* @checksum, align 8, !dbg !137, !tbaa !39
  ret i32 0, !dbg !138
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !15)
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
!90 = !DILocation(line: 27, column: 17, scope: !91)
!91 = distinct !DILexicalBlock(scope: !89, file: !3, line: 27, column: 3)
!92 = distinct !{!92, !88, !93, !54}
!93 = !DILocation(line: 34, column: 3, scope: !89)
!94 = !DILocation(line: 28, column: 24, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 27, column: 27)
!96 = !DILocation(line: 28, column: 13, scope: !95)
!97 = !DILocation(line: 28, column: 5, scope: !95)
!98 = !DILocation(line: 28, column: 11, scope: !95)
!99 = !DILocation(line: 29, column: 24, scope: !95)
!100 = !DILocation(line: 29, column: 13, scope: !95)
!101 = !DILocation(line: 29, column: 5, scope: !95)
!102 = !DILocation(line: 29, column: 11, scope: !95)
!103 = !DILocation(line: 30, column: 30, scope: !95)
!104 = !DILocation(line: 30, column: 19, scope: !95)
!105 = !DILocation(line: 30, column: 17, scope: !95)
!106 = !DILocation(line: 30, column: 5, scope: !95)
!107 = !DILocation(line: 30, column: 11, scope: !95)
!108 = !DILocation(line: 31, column: 19, scope: !95)
!109 = !DILocation(line: 31, column: 17, scope: !95)
!110 = !DILocation(line: 31, column: 5, scope: !95)
!111 = !DILocation(line: 31, column: 11, scope: !95)
!112 = !DILocation(line: 32, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !95, file: !3, line: 32, column: 5)
!114 = !DILocation(line: 33, column: 29, scope: !115)
!115 = distinct !DILexicalBlock(scope: !113, file: !3, line: 32, column: 5)
!116 = !DILocation(line: 33, column: 34, scope: !115)
!117 = !DILocation(line: 33, column: 17, scope: !115)
!118 = !DILocation(line: 33, column: 39, scope: !115)
!119 = !DILocation(line: 33, column: 7, scope: !115)
!120 = !DILocation(line: 33, column: 15, scope: !115)
!121 = !DILocation(line: 32, column: 25, scope: !115)
!122 = !DILocation(line: 32, column: 19, scope: !115)
!123 = distinct !{!123, !112, !124, !54}
!124 = !DILocation(line: 33, column: 41, scope: !113)
!125 = !DILocation(line: 35, column: 3, scope: !79)
!126 = !DILocation(line: 36, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !79, file: !3, line: 36, column: 3)
!128 = !DILocation(line: 37, column: 10, scope: !129)
!129 = distinct !DILexicalBlock(scope: !127, file: !3, line: 36, column: 3)
!130 = !DILocation(line: 37, column: 18, scope: !129)
!131 = !DILocation(line: 37, column: 16, scope: !129)
!132 = !DILocation(line: 37, column: 7, scope: !129)
!133 = !DILocation(line: 36, column: 23, scope: !129)
!134 = !DILocation(line: 36, column: 17, scope: !129)
!135 = distinct !{!135, !126, !136, !54}
!136 = !DILocation(line: 37, column: 22, scope: !127)
!137 = !DILocation(line: 38, column: 12, scope: !79)
!138 = !DILocation(line: 39, column: 3, scope: !79)
