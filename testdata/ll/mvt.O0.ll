; ModuleID = 'mvt.c'
source_filename = "mvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X1 = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Y1 = internal global [96 x double] zeroinitializer, align 16, !dbg !16
@X2 = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@Y2 = internal global [96 x double] zeroinitializer, align 16, !dbg !18
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_mvt() #0 !dbg !30 {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %j, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %i, align 4, !dbg !39
  br label %for.cond, !dbg !41

for.cond:                                         ; preds = %for.inc12, %entry
  %0 = load i32, i32* %i, align 4, !dbg !42
  %cmp = icmp ult i32 %0, 96, !dbg !44
  br i1 %cmp, label %for.body, label %for.end14, !dbg !45

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !46
  br label %for.cond1, !dbg !48

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !49
  %cmp2 = icmp ult i32 %1, 96, !dbg !51
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !52

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !53
  %idxprom = zext i32 %2 to i64, !dbg !54
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %idxprom, !dbg !54
  %3 = load double, double* %arrayidx, align 8, !dbg !54
  %4 = load i32, i32* %i, align 4, !dbg !55
  %idxprom4 = zext i32 %4 to i64, !dbg !56
  %arrayidx5 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %idxprom4, !dbg !56
  %5 = load i32, i32* %j, align 4, !dbg !57
  %idxprom6 = zext i32 %5 to i64, !dbg !56
  %arrayidx7 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx5, i64 0, i64 %idxprom6, !dbg !56
  %6 = load double, double* %arrayidx7, align 8, !dbg !56
  %7 = load i32, i32* %j, align 4, !dbg !58
  %idxprom8 = zext i32 %7 to i64, !dbg !59
  %arrayidx9 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %idxprom8, !dbg !59
  %8 = load double, double* %arrayidx9, align 8, !dbg !59
  %9 = call double @llvm.fmuladd.f64(double %6, double %8, double %3), !dbg !60
  %10 = load i32, i32* %i, align 4, !dbg !61
  %idxprom10 = zext i32 %10 to i64, !dbg !62
  %arrayidx11 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %idxprom10, !dbg !62
  store double %9, double* %arrayidx11, align 8, !dbg !63
  br label %for.inc, !dbg !62

for.inc:                                          ; preds = %for.body3
  %11 = load i32, i32* %j, align 4, !dbg !64
  %inc = add i32 %11, 1, !dbg !64
  store i32 %inc, i32* %j, align 4, !dbg !64
  br label %for.cond1, !dbg !65, !llvm.loop !66

for.end:                                          ; preds = %for.cond1
  br label %for.inc12, !dbg !67

for.inc12:                                        ; preds = %for.end
  %12 = load i32, i32* %i, align 4, !dbg !69
  %inc13 = add i32 %12, 1, !dbg !69
  store i32 %inc13, i32* %i, align 4, !dbg !69
  br label %for.cond, !dbg !70, !llvm.loop !71

for.end14:                                        ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !73
  br label %for.cond15, !dbg !75

for.cond15:                                       ; preds = %for.inc34, %for.end14
  %13 = load i32, i32* %i, align 4, !dbg !76
  %cmp16 = icmp ult i32 %13, 96, !dbg !78
  br i1 %cmp16, label %for.body17, label %for.end36, !dbg !79

for.body17:                                       ; preds = %for.cond15
  store i32 0, i32* %j, align 4, !dbg !80
  br label %for.cond18, !dbg !82

for.cond18:                                       ; preds = %for.inc31, %for.body17
  %14 = load i32, i32* %j, align 4, !dbg !83
  %cmp19 = icmp ult i32 %14, 96, !dbg !85
  br i1 %cmp19, label %for.body20, label %for.end33, !dbg !86

for.body20:                                       ; preds = %for.cond18
  %15 = load i32, i32* %i, align 4, !dbg !87
  %idxprom21 = zext i32 %15 to i64, !dbg !88
  %arrayidx22 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %idxprom21, !dbg !88
  %16 = load double, double* %arrayidx22, align 8, !dbg !88
  %17 = load i32, i32* %j, align 4, !dbg !89
  %idxprom23 = zext i32 %17 to i64, !dbg !90
  %arrayidx24 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %idxprom23, !dbg !90
  %18 = load i32, i32* %i, align 4, !dbg !91
  %idxprom25 = zext i32 %18 to i64, !dbg !90
  %arrayidx26 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx24, i64 0, i64 %idxprom25, !dbg !90
  %19 = load double, double* %arrayidx26, align 8, !dbg !90
  %20 = load i32, i32* %j, align 4, !dbg !92
  %idxprom27 = zext i32 %20 to i64, !dbg !93
  %arrayidx28 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %idxprom27, !dbg !93
  %21 = load double, double* %arrayidx28, align 8, !dbg !93
  %22 = call double @llvm.fmuladd.f64(double %19, double %21, double %16), !dbg !94
  %23 = load i32, i32* %i, align 4, !dbg !95
  %idxprom29 = zext i32 %23 to i64, !dbg !96
  %arrayidx30 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %idxprom29, !dbg !96
  store double %22, double* %arrayidx30, align 8, !dbg !97
  br label %for.inc31, !dbg !96

for.inc31:                                        ; preds = %for.body20
  %24 = load i32, i32* %j, align 4, !dbg !98
  %inc32 = add i32 %24, 1, !dbg !98
  store i32 %inc32, i32* %j, align 4, !dbg !98
  br label %for.cond18, !dbg !99, !llvm.loop !100

for.end33:                                        ; preds = %for.cond18
  br label %for.inc34, !dbg !101

for.inc34:                                        ; preds = %for.end33
  %25 = load i32, i32* %i, align 4, !dbg !102
  %inc35 = add i32 %25, 1, !dbg !102
  store i32 %inc35, i32* %i, align 4, !dbg !102
  br label %for.cond15, !dbg !103, !llvm.loop !104

for.end36:                                        ; preds = %for.cond15
  ret void, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !107 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !111, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.declare(metadata i32* %j, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.declare(metadata double* %s, metadata !115, metadata !DIExpression()), !dbg !116
  store double 0.000000e+00, double* %s, align 8, !dbg !116
  store i32 0, i32* %i, align 4, !dbg !117
  br label %for.cond, !dbg !119

for.cond:                                         ; preds = %for.inc24, %entry
  %0 = load i32, i32* %i, align 4, !dbg !120
  %cmp = icmp ult i32 %0, 96, !dbg !122
  br i1 %cmp, label %for.body, label %for.end26, !dbg !123

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !124
  %rem = urem i32 %1, 3, !dbg !126
  %conv = uitofp i32 %rem to double, !dbg !127
  %2 = load i32, i32* %i, align 4, !dbg !128
  %idxprom = zext i32 %2 to i64, !dbg !129
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %idxprom, !dbg !129
  store double %conv, double* %arrayidx, align 8, !dbg !130
  %3 = load i32, i32* %i, align 4, !dbg !131
  %rem1 = urem i32 %3, 5, !dbg !132
  %conv2 = uitofp i32 %rem1 to double, !dbg !133
  %4 = load i32, i32* %i, align 4, !dbg !134
  %idxprom3 = zext i32 %4 to i64, !dbg !135
  %arrayidx4 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %idxprom3, !dbg !135
  store double %conv2, double* %arrayidx4, align 8, !dbg !136
  %5 = load i32, i32* %i, align 4, !dbg !137
  %add = add i32 %5, 1, !dbg !138
  %conv5 = uitofp i32 %add to double, !dbg !139
  %div = fdiv double 1.000000e+00, %conv5, !dbg !140
  %6 = load i32, i32* %i, align 4, !dbg !141
  %idxprom6 = zext i32 %6 to i64, !dbg !142
  %arrayidx7 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %idxprom6, !dbg !142
  store double %div, double* %arrayidx7, align 8, !dbg !143
  %7 = load i32, i32* %i, align 4, !dbg !144
  %add8 = add i32 %7, 2, !dbg !145
  %conv9 = uitofp i32 %add8 to double, !dbg !146
  %div10 = fdiv double 2.000000e+00, %conv9, !dbg !147
  %8 = load i32, i32* %i, align 4, !dbg !148
  %idxprom11 = zext i32 %8 to i64, !dbg !149
  %arrayidx12 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %idxprom11, !dbg !149
  store double %div10, double* %arrayidx12, align 8, !dbg !150
  store i32 0, i32* %j, align 4, !dbg !151
  br label %for.cond13, !dbg !153

for.cond13:                                       ; preds = %for.inc, %for.body
  %9 = load i32, i32* %j, align 4, !dbg !154
  %cmp14 = icmp ult i32 %9, 96, !dbg !156
  br i1 %cmp14, label %for.body16, label %for.end, !dbg !157

for.body16:                                       ; preds = %for.cond13
  %10 = load i32, i32* %i, align 4, !dbg !158
  %11 = load i32, i32* %j, align 4, !dbg !159
  %mul = mul i32 %10, %11, !dbg !160
  %rem17 = urem i32 %mul, 96, !dbg !161
  %conv18 = uitofp i32 %rem17 to double, !dbg !162
  %div19 = fdiv double %conv18, 9.600000e+01, !dbg !163
  %12 = load i32, i32* %i, align 4, !dbg !164
  %idxprom20 = zext i32 %12 to i64, !dbg !165
  %arrayidx21 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %idxprom20, !dbg !165
  %13 = load i32, i32* %j, align 4, !dbg !166
  %idxprom22 = zext i32 %13 to i64, !dbg !165
  %arrayidx23 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx21, i64 0, i64 %idxprom22, !dbg !165
  store double %div19, double* %arrayidx23, align 8, !dbg !167
  br label %for.inc, !dbg !165

for.inc:                                          ; preds = %for.body16
  %14 = load i32, i32* %j, align 4, !dbg !168
  %inc = add i32 %14, 1, !dbg !168
  store i32 %inc, i32* %j, align 4, !dbg !168
  br label %for.cond13, !dbg !169, !llvm.loop !170

for.end:                                          ; preds = %for.cond13
  br label %for.inc24, !dbg !172

for.inc24:                                        ; preds = %for.end
  %15 = load i32, i32* %i, align 4, !dbg !173
  %inc25 = add i32 %15, 1, !dbg !173
  store i32 %inc25, i32* %i, align 4, !dbg !173
  br label %for.cond, !dbg !174, !llvm.loop !175

for.end26:                                        ; preds = %for.cond
  call void @kernel_mvt(), !dbg !177
  store i32 0, i32* %i, align 4, !dbg !178
  br label %for.cond27, !dbg !180

for.cond27:                                       ; preds = %for.inc37, %for.end26
  %16 = load i32, i32* %i, align 4, !dbg !181
  %cmp28 = icmp ult i32 %16, 96, !dbg !183
  br i1 %cmp28, label %for.body30, label %for.end39, !dbg !184

for.body30:                                       ; preds = %for.cond27
  %17 = load i32, i32* %i, align 4, !dbg !185
  %idxprom31 = zext i32 %17 to i64, !dbg !186
  %arrayidx32 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %idxprom31, !dbg !186
  %18 = load double, double* %arrayidx32, align 8, !dbg !186
  %19 = load i32, i32* %i, align 4, !dbg !187
  %idxprom33 = zext i32 %19 to i64, !dbg !188
  %arrayidx34 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %idxprom33, !dbg !188
  %20 = load double, double* %arrayidx34, align 8, !dbg !188
  %add35 = fadd double %18, %20, !dbg !189
  %21 = load double, double* %s, align 8, !dbg !190
  %add36 = fadd double %21, %add35, !dbg !190
  store double %add36, double* %s, align 8, !dbg !190
  br label %for.inc37, !dbg !191

for.inc37:                                        ; preds = %for.body30
  %22 = load i32, i32* %i, align 4, !dbg !192
  %inc38 = add i32 %22, 1, !dbg !192
  store i32 %inc38, i32* %i, align 4, !dbg !192
  br label %for.cond27, !dbg !193, !llvm.loop !194

for.end39:                                        ; preds = %for.cond27
  %23 = load double, double* %s, align 8, !dbg !196
  store double %23, double* @checksum, align 8, !dbg !197
  ret i32 0, !dbg !198
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16, !18, !20}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "Y2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!22 = !{i32 7, !"Dwarf Version", i32 4}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "kernel_mvt", scope: !3, file: !3, line: 12, type: !31, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{}
!34 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 14, type: !35)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 14, column: 12, scope: !30)
!37 = !DILocalVariable(name: "j", scope: !30, file: !3, line: 14, type: !35)
!38 = !DILocation(line: 14, column: 15, scope: !30)
!39 = !DILocation(line: 15, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !30, file: !3, line: 15, column: 3)
!41 = !DILocation(line: 15, column: 8, scope: !40)
!42 = !DILocation(line: 15, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 15, column: 3)
!44 = !DILocation(line: 15, column: 17, scope: !43)
!45 = !DILocation(line: 15, column: 3, scope: !40)
!46 = !DILocation(line: 16, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 16, column: 5)
!48 = !DILocation(line: 16, column: 10, scope: !47)
!49 = !DILocation(line: 16, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 16, column: 5)
!51 = !DILocation(line: 16, column: 19, scope: !50)
!52 = !DILocation(line: 16, column: 5, scope: !47)
!53 = !DILocation(line: 17, column: 18, scope: !50)
!54 = !DILocation(line: 17, column: 15, scope: !50)
!55 = !DILocation(line: 17, column: 25, scope: !50)
!56 = !DILocation(line: 17, column: 23, scope: !50)
!57 = !DILocation(line: 17, column: 28, scope: !50)
!58 = !DILocation(line: 17, column: 36, scope: !50)
!59 = !DILocation(line: 17, column: 33, scope: !50)
!60 = !DILocation(line: 17, column: 21, scope: !50)
!61 = !DILocation(line: 17, column: 10, scope: !50)
!62 = !DILocation(line: 17, column: 7, scope: !50)
!63 = !DILocation(line: 17, column: 13, scope: !50)
!64 = !DILocation(line: 16, column: 25, scope: !50)
!65 = !DILocation(line: 16, column: 5, scope: !50)
!66 = distinct !{!66, !52, !67, !68}
!67 = !DILocation(line: 17, column: 37, scope: !47)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 15, column: 23, scope: !43)
!70 = !DILocation(line: 15, column: 3, scope: !43)
!71 = distinct !{!71, !45, !72, !68}
!72 = !DILocation(line: 17, column: 37, scope: !40)
!73 = !DILocation(line: 18, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !30, file: !3, line: 18, column: 3)
!75 = !DILocation(line: 18, column: 8, scope: !74)
!76 = !DILocation(line: 18, column: 15, scope: !77)
!77 = distinct !DILexicalBlock(scope: !74, file: !3, line: 18, column: 3)
!78 = !DILocation(line: 18, column: 17, scope: !77)
!79 = !DILocation(line: 18, column: 3, scope: !74)
!80 = !DILocation(line: 19, column: 12, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 19, column: 5)
!82 = !DILocation(line: 19, column: 10, scope: !81)
!83 = !DILocation(line: 19, column: 17, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 19, column: 5)
!85 = !DILocation(line: 19, column: 19, scope: !84)
!86 = !DILocation(line: 19, column: 5, scope: !81)
!87 = !DILocation(line: 20, column: 18, scope: !84)
!88 = !DILocation(line: 20, column: 15, scope: !84)
!89 = !DILocation(line: 20, column: 25, scope: !84)
!90 = !DILocation(line: 20, column: 23, scope: !84)
!91 = !DILocation(line: 20, column: 28, scope: !84)
!92 = !DILocation(line: 20, column: 36, scope: !84)
!93 = !DILocation(line: 20, column: 33, scope: !84)
!94 = !DILocation(line: 20, column: 21, scope: !84)
!95 = !DILocation(line: 20, column: 10, scope: !84)
!96 = !DILocation(line: 20, column: 7, scope: !84)
!97 = !DILocation(line: 20, column: 13, scope: !84)
!98 = !DILocation(line: 19, column: 25, scope: !84)
!99 = !DILocation(line: 19, column: 5, scope: !84)
!100 = distinct !{!100, !86, !101, !68}
!101 = !DILocation(line: 20, column: 37, scope: !81)
!102 = !DILocation(line: 18, column: 23, scope: !77)
!103 = !DILocation(line: 18, column: 3, scope: !77)
!104 = distinct !{!104, !79, !105, !68}
!105 = !DILocation(line: 20, column: 37, scope: !74)
!106 = !DILocation(line: 21, column: 1, scope: !30)
!107 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !108, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!108 = !DISubroutineType(types: !109)
!109 = !{!110}
!110 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!111 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 25, type: !35)
!112 = !DILocation(line: 25, column: 12, scope: !107)
!113 = !DILocalVariable(name: "j", scope: !107, file: !3, line: 25, type: !35)
!114 = !DILocation(line: 25, column: 15, scope: !107)
!115 = !DILocalVariable(name: "s", scope: !107, file: !3, line: 26, type: !5)
!116 = !DILocation(line: 26, column: 10, scope: !107)
!117 = !DILocation(line: 27, column: 10, scope: !118)
!118 = distinct !DILexicalBlock(scope: !107, file: !3, line: 27, column: 3)
!119 = !DILocation(line: 27, column: 8, scope: !118)
!120 = !DILocation(line: 27, column: 15, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 27, column: 3)
!122 = !DILocation(line: 27, column: 17, scope: !121)
!123 = !DILocation(line: 27, column: 3, scope: !118)
!124 = !DILocation(line: 28, column: 22, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 27, column: 27)
!126 = !DILocation(line: 28, column: 24, scope: !125)
!127 = !DILocation(line: 28, column: 13, scope: !125)
!128 = !DILocation(line: 28, column: 8, scope: !125)
!129 = !DILocation(line: 28, column: 5, scope: !125)
!130 = !DILocation(line: 28, column: 11, scope: !125)
!131 = !DILocation(line: 29, column: 22, scope: !125)
!132 = !DILocation(line: 29, column: 24, scope: !125)
!133 = !DILocation(line: 29, column: 13, scope: !125)
!134 = !DILocation(line: 29, column: 8, scope: !125)
!135 = !DILocation(line: 29, column: 5, scope: !125)
!136 = !DILocation(line: 29, column: 11, scope: !125)
!137 = !DILocation(line: 30, column: 28, scope: !125)
!138 = !DILocation(line: 30, column: 30, scope: !125)
!139 = !DILocation(line: 30, column: 19, scope: !125)
!140 = !DILocation(line: 30, column: 17, scope: !125)
!141 = !DILocation(line: 30, column: 8, scope: !125)
!142 = !DILocation(line: 30, column: 5, scope: !125)
!143 = !DILocation(line: 30, column: 11, scope: !125)
!144 = !DILocation(line: 31, column: 28, scope: !125)
!145 = !DILocation(line: 31, column: 30, scope: !125)
!146 = !DILocation(line: 31, column: 19, scope: !125)
!147 = !DILocation(line: 31, column: 17, scope: !125)
!148 = !DILocation(line: 31, column: 8, scope: !125)
!149 = !DILocation(line: 31, column: 5, scope: !125)
!150 = !DILocation(line: 31, column: 11, scope: !125)
!151 = !DILocation(line: 32, column: 12, scope: !152)
!152 = distinct !DILexicalBlock(scope: !125, file: !3, line: 32, column: 5)
!153 = !DILocation(line: 32, column: 10, scope: !152)
!154 = !DILocation(line: 32, column: 17, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 32, column: 5)
!156 = !DILocation(line: 32, column: 19, scope: !155)
!157 = !DILocation(line: 32, column: 5, scope: !152)
!158 = !DILocation(line: 33, column: 27, scope: !155)
!159 = !DILocation(line: 33, column: 31, scope: !155)
!160 = !DILocation(line: 33, column: 29, scope: !155)
!161 = !DILocation(line: 33, column: 34, scope: !155)
!162 = !DILocation(line: 33, column: 17, scope: !155)
!163 = !DILocation(line: 33, column: 39, scope: !155)
!164 = !DILocation(line: 33, column: 9, scope: !155)
!165 = !DILocation(line: 33, column: 7, scope: !155)
!166 = !DILocation(line: 33, column: 12, scope: !155)
!167 = !DILocation(line: 33, column: 15, scope: !155)
!168 = !DILocation(line: 32, column: 25, scope: !155)
!169 = !DILocation(line: 32, column: 5, scope: !155)
!170 = distinct !{!170, !157, !171, !68}
!171 = !DILocation(line: 33, column: 41, scope: !152)
!172 = !DILocation(line: 34, column: 3, scope: !125)
!173 = !DILocation(line: 27, column: 23, scope: !121)
!174 = !DILocation(line: 27, column: 3, scope: !121)
!175 = distinct !{!175, !123, !176, !68}
!176 = !DILocation(line: 34, column: 3, scope: !118)
!177 = !DILocation(line: 35, column: 3, scope: !107)
!178 = !DILocation(line: 36, column: 10, scope: !179)
!179 = distinct !DILexicalBlock(scope: !107, file: !3, line: 36, column: 3)
!180 = !DILocation(line: 36, column: 8, scope: !179)
!181 = !DILocation(line: 36, column: 15, scope: !182)
!182 = distinct !DILexicalBlock(scope: !179, file: !3, line: 36, column: 3)
!183 = !DILocation(line: 36, column: 17, scope: !182)
!184 = !DILocation(line: 36, column: 3, scope: !179)
!185 = !DILocation(line: 37, column: 13, scope: !182)
!186 = !DILocation(line: 37, column: 10, scope: !182)
!187 = !DILocation(line: 37, column: 21, scope: !182)
!188 = !DILocation(line: 37, column: 18, scope: !182)
!189 = !DILocation(line: 37, column: 16, scope: !182)
!190 = !DILocation(line: 37, column: 7, scope: !182)
!191 = !DILocation(line: 37, column: 5, scope: !182)
!192 = !DILocation(line: 36, column: 23, scope: !182)
!193 = !DILocation(line: 36, column: 3, scope: !182)
!194 = distinct !{!194, !184, !195, !68}
!195 = !DILocation(line: 37, column: 22, scope: !179)
!196 = !DILocation(line: 38, column: 14, scope: !107)
!197 = !DILocation(line: 38, column: 12, scope: !107)
!198 = !DILocation(line: 39, column: 3, scope: !107)
