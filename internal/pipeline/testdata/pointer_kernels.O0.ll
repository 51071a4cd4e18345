; ModuleID = 'pointer_kernels.c'
source_filename = "pointer_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pt = type { i32, i32, double }
%struct.span = type { double*, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca %struct.pt*, align 8
  %11 = alloca %struct.span, align 8
  %12 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %13 = load i32, i32* %4, align 4, !dbg !28
  %14 = icmp sgt i32 %13, 1, !dbg !29
  br i1 %14, label %15, label %20, !dbg !28

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !30
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !30
  %18 = load i8*, i8** %17, align 8, !dbg !30
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !31
  br label %21, !dbg !28

20:                                               ; preds = %2
  br label %21, !dbg !28

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 30, %20 ], !dbg !28
  store i32 %22, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %23 = load i32, i32* %4, align 4, !dbg !34
  %24 = icmp sgt i32 %23, 2, !dbg !35
  br i1 %24, label %25, label %30, !dbg !34

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !36
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !36
  %28 = load i8*, i8** %27, align 8, !dbg !36
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !37
  br label %31, !dbg !34

30:                                               ; preds = %21
  br label %31, !dbg !34

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 40, %30 ], !dbg !34
  store i32 %32, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !41
  %33 = load i32, i32* %6, align 4, !dbg !42
  %34 = sext i32 %33 to i64, !dbg !43
  %35 = load i32, i32* %7, align 4, !dbg !44
  %36 = sext i32 %35 to i64, !dbg !44
  %37 = mul i64 %34, %36, !dbg !45
  %38 = call noalias i8* @calloc(i64 noundef %37, i64 noundef 8) #6, !dbg !46
  %39 = bitcast i8* %38 to double*, !dbg !46
  store double* %39, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i8** %9, metadata !47, metadata !DIExpression()), !dbg !48
  %40 = load i32, i32* %6, align 4, !dbg !49
  %41 = icmp sgt i32 %40, 0, !dbg !50
  br i1 %41, label %42, label %44, !dbg !49

42:                                               ; preds = %31
  %43 = load i32, i32* %6, align 4, !dbg !51
  br label %45, !dbg !49

44:                                               ; preds = %31
  br label %45, !dbg !49

45:                                               ; preds = %44, %42
  %46 = phi i32 [ %43, %42 ], [ 1, %44 ], !dbg !49
  %47 = sext i32 %46 to i64, !dbg !49
  %48 = call noalias i8* @malloc(i64 noundef %47) #6, !dbg !52
  store i8* %48, i8** %9, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata %struct.pt** %10, metadata !53, metadata !DIExpression()), !dbg !61
  %49 = load i32, i32* %6, align 4, !dbg !62
  %50 = sext i32 %49 to i64, !dbg !62
  %51 = call noalias i8* @calloc(i64 noundef %50, i64 noundef 16) #6, !dbg !63
  %52 = bitcast i8* %51 to %struct.pt*, !dbg !63
  store %struct.pt* %52, %struct.pt** %10, align 8, !dbg !61
  call void @llvm.dbg.declare(metadata %struct.span* %11, metadata !64, metadata !DIExpression()), !dbg !70
  %53 = load i32, i32* %7, align 4, !dbg !71
  call void @span_init(%struct.span* noundef %11, i32 noundef %53), !dbg !72
  call void @llvm.dbg.declare(metadata double* %12, metadata !73, metadata !DIExpression()), !dbg !74
  %54 = load double*, double** %8, align 8, !dbg !75
  %55 = load i32, i32* %6, align 4, !dbg !76
  %56 = load i32, i32* %7, align 4, !dbg !77
  %57 = mul nsw i32 %55, %56, !dbg !78
  %58 = call double @rev(double* noundef %54, i32 noundef %57), !dbg !79
  %59 = load double*, double** %8, align 8, !dbg !80
  %60 = load i32, i32* %6, align 4, !dbg !81
  %61 = load i32, i32* %7, align 4, !dbg !82
  %62 = mul nsw i32 %60, %61, !dbg !83
  %63 = call double @stride2(double* noundef %59, i32 noundef %62), !dbg !84
  %64 = fadd double %58, %63, !dbg !85
  %65 = load double*, double** %8, align 8, !dbg !86
  %66 = load i32, i32* %6, align 4, !dbg !87
  %67 = load i32, i32* %7, align 4, !dbg !88
  %68 = call double @rows(double* noundef %65, i32 noundef %66, i32 noundef %67), !dbg !89
  %69 = fadd double %64, %68, !dbg !90
  %70 = load double*, double** %8, align 8, !dbg !91
  %71 = load i32, i32* %6, align 4, !dbg !92
  %72 = load i32, i32* %7, align 4, !dbg !93
  %73 = icmp slt i32 %71, %72, !dbg !94
  br i1 %73, label %74, label %76, !dbg !92

74:                                               ; preds = %45
  %75 = load i32, i32* %6, align 4, !dbg !95
  br label %78, !dbg !92

76:                                               ; preds = %45
  %77 = load i32, i32* %7, align 4, !dbg !96
  br label %78, !dbg !92

78:                                               ; preds = %76, %74
  %79 = phi i32 [ %75, %74 ], [ %77, %76 ], !dbg !92
  %80 = call double @upper(double* noundef %70, i32 noundef %79), !dbg !97
  %81 = fadd double %69, %80, !dbg !98
  %82 = load i8*, i8** %9, align 8, !dbg !99
  %83 = load i32, i32* %6, align 4, !dbg !100
  %84 = call i32 @fill(i8* noundef %82, i32 noundef %83), !dbg !101
  %85 = sitofp i32 %84 to double, !dbg !101
  %86 = fadd double %81, %85, !dbg !102
  %87 = load %struct.pt*, %struct.pt** %10, align 8, !dbg !103
  %88 = load i32, i32* %6, align 4, !dbg !104
  %89 = call double @weigh(%struct.pt* noundef %87, i32 noundef %88), !dbg !105
  %90 = fadd double %86, %89, !dbg !106
  %91 = bitcast %struct.span* %11 to { double*, double* }*, !dbg !107
  %92 = getelementptr inbounds { double*, double* }, { double*, double* }* %91, i32 0, i32 0, !dbg !107
  %93 = load double*, double** %92, align 8, !dbg !107
  %94 = getelementptr inbounds { double*, double* }, { double*, double* }* %91, i32 0, i32 1, !dbg !107
  %95 = load double*, double** %94, align 8, !dbg !107
  %96 = call double @span_sum(double* %93, double* %95), !dbg !107
  %97 = fadd double %90, %96, !dbg !108
  store double %97, double* %12, align 8, !dbg !74
  %98 = load double, double* %12, align 8, !dbg !109
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %98), !dbg !110
  %100 = load double*, double** %8, align 8, !dbg !111
  %101 = bitcast double* %100 to i8*, !dbg !111
  call void @free(i8* noundef %101) #6, !dbg !112
  %102 = load i8*, i8** %9, align 8, !dbg !113
  call void @free(i8* noundef %102) #6, !dbg !114
  %103 = load %struct.pt*, %struct.pt** %10, align 8, !dbg !115
  %104 = bitcast %struct.pt* %103 to i8*, !dbg !115
  call void @free(i8* noundef %104) #6, !dbg !116
  %105 = getelementptr inbounds %struct.span, %struct.span* %11, i32 0, i32 0, !dbg !117
  %106 = load double*, double** %105, align 8, !dbg !117
  %107 = bitcast double* %106 to i8*, !dbg !118
  call void @free(i8* noundef %107) #6, !dbg !119
  ret i32 0, !dbg !120
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
define internal void @span_init(%struct.span* noundef %0, i32 noundef %1) #0 !dbg !121 {
  %3 = alloca %struct.span*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  store %struct.span* %0, %struct.span** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.span** %3, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !127, metadata !DIExpression()), !dbg !128
  %6 = load i32, i32* %4, align 4, !dbg !129
  %7 = sext i32 %6 to i64, !dbg !129
  %8 = mul i64 %7, 8, !dbg !130
  %9 = call noalias i8* @malloc(i64 noundef %8) #6, !dbg !131
  %10 = bitcast i8* %9 to double*, !dbg !131
  %11 = load %struct.span*, %struct.span** %3, align 8, !dbg !132
  %12 = getelementptr inbounds %struct.span, %struct.span* %11, i32 0, i32 0, !dbg !133
  store double* %10, double** %12, align 8, !dbg !134
  %13 = load %struct.span*, %struct.span** %3, align 8, !dbg !135
  %14 = getelementptr inbounds %struct.span, %struct.span* %13, i32 0, i32 0, !dbg !136
  %15 = load double*, double** %14, align 8, !dbg !136
  %16 = load i32, i32* %4, align 4, !dbg !137
  %17 = sext i32 %16 to i64, !dbg !138
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !138
  %19 = load %struct.span*, %struct.span** %3, align 8, !dbg !139
  %20 = getelementptr inbounds %struct.span, %struct.span* %19, i32 0, i32 1, !dbg !140
  store double* %18, double** %20, align 8, !dbg !141
  call void @llvm.dbg.declare(metadata double** %5, metadata !142, metadata !DIExpression()), !dbg !144
  %21 = load %struct.span*, %struct.span** %3, align 8, !dbg !145
  %22 = getelementptr inbounds %struct.span, %struct.span* %21, i32 0, i32 0, !dbg !146
  %23 = load double*, double** %22, align 8, !dbg !146
  store double* %23, double** %5, align 8, !dbg !144
  br label %24, !dbg !147

24:                                               ; preds = %32, %2
  %25 = load double*, double** %5, align 8, !dbg !148
  %26 = load %struct.span*, %struct.span** %3, align 8, !dbg !150
  %27 = getelementptr inbounds %struct.span, %struct.span* %26, i32 0, i32 1, !dbg !151
  %28 = load double*, double** %27, align 8, !dbg !151
  %29 = icmp ne double* %25, %28, !dbg !152
  br i1 %29, label %30, label %35, !dbg !153

30:                                               ; preds = %24
  %31 = load double*, double** %5, align 8, !dbg !154
  store double 1.000000e+00, double* %31, align 8, !dbg !155
  br label %32, !dbg !156

32:                                               ; preds = %30
  %33 = load double*, double** %5, align 8, !dbg !157
  %34 = getelementptr inbounds double, double* %33, i32 1, !dbg !157
  store double* %34, double** %5, align 8, !dbg !157
  br label %24, !dbg !158, !llvm.loop !159

35:                                               ; preds = %24
  ret void, !dbg !162
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rev(double* noundef %0, i32 noundef %1) #0 !dbg !163 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !168, metadata !DIExpression()), !dbg !169
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !170, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.declare(metadata double* %5, metadata !172, metadata !DIExpression()), !dbg !173
  store double 0.000000e+00, double* %5, align 8, !dbg !173
  call void @llvm.dbg.declare(metadata double** %6, metadata !174, metadata !DIExpression()), !dbg !176
  %7 = load double*, double** %3, align 8, !dbg !177
  %8 = load i32, i32* %4, align 4, !dbg !178
  %9 = sext i32 %8 to i64, !dbg !179
  %10 = getelementptr inbounds double, double* %7, i64 %9, !dbg !179
  %11 = getelementptr inbounds double, double* %10, i64 -1, !dbg !180
  store double* %11, double** %6, align 8, !dbg !176
  br label %12, !dbg !181

12:                                               ; preds = %21, %2
  %13 = load double*, double** %6, align 8, !dbg !182
  %14 = load double*, double** %3, align 8, !dbg !184
  %15 = icmp uge double* %13, %14, !dbg !185
  br i1 %15, label %16, label %24, !dbg !186

16:                                               ; preds = %12
  %17 = load double*, double** %6, align 8, !dbg !187
  %18 = load double, double* %17, align 8, !dbg !188
  %19 = load double, double* %5, align 8, !dbg !189
  %20 = fadd double %19, %18, !dbg !189
  store double %20, double* %5, align 8, !dbg !189
  br label %21, !dbg !190

21:                                               ; preds = %16
  %22 = load double*, double** %6, align 8, !dbg !191
  %23 = getelementptr inbounds double, double* %22, i32 -1, !dbg !191
  store double* %23, double** %6, align 8, !dbg !191
  br label %12, !dbg !192, !llvm.loop !193

24:                                               ; preds = %12
  %25 = load double, double* %5, align 8, !dbg !195
  ret double %25, !dbg !196
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stride2(double* noundef %0, i32 noundef %1) #0 !dbg !197 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !198, metadata !DIExpression()), !dbg !199
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !200, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.declare(metadata double* %5, metadata !202, metadata !DIExpression()), !dbg !203
  store double 0.000000e+00, double* %5, align 8, !dbg !203
  call void @llvm.dbg.declare(metadata double** %6, metadata !204, metadata !DIExpression()), !dbg !205
  %8 = load double*, double** %3, align 8, !dbg !206
  %9 = load i32, i32* %4, align 4, !dbg !207
  %10 = sext i32 %9 to i64, !dbg !208
  %11 = getelementptr inbounds double, double* %8, i64 %10, !dbg !208
  store double* %11, double** %6, align 8, !dbg !205
  call void @llvm.dbg.declare(metadata double** %7, metadata !209, metadata !DIExpression()), !dbg !210
  %12 = load double*, double** %3, align 8, !dbg !211
  store double* %12, double** %7, align 8, !dbg !210
  br label %13, !dbg !212

13:                                               ; preds = %17, %2
  %14 = load double*, double** %7, align 8, !dbg !213
  %15 = load double*, double** %6, align 8, !dbg !214
  %16 = icmp ult double* %14, %15, !dbg !215
  br i1 %16, label %17, label %24, !dbg !212

17:                                               ; preds = %13
  %18 = load double*, double** %7, align 8, !dbg !216
  %19 = load double, double* %18, align 8, !dbg !218
  %20 = load double, double* %5, align 8, !dbg !219
  %21 = fadd double %20, %19, !dbg !219
  store double %21, double* %5, align 8, !dbg !219
  %22 = load double*, double** %7, align 8, !dbg !220
  %23 = getelementptr inbounds double, double* %22, i64 2, !dbg !220
  store double* %23, double** %7, align 8, !dbg !220
  br label %13, !dbg !212, !llvm.loop !221

24:                                               ; preds = %13
  %25 = load double, double* %5, align 8, !dbg !223
  ret double %25, !dbg !224
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rows(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !225 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !228, metadata !DIExpression()), !dbg !229
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !230, metadata !DIExpression()), !dbg !231
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !232, metadata !DIExpression()), !dbg !233
  call void @llvm.dbg.declare(metadata double* %7, metadata !234, metadata !DIExpression()), !dbg !235
  store double 0.000000e+00, double* %7, align 8, !dbg !235
  call void @llvm.dbg.declare(metadata i32* %8, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 0, i32* %8, align 4, !dbg !238
  br label %11, !dbg !239

11:                                               ; preds = %40, %3
  %12 = load i32, i32* %8, align 4, !dbg !240
  %13 = load i32, i32* %5, align 4, !dbg !242
  %14 = icmp slt i32 %12, %13, !dbg !243
  br i1 %14, label %15, label %43, !dbg !244

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata double** %9, metadata !245, metadata !DIExpression()), !dbg !247
  %16 = load double*, double** %4, align 8, !dbg !248
  %17 = load i32, i32* %8, align 4, !dbg !249
  %18 = sext i32 %17 to i64, !dbg !250
  %19 = load i32, i32* %6, align 4, !dbg !251
  %20 = sext i32 %19 to i64, !dbg !251
  %21 = mul i64 %18, %20, !dbg !252
  %22 = getelementptr inbounds double, double* %16, i64 %21, !dbg !253
  store double* %22, double** %9, align 8, !dbg !247
  call void @llvm.dbg.declare(metadata double** %10, metadata !254, metadata !DIExpression()), !dbg !256
  %23 = load double*, double** %9, align 8, !dbg !257
  store double* %23, double** %10, align 8, !dbg !256
  br label %24, !dbg !258

24:                                               ; preds = %36, %15
  %25 = load double*, double** %10, align 8, !dbg !259
  %26 = load double*, double** %9, align 8, !dbg !261
  %27 = load i32, i32* %6, align 4, !dbg !262
  %28 = sext i32 %27 to i64, !dbg !263
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !263
  %30 = icmp ne double* %25, %29, !dbg !264
  br i1 %30, label %31, label %39, !dbg !265

31:                                               ; preds = %24
  %32 = load double*, double** %10, align 8, !dbg !266
  %33 = load double, double* %32, align 8, !dbg !267
  %34 = load double, double* %7, align 8, !dbg !268
  %35 = fadd double %34, %33, !dbg !268
  store double %35, double* %7, align 8, !dbg !268
  br label %36, !dbg !269

36:                                               ; preds = %31
  %37 = load double*, double** %10, align 8, !dbg !270
  %38 = getelementptr inbounds double, double* %37, i32 1, !dbg !270
  store double* %38, double** %10, align 8, !dbg !270
  br label %24, !dbg !271, !llvm.loop !272

39:                                               ; preds = %24
  br label %40, !dbg !274

40:                                               ; preds = %39
  %41 = load i32, i32* %8, align 4, !dbg !275
  %42 = add nsw i32 %41, 1, !dbg !275
  store i32 %42, i32* %8, align 4, !dbg !275
  br label %11, !dbg !276, !llvm.loop !277

43:                                               ; preds = %11
  %44 = load double, double* %7, align 8, !dbg !279
  ret double %44, !dbg !280
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @upper(double* noundef %0, i32 noundef %1) #0 !dbg !281 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !282, metadata !DIExpression()), !dbg !283
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !284, metadata !DIExpression()), !dbg !285
  call void @llvm.dbg.declare(metadata double* %5, metadata !286, metadata !DIExpression()), !dbg !287
  store double 0.000000e+00, double* %5, align 8, !dbg !287
  call void @llvm.dbg.declare(metadata i32* %6, metadata !288, metadata !DIExpression()), !dbg !290
  store i32 0, i32* %6, align 4, !dbg !290
  br label %9, !dbg !291

9:                                                ; preds = %42, %2
  %10 = load i32, i32* %6, align 4, !dbg !292
  %11 = load i32, i32* %4, align 4, !dbg !294
  %12 = icmp slt i32 %10, %11, !dbg !295
  br i1 %12, label %13, label %45, !dbg !296

13:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata double** %7, metadata !297, metadata !DIExpression()), !dbg !299
  %14 = load double*, double** %3, align 8, !dbg !300
  %15 = load i32, i32* %6, align 4, !dbg !301
  %16 = sext i32 %15 to i64, !dbg !302
  %17 = load i32, i32* %4, align 4, !dbg !303
  %18 = sext i32 %17 to i64, !dbg !303
  %19 = mul i64 %16, %18, !dbg !304
  %20 = getelementptr inbounds double, double* %14, i64 %19, !dbg !305
  store double* %20, double** %7, align 8, !dbg !299
  call void @llvm.dbg.declare(metadata double** %8, metadata !306, metadata !DIExpression()), !dbg !308
  %21 = load double*, double** %7, align 8, !dbg !309
  %22 = load i32, i32* %6, align 4, !dbg !310
  %23 = sext i32 %22 to i64, !dbg !311
  %24 = getelementptr inbounds double, double* %21, i64 %23, !dbg !311
  store double* %24, double** %8, align 8, !dbg !308
  br label %25, !dbg !312

25:                                               ; preds = %38, %13
  %26 = load double*, double** %8, align 8, !dbg !313
  %27 = load double*, double** %7, align 8, !dbg !315
  %28 = load i32, i32* %4, align 4, !dbg !316
  %29 = sext i32 %28 to i64, !dbg !317
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !317
  %31 = getelementptr inbounds double, double* %30, i64 -1, !dbg !318
  %32 = icmp ule double* %26, %31, !dbg !319
  br i1 %32, label %33, label %41, !dbg !320

33:                                               ; preds = %25
  %34 = load double*, double** %8, align 8, !dbg !321
  %35 = load double, double* %34, align 8, !dbg !322
  %36 = load double, double* %5, align 8, !dbg !323
  %37 = fadd double %36, %35, !dbg !323
  store double %37, double* %5, align 8, !dbg !323
  br label %38, !dbg !324

38:                                               ; preds = %33
  %39 = load double*, double** %8, align 8, !dbg !325
  %40 = getelementptr inbounds double, double* %39, i32 1, !dbg !325
  store double* %40, double** %8, align 8, !dbg !325
  br label %25, !dbg !326, !llvm.loop !327

41:                                               ; preds = %25
  br label %42, !dbg !329

42:                                               ; preds = %41
  %43 = load i32, i32* %6, align 4, !dbg !330
  %44 = add nsw i32 %43, 1, !dbg !330
  store i32 %44, i32* %6, align 4, !dbg !330
  br label %9, !dbg !331, !llvm.loop !332

45:                                               ; preds = %9
  %46 = load double, double* %5, align 8, !dbg !334
  ret double %46, !dbg !335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fill(i8* noundef %0, i32 noundef %1) #0 !dbg !336 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !339, metadata !DIExpression()), !dbg !340
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !341, metadata !DIExpression()), !dbg !342
  call void @llvm.dbg.declare(metadata i8** %5, metadata !343, metadata !DIExpression()), !dbg !344
  %6 = load i8*, i8** %3, align 8, !dbg !345
  store i8* %6, i8** %5, align 8, !dbg !344
  br label %7, !dbg !346

7:                                                ; preds = %11, %2
  %8 = load i8*, i8** %5, align 8, !dbg !347
  store i8 97, i8* %8, align 1, !dbg !349
  %9 = load i8*, i8** %5, align 8, !dbg !350
  %10 = getelementptr inbounds i8, i8* %9, i32 1, !dbg !350
  store i8* %10, i8** %5, align 8, !dbg !350
  br label %11, !dbg !351

11:                                               ; preds = %7
  %12 = load i8*, i8** %5, align 8, !dbg !352
  %13 = load i8*, i8** %3, align 8, !dbg !353
  %14 = load i32, i32* %4, align 4, !dbg !354
  %15 = sext i32 %14 to i64, !dbg !355
  %16 = getelementptr inbounds i8, i8* %13, i64 %15, !dbg !355
  %17 = icmp ult i8* %12, %16, !dbg !356
  br i1 %17, label %7, label %18, !dbg !351, !llvm.loop !357

18:                                               ; preds = %11
  %19 = load i8*, i8** %5, align 8, !dbg !359
  %20 = load i8*, i8** %3, align 8, !dbg !360
  %21 = ptrtoint i8* %19 to i64, !dbg !361
  %22 = ptrtoint i8* %20 to i64, !dbg !361
  %23 = sub i64 %21, %22, !dbg !361
  %24 = trunc i64 %23 to i32, !dbg !359
  ret i32 %24, !dbg !362
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @weigh(%struct.pt* noundef %0, i32 noundef %1) #0 !dbg !363 {
  %3 = alloca %struct.pt*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca %struct.pt*, align 8
  store %struct.pt* %0, %struct.pt** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.pt** %3, metadata !366, metadata !DIExpression()), !dbg !367
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !368, metadata !DIExpression()), !dbg !369
  call void @llvm.dbg.declare(metadata double* %5, metadata !370, metadata !DIExpression()), !dbg !371
  store double 0.000000e+00, double* %5, align 8, !dbg !371
  call void @llvm.dbg.declare(metadata %struct.pt** %6, metadata !372, metadata !DIExpression()), !dbg !374
  %7 = load %struct.pt*, %struct.pt** %3, align 8, !dbg !375
  store %struct.pt* %7, %struct.pt** %6, align 8, !dbg !374
  br label %8, !dbg !376

8:                                                ; preds = %25, %2
  %9 = load %struct.pt*, %struct.pt** %6, align 8, !dbg !377
  %10 = load %struct.pt*, %struct.pt** %3, align 8, !dbg !379
  %11 = load i32, i32* %4, align 4, !dbg !380
  %12 = sext i32 %11 to i64, !dbg !381
  %13 = getelementptr inbounds %struct.pt, %struct.pt* %10, i64 %12, !dbg !381
  %14 = icmp ult %struct.pt* %9, %13, !dbg !382
  br i1 %14, label %15, label %28, !dbg !383

15:                                               ; preds = %8
  %16 = load %struct.pt*, %struct.pt** %6, align 8, !dbg !384
  %17 = getelementptr inbounds %struct.pt, %struct.pt* %16, i32 0, i32 2, !dbg !385
  %18 = load double, double* %17, align 8, !dbg !385
  %19 = load %struct.pt*, %struct.pt** %6, align 8, !dbg !386
  %20 = getelementptr inbounds %struct.pt, %struct.pt* %19, i32 0, i32 0, !dbg !387
  %21 = load i32, i32* %20, align 8, !dbg !387
  %22 = sitofp i32 %21 to double, !dbg !386
  %23 = load double, double* %5, align 8, !dbg !388
  %24 = call double @llvm.fmuladd.f64(double %18, double %22, double %23), !dbg !388
  store double %24, double* %5, align 8, !dbg !388
  br label %25, !dbg !389

25:                                               ; preds = %15
  %26 = load %struct.pt*, %struct.pt** %6, align 8, !dbg !390
  %27 = getelementptr inbounds %struct.pt, %struct.pt* %26, i32 1, !dbg !390
  store %struct.pt* %27, %struct.pt** %6, align 8, !dbg !390
  br label %8, !dbg !391, !llvm.loop !392

28:                                               ; preds = %8
  %29 = load double, double* %5, align 8, !dbg !394
  ret double %29, !dbg !395
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @span_sum(double* %0, double* %1) #0 !dbg !396 {
  %3 = alloca %struct.span, align 8
  %4 = alloca double, align 8
  %5 = alloca double*, align 8
  %6 = bitcast %struct.span* %3 to { double*, double* }*
  %7 = getelementptr inbounds { double*, double* }, { double*, double* }* %6, i32 0, i32 0
  store double* %0, double** %7, align 8
  %8 = getelementptr inbounds { double*, double* }, { double*, double* }* %6, i32 0, i32 1
  store double* %1, double** %8, align 8
  call void @llvm.dbg.declare(metadata %struct.span* %3, metadata !399, metadata !DIExpression()), !dbg !400
  call void @llvm.dbg.declare(metadata double* %4, metadata !401, metadata !DIExpression()), !dbg !402
  store double 0.000000e+00, double* %4, align 8, !dbg !402
  call void @llvm.dbg.declare(metadata double** %5, metadata !403, metadata !DIExpression()), !dbg !405
  %9 = getelementptr inbounds %struct.span, %struct.span* %3, i32 0, i32 0, !dbg !406
  %10 = load double*, double** %9, align 8, !dbg !406
  store double* %10, double** %5, align 8, !dbg !405
  br label %11, !dbg !407

11:                                               ; preds = %21, %2
  %12 = load double*, double** %5, align 8, !dbg !408
  %13 = getelementptr inbounds %struct.span, %struct.span* %3, i32 0, i32 1, !dbg !410
  %14 = load double*, double** %13, align 8, !dbg !410
  %15 = icmp ne double* %12, %14, !dbg !411
  br i1 %15, label %16, label %24, !dbg !412

16:                                               ; preds = %11
  %17 = load double*, double** %5, align 8, !dbg !413
  %18 = load double, double* %17, align 8, !dbg !414
  %19 = load double, double* %4, align 8, !dbg !415
  %20 = fadd double %19, %18, !dbg !415
  store double %20, double* %4, align 8, !dbg !415
  br label %21, !dbg !416

21:                                               ; preds = %16
  %22 = load double*, double** %5, align 8, !dbg !417
  %23 = getelementptr inbounds double, double* %22, i32 1, !dbg !417
  store double* %23, double** %5, align 8, !dbg !417
  br label %11, !dbg !418, !llvm.loop !419

24:                                               ; preds = %11
  %25 = load double, double* %4, align 8, !dbg !421
  ret double %25, !dbg !422
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

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
!1 = !DIFile(filename: "pointer_kernels.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6af03eec4de6f4b299674a0d28061788")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 87, type: !15, scopeLine: 87, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 87, type: !17)
!23 = !DILocation(line: 87, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 87, type: !18)
!25 = !DILocation(line: 87, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 88, type: !17)
!27 = !DILocation(line: 88, column: 7, scope: !14)
!28 = !DILocation(line: 88, column: 11, scope: !14)
!29 = !DILocation(line: 88, column: 16, scope: !14)
!30 = !DILocation(line: 88, column: 27, scope: !14)
!31 = !DILocation(line: 88, column: 22, scope: !14)
!32 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 89, type: !17)
!33 = !DILocation(line: 89, column: 7, scope: !14)
!34 = !DILocation(line: 89, column: 11, scope: !14)
!35 = !DILocation(line: 89, column: 16, scope: !14)
!36 = !DILocation(line: 89, column: 27, scope: !14)
!37 = !DILocation(line: 89, column: 22, scope: !14)
!38 = !DILocalVariable(name: "A", scope: !14, file: !1, line: 90, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 90, column: 11, scope: !14)
!42 = !DILocation(line: 90, column: 30, scope: !14)
!43 = !DILocation(line: 90, column: 22, scope: !14)
!44 = !DILocation(line: 90, column: 34, scope: !14)
!45 = !DILocation(line: 90, column: 32, scope: !14)
!46 = !DILocation(line: 90, column: 15, scope: !14)
!47 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 91, type: !19)
!48 = !DILocation(line: 91, column: 9, scope: !14)
!49 = !DILocation(line: 91, column: 20, scope: !14)
!50 = !DILocation(line: 91, column: 22, scope: !14)
!51 = !DILocation(line: 91, column: 28, scope: !14)
!52 = !DILocation(line: 91, column: 13, scope: !14)
!53 = !DILocalVariable(name: "v", scope: !14, file: !1, line: 92, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pt", file: !1, line: 17, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 14, size: 128, elements: !57)
!57 = !{!58, !59, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !56, file: !1, line: 15, baseType: !17, size: 32)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !56, file: !1, line: 15, baseType: !17, size: 32, offset: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !56, file: !1, line: 16, baseType: !40, size: 64, offset: 64)
!61 = !DILocation(line: 92, column: 7, scope: !14)
!62 = !DILocation(line: 92, column: 18, scope: !14)
!63 = !DILocation(line: 92, column: 11, scope: !14)
!64 = !DILocalVariable(name: "sp", scope: !14, file: !1, line: 93, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "span", file: !1, line: 12, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 128, elements: !67)
!67 = !{!68, !69}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "begin", scope: !66, file: !1, line: 11, baseType: !39, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !66, file: !1, line: 11, baseType: !39, size: 64, offset: 64)
!70 = !DILocation(line: 93, column: 8, scope: !14)
!71 = !DILocation(line: 94, column: 18, scope: !14)
!72 = !DILocation(line: 94, column: 3, scope: !14)
!73 = !DILocalVariable(name: "t", scope: !14, file: !1, line: 95, type: !40)
!74 = !DILocation(line: 95, column: 10, scope: !14)
!75 = !DILocation(line: 95, column: 18, scope: !14)
!76 = !DILocation(line: 95, column: 21, scope: !14)
!77 = !DILocation(line: 95, column: 25, scope: !14)
!78 = !DILocation(line: 95, column: 23, scope: !14)
!79 = !DILocation(line: 95, column: 14, scope: !14)
!80 = !DILocation(line: 95, column: 38, scope: !14)
!81 = !DILocation(line: 95, column: 41, scope: !14)
!82 = !DILocation(line: 95, column: 45, scope: !14)
!83 = !DILocation(line: 95, column: 43, scope: !14)
!84 = !DILocation(line: 95, column: 30, scope: !14)
!85 = !DILocation(line: 95, column: 28, scope: !14)
!86 = !DILocation(line: 95, column: 55, scope: !14)
!87 = !DILocation(line: 95, column: 58, scope: !14)
!88 = !DILocation(line: 95, column: 61, scope: !14)
!89 = !DILocation(line: 95, column: 50, scope: !14)
!90 = !DILocation(line: 95, column: 48, scope: !14)
!91 = !DILocation(line: 95, column: 72, scope: !14)
!92 = !DILocation(line: 95, column: 75, scope: !14)
!93 = !DILocation(line: 95, column: 79, scope: !14)
!94 = !DILocation(line: 95, column: 77, scope: !14)
!95 = !DILocation(line: 95, column: 83, scope: !14)
!96 = !DILocation(line: 95, column: 87, scope: !14)
!97 = !DILocation(line: 95, column: 66, scope: !14)
!98 = !DILocation(line: 95, column: 64, scope: !14)
!99 = !DILocation(line: 95, column: 97, scope: !14)
!100 = !DILocation(line: 95, column: 100, scope: !14)
!101 = !DILocation(line: 95, column: 92, scope: !14)
!102 = !DILocation(line: 95, column: 90, scope: !14)
!103 = !DILocation(line: 95, column: 111, scope: !14)
!104 = !DILocation(line: 95, column: 114, scope: !14)
!105 = !DILocation(line: 95, column: 105, scope: !14)
!106 = !DILocation(line: 95, column: 103, scope: !14)
!107 = !DILocation(line: 95, column: 119, scope: !14)
!108 = !DILocation(line: 95, column: 117, scope: !14)
!109 = !DILocation(line: 96, column: 18, scope: !14)
!110 = !DILocation(line: 96, column: 3, scope: !14)
!111 = !DILocation(line: 97, column: 8, scope: !14)
!112 = !DILocation(line: 97, column: 3, scope: !14)
!113 = !DILocation(line: 98, column: 8, scope: !14)
!114 = !DILocation(line: 98, column: 3, scope: !14)
!115 = !DILocation(line: 99, column: 8, scope: !14)
!116 = !DILocation(line: 99, column: 3, scope: !14)
!117 = !DILocation(line: 100, column: 11, scope: !14)
!118 = !DILocation(line: 100, column: 8, scope: !14)
!119 = !DILocation(line: 100, column: 3, scope: !14)
!120 = !DILocation(line: 101, column: 3, scope: !14)
!121 = distinct !DISubprogram(name: "span_init", scope: !1, file: !1, line: 73, type: !122, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124, !17}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!125 = !DILocalVariable(name: "s", arg: 1, scope: !121, file: !1, line: 73, type: !124)
!126 = !DILocation(line: 73, column: 29, scope: !121)
!127 = !DILocalVariable(name: "n", arg: 2, scope: !121, file: !1, line: 73, type: !17)
!128 = !DILocation(line: 73, column: 36, scope: !121)
!129 = !DILocation(line: 74, column: 21, scope: !121)
!130 = !DILocation(line: 74, column: 23, scope: !121)
!131 = !DILocation(line: 74, column: 14, scope: !121)
!132 = !DILocation(line: 74, column: 3, scope: !121)
!133 = !DILocation(line: 74, column: 6, scope: !121)
!134 = !DILocation(line: 74, column: 12, scope: !121)
!135 = !DILocation(line: 75, column: 12, scope: !121)
!136 = !DILocation(line: 75, column: 15, scope: !121)
!137 = !DILocation(line: 75, column: 23, scope: !121)
!138 = !DILocation(line: 75, column: 21, scope: !121)
!139 = !DILocation(line: 75, column: 3, scope: !121)
!140 = !DILocation(line: 75, column: 6, scope: !121)
!141 = !DILocation(line: 75, column: 10, scope: !121)
!142 = !DILocalVariable(name: "p", scope: !143, file: !1, line: 76, type: !39)
!143 = distinct !DILexicalBlock(scope: !121, file: !1, line: 76, column: 3)
!144 = !DILocation(line: 76, column: 16, scope: !143)
!145 = !DILocation(line: 76, column: 20, scope: !143)
!146 = !DILocation(line: 76, column: 23, scope: !143)
!147 = !DILocation(line: 76, column: 8, scope: !143)
!148 = !DILocation(line: 76, column: 30, scope: !149)
!149 = distinct !DILexicalBlock(scope: !143, file: !1, line: 76, column: 3)
!150 = !DILocation(line: 76, column: 35, scope: !149)
!151 = !DILocation(line: 76, column: 38, scope: !149)
!152 = !DILocation(line: 76, column: 32, scope: !149)
!153 = !DILocation(line: 76, column: 3, scope: !143)
!154 = !DILocation(line: 77, column: 6, scope: !149)
!155 = !DILocation(line: 77, column: 8, scope: !149)
!156 = !DILocation(line: 77, column: 5, scope: !149)
!157 = !DILocation(line: 76, column: 43, scope: !149)
!158 = !DILocation(line: 76, column: 3, scope: !149)
!159 = distinct !{!159, !153, !160, !161}
!160 = !DILocation(line: 77, column: 10, scope: !143)
!161 = !{!"llvm.loop.mustprogress"}
!162 = !DILocation(line: 78, column: 1, scope: !121)
!163 = distinct !DISubprogram(name: "rev", scope: !1, file: !1, line: 19, type: !164, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!164 = !DISubroutineType(types: !165)
!165 = !{!40, !166, !17}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!167 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!168 = !DILocalVariable(name: "a", arg: 1, scope: !163, file: !1, line: 19, type: !166)
!169 = !DILocation(line: 19, column: 33, scope: !163)
!170 = !DILocalVariable(name: "n", arg: 2, scope: !163, file: !1, line: 19, type: !17)
!171 = !DILocation(line: 19, column: 40, scope: !163)
!172 = !DILocalVariable(name: "t", scope: !163, file: !1, line: 20, type: !40)
!173 = !DILocation(line: 20, column: 10, scope: !163)
!174 = !DILocalVariable(name: "p", scope: !175, file: !1, line: 21, type: !166)
!175 = distinct !DILexicalBlock(scope: !163, file: !1, line: 21, column: 3)
!176 = !DILocation(line: 21, column: 22, scope: !175)
!177 = !DILocation(line: 21, column: 26, scope: !175)
!178 = !DILocation(line: 21, column: 30, scope: !175)
!179 = !DILocation(line: 21, column: 28, scope: !175)
!180 = !DILocation(line: 21, column: 32, scope: !175)
!181 = !DILocation(line: 21, column: 8, scope: !175)
!182 = !DILocation(line: 21, column: 37, scope: !183)
!183 = distinct !DILexicalBlock(scope: !175, file: !1, line: 21, column: 3)
!184 = !DILocation(line: 21, column: 42, scope: !183)
!185 = !DILocation(line: 21, column: 39, scope: !183)
!186 = !DILocation(line: 21, column: 3, scope: !175)
!187 = !DILocation(line: 22, column: 11, scope: !183)
!188 = !DILocation(line: 22, column: 10, scope: !183)
!189 = !DILocation(line: 22, column: 7, scope: !183)
!190 = !DILocation(line: 22, column: 5, scope: !183)
!191 = !DILocation(line: 21, column: 46, scope: !183)
!192 = !DILocation(line: 21, column: 3, scope: !183)
!193 = distinct !{!193, !186, !194, !161}
!194 = !DILocation(line: 22, column: 11, scope: !175)
!195 = !DILocation(line: 23, column: 10, scope: !163)
!196 = !DILocation(line: 23, column: 3, scope: !163)
!197 = distinct !DISubprogram(name: "stride2", scope: !1, file: !1, line: 26, type: !164, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!198 = !DILocalVariable(name: "a", arg: 1, scope: !197, file: !1, line: 26, type: !166)
!199 = !DILocation(line: 26, column: 37, scope: !197)
!200 = !DILocalVariable(name: "n", arg: 2, scope: !197, file: !1, line: 26, type: !17)
!201 = !DILocation(line: 26, column: 44, scope: !197)
!202 = !DILocalVariable(name: "t", scope: !197, file: !1, line: 27, type: !40)
!203 = !DILocation(line: 27, column: 10, scope: !197)
!204 = !DILocalVariable(name: "end", scope: !197, file: !1, line: 28, type: !166)
!205 = !DILocation(line: 28, column: 17, scope: !197)
!206 = !DILocation(line: 28, column: 23, scope: !197)
!207 = !DILocation(line: 28, column: 27, scope: !197)
!208 = !DILocation(line: 28, column: 25, scope: !197)
!209 = !DILocalVariable(name: "p", scope: !197, file: !1, line: 29, type: !166)
!210 = !DILocation(line: 29, column: 17, scope: !197)
!211 = !DILocation(line: 29, column: 21, scope: !197)
!212 = !DILocation(line: 30, column: 3, scope: !197)
!213 = !DILocation(line: 30, column: 10, scope: !197)
!214 = !DILocation(line: 30, column: 14, scope: !197)
!215 = !DILocation(line: 30, column: 12, scope: !197)
!216 = !DILocation(line: 31, column: 11, scope: !217)
!217 = distinct !DILexicalBlock(scope: !197, file: !1, line: 30, column: 19)
!218 = !DILocation(line: 31, column: 10, scope: !217)
!219 = !DILocation(line: 31, column: 7, scope: !217)
!220 = !DILocation(line: 32, column: 7, scope: !217)
!221 = distinct !{!221, !212, !222, !161}
!222 = !DILocation(line: 33, column: 3, scope: !197)
!223 = !DILocation(line: 34, column: 10, scope: !197)
!224 = !DILocation(line: 34, column: 3, scope: !197)
!225 = distinct !DISubprogram(name: "rows", scope: !1, file: !1, line: 37, type: !226, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!226 = !DISubroutineType(types: !227)
!227 = !{!40, !166, !17, !17}
!228 = !DILocalVariable(name: "A", arg: 1, scope: !225, file: !1, line: 37, type: !166)
!229 = !DILocation(line: 37, column: 34, scope: !225)
!230 = !DILocalVariable(name: "n", arg: 2, scope: !225, file: !1, line: 37, type: !17)
!231 = !DILocation(line: 37, column: 41, scope: !225)
!232 = !DILocalVariable(name: "m", arg: 3, scope: !225, file: !1, line: 37, type: !17)
!233 = !DILocation(line: 37, column: 48, scope: !225)
!234 = !DILocalVariable(name: "t", scope: !225, file: !1, line: 38, type: !40)
!235 = !DILocation(line: 38, column: 10, scope: !225)
!236 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 39, type: !17)
!237 = distinct !DILexicalBlock(scope: !225, file: !1, line: 39, column: 3)
!238 = !DILocation(line: 39, column: 12, scope: !237)
!239 = !DILocation(line: 39, column: 8, scope: !237)
!240 = !DILocation(line: 39, column: 19, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !1, line: 39, column: 3)
!242 = !DILocation(line: 39, column: 23, scope: !241)
!243 = !DILocation(line: 39, column: 21, scope: !241)
!244 = !DILocation(line: 39, column: 3, scope: !237)
!245 = !DILocalVariable(name: "r", scope: !246, file: !1, line: 40, type: !166)
!246 = distinct !DILexicalBlock(scope: !241, file: !1, line: 39, column: 31)
!247 = !DILocation(line: 40, column: 19, scope: !246)
!248 = !DILocation(line: 40, column: 23, scope: !246)
!249 = !DILocation(line: 40, column: 35, scope: !246)
!250 = !DILocation(line: 40, column: 27, scope: !246)
!251 = !DILocation(line: 40, column: 39, scope: !246)
!252 = !DILocation(line: 40, column: 37, scope: !246)
!253 = !DILocation(line: 40, column: 25, scope: !246)
!254 = !DILocalVariable(name: "p", scope: !255, file: !1, line: 41, type: !166)
!255 = distinct !DILexicalBlock(scope: !246, file: !1, line: 41, column: 5)
!256 = !DILocation(line: 41, column: 24, scope: !255)
!257 = !DILocation(line: 41, column: 28, scope: !255)
!258 = !DILocation(line: 41, column: 10, scope: !255)
!259 = !DILocation(line: 41, column: 31, scope: !260)
!260 = distinct !DILexicalBlock(scope: !255, file: !1, line: 41, column: 5)
!261 = !DILocation(line: 41, column: 36, scope: !260)
!262 = !DILocation(line: 41, column: 40, scope: !260)
!263 = !DILocation(line: 41, column: 38, scope: !260)
!264 = !DILocation(line: 41, column: 33, scope: !260)
!265 = !DILocation(line: 41, column: 5, scope: !255)
!266 = !DILocation(line: 42, column: 13, scope: !260)
!267 = !DILocation(line: 42, column: 12, scope: !260)
!268 = !DILocation(line: 42, column: 9, scope: !260)
!269 = !DILocation(line: 42, column: 7, scope: !260)
!270 = !DILocation(line: 41, column: 43, scope: !260)
!271 = !DILocation(line: 41, column: 5, scope: !260)
!272 = distinct !{!272, !265, !273, !161}
!273 = !DILocation(line: 42, column: 13, scope: !255)
!274 = !DILocation(line: 43, column: 3, scope: !246)
!275 = !DILocation(line: 39, column: 27, scope: !241)
!276 = !DILocation(line: 39, column: 3, scope: !241)
!277 = distinct !{!277, !244, !278, !161}
!278 = !DILocation(line: 43, column: 3, scope: !237)
!279 = !DILocation(line: 44, column: 10, scope: !225)
!280 = !DILocation(line: 44, column: 3, scope: !225)
!281 = distinct !DISubprogram(name: "upper", scope: !1, file: !1, line: 47, type: !164, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!282 = !DILocalVariable(name: "A", arg: 1, scope: !281, file: !1, line: 47, type: !166)
!283 = !DILocation(line: 47, column: 35, scope: !281)
!284 = !DILocalVariable(name: "n", arg: 2, scope: !281, file: !1, line: 47, type: !17)
!285 = !DILocation(line: 47, column: 42, scope: !281)
!286 = !DILocalVariable(name: "t", scope: !281, file: !1, line: 48, type: !40)
!287 = !DILocation(line: 48, column: 10, scope: !281)
!288 = !DILocalVariable(name: "i", scope: !289, file: !1, line: 49, type: !17)
!289 = distinct !DILexicalBlock(scope: !281, file: !1, line: 49, column: 3)
!290 = !DILocation(line: 49, column: 12, scope: !289)
!291 = !DILocation(line: 49, column: 8, scope: !289)
!292 = !DILocation(line: 49, column: 19, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !1, line: 49, column: 3)
!294 = !DILocation(line: 49, column: 23, scope: !293)
!295 = !DILocation(line: 49, column: 21, scope: !293)
!296 = !DILocation(line: 49, column: 3, scope: !289)
!297 = !DILocalVariable(name: "r", scope: !298, file: !1, line: 50, type: !166)
!298 = distinct !DILexicalBlock(scope: !293, file: !1, line: 49, column: 31)
!299 = !DILocation(line: 50, column: 19, scope: !298)
!300 = !DILocation(line: 50, column: 23, scope: !298)
!301 = !DILocation(line: 50, column: 35, scope: !298)
!302 = !DILocation(line: 50, column: 27, scope: !298)
!303 = !DILocation(line: 50, column: 39, scope: !298)
!304 = !DILocation(line: 50, column: 37, scope: !298)
!305 = !DILocation(line: 50, column: 25, scope: !298)
!306 = !DILocalVariable(name: "p", scope: !307, file: !1, line: 51, type: !166)
!307 = distinct !DILexicalBlock(scope: !298, file: !1, line: 51, column: 5)
!308 = !DILocation(line: 51, column: 24, scope: !307)
!309 = !DILocation(line: 51, column: 28, scope: !307)
!310 = !DILocation(line: 51, column: 32, scope: !307)
!311 = !DILocation(line: 51, column: 30, scope: !307)
!312 = !DILocation(line: 51, column: 10, scope: !307)
!313 = !DILocation(line: 51, column: 35, scope: !314)
!314 = distinct !DILexicalBlock(scope: !307, file: !1, line: 51, column: 5)
!315 = !DILocation(line: 51, column: 40, scope: !314)
!316 = !DILocation(line: 51, column: 44, scope: !314)
!317 = !DILocation(line: 51, column: 42, scope: !314)
!318 = !DILocation(line: 51, column: 46, scope: !314)
!319 = !DILocation(line: 51, column: 37, scope: !314)
!320 = !DILocation(line: 51, column: 5, scope: !307)
!321 = !DILocation(line: 52, column: 13, scope: !314)
!322 = !DILocation(line: 52, column: 12, scope: !314)
!323 = !DILocation(line: 52, column: 9, scope: !314)
!324 = !DILocation(line: 52, column: 7, scope: !314)
!325 = !DILocation(line: 51, column: 51, scope: !314)
!326 = !DILocation(line: 51, column: 5, scope: !314)
!327 = distinct !{!327, !320, !328, !161}
!328 = !DILocation(line: 52, column: 13, scope: !307)
!329 = !DILocation(line: 53, column: 3, scope: !298)
!330 = !DILocation(line: 49, column: 27, scope: !293)
!331 = !DILocation(line: 49, column: 3, scope: !293)
!332 = distinct !{!332, !296, !333, !161}
!333 = !DILocation(line: 53, column: 3, scope: !289)
!334 = !DILocation(line: 54, column: 10, scope: !281)
!335 = !DILocation(line: 54, column: 3, scope: !281)
!336 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 57, type: !337, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!337 = !DISubroutineType(types: !338)
!338 = !{!17, !19, !17}
!339 = !DILocalVariable(name: "s", arg: 1, scope: !336, file: !1, line: 57, type: !19)
!340 = !DILocation(line: 57, column: 23, scope: !336)
!341 = !DILocalVariable(name: "n", arg: 2, scope: !336, file: !1, line: 57, type: !17)
!342 = !DILocation(line: 57, column: 30, scope: !336)
!343 = !DILocalVariable(name: "p", scope: !336, file: !1, line: 58, type: !19)
!344 = !DILocation(line: 58, column: 9, scope: !336)
!345 = !DILocation(line: 58, column: 13, scope: !336)
!346 = !DILocation(line: 59, column: 3, scope: !336)
!347 = !DILocation(line: 60, column: 6, scope: !348)
!348 = distinct !DILexicalBlock(scope: !336, file: !1, line: 59, column: 6)
!349 = !DILocation(line: 60, column: 8, scope: !348)
!350 = !DILocation(line: 61, column: 6, scope: !348)
!351 = !DILocation(line: 62, column: 3, scope: !348)
!352 = !DILocation(line: 62, column: 12, scope: !336)
!353 = !DILocation(line: 62, column: 16, scope: !336)
!354 = !DILocation(line: 62, column: 20, scope: !336)
!355 = !DILocation(line: 62, column: 18, scope: !336)
!356 = !DILocation(line: 62, column: 14, scope: !336)
!357 = distinct !{!357, !346, !358, !161}
!358 = !DILocation(line: 62, column: 21, scope: !336)
!359 = !DILocation(line: 63, column: 10, scope: !336)
!360 = !DILocation(line: 63, column: 14, scope: !336)
!361 = !DILocation(line: 63, column: 12, scope: !336)
!362 = !DILocation(line: 63, column: 3, scope: !336)
!363 = distinct !DISubprogram(name: "weigh", scope: !1, file: !1, line: 66, type: !364, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!364 = !DISubroutineType(types: !365)
!365 = !{!40, !54, !17}
!366 = !DILocalVariable(name: "v", arg: 1, scope: !363, file: !1, line: 66, type: !54)
!367 = !DILocation(line: 66, column: 25, scope: !363)
!368 = !DILocalVariable(name: "n", arg: 2, scope: !363, file: !1, line: 66, type: !17)
!369 = !DILocation(line: 66, column: 32, scope: !363)
!370 = !DILocalVariable(name: "t", scope: !363, file: !1, line: 67, type: !40)
!371 = !DILocation(line: 67, column: 10, scope: !363)
!372 = !DILocalVariable(name: "q", scope: !373, file: !1, line: 68, type: !54)
!373 = distinct !DILexicalBlock(scope: !363, file: !1, line: 68, column: 3)
!374 = !DILocation(line: 68, column: 12, scope: !373)
!375 = !DILocation(line: 68, column: 16, scope: !373)
!376 = !DILocation(line: 68, column: 8, scope: !373)
!377 = !DILocation(line: 68, column: 19, scope: !378)
!378 = distinct !DILexicalBlock(scope: !373, file: !1, line: 68, column: 3)
!379 = !DILocation(line: 68, column: 23, scope: !378)
!380 = !DILocation(line: 68, column: 27, scope: !378)
!381 = !DILocation(line: 68, column: 25, scope: !378)
!382 = !DILocation(line: 68, column: 21, scope: !378)
!383 = !DILocation(line: 68, column: 3, scope: !373)
!384 = !DILocation(line: 69, column: 10, scope: !378)
!385 = !DILocation(line: 69, column: 13, scope: !378)
!386 = !DILocation(line: 69, column: 17, scope: !378)
!387 = !DILocation(line: 69, column: 20, scope: !378)
!388 = !DILocation(line: 69, column: 7, scope: !378)
!389 = !DILocation(line: 69, column: 5, scope: !378)
!390 = !DILocation(line: 68, column: 31, scope: !378)
!391 = !DILocation(line: 68, column: 3, scope: !378)
!392 = distinct !{!392, !383, !393, !161}
!393 = !DILocation(line: 69, column: 20, scope: !373)
!394 = !DILocation(line: 70, column: 10, scope: !363)
!395 = !DILocation(line: 70, column: 3, scope: !363)
!396 = distinct !DISubprogram(name: "span_sum", scope: !1, file: !1, line: 80, type: !397, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!397 = !DISubroutineType(types: !398)
!398 = !{!40, !65}
!399 = !DILocalVariable(name: "s", arg: 1, scope: !396, file: !1, line: 80, type: !65)
!400 = !DILocation(line: 80, column: 29, scope: !396)
!401 = !DILocalVariable(name: "t", scope: !396, file: !1, line: 81, type: !40)
!402 = !DILocation(line: 81, column: 10, scope: !396)
!403 = !DILocalVariable(name: "p", scope: !404, file: !1, line: 82, type: !39)
!404 = distinct !DILexicalBlock(scope: !396, file: !1, line: 82, column: 3)
!405 = !DILocation(line: 82, column: 16, scope: !404)
!406 = !DILocation(line: 82, column: 22, scope: !404)
!407 = !DILocation(line: 82, column: 8, scope: !404)
!408 = !DILocation(line: 82, column: 29, scope: !409)
!409 = distinct !DILexicalBlock(scope: !404, file: !1, line: 82, column: 3)
!410 = !DILocation(line: 82, column: 36, scope: !409)
!411 = !DILocation(line: 82, column: 31, scope: !409)
!412 = !DILocation(line: 82, column: 3, scope: !404)
!413 = !DILocation(line: 83, column: 11, scope: !409)
!414 = !DILocation(line: 83, column: 10, scope: !409)
!415 = !DILocation(line: 83, column: 7, scope: !409)
!416 = !DILocation(line: 83, column: 5, scope: !409)
!417 = !DILocation(line: 82, column: 41, scope: !409)
!418 = !DILocation(line: 82, column: 3, scope: !409)
!419 = distinct !{!419, !412, !420, !161}
!420 = !DILocation(line: 83, column: 11, scope: !404)
!421 = !DILocation(line: 84, column: 10, scope: !396)
!422 = !DILocation(line: 84, column: 3, scope: !396)
