; ModuleID = 'covariance.c'
source_filename = "covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal global [120 x double] zeroinitializer, align 16, !dbg !0
@Data = internal global [140 x [120 x double]] zeroinitializer, align 16, !dbg !7
@Cov = internal global [120 x [120 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_covariance() #0 !dbg !29 {
entry:
  %i = alloca i32, align 4
  %p = alloca i32, align 4
  %q = alloca i32, align 4
  %acc = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %i, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %p, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %q, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %p, align 4, !dbg !40
  br label %for.cond, !dbg !42

for.cond:                                         ; preds = %for.inc12, %entry
  %0 = load i32, i32* %p, align 4, !dbg !43
  %cmp = icmp slt i32 %0, 120, !dbg !45
  br i1 %cmp, label %for.body, label %for.end14, !dbg !46

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %p, align 4, !dbg !47
  %idxprom = sext i32 %1 to i64, !dbg !49
  %arrayidx = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom, !dbg !49
  store double 0.000000e+00, double* %arrayidx, align 8, !dbg !50
  store i32 0, i32* %i, align 4, !dbg !51
  br label %for.cond1, !dbg !53

for.cond1:                                        ; preds = %for.inc, %for.body
  %2 = load i32, i32* %i, align 4, !dbg !54
  %cmp2 = icmp slt i32 %2, 140, !dbg !56
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !57

for.body3:                                        ; preds = %for.cond1
  %3 = load i32, i32* %i, align 4, !dbg !58
  %idxprom4 = sext i32 %3 to i64, !dbg !59
  %arrayidx5 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom4, !dbg !59
  %4 = load i32, i32* %p, align 4, !dbg !60
  %idxprom6 = sext i32 %4 to i64, !dbg !59
  %arrayidx7 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx5, i64 0, i64 %idxprom6, !dbg !59
  %5 = load double, double* %arrayidx7, align 8, !dbg !59
  %6 = load i32, i32* %p, align 4, !dbg !61
  %idxprom8 = sext i32 %6 to i64, !dbg !62
  %arrayidx9 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom8, !dbg !62
  %7 = load double, double* %arrayidx9, align 8, !dbg !63
  %add = fadd double %7, %5, !dbg !63
  store double %add, double* %arrayidx9, align 8, !dbg !63
  br label %for.inc, !dbg !62

for.inc:                                          ; preds = %for.body3
  %8 = load i32, i32* %i, align 4, !dbg !64
  %inc = add nsw i32 %8, 1, !dbg !64
  store i32 %inc, i32* %i, align 4, !dbg !64
  br label %for.cond1, !dbg !65, !llvm.loop !66

for.end:                                          ; preds = %for.cond1
  %9 = load i32, i32* %p, align 4, !dbg !69
  %idxprom10 = sext i32 %9 to i64, !dbg !70
  %arrayidx11 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom10, !dbg !70
  %10 = load double, double* %arrayidx11, align 8, !dbg !71
  %div = fdiv double %10, 1.400000e+02, !dbg !71
  store double %div, double* %arrayidx11, align 8, !dbg !71
  br label %for.inc12, !dbg !72

for.inc12:                                        ; preds = %for.end
  %11 = load i32, i32* %p, align 4, !dbg !73
  %inc13 = add nsw i32 %11, 1, !dbg !73
  store i32 %inc13, i32* %p, align 4, !dbg !73
  br label %for.cond, !dbg !74, !llvm.loop !75

for.end14:                                        ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !77
  br label %for.cond15, !dbg !79

for.cond15:                                       ; preds = %for.inc30, %for.end14
  %12 = load i32, i32* %i, align 4, !dbg !80
  %cmp16 = icmp slt i32 %12, 140, !dbg !82
  br i1 %cmp16, label %for.body17, label %for.end32, !dbg !83

for.body17:                                       ; preds = %for.cond15
  store i32 0, i32* %p, align 4, !dbg !84
  br label %for.cond18, !dbg !86

for.cond18:                                       ; preds = %for.inc27, %for.body17
  %13 = load i32, i32* %p, align 4, !dbg !87
  %cmp19 = icmp slt i32 %13, 120, !dbg !89
  br i1 %cmp19, label %for.body20, label %for.end29, !dbg !90

for.body20:                                       ; preds = %for.cond18
  %14 = load i32, i32* %p, align 4, !dbg !91
  %idxprom21 = sext i32 %14 to i64, !dbg !92
  %arrayidx22 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom21, !dbg !92
  %15 = load double, double* %arrayidx22, align 8, !dbg !92
  %16 = load i32, i32* %i, align 4, !dbg !93
  %idxprom23 = sext i32 %16 to i64, !dbg !94
  %arrayidx24 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom23, !dbg !94
  %17 = load i32, i32* %p, align 4, !dbg !95
  %idxprom25 = sext i32 %17 to i64, !dbg !94
  %arrayidx26 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx24, i64 0, i64 %idxprom25, !dbg !94
  %18 = load double, double* %arrayidx26, align 8, !dbg !96
  %sub = fsub double %18, %15, !dbg !96
  store double %sub, double* %arrayidx26, align 8, !dbg !96
  br label %for.inc27, !dbg !94

for.inc27:                                        ; preds = %for.body20
  %19 = load i32, i32* %p, align 4, !dbg !97
  %inc28 = add nsw i32 %19, 1, !dbg !97
  store i32 %inc28, i32* %p, align 4, !dbg !97
  br label %for.cond18, !dbg !98, !llvm.loop !99

for.end29:                                        ; preds = %for.cond18
  br label %for.inc30, !dbg !100

for.inc30:                                        ; preds = %for.end29
  %20 = load i32, i32* %i, align 4, !dbg !101
  %inc31 = add nsw i32 %20, 1, !dbg !101
  store i32 %inc31, i32* %i, align 4, !dbg !101
  br label %for.cond15, !dbg !102, !llvm.loop !103

for.end32:                                        ; preds = %for.cond15
  store i32 0, i32* %p, align 4, !dbg !105
  br label %for.cond33, !dbg !107

for.cond33:                                       ; preds = %for.inc69, %for.end32
  %21 = load i32, i32* %p, align 4, !dbg !108
  %cmp34 = icmp slt i32 %21, 120, !dbg !110
  br i1 %cmp34, label %for.body35, label %for.end71, !dbg !111

for.body35:                                       ; preds = %for.cond33
  %22 = load i32, i32* %p, align 4, !dbg !112
  store i32 %22, i32* %q, align 4, !dbg !114
  br label %for.cond36, !dbg !115

for.cond36:                                       ; preds = %for.inc66, %for.body35
  %23 = load i32, i32* %q, align 4, !dbg !116
  %cmp37 = icmp slt i32 %23, 120, !dbg !118
  br i1 %cmp37, label %for.body38, label %for.end68, !dbg !119

for.body38:                                       ; preds = %for.cond36
  call void @llvm.dbg.declare(metadata double* %acc, metadata !120, metadata !DIExpression()), !dbg !122
  store double 0.000000e+00, double* %acc, align 8, !dbg !122
  store i32 0, i32* %i, align 4, !dbg !123
  br label %for.cond39, !dbg !125

for.cond39:                                       ; preds = %for.inc50, %for.body38
  %24 = load i32, i32* %i, align 4, !dbg !126
  %cmp40 = icmp slt i32 %24, 140, !dbg !128
  br i1 %cmp40, label %for.body41, label %for.end52, !dbg !129

for.body41:                                       ; preds = %for.cond39
  %25 = load i32, i32* %i, align 4, !dbg !130
  %idxprom42 = sext i32 %25 to i64, !dbg !131
  %arrayidx43 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom42, !dbg !131
  %26 = load i32, i32* %p, align 4, !dbg !132
  %idxprom44 = sext i32 %26 to i64, !dbg !131
  %arrayidx45 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx43, i64 0, i64 %idxprom44, !dbg !131
  %27 = load double, double* %arrayidx45, align 8, !dbg !131
  %28 = load i32, i32* %i, align 4, !dbg !133
  %idxprom46 = sext i32 %28 to i64, !dbg !134
  %arrayidx47 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom46, !dbg !134
  %29 = load i32, i32* %q, align 4, !dbg !135
  %idxprom48 = sext i32 %29 to i64, !dbg !134
  %arrayidx49 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx47, i64 0, i64 %idxprom48, !dbg !134
  %30 = load double, double* %arrayidx49, align 8, !dbg !134
  %31 = load double, double* %acc, align 8, !dbg !136
  %32 = call double @llvm.fmuladd.f64(double %27, double %30, double %31), !dbg !136
  store double %32, double* %acc, align 8, !dbg !136
  br label %for.inc50, !dbg !137

for.inc50:                                        ; preds = %for.body41
  %33 = load i32, i32* %i, align 4, !dbg !138
  %inc51 = add nsw i32 %33, 1, !dbg !138
  store i32 %inc51, i32* %i, align 4, !dbg !138
  br label %for.cond39, !dbg !139, !llvm.loop !140

for.end52:                                        ; preds = %for.cond39
  %34 = load double, double* %acc, align 8, !dbg !142
  %div53 = fdiv double %34, 1.390000e+02, !dbg !143
  %35 = load i32, i32* %p, align 4, !dbg !144
  %idxprom54 = sext i32 %35 to i64, !dbg !145
  %arrayidx55 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %idxprom54, !dbg !145
  %36 = load i32, i32* %q, align 4, !dbg !146
  %idxprom56 = sext i32 %36 to i64, !dbg !145
  %arrayidx57 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx55, i64 0, i64 %idxprom56, !dbg !145
  store double %div53, double* %arrayidx57, align 8, !dbg !147
  %37 = load i32, i32* %p, align 4, !dbg !148
  %idxprom58 = sext i32 %37 to i64, !dbg !149
  %arrayidx59 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %idxprom58, !dbg !149
  %38 = load i32, i32* %q, align 4, !dbg !150
  %idxprom60 = sext i32 %38 to i64, !dbg !149
  %arrayidx61 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx59, i64 0, i64 %idxprom60, !dbg !149
  %39 = load double, double* %arrayidx61, align 8, !dbg !149
  %40 = load i32, i32* %q, align 4, !dbg !151
  %idxprom62 = sext i32 %40 to i64, !dbg !152
  %arrayidx63 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %idxprom62, !dbg !152
  %41 = load i32, i32* %p, align 4, !dbg !153
  %idxprom64 = sext i32 %41 to i64, !dbg !152
  %arrayidx65 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx63, i64 0, i64 %idxprom64, !dbg !152
  store double %39, double* %arrayidx65, align 8, !dbg !154
  br label %for.inc66, !dbg !155

for.inc66:                                        ; preds = %for.end52
  %42 = load i32, i32* %q, align 4, !dbg !156
  %inc67 = add nsw i32 %42, 1, !dbg !156
  store i32 %inc67, i32* %q, align 4, !dbg !156
  br label %for.cond36, !dbg !157, !llvm.loop !158

for.end68:                                        ; preds = %for.cond36
  br label %for.inc69, !dbg !159

for.inc69:                                        ; preds = %for.end68
  %43 = load i32, i32* %p, align 4, !dbg !160
  %inc70 = add nsw i32 %43, 1, !dbg !160
  store i32 %inc70, i32* %p, align 4, !dbg !160
  br label %for.cond33, !dbg !161, !llvm.loop !162

for.end71:                                        ; preds = %for.cond33
  ret void, !dbg !164
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !165 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %p = alloca i32, align 4
  %q = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata i32* %p, metadata !170, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.declare(metadata i32* %q, metadata !172, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.declare(metadata double* %s, metadata !174, metadata !DIExpression()), !dbg !175
  store double 0.000000e+00, double* %s, align 8, !dbg !175
  store i32 0, i32* %i, align 4, !dbg !176
  br label %for.cond, !dbg !178

for.cond:                                         ; preds = %for.inc6, %entry
  %0 = load i32, i32* %i, align 4, !dbg !179
  %cmp = icmp slt i32 %0, 140, !dbg !181
  br i1 %cmp, label %for.body, label %for.end8, !dbg !182

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %p, align 4, !dbg !183
  br label %for.cond1, !dbg !185

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %p, align 4, !dbg !186
  %cmp2 = icmp slt i32 %1, 120, !dbg !188
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !189

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !190
  %3 = load i32, i32* %p, align 4, !dbg !191
  %add = add nsw i32 %3, 1, !dbg !192
  %mul = mul nsw i32 %2, %add, !dbg !193
  %rem = srem i32 %mul, 23, !dbg !194
  %conv = sitofp i32 %rem to double, !dbg !195
  %div = fdiv double %conv, 2.300000e+01, !dbg !196
  %4 = load i32, i32* %i, align 4, !dbg !197
  %idxprom = sext i32 %4 to i64, !dbg !198
  %arrayidx = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom, !dbg !198
  %5 = load i32, i32* %p, align 4, !dbg !199
  %idxprom4 = sext i32 %5 to i64, !dbg !198
  %arrayidx5 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !198
  store double %div, double* %arrayidx5, align 8, !dbg !200
  br label %for.inc, !dbg !198

for.inc:                                          ; preds = %for.body3
  %6 = load i32, i32* %p, align 4, !dbg !201
  %inc = add nsw i32 %6, 1, !dbg !201
  store i32 %inc, i32* %p, align 4, !dbg !201
  br label %for.cond1, !dbg !202, !llvm.loop !203

for.end:                                          ; preds = %for.cond1
  br label %for.inc6, !dbg !204

for.inc6:                                         ; preds = %for.end
  %7 = load i32, i32* %i, align 4, !dbg !205
  %inc7 = add nsw i32 %7, 1, !dbg !205
  store i32 %inc7, i32* %i, align 4, !dbg !205
  br label %for.cond, !dbg !206, !llvm.loop !207

for.end8:                                         ; preds = %for.cond
  call void @kernel_covariance(), !dbg !209
  store i32 0, i32* %p, align 4, !dbg !210
  br label %for.cond9, !dbg !212

for.cond9:                                        ; preds = %for.inc25, %for.end8
  %8 = load i32, i32* %p, align 4, !dbg !213
  %cmp10 = icmp slt i32 %8, 120, !dbg !215
  br i1 %cmp10, label %for.body12, label %for.end27, !dbg !216

for.body12:                                       ; preds = %for.cond9
  store i32 0, i32* %q, align 4, !dbg !217
  br label %for.cond13, !dbg !219

for.cond13:                                       ; preds = %for.inc22, %for.body12
  %9 = load i32, i32* %q, align 4, !dbg !220
  %cmp14 = icmp slt i32 %9, 120, !dbg !222
  br i1 %cmp14, label %for.body16, label %for.end24, !dbg !223

for.body16:                                       ; preds = %for.cond13
  %10 = load i32, i32* %p, align 4, !dbg !224
  %idxprom17 = sext i32 %10 to i64, !dbg !225
  %arrayidx18 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %idxprom17, !dbg !225
  %11 = load i32, i32* %q, align 4, !dbg !226
  %idxprom19 = sext i32 %11 to i64, !dbg !225
  %arrayidx20 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx18, i64 0, i64 %idxprom19, !dbg !225
  %12 = load double, double* %arrayidx20, align 8, !dbg !225
  %13 = load double, double* %s, align 8, !dbg !227
  %add21 = fadd double %13, %12, !dbg !227
  store double %add21, double* %s, align 8, !dbg !227
  br label %for.inc22, !dbg !228

for.inc22:                                        ; preds = %for.body16
  %14 = load i32, i32* %q, align 4, !dbg !229
  %inc23 = add nsw i32 %14, 1, !dbg !229
  store i32 %inc23, i32* %q, align 4, !dbg !229
  br label %for.cond13, !dbg !230, !llvm.loop !231

for.end24:                                        ; preds = %for.cond13
  br label %for.inc25, !dbg !232

for.inc25:                                        ; preds = %for.end24
  %15 = load i32, i32* %p, align 4, !dbg !233
  %inc26 = add nsw i32 %15, 1, !dbg !233
  store i32 %inc26, i32* %p, align 4, !dbg !233
  br label %for.cond9, !dbg !234, !llvm.loop !235

for.end27:                                        ; preds = %for.cond9
  %16 = load double, double* %s, align 8, !dbg !237
  store double %16, double* @checksum, align 8, !dbg !238
  ret i32 0, !dbg !239
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1075200, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 140)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 921600, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !20)
!20 = !{!12}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_covariance", scope: !3, file: !3, line: 18, type: !30, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 20, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 20, column: 7, scope: !29)
!36 = !DILocalVariable(name: "p", scope: !29, file: !3, line: 20, type: !34)
!37 = !DILocation(line: 20, column: 10, scope: !29)
!38 = !DILocalVariable(name: "q", scope: !29, file: !3, line: 20, type: !34)
!39 = !DILocation(line: 20, column: 13, scope: !29)
!40 = !DILocation(line: 21, column: 10, scope: !41)
!41 = distinct !DILexicalBlock(scope: !29, file: !3, line: 21, column: 3)
!42 = !DILocation(line: 21, column: 8, scope: !41)
!43 = !DILocation(line: 21, column: 15, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 21, column: 17, scope: !44)
!46 = !DILocation(line: 21, column: 3, scope: !41)
!47 = !DILocation(line: 22, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 27)
!49 = !DILocation(line: 22, column: 5, scope: !48)
!50 = !DILocation(line: 22, column: 13, scope: !48)
!51 = !DILocation(line: 23, column: 12, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 23, column: 5)
!53 = !DILocation(line: 23, column: 10, scope: !52)
!54 = !DILocation(line: 23, column: 17, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 23, column: 5)
!56 = !DILocation(line: 23, column: 19, scope: !55)
!57 = !DILocation(line: 23, column: 5, scope: !52)
!58 = !DILocation(line: 24, column: 23, scope: !55)
!59 = !DILocation(line: 24, column: 18, scope: !55)
!60 = !DILocation(line: 24, column: 26, scope: !55)
!61 = !DILocation(line: 24, column: 12, scope: !55)
!62 = !DILocation(line: 24, column: 7, scope: !55)
!63 = !DILocation(line: 24, column: 15, scope: !55)
!64 = !DILocation(line: 23, column: 25, scope: !55)
!65 = !DILocation(line: 23, column: 5, scope: !55)
!66 = distinct !{!66, !57, !67, !68}
!67 = !DILocation(line: 24, column: 27, scope: !52)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 25, column: 10, scope: !48)
!70 = !DILocation(line: 25, column: 5, scope: !48)
!71 = !DILocation(line: 25, column: 13, scope: !48)
!72 = !DILocation(line: 26, column: 3, scope: !48)
!73 = !DILocation(line: 21, column: 23, scope: !44)
!74 = !DILocation(line: 21, column: 3, scope: !44)
!75 = distinct !{!75, !46, !76, !68}
!76 = !DILocation(line: 26, column: 3, scope: !41)
!77 = !DILocation(line: 27, column: 10, scope: !78)
!78 = distinct !DILexicalBlock(scope: !29, file: !3, line: 27, column: 3)
!79 = !DILocation(line: 27, column: 8, scope: !78)
!80 = !DILocation(line: 27, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !3, line: 27, column: 3)
!82 = !DILocation(line: 27, column: 17, scope: !81)
!83 = !DILocation(line: 27, column: 3, scope: !78)
!84 = !DILocation(line: 28, column: 12, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28, column: 5)
!86 = !DILocation(line: 28, column: 10, scope: !85)
!87 = !DILocation(line: 28, column: 17, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 28, column: 5)
!89 = !DILocation(line: 28, column: 19, scope: !88)
!90 = !DILocation(line: 28, column: 5, scope: !85)
!91 = !DILocation(line: 29, column: 26, scope: !88)
!92 = !DILocation(line: 29, column: 21, scope: !88)
!93 = !DILocation(line: 29, column: 12, scope: !88)
!94 = !DILocation(line: 29, column: 7, scope: !88)
!95 = !DILocation(line: 29, column: 15, scope: !88)
!96 = !DILocation(line: 29, column: 18, scope: !88)
!97 = !DILocation(line: 28, column: 25, scope: !88)
!98 = !DILocation(line: 28, column: 5, scope: !88)
!99 = distinct !{!99, !90, !100, !68}
!100 = !DILocation(line: 29, column: 27, scope: !85)
!101 = !DILocation(line: 27, column: 23, scope: !81)
!102 = !DILocation(line: 27, column: 3, scope: !81)
!103 = distinct !{!103, !83, !104, !68}
!104 = !DILocation(line: 29, column: 27, scope: !78)
!105 = !DILocation(line: 30, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !29, file: !3, line: 30, column: 3)
!107 = !DILocation(line: 30, column: 8, scope: !106)
!108 = !DILocation(line: 30, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 30, column: 3)
!110 = !DILocation(line: 30, column: 17, scope: !109)
!111 = !DILocation(line: 30, column: 3, scope: !106)
!112 = !DILocation(line: 31, column: 14, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 31, column: 5)
!114 = !DILocation(line: 31, column: 12, scope: !113)
!115 = !DILocation(line: 31, column: 10, scope: !113)
!116 = !DILocation(line: 31, column: 17, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 31, column: 5)
!118 = !DILocation(line: 31, column: 19, scope: !117)
!119 = !DILocation(line: 31, column: 5, scope: !113)
!120 = !DILocalVariable(name: "acc", scope: !121, file: !3, line: 32, type: !5)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 31, column: 29)
!122 = !DILocation(line: 32, column: 14, scope: !121)
!123 = !DILocation(line: 33, column: 14, scope: !124)
!124 = distinct !DILexicalBlock(scope: !121, file: !3, line: 33, column: 7)
!125 = !DILocation(line: 33, column: 12, scope: !124)
!126 = !DILocation(line: 33, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 33, column: 7)
!128 = !DILocation(line: 33, column: 21, scope: !127)
!129 = !DILocation(line: 33, column: 7, scope: !124)
!130 = !DILocation(line: 34, column: 21, scope: !127)
!131 = !DILocation(line: 34, column: 16, scope: !127)
!132 = !DILocation(line: 34, column: 24, scope: !127)
!133 = !DILocation(line: 34, column: 34, scope: !127)
!134 = !DILocation(line: 34, column: 29, scope: !127)
!135 = !DILocation(line: 34, column: 37, scope: !127)
!136 = !DILocation(line: 34, column: 13, scope: !127)
!137 = !DILocation(line: 34, column: 9, scope: !127)
!138 = !DILocation(line: 33, column: 27, scope: !127)
!139 = !DILocation(line: 33, column: 7, scope: !127)
!140 = distinct !{!140, !129, !141, !68}
!141 = !DILocation(line: 34, column: 38, scope: !124)
!142 = !DILocation(line: 35, column: 19, scope: !121)
!143 = !DILocation(line: 35, column: 23, scope: !121)
!144 = !DILocation(line: 35, column: 11, scope: !121)
!145 = !DILocation(line: 35, column: 7, scope: !121)
!146 = !DILocation(line: 35, column: 14, scope: !121)
!147 = !DILocation(line: 35, column: 17, scope: !121)
!148 = !DILocation(line: 36, column: 23, scope: !121)
!149 = !DILocation(line: 36, column: 19, scope: !121)
!150 = !DILocation(line: 36, column: 26, scope: !121)
!151 = !DILocation(line: 36, column: 11, scope: !121)
!152 = !DILocation(line: 36, column: 7, scope: !121)
!153 = !DILocation(line: 36, column: 14, scope: !121)
!154 = !DILocation(line: 36, column: 17, scope: !121)
!155 = !DILocation(line: 37, column: 5, scope: !121)
!156 = !DILocation(line: 31, column: 25, scope: !117)
!157 = !DILocation(line: 31, column: 5, scope: !117)
!158 = distinct !{!158, !119, !159, !68}
!159 = !DILocation(line: 37, column: 5, scope: !113)
!160 = !DILocation(line: 30, column: 23, scope: !109)
!161 = !DILocation(line: 30, column: 3, scope: !109)
!162 = distinct !{!162, !111, !163, !68}
!163 = !DILocation(line: 37, column: 5, scope: !106)
!164 = !DILocation(line: 38, column: 1, scope: !29)
!165 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !166, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!166 = !DISubroutineType(types: !167)
!167 = !{!34}
!168 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 42, type: !34)
!169 = !DILocation(line: 42, column: 7, scope: !165)
!170 = !DILocalVariable(name: "p", scope: !165, file: !3, line: 42, type: !34)
!171 = !DILocation(line: 42, column: 10, scope: !165)
!172 = !DILocalVariable(name: "q", scope: !165, file: !3, line: 42, type: !34)
!173 = !DILocation(line: 42, column: 13, scope: !165)
!174 = !DILocalVariable(name: "s", scope: !165, file: !3, line: 43, type: !5)
!175 = !DILocation(line: 43, column: 10, scope: !165)
!176 = !DILocation(line: 44, column: 10, scope: !177)
!177 = distinct !DILexicalBlock(scope: !165, file: !3, line: 44, column: 3)
!178 = !DILocation(line: 44, column: 8, scope: !177)
!179 = !DILocation(line: 44, column: 15, scope: !180)
!180 = distinct !DILexicalBlock(scope: !177, file: !3, line: 44, column: 3)
!181 = !DILocation(line: 44, column: 17, scope: !180)
!182 = !DILocation(line: 44, column: 3, scope: !177)
!183 = !DILocation(line: 45, column: 12, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !3, line: 45, column: 5)
!185 = !DILocation(line: 45, column: 10, scope: !184)
!186 = !DILocation(line: 45, column: 17, scope: !187)
!187 = distinct !DILexicalBlock(scope: !184, file: !3, line: 45, column: 5)
!188 = !DILocation(line: 45, column: 19, scope: !187)
!189 = !DILocation(line: 45, column: 5, scope: !184)
!190 = !DILocation(line: 46, column: 30, scope: !187)
!191 = !DILocation(line: 46, column: 35, scope: !187)
!192 = !DILocation(line: 46, column: 37, scope: !187)
!193 = !DILocation(line: 46, column: 32, scope: !187)
!194 = !DILocation(line: 46, column: 43, scope: !187)
!195 = !DILocation(line: 46, column: 20, scope: !187)
!196 = !DILocation(line: 46, column: 49, scope: !187)
!197 = !DILocation(line: 46, column: 12, scope: !187)
!198 = !DILocation(line: 46, column: 7, scope: !187)
!199 = !DILocation(line: 46, column: 15, scope: !187)
!200 = !DILocation(line: 46, column: 18, scope: !187)
!201 = !DILocation(line: 45, column: 25, scope: !187)
!202 = !DILocation(line: 45, column: 5, scope: !187)
!203 = distinct !{!203, !189, !204, !68}
!204 = !DILocation(line: 46, column: 51, scope: !184)
!205 = !DILocation(line: 44, column: 23, scope: !180)
!206 = !DILocation(line: 44, column: 3, scope: !180)
!207 = distinct !{!207, !182, !208, !68}
!208 = !DILocation(line: 46, column: 51, scope: !177)
!209 = !DILocation(line: 47, column: 3, scope: !165)
!210 = !DILocation(line: 48, column: 10, scope: !211)
!211 = distinct !DILexicalBlock(scope: !165, file: !3, line: 48, column: 3)
!212 = !DILocation(line: 48, column: 8, scope: !211)
!213 = !DILocation(line: 48, column: 15, scope: !214)
!214 = distinct !DILexicalBlock(scope: !211, file: !3, line: 48, column: 3)
!215 = !DILocation(line: 48, column: 17, scope: !214)
!216 = !DILocation(line: 48, column: 3, scope: !211)
!217 = !DILocation(line: 49, column: 12, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !3, line: 49, column: 5)
!219 = !DILocation(line: 49, column: 10, scope: !218)
!220 = !DILocation(line: 49, column: 17, scope: !221)
!221 = distinct !DILexicalBlock(scope: !218, file: !3, line: 49, column: 5)
!222 = !DILocation(line: 49, column: 19, scope: !221)
!223 = !DILocation(line: 49, column: 5, scope: !218)
!224 = !DILocation(line: 50, column: 16, scope: !221)
!225 = !DILocation(line: 50, column: 12, scope: !221)
!226 = !DILocation(line: 50, column: 19, scope: !221)
!227 = !DILocation(line: 50, column: 9, scope: !221)
!228 = !DILocation(line: 50, column: 7, scope: !221)
!229 = !DILocation(line: 49, column: 25, scope: !221)
!230 = !DILocation(line: 49, column: 5, scope: !221)
!231 = distinct !{!231, !223, !232, !68}
!232 = !DILocation(line: 50, column: 20, scope: !218)
!233 = !DILocation(line: 48, column: 23, scope: !214)
!234 = !DILocation(line: 48, column: 3, scope: !214)
!235 = distinct !{!235, !216, !236, !68}
!236 = !DILocation(line: 50, column: 20, scope: !211)
!237 = !DILocation(line: 51, column: 14, scope: !165)
!238 = !DILocation(line: 51, column: 12, scope: !165)
!239 = !DILocation(line: 52, column: 3, scope: !165)
