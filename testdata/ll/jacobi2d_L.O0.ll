; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [160 x [160 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [160 x [160 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_jacobi2d([160 x double]* noundef %a, [160 x double]* noundef %b) #0 !dbg !22 {
entry:
  %a.addr = alloca [160 x double]*, align 8
  %b.addr = alloca [160 x double]*, align 8
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  store [160 x double]* %a, [160 x double]** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [160 x double]** %a.addr, metadata !29, metadata !DIExpression()), !dbg !30
  store [160 x double]* %b, [160 x double]** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [160 x double]** %b.addr, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %t, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %i, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %j, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %t, align 4, !dbg !40
  br label %for.cond, !dbg !42

for.cond:                                         ; preds = %for.inc58, %entry
  %0 = load i32, i32* %t, align 4, !dbg !43
  %cmp = icmp slt i32 %0, 10, !dbg !45
  br i1 %cmp, label %for.body, label %for.end60, !dbg !46

for.body:                                         ; preds = %for.cond
  store i32 1, i32* %i, align 4, !dbg !47
  br label %for.cond1, !dbg !50

for.cond1:                                        ; preds = %for.inc35, %for.body
  %1 = load i32, i32* %i, align 4, !dbg !51
  %cmp2 = icmp slt i32 %1, 159, !dbg !53
  br i1 %cmp2, label %for.body3, label %for.end37, !dbg !54

for.body3:                                        ; preds = %for.cond1
  store i32 1, i32* %j, align 4, !dbg !55
  br label %for.cond4, !dbg !57

for.cond4:                                        ; preds = %for.inc, %for.body3
  %2 = load i32, i32* %j, align 4, !dbg !58
  %cmp5 = icmp slt i32 %2, 159, !dbg !60
  br i1 %cmp5, label %for.body6, label %for.end, !dbg !61

for.body6:                                        ; preds = %for.cond4
  %3 = load [160 x double]*, [160 x double]** %a.addr, align 8, !dbg !62
  %4 = load i32, i32* %i, align 4, !dbg !63
  %idxprom = sext i32 %4 to i64, !dbg !62
  %arrayidx = getelementptr inbounds [160 x double], [160 x double]* %3, i64 %idxprom, !dbg !62
  %5 = load i32, i32* %j, align 4, !dbg !64
  %idxprom7 = sext i32 %5 to i64, !dbg !62
  %arrayidx8 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx, i64 0, i64 %idxprom7, !dbg !62
  %6 = load double, double* %arrayidx8, align 8, !dbg !62
  %7 = load [160 x double]*, [160 x double]** %a.addr, align 8, !dbg !65
  %8 = load i32, i32* %i, align 4, !dbg !66
  %sub = sub nsw i32 %8, 1, !dbg !67
  %idxprom9 = sext i32 %sub to i64, !dbg !65
  %arrayidx10 = getelementptr inbounds [160 x double], [160 x double]* %7, i64 %idxprom9, !dbg !65
  %9 = load i32, i32* %j, align 4, !dbg !68
  %idxprom11 = sext i32 %9 to i64, !dbg !65
  %arrayidx12 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !65
  %10 = load double, double* %arrayidx12, align 8, !dbg !65
  %add = fadd double %6, %10, !dbg !69
  %11 = load [160 x double]*, [160 x double]** %a.addr, align 8, !dbg !70
  %12 = load i32, i32* %i, align 4, !dbg !71
  %add13 = add nsw i32 %12, 1, !dbg !72
  %idxprom14 = sext i32 %add13 to i64, !dbg !70
  %arrayidx15 = getelementptr inbounds [160 x double], [160 x double]* %11, i64 %idxprom14, !dbg !70
  %13 = load i32, i32* %j, align 4, !dbg !73
  %idxprom16 = sext i32 %13 to i64, !dbg !70
  %arrayidx17 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx15, i64 0, i64 %idxprom16, !dbg !70
  %14 = load double, double* %arrayidx17, align 8, !dbg !70
  %add18 = fadd double %add, %14, !dbg !74
  %15 = load [160 x double]*, [160 x double]** %a.addr, align 8, !dbg !75
  %16 = load i32, i32* %i, align 4, !dbg !76
  %idxprom19 = sext i32 %16 to i64, !dbg !75
  %arrayidx20 = getelementptr inbounds [160 x double], [160 x double]* %15, i64 %idxprom19, !dbg !75
  %17 = load i32, i32* %j, align 4, !dbg !77
  %sub21 = sub nsw i32 %17, 1, !dbg !78
  %idxprom22 = sext i32 %sub21 to i64, !dbg !75
  %arrayidx23 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx20, i64 0, i64 %idxprom22, !dbg !75
  %18 = load double, double* %arrayidx23, align 8, !dbg !75
  %add24 = fadd double %add18, %18, !dbg !79
  %19 = load [160 x double]*, [160 x double]** %a.addr, align 8, !dbg !80
  %20 = load i32, i32* %i, align 4, !dbg !81
  %idxprom25 = sext i32 %20 to i64, !dbg !80
  %arrayidx26 = getelementptr inbounds [160 x double], [160 x double]* %19, i64 %idxprom25, !dbg !80
  %21 = load i32, i32* %j, align 4, !dbg !82
  %add27 = add nsw i32 %21, 1, !dbg !83
  %idxprom28 = sext i32 %add27 to i64, !dbg !80
  %arrayidx29 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx26, i64 0, i64 %idxprom28, !dbg !80
  %22 = load double, double* %arrayidx29, align 8, !dbg !80
  %add30 = fadd double %add24, %22, !dbg !84
  %mul = fmul double 2.000000e-01, %add30, !dbg !85
  %23 = load [160 x double]*, [160 x double]** %b.addr, align 8, !dbg !86
  %24 = load i32, i32* %i, align 4, !dbg !87
  %idxprom31 = sext i32 %24 to i64, !dbg !86
  %arrayidx32 = getelementptr inbounds [160 x double], [160 x double]* %23, i64 %idxprom31, !dbg !86
  %25 = load i32, i32* %j, align 4, !dbg !88
  %idxprom33 = sext i32 %25 to i64, !dbg !86
  %arrayidx34 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx32, i64 0, i64 %idxprom33, !dbg !86
  store double %mul, double* %arrayidx34, align 8, !dbg !89
  br label %for.inc, !dbg !86

for.inc:                                          ; preds = %for.body6
  %26 = load i32, i32* %j, align 4, !dbg !90
  %inc = add nsw i32 %26, 1, !dbg !90
  store i32 %inc, i32* %j, align 4, !dbg !90
  br label %for.cond4, !dbg !91, !llvm.loop !92

for.end:                                          ; preds = %for.cond4
  br label %for.inc35, !dbg !93

for.inc35:                                        ; preds = %for.end
  %27 = load i32, i32* %i, align 4, !dbg !95
  %inc36 = add nsw i32 %27, 1, !dbg !95
  store i32 %inc36, i32* %i, align 4, !dbg !95
  br label %for.cond1, !dbg !96, !llvm.loop !97

for.end37:                                        ; preds = %for.cond1
  store i32 1, i32* %i, align 4, !dbg !99
  br label %for.cond38, !dbg !101

for.cond38:                                       ; preds = %for.inc55, %for.end37
  %28 = load i32, i32* %i, align 4, !dbg !102
  %cmp39 = icmp slt i32 %28, 159, !dbg !104
  br i1 %cmp39, label %for.body40, label %for.end57, !dbg !105

for.body40:                                       ; preds = %for.cond38
  store i32 1, i32* %j, align 4, !dbg !106
  br label %for.cond41, !dbg !108

for.cond41:                                       ; preds = %for.inc52, %for.body40
  %29 = load i32, i32* %j, align 4, !dbg !109
  %cmp42 = icmp slt i32 %29, 159, !dbg !111
  br i1 %cmp42, label %for.body43, label %for.end54, !dbg !112

for.body43:                                       ; preds = %for.cond41
  %30 = load [160 x double]*, [160 x double]** %b.addr, align 8, !dbg !113
  %31 = load i32, i32* %i, align 4, !dbg !114
  %idxprom44 = sext i32 %31 to i64, !dbg !113
  %arrayidx45 = getelementptr inbounds [160 x double], [160 x double]* %30, i64 %idxprom44, !dbg !113
  %32 = load i32, i32* %j, align 4, !dbg !115
  %idxprom46 = sext i32 %32 to i64, !dbg !113
  %arrayidx47 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx45, i64 0, i64 %idxprom46, !dbg !113
  %33 = load double, double* %arrayidx47, align 8, !dbg !113
  %34 = load [160 x double]*, [160 x double]** %a.addr, align 8, !dbg !116
  %35 = load i32, i32* %i, align 4, !dbg !117
  %idxprom48 = sext i32 %35 to i64, !dbg !116
  %arrayidx49 = getelementptr inbounds [160 x double], [160 x double]* %34, i64 %idxprom48, !dbg !116
  %36 = load i32, i32* %j, align 4, !dbg !118
  %idxprom50 = sext i32 %36 to i64, !dbg !116
  %arrayidx51 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx49, i64 0, i64 %idxprom50, !dbg !116
  store double %33, double* %arrayidx51, align 8, !dbg !119
  br label %for.inc52, !dbg !116

for.inc52:                                        ; preds = %for.body43
  %37 = load i32, i32* %j, align 4, !dbg !120
  %inc53 = add nsw i32 %37, 1, !dbg !120
  store i32 %inc53, i32* %j, align 4, !dbg !120
  br label %for.cond41, !dbg !121, !llvm.loop !122

for.end54:                                        ; preds = %for.cond41
  br label %for.inc55, !dbg !123

for.inc55:                                        ; preds = %for.end54
  %38 = load i32, i32* %i, align 4, !dbg !124
  %inc56 = add nsw i32 %38, 1, !dbg !124
  store i32 %inc56, i32* %i, align 4, !dbg !124
  br label %for.cond38, !dbg !125, !llvm.loop !126

for.end57:                                        ; preds = %for.cond38
  br label %for.inc58, !dbg !128

for.inc58:                                        ; preds = %for.end57
  %39 = load i32, i32* %t, align 4, !dbg !129
  %inc59 = add nsw i32 %39, 1, !dbg !129
  store i32 %inc59, i32* %t, align 4, !dbg !129
  br label %for.cond, !dbg !130, !llvm.loop !131

for.end60:                                        ; preds = %for.cond
  ret void, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !134 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !137, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.declare(metadata i32* %j, metadata !139, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.declare(metadata double* %s, metadata !141, metadata !DIExpression()), !dbg !142
  store double 0.000000e+00, double* %s, align 8, !dbg !142
  store i32 0, i32* %i, align 4, !dbg !143
  br label %for.cond, !dbg !145

for.cond:                                         ; preds = %for.inc10, %entry
  %0 = load i32, i32* %i, align 4, !dbg !146
  %cmp = icmp slt i32 %0, 160, !dbg !148
  br i1 %cmp, label %for.body, label %for.end12, !dbg !149

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !150
  br label %for.cond1, !dbg !152

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !153
  %cmp2 = icmp slt i32 %1, 160, !dbg !155
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !156

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !157
  %3 = load i32, i32* %j, align 4, !dbg !159
  %mul = mul nsw i32 %2, %3, !dbg !160
  %rem = srem i32 %mul, 10, !dbg !161
  %conv = sitofp i32 %rem to double, !dbg !162
  %4 = load i32, i32* %i, align 4, !dbg !163
  %idxprom = sext i32 %4 to i64, !dbg !164
  %arrayidx = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %idxprom, !dbg !164
  %5 = load i32, i32* %j, align 4, !dbg !165
  %idxprom4 = sext i32 %5 to i64, !dbg !164
  %arrayidx5 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !164
  store double %conv, double* %arrayidx5, align 8, !dbg !166
  %6 = load i32, i32* %i, align 4, !dbg !167
  %idxprom6 = sext i32 %6 to i64, !dbg !168
  %arrayidx7 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Bg, i64 0, i64 %idxprom6, !dbg !168
  %7 = load i32, i32* %j, align 4, !dbg !169
  %idxprom8 = sext i32 %7 to i64, !dbg !168
  %arrayidx9 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx7, i64 0, i64 %idxprom8, !dbg !168
  store double 0.000000e+00, double* %arrayidx9, align 8, !dbg !170
  br label %for.inc, !dbg !171

for.inc:                                          ; preds = %for.body3
  %8 = load i32, i32* %j, align 4, !dbg !172
  %inc = add nsw i32 %8, 1, !dbg !172
  store i32 %inc, i32* %j, align 4, !dbg !172
  br label %for.cond1, !dbg !173, !llvm.loop !174

for.end:                                          ; preds = %for.cond1
  br label %for.inc10, !dbg !175

for.inc10:                                        ; preds = %for.end
  %9 = load i32, i32* %i, align 4, !dbg !176
  %inc11 = add nsw i32 %9, 1, !dbg !176
  store i32 %inc11, i32* %i, align 4, !dbg !176
  br label %for.cond, !dbg !177, !llvm.loop !178

for.end12:                                        ; preds = %for.cond
  call void @kernel_jacobi2d([160 x double]* noundef getelementptr inbounds ([160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 0), [160 x double]* noundef getelementptr inbounds ([160 x [160 x double]], [160 x [160 x double]]* @Bg, i64 0, i64 0)), !dbg !180
  store i32 0, i32* %i, align 4, !dbg !181
  br label %for.cond13, !dbg !183

for.cond13:                                       ; preds = %for.inc28, %for.end12
  %10 = load i32, i32* %i, align 4, !dbg !184
  %cmp14 = icmp slt i32 %10, 160, !dbg !186
  br i1 %cmp14, label %for.body16, label %for.end30, !dbg !187

for.body16:                                       ; preds = %for.cond13
  store i32 0, i32* %j, align 4, !dbg !188
  br label %for.cond17, !dbg !190

for.cond17:                                       ; preds = %for.inc25, %for.body16
  %11 = load i32, i32* %j, align 4, !dbg !191
  %cmp18 = icmp slt i32 %11, 160, !dbg !193
  br i1 %cmp18, label %for.body20, label %for.end27, !dbg !194

for.body20:                                       ; preds = %for.cond17
  %12 = load i32, i32* %i, align 4, !dbg !195
  %idxprom21 = sext i32 %12 to i64, !dbg !196
  %arrayidx22 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %idxprom21, !dbg !196
  %13 = load i32, i32* %j, align 4, !dbg !197
  %idxprom23 = sext i32 %13 to i64, !dbg !196
  %arrayidx24 = getelementptr inbounds [160 x double], [160 x double]* %arrayidx22, i64 0, i64 %idxprom23, !dbg !196
  %14 = load double, double* %arrayidx24, align 8, !dbg !196
  %15 = load double, double* %s, align 8, !dbg !198
  %add = fadd double %15, %14, !dbg !198
  store double %add, double* %s, align 8, !dbg !198
  br label %for.inc25, !dbg !199

for.inc25:                                        ; preds = %for.body20
  %16 = load i32, i32* %j, align 4, !dbg !200
  %inc26 = add nsw i32 %16, 1, !dbg !200
  store i32 %inc26, i32* %j, align 4, !dbg !200
  br label %for.cond17, !dbg !201, !llvm.loop !202

for.end27:                                        ; preds = %for.cond17
  br label %for.inc28, !dbg !203

for.inc28:                                        ; preds = %for.end27
  %17 = load i32, i32* %i, align 4, !dbg !204
  %inc29 = add nsw i32 %17, 1, !dbg !204
  store i32 %inc29, i32* %i, align 4, !dbg !204
  br label %for.cond13, !dbg !205, !llvm.loop !206

for.end30:                                        ; preds = %for.cond13
  %18 = load double, double* %s, align 8, !dbg !208
  store double %18, double* @checksum, align 8, !dbg !209
  ret i32 0, !dbg !210
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1638400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 160)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_jacobi2d", scope: !3, file: !3, line: 16, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 10240, elements: !27)
!27 = !{!11}
!28 = !{}
!29 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !3, line: 16, type: !25)
!30 = !DILocation(line: 16, column: 57, scope: !22)
!31 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !3, line: 16, type: !25)
!32 = !DILocation(line: 16, column: 73, scope: !22)
!33 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 18, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 18, column: 7, scope: !22)
!36 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 18, type: !34)
!37 = !DILocation(line: 18, column: 10, scope: !22)
!38 = !DILocalVariable(name: "j", scope: !22, file: !3, line: 18, type: !34)
!39 = !DILocation(line: 18, column: 13, scope: !22)
!40 = !DILocation(line: 19, column: 10, scope: !41)
!41 = distinct !DILexicalBlock(scope: !22, file: !3, line: 19, column: 3)
!42 = !DILocation(line: 19, column: 8, scope: !41)
!43 = !DILocation(line: 19, column: 15, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 19, column: 3)
!45 = !DILocation(line: 19, column: 17, scope: !44)
!46 = !DILocation(line: 19, column: 3, scope: !41)
!47 = !DILocation(line: 20, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 20, column: 5)
!49 = distinct !DILexicalBlock(scope: !44, file: !3, line: 19, column: 27)
!50 = !DILocation(line: 20, column: 10, scope: !48)
!51 = !DILocation(line: 20, column: 17, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 20, column: 5)
!53 = !DILocation(line: 20, column: 19, scope: !52)
!54 = !DILocation(line: 20, column: 5, scope: !48)
!55 = !DILocation(line: 21, column: 14, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 21, column: 7)
!57 = !DILocation(line: 21, column: 12, scope: !56)
!58 = !DILocation(line: 21, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 21, column: 7)
!60 = !DILocation(line: 21, column: 21, scope: !59)
!61 = !DILocation(line: 21, column: 7, scope: !56)
!62 = !DILocation(line: 22, column: 26, scope: !59)
!63 = !DILocation(line: 22, column: 28, scope: !59)
!64 = !DILocation(line: 22, column: 31, scope: !59)
!65 = !DILocation(line: 22, column: 36, scope: !59)
!66 = !DILocation(line: 22, column: 38, scope: !59)
!67 = !DILocation(line: 22, column: 40, scope: !59)
!68 = !DILocation(line: 22, column: 45, scope: !59)
!69 = !DILocation(line: 22, column: 34, scope: !59)
!70 = !DILocation(line: 22, column: 50, scope: !59)
!71 = !DILocation(line: 22, column: 52, scope: !59)
!72 = !DILocation(line: 22, column: 54, scope: !59)
!73 = !DILocation(line: 22, column: 59, scope: !59)
!74 = !DILocation(line: 22, column: 48, scope: !59)
!75 = !DILocation(line: 22, column: 64, scope: !59)
!76 = !DILocation(line: 22, column: 66, scope: !59)
!77 = !DILocation(line: 22, column: 69, scope: !59)
!78 = !DILocation(line: 22, column: 71, scope: !59)
!79 = !DILocation(line: 22, column: 62, scope: !59)
!80 = !DILocation(line: 23, column: 26, scope: !59)
!81 = !DILocation(line: 23, column: 28, scope: !59)
!82 = !DILocation(line: 23, column: 31, scope: !59)
!83 = !DILocation(line: 23, column: 33, scope: !59)
!84 = !DILocation(line: 22, column: 76, scope: !59)
!85 = !DILocation(line: 22, column: 23, scope: !59)
!86 = !DILocation(line: 22, column: 9, scope: !59)
!87 = !DILocation(line: 22, column: 11, scope: !59)
!88 = !DILocation(line: 22, column: 14, scope: !59)
!89 = !DILocation(line: 22, column: 17, scope: !59)
!90 = !DILocation(line: 21, column: 31, scope: !59)
!91 = !DILocation(line: 21, column: 7, scope: !59)
!92 = distinct !{!92, !61, !93, !94}
!93 = !DILocation(line: 23, column: 37, scope: !56)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 20, column: 29, scope: !52)
!96 = !DILocation(line: 20, column: 5, scope: !52)
!97 = distinct !{!97, !54, !98, !94}
!98 = !DILocation(line: 23, column: 37, scope: !48)
!99 = !DILocation(line: 24, column: 12, scope: !100)
!100 = distinct !DILexicalBlock(scope: !49, file: !3, line: 24, column: 5)
!101 = !DILocation(line: 24, column: 10, scope: !100)
!102 = !DILocation(line: 24, column: 17, scope: !103)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 24, column: 5)
!104 = !DILocation(line: 24, column: 19, scope: !103)
!105 = !DILocation(line: 24, column: 5, scope: !100)
!106 = !DILocation(line: 25, column: 14, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 25, column: 7)
!108 = !DILocation(line: 25, column: 12, scope: !107)
!109 = !DILocation(line: 25, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 25, column: 7)
!111 = !DILocation(line: 25, column: 21, scope: !110)
!112 = !DILocation(line: 25, column: 7, scope: !107)
!113 = !DILocation(line: 26, column: 19, scope: !110)
!114 = !DILocation(line: 26, column: 21, scope: !110)
!115 = !DILocation(line: 26, column: 24, scope: !110)
!116 = !DILocation(line: 26, column: 9, scope: !110)
!117 = !DILocation(line: 26, column: 11, scope: !110)
!118 = !DILocation(line: 26, column: 14, scope: !110)
!119 = !DILocation(line: 26, column: 17, scope: !110)
!120 = !DILocation(line: 25, column: 31, scope: !110)
!121 = !DILocation(line: 25, column: 7, scope: !110)
!122 = distinct !{!122, !112, !123, !94}
!123 = !DILocation(line: 26, column: 25, scope: !107)
!124 = !DILocation(line: 24, column: 29, scope: !103)
!125 = !DILocation(line: 24, column: 5, scope: !103)
!126 = distinct !{!126, !105, !127, !94}
!127 = !DILocation(line: 26, column: 25, scope: !100)
!128 = !DILocation(line: 27, column: 3, scope: !49)
!129 = !DILocation(line: 19, column: 23, scope: !44)
!130 = !DILocation(line: 19, column: 3, scope: !44)
!131 = distinct !{!131, !46, !132, !94}
!132 = !DILocation(line: 27, column: 3, scope: !41)
!133 = !DILocation(line: 28, column: 1, scope: !22)
!134 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !135, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!135 = !DISubroutineType(types: !136)
!136 = !{!34}
!137 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 32, type: !34)
!138 = !DILocation(line: 32, column: 7, scope: !134)
!139 = !DILocalVariable(name: "j", scope: !134, file: !3, line: 32, type: !34)
!140 = !DILocation(line: 32, column: 10, scope: !134)
!141 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 33, type: !5)
!142 = !DILocation(line: 33, column: 10, scope: !134)
!143 = !DILocation(line: 34, column: 10, scope: !144)
!144 = distinct !DILexicalBlock(scope: !134, file: !3, line: 34, column: 3)
!145 = !DILocation(line: 34, column: 8, scope: !144)
!146 = !DILocation(line: 34, column: 15, scope: !147)
!147 = distinct !DILexicalBlock(scope: !144, file: !3, line: 34, column: 3)
!148 = !DILocation(line: 34, column: 17, scope: !147)
!149 = !DILocation(line: 34, column: 3, scope: !144)
!150 = !DILocation(line: 35, column: 12, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 35, column: 5)
!152 = !DILocation(line: 35, column: 10, scope: !151)
!153 = !DILocation(line: 35, column: 17, scope: !154)
!154 = distinct !DILexicalBlock(scope: !151, file: !3, line: 35, column: 5)
!155 = !DILocation(line: 35, column: 19, scope: !154)
!156 = !DILocation(line: 35, column: 5, scope: !151)
!157 = !DILocation(line: 36, column: 28, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !3, line: 35, column: 29)
!159 = !DILocation(line: 36, column: 32, scope: !158)
!160 = !DILocation(line: 36, column: 30, scope: !158)
!161 = !DILocation(line: 36, column: 35, scope: !158)
!162 = !DILocation(line: 36, column: 18, scope: !158)
!163 = !DILocation(line: 36, column: 10, scope: !158)
!164 = !DILocation(line: 36, column: 7, scope: !158)
!165 = !DILocation(line: 36, column: 13, scope: !158)
!166 = !DILocation(line: 36, column: 16, scope: !158)
!167 = !DILocation(line: 37, column: 10, scope: !158)
!168 = !DILocation(line: 37, column: 7, scope: !158)
!169 = !DILocation(line: 37, column: 13, scope: !158)
!170 = !DILocation(line: 37, column: 16, scope: !158)
!171 = !DILocation(line: 38, column: 5, scope: !158)
!172 = !DILocation(line: 35, column: 25, scope: !154)
!173 = !DILocation(line: 35, column: 5, scope: !154)
!174 = distinct !{!174, !156, !175, !94}
!175 = !DILocation(line: 38, column: 5, scope: !151)
!176 = !DILocation(line: 34, column: 23, scope: !147)
!177 = !DILocation(line: 34, column: 3, scope: !147)
!178 = distinct !{!178, !149, !179, !94}
!179 = !DILocation(line: 38, column: 5, scope: !144)
!180 = !DILocation(line: 39, column: 3, scope: !134)
!181 = !DILocation(line: 40, column: 10, scope: !182)
!182 = distinct !DILexicalBlock(scope: !134, file: !3, line: 40, column: 3)
!183 = !DILocation(line: 40, column: 8, scope: !182)
!184 = !DILocation(line: 40, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 40, column: 3)
!186 = !DILocation(line: 40, column: 17, scope: !185)
!187 = !DILocation(line: 40, column: 3, scope: !182)
!188 = !DILocation(line: 41, column: 12, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 41, column: 5)
!190 = !DILocation(line: 41, column: 10, scope: !189)
!191 = !DILocation(line: 41, column: 17, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !3, line: 41, column: 5)
!193 = !DILocation(line: 41, column: 19, scope: !192)
!194 = !DILocation(line: 41, column: 5, scope: !189)
!195 = !DILocation(line: 42, column: 15, scope: !192)
!196 = !DILocation(line: 42, column: 12, scope: !192)
!197 = !DILocation(line: 42, column: 18, scope: !192)
!198 = !DILocation(line: 42, column: 9, scope: !192)
!199 = !DILocation(line: 42, column: 7, scope: !192)
!200 = !DILocation(line: 41, column: 25, scope: !192)
!201 = !DILocation(line: 41, column: 5, scope: !192)
!202 = distinct !{!202, !194, !203, !94}
!203 = !DILocation(line: 42, column: 19, scope: !189)
!204 = !DILocation(line: 40, column: 23, scope: !185)
!205 = !DILocation(line: 40, column: 3, scope: !185)
!206 = distinct !{!206, !187, !207, !94}
!207 = !DILocation(line: 42, column: 19, scope: !182)
!208 = !DILocation(line: 43, column: 14, scope: !134)
!209 = !DILocation(line: 43, column: 12, scope: !134)
!210 = !DILocation(line: 44, column: 3, scope: !134)
