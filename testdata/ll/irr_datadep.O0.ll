; ModuleID = 'irr_datadep.c'
source_filename = "irr_datadep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@start_value = dso_local global i32 1000000, align 4, !dbg !0
@collatz_start = dso_local global i32 27, align 4, !dbg !5
@Log = internal global [64 x i32] zeroinitializer, align 16, !dbg !8
@A = internal global [128 x i32] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global i32 0, align 4, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !28 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !32, metadata !DIExpression()), !dbg !33
  %8 = load i32, i32* @start_value, align 4, !dbg !34
  store i32 %8, i32* %2, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %3, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %3, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %4, metadata !37, metadata !DIExpression()), !dbg !38
  %9 = load i32, i32* @collatz_start, align 4, !dbg !39
  store i32 %9, i32* %4, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %5, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %5, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %6, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i32* %7, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %7, align 4, !dbg !45
  br label %10, !dbg !46

10:                                               ; preds = %13, %0
  %11 = load i32, i32* %2, align 4, !dbg !47
  %12 = icmp sgt i32 %11, 1, !dbg !48
  br i1 %12, label %13, label %22, !dbg !46

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4, !dbg !49
  %15 = sdiv i32 %14, 2, !dbg !51
  store i32 %15, i32* %2, align 4, !dbg !52
  %16 = load i32, i32* %2, align 4, !dbg !53
  %17 = load i32, i32* %3, align 4, !dbg !54
  %18 = sext i32 %17 to i64, !dbg !55
  %19 = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %18, !dbg !55
  store i32 %16, i32* %19, align 4, !dbg !56
  %20 = load i32, i32* %3, align 4, !dbg !57
  %21 = add nsw i32 %20, 1, !dbg !57
  store i32 %21, i32* %3, align 4, !dbg !57
  br label %10, !dbg !46, !llvm.loop !58

22:                                               ; preds = %10
  br label %23, !dbg !61

23:                                               ; preds = %37, %22
  %24 = load i32, i32* %4, align 4, !dbg !62
  %25 = icmp ne i32 %24, 1, !dbg !63
  br i1 %25, label %26, label %40, !dbg !61

26:                                               ; preds = %23
  %27 = load i32, i32* %4, align 4, !dbg !64
  %28 = srem i32 %27, 2, !dbg !67
  %29 = icmp ne i32 %28, 0, !dbg !67
  br i1 %29, label %30, label %34, !dbg !68

30:                                               ; preds = %26
  %31 = load i32, i32* %4, align 4, !dbg !69
  %32 = mul nsw i32 3, %31, !dbg !70
  %33 = add nsw i32 %32, 1, !dbg !71
  store i32 %33, i32* %4, align 4, !dbg !72
  br label %37, !dbg !73

34:                                               ; preds = %26
  %35 = load i32, i32* %4, align 4, !dbg !74
  %36 = sdiv i32 %35, 2, !dbg !75
  store i32 %36, i32* %4, align 4, !dbg !76
  br label %37

37:                                               ; preds = %34, %30
  %38 = load i32, i32* %5, align 4, !dbg !77
  %39 = add nsw i32 %38, 1, !dbg !77
  store i32 %39, i32* %5, align 4, !dbg !77
  br label %23, !dbg !61, !llvm.loop !78

40:                                               ; preds = %23
  store i32 0, i32* %6, align 4, !dbg !80
  br label %41, !dbg !82

41:                                               ; preds = %56, %40
  %42 = load i32, i32* %6, align 4, !dbg !83
  %43 = icmp slt i32 %42, 128, !dbg !85
  br i1 %43, label %44, label %59, !dbg !86

44:                                               ; preds = %41
  %45 = load i32, i32* %6, align 4, !dbg !87
  %46 = icmp eq i32 %45, 90, !dbg !88
  br i1 %46, label %47, label %48, !dbg !89

47:                                               ; preds = %44
  br label %51, !dbg !89

48:                                               ; preds = %44
  %49 = load i32, i32* %6, align 4, !dbg !90
  %50 = srem i32 %49, 10, !dbg !91
  br label %51, !dbg !89

51:                                               ; preds = %48, %47
  %52 = phi i32 [ -1, %47 ], [ %50, %48 ], !dbg !89
  %53 = load i32, i32* %6, align 4, !dbg !92
  %54 = sext i32 %53 to i64, !dbg !93
  %55 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %54, !dbg !93
  store i32 %52, i32* %55, align 4, !dbg !94
  br label %56, !dbg !93

56:                                               ; preds = %51
  %57 = load i32, i32* %6, align 4, !dbg !95
  %58 = add nsw i32 %57, 1, !dbg !95
  store i32 %58, i32* %6, align 4, !dbg !95
  br label %41, !dbg !96, !llvm.loop !97

59:                                               ; preds = %41
  store i32 0, i32* %6, align 4, !dbg !99
  br label %60, !dbg !100

60:                                               ; preds = %66, %59
  %61 = load i32, i32* %6, align 4, !dbg !101
  %62 = sext i32 %61 to i64, !dbg !102
  %63 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %62, !dbg !102
  %64 = load i32, i32* %63, align 4, !dbg !102
  %65 = icmp sge i32 %64, 0, !dbg !103
  br i1 %65, label %66, label %75, !dbg !100

66:                                               ; preds = %60
  %67 = load i32, i32* %6, align 4, !dbg !104
  %68 = sext i32 %67 to i64, !dbg !106
  %69 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %68, !dbg !106
  %70 = load i32, i32* %69, align 4, !dbg !106
  %71 = load i32, i32* %7, align 4, !dbg !107
  %72 = add nsw i32 %71, %70, !dbg !107
  store i32 %72, i32* %7, align 4, !dbg !107
  %73 = load i32, i32* %6, align 4, !dbg !108
  %74 = add nsw i32 %73, 1, !dbg !108
  store i32 %74, i32* %6, align 4, !dbg !108
  br label %60, !dbg !100, !llvm.loop !109

75:                                               ; preds = %60
  %76 = load i32, i32* %7, align 4, !dbg !111
  %77 = load i32, i32* %5, align 4, !dbg !112
  %78 = add nsw i32 %76, %77, !dbg !113
  %79 = load i32, i32* %3, align 4, !dbg !114
  %80 = sub nsw i32 %79, 1, !dbg !115
  %81 = sext i32 %80 to i64, !dbg !116
  %82 = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %81, !dbg !116
  %83 = load i32, i32* %82, align 4, !dbg !116
  %84 = add nsw i32 %78, %83, !dbg !117
  store i32 %84, i32* @checksum, align 4, !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start_value", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_datadep.c", directory: ".")
!4 = !{!0, !5, !8, !13, !18}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "collatz_start", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "Log", scope: !2, file: !3, line: 11, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 128)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !29, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{!7}
!31 = !{}
!32 = !DILocalVariable(name: "x", scope: !28, file: !3, line: 17, type: !7)
!33 = !DILocation(line: 17, column: 7, scope: !28)
!34 = !DILocation(line: 17, column: 11, scope: !28)
!35 = !DILocalVariable(name: "steps", scope: !28, file: !3, line: 17, type: !7)
!36 = !DILocation(line: 17, column: 24, scope: !28)
!37 = !DILocalVariable(name: "n", scope: !28, file: !3, line: 17, type: !7)
!38 = !DILocation(line: 17, column: 35, scope: !28)
!39 = !DILocation(line: 17, column: 39, scope: !28)
!40 = !DILocalVariable(name: "count", scope: !28, file: !3, line: 17, type: !7)
!41 = !DILocation(line: 17, column: 54, scope: !28)
!42 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 17, type: !7)
!43 = !DILocation(line: 17, column: 65, scope: !28)
!44 = !DILocalVariable(name: "s", scope: !28, file: !3, line: 17, type: !7)
!45 = !DILocation(line: 17, column: 68, scope: !28)
!46 = !DILocation(line: 18, column: 3, scope: !28)
!47 = !DILocation(line: 18, column: 10, scope: !28)
!48 = !DILocation(line: 18, column: 12, scope: !28)
!49 = !DILocation(line: 19, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !28, file: !3, line: 18, column: 17)
!51 = !DILocation(line: 19, column: 11, scope: !50)
!52 = !DILocation(line: 19, column: 7, scope: !50)
!53 = !DILocation(line: 20, column: 18, scope: !50)
!54 = !DILocation(line: 20, column: 9, scope: !50)
!55 = !DILocation(line: 20, column: 5, scope: !50)
!56 = !DILocation(line: 20, column: 16, scope: !50)
!57 = !DILocation(line: 21, column: 10, scope: !50)
!58 = distinct !{!58, !46, !59, !60}
!59 = !DILocation(line: 22, column: 3, scope: !28)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 23, column: 3, scope: !28)
!62 = !DILocation(line: 23, column: 10, scope: !28)
!63 = !DILocation(line: 23, column: 12, scope: !28)
!64 = !DILocation(line: 24, column: 9, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 24, column: 9)
!66 = distinct !DILexicalBlock(scope: !28, file: !3, line: 23, column: 18)
!67 = !DILocation(line: 24, column: 11, scope: !65)
!68 = !DILocation(line: 24, column: 9, scope: !66)
!69 = !DILocation(line: 25, column: 15, scope: !65)
!70 = !DILocation(line: 25, column: 13, scope: !65)
!71 = !DILocation(line: 25, column: 17, scope: !65)
!72 = !DILocation(line: 25, column: 9, scope: !65)
!73 = !DILocation(line: 25, column: 7, scope: !65)
!74 = !DILocation(line: 27, column: 11, scope: !65)
!75 = !DILocation(line: 27, column: 13, scope: !65)
!76 = !DILocation(line: 27, column: 9, scope: !65)
!77 = !DILocation(line: 28, column: 10, scope: !66)
!78 = distinct !{!78, !61, !79, !60}
!79 = !DILocation(line: 29, column: 3, scope: !28)
!80 = !DILocation(line: 30, column: 10, scope: !81)
!81 = distinct !DILexicalBlock(scope: !28, file: !3, line: 30, column: 3)
!82 = !DILocation(line: 30, column: 8, scope: !81)
!83 = !DILocation(line: 30, column: 15, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 30, column: 3)
!85 = !DILocation(line: 30, column: 17, scope: !84)
!86 = !DILocation(line: 30, column: 3, scope: !81)
!87 = !DILocation(line: 31, column: 13, scope: !84)
!88 = !DILocation(line: 31, column: 15, scope: !84)
!89 = !DILocation(line: 31, column: 12, scope: !84)
!90 = !DILocation(line: 31, column: 39, scope: !84)
!91 = !DILocation(line: 31, column: 41, scope: !84)
!92 = !DILocation(line: 31, column: 7, scope: !84)
!93 = !DILocation(line: 31, column: 5, scope: !84)
!94 = !DILocation(line: 31, column: 10, scope: !84)
!95 = !DILocation(line: 30, column: 23, scope: !84)
!96 = !DILocation(line: 30, column: 3, scope: !84)
!97 = distinct !{!97, !86, !98, !60}
!98 = !DILocation(line: 31, column: 43, scope: !81)
!99 = !DILocation(line: 32, column: 5, scope: !28)
!100 = !DILocation(line: 33, column: 3, scope: !28)
!101 = !DILocation(line: 33, column: 12, scope: !28)
!102 = !DILocation(line: 33, column: 10, scope: !28)
!103 = !DILocation(line: 33, column: 15, scope: !28)
!104 = !DILocation(line: 34, column: 12, scope: !105)
!105 = distinct !DILexicalBlock(scope: !28, file: !3, line: 33, column: 21)
!106 = !DILocation(line: 34, column: 10, scope: !105)
!107 = !DILocation(line: 34, column: 7, scope: !105)
!108 = !DILocation(line: 35, column: 6, scope: !105)
!109 = distinct !{!109, !100, !110, !60}
!110 = !DILocation(line: 36, column: 3, scope: !28)
!111 = !DILocation(line: 37, column: 14, scope: !28)
!112 = !DILocation(line: 37, column: 18, scope: !28)
!113 = !DILocation(line: 37, column: 16, scope: !28)
!114 = !DILocation(line: 37, column: 30, scope: !28)
!115 = !DILocation(line: 37, column: 36, scope: !28)
!116 = !DILocation(line: 37, column: 26, scope: !28)
!117 = !DILocation(line: 37, column: 24, scope: !28)
!118 = !DILocation(line: 37, column: 12, scope: !28)
!119 = !DILocation(line: 38, column: 3, scope: !28)
