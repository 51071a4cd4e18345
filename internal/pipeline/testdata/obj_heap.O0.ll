; ModuleID = 'obj_heap.c'
source_filename = "obj_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.matrix = type { i32, i32, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mat_fill(%struct.matrix* noundef %0, double noundef %1) #0 !dbg !14 {
  %3 = alloca %struct.matrix*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.matrix* %0, %struct.matrix** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %3, metadata !28, metadata !DIExpression()), !dbg !29
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %5, align 4, !dbg !34
  br label %7, !dbg !35

7:                                                ; preds = %44, %2
  %8 = load i32, i32* %5, align 4, !dbg !36
  %9 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !38
  %10 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 0, !dbg !39
  %11 = load i32, i32* %10, align 8, !dbg !39
  %12 = icmp slt i32 %8, %11, !dbg !40
  br i1 %12, label %13, label %47, !dbg !41

13:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %6, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %6, align 4, !dbg !44
  br label %14, !dbg !45

14:                                               ; preds = %40, %13
  %15 = load i32, i32* %6, align 4, !dbg !46
  %16 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !48
  %17 = getelementptr inbounds %struct.matrix, %struct.matrix* %16, i32 0, i32 1, !dbg !49
  %18 = load i32, i32* %17, align 4, !dbg !49
  %19 = icmp slt i32 %15, %18, !dbg !50
  br i1 %19, label %20, label %43, !dbg !51

20:                                               ; preds = %14
  %21 = load double, double* %4, align 8, !dbg !52
  %22 = load i32, i32* %5, align 4, !dbg !53
  %23 = sitofp i32 %22 to double, !dbg !53
  %24 = call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double %21), !dbg !54
  %25 = load i32, i32* %6, align 4, !dbg !55
  %26 = sitofp i32 %25 to double, !dbg !55
  %27 = fsub double %24, %26, !dbg !56
  %28 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !57
  %29 = getelementptr inbounds %struct.matrix, %struct.matrix* %28, i32 0, i32 2, !dbg !58
  %30 = load double*, double** %29, align 8, !dbg !58
  %31 = load i32, i32* %5, align 4, !dbg !59
  %32 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !60
  %33 = getelementptr inbounds %struct.matrix, %struct.matrix* %32, i32 0, i32 1, !dbg !61
  %34 = load i32, i32* %33, align 4, !dbg !61
  %35 = mul nsw i32 %31, %34, !dbg !62
  %36 = load i32, i32* %6, align 4, !dbg !63
  %37 = add nsw i32 %35, %36, !dbg !64
  %38 = sext i32 %37 to i64, !dbg !57
  %39 = getelementptr inbounds double, double* %30, i64 %38, !dbg !57
  store double %27, double* %39, align 8, !dbg !65
  br label %40, !dbg !57

40:                                               ; preds = %20
  %41 = load i32, i32* %6, align 4, !dbg !66
  %42 = add nsw i32 %41, 1, !dbg !66
  store i32 %42, i32* %6, align 4, !dbg !66
  br label %14, !dbg !67, !llvm.loop !68

43:                                               ; preds = %14
  br label %44, !dbg !69

44:                                               ; preds = %43
  %45 = load i32, i32* %5, align 4, !dbg !71
  %46 = add nsw i32 %45, 1, !dbg !71
  store i32 %46, i32* %5, align 4, !dbg !71
  br label %7, !dbg !72, !llvm.loop !73

47:                                               ; preds = %7
  ret void, !dbg !75
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @mat_vec(%struct.matrix* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !76 {
  %4 = alloca %struct.matrix*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.matrix* %0, %struct.matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %4, metadata !83, metadata !DIExpression()), !dbg !84
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !85, metadata !DIExpression()), !dbg !86
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !87, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.declare(metadata i32* %7, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %7, align 4, !dbg !91
  br label %10, !dbg !92

10:                                               ; preds = %53, %3
  %11 = load i32, i32* %7, align 4, !dbg !93
  %12 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !95
  %13 = getelementptr inbounds %struct.matrix, %struct.matrix* %12, i32 0, i32 0, !dbg !96
  %14 = load i32, i32* %13, align 8, !dbg !96
  %15 = icmp slt i32 %11, %14, !dbg !97
  br i1 %15, label %16, label %56, !dbg !98

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %8, metadata !99, metadata !DIExpression()), !dbg !101
  store double 0.000000e+00, double* %8, align 8, !dbg !101
  call void @llvm.dbg.declare(metadata i32* %9, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %9, align 4, !dbg !104
  br label %17, !dbg !105

17:                                               ; preds = %44, %16
  %18 = load i32, i32* %9, align 4, !dbg !106
  %19 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !108
  %20 = getelementptr inbounds %struct.matrix, %struct.matrix* %19, i32 0, i32 1, !dbg !109
  %21 = load i32, i32* %20, align 4, !dbg !109
  %22 = icmp slt i32 %18, %21, !dbg !110
  br i1 %22, label %23, label %47, !dbg !111

23:                                               ; preds = %17
  %24 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !112
  %25 = getelementptr inbounds %struct.matrix, %struct.matrix* %24, i32 0, i32 2, !dbg !113
  %26 = load double*, double** %25, align 8, !dbg !113
  %27 = load i32, i32* %7, align 4, !dbg !114
  %28 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !115
  %29 = getelementptr inbounds %struct.matrix, %struct.matrix* %28, i32 0, i32 1, !dbg !116
  %30 = load i32, i32* %29, align 4, !dbg !116
  %31 = mul nsw i32 %27, %30, !dbg !117
  %32 = load i32, i32* %9, align 4, !dbg !118
  %33 = add nsw i32 %31, %32, !dbg !119
  %34 = sext i32 %33 to i64, !dbg !112
  %35 = getelementptr inbounds double, double* %26, i64 %34, !dbg !112
  %36 = load double, double* %35, align 8, !dbg !112
  %37 = load double*, double** %5, align 8, !dbg !120
  %38 = load i32, i32* %9, align 4, !dbg !121
  %39 = sext i32 %38 to i64, !dbg !120
  %40 = getelementptr inbounds double, double* %37, i64 %39, !dbg !120
  %41 = load double, double* %40, align 8, !dbg !120
  %42 = load double, double* %8, align 8, !dbg !122
  %43 = call double @llvm.fmuladd.f64(double %36, double %41, double %42), !dbg !122
  store double %43, double* %8, align 8, !dbg !122
  br label %44, !dbg !123

44:                                               ; preds = %23
  %45 = load i32, i32* %9, align 4, !dbg !124
  %46 = add nsw i32 %45, 1, !dbg !124
  store i32 %46, i32* %9, align 4, !dbg !124
  br label %17, !dbg !125, !llvm.loop !126

47:                                               ; preds = %17
  %48 = load double, double* %8, align 8, !dbg !128
  %49 = load double*, double** %6, align 8, !dbg !129
  %50 = load i32, i32* %7, align 4, !dbg !130
  %51 = sext i32 %50 to i64, !dbg !129
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !129
  store double %48, double* %52, align 8, !dbg !131
  br label %53, !dbg !132

53:                                               ; preds = %47
  %54 = load i32, i32* %7, align 4, !dbg !133
  %55 = add nsw i32 %54, 1, !dbg !133
  store i32 %55, i32* %7, align 4, !dbg !133
  br label %10, !dbg !134, !llvm.loop !135

56:                                               ; preds = %10
  ret void, !dbg !137
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !138 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.matrix*, align 8
  %9 = alloca %struct.matrix*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !144, metadata !DIExpression()), !dbg !145
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.declare(metadata i32* %6, metadata !148, metadata !DIExpression()), !dbg !149
  %13 = load i32, i32* %4, align 4, !dbg !150
  %14 = icmp sgt i32 %13, 1, !dbg !151
  br i1 %14, label %15, label %20, !dbg !150

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !152
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !152
  %18 = load i8*, i8** %17, align 8, !dbg !152
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !153
  br label %21, !dbg !150

20:                                               ; preds = %2
  br label %21, !dbg !150

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 50, %20 ], !dbg !150
  store i32 %22, i32* %6, align 4, !dbg !149
  call void @llvm.dbg.declare(metadata i32* %7, metadata !154, metadata !DIExpression()), !dbg !155
  %23 = load i32, i32* %4, align 4, !dbg !156
  %24 = icmp sgt i32 %23, 2, !dbg !157
  br i1 %24, label %25, label %30, !dbg !156

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !158
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !158
  %28 = load i8*, i8** %27, align 8, !dbg !158
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !159
  br label %31, !dbg !156

30:                                               ; preds = %21
  br label %31, !dbg !156

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 20, %30 ], !dbg !156
  store i32 %32, i32* %7, align 4, !dbg !155
  call void @llvm.dbg.declare(metadata %struct.matrix** %8, metadata !160, metadata !DIExpression()), !dbg !161
  %33 = load i32, i32* %6, align 4, !dbg !162
  %34 = load i32, i32* %7, align 4, !dbg !163
  %35 = call %struct.matrix* @mat_new(i32 noundef %33, i32 noundef %34), !dbg !164
  store %struct.matrix* %35, %struct.matrix** %8, align 8, !dbg !161
  call void @llvm.dbg.declare(metadata %struct.matrix** %9, metadata !165, metadata !DIExpression()), !dbg !166
  %36 = load i32, i32* %7, align 4, !dbg !167
  %37 = load i32, i32* %6, align 4, !dbg !168
  %38 = call %struct.matrix* @mat_new(i32 noundef %36, i32 noundef %37), !dbg !169
  store %struct.matrix* %38, %struct.matrix** %9, align 8, !dbg !166
  %39 = load %struct.matrix*, %struct.matrix** %8, align 8, !dbg !170
  call void @mat_fill(%struct.matrix* noundef %39, double noundef 1.000000e+00), !dbg !171
  %40 = load %struct.matrix*, %struct.matrix** %9, align 8, !dbg !172
  call void @mat_fill(%struct.matrix* noundef %40, double noundef 2.000000e+00), !dbg !173
  call void @llvm.dbg.declare(metadata double** %10, metadata !174, metadata !DIExpression()), !dbg !175
  %41 = load i32, i32* %6, align 4, !dbg !176
  %42 = sext i32 %41 to i64, !dbg !176
  %43 = mul i64 8, %42, !dbg !177
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !178
  %45 = bitcast i8* %44 to double*, !dbg !178
  store double* %45, double** %10, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata double** %11, metadata !179, metadata !DIExpression()), !dbg !180
  %46 = load i32, i32* %6, align 4, !dbg !181
  %47 = sext i32 %46 to i64, !dbg !181
  %48 = mul i64 8, %47, !dbg !182
  %49 = call noalias i8* @malloc(i64 noundef %48) #6, !dbg !183
  %50 = bitcast i8* %49 to double*, !dbg !183
  store double* %50, double** %11, align 8, !dbg !180
  call void @llvm.dbg.declare(metadata i32* %12, metadata !184, metadata !DIExpression()), !dbg !186
  store i32 0, i32* %12, align 4, !dbg !186
  br label %51, !dbg !187

51:                                               ; preds = %62, %31
  %52 = load i32, i32* %12, align 4, !dbg !188
  %53 = load i32, i32* %6, align 4, !dbg !190
  %54 = icmp slt i32 %52, %53, !dbg !191
  br i1 %54, label %55, label %65, !dbg !192

55:                                               ; preds = %51
  %56 = load i32, i32* %12, align 4, !dbg !193
  %57 = sitofp i32 %56 to double, !dbg !193
  %58 = load double*, double** %10, align 8, !dbg !194
  %59 = load i32, i32* %12, align 4, !dbg !195
  %60 = sext i32 %59 to i64, !dbg !194
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !194
  store double %57, double* %61, align 8, !dbg !196
  br label %62, !dbg !194

62:                                               ; preds = %55
  %63 = load i32, i32* %12, align 4, !dbg !197
  %64 = add nsw i32 %63, 1, !dbg !197
  store i32 %64, i32* %12, align 4, !dbg !197
  br label %51, !dbg !198, !llvm.loop !199

65:                                               ; preds = %51
  %66 = load %struct.matrix*, %struct.matrix** %9, align 8, !dbg !201
  %67 = load double*, double** %10, align 8, !dbg !202
  %68 = load double*, double** %11, align 8, !dbg !203
  call void @mat_vec(%struct.matrix* noundef %66, double* noundef %67, double* noundef %68), !dbg !204
  %69 = load %struct.matrix*, %struct.matrix** %8, align 8, !dbg !205
  %70 = load double*, double** %11, align 8, !dbg !206
  %71 = load double*, double** %10, align 8, !dbg !207
  call void @mat_vec(%struct.matrix* noundef %69, double* noundef %70, double* noundef %71), !dbg !208
  %72 = load double*, double** %10, align 8, !dbg !209
  %73 = getelementptr inbounds double, double* %72, i64 0, !dbg !209
  %74 = load double, double* %73, align 8, !dbg !209
  %75 = load double*, double** %11, align 8, !dbg !210
  %76 = getelementptr inbounds double, double* %75, i64 0, !dbg !210
  %77 = load double, double* %76, align 8, !dbg !210
  %78 = fadd double %74, %77, !dbg !211
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %78), !dbg !212
  %80 = load %struct.matrix*, %struct.matrix** %8, align 8, !dbg !213
  call void @mat_free(%struct.matrix* noundef %80), !dbg !214
  %81 = load %struct.matrix*, %struct.matrix** %9, align 8, !dbg !215
  call void @mat_free(%struct.matrix* noundef %81), !dbg !216
  %82 = load double*, double** %10, align 8, !dbg !217
  %83 = bitcast double* %82 to i8*, !dbg !217
  call void @free(i8* noundef %83) #6, !dbg !218
  %84 = load double*, double** %11, align 8, !dbg !219
  %85 = bitcast double* %84 to i8*, !dbg !219
  call void @free(i8* noundef %85) #6, !dbg !220
  ret i32 0, !dbg !221
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.matrix* @mat_new(i32 noundef %0, i32 noundef %1) #0 !dbg !222 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca %struct.matrix*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !225, metadata !DIExpression()), !dbg !226
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !227, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.declare(metadata %struct.matrix** %5, metadata !229, metadata !DIExpression()), !dbg !230
  %6 = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !231
  %7 = bitcast i8* %6 to %struct.matrix*, !dbg !231
  store %struct.matrix* %7, %struct.matrix** %5, align 8, !dbg !230
  %8 = load i32, i32* %3, align 4, !dbg !232
  %9 = load %struct.matrix*, %struct.matrix** %5, align 8, !dbg !233
  %10 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 0, !dbg !234
  store i32 %8, i32* %10, align 8, !dbg !235
  %11 = load i32, i32* %4, align 4, !dbg !236
  %12 = load %struct.matrix*, %struct.matrix** %5, align 8, !dbg !237
  %13 = getelementptr inbounds %struct.matrix, %struct.matrix* %12, i32 0, i32 1, !dbg !238
  store i32 %11, i32* %13, align 4, !dbg !239
  %14 = load i32, i32* %3, align 4, !dbg !240
  %15 = sext i32 %14 to i64, !dbg !241
  %16 = load i32, i32* %4, align 4, !dbg !242
  %17 = sext i32 %16 to i64, !dbg !242
  %18 = mul i64 %15, %17, !dbg !243
  %19 = call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #6, !dbg !244
  %20 = bitcast i8* %19 to double*, !dbg !244
  %21 = load %struct.matrix*, %struct.matrix** %5, align 8, !dbg !245
  %22 = getelementptr inbounds %struct.matrix, %struct.matrix* %21, i32 0, i32 2, !dbg !246
  store double* %20, double** %22, align 8, !dbg !247
  %23 = load %struct.matrix*, %struct.matrix** %5, align 8, !dbg !248
  ret %struct.matrix* %23, !dbg !249
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_free(%struct.matrix* noundef %0) #0 !dbg !250 {
  %2 = alloca %struct.matrix*, align 8
  store %struct.matrix* %0, %struct.matrix** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %2, metadata !253, metadata !DIExpression()), !dbg !254
  %3 = load %struct.matrix*, %struct.matrix** %2, align 8, !dbg !255
  %4 = getelementptr inbounds %struct.matrix, %struct.matrix* %3, i32 0, i32 2, !dbg !256
  %5 = load double*, double** %4, align 8, !dbg !256
  %6 = bitcast double* %5 to i8*, !dbg !255
  call void @free(i8* noundef %6) #6, !dbg !257
  %7 = load %struct.matrix*, %struct.matrix** %2, align 8, !dbg !258
  %8 = bitcast %struct.matrix* %7 to i8*, !dbg !258
  call void @free(i8* noundef %8) #6, !dbg !259
  ret void, !dbg !260
}

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

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_heap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "95cfd74469752a08fa96faf97ebac185")
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
!14 = distinct !DISubprogram(name: "mat_fill", scope: !1, file: !1, line: 22, type: !15, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !26}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "matrix", file: !1, line: 10, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 128, elements: !20)
!20 = !{!21, !23, !24}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !19, file: !1, line: 8, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !19, file: !1, line: 8, baseType: !22, size: 32, offset: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !19, file: !1, line: 9, baseType: !25, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !{}
!28 = !DILocalVariable(name: "m", arg: 1, scope: !14, file: !1, line: 22, type: !17)
!29 = !DILocation(line: 22, column: 23, scope: !14)
!30 = !DILocalVariable(name: "x", arg: 2, scope: !14, file: !1, line: 22, type: !26)
!31 = !DILocation(line: 22, column: 33, scope: !14)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 23, type: !22)
!33 = distinct !DILexicalBlock(scope: !14, file: !1, line: 23, column: 3)
!34 = !DILocation(line: 23, column: 12, scope: !33)
!35 = !DILocation(line: 23, column: 8, scope: !33)
!36 = !DILocation(line: 23, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 23, column: 3)
!38 = !DILocation(line: 23, column: 23, scope: !37)
!39 = !DILocation(line: 23, column: 26, scope: !37)
!40 = !DILocation(line: 23, column: 21, scope: !37)
!41 = !DILocation(line: 23, column: 3, scope: !33)
!42 = !DILocalVariable(name: "j", scope: !43, file: !1, line: 24, type: !22)
!43 = distinct !DILexicalBlock(scope: !37, file: !1, line: 24, column: 5)
!44 = !DILocation(line: 24, column: 14, scope: !43)
!45 = !DILocation(line: 24, column: 10, scope: !43)
!46 = !DILocation(line: 24, column: 21, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 24, column: 5)
!48 = !DILocation(line: 24, column: 25, scope: !47)
!49 = !DILocation(line: 24, column: 28, scope: !47)
!50 = !DILocation(line: 24, column: 23, scope: !47)
!51 = !DILocation(line: 24, column: 5, scope: !43)
!52 = !DILocation(line: 25, column: 31, scope: !47)
!53 = !DILocation(line: 25, column: 35, scope: !47)
!54 = !DILocation(line: 25, column: 33, scope: !47)
!55 = !DILocation(line: 25, column: 45, scope: !47)
!56 = !DILocation(line: 25, column: 43, scope: !47)
!57 = !DILocation(line: 25, column: 7, scope: !47)
!58 = !DILocation(line: 25, column: 10, scope: !47)
!59 = !DILocation(line: 25, column: 12, scope: !47)
!60 = !DILocation(line: 25, column: 16, scope: !47)
!61 = !DILocation(line: 25, column: 19, scope: !47)
!62 = !DILocation(line: 25, column: 14, scope: !47)
!63 = !DILocation(line: 25, column: 26, scope: !47)
!64 = !DILocation(line: 25, column: 24, scope: !47)
!65 = !DILocation(line: 25, column: 29, scope: !47)
!66 = !DILocation(line: 24, column: 35, scope: !47)
!67 = !DILocation(line: 24, column: 5, scope: !47)
!68 = distinct !{!68, !51, !69, !70}
!69 = !DILocation(line: 25, column: 45, scope: !43)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 23, column: 33, scope: !37)
!72 = !DILocation(line: 23, column: 3, scope: !37)
!73 = distinct !{!73, !41, !74, !70}
!74 = !DILocation(line: 25, column: 45, scope: !33)
!75 = !DILocation(line: 26, column: 1, scope: !14)
!76 = distinct !DISubprogram(name: "mat_vec", scope: !1, file: !1, line: 28, type: !77, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79, !81, !25}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!83 = !DILocalVariable(name: "m", arg: 1, scope: !76, file: !1, line: 28, type: !79)
!84 = !DILocation(line: 28, column: 28, scope: !76)
!85 = !DILocalVariable(name: "x", arg: 2, scope: !76, file: !1, line: 28, type: !81)
!86 = !DILocation(line: 28, column: 45, scope: !76)
!87 = !DILocalVariable(name: "y", arg: 3, scope: !76, file: !1, line: 28, type: !25)
!88 = !DILocation(line: 28, column: 56, scope: !76)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 29, type: !22)
!90 = distinct !DILexicalBlock(scope: !76, file: !1, line: 29, column: 3)
!91 = !DILocation(line: 29, column: 12, scope: !90)
!92 = !DILocation(line: 29, column: 8, scope: !90)
!93 = !DILocation(line: 29, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 29, column: 3)
!95 = !DILocation(line: 29, column: 23, scope: !94)
!96 = !DILocation(line: 29, column: 26, scope: !94)
!97 = !DILocation(line: 29, column: 21, scope: !94)
!98 = !DILocation(line: 29, column: 3, scope: !90)
!99 = !DILocalVariable(name: "s", scope: !100, file: !1, line: 30, type: !26)
!100 = distinct !DILexicalBlock(scope: !94, file: !1, line: 29, column: 37)
!101 = !DILocation(line: 30, column: 12, scope: !100)
!102 = !DILocalVariable(name: "j", scope: !103, file: !1, line: 31, type: !22)
!103 = distinct !DILexicalBlock(scope: !100, file: !1, line: 31, column: 5)
!104 = !DILocation(line: 31, column: 14, scope: !103)
!105 = !DILocation(line: 31, column: 10, scope: !103)
!106 = !DILocation(line: 31, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 31, column: 5)
!108 = !DILocation(line: 31, column: 25, scope: !107)
!109 = !DILocation(line: 31, column: 28, scope: !107)
!110 = !DILocation(line: 31, column: 23, scope: !107)
!111 = !DILocation(line: 31, column: 5, scope: !103)
!112 = !DILocation(line: 32, column: 12, scope: !107)
!113 = !DILocation(line: 32, column: 15, scope: !107)
!114 = !DILocation(line: 32, column: 17, scope: !107)
!115 = !DILocation(line: 32, column: 21, scope: !107)
!116 = !DILocation(line: 32, column: 24, scope: !107)
!117 = !DILocation(line: 32, column: 19, scope: !107)
!118 = !DILocation(line: 32, column: 31, scope: !107)
!119 = !DILocation(line: 32, column: 29, scope: !107)
!120 = !DILocation(line: 32, column: 36, scope: !107)
!121 = !DILocation(line: 32, column: 38, scope: !107)
!122 = !DILocation(line: 32, column: 9, scope: !107)
!123 = !DILocation(line: 32, column: 7, scope: !107)
!124 = !DILocation(line: 31, column: 35, scope: !107)
!125 = !DILocation(line: 31, column: 5, scope: !107)
!126 = distinct !{!126, !111, !127, !70}
!127 = !DILocation(line: 32, column: 39, scope: !103)
!128 = !DILocation(line: 33, column: 12, scope: !100)
!129 = !DILocation(line: 33, column: 5, scope: !100)
!130 = !DILocation(line: 33, column: 7, scope: !100)
!131 = !DILocation(line: 33, column: 10, scope: !100)
!132 = !DILocation(line: 34, column: 3, scope: !100)
!133 = !DILocation(line: 29, column: 33, scope: !94)
!134 = !DILocation(line: 29, column: 3, scope: !94)
!135 = distinct !{!135, !98, !136, !70}
!136 = !DILocation(line: 34, column: 3, scope: !90)
!137 = !DILocation(line: 35, column: 1, scope: !76)
!138 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !139, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!139 = !DISubroutineType(types: !140)
!140 = !{!22, !22, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!144 = !DILocalVariable(name: "argc", arg: 1, scope: !138, file: !1, line: 37, type: !22)
!145 = !DILocation(line: 37, column: 14, scope: !138)
!146 = !DILocalVariable(name: "argv", arg: 2, scope: !138, file: !1, line: 37, type: !141)
!147 = !DILocation(line: 37, column: 27, scope: !138)
!148 = !DILocalVariable(name: "n", scope: !138, file: !1, line: 38, type: !22)
!149 = !DILocation(line: 38, column: 7, scope: !138)
!150 = !DILocation(line: 38, column: 11, scope: !138)
!151 = !DILocation(line: 38, column: 16, scope: !138)
!152 = !DILocation(line: 38, column: 27, scope: !138)
!153 = !DILocation(line: 38, column: 22, scope: !138)
!154 = !DILocalVariable(name: "k", scope: !138, file: !1, line: 39, type: !22)
!155 = !DILocation(line: 39, column: 7, scope: !138)
!156 = !DILocation(line: 39, column: 11, scope: !138)
!157 = !DILocation(line: 39, column: 16, scope: !138)
!158 = !DILocation(line: 39, column: 27, scope: !138)
!159 = !DILocation(line: 39, column: 22, scope: !138)
!160 = !DILocalVariable(name: "a", scope: !138, file: !1, line: 40, type: !17)
!161 = !DILocation(line: 40, column: 11, scope: !138)
!162 = !DILocation(line: 40, column: 23, scope: !138)
!163 = !DILocation(line: 40, column: 26, scope: !138)
!164 = !DILocation(line: 40, column: 15, scope: !138)
!165 = !DILocalVariable(name: "b", scope: !138, file: !1, line: 40, type: !17)
!166 = !DILocation(line: 40, column: 31, scope: !138)
!167 = !DILocation(line: 40, column: 43, scope: !138)
!168 = !DILocation(line: 40, column: 46, scope: !138)
!169 = !DILocation(line: 40, column: 35, scope: !138)
!170 = !DILocation(line: 41, column: 12, scope: !138)
!171 = !DILocation(line: 41, column: 3, scope: !138)
!172 = !DILocation(line: 42, column: 12, scope: !138)
!173 = !DILocation(line: 42, column: 3, scope: !138)
!174 = !DILocalVariable(name: "x", scope: !138, file: !1, line: 43, type: !25)
!175 = !DILocation(line: 43, column: 11, scope: !138)
!176 = !DILocation(line: 43, column: 39, scope: !138)
!177 = !DILocation(line: 43, column: 37, scope: !138)
!178 = !DILocation(line: 43, column: 15, scope: !138)
!179 = !DILocalVariable(name: "y", scope: !138, file: !1, line: 43, type: !25)
!180 = !DILocation(line: 43, column: 44, scope: !138)
!181 = !DILocation(line: 43, column: 72, scope: !138)
!182 = !DILocation(line: 43, column: 70, scope: !138)
!183 = !DILocation(line: 43, column: 48, scope: !138)
!184 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 44, type: !22)
!185 = distinct !DILexicalBlock(scope: !138, file: !1, line: 44, column: 3)
!186 = !DILocation(line: 44, column: 12, scope: !185)
!187 = !DILocation(line: 44, column: 8, scope: !185)
!188 = !DILocation(line: 44, column: 19, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !1, line: 44, column: 3)
!190 = !DILocation(line: 44, column: 23, scope: !189)
!191 = !DILocation(line: 44, column: 21, scope: !189)
!192 = !DILocation(line: 44, column: 3, scope: !185)
!193 = !DILocation(line: 44, column: 38, scope: !189)
!194 = !DILocation(line: 44, column: 31, scope: !189)
!195 = !DILocation(line: 44, column: 33, scope: !189)
!196 = !DILocation(line: 44, column: 36, scope: !189)
!197 = !DILocation(line: 44, column: 27, scope: !189)
!198 = !DILocation(line: 44, column: 3, scope: !189)
!199 = distinct !{!199, !192, !200, !70}
!200 = !DILocation(line: 44, column: 38, scope: !185)
!201 = !DILocation(line: 45, column: 11, scope: !138)
!202 = !DILocation(line: 45, column: 14, scope: !138)
!203 = !DILocation(line: 45, column: 17, scope: !138)
!204 = !DILocation(line: 45, column: 3, scope: !138)
!205 = !DILocation(line: 46, column: 11, scope: !138)
!206 = !DILocation(line: 46, column: 14, scope: !138)
!207 = !DILocation(line: 46, column: 17, scope: !138)
!208 = !DILocation(line: 46, column: 3, scope: !138)
!209 = !DILocation(line: 47, column: 18, scope: !138)
!210 = !DILocation(line: 47, column: 25, scope: !138)
!211 = !DILocation(line: 47, column: 23, scope: !138)
!212 = !DILocation(line: 47, column: 3, scope: !138)
!213 = !DILocation(line: 48, column: 12, scope: !138)
!214 = !DILocation(line: 48, column: 3, scope: !138)
!215 = !DILocation(line: 48, column: 25, scope: !138)
!216 = !DILocation(line: 48, column: 16, scope: !138)
!217 = !DILocation(line: 48, column: 34, scope: !138)
!218 = !DILocation(line: 48, column: 29, scope: !138)
!219 = !DILocation(line: 48, column: 43, scope: !138)
!220 = !DILocation(line: 48, column: 38, scope: !138)
!221 = !DILocation(line: 49, column: 3, scope: !138)
!222 = distinct !DISubprogram(name: "mat_new", scope: !1, file: !1, line: 12, type: !223, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!223 = !DISubroutineType(types: !224)
!224 = !{!17, !22, !22}
!225 = !DILocalVariable(name: "rows", arg: 1, scope: !222, file: !1, line: 12, type: !22)
!226 = !DILocation(line: 12, column: 28, scope: !222)
!227 = !DILocalVariable(name: "cols", arg: 2, scope: !222, file: !1, line: 12, type: !22)
!228 = !DILocation(line: 12, column: 38, scope: !222)
!229 = !DILocalVariable(name: "m", scope: !222, file: !1, line: 13, type: !17)
!230 = !DILocation(line: 13, column: 11, scope: !222)
!231 = !DILocation(line: 13, column: 15, scope: !222)
!232 = !DILocation(line: 14, column: 13, scope: !222)
!233 = !DILocation(line: 14, column: 3, scope: !222)
!234 = !DILocation(line: 14, column: 6, scope: !222)
!235 = !DILocation(line: 14, column: 11, scope: !222)
!236 = !DILocation(line: 15, column: 13, scope: !222)
!237 = !DILocation(line: 15, column: 3, scope: !222)
!238 = !DILocation(line: 15, column: 6, scope: !222)
!239 = !DILocation(line: 15, column: 11, scope: !222)
!240 = !DILocation(line: 16, column: 25, scope: !222)
!241 = !DILocation(line: 16, column: 17, scope: !222)
!242 = !DILocation(line: 16, column: 32, scope: !222)
!243 = !DILocation(line: 16, column: 30, scope: !222)
!244 = !DILocation(line: 16, column: 10, scope: !222)
!245 = !DILocation(line: 16, column: 3, scope: !222)
!246 = !DILocation(line: 16, column: 6, scope: !222)
!247 = !DILocation(line: 16, column: 8, scope: !222)
!248 = !DILocation(line: 17, column: 10, scope: !222)
!249 = !DILocation(line: 17, column: 3, scope: !222)
!250 = distinct !DISubprogram(name: "mat_free", scope: !1, file: !1, line: 20, type: !251, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!251 = !DISubroutineType(types: !252)
!252 = !{null, !17}
!253 = !DILocalVariable(name: "m", arg: 1, scope: !250, file: !1, line: 20, type: !17)
!254 = !DILocation(line: 20, column: 30, scope: !250)
!255 = !DILocation(line: 20, column: 40, scope: !250)
!256 = !DILocation(line: 20, column: 43, scope: !250)
!257 = !DILocation(line: 20, column: 35, scope: !250)
!258 = !DILocation(line: 20, column: 52, scope: !250)
!259 = !DILocation(line: 20, column: 47, scope: !250)
!260 = !DILocation(line: 20, column: 56, scope: !250)
