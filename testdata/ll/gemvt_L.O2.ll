; ModuleID = 'gemvt.c'
source_filename = "gemvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [512 x [512 x double]] zeroinitializer, align 16, !dbg !0
@X = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !7
@Y = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !12
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
  %6 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %4, i64 %2, !dbg !41
  %7 = load double, double* %6, align 8, !dbg !41, !tbaa !43
  %8 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %4, !dbg !47
  %9 = load double, double* %8, align 16, !dbg !47, !tbaa !43
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %9, double %5), !dbg !48
  call void @llvm.dbg.value(metadata double %10, metadata !32, metadata !DIExpression()), !dbg !38
  %11 = or i64 %4, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %11, metadata !29, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %10, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %11, metadata !29, metadata !DIExpression()), !dbg !36
  %12 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %11, i64 %2, !dbg !41
  %13 = load double, double* %12, align 8, !dbg !41, !tbaa !43
  %14 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %11, !dbg !47
  %15 = load double, double* %14, align 8, !dbg !47, !tbaa !43
  %16 = tail call double @llvm.fmuladd.f64(double %13, double %15, double %10), !dbg !48
  call void @llvm.dbg.value(metadata double %16, metadata !32, metadata !DIExpression()), !dbg !38
  %17 = add nuw nsw i64 %4, 2, !dbg !49
  call void @llvm.dbg.value(metadata i64 %17, metadata !29, metadata !DIExpression()), !dbg !36
  %18 = icmp eq i64 %17, 512, !dbg !50
  br i1 %18, label %19, label %3, !dbg !39, !llvm.loop !51

19:                                               ; preds = %3
  %20 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %2, !dbg !54
  store double %16, double* %20, align 8, !dbg !55, !tbaa !43
  %21 = add nuw nsw i64 %2, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %21, metadata !31, metadata !DIExpression()), !dbg !36
  %22 = icmp eq i64 %21, 512, !dbg !57
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

1:                                                ; preds = %0, %33
  %2 = phi i64 [ 0, %0 ], [ %34, %33 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !65, metadata !DIExpression()), !dbg !68
  %3 = trunc i64 %2 to i32, !dbg !71
  %4 = sub i32 512, %3, !dbg !71
  %5 = sitofp i32 %4 to double, !dbg !71
  %6 = fmul double %5, 0x3F60000000000000, !dbg !74
  %7 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %2, !dbg !75
  store double %6, double* %7, align 8, !dbg !76, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  %8 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !77
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !77
  %10 = add nuw i64 %2, 2
  %11 = insertelement <2 x i64> poison, i64 %10, i64 0
  %12 = shufflevector <2 x i64> %11, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %13, !dbg !77

13:                                               ; preds = %13, %1
  %14 = phi i64 [ 0, %1 ], [ %30, %13 ], !dbg !79
  %15 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %31, %13 ]
  %16 = add nuw nsw <2 x i64> %15, %9, !dbg !81
  %17 = add <2 x i64> %12, %15, !dbg !81
  %18 = trunc <2 x i64> %16 to <2 x i32>, !dbg !82
  %19 = trunc <2 x i64> %17 to <2 x i32>, !dbg !82
  %20 = urem <2 x i32> %18, <i32 3, i32 3>, !dbg !82
  %21 = urem <2 x i32> %19, <i32 3, i32 3>, !dbg !82
  %22 = add nsw <2 x i32> %20, <i32 -1, i32 -1>, !dbg !83
  %23 = add nsw <2 x i32> %21, <i32 -1, i32 -1>, !dbg !83
  %24 = sitofp <2 x i32> %22 to <2 x double>, !dbg !83
  %25 = sitofp <2 x i32> %23 to <2 x double>, !dbg !83
  %26 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %2, i64 %14, !dbg !79
  %27 = bitcast double* %26 to <2 x double>*, !dbg !84
  store <2 x double> %24, <2 x double>* %27, align 16, !dbg !84, !tbaa !43
  %28 = getelementptr inbounds double, double* %26, i64 2, !dbg !84
  %29 = bitcast double* %28 to <2 x double>*, !dbg !84
  store <2 x double> %25, <2 x double>* %29, align 16, !dbg !84, !tbaa !43
  %30 = add nuw i64 %14, 4, !dbg !79
  %31 = add <2 x i64> %15, <i64 4, i64 4>
  %32 = icmp eq i64 %30, 512, !dbg !79
  br i1 %32, label %33, label %13, !dbg !79, !llvm.loop !85

33:                                               ; preds = %13
  %34 = add nuw nsw i64 %2, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %34, metadata !65, metadata !DIExpression()), !dbg !68
  %35 = icmp eq i64 %34, 512, !dbg !89
  br i1 %35, label %36, label %1, !dbg !69, !llvm.loop !90

36:                                               ; preds = %33
  tail call void @kernel_gemvt(), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  br label %37, !dbg !93

37:                                               ; preds = %37, %36
  %38 = phi i64 [ 0, %36 ], [ %55, %37 ]
  %39 = phi double [ 0.000000e+00, %36 ], [ %54, %37 ]
  call void @llvm.dbg.value(metadata double %39, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %38, metadata !66, metadata !DIExpression()), !dbg !68
  %40 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %38, !dbg !95
  %41 = load double, double* %40, align 16, !dbg !95, !tbaa !43
  %42 = fadd double %39, %41, !dbg !97
  call void @llvm.dbg.value(metadata double %42, metadata !67, metadata !DIExpression()), !dbg !68
  %43 = or i64 %38, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %43, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %42, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %43, metadata !66, metadata !DIExpression()), !dbg !68
  %44 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %43, !dbg !95
  %45 = load double, double* %44, align 8, !dbg !95, !tbaa !43
  %46 = fadd double %42, %45, !dbg !97
  call void @llvm.dbg.value(metadata double %46, metadata !67, metadata !DIExpression()), !dbg !68
  %47 = or i64 %38, 2, !dbg !98
  call void @llvm.dbg.value(metadata i64 %47, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %46, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %47, metadata !66, metadata !DIExpression()), !dbg !68
  %48 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %47, !dbg !95
  %49 = load double, double* %48, align 16, !dbg !95, !tbaa !43
  %50 = fadd double %46, %49, !dbg !97
  call void @llvm.dbg.value(metadata double %50, metadata !67, metadata !DIExpression()), !dbg !68
  %51 = or i64 %38, 3, !dbg !98
  call void @llvm.dbg.value(metadata i64 %51, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %50, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %51, metadata !66, metadata !DIExpression()), !dbg !68
  %52 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %51, !dbg !95
  %53 = load double, double* %52, align 8, !dbg !95, !tbaa !43
  %54 = fadd double %50, %53, !dbg !97
  call void @llvm.dbg.value(metadata double %54, metadata !67, metadata !DIExpression()), !dbg !68
  %55 = add nuw nsw i64 %38, 4, !dbg !98
  call void @llvm.dbg.value(metadata i64 %55, metadata !66, metadata !DIExpression()), !dbg !68
  %56 = icmp eq i64 %55, 512, !dbg !99
  br i1 %56, label %57, label %37, !dbg !93, !llvm.loop !100

57:                                               ; preds = %37
  store double %54, double* @checksum, align 8, !dbg !102, !tbaa !43
  ret i32 0, !dbg !103
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !17)
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
!93 = !DILocation(line: 34, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !61, file: !3, line: 34, column: 3)
!95 = !DILocation(line: 35, column: 10, scope: !96)
!96 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 3)
!97 = !DILocation(line: 35, column: 7, scope: !96)
!98 = !DILocation(line: 34, column: 23, scope: !96)
!99 = !DILocation(line: 34, column: 17, scope: !96)
!100 = distinct !{!100, !93, !101, !53}
!101 = !DILocation(line: 35, column: 13, scope: !94)
!102 = !DILocation(line: 36, column: 12, scope: !61)
!103 = !DILocation(line: 37, column: 3, scope: !61)
