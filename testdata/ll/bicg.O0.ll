; ModuleID = 'bicg.c'
source_filename = "bicg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@R = internal global [100 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [100 x [110 x double]] zeroinitializer, align 16, !dbg !7
@P = internal global [110 x double] zeroinitializer, align 16, !dbg !13
@S = internal global [110 x double] zeroinitializer, align 16, !dbg !17
@Q = internal global [100 x double] zeroinitializer, align 16, !dbg !19
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !23

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_bicg(i32 noundef %n, i32 noundef %m, [110 x double]* noundef %a, double* noundef %r, double* noundef %p, double* noundef %s, double* noundef %q) #0 !dbg !33 {
entry:
  %n.addr = alloca i32, align 4
  %m.addr = alloca i32, align 4
  %a.addr = alloca [110 x double]*, align 8
  %r.addr = alloca double*, align 8
  %p.addr = alloca double*, align 8
  %s.addr = alloca double*, align 8
  %q.addr = alloca double*, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 %m, i32* %m.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %m.addr, metadata !42, metadata !DIExpression()), !dbg !43
  store [110 x double]* %a, [110 x double]** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [110 x double]** %a.addr, metadata !44, metadata !DIExpression()), !dbg !45
  store double* %r, double** %r.addr, align 8
  call void @llvm.dbg.declare(metadata double** %r.addr, metadata !46, metadata !DIExpression()), !dbg !47
  store double* %p, double** %p.addr, align 8
  call void @llvm.dbg.declare(metadata double** %p.addr, metadata !48, metadata !DIExpression()), !dbg !49
  store double* %s, double** %s.addr, align 8
  call void @llvm.dbg.declare(metadata double** %s.addr, metadata !50, metadata !DIExpression()), !dbg !51
  store double* %q, double** %q.addr, align 8
  call void @llvm.dbg.declare(metadata double** %q.addr, metadata !52, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.declare(metadata i32* %i, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.declare(metadata i32* %j, metadata !56, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %j, align 4, !dbg !58
  br label %for.cond, !dbg !60

for.cond:                                         ; preds = %for.inc, %entry
  %0 = load i32, i32* %j, align 4, !dbg !61
  %1 = load i32, i32* %m.addr, align 4, !dbg !63
  %cmp = icmp slt i32 %0, %1, !dbg !64
  br i1 %cmp, label %for.body, label %for.end, !dbg !65

for.body:                                         ; preds = %for.cond
  %2 = load double*, double** %s.addr, align 8, !dbg !66
  %3 = load i32, i32* %j, align 4, !dbg !67
  %idxprom = sext i32 %3 to i64, !dbg !66
  %arrayidx = getelementptr inbounds double, double* %2, i64 %idxprom, !dbg !66
  store double 0.000000e+00, double* %arrayidx, align 8, !dbg !68
  br label %for.inc, !dbg !66

for.inc:                                          ; preds = %for.body
  %4 = load i32, i32* %j, align 4, !dbg !69
  %inc = add nsw i32 %4, 1, !dbg !69
  store i32 %inc, i32* %j, align 4, !dbg !69
  br label %for.cond, !dbg !70, !llvm.loop !71

for.end:                                          ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !74
  br label %for.cond1, !dbg !76

for.cond1:                                        ; preds = %for.inc32, %for.end
  %5 = load i32, i32* %i, align 4, !dbg !77
  %6 = load i32, i32* %n.addr, align 4, !dbg !79
  %cmp2 = icmp slt i32 %5, %6, !dbg !80
  br i1 %cmp2, label %for.body3, label %for.end34, !dbg !81

for.body3:                                        ; preds = %for.cond1
  %7 = load double*, double** %q.addr, align 8, !dbg !82
  %8 = load i32, i32* %i, align 4, !dbg !84
  %idxprom4 = sext i32 %8 to i64, !dbg !82
  %arrayidx5 = getelementptr inbounds double, double* %7, i64 %idxprom4, !dbg !82
  store double 0.000000e+00, double* %arrayidx5, align 8, !dbg !85
  store i32 0, i32* %j, align 4, !dbg !86
  br label %for.cond6, !dbg !88

for.cond6:                                        ; preds = %for.inc29, %for.body3
  %9 = load i32, i32* %j, align 4, !dbg !89
  %10 = load i32, i32* %m.addr, align 4, !dbg !91
  %cmp7 = icmp slt i32 %9, %10, !dbg !92
  br i1 %cmp7, label %for.body8, label %for.end31, !dbg !93

for.body8:                                        ; preds = %for.cond6
  %11 = load double*, double** %s.addr, align 8, !dbg !94
  %12 = load i32, i32* %j, align 4, !dbg !96
  %idxprom9 = sext i32 %12 to i64, !dbg !94
  %arrayidx10 = getelementptr inbounds double, double* %11, i64 %idxprom9, !dbg !94
  %13 = load double, double* %arrayidx10, align 8, !dbg !94
  %14 = load double*, double** %r.addr, align 8, !dbg !97
  %15 = load i32, i32* %i, align 4, !dbg !98
  %idxprom11 = sext i32 %15 to i64, !dbg !97
  %arrayidx12 = getelementptr inbounds double, double* %14, i64 %idxprom11, !dbg !97
  %16 = load double, double* %arrayidx12, align 8, !dbg !97
  %17 = load [110 x double]*, [110 x double]** %a.addr, align 8, !dbg !99
  %18 = load i32, i32* %i, align 4, !dbg !100
  %idxprom13 = sext i32 %18 to i64, !dbg !99
  %arrayidx14 = getelementptr inbounds [110 x double], [110 x double]* %17, i64 %idxprom13, !dbg !99
  %19 = load i32, i32* %j, align 4, !dbg !101
  %idxprom15 = sext i32 %19 to i64, !dbg !99
  %arrayidx16 = getelementptr inbounds [110 x double], [110 x double]* %arrayidx14, i64 0, i64 %idxprom15, !dbg !99
  %20 = load double, double* %arrayidx16, align 8, !dbg !99
  %21 = call double @llvm.fmuladd.f64(double %16, double %20, double %13), !dbg !102
  %22 = load double*, double** %s.addr, align 8, !dbg !103
  %23 = load i32, i32* %j, align 4, !dbg !104
  %idxprom17 = sext i32 %23 to i64, !dbg !103
  %arrayidx18 = getelementptr inbounds double, double* %22, i64 %idxprom17, !dbg !103
  store double %21, double* %arrayidx18, align 8, !dbg !105
  %24 = load double*, double** %q.addr, align 8, !dbg !106
  %25 = load i32, i32* %i, align 4, !dbg !107
  %idxprom19 = sext i32 %25 to i64, !dbg !106
  %arrayidx20 = getelementptr inbounds double, double* %24, i64 %idxprom19, !dbg !106
  %26 = load double, double* %arrayidx20, align 8, !dbg !106
  %27 = load [110 x double]*, [110 x double]** %a.addr, align 8, !dbg !108
  %28 = load i32, i32* %i, align 4, !dbg !109
  %idxprom21 = sext i32 %28 to i64, !dbg !108
  %arrayidx22 = getelementptr inbounds [110 x double], [110 x double]* %27, i64 %idxprom21, !dbg !108
  %29 = load i32, i32* %j, align 4, !dbg !110
  %idxprom23 = sext i32 %29 to i64, !dbg !108
  %arrayidx24 = getelementptr inbounds [110 x double], [110 x double]* %arrayidx22, i64 0, i64 %idxprom23, !dbg !108
  %30 = load double, double* %arrayidx24, align 8, !dbg !108
  %31 = load double*, double** %p.addr, align 8, !dbg !111
  %32 = load i32, i32* %j, align 4, !dbg !112
  %idxprom25 = sext i32 %32 to i64, !dbg !111
  %arrayidx26 = getelementptr inbounds double, double* %31, i64 %idxprom25, !dbg !111
  %33 = load double, double* %arrayidx26, align 8, !dbg !111
  %34 = call double @llvm.fmuladd.f64(double %30, double %33, double %26), !dbg !113
  %35 = load double*, double** %q.addr, align 8, !dbg !114
  %36 = load i32, i32* %i, align 4, !dbg !115
  %idxprom27 = sext i32 %36 to i64, !dbg !114
  %arrayidx28 = getelementptr inbounds double, double* %35, i64 %idxprom27, !dbg !114
  store double %34, double* %arrayidx28, align 8, !dbg !116
  br label %for.inc29, !dbg !117

for.inc29:                                        ; preds = %for.body8
  %37 = load i32, i32* %j, align 4, !dbg !118
  %inc30 = add nsw i32 %37, 1, !dbg !118
  store i32 %inc30, i32* %j, align 4, !dbg !118
  br label %for.cond6, !dbg !119, !llvm.loop !120

for.end31:                                        ; preds = %for.cond6
  br label %for.inc32, !dbg !122

for.inc32:                                        ; preds = %for.end31
  %38 = load i32, i32* %i, align 4, !dbg !123
  %inc33 = add nsw i32 %38, 1, !dbg !123
  store i32 %inc33, i32* %i, align 4, !dbg !123
  br label %for.cond1, !dbg !124, !llvm.loop !125

for.end34:                                        ; preds = %for.cond1
  ret void, !dbg !127
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %sum = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !131, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.declare(metadata i32* %j, metadata !133, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.declare(metadata double* %sum, metadata !135, metadata !DIExpression()), !dbg !136
  store double 0.000000e+00, double* %sum, align 8, !dbg !136
  store i32 0, i32* %i, align 4, !dbg !137
  br label %for.cond, !dbg !139

for.cond:                                         ; preds = %for.inc12, %entry
  %0 = load i32, i32* %i, align 4, !dbg !140
  %cmp = icmp slt i32 %0, 100, !dbg !142
  br i1 %cmp, label %for.body, label %for.end14, !dbg !143

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %i, align 4, !dbg !144
  %rem = srem i32 %1, 9, !dbg !146
  %conv = sitofp i32 %rem to double, !dbg !147
  %div = fdiv double %conv, 9.000000e+00, !dbg !148
  %2 = load i32, i32* %i, align 4, !dbg !149
  %idxprom = sext i32 %2 to i64, !dbg !150
  %arrayidx = getelementptr inbounds [100 x double], [100 x double]* @R, i64 0, i64 %idxprom, !dbg !150
  store double %div, double* %arrayidx, align 8, !dbg !151
  store i32 0, i32* %j, align 4, !dbg !152
  br label %for.cond1, !dbg !154

for.cond1:                                        ; preds = %for.inc, %for.body
  %3 = load i32, i32* %j, align 4, !dbg !155
  %cmp2 = icmp slt i32 %3, 110, !dbg !157
  br i1 %cmp2, label %for.body4, label %for.end, !dbg !158

for.body4:                                        ; preds = %for.cond1
  %4 = load i32, i32* %i, align 4, !dbg !159
  %5 = load i32, i32* %j, align 4, !dbg !160
  %mul = mul nsw i32 2, %5, !dbg !161
  %add = add nsw i32 %4, %mul, !dbg !162
  %rem5 = srem i32 %add, 5, !dbg !163
  %conv6 = sitofp i32 %rem5 to double, !dbg !164
  %div7 = fdiv double %conv6, 5.000000e+00, !dbg !165
  %6 = load i32, i32* %i, align 4, !dbg !166
  %idxprom8 = sext i32 %6 to i64, !dbg !167
  %arrayidx9 = getelementptr inbounds [100 x [110 x double]], [100 x [110 x double]]* @A, i64 0, i64 %idxprom8, !dbg !167
  %7 = load i32, i32* %j, align 4, !dbg !168
  %idxprom10 = sext i32 %7 to i64, !dbg !167
  %arrayidx11 = getelementptr inbounds [110 x double], [110 x double]* %arrayidx9, i64 0, i64 %idxprom10, !dbg !167
  store double %div7, double* %arrayidx11, align 8, !dbg !169
  br label %for.inc, !dbg !167

for.inc:                                          ; preds = %for.body4
  %8 = load i32, i32* %j, align 4, !dbg !170
  %inc = add nsw i32 %8, 1, !dbg !170
  store i32 %inc, i32* %j, align 4, !dbg !170
  br label %for.cond1, !dbg !171, !llvm.loop !172

for.end:                                          ; preds = %for.cond1
  br label %for.inc12, !dbg !174

for.inc12:                                        ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !175
  %inc13 = add nsw i32 %9, 1, !dbg !175
  store i32 %inc13, i32* %i, align 4, !dbg !175
  br label %for.cond, !dbg !176, !llvm.loop !177

for.end14:                                        ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !179
  br label %for.cond15, !dbg !181

for.cond15:                                       ; preds = %for.inc24, %for.end14
  %10 = load i32, i32* %j, align 4, !dbg !182
  %cmp16 = icmp slt i32 %10, 110, !dbg !184
  br i1 %cmp16, label %for.body18, label %for.end26, !dbg !185

for.body18:                                       ; preds = %for.cond15
  %11 = load i32, i32* %j, align 4, !dbg !186
  %rem19 = srem i32 %11, 7, !dbg !187
  %conv20 = sitofp i32 %rem19 to double, !dbg !188
  %div21 = fdiv double %conv20, 7.000000e+00, !dbg !189
  %12 = load i32, i32* %j, align 4, !dbg !190
  %idxprom22 = sext i32 %12 to i64, !dbg !191
  %arrayidx23 = getelementptr inbounds [110 x double], [110 x double]* @P, i64 0, i64 %idxprom22, !dbg !191
  store double %div21, double* %arrayidx23, align 8, !dbg !192
  br label %for.inc24, !dbg !191

for.inc24:                                        ; preds = %for.body18
  %13 = load i32, i32* %j, align 4, !dbg !193
  %inc25 = add nsw i32 %13, 1, !dbg !193
  store i32 %inc25, i32* %j, align 4, !dbg !193
  br label %for.cond15, !dbg !194, !llvm.loop !195

for.end26:                                        ; preds = %for.cond15
  call void @kernel_bicg(i32 noundef 100, i32 noundef 110, [110 x double]* noundef getelementptr inbounds ([100 x [110 x double]], [100 x [110 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([100 x double], [100 x double]* @R, i64 0, i64 0), double* noundef getelementptr inbounds ([110 x double], [110 x double]* @P, i64 0, i64 0), double* noundef getelementptr inbounds ([110 x double], [110 x double]* @S, i64 0, i64 0), double* noundef getelementptr inbounds ([100 x double], [100 x double]* @Q, i64 0, i64 0)), !dbg !197
  store i32 0, i32* %j, align 4, !dbg !198
  br label %for.cond27, !dbg !200

for.cond27:                                       ; preds = %for.inc34, %for.end26
  %14 = load i32, i32* %j, align 4, !dbg !201
  %cmp28 = icmp slt i32 %14, 110, !dbg !203
  br i1 %cmp28, label %for.body30, label %for.end36, !dbg !204

for.body30:                                       ; preds = %for.cond27
  %15 = load i32, i32* %j, align 4, !dbg !205
  %idxprom31 = sext i32 %15 to i64, !dbg !206
  %arrayidx32 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %idxprom31, !dbg !206
  %16 = load double, double* %arrayidx32, align 8, !dbg !206
  %17 = load double, double* %sum, align 8, !dbg !207
  %add33 = fadd double %17, %16, !dbg !207
  store double %add33, double* %sum, align 8, !dbg !207
  br label %for.inc34, !dbg !208

for.inc34:                                        ; preds = %for.body30
  %18 = load i32, i32* %j, align 4, !dbg !209
  %inc35 = add nsw i32 %18, 1, !dbg !209
  store i32 %inc35, i32* %j, align 4, !dbg !209
  br label %for.cond27, !dbg !210, !llvm.loop !211

for.end36:                                        ; preds = %for.cond27
  store i32 0, i32* %i, align 4, !dbg !213
  br label %for.cond37, !dbg !215

for.cond37:                                       ; preds = %for.inc44, %for.end36
  %19 = load i32, i32* %i, align 4, !dbg !216
  %cmp38 = icmp slt i32 %19, 100, !dbg !218
  br i1 %cmp38, label %for.body40, label %for.end46, !dbg !219

for.body40:                                       ; preds = %for.cond37
  %20 = load i32, i32* %i, align 4, !dbg !220
  %idxprom41 = sext i32 %20 to i64, !dbg !221
  %arrayidx42 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %idxprom41, !dbg !221
  %21 = load double, double* %arrayidx42, align 8, !dbg !221
  %22 = load double, double* %sum, align 8, !dbg !222
  %add43 = fadd double %22, %21, !dbg !222
  store double %add43, double* %sum, align 8, !dbg !222
  br label %for.inc44, !dbg !223

for.inc44:                                        ; preds = %for.body40
  %23 = load i32, i32* %i, align 4, !dbg !224
  %inc45 = add nsw i32 %23, 1, !dbg !224
  store i32 %inc45, i32* %i, align 4, !dbg !224
  br label %for.cond37, !dbg !225, !llvm.loop !226

for.end46:                                        ; preds = %for.cond37
  %24 = load double, double* %sum, align 8, !dbg !228
  store double %24, double* @checksum, align 8, !dbg !229
  ret i32 0, !dbg !230
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 12, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bicg.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !19, !23}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 704000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 110)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "P", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7040, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "S", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "Q", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6400, elements: !22)
!22 = !{!11}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "kernel_bicg", scope: !3, file: !3, line: 18, type: !34, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !36, !37, !38, !38, !38, !38}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!39 = !{}
!40 = !DILocalVariable(name: "n", arg: 1, scope: !33, file: !3, line: 18, type: !36)
!41 = !DILocation(line: 18, column: 48, scope: !33)
!42 = !DILocalVariable(name: "m", arg: 2, scope: !33, file: !3, line: 18, type: !36)
!43 = !DILocation(line: 18, column: 55, scope: !33)
!44 = !DILocalVariable(name: "a", arg: 3, scope: !33, file: !3, line: 18, type: !37)
!45 = !DILocation(line: 18, column: 67, scope: !33)
!46 = !DILocalVariable(name: "r", arg: 4, scope: !33, file: !3, line: 19, type: !38)
!47 = !DILocation(line: 19, column: 52, scope: !33)
!48 = !DILocalVariable(name: "p", arg: 5, scope: !33, file: !3, line: 19, type: !38)
!49 = !DILocation(line: 19, column: 63, scope: !33)
!50 = !DILocalVariable(name: "s", arg: 6, scope: !33, file: !3, line: 19, type: !38)
!51 = !DILocation(line: 19, column: 74, scope: !33)
!52 = !DILocalVariable(name: "q", arg: 7, scope: !33, file: !3, line: 20, type: !38)
!53 = !DILocation(line: 20, column: 52, scope: !33)
!54 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 22, type: !36)
!55 = !DILocation(line: 22, column: 7, scope: !33)
!56 = !DILocalVariable(name: "j", scope: !33, file: !3, line: 22, type: !36)
!57 = !DILocation(line: 22, column: 10, scope: !33)
!58 = !DILocation(line: 23, column: 10, scope: !59)
!59 = distinct !DILexicalBlock(scope: !33, file: !3, line: 23, column: 3)
!60 = !DILocation(line: 23, column: 8, scope: !59)
!61 = !DILocation(line: 23, column: 15, scope: !62)
!62 = distinct !DILexicalBlock(scope: !59, file: !3, line: 23, column: 3)
!63 = !DILocation(line: 23, column: 19, scope: !62)
!64 = !DILocation(line: 23, column: 17, scope: !62)
!65 = !DILocation(line: 23, column: 3, scope: !59)
!66 = !DILocation(line: 24, column: 5, scope: !62)
!67 = !DILocation(line: 24, column: 7, scope: !62)
!68 = !DILocation(line: 24, column: 10, scope: !62)
!69 = !DILocation(line: 23, column: 23, scope: !62)
!70 = !DILocation(line: 23, column: 3, scope: !62)
!71 = distinct !{!71, !65, !72, !73}
!72 = !DILocation(line: 24, column: 12, scope: !59)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 25, column: 10, scope: !75)
!75 = distinct !DILexicalBlock(scope: !33, file: !3, line: 25, column: 3)
!76 = !DILocation(line: 25, column: 8, scope: !75)
!77 = !DILocation(line: 25, column: 15, scope: !78)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 25, column: 3)
!79 = !DILocation(line: 25, column: 19, scope: !78)
!80 = !DILocation(line: 25, column: 17, scope: !78)
!81 = !DILocation(line: 25, column: 3, scope: !75)
!82 = !DILocation(line: 26, column: 5, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !3, line: 25, column: 27)
!84 = !DILocation(line: 26, column: 7, scope: !83)
!85 = !DILocation(line: 26, column: 10, scope: !83)
!86 = !DILocation(line: 27, column: 12, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !3, line: 27, column: 5)
!88 = !DILocation(line: 27, column: 10, scope: !87)
!89 = !DILocation(line: 27, column: 17, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 27, column: 5)
!91 = !DILocation(line: 27, column: 21, scope: !90)
!92 = !DILocation(line: 27, column: 19, scope: !90)
!93 = !DILocation(line: 27, column: 5, scope: !87)
!94 = !DILocation(line: 28, column: 14, scope: !95)
!95 = distinct !DILexicalBlock(scope: !90, file: !3, line: 27, column: 29)
!96 = !DILocation(line: 28, column: 16, scope: !95)
!97 = !DILocation(line: 28, column: 21, scope: !95)
!98 = !DILocation(line: 28, column: 23, scope: !95)
!99 = !DILocation(line: 28, column: 28, scope: !95)
!100 = !DILocation(line: 28, column: 30, scope: !95)
!101 = !DILocation(line: 28, column: 33, scope: !95)
!102 = !DILocation(line: 28, column: 19, scope: !95)
!103 = !DILocation(line: 28, column: 7, scope: !95)
!104 = !DILocation(line: 28, column: 9, scope: !95)
!105 = !DILocation(line: 28, column: 12, scope: !95)
!106 = !DILocation(line: 29, column: 14, scope: !95)
!107 = !DILocation(line: 29, column: 16, scope: !95)
!108 = !DILocation(line: 29, column: 21, scope: !95)
!109 = !DILocation(line: 29, column: 23, scope: !95)
!110 = !DILocation(line: 29, column: 26, scope: !95)
!111 = !DILocation(line: 29, column: 31, scope: !95)
!112 = !DILocation(line: 29, column: 33, scope: !95)
!113 = !DILocation(line: 29, column: 19, scope: !95)
!114 = !DILocation(line: 29, column: 7, scope: !95)
!115 = !DILocation(line: 29, column: 9, scope: !95)
!116 = !DILocation(line: 29, column: 12, scope: !95)
!117 = !DILocation(line: 30, column: 5, scope: !95)
!118 = !DILocation(line: 27, column: 25, scope: !90)
!119 = !DILocation(line: 27, column: 5, scope: !90)
!120 = distinct !{!120, !93, !121, !73}
!121 = !DILocation(line: 30, column: 5, scope: !87)
!122 = !DILocation(line: 31, column: 3, scope: !83)
!123 = !DILocation(line: 25, column: 23, scope: !78)
!124 = !DILocation(line: 25, column: 3, scope: !78)
!125 = distinct !{!125, !81, !126, !73}
!126 = !DILocation(line: 31, column: 3, scope: !75)
!127 = !DILocation(line: 32, column: 1, scope: !33)
!128 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !129, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!129 = !DISubroutineType(types: !130)
!130 = !{!36}
!131 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 36, type: !36)
!132 = !DILocation(line: 36, column: 7, scope: !128)
!133 = !DILocalVariable(name: "j", scope: !128, file: !3, line: 36, type: !36)
!134 = !DILocation(line: 36, column: 10, scope: !128)
!135 = !DILocalVariable(name: "sum", scope: !128, file: !3, line: 37, type: !5)
!136 = !DILocation(line: 37, column: 10, scope: !128)
!137 = !DILocation(line: 38, column: 10, scope: !138)
!138 = distinct !DILexicalBlock(scope: !128, file: !3, line: 38, column: 3)
!139 = !DILocation(line: 38, column: 8, scope: !138)
!140 = !DILocation(line: 38, column: 15, scope: !141)
!141 = distinct !DILexicalBlock(scope: !138, file: !3, line: 38, column: 3)
!142 = !DILocation(line: 38, column: 17, scope: !141)
!143 = !DILocation(line: 38, column: 3, scope: !138)
!144 = !DILocation(line: 39, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 38, column: 27)
!146 = !DILocation(line: 39, column: 23, scope: !145)
!147 = !DILocation(line: 39, column: 12, scope: !145)
!148 = !DILocation(line: 39, column: 28, scope: !145)
!149 = !DILocation(line: 39, column: 7, scope: !145)
!150 = !DILocation(line: 39, column: 5, scope: !145)
!151 = !DILocation(line: 39, column: 10, scope: !145)
!152 = !DILocation(line: 40, column: 12, scope: !153)
!153 = distinct !DILexicalBlock(scope: !145, file: !3, line: 40, column: 5)
!154 = !DILocation(line: 40, column: 10, scope: !153)
!155 = !DILocation(line: 40, column: 17, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !3, line: 40, column: 5)
!157 = !DILocation(line: 40, column: 19, scope: !156)
!158 = !DILocation(line: 40, column: 5, scope: !153)
!159 = !DILocation(line: 41, column: 27, scope: !156)
!160 = !DILocation(line: 41, column: 35, scope: !156)
!161 = !DILocation(line: 41, column: 33, scope: !156)
!162 = !DILocation(line: 41, column: 29, scope: !156)
!163 = !DILocation(line: 41, column: 38, scope: !156)
!164 = !DILocation(line: 41, column: 17, scope: !156)
!165 = !DILocation(line: 41, column: 43, scope: !156)
!166 = !DILocation(line: 41, column: 9, scope: !156)
!167 = !DILocation(line: 41, column: 7, scope: !156)
!168 = !DILocation(line: 41, column: 12, scope: !156)
!169 = !DILocation(line: 41, column: 15, scope: !156)
!170 = !DILocation(line: 40, column: 25, scope: !156)
!171 = !DILocation(line: 40, column: 5, scope: !156)
!172 = distinct !{!172, !158, !173, !73}
!173 = !DILocation(line: 41, column: 45, scope: !153)
!174 = !DILocation(line: 42, column: 3, scope: !145)
!175 = !DILocation(line: 38, column: 23, scope: !141)
!176 = !DILocation(line: 38, column: 3, scope: !141)
!177 = distinct !{!177, !143, !178, !73}
!178 = !DILocation(line: 42, column: 3, scope: !138)
!179 = !DILocation(line: 43, column: 10, scope: !180)
!180 = distinct !DILexicalBlock(scope: !128, file: !3, line: 43, column: 3)
!181 = !DILocation(line: 43, column: 8, scope: !180)
!182 = !DILocation(line: 43, column: 15, scope: !183)
!183 = distinct !DILexicalBlock(scope: !180, file: !3, line: 43, column: 3)
!184 = !DILocation(line: 43, column: 17, scope: !183)
!185 = !DILocation(line: 43, column: 3, scope: !180)
!186 = !DILocation(line: 44, column: 21, scope: !183)
!187 = !DILocation(line: 44, column: 23, scope: !183)
!188 = !DILocation(line: 44, column: 12, scope: !183)
!189 = !DILocation(line: 44, column: 28, scope: !183)
!190 = !DILocation(line: 44, column: 7, scope: !183)
!191 = !DILocation(line: 44, column: 5, scope: !183)
!192 = !DILocation(line: 44, column: 10, scope: !183)
!193 = !DILocation(line: 43, column: 23, scope: !183)
!194 = !DILocation(line: 43, column: 3, scope: !183)
!195 = distinct !{!195, !185, !196, !73}
!196 = !DILocation(line: 44, column: 30, scope: !180)
!197 = !DILocation(line: 45, column: 3, scope: !128)
!198 = !DILocation(line: 46, column: 10, scope: !199)
!199 = distinct !DILexicalBlock(scope: !128, file: !3, line: 46, column: 3)
!200 = !DILocation(line: 46, column: 8, scope: !199)
!201 = !DILocation(line: 46, column: 15, scope: !202)
!202 = distinct !DILexicalBlock(scope: !199, file: !3, line: 46, column: 3)
!203 = !DILocation(line: 46, column: 17, scope: !202)
!204 = !DILocation(line: 46, column: 3, scope: !199)
!205 = !DILocation(line: 47, column: 14, scope: !202)
!206 = !DILocation(line: 47, column: 12, scope: !202)
!207 = !DILocation(line: 47, column: 9, scope: !202)
!208 = !DILocation(line: 47, column: 5, scope: !202)
!209 = !DILocation(line: 46, column: 23, scope: !202)
!210 = !DILocation(line: 46, column: 3, scope: !202)
!211 = distinct !{!211, !204, !212, !73}
!212 = !DILocation(line: 47, column: 15, scope: !199)
!213 = !DILocation(line: 48, column: 10, scope: !214)
!214 = distinct !DILexicalBlock(scope: !128, file: !3, line: 48, column: 3)
!215 = !DILocation(line: 48, column: 8, scope: !214)
!216 = !DILocation(line: 48, column: 15, scope: !217)
!217 = distinct !DILexicalBlock(scope: !214, file: !3, line: 48, column: 3)
!218 = !DILocation(line: 48, column: 17, scope: !217)
!219 = !DILocation(line: 48, column: 3, scope: !214)
!220 = !DILocation(line: 49, column: 14, scope: !217)
!221 = !DILocation(line: 49, column: 12, scope: !217)
!222 = !DILocation(line: 49, column: 9, scope: !217)
!223 = !DILocation(line: 49, column: 5, scope: !217)
!224 = !DILocation(line: 48, column: 23, scope: !217)
!225 = !DILocation(line: 48, column: 3, scope: !217)
!226 = distinct !{!226, !219, !227, !73}
!227 = !DILocation(line: 49, column: 15, scope: !214)
!228 = !DILocation(line: 50, column: 14, scope: !128)
!229 = !DILocation(line: 50, column: 12, scope: !128)
!230 = !DILocation(line: 51, column: 3, scope: !128)
