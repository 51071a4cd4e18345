; ModuleID = 'ptr_memory.c'
source_filename = "ptr_memory.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.grid = type { i32, i32, double*, double* }
%struct.bucket = type { i32, double* }

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
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !28
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %6, metadata !31, metadata !DIExpression()), !dbg !32
  %20 = load i32, i32* %4, align 4, !dbg !33
  %21 = icmp sgt i32 %20, 1, !dbg !34
  br i1 %21, label %22, label %27, !dbg !33

22:                                               ; preds = %2
  %23 = load i8**, i8*** %5, align 8, !dbg !35
  %24 = getelementptr inbounds i8*, i8** %23, i64 1, !dbg !35
  %25 = load i8*, i8** %24, align 8, !dbg !35
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !36
  br label %28, !dbg !33

27:                                               ; preds = %2
  br label %28, !dbg !33

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 100, %27 ], !dbg !33
  store i32 %29, i32* %6, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %7, metadata !37, metadata !DIExpression()), !dbg !38
  %30 = load i32, i32* %4, align 4, !dbg !39
  %31 = icmp sgt i32 %30, 2, !dbg !40
  br i1 %31, label %32, label %37, !dbg !39

32:                                               ; preds = %28
  %33 = load i8**, i8*** %5, align 8, !dbg !41
  %34 = getelementptr inbounds i8*, i8** %33, i64 2, !dbg !41
  %35 = load i8*, i8** %34, align 8, !dbg !41
  %36 = call i32 @atoi(i8* noundef %35) #5, !dbg !42
  br label %38, !dbg !39

37:                                               ; preds = %28
  br label %38, !dbg !39

38:                                               ; preds = %37, %32
  %39 = phi i32 [ %36, %32 ], [ 80, %37 ], !dbg !39
  store i32 %39, i32* %7, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %8, metadata !43, metadata !DIExpression()), !dbg !44
  %40 = load i32, i32* %4, align 4, !dbg !45
  %41 = icmp sgt i32 %40, 3, !dbg !46
  br i1 %41, label %42, label %47, !dbg !45

42:                                               ; preds = %38
  %43 = load i8**, i8*** %5, align 8, !dbg !47
  %44 = getelementptr inbounds i8*, i8** %43, i64 3, !dbg !47
  %45 = load i8*, i8** %44, align 8, !dbg !47
  %46 = call i32 @atoi(i8* noundef %45) #5, !dbg !48
  br label %48, !dbg !45

47:                                               ; preds = %38
  br label %48, !dbg !45

48:                                               ; preds = %47, %42
  %49 = phi i32 [ %46, %42 ], [ 3, %47 ], !dbg !45
  store i32 %49, i32* %8, align 4, !dbg !44
  call void @llvm.dbg.declare(metadata double*** %9, metadata !49, metadata !DIExpression()), !dbg !51
  %50 = load i32, i32* %6, align 4, !dbg !52
  %51 = load i32, i32* %7, align 4, !dbg !53
  %52 = call double** @alloc_rows(i32 noundef %50, i32 noundef %51), !dbg !54
  store double** %52, double*** %9, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %10, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %10, align 4, !dbg !57
  br label %53, !dbg !58

53:                                               ; preds = %79, %48
  %54 = load i32, i32* %10, align 4, !dbg !59
  %55 = load i32, i32* %6, align 4, !dbg !61
  %56 = icmp slt i32 %54, %55, !dbg !62
  br i1 %56, label %57, label %82, !dbg !63

57:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata i32* %11, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %11, align 4, !dbg !66
  br label %58, !dbg !67

58:                                               ; preds = %75, %57
  %59 = load i32, i32* %11, align 4, !dbg !68
  %60 = load i32, i32* %7, align 4, !dbg !70
  %61 = icmp slt i32 %59, %60, !dbg !71
  br i1 %61, label %62, label %78, !dbg !72

62:                                               ; preds = %58
  %63 = load i32, i32* %10, align 4, !dbg !73
  %64 = load i32, i32* %11, align 4, !dbg !74
  %65 = add nsw i32 %63, %64, !dbg !75
  %66 = sitofp i32 %65 to double, !dbg !73
  %67 = load double**, double*** %9, align 8, !dbg !76
  %68 = load i32, i32* %10, align 4, !dbg !77
  %69 = sext i32 %68 to i64, !dbg !76
  %70 = getelementptr inbounds double*, double** %67, i64 %69, !dbg !76
  %71 = load double*, double** %70, align 8, !dbg !76
  %72 = load i32, i32* %11, align 4, !dbg !78
  %73 = sext i32 %72 to i64, !dbg !76
  %74 = getelementptr inbounds double, double* %71, i64 %73, !dbg !76
  store double %66, double* %74, align 8, !dbg !79
  br label %75, !dbg !76

75:                                               ; preds = %62
  %76 = load i32, i32* %11, align 4, !dbg !80
  %77 = add nsw i32 %76, 1, !dbg !80
  store i32 %77, i32* %11, align 4, !dbg !80
  br label %58, !dbg !81, !llvm.loop !82

78:                                               ; preds = %58
  br label %79, !dbg !83

79:                                               ; preds = %78
  %80 = load i32, i32* %10, align 4, !dbg !85
  %81 = add nsw i32 %80, 1, !dbg !85
  store i32 %81, i32* %10, align 4, !dbg !85
  br label %53, !dbg !86, !llvm.loop !87

82:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata double* %12, metadata !89, metadata !DIExpression()), !dbg !90
  %83 = load double**, double*** %9, align 8, !dbg !91
  %84 = load i32, i32* %6, align 4, !dbg !92
  %85 = load i32, i32* %7, align 4, !dbg !93
  %86 = call double @column_sums(double** noundef %83, i32 noundef %84, i32 noundef %85), !dbg !94
  store double %86, double* %12, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata %struct.grid* %13, metadata !95, metadata !DIExpression()), !dbg !103
  %87 = load i32, i32* %6, align 4, !dbg !104
  %88 = load i32, i32* %7, align 4, !dbg !105
  call void @grid_init(%struct.grid* noundef %13, i32 noundef %87, i32 noundef %88), !dbg !106
  %89 = load i32, i32* %8, align 4, !dbg !107
  call void @grid_steps(%struct.grid* noundef %13, i32 noundef %89), !dbg !108
  %90 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !109
  %91 = load double*, double** %90, align 8, !dbg !109
  %92 = load i32, i32* %7, align 4, !dbg !110
  %93 = add nsw i32 %92, 1, !dbg !111
  %94 = sext i32 %93 to i64, !dbg !112
  %95 = getelementptr inbounds double, double* %91, i64 %94, !dbg !112
  %96 = load double, double* %95, align 8, !dbg !112
  %97 = load double, double* %12, align 8, !dbg !113
  %98 = fadd double %97, %96, !dbg !113
  store double %98, double* %12, align 8, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %14, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 16, i32* %14, align 4, !dbg !115
  call void @llvm.dbg.declare(metadata %struct.bucket** %15, metadata !116, metadata !DIExpression()), !dbg !123
  %99 = load i32, i32* %14, align 4, !dbg !124
  %100 = sext i32 %99 to i64, !dbg !124
  %101 = mul i64 %100, 16, !dbg !125
  %102 = call noalias i8* @malloc(i64 noundef %101) #6, !dbg !126
  %103 = bitcast i8* %102 to %struct.bucket*, !dbg !126
  store %struct.bucket* %103, %struct.bucket** %15, align 8, !dbg !123
  call void @llvm.dbg.declare(metadata i32* %16, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %16, align 4, !dbg !129
  br label %104, !dbg !130

104:                                              ; preds = %145, %82
  %105 = load i32, i32* %16, align 4, !dbg !131
  %106 = load i32, i32* %14, align 4, !dbg !133
  %107 = icmp slt i32 %105, %106, !dbg !134
  br i1 %107, label %108, label %148, !dbg !135

108:                                              ; preds = %104
  %109 = load i32, i32* %7, align 4, !dbg !136
  %110 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !138
  %111 = load i32, i32* %16, align 4, !dbg !139
  %112 = sext i32 %111 to i64, !dbg !138
  %113 = getelementptr inbounds %struct.bucket, %struct.bucket* %110, i64 %112, !dbg !138
  %114 = getelementptr inbounds %struct.bucket, %struct.bucket* %113, i32 0, i32 0, !dbg !140
  store i32 %109, i32* %114, align 8, !dbg !141
  %115 = load i32, i32* %7, align 4, !dbg !142
  %116 = sext i32 %115 to i64, !dbg !142
  %117 = mul i64 %116, 8, !dbg !143
  %118 = call noalias i8* @malloc(i64 noundef %117) #6, !dbg !144
  %119 = bitcast i8* %118 to double*, !dbg !144
  %120 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !145
  %121 = load i32, i32* %16, align 4, !dbg !146
  %122 = sext i32 %121 to i64, !dbg !145
  %123 = getelementptr inbounds %struct.bucket, %struct.bucket* %120, i64 %122, !dbg !145
  %124 = getelementptr inbounds %struct.bucket, %struct.bucket* %123, i32 0, i32 1, !dbg !147
  store double* %119, double** %124, align 8, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %17, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %17, align 4, !dbg !151
  br label %125, !dbg !152

125:                                              ; preds = %141, %108
  %126 = load i32, i32* %17, align 4, !dbg !153
  %127 = load i32, i32* %7, align 4, !dbg !155
  %128 = icmp slt i32 %126, %127, !dbg !156
  br i1 %128, label %129, label %144, !dbg !157

129:                                              ; preds = %125
  %130 = load i32, i32* %16, align 4, !dbg !158
  %131 = sitofp i32 %130 to double, !dbg !158
  %132 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !159
  %133 = load i32, i32* %16, align 4, !dbg !160
  %134 = sext i32 %133 to i64, !dbg !159
  %135 = getelementptr inbounds %struct.bucket, %struct.bucket* %132, i64 %134, !dbg !159
  %136 = getelementptr inbounds %struct.bucket, %struct.bucket* %135, i32 0, i32 1, !dbg !161
  %137 = load double*, double** %136, align 8, !dbg !161
  %138 = load i32, i32* %17, align 4, !dbg !162
  %139 = sext i32 %138 to i64, !dbg !159
  %140 = getelementptr inbounds double, double* %137, i64 %139, !dbg !159
  store double %131, double* %140, align 8, !dbg !163
  br label %141, !dbg !159

141:                                              ; preds = %129
  %142 = load i32, i32* %17, align 4, !dbg !164
  %143 = add nsw i32 %142, 1, !dbg !164
  store i32 %143, i32* %17, align 4, !dbg !164
  br label %125, !dbg !165, !llvm.loop !166

144:                                              ; preds = %125
  br label %145, !dbg !168

145:                                              ; preds = %144
  %146 = load i32, i32* %16, align 4, !dbg !169
  %147 = add nsw i32 %146, 1, !dbg !169
  store i32 %147, i32* %16, align 4, !dbg !169
  br label %104, !dbg !170, !llvm.loop !171

148:                                              ; preds = %104
  %149 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !173
  %150 = load i32, i32* %14, align 4, !dbg !174
  %151 = load i32, i32* %7, align 4, !dbg !175
  %152 = call double @bucket_sums(%struct.bucket* noundef %149, i32 noundef %150, i32 noundef %151), !dbg !176
  %153 = load double, double* %12, align 8, !dbg !177
  %154 = fadd double %153, %152, !dbg !177
  store double %154, double* %12, align 8, !dbg !177
  %155 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !178
  %156 = load double*, double** %155, align 8, !dbg !178
  store double* %156, double** @active, align 8, !dbg !179
  %157 = load i32, i32* %6, align 4, !dbg !180
  %158 = load i32, i32* %7, align 4, !dbg !181
  %159 = mul nsw i32 %157, %158, !dbg !182
  call void @scale_active(i32 noundef %159, double noundef 5.000000e-01), !dbg !183
  %160 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !184
  %161 = load double*, double** %160, align 8, !dbg !184
  store double* %161, double** @active, align 8, !dbg !185
  %162 = load i32, i32* %6, align 4, !dbg !186
  %163 = load i32, i32* %7, align 4, !dbg !187
  %164 = mul nsw i32 %162, %163, !dbg !188
  call void @scale_active(i32 noundef %164, double noundef 2.000000e+00), !dbg !189
  %165 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !190
  %166 = load double*, double** %165, align 8, !dbg !190
  %167 = getelementptr inbounds double, double* %166, i64 1, !dbg !191
  %168 = load double, double* %167, align 8, !dbg !191
  %169 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !192
  %170 = load double*, double** %169, align 8, !dbg !192
  %171 = getelementptr inbounds double, double* %170, i64 1, !dbg !193
  %172 = load double, double* %171, align 8, !dbg !193
  %173 = fadd double %168, %172, !dbg !194
  %174 = load double, double* %12, align 8, !dbg !195
  %175 = fadd double %174, %173, !dbg !195
  store double %175, double* %12, align 8, !dbg !195
  %176 = load double, double* %12, align 8, !dbg !196
  %177 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %176), !dbg !197
  call void @llvm.dbg.declare(metadata i32* %18, metadata !198, metadata !DIExpression()), !dbg !200
  store i32 0, i32* %18, align 4, !dbg !200
  br label %178, !dbg !201

178:                                              ; preds = %190, %148
  %179 = load i32, i32* %18, align 4, !dbg !202
  %180 = load i32, i32* %14, align 4, !dbg !204
  %181 = icmp slt i32 %179, %180, !dbg !205
  br i1 %181, label %182, label %193, !dbg !206

182:                                              ; preds = %178
  %183 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !207
  %184 = load i32, i32* %18, align 4, !dbg !208
  %185 = sext i32 %184 to i64, !dbg !207
  %186 = getelementptr inbounds %struct.bucket, %struct.bucket* %183, i64 %185, !dbg !207
  %187 = getelementptr inbounds %struct.bucket, %struct.bucket* %186, i32 0, i32 1, !dbg !209
  %188 = load double*, double** %187, align 8, !dbg !209
  %189 = bitcast double* %188 to i8*, !dbg !207
  call void @free(i8* noundef %189) #6, !dbg !210
  br label %190, !dbg !210

190:                                              ; preds = %182
  %191 = load i32, i32* %18, align 4, !dbg !211
  %192 = add nsw i32 %191, 1, !dbg !211
  store i32 %192, i32* %18, align 4, !dbg !211
  br label %178, !dbg !212, !llvm.loop !213

193:                                              ; preds = %178
  %194 = load %struct.bucket*, %struct.bucket** %15, align 8, !dbg !215
  %195 = bitcast %struct.bucket* %194 to i8*, !dbg !215
  call void @free(i8* noundef %195) #6, !dbg !216
  call void @llvm.dbg.declare(metadata i32* %19, metadata !217, metadata !DIExpression()), !dbg !219
  store i32 0, i32* %19, align 4, !dbg !219
  br label %196, !dbg !220

196:                                              ; preds = %207, %193
  %197 = load i32, i32* %19, align 4, !dbg !221
  %198 = load i32, i32* %6, align 4, !dbg !223
  %199 = icmp slt i32 %197, %198, !dbg !224
  br i1 %199, label %200, label %210, !dbg !225

200:                                              ; preds = %196
  %201 = load double**, double*** %9, align 8, !dbg !226
  %202 = load i32, i32* %19, align 4, !dbg !227
  %203 = sext i32 %202 to i64, !dbg !226
  %204 = getelementptr inbounds double*, double** %201, i64 %203, !dbg !226
  %205 = load double*, double** %204, align 8, !dbg !226
  %206 = bitcast double* %205 to i8*, !dbg !226
  call void @free(i8* noundef %206) #6, !dbg !228
  br label %207, !dbg !228

207:                                              ; preds = %200
  %208 = load i32, i32* %19, align 4, !dbg !229
  %209 = add nsw i32 %208, 1, !dbg !229
  store i32 %209, i32* %19, align 4, !dbg !229
  br label %196, !dbg !230, !llvm.loop !231

210:                                              ; preds = %196
  %211 = load double**, double*** %9, align 8, !dbg !233
  %212 = bitcast double** %211 to i8*, !dbg !233
  call void @free(i8* noundef %212) #6, !dbg !234
  %213 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 2, !dbg !235
  %214 = load double*, double** %213, align 8, !dbg !235
  %215 = bitcast double* %214 to i8*, !dbg !236
  call void @free(i8* noundef %215) #6, !dbg !237
  %216 = getelementptr inbounds %struct.grid, %struct.grid* %13, i32 0, i32 3, !dbg !238
  %217 = load double*, double** %216, align 8, !dbg !238
  %218 = bitcast double* %217 to i8*, !dbg !239
  call void @free(i8* noundef %218) #6, !dbg !240
  ret i32 0, !dbg !241
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double** @alloc_rows(i32 noundef %0, i32 noundef %1) #0 !dbg !242 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double**, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !245, metadata !DIExpression()), !dbg !246
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !247, metadata !DIExpression()), !dbg !248
  call void @llvm.dbg.declare(metadata double*** %5, metadata !249, metadata !DIExpression()), !dbg !250
  %7 = load i32, i32* %3, align 4, !dbg !251
  %8 = sext i32 %7 to i64, !dbg !251
  %9 = mul i64 %8, 8, !dbg !252
  %10 = call noalias i8* @malloc(i64 noundef %9) #6, !dbg !253
  %11 = bitcast i8* %10 to double**, !dbg !253
  store double** %11, double*** %5, align 8, !dbg !250
  call void @llvm.dbg.declare(metadata i32* %6, metadata !254, metadata !DIExpression()), !dbg !256
  store i32 0, i32* %6, align 4, !dbg !256
  br label %12, !dbg !257

12:                                               ; preds = %26, %2
  %13 = load i32, i32* %6, align 4, !dbg !258
  %14 = load i32, i32* %3, align 4, !dbg !260
  %15 = icmp slt i32 %13, %14, !dbg !261
  br i1 %15, label %16, label %29, !dbg !262

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !263
  %18 = sext i32 %17 to i64, !dbg !263
  %19 = mul i64 %18, 8, !dbg !264
  %20 = call noalias i8* @malloc(i64 noundef %19) #6, !dbg !265
  %21 = bitcast i8* %20 to double*, !dbg !265
  %22 = load double**, double*** %5, align 8, !dbg !266
  %23 = load i32, i32* %6, align 4, !dbg !267
  %24 = sext i32 %23 to i64, !dbg !266
  %25 = getelementptr inbounds double*, double** %22, i64 %24, !dbg !266
  store double* %21, double** %25, align 8, !dbg !268
  br label %26, !dbg !266

26:                                               ; preds = %16
  %27 = load i32, i32* %6, align 4, !dbg !269
  %28 = add nsw i32 %27, 1, !dbg !269
  store i32 %28, i32* %6, align 4, !dbg !269
  br label %12, !dbg !270, !llvm.loop !271

29:                                               ; preds = %12
  %30 = load double**, double*** %5, align 8, !dbg !273
  ret double** %30, !dbg !274
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @column_sums(double** noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !275 {
  %4 = alloca double**, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double** %0, double*** %4, align 8
  call void @llvm.dbg.declare(metadata double*** %4, metadata !278, metadata !DIExpression()), !dbg !279
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !280, metadata !DIExpression()), !dbg !281
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !282, metadata !DIExpression()), !dbg !283
  call void @llvm.dbg.declare(metadata double* %7, metadata !284, metadata !DIExpression()), !dbg !285
  store double 0.000000e+00, double* %7, align 8, !dbg !285
  call void @llvm.dbg.declare(metadata i32* %8, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %8, align 4, !dbg !288
  br label %10, !dbg !289

10:                                               ; preds = %35, %3
  %11 = load i32, i32* %8, align 4, !dbg !290
  %12 = load i32, i32* %6, align 4, !dbg !292
  %13 = icmp slt i32 %11, %12, !dbg !293
  br i1 %13, label %14, label %38, !dbg !294

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !295, metadata !DIExpression()), !dbg !297
  store i32 0, i32* %9, align 4, !dbg !297
  br label %15, !dbg !298

15:                                               ; preds = %31, %14
  %16 = load i32, i32* %9, align 4, !dbg !299
  %17 = load i32, i32* %5, align 4, !dbg !301
  %18 = icmp slt i32 %16, %17, !dbg !302
  br i1 %18, label %19, label %34, !dbg !303

19:                                               ; preds = %15
  %20 = load double**, double*** %4, align 8, !dbg !304
  %21 = load i32, i32* %9, align 4, !dbg !305
  %22 = sext i32 %21 to i64, !dbg !304
  %23 = getelementptr inbounds double*, double** %20, i64 %22, !dbg !304
  %24 = load double*, double** %23, align 8, !dbg !304
  %25 = load i32, i32* %8, align 4, !dbg !306
  %26 = sext i32 %25 to i64, !dbg !304
  %27 = getelementptr inbounds double, double* %24, i64 %26, !dbg !304
  %28 = load double, double* %27, align 8, !dbg !304
  %29 = load double, double* %7, align 8, !dbg !307
  %30 = fadd double %29, %28, !dbg !307
  store double %30, double* %7, align 8, !dbg !307
  br label %31, !dbg !308

31:                                               ; preds = %19
  %32 = load i32, i32* %9, align 4, !dbg !309
  %33 = add nsw i32 %32, 1, !dbg !309
  store i32 %33, i32* %9, align 4, !dbg !309
  br label %15, !dbg !310, !llvm.loop !311

34:                                               ; preds = %15
  br label %35, !dbg !312

35:                                               ; preds = %34
  %36 = load i32, i32* %8, align 4, !dbg !313
  %37 = add nsw i32 %36, 1, !dbg !313
  store i32 %37, i32* %8, align 4, !dbg !313
  br label %10, !dbg !314, !llvm.loop !315

38:                                               ; preds = %10
  %39 = load double, double* %7, align 8, !dbg !317
  ret double %39, !dbg !318
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_init(%struct.grid* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !319 {
  %4 = alloca %struct.grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.grid* %0, %struct.grid** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %4, metadata !323, metadata !DIExpression()), !dbg !324
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !325, metadata !DIExpression()), !dbg !326
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !327, metadata !DIExpression()), !dbg !328
  %7 = load i32, i32* %5, align 4, !dbg !329
  %8 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !330
  %9 = getelementptr inbounds %struct.grid, %struct.grid* %8, i32 0, i32 0, !dbg !331
  store i32 %7, i32* %9, align 8, !dbg !332
  %10 = load i32, i32* %6, align 4, !dbg !333
  %11 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !334
  %12 = getelementptr inbounds %struct.grid, %struct.grid* %11, i32 0, i32 1, !dbg !335
  store i32 %10, i32* %12, align 4, !dbg !336
  %13 = load i32, i32* %5, align 4, !dbg !337
  %14 = sext i32 %13 to i64, !dbg !338
  %15 = load i32, i32* %6, align 4, !dbg !339
  %16 = sext i32 %15 to i64, !dbg !339
  %17 = mul i64 %14, %16, !dbg !340
  %18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #6, !dbg !341
  %19 = bitcast i8* %18 to double*, !dbg !341
  %20 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !342
  %21 = getelementptr inbounds %struct.grid, %struct.grid* %20, i32 0, i32 2, !dbg !343
  store double* %19, double** %21, align 8, !dbg !344
  %22 = load i32, i32* %5, align 4, !dbg !345
  %23 = sext i32 %22 to i64, !dbg !346
  %24 = load i32, i32* %6, align 4, !dbg !347
  %25 = sext i32 %24 to i64, !dbg !347
  %26 = mul i64 %23, %25, !dbg !348
  %27 = call noalias i8* @calloc(i64 noundef %26, i64 noundef 8) #6, !dbg !349
  %28 = bitcast i8* %27 to double*, !dbg !349
  %29 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !350
  %30 = getelementptr inbounds %struct.grid, %struct.grid* %29, i32 0, i32 3, !dbg !351
  store double* %28, double** %30, align 8, !dbg !352
  ret void, !dbg !353
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_steps(%struct.grid* noundef %0, i32 noundef %1) #0 !dbg !354 {
  %3 = alloca %struct.grid*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  store %struct.grid* %0, %struct.grid** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %3, metadata !357, metadata !DIExpression()), !dbg !358
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !359, metadata !DIExpression()), !dbg !360
  call void @llvm.dbg.declare(metadata i32* %5, metadata !361, metadata !DIExpression()), !dbg !363
  store i32 0, i32* %5, align 4, !dbg !363
  br label %9, !dbg !364

9:                                                ; preds = %90, %2
  %10 = load i32, i32* %5, align 4, !dbg !365
  %11 = load i32, i32* %4, align 4, !dbg !367
  %12 = icmp slt i32 %10, %11, !dbg !368
  br i1 %12, label %13, label %93, !dbg !369

13:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %6, metadata !370, metadata !DIExpression()), !dbg !373
  store i32 1, i32* %6, align 4, !dbg !373
  br label %14, !dbg !374

14:                                               ; preds = %75, %13
  %15 = load i32, i32* %6, align 4, !dbg !375
  %16 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !377
  %17 = getelementptr inbounds %struct.grid, %struct.grid* %16, i32 0, i32 0, !dbg !378
  %18 = load i32, i32* %17, align 8, !dbg !378
  %19 = sub nsw i32 %18, 1, !dbg !379
  %20 = icmp slt i32 %15, %19, !dbg !380
  br i1 %20, label %21, label %78, !dbg !381

21:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %7, metadata !382, metadata !DIExpression()), !dbg !384
  store i32 0, i32* %7, align 4, !dbg !384
  br label %22, !dbg !385

22:                                               ; preds = %71, %21
  %23 = load i32, i32* %7, align 4, !dbg !386
  %24 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !388
  %25 = getelementptr inbounds %struct.grid, %struct.grid* %24, i32 0, i32 1, !dbg !389
  %26 = load i32, i32* %25, align 4, !dbg !389
  %27 = icmp slt i32 %23, %26, !dbg !390
  br i1 %27, label %28, label %74, !dbg !391

28:                                               ; preds = %22
  %29 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !392
  %30 = getelementptr inbounds %struct.grid, %struct.grid* %29, i32 0, i32 2, !dbg !393
  %31 = load double*, double** %30, align 8, !dbg !393
  %32 = load i32, i32* %6, align 4, !dbg !394
  %33 = sub nsw i32 %32, 1, !dbg !395
  %34 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !396
  %35 = getelementptr inbounds %struct.grid, %struct.grid* %34, i32 0, i32 1, !dbg !397
  %36 = load i32, i32* %35, align 4, !dbg !397
  %37 = mul nsw i32 %33, %36, !dbg !398
  %38 = load i32, i32* %7, align 4, !dbg !399
  %39 = add nsw i32 %37, %38, !dbg !400
  %40 = sext i32 %39 to i64, !dbg !392
  %41 = getelementptr inbounds double, double* %31, i64 %40, !dbg !392
  %42 = load double, double* %41, align 8, !dbg !392
  %43 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !401
  %44 = getelementptr inbounds %struct.grid, %struct.grid* %43, i32 0, i32 2, !dbg !402
  %45 = load double*, double** %44, align 8, !dbg !402
  %46 = load i32, i32* %6, align 4, !dbg !403
  %47 = add nsw i32 %46, 1, !dbg !404
  %48 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !405
  %49 = getelementptr inbounds %struct.grid, %struct.grid* %48, i32 0, i32 1, !dbg !406
  %50 = load i32, i32* %49, align 4, !dbg !406
  %51 = mul nsw i32 %47, %50, !dbg !407
  %52 = load i32, i32* %7, align 4, !dbg !408
  %53 = add nsw i32 %51, %52, !dbg !409
  %54 = sext i32 %53 to i64, !dbg !401
  %55 = getelementptr inbounds double, double* %45, i64 %54, !dbg !401
  %56 = load double, double* %55, align 8, !dbg !401
  %57 = fadd double %42, %56, !dbg !410
  %58 = fmul double 5.000000e-01, %57, !dbg !411
  %59 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !412
  %60 = getelementptr inbounds %struct.grid, %struct.grid* %59, i32 0, i32 3, !dbg !413
  %61 = load double*, double** %60, align 8, !dbg !413
  %62 = load i32, i32* %6, align 4, !dbg !414
  %63 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !415
  %64 = getelementptr inbounds %struct.grid, %struct.grid* %63, i32 0, i32 1, !dbg !416
  %65 = load i32, i32* %64, align 4, !dbg !416
  %66 = mul nsw i32 %62, %65, !dbg !417
  %67 = load i32, i32* %7, align 4, !dbg !418
  %68 = add nsw i32 %66, %67, !dbg !419
  %69 = sext i32 %68 to i64, !dbg !412
  %70 = getelementptr inbounds double, double* %61, i64 %69, !dbg !412
  store double %58, double* %70, align 8, !dbg !420
  br label %71, !dbg !412

71:                                               ; preds = %28
  %72 = load i32, i32* %7, align 4, !dbg !421
  %73 = add nsw i32 %72, 1, !dbg !421
  store i32 %73, i32* %7, align 4, !dbg !421
  br label %22, !dbg !422, !llvm.loop !423

74:                                               ; preds = %22
  br label %75, !dbg !424

75:                                               ; preds = %74
  %76 = load i32, i32* %6, align 4, !dbg !425
  %77 = add nsw i32 %76, 1, !dbg !425
  store i32 %77, i32* %6, align 4, !dbg !425
  br label %14, !dbg !426, !llvm.loop !427

78:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata double** %8, metadata !429, metadata !DIExpression()), !dbg !430
  %79 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !431
  %80 = getelementptr inbounds %struct.grid, %struct.grid* %79, i32 0, i32 2, !dbg !432
  %81 = load double*, double** %80, align 8, !dbg !432
  store double* %81, double** %8, align 8, !dbg !430
  %82 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !433
  %83 = getelementptr inbounds %struct.grid, %struct.grid* %82, i32 0, i32 3, !dbg !434
  %84 = load double*, double** %83, align 8, !dbg !434
  %85 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !435
  %86 = getelementptr inbounds %struct.grid, %struct.grid* %85, i32 0, i32 2, !dbg !436
  store double* %84, double** %86, align 8, !dbg !437
  %87 = load double*, double** %8, align 8, !dbg !438
  %88 = load %struct.grid*, %struct.grid** %3, align 8, !dbg !439
  %89 = getelementptr inbounds %struct.grid, %struct.grid* %88, i32 0, i32 3, !dbg !440
  store double* %87, double** %89, align 8, !dbg !441
  br label %90, !dbg !442

90:                                               ; preds = %78
  %91 = load i32, i32* %5, align 4, !dbg !443
  %92 = add nsw i32 %91, 1, !dbg !443
  store i32 %92, i32* %5, align 4, !dbg !443
  br label %9, !dbg !444, !llvm.loop !445

93:                                               ; preds = %9
  ret void, !dbg !447
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bucket_sums(%struct.bucket* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !448 {
  %4 = alloca %struct.bucket*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store %struct.bucket* %0, %struct.bucket** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.bucket** %4, metadata !451, metadata !DIExpression()), !dbg !452
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !453, metadata !DIExpression()), !dbg !454
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !455, metadata !DIExpression()), !dbg !456
  call void @llvm.dbg.declare(metadata double* %7, metadata !457, metadata !DIExpression()), !dbg !458
  store double 0.000000e+00, double* %7, align 8, !dbg !458
  call void @llvm.dbg.declare(metadata i32* %8, metadata !459, metadata !DIExpression()), !dbg !461
  store i32 0, i32* %8, align 4, !dbg !461
  br label %10, !dbg !462

10:                                               ; preds = %36, %3
  %11 = load i32, i32* %8, align 4, !dbg !463
  %12 = load i32, i32* %5, align 4, !dbg !465
  %13 = icmp slt i32 %11, %12, !dbg !466
  br i1 %13, label %14, label %39, !dbg !467

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !468, metadata !DIExpression()), !dbg !470
  store i32 0, i32* %9, align 4, !dbg !470
  br label %15, !dbg !471

15:                                               ; preds = %32, %14
  %16 = load i32, i32* %9, align 4, !dbg !472
  %17 = load i32, i32* %6, align 4, !dbg !474
  %18 = icmp slt i32 %16, %17, !dbg !475
  br i1 %18, label %19, label %35, !dbg !476

19:                                               ; preds = %15
  %20 = load %struct.bucket*, %struct.bucket** %4, align 8, !dbg !477
  %21 = load i32, i32* %8, align 4, !dbg !478
  %22 = sext i32 %21 to i64, !dbg !477
  %23 = getelementptr inbounds %struct.bucket, %struct.bucket* %20, i64 %22, !dbg !477
  %24 = getelementptr inbounds %struct.bucket, %struct.bucket* %23, i32 0, i32 1, !dbg !479
  %25 = load double*, double** %24, align 8, !dbg !479
  %26 = load i32, i32* %9, align 4, !dbg !480
  %27 = sext i32 %26 to i64, !dbg !477
  %28 = getelementptr inbounds double, double* %25, i64 %27, !dbg !477
  %29 = load double, double* %28, align 8, !dbg !477
  %30 = load double, double* %7, align 8, !dbg !481
  %31 = fadd double %30, %29, !dbg !481
  store double %31, double* %7, align 8, !dbg !481
  br label %32, !dbg !482

32:                                               ; preds = %19
  %33 = load i32, i32* %9, align 4, !dbg !483
  %34 = add nsw i32 %33, 1, !dbg !483
  store i32 %34, i32* %9, align 4, !dbg !483
  br label %15, !dbg !484, !llvm.loop !485

35:                                               ; preds = %15
  br label %36, !dbg !486

36:                                               ; preds = %35
  %37 = load i32, i32* %8, align 4, !dbg !487
  %38 = add nsw i32 %37, 1, !dbg !487
  store i32 %38, i32* %8, align 4, !dbg !487
  br label %10, !dbg !488, !llvm.loop !489

39:                                               ; preds = %10
  %40 = load double, double* %7, align 8, !dbg !491
  ret double %40, !dbg !492
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_active(i32 noundef %0, double noundef %1) #0 !dbg !493 {
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !496, metadata !DIExpression()), !dbg !497
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !498, metadata !DIExpression()), !dbg !499
  call void @llvm.dbg.declare(metadata i32* %5, metadata !500, metadata !DIExpression()), !dbg !502
  store i32 0, i32* %5, align 4, !dbg !502
  br label %6, !dbg !503

6:                                                ; preds = %18, %2
  %7 = load i32, i32* %5, align 4, !dbg !504
  %8 = load i32, i32* %3, align 4, !dbg !506
  %9 = icmp slt i32 %7, %8, !dbg !507
  br i1 %9, label %10, label %21, !dbg !508

10:                                               ; preds = %6
  %11 = load double, double* %4, align 8, !dbg !509
  %12 = load double*, double** @active, align 8, !dbg !510
  %13 = load i32, i32* %5, align 4, !dbg !511
  %14 = sext i32 %13 to i64, !dbg !510
  %15 = getelementptr inbounds double, double* %12, i64 %14, !dbg !510
  %16 = load double, double* %15, align 8, !dbg !512
  %17 = fmul double %16, %11, !dbg !512
  store double %17, double* %15, align 8, !dbg !512
  br label %18, !dbg !510

18:                                               ; preds = %10
  %19 = load i32, i32* %5, align 4, !dbg !513
  %20 = add nsw i32 %19, 1, !dbg !513
  store i32 %20, i32* %5, align 4, !dbg !513
  br label %6, !dbg !514, !llvm.loop !515

21:                                               ; preds = %6
  ret void, !dbg !517
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "active", scope: !2, file: !3, line: 18, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ptr_memory.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3a0d209e59ea9bca0569ea668660e69c")
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
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 66, type: !20, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !3, line: 66, type: !22)
!28 = !DILocation(line: 66, column: 14, scope: !19)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !3, line: 66, type: !23)
!30 = !DILocation(line: 66, column: 27, scope: !19)
!31 = !DILocalVariable(name: "n", scope: !19, file: !3, line: 67, type: !22)
!32 = !DILocation(line: 67, column: 7, scope: !19)
!33 = !DILocation(line: 67, column: 11, scope: !19)
!34 = !DILocation(line: 67, column: 16, scope: !19)
!35 = !DILocation(line: 67, column: 27, scope: !19)
!36 = !DILocation(line: 67, column: 22, scope: !19)
!37 = !DILocalVariable(name: "m", scope: !19, file: !3, line: 68, type: !22)
!38 = !DILocation(line: 68, column: 7, scope: !19)
!39 = !DILocation(line: 68, column: 11, scope: !19)
!40 = !DILocation(line: 68, column: 16, scope: !19)
!41 = !DILocation(line: 68, column: 27, scope: !19)
!42 = !DILocation(line: 68, column: 22, scope: !19)
!43 = !DILocalVariable(name: "steps", scope: !19, file: !3, line: 69, type: !22)
!44 = !DILocation(line: 69, column: 7, scope: !19)
!45 = !DILocation(line: 69, column: 15, scope: !19)
!46 = !DILocation(line: 69, column: 20, scope: !19)
!47 = !DILocation(line: 69, column: 31, scope: !19)
!48 = !DILocation(line: 69, column: 26, scope: !19)
!49 = !DILocalVariable(name: "r", scope: !19, file: !3, line: 71, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!51 = !DILocation(line: 71, column: 12, scope: !19)
!52 = !DILocation(line: 71, column: 27, scope: !19)
!53 = !DILocation(line: 71, column: 30, scope: !19)
!54 = !DILocation(line: 71, column: 16, scope: !19)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 72, type: !22)
!56 = distinct !DILexicalBlock(scope: !19, file: !3, line: 72, column: 3)
!57 = !DILocation(line: 72, column: 12, scope: !56)
!58 = !DILocation(line: 72, column: 8, scope: !56)
!59 = !DILocation(line: 72, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 72, column: 3)
!61 = !DILocation(line: 72, column: 23, scope: !60)
!62 = !DILocation(line: 72, column: 21, scope: !60)
!63 = !DILocation(line: 72, column: 3, scope: !56)
!64 = !DILocalVariable(name: "j", scope: !65, file: !3, line: 73, type: !22)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 73, column: 5)
!66 = !DILocation(line: 73, column: 14, scope: !65)
!67 = !DILocation(line: 73, column: 10, scope: !65)
!68 = !DILocation(line: 73, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 73, column: 5)
!70 = !DILocation(line: 73, column: 25, scope: !69)
!71 = !DILocation(line: 73, column: 23, scope: !69)
!72 = !DILocation(line: 73, column: 5, scope: !65)
!73 = !DILocation(line: 74, column: 17, scope: !69)
!74 = !DILocation(line: 74, column: 21, scope: !69)
!75 = !DILocation(line: 74, column: 19, scope: !69)
!76 = !DILocation(line: 74, column: 7, scope: !69)
!77 = !DILocation(line: 74, column: 9, scope: !69)
!78 = !DILocation(line: 74, column: 12, scope: !69)
!79 = !DILocation(line: 74, column: 15, scope: !69)
!80 = !DILocation(line: 73, column: 29, scope: !69)
!81 = !DILocation(line: 73, column: 5, scope: !69)
!82 = distinct !{!82, !72, !83, !84}
!83 = !DILocation(line: 74, column: 21, scope: !65)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 72, column: 27, scope: !60)
!86 = !DILocation(line: 72, column: 3, scope: !60)
!87 = distinct !{!87, !63, !88, !84}
!88 = !DILocation(line: 74, column: 21, scope: !56)
!89 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 75, type: !10)
!90 = !DILocation(line: 75, column: 10, scope: !19)
!91 = !DILocation(line: 75, column: 26, scope: !19)
!92 = !DILocation(line: 75, column: 29, scope: !19)
!93 = !DILocation(line: 75, column: 32, scope: !19)
!94 = !DILocation(line: 75, column: 14, scope: !19)
!95 = !DILocalVariable(name: "g", scope: !19, file: !3, line: 77, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !3, line: 11, baseType: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 8, size: 192, elements: !98)
!98 = !{!99, !100, !101, !102}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !97, file: !3, line: 9, baseType: !22, size: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !97, file: !3, line: 9, baseType: !22, size: 32, offset: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "cur", scope: !97, file: !3, line: 10, baseType: !9, size: 64, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !97, file: !3, line: 10, baseType: !9, size: 64, offset: 128)
!103 = !DILocation(line: 77, column: 8, scope: !19)
!104 = !DILocation(line: 78, column: 17, scope: !19)
!105 = !DILocation(line: 78, column: 20, scope: !19)
!106 = !DILocation(line: 78, column: 3, scope: !19)
!107 = !DILocation(line: 79, column: 18, scope: !19)
!108 = !DILocation(line: 79, column: 3, scope: !19)
!109 = !DILocation(line: 80, column: 10, scope: !19)
!110 = !DILocation(line: 80, column: 14, scope: !19)
!111 = !DILocation(line: 80, column: 16, scope: !19)
!112 = !DILocation(line: 80, column: 8, scope: !19)
!113 = !DILocation(line: 80, column: 5, scope: !19)
!114 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 82, type: !22)
!115 = !DILocation(line: 82, column: 7, scope: !19)
!116 = !DILocalVariable(name: "b", scope: !19, file: !3, line: 83, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "bucket", file: !3, line: 16, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 13, size: 128, elements: !120)
!120 = !{!121, !122}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !119, file: !3, line: 14, baseType: !22, size: 32)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !119, file: !3, line: 15, baseType: !9, size: 64, offset: 64)
!123 = !DILocation(line: 83, column: 11, scope: !19)
!124 = !DILocation(line: 83, column: 22, scope: !19)
!125 = !DILocation(line: 83, column: 24, scope: !19)
!126 = !DILocation(line: 83, column: 15, scope: !19)
!127 = !DILocalVariable(name: "q", scope: !128, file: !3, line: 84, type: !22)
!128 = distinct !DILexicalBlock(scope: !19, file: !3, line: 84, column: 3)
!129 = !DILocation(line: 84, column: 12, scope: !128)
!130 = !DILocation(line: 84, column: 8, scope: !128)
!131 = !DILocation(line: 84, column: 19, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !3, line: 84, column: 3)
!133 = !DILocation(line: 84, column: 23, scope: !132)
!134 = !DILocation(line: 84, column: 21, scope: !132)
!135 = !DILocation(line: 84, column: 3, scope: !128)
!136 = !DILocation(line: 85, column: 16, scope: !137)
!137 = distinct !DILexicalBlock(scope: !132, file: !3, line: 84, column: 31)
!138 = !DILocation(line: 85, column: 5, scope: !137)
!139 = !DILocation(line: 85, column: 7, scope: !137)
!140 = !DILocation(line: 85, column: 10, scope: !137)
!141 = !DILocation(line: 85, column: 14, scope: !137)
!142 = !DILocation(line: 86, column: 24, scope: !137)
!143 = !DILocation(line: 86, column: 26, scope: !137)
!144 = !DILocation(line: 86, column: 17, scope: !137)
!145 = !DILocation(line: 86, column: 5, scope: !137)
!146 = !DILocation(line: 86, column: 7, scope: !137)
!147 = !DILocation(line: 86, column: 10, scope: !137)
!148 = !DILocation(line: 86, column: 15, scope: !137)
!149 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 87, type: !22)
!150 = distinct !DILexicalBlock(scope: !137, file: !3, line: 87, column: 5)
!151 = !DILocation(line: 87, column: 14, scope: !150)
!152 = !DILocation(line: 87, column: 10, scope: !150)
!153 = !DILocation(line: 87, column: 21, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !3, line: 87, column: 5)
!155 = !DILocation(line: 87, column: 25, scope: !154)
!156 = !DILocation(line: 87, column: 23, scope: !154)
!157 = !DILocation(line: 87, column: 5, scope: !150)
!158 = !DILocation(line: 88, column: 22, scope: !154)
!159 = !DILocation(line: 88, column: 7, scope: !154)
!160 = !DILocation(line: 88, column: 9, scope: !154)
!161 = !DILocation(line: 88, column: 12, scope: !154)
!162 = !DILocation(line: 88, column: 17, scope: !154)
!163 = !DILocation(line: 88, column: 20, scope: !154)
!164 = !DILocation(line: 87, column: 29, scope: !154)
!165 = !DILocation(line: 87, column: 5, scope: !154)
!166 = distinct !{!166, !157, !167, !84}
!167 = !DILocation(line: 88, column: 22, scope: !150)
!168 = !DILocation(line: 89, column: 3, scope: !137)
!169 = !DILocation(line: 84, column: 27, scope: !132)
!170 = !DILocation(line: 84, column: 3, scope: !132)
!171 = distinct !{!171, !135, !172, !84}
!172 = !DILocation(line: 89, column: 3, scope: !128)
!173 = !DILocation(line: 90, column: 20, scope: !19)
!174 = !DILocation(line: 90, column: 23, scope: !19)
!175 = !DILocation(line: 90, column: 26, scope: !19)
!176 = !DILocation(line: 90, column: 8, scope: !19)
!177 = !DILocation(line: 90, column: 5, scope: !19)
!178 = !DILocation(line: 92, column: 14, scope: !19)
!179 = !DILocation(line: 92, column: 10, scope: !19)
!180 = !DILocation(line: 93, column: 16, scope: !19)
!181 = !DILocation(line: 93, column: 20, scope: !19)
!182 = !DILocation(line: 93, column: 18, scope: !19)
!183 = !DILocation(line: 93, column: 3, scope: !19)
!184 = !DILocation(line: 94, column: 14, scope: !19)
!185 = !DILocation(line: 94, column: 10, scope: !19)
!186 = !DILocation(line: 95, column: 16, scope: !19)
!187 = !DILocation(line: 95, column: 20, scope: !19)
!188 = !DILocation(line: 95, column: 18, scope: !19)
!189 = !DILocation(line: 95, column: 3, scope: !19)
!190 = !DILocation(line: 96, column: 10, scope: !19)
!191 = !DILocation(line: 96, column: 8, scope: !19)
!192 = !DILocation(line: 96, column: 21, scope: !19)
!193 = !DILocation(line: 96, column: 19, scope: !19)
!194 = !DILocation(line: 96, column: 17, scope: !19)
!195 = !DILocation(line: 96, column: 5, scope: !19)
!196 = !DILocation(line: 98, column: 18, scope: !19)
!197 = !DILocation(line: 98, column: 3, scope: !19)
!198 = !DILocalVariable(name: "q", scope: !199, file: !3, line: 99, type: !22)
!199 = distinct !DILexicalBlock(scope: !19, file: !3, line: 99, column: 3)
!200 = !DILocation(line: 99, column: 12, scope: !199)
!201 = !DILocation(line: 99, column: 8, scope: !199)
!202 = !DILocation(line: 99, column: 19, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 99, column: 3)
!204 = !DILocation(line: 99, column: 23, scope: !203)
!205 = !DILocation(line: 99, column: 21, scope: !203)
!206 = !DILocation(line: 99, column: 3, scope: !199)
!207 = !DILocation(line: 100, column: 10, scope: !203)
!208 = !DILocation(line: 100, column: 12, scope: !203)
!209 = !DILocation(line: 100, column: 15, scope: !203)
!210 = !DILocation(line: 100, column: 5, scope: !203)
!211 = !DILocation(line: 99, column: 27, scope: !203)
!212 = !DILocation(line: 99, column: 3, scope: !203)
!213 = distinct !{!213, !206, !214, !84}
!214 = !DILocation(line: 100, column: 19, scope: !199)
!215 = !DILocation(line: 101, column: 8, scope: !19)
!216 = !DILocation(line: 101, column: 3, scope: !19)
!217 = !DILocalVariable(name: "i", scope: !218, file: !3, line: 102, type: !22)
!218 = distinct !DILexicalBlock(scope: !19, file: !3, line: 102, column: 3)
!219 = !DILocation(line: 102, column: 12, scope: !218)
!220 = !DILocation(line: 102, column: 8, scope: !218)
!221 = !DILocation(line: 102, column: 19, scope: !222)
!222 = distinct !DILexicalBlock(scope: !218, file: !3, line: 102, column: 3)
!223 = !DILocation(line: 102, column: 23, scope: !222)
!224 = !DILocation(line: 102, column: 21, scope: !222)
!225 = !DILocation(line: 102, column: 3, scope: !218)
!226 = !DILocation(line: 103, column: 10, scope: !222)
!227 = !DILocation(line: 103, column: 12, scope: !222)
!228 = !DILocation(line: 103, column: 5, scope: !222)
!229 = !DILocation(line: 102, column: 27, scope: !222)
!230 = !DILocation(line: 102, column: 3, scope: !222)
!231 = distinct !{!231, !225, !232, !84}
!232 = !DILocation(line: 103, column: 14, scope: !218)
!233 = !DILocation(line: 104, column: 8, scope: !19)
!234 = !DILocation(line: 104, column: 3, scope: !19)
!235 = !DILocation(line: 105, column: 10, scope: !19)
!236 = !DILocation(line: 105, column: 8, scope: !19)
!237 = !DILocation(line: 105, column: 3, scope: !19)
!238 = !DILocation(line: 106, column: 10, scope: !19)
!239 = !DILocation(line: 106, column: 8, scope: !19)
!240 = !DILocation(line: 106, column: 3, scope: !19)
!241 = !DILocation(line: 107, column: 3, scope: !19)
!242 = distinct !DISubprogram(name: "alloc_rows", scope: !3, file: !3, line: 20, type: !243, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!243 = !DISubroutineType(types: !244)
!244 = !{!50, !22, !22}
!245 = !DILocalVariable(name: "n", arg: 1, scope: !242, file: !3, line: 20, type: !22)
!246 = !DILocation(line: 20, column: 32, scope: !242)
!247 = !DILocalVariable(name: "m", arg: 2, scope: !242, file: !3, line: 20, type: !22)
!248 = !DILocation(line: 20, column: 39, scope: !242)
!249 = !DILocalVariable(name: "r", scope: !242, file: !3, line: 21, type: !50)
!250 = !DILocation(line: 21, column: 12, scope: !242)
!251 = !DILocation(line: 21, column: 23, scope: !242)
!252 = !DILocation(line: 21, column: 25, scope: !242)
!253 = !DILocation(line: 21, column: 16, scope: !242)
!254 = !DILocalVariable(name: "i", scope: !255, file: !3, line: 22, type: !22)
!255 = distinct !DILexicalBlock(scope: !242, file: !3, line: 22, column: 3)
!256 = !DILocation(line: 22, column: 12, scope: !255)
!257 = !DILocation(line: 22, column: 8, scope: !255)
!258 = !DILocation(line: 22, column: 19, scope: !259)
!259 = distinct !DILexicalBlock(scope: !255, file: !3, line: 22, column: 3)
!260 = !DILocation(line: 22, column: 23, scope: !259)
!261 = !DILocation(line: 22, column: 21, scope: !259)
!262 = !DILocation(line: 22, column: 3, scope: !255)
!263 = !DILocation(line: 23, column: 19, scope: !259)
!264 = !DILocation(line: 23, column: 21, scope: !259)
!265 = !DILocation(line: 23, column: 12, scope: !259)
!266 = !DILocation(line: 23, column: 5, scope: !259)
!267 = !DILocation(line: 23, column: 7, scope: !259)
!268 = !DILocation(line: 23, column: 10, scope: !259)
!269 = !DILocation(line: 22, column: 27, scope: !259)
!270 = !DILocation(line: 22, column: 3, scope: !259)
!271 = distinct !{!271, !262, !272, !84}
!272 = !DILocation(line: 23, column: 37, scope: !255)
!273 = !DILocation(line: 24, column: 10, scope: !242)
!274 = !DILocation(line: 24, column: 3, scope: !242)
!275 = distinct !DISubprogram(name: "column_sums", scope: !3, file: !3, line: 45, type: !276, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!276 = !DISubroutineType(types: !277)
!277 = !{!10, !50, !22, !22}
!278 = !DILocalVariable(name: "r", arg: 1, scope: !275, file: !3, line: 45, type: !50)
!279 = !DILocation(line: 45, column: 36, scope: !275)
!280 = !DILocalVariable(name: "n", arg: 2, scope: !275, file: !3, line: 45, type: !22)
!281 = !DILocation(line: 45, column: 43, scope: !275)
!282 = !DILocalVariable(name: "m", arg: 3, scope: !275, file: !3, line: 45, type: !22)
!283 = !DILocation(line: 45, column: 50, scope: !275)
!284 = !DILocalVariable(name: "s", scope: !275, file: !3, line: 46, type: !10)
!285 = !DILocation(line: 46, column: 10, scope: !275)
!286 = !DILocalVariable(name: "j", scope: !287, file: !3, line: 47, type: !22)
!287 = distinct !DILexicalBlock(scope: !275, file: !3, line: 47, column: 3)
!288 = !DILocation(line: 47, column: 12, scope: !287)
!289 = !DILocation(line: 47, column: 8, scope: !287)
!290 = !DILocation(line: 47, column: 19, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !3, line: 47, column: 3)
!292 = !DILocation(line: 47, column: 23, scope: !291)
!293 = !DILocation(line: 47, column: 21, scope: !291)
!294 = !DILocation(line: 47, column: 3, scope: !287)
!295 = !DILocalVariable(name: "i", scope: !296, file: !3, line: 48, type: !22)
!296 = distinct !DILexicalBlock(scope: !291, file: !3, line: 48, column: 5)
!297 = !DILocation(line: 48, column: 14, scope: !296)
!298 = !DILocation(line: 48, column: 10, scope: !296)
!299 = !DILocation(line: 48, column: 21, scope: !300)
!300 = distinct !DILexicalBlock(scope: !296, file: !3, line: 48, column: 5)
!301 = !DILocation(line: 48, column: 25, scope: !300)
!302 = !DILocation(line: 48, column: 23, scope: !300)
!303 = !DILocation(line: 48, column: 5, scope: !296)
!304 = !DILocation(line: 49, column: 12, scope: !300)
!305 = !DILocation(line: 49, column: 14, scope: !300)
!306 = !DILocation(line: 49, column: 17, scope: !300)
!307 = !DILocation(line: 49, column: 9, scope: !300)
!308 = !DILocation(line: 49, column: 7, scope: !300)
!309 = !DILocation(line: 48, column: 29, scope: !300)
!310 = !DILocation(line: 48, column: 5, scope: !300)
!311 = distinct !{!311, !303, !312, !84}
!312 = !DILocation(line: 49, column: 18, scope: !296)
!313 = !DILocation(line: 47, column: 27, scope: !291)
!314 = !DILocation(line: 47, column: 3, scope: !291)
!315 = distinct !{!315, !294, !316, !84}
!316 = !DILocation(line: 49, column: 18, scope: !287)
!317 = !DILocation(line: 50, column: 10, scope: !275)
!318 = !DILocation(line: 50, column: 3, scope: !275)
!319 = distinct !DISubprogram(name: "grid_init", scope: !3, file: !3, line: 27, type: !320, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!320 = !DISubroutineType(types: !321)
!321 = !{null, !322, !22, !22}
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!323 = !DILocalVariable(name: "g", arg: 1, scope: !319, file: !3, line: 27, type: !322)
!324 = !DILocation(line: 27, column: 29, scope: !319)
!325 = !DILocalVariable(name: "n", arg: 2, scope: !319, file: !3, line: 27, type: !22)
!326 = !DILocation(line: 27, column: 36, scope: !319)
!327 = !DILocalVariable(name: "m", arg: 3, scope: !319, file: !3, line: 27, type: !22)
!328 = !DILocation(line: 27, column: 43, scope: !319)
!329 = !DILocation(line: 28, column: 10, scope: !319)
!330 = !DILocation(line: 28, column: 3, scope: !319)
!331 = !DILocation(line: 28, column: 6, scope: !319)
!332 = !DILocation(line: 28, column: 8, scope: !319)
!333 = !DILocation(line: 29, column: 10, scope: !319)
!334 = !DILocation(line: 29, column: 3, scope: !319)
!335 = !DILocation(line: 29, column: 6, scope: !319)
!336 = !DILocation(line: 29, column: 8, scope: !319)
!337 = !DILocation(line: 30, column: 27, scope: !319)
!338 = !DILocation(line: 30, column: 19, scope: !319)
!339 = !DILocation(line: 30, column: 31, scope: !319)
!340 = !DILocation(line: 30, column: 29, scope: !319)
!341 = !DILocation(line: 30, column: 12, scope: !319)
!342 = !DILocation(line: 30, column: 3, scope: !319)
!343 = !DILocation(line: 30, column: 6, scope: !319)
!344 = !DILocation(line: 30, column: 10, scope: !319)
!345 = !DILocation(line: 31, column: 28, scope: !319)
!346 = !DILocation(line: 31, column: 20, scope: !319)
!347 = !DILocation(line: 31, column: 32, scope: !319)
!348 = !DILocation(line: 31, column: 30, scope: !319)
!349 = !DILocation(line: 31, column: 13, scope: !319)
!350 = !DILocation(line: 31, column: 3, scope: !319)
!351 = !DILocation(line: 31, column: 6, scope: !319)
!352 = !DILocation(line: 31, column: 11, scope: !319)
!353 = !DILocation(line: 32, column: 1, scope: !319)
!354 = distinct !DISubprogram(name: "grid_steps", scope: !3, file: !3, line: 34, type: !355, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!355 = !DISubroutineType(types: !356)
!356 = !{null, !322, !22}
!357 = !DILocalVariable(name: "g", arg: 1, scope: !354, file: !3, line: 34, type: !322)
!358 = !DILocation(line: 34, column: 30, scope: !354)
!359 = !DILocalVariable(name: "steps", arg: 2, scope: !354, file: !3, line: 34, type: !22)
!360 = !DILocation(line: 34, column: 37, scope: !354)
!361 = !DILocalVariable(name: "s", scope: !362, file: !3, line: 35, type: !22)
!362 = distinct !DILexicalBlock(scope: !354, file: !3, line: 35, column: 3)
!363 = !DILocation(line: 35, column: 12, scope: !362)
!364 = !DILocation(line: 35, column: 8, scope: !362)
!365 = !DILocation(line: 35, column: 19, scope: !366)
!366 = distinct !DILexicalBlock(scope: !362, file: !3, line: 35, column: 3)
!367 = !DILocation(line: 35, column: 23, scope: !366)
!368 = !DILocation(line: 35, column: 21, scope: !366)
!369 = !DILocation(line: 35, column: 3, scope: !362)
!370 = !DILocalVariable(name: "i", scope: !371, file: !3, line: 36, type: !22)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 36, column: 5)
!372 = distinct !DILexicalBlock(scope: !366, file: !3, line: 35, column: 35)
!373 = !DILocation(line: 36, column: 14, scope: !371)
!374 = !DILocation(line: 36, column: 10, scope: !371)
!375 = !DILocation(line: 36, column: 21, scope: !376)
!376 = distinct !DILexicalBlock(scope: !371, file: !3, line: 36, column: 5)
!377 = !DILocation(line: 36, column: 25, scope: !376)
!378 = !DILocation(line: 36, column: 28, scope: !376)
!379 = !DILocation(line: 36, column: 30, scope: !376)
!380 = !DILocation(line: 36, column: 23, scope: !376)
!381 = !DILocation(line: 36, column: 5, scope: !371)
!382 = !DILocalVariable(name: "j", scope: !383, file: !3, line: 37, type: !22)
!383 = distinct !DILexicalBlock(scope: !376, file: !3, line: 37, column: 7)
!384 = !DILocation(line: 37, column: 16, scope: !383)
!385 = !DILocation(line: 37, column: 12, scope: !383)
!386 = !DILocation(line: 37, column: 23, scope: !387)
!387 = distinct !DILexicalBlock(scope: !383, file: !3, line: 37, column: 7)
!388 = !DILocation(line: 37, column: 27, scope: !387)
!389 = !DILocation(line: 37, column: 30, scope: !387)
!390 = !DILocation(line: 37, column: 25, scope: !387)
!391 = !DILocation(line: 37, column: 7, scope: !383)
!392 = !DILocation(line: 38, column: 40, scope: !387)
!393 = !DILocation(line: 38, column: 43, scope: !387)
!394 = !DILocation(line: 38, column: 48, scope: !387)
!395 = !DILocation(line: 38, column: 50, scope: !387)
!396 = !DILocation(line: 38, column: 57, scope: !387)
!397 = !DILocation(line: 38, column: 60, scope: !387)
!398 = !DILocation(line: 38, column: 55, scope: !387)
!399 = !DILocation(line: 38, column: 64, scope: !387)
!400 = !DILocation(line: 38, column: 62, scope: !387)
!401 = !DILocation(line: 38, column: 69, scope: !387)
!402 = !DILocation(line: 38, column: 72, scope: !387)
!403 = !DILocation(line: 38, column: 77, scope: !387)
!404 = !DILocation(line: 38, column: 79, scope: !387)
!405 = !DILocation(line: 38, column: 86, scope: !387)
!406 = !DILocation(line: 38, column: 89, scope: !387)
!407 = !DILocation(line: 38, column: 84, scope: !387)
!408 = !DILocation(line: 38, column: 93, scope: !387)
!409 = !DILocation(line: 38, column: 91, scope: !387)
!410 = !DILocation(line: 38, column: 67, scope: !387)
!411 = !DILocation(line: 38, column: 37, scope: !387)
!412 = !DILocation(line: 38, column: 9, scope: !387)
!413 = !DILocation(line: 38, column: 12, scope: !387)
!414 = !DILocation(line: 38, column: 17, scope: !387)
!415 = !DILocation(line: 38, column: 21, scope: !387)
!416 = !DILocation(line: 38, column: 24, scope: !387)
!417 = !DILocation(line: 38, column: 19, scope: !387)
!418 = !DILocation(line: 38, column: 28, scope: !387)
!419 = !DILocation(line: 38, column: 26, scope: !387)
!420 = !DILocation(line: 38, column: 31, scope: !387)
!421 = !DILocation(line: 37, column: 34, scope: !387)
!422 = !DILocation(line: 37, column: 7, scope: !387)
!423 = distinct !{!423, !391, !424, !84}
!424 = !DILocation(line: 38, column: 95, scope: !383)
!425 = !DILocation(line: 36, column: 36, scope: !376)
!426 = !DILocation(line: 36, column: 5, scope: !376)
!427 = distinct !{!427, !381, !428, !84}
!428 = !DILocation(line: 38, column: 95, scope: !371)
!429 = !DILocalVariable(name: "t", scope: !372, file: !3, line: 39, type: !9)
!430 = !DILocation(line: 39, column: 13, scope: !372)
!431 = !DILocation(line: 39, column: 17, scope: !372)
!432 = !DILocation(line: 39, column: 20, scope: !372)
!433 = !DILocation(line: 40, column: 14, scope: !372)
!434 = !DILocation(line: 40, column: 17, scope: !372)
!435 = !DILocation(line: 40, column: 5, scope: !372)
!436 = !DILocation(line: 40, column: 8, scope: !372)
!437 = !DILocation(line: 40, column: 12, scope: !372)
!438 = !DILocation(line: 41, column: 15, scope: !372)
!439 = !DILocation(line: 41, column: 5, scope: !372)
!440 = !DILocation(line: 41, column: 8, scope: !372)
!441 = !DILocation(line: 41, column: 13, scope: !372)
!442 = !DILocation(line: 42, column: 3, scope: !372)
!443 = !DILocation(line: 35, column: 31, scope: !366)
!444 = !DILocation(line: 35, column: 3, scope: !366)
!445 = distinct !{!445, !369, !446, !84}
!446 = !DILocation(line: 42, column: 3, scope: !362)
!447 = !DILocation(line: 43, column: 1, scope: !354)
!448 = distinct !DISubprogram(name: "bucket_sums", scope: !3, file: !3, line: 53, type: !449, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!449 = !DISubroutineType(types: !450)
!450 = !{!10, !117, !22, !22}
!451 = !DILocalVariable(name: "b", arg: 1, scope: !448, file: !3, line: 53, type: !117)
!452 = !DILocation(line: 53, column: 35, scope: !448)
!453 = !DILocalVariable(name: "k", arg: 2, scope: !448, file: !3, line: 53, type: !22)
!454 = !DILocation(line: 53, column: 42, scope: !448)
!455 = !DILocalVariable(name: "m", arg: 3, scope: !448, file: !3, line: 53, type: !22)
!456 = !DILocation(line: 53, column: 49, scope: !448)
!457 = !DILocalVariable(name: "s", scope: !448, file: !3, line: 54, type: !10)
!458 = !DILocation(line: 54, column: 10, scope: !448)
!459 = !DILocalVariable(name: "q", scope: !460, file: !3, line: 55, type: !22)
!460 = distinct !DILexicalBlock(scope: !448, file: !3, line: 55, column: 3)
!461 = !DILocation(line: 55, column: 12, scope: !460)
!462 = !DILocation(line: 55, column: 8, scope: !460)
!463 = !DILocation(line: 55, column: 19, scope: !464)
!464 = distinct !DILexicalBlock(scope: !460, file: !3, line: 55, column: 3)
!465 = !DILocation(line: 55, column: 23, scope: !464)
!466 = !DILocation(line: 55, column: 21, scope: !464)
!467 = !DILocation(line: 55, column: 3, scope: !460)
!468 = !DILocalVariable(name: "i", scope: !469, file: !3, line: 56, type: !22)
!469 = distinct !DILexicalBlock(scope: !464, file: !3, line: 56, column: 5)
!470 = !DILocation(line: 56, column: 14, scope: !469)
!471 = !DILocation(line: 56, column: 10, scope: !469)
!472 = !DILocation(line: 56, column: 21, scope: !473)
!473 = distinct !DILexicalBlock(scope: !469, file: !3, line: 56, column: 5)
!474 = !DILocation(line: 56, column: 25, scope: !473)
!475 = !DILocation(line: 56, column: 23, scope: !473)
!476 = !DILocation(line: 56, column: 5, scope: !469)
!477 = !DILocation(line: 57, column: 12, scope: !473)
!478 = !DILocation(line: 57, column: 14, scope: !473)
!479 = !DILocation(line: 57, column: 17, scope: !473)
!480 = !DILocation(line: 57, column: 22, scope: !473)
!481 = !DILocation(line: 57, column: 9, scope: !473)
!482 = !DILocation(line: 57, column: 7, scope: !473)
!483 = !DILocation(line: 56, column: 29, scope: !473)
!484 = !DILocation(line: 56, column: 5, scope: !473)
!485 = distinct !{!485, !476, !486, !84}
!486 = !DILocation(line: 57, column: 23, scope: !469)
!487 = !DILocation(line: 55, column: 27, scope: !464)
!488 = !DILocation(line: 55, column: 3, scope: !464)
!489 = distinct !{!489, !467, !490, !84}
!490 = !DILocation(line: 57, column: 23, scope: !460)
!491 = !DILocation(line: 58, column: 10, scope: !448)
!492 = !DILocation(line: 58, column: 3, scope: !448)
!493 = distinct !DISubprogram(name: "scale_active", scope: !3, file: !3, line: 61, type: !494, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!494 = !DISubroutineType(types: !495)
!495 = !{null, !22, !10}
!496 = !DILocalVariable(name: "n", arg: 1, scope: !493, file: !3, line: 61, type: !22)
!497 = !DILocation(line: 61, column: 30, scope: !493)
!498 = !DILocalVariable(name: "f", arg: 2, scope: !493, file: !3, line: 61, type: !10)
!499 = !DILocation(line: 61, column: 40, scope: !493)
!500 = !DILocalVariable(name: "i", scope: !501, file: !3, line: 62, type: !22)
!501 = distinct !DILexicalBlock(scope: !493, file: !3, line: 62, column: 3)
!502 = !DILocation(line: 62, column: 12, scope: !501)
!503 = !DILocation(line: 62, column: 8, scope: !501)
!504 = !DILocation(line: 62, column: 19, scope: !505)
!505 = distinct !DILexicalBlock(scope: !501, file: !3, line: 62, column: 3)
!506 = !DILocation(line: 62, column: 23, scope: !505)
!507 = !DILocation(line: 62, column: 21, scope: !505)
!508 = !DILocation(line: 62, column: 3, scope: !501)
!509 = !DILocation(line: 63, column: 18, scope: !505)
!510 = !DILocation(line: 63, column: 5, scope: !505)
!511 = !DILocation(line: 63, column: 12, scope: !505)
!512 = !DILocation(line: 63, column: 15, scope: !505)
!513 = !DILocation(line: 62, column: 27, scope: !505)
!514 = !DILocation(line: 62, column: 3, scope: !505)
!515 = distinct !{!515, !508, !516, !84}
!516 = !DILocation(line: 63, column: 18, scope: !501)
!517 = !DILocation(line: 64, column: 1, scope: !493)
