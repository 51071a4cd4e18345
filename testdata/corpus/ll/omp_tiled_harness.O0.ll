; ModuleID = 'omp_tiled_harness.c'
source_filename = "omp_tiled_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct.timespec = type { i64, i64 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [35 x i8] c"kernel_tiled %.6f s on %d threads\0A\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.3f\0A\00", align 1
@0 = private unnamed_addr constant [41 x i8] c";omp_tiled_harness.c;kernel_tiled;32;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [42 x i8] c";omp_tiled_harness.c;kernel_tiled;32;54;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@.str.3 = private unnamed_addr constant [8 x i8] c"%0.1f%c\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !22
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression()), !dbg !26
  %12 = load i32, i32* %4, align 4, !dbg !27
  %13 = icmp sgt i32 %12, 1, !dbg !28
  br i1 %13, label %14, label %19, !dbg !27

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !29
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !29
  %17 = load i8*, i8** %16, align 8, !dbg !29
  %18 = call i32 @atoi(i8* noundef %17) #7, !dbg !30
  br label %20, !dbg !27

19:                                               ; preds = %2
  br label %20, !dbg !27

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 48, %19 ], !dbg !27
  store i32 %21, i32* %6, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %7, metadata !31, metadata !DIExpression()), !dbg !32
  %22 = load i32, i32* %4, align 4, !dbg !33
  %23 = icmp sgt i32 %22, 2, !dbg !34
  br i1 %23, label %24, label %29, !dbg !33

24:                                               ; preds = %20
  %25 = load i8**, i8*** %5, align 8, !dbg !35
  %26 = getelementptr inbounds i8*, i8** %25, i64 2, !dbg !35
  %27 = load i8*, i8** %26, align 8, !dbg !35
  %28 = call i32 @atoi(i8* noundef %27) #7, !dbg !36
  br label %30, !dbg !33

29:                                               ; preds = %20
  br label %30, !dbg !33

30:                                               ; preds = %29, %24
  %31 = phi i32 [ %28, %24 ], [ 16, %29 ], !dbg !33
  store i32 %31, i32* %7, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata double** %8, metadata !37, metadata !DIExpression()), !dbg !39
  %32 = load i32, i32* %6, align 4, !dbg !40
  %33 = sext i32 %32 to i64, !dbg !40
  %34 = mul i64 8, %33, !dbg !41
  %35 = load i32, i32* %6, align 4, !dbg !42
  %36 = sext i32 %35 to i64, !dbg !42
  %37 = mul i64 %34, %36, !dbg !43
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !44
  %39 = bitcast i8* %38 to double*, !dbg !44
  store double* %39, double** %8, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata double** %9, metadata !45, metadata !DIExpression()), !dbg !46
  %40 = load i32, i32* %6, align 4, !dbg !47
  %41 = sext i32 %40 to i64, !dbg !47
  %42 = mul i64 8, %41, !dbg !48
  %43 = load i32, i32* %6, align 4, !dbg !49
  %44 = sext i32 %43 to i64, !dbg !49
  %45 = mul i64 %42, %44, !dbg !50
  %46 = call noalias i8* @malloc(i64 noundef %45) #6, !dbg !51
  %47 = bitcast i8* %46 to double*, !dbg !51
  store double* %47, double** %9, align 8, !dbg !46
  call void @llvm.dbg.declare(metadata double** %10, metadata !52, metadata !DIExpression()), !dbg !53
  %48 = load i32, i32* %6, align 4, !dbg !54
  %49 = sext i32 %48 to i64, !dbg !54
  %50 = mul i64 8, %49, !dbg !55
  %51 = load i32, i32* %6, align 4, !dbg !56
  %52 = sext i32 %51 to i64, !dbg !56
  %53 = mul i64 %50, %52, !dbg !57
  %54 = call noalias i8* @malloc(i64 noundef %53) #6, !dbg !58
  %55 = bitcast i8* %54 to double*, !dbg !58
  store double* %55, double** %10, align 8, !dbg !53
  %56 = load i32, i32* %6, align 4, !dbg !59
  %57 = load double*, double** %8, align 8, !dbg !60
  %58 = load double*, double** %9, align 8, !dbg !61
  %59 = load double*, double** %10, align 8, !dbg !62
  call void @init(i32 noundef %56, double* noundef %57, double* noundef %58, double* noundef %59), !dbg !63
  call void @llvm.dbg.declare(metadata double* %11, metadata !64, metadata !DIExpression()), !dbg !65
  %60 = call double @tick(), !dbg !66
  store double %60, double* %11, align 8, !dbg !65
  %61 = load i32, i32* %6, align 4, !dbg !67
  %62 = load i32, i32* %7, align 4, !dbg !68
  %63 = load double*, double** %8, align 8, !dbg !69
  %64 = load double*, double** %9, align 8, !dbg !70
  %65 = load double*, double** %10, align 8, !dbg !71
  call void @kernel_tiled(i32 noundef %61, i32 noundef %62, double* noundef %63, double* noundef %64, double* noundef %65), !dbg !72
  %66 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !73
  %67 = call double @tick(), !dbg !74
  %68 = load double, double* %11, align 8, !dbg !75
  %69 = fsub double %67, %68, !dbg !76
  %70 = call i32 @omp_get_max_threads(), !dbg !77
  %71 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %66, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), double noundef %69, i32 noundef %70), !dbg !78
  %72 = load i32, i32* %4, align 4, !dbg !79
  %73 = icmp sgt i32 %72, 42, !dbg !81
  br i1 %73, label %74, label %83, !dbg !82

74:                                               ; preds = %30
  %75 = load i8**, i8*** %5, align 8, !dbg !83
  %76 = getelementptr inbounds i8*, i8** %75, i64 0, !dbg !83
  %77 = load i8*, i8** %76, align 8, !dbg !83
  %78 = call i32 @strcmp(i8* noundef %77, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.1, i64 0, i64 0)) #7, !dbg !84
  %79 = icmp ne i32 %78, 0, !dbg !84
  br i1 %79, label %83, label %80, !dbg !85

80:                                               ; preds = %74
  %81 = load i32, i32* %6, align 4, !dbg !86
  %82 = load double*, double** %10, align 8, !dbg !87
  call void @dump(i32 noundef %81, double* noundef %82), !dbg !88
  br label %83, !dbg !88

83:                                               ; preds = %80, %74, %30
  %84 = load i32, i32* %6, align 4, !dbg !89
  %85 = load double*, double** %10, align 8, !dbg !90
  %86 = call double @checksum(i32 noundef %84, double* noundef %85), !dbg !91
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %86), !dbg !92
  %88 = load double*, double** %8, align 8, !dbg !93
  %89 = bitcast double* %88 to i8*, !dbg !93
  call void @free(i8* noundef %89) #6, !dbg !94
  %90 = load double*, double** %9, align 8, !dbg !95
  %91 = bitcast double* %90 to i8*, !dbg !95
  call void @free(i8* noundef %91) #6, !dbg !96
  %92 = load double*, double** %10, align 8, !dbg !97
  %93 = bitcast double* %92 to i8*, !dbg !97
  call void @free(i8* noundef %93) #6, !dbg !98
  ret i32 0, !dbg !99
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !100 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !103, metadata !DIExpression()), !dbg !104
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !105, metadata !DIExpression()), !dbg !106
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !107, metadata !DIExpression()), !dbg !108
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !109, metadata !DIExpression()), !dbg !110
  call void @llvm.dbg.declare(metadata i32* %9, metadata !111, metadata !DIExpression()), !dbg !113
  store i32 0, i32* %9, align 4, !dbg !113
  br label %11, !dbg !114

11:                                               ; preds = %61, %4
  %12 = load i32, i32* %9, align 4, !dbg !115
  %13 = load i32, i32* %5, align 4, !dbg !117
  %14 = icmp slt i32 %12, %13, !dbg !118
  br i1 %14, label %15, label %64, !dbg !119

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %10, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %10, align 4, !dbg !122
  br label %16, !dbg !123

16:                                               ; preds = %57, %15
  %17 = load i32, i32* %10, align 4, !dbg !124
  %18 = load i32, i32* %5, align 4, !dbg !126
  %19 = icmp slt i32 %17, %18, !dbg !127
  br i1 %19, label %20, label %60, !dbg !128

20:                                               ; preds = %16
  %21 = load i32, i32* %9, align 4, !dbg !129
  %22 = load i32, i32* %10, align 4, !dbg !131
  %23 = add nsw i32 %21, %22, !dbg !132
  %24 = srem i32 %23, 4, !dbg !133
  %25 = sitofp i32 %24 to double, !dbg !134
  %26 = load double*, double** %6, align 8, !dbg !135
  %27 = load i32, i32* %9, align 4, !dbg !136
  %28 = load i32, i32* %5, align 4, !dbg !137
  %29 = mul nsw i32 %27, %28, !dbg !138
  %30 = load i32, i32* %10, align 4, !dbg !139
  %31 = add nsw i32 %29, %30, !dbg !140
  %32 = sext i32 %31 to i64, !dbg !135
  %33 = getelementptr inbounds double, double* %26, i64 %32, !dbg !135
  store double %25, double* %33, align 8, !dbg !141
  %34 = load i32, i32* %9, align 4, !dbg !142
  %35 = mul nsw i32 %34, 2, !dbg !143
  %36 = load i32, i32* %10, align 4, !dbg !144
  %37 = add nsw i32 %35, %36, !dbg !145
  %38 = srem i32 %37, 3, !dbg !146
  %39 = sitofp i32 %38 to double, !dbg !147
  %40 = fsub double %39, 7.500000e-01, !dbg !148
  %41 = load double*, double** %7, align 8, !dbg !149
  %42 = load i32, i32* %9, align 4, !dbg !150
  %43 = load i32, i32* %5, align 4, !dbg !151
  %44 = mul nsw i32 %42, %43, !dbg !152
  %45 = load i32, i32* %10, align 4, !dbg !153
  %46 = add nsw i32 %44, %45, !dbg !154
  %47 = sext i32 %46 to i64, !dbg !149
  %48 = getelementptr inbounds double, double* %41, i64 %47, !dbg !149
  store double %40, double* %48, align 8, !dbg !155
  %49 = load double*, double** %8, align 8, !dbg !156
  %50 = load i32, i32* %9, align 4, !dbg !157
  %51 = load i32, i32* %5, align 4, !dbg !158
  %52 = mul nsw i32 %50, %51, !dbg !159
  %53 = load i32, i32* %10, align 4, !dbg !160
  %54 = add nsw i32 %52, %53, !dbg !161
  %55 = sext i32 %54 to i64, !dbg !156
  %56 = getelementptr inbounds double, double* %49, i64 %55, !dbg !156
  store double 0.000000e+00, double* %56, align 8, !dbg !162
  br label %57, !dbg !163

57:                                               ; preds = %20
  %58 = load i32, i32* %10, align 4, !dbg !164
  %59 = add nsw i32 %58, 1, !dbg !164
  store i32 %59, i32* %10, align 4, !dbg !164
  br label %16, !dbg !165, !llvm.loop !166

60:                                               ; preds = %16
  br label %61, !dbg !167

61:                                               ; preds = %60
  %62 = load i32, i32* %9, align 4, !dbg !169
  %63 = add nsw i32 %62, 1, !dbg !169
  store i32 %63, i32* %9, align 4, !dbg !169
  br label %11, !dbg !170, !llvm.loop !171

64:                                               ; preds = %11
  ret void, !dbg !173
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tick() #0 !dbg !174 {
  %1 = alloca %struct.timespec, align 8
  call void @llvm.dbg.declare(metadata %struct.timespec* %1, metadata !176, metadata !DIExpression()), !dbg !186
  %2 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %1) #6, !dbg !187
  %3 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 0, !dbg !188
  %4 = load i64, i64* %3, align 8, !dbg !188
  %5 = sitofp i64 %4 to double, !dbg !189
  %6 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 1, !dbg !190
  %7 = load i64, i64* %6, align 8, !dbg !190
  %8 = sitofp i64 %7 to double, !dbg !191
  %9 = call double @llvm.fmuladd.f64(double 1.000000e-09, double %8, double %5), !dbg !192
  ret double %9, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel_tiled(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !194 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !199, metadata !DIExpression()), !dbg !200
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !201, metadata !DIExpression()), !dbg !202
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !203, metadata !DIExpression()), !dbg !204
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !205, metadata !DIExpression()), !dbg !206
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !207, metadata !DIExpression()), !dbg !208
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 5, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* %7, i32* %6, double** %8, double** %10, double** %9), !dbg !209
  ret void, !dbg !210
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

declare i32 @omp_get_max_threads() #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(i32 noundef %0, double* noundef %1) #0 !dbg !211 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !214, metadata !DIExpression()), !dbg !215
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !216, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.declare(metadata i32* %5, metadata !218, metadata !DIExpression()), !dbg !220
  store i32 0, i32* %5, align 4, !dbg !220
  br label %6, !dbg !221

6:                                                ; preds = %28, %2
  %7 = load i32, i32* %5, align 4, !dbg !222
  %8 = load i32, i32* %3, align 4, !dbg !224
  %9 = load i32, i32* %3, align 4, !dbg !225
  %10 = mul nsw i32 %8, %9, !dbg !226
  %11 = icmp slt i32 %7, %10, !dbg !227
  br i1 %11, label %12, label %31, !dbg !228

12:                                               ; preds = %6
  %13 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !229
  %14 = load double*, double** %4, align 8, !dbg !230
  %15 = load i32, i32* %5, align 4, !dbg !231
  %16 = sext i32 %15 to i64, !dbg !230
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !230
  %18 = load double, double* %17, align 8, !dbg !230
  %19 = load i32, i32* %5, align 4, !dbg !232
  %20 = load i32, i32* %3, align 4, !dbg !233
  %21 = srem i32 %19, %20, !dbg !234
  %22 = load i32, i32* %3, align 4, !dbg !235
  %23 = sub nsw i32 %22, 1, !dbg !236
  %24 = icmp eq i32 %21, %23, !dbg !237
  %25 = zext i1 %24 to i64, !dbg !232
  %26 = select i1 %24, i32 10, i32 32, !dbg !232
  %27 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %13, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), double noundef %18, i32 noundef %26), !dbg !238
  br label %28, !dbg !238

28:                                               ; preds = %12
  %29 = load i32, i32* %5, align 4, !dbg !239
  %30 = add nsw i32 %29, 1, !dbg !239
  store i32 %30, i32* %5, align 4, !dbg !239
  br label %6, !dbg !240, !llvm.loop !241

31:                                               ; preds = %6
  ret void, !dbg !243
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @checksum(i32 noundef %0, double* noundef %1) #0 !dbg !244 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !247, metadata !DIExpression()), !dbg !248
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !249, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.declare(metadata double* %5, metadata !251, metadata !DIExpression()), !dbg !252
  store double 0.000000e+00, double* %5, align 8, !dbg !252
  call void @llvm.dbg.declare(metadata i32* %6, metadata !253, metadata !DIExpression()), !dbg !255
  store i32 0, i32* %6, align 4, !dbg !255
  br label %7, !dbg !256

7:                                                ; preds = %24, %2
  %8 = load i32, i32* %6, align 4, !dbg !257
  %9 = load i32, i32* %3, align 4, !dbg !259
  %10 = load i32, i32* %3, align 4, !dbg !260
  %11 = mul nsw i32 %9, %10, !dbg !261
  %12 = icmp slt i32 %8, %11, !dbg !262
  br i1 %12, label %13, label %27, !dbg !263

13:                                               ; preds = %7
  %14 = load double*, double** %4, align 8, !dbg !264
  %15 = load i32, i32* %6, align 4, !dbg !265
  %16 = sext i32 %15 to i64, !dbg !264
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !264
  %18 = load double, double* %17, align 8, !dbg !264
  %19 = load i32, i32* %6, align 4, !dbg !266
  %20 = srem i32 %19, 7, !dbg !267
  %21 = sitofp i32 %20 to double, !dbg !268
  %22 = load double, double* %5, align 8, !dbg !269
  %23 = call double @llvm.fmuladd.f64(double %18, double %21, double %22), !dbg !269
  store double %23, double* %5, align 8, !dbg !269
  br label %24, !dbg !270

24:                                               ; preds = %13
  %25 = load i32, i32* %6, align 4, !dbg !271
  %26 = add nsw i32 %25, 1, !dbg !271
  store i32 %26, i32* %6, align 4, !dbg !271
  br label %7, !dbg !272, !llvm.loop !273

27:                                               ; preds = %7
  %28 = load double, double* %5, align 8, !dbg !275
  ret double %28, !dbg !276
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #5 !dbg !277 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca double, align 8
  %35 = alloca i32, align 4
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !287, metadata !DIExpression()), !dbg !288
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !289, metadata !DIExpression()), !dbg !288
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !290, metadata !DIExpression()), !dbg !291
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !292, metadata !DIExpression()), !dbg !293
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !294, metadata !DIExpression()), !dbg !295
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !296, metadata !DIExpression()), !dbg !297
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !298, metadata !DIExpression()), !dbg !299
  %36 = load i32*, i32** %10, align 8, !dbg !300
  %37 = load i32*, i32** %11, align 8, !dbg !300
  %38 = load double**, double*** %12, align 8, !dbg !300
  %39 = load double**, double*** %13, align 8, !dbg !300
  %40 = load double**, double*** %14, align 8, !dbg !300
  call void @llvm.dbg.declare(metadata i64* %15, metadata !301, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata i32* %18, metadata !302, metadata !DIExpression()), !dbg !288
  %41 = load i32, i32* %37, align 4, !dbg !303
  store i32 %41, i32* %18, align 4, !dbg !303
  call void @llvm.dbg.declare(metadata i32* %19, metadata !302, metadata !DIExpression()), !dbg !288
  %42 = load i32, i32* %36, align 4, !dbg !304
  store i32 %42, i32* %19, align 4, !dbg !304
  call void @llvm.dbg.declare(metadata i32* %20, metadata !302, metadata !DIExpression()), !dbg !288
  %43 = load i32, i32* %37, align 4, !dbg !305
  store i32 %43, i32* %20, align 4, !dbg !305
  call void @llvm.dbg.declare(metadata i32* %21, metadata !302, metadata !DIExpression()), !dbg !288
  %44 = load i32, i32* %36, align 4, !dbg !306
  store i32 %44, i32* %21, align 4, !dbg !306
  call void @llvm.dbg.declare(metadata i64* %22, metadata !307, metadata !DIExpression()), !dbg !288
  %45 = load i32, i32* %18, align 4, !dbg !303
  %46 = load i32, i32* %19, align 4, !dbg !304
  %47 = sub nsw i32 0, %46, !dbg !300
  %48 = add nsw i32 %47, 1, !dbg !300
  %49 = sub nsw i32 %45, %48, !dbg !300
  %50 = load i32, i32* %19, align 4, !dbg !304
  %51 = sdiv i32 %49, %50, !dbg !300
  %52 = sext i32 %51 to i64, !dbg !300
  %53 = load i32, i32* %20, align 4, !dbg !305
  %54 = load i32, i32* %21, align 4, !dbg !306
  %55 = sub nsw i32 0, %54, !dbg !308
  %56 = add nsw i32 %55, 1, !dbg !308
  %57 = sub nsw i32 %53, %56, !dbg !308
  %58 = load i32, i32* %21, align 4, !dbg !306
  %59 = sdiv i32 %57, %58, !dbg !308
  %60 = sext i32 %59 to i64, !dbg !308
  %61 = mul nsw i64 %52, %60, !dbg !308
  %62 = sub nsw i64 %61, 1, !dbg !308
  store i64 %62, i64* %22, align 8, !dbg !300
  call void @llvm.dbg.declare(metadata i32* %23, metadata !309, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata i32* %24, metadata !310, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %23, align 4, !dbg !311
  store i32 0, i32* %24, align 4, !dbg !312
  %63 = load i32, i32* %18, align 4, !dbg !303
  %64 = icmp slt i32 0, %63, !dbg !300
  br i1 %64, label %65, label %220, !dbg !313

65:                                               ; preds = %7
  %66 = load i32, i32* %20, align 4, !dbg !305
  %67 = icmp slt i32 0, %66, !dbg !308
  br i1 %67, label %68, label %220, !dbg !300

68:                                               ; preds = %65
  call void @llvm.dbg.declare(metadata i64* %25, metadata !314, metadata !DIExpression()), !dbg !288
  store i64 0, i64* %25, align 8, !dbg !315
  call void @llvm.dbg.declare(metadata i64* %26, metadata !316, metadata !DIExpression()), !dbg !288
  %69 = load i64, i64* %22, align 8, !dbg !308
  store i64 %69, i64* %26, align 8, !dbg !315
  call void @llvm.dbg.declare(metadata i64* %27, metadata !317, metadata !DIExpression()), !dbg !288
  store i64 1, i64* %27, align 8, !dbg !315
  call void @llvm.dbg.declare(metadata i32* %28, metadata !318, metadata !DIExpression()), !dbg !288
  store i32 0, i32* %28, align 4, !dbg !315
  call void @llvm.dbg.declare(metadata i32* %29, metadata !309, metadata !DIExpression()), !dbg !288
  call void @llvm.dbg.declare(metadata i32* %30, metadata !310, metadata !DIExpression()), !dbg !288
  %70 = load i32*, i32** %8, align 8, !dbg !300
  %71 = load i32, i32* %70, align 4, !dbg !300
  call void @__kmpc_for_static_init_8(%struct.ident_t* @1, i32 %71, i32 34, i32* %28, i64* %25, i64* %26, i64* %27, i64 1, i64 1), !dbg !319
  %72 = load i64, i64* %26, align 8, !dbg !315
  %73 = load i64, i64* %22, align 8, !dbg !308
  %74 = icmp sgt i64 %72, %73, !dbg !315
  br i1 %74, label %75, label %77, !dbg !315

75:                                               ; preds = %68
  %76 = load i64, i64* %22, align 8, !dbg !308
  br label %79, !dbg !315

77:                                               ; preds = %68
  %78 = load i64, i64* %26, align 8, !dbg !315
  br label %79, !dbg !315

79:                                               ; preds = %77, %75
  %80 = phi i64 [ %76, %75 ], [ %78, %77 ], !dbg !315
  store i64 %80, i64* %26, align 8, !dbg !315
  %81 = load i64, i64* %25, align 8, !dbg !315
  store i64 %81, i64* %15, align 8, !dbg !315
  br label %82, !dbg !300

82:                                               ; preds = %213, %79
  %83 = load i64, i64* %15, align 8, !dbg !315
  %84 = load i64, i64* %26, align 8, !dbg !315
  %85 = icmp sle i64 %83, %84, !dbg !300
  br i1 %85, label %86, label %216, !dbg !300

86:                                               ; preds = %82
  %87 = load i64, i64* %15, align 8, !dbg !315
  %88 = load i32, i32* %20, align 4, !dbg !305
  %89 = load i32, i32* %21, align 4, !dbg !306
  %90 = sub nsw i32 0, %89, !dbg !308
  %91 = add nsw i32 %90, 1, !dbg !308
  %92 = sub nsw i32 %88, %91, !dbg !308
  %93 = load i32, i32* %21, align 4, !dbg !306
  %94 = sdiv i32 %92, %93, !dbg !308
  %95 = mul nsw i32 1, %94, !dbg !311
  %96 = sext i32 %95 to i64, !dbg !288
  %97 = sdiv i64 %87, %96, !dbg !311
  %98 = load i32, i32* %19, align 4, !dbg !304
  %99 = sext i32 %98 to i64, !dbg !304
  %100 = mul nsw i64 %97, %99, !dbg !311
  %101 = add nsw i64 0, %100, !dbg !311
  %102 = trunc i64 %101 to i32, !dbg !313
  store i32 %102, i32* %29, align 4, !dbg !311
  %103 = load i64, i64* %15, align 8, !dbg !315
  %104 = load i64, i64* %15, align 8, !dbg !315
  %105 = load i32, i32* %20, align 4, !dbg !305
  %106 = load i32, i32* %21, align 4, !dbg !306
  %107 = sub nsw i32 0, %106, !dbg !308
  %108 = add nsw i32 %107, 1, !dbg !308
  %109 = sub nsw i32 %105, %108, !dbg !308
  %110 = load i32, i32* %21, align 4, !dbg !306
  %111 = sdiv i32 %109, %110, !dbg !308
  %112 = mul nsw i32 1, %111, !dbg !311
  %113 = sext i32 %112 to i64, !dbg !288
  %114 = sdiv i64 %104, %113, !dbg !311
  %115 = load i32, i32* %20, align 4, !dbg !305
  %116 = load i32, i32* %21, align 4, !dbg !306
  %117 = sub nsw i32 0, %116, !dbg !308
  %118 = add nsw i32 %117, 1, !dbg !308
  %119 = sub nsw i32 %115, %118, !dbg !308
  %120 = load i32, i32* %21, align 4, !dbg !306
  %121 = sdiv i32 %119, %120, !dbg !308
  %122 = mul nsw i32 1, %121, !dbg !311
  %123 = sext i32 %122 to i64, !dbg !288
  %124 = mul nsw i64 %114, %123, !dbg !311
  %125 = sub nsw i64 %103, %124, !dbg !311
  %126 = load i32, i32* %21, align 4, !dbg !306
  %127 = sext i32 %126 to i64, !dbg !306
  %128 = mul nsw i64 %125, %127, !dbg !312
  %129 = add nsw i64 0, %128, !dbg !312
  %130 = trunc i64 %129 to i32, !dbg !320
  store i32 %130, i32* %30, align 4, !dbg !312
  call void @llvm.dbg.declare(metadata i32* %31, metadata !321, metadata !DIExpression()), !dbg !323
  store i32 0, i32* %31, align 4, !dbg !323
  br label %131, !dbg !324

131:                                              ; preds = %207, %86
  %132 = load i32, i32* %31, align 4, !dbg !325
  %133 = load i32, i32* %37, align 4, !dbg !327
  %134 = icmp slt i32 %132, %133, !dbg !328
  br i1 %134, label %135, label %211, !dbg !329

135:                                              ; preds = %131
  call void @llvm.dbg.declare(metadata i32* %32, metadata !330, metadata !DIExpression()), !dbg !332
  %136 = load i32, i32* %29, align 4, !dbg !333
  store i32 %136, i32* %32, align 4, !dbg !332
  br label %137, !dbg !334

137:                                              ; preds = %203, %135
  %138 = load i32, i32* %32, align 4, !dbg !335
  %139 = load i32, i32* %29, align 4, !dbg !337
  %140 = load i32, i32* %36, align 4, !dbg !338
  %141 = add nsw i32 %139, %140, !dbg !339
  %142 = load i32, i32* %37, align 4, !dbg !340
  %143 = call i32 @min(i32 noundef %141, i32 noundef %142), !dbg !341
  %144 = icmp slt i32 %138, %143, !dbg !342
  br i1 %144, label %145, label %206, !dbg !343

145:                                              ; preds = %137
  call void @llvm.dbg.declare(metadata i32* %33, metadata !344, metadata !DIExpression()), !dbg !346
  %146 = load i32, i32* %31, align 4, !dbg !347
  store i32 %146, i32* %33, align 4, !dbg !346
  br label %147, !dbg !348

147:                                              ; preds = %199, %145
  %148 = load i32, i32* %33, align 4, !dbg !349
  %149 = load i32, i32* %31, align 4, !dbg !351
  %150 = load i32, i32* %36, align 4, !dbg !352
  %151 = add nsw i32 %149, %150, !dbg !353
  %152 = load i32, i32* %37, align 4, !dbg !354
  %153 = call i32 @min(i32 noundef %151, i32 noundef %152), !dbg !355
  %154 = icmp slt i32 %148, %153, !dbg !356
  br i1 %154, label %155, label %202, !dbg !357

155:                                              ; preds = %147
  call void @llvm.dbg.declare(metadata double* %34, metadata !358, metadata !DIExpression()), !dbg !360
  %156 = load double*, double** %38, align 8, !dbg !361
  %157 = load i32, i32* %32, align 4, !dbg !362
  %158 = load i32, i32* %37, align 4, !dbg !363
  %159 = mul nsw i32 %157, %158, !dbg !364
  %160 = load i32, i32* %33, align 4, !dbg !365
  %161 = add nsw i32 %159, %160, !dbg !366
  %162 = sext i32 %161 to i64, !dbg !361
  %163 = getelementptr inbounds double, double* %156, i64 %162, !dbg !361
  %164 = load double, double* %163, align 8, !dbg !361
  store double %164, double* %34, align 8, !dbg !360
  call void @llvm.dbg.declare(metadata i32* %35, metadata !367, metadata !DIExpression()), !dbg !369
  %165 = load i32, i32* %30, align 4, !dbg !370
  store i32 %165, i32* %35, align 4, !dbg !369
  br label %166, !dbg !371

166:                                              ; preds = %195, %155
  %167 = load i32, i32* %35, align 4, !dbg !372
  %168 = load i32, i32* %30, align 4, !dbg !374
  %169 = load i32, i32* %36, align 4, !dbg !375
  %170 = add nsw i32 %168, %169, !dbg !376
  %171 = load i32, i32* %37, align 4, !dbg !377
  %172 = call i32 @min(i32 noundef %170, i32 noundef %171), !dbg !378
  %173 = icmp slt i32 %167, %172, !dbg !379
  br i1 %173, label %174, label %198, !dbg !380

174:                                              ; preds = %166
  %175 = load double, double* %34, align 8, !dbg !381
  %176 = load double*, double** %40, align 8, !dbg !382
  %177 = load i32, i32* %33, align 4, !dbg !383
  %178 = load i32, i32* %37, align 4, !dbg !384
  %179 = mul nsw i32 %177, %178, !dbg !385
  %180 = load i32, i32* %35, align 4, !dbg !386
  %181 = add nsw i32 %179, %180, !dbg !387
  %182 = sext i32 %181 to i64, !dbg !382
  %183 = getelementptr inbounds double, double* %176, i64 %182, !dbg !382
  %184 = load double, double* %183, align 8, !dbg !382
  %185 = load double*, double** %39, align 8, !dbg !388
  %186 = load i32, i32* %32, align 4, !dbg !389
  %187 = load i32, i32* %37, align 4, !dbg !390
  %188 = mul nsw i32 %186, %187, !dbg !391
  %189 = load i32, i32* %35, align 4, !dbg !392
  %190 = add nsw i32 %188, %189, !dbg !393
  %191 = sext i32 %190 to i64, !dbg !388
  %192 = getelementptr inbounds double, double* %185, i64 %191, !dbg !388
  %193 = load double, double* %192, align 8, !dbg !394
  %194 = call double @llvm.fmuladd.f64(double %175, double %184, double %193), !dbg !394
  store double %194, double* %192, align 8, !dbg !394
  br label %195, !dbg !388

195:                                              ; preds = %174
  %196 = load i32, i32* %35, align 4, !dbg !395
  %197 = add nsw i32 %196, 1, !dbg !395
  store i32 %197, i32* %35, align 4, !dbg !395
  br label %166, !dbg !396, !llvm.loop !397

198:                                              ; preds = %166
  br label %199, !dbg !399

199:                                              ; preds = %198
  %200 = load i32, i32* %33, align 4, !dbg !400
  %201 = add nsw i32 %200, 1, !dbg !400
  store i32 %201, i32* %33, align 4, !dbg !400
  br label %147, !dbg !401, !llvm.loop !402

202:                                              ; preds = %147
  br label %203, !dbg !403

203:                                              ; preds = %202
  %204 = load i32, i32* %32, align 4, !dbg !404
  %205 = add nsw i32 %204, 1, !dbg !404
  store i32 %205, i32* %32, align 4, !dbg !404
  br label %137, !dbg !405, !llvm.loop !406

206:                                              ; preds = %137
  br label %207, !dbg !407

207:                                              ; preds = %206
  %208 = load i32, i32* %36, align 4, !dbg !408
  %209 = load i32, i32* %31, align 4, !dbg !409
  %210 = add nsw i32 %209, %208, !dbg !409
  store i32 %210, i32* %31, align 4, !dbg !409
  br label %131, !dbg !410, !llvm.loop !411

211:                                              ; preds = %131
  br label %212, !dbg !412

212:                                              ; preds = %211
  br label %213, !dbg !319

213:                                              ; preds = %212
  %214 = load i64, i64* %15, align 8, !dbg !315
  %215 = add nsw i64 %214, 1, !dbg !300
  store i64 %215, i64* %15, align 8, !dbg !300
  br label %82, !dbg !319, !llvm.loop !413

216:                                              ; preds = %82
  br label %217, !dbg !319

217:                                              ; preds = %216
  %218 = load i32*, i32** %8, align 8, !dbg !319
  %219 = load i32, i32* %218, align 4, !dbg !319
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %219), !dbg !414
  br label %220, !dbg !319

220:                                              ; preds = %217, %65, %7
  ret void, !dbg !415
}

declare void @__kmpc_for_static_init_8(%struct.ident_t*, i32, i32, i32*, i64*, i64*, i64*, i64, i64)

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min(i32 noundef %0, i32 noundef %1) #0 !dbg !416 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !419, metadata !DIExpression()), !dbg !420
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !421, metadata !DIExpression()), !dbg !422
  %5 = load i32, i32* %3, align 4, !dbg !423
  %6 = load i32, i32* %4, align 4, !dbg !424
  %7 = icmp slt i32 %5, %6, !dbg !425
  br i1 %7, label %8, label %10, !dbg !423

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !426
  br label %12, !dbg !423

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !427
  br label %12, !dbg !423

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !423
  ret i32 %13, !dbg !428
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #6

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, i32* noundef nonnull align 4 dereferenceable(4) %2, i32* noundef nonnull align 4 dereferenceable(4) %3, double** noundef nonnull align 8 dereferenceable(8) %4, double** noundef nonnull align 8 dereferenceable(8) %5, double** noundef nonnull align 8 dereferenceable(8) %6) #5 !dbg !429 {
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca double**, align 8
  %13 = alloca double**, align 8
  %14 = alloca double**, align 8
  store i32* %0, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !430, metadata !DIExpression()), !dbg !431
  store i32* %1, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !432, metadata !DIExpression()), !dbg !431
  store i32* %2, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !433, metadata !DIExpression()), !dbg !431
  store i32* %3, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !434, metadata !DIExpression()), !dbg !431
  store double** %4, double*** %12, align 8
  call void @llvm.dbg.declare(metadata double*** %12, metadata !435, metadata !DIExpression()), !dbg !431
  store double** %5, double*** %13, align 8
  call void @llvm.dbg.declare(metadata double*** %13, metadata !436, metadata !DIExpression()), !dbg !431
  store double** %6, double*** %14, align 8
  call void @llvm.dbg.declare(metadata double*** %14, metadata !437, metadata !DIExpression()), !dbg !431
  %15 = load i32*, i32** %10, align 8, !dbg !438
  %16 = load i32*, i32** %11, align 8, !dbg !438
  %17 = load double**, double*** %12, align 8, !dbg !438
  %18 = load double**, double*** %13, align 8, !dbg !438
  %19 = load double**, double*** %14, align 8, !dbg !438
  %20 = load i32*, i32** %8, align 8, !dbg !438
  %21 = load i32*, i32** %9, align 8, !dbg !438
  %22 = load i32*, i32** %10, align 8, !dbg !438
  %23 = load i32*, i32** %11, align 8, !dbg !438
  %24 = load double**, double*** %12, align 8, !dbg !438
  %25 = load double**, double*** %13, align 8, !dbg !438
  %26 = load double**, double*** %14, align 8, !dbg !438
  call void @.omp_outlined._debug__(i32* %20, i32* %21, i32* %22, i32* %23, double** %24, double** %25, double** %26) #6, !dbg !438
  ret void, !dbg !438
}

; Function Attrs: nounwind
declare !callback !439 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_tiled_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "4aad1770cfd78c25e03710a448a109d0")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"openmp", i32 50}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 58, type: !14, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 58, type: !16)
!22 = !DILocation(line: 58, column: 14, scope: !13)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 58, type: !17)
!24 = !DILocation(line: 58, column: 27, scope: !13)
!25 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 60, type: !16)
!26 = !DILocation(line: 60, column: 7, scope: !13)
!27 = !DILocation(line: 60, column: 11, scope: !13)
!28 = !DILocation(line: 60, column: 16, scope: !13)
!29 = !DILocation(line: 60, column: 27, scope: !13)
!30 = !DILocation(line: 60, column: 22, scope: !13)
!31 = !DILocalVariable(name: "bs", scope: !13, file: !1, line: 61, type: !16)
!32 = !DILocation(line: 61, column: 7, scope: !13)
!33 = !DILocation(line: 61, column: 12, scope: !13)
!34 = !DILocation(line: 61, column: 17, scope: !13)
!35 = !DILocation(line: 61, column: 28, scope: !13)
!36 = !DILocation(line: 61, column: 23, scope: !13)
!37 = !DILocalVariable(name: "A", scope: !13, file: !1, line: 62, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!39 = !DILocation(line: 62, column: 11, scope: !13)
!40 = !DILocation(line: 62, column: 39, scope: !13)
!41 = !DILocation(line: 62, column: 37, scope: !13)
!42 = !DILocation(line: 62, column: 43, scope: !13)
!43 = !DILocation(line: 62, column: 41, scope: !13)
!44 = !DILocation(line: 62, column: 15, scope: !13)
!45 = !DILocalVariable(name: "B", scope: !13, file: !1, line: 63, type: !38)
!46 = !DILocation(line: 63, column: 11, scope: !13)
!47 = !DILocation(line: 63, column: 39, scope: !13)
!48 = !DILocation(line: 63, column: 37, scope: !13)
!49 = !DILocation(line: 63, column: 43, scope: !13)
!50 = !DILocation(line: 63, column: 41, scope: !13)
!51 = !DILocation(line: 63, column: 15, scope: !13)
!52 = !DILocalVariable(name: "C", scope: !13, file: !1, line: 64, type: !38)
!53 = !DILocation(line: 64, column: 11, scope: !13)
!54 = !DILocation(line: 64, column: 39, scope: !13)
!55 = !DILocation(line: 64, column: 37, scope: !13)
!56 = !DILocation(line: 64, column: 43, scope: !13)
!57 = !DILocation(line: 64, column: 41, scope: !13)
!58 = !DILocation(line: 64, column: 15, scope: !13)
!59 = !DILocation(line: 65, column: 8, scope: !13)
!60 = !DILocation(line: 65, column: 11, scope: !13)
!61 = !DILocation(line: 65, column: 14, scope: !13)
!62 = !DILocation(line: 65, column: 17, scope: !13)
!63 = !DILocation(line: 65, column: 3, scope: !13)
!64 = !DILocalVariable(name: "t0", scope: !13, file: !1, line: 66, type: !3)
!65 = !DILocation(line: 66, column: 10, scope: !13)
!66 = !DILocation(line: 66, column: 15, scope: !13)
!67 = !DILocation(line: 67, column: 16, scope: !13)
!68 = !DILocation(line: 67, column: 19, scope: !13)
!69 = !DILocation(line: 67, column: 23, scope: !13)
!70 = !DILocation(line: 67, column: 26, scope: !13)
!71 = !DILocation(line: 67, column: 29, scope: !13)
!72 = !DILocation(line: 67, column: 3, scope: !13)
!73 = !DILocation(line: 68, column: 11, scope: !13)
!74 = !DILocation(line: 68, column: 58, scope: !13)
!75 = !DILocation(line: 68, column: 67, scope: !13)
!76 = !DILocation(line: 68, column: 65, scope: !13)
!77 = !DILocation(line: 69, column: 11, scope: !13)
!78 = !DILocation(line: 68, column: 3, scope: !13)
!79 = !DILocation(line: 70, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !13, file: !1, line: 70, column: 7)
!81 = !DILocation(line: 70, column: 12, scope: !80)
!82 = !DILocation(line: 70, column: 17, scope: !80)
!83 = !DILocation(line: 70, column: 28, scope: !80)
!84 = !DILocation(line: 70, column: 21, scope: !80)
!85 = !DILocation(line: 70, column: 7, scope: !13)
!86 = !DILocation(line: 71, column: 10, scope: !80)
!87 = !DILocation(line: 71, column: 13, scope: !80)
!88 = !DILocation(line: 71, column: 5, scope: !80)
!89 = !DILocation(line: 72, column: 38, scope: !13)
!90 = !DILocation(line: 72, column: 41, scope: !13)
!91 = !DILocation(line: 72, column: 29, scope: !13)
!92 = !DILocation(line: 72, column: 3, scope: !13)
!93 = !DILocation(line: 73, column: 8, scope: !13)
!94 = !DILocation(line: 73, column: 3, scope: !13)
!95 = !DILocation(line: 74, column: 8, scope: !13)
!96 = !DILocation(line: 74, column: 3, scope: !13)
!97 = !DILocation(line: 75, column: 8, scope: !13)
!98 = !DILocation(line: 75, column: 3, scope: !13)
!99 = !DILocation(line: 76, column: 3, scope: !13)
!100 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 19, type: !101, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !16, !38, !38, !38}
!103 = !DILocalVariable(name: "n", arg: 1, scope: !100, file: !1, line: 19, type: !16)
!104 = !DILocation(line: 19, column: 22, scope: !100)
!105 = !DILocalVariable(name: "A", arg: 2, scope: !100, file: !1, line: 19, type: !38)
!106 = !DILocation(line: 19, column: 33, scope: !100)
!107 = !DILocalVariable(name: "B", arg: 3, scope: !100, file: !1, line: 19, type: !38)
!108 = !DILocation(line: 19, column: 44, scope: !100)
!109 = !DILocalVariable(name: "C", arg: 4, scope: !100, file: !1, line: 19, type: !38)
!110 = !DILocation(line: 19, column: 55, scope: !100)
!111 = !DILocalVariable(name: "i", scope: !112, file: !1, line: 21, type: !16)
!112 = distinct !DILexicalBlock(scope: !100, file: !1, line: 21, column: 3)
!113 = !DILocation(line: 21, column: 12, scope: !112)
!114 = !DILocation(line: 21, column: 8, scope: !112)
!115 = !DILocation(line: 21, column: 19, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 21, column: 3)
!117 = !DILocation(line: 21, column: 23, scope: !116)
!118 = !DILocation(line: 21, column: 21, scope: !116)
!119 = !DILocation(line: 21, column: 3, scope: !112)
!120 = !DILocalVariable(name: "j", scope: !121, file: !1, line: 22, type: !16)
!121 = distinct !DILexicalBlock(scope: !116, file: !1, line: 22, column: 5)
!122 = !DILocation(line: 22, column: 14, scope: !121)
!123 = !DILocation(line: 22, column: 10, scope: !121)
!124 = !DILocation(line: 22, column: 21, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 22, column: 5)
!126 = !DILocation(line: 22, column: 25, scope: !125)
!127 = !DILocation(line: 22, column: 23, scope: !125)
!128 = !DILocation(line: 22, column: 5, scope: !121)
!129 = !DILocation(line: 23, column: 32, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !1, line: 22, column: 33)
!131 = !DILocation(line: 23, column: 36, scope: !130)
!132 = !DILocation(line: 23, column: 34, scope: !130)
!133 = !DILocation(line: 23, column: 39, scope: !130)
!134 = !DILocation(line: 23, column: 22, scope: !130)
!135 = !DILocation(line: 23, column: 7, scope: !130)
!136 = !DILocation(line: 23, column: 9, scope: !130)
!137 = !DILocation(line: 23, column: 13, scope: !130)
!138 = !DILocation(line: 23, column: 11, scope: !130)
!139 = !DILocation(line: 23, column: 17, scope: !130)
!140 = !DILocation(line: 23, column: 15, scope: !130)
!141 = !DILocation(line: 23, column: 20, scope: !130)
!142 = !DILocation(line: 24, column: 32, scope: !130)
!143 = !DILocation(line: 24, column: 34, scope: !130)
!144 = !DILocation(line: 24, column: 40, scope: !130)
!145 = !DILocation(line: 24, column: 38, scope: !130)
!146 = !DILocation(line: 24, column: 43, scope: !130)
!147 = !DILocation(line: 24, column: 22, scope: !130)
!148 = !DILocation(line: 24, column: 48, scope: !130)
!149 = !DILocation(line: 24, column: 7, scope: !130)
!150 = !DILocation(line: 24, column: 9, scope: !130)
!151 = !DILocation(line: 24, column: 13, scope: !130)
!152 = !DILocation(line: 24, column: 11, scope: !130)
!153 = !DILocation(line: 24, column: 17, scope: !130)
!154 = !DILocation(line: 24, column: 15, scope: !130)
!155 = !DILocation(line: 24, column: 20, scope: !130)
!156 = !DILocation(line: 25, column: 7, scope: !130)
!157 = !DILocation(line: 25, column: 9, scope: !130)
!158 = !DILocation(line: 25, column: 13, scope: !130)
!159 = !DILocation(line: 25, column: 11, scope: !130)
!160 = !DILocation(line: 25, column: 17, scope: !130)
!161 = !DILocation(line: 25, column: 15, scope: !130)
!162 = !DILocation(line: 25, column: 20, scope: !130)
!163 = !DILocation(line: 26, column: 5, scope: !130)
!164 = !DILocation(line: 22, column: 29, scope: !125)
!165 = !DILocation(line: 22, column: 5, scope: !125)
!166 = distinct !{!166, !128, !167, !168}
!167 = !DILocation(line: 26, column: 5, scope: !121)
!168 = !{!"llvm.loop.mustprogress"}
!169 = !DILocation(line: 21, column: 27, scope: !116)
!170 = !DILocation(line: 21, column: 3, scope: !116)
!171 = distinct !{!171, !119, !172, !168}
!172 = !DILocation(line: 26, column: 5, scope: !112)
!173 = !DILocation(line: 27, column: 1, scope: !100)
!174 = distinct !DISubprogram(name: "tick", scope: !1, file: !1, line: 10, type: !175, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!175 = !DISubroutineType(types: !2)
!176 = !DILocalVariable(name: "ts", scope: !174, file: !1, line: 12, type: !177)
!177 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !178, line: 11, size: 128, elements: !179)
!178 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!179 = !{!180, !184}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !177, file: !178, line: 16, baseType: !181, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !182, line: 160, baseType: !183)
!182 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!183 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !177, file: !178, line: 21, baseType: !185, size: 64, offset: 64)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !182, line: 197, baseType: !183)
!186 = !DILocation(line: 12, column: 19, scope: !174)
!187 = !DILocation(line: 13, column: 3, scope: !174)
!188 = !DILocation(line: 14, column: 13, scope: !174)
!189 = !DILocation(line: 14, column: 10, scope: !174)
!190 = !DILocation(line: 14, column: 32, scope: !174)
!191 = !DILocation(line: 14, column: 29, scope: !174)
!192 = !DILocation(line: 14, column: 20, scope: !174)
!193 = !DILocation(line: 14, column: 3, scope: !174)
!194 = distinct !DISubprogram(name: "kernel_tiled", scope: !1, file: !1, line: 29, type: !195, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !16, !16, !197, !197, !38}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!199 = !DILocalVariable(name: "n", arg: 1, scope: !194, file: !1, line: 29, type: !16)
!200 = !DILocation(line: 29, column: 30, scope: !194)
!201 = !DILocalVariable(name: "bs", arg: 2, scope: !194, file: !1, line: 29, type: !16)
!202 = !DILocation(line: 29, column: 37, scope: !194)
!203 = !DILocalVariable(name: "A", arg: 3, scope: !194, file: !1, line: 29, type: !197)
!204 = !DILocation(line: 29, column: 55, scope: !194)
!205 = !DILocalVariable(name: "B", arg: 4, scope: !194, file: !1, line: 29, type: !197)
!206 = !DILocation(line: 29, column: 72, scope: !194)
!207 = !DILocalVariable(name: "C", arg: 5, scope: !194, file: !1, line: 30, type: !38)
!208 = !DILocation(line: 30, column: 34, scope: !194)
!209 = !DILocation(line: 32, column: 1, scope: !194)
!210 = !DILocation(line: 42, column: 1, scope: !194)
!211 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 52, type: !212, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!212 = !DISubroutineType(types: !213)
!213 = !{null, !16, !197}
!214 = !DILocalVariable(name: "n", arg: 1, scope: !211, file: !1, line: 52, type: !16)
!215 = !DILocation(line: 52, column: 22, scope: !211)
!216 = !DILocalVariable(name: "C", arg: 2, scope: !211, file: !1, line: 52, type: !197)
!217 = !DILocation(line: 52, column: 39, scope: !211)
!218 = !DILocalVariable(name: "i", scope: !219, file: !1, line: 54, type: !16)
!219 = distinct !DILexicalBlock(scope: !211, file: !1, line: 54, column: 3)
!220 = !DILocation(line: 54, column: 12, scope: !219)
!221 = !DILocation(line: 54, column: 8, scope: !219)
!222 = !DILocation(line: 54, column: 19, scope: !223)
!223 = distinct !DILexicalBlock(scope: !219, file: !1, line: 54, column: 3)
!224 = !DILocation(line: 54, column: 23, scope: !223)
!225 = !DILocation(line: 54, column: 27, scope: !223)
!226 = !DILocation(line: 54, column: 25, scope: !223)
!227 = !DILocation(line: 54, column: 21, scope: !223)
!228 = !DILocation(line: 54, column: 3, scope: !219)
!229 = !DILocation(line: 55, column: 13, scope: !223)
!230 = !DILocation(line: 55, column: 32, scope: !223)
!231 = !DILocation(line: 55, column: 34, scope: !223)
!232 = !DILocation(line: 55, column: 38, scope: !223)
!233 = !DILocation(line: 55, column: 42, scope: !223)
!234 = !DILocation(line: 55, column: 40, scope: !223)
!235 = !DILocation(line: 55, column: 47, scope: !223)
!236 = !DILocation(line: 55, column: 49, scope: !223)
!237 = !DILocation(line: 55, column: 44, scope: !223)
!238 = !DILocation(line: 55, column: 5, scope: !223)
!239 = !DILocation(line: 54, column: 31, scope: !223)
!240 = !DILocation(line: 54, column: 3, scope: !223)
!241 = distinct !{!241, !228, !242, !168}
!242 = !DILocation(line: 55, column: 65, scope: !219)
!243 = !DILocation(line: 56, column: 1, scope: !211)
!244 = distinct !DISubprogram(name: "checksum", scope: !1, file: !1, line: 44, type: !245, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!245 = !DISubroutineType(types: !246)
!246 = !{!3, !16, !197}
!247 = !DILocalVariable(name: "n", arg: 1, scope: !244, file: !1, line: 44, type: !16)
!248 = !DILocation(line: 44, column: 28, scope: !244)
!249 = !DILocalVariable(name: "C", arg: 2, scope: !244, file: !1, line: 44, type: !197)
!250 = !DILocation(line: 44, column: 45, scope: !244)
!251 = !DILocalVariable(name: "s", scope: !244, file: !1, line: 46, type: !3)
!252 = !DILocation(line: 46, column: 10, scope: !244)
!253 = !DILocalVariable(name: "i", scope: !254, file: !1, line: 47, type: !16)
!254 = distinct !DILexicalBlock(scope: !244, file: !1, line: 47, column: 3)
!255 = !DILocation(line: 47, column: 12, scope: !254)
!256 = !DILocation(line: 47, column: 8, scope: !254)
!257 = !DILocation(line: 47, column: 19, scope: !258)
!258 = distinct !DILexicalBlock(scope: !254, file: !1, line: 47, column: 3)
!259 = !DILocation(line: 47, column: 23, scope: !258)
!260 = !DILocation(line: 47, column: 27, scope: !258)
!261 = !DILocation(line: 47, column: 25, scope: !258)
!262 = !DILocation(line: 47, column: 21, scope: !258)
!263 = !DILocation(line: 47, column: 3, scope: !254)
!264 = !DILocation(line: 48, column: 10, scope: !258)
!265 = !DILocation(line: 48, column: 12, scope: !258)
!266 = !DILocation(line: 48, column: 18, scope: !258)
!267 = !DILocation(line: 48, column: 20, scope: !258)
!268 = !DILocation(line: 48, column: 17, scope: !258)
!269 = !DILocation(line: 48, column: 7, scope: !258)
!270 = !DILocation(line: 48, column: 5, scope: !258)
!271 = !DILocation(line: 47, column: 31, scope: !258)
!272 = !DILocation(line: 47, column: 3, scope: !258)
!273 = distinct !{!273, !263, !274, !168}
!274 = !DILocation(line: 48, column: 23, scope: !254)
!275 = !DILocation(line: 49, column: 10, scope: !244)
!276 = !DILocation(line: 49, column: 3, scope: !244)
!277 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 33, type: !278, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!278 = !DISubroutineType(types: !279)
!279 = !{null, !280, !280, !284, !284, !285, !286, !285}
!280 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !282)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !283, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!284 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !16, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !197, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !38, size: 64)
!287 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !277, type: !280, flags: DIFlagArtificial)
!288 = !DILocation(line: 0, scope: !277)
!289 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !277, type: !280, flags: DIFlagArtificial)
!290 = !DILocalVariable(name: "bs", arg: 3, scope: !277, file: !1, line: 29, type: !284)
!291 = !DILocation(line: 29, column: 37, scope: !277)
!292 = !DILocalVariable(name: "n", arg: 4, scope: !277, file: !1, line: 29, type: !284)
!293 = !DILocation(line: 29, column: 30, scope: !277)
!294 = !DILocalVariable(name: "A", arg: 5, scope: !277, file: !1, line: 29, type: !285)
!295 = !DILocation(line: 29, column: 55, scope: !277)
!296 = !DILocalVariable(name: "C", arg: 6, scope: !277, file: !1, line: 30, type: !286)
!297 = !DILocation(line: 30, column: 34, scope: !277)
!298 = !DILocalVariable(name: "B", arg: 7, scope: !277, file: !1, line: 29, type: !285)
!299 = !DILocation(line: 29, column: 72, scope: !277)
!300 = !DILocation(line: 33, column: 3, scope: !277)
!301 = !DILocalVariable(name: ".omp.iv", scope: !277, type: !183, flags: DIFlagArtificial)
!302 = !DILocalVariable(name: ".capture_expr.", scope: !277, type: !16, flags: DIFlagArtificial)
!303 = !DILocation(line: 33, column: 25, scope: !277)
!304 = !DILocation(line: 33, column: 34, scope: !277)
!305 = !DILocation(line: 34, column: 27, scope: !277)
!306 = !DILocation(line: 34, column: 36, scope: !277)
!307 = !DILocalVariable(name: ".capture_expr.", scope: !277, type: !183, flags: DIFlagArtificial)
!308 = !DILocation(line: 34, column: 5, scope: !277)
!309 = !DILocalVariable(name: "ii", scope: !277, type: !16, flags: DIFlagArtificial)
!310 = !DILocalVariable(name: "jj", scope: !277, type: !16, flags: DIFlagArtificial)
!311 = !DILocation(line: 33, column: 28, scope: !277)
!312 = !DILocation(line: 34, column: 30, scope: !277)
!313 = !DILocation(line: 33, column: 17, scope: !277)
!314 = !DILocalVariable(name: ".omp.lb", scope: !277, type: !183, flags: DIFlagArtificial)
!315 = !DILocation(line: 33, column: 8, scope: !277)
!316 = !DILocalVariable(name: ".omp.ub", scope: !277, type: !183, flags: DIFlagArtificial)
!317 = !DILocalVariable(name: ".omp.stride", scope: !277, type: !183, flags: DIFlagArtificial)
!318 = !DILocalVariable(name: ".omp.is_last", scope: !277, type: !16, flags: DIFlagArtificial)
!319 = !DILocation(line: 32, column: 1, scope: !277)
!320 = !DILocation(line: 34, column: 19, scope: !277)
!321 = !DILocalVariable(name: "kk", scope: !322, file: !1, line: 35, type: !16)
!322 = distinct !DILexicalBlock(scope: !277, file: !1, line: 35, column: 7)
!323 = !DILocation(line: 35, column: 16, scope: !322)
!324 = !DILocation(line: 35, column: 12, scope: !322)
!325 = !DILocation(line: 35, column: 24, scope: !326)
!326 = distinct !DILexicalBlock(scope: !322, file: !1, line: 35, column: 7)
!327 = !DILocation(line: 35, column: 29, scope: !326)
!328 = !DILocation(line: 35, column: 27, scope: !326)
!329 = !DILocation(line: 35, column: 7, scope: !322)
!330 = !DILocalVariable(name: "i", scope: !331, file: !1, line: 36, type: !16)
!331 = distinct !DILexicalBlock(scope: !326, file: !1, line: 36, column: 9)
!332 = !DILocation(line: 36, column: 18, scope: !331)
!333 = !DILocation(line: 36, column: 22, scope: !331)
!334 = !DILocation(line: 36, column: 14, scope: !331)
!335 = !DILocation(line: 36, column: 26, scope: !336)
!336 = distinct !DILexicalBlock(scope: !331, file: !1, line: 36, column: 9)
!337 = !DILocation(line: 36, column: 34, scope: !336)
!338 = !DILocation(line: 36, column: 39, scope: !336)
!339 = !DILocation(line: 36, column: 37, scope: !336)
!340 = !DILocation(line: 36, column: 43, scope: !336)
!341 = !DILocation(line: 36, column: 30, scope: !336)
!342 = !DILocation(line: 36, column: 28, scope: !336)
!343 = !DILocation(line: 36, column: 9, scope: !331)
!344 = !DILocalVariable(name: "k", scope: !345, file: !1, line: 37, type: !16)
!345 = distinct !DILexicalBlock(scope: !336, file: !1, line: 37, column: 11)
!346 = !DILocation(line: 37, column: 20, scope: !345)
!347 = !DILocation(line: 37, column: 24, scope: !345)
!348 = !DILocation(line: 37, column: 16, scope: !345)
!349 = !DILocation(line: 37, column: 28, scope: !350)
!350 = distinct !DILexicalBlock(scope: !345, file: !1, line: 37, column: 11)
!351 = !DILocation(line: 37, column: 36, scope: !350)
!352 = !DILocation(line: 37, column: 41, scope: !350)
!353 = !DILocation(line: 37, column: 39, scope: !350)
!354 = !DILocation(line: 37, column: 45, scope: !350)
!355 = !DILocation(line: 37, column: 32, scope: !350)
!356 = !DILocation(line: 37, column: 30, scope: !350)
!357 = !DILocation(line: 37, column: 11, scope: !345)
!358 = !DILocalVariable(name: "a", scope: !359, file: !1, line: 38, type: !3)
!359 = distinct !DILexicalBlock(scope: !350, file: !1, line: 37, column: 54)
!360 = !DILocation(line: 38, column: 20, scope: !359)
!361 = !DILocation(line: 38, column: 24, scope: !359)
!362 = !DILocation(line: 38, column: 26, scope: !359)
!363 = !DILocation(line: 38, column: 30, scope: !359)
!364 = !DILocation(line: 38, column: 28, scope: !359)
!365 = !DILocation(line: 38, column: 34, scope: !359)
!366 = !DILocation(line: 38, column: 32, scope: !359)
!367 = !DILocalVariable(name: "j", scope: !368, file: !1, line: 39, type: !16)
!368 = distinct !DILexicalBlock(scope: !359, file: !1, line: 39, column: 13)
!369 = !DILocation(line: 39, column: 22, scope: !368)
!370 = !DILocation(line: 39, column: 26, scope: !368)
!371 = !DILocation(line: 39, column: 18, scope: !368)
!372 = !DILocation(line: 39, column: 30, scope: !373)
!373 = distinct !DILexicalBlock(scope: !368, file: !1, line: 39, column: 13)
!374 = !DILocation(line: 39, column: 38, scope: !373)
!375 = !DILocation(line: 39, column: 43, scope: !373)
!376 = !DILocation(line: 39, column: 41, scope: !373)
!377 = !DILocation(line: 39, column: 47, scope: !373)
!378 = !DILocation(line: 39, column: 34, scope: !373)
!379 = !DILocation(line: 39, column: 32, scope: !373)
!380 = !DILocation(line: 39, column: 13, scope: !368)
!381 = !DILocation(line: 40, column: 31, scope: !373)
!382 = !DILocation(line: 40, column: 35, scope: !373)
!383 = !DILocation(line: 40, column: 37, scope: !373)
!384 = !DILocation(line: 40, column: 41, scope: !373)
!385 = !DILocation(line: 40, column: 39, scope: !373)
!386 = !DILocation(line: 40, column: 45, scope: !373)
!387 = !DILocation(line: 40, column: 43, scope: !373)
!388 = !DILocation(line: 40, column: 15, scope: !373)
!389 = !DILocation(line: 40, column: 17, scope: !373)
!390 = !DILocation(line: 40, column: 21, scope: !373)
!391 = !DILocation(line: 40, column: 19, scope: !373)
!392 = !DILocation(line: 40, column: 25, scope: !373)
!393 = !DILocation(line: 40, column: 23, scope: !373)
!394 = !DILocation(line: 40, column: 28, scope: !373)
!395 = !DILocation(line: 39, column: 52, scope: !373)
!396 = !DILocation(line: 39, column: 13, scope: !373)
!397 = distinct !{!397, !380, !398, !168}
!398 = !DILocation(line: 40, column: 46, scope: !368)
!399 = !DILocation(line: 41, column: 11, scope: !359)
!400 = !DILocation(line: 37, column: 50, scope: !350)
!401 = !DILocation(line: 37, column: 11, scope: !350)
!402 = distinct !{!402, !357, !403, !168}
!403 = !DILocation(line: 41, column: 11, scope: !345)
!404 = !DILocation(line: 36, column: 48, scope: !336)
!405 = !DILocation(line: 36, column: 9, scope: !336)
!406 = distinct !{!406, !343, !407, !168}
!407 = !DILocation(line: 41, column: 11, scope: !331)
!408 = !DILocation(line: 35, column: 38, scope: !326)
!409 = !DILocation(line: 35, column: 35, scope: !326)
!410 = !DILocation(line: 35, column: 7, scope: !326)
!411 = distinct !{!411, !329, !412, !168}
!412 = !DILocation(line: 41, column: 11, scope: !322)
!413 = distinct !{!413, !319, !414}
!414 = !DILocation(line: 32, column: 54, scope: !277)
!415 = !DILocation(line: 41, column: 11, scope: !277)
!416 = distinct !DISubprogram(name: "min", scope: !1, file: !1, line: 17, type: !417, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!417 = !DISubroutineType(types: !418)
!418 = !{!16, !16, !16}
!419 = !DILocalVariable(name: "a", arg: 1, scope: !416, file: !1, line: 17, type: !16)
!420 = !DILocation(line: 17, column: 20, scope: !416)
!421 = !DILocalVariable(name: "b", arg: 2, scope: !416, file: !1, line: 17, type: !16)
!422 = !DILocation(line: 17, column: 27, scope: !416)
!423 = !DILocation(line: 17, column: 39, scope: !416)
!424 = !DILocation(line: 17, column: 43, scope: !416)
!425 = !DILocation(line: 17, column: 41, scope: !416)
!426 = !DILocation(line: 17, column: 47, scope: !416)
!427 = !DILocation(line: 17, column: 51, scope: !416)
!428 = !DILocation(line: 17, column: 32, scope: !416)
!429 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 32, type: !278, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!430 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !429, type: !280, flags: DIFlagArtificial)
!431 = !DILocation(line: 0, scope: !429)
!432 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !429, type: !280, flags: DIFlagArtificial)
!433 = !DILocalVariable(name: "bs", arg: 3, scope: !429, type: !284, flags: DIFlagArtificial)
!434 = !DILocalVariable(name: "n", arg: 4, scope: !429, type: !284, flags: DIFlagArtificial)
!435 = !DILocalVariable(name: "A", arg: 5, scope: !429, type: !285, flags: DIFlagArtificial)
!436 = !DILocalVariable(name: "C", arg: 6, scope: !429, type: !286, flags: DIFlagArtificial)
!437 = !DILocalVariable(name: "B", arg: 7, scope: !429, type: !285, flags: DIFlagArtificial)
!438 = !DILocation(line: 32, column: 1, scope: !429)
!439 = !{!440}
!440 = !{i64 2, i64 -1, i64 -1, i1 true}
