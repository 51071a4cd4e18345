; ModuleID = 'irr_switch.c'
source_filename = "irr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [400 x i32] zeroinitializer, align 16, !dbg !0
@B = internal global [400 x i32] zeroinitializer, align 16, !dbg !5
@checksum = dso_local global i32 0, align 4, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !21 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %s, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %s, align 4, !dbg !28
  store i32 0, i32* %i, align 4, !dbg !29
  br label %for.cond, !dbg !31

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !32
  %cmp = icmp slt i32 %0, 400, !dbg !34
  br i1 %cmp, label %for.body, label %for.end, !dbg !35

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !36
  %mul = mul nsw i32 %1, 13, !dbg !37
  %rem = srem i32 %mul, 17, !dbg !38
  %2 = load i32, i32* %i, align 4, !dbg !39
  %idxprom = sext i32 %2 to i64, !dbg !40
  %arrayidx = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %idxprom, !dbg !40
  store i32 %rem, i32* %arrayidx, align 4, !dbg !41
  br label %for.inc, !dbg !40

for.inc:                                          ; preds = %for.body
  %3 = load i32, i32* %i, align 4, !dbg !42
  %inc = add nsw i32 %3, 1, !dbg !42
  store i32 %inc, i32* %i, align 4, !dbg !42
  br label %for.cond, !dbg !43, !llvm.loop !44

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !47
  br label %for.cond1, !dbg !49

for.cond1:                                        ; preds = %for.inc21, %for.end
  %4 = load i32, i32* %i, align 4, !dbg !50
  %cmp2 = icmp slt i32 %4, 400, !dbg !52
  br i1 %cmp2, label %for.body3, label %for.end23, !dbg !53

for.body3:                                        ; preds = %for.cond1
  %5 = load i32, i32* %i, align 4, !dbg !54
  %rem4 = srem i32 %5, 5, !dbg !56
  switch i32 %rem4, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb7
    i32 2, label %sw.bb10
    i32 3, label %sw.bb14
  ], !dbg !57

sw.bb:                                            ; preds = %for.body3
  %6 = load i32, i32* %i, align 4, !dbg !58
  %idxprom5 = sext i32 %6 to i64, !dbg !60
  %arrayidx6 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %idxprom5, !dbg !60
  %7 = load i32, i32* %arrayidx6, align 4, !dbg !60
  %8 = load i32, i32* %s, align 4, !dbg !61
  %add = add nsw i32 %8, %7, !dbg !61
  store i32 %add, i32* %s, align 4, !dbg !61
  br label %sw.epilog, !dbg !62

sw.bb7:                                           ; preds = %for.body3
  %9 = load i32, i32* %i, align 4, !dbg !63
  %idxprom8 = sext i32 %9 to i64, !dbg !64
  %arrayidx9 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %idxprom8, !dbg !64
  %10 = load i32, i32* %arrayidx9, align 4, !dbg !64
  %11 = load i32, i32* %s, align 4, !dbg !65
  %sub = sub nsw i32 %11, %10, !dbg !65
  store i32 %sub, i32* %s, align 4, !dbg !65
  br label %sw.epilog, !dbg !66

sw.bb10:                                          ; preds = %for.body3
  %12 = load i32, i32* %s, align 4, !dbg !67
  %rem11 = srem i32 %12, 100, !dbg !68
  %13 = load i32, i32* %i, align 4, !dbg !69
  %idxprom12 = sext i32 %13 to i64, !dbg !70
  %arrayidx13 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %idxprom12, !dbg !70
  store i32 %rem11, i32* %arrayidx13, align 4, !dbg !71
  br label %sw.bb14, !dbg !70

sw.bb14:                                          ; preds = %for.body3, %sw.bb10
  %14 = load i32, i32* %s, align 4, !dbg !72
  %mul15 = mul nsw i32 %14, 3, !dbg !73
  %rem16 = srem i32 %mul15, 1000, !dbg !74
  store i32 %rem16, i32* %s, align 4, !dbg !75
  br label %sw.epilog, !dbg !76

sw.default:                                       ; preds = %for.body3
  %15 = load i32, i32* %i, align 4, !dbg !77
  %idxprom17 = sext i32 %15 to i64, !dbg !78
  %arrayidx18 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %idxprom17, !dbg !78
  %16 = load i32, i32* %arrayidx18, align 4, !dbg !78
  %17 = load i32, i32* %i, align 4, !dbg !79
  %idxprom19 = sext i32 %17 to i64, !dbg !80
  %arrayidx20 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %idxprom19, !dbg !80
  store i32 %16, i32* %arrayidx20, align 4, !dbg !81
  br label %sw.epilog, !dbg !82

sw.epilog:                                        ; preds = %sw.default, %sw.bb14, %sw.bb7, %sw.bb
  br label %for.inc21, !dbg !83

for.inc21:                                        ; preds = %sw.epilog
  %18 = load i32, i32* %i, align 4, !dbg !84
  %inc22 = add nsw i32 %18, 1, !dbg !84
  store i32 %inc22, i32* %i, align 4, !dbg !84
  br label %for.cond1, !dbg !85, !llvm.loop !86

for.end23:                                        ; preds = %for.cond1
  store i32 0, i32* %i, align 4, !dbg !88
  br label %for.cond24, !dbg !90

for.cond24:                                       ; preds = %for.inc30, %for.end23
  %19 = load i32, i32* %i, align 4, !dbg !91
  %cmp25 = icmp slt i32 %19, 400, !dbg !93
  br i1 %cmp25, label %for.body26, label %for.end32, !dbg !94

for.body26:                                       ; preds = %for.cond24
  %20 = load i32, i32* %i, align 4, !dbg !95
  %idxprom27 = sext i32 %20 to i64, !dbg !96
  %arrayidx28 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %idxprom27, !dbg !96
  %21 = load i32, i32* %arrayidx28, align 4, !dbg !96
  %22 = load i32, i32* %s, align 4, !dbg !97
  %add29 = add nsw i32 %22, %21, !dbg !97
  store i32 %add29, i32* %s, align 4, !dbg !97
  br label %for.inc30, !dbg !98

for.inc30:                                        ; preds = %for.body26
  %23 = load i32, i32* %i, align 4, !dbg !99
  %inc31 = add nsw i32 %23, 1, !dbg !99
  store i32 %inc31, i32* %i, align 4, !dbg !99
  br label %for.cond24, !dbg !100, !llvm.loop !101

for.end32:                                        ; preds = %for.cond24
  %24 = load i32, i32* %s, align 4, !dbg !103
  store i32 %24, i32* @checksum, align 4, !dbg !104
  ret i32 0, !dbg !105
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_switch.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 12800, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 400)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!13 = !{i32 7, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !22, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!8}
!24 = !{}
!25 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 11, type: !8)
!26 = !DILocation(line: 11, column: 7, scope: !21)
!27 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 11, type: !8)
!28 = !DILocation(line: 11, column: 10, scope: !21)
!29 = !DILocation(line: 12, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !21, file: !3, line: 12, column: 3)
!31 = !DILocation(line: 12, column: 8, scope: !30)
!32 = !DILocation(line: 12, column: 15, scope: !33)
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 12, column: 3)
!34 = !DILocation(line: 12, column: 17, scope: !33)
!35 = !DILocation(line: 12, column: 3, scope: !30)
!36 = !DILocation(line: 13, column: 13, scope: !33)
!37 = !DILocation(line: 13, column: 15, scope: !33)
!38 = !DILocation(line: 13, column: 21, scope: !33)
!39 = !DILocation(line: 13, column: 7, scope: !33)
!40 = !DILocation(line: 13, column: 5, scope: !33)
!41 = !DILocation(line: 13, column: 10, scope: !33)
!42 = !DILocation(line: 12, column: 23, scope: !33)
!43 = !DILocation(line: 12, column: 3, scope: !33)
!44 = distinct !{!44, !35, !45, !46}
!45 = !DILocation(line: 13, column: 23, scope: !30)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 14, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !21, file: !3, line: 14, column: 3)
!49 = !DILocation(line: 14, column: 8, scope: !48)
!50 = !DILocation(line: 14, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 3)
!52 = !DILocation(line: 14, column: 17, scope: !51)
!53 = !DILocation(line: 14, column: 3, scope: !48)
!54 = !DILocation(line: 15, column: 13, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 14, column: 27)
!56 = !DILocation(line: 15, column: 15, scope: !55)
!57 = !DILocation(line: 15, column: 5, scope: !55)
!58 = !DILocation(line: 17, column: 14, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 15, column: 20)
!60 = !DILocation(line: 17, column: 12, scope: !59)
!61 = !DILocation(line: 17, column: 9, scope: !59)
!62 = !DILocation(line: 18, column: 7, scope: !59)
!63 = !DILocation(line: 20, column: 14, scope: !59)
!64 = !DILocation(line: 20, column: 12, scope: !59)
!65 = !DILocation(line: 20, column: 9, scope: !59)
!66 = !DILocation(line: 21, column: 7, scope: !59)
!67 = !DILocation(line: 23, column: 14, scope: !59)
!68 = !DILocation(line: 23, column: 16, scope: !59)
!69 = !DILocation(line: 23, column: 9, scope: !59)
!70 = !DILocation(line: 23, column: 7, scope: !59)
!71 = !DILocation(line: 23, column: 12, scope: !59)
!72 = !DILocation(line: 26, column: 12, scope: !59)
!73 = !DILocation(line: 26, column: 14, scope: !59)
!74 = !DILocation(line: 26, column: 19, scope: !59)
!75 = !DILocation(line: 26, column: 9, scope: !59)
!76 = !DILocation(line: 27, column: 7, scope: !59)
!77 = !DILocation(line: 29, column: 16, scope: !59)
!78 = !DILocation(line: 29, column: 14, scope: !59)
!79 = !DILocation(line: 29, column: 9, scope: !59)
!80 = !DILocation(line: 29, column: 7, scope: !59)
!81 = !DILocation(line: 29, column: 12, scope: !59)
!82 = !DILocation(line: 30, column: 7, scope: !59)
!83 = !DILocation(line: 32, column: 3, scope: !55)
!84 = !DILocation(line: 14, column: 23, scope: !51)
!85 = !DILocation(line: 14, column: 3, scope: !51)
!86 = distinct !{!86, !53, !87, !46}
!87 = !DILocation(line: 32, column: 3, scope: !48)
!88 = !DILocation(line: 33, column: 10, scope: !89)
!89 = distinct !DILexicalBlock(scope: !21, file: !3, line: 33, column: 3)
!90 = !DILocation(line: 33, column: 8, scope: !89)
!91 = !DILocation(line: 33, column: 15, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 33, column: 3)
!93 = !DILocation(line: 33, column: 17, scope: !92)
!94 = !DILocation(line: 33, column: 3, scope: !89)
!95 = !DILocation(line: 34, column: 12, scope: !92)
!96 = !DILocation(line: 34, column: 10, scope: !92)
!97 = !DILocation(line: 34, column: 7, scope: !92)
!98 = !DILocation(line: 34, column: 5, scope: !92)
!99 = !DILocation(line: 33, column: 23, scope: !92)
!100 = !DILocation(line: 33, column: 3, scope: !92)
!101 = distinct !{!101, !94, !102, !46}
!102 = !DILocation(line: 34, column: 13, scope: !89)
!103 = !DILocation(line: 35, column: 14, scope: !21)
!104 = !DILocation(line: 35, column: 12, scope: !21)
!105 = !DILocation(line: 36, column: 3, scope: !21)
