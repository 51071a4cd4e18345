; ModuleID = 'attrib.c'
source_filename = "attrib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [1024 x double] zeroinitializer, align 16, !dbg !0
@b = dso_local local_unnamed_addr global [1024 x double] zeroinitializer, align 16, !dbg !5

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local double @sum() local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  br label %2, !dbg !28

1:                                                ; preds = %2
  ret double %19, !dbg !29

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %20, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %19, %2 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata double %4, metadata !22, metadata !DIExpression()), !dbg !26
  %5 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %3, !dbg !30
  %6 = load double, double* %5, align 16, !dbg !30, !tbaa !32
  %7 = fadd double %4, %6, !dbg !36
  call void @llvm.dbg.value(metadata double %7, metadata !22, metadata !DIExpression()), !dbg !26
  %8 = or i64 %3, 1, !dbg !37
  call void @llvm.dbg.value(metadata i64 %8, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %8, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata double %7, metadata !22, metadata !DIExpression()), !dbg !26
  %9 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %8, !dbg !30
  %10 = load double, double* %9, align 8, !dbg !30, !tbaa !32
  %11 = fadd double %7, %10, !dbg !36
  call void @llvm.dbg.value(metadata double %11, metadata !22, metadata !DIExpression()), !dbg !26
  %12 = or i64 %3, 2, !dbg !37
  call void @llvm.dbg.value(metadata i64 %12, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %12, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata double %11, metadata !22, metadata !DIExpression()), !dbg !26
  %13 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %12, !dbg !30
  %14 = load double, double* %13, align 16, !dbg !30, !tbaa !32
  %15 = fadd double %11, %14, !dbg !36
  call void @llvm.dbg.value(metadata double %15, metadata !22, metadata !DIExpression()), !dbg !26
  %16 = or i64 %3, 3, !dbg !37
  call void @llvm.dbg.value(metadata i64 %16, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %16, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata double %15, metadata !22, metadata !DIExpression()), !dbg !26
  %17 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %16, !dbg !30
  %18 = load double, double* %17, align 8, !dbg !30, !tbaa !32
  %19 = fadd double %15, %18, !dbg !36
  call void @llvm.dbg.value(metadata double %19, metadata !22, metadata !DIExpression()), !dbg !26
  %20 = add nuw nsw i64 %3, 4, !dbg !37
  call void @llvm.dbg.value(metadata i64 %20, metadata !23, metadata !DIExpression()), !dbg !27
  %21 = icmp eq i64 %20, 1024, !dbg !38
  br i1 %21, label %1, label %2, !dbg !28, !llvm.loop !39
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @scale() local_unnamed_addr #1 !dbg !42 {
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !48
  br label %1, !dbg !49

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %28, %1 ], !dbg !50
  %3 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %2, !dbg !50
  %4 = bitcast double* %3 to <2 x double>*, !dbg !52
  %5 = load <2 x double>, <2 x double>* %4, align 16, !dbg !52, !tbaa !32
  %6 = getelementptr inbounds double, double* %3, i64 2, !dbg !52
  %7 = bitcast double* %6 to <2 x double>*, !dbg !52
  %8 = load <2 x double>, <2 x double>* %7, align 16, !dbg !52, !tbaa !32
  %9 = fmul <2 x double> %5, <double 2.000000e+00, double 2.000000e+00>, !dbg !53
  %10 = fmul <2 x double> %8, <double 2.000000e+00, double 2.000000e+00>, !dbg !53
  %11 = getelementptr inbounds [1024 x double], [1024 x double]* @b, i64 0, i64 %2, !dbg !50
  %12 = bitcast double* %11 to <2 x double>*, !dbg !54
  store <2 x double> %9, <2 x double>* %12, align 16, !dbg !54, !tbaa !32
  %13 = getelementptr inbounds double, double* %11, i64 2, !dbg !54
  %14 = bitcast double* %13 to <2 x double>*, !dbg !54
  store <2 x double> %10, <2 x double>* %14, align 16, !dbg !54, !tbaa !32
  %15 = or i64 %2, 4, !dbg !50
  %16 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %15, !dbg !50
  %17 = bitcast double* %16 to <2 x double>*, !dbg !52
  %18 = load <2 x double>, <2 x double>* %17, align 16, !dbg !52, !tbaa !32
  %19 = getelementptr inbounds double, double* %16, i64 2, !dbg !52
  %20 = bitcast double* %19 to <2 x double>*, !dbg !52
  %21 = load <2 x double>, <2 x double>* %20, align 16, !dbg !52, !tbaa !32
  %22 = fmul <2 x double> %18, <double 2.000000e+00, double 2.000000e+00>, !dbg !53
  %23 = fmul <2 x double> %21, <double 2.000000e+00, double 2.000000e+00>, !dbg !53
  %24 = getelementptr inbounds [1024 x double], [1024 x double]* @b, i64 0, i64 %15, !dbg !50
  %25 = bitcast double* %24 to <2 x double>*, !dbg !54
  store <2 x double> %22, <2 x double>* %25, align 16, !dbg !54, !tbaa !32
  %26 = getelementptr inbounds double, double* %24, i64 2, !dbg !54
  %27 = bitcast double* %26 to <2 x double>*, !dbg !54
  store <2 x double> %23, <2 x double>* %27, align 16, !dbg !54, !tbaa !32
  %28 = add nuw nsw i64 %2, 8, !dbg !50
  %29 = icmp eq i64 %28, 1024, !dbg !50
  br i1 %29, label %30, label %1, !dbg !50, !llvm.loop !55

30:                                               ; preds = %1
  ret void, !dbg !58
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !59 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !66
  br label %1, !dbg !67

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %19, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %18, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double %3, metadata !22, metadata !DIExpression()), !dbg !64
  %4 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %2, !dbg !68
  %5 = load double, double* %4, align 16, !dbg !68, !tbaa !32
  %6 = fadd double %3, %5, !dbg !69
  call void @llvm.dbg.value(metadata double %6, metadata !22, metadata !DIExpression()), !dbg !64
  %7 = or i64 %2, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %7, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i64 %7, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double %6, metadata !22, metadata !DIExpression()), !dbg !64
  %8 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %7, !dbg !68
  %9 = load double, double* %8, align 8, !dbg !68, !tbaa !32
  %10 = fadd double %6, %9, !dbg !69
  call void @llvm.dbg.value(metadata double %10, metadata !22, metadata !DIExpression()), !dbg !64
  %11 = or i64 %2, 2, !dbg !70
  call void @llvm.dbg.value(metadata i64 %11, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i64 %11, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double %10, metadata !22, metadata !DIExpression()), !dbg !64
  %12 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %11, !dbg !68
  %13 = load double, double* %12, align 16, !dbg !68, !tbaa !32
  %14 = fadd double %10, %13, !dbg !69
  call void @llvm.dbg.value(metadata double %14, metadata !22, metadata !DIExpression()), !dbg !64
  %15 = or i64 %2, 3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %15, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i64 %15, metadata !23, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double %14, metadata !22, metadata !DIExpression()), !dbg !64
  %16 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %15, !dbg !68
  %17 = load double, double* %16, align 8, !dbg !68, !tbaa !32
  %18 = fadd double %14, %17, !dbg !69
  call void @llvm.dbg.value(metadata double %18, metadata !22, metadata !DIExpression()), !dbg !64
  %19 = add nuw nsw i64 %2, 4, !dbg !70
  call void @llvm.dbg.value(metadata i64 %19, metadata !23, metadata !DIExpression()), !dbg !66
  %20 = icmp eq i64 %19, 1024, !dbg !71
  br i1 %20, label %21, label %1, !dbg !67, !llvm.loop !72

21:                                               ; preds = %1, %21
  %22 = phi i64 [ %48, %21 ], [ 0, %1 ], !dbg !74
  %23 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %22, !dbg !74
  %24 = bitcast double* %23 to <2 x double>*, !dbg !76
  %25 = load <2 x double>, <2 x double>* %24, align 16, !dbg !76, !tbaa !32
  %26 = getelementptr inbounds double, double* %23, i64 2, !dbg !76
  %27 = bitcast double* %26 to <2 x double>*, !dbg !76
  %28 = load <2 x double>, <2 x double>* %27, align 16, !dbg !76, !tbaa !32
  %29 = fmul <2 x double> %25, <double 2.000000e+00, double 2.000000e+00>, !dbg !77
  %30 = fmul <2 x double> %28, <double 2.000000e+00, double 2.000000e+00>, !dbg !77
  %31 = getelementptr inbounds [1024 x double], [1024 x double]* @b, i64 0, i64 %22, !dbg !74
  %32 = bitcast double* %31 to <2 x double>*, !dbg !78
  store <2 x double> %29, <2 x double>* %32, align 16, !dbg !78, !tbaa !32
  %33 = getelementptr inbounds double, double* %31, i64 2, !dbg !78
  %34 = bitcast double* %33 to <2 x double>*, !dbg !78
  store <2 x double> %30, <2 x double>* %34, align 16, !dbg !78, !tbaa !32
  %35 = or i64 %22, 4, !dbg !74
  %36 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %35, !dbg !74
  %37 = bitcast double* %36 to <2 x double>*, !dbg !76
  %38 = load <2 x double>, <2 x double>* %37, align 16, !dbg !76, !tbaa !32
  %39 = getelementptr inbounds double, double* %36, i64 2, !dbg !76
  %40 = bitcast double* %39 to <2 x double>*, !dbg !76
  %41 = load <2 x double>, <2 x double>* %40, align 16, !dbg !76, !tbaa !32
  %42 = fmul <2 x double> %38, <double 2.000000e+00, double 2.000000e+00>, !dbg !77
  %43 = fmul <2 x double> %41, <double 2.000000e+00, double 2.000000e+00>, !dbg !77
  %44 = getelementptr inbounds [1024 x double], [1024 x double]* @b, i64 0, i64 %35, !dbg !74
  %45 = bitcast double* %44 to <2 x double>*, !dbg !78
  store <2 x double> %42, <2 x double>* %45, align 16, !dbg !78, !tbaa !32
  %46 = getelementptr inbounds double, double* %44, i64 2, !dbg !78
  %47 = bitcast double* %46 to <2 x double>*, !dbg !78
  store <2 x double> %43, <2 x double>* %47, align 16, !dbg !78, !tbaa !32
  %48 = add nuw nsw i64 %22, 8, !dbg !74
  %49 = icmp eq i64 %48, 1024, !dbg !74
  br i1 %49, label %50, label %21, !dbg !74, !llvm.loop !79

50:                                               ; preds = %21
  %51 = fcmp ogt double %18, 0.000000e+00, !dbg !82
  %52 = zext i1 %51 to i32, !dbg !82
  ret i32 %52, !dbg !83
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "attrib.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0576f0dac4fbbbadbaf0ca14892ac9f3")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 65536, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 1024)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 11, type: !19, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!8}
!21 = !{!22, !23}
!22 = !DILocalVariable(name: "s", scope: !18, file: !3, line: 13, type: !8)
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 14, type: !25)
!24 = distinct !DILexicalBlock(scope: !18, file: !3, line: 14, column: 3)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 0, scope: !18)
!27 = !DILocation(line: 0, scope: !24)
!28 = !DILocation(line: 14, column: 3, scope: !24)
!29 = !DILocation(line: 16, column: 3, scope: !18)
!30 = !DILocation(line: 15, column: 10, scope: !31)
!31 = distinct !DILexicalBlock(scope: !24, file: !3, line: 14, column: 3)
!32 = !{!33, !33, i64 0}
!33 = !{!"double", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocation(line: 15, column: 7, scope: !31)
!37 = !DILocation(line: 14, column: 27, scope: !31)
!38 = !DILocation(line: 14, column: 21, scope: !31)
!39 = distinct !{!39, !28, !40, !41}
!40 = !DILocation(line: 15, column: 13, scope: !24)
!41 = !{!"llvm.loop.mustprogress"}
!42 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 19, type: !43, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{null}
!45 = !{!46}
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 21, type: !25)
!47 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 3)
!48 = !DILocation(line: 0, scope: !47)
!49 = !DILocation(line: 21, column: 3, scope: !47)
!50 = !DILocation(line: 21, column: 27, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 21, column: 3)
!52 = !DILocation(line: 22, column: 16, scope: !51)
!53 = !DILocation(line: 22, column: 14, scope: !51)
!54 = !DILocation(line: 22, column: 10, scope: !51)
!55 = distinct !{!55, !49, !56, !41, !57}
!56 = !DILocation(line: 22, column: 19, scope: !47)
!57 = !{!"llvm.loop.isvectorized", i32 1}
!58 = !DILocation(line: 23, column: 1, scope: !42)
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !60, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!25}
!62 = !{!63}
!63 = !DILocalVariable(name: "s", scope: !59, file: !3, line: 27, type: !8)
!64 = !DILocation(line: 0, scope: !18, inlinedAt: !65)
!65 = distinct !DILocation(line: 27, column: 14, scope: !59)
!66 = !DILocation(line: 0, scope: !24, inlinedAt: !65)
!67 = !DILocation(line: 14, column: 3, scope: !24, inlinedAt: !65)
!68 = !DILocation(line: 15, column: 10, scope: !31, inlinedAt: !65)
!69 = !DILocation(line: 15, column: 7, scope: !31, inlinedAt: !65)
!70 = !DILocation(line: 14, column: 27, scope: !31, inlinedAt: !65)
!71 = !DILocation(line: 14, column: 21, scope: !31, inlinedAt: !65)
!72 = distinct !{!72, !67, !73, !41}
!73 = !DILocation(line: 15, column: 13, scope: !24, inlinedAt: !65)
!74 = !DILocation(line: 21, column: 27, scope: !51, inlinedAt: !75)
!75 = distinct !DILocation(line: 28, column: 3, scope: !59)
!76 = !DILocation(line: 22, column: 16, scope: !51, inlinedAt: !75)
!77 = !DILocation(line: 22, column: 14, scope: !51, inlinedAt: !75)
!78 = !DILocation(line: 22, column: 10, scope: !51, inlinedAt: !75)
!79 = distinct !{!79, !80, !81, !41, !57}
!80 = !DILocation(line: 21, column: 3, scope: !47, inlinedAt: !75)
!81 = !DILocation(line: 22, column: 19, scope: !47, inlinedAt: !75)
!82 = !DILocation(line: 29, column: 12, scope: !59)
!83 = !DILocation(line: 29, column: 3, scope: !59)
