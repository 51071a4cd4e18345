; ModuleID = 'adi.c'
source_filename = "adi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Cp = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@U = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Dp = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_adi(i32 noundef %0, double noundef %1) #0 !dbg !26 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !32
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %5, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %6, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %7, metadata !39, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* %8, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata double* %9, metadata !43, metadata !DIExpression()), !dbg !44
  %11 = load double, double* %4, align 8, !dbg !45
  %12 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %11, double 1.000000e+00), !dbg !46
  store double %12, double* %9, align 8, !dbg !44
  call void @llvm.dbg.declare(metadata double* %10, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %5, align 4, !dbg !49
  br label %13, !dbg !51

13:                                               ; preds = %214, %2
  %14 = load i32, i32* %5, align 4, !dbg !52
  %15 = load i32, i32* %3, align 4, !dbg !54
  %16 = icmp slt i32 %14, %15, !dbg !55
  br i1 %16, label %17, label %217, !dbg !56

17:                                               ; preds = %13
  store i32 0, i32* %6, align 4, !dbg !57
  br label %18, !dbg !60

18:                                               ; preds = %113, %17
  %19 = load i32, i32* %6, align 4, !dbg !61
  %20 = icmp slt i32 %19, 96, !dbg !63
  br i1 %20, label %21, label %116, !dbg !64

21:                                               ; preds = %18
  %22 = load double, double* %4, align 8, !dbg !65
  %23 = fneg double %22, !dbg !67
  %24 = load double, double* %9, align 8, !dbg !68
  %25 = fdiv double %23, %24, !dbg !69
  store double %25, double* getelementptr inbounds ([96 x double], [96 x double]* @Cp, i64 0, i64 0), align 16, !dbg !70
  %26 = load i32, i32* %6, align 4, !dbg !71
  %27 = sext i32 %26 to i64, !dbg !72
  %28 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %27, !dbg !72
  %29 = getelementptr inbounds [96 x double], [96 x double]* %28, i64 0, i64 0, !dbg !72
  %30 = load double, double* %29, align 16, !dbg !72
  %31 = load double, double* %9, align 8, !dbg !73
  %32 = fdiv double %30, %31, !dbg !74
  store double %32, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 0), align 16, !dbg !75
  store i32 1, i32* %8, align 4, !dbg !76
  br label %33, !dbg !78

33:                                               ; preds = %72, %21
  %34 = load i32, i32* %8, align 4, !dbg !79
  %35 = icmp slt i32 %34, 96, !dbg !81
  br i1 %35, label %36, label %75, !dbg !82

36:                                               ; preds = %33
  %37 = load double, double* %9, align 8, !dbg !83
  %38 = load double, double* %4, align 8, !dbg !85
  %39 = load i32, i32* %8, align 4, !dbg !86
  %40 = sub nsw i32 %39, 1, !dbg !87
  %41 = sext i32 %40 to i64, !dbg !88
  %42 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %41, !dbg !88
  %43 = load double, double* %42, align 8, !dbg !88
  %44 = call double @llvm.fmuladd.f64(double %38, double %43, double %37), !dbg !89
  %45 = fdiv double 1.000000e+00, %44, !dbg !90
  store double %45, double* %10, align 8, !dbg !91
  %46 = load double, double* %4, align 8, !dbg !92
  %47 = fneg double %46, !dbg !93
  %48 = load double, double* %10, align 8, !dbg !94
  %49 = fmul double %47, %48, !dbg !95
  %50 = load i32, i32* %8, align 4, !dbg !96
  %51 = sext i32 %50 to i64, !dbg !97
  %52 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %51, !dbg !97
  store double %49, double* %52, align 8, !dbg !98
  %53 = load i32, i32* %6, align 4, !dbg !99
  %54 = sext i32 %53 to i64, !dbg !100
  %55 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %54, !dbg !100
  %56 = load i32, i32* %8, align 4, !dbg !101
  %57 = sext i32 %56 to i64, !dbg !100
  %58 = getelementptr inbounds [96 x double], [96 x double]* %55, i64 0, i64 %57, !dbg !100
  %59 = load double, double* %58, align 8, !dbg !100
  %60 = load double, double* %4, align 8, !dbg !102
  %61 = load i32, i32* %8, align 4, !dbg !103
  %62 = sub nsw i32 %61, 1, !dbg !104
  %63 = sext i32 %62 to i64, !dbg !105
  %64 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %63, !dbg !105
  %65 = load double, double* %64, align 8, !dbg !105
  %66 = call double @llvm.fmuladd.f64(double %60, double %65, double %59), !dbg !106
  %67 = load double, double* %10, align 8, !dbg !107
  %68 = fmul double %66, %67, !dbg !108
  %69 = load i32, i32* %8, align 4, !dbg !109
  %70 = sext i32 %69 to i64, !dbg !110
  %71 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %70, !dbg !110
  store double %68, double* %71, align 8, !dbg !111
  br label %72, !dbg !112

72:                                               ; preds = %36
  %73 = load i32, i32* %8, align 4, !dbg !113
  %74 = add nsw i32 %73, 1, !dbg !113
  store i32 %74, i32* %8, align 4, !dbg !113
  br label %33, !dbg !114, !llvm.loop !115

75:                                               ; preds = %33
  %76 = load double, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 95), align 8, !dbg !118
  %77 = load i32, i32* %6, align 4, !dbg !119
  %78 = sext i32 %77 to i64, !dbg !120
  %79 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %78, !dbg !120
  %80 = getelementptr inbounds [96 x double], [96 x double]* %79, i64 0, i64 95, !dbg !120
  store double %76, double* %80, align 8, !dbg !121
  store i32 94, i32* %8, align 4, !dbg !122
  br label %81, !dbg !124

81:                                               ; preds = %109, %75
  %82 = load i32, i32* %8, align 4, !dbg !125
  %83 = icmp sge i32 %82, 0, !dbg !127
  br i1 %83, label %84, label %112, !dbg !128

84:                                               ; preds = %81
  %85 = load i32, i32* %8, align 4, !dbg !129
  %86 = sext i32 %85 to i64, !dbg !130
  %87 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %86, !dbg !130
  %88 = load double, double* %87, align 8, !dbg !130
  %89 = load i32, i32* %8, align 4, !dbg !131
  %90 = sext i32 %89 to i64, !dbg !132
  %91 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %90, !dbg !132
  %92 = load double, double* %91, align 8, !dbg !132
  %93 = load i32, i32* %6, align 4, !dbg !133
  %94 = sext i32 %93 to i64, !dbg !134
  %95 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %94, !dbg !134
  %96 = load i32, i32* %8, align 4, !dbg !135
  %97 = add nsw i32 %96, 1, !dbg !136
  %98 = sext i32 %97 to i64, !dbg !134
  %99 = getelementptr inbounds [96 x double], [96 x double]* %95, i64 0, i64 %98, !dbg !134
  %100 = load double, double* %99, align 8, !dbg !134
  %101 = fneg double %92, !dbg !137
  %102 = call double @llvm.fmuladd.f64(double %101, double %100, double %88), !dbg !137
  %103 = load i32, i32* %6, align 4, !dbg !138
  %104 = sext i32 %103 to i64, !dbg !139
  %105 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %104, !dbg !139
  %106 = load i32, i32* %8, align 4, !dbg !140
  %107 = sext i32 %106 to i64, !dbg !139
  %108 = getelementptr inbounds [96 x double], [96 x double]* %105, i64 0, i64 %107, !dbg !139
  store double %102, double* %108, align 8, !dbg !141
  br label %109, !dbg !139

109:                                              ; preds = %84
  %110 = load i32, i32* %8, align 4, !dbg !142
  %111 = add nsw i32 %110, -1, !dbg !142
  store i32 %111, i32* %8, align 4, !dbg !142
  br label %81, !dbg !143, !llvm.loop !144

112:                                              ; preds = %81
  br label %113, !dbg !146

113:                                              ; preds = %112
  %114 = load i32, i32* %6, align 4, !dbg !147
  %115 = add nsw i32 %114, 1, !dbg !147
  store i32 %115, i32* %6, align 4, !dbg !147
  br label %18, !dbg !148, !llvm.loop !149

116:                                              ; preds = %18
  store i32 0, i32* %7, align 4, !dbg !151
  br label %117, !dbg !153

117:                                              ; preds = %210, %116
  %118 = load i32, i32* %7, align 4, !dbg !154
  %119 = icmp slt i32 %118, 96, !dbg !156
  br i1 %119, label %120, label %213, !dbg !157

120:                                              ; preds = %117
  %121 = load double, double* %4, align 8, !dbg !158
  %122 = fneg double %121, !dbg !160
  %123 = load double, double* %9, align 8, !dbg !161
  %124 = fdiv double %122, %123, !dbg !162
  store double %124, double* getelementptr inbounds ([96 x double], [96 x double]* @Cp, i64 0, i64 0), align 16, !dbg !163
  %125 = load i32, i32* %7, align 4, !dbg !164
  %126 = sext i32 %125 to i64, !dbg !165
  %127 = getelementptr inbounds [96 x double], [96 x double]* getelementptr inbounds ([96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 0), i64 0, i64 %126, !dbg !165
  %128 = load double, double* %127, align 8, !dbg !165
  %129 = load double, double* %9, align 8, !dbg !166
  %130 = fdiv double %128, %129, !dbg !167
  store double %130, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 0), align 16, !dbg !168
  store i32 1, i32* %8, align 4, !dbg !169
  br label %131, !dbg !171

131:                                              ; preds = %170, %120
  %132 = load i32, i32* %8, align 4, !dbg !172
  %133 = icmp slt i32 %132, 96, !dbg !174
  br i1 %133, label %134, label %173, !dbg !175

134:                                              ; preds = %131
  %135 = load double, double* %9, align 8, !dbg !176
  %136 = load double, double* %4, align 8, !dbg !178
  %137 = load i32, i32* %8, align 4, !dbg !179
  %138 = sub nsw i32 %137, 1, !dbg !180
  %139 = sext i32 %138 to i64, !dbg !181
  %140 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %139, !dbg !181
  %141 = load double, double* %140, align 8, !dbg !181
  %142 = call double @llvm.fmuladd.f64(double %136, double %141, double %135), !dbg !182
  %143 = fdiv double 1.000000e+00, %142, !dbg !183
  store double %143, double* %10, align 8, !dbg !184
  %144 = load double, double* %4, align 8, !dbg !185
  %145 = fneg double %144, !dbg !186
  %146 = load double, double* %10, align 8, !dbg !187
  %147 = fmul double %145, %146, !dbg !188
  %148 = load i32, i32* %8, align 4, !dbg !189
  %149 = sext i32 %148 to i64, !dbg !190
  %150 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %149, !dbg !190
  store double %147, double* %150, align 8, !dbg !191
  %151 = load i32, i32* %8, align 4, !dbg !192
  %152 = sext i32 %151 to i64, !dbg !193
  %153 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %152, !dbg !193
  %154 = load i32, i32* %7, align 4, !dbg !194
  %155 = sext i32 %154 to i64, !dbg !193
  %156 = getelementptr inbounds [96 x double], [96 x double]* %153, i64 0, i64 %155, !dbg !193
  %157 = load double, double* %156, align 8, !dbg !193
  %158 = load double, double* %4, align 8, !dbg !195
  %159 = load i32, i32* %8, align 4, !dbg !196
  %160 = sub nsw i32 %159, 1, !dbg !197
  %161 = sext i32 %160 to i64, !dbg !198
  %162 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %161, !dbg !198
  %163 = load double, double* %162, align 8, !dbg !198
  %164 = call double @llvm.fmuladd.f64(double %158, double %163, double %157), !dbg !199
  %165 = load double, double* %10, align 8, !dbg !200
  %166 = fmul double %164, %165, !dbg !201
  %167 = load i32, i32* %8, align 4, !dbg !202
  %168 = sext i32 %167 to i64, !dbg !203
  %169 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %168, !dbg !203
  store double %166, double* %169, align 8, !dbg !204
  br label %170, !dbg !205

170:                                              ; preds = %134
  %171 = load i32, i32* %8, align 4, !dbg !206
  %172 = add nsw i32 %171, 1, !dbg !206
  store i32 %172, i32* %8, align 4, !dbg !206
  br label %131, !dbg !207, !llvm.loop !208

173:                                              ; preds = %131
  %174 = load double, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 95), align 8, !dbg !210
  %175 = load i32, i32* %7, align 4, !dbg !211
  %176 = sext i32 %175 to i64, !dbg !212
  %177 = getelementptr inbounds [96 x double], [96 x double]* getelementptr inbounds ([96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 95), i64 0, i64 %176, !dbg !212
  store double %174, double* %177, align 8, !dbg !213
  store i32 94, i32* %8, align 4, !dbg !214
  br label %178, !dbg !216

178:                                              ; preds = %206, %173
  %179 = load i32, i32* %8, align 4, !dbg !217
  %180 = icmp sge i32 %179, 0, !dbg !219
  br i1 %180, label %181, label %209, !dbg !220

181:                                              ; preds = %178
  %182 = load i32, i32* %8, align 4, !dbg !221
  %183 = sext i32 %182 to i64, !dbg !222
  %184 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %183, !dbg !222
  %185 = load double, double* %184, align 8, !dbg !222
  %186 = load i32, i32* %8, align 4, !dbg !223
  %187 = sext i32 %186 to i64, !dbg !224
  %188 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %187, !dbg !224
  %189 = load double, double* %188, align 8, !dbg !224
  %190 = load i32, i32* %8, align 4, !dbg !225
  %191 = add nsw i32 %190, 1, !dbg !226
  %192 = sext i32 %191 to i64, !dbg !227
  %193 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %192, !dbg !227
  %194 = load i32, i32* %7, align 4, !dbg !228
  %195 = sext i32 %194 to i64, !dbg !227
  %196 = getelementptr inbounds [96 x double], [96 x double]* %193, i64 0, i64 %195, !dbg !227
  %197 = load double, double* %196, align 8, !dbg !227
  %198 = fneg double %189, !dbg !229
  %199 = call double @llvm.fmuladd.f64(double %198, double %197, double %185), !dbg !229
  %200 = load i32, i32* %8, align 4, !dbg !230
  %201 = sext i32 %200 to i64, !dbg !231
  %202 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %201, !dbg !231
  %203 = load i32, i32* %7, align 4, !dbg !232
  %204 = sext i32 %203 to i64, !dbg !231
  %205 = getelementptr inbounds [96 x double], [96 x double]* %202, i64 0, i64 %204, !dbg !231
  store double %199, double* %205, align 8, !dbg !233
  br label %206, !dbg !231

206:                                              ; preds = %181
  %207 = load i32, i32* %8, align 4, !dbg !234
  %208 = add nsw i32 %207, -1, !dbg !234
  store i32 %208, i32* %8, align 4, !dbg !234
  br label %178, !dbg !235, !llvm.loop !236

209:                                              ; preds = %178
  br label %210, !dbg !238

210:                                              ; preds = %209
  %211 = load i32, i32* %7, align 4, !dbg !239
  %212 = add nsw i32 %211, 1, !dbg !239
  store i32 %212, i32* %7, align 4, !dbg !239
  br label %117, !dbg !240, !llvm.loop !241

213:                                              ; preds = %117
  br label %214, !dbg !243

214:                                              ; preds = %213
  %215 = load i32, i32* %5, align 4, !dbg !244
  %216 = add nsw i32 %215, 1, !dbg !244
  store i32 %216, i32* %5, align 4, !dbg !244
  br label %13, !dbg !245, !llvm.loop !246

217:                                              ; preds = %13
  ret void, !dbg !248
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !249 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !252, metadata !DIExpression()), !dbg !253
  call void @llvm.dbg.declare(metadata i32* %3, metadata !254, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.declare(metadata double* %4, metadata !256, metadata !DIExpression()), !dbg !257
  store double 0.000000e+00, double* %4, align 8, !dbg !257
  store i32 0, i32* %2, align 4, !dbg !258
  br label %5, !dbg !260

5:                                                ; preds = %30, %0
  %6 = load i32, i32* %2, align 4, !dbg !261
  %7 = icmp slt i32 %6, 96, !dbg !263
  br i1 %7, label %8, label %33, !dbg !264

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !265
  br label %9, !dbg !267

9:                                                ; preds = %26, %8
  %10 = load i32, i32* %3, align 4, !dbg !268
  %11 = icmp slt i32 %10, 96, !dbg !270
  br i1 %11, label %12, label %29, !dbg !271

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !272
  %14 = mul nsw i32 %13, 7, !dbg !273
  %15 = load i32, i32* %3, align 4, !dbg !274
  %16 = mul nsw i32 %15, 3, !dbg !275
  %17 = add nsw i32 %14, %16, !dbg !276
  %18 = srem i32 %17, 10, !dbg !277
  %19 = sitofp i32 %18 to double, !dbg !278
  %20 = load i32, i32* %2, align 4, !dbg !279
  %21 = sext i32 %20 to i64, !dbg !280
  %22 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %21, !dbg !280
  %23 = load i32, i32* %3, align 4, !dbg !281
  %24 = sext i32 %23 to i64, !dbg !280
  %25 = getelementptr inbounds [96 x double], [96 x double]* %22, i64 0, i64 %24, !dbg !280
  store double %19, double* %25, align 8, !dbg !282
  br label %26, !dbg !280

26:                                               ; preds = %12
  %27 = load i32, i32* %3, align 4, !dbg !283
  %28 = add nsw i32 %27, 1, !dbg !283
  store i32 %28, i32* %3, align 4, !dbg !283
  br label %9, !dbg !284, !llvm.loop !285

29:                                               ; preds = %9
  br label %30, !dbg !286

30:                                               ; preds = %29
  %31 = load i32, i32* %2, align 4, !dbg !287
  %32 = add nsw i32 %31, 1, !dbg !287
  store i32 %32, i32* %2, align 4, !dbg !287
  br label %5, !dbg !288, !llvm.loop !289

33:                                               ; preds = %5
  call void @kernel_adi(i32 noundef 4, double noundef 2.500000e-01), !dbg !291
  store i32 0, i32* %2, align 4, !dbg !292
  br label %34, !dbg !294

34:                                               ; preds = %55, %33
  %35 = load i32, i32* %2, align 4, !dbg !295
  %36 = icmp slt i32 %35, 96, !dbg !297
  br i1 %36, label %37, label %58, !dbg !298

37:                                               ; preds = %34
  store i32 0, i32* %3, align 4, !dbg !299
  br label %38, !dbg !301

38:                                               ; preds = %51, %37
  %39 = load i32, i32* %3, align 4, !dbg !302
  %40 = icmp slt i32 %39, 96, !dbg !304
  br i1 %40, label %41, label %54, !dbg !305

41:                                               ; preds = %38
  %42 = load i32, i32* %2, align 4, !dbg !306
  %43 = sext i32 %42 to i64, !dbg !307
  %44 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %43, !dbg !307
  %45 = load i32, i32* %3, align 4, !dbg !308
  %46 = sext i32 %45 to i64, !dbg !307
  %47 = getelementptr inbounds [96 x double], [96 x double]* %44, i64 0, i64 %46, !dbg !307
  %48 = load double, double* %47, align 8, !dbg !307
  %49 = load double, double* %4, align 8, !dbg !309
  %50 = fadd double %49, %48, !dbg !309
  store double %50, double* %4, align 8, !dbg !309
  br label %51, !dbg !310

51:                                               ; preds = %41
  %52 = load i32, i32* %3, align 4, !dbg !311
  %53 = add nsw i32 %52, 1, !dbg !311
  store i32 %53, i32* %3, align 4, !dbg !311
  br label %38, !dbg !312, !llvm.loop !313

54:                                               ; preds = %38
  br label %55, !dbg !314

55:                                               ; preds = %54
  %56 = load i32, i32* %2, align 4, !dbg !315
  %57 = add nsw i32 %56, 1, !dbg !315
  store i32 %57, i32* %2, align 4, !dbg !315
  br label %34, !dbg !316, !llvm.loop !317

58:                                               ; preds = %34
  %59 = load double, double* %4, align 8, !dbg !319
  store double %59, double* @checksum, align 8, !dbg !320
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Dp", scope: !2, file: !3, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
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
