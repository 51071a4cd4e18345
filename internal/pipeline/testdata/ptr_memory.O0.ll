; ModuleID = 'ptr_memory.c'
source_filename = "ptr_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.grid = type { i32, i32, double*, double* }
%struct.bucket = type { i32, double* }
%struct.view = type { double*, i64 }

@active = internal global double* null, align 8, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double**, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca %struct.grid, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.bucket*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.view, align 8
  %19 = alloca %struct.view, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !28
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %6, metadata !31, metadata !DIExpression()), !dbg !32
  %22 = load i32, i32* %4, align 4, !dbg !33
  %23 = icmp sgt i32 %22, 1, !dbg !34
  br i1 %23, label %24, label %29, !dbg !33

24:                                               ; preds = %2
  %25 = load i8**, i8*** %5, align 8, !dbg !35
  %26 = getelementptr inbounds i8*, i8** %25, i64 1, !dbg !35
  %27 = load i8*, i8** %26, align 8, !dbg !35
  %28 = call i32 @atoi(i8* noundef %27) #6, !dbg !36
  br label %30, !dbg !33

29:                                               ; preds = %2
  br label %30, !dbg !33

30:                                               ; preds = %29, %24
  %31 = phi i32 [ %28, %24 ], [ 100, %29 ], !dbg !33
  store i32 %31, i32* %6, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %7, metadata !37, metadata !DIExpression()), !dbg !38
  %32 = load i32, i32* %4, align 4, !dbg !39
  %33 = icmp sgt i32 %32, 2, !dbg !40
  br i1 %33, label %34, label %39, !dbg !39

34:                                               ; preds = %30
  %35 = load i8**, i8*** %5, align 8, !dbg !41
  %36 = getelementptr inbounds i8*, i8** %35, i64 2, !dbg !41
  %37 = load i8*, i8** %36, align 8, !dbg !41
  %38 = call i32 @atoi(i8* noundef %37) #6, !dbg !42
  br label %40, !dbg !39

39:                                               ; preds = %30
  br label %40, !dbg !39

40:                                               ; preds = %39, %34
  %41 = phi i32 [ %38, %34 ], [ 80, %39 ], !dbg !39
  store i32 %41, i32* %7, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %8, metadata !43, metadata !DIExpression()), !dbg !44
  %42 = load i32, i32* %4, align 4, !dbg !45
  %43 = icmp sgt i32 %42, 3, !dbg !46
  br i1 %43, label %44, label %49, !dbg !45

44:                                               ; preds = %40
  %45 = load i8**, i8*** %5, align 8, !dbg !47
  %46 = getelementptr inbounds i8*, i8** %45, i64 3, !dbg !47
  %47 = load i8*, i8** %46, align 8, !dbg !47
  %48 = call i32 @atoi(i8* noundef %47) #6, !dbg !48
  br label %50, !dbg !45

49:                                               ; preds = %40
  br label %50, !dbg !45

50:                                               ; preds = %49, %44
  %51 = phi i32 [ %48, %44 ], [ 3, %49 ], !dbg !45
  store i32 %51, i32* %8, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata double*** %9, metadata !49, metadata !DIExpression()), !dbg !51
  %52 = load i32, i32* %6, align 4, !dbg !52
  %53 = load i32, i32* %7, align 4, !dbg !53
  %54 = call double** @alloc_rows(i32 noundef %52, i32 noundef %53), !dbg !54
  store double** %54, double*** %9, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %10, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %10, align 4, !dbg !57
  br label %55, !dbg !58

55:                                               ; preds = %81, %50
  %56 = load i32, i32* %10, align 4, !dbg !59
  %57 = load i32, i32* %6, align 4, !dbg !61
  %58 = icmp slt i32 %56, %57, !dbg !62
  br i1 %58, label %59, label %84, !dbg !63

59:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata i32* %11, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %11, align 4, !dbg !66
  br label %60, !dbg !67

60:                                               ; preds = %77, %59
  %61 = load i32, i32* %11, align 4, !dbg !68
  %62 = load i32, i32* %7, align 4, !dbg !70
  %63 = icmp slt i32 %61, %62, !dbg !71
  br i1 %63, label %64, label %80, !dbg !72

64:                                               ; preds = %60
  %65 = load i32, i32* %10, align 4, !dbg !73
  %66 = load i32, i32* %11, align 4, !dbg !74
  %67 = add nsw i32 %65, %66, !dbg !75
  %68 = sitofp i32 %67 to double, !dbg !73
  %69 = load double**, double*** %9, align 8, !dbg !76
  %70 = load i32, i32* %10, align 4, !dbg !77
  %71 = sext i32 %70 to i64, !dbg !76
  %72 = getelementptr inbounds double*, double** %69, i64 %71, !dbg !76
  %73 = load double*, double** %72, align 8, !dbg !76
  %74 = load i32, i32* %11, align 4, !dbg !78
  %75 = sext i32 %74 to i64, !dbg !76
  %76 = getelementptr inbounds double, double* %73, i64 %75, !dbg !76
  store double %68, double* %76, align 8, !dbg !79
  br label %77, !dbg !76

77:                                               ; preds = %64
  %78 = load i32, i32* %11, align 4, !dbg !80
  %79 = add nsw i32 %78, 1, !dbg !80
  store i32 %79, i32* %11, align 4, !dbg !80
  br label %60, !dbg !81, !llvm.loop !82

80:                                               ; preds = %60
  br label %81, !dbg !83

81:                                               ; preds = %80
  %82 = load i32, i32* %10, align 4, !dbg !85
  %83 = add nsw i32 %82, 1, !dbg !85
  store i32 %83, i32* %10, align 4, !dbg !85
  br label %55, !dbg !86, !llvm.loop !87

84:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata double* %12, metadata !89, metadata !DIExpression()), !dbg !90
  %85 = load double**, double*** %9, align 8, !dbg !91
  %86 = load i32, i32* %6, align 4, !dbg !92
  %87 = load i32, i32* %7, align 4, !dbg !93
  %88 = call double @column_sums(double** noundef %85, i32 noundef %86, i32 noundef %87), !dbg !94
  store double %88, double* %12, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata %struct.grid* %13, metadata !95, metadata !DIExpression()), !dbg !103
  %89 = load i32, i32* %6, align 4, !dbg !104
  %90 = load i32, i32* %7, align 4, !dbg !105
  call void @grid_init(%struct.grid* noundef %13, i32 noundef %89, i32 noundef %90), !dbg !106
  %91 = load i32, i32* %8, align 4, !dbg !107
  call void @grid_steps(%struct.grid* noundef %13, i32 noundef %91), !dbg !108
  %92 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !109
  %93 = load double*, double** %92, align 8, !dbg !109
  %94 = load i32, i32* %7, align 4, !dbg !110
  %95 = add nsw i32 %94, 1, !dbg !111
  %96 = sext i32 %95 to i64, !dbg !112
  %97 = getelementptr inbounds double, double* %93, i64 %96, !dbg !112
  %98 = load double, double* %97, align 8, !dbg !112
  %99 = load double, double* %12, align 8, !dbg !113
  %100 = fadd double %99, %98, !dbg !113
  store double %100, double* %12, align 8, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %14, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 16, i32* %14, align 4, !dbg !115
  call void @llvm.dbg.declare(metadata %struct.bucket** %15, metadata !116, metadata !DIExpression()), !dbg !123
  %101 = load i32, i32* %14, align 4, !dbg !124
  %102 = sext i32 %101 to i64, !dbg !124
  %103 = mul i64 %102, 16, !dbg !125
  %104 = call noalias i8* @malloc(i64 noundef %103) #7, !dbg !126
  %105 = bitcast i8* %104 to %struct.bucket*, !dbg !126
  store %struct.bucket* %105, %struct.bucket** %15, align 8, !dbg !123
  call void @llvm.dbg.declare(metadata i32* %16, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %16, align 4, !dbg !129
  br label %106, !dbg !130

106:                                              ; preds = %147, %84
  %107 = load i32, i32* %16, align 4, !dbg !131
  %108 = load i32, i32* %14, align 4, !dbg !133
  %109 = icmp slt i32 %107, %108, !dbg !134
  br i1 %109, label %110, label %150, !dbg !135

110:                                              ; preds = %106
  %111 = load i32, i32* %7, align 4, !dbg !136
  %112 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !138
  %113 = load i32, i32* %16, align 4, !dbg !139
  %114 = sext i32 %113 to i64, !dbg !138
  %115 = getelementptr inbounds %struct.bucket, %struct.bucket* %112, i64 %114, !dbg !138
  %116 = getelementptr inbounds %struct.bucket, %struct.bucket* %115, i32 0, i32 0, !dbg !140
  store i32 %111, i32* %116, align 8, !dbg !141
  %117 = load i32, i32* %7, align 4, !dbg !142
  %118 = sext i32 %117 to i64, !dbg !142
  %119 = mul i64 %118, 8, !dbg !143
  %120 = call noalias i8* @malloc(i64 noundef %119) #7, !dbg !144
  %121 = bitcast i8* %120 to double*, !dbg !144
  %122 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !145
  %123 = load i32, i32* %16, align 4, !dbg !146
  %124 = sext i32 %123 to i64, !dbg !145
  %125 = getelementptr inbounds %struct.bucket, %struct.bucket* %122, i64 %124, !dbg !145
  %126 = getelementptr inbounds %struct.bucket, %struct.bucket* %125, i32 0, i32 1, !dbg !147
  store double* %121, double** %126, align 8, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %17, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %17, align 4, !dbg !151
  br label %127, !dbg !152

127:                                              ; preds = %143, %110
  %128 = load i32, i32* %17, align 4, !dbg !153
  %129 = load i32, i32* %7, align 4, !dbg !155
  %130 = icmp slt i32 %128, %129, !dbg !156
  br i1 %130, label %131, label %146, !dbg !157

131:                                              ; preds = %127
  %132 = load i32, i32* %16, align 4, !dbg !158
  %133 = sitofp i32 %132 to double, !dbg !158
  %134 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !159
  %135 = load i32, i32* %16, align 4, !dbg !160
  %136 = sext i32 %135 to i64, !dbg !159
  %137 = getelementptr inbounds %struct.bucket, %struct.bucket* %134, i64 %136, !dbg !159
  %138 = getelementptr inbounds %struct.bucket, %struct.bucket* %137, i32 0, i32 1, !dbg !161
  %139 = load double*, double** %138, align 8, !dbg !161
  %140 = load i32, i32* %17, align 4, !dbg !162
  %141 = sext i32 %140 to i64, !dbg !159
  %142 = getelementptr inbounds double, double* %139, i64 %141, !dbg !159
  store double %133, double* %142, align 8, !dbg !163
  br label %143, !dbg !159

143:                                              ; preds = %131
  %144 = load i32, i32* %17, align 4, !dbg !164
  %145 = add nsw i32 %144, 1, !dbg !164
  store i32 %145, i32* %17, align 4, !dbg !164
  br label %127, !dbg !165, !llvm.loop !166

146:                                              ; preds = %127
  br label %147, !dbg !168

147:                                              ; preds = %146
  %148 = load i32, i32* %16, align 4, !dbg !169
  %149 = add nsw i32 %148, 1, !dbg !169
  store i32 %149, i32* %16, align 4, !dbg !169
  br label %106, !dbg !170, !llvm.loop !171

150:                                              ; preds = %106
  %151 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !173
  %152 = load i32, i32* %14, align 4, !dbg !174
  %153 = load i32, i32* %7, align 4, !dbg !175
  %154 = call double @bucket_sums(%struct.bucket* noundef %151, i32 noundef %152, i32 noundef %153), !dbg !176
  %155 = load double, double* %12, align 8, !dbg !177
  %156 = fadd double %155, %154, !dbg !177
  store double %156, double* %12, align 8, !dbg !177
  %157 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !178
  %158 = load double*, double** %157, align 8, !dbg !178
  store double* %158, double** @active, align 8, !dbg !179
  %159 = load i32, i32* %6, align 4, !dbg !180
  %160 = load i32, i32* %7, align 4, !dbg !181
  %161 = mul nsw i32 %159, %160, !dbg !182
  call void @scale_active(i32 noundef %161, double noundef 5.000000e-01), !dbg !183
  %162 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !184
  %163 = load double*, double** %162, align 8, !dbg !184
  store double* %163, double** @active, align 8, !dbg !185
  %164 = load i32, i32* %6, align 4, !dbg !186
  %165 = load i32, i32* %7, align 4, !dbg !187
  %166 = mul nsw i32 %164, %165, !dbg !188
  call void @scale_active(i32 noundef %166, double noundef 2.000000e+00), !dbg !189
  %167 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !190
  %168 = load double*, double** %167, align 8, !dbg !190
  %169 = getelementptr inbounds double, double* %168, i64 1, !dbg !191
  %170 = load double, double* %169, align 8, !dbg !191
  %171 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !192
  %172 = load double*, double** %171, align 8, !dbg !192
  %173 = getelementptr inbounds double, double* %172, i64 1, !dbg !193
  %174 = load double, double* %173, align 8, !dbg !193
  %175 = fadd double %170, %174, !dbg !194
  %176 = load double, double* %12, align 8, !dbg !195
  %177 = fadd double %176, %175, !dbg !195
  store double %177, double* %12, align 8, !dbg !195
  call void @llvm.dbg.declare(metadata %struct.view* %18, metadata !196, metadata !DIExpression()), !dbg !203
  %178 = getelementptr inbounds %struct.view, %struct.view* %18, i32 0, i32 0, !dbg !204
  %179 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !205
  %180 = load double*, double** %179, align 8, !dbg !205
  store double* %180, double** %178, align 8, !dbg !204
  %181 = getelementptr inbounds %struct.view, %struct.view* %18, i32 0, i32 1, !dbg !204
  %182 = load i32, i32* %6, align 4, !dbg !206
  %183 = load i32, i32* %7, align 4, !dbg !207
  %184 = mul nsw i32 %182, %183, !dbg !208
  %185 = sext i32 %184 to i64, !dbg !206
  store i64 %185, i64* %181, align 8, !dbg !204
  call void @llvm.dbg.declare(metadata %struct.view* %19, metadata !209, metadata !DIExpression()), !dbg !210
  %186 = bitcast %struct.view* %19 to i8*, !dbg !211
  %187 = bitcast %struct.view* %18 to i8*, !dbg !211
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %186, i8* align 8 %187, i64 16, i1 false), !dbg !211
  %188 = getelementptr inbounds %struct.view, %struct.view* %19, i32 0, i32 0, !dbg !212
  %189 = load double*, double** %188, align 8, !dbg !212
  store double* %189, double** @active, align 8, !dbg !213
  %190 = load i32, i32* %6, align 4, !dbg !214
  %191 = load i32, i32* %7, align 4, !dbg !215
  %192 = mul nsw i32 %190, %191, !dbg !216
  call void @scale_active(i32 noundef %192, double noundef 3.000000e+00), !dbg !217
  %193 = getelementptr inbounds %struct.view, %struct.view* %19, i32 0, i32 0, !dbg !218
  %194 = load double*, double** %193, align 8, !dbg !218
  %195 = load i32, i32* %7, align 4, !dbg !219
  %196 = add nsw i32 %195, 2, !dbg !220
  %197 = sext i32 %196 to i64, !dbg !221
  %198 = getelementptr inbounds double, double* %194, i64 %197, !dbg !221
  %199 = load double, double* %198, align 8, !dbg !221
  %200 = load double, double* %12, align 8, !dbg !222
  %201 = fadd double %200, %199, !dbg !222
  store double %201, double* %12, align 8, !dbg !222
  %202 = load double, double* %12, align 8, !dbg !223
  %203 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %202), !dbg !224
  call void @llvm.dbg.declare(metadata i32* %20, metadata !225, metadata !DIExpression()), !dbg !227
  store i32 0, i32* %20, align 4, !dbg !227
  br label %204, !dbg !228

204:                                              ; preds = %216, %150
  %205 = load i32, i32* %20, align 4, !dbg !229
  %206 = load i32, i32* %14, align 4, !dbg !231
  %207 = icmp slt i32 %205, %206, !dbg !232
  br i1 %207, label %208, label %219, !dbg !233

208:                                              ; preds = %204
  %209 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !234
  %210 = load i32, i32* %20, align 4, !dbg !235
  %211 = sext i32 %210 to i64, !dbg !234
  %212 = getelementptr inbounds %struct.bucket, %struct.bucket* %209, i64 %211, !dbg !234
  %213 = getelementptr inbounds %struct.bucket, %struct.bucket* %212, i32 0, i32 1, !dbg !236
  %214 = load double*, double** %213, align 8, !dbg !236
  %215 = bitcast double* %214 to i8*, !dbg !234
  call void @free(i8* noundef %215) #7, !dbg !237
  br label %216, !dbg !237

216:                                              ; preds = %208
  %217 = load i32, i32* %20, align 4, !dbg !238
  %218 = add nsw i32 %217, 1, !dbg !238
  store i32 %218, i32* %20, align 4, !dbg !238
  br label %204, !dbg !239, !llvm.loop !240

219:                                              ; preds = %204
  %220 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !242
  %221 = bitcast %struct.bucket* %220 to i8*, !dbg !242
  call void @free(i8* noundef %221) #7, !dbg !243
  call void @llvm.dbg.declare(metadata i32* %21, metadata !244, metadata !DIExpression()), !dbg !246
  store i32 0, i32* %21, align 4, !dbg !246
  br label %222, !dbg !247

222:                                              ; preds = %233, %219
  %223 = load i32, i32* %21, align 4, !dbg !248
  %224 = load i32, i32* %6, align 4, !dbg !250
  %225 = icmp slt i32 %223, %224, !dbg !251
  br i1 %225, label %226, label %236, !dbg !252

226:                                              ; preds = %222
  %227 = load double**, double*** %9, align 8, !dbg !253
  %228 = load i32, i32* %21, align 4, !dbg !254
  %229 = sext i32 %228 to i64, !dbg !253
  %230 = getelementptr inbounds double*, double** %227, i64 %229, !dbg !253
  %231 = load double*, double** %230, align 8, !dbg !253
  %232 = bitcast double* %231 to i8*, !dbg !253
  call void @free(i8* noundef %232) #7, !dbg !255
  br label %233, !dbg !255

233:                                              ; preds = %226
  %234 = load i32, i32* %21, align 4, !dbg !256
  %235 = add nsw i32 %234, 1, !dbg !256
  store i32 %235, i32* %21, align 4, !dbg !256
  br label %222, !dbg !257, !llvm.loop !258

236:                                              ; preds = %222
  %237 = load double**, double*** %9, align 8, !dbg !260
  %238 = bitcast double** %237 to i8*, !dbg !260
  call void @free(i8* noundef %238) #7, !dbg !261
  %239 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !262
  %240 = load double*, double** %239, align 8, !dbg !262
  %241 = bitcast double* %240 to i8*, !dbg !263
  call void @free(i8* noundef %241) #7, !dbg !264
  %242 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !265
  %243 = load double*, double** %242, align 8, !dbg !265
  %244 = bitcast double* %243 to i8*, !dbg !266
  call void @free(i8* noundef %244) #7, !dbg !267
  ret i32 0, !dbg !268
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double** @alloc_rows(i32 noundef %0, i32 noundef %1) #0 !dbg !269 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double**, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !272, metadata !DIExpression()), !dbg !273
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !274, metadata !DIExpression()), !dbg !275
  call void @llvm.dbg.declare(metadata double*** %5, metadata !276, metadata !DIExpression()), !dbg !277
  %7 = load i32, i32* %3, align 4, !dbg !278
  %8 = sext i32 %7 to i64, !dbg !278
  %9 = mul i64 %8, 8, !dbg !279
  %10 = call noalias i8* @malloc(i64 noundef %9) #7, !dbg !280
  %11 = bitcast i8* %10 to double**, !dbg !280
  store double** %11, double*** %5, align 8, !dbg !277
  call void @llvm.dbg.declare(metadata i32* %6, metadata !281, metadata !DIExpression()), !dbg !283
  store i32 0, i32* %6, align 4, !dbg !283
  br label %12, !dbg !284

12:                                               ; preds = %26, %2
  %13 = load i32, i32* %6, align 4, !dbg !285
  %14 = load i32, i32* %3, align 4, !dbg !287
  %15 = icmp slt i32 %13, %14, !dbg !288
  br i1 %15, label %16, label %29, !dbg !289

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !290
  %18 = sext i32 %17 to i64, !dbg !290
  %19 = mul i64 %18, 8, !dbg !291
  %20 = call noalias i8* @malloc(i64 noundef %19) #7, !dbg !292
  %21 = bitcast i8* %20 to double*, !dbg !292
  %22 = load double**, double*** %5, align 8, !dbg !293
  %23 = load i32, i32* %6, align 4, !dbg !294
  %24 = sext i32 %23 to i64, !dbg !293
  %25 = getelementptr inbounds double*, double** %22, i64 %24, !dbg !293
  store double* %21, double** %25, align 8, !dbg !295
  br label %26, !dbg !293

26:                                               ; preds = %16
  %27 = load i32, i32* %6, align 4, !dbg !296
  %28 = add nsw i32 %27, 1, !dbg !296
  store i32 %28, i32* %6, align 4, !dbg !296
  br label %12, !dbg !297, !llvm.loop !298

29:                                               ; preds = %12
  %30 = load double**, double*** %5, align 8, !dbg !300
  ret double** %30, !dbg !301
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @column_sums(double** noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !302 {
  %4 = alloca double**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double** %0, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !305, metadata !DIExpression()), !dbg !306
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !307, metadata !DIExpression()), !dbg !308
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !309, metadata !DIExpression()), !dbg !310
  call void @llvm.dbg.declare(metadata double* %7, metadata !311, metadata !DIExpression()), !dbg !312
  store double 0.000000e+00, double* %7, align 8, !dbg !312
  call void @llvm.dbg.declare(metadata i32* %8, metadata !313, metadata !DIExpression()), !dbg !315
  store i32 0, i32* %8, align 4, !dbg !315
  br label %10, !dbg !316

10:                                               ; preds = %35, %3
  %11 = load i32, i32* %8, align 4, !dbg !317
  %12 = load i32, i32* %6, align 4, !dbg !319
  %13 = icmp slt i32 %11, %12, !dbg !320
  br i1 %13, label %14, label %38, !dbg !321

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !322, metadata !DIExpression()), !dbg !324
  store i32 0, i32* %9, align 4, !dbg !324
  br label %15, !dbg !325

15:                                               ; preds = %31, %14
  %16 = load i32, i32* %9, align 4, !dbg !326
  %17 = load i32, i32* %5, align 4, !dbg !328
  %18 = icmp slt i32 %16, %17, !dbg !329
  br i1 %18, label %19, label %34, !dbg !330

19:                                               ; preds = %15
  %20 = load double**, double*** %4, align 8, !dbg !331
  %21 = load i32, i32* %9, align 4, !dbg !332
  %22 = sext i32 %21 to i64, !dbg !331
  %23 = getelementptr inbounds double*, double** %20, i64 %22, !dbg !331
  %24 = load double*, double** %23, align 8, !dbg !331
  %25 = load i32, i32* %8, align 4, !dbg !333
  %26 = sext i32 %25 to i64, !dbg !331
  %27 = getelementptr inbounds double, double* %24, i64 %26, !dbg !331
  %28 = load double, double* %27, align 8, !dbg !331
  %29 = load double, double* %7, align 8, !dbg !334
  %30 = fadd double %29, %28, !dbg !334
  store double %30, double* %7, align 8, !dbg !334
  br label %31, !dbg !335

31:                                               ; preds = %19
  %32 = load i32, i32* %9, align 4, !dbg !336
  %33 = add nsw i32 %32, 1, !dbg !336
  store i32 %33, i32* %9, align 4, !dbg !336
  br label %15, !dbg !337, !llvm.loop !338

34:                                               ; preds = %15
  br label %35, !dbg !339

35:                                               ; preds = %34
  %36 = load i32, i32* %8, align 4, !dbg !340
  %37 = add nsw i32 %36, 1, !dbg !340
  store i32 %37, i32* %8, align 4, !dbg !340
  br label %10, !dbg !341, !llvm.loop !342

38:                                               ; preds = %10
  %39 = load double, double* %7, align 8, !dbg !344
  ret double %39, !dbg !345
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_init(%struct.grid* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !346 {
  %4 = alloca %struct.grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.grid* %0, %struct.grid** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %4, metadata !350, metadata !DIExpression()), !dbg !351
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !352, metadata !DIExpression()), !dbg !353
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !354, metadata !DIExpression()), !dbg !355
  %7 = load i32, i32* %5, align 4, !dbg !356
  %8 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !357
  %9 = getelementptr inbounds %struct.grid, %struct.grid* %8, i32 0, i32 0, !dbg !358
  store i32 %7, i32* %9, align 8, !dbg !359
  %10 = load i32, i32* %6, align 4, !dbg !360
  %11 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !361
  %12 = getelementptr inbounds %struct.grid, %struct.grid* %11, i32 0, i32 1, !dbg !362
  store i32 %10, i32* %12, align 4, !dbg !363
  %13 = load i32, i32* %5, align 4, !dbg !364
  %14 = sext i32 %13 to i64, !dbg !365
  %15 = load i32, i32* %6, align 4, !dbg !366
  %16 = sext i32 %15 to i64, !dbg !366
  %17 = mul i64 %14, %16, !dbg !367
  %18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #7, !dbg !368
  %19 = bitcast i8* %18 to double*, !dbg !368
  %20 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !369
  %21 = getelementptr inbounds %struct.grid, %struct.grid* %20, i32 0, i32 2, !dbg !370
  store double* %19, double** %21, align 8, !dbg !371
  %22 = load i32, i32* %5, align 4, !dbg !372
  %23 = sext i32 %22 to i64, !dbg !373
  %24 = load i32, i32* %6, align 4, !dbg !374
  %25 = sext i32 %24 to i64, !dbg !374
  %26 = mul i64 %23, %25, !dbg !375
  %27 = call noalias i8* @calloc(i64 noundef %26, i64 noundef 8) #7, !dbg !376
  %28 = bitcast i8* %27 to double*, !dbg !376
  %29 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !377
  %30 = getelementptr inbounds %struct.grid, %struct.grid* %29, i32 0, i32 3, !dbg !378
  store double* %28, double** %30, align 8, !dbg !379
  ret void, !dbg !380
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_steps(%struct.grid* noundef %0, i32 noundef %1) #0 !dbg !381 {
  %3 = alloca %struct.grid*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  store %struct.grid* %0, %struct.grid** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %3, metadata !384, metadata !DIExpression()), !dbg !385
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !386, metadata !DIExpression()), !dbg !387
  call void @llvm.dbg.declare(metadata i32* %5, metadata !388, metadata !DIExpression()), !dbg !390
  store i32 0, i32* %5, align 4, !dbg !390
  br label %9, !dbg !391

9:                                                ; preds = %90, %2
  %10 = load i32, i32* %5, align 4, !dbg !392
  %11 = load i32, i32* %4, align 4, !dbg !394
  %12 = icmp slt i32 %10, %11, !dbg !395
  br i1 %12, label %13, label %93, !dbg !396

13:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %6, metadata !397, metadata !DIExpression()), !dbg !400
  store i32 1, i32* %6, align 4, !dbg !400
  br label %14, !dbg !401

14:                                               ; preds = %75, %13
  %15 = load i32, i32* %6, align 4, !dbg !402
  %16 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !404
  %17 = getelementptr inbounds %struct.grid, %struct.grid* %16, i32 0, i32 0, !dbg !405
  %18 = load i32, i32* %17, align 8, !dbg !405
  %19 = sub nsw i32 %18, 1, !dbg !406
  %20 = icmp slt i32 %15, %19, !dbg !407
  br i1 %20, label %21, label %78, !dbg !408

21:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %7, metadata !409, metadata !DIExpression()), !dbg !411
  store i32 0, i32* %7, align 4, !dbg !411
  br label %22, !dbg !412

22:                                               ; preds = %71, %21
  %23 = load i32, i32* %7, align 4, !dbg !413
  %24 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !415
  %25 = getelementptr inbounds %struct.grid, %struct.grid* %24, i32 0, i32 1, !dbg !416
  %26 = load i32, i32* %25, align 4, !dbg !416
  %27 = icmp slt i32 %23, %26, !dbg !417
  br i1 %27, label %28, label %74, !dbg !418

28:                                               ; preds = %22
  %29 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !419
  %30 = getelementptr inbounds %struct.grid, %struct.grid* %29, i32 0, i32 2, !dbg !420
  %31 = load double*, double** %30, align 8, !dbg !420
  %32 = load i32, i32* %6, align 4, !dbg !421
  %33 = sub nsw i32 %32, 1, !dbg !422
  %34 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !423
  %35 = getelementptr inbounds %struct.grid, %struct.grid* %34, i32 0, i32 1, !dbg !424
  %36 = load i32, i32* %35, align 4, !dbg !424
  %37 = mul nsw i32 %33, %36, !dbg !425
  %38 = load i32, i32* %7, align 4, !dbg !426
  %39 = add nsw i32 %37, %38, !dbg !427
  %40 = sext i32 %39 to i64, !dbg !419
  %41 = getelementptr inbounds double, double* %31, i64 %40, !dbg !419
  %42 = load double, double* %41, align 8, !dbg !419
  %43 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !428
  %44 = getelementptr inbounds %struct.grid, %struct.grid* %43, i32 0, i32 2, !dbg !429
  %45 = load double*, double** %44, align 8, !dbg !429
  %46 = load i32, i32* %6, align 4, !dbg !430
  %47 = add nsw i32 %46, 1, !dbg !431
  %48 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !432
  %49 = getelementptr inbounds %struct.grid, %struct.grid* %48, i32 0, i32 1, !dbg !433
  %50 = load i32, i32* %49, align 4, !dbg !433
  %51 = mul nsw i32 %47, %50, !dbg !434
  %52 = load i32, i32* %7, align 4, !dbg !435
  %53 = add nsw i32 %51, %52, !dbg !436
  %54 = sext i32 %53 to i64, !dbg !428
  %55 = getelementptr inbounds double, double* %45, i64 %54, !dbg !428
  %56 = load double, double* %55, align 8, !dbg !428
  %57 = fadd double %42, %56, !dbg !437
  %58 = fmul double 5.000000e-01, %57, !dbg !438
  %59 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !439
  %60 = getelementptr inbounds %struct.grid, %struct.grid* %59, i32 0, i32 3, !dbg !440
  %61 = load double*, double** %60, align 8, !dbg !440
  %62 = load i32, i32* %6, align 4, !dbg !441
  %63 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !442
  %64 = getelementptr inbounds %struct.grid, %struct.grid* %63, i32 0, i32 1, !dbg !443
  %65 = load i32, i32* %64, align 4, !dbg !443
  %66 = mul nsw i32 %62, %65, !dbg !444
  %67 = load i32, i32* %7, align 4, !dbg !445
  %68 = add nsw i32 %66, %67, !dbg !446
  %69 = sext i32 %68 to i64, !dbg !439
  %70 = getelementptr inbounds double, double* %61, i64 %69, !dbg !439
  store double %58, double* %70, align 8, !dbg !447
  br label %71, !dbg !439

71:                                               ; preds = %28
  %72 = load i32, i32* %7, align 4, !dbg !448
  %73 = add nsw i32 %72, 1, !dbg !448
  store i32 %73, i32* %7, align 4, !dbg !448
  br label %22, !dbg !449, !llvm.loop !450

74:                                               ; preds = %22
  br label %75, !dbg !451

75:                                               ; preds = %74
  %76 = load i32, i32* %6, align 4, !dbg !452
  %77 = add nsw i32 %76, 1, !dbg !452
  store i32 %77, i32* %6, align 4, !dbg !452
  br label %14, !dbg !453, !llvm.loop !454

78:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata double** %8, metadata !456, metadata !DIExpression()), !dbg !457
  %79 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !458
  %80 = getelementptr inbounds %struct.grid, %struct.grid* %79, i32 0, i32 2, !dbg !459
  %81 = load double*, double** %80, align 8, !dbg !459
  store double* %81, double** %8, align 8, !dbg !457
  %82 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !460
  %83 = getelementptr inbounds %struct.grid, %struct.grid* %82, i32 0, i32 3, !dbg !461
  %84 = load double*, double** %83, align 8, !dbg !461
  %85 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !462
  %86 = getelementptr inbounds %struct.grid, %struct.grid* %85, i32 0, i32 2, !dbg !463
  store double* %84, double** %86, align 8, !dbg !464
  %87 = load double*, double** %8, align 8, !dbg !465
  %88 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !466
  %89 = getelementptr inbounds %struct.grid, %struct.grid* %88, i32 0, i32 3, !dbg !467
  store double* %87, double** %89, align 8, !dbg !468
  br label %90, !dbg !469

90:                                               ; preds = %78
  %91 = load i32, i32* %5, align 4, !dbg !470
  %92 = add nsw i32 %91, 1, !dbg !470
  store i32 %92, i32* %5, align 4, !dbg !470
  br label %9, !dbg !471, !llvm.loop !472

93:                                               ; preds = %9
  ret void, !dbg !474
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bucket_sums(%struct.bucket* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !475 {
  %4 = alloca %struct.bucket*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store %struct.bucket* %0, %struct.bucket** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.bucket** %4, metadata !478, metadata !DIExpression()), !dbg !479
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !480, metadata !DIExpression()), !dbg !481
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !482, metadata !DIExpression()), !dbg !483
  call void @llvm.dbg.declare(metadata double* %7, metadata !484, metadata !DIExpression()), !dbg !485
  store double 0.000000e+00, double* %7, align 8, !dbg !485
  call void @llvm.dbg.declare(metadata i32* %8, metadata !486, metadata !DIExpression()), !dbg !488
  store i32 0, i32* %8, align 4, !dbg !488
  br label %10, !dbg !489

10:                                               ; preds = %36, %3
  %11 = load i32, i32* %8, align 4, !dbg !490
  %12 = load i32, i32* %5, align 4, !dbg !492
  %13 = icmp slt i32 %11, %12, !dbg !493
  br i1 %13, label %14, label %39, !dbg !494

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !495, metadata !DIExpression()), !dbg !497
  store i32 0, i32* %9, align 4, !dbg !497
  br label %15, !dbg !498

15:                                               ; preds = %32, %14
  %16 = load i32, i32* %9, align 4, !dbg !499
  %17 = load i32, i32* %6, align 4, !dbg !501
  %18 = icmp slt i32 %16, %17, !dbg !502
  br i1 %18, label %19, label %35, !dbg !503

19:                                               ; preds = %15
  %20 = load %struct.bucket*, %struct.bucket** %4, align 8, !dbg !504
  %21 = load i32, i32* %8, align 4, !dbg !505
  %22 = sext i32 %21 to i64, !dbg !504
  %23 = getelementptr inbounds %struct.bucket, %struct.bucket* %20, i64 %22, !dbg !504
  %24 = getelementptr inbounds %struct.bucket, %struct.bucket* %23, i32 0, i32 1, !dbg !506
  %25 = load double*, double** %24, align 8, !dbg !506
  %26 = load i32, i32* %9, align 4, !dbg !507
  %27 = sext i32 %26 to i64, !dbg !504
  %28 = getelementptr inbounds double, double* %25, i64 %27, !dbg !504
  %29 = load double, double* %28, align 8, !dbg !504
  %30 = load double, double* %7, align 8, !dbg !508
  %31 = fadd double %30, %29, !dbg !508
  store double %31, double* %7, align 8, !dbg !508
  br label %32, !dbg !509

32:                                               ; preds = %19
  %33 = load i32, i32* %9, align 4, !dbg !510
  %34 = add nsw i32 %33, 1, !dbg !510
  store i32 %34, i32* %9, align 4, !dbg !510
  br label %15, !dbg !511, !llvm.loop !512

35:                                               ; preds = %15
  br label %36, !dbg !513

36:                                               ; preds = %35
  %37 = load i32, i32* %8, align 4, !dbg !514
  %38 = add nsw i32 %37, 1, !dbg !514
  store i32 %38, i32* %8, align 4, !dbg !514
  br label %10, !dbg !515, !llvm.loop !516

39:                                               ; preds = %10
  %40 = load double, double* %7, align 8, !dbg !518
  ret double %40, !dbg !519
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_active(i32 noundef %0, double noundef %1) #0 !dbg !520 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !523, metadata !DIExpression()), !dbg !524
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !525, metadata !DIExpression()), !dbg !526
  call void @llvm.dbg.declare(metadata i32* %5, metadata !527, metadata !DIExpression()), !dbg !529
  store i32 0, i32* %5, align 4, !dbg !529
  br label %6, !dbg !530

6:                                                ; preds = %18, %2
  %7 = load i32, i32* %5, align 4, !dbg !531
  %8 = load i32, i32* %3, align 4, !dbg !533
  %9 = icmp slt i32 %7, %8, !dbg !534
  br i1 %9, label %10, label %21, !dbg !535

10:                                               ; preds = %6
  %11 = load double, double* %4, align 8, !dbg !536
  %12 = load double*, double** @active, align 8, !dbg !537
  %13 = load i32, i32* %5, align 4, !dbg !538
  %14 = sext i32 %13 to i64, !dbg !537
  %15 = getelementptr inbounds double, double* %12, i64 %14, !dbg !537
  %16 = load double, double* %15, align 8, !dbg !539
  %17 = fmul double %16, %11, !dbg !539
  store double %17, double* %15, align 8, !dbg !539
  br label %18, !dbg !537

18:                                               ; preds = %10
  %19 = load i32, i32* %5, align 4, !dbg !540
  %20 = add nsw i32 %19, 1, !dbg !540
  store i32 %20, i32* %5, align 4, !dbg !540
  br label %6, !dbg !541, !llvm.loop !542

21:                                               ; preds = %6
  ret void, !dbg !544
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "active", scope: !2, file: !3, line: 24, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ptr_memory.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6ec3d52ac72e935df3487ed4a04eb36d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{!0}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 72, type: !20, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !3, line: 72, type: !22)
!28 = !DILocation(line: 72, column: 14, scope: !19)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !3, line: 72, type: !23)
!30 = !DILocation(line: 72, column: 27, scope: !19)
!31 = !DILocalVariable(name: "n", scope: !19, file: !3, line: 73, type: !22)
!32 = !DILocation(line: 73, column: 7, scope: !19)
!33 = !DILocation(line: 73, column: 11, scope: !19)
!34 = !DILocation(line: 73, column: 16, scope: !19)
!35 = !DILocation(line: 73, column: 27, scope: !19)
!36 = !DILocation(line: 73, column: 22, scope: !19)
!37 = !DILocalVariable(name: "m", scope: !19, file: !3, line: 74, type: !22)
!38 = !DILocation(line: 74, column: 7, scope: !19)
!39 = !DILocation(line: 74, column: 11, scope: !19)
!40 = !DILocation(line: 74, column: 16, scope: !19)
!41 = !DILocation(line: 74, column: 27, scope: !19)
!42 = !DILocation(line: 74, column: 22, scope: !19)
!43 = !DILocalVariable(name: "steps", scope: !19, file: !3, line: 75, type: !22)
!44 = !DILocation(line: 75, column: 7, scope: !19)
!45 = !DILocation(line: 75, column: 15, scope: !19)
!46 = !DILocation(line: 75, column: 20, scope: !19)
!47 = !DILocation(line: 75, column: 31, scope: !19)
!48 = !DILocation(line: 75, column: 26, scope: !19)
!49 = !DILocalVariable(name: "r", scope: !19, file: !3, line: 77, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!51 = !DILocation(line: 77, column: 12, scope: !19)
!52 = !DILocation(line: 77, column: 27, scope: !19)
!53 = !DILocation(line: 77, column: 30, scope: !19)
!54 = !DILocation(line: 77, column: 16, scope: !19)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 78, type: !22)
!56 = distinct !DILexicalBlock(scope: !19, file: !3, line: 78, column: 3)
!57 = !DILocation(line: 78, column: 12, scope: !56)
!58 = !DILocation(line: 78, column: 8, scope: !56)
!59 = !DILocation(line: 78, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 78, column: 3)
!61 = !DILocation(line: 78, column: 23, scope: !60)
!62 = !DILocation(line: 78, column: 21, scope: !60)
!63 = !DILocation(line: 78, column: 3, scope: !56)
!64 = !DILocalVariable(name: "j", scope: !65, file: !3, line: 79, type: !22)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 79, column: 5)
!66 = !DILocation(line: 79, column: 14, scope: !65)
!67 = !DILocation(line: 79, column: 10, scope: !65)
!68 = !DILocation(line: 79, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 79, column: 5)
!70 = !DILocation(line: 79, column: 25, scope: !69)
!71 = !DILocation(line: 79, column: 23, scope: !69)
!72 = !DILocation(line: 79, column: 5, scope: !65)
!73 = !DILocation(line: 80, column: 17, scope: !69)
!74 = !DILocation(line: 80, column: 21, scope: !69)
!75 = !DILocation(line: 80, column: 19, scope: !69)
!76 = !DILocation(line: 80, column: 7, scope: !69)
!77 = !DILocation(line: 80, column: 9, scope: !69)
!78 = !DILocation(line: 80, column: 12, scope: !69)
!79 = !DILocation(line: 80, column: 15, scope: !69)
!80 = !DILocation(line: 79, column: 29, scope: !69)
!81 = !DILocation(line: 79, column: 5, scope: !69)
!82 = distinct !{!82, !72, !83, !84}
!83 = !DILocation(line: 80, column: 21, scope: !65)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 78, column: 27, scope: !60)
!86 = !DILocation(line: 78, column: 3, scope: !60)
!87 = distinct !{!87, !63, !88, !84}
!88 = !DILocation(line: 80, column: 21, scope: !56)
!89 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 81, type: !10)
!90 = !DILocation(line: 81, column: 10, scope: !19)
!91 = !DILocation(line: 81, column: 26, scope: !19)
!92 = !DILocation(line: 81, column: 29, scope: !19)
!93 = !DILocation(line: 81, column: 32, scope: !19)
!94 = !DILocation(line: 81, column: 14, scope: !19)
!95 = !DILocalVariable(name: "g", scope: !19, file: !3, line: 83, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !3, line: 12, baseType: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 9, size: 192, elements: !98)
!98 = !{!99, !100, !101, !102}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !97, file: !3, line: 10, baseType: !22, size: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !97, file: !3, line: 10, baseType: !22, size: 32, offset: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "cur", scope: !97, file: !3, line: 11, baseType: !9, size: 64, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !97, file: !3, line: 11, baseType: !9, size: 64, offset: 128)
!103 = !DILocation(line: 83, column: 8, scope: !19)
!104 = !DILocation(line: 84, column: 17, scope: !19)
!105 = !DILocation(line: 84, column: 20, scope: !19)
!106 = !DILocation(line: 84, column: 3, scope: !19)
!107 = !DILocation(line: 85, column: 18, scope: !19)
!108 = !DILocation(line: 85, column: 3, scope: !19)
!109 = !DILocation(line: 86, column: 10, scope: !19)
!110 = !DILocation(line: 86, column: 14, scope: !19)
!111 = !DILocation(line: 86, column: 16, scope: !19)
!112 = !DILocation(line: 86, column: 8, scope: !19)
!113 = !DILocation(line: 86, column: 5, scope: !19)
!114 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 88, type: !22)
!115 = !DILocation(line: 88, column: 7, scope: !19)
!116 = !DILocalVariable(name: "b", scope: !19, file: !3, line: 89, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "bucket", file: !3, line: 17, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 14, size: 128, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !119, file: !3, line: 15, baseType: !22, size: 32)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !119, file: !3, line: 16, baseType: !9, size: 64, offset: 64)
!123 = !DILocation(line: 89, column: 11, scope: !19)
!124 = !DILocation(line: 89, column: 22, scope: !19)
!125 = !DILocation(line: 89, column: 24, scope: !19)
!126 = !DILocation(line: 89, column: 15, scope: !19)
!127 = !DILocalVariable(name: "q", scope: !128, file: !3, line: 90, type: !22)
!128 = distinct !DILexicalBlock(scope: !19, file: !3, line: 90, column: 3)
!129 = !DILocation(line: 90, column: 12, scope: !128)
!130 = !DILocation(line: 90, column: 8, scope: !128)
!131 = !DILocation(line: 90, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 90, column: 3)
!133 = !DILocation(line: 90, column: 23, scope: !132)
!134 = !DILocation(line: 90, column: 21, scope: !132)
!135 = !DILocation(line: 90, column: 3, scope: !128)
!136 = !DILocation(line: 91, column: 16, scope: !137)
!137 = distinct !DILexicalBlock(scope: !132, file: !3, line: 90, column: 31)
!138 = !DILocation(line: 91, column: 5, scope: !137)
!139 = !DILocation(line: 91, column: 7, scope: !137)
!140 = !DILocation(line: 91, column: 10, scope: !137)
!141 = !DILocation(line: 91, column: 14, scope: !137)
!142 = !DILocation(line: 92, column: 24, scope: !137)
!143 = !DILocation(line: 92, column: 26, scope: !137)
!144 = !DILocation(line: 92, column: 17, scope: !137)
!145 = !DILocation(line: 92, column: 5, scope: !137)
!146 = !DILocation(line: 92, column: 7, scope: !137)
!147 = !DILocation(line: 92, column: 10, scope: !137)
!148 = !DILocation(line: 92, column: 15, scope: !137)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 93, type: !22)
!150 = distinct !DILexicalBlock(scope: !137, file: !3, line: 93, column: 5)
!151 = !DILocation(line: 93, column: 14, scope: !150)
!152 = !DILocation(line: 93, column: 10, scope: !150)
!153 = !DILocation(line: 93, column: 21, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !3, line: 93, column: 5)
!155 = !DILocation(line: 93, column: 25, scope: !154)
!156 = !DILocation(line: 93, column: 23, scope: !154)
!157 = !DILocation(line: 93, column: 5, scope: !150)
!158 = !DILocation(line: 94, column: 22, scope: !154)
!159 = !DILocation(line: 94, column: 7, scope: !154)
!160 = !DILocation(line: 94, column: 9, scope: !154)
!161 = !DILocation(line: 94, column: 12, scope: !154)
!162 = !DILocation(line: 94, column: 17, scope: !154)
!163 = !DILocation(line: 94, column: 20, scope: !154)
!164 = !DILocation(line: 93, column: 29, scope: !154)
!165 = !DILocation(line: 93, column: 5, scope: !154)
!166 = distinct !{!166, !157, !167, !84}
!167 = !DILocation(line: 94, column: 22, scope: !150)
!168 = !DILocation(line: 95, column: 3, scope: !137)
!169 = !DILocation(line: 90, column: 27, scope: !132)
!170 = !DILocation(line: 90, column: 3, scope: !132)
!171 = distinct !{!171, !135, !172, !84}
!172 = !DILocation(line: 95, column: 3, scope: !128)
!173 = !DILocation(line: 96, column: 20, scope: !19)
!174 = !DILocation(line: 96, column: 23, scope: !19)
!175 = !DILocation(line: 96, column: 26, scope: !19)
!176 = !DILocation(line: 96, column: 8, scope: !19)
!177 = !DILocation(line: 96, column: 5, scope: !19)
!178 = !DILocation(line: 98, column: 14, scope: !19)
!179 = !DILocation(line: 98, column: 10, scope: !19)
!180 = !DILocation(line: 99, column: 16, scope: !19)
!181 = !DILocation(line: 99, column: 20, scope: !19)
!182 = !DILocation(line: 99, column: 18, scope: !19)
!183 = !DILocation(line: 99, column: 3, scope: !19)
!184 = !DILocation(line: 100, column: 14, scope: !19)
!185 = !DILocation(line: 100, column: 10, scope: !19)
!186 = !DILocation(line: 101, column: 16, scope: !19)
!187 = !DILocation(line: 101, column: 20, scope: !19)
!188 = !DILocation(line: 101, column: 18, scope: !19)
!189 = !DILocation(line: 101, column: 3, scope: !19)
!190 = !DILocation(line: 102, column: 10, scope: !19)
!191 = !DILocation(line: 102, column: 8, scope: !19)
!192 = !DILocation(line: 102, column: 21, scope: !19)
!193 = !DILocation(line: 102, column: 19, scope: !19)
!194 = !DILocation(line: 102, column: 17, scope: !19)
!195 = !DILocation(line: 102, column: 5, scope: !19)
!196 = !DILocalVariable(name: "v", scope: !19, file: !3, line: 104, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "view", file: !3, line: 22, baseType: !198)
!198 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 19, size: 128, elements: !199)
!199 = !{!200, !201}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !198, file: !3, line: 20, baseType: !9, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !198, file: !3, line: 21, baseType: !202, size: 64, offset: 64)
!202 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!203 = !DILocation(line: 104, column: 8, scope: !19)
!204 = !DILocation(line: 104, column: 12, scope: !19)
!205 = !DILocation(line: 104, column: 15, scope: !19)
!206 = !DILocation(line: 104, column: 21, scope: !19)
!207 = !DILocation(line: 104, column: 25, scope: !19)
!208 = !DILocation(line: 104, column: 23, scope: !19)
!209 = !DILocalVariable(name: "w", scope: !19, file: !3, line: 105, type: !197)
!210 = !DILocation(line: 105, column: 8, scope: !19)
!211 = !DILocation(line: 105, column: 12, scope: !19)
!212 = !DILocation(line: 106, column: 14, scope: !19)
!213 = !DILocation(line: 106, column: 10, scope: !19)
!214 = !DILocation(line: 107, column: 16, scope: !19)
!215 = !DILocation(line: 107, column: 20, scope: !19)
!216 = !DILocation(line: 107, column: 18, scope: !19)
!217 = !DILocation(line: 107, column: 3, scope: !19)
!218 = !DILocation(line: 108, column: 10, scope: !19)
!219 = !DILocation(line: 108, column: 15, scope: !19)
!220 = !DILocation(line: 108, column: 17, scope: !19)
!221 = !DILocation(line: 108, column: 8, scope: !19)
!222 = !DILocation(line: 108, column: 5, scope: !19)
!223 = !DILocation(line: 110, column: 18, scope: !19)
!224 = !DILocation(line: 110, column: 3, scope: !19)
!225 = !DILocalVariable(name: "q", scope: !226, file: !3, line: 111, type: !22)
!226 = distinct !DILexicalBlock(scope: !19, file: !3, line: 111, column: 3)
!227 = !DILocation(line: 111, column: 12, scope: !226)
!228 = !DILocation(line: 111, column: 8, scope: !226)
!229 = !DILocation(line: 111, column: 19, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !3, line: 111, column: 3)
!231 = !DILocation(line: 111, column: 23, scope: !230)
!232 = !DILocation(line: 111, column: 21, scope: !230)
!233 = !DILocation(line: 111, column: 3, scope: !226)
!234 = !DILocation(line: 112, column: 10, scope: !230)
!235 = !DILocation(line: 112, column: 12, scope: !230)
!236 = !DILocation(line: 112, column: 15, scope: !230)
!237 = !DILocation(line: 112, column: 5, scope: !230)
!238 = !DILocation(line: 111, column: 27, scope: !230)
!239 = !DILocation(line: 111, column: 3, scope: !230)
!240 = distinct !{!240, !233, !241, !84}
!241 = !DILocation(line: 112, column: 19, scope: !226)
!242 = !DILocation(line: 113, column: 8, scope: !19)
!243 = !DILocation(line: 113, column: 3, scope: !19)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 114, type: !22)
!245 = distinct !DILexicalBlock(scope: !19, file: !3, line: 114, column: 3)
!246 = !DILocation(line: 114, column: 12, scope: !245)
!247 = !DILocation(line: 114, column: 8, scope: !245)
!248 = !DILocation(line: 114, column: 19, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 114, column: 3)
!250 = !DILocation(line: 114, column: 23, scope: !249)
!251 = !DILocation(line: 114, column: 21, scope: !249)
!252 = !DILocation(line: 114, column: 3, scope: !245)
!253 = !DILocation(line: 115, column: 10, scope: !249)
!254 = !DILocation(line: 115, column: 12, scope: !249)
!255 = !DILocation(line: 115, column: 5, scope: !249)
!256 = !DILocation(line: 114, column: 27, scope: !249)
!257 = !DILocation(line: 114, column: 3, scope: !249)
!258 = distinct !{!258, !252, !259, !84}
!259 = !DILocation(line: 115, column: 14, scope: !245)
!260 = !DILocation(line: 116, column: 8, scope: !19)
!261 = !DILocation(line: 116, column: 3, scope: !19)
!262 = !DILocation(line: 117, column: 10, scope: !19)
!263 = !DILocation(line: 117, column: 8, scope: !19)
!264 = !DILocation(line: 117, column: 3, scope: !19)
!265 = !DILocation(line: 118, column: 10, scope: !19)
!266 = !DILocation(line: 118, column: 8, scope: !19)
!267 = !DILocation(line: 118, column: 3, scope: !19)
!268 = !DILocation(line: 119, column: 3, scope: !19)
!269 = distinct !DISubprogram(name: "alloc_rows", scope: !3, file: !3, line: 26, type: !270, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!270 = !DISubroutineType(types: !271)
!271 = !{!50, !22, !22}
!272 = !DILocalVariable(name: "n", arg: 1, scope: !269, file: !3, line: 26, type: !22)
!273 = !DILocation(line: 26, column: 32, scope: !269)
!274 = !DILocalVariable(name: "m", arg: 2, scope: !269, file: !3, line: 26, type: !22)
!275 = !DILocation(line: 26, column: 39, scope: !269)
!276 = !DILocalVariable(name: "r", scope: !269, file: !3, line: 27, type: !50)
!277 = !DILocation(line: 27, column: 12, scope: !269)
!278 = !DILocation(line: 27, column: 23, scope: !269)
!279 = !DILocation(line: 27, column: 25, scope: !269)
!280 = !DILocation(line: 27, column: 16, scope: !269)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 28, type: !22)
!282 = distinct !DILexicalBlock(scope: !269, file: !3, line: 28, column: 3)
!283 = !DILocation(line: 28, column: 12, scope: !282)
!284 = !DILocation(line: 28, column: 8, scope: !282)
!285 = !DILocation(line: 28, column: 19, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 28, column: 3)
!287 = !DILocation(line: 28, column: 23, scope: !286)
!288 = !DILocation(line: 28, column: 21, scope: !286)
!289 = !DILocation(line: 28, column: 3, scope: !282)
!290 = !DILocation(line: 29, column: 19, scope: !286)
!291 = !DILocation(line: 29, column: 21, scope: !286)
!292 = !DILocation(line: 29, column: 12, scope: !286)
!293 = !DILocation(line: 29, column: 5, scope: !286)
!294 = !DILocation(line: 29, column: 7, scope: !286)
!295 = !DILocation(line: 29, column: 10, scope: !286)
!296 = !DILocation(line: 28, column: 27, scope: !286)
!297 = !DILocation(line: 28, column: 3, scope: !286)
!298 = distinct !{!298, !289, !299, !84}
!299 = !DILocation(line: 29, column: 37, scope: !282)
!300 = !DILocation(line: 30, column: 10, scope: !269)
!301 = !DILocation(line: 30, column: 3, scope: !269)
!302 = distinct !DISubprogram(name: "column_sums", scope: !3, file: !3, line: 51, type: !303, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!303 = !DISubroutineType(types: !304)
!304 = !{!10, !50, !22, !22}
!305 = !DILocalVariable(name: "r", arg: 1, scope: !302, file: !3, line: 51, type: !50)
!306 = !DILocation(line: 51, column: 36, scope: !302)
!307 = !DILocalVariable(name: "n", arg: 2, scope: !302, file: !3, line: 51, type: !22)
!308 = !DILocation(line: 51, column: 43, scope: !302)
!309 = !DILocalVariable(name: "m", arg: 3, scope: !302, file: !3, line: 51, type: !22)
!310 = !DILocation(line: 51, column: 50, scope: !302)
!311 = !DILocalVariable(name: "s", scope: !302, file: !3, line: 52, type: !10)
!312 = !DILocation(line: 52, column: 10, scope: !302)
!313 = !DILocalVariable(name: "j", scope: !314, file: !3, line: 53, type: !22)
!314 = distinct !DILexicalBlock(scope: !302, file: !3, line: 53, column: 3)
!315 = !DILocation(line: 53, column: 12, scope: !314)
!316 = !DILocation(line: 53, column: 8, scope: !314)
!317 = !DILocation(line: 53, column: 19, scope: !318)
!318 = distinct !DILexicalBlock(scope: !314, file: !3, line: 53, column: 3)
!319 = !DILocation(line: 53, column: 23, scope: !318)
!320 = !DILocation(line: 53, column: 21, scope: !318)
!321 = !DILocation(line: 53, column: 3, scope: !314)
!322 = !DILocalVariable(name: "i", scope: !323, file: !3, line: 54, type: !22)
!323 = distinct !DILexicalBlock(scope: !318, file: !3, line: 54, column: 5)
!324 = !DILocation(line: 54, column: 14, scope: !323)
!325 = !DILocation(line: 54, column: 10, scope: !323)
!326 = !DILocation(line: 54, column: 21, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !3, line: 54, column: 5)
!328 = !DILocation(line: 54, column: 25, scope: !327)
!329 = !DILocation(line: 54, column: 23, scope: !327)
!330 = !DILocation(line: 54, column: 5, scope: !323)
!331 = !DILocation(line: 55, column: 12, scope: !327)
!332 = !DILocation(line: 55, column: 14, scope: !327)
!333 = !DILocation(line: 55, column: 17, scope: !327)
!334 = !DILocation(line: 55, column: 9, scope: !327)
!335 = !DILocation(line: 55, column: 7, scope: !327)
!336 = !DILocation(line: 54, column: 29, scope: !327)
!337 = !DILocation(line: 54, column: 5, scope: !327)
!338 = distinct !{!338, !330, !339, !84}
!339 = !DILocation(line: 55, column: 18, scope: !323)
!340 = !DILocation(line: 53, column: 27, scope: !318)
!341 = !DILocation(line: 53, column: 3, scope: !318)
!342 = distinct !{!342, !321, !343, !84}
!343 = !DILocation(line: 55, column: 18, scope: !314)
!344 = !DILocation(line: 56, column: 10, scope: !302)
!345 = !DILocation(line: 56, column: 3, scope: !302)
!346 = distinct !DISubprogram(name: "grid_init", scope: !3, file: !3, line: 33, type: !347, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!347 = !DISubroutineType(types: !348)
!348 = !{null, !349, !22, !22}
!349 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!350 = !DILocalVariable(name: "g", arg: 1, scope: !346, file: !3, line: 33, type: !349)
!351 = !DILocation(line: 33, column: 29, scope: !346)
!352 = !DILocalVariable(name: "n", arg: 2, scope: !346, file: !3, line: 33, type: !22)
!353 = !DILocation(line: 33, column: 36, scope: !346)
!354 = !DILocalVariable(name: "m", arg: 3, scope: !346, file: !3, line: 33, type: !22)
!355 = !DILocation(line: 33, column: 43, scope: !346)
!356 = !DILocation(line: 34, column: 10, scope: !346)
!357 = !DILocation(line: 34, column: 3, scope: !346)
!358 = !DILocation(line: 34, column: 6, scope: !346)
!359 = !DILocation(line: 34, column: 8, scope: !346)
!360 = !DILocation(line: 35, column: 10, scope: !346)
!361 = !DILocation(line: 35, column: 3, scope: !346)
!362 = !DILocation(line: 35, column: 6, scope: !346)
!363 = !DILocation(line: 35, column: 8, scope: !346)
!364 = !DILocation(line: 36, column: 27, scope: !346)
!365 = !DILocation(line: 36, column: 19, scope: !346)
!366 = !DILocation(line: 36, column: 31, scope: !346)
!367 = !DILocation(line: 36, column: 29, scope: !346)
!368 = !DILocation(line: 36, column: 12, scope: !346)
!369 = !DILocation(line: 36, column: 3, scope: !346)
!370 = !DILocation(line: 36, column: 6, scope: !346)
!371 = !DILocation(line: 36, column: 10, scope: !346)
!372 = !DILocation(line: 37, column: 28, scope: !346)
!373 = !DILocation(line: 37, column: 20, scope: !346)
!374 = !DILocation(line: 37, column: 32, scope: !346)
!375 = !DILocation(line: 37, column: 30, scope: !346)
!376 = !DILocation(line: 37, column: 13, scope: !346)
!377 = !DILocation(line: 37, column: 3, scope: !346)
!378 = !DILocation(line: 37, column: 6, scope: !346)
!379 = !DILocation(line: 37, column: 11, scope: !346)
!380 = !DILocation(line: 38, column: 1, scope: !346)
!381 = distinct !DISubprogram(name: "grid_steps", scope: !3, file: !3, line: 40, type: !382, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!382 = !DISubroutineType(types: !383)
!383 = !{null, !349, !22}
!384 = !DILocalVariable(name: "g", arg: 1, scope: !381, file: !3, line: 40, type: !349)
!385 = !DILocation(line: 40, column: 30, scope: !381)
!386 = !DILocalVariable(name: "steps", arg: 2, scope: !381, file: !3, line: 40, type: !22)
!387 = !DILocation(line: 40, column: 37, scope: !381)
!388 = !DILocalVariable(name: "s", scope: !389, file: !3, line: 41, type: !22)
!389 = distinct !DILexicalBlock(scope: !381, file: !3, line: 41, column: 3)
!390 = !DILocation(line: 41, column: 12, scope: !389)
!391 = !DILocation(line: 41, column: 8, scope: !389)
!392 = !DILocation(line: 41, column: 19, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !3, line: 41, column: 3)
!394 = !DILocation(line: 41, column: 23, scope: !393)
!395 = !DILocation(line: 41, column: 21, scope: !393)
!396 = !DILocation(line: 41, column: 3, scope: !389)
!397 = !DILocalVariable(name: "i", scope: !398, file: !3, line: 42, type: !22)
!398 = distinct !DILexicalBlock(scope: !399, file: !3, line: 42, column: 5)
!399 = distinct !DILexicalBlock(scope: !393, file: !3, line: 41, column: 35)
!400 = !DILocation(line: 42, column: 14, scope: !398)
!401 = !DILocation(line: 42, column: 10, scope: !398)
!402 = !DILocation(line: 42, column: 21, scope: !403)
!403 = distinct !DILexicalBlock(scope: !398, file: !3, line: 42, column: 5)
!404 = !DILocation(line: 42, column: 25, scope: !403)
!405 = !DILocation(line: 42, column: 28, scope: !403)
!406 = !DILocation(line: 42, column: 30, scope: !403)
!407 = !DILocation(line: 42, column: 23, scope: !403)
!408 = !DILocation(line: 42, column: 5, scope: !398)
!409 = !DILocalVariable(name: "j", scope: !410, file: !3, line: 43, type: !22)
!410 = distinct !DILexicalBlock(scope: !403, file: !3, line: 43, column: 7)
!411 = !DILocation(line: 43, column: 16, scope: !410)
!412 = !DILocation(line: 43, column: 12, scope: !410)
!413 = !DILocation(line: 43, column: 23, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !3, line: 43, column: 7)
!415 = !DILocation(line: 43, column: 27, scope: !414)
!416 = !DILocation(line: 43, column: 30, scope: !414)
!417 = !DILocation(line: 43, column: 25, scope: !414)
!418 = !DILocation(line: 43, column: 7, scope: !410)
!419 = !DILocation(line: 44, column: 40, scope: !414)
!420 = !DILocation(line: 44, column: 43, scope: !414)
!421 = !DILocation(line: 44, column: 48, scope: !414)
!422 = !DILocation(line: 44, column: 50, scope: !414)
!423 = !DILocation(line: 44, column: 57, scope: !414)
!424 = !DILocation(line: 44, column: 60, scope: !414)
!425 = !DILocation(line: 44, column: 55, scope: !414)
!426 = !DILocation(line: 44, column: 64, scope: !414)
!427 = !DILocation(line: 44, column: 62, scope: !414)
!428 = !DILocation(line: 44, column: 69, scope: !414)
!429 = !DILocation(line: 44, column: 72, scope: !414)
!430 = !DILocation(line: 44, column: 77, scope: !414)
!431 = !DILocation(line: 44, column: 79, scope: !414)
!432 = !DILocation(line: 44, column: 86, scope: !414)
!433 = !DILocation(line: 44, column: 89, scope: !414)
!434 = !DILocation(line: 44, column: 84, scope: !414)
!435 = !DILocation(line: 44, column: 93, scope: !414)
!436 = !DILocation(line: 44, column: 91, scope: !414)
!437 = !DILocation(line: 44, column: 67, scope: !414)
!438 = !DILocation(line: 44, column: 37, scope: !414)
!439 = !DILocation(line: 44, column: 9, scope: !414)
!440 = !DILocation(line: 44, column: 12, scope: !414)
!441 = !DILocation(line: 44, column: 17, scope: !414)
!442 = !DILocation(line: 44, column: 21, scope: !414)
!443 = !DILocation(line: 44, column: 24, scope: !414)
!444 = !DILocation(line: 44, column: 19, scope: !414)
!445 = !DILocation(line: 44, column: 28, scope: !414)
!446 = !DILocation(line: 44, column: 26, scope: !414)
!447 = !DILocation(line: 44, column: 31, scope: !414)
!448 = !DILocation(line: 43, column: 34, scope: !414)
!449 = !DILocation(line: 43, column: 7, scope: !414)
!450 = distinct !{!450, !418, !451, !84}
!451 = !DILocation(line: 44, column: 95, scope: !410)
!452 = !DILocation(line: 42, column: 36, scope: !403)
!453 = !DILocation(line: 42, column: 5, scope: !403)
!454 = distinct !{!454, !408, !455, !84}
!455 = !DILocation(line: 44, column: 95, scope: !398)
!456 = !DILocalVariable(name: "t", scope: !399, file: !3, line: 45, type: !9)
!457 = !DILocation(line: 45, column: 13, scope: !399)
!458 = !DILocation(line: 45, column: 17, scope: !399)
!459 = !DILocation(line: 45, column: 20, scope: !399)
!460 = !DILocation(line: 46, column: 14, scope: !399)
!461 = !DILocation(line: 46, column: 17, scope: !399)
!462 = !DILocation(line: 46, column: 5, scope: !399)
!463 = !DILocation(line: 46, column: 8, scope: !399)
!464 = !DILocation(line: 46, column: 12, scope: !399)
!465 = !DILocation(line: 47, column: 15, scope: !399)
!466 = !DILocation(line: 47, column: 5, scope: !399)
!467 = !DILocation(line: 47, column: 8, scope: !399)
!468 = !DILocation(line: 47, column: 13, scope: !399)
!469 = !DILocation(line: 48, column: 3, scope: !399)
!470 = !DILocation(line: 41, column: 31, scope: !393)
!471 = !DILocation(line: 41, column: 3, scope: !393)
!472 = distinct !{!472, !396, !473, !84}
!473 = !DILocation(line: 48, column: 3, scope: !389)
!474 = !DILocation(line: 49, column: 1, scope: !381)
!475 = distinct !DISubprogram(name: "bucket_sums", scope: !3, file: !3, line: 59, type: !476, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!476 = !DISubroutineType(types: !477)
!477 = !{!10, !117, !22, !22}
!478 = !DILocalVariable(name: "b", arg: 1, scope: !475, file: !3, line: 59, type: !117)
!479 = !DILocation(line: 59, column: 35, scope: !475)
!480 = !DILocalVariable(name: "k", arg: 2, scope: !475, file: !3, line: 59, type: !22)
!481 = !DILocation(line: 59, column: 42, scope: !475)
!482 = !DILocalVariable(name: "m", arg: 3, scope: !475, file: !3, line: 59, type: !22)
!483 = !DILocation(line: 59, column: 49, scope: !475)
!484 = !DILocalVariable(name: "s", scope: !475, file: !3, line: 60, type: !10)
!485 = !DILocation(line: 60, column: 10, scope: !475)
!486 = !DILocalVariable(name: "q", scope: !487, file: !3, line: 61, type: !22)
!487 = distinct !DILexicalBlock(scope: !475, file: !3, line: 61, column: 3)
!488 = !DILocation(line: 61, column: 12, scope: !487)
!489 = !DILocation(line: 61, column: 8, scope: !487)
!490 = !DILocation(line: 61, column: 19, scope: !491)
!491 = distinct !DILexicalBlock(scope: !487, file: !3, line: 61, column: 3)
!492 = !DILocation(line: 61, column: 23, scope: !491)
!493 = !DILocation(line: 61, column: 21, scope: !491)
!494 = !DILocation(line: 61, column: 3, scope: !487)
!495 = !DILocalVariable(name: "i", scope: !496, file: !3, line: 62, type: !22)
!496 = distinct !DILexicalBlock(scope: !491, file: !3, line: 62, column: 5)
!497 = !DILocation(line: 62, column: 14, scope: !496)
!498 = !DILocation(line: 62, column: 10, scope: !496)
!499 = !DILocation(line: 62, column: 21, scope: !500)
!500 = distinct !DILexicalBlock(scope: !496, file: !3, line: 62, column: 5)
!501 = !DILocation(line: 62, column: 25, scope: !500)
!502 = !DILocation(line: 62, column: 23, scope: !500)
!503 = !DILocation(line: 62, column: 5, scope: !496)
!504 = !DILocation(line: 63, column: 12, scope: !500)
!505 = !DILocation(line: 63, column: 14, scope: !500)
!506 = !DILocation(line: 63, column: 17, scope: !500)
!507 = !DILocation(line: 63, column: 22, scope: !500)
!508 = !DILocation(line: 63, column: 9, scope: !500)
!509 = !DILocation(line: 63, column: 7, scope: !500)
!510 = !DILocation(line: 62, column: 29, scope: !500)
!511 = !DILocation(line: 62, column: 5, scope: !500)
!512 = distinct !{!512, !503, !513, !84}
!513 = !DILocation(line: 63, column: 23, scope: !496)
!514 = !DILocation(line: 61, column: 27, scope: !491)
!515 = !DILocation(line: 61, column: 3, scope: !491)
!516 = distinct !{!516, !494, !517, !84}
!517 = !DILocation(line: 63, column: 23, scope: !487)
!518 = !DILocation(line: 64, column: 10, scope: !475)
!519 = !DILocation(line: 64, column: 3, scope: !475)
!520 = distinct !DISubprogram(name: "scale_active", scope: !3, file: !3, line: 67, type: !521, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!521 = !DISubroutineType(types: !522)
!522 = !{null, !22, !10}
!523 = !DILocalVariable(name: "n", arg: 1, scope: !520, file: !3, line: 67, type: !22)
!524 = !DILocation(line: 67, column: 30, scope: !520)
!525 = !DILocalVariable(name: "f", arg: 2, scope: !520, file: !3, line: 67, type: !10)
!526 = !DILocation(line: 67, column: 40, scope: !520)
!527 = !DILocalVariable(name: "i", scope: !528, file: !3, line: 68, type: !22)
!528 = distinct !DILexicalBlock(scope: !520, file: !3, line: 68, column: 3)
!529 = !DILocation(line: 68, column: 12, scope: !528)
!530 = !DILocation(line: 68, column: 8, scope: !528)
!531 = !DILocation(line: 68, column: 19, scope: !532)
!532 = distinct !DILexicalBlock(scope: !528, file: !3, line: 68, column: 3)
!533 = !DILocation(line: 68, column: 23, scope: !532)
!534 = !DILocation(line: 68, column: 21, scope: !532)
!535 = !DILocation(line: 68, column: 3, scope: !528)
!536 = !DILocation(line: 69, column: 18, scope: !532)
!537 = !DILocation(line: 69, column: 5, scope: !532)
!538 = !DILocation(line: 69, column: 12, scope: !532)
!539 = !DILocation(line: 69, column: 15, scope: !532)
!540 = !DILocation(line: 68, column: 27, scope: !532)
!541 = !DILocation(line: 68, column: 3, scope: !532)
!542 = distinct !{!542, !535, !543, !84}
!543 = !DILocation(line: 69, column: 18, scope: !528)
!544 = !DILocation(line: 70, column: 1, scope: !520)
