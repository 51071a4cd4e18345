; ModuleID = 'quiet_edges.c'
source_filename = "quiet_edges.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = internal global [1234 x i32] zeroinitializer, align 16, !dbg !0
@A = internal global [1234 x double] zeroinitializer, align 16, !dbg !5
@s = dso_local global double 0.000000e+00, align 8, !dbg !27
@W = internal global [6000 x double] zeroinitializer, align 16, !dbg !11
@X = internal global [4096 x i32] zeroinitializer, align 16, !dbg !16
@C = internal global [64 x double] zeroinitializer, align 16, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_div() #0 !dbg !38 {
entry:
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %i, align 4, !dbg !44
  br label %for.cond, !dbg !46

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %i, align 4, !dbg !47
  %cmp = icmp slt i32 %0, 1234, !dbg !49
  br i1 %cmp, label %for.body, label %for.end, !dbg !50

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !51
  %idxprom = sext i32 %1 to i64, !dbg !52
  %arrayidx = getelementptr inbounds [1234 x i32], [1234 x i32]* @B, i64 0, i64 %idxprom, !dbg !52
  %2 = load i32, i32* %arrayidx, align 4, !dbg !52
  %conv = sitofp i32 %2 to double, !dbg !52
  %3 = load i32, i32* %i, align 4, !dbg !53
  %div = sdiv i32 %3, 5, !dbg !54
  %idxprom1 = sext i32 %div to i64, !dbg !55
  %arrayidx2 = getelementptr inbounds [1234 x double], [1234 x double]* @A, i64 0, i64 %idxprom1, !dbg !55
  %4 = load double, double* %arrayidx2, align 8, !dbg !55
  %add = fadd double %conv, %4, !dbg !56
  %5 = load double, double* @s, align 8, !dbg !57
  %add3 = fadd double %5, %add, !dbg !57
  store double %add3, double* @s, align 8, !dbg !57
  br label %for.inc, !dbg !58

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %i, align 4, !dbg !59
  %inc = add nsw i32 %6, 1, !dbg !59
  store i32 %inc, i32* %i, align 4, !dbg !59
  br label %for.cond, !dbg !60, !llvm.loop !61

for.end:                                          ; preds = %for.cond
  ret void, !dbg !64
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_cross() #0 !dbg !65 {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %j, metadata !68, metadata !DIExpression()), !dbg !69
  store i32 0, i32* %i, align 4, !dbg !70
  br label %for.cond, !dbg !72

for.cond:                                         ; preds = %for.inc8, %entry
  %0 = load i32, i32* %i, align 4, !dbg !73
  %cmp = icmp slt i32 %0, 200, !dbg !75
  br i1 %cmp, label %for.body, label %for.end10, !dbg !76

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !77
  %idxprom = sext i32 %1 to i64, !dbg !79
  %arrayidx = getelementptr inbounds [1234 x i32], [1234 x i32]* @B, i64 0, i64 %idxprom, !dbg !79
  %2 = load i32, i32* %arrayidx, align 4, !dbg !79
  %conv = sitofp i32 %2 to double, !dbg !79
  %3 = load double, double* @s, align 8, !dbg !80
  %add = fadd double %3, %conv, !dbg !80
  store double %add, double* @s, align 8, !dbg !80
  store i32 0, i32* %j, align 4, !dbg !81
  br label %for.cond1, !dbg !83

for.cond1:                                        ; preds = %for.inc, %for.body
  %4 = load i32, i32* %j, align 4, !dbg !84
  %cmp2 = icmp slt i32 %4, 30, !dbg !86
  br i1 %cmp2, label %for.body4, label %for.end, !dbg !87

for.body4:                                        ; preds = %for.cond1
  %5 = load i32, i32* %i, align 4, !dbg !88
  %6 = load i32, i32* %j, align 4, !dbg !89
  %mul = mul nsw i32 %5, %6, !dbg !90
  %idxprom5 = sext i32 %mul to i64, !dbg !91
  %arrayidx6 = getelementptr inbounds [6000 x double], [6000 x double]* @W, i64 0, i64 %idxprom5, !dbg !91
  %7 = load double, double* %arrayidx6, align 8, !dbg !91
  %8 = load double, double* @s, align 8, !dbg !92
  %add7 = fadd double %8, %7, !dbg !92
  store double %add7, double* @s, align 8, !dbg !92
  br label %for.inc, !dbg !93

for.inc:                                          ; preds = %for.body4
  %9 = load i32, i32* %j, align 4, !dbg !94
  %inc = add nsw i32 %9, 1, !dbg !94
  store i32 %inc, i32* %j, align 4, !dbg !94
  br label %for.cond1, !dbg !95, !llvm.loop !96

for.end:                                          ; preds = %for.cond1
  br label %for.inc8, !dbg !98

for.inc8:                                         ; preds = %for.end
  %10 = load i32, i32* %i, align 4, !dbg !99
  %inc9 = add nsw i32 %10, 1, !dbg !99
  store i32 %inc9, i32* %i, align 4, !dbg !99
  br label %for.cond, !dbg !100, !llvm.loop !101

for.end10:                                        ; preds = %for.cond
  ret void, !dbg !103
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_stride() #0 !dbg !104 {
entry:
  %k = alloca i32, align 4
  %i = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %k, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.declare(metadata i32* %i, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 2, i32* %k, align 4, !dbg !109
  br label %for.cond, !dbg !111

for.cond:                                         ; preds = %for.inc5, %entry
  %0 = load i32, i32* %k, align 4, !dbg !112
  %cmp = icmp slt i32 %0, 5, !dbg !114
  br i1 %cmp, label %for.body, label %for.end7, !dbg !115

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !116
  br label %for.cond1, !dbg !118

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %i, align 4, !dbg !119
  %cmp2 = icmp slt i32 %1, 200, !dbg !121
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !122

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @X, i64 0, i64 0), align 16, !dbg !123
  %3 = load i32, i32* %i, align 4, !dbg !124
  %4 = load i32, i32* %k, align 4, !dbg !125
  %mul = mul nsw i32 %3, %4, !dbg !126
  %idxprom = sext i32 %mul to i64, !dbg !127
  %arrayidx = getelementptr inbounds [4096 x i32], [4096 x i32]* @X, i64 0, i64 %idxprom, !dbg !127
  %5 = load i32, i32* %arrayidx, align 4, !dbg !127
  %add = add nsw i32 %2, %5, !dbg !128
  %conv = sitofp i32 %add to double, !dbg !123
  %6 = load double, double* @s, align 8, !dbg !129
  %add4 = fadd double %6, %conv, !dbg !129
  store double %add4, double* @s, align 8, !dbg !129
  br label %for.inc, !dbg !130

for.inc:                                          ; preds = %for.body3
  %7 = load i32, i32* %i, align 4, !dbg !131
  %inc = add nsw i32 %7, 1, !dbg !131
  store i32 %inc, i32* %i, align 4, !dbg !131
  br label %for.cond1, !dbg !132, !llvm.loop !133

for.end:                                          ; preds = %for.cond1
  br label %for.inc5, !dbg !134

for.inc5:                                         ; preds = %for.end
  %8 = load i32, i32* %k, align 4, !dbg !135
  %inc6 = add nsw i32 %8, 1, !dbg !135
  store i32 %inc6, i32* %k, align 4, !dbg !135
  br label %for.cond, !dbg !136, !llvm.loop !137

for.end7:                                         ; preds = %for.cond
  ret void, !dbg !139
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_short() #0 !dbg !140 {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !141, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %j, metadata !143, metadata !DIExpression()), !dbg !144
  store i32 0, i32* %i, align 4, !dbg !145
  br label %for.cond, !dbg !147

for.cond:                                         ; preds = %for.inc8, %entry
  %0 = load i32, i32* %i, align 4, !dbg !148
  %cmp = icmp slt i32 %0, 1000, !dbg !150
  br i1 %cmp, label %for.body, label %for.end10, !dbg !151

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !152
  %idxprom = sext i32 %1 to i64, !dbg !154
  %arrayidx = getelementptr inbounds [1234 x i32], [1234 x i32]* @B, i64 0, i64 %idxprom, !dbg !154
  %2 = load i32, i32* %arrayidx, align 4, !dbg !154
  %conv = sitofp i32 %2 to double, !dbg !154
  %3 = load double, double* @s, align 8, !dbg !155
  %add = fadd double %3, %conv, !dbg !155
  store double %add, double* @s, align 8, !dbg !155
  store i32 0, i32* %j, align 4, !dbg !156
  br label %for.cond1, !dbg !158

for.cond1:                                        ; preds = %for.inc, %for.body
  %4 = load i32, i32* %j, align 4, !dbg !159
  %cmp2 = icmp slt i32 %4, 30, !dbg !161
  br i1 %cmp2, label %for.body4, label %for.end, !dbg !162

for.body4:                                        ; preds = %for.cond1
  %5 = load i32, i32* %j, align 4, !dbg !163
  %idxprom5 = sext i32 %5 to i64, !dbg !164
  %arrayidx6 = getelementptr inbounds [64 x double], [64 x double]* @C, i64 0, i64 %idxprom5, !dbg !164
  %6 = load double, double* %arrayidx6, align 8, !dbg !164
  %7 = load double, double* @s, align 8, !dbg !165
  %add7 = fadd double %7, %6, !dbg !165
  store double %add7, double* @s, align 8, !dbg !165
  br label %for.inc, !dbg !166

for.inc:                                          ; preds = %for.body4
  %8 = load i32, i32* %j, align 4, !dbg !167
  %inc = add nsw i32 %8, 1, !dbg !167
  store i32 %inc, i32* %j, align 4, !dbg !167
  br label %for.cond1, !dbg !168, !llvm.loop !169

for.end:                                          ; preds = %for.cond1
  br label %for.inc8, !dbg !171

for.inc8:                                         ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !172
  %inc9 = add nsw i32 %9, 1, !dbg !172
  store i32 %inc9, i32* %i, align 4, !dbg !172
  br label %for.cond, !dbg !173, !llvm.loop !174

for.end10:                                        ; preds = %for.cond
  ret void, !dbg !176
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_sidefx() #0 !dbg !177 {
entry:
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %t, metadata !178, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.declare(metadata i32* %i, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %j, metadata !182, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %j, align 4, !dbg !183
  store i32 0, i32* %t, align 4, !dbg !184
  br label %for.cond, !dbg !186

for.cond:                                         ; preds = %for.inc13, %entry
  %0 = load i32, i32* %t, align 4, !dbg !187
  %cmp = icmp slt i32 %0, 3, !dbg !189
  br i1 %cmp, label %for.body, label %for.end15, !dbg !190

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !191
  br label %for.cond1, !dbg !193

for.cond1:                                        ; preds = %for.inc10, %for.body
  %1 = load i32, i32* %i, align 4, !dbg !194
  %cmp2 = icmp slt i32 %1, 1000, !dbg !196
  br i1 %cmp2, label %for.body3, label %for.end12, !dbg !197

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %j, align 4, !dbg !198
  %idxprom = sext i32 %2 to i64, !dbg !200
  %arrayidx = getelementptr inbounds [64 x double], [64 x double]* @C, i64 0, i64 %idxprom, !dbg !200
  %3 = load double, double* %arrayidx, align 8, !dbg !200
  %4 = load double, double* @s, align 8, !dbg !201
  %add = fadd double %4, %3, !dbg !201
  store double %add, double* @s, align 8, !dbg !201
  store i32 0, i32* %j, align 4, !dbg !202
  br label %for.cond4, !dbg !204

for.cond4:                                        ; preds = %for.inc, %for.body3
  %5 = load i32, i32* %j, align 4, !dbg !205
  %cmp5 = icmp slt i32 %5, 4, !dbg !207
  br i1 %cmp5, label %for.body6, label %for.end, !dbg !208

for.body6:                                        ; preds = %for.cond4
  %6 = load i32, i32* %i, align 4, !dbg !209
  %idxprom7 = sext i32 %6 to i64, !dbg !210
  %arrayidx8 = getelementptr inbounds [1234 x double], [1234 x double]* @A, i64 0, i64 %idxprom7, !dbg !210
  %7 = load double, double* %arrayidx8, align 8, !dbg !210
  %8 = load double, double* @s, align 8, !dbg !211
  %add9 = fadd double %8, %7, !dbg !211
  store double %add9, double* @s, align 8, !dbg !211
  br label %for.inc, !dbg !212

for.inc:                                          ; preds = %for.body6
  %9 = load i32, i32* %j, align 4, !dbg !213
  %inc = add nsw i32 %9, 1, !dbg !213
  store i32 %inc, i32* %j, align 4, !dbg !213
  br label %for.cond4, !dbg !214, !llvm.loop !215

for.end:                                          ; preds = %for.cond4
  br label %for.inc10, !dbg !217

for.inc10:                                        ; preds = %for.end
  %10 = load i32, i32* %i, align 4, !dbg !218
  %inc11 = add nsw i32 %10, 1, !dbg !218
  store i32 %inc11, i32* %i, align 4, !dbg !218
  br label %for.cond1, !dbg !219, !llvm.loop !220

for.end12:                                        ; preds = %for.cond1
  br label %for.inc13, !dbg !221

for.inc13:                                        ; preds = %for.end12
  %11 = load i32, i32* %t, align 4, !dbg !222
  %inc14 = add nsw i32 %11, 1, !dbg !222
  store i32 %inc14, i32* %t, align 4, !dbg !222
  br label %for.cond, !dbg !223, !llvm.loop !224

for.end15:                                        ; preds = %for.cond
  ret void, !dbg !226
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !227 {
entry:
  %retval = alloca i32, align 4
  store i32 0, i32* %retval, align 4
  call void @kernel_div(), !dbg !230
  call void @kernel_cross(), !dbg !231
  call void @kernel_stride(), !dbg !232
  call void @kernel_short(), !dbg !233
  call void @kernel_sidefx(), !dbg !234
  ret i32 0, !dbg !235
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 10, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "quiet_edges.c", directory: ".")
!4 = !{!0, !5, !11, !16, !22, !27}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 78976, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 1234)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "W", scope: !2, file: !3, line: 12, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384000, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6000)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 13, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 131072, elements: !20)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!21}
!21 = !DISubrange(count: 4096)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 14, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 4096, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 64)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 15, type: !8, isLocal: false, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 39488, elements: !9)
!30 = !{i32 7, !"Dwarf Version", i32 4}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 7, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 1}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 14.0.6"}
!38 = distinct !DISubprogram(name: "kernel_div", scope: !3, file: !3, line: 18, type: !39, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{null}
!41 = !{}
!42 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 20, type: !19)
!43 = !DILocation(line: 20, column: 7, scope: !38)
!44 = !DILocation(line: 21, column: 10, scope: !45)
!45 = distinct !DILexicalBlock(scope: !38, file: !3, line: 21, column: 3)
!46 = !DILocation(line: 21, column: 8, scope: !45)
!47 = !DILocation(line: 21, column: 15, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 3)
!49 = !DILocation(line: 21, column: 17, scope: !48)
!50 = !DILocation(line: 21, column: 3, scope: !45)
!51 = !DILocation(line: 22, column: 12, scope: !48)
!52 = !DILocation(line: 22, column: 10, scope: !48)
!53 = !DILocation(line: 22, column: 19, scope: !48)
!54 = !DILocation(line: 22, column: 21, scope: !48)
!55 = !DILocation(line: 22, column: 17, scope: !48)
!56 = !DILocation(line: 22, column: 15, scope: !48)
!57 = !DILocation(line: 22, column: 7, scope: !48)
!58 = !DILocation(line: 22, column: 5, scope: !48)
!59 = !DILocation(line: 21, column: 23, scope: !48)
!60 = !DILocation(line: 21, column: 3, scope: !48)
!61 = distinct !{!61, !50, !62, !63}
!62 = !DILocation(line: 22, column: 24, scope: !45)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 23, column: 1, scope: !38)
!65 = distinct !DISubprogram(name: "kernel_cross", scope: !3, file: !3, line: 26, type: !39, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!66 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 28, type: !19)
!67 = !DILocation(line: 28, column: 7, scope: !65)
!68 = !DILocalVariable(name: "j", scope: !65, file: !3, line: 28, type: !19)
!69 = !DILocation(line: 28, column: 10, scope: !65)
!70 = !DILocation(line: 29, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !3, line: 29, column: 3)
!72 = !DILocation(line: 29, column: 8, scope: !71)
!73 = !DILocation(line: 29, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 29, column: 3)
!75 = !DILocation(line: 29, column: 17, scope: !74)
!76 = !DILocation(line: 29, column: 3, scope: !71)
!77 = !DILocation(line: 30, column: 12, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !3, line: 29, column: 29)
!79 = !DILocation(line: 30, column: 10, scope: !78)
!80 = !DILocation(line: 30, column: 7, scope: !78)
!81 = !DILocation(line: 31, column: 12, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 31, column: 5)
!83 = !DILocation(line: 31, column: 10, scope: !82)
!84 = !DILocation(line: 31, column: 17, scope: !85)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 31, column: 5)
!86 = !DILocation(line: 31, column: 19, scope: !85)
!87 = !DILocation(line: 31, column: 5, scope: !82)
!88 = !DILocation(line: 32, column: 14, scope: !85)
!89 = !DILocation(line: 32, column: 18, scope: !85)
!90 = !DILocation(line: 32, column: 16, scope: !85)
!91 = !DILocation(line: 32, column: 12, scope: !85)
!92 = !DILocation(line: 32, column: 9, scope: !85)
!93 = !DILocation(line: 32, column: 7, scope: !85)
!94 = !DILocation(line: 31, column: 26, scope: !85)
!95 = !DILocation(line: 31, column: 5, scope: !85)
!96 = distinct !{!96, !87, !97, !63}
!97 = !DILocation(line: 32, column: 19, scope: !82)
!98 = !DILocation(line: 33, column: 3, scope: !78)
!99 = !DILocation(line: 29, column: 25, scope: !74)
!100 = !DILocation(line: 29, column: 3, scope: !74)
!101 = distinct !{!101, !76, !102, !63}
!102 = !DILocation(line: 33, column: 3, scope: !71)
!103 = !DILocation(line: 34, column: 1, scope: !65)
!104 = distinct !DISubprogram(name: "kernel_stride", scope: !3, file: !3, line: 37, type: !39, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!105 = !DILocalVariable(name: "k", scope: !104, file: !3, line: 39, type: !19)
!106 = !DILocation(line: 39, column: 7, scope: !104)
!107 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 39, type: !19)
!108 = !DILocation(line: 39, column: 10, scope: !104)
!109 = !DILocation(line: 40, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !104, file: !3, line: 40, column: 3)
!111 = !DILocation(line: 40, column: 8, scope: !110)
!112 = !DILocation(line: 40, column: 15, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 40, column: 3)
!114 = !DILocation(line: 40, column: 17, scope: !113)
!115 = !DILocation(line: 40, column: 3, scope: !110)
!116 = !DILocation(line: 41, column: 12, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 41, column: 5)
!118 = !DILocation(line: 41, column: 10, scope: !117)
!119 = !DILocation(line: 41, column: 17, scope: !120)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 41, column: 5)
!121 = !DILocation(line: 41, column: 19, scope: !120)
!122 = !DILocation(line: 41, column: 5, scope: !117)
!123 = !DILocation(line: 42, column: 12, scope: !120)
!124 = !DILocation(line: 42, column: 21, scope: !120)
!125 = !DILocation(line: 42, column: 25, scope: !120)
!126 = !DILocation(line: 42, column: 23, scope: !120)
!127 = !DILocation(line: 42, column: 19, scope: !120)
!128 = !DILocation(line: 42, column: 17, scope: !120)
!129 = !DILocation(line: 42, column: 9, scope: !120)
!130 = !DILocation(line: 42, column: 7, scope: !120)
!131 = !DILocation(line: 41, column: 27, scope: !120)
!132 = !DILocation(line: 41, column: 5, scope: !120)
!133 = distinct !{!133, !122, !134, !63}
!134 = !DILocation(line: 42, column: 26, scope: !117)
!135 = !DILocation(line: 40, column: 23, scope: !113)
!136 = !DILocation(line: 40, column: 3, scope: !113)
!137 = distinct !{!137, !115, !138, !63}
!138 = !DILocation(line: 42, column: 26, scope: !110)
!139 = !DILocation(line: 43, column: 1, scope: !104)
!140 = distinct !DISubprogram(name: "kernel_short", scope: !3, file: !3, line: 47, type: !39, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!141 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 49, type: !19)
!142 = !DILocation(line: 49, column: 7, scope: !140)
!143 = !DILocalVariable(name: "j", scope: !140, file: !3, line: 49, type: !19)
!144 = !DILocation(line: 49, column: 10, scope: !140)
!145 = !DILocation(line: 50, column: 10, scope: !146)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 50, column: 3)
!147 = !DILocation(line: 50, column: 8, scope: !146)
!148 = !DILocation(line: 50, column: 15, scope: !149)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 50, column: 3)
!150 = !DILocation(line: 50, column: 17, scope: !149)
!151 = !DILocation(line: 50, column: 3, scope: !146)
!152 = !DILocation(line: 51, column: 12, scope: !153)
!153 = distinct !DILexicalBlock(scope: !149, file: !3, line: 50, column: 30)
!154 = !DILocation(line: 51, column: 10, scope: !153)
!155 = !DILocation(line: 51, column: 7, scope: !153)
!156 = !DILocation(line: 52, column: 12, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 52, column: 5)
!158 = !DILocation(line: 52, column: 10, scope: !157)
!159 = !DILocation(line: 52, column: 17, scope: !160)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 52, column: 5)
!161 = !DILocation(line: 52, column: 19, scope: !160)
!162 = !DILocation(line: 52, column: 5, scope: !157)
!163 = !DILocation(line: 53, column: 14, scope: !160)
!164 = !DILocation(line: 53, column: 12, scope: !160)
!165 = !DILocation(line: 53, column: 9, scope: !160)
!166 = !DILocation(line: 53, column: 7, scope: !160)
!167 = !DILocation(line: 52, column: 26, scope: !160)
!168 = !DILocation(line: 52, column: 5, scope: !160)
!169 = distinct !{!169, !162, !170, !63}
!170 = !DILocation(line: 53, column: 15, scope: !157)
!171 = !DILocation(line: 54, column: 3, scope: !153)
!172 = !DILocation(line: 50, column: 26, scope: !149)
!173 = !DILocation(line: 50, column: 3, scope: !149)
!174 = distinct !{!174, !151, !175, !63}
!175 = !DILocation(line: 54, column: 3, scope: !146)
!176 = !DILocation(line: 55, column: 1, scope: !140)
!177 = distinct !DISubprogram(name: "kernel_sidefx", scope: !3, file: !3, line: 58, type: !39, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!178 = !DILocalVariable(name: "t", scope: !177, file: !3, line: 60, type: !19)
!179 = !DILocation(line: 60, column: 7, scope: !177)
!180 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 60, type: !19)
!181 = !DILocation(line: 60, column: 10, scope: !177)
!182 = !DILocalVariable(name: "j", scope: !177, file: !3, line: 60, type: !19)
!183 = !DILocation(line: 60, column: 13, scope: !177)
!184 = !DILocation(line: 61, column: 10, scope: !185)
!185 = distinct !DILexicalBlock(scope: !177, file: !3, line: 61, column: 3)
!186 = !DILocation(line: 61, column: 8, scope: !185)
!187 = !DILocation(line: 61, column: 15, scope: !188)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 61, column: 3)
!189 = !DILocation(line: 61, column: 17, scope: !188)
!190 = !DILocation(line: 61, column: 3, scope: !185)
!191 = !DILocation(line: 62, column: 12, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !3, line: 62, column: 5)
!193 = !DILocation(line: 62, column: 10, scope: !192)
!194 = !DILocation(line: 62, column: 17, scope: !195)
!195 = distinct !DILexicalBlock(scope: !192, file: !3, line: 62, column: 5)
!196 = !DILocation(line: 62, column: 19, scope: !195)
!197 = !DILocation(line: 62, column: 5, scope: !192)
!198 = !DILocation(line: 63, column: 14, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 62, column: 32)
!200 = !DILocation(line: 63, column: 12, scope: !199)
!201 = !DILocation(line: 63, column: 9, scope: !199)
!202 = !DILocation(line: 64, column: 14, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 64, column: 7)
!204 = !DILocation(line: 64, column: 12, scope: !203)
!205 = !DILocation(line: 64, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !203, file: !3, line: 64, column: 7)
!207 = !DILocation(line: 64, column: 21, scope: !206)
!208 = !DILocation(line: 64, column: 7, scope: !203)
!209 = !DILocation(line: 65, column: 16, scope: !206)
!210 = !DILocation(line: 65, column: 14, scope: !206)
!211 = !DILocation(line: 65, column: 11, scope: !206)
!212 = !DILocation(line: 65, column: 9, scope: !206)
!213 = !DILocation(line: 64, column: 27, scope: !206)
!214 = !DILocation(line: 64, column: 7, scope: !206)
!215 = distinct !{!215, !208, !216, !63}
!216 = !DILocation(line: 65, column: 17, scope: !203)
!217 = !DILocation(line: 66, column: 5, scope: !199)
!218 = !DILocation(line: 62, column: 28, scope: !195)
!219 = !DILocation(line: 62, column: 5, scope: !195)
!220 = distinct !{!220, !197, !221, !63}
!221 = !DILocation(line: 66, column: 5, scope: !192)
!222 = !DILocation(line: 61, column: 23, scope: !188)
!223 = !DILocation(line: 61, column: 3, scope: !188)
!224 = distinct !{!224, !190, !225, !63}
!225 = !DILocation(line: 66, column: 5, scope: !185)
!226 = !DILocation(line: 67, column: 1, scope: !177)
!227 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !228, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!228 = !DISubroutineType(types: !229)
!229 = !{!19}
!230 = !DILocation(line: 71, column: 3, scope: !227)
!231 = !DILocation(line: 72, column: 3, scope: !227)
!232 = !DILocation(line: 73, column: 3, scope: !227)
!233 = !DILocation(line: 74, column: 3, scope: !227)
!234 = !DILocation(line: 75, column: 3, scope: !227)
!235 = !DILocation(line: 76, column: 3, scope: !227)
