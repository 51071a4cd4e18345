; ModuleID = 'struct_return.c'
source_filename = "struct_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat = type { i32, i32, double* }
%struct.grid = type { i32, i32, i32, double* }
%struct.dims = type { i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.mat, align 8
  %9 = alloca %struct.mat, align 8
  %10 = alloca %struct.mat, align 8
  %11 = alloca %struct.grid, align 8
  %12 = alloca %struct.dims, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %16 = load i32, i32* %4, align 4, !dbg !29
  %17 = icmp sgt i32 %16, 1, !dbg !30
  br i1 %17, label %18, label %23, !dbg !29

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !31
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !31
  %21 = load i8*, i8** %20, align 8, !dbg !31
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !32
  br label %24, !dbg !29

23:                                               ; preds = %2
  br label %24, !dbg !29

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 60, %23 ], !dbg !29
  store i32 %25, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %26 = load i32, i32* %4, align 4, !dbg !35
  %27 = icmp sgt i32 %26, 2, !dbg !36
  br i1 %27, label %28, label %33, !dbg !35

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !37
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !37
  %31 = load i8*, i8** %30, align 8, !dbg !37
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !38
  br label %34, !dbg !35

33:                                               ; preds = %24
  br label %34, !dbg !35

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 50, %33 ], !dbg !35
  store i32 %35, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata %struct.mat* %8, metadata !39, metadata !DIExpression()), !dbg !47
  %36 = load i32, i32* %6, align 4, !dbg !48
  %37 = load i32, i32* %7, align 4, !dbg !49
  %38 = call { i64, double* } @make(i32 noundef %36, i32 noundef %37), !dbg !50
  %39 = bitcast %struct.mat* %8 to { i64, double* }*, !dbg !50
  %40 = getelementptr inbounds { i64, double* }, { i64, double* }* %39, i32 0, i32 0, !dbg !50
  %41 = extractvalue { i64, double* } %38, 0, !dbg !50
  store i64 %41, i64* %40, align 8, !dbg !50
  %42 = getelementptr inbounds { i64, double* }, { i64, double* }* %39, i32 0, i32 1, !dbg !50
  %43 = extractvalue { i64, double* } %38, 1, !dbg !50
  store double* %43, double** %42, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata %struct.mat* %9, metadata !51, metadata !DIExpression()), !dbg !52
  %44 = load i32, i32* %6, align 4, !dbg !53
  %45 = load i32, i32* %7, align 4, !dbg !54
  %46 = call { i64, double* } @make(i32 noundef %44, i32 noundef %45), !dbg !55
  %47 = bitcast %struct.mat* %9 to { i64, double* }*, !dbg !55
  %48 = getelementptr inbounds { i64, double* }, { i64, double* }* %47, i32 0, i32 0, !dbg !55
  %49 = extractvalue { i64, double* } %46, 0, !dbg !55
  store i64 %49, i64* %48, align 8, !dbg !55
  %50 = getelementptr inbounds { i64, double* }, { i64, double* }* %47, i32 0, i32 1, !dbg !55
  %51 = extractvalue { i64, double* } %46, 1, !dbg !55
  store double* %51, double** %50, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata %struct.mat* %10, metadata !56, metadata !DIExpression()), !dbg !57
  %52 = load i32, i32* %7, align 4, !dbg !58
  %53 = load i32, i32* %7, align 4, !dbg !59
  %54 = call { i64, double* } @make(i32 noundef %52, i32 noundef %53), !dbg !60
  %55 = bitcast %struct.mat* %10 to { i64, double* }*, !dbg !60
  %56 = getelementptr inbounds { i64, double* }, { i64, double* }* %55, i32 0, i32 0, !dbg !60
  %57 = extractvalue { i64, double* } %54, 0, !dbg !60
  store i64 %57, i64* %56, align 8, !dbg !60
  %58 = getelementptr inbounds { i64, double* }, { i64, double* }* %55, i32 0, i32 1, !dbg !60
  %59 = extractvalue { i64, double* } %54, 1, !dbg !60
  store double* %59, double** %58, align 8, !dbg !60
  call void @gram_schmidt(%struct.mat* noundef %8, %struct.mat* noundef %9, %struct.mat* noundef %10), !dbg !61
  call void @llvm.dbg.declare(metadata %struct.grid* %11, metadata !62, metadata !DIExpression()), !dbg !70
  %60 = load i32, i32* %7, align 4, !dbg !71
  %61 = add nsw i32 %60, 3, !dbg !72
  %62 = load i32, i32* %6, align 4, !dbg !73
  %63 = sdiv i32 %62, 2, !dbg !74
  %64 = call i64 @dims_of(i32 noundef %61, i32 noundef %63), !dbg !75
  %65 = bitcast %struct.dims* %12 to i64*, !dbg !75
  store i64 %64, i64* %65, align 4, !dbg !75
  %66 = bitcast %struct.dims* %12 to i64*, !dbg !76
  %67 = load i64, i64* %66, align 4, !dbg !76
  call void @grid_new(%struct.grid* sret(%struct.grid) align 8 %11, i64 %67), !dbg !76
  call void @llvm.dbg.declare(metadata double* %13, metadata !77, metadata !DIExpression()), !dbg !78
  store double 0.000000e+00, double* %13, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %14, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %14, align 4, !dbg !81
  br label %68, !dbg !82

68:                                               ; preds = %75, %34
  %69 = load i32, i32* %14, align 4, !dbg !83
  %70 = icmp slt i32 %69, 3, !dbg !85
  br i1 %70, label %71, label %78, !dbg !86

71:                                               ; preds = %68
  %72 = call double @sweep(%struct.grid* noundef %11), !dbg !87
  %73 = load double, double* %13, align 8, !dbg !88
  %74 = fadd double %73, %72, !dbg !88
  store double %74, double* %13, align 8, !dbg !88
  br label %75, !dbg !89

75:                                               ; preds = %71
  %76 = load i32, i32* %14, align 4, !dbg !90
  %77 = add nsw i32 %76, 1, !dbg !90
  store i32 %77, i32* %14, align 4, !dbg !90
  br label %68, !dbg !91, !llvm.loop !92

78:                                               ; preds = %68
  call void @llvm.dbg.declare(metadata i32* %15, metadata !95, metadata !DIExpression()), !dbg !97
  store i32 0, i32* %15, align 4, !dbg !97
  br label %79, !dbg !98

79:                                               ; preds = %94, %78
  %80 = load i32, i32* %15, align 4, !dbg !99
  %81 = load i32, i32* %7, align 4, !dbg !101
  %82 = load i32, i32* %7, align 4, !dbg !102
  %83 = mul nsw i32 %81, %82, !dbg !103
  %84 = icmp slt i32 %80, %83, !dbg !104
  br i1 %84, label %85, label %97, !dbg !105

85:                                               ; preds = %79
  %86 = getelementptr inbounds %struct.mat, %struct.mat* %10, i32 0, i32 2, !dbg !106
  %87 = load double*, double** %86, align 8, !dbg !106
  %88 = load i32, i32* %15, align 4, !dbg !107
  %89 = sext i32 %88 to i64, !dbg !108
  %90 = getelementptr inbounds double, double* %87, i64 %89, !dbg !108
  %91 = load double, double* %90, align 8, !dbg !108
  %92 = load double, double* %13, align 8, !dbg !109
  %93 = fadd double %92, %91, !dbg !109
  store double %93, double* %13, align 8, !dbg !109
  br label %94, !dbg !110

94:                                               ; preds = %85
  %95 = load i32, i32* %15, align 4, !dbg !111
  %96 = add nsw i32 %95, 1, !dbg !111
  store i32 %96, i32* %15, align 4, !dbg !111
  br label %79, !dbg !112, !llvm.loop !113

97:                                               ; preds = %79
  %98 = load double, double* %13, align 8, !dbg !115
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %98), !dbg !116
  %100 = getelementptr inbounds %struct.mat, %struct.mat* %8, i32 0, i32 2, !dbg !117
  %101 = load double*, double** %100, align 8, !dbg !117
  %102 = bitcast double* %101 to i8*, !dbg !118
  call void @free(i8* noundef %102) #6, !dbg !119
  %103 = getelementptr inbounds %struct.mat, %struct.mat* %9, i32 0, i32 2, !dbg !120
  %104 = load double*, double** %103, align 8, !dbg !120
  %105 = bitcast double* %104 to i8*, !dbg !121
  call void @free(i8* noundef %105) #6, !dbg !122
  %106 = getelementptr inbounds %struct.mat, %struct.mat* %10, i32 0, i32 2, !dbg !123
  %107 = load double*, double** %106, align 8, !dbg !123
  %108 = bitcast double* %107 to i8*, !dbg !124
  call void @free(i8* noundef %108) #6, !dbg !125
  %109 = getelementptr inbounds %struct.grid, %struct.grid* %11, i32 0, i32 3, !dbg !126
  %110 = load double*, double** %109, align 8, !dbg !126
  %111 = bitcast double* %110 to i8*, !dbg !127
  call void @free(i8* noundef %111) #6, !dbg !128
  ret i32 0, !dbg !129
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double* } @make(i32 noundef %0, i32 noundef %1) #0 !dbg !130 {
  %3 = alloca %struct.mat, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !133, metadata !DIExpression()), !dbg !134
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !135, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.declare(metadata %struct.mat* %3, metadata !137, metadata !DIExpression()), !dbg !138
  %7 = load i32, i32* %4, align 4, !dbg !139
  %8 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 0, !dbg !140
  store i32 %7, i32* %8, align 8, !dbg !141
  %9 = load i32, i32* %5, align 4, !dbg !142
  %10 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 1, !dbg !143
  store i32 %9, i32* %10, align 4, !dbg !144
  %11 = load i32, i32* %4, align 4, !dbg !145
  %12 = sext i32 %11 to i64, !dbg !145
  %13 = mul i64 8, %12, !dbg !146
  %14 = load i32, i32* %5, align 4, !dbg !147
  %15 = sext i32 %14 to i64, !dbg !147
  %16 = mul i64 %13, %15, !dbg !148
  %17 = call noalias i8* @malloc(i64 noundef %16) #6, !dbg !149
  %18 = bitcast i8* %17 to double*, !dbg !149
  %19 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 2, !dbg !150
  store double* %18, double** %19, align 8, !dbg !151
  call void @llvm.dbg.declare(metadata i32* %6, metadata !152, metadata !DIExpression()), !dbg !154
  store i32 0, i32* %6, align 4, !dbg !154
  br label %20, !dbg !155

20:                                               ; preds = %37, %2
  %21 = load i32, i32* %6, align 4, !dbg !156
  %22 = load i32, i32* %4, align 4, !dbg !158
  %23 = load i32, i32* %5, align 4, !dbg !159
  %24 = mul nsw i32 %22, %23, !dbg !160
  %25 = icmp slt i32 %21, %24, !dbg !161
  br i1 %25, label %26, label %40, !dbg !162

26:                                               ; preds = %20
  %27 = load i32, i32* %6, align 4, !dbg !163
  %28 = mul nsw i32 %27, 7, !dbg !164
  %29 = srem i32 %28, 13, !dbg !165
  %30 = sitofp i32 %29 to double, !dbg !166
  %31 = fadd double %30, 1.000000e+00, !dbg !167
  %32 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 2, !dbg !168
  %33 = load double*, double** %32, align 8, !dbg !168
  %34 = load i32, i32* %6, align 4, !dbg !169
  %35 = sext i32 %34 to i64, !dbg !170
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !170
  store double %31, double* %36, align 8, !dbg !171
  br label %37, !dbg !170

37:                                               ; preds = %26
  %38 = load i32, i32* %6, align 4, !dbg !172
  %39 = add nsw i32 %38, 1, !dbg !172
  store i32 %39, i32* %6, align 4, !dbg !172
  br label %20, !dbg !173, !llvm.loop !174

40:                                               ; preds = %20
  %41 = bitcast %struct.mat* %3 to { i64, double* }*, !dbg !176
  %42 = load { i64, double* }, { i64, double* }* %41, align 8, !dbg !176
  ret { i64, double* } %42, !dbg !176
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @gram_schmidt(%struct.mat* noundef %0, %struct.mat* noundef %1, %struct.mat* noundef %2) #0 !dbg !177 {
  %4 = alloca %struct.mat*, align 8
  %5 = alloca %struct.mat*, align 8
  %6 = alloca %struct.mat*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store %struct.mat* %0, %struct.mat** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %4, metadata !181, metadata !DIExpression()), !dbg !182
  store %struct.mat* %1, %struct.mat** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %5, metadata !183, metadata !DIExpression()), !dbg !184
  store %struct.mat* %2, %struct.mat** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %6, metadata !185, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.declare(metadata i32* %7, metadata !187, metadata !DIExpression()), !dbg !188
  %17 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !189
  %18 = getelementptr inbounds %struct.mat, %struct.mat* %17, i32 0, i32 1, !dbg !190
  %19 = load i32, i32* %18, align 4, !dbg !190
  store i32 %19, i32* %7, align 4, !dbg !188
  call void @llvm.dbg.declare(metadata i32* %8, metadata !191, metadata !DIExpression()), !dbg !192
  %20 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !193
  %21 = getelementptr inbounds %struct.mat, %struct.mat* %20, i32 0, i32 0, !dbg !194
  %22 = load i32, i32* %21, align 8, !dbg !194
  store i32 %22, i32* %8, align 4, !dbg !192
  call void @llvm.dbg.declare(metadata i32* %9, metadata !195, metadata !DIExpression()), !dbg !197
  store i32 0, i32* %9, align 4, !dbg !197
  br label %23, !dbg !198

23:                                               ; preds = %204, %3
  %24 = load i32, i32* %9, align 4, !dbg !199
  %25 = load i32, i32* %7, align 4, !dbg !201
  %26 = icmp slt i32 %24, %25, !dbg !202
  br i1 %26, label %27, label %207, !dbg !203

27:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata double* %10, metadata !204, metadata !DIExpression()), !dbg !206
  store double 0.000000e+00, double* %10, align 8, !dbg !206
  call void @llvm.dbg.declare(metadata i32* %11, metadata !207, metadata !DIExpression()), !dbg !209
  store i32 0, i32* %11, align 4, !dbg !209
  br label %28, !dbg !210

28:                                               ; preds = %57, %27
  %29 = load i32, i32* %11, align 4, !dbg !211
  %30 = load i32, i32* %8, align 4, !dbg !213
  %31 = icmp slt i32 %29, %30, !dbg !214
  br i1 %31, label %32, label %60, !dbg !215

32:                                               ; preds = %28
  %33 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !216
  %34 = getelementptr inbounds %struct.mat, %struct.mat* %33, i32 0, i32 2, !dbg !217
  %35 = load double*, double** %34, align 8, !dbg !217
  %36 = load i32, i32* %11, align 4, !dbg !218
  %37 = load i32, i32* %7, align 4, !dbg !219
  %38 = mul nsw i32 %36, %37, !dbg !220
  %39 = load i32, i32* %9, align 4, !dbg !221
  %40 = add nsw i32 %38, %39, !dbg !222
  %41 = sext i32 %40 to i64, !dbg !216
  %42 = getelementptr inbounds double, double* %35, i64 %41, !dbg !216
  %43 = load double, double* %42, align 8, !dbg !216
  %44 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !223
  %45 = getelementptr inbounds %struct.mat, %struct.mat* %44, i32 0, i32 2, !dbg !224
  %46 = load double*, double** %45, align 8, !dbg !224
  %47 = load i32, i32* %11, align 4, !dbg !225
  %48 = load i32, i32* %7, align 4, !dbg !226
  %49 = mul nsw i32 %47, %48, !dbg !227
  %50 = load i32, i32* %9, align 4, !dbg !228
  %51 = add nsw i32 %49, %50, !dbg !229
  %52 = sext i32 %51 to i64, !dbg !223
  %53 = getelementptr inbounds double, double* %46, i64 %52, !dbg !223
  %54 = load double, double* %53, align 8, !dbg !223
  %55 = load double, double* %10, align 8, !dbg !230
  %56 = call double @llvm.fmuladd.f64(double %43, double %54, double %55), !dbg !230
  store double %56, double* %10, align 8, !dbg !230
  br label %57, !dbg !231

57:                                               ; preds = %32
  %58 = load i32, i32* %11, align 4, !dbg !232
  %59 = add nsw i32 %58, 1, !dbg !232
  store i32 %59, i32* %11, align 4, !dbg !232
  br label %28, !dbg !233, !llvm.loop !234

60:                                               ; preds = %28
  %61 = load double, double* %10, align 8, !dbg !236
  %62 = call double @sqrt(double noundef %61) #6, !dbg !237
  %63 = load %struct.mat*, %struct.mat** %6, align 8, !dbg !238
  %64 = getelementptr inbounds %struct.mat, %struct.mat* %63, i32 0, i32 2, !dbg !239
  %65 = load double*, double** %64, align 8, !dbg !239
  %66 = load i32, i32* %9, align 4, !dbg !240
  %67 = load i32, i32* %7, align 4, !dbg !241
  %68 = mul nsw i32 %66, %67, !dbg !242
  %69 = load i32, i32* %9, align 4, !dbg !243
  %70 = add nsw i32 %68, %69, !dbg !244
  %71 = sext i32 %70 to i64, !dbg !238
  %72 = getelementptr inbounds double, double* %65, i64 %71, !dbg !238
  store double %62, double* %72, align 8, !dbg !245
  call void @llvm.dbg.declare(metadata i32* %12, metadata !246, metadata !DIExpression()), !dbg !248
  store i32 0, i32* %12, align 4, !dbg !248
  br label %73, !dbg !249

73:                                               ; preds = %111, %60
  %74 = load i32, i32* %12, align 4, !dbg !250
  %75 = load i32, i32* %8, align 4, !dbg !252
  %76 = icmp slt i32 %74, %75, !dbg !253
  br i1 %76, label %77, label %114, !dbg !254

77:                                               ; preds = %73
  %78 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !255
  %79 = getelementptr inbounds %struct.mat, %struct.mat* %78, i32 0, i32 2, !dbg !256
  %80 = load double*, double** %79, align 8, !dbg !256
  %81 = load i32, i32* %12, align 4, !dbg !257
  %82 = load i32, i32* %7, align 4, !dbg !258
  %83 = mul nsw i32 %81, %82, !dbg !259
  %84 = load i32, i32* %9, align 4, !dbg !260
  %85 = add nsw i32 %83, %84, !dbg !261
  %86 = sext i32 %85 to i64, !dbg !255
  %87 = getelementptr inbounds double, double* %80, i64 %86, !dbg !255
  %88 = load double, double* %87, align 8, !dbg !255
  %89 = load %struct.mat*, %struct.mat** %6, align 8, !dbg !262
  %90 = getelementptr inbounds %struct.mat, %struct.mat* %89, i32 0, i32 2, !dbg !263
  %91 = load double*, double** %90, align 8, !dbg !263
  %92 = load i32, i32* %9, align 4, !dbg !264
  %93 = load i32, i32* %7, align 4, !dbg !265
  %94 = mul nsw i32 %92, %93, !dbg !266
  %95 = load i32, i32* %9, align 4, !dbg !267
  %96 = add nsw i32 %94, %95, !dbg !268
  %97 = sext i32 %96 to i64, !dbg !262
  %98 = getelementptr inbounds double, double* %91, i64 %97, !dbg !262
  %99 = load double, double* %98, align 8, !dbg !262
  %100 = fdiv double %88, %99, !dbg !269
  %101 = load %struct.mat*, %struct.mat** %5, align 8, !dbg !270
  %102 = getelementptr inbounds %struct.mat, %struct.mat* %101, i32 0, i32 2, !dbg !271
  %103 = load double*, double** %102, align 8, !dbg !271
  %104 = load i32, i32* %12, align 4, !dbg !272
  %105 = load i32, i32* %7, align 4, !dbg !273
  %106 = mul nsw i32 %104, %105, !dbg !274
  %107 = load i32, i32* %9, align 4, !dbg !275
  %108 = add nsw i32 %106, %107, !dbg !276
  %109 = sext i32 %108 to i64, !dbg !270
  %110 = getelementptr inbounds double, double* %103, i64 %109, !dbg !270
  store double %100, double* %110, align 8, !dbg !277
  br label %111, !dbg !270

111:                                              ; preds = %77
  %112 = load i32, i32* %12, align 4, !dbg !278
  %113 = add nsw i32 %112, 1, !dbg !278
  store i32 %113, i32* %12, align 4, !dbg !278
  br label %73, !dbg !279, !llvm.loop !280

114:                                              ; preds = %73
  call void @llvm.dbg.declare(metadata i32* %13, metadata !282, metadata !DIExpression()), !dbg !284
  %115 = load i32, i32* %9, align 4, !dbg !285
  %116 = add nsw i32 %115, 1, !dbg !286
  store i32 %116, i32* %13, align 4, !dbg !284
  br label %117, !dbg !287

117:                                              ; preds = %200, %114
  %118 = load i32, i32* %13, align 4, !dbg !288
  %119 = load i32, i32* %7, align 4, !dbg !290
  %120 = icmp slt i32 %118, %119, !dbg !291
  br i1 %120, label %121, label %203, !dbg !292

121:                                              ; preds = %117
  call void @llvm.dbg.declare(metadata double* %14, metadata !293, metadata !DIExpression()), !dbg !295
  store double 0.000000e+00, double* %14, align 8, !dbg !295
  call void @llvm.dbg.declare(metadata i32* %15, metadata !296, metadata !DIExpression()), !dbg !298
  store i32 0, i32* %15, align 4, !dbg !298
  br label %122, !dbg !299

122:                                              ; preds = %151, %121
  %123 = load i32, i32* %15, align 4, !dbg !300
  %124 = load i32, i32* %8, align 4, !dbg !302
  %125 = icmp slt i32 %123, %124, !dbg !303
  br i1 %125, label %126, label %154, !dbg !304

126:                                              ; preds = %122
  %127 = load %struct.mat*, %struct.mat** %5, align 8, !dbg !305
  %128 = getelementptr inbounds %struct.mat, %struct.mat* %127, i32 0, i32 2, !dbg !306
  %129 = load double*, double** %128, align 8, !dbg !306
  %130 = load i32, i32* %15, align 4, !dbg !307
  %131 = load i32, i32* %7, align 4, !dbg !308
  %132 = mul nsw i32 %130, %131, !dbg !309
  %133 = load i32, i32* %9, align 4, !dbg !310
  %134 = add nsw i32 %132, %133, !dbg !311
  %135 = sext i32 %134 to i64, !dbg !305
  %136 = getelementptr inbounds double, double* %129, i64 %135, !dbg !305
  %137 = load double, double* %136, align 8, !dbg !305
  %138 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !312
  %139 = getelementptr inbounds %struct.mat, %struct.mat* %138, i32 0, i32 2, !dbg !313
  %140 = load double*, double** %139, align 8, !dbg !313
  %141 = load i32, i32* %15, align 4, !dbg !314
  %142 = load i32, i32* %7, align 4, !dbg !315
  %143 = mul nsw i32 %141, %142, !dbg !316
  %144 = load i32, i32* %13, align 4, !dbg !317
  %145 = add nsw i32 %143, %144, !dbg !318
  %146 = sext i32 %145 to i64, !dbg !312
  %147 = getelementptr inbounds double, double* %140, i64 %146, !dbg !312
  %148 = load double, double* %147, align 8, !dbg !312
  %149 = load double, double* %14, align 8, !dbg !319
  %150 = call double @llvm.fmuladd.f64(double %137, double %148, double %149), !dbg !319
  store double %150, double* %14, align 8, !dbg !319
  br label %151, !dbg !320

151:                                              ; preds = %126
  %152 = load i32, i32* %15, align 4, !dbg !321
  %153 = add nsw i32 %152, 1, !dbg !321
  store i32 %153, i32* %15, align 4, !dbg !321
  br label %122, !dbg !322, !llvm.loop !323

154:                                              ; preds = %122
  %155 = load double, double* %14, align 8, !dbg !325
  %156 = load %struct.mat*, %struct.mat** %6, align 8, !dbg !326
  %157 = getelementptr inbounds %struct.mat, %struct.mat* %156, i32 0, i32 2, !dbg !327
  %158 = load double*, double** %157, align 8, !dbg !327
  %159 = load i32, i32* %9, align 4, !dbg !328
  %160 = load i32, i32* %7, align 4, !dbg !329
  %161 = mul nsw i32 %159, %160, !dbg !330
  %162 = load i32, i32* %13, align 4, !dbg !331
  %163 = add nsw i32 %161, %162, !dbg !332
  %164 = sext i32 %163 to i64, !dbg !326
  %165 = getelementptr inbounds double, double* %158, i64 %164, !dbg !326
  store double %155, double* %165, align 8, !dbg !333
  call void @llvm.dbg.declare(metadata i32* %16, metadata !334, metadata !DIExpression()), !dbg !336
  store i32 0, i32* %16, align 4, !dbg !336
  br label %166, !dbg !337

166:                                              ; preds = %196, %154
  %167 = load i32, i32* %16, align 4, !dbg !338
  %168 = load i32, i32* %8, align 4, !dbg !340
  %169 = icmp slt i32 %167, %168, !dbg !341
  br i1 %169, label %170, label %199, !dbg !342

170:                                              ; preds = %166
  %171 = load %struct.mat*, %struct.mat** %5, align 8, !dbg !343
  %172 = getelementptr inbounds %struct.mat, %struct.mat* %171, i32 0, i32 2, !dbg !344
  %173 = load double*, double** %172, align 8, !dbg !344
  %174 = load i32, i32* %16, align 4, !dbg !345
  %175 = load i32, i32* %7, align 4, !dbg !346
  %176 = mul nsw i32 %174, %175, !dbg !347
  %177 = load i32, i32* %9, align 4, !dbg !348
  %178 = add nsw i32 %176, %177, !dbg !349
  %179 = sext i32 %178 to i64, !dbg !343
  %180 = getelementptr inbounds double, double* %173, i64 %179, !dbg !343
  %181 = load double, double* %180, align 8, !dbg !343
  %182 = load double, double* %14, align 8, !dbg !350
  %183 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !351
  %184 = getelementptr inbounds %struct.mat, %struct.mat* %183, i32 0, i32 2, !dbg !352
  %185 = load double*, double** %184, align 8, !dbg !352
  %186 = load i32, i32* %16, align 4, !dbg !353
  %187 = load i32, i32* %7, align 4, !dbg !354
  %188 = mul nsw i32 %186, %187, !dbg !355
  %189 = load i32, i32* %13, align 4, !dbg !356
  %190 = add nsw i32 %188, %189, !dbg !357
  %191 = sext i32 %190 to i64, !dbg !351
  %192 = getelementptr inbounds double, double* %185, i64 %191, !dbg !351
  %193 = load double, double* %192, align 8, !dbg !358
  %194 = fneg double %181, !dbg !358
  %195 = call double @llvm.fmuladd.f64(double %194, double %182, double %193), !dbg !358
  store double %195, double* %192, align 8, !dbg !358
  br label %196, !dbg !351

196:                                              ; preds = %170
  %197 = load i32, i32* %16, align 4, !dbg !359
  %198 = add nsw i32 %197, 1, !dbg !359
  store i32 %198, i32* %16, align 4, !dbg !359
  br label %166, !dbg !360, !llvm.loop !361

199:                                              ; preds = %166
  br label %200, !dbg !363

200:                                              ; preds = %199
  %201 = load i32, i32* %13, align 4, !dbg !364
  %202 = add nsw i32 %201, 1, !dbg !364
  store i32 %202, i32* %13, align 4, !dbg !364
  br label %117, !dbg !365, !llvm.loop !366

203:                                              ; preds = %117
  br label %204, !dbg !368

204:                                              ; preds = %203
  %205 = load i32, i32* %9, align 4, !dbg !369
  %206 = add nsw i32 %205, 1, !dbg !369
  store i32 %206, i32* %9, align 4, !dbg !369
  br label %23, !dbg !370, !llvm.loop !371

207:                                              ; preds = %23
  ret void, !dbg !373
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_new(%struct.grid* noalias sret(%struct.grid) align 8 %0, i64 %1) #0 !dbg !374 {
  %3 = alloca %struct.dims, align 4
  %4 = bitcast %struct.dims* %3 to i64*
  store i64 %1, i64* %4, align 4
  call void @llvm.dbg.declare(metadata %struct.dims* %3, metadata !382, metadata !DIExpression()), !dbg !383
  call void @llvm.dbg.declare(metadata %struct.grid* %0, metadata !384, metadata !DIExpression()), !dbg !385
  %5 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 0, !dbg !386
  %6 = load i32, i32* %5, align 4, !dbg !386
  %7 = getelementptr inbounds %struct.grid, %struct.grid* %0, i32 0, i32 0, !dbg !387
  store i32 %6, i32* %7, align 8, !dbg !388
  %8 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 1, !dbg !389
  %9 = load i32, i32* %8, align 4, !dbg !389
  %10 = getelementptr inbounds %struct.grid, %struct.grid* %0, i32 0, i32 1, !dbg !390
  store i32 %9, i32* %10, align 4, !dbg !391
  %11 = getelementptr inbounds %struct.grid, %struct.grid* %0, i32 0, i32 2, !dbg !392
  store i32 0, i32* %11, align 8, !dbg !393
  %12 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 0, !dbg !394
  %13 = load i32, i32* %12, align 4, !dbg !394
  %14 = sext i32 %13 to i64, !dbg !395
  %15 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 1, !dbg !396
  %16 = load i32, i32* %15, align 4, !dbg !396
  %17 = sext i32 %16 to i64, !dbg !397
  %18 = mul i64 %14, %17, !dbg !398
  %19 = call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #6, !dbg !399
  %20 = bitcast i8* %19 to double*, !dbg !399
  %21 = getelementptr inbounds %struct.grid, %struct.grid* %0, i32 0, i32 3, !dbg !400
  store double* %20, double** %21, align 8, !dbg !401
  ret void, !dbg !402
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dims_of(i32 noundef %0, i32 noundef %1) #0 !dbg !403 {
  %3 = alloca %struct.dims, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !406, metadata !DIExpression()), !dbg !407
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !408, metadata !DIExpression()), !dbg !409
  call void @llvm.dbg.declare(metadata %struct.dims* %3, metadata !410, metadata !DIExpression()), !dbg !411
  %6 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 0, !dbg !412
  %7 = load i32, i32* %4, align 4, !dbg !413
  store i32 %7, i32* %6, align 4, !dbg !412
  %8 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 1, !dbg !412
  %9 = load i32, i32* %5, align 4, !dbg !414
  store i32 %9, i32* %8, align 4, !dbg !412
  %10 = bitcast %struct.dims* %3 to i64*, !dbg !415
  %11 = load i64, i64* %10, align 4, !dbg !415
  ret i64 %11, !dbg !415
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sweep(%struct.grid* noundef %0) #0 !dbg !416 {
  %2 = alloca %struct.grid*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  store %struct.grid* %0, %struct.grid** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %2, metadata !420, metadata !DIExpression()), !dbg !421
  call void @llvm.dbg.declare(metadata double* %3, metadata !422, metadata !DIExpression()), !dbg !423
  store double 0.000000e+00, double* %3, align 8, !dbg !423
  call void @llvm.dbg.declare(metadata i32* %4, metadata !424, metadata !DIExpression()), !dbg !426
  store i32 1, i32* %4, align 4, !dbg !426
  br label %7, !dbg !427

7:                                                ; preds = %71, %1
  %8 = load i32, i32* %4, align 4, !dbg !428
  %9 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !430
  %10 = getelementptr inbounds %struct.grid, %struct.grid* %9, i32 0, i32 1, !dbg !431
  %11 = load i32, i32* %10, align 4, !dbg !431
  %12 = sub nsw i32 %11, 1, !dbg !432
  %13 = icmp slt i32 %8, %12, !dbg !433
  br i1 %13, label %14, label %74, !dbg !434

14:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %5, metadata !435, metadata !DIExpression()), !dbg !437
  store i32 1, i32* %5, align 4, !dbg !437
  br label %15, !dbg !438

15:                                               ; preds = %67, %14
  %16 = load i32, i32* %5, align 4, !dbg !439
  %17 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !441
  %18 = getelementptr inbounds %struct.grid, %struct.grid* %17, i32 0, i32 0, !dbg !442
  %19 = load i32, i32* %18, align 8, !dbg !442
  %20 = sub nsw i32 %19, 1, !dbg !443
  %21 = icmp slt i32 %16, %20, !dbg !444
  br i1 %21, label %22, label %70, !dbg !445

22:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata double** %6, metadata !446, metadata !DIExpression()), !dbg !448
  %23 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !449
  %24 = getelementptr inbounds %struct.grid, %struct.grid* %23, i32 0, i32 3, !dbg !450
  %25 = load double*, double** %24, align 8, !dbg !450
  %26 = load i32, i32* %4, align 4, !dbg !451
  %27 = sext i32 %26 to i64, !dbg !452
  %28 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !453
  %29 = getelementptr inbounds %struct.grid, %struct.grid* %28, i32 0, i32 0, !dbg !454
  %30 = load i32, i32* %29, align 8, !dbg !454
  %31 = sext i32 %30 to i64, !dbg !453
  %32 = mul i64 %27, %31, !dbg !455
  %33 = getelementptr inbounds double, double* %25, i64 %32, !dbg !456
  %34 = load i32, i32* %5, align 4, !dbg !457
  %35 = sext i32 %34 to i64, !dbg !458
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !458
  store double* %36, double** %6, align 8, !dbg !448
  %37 = load double*, double** %6, align 8, !dbg !459
  %38 = getelementptr inbounds double, double* %37, i64 -1, !dbg !459
  %39 = load double, double* %38, align 8, !dbg !459
  %40 = load double*, double** %6, align 8, !dbg !460
  %41 = getelementptr inbounds double, double* %40, i64 1, !dbg !460
  %42 = load double, double* %41, align 8, !dbg !460
  %43 = fadd double %39, %42, !dbg !461
  %44 = load double*, double** %6, align 8, !dbg !462
  %45 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !463
  %46 = getelementptr inbounds %struct.grid, %struct.grid* %45, i32 0, i32 0, !dbg !464
  %47 = load i32, i32* %46, align 8, !dbg !464
  %48 = sub nsw i32 0, %47, !dbg !465
  %49 = sext i32 %48 to i64, !dbg !462
  %50 = getelementptr inbounds double, double* %44, i64 %49, !dbg !462
  %51 = load double, double* %50, align 8, !dbg !462
  %52 = fadd double %43, %51, !dbg !466
  %53 = load double*, double** %6, align 8, !dbg !467
  %54 = load %struct.grid*, %struct.grid** %2, align 8, !dbg !468
  %55 = getelementptr inbounds %struct.grid, %struct.grid* %54, i32 0, i32 0, !dbg !469
  %56 = load i32, i32* %55, align 8, !dbg !469
  %57 = sext i32 %56 to i64, !dbg !467
  %58 = getelementptr inbounds double, double* %53, i64 %57, !dbg !467
  %59 = load double, double* %58, align 8, !dbg !467
  %60 = fadd double %52, %59, !dbg !470
  %61 = call double @llvm.fmuladd.f64(double 2.500000e-01, double %60, double 1.000000e+00), !dbg !471
  %62 = load double*, double** %6, align 8, !dbg !472
  store double %61, double* %62, align 8, !dbg !473
  %63 = load double*, double** %6, align 8, !dbg !474
  %64 = load double, double* %63, align 8, !dbg !475
  %65 = load double, double* %3, align 8, !dbg !476
  %66 = fadd double %65, %64, !dbg !476
  store double %66, double* %3, align 8, !dbg !476
  br label %67, !dbg !477

67:                                               ; preds = %22
  %68 = load i32, i32* %5, align 4, !dbg !478
  %69 = add nsw i32 %68, 1, !dbg !478
  store i32 %69, i32* %5, align 4, !dbg !478
  br label %15, !dbg !479, !llvm.loop !480

70:                                               ; preds = %15
  br label %71, !dbg !481

71:                                               ; preds = %70
  %72 = load i32, i32* %4, align 4, !dbg !482
  %73 = add nsw i32 %72, 1, !dbg !482
  store i32 %73, i32* %4, align 4, !dbg !482
  br label %7, !dbg !483, !llvm.loop !484

74:                                               ; preds = %7
  %75 = load double, double* %3, align 8, !dbg !486
  ret double %75, !dbg !487
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #4

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
!1 = !DIFile(filename: "struct_return.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "fb1813accc02286ccc715bc2db7bffed")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 64, type: !16, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 64, type: !18)
!24 = !DILocation(line: 64, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 64, type: !19)
!26 = !DILocation(line: 64, column: 27, scope: !15)
!27 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 65, type: !18)
!28 = !DILocation(line: 65, column: 7, scope: !15)
!29 = !DILocation(line: 65, column: 11, scope: !15)
!30 = !DILocation(line: 65, column: 16, scope: !15)
!31 = !DILocation(line: 65, column: 27, scope: !15)
!32 = !DILocation(line: 65, column: 22, scope: !15)
!33 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 66, type: !18)
!34 = !DILocation(line: 66, column: 7, scope: !15)
!35 = !DILocation(line: 66, column: 11, scope: !15)
!36 = !DILocation(line: 66, column: 16, scope: !15)
!37 = !DILocation(line: 66, column: 27, scope: !15)
!38 = !DILocation(line: 66, column: 22, scope: !15)
!39 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 67, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "mat", file: !1, line: 10, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 128, elements: !42)
!42 = !{!43, !44, !45}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !41, file: !1, line: 10, baseType: !18, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !41, file: !1, line: 10, baseType: !18, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !41, file: !1, line: 10, baseType: !46, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!47 = !DILocation(line: 67, column: 7, scope: !15)
!48 = !DILocation(line: 67, column: 16, scope: !15)
!49 = !DILocation(line: 67, column: 19, scope: !15)
!50 = !DILocation(line: 67, column: 11, scope: !15)
!51 = !DILocalVariable(name: "q", scope: !15, file: !1, line: 67, type: !40)
!52 = !DILocation(line: 67, column: 23, scope: !15)
!53 = !DILocation(line: 67, column: 32, scope: !15)
!54 = !DILocation(line: 67, column: 35, scope: !15)
!55 = !DILocation(line: 67, column: 27, scope: !15)
!56 = !DILocalVariable(name: "r", scope: !15, file: !1, line: 67, type: !40)
!57 = !DILocation(line: 67, column: 39, scope: !15)
!58 = !DILocation(line: 67, column: 48, scope: !15)
!59 = !DILocation(line: 67, column: 51, scope: !15)
!60 = !DILocation(line: 67, column: 43, scope: !15)
!61 = !DILocation(line: 68, column: 3, scope: !15)
!62 = !DILocalVariable(name: "g", scope: !15, file: !1, line: 69, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !1, line: 12, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 12, size: 192, elements: !65)
!65 = !{!66, !67, !68, !69}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "nx", scope: !64, file: !1, line: 12, baseType: !18, size: 32)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "ny", scope: !64, file: !1, line: 12, baseType: !18, size: 32, offset: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "pad", scope: !64, file: !1, line: 12, baseType: !18, size: 32, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "cells", scope: !64, file: !1, line: 12, baseType: !46, size: 64, offset: 128)
!70 = !DILocation(line: 69, column: 8, scope: !15)
!71 = !DILocation(line: 69, column: 29, scope: !15)
!72 = !DILocation(line: 69, column: 31, scope: !15)
!73 = !DILocation(line: 69, column: 36, scope: !15)
!74 = !DILocation(line: 69, column: 38, scope: !15)
!75 = !DILocation(line: 69, column: 21, scope: !15)
!76 = !DILocation(line: 69, column: 12, scope: !15)
!77 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 70, type: !3)
!78 = !DILocation(line: 70, column: 10, scope: !15)
!79 = !DILocalVariable(name: "t", scope: !80, file: !1, line: 71, type: !18)
!80 = distinct !DILexicalBlock(scope: !15, file: !1, line: 71, column: 3)
!81 = !DILocation(line: 71, column: 12, scope: !80)
!82 = !DILocation(line: 71, column: 8, scope: !80)
!83 = !DILocation(line: 71, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 71, column: 3)
!85 = !DILocation(line: 71, column: 21, scope: !84)
!86 = !DILocation(line: 71, column: 3, scope: !80)
!87 = !DILocation(line: 71, column: 36, scope: !84)
!88 = !DILocation(line: 71, column: 33, scope: !84)
!89 = !DILocation(line: 71, column: 31, scope: !84)
!90 = !DILocation(line: 71, column: 27, scope: !84)
!91 = !DILocation(line: 71, column: 3, scope: !84)
!92 = distinct !{!92, !86, !93, !94}
!93 = !DILocation(line: 71, column: 44, scope: !80)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocalVariable(name: "i", scope: !96, file: !1, line: 72, type: !18)
!96 = distinct !DILexicalBlock(scope: !15, file: !1, line: 72, column: 3)
!97 = !DILocation(line: 72, column: 12, scope: !96)
!98 = !DILocation(line: 72, column: 8, scope: !96)
!99 = !DILocation(line: 72, column: 19, scope: !100)
!100 = distinct !DILexicalBlock(scope: !96, file: !1, line: 72, column: 3)
!101 = !DILocation(line: 72, column: 23, scope: !100)
!102 = !DILocation(line: 72, column: 27, scope: !100)
!103 = !DILocation(line: 72, column: 25, scope: !100)
!104 = !DILocation(line: 72, column: 21, scope: !100)
!105 = !DILocation(line: 72, column: 3, scope: !96)
!106 = !DILocation(line: 72, column: 42, scope: !100)
!107 = !DILocation(line: 72, column: 44, scope: !100)
!108 = !DILocation(line: 72, column: 40, scope: !100)
!109 = !DILocation(line: 72, column: 37, scope: !100)
!110 = !DILocation(line: 72, column: 35, scope: !100)
!111 = !DILocation(line: 72, column: 31, scope: !100)
!112 = !DILocation(line: 72, column: 3, scope: !100)
!113 = distinct !{!113, !105, !114, !94}
!114 = !DILocation(line: 72, column: 45, scope: !96)
!115 = !DILocation(line: 73, column: 18, scope: !15)
!116 = !DILocation(line: 73, column: 3, scope: !15)
!117 = !DILocation(line: 74, column: 10, scope: !15)
!118 = !DILocation(line: 74, column: 8, scope: !15)
!119 = !DILocation(line: 74, column: 3, scope: !15)
!120 = !DILocation(line: 75, column: 10, scope: !15)
!121 = !DILocation(line: 75, column: 8, scope: !15)
!122 = !DILocation(line: 75, column: 3, scope: !15)
!123 = !DILocation(line: 76, column: 10, scope: !15)
!124 = !DILocation(line: 76, column: 8, scope: !15)
!125 = !DILocation(line: 76, column: 3, scope: !15)
!126 = !DILocation(line: 77, column: 10, scope: !15)
!127 = !DILocation(line: 77, column: 8, scope: !15)
!128 = !DILocation(line: 77, column: 3, scope: !15)
!129 = !DILocation(line: 78, column: 3, scope: !15)
!130 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 14, type: !131, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!131 = !DISubroutineType(types: !132)
!132 = !{!40, !18, !18}
!133 = !DILocalVariable(name: "r", arg: 1, scope: !130, file: !1, line: 14, type: !18)
!134 = !DILocation(line: 14, column: 21, scope: !130)
!135 = !DILocalVariable(name: "c", arg: 2, scope: !130, file: !1, line: 14, type: !18)
!136 = !DILocation(line: 14, column: 28, scope: !130)
!137 = !DILocalVariable(name: "m", scope: !130, file: !1, line: 15, type: !40)
!138 = !DILocation(line: 15, column: 7, scope: !130)
!139 = !DILocation(line: 16, column: 12, scope: !130)
!140 = !DILocation(line: 16, column: 5, scope: !130)
!141 = !DILocation(line: 16, column: 10, scope: !130)
!142 = !DILocation(line: 17, column: 12, scope: !130)
!143 = !DILocation(line: 17, column: 5, scope: !130)
!144 = !DILocation(line: 17, column: 10, scope: !130)
!145 = !DILocation(line: 18, column: 33, scope: !130)
!146 = !DILocation(line: 18, column: 31, scope: !130)
!147 = !DILocation(line: 18, column: 37, scope: !130)
!148 = !DILocation(line: 18, column: 35, scope: !130)
!149 = !DILocation(line: 18, column: 9, scope: !130)
!150 = !DILocation(line: 18, column: 5, scope: !130)
!151 = !DILocation(line: 18, column: 7, scope: !130)
!152 = !DILocalVariable(name: "i", scope: !153, file: !1, line: 19, type: !18)
!153 = distinct !DILexicalBlock(scope: !130, file: !1, line: 19, column: 3)
!154 = !DILocation(line: 19, column: 12, scope: !153)
!155 = !DILocation(line: 19, column: 8, scope: !153)
!156 = !DILocation(line: 19, column: 19, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !1, line: 19, column: 3)
!158 = !DILocation(line: 19, column: 23, scope: !157)
!159 = !DILocation(line: 19, column: 27, scope: !157)
!160 = !DILocation(line: 19, column: 25, scope: !157)
!161 = !DILocation(line: 19, column: 21, scope: !157)
!162 = !DILocation(line: 19, column: 3, scope: !153)
!163 = !DILocation(line: 19, column: 54, scope: !157)
!164 = !DILocation(line: 19, column: 56, scope: !157)
!165 = !DILocation(line: 19, column: 61, scope: !157)
!166 = !DILocation(line: 19, column: 44, scope: !157)
!167 = !DILocation(line: 19, column: 67, scope: !157)
!168 = !DILocation(line: 19, column: 37, scope: !157)
!169 = !DILocation(line: 19, column: 39, scope: !157)
!170 = !DILocation(line: 19, column: 35, scope: !157)
!171 = !DILocation(line: 19, column: 42, scope: !157)
!172 = !DILocation(line: 19, column: 31, scope: !157)
!173 = !DILocation(line: 19, column: 3, scope: !157)
!174 = distinct !{!174, !162, !175, !94}
!175 = !DILocation(line: 19, column: 69, scope: !153)
!176 = !DILocation(line: 20, column: 3, scope: !130)
!177 = distinct !DISubprogram(name: "gram_schmidt", scope: !1, file: !1, line: 37, type: !178, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !180, !180, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!181 = !DILocalVariable(name: "a", arg: 1, scope: !177, file: !1, line: 37, type: !180)
!182 = !DILocation(line: 37, column: 31, scope: !177)
!183 = !DILocalVariable(name: "q", arg: 2, scope: !177, file: !1, line: 37, type: !180)
!184 = !DILocation(line: 37, column: 39, scope: !177)
!185 = !DILocalVariable(name: "r", arg: 3, scope: !177, file: !1, line: 37, type: !180)
!186 = !DILocation(line: 37, column: 47, scope: !177)
!187 = !DILocalVariable(name: "n", scope: !177, file: !1, line: 38, type: !18)
!188 = !DILocation(line: 38, column: 7, scope: !177)
!189 = !DILocation(line: 38, column: 11, scope: !177)
!190 = !DILocation(line: 38, column: 14, scope: !177)
!191 = !DILocalVariable(name: "m", scope: !177, file: !1, line: 38, type: !18)
!192 = !DILocation(line: 38, column: 20, scope: !177)
!193 = !DILocation(line: 38, column: 24, scope: !177)
!194 = !DILocation(line: 38, column: 27, scope: !177)
!195 = !DILocalVariable(name: "k", scope: !196, file: !1, line: 39, type: !18)
!196 = distinct !DILexicalBlock(scope: !177, file: !1, line: 39, column: 3)
!197 = !DILocation(line: 39, column: 12, scope: !196)
!198 = !DILocation(line: 39, column: 8, scope: !196)
!199 = !DILocation(line: 39, column: 19, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !1, line: 39, column: 3)
!201 = !DILocation(line: 39, column: 23, scope: !200)
!202 = !DILocation(line: 39, column: 21, scope: !200)
!203 = !DILocation(line: 39, column: 3, scope: !196)
!204 = !DILocalVariable(name: "nrm", scope: !205, file: !1, line: 40, type: !3)
!205 = distinct !DILexicalBlock(scope: !200, file: !1, line: 39, column: 31)
!206 = !DILocation(line: 40, column: 12, scope: !205)
!207 = !DILocalVariable(name: "i", scope: !208, file: !1, line: 41, type: !18)
!208 = distinct !DILexicalBlock(scope: !205, file: !1, line: 41, column: 5)
!209 = !DILocation(line: 41, column: 14, scope: !208)
!210 = !DILocation(line: 41, column: 10, scope: !208)
!211 = !DILocation(line: 41, column: 21, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !1, line: 41, column: 5)
!213 = !DILocation(line: 41, column: 25, scope: !212)
!214 = !DILocation(line: 41, column: 23, scope: !212)
!215 = !DILocation(line: 41, column: 5, scope: !208)
!216 = !DILocation(line: 41, column: 40, scope: !212)
!217 = !DILocation(line: 41, column: 43, scope: !212)
!218 = !DILocation(line: 41, column: 45, scope: !212)
!219 = !DILocation(line: 41, column: 49, scope: !212)
!220 = !DILocation(line: 41, column: 47, scope: !212)
!221 = !DILocation(line: 41, column: 53, scope: !212)
!222 = !DILocation(line: 41, column: 51, scope: !212)
!223 = !DILocation(line: 41, column: 58, scope: !212)
!224 = !DILocation(line: 41, column: 61, scope: !212)
!225 = !DILocation(line: 41, column: 63, scope: !212)
!226 = !DILocation(line: 41, column: 67, scope: !212)
!227 = !DILocation(line: 41, column: 65, scope: !212)
!228 = !DILocation(line: 41, column: 71, scope: !212)
!229 = !DILocation(line: 41, column: 69, scope: !212)
!230 = !DILocation(line: 41, column: 37, scope: !212)
!231 = !DILocation(line: 41, column: 33, scope: !212)
!232 = !DILocation(line: 41, column: 29, scope: !212)
!233 = !DILocation(line: 41, column: 5, scope: !212)
!234 = distinct !{!234, !215, !235, !94}
!235 = !DILocation(line: 41, column: 72, scope: !208)
!236 = !DILocation(line: 42, column: 28, scope: !205)
!237 = !DILocation(line: 42, column: 23, scope: !205)
!238 = !DILocation(line: 42, column: 5, scope: !205)
!239 = !DILocation(line: 42, column: 8, scope: !205)
!240 = !DILocation(line: 42, column: 10, scope: !205)
!241 = !DILocation(line: 42, column: 14, scope: !205)
!242 = !DILocation(line: 42, column: 12, scope: !205)
!243 = !DILocation(line: 42, column: 18, scope: !205)
!244 = !DILocation(line: 42, column: 16, scope: !205)
!245 = !DILocation(line: 42, column: 21, scope: !205)
!246 = !DILocalVariable(name: "i", scope: !247, file: !1, line: 43, type: !18)
!247 = distinct !DILexicalBlock(scope: !205, file: !1, line: 43, column: 5)
!248 = !DILocation(line: 43, column: 14, scope: !247)
!249 = !DILocation(line: 43, column: 10, scope: !247)
!250 = !DILocation(line: 43, column: 21, scope: !251)
!251 = distinct !DILexicalBlock(scope: !247, file: !1, line: 43, column: 5)
!252 = !DILocation(line: 43, column: 25, scope: !251)
!253 = !DILocation(line: 43, column: 23, scope: !251)
!254 = !DILocation(line: 43, column: 5, scope: !247)
!255 = !DILocation(line: 43, column: 51, scope: !251)
!256 = !DILocation(line: 43, column: 54, scope: !251)
!257 = !DILocation(line: 43, column: 56, scope: !251)
!258 = !DILocation(line: 43, column: 60, scope: !251)
!259 = !DILocation(line: 43, column: 58, scope: !251)
!260 = !DILocation(line: 43, column: 64, scope: !251)
!261 = !DILocation(line: 43, column: 62, scope: !251)
!262 = !DILocation(line: 43, column: 69, scope: !251)
!263 = !DILocation(line: 43, column: 72, scope: !251)
!264 = !DILocation(line: 43, column: 74, scope: !251)
!265 = !DILocation(line: 43, column: 78, scope: !251)
!266 = !DILocation(line: 43, column: 76, scope: !251)
!267 = !DILocation(line: 43, column: 82, scope: !251)
!268 = !DILocation(line: 43, column: 80, scope: !251)
!269 = !DILocation(line: 43, column: 67, scope: !251)
!270 = !DILocation(line: 43, column: 33, scope: !251)
!271 = !DILocation(line: 43, column: 36, scope: !251)
!272 = !DILocation(line: 43, column: 38, scope: !251)
!273 = !DILocation(line: 43, column: 42, scope: !251)
!274 = !DILocation(line: 43, column: 40, scope: !251)
!275 = !DILocation(line: 43, column: 46, scope: !251)
!276 = !DILocation(line: 43, column: 44, scope: !251)
!277 = !DILocation(line: 43, column: 49, scope: !251)
!278 = !DILocation(line: 43, column: 29, scope: !251)
!279 = !DILocation(line: 43, column: 5, scope: !251)
!280 = distinct !{!280, !254, !281, !94}
!281 = !DILocation(line: 43, column: 83, scope: !247)
!282 = !DILocalVariable(name: "j", scope: !283, file: !1, line: 44, type: !18)
!283 = distinct !DILexicalBlock(scope: !205, file: !1, line: 44, column: 5)
!284 = !DILocation(line: 44, column: 14, scope: !283)
!285 = !DILocation(line: 44, column: 18, scope: !283)
!286 = !DILocation(line: 44, column: 20, scope: !283)
!287 = !DILocation(line: 44, column: 10, scope: !283)
!288 = !DILocation(line: 44, column: 25, scope: !289)
!289 = distinct !DILexicalBlock(scope: !283, file: !1, line: 44, column: 5)
!290 = !DILocation(line: 44, column: 29, scope: !289)
!291 = !DILocation(line: 44, column: 27, scope: !289)
!292 = !DILocation(line: 44, column: 5, scope: !283)
!293 = !DILocalVariable(name: "s", scope: !294, file: !1, line: 45, type: !3)
!294 = distinct !DILexicalBlock(scope: !289, file: !1, line: 44, column: 37)
!295 = !DILocation(line: 45, column: 14, scope: !294)
!296 = !DILocalVariable(name: "i", scope: !297, file: !1, line: 46, type: !18)
!297 = distinct !DILexicalBlock(scope: !294, file: !1, line: 46, column: 7)
!298 = !DILocation(line: 46, column: 16, scope: !297)
!299 = !DILocation(line: 46, column: 12, scope: !297)
!300 = !DILocation(line: 46, column: 23, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !1, line: 46, column: 7)
!302 = !DILocation(line: 46, column: 27, scope: !301)
!303 = !DILocation(line: 46, column: 25, scope: !301)
!304 = !DILocation(line: 46, column: 7, scope: !297)
!305 = !DILocation(line: 46, column: 40, scope: !301)
!306 = !DILocation(line: 46, column: 43, scope: !301)
!307 = !DILocation(line: 46, column: 45, scope: !301)
!308 = !DILocation(line: 46, column: 49, scope: !301)
!309 = !DILocation(line: 46, column: 47, scope: !301)
!310 = !DILocation(line: 46, column: 53, scope: !301)
!311 = !DILocation(line: 46, column: 51, scope: !301)
!312 = !DILocation(line: 46, column: 58, scope: !301)
!313 = !DILocation(line: 46, column: 61, scope: !301)
!314 = !DILocation(line: 46, column: 63, scope: !301)
!315 = !DILocation(line: 46, column: 67, scope: !301)
!316 = !DILocation(line: 46, column: 65, scope: !301)
!317 = !DILocation(line: 46, column: 71, scope: !301)
!318 = !DILocation(line: 46, column: 69, scope: !301)
!319 = !DILocation(line: 46, column: 37, scope: !301)
!320 = !DILocation(line: 46, column: 35, scope: !301)
!321 = !DILocation(line: 46, column: 31, scope: !301)
!322 = !DILocation(line: 46, column: 7, scope: !301)
!323 = distinct !{!323, !304, !324, !94}
!324 = !DILocation(line: 46, column: 72, scope: !297)
!325 = !DILocation(line: 47, column: 25, scope: !294)
!326 = !DILocation(line: 47, column: 7, scope: !294)
!327 = !DILocation(line: 47, column: 10, scope: !294)
!328 = !DILocation(line: 47, column: 12, scope: !294)
!329 = !DILocation(line: 47, column: 16, scope: !294)
!330 = !DILocation(line: 47, column: 14, scope: !294)
!331 = !DILocation(line: 47, column: 20, scope: !294)
!332 = !DILocation(line: 47, column: 18, scope: !294)
!333 = !DILocation(line: 47, column: 23, scope: !294)
!334 = !DILocalVariable(name: "i", scope: !335, file: !1, line: 48, type: !18)
!335 = distinct !DILexicalBlock(scope: !294, file: !1, line: 48, column: 7)
!336 = !DILocation(line: 48, column: 16, scope: !335)
!337 = !DILocation(line: 48, column: 12, scope: !335)
!338 = !DILocation(line: 48, column: 23, scope: !339)
!339 = distinct !DILexicalBlock(scope: !335, file: !1, line: 48, column: 7)
!340 = !DILocation(line: 48, column: 27, scope: !339)
!341 = !DILocation(line: 48, column: 25, scope: !339)
!342 = !DILocation(line: 48, column: 7, scope: !335)
!343 = !DILocation(line: 48, column: 54, scope: !339)
!344 = !DILocation(line: 48, column: 57, scope: !339)
!345 = !DILocation(line: 48, column: 59, scope: !339)
!346 = !DILocation(line: 48, column: 63, scope: !339)
!347 = !DILocation(line: 48, column: 61, scope: !339)
!348 = !DILocation(line: 48, column: 67, scope: !339)
!349 = !DILocation(line: 48, column: 65, scope: !339)
!350 = !DILocation(line: 48, column: 72, scope: !339)
!351 = !DILocation(line: 48, column: 35, scope: !339)
!352 = !DILocation(line: 48, column: 38, scope: !339)
!353 = !DILocation(line: 48, column: 40, scope: !339)
!354 = !DILocation(line: 48, column: 44, scope: !339)
!355 = !DILocation(line: 48, column: 42, scope: !339)
!356 = !DILocation(line: 48, column: 48, scope: !339)
!357 = !DILocation(line: 48, column: 46, scope: !339)
!358 = !DILocation(line: 48, column: 51, scope: !339)
!359 = !DILocation(line: 48, column: 31, scope: !339)
!360 = !DILocation(line: 48, column: 7, scope: !339)
!361 = distinct !{!361, !342, !362, !94}
!362 = !DILocation(line: 48, column: 72, scope: !335)
!363 = !DILocation(line: 49, column: 5, scope: !294)
!364 = !DILocation(line: 44, column: 33, scope: !289)
!365 = !DILocation(line: 44, column: 5, scope: !289)
!366 = distinct !{!366, !292, !367, !94}
!367 = !DILocation(line: 49, column: 5, scope: !283)
!368 = !DILocation(line: 50, column: 3, scope: !205)
!369 = !DILocation(line: 39, column: 27, scope: !200)
!370 = !DILocation(line: 39, column: 3, scope: !200)
!371 = distinct !{!371, !203, !372, !94}
!372 = !DILocation(line: 50, column: 3, scope: !196)
!373 = !DILocation(line: 51, column: 1, scope: !177)
!374 = distinct !DISubprogram(name: "grid_new", scope: !1, file: !1, line: 28, type: !375, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!375 = !DISubroutineType(types: !376)
!376 = !{!63, !377}
!377 = !DIDerivedType(tag: DW_TAG_typedef, name: "dims", file: !1, line: 11, baseType: !378)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 64, elements: !379)
!379 = !{!380, !381}
!380 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !378, file: !1, line: 11, baseType: !18, size: 32)
!381 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !378, file: !1, line: 11, baseType: !18, size: 32, offset: 32)
!382 = !DILocalVariable(name: "d", arg: 1, scope: !374, file: !1, line: 28, type: !377)
!383 = !DILocation(line: 28, column: 27, scope: !374)
!384 = !DILocalVariable(name: "g", scope: !374, file: !1, line: 29, type: !63)
!385 = !DILocation(line: 29, column: 8, scope: !374)
!386 = !DILocation(line: 30, column: 12, scope: !374)
!387 = !DILocation(line: 30, column: 5, scope: !374)
!388 = !DILocation(line: 30, column: 8, scope: !374)
!389 = !DILocation(line: 31, column: 12, scope: !374)
!390 = !DILocation(line: 31, column: 5, scope: !374)
!391 = !DILocation(line: 31, column: 8, scope: !374)
!392 = !DILocation(line: 32, column: 5, scope: !374)
!393 = !DILocation(line: 32, column: 9, scope: !374)
!394 = !DILocation(line: 33, column: 30, scope: !374)
!395 = !DILocation(line: 33, column: 20, scope: !374)
!396 = !DILocation(line: 33, column: 36, scope: !374)
!397 = !DILocation(line: 33, column: 34, scope: !374)
!398 = !DILocation(line: 33, column: 32, scope: !374)
!399 = !DILocation(line: 33, column: 13, scope: !374)
!400 = !DILocation(line: 33, column: 5, scope: !374)
!401 = !DILocation(line: 33, column: 11, scope: !374)
!402 = !DILocation(line: 34, column: 3, scope: !374)
!403 = distinct !DISubprogram(name: "dims_of", scope: !1, file: !1, line: 23, type: !404, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!404 = !DISubroutineType(types: !405)
!405 = !{!377, !18, !18}
!406 = !DILocalVariable(name: "w", arg: 1, scope: !403, file: !1, line: 23, type: !18)
!407 = !DILocation(line: 23, column: 25, scope: !403)
!408 = !DILocalVariable(name: "h", arg: 2, scope: !403, file: !1, line: 23, type: !18)
!409 = !DILocation(line: 23, column: 32, scope: !403)
!410 = !DILocalVariable(name: "d", scope: !403, file: !1, line: 24, type: !377)
!411 = !DILocation(line: 24, column: 8, scope: !403)
!412 = !DILocation(line: 24, column: 12, scope: !403)
!413 = !DILocation(line: 24, column: 13, scope: !403)
!414 = !DILocation(line: 24, column: 16, scope: !403)
!415 = !DILocation(line: 25, column: 3, scope: !403)
!416 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 53, type: !417, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!417 = !DISubroutineType(types: !418)
!418 = !{!3, !419}
!419 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!420 = !DILocalVariable(name: "g", arg: 1, scope: !416, file: !1, line: 53, type: !419)
!421 = !DILocation(line: 53, column: 27, scope: !416)
!422 = !DILocalVariable(name: "s", scope: !416, file: !1, line: 54, type: !3)
!423 = !DILocation(line: 54, column: 10, scope: !416)
!424 = !DILocalVariable(name: "y", scope: !425, file: !1, line: 55, type: !18)
!425 = distinct !DILexicalBlock(scope: !416, file: !1, line: 55, column: 3)
!426 = !DILocation(line: 55, column: 12, scope: !425)
!427 = !DILocation(line: 55, column: 8, scope: !425)
!428 = !DILocation(line: 55, column: 19, scope: !429)
!429 = distinct !DILexicalBlock(scope: !425, file: !1, line: 55, column: 3)
!430 = !DILocation(line: 55, column: 23, scope: !429)
!431 = !DILocation(line: 55, column: 26, scope: !429)
!432 = !DILocation(line: 55, column: 29, scope: !429)
!433 = !DILocation(line: 55, column: 21, scope: !429)
!434 = !DILocation(line: 55, column: 3, scope: !425)
!435 = !DILocalVariable(name: "x", scope: !436, file: !1, line: 56, type: !18)
!436 = distinct !DILexicalBlock(scope: !429, file: !1, line: 56, column: 5)
!437 = !DILocation(line: 56, column: 14, scope: !436)
!438 = !DILocation(line: 56, column: 10, scope: !436)
!439 = !DILocation(line: 56, column: 21, scope: !440)
!440 = distinct !DILexicalBlock(scope: !436, file: !1, line: 56, column: 5)
!441 = !DILocation(line: 56, column: 25, scope: !440)
!442 = !DILocation(line: 56, column: 28, scope: !440)
!443 = !DILocation(line: 56, column: 31, scope: !440)
!444 = !DILocation(line: 56, column: 23, scope: !440)
!445 = !DILocation(line: 56, column: 5, scope: !436)
!446 = !DILocalVariable(name: "c", scope: !447, file: !1, line: 57, type: !46)
!447 = distinct !DILexicalBlock(scope: !440, file: !1, line: 56, column: 41)
!448 = !DILocation(line: 57, column: 15, scope: !447)
!449 = !DILocation(line: 57, column: 19, scope: !447)
!450 = !DILocation(line: 57, column: 22, scope: !447)
!451 = !DILocation(line: 57, column: 38, scope: !447)
!452 = !DILocation(line: 57, column: 30, scope: !447)
!453 = !DILocation(line: 57, column: 42, scope: !447)
!454 = !DILocation(line: 57, column: 45, scope: !447)
!455 = !DILocation(line: 57, column: 40, scope: !447)
!456 = !DILocation(line: 57, column: 28, scope: !447)
!457 = !DILocation(line: 57, column: 50, scope: !447)
!458 = !DILocation(line: 57, column: 48, scope: !447)
!459 = !DILocation(line: 58, column: 20, scope: !447)
!460 = !DILocation(line: 58, column: 28, scope: !447)
!461 = !DILocation(line: 58, column: 26, scope: !447)
!462 = !DILocation(line: 58, column: 35, scope: !447)
!463 = !DILocation(line: 58, column: 38, scope: !447)
!464 = !DILocation(line: 58, column: 41, scope: !447)
!465 = !DILocation(line: 58, column: 37, scope: !447)
!466 = !DILocation(line: 58, column: 33, scope: !447)
!467 = !DILocation(line: 58, column: 47, scope: !447)
!468 = !DILocation(line: 58, column: 49, scope: !447)
!469 = !DILocation(line: 58, column: 52, scope: !447)
!470 = !DILocation(line: 58, column: 45, scope: !447)
!471 = !DILocation(line: 58, column: 57, scope: !447)
!472 = !DILocation(line: 58, column: 8, scope: !447)
!473 = !DILocation(line: 58, column: 10, scope: !447)
!474 = !DILocation(line: 59, column: 13, scope: !447)
!475 = !DILocation(line: 59, column: 12, scope: !447)
!476 = !DILocation(line: 59, column: 9, scope: !447)
!477 = !DILocation(line: 60, column: 5, scope: !447)
!478 = !DILocation(line: 56, column: 37, scope: !440)
!479 = !DILocation(line: 56, column: 5, scope: !440)
!480 = distinct !{!480, !445, !481, !94}
!481 = !DILocation(line: 60, column: 5, scope: !436)
!482 = !DILocation(line: 55, column: 35, scope: !429)
!483 = !DILocation(line: 55, column: 3, scope: !429)
!484 = distinct !{!484, !434, !485, !94}
!485 = !DILocation(line: 60, column: 5, scope: !425)
!486 = !DILocation(line: 61, column: 10, scope: !416)
!487 = !DILocation(line: 61, column: 3, scope: !416)
