; ModuleID = 'irr_branch.c'
source_filename = "irr_branch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [300 x i32] zeroinitializer, align 16, !dbg !0
@B = internal global [300 x i32] zeroinitializer, align 16, !dbg !5
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
  %cmp = icmp slt i32 %0, 300, !dbg !34
  br i1 %cmp, label %for.body, label %for.end, !dbg !35

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !36
  %mul = mul nsw i32 %1, 7, !dbg !37
  %rem = srem i32 %mul, 11, !dbg !38
  %2 = load i32, i32* %i, align 4, !dbg !39
  %idxprom = sext i32 %2 to i64, !dbg !40
  %arrayidx = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %idxprom, !dbg !40
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

for.cond1:                                        ; preds = %for.inc34, %for.end
  %4 = load i32, i32* %i, align 4, !dbg !50
  %cmp2 = icmp slt i32 %4, 300, !dbg !52
  br i1 %cmp2, label %for.body3, label %for.end36, !dbg !53

for.body3:                                        ; preds = %for.cond1
  %5 = load i32, i32* %i, align 4, !dbg !54
  %rem4 = srem i32 %5, 3, !dbg !57
  %cmp5 = icmp eq i32 %rem4, 0, !dbg !58
  br i1 %cmp5, label %if.then, label %if.else, !dbg !59

if.then:                                          ; preds = %for.body3
  %6 = load i32, i32* %i, align 4, !dbg !60
  %idxprom6 = sext i32 %6 to i64, !dbg !61
  %arrayidx7 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %idxprom6, !dbg !61
  %7 = load i32, i32* %arrayidx7, align 4, !dbg !61
  %mul8 = mul nsw i32 %7, 2, !dbg !62
  %8 = load i32, i32* %i, align 4, !dbg !63
  %idxprom9 = sext i32 %8 to i64, !dbg !64
  %arrayidx10 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %idxprom9, !dbg !64
  store i32 %mul8, i32* %arrayidx10, align 4, !dbg !65
  br label %if.end23, !dbg !64

if.else:                                          ; preds = %for.body3
  %9 = load i32, i32* %i, align 4, !dbg !66
  %rem11 = srem i32 %9, 3, !dbg !68
  %cmp12 = icmp eq i32 %rem11, 1, !dbg !69
  br i1 %cmp12, label %if.then13, label %if.else18, !dbg !70

if.then13:                                        ; preds = %if.else
  %10 = load i32, i32* %i, align 4, !dbg !71
  %idxprom14 = sext i32 %10 to i64, !dbg !72
  %arrayidx15 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %idxprom14, !dbg !72
  %11 = load i32, i32* %arrayidx15, align 4, !dbg !72
  %add = add nsw i32 %11, 5, !dbg !73
  %12 = load i32, i32* %i, align 4, !dbg !74
  %idxprom16 = sext i32 %12 to i64, !dbg !75
  %arrayidx17 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %idxprom16, !dbg !75
  store i32 %add, i32* %arrayidx17, align 4, !dbg !76
  br label %if.end, !dbg !75

if.else18:                                        ; preds = %if.else
  %13 = load i32, i32* %i, align 4, !dbg !77
  %idxprom19 = sext i32 %13 to i64, !dbg !78
  %arrayidx20 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %idxprom19, !dbg !78
  %14 = load i32, i32* %arrayidx20, align 4, !dbg !78
  %sub = sub nsw i32 %14, 1, !dbg !79
  %15 = load i32, i32* %i, align 4, !dbg !80
  %idxprom21 = sext i32 %15 to i64, !dbg !81
  %arrayidx22 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %idxprom21, !dbg !81
  store i32 %sub, i32* %arrayidx22, align 4, !dbg !82
  br label %if.end

if.end:                                           ; preds = %if.else18, %if.then13
  br label %if.end23

if.end23:                                         ; preds = %if.end, %if.then
  %16 = load i32, i32* %i, align 4, !dbg !83
  %cmp24 = icmp slt i32 %16, 75, !dbg !85
  br i1 %cmp24, label %if.then25, label %if.else29, !dbg !86

if.then25:                                        ; preds = %if.end23
  %17 = load i32, i32* %i, align 4, !dbg !87
  %idxprom26 = sext i32 %17 to i64, !dbg !88
  %arrayidx27 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %idxprom26, !dbg !88
  %18 = load i32, i32* %arrayidx27, align 4, !dbg !88
  %19 = load i32, i32* %s, align 4, !dbg !89
  %add28 = add nsw i32 %19, %18, !dbg !89
  store i32 %add28, i32* %s, align 4, !dbg !89
  br label %if.end33, !dbg !90

if.else29:                                        ; preds = %if.end23
  %20 = load i32, i32* %i, align 4, !dbg !91
  %idxprom30 = sext i32 %20 to i64, !dbg !92
  %arrayidx31 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %idxprom30, !dbg !92
  %21 = load i32, i32* %arrayidx31, align 4, !dbg !92
  %22 = load i32, i32* %s, align 4, !dbg !93
  %sub32 = sub nsw i32 %22, %21, !dbg !93
  store i32 %sub32, i32* %s, align 4, !dbg !93
  br label %if.end33

if.end33:                                         ; preds = %if.else29, %if.then25
  br label %for.inc34, !dbg !94

for.inc34:                                        ; preds = %if.end33
  %23 = load i32, i32* %i, align 4, !dbg !95
  %inc35 = add nsw i32 %23, 1, !dbg !95
  store i32 %inc35, i32* %i, align 4, !dbg !95
  br label %for.cond1, !dbg !96, !llvm.loop !97

for.end36:                                        ; preds = %for.cond1
  %24 = load i32, i32* %s, align 4, !dbg !99
  store i32 %24, i32* @checksum, align 4, !dbg !100
  ret i32 0, !dbg !101
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
!3 = !DIFile(filename: "irr_branch.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 9600, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 300)
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
!38 = !DILocation(line: 13, column: 20, scope: !33)
!39 = !DILocation(line: 13, column: 7, scope: !33)
!40 = !DILocation(line: 13, column: 5, scope: !33)
!41 = !DILocation(line: 13, column: 10, scope: !33)
!42 = !DILocation(line: 12, column: 23, scope: !33)
!43 = !DILocation(line: 12, column: 3, scope: !33)
!44 = distinct !{!44, !35, !45, !46}
!45 = !DILocation(line: 13, column: 22, scope: !30)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 14, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !21, file: !3, line: 14, column: 3)
!49 = !DILocation(line: 14, column: 8, scope: !48)
!50 = !DILocation(line: 14, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 3)
!52 = !DILocation(line: 14, column: 17, scope: !51)
!53 = !DILocation(line: 14, column: 3, scope: !48)
!54 = !DILocation(line: 15, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 15, column: 9)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 14, column: 27)
!57 = !DILocation(line: 15, column: 11, scope: !55)
!58 = !DILocation(line: 15, column: 15, scope: !55)
!59 = !DILocation(line: 15, column: 9, scope: !56)
!60 = !DILocation(line: 16, column: 16, scope: !55)
!61 = !DILocation(line: 16, column: 14, scope: !55)
!62 = !DILocation(line: 16, column: 19, scope: !55)
!63 = !DILocation(line: 16, column: 9, scope: !55)
!64 = !DILocation(line: 16, column: 7, scope: !55)
!65 = !DILocation(line: 16, column: 12, scope: !55)
!66 = !DILocation(line: 17, column: 14, scope: !67)
!67 = distinct !DILexicalBlock(scope: !55, file: !3, line: 17, column: 14)
!68 = !DILocation(line: 17, column: 16, scope: !67)
!69 = !DILocation(line: 17, column: 20, scope: !67)
!70 = !DILocation(line: 17, column: 14, scope: !55)
!71 = !DILocation(line: 18, column: 16, scope: !67)
!72 = !DILocation(line: 18, column: 14, scope: !67)
!73 = !DILocation(line: 18, column: 19, scope: !67)
!74 = !DILocation(line: 18, column: 9, scope: !67)
!75 = !DILocation(line: 18, column: 7, scope: !67)
!76 = !DILocation(line: 18, column: 12, scope: !67)
!77 = !DILocation(line: 20, column: 16, scope: !67)
!78 = !DILocation(line: 20, column: 14, scope: !67)
!79 = !DILocation(line: 20, column: 19, scope: !67)
!80 = !DILocation(line: 20, column: 9, scope: !67)
!81 = !DILocation(line: 20, column: 7, scope: !67)
!82 = !DILocation(line: 20, column: 12, scope: !67)
!83 = !DILocation(line: 21, column: 9, scope: !84)
!84 = distinct !DILexicalBlock(scope: !56, file: !3, line: 21, column: 9)
!85 = !DILocation(line: 21, column: 11, scope: !84)
!86 = !DILocation(line: 21, column: 9, scope: !56)
!87 = !DILocation(line: 22, column: 14, scope: !84)
!88 = !DILocation(line: 22, column: 12, scope: !84)
!89 = !DILocation(line: 22, column: 9, scope: !84)
!90 = !DILocation(line: 22, column: 7, scope: !84)
!91 = !DILocation(line: 24, column: 14, scope: !84)
!92 = !DILocation(line: 24, column: 12, scope: !84)
!93 = !DILocation(line: 24, column: 9, scope: !84)
!94 = !DILocation(line: 25, column: 3, scope: !56)
!95 = !DILocation(line: 14, column: 23, scope: !51)
!96 = !DILocation(line: 14, column: 3, scope: !51)
!97 = distinct !{!97, !53, !98, !46}
!98 = !DILocation(line: 25, column: 3, scope: !48)
!99 = !DILocation(line: 26, column: 14, scope: !21)
!100 = !DILocation(line: 26, column: 12, scope: !21)
!101 = !DILocation(line: 27, column: 3, scope: !21)
