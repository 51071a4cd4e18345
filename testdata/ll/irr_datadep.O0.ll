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
entry:
  %retval = alloca i32, align 4
  %x = alloca i32, align 4
  %steps = alloca i32, align 4
  %n = alloca i32, align 4
  %count = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %x, metadata !32, metadata !DIExpression()), !dbg !33
  %0 = load i32, i32* @start_value, align 4, !dbg !34
  store i32 %0, i32* %x, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %steps, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %steps, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %n, metadata !37, metadata !DIExpression()), !dbg !38
  %1 = load i32, i32* @collatz_start, align 4, !dbg !39
  store i32 %1, i32* %n, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %count, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %count, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %i, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata i32* %s, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %s, align 4, !dbg !45
  br label %while.cond, !dbg !46

while.cond:                                       ; preds = %while.body, %entry
  %2 = load i32, i32* %x, align 4, !dbg !47
  %cmp = icmp sgt i32 %2, 1, !dbg !48
  br i1 %cmp, label %while.body, label %while.end, !dbg !46

while.body:                                       ; preds = %while.cond
  %3 = load i32, i32* %x, align 4, !dbg !49
  %div = sdiv i32 %3, 2, !dbg !51
  store i32 %div, i32* %x, align 4, !dbg !52
  %4 = load i32, i32* %x, align 4, !dbg !53
  %5 = load i32, i32* %steps, align 4, !dbg !54
  %idxprom = sext i32 %5 to i64, !dbg !55
  %arrayidx = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %idxprom, !dbg !55
  store i32 %4, i32* %arrayidx, align 4, !dbg !56
  %6 = load i32, i32* %steps, align 4, !dbg !57
  %inc = add nsw i32 %6, 1, !dbg !57
  store i32 %inc, i32* %steps, align 4, !dbg !57
  br label %while.cond, !dbg !46, !llvm.loop !58

while.end:                                        ; preds = %while.cond
  br label %while.cond1, !dbg !61

while.cond1:                                      ; preds = %if.end, %while.end
  %7 = load i32, i32* %n, align 4, !dbg !62
  %cmp2 = icmp ne i32 %7, 1, !dbg !63
  br i1 %cmp2, label %while.body3, label %while.end6, !dbg !61

while.body3:                                      ; preds = %while.cond1
  %8 = load i32, i32* %n, align 4, !dbg !64
  %rem = srem i32 %8, 2, !dbg !67
  %tobool = icmp ne i32 %rem, 0, !dbg !67
  br i1 %tobool, label %if.then, label %if.else, !dbg !68

if.then:                                          ; preds = %while.body3
  %9 = load i32, i32* %n, align 4, !dbg !69
  %mul = mul nsw i32 3, %9, !dbg !70
  %add = add nsw i32 %mul, 1, !dbg !71
  store i32 %add, i32* %n, align 4, !dbg !72
  br label %if.end, !dbg !73

if.else:                                          ; preds = %while.body3
  %10 = load i32, i32* %n, align 4, !dbg !74
  %div4 = sdiv i32 %10, 2, !dbg !75
  store i32 %div4, i32* %n, align 4, !dbg !76
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %11 = load i32, i32* %count, align 4, !dbg !77
  %inc5 = add nsw i32 %11, 1, !dbg !77
  store i32 %inc5, i32* %count, align 4, !dbg !77
  br label %while.cond1, !dbg !61, !llvm.loop !78

while.end6:                                       ; preds = %while.cond1
  store i32 0, i32* %i, align 4, !dbg !80
  br label %for.cond, !dbg !82

for.cond:                                         ; preds = %for.inc, %while.end6
  %12 = load i32, i32* %i, align 4, !dbg !83
  %cmp7 = icmp slt i32 %12, 128, !dbg !85
  br i1 %cmp7, label %for.body, label %for.end, !dbg !86

for.body:                                         ; preds = %for.cond
  %13 = load i32, i32* %i, align 4, !dbg !87
  %cmp8 = icmp eq i32 %13, 90, !dbg !88
  br i1 %cmp8, label %cond.true, label %cond.false, !dbg !89

cond.true:                                        ; preds = %for.body
  br label %cond.end, !dbg !89

cond.false:                                       ; preds = %for.body
  %14 = load i32, i32* %i, align 4, !dbg !90
  %rem9 = srem i32 %14, 10, !dbg !91
  br label %cond.end, !dbg !89

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ -1, %cond.true ], [ %rem9, %cond.false ], !dbg !89
  %15 = load i32, i32* %i, align 4, !dbg !92
  %idxprom10 = sext i32 %15 to i64, !dbg !93
  %arrayidx11 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %idxprom10, !dbg !93
  store i32 %cond, i32* %arrayidx11, align 4, !dbg !94
  br label %for.inc, !dbg !93

for.inc:                                          ; preds = %cond.end
  %16 = load i32, i32* %i, align 4, !dbg !95
  %inc12 = add nsw i32 %16, 1, !dbg !95
  store i32 %inc12, i32* %i, align 4, !dbg !95
  br label %for.cond, !dbg !96, !llvm.loop !97

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !99
  br label %while.cond13, !dbg !100

while.cond13:                                     ; preds = %while.body17, %for.end
  %17 = load i32, i32* %i, align 4, !dbg !101
  %idxprom14 = sext i32 %17 to i64, !dbg !102
  %arrayidx15 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %idxprom14, !dbg !102
  %18 = load i32, i32* %arrayidx15, align 4, !dbg !102
  %cmp16 = icmp sge i32 %18, 0, !dbg !103
  br i1 %cmp16, label %while.body17, label %while.end22, !dbg !100

while.body17:                                     ; preds = %while.cond13
  %19 = load i32, i32* %i, align 4, !dbg !104
  %idxprom18 = sext i32 %19 to i64, !dbg !106
  %arrayidx19 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %idxprom18, !dbg !106
  %20 = load i32, i32* %arrayidx19, align 4, !dbg !106
  %21 = load i32, i32* %s, align 4, !dbg !107
  %add20 = add nsw i32 %21, %20, !dbg !107
  store i32 %add20, i32* %s, align 4, !dbg !107
  %22 = load i32, i32* %i, align 4, !dbg !108
  %inc21 = add nsw i32 %22, 1, !dbg !108
  store i32 %inc21, i32* %i, align 4, !dbg !108
  br label %while.cond13, !dbg !100, !llvm.loop !109

while.end22:                                      ; preds = %while.cond13
  %23 = load i32, i32* %s, align 4, !dbg !111
  %24 = load i32, i32* %count, align 4, !dbg !112
  %add23 = add nsw i32 %23, %24, !dbg !113
  %25 = load i32, i32* %steps, align 4, !dbg !114
  %sub = sub nsw i32 %25, 1, !dbg !115
  %idxprom24 = sext i32 %sub to i64, !dbg !116
  %arrayidx25 = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %idxprom24, !dbg !116
  %26 = load i32, i32* %arrayidx25, align 4, !dbg !116
  %add26 = add nsw i32 %add23, %26, !dbg !117
  store i32 %add26, i32* @checksum, align 4, !dbg !118
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
