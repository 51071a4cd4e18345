; ModuleID = 'tiled_transpose.c'
source_filename = "tiled_transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.3f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_transpose(i32 noundef %0, i32 noundef %1, i32 noundef %2, float* noundef %3, float* noundef %4) #0 !dbg !12 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !24, metadata !DIExpression()), !dbg !25
  store float* %3, float** %9, align 8
  call void @llvm.dbg.declare(metadata float** %9, metadata !26, metadata !DIExpression()), !dbg !27
  store float* %4, float** %10, align 8
  call void @llvm.dbg.declare(metadata float** %10, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %11, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %11, align 4, !dbg !32
  br label %17, !dbg !33

17:                                               ; preds = %79, %5
  %18 = load i32, i32* %11, align 4, !dbg !34
  %19 = load i32, i32* %6, align 4, !dbg !36
  %20 = icmp slt i32 %18, %19, !dbg !37
  br i1 %20, label %21, label %83, !dbg !38

21:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i32* %12, metadata !39, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %12, align 4, !dbg !41
  br label %22, !dbg !42

22:                                               ; preds = %74, %21
  %23 = load i32, i32* %12, align 4, !dbg !43
  %24 = load i32, i32* %7, align 4, !dbg !45
  %25 = icmp slt i32 %23, %24, !dbg !46
  br i1 %25, label %26, label %78, !dbg !47

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32* %13, metadata !48, metadata !DIExpression()), !dbg !50
  %27 = load i32, i32* %11, align 4, !dbg !51
  %28 = load i32, i32* %8, align 4, !dbg !52
  %29 = add nsw i32 %27, %28, !dbg !53
  %30 = load i32, i32* %6, align 4, !dbg !54
  %31 = call i32 @imin(i32 noundef %29, i32 noundef %30), !dbg !55
  store i32 %31, i32* %13, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %14, metadata !56, metadata !DIExpression()), !dbg !57
  %32 = load i32, i32* %12, align 4, !dbg !58
  %33 = load i32, i32* %8, align 4, !dbg !59
  %34 = add nsw i32 %32, %33, !dbg !60
  %35 = load i32, i32* %7, align 4, !dbg !61
  %36 = call i32 @imin(i32 noundef %34, i32 noundef %35), !dbg !62
  store i32 %36, i32* %14, align 4, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %15, metadata !63, metadata !DIExpression()), !dbg !65
  %37 = load i32, i32* %11, align 4, !dbg !66
  store i32 %37, i32* %15, align 4, !dbg !65
  br label %38, !dbg !67

38:                                               ; preds = %70, %26
  %39 = load i32, i32* %15, align 4, !dbg !68
  %40 = load i32, i32* %13, align 4, !dbg !70
  %41 = icmp slt i32 %39, %40, !dbg !71
  br i1 %41, label %42, label %73, !dbg !72

42:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata i32* %16, metadata !73, metadata !DIExpression()), !dbg !75
  %43 = load i32, i32* %12, align 4, !dbg !76
  store i32 %43, i32* %16, align 4, !dbg !75
  br label %44, !dbg !77

44:                                               ; preds = %66, %42
  %45 = load i32, i32* %16, align 4, !dbg !78
  %46 = load i32, i32* %14, align 4, !dbg !80
  %47 = icmp slt i32 %45, %46, !dbg !81
  br i1 %47, label %48, label %69, !dbg !82

48:                                               ; preds = %44
  %49 = load float*, float** %9, align 8, !dbg !83
  %50 = load i32, i32* %15, align 4, !dbg !84
  %51 = load i32, i32* %7, align 4, !dbg !85
  %52 = mul nsw i32 %50, %51, !dbg !86
  %53 = load i32, i32* %16, align 4, !dbg !87
  %54 = add nsw i32 %52, %53, !dbg !88
  %55 = sext i32 %54 to i64, !dbg !83
  %56 = getelementptr inbounds float, float* %49, i64 %55, !dbg !83
  %57 = load float, float* %56, align 4, !dbg !83
  %58 = load float*, float** %10, align 8, !dbg !89
  %59 = load i32, i32* %16, align 4, !dbg !90
  %60 = load i32, i32* %6, align 4, !dbg !91
  %61 = mul nsw i32 %59, %60, !dbg !92
  %62 = load i32, i32* %15, align 4, !dbg !93
  %63 = add nsw i32 %61, %62, !dbg !94
  %64 = sext i32 %63 to i64, !dbg !89
  %65 = getelementptr inbounds float, float* %58, i64 %64, !dbg !89
  store float %57, float* %65, align 4, !dbg !95
  br label %66, !dbg !89

66:                                               ; preds = %48
  %67 = load i32, i32* %16, align 4, !dbg !96
  %68 = add nsw i32 %67, 1, !dbg !96
  store i32 %68, i32* %16, align 4, !dbg !96
  br label %44, !dbg !97, !llvm.loop !98

69:                                               ; preds = %44
  br label %70, !dbg !99

70:                                               ; preds = %69
  %71 = load i32, i32* %15, align 4, !dbg !101
  %72 = add nsw i32 %71, 1, !dbg !101
  store i32 %72, i32* %15, align 4, !dbg !101
  br label %38, !dbg !102, !llvm.loop !103

73:                                               ; preds = %38
  br label %74, !dbg !105

74:                                               ; preds = %73
  %75 = load i32, i32* %8, align 4, !dbg !106
  %76 = load i32, i32* %12, align 4, !dbg !107
  %77 = add nsw i32 %76, %75, !dbg !107
  store i32 %77, i32* %12, align 4, !dbg !107
  br label %22, !dbg !108, !llvm.loop !109

78:                                               ; preds = %22
  br label %79, !dbg !110

79:                                               ; preds = %78
  %80 = load i32, i32* %8, align 4, !dbg !111
  %81 = load i32, i32* %11, align 4, !dbg !112
  %82 = add nsw i32 %81, %80, !dbg !112
  store i32 %82, i32* %11, align 4, !dbg !112
  br label %17, !dbg !113, !llvm.loop !114

83:                                               ; preds = %17
  ret void, !dbg !116
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imin(i32 noundef %0, i32 noundef %1) #0 !dbg !117 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !120, metadata !DIExpression()), !dbg !121
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !122, metadata !DIExpression()), !dbg !123
  %5 = load i32, i32* %3, align 4, !dbg !124
  %6 = load i32, i32* %4, align 4, !dbg !125
  %7 = icmp slt i32 %5, %6, !dbg !126
  br i1 %7, label %8, label %10, !dbg !124

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !127
  br label %12, !dbg !124

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !128
  br label %12, !dbg !124

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !124
  ret i32 %13, !dbg !129
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !130 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float*, align 8
  %10 = alloca float*, align 8
  %11 = alloca float*, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !136, metadata !DIExpression()), !dbg !137
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !138, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %6, metadata !140, metadata !DIExpression()), !dbg !141
  %15 = load i32, i32* %4, align 4, !dbg !142
  %16 = icmp sgt i32 %15, 1, !dbg !143
  br i1 %16, label %17, label %22, !dbg !142

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !144
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !144
  %20 = load i8*, i8** %19, align 8, !dbg !144
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !145
  br label %23, !dbg !142

22:                                               ; preds = %2
  br label %23, !dbg !142

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 100, %22 ], !dbg !142
  store i32 %24, i32* %6, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata i32* %7, metadata !146, metadata !DIExpression()), !dbg !147
  %25 = load i32, i32* %4, align 4, !dbg !148
  %26 = icmp sgt i32 %25, 2, !dbg !149
  br i1 %26, label %27, label %32, !dbg !148

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !150
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !150
  %30 = load i8*, i8** %29, align 8, !dbg !150
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !151
  br label %33, !dbg !148

32:                                               ; preds = %23
  br label %33, !dbg !148

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 70, %32 ], !dbg !148
  store i32 %34, i32* %7, align 4, !dbg !147
  call void @llvm.dbg.declare(metadata i32* %8, metadata !152, metadata !DIExpression()), !dbg !153
  %35 = load i32, i32* %4, align 4, !dbg !154
  %36 = icmp sgt i32 %35, 3, !dbg !155
  br i1 %36, label %37, label %42, !dbg !154

37:                                               ; preds = %33
  %38 = load i8**, i8*** %5, align 8, !dbg !156
  %39 = getelementptr inbounds i8*, i8** %38, i64 3, !dbg !156
  %40 = load i8*, i8** %39, align 8, !dbg !156
  %41 = call i32 @atoi(i8* noundef %40) #5, !dbg !157
  br label %43, !dbg !154

42:                                               ; preds = %33
  br label %43, !dbg !154

43:                                               ; preds = %42, %37
  %44 = phi i32 [ %41, %37 ], [ 16, %42 ], !dbg !154
  store i32 %44, i32* %8, align 4, !dbg !153
  call void @llvm.dbg.declare(metadata float** %9, metadata !158, metadata !DIExpression()), !dbg !159
  %45 = load i32, i32* %6, align 4, !dbg !160
  %46 = sext i32 %45 to i64, !dbg !160
  %47 = mul i64 4, %46, !dbg !161
  %48 = load i32, i32* %7, align 4, !dbg !162
  %49 = sext i32 %48 to i64, !dbg !162
  %50 = mul i64 %47, %49, !dbg !163
  %51 = call noalias i8* @malloc(i64 noundef %50) #6, !dbg !164
  %52 = bitcast i8* %51 to float*, !dbg !164
  store float* %52, float** %9, align 8, !dbg !159
  call void @llvm.dbg.declare(metadata float** %10, metadata !165, metadata !DIExpression()), !dbg !166
  %53 = load i32, i32* %6, align 4, !dbg !167
  %54 = sext i32 %53 to i64, !dbg !167
  %55 = mul i64 4, %54, !dbg !168
  %56 = load i32, i32* %7, align 4, !dbg !169
  %57 = sext i32 %56 to i64, !dbg !169
  %58 = mul i64 %55, %57, !dbg !170
  %59 = call noalias i8* @malloc(i64 noundef %58) #6, !dbg !171
  %60 = bitcast i8* %59 to float*, !dbg !171
  store float* %60, float** %10, align 8, !dbg !166
  call void @llvm.dbg.declare(metadata float** %11, metadata !172, metadata !DIExpression()), !dbg !173
  %61 = load i32, i32* %6, align 4, !dbg !174
  %62 = sext i32 %61 to i64, !dbg !174
  %63 = mul i64 4, %62, !dbg !175
  %64 = load i32, i32* %7, align 4, !dbg !176
  %65 = sext i32 %64 to i64, !dbg !176
  %66 = mul i64 %63, %65, !dbg !177
  %67 = call noalias i8* @malloc(i64 noundef %66) #6, !dbg !178
  %68 = bitcast i8* %67 to float*, !dbg !178
  store float* %68, float** %11, align 8, !dbg !173
  call void @llvm.dbg.declare(metadata i32* %12, metadata !179, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %12, align 4, !dbg !181
  br label %69, !dbg !182

69:                                               ; preds = %83, %43
  %70 = load i32, i32* %12, align 4, !dbg !183
  %71 = load i32, i32* %6, align 4, !dbg !185
  %72 = load i32, i32* %7, align 4, !dbg !186
  %73 = mul nsw i32 %71, %72, !dbg !187
  %74 = icmp slt i32 %70, %73, !dbg !188
  br i1 %74, label %75, label %86, !dbg !189

75:                                               ; preds = %69
  %76 = load i32, i32* %12, align 4, !dbg !190
  %77 = srem i32 %76, 31, !dbg !191
  %78 = sitofp i32 %77 to float, !dbg !192
  %79 = load float*, float** %9, align 8, !dbg !193
  %80 = load i32, i32* %12, align 4, !dbg !194
  %81 = sext i32 %80 to i64, !dbg !193
  %82 = getelementptr inbounds float, float* %79, i64 %81, !dbg !193
  store float %78, float* %82, align 4, !dbg !195
  br label %83, !dbg !193

83:                                               ; preds = %75
  %84 = load i32, i32* %12, align 4, !dbg !196
  %85 = add nsw i32 %84, 1, !dbg !196
  store i32 %85, i32* %12, align 4, !dbg !196
  br label %69, !dbg !197, !llvm.loop !198

86:                                               ; preds = %69
  %87 = load i32, i32* %6, align 4, !dbg !200
  %88 = load i32, i32* %7, align 4, !dbg !201
  %89 = load i32, i32* %8, align 4, !dbg !202
  %90 = load float*, float** %9, align 8, !dbg !203
  %91 = load float*, float** %10, align 8, !dbg !204
  call void @kernel_transpose(i32 noundef %87, i32 noundef %88, i32 noundef %89, float* noundef %90, float* noundef %91), !dbg !205
  %92 = load i32, i32* %7, align 4, !dbg !206
  %93 = load i32, i32* %6, align 4, !dbg !207
  %94 = load i32, i32* %8, align 4, !dbg !208
  %95 = load float*, float** %10, align 8, !dbg !209
  %96 = load float*, float** %11, align 8, !dbg !210
  call void @box_blur(i32 noundef %92, i32 noundef %93, i32 noundef %94, float* noundef %95, float* noundef %96), !dbg !211
  call void @llvm.dbg.declare(metadata double* %13, metadata !212, metadata !DIExpression()), !dbg !214
  store double 0.000000e+00, double* %13, align 8, !dbg !214
  call void @llvm.dbg.declare(metadata i32* %14, metadata !215, metadata !DIExpression()), !dbg !217
  store i32 0, i32* %14, align 4, !dbg !217
  br label %97, !dbg !218

97:                                               ; preds = %116, %86
  %98 = load i32, i32* %14, align 4, !dbg !219
  %99 = load i32, i32* %6, align 4, !dbg !221
  %100 = load i32, i32* %7, align 4, !dbg !222
  %101 = mul nsw i32 %99, %100, !dbg !223
  %102 = icmp slt i32 %98, %101, !dbg !224
  br i1 %102, label %103, label %119, !dbg !225

103:                                              ; preds = %97
  %104 = load float*, float** %11, align 8, !dbg !226
  %105 = load i32, i32* %14, align 4, !dbg !227
  %106 = sext i32 %105 to i64, !dbg !226
  %107 = getelementptr inbounds float, float* %104, i64 %106, !dbg !226
  %108 = load float, float* %107, align 4, !dbg !226
  %109 = load i32, i32* %14, align 4, !dbg !228
  %110 = srem i32 %109, 5, !dbg !229
  %111 = sitofp i32 %110 to float, !dbg !230
  %112 = fmul float %108, %111, !dbg !231
  %113 = fpext float %112 to double, !dbg !226
  %114 = load double, double* %13, align 8, !dbg !232
  %115 = fadd double %114, %113, !dbg !232
  store double %115, double* %13, align 8, !dbg !232
  br label %116, !dbg !233

116:                                              ; preds = %103
  %117 = load i32, i32* %14, align 4, !dbg !234
  %118 = add nsw i32 %117, 1, !dbg !234
  store i32 %118, i32* %14, align 4, !dbg !234
  br label %97, !dbg !235, !llvm.loop !236

119:                                              ; preds = %97
  %120 = load double, double* %13, align 8, !dbg !238
  %121 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %120), !dbg !239
  %122 = load float*, float** %9, align 8, !dbg !240
  %123 = bitcast float* %122 to i8*, !dbg !240
  call void @free(i8* noundef %123) #6, !dbg !241
  %124 = load float*, float** %10, align 8, !dbg !242
  %125 = bitcast float* %124 to i8*, !dbg !242
  call void @free(i8* noundef %125) #6, !dbg !243
  %126 = load float*, float** %11, align 8, !dbg !244
  %127 = bitcast float* %126 to i8*, !dbg !244
  call void @free(i8* noundef %127) #6, !dbg !245
  ret i32 0, !dbg !246
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @box_blur(i32 noundef %0, i32 noundef %1, i32 noundef %2, float* noundef %3, float* noundef %4) #0 !dbg !247 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float*, align 8
  %10 = alloca float*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !248, metadata !DIExpression()), !dbg !249
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !252, metadata !DIExpression()), !dbg !253
  store float* %3, float** %9, align 8
  call void @llvm.dbg.declare(metadata float** %9, metadata !254, metadata !DIExpression()), !dbg !255
  store float* %4, float** %10, align 8
  call void @llvm.dbg.declare(metadata float** %10, metadata !256, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.declare(metadata i32* %11, metadata !258, metadata !DIExpression()), !dbg !260
  store i32 0, i32* %11, align 4, !dbg !260
  br label %22, !dbg !261

22:                                               ; preds = %132, %5
  %23 = load i32, i32* %11, align 4, !dbg !262
  %24 = load i32, i32* %6, align 4, !dbg !264
  %25 = icmp slt i32 %23, %24, !dbg !265
  br i1 %25, label %26, label %136, !dbg !266

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32* %12, metadata !267, metadata !DIExpression()), !dbg !269
  store i32 0, i32* %12, align 4, !dbg !269
  br label %27, !dbg !270

27:                                               ; preds = %127, %26
  %28 = load i32, i32* %12, align 4, !dbg !271
  %29 = load i32, i32* %7, align 4, !dbg !273
  %30 = icmp slt i32 %28, %29, !dbg !274
  br i1 %30, label %31, label %131, !dbg !275

31:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata i32* %13, metadata !276, metadata !DIExpression()), !dbg !278
  %32 = load i32, i32* %11, align 4, !dbg !279
  store i32 %32, i32* %13, align 4, !dbg !278
  br label %33, !dbg !280

33:                                               ; preds = %123, %31
  %34 = load i32, i32* %13, align 4, !dbg !281
  %35 = load i32, i32* %11, align 4, !dbg !283
  %36 = load i32, i32* %8, align 4, !dbg !284
  %37 = add nsw i32 %35, %36, !dbg !285
  %38 = load i32, i32* %6, align 4, !dbg !286
  %39 = call i32 @imin(i32 noundef %37, i32 noundef %38), !dbg !287
  %40 = icmp slt i32 %34, %39, !dbg !288
  br i1 %40, label %41, label %126, !dbg !289

41:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %14, metadata !290, metadata !DIExpression()), !dbg !292
  %42 = load i32, i32* %12, align 4, !dbg !293
  store i32 %42, i32* %14, align 4, !dbg !292
  br label %43, !dbg !294

43:                                               ; preds = %119, %41
  %44 = load i32, i32* %14, align 4, !dbg !295
  %45 = load i32, i32* %12, align 4, !dbg !297
  %46 = load i32, i32* %8, align 4, !dbg !298
  %47 = add nsw i32 %45, %46, !dbg !299
  %48 = load i32, i32* %7, align 4, !dbg !300
  %49 = call i32 @imin(i32 noundef %47, i32 noundef %48), !dbg !301
  %50 = icmp slt i32 %44, %49, !dbg !302
  br i1 %50, label %51, label %122, !dbg !303

51:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %15, metadata !304, metadata !DIExpression()), !dbg !306
  %52 = load i32, i32* %13, align 4, !dbg !307
  %53 = sub nsw i32 %52, 1, !dbg !308
  %54 = call i32 @imax(i32 noundef %53, i32 noundef 0), !dbg !309
  store i32 %54, i32* %15, align 4, !dbg !306
  call void @llvm.dbg.declare(metadata i32* %16, metadata !310, metadata !DIExpression()), !dbg !311
  %55 = load i32, i32* %13, align 4, !dbg !312
  %56 = add nsw i32 %55, 1, !dbg !313
  %57 = load i32, i32* %6, align 4, !dbg !314
  %58 = sub nsw i32 %57, 1, !dbg !315
  %59 = call i32 @imin(i32 noundef %56, i32 noundef %58), !dbg !316
  store i32 %59, i32* %16, align 4, !dbg !311
  call void @llvm.dbg.declare(metadata i32* %17, metadata !317, metadata !DIExpression()), !dbg !318
  %60 = load i32, i32* %14, align 4, !dbg !319
  %61 = sub nsw i32 %60, 1, !dbg !320
  %62 = call i32 @imax(i32 noundef %61, i32 noundef 0), !dbg !321
  store i32 %62, i32* %17, align 4, !dbg !318
  call void @llvm.dbg.declare(metadata i32* %18, metadata !322, metadata !DIExpression()), !dbg !323
  %63 = load i32, i32* %14, align 4, !dbg !324
  %64 = add nsw i32 %63, 1, !dbg !325
  %65 = load i32, i32* %7, align 4, !dbg !326
  %66 = sub nsw i32 %65, 1, !dbg !327
  %67 = call i32 @imin(i32 noundef %64, i32 noundef %66), !dbg !328
  store i32 %67, i32* %18, align 4, !dbg !323
  call void @llvm.dbg.declare(metadata float* %19, metadata !329, metadata !DIExpression()), !dbg !330
  store float 0.000000e+00, float* %19, align 4, !dbg !330
  call void @llvm.dbg.declare(metadata i32* %20, metadata !331, metadata !DIExpression()), !dbg !333
  %68 = load i32, i32* %15, align 4, !dbg !334
  store i32 %68, i32* %20, align 4, !dbg !333
  br label %69, !dbg !335

69:                                               ; preds = %95, %51
  %70 = load i32, i32* %20, align 4, !dbg !336
  %71 = load i32, i32* %16, align 4, !dbg !338
  %72 = icmp sle i32 %70, %71, !dbg !339
  br i1 %72, label %73, label %98, !dbg !340

73:                                               ; preds = %69
  call void @llvm.dbg.declare(metadata i32* %21, metadata !341, metadata !DIExpression()), !dbg !343
  %74 = load i32, i32* %17, align 4, !dbg !344
  store i32 %74, i32* %21, align 4, !dbg !343
  br label %75, !dbg !345

75:                                               ; preds = %91, %73
  %76 = load i32, i32* %21, align 4, !dbg !346
  %77 = load i32, i32* %18, align 4, !dbg !348
  %78 = icmp sle i32 %76, %77, !dbg !349
  br i1 %78, label %79, label %94, !dbg !350

79:                                               ; preds = %75
  %80 = load float*, float** %9, align 8, !dbg !351
  %81 = load i32, i32* %20, align 4, !dbg !352
  %82 = load i32, i32* %7, align 4, !dbg !353
  %83 = mul nsw i32 %81, %82, !dbg !354
  %84 = load i32, i32* %21, align 4, !dbg !355
  %85 = add nsw i32 %83, %84, !dbg !356
  %86 = sext i32 %85 to i64, !dbg !351
  %87 = getelementptr inbounds float, float* %80, i64 %86, !dbg !351
  %88 = load float, float* %87, align 4, !dbg !351
  %89 = load float, float* %19, align 4, !dbg !357
  %90 = fadd float %89, %88, !dbg !357
  store float %90, float* %19, align 4, !dbg !357
  br label %91, !dbg !358

91:                                               ; preds = %79
  %92 = load i32, i32* %21, align 4, !dbg !359
  %93 = add nsw i32 %92, 1, !dbg !359
  store i32 %93, i32* %21, align 4, !dbg !359
  br label %75, !dbg !360, !llvm.loop !361

94:                                               ; preds = %75
  br label %95, !dbg !362

95:                                               ; preds = %94
  %96 = load i32, i32* %20, align 4, !dbg !363
  %97 = add nsw i32 %96, 1, !dbg !363
  store i32 %97, i32* %20, align 4, !dbg !363
  br label %69, !dbg !364, !llvm.loop !365

98:                                               ; preds = %69
  %99 = load float, float* %19, align 4, !dbg !367
  %100 = load i32, i32* %16, align 4, !dbg !368
  %101 = load i32, i32* %15, align 4, !dbg !369
  %102 = sub nsw i32 %100, %101, !dbg !370
  %103 = add nsw i32 %102, 1, !dbg !371
  %104 = load i32, i32* %18, align 4, !dbg !372
  %105 = load i32, i32* %17, align 4, !dbg !373
  %106 = sub nsw i32 %104, %105, !dbg !374
  %107 = add nsw i32 %106, 1, !dbg !375
  %108 = mul nsw i32 %103, %107, !dbg !376
  %109 = sitofp i32 %108 to float, !dbg !377
  %110 = fdiv float %99, %109, !dbg !378
  %111 = load float*, float** %10, align 8, !dbg !379
  %112 = load i32, i32* %13, align 4, !dbg !380
  %113 = load i32, i32* %7, align 4, !dbg !381
  %114 = mul nsw i32 %112, %113, !dbg !382
  %115 = load i32, i32* %14, align 4, !dbg !383
  %116 = add nsw i32 %114, %115, !dbg !384
  %117 = sext i32 %116 to i64, !dbg !379
  %118 = getelementptr inbounds float, float* %111, i64 %117, !dbg !379
  store float %110, float* %118, align 4, !dbg !385
  br label %119, !dbg !386

119:                                              ; preds = %98
  %120 = load i32, i32* %14, align 4, !dbg !387
  %121 = add nsw i32 %120, 1, !dbg !387
  store i32 %121, i32* %14, align 4, !dbg !387
  br label %43, !dbg !388, !llvm.loop !389

122:                                              ; preds = %43
  br label %123, !dbg !390

123:                                              ; preds = %122
  %124 = load i32, i32* %13, align 4, !dbg !391
  %125 = add nsw i32 %124, 1, !dbg !391
  store i32 %125, i32* %13, align 4, !dbg !391
  br label %33, !dbg !392, !llvm.loop !393

126:                                              ; preds = %33
  br label %127, !dbg !394

127:                                              ; preds = %126
  %128 = load i32, i32* %8, align 4, !dbg !395
  %129 = load i32, i32* %12, align 4, !dbg !396
  %130 = add nsw i32 %129, %128, !dbg !396
  store i32 %130, i32* %12, align 4, !dbg !396
  br label %27, !dbg !397, !llvm.loop !398

131:                                              ; preds = %27
  br label %132, !dbg !399

132:                                              ; preds = %131
  %133 = load i32, i32* %8, align 4, !dbg !400
  %134 = load i32, i32* %11, align 4, !dbg !401
  %135 = add nsw i32 %134, %133, !dbg !401
  store i32 %135, i32* %11, align 4, !dbg !401
  br label %22, !dbg !402, !llvm.loop !403

136:                                              ; preds = %22
  ret void, !dbg !405
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @imax(i32 noundef %0, i32 noundef %1) #0 !dbg !406 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !407, metadata !DIExpression()), !dbg !408
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !409, metadata !DIExpression()), !dbg !410
  %5 = load i32, i32* %3, align 4, !dbg !411
  %6 = load i32, i32* %4, align 4, !dbg !412
  %7 = icmp sgt i32 %5, %6, !dbg !413
  br i1 %7, label %8, label %10, !dbg !411

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !414
  br label %12, !dbg !411

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !415
  br label %12, !dbg !411

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !411
  ret i32 %13, !dbg !416
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiled_transpose.c", directory: ".", checksumkind: CSK_MD5, checksum: "974d88442113c94f57172603b1bd70d7")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "kernel_transpose", scope: !1, file: !1, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !15, !15, !16, !18}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!19 = !{}
!20 = !DILocalVariable(name: "rows", arg: 1, scope: !12, file: !1, line: 10, type: !15)
!21 = !DILocation(line: 10, column: 27, scope: !12)
!22 = !DILocalVariable(name: "cols", arg: 2, scope: !12, file: !1, line: 10, type: !15)
!23 = !DILocation(line: 10, column: 37, scope: !12)
!24 = !DILocalVariable(name: "bs", arg: 3, scope: !12, file: !1, line: 10, type: !15)
!25 = !DILocation(line: 10, column: 47, scope: !12)
!26 = !DILocalVariable(name: "in", arg: 4, scope: !12, file: !1, line: 10, type: !16)
!27 = !DILocation(line: 10, column: 64, scope: !12)
!28 = !DILocalVariable(name: "out", arg: 5, scope: !12, file: !1, line: 10, type: !18)
!29 = !DILocation(line: 10, column: 75, scope: !12)
!30 = !DILocalVariable(name: "ii", scope: !31, file: !1, line: 12, type: !15)
!31 = distinct !DILexicalBlock(scope: !12, file: !1, line: 12, column: 3)
!32 = !DILocation(line: 12, column: 12, scope: !31)
!33 = !DILocation(line: 12, column: 8, scope: !31)
!34 = !DILocation(line: 12, column: 20, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 3)
!36 = !DILocation(line: 12, column: 25, scope: !35)
!37 = !DILocation(line: 12, column: 23, scope: !35)
!38 = !DILocation(line: 12, column: 3, scope: !31)
!39 = !DILocalVariable(name: "jj", scope: !40, file: !1, line: 13, type: !15)
!40 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 5)
!41 = !DILocation(line: 13, column: 14, scope: !40)
!42 = !DILocation(line: 13, column: 10, scope: !40)
!43 = !DILocation(line: 13, column: 22, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !1, line: 13, column: 5)
!45 = !DILocation(line: 13, column: 27, scope: !44)
!46 = !DILocation(line: 13, column: 25, scope: !44)
!47 = !DILocation(line: 13, column: 5, scope: !40)
!48 = !DILocalVariable(name: "ie", scope: !49, file: !1, line: 14, type: !15)
!49 = distinct !DILexicalBlock(scope: !44, file: !1, line: 13, column: 43)
!50 = !DILocation(line: 14, column: 11, scope: !49)
!51 = !DILocation(line: 14, column: 21, scope: !49)
!52 = !DILocation(line: 14, column: 26, scope: !49)
!53 = !DILocation(line: 14, column: 24, scope: !49)
!54 = !DILocation(line: 14, column: 30, scope: !49)
!55 = !DILocation(line: 14, column: 16, scope: !49)
!56 = !DILocalVariable(name: "je", scope: !49, file: !1, line: 14, type: !15)
!57 = !DILocation(line: 14, column: 37, scope: !49)
!58 = !DILocation(line: 14, column: 47, scope: !49)
!59 = !DILocation(line: 14, column: 52, scope: !49)
!60 = !DILocation(line: 14, column: 50, scope: !49)
!61 = !DILocation(line: 14, column: 56, scope: !49)
!62 = !DILocation(line: 14, column: 42, scope: !49)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 15, type: !15)
!64 = distinct !DILexicalBlock(scope: !49, file: !1, line: 15, column: 7)
!65 = !DILocation(line: 15, column: 16, scope: !64)
!66 = !DILocation(line: 15, column: 20, scope: !64)
!67 = !DILocation(line: 15, column: 12, scope: !64)
!68 = !DILocation(line: 15, column: 24, scope: !69)
!69 = distinct !DILexicalBlock(scope: !64, file: !1, line: 15, column: 7)
!70 = !DILocation(line: 15, column: 28, scope: !69)
!71 = !DILocation(line: 15, column: 26, scope: !69)
!72 = !DILocation(line: 15, column: 7, scope: !64)
!73 = !DILocalVariable(name: "j", scope: !74, file: !1, line: 16, type: !15)
!74 = distinct !DILexicalBlock(scope: !69, file: !1, line: 16, column: 9)
!75 = !DILocation(line: 16, column: 18, scope: !74)
!76 = !DILocation(line: 16, column: 22, scope: !74)
!77 = !DILocation(line: 16, column: 14, scope: !74)
!78 = !DILocation(line: 16, column: 26, scope: !79)
!79 = distinct !DILexicalBlock(scope: !74, file: !1, line: 16, column: 9)
!80 = !DILocation(line: 16, column: 30, scope: !79)
!81 = !DILocation(line: 16, column: 28, scope: !79)
!82 = !DILocation(line: 16, column: 9, scope: !74)
!83 = !DILocation(line: 17, column: 31, scope: !79)
!84 = !DILocation(line: 17, column: 34, scope: !79)
!85 = !DILocation(line: 17, column: 38, scope: !79)
!86 = !DILocation(line: 17, column: 36, scope: !79)
!87 = !DILocation(line: 17, column: 45, scope: !79)
!88 = !DILocation(line: 17, column: 43, scope: !79)
!89 = !DILocation(line: 17, column: 11, scope: !79)
!90 = !DILocation(line: 17, column: 15, scope: !79)
!91 = !DILocation(line: 17, column: 19, scope: !79)
!92 = !DILocation(line: 17, column: 17, scope: !79)
!93 = !DILocation(line: 17, column: 26, scope: !79)
!94 = !DILocation(line: 17, column: 24, scope: !79)
!95 = !DILocation(line: 17, column: 29, scope: !79)
!96 = !DILocation(line: 16, column: 35, scope: !79)
!97 = !DILocation(line: 16, column: 9, scope: !79)
!98 = distinct !{!98, !82, !99, !100}
!99 = !DILocation(line: 17, column: 46, scope: !74)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 15, column: 33, scope: !69)
!102 = !DILocation(line: 15, column: 7, scope: !69)
!103 = distinct !{!103, !72, !104, !100}
!104 = !DILocation(line: 17, column: 46, scope: !64)
!105 = !DILocation(line: 18, column: 5, scope: !49)
!106 = !DILocation(line: 13, column: 39, scope: !44)
!107 = !DILocation(line: 13, column: 36, scope: !44)
!108 = !DILocation(line: 13, column: 5, scope: !44)
!109 = distinct !{!109, !47, !110, !100}
!110 = !DILocation(line: 18, column: 5, scope: !40)
!111 = !DILocation(line: 12, column: 37, scope: !35)
!112 = !DILocation(line: 12, column: 34, scope: !35)
!113 = !DILocation(line: 12, column: 3, scope: !35)
!114 = distinct !{!114, !38, !115, !100}
!115 = !DILocation(line: 18, column: 5, scope: !31)
!116 = !DILocation(line: 19, column: 1, scope: !12)
!117 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 7, type: !118, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!118 = !DISubroutineType(types: !119)
!119 = !{!15, !15, !15}
!120 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !1, line: 7, type: !15)
!121 = !DILocation(line: 7, column: 28, scope: !117)
!122 = !DILocalVariable(name: "b", arg: 2, scope: !117, file: !1, line: 7, type: !15)
!123 = !DILocation(line: 7, column: 35, scope: !117)
!124 = !DILocation(line: 7, column: 47, scope: !117)
!125 = !DILocation(line: 7, column: 51, scope: !117)
!126 = !DILocation(line: 7, column: 49, scope: !117)
!127 = !DILocation(line: 7, column: 55, scope: !117)
!128 = !DILocation(line: 7, column: 59, scope: !117)
!129 = !DILocation(line: 7, column: 40, scope: !117)
!130 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !131, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!131 = !DISubroutineType(types: !132)
!132 = !{!15, !15, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!136 = !DILocalVariable(name: "argc", arg: 1, scope: !130, file: !1, line: 37, type: !15)
!137 = !DILocation(line: 37, column: 14, scope: !130)
!138 = !DILocalVariable(name: "argv", arg: 2, scope: !130, file: !1, line: 37, type: !133)
!139 = !DILocation(line: 37, column: 27, scope: !130)
!140 = !DILocalVariable(name: "rows", scope: !130, file: !1, line: 39, type: !15)
!141 = !DILocation(line: 39, column: 7, scope: !130)
!142 = !DILocation(line: 39, column: 14, scope: !130)
!143 = !DILocation(line: 39, column: 19, scope: !130)
!144 = !DILocation(line: 39, column: 30, scope: !130)
!145 = !DILocation(line: 39, column: 25, scope: !130)
!146 = !DILocalVariable(name: "cols", scope: !130, file: !1, line: 40, type: !15)
!147 = !DILocation(line: 40, column: 7, scope: !130)
!148 = !DILocation(line: 40, column: 14, scope: !130)
!149 = !DILocation(line: 40, column: 19, scope: !130)
!150 = !DILocation(line: 40, column: 30, scope: !130)
!151 = !DILocation(line: 40, column: 25, scope: !130)
!152 = !DILocalVariable(name: "bs", scope: !130, file: !1, line: 41, type: !15)
!153 = !DILocation(line: 41, column: 7, scope: !130)
!154 = !DILocation(line: 41, column: 12, scope: !130)
!155 = !DILocation(line: 41, column: 17, scope: !130)
!156 = !DILocation(line: 41, column: 28, scope: !130)
!157 = !DILocation(line: 41, column: 23, scope: !130)
!158 = !DILocalVariable(name: "a", scope: !130, file: !1, line: 42, type: !18)
!159 = !DILocation(line: 42, column: 10, scope: !130)
!160 = !DILocation(line: 42, column: 37, scope: !130)
!161 = !DILocation(line: 42, column: 35, scope: !130)
!162 = !DILocation(line: 42, column: 44, scope: !130)
!163 = !DILocation(line: 42, column: 42, scope: !130)
!164 = !DILocation(line: 42, column: 14, scope: !130)
!165 = !DILocalVariable(name: "b", scope: !130, file: !1, line: 43, type: !18)
!166 = !DILocation(line: 43, column: 10, scope: !130)
!167 = !DILocation(line: 43, column: 37, scope: !130)
!168 = !DILocation(line: 43, column: 35, scope: !130)
!169 = !DILocation(line: 43, column: 44, scope: !130)
!170 = !DILocation(line: 43, column: 42, scope: !130)
!171 = !DILocation(line: 43, column: 14, scope: !130)
!172 = !DILocalVariable(name: "c", scope: !130, file: !1, line: 44, type: !18)
!173 = !DILocation(line: 44, column: 10, scope: !130)
!174 = !DILocation(line: 44, column: 37, scope: !130)
!175 = !DILocation(line: 44, column: 35, scope: !130)
!176 = !DILocation(line: 44, column: 44, scope: !130)
!177 = !DILocation(line: 44, column: 42, scope: !130)
!178 = !DILocation(line: 44, column: 14, scope: !130)
!179 = !DILocalVariable(name: "i", scope: !180, file: !1, line: 45, type: !15)
!180 = distinct !DILexicalBlock(scope: !130, file: !1, line: 45, column: 3)
!181 = !DILocation(line: 45, column: 12, scope: !180)
!182 = !DILocation(line: 45, column: 8, scope: !180)
!183 = !DILocation(line: 45, column: 19, scope: !184)
!184 = distinct !DILexicalBlock(scope: !180, file: !1, line: 45, column: 3)
!185 = !DILocation(line: 45, column: 23, scope: !184)
!186 = !DILocation(line: 45, column: 30, scope: !184)
!187 = !DILocation(line: 45, column: 28, scope: !184)
!188 = !DILocation(line: 45, column: 21, scope: !184)
!189 = !DILocation(line: 45, column: 3, scope: !180)
!190 = !DILocation(line: 46, column: 20, scope: !184)
!191 = !DILocation(line: 46, column: 22, scope: !184)
!192 = !DILocation(line: 46, column: 12, scope: !184)
!193 = !DILocation(line: 46, column: 5, scope: !184)
!194 = !DILocation(line: 46, column: 7, scope: !184)
!195 = !DILocation(line: 46, column: 10, scope: !184)
!196 = !DILocation(line: 45, column: 37, scope: !184)
!197 = !DILocation(line: 45, column: 3, scope: !184)
!198 = distinct !{!198, !189, !199, !100}
!199 = !DILocation(line: 46, column: 26, scope: !180)
!200 = !DILocation(line: 47, column: 20, scope: !130)
!201 = !DILocation(line: 47, column: 26, scope: !130)
!202 = !DILocation(line: 47, column: 32, scope: !130)
!203 = !DILocation(line: 47, column: 36, scope: !130)
!204 = !DILocation(line: 47, column: 39, scope: !130)
!205 = !DILocation(line: 47, column: 3, scope: !130)
!206 = !DILocation(line: 48, column: 12, scope: !130)
!207 = !DILocation(line: 48, column: 18, scope: !130)
!208 = !DILocation(line: 48, column: 24, scope: !130)
!209 = !DILocation(line: 48, column: 28, scope: !130)
!210 = !DILocation(line: 48, column: 31, scope: !130)
!211 = !DILocation(line: 48, column: 3, scope: !130)
!212 = !DILocalVariable(name: "s", scope: !130, file: !1, line: 49, type: !213)
!213 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!214 = !DILocation(line: 49, column: 10, scope: !130)
!215 = !DILocalVariable(name: "i", scope: !216, file: !1, line: 50, type: !15)
!216 = distinct !DILexicalBlock(scope: !130, file: !1, line: 50, column: 3)
!217 = !DILocation(line: 50, column: 12, scope: !216)
!218 = !DILocation(line: 50, column: 8, scope: !216)
!219 = !DILocation(line: 50, column: 19, scope: !220)
!220 = distinct !DILexicalBlock(scope: !216, file: !1, line: 50, column: 3)
!221 = !DILocation(line: 50, column: 23, scope: !220)
!222 = !DILocation(line: 50, column: 30, scope: !220)
!223 = !DILocation(line: 50, column: 28, scope: !220)
!224 = !DILocation(line: 50, column: 21, scope: !220)
!225 = !DILocation(line: 50, column: 3, scope: !216)
!226 = !DILocation(line: 51, column: 10, scope: !220)
!227 = !DILocation(line: 51, column: 12, scope: !220)
!228 = !DILocation(line: 51, column: 18, scope: !220)
!229 = !DILocation(line: 51, column: 20, scope: !220)
!230 = !DILocation(line: 51, column: 17, scope: !220)
!231 = !DILocation(line: 51, column: 15, scope: !220)
!232 = !DILocation(line: 51, column: 7, scope: !220)
!233 = !DILocation(line: 51, column: 5, scope: !220)
!234 = !DILocation(line: 50, column: 37, scope: !220)
!235 = !DILocation(line: 50, column: 3, scope: !220)
!236 = distinct !{!236, !225, !237, !100}
!237 = !DILocation(line: 51, column: 23, scope: !216)
!238 = !DILocation(line: 52, column: 29, scope: !130)
!239 = !DILocation(line: 52, column: 3, scope: !130)
!240 = !DILocation(line: 53, column: 8, scope: !130)
!241 = !DILocation(line: 53, column: 3, scope: !130)
!242 = !DILocation(line: 54, column: 8, scope: !130)
!243 = !DILocation(line: 54, column: 3, scope: !130)
!244 = !DILocation(line: 55, column: 8, scope: !130)
!245 = !DILocation(line: 55, column: 3, scope: !130)
!246 = !DILocation(line: 56, column: 3, scope: !130)
!247 = distinct !DISubprogram(name: "box_blur", scope: !1, file: !1, line: 21, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!248 = !DILocalVariable(name: "rows", arg: 1, scope: !247, file: !1, line: 21, type: !15)
!249 = !DILocation(line: 21, column: 26, scope: !247)
!250 = !DILocalVariable(name: "cols", arg: 2, scope: !247, file: !1, line: 21, type: !15)
!251 = !DILocation(line: 21, column: 36, scope: !247)
!252 = !DILocalVariable(name: "bs", arg: 3, scope: !247, file: !1, line: 21, type: !15)
!253 = !DILocation(line: 21, column: 46, scope: !247)
!254 = !DILocalVariable(name: "in", arg: 4, scope: !247, file: !1, line: 21, type: !16)
!255 = !DILocation(line: 21, column: 63, scope: !247)
!256 = !DILocalVariable(name: "out", arg: 5, scope: !247, file: !1, line: 21, type: !18)
!257 = !DILocation(line: 21, column: 74, scope: !247)
!258 = !DILocalVariable(name: "ii", scope: !259, file: !1, line: 23, type: !15)
!259 = distinct !DILexicalBlock(scope: !247, file: !1, line: 23, column: 3)
!260 = !DILocation(line: 23, column: 12, scope: !259)
!261 = !DILocation(line: 23, column: 8, scope: !259)
!262 = !DILocation(line: 23, column: 20, scope: !263)
!263 = distinct !DILexicalBlock(scope: !259, file: !1, line: 23, column: 3)
!264 = !DILocation(line: 23, column: 25, scope: !263)
!265 = !DILocation(line: 23, column: 23, scope: !263)
!266 = !DILocation(line: 23, column: 3, scope: !259)
!267 = !DILocalVariable(name: "jj", scope: !268, file: !1, line: 24, type: !15)
!268 = distinct !DILexicalBlock(scope: !263, file: !1, line: 24, column: 5)
!269 = !DILocation(line: 24, column: 14, scope: !268)
!270 = !DILocation(line: 24, column: 10, scope: !268)
!271 = !DILocation(line: 24, column: 22, scope: !272)
!272 = distinct !DILexicalBlock(scope: !268, file: !1, line: 24, column: 5)
!273 = !DILocation(line: 24, column: 27, scope: !272)
!274 = !DILocation(line: 24, column: 25, scope: !272)
!275 = !DILocation(line: 24, column: 5, scope: !268)
!276 = !DILocalVariable(name: "i", scope: !277, file: !1, line: 25, type: !15)
!277 = distinct !DILexicalBlock(scope: !272, file: !1, line: 25, column: 7)
!278 = !DILocation(line: 25, column: 16, scope: !277)
!279 = !DILocation(line: 25, column: 20, scope: !277)
!280 = !DILocation(line: 25, column: 12, scope: !277)
!281 = !DILocation(line: 25, column: 24, scope: !282)
!282 = distinct !DILexicalBlock(scope: !277, file: !1, line: 25, column: 7)
!283 = !DILocation(line: 25, column: 33, scope: !282)
!284 = !DILocation(line: 25, column: 38, scope: !282)
!285 = !DILocation(line: 25, column: 36, scope: !282)
!286 = !DILocation(line: 25, column: 42, scope: !282)
!287 = !DILocation(line: 25, column: 28, scope: !282)
!288 = !DILocation(line: 25, column: 26, scope: !282)
!289 = !DILocation(line: 25, column: 7, scope: !277)
!290 = !DILocalVariable(name: "j", scope: !291, file: !1, line: 26, type: !15)
!291 = distinct !DILexicalBlock(scope: !282, file: !1, line: 26, column: 9)
!292 = !DILocation(line: 26, column: 18, scope: !291)
!293 = !DILocation(line: 26, column: 22, scope: !291)
!294 = !DILocation(line: 26, column: 14, scope: !291)
!295 = !DILocation(line: 26, column: 26, scope: !296)
!296 = distinct !DILexicalBlock(scope: !291, file: !1, line: 26, column: 9)
!297 = !DILocation(line: 26, column: 35, scope: !296)
!298 = !DILocation(line: 26, column: 40, scope: !296)
!299 = !DILocation(line: 26, column: 38, scope: !296)
!300 = !DILocation(line: 26, column: 44, scope: !296)
!301 = !DILocation(line: 26, column: 30, scope: !296)
!302 = !DILocation(line: 26, column: 28, scope: !296)
!303 = !DILocation(line: 26, column: 9, scope: !291)
!304 = !DILocalVariable(name: "i0", scope: !305, file: !1, line: 27, type: !15)
!305 = distinct !DILexicalBlock(scope: !296, file: !1, line: 26, column: 56)
!306 = !DILocation(line: 27, column: 15, scope: !305)
!307 = !DILocation(line: 27, column: 25, scope: !305)
!308 = !DILocation(line: 27, column: 27, scope: !305)
!309 = !DILocation(line: 27, column: 20, scope: !305)
!310 = !DILocalVariable(name: "i1", scope: !305, file: !1, line: 27, type: !15)
!311 = !DILocation(line: 27, column: 36, scope: !305)
!312 = !DILocation(line: 27, column: 46, scope: !305)
!313 = !DILocation(line: 27, column: 48, scope: !305)
!314 = !DILocation(line: 27, column: 53, scope: !305)
!315 = !DILocation(line: 27, column: 58, scope: !305)
!316 = !DILocation(line: 27, column: 41, scope: !305)
!317 = !DILocalVariable(name: "j0", scope: !305, file: !1, line: 28, type: !15)
!318 = !DILocation(line: 28, column: 15, scope: !305)
!319 = !DILocation(line: 28, column: 25, scope: !305)
!320 = !DILocation(line: 28, column: 27, scope: !305)
!321 = !DILocation(line: 28, column: 20, scope: !305)
!322 = !DILocalVariable(name: "j1", scope: !305, file: !1, line: 28, type: !15)
!323 = !DILocation(line: 28, column: 36, scope: !305)
!324 = !DILocation(line: 28, column: 46, scope: !305)
!325 = !DILocation(line: 28, column: 48, scope: !305)
!326 = !DILocation(line: 28, column: 53, scope: !305)
!327 = !DILocation(line: 28, column: 58, scope: !305)
!328 = !DILocation(line: 28, column: 41, scope: !305)
!329 = !DILocalVariable(name: "s", scope: !305, file: !1, line: 29, type: !3)
!330 = !DILocation(line: 29, column: 17, scope: !305)
!331 = !DILocalVariable(name: "a", scope: !332, file: !1, line: 30, type: !15)
!332 = distinct !DILexicalBlock(scope: !305, file: !1, line: 30, column: 11)
!333 = !DILocation(line: 30, column: 20, scope: !332)
!334 = !DILocation(line: 30, column: 24, scope: !332)
!335 = !DILocation(line: 30, column: 16, scope: !332)
!336 = !DILocation(line: 30, column: 28, scope: !337)
!337 = distinct !DILexicalBlock(scope: !332, file: !1, line: 30, column: 11)
!338 = !DILocation(line: 30, column: 33, scope: !337)
!339 = !DILocation(line: 30, column: 30, scope: !337)
!340 = !DILocation(line: 30, column: 11, scope: !332)
!341 = !DILocalVariable(name: "b", scope: !342, file: !1, line: 31, type: !15)
!342 = distinct !DILexicalBlock(scope: !337, file: !1, line: 31, column: 13)
!343 = !DILocation(line: 31, column: 22, scope: !342)
!344 = !DILocation(line: 31, column: 26, scope: !342)
!345 = !DILocation(line: 31, column: 18, scope: !342)
!346 = !DILocation(line: 31, column: 30, scope: !347)
!347 = distinct !DILexicalBlock(scope: !342, file: !1, line: 31, column: 13)
!348 = !DILocation(line: 31, column: 35, scope: !347)
!349 = !DILocation(line: 31, column: 32, scope: !347)
!350 = !DILocation(line: 31, column: 13, scope: !342)
!351 = !DILocation(line: 32, column: 20, scope: !347)
!352 = !DILocation(line: 32, column: 23, scope: !347)
!353 = !DILocation(line: 32, column: 27, scope: !347)
!354 = !DILocation(line: 32, column: 25, scope: !347)
!355 = !DILocation(line: 32, column: 34, scope: !347)
!356 = !DILocation(line: 32, column: 32, scope: !347)
!357 = !DILocation(line: 32, column: 17, scope: !347)
!358 = !DILocation(line: 32, column: 15, scope: !347)
!359 = !DILocation(line: 31, column: 40, scope: !347)
!360 = !DILocation(line: 31, column: 13, scope: !347)
!361 = distinct !{!361, !350, !362, !100}
!362 = !DILocation(line: 32, column: 35, scope: !342)
!363 = !DILocation(line: 30, column: 38, scope: !337)
!364 = !DILocation(line: 30, column: 11, scope: !337)
!365 = distinct !{!365, !340, !366, !100}
!366 = !DILocation(line: 32, column: 35, scope: !332)
!367 = !DILocation(line: 33, column: 31, scope: !305)
!368 = !DILocation(line: 33, column: 44, scope: !305)
!369 = !DILocation(line: 33, column: 49, scope: !305)
!370 = !DILocation(line: 33, column: 47, scope: !305)
!371 = !DILocation(line: 33, column: 52, scope: !305)
!372 = !DILocation(line: 33, column: 60, scope: !305)
!373 = !DILocation(line: 33, column: 65, scope: !305)
!374 = !DILocation(line: 33, column: 63, scope: !305)
!375 = !DILocation(line: 33, column: 68, scope: !305)
!376 = !DILocation(line: 33, column: 57, scope: !305)
!377 = !DILocation(line: 33, column: 35, scope: !305)
!378 = !DILocation(line: 33, column: 33, scope: !305)
!379 = !DILocation(line: 33, column: 11, scope: !305)
!380 = !DILocation(line: 33, column: 15, scope: !305)
!381 = !DILocation(line: 33, column: 19, scope: !305)
!382 = !DILocation(line: 33, column: 17, scope: !305)
!383 = !DILocation(line: 33, column: 26, scope: !305)
!384 = !DILocation(line: 33, column: 24, scope: !305)
!385 = !DILocation(line: 33, column: 29, scope: !305)
!386 = !DILocation(line: 34, column: 9, scope: !305)
!387 = !DILocation(line: 26, column: 52, scope: !296)
!388 = !DILocation(line: 26, column: 9, scope: !296)
!389 = distinct !{!389, !303, !390, !100}
!390 = !DILocation(line: 34, column: 9, scope: !291)
!391 = !DILocation(line: 25, column: 50, scope: !282)
!392 = !DILocation(line: 25, column: 7, scope: !282)
!393 = distinct !{!393, !289, !394, !100}
!394 = !DILocation(line: 34, column: 9, scope: !277)
!395 = !DILocation(line: 24, column: 39, scope: !272)
!396 = !DILocation(line: 24, column: 36, scope: !272)
!397 = !DILocation(line: 24, column: 5, scope: !272)
!398 = distinct !{!398, !275, !399, !100}
!399 = !DILocation(line: 34, column: 9, scope: !268)
!400 = !DILocation(line: 23, column: 37, scope: !263)
!401 = !DILocation(line: 23, column: 34, scope: !263)
!402 = !DILocation(line: 23, column: 3, scope: !263)
!403 = distinct !{!403, !266, !404, !100}
!404 = !DILocation(line: 34, column: 9, scope: !259)
!405 = !DILocation(line: 35, column: 1, scope: !247)
!406 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 8, type: !118, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!407 = !DILocalVariable(name: "a", arg: 1, scope: !406, file: !1, line: 8, type: !15)
!408 = !DILocation(line: 8, column: 28, scope: !406)
!409 = !DILocalVariable(name: "b", arg: 2, scope: !406, file: !1, line: 8, type: !15)
!410 = !DILocation(line: 8, column: 35, scope: !406)
!411 = !DILocation(line: 8, column: 47, scope: !406)
!412 = !DILocation(line: 8, column: 51, scope: !406)
!413 = !DILocation(line: 8, column: 49, scope: !406)
!414 = !DILocation(line: 8, column: 55, scope: !406)
!415 = !DILocation(line: 8, column: 59, scope: !406)
!416 = !DILocation(line: 8, column: 40, scope: !406)
