; ModuleID = 'trsv.c'
source_filename = "trsv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Bv = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@L = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Xv = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_trsv(i32 noundef %n, [96 x double]* noundef %l, double* noundef %b, double* noundef %x) #0 !dbg !26 {
entry:
  %n.addr = alloca i32, align 4
  %l.addr = alloca [96 x double]*, align 8
  %b.addr = alloca double*, align 8
  %x.addr = alloca double*, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !35, metadata !DIExpression()), !dbg !36
  store [96 x double]* %l, [96 x double]** %l.addr, align 8
  call void @llvm.dbg.declare(metadata [96 x double]** %l.addr, metadata !37, metadata !DIExpression()), !dbg !38
  store double* %b, double** %b.addr, align 8
  call void @llvm.dbg.declare(metadata double** %b.addr, metadata !39, metadata !DIExpression()), !dbg !40
  store double* %x, double** %x.addr, align 8
  call void @llvm.dbg.declare(metadata double** %x.addr, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %i, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %j, metadata !45, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %i, align 4, !dbg !47
  br label %for.cond, !dbg !49

for.cond:                                         ; preds = %for.inc16, %entry
  %0 = load i32, i32* %i, align 4, !dbg !50
  %1 = load i32, i32* %n.addr, align 4, !dbg !52
  %cmp = icmp slt i32 %0, %1, !dbg !53
  br i1 %cmp, label %for.body, label %for.end18, !dbg !54

for.body:                                         ; preds = %for.cond
  call void @llvm.dbg.declare(metadata double* %s, metadata !55, metadata !DIExpression()), !dbg !57
  %2 = load double*, double** %b.addr, align 8, !dbg !58
  %3 = load i32, i32* %i, align 4, !dbg !59
  %idxprom = sext i32 %3 to i64, !dbg !58
  %arrayidx = getelementptr inbounds double, double* %2, i64 %idxprom, !dbg !58
  %4 = load double, double* %arrayidx, align 8, !dbg !58
  store double %4, double* %s, align 8, !dbg !57
  store i32 0, i32* %j, align 4, !dbg !60
  br label %for.cond1, !dbg !62

for.cond1:                                        ; preds = %for.inc, %for.body
  %5 = load i32, i32* %j, align 4, !dbg !63
  %6 = load i32, i32* %i, align 4, !dbg !65
  %cmp2 = icmp slt i32 %5, %6, !dbg !66
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !67

for.body3:                                        ; preds = %for.cond1
  %7 = load [96 x double]*, [96 x double]** %l.addr, align 8, !dbg !68
  %8 = load i32, i32* %i, align 4, !dbg !69
  %idxprom4 = sext i32 %8 to i64, !dbg !68
  %arrayidx5 = getelementptr inbounds [96 x double], [96 x double]* %7, i64 %idxprom4, !dbg !68
  %9 = load i32, i32* %j, align 4, !dbg !70
  %idxprom6 = sext i32 %9 to i64, !dbg !68
  %arrayidx7 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx5, i64 0, i64 %idxprom6, !dbg !68
  %10 = load double, double* %arrayidx7, align 8, !dbg !68
  %11 = load double*, double** %x.addr, align 8, !dbg !71
  %12 = load i32, i32* %j, align 4, !dbg !72
  %idxprom8 = sext i32 %12 to i64, !dbg !71
  %arrayidx9 = getelementptr inbounds double, double* %11, i64 %idxprom8, !dbg !71
  %13 = load double, double* %arrayidx9, align 8, !dbg !71
  %14 = load double, double* %s, align 8, !dbg !73
  %neg = fneg double %10, !dbg !73
  %15 = call double @llvm.fmuladd.f64(double %neg, double %13, double %14), !dbg !73
  store double %15, double* %s, align 8, !dbg !73
  br label %for.inc, !dbg !74

for.inc:                                          ; preds = %for.body3
  %16 = load i32, i32* %j, align 4, !dbg !75
  %inc = add nsw i32 %16, 1, !dbg !75
  store i32 %inc, i32* %j, align 4, !dbg !75
  br label %for.cond1, !dbg !76, !llvm.loop !77

for.end:                                          ; preds = %for.cond1
  %17 = load double, double* %s, align 8, !dbg !80
  %18 = load [96 x double]*, [96 x double]** %l.addr, align 8, !dbg !81
  %19 = load i32, i32* %i, align 4, !dbg !82
  %idxprom10 = sext i32 %19 to i64, !dbg !81
  %arrayidx11 = getelementptr inbounds [96 x double], [96 x double]* %18, i64 %idxprom10, !dbg !81
  %20 = load i32, i32* %i, align 4, !dbg !83
  %idxprom12 = sext i32 %20 to i64, !dbg !81
  %arrayidx13 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx11, i64 0, i64 %idxprom12, !dbg !81
  %21 = load double, double* %arrayidx13, align 8, !dbg !81
  %div = fdiv double %17, %21, !dbg !84
  %22 = load double*, double** %x.addr, align 8, !dbg !85
  %23 = load i32, i32* %i, align 4, !dbg !86
  %idxprom14 = sext i32 %23 to i64, !dbg !85
  %arrayidx15 = getelementptr inbounds double, double* %22, i64 %idxprom14, !dbg !85
  store double %div, double* %arrayidx15, align 8, !dbg !87
  br label %for.inc16, !dbg !88

for.inc16:                                        ; preds = %for.end
  %24 = load i32, i32* %i, align 4, !dbg !89
  %inc17 = add nsw i32 %24, 1, !dbg !89
  store i32 %inc17, i32* %i, align 4, !dbg !89
  br label %for.cond, !dbg !90, !llvm.loop !91

for.end18:                                        ; preds = %for.cond
  ret void, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !94 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !97, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.declare(metadata i32* %j, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.declare(metadata double* %s, metadata !101, metadata !DIExpression()), !dbg !102
  store double 0.000000e+00, double* %s, align 8, !dbg !102
  store i32 0, i32* %i, align 4, !dbg !103
  br label %for.cond, !dbg !105

for.cond:                                         ; preds = %for.inc16, %entry
  %0 = load i32, i32* %i, align 4, !dbg !106
  %cmp = icmp slt i32 %0, 96, !dbg !108
  br i1 %cmp, label %for.body, label %for.end18, !dbg !109

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !110
  %rem = srem i32 %1, 4, !dbg !112
  %conv = sitofp i32 %rem to double, !dbg !113
  %add = fadd double %conv, 1.000000e+00, !dbg !114
  %2 = load i32, i32* %i, align 4, !dbg !115
  %idxprom = sext i32 %2 to i64, !dbg !116
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @Bv, i64 0, i64 %idxprom, !dbg !116
  store double %add, double* %arrayidx, align 8, !dbg !117
  store i32 0, i32* %j, align 4, !dbg !118
  br label %for.cond1, !dbg !120

for.cond1:                                        ; preds = %for.inc, %for.body
  %3 = load i32, i32* %j, align 4, !dbg !121
  %cmp2 = icmp slt i32 %3, 96, !dbg !123
  br i1 %cmp2, label %for.body4, label %for.end, !dbg !124

for.body4:                                        ; preds = %for.cond1
  %4 = load i32, i32* %j, align 4, !dbg !125
  %5 = load i32, i32* %i, align 4, !dbg !126
  %cmp5 = icmp slt i32 %4, %5, !dbg !127
  br i1 %cmp5, label %cond.true, label %cond.false, !dbg !128

cond.true:                                        ; preds = %for.body4
  %6 = load i32, i32* %i, align 4, !dbg !129
  %add7 = add nsw i32 96, %6, !dbg !130
  %7 = load i32, i32* %j, align 4, !dbg !131
  %sub = sub nsw i32 %add7, %7, !dbg !132
  %conv8 = sitofp i32 %sub to double, !dbg !133
  %div = fdiv double 1.000000e+00, %conv8, !dbg !134
  br label %cond.end, !dbg !128

cond.false:                                       ; preds = %for.body4
  %8 = load i32, i32* %j, align 4, !dbg !135
  %9 = load i32, i32* %i, align 4, !dbg !136
  %cmp9 = icmp eq i32 %8, %9, !dbg !137
  %10 = zext i1 %cmp9 to i64, !dbg !135
  %cond = select i1 %cmp9, double 2.000000e+00, double 0.000000e+00, !dbg !135
  br label %cond.end, !dbg !128

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond11 = phi double [ %div, %cond.true ], [ %cond, %cond.false ], !dbg !128
  %11 = load i32, i32* %i, align 4, !dbg !138
  %idxprom12 = sext i32 %11 to i64, !dbg !139
  %arrayidx13 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @L, i64 0, i64 %idxprom12, !dbg !139
  %12 = load i32, i32* %j, align 4, !dbg !140
  %idxprom14 = sext i32 %12 to i64, !dbg !139
  %arrayidx15 = getelementptr inbounds [96 x double], [96 x double]* %arrayidx13, i64 0, i64 %idxprom14, !dbg !139
  store double %cond11, double* %arrayidx15, align 8, !dbg !141
  br label %for.inc, !dbg !139

for.inc:                                          ; preds = %cond.end
  %13 = load i32, i32* %j, align 4, !dbg !142
  %inc = add nsw i32 %13, 1, !dbg !142
  store i32 %inc, i32* %j, align 4, !dbg !142
  br label %for.cond1, !dbg !143, !llvm.loop !144

for.end:                                          ; preds = %for.cond1
  br label %for.inc16, !dbg !146

for.inc16:                                        ; preds = %for.end
  %14 = load i32, i32* %i, align 4, !dbg !147
  %inc17 = add nsw i32 %14, 1, !dbg !147
  store i32 %inc17, i32* %i, align 4, !dbg !147
  br label %for.cond, !dbg !148, !llvm.loop !149

for.end18:                                        ; preds = %for.cond
  call void @kernel_trsv(i32 noundef 96, [96 x double]* noundef getelementptr inbounds ([96 x [96 x double]], [96 x [96 x double]]* @L, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Bv, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Xv, i64 0, i64 0)), !dbg !151
  store i32 0, i32* %i, align 4, !dbg !152
  br label %for.cond19, !dbg !154

for.cond19:                                       ; preds = %for.inc26, %for.end18
  %15 = load i32, i32* %i, align 4, !dbg !155
  %cmp20 = icmp slt i32 %15, 96, !dbg !157
  br i1 %cmp20, label %for.body22, label %for.end28, !dbg !158

for.body22:                                       ; preds = %for.cond19
  %16 = load i32, i32* %i, align 4, !dbg !159
  %idxprom23 = sext i32 %16 to i64, !dbg !160
  %arrayidx24 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %idxprom23, !dbg !160
  %17 = load double, double* %arrayidx24, align 8, !dbg !160
  %18 = load double, double* %s, align 8, !dbg !161
  %add25 = fadd double %18, %17, !dbg !161
  store double %add25, double* %s, align 8, !dbg !161
  br label %for.inc26, !dbg !162

for.inc26:                                        ; preds = %for.body22
  %19 = load i32, i32* %i, align 4, !dbg !163
  %inc27 = add nsw i32 %19, 1, !dbg !163
  store i32 %inc27, i32* %i, align 4, !dbg !163
  br label %for.cond19, !dbg !164, !llvm.loop !165

for.end28:                                        ; preds = %for.cond19
  %20 = load double, double* %s, align 8, !dbg !167
  store double %20, double* @checksum, align 8, !dbg !168
  ret i32 0, !dbg !169
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Bv", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "trsv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Xv", scope: !2, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_trsv", scope: !3, file: !3, line: 13, type: !27, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !30, !31, !33}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!34 = !{}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !26, file: !3, line: 13, type: !29)
!36 = !DILocation(line: 13, column: 48, scope: !26)
!37 = !DILocalVariable(name: "l", arg: 2, scope: !26, file: !3, line: 13, type: !30)
!38 = !DILocation(line: 13, column: 60, scope: !26)
!39 = !DILocalVariable(name: "b", arg: 3, scope: !26, file: !3, line: 14, type: !31)
!40 = !DILocation(line: 14, column: 58, scope: !26)
!41 = !DILocalVariable(name: "x", arg: 4, scope: !26, file: !3, line: 14, type: !33)
!42 = !DILocation(line: 14, column: 69, scope: !26)
!43 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 16, type: !29)
!44 = !DILocation(line: 16, column: 7, scope: !26)
!45 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 16, type: !29)
!46 = !DILocation(line: 16, column: 10, scope: !26)
!47 = !DILocation(line: 17, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !26, file: !3, line: 17, column: 3)
!49 = !DILocation(line: 17, column: 8, scope: !48)
!50 = !DILocation(line: 17, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 17, column: 3)
!52 = !DILocation(line: 17, column: 19, scope: !51)
!53 = !DILocation(line: 17, column: 17, scope: !51)
!54 = !DILocation(line: 17, column: 3, scope: !48)
!55 = !DILocalVariable(name: "s", scope: !56, file: !3, line: 18, type: !5)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 17, column: 27)
!57 = !DILocation(line: 18, column: 12, scope: !56)
!58 = !DILocation(line: 18, column: 16, scope: !56)
!59 = !DILocation(line: 18, column: 18, scope: !56)
!60 = !DILocation(line: 19, column: 12, scope: !61)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 19, column: 5)
!62 = !DILocation(line: 19, column: 10, scope: !61)
!63 = !DILocation(line: 19, column: 17, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 5)
!65 = !DILocation(line: 19, column: 21, scope: !64)
!66 = !DILocation(line: 19, column: 19, scope: !64)
!67 = !DILocation(line: 19, column: 5, scope: !61)
!68 = !DILocation(line: 20, column: 12, scope: !64)
!69 = !DILocation(line: 20, column: 14, scope: !64)
!70 = !DILocation(line: 20, column: 17, scope: !64)
!71 = !DILocation(line: 20, column: 22, scope: !64)
!72 = !DILocation(line: 20, column: 24, scope: !64)
!73 = !DILocation(line: 20, column: 9, scope: !64)
!74 = !DILocation(line: 20, column: 7, scope: !64)
!75 = !DILocation(line: 19, column: 25, scope: !64)
!76 = !DILocation(line: 19, column: 5, scope: !64)
!77 = distinct !{!77, !67, !78, !79}
!78 = !DILocation(line: 20, column: 25, scope: !61)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 21, column: 12, scope: !56)
!81 = !DILocation(line: 21, column: 16, scope: !56)
!82 = !DILocation(line: 21, column: 18, scope: !56)
!83 = !DILocation(line: 21, column: 21, scope: !56)
!84 = !DILocation(line: 21, column: 14, scope: !56)
!85 = !DILocation(line: 21, column: 5, scope: !56)
!86 = !DILocation(line: 21, column: 7, scope: !56)
!87 = !DILocation(line: 21, column: 10, scope: !56)
!88 = !DILocation(line: 22, column: 3, scope: !56)
!89 = !DILocation(line: 17, column: 23, scope: !51)
!90 = !DILocation(line: 17, column: 3, scope: !51)
!91 = distinct !{!91, !54, !92, !79}
!92 = !DILocation(line: 22, column: 3, scope: !48)
!93 = !DILocation(line: 23, column: 1, scope: !26)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !95, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!95 = !DISubroutineType(types: !96)
!96 = !{!29}
!97 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 27, type: !29)
!98 = !DILocation(line: 27, column: 7, scope: !94)
!99 = !DILocalVariable(name: "j", scope: !94, file: !3, line: 27, type: !29)
!100 = !DILocation(line: 27, column: 10, scope: !94)
!101 = !DILocalVariable(name: "s", scope: !94, file: !3, line: 28, type: !5)
!102 = !DILocation(line: 28, column: 10, scope: !94)
!103 = !DILocation(line: 29, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !94, file: !3, line: 29, column: 3)
!105 = !DILocation(line: 29, column: 8, scope: !104)
!106 = !DILocation(line: 29, column: 15, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 29, column: 3)
!108 = !DILocation(line: 29, column: 17, scope: !107)
!109 = !DILocation(line: 29, column: 3, scope: !104)
!110 = !DILocation(line: 30, column: 22, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 29, column: 27)
!112 = !DILocation(line: 30, column: 24, scope: !111)
!113 = !DILocation(line: 30, column: 13, scope: !111)
!114 = !DILocation(line: 30, column: 29, scope: !111)
!115 = !DILocation(line: 30, column: 8, scope: !111)
!116 = !DILocation(line: 30, column: 5, scope: !111)
!117 = !DILocation(line: 30, column: 11, scope: !111)
!118 = !DILocation(line: 31, column: 12, scope: !119)
!119 = distinct !DILexicalBlock(scope: !111, file: !3, line: 31, column: 5)
!120 = !DILocation(line: 31, column: 10, scope: !119)
!121 = !DILocation(line: 31, column: 17, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 31, column: 5)
!123 = !DILocation(line: 31, column: 19, scope: !122)
!124 = !DILocation(line: 31, column: 5, scope: !119)
!125 = !DILocation(line: 32, column: 18, scope: !122)
!126 = !DILocation(line: 32, column: 22, scope: !122)
!127 = !DILocation(line: 32, column: 20, scope: !122)
!128 = !DILocation(line: 32, column: 17, scope: !122)
!129 = !DILocation(line: 32, column: 46, scope: !122)
!130 = !DILocation(line: 32, column: 44, scope: !122)
!131 = !DILocation(line: 32, column: 50, scope: !122)
!132 = !DILocation(line: 32, column: 48, scope: !122)
!133 = !DILocation(line: 32, column: 33, scope: !122)
!134 = !DILocation(line: 32, column: 31, scope: !122)
!135 = !DILocation(line: 32, column: 56, scope: !122)
!136 = !DILocation(line: 32, column: 61, scope: !122)
!137 = !DILocation(line: 32, column: 58, scope: !122)
!138 = !DILocation(line: 32, column: 9, scope: !122)
!139 = !DILocation(line: 32, column: 7, scope: !122)
!140 = !DILocation(line: 32, column: 12, scope: !122)
!141 = !DILocation(line: 32, column: 15, scope: !122)
!142 = !DILocation(line: 31, column: 25, scope: !122)
!143 = !DILocation(line: 31, column: 5, scope: !122)
!144 = distinct !{!144, !124, !145, !79}
!145 = !DILocation(line: 32, column: 74, scope: !119)
!146 = !DILocation(line: 33, column: 3, scope: !111)
!147 = !DILocation(line: 29, column: 23, scope: !107)
!148 = !DILocation(line: 29, column: 3, scope: !107)
!149 = distinct !{!149, !109, !150, !79}
!150 = !DILocation(line: 33, column: 3, scope: !104)
!151 = !DILocation(line: 34, column: 3, scope: !94)
!152 = !DILocation(line: 35, column: 10, scope: !153)
!153 = distinct !DILexicalBlock(scope: !94, file: !3, line: 35, column: 3)
!154 = !DILocation(line: 35, column: 8, scope: !153)
!155 = !DILocation(line: 35, column: 15, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !3, line: 35, column: 3)
!157 = !DILocation(line: 35, column: 17, scope: !156)
!158 = !DILocation(line: 35, column: 3, scope: !153)
!159 = !DILocation(line: 36, column: 13, scope: !156)
!160 = !DILocation(line: 36, column: 10, scope: !156)
!161 = !DILocation(line: 36, column: 7, scope: !156)
!162 = !DILocation(line: 36, column: 5, scope: !156)
!163 = !DILocation(line: 35, column: 23, scope: !156)
!164 = !DILocation(line: 35, column: 3, scope: !156)
!165 = distinct !{!165, !158, !166, !79}
!166 = !DILocation(line: 36, column: 14, scope: !153)
!167 = !DILocation(line: 37, column: 14, scope: !94)
!168 = !DILocation(line: 37, column: 12, scope: !94)
!169 = !DILocation(line: 38, column: 3, scope: !94)
