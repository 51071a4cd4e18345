; ModuleID = 'twomm.c'
source_filename = "twomm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [36 x [40 x double]] zeroinitializer, align 16, !dbg !0
@B = internal global [40 x [36 x double]] zeroinitializer, align 16, !dbg !7
@C = internal global [36 x [36 x double]] zeroinitializer, align 16, !dbg !17
@D = internal global [36 x [36 x double]] zeroinitializer, align 16, !dbg !19
@T = internal global [36 x [36 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_twomm(i32 noundef %ni, i32 noundef %nk, double noundef %alpha, double noundef %beta, [40 x double]* noundef %a, [36 x double]* noundef %b, [36 x double]* noundef %t, [36 x double]* noundef %c, [36 x double]* noundef %d) #0 !dbg !33 {
entry:
  %ni.addr = alloca i32, align 4
  %nk.addr = alloca i32, align 4
  %alpha.addr = alloca double, align 8
  %beta.addr = alloca double, align 8
  %a.addr = alloca [40 x double]*, align 8
  %b.addr = alloca [36 x double]*, align 8
  %t.addr = alloca [36 x double]*, align 8
  %c.addr = alloca [36 x double]*, align 8
  %d.addr = alloca [36 x double]*, align 8
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  store i32 %ni, i32* %ni.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %ni.addr, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 %nk, i32* %nk.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %nk.addr, metadata !46, metadata !DIExpression()), !dbg !47
  store double %alpha, double* %alpha.addr, align 8
  call void @llvm.dbg.declare(metadata double* %alpha.addr, metadata !48, metadata !DIExpression()), !dbg !49
  store double %beta, double* %beta.addr, align 8
  call void @llvm.dbg.declare(metadata double* %beta.addr, metadata !50, metadata !DIExpression()), !dbg !51
  store [40 x double]* %a, [40 x double]** %a.addr, align 8
  call void @llvm.dbg.declare(metadata [40 x double]** %a.addr, metadata !52, metadata !DIExpression()), !dbg !53
  store [36 x double]* %b, [36 x double]** %b.addr, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %b.addr, metadata !54, metadata !DIExpression()), !dbg !55
  store [36 x double]* %t, [36 x double]** %t.addr, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %t.addr, metadata !56, metadata !DIExpression()), !dbg !57
  store [36 x double]* %c, [36 x double]** %c.addr, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %c.addr, metadata !58, metadata !DIExpression()), !dbg !59
  store [36 x double]* %d, [36 x double]** %d.addr, align 8
  call void @llvm.dbg.declare(metadata [36 x double]** %d.addr, metadata !60, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.declare(metadata i32* %i, metadata !62, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.declare(metadata i32* %j, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %k, metadata !66, metadata !DIExpression()), !dbg !67
  store i32 0, i32* %i, align 4, !dbg !68
  br label %for.cond, !dbg !70

for.cond:                                         ; preds = %for.inc25, %entry
  %0 = load i32, i32* %i, align 4, !dbg !71
  %1 = load i32, i32* %ni.addr, align 4, !dbg !73
  %cmp = icmp slt i32 %0, %1, !dbg !74
  br i1 %cmp, label %for.body, label %for.end27, !dbg !75

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !76
  br label %for.cond1, !dbg !78

for.cond1:                                        ; preds = %for.inc22, %for.body
  %2 = load i32, i32* %j, align 4, !dbg !79
  %3 = load i32, i32* %ni.addr, align 4, !dbg !81
  %cmp2 = icmp slt i32 %2, %3, !dbg !82
  br i1 %cmp2, label %for.body3, label %for.end24, !dbg !83

for.body3:                                        ; preds = %for.cond1
  %4 = load [36 x double]*, [36 x double]** %t.addr, align 8, !dbg !84
  %5 = load i32, i32* %i, align 4, !dbg !86
  %idxprom = sext i32 %5 to i64, !dbg !84
  %arrayidx = getelementptr inbounds [36 x double], [36 x double]* %4, i64 %idxprom, !dbg !84
  %6 = load i32, i32* %j, align 4, !dbg !87
  %idxprom4 = sext i32 %6 to i64, !dbg !84
  %arrayidx5 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !84
  store double 0.000000e+00, double* %arrayidx5, align 8, !dbg !88
  store i32 0, i32* %k, align 4, !dbg !89
  br label %for.cond6, !dbg !91

for.cond6:                                        ; preds = %for.inc, %for.body3
  %7 = load i32, i32* %k, align 4, !dbg !92
  %8 = load i32, i32* %nk.addr, align 4, !dbg !94
  %cmp7 = icmp slt i32 %7, %8, !dbg !95
  br i1 %cmp7, label %for.body8, label %for.end, !dbg !96

for.body8:                                        ; preds = %for.cond6
  %9 = load double, double* %alpha.addr, align 8, !dbg !97
  %10 = load [40 x double]*, [40 x double]** %a.addr, align 8, !dbg !98
  %11 = load i32, i32* %i, align 4, !dbg !99
  %idxprom9 = sext i32 %11 to i64, !dbg !98
  %arrayidx10 = getelementptr inbounds [40 x double], [40 x double]* %10, i64 %idxprom9, !dbg !98
  %12 = load i32, i32* %k, align 4, !dbg !100
  %idxprom11 = sext i32 %12 to i64, !dbg !98
  %arrayidx12 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !98
  %13 = load double, double* %arrayidx12, align 8, !dbg !98
  %mul = fmul double %9, %13, !dbg !101
  %14 = load [36 x double]*, [36 x double]** %b.addr, align 8, !dbg !102
  %15 = load i32, i32* %k, align 4, !dbg !103
  %idxprom13 = sext i32 %15 to i64, !dbg !102
  %arrayidx14 = getelementptr inbounds [36 x double], [36 x double]* %14, i64 %idxprom13, !dbg !102
  %16 = load i32, i32* %j, align 4, !dbg !104
  %idxprom15 = sext i32 %16 to i64, !dbg !102
  %arrayidx16 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx14, i64 0, i64 %idxprom15, !dbg !102
  %17 = load double, double* %arrayidx16, align 8, !dbg !102
  %18 = load [36 x double]*, [36 x double]** %t.addr, align 8, !dbg !105
  %19 = load i32, i32* %i, align 4, !dbg !106
  %idxprom18 = sext i32 %19 to i64, !dbg !105
  %arrayidx19 = getelementptr inbounds [36 x double], [36 x double]* %18, i64 %idxprom18, !dbg !105
  %20 = load i32, i32* %j, align 4, !dbg !107
  %idxprom20 = sext i32 %20 to i64, !dbg !105
  %arrayidx21 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx19, i64 0, i64 %idxprom20, !dbg !105
  %21 = load double, double* %arrayidx21, align 8, !dbg !108
  %22 = call double @llvm.fmuladd.f64(double %mul, double %17, double %21), !dbg !108
  store double %22, double* %arrayidx21, align 8, !dbg !108
  br label %for.inc, !dbg !105

for.inc:                                          ; preds = %for.body8
  %23 = load i32, i32* %k, align 4, !dbg !109
  %inc = add nsw i32 %23, 1, !dbg !109
  store i32 %inc, i32* %k, align 4, !dbg !109
  br label %for.cond6, !dbg !110, !llvm.loop !111

for.end:                                          ; preds = %for.cond6
  br label %for.inc22, !dbg !114

for.inc22:                                        ; preds = %for.end
  %24 = load i32, i32* %j, align 4, !dbg !115
  %inc23 = add nsw i32 %24, 1, !dbg !115
  store i32 %inc23, i32* %j, align 4, !dbg !115
  br label %for.cond1, !dbg !116, !llvm.loop !117

for.end24:                                        ; preds = %for.cond1
  br label %for.inc25, !dbg !118

for.inc25:                                        ; preds = %for.end24
  %25 = load i32, i32* %i, align 4, !dbg !119
  %inc26 = add nsw i32 %25, 1, !dbg !119
  store i32 %inc26, i32* %i, align 4, !dbg !119
  br label %for.cond, !dbg !120, !llvm.loop !121

for.end27:                                        ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !123
  br label %for.cond28, !dbg !125

for.cond28:                                       ; preds = %for.inc61, %for.end27
  %26 = load i32, i32* %i, align 4, !dbg !126
  %27 = load i32, i32* %ni.addr, align 4, !dbg !128
  %cmp29 = icmp slt i32 %26, %27, !dbg !129
  br i1 %cmp29, label %for.body30, label %for.end63, !dbg !130

for.body30:                                       ; preds = %for.cond28
  store i32 0, i32* %j, align 4, !dbg !131
  br label %for.cond31, !dbg !133

for.cond31:                                       ; preds = %for.inc58, %for.body30
  %28 = load i32, i32* %j, align 4, !dbg !134
  %29 = load i32, i32* %ni.addr, align 4, !dbg !136
  %cmp32 = icmp slt i32 %28, %29, !dbg !137
  br i1 %cmp32, label %for.body33, label %for.end60, !dbg !138

for.body33:                                       ; preds = %for.cond31
  %30 = load double, double* %beta.addr, align 8, !dbg !139
  %31 = load [36 x double]*, [36 x double]** %d.addr, align 8, !dbg !141
  %32 = load i32, i32* %i, align 4, !dbg !142
  %idxprom34 = sext i32 %32 to i64, !dbg !141
  %arrayidx35 = getelementptr inbounds [36 x double], [36 x double]* %31, i64 %idxprom34, !dbg !141
  %33 = load i32, i32* %j, align 4, !dbg !143
  %idxprom36 = sext i32 %33 to i64, !dbg !141
  %arrayidx37 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx35, i64 0, i64 %idxprom36, !dbg !141
  %34 = load double, double* %arrayidx37, align 8, !dbg !144
  %mul38 = fmul double %34, %30, !dbg !144
  store double %mul38, double* %arrayidx37, align 8, !dbg !144
  store i32 0, i32* %k, align 4, !dbg !145
  br label %for.cond39, !dbg !147

for.cond39:                                       ; preds = %for.inc55, %for.body33
  %35 = load i32, i32* %k, align 4, !dbg !148
  %36 = load i32, i32* %ni.addr, align 4, !dbg !150
  %cmp40 = icmp slt i32 %35, %36, !dbg !151
  br i1 %cmp40, label %for.body41, label %for.end57, !dbg !152

for.body41:                                       ; preds = %for.cond39
  %37 = load [36 x double]*, [36 x double]** %t.addr, align 8, !dbg !153
  %38 = load i32, i32* %i, align 4, !dbg !154
  %idxprom42 = sext i32 %38 to i64, !dbg !153
  %arrayidx43 = getelementptr inbounds [36 x double], [36 x double]* %37, i64 %idxprom42, !dbg !153
  %39 = load i32, i32* %k, align 4, !dbg !155
  %idxprom44 = sext i32 %39 to i64, !dbg !153
  %arrayidx45 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx43, i64 0, i64 %idxprom44, !dbg !153
  %40 = load double, double* %arrayidx45, align 8, !dbg !153
  %41 = load [36 x double]*, [36 x double]** %c.addr, align 8, !dbg !156
  %42 = load i32, i32* %k, align 4, !dbg !157
  %idxprom46 = sext i32 %42 to i64, !dbg !156
  %arrayidx47 = getelementptr inbounds [36 x double], [36 x double]* %41, i64 %idxprom46, !dbg !156
  %43 = load i32, i32* %j, align 4, !dbg !158
  %idxprom48 = sext i32 %43 to i64, !dbg !156
  %arrayidx49 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx47, i64 0, i64 %idxprom48, !dbg !156
  %44 = load double, double* %arrayidx49, align 8, !dbg !156
  %45 = load [36 x double]*, [36 x double]** %d.addr, align 8, !dbg !159
  %46 = load i32, i32* %i, align 4, !dbg !160
  %idxprom51 = sext i32 %46 to i64, !dbg !159
  %arrayidx52 = getelementptr inbounds [36 x double], [36 x double]* %45, i64 %idxprom51, !dbg !159
  %47 = load i32, i32* %j, align 4, !dbg !161
  %idxprom53 = sext i32 %47 to i64, !dbg !159
  %arrayidx54 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx52, i64 0, i64 %idxprom53, !dbg !159
  %48 = load double, double* %arrayidx54, align 8, !dbg !162
  %49 = call double @llvm.fmuladd.f64(double %40, double %44, double %48), !dbg !162
  store double %49, double* %arrayidx54, align 8, !dbg !162
  br label %for.inc55, !dbg !159

for.inc55:                                        ; preds = %for.body41
  %50 = load i32, i32* %k, align 4, !dbg !163
  %inc56 = add nsw i32 %50, 1, !dbg !163
  store i32 %inc56, i32* %k, align 4, !dbg !163
  br label %for.cond39, !dbg !164, !llvm.loop !165

for.end57:                                        ; preds = %for.cond39
  br label %for.inc58, !dbg !167

for.inc58:                                        ; preds = %for.end57
  %51 = load i32, i32* %j, align 4, !dbg !168
  %inc59 = add nsw i32 %51, 1, !dbg !168
  store i32 %inc59, i32* %j, align 4, !dbg !168
  br label %for.cond31, !dbg !169, !llvm.loop !170

for.end60:                                        ; preds = %for.cond31
  br label %for.inc61, !dbg !171

for.inc61:                                        ; preds = %for.end60
  %52 = load i32, i32* %i, align 4, !dbg !172
  %inc62 = add nsw i32 %52, 1, !dbg !172
  store i32 %inc62, i32* %i, align 4, !dbg !172
  br label %for.cond28, !dbg !173, !llvm.loop !174

for.end63:                                        ; preds = %for.cond28
  ret void, !dbg !176
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !177 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !180, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.declare(metadata i32* %j, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata double* %s, metadata !184, metadata !DIExpression()), !dbg !185
  store double 0.000000e+00, double* %s, align 8, !dbg !185
  store i32 0, i32* %i, align 4, !dbg !186
  br label %for.cond, !dbg !188

for.cond:                                         ; preds = %for.inc13, %entry
  %0 = load i32, i32* %i, align 4, !dbg !189
  %cmp = icmp slt i32 %0, 36, !dbg !191
  br i1 %cmp, label %for.body, label %for.end15, !dbg !192

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !193
  br label %for.cond1, !dbg !195

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !196
  %cmp2 = icmp slt i32 %1, 40, !dbg !198
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !199

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !200
  %3 = load i32, i32* %j, align 4, !dbg !202
  %add = add nsw i32 %2, %3, !dbg !203
  %rem = srem i32 %add, 7, !dbg !204
  %conv = sitofp i32 %rem to double, !dbg !205
  %div = fdiv double %conv, 7.000000e+00, !dbg !206
  %4 = load i32, i32* %i, align 4, !dbg !207
  %idxprom = sext i32 %4 to i64, !dbg !208
  %arrayidx = getelementptr inbounds [36 x [40 x double]], [36 x [40 x double]]* @A, i64 0, i64 %idxprom, !dbg !208
  %5 = load i32, i32* %j, align 4, !dbg !209
  %idxprom4 = sext i32 %5 to i64, !dbg !208
  %arrayidx5 = getelementptr inbounds [40 x double], [40 x double]* %arrayidx, i64 0, i64 %idxprom4, !dbg !208
  store double %div, double* %arrayidx5, align 8, !dbg !210
  %6 = load i32, i32* %i, align 4, !dbg !211
  %7 = load i32, i32* %j, align 4, !dbg !212
  %mul = mul nsw i32 %6, %7, !dbg !213
  %rem6 = srem i32 %mul, 5, !dbg !214
  %conv7 = sitofp i32 %rem6 to double, !dbg !215
  %div8 = fdiv double %conv7, 5.000000e+00, !dbg !216
  %8 = load i32, i32* %j, align 4, !dbg !217
  %idxprom9 = sext i32 %8 to i64, !dbg !218
  %arrayidx10 = getelementptr inbounds [40 x [36 x double]], [40 x [36 x double]]* @B, i64 0, i64 %idxprom9, !dbg !218
  %9 = load i32, i32* %i, align 4, !dbg !219
  %idxprom11 = sext i32 %9 to i64, !dbg !218
  %arrayidx12 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx10, i64 0, i64 %idxprom11, !dbg !218
  store double %div8, double* %arrayidx12, align 8, !dbg !220
  br label %for.inc, !dbg !221

for.inc:                                          ; preds = %for.body3
  %10 = load i32, i32* %j, align 4, !dbg !222
  %inc = add nsw i32 %10, 1, !dbg !222
  store i32 %inc, i32* %j, align 4, !dbg !222
  br label %for.cond1, !dbg !223, !llvm.loop !224

for.end:                                          ; preds = %for.cond1
  br label %for.inc13, !dbg !225

for.inc13:                                        ; preds = %for.end
  %11 = load i32, i32* %i, align 4, !dbg !226
  %inc14 = add nsw i32 %11, 1, !dbg !226
  store i32 %inc14, i32* %i, align 4, !dbg !226
  br label %for.cond, !dbg !227, !llvm.loop !228

for.end15:                                        ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !230
  br label %for.cond16, !dbg !232

for.cond16:                                       ; preds = %for.inc45, %for.end15
  %12 = load i32, i32* %i, align 4, !dbg !233
  %cmp17 = icmp slt i32 %12, 36, !dbg !235
  br i1 %cmp17, label %for.body19, label %for.end47, !dbg !236

for.body19:                                       ; preds = %for.cond16
  store i32 0, i32* %j, align 4, !dbg !237
  br label %for.cond20, !dbg !239

for.cond20:                                       ; preds = %for.inc42, %for.body19
  %13 = load i32, i32* %j, align 4, !dbg !240
  %cmp21 = icmp slt i32 %13, 36, !dbg !242
  br i1 %cmp21, label %for.body23, label %for.end44, !dbg !243

for.body23:                                       ; preds = %for.cond20
  %14 = load i32, i32* %i, align 4, !dbg !244
  %mul24 = mul nsw i32 2, %14, !dbg !246
  %15 = load i32, i32* %j, align 4, !dbg !247
  %add25 = add nsw i32 %mul24, %15, !dbg !248
  %rem26 = srem i32 %add25, 9, !dbg !249
  %conv27 = sitofp i32 %rem26 to double, !dbg !250
  %div28 = fdiv double %conv27, 9.000000e+00, !dbg !251
  %16 = load i32, i32* %i, align 4, !dbg !252
  %idxprom29 = sext i32 %16 to i64, !dbg !253
  %arrayidx30 = getelementptr inbounds [36 x [36 x double]], [36 x [36 x double]]* @C, i64 0, i64 %idxprom29, !dbg !253
  %17 = load i32, i32* %j, align 4, !dbg !254
  %idxprom31 = sext i32 %17 to i64, !dbg !253
  %arrayidx32 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx30, i64 0, i64 %idxprom31, !dbg !253
  store double %div28, double* %arrayidx32, align 8, !dbg !255
  %18 = load i32, i32* %i, align 4, !dbg !256
  %19 = load i32, i32* %j, align 4, !dbg !257
  %mul33 = mul nsw i32 3, %19, !dbg !258
  %add34 = add nsw i32 %18, %mul33, !dbg !259
  %rem35 = srem i32 %add34, 11, !dbg !260
  %conv36 = sitofp i32 %rem35 to double, !dbg !261
  %div37 = fdiv double %conv36, 1.100000e+01, !dbg !262
  %20 = load i32, i32* %i, align 4, !dbg !263
  %idxprom38 = sext i32 %20 to i64, !dbg !264
  %arrayidx39 = getelementptr inbounds [36 x [36 x double]], [36 x [36 x double]]* @D, i64 0, i64 %idxprom38, !dbg !264
  %21 = load i32, i32* %j, align 4, !dbg !265
  %idxprom40 = sext i32 %21 to i64, !dbg !264
  %arrayidx41 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx39, i64 0, i64 %idxprom40, !dbg !264
  store double %div37, double* %arrayidx41, align 8, !dbg !266
  br label %for.inc42, !dbg !267

for.inc42:                                        ; preds = %for.body23
  %22 = load i32, i32* %j, align 4, !dbg !268
  %inc43 = add nsw i32 %22, 1, !dbg !268
  store i32 %inc43, i32* %j, align 4, !dbg !268
  br label %for.cond20, !dbg !269, !llvm.loop !270

for.end44:                                        ; preds = %for.cond20
  br label %for.inc45, !dbg !271

for.inc45:                                        ; preds = %for.end44
  %23 = load i32, i32* %i, align 4, !dbg !272
  %inc46 = add nsw i32 %23, 1, !dbg !272
  store i32 %inc46, i32* %i, align 4, !dbg !272
  br label %for.cond16, !dbg !273, !llvm.loop !274

for.end47:                                        ; preds = %for.cond16
  call void @kernel_twomm(i32 noundef 36, i32 noundef 40, double noundef 5.000000e-01, double noundef 2.000000e+00, [40 x double]* noundef getelementptr inbounds ([36 x [40 x double]], [36 x [40 x double]]* @A, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([40 x [36 x double]], [40 x [36 x double]]* @B, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([36 x [36 x double]], [36 x [36 x double]]* @T, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([36 x [36 x double]], [36 x [36 x double]]* @C, i64 0, i64 0), [36 x double]* noundef getelementptr inbounds ([36 x [36 x double]], [36 x [36 x double]]* @D, i64 0, i64 0)), !dbg !276
  store i32 0, i32* %i, align 4, !dbg !277
  br label %for.cond48, !dbg !279

for.cond48:                                       ; preds = %for.inc64, %for.end47
  %24 = load i32, i32* %i, align 4, !dbg !280
  %cmp49 = icmp slt i32 %24, 36, !dbg !282
  br i1 %cmp49, label %for.body51, label %for.end66, !dbg !283

for.body51:                                       ; preds = %for.cond48
  store i32 0, i32* %j, align 4, !dbg !284
  br label %for.cond52, !dbg !286

for.cond52:                                       ; preds = %for.inc61, %for.body51
  %25 = load i32, i32* %j, align 4, !dbg !287
  %cmp53 = icmp slt i32 %25, 36, !dbg !289
  br i1 %cmp53, label %for.body55, label %for.end63, !dbg !290

for.body55:                                       ; preds = %for.cond52
  %26 = load i32, i32* %i, align 4, !dbg !291
  %idxprom56 = sext i32 %26 to i64, !dbg !292
  %arrayidx57 = getelementptr inbounds [36 x [36 x double]], [36 x [36 x double]]* @D, i64 0, i64 %idxprom56, !dbg !292
  %27 = load i32, i32* %j, align 4, !dbg !293
  %idxprom58 = sext i32 %27 to i64, !dbg !292
  %arrayidx59 = getelementptr inbounds [36 x double], [36 x double]* %arrayidx57, i64 0, i64 %idxprom58, !dbg !292
  %28 = load double, double* %arrayidx59, align 8, !dbg !292
  %29 = load double, double* %s, align 8, !dbg !294
  %add60 = fadd double %29, %28, !dbg !294
  store double %add60, double* %s, align 8, !dbg !294
  br label %for.inc61, !dbg !295

for.inc61:                                        ; preds = %for.body55
  %30 = load i32, i32* %j, align 4, !dbg !296
  %inc62 = add nsw i32 %30, 1, !dbg !296
  store i32 %inc62, i32* %j, align 4, !dbg !296
  br label %for.cond52, !dbg !297, !llvm.loop !298

for.end63:                                        ; preds = %for.cond52
  br label %for.inc64, !dbg !299

for.inc64:                                        ; preds = %for.end63
  %31 = load i32, i32* %i, align 4, !dbg !300
  %inc65 = add nsw i32 %31, 1, !dbg !300
  store i32 %inc65, i32* %i, align 4, !dbg !300
  br label %for.cond48, !dbg !301, !llvm.loop !302

for.end66:                                        ; preds = %for.cond48
  %32 = load double, double* %s, align 8, !dbg !304
  store double %32, double* @checksum, align 8, !dbg !305
  ret i32 0, !dbg !306
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twomm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !13, !17, !19, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 92160, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 40)
!12 = !DISubrange(count: 36)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 82944, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "D", scope: !2, file: !3, line: 16, type: !15, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 92160, elements: !24)
!24 = !{!12, !11}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 14.0.6"}
!33 = distinct !DISubprogram(name: "kernel_twomm", scope: !3, file: !3, line: 19, type: !34, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !36, !5, !5, !37, !40, !40, !40, !40}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2560, elements: !39)
!39 = !{!11}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2304, elements: !42)
!42 = !{!12}
!43 = !{}
!44 = !DILocalVariable(name: "ni", arg: 1, scope: !33, file: !3, line: 19, type: !36)
!45 = !DILocation(line: 19, column: 49, scope: !33)
!46 = !DILocalVariable(name: "nk", arg: 2, scope: !33, file: !3, line: 19, type: !36)
!47 = !DILocation(line: 19, column: 57, scope: !33)
!48 = !DILocalVariable(name: "alpha", arg: 3, scope: !33, file: !3, line: 19, type: !5)
!49 = !DILocation(line: 19, column: 68, scope: !33)
!50 = !DILocalVariable(name: "beta", arg: 4, scope: !33, file: !3, line: 20, type: !5)
!51 = !DILocation(line: 20, column: 52, scope: !33)
!52 = !DILocalVariable(name: "a", arg: 5, scope: !33, file: !3, line: 20, type: !37)
!53 = !DILocation(line: 20, column: 67, scope: !33)
!54 = !DILocalVariable(name: "b", arg: 6, scope: !33, file: !3, line: 21, type: !40)
!55 = !DILocation(line: 21, column: 54, scope: !33)
!56 = !DILocalVariable(name: "t", arg: 7, scope: !33, file: !3, line: 21, type: !40)
!57 = !DILocation(line: 21, column: 70, scope: !33)
!58 = !DILocalVariable(name: "c", arg: 8, scope: !33, file: !3, line: 22, type: !40)
!59 = !DILocation(line: 22, column: 54, scope: !33)
!60 = !DILocalVariable(name: "d", arg: 9, scope: !33, file: !3, line: 22, type: !40)
!61 = !DILocation(line: 22, column: 70, scope: !33)
!62 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 24, type: !36)
!63 = !DILocation(line: 24, column: 7, scope: !33)
!64 = !DILocalVariable(name: "j", scope: !33, file: !3, line: 24, type: !36)
!65 = !DILocation(line: 24, column: 10, scope: !33)
!66 = !DILocalVariable(name: "k", scope: !33, file: !3, line: 24, type: !36)
!67 = !DILocation(line: 24, column: 13, scope: !33)
!68 = !DILocation(line: 25, column: 10, scope: !69)
!69 = distinct !DILexicalBlock(scope: !33, file: !3, line: 25, column: 3)
!70 = !DILocation(line: 25, column: 8, scope: !69)
!71 = !DILocation(line: 25, column: 15, scope: !72)
!72 = distinct !DILexicalBlock(scope: !69, file: !3, line: 25, column: 3)
!73 = !DILocation(line: 25, column: 19, scope: !72)
!74 = !DILocation(line: 25, column: 17, scope: !72)
!75 = !DILocation(line: 25, column: 3, scope: !69)
!76 = !DILocation(line: 26, column: 12, scope: !77)
!77 = distinct !DILexicalBlock(scope: !72, file: !3, line: 26, column: 5)
!78 = !DILocation(line: 26, column: 10, scope: !77)
!79 = !DILocation(line: 26, column: 17, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 26, column: 5)
!81 = !DILocation(line: 26, column: 21, scope: !80)
!82 = !DILocation(line: 26, column: 19, scope: !80)
!83 = !DILocation(line: 26, column: 5, scope: !77)
!84 = !DILocation(line: 27, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !80, file: !3, line: 26, column: 30)
!86 = !DILocation(line: 27, column: 9, scope: !85)
!87 = !DILocation(line: 27, column: 12, scope: !85)
!88 = !DILocation(line: 27, column: 15, scope: !85)
!89 = !DILocation(line: 28, column: 14, scope: !90)
!90 = distinct !DILexicalBlock(scope: !85, file: !3, line: 28, column: 7)
!91 = !DILocation(line: 28, column: 12, scope: !90)
!92 = !DILocation(line: 28, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !3, line: 28, column: 7)
!94 = !DILocation(line: 28, column: 23, scope: !93)
!95 = !DILocation(line: 28, column: 21, scope: !93)
!96 = !DILocation(line: 28, column: 7, scope: !90)
!97 = !DILocation(line: 29, column: 20, scope: !93)
!98 = !DILocation(line: 29, column: 28, scope: !93)
!99 = !DILocation(line: 29, column: 30, scope: !93)
!100 = !DILocation(line: 29, column: 33, scope: !93)
!101 = !DILocation(line: 29, column: 26, scope: !93)
!102 = !DILocation(line: 29, column: 38, scope: !93)
!103 = !DILocation(line: 29, column: 40, scope: !93)
!104 = !DILocation(line: 29, column: 43, scope: !93)
!105 = !DILocation(line: 29, column: 9, scope: !93)
!106 = !DILocation(line: 29, column: 11, scope: !93)
!107 = !DILocation(line: 29, column: 14, scope: !93)
!108 = !DILocation(line: 29, column: 17, scope: !93)
!109 = !DILocation(line: 28, column: 28, scope: !93)
!110 = !DILocation(line: 28, column: 7, scope: !93)
!111 = distinct !{!111, !96, !112, !113}
!112 = !DILocation(line: 29, column: 44, scope: !90)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 30, column: 5, scope: !85)
!115 = !DILocation(line: 26, column: 26, scope: !80)
!116 = !DILocation(line: 26, column: 5, scope: !80)
!117 = distinct !{!117, !83, !118, !113}
!118 = !DILocation(line: 30, column: 5, scope: !77)
!119 = !DILocation(line: 25, column: 24, scope: !72)
!120 = !DILocation(line: 25, column: 3, scope: !72)
!121 = distinct !{!121, !75, !122, !113}
!122 = !DILocation(line: 30, column: 5, scope: !69)
!123 = !DILocation(line: 31, column: 10, scope: !124)
!124 = distinct !DILexicalBlock(scope: !33, file: !3, line: 31, column: 3)
!125 = !DILocation(line: 31, column: 8, scope: !124)
!126 = !DILocation(line: 31, column: 15, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 31, column: 3)
!128 = !DILocation(line: 31, column: 19, scope: !127)
!129 = !DILocation(line: 31, column: 17, scope: !127)
!130 = !DILocation(line: 31, column: 3, scope: !124)
!131 = !DILocation(line: 32, column: 12, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !3, line: 32, column: 5)
!133 = !DILocation(line: 32, column: 10, scope: !132)
!134 = !DILocation(line: 32, column: 17, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !3, line: 32, column: 5)
!136 = !DILocation(line: 32, column: 21, scope: !135)
!137 = !DILocation(line: 32, column: 19, scope: !135)
!138 = !DILocation(line: 32, column: 5, scope: !132)
!139 = !DILocation(line: 33, column: 18, scope: !140)
!140 = distinct !DILexicalBlock(scope: !135, file: !3, line: 32, column: 30)
!141 = !DILocation(line: 33, column: 7, scope: !140)
!142 = !DILocation(line: 33, column: 9, scope: !140)
!143 = !DILocation(line: 33, column: 12, scope: !140)
!144 = !DILocation(line: 33, column: 15, scope: !140)
!145 = !DILocation(line: 34, column: 14, scope: !146)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 34, column: 7)
!147 = !DILocation(line: 34, column: 12, scope: !146)
!148 = !DILocation(line: 34, column: 19, scope: !149)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 34, column: 7)
!150 = !DILocation(line: 34, column: 23, scope: !149)
!151 = !DILocation(line: 34, column: 21, scope: !149)
!152 = !DILocation(line: 34, column: 7, scope: !146)
!153 = !DILocation(line: 35, column: 20, scope: !149)
!154 = !DILocation(line: 35, column: 22, scope: !149)
!155 = !DILocation(line: 35, column: 25, scope: !149)
!156 = !DILocation(line: 35, column: 30, scope: !149)
!157 = !DILocation(line: 35, column: 32, scope: !149)
!158 = !DILocation(line: 35, column: 35, scope: !149)
!159 = !DILocation(line: 35, column: 9, scope: !149)
!160 = !DILocation(line: 35, column: 11, scope: !149)
!161 = !DILocation(line: 35, column: 14, scope: !149)
!162 = !DILocation(line: 35, column: 17, scope: !149)
!163 = !DILocation(line: 34, column: 28, scope: !149)
!164 = !DILocation(line: 34, column: 7, scope: !149)
!165 = distinct !{!165, !152, !166, !113}
!166 = !DILocation(line: 35, column: 36, scope: !146)
!167 = !DILocation(line: 36, column: 5, scope: !140)
!168 = !DILocation(line: 32, column: 26, scope: !135)
!169 = !DILocation(line: 32, column: 5, scope: !135)
!170 = distinct !{!170, !138, !171, !113}
!171 = !DILocation(line: 36, column: 5, scope: !132)
!172 = !DILocation(line: 31, column: 24, scope: !127)
!173 = !DILocation(line: 31, column: 3, scope: !127)
!174 = distinct !{!174, !130, !175, !113}
!175 = !DILocation(line: 36, column: 5, scope: !124)
!176 = !DILocation(line: 37, column: 1, scope: !33)
!177 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !178, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!178 = !DISubroutineType(types: !179)
!179 = !{!36}
!180 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 41, type: !36)
!181 = !DILocation(line: 41, column: 7, scope: !177)
!182 = !DILocalVariable(name: "j", scope: !177, file: !3, line: 41, type: !36)
!183 = !DILocation(line: 41, column: 10, scope: !177)
!184 = !DILocalVariable(name: "s", scope: !177, file: !3, line: 42, type: !5)
!185 = !DILocation(line: 42, column: 10, scope: !177)
!186 = !DILocation(line: 43, column: 10, scope: !187)
!187 = distinct !DILexicalBlock(scope: !177, file: !3, line: 43, column: 3)
!188 = !DILocation(line: 43, column: 8, scope: !187)
!189 = !DILocation(line: 43, column: 15, scope: !190)
!190 = distinct !DILexicalBlock(scope: !187, file: !3, line: 43, column: 3)
!191 = !DILocation(line: 43, column: 17, scope: !190)
!192 = !DILocation(line: 43, column: 3, scope: !187)
!193 = !DILocation(line: 44, column: 12, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !3, line: 44, column: 5)
!195 = !DILocation(line: 44, column: 10, scope: !194)
!196 = !DILocation(line: 44, column: 17, scope: !197)
!197 = distinct !DILexicalBlock(scope: !194, file: !3, line: 44, column: 5)
!198 = !DILocation(line: 44, column: 19, scope: !197)
!199 = !DILocation(line: 44, column: 5, scope: !194)
!200 = !DILocation(line: 45, column: 27, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !3, line: 44, column: 29)
!202 = !DILocation(line: 45, column: 31, scope: !201)
!203 = !DILocation(line: 45, column: 29, scope: !201)
!204 = !DILocation(line: 45, column: 34, scope: !201)
!205 = !DILocation(line: 45, column: 17, scope: !201)
!206 = !DILocation(line: 45, column: 39, scope: !201)
!207 = !DILocation(line: 45, column: 9, scope: !201)
!208 = !DILocation(line: 45, column: 7, scope: !201)
!209 = !DILocation(line: 45, column: 12, scope: !201)
!210 = !DILocation(line: 45, column: 15, scope: !201)
!211 = !DILocation(line: 46, column: 27, scope: !201)
!212 = !DILocation(line: 46, column: 31, scope: !201)
!213 = !DILocation(line: 46, column: 29, scope: !201)
!214 = !DILocation(line: 46, column: 34, scope: !201)
!215 = !DILocation(line: 46, column: 17, scope: !201)
!216 = !DILocation(line: 46, column: 39, scope: !201)
!217 = !DILocation(line: 46, column: 9, scope: !201)
!218 = !DILocation(line: 46, column: 7, scope: !201)
!219 = !DILocation(line: 46, column: 12, scope: !201)
!220 = !DILocation(line: 46, column: 15, scope: !201)
!221 = !DILocation(line: 47, column: 5, scope: !201)
!222 = !DILocation(line: 44, column: 25, scope: !197)
!223 = !DILocation(line: 44, column: 5, scope: !197)
!224 = distinct !{!224, !199, !225, !113}
!225 = !DILocation(line: 47, column: 5, scope: !194)
!226 = !DILocation(line: 43, column: 23, scope: !190)
!227 = !DILocation(line: 43, column: 3, scope: !190)
!228 = distinct !{!228, !192, !229, !113}
!229 = !DILocation(line: 47, column: 5, scope: !187)
!230 = !DILocation(line: 48, column: 10, scope: !231)
!231 = distinct !DILexicalBlock(scope: !177, file: !3, line: 48, column: 3)
!232 = !DILocation(line: 48, column: 8, scope: !231)
!233 = !DILocation(line: 48, column: 15, scope: !234)
!234 = distinct !DILexicalBlock(scope: !231, file: !3, line: 48, column: 3)
!235 = !DILocation(line: 48, column: 17, scope: !234)
!236 = !DILocation(line: 48, column: 3, scope: !231)
!237 = !DILocation(line: 49, column: 12, scope: !238)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 49, column: 5)
!239 = !DILocation(line: 49, column: 10, scope: !238)
!240 = !DILocation(line: 49, column: 17, scope: !241)
!241 = distinct !DILexicalBlock(scope: !238, file: !3, line: 49, column: 5)
!242 = !DILocation(line: 49, column: 19, scope: !241)
!243 = !DILocation(line: 49, column: 5, scope: !238)
!244 = !DILocation(line: 50, column: 31, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !3, line: 49, column: 29)
!246 = !DILocation(line: 50, column: 29, scope: !245)
!247 = !DILocation(line: 50, column: 35, scope: !245)
!248 = !DILocation(line: 50, column: 33, scope: !245)
!249 = !DILocation(line: 50, column: 38, scope: !245)
!250 = !DILocation(line: 50, column: 17, scope: !245)
!251 = !DILocation(line: 50, column: 43, scope: !245)
!252 = !DILocation(line: 50, column: 9, scope: !245)
!253 = !DILocation(line: 50, column: 7, scope: !245)
!254 = !DILocation(line: 50, column: 12, scope: !245)
!255 = !DILocation(line: 50, column: 15, scope: !245)
!256 = !DILocation(line: 51, column: 27, scope: !245)
!257 = !DILocation(line: 51, column: 35, scope: !245)
!258 = !DILocation(line: 51, column: 33, scope: !245)
!259 = !DILocation(line: 51, column: 29, scope: !245)
!260 = !DILocation(line: 51, column: 38, scope: !245)
!261 = !DILocation(line: 51, column: 17, scope: !245)
!262 = !DILocation(line: 51, column: 44, scope: !245)
!263 = !DILocation(line: 51, column: 9, scope: !245)
!264 = !DILocation(line: 51, column: 7, scope: !245)
!265 = !DILocation(line: 51, column: 12, scope: !245)
!266 = !DILocation(line: 51, column: 15, scope: !245)
!267 = !DILocation(line: 52, column: 5, scope: !245)
!268 = !DILocation(line: 49, column: 25, scope: !241)
!269 = !DILocation(line: 49, column: 5, scope: !241)
!270 = distinct !{!270, !243, !271, !113}
!271 = !DILocation(line: 52, column: 5, scope: !238)
!272 = !DILocation(line: 48, column: 23, scope: !234)
!273 = !DILocation(line: 48, column: 3, scope: !234)
!274 = distinct !{!274, !236, !275, !113}
!275 = !DILocation(line: 52, column: 5, scope: !231)
!276 = !DILocation(line: 53, column: 3, scope: !177)
!277 = !DILocation(line: 54, column: 10, scope: !278)
!278 = distinct !DILexicalBlock(scope: !177, file: !3, line: 54, column: 3)
!279 = !DILocation(line: 54, column: 8, scope: !278)
!280 = !DILocation(line: 54, column: 15, scope: !281)
!281 = distinct !DILexicalBlock(scope: !278, file: !3, line: 54, column: 3)
!282 = !DILocation(line: 54, column: 17, scope: !281)
!283 = !DILocation(line: 54, column: 3, scope: !278)
!284 = !DILocation(line: 55, column: 12, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !3, line: 55, column: 5)
!286 = !DILocation(line: 55, column: 10, scope: !285)
!287 = !DILocation(line: 55, column: 17, scope: !288)
!288 = distinct !DILexicalBlock(scope: !285, file: !3, line: 55, column: 5)
!289 = !DILocation(line: 55, column: 19, scope: !288)
!290 = !DILocation(line: 55, column: 5, scope: !285)
!291 = !DILocation(line: 56, column: 14, scope: !288)
!292 = !DILocation(line: 56, column: 12, scope: !288)
!293 = !DILocation(line: 56, column: 17, scope: !288)
!294 = !DILocation(line: 56, column: 9, scope: !288)
!295 = !DILocation(line: 56, column: 7, scope: !288)
!296 = !DILocation(line: 55, column: 25, scope: !288)
!297 = !DILocation(line: 55, column: 5, scope: !288)
!298 = distinct !{!298, !290, !299, !113}
!299 = !DILocation(line: 56, column: 18, scope: !285)
!300 = !DILocation(line: 54, column: 23, scope: !281)
!301 = !DILocation(line: 54, column: 3, scope: !281)
!302 = distinct !{!302, !283, !303, !113}
!303 = !DILocation(line: 56, column: 18, scope: !278)
!304 = !DILocation(line: 57, column: 14, scope: !177)
!305 = !DILocation(line: 57, column: 12, scope: !177)
!306 = !DILocation(line: 58, column: 3, scope: !177)
