; ModuleID = 'matmul_harness.c'
source_filename = "matmul_harness.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [12 x i8] c"time %0.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"%0.2lf \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %15 = load i32, i32* %4, align 4, !dbg !29
  %16 = icmp sgt i32 %15, 1, !dbg !30
  br i1 %16, label %17, label %22, !dbg !29

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !31
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !31
  %20 = load i8*, i8** %19, align 8, !dbg !31
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !32
  br label %23, !dbg !29

22:                                               ; preds = %2
  br label %23, !dbg !29

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 48, %22 ], !dbg !29
  store i32 %24, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata double** %7, metadata !33, metadata !DIExpression()), !dbg !35
  %25 = load i32, i32* %6, align 4, !dbg !36
  %26 = sext i32 %25 to i64, !dbg !37
  %27 = load i32, i32* %6, align 4, !dbg !38
  %28 = sext i32 %27 to i64, !dbg !38
  %29 = mul i64 %26, %28, !dbg !39
  %30 = mul i64 %29, 8, !dbg !40
  %31 = call noalias i8* @malloc(i64 noundef %30) #6, !dbg !41
  %32 = bitcast i8* %31 to double*, !dbg !41
  store double* %32, double** %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata double** %8, metadata !42, metadata !DIExpression()), !dbg !43
  %33 = load i32, i32* %6, align 4, !dbg !44
  %34 = sext i32 %33 to i64, !dbg !45
  %35 = load i32, i32* %6, align 4, !dbg !46
  %36 = sext i32 %35 to i64, !dbg !46
  %37 = mul i64 %34, %36, !dbg !47
  %38 = mul i64 %37, 8, !dbg !48
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !49
  %40 = bitcast i8* %39 to double*, !dbg !49
  store double* %40, double** %8, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata double** %9, metadata !50, metadata !DIExpression()), !dbg !51
  %41 = load i32, i32* %6, align 4, !dbg !52
  %42 = sext i32 %41 to i64, !dbg !53
  %43 = load i32, i32* %6, align 4, !dbg !54
  %44 = sext i32 %43 to i64, !dbg !54
  %45 = mul i64 %42, %44, !dbg !55
  %46 = mul i64 %45, 8, !dbg !56
  %47 = call noalias i8* @malloc(i64 noundef %46) #6, !dbg !57
  %48 = bitcast i8* %47 to double*, !dbg !57
  store double* %48, double** %9, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata double** %10, metadata !58, metadata !DIExpression()), !dbg !59
  %49 = load i32, i32* %6, align 4, !dbg !60
  %50 = sext i32 %49 to i64, !dbg !61
  %51 = load i32, i32* %6, align 4, !dbg !62
  %52 = sext i32 %51 to i64, !dbg !62
  %53 = mul i64 %50, %52, !dbg !63
  %54 = mul i64 %53, 8, !dbg !64
  %55 = call noalias i8* @malloc(i64 noundef %54) #6, !dbg !65
  %56 = bitcast i8* %55 to double*, !dbg !65
  store double* %56, double** %10, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata double* %11, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata double* %12, metadata !68, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.declare(metadata double* %13, metadata !70, metadata !DIExpression()), !dbg !71
  store double 0.000000e+00, double* %13, align 8, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %14, metadata !72, metadata !DIExpression()), !dbg !73
  %57 = load i32, i32* %6, align 4, !dbg !74
  %58 = load double*, double** %7, align 8, !dbg !75
  %59 = load double*, double** %8, align 8, !dbg !76
  %60 = load double*, double** %10, align 8, !dbg !77
  call void @init_array(i32 noundef %57, double* noundef %58, double* noundef %59, double* noundef %60), !dbg !78
  %61 = call double @now(), !dbg !79
  store double %61, double* %11, align 8, !dbg !80
  %62 = load i32, i32* %6, align 4, !dbg !81
  %63 = load double*, double** %7, align 8, !dbg !82
  %64 = load double*, double** %8, align 8, !dbg !83
  %65 = load double*, double** %10, align 8, !dbg !84
  call void @kernel_matmul(i32 noundef %62, double* noundef %63, double* noundef %64, double* noundef %65), !dbg !85
  %66 = load i32, i32* %6, align 4, !dbg !86
  %67 = load double*, double** %7, align 8, !dbg !87
  %68 = load double*, double** %8, align 8, !dbg !88
  %69 = load double*, double** %9, align 8, !dbg !89
  %70 = load double*, double** %10, align 8, !dbg !90
  call void @kernel_matmul_t(i32 noundef %66, double* noundef %67, double* noundef %68, double* noundef %69, double* noundef %70), !dbg !91
  %71 = call double @now(), !dbg !92
  store double %71, double* %12, align 8, !dbg !93
  %72 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !94
  %73 = load double, double* %12, align 8, !dbg !95
  %74 = load double, double* %11, align 8, !dbg !96
  %75 = fsub double %73, %74, !dbg !97
  %76 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %72, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), double noundef %75), !dbg !98
  %77 = load i32, i32* %4, align 4, !dbg !99
  %78 = icmp sgt i32 %77, 42, !dbg !101
  br i1 %78, label %79, label %88, !dbg !102

79:                                               ; preds = %23
  %80 = load i8**, i8*** %5, align 8, !dbg !103
  %81 = getelementptr inbounds i8*, i8** %80, i64 0, !dbg !103
  %82 = load i8*, i8** %81, align 8, !dbg !103
  %83 = call i32 @strcmp(i8* noundef %82, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !104
  %84 = icmp ne i32 %83, 0, !dbg !104
  br i1 %84, label %88, label %85, !dbg !105

85:                                               ; preds = %79
  %86 = load i32, i32* %6, align 4, !dbg !106
  %87 = load double*, double** %10, align 8, !dbg !107
  call void @dump(i32 noundef %86, double* noundef %87), !dbg !108
  br label %88, !dbg !108

88:                                               ; preds = %85, %79, %23
  store i32 0, i32* %14, align 4, !dbg !109
  br label %89, !dbg !111

89:                                               ; preds = %103, %88
  %90 = load i32, i32* %14, align 4, !dbg !112
  %91 = load i32, i32* %6, align 4, !dbg !114
  %92 = load i32, i32* %6, align 4, !dbg !115
  %93 = mul nsw i32 %91, %92, !dbg !116
  %94 = icmp slt i32 %90, %93, !dbg !117
  br i1 %94, label %95, label %106, !dbg !118

95:                                               ; preds = %89
  %96 = load double*, double** %10, align 8, !dbg !119
  %97 = load i32, i32* %14, align 4, !dbg !120
  %98 = sext i32 %97 to i64, !dbg !119
  %99 = getelementptr inbounds double, double* %96, i64 %98, !dbg !119
  %100 = load double, double* %99, align 8, !dbg !119
  %101 = load double, double* %13, align 8, !dbg !121
  %102 = fadd double %101, %100, !dbg !121
  store double %102, double* %13, align 8, !dbg !121
  br label %103, !dbg !122

103:                                              ; preds = %95
  %104 = load i32, i32* %14, align 4, !dbg !123
  %105 = add nsw i32 %104, 1, !dbg !123
  store i32 %105, i32* %14, align 4, !dbg !123
  br label %89, !dbg !124, !llvm.loop !125

106:                                              ; preds = %89
  %107 = load double, double* %13, align 8, !dbg !128
  %108 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %107), !dbg !129
  %109 = load double*, double** %7, align 8, !dbg !130
  %110 = bitcast double* %109 to i8*, !dbg !130
  call void @free(i8* noundef %110) #6, !dbg !131
  %111 = load double*, double** %8, align 8, !dbg !132
  %112 = bitcast double* %111 to i8*, !dbg !132
  call void @free(i8* noundef %112) #6, !dbg !133
  %113 = load double*, double** %9, align 8, !dbg !134
  %114 = bitcast double* %113 to i8*, !dbg !134
  call void @free(i8* noundef %114) #6, !dbg !135
  %115 = load double*, double** %10, align 8, !dbg !136
  %116 = bitcast double* %115 to i8*, !dbg !136
  call void @free(i8* noundef %116) #6, !dbg !137
  ret i32 0, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_array(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !139 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !142, metadata !DIExpression()), !dbg !143
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !144, metadata !DIExpression()), !dbg !145
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !146, metadata !DIExpression()), !dbg !147
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !148, metadata !DIExpression()), !dbg !149
  call void @llvm.dbg.declare(metadata i32* %9, metadata !150, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.declare(metadata i32* %10, metadata !152, metadata !DIExpression()), !dbg !153
  store i32 0, i32* %9, align 4, !dbg !154
  br label %11, !dbg !156

11:                                               ; preds = %69, %4
  %12 = load i32, i32* %9, align 4, !dbg !157
  %13 = load i32, i32* %5, align 4, !dbg !159
  %14 = icmp slt i32 %12, %13, !dbg !160
  br i1 %14, label %15, label %72, !dbg !161

15:                                               ; preds = %11
  store i32 0, i32* %10, align 4, !dbg !162
  br label %16, !dbg !164

16:                                               ; preds = %65, %15
  %17 = load i32, i32* %10, align 4, !dbg !165
  %18 = load i32, i32* %5, align 4, !dbg !167
  %19 = icmp slt i32 %17, %18, !dbg !168
  br i1 %19, label %20, label %68, !dbg !169

20:                                               ; preds = %16
  %21 = load i32, i32* %9, align 4, !dbg !170
  %22 = load i32, i32* %10, align 4, !dbg !172
  %23 = mul nsw i32 %21, %22, !dbg !173
  %24 = add nsw i32 %23, 1, !dbg !174
  %25 = load i32, i32* %5, align 4, !dbg !175
  %26 = srem i32 %24, %25, !dbg !176
  %27 = sitofp i32 %26 to double, !dbg !177
  %28 = load i32, i32* %5, align 4, !dbg !178
  %29 = sitofp i32 %28 to double, !dbg !178
  %30 = fdiv double %27, %29, !dbg !179
  %31 = load double*, double** %6, align 8, !dbg !180
  %32 = load i32, i32* %9, align 4, !dbg !181
  %33 = load i32, i32* %5, align 4, !dbg !182
  %34 = mul nsw i32 %32, %33, !dbg !183
  %35 = load i32, i32* %10, align 4, !dbg !184
  %36 = add nsw i32 %34, %35, !dbg !185
  %37 = sext i32 %36 to i64, !dbg !180
  %38 = getelementptr inbounds double, double* %31, i64 %37, !dbg !180
  store double %30, double* %38, align 8, !dbg !186
  %39 = load i32, i32* %9, align 4, !dbg !187
  %40 = load i32, i32* %10, align 4, !dbg !188
  %41 = mul nsw i32 2, %40, !dbg !189
  %42 = add nsw i32 %39, %41, !dbg !190
  %43 = load i32, i32* %5, align 4, !dbg !191
  %44 = srem i32 %42, %43, !dbg !192
  %45 = sitofp i32 %44 to double, !dbg !193
  %46 = load i32, i32* %5, align 4, !dbg !194
  %47 = sitofp i32 %46 to double, !dbg !194
  %48 = fdiv double %45, %47, !dbg !195
  %49 = load double*, double** %7, align 8, !dbg !196
  %50 = load i32, i32* %9, align 4, !dbg !197
  %51 = load i32, i32* %5, align 4, !dbg !198
  %52 = mul nsw i32 %50, %51, !dbg !199
  %53 = load i32, i32* %10, align 4, !dbg !200
  %54 = add nsw i32 %52, %53, !dbg !201
  %55 = sext i32 %54 to i64, !dbg !196
  %56 = getelementptr inbounds double, double* %49, i64 %55, !dbg !196
  store double %48, double* %56, align 8, !dbg !202
  %57 = load double*, double** %8, align 8, !dbg !203
  %58 = load i32, i32* %9, align 4, !dbg !204
  %59 = load i32, i32* %5, align 4, !dbg !205
  %60 = mul nsw i32 %58, %59, !dbg !206
  %61 = load i32, i32* %10, align 4, !dbg !207
  %62 = add nsw i32 %60, %61, !dbg !208
  %63 = sext i32 %62 to i64, !dbg !203
  %64 = getelementptr inbounds double, double* %57, i64 %63, !dbg !203
  store double 0.000000e+00, double* %64, align 8, !dbg !209
  br label %65, !dbg !210

65:                                               ; preds = %20
  %66 = load i32, i32* %10, align 4, !dbg !211
  %67 = add nsw i32 %66, 1, !dbg !211
  store i32 %67, i32* %10, align 4, !dbg !211
  br label %16, !dbg !212, !llvm.loop !213

68:                                               ; preds = %16
  br label %69, !dbg !214

69:                                               ; preds = %68
  %70 = load i32, i32* %9, align 4, !dbg !215
  %71 = add nsw i32 %70, 1, !dbg !215
  store i32 %71, i32* %9, align 4, !dbg !215
  br label %11, !dbg !216, !llvm.loop !217

72:                                               ; preds = %11
  ret void, !dbg !219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @now() #0 !dbg !220 {
  %1 = alloca %struct.timespec, align 8
  call void @llvm.dbg.declare(metadata %struct.timespec* %1, metadata !223, metadata !DIExpression()), !dbg !233
  %2 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %1) #6, !dbg !234
  %3 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 0, !dbg !235
  %4 = load i64, i64* %3, align 8, !dbg !235
  %5 = sitofp i64 %4 to double, !dbg !236
  %6 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 1, !dbg !237
  %7 = load i64, i64* %6, align 8, !dbg !237
  %8 = sitofp i64 %7 to double, !dbg !238
  %9 = call double @llvm.fmuladd.f64(double 1.000000e-09, double %8, double %5), !dbg !239
  ret double %9, !dbg !240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel_matmul(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !241 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !246, metadata !DIExpression()), !dbg !247
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !248, metadata !DIExpression()), !dbg !249
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !250, metadata !DIExpression()), !dbg !251
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !252, metadata !DIExpression()), !dbg !253
  call void @llvm.dbg.declare(metadata i32* %9, metadata !254, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.declare(metadata i32* %10, metadata !256, metadata !DIExpression()), !dbg !257
  call void @llvm.dbg.declare(metadata i32* %11, metadata !258, metadata !DIExpression()), !dbg !259
  store i32 0, i32* %9, align 4, !dbg !260
  br label %13, !dbg !262

13:                                               ; preds = %65, %4
  %14 = load i32, i32* %9, align 4, !dbg !263
  %15 = load i32, i32* %5, align 4, !dbg !265
  %16 = icmp slt i32 %14, %15, !dbg !266
  br i1 %16, label %17, label %68, !dbg !267

17:                                               ; preds = %13
  store i32 0, i32* %10, align 4, !dbg !268
  br label %18, !dbg !270

18:                                               ; preds = %61, %17
  %19 = load i32, i32* %10, align 4, !dbg !271
  %20 = load i32, i32* %5, align 4, !dbg !273
  %21 = icmp slt i32 %19, %20, !dbg !274
  br i1 %21, label %22, label %64, !dbg !275

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %12, metadata !276, metadata !DIExpression()), !dbg !278
  store double 0.000000e+00, double* %12, align 8, !dbg !278
  store i32 0, i32* %11, align 4, !dbg !279
  br label %23, !dbg !281

23:                                               ; preds = %48, %22
  %24 = load i32, i32* %11, align 4, !dbg !282
  %25 = load i32, i32* %5, align 4, !dbg !284
  %26 = icmp slt i32 %24, %25, !dbg !285
  br i1 %26, label %27, label %51, !dbg !286

27:                                               ; preds = %23
  %28 = load double*, double** %6, align 8, !dbg !287
  %29 = load i32, i32* %9, align 4, !dbg !288
  %30 = load i32, i32* %5, align 4, !dbg !289
  %31 = mul nsw i32 %29, %30, !dbg !290
  %32 = load i32, i32* %11, align 4, !dbg !291
  %33 = add nsw i32 %31, %32, !dbg !292
  %34 = sext i32 %33 to i64, !dbg !287
  %35 = getelementptr inbounds double, double* %28, i64 %34, !dbg !287
  %36 = load double, double* %35, align 8, !dbg !287
  %37 = load double*, double** %7, align 8, !dbg !293
  %38 = load i32, i32* %11, align 4, !dbg !294
  %39 = load i32, i32* %5, align 4, !dbg !295
  %40 = mul nsw i32 %38, %39, !dbg !296
  %41 = load i32, i32* %10, align 4, !dbg !297
  %42 = add nsw i32 %40, %41, !dbg !298
  %43 = sext i32 %42 to i64, !dbg !293
  %44 = getelementptr inbounds double, double* %37, i64 %43, !dbg !293
  %45 = load double, double* %44, align 8, !dbg !293
  %46 = load double, double* %12, align 8, !dbg !299
  %47 = call double @llvm.fmuladd.f64(double %36, double %45, double %46), !dbg !299
  store double %47, double* %12, align 8, !dbg !299
  br label %48, !dbg !300

48:                                               ; preds = %27
  %49 = load i32, i32* %11, align 4, !dbg !301
  %50 = add nsw i32 %49, 1, !dbg !301
  store i32 %50, i32* %11, align 4, !dbg !301
  br label %23, !dbg !302, !llvm.loop !303

51:                                               ; preds = %23
  %52 = load double, double* %12, align 8, !dbg !305
  %53 = load double*, double** %8, align 8, !dbg !306
  %54 = load i32, i32* %9, align 4, !dbg !307
  %55 = load i32, i32* %5, align 4, !dbg !308
  %56 = mul nsw i32 %54, %55, !dbg !309
  %57 = load i32, i32* %10, align 4, !dbg !310
  %58 = add nsw i32 %56, %57, !dbg !311
  %59 = sext i32 %58 to i64, !dbg !306
  %60 = getelementptr inbounds double, double* %53, i64 %59, !dbg !306
  store double %52, double* %60, align 8, !dbg !312
  br label %61, !dbg !313

61:                                               ; preds = %51
  %62 = load i32, i32* %10, align 4, !dbg !314
  %63 = add nsw i32 %62, 1, !dbg !314
  store i32 %63, i32* %10, align 4, !dbg !314
  br label %18, !dbg !315, !llvm.loop !316

64:                                               ; preds = %18
  br label %65, !dbg !317

65:                                               ; preds = %64
  %66 = load i32, i32* %9, align 4, !dbg !318
  %67 = add nsw i32 %66, 1, !dbg !318
  store i32 %67, i32* %9, align 4, !dbg !318
  br label %13, !dbg !319, !llvm.loop !320

68:                                               ; preds = %13
  ret void, !dbg !322
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel_matmul_t(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !323 {
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !326, metadata !DIExpression()), !dbg !327
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !328, metadata !DIExpression()), !dbg !329
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !330, metadata !DIExpression()), !dbg !331
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !332, metadata !DIExpression()), !dbg !333
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !334, metadata !DIExpression()), !dbg !335
  call void @llvm.dbg.declare(metadata i32* %11, metadata !336, metadata !DIExpression()), !dbg !337
  call void @llvm.dbg.declare(metadata i32* %12, metadata !338, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.declare(metadata i32* %13, metadata !340, metadata !DIExpression()), !dbg !341
  store i32 0, i32* %11, align 4, !dbg !342
  br label %15, !dbg !344

15:                                               ; preds = %46, %5
  %16 = load i32, i32* %11, align 4, !dbg !345
  %17 = load i32, i32* %6, align 4, !dbg !347
  %18 = icmp slt i32 %16, %17, !dbg !348
  br i1 %18, label %19, label %49, !dbg !349

19:                                               ; preds = %15
  store i32 0, i32* %12, align 4, !dbg !350
  br label %20, !dbg !352

20:                                               ; preds = %42, %19
  %21 = load i32, i32* %12, align 4, !dbg !353
  %22 = load i32, i32* %6, align 4, !dbg !355
  %23 = icmp slt i32 %21, %22, !dbg !356
  br i1 %23, label %24, label %45, !dbg !357

24:                                               ; preds = %20
  %25 = load double*, double** %8, align 8, !dbg !358
  %26 = load i32, i32* %11, align 4, !dbg !359
  %27 = load i32, i32* %6, align 4, !dbg !360
  %28 = mul nsw i32 %26, %27, !dbg !361
  %29 = load i32, i32* %12, align 4, !dbg !362
  %30 = add nsw i32 %28, %29, !dbg !363
  %31 = sext i32 %30 to i64, !dbg !358
  %32 = getelementptr inbounds double, double* %25, i64 %31, !dbg !358
  %33 = load double, double* %32, align 8, !dbg !358
  %34 = load double*, double** %9, align 8, !dbg !364
  %35 = load i32, i32* %12, align 4, !dbg !365
  %36 = load i32, i32* %6, align 4, !dbg !366
  %37 = mul nsw i32 %35, %36, !dbg !367
  %38 = load i32, i32* %11, align 4, !dbg !368
  %39 = add nsw i32 %37, %38, !dbg !369
  %40 = sext i32 %39 to i64, !dbg !364
  %41 = getelementptr inbounds double, double* %34, i64 %40, !dbg !364
  store double %33, double* %41, align 8, !dbg !370
  br label %42, !dbg !364

42:                                               ; preds = %24
  %43 = load i32, i32* %12, align 4, !dbg !371
  %44 = add nsw i32 %43, 1, !dbg !371
  store i32 %44, i32* %12, align 4, !dbg !371
  br label %20, !dbg !372, !llvm.loop !373

45:                                               ; preds = %20
  br label %46, !dbg !374

46:                                               ; preds = %45
  %47 = load i32, i32* %11, align 4, !dbg !375
  %48 = add nsw i32 %47, 1, !dbg !375
  store i32 %48, i32* %11, align 4, !dbg !375
  br label %15, !dbg !376, !llvm.loop !377

49:                                               ; preds = %15
  store i32 0, i32* %11, align 4, !dbg !379
  br label %50, !dbg !381

50:                                               ; preds = %104, %49
  %51 = load i32, i32* %11, align 4, !dbg !382
  %52 = load i32, i32* %6, align 4, !dbg !384
  %53 = icmp slt i32 %51, %52, !dbg !385
  br i1 %53, label %54, label %107, !dbg !386

54:                                               ; preds = %50
  store i32 0, i32* %12, align 4, !dbg !387
  br label %55, !dbg !389

55:                                               ; preds = %100, %54
  %56 = load i32, i32* %12, align 4, !dbg !390
  %57 = load i32, i32* %6, align 4, !dbg !392
  %58 = icmp slt i32 %56, %57, !dbg !393
  br i1 %58, label %59, label %103, !dbg !394

59:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata double* %14, metadata !395, metadata !DIExpression()), !dbg !397
  store double 0.000000e+00, double* %14, align 8, !dbg !397
  store i32 0, i32* %13, align 4, !dbg !398
  br label %60, !dbg !400

60:                                               ; preds = %85, %59
  %61 = load i32, i32* %13, align 4, !dbg !401
  %62 = load i32, i32* %6, align 4, !dbg !403
  %63 = icmp slt i32 %61, %62, !dbg !404
  br i1 %63, label %64, label %88, !dbg !405

64:                                               ; preds = %60
  %65 = load double*, double** %7, align 8, !dbg !406
  %66 = load i32, i32* %11, align 4, !dbg !407
  %67 = load i32, i32* %6, align 4, !dbg !408
  %68 = mul nsw i32 %66, %67, !dbg !409
  %69 = load i32, i32* %13, align 4, !dbg !410
  %70 = add nsw i32 %68, %69, !dbg !411
  %71 = sext i32 %70 to i64, !dbg !406
  %72 = getelementptr inbounds double, double* %65, i64 %71, !dbg !406
  %73 = load double, double* %72, align 8, !dbg !406
  %74 = load double*, double** %9, align 8, !dbg !412
  %75 = load i32, i32* %12, align 4, !dbg !413
  %76 = load i32, i32* %6, align 4, !dbg !414
  %77 = mul nsw i32 %75, %76, !dbg !415
  %78 = load i32, i32* %13, align 4, !dbg !416
  %79 = add nsw i32 %77, %78, !dbg !417
  %80 = sext i32 %79 to i64, !dbg !412
  %81 = getelementptr inbounds double, double* %74, i64 %80, !dbg !412
  %82 = load double, double* %81, align 8, !dbg !412
  %83 = load double, double* %14, align 8, !dbg !418
  %84 = call double @llvm.fmuladd.f64(double %73, double %82, double %83), !dbg !418
  store double %84, double* %14, align 8, !dbg !418
  br label %85, !dbg !419

85:                                               ; preds = %64
  %86 = load i32, i32* %13, align 4, !dbg !420
  %87 = add nsw i32 %86, 1, !dbg !420
  store i32 %87, i32* %13, align 4, !dbg !420
  br label %60, !dbg !421, !llvm.loop !422

88:                                               ; preds = %60
  %89 = load double, double* %14, align 8, !dbg !424
  %90 = load double*, double** %10, align 8, !dbg !425
  %91 = load i32, i32* %11, align 4, !dbg !426
  %92 = load i32, i32* %6, align 4, !dbg !427
  %93 = mul nsw i32 %91, %92, !dbg !428
  %94 = load i32, i32* %12, align 4, !dbg !429
  %95 = add nsw i32 %93, %94, !dbg !430
  %96 = sext i32 %95 to i64, !dbg !425
  %97 = getelementptr inbounds double, double* %90, i64 %96, !dbg !425
  %98 = load double, double* %97, align 8, !dbg !431
  %99 = fadd double %98, %89, !dbg !431
  store double %99, double* %97, align 8, !dbg !431
  br label %100, !dbg !432

100:                                              ; preds = %88
  %101 = load i32, i32* %12, align 4, !dbg !433
  %102 = add nsw i32 %101, 1, !dbg !433
  store i32 %102, i32* %12, align 4, !dbg !433
  br label %55, !dbg !434, !llvm.loop !435

103:                                              ; preds = %55
  br label %104, !dbg !436

104:                                              ; preds = %103
  %105 = load i32, i32* %11, align 4, !dbg !437
  %106 = add nsw i32 %105, 1, !dbg !437
  store i32 %106, i32* %11, align 4, !dbg !437
  br label %50, !dbg !438, !llvm.loop !439

107:                                              ; preds = %50
  ret void, !dbg !441
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(i32 noundef %0, double* noundef %1) #0 !dbg !442 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !445, metadata !DIExpression()), !dbg !446
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !447, metadata !DIExpression()), !dbg !448
  call void @llvm.dbg.declare(metadata i32* %5, metadata !449, metadata !DIExpression()), !dbg !450
  store i32 0, i32* %5, align 4, !dbg !451
  br label %6, !dbg !453

6:                                                ; preds = %27, %2
  %7 = load i32, i32* %5, align 4, !dbg !454
  %8 = load i32, i32* %3, align 4, !dbg !456
  %9 = load i32, i32* %3, align 4, !dbg !457
  %10 = mul nsw i32 %8, %9, !dbg !458
  %11 = icmp slt i32 %7, %10, !dbg !459
  br i1 %11, label %12, label %30, !dbg !460

12:                                               ; preds = %6
  %13 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !461
  %14 = load double*, double** %4, align 8, !dbg !463
  %15 = load i32, i32* %5, align 4, !dbg !464
  %16 = sext i32 %15 to i64, !dbg !463
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !463
  %18 = load double, double* %17, align 8, !dbg !463
  %19 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %13, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), double noundef %18), !dbg !465
  %20 = load i32, i32* %5, align 4, !dbg !466
  %21 = srem i32 %20, 20, !dbg !468
  %22 = icmp eq i32 %21, 19, !dbg !469
  br i1 %22, label %23, label %26, !dbg !470

23:                                               ; preds = %12
  %24 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !471
  %25 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %24, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i64 0, i64 0)), !dbg !472
  br label %26, !dbg !472

26:                                               ; preds = %23, %12
  br label %27, !dbg !473

27:                                               ; preds = %26
  %28 = load i32, i32* %5, align 4, !dbg !474
  %29 = add nsw i32 %28, 1, !dbg !474
  store i32 %29, i32* %5, align 4, !dbg !474
  br label %6, !dbg !475, !llvm.loop !476

30:                                               ; preds = %6
  ret void, !dbg !478
}

declare i32 @printf(i8* noundef, ...) #4

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
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matmul_harness.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b70dd735ed91108ae45b50fe5a4e576")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 66, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 66, type: !18)
!24 = !DILocation(line: 66, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 66, type: !19)
!26 = !DILocation(line: 66, column: 27, scope: !15)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 68, type: !18)
!28 = !DILocation(line: 68, column: 7, scope: !15)
!29 = !DILocation(line: 68, column: 11, scope: !15)
!30 = !DILocation(line: 68, column: 16, scope: !15)
!31 = !DILocation(line: 68, column: 27, scope: !15)
!32 = !DILocation(line: 68, column: 22, scope: !15)
!33 = !DILocalVariable(name: "A", scope: !15, file: !1, line: 69, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!35 = !DILocation(line: 69, column: 11, scope: !15)
!36 = !DILocation(line: 69, column: 30, scope: !15)
!37 = !DILocation(line: 69, column: 22, scope: !15)
!38 = !DILocation(line: 69, column: 34, scope: !15)
!39 = !DILocation(line: 69, column: 32, scope: !15)
!40 = !DILocation(line: 69, column: 36, scope: !15)
!41 = !DILocation(line: 69, column: 15, scope: !15)
!42 = !DILocalVariable(name: "B", scope: !15, file: !1, line: 70, type: !34)
!43 = !DILocation(line: 70, column: 11, scope: !15)
!44 = !DILocation(line: 70, column: 30, scope: !15)
!45 = !DILocation(line: 70, column: 22, scope: !15)
!46 = !DILocation(line: 70, column: 34, scope: !15)
!47 = !DILocation(line: 70, column: 32, scope: !15)
!48 = !DILocation(line: 70, column: 36, scope: !15)
!49 = !DILocation(line: 70, column: 15, scope: !15)
!50 = !DILocalVariable(name: "BT", scope: !15, file: !1, line: 71, type: !34)
!51 = !DILocation(line: 71, column: 11, scope: !15)
!52 = !DILocation(line: 71, column: 31, scope: !15)
!53 = !DILocation(line: 71, column: 23, scope: !15)
!54 = !DILocation(line: 71, column: 35, scope: !15)
!55 = !DILocation(line: 71, column: 33, scope: !15)
!56 = !DILocation(line: 71, column: 37, scope: !15)
!57 = !DILocation(line: 71, column: 16, scope: !15)
!58 = !DILocalVariable(name: "C", scope: !15, file: !1, line: 72, type: !34)
!59 = !DILocation(line: 72, column: 11, scope: !15)
!60 = !DILocation(line: 72, column: 30, scope: !15)
!61 = !DILocation(line: 72, column: 22, scope: !15)
!62 = !DILocation(line: 72, column: 34, scope: !15)
!63 = !DILocation(line: 72, column: 32, scope: !15)
!64 = !DILocation(line: 72, column: 36, scope: !15)
!65 = !DILocation(line: 72, column: 15, scope: !15)
!66 = !DILocalVariable(name: "t0", scope: !15, file: !1, line: 73, type: !6)
!67 = !DILocation(line: 73, column: 10, scope: !15)
!68 = !DILocalVariable(name: "t1", scope: !15, file: !1, line: 73, type: !6)
!69 = !DILocation(line: 73, column: 14, scope: !15)
!70 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 73, type: !6)
!71 = !DILocation(line: 73, column: 18, scope: !15)
!72 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 74, type: !18)
!73 = !DILocation(line: 74, column: 7, scope: !15)
!74 = !DILocation(line: 76, column: 14, scope: !15)
!75 = !DILocation(line: 76, column: 17, scope: !15)
!76 = !DILocation(line: 76, column: 20, scope: !15)
!77 = !DILocation(line: 76, column: 23, scope: !15)
!78 = !DILocation(line: 76, column: 3, scope: !15)
!79 = !DILocation(line: 77, column: 8, scope: !15)
!80 = !DILocation(line: 77, column: 6, scope: !15)
!81 = !DILocation(line: 78, column: 17, scope: !15)
!82 = !DILocation(line: 78, column: 20, scope: !15)
!83 = !DILocation(line: 78, column: 23, scope: !15)
!84 = !DILocation(line: 78, column: 26, scope: !15)
!85 = !DILocation(line: 78, column: 3, scope: !15)
!86 = !DILocation(line: 79, column: 19, scope: !15)
!87 = !DILocation(line: 79, column: 22, scope: !15)
!88 = !DILocation(line: 79, column: 25, scope: !15)
!89 = !DILocation(line: 79, column: 28, scope: !15)
!90 = !DILocation(line: 79, column: 32, scope: !15)
!91 = !DILocation(line: 79, column: 3, scope: !15)
!92 = !DILocation(line: 80, column: 8, scope: !15)
!93 = !DILocation(line: 80, column: 6, scope: !15)
!94 = !DILocation(line: 81, column: 11, scope: !15)
!95 = !DILocation(line: 81, column: 35, scope: !15)
!96 = !DILocation(line: 81, column: 40, scope: !15)
!97 = !DILocation(line: 81, column: 38, scope: !15)
!98 = !DILocation(line: 81, column: 3, scope: !15)
!99 = !DILocation(line: 83, column: 7, scope: !100)
!100 = distinct !DILexicalBlock(scope: !15, file: !1, line: 83, column: 7)
!101 = !DILocation(line: 83, column: 12, scope: !100)
!102 = !DILocation(line: 83, column: 17, scope: !100)
!103 = !DILocation(line: 83, column: 28, scope: !100)
!104 = !DILocation(line: 83, column: 21, scope: !100)
!105 = !DILocation(line: 83, column: 7, scope: !15)
!106 = !DILocation(line: 84, column: 10, scope: !100)
!107 = !DILocation(line: 84, column: 13, scope: !100)
!108 = !DILocation(line: 84, column: 5, scope: !100)
!109 = !DILocation(line: 85, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !15, file: !1, line: 85, column: 3)
!111 = !DILocation(line: 85, column: 8, scope: !110)
!112 = !DILocation(line: 85, column: 15, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !1, line: 85, column: 3)
!114 = !DILocation(line: 85, column: 19, scope: !113)
!115 = !DILocation(line: 85, column: 23, scope: !113)
!116 = !DILocation(line: 85, column: 21, scope: !113)
!117 = !DILocation(line: 85, column: 17, scope: !113)
!118 = !DILocation(line: 85, column: 3, scope: !110)
!119 = !DILocation(line: 86, column: 12, scope: !113)
!120 = !DILocation(line: 86, column: 14, scope: !113)
!121 = !DILocation(line: 86, column: 9, scope: !113)
!122 = !DILocation(line: 86, column: 5, scope: !113)
!123 = !DILocation(line: 85, column: 27, scope: !113)
!124 = !DILocation(line: 85, column: 3, scope: !113)
!125 = distinct !{!125, !118, !126, !127}
!126 = !DILocation(line: 86, column: 15, scope: !110)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 87, column: 29, scope: !15)
!129 = !DILocation(line: 87, column: 3, scope: !15)
!130 = !DILocation(line: 88, column: 8, scope: !15)
!131 = !DILocation(line: 88, column: 3, scope: !15)
!132 = !DILocation(line: 89, column: 8, scope: !15)
!133 = !DILocation(line: 89, column: 3, scope: !15)
!134 = !DILocation(line: 90, column: 8, scope: !15)
!135 = !DILocation(line: 90, column: 3, scope: !15)
!136 = !DILocation(line: 91, column: 8, scope: !15)
!137 = !DILocation(line: 91, column: 3, scope: !15)
!138 = !DILocation(line: 92, column: 3, scope: !15)
!139 = distinct !DISubprogram(name: "init_array", scope: !1, file: !1, line: 17, type: !140, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!140 = !DISubroutineType(types: !141)
!141 = !{null, !18, !34, !34, !34}
!142 = !DILocalVariable(name: "n", arg: 1, scope: !139, file: !1, line: 17, type: !18)
!143 = !DILocation(line: 17, column: 28, scope: !139)
!144 = !DILocalVariable(name: "A", arg: 2, scope: !139, file: !1, line: 17, type: !34)
!145 = !DILocation(line: 17, column: 39, scope: !139)
!146 = !DILocalVariable(name: "B", arg: 3, scope: !139, file: !1, line: 17, type: !34)
!147 = !DILocation(line: 17, column: 50, scope: !139)
!148 = !DILocalVariable(name: "C", arg: 4, scope: !139, file: !1, line: 17, type: !34)
!149 = !DILocation(line: 17, column: 61, scope: !139)
!150 = !DILocalVariable(name: "i", scope: !139, file: !1, line: 19, type: !18)
!151 = !DILocation(line: 19, column: 7, scope: !139)
!152 = !DILocalVariable(name: "j", scope: !139, file: !1, line: 19, type: !18)
!153 = !DILocation(line: 19, column: 10, scope: !139)
!154 = !DILocation(line: 20, column: 10, scope: !155)
!155 = distinct !DILexicalBlock(scope: !139, file: !1, line: 20, column: 3)
!156 = !DILocation(line: 20, column: 8, scope: !155)
!157 = !DILocation(line: 20, column: 15, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !1, line: 20, column: 3)
!159 = !DILocation(line: 20, column: 19, scope: !158)
!160 = !DILocation(line: 20, column: 17, scope: !158)
!161 = !DILocation(line: 20, column: 3, scope: !155)
!162 = !DILocation(line: 21, column: 12, scope: !163)
!163 = distinct !DILexicalBlock(scope: !158, file: !1, line: 21, column: 5)
!164 = !DILocation(line: 21, column: 10, scope: !163)
!165 = !DILocation(line: 21, column: 17, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !1, line: 21, column: 5)
!167 = !DILocation(line: 21, column: 21, scope: !166)
!168 = !DILocation(line: 21, column: 19, scope: !166)
!169 = !DILocation(line: 21, column: 5, scope: !163)
!170 = !DILocation(line: 22, column: 32, scope: !171)
!171 = distinct !DILexicalBlock(scope: !166, file: !1, line: 21, column: 29)
!172 = !DILocation(line: 22, column: 36, scope: !171)
!173 = !DILocation(line: 22, column: 34, scope: !171)
!174 = !DILocation(line: 22, column: 38, scope: !171)
!175 = !DILocation(line: 22, column: 45, scope: !171)
!176 = !DILocation(line: 22, column: 43, scope: !171)
!177 = !DILocation(line: 22, column: 22, scope: !171)
!178 = !DILocation(line: 22, column: 50, scope: !171)
!179 = !DILocation(line: 22, column: 48, scope: !171)
!180 = !DILocation(line: 22, column: 7, scope: !171)
!181 = !DILocation(line: 22, column: 9, scope: !171)
!182 = !DILocation(line: 22, column: 13, scope: !171)
!183 = !DILocation(line: 22, column: 11, scope: !171)
!184 = !DILocation(line: 22, column: 17, scope: !171)
!185 = !DILocation(line: 22, column: 15, scope: !171)
!186 = !DILocation(line: 22, column: 20, scope: !171)
!187 = !DILocation(line: 23, column: 32, scope: !171)
!188 = !DILocation(line: 23, column: 40, scope: !171)
!189 = !DILocation(line: 23, column: 38, scope: !171)
!190 = !DILocation(line: 23, column: 34, scope: !171)
!191 = !DILocation(line: 23, column: 45, scope: !171)
!192 = !DILocation(line: 23, column: 43, scope: !171)
!193 = !DILocation(line: 23, column: 22, scope: !171)
!194 = !DILocation(line: 23, column: 50, scope: !171)
!195 = !DILocation(line: 23, column: 48, scope: !171)
!196 = !DILocation(line: 23, column: 7, scope: !171)
!197 = !DILocation(line: 23, column: 9, scope: !171)
!198 = !DILocation(line: 23, column: 13, scope: !171)
!199 = !DILocation(line: 23, column: 11, scope: !171)
!200 = !DILocation(line: 23, column: 17, scope: !171)
!201 = !DILocation(line: 23, column: 15, scope: !171)
!202 = !DILocation(line: 23, column: 20, scope: !171)
!203 = !DILocation(line: 24, column: 7, scope: !171)
!204 = !DILocation(line: 24, column: 9, scope: !171)
!205 = !DILocation(line: 24, column: 13, scope: !171)
!206 = !DILocation(line: 24, column: 11, scope: !171)
!207 = !DILocation(line: 24, column: 17, scope: !171)
!208 = !DILocation(line: 24, column: 15, scope: !171)
!209 = !DILocation(line: 24, column: 20, scope: !171)
!210 = !DILocation(line: 25, column: 5, scope: !171)
!211 = !DILocation(line: 21, column: 25, scope: !166)
!212 = !DILocation(line: 21, column: 5, scope: !166)
!213 = distinct !{!213, !169, !214, !127}
!214 = !DILocation(line: 25, column: 5, scope: !163)
!215 = !DILocation(line: 20, column: 23, scope: !158)
!216 = !DILocation(line: 20, column: 3, scope: !158)
!217 = distinct !{!217, !161, !218, !127}
!218 = !DILocation(line: 25, column: 5, scope: !155)
!219 = !DILocation(line: 26, column: 1, scope: !139)
!220 = distinct !DISubprogram(name: "now", scope: !1, file: !1, line: 10, type: !221, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!221 = !DISubroutineType(types: !222)
!222 = !{!6}
!223 = !DILocalVariable(name: "ts", scope: !220, file: !1, line: 12, type: !224)
!224 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !225, line: 11, size: 128, elements: !226)
!225 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!226 = !{!227, !231}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !224, file: !225, line: 16, baseType: !228, size: 64)
!228 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !229, line: 160, baseType: !230)
!229 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!230 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !224, file: !225, line: 21, baseType: !232, size: 64, offset: 64)
!232 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !229, line: 197, baseType: !230)
!233 = !DILocation(line: 12, column: 19, scope: !220)
!234 = !DILocation(line: 13, column: 3, scope: !220)
!235 = !DILocation(line: 14, column: 21, scope: !220)
!236 = !DILocation(line: 14, column: 10, scope: !220)
!237 = !DILocation(line: 14, column: 48, scope: !220)
!238 = !DILocation(line: 14, column: 37, scope: !220)
!239 = !DILocation(line: 14, column: 28, scope: !220)
!240 = !DILocation(line: 14, column: 3, scope: !220)
!241 = distinct !DISubprogram(name: "kernel_matmul", scope: !1, file: !1, line: 28, type: !242, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!242 = !DISubroutineType(types: !243)
!243 = !{null, !18, !244, !244, !34}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !245, size: 64)
!245 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!246 = !DILocalVariable(name: "n", arg: 1, scope: !241, file: !1, line: 28, type: !18)
!247 = !DILocation(line: 28, column: 31, scope: !241)
!248 = !DILocalVariable(name: "A", arg: 2, scope: !241, file: !1, line: 28, type: !244)
!249 = !DILocation(line: 28, column: 48, scope: !241)
!250 = !DILocalVariable(name: "B", arg: 3, scope: !241, file: !1, line: 28, type: !244)
!251 = !DILocation(line: 28, column: 65, scope: !241)
!252 = !DILocalVariable(name: "C", arg: 4, scope: !241, file: !1, line: 28, type: !34)
!253 = !DILocation(line: 28, column: 76, scope: !241)
!254 = !DILocalVariable(name: "i", scope: !241, file: !1, line: 30, type: !18)
!255 = !DILocation(line: 30, column: 7, scope: !241)
!256 = !DILocalVariable(name: "j", scope: !241, file: !1, line: 30, type: !18)
!257 = !DILocation(line: 30, column: 10, scope: !241)
!258 = !DILocalVariable(name: "k", scope: !241, file: !1, line: 30, type: !18)
!259 = !DILocation(line: 30, column: 13, scope: !241)
!260 = !DILocation(line: 31, column: 10, scope: !261)
!261 = distinct !DILexicalBlock(scope: !241, file: !1, line: 31, column: 3)
!262 = !DILocation(line: 31, column: 8, scope: !261)
!263 = !DILocation(line: 31, column: 15, scope: !264)
!264 = distinct !DILexicalBlock(scope: !261, file: !1, line: 31, column: 3)
!265 = !DILocation(line: 31, column: 19, scope: !264)
!266 = !DILocation(line: 31, column: 17, scope: !264)
!267 = !DILocation(line: 31, column: 3, scope: !261)
!268 = !DILocation(line: 32, column: 12, scope: !269)
!269 = distinct !DILexicalBlock(scope: !264, file: !1, line: 32, column: 5)
!270 = !DILocation(line: 32, column: 10, scope: !269)
!271 = !DILocation(line: 32, column: 17, scope: !272)
!272 = distinct !DILexicalBlock(scope: !269, file: !1, line: 32, column: 5)
!273 = !DILocation(line: 32, column: 21, scope: !272)
!274 = !DILocation(line: 32, column: 19, scope: !272)
!275 = !DILocation(line: 32, column: 5, scope: !269)
!276 = !DILocalVariable(name: "s", scope: !277, file: !1, line: 33, type: !6)
!277 = distinct !DILexicalBlock(scope: !272, file: !1, line: 32, column: 29)
!278 = !DILocation(line: 33, column: 14, scope: !277)
!279 = !DILocation(line: 34, column: 14, scope: !280)
!280 = distinct !DILexicalBlock(scope: !277, file: !1, line: 34, column: 7)
!281 = !DILocation(line: 34, column: 12, scope: !280)
!282 = !DILocation(line: 34, column: 19, scope: !283)
!283 = distinct !DILexicalBlock(scope: !280, file: !1, line: 34, column: 7)
!284 = !DILocation(line: 34, column: 23, scope: !283)
!285 = !DILocation(line: 34, column: 21, scope: !283)
!286 = !DILocation(line: 34, column: 7, scope: !280)
!287 = !DILocation(line: 35, column: 14, scope: !283)
!288 = !DILocation(line: 35, column: 16, scope: !283)
!289 = !DILocation(line: 35, column: 20, scope: !283)
!290 = !DILocation(line: 35, column: 18, scope: !283)
!291 = !DILocation(line: 35, column: 24, scope: !283)
!292 = !DILocation(line: 35, column: 22, scope: !283)
!293 = !DILocation(line: 35, column: 29, scope: !283)
!294 = !DILocation(line: 35, column: 31, scope: !283)
!295 = !DILocation(line: 35, column: 35, scope: !283)
!296 = !DILocation(line: 35, column: 33, scope: !283)
!297 = !DILocation(line: 35, column: 39, scope: !283)
!298 = !DILocation(line: 35, column: 37, scope: !283)
!299 = !DILocation(line: 35, column: 11, scope: !283)
!300 = !DILocation(line: 35, column: 9, scope: !283)
!301 = !DILocation(line: 34, column: 27, scope: !283)
!302 = !DILocation(line: 34, column: 7, scope: !283)
!303 = distinct !{!303, !286, !304, !127}
!304 = !DILocation(line: 35, column: 40, scope: !280)
!305 = !DILocation(line: 36, column: 22, scope: !277)
!306 = !DILocation(line: 36, column: 7, scope: !277)
!307 = !DILocation(line: 36, column: 9, scope: !277)
!308 = !DILocation(line: 36, column: 13, scope: !277)
!309 = !DILocation(line: 36, column: 11, scope: !277)
!310 = !DILocation(line: 36, column: 17, scope: !277)
!311 = !DILocation(line: 36, column: 15, scope: !277)
!312 = !DILocation(line: 36, column: 20, scope: !277)
!313 = !DILocation(line: 37, column: 5, scope: !277)
!314 = !DILocation(line: 32, column: 25, scope: !272)
!315 = !DILocation(line: 32, column: 5, scope: !272)
!316 = distinct !{!316, !275, !317, !127}
!317 = !DILocation(line: 37, column: 5, scope: !269)
!318 = !DILocation(line: 31, column: 23, scope: !264)
!319 = !DILocation(line: 31, column: 3, scope: !264)
!320 = distinct !{!320, !267, !321, !127}
!321 = !DILocation(line: 37, column: 5, scope: !261)
!322 = !DILocation(line: 38, column: 1, scope: !241)
!323 = distinct !DISubprogram(name: "kernel_matmul_t", scope: !1, file: !1, line: 40, type: !324, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!324 = !DISubroutineType(types: !325)
!325 = !{null, !18, !244, !244, !34, !34}
!326 = !DILocalVariable(name: "n", arg: 1, scope: !323, file: !1, line: 40, type: !18)
!327 = !DILocation(line: 40, column: 33, scope: !323)
!328 = !DILocalVariable(name: "A", arg: 2, scope: !323, file: !1, line: 40, type: !244)
!329 = !DILocation(line: 40, column: 50, scope: !323)
!330 = !DILocalVariable(name: "B", arg: 3, scope: !323, file: !1, line: 40, type: !244)
!331 = !DILocation(line: 40, column: 67, scope: !323)
!332 = !DILocalVariable(name: "BT", arg: 4, scope: !323, file: !1, line: 40, type: !34)
!333 = !DILocation(line: 40, column: 78, scope: !323)
!334 = !DILocalVariable(name: "C", arg: 5, scope: !323, file: !1, line: 41, type: !34)
!335 = !DILocation(line: 41, column: 37, scope: !323)
!336 = !DILocalVariable(name: "i", scope: !323, file: !1, line: 43, type: !18)
!337 = !DILocation(line: 43, column: 7, scope: !323)
!338 = !DILocalVariable(name: "j", scope: !323, file: !1, line: 43, type: !18)
!339 = !DILocation(line: 43, column: 10, scope: !323)
!340 = !DILocalVariable(name: "k", scope: !323, file: !1, line: 43, type: !18)
!341 = !DILocation(line: 43, column: 13, scope: !323)
!342 = !DILocation(line: 44, column: 10, scope: !343)
!343 = distinct !DILexicalBlock(scope: !323, file: !1, line: 44, column: 3)
!344 = !DILocation(line: 44, column: 8, scope: !343)
!345 = !DILocation(line: 44, column: 15, scope: !346)
!346 = distinct !DILexicalBlock(scope: !343, file: !1, line: 44, column: 3)
!347 = !DILocation(line: 44, column: 19, scope: !346)
!348 = !DILocation(line: 44, column: 17, scope: !346)
!349 = !DILocation(line: 44, column: 3, scope: !343)
!350 = !DILocation(line: 45, column: 12, scope: !351)
!351 = distinct !DILexicalBlock(scope: !346, file: !1, line: 45, column: 5)
!352 = !DILocation(line: 45, column: 10, scope: !351)
!353 = !DILocation(line: 45, column: 17, scope: !354)
!354 = distinct !DILexicalBlock(scope: !351, file: !1, line: 45, column: 5)
!355 = !DILocation(line: 45, column: 21, scope: !354)
!356 = !DILocation(line: 45, column: 19, scope: !354)
!357 = !DILocation(line: 45, column: 5, scope: !351)
!358 = !DILocation(line: 46, column: 23, scope: !354)
!359 = !DILocation(line: 46, column: 25, scope: !354)
!360 = !DILocation(line: 46, column: 29, scope: !354)
!361 = !DILocation(line: 46, column: 27, scope: !354)
!362 = !DILocation(line: 46, column: 33, scope: !354)
!363 = !DILocation(line: 46, column: 31, scope: !354)
!364 = !DILocation(line: 46, column: 7, scope: !354)
!365 = !DILocation(line: 46, column: 10, scope: !354)
!366 = !DILocation(line: 46, column: 14, scope: !354)
!367 = !DILocation(line: 46, column: 12, scope: !354)
!368 = !DILocation(line: 46, column: 18, scope: !354)
!369 = !DILocation(line: 46, column: 16, scope: !354)
!370 = !DILocation(line: 46, column: 21, scope: !354)
!371 = !DILocation(line: 45, column: 25, scope: !354)
!372 = !DILocation(line: 45, column: 5, scope: !354)
!373 = distinct !{!373, !357, !374, !127}
!374 = !DILocation(line: 46, column: 34, scope: !351)
!375 = !DILocation(line: 44, column: 23, scope: !346)
!376 = !DILocation(line: 44, column: 3, scope: !346)
!377 = distinct !{!377, !349, !378, !127}
!378 = !DILocation(line: 46, column: 34, scope: !343)
!379 = !DILocation(line: 47, column: 10, scope: !380)
!380 = distinct !DILexicalBlock(scope: !323, file: !1, line: 47, column: 3)
!381 = !DILocation(line: 47, column: 8, scope: !380)
!382 = !DILocation(line: 47, column: 15, scope: !383)
!383 = distinct !DILexicalBlock(scope: !380, file: !1, line: 47, column: 3)
!384 = !DILocation(line: 47, column: 19, scope: !383)
!385 = !DILocation(line: 47, column: 17, scope: !383)
!386 = !DILocation(line: 47, column: 3, scope: !380)
!387 = !DILocation(line: 48, column: 12, scope: !388)
!388 = distinct !DILexicalBlock(scope: !383, file: !1, line: 48, column: 5)
!389 = !DILocation(line: 48, column: 10, scope: !388)
!390 = !DILocation(line: 48, column: 17, scope: !391)
!391 = distinct !DILexicalBlock(scope: !388, file: !1, line: 48, column: 5)
!392 = !DILocation(line: 48, column: 21, scope: !391)
!393 = !DILocation(line: 48, column: 19, scope: !391)
!394 = !DILocation(line: 48, column: 5, scope: !388)
!395 = !DILocalVariable(name: "s", scope: !396, file: !1, line: 49, type: !6)
!396 = distinct !DILexicalBlock(scope: !391, file: !1, line: 48, column: 29)
!397 = !DILocation(line: 49, column: 14, scope: !396)
!398 = !DILocation(line: 50, column: 14, scope: !399)
!399 = distinct !DILexicalBlock(scope: !396, file: !1, line: 50, column: 7)
!400 = !DILocation(line: 50, column: 12, scope: !399)
!401 = !DILocation(line: 50, column: 19, scope: !402)
!402 = distinct !DILexicalBlock(scope: !399, file: !1, line: 50, column: 7)
!403 = !DILocation(line: 50, column: 23, scope: !402)
!404 = !DILocation(line: 50, column: 21, scope: !402)
!405 = !DILocation(line: 50, column: 7, scope: !399)
!406 = !DILocation(line: 51, column: 14, scope: !402)
!407 = !DILocation(line: 51, column: 16, scope: !402)
!408 = !DILocation(line: 51, column: 20, scope: !402)
!409 = !DILocation(line: 51, column: 18, scope: !402)
!410 = !DILocation(line: 51, column: 24, scope: !402)
!411 = !DILocation(line: 51, column: 22, scope: !402)
!412 = !DILocation(line: 51, column: 29, scope: !402)
!413 = !DILocation(line: 51, column: 32, scope: !402)
!414 = !DILocation(line: 51, column: 36, scope: !402)
!415 = !DILocation(line: 51, column: 34, scope: !402)
!416 = !DILocation(line: 51, column: 40, scope: !402)
!417 = !DILocation(line: 51, column: 38, scope: !402)
!418 = !DILocation(line: 51, column: 11, scope: !402)
!419 = !DILocation(line: 51, column: 9, scope: !402)
!420 = !DILocation(line: 50, column: 27, scope: !402)
!421 = !DILocation(line: 50, column: 7, scope: !402)
!422 = distinct !{!422, !405, !423, !127}
!423 = !DILocation(line: 51, column: 41, scope: !399)
!424 = !DILocation(line: 52, column: 23, scope: !396)
!425 = !DILocation(line: 52, column: 7, scope: !396)
!426 = !DILocation(line: 52, column: 9, scope: !396)
!427 = !DILocation(line: 52, column: 13, scope: !396)
!428 = !DILocation(line: 52, column: 11, scope: !396)
!429 = !DILocation(line: 52, column: 17, scope: !396)
!430 = !DILocation(line: 52, column: 15, scope: !396)
!431 = !DILocation(line: 52, column: 20, scope: !396)
!432 = !DILocation(line: 53, column: 5, scope: !396)
!433 = !DILocation(line: 48, column: 25, scope: !391)
!434 = !DILocation(line: 48, column: 5, scope: !391)
!435 = distinct !{!435, !394, !436, !127}
!436 = !DILocation(line: 53, column: 5, scope: !388)
!437 = !DILocation(line: 47, column: 23, scope: !383)
!438 = !DILocation(line: 47, column: 3, scope: !383)
!439 = distinct !{!439, !386, !440, !127}
!440 = !DILocation(line: 53, column: 5, scope: !380)
!441 = !DILocation(line: 54, column: 1, scope: !323)
!442 = distinct !DISubprogram(name: "dump", scope: !1, file: !1, line: 56, type: !443, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!443 = !DISubroutineType(types: !444)
!444 = !{null, !18, !244}
!445 = !DILocalVariable(name: "n", arg: 1, scope: !442, file: !1, line: 56, type: !18)
!446 = !DILocation(line: 56, column: 22, scope: !442)
!447 = !DILocalVariable(name: "C", arg: 2, scope: !442, file: !1, line: 56, type: !244)
!448 = !DILocation(line: 56, column: 39, scope: !442)
!449 = !DILocalVariable(name: "i", scope: !442, file: !1, line: 58, type: !18)
!450 = !DILocation(line: 58, column: 7, scope: !442)
!451 = !DILocation(line: 59, column: 10, scope: !452)
!452 = distinct !DILexicalBlock(scope: !442, file: !1, line: 59, column: 3)
!453 = !DILocation(line: 59, column: 8, scope: !452)
!454 = !DILocation(line: 59, column: 15, scope: !455)
!455 = distinct !DILexicalBlock(scope: !452, file: !1, line: 59, column: 3)
!456 = !DILocation(line: 59, column: 19, scope: !455)
!457 = !DILocation(line: 59, column: 23, scope: !455)
!458 = !DILocation(line: 59, column: 21, scope: !455)
!459 = !DILocation(line: 59, column: 17, scope: !455)
!460 = !DILocation(line: 59, column: 3, scope: !452)
!461 = !DILocation(line: 60, column: 13, scope: !462)
!462 = distinct !DILexicalBlock(scope: !455, file: !1, line: 59, column: 31)
!463 = !DILocation(line: 60, column: 32, scope: !462)
!464 = !DILocation(line: 60, column: 34, scope: !462)
!465 = !DILocation(line: 60, column: 5, scope: !462)
!466 = !DILocation(line: 61, column: 9, scope: !467)
!467 = distinct !DILexicalBlock(scope: !462, file: !1, line: 61, column: 9)
!468 = !DILocation(line: 61, column: 11, scope: !467)
!469 = !DILocation(line: 61, column: 16, scope: !467)
!470 = !DILocation(line: 61, column: 9, scope: !462)
!471 = !DILocation(line: 62, column: 15, scope: !467)
!472 = !DILocation(line: 62, column: 7, scope: !467)
!473 = !DILocation(line: 63, column: 3, scope: !462)
!474 = !DILocation(line: 59, column: 27, scope: !455)
!475 = !DILocation(line: 59, column: 3, scope: !455)
!476 = distinct !{!476, !460, !477, !127}
!477 = !DILocation(line: 63, column: 3, scope: !452)
!478 = !DILocation(line: 64, column: 1, scope: !442)
