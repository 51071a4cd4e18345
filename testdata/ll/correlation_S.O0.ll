; ModuleID = 'correlation.c'
source_filename = "correlation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal global [16 x double] zeroinitializer, align 16, !dbg !0
@Data = internal global [20 x [16 x double]] zeroinitializer, align 16, !dbg !7
@Stddev = internal global [16 x double] zeroinitializer, align 16, !dbg !13
@Corr = internal global [16 x [16 x double]] zeroinitializer, align 16, !dbg !17
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_correlation() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  call void @llvm.dbg.declare(metadata i32* %1, metadata !35, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %2, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %3, metadata !40, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata double* %4, metadata !42, metadata !DIExpression()), !dbg !44
  store double 1.000000e-01, double* %4, align 8, !dbg !44
  store i32 0, i32* %2, align 4, !dbg !45
  br label %5, !dbg !47

5:                                                ; preds = %37, %0
  %6 = load i32, i32* %2, align 4, !dbg !48
  %7 = icmp slt i32 %6, 16, !dbg !50
  br i1 %7, label %8, label %40, !dbg !51

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !52
  %10 = sext i32 %9 to i64, !dbg !54
  %11 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %10, !dbg !54
  store double 0.000000e+00, double* %11, align 8, !dbg !55
  store i32 0, i32* %1, align 4, !dbg !56
  br label %12, !dbg !58

12:                                               ; preds = %28, %8
  %13 = load i32, i32* %1, align 4, !dbg !59
  %14 = icmp slt i32 %13, 20, !dbg !61
  br i1 %14, label %15, label %31, !dbg !62

15:                                               ; preds = %12
  %16 = load i32, i32* %1, align 4, !dbg !63
  %17 = sext i32 %16 to i64, !dbg !64
  %18 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %17, !dbg !64
  %19 = load i32, i32* %2, align 4, !dbg !65
  %20 = sext i32 %19 to i64, !dbg !64
  %21 = getelementptr inbounds [16 x double], [16 x double]* %18, i64 0, i64 %20, !dbg !64
  %22 = load double, double* %21, align 8, !dbg !64
  %23 = load i32, i32* %2, align 4, !dbg !66
  %24 = sext i32 %23 to i64, !dbg !67
  %25 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %24, !dbg !67
  %26 = load double, double* %25, align 8, !dbg !68
  %27 = fadd double %26, %22, !dbg !68
  store double %27, double* %25, align 8, !dbg !68
  br label %28, !dbg !67

28:                                               ; preds = %15
  %29 = load i32, i32* %1, align 4, !dbg !69
  %30 = add nsw i32 %29, 1, !dbg !69
  store i32 %30, i32* %1, align 4, !dbg !69
  br label %12, !dbg !70, !llvm.loop !71

31:                                               ; preds = %12
  %32 = load i32, i32* %2, align 4, !dbg !74
  %33 = sext i32 %32 to i64, !dbg !75
  %34 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %33, !dbg !75
  %35 = load double, double* %34, align 8, !dbg !76
  %36 = fdiv double %35, 2.000000e+01, !dbg !76
  store double %36, double* %34, align 8, !dbg !76
  br label %37, !dbg !77

37:                                               ; preds = %31
  %38 = load i32, i32* %2, align 4, !dbg !78
  %39 = add nsw i32 %38, 1, !dbg !78
  store i32 %39, i32* %2, align 4, !dbg !78
  br label %5, !dbg !79, !llvm.loop !80

40:                                               ; preds = %5
  store i32 0, i32* %2, align 4, !dbg !82
  br label %41, !dbg !84

41:                                               ; preds = %104, %40
  %42 = load i32, i32* %2, align 4, !dbg !85
  %43 = icmp slt i32 %42, 16, !dbg !87
  br i1 %43, label %44, label %107, !dbg !88

44:                                               ; preds = %41
  %45 = load i32, i32* %2, align 4, !dbg !89
  %46 = sext i32 %45 to i64, !dbg !91
  %47 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %46, !dbg !91
  store double 0.000000e+00, double* %47, align 8, !dbg !92
  store i32 0, i32* %1, align 4, !dbg !93
  br label %48, !dbg !95

48:                                               ; preds = %81, %44
  %49 = load i32, i32* %1, align 4, !dbg !96
  %50 = icmp slt i32 %49, 20, !dbg !98
  br i1 %50, label %51, label %84, !dbg !99

51:                                               ; preds = %48
  %52 = load i32, i32* %1, align 4, !dbg !100
  %53 = sext i32 %52 to i64, !dbg !101
  %54 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %53, !dbg !101
  %55 = load i32, i32* %2, align 4, !dbg !102
  %56 = sext i32 %55 to i64, !dbg !101
  %57 = getelementptr inbounds [16 x double], [16 x double]* %54, i64 0, i64 %56, !dbg !101
  %58 = load double, double* %57, align 8, !dbg !101
  %59 = load i32, i32* %2, align 4, !dbg !103
  %60 = sext i32 %59 to i64, !dbg !104
  %61 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %60, !dbg !104
  %62 = load double, double* %61, align 8, !dbg !104
  %63 = fsub double %58, %62, !dbg !105
  %64 = load i32, i32* %1, align 4, !dbg !106
  %65 = sext i32 %64 to i64, !dbg !107
  %66 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %65, !dbg !107
  %67 = load i32, i32* %2, align 4, !dbg !108
  %68 = sext i32 %67 to i64, !dbg !107
  %69 = getelementptr inbounds [16 x double], [16 x double]* %66, i64 0, i64 %68, !dbg !107
  %70 = load double, double* %69, align 8, !dbg !107
  %71 = load i32, i32* %2, align 4, !dbg !109
  %72 = sext i32 %71 to i64, !dbg !110
  %73 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %72, !dbg !110
  %74 = load double, double* %73, align 8, !dbg !110
  %75 = fsub double %70, %74, !dbg !111
  %76 = load i32, i32* %2, align 4, !dbg !112
  %77 = sext i32 %76 to i64, !dbg !113
  %78 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %77, !dbg !113
  %79 = load double, double* %78, align 8, !dbg !114
  %80 = call double @llvm.fmuladd.f64(double %63, double %75, double %79), !dbg !114
  store double %80, double* %78, align 8, !dbg !114
  br label %81, !dbg !113

81:                                               ; preds = %51
  %82 = load i32, i32* %1, align 4, !dbg !115
  %83 = add nsw i32 %82, 1, !dbg !115
  store i32 %83, i32* %1, align 4, !dbg !115
  br label %48, !dbg !116, !llvm.loop !117

84:                                               ; preds = %48
  %85 = load i32, i32* %2, align 4, !dbg !119
  %86 = sext i32 %85 to i64, !dbg !120
  %87 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %86, !dbg !120
  %88 = load double, double* %87, align 8, !dbg !120
  %89 = fdiv double %88, 2.000000e+01, !dbg !121
  %90 = call double @newton_sqrt(double noundef %89), !dbg !122
  %91 = load i32, i32* %2, align 4, !dbg !123
  %92 = sext i32 %91 to i64, !dbg !124
  %93 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %92, !dbg !124
  store double %90, double* %93, align 8, !dbg !125
  %94 = load i32, i32* %2, align 4, !dbg !126
  %95 = sext i32 %94 to i64, !dbg !128
  %96 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %95, !dbg !128
  %97 = load double, double* %96, align 8, !dbg !128
  %98 = fcmp ole double %97, 1.000000e-01, !dbg !129
  br i1 %98, label %99, label %103, !dbg !130

99:                                               ; preds = %84
  %100 = load i32, i32* %2, align 4, !dbg !131
  %101 = sext i32 %100 to i64, !dbg !132
  %102 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %101, !dbg !132
  store double 1.000000e+00, double* %102, align 8, !dbg !133
  br label %103, !dbg !132

103:                                              ; preds = %99, %84
  br label %104, !dbg !134

104:                                              ; preds = %103
  %105 = load i32, i32* %2, align 4, !dbg !135
  %106 = add nsw i32 %105, 1, !dbg !135
  store i32 %106, i32* %2, align 4, !dbg !135
  br label %41, !dbg !136, !llvm.loop !137

107:                                              ; preds = %41
  store i32 0, i32* %1, align 4, !dbg !139
  br label %108, !dbg !141

108:                                              ; preds = %145, %107
  %109 = load i32, i32* %1, align 4, !dbg !142
  %110 = icmp slt i32 %109, 20, !dbg !144
  br i1 %110, label %111, label %148, !dbg !145

111:                                              ; preds = %108
  store i32 0, i32* %2, align 4, !dbg !146
  br label %112, !dbg !148

112:                                              ; preds = %141, %111
  %113 = load i32, i32* %2, align 4, !dbg !149
  %114 = icmp slt i32 %113, 16, !dbg !151
  br i1 %114, label %115, label %144, !dbg !152

115:                                              ; preds = %112
  %116 = load i32, i32* %1, align 4, !dbg !153
  %117 = sext i32 %116 to i64, !dbg !154
  %118 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %117, !dbg !154
  %119 = load i32, i32* %2, align 4, !dbg !155
  %120 = sext i32 %119 to i64, !dbg !154
  %121 = getelementptr inbounds [16 x double], [16 x double]* %118, i64 0, i64 %120, !dbg !154
  %122 = load double, double* %121, align 8, !dbg !154
  %123 = load i32, i32* %2, align 4, !dbg !156
  %124 = sext i32 %123 to i64, !dbg !157
  %125 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %124, !dbg !157
  %126 = load double, double* %125, align 8, !dbg !157
  %127 = fsub double %122, %126, !dbg !158
  %128 = call double @newton_sqrt(double noundef 2.000000e+01), !dbg !159
  %129 = load i32, i32* %2, align 4, !dbg !160
  %130 = sext i32 %129 to i64, !dbg !161
  %131 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %130, !dbg !161
  %132 = load double, double* %131, align 8, !dbg !161
  %133 = fmul double %128, %132, !dbg !162
  %134 = fdiv double %127, %133, !dbg !163
  %135 = load i32, i32* %1, align 4, !dbg !164
  %136 = sext i32 %135 to i64, !dbg !165
  %137 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %136, !dbg !165
  %138 = load i32, i32* %2, align 4, !dbg !166
  %139 = sext i32 %138 to i64, !dbg !165
  %140 = getelementptr inbounds [16 x double], [16 x double]* %137, i64 0, i64 %139, !dbg !165
  store double %134, double* %140, align 8, !dbg !167
  br label %141, !dbg !165

141:                                              ; preds = %115
  %142 = load i32, i32* %2, align 4, !dbg !168
  %143 = add nsw i32 %142, 1, !dbg !168
  store i32 %143, i32* %2, align 4, !dbg !168
  br label %112, !dbg !169, !llvm.loop !170

144:                                              ; preds = %112
  br label %145, !dbg !171

145:                                              ; preds = %144
  %146 = load i32, i32* %1, align 4, !dbg !172
  %147 = add nsw i32 %146, 1, !dbg !172
  store i32 %147, i32* %1, align 4, !dbg !172
  br label %108, !dbg !173, !llvm.loop !174

148:                                              ; preds = %108
  store i32 0, i32* %2, align 4, !dbg !176
  br label %149, !dbg !178

149:                                              ; preds = %218, %148
  %150 = load i32, i32* %2, align 4, !dbg !179
  %151 = icmp slt i32 %150, 15, !dbg !181
  br i1 %151, label %152, label %221, !dbg !182

152:                                              ; preds = %149
  %153 = load i32, i32* %2, align 4, !dbg !183
  %154 = sext i32 %153 to i64, !dbg !185
  %155 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %154, !dbg !185
  %156 = load i32, i32* %2, align 4, !dbg !186
  %157 = sext i32 %156 to i64, !dbg !185
  %158 = getelementptr inbounds [16 x double], [16 x double]* %155, i64 0, i64 %157, !dbg !185
  store double 1.000000e+00, double* %158, align 8, !dbg !187
  %159 = load i32, i32* %2, align 4, !dbg !188
  %160 = add nsw i32 %159, 1, !dbg !190
  store i32 %160, i32* %3, align 4, !dbg !191
  br label %161, !dbg !192

161:                                              ; preds = %214, %152
  %162 = load i32, i32* %3, align 4, !dbg !193
  %163 = icmp slt i32 %162, 16, !dbg !195
  br i1 %163, label %164, label %217, !dbg !196

164:                                              ; preds = %161
  %165 = load i32, i32* %2, align 4, !dbg !197
  %166 = sext i32 %165 to i64, !dbg !199
  %167 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %166, !dbg !199
  %168 = load i32, i32* %3, align 4, !dbg !200
  %169 = sext i32 %168 to i64, !dbg !199
  %170 = getelementptr inbounds [16 x double], [16 x double]* %167, i64 0, i64 %169, !dbg !199
  store double 0.000000e+00, double* %170, align 8, !dbg !201
  store i32 0, i32* %1, align 4, !dbg !202
  br label %171, !dbg !204

171:                                              ; preds = %197, %164
  %172 = load i32, i32* %1, align 4, !dbg !205
  %173 = icmp slt i32 %172, 20, !dbg !207
  br i1 %173, label %174, label %200, !dbg !208

174:                                              ; preds = %171
  %175 = load i32, i32* %1, align 4, !dbg !209
  %176 = sext i32 %175 to i64, !dbg !210
  %177 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %176, !dbg !210
  %178 = load i32, i32* %2, align 4, !dbg !211
  %179 = sext i32 %178 to i64, !dbg !210
  %180 = getelementptr inbounds [16 x double], [16 x double]* %177, i64 0, i64 %179, !dbg !210
  %181 = load double, double* %180, align 8, !dbg !210
  %182 = load i32, i32* %1, align 4, !dbg !212
  %183 = sext i32 %182 to i64, !dbg !213
  %184 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %183, !dbg !213
  %185 = load i32, i32* %3, align 4, !dbg !214
  %186 = sext i32 %185 to i64, !dbg !213
  %187 = getelementptr inbounds [16 x double], [16 x double]* %184, i64 0, i64 %186, !dbg !213
  %188 = load double, double* %187, align 8, !dbg !213
  %189 = load i32, i32* %2, align 4, !dbg !215
  %190 = sext i32 %189 to i64, !dbg !216
  %191 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %190, !dbg !216
  %192 = load i32, i32* %3, align 4, !dbg !217
  %193 = sext i32 %192 to i64, !dbg !216
  %194 = getelementptr inbounds [16 x double], [16 x double]* %191, i64 0, i64 %193, !dbg !216
  %195 = load double, double* %194, align 8, !dbg !218
  %196 = call double @llvm.fmuladd.f64(double %181, double %188, double %195), !dbg !218
  store double %196, double* %194, align 8, !dbg !218
  br label %197, !dbg !216

197:                                              ; preds = %174
  %198 = load i32, i32* %1, align 4, !dbg !219
  %199 = add nsw i32 %198, 1, !dbg !219
  store i32 %199, i32* %1, align 4, !dbg !219
  br label %171, !dbg !220, !llvm.loop !221

200:                                              ; preds = %171
  %201 = load i32, i32* %2, align 4, !dbg !223
  %202 = sext i32 %201 to i64, !dbg !224
  %203 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %202, !dbg !224
  %204 = load i32, i32* %3, align 4, !dbg !225
  %205 = sext i32 %204 to i64, !dbg !224
  %206 = getelementptr inbounds [16 x double], [16 x double]* %203, i64 0, i64 %205, !dbg !224
  %207 = load double, double* %206, align 8, !dbg !224
  %208 = load i32, i32* %3, align 4, !dbg !226
  %209 = sext i32 %208 to i64, !dbg !227
  %210 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %209, !dbg !227
  %211 = load i32, i32* %2, align 4, !dbg !228
  %212 = sext i32 %211 to i64, !dbg !227
  %213 = getelementptr inbounds [16 x double], [16 x double]* %210, i64 0, i64 %212, !dbg !227
  store double %207, double* %213, align 8, !dbg !229
  br label %214, !dbg !230

214:                                              ; preds = %200
  %215 = load i32, i32* %3, align 4, !dbg !231
  %216 = add nsw i32 %215, 1, !dbg !231
  store i32 %216, i32* %3, align 4, !dbg !231
  br label %161, !dbg !232, !llvm.loop !233

217:                                              ; preds = %161
  br label %218, !dbg !235

218:                                              ; preds = %217
  %219 = load i32, i32* %2, align 4, !dbg !236
  %220 = add nsw i32 %219, 1, !dbg !236
  store i32 %220, i32* %2, align 4, !dbg !236
  br label %149, !dbg !237, !llvm.loop !238

221:                                              ; preds = %149
  store double 1.000000e+00, double* getelementptr inbounds ([16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 15, i64 15), align 8, !dbg !240
  ret void, !dbg !241
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @newton_sqrt(double noundef %0) #0 !dbg !242 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store double %0, double* %3, align 8
  call void @llvm.dbg.declare(metadata double* %3, metadata !245, metadata !DIExpression()), !dbg !246
  call void @llvm.dbg.declare(metadata i32* %4, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.declare(metadata double* %5, metadata !249, metadata !DIExpression()), !dbg !250
  %6 = load double, double* %3, align 8, !dbg !251
  %7 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %6, double 1.000000e+00), !dbg !252
  store double %7, double* %5, align 8, !dbg !250
  %8 = load double, double* %3, align 8, !dbg !253
  %9 = fcmp ole double %8, 0.000000e+00, !dbg !255
  br i1 %9, label %10, label %11, !dbg !256

10:                                               ; preds = %1
  store double 0.000000e+00, double* %2, align 8, !dbg !257
  br label %27, !dbg !257

11:                                               ; preds = %1
  store i32 0, i32* %4, align 4, !dbg !258
  br label %12, !dbg !260

12:                                               ; preds = %22, %11
  %13 = load i32, i32* %4, align 4, !dbg !261
  %14 = icmp slt i32 %13, 24, !dbg !263
  br i1 %14, label %15, label %25, !dbg !264

15:                                               ; preds = %12
  %16 = load double, double* %5, align 8, !dbg !265
  %17 = load double, double* %3, align 8, !dbg !266
  %18 = load double, double* %5, align 8, !dbg !267
  %19 = fdiv double %17, %18, !dbg !268
  %20 = fadd double %16, %19, !dbg !269
  %21 = fmul double 5.000000e-01, %20, !dbg !270
  store double %21, double* %5, align 8, !dbg !271
  br label %22, !dbg !272

22:                                               ; preds = %15
  %23 = load i32, i32* %4, align 4, !dbg !273
  %24 = add nsw i32 %23, 1, !dbg !273
  store i32 %24, i32* %4, align 4, !dbg !273
  br label %12, !dbg !274, !llvm.loop !275

25:                                               ; preds = %12
  %26 = load double, double* %5, align 8, !dbg !277
  store double %26, double* %2, align 8, !dbg !278
  br label %27, !dbg !278

27:                                               ; preds = %25, %10
  %28 = load double, double* %2, align 8, !dbg !279
  ret double %28, !dbg !279
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !280 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !283, metadata !DIExpression()), !dbg !284
  call void @llvm.dbg.declare(metadata i32* %3, metadata !285, metadata !DIExpression()), !dbg !286
  call void @llvm.dbg.declare(metadata i32* %4, metadata !287, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata double* %5, metadata !289, metadata !DIExpression()), !dbg !290
  store double 0.000000e+00, double* %5, align 8, !dbg !290
  store i32 0, i32* %2, align 4, !dbg !291
  br label %6, !dbg !293

6:                                                ; preds = %32, %0
  %7 = load i32, i32* %2, align 4, !dbg !294
  %8 = icmp slt i32 %7, 20, !dbg !296
  br i1 %8, label %9, label %35, !dbg !297

9:                                                ; preds = %6
  store i32 0, i32* %3, align 4, !dbg !298
  br label %10, !dbg !300

10:                                               ; preds = %28, %9
  %11 = load i32, i32* %3, align 4, !dbg !301
  %12 = icmp slt i32 %11, 16, !dbg !303
  br i1 %12, label %13, label %31, !dbg !304

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4, !dbg !305
  %15 = load i32, i32* %3, align 4, !dbg !306
  %16 = add nsw i32 %15, 2, !dbg !307
  %17 = mul nsw i32 %14, %16, !dbg !308
  %18 = load i32, i32* %3, align 4, !dbg !309
  %19 = add nsw i32 %17, %18, !dbg !310
  %20 = srem i32 %19, 29, !dbg !311
  %21 = sitofp i32 %20 to double, !dbg !312
  %22 = load i32, i32* %2, align 4, !dbg !313
  %23 = sext i32 %22 to i64, !dbg !314
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %23, !dbg !314
  %25 = load i32, i32* %3, align 4, !dbg !315
  %26 = sext i32 %25 to i64, !dbg !314
  %27 = getelementptr inbounds [16 x double], [16 x double]* %24, i64 0, i64 %26, !dbg !314
  store double %21, double* %27, align 8, !dbg !316
  br label %28, !dbg !314

28:                                               ; preds = %13
  %29 = load i32, i32* %3, align 4, !dbg !317
  %30 = add nsw i32 %29, 1, !dbg !317
  store i32 %30, i32* %3, align 4, !dbg !317
  br label %10, !dbg !318, !llvm.loop !319

31:                                               ; preds = %10
  br label %32, !dbg !320

32:                                               ; preds = %31
  %33 = load i32, i32* %2, align 4, !dbg !321
  %34 = add nsw i32 %33, 1, !dbg !321
  store i32 %34, i32* %2, align 4, !dbg !321
  br label %6, !dbg !322, !llvm.loop !323

35:                                               ; preds = %6
  call void @kernel_correlation(), !dbg !325
  store i32 0, i32* %3, align 4, !dbg !326
  br label %36, !dbg !328

36:                                               ; preds = %57, %35
  %37 = load i32, i32* %3, align 4, !dbg !329
  %38 = icmp slt i32 %37, 16, !dbg !331
  br i1 %38, label %39, label %60, !dbg !332

39:                                               ; preds = %36
  store i32 0, i32* %4, align 4, !dbg !333
  br label %40, !dbg !335

40:                                               ; preds = %53, %39
  %41 = load i32, i32* %4, align 4, !dbg !336
  %42 = icmp slt i32 %41, 16, !dbg !338
  br i1 %42, label %43, label %56, !dbg !339

43:                                               ; preds = %40
  %44 = load i32, i32* %3, align 4, !dbg !340
  %45 = sext i32 %44 to i64, !dbg !341
  %46 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %45, !dbg !341
  %47 = load i32, i32* %4, align 4, !dbg !342
  %48 = sext i32 %47 to i64, !dbg !341
  %49 = getelementptr inbounds [16 x double], [16 x double]* %46, i64 0, i64 %48, !dbg !341
  %50 = load double, double* %49, align 8, !dbg !341
  %51 = load double, double* %5, align 8, !dbg !343
  %52 = fadd double %51, %50, !dbg !343
  store double %52, double* %5, align 8, !dbg !343
  br label %53, !dbg !344

53:                                               ; preds = %43
  %54 = load i32, i32* %4, align 4, !dbg !345
  %55 = add nsw i32 %54, 1, !dbg !345
  store i32 %55, i32* %4, align 4, !dbg !345
  br label %40, !dbg !346, !llvm.loop !347

56:                                               ; preds = %40
  br label %57, !dbg !348

57:                                               ; preds = %56
  %58 = load i32, i32* %3, align 4, !dbg !349
  %59 = add nsw i32 %58, 1, !dbg !349
  store i32 %59, i32* %3, align 4, !dbg !349
  br label %36, !dbg !350, !llvm.loop !351

60:                                               ; preds = %36
  %61 = load double, double* %5, align 8, !dbg !353
  store double %61, double* @checksum, align 8, !dbg !354
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 20)
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Stddev", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Corr", scope: !2, file: !3, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !20)
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
