; ModuleID = 'irr_break.c'
source_filename = "irr_break.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [512 x i32] zeroinitializer, align 16, !dbg !0
@T = internal global [32 x [32 x i32]] zeroinitializer, align 16, !dbg !5
@checksum = dso_local global i32 0, align 4, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !24 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca i32, align 4
  %pos = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %j, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %s, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %s, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %pos, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 -1, i32* %pos, align 4, !dbg !35
  store i32 0, i32* %i, align 4, !dbg !36
  br label %for.cond, !dbg !38

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !39
  %cmp = icmp slt i32 %0, 512, !dbg !41
  br i1 %cmp, label %for.body, label %for.end, !dbg !42

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !43
  %mul = mul nsw i32 %1, 11, !dbg !44
  %rem = srem i32 %mul, 97, !dbg !45
  %2 = load i32, i32* %i, align 4, !dbg !46
  %idxprom = sext i32 %2 to i64, !dbg !47
  %arrayidx = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %idxprom, !dbg !47
  store i32 %rem, i32* %arrayidx, align 4, !dbg !48
  br label %for.inc, !dbg !47

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !49
  %inc = add nsw i32 %3, 1, !dbg !49
  store i32 %inc, i32* %i, align 4, !dbg !49
  br label %for.cond, !dbg !50, !llvm.loop !51

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !54
  br label %for.cond1, !dbg !56

for.cond1:                                        ; preds = %for.inc11, %for.end
  %4 = load i32, i32* %i, align 4, !dbg !57
  %cmp2 = icmp slt i32 %4, 512, !dbg !59
  br i1 %cmp2, label %for.body3, label %for.end13, !dbg !60

for.body3:                                        ; preds = %for.cond1
  %5 = load i32, i32* %i, align 4, !dbg !61
  %rem4 = srem i32 %5, 4, !dbg !64
  %cmp5 = icmp eq i32 %rem4, 3, !dbg !65
  br i1 %cmp5, label %if.then, label %if.end, !dbg !66

if.then:                                          ; preds = %for.body3
  br label %for.inc11, !dbg !67

if.end:                                           ; preds = %for.body3
  %6 = load i32, i32* %i, align 4, !dbg !68
  %idxprom6 = sext i32 %6 to i64, !dbg !69
  %arrayidx7 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %idxprom6, !dbg !69
  %7 = load i32, i32* %arrayidx7, align 4, !dbg !69
  %8 = load i32, i32* %s, align 4, !dbg !70
  %add = add nsw i32 %8, %7, !dbg !70
  store i32 %add, i32* %s, align 4, !dbg !70
  %9 = load i32, i32* %i, align 4, !dbg !71
  %cmp8 = icmp eq i32 %9, 200, !dbg !73
  br i1 %cmp8, label %if.then9, label %if.end10, !dbg !74

if.then9:                                         ; preds = %if.end
  br label %for.end13, !dbg !75

if.end10:                                         ; preds = %if.end
  br label %for.inc11, !dbg !76

for.inc11:                                        ; preds = %if.end10, %if.then
  %10 = load i32, i32* %i, align 4, !dbg !77
  %inc12 = add nsw i32 %10, 1, !dbg !77
  store i32 %inc12, i32* %i, align 4, !dbg !77
  br label %for.cond1, !dbg !78, !llvm.loop !79

for.end13:                                        ; preds = %if.then9, %for.cond1
  store i32 0, i32* %i, align 4, !dbg !81
  br label %for.cond14, !dbg !83

for.cond14:                                       ; preds = %for.inc22, %for.end13
  %11 = load i32, i32* %i, align 4, !dbg !84
  %cmp15 = icmp slt i32 %11, 512, !dbg !86
  br i1 %cmp15, label %for.body16, label %for.end24, !dbg !87

for.body16:                                       ; preds = %for.cond14
  %12 = load i32, i32* %i, align 4, !dbg !88
  %idxprom17 = sext i32 %12 to i64, !dbg !91
  %arrayidx18 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %idxprom17, !dbg !91
  %13 = load i32, i32* %arrayidx18, align 4, !dbg !91
  %cmp19 = icmp eq i32 %13, 77, !dbg !92
  br i1 %cmp19, label %if.then20, label %if.end21, !dbg !93

if.then20:                                        ; preds = %for.body16
  %14 = load i32, i32* %i, align 4, !dbg !94
  store i32 %14, i32* %pos, align 4, !dbg !96
  br label %for.end24, !dbg !97

if.end21:                                         ; preds = %for.body16
  br label %for.inc22, !dbg !98

for.inc22:                                        ; preds = %if.end21
  %15 = load i32, i32* %i, align 4, !dbg !99
  %inc23 = add nsw i32 %15, 1, !dbg !99
  store i32 %inc23, i32* %i, align 4, !dbg !99
  br label %for.cond14, !dbg !100, !llvm.loop !101

for.end24:                                        ; preds = %if.then20, %for.cond14
  store i32 0, i32* %i, align 4, !dbg !103
  br label %for.cond25, !dbg !105

for.cond25:                                       ; preds = %for.inc46, %for.end24
  %16 = load i32, i32* %i, align 4, !dbg !106
  %cmp26 = icmp slt i32 %16, 32, !dbg !108
  br i1 %cmp26, label %for.body27, label %for.end48, !dbg !109

for.body27:                                       ; preds = %for.cond25
  store i32 0, i32* %j, align 4, !dbg !110
  br label %for.cond28, !dbg !112

for.cond28:                                       ; preds = %for.inc43, %for.body27
  %17 = load i32, i32* %j, align 4, !dbg !113
  %cmp29 = icmp slt i32 %17, 32, !dbg !115
  br i1 %cmp29, label %for.body30, label %for.end45, !dbg !116

for.body30:                                       ; preds = %for.cond28
  %18 = load i32, i32* %j, align 4, !dbg !117
  %19 = load i32, i32* %i, align 4, !dbg !120
  %cmp31 = icmp sgt i32 %18, %19, !dbg !121
  br i1 %cmp31, label %if.then32, label %if.end33, !dbg !122

if.then32:                                        ; preds = %for.body30
  br label %for.end45, !dbg !123

if.end33:                                         ; preds = %for.body30
  %20 = load i32, i32* %i, align 4, !dbg !124
  %21 = load i32, i32* %j, align 4, !dbg !125
  %sub = sub nsw i32 %20, %21, !dbg !126
  %22 = load i32, i32* %i, align 4, !dbg !127
  %idxprom34 = sext i32 %22 to i64, !dbg !128
  %arrayidx35 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @T, i64 0, i64 %idxprom34, !dbg !128
  %23 = load i32, i32* %j, align 4, !dbg !129
  %idxprom36 = sext i32 %23 to i64, !dbg !128
  %arrayidx37 = getelementptr inbounds [32 x i32], [32 x i32]* %arrayidx35, i64 0, i64 %idxprom36, !dbg !128
  store i32 %sub, i32* %arrayidx37, align 4, !dbg !130
  %24 = load i32, i32* %i, align 4, !dbg !131
  %idxprom38 = sext i32 %24 to i64, !dbg !132
  %arrayidx39 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @T, i64 0, i64 %idxprom38, !dbg !132
  %25 = load i32, i32* %j, align 4, !dbg !133
  %idxprom40 = sext i32 %25 to i64, !dbg !132
  %arrayidx41 = getelementptr inbounds [32 x i32], [32 x i32]* %arrayidx39, i64 0, i64 %idxprom40, !dbg !132
  %26 = load i32, i32* %arrayidx41, align 4, !dbg !132
  %27 = load i32, i32* %s, align 4, !dbg !134
  %add42 = add nsw i32 %27, %26, !dbg !134
  store i32 %add42, i32* %s, align 4, !dbg !134
  br label %for.inc43, !dbg !135

for.inc43:                                        ; preds = %if.end33
  %28 = load i32, i32* %j, align 4, !dbg !136
  %inc44 = add nsw i32 %28, 1, !dbg !136
  store i32 %inc44, i32* %j, align 4, !dbg !136
  br label %for.cond28, !dbg !137, !llvm.loop !138

for.end45:                                        ; preds = %if.then32, %for.cond28
  br label %for.inc46, !dbg !139

for.inc46:                                        ; preds = %for.end45
  %29 = load i32, i32* %i, align 4, !dbg !140
  %inc47 = add nsw i32 %29, 1, !dbg !140
  store i32 %inc47, i32* %i, align 4, !dbg !140
  br label %for.cond25, !dbg !141, !llvm.loop !142

for.end48:                                        ; preds = %for.cond25
  %30 = load i32, i32* %s, align 4, !dbg !144
  %31 = load i32, i32* %pos, align 4, !dbg !145
  %add49 = add nsw i32 %30, %31, !dbg !146
  store i32 %add49, i32* @checksum, align 4, !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_break.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32768, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 512)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !25, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!8}
!27 = !{}
!28 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 15, type: !8)
!29 = !DILocation(line: 15, column: 7, scope: !24)
!30 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 15, type: !8)
!31 = !DILocation(line: 15, column: 10, scope: !24)
!32 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 15, type: !8)
!33 = !DILocation(line: 15, column: 13, scope: !24)
!34 = !DILocalVariable(name: "pos", scope: !24, file: !3, line: 15, type: !8)
!35 = !DILocation(line: 15, column: 20, scope: !24)
!36 = !DILocation(line: 16, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !24, file: !3, line: 16, column: 3)
!38 = !DILocation(line: 16, column: 8, scope: !37)
!39 = !DILocation(line: 16, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 16, column: 3)
!41 = !DILocation(line: 16, column: 17, scope: !40)
!42 = !DILocation(line: 16, column: 3, scope: !37)
!43 = !DILocation(line: 17, column: 13, scope: !40)
!44 = !DILocation(line: 17, column: 15, scope: !40)
!45 = !DILocation(line: 17, column: 21, scope: !40)
!46 = !DILocation(line: 17, column: 7, scope: !40)
!47 = !DILocation(line: 17, column: 5, scope: !40)
!48 = !DILocation(line: 17, column: 10, scope: !40)
!49 = !DILocation(line: 16, column: 23, scope: !40)
!50 = !DILocation(line: 16, column: 3, scope: !40)
!51 = distinct !{!51, !42, !52, !53}
!52 = !DILocation(line: 17, column: 23, scope: !37)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 18, column: 10, scope: !55)
!55 = distinct !DILexicalBlock(scope: !24, file: !3, line: 18, column: 3)
!56 = !DILocation(line: 18, column: 8, scope: !55)
!57 = !DILocation(line: 18, column: 15, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 18, column: 3)
!59 = !DILocation(line: 18, column: 17, scope: !58)
!60 = !DILocation(line: 18, column: 3, scope: !55)
!61 = !DILocation(line: 19, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 9)
!63 = distinct !DILexicalBlock(scope: !58, file: !3, line: 18, column: 27)
!64 = !DILocation(line: 19, column: 11, scope: !62)
!65 = !DILocation(line: 19, column: 15, scope: !62)
!66 = !DILocation(line: 19, column: 9, scope: !63)
!67 = !DILocation(line: 20, column: 7, scope: !62)
!68 = !DILocation(line: 21, column: 12, scope: !63)
!69 = !DILocation(line: 21, column: 10, scope: !63)
!70 = !DILocation(line: 21, column: 7, scope: !63)
!71 = !DILocation(line: 22, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 22, column: 9)
!73 = !DILocation(line: 22, column: 11, scope: !72)
!74 = !DILocation(line: 22, column: 9, scope: !63)
!75 = !DILocation(line: 23, column: 7, scope: !72)
!76 = !DILocation(line: 24, column: 3, scope: !63)
!77 = !DILocation(line: 18, column: 23, scope: !58)
!78 = !DILocation(line: 18, column: 3, scope: !58)
!79 = distinct !{!79, !60, !80, !53}
!80 = !DILocation(line: 24, column: 3, scope: !55)
!81 = !DILocation(line: 25, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !24, file: !3, line: 25, column: 3)
!83 = !DILocation(line: 25, column: 8, scope: !82)
!84 = !DILocation(line: 25, column: 15, scope: !85)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 25, column: 3)
!86 = !DILocation(line: 25, column: 17, scope: !85)
!87 = !DILocation(line: 25, column: 3, scope: !82)
!88 = !DILocation(line: 26, column: 11, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 26, column: 9)
!90 = distinct !DILexicalBlock(scope: !85, file: !3, line: 25, column: 27)
!91 = !DILocation(line: 26, column: 9, scope: !89)
!92 = !DILocation(line: 26, column: 14, scope: !89)
!93 = !DILocation(line: 26, column: 9, scope: !90)
!94 = !DILocation(line: 27, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !89, file: !3, line: 26, column: 25)
!96 = !DILocation(line: 27, column: 11, scope: !95)
!97 = !DILocation(line: 28, column: 7, scope: !95)
!98 = !DILocation(line: 30, column: 3, scope: !90)
!99 = !DILocation(line: 25, column: 23, scope: !85)
!100 = !DILocation(line: 25, column: 3, scope: !85)
!101 = distinct !{!101, !87, !102, !53}
!102 = !DILocation(line: 30, column: 3, scope: !82)
!103 = !DILocation(line: 31, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !24, file: !3, line: 31, column: 3)
!105 = !DILocation(line: 31, column: 8, scope: !104)
!106 = !DILocation(line: 31, column: 15, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 31, column: 3)
!108 = !DILocation(line: 31, column: 17, scope: !107)
!109 = !DILocation(line: 31, column: 3, scope: !104)
!110 = !DILocation(line: 32, column: 12, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 5)
!112 = !DILocation(line: 32, column: 10, scope: !111)
!113 = !DILocation(line: 32, column: 17, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 32, column: 5)
!115 = !DILocation(line: 32, column: 19, scope: !114)
!116 = !DILocation(line: 32, column: 5, scope: !111)
!117 = !DILocation(line: 33, column: 11, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 33, column: 11)
!119 = distinct !DILexicalBlock(scope: !114, file: !3, line: 32, column: 32)
!120 = !DILocation(line: 33, column: 15, scope: !118)
!121 = !DILocation(line: 33, column: 13, scope: !118)
!122 = !DILocation(line: 33, column: 11, scope: !119)
!123 = !DILocation(line: 34, column: 9, scope: !118)
!124 = !DILocation(line: 35, column: 17, scope: !119)
!125 = !DILocation(line: 35, column: 21, scope: !119)
!126 = !DILocation(line: 35, column: 19, scope: !119)
!127 = !DILocation(line: 35, column: 9, scope: !119)
!128 = !DILocation(line: 35, column: 7, scope: !119)
!129 = !DILocation(line: 35, column: 12, scope: !119)
!130 = !DILocation(line: 35, column: 15, scope: !119)
!131 = !DILocation(line: 36, column: 14, scope: !119)
!132 = !DILocation(line: 36, column: 12, scope: !119)
!133 = !DILocation(line: 36, column: 17, scope: !119)
!134 = !DILocation(line: 36, column: 9, scope: !119)
!135 = !DILocation(line: 37, column: 5, scope: !119)
!136 = !DILocation(line: 32, column: 28, scope: !114)
!137 = !DILocation(line: 32, column: 5, scope: !114)
!138 = distinct !{!138, !116, !139, !53}
!139 = !DILocation(line: 37, column: 5, scope: !111)
!140 = !DILocation(line: 31, column: 26, scope: !107)
!141 = !DILocation(line: 31, column: 3, scope: !107)
!142 = distinct !{!142, !109, !143, !53}
!143 = !DILocation(line: 37, column: 5, scope: !104)
!144 = !DILocation(line: 38, column: 14, scope: !24)
!145 = !DILocation(line: 38, column: 18, scope: !24)
!146 = !DILocation(line: 38, column: 16, scope: !24)
!147 = !DILocation(line: 38, column: 12, scope: !24)
!148 = !DILocation(line: 39, column: 3, scope: !24)
