; ModuleID = 'obj_fields.c'
source_filename = "obj_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.image = type { i32, i32, float* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total(%struct.image* noundef %0) #0 !dbg !15 {
  %2 = alloca %struct.image*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.image* %0, %struct.image** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.image** %2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata double* %3, metadata !32, metadata !DIExpression()), !dbg !33
  store double 0.000000e+00, double* %3, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %4, align 4, !dbg !36
  br label %6, !dbg !37

6:                                                ; preds = %40, %1
  %7 = load i32, i32* %4, align 4, !dbg !38
  %8 = load %struct.image*, %struct.image** %2, align 8, !dbg !40
  %9 = getelementptr inbounds %struct.image, %struct.image* %8, i32 0, i32 1, !dbg !41
  %10 = load i32, i32* %9, align 4, !dbg !41
  %11 = icmp slt i32 %7, %10, !dbg !42
  br i1 %11, label %12, label %43, !dbg !43

12:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %5, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %5, align 4, !dbg !46
  br label %13, !dbg !47

13:                                               ; preds = %36, %12
  %14 = load i32, i32* %5, align 4, !dbg !48
  %15 = load %struct.image*, %struct.image** %2, align 8, !dbg !50
  %16 = getelementptr inbounds %struct.image, %struct.image* %15, i32 0, i32 0, !dbg !51
  %17 = load i32, i32* %16, align 8, !dbg !51
  %18 = icmp slt i32 %14, %17, !dbg !52
  br i1 %18, label %19, label %39, !dbg !53

19:                                               ; preds = %13
  %20 = load %struct.image*, %struct.image** %2, align 8, !dbg !54
  %21 = getelementptr inbounds %struct.image, %struct.image* %20, i32 0, i32 2, !dbg !55
  %22 = load float*, float** %21, align 8, !dbg !55
  %23 = load i32, i32* %4, align 4, !dbg !56
  %24 = load %struct.image*, %struct.image** %2, align 8, !dbg !57
  %25 = getelementptr inbounds %struct.image, %struct.image* %24, i32 0, i32 0, !dbg !58
  %26 = load i32, i32* %25, align 8, !dbg !58
  %27 = mul nsw i32 %23, %26, !dbg !59
  %28 = load i32, i32* %5, align 4, !dbg !60
  %29 = add nsw i32 %27, %28, !dbg !61
  %30 = sext i32 %29 to i64, !dbg !54
  %31 = getelementptr inbounds float, float* %22, i64 %30, !dbg !54
  %32 = load float, float* %31, align 4, !dbg !54
  %33 = fpext float %32 to double, !dbg !54
  %34 = load double, double* %3, align 8, !dbg !62
  %35 = fadd double %34, %33, !dbg !62
  store double %35, double* %3, align 8, !dbg !62
  br label %36, !dbg !63

36:                                               ; preds = %19
  %37 = load i32, i32* %5, align 4, !dbg !64
  %38 = add nsw i32 %37, 1, !dbg !64
  store i32 %38, i32* %5, align 4, !dbg !64
  br label %13, !dbg !65, !llvm.loop !66

39:                                               ; preds = %13
  br label %40, !dbg !67

40:                                               ; preds = %39
  %41 = load i32, i32* %4, align 4, !dbg !69
  %42 = add nsw i32 %41, 1, !dbg !69
  store i32 %42, i32* %4, align 4, !dbg !69
  br label %6, !dbg !70, !llvm.loop !71

43:                                               ; preds = %6
  %44 = load double, double* %3, align 8, !dbg !73
  ret double %44, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @columns(%struct.image* noundef %0) #0 !dbg !75 {
  %2 = alloca %struct.image*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.image* %0, %struct.image** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.image** %2, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.declare(metadata double* %3, metadata !78, metadata !DIExpression()), !dbg !79
  store double 0.000000e+00, double* %3, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %4, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %4, align 4, !dbg !82
  br label %6, !dbg !83

6:                                                ; preds = %44, %1
  %7 = load i32, i32* %4, align 4, !dbg !84
  %8 = load %struct.image*, %struct.image** %2, align 8, !dbg !86
  %9 = getelementptr inbounds %struct.image, %struct.image* %8, i32 0, i32 0, !dbg !87
  %10 = load i32, i32* %9, align 8, !dbg !87
  %11 = icmp slt i32 %7, %10, !dbg !88
  br i1 %11, label %12, label %47, !dbg !89

12:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %5, metadata !90, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %5, align 4, !dbg !92
  br label %13, !dbg !93

13:                                               ; preds = %40, %12
  %14 = load i32, i32* %5, align 4, !dbg !94
  %15 = load %struct.image*, %struct.image** %2, align 8, !dbg !96
  %16 = getelementptr inbounds %struct.image, %struct.image* %15, i32 0, i32 1, !dbg !97
  %17 = load i32, i32* %16, align 4, !dbg !97
  %18 = icmp slt i32 %14, %17, !dbg !98
  br i1 %18, label %19, label %43, !dbg !99

19:                                               ; preds = %13
  %20 = load %struct.image*, %struct.image** %2, align 8, !dbg !100
  %21 = getelementptr inbounds %struct.image, %struct.image* %20, i32 0, i32 2, !dbg !101
  %22 = load float*, float** %21, align 8, !dbg !101
  %23 = load i32, i32* %5, align 4, !dbg !102
  %24 = load %struct.image*, %struct.image** %2, align 8, !dbg !103
  %25 = getelementptr inbounds %struct.image, %struct.image* %24, i32 0, i32 0, !dbg !104
  %26 = load i32, i32* %25, align 8, !dbg !104
  %27 = mul nsw i32 %23, %26, !dbg !105
  %28 = load i32, i32* %4, align 4, !dbg !106
  %29 = add nsw i32 %27, %28, !dbg !107
  %30 = sext i32 %29 to i64, !dbg !100
  %31 = getelementptr inbounds float, float* %22, i64 %30, !dbg !100
  %32 = load float, float* %31, align 4, !dbg !100
  %33 = load i32, i32* %4, align 4, !dbg !108
  %34 = add nsw i32 %33, 1, !dbg !109
  %35 = sitofp i32 %34 to float, !dbg !110
  %36 = fmul float %32, %35, !dbg !111
  %37 = fpext float %36 to double, !dbg !100
  %38 = load double, double* %3, align 8, !dbg !112
  %39 = fadd double %38, %37, !dbg !112
  store double %39, double* %3, align 8, !dbg !112
  br label %40, !dbg !113

40:                                               ; preds = %19
  %41 = load i32, i32* %5, align 4, !dbg !114
  %42 = add nsw i32 %41, 1, !dbg !114
  store i32 %42, i32* %5, align 4, !dbg !114
  br label %13, !dbg !115, !llvm.loop !116

43:                                               ; preds = %13
  br label %44, !dbg !117

44:                                               ; preds = %43
  %45 = load i32, i32* %4, align 4, !dbg !118
  %46 = add nsw i32 %45, 2, !dbg !118
  store i32 %46, i32* %4, align 4, !dbg !118
  br label %6, !dbg !119, !llvm.loop !120

47:                                               ; preds = %6
  %48 = load double, double* %3, align 8, !dbg !122
  ret double %48, !dbg !123
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scale(float* noundef %0, i32* noundef %1, float noundef %2) #0 !dbg !124 {
  %4 = alloca float*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !129, metadata !DIExpression()), !dbg !130
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !131, metadata !DIExpression()), !dbg !132
  store float %2, float* %6, align 4
  call void @llvm.dbg.declare(metadata float* %6, metadata !133, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.declare(metadata i32* %7, metadata !135, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %7, align 4, !dbg !137
  br label %8, !dbg !138

8:                                                ; preds = %21, %3
  %9 = load i32, i32* %7, align 4, !dbg !139
  %10 = load i32*, i32** %5, align 8, !dbg !141
  %11 = load i32, i32* %10, align 4, !dbg !142
  %12 = icmp slt i32 %9, %11, !dbg !143
  br i1 %12, label %13, label %24, !dbg !144

13:                                               ; preds = %8
  %14 = load float, float* %6, align 4, !dbg !145
  %15 = load float*, float** %4, align 8, !dbg !146
  %16 = load i32, i32* %7, align 4, !dbg !147
  %17 = sext i32 %16 to i64, !dbg !146
  %18 = getelementptr inbounds float, float* %15, i64 %17, !dbg !146
  %19 = load float, float* %18, align 4, !dbg !148
  %20 = fmul float %19, %14, !dbg !148
  store float %20, float* %18, align 4, !dbg !148
  br label %21, !dbg !146

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4, !dbg !149
  %23 = add nsw i32 %22, 1, !dbg !149
  store i32 %23, i32* %7, align 4, !dbg !149
  br label %8, !dbg !150, !llvm.loop !151

24:                                               ; preds = %8
  ret void, !dbg !153
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !154 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.image, align 8
  %9 = alloca %struct.image, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !160, metadata !DIExpression()), !dbg !161
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !162, metadata !DIExpression()), !dbg !163
  call void @llvm.dbg.declare(metadata i32* %6, metadata !164, metadata !DIExpression()), !dbg !165
  %13 = load i32, i32* %4, align 4, !dbg !166
  %14 = icmp sgt i32 %13, 1, !dbg !167
  br i1 %14, label %15, label %20, !dbg !166

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !168
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !168
  %18 = load i8*, i8** %17, align 8, !dbg !168
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !169
  br label %21, !dbg !166

20:                                               ; preds = %2
  br label %21, !dbg !166

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 64, %20 ], !dbg !166
  store i32 %22, i32* %6, align 4, !dbg !165
  call void @llvm.dbg.declare(metadata i32* %7, metadata !170, metadata !DIExpression()), !dbg !171
  %23 = load i32, i32* %4, align 4, !dbg !172
  %24 = icmp sgt i32 %23, 2, !dbg !173
  br i1 %24, label %25, label %30, !dbg !172

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !174
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !174
  %28 = load i8*, i8** %27, align 8, !dbg !174
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !175
  br label %31, !dbg !172

30:                                               ; preds = %21
  br label %31, !dbg !172

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 32, %30 ], !dbg !172
  store i32 %32, i32* %7, align 4, !dbg !171
  call void @llvm.dbg.declare(metadata %struct.image* %8, metadata !176, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata %struct.image* %9, metadata !178, metadata !DIExpression()), !dbg !179
  %33 = load i32, i32* %6, align 4, !dbg !180
  %34 = load i32, i32* %7, align 4, !dbg !181
  call void @image_init(%struct.image* noundef %8, i32 noundef %33, i32 noundef %34), !dbg !182
  %35 = load i32, i32* %7, align 4, !dbg !183
  %36 = add nsw i32 %35, 3, !dbg !184
  %37 = load i32, i32* %6, align 4, !dbg !185
  %38 = mul nsw i32 2, %37, !dbg !186
  call void @image_init(%struct.image* noundef %9, i32 noundef %36, i32 noundef %38), !dbg !187
  call void @llvm.dbg.declare(metadata double* %10, metadata !188, metadata !DIExpression()), !dbg !189
  %39 = call double @both(%struct.image* noundef %8), !dbg !190
  %40 = call double @both(%struct.image* noundef %9), !dbg !191
  %41 = fadd double %39, %40, !dbg !192
  store double %41, double* %10, align 8, !dbg !189
  call void @llvm.dbg.declare(metadata i32* %11, metadata !193, metadata !DIExpression()), !dbg !194
  %42 = load i32, i32* %6, align 4, !dbg !195
  %43 = load i32, i32* %7, align 4, !dbg !196
  %44 = mul nsw i32 %42, %43, !dbg !197
  store i32 %44, i32* %11, align 4, !dbg !194
  call void @llvm.dbg.declare(metadata i32* %12, metadata !198, metadata !DIExpression()), !dbg !199
  %45 = load i32, i32* %7, align 4, !dbg !200
  %46 = add nsw i32 %45, 3, !dbg !201
  %47 = mul nsw i32 %46, 2, !dbg !202
  %48 = load i32, i32* %6, align 4, !dbg !203
  %49 = mul nsw i32 %47, %48, !dbg !204
  store i32 %49, i32* %12, align 4, !dbg !199
  %50 = getelementptr inbounds %struct.image, %struct.image* %8, i32 0, i32 2, !dbg !205
  %51 = load float*, float** %50, align 8, !dbg !205
  call void @scale(float* noundef %51, i32* noundef %11, float noundef 5.000000e-01), !dbg !206
  %52 = getelementptr inbounds %struct.image, %struct.image* %9, i32 0, i32 2, !dbg !207
  %53 = load float*, float** %52, align 8, !dbg !207
  call void @scale(float* noundef %53, i32* noundef %12, float noundef 2.000000e+00), !dbg !208
  %54 = call double @total(%struct.image* noundef %8), !dbg !209
  %55 = call double @total(%struct.image* noundef %9), !dbg !210
  %56 = fadd double %54, %55, !dbg !211
  %57 = load double, double* %10, align 8, !dbg !212
  %58 = fadd double %57, %56, !dbg !212
  store double %58, double* %10, align 8, !dbg !212
  %59 = load double, double* %10, align 8, !dbg !213
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %59), !dbg !214
  %61 = getelementptr inbounds %struct.image, %struct.image* %8, i32 0, i32 2, !dbg !215
  %62 = load float*, float** %61, align 8, !dbg !215
  %63 = bitcast float* %62 to i8*, !dbg !216
  call void @free(i8* noundef %63) #6, !dbg !217
  %64 = getelementptr inbounds %struct.image, %struct.image* %9, i32 0, i32 2, !dbg !218
  %65 = load float*, float** %64, align 8, !dbg !218
  %66 = bitcast float* %65 to i8*, !dbg !219
  call void @free(i8* noundef %66) #6, !dbg !220
  ret i32 0, !dbg !221
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @image_init(%struct.image* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !222 {
  %4 = alloca %struct.image*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store %struct.image* %0, %struct.image** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.image** %4, metadata !226, metadata !DIExpression()), !dbg !227
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !228, metadata !DIExpression()), !dbg !229
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !230, metadata !DIExpression()), !dbg !231
  %8 = load i32, i32* %5, align 4, !dbg !232
  %9 = load %struct.image*, %struct.image** %4, align 8, !dbg !233
  %10 = getelementptr inbounds %struct.image, %struct.image* %9, i32 0, i32 0, !dbg !234
  store i32 %8, i32* %10, align 8, !dbg !235
  %11 = load i32, i32* %6, align 4, !dbg !236
  %12 = load %struct.image*, %struct.image** %4, align 8, !dbg !237
  %13 = getelementptr inbounds %struct.image, %struct.image* %12, i32 0, i32 1, !dbg !238
  store i32 %11, i32* %13, align 4, !dbg !239
  %14 = load i32, i32* %5, align 4, !dbg !240
  %15 = sext i32 %14 to i64, !dbg !241
  %16 = mul i64 4, %15, !dbg !242
  %17 = load i32, i32* %6, align 4, !dbg !243
  %18 = sext i32 %17 to i64, !dbg !244
  %19 = mul i64 %16, %18, !dbg !245
  %20 = call noalias i8* @malloc(i64 noundef %19) #6, !dbg !246
  %21 = bitcast i8* %20 to float*, !dbg !246
  %22 = load %struct.image*, %struct.image** %4, align 8, !dbg !247
  %23 = getelementptr inbounds %struct.image, %struct.image* %22, i32 0, i32 2, !dbg !248
  store float* %21, float** %23, align 8, !dbg !249
  call void @llvm.dbg.declare(metadata i32* %7, metadata !250, metadata !DIExpression()), !dbg !252
  store i32 0, i32* %7, align 4, !dbg !252
  br label %24, !dbg !253

24:                                               ; preds = %40, %3
  %25 = load i32, i32* %7, align 4, !dbg !254
  %26 = load i32, i32* %5, align 4, !dbg !256
  %27 = load i32, i32* %6, align 4, !dbg !257
  %28 = mul nsw i32 %26, %27, !dbg !258
  %29 = icmp slt i32 %25, %28, !dbg !259
  br i1 %29, label %30, label %43, !dbg !260

30:                                               ; preds = %24
  %31 = load i32, i32* %7, align 4, !dbg !261
  %32 = srem i32 %31, 17, !dbg !262
  %33 = sitofp i32 %32 to float, !dbg !263
  %34 = load %struct.image*, %struct.image** %4, align 8, !dbg !264
  %35 = getelementptr inbounds %struct.image, %struct.image* %34, i32 0, i32 2, !dbg !265
  %36 = load float*, float** %35, align 8, !dbg !265
  %37 = load i32, i32* %7, align 4, !dbg !266
  %38 = sext i32 %37 to i64, !dbg !264
  %39 = getelementptr inbounds float, float* %36, i64 %38, !dbg !264
  store float %33, float* %39, align 4, !dbg !267
  br label %40, !dbg !264

40:                                               ; preds = %30
  %41 = load i32, i32* %7, align 4, !dbg !268
  %42 = add nsw i32 %41, 1, !dbg !268
  store i32 %42, i32* %7, align 4, !dbg !268
  br label %24, !dbg !269, !llvm.loop !270

43:                                               ; preds = %24
  ret void, !dbg !272
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @both(%struct.image* noundef %0) #0 !dbg !273 {
  %2 = alloca %struct.image*, align 8
  store %struct.image* %0, %struct.image** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.image** %2, metadata !274, metadata !DIExpression()), !dbg !275
  %3 = load %struct.image*, %struct.image** %2, align 8, !dbg !276
  %4 = call double @total(%struct.image* noundef %3), !dbg !277
  %5 = load %struct.image*, %struct.image** %2, align 8, !dbg !278
  %6 = call double @columns(%struct.image* noundef %5), !dbg !279
  %7 = fadd double %4, %6, !dbg !280
  ret double %7, !dbg !281
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_fields.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "fb1be80d3a862b23a7927e25a000c262")
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
!15 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 20, type: !16, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !19}
!18 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "image", file: !1, line: 10, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 128, elements: !23)
!23 = !{!24, !26, !27}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !22, file: !1, line: 8, baseType: !25, size: 32)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !22, file: !1, line: 8, baseType: !25, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "px", scope: !22, file: !1, line: 9, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!29 = !{}
!30 = !DILocalVariable(name: "im", arg: 1, scope: !15, file: !1, line: 20, type: !19)
!31 = !DILocation(line: 20, column: 27, scope: !15)
!32 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 21, type: !18)
!33 = !DILocation(line: 21, column: 10, scope: !15)
!34 = !DILocalVariable(name: "y", scope: !35, file: !1, line: 22, type: !25)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 22, column: 3)
!36 = !DILocation(line: 22, column: 12, scope: !35)
!37 = !DILocation(line: 22, column: 8, scope: !35)
!38 = !DILocation(line: 22, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 22, column: 3)
!40 = !DILocation(line: 22, column: 23, scope: !39)
!41 = !DILocation(line: 22, column: 27, scope: !39)
!42 = !DILocation(line: 22, column: 21, scope: !39)
!43 = !DILocation(line: 22, column: 3, scope: !35)
!44 = !DILocalVariable(name: "x", scope: !45, file: !1, line: 23, type: !25)
!45 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 5)
!46 = !DILocation(line: 23, column: 14, scope: !45)
!47 = !DILocation(line: 23, column: 10, scope: !45)
!48 = !DILocation(line: 23, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 23, column: 5)
!50 = !DILocation(line: 23, column: 25, scope: !49)
!51 = !DILocation(line: 23, column: 29, scope: !49)
!52 = !DILocation(line: 23, column: 23, scope: !49)
!53 = !DILocation(line: 23, column: 5, scope: !45)
!54 = !DILocation(line: 24, column: 12, scope: !49)
!55 = !DILocation(line: 24, column: 16, scope: !49)
!56 = !DILocation(line: 24, column: 19, scope: !49)
!57 = !DILocation(line: 24, column: 23, scope: !49)
!58 = !DILocation(line: 24, column: 27, scope: !49)
!59 = !DILocation(line: 24, column: 21, scope: !49)
!60 = !DILocation(line: 24, column: 31, scope: !49)
!61 = !DILocation(line: 24, column: 29, scope: !49)
!62 = !DILocation(line: 24, column: 9, scope: !49)
!63 = !DILocation(line: 24, column: 7, scope: !49)
!64 = !DILocation(line: 23, column: 33, scope: !49)
!65 = !DILocation(line: 23, column: 5, scope: !49)
!66 = distinct !{!66, !53, !67, !68}
!67 = !DILocation(line: 24, column: 32, scope: !45)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 22, column: 31, scope: !39)
!70 = !DILocation(line: 22, column: 3, scope: !39)
!71 = distinct !{!71, !43, !72, !68}
!72 = !DILocation(line: 24, column: 32, scope: !35)
!73 = !DILocation(line: 25, column: 10, scope: !15)
!74 = !DILocation(line: 25, column: 3, scope: !15)
!75 = distinct !DISubprogram(name: "columns", scope: !1, file: !1, line: 29, type: !16, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!76 = !DILocalVariable(name: "im", arg: 1, scope: !75, file: !1, line: 29, type: !19)
!77 = !DILocation(line: 29, column: 29, scope: !75)
!78 = !DILocalVariable(name: "s", scope: !75, file: !1, line: 30, type: !18)
!79 = !DILocation(line: 30, column: 10, scope: !75)
!80 = !DILocalVariable(name: "x", scope: !81, file: !1, line: 31, type: !25)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 31, column: 3)
!82 = !DILocation(line: 31, column: 12, scope: !81)
!83 = !DILocation(line: 31, column: 8, scope: !81)
!84 = !DILocation(line: 31, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 31, column: 3)
!86 = !DILocation(line: 31, column: 23, scope: !85)
!87 = !DILocation(line: 31, column: 27, scope: !85)
!88 = !DILocation(line: 31, column: 21, scope: !85)
!89 = !DILocation(line: 31, column: 3, scope: !81)
!90 = !DILocalVariable(name: "y", scope: !91, file: !1, line: 32, type: !25)
!91 = distinct !DILexicalBlock(scope: !85, file: !1, line: 32, column: 5)
!92 = !DILocation(line: 32, column: 14, scope: !91)
!93 = !DILocation(line: 32, column: 10, scope: !91)
!94 = !DILocation(line: 32, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 32, column: 5)
!96 = !DILocation(line: 32, column: 25, scope: !95)
!97 = !DILocation(line: 32, column: 29, scope: !95)
!98 = !DILocation(line: 32, column: 23, scope: !95)
!99 = !DILocation(line: 32, column: 5, scope: !91)
!100 = !DILocation(line: 33, column: 12, scope: !95)
!101 = !DILocation(line: 33, column: 16, scope: !95)
!102 = !DILocation(line: 33, column: 19, scope: !95)
!103 = !DILocation(line: 33, column: 23, scope: !95)
!104 = !DILocation(line: 33, column: 27, scope: !95)
!105 = !DILocation(line: 33, column: 21, scope: !95)
!106 = !DILocation(line: 33, column: 31, scope: !95)
!107 = !DILocation(line: 33, column: 29, scope: !95)
!108 = !DILocation(line: 33, column: 37, scope: !95)
!109 = !DILocation(line: 33, column: 39, scope: !95)
!110 = !DILocation(line: 33, column: 36, scope: !95)
!111 = !DILocation(line: 33, column: 34, scope: !95)
!112 = !DILocation(line: 33, column: 9, scope: !95)
!113 = !DILocation(line: 33, column: 7, scope: !95)
!114 = !DILocation(line: 32, column: 33, scope: !95)
!115 = !DILocation(line: 32, column: 5, scope: !95)
!116 = distinct !{!116, !99, !117, !68}
!117 = !DILocation(line: 33, column: 42, scope: !91)
!118 = !DILocation(line: 31, column: 32, scope: !85)
!119 = !DILocation(line: 31, column: 3, scope: !85)
!120 = distinct !{!120, !89, !121, !68}
!121 = !DILocation(line: 33, column: 42, scope: !81)
!122 = !DILocation(line: 34, column: 10, scope: !75)
!123 = !DILocation(line: 34, column: 3, scope: !75)
!124 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 39, type: !125, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !28, !127, !6}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!129 = !DILocalVariable(name: "v", arg: 1, scope: !124, file: !1, line: 39, type: !28)
!130 = !DILocation(line: 39, column: 19, scope: !124)
!131 = !DILocalVariable(name: "n", arg: 2, scope: !124, file: !1, line: 39, type: !127)
!132 = !DILocation(line: 39, column: 33, scope: !124)
!133 = !DILocalVariable(name: "f", arg: 3, scope: !124, file: !1, line: 39, type: !6)
!134 = !DILocation(line: 39, column: 42, scope: !124)
!135 = !DILocalVariable(name: "i", scope: !136, file: !1, line: 40, type: !25)
!136 = distinct !DILexicalBlock(scope: !124, file: !1, line: 40, column: 3)
!137 = !DILocation(line: 40, column: 12, scope: !136)
!138 = !DILocation(line: 40, column: 8, scope: !136)
!139 = !DILocation(line: 40, column: 19, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !1, line: 40, column: 3)
!141 = !DILocation(line: 40, column: 24, scope: !140)
!142 = !DILocation(line: 40, column: 23, scope: !140)
!143 = !DILocation(line: 40, column: 21, scope: !140)
!144 = !DILocation(line: 40, column: 3, scope: !136)
!145 = !DILocation(line: 41, column: 13, scope: !140)
!146 = !DILocation(line: 41, column: 5, scope: !140)
!147 = !DILocation(line: 41, column: 7, scope: !140)
!148 = !DILocation(line: 41, column: 10, scope: !140)
!149 = !DILocation(line: 40, column: 28, scope: !140)
!150 = !DILocation(line: 40, column: 3, scope: !140)
!151 = distinct !{!151, !144, !152, !68}
!152 = !DILocation(line: 41, column: 13, scope: !136)
!153 = !DILocation(line: 42, column: 1, scope: !124)
!154 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 44, type: !155, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !29)
!155 = !DISubroutineType(types: !156)
!156 = !{!25, !25, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!159 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!160 = !DILocalVariable(name: "argc", arg: 1, scope: !154, file: !1, line: 44, type: !25)
!161 = !DILocation(line: 44, column: 14, scope: !154)
!162 = !DILocalVariable(name: "argv", arg: 2, scope: !154, file: !1, line: 44, type: !157)
!163 = !DILocation(line: 44, column: 27, scope: !154)
!164 = !DILocalVariable(name: "w", scope: !154, file: !1, line: 45, type: !25)
!165 = !DILocation(line: 45, column: 7, scope: !154)
!166 = !DILocation(line: 45, column: 11, scope: !154)
!167 = !DILocation(line: 45, column: 16, scope: !154)
!168 = !DILocation(line: 45, column: 27, scope: !154)
!169 = !DILocation(line: 45, column: 22, scope: !154)
!170 = !DILocalVariable(name: "h", scope: !154, file: !1, line: 46, type: !25)
!171 = !DILocation(line: 46, column: 7, scope: !154)
!172 = !DILocation(line: 46, column: 11, scope: !154)
!173 = !DILocation(line: 46, column: 16, scope: !154)
!174 = !DILocation(line: 46, column: 27, scope: !154)
!175 = !DILocation(line: 46, column: 22, scope: !154)
!176 = !DILocalVariable(name: "a", scope: !154, file: !1, line: 47, type: !21)
!177 = !DILocation(line: 47, column: 9, scope: !154)
!178 = !DILocalVariable(name: "b", scope: !154, file: !1, line: 47, type: !21)
!179 = !DILocation(line: 47, column: 12, scope: !154)
!180 = !DILocation(line: 48, column: 18, scope: !154)
!181 = !DILocation(line: 48, column: 21, scope: !154)
!182 = !DILocation(line: 48, column: 3, scope: !154)
!183 = !DILocation(line: 49, column: 18, scope: !154)
!184 = !DILocation(line: 49, column: 20, scope: !154)
!185 = !DILocation(line: 49, column: 29, scope: !154)
!186 = !DILocation(line: 49, column: 27, scope: !154)
!187 = !DILocation(line: 49, column: 3, scope: !154)
!188 = !DILocalVariable(name: "s", scope: !154, file: !1, line: 50, type: !18)
!189 = !DILocation(line: 50, column: 10, scope: !154)
!190 = !DILocation(line: 50, column: 14, scope: !154)
!191 = !DILocation(line: 50, column: 25, scope: !154)
!192 = !DILocation(line: 50, column: 23, scope: !154)
!193 = !DILocalVariable(name: "na", scope: !154, file: !1, line: 51, type: !25)
!194 = !DILocation(line: 51, column: 7, scope: !154)
!195 = !DILocation(line: 51, column: 12, scope: !154)
!196 = !DILocation(line: 51, column: 16, scope: !154)
!197 = !DILocation(line: 51, column: 14, scope: !154)
!198 = !DILocalVariable(name: "nb", scope: !154, file: !1, line: 51, type: !25)
!199 = !DILocation(line: 51, column: 19, scope: !154)
!200 = !DILocation(line: 51, column: 25, scope: !154)
!201 = !DILocation(line: 51, column: 27, scope: !154)
!202 = !DILocation(line: 51, column: 32, scope: !154)
!203 = !DILocation(line: 51, column: 38, scope: !154)
!204 = !DILocation(line: 51, column: 36, scope: !154)
!205 = !DILocation(line: 52, column: 11, scope: !154)
!206 = !DILocation(line: 52, column: 3, scope: !154)
!207 = !DILocation(line: 53, column: 11, scope: !154)
!208 = !DILocation(line: 53, column: 3, scope: !154)
!209 = !DILocation(line: 54, column: 8, scope: !154)
!210 = !DILocation(line: 54, column: 20, scope: !154)
!211 = !DILocation(line: 54, column: 18, scope: !154)
!212 = !DILocation(line: 54, column: 5, scope: !154)
!213 = !DILocation(line: 55, column: 18, scope: !154)
!214 = !DILocation(line: 55, column: 3, scope: !154)
!215 = !DILocation(line: 56, column: 10, scope: !154)
!216 = !DILocation(line: 56, column: 8, scope: !154)
!217 = !DILocation(line: 56, column: 3, scope: !154)
!218 = !DILocation(line: 57, column: 10, scope: !154)
!219 = !DILocation(line: 57, column: 8, scope: !154)
!220 = !DILocation(line: 57, column: 3, scope: !154)
!221 = !DILocation(line: 58, column: 3, scope: !154)
!222 = distinct !DISubprogram(name: "image_init", scope: !1, file: !1, line: 12, type: !223, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !225, !25, !25}
!225 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!226 = !DILocalVariable(name: "im", arg: 1, scope: !222, file: !1, line: 12, type: !225)
!227 = !DILocation(line: 12, column: 31, scope: !222)
!228 = !DILocalVariable(name: "w", arg: 2, scope: !222, file: !1, line: 12, type: !25)
!229 = !DILocation(line: 12, column: 39, scope: !222)
!230 = !DILocalVariable(name: "h", arg: 3, scope: !222, file: !1, line: 12, type: !25)
!231 = !DILocation(line: 12, column: 46, scope: !222)
!232 = !DILocation(line: 13, column: 11, scope: !222)
!233 = !DILocation(line: 13, column: 3, scope: !222)
!234 = !DILocation(line: 13, column: 7, scope: !222)
!235 = !DILocation(line: 13, column: 9, scope: !222)
!236 = !DILocation(line: 14, column: 11, scope: !222)
!237 = !DILocation(line: 14, column: 3, scope: !222)
!238 = !DILocation(line: 14, column: 7, scope: !222)
!239 = !DILocation(line: 14, column: 9, scope: !222)
!240 = !DILocation(line: 15, column: 43, scope: !222)
!241 = !DILocation(line: 15, column: 35, scope: !222)
!242 = !DILocation(line: 15, column: 33, scope: !222)
!243 = !DILocation(line: 15, column: 55, scope: !222)
!244 = !DILocation(line: 15, column: 47, scope: !222)
!245 = !DILocation(line: 15, column: 45, scope: !222)
!246 = !DILocation(line: 15, column: 12, scope: !222)
!247 = !DILocation(line: 15, column: 3, scope: !222)
!248 = !DILocation(line: 15, column: 7, scope: !222)
!249 = !DILocation(line: 15, column: 10, scope: !222)
!250 = !DILocalVariable(name: "i", scope: !251, file: !1, line: 16, type: !25)
!251 = distinct !DILexicalBlock(scope: !222, file: !1, line: 16, column: 3)
!252 = !DILocation(line: 16, column: 12, scope: !251)
!253 = !DILocation(line: 16, column: 8, scope: !251)
!254 = !DILocation(line: 16, column: 19, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !1, line: 16, column: 3)
!256 = !DILocation(line: 16, column: 23, scope: !255)
!257 = !DILocation(line: 16, column: 27, scope: !255)
!258 = !DILocation(line: 16, column: 25, scope: !255)
!259 = !DILocation(line: 16, column: 21, scope: !255)
!260 = !DILocation(line: 16, column: 3, scope: !251)
!261 = !DILocation(line: 17, column: 25, scope: !255)
!262 = !DILocation(line: 17, column: 27, scope: !255)
!263 = !DILocation(line: 17, column: 17, scope: !255)
!264 = !DILocation(line: 17, column: 5, scope: !255)
!265 = !DILocation(line: 17, column: 9, scope: !255)
!266 = !DILocation(line: 17, column: 12, scope: !255)
!267 = !DILocation(line: 17, column: 15, scope: !255)
!268 = !DILocation(line: 16, column: 31, scope: !255)
!269 = !DILocation(line: 16, column: 3, scope: !255)
!270 = distinct !{!270, !260, !271, !68}
!271 = !DILocation(line: 17, column: 31, scope: !251)
!272 = !DILocation(line: 18, column: 1, scope: !222)
!273 = distinct !DISubprogram(name: "both", scope: !1, file: !1, line: 37, type: !16, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !29)
!274 = !DILocalVariable(name: "im", arg: 1, scope: !273, file: !1, line: 37, type: !19)
!275 = !DILocation(line: 37, column: 33, scope: !273)
!276 = !DILocation(line: 37, column: 52, scope: !273)
!277 = !DILocation(line: 37, column: 46, scope: !273)
!278 = !DILocation(line: 37, column: 66, scope: !273)
!279 = !DILocation(line: 37, column: 58, scope: !273)
!280 = !DILocation(line: 37, column: 56, scope: !273)
!281 = !DILocation(line: 37, column: 39, scope: !273)
