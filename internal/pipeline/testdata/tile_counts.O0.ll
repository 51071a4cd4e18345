; ModuleID = 'tile_counts.c'
source_filename = "tile_counts.c"
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
  %9 = alloca double*, align 8
  %10 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %11 = load i32, i32* %4, align 4, !dbg !28
  %12 = icmp sgt i32 %11, 1, !dbg !29
  br i1 %12, label %13, label %18, !dbg !28

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8, !dbg !30
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !30
  %16 = load i8*, i8** %15, align 8, !dbg !30
  %17 = call i32 @atoi(i8* noundef %16) #5, !dbg !31
  br label %19, !dbg !28

18:                                               ; preds = %2
  br label %19, !dbg !28

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ 48, %18 ], !dbg !28
  store i32 %20, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %21 = load i32, i32* %4, align 4, !dbg !34
  %22 = icmp sgt i32 %21, 2, !dbg !35
  br i1 %22, label %23, label %28, !dbg !34

23:                                               ; preds = %19
  %24 = load i8**, i8*** %5, align 8, !dbg !36
  %25 = getelementptr inbounds i8*, i8** %24, i64 2, !dbg !36
  %26 = load i8*, i8** %25, align 8, !dbg !36
  %27 = call i32 @atoi(i8* noundef %26) #5, !dbg !37
  br label %29, !dbg !34

28:                                               ; preds = %19
  br label %29, !dbg !34

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 16, %28 ], !dbg !34
  store i32 %30, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !41
  %31 = load i32, i32* %6, align 4, !dbg !42
  %32 = sext i32 %31 to i64, !dbg !43
  %33 = load i32, i32* %6, align 4, !dbg !44
  %34 = sext i32 %33 to i64, !dbg !44
  %35 = mul i64 %32, %34, !dbg !45
  %36 = call noalias i8* @calloc(i64 noundef %35, i64 noundef 8) #6, !dbg !46
  %37 = bitcast i8* %36 to double*, !dbg !46
  store double* %37, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double** %9, metadata !47, metadata !DIExpression()), !dbg !48
  %38 = load i32, i32* %6, align 4, !dbg !49
  %39 = sext i32 %38 to i64, !dbg !50
  %40 = load i32, i32* %6, align 4, !dbg !51
  %41 = sext i32 %40 to i64, !dbg !51
  %42 = mul i64 %39, %41, !dbg !52
  %43 = load i32, i32* %7, align 4, !dbg !53
  %44 = sext i32 %43 to i64, !dbg !53
  %45 = udiv i64 %42, %44, !dbg !54
  %46 = add i64 %45, 1, !dbg !55
  %47 = mul i64 %46, 8, !dbg !56
  %48 = call noalias i8* @malloc(i64 noundef %47) #6, !dbg !57
  %49 = bitcast i8* %48 to double*, !dbg !57
  store double* %49, double** %9, align 8, !dbg !48
  %50 = load double*, double** %8, align 8, !dbg !58
  %51 = load i32, i32* %6, align 4, !dbg !59
  %52 = load i32, i32* %7, align 4, !dbg !60
  call void @add_tiles(double* noundef %50, i32 noundef %51, i32 noundef %52), !dbg !61
  call void @llvm.dbg.declare(metadata double* %10, metadata !62, metadata !DIExpression()), !dbg !63
  %53 = load double*, double** %8, align 8, !dbg !64
  %54 = load double*, double** %9, align 8, !dbg !65
  %55 = load i32, i32* %6, align 4, !dbg !66
  %56 = load i32, i32* %6, align 4, !dbg !67
  %57 = mul nsw i32 %55, %56, !dbg !68
  %58 = load i32, i32* %7, align 4, !dbg !69
  %59 = call double @block_sums(double* noundef %53, double* noundef %54, i32 noundef %57, i32 noundef %58), !dbg !70
  store double %59, double* %10, align 8, !dbg !63
  %60 = load double*, double** %8, align 8, !dbg !71
  %61 = load i32, i32* %6, align 4, !dbg !72
  %62 = load i32, i32* %6, align 4, !dbg !73
  %63 = mul nsw i32 %61, %62, !dbg !74
  %64 = sub nsw i32 %63, 1, !dbg !75
  %65 = sext i32 %64 to i64, !dbg !71
  %66 = getelementptr inbounds double, double* %60, i64 %65, !dbg !71
  %67 = load double, double* %66, align 8, !dbg !71
  %68 = load double, double* %10, align 8, !dbg !76
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %67, double noundef %68), !dbg !77
  %70 = load double*, double** %8, align 8, !dbg !78
  %71 = bitcast double* %70 to i8*, !dbg !78
  call void @free(i8* noundef %71) #6, !dbg !79
  %72 = load double*, double** %9, align 8, !dbg !80
  %73 = bitcast double* %72 to i8*, !dbg !80
  call void @free(i8* noundef %73) #6, !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_tiles(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !83 {
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
  call void @llvm.dbg.declare(metadata double** %4, metadata !86, metadata !DIExpression()), !dbg !87
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !90, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.declare(metadata i32* %7, metadata !92, metadata !DIExpression()), !dbg !93
  %13 = load i32, i32* %5, align 4, !dbg !94
  %14 = load i32, i32* %6, align 4, !dbg !95
  %15 = add nsw i32 %13, %14, !dbg !96
  %16 = sub nsw i32 %15, 1, !dbg !97
  %17 = load i32, i32* %6, align 4, !dbg !98
  %18 = sdiv i32 %16, %17, !dbg !99
  store i32 %18, i32* %7, align 4, !dbg !93
  call void @llvm.dbg.declare(metadata i32* %8, metadata !100, metadata !DIExpression()), !dbg !102
  store i32 0, i32* %8, align 4, !dbg !102
  br label %19, !dbg !103

19:                                               ; preds = %78, %3
  %20 = load i32, i32* %8, align 4, !dbg !104
  %21 = load i32, i32* %7, align 4, !dbg !106
  %22 = load i32, i32* %7, align 4, !dbg !107
  %23 = mul nsw i32 %21, %22, !dbg !108
  %24 = icmp slt i32 %20, %23, !dbg !109
  br i1 %24, label %25, label %81, !dbg !110

25:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %9, metadata !111, metadata !DIExpression()), !dbg !113
  %26 = load i32, i32* %8, align 4, !dbg !114
  %27 = load i32, i32* %7, align 4, !dbg !115
  %28 = sdiv i32 %26, %27, !dbg !116
  %29 = load i32, i32* %6, align 4, !dbg !117
  %30 = mul nsw i32 %28, %29, !dbg !118
  store i32 %30, i32* %9, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %10, metadata !119, metadata !DIExpression()), !dbg !120
  %31 = load i32, i32* %8, align 4, !dbg !121
  %32 = load i32, i32* %7, align 4, !dbg !122
  %33 = srem i32 %31, %32, !dbg !123
  %34 = load i32, i32* %6, align 4, !dbg !124
  %35 = mul nsw i32 %33, %34, !dbg !125
  store i32 %35, i32* %10, align 4, !dbg !120
  call void @llvm.dbg.declare(metadata i32* %11, metadata !126, metadata !DIExpression()), !dbg !128
  %36 = load i32, i32* %9, align 4, !dbg !129
  store i32 %36, i32* %11, align 4, !dbg !128
  br label %37, !dbg !130

37:                                               ; preds = %74, %25
  %38 = load i32, i32* %11, align 4, !dbg !131
  %39 = load i32, i32* %9, align 4, !dbg !133
  %40 = load i32, i32* %6, align 4, !dbg !134
  %41 = add nsw i32 %39, %40, !dbg !135
  %42 = load i32, i32* %5, align 4, !dbg !136
  %43 = call i32 @min(i32 noundef %41, i32 noundef %42), !dbg !137
  %44 = icmp slt i32 %38, %43, !dbg !138
  br i1 %44, label %45, label %77, !dbg !139

45:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %12, metadata !140, metadata !DIExpression()), !dbg !142
  %46 = load i32, i32* %10, align 4, !dbg !143
  store i32 %46, i32* %12, align 4, !dbg !142
  br label %47, !dbg !144

47:                                               ; preds = %70, %45
  %48 = load i32, i32* %12, align 4, !dbg !145
  %49 = load i32, i32* %10, align 4, !dbg !147
  %50 = load i32, i32* %6, align 4, !dbg !148
  %51 = add nsw i32 %49, %50, !dbg !149
  %52 = load i32, i32* %5, align 4, !dbg !150
  %53 = call i32 @min(i32 noundef %51, i32 noundef %52), !dbg !151
  %54 = icmp slt i32 %48, %53, !dbg !152
  br i1 %54, label %55, label %73, !dbg !153

55:                                               ; preds = %47
  %56 = load i32, i32* %11, align 4, !dbg !154
  %57 = load i32, i32* %12, align 4, !dbg !155
  %58 = add nsw i32 %56, %57, !dbg !156
  %59 = sitofp i32 %58 to double, !dbg !154
  %60 = load double*, double** %4, align 8, !dbg !157
  %61 = load i32, i32* %11, align 4, !dbg !158
  %62 = load i32, i32* %5, align 4, !dbg !159
  %63 = mul nsw i32 %61, %62, !dbg !160
  %64 = load i32, i32* %12, align 4, !dbg !161
  %65 = add nsw i32 %63, %64, !dbg !162
  %66 = sext i32 %65 to i64, !dbg !157
  %67 = getelementptr inbounds double, double* %60, i64 %66, !dbg !157
  %68 = load double, double* %67, align 8, !dbg !163
  %69 = fadd double %68, %59, !dbg !163
  store double %69, double* %67, align 8, !dbg !163
  br label %70, !dbg !157

70:                                               ; preds = %55
  %71 = load i32, i32* %12, align 4, !dbg !164
  %72 = add nsw i32 %71, 1, !dbg !164
  store i32 %72, i32* %12, align 4, !dbg !164
  br label %47, !dbg !165, !llvm.loop !166

73:                                               ; preds = %47
  br label %74, !dbg !167

74:                                               ; preds = %73
  %75 = load i32, i32* %11, align 4, !dbg !169
  %76 = add nsw i32 %75, 1, !dbg !169
  store i32 %76, i32* %11, align 4, !dbg !169
  br label %37, !dbg !170, !llvm.loop !171

77:                                               ; preds = %37
  br label %78, !dbg !173

78:                                               ; preds = %77
  %79 = load i32, i32* %8, align 4, !dbg !174
  %80 = add nsw i32 %79, 1, !dbg !174
  store i32 %80, i32* %8, align 4, !dbg !174
  br label %19, !dbg !175, !llvm.loop !176

81:                                               ; preds = %19
  ret void, !dbg !178
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @block_sums(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !179 {
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
  call void @llvm.dbg.declare(metadata double** %5, metadata !184, metadata !DIExpression()), !dbg !185
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !186, metadata !DIExpression()), !dbg !187
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !188, metadata !DIExpression()), !dbg !189
  store i32 %3, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata i32* %9, metadata !192, metadata !DIExpression()), !dbg !193
  %15 = load i32, i32* %7, align 4, !dbg !194
  %16 = load i32, i32* %8, align 4, !dbg !195
  %17 = sdiv i32 %15, %16, !dbg !196
  store i32 %17, i32* %9, align 4, !dbg !193
  call void @llvm.dbg.declare(metadata double* %10, metadata !197, metadata !DIExpression()), !dbg !198
  store double 0.000000e+00, double* %10, align 8, !dbg !198
  call void @llvm.dbg.declare(metadata i32* %11, metadata !199, metadata !DIExpression()), !dbg !201
  store i32 0, i32* %11, align 4, !dbg !201
  br label %18, !dbg !202

18:                                               ; preds = %53, %4
  %19 = load i32, i32* %11, align 4, !dbg !203
  %20 = load i32, i32* %9, align 4, !dbg !205
  %21 = icmp slt i32 %19, %20, !dbg !206
  br i1 %21, label %22, label %56, !dbg !207

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %12, metadata !208, metadata !DIExpression()), !dbg !210
  store double 0.000000e+00, double* %12, align 8, !dbg !210
  call void @llvm.dbg.declare(metadata i32* %13, metadata !211, metadata !DIExpression()), !dbg !213
  %23 = load i32, i32* %11, align 4, !dbg !214
  %24 = load i32, i32* %8, align 4, !dbg !215
  %25 = mul nsw i32 %23, %24, !dbg !216
  store i32 %25, i32* %13, align 4, !dbg !213
  br label %26, !dbg !217

26:                                               ; preds = %41, %22
  %27 = load i32, i32* %13, align 4, !dbg !218
  %28 = load i32, i32* %11, align 4, !dbg !220
  %29 = add nsw i32 %28, 1, !dbg !221
  %30 = load i32, i32* %8, align 4, !dbg !222
  %31 = mul nsw i32 %29, %30, !dbg !223
  %32 = icmp slt i32 %27, %31, !dbg !224
  br i1 %32, label %33, label %44, !dbg !225

33:                                               ; preds = %26
  %34 = load double*, double** %5, align 8, !dbg !226
  %35 = load i32, i32* %13, align 4, !dbg !227
  %36 = sext i32 %35 to i64, !dbg !226
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !226
  %38 = load double, double* %37, align 8, !dbg !226
  %39 = load double, double* %12, align 8, !dbg !228
  %40 = fadd double %39, %38, !dbg !228
  store double %40, double* %12, align 8, !dbg !228
  br label %41, !dbg !229

41:                                               ; preds = %33
  %42 = load i32, i32* %13, align 4, !dbg !230
  %43 = add nsw i32 %42, 1, !dbg !230
  store i32 %43, i32* %13, align 4, !dbg !230
  br label %26, !dbg !231, !llvm.loop !232

44:                                               ; preds = %26
  %45 = load double, double* %12, align 8, !dbg !234
  %46 = load double*, double** %6, align 8, !dbg !235
  %47 = load i32, i32* %11, align 4, !dbg !236
  %48 = sext i32 %47 to i64, !dbg !235
  %49 = getelementptr inbounds double, double* %46, i64 %48, !dbg !235
  store double %45, double* %49, align 8, !dbg !237
  %50 = load double, double* %12, align 8, !dbg !238
  %51 = load double, double* %10, align 8, !dbg !239
  %52 = fadd double %51, %50, !dbg !239
  store double %52, double* %10, align 8, !dbg !239
  br label %53, !dbg !240

53:                                               ; preds = %44
  %54 = load i32, i32* %11, align 4, !dbg !241
  %55 = add nsw i32 %54, 1, !dbg !241
  store i32 %55, i32* %11, align 4, !dbg !241
  br label %18, !dbg !242, !llvm.loop !243

56:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %14, metadata !245, metadata !DIExpression()), !dbg !247
  %57 = load i32, i32* %9, align 4, !dbg !248
  %58 = load i32, i32* %8, align 4, !dbg !249
  %59 = mul nsw i32 %57, %58, !dbg !250
  store i32 %59, i32* %14, align 4, !dbg !247
  br label %60, !dbg !251

60:                                               ; preds = %72, %56
  %61 = load i32, i32* %14, align 4, !dbg !252
  %62 = load i32, i32* %7, align 4, !dbg !254
  %63 = icmp slt i32 %61, %62, !dbg !255
  br i1 %63, label %64, label %75, !dbg !256

64:                                               ; preds = %60
  %65 = load double*, double** %5, align 8, !dbg !257
  %66 = load i32, i32* %14, align 4, !dbg !258
  %67 = sext i32 %66 to i64, !dbg !257
  %68 = getelementptr inbounds double, double* %65, i64 %67, !dbg !257
  %69 = load double, double* %68, align 8, !dbg !257
  %70 = load double, double* %10, align 8, !dbg !259
  %71 = fadd double %70, %69, !dbg !259
  store double %71, double* %10, align 8, !dbg !259
  br label %72, !dbg !260

72:                                               ; preds = %64
  %73 = load i32, i32* %14, align 4, !dbg !261
  %74 = add nsw i32 %73, 1, !dbg !261
  store i32 %74, i32* %14, align 4, !dbg !261
  br label %60, !dbg !262, !llvm.loop !263

75:                                               ; preds = %60
  %76 = load double, double* %10, align 8, !dbg !265
  ret double %76, !dbg !266
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min(i32 noundef %0, i32 noundef %1) #0 !dbg !267 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !270, metadata !DIExpression()), !dbg !271
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !272, metadata !DIExpression()), !dbg !273
  %5 = load i32, i32* %3, align 4, !dbg !274
  %6 = load i32, i32* %4, align 4, !dbg !275
  %7 = icmp slt i32 %5, %6, !dbg !276
  br i1 %7, label %8, label %10, !dbg !274

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !277
  br label %12, !dbg !274

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !278
  br label %12, !dbg !274

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !274
  ret i32 %13, !dbg !279
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
!1 = !DIFile(filename: "tile_counts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "bbb2d2e43607e1050815dc9174d492d4")
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
!46 = !DILocation(line: 42, column: 15, scope: !14)
!47 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 43, type: !39)
!48 = !DILocation(line: 43, column: 11, scope: !14)
!49 = !DILocation(line: 43, column: 31, scope: !14)
!50 = !DILocation(line: 43, column: 23, scope: !14)
!51 = !DILocation(line: 43, column: 35, scope: !14)
!52 = !DILocation(line: 43, column: 33, scope: !14)
!53 = !DILocation(line: 43, column: 39, scope: !14)
!54 = !DILocation(line: 43, column: 37, scope: !14)
!55 = !DILocation(line: 43, column: 42, scope: !14)
!56 = !DILocation(line: 43, column: 47, scope: !14)
!57 = !DILocation(line: 43, column: 15, scope: !14)
!58 = !DILocation(line: 44, column: 13, scope: !14)
!59 = !DILocation(line: 44, column: 16, scope: !14)
!60 = !DILocation(line: 44, column: 19, scope: !14)
!61 = !DILocation(line: 44, column: 3, scope: !14)
!62 = !DILocalVariable(name: "total", scope: !14, file: !1, line: 45, type: !40)
!63 = !DILocation(line: 45, column: 10, scope: !14)
!64 = !DILocation(line: 45, column: 29, scope: !14)
!65 = !DILocation(line: 45, column: 32, scope: !14)
!66 = !DILocation(line: 45, column: 35, scope: !14)
!67 = !DILocation(line: 45, column: 39, scope: !14)
!68 = !DILocation(line: 45, column: 37, scope: !14)
!69 = !DILocation(line: 45, column: 42, scope: !14)
!70 = !DILocation(line: 45, column: 18, scope: !14)
!71 = !DILocation(line: 46, column: 25, scope: !14)
!72 = !DILocation(line: 46, column: 27, scope: !14)
!73 = !DILocation(line: 46, column: 31, scope: !14)
!74 = !DILocation(line: 46, column: 29, scope: !14)
!75 = !DILocation(line: 46, column: 33, scope: !14)
!76 = !DILocation(line: 46, column: 39, scope: !14)
!77 = !DILocation(line: 46, column: 3, scope: !14)
!78 = !DILocation(line: 47, column: 8, scope: !14)
!79 = !DILocation(line: 47, column: 3, scope: !14)
!80 = !DILocation(line: 48, column: 8, scope: !14)
!81 = !DILocation(line: 48, column: 3, scope: !14)
!82 = !DILocation(line: 49, column: 3, scope: !14)
!83 = distinct !DISubprogram(name: "add_tiles", scope: !1, file: !1, line: 11, type: !84, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !39, !17, !17}
!86 = !DILocalVariable(name: "A", arg: 1, scope: !83, file: !1, line: 11, type: !39)
!87 = !DILocation(line: 11, column: 31, scope: !83)
!88 = !DILocalVariable(name: "n", arg: 2, scope: !83, file: !1, line: 11, type: !17)
!89 = !DILocation(line: 11, column: 38, scope: !83)
!90 = !DILocalVariable(name: "bs", arg: 3, scope: !83, file: !1, line: 11, type: !17)
!91 = !DILocation(line: 11, column: 45, scope: !83)
!92 = !DILocalVariable(name: "nb", scope: !83, file: !1, line: 13, type: !17)
!93 = !DILocation(line: 13, column: 7, scope: !83)
!94 = !DILocation(line: 13, column: 13, scope: !83)
!95 = !DILocation(line: 13, column: 17, scope: !83)
!96 = !DILocation(line: 13, column: 15, scope: !83)
!97 = !DILocation(line: 13, column: 20, scope: !83)
!98 = !DILocation(line: 13, column: 27, scope: !83)
!99 = !DILocation(line: 13, column: 25, scope: !83)
!100 = !DILocalVariable(name: "t", scope: !101, file: !1, line: 14, type: !17)
!101 = distinct !DILexicalBlock(scope: !83, file: !1, line: 14, column: 3)
!102 = !DILocation(line: 14, column: 12, scope: !101)
!103 = !DILocation(line: 14, column: 8, scope: !101)
!104 = !DILocation(line: 14, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !1, line: 14, column: 3)
!106 = !DILocation(line: 14, column: 23, scope: !105)
!107 = !DILocation(line: 14, column: 28, scope: !105)
!108 = !DILocation(line: 14, column: 26, scope: !105)
!109 = !DILocation(line: 14, column: 21, scope: !105)
!110 = !DILocation(line: 14, column: 3, scope: !101)
!111 = !DILocalVariable(name: "ii", scope: !112, file: !1, line: 15, type: !17)
!112 = distinct !DILexicalBlock(scope: !105, file: !1, line: 14, column: 37)
!113 = !DILocation(line: 15, column: 9, scope: !112)
!114 = !DILocation(line: 15, column: 15, scope: !112)
!115 = !DILocation(line: 15, column: 19, scope: !112)
!116 = !DILocation(line: 15, column: 17, scope: !112)
!117 = !DILocation(line: 15, column: 25, scope: !112)
!118 = !DILocation(line: 15, column: 23, scope: !112)
!119 = !DILocalVariable(name: "jj", scope: !112, file: !1, line: 15, type: !17)
!120 = !DILocation(line: 15, column: 29, scope: !112)
!121 = !DILocation(line: 15, column: 35, scope: !112)
!122 = !DILocation(line: 15, column: 39, scope: !112)
!123 = !DILocation(line: 15, column: 37, scope: !112)
!124 = !DILocation(line: 15, column: 45, scope: !112)
!125 = !DILocation(line: 15, column: 43, scope: !112)
!126 = !DILocalVariable(name: "i", scope: !127, file: !1, line: 16, type: !17)
!127 = distinct !DILexicalBlock(scope: !112, file: !1, line: 16, column: 5)
!128 = !DILocation(line: 16, column: 14, scope: !127)
!129 = !DILocation(line: 16, column: 18, scope: !127)
!130 = !DILocation(line: 16, column: 10, scope: !127)
!131 = !DILocation(line: 16, column: 22, scope: !132)
!132 = distinct !DILexicalBlock(scope: !127, file: !1, line: 16, column: 5)
!133 = !DILocation(line: 16, column: 30, scope: !132)
!134 = !DILocation(line: 16, column: 35, scope: !132)
!135 = !DILocation(line: 16, column: 33, scope: !132)
!136 = !DILocation(line: 16, column: 39, scope: !132)
!137 = !DILocation(line: 16, column: 26, scope: !132)
!138 = !DILocation(line: 16, column: 24, scope: !132)
!139 = !DILocation(line: 16, column: 5, scope: !127)
!140 = !DILocalVariable(name: "j", scope: !141, file: !1, line: 17, type: !17)
!141 = distinct !DILexicalBlock(scope: !132, file: !1, line: 17, column: 7)
!142 = !DILocation(line: 17, column: 16, scope: !141)
!143 = !DILocation(line: 17, column: 20, scope: !141)
!144 = !DILocation(line: 17, column: 12, scope: !141)
!145 = !DILocation(line: 17, column: 24, scope: !146)
!146 = distinct !DILexicalBlock(scope: !141, file: !1, line: 17, column: 7)
!147 = !DILocation(line: 17, column: 32, scope: !146)
!148 = !DILocation(line: 17, column: 37, scope: !146)
!149 = !DILocation(line: 17, column: 35, scope: !146)
!150 = !DILocation(line: 17, column: 41, scope: !146)
!151 = !DILocation(line: 17, column: 28, scope: !146)
!152 = !DILocation(line: 17, column: 26, scope: !146)
!153 = !DILocation(line: 17, column: 7, scope: !141)
!154 = !DILocation(line: 18, column: 25, scope: !146)
!155 = !DILocation(line: 18, column: 29, scope: !146)
!156 = !DILocation(line: 18, column: 27, scope: !146)
!157 = !DILocation(line: 18, column: 9, scope: !146)
!158 = !DILocation(line: 18, column: 11, scope: !146)
!159 = !DILocation(line: 18, column: 15, scope: !146)
!160 = !DILocation(line: 18, column: 13, scope: !146)
!161 = !DILocation(line: 18, column: 19, scope: !146)
!162 = !DILocation(line: 18, column: 17, scope: !146)
!163 = !DILocation(line: 18, column: 22, scope: !146)
!164 = !DILocation(line: 17, column: 46, scope: !146)
!165 = !DILocation(line: 17, column: 7, scope: !146)
!166 = distinct !{!166, !153, !167, !168}
!167 = !DILocation(line: 18, column: 29, scope: !141)
!168 = !{!"llvm.loop.mustprogress"}
!169 = !DILocation(line: 16, column: 44, scope: !132)
!170 = !DILocation(line: 16, column: 5, scope: !132)
!171 = distinct !{!171, !139, !172, !168}
!172 = !DILocation(line: 18, column: 29, scope: !127)
!173 = !DILocation(line: 19, column: 3, scope: !112)
!174 = !DILocation(line: 14, column: 33, scope: !105)
!175 = !DILocation(line: 14, column: 3, scope: !105)
!176 = distinct !{!176, !110, !177, !168}
!177 = !DILocation(line: 19, column: 3, scope: !101)
!178 = !DILocation(line: 20, column: 1, scope: !83)
!179 = distinct !DISubprogram(name: "block_sums", scope: !1, file: !1, line: 22, type: !180, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!180 = !DISubroutineType(types: !181)
!181 = !{!40, !182, !39, !17, !17}
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!184 = !DILocalVariable(name: "A", arg: 1, scope: !179, file: !1, line: 22, type: !182)
!185 = !DILocation(line: 22, column: 40, scope: !179)
!186 = !DILocalVariable(name: "s", arg: 2, scope: !179, file: !1, line: 22, type: !39)
!187 = !DILocation(line: 22, column: 51, scope: !179)
!188 = !DILocalVariable(name: "len", arg: 3, scope: !179, file: !1, line: 22, type: !17)
!189 = !DILocation(line: 22, column: 58, scope: !179)
!190 = !DILocalVariable(name: "bs", arg: 4, scope: !179, file: !1, line: 22, type: !17)
!191 = !DILocation(line: 22, column: 67, scope: !179)
!192 = !DILocalVariable(name: "nblocks", scope: !179, file: !1, line: 24, type: !17)
!193 = !DILocation(line: 24, column: 7, scope: !179)
!194 = !DILocation(line: 24, column: 17, scope: !179)
!195 = !DILocation(line: 24, column: 23, scope: !179)
!196 = !DILocation(line: 24, column: 21, scope: !179)
!197 = !DILocalVariable(name: "total", scope: !179, file: !1, line: 25, type: !40)
!198 = !DILocation(line: 25, column: 10, scope: !179)
!199 = !DILocalVariable(name: "b", scope: !200, file: !1, line: 26, type: !17)
!200 = distinct !DILexicalBlock(scope: !179, file: !1, line: 26, column: 3)
!201 = !DILocation(line: 26, column: 12, scope: !200)
!202 = !DILocation(line: 26, column: 8, scope: !200)
!203 = !DILocation(line: 26, column: 19, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !1, line: 26, column: 3)
!205 = !DILocation(line: 26, column: 23, scope: !204)
!206 = !DILocation(line: 26, column: 21, scope: !204)
!207 = !DILocation(line: 26, column: 3, scope: !200)
!208 = !DILocalVariable(name: "acc", scope: !209, file: !1, line: 27, type: !40)
!209 = distinct !DILexicalBlock(scope: !204, file: !1, line: 26, column: 37)
!210 = !DILocation(line: 27, column: 12, scope: !209)
!211 = !DILocalVariable(name: "i", scope: !212, file: !1, line: 28, type: !17)
!212 = distinct !DILexicalBlock(scope: !209, file: !1, line: 28, column: 5)
!213 = !DILocation(line: 28, column: 14, scope: !212)
!214 = !DILocation(line: 28, column: 18, scope: !212)
!215 = !DILocation(line: 28, column: 22, scope: !212)
!216 = !DILocation(line: 28, column: 20, scope: !212)
!217 = !DILocation(line: 28, column: 10, scope: !212)
!218 = !DILocation(line: 28, column: 26, scope: !219)
!219 = distinct !DILexicalBlock(scope: !212, file: !1, line: 28, column: 5)
!220 = !DILocation(line: 28, column: 31, scope: !219)
!221 = !DILocation(line: 28, column: 33, scope: !219)
!222 = !DILocation(line: 28, column: 40, scope: !219)
!223 = !DILocation(line: 28, column: 38, scope: !219)
!224 = !DILocation(line: 28, column: 28, scope: !219)
!225 = !DILocation(line: 28, column: 5, scope: !212)
!226 = !DILocation(line: 29, column: 14, scope: !219)
!227 = !DILocation(line: 29, column: 16, scope: !219)
!228 = !DILocation(line: 29, column: 11, scope: !219)
!229 = !DILocation(line: 29, column: 7, scope: !219)
!230 = !DILocation(line: 28, column: 45, scope: !219)
!231 = !DILocation(line: 28, column: 5, scope: !219)
!232 = distinct !{!232, !225, !233, !168}
!233 = !DILocation(line: 29, column: 17, scope: !212)
!234 = !DILocation(line: 30, column: 12, scope: !209)
!235 = !DILocation(line: 30, column: 5, scope: !209)
!236 = !DILocation(line: 30, column: 7, scope: !209)
!237 = !DILocation(line: 30, column: 10, scope: !209)
!238 = !DILocation(line: 31, column: 14, scope: !209)
!239 = !DILocation(line: 31, column: 11, scope: !209)
!240 = !DILocation(line: 32, column: 3, scope: !209)
!241 = !DILocation(line: 26, column: 33, scope: !204)
!242 = !DILocation(line: 26, column: 3, scope: !204)
!243 = distinct !{!243, !207, !244, !168}
!244 = !DILocation(line: 32, column: 3, scope: !200)
!245 = !DILocalVariable(name: "i", scope: !246, file: !1, line: 33, type: !17)
!246 = distinct !DILexicalBlock(scope: !179, file: !1, line: 33, column: 3)
!247 = !DILocation(line: 33, column: 12, scope: !246)
!248 = !DILocation(line: 33, column: 16, scope: !246)
!249 = !DILocation(line: 33, column: 26, scope: !246)
!250 = !DILocation(line: 33, column: 24, scope: !246)
!251 = !DILocation(line: 33, column: 8, scope: !246)
!252 = !DILocation(line: 33, column: 30, scope: !253)
!253 = distinct !DILexicalBlock(scope: !246, file: !1, line: 33, column: 3)
!254 = !DILocation(line: 33, column: 34, scope: !253)
!255 = !DILocation(line: 33, column: 32, scope: !253)
!256 = !DILocation(line: 33, column: 3, scope: !246)
!257 = !DILocation(line: 34, column: 14, scope: !253)
!258 = !DILocation(line: 34, column: 16, scope: !253)
!259 = !DILocation(line: 34, column: 11, scope: !253)
!260 = !DILocation(line: 34, column: 5, scope: !253)
!261 = !DILocation(line: 33, column: 40, scope: !253)
!262 = !DILocation(line: 33, column: 3, scope: !253)
!263 = distinct !{!263, !256, !264, !168}
!264 = !DILocation(line: 34, column: 17, scope: !246)
!265 = !DILocation(line: 35, column: 10, scope: !179)
!266 = !DILocation(line: 35, column: 3, scope: !179)
!267 = distinct !DISubprogram(name: "min", scope: !1, file: !1, line: 9, type: !268, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!268 = !DISubroutineType(types: !269)
!269 = !{!17, !17, !17}
!270 = !DILocalVariable(name: "a", arg: 1, scope: !267, file: !1, line: 9, type: !17)
!271 = !DILocation(line: 9, column: 20, scope: !267)
!272 = !DILocalVariable(name: "b", arg: 2, scope: !267, file: !1, line: 9, type: !17)
!273 = !DILocation(line: 9, column: 27, scope: !267)
!274 = !DILocation(line: 9, column: 39, scope: !267)
!275 = !DILocation(line: 9, column: 43, scope: !267)
!276 = !DILocation(line: 9, column: 41, scope: !267)
!277 = !DILocation(line: 9, column: 47, scope: !267)
!278 = !DILocation(line: 9, column: 51, scope: !267)
!279 = !DILocation(line: 9, column: 32, scope: !267)
