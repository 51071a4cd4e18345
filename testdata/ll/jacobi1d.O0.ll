; ModuleID = 'jacobi1d.c'
source_filename = "jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ar = internal global [4000 x double] zeroinitializer, align 16, !dbg !0
@Br = internal global [4000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %tsteps, i32 noundef %n, double* noundef %a, double* noundef %b) #0 !dbg !22 {
entry:
  %tsteps.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %a.addr = alloca double*, align 8
  %b.addr = alloca double*, align 8
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  store i32 %tsteps, i32* %tsteps.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %tsteps.addr, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !30, metadata !DIExpression()), !dbg !31
  store double* %a, double** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double** %a.addr, metadata !32, metadata !DIExpression()), !dbg !33
  store double* %b, double** %b.addr, align 8
  call void @llvm.dbg.declare(metadata double** %b.addr, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %t, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %i, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %t, align 4, !dbg !40
  br label %for.cond, !dbg !42

for.cond:                                         ; preds = %for.inc24, %entry
  %0 = load i32, i32* %t, align 4, !dbg !43
  %1 = load i32, i32* %tsteps.addr, align 4, !dbg !45
  %cmp = icmp slt i32 %0, %1, !dbg !46
  br i1 %cmp, label %for.body, label %for.end26, !dbg !47

for.body:                                         ; preds = %for.cond
  store i32 1, i32* %i, align 4, !dbg !48
  br label %for.cond1, !dbg !51

for.cond1:                                        ; preds = %for.inc, %for.body
  %2 = load i32, i32* %i, align 4, !dbg !52
  %3 = load i32, i32* %n.addr, align 4, !dbg !54
  %sub = sub nsw i32 %3, 1, !dbg !55
  %cmp2 = icmp slt i32 %2, %sub, !dbg !56
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !57

for.body3:                                        ; preds = %for.cond1
  %4 = load double*, double** %a.addr, align 8, !dbg !58
  %5 = load i32, i32* %i, align 4, !dbg !59
  %sub4 = sub nsw i32 %5, 1, !dbg !60
  %idxprom = sext i32 %sub4 to i64, !dbg !58
  %arrayidx = getelementptr inbounds double, double* %4, i64 %idxprom, !dbg !58
  %6 = load double, double* %arrayidx, align 8, !dbg !58
  %7 = load double*, double** %a.addr, align 8, !dbg !61
  %8 = load i32, i32* %i, align 4, !dbg !62
  %idxprom5 = sext i32 %8 to i64, !dbg !61
  %arrayidx6 = getelementptr inbounds double, double* %7, i64 %idxprom5, !dbg !61
  %9 = load double, double* %arrayidx6, align 8, !dbg !61
  %add = fadd double %6, %9, !dbg !63
  %10 = load double*, double** %a.addr, align 8, !dbg !64
  %11 = load i32, i32* %i, align 4, !dbg !65
  %add7 = add nsw i32 %11, 1, !dbg !66
  %idxprom8 = sext i32 %add7 to i64, !dbg !64
  %arrayidx9 = getelementptr inbounds double, double* %10, i64 %idxprom8, !dbg !64
  %12 = load double, double* %arrayidx9, align 8, !dbg !64
  %add10 = fadd double %add, %12, !dbg !67
  %div = fdiv double %add10, 3.000000e+00, !dbg !68
  %13 = load double*, double** %b.addr, align 8, !dbg !69
  %14 = load i32, i32* %i, align 4, !dbg !70
  %idxprom11 = sext i32 %14 to i64, !dbg !69
  %arrayidx12 = getelementptr inbounds double, double* %13, i64 %idxprom11, !dbg !69
  store double %div, double* %arrayidx12, align 8, !dbg !71
  br label %for.inc, !dbg !69

for.inc:                                          ; preds = %for.body3
  %15 = load i32, i32* %i, align 4, !dbg !72
  %inc = add nsw i32 %15, 1, !dbg !72
  store i32 %inc, i32* %i, align 4, !dbg !72
  br label %for.cond1, !dbg !73, !llvm.loop !74

for.end:                                          ; preds = %for.cond1
  store i32 1, i32* %i, align 4, !dbg !77
  br label %for.cond13, !dbg !79

for.cond13:                                       ; preds = %for.inc21, %for.end
  %16 = load i32, i32* %i, align 4, !dbg !80
  %17 = load i32, i32* %n.addr, align 4, !dbg !82
  %sub14 = sub nsw i32 %17, 1, !dbg !83
  %cmp15 = icmp slt i32 %16, %sub14, !dbg !84
  br i1 %cmp15, label %for.body16, label %for.end23, !dbg !85

for.body16:                                       ; preds = %for.cond13
  %18 = load double*, double** %b.addr, align 8, !dbg !86
  %19 = load i32, i32* %i, align 4, !dbg !87
  %idxprom17 = sext i32 %19 to i64, !dbg !86
  %arrayidx18 = getelementptr inbounds double, double* %18, i64 %idxprom17, !dbg !86
  %20 = load double, double* %arrayidx18, align 8, !dbg !86
  %21 = load double*, double** %a.addr, align 8, !dbg !88
  %22 = load i32, i32* %i, align 4, !dbg !89
  %idxprom19 = sext i32 %22 to i64, !dbg !88
  %arrayidx20 = getelementptr inbounds double, double* %21, i64 %idxprom19, !dbg !88
  store double %20, double* %arrayidx20, align 8, !dbg !90
  br label %for.inc21, !dbg !88

for.inc21:                                        ; preds = %for.body16
  %23 = load i32, i32* %i, align 4, !dbg !91
  %inc22 = add nsw i32 %23, 1, !dbg !91
  store i32 %inc22, i32* %i, align 4, !dbg !91
  br label %for.cond13, !dbg !92, !llvm.loop !93

for.end23:                                        ; preds = %for.cond13
  br label %for.inc24, !dbg !95

for.inc24:                                        ; preds = %for.end23
  %24 = load i32, i32* %t, align 4, !dbg !96
  %inc25 = add nsw i32 %24, 1, !dbg !96
  store i32 %inc25, i32* %t, align 4, !dbg !96
  br label %for.cond, !dbg !97, !llvm.loop !98

for.end26:                                        ; preds = %for.cond
  ret void, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !104, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.declare(metadata double* %s, metadata !106, metadata !DIExpression()), !dbg !107
  store double 0.000000e+00, double* %s, align 8, !dbg !107
  store i32 0, i32* %i, align 4, !dbg !108
  br label %for.cond, !dbg !110

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !111
  %cmp = icmp slt i32 %0, 4000, !dbg !113
  br i1 %cmp, label %for.body, label %for.end, !dbg !114

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !115
  %rem = srem i32 %1, 10, !dbg !117
  %conv = sitofp i32 %rem to double, !dbg !118
  %2 = load i32, i32* %i, align 4, !dbg !119
  %idxprom = sext i32 %2 to i64, !dbg !120
  %arrayidx = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %idxprom, !dbg !120
  store double %conv, double* %arrayidx, align 8, !dbg !121
  %3 = load i32, i32* %i, align 4, !dbg !122
  %idxprom1 = sext i32 %3 to i64, !dbg !123
  %arrayidx2 = getelementptr inbounds [4000 x double], [4000 x double]* @Br, i64 0, i64 %idxprom1, !dbg !123
  store double 0.000000e+00, double* %arrayidx2, align 8, !dbg !124
  br label %for.inc, !dbg !125

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %i, align 4, !dbg !126
  %inc = add nsw i32 %4, 1, !dbg !126
  store i32 %inc, i32* %i, align 4, !dbg !126
  br label %for.cond, !dbg !127, !llvm.loop !128

for.end:                                          ; preds = %for.cond
  call void @kernel_jacobi1d(i32 noundef 20, i32 noundef 4000, double* noundef getelementptr inbounds ([4000 x double], [4000 x double]* @Ar, i64 0, i64 0), double* noundef getelementptr inbounds ([4000 x double], [4000 x double]* @Br, i64 0, i64 0)), !dbg !130
  store i32 0, i32* %i, align 4, !dbg !131
  br label %for.cond3, !dbg !133

for.cond3:                                        ; preds = %for.inc9, %for.end
  %5 = load i32, i32* %i, align 4, !dbg !134
  %cmp4 = icmp slt i32 %5, 4000, !dbg !136
  br i1 %cmp4, label %for.body6, label %for.end11, !dbg !137

for.body6:                                        ; preds = %for.cond3
  %6 = load i32, i32* %i, align 4, !dbg !138
  %idxprom7 = sext i32 %6 to i64, !dbg !139
  %arrayidx8 = getelementptr inbounds [4000 x double], [4000 x double]* @Ar, i64 0, i64 %idxprom7, !dbg !139
  %7 = load double, double* %arrayidx8, align 8, !dbg !139
  %8 = load double, double* %s, align 8, !dbg !140
  %add = fadd double %8, %7, !dbg !140
  store double %add, double* %s, align 8, !dbg !140
  br label %for.inc9, !dbg !141

for.inc9:                                         ; preds = %for.body6
  %9 = load i32, i32* %i, align 4, !dbg !142
  %inc10 = add nsw i32 %9, 1, !dbg !142
  store i32 %inc10, i32* %i, align 4, !dbg !142
  br label %for.cond3, !dbg !143, !llvm.loop !144

for.end11:                                        ; preds = %for.cond3
  %10 = load double, double* %s, align 8, !dbg !146
  store double %10, double* @checksum, align 8, !dbg !147
  ret i32 0, !dbg !148
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ar", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi1d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Br", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !3, file: !3, line: 16, type: !23, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !25, !26, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "tsteps", arg: 1, scope: !22, file: !3, line: 16, type: !25)
!29 = !DILocation(line: 16, column: 52, scope: !22)
!30 = !DILocalVariable(name: "n", arg: 2, scope: !22, file: !3, line: 16, type: !25)
!31 = !DILocation(line: 16, column: 64, scope: !22)
!32 = !DILocalVariable(name: "a", arg: 3, scope: !22, file: !3, line: 16, type: !26)
!33 = !DILocation(line: 16, column: 75, scope: !22)
!34 = !DILocalVariable(name: "b", arg: 4, scope: !22, file: !3, line: 17, type: !26)
!35 = !DILocation(line: 17, column: 56, scope: !22)
!36 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 19, type: !25)
!37 = !DILocation(line: 19, column: 7, scope: !22)
!38 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 19, type: !25)
!39 = !DILocation(line: 19, column: 10, scope: !22)
!40 = !DILocation(line: 20, column: 10, scope: !41)
!41 = distinct !DILexicalBlock(scope: !22, file: !3, line: 20, column: 3)
!42 = !DILocation(line: 20, column: 8, scope: !41)
!43 = !DILocation(line: 20, column: 15, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 20, column: 3)
!45 = !DILocation(line: 20, column: 19, scope: !44)
!46 = !DILocation(line: 20, column: 17, scope: !44)
!47 = !DILocation(line: 20, column: 3, scope: !41)
!48 = !DILocation(line: 21, column: 12, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 21, column: 5)
!50 = distinct !DILexicalBlock(scope: !44, file: !3, line: 20, column: 32)
!51 = !DILocation(line: 21, column: 10, scope: !49)
!52 = !DILocation(line: 21, column: 17, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 21, column: 5)
!54 = !DILocation(line: 21, column: 21, scope: !53)
!55 = !DILocation(line: 21, column: 23, scope: !53)
!56 = !DILocation(line: 21, column: 19, scope: !53)
!57 = !DILocation(line: 21, column: 5, scope: !49)
!58 = !DILocation(line: 22, column: 15, scope: !53)
!59 = !DILocation(line: 22, column: 17, scope: !53)
!60 = !DILocation(line: 22, column: 19, scope: !53)
!61 = !DILocation(line: 22, column: 26, scope: !53)
!62 = !DILocation(line: 22, column: 28, scope: !53)
!63 = !DILocation(line: 22, column: 24, scope: !53)
!64 = !DILocation(line: 22, column: 33, scope: !53)
!65 = !DILocation(line: 22, column: 35, scope: !53)
!66 = !DILocation(line: 22, column: 37, scope: !53)
!67 = !DILocation(line: 22, column: 31, scope: !53)
!68 = !DILocation(line: 22, column: 43, scope: !53)
!69 = !DILocation(line: 22, column: 7, scope: !53)
!70 = !DILocation(line: 22, column: 9, scope: !53)
!71 = !DILocation(line: 22, column: 12, scope: !53)
!72 = !DILocation(line: 21, column: 29, scope: !53)
!73 = !DILocation(line: 21, column: 5, scope: !53)
!74 = distinct !{!74, !57, !75, !76}
!75 = !DILocation(line: 22, column: 45, scope: !49)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocation(line: 23, column: 12, scope: !78)
!78 = distinct !DILexicalBlock(scope: !50, file: !3, line: 23, column: 5)
!79 = !DILocation(line: 23, column: 10, scope: !78)
!80 = !DILocation(line: 23, column: 17, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !3, line: 23, column: 5)
!82 = !DILocation(line: 23, column: 21, scope: !81)
!83 = !DILocation(line: 23, column: 23, scope: !81)
!84 = !DILocation(line: 23, column: 19, scope: !81)
!85 = !DILocation(line: 23, column: 5, scope: !78)
!86 = !DILocation(line: 24, column: 14, scope: !81)
!87 = !DILocation(line: 24, column: 16, scope: !81)
!88 = !DILocation(line: 24, column: 7, scope: !81)
!89 = !DILocation(line: 24, column: 9, scope: !81)
!90 = !DILocation(line: 24, column: 12, scope: !81)
!91 = !DILocation(line: 23, column: 29, scope: !81)
!92 = !DILocation(line: 23, column: 5, scope: !81)
!93 = distinct !{!93, !85, !94, !76}
!94 = !DILocation(line: 24, column: 17, scope: !78)
!95 = !DILocation(line: 25, column: 3, scope: !50)
!96 = !DILocation(line: 20, column: 28, scope: !44)
!97 = !DILocation(line: 20, column: 3, scope: !44)
!98 = distinct !{!98, !47, !99, !76}
!99 = !DILocation(line: 25, column: 3, scope: !41)
!100 = !DILocation(line: 26, column: 1, scope: !22)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !102, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!102 = !DISubroutineType(types: !103)
!103 = !{!25}
!104 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 30, type: !25)
!105 = !DILocation(line: 30, column: 7, scope: !101)
!106 = !DILocalVariable(name: "s", scope: !101, file: !3, line: 31, type: !5)
!107 = !DILocation(line: 31, column: 10, scope: !101)
!108 = !DILocation(line: 32, column: 10, scope: !109)
!109 = distinct !DILexicalBlock(scope: !101, file: !3, line: 32, column: 3)
!110 = !DILocation(line: 32, column: 8, scope: !109)
!111 = !DILocation(line: 32, column: 15, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 32, column: 3)
!113 = !DILocation(line: 32, column: 17, scope: !112)
!114 = !DILocation(line: 32, column: 3, scope: !109)
!115 = !DILocation(line: 33, column: 22, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 32, column: 27)
!117 = !DILocation(line: 33, column: 24, scope: !116)
!118 = !DILocation(line: 33, column: 13, scope: !116)
!119 = !DILocation(line: 33, column: 8, scope: !116)
!120 = !DILocation(line: 33, column: 5, scope: !116)
!121 = !DILocation(line: 33, column: 11, scope: !116)
!122 = !DILocation(line: 34, column: 8, scope: !116)
!123 = !DILocation(line: 34, column: 5, scope: !116)
!124 = !DILocation(line: 34, column: 11, scope: !116)
!125 = !DILocation(line: 35, column: 3, scope: !116)
!126 = !DILocation(line: 32, column: 23, scope: !112)
!127 = !DILocation(line: 32, column: 3, scope: !112)
!128 = distinct !{!128, !114, !129, !76}
!129 = !DILocation(line: 35, column: 3, scope: !109)
!130 = !DILocation(line: 36, column: 3, scope: !101)
!131 = !DILocation(line: 37, column: 10, scope: !132)
!132 = distinct !DILexicalBlock(scope: !101, file: !3, line: 37, column: 3)
!133 = !DILocation(line: 37, column: 8, scope: !132)
!134 = !DILocation(line: 37, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 37, column: 3)
!136 = !DILocation(line: 37, column: 17, scope: !135)
!137 = !DILocation(line: 37, column: 3, scope: !132)
!138 = !DILocation(line: 38, column: 13, scope: !135)
!139 = !DILocation(line: 38, column: 10, scope: !135)
!140 = !DILocation(line: 38, column: 7, scope: !135)
!141 = !DILocation(line: 38, column: 5, scope: !135)
!142 = !DILocation(line: 37, column: 23, scope: !135)
!143 = !DILocation(line: 37, column: 3, scope: !135)
!144 = distinct !{!144, !137, !145, !76}
!145 = !DILocation(line: 38, column: 14, scope: !132)
!146 = !DILocation(line: 39, column: 14, scope: !101)
!147 = !DILocation(line: 39, column: 12, scope: !101)
!148 = !DILocation(line: 40, column: 3, scope: !101)
