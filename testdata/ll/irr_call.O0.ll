; ModuleID = 'irr_call.c'
source_filename = "irr_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mat = internal global [64 x [48 x double]] zeroinitializer, align 16, !dbg !0
@Sums = internal global [64 x double] zeroinitializer, align 16, !dbg !7
@Tri = internal global [64 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !27 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %j, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata double* %s, metadata !36, metadata !DIExpression()), !dbg !37
  store double 0.000000e+00, double* %s, align 8, !dbg !37
  store i32 0, i32* %i, align 4, !dbg !38
  br label %for.cond, !dbg !40

for.cond:                                         ; preds = %for.inc6, %entry
  %0 = load i32, i32* %i, align 4, !dbg !41
  %cmp = icmp slt i32 %0, 64, !dbg !43
  br i1 %cmp, label %for.body, label %for.end8, !dbg !44

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !45
  br label %for.cond1, !dbg !47

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !48
  %cmp2 = icmp slt i32 %1, 48, !dbg !50
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !51

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !52
  %3 = load i32, i32* %j, align 4, !dbg !53
  %add = add nsw i32 %2, %3, !dbg !54
  %rem = srem i32 %add, 8, !dbg !55
  %conv = sitofp i32 %rem to double, !dbg !56
  %4 = load i32, i32* %i, align 4, !dbg !57
  %idxprom = sext i32 %4 to i64, !dbg !58
  %arrayidx = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %idxprom, !dbg !58
  %5 = load i32, i32* %j, align 4, !dbg !59
  %idxprom4 = sext i32 %5 to i64, !dbg !58
  %arrayidx5 = getelementptr inbounds [48 x double], [48 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !58
  store double %conv, double* %arrayidx5, align 8, !dbg !60
  br label %for.inc, !dbg !58

for.inc:                                          ; preds = %for.body3
  %6 = load i32, i32* %j, align 4, !dbg !61
  %inc = add nsw i32 %6, 1, !dbg !61
  store i32 %inc, i32* %j, align 4, !dbg !61
  br label %for.cond1, !dbg !62, !llvm.loop !63

for.end:                                          ; preds = %for.cond1
  br label %for.inc6, !dbg !64

for.inc6:                                         ; preds = %for.end
  %7 = load i32, i32* %i, align 4, !dbg !66
  %inc7 = add nsw i32 %7, 1, !dbg !66
  store i32 %inc7, i32* %i, align 4, !dbg !66
  br label %for.cond, !dbg !67, !llvm.loop !68

for.end8:                                         ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !70
  br label %for.cond9, !dbg !72

for.cond9:                                        ; preds = %for.inc17, %for.end8
  %8 = load i32, i32* %i, align 4, !dbg !73
  %cmp10 = icmp slt i32 %8, 64, !dbg !75
  br i1 %cmp10, label %for.body12, label %for.end19, !dbg !76

for.body12:                                       ; preds = %for.cond9
  %9 = load i32, i32* %i, align 4, !dbg !77
  %idxprom13 = sext i32 %9 to i64, !dbg !78
  %arrayidx14 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %idxprom13, !dbg !78
  %arraydecay = getelementptr inbounds [48 x double], [48 x double]* %arrayidx14, i64 0, i64 0, !dbg !78
  %call = call double @row_sum(double* noundef %arraydecay, i32 noundef 48), !dbg !79
  %10 = load i32, i32* %i, align 4, !dbg !80
  %idxprom15 = sext i32 %10 to i64, !dbg !81
  %arrayidx16 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %idxprom15, !dbg !81
  store double %call, double* %arrayidx16, align 8, !dbg !82
  br label %for.inc17, !dbg !81

for.inc17:                                        ; preds = %for.body12
  %11 = load i32, i32* %i, align 4, !dbg !83
  %inc18 = add nsw i32 %11, 1, !dbg !83
  store i32 %inc18, i32* %i, align 4, !dbg !83
  br label %for.cond9, !dbg !84, !llvm.loop !85

for.end19:                                        ; preds = %for.cond9
  store i32 0, i32* %i, align 4, !dbg !87
  br label %for.cond20, !dbg !89

for.cond20:                                       ; preds = %for.inc36, %for.end19
  %12 = load i32, i32* %i, align 4, !dbg !90
  %cmp21 = icmp slt i32 %12, 64, !dbg !92
  br i1 %cmp21, label %for.body23, label %for.end38, !dbg !93

for.body23:                                       ; preds = %for.cond20
  %13 = load i32, i32* %i, align 4, !dbg !94
  %idxprom24 = sext i32 %13 to i64, !dbg !96
  %arrayidx25 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %idxprom24, !dbg !96
  %arraydecay26 = getelementptr inbounds [48 x double], [48 x double]* %arrayidx25, i64 0, i64 0, !dbg !96
  call void @row_scale(double* noundef %arraydecay26, i32 noundef 48, double noundef 5.000000e-01), !dbg !97
  %14 = load i32, i32* %i, align 4, !dbg !98
  %idxprom27 = sext i32 %14 to i64, !dbg !99
  %arrayidx28 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %idxprom27, !dbg !99
  %arraydecay29 = getelementptr inbounds [48 x double], [48 x double]* %arrayidx28, i64 0, i64 0, !dbg !99
  %15 = load i32, i32* %i, align 4, !dbg !100
  %cmp30 = icmp slt i32 %15, 48, !dbg !101
  br i1 %cmp30, label %cond.true, label %cond.false, !dbg !100

cond.true:                                        ; preds = %for.body23
  %16 = load i32, i32* %i, align 4, !dbg !102
  %add32 = add nsw i32 %16, 1, !dbg !103
  br label %cond.end, !dbg !100

cond.false:                                       ; preds = %for.body23
  br label %cond.end, !dbg !100

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi i32 [ %add32, %cond.true ], [ 48, %cond.false ], !dbg !100
  %call33 = call double @row_sum(double* noundef %arraydecay29, i32 noundef %cond), !dbg !104
  %17 = load i32, i32* %i, align 4, !dbg !105
  %idxprom34 = sext i32 %17 to i64, !dbg !106
  %arrayidx35 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %idxprom34, !dbg !106
  store double %call33, double* %arrayidx35, align 8, !dbg !107
  br label %for.inc36, !dbg !108

for.inc36:                                        ; preds = %cond.end
  %18 = load i32, i32* %i, align 4, !dbg !109
  %inc37 = add nsw i32 %18, 1, !dbg !109
  store i32 %inc37, i32* %i, align 4, !dbg !109
  br label %for.cond20, !dbg !110, !llvm.loop !111

for.end38:                                        ; preds = %for.cond20
  store i32 0, i32* %i, align 4, !dbg !113
  br label %for.cond39, !dbg !115

for.cond39:                                       ; preds = %for.inc49, %for.end38
  %19 = load i32, i32* %i, align 4, !dbg !116
  %cmp40 = icmp slt i32 %19, 64, !dbg !118
  br i1 %cmp40, label %for.body42, label %for.end51, !dbg !119

for.body42:                                       ; preds = %for.cond39
  %20 = load i32, i32* %i, align 4, !dbg !120
  %idxprom43 = sext i32 %20 to i64, !dbg !121
  %arrayidx44 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %idxprom43, !dbg !121
  %21 = load double, double* %arrayidx44, align 8, !dbg !121
  %22 = load i32, i32* %i, align 4, !dbg !122
  %idxprom45 = sext i32 %22 to i64, !dbg !123
  %arrayidx46 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %idxprom45, !dbg !123
  %23 = load double, double* %arrayidx46, align 8, !dbg !123
  %add47 = fadd double %21, %23, !dbg !124
  %24 = load double, double* %s, align 8, !dbg !125
  %add48 = fadd double %24, %add47, !dbg !125
  store double %add48, double* %s, align 8, !dbg !125
  br label %for.inc49, !dbg !126

for.inc49:                                        ; preds = %for.body42
  %25 = load i32, i32* %i, align 4, !dbg !127
  %inc50 = add nsw i32 %25, 1, !dbg !127
  store i32 %inc50, i32* %i, align 4, !dbg !127
  br label %for.cond39, !dbg !128, !llvm.loop !129

for.end51:                                        ; preds = %for.cond39
  %26 = load double, double* %s, align 8, !dbg !131
  store double %26, double* @checksum, align 8, !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @row_sum(double* noundef %row, i32 noundef %len) #0 !dbg !134 {
entry:
  %row.addr = alloca double*, align 8
  %len.addr = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store double* %row, double** %row.addr, align 8
  call void @llvm.dbg.declare(metadata double** %row.addr, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 %len, i32* %len.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %len.addr, metadata !141, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %j, metadata !143, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata double* %s, metadata !145, metadata !DIExpression()), !dbg !146
  store double 0.000000e+00, double* %s, align 8, !dbg !146
  store i32 0, i32* %j, align 4, !dbg !147
  br label %for.cond, !dbg !149

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %j, align 4, !dbg !150
  %1 = load i32, i32* %len.addr, align 4, !dbg !152
  %cmp = icmp slt i32 %0, %1, !dbg !153
  br i1 %cmp, label %for.body, label %for.end, !dbg !154

for.body:                                         ; preds = %for.cond
  %2 = load double*, double** %row.addr, align 8, !dbg !155
  %3 = load i32, i32* %j, align 4, !dbg !156
  %idxprom = sext i32 %3 to i64, !dbg !155
  %arrayidx = getelementptr inbounds double, double* %2, i64 %idxprom, !dbg !155
  %4 = load double, double* %arrayidx, align 8, !dbg !155
  %5 = load double, double* %s, align 8, !dbg !157
  %add = fadd double %5, %4, !dbg !157
  store double %add, double* %s, align 8, !dbg !157
  br label %for.inc, !dbg !158

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %j, align 4, !dbg !159
  %inc = add nsw i32 %6, 1, !dbg !159
  store i32 %inc, i32* %j, align 4, !dbg !159
  br label %for.cond, !dbg !160, !llvm.loop !161

for.end:                                          ; preds = %for.cond
  %7 = load double, double* %s, align 8, !dbg !163
  ret double %7, !dbg !164
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @row_scale(double* noundef %row, i32 noundef %len, double noundef %f) #0 !dbg !165 {
entry:
  %row.addr = alloca double*, align 8
  %len.addr = alloca i32, align 4
  %f.addr = alloca double, align 8
  %j = alloca i32, align 4
  store double* %row, double** %row.addr, align 8
  call void @llvm.dbg.declare(metadata double** %row.addr, metadata !169, metadata !DIExpression()), !dbg !170
  store i32 %len, i32* %len.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %len.addr, metadata !171, metadata !DIExpression()), !dbg !172
  store double %f, double* %f.addr, align 8
  call void @llvm.dbg.declare(metadata double* %f.addr, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.declare(metadata i32* %j, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %j, align 4, !dbg !177
  br label %for.cond, !dbg !179

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %j, align 4, !dbg !180
  %1 = load i32, i32* %len.addr, align 4, !dbg !182
  %cmp = icmp slt i32 %0, %1, !dbg !183
  br i1 %cmp, label %for.body, label %for.end, !dbg !184

for.body:                                         ; preds = %for.cond
  %2 = load double, double* %f.addr, align 8, !dbg !185
  %3 = load double*, double** %row.addr, align 8, !dbg !186
  %4 = load i32, i32* %j, align 4, !dbg !187
  %idxprom = sext i32 %4 to i64, !dbg !186
  %arrayidx = getelementptr inbounds double, double* %3, i64 %idxprom, !dbg !186
  %5 = load double, double* %arrayidx, align 8, !dbg !188
  %mul = fmul double %5, %2, !dbg !188
  store double %mul, double* %arrayidx, align 8, !dbg !188
  br label %for.inc, !dbg !186

for.inc:                                          ; preds = %for.body
  %6 = load i32, i32* %j, align 4, !dbg !189
  %inc = add nsw i32 %6, 1, !dbg !189
  store i32 %inc, i32* %j, align 4, !dbg !189
  br label %for.cond, !dbg !190, !llvm.loop !191

for.end:                                          ; preds = %for.cond
  ret void, !dbg !193
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mat", scope: !2, file: !3, line: 7, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_call.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Sums", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Tri", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 196608, elements: !17)
!17 = !{!11, !18}
!18 = !DISubrange(count: 48)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !28, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{}
!32 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 30, type: !30)
!33 = !DILocation(line: 30, column: 7, scope: !27)
!34 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 30, type: !30)
!35 = !DILocation(line: 30, column: 10, scope: !27)
!36 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 31, type: !5)
!37 = !DILocation(line: 31, column: 10, scope: !27)
!38 = !DILocation(line: 32, column: 10, scope: !39)
!39 = distinct !DILexicalBlock(scope: !27, file: !3, line: 32, column: 3)
!40 = !DILocation(line: 32, column: 8, scope: !39)
!41 = !DILocation(line: 32, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 32, column: 3)
!43 = !DILocation(line: 32, column: 17, scope: !42)
!44 = !DILocation(line: 32, column: 3, scope: !39)
!45 = !DILocation(line: 33, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 33, column: 5)
!47 = !DILocation(line: 33, column: 10, scope: !46)
!48 = !DILocation(line: 33, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 33, column: 5)
!50 = !DILocation(line: 33, column: 19, scope: !49)
!51 = !DILocation(line: 33, column: 5, scope: !46)
!52 = !DILocation(line: 34, column: 29, scope: !49)
!53 = !DILocation(line: 34, column: 33, scope: !49)
!54 = !DILocation(line: 34, column: 31, scope: !49)
!55 = !DILocation(line: 34, column: 36, scope: !49)
!56 = !DILocation(line: 34, column: 19, scope: !49)
!57 = !DILocation(line: 34, column: 11, scope: !49)
!58 = !DILocation(line: 34, column: 7, scope: !49)
!59 = !DILocation(line: 34, column: 14, scope: !49)
!60 = !DILocation(line: 34, column: 17, scope: !49)
!61 = !DILocation(line: 33, column: 28, scope: !49)
!62 = !DILocation(line: 33, column: 5, scope: !49)
!63 = distinct !{!63, !51, !64, !65}
!64 = !DILocation(line: 34, column: 39, scope: !46)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 32, column: 26, scope: !42)
!67 = !DILocation(line: 32, column: 3, scope: !42)
!68 = distinct !{!68, !44, !69, !65}
!69 = !DILocation(line: 34, column: 39, scope: !39)
!70 = !DILocation(line: 35, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !27, file: !3, line: 35, column: 3)
!72 = !DILocation(line: 35, column: 8, scope: !71)
!73 = !DILocation(line: 35, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 35, column: 3)
!75 = !DILocation(line: 35, column: 17, scope: !74)
!76 = !DILocation(line: 35, column: 3, scope: !71)
!77 = !DILocation(line: 36, column: 27, scope: !74)
!78 = !DILocation(line: 36, column: 23, scope: !74)
!79 = !DILocation(line: 36, column: 15, scope: !74)
!80 = !DILocation(line: 36, column: 10, scope: !74)
!81 = !DILocation(line: 36, column: 5, scope: !74)
!82 = !DILocation(line: 36, column: 13, scope: !74)
!83 = !DILocation(line: 35, column: 26, scope: !74)
!84 = !DILocation(line: 35, column: 3, scope: !74)
!85 = distinct !{!85, !76, !86, !65}
!86 = !DILocation(line: 36, column: 35, scope: !71)
!87 = !DILocation(line: 37, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !27, file: !3, line: 37, column: 3)
!89 = !DILocation(line: 37, column: 8, scope: !88)
!90 = !DILocation(line: 37, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 37, column: 3)
!92 = !DILocation(line: 37, column: 17, scope: !91)
!93 = !DILocation(line: 37, column: 3, scope: !88)
!94 = !DILocation(line: 38, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 37, column: 30)
!96 = !DILocation(line: 38, column: 15, scope: !95)
!97 = !DILocation(line: 38, column: 5, scope: !95)
!98 = !DILocation(line: 39, column: 26, scope: !95)
!99 = !DILocation(line: 39, column: 22, scope: !95)
!100 = !DILocation(line: 39, column: 30, scope: !95)
!101 = !DILocation(line: 39, column: 32, scope: !95)
!102 = !DILocation(line: 39, column: 41, scope: !95)
!103 = !DILocation(line: 39, column: 43, scope: !95)
!104 = !DILocation(line: 39, column: 14, scope: !95)
!105 = !DILocation(line: 39, column: 9, scope: !95)
!106 = !DILocation(line: 39, column: 5, scope: !95)
!107 = !DILocation(line: 39, column: 12, scope: !95)
!108 = !DILocation(line: 40, column: 3, scope: !95)
!109 = !DILocation(line: 37, column: 26, scope: !91)
!110 = !DILocation(line: 37, column: 3, scope: !91)
!111 = distinct !{!111, !93, !112, !65}
!112 = !DILocation(line: 40, column: 3, scope: !88)
!113 = !DILocation(line: 41, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !27, file: !3, line: 41, column: 3)
!115 = !DILocation(line: 41, column: 8, scope: !114)
!116 = !DILocation(line: 41, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 41, column: 3)
!118 = !DILocation(line: 41, column: 17, scope: !117)
!119 = !DILocation(line: 41, column: 3, scope: !114)
!120 = !DILocation(line: 42, column: 15, scope: !117)
!121 = !DILocation(line: 42, column: 10, scope: !117)
!122 = !DILocation(line: 42, column: 24, scope: !117)
!123 = !DILocation(line: 42, column: 20, scope: !117)
!124 = !DILocation(line: 42, column: 18, scope: !117)
!125 = !DILocation(line: 42, column: 7, scope: !117)
!126 = !DILocation(line: 42, column: 5, scope: !117)
!127 = !DILocation(line: 41, column: 26, scope: !117)
!128 = !DILocation(line: 41, column: 3, scope: !117)
!129 = distinct !{!129, !119, !130, !65}
!130 = !DILocation(line: 42, column: 25, scope: !114)
!131 = !DILocation(line: 43, column: 14, scope: !27)
!132 = !DILocation(line: 43, column: 12, scope: !27)
!133 = !DILocation(line: 44, column: 3, scope: !27)
!134 = distinct !DISubprogram(name: "row_sum", scope: !3, file: !3, line: 12, type: !135, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!135 = !DISubroutineType(types: !136)
!136 = !{!5, !137, !30}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!139 = !DILocalVariable(name: "row", arg: 1, scope: !134, file: !3, line: 12, type: !137)
!140 = !DILocation(line: 12, column: 63, scope: !134)
!141 = !DILocalVariable(name: "len", arg: 2, scope: !134, file: !3, line: 12, type: !30)
!142 = !DILocation(line: 12, column: 72, scope: !134)
!143 = !DILocalVariable(name: "j", scope: !134, file: !3, line: 14, type: !30)
!144 = !DILocation(line: 14, column: 7, scope: !134)
!145 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 15, type: !5)
!146 = !DILocation(line: 15, column: 10, scope: !134)
!147 = !DILocation(line: 16, column: 10, scope: !148)
!148 = distinct !DILexicalBlock(scope: !134, file: !3, line: 16, column: 3)
!149 = !DILocation(line: 16, column: 8, scope: !148)
!150 = !DILocation(line: 16, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 16, column: 3)
!152 = !DILocation(line: 16, column: 19, scope: !151)
!153 = !DILocation(line: 16, column: 17, scope: !151)
!154 = !DILocation(line: 16, column: 3, scope: !148)
!155 = !DILocation(line: 17, column: 10, scope: !151)
!156 = !DILocation(line: 17, column: 14, scope: !151)
!157 = !DILocation(line: 17, column: 7, scope: !151)
!158 = !DILocation(line: 17, column: 5, scope: !151)
!159 = !DILocation(line: 16, column: 25, scope: !151)
!160 = !DILocation(line: 16, column: 3, scope: !151)
!161 = distinct !{!161, !154, !162, !65}
!162 = !DILocation(line: 17, column: 15, scope: !148)
!163 = !DILocation(line: 18, column: 10, scope: !134)
!164 = !DILocation(line: 18, column: 3, scope: !134)
!165 = distinct !DISubprogram(name: "row_scale", scope: !3, file: !3, line: 21, type: !166, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168, !30, !5}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!169 = !DILocalVariable(name: "row", arg: 1, scope: !165, file: !3, line: 21, type: !168)
!170 = !DILocation(line: 21, column: 57, scope: !165)
!171 = !DILocalVariable(name: "len", arg: 2, scope: !165, file: !3, line: 21, type: !30)
!172 = !DILocation(line: 21, column: 66, scope: !165)
!173 = !DILocalVariable(name: "f", arg: 3, scope: !165, file: !3, line: 21, type: !5)
!174 = !DILocation(line: 21, column: 78, scope: !165)
!175 = !DILocalVariable(name: "j", scope: !165, file: !3, line: 23, type: !30)
!176 = !DILocation(line: 23, column: 7, scope: !165)
!177 = !DILocation(line: 24, column: 10, scope: !178)
!178 = distinct !DILexicalBlock(scope: !165, file: !3, line: 24, column: 3)
!179 = !DILocation(line: 24, column: 8, scope: !178)
!180 = !DILocation(line: 24, column: 15, scope: !181)
!181 = distinct !DILexicalBlock(scope: !178, file: !3, line: 24, column: 3)
!182 = !DILocation(line: 24, column: 19, scope: !181)
!183 = !DILocation(line: 24, column: 17, scope: !181)
!184 = !DILocation(line: 24, column: 3, scope: !178)
!185 = !DILocation(line: 25, column: 15, scope: !181)
!186 = !DILocation(line: 25, column: 5, scope: !181)
!187 = !DILocation(line: 25, column: 9, scope: !181)
!188 = !DILocation(line: 25, column: 12, scope: !181)
!189 = !DILocation(line: 24, column: 25, scope: !181)
!190 = !DILocation(line: 24, column: 3, scope: !181)
!191 = distinct !{!191, !184, !192, !65}
!192 = !DILocation(line: 25, column: 15, scope: !178)
!193 = !DILocation(line: 26, column: 1, scope: !165)
