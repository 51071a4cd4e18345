; ModuleID = 'cholesky.c'
source_filename = "cholesky.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [6400 x double] zeroinitializer, align 16, !dbg !0
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_cholesky(i32 noundef %n, double* noundef %a) #0 !dbg !20 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca double*, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %n, i32* %n.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %n.addr, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %a, double** %a.addr, align 8
  call void @llvm.dbg.declare(metadata double** %a.addr, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %i, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %j, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %k, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %i, align 4, !dbg !36
  br label %for.cond, !dbg !38

for.cond:                                         ; preds = %for.inc55, %entry
  %0 = load i32, i32* %i, align 4, !dbg !39
  %1 = load i32, i32* %n.addr, align 4, !dbg !41
  %cmp = icmp slt i32 %0, %1, !dbg !42
  br i1 %cmp, label %for.body, label %for.end57, !dbg !43

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !44
  br label %for.cond1, !dbg !47

for.cond1:                                        ; preds = %for.inc24, %for.body
  %2 = load i32, i32* %j, align 4, !dbg !48
  %3 = load i32, i32* %i, align 4, !dbg !50
  %cmp2 = icmp slt i32 %2, %3, !dbg !51
  br i1 %cmp2, label %for.body3, label %for.end26, !dbg !52

for.body3:                                        ; preds = %for.cond1
  store i32 0, i32* %k, align 4, !dbg !53
  br label %for.cond4, !dbg !56

for.cond4:                                        ; preds = %for.inc, %for.body3
  %4 = load i32, i32* %k, align 4, !dbg !57
  %5 = load i32, i32* %j, align 4, !dbg !59
  %cmp5 = icmp slt i32 %4, %5, !dbg !60
  br i1 %cmp5, label %for.body6, label %for.end, !dbg !61

for.body6:                                        ; preds = %for.cond4
  %6 = load double*, double** %a.addr, align 8, !dbg !62
  %7 = load i32, i32* %i, align 4, !dbg !63
  %8 = load i32, i32* %n.addr, align 4, !dbg !64
  %mul = mul nsw i32 %7, %8, !dbg !65
  %9 = load i32, i32* %k, align 4, !dbg !66
  %add = add nsw i32 %mul, %9, !dbg !67
  %idxprom = sext i32 %add to i64, !dbg !62
  %arrayidx = getelementptr inbounds double, double* %6, i64 %idxprom, !dbg !62
  %10 = load double, double* %arrayidx, align 8, !dbg !62
  %11 = load double*, double** %a.addr, align 8, !dbg !68
  %12 = load i32, i32* %j, align 4, !dbg !69
  %13 = load i32, i32* %n.addr, align 4, !dbg !70
  %mul7 = mul nsw i32 %12, %13, !dbg !71
  %14 = load i32, i32* %k, align 4, !dbg !72
  %add8 = add nsw i32 %mul7, %14, !dbg !73
  %idxprom9 = sext i32 %add8 to i64, !dbg !68
  %arrayidx10 = getelementptr inbounds double, double* %11, i64 %idxprom9, !dbg !68
  %15 = load double, double* %arrayidx10, align 8, !dbg !68
  %16 = load double*, double** %a.addr, align 8, !dbg !74
  %17 = load i32, i32* %i, align 4, !dbg !75
  %18 = load i32, i32* %n.addr, align 4, !dbg !76
  %mul12 = mul nsw i32 %17, %18, !dbg !77
  %19 = load i32, i32* %j, align 4, !dbg !78
  %add13 = add nsw i32 %mul12, %19, !dbg !79
  %idxprom14 = sext i32 %add13 to i64, !dbg !74
  %arrayidx15 = getelementptr inbounds double, double* %16, i64 %idxprom14, !dbg !74
  %20 = load double, double* %arrayidx15, align 8, !dbg !80
  %neg = fneg double %10, !dbg !80
  %21 = call double @llvm.fmuladd.f64(double %neg, double %15, double %20), !dbg !80
  store double %21, double* %arrayidx15, align 8, !dbg !80
  br label %for.inc, !dbg !74

for.inc:                                          ; preds = %for.body6
  %22 = load i32, i32* %k, align 4, !dbg !81
  %inc = add nsw i32 %22, 1, !dbg !81
  store i32 %inc, i32* %k, align 4, !dbg !81
  br label %for.cond4, !dbg !82, !llvm.loop !83

for.end:                                          ; preds = %for.cond4
  %23 = load double*, double** %a.addr, align 8, !dbg !86
  %24 = load i32, i32* %j, align 4, !dbg !87
  %25 = load i32, i32* %n.addr, align 4, !dbg !88
  %mul16 = mul nsw i32 %24, %25, !dbg !89
  %26 = load i32, i32* %j, align 4, !dbg !90
  %add17 = add nsw i32 %mul16, %26, !dbg !91
  %idxprom18 = sext i32 %add17 to i64, !dbg !86
  %arrayidx19 = getelementptr inbounds double, double* %23, i64 %idxprom18, !dbg !86
  %27 = load double, double* %arrayidx19, align 8, !dbg !86
  %28 = load double*, double** %a.addr, align 8, !dbg !92
  %29 = load i32, i32* %i, align 4, !dbg !93
  %30 = load i32, i32* %n.addr, align 4, !dbg !94
  %mul20 = mul nsw i32 %29, %30, !dbg !95
  %31 = load i32, i32* %j, align 4, !dbg !96
  %add21 = add nsw i32 %mul20, %31, !dbg !97
  %idxprom22 = sext i32 %add21 to i64, !dbg !92
  %arrayidx23 = getelementptr inbounds double, double* %28, i64 %idxprom22, !dbg !92
  %32 = load double, double* %arrayidx23, align 8, !dbg !98
  %div = fdiv double %32, %27, !dbg !98
  store double %div, double* %arrayidx23, align 8, !dbg !98
  br label %for.inc24, !dbg !99

for.inc24:                                        ; preds = %for.end
  %33 = load i32, i32* %j, align 4, !dbg !100
  %inc25 = add nsw i32 %33, 1, !dbg !100
  store i32 %inc25, i32* %j, align 4, !dbg !100
  br label %for.cond1, !dbg !101, !llvm.loop !102

for.end26:                                        ; preds = %for.cond1
  store i32 0, i32* %k, align 4, !dbg !104
  br label %for.cond27, !dbg !106

for.cond27:                                       ; preds = %for.inc44, %for.end26
  %34 = load i32, i32* %k, align 4, !dbg !107
  %35 = load i32, i32* %i, align 4, !dbg !109
  %cmp28 = icmp slt i32 %34, %35, !dbg !110
  br i1 %cmp28, label %for.body29, label %for.end46, !dbg !111

for.body29:                                       ; preds = %for.cond27
  %36 = load double*, double** %a.addr, align 8, !dbg !112
  %37 = load i32, i32* %i, align 4, !dbg !113
  %38 = load i32, i32* %n.addr, align 4, !dbg !114
  %mul30 = mul nsw i32 %37, %38, !dbg !115
  %39 = load i32, i32* %k, align 4, !dbg !116
  %add31 = add nsw i32 %mul30, %39, !dbg !117
  %idxprom32 = sext i32 %add31 to i64, !dbg !112
  %arrayidx33 = getelementptr inbounds double, double* %36, i64 %idxprom32, !dbg !112
  %40 = load double, double* %arrayidx33, align 8, !dbg !112
  %41 = load double*, double** %a.addr, align 8, !dbg !118
  %42 = load i32, i32* %i, align 4, !dbg !119
  %43 = load i32, i32* %n.addr, align 4, !dbg !120
  %mul34 = mul nsw i32 %42, %43, !dbg !121
  %44 = load i32, i32* %k, align 4, !dbg !122
  %add35 = add nsw i32 %mul34, %44, !dbg !123
  %idxprom36 = sext i32 %add35 to i64, !dbg !118
  %arrayidx37 = getelementptr inbounds double, double* %41, i64 %idxprom36, !dbg !118
  %45 = load double, double* %arrayidx37, align 8, !dbg !118
  %46 = load double*, double** %a.addr, align 8, !dbg !124
  %47 = load i32, i32* %i, align 4, !dbg !125
  %48 = load i32, i32* %n.addr, align 4, !dbg !126
  %mul39 = mul nsw i32 %47, %48, !dbg !127
  %49 = load i32, i32* %i, align 4, !dbg !128
  %add40 = add nsw i32 %mul39, %49, !dbg !129
  %idxprom41 = sext i32 %add40 to i64, !dbg !124
  %arrayidx42 = getelementptr inbounds double, double* %46, i64 %idxprom41, !dbg !124
  %50 = load double, double* %arrayidx42, align 8, !dbg !130
  %neg43 = fneg double %40, !dbg !130
  %51 = call double @llvm.fmuladd.f64(double %neg43, double %45, double %50), !dbg !130
  store double %51, double* %arrayidx42, align 8, !dbg !130
  br label %for.inc44, !dbg !124

for.inc44:                                        ; preds = %for.body29
  %52 = load i32, i32* %k, align 4, !dbg !131
  %inc45 = add nsw i32 %52, 1, !dbg !131
  store i32 %inc45, i32* %k, align 4, !dbg !131
  br label %for.cond27, !dbg !132, !llvm.loop !133

for.end46:                                        ; preds = %for.cond27
  %53 = load double*, double** %a.addr, align 8, !dbg !135
  %54 = load i32, i32* %i, align 4, !dbg !136
  %55 = load i32, i32* %n.addr, align 4, !dbg !137
  %mul47 = mul nsw i32 %54, %55, !dbg !138
  %56 = load i32, i32* %i, align 4, !dbg !139
  %add48 = add nsw i32 %mul47, %56, !dbg !140
  %idxprom49 = sext i32 %add48 to i64, !dbg !135
  %arrayidx50 = getelementptr inbounds double, double* %53, i64 %idxprom49, !dbg !135
  %57 = load double, double* %arrayidx50, align 8, !dbg !135
  %call = call double @sqrt(double noundef %57) #3, !dbg !141
  %58 = load double*, double** %a.addr, align 8, !dbg !142
  %59 = load i32, i32* %i, align 4, !dbg !143
  %60 = load i32, i32* %n.addr, align 4, !dbg !144
  %mul51 = mul nsw i32 %59, %60, !dbg !145
  %61 = load i32, i32* %i, align 4, !dbg !146
  %add52 = add nsw i32 %mul51, %61, !dbg !147
  %idxprom53 = sext i32 %add52 to i64, !dbg !142
  %arrayidx54 = getelementptr inbounds double, double* %58, i64 %idxprom53, !dbg !142
  store double %call, double* %arrayidx54, align 8, !dbg !148
  br label %for.inc55, !dbg !149

for.inc55:                                        ; preds = %for.end46
  %62 = load i32, i32* %i, align 4, !dbg !150
  %inc56 = add nsw i32 %62, 1, !dbg !150
  store i32 %inc56, i32* %i, align 4, !dbg !150
  br label %for.cond, !dbg !151, !llvm.loop !152

for.end57:                                        ; preds = %for.cond
  ret void, !dbg !154
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !155 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.declare(metadata i32* %j, metadata !160, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.declare(metadata double* %s, metadata !162, metadata !DIExpression()), !dbg !163
  store double 0.000000e+00, double* %s, align 8, !dbg !163
  store i32 0, i32* %i, align 4, !dbg !164
  br label %for.cond, !dbg !166

for.cond:                                         ; preds = %for.inc7, %entry
  %0 = load i32, i32* %i, align 4, !dbg !167
  %cmp = icmp slt i32 %0, 80, !dbg !169
  br i1 %cmp, label %for.body, label %for.end9, !dbg !170

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !171
  br label %for.cond1, !dbg !173

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !174
  %cmp2 = icmp slt i32 %1, 80, !dbg !176
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !177

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !178
  %3 = load i32, i32* %j, align 4, !dbg !179
  %cmp4 = icmp eq i32 %2, %3, !dbg !180
  br i1 %cmp4, label %cond.true, label %cond.false, !dbg !181

cond.true:                                        ; preds = %for.body3
  br label %cond.end, !dbg !181

cond.false:                                       ; preds = %for.body3
  %4 = load i32, i32* %i, align 4, !dbg !182
  %5 = load i32, i32* %j, align 4, !dbg !183
  %add = add nsw i32 %4, %5, !dbg !184
  %add5 = add nsw i32 %add, 1, !dbg !185
  %conv = sitofp i32 %add5 to double, !dbg !186
  %div = fdiv double 1.000000e+00, %conv, !dbg !187
  br label %cond.end, !dbg !181

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond = phi double [ 8.000000e+01, %cond.true ], [ %div, %cond.false ], !dbg !181
  %6 = load i32, i32* %i, align 4, !dbg !188
  %mul = mul nsw i32 %6, 80, !dbg !189
  %7 = load i32, i32* %j, align 4, !dbg !190
  %add6 = add nsw i32 %mul, %7, !dbg !191
  %idxprom = sext i32 %add6 to i64, !dbg !192
  %arrayidx = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %idxprom, !dbg !192
  store double %cond, double* %arrayidx, align 8, !dbg !193
  br label %for.inc, !dbg !192

for.inc:                                          ; preds = %cond.end
  %8 = load i32, i32* %j, align 4, !dbg !194
  %inc = add nsw i32 %8, 1, !dbg !194
  store i32 %inc, i32* %j, align 4, !dbg !194
  br label %for.cond1, !dbg !195, !llvm.loop !196

for.end:                                          ; preds = %for.cond1
  br label %for.inc7, !dbg !197

for.inc7:                                         ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !198
  %inc8 = add nsw i32 %9, 1, !dbg !198
  store i32 %inc8, i32* %i, align 4, !dbg !198
  br label %for.cond, !dbg !199, !llvm.loop !200

for.end9:                                         ; preds = %for.cond
  call void @kernel_cholesky(i32 noundef 80, double* noundef getelementptr inbounds ([6400 x double], [6400 x double]* @A, i64 0, i64 0)), !dbg !202
  store i32 0, i32* %i, align 4, !dbg !203
  br label %for.cond10, !dbg !205

for.cond10:                                       ; preds = %for.inc26, %for.end9
  %10 = load i32, i32* %i, align 4, !dbg !206
  %cmp11 = icmp slt i32 %10, 80, !dbg !208
  br i1 %cmp11, label %for.body13, label %for.end28, !dbg !209

for.body13:                                       ; preds = %for.cond10
  store i32 0, i32* %j, align 4, !dbg !210
  br label %for.cond14, !dbg !212

for.cond14:                                       ; preds = %for.inc23, %for.body13
  %11 = load i32, i32* %j, align 4, !dbg !213
  %12 = load i32, i32* %i, align 4, !dbg !215
  %cmp15 = icmp sle i32 %11, %12, !dbg !216
  br i1 %cmp15, label %for.body17, label %for.end25, !dbg !217

for.body17:                                       ; preds = %for.cond14
  %13 = load i32, i32* %i, align 4, !dbg !218
  %mul18 = mul nsw i32 %13, 80, !dbg !219
  %14 = load i32, i32* %j, align 4, !dbg !220
  %add19 = add nsw i32 %mul18, %14, !dbg !221
  %idxprom20 = sext i32 %add19 to i64, !dbg !222
  %arrayidx21 = getelementptr inbounds [6400 x double], [6400 x double]* @A, i64 0, i64 %idxprom20, !dbg !222
  %15 = load double, double* %arrayidx21, align 8, !dbg !222
  %16 = load double, double* %s, align 8, !dbg !223
  %add22 = fadd double %16, %15, !dbg !223
  store double %add22, double* %s, align 8, !dbg !223
  br label %for.inc23, !dbg !224

for.inc23:                                        ; preds = %for.body17
  %17 = load i32, i32* %j, align 4, !dbg !225
  %inc24 = add nsw i32 %17, 1, !dbg !225
  store i32 %inc24, i32* %j, align 4, !dbg !225
  br label %for.cond14, !dbg !226, !llvm.loop !227

for.end25:                                        ; preds = %for.cond14
  br label %for.inc26, !dbg !228

for.inc26:                                        ; preds = %for.end25
  %18 = load i32, i32* %i, align 4, !dbg !229
  %inc27 = add nsw i32 %18, 1, !dbg !229
  store i32 %inc27, i32* %i, align 4, !dbg !229
  br label %for.cond10, !dbg !230, !llvm.loop !231

for.end28:                                        ; preds = %for.cond10
  %19 = load double, double* %s, align 8, !dbg !233
  store double %19, double* @checksum, align 8, !dbg !234
  ret i32 0, !dbg !235
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cholesky.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6400)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_cholesky", scope: !3, file: !3, line: 14, type: !21, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !23, !24}
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !20, file: !3, line: 14, type: !23)
!27 = !DILocation(line: 14, column: 52, scope: !20)
!28 = !DILocalVariable(name: "a", arg: 2, scope: !20, file: !3, line: 14, type: !24)
!29 = !DILocation(line: 14, column: 63, scope: !20)
!30 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 16, type: !23)
!31 = !DILocation(line: 16, column: 7, scope: !20)
!32 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 16, type: !23)
!33 = !DILocation(line: 16, column: 10, scope: !20)
!34 = !DILocalVariable(name: "k", scope: !20, file: !3, line: 16, type: !23)
!35 = !DILocation(line: 16, column: 13, scope: !20)
!36 = !DILocation(line: 17, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !20, file: !3, line: 17, column: 3)
!38 = !DILocation(line: 17, column: 8, scope: !37)
!39 = !DILocation(line: 17, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 17, column: 3)
!41 = !DILocation(line: 17, column: 19, scope: !40)
!42 = !DILocation(line: 17, column: 17, scope: !40)
!43 = !DILocation(line: 17, column: 3, scope: !37)
!44 = !DILocation(line: 18, column: 12, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 18, column: 5)
!46 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 27)
!47 = !DILocation(line: 18, column: 10, scope: !45)
!48 = !DILocation(line: 18, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 18, column: 5)
!50 = !DILocation(line: 18, column: 21, scope: !49)
!51 = !DILocation(line: 18, column: 19, scope: !49)
!52 = !DILocation(line: 18, column: 5, scope: !45)
!53 = !DILocation(line: 19, column: 14, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 19, column: 7)
!55 = distinct !DILexicalBlock(scope: !49, file: !3, line: 18, column: 29)
!56 = !DILocation(line: 19, column: 12, scope: !54)
!57 = !DILocation(line: 19, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 7)
!59 = !DILocation(line: 19, column: 23, scope: !58)
!60 = !DILocation(line: 19, column: 21, scope: !58)
!61 = !DILocation(line: 19, column: 7, scope: !54)
!62 = !DILocation(line: 20, column: 25, scope: !58)
!63 = !DILocation(line: 20, column: 27, scope: !58)
!64 = !DILocation(line: 20, column: 31, scope: !58)
!65 = !DILocation(line: 20, column: 29, scope: !58)
!66 = !DILocation(line: 20, column: 35, scope: !58)
!67 = !DILocation(line: 20, column: 33, scope: !58)
!68 = !DILocation(line: 20, column: 40, scope: !58)
!69 = !DILocation(line: 20, column: 42, scope: !58)
!70 = !DILocation(line: 20, column: 46, scope: !58)
!71 = !DILocation(line: 20, column: 44, scope: !58)
!72 = !DILocation(line: 20, column: 50, scope: !58)
!73 = !DILocation(line: 20, column: 48, scope: !58)
!74 = !DILocation(line: 20, column: 9, scope: !58)
!75 = !DILocation(line: 20, column: 11, scope: !58)
!76 = !DILocation(line: 20, column: 15, scope: !58)
!77 = !DILocation(line: 20, column: 13, scope: !58)
!78 = !DILocation(line: 20, column: 19, scope: !58)
!79 = !DILocation(line: 20, column: 17, scope: !58)
!80 = !DILocation(line: 20, column: 22, scope: !58)
!81 = !DILocation(line: 19, column: 27, scope: !58)
!82 = !DILocation(line: 19, column: 7, scope: !58)
!83 = distinct !{!83, !61, !84, !85}
!84 = !DILocation(line: 20, column: 51, scope: !54)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 21, column: 23, scope: !55)
!87 = !DILocation(line: 21, column: 25, scope: !55)
!88 = !DILocation(line: 21, column: 29, scope: !55)
!89 = !DILocation(line: 21, column: 27, scope: !55)
!90 = !DILocation(line: 21, column: 33, scope: !55)
!91 = !DILocation(line: 21, column: 31, scope: !55)
!92 = !DILocation(line: 21, column: 7, scope: !55)
!93 = !DILocation(line: 21, column: 9, scope: !55)
!94 = !DILocation(line: 21, column: 13, scope: !55)
!95 = !DILocation(line: 21, column: 11, scope: !55)
!96 = !DILocation(line: 21, column: 17, scope: !55)
!97 = !DILocation(line: 21, column: 15, scope: !55)
!98 = !DILocation(line: 21, column: 20, scope: !55)
!99 = !DILocation(line: 22, column: 5, scope: !55)
!100 = !DILocation(line: 18, column: 25, scope: !49)
!101 = !DILocation(line: 18, column: 5, scope: !49)
!102 = distinct !{!102, !52, !103, !85}
!103 = !DILocation(line: 22, column: 5, scope: !45)
!104 = !DILocation(line: 23, column: 12, scope: !105)
!105 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 5)
!106 = !DILocation(line: 23, column: 10, scope: !105)
!107 = !DILocation(line: 23, column: 17, scope: !108)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 23, column: 5)
!109 = !DILocation(line: 23, column: 21, scope: !108)
!110 = !DILocation(line: 23, column: 19, scope: !108)
!111 = !DILocation(line: 23, column: 5, scope: !105)
!112 = !DILocation(line: 24, column: 23, scope: !108)
!113 = !DILocation(line: 24, column: 25, scope: !108)
!114 = !DILocation(line: 24, column: 29, scope: !108)
!115 = !DILocation(line: 24, column: 27, scope: !108)
!116 = !DILocation(line: 24, column: 33, scope: !108)
!117 = !DILocation(line: 24, column: 31, scope: !108)
!118 = !DILocation(line: 24, column: 38, scope: !108)
!119 = !DILocation(line: 24, column: 40, scope: !108)
!120 = !DILocation(line: 24, column: 44, scope: !108)
!121 = !DILocation(line: 24, column: 42, scope: !108)
!122 = !DILocation(line: 24, column: 48, scope: !108)
!123 = !DILocation(line: 24, column: 46, scope: !108)
!124 = !DILocation(line: 24, column: 7, scope: !108)
!125 = !DILocation(line: 24, column: 9, scope: !108)
!126 = !DILocation(line: 24, column: 13, scope: !108)
!127 = !DILocation(line: 24, column: 11, scope: !108)
!128 = !DILocation(line: 24, column: 17, scope: !108)
!129 = !DILocation(line: 24, column: 15, scope: !108)
!130 = !DILocation(line: 24, column: 20, scope: !108)
!131 = !DILocation(line: 23, column: 25, scope: !108)
!132 = !DILocation(line: 23, column: 5, scope: !108)
!133 = distinct !{!133, !111, !134, !85}
!134 = !DILocation(line: 24, column: 49, scope: !105)
!135 = !DILocation(line: 25, column: 25, scope: !46)
!136 = !DILocation(line: 25, column: 27, scope: !46)
!137 = !DILocation(line: 25, column: 31, scope: !46)
!138 = !DILocation(line: 25, column: 29, scope: !46)
!139 = !DILocation(line: 25, column: 35, scope: !46)
!140 = !DILocation(line: 25, column: 33, scope: !46)
!141 = !DILocation(line: 25, column: 20, scope: !46)
!142 = !DILocation(line: 25, column: 5, scope: !46)
!143 = !DILocation(line: 25, column: 7, scope: !46)
!144 = !DILocation(line: 25, column: 11, scope: !46)
!145 = !DILocation(line: 25, column: 9, scope: !46)
!146 = !DILocation(line: 25, column: 15, scope: !46)
!147 = !DILocation(line: 25, column: 13, scope: !46)
!148 = !DILocation(line: 25, column: 18, scope: !46)
!149 = !DILocation(line: 26, column: 3, scope: !46)
!150 = !DILocation(line: 17, column: 23, scope: !40)
!151 = !DILocation(line: 17, column: 3, scope: !40)
!152 = distinct !{!152, !43, !153, !85}
!153 = !DILocation(line: 26, column: 3, scope: !37)
!154 = !DILocation(line: 27, column: 1, scope: !20)
!155 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !156, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!156 = !DISubroutineType(types: !157)
!157 = !{!23}
!158 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 31, type: !23)
!159 = !DILocation(line: 31, column: 7, scope: !155)
!160 = !DILocalVariable(name: "j", scope: !155, file: !3, line: 31, type: !23)
!161 = !DILocation(line: 31, column: 10, scope: !155)
!162 = !DILocalVariable(name: "s", scope: !155, file: !3, line: 32, type: !5)
!163 = !DILocation(line: 32, column: 10, scope: !155)
!164 = !DILocation(line: 34, column: 10, scope: !165)
!165 = distinct !DILexicalBlock(scope: !155, file: !3, line: 34, column: 3)
!166 = !DILocation(line: 34, column: 8, scope: !165)
!167 = !DILocation(line: 34, column: 15, scope: !168)
!168 = distinct !DILexicalBlock(scope: !165, file: !3, line: 34, column: 3)
!169 = !DILocation(line: 34, column: 17, scope: !168)
!170 = !DILocation(line: 34, column: 3, scope: !165)
!171 = !DILocation(line: 35, column: 12, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !3, line: 35, column: 5)
!173 = !DILocation(line: 35, column: 10, scope: !172)
!174 = !DILocation(line: 35, column: 17, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 35, column: 5)
!176 = !DILocation(line: 35, column: 19, scope: !175)
!177 = !DILocation(line: 35, column: 5, scope: !172)
!178 = !DILocation(line: 36, column: 23, scope: !175)
!179 = !DILocation(line: 36, column: 28, scope: !175)
!180 = !DILocation(line: 36, column: 25, scope: !175)
!181 = !DILocation(line: 36, column: 22, scope: !175)
!182 = !DILocation(line: 36, column: 60, scope: !175)
!183 = !DILocation(line: 36, column: 64, scope: !175)
!184 = !DILocation(line: 36, column: 62, scope: !175)
!185 = !DILocation(line: 36, column: 66, scope: !175)
!186 = !DILocation(line: 36, column: 51, scope: !175)
!187 = !DILocation(line: 36, column: 49, scope: !175)
!188 = !DILocation(line: 36, column: 9, scope: !175)
!189 = !DILocation(line: 36, column: 11, scope: !175)
!190 = !DILocation(line: 36, column: 17, scope: !175)
!191 = !DILocation(line: 36, column: 15, scope: !175)
!192 = !DILocation(line: 36, column: 7, scope: !175)
!193 = !DILocation(line: 36, column: 20, scope: !175)
!194 = !DILocation(line: 35, column: 25, scope: !175)
!195 = !DILocation(line: 35, column: 5, scope: !175)
!196 = distinct !{!196, !177, !197, !85}
!197 = !DILocation(line: 36, column: 69, scope: !172)
!198 = !DILocation(line: 34, column: 23, scope: !168)
!199 = !DILocation(line: 34, column: 3, scope: !168)
!200 = distinct !{!200, !170, !201, !85}
!201 = !DILocation(line: 36, column: 69, scope: !165)
!202 = !DILocation(line: 37, column: 3, scope: !155)
!203 = !DILocation(line: 38, column: 10, scope: !204)
!204 = distinct !DILexicalBlock(scope: !155, file: !3, line: 38, column: 3)
!205 = !DILocation(line: 38, column: 8, scope: !204)
!206 = !DILocation(line: 38, column: 15, scope: !207)
!207 = distinct !DILexicalBlock(scope: !204, file: !3, line: 38, column: 3)
!208 = !DILocation(line: 38, column: 17, scope: !207)
!209 = !DILocation(line: 38, column: 3, scope: !204)
!210 = !DILocation(line: 39, column: 12, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 39, column: 5)
!212 = !DILocation(line: 39, column: 10, scope: !211)
!213 = !DILocation(line: 39, column: 17, scope: !214)
!214 = distinct !DILexicalBlock(scope: !211, file: !3, line: 39, column: 5)
!215 = !DILocation(line: 39, column: 22, scope: !214)
!216 = !DILocation(line: 39, column: 19, scope: !214)
!217 = !DILocation(line: 39, column: 5, scope: !211)
!218 = !DILocation(line: 40, column: 14, scope: !214)
!219 = !DILocation(line: 40, column: 16, scope: !214)
!220 = !DILocation(line: 40, column: 22, scope: !214)
!221 = !DILocation(line: 40, column: 20, scope: !214)
!222 = !DILocation(line: 40, column: 12, scope: !214)
!223 = !DILocation(line: 40, column: 9, scope: !214)
!224 = !DILocation(line: 40, column: 7, scope: !214)
!225 = !DILocation(line: 39, column: 26, scope: !214)
!226 = !DILocation(line: 39, column: 5, scope: !214)
!227 = distinct !{!227, !217, !228, !85}
!228 = !DILocation(line: 40, column: 23, scope: !211)
!229 = !DILocation(line: 38, column: 23, scope: !207)
!230 = !DILocation(line: 38, column: 3, scope: !207)
!231 = distinct !{!231, !209, !232, !85}
!232 = !DILocation(line: 40, column: 23, scope: !204)
!233 = !DILocation(line: 41, column: 14, scope: !155)
!234 = !DILocation(line: 41, column: 12, scope: !155)
!235 = !DILocation(line: 42, column: 3, scope: !155)
