; ModuleID = 'heat2d_harness.c'
source_filename = "heat2d_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [21 x i8] c"kernel_heat: %.6f s\0A\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"%0.3f \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %14 = load i32, i32* %4, align 4, !dbg !24
  %15 = icmp sgt i32 %14, 1, !dbg !25
  br i1 %15, label %16, label %21, !dbg !24

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !26
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !26
  %19 = load i8*, i8** %18, align 8, !dbg !26
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !27
  br label %22, !dbg !24

21:                                               ; preds = %2
  br label %22, !dbg !24

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 60, %21 ], !dbg !24
  store i32 %23, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %24 = load i32, i32* %4, align 4, !dbg !30
  %25 = icmp sgt i32 %24, 2, !dbg !31
  br i1 %25, label %26, label %31, !dbg !30

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !32
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !32
  %29 = load i8*, i8** %28, align 8, !dbg !32
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !33
  br label %32, !dbg !30

31:                                               ; preds = %22
  br label %32, !dbg !30

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 60, %31 ], !dbg !30
  store i32 %33, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !35
  %34 = load i32, i32* %4, align 4, !dbg !36
  %35 = icmp sgt i32 %34, 3, !dbg !37
  br i1 %35, label %36, label %41, !dbg !36

36:                                               ; preds = %32
  %37 = load i8**, i8*** %5, align 8, !dbg !38
  %38 = getelementptr inbounds i8*, i8** %37, i64 3, !dbg !38
  %39 = load i8*, i8** %38, align 8, !dbg !38
  %40 = call i32 @atoi(i8* noundef %39) #5, !dbg !39
  br label %42, !dbg !36

41:                                               ; preds = %32
  br label %42, !dbg !36

42:                                               ; preds = %41, %36
  %43 = phi i32 [ %40, %36 ], [ 16, %41 ], !dbg !36
  store i32 %43, i32* %8, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata double** %9, metadata !40, metadata !DIExpression()), !dbg !43
  %44 = load i32, i32* %6, align 4, !dbg !44
  %45 = sext i32 %44 to i64, !dbg !44
  %46 = mul i64 8, %45, !dbg !45
  %47 = load i32, i32* %7, align 4, !dbg !46
  %48 = sext i32 %47 to i64, !dbg !46
  %49 = mul i64 %46, %48, !dbg !47
  %50 = call noalias i8* @malloc(i64 noundef %49) #6, !dbg !48
  %51 = bitcast i8* %50 to double*, !dbg !48
  store double* %51, double** %9, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata double** %10, metadata !49, metadata !DIExpression()), !dbg !50
  %52 = load i32, i32* %6, align 4, !dbg !51
  %53 = sext i32 %52 to i64, !dbg !51
  %54 = mul i64 8, %53, !dbg !52
  %55 = load i32, i32* %7, align 4, !dbg !53
  %56 = sext i32 %55 to i64, !dbg !53
  %57 = mul i64 %54, %56, !dbg !54
  %58 = call noalias i8* @malloc(i64 noundef %57) #6, !dbg !55
  %59 = bitcast i8* %58 to double*, !dbg !55
  store double* %59, double** %10, align 8, !dbg !50
  %60 = load i32, i32* %6, align 4, !dbg !56
  %61 = load i32, i32* %7, align 4, !dbg !57
  %62 = load double*, double** %9, align 8, !dbg !58
  call void @init_grid(i32 noundef %60, i32 noundef %61, double* noundef %62), !dbg !59
  %63 = load i32, i32* %6, align 4, !dbg !60
  %64 = load i32, i32* %7, align 4, !dbg !61
  %65 = load double*, double** %10, align 8, !dbg !62
  call void @init_grid(i32 noundef %63, i32 noundef %64, double* noundef %65), !dbg !63
  call void @llvm.dbg.declare(metadata double* %11, metadata !64, metadata !DIExpression()), !dbg !65
  %66 = call double @wall(), !dbg !66
  store double %66, double* %11, align 8, !dbg !65
  %67 = load i32, i32* %6, align 4, !dbg !67
  %68 = load i32, i32* %7, align 4, !dbg !68
  %69 = load i32, i32* %8, align 4, !dbg !69
  %70 = load double*, double** %9, align 8, !dbg !70
  %71 = load double*, double** %10, align 8, !dbg !71
  call void @kernel_heat(i32 noundef %67, i32 noundef %68, i32 noundef %69, double noundef 2.000000e-01, double* noundef %70, double* noundef %71), !dbg !72
  call void @llvm.dbg.declare(metadata double* %12, metadata !73, metadata !DIExpression()), !dbg !74
  %72 = call double @wall(), !dbg !75
  store double %72, double* %12, align 8, !dbg !74
  %73 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !76
  %74 = load double, double* %12, align 8, !dbg !77
  %75 = load double, double* %11, align 8, !dbg !78
  %76 = fsub double %74, %75, !dbg !79
  %77 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %73, i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), double noundef %76), !dbg !80
  call void @llvm.dbg.declare(metadata double** %13, metadata !81, metadata !DIExpression()), !dbg !82
  %78 = load i32, i32* %8, align 4, !dbg !83
  %79 = srem i32 %78, 2, !dbg !84
  %80 = icmp eq i32 %79, 0, !dbg !85
  br i1 %80, label %81, label %83, !dbg !86

81:                                               ; preds = %42
  %82 = load double*, double** %9, align 8, !dbg !87
  br label %85, !dbg !86

83:                                               ; preds = %42
  %84 = load double*, double** %10, align 8, !dbg !88
  br label %85, !dbg !86

85:                                               ; preds = %83, %81
  %86 = phi double* [ %82, %81 ], [ %84, %83 ], !dbg !86
  store double* %86, double** %13, align 8, !dbg !82
  %87 = load i32, i32* %4, align 4, !dbg !89
  %88 = icmp sgt i32 %87, 42, !dbg !91
  br i1 %88, label %89, label %99, !dbg !92

89:                                               ; preds = %85
  %90 = load i8**, i8*** %5, align 8, !dbg !93
  %91 = getelementptr inbounds i8*, i8** %90, i64 0, !dbg !93
  %92 = load i8*, i8** %91, align 8, !dbg !93
  %93 = call i32 @strcmp(i8* noundef %92, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !94
  %94 = icmp ne i32 %93, 0, !dbg !94
  br i1 %94, label %99, label %95, !dbg !95

95:                                               ; preds = %89
  %96 = load i32, i32* %6, align 4, !dbg !96
  %97 = load i32, i32* %7, align 4, !dbg !97
  %98 = load double*, double** %13, align 8, !dbg !98
  call void @dump(i32 noundef %96, i32 noundef %97, double* noundef %98), !dbg !99
  br label %99, !dbg !99

99:                                               ; preds = %95, %89, %85
  %100 = load i32, i32* %6, align 4, !dbg !100
  %101 = load i32, i32* %7, align 4, !dbg !101
  %102 = load double*, double** %13, align 8, !dbg !102
  %103 = call double @checksum(i32 noundef %100, i32 noundef %101, double* noundef %102), !dbg !103
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %103), !dbg !104
  %105 = load double*, double** %9, align 8, !dbg !105
  %106 = bitcast double* %105 to i8*, !dbg !105
  call void @free(i8* noundef %106) #6, !dbg !106
  %107 = load double*, double** %10, align 8, !dbg !107
  %108 = bitcast double* %107 to i8*, !dbg !107
  call void @free(i8* noundef %108) #6, !dbg !108
  ret i32 0, !dbg !109
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_grid(i32 noundef %0, i32 noundef %1, double* noundef %2) #0 !dbg !110 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !113, metadata !DIExpression()), !dbg !114
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !115, metadata !DIExpression()), !dbg !116
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.declare(metadata i32* %7, metadata !119, metadata !DIExpression()), !dbg !121
  store i32 0, i32* %7, align 4, !dbg !121
  br label %10, !dbg !122

10:                                               ; preds = %32, %3
  %11 = load i32, i32* %7, align 4, !dbg !123
  %12 = load i32, i32* %4, align 4, !dbg !125
  %13 = icmp slt i32 %11, %12, !dbg !126
  br i1 %13, label %14, label %35, !dbg !127

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %8, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %8, align 4, !dbg !130
  br label %15, !dbg !131

15:                                               ; preds = %28, %14
  %16 = load i32, i32* %8, align 4, !dbg !132
  %17 = load i32, i32* %5, align 4, !dbg !134
  %18 = icmp slt i32 %16, %17, !dbg !135
  br i1 %18, label %19, label %31, !dbg !136

19:                                               ; preds = %15
  %20 = load double*, double** %6, align 8, !dbg !137
  %21 = load i32, i32* %7, align 4, !dbg !138
  %22 = load i32, i32* %5, align 4, !dbg !138
  %23 = mul nsw i32 %21, %22, !dbg !138
  %24 = load i32, i32* %8, align 4, !dbg !138
  %25 = add nsw i32 %23, %24, !dbg !138
  %26 = sext i32 %25 to i64, !dbg !137
  %27 = getelementptr inbounds double, double* %20, i64 %26, !dbg !137
  store double 0.000000e+00, double* %27, align 8, !dbg !139
  br label %28, !dbg !137

28:                                               ; preds = %19
  %29 = load i32, i32* %8, align 4, !dbg !140
  %30 = add nsw i32 %29, 1, !dbg !140
  store i32 %30, i32* %8, align 4, !dbg !140
  br label %15, !dbg !141, !llvm.loop !142

31:                                               ; preds = %15
  br label %32, !dbg !143

32:                                               ; preds = %31
  %33 = load i32, i32* %7, align 4, !dbg !145
  %34 = add nsw i32 %33, 1, !dbg !145
  store i32 %34, i32* %7, align 4, !dbg !145
  br label %10, !dbg !146, !llvm.loop !147

35:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %9, align 4, !dbg !151
  br label %36, !dbg !152

36:                                               ; preds = %48, %35
  %37 = load i32, i32* %9, align 4, !dbg !153
  %38 = load i32, i32* %5, align 4, !dbg !155
  %39 = icmp slt i32 %37, %38, !dbg !156
  br i1 %39, label %40, label %51, !dbg !157

40:                                               ; preds = %36
  %41 = load double*, double** %6, align 8, !dbg !158
  %42 = load i32, i32* %5, align 4, !dbg !159
  %43 = mul nsw i32 0, %42, !dbg !159
  %44 = load i32, i32* %9, align 4, !dbg !159
  %45 = add nsw i32 %43, %44, !dbg !159
  %46 = sext i32 %45 to i64, !dbg !158
  %47 = getelementptr inbounds double, double* %41, i64 %46, !dbg !158
  store double 1.000000e+00, double* %47, align 8, !dbg !160
  br label %48, !dbg !158

48:                                               ; preds = %40
  %49 = load i32, i32* %9, align 4, !dbg !161
  %50 = add nsw i32 %49, 1, !dbg !161
  store i32 %50, i32* %9, align 4, !dbg !161
  br label %36, !dbg !162, !llvm.loop !163

51:                                               ; preds = %36
  ret void, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wall() #0 !dbg !166 {
  %1 = alloca %struct.timespec, align 8
  call void @llvm.dbg.declare(metadata %struct.timespec* %1, metadata !169, metadata !DIExpression()), !dbg !179
  %2 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %1) #6, !dbg !180
  %3 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 0, !dbg !181
  %4 = load i64, i64* %3, align 8, !dbg !181
  %5 = sitofp i64 %4 to double, !dbg !182
  %6 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 1, !dbg !183
  %7 = load i64, i64* %6, align 8, !dbg !183
  %8 = sitofp i64 %7 to double, !dbg !184
  %9 = call double @llvm.fmuladd.f64(double %8, double 1.000000e-09, double %5), !dbg !185
  ret double %9, !dbg !186
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel_heat(i32 noundef %0, i32 noundef %1, i32 noundef %2, double noundef %3, double* noundef %4, double* noundef %5) #0 !dbg !187 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca double*, align 8
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !190, metadata !DIExpression()), !dbg !191
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !192, metadata !DIExpression()), !dbg !193
  store i32 %2, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !194, metadata !DIExpression()), !dbg !195
  store double %3, double* %10, align 8
  call void @llvm.dbg.declare(metadata double* %10, metadata !196, metadata !DIExpression()), !dbg !197
  store double* %4, double** %11, align 8
  call void @llvm.dbg.declare(metadata double** %11, metadata !198, metadata !DIExpression()), !dbg !199
  store double* %5, double** %12, align 8
  call void @llvm.dbg.declare(metadata double** %12, metadata !200, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.declare(metadata i32* %13, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 0, i32* %13, align 4, !dbg !204
  br label %19, !dbg !205

19:                                               ; preds = %205, %6
  %20 = load i32, i32* %13, align 4, !dbg !206
  %21 = load i32, i32* %9, align 4, !dbg !208
  %22 = icmp slt i32 %20, %21, !dbg !209
  br i1 %22, label %23, label %208, !dbg !210

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %14, metadata !211, metadata !DIExpression()), !dbg !214
  store i32 1, i32* %14, align 4, !dbg !214
  br label %24, !dbg !215

24:                                               ; preds = %112, %23
  %25 = load i32, i32* %14, align 4, !dbg !216
  %26 = load i32, i32* %7, align 4, !dbg !218
  %27 = sub nsw i32 %26, 1, !dbg !219
  %28 = icmp slt i32 %25, %27, !dbg !220
  br i1 %28, label %29, label %115, !dbg !221

29:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i32* %15, metadata !222, metadata !DIExpression()), !dbg !224
  store i32 1, i32* %15, align 4, !dbg !224
  br label %30, !dbg !225

30:                                               ; preds = %108, %29
  %31 = load i32, i32* %15, align 4, !dbg !226
  %32 = load i32, i32* %8, align 4, !dbg !228
  %33 = sub nsw i32 %32, 1, !dbg !229
  %34 = icmp slt i32 %31, %33, !dbg !230
  br i1 %34, label %35, label %111, !dbg !231

35:                                               ; preds = %30
  %36 = load double*, double** %11, align 8, !dbg !232
  %37 = load i32, i32* %14, align 4, !dbg !233
  %38 = load i32, i32* %8, align 4, !dbg !233
  %39 = mul nsw i32 %37, %38, !dbg !233
  %40 = load i32, i32* %15, align 4, !dbg !233
  %41 = add nsw i32 %39, %40, !dbg !233
  %42 = sext i32 %41 to i64, !dbg !232
  %43 = getelementptr inbounds double, double* %36, i64 %42, !dbg !232
  %44 = load double, double* %43, align 8, !dbg !232
  %45 = load double, double* %10, align 8, !dbg !234
  %46 = load double*, double** %11, align 8, !dbg !235
  %47 = load i32, i32* %14, align 4, !dbg !236
  %48 = sub nsw i32 %47, 1, !dbg !236
  %49 = load i32, i32* %8, align 4, !dbg !236
  %50 = mul nsw i32 %48, %49, !dbg !236
  %51 = load i32, i32* %15, align 4, !dbg !236
  %52 = add nsw i32 %50, %51, !dbg !236
  %53 = sext i32 %52 to i64, !dbg !235
  %54 = getelementptr inbounds double, double* %46, i64 %53, !dbg !235
  %55 = load double, double* %54, align 8, !dbg !235
  %56 = load double*, double** %11, align 8, !dbg !237
  %57 = load i32, i32* %14, align 4, !dbg !238
  %58 = add nsw i32 %57, 1, !dbg !238
  %59 = load i32, i32* %8, align 4, !dbg !238
  %60 = mul nsw i32 %58, %59, !dbg !238
  %61 = load i32, i32* %15, align 4, !dbg !238
  %62 = add nsw i32 %60, %61, !dbg !238
  %63 = sext i32 %62 to i64, !dbg !237
  %64 = getelementptr inbounds double, double* %56, i64 %63, !dbg !237
  %65 = load double, double* %64, align 8, !dbg !237
  %66 = fadd double %55, %65, !dbg !239
  %67 = load double*, double** %11, align 8, !dbg !240
  %68 = load i32, i32* %14, align 4, !dbg !241
  %69 = load i32, i32* %8, align 4, !dbg !241
  %70 = mul nsw i32 %68, %69, !dbg !241
  %71 = load i32, i32* %15, align 4, !dbg !241
  %72 = sub nsw i32 %71, 1, !dbg !241
  %73 = add nsw i32 %70, %72, !dbg !241
  %74 = sext i32 %73 to i64, !dbg !240
  %75 = getelementptr inbounds double, double* %67, i64 %74, !dbg !240
  %76 = load double, double* %75, align 8, !dbg !240
  %77 = fadd double %66, %76, !dbg !242
  %78 = load double*, double** %11, align 8, !dbg !243
  %79 = load i32, i32* %14, align 4, !dbg !244
  %80 = load i32, i32* %8, align 4, !dbg !244
  %81 = mul nsw i32 %79, %80, !dbg !244
  %82 = load i32, i32* %15, align 4, !dbg !244
  %83 = add nsw i32 %82, 1, !dbg !244
  %84 = add nsw i32 %81, %83, !dbg !244
  %85 = sext i32 %84 to i64, !dbg !243
  %86 = getelementptr inbounds double, double* %78, i64 %85, !dbg !243
  %87 = load double, double* %86, align 8, !dbg !243
  %88 = fadd double %77, %87, !dbg !245
  %89 = load double*, double** %11, align 8, !dbg !246
  %90 = load i32, i32* %14, align 4, !dbg !247
  %91 = load i32, i32* %8, align 4, !dbg !247
  %92 = mul nsw i32 %90, %91, !dbg !247
  %93 = load i32, i32* %15, align 4, !dbg !247
  %94 = add nsw i32 %92, %93, !dbg !247
  %95 = sext i32 %94 to i64, !dbg !246
  %96 = getelementptr inbounds double, double* %89, i64 %95, !dbg !246
  %97 = load double, double* %96, align 8, !dbg !246
  %98 = call double @llvm.fmuladd.f64(double -4.000000e+00, double %97, double %88), !dbg !248
  %99 = call double @llvm.fmuladd.f64(double %45, double %98, double %44), !dbg !249
  %100 = load double*, double** %12, align 8, !dbg !250
  %101 = load i32, i32* %14, align 4, !dbg !251
  %102 = load i32, i32* %8, align 4, !dbg !251
  %103 = mul nsw i32 %101, %102, !dbg !251
  %104 = load i32, i32* %15, align 4, !dbg !251
  %105 = add nsw i32 %103, %104, !dbg !251
  %106 = sext i32 %105 to i64, !dbg !250
  %107 = getelementptr inbounds double, double* %100, i64 %106, !dbg !250
  store double %99, double* %107, align 8, !dbg !252
  br label %108, !dbg !250

108:                                              ; preds = %35
  %109 = load i32, i32* %15, align 4, !dbg !253
  %110 = add nsw i32 %109, 1, !dbg !253
  store i32 %110, i32* %15, align 4, !dbg !253
  br label %30, !dbg !254, !llvm.loop !255

111:                                              ; preds = %30
  br label %112, !dbg !256

112:                                              ; preds = %111
  %113 = load i32, i32* %14, align 4, !dbg !257
  %114 = add nsw i32 %113, 1, !dbg !257
  store i32 %114, i32* %14, align 4, !dbg !257
  br label %24, !dbg !258, !llvm.loop !259

115:                                              ; preds = %24
  call void @llvm.dbg.declare(metadata i32* %16, metadata !261, metadata !DIExpression()), !dbg !263
  store i32 0, i32* %16, align 4, !dbg !263
  br label %116, !dbg !264

116:                                              ; preds = %155, %115
  %117 = load i32, i32* %16, align 4, !dbg !265
  %118 = load i32, i32* %8, align 4, !dbg !267
  %119 = icmp slt i32 %117, %118, !dbg !268
  br i1 %119, label %120, label %158, !dbg !269

120:                                              ; preds = %116
  %121 = load double*, double** %11, align 8, !dbg !270
  %122 = load i32, i32* %8, align 4, !dbg !272
  %123 = mul nsw i32 0, %122, !dbg !272
  %124 = load i32, i32* %16, align 4, !dbg !272
  %125 = add nsw i32 %123, %124, !dbg !272
  %126 = sext i32 %125 to i64, !dbg !270
  %127 = getelementptr inbounds double, double* %121, i64 %126, !dbg !270
  %128 = load double, double* %127, align 8, !dbg !270
  %129 = load double*, double** %12, align 8, !dbg !273
  %130 = load i32, i32* %8, align 4, !dbg !274
  %131 = mul nsw i32 0, %130, !dbg !274
  %132 = load i32, i32* %16, align 4, !dbg !274
  %133 = add nsw i32 %131, %132, !dbg !274
  %134 = sext i32 %133 to i64, !dbg !273
  %135 = getelementptr inbounds double, double* %129, i64 %134, !dbg !273
  store double %128, double* %135, align 8, !dbg !275
  %136 = load double*, double** %11, align 8, !dbg !276
  %137 = load i32, i32* %7, align 4, !dbg !277
  %138 = sub nsw i32 %137, 1, !dbg !277
  %139 = load i32, i32* %8, align 4, !dbg !277
  %140 = mul nsw i32 %138, %139, !dbg !277
  %141 = load i32, i32* %16, align 4, !dbg !277
  %142 = add nsw i32 %140, %141, !dbg !277
  %143 = sext i32 %142 to i64, !dbg !276
  %144 = getelementptr inbounds double, double* %136, i64 %143, !dbg !276
  %145 = load double, double* %144, align 8, !dbg !276
  %146 = load double*, double** %12, align 8, !dbg !278
  %147 = load i32, i32* %7, align 4, !dbg !279
  %148 = sub nsw i32 %147, 1, !dbg !279
  %149 = load i32, i32* %8, align 4, !dbg !279
  %150 = mul nsw i32 %148, %149, !dbg !279
  %151 = load i32, i32* %16, align 4, !dbg !279
  %152 = add nsw i32 %150, %151, !dbg !279
  %153 = sext i32 %152 to i64, !dbg !278
  %154 = getelementptr inbounds double, double* %146, i64 %153, !dbg !278
  store double %145, double* %154, align 8, !dbg !280
  br label %155, !dbg !281

155:                                              ; preds = %120
  %156 = load i32, i32* %16, align 4, !dbg !282
  %157 = add nsw i32 %156, 1, !dbg !282
  store i32 %157, i32* %16, align 4, !dbg !282
  br label %116, !dbg !283, !llvm.loop !284

158:                                              ; preds = %116
  call void @llvm.dbg.declare(metadata i32* %17, metadata !286, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %17, align 4, !dbg !288
  br label %159, !dbg !289

159:                                              ; preds = %198, %158
  %160 = load i32, i32* %17, align 4, !dbg !290
  %161 = load i32, i32* %7, align 4, !dbg !292
  %162 = icmp slt i32 %160, %161, !dbg !293
  br i1 %162, label %163, label %201, !dbg !294

163:                                              ; preds = %159
  %164 = load double*, double** %11, align 8, !dbg !295
  %165 = load i32, i32* %17, align 4, !dbg !297
  %166 = load i32, i32* %8, align 4, !dbg !297
  %167 = mul nsw i32 %165, %166, !dbg !297
  %168 = add nsw i32 %167, 0, !dbg !297
  %169 = sext i32 %168 to i64, !dbg !295
  %170 = getelementptr inbounds double, double* %164, i64 %169, !dbg !295
  %171 = load double, double* %170, align 8, !dbg !295
  %172 = load double*, double** %12, align 8, !dbg !298
  %173 = load i32, i32* %17, align 4, !dbg !299
  %174 = load i32, i32* %8, align 4, !dbg !299
  %175 = mul nsw i32 %173, %174, !dbg !299
  %176 = add nsw i32 %175, 0, !dbg !299
  %177 = sext i32 %176 to i64, !dbg !298
  %178 = getelementptr inbounds double, double* %172, i64 %177, !dbg !298
  store double %171, double* %178, align 8, !dbg !300
  %179 = load double*, double** %11, align 8, !dbg !301
  %180 = load i32, i32* %17, align 4, !dbg !302
  %181 = load i32, i32* %8, align 4, !dbg !302
  %182 = mul nsw i32 %180, %181, !dbg !302
  %183 = load i32, i32* %8, align 4, !dbg !302
  %184 = sub nsw i32 %183, 1, !dbg !302
  %185 = add nsw i32 %182, %184, !dbg !302
  %186 = sext i32 %185 to i64, !dbg !301
  %187 = getelementptr inbounds double, double* %179, i64 %186, !dbg !301
  %188 = load double, double* %187, align 8, !dbg !301
  %189 = load double*, double** %12, align 8, !dbg !303
  %190 = load i32, i32* %17, align 4, !dbg !304
  %191 = load i32, i32* %8, align 4, !dbg !304
  %192 = mul nsw i32 %190, %191, !dbg !304
  %193 = load i32, i32* %8, align 4, !dbg !304
  %194 = sub nsw i32 %193, 1, !dbg !304
  %195 = add nsw i32 %192, %194, !dbg !304
  %196 = sext i32 %195 to i64, !dbg !303
  %197 = getelementptr inbounds double, double* %189, i64 %196, !dbg !303
  store double %188, double* %197, align 8, !dbg !305
  br label %198, !dbg !306

198:                                              ; preds = %163
  %199 = load i32, i32* %17, align 4, !dbg !307
  %200 = add nsw i32 %199, 1, !dbg !307
  store i32 %200, i32* %17, align 4, !dbg !307
  br label %159, !dbg !308, !llvm.loop !309

201:                                              ; preds = %159
  call void @llvm.dbg.declare(metadata double** %18, metadata !311, metadata !DIExpression()), !dbg !312
  %202 = load double*, double** %11, align 8, !dbg !313
  store double* %202, double** %18, align 8, !dbg !312
  %203 = load double*, double** %12, align 8, !dbg !314
  store double* %203, double** %11, align 8, !dbg !315
  %204 = load double*, double** %18, align 8, !dbg !316
  store double* %204, double** %12, align 8, !dbg !317
  br label %205, !dbg !318

205:                                              ; preds = %201
  %206 = load i32, i32* %13, align 4, !dbg !319
  %207 = add nsw i32 %206, 1, !dbg !319
  store i32 %207, i32* %13, align 4, !dbg !319
  br label %19, !dbg !320, !llvm.loop !321

208:                                              ; preds = %19
  ret void, !dbg !323
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(i32 noundef %0, i32 noundef %1, double* noundef %2) #0 !dbg !324 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !329, metadata !DIExpression()), !dbg !330
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !331, metadata !DIExpression()), !dbg !332
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !333, metadata !DIExpression()), !dbg !334
  call void @llvm.dbg.declare(metadata i32* %7, metadata !335, metadata !DIExpression()), !dbg !337
  store i32 0, i32* %7, align 4, !dbg !337
  br label %9, !dbg !338

9:                                                ; preds = %36, %3
  %10 = load i32, i32* %7, align 4, !dbg !339
  %11 = load i32, i32* %4, align 4, !dbg !341
  %12 = icmp slt i32 %10, %11, !dbg !342
  br i1 %12, label %13, label %39, !dbg !343

13:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %8, metadata !344, metadata !DIExpression()), !dbg !347
  store i32 0, i32* %8, align 4, !dbg !347
  br label %14, !dbg !348

14:                                               ; preds = %30, %13
  %15 = load i32, i32* %8, align 4, !dbg !349
  %16 = load i32, i32* %5, align 4, !dbg !351
  %17 = icmp slt i32 %15, %16, !dbg !352
  br i1 %17, label %18, label %33, !dbg !353

18:                                               ; preds = %14
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !354
  %20 = load double*, double** %6, align 8, !dbg !355
  %21 = load i32, i32* %7, align 4, !dbg !356
  %22 = load i32, i32* %5, align 4, !dbg !356
  %23 = mul nsw i32 %21, %22, !dbg !356
  %24 = load i32, i32* %8, align 4, !dbg !356
  %25 = add nsw i32 %23, %24, !dbg !356
  %26 = sext i32 %25 to i64, !dbg !355
  %27 = getelementptr inbounds double, double* %20, i64 %26, !dbg !355
  %28 = load double, double* %27, align 8, !dbg !355
  %29 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %19, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.3, i64 0, i64 0), double noundef %28), !dbg !357
  br label %30, !dbg !357

30:                                               ; preds = %18
  %31 = load i32, i32* %8, align 4, !dbg !358
  %32 = add nsw i32 %31, 1, !dbg !358
  store i32 %32, i32* %8, align 4, !dbg !358
  br label %14, !dbg !359, !llvm.loop !360

33:                                               ; preds = %14
  %34 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !362
  %35 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %34, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)), !dbg !363
  br label %36, !dbg !364

36:                                               ; preds = %33
  %37 = load i32, i32* %7, align 4, !dbg !365
  %38 = add nsw i32 %37, 1, !dbg !365
  store i32 %38, i32* %7, align 4, !dbg !365
  br label %9, !dbg !366, !llvm.loop !367

39:                                               ; preds = %9
  ret void, !dbg !369
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @checksum(i32 noundef %0, i32 noundef %1, double* noundef %2) #0 !dbg !370 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !373, metadata !DIExpression()), !dbg !374
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !375, metadata !DIExpression()), !dbg !376
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !377, metadata !DIExpression()), !dbg !378
  call void @llvm.dbg.declare(metadata double* %7, metadata !379, metadata !DIExpression()), !dbg !380
  store double 0.000000e+00, double* %7, align 8, !dbg !380
  call void @llvm.dbg.declare(metadata i32* %8, metadata !381, metadata !DIExpression()), !dbg !383
  store i32 0, i32* %8, align 4, !dbg !383
  br label %10, !dbg !384

10:                                               ; preds = %41, %3
  %11 = load i32, i32* %8, align 4, !dbg !385
  %12 = load i32, i32* %4, align 4, !dbg !387
  %13 = icmp slt i32 %11, %12, !dbg !388
  br i1 %13, label %14, label %44, !dbg !389

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !390, metadata !DIExpression()), !dbg !392
  store i32 0, i32* %9, align 4, !dbg !392
  br label %15, !dbg !393

15:                                               ; preds = %37, %14
  %16 = load i32, i32* %9, align 4, !dbg !394
  %17 = load i32, i32* %5, align 4, !dbg !396
  %18 = icmp slt i32 %16, %17, !dbg !397
  br i1 %18, label %19, label %40, !dbg !398

19:                                               ; preds = %15
  %20 = load double*, double** %6, align 8, !dbg !399
  %21 = load i32, i32* %8, align 4, !dbg !400
  %22 = load i32, i32* %5, align 4, !dbg !400
  %23 = mul nsw i32 %21, %22, !dbg !400
  %24 = load i32, i32* %9, align 4, !dbg !400
  %25 = add nsw i32 %23, %24, !dbg !400
  %26 = sext i32 %25 to i64, !dbg !399
  %27 = getelementptr inbounds double, double* %20, i64 %26, !dbg !399
  %28 = load double, double* %27, align 8, !dbg !399
  %29 = load i32, i32* %8, align 4, !dbg !401
  %30 = load i32, i32* %9, align 4, !dbg !402
  %31 = add nsw i32 %29, %30, !dbg !403
  %32 = srem i32 %31, 3, !dbg !404
  %33 = add nsw i32 1, %32, !dbg !405
  %34 = sitofp i32 %33 to double, !dbg !406
  %35 = load double, double* %7, align 8, !dbg !407
  %36 = call double @llvm.fmuladd.f64(double %28, double %34, double %35), !dbg !407
  store double %36, double* %7, align 8, !dbg !407
  br label %37, !dbg !408

37:                                               ; preds = %19
  %38 = load i32, i32* %9, align 4, !dbg !409
  %39 = add nsw i32 %38, 1, !dbg !409
  store i32 %39, i32* %9, align 4, !dbg !409
  br label %15, !dbg !410, !llvm.loop !411

40:                                               ; preds = %15
  br label %41, !dbg !412

41:                                               ; preds = %40
  %42 = load i32, i32* %8, align 4, !dbg !413
  %43 = add nsw i32 %42, 1, !dbg !413
  store i32 %43, i32* %8, align 4, !dbg !413
  br label %10, !dbg !414, !llvm.loop !415

44:                                               ; preds = %10
  %45 = load double, double* %7, align 8, !dbg !417
  ret double %45, !dbg !418
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #3

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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heat2d_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "5f161424ea51b91b33784b6fb026f419")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 69, type: !11, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 69, type: !13)
!19 = !DILocation(line: 69, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 69, type: !14)
!21 = !DILocation(line: 69, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 71, type: !13)
!23 = !DILocation(line: 71, column: 7, scope: !10)
!24 = !DILocation(line: 71, column: 11, scope: !10)
!25 = !DILocation(line: 71, column: 16, scope: !10)
!26 = !DILocation(line: 71, column: 27, scope: !10)
!27 = !DILocation(line: 71, column: 22, scope: !10)
!28 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 72, type: !13)
!29 = !DILocation(line: 72, column: 7, scope: !10)
!30 = !DILocation(line: 72, column: 11, scope: !10)
!31 = !DILocation(line: 72, column: 16, scope: !10)
!32 = !DILocation(line: 72, column: 27, scope: !10)
!33 = !DILocation(line: 72, column: 22, scope: !10)
!34 = !DILocalVariable(name: "steps", scope: !10, file: !1, line: 73, type: !13)
!35 = !DILocation(line: 73, column: 7, scope: !10)
!36 = !DILocation(line: 73, column: 15, scope: !10)
!37 = !DILocation(line: 73, column: 20, scope: !10)
!38 = !DILocation(line: 73, column: 31, scope: !10)
!39 = !DILocation(line: 73, column: 26, scope: !10)
!40 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 74, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DILocation(line: 74, column: 11, scope: !10)
!44 = !DILocation(line: 74, column: 39, scope: !10)
!45 = !DILocation(line: 74, column: 37, scope: !10)
!46 = !DILocation(line: 74, column: 43, scope: !10)
!47 = !DILocation(line: 74, column: 41, scope: !10)
!48 = !DILocation(line: 74, column: 15, scope: !10)
!49 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 75, type: !41)
!50 = !DILocation(line: 75, column: 11, scope: !10)
!51 = !DILocation(line: 75, column: 39, scope: !10)
!52 = !DILocation(line: 75, column: 37, scope: !10)
!53 = !DILocation(line: 75, column: 43, scope: !10)
!54 = !DILocation(line: 75, column: 41, scope: !10)
!55 = !DILocation(line: 75, column: 15, scope: !10)
!56 = !DILocation(line: 77, column: 13, scope: !10)
!57 = !DILocation(line: 77, column: 16, scope: !10)
!58 = !DILocation(line: 77, column: 19, scope: !10)
!59 = !DILocation(line: 77, column: 3, scope: !10)
!60 = !DILocation(line: 78, column: 13, scope: !10)
!61 = !DILocation(line: 78, column: 16, scope: !10)
!62 = !DILocation(line: 78, column: 19, scope: !10)
!63 = !DILocation(line: 78, column: 3, scope: !10)
!64 = !DILocalVariable(name: "t0", scope: !10, file: !1, line: 79, type: !42)
!65 = !DILocation(line: 79, column: 10, scope: !10)
!66 = !DILocation(line: 79, column: 15, scope: !10)
!67 = !DILocation(line: 80, column: 15, scope: !10)
!68 = !DILocation(line: 80, column: 18, scope: !10)
!69 = !DILocation(line: 80, column: 21, scope: !10)
!70 = !DILocation(line: 80, column: 33, scope: !10)
!71 = !DILocation(line: 80, column: 36, scope: !10)
!72 = !DILocation(line: 80, column: 3, scope: !10)
!73 = !DILocalVariable(name: "t1", scope: !10, file: !1, line: 81, type: !42)
!74 = !DILocation(line: 81, column: 10, scope: !10)
!75 = !DILocation(line: 81, column: 15, scope: !10)
!76 = !DILocation(line: 82, column: 11, scope: !10)
!77 = !DILocation(line: 82, column: 44, scope: !10)
!78 = !DILocation(line: 82, column: 49, scope: !10)
!79 = !DILocation(line: 82, column: 47, scope: !10)
!80 = !DILocation(line: 82, column: 3, scope: !10)
!81 = !DILocalVariable(name: "res", scope: !10, file: !1, line: 83, type: !41)
!82 = !DILocation(line: 83, column: 11, scope: !10)
!83 = !DILocation(line: 83, column: 18, scope: !10)
!84 = !DILocation(line: 83, column: 24, scope: !10)
!85 = !DILocation(line: 83, column: 28, scope: !10)
!86 = !DILocation(line: 83, column: 17, scope: !10)
!87 = !DILocation(line: 83, column: 36, scope: !10)
!88 = !DILocation(line: 83, column: 40, scope: !10)
!89 = !DILocation(line: 84, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !10, file: !1, line: 84, column: 7)
!91 = !DILocation(line: 84, column: 12, scope: !90)
!92 = !DILocation(line: 84, column: 17, scope: !90)
!93 = !DILocation(line: 84, column: 28, scope: !90)
!94 = !DILocation(line: 84, column: 21, scope: !90)
!95 = !DILocation(line: 84, column: 7, scope: !10)
!96 = !DILocation(line: 85, column: 10, scope: !90)
!97 = !DILocation(line: 85, column: 13, scope: !90)
!98 = !DILocation(line: 85, column: 16, scope: !90)
!99 = !DILocation(line: 85, column: 5, scope: !90)
!100 = !DILocation(line: 86, column: 38, scope: !10)
!101 = !DILocation(line: 86, column: 41, scope: !10)
!102 = !DILocation(line: 86, column: 44, scope: !10)
!103 = !DILocation(line: 86, column: 29, scope: !10)
!104 = !DILocation(line: 86, column: 3, scope: !10)
!105 = !DILocation(line: 87, column: 8, scope: !10)
!106 = !DILocation(line: 87, column: 3, scope: !10)
!107 = !DILocation(line: 88, column: 8, scope: !10)
!108 = !DILocation(line: 88, column: 3, scope: !10)
!109 = !DILocation(line: 89, column: 3, scope: !10)
!110 = distinct !DISubprogram(name: "init_grid", scope: !1, file: !1, line: 18, type: !111, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!111 = !DISubroutineType(types: !112)
!112 = !{null, !13, !13, !41}
!113 = !DILocalVariable(name: "n", arg: 1, scope: !110, file: !1, line: 18, type: !13)
!114 = !DILocation(line: 18, column: 27, scope: !110)
!115 = !DILocalVariable(name: "m", arg: 2, scope: !110, file: !1, line: 18, type: !13)
!116 = !DILocation(line: 18, column: 34, scope: !110)
!117 = !DILocalVariable(name: "u", arg: 3, scope: !110, file: !1, line: 18, type: !41)
!118 = !DILocation(line: 18, column: 45, scope: !110)
!119 = !DILocalVariable(name: "i", scope: !120, file: !1, line: 20, type: !13)
!120 = distinct !DILexicalBlock(scope: !110, file: !1, line: 20, column: 3)
!121 = !DILocation(line: 20, column: 12, scope: !120)
!122 = !DILocation(line: 20, column: 8, scope: !120)
!123 = !DILocation(line: 20, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !1, line: 20, column: 3)
!125 = !DILocation(line: 20, column: 23, scope: !124)
!126 = !DILocation(line: 20, column: 21, scope: !124)
!127 = !DILocation(line: 20, column: 3, scope: !120)
!128 = !DILocalVariable(name: "j", scope: !129, file: !1, line: 21, type: !13)
!129 = distinct !DILexicalBlock(scope: !124, file: !1, line: 21, column: 5)
!130 = !DILocation(line: 21, column: 14, scope: !129)
!131 = !DILocation(line: 21, column: 10, scope: !129)
!132 = !DILocation(line: 21, column: 21, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !1, line: 21, column: 5)
!134 = !DILocation(line: 21, column: 25, scope: !133)
!135 = !DILocation(line: 21, column: 23, scope: !133)
!136 = !DILocation(line: 21, column: 5, scope: !129)
!137 = !DILocation(line: 22, column: 7, scope: !133)
!138 = !DILocation(line: 22, column: 9, scope: !133)
!139 = !DILocation(line: 22, column: 20, scope: !133)
!140 = !DILocation(line: 21, column: 29, scope: !133)
!141 = !DILocation(line: 21, column: 5, scope: !133)
!142 = distinct !{!142, !136, !143, !144}
!143 = !DILocation(line: 22, column: 22, scope: !129)
!144 = !{!"llvm.loop.mustprogress"}
!145 = !DILocation(line: 20, column: 27, scope: !124)
!146 = !DILocation(line: 20, column: 3, scope: !124)
!147 = distinct !{!147, !127, !148, !144}
!148 = !DILocation(line: 22, column: 22, scope: !120)
!149 = !DILocalVariable(name: "j", scope: !150, file: !1, line: 23, type: !13)
!150 = distinct !DILexicalBlock(scope: !110, file: !1, line: 23, column: 3)
!151 = !DILocation(line: 23, column: 12, scope: !150)
!152 = !DILocation(line: 23, column: 8, scope: !150)
!153 = !DILocation(line: 23, column: 19, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 23, column: 3)
!155 = !DILocation(line: 23, column: 23, scope: !154)
!156 = !DILocation(line: 23, column: 21, scope: !154)
!157 = !DILocation(line: 23, column: 3, scope: !150)
!158 = !DILocation(line: 24, column: 5, scope: !154)
!159 = !DILocation(line: 24, column: 7, scope: !154)
!160 = !DILocation(line: 24, column: 18, scope: !154)
!161 = !DILocation(line: 23, column: 27, scope: !154)
!162 = !DILocation(line: 23, column: 3, scope: !154)
!163 = distinct !{!163, !157, !164, !144}
!164 = !DILocation(line: 24, column: 20, scope: !150)
!165 = !DILocation(line: 25, column: 1, scope: !110)
!166 = distinct !DISubprogram(name: "wall", scope: !1, file: !1, line: 11, type: !167, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!167 = !DISubroutineType(types: !168)
!168 = !{!42}
!169 = !DILocalVariable(name: "ts", scope: !166, file: !1, line: 13, type: !170)
!170 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !171, line: 11, size: 128, elements: !172)
!171 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!172 = !{!173, !177}
!173 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !170, file: !171, line: 16, baseType: !174, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !175, line: 160, baseType: !176)
!175 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!176 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!177 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !170, file: !171, line: 21, baseType: !178, size: 64, offset: 64)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !175, line: 197, baseType: !176)
!179 = !DILocation(line: 13, column: 19, scope: !166)
!180 = !DILocation(line: 14, column: 3, scope: !166)
!181 = !DILocation(line: 15, column: 13, scope: !166)
!182 = !DILocation(line: 15, column: 10, scope: !166)
!183 = !DILocation(line: 15, column: 25, scope: !166)
!184 = !DILocation(line: 15, column: 22, scope: !166)
!185 = !DILocation(line: 15, column: 20, scope: !166)
!186 = !DILocation(line: 15, column: 3, scope: !166)
!187 = distinct !DISubprogram(name: "kernel_heat", scope: !1, file: !1, line: 27, type: !188, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!188 = !DISubroutineType(types: !189)
!189 = !{null, !13, !13, !13, !42, !41, !41}
!190 = !DILocalVariable(name: "n", arg: 1, scope: !187, file: !1, line: 27, type: !13)
!191 = !DILocation(line: 27, column: 29, scope: !187)
!192 = !DILocalVariable(name: "m", arg: 2, scope: !187, file: !1, line: 27, type: !13)
!193 = !DILocation(line: 27, column: 36, scope: !187)
!194 = !DILocalVariable(name: "steps", arg: 3, scope: !187, file: !1, line: 27, type: !13)
!195 = !DILocation(line: 27, column: 43, scope: !187)
!196 = !DILocalVariable(name: "alpha", arg: 4, scope: !187, file: !1, line: 27, type: !42)
!197 = !DILocation(line: 27, column: 57, scope: !187)
!198 = !DILocalVariable(name: "u", arg: 5, scope: !187, file: !1, line: 27, type: !41)
!199 = !DILocation(line: 27, column: 72, scope: !187)
!200 = !DILocalVariable(name: "v", arg: 6, scope: !187, file: !1, line: 28, type: !41)
!201 = !DILocation(line: 28, column: 33, scope: !187)
!202 = !DILocalVariable(name: "t", scope: !203, file: !1, line: 30, type: !13)
!203 = distinct !DILexicalBlock(scope: !187, file: !1, line: 30, column: 3)
!204 = !DILocation(line: 30, column: 12, scope: !203)
!205 = !DILocation(line: 30, column: 8, scope: !203)
!206 = !DILocation(line: 30, column: 19, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !1, line: 30, column: 3)
!208 = !DILocation(line: 30, column: 23, scope: !207)
!209 = !DILocation(line: 30, column: 21, scope: !207)
!210 = !DILocation(line: 30, column: 3, scope: !203)
!211 = !DILocalVariable(name: "i", scope: !212, file: !1, line: 31, type: !13)
!212 = distinct !DILexicalBlock(scope: !213, file: !1, line: 31, column: 5)
!213 = distinct !DILexicalBlock(scope: !207, file: !1, line: 30, column: 35)
!214 = !DILocation(line: 31, column: 14, scope: !212)
!215 = !DILocation(line: 31, column: 10, scope: !212)
!216 = !DILocation(line: 31, column: 21, scope: !217)
!217 = distinct !DILexicalBlock(scope: !212, file: !1, line: 31, column: 5)
!218 = !DILocation(line: 31, column: 25, scope: !217)
!219 = !DILocation(line: 31, column: 27, scope: !217)
!220 = !DILocation(line: 31, column: 23, scope: !217)
!221 = !DILocation(line: 31, column: 5, scope: !212)
!222 = !DILocalVariable(name: "j", scope: !223, file: !1, line: 32, type: !13)
!223 = distinct !DILexicalBlock(scope: !217, file: !1, line: 32, column: 7)
!224 = !DILocation(line: 32, column: 16, scope: !223)
!225 = !DILocation(line: 32, column: 12, scope: !223)
!226 = !DILocation(line: 32, column: 23, scope: !227)
!227 = distinct !DILexicalBlock(scope: !223, file: !1, line: 32, column: 7)
!228 = !DILocation(line: 32, column: 27, scope: !227)
!229 = !DILocation(line: 32, column: 29, scope: !227)
!230 = !DILocation(line: 32, column: 25, scope: !227)
!231 = !DILocation(line: 32, column: 7, scope: !223)
!232 = !DILocation(line: 33, column: 24, scope: !227)
!233 = !DILocation(line: 33, column: 26, scope: !227)
!234 = !DILocation(line: 34, column: 24, scope: !227)
!235 = !DILocation(line: 34, column: 33, scope: !227)
!236 = !DILocation(line: 34, column: 35, scope: !227)
!237 = !DILocation(line: 34, column: 52, scope: !227)
!238 = !DILocation(line: 34, column: 54, scope: !227)
!239 = !DILocation(line: 34, column: 50, scope: !227)
!240 = !DILocation(line: 35, column: 33, scope: !227)
!241 = !DILocation(line: 35, column: 35, scope: !227)
!242 = !DILocation(line: 34, column: 69, scope: !227)
!243 = !DILocation(line: 35, column: 52, scope: !227)
!244 = !DILocation(line: 35, column: 54, scope: !227)
!245 = !DILocation(line: 35, column: 50, scope: !227)
!246 = !DILocation(line: 36, column: 39, scope: !227)
!247 = !DILocation(line: 36, column: 41, scope: !227)
!248 = !DILocation(line: 35, column: 69, scope: !227)
!249 = !DILocation(line: 33, column: 37, scope: !227)
!250 = !DILocation(line: 33, column: 9, scope: !227)
!251 = !DILocation(line: 33, column: 11, scope: !227)
!252 = !DILocation(line: 33, column: 22, scope: !227)
!253 = !DILocation(line: 32, column: 35, scope: !227)
!254 = !DILocation(line: 32, column: 7, scope: !227)
!255 = distinct !{!255, !231, !256, !144}
!256 = !DILocation(line: 36, column: 51, scope: !223)
!257 = !DILocation(line: 31, column: 33, scope: !217)
!258 = !DILocation(line: 31, column: 5, scope: !217)
!259 = distinct !{!259, !221, !260, !144}
!260 = !DILocation(line: 36, column: 51, scope: !212)
!261 = !DILocalVariable(name: "j", scope: !262, file: !1, line: 37, type: !13)
!262 = distinct !DILexicalBlock(scope: !213, file: !1, line: 37, column: 5)
!263 = !DILocation(line: 37, column: 14, scope: !262)
!264 = !DILocation(line: 37, column: 10, scope: !262)
!265 = !DILocation(line: 37, column: 21, scope: !266)
!266 = distinct !DILexicalBlock(scope: !262, file: !1, line: 37, column: 5)
!267 = !DILocation(line: 37, column: 25, scope: !266)
!268 = !DILocation(line: 37, column: 23, scope: !266)
!269 = !DILocation(line: 37, column: 5, scope: !262)
!270 = !DILocation(line: 38, column: 22, scope: !271)
!271 = distinct !DILexicalBlock(scope: !266, file: !1, line: 37, column: 33)
!272 = !DILocation(line: 38, column: 24, scope: !271)
!273 = !DILocation(line: 38, column: 7, scope: !271)
!274 = !DILocation(line: 38, column: 9, scope: !271)
!275 = !DILocation(line: 38, column: 20, scope: !271)
!276 = !DILocation(line: 39, column: 26, scope: !271)
!277 = !DILocation(line: 39, column: 28, scope: !271)
!278 = !DILocation(line: 39, column: 7, scope: !271)
!279 = !DILocation(line: 39, column: 9, scope: !271)
!280 = !DILocation(line: 39, column: 24, scope: !271)
!281 = !DILocation(line: 40, column: 5, scope: !271)
!282 = !DILocation(line: 37, column: 29, scope: !266)
!283 = !DILocation(line: 37, column: 5, scope: !266)
!284 = distinct !{!284, !269, !285, !144}
!285 = !DILocation(line: 40, column: 5, scope: !262)
!286 = !DILocalVariable(name: "i", scope: !287, file: !1, line: 41, type: !13)
!287 = distinct !DILexicalBlock(scope: !213, file: !1, line: 41, column: 5)
!288 = !DILocation(line: 41, column: 14, scope: !287)
!289 = !DILocation(line: 41, column: 10, scope: !287)
!290 = !DILocation(line: 41, column: 21, scope: !291)
!291 = distinct !DILexicalBlock(scope: !287, file: !1, line: 41, column: 5)
!292 = !DILocation(line: 41, column: 25, scope: !291)
!293 = !DILocation(line: 41, column: 23, scope: !291)
!294 = !DILocation(line: 41, column: 5, scope: !287)
!295 = !DILocation(line: 42, column: 22, scope: !296)
!296 = distinct !DILexicalBlock(scope: !291, file: !1, line: 41, column: 33)
!297 = !DILocation(line: 42, column: 24, scope: !296)
!298 = !DILocation(line: 42, column: 7, scope: !296)
!299 = !DILocation(line: 42, column: 9, scope: !296)
!300 = !DILocation(line: 42, column: 20, scope: !296)
!301 = !DILocation(line: 43, column: 26, scope: !296)
!302 = !DILocation(line: 43, column: 28, scope: !296)
!303 = !DILocation(line: 43, column: 7, scope: !296)
!304 = !DILocation(line: 43, column: 9, scope: !296)
!305 = !DILocation(line: 43, column: 24, scope: !296)
!306 = !DILocation(line: 44, column: 5, scope: !296)
!307 = !DILocation(line: 41, column: 29, scope: !291)
!308 = !DILocation(line: 41, column: 5, scope: !291)
!309 = distinct !{!309, !294, !310, !144}
!310 = !DILocation(line: 44, column: 5, scope: !287)
!311 = !DILocalVariable(name: "tmp", scope: !213, file: !1, line: 45, type: !41)
!312 = !DILocation(line: 45, column: 13, scope: !213)
!313 = !DILocation(line: 45, column: 19, scope: !213)
!314 = !DILocation(line: 46, column: 9, scope: !213)
!315 = !DILocation(line: 46, column: 7, scope: !213)
!316 = !DILocation(line: 47, column: 9, scope: !213)
!317 = !DILocation(line: 47, column: 7, scope: !213)
!318 = !DILocation(line: 48, column: 3, scope: !213)
!319 = !DILocation(line: 30, column: 31, scope: !207)
!320 = !DILocation(line: 30, column: 3, scope: !207)
!321 = distinct !{!321, !210, !322, !144}
!322 = !DILocation(line: 48, column: 3, scope: !203)
!323 = !DILocation(line: 49, column: 1, scope: !187)
!324 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 60, type: !325, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!325 = !DISubroutineType(types: !326)
!326 = !{null, !13, !13, !327}
!327 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !328, size: 64)
!328 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!329 = !DILocalVariable(name: "n", arg: 1, scope: !324, file: !1, line: 60, type: !13)
!330 = !DILocation(line: 60, column: 22, scope: !324)
!331 = !DILocalVariable(name: "m", arg: 2, scope: !324, file: !1, line: 60, type: !13)
!332 = !DILocation(line: 60, column: 29, scope: !324)
!333 = !DILocalVariable(name: "u", arg: 3, scope: !324, file: !1, line: 60, type: !327)
!334 = !DILocation(line: 60, column: 46, scope: !324)
!335 = !DILocalVariable(name: "i", scope: !336, file: !1, line: 62, type: !13)
!336 = distinct !DILexicalBlock(scope: !324, file: !1, line: 62, column: 3)
!337 = !DILocation(line: 62, column: 12, scope: !336)
!338 = !DILocation(line: 62, column: 8, scope: !336)
!339 = !DILocation(line: 62, column: 19, scope: !340)
!340 = distinct !DILexicalBlock(scope: !336, file: !1, line: 62, column: 3)
!341 = !DILocation(line: 62, column: 23, scope: !340)
!342 = !DILocation(line: 62, column: 21, scope: !340)
!343 = !DILocation(line: 62, column: 3, scope: !336)
!344 = !DILocalVariable(name: "j", scope: !345, file: !1, line: 63, type: !13)
!345 = distinct !DILexicalBlock(scope: !346, file: !1, line: 63, column: 5)
!346 = distinct !DILexicalBlock(scope: !340, file: !1, line: 62, column: 31)
!347 = !DILocation(line: 63, column: 14, scope: !345)
!348 = !DILocation(line: 63, column: 10, scope: !345)
!349 = !DILocation(line: 63, column: 21, scope: !350)
!350 = distinct !DILexicalBlock(scope: !345, file: !1, line: 63, column: 5)
!351 = !DILocation(line: 63, column: 25, scope: !350)
!352 = !DILocation(line: 63, column: 23, scope: !350)
!353 = !DILocation(line: 63, column: 5, scope: !345)
!354 = !DILocation(line: 64, column: 15, scope: !350)
!355 = !DILocation(line: 64, column: 33, scope: !350)
!356 = !DILocation(line: 64, column: 35, scope: !350)
!357 = !DILocation(line: 64, column: 7, scope: !350)
!358 = !DILocation(line: 63, column: 29, scope: !350)
!359 = !DILocation(line: 63, column: 5, scope: !350)
!360 = distinct !{!360, !353, !361, !144}
!361 = !DILocation(line: 64, column: 45, scope: !345)
!362 = !DILocation(line: 65, column: 13, scope: !346)
!363 = !DILocation(line: 65, column: 5, scope: !346)
!364 = !DILocation(line: 66, column: 3, scope: !346)
!365 = !DILocation(line: 62, column: 27, scope: !340)
!366 = !DILocation(line: 62, column: 3, scope: !340)
!367 = distinct !{!367, !343, !368, !144}
!368 = !DILocation(line: 66, column: 3, scope: !336)
!369 = !DILocation(line: 67, column: 1, scope: !324)
!370 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 51, type: !371, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!371 = !DISubroutineType(types: !372)
!372 = !{!42, !13, !13, !327}
!373 = !DILocalVariable(name: "n", arg: 1, scope: !370, file: !1, line: 51, type: !13)
!374 = !DILocation(line: 51, column: 28, scope: !370)
!375 = !DILocalVariable(name: "m", arg: 2, scope: !370, file: !1, line: 51, type: !13)
!376 = !DILocation(line: 51, column: 35, scope: !370)
!377 = !DILocalVariable(name: "u", arg: 3, scope: !370, file: !1, line: 51, type: !327)
!378 = !DILocation(line: 51, column: 52, scope: !370)
!379 = !DILocalVariable(name: "s", scope: !370, file: !1, line: 53, type: !42)
!380 = !DILocation(line: 53, column: 10, scope: !370)
!381 = !DILocalVariable(name: "i", scope: !382, file: !1, line: 54, type: !13)
!382 = distinct !DILexicalBlock(scope: !370, file: !1, line: 54, column: 3)
!383 = !DILocation(line: 54, column: 12, scope: !382)
!384 = !DILocation(line: 54, column: 8, scope: !382)
!385 = !DILocation(line: 54, column: 19, scope: !386)
!386 = distinct !DILexicalBlock(scope: !382, file: !1, line: 54, column: 3)
!387 = !DILocation(line: 54, column: 23, scope: !386)
!388 = !DILocation(line: 54, column: 21, scope: !386)
!389 = !DILocation(line: 54, column: 3, scope: !382)
!390 = !DILocalVariable(name: "j", scope: !391, file: !1, line: 55, type: !13)
!391 = distinct !DILexicalBlock(scope: !386, file: !1, line: 55, column: 5)
!392 = !DILocation(line: 55, column: 14, scope: !391)
!393 = !DILocation(line: 55, column: 10, scope: !391)
!394 = !DILocation(line: 55, column: 21, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !1, line: 55, column: 5)
!396 = !DILocation(line: 55, column: 25, scope: !395)
!397 = !DILocation(line: 55, column: 23, scope: !395)
!398 = !DILocation(line: 55, column: 5, scope: !391)
!399 = !DILocation(line: 56, column: 12, scope: !395)
!400 = !DILocation(line: 56, column: 14, scope: !395)
!401 = !DILocation(line: 56, column: 33, scope: !395)
!402 = !DILocation(line: 56, column: 37, scope: !395)
!403 = !DILocation(line: 56, column: 35, scope: !395)
!404 = !DILocation(line: 56, column: 40, scope: !395)
!405 = !DILocation(line: 56, column: 30, scope: !395)
!406 = !DILocation(line: 56, column: 27, scope: !395)
!407 = !DILocation(line: 56, column: 9, scope: !395)
!408 = !DILocation(line: 56, column: 7, scope: !395)
!409 = !DILocation(line: 55, column: 29, scope: !395)
!410 = !DILocation(line: 55, column: 5, scope: !395)
!411 = distinct !{!411, !398, !412, !144}
!412 = !DILocation(line: 56, column: 43, scope: !391)
!413 = !DILocation(line: 54, column: 27, scope: !386)
!414 = !DILocation(line: 54, column: 3, scope: !386)
!415 = distinct !{!415, !389, !416, !144}
!416 = !DILocation(line: 56, column: 43, scope: !382)
!417 = !DILocation(line: 57, column: 10, scope: !370)
!418 = !DILocation(line: 57, column: 3, scope: !370)
