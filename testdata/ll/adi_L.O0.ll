; ModuleID = 'adi.c'
source_filename = "adi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Cp = internal global [200 x double] zeroinitializer, align 16, !dbg !0
@U = internal global [200 x [200 x double]] zeroinitializer, align 16, !dbg !7
@Dp = internal global [200 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_adi(i32 noundef %tsteps, double noundef %r) #0 !dbg !26 {
entry:
  %tsteps.addr = alloca i32, align 4
  %r.addr = alloca double, align 8
  %t = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %k = alloca i32, align 4
  %diag = alloca double, align 8
  %m = alloca double, align 8
  store i32 %tsteps, i32* %tsteps.addr, align 4
  call void @llvm.dbg.declare(metadata i32* %tsteps.addr, metadata !31, metadata !DIExpression()), !dbg !32
  store double %r, double* %r.addr, align 8
  call void @llvm.dbg.declare(metadata double* %r.addr, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %t, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %i, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %j, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %k, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata double* %diag, metadata !43, metadata !DIExpression()), !dbg !44
  %0 = load double, double* %r.addr, align 8, !dbg !45
  %1 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %0, double 1.000000e+00), !dbg !46
  store double %1, double* %diag, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata double* %m, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %t, align 4, !dbg !49
  br label %for.cond, !dbg !51

for.cond:                                         ; preds = %for.inc110, %entry
  %2 = load i32, i32* %t, align 4, !dbg !52
  %3 = load i32, i32* %tsteps.addr, align 4, !dbg !54
  %cmp = icmp slt i32 %2, %3, !dbg !55
  br i1 %cmp, label %for.body, label %for.end112, !dbg !56

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %i, align 4, !dbg !57
  br label %for.cond1, !dbg !60

for.cond1:                                        ; preds = %for.inc47, %for.body
  %4 = load i32, i32* %i, align 4, !dbg !61
  %cmp2 = icmp slt i32 %4, 200, !dbg !63
  br i1 %cmp2, label %for.body3, label %for.end49, !dbg !64

for.body3:                                        ; preds = %for.cond1
  %5 = load double, double* %r.addr, align 8, !dbg !65
  %fneg = fneg double %5, !dbg !67
  %6 = load double, double* %diag, align 8, !dbg !68
  %div = fdiv double %fneg, %6, !dbg !69
  store double %div, double* getelementptr inbounds ([200 x double], [200 x double]* @Cp, i64 0, i64 0), align 16, !dbg !70
  %7 = load i32, i32* %i, align 4, !dbg !71
  %idxprom = sext i32 %7 to i64, !dbg !72
  %arrayidx = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom, !dbg !72
  %arrayidx4 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx, i64 0, i64 0, !dbg !72
  %8 = load double, double* %arrayidx4, align 16, !dbg !72
  %9 = load double, double* %diag, align 8, !dbg !73
  %div5 = fdiv double %8, %9, !dbg !74
  store double %div5, double* getelementptr inbounds ([200 x double], [200 x double]* @Dp, i64 0, i64 0), align 16, !dbg !75
  store i32 1, i32* %k, align 4, !dbg !76
  br label %for.cond6, !dbg !78

for.cond6:                                        ; preds = %for.inc, %for.body3
  %10 = load i32, i32* %k, align 4, !dbg !79
  %cmp7 = icmp slt i32 %10, 200, !dbg !81
  br i1 %cmp7, label %for.body8, label %for.end, !dbg !82

for.body8:                                        ; preds = %for.cond6
  %11 = load double, double* %diag, align 8, !dbg !83
  %12 = load double, double* %r.addr, align 8, !dbg !85
  %13 = load i32, i32* %k, align 4, !dbg !86
  %sub = sub nsw i32 %13, 1, !dbg !87
  %idxprom9 = sext i32 %sub to i64, !dbg !88
  %arrayidx10 = getelementptr inbounds [200 x double], [200 x double]* @Cp, i64 0, i64 %idxprom9, !dbg !88
  %14 = load double, double* %arrayidx10, align 8, !dbg !88
  %15 = call double @llvm.fmuladd.f64(double %12, double %14, double %11), !dbg !89
  %div11 = fdiv double 1.000000e+00, %15, !dbg !90
  store double %div11, double* %m, align 8, !dbg !91
  %16 = load double, double* %r.addr, align 8, !dbg !92
  %fneg12 = fneg double %16, !dbg !93
  %17 = load double, double* %m, align 8, !dbg !94
  %mul = fmul double %fneg12, %17, !dbg !95
  %18 = load i32, i32* %k, align 4, !dbg !96
  %idxprom13 = sext i32 %18 to i64, !dbg !97
  %arrayidx14 = getelementptr inbounds [200 x double], [200 x double]* @Cp, i64 0, i64 %idxprom13, !dbg !97
  store double %mul, double* %arrayidx14, align 8, !dbg !98
  %19 = load i32, i32* %i, align 4, !dbg !99
  %idxprom15 = sext i32 %19 to i64, !dbg !100
  %arrayidx16 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom15, !dbg !100
  %20 = load i32, i32* %k, align 4, !dbg !101
  %idxprom17 = sext i32 %20 to i64, !dbg !100
  %arrayidx18 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx16, i64 0, i64 %idxprom17, !dbg !100
  %21 = load double, double* %arrayidx18, align 8, !dbg !100
  %22 = load double, double* %r.addr, align 8, !dbg !102
  %23 = load i32, i32* %k, align 4, !dbg !103
  %sub19 = sub nsw i32 %23, 1, !dbg !104
  %idxprom20 = sext i32 %sub19 to i64, !dbg !105
  %arrayidx21 = getelementptr inbounds [200 x double], [200 x double]* @Dp, i64 0, i64 %idxprom20, !dbg !105
  %24 = load double, double* %arrayidx21, align 8, !dbg !105
  %25 = call double @llvm.fmuladd.f64(double %22, double %24, double %21), !dbg !106
  %26 = load double, double* %m, align 8, !dbg !107
  %mul23 = fmul double %25, %26, !dbg !108
  %27 = load i32, i32* %k, align 4, !dbg !109
  %idxprom24 = sext i32 %27 to i64, !dbg !110
  %arrayidx25 = getelementptr inbounds [200 x double], [200 x double]* @Dp, i64 0, i64 %idxprom24, !dbg !110
  store double %mul23, double* %arrayidx25, align 8, !dbg !111
  br label %for.inc, !dbg !112

for.inc:                                          ; preds = %for.body8
  %28 = load i32, i32* %k, align 4, !dbg !113
  %inc = add nsw i32 %28, 1, !dbg !113
  store i32 %inc, i32* %k, align 4, !dbg !113
  br label %for.cond6, !dbg !114, !llvm.loop !115

for.end:                                          ; preds = %for.cond6
  %29 = load double, double* getelementptr inbounds ([200 x double], [200 x double]* @Dp, i64 0, i64 199), align 8, !dbg !118
  %30 = load i32, i32* %i, align 4, !dbg !119
  %idxprom26 = sext i32 %30 to i64, !dbg !120
  %arrayidx27 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom26, !dbg !120
  %arrayidx28 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx27, i64 0, i64 199, !dbg !120
  store double %29, double* %arrayidx28, align 8, !dbg !121
  store i32 198, i32* %k, align 4, !dbg !122
  br label %for.cond29, !dbg !124

for.cond29:                                       ; preds = %for.inc45, %for.end
  %31 = load i32, i32* %k, align 4, !dbg !125
  %cmp30 = icmp sge i32 %31, 0, !dbg !127
  br i1 %cmp30, label %for.body31, label %for.end46, !dbg !128

for.body31:                                       ; preds = %for.cond29
  %32 = load i32, i32* %k, align 4, !dbg !129
  %idxprom32 = sext i32 %32 to i64, !dbg !130
  %arrayidx33 = getelementptr inbounds [200 x double], [200 x double]* @Dp, i64 0, i64 %idxprom32, !dbg !130
  %33 = load double, double* %arrayidx33, align 8, !dbg !130
  %34 = load i32, i32* %k, align 4, !dbg !131
  %idxprom34 = sext i32 %34 to i64, !dbg !132
  %arrayidx35 = getelementptr inbounds [200 x double], [200 x double]* @Cp, i64 0, i64 %idxprom34, !dbg !132
  %35 = load double, double* %arrayidx35, align 8, !dbg !132
  %36 = load i32, i32* %i, align 4, !dbg !133
  %idxprom36 = sext i32 %36 to i64, !dbg !134
  %arrayidx37 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom36, !dbg !134
  %37 = load i32, i32* %k, align 4, !dbg !135
  %add = add nsw i32 %37, 1, !dbg !136
  %idxprom38 = sext i32 %add to i64, !dbg !134
  %arrayidx39 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx37, i64 0, i64 %idxprom38, !dbg !134
  %38 = load double, double* %arrayidx39, align 8, !dbg !134
  %neg = fneg double %35, !dbg !137
  %39 = call double @llvm.fmuladd.f64(double %neg, double %38, double %33), !dbg !137
  %40 = load i32, i32* %i, align 4, !dbg !138
  %idxprom41 = sext i32 %40 to i64, !dbg !139
  %arrayidx42 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom41, !dbg !139
  %41 = load i32, i32* %k, align 4, !dbg !140
  %idxprom43 = sext i32 %41 to i64, !dbg !139
  %arrayidx44 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx42, i64 0, i64 %idxprom43, !dbg !139
  store double %39, double* %arrayidx44, align 8, !dbg !141
  br label %for.inc45, !dbg !139

for.inc45:                                        ; preds = %for.body31
  %42 = load i32, i32* %k, align 4, !dbg !142
  %dec = add nsw i32 %42, -1, !dbg !142
  store i32 %dec, i32* %k, align 4, !dbg !142
  br label %for.cond29, !dbg !143, !llvm.loop !144

for.end46:                                        ; preds = %for.cond29
  br label %for.inc47, !dbg !146

for.inc47:                                        ; preds = %for.end46
  %43 = load i32, i32* %i, align 4, !dbg !147
  %inc48 = add nsw i32 %43, 1, !dbg !147
  store i32 %inc48, i32* %i, align 4, !dbg !147
  br label %for.cond1, !dbg !148, !llvm.loop !149

for.end49:                                        ; preds = %for.cond1
  store i32 0, i32* %j, align 4, !dbg !151
  br label %for.cond50, !dbg !153

for.cond50:                                       ; preds = %for.inc107, %for.end49
  %44 = load i32, i32* %j, align 4, !dbg !154
  %cmp51 = icmp slt i32 %44, 200, !dbg !156
  br i1 %cmp51, label %for.body52, label %for.end109, !dbg !157

for.body52:                                       ; preds = %for.cond50
  %45 = load double, double* %r.addr, align 8, !dbg !158
  %fneg53 = fneg double %45, !dbg !160
  %46 = load double, double* %diag, align 8, !dbg !161
  %div54 = fdiv double %fneg53, %46, !dbg !162
  store double %div54, double* getelementptr inbounds ([200 x double], [200 x double]* @Cp, i64 0, i64 0), align 16, !dbg !163
  %47 = load i32, i32* %j, align 4, !dbg !164
  %idxprom55 = sext i32 %47 to i64, !dbg !165
  %arrayidx56 = getelementptr inbounds [200 x double], [200 x double]* getelementptr inbounds ([200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 0), i64 0, i64 %idxprom55, !dbg !165
  %48 = load double, double* %arrayidx56, align 8, !dbg !165
  %49 = load double, double* %diag, align 8, !dbg !166
  %div57 = fdiv double %48, %49, !dbg !167
  store double %div57, double* getelementptr inbounds ([200 x double], [200 x double]* @Dp, i64 0, i64 0), align 16, !dbg !168
  store i32 1, i32* %k, align 4, !dbg !169
  br label %for.cond58, !dbg !171

for.cond58:                                       ; preds = %for.inc81, %for.body52
  %50 = load i32, i32* %k, align 4, !dbg !172
  %cmp59 = icmp slt i32 %50, 200, !dbg !174
  br i1 %cmp59, label %for.body60, label %for.end83, !dbg !175

for.body60:                                       ; preds = %for.cond58
  %51 = load double, double* %diag, align 8, !dbg !176
  %52 = load double, double* %r.addr, align 8, !dbg !178
  %53 = load i32, i32* %k, align 4, !dbg !179
  %sub61 = sub nsw i32 %53, 1, !dbg !180
  %idxprom62 = sext i32 %sub61 to i64, !dbg !181
  %arrayidx63 = getelementptr inbounds [200 x double], [200 x double]* @Cp, i64 0, i64 %idxprom62, !dbg !181
  %54 = load double, double* %arrayidx63, align 8, !dbg !181
  %55 = call double @llvm.fmuladd.f64(double %52, double %54, double %51), !dbg !182
  %div65 = fdiv double 1.000000e+00, %55, !dbg !183
  store double %div65, double* %m, align 8, !dbg !184
  %56 = load double, double* %r.addr, align 8, !dbg !185
  %fneg66 = fneg double %56, !dbg !186
  %57 = load double, double* %m, align 8, !dbg !187
  %mul67 = fmul double %fneg66, %57, !dbg !188
  %58 = load i32, i32* %k, align 4, !dbg !189
  %idxprom68 = sext i32 %58 to i64, !dbg !190
  %arrayidx69 = getelementptr inbounds [200 x double], [200 x double]* @Cp, i64 0, i64 %idxprom68, !dbg !190
  store double %mul67, double* %arrayidx69, align 8, !dbg !191
  %59 = load i32, i32* %k, align 4, !dbg !192
  %idxprom70 = sext i32 %59 to i64, !dbg !193
  %arrayidx71 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom70, !dbg !193
  %60 = load i32, i32* %j, align 4, !dbg !194
  %idxprom72 = sext i32 %60 to i64, !dbg !193
  %arrayidx73 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx71, i64 0, i64 %idxprom72, !dbg !193
  %61 = load double, double* %arrayidx73, align 8, !dbg !193
  %62 = load double, double* %r.addr, align 8, !dbg !195
  %63 = load i32, i32* %k, align 4, !dbg !196
  %sub74 = sub nsw i32 %63, 1, !dbg !197
  %idxprom75 = sext i32 %sub74 to i64, !dbg !198
  %arrayidx76 = getelementptr inbounds [200 x double], [200 x double]* @Dp, i64 0, i64 %idxprom75, !dbg !198
  %64 = load double, double* %arrayidx76, align 8, !dbg !198
  %65 = call double @llvm.fmuladd.f64(double %62, double %64, double %61), !dbg !199
  %66 = load double, double* %m, align 8, !dbg !200
  %mul78 = fmul double %65, %66, !dbg !201
  %67 = load i32, i32* %k, align 4, !dbg !202
  %idxprom79 = sext i32 %67 to i64, !dbg !203
  %arrayidx80 = getelementptr inbounds [200 x double], [200 x double]* @Dp, i64 0, i64 %idxprom79, !dbg !203
  store double %mul78, double* %arrayidx80, align 8, !dbg !204
  br label %for.inc81, !dbg !205

for.inc81:                                        ; preds = %for.body60
  %68 = load i32, i32* %k, align 4, !dbg !206
  %inc82 = add nsw i32 %68, 1, !dbg !206
  store i32 %inc82, i32* %k, align 4, !dbg !206
  br label %for.cond58, !dbg !207, !llvm.loop !208

for.end83:                                        ; preds = %for.cond58
  %69 = load double, double* getelementptr inbounds ([200 x double], [200 x double]* @Dp, i64 0, i64 199), align 8, !dbg !210
  %70 = load i32, i32* %j, align 4, !dbg !211
  %idxprom84 = sext i32 %70 to i64, !dbg !212
  %arrayidx85 = getelementptr inbounds [200 x double], [200 x double]* getelementptr inbounds ([200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 199), i64 0, i64 %idxprom84, !dbg !212
  store double %69, double* %arrayidx85, align 8, !dbg !213
  store i32 198, i32* %k, align 4, !dbg !214
  br label %for.cond86, !dbg !216

for.cond86:                                       ; preds = %for.inc104, %for.end83
  %71 = load i32, i32* %k, align 4, !dbg !217
  %cmp87 = icmp sge i32 %71, 0, !dbg !219
  br i1 %cmp87, label %for.body88, label %for.end106, !dbg !220

for.body88:                                       ; preds = %for.cond86
  %72 = load i32, i32* %k, align 4, !dbg !221
  %idxprom89 = sext i32 %72 to i64, !dbg !222
  %arrayidx90 = getelementptr inbounds [200 x double], [200 x double]* @Dp, i64 0, i64 %idxprom89, !dbg !222
  %73 = load double, double* %arrayidx90, align 8, !dbg !222
  %74 = load i32, i32* %k, align 4, !dbg !223
  %idxprom91 = sext i32 %74 to i64, !dbg !224
  %arrayidx92 = getelementptr inbounds [200 x double], [200 x double]* @Cp, i64 0, i64 %idxprom91, !dbg !224
  %75 = load double, double* %arrayidx92, align 8, !dbg !224
  %76 = load i32, i32* %k, align 4, !dbg !225
  %add93 = add nsw i32 %76, 1, !dbg !226
  %idxprom94 = sext i32 %add93 to i64, !dbg !227
  %arrayidx95 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom94, !dbg !227
  %77 = load i32, i32* %j, align 4, !dbg !228
  %idxprom96 = sext i32 %77 to i64, !dbg !227
  %arrayidx97 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx95, i64 0, i64 %idxprom96, !dbg !227
  %78 = load double, double* %arrayidx97, align 8, !dbg !227
  %neg99 = fneg double %75, !dbg !229
  %79 = call double @llvm.fmuladd.f64(double %neg99, double %78, double %73), !dbg !229
  %80 = load i32, i32* %k, align 4, !dbg !230
  %idxprom100 = sext i32 %80 to i64, !dbg !231
  %arrayidx101 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom100, !dbg !231
  %81 = load i32, i32* %j, align 4, !dbg !232
  %idxprom102 = sext i32 %81 to i64, !dbg !231
  %arrayidx103 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx101, i64 0, i64 %idxprom102, !dbg !231
  store double %79, double* %arrayidx103, align 8, !dbg !233
  br label %for.inc104, !dbg !231

for.inc104:                                       ; preds = %for.body88
  %82 = load i32, i32* %k, align 4, !dbg !234
  %dec105 = add nsw i32 %82, -1, !dbg !234
  store i32 %dec105, i32* %k, align 4, !dbg !234
  br label %for.cond86, !dbg !235, !llvm.loop !236

for.end106:                                       ; preds = %for.cond86
  br label %for.inc107, !dbg !238

for.inc107:                                       ; preds = %for.end106
  %83 = load i32, i32* %j, align 4, !dbg !239
  %inc108 = add nsw i32 %83, 1, !dbg !239
  store i32 %inc108, i32* %j, align 4, !dbg !239
  br label %for.cond50, !dbg !240, !llvm.loop !241

for.end109:                                       ; preds = %for.cond50
  br label %for.inc110, !dbg !243

for.inc110:                                       ; preds = %for.end109
  %84 = load i32, i32* %t, align 4, !dbg !244
  %inc111 = add nsw i32 %84, 1, !dbg !244
  store i32 %inc111, i32* %t, align 4, !dbg !244
  br label %for.cond, !dbg !245, !llvm.loop !246

for.end112:                                       ; preds = %for.cond
  ret void, !dbg !248
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !249 {
entry:
  %retval = alloca i32, align 4
  %i = alloca i32, align 4
  %j = alloca i32, align 4
  %s = alloca double, align 8
  store i32 0, i32* %retval, align 4
  call void @llvm.dbg.declare(metadata i32* %i, metadata !252, metadata !DIExpression()), !dbg !253
  call void @llvm.dbg.declare(metadata i32* %j, metadata !254, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.declare(metadata double* %s, metadata !256, metadata !DIExpression()), !dbg !257
  store double 0.000000e+00, double* %s, align 8, !dbg !257
  store i32 0, i32* %i, align 4, !dbg !258
  br label %for.cond, !dbg !260

for.cond:                                         ; preds = %for.inc7, %entry
  %0 = load i32, i32* %i, align 4, !dbg !261
  %cmp = icmp slt i32 %0, 200, !dbg !263
  br i1 %cmp, label %for.body, label %for.end9, !dbg !264

for.body:                                         ; preds = %for.cond
  store i32 0, i32* %j, align 4, !dbg !265
  br label %for.cond1, !dbg !267

for.cond1:                                        ; preds = %for.inc, %for.body
  %1 = load i32, i32* %j, align 4, !dbg !268
  %cmp2 = icmp slt i32 %1, 200, !dbg !270
  br i1 %cmp2, label %for.body3, label %for.end, !dbg !271

for.body3:                                        ; preds = %for.cond1
  %2 = load i32, i32* %i, align 4, !dbg !272
  %mul = mul nsw i32 %2, 7, !dbg !273
  %3 = load i32, i32* %j, align 4, !dbg !274
  %mul4 = mul nsw i32 %3, 3, !dbg !275
  %add = add nsw i32 %mul, %mul4, !dbg !276
  %rem = srem i32 %add, 10, !dbg !277
  %conv = sitofp i32 %rem to double, !dbg !278
  %4 = load i32, i32* %i, align 4, !dbg !279
  %idxprom = sext i32 %4 to i64, !dbg !280
  %arrayidx = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom, !dbg !280
  %5 = load i32, i32* %j, align 4, !dbg !281
  %idxprom5 = sext i32 %5 to i64, !dbg !280
  %arrayidx6 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx, i64 0, i64 %idxprom5, !dbg !280
  store double %conv, double* %arrayidx6, align 8, !dbg !282
  br label %for.inc, !dbg !280

for.inc:                                          ; preds = %for.body3
  %6 = load i32, i32* %j, align 4, !dbg !283
  %inc = add nsw i32 %6, 1, !dbg !283
  store i32 %inc, i32* %j, align 4, !dbg !283
  br label %for.cond1, !dbg !284, !llvm.loop !285

for.end:                                          ; preds = %for.cond1
  br label %for.inc7, !dbg !286

for.inc7:                                         ; preds = %for.end
  %7 = load i32, i32* %i, align 4, !dbg !287
  %inc8 = add nsw i32 %7, 1, !dbg !287
  store i32 %inc8, i32* %i, align 4, !dbg !287
  br label %for.cond, !dbg !288, !llvm.loop !289

for.end9:                                         ; preds = %for.cond
  call void @kernel_adi(i32 noundef 4, double noundef 2.500000e-01), !dbg !291
  store i32 0, i32* %i, align 4, !dbg !292
  br label %for.cond10, !dbg !294

for.cond10:                                       ; preds = %for.inc26, %for.end9
  %8 = load i32, i32* %i, align 4, !dbg !295
  %cmp11 = icmp slt i32 %8, 200, !dbg !297
  br i1 %cmp11, label %for.body13, label %for.end28, !dbg !298

for.body13:                                       ; preds = %for.cond10
  store i32 0, i32* %j, align 4, !dbg !299
  br label %for.cond14, !dbg !301

for.cond14:                                       ; preds = %for.inc23, %for.body13
  %9 = load i32, i32* %j, align 4, !dbg !302
  %cmp15 = icmp slt i32 %9, 200, !dbg !304
  br i1 %cmp15, label %for.body17, label %for.end25, !dbg !305

for.body17:                                       ; preds = %for.cond14
  %10 = load i32, i32* %i, align 4, !dbg !306
  %idxprom18 = sext i32 %10 to i64, !dbg !307
  %arrayidx19 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @U, i64 0, i64 %idxprom18, !dbg !307
  %11 = load i32, i32* %j, align 4, !dbg !308
  %idxprom20 = sext i32 %11 to i64, !dbg !307
  %arrayidx21 = getelementptr inbounds [200 x double], [200 x double]* %arrayidx19, i64 0, i64 %idxprom20, !dbg !307
  %12 = load double, double* %arrayidx21, align 8, !dbg !307
  %13 = load double, double* %s, align 8, !dbg !309
  %add22 = fadd double %13, %12, !dbg !309
  store double %add22, double* %s, align 8, !dbg !309
  br label %for.inc23, !dbg !310

for.inc23:                                        ; preds = %for.body17
  %14 = load i32, i32* %j, align 4, !dbg !311
  %inc24 = add nsw i32 %14, 1, !dbg !311
  store i32 %inc24, i32* %j, align 4, !dbg !311
  br label %for.cond14, !dbg !312, !llvm.loop !313

for.end25:                                        ; preds = %for.cond14
  br label %for.inc26, !dbg !314

for.inc26:                                        ; preds = %for.end25
  %15 = load i32, i32* %i, align 4, !dbg !315
  %inc27 = add nsw i32 %15, 1, !dbg !315
  store i32 %inc27, i32* %i, align 4, !dbg !315
  br label %for.cond10, !dbg !316, !llvm.loop !317

for.end28:                                        ; preds = %for.cond10
  %16 = load double, double* %s, align 8, !dbg !319
  store double %16, double* @checksum, align 8, !dbg !320
  ret i32 0, !dbg !321
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Cp", scope: !2, file: !3, line: 15, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "adi.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "U", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2560000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 200)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Dp", scope: !2, file: !3, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_adi", scope: !3, file: !3, line: 19, type: !27, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !5}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{}
!31 = !DILocalVariable(name: "tsteps", arg: 1, scope: !26, file: !3, line: 19, type: !29)
!32 = !DILocation(line: 19, column: 47, scope: !26)
!33 = !DILocalVariable(name: "r", arg: 2, scope: !26, file: !3, line: 19, type: !5)
!34 = !DILocation(line: 19, column: 62, scope: !26)
!35 = !DILocalVariable(name: "t", scope: !26, file: !3, line: 21, type: !29)
!36 = !DILocation(line: 21, column: 7, scope: !26)
!37 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 21, type: !29)
!38 = !DILocation(line: 21, column: 10, scope: !26)
!39 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 21, type: !29)
!40 = !DILocation(line: 21, column: 13, scope: !26)
!41 = !DILocalVariable(name: "k", scope: !26, file: !3, line: 21, type: !29)
!42 = !DILocation(line: 21, column: 16, scope: !26)
!43 = !DILocalVariable(name: "diag", scope: !26, file: !3, line: 22, type: !5)
!44 = !DILocation(line: 22, column: 10, scope: !26)
!45 = !DILocation(line: 22, column: 29, scope: !26)
!46 = !DILocation(line: 22, column: 21, scope: !26)
!47 = !DILocalVariable(name: "m", scope: !26, file: !3, line: 23, type: !5)
!48 = !DILocation(line: 23, column: 10, scope: !26)
!49 = !DILocation(line: 24, column: 10, scope: !50)
!50 = distinct !DILexicalBlock(scope: !26, file: !3, line: 24, column: 3)
!51 = !DILocation(line: 24, column: 8, scope: !50)
!52 = !DILocation(line: 24, column: 15, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !3, line: 24, column: 3)
!54 = !DILocation(line: 24, column: 19, scope: !53)
!55 = !DILocation(line: 24, column: 17, scope: !53)
!56 = !DILocation(line: 24, column: 3, scope: !50)
!57 = !DILocation(line: 26, column: 12, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 26, column: 5)
!59 = distinct !DILexicalBlock(scope: !53, file: !3, line: 24, column: 32)
!60 = !DILocation(line: 26, column: 10, scope: !58)
!61 = !DILocation(line: 26, column: 17, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !3, line: 26, column: 5)
!63 = !DILocation(line: 26, column: 19, scope: !62)
!64 = !DILocation(line: 26, column: 5, scope: !58)
!65 = !DILocation(line: 27, column: 16, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 26, column: 29)
!67 = !DILocation(line: 27, column: 15, scope: !66)
!68 = !DILocation(line: 27, column: 20, scope: !66)
!69 = !DILocation(line: 27, column: 18, scope: !66)
!70 = !DILocation(line: 27, column: 13, scope: !66)
!71 = !DILocation(line: 28, column: 17, scope: !66)
!72 = !DILocation(line: 28, column: 15, scope: !66)
!73 = !DILocation(line: 28, column: 25, scope: !66)
!74 = !DILocation(line: 28, column: 23, scope: !66)
!75 = !DILocation(line: 28, column: 13, scope: !66)
!76 = !DILocation(line: 29, column: 14, scope: !77)
!77 = distinct !DILexicalBlock(scope: !66, file: !3, line: 29, column: 7)
!78 = !DILocation(line: 29, column: 12, scope: !77)
!79 = !DILocation(line: 29, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 29, column: 7)
!81 = !DILocation(line: 29, column: 21, scope: !80)
!82 = !DILocation(line: 29, column: 7, scope: !77)
!83 = !DILocation(line: 30, column: 20, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 31)
!85 = !DILocation(line: 30, column: 27, scope: !84)
!86 = !DILocation(line: 30, column: 34, scope: !84)
!87 = !DILocation(line: 30, column: 36, scope: !84)
!88 = !DILocation(line: 30, column: 31, scope: !84)
!89 = !DILocation(line: 30, column: 25, scope: !84)
!90 = !DILocation(line: 30, column: 17, scope: !84)
!91 = !DILocation(line: 30, column: 11, scope: !84)
!92 = !DILocation(line: 31, column: 18, scope: !84)
!93 = !DILocation(line: 31, column: 17, scope: !84)
!94 = !DILocation(line: 31, column: 22, scope: !84)
!95 = !DILocation(line: 31, column: 20, scope: !84)
!96 = !DILocation(line: 31, column: 12, scope: !84)
!97 = !DILocation(line: 31, column: 9, scope: !84)
!98 = !DILocation(line: 31, column: 15, scope: !84)
!99 = !DILocation(line: 32, column: 20, scope: !84)
!100 = !DILocation(line: 32, column: 18, scope: !84)
!101 = !DILocation(line: 32, column: 23, scope: !84)
!102 = !DILocation(line: 32, column: 28, scope: !84)
!103 = !DILocation(line: 32, column: 35, scope: !84)
!104 = !DILocation(line: 32, column: 37, scope: !84)
!105 = !DILocation(line: 32, column: 32, scope: !84)
!106 = !DILocation(line: 32, column: 26, scope: !84)
!107 = !DILocation(line: 32, column: 45, scope: !84)
!108 = !DILocation(line: 32, column: 43, scope: !84)
!109 = !DILocation(line: 32, column: 12, scope: !84)
!110 = !DILocation(line: 32, column: 9, scope: !84)
!111 = !DILocation(line: 32, column: 15, scope: !84)
!112 = !DILocation(line: 33, column: 7, scope: !84)
!113 = !DILocation(line: 29, column: 27, scope: !80)
!114 = !DILocation(line: 29, column: 7, scope: !80)
!115 = distinct !{!115, !82, !116, !117}
!116 = !DILocation(line: 33, column: 7, scope: !77)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocation(line: 34, column: 21, scope: !66)
!119 = !DILocation(line: 34, column: 9, scope: !66)
!120 = !DILocation(line: 34, column: 7, scope: !66)
!121 = !DILocation(line: 34, column: 19, scope: !66)
!122 = !DILocation(line: 35, column: 14, scope: !123)
!123 = distinct !DILexicalBlock(scope: !66, file: !3, line: 35, column: 7)
!124 = !DILocation(line: 35, column: 12, scope: !123)
!125 = !DILocation(line: 35, column: 23, scope: !126)
!126 = distinct !DILexicalBlock(scope: !123, file: !3, line: 35, column: 7)
!127 = !DILocation(line: 35, column: 25, scope: !126)
!128 = !DILocation(line: 35, column: 7, scope: !123)
!129 = !DILocation(line: 36, column: 22, scope: !126)
!130 = !DILocation(line: 36, column: 19, scope: !126)
!131 = !DILocation(line: 36, column: 30, scope: !126)
!132 = !DILocation(line: 36, column: 27, scope: !126)
!133 = !DILocation(line: 36, column: 37, scope: !126)
!134 = !DILocation(line: 36, column: 35, scope: !126)
!135 = !DILocation(line: 36, column: 40, scope: !126)
!136 = !DILocation(line: 36, column: 42, scope: !126)
!137 = !DILocation(line: 36, column: 25, scope: !126)
!138 = !DILocation(line: 36, column: 11, scope: !126)
!139 = !DILocation(line: 36, column: 9, scope: !126)
!140 = !DILocation(line: 36, column: 14, scope: !126)
!141 = !DILocation(line: 36, column: 17, scope: !126)
!142 = !DILocation(line: 35, column: 32, scope: !126)
!143 = !DILocation(line: 35, column: 7, scope: !126)
!144 = distinct !{!144, !128, !145, !117}
!145 = !DILocation(line: 36, column: 45, scope: !123)
!146 = !DILocation(line: 37, column: 5, scope: !66)
!147 = !DILocation(line: 26, column: 25, scope: !62)
!148 = !DILocation(line: 26, column: 5, scope: !62)
!149 = distinct !{!149, !64, !150, !117}
!150 = !DILocation(line: 37, column: 5, scope: !58)
!151 = !DILocation(line: 39, column: 12, scope: !152)
!152 = distinct !DILexicalBlock(scope: !59, file: !3, line: 39, column: 5)
!153 = !DILocation(line: 39, column: 10, scope: !152)
!154 = !DILocation(line: 39, column: 17, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 39, column: 5)
!156 = !DILocation(line: 39, column: 19, scope: !155)
!157 = !DILocation(line: 39, column: 5, scope: !152)
!158 = !DILocation(line: 40, column: 16, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !3, line: 39, column: 29)
!160 = !DILocation(line: 40, column: 15, scope: !159)
!161 = !DILocation(line: 40, column: 20, scope: !159)
!162 = !DILocation(line: 40, column: 18, scope: !159)
!163 = !DILocation(line: 40, column: 13, scope: !159)
!164 = !DILocation(line: 41, column: 20, scope: !159)
!165 = !DILocation(line: 41, column: 15, scope: !159)
!166 = !DILocation(line: 41, column: 25, scope: !159)
!167 = !DILocation(line: 41, column: 23, scope: !159)
!168 = !DILocation(line: 41, column: 13, scope: !159)
!169 = !DILocation(line: 42, column: 14, scope: !170)
!170 = distinct !DILexicalBlock(scope: !159, file: !3, line: 42, column: 7)
!171 = !DILocation(line: 42, column: 12, scope: !170)
!172 = !DILocation(line: 42, column: 19, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 42, column: 7)
!174 = !DILocation(line: 42, column: 21, scope: !173)
!175 = !DILocation(line: 42, column: 7, scope: !170)
!176 = !DILocation(line: 43, column: 20, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 42, column: 31)
!178 = !DILocation(line: 43, column: 27, scope: !177)
!179 = !DILocation(line: 43, column: 34, scope: !177)
!180 = !DILocation(line: 43, column: 36, scope: !177)
!181 = !DILocation(line: 43, column: 31, scope: !177)
!182 = !DILocation(line: 43, column: 25, scope: !177)
!183 = !DILocation(line: 43, column: 17, scope: !177)
!184 = !DILocation(line: 43, column: 11, scope: !177)
!185 = !DILocation(line: 44, column: 18, scope: !177)
!186 = !DILocation(line: 44, column: 17, scope: !177)
!187 = !DILocation(line: 44, column: 22, scope: !177)
!188 = !DILocation(line: 44, column: 20, scope: !177)
!189 = !DILocation(line: 44, column: 12, scope: !177)
!190 = !DILocation(line: 44, column: 9, scope: !177)
!191 = !DILocation(line: 44, column: 15, scope: !177)
!192 = !DILocation(line: 45, column: 20, scope: !177)
!193 = !DILocation(line: 45, column: 18, scope: !177)
!194 = !DILocation(line: 45, column: 23, scope: !177)
!195 = !DILocation(line: 45, column: 28, scope: !177)
!196 = !DILocation(line: 45, column: 35, scope: !177)
!197 = !DILocation(line: 45, column: 37, scope: !177)
!198 = !DILocation(line: 45, column: 32, scope: !177)
!199 = !DILocation(line: 45, column: 26, scope: !177)
!200 = !DILocation(line: 45, column: 45, scope: !177)
!201 = !DILocation(line: 45, column: 43, scope: !177)
!202 = !DILocation(line: 45, column: 12, scope: !177)
!203 = !DILocation(line: 45, column: 9, scope: !177)
!204 = !DILocation(line: 45, column: 15, scope: !177)
!205 = !DILocation(line: 46, column: 7, scope: !177)
!206 = !DILocation(line: 42, column: 27, scope: !173)
!207 = !DILocation(line: 42, column: 7, scope: !173)
!208 = distinct !{!208, !175, !209, !117}
!209 = !DILocation(line: 46, column: 7, scope: !170)
!210 = !DILocation(line: 47, column: 21, scope: !159)
!211 = !DILocation(line: 47, column: 16, scope: !159)
!212 = !DILocation(line: 47, column: 7, scope: !159)
!213 = !DILocation(line: 47, column: 19, scope: !159)
!214 = !DILocation(line: 48, column: 14, scope: !215)
!215 = distinct !DILexicalBlock(scope: !159, file: !3, line: 48, column: 7)
!216 = !DILocation(line: 48, column: 12, scope: !215)
!217 = !DILocation(line: 48, column: 23, scope: !218)
!218 = distinct !DILexicalBlock(scope: !215, file: !3, line: 48, column: 7)
!219 = !DILocation(line: 48, column: 25, scope: !218)
!220 = !DILocation(line: 48, column: 7, scope: !215)
!221 = !DILocation(line: 49, column: 22, scope: !218)
!222 = !DILocation(line: 49, column: 19, scope: !218)
!223 = !DILocation(line: 49, column: 30, scope: !218)
!224 = !DILocation(line: 49, column: 27, scope: !218)
!225 = !DILocation(line: 49, column: 37, scope: !218)
!226 = !DILocation(line: 49, column: 39, scope: !218)
!227 = !DILocation(line: 49, column: 35, scope: !218)
!228 = !DILocation(line: 49, column: 44, scope: !218)
!229 = !DILocation(line: 49, column: 25, scope: !218)
!230 = !DILocation(line: 49, column: 11, scope: !218)
!231 = !DILocation(line: 49, column: 9, scope: !218)
!232 = !DILocation(line: 49, column: 14, scope: !218)
!233 = !DILocation(line: 49, column: 17, scope: !218)
!234 = !DILocation(line: 48, column: 32, scope: !218)
!235 = !DILocation(line: 48, column: 7, scope: !218)
!236 = distinct !{!236, !220, !237, !117}
!237 = !DILocation(line: 49, column: 45, scope: !215)
!238 = !DILocation(line: 50, column: 5, scope: !159)
!239 = !DILocation(line: 39, column: 25, scope: !155)
!240 = !DILocation(line: 39, column: 5, scope: !155)
!241 = distinct !{!241, !157, !242, !117}
!242 = !DILocation(line: 50, column: 5, scope: !152)
!243 = !DILocation(line: 51, column: 3, scope: !59)
!244 = !DILocation(line: 24, column: 28, scope: !53)
!245 = !DILocation(line: 24, column: 3, scope: !53)
!246 = distinct !{!246, !56, !247, !117}
!247 = !DILocation(line: 51, column: 3, scope: !50)
!248 = !DILocation(line: 52, column: 1, scope: !26)
!249 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !250, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!250 = !DISubroutineType(types: !251)
!251 = !{!29}
!252 = !DILocalVariable(name: "i", scope: !249, file: !3, line: 56, type: !29)
!253 = !DILocation(line: 56, column: 7, scope: !249)
!254 = !DILocalVariable(name: "j", scope: !249, file: !3, line: 56, type: !29)
!255 = !DILocation(line: 56, column: 10, scope: !249)
!256 = !DILocalVariable(name: "s", scope: !249, file: !3, line: 57, type: !5)
!257 = !DILocation(line: 57, column: 10, scope: !249)
!258 = !DILocation(line: 58, column: 10, scope: !259)
!259 = distinct !DILexicalBlock(scope: !249, file: !3, line: 58, column: 3)
!260 = !DILocation(line: 58, column: 8, scope: !259)
!261 = !DILocation(line: 58, column: 15, scope: !262)
!262 = distinct !DILexicalBlock(scope: !259, file: !3, line: 58, column: 3)
!263 = !DILocation(line: 58, column: 17, scope: !262)
!264 = !DILocation(line: 58, column: 3, scope: !259)
!265 = !DILocation(line: 59, column: 12, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !3, line: 59, column: 5)
!267 = !DILocation(line: 59, column: 10, scope: !266)
!268 = !DILocation(line: 59, column: 17, scope: !269)
!269 = distinct !DILexicalBlock(scope: !266, file: !3, line: 59, column: 5)
!270 = !DILocation(line: 59, column: 19, scope: !269)
!271 = !DILocation(line: 59, column: 5, scope: !266)
!272 = !DILocation(line: 60, column: 27, scope: !269)
!273 = !DILocation(line: 60, column: 29, scope: !269)
!274 = !DILocation(line: 60, column: 35, scope: !269)
!275 = !DILocation(line: 60, column: 37, scope: !269)
!276 = !DILocation(line: 60, column: 33, scope: !269)
!277 = !DILocation(line: 60, column: 42, scope: !269)
!278 = !DILocation(line: 60, column: 17, scope: !269)
!279 = !DILocation(line: 60, column: 9, scope: !269)
!280 = !DILocation(line: 60, column: 7, scope: !269)
!281 = !DILocation(line: 60, column: 12, scope: !269)
!282 = !DILocation(line: 60, column: 15, scope: !269)
!283 = !DILocation(line: 59, column: 25, scope: !269)
!284 = !DILocation(line: 59, column: 5, scope: !269)
!285 = distinct !{!285, !271, !286, !117}
!286 = !DILocation(line: 60, column: 46, scope: !266)
!287 = !DILocation(line: 58, column: 23, scope: !262)
!288 = !DILocation(line: 58, column: 3, scope: !262)
!289 = distinct !{!289, !264, !290, !117}
!290 = !DILocation(line: 60, column: 46, scope: !259)
!291 = !DILocation(line: 61, column: 3, scope: !249)
!292 = !DILocation(line: 62, column: 10, scope: !293)
!293 = distinct !DILexicalBlock(scope: !249, file: !3, line: 62, column: 3)
!294 = !DILocation(line: 62, column: 8, scope: !293)
!295 = !DILocation(line: 62, column: 15, scope: !296)
!296 = distinct !DILexicalBlock(scope: !293, file: !3, line: 62, column: 3)
!297 = !DILocation(line: 62, column: 17, scope: !296)
!298 = !DILocation(line: 62, column: 3, scope: !293)
!299 = !DILocation(line: 63, column: 12, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !3, line: 63, column: 5)
!301 = !DILocation(line: 63, column: 10, scope: !300)
!302 = !DILocation(line: 63, column: 17, scope: !303)
!303 = distinct !DILexicalBlock(scope: !300, file: !3, line: 63, column: 5)
!304 = !DILocation(line: 63, column: 19, scope: !303)
!305 = !DILocation(line: 63, column: 5, scope: !300)
!306 = !DILocation(line: 64, column: 14, scope: !303)
!307 = !DILocation(line: 64, column: 12, scope: !303)
!308 = !DILocation(line: 64, column: 17, scope: !303)
!309 = !DILocation(line: 64, column: 9, scope: !303)
!310 = !DILocation(line: 64, column: 7, scope: !303)
!311 = !DILocation(line: 63, column: 25, scope: !303)
!312 = !DILocation(line: 63, column: 5, scope: !303)
!313 = distinct !{!313, !305, !314, !117}
!314 = !DILocation(line: 64, column: 18, scope: !300)
!315 = !DILocation(line: 62, column: 23, scope: !296)
!316 = !DILocation(line: 62, column: 3, scope: !296)
!317 = distinct !{!317, !298, !318, !117}
!318 = !DILocation(line: 64, column: 18, scope: !293)
!319 = !DILocation(line: 65, column: 14, scope: !249)
!320 = !DILocation(line: 65, column: 12, scope: !249)
!321 = !DILocation(line: 66, column: 3, scope: !249)
