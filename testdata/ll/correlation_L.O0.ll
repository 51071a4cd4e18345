; ModuleID = 'correlation.c'
source_filename = "correlation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal global [120 x double] zeroinitializer, align 16, !dbg !0
@Data = internal global [140 x [120 x double]] zeroinitializer, align 16, !dbg !7
@Stddev = internal global [120 x double] zeroinitializer, align 16, !dbg !13
@Corr = internal global [120 x [120 x double]] zeroinitializer, align 16, !dbg !17
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_correlation() #0 !dbg !31 {
entry:
  %i = alloca i32, align 4
  %p = alloca i32, align 4
  %q = alloca i32, align 4
  %eps = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %i, metadata !35, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %p, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %q, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata double* %eps, metadata !42, metadata !DIExpression()), !dbg !44
  store double 1.000000e-01, double* %eps, align 8, !dbg !44
  store i32 0, i32* %p, align 4, !dbg !45
  br label %for.cond, !dbg !47

for.cond:                                         ; preds = %for.inc12, %entry
  %0 = load i32, i32* %p, align 4, !dbg !48
  %cmp = icmp slt i32 %0, 120, !dbg !50
  br i1 %cmp, label %for.body, label %for.end14, !dbg !51

for.body:                                         ; preds = %for.cond
  %1 = load i32, i32* %p, align 4, !dbg !52
  %idxprom = sext i32 %1 to i64, !dbg !54
  %arrayidx = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom, !dbg !54
  store double 0.000000e+00, double* %arrayidx, align 8, !dbg !55
  store i32 0, i32* %i, align 4, !dbg !56
  br label %for.cond1, !dbg !58

for.cond1:                                        ; preds = %for.inc, %for.body
  %2 = load i32, i32* %i, align 4, !dbg !59
  %cmp2 = icmp slt i32 %2, 140, !dbg !61
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !62

for.body3:                                        ; preds = %for.cond1
  %3 = load i32, i32* %i, align 4, !dbg !63
  %idxprom4 = sext i32 %3 to i64, !dbg !64
  %arrayidx5 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom4, !dbg !64
  %4 = load i32, i32* %p, align 4, !dbg !65
  %idxprom6 = sext i32 %4 to i64, !dbg !64
  %arrayidx7 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx5, i64 0, i64 %idxprom6, !dbg !64
  %5 = load double, double* %arrayidx7, align 8, !dbg !64
  %6 = load i32, i32* %p, align 4, !dbg !66
  %idxprom8 = sext i32 %6 to i64, !dbg !67
  %arrayidx9 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom8, !dbg !67
  %7 = load double, double* %arrayidx9, align 8, !dbg !68
  %add = fadd double %7, %5, !dbg !68
  store double %add, double* %arrayidx9, align 8, !dbg !68
  br label %for.inc, !dbg !67

for.inc:                                          ; preds = %for.body3
  %8 = load i32, i32* %i, align 4, !dbg !69
  %inc = add nsw i32 %8, 1, !dbg !69
  store i32 %inc, i32* %i, align 4, !dbg !69
  br label %for.cond1, !dbg !70, !llvm.loop !71

for.end:                                          ; preds = %for.cond1
  %9 = load i32, i32* %p, align 4, !dbg !74
  %idxprom10 = sext i32 %9 to i64, !dbg !75
  %arrayidx11 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom10, !dbg !75
  %10 = load double, double* %arrayidx11, align 8, !dbg !76
  %div = fdiv double %10, 1.400000e+02, !dbg !76
  store double %div, double* %arrayidx11, align 8, !dbg !76
  br label %for.inc12, !dbg !77

for.inc12:                                        ; preds = %for.end
  %11 = load i32, i32* %p, align 4, !dbg !78
  %inc13 = add nsw i32 %11, 1, !dbg !78
  store i32 %inc13, i32* %p, align 4, !dbg !78
  br label %for.cond, !dbg !79, !llvm.loop !80

for.end14:                                        ; preds = %for.cond
  store i32 0, i32* %p, align 4, !dbg !82
  br label %for.cond15, !dbg !84

for.cond15:                                       ; preds = %for.inc51, %for.end14
  %12 = load i32, i32* %p, align 4, !dbg !85
  %cmp16 = icmp slt i32 %12, 120, !dbg !87
  br i1 %cmp16, label %for.body17, label %for.end53, !dbg !88

for.body17:                                       ; preds = %for.cond15
  %13 = load i32, i32* %p, align 4, !dbg !89
  %idxprom18 = sext i32 %13 to i64, !dbg !91
  %arrayidx19 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom18, !dbg !91
  store double 0.000000e+00, double* %arrayidx19, align 8, !dbg !92
  store i32 0, i32* %i, align 4, !dbg !93
  br label %for.cond20, !dbg !95

for.cond20:                                       ; preds = %for.inc38, %for.body17
  %14 = load i32, i32* %i, align 4, !dbg !96
  %cmp21 = icmp slt i32 %14, 140, !dbg !98
  br i1 %cmp21, label %for.body22, label %for.end40, !dbg !99

for.body22:                                       ; preds = %for.cond20
  %15 = load i32, i32* %i, align 4, !dbg !100
  %idxprom23 = sext i32 %15 to i64, !dbg !101
  %arrayidx24 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom23, !dbg !101
  %16 = load i32, i32* %p, align 4, !dbg !102
  %idxprom25 = sext i32 %16 to i64, !dbg !101
  %arrayidx26 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx24, i64 0, i64 %idxprom25, !dbg !101
  %17 = load double, double* %arrayidx26, align 8, !dbg !101
  %18 = load i32, i32* %p, align 4, !dbg !103
  %idxprom27 = sext i32 %18 to i64, !dbg !104
  %arrayidx28 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom27, !dbg !104
  %19 = load double, double* %arrayidx28, align 8, !dbg !104
  %sub = fsub double %17, %19, !dbg !105
  %20 = load i32, i32* %i, align 4, !dbg !106
  %idxprom29 = sext i32 %20 to i64, !dbg !107
  %arrayidx30 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom29, !dbg !107
  %21 = load i32, i32* %p, align 4, !dbg !108
  %idxprom31 = sext i32 %21 to i64, !dbg !107
  %arrayidx32 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx30, i64 0, i64 %idxprom31, !dbg !107
  %22 = load double, double* %arrayidx32, align 8, !dbg !107
  %23 = load i32, i32* %p, align 4, !dbg !109
  %idxprom33 = sext i32 %23 to i64, !dbg !110
  %arrayidx34 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom33, !dbg !110
  %24 = load double, double* %arrayidx34, align 8, !dbg !110
  %sub35 = fsub double %22, %24, !dbg !111
  %25 = load i32, i32* %p, align 4, !dbg !112
  %idxprom36 = sext i32 %25 to i64, !dbg !113
  %arrayidx37 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom36, !dbg !113
  %26 = load double, double* %arrayidx37, align 8, !dbg !114
  %27 = call double @llvm.fmuladd.f64(double %sub, double %sub35, double %26), !dbg !114
  store double %27, double* %arrayidx37, align 8, !dbg !114
  br label %for.inc38, !dbg !113

for.inc38:                                        ; preds = %for.body22
  %28 = load i32, i32* %i, align 4, !dbg !115
  %inc39 = add nsw i32 %28, 1, !dbg !115
  store i32 %inc39, i32* %i, align 4, !dbg !115
  br label %for.cond20, !dbg !116, !llvm.loop !117

for.end40:                                        ; preds = %for.cond20
  %29 = load i32, i32* %p, align 4, !dbg !119
  %idxprom41 = sext i32 %29 to i64, !dbg !120
  %arrayidx42 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom41, !dbg !120
  %30 = load double, double* %arrayidx42, align 8, !dbg !120
  %div43 = fdiv double %30, 1.400000e+02, !dbg !121
  %call = call double @newton_sqrt(double noundef %div43), !dbg !122
  %31 = load i32, i32* %p, align 4, !dbg !123
  %idxprom44 = sext i32 %31 to i64, !dbg !124
  %arrayidx45 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom44, !dbg !124
  store double %call, double* %arrayidx45, align 8, !dbg !125
  %32 = load i32, i32* %p, align 4, !dbg !126
  %idxprom46 = sext i32 %32 to i64, !dbg !128
  %arrayidx47 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom46, !dbg !128
  %33 = load double, double* %arrayidx47, align 8, !dbg !128
  %cmp48 = fcmp ole double %33, 1.000000e-01, !dbg !129
  br i1 %cmp48, label %if.then, label %if.end, !dbg !130

if.then:                                          ; preds = %for.end40
  %34 = load i32, i32* %p, align 4, !dbg !131
  %idxprom49 = sext i32 %34 to i64, !dbg !132
  %arrayidx50 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom49, !dbg !132
  store double 1.000000e+00, double* %arrayidx50, align 8, !dbg !133
  br label %if.end, !dbg !132

if.end:                                           ; preds = %if.then, %for.end40
  br label %for.inc51, !dbg !134

for.inc51:                                        ; preds = %if.end
  %35 = load i32, i32* %p, align 4, !dbg !135
  %inc52 = add nsw i32 %35, 1, !dbg !135
  store i32 %inc52, i32* %p, align 4, !dbg !135
  br label %for.cond15, !dbg !136, !llvm.loop !137

for.end53:                                        ; preds = %for.cond15
  store i32 0, i32* %i, align 4, !dbg !139
  br label %for.cond54, !dbg !141

for.cond54:                                       ; preds = %for.inc78, %for.end53
  %36 = load i32, i32* %i, align 4, !dbg !142
  %cmp55 = icmp slt i32 %36, 140, !dbg !144
  br i1 %cmp55, label %for.body56, label %for.end80, !dbg !145

for.body56:                                       ; preds = %for.cond54
  store i32 0, i32* %p, align 4, !dbg !146
  br label %for.cond57, !dbg !148

for.cond57:                                       ; preds = %for.inc75, %for.body56
  %37 = load i32, i32* %p, align 4, !dbg !149
  %cmp58 = icmp slt i32 %37, 120, !dbg !151
  br i1 %cmp58, label %for.body59, label %for.end77, !dbg !152

for.body59:                                       ; preds = %for.cond57
  %38 = load i32, i32* %i, align 4, !dbg !153
  %idxprom60 = sext i32 %38 to i64, !dbg !154
  %arrayidx61 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom60, !dbg !154
  %39 = load i32, i32* %p, align 4, !dbg !155
  %idxprom62 = sext i32 %39 to i64, !dbg !154
  %arrayidx63 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx61, i64 0, i64 %idxprom62, !dbg !154
  %40 = load double, double* %arrayidx63, align 8, !dbg !154
  %41 = load i32, i32* %p, align 4, !dbg !156
  %idxprom64 = sext i32 %41 to i64, !dbg !157
  %arrayidx65 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %idxprom64, !dbg !157
  %42 = load double, double* %arrayidx65, align 8, !dbg !157
  %sub66 = fsub double %40, %42, !dbg !158
  %call67 = call double @newton_sqrt(double noundef 1.400000e+02), !dbg !159
  %43 = load i32, i32* %p, align 4, !dbg !160
  %idxprom68 = sext i32 %43 to i64, !dbg !161
  %arrayidx69 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %idxprom68, !dbg !161
  %44 = load double, double* %arrayidx69, align 8, !dbg !161
  %mul = fmul double %call67, %44, !dbg !162
  %div70 = fdiv double %sub66, %mul, !dbg !163
  %45 = load i32, i32* %i, align 4, !dbg !164
  %idxprom71 = sext i32 %45 to i64, !dbg !165
  %arrayidx72 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom71, !dbg !165
  %46 = load i32, i32* %p, align 4, !dbg !166
  %idxprom73 = sext i32 %46 to i64, !dbg !165
  %arrayidx74 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx72, i64 0, i64 %idxprom73, !dbg !165
  store double %div70, double* %arrayidx74, align 8, !dbg !167
  br label %for.inc75, !dbg !165

for.inc75:                                        ; preds = %for.body59
  %47 = load i32, i32* %p, align 4, !dbg !168
  %inc76 = add nsw i32 %47, 1, !dbg !168
  store i32 %inc76, i32* %p, align 4, !dbg !168
  br label %for.cond57, !dbg !169, !llvm.loop !170

for.end77:                                        ; preds = %for.cond57
  br label %for.inc78, !dbg !171

for.inc78:                                        ; preds = %for.end77
  %48 = load i32, i32* %i, align 4, !dbg !172
  %inc79 = add nsw i32 %48, 1, !dbg !172
  store i32 %inc79, i32* %i, align 4, !dbg !172
  br label %for.cond54, !dbg !173, !llvm.loop !174

for.end80:                                        ; preds = %for.cond54
  store i32 0, i32* %p, align 4, !dbg !176
  br label %for.cond81, !dbg !178

for.cond81:                                       ; preds = %for.inc126, %for.end80
  %49 = load i32, i32* %p, align 4, !dbg !179
  %cmp82 = icmp slt i32 %49, 119, !dbg !181
  br i1 %cmp82, label %for.body83, label %for.end128, !dbg !182

for.body83:                                       ; preds = %for.cond81
  %50 = load i32, i32* %p, align 4, !dbg !183
  %idxprom84 = sext i32 %50 to i64, !dbg !185
  %arrayidx85 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %idxprom84, !dbg !185
  %51 = load i32, i32* %p, align 4, !dbg !186
  %idxprom86 = sext i32 %51 to i64, !dbg !185
  %arrayidx87 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx85, i64 0, i64 %idxprom86, !dbg !185
  store double 1.000000e+00, double* %arrayidx87, align 8, !dbg !187
  %52 = load i32, i32* %p, align 4, !dbg !188
  %add88 = add nsw i32 %52, 1, !dbg !190
  store i32 %add88, i32* %q, align 4, !dbg !191
  br label %for.cond89, !dbg !192

for.cond89:                                       ; preds = %for.inc123, %for.body83
  %53 = load i32, i32* %q, align 4, !dbg !193
  %cmp90 = icmp slt i32 %53, 120, !dbg !195
  br i1 %cmp90, label %for.body91, label %for.end125, !dbg !196

for.body91:                                       ; preds = %for.cond89
  %54 = load i32, i32* %p, align 4, !dbg !197
  %idxprom92 = sext i32 %54 to i64, !dbg !199
  %arrayidx93 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %idxprom92, !dbg !199
  %55 = load i32, i32* %q, align 4, !dbg !200
  %idxprom94 = sext i32 %55 to i64, !dbg !199
  %arrayidx95 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx93, i64 0, i64 %idxprom94, !dbg !199
  store double 0.000000e+00, double* %arrayidx95, align 8, !dbg !201
  store i32 0, i32* %i, align 4, !dbg !202
  br label %for.cond96, !dbg !204

for.cond96:                                       ; preds = %for.inc112, %for.body91
  %56 = load i32, i32* %i, align 4, !dbg !205
  %cmp97 = icmp slt i32 %56, 140, !dbg !207
  br i1 %cmp97, label %for.body98, label %for.end114, !dbg !208

for.body98:                                       ; preds = %for.cond96
  %57 = load i32, i32* %i, align 4, !dbg !209
  %idxprom99 = sext i32 %57 to i64, !dbg !210
  %arrayidx100 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom99, !dbg !210
  %58 = load i32, i32* %p, align 4, !dbg !211
  %idxprom101 = sext i32 %58 to i64, !dbg !210
  %arrayidx102 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx100, i64 0, i64 %idxprom101, !dbg !210
  %59 = load double, double* %arrayidx102, align 8, !dbg !210
  %60 = load i32, i32* %i, align 4, !dbg !212
  %idxprom103 = sext i32 %60 to i64, !dbg !213
  %arrayidx104 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom103, !dbg !213
  %61 = load i32, i32* %q, align 4, !dbg !214
  %idxprom105 = sext i32 %61 to i64, !dbg !213
  %arrayidx106 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx104, i64 0, i64 %idxprom105, !dbg !213
  %62 = load double, double* %arrayidx106, align 8, !dbg !213
  %63 = load i32, i32* %p, align 4, !dbg !215
  %idxprom108 = sext i32 %63 to i64, !dbg !216
  %arrayidx109 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %idxprom108, !dbg !216
  %64 = load i32, i32* %q, align 4, !dbg !217
  %idxprom110 = sext i32 %64 to i64, !dbg !216
  %arrayidx111 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx109, i64 0, i64 %idxprom110, !dbg !216
  %65 = load double, double* %arrayidx111, align 8, !dbg !218
  %66 = call double @llvm.fmuladd.f64(double %59, double %62, double %65), !dbg !218
  store double %66, double* %arrayidx111, align 8, !dbg !218
  br label %for.inc112, !dbg !216

for.inc112:                                       ; preds = %for.body98
  %67 = load i32, i32* %i, align 4, !dbg !219
  %inc113 = add nsw i32 %67, 1, !dbg !219
  store i32 %inc113, i32* %i, align 4, !dbg !219
  br label %for.cond96, !dbg !220, !llvm.loop !221

for.end114:                                       ; preds = %for.cond96
  %68 = load i32, i32* %p, align 4, !dbg !223
  %idxprom115 = sext i32 %68 to i64, !dbg !224
  %arrayidx116 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %idxprom115, !dbg !224
  %69 = load i32, i32* %q, align 4, !dbg !225
  %idxprom117 = sext i32 %69 to i64, !dbg !224
  %arrayidx118 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx116, i64 0, i64 %idxprom117, !dbg !224
  %70 = load double, double* %arrayidx118, align 8, !dbg !224
  %71 = load i32, i32* %q, align 4, !dbg !226
  %idxprom119 = sext i32 %71 to i64, !dbg !227
  %arrayidx120 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %idxprom119, !dbg !227
  %72 = load i32, i32* %p, align 4, !dbg !228
  %idxprom121 = sext i32 %72 to i64, !dbg !227
  %arrayidx122 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx120, i64 0, i64 %idxprom121, !dbg !227
  store double %70, double* %arrayidx122, align 8, !dbg !229
  br label %for.inc123, !dbg !230

for.inc123:                                       ; preds = %for.end114
  %73 = load i32, i32* %q, align 4, !dbg !231
  %inc124 = add nsw i32 %73, 1, !dbg !231
  store i32 %inc124, i32* %q, align 4, !dbg !231
  br label %for.cond89, !dbg !232, !llvm.loop !233

for.end125:                                       ; preds = %for.cond89
  br label %for.inc126, !dbg !235

for.inc126:                                       ; preds = %for.end125
  %74 = load i32, i32* %p, align 4, !dbg !236
  %inc127 = add nsw i32 %74, 1, !dbg !236
  store i32 %inc127, i32* %p, align 4, !dbg !236
  br label %for.cond81, !dbg !237, !llvm.loop !238

for.end128:                                       ; preds = %for.cond81
  store double 1.000000e+00, double* getelementptr inbounds ([120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 119, i64 119), align 8, !dbg !240
  ret void, !dbg !241
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %x) #0 !dbg !242 {
entry:
  %retval = alloca double, align 8
  %x.addr = alloca double, align 8
  %it = alloca i32, align 4
  %g = alloca double, align 8
  store double %x, double* %x.addr, align 8
  call void @llvm.dbg.declare(metadata double* %x.addr, metadata !245, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.declare(metadata i32* %it, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.declare(metadata double* %g, metadata !249, metadata !DIExpression()), !dbg !250
  %0 = load double, double* %x.addr, align 8, !dbg !251
  %1 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %0, double 1.000000e+00), !dbg !252
  store double %1, double* %g, align 8, !dbg !250
  %2 = load double, double* %x.addr, align 8, !dbg !253
  %cmp = fcmp ole double %2, 0.000000e+00, !dbg !255
  br i1 %cmp, label %if.then, label %if.end, !dbg !256

if.then:                                          ; preds = %entry
  store double 0.000000e+00, double* %retval, align 8, !dbg !257
  br label %return, !dbg !257

if.end:                                           ; preds = %entry
  store i32 0, i32* %it, align 4, !dbg !258
  br label %for.cond, !dbg !260

for.cond:                                         ; preds = %for.inc, %if.end
  %3 = load i32, i32* %it, align 4, !dbg !261
  %cmp1 = icmp slt i32 %3, 24, !dbg !263
  br i1 %cmp1, label %for.body, label %for.end, !dbg !264

for.body:                                         ; preds = %for.cond
  %4 = load double, double* %g, align 8, !dbg !265
  %5 = load double, double* %x.addr, align 8, !dbg !266
  %6 = load double, double* %g, align 8, !dbg !267
  %div = fdiv double %5, %6, !dbg !268
  %add = fadd double %4, %div, !dbg !269
  %mul = fmul double 5.000000e-01, %add, !dbg !270
  store double %mul, double* %g, align 8, !dbg !271
  br label %for.inc, !dbg !272

for.inc:                                          ; preds = %for.body
  %7 = load i32, i32* %it, align 4, !dbg !273
  %inc = add nsw i32 %7, 1, !dbg !273
  store i32 %inc, i32* %it, align 4, !dbg !273
  br label %for.cond, !dbg !274, !llvm.loop !275

for.end:                                          ; preds = %for.cond
  %8 = load double, double* %g, align 8, !dbg !277
  store double %8, double* %retval, align 8, !dbg !278
  br label %return, !dbg !278

return:                                           ; preds = %for.end, %if.then
  %9 = load double, double* %retval, align 8, !dbg !279
  ret double %9, !dbg !279
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !280 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %p = alloca i32, align 4
  %q = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.declare(metadata i32* %p, metadata !285, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.declare(metadata i32* %q, metadata !287, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata double* %s, metadata !289, metadata !DIExpression()), !dbg !290
  store double 0.000000e+00, double* %s, align 8, !dbg !290
  store i32 0, i32* %i, align 4, !dbg !291
  br label %for.cond, !dbg !293

for.cond:                                         ; preds = %for.inc7, %entry
  %0 = load i32, i32* %i, align 4, !dbg !294
  %cmp = icmp slt i32 %0, 140, !dbg !296
  br i1 %cmp, label %for.body, label %for.end9, !dbg !297

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %p, align 4, !dbg !298
  br label %for.cond1, !dbg !300

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %p, align 4, !dbg !301
  %cmp2 = icmp slt i32 %1, 120, !dbg !303
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !304

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !305
  %3 = load i32, i32* %p, align 4, !dbg !306
  %add = add nsw i32 %3, 2, !dbg !307
  %mul = mul nsw i32 %2, %add, !dbg !308
  %4 = load i32, i32* %p, align 4, !dbg !309
  %add4 = add nsw i32 %mul, %4, !dbg !310
  %rem = srem i32 %add4, 29, !dbg !311
  %conv = sitofp i32 %rem to double, !dbg !312
  %5 = load i32, i32* %i, align 4, !dbg !313
  %idxprom = sext i32 %5 to i64, !dbg !314
  %arrayidx = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %idxprom, !dbg !314
  %6 = load i32, i32* %p, align 4, !dbg !315
  %idxprom5 = sext i32 %6 to i64, !dbg !314
  %arrayidx6 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx, i64 0, i64 %idxprom5, !dbg !314
  store double %conv, double* %arrayidx6, align 8, !dbg !316
  br label %for.inc, !dbg !314

for.inc:                                          ; preds = %for.body3
  %7 = load i32, i32* %p, align 4, !dbg !317
  %inc = add nsw i32 %7, 1, !dbg !317
  store i32 %inc, i32* %p, align 4, !dbg !317
  br label %for.cond1, !dbg !318, !llvm.loop !319

for.end:                                          ; preds = %for.cond1
  br label %for.inc7, !dbg !320

for.inc7:                                         ; preds = %for.end
  %8 = load i32, i32* %i, align 4, !dbg !321
  %inc8 = add nsw i32 %8, 1, !dbg !321
  store i32 %inc8, i32* %i, align 4, !dbg !321
  br label %for.cond, !dbg !322, !llvm.loop !323

for.end9:                                         ; preds = %for.cond
  call void @kernel_correlation(), !dbg !325
  store i32 0, i32* %p, align 4, !dbg !326
  br label %for.cond10, !dbg !328

for.cond10:                                       ; preds = %for.inc26, %for.end9
  %9 = load i32, i32* %p, align 4, !dbg !329
  %cmp11 = icmp slt i32 %9, 120, !dbg !331
  br i1 %cmp11, label %for.body13, label %for.end28, !dbg !332

for.body13:                                       ; preds = %for.cond10
  store i32 0, i32* %q, align 4, !dbg !333
  br label %for.cond14, !dbg !335

for.cond14:                                       ; preds = %for.inc23, %for.body13
  %10 = load i32, i32* %q, align 4, !dbg !336
  %cmp15 = icmp slt i32 %10, 120, !dbg !338
  br i1 %cmp15, label %for.body17, label %for.end25, !dbg !339

for.body17:                                       ; preds = %for.cond14
  %11 = load i32, i32* %p, align 4, !dbg !340
  %idxprom18 = sext i32 %11 to i64, !dbg !341
  %arrayidx19 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %idxprom18, !dbg !341
  %12 = load i32, i32* %q, align 4, !dbg !342
  %idxprom20 = sext i32 %12 to i64, !dbg !341
  %arrayidx21 = getelementptr inbounds [120 x double], [120 x double]* %arrayidx19, i64 0, i64 %idxprom20, !dbg !341
  %13 = load double, double* %arrayidx21, align 8, !dbg !341
  %14 = load double, double* %s, align 8, !dbg !343
  %add22 = fadd double %14, %13, !dbg !343
  store double %add22, double* %s, align 8, !dbg !343
  br label %for.inc23, !dbg !344

for.inc23:                                        ; preds = %for.body17
  %15 = load i32, i32* %q, align 4, !dbg !345
  %inc24 = add nsw i32 %15, 1, !dbg !345
  store i32 %inc24, i32* %q, align 4, !dbg !345
  br label %for.cond14, !dbg !346, !llvm.loop !347

for.end25:                                        ; preds = %for.cond14
  br label %for.inc26, !dbg !348

for.inc26:                                        ; preds = %for.end25
  %16 = load i32, i32* %p, align 4, !dbg !349
  %inc27 = add nsw i32 %16, 1, !dbg !349
  store i32 %inc27, i32* %p, align 4, !dbg !349
  br label %for.cond10, !dbg !350, !llvm.loop !351

for.end28:                                        ; preds = %for.cond10
  %17 = load double, double* %s, align 8, !dbg !353
  store double %17, double* @checksum, align 8, !dbg !354
  ret i32 0, !dbg !355
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "correlation.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1075200, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 140)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Stddev", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Corr", scope: !2, file: !3, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 921600, elements: !20)
!20 = !{!12, !12}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!23 = !{i32 7, !"Dwarf Version", i32 4}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 14.0.6"}
!31 = distinct !DISubprogram(name: "kernel_correlation", scope: !3, file: !3, line: 35, type: !32, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !{}
!35 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 37, type: !36)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DILocation(line: 37, column: 7, scope: !31)
!38 = !DILocalVariable(name: "p", scope: !31, file: !3, line: 37, type: !36)
!39 = !DILocation(line: 37, column: 10, scope: !31)
!40 = !DILocalVariable(name: "q", scope: !31, file: !3, line: 37, type: !36)
!41 = !DILocation(line: 37, column: 13, scope: !31)
!42 = !DILocalVariable(name: "eps", scope: !31, file: !3, line: 38, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!44 = !DILocation(line: 38, column: 16, scope: !31)
!45 = !DILocation(line: 39, column: 10, scope: !46)
!46 = distinct !DILexicalBlock(scope: !31, file: !3, line: 39, column: 3)
!47 = !DILocation(line: 39, column: 8, scope: !46)
!48 = !DILocation(line: 39, column: 15, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 39, column: 3)
!50 = !DILocation(line: 39, column: 17, scope: !49)
!51 = !DILocation(line: 39, column: 3, scope: !46)
!52 = !DILocation(line: 40, column: 10, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 39, column: 27)
!54 = !DILocation(line: 40, column: 5, scope: !53)
!55 = !DILocation(line: 40, column: 13, scope: !53)
!56 = !DILocation(line: 41, column: 12, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 41, column: 5)
!58 = !DILocation(line: 41, column: 10, scope: !57)
!59 = !DILocation(line: 41, column: 17, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 41, column: 5)
!61 = !DILocation(line: 41, column: 19, scope: !60)
!62 = !DILocation(line: 41, column: 5, scope: !57)
!63 = !DILocation(line: 42, column: 23, scope: !60)
!64 = !DILocation(line: 42, column: 18, scope: !60)
!65 = !DILocation(line: 42, column: 26, scope: !60)
!66 = !DILocation(line: 42, column: 12, scope: !60)
!67 = !DILocation(line: 42, column: 7, scope: !60)
!68 = !DILocation(line: 42, column: 15, scope: !60)
!69 = !DILocation(line: 41, column: 25, scope: !60)
!70 = !DILocation(line: 41, column: 5, scope: !60)
!71 = distinct !{!71, !62, !72, !73}
!72 = !DILocation(line: 42, column: 27, scope: !57)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !DILocation(line: 43, column: 10, scope: !53)
!75 = !DILocation(line: 43, column: 5, scope: !53)
!76 = !DILocation(line: 43, column: 13, scope: !53)
!77 = !DILocation(line: 44, column: 3, scope: !53)
!78 = !DILocation(line: 39, column: 23, scope: !49)
!79 = !DILocation(line: 39, column: 3, scope: !49)
!80 = distinct !{!80, !51, !81, !73}
!81 = !DILocation(line: 44, column: 3, scope: !46)
!82 = !DILocation(line: 45, column: 10, scope: !83)
!83 = distinct !DILexicalBlock(scope: !31, file: !3, line: 45, column: 3)
!84 = !DILocation(line: 45, column: 8, scope: !83)
!85 = !DILocation(line: 45, column: 15, scope: !86)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 45, column: 3)
!87 = !DILocation(line: 45, column: 17, scope: !86)
!88 = !DILocation(line: 45, column: 3, scope: !83)
!89 = !DILocation(line: 46, column: 12, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 45, column: 27)
!91 = !DILocation(line: 46, column: 5, scope: !90)
!92 = !DILocation(line: 46, column: 15, scope: !90)
!93 = !DILocation(line: 47, column: 12, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 47, column: 5)
!95 = !DILocation(line: 47, column: 10, scope: !94)
!96 = !DILocation(line: 47, column: 17, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !3, line: 47, column: 5)
!98 = !DILocation(line: 47, column: 19, scope: !97)
!99 = !DILocation(line: 47, column: 5, scope: !94)
!100 = !DILocation(line: 48, column: 26, scope: !97)
!101 = !DILocation(line: 48, column: 21, scope: !97)
!102 = !DILocation(line: 48, column: 29, scope: !97)
!103 = !DILocation(line: 48, column: 39, scope: !97)
!104 = !DILocation(line: 48, column: 34, scope: !97)
!105 = !DILocation(line: 48, column: 32, scope: !97)
!106 = !DILocation(line: 48, column: 51, scope: !97)
!107 = !DILocation(line: 48, column: 46, scope: !97)
!108 = !DILocation(line: 48, column: 54, scope: !97)
!109 = !DILocation(line: 48, column: 64, scope: !97)
!110 = !DILocation(line: 48, column: 59, scope: !97)
!111 = !DILocation(line: 48, column: 57, scope: !97)
!112 = !DILocation(line: 48, column: 14, scope: !97)
!113 = !DILocation(line: 48, column: 7, scope: !97)
!114 = !DILocation(line: 48, column: 17, scope: !97)
!115 = !DILocation(line: 47, column: 25, scope: !97)
!116 = !DILocation(line: 47, column: 5, scope: !97)
!117 = distinct !{!117, !99, !118, !73}
!118 = !DILocation(line: 48, column: 66, scope: !94)
!119 = !DILocation(line: 49, column: 36, scope: !90)
!120 = !DILocation(line: 49, column: 29, scope: !90)
!121 = !DILocation(line: 49, column: 39, scope: !90)
!122 = !DILocation(line: 49, column: 17, scope: !90)
!123 = !DILocation(line: 49, column: 12, scope: !90)
!124 = !DILocation(line: 49, column: 5, scope: !90)
!125 = !DILocation(line: 49, column: 15, scope: !90)
!126 = !DILocation(line: 50, column: 16, scope: !127)
!127 = distinct !DILexicalBlock(scope: !90, file: !3, line: 50, column: 9)
!128 = !DILocation(line: 50, column: 9, scope: !127)
!129 = !DILocation(line: 50, column: 19, scope: !127)
!130 = !DILocation(line: 50, column: 9, scope: !90)
!131 = !DILocation(line: 51, column: 14, scope: !127)
!132 = !DILocation(line: 51, column: 7, scope: !127)
!133 = !DILocation(line: 51, column: 17, scope: !127)
!134 = !DILocation(line: 52, column: 3, scope: !90)
!135 = !DILocation(line: 45, column: 23, scope: !86)
!136 = !DILocation(line: 45, column: 3, scope: !86)
!137 = distinct !{!137, !88, !138, !73}
!138 = !DILocation(line: 52, column: 3, scope: !83)
!139 = !DILocation(line: 53, column: 10, scope: !140)
!140 = distinct !DILexicalBlock(scope: !31, file: !3, line: 53, column: 3)
!141 = !DILocation(line: 53, column: 8, scope: !140)
!142 = !DILocation(line: 53, column: 15, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 53, column: 3)
!144 = !DILocation(line: 53, column: 17, scope: !143)
!145 = !DILocation(line: 53, column: 3, scope: !140)
!146 = !DILocation(line: 54, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 54, column: 5)
!148 = !DILocation(line: 54, column: 10, scope: !147)
!149 = !DILocation(line: 54, column: 17, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 54, column: 5)
!151 = !DILocation(line: 54, column: 19, scope: !150)
!152 = !DILocation(line: 54, column: 5, scope: !147)
!153 = !DILocation(line: 55, column: 26, scope: !150)
!154 = !DILocation(line: 55, column: 21, scope: !150)
!155 = !DILocation(line: 55, column: 29, scope: !150)
!156 = !DILocation(line: 55, column: 39, scope: !150)
!157 = !DILocation(line: 55, column: 34, scope: !150)
!158 = !DILocation(line: 55, column: 32, scope: !150)
!159 = !DILocation(line: 55, column: 46, scope: !150)
!160 = !DILocation(line: 55, column: 78, scope: !150)
!161 = !DILocation(line: 55, column: 71, scope: !150)
!162 = !DILocation(line: 55, column: 69, scope: !150)
!163 = !DILocation(line: 55, column: 43, scope: !150)
!164 = !DILocation(line: 55, column: 12, scope: !150)
!165 = !DILocation(line: 55, column: 7, scope: !150)
!166 = !DILocation(line: 55, column: 15, scope: !150)
!167 = !DILocation(line: 55, column: 18, scope: !150)
!168 = !DILocation(line: 54, column: 25, scope: !150)
!169 = !DILocation(line: 54, column: 5, scope: !150)
!170 = distinct !{!170, !152, !171, !73}
!171 = !DILocation(line: 55, column: 80, scope: !147)
!172 = !DILocation(line: 53, column: 23, scope: !143)
!173 = !DILocation(line: 53, column: 3, scope: !143)
!174 = distinct !{!174, !145, !175, !73}
!175 = !DILocation(line: 55, column: 80, scope: !140)
!176 = !DILocation(line: 56, column: 10, scope: !177)
!177 = distinct !DILexicalBlock(scope: !31, file: !3, line: 56, column: 3)
!178 = !DILocation(line: 56, column: 8, scope: !177)
!179 = !DILocation(line: 56, column: 15, scope: !180)
!180 = distinct !DILexicalBlock(scope: !177, file: !3, line: 56, column: 3)
!181 = !DILocation(line: 56, column: 17, scope: !180)
!182 = !DILocation(line: 56, column: 3, scope: !177)
!183 = !DILocation(line: 57, column: 10, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !3, line: 56, column: 31)
!185 = !DILocation(line: 57, column: 5, scope: !184)
!186 = !DILocation(line: 57, column: 13, scope: !184)
!187 = !DILocation(line: 57, column: 16, scope: !184)
!188 = !DILocation(line: 58, column: 14, scope: !189)
!189 = distinct !DILexicalBlock(scope: !184, file: !3, line: 58, column: 5)
!190 = !DILocation(line: 58, column: 16, scope: !189)
!191 = !DILocation(line: 58, column: 12, scope: !189)
!192 = !DILocation(line: 58, column: 10, scope: !189)
!193 = !DILocation(line: 58, column: 21, scope: !194)
!194 = distinct !DILexicalBlock(scope: !189, file: !3, line: 58, column: 5)
!195 = !DILocation(line: 58, column: 23, scope: !194)
!196 = !DILocation(line: 58, column: 5, scope: !189)
!197 = !DILocation(line: 59, column: 12, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 58, column: 33)
!199 = !DILocation(line: 59, column: 7, scope: !198)
!200 = !DILocation(line: 59, column: 15, scope: !198)
!201 = !DILocation(line: 59, column: 18, scope: !198)
!202 = !DILocation(line: 60, column: 14, scope: !203)
!203 = distinct !DILexicalBlock(scope: !198, file: !3, line: 60, column: 7)
!204 = !DILocation(line: 60, column: 12, scope: !203)
!205 = !DILocation(line: 60, column: 19, scope: !206)
!206 = distinct !DILexicalBlock(scope: !203, file: !3, line: 60, column: 7)
!207 = !DILocation(line: 60, column: 21, scope: !206)
!208 = !DILocation(line: 60, column: 7, scope: !203)
!209 = !DILocation(line: 61, column: 28, scope: !206)
!210 = !DILocation(line: 61, column: 23, scope: !206)
!211 = !DILocation(line: 61, column: 31, scope: !206)
!212 = !DILocation(line: 61, column: 41, scope: !206)
!213 = !DILocation(line: 61, column: 36, scope: !206)
!214 = !DILocation(line: 61, column: 44, scope: !206)
!215 = !DILocation(line: 61, column: 14, scope: !206)
!216 = !DILocation(line: 61, column: 9, scope: !206)
!217 = !DILocation(line: 61, column: 17, scope: !206)
!218 = !DILocation(line: 61, column: 20, scope: !206)
!219 = !DILocation(line: 60, column: 27, scope: !206)
!220 = !DILocation(line: 60, column: 7, scope: !206)
!221 = distinct !{!221, !208, !222, !73}
!222 = !DILocation(line: 61, column: 45, scope: !203)
!223 = !DILocation(line: 62, column: 25, scope: !198)
!224 = !DILocation(line: 62, column: 20, scope: !198)
!225 = !DILocation(line: 62, column: 28, scope: !198)
!226 = !DILocation(line: 62, column: 12, scope: !198)
!227 = !DILocation(line: 62, column: 7, scope: !198)
!228 = !DILocation(line: 62, column: 15, scope: !198)
!229 = !DILocation(line: 62, column: 18, scope: !198)
!230 = !DILocation(line: 63, column: 5, scope: !198)
!231 = !DILocation(line: 58, column: 29, scope: !194)
!232 = !DILocation(line: 58, column: 5, scope: !194)
!233 = distinct !{!233, !196, !234, !73}
!234 = !DILocation(line: 63, column: 5, scope: !189)
!235 = !DILocation(line: 64, column: 3, scope: !184)
!236 = !DILocation(line: 56, column: 27, scope: !180)
!237 = !DILocation(line: 56, column: 3, scope: !180)
!238 = distinct !{!238, !182, !239, !73}
!239 = !DILocation(line: 64, column: 3, scope: !177)
!240 = !DILocation(line: 65, column: 22, scope: !31)
!241 = !DILocation(line: 66, column: 1, scope: !31)
!242 = distinct !DISubprogram(name: "newton_sqrt", scope: !3, file: !3, line: 24, type: !243, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!243 = !DISubroutineType(types: !244)
!244 = !{!5, !5}
!245 = !DILocalVariable(name: "x", arg: 1, scope: !242, file: !3, line: 24, type: !5)
!246 = !DILocation(line: 24, column: 34, scope: !242)
!247 = !DILocalVariable(name: "it", scope: !242, file: !3, line: 26, type: !36)
!248 = !DILocation(line: 26, column: 7, scope: !242)
!249 = !DILocalVariable(name: "g", scope: !242, file: !3, line: 27, type: !5)
!250 = !DILocation(line: 27, column: 10, scope: !242)
!251 = !DILocation(line: 27, column: 20, scope: !242)
!252 = !DILocation(line: 27, column: 22, scope: !242)
!253 = !DILocation(line: 28, column: 7, scope: !254)
!254 = distinct !DILexicalBlock(scope: !242, file: !3, line: 28, column: 7)
!255 = !DILocation(line: 28, column: 9, scope: !254)
!256 = !DILocation(line: 28, column: 7, scope: !242)
!257 = !DILocation(line: 29, column: 5, scope: !254)
!258 = !DILocation(line: 30, column: 11, scope: !259)
!259 = distinct !DILexicalBlock(scope: !242, file: !3, line: 30, column: 3)
!260 = !DILocation(line: 30, column: 8, scope: !259)
!261 = !DILocation(line: 30, column: 16, scope: !262)
!262 = distinct !DILexicalBlock(scope: !259, file: !3, line: 30, column: 3)
!263 = !DILocation(line: 30, column: 19, scope: !262)
!264 = !DILocation(line: 30, column: 3, scope: !259)
!265 = !DILocation(line: 31, column: 16, scope: !262)
!266 = !DILocation(line: 31, column: 20, scope: !262)
!267 = !DILocation(line: 31, column: 24, scope: !262)
!268 = !DILocation(line: 31, column: 22, scope: !262)
!269 = !DILocation(line: 31, column: 18, scope: !262)
!270 = !DILocation(line: 31, column: 13, scope: !262)
!271 = !DILocation(line: 31, column: 7, scope: !262)
!272 = !DILocation(line: 31, column: 5, scope: !262)
!273 = !DILocation(line: 30, column: 37, scope: !262)
!274 = !DILocation(line: 30, column: 3, scope: !262)
!275 = distinct !{!275, !264, !276, !73}
!276 = !DILocation(line: 31, column: 25, scope: !259)
!277 = !DILocation(line: 32, column: 10, scope: !242)
!278 = !DILocation(line: 32, column: 3, scope: !242)
!279 = !DILocation(line: 33, column: 1, scope: !242)
!280 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 68, type: !281, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!281 = !DISubroutineType(types: !282)
!282 = !{!36}
!283 = !DILocalVariable(name: "i", scope: !280, file: !3, line: 70, type: !36)
!284 = !DILocation(line: 70, column: 7, scope: !280)
!285 = !DILocalVariable(name: "p", scope: !280, file: !3, line: 70, type: !36)
!286 = !DILocation(line: 70, column: 10, scope: !280)
!287 = !DILocalVariable(name: "q", scope: !280, file: !3, line: 70, type: !36)
!288 = !DILocation(line: 70, column: 13, scope: !280)
!289 = !DILocalVariable(name: "s", scope: !280, file: !3, line: 71, type: !5)
!290 = !DILocation(line: 71, column: 10, scope: !280)
!291 = !DILocation(line: 72, column: 10, scope: !292)
!292 = distinct !DILexicalBlock(scope: !280, file: !3, line: 72, column: 3)
!293 = !DILocation(line: 72, column: 8, scope: !292)
!294 = !DILocation(line: 72, column: 15, scope: !295)
!295 = distinct !DILexicalBlock(scope: !292, file: !3, line: 72, column: 3)
!296 = !DILocation(line: 72, column: 17, scope: !295)
!297 = !DILocation(line: 72, column: 3, scope: !292)
!298 = !DILocation(line: 73, column: 12, scope: !299)
!299 = distinct !DILexicalBlock(scope: !295, file: !3, line: 73, column: 5)
!300 = !DILocation(line: 73, column: 10, scope: !299)
!301 = !DILocation(line: 73, column: 17, scope: !302)
!302 = distinct !DILexicalBlock(scope: !299, file: !3, line: 73, column: 5)
!303 = !DILocation(line: 73, column: 19, scope: !302)
!304 = !DILocation(line: 73, column: 5, scope: !299)
!305 = !DILocation(line: 74, column: 30, scope: !302)
!306 = !DILocation(line: 74, column: 35, scope: !302)
!307 = !DILocation(line: 74, column: 37, scope: !302)
!308 = !DILocation(line: 74, column: 32, scope: !302)
!309 = !DILocation(line: 74, column: 44, scope: !302)
!310 = !DILocation(line: 74, column: 42, scope: !302)
!311 = !DILocation(line: 74, column: 47, scope: !302)
!312 = !DILocation(line: 74, column: 20, scope: !302)
!313 = !DILocation(line: 74, column: 12, scope: !302)
!314 = !DILocation(line: 74, column: 7, scope: !302)
!315 = !DILocation(line: 74, column: 15, scope: !302)
!316 = !DILocation(line: 74, column: 18, scope: !302)
!317 = !DILocation(line: 73, column: 25, scope: !302)
!318 = !DILocation(line: 73, column: 5, scope: !302)
!319 = distinct !{!319, !304, !320, !73}
!320 = !DILocation(line: 74, column: 51, scope: !299)
!321 = !DILocation(line: 72, column: 23, scope: !295)
!322 = !DILocation(line: 72, column: 3, scope: !295)
!323 = distinct !{!323, !297, !324, !73}
!324 = !DILocation(line: 74, column: 51, scope: !292)
!325 = !DILocation(line: 75, column: 3, scope: !280)
!326 = !DILocation(line: 76, column: 10, scope: !327)
!327 = distinct !DILexicalBlock(scope: !280, file: !3, line: 76, column: 3)
!328 = !DILocation(line: 76, column: 8, scope: !327)
!329 = !DILocation(line: 76, column: 15, scope: !330)
!330 = distinct !DILexicalBlock(scope: !327, file: !3, line: 76, column: 3)
!331 = !DILocation(line: 76, column: 17, scope: !330)
!332 = !DILocation(line: 76, column: 3, scope: !327)
!333 = !DILocation(line: 77, column: 12, scope: !334)
!334 = distinct !DILexicalBlock(scope: !330, file: !3, line: 77, column: 5)
!335 = !DILocation(line: 77, column: 10, scope: !334)
!336 = !DILocation(line: 77, column: 17, scope: !337)
!337 = distinct !DILexicalBlock(scope: !334, file: !3, line: 77, column: 5)
!338 = !DILocation(line: 77, column: 19, scope: !337)
!339 = !DILocation(line: 77, column: 5, scope: !334)
!340 = !DILocation(line: 78, column: 17, scope: !337)
!341 = !DILocation(line: 78, column: 12, scope: !337)
!342 = !DILocation(line: 78, column: 20, scope: !337)
!343 = !DILocation(line: 78, column: 9, scope: !337)
!344 = !DILocation(line: 78, column: 7, scope: !337)
!345 = !DILocation(line: 77, column: 25, scope: !337)
!346 = !DILocation(line: 77, column: 5, scope: !337)
!347 = distinct !{!347, !339, !348, !73}
!348 = !DILocation(line: 78, column: 21, scope: !334)
!349 = !DILocation(line: 76, column: 23, scope: !330)
!350 = !DILocation(line: 76, column: 3, scope: !330)
!351 = distinct !{!351, !332, !352, !73}
!352 = !DILocation(line: 78, column: 21, scope: !327)
!353 = !DILocation(line: 79, column: 14, scope: !280)
!354 = !DILocation(line: 79, column: 12, scope: !280)
!355 = !DILocation(line: 80, column: 3, scope: !280)
