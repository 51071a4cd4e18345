; ModuleID = 'lu.c'
source_filename = "lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [150 x [150 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_lu() #0 !dbg !20 {
entry:
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %j, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %k, metadata !29, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %k, align 4, !dbg !31
  br label %for.cond, !dbg !33

for.cond:                                         ; preds = %for.inc33, %entry
  %0 = load i32, i32* %k, align 4, !dbg !34
  %cmp = icmp slt i32 %0, 150, !dbg !36
  br i1 %cmp, label %for.body, label %for.end35, !dbg !37

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %k, align 4, !dbg !38
  %add = add nsw i32 %1, 1, !dbg !40
  store i32 %add, i32* %i, align 4, !dbg !41
  br label %for.cond1, !dbg !42

for.cond1:                                        ; preds = %for.inc30, %for.body
  %2 = load i32, i32* %i, align 4, !dbg !43
  %cmp2 = icmp slt i32 %2, 150, !dbg !45
  br i1 %cmp2, label %for.body3, label %for.end32, !dbg !46

for.body3:                                        ; preds = %for.cond1
  %3 = load i32, i32* %i, align 4, !dbg !47
  %idxprom = sext i32 %3 to i64, !dbg !49
  %arrayidx = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom, !dbg !49
  %4 = load i32, i32* %k, align 4, !dbg !50
  %idxprom4 = sext i32 %4 to i64, !dbg !49
  %arrayidx5 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !49
  %5 = load double, double* %arrayidx5, align 8, !dbg !49
  %6 = load i32, i32* %k, align 4, !dbg !51
  %idxprom6 = sext i32 %6 to i64, !dbg !52
  %arrayidx7 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom6, !dbg !52
  %7 = load i32, i32* %k, align 4, !dbg !53
  %idxprom8 = sext i32 %7 to i64, !dbg !52
  %arrayidx9 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx7, i64 0, i64 %idxprom8, !dbg !52
  %8 = load double, double* %arrayidx9, align 8, !dbg !52
  %div = fdiv double %5, %8, !dbg !54
  %9 = load i32, i32* %i, align 4, !dbg !55
  %idxprom10 = sext i32 %9 to i64, !dbg !56
  %arrayidx11 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom10, !dbg !56
  %10 = load i32, i32* %k, align 4, !dbg !57
  %idxprom12 = sext i32 %10 to i64, !dbg !56
  %arrayidx13 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx11, i64 0, i64 %idxprom12, !dbg !56
  store double %div, double* %arrayidx13, align 8, !dbg !58
  %11 = load i32, i32* %k, align 4, !dbg !59
  %add14 = add nsw i32 %11, 1, !dbg !61
  store i32 %add14, i32* %j, align 4, !dbg !62
  br label %for.cond15, !dbg !63

for.cond15:                                       ; preds = %for.inc, %for.body3
  %12 = load i32, i32* %j, align 4, !dbg !64
  %cmp16 = icmp slt i32 %12, 150, !dbg !66
  br i1 %cmp16, label %for.body17, label %for.end, !dbg !67

for.body17:                                       ; preds = %for.cond15
  %13 = load i32, i32* %i, align 4, !dbg !68
  %idxprom18 = sext i32 %13 to i64, !dbg !69
  %arrayidx19 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom18, !dbg !69
  %14 = load i32, i32* %k, align 4, !dbg !70
  %idxprom20 = sext i32 %14 to i64, !dbg !69
  %arrayidx21 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx19, i64 0, i64 %idxprom20, !dbg !69
  %15 = load double, double* %arrayidx21, align 8, !dbg !69
  %16 = load i32, i32* %k, align 4, !dbg !71
  %idxprom22 = sext i32 %16 to i64, !dbg !72
  %arrayidx23 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom22, !dbg !72
  %17 = load i32, i32* %j, align 4, !dbg !73
  %idxprom24 = sext i32 %17 to i64, !dbg !72
  %arrayidx25 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx23, i64 0, i64 %idxprom24, !dbg !72
  %18 = load double, double* %arrayidx25, align 8, !dbg !72
  %19 = load i32, i32* %i, align 4, !dbg !74
  %idxprom26 = sext i32 %19 to i64, !dbg !75
  %arrayidx27 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom26, !dbg !75
  %20 = load i32, i32* %j, align 4, !dbg !76
  %idxprom28 = sext i32 %20 to i64, !dbg !75
  %arrayidx29 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx27, i64 0, i64 %idxprom28, !dbg !75
  %21 = load double, double* %arrayidx29, align 8, !dbg !77
  %neg = fneg double %15, !dbg !77
  %22 = call double @llvm.fmuladd.f64(double %neg, double %18, double %21), !dbg !77
  store double %22, double* %arrayidx29, align 8, !dbg !77
  br label %for.inc, !dbg !75

for.inc:                                          ; preds = %for.body17
  %23 = load i32, i32* %j, align 4, !dbg !78
  %inc = add nsw i32 %23, 1, !dbg !78
  store i32 %inc, i32* %j, align 4, !dbg !78
  br label %for.cond15, !dbg !79, !llvm.loop !80

for.end:                                          ; preds = %for.cond15
  br label %for.inc30, !dbg !83

for.inc30:                                        ; preds = %for.end
  %24 = load i32, i32* %i, align 4, !dbg !84
  %inc31 = add nsw i32 %24, 1, !dbg !84
  store i32 %inc31, i32* %i, align 4, !dbg !84
  br label %for.cond1, !dbg !85, !llvm.loop !86

for.end32:                                        ; preds = %for.cond1
  br label %for.inc33, !dbg !87

for.inc33:                                        ; preds = %for.end32
  %25 = load i32, i32* %k, align 4, !dbg !88
  %inc34 = add nsw i32 %25, 1, !dbg !88
  store i32 %inc34, i32* %k, align 4, !dbg !88
  br label %for.cond, !dbg !89, !llvm.loop !90

for.end35:                                        ; preds = %for.cond
  ret void, !dbg !92
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !96, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.declare(metadata i32* %j, metadata !98, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.declare(metadata double* %s, metadata !100, metadata !DIExpression()), !dbg !101
  store double 0.000000e+00, double* %s, align 8, !dbg !101
  store i32 0, i32* %i, align 4, !dbg !102
  br label %for.cond, !dbg !104

for.cond:                                         ; preds = %for.inc7, %entry
  %0 = load i32, i32* %i, align 4, !dbg !105
  %cmp = icmp slt i32 %0, 150, !dbg !107
  br i1 %cmp, label %for.body, label %for.end9, !dbg !108

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !109
  br label %for.cond1, !dbg !111

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !112
  %cmp2 = icmp slt i32 %1, 150, !dbg !114
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !115

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !116
  %3 = load i32, i32* %j, align 4, !dbg !117
  %cmp4 = icmp eq i32 %2, %3, !dbg !118
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !119

cond.true:                                        ; preds = %for.body3
  br label %cond.end, !dbg !119

cond.false:                                       ; preds = %for.body3
  %4 = load i32, i32* %i, align 4, !dbg !120
  %5 = load i32, i32* %j, align 4, !dbg !121
  %add = add nsw i32 %4, %5, !dbg !122
  %rem = srem i32 %add, 5, !dbg !123
  %conv = sitofp i32 %rem to double, !dbg !124
  %div = fdiv double %conv, 5.000000e+00, !dbg !125
  br label %cond.end, !dbg !119

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ 3.000000e+02, %cond.true ], [ %div, %cond.false ], !dbg !119
  %6 = load i32, i32* %i, align 4, !dbg !126
  %idxprom = sext i32 %6 to i64, !dbg !127
  %arrayidx = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom, !dbg !127
  %7 = load i32, i32* %j, align 4, !dbg !128
  %idxprom5 = sext i32 %7 to i64, !dbg !127
  %arrayidx6 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx, i64 0, i64 %idxprom5, !dbg !127
  store double %cond, double* %arrayidx6, align 8, !dbg !129
  br label %for.inc, !dbg !127

for.inc:                                          ; preds = %cond.end
  %8 = load i32, i32* %j, align 4, !dbg !130
  %inc = add nsw i32 %8, 1, !dbg !130
  store i32 %inc, i32* %j, align 4, !dbg !130
  br label %for.cond1, !dbg !131, !llvm.loop !132

for.end:                                          ; preds = %for.cond1
  br label %for.inc7, !dbg !133

for.inc7:                                         ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !134
  %inc8 = add nsw i32 %9, 1, !dbg !134
  store i32 %inc8, i32* %i, align 4, !dbg !134
  br label %for.cond, !dbg !135, !llvm.loop !136

for.end9:                                         ; preds = %for.cond
  call void @kernel_lu(), !dbg !138
  store i32 0, i32* %i, align 4, !dbg !139
  br label %for.cond10, !dbg !141

for.cond10:                                       ; preds = %for.inc26, %for.end9
  %10 = load i32, i32* %i, align 4, !dbg !142
  %cmp11 = icmp slt i32 %10, 150, !dbg !144
  br i1 %cmp11, label %for.body13, label %for.end28, !dbg !145

for.body13:                                       ; preds = %for.cond10
  store i32 0, i32* %j, align 4, !dbg !146
  br label %for.cond14, !dbg !148

for.cond14:                                       ; preds = %for.inc23, %for.body13
  %11 = load i32, i32* %j, align 4, !dbg !149
  %cmp15 = icmp slt i32 %11, 150, !dbg !151
  br i1 %cmp15, label %for.body17, label %for.end25, !dbg !152

for.body17:                                       ; preds = %for.cond14
  %12 = load i32, i32* %i, align 4, !dbg !153
  %idxprom18 = sext i32 %12 to i64, !dbg !154
  %arrayidx19 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %idxprom18, !dbg !154
  %13 = load i32, i32* %j, align 4, !dbg !155
  %idxprom20 = sext i32 %13 to i64, !dbg !154
  %arrayidx21 = getelementptr inbounds [150 x double], [150 x double]* %arrayidx19, i64 0, i64 %idxprom20, !dbg !154
  %14 = load double, double* %arrayidx21, align 8, !dbg !154
  %15 = load double, double* %s, align 8, !dbg !156
  %add22 = fadd double %15, %14, !dbg !156
  store double %add22, double* %s, align 8, !dbg !156
  br label %for.inc23, !dbg !157

for.inc23:                                        ; preds = %for.body17
  %16 = load i32, i32* %j, align 4, !dbg !158
  %inc24 = add nsw i32 %16, 1, !dbg !158
  store i32 %inc24, i32* %j, align 4, !dbg !158
  br label %for.cond14, !dbg !159, !llvm.loop !160

for.end25:                                        ; preds = %for.cond14
  br label %for.inc26, !dbg !161

for.inc26:                                        ; preds = %for.end25
  %17 = load i32, i32* %i, align 4, !dbg !162
  %inc27 = add nsw i32 %17, 1, !dbg !162
  store i32 %inc27, i32* %i, align 4, !dbg !162
  br label %for.cond10, !dbg !163, !llvm.loop !164

for.end28:                                        ; preds = %for.cond10
  %18 = load double, double* %s, align 8, !dbg !166
  store double %18, double* @checksum, align 8, !dbg !167
  ret i32 0, !dbg !168
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lu.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1440000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 150)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_lu", scope: !3, file: !3, line: 12, type: !21, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !{}
!24 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 14, type: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 14, column: 7, scope: !20)
!27 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 14, type: !25)
!28 = !DILocation(line: 14, column: 10, scope: !20)
!29 = !DILocalVariable(name: "k", scope: !20, file: !3, line: 14, type: !25)
!30 = !DILocation(line: 14, column: 13, scope: !20)
!31 = !DILocation(line: 15, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !20, file: !3, line: 15, column: 3)
!33 = !DILocation(line: 15, column: 8, scope: !32)
!34 = !DILocation(line: 15, column: 15, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 15, column: 3)
!36 = !DILocation(line: 15, column: 17, scope: !35)
!37 = !DILocation(line: 15, column: 3, scope: !32)
!38 = !DILocation(line: 16, column: 14, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 5)
!40 = !DILocation(line: 16, column: 16, scope: !39)
!41 = !DILocation(line: 16, column: 12, scope: !39)
!42 = !DILocation(line: 16, column: 10, scope: !39)
!43 = !DILocation(line: 16, column: 21, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !3, line: 16, column: 5)
!45 = !DILocation(line: 16, column: 23, scope: !44)
!46 = !DILocation(line: 16, column: 5, scope: !39)
!47 = !DILocation(line: 17, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 33)
!49 = !DILocation(line: 17, column: 17, scope: !48)
!50 = !DILocation(line: 17, column: 22, scope: !48)
!51 = !DILocation(line: 17, column: 29, scope: !48)
!52 = !DILocation(line: 17, column: 27, scope: !48)
!53 = !DILocation(line: 17, column: 32, scope: !48)
!54 = !DILocation(line: 17, column: 25, scope: !48)
!55 = !DILocation(line: 17, column: 9, scope: !48)
!56 = !DILocation(line: 17, column: 7, scope: !48)
!57 = !DILocation(line: 17, column: 12, scope: !48)
!58 = !DILocation(line: 17, column: 15, scope: !48)
!59 = !DILocation(line: 18, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !48, file: !3, line: 18, column: 7)
!61 = !DILocation(line: 18, column: 18, scope: !60)
!62 = !DILocation(line: 18, column: 14, scope: !60)
!63 = !DILocation(line: 18, column: 12, scope: !60)
!64 = !DILocation(line: 18, column: 23, scope: !65)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 18, column: 7)
!66 = !DILocation(line: 18, column: 25, scope: !65)
!67 = !DILocation(line: 18, column: 7, scope: !60)
!68 = !DILocation(line: 19, column: 22, scope: !65)
!69 = !DILocation(line: 19, column: 20, scope: !65)
!70 = !DILocation(line: 19, column: 25, scope: !65)
!71 = !DILocation(line: 19, column: 32, scope: !65)
!72 = !DILocation(line: 19, column: 30, scope: !65)
!73 = !DILocation(line: 19, column: 35, scope: !65)
!74 = !DILocation(line: 19, column: 11, scope: !65)
!75 = !DILocation(line: 19, column: 9, scope: !65)
!76 = !DILocation(line: 19, column: 14, scope: !65)
!77 = !DILocation(line: 19, column: 17, scope: !65)
!78 = !DILocation(line: 18, column: 31, scope: !65)
!79 = !DILocation(line: 18, column: 7, scope: !65)
!80 = distinct !{!80, !67, !81, !82}
!81 = !DILocation(line: 19, column: 36, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 20, column: 5, scope: !48)
!84 = !DILocation(line: 16, column: 29, scope: !44)
!85 = !DILocation(line: 16, column: 5, scope: !44)
!86 = distinct !{!86, !46, !87, !82}
!87 = !DILocation(line: 20, column: 5, scope: !39)
!88 = !DILocation(line: 15, column: 23, scope: !35)
!89 = !DILocation(line: 15, column: 3, scope: !35)
!90 = distinct !{!90, !37, !91, !82}
!91 = !DILocation(line: 20, column: 5, scope: !32)
!92 = !DILocation(line: 21, column: 1, scope: !20)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !94, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!94 = !DISubroutineType(types: !95)
!95 = !{!25}
!96 = !DILocalVariable(name: "i", scope: !93, file: !3, line: 25, type: !25)
!97 = !DILocation(line: 25, column: 7, scope: !93)
!98 = !DILocalVariable(name: "j", scope: !93, file: !3, line: 25, type: !25)
!99 = !DILocation(line: 25, column: 10, scope: !93)
!100 = !DILocalVariable(name: "s", scope: !93, file: !3, line: 26, type: !5)
!101 = !DILocation(line: 26, column: 10, scope: !93)
!102 = !DILocation(line: 28, column: 10, scope: !103)
!103 = distinct !DILexicalBlock(scope: !93, file: !3, line: 28, column: 3)
!104 = !DILocation(line: 28, column: 8, scope: !103)
!105 = !DILocation(line: 28, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 28, column: 3)
!107 = !DILocation(line: 28, column: 17, scope: !106)
!108 = !DILocation(line: 28, column: 3, scope: !103)
!109 = !DILocation(line: 29, column: 12, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 29, column: 5)
!111 = !DILocation(line: 29, column: 10, scope: !110)
!112 = !DILocation(line: 29, column: 17, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 29, column: 5)
!114 = !DILocation(line: 29, column: 19, scope: !113)
!115 = !DILocation(line: 29, column: 5, scope: !110)
!116 = !DILocation(line: 30, column: 18, scope: !113)
!117 = !DILocation(line: 30, column: 23, scope: !113)
!118 = !DILocation(line: 30, column: 20, scope: !113)
!119 = !DILocation(line: 30, column: 17, scope: !113)
!120 = !DILocation(line: 30, column: 56, scope: !113)
!121 = !DILocation(line: 30, column: 60, scope: !113)
!122 = !DILocation(line: 30, column: 58, scope: !113)
!123 = !DILocation(line: 30, column: 63, scope: !113)
!124 = !DILocation(line: 30, column: 46, scope: !113)
!125 = !DILocation(line: 30, column: 68, scope: !113)
!126 = !DILocation(line: 30, column: 9, scope: !113)
!127 = !DILocation(line: 30, column: 7, scope: !113)
!128 = !DILocation(line: 30, column: 12, scope: !113)
!129 = !DILocation(line: 30, column: 15, scope: !113)
!130 = !DILocation(line: 29, column: 25, scope: !113)
!131 = !DILocation(line: 29, column: 5, scope: !113)
!132 = distinct !{!132, !115, !133, !82}
!133 = !DILocation(line: 30, column: 70, scope: !110)
!134 = !DILocation(line: 28, column: 23, scope: !106)
!135 = !DILocation(line: 28, column: 3, scope: !106)
!136 = distinct !{!136, !108, !137, !82}
!137 = !DILocation(line: 30, column: 70, scope: !103)
!138 = !DILocation(line: 31, column: 3, scope: !93)
!139 = !DILocation(line: 32, column: 10, scope: !140)
!140 = distinct !DILexicalBlock(scope: !93, file: !3, line: 32, column: 3)
!141 = !DILocation(line: 32, column: 8, scope: !140)
!142 = !DILocation(line: 32, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 32, column: 3)
!144 = !DILocation(line: 32, column: 17, scope: !143)
!145 = !DILocation(line: 32, column: 3, scope: !140)
!146 = !DILocation(line: 33, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 33, column: 5)
!148 = !DILocation(line: 33, column: 10, scope: !147)
!149 = !DILocation(line: 33, column: 17, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 33, column: 5)
!151 = !DILocation(line: 33, column: 19, scope: !150)
!152 = !DILocation(line: 33, column: 5, scope: !147)
!153 = !DILocation(line: 34, column: 14, scope: !150)
!154 = !DILocation(line: 34, column: 12, scope: !150)
!155 = !DILocation(line: 34, column: 17, scope: !150)
!156 = !DILocation(line: 34, column: 9, scope: !150)
!157 = !DILocation(line: 34, column: 7, scope: !150)
!158 = !DILocation(line: 33, column: 25, scope: !150)
!159 = !DILocation(line: 33, column: 5, scope: !150)
!160 = distinct !{!160, !152, !161, !82}
!161 = !DILocation(line: 34, column: 18, scope: !147)
!162 = !DILocation(line: 32, column: 23, scope: !143)
!163 = !DILocation(line: 32, column: 3, scope: !143)
!164 = distinct !{!164, !145, !165, !82}
!165 = !DILocation(line: 34, column: 18, scope: !140)
!166 = !DILocation(line: 35, column: 14, scope: !93)
!167 = !DILocation(line: 35, column: 12, scope: !93)
!168 = !DILocation(line: 36, column: 3, scope: !93)
