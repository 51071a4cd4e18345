; ModuleID = 'syr2.c'
source_filename = "syr2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_syr2(double noundef %alpha) #0 !dbg !26 {
entry:
  %alpha.addr = alloca double, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store double %alpha, double* %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double* %alpha.addr, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %j, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %i, align 4, !dbg !37
  br label %for.cond, !dbg !39

for.cond:                                         ; preds = %for.inc15, %entry
  %0 = load i32, i32* %i, align 4, !dbg !40
  %cmp = icmp slt i32 %0, 96, !dbg !42
  br i1 %cmp, label %for.body, label %for.end17, !dbg !43

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !44
  br label %for.cond1, !dbg !46

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !47
  %2 = load i32, i32* %i, align 4, !dbg !49
  %cmp2 = icmp sle i32 %1, %2, !dbg !50
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !51

for.body3:                                        ; preds = %for.cond1
  %3 = load double, double* %alpha.addr, align 8, !dbg !52
  %4 = load i32, i32* %i, align 4, !dbg !53
  %idxprom = sext i32 %4 to i64, !dbg !54
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %idxprom, !dbg !54
  %5 = load double, double* %arrayidx, align 8, !dbg !54
  %6 = load i32, i32* %j, align 4, !dbg !55
  %idxprom4 = sext i32 %6 to i64, !dbg !56
  %arrayidx5 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %idxprom4, !dbg !56
  %7 = load double, double* %arrayidx5, align 8, !dbg !56
  %8 = load i32, i32* %i, align 4, !dbg !57
  %idxprom6 = sext i32 %8 to i64, !dbg !58
  %arrayidx7 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %idxprom6, !dbg !58
  %9 = load double, double* %arrayidx7, align 8, !dbg !58
  %10 = load i32, i32* %j, align 4, !dbg !59
  %idxprom8 = sext i32 %10 to i64, !dbg !60
  %arrayidx9 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %idxprom8, !dbg !60
  %11 = load double, double* %arrayidx9, align 8, !dbg !60
  %mul10 = fmul double %9, %11, !dbg !61
  %12 = call double @llvm.fmuladd.f64(double %5, double %7, double %mul10), !dbg !62
  %13 = load i32, i32* %i, align 4, !dbg !63
  %idxprom11 = sext i32 %13 to i64, !dbg !64
  %arrayidx12 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %idxprom11, !dbg !64
  %14 = load i32, i32* %j, align 4, !dbg !65
  %idxprom13 = sext i32 %14 to i64, !dbg !64
  %arrayidx14 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !64
  %15 = load double, double* %arrayidx14, align 8, !dbg !66
  %16 = call double @llvm.fmuladd.f64(double %3, double %12, double %15), !dbg !66
  store double %16, double* %arrayidx14, align 8, !dbg !66
  br label %for.inc, !dbg !64

for.inc:                                          ; preds = %for.body3
  %17 = load i32, i32* %j, align 4, !dbg !67
  %inc = add nsw i32 %17, 1, !dbg !67
  store i32 %inc, i32* %j, align 4, !dbg !67
  br label %for.cond1, !dbg !68, !llvm.loop !69

for.end:                                          ; preds = %for.cond1
  br label %for.inc15, !dbg !70

for.inc15:                                        ; preds = %for.end
  %18 = load i32, i32* %i, align 4, !dbg !72
  %inc16 = add nsw i32 %18, 1, !dbg !72
  store i32 %inc16, i32* %i, align 4, !dbg !72
  br label %for.cond, !dbg !73, !llvm.loop !74

for.end17:                                        ; preds = %for.cond
  ret void, !dbg !76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.declare(metadata i32* %j, metadata !82, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.declare(metadata double* %s, metadata !84, metadata !DIExpression()), !dbg !85
  store double 0.000000e+00, double* %s, align 8, !dbg !85
  store i32 0, i32* %i, align 4, !dbg !86
  br label %for.cond, !dbg !88

for.cond:                                         ; preds = %for.inc19, %entry
  %0 = load i32, i32* %i, align 4, !dbg !89
  %cmp = icmp slt i32 %0, 96, !dbg !91
  br i1 %cmp, label %for.body, label %for.end21, !dbg !92

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !93
  %rem = srem i32 %1, 8, !dbg !95
  %conv = sitofp i32 %rem to double, !dbg !96
  %div = fdiv double %conv, 8.000000e+00, !dbg !97
  %2 = load i32, i32* %i, align 4, !dbg !98
  %idxprom = sext i32 %2 to i64, !dbg !99
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %idxprom, !dbg !99
  store double %div, double* %arrayidx, align 8, !dbg !100
  %3 = load i32, i32* %i, align 4, !dbg !101
  %rem1 = srem i32 %3, 5, !dbg !102
  %conv2 = sitofp i32 %rem1 to double, !dbg !103
  %div3 = fdiv double %conv2, 5.000000e+00, !dbg !104
  %4 = load i32, i32* %i, align 4, !dbg !105
  %idxprom4 = sext i32 %4 to i64, !dbg !106
  %arrayidx5 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %idxprom4, !dbg !106
  store double %div3, double* %arrayidx5, align 8, !dbg !107
  store i32 0, i32* %j, align 4, !dbg !108
  br label %for.cond6, !dbg !110

for.cond6:                                        ; preds = %for.inc, %for.body
  %5 = load i32, i32* %j, align 4, !dbg !111
  %cmp7 = icmp slt i32 %5, 96, !dbg !113
  br i1 %cmp7, label %for.body9, label %for.end, !dbg !114

for.body9:                                        ; preds = %for.cond6
  %6 = load i32, i32* %i, align 4, !dbg !115
  %7 = load i32, i32* %j, align 4, !dbg !116
  %cmp10 = icmp eq i32 %6, %7, !dbg !117
  br i1 %cmp10, label %cond.true, label %cond.false, !dbg !118

cond.true:                                        ; preds = %for.body9
  br label %cond.end, !dbg !118

cond.false:                                       ; preds = %for.body9
  %8 = load i32, i32* %i, align 4, !dbg !119
  %9 = load i32, i32* %j, align 4, !dbg !120
  %add = add nsw i32 %8, %9, !dbg !121
  %add12 = add nsw i32 %add, 1, !dbg !122
  %conv13 = sitofp i32 %add12 to double, !dbg !123
  %div14 = fdiv double 5.000000e-01, %conv13, !dbg !124
  br label %cond.end, !dbg !118

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ 2.000000e+00, %cond.true ], [ %div14, %cond.false ], !dbg !118
  %10 = load i32, i32* %i, align 4, !dbg !125
  %idxprom15 = sext i32 %10 to i64, !dbg !126
  %arrayidx16 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %idxprom15, !dbg !126
  %11 = load i32, i32* %j, align 4, !dbg !127
  %idxprom17 = sext i32 %11 to i64, !dbg !126
  %arrayidx18 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx16, i64 0, i64 %idxprom17, !dbg !126
  store double %cond, double* %arrayidx18, align 8, !dbg !128
  br label %for.inc, !dbg !126

for.inc:                                          ; preds = %cond.end
  %12 = load i32, i32* %j, align 4, !dbg !129
  %inc = add nsw i32 %12, 1, !dbg !129
  store i32 %inc, i32* %j, align 4, !dbg !129
  br label %for.cond6, !dbg !130, !llvm.loop !131

for.end:                                          ; preds = %for.cond6
  br label %for.inc19, !dbg !133

for.inc19:                                        ; preds = %for.end
  %13 = load i32, i32* %i, align 4, !dbg !134
  %inc20 = add nsw i32 %13, 1, !dbg !134
  store i32 %inc20, i32* %i, align 4, !dbg !134
  br label %for.cond, !dbg !135, !llvm.loop !136

for.end21:                                        ; preds = %for.cond
  call void @kernel_syr2(double noundef 5.000000e-01), !dbg !138
  store i32 0, i32* %i, align 4, !dbg !139
  br label %for.cond22, !dbg !141

for.cond22:                                       ; preds = %for.inc38, %for.end21
  %14 = load i32, i32* %i, align 4, !dbg !142
  %cmp23 = icmp slt i32 %14, 96, !dbg !144
  br i1 %cmp23, label %for.body25, label %for.end40, !dbg !145

for.body25:                                       ; preds = %for.cond22
  store i32 0, i32* %j, align 4, !dbg !146
  br label %for.cond26, !dbg !148

for.cond26:                                       ; preds = %for.inc35, %for.body25
  %15 = load i32, i32* %j, align 4, !dbg !149
  %16 = load i32, i32* %i, align 4, !dbg !151
  %cmp27 = icmp sle i32 %15, %16, !dbg !152
  br i1 %cmp27, label %for.body29, label %for.end37, !dbg !153

for.body29:                                       ; preds = %for.cond26
  %17 = load i32, i32* %i, align 4, !dbg !154
  %idxprom30 = sext i32 %17 to i64, !dbg !155
  %arrayidx31 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %idxprom30, !dbg !155
  %18 = load i32, i32* %j, align 4, !dbg !156
  %idxprom32 = sext i32 %18 to i64, !dbg !155
  %arrayidx33 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx31, i64 0, i64 %idxprom32, !dbg !155
  %19 = load double, double* %arrayidx33, align 8, !dbg !155
  %20 = load double, double* %s, align 8, !dbg !157
  %add34 = fadd double %20, %19, !dbg !157
  store double %add34, double* %s, align 8, !dbg !157
  br label %for.inc35, !dbg !158

for.inc35:                                        ; preds = %for.body29
  %21 = load i32, i32* %j, align 4, !dbg !159
  %inc36 = add nsw i32 %21, 1, !dbg !159
  store i32 %inc36, i32* %j, align 4, !dbg !159
  br label %for.cond26, !dbg !160, !llvm.loop !161

for.end37:                                        ; preds = %for.cond26
  br label %for.inc38, !dbg !162

for.inc38:                                        ; preds = %for.end37
  %22 = load i32, i32* %i, align 4, !dbg !163
  %inc39 = add nsw i32 %22, 1, !dbg !163
  store i32 %inc39, i32* %i, align 4, !dbg !163
  br label %for.cond22, !dbg !164, !llvm.loop !165

for.end40:                                        ; preds = %for.cond22
  %23 = load double, double* %s, align 8, !dbg !167
  store double %23, double* @checksum, align 8, !dbg !168
  ret i32 0, !dbg !169
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "syr2.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_syr2", scope: !3, file: !3, line: 12, type: !27, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !5}
!29 = !{}
!30 = !DILocalVariable(name: "alpha", arg: 1, scope: !26, file: !3, line: 12, type: !5)
!31 = !DILocation(line: 12, column: 51, scope: !26)
!32 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 14, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocation(line: 14, column: 7, scope: !26)
!35 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 14, type: !33)
!36 = !DILocation(line: 14, column: 10, scope: !26)
!37 = !DILocation(line: 15, column: 10, scope: !38)
!38 = distinct !DILexicalBlock(scope: !26, file: !3, line: 15, column: 3)
!39 = !DILocation(line: 15, column: 8, scope: !38)
!40 = !DILocation(line: 15, column: 15, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 3)
!42 = !DILocation(line: 15, column: 17, scope: !41)
!43 = !DILocation(line: 15, column: 3, scope: !38)
!44 = !DILocation(line: 16, column: 12, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 16, column: 5)
!46 = !DILocation(line: 16, column: 10, scope: !45)
!47 = !DILocation(line: 16, column: 17, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 16, column: 5)
!49 = !DILocation(line: 16, column: 22, scope: !48)
!50 = !DILocation(line: 16, column: 19, scope: !48)
!51 = !DILocation(line: 16, column: 5, scope: !45)
!52 = !DILocation(line: 17, column: 18, scope: !48)
!53 = !DILocation(line: 17, column: 29, scope: !48)
!54 = !DILocation(line: 17, column: 27, scope: !48)
!55 = !DILocation(line: 17, column: 36, scope: !48)
!56 = !DILocation(line: 17, column: 34, scope: !48)
!57 = !DILocation(line: 17, column: 43, scope: !48)
!58 = !DILocation(line: 17, column: 41, scope: !48)
!59 = !DILocation(line: 17, column: 50, scope: !48)
!60 = !DILocation(line: 17, column: 48, scope: !48)
!61 = !DILocation(line: 17, column: 46, scope: !48)
!62 = !DILocation(line: 17, column: 39, scope: !48)
!63 = !DILocation(line: 17, column: 9, scope: !48)
!64 = !DILocation(line: 17, column: 7, scope: !48)
!65 = !DILocation(line: 17, column: 12, scope: !48)
!66 = !DILocation(line: 17, column: 15, scope: !48)
!67 = !DILocation(line: 16, column: 26, scope: !48)
!68 = !DILocation(line: 16, column: 5, scope: !48)
!69 = distinct !{!69, !51, !70, !71}
!70 = !DILocation(line: 17, column: 52, scope: !45)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 15, column: 23, scope: !41)
!73 = !DILocation(line: 15, column: 3, scope: !41)
!74 = distinct !{!74, !43, !75, !71}
!75 = !DILocation(line: 17, column: 52, scope: !38)
!76 = !DILocation(line: 18, column: 1, scope: !26)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !78, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !29)
!78 = !DISubroutineType(types: !79)
!79 = !{!33}
!80 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 22, type: !33)
!81 = !DILocation(line: 22, column: 7, scope: !77)
!82 = !DILocalVariable(name: "j", scope: !77, file: !3, line: 22, type: !33)
!83 = !DILocation(line: 22, column: 10, scope: !77)
!84 = !DILocalVariable(name: "s", scope: !77, file: !3, line: 23, type: !5)
!85 = !DILocation(line: 23, column: 10, scope: !77)
!86 = !DILocation(line: 24, column: 10, scope: !87)
!87 = distinct !DILexicalBlock(scope: !77, file: !3, line: 24, column: 3)
!88 = !DILocation(line: 24, column: 8, scope: !87)
!89 = !DILocation(line: 24, column: 15, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 24, column: 3)
!91 = !DILocation(line: 24, column: 17, scope: !90)
!92 = !DILocation(line: 24, column: 3, scope: !87)
!93 = !DILocation(line: 25, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 24, column: 27)
!95 = !DILocation(line: 25, column: 23, scope: !94)
!96 = !DILocation(line: 25, column: 12, scope: !94)
!97 = !DILocation(line: 25, column: 28, scope: !94)
!98 = !DILocation(line: 25, column: 7, scope: !94)
!99 = !DILocation(line: 25, column: 5, scope: !94)
!100 = !DILocation(line: 25, column: 10, scope: !94)
!101 = !DILocation(line: 26, column: 21, scope: !94)
!102 = !DILocation(line: 26, column: 23, scope: !94)
!103 = !DILocation(line: 26, column: 12, scope: !94)
!104 = !DILocation(line: 26, column: 28, scope: !94)
!105 = !DILocation(line: 26, column: 7, scope: !94)
!106 = !DILocation(line: 26, column: 5, scope: !94)
!107 = !DILocation(line: 26, column: 10, scope: !94)
!108 = !DILocation(line: 27, column: 12, scope: !109)
!109 = distinct !DILexicalBlock(scope: !94, file: !3, line: 27, column: 5)
!110 = !DILocation(line: 27, column: 10, scope: !109)
!111 = !DILocation(line: 27, column: 17, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 27, column: 5)
!113 = !DILocation(line: 27, column: 19, scope: !112)
!114 = !DILocation(line: 27, column: 5, scope: !109)
!115 = !DILocation(line: 28, column: 18, scope: !112)
!116 = !DILocation(line: 28, column: 23, scope: !112)
!117 = !DILocation(line: 28, column: 20, scope: !112)
!118 = !DILocation(line: 28, column: 17, scope: !112)
!119 = !DILocation(line: 28, column: 49, scope: !112)
!120 = !DILocation(line: 28, column: 53, scope: !112)
!121 = !DILocation(line: 28, column: 51, scope: !112)
!122 = !DILocation(line: 28, column: 55, scope: !112)
!123 = !DILocation(line: 28, column: 40, scope: !112)
!124 = !DILocation(line: 28, column: 38, scope: !112)
!125 = !DILocation(line: 28, column: 9, scope: !112)
!126 = !DILocation(line: 28, column: 7, scope: !112)
!127 = !DILocation(line: 28, column: 12, scope: !112)
!128 = !DILocation(line: 28, column: 15, scope: !112)
!129 = !DILocation(line: 27, column: 25, scope: !112)
!130 = !DILocation(line: 27, column: 5, scope: !112)
!131 = distinct !{!131, !114, !132, !71}
!132 = !DILocation(line: 28, column: 58, scope: !109)
!133 = !DILocation(line: 29, column: 3, scope: !94)
!134 = !DILocation(line: 24, column: 23, scope: !90)
!135 = !DILocation(line: 24, column: 3, scope: !90)
!136 = distinct !{!136, !92, !137, !71}
!137 = !DILocation(line: 29, column: 3, scope: !87)
!138 = !DILocation(line: 30, column: 3, scope: !77)
!139 = !DILocation(line: 31, column: 10, scope: !140)
!140 = distinct !DILexicalBlock(scope: !77, file: !3, line: 31, column: 3)
!141 = !DILocation(line: 31, column: 8, scope: !140)
!142 = !DILocation(line: 31, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 31, column: 3)
!144 = !DILocation(line: 31, column: 17, scope: !143)
!145 = !DILocation(line: 31, column: 3, scope: !140)
!146 = !DILocation(line: 32, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 32, column: 5)
!148 = !DILocation(line: 32, column: 10, scope: !147)
!149 = !DILocation(line: 32, column: 17, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 32, column: 5)
!151 = !DILocation(line: 32, column: 22, scope: !150)
!152 = !DILocation(line: 32, column: 19, scope: !150)
!153 = !DILocation(line: 32, column: 5, scope: !147)
!154 = !DILocation(line: 33, column: 14, scope: !150)
!155 = !DILocation(line: 33, column: 12, scope: !150)
!156 = !DILocation(line: 33, column: 17, scope: !150)
!157 = !DILocation(line: 33, column: 9, scope: !150)
!158 = !DILocation(line: 33, column: 7, scope: !150)
!159 = !DILocation(line: 32, column: 26, scope: !150)
!160 = !DILocation(line: 32, column: 5, scope: !150)
!161 = distinct !{!161, !153, !162, !71}
!162 = !DILocation(line: 33, column: 18, scope: !147)
!163 = !DILocation(line: 31, column: 23, scope: !143)
!164 = !DILocation(line: 31, column: 3, scope: !143)
!165 = distinct !{!165, !145, !166, !71}
!166 = !DILocation(line: 33, column: 18, scope: !140)
!167 = !DILocation(line: 34, column: 14, scope: !77)
!168 = !DILocation(line: 34, column: 12, scope: !77)
!169 = !DILocation(line: 35, column: 3, scope: !77)
