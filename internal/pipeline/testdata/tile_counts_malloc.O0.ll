; ModuleID = 'tile_counts_malloc.c'
source_filename = "tile_counts_malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.1f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %12 = load i32, i32* %4, align 4, !dbg !28
  %13 = icmp sgt i32 %12, 1, !dbg !29
  br i1 %13, label %14, label %19, !dbg !28

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !30
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !30
  %17 = load i8*, i8** %16, align 8, !dbg !30
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !31
  br label %20, !dbg !28

19:                                               ; preds = %2
  br label %20, !dbg !28

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 48, %19 ], !dbg !28
  store i32 %21, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %22 = load i32, i32* %4, align 4, !dbg !34
  %23 = icmp sgt i32 %22, 2, !dbg !35
  br i1 %23, label %24, label %29, !dbg !34

24:                                               ; preds = %20
  %25 = load i8**, i8*** %5, align 8, !dbg !36
  %26 = getelementptr inbounds i8*, i8** %25, i64 2, !dbg !36
  %27 = load i8*, i8** %26, align 8, !dbg !36
  %28 = call i32 @atoi(i8* noundef %27) #5, !dbg !37
  br label %30, !dbg !34

29:                                               ; preds = %20
  br label %30, !dbg !34

30:                                               ; preds = %29, %24
  %31 = phi i32 [ %28, %24 ], [ 16, %29 ], !dbg !34
  store i32 %31, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !41
  %32 = load i32, i32* %6, align 4, !dbg !42
  %33 = sext i32 %32 to i64, !dbg !43
  %34 = load i32, i32* %6, align 4, !dbg !44
  %35 = sext i32 %34 to i64, !dbg !44
  %36 = mul i64 %33, %35, !dbg !45
  %37 = mul i64 %36, 8, !dbg !46
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !47
  %39 = bitcast i8* %38 to double*, !dbg !47
  store double* %39, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %9, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %9, align 4, !dbg !50
  br label %40, !dbg !51

40:                                               ; preds = %51, %30
  %41 = load i32, i32* %9, align 4, !dbg !52
  %42 = load i32, i32* %6, align 4, !dbg !54
  %43 = load i32, i32* %6, align 4, !dbg !55
  %44 = mul nsw i32 %42, %43, !dbg !56
  %45 = icmp slt i32 %41, %44, !dbg !57
  br i1 %45, label %46, label %54, !dbg !58

46:                                               ; preds = %40
  %47 = load double*, double** %8, align 8, !dbg !59
  %48 = load i32, i32* %9, align 4, !dbg !60
  %49 = sext i32 %48 to i64, !dbg !59
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !59
  store double 0.000000e+00, double* %50, align 8, !dbg !61
  br label %51, !dbg !59

51:                                               ; preds = %46
  %52 = load i32, i32* %9, align 4, !dbg !62
  %53 = add nsw i32 %52, 1, !dbg !62
  store i32 %53, i32* %9, align 4, !dbg !62
  br label %40, !dbg !63, !llvm.loop !64

54:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata double** %10, metadata !67, metadata !DIExpression()), !dbg !68
  %55 = load i32, i32* %6, align 4, !dbg !69
  %56 = sext i32 %55 to i64, !dbg !70
  %57 = load i32, i32* %6, align 4, !dbg !71
  %58 = sext i32 %57 to i64, !dbg !71
  %59 = mul i64 %56, %58, !dbg !72
  %60 = load i32, i32* %7, align 4, !dbg !73
  %61 = sext i32 %60 to i64, !dbg !73
  %62 = udiv i64 %59, %61, !dbg !74
  %63 = add i64 %62, 1, !dbg !75
  %64 = mul i64 %63, 8, !dbg !76
  %65 = call noalias i8* @malloc(i64 noundef %64) #6, !dbg !77
  %66 = bitcast i8* %65 to double*, !dbg !77
  store double* %66, double** %10, align 8, !dbg !68
  %67 = load double*, double** %8, align 8, !dbg !78
  %68 = load i32, i32* %6, align 4, !dbg !79
  %69 = load i32, i32* %7, align 4, !dbg !80
  call void @add_tiles(double* noundef %67, i32 noundef %68, i32 noundef %69), !dbg !81
  call void @llvm.dbg.declare(metadata double* %11, metadata !82, metadata !DIExpression()), !dbg !83
  %70 = load double*, double** %8, align 8, !dbg !84
  %71 = load double*, double** %10, align 8, !dbg !85
  %72 = load i32, i32* %6, align 4, !dbg !86
  %73 = load i32, i32* %6, align 4, !dbg !87
  %74 = mul nsw i32 %72, %73, !dbg !88
  %75 = load i32, i32* %7, align 4, !dbg !89
  %76 = call double @block_sums(double* noundef %70, double* noundef %71, i32 noundef %74, i32 noundef %75), !dbg !90
  store double %76, double* %11, align 8, !dbg !83
  %77 = load double*, double** %8, align 8, !dbg !91
  %78 = load i32, i32* %6, align 4, !dbg !92
  %79 = load i32, i32* %6, align 4, !dbg !93
  %80 = mul nsw i32 %78, %79, !dbg !94
  %81 = sub nsw i32 %80, 1, !dbg !95
  %82 = sext i32 %81 to i64, !dbg !91
  %83 = getelementptr inbounds double, double* %77, i64 %82, !dbg !91
  %84 = load double, double* %83, align 8, !dbg !91
  %85 = load double, double* %11, align 8, !dbg !96
  %86 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %84, double noundef %85), !dbg !97
  %87 = load double*, double** %8, align 8, !dbg !98
  %88 = bitcast double* %87 to i8*, !dbg !98
  call void @free(i8* noundef %88) #6, !dbg !99
  %89 = load double*, double** %10, align 8, !dbg !100
  %90 = bitcast double* %89 to i8*, !dbg !100
  call void @free(i8* noundef %90) #6, !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_tiles(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !103 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !106, metadata !DIExpression()), !dbg !107
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !108, metadata !DIExpression()), !dbg !109
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !110, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata i32* %7, metadata !112, metadata !DIExpression()), !dbg !113
  %13 = load i32, i32* %5, align 4, !dbg !114
  %14 = load i32, i32* %6, align 4, !dbg !115
  %15 = add nsw i32 %13, %14, !dbg !116
  %16 = sub nsw i32 %15, 1, !dbg !117
  %17 = load i32, i32* %6, align 4, !dbg !118
  %18 = sdiv i32 %16, %17, !dbg !119
  store i32 %18, i32* %7, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %8, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %8, align 4, !dbg !122
  br label %19, !dbg !123

19:                                               ; preds = %78, %3
  %20 = load i32, i32* %8, align 4, !dbg !124
  %21 = load i32, i32* %7, align 4, !dbg !126
  %22 = load i32, i32* %7, align 4, !dbg !127
  %23 = mul nsw i32 %21, %22, !dbg !128
  %24 = icmp slt i32 %20, %23, !dbg !129
  br i1 %24, label %25, label %81, !dbg !130

25:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %9, metadata !131, metadata !DIExpression()), !dbg !133
  %26 = load i32, i32* %8, align 4, !dbg !134
  %27 = load i32, i32* %7, align 4, !dbg !135
  %28 = sdiv i32 %26, %27, !dbg !136
  %29 = load i32, i32* %6, align 4, !dbg !137
  %30 = mul nsw i32 %28, %29, !dbg !138
  store i32 %30, i32* %9, align 4, !dbg !133
  call void @llvm.dbg.declare(metadata i32* %10, metadata !139, metadata !DIExpression()), !dbg !140
  %31 = load i32, i32* %8, align 4, !dbg !141
  %32 = load i32, i32* %7, align 4, !dbg !142
  %33 = srem i32 %31, %32, !dbg !143
  %34 = load i32, i32* %6, align 4, !dbg !144
  %35 = mul nsw i32 %33, %34, !dbg !145
  store i32 %35, i32* %10, align 4, !dbg !140
  call void @llvm.dbg.declare(metadata i32* %11, metadata !146, metadata !DIExpression()), !dbg !148
  %36 = load i32, i32* %9, align 4, !dbg !149
  store i32 %36, i32* %11, align 4, !dbg !148
  br label %37, !dbg !150

37:                                               ; preds = %74, %25
  %38 = load i32, i32* %11, align 4, !dbg !151
  %39 = load i32, i32* %9, align 4, !dbg !153
  %40 = load i32, i32* %6, align 4, !dbg !154
  %41 = add nsw i32 %39, %40, !dbg !155
  %42 = load i32, i32* %5, align 4, !dbg !156
  %43 = call i32 @min(i32 noundef %41, i32 noundef %42), !dbg !157
  %44 = icmp slt i32 %38, %43, !dbg !158
  br i1 %44, label %45, label %77, !dbg !159

45:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %12, metadata !160, metadata !DIExpression()), !dbg !162
  %46 = load i32, i32* %10, align 4, !dbg !163
  store i32 %46, i32* %12, align 4, !dbg !162
  br label %47, !dbg !164

47:                                               ; preds = %70, %45
  %48 = load i32, i32* %12, align 4, !dbg !165
  %49 = load i32, i32* %10, align 4, !dbg !167
  %50 = load i32, i32* %6, align 4, !dbg !168
  %51 = add nsw i32 %49, %50, !dbg !169
  %52 = load i32, i32* %5, align 4, !dbg !170
  %53 = call i32 @min(i32 noundef %51, i32 noundef %52), !dbg !171
  %54 = icmp slt i32 %48, %53, !dbg !172
  br i1 %54, label %55, label %73, !dbg !173

55:                                               ; preds = %47
  %56 = load i32, i32* %11, align 4, !dbg !174
  %57 = load i32, i32* %12, align 4, !dbg !175
  %58 = add nsw i32 %56, %57, !dbg !176
  %59 = sitofp i32 %58 to double, !dbg !174
  %60 = load double*, double** %4, align 8, !dbg !177
  %61 = load i32, i32* %11, align 4, !dbg !178
  %62 = load i32, i32* %5, align 4, !dbg !179
  %63 = mul nsw i32 %61, %62, !dbg !180
  %64 = load i32, i32* %12, align 4, !dbg !181
  %65 = add nsw i32 %63, %64, !dbg !182
  %66 = sext i32 %65 to i64, !dbg !177
  %67 = getelementptr inbounds double, double* %60, i64 %66, !dbg !177
  %68 = load double, double* %67, align 8, !dbg !183
  %69 = fadd double %68, %59, !dbg !183
  store double %69, double* %67, align 8, !dbg !183
  br label %70, !dbg !177

70:                                               ; preds = %55
  %71 = load i32, i32* %12, align 4, !dbg !184
  %72 = add nsw i32 %71, 1, !dbg !184
  store i32 %72, i32* %12, align 4, !dbg !184
  br label %47, !dbg !185, !llvm.loop !186

73:                                               ; preds = %47
  br label %74, !dbg !187

74:                                               ; preds = %73
  %75 = load i32, i32* %11, align 4, !dbg !188
  %76 = add nsw i32 %75, 1, !dbg !188
  store i32 %76, i32* %11, align 4, !dbg !188
  br label %37, !dbg !189, !llvm.loop !190

77:                                               ; preds = %37
  br label %78, !dbg !192

78:                                               ; preds = %77
  %79 = load i32, i32* %8, align 4, !dbg !193
  %80 = add nsw i32 %79, 1, !dbg !193
  store i32 %80, i32* %8, align 4, !dbg !193
  br label %19, !dbg !194, !llvm.loop !195

81:                                               ; preds = %19
  ret void, !dbg !197
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @block_sums(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !198 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !203, metadata !DIExpression()), !dbg !204
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !205, metadata !DIExpression()), !dbg !206
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !207, metadata !DIExpression()), !dbg !208
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !209, metadata !DIExpression()), !dbg !210
  call void @llvm.dbg.declare(metadata i32* %9, metadata !211, metadata !DIExpression()), !dbg !212
  %15 = load i32, i32* %7, align 4, !dbg !213
  %16 = load i32, i32* %8, align 4, !dbg !214
  %17 = sdiv i32 %15, %16, !dbg !215
  store i32 %17, i32* %9, align 4, !dbg !212
  call void @llvm.dbg.declare(metadata double* %10, metadata !216, metadata !DIExpression()), !dbg !217
  store double 0.000000e+00, double* %10, align 8, !dbg !217
  call void @llvm.dbg.declare(metadata i32* %11, metadata !218, metadata !DIExpression()), !dbg !220
  store i32 0, i32* %11, align 4, !dbg !220
  br label %18, !dbg !221

18:                                               ; preds = %53, %4
  %19 = load i32, i32* %11, align 4, !dbg !222
  %20 = load i32, i32* %9, align 4, !dbg !224
  %21 = icmp slt i32 %19, %20, !dbg !225
  br i1 %21, label %22, label %56, !dbg !226

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %12, metadata !227, metadata !DIExpression()), !dbg !229
  store double 0.000000e+00, double* %12, align 8, !dbg !229
  call void @llvm.dbg.declare(metadata i32* %13, metadata !230, metadata !DIExpression()), !dbg !232
  %23 = load i32, i32* %11, align 4, !dbg !233
  %24 = load i32, i32* %8, align 4, !dbg !234
  %25 = mul nsw i32 %23, %24, !dbg !235
  store i32 %25, i32* %13, align 4, !dbg !232
  br label %26, !dbg !236

26:                                               ; preds = %41, %22
  %27 = load i32, i32* %13, align 4, !dbg !237
  %28 = load i32, i32* %11, align 4, !dbg !239
  %29 = add nsw i32 %28, 1, !dbg !240
  %30 = load i32, i32* %8, align 4, !dbg !241
  %31 = mul nsw i32 %29, %30, !dbg !242
  %32 = icmp slt i32 %27, %31, !dbg !243
  br i1 %32, label %33, label %44, !dbg !244

33:                                               ; preds = %26
  %34 = load double*, double** %5, align 8, !dbg !245
  %35 = load i32, i32* %13, align 4, !dbg !246
  %36 = sext i32 %35 to i64, !dbg !245
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !245
  %38 = load double, double* %37, align 8, !dbg !245
  %39 = load double, double* %12, align 8, !dbg !247
  %40 = fadd double %39, %38, !dbg !247
  store double %40, double* %12, align 8, !dbg !247
  br label %41, !dbg !248

41:                                               ; preds = %33
  %42 = load i32, i32* %13, align 4, !dbg !249
  %43 = add nsw i32 %42, 1, !dbg !249
  store i32 %43, i32* %13, align 4, !dbg !249
  br label %26, !dbg !250, !llvm.loop !251

44:                                               ; preds = %26
  %45 = load double, double* %12, align 8, !dbg !253
  %46 = load double*, double** %6, align 8, !dbg !254
  %47 = load i32, i32* %11, align 4, !dbg !255
  %48 = sext i32 %47 to i64, !dbg !254
  %49 = getelementptr inbounds double, double* %46, i64 %48, !dbg !254
  store double %45, double* %49, align 8, !dbg !256
  %50 = load double, double* %12, align 8, !dbg !257
  %51 = load double, double* %10, align 8, !dbg !258
  %52 = fadd double %51, %50, !dbg !258
  store double %52, double* %10, align 8, !dbg !258
  br label %53, !dbg !259

53:                                               ; preds = %44
  %54 = load i32, i32* %11, align 4, !dbg !260
  %55 = add nsw i32 %54, 1, !dbg !260
  store i32 %55, i32* %11, align 4, !dbg !260
  br label %18, !dbg !261, !llvm.loop !262

56:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %14, metadata !264, metadata !DIExpression()), !dbg !266
  %57 = load i32, i32* %9, align 4, !dbg !267
  %58 = load i32, i32* %8, align 4, !dbg !268
  %59 = mul nsw i32 %57, %58, !dbg !269
  store i32 %59, i32* %14, align 4, !dbg !266
  br label %60, !dbg !270

60:                                               ; preds = %72, %56
  %61 = load i32, i32* %14, align 4, !dbg !271
  %62 = load i32, i32* %7, align 4, !dbg !273
  %63 = icmp slt i32 %61, %62, !dbg !274
  br i1 %63, label %64, label %75, !dbg !275

64:                                               ; preds = %60
  %65 = load double*, double** %5, align 8, !dbg !276
  %66 = load i32, i32* %14, align 4, !dbg !277
  %67 = sext i32 %66 to i64, !dbg !276
  %68 = getelementptr inbounds double, double* %65, i64 %67, !dbg !276
  %69 = load double, double* %68, align 8, !dbg !276
  %70 = load double, double* %10, align 8, !dbg !278
  %71 = fadd double %70, %69, !dbg !278
  store double %71, double* %10, align 8, !dbg !278
  br label %72, !dbg !279

72:                                               ; preds = %64
  %73 = load i32, i32* %14, align 4, !dbg !280
  %74 = add nsw i32 %73, 1, !dbg !280
  store i32 %74, i32* %14, align 4, !dbg !280
  br label %60, !dbg !281, !llvm.loop !282

75:                                               ; preds = %60
  %76 = load double, double* %10, align 8, !dbg !284
  ret double %76, !dbg !285
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min(i32 noundef %0, i32 noundef %1) #0 !dbg !286 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !289, metadata !DIExpression()), !dbg !290
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !291, metadata !DIExpression()), !dbg !292
  %5 = load i32, i32* %3, align 4, !dbg !293
  %6 = load i32, i32* %4, align 4, !dbg !294
  %7 = icmp slt i32 %5, %6, !dbg !295
  br i1 %7, label %8, label %10, !dbg !293

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !296
  br label %12, !dbg !293

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !297
  br label %12, !dbg !293

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !293
  ret i32 %13, !dbg !298
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tile_counts_malloc.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f07f4ec0adefbe79cd8262e273e05826")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !15, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 38, type: !17)
!23 = !DILocation(line: 38, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 38, type: !18)
!25 = !DILocation(line: 38, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 40, type: !17)
!27 = !DILocation(line: 40, column: 7, scope: !14)
!28 = !DILocation(line: 40, column: 11, scope: !14)
!29 = !DILocation(line: 40, column: 16, scope: !14)
!30 = !DILocation(line: 40, column: 27, scope: !14)
!31 = !DILocation(line: 40, column: 22, scope: !14)
!32 = !DILocalVariable(name: "bs", scope: !14, file: !1, line: 41, type: !17)
!33 = !DILocation(line: 41, column: 7, scope: !14)
!34 = !DILocation(line: 41, column: 12, scope: !14)
!35 = !DILocation(line: 41, column: 17, scope: !14)
!36 = !DILocation(line: 41, column: 28, scope: !14)
!37 = !DILocation(line: 41, column: 23, scope: !14)
!38 = !DILocalVariable(name: "A", scope: !14, file: !1, line: 42, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 42, column: 11, scope: !14)
!42 = !DILocation(line: 42, column: 30, scope: !14)
!43 = !DILocation(line: 42, column: 22, scope: !14)
!44 = !DILocation(line: 42, column: 34, scope: !14)
!45 = !DILocation(line: 42, column: 32, scope: !14)
!46 = !DILocation(line: 42, column: 36, scope: !14)
!47 = !DILocation(line: 42, column: 15, scope: !14)
!48 = !DILocalVariable(name: "k", scope: !49, file: !1, line: 43, type: !17)
!49 = distinct !DILexicalBlock(scope: !14, file: !1, line: 43, column: 3)
!50 = !DILocation(line: 43, column: 12, scope: !49)
!51 = !DILocation(line: 43, column: 8, scope: !49)
!52 = !DILocation(line: 43, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 43, column: 3)
!54 = !DILocation(line: 43, column: 23, scope: !53)
!55 = !DILocation(line: 43, column: 27, scope: !53)
!56 = !DILocation(line: 43, column: 25, scope: !53)
!57 = !DILocation(line: 43, column: 21, scope: !53)
!58 = !DILocation(line: 43, column: 3, scope: !49)
!59 = !DILocation(line: 44, column: 5, scope: !53)
!60 = !DILocation(line: 44, column: 7, scope: !53)
!61 = !DILocation(line: 44, column: 10, scope: !53)
!62 = !DILocation(line: 43, column: 31, scope: !53)
!63 = !DILocation(line: 43, column: 3, scope: !53)
!64 = distinct !{!64, !58, !65, !66}
!65 = !DILocation(line: 44, column: 12, scope: !49)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 45, type: !39)
!68 = !DILocation(line: 45, column: 11, scope: !14)
!69 = !DILocation(line: 45, column: 31, scope: !14)
!70 = !DILocation(line: 45, column: 23, scope: !14)
!71 = !DILocation(line: 45, column: 35, scope: !14)
!72 = !DILocation(line: 45, column: 33, scope: !14)
!73 = !DILocation(line: 45, column: 39, scope: !14)
!74 = !DILocation(line: 45, column: 37, scope: !14)
!75 = !DILocation(line: 45, column: 42, scope: !14)
!76 = !DILocation(line: 45, column: 47, scope: !14)
!77 = !DILocation(line: 45, column: 15, scope: !14)
!78 = !DILocation(line: 46, column: 13, scope: !14)
!79 = !DILocation(line: 46, column: 16, scope: !14)
!80 = !DILocation(line: 46, column: 19, scope: !14)
!81 = !DILocation(line: 46, column: 3, scope: !14)
!82 = !DILocalVariable(name: "total", scope: !14, file: !1, line: 47, type: !40)
!83 = !DILocation(line: 47, column: 10, scope: !14)
!84 = !DILocation(line: 47, column: 29, scope: !14)
!85 = !DILocation(line: 47, column: 32, scope: !14)
!86 = !DILocation(line: 47, column: 35, scope: !14)
!87 = !DILocation(line: 47, column: 39, scope: !14)
!88 = !DILocation(line: 47, column: 37, scope: !14)
!89 = !DILocation(line: 47, column: 42, scope: !14)
!90 = !DILocation(line: 47, column: 18, scope: !14)
!91 = !DILocation(line: 48, column: 25, scope: !14)
!92 = !DILocation(line: 48, column: 27, scope: !14)
!93 = !DILocation(line: 48, column: 31, scope: !14)
!94 = !DILocation(line: 48, column: 29, scope: !14)
!95 = !DILocation(line: 48, column: 33, scope: !14)
!96 = !DILocation(line: 48, column: 39, scope: !14)
!97 = !DILocation(line: 48, column: 3, scope: !14)
!98 = !DILocation(line: 49, column: 8, scope: !14)
!99 = !DILocation(line: 49, column: 3, scope: !14)
!100 = !DILocation(line: 50, column: 8, scope: !14)
!101 = !DILocation(line: 50, column: 3, scope: !14)
!102 = !DILocation(line: 51, column: 3, scope: !14)
!103 = distinct !DISubprogram(name: "add_tiles", scope: !1, file: !1, line: 11, type: !104, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!104 = !DISubroutineType(types: !105)
!105 = !{null, !39, !17, !17}
!106 = !DILocalVariable(name: "A", arg: 1, scope: !103, file: !1, line: 11, type: !39)
!107 = !DILocation(line: 11, column: 31, scope: !103)
!108 = !DILocalVariable(name: "n", arg: 2, scope: !103, file: !1, line: 11, type: !17)
!109 = !DILocation(line: 11, column: 38, scope: !103)
!110 = !DILocalVariable(name: "bs", arg: 3, scope: !103, file: !1, line: 11, type: !17)
!111 = !DILocation(line: 11, column: 45, scope: !103)
!112 = !DILocalVariable(name: "nb", scope: !103, file: !1, line: 13, type: !17)
!113 = !DILocation(line: 13, column: 7, scope: !103)
!114 = !DILocation(line: 13, column: 13, scope: !103)
!115 = !DILocation(line: 13, column: 17, scope: !103)
!116 = !DILocation(line: 13, column: 15, scope: !103)
!117 = !DILocation(line: 13, column: 20, scope: !103)
!118 = !DILocation(line: 13, column: 27, scope: !103)
!119 = !DILocation(line: 13, column: 25, scope: !103)
!120 = !DILocalVariable(name: "t", scope: !121, file: !1, line: 14, type: !17)
!121 = distinct !DILexicalBlock(scope: !103, file: !1, line: 14, column: 3)
!122 = !DILocation(line: 14, column: 12, scope: !121)
!123 = !DILocation(line: 14, column: 8, scope: !121)
!124 = !DILocation(line: 14, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 14, column: 3)
!126 = !DILocation(line: 14, column: 23, scope: !125)
!127 = !DILocation(line: 14, column: 28, scope: !125)
!128 = !DILocation(line: 14, column: 26, scope: !125)
!129 = !DILocation(line: 14, column: 21, scope: !125)
!130 = !DILocation(line: 14, column: 3, scope: !121)
!131 = !DILocalVariable(name: "ii", scope: !132, file: !1, line: 15, type: !17)
!132 = distinct !DILexicalBlock(scope: !125, file: !1, line: 14, column: 37)
!133 = !DILocation(line: 15, column: 9, scope: !132)
!134 = !DILocation(line: 15, column: 15, scope: !132)
!135 = !DILocation(line: 15, column: 19, scope: !132)
!136 = !DILocation(line: 15, column: 17, scope: !132)
!137 = !DILocation(line: 15, column: 25, scope: !132)
!138 = !DILocation(line: 15, column: 23, scope: !132)
!139 = !DILocalVariable(name: "jj", scope: !132, file: !1, line: 15, type: !17)
!140 = !DILocation(line: 15, column: 29, scope: !132)
!141 = !DILocation(line: 15, column: 35, scope: !132)
!142 = !DILocation(line: 15, column: 39, scope: !132)
!143 = !DILocation(line: 15, column: 37, scope: !132)
!144 = !DILocation(line: 15, column: 45, scope: !132)
!145 = !DILocation(line: 15, column: 43, scope: !132)
!146 = !DILocalVariable(name: "i", scope: !147, file: !1, line: 16, type: !17)
!147 = distinct !DILexicalBlock(scope: !132, file: !1, line: 16, column: 5)
!148 = !DILocation(line: 16, column: 14, scope: !147)
!149 = !DILocation(line: 16, column: 18, scope: !147)
!150 = !DILocation(line: 16, column: 10, scope: !147)
!151 = !DILocation(line: 16, column: 22, scope: !152)
!152 = distinct !DILexicalBlock(scope: !147, file: !1, line: 16, column: 5)
!153 = !DILocation(line: 16, column: 30, scope: !152)
!154 = !DILocation(line: 16, column: 35, scope: !152)
!155 = !DILocation(line: 16, column: 33, scope: !152)
!156 = !DILocation(line: 16, column: 39, scope: !152)
!157 = !DILocation(line: 16, column: 26, scope: !152)
!158 = !DILocation(line: 16, column: 24, scope: !152)
!159 = !DILocation(line: 16, column: 5, scope: !147)
!160 = !DILocalVariable(name: "j", scope: !161, file: !1, line: 17, type: !17)
!161 = distinct !DILexicalBlock(scope: !152, file: !1, line: 17, column: 7)
!162 = !DILocation(line: 17, column: 16, scope: !161)
!163 = !DILocation(line: 17, column: 20, scope: !161)
!164 = !DILocation(line: 17, column: 12, scope: !161)
!165 = !DILocation(line: 17, column: 24, scope: !166)
!166 = distinct !DILexicalBlock(scope: !161, file: !1, line: 17, column: 7)
!167 = !DILocation(line: 17, column: 32, scope: !166)
!168 = !DILocation(line: 17, column: 37, scope: !166)
!169 = !DILocation(line: 17, column: 35, scope: !166)
!170 = !DILocation(line: 17, column: 41, scope: !166)
!171 = !DILocation(line: 17, column: 28, scope: !166)
!172 = !DILocation(line: 17, column: 26, scope: !166)
!173 = !DILocation(line: 17, column: 7, scope: !161)
!174 = !DILocation(line: 18, column: 25, scope: !166)
!175 = !DILocation(line: 18, column: 29, scope: !166)
!176 = !DILocation(line: 18, column: 27, scope: !166)
!177 = !DILocation(line: 18, column: 9, scope: !166)
!178 = !DILocation(line: 18, column: 11, scope: !166)
!179 = !DILocation(line: 18, column: 15, scope: !166)
!180 = !DILocation(line: 18, column: 13, scope: !166)
!181 = !DILocation(line: 18, column: 19, scope: !166)
!182 = !DILocation(line: 18, column: 17, scope: !166)
!183 = !DILocation(line: 18, column: 22, scope: !166)
!184 = !DILocation(line: 17, column: 46, scope: !166)
!185 = !DILocation(line: 17, column: 7, scope: !166)
!186 = distinct !{!186, !173, !187, !66}
!187 = !DILocation(line: 18, column: 29, scope: !161)
!188 = !DILocation(line: 16, column: 44, scope: !152)
!189 = !DILocation(line: 16, column: 5, scope: !152)
!190 = distinct !{!190, !159, !191, !66}
!191 = !DILocation(line: 18, column: 29, scope: !147)
!192 = !DILocation(line: 19, column: 3, scope: !132)
!193 = !DILocation(line: 14, column: 33, scope: !125)
!194 = !DILocation(line: 14, column: 3, scope: !125)
!195 = distinct !{!195, !130, !196, !66}
!196 = !DILocation(line: 19, column: 3, scope: !121)
!197 = !DILocation(line: 20, column: 1, scope: !103)
!198 = distinct !DISubprogram(name: "block_sums", scope: !1, file: !1, line: 22, type: !199, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!199 = !DISubroutineType(types: !200)
!200 = !{!40, !201, !39, !17, !17}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !202, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!203 = !DILocalVariable(name: "A", arg: 1, scope: !198, file: !1, line: 22, type: !201)
!204 = !DILocation(line: 22, column: 40, scope: !198)
!205 = !DILocalVariable(name: "s", arg: 2, scope: !198, file: !1, line: 22, type: !39)
!206 = !DILocation(line: 22, column: 51, scope: !198)
!207 = !DILocalVariable(name: "len", arg: 3, scope: !198, file: !1, line: 22, type: !17)
!208 = !DILocation(line: 22, column: 58, scope: !198)
!209 = !DILocalVariable(name: "bs", arg: 4, scope: !198, file: !1, line: 22, type: !17)
!210 = !DILocation(line: 22, column: 67, scope: !198)
!211 = !DILocalVariable(name: "nblocks", scope: !198, file: !1, line: 24, type: !17)
!212 = !DILocation(line: 24, column: 7, scope: !198)
!213 = !DILocation(line: 24, column: 17, scope: !198)
!214 = !DILocation(line: 24, column: 23, scope: !198)
!215 = !DILocation(line: 24, column: 21, scope: !198)
!216 = !DILocalVariable(name: "total", scope: !198, file: !1, line: 25, type: !40)
!217 = !DILocation(line: 25, column: 10, scope: !198)
!218 = !DILocalVariable(name: "b", scope: !219, file: !1, line: 26, type: !17)
!219 = distinct !DILexicalBlock(scope: !198, file: !1, line: 26, column: 3)
!220 = !DILocation(line: 26, column: 12, scope: !219)
!221 = !DILocation(line: 26, column: 8, scope: !219)
!222 = !DILocation(line: 26, column: 19, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !1, line: 26, column: 3)
!224 = !DILocation(line: 26, column: 23, scope: !223)
!225 = !DILocation(line: 26, column: 21, scope: !223)
!226 = !DILocation(line: 26, column: 3, scope: !219)
!227 = !DILocalVariable(name: "acc", scope: !228, file: !1, line: 27, type: !40)
!228 = distinct !DILexicalBlock(scope: !223, file: !1, line: 26, column: 37)
!229 = !DILocation(line: 27, column: 12, scope: !228)
!230 = !DILocalVariable(name: "i", scope: !231, file: !1, line: 28, type: !17)
!231 = distinct !DILexicalBlock(scope: !228, file: !1, line: 28, column: 5)
!232 = !DILocation(line: 28, column: 14, scope: !231)
!233 = !DILocation(line: 28, column: 18, scope: !231)
!234 = !DILocation(line: 28, column: 22, scope: !231)
!235 = !DILocation(line: 28, column: 20, scope: !231)
!236 = !DILocation(line: 28, column: 10, scope: !231)
!237 = !DILocation(line: 28, column: 26, scope: !238)
!238 = distinct !DILexicalBlock(scope: !231, file: !1, line: 28, column: 5)
!239 = !DILocation(line: 28, column: 31, scope: !238)
!240 = !DILocation(line: 28, column: 33, scope: !238)
!241 = !DILocation(line: 28, column: 40, scope: !238)
!242 = !DILocation(line: 28, column: 38, scope: !238)
!243 = !DILocation(line: 28, column: 28, scope: !238)
!244 = !DILocation(line: 28, column: 5, scope: !231)
!245 = !DILocation(line: 29, column: 14, scope: !238)
!246 = !DILocation(line: 29, column: 16, scope: !238)
!247 = !DILocation(line: 29, column: 11, scope: !238)
!248 = !DILocation(line: 29, column: 7, scope: !238)
!249 = !DILocation(line: 28, column: 45, scope: !238)
!250 = !DILocation(line: 28, column: 5, scope: !238)
!251 = distinct !{!251, !244, !252, !66}
!252 = !DILocation(line: 29, column: 17, scope: !231)
!253 = !DILocation(line: 30, column: 12, scope: !228)
!254 = !DILocation(line: 30, column: 5, scope: !228)
!255 = !DILocation(line: 30, column: 7, scope: !228)
!256 = !DILocation(line: 30, column: 10, scope: !228)
!257 = !DILocation(line: 31, column: 14, scope: !228)
!258 = !DILocation(line: 31, column: 11, scope: !228)
!259 = !DILocation(line: 32, column: 3, scope: !228)
!260 = !DILocation(line: 26, column: 33, scope: !223)
!261 = !DILocation(line: 26, column: 3, scope: !223)
!262 = distinct !{!262, !226, !263, !66}
!263 = !DILocation(line: 32, column: 3, scope: !219)
!264 = !DILocalVariable(name: "i", scope: !265, file: !1, line: 33, type: !17)
!265 = distinct !DILexicalBlock(scope: !198, file: !1, line: 33, column: 3)
!266 = !DILocation(line: 33, column: 12, scope: !265)
!267 = !DILocation(line: 33, column: 16, scope: !265)
!268 = !DILocation(line: 33, column: 26, scope: !265)
!269 = !DILocation(line: 33, column: 24, scope: !265)
!270 = !DILocation(line: 33, column: 8, scope: !265)
!271 = !DILocation(line: 33, column: 30, scope: !272)
!272 = distinct !DILexicalBlock(scope: !265, file: !1, line: 33, column: 3)
!273 = !DILocation(line: 33, column: 34, scope: !272)
!274 = !DILocation(line: 33, column: 32, scope: !272)
!275 = !DILocation(line: 33, column: 3, scope: !265)
!276 = !DILocation(line: 34, column: 14, scope: !272)
!277 = !DILocation(line: 34, column: 16, scope: !272)
!278 = !DILocation(line: 34, column: 11, scope: !272)
!279 = !DILocation(line: 34, column: 5, scope: !272)
!280 = !DILocation(line: 33, column: 40, scope: !272)
!281 = !DILocation(line: 33, column: 3, scope: !272)
!282 = distinct !{!282, !275, !283, !66}
!283 = !DILocation(line: 34, column: 17, scope: !265)
!284 = !DILocation(line: 35, column: 10, scope: !198)
!285 = !DILocation(line: 35, column: 3, scope: !198)
!286 = distinct !DISubprogram(name: "min", scope: !1, file: !1, line: 9, type: !287, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!287 = !DISubroutineType(types: !288)
!288 = !{!17, !17, !17}
!289 = !DILocalVariable(name: "a", arg: 1, scope: !286, file: !1, line: 9, type: !17)
!290 = !DILocation(line: 9, column: 20, scope: !286)
!291 = !DILocalVariable(name: "b", arg: 2, scope: !286, file: !1, line: 9, type: !17)
!292 = !DILocation(line: 9, column: 27, scope: !286)
!293 = !DILocation(line: 9, column: 39, scope: !286)
!294 = !DILocation(line: 9, column: 43, scope: !286)
!295 = !DILocation(line: 9, column: 41, scope: !286)
!296 = !DILocation(line: 9, column: 47, scope: !286)
!297 = !DILocation(line: 9, column: 51, scope: !286)
!298 = !DILocation(line: 9, column: 32, scope: !286)
