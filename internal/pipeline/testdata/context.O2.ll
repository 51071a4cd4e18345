; ModuleID = 'context.c'
source_filename = "context.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local local_unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !0
@sink = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !5

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel() local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !22, metadata !DIExpression()), !dbg !29
  br label %22, !dbg !32

1:                                                ; preds = %22, %1
  %2 = phi i64 [ %19, %1 ], [ 0, %22 ]
  %3 = phi double [ %18, %1 ], [ %39, %22 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %3, metadata !22, metadata !DIExpression()), !dbg !29
  %4 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %2, !dbg !33
  %5 = load double, double* %4, align 16, !dbg !33, !tbaa !35
  %6 = fadd double %3, %5, !dbg !39
  call void @llvm.dbg.value(metadata double %6, metadata !22, metadata !DIExpression()), !dbg !29
  %7 = or i64 %2, 1, !dbg !40
  call void @llvm.dbg.value(metadata i64 %7, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %7, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %6, metadata !22, metadata !DIExpression()), !dbg !29
  %8 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %7, !dbg !33
  %9 = load double, double* %8, align 8, !dbg !33, !tbaa !35
  %10 = fadd double %6, %9, !dbg !39
  call void @llvm.dbg.value(metadata double %10, metadata !22, metadata !DIExpression()), !dbg !29
  %11 = or i64 %2, 2, !dbg !40
  call void @llvm.dbg.value(metadata i64 %11, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %11, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %10, metadata !22, metadata !DIExpression()), !dbg !29
  %12 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %11, !dbg !33
  %13 = load double, double* %12, align 16, !dbg !33, !tbaa !35
  %14 = fadd double %10, %13, !dbg !39
  call void @llvm.dbg.value(metadata double %14, metadata !22, metadata !DIExpression()), !dbg !29
  %15 = or i64 %2, 3, !dbg !40
  call void @llvm.dbg.value(metadata i64 %15, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %15, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %14, metadata !22, metadata !DIExpression()), !dbg !29
  %16 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %15, !dbg !33
  %17 = load double, double* %16, align 8, !dbg !33, !tbaa !35
  %18 = fadd double %14, %17, !dbg !39
  call void @llvm.dbg.value(metadata double %18, metadata !22, metadata !DIExpression()), !dbg !29
  %19 = add nuw nsw i64 %2, 4, !dbg !40
  call void @llvm.dbg.value(metadata i64 %19, metadata !26, metadata !DIExpression()), !dbg !31
  %20 = icmp eq i64 %19, 512, !dbg !41
  br i1 %20, label %21, label %1, !dbg !32, !llvm.loop !42

21:                                               ; preds = %1
  call void @llvm.dbg.value(metadata i32 2, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %18, metadata !22, metadata !DIExpression()), !dbg !29
  store double %18, double* @sink, align 8, !dbg !45, !tbaa !35
  ret void, !dbg !46

22:                                               ; preds = %22, %0
  %23 = phi i64 [ 0, %0 ], [ %40, %22 ]
  %24 = phi double [ 0.000000e+00, %0 ], [ %39, %22 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %24, metadata !22, metadata !DIExpression()), !dbg !29
  %25 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %23, !dbg !33
  %26 = load double, double* %25, align 16, !dbg !33, !tbaa !35
  %27 = fadd double %24, %26, !dbg !39
  call void @llvm.dbg.value(metadata double %27, metadata !22, metadata !DIExpression()), !dbg !29
  %28 = or i64 %23, 1, !dbg !40
  call void @llvm.dbg.value(metadata i64 %28, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %28, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %27, metadata !22, metadata !DIExpression()), !dbg !29
  %29 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %28, !dbg !33
  %30 = load double, double* %29, align 8, !dbg !33, !tbaa !35
  %31 = fadd double %27, %30, !dbg !39
  call void @llvm.dbg.value(metadata double %31, metadata !22, metadata !DIExpression()), !dbg !29
  %32 = or i64 %23, 2, !dbg !40
  call void @llvm.dbg.value(metadata i64 %32, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %32, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %31, metadata !22, metadata !DIExpression()), !dbg !29
  %33 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %32, !dbg !33
  %34 = load double, double* %33, align 16, !dbg !33, !tbaa !35
  %35 = fadd double %31, %34, !dbg !39
  call void @llvm.dbg.value(metadata double %35, metadata !22, metadata !DIExpression()), !dbg !29
  %36 = or i64 %23, 3, !dbg !40
  call void @llvm.dbg.value(metadata i64 %36, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %36, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %35, metadata !22, metadata !DIExpression()), !dbg !29
  %37 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %36, !dbg !33
  %38 = load double, double* %37, align 8, !dbg !33, !tbaa !35
  %39 = fadd double %35, %38, !dbg !39
  call void @llvm.dbg.value(metadata double %39, metadata !22, metadata !DIExpression()), !dbg !29
  %40 = add nuw nsw i64 %23, 4, !dbg !40
  call void @llvm.dbg.value(metadata i64 %40, metadata !26, metadata !DIExpression()), !dbg !31
  %41 = icmp eq i64 %40, 512, !dbg !41
  br i1 %41, label %1, label %22, !dbg !32, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !47 {
  call void @llvm.dbg.value(metadata i32 0, metadata !51, metadata !DIExpression()), !dbg !53
  br label %1, !dbg !54

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ], !dbg !55
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %21, %1 ], !dbg !57
  %4 = add <2 x i32> %3, <i32 2, i32 2>, !dbg !57
  %5 = sitofp <2 x i32> %3 to <2 x double>, !dbg !57
  %6 = sitofp <2 x i32> %4 to <2 x double>, !dbg !57
  %7 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %2, !dbg !55
  %8 = bitcast double* %7 to <2 x double>*, !dbg !58
  store <2 x double> %5, <2 x double>* %8, align 16, !dbg !58, !tbaa !35
  %9 = getelementptr inbounds double, double* %7, i64 2, !dbg !58
  %10 = bitcast double* %9 to <2 x double>*, !dbg !58
  store <2 x double> %6, <2 x double>* %10, align 16, !dbg !58, !tbaa !35
  %11 = or i64 %2, 4, !dbg !55
  %12 = add <2 x i32> %3, <i32 4, i32 4>, !dbg !57
  %13 = add <2 x i32> %3, <i32 6, i32 6>, !dbg !57
  %14 = sitofp <2 x i32> %12 to <2 x double>, !dbg !57
  %15 = sitofp <2 x i32> %13 to <2 x double>, !dbg !57
  %16 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %11, !dbg !55
  %17 = bitcast double* %16 to <2 x double>*, !dbg !58
  store <2 x double> %14, <2 x double>* %17, align 16, !dbg !58, !tbaa !35
  %18 = getelementptr inbounds double, double* %16, i64 2, !dbg !58
  %19 = bitcast double* %18 to <2 x double>*, !dbg !58
  store <2 x double> %15, <2 x double>* %19, align 16, !dbg !58, !tbaa !35
  %20 = add nuw nsw i64 %2, 8, !dbg !55
  %21 = add <2 x i32> %3, <i32 8, i32 8>, !dbg !57
  %22 = icmp eq i64 %20, 512, !dbg !55
  br i1 %22, label %43, label %1, !dbg !55, !llvm.loop !59

23:                                               ; preds = %43, %23
  %24 = phi i64 [ %41, %23 ], [ 0, %43 ]
  %25 = phi double [ %40, %23 ], [ %60, %43 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %25, metadata !22, metadata !DIExpression()), !dbg !64
  %26 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %24, !dbg !65
  %27 = load double, double* %26, align 16, !dbg !65, !tbaa !35
  %28 = fadd double %25, %27, !dbg !66
  call void @llvm.dbg.value(metadata double %28, metadata !22, metadata !DIExpression()), !dbg !64
  %29 = or i64 %24, 1, !dbg !67
  call void @llvm.dbg.value(metadata i64 %29, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %29, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %28, metadata !22, metadata !DIExpression()), !dbg !64
  %30 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %29, !dbg !65
  %31 = load double, double* %30, align 8, !dbg !65, !tbaa !35
  %32 = fadd double %28, %31, !dbg !66
  call void @llvm.dbg.value(metadata double %32, metadata !22, metadata !DIExpression()), !dbg !64
  %33 = or i64 %24, 2, !dbg !67
  call void @llvm.dbg.value(metadata i64 %33, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %33, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %32, metadata !22, metadata !DIExpression()), !dbg !64
  %34 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %33, !dbg !65
  %35 = load double, double* %34, align 16, !dbg !65, !tbaa !35
  %36 = fadd double %32, %35, !dbg !66
  call void @llvm.dbg.value(metadata double %36, metadata !22, metadata !DIExpression()), !dbg !64
  %37 = or i64 %24, 3, !dbg !67
  call void @llvm.dbg.value(metadata i64 %37, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %37, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %36, metadata !22, metadata !DIExpression()), !dbg !64
  %38 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %37, !dbg !65
  %39 = load double, double* %38, align 8, !dbg !65, !tbaa !35
  %40 = fadd double %36, %39, !dbg !66
  call void @llvm.dbg.value(metadata double %40, metadata !22, metadata !DIExpression()), !dbg !64
  %41 = add nuw nsw i64 %24, 4, !dbg !67
  call void @llvm.dbg.value(metadata i64 %41, metadata !26, metadata !DIExpression()), !dbg !62
  %42 = icmp eq i64 %41, 512, !dbg !68
  br i1 %42, label %63, label %23, !dbg !69, !llvm.loop !70

43:                                               ; preds = %1, %43
  %44 = phi i64 [ %61, %43 ], [ 0, %1 ]
  %45 = phi double [ %60, %43 ], [ 0.000000e+00, %1 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %45, metadata !22, metadata !DIExpression()), !dbg !64
  %46 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %44, !dbg !65
  %47 = load double, double* %46, align 16, !dbg !65, !tbaa !35
  %48 = fadd double %45, %47, !dbg !66
  call void @llvm.dbg.value(metadata double %48, metadata !22, metadata !DIExpression()), !dbg !64
  %49 = or i64 %44, 1, !dbg !67
  call void @llvm.dbg.value(metadata i64 %49, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %49, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %48, metadata !22, metadata !DIExpression()), !dbg !64
  %50 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %49, !dbg !65
  %51 = load double, double* %50, align 8, !dbg !65, !tbaa !35
  %52 = fadd double %48, %51, !dbg !66
  call void @llvm.dbg.value(metadata double %52, metadata !22, metadata !DIExpression()), !dbg !64
  %53 = or i64 %44, 2, !dbg !67
  call void @llvm.dbg.value(metadata i64 %53, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %53, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %52, metadata !22, metadata !DIExpression()), !dbg !64
  %54 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %53, !dbg !65
  %55 = load double, double* %54, align 16, !dbg !65, !tbaa !35
  %56 = fadd double %52, %55, !dbg !66
  call void @llvm.dbg.value(metadata double %56, metadata !22, metadata !DIExpression()), !dbg !64
  %57 = or i64 %44, 3, !dbg !67
  call void @llvm.dbg.value(metadata i64 %57, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %57, metadata !26, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata double %56, metadata !22, metadata !DIExpression()), !dbg !64
  %58 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %57, !dbg !65
  %59 = load double, double* %58, align 8, !dbg !65, !tbaa !35
  %60 = fadd double %56, %59, !dbg !66
  call void @llvm.dbg.value(metadata double %60, metadata !22, metadata !DIExpression()), !dbg !64
  %61 = add nuw nsw i64 %44, 4, !dbg !67
  call void @llvm.dbg.value(metadata i64 %61, metadata !26, metadata !DIExpression()), !dbg !62
  %62 = icmp eq i64 %61, 512, !dbg !68
  br i1 %62, label %23, label %43, !dbg !69, !llvm.loop !72

63:                                               ; preds = %23
  call void @llvm.dbg.value(metadata i32 2, metadata !23, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata double %40, metadata !22, metadata !DIExpression()), !dbg !64
  store double %40, double* @sink, align 8, !dbg !74, !tbaa !35
  ret i32 0, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "context.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cd872c9671fcbe3cbf974d1095721dc7")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 32768, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 512)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 12, type: !19, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{null}
!21 = !{!22, !23, !26}
!22 = !DILocalVariable(name: "s", scope: !18, file: !3, line: 14, type: !7)
!23 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 15, type: !25)
!24 = distinct !DILexicalBlock(scope: !18, file: !3, line: 15, column: 3)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 16, type: !25)
!27 = distinct !DILexicalBlock(scope: !28, file: !3, line: 16, column: 5)
!28 = distinct !DILexicalBlock(scope: !24, file: !3, line: 15, column: 3)
!29 = !DILocation(line: 0, scope: !18)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 0, scope: !27)
!32 = !DILocation(line: 16, column: 5, scope: !27)
!33 = !DILocation(line: 17, column: 12, scope: !34)
!34 = distinct !DILexicalBlock(scope: !27, file: !3, line: 16, column: 5)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 17, column: 9, scope: !34)
!40 = !DILocation(line: 16, column: 29, scope: !34)
!41 = !DILocation(line: 16, column: 23, scope: !34)
!42 = distinct !{!42, !32, !43, !44}
!43 = !DILocation(line: 17, column: 15, scope: !27)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 18, column: 8, scope: !18)
!46 = !DILocation(line: 19, column: 1, scope: !18)
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !48, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!25}
!50 = !{!51}
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 23, type: !25)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 23, column: 3)
!53 = !DILocation(line: 0, scope: !52)
!54 = !DILocation(line: 23, column: 3, scope: !52)
!55 = !DILocation(line: 23, column: 27, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 23, column: 3)
!57 = !DILocation(line: 24, column: 12, scope: !56)
!58 = !DILocation(line: 24, column: 10, scope: !56)
!59 = distinct !{!59, !54, !60, !44, !61}
!60 = !DILocation(line: 24, column: 12, scope: !52)
!61 = !{!"llvm.loop.isvectorized", i32 1}
!62 = !DILocation(line: 0, scope: !27, inlinedAt: !63)
!63 = distinct !DILocation(line: 25, column: 3, scope: !47)
!64 = !DILocation(line: 0, scope: !18, inlinedAt: !63)
!65 = !DILocation(line: 17, column: 12, scope: !34, inlinedAt: !63)
!66 = !DILocation(line: 17, column: 9, scope: !34, inlinedAt: !63)
!67 = !DILocation(line: 16, column: 29, scope: !34, inlinedAt: !63)
!68 = !DILocation(line: 16, column: 23, scope: !34, inlinedAt: !63)
!69 = !DILocation(line: 16, column: 5, scope: !27, inlinedAt: !63)
!70 = distinct !{!70, !69, !71, !44}
!71 = !DILocation(line: 17, column: 15, scope: !27, inlinedAt: !63)
!72 = distinct !{!72, !69, !71, !44}
!73 = !DILocation(line: 0, scope: !24, inlinedAt: !63)
!74 = !DILocation(line: 18, column: 8, scope: !18, inlinedAt: !63)
!75 = !DILocation(line: 26, column: 3, scope: !47)
