; ModuleID = 'seidel2d.c'
source_filename = "seidel2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = internal global [200 x [200 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_seidel2d() #0 !dbg !20 {
entry:
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %t, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %i, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %j, metadata !29, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %t, align 4, !dbg !31
  br label %for.cond, !dbg !33

for.cond:                                         ; preds = %for.inc66, %entry
  %0 = load i32, i32* %t, align 4, !dbg !34
  %cmp = icmp slt i32 %0, 8, !dbg !36
  br i1 %cmp, label %for.body, label %for.end68, !dbg !37

for.body:                                         ; preds = %for.cond
  store i32 1, i32* %i, align 4, !dbg !38
  br label %for.cond1, !dbg !40

for.cond1:                                        ; preds = %for.inc63, %for.body
  %1 = load i32, i32* %i, align 4, !dbg !41
  %cmp2 = icmp sle i32 %1, 198, !dbg !43
  br i1 %cmp2, label %for.body3, label %for.end65, !dbg !44

for.body3:                                        ; preds = %for.cond1
  store i32 1, i32* %j, align 4, !dbg !45
  br label %for.cond4, !dbg !47

for.cond4:                                        ; preds = %for.inc, %for.body3
  %2 = load i32, i32* %j, align 4, !dbg !48
  %cmp5 = icmp sle i32 %2, 198, !dbg !50
  br i1 %cmp5, label %for.body6, label %for.end, !dbg !51

for.body6:                                        ; preds = %for.cond4
  %3 = load i32, i32* %i, align 4, !dbg !52
  %sub = sub nsw i32 %3, 1, !dbg !53
  %idxprom = sext i32 %sub to i64, !dbg !54
  %arrayidx = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom, !dbg !54
  %4 = load i32, i32* %j, align 4, !dbg !55
  %sub7 = sub nsw i32 %4, 1, !dbg !56
  %idxprom8 = sext i32 %sub7 to i64, !dbg !54
  %arrayidx9 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx, i64 0, i64 %idxprom8, !dbg !54
  %5 = load double, double* %arrayidx9, align 8, !dbg !54
  %6 = load i32, i32* %i, align 4, !dbg !57
  %sub10 = sub nsw i32 %6, 1, !dbg !58
  %idxprom11 = sext i32 %sub10 to i64, !dbg !59
  %arrayidx12 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom11, !dbg !59
  %7 = load i32, i32* %j, align 4, !dbg !60
  %idxprom13 = sext i32 %7 to i64, !dbg !59
  %arrayidx14 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx12, i64 0, i64 %idxprom13, !dbg !59
  %8 = load double, double* %arrayidx14, align 8, !dbg !59
  %add = fadd double %5, %8, !dbg !61
  %9 = load i32, i32* %i, align 4, !dbg !62
  %sub15 = sub nsw i32 %9, 1, !dbg !63
  %idxprom16 = sext i32 %sub15 to i64, !dbg !64
  %arrayidx17 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom16, !dbg !64
  %10 = load i32, i32* %j, align 4, !dbg !65
  %add18 = add nsw i32 %10, 1, !dbg !66
  %idxprom19 = sext i32 %add18 to i64, !dbg !64
  %arrayidx20 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx17, i64 0, i64 %idxprom19, !dbg !64
  %11 = load double, double* %arrayidx20, align 8, !dbg !64
  %add21 = fadd double %add, %11, !dbg !67
  %12 = load i32, i32* %i, align 4, !dbg !68
  %idxprom22 = sext i32 %12 to i64, !dbg !69
  %arrayidx23 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom22, !dbg !69
  %13 = load i32, i32* %j, align 4, !dbg !70
  %sub24 = sub nsw i32 %13, 1, !dbg !71
  %idxprom25 = sext i32 %sub24 to i64, !dbg !69
  %arrayidx26 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx23, i64 0, i64 %idxprom25, !dbg !69
  %14 = load double, double* %arrayidx26, align 8, !dbg !69
  %add27 = fadd double %add21, %14, !dbg !72
  %15 = load i32, i32* %i, align 4, !dbg !73
  %idxprom28 = sext i32 %15 to i64, !dbg !74
  %arrayidx29 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom28, !dbg !74
  %16 = load i32, i32* %j, align 4, !dbg !75
  %idxprom30 = sext i32 %16 to i64, !dbg !74
  %arrayidx31 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx29, i64 0, i64 %idxprom30, !dbg !74
  %17 = load double, double* %arrayidx31, align 8, !dbg !74
  %add32 = fadd double %add27, %17, !dbg !76
  %18 = load i32, i32* %i, align 4, !dbg !77
  %idxprom33 = sext i32 %18 to i64, !dbg !78
  %arrayidx34 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom33, !dbg !78
  %19 = load i32, i32* %j, align 4, !dbg !79
  %add35 = add nsw i32 %19, 1, !dbg !80
  %idxprom36 = sext i32 %add35 to i64, !dbg !78
  %arrayidx37 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx34, i64 0, i64 %idxprom36, !dbg !78
  %20 = load double, double* %arrayidx37, align 8, !dbg !78
  %add38 = fadd double %add32, %20, !dbg !81
  %21 = load i32, i32* %i, align 4, !dbg !82
  %add39 = add nsw i32 %21, 1, !dbg !83
  %idxprom40 = sext i32 %add39 to i64, !dbg !84
  %arrayidx41 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom40, !dbg !84
  %22 = load i32, i32* %j, align 4, !dbg !85
  %sub42 = sub nsw i32 %22, 1, !dbg !86
  %idxprom43 = sext i32 %sub42 to i64, !dbg !84
  %arrayidx44 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx41, i64 0, i64 %idxprom43, !dbg !84
  %23 = load double, double* %arrayidx44, align 8, !dbg !84
  %add45 = fadd double %add38, %23, !dbg !87
  %24 = load i32, i32* %i, align 4, !dbg !88
  %add46 = add nsw i32 %24, 1, !dbg !89
  %idxprom47 = sext i32 %add46 to i64, !dbg !90
  %arrayidx48 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom47, !dbg !90
  %25 = load i32, i32* %j, align 4, !dbg !91
  %idxprom49 = sext i32 %25 to i64, !dbg !90
  %arrayidx50 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx48, i64 0, i64 %idxprom49, !dbg !90
  %26 = load double, double* %arrayidx50, align 8, !dbg !90
  %add51 = fadd double %add45, %26, !dbg !92
  %27 = load i32, i32* %i, align 4, !dbg !93
  %add52 = add nsw i32 %27, 1, !dbg !94
  %idxprom53 = sext i32 %add52 to i64, !dbg !95
  %arrayidx54 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom53, !dbg !95
  %28 = load i32, i32* %j, align 4, !dbg !96
  %add55 = add nsw i32 %28, 1, !dbg !97
  %idxprom56 = sext i32 %add55 to i64, !dbg !95
  %arrayidx57 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx54, i64 0, i64 %idxprom56, !dbg !95
  %29 = load double, double* %arrayidx57, align 8, !dbg !95
  %add58 = fadd double %add51, %29, !dbg !98
  %div = fdiv double %add58, 9.000000e+00, !dbg !99
  %30 = load i32, i32* %i, align 4, !dbg !100
  %idxprom59 = sext i32 %30 to i64, !dbg !101
  %arrayidx60 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom59, !dbg !101
  %31 = load i32, i32* %j, align 4, !dbg !102
  %idxprom61 = sext i32 %31 to i64, !dbg !101
  %arrayidx62 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx60, i64 0, i64 %idxprom61, !dbg !101
  store double %div, double* %arrayidx62, align 8, !dbg !103
  br label %for.inc, !dbg !101

for.inc:                                          ; preds = %for.body6
  %32 = load i32, i32* %j, align 4, !dbg !104
  %inc = add nsw i32 %32, 1, !dbg !104
  store i32 %inc, i32* %j, align 4, !dbg !104
  br label %for.cond4, !dbg !105, !llvm.loop !106

for.end:                                          ; preds = %for.cond4
  br label %for.inc63, !dbg !107

for.inc63:                                        ; preds = %for.end
  %33 = load i32, i32* %i, align 4, !dbg !109
  %inc64 = add nsw i32 %33, 1, !dbg !109
  store i32 %inc64, i32* %i, align 4, !dbg !109
  br label %for.cond1, !dbg !110, !llvm.loop !111

for.end65:                                        ; preds = %for.cond1
  br label %for.inc66, !dbg !112

for.inc66:                                        ; preds = %for.end65
  %34 = load i32, i32* %t, align 4, !dbg !113
  %inc67 = add nsw i32 %34, 1, !dbg !113
  store i32 %inc67, i32* %t, align 4, !dbg !113
  br label %for.cond, !dbg !114, !llvm.loop !115

for.end68:                                        ; preds = %for.cond
  ret void, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !118 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.declare(metadata i32* %j, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata double* %s, metadata !125, metadata !DIExpression()), !dbg !126
  store double 0.000000e+00, double* %s, align 8, !dbg !126
  store i32 0, i32* %i, align 4, !dbg !127
  br label %for.cond, !dbg !129

for.cond:                                         ; preds = %for.inc9, %entry
  %0 = load i32, i32* %i, align 4, !dbg !130
  %cmp = icmp slt i32 %0, 200, !dbg !132
  br i1 %cmp, label %for.body, label %for.end11, !dbg !133

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !134
  br label %for.cond1, !dbg !136

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !137
  %cmp2 = icmp slt i32 %1, 200, !dbg !139
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !140

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !141
  %3 = load i32, i32* %j, align 4, !dbg !142
  %add = add nsw i32 %2, %3, !dbg !143
  %rem = srem i32 %add, 4, !dbg !144
  %conv = sitofp i32 %rem to double, !dbg !145
  %4 = load i32, i32* %i, align 4, !dbg !146
  %cmp4 = icmp eq i32 %4, 0, !dbg !147
  %5 = zext i1 %cmp4 to i64, !dbg !146
  %cond = select i1 %cmp4, double 1.000000e+01, double 0.000000e+00, !dbg !146
  %add6 = fadd double %conv, %cond, !dbg !148
  %6 = load i32, i32* %i, align 4, !dbg !149
  %idxprom = sext i32 %6 to i64, !dbg !150
  %arrayidx = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom, !dbg !150
  %7 = load i32, i32* %j, align 4, !dbg !151
  %idxprom7 = sext i32 %7 to i64, !dbg !150
  %arrayidx8 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx, i64 0, i64 %idxprom7, !dbg !150
  store double %add6, double* %arrayidx8, align 8, !dbg !152
  br label %for.inc, !dbg !150

for.inc:                                          ; preds = %for.body3
  %8 = load i32, i32* %j, align 4, !dbg !153
  %inc = add nsw i32 %8, 1, !dbg !153
  store i32 %inc, i32* %j, align 4, !dbg !153
  br label %for.cond1, !dbg !154, !llvm.loop !155

for.end:                                          ; preds = %for.cond1
  br label %for.inc9, !dbg !156

for.inc9:                                         ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !157
  %inc10 = add nsw i32 %9, 1, !dbg !157
  store i32 %inc10, i32* %i, align 4, !dbg !157
  br label %for.cond, !dbg !158, !llvm.loop !159

for.end11:                                        ; preds = %for.cond
  call void @kernel_seidel2d(), !dbg !161
  store i32 0, i32* %i, align 4, !dbg !162
  br label %for.cond12, !dbg !164

for.cond12:                                       ; preds = %for.inc28, %for.end11
  %10 = load i32, i32* %i, align 4, !dbg !165
  %cmp13 = icmp slt i32 %10, 200, !dbg !167
  br i1 %cmp13, label %for.body15, label %for.end30, !dbg !168

for.body15:                                       ; preds = %for.cond12
  store i32 0, i32* %j, align 4, !dbg !169
  br label %for.cond16, !dbg !171

for.cond16:                                       ; preds = %for.inc25, %for.body15
  %11 = load i32, i32* %j, align 4, !dbg !172
  %cmp17 = icmp slt i32 %11, 200, !dbg !174
  br i1 %cmp17, label %for.body19, label %for.end27, !dbg !175

for.body19:                                       ; preds = %for.cond16
  %12 = load i32, i32* %i, align 4, !dbg !176
  %idxprom20 = sext i32 %12 to i64, !dbg !177
  %arrayidx21 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %idxprom20, !dbg !177
  %13 = load i32, i32* %j, align 4, !dbg !178
  %idxprom22 = sext i32 %13 to i64, !dbg !177
  %arrayidx23 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx21, i64 0, i64 %idxprom22, !dbg !177
  %14 = load double, double* %arrayidx23, align 8, !dbg !177
  %15 = load double, double* %s, align 8, !dbg !179
  %add24 = fadd double %15, %14, !dbg !179
  store double %add24, double* %s, align 8, !dbg !179
  br label %for.inc25, !dbg !180

for.inc25:                                        ; preds = %for.body19
  %16 = load i32, i32* %j, align 4, !dbg !181
  %inc26 = add nsw i32 %16, 1, !dbg !181
  store i32 %inc26, i32* %j, align 4, !dbg !181
  br label %for.cond16, !dbg !182, !llvm.loop !183

for.end27:                                        ; preds = %for.cond16
  br label %for.inc28, !dbg !184

for.inc28:                                        ; preds = %for.end27
  %17 = load i32, i32* %i, align 4, !dbg !185
  %inc29 = add nsw i32 %17, 1, !dbg !185
  store i32 %inc29, i32* %i, align 4, !dbg !185
  br label %for.cond12, !dbg !186, !llvm.loop !187

for.end30:                                        ; preds = %for.cond12
  %18 = load double, double* %s, align 8, !dbg !189
  store double %18, double* @checksum, align 8, !dbg !190
  ret i32 0, !dbg !191
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2560000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 200)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_seidel2d", scope: !3, file: !3, line: 15, type: !21, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !{}
!24 = !DILocalVariable(name: "t", scope: !20, file: !3, line: 17, type: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 17, column: 7, scope: !20)
!27 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 17, type: !25)
!28 = !DILocation(line: 17, column: 10, scope: !20)
!29 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 17, type: !25)
!30 = !DILocation(line: 17, column: 13, scope: !20)
!31 = !DILocation(line: 18, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !20, file: !3, line: 18, column: 3)
!33 = !DILocation(line: 18, column: 8, scope: !32)
!34 = !DILocation(line: 18, column: 15, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 18, column: 3)
!36 = !DILocation(line: 18, column: 17, scope: !35)
!37 = !DILocation(line: 18, column: 3, scope: !32)
!38 = !DILocation(line: 19, column: 12, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 5)
!40 = !DILocation(line: 19, column: 10, scope: !39)
!41 = !DILocation(line: 19, column: 17, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 5)
!43 = !DILocation(line: 19, column: 19, scope: !42)
!44 = !DILocation(line: 19, column: 5, scope: !39)
!45 = !DILocation(line: 20, column: 14, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 20, column: 7)
!47 = !DILocation(line: 20, column: 12, scope: !46)
!48 = !DILocation(line: 20, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 20, column: 7)
!50 = !DILocation(line: 20, column: 21, scope: !49)
!51 = !DILocation(line: 20, column: 7, scope: !46)
!52 = !DILocation(line: 21, column: 22, scope: !49)
!53 = !DILocation(line: 21, column: 24, scope: !49)
!54 = !DILocation(line: 21, column: 20, scope: !49)
!55 = !DILocation(line: 21, column: 29, scope: !49)
!56 = !DILocation(line: 21, column: 31, scope: !49)
!57 = !DILocation(line: 21, column: 40, scope: !49)
!58 = !DILocation(line: 21, column: 42, scope: !49)
!59 = !DILocation(line: 21, column: 38, scope: !49)
!60 = !DILocation(line: 21, column: 47, scope: !49)
!61 = !DILocation(line: 21, column: 36, scope: !49)
!62 = !DILocation(line: 21, column: 54, scope: !49)
!63 = !DILocation(line: 21, column: 56, scope: !49)
!64 = !DILocation(line: 21, column: 52, scope: !49)
!65 = !DILocation(line: 21, column: 61, scope: !49)
!66 = !DILocation(line: 21, column: 63, scope: !49)
!67 = !DILocation(line: 21, column: 50, scope: !49)
!68 = !DILocation(line: 22, column: 22, scope: !49)
!69 = !DILocation(line: 22, column: 20, scope: !49)
!70 = !DILocation(line: 22, column: 25, scope: !49)
!71 = !DILocation(line: 22, column: 27, scope: !49)
!72 = !DILocation(line: 21, column: 68, scope: !49)
!73 = !DILocation(line: 22, column: 36, scope: !49)
!74 = !DILocation(line: 22, column: 34, scope: !49)
!75 = !DILocation(line: 22, column: 39, scope: !49)
!76 = !DILocation(line: 22, column: 32, scope: !49)
!77 = !DILocation(line: 22, column: 46, scope: !49)
!78 = !DILocation(line: 22, column: 44, scope: !49)
!79 = !DILocation(line: 22, column: 49, scope: !49)
!80 = !DILocation(line: 22, column: 51, scope: !49)
!81 = !DILocation(line: 22, column: 42, scope: !49)
!82 = !DILocation(line: 23, column: 22, scope: !49)
!83 = !DILocation(line: 23, column: 24, scope: !49)
!84 = !DILocation(line: 23, column: 20, scope: !49)
!85 = !DILocation(line: 23, column: 29, scope: !49)
!86 = !DILocation(line: 23, column: 31, scope: !49)
!87 = !DILocation(line: 22, column: 56, scope: !49)
!88 = !DILocation(line: 23, column: 40, scope: !49)
!89 = !DILocation(line: 23, column: 42, scope: !49)
!90 = !DILocation(line: 23, column: 38, scope: !49)
!91 = !DILocation(line: 23, column: 47, scope: !49)
!92 = !DILocation(line: 23, column: 36, scope: !49)
!93 = !DILocation(line: 23, column: 54, scope: !49)
!94 = !DILocation(line: 23, column: 56, scope: !49)
!95 = !DILocation(line: 23, column: 52, scope: !49)
!96 = !DILocation(line: 23, column: 61, scope: !49)
!97 = !DILocation(line: 23, column: 63, scope: !49)
!98 = !DILocation(line: 23, column: 50, scope: !49)
!99 = !DILocation(line: 23, column: 69, scope: !49)
!100 = !DILocation(line: 21, column: 11, scope: !49)
!101 = !DILocation(line: 21, column: 9, scope: !49)
!102 = !DILocation(line: 21, column: 14, scope: !49)
!103 = !DILocation(line: 21, column: 17, scope: !49)
!104 = !DILocation(line: 20, column: 32, scope: !49)
!105 = !DILocation(line: 20, column: 7, scope: !49)
!106 = distinct !{!106, !51, !107, !108}
!107 = !DILocation(line: 23, column: 71, scope: !46)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 19, column: 30, scope: !42)
!110 = !DILocation(line: 19, column: 5, scope: !42)
!111 = distinct !{!111, !44, !112, !108}
!112 = !DILocation(line: 23, column: 71, scope: !39)
!113 = !DILocation(line: 18, column: 23, scope: !35)
!114 = !DILocation(line: 18, column: 3, scope: !35)
!115 = distinct !{!115, !37, !116, !108}
!116 = !DILocation(line: 23, column: 71, scope: !32)
!117 = !DILocation(line: 24, column: 1, scope: !20)
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !119, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!119 = !DISubroutineType(types: !120)
!120 = !{!25}
!121 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 28, type: !25)
!122 = !DILocation(line: 28, column: 7, scope: !118)
!123 = !DILocalVariable(name: "j", scope: !118, file: !3, line: 28, type: !25)
!124 = !DILocation(line: 28, column: 10, scope: !118)
!125 = !DILocalVariable(name: "s", scope: !118, file: !3, line: 29, type: !5)
!126 = !DILocation(line: 29, column: 10, scope: !118)
!127 = !DILocation(line: 30, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !118, file: !3, line: 30, column: 3)
!129 = !DILocation(line: 30, column: 8, scope: !128)
!130 = !DILocation(line: 30, column: 15, scope: !131)
!131 = distinct !DILexicalBlock(scope: !128, file: !3, line: 30, column: 3)
!132 = !DILocation(line: 30, column: 17, scope: !131)
!133 = !DILocation(line: 30, column: 3, scope: !128)
!134 = !DILocation(line: 31, column: 12, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 31, column: 5)
!136 = !DILocation(line: 31, column: 10, scope: !135)
!137 = !DILocation(line: 31, column: 17, scope: !138)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 31, column: 5)
!139 = !DILocation(line: 31, column: 19, scope: !138)
!140 = !DILocation(line: 31, column: 5, scope: !135)
!141 = !DILocation(line: 32, column: 27, scope: !138)
!142 = !DILocation(line: 32, column: 31, scope: !138)
!143 = !DILocation(line: 32, column: 29, scope: !138)
!144 = !DILocation(line: 32, column: 34, scope: !138)
!145 = !DILocation(line: 32, column: 17, scope: !138)
!146 = !DILocation(line: 32, column: 42, scope: !138)
!147 = !DILocation(line: 32, column: 44, scope: !138)
!148 = !DILocation(line: 32, column: 39, scope: !138)
!149 = !DILocation(line: 32, column: 9, scope: !138)
!150 = !DILocation(line: 32, column: 7, scope: !138)
!151 = !DILocation(line: 32, column: 12, scope: !138)
!152 = !DILocation(line: 32, column: 15, scope: !138)
!153 = !DILocation(line: 31, column: 25, scope: !138)
!154 = !DILocation(line: 31, column: 5, scope: !138)
!155 = distinct !{!155, !140, !156, !108}
!156 = !DILocation(line: 32, column: 61, scope: !135)
!157 = !DILocation(line: 30, column: 23, scope: !131)
!158 = !DILocation(line: 30, column: 3, scope: !131)
!159 = distinct !{!159, !133, !160, !108}
!160 = !DILocation(line: 32, column: 61, scope: !128)
!161 = !DILocation(line: 33, column: 3, scope: !118)
!162 = !DILocation(line: 34, column: 10, scope: !163)
!163 = distinct !DILexicalBlock(scope: !118, file: !3, line: 34, column: 3)
!164 = !DILocation(line: 34, column: 8, scope: !163)
!165 = !DILocation(line: 34, column: 15, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 34, column: 3)
!167 = !DILocation(line: 34, column: 17, scope: !166)
!168 = !DILocation(line: 34, column: 3, scope: !163)
!169 = !DILocation(line: 35, column: 12, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !3, line: 35, column: 5)
!171 = !DILocation(line: 35, column: 10, scope: !170)
!172 = !DILocation(line: 35, column: 17, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 35, column: 5)
!174 = !DILocation(line: 35, column: 19, scope: !173)
!175 = !DILocation(line: 35, column: 5, scope: !170)
!176 = !DILocation(line: 36, column: 14, scope: !173)
!177 = !DILocation(line: 36, column: 12, scope: !173)
!178 = !DILocation(line: 36, column: 17, scope: !173)
!179 = !DILocation(line: 36, column: 9, scope: !173)
!180 = !DILocation(line: 36, column: 7, scope: !173)
!181 = !DILocation(line: 35, column: 25, scope: !173)
!182 = !DILocation(line: 35, column: 5, scope: !173)
!183 = distinct !{!183, !175, !184, !108}
!184 = !DILocation(line: 36, column: 18, scope: !170)
!185 = !DILocation(line: 34, column: 23, scope: !166)
!186 = !DILocation(line: 34, column: 3, scope: !166)
!187 = distinct !{!187, !168, !188, !108}
!188 = !DILocation(line: 36, column: 18, scope: !163)
!189 = !DILocation(line: 37, column: 14, scope: !118)
!190 = !DILocation(line: 37, column: 12, scope: !118)
!191 = !DILocation(line: 38, column: 3, scope: !118)
