; ModuleID = 'irr_while.c'
source_filename = "irr_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@C = internal global [20 x [10 x i32]] zeroinitializer, align 16, !dbg !5
@checksum = dso_local global i32 0, align 4, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !25 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  %s = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %j, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %k, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %s, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %s, align 4, !dbg !36
  store i32 0, i32* %i, align 4, !dbg !37
  br label %while.cond, !dbg !38

while.cond:                                       ; preds = %while.body, %entry
  %0 = load i32, i32* %i, align 4, !dbg !39
  %cmp = icmp slt i32 %0, 256, !dbg !40
  br i1 %cmp, label %while.body, label %while.end, !dbg !38

while.body:                                       ; preds = %while.cond
  %1 = load i32, i32* %i, align 4, !dbg !41
  %mul = mul nsw i32 %1, 3, !dbg !43
  %2 = load i32, i32* %i, align 4, !dbg !44
  %idxprom = sext i32 %2 to i64, !dbg !45
  %arrayidx = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %idxprom, !dbg !45
  store i32 %mul, i32* %arrayidx, align 4, !dbg !46
  %3 = load i32, i32* %i, align 4, !dbg !47
  %inc = add nsw i32 %3, 1, !dbg !47
  store i32 %inc, i32* %i, align 4, !dbg !47
  br label %while.cond, !dbg !38, !llvm.loop !48

while.end:                                        ; preds = %while.cond
  store i32 255, i32* %k, align 4, !dbg !51
  br label %do.body, !dbg !52

do.body:                                          ; preds = %do.cond, %while.end
  %4 = load i32, i32* %k, align 4, !dbg !53
  %idxprom1 = sext i32 %4 to i64, !dbg !55
  %arrayidx2 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %idxprom1, !dbg !55
  %5 = load i32, i32* %arrayidx2, align 4, !dbg !55
  %6 = load i32, i32* %s, align 4, !dbg !56
  %add = add nsw i32 %6, %5, !dbg !56
  store i32 %add, i32* %s, align 4, !dbg !56
  %7 = load i32, i32* %k, align 4, !dbg !57
  %sub = sub nsw i32 %7, 2, !dbg !57
  store i32 %sub, i32* %k, align 4, !dbg !57
  br label %do.cond, !dbg !58

do.cond:                                          ; preds = %do.body
  %8 = load i32, i32* %k, align 4, !dbg !59
  %cmp3 = icmp sge i32 %8, 0, !dbg !60
  br i1 %cmp3, label %do.body, label %do.end, !dbg !58, !llvm.loop !61

do.end:                                           ; preds = %do.cond
  store i32 0, i32* %i, align 4, !dbg !63
  br label %while.cond4, !dbg !64

while.cond4:                                      ; preds = %do.end16, %do.end
  %9 = load i32, i32* %i, align 4, !dbg !65
  %cmp5 = icmp slt i32 %9, 20, !dbg !66
  br i1 %cmp5, label %while.body6, label %while.end18, !dbg !64

while.body6:                                      ; preds = %while.cond4
  store i32 0, i32* %j, align 4, !dbg !67
  br label %do.body7, !dbg !69

do.body7:                                         ; preds = %do.cond14, %while.body6
  %10 = load i32, i32* %i, align 4, !dbg !70
  %11 = load i32, i32* %j, align 4, !dbg !72
  %add8 = add nsw i32 %10, %11, !dbg !73
  %12 = load i32, i32* %i, align 4, !dbg !74
  %idxprom9 = sext i32 %12 to i64, !dbg !75
  %arrayidx10 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %idxprom9, !dbg !75
  %13 = load i32, i32* %j, align 4, !dbg !76
  %idxprom11 = sext i32 %13 to i64, !dbg !75
  %arrayidx12 = getelementptr inbounds [10 x i32], [10 x i32]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !75
  store i32 %add8, i32* %arrayidx12, align 4, !dbg !77
  %14 = load i32, i32* %j, align 4, !dbg !78
  %inc13 = add nsw i32 %14, 1, !dbg !78
  store i32 %inc13, i32* %j, align 4, !dbg !78
  br label %do.cond14, !dbg !79

do.cond14:                                        ; preds = %do.body7
  %15 = load i32, i32* %j, align 4, !dbg !80
  %cmp15 = icmp slt i32 %15, 10, !dbg !81
  br i1 %cmp15, label %do.body7, label %do.end16, !dbg !79, !llvm.loop !82

do.end16:                                         ; preds = %do.cond14
  %16 = load i32, i32* %i, align 4, !dbg !84
  %inc17 = add nsw i32 %16, 1, !dbg !84
  store i32 %inc17, i32* %i, align 4, !dbg !84
  br label %while.cond4, !dbg !64, !llvm.loop !85

while.end18:                                      ; preds = %while.cond4
  store i32 0, i32* %i, align 4, !dbg !87
  br label %for.cond, !dbg !89

for.cond:                                         ; preds = %for.inc, %while.end18
  %17 = load i32, i32* %i, align 4, !dbg !90
  %cmp19 = icmp slt i32 %17, 20, !dbg !92
  br i1 %cmp19, label %for.body, label %for.end, !dbg !93

for.body:                                         ; preds = %for.cond
  %18 = load i32, i32* %i, align 4, !dbg !94
  %idxprom20 = sext i32 %18 to i64, !dbg !95
  %arrayidx21 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %idxprom20, !dbg !95
  %arrayidx22 = getelementptr inbounds [10 x i32], [10 x i32]* %arrayidx21, i64 0, i64 9, !dbg !95
  %19 = load i32, i32* %arrayidx22, align 4, !dbg !95
  %20 = load i32, i32* %s, align 4, !dbg !96
  %add23 = add nsw i32 %20, %19, !dbg !96
  store i32 %add23, i32* %s, align 4, !dbg !96
  br label %for.inc, !dbg !97

for.inc:                                          ; preds = %for.body
  %21 = load i32, i32* %i, align 4, !dbg !98
  %inc24 = add nsw i32 %21, 1, !dbg !98
  store i32 %inc24, i32* %i, align 4, !dbg !98
  br label %for.cond, !dbg !99, !llvm.loop !100

for.end:                                          ; preds = %for.cond
  %22 = load i32, i32* %s, align 4, !dbg !102
  store i32 %22, i32* @checksum, align 4, !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 7, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_while.c", directory: ".")
!4 = !{!0, !5, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !11}
!10 = !DISubrange(count: 20)
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !26, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!8}
!28 = !{}
!29 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 13, type: !8)
!30 = !DILocation(line: 13, column: 7, scope: !25)
!31 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 13, type: !8)
!32 = !DILocation(line: 13, column: 10, scope: !25)
!33 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 13, type: !8)
!34 = !DILocation(line: 13, column: 13, scope: !25)
!35 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 13, type: !8)
!36 = !DILocation(line: 13, column: 16, scope: !25)
!37 = !DILocation(line: 14, column: 5, scope: !25)
!38 = !DILocation(line: 15, column: 3, scope: !25)
!39 = !DILocation(line: 15, column: 10, scope: !25)
!40 = !DILocation(line: 15, column: 12, scope: !25)
!41 = !DILocation(line: 16, column: 12, scope: !42)
!42 = distinct !DILexicalBlock(scope: !25, file: !3, line: 15, column: 17)
!43 = !DILocation(line: 16, column: 14, scope: !42)
!44 = !DILocation(line: 16, column: 7, scope: !42)
!45 = !DILocation(line: 16, column: 5, scope: !42)
!46 = !DILocation(line: 16, column: 10, scope: !42)
!47 = !DILocation(line: 17, column: 6, scope: !42)
!48 = distinct !{!48, !38, !49, !50}
!49 = !DILocation(line: 18, column: 3, scope: !25)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 19, column: 5, scope: !25)
!52 = !DILocation(line: 20, column: 3, scope: !25)
!53 = !DILocation(line: 21, column: 12, scope: !54)
!54 = distinct !DILexicalBlock(scope: !25, file: !3, line: 20, column: 6)
!55 = !DILocation(line: 21, column: 10, scope: !54)
!56 = !DILocation(line: 21, column: 7, scope: !54)
!57 = !DILocation(line: 22, column: 7, scope: !54)
!58 = !DILocation(line: 23, column: 3, scope: !54)
!59 = !DILocation(line: 23, column: 12, scope: !25)
!60 = !DILocation(line: 23, column: 14, scope: !25)
!61 = distinct !{!61, !52, !62, !50}
!62 = !DILocation(line: 23, column: 18, scope: !25)
!63 = !DILocation(line: 24, column: 5, scope: !25)
!64 = !DILocation(line: 25, column: 3, scope: !25)
!65 = !DILocation(line: 25, column: 10, scope: !25)
!66 = !DILocation(line: 25, column: 12, scope: !25)
!67 = !DILocation(line: 26, column: 7, scope: !68)
!68 = distinct !DILexicalBlock(scope: !25, file: !3, line: 25, column: 20)
!69 = !DILocation(line: 27, column: 5, scope: !68)
!70 = !DILocation(line: 28, column: 17, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 27, column: 8)
!72 = !DILocation(line: 28, column: 21, scope: !71)
!73 = !DILocation(line: 28, column: 19, scope: !71)
!74 = !DILocation(line: 28, column: 9, scope: !71)
!75 = !DILocation(line: 28, column: 7, scope: !71)
!76 = !DILocation(line: 28, column: 12, scope: !71)
!77 = !DILocation(line: 28, column: 15, scope: !71)
!78 = !DILocation(line: 29, column: 8, scope: !71)
!79 = !DILocation(line: 30, column: 5, scope: !71)
!80 = !DILocation(line: 30, column: 14, scope: !68)
!81 = !DILocation(line: 30, column: 16, scope: !68)
!82 = distinct !{!82, !69, !83, !50}
!83 = !DILocation(line: 30, column: 22, scope: !68)
!84 = !DILocation(line: 31, column: 6, scope: !68)
!85 = distinct !{!85, !64, !86, !50}
!86 = !DILocation(line: 32, column: 3, scope: !25)
!87 = !DILocation(line: 33, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !25, file: !3, line: 33, column: 3)
!89 = !DILocation(line: 33, column: 8, scope: !88)
!90 = !DILocation(line: 33, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 33, column: 3)
!92 = !DILocation(line: 33, column: 17, scope: !91)
!93 = !DILocation(line: 33, column: 3, scope: !88)
!94 = !DILocation(line: 34, column: 12, scope: !91)
!95 = !DILocation(line: 34, column: 10, scope: !91)
!96 = !DILocation(line: 34, column: 7, scope: !91)
!97 = !DILocation(line: 34, column: 5, scope: !91)
!98 = !DILocation(line: 33, column: 26, scope: !91)
!99 = !DILocation(line: 33, column: 3, scope: !91)
!100 = distinct !{!100, !93, !101, !50}
!101 = !DILocation(line: 34, column: 23, scope: !88)
!102 = !DILocation(line: 35, column: 14, scope: !25)
!103 = !DILocation(line: 35, column: 12, scope: !25)
!104 = !DILocation(line: 36, column: 3, scope: !25)
