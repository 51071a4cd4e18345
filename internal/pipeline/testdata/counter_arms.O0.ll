; ModuleID = 'counter_arms.c'
source_filename = "counter_arms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca float*, align 8
  %14 = alloca float*, align 8
  %15 = alloca float*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %27 = load i32, i32* %4, align 4, !dbg !29
  %28 = icmp sgt i32 %27, 1, !dbg !30
  br i1 %28, label %29, label %34, !dbg !29

29:                                               ; preds = %2
  %30 = load i8**, i8*** %5, align 8, !dbg !31
  %31 = getelementptr inbounds i8*, i8** %30, i64 1, !dbg !31
  %32 = load i8*, i8** %31, align 8, !dbg !31
  %33 = call i32 @atoi(i8* noundef %32) #5, !dbg !32
  br label %35, !dbg !29

34:                                               ; preds = %2
  br label %35, !dbg !29

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 200, %34 ], !dbg !29
  store i32 %36, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %37 = load i32, i32* %4, align 4, !dbg !35
  %38 = icmp sgt i32 %37, 2, !dbg !36
  br i1 %38, label %39, label %44, !dbg !35

39:                                               ; preds = %35
  %40 = load i8**, i8*** %5, align 8, !dbg !37
  %41 = getelementptr inbounds i8*, i8** %40, i64 2, !dbg !37
  %42 = load i8*, i8** %41, align 8, !dbg !37
  %43 = call i32 @atoi(i8* noundef %42) #5, !dbg !38
  br label %45, !dbg !35

44:                                               ; preds = %35
  br label %45, !dbg !35

45:                                               ; preds = %44, %39
  %46 = phi i32 [ %43, %39 ], [ 60, %44 ], !dbg !35
  store i32 %46, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata double** %8, metadata !39, metadata !DIExpression()), !dbg !42
  %47 = load i32, i32* %6, align 4, !dbg !43
  %48 = sext i32 %47 to i64, !dbg !43
  %49 = mul i64 %48, 8, !dbg !44
  %50 = call noalias i8* @malloc(i64 noundef %49) #6, !dbg !45
  %51 = bitcast i8* %50 to double*, !dbg !45
  store double* %51, double** %8, align 8, !dbg !42
  call void @llvm.dbg.declare(metadata double** %9, metadata !46, metadata !DIExpression()), !dbg !47
  %52 = load i32, i32* %6, align 4, !dbg !48
  %53 = sext i32 %52 to i64, !dbg !48
  %54 = mul i64 %53, 8, !dbg !49
  %55 = call noalias i8* @malloc(i64 noundef %54) #6, !dbg !50
  %56 = bitcast i8* %55 to double*, !dbg !50
  store double* %56, double** %9, align 8, !dbg !47
  call void @llvm.dbg.declare(metadata double** %10, metadata !51, metadata !DIExpression()), !dbg !52
  %57 = load i32, i32* %6, align 4, !dbg !53
  %58 = sdiv i32 %57, 8, !dbg !54
  %59 = add nsw i32 %58, 1, !dbg !55
  %60 = sext i32 %59 to i64, !dbg !56
  %61 = mul i64 %60, 8, !dbg !57
  %62 = call noalias i8* @malloc(i64 noundef %61) #6, !dbg !58
  %63 = bitcast i8* %62 to double*, !dbg !58
  store double* %63, double** %10, align 8, !dbg !52
  call void @llvm.dbg.declare(metadata double** %11, metadata !59, metadata !DIExpression()), !dbg !60
  %64 = load i32, i32* %7, align 4, !dbg !61
  %65 = sext i32 %64 to i64, !dbg !62
  %66 = load i32, i32* %7, align 4, !dbg !63
  %67 = sext i32 %66 to i64, !dbg !63
  %68 = mul i64 %65, %67, !dbg !64
  %69 = mul i64 %68, 8, !dbg !65
  %70 = call noalias i8* @malloc(i64 noundef %69) #6, !dbg !66
  %71 = bitcast i8* %70 to double*, !dbg !66
  store double* %71, double** %11, align 8, !dbg !60
  call void @llvm.dbg.declare(metadata double** %12, metadata !67, metadata !DIExpression()), !dbg !68
  %72 = load i32, i32* %7, align 4, !dbg !69
  %73 = sext i32 %72 to i64, !dbg !69
  %74 = mul i64 %73, 8, !dbg !70
  %75 = call noalias i8* @malloc(i64 noundef %74) #6, !dbg !71
  %76 = bitcast i8* %75 to double*, !dbg !71
  store double* %76, double** %12, align 8, !dbg !68
  call void @llvm.dbg.declare(metadata float** %13, metadata !72, metadata !DIExpression()), !dbg !74
  %77 = load i32, i32* %6, align 4, !dbg !75
  %78 = sext i32 %77 to i64, !dbg !75
  %79 = mul i64 %78, 4, !dbg !76
  %80 = call noalias i8* @malloc(i64 noundef %79) #6, !dbg !77
  %81 = bitcast i8* %80 to float*, !dbg !77
  store float* %81, float** %13, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata float** %14, metadata !78, metadata !DIExpression()), !dbg !79
  %82 = load i32, i32* %6, align 4, !dbg !80
  %83 = sext i32 %82 to i64, !dbg !80
  %84 = mul i64 %83, 4, !dbg !81
  %85 = call noalias i8* @malloc(i64 noundef %84) #6, !dbg !82
  %86 = bitcast i8* %85 to float*, !dbg !82
  store float* %86, float** %14, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata float** %15, metadata !83, metadata !DIExpression()), !dbg !84
  %87 = load i32, i32* %6, align 4, !dbg !85
  %88 = sext i32 %87 to i64, !dbg !85
  %89 = mul i64 %88, 4, !dbg !86
  %90 = call noalias i8* @malloc(i64 noundef %89) #6, !dbg !87
  %91 = bitcast i8* %90 to float*, !dbg !87
  store float* %91, float** %15, align 8, !dbg !84
  %92 = load double*, double** %8, align 8, !dbg !88
  %93 = icmp ne double* %92, null, !dbg !88
  br i1 %93, label %94, label %115, !dbg !90

94:                                               ; preds = %45
  %95 = load double*, double** %9, align 8, !dbg !91
  %96 = icmp ne double* %95, null, !dbg !91
  br i1 %96, label %97, label %115, !dbg !92

97:                                               ; preds = %94
  %98 = load double*, double** %10, align 8, !dbg !93
  %99 = icmp ne double* %98, null, !dbg !93
  br i1 %99, label %100, label %115, !dbg !94

100:                                              ; preds = %97
  %101 = load double*, double** %11, align 8, !dbg !95
  %102 = icmp ne double* %101, null, !dbg !95
  br i1 %102, label %103, label %115, !dbg !96

103:                                              ; preds = %100
  %104 = load double*, double** %12, align 8, !dbg !97
  %105 = icmp ne double* %104, null, !dbg !97
  br i1 %105, label %106, label %115, !dbg !98

106:                                              ; preds = %103
  %107 = load float*, float** %13, align 8, !dbg !99
  %108 = icmp ne float* %107, null, !dbg !99
  br i1 %108, label %109, label %115, !dbg !100

109:                                              ; preds = %106
  %110 = load float*, float** %14, align 8, !dbg !101
  %111 = icmp ne float* %110, null, !dbg !101
  br i1 %111, label %112, label %115, !dbg !102

112:                                              ; preds = %109
  %113 = load float*, float** %15, align 8, !dbg !103
  %114 = icmp ne float* %113, null, !dbg !103
  br i1 %114, label %116, label %115, !dbg !104

115:                                              ; preds = %112, %109, %106, %103, %100, %97, %94, %45
  store i32 1, i32* %3, align 4, !dbg !105
  br label %425, !dbg !105

116:                                              ; preds = %112
  call void @llvm.dbg.declare(metadata i32* %16, metadata !106, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %16, align 4, !dbg !108
  br label %117, !dbg !109

117:                                              ; preds = %129, %116
  %118 = load i32, i32* %16, align 4, !dbg !110
  %119 = load i32, i32* %6, align 4, !dbg !112
  %120 = icmp slt i32 %118, %119, !dbg !113
  br i1 %120, label %121, label %132, !dbg !114

121:                                              ; preds = %117
  %122 = load i32, i32* %16, align 4, !dbg !115
  %123 = sitofp i32 %122 to double, !dbg !115
  %124 = fmul double %123, 5.000000e-01, !dbg !116
  %125 = load double*, double** %8, align 8, !dbg !117
  %126 = load i32, i32* %16, align 4, !dbg !118
  %127 = sext i32 %126 to i64, !dbg !117
  %128 = getelementptr inbounds double, double* %125, i64 %127, !dbg !117
  store double %124, double* %128, align 8, !dbg !119
  br label %129, !dbg !117

129:                                              ; preds = %121
  %130 = load i32, i32* %16, align 4, !dbg !120
  %131 = add nsw i32 %130, 1, !dbg !120
  store i32 %131, i32* %16, align 4, !dbg !120
  br label %117, !dbg !121, !llvm.loop !122

132:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata i32* %17, metadata !125, metadata !DIExpression()), !dbg !127
  store i32 0, i32* %17, align 4, !dbg !127
  br label %133, !dbg !128

133:                                              ; preds = %205, %132
  %134 = load i32, i32* %17, align 4, !dbg !129
  %135 = load i32, i32* %6, align 4, !dbg !131
  %136 = icmp slt i32 %134, %135, !dbg !132
  br i1 %136, label %137, label %208, !dbg !133

137:                                              ; preds = %133
  %138 = load i32, i32* %17, align 4, !dbg !134
  %139 = icmp eq i32 %138, 0, !dbg !137
  br i1 %139, label %140, label %157, !dbg !138

140:                                              ; preds = %137
  %141 = load double*, double** %8, align 8, !dbg !139
  %142 = load i32, i32* %17, align 4, !dbg !140
  %143 = sext i32 %142 to i64, !dbg !139
  %144 = getelementptr inbounds double, double* %141, i64 %143, !dbg !139
  %145 = load double, double* %144, align 8, !dbg !139
  %146 = load double*, double** %8, align 8, !dbg !141
  %147 = load i32, i32* %17, align 4, !dbg !142
  %148 = add nsw i32 %147, 1, !dbg !143
  %149 = sext i32 %148 to i64, !dbg !141
  %150 = getelementptr inbounds double, double* %146, i64 %149, !dbg !141
  %151 = load double, double* %150, align 8, !dbg !141
  %152 = fadd double %145, %151, !dbg !144
  %153 = load double*, double** %9, align 8, !dbg !145
  %154 = load i32, i32* %17, align 4, !dbg !146
  %155 = sext i32 %154 to i64, !dbg !145
  %156 = getelementptr inbounds double, double* %153, i64 %155, !dbg !145
  store double %152, double* %156, align 8, !dbg !147
  br label %204, !dbg !145

157:                                              ; preds = %137
  %158 = load i32, i32* %17, align 4, !dbg !148
  %159 = load i32, i32* %6, align 4, !dbg !150
  %160 = sub nsw i32 %159, 1, !dbg !151
  %161 = icmp eq i32 %158, %160, !dbg !152
  br i1 %161, label %162, label %179, !dbg !153

162:                                              ; preds = %157
  %163 = load double*, double** %8, align 8, !dbg !154
  %164 = load i32, i32* %17, align 4, !dbg !155
  %165 = sub nsw i32 %164, 1, !dbg !156
  %166 = sext i32 %165 to i64, !dbg !154
  %167 = getelementptr inbounds double, double* %163, i64 %166, !dbg !154
  %168 = load double, double* %167, align 8, !dbg !154
  %169 = load double*, double** %8, align 8, !dbg !157
  %170 = load i32, i32* %17, align 4, !dbg !158
  %171 = sext i32 %170 to i64, !dbg !157
  %172 = getelementptr inbounds double, double* %169, i64 %171, !dbg !157
  %173 = load double, double* %172, align 8, !dbg !157
  %174 = fadd double %168, %173, !dbg !159
  %175 = load double*, double** %9, align 8, !dbg !160
  %176 = load i32, i32* %17, align 4, !dbg !161
  %177 = sext i32 %176 to i64, !dbg !160
  %178 = getelementptr inbounds double, double* %175, i64 %177, !dbg !160
  store double %174, double* %178, align 8, !dbg !162
  br label %203, !dbg !160

179:                                              ; preds = %157
  %180 = load double*, double** %8, align 8, !dbg !163
  %181 = load i32, i32* %17, align 4, !dbg !164
  %182 = sub nsw i32 %181, 1, !dbg !165
  %183 = sext i32 %182 to i64, !dbg !163
  %184 = getelementptr inbounds double, double* %180, i64 %183, !dbg !163
  %185 = load double, double* %184, align 8, !dbg !163
  %186 = load double*, double** %8, align 8, !dbg !166
  %187 = load i32, i32* %17, align 4, !dbg !167
  %188 = sext i32 %187 to i64, !dbg !166
  %189 = getelementptr inbounds double, double* %186, i64 %188, !dbg !166
  %190 = load double, double* %189, align 8, !dbg !166
  %191 = fadd double %185, %190, !dbg !168
  %192 = load double*, double** %8, align 8, !dbg !169
  %193 = load i32, i32* %17, align 4, !dbg !170
  %194 = add nsw i32 %193, 1, !dbg !171
  %195 = sext i32 %194 to i64, !dbg !169
  %196 = getelementptr inbounds double, double* %192, i64 %195, !dbg !169
  %197 = load double, double* %196, align 8, !dbg !169
  %198 = fadd double %191, %197, !dbg !172
  %199 = load double*, double** %9, align 8, !dbg !173
  %200 = load i32, i32* %17, align 4, !dbg !174
  %201 = sext i32 %200 to i64, !dbg !173
  %202 = getelementptr inbounds double, double* %199, i64 %201, !dbg !173
  store double %198, double* %202, align 8, !dbg !175
  br label %203

203:                                              ; preds = %179, %162
  br label %204

204:                                              ; preds = %203, %140
  br label %205, !dbg !176

205:                                              ; preds = %204
  %206 = load i32, i32* %17, align 4, !dbg !177
  %207 = add nsw i32 %206, 1, !dbg !177
  store i32 %207, i32* %17, align 4, !dbg !177
  br label %133, !dbg !178, !llvm.loop !179

208:                                              ; preds = %133
  call void @llvm.dbg.declare(metadata i32* %18, metadata !181, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %18, align 4, !dbg !183
  br label %209, !dbg !184

209:                                              ; preds = %276, %208
  %210 = load i32, i32* %18, align 4, !dbg !185
  %211 = load i32, i32* %7, align 4, !dbg !187
  %212 = icmp slt i32 %210, %211, !dbg !188
  br i1 %212, label %213, label %279, !dbg !189

213:                                              ; preds = %209
  call void @llvm.dbg.declare(metadata i32* %19, metadata !190, metadata !DIExpression()), !dbg !192
  store i32 0, i32* %19, align 4, !dbg !192
  br label %214, !dbg !193

214:                                              ; preds = %272, %213
  %215 = load i32, i32* %19, align 4, !dbg !194
  %216 = load i32, i32* %7, align 4, !dbg !196
  %217 = icmp slt i32 %215, %216, !dbg !197
  br i1 %217, label %218, label %275, !dbg !198

218:                                              ; preds = %214
  %219 = load i32, i32* %19, align 4, !dbg !199
  %220 = load i32, i32* %18, align 4, !dbg !202
  %221 = icmp slt i32 %219, %220, !dbg !203
  br i1 %221, label %222, label %238, !dbg !204

222:                                              ; preds = %218
  %223 = load double*, double** %9, align 8, !dbg !205
  %224 = load i32, i32* %19, align 4, !dbg !206
  %225 = sext i32 %224 to i64, !dbg !205
  %226 = getelementptr inbounds double, double* %223, i64 %225, !dbg !205
  %227 = load double, double* %226, align 8, !dbg !205
  %228 = load double*, double** %11, align 8, !dbg !207
  %229 = load i32, i32* %18, align 4, !dbg !208
  %230 = sext i32 %229 to i64, !dbg !209
  %231 = load i32, i32* %7, align 4, !dbg !210
  %232 = sext i32 %231 to i64, !dbg !210
  %233 = mul i64 %230, %232, !dbg !211
  %234 = load i32, i32* %19, align 4, !dbg !212
  %235 = sext i32 %234 to i64, !dbg !212
  %236 = add i64 %233, %235, !dbg !213
  %237 = getelementptr inbounds double, double* %228, i64 %236, !dbg !207
  store double %227, double* %237, align 8, !dbg !214
  br label %271, !dbg !207

238:                                              ; preds = %218
  %239 = load i32, i32* %19, align 4, !dbg !215
  %240 = load i32, i32* %18, align 4, !dbg !217
  %241 = icmp eq i32 %239, %240, !dbg !218
  br i1 %241, label %242, label %259, !dbg !219

242:                                              ; preds = %238
  %243 = load double*, double** %11, align 8, !dbg !220
  %244 = load i32, i32* %18, align 4, !dbg !221
  %245 = sext i32 %244 to i64, !dbg !222
  %246 = load i32, i32* %7, align 4, !dbg !223
  %247 = sext i32 %246 to i64, !dbg !223
  %248 = mul i64 %245, %247, !dbg !224
  %249 = load i32, i32* %19, align 4, !dbg !225
  %250 = sext i32 %249 to i64, !dbg !225
  %251 = add i64 %248, %250, !dbg !226
  %252 = getelementptr inbounds double, double* %243, i64 %251, !dbg !220
  %253 = load double, double* %252, align 8, !dbg !220
  %254 = fadd double %253, 1.000000e+00, !dbg !227
  %255 = load double*, double** %12, align 8, !dbg !228
  %256 = load i32, i32* %18, align 4, !dbg !229
  %257 = sext i32 %256 to i64, !dbg !228
  %258 = getelementptr inbounds double, double* %255, i64 %257, !dbg !228
  store double %254, double* %258, align 8, !dbg !230
  br label %270, !dbg !228

259:                                              ; preds = %238
  %260 = load double*, double** %11, align 8, !dbg !231
  %261 = load i32, i32* %19, align 4, !dbg !232
  %262 = sext i32 %261 to i64, !dbg !233
  %263 = load i32, i32* %7, align 4, !dbg !234
  %264 = sext i32 %263 to i64, !dbg !234
  %265 = mul i64 %262, %264, !dbg !235
  %266 = load i32, i32* %18, align 4, !dbg !236
  %267 = sext i32 %266 to i64, !dbg !236
  %268 = add i64 %265, %267, !dbg !237
  %269 = getelementptr inbounds double, double* %260, i64 %268, !dbg !231
  store double 0.000000e+00, double* %269, align 8, !dbg !238
  br label %270

270:                                              ; preds = %259, %242
  br label %271

271:                                              ; preds = %270, %222
  br label %272, !dbg !239

272:                                              ; preds = %271
  %273 = load i32, i32* %19, align 4, !dbg !240
  %274 = add nsw i32 %273, 1, !dbg !240
  store i32 %274, i32* %19, align 4, !dbg !240
  br label %214, !dbg !241, !llvm.loop !242

275:                                              ; preds = %214
  br label %276, !dbg !243

276:                                              ; preds = %275
  %277 = load i32, i32* %18, align 4, !dbg !244
  %278 = add nsw i32 %277, 1, !dbg !244
  store i32 %278, i32* %18, align 4, !dbg !244
  br label %209, !dbg !245, !llvm.loop !246

279:                                              ; preds = %209
  call void @llvm.dbg.declare(metadata double* %20, metadata !248, metadata !DIExpression()), !dbg !249
  store double 0.000000e+00, double* %20, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata i32* %21, metadata !250, metadata !DIExpression()), !dbg !252
  store i32 0, i32* %21, align 4, !dbg !252
  br label %280, !dbg !253

280:                                              ; preds = %303, %279
  %281 = load i32, i32* %21, align 4, !dbg !254
  %282 = load i32, i32* %6, align 4, !dbg !256
  %283 = icmp slt i32 %281, %282, !dbg !257
  br i1 %283, label %284, label %306, !dbg !258

284:                                              ; preds = %280
  %285 = load double*, double** %9, align 8, !dbg !259
  %286 = load i32, i32* %21, align 4, !dbg !261
  %287 = sext i32 %286 to i64, !dbg !259
  %288 = getelementptr inbounds double, double* %285, i64 %287, !dbg !259
  %289 = load double, double* %288, align 8, !dbg !259
  %290 = load double, double* %20, align 8, !dbg !262
  %291 = fadd double %290, %289, !dbg !262
  store double %291, double* %20, align 8, !dbg !262
  %292 = load i32, i32* %21, align 4, !dbg !263
  %293 = srem i32 %292, 8, !dbg !265
  %294 = icmp eq i32 %293, 7, !dbg !266
  br i1 %294, label %295, label %302, !dbg !267

295:                                              ; preds = %284
  %296 = load double, double* %20, align 8, !dbg !268
  %297 = load double*, double** %10, align 8, !dbg !270
  %298 = load i32, i32* %21, align 4, !dbg !271
  %299 = sdiv i32 %298, 8, !dbg !272
  %300 = sext i32 %299 to i64, !dbg !270
  %301 = getelementptr inbounds double, double* %297, i64 %300, !dbg !270
  store double %296, double* %301, align 8, !dbg !273
  store double 0.000000e+00, double* %20, align 8, !dbg !274
  br label %302, !dbg !275

302:                                              ; preds = %295, %284
  br label %303, !dbg !276

303:                                              ; preds = %302
  %304 = load i32, i32* %21, align 4, !dbg !277
  %305 = add nsw i32 %304, 1, !dbg !277
  store i32 %305, i32* %21, align 4, !dbg !277
  br label %280, !dbg !278, !llvm.loop !279

306:                                              ; preds = %280
  call void @llvm.dbg.declare(metadata i32* %22, metadata !281, metadata !DIExpression()), !dbg !283
  store i32 0, i32* %22, align 4, !dbg !283
  br label %307, !dbg !284

307:                                              ; preds = %357, %306
  %308 = load i32, i32* %22, align 4, !dbg !285
  %309 = load i32, i32* %6, align 4, !dbg !287
  %310 = icmp slt i32 %308, %309, !dbg !288
  br i1 %310, label %311, label %360, !dbg !289

311:                                              ; preds = %307
  %312 = load i32, i32* %22, align 4, !dbg !290
  %313 = srem i32 %312, 3, !dbg !292
  switch i32 %313, label %338 [
    i32 0, label %314
    i32 1, label %326
  ], !dbg !293

314:                                              ; preds = %311
  %315 = load double*, double** %8, align 8, !dbg !294
  %316 = load i32, i32* %22, align 4, !dbg !296
  %317 = sext i32 %316 to i64, !dbg !294
  %318 = getelementptr inbounds double, double* %315, i64 %317, !dbg !294
  %319 = load double, double* %318, align 8, !dbg !294
  %320 = fptrunc double %319 to float, !dbg !297
  %321 = load float*, float** %13, align 8, !dbg !298
  %322 = load i32, i32* %22, align 4, !dbg !299
  %323 = sdiv i32 %322, 3, !dbg !300
  %324 = sext i32 %323 to i64, !dbg !298
  %325 = getelementptr inbounds float, float* %321, i64 %324, !dbg !298
  store float %320, float* %325, align 4, !dbg !301
  br label %356, !dbg !302

326:                                              ; preds = %311
  %327 = load double*, double** %9, align 8, !dbg !303
  %328 = load i32, i32* %22, align 4, !dbg !304
  %329 = sext i32 %328 to i64, !dbg !303
  %330 = getelementptr inbounds double, double* %327, i64 %329, !dbg !303
  %331 = load double, double* %330, align 8, !dbg !303
  %332 = fptrunc double %331 to float, !dbg !305
  %333 = load float*, float** %14, align 8, !dbg !306
  %334 = load i32, i32* %22, align 4, !dbg !307
  %335 = sdiv i32 %334, 3, !dbg !308
  %336 = sext i32 %335 to i64, !dbg !306
  %337 = getelementptr inbounds float, float* %333, i64 %336, !dbg !306
  store float %332, float* %337, align 4, !dbg !309
  br label %356, !dbg !310

338:                                              ; preds = %311
  %339 = load double*, double** %8, align 8, !dbg !311
  %340 = load i32, i32* %22, align 4, !dbg !312
  %341 = sext i32 %340 to i64, !dbg !311
  %342 = getelementptr inbounds double, double* %339, i64 %341, !dbg !311
  %343 = load double, double* %342, align 8, !dbg !311
  %344 = load double*, double** %9, align 8, !dbg !313
  %345 = load i32, i32* %22, align 4, !dbg !314
  %346 = sext i32 %345 to i64, !dbg !313
  %347 = getelementptr inbounds double, double* %344, i64 %346, !dbg !313
  %348 = load double, double* %347, align 8, !dbg !313
  %349 = fsub double %343, %348, !dbg !315
  %350 = fptrunc double %349 to float, !dbg !316
  %351 = load float*, float** %15, align 8, !dbg !317
  %352 = load i32, i32* %22, align 4, !dbg !318
  %353 = sdiv i32 %352, 3, !dbg !319
  %354 = sext i32 %353 to i64, !dbg !317
  %355 = getelementptr inbounds float, float* %351, i64 %354, !dbg !317
  store float %350, float* %355, align 4, !dbg !320
  br label %356, !dbg !321

356:                                              ; preds = %338, %326, %314
  br label %357, !dbg !322

357:                                              ; preds = %356
  %358 = load i32, i32* %22, align 4, !dbg !323
  %359 = add nsw i32 %358, 1, !dbg !323
  store i32 %359, i32* %22, align 4, !dbg !323
  br label %307, !dbg !324, !llvm.loop !325

360:                                              ; preds = %307
  call void @llvm.dbg.declare(metadata i32* %23, metadata !327, metadata !DIExpression()), !dbg !329
  store i32 0, i32* %23, align 4, !dbg !329
  br label %361, !dbg !330

361:                                              ; preds = %369, %360
  %362 = load i32, i32* %23, align 4, !dbg !331
  %363 = load i32, i32* %6, align 4, !dbg !333
  %364 = icmp slt i32 %362, %363, !dbg !334
  br i1 %364, label %365, label %372, !dbg !335

365:                                              ; preds = %361
  %366 = load double*, double** %8, align 8, !dbg !336
  %367 = load i32, i32* %23, align 4, !dbg !337
  %368 = load i32, i32* %6, align 4, !dbg !338
  call void @put(double* noundef %366, i32 noundef %367, i32 noundef %368, double noundef 1.000000e+00), !dbg !339
  br label %369, !dbg !339

369:                                              ; preds = %365
  %370 = load i32, i32* %23, align 4, !dbg !340
  %371 = add nsw i32 %370, 1, !dbg !340
  store i32 %371, i32* %23, align 4, !dbg !340
  br label %361, !dbg !341, !llvm.loop !342

372:                                              ; preds = %361
  call void @llvm.dbg.declare(metadata double* %24, metadata !344, metadata !DIExpression()), !dbg !345
  store double 0.000000e+00, double* %24, align 8, !dbg !345
  call void @llvm.dbg.declare(metadata i32* %25, metadata !346, metadata !DIExpression()), !dbg !348
  store i32 0, i32* %25, align 4, !dbg !348
  br label %373, !dbg !349

373:                                              ; preds = %386, %372
  %374 = load i32, i32* %25, align 4, !dbg !350
  %375 = load i32, i32* %6, align 4, !dbg !352
  %376 = sdiv i32 %375, 8, !dbg !353
  %377 = icmp slt i32 %374, %376, !dbg !354
  br i1 %377, label %378, label %389, !dbg !355

378:                                              ; preds = %373
  %379 = load double*, double** %10, align 8, !dbg !356
  %380 = load i32, i32* %25, align 4, !dbg !357
  %381 = sext i32 %380 to i64, !dbg !356
  %382 = getelementptr inbounds double, double* %379, i64 %381, !dbg !356
  %383 = load double, double* %382, align 8, !dbg !356
  %384 = load double, double* %24, align 8, !dbg !358
  %385 = fadd double %384, %383, !dbg !358
  store double %385, double* %24, align 8, !dbg !358
  br label %386, !dbg !359

386:                                              ; preds = %378
  %387 = load i32, i32* %25, align 4, !dbg !360
  %388 = add nsw i32 %387, 1, !dbg !360
  store i32 %388, i32* %25, align 4, !dbg !360
  br label %373, !dbg !361, !llvm.loop !362

389:                                              ; preds = %373
  call void @llvm.dbg.declare(metadata i32* %26, metadata !364, metadata !DIExpression()), !dbg !366
  store i32 0, i32* %26, align 4, !dbg !366
  br label %390, !dbg !367

390:                                              ; preds = %411, %389
  %391 = load i32, i32* %26, align 4, !dbg !368
  %392 = load i32, i32* %7, align 4, !dbg !370
  %393 = icmp slt i32 %391, %392, !dbg !371
  br i1 %393, label %394, label %414, !dbg !372

394:                                              ; preds = %390
  %395 = load double*, double** %12, align 8, !dbg !373
  %396 = load i32, i32* %26, align 4, !dbg !374
  %397 = sext i32 %396 to i64, !dbg !373
  %398 = getelementptr inbounds double, double* %395, i64 %397, !dbg !373
  %399 = load double, double* %398, align 8, !dbg !373
  %400 = load double*, double** %11, align 8, !dbg !375
  %401 = load i32, i32* %26, align 4, !dbg !376
  %402 = sext i32 %401 to i64, !dbg !377
  %403 = load i32, i32* %7, align 4, !dbg !378
  %404 = sext i32 %403 to i64, !dbg !378
  %405 = mul i64 %402, %404, !dbg !379
  %406 = getelementptr inbounds double, double* %400, i64 %405, !dbg !375
  %407 = load double, double* %406, align 8, !dbg !375
  %408 = fadd double %399, %407, !dbg !380
  %409 = load double, double* %24, align 8, !dbg !381
  %410 = fadd double %409, %408, !dbg !381
  store double %410, double* %24, align 8, !dbg !381
  br label %411, !dbg !382

411:                                              ; preds = %394
  %412 = load i32, i32* %26, align 4, !dbg !383
  %413 = add nsw i32 %412, 1, !dbg !383
  store i32 %413, i32* %26, align 4, !dbg !383
  br label %390, !dbg !384, !llvm.loop !385

414:                                              ; preds = %390
  %415 = load double, double* %24, align 8, !dbg !387
  %416 = load double*, double** %8, align 8, !dbg !388
  %417 = getelementptr inbounds double, double* %416, i64 0, !dbg !388
  %418 = load double, double* %417, align 8, !dbg !388
  %419 = load float*, float** %15, align 8, !dbg !389
  %420 = getelementptr inbounds float, float* %419, i64 0, !dbg !389
  %421 = load float, float* %420, align 4, !dbg !389
  %422 = fpext float %421 to double, !dbg !389
  %423 = load double, double* %20, align 8, !dbg !390
  %424 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), double noundef %415, double noundef %418, double noundef %422, double noundef %423), !dbg !391
  store i32 0, i32* %3, align 4, !dbg !392
  br label %425, !dbg !392

425:                                              ; preds = %414, %115
  %426 = load i32, i32* %3, align 4, !dbg !393
  ret i32 %426, !dbg !393
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(double* noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !394 {
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !397, metadata !DIExpression()), !dbg !398
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !399, metadata !DIExpression()), !dbg !400
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !401, metadata !DIExpression()), !dbg !402
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !403, metadata !DIExpression()), !dbg !404
  %9 = load i32, i32* %6, align 4, !dbg !405
  %10 = load i32, i32* %7, align 4, !dbg !407
  %11 = sdiv i32 %10, 2, !dbg !408
  %12 = icmp slt i32 %9, %11, !dbg !409
  br i1 %12, label %13, label %21, !dbg !410

13:                                               ; preds = %4
  %14 = load double, double* %8, align 8, !dbg !411
  %15 = load double*, double** %5, align 8, !dbg !412
  %16 = load i32, i32* %6, align 4, !dbg !413
  %17 = sext i32 %16 to i64, !dbg !412
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !412
  %19 = load double, double* %18, align 8, !dbg !414
  %20 = fadd double %19, %14, !dbg !414
  store double %20, double* %18, align 8, !dbg !414
  br label %32, !dbg !412

21:                                               ; preds = %4
  %22 = load double, double* %8, align 8, !dbg !415
  %23 = load double*, double** %5, align 8, !dbg !416
  %24 = load i32, i32* %7, align 4, !dbg !417
  %25 = sub nsw i32 %24, 1, !dbg !418
  %26 = load i32, i32* %6, align 4, !dbg !419
  %27 = sub nsw i32 %25, %26, !dbg !420
  %28 = sext i32 %27 to i64, !dbg !416
  %29 = getelementptr inbounds double, double* %23, i64 %28, !dbg !416
  %30 = load double, double* %29, align 8, !dbg !421
  %31 = fsub double %30, %22, !dbg !421
  store double %31, double* %29, align 8, !dbg !421
  br label %32

32:                                               ; preds = %21, %13
  ret void, !dbg !422
}

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "counter_arms.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7bca262e41e49a4d6401f81c307712f5")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !16, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 16, type: !18)
!24 = !DILocation(line: 16, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 16, type: !19)
!26 = !DILocation(line: 16, column: 27, scope: !15)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 17, type: !18)
!28 = !DILocation(line: 17, column: 7, scope: !15)
!29 = !DILocation(line: 17, column: 11, scope: !15)
!30 = !DILocation(line: 17, column: 16, scope: !15)
!31 = !DILocation(line: 17, column: 27, scope: !15)
!32 = !DILocation(line: 17, column: 22, scope: !15)
!33 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 18, type: !18)
!34 = !DILocation(line: 18, column: 7, scope: !15)
!35 = !DILocation(line: 18, column: 11, scope: !15)
!36 = !DILocation(line: 18, column: 16, scope: !15)
!37 = !DILocation(line: 18, column: 27, scope: !15)
!38 = !DILocation(line: 18, column: 22, scope: !15)
!39 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 19, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!42 = !DILocation(line: 19, column: 11, scope: !15)
!43 = !DILocation(line: 19, column: 22, scope: !15)
!44 = !DILocation(line: 19, column: 24, scope: !15)
!45 = !DILocation(line: 19, column: 15, scope: !15)
!46 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 20, type: !40)
!47 = !DILocation(line: 20, column: 11, scope: !15)
!48 = !DILocation(line: 20, column: 22, scope: !15)
!49 = !DILocation(line: 20, column: 24, scope: !15)
!50 = !DILocation(line: 20, column: 15, scope: !15)
!51 = !DILocalVariable(name: "acc", scope: !15, file: !1, line: 21, type: !40)
!52 = !DILocation(line: 21, column: 11, scope: !15)
!53 = !DILocation(line: 21, column: 25, scope: !15)
!54 = !DILocation(line: 21, column: 27, scope: !15)
!55 = !DILocation(line: 21, column: 31, scope: !15)
!56 = !DILocation(line: 21, column: 24, scope: !15)
!57 = !DILocation(line: 21, column: 36, scope: !15)
!58 = !DILocation(line: 21, column: 17, scope: !15)
!59 = !DILocalVariable(name: "M", scope: !15, file: !1, line: 22, type: !40)
!60 = !DILocation(line: 22, column: 11, scope: !15)
!61 = !DILocation(line: 22, column: 30, scope: !15)
!62 = !DILocation(line: 22, column: 22, scope: !15)
!63 = !DILocation(line: 22, column: 34, scope: !15)
!64 = !DILocation(line: 22, column: 32, scope: !15)
!65 = !DILocation(line: 22, column: 36, scope: !15)
!66 = !DILocation(line: 22, column: 15, scope: !15)
!67 = !DILocalVariable(name: "D", scope: !15, file: !1, line: 23, type: !40)
!68 = !DILocation(line: 23, column: 11, scope: !15)
!69 = !DILocation(line: 23, column: 22, scope: !15)
!70 = !DILocation(line: 23, column: 24, scope: !15)
!71 = !DILocation(line: 23, column: 15, scope: !15)
!72 = !DILocalVariable(name: "red", scope: !15, file: !1, line: 24, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!74 = !DILocation(line: 24, column: 10, scope: !15)
!75 = !DILocation(line: 24, column: 23, scope: !15)
!76 = !DILocation(line: 24, column: 25, scope: !15)
!77 = !DILocation(line: 24, column: 16, scope: !15)
!78 = !DILocalVariable(name: "green", scope: !15, file: !1, line: 25, type: !73)
!79 = !DILocation(line: 25, column: 10, scope: !15)
!80 = !DILocation(line: 25, column: 25, scope: !15)
!81 = !DILocation(line: 25, column: 27, scope: !15)
!82 = !DILocation(line: 25, column: 18, scope: !15)
!83 = !DILocalVariable(name: "blue", scope: !15, file: !1, line: 26, type: !73)
!84 = !DILocation(line: 26, column: 10, scope: !15)
!85 = !DILocation(line: 26, column: 24, scope: !15)
!86 = !DILocation(line: 26, column: 26, scope: !15)
!87 = !DILocation(line: 26, column: 17, scope: !15)
!88 = !DILocation(line: 27, column: 8, scope: !89)
!89 = distinct !DILexicalBlock(scope: !15, file: !1, line: 27, column: 7)
!90 = !DILocation(line: 27, column: 10, scope: !89)
!91 = !DILocation(line: 27, column: 14, scope: !89)
!92 = !DILocation(line: 27, column: 16, scope: !89)
!93 = !DILocation(line: 27, column: 20, scope: !89)
!94 = !DILocation(line: 27, column: 24, scope: !89)
!95 = !DILocation(line: 27, column: 28, scope: !89)
!96 = !DILocation(line: 27, column: 30, scope: !89)
!97 = !DILocation(line: 27, column: 34, scope: !89)
!98 = !DILocation(line: 27, column: 36, scope: !89)
!99 = !DILocation(line: 27, column: 40, scope: !89)
!100 = !DILocation(line: 27, column: 44, scope: !89)
!101 = !DILocation(line: 27, column: 48, scope: !89)
!102 = !DILocation(line: 27, column: 54, scope: !89)
!103 = !DILocation(line: 27, column: 58, scope: !89)
!104 = !DILocation(line: 27, column: 7, scope: !15)
!105 = !DILocation(line: 28, column: 5, scope: !89)
!106 = !DILocalVariable(name: "i", scope: !107, file: !1, line: 29, type: !18)
!107 = distinct !DILexicalBlock(scope: !15, file: !1, line: 29, column: 3)
!108 = !DILocation(line: 29, column: 12, scope: !107)
!109 = !DILocation(line: 29, column: 8, scope: !107)
!110 = !DILocation(line: 29, column: 19, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !1, line: 29, column: 3)
!112 = !DILocation(line: 29, column: 23, scope: !111)
!113 = !DILocation(line: 29, column: 21, scope: !111)
!114 = !DILocation(line: 29, column: 3, scope: !107)
!115 = !DILocation(line: 30, column: 12, scope: !111)
!116 = !DILocation(line: 30, column: 14, scope: !111)
!117 = !DILocation(line: 30, column: 5, scope: !111)
!118 = !DILocation(line: 30, column: 7, scope: !111)
!119 = !DILocation(line: 30, column: 10, scope: !111)
!120 = !DILocation(line: 29, column: 27, scope: !111)
!121 = !DILocation(line: 29, column: 3, scope: !111)
!122 = distinct !{!122, !114, !123, !124}
!123 = !DILocation(line: 30, column: 16, scope: !107)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocalVariable(name: "i", scope: !126, file: !1, line: 32, type: !18)
!126 = distinct !DILexicalBlock(scope: !15, file: !1, line: 32, column: 3)
!127 = !DILocation(line: 32, column: 12, scope: !126)
!128 = !DILocation(line: 32, column: 8, scope: !126)
!129 = !DILocation(line: 32, column: 19, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !1, line: 32, column: 3)
!131 = !DILocation(line: 32, column: 23, scope: !130)
!132 = !DILocation(line: 32, column: 21, scope: !130)
!133 = !DILocation(line: 32, column: 3, scope: !126)
!134 = !DILocation(line: 33, column: 9, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 33, column: 9)
!136 = distinct !DILexicalBlock(scope: !130, file: !1, line: 32, column: 31)
!137 = !DILocation(line: 33, column: 11, scope: !135)
!138 = !DILocation(line: 33, column: 9, scope: !136)
!139 = !DILocation(line: 34, column: 14, scope: !135)
!140 = !DILocation(line: 34, column: 16, scope: !135)
!141 = !DILocation(line: 34, column: 21, scope: !135)
!142 = !DILocation(line: 34, column: 23, scope: !135)
!143 = !DILocation(line: 34, column: 25, scope: !135)
!144 = !DILocation(line: 34, column: 19, scope: !135)
!145 = !DILocation(line: 34, column: 7, scope: !135)
!146 = !DILocation(line: 34, column: 9, scope: !135)
!147 = !DILocation(line: 34, column: 12, scope: !135)
!148 = !DILocation(line: 35, column: 14, scope: !149)
!149 = distinct !DILexicalBlock(scope: !135, file: !1, line: 35, column: 14)
!150 = !DILocation(line: 35, column: 19, scope: !149)
!151 = !DILocation(line: 35, column: 21, scope: !149)
!152 = !DILocation(line: 35, column: 16, scope: !149)
!153 = !DILocation(line: 35, column: 14, scope: !135)
!154 = !DILocation(line: 36, column: 14, scope: !149)
!155 = !DILocation(line: 36, column: 16, scope: !149)
!156 = !DILocation(line: 36, column: 18, scope: !149)
!157 = !DILocation(line: 36, column: 25, scope: !149)
!158 = !DILocation(line: 36, column: 27, scope: !149)
!159 = !DILocation(line: 36, column: 23, scope: !149)
!160 = !DILocation(line: 36, column: 7, scope: !149)
!161 = !DILocation(line: 36, column: 9, scope: !149)
!162 = !DILocation(line: 36, column: 12, scope: !149)
!163 = !DILocation(line: 38, column: 14, scope: !149)
!164 = !DILocation(line: 38, column: 16, scope: !149)
!165 = !DILocation(line: 38, column: 18, scope: !149)
!166 = !DILocation(line: 38, column: 25, scope: !149)
!167 = !DILocation(line: 38, column: 27, scope: !149)
!168 = !DILocation(line: 38, column: 23, scope: !149)
!169 = !DILocation(line: 38, column: 32, scope: !149)
!170 = !DILocation(line: 38, column: 34, scope: !149)
!171 = !DILocation(line: 38, column: 36, scope: !149)
!172 = !DILocation(line: 38, column: 30, scope: !149)
!173 = !DILocation(line: 38, column: 7, scope: !149)
!174 = !DILocation(line: 38, column: 9, scope: !149)
!175 = !DILocation(line: 38, column: 12, scope: !149)
!176 = !DILocation(line: 39, column: 3, scope: !136)
!177 = !DILocation(line: 32, column: 27, scope: !130)
!178 = !DILocation(line: 32, column: 3, scope: !130)
!179 = distinct !{!179, !133, !180, !124}
!180 = !DILocation(line: 39, column: 3, scope: !126)
!181 = !DILocalVariable(name: "i", scope: !182, file: !1, line: 41, type: !18)
!182 = distinct !DILexicalBlock(scope: !15, file: !1, line: 41, column: 3)
!183 = !DILocation(line: 41, column: 12, scope: !182)
!184 = !DILocation(line: 41, column: 8, scope: !182)
!185 = !DILocation(line: 41, column: 19, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !1, line: 41, column: 3)
!187 = !DILocation(line: 41, column: 23, scope: !186)
!188 = !DILocation(line: 41, column: 21, scope: !186)
!189 = !DILocation(line: 41, column: 3, scope: !182)
!190 = !DILocalVariable(name: "j", scope: !191, file: !1, line: 42, type: !18)
!191 = distinct !DILexicalBlock(scope: !186, file: !1, line: 42, column: 5)
!192 = !DILocation(line: 42, column: 14, scope: !191)
!193 = !DILocation(line: 42, column: 10, scope: !191)
!194 = !DILocation(line: 42, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !1, line: 42, column: 5)
!196 = !DILocation(line: 42, column: 25, scope: !195)
!197 = !DILocation(line: 42, column: 23, scope: !195)
!198 = !DILocation(line: 42, column: 5, scope: !191)
!199 = !DILocation(line: 43, column: 11, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 43, column: 11)
!201 = distinct !DILexicalBlock(scope: !195, file: !1, line: 42, column: 33)
!202 = !DILocation(line: 43, column: 15, scope: !200)
!203 = !DILocation(line: 43, column: 13, scope: !200)
!204 = !DILocation(line: 43, column: 11, scope: !201)
!205 = !DILocation(line: 44, column: 32, scope: !200)
!206 = !DILocation(line: 44, column: 34, scope: !200)
!207 = !DILocation(line: 44, column: 9, scope: !200)
!208 = !DILocation(line: 44, column: 19, scope: !200)
!209 = !DILocation(line: 44, column: 11, scope: !200)
!210 = !DILocation(line: 44, column: 23, scope: !200)
!211 = !DILocation(line: 44, column: 21, scope: !200)
!212 = !DILocation(line: 44, column: 27, scope: !200)
!213 = !DILocation(line: 44, column: 25, scope: !200)
!214 = !DILocation(line: 44, column: 30, scope: !200)
!215 = !DILocation(line: 45, column: 16, scope: !216)
!216 = distinct !DILexicalBlock(scope: !200, file: !1, line: 45, column: 16)
!217 = !DILocation(line: 45, column: 21, scope: !216)
!218 = !DILocation(line: 45, column: 18, scope: !216)
!219 = !DILocation(line: 45, column: 16, scope: !200)
!220 = !DILocation(line: 46, column: 16, scope: !216)
!221 = !DILocation(line: 46, column: 26, scope: !216)
!222 = !DILocation(line: 46, column: 18, scope: !216)
!223 = !DILocation(line: 46, column: 30, scope: !216)
!224 = !DILocation(line: 46, column: 28, scope: !216)
!225 = !DILocation(line: 46, column: 34, scope: !216)
!226 = !DILocation(line: 46, column: 32, scope: !216)
!227 = !DILocation(line: 46, column: 37, scope: !216)
!228 = !DILocation(line: 46, column: 9, scope: !216)
!229 = !DILocation(line: 46, column: 11, scope: !216)
!230 = !DILocation(line: 46, column: 14, scope: !216)
!231 = !DILocation(line: 48, column: 9, scope: !216)
!232 = !DILocation(line: 48, column: 19, scope: !216)
!233 = !DILocation(line: 48, column: 11, scope: !216)
!234 = !DILocation(line: 48, column: 23, scope: !216)
!235 = !DILocation(line: 48, column: 21, scope: !216)
!236 = !DILocation(line: 48, column: 27, scope: !216)
!237 = !DILocation(line: 48, column: 25, scope: !216)
!238 = !DILocation(line: 48, column: 30, scope: !216)
!239 = !DILocation(line: 49, column: 5, scope: !201)
!240 = !DILocation(line: 42, column: 29, scope: !195)
!241 = !DILocation(line: 42, column: 5, scope: !195)
!242 = distinct !{!242, !198, !243, !124}
!243 = !DILocation(line: 49, column: 5, scope: !191)
!244 = !DILocation(line: 41, column: 27, scope: !186)
!245 = !DILocation(line: 41, column: 3, scope: !186)
!246 = distinct !{!246, !189, !247, !124}
!247 = !DILocation(line: 49, column: 5, scope: !182)
!248 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 51, type: !41)
!249 = !DILocation(line: 51, column: 10, scope: !15)
!250 = !DILocalVariable(name: "i", scope: !251, file: !1, line: 52, type: !18)
!251 = distinct !DILexicalBlock(scope: !15, file: !1, line: 52, column: 3)
!252 = !DILocation(line: 52, column: 12, scope: !251)
!253 = !DILocation(line: 52, column: 8, scope: !251)
!254 = !DILocation(line: 52, column: 19, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !1, line: 52, column: 3)
!256 = !DILocation(line: 52, column: 23, scope: !255)
!257 = !DILocation(line: 52, column: 21, scope: !255)
!258 = !DILocation(line: 52, column: 3, scope: !251)
!259 = !DILocation(line: 53, column: 10, scope: !260)
!260 = distinct !DILexicalBlock(scope: !255, file: !1, line: 52, column: 31)
!261 = !DILocation(line: 53, column: 12, scope: !260)
!262 = !DILocation(line: 53, column: 7, scope: !260)
!263 = !DILocation(line: 54, column: 9, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !1, line: 54, column: 9)
!265 = !DILocation(line: 54, column: 11, scope: !264)
!266 = !DILocation(line: 54, column: 15, scope: !264)
!267 = !DILocation(line: 54, column: 9, scope: !260)
!268 = !DILocation(line: 55, column: 20, scope: !269)
!269 = distinct !DILexicalBlock(scope: !264, file: !1, line: 54, column: 21)
!270 = !DILocation(line: 55, column: 7, scope: !269)
!271 = !DILocation(line: 55, column: 11, scope: !269)
!272 = !DILocation(line: 55, column: 13, scope: !269)
!273 = !DILocation(line: 55, column: 18, scope: !269)
!274 = !DILocation(line: 56, column: 9, scope: !269)
!275 = !DILocation(line: 57, column: 5, scope: !269)
!276 = !DILocation(line: 58, column: 3, scope: !260)
!277 = !DILocation(line: 52, column: 27, scope: !255)
!278 = !DILocation(line: 52, column: 3, scope: !255)
!279 = distinct !{!279, !258, !280, !124}
!280 = !DILocation(line: 58, column: 3, scope: !251)
!281 = !DILocalVariable(name: "i", scope: !282, file: !1, line: 60, type: !18)
!282 = distinct !DILexicalBlock(scope: !15, file: !1, line: 60, column: 3)
!283 = !DILocation(line: 60, column: 12, scope: !282)
!284 = !DILocation(line: 60, column: 8, scope: !282)
!285 = !DILocation(line: 60, column: 19, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !1, line: 60, column: 3)
!287 = !DILocation(line: 60, column: 23, scope: !286)
!288 = !DILocation(line: 60, column: 21, scope: !286)
!289 = !DILocation(line: 60, column: 3, scope: !282)
!290 = !DILocation(line: 61, column: 13, scope: !291)
!291 = distinct !DILexicalBlock(scope: !286, file: !1, line: 60, column: 31)
!292 = !DILocation(line: 61, column: 15, scope: !291)
!293 = !DILocation(line: 61, column: 5, scope: !291)
!294 = !DILocation(line: 63, column: 27, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !1, line: 61, column: 20)
!296 = !DILocation(line: 63, column: 29, scope: !295)
!297 = !DILocation(line: 63, column: 20, scope: !295)
!298 = !DILocation(line: 63, column: 7, scope: !295)
!299 = !DILocation(line: 63, column: 11, scope: !295)
!300 = !DILocation(line: 63, column: 13, scope: !295)
!301 = !DILocation(line: 63, column: 18, scope: !295)
!302 = !DILocation(line: 64, column: 7, scope: !295)
!303 = !DILocation(line: 66, column: 29, scope: !295)
!304 = !DILocation(line: 66, column: 31, scope: !295)
!305 = !DILocation(line: 66, column: 22, scope: !295)
!306 = !DILocation(line: 66, column: 7, scope: !295)
!307 = !DILocation(line: 66, column: 13, scope: !295)
!308 = !DILocation(line: 66, column: 15, scope: !295)
!309 = !DILocation(line: 66, column: 20, scope: !295)
!310 = !DILocation(line: 67, column: 7, scope: !295)
!311 = !DILocation(line: 69, column: 29, scope: !295)
!312 = !DILocation(line: 69, column: 31, scope: !295)
!313 = !DILocation(line: 69, column: 36, scope: !295)
!314 = !DILocation(line: 69, column: 38, scope: !295)
!315 = !DILocation(line: 69, column: 34, scope: !295)
!316 = !DILocation(line: 69, column: 21, scope: !295)
!317 = !DILocation(line: 69, column: 7, scope: !295)
!318 = !DILocation(line: 69, column: 12, scope: !295)
!319 = !DILocation(line: 69, column: 14, scope: !295)
!320 = !DILocation(line: 69, column: 19, scope: !295)
!321 = !DILocation(line: 70, column: 5, scope: !295)
!322 = !DILocation(line: 71, column: 3, scope: !291)
!323 = !DILocation(line: 60, column: 27, scope: !286)
!324 = !DILocation(line: 60, column: 3, scope: !286)
!325 = distinct !{!325, !289, !326, !124}
!326 = !DILocation(line: 71, column: 3, scope: !282)
!327 = !DILocalVariable(name: "k", scope: !328, file: !1, line: 72, type: !18)
!328 = distinct !DILexicalBlock(scope: !15, file: !1, line: 72, column: 3)
!329 = !DILocation(line: 72, column: 12, scope: !328)
!330 = !DILocation(line: 72, column: 8, scope: !328)
!331 = !DILocation(line: 72, column: 19, scope: !332)
!332 = distinct !DILexicalBlock(scope: !328, file: !1, line: 72, column: 3)
!333 = !DILocation(line: 72, column: 23, scope: !332)
!334 = !DILocation(line: 72, column: 21, scope: !332)
!335 = !DILocation(line: 72, column: 3, scope: !328)
!336 = !DILocation(line: 73, column: 9, scope: !332)
!337 = !DILocation(line: 73, column: 12, scope: !332)
!338 = !DILocation(line: 73, column: 15, scope: !332)
!339 = !DILocation(line: 73, column: 5, scope: !332)
!340 = !DILocation(line: 72, column: 27, scope: !332)
!341 = !DILocation(line: 72, column: 3, scope: !332)
!342 = distinct !{!342, !335, !343, !124}
!343 = !DILocation(line: 73, column: 21, scope: !328)
!344 = !DILocalVariable(name: "t", scope: !15, file: !1, line: 74, type: !41)
!345 = !DILocation(line: 74, column: 10, scope: !15)
!346 = !DILocalVariable(name: "i", scope: !347, file: !1, line: 75, type: !18)
!347 = distinct !DILexicalBlock(scope: !15, file: !1, line: 75, column: 3)
!348 = !DILocation(line: 75, column: 12, scope: !347)
!349 = !DILocation(line: 75, column: 8, scope: !347)
!350 = !DILocation(line: 75, column: 19, scope: !351)
!351 = distinct !DILexicalBlock(scope: !347, file: !1, line: 75, column: 3)
!352 = !DILocation(line: 75, column: 23, scope: !351)
!353 = !DILocation(line: 75, column: 25, scope: !351)
!354 = !DILocation(line: 75, column: 21, scope: !351)
!355 = !DILocation(line: 75, column: 3, scope: !347)
!356 = !DILocation(line: 76, column: 10, scope: !351)
!357 = !DILocation(line: 76, column: 14, scope: !351)
!358 = !DILocation(line: 76, column: 7, scope: !351)
!359 = !DILocation(line: 76, column: 5, scope: !351)
!360 = !DILocation(line: 75, column: 31, scope: !351)
!361 = !DILocation(line: 75, column: 3, scope: !351)
!362 = distinct !{!362, !355, !363, !124}
!363 = !DILocation(line: 76, column: 15, scope: !347)
!364 = !DILocalVariable(name: "i", scope: !365, file: !1, line: 77, type: !18)
!365 = distinct !DILexicalBlock(scope: !15, file: !1, line: 77, column: 3)
!366 = !DILocation(line: 77, column: 12, scope: !365)
!367 = !DILocation(line: 77, column: 8, scope: !365)
!368 = !DILocation(line: 77, column: 19, scope: !369)
!369 = distinct !DILexicalBlock(scope: !365, file: !1, line: 77, column: 3)
!370 = !DILocation(line: 77, column: 23, scope: !369)
!371 = !DILocation(line: 77, column: 21, scope: !369)
!372 = !DILocation(line: 77, column: 3, scope: !365)
!373 = !DILocation(line: 78, column: 10, scope: !369)
!374 = !DILocation(line: 78, column: 12, scope: !369)
!375 = !DILocation(line: 78, column: 17, scope: !369)
!376 = !DILocation(line: 78, column: 27, scope: !369)
!377 = !DILocation(line: 78, column: 19, scope: !369)
!378 = !DILocation(line: 78, column: 31, scope: !369)
!379 = !DILocation(line: 78, column: 29, scope: !369)
!380 = !DILocation(line: 78, column: 15, scope: !369)
!381 = !DILocation(line: 78, column: 7, scope: !369)
!382 = !DILocation(line: 78, column: 5, scope: !369)
!383 = !DILocation(line: 77, column: 27, scope: !369)
!384 = !DILocation(line: 77, column: 3, scope: !369)
!385 = distinct !{!385, !372, !386, !124}
!386 = !DILocation(line: 78, column: 32, scope: !365)
!387 = !DILocation(line: 79, column: 27, scope: !15)
!388 = !DILocation(line: 79, column: 30, scope: !15)
!389 = !DILocation(line: 79, column: 36, scope: !15)
!390 = !DILocation(line: 79, column: 45, scope: !15)
!391 = !DILocation(line: 79, column: 3, scope: !15)
!392 = !DILocation(line: 80, column: 3, scope: !15)
!393 = !DILocation(line: 81, column: 1, scope: !15)
!394 = distinct !DISubprogram(name: "put", scope: !1, file: !1, line: 9, type: !395, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!395 = !DISubroutineType(types: !396)
!396 = !{null, !40, !18, !18, !41}
!397 = !DILocalVariable(name: "x", arg: 1, scope: !394, file: !1, line: 9, type: !40)
!398 = !DILocation(line: 9, column: 25, scope: !394)
!399 = !DILocalVariable(name: "k", arg: 2, scope: !394, file: !1, line: 9, type: !18)
!400 = !DILocation(line: 9, column: 32, scope: !394)
!401 = !DILocalVariable(name: "n", arg: 3, scope: !394, file: !1, line: 9, type: !18)
!402 = !DILocation(line: 9, column: 39, scope: !394)
!403 = !DILocalVariable(name: "v", arg: 4, scope: !394, file: !1, line: 9, type: !41)
!404 = !DILocation(line: 9, column: 49, scope: !394)
!405 = !DILocation(line: 10, column: 7, scope: !406)
!406 = distinct !DILexicalBlock(scope: !394, file: !1, line: 10, column: 7)
!407 = !DILocation(line: 10, column: 11, scope: !406)
!408 = !DILocation(line: 10, column: 13, scope: !406)
!409 = !DILocation(line: 10, column: 9, scope: !406)
!410 = !DILocation(line: 10, column: 7, scope: !394)
!411 = !DILocation(line: 11, column: 13, scope: !406)
!412 = !DILocation(line: 11, column: 5, scope: !406)
!413 = !DILocation(line: 11, column: 7, scope: !406)
!414 = !DILocation(line: 11, column: 10, scope: !406)
!415 = !DILocation(line: 13, column: 21, scope: !406)
!416 = !DILocation(line: 13, column: 5, scope: !406)
!417 = !DILocation(line: 13, column: 7, scope: !406)
!418 = !DILocation(line: 13, column: 9, scope: !406)
!419 = !DILocation(line: 13, column: 15, scope: !406)
!420 = !DILocation(line: 13, column: 13, scope: !406)
!421 = !DILocation(line: 13, column: 18, scope: !406)
!422 = !DILocation(line: 14, column: 1, scope: !394)
