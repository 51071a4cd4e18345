; ModuleID = 'csr_spmv.c'
source_filename = "csr_spmv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.csr_t = type { i32, i32, i32*, i32*, double* }
%struct.timespec = type { i64, i64 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [14 x i8] c"spmv: %.6f s\0A\00", align 1
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"nnz %d lambda %.8f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.csr_t, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
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
  %25 = phi i32 [ %22, %18 ], [ 40, %23 ], !dbg !29
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
  %35 = phi i32 [ %32, %28 ], [ 10, %33 ], !dbg !35
  store i32 %35, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata %struct.csr_t* %8, metadata !39, metadata !DIExpression()), !dbg !51
  %36 = load i32, i32* %6, align 4, !dbg !52
  call void @build(%struct.csr_t* noundef %8, i32 noundef %36, i32 noundef 2), !dbg !53
  call void @llvm.dbg.declare(metadata double** %9, metadata !54, metadata !DIExpression()), !dbg !55
  %37 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 0, !dbg !56
  %38 = load i32, i32* %37, align 8, !dbg !56
  %39 = sext i32 %38 to i64, !dbg !57
  %40 = mul i64 %39, 8, !dbg !58
  %41 = call noalias i8* @malloc(i64 noundef %40) #6, !dbg !59
  %42 = bitcast i8* %41 to double*, !dbg !59
  store double* %42, double** %9, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata double** %10, metadata !60, metadata !DIExpression()), !dbg !61
  %43 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 0, !dbg !62
  %44 = load i32, i32* %43, align 8, !dbg !62
  %45 = sext i32 %44 to i64, !dbg !63
  %46 = mul i64 %45, 8, !dbg !64
  %47 = call noalias i8* @malloc(i64 noundef %46) #6, !dbg !65
  %48 = bitcast i8* %47 to double*, !dbg !65
  store double* %48, double** %10, align 8, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %11, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %11, align 4, !dbg !68
  br label %49, !dbg !69

49:                                               ; preds = %63, %34
  %50 = load i32, i32* %11, align 4, !dbg !70
  %51 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 0, !dbg !72
  %52 = load i32, i32* %51, align 8, !dbg !72
  %53 = icmp slt i32 %50, %52, !dbg !73
  br i1 %53, label %54, label %66, !dbg !74

54:                                               ; preds = %49
  %55 = load i32, i32* %11, align 4, !dbg !75
  %56 = srem i32 %55, 3, !dbg !76
  %57 = sitofp i32 %56 to double, !dbg !77
  %58 = fadd double 1.000000e+00, %57, !dbg !78
  %59 = load double*, double** %9, align 8, !dbg !79
  %60 = load i32, i32* %11, align 4, !dbg !80
  %61 = sext i32 %60 to i64, !dbg !79
  %62 = getelementptr inbounds double, double* %59, i64 %61, !dbg !79
  store double %58, double* %62, align 8, !dbg !81
  br label %63, !dbg !79

63:                                               ; preds = %54
  %64 = load i32, i32* %11, align 4, !dbg !82
  %65 = add nsw i32 %64, 1, !dbg !82
  store i32 %65, i32* %11, align 4, !dbg !82
  br label %49, !dbg !83, !llvm.loop !84

66:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata double* %12, metadata !87, metadata !DIExpression()), !dbg !88
  store double 0.000000e+00, double* %12, align 8, !dbg !88
  call void @llvm.dbg.declare(metadata double* %13, metadata !89, metadata !DIExpression()), !dbg !90
  %67 = call double @seconds(), !dbg !91
  store double %67, double* %13, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %14, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %14, align 4, !dbg !94
  br label %68, !dbg !95

68:                                               ; preds = %80, %66
  %69 = load i32, i32* %14, align 4, !dbg !96
  %70 = load i32, i32* %7, align 4, !dbg !98
  %71 = icmp slt i32 %69, %70, !dbg !99
  br i1 %71, label %72, label %83, !dbg !100

72:                                               ; preds = %68
  %73 = load double*, double** %9, align 8, !dbg !101
  %74 = load double*, double** %10, align 8, !dbg !103
  call void @kernel_spmv(%struct.csr_t* noundef %8, double* noundef %73, double* noundef %74), !dbg !104
  %75 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 0, !dbg !105
  %76 = load i32, i32* %75, align 8, !dbg !105
  %77 = load double*, double** %10, align 8, !dbg !106
  %78 = load double*, double** %9, align 8, !dbg !107
  %79 = call double @normalize(i32 noundef %76, double* noundef %77, double* noundef %78), !dbg !108
  store double %79, double* %12, align 8, !dbg !109
  br label %80, !dbg !110

80:                                               ; preds = %72
  %81 = load i32, i32* %14, align 4, !dbg !111
  %82 = add nsw i32 %81, 1, !dbg !111
  store i32 %82, i32* %14, align 4, !dbg !111
  br label %68, !dbg !112, !llvm.loop !113

83:                                               ; preds = %68
  %84 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !115
  %85 = call double @seconds(), !dbg !116
  %86 = load double, double* %13, align 8, !dbg !117
  %87 = fsub double %85, %86, !dbg !118
  %88 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %84, i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), double noundef %87), !dbg !119
  %89 = load i32, i32* %4, align 4, !dbg !120
  %90 = icmp sgt i32 %89, 42, !dbg !122
  br i1 %90, label %91, label %115, !dbg !123

91:                                               ; preds = %83
  %92 = load i8**, i8*** %5, align 8, !dbg !124
  %93 = getelementptr inbounds i8*, i8** %92, i64 0, !dbg !124
  %94 = load i8*, i8** %93, align 8, !dbg !124
  %95 = call i32 @strcmp(i8* noundef %94, i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.1, i64 0, i64 0)) #5, !dbg !125
  %96 = icmp ne i32 %95, 0, !dbg !125
  br i1 %96, label %115, label %97, !dbg !126

97:                                               ; preds = %91
  call void @llvm.dbg.declare(metadata i32* %15, metadata !127, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %15, align 4, !dbg !129
  br label %98, !dbg !130

98:                                               ; preds = %111, %97
  %99 = load i32, i32* %15, align 4, !dbg !131
  %100 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 0, !dbg !133
  %101 = load i32, i32* %100, align 8, !dbg !133
  %102 = icmp slt i32 %99, %101, !dbg !134
  br i1 %102, label %103, label %114, !dbg !135

103:                                              ; preds = %98
  %104 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !136
  %105 = load double*, double** %9, align 8, !dbg !137
  %106 = load i32, i32* %15, align 4, !dbg !138
  %107 = sext i32 %106 to i64, !dbg !137
  %108 = getelementptr inbounds double, double* %105, i64 %107, !dbg !137
  %109 = load double, double* %108, align 8, !dbg !137
  %110 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %104, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %109), !dbg !139
  br label %111, !dbg !139

111:                                              ; preds = %103
  %112 = load i32, i32* %15, align 4, !dbg !140
  %113 = add nsw i32 %112, 1, !dbg !140
  store i32 %113, i32* %15, align 4, !dbg !140
  br label %98, !dbg !141, !llvm.loop !142

114:                                              ; preds = %98
  br label %115, !dbg !143

115:                                              ; preds = %114, %91, %83
  %116 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 1, !dbg !144
  %117 = load i32, i32* %116, align 4, !dbg !144
  %118 = load double, double* %12, align 8, !dbg !145
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.3, i64 0, i64 0), i32 noundef %117, double noundef %118), !dbg !146
  %120 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 2, !dbg !147
  %121 = load i32*, i32** %120, align 8, !dbg !147
  %122 = bitcast i32* %121 to i8*, !dbg !148
  call void @free(i8* noundef %122) #6, !dbg !149
  %123 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 3, !dbg !150
  %124 = load i32*, i32** %123, align 8, !dbg !150
  %125 = bitcast i32* %124 to i8*, !dbg !151
  call void @free(i8* noundef %125) #6, !dbg !152
  %126 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %8, i32 0, i32 4, !dbg !153
  %127 = load double*, double** %126, align 8, !dbg !153
  %128 = bitcast double* %127 to i8*, !dbg !154
  call void @free(i8* noundef %128) #6, !dbg !155
  %129 = load double*, double** %9, align 8, !dbg !156
  %130 = bitcast double* %129 to i8*, !dbg !156
  call void @free(i8* noundef %130) #6, !dbg !157
  %131 = load double*, double** %10, align 8, !dbg !158
  %132 = bitcast double* %131 to i8*, !dbg !158
  call void @free(i8* noundef %132) #6, !dbg !159
  ret i32 0, !dbg !160
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build(%struct.csr_t* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !161 {
  %4 = alloca %struct.csr_t*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store %struct.csr_t* %0, %struct.csr_t** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.csr_t** %4, metadata !165, metadata !DIExpression()), !dbg !166
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !167, metadata !DIExpression()), !dbg !168
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !169, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.declare(metadata i32* %7, metadata !171, metadata !DIExpression()), !dbg !172
  %14 = load i32, i32* %5, align 4, !dbg !173
  %15 = load i32, i32* %5, align 4, !dbg !174
  %16 = mul nsw i32 %14, %15, !dbg !175
  store i32 %16, i32* %7, align 4, !dbg !172
  call void @llvm.dbg.declare(metadata i32* %8, metadata !176, metadata !DIExpression()), !dbg !177
  store i32 0, i32* %8, align 4, !dbg !177
  call void @llvm.dbg.declare(metadata i32* %9, metadata !178, metadata !DIExpression()), !dbg !179
  store i32 1, i32* %9, align 4, !dbg !179
  %17 = load i32, i32* %7, align 4, !dbg !180
  %18 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !181
  %19 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %18, i32 0, i32 0, !dbg !182
  store i32 %17, i32* %19, align 8, !dbg !183
  %20 = load i32, i32* %7, align 4, !dbg !184
  %21 = add nsw i32 %20, 1, !dbg !185
  %22 = sext i32 %21 to i64, !dbg !186
  %23 = mul i64 %22, 4, !dbg !187
  %24 = call noalias i8* @malloc(i64 noundef %23) #6, !dbg !188
  %25 = bitcast i8* %24 to i32*, !dbg !188
  %26 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !189
  %27 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %26, i32 0, i32 2, !dbg !190
  store i32* %25, i32** %27, align 8, !dbg !191
  %28 = load i32, i32* %7, align 4, !dbg !192
  %29 = sext i32 %28 to i64, !dbg !193
  %30 = load i32, i32* %6, align 4, !dbg !194
  %31 = add nsw i32 5, %30, !dbg !195
  %32 = sext i32 %31 to i64, !dbg !196
  %33 = mul i64 %29, %32, !dbg !197
  %34 = mul i64 %33, 4, !dbg !198
  %35 = call noalias i8* @malloc(i64 noundef %34) #6, !dbg !199
  %36 = bitcast i8* %35 to i32*, !dbg !199
  %37 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !200
  %38 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %37, i32 0, i32 3, !dbg !201
  store i32* %36, i32** %38, align 8, !dbg !202
  %39 = load i32, i32* %7, align 4, !dbg !203
  %40 = sext i32 %39 to i64, !dbg !204
  %41 = load i32, i32* %6, align 4, !dbg !205
  %42 = add nsw i32 5, %41, !dbg !206
  %43 = sext i32 %42 to i64, !dbg !207
  %44 = mul i64 %40, %43, !dbg !208
  %45 = mul i64 %44, 8, !dbg !209
  %46 = call noalias i8* @malloc(i64 noundef %45) #6, !dbg !210
  %47 = bitcast i8* %46 to double*, !dbg !210
  %48 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !211
  %49 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %48, i32 0, i32 4, !dbg !212
  store double* %47, double** %49, align 8, !dbg !213
  call void @llvm.dbg.declare(metadata i32* %10, metadata !214, metadata !DIExpression()), !dbg !216
  store i32 0, i32* %10, align 4, !dbg !216
  br label %50, !dbg !217

50:                                               ; preds = %201, %3
  %51 = load i32, i32* %10, align 4, !dbg !218
  %52 = load i32, i32* %5, align 4, !dbg !220
  %53 = icmp slt i32 %51, %52, !dbg !221
  br i1 %53, label %54, label %204, !dbg !222

54:                                               ; preds = %50
  call void @llvm.dbg.declare(metadata i32* %11, metadata !223, metadata !DIExpression()), !dbg !225
  store i32 0, i32* %11, align 4, !dbg !225
  br label %55, !dbg !226

55:                                               ; preds = %197, %54
  %56 = load i32, i32* %11, align 4, !dbg !227
  %57 = load i32, i32* %5, align 4, !dbg !229
  %58 = icmp slt i32 %56, %57, !dbg !230
  br i1 %58, label %59, label %200, !dbg !231

59:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata i32* %12, metadata !232, metadata !DIExpression()), !dbg !234
  %60 = load i32, i32* %10, align 4, !dbg !235
  %61 = load i32, i32* %5, align 4, !dbg !236
  %62 = mul nsw i32 %60, %61, !dbg !237
  %63 = load i32, i32* %11, align 4, !dbg !238
  %64 = add nsw i32 %62, %63, !dbg !239
  store i32 %64, i32* %12, align 4, !dbg !234
  %65 = load i32, i32* %8, align 4, !dbg !240
  %66 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !241
  %67 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %66, i32 0, i32 2, !dbg !242
  %68 = load i32*, i32** %67, align 8, !dbg !242
  %69 = load i32, i32* %12, align 4, !dbg !243
  %70 = sext i32 %69 to i64, !dbg !241
  %71 = getelementptr inbounds i32, i32* %68, i64 %70, !dbg !241
  store i32 %65, i32* %71, align 4, !dbg !244
  %72 = load i32, i32* %10, align 4, !dbg !245
  %73 = icmp sgt i32 %72, 0, !dbg !247
  br i1 %73, label %74, label %91, !dbg !248

74:                                               ; preds = %59
  %75 = load i32, i32* %12, align 4, !dbg !249
  %76 = load i32, i32* %5, align 4, !dbg !251
  %77 = sub nsw i32 %75, %76, !dbg !252
  %78 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !253
  %79 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %78, i32 0, i32 3, !dbg !254
  %80 = load i32*, i32** %79, align 8, !dbg !254
  %81 = load i32, i32* %8, align 4, !dbg !255
  %82 = sext i32 %81 to i64, !dbg !253
  %83 = getelementptr inbounds i32, i32* %80, i64 %82, !dbg !253
  store i32 %77, i32* %83, align 4, !dbg !256
  %84 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !257
  %85 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %84, i32 0, i32 4, !dbg !258
  %86 = load double*, double** %85, align 8, !dbg !258
  %87 = load i32, i32* %8, align 4, !dbg !259
  %88 = add nsw i32 %87, 1, !dbg !259
  store i32 %88, i32* %8, align 4, !dbg !259
  %89 = sext i32 %87 to i64, !dbg !257
  %90 = getelementptr inbounds double, double* %86, i64 %89, !dbg !257
  store double -1.000000e+00, double* %90, align 8, !dbg !260
  br label %91, !dbg !261

91:                                               ; preds = %74, %59
  %92 = load i32, i32* %11, align 4, !dbg !262
  %93 = icmp sgt i32 %92, 0, !dbg !264
  br i1 %93, label %94, label %110, !dbg !265

94:                                               ; preds = %91
  %95 = load i32, i32* %12, align 4, !dbg !266
  %96 = sub nsw i32 %95, 1, !dbg !268
  %97 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !269
  %98 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %97, i32 0, i32 3, !dbg !270
  %99 = load i32*, i32** %98, align 8, !dbg !270
  %100 = load i32, i32* %8, align 4, !dbg !271
  %101 = sext i32 %100 to i64, !dbg !269
  %102 = getelementptr inbounds i32, i32* %99, i64 %101, !dbg !269
  store i32 %96, i32* %102, align 4, !dbg !272
  %103 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !273
  %104 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %103, i32 0, i32 4, !dbg !274
  %105 = load double*, double** %104, align 8, !dbg !274
  %106 = load i32, i32* %8, align 4, !dbg !275
  %107 = add nsw i32 %106, 1, !dbg !275
  store i32 %107, i32* %8, align 4, !dbg !275
  %108 = sext i32 %106 to i64, !dbg !273
  %109 = getelementptr inbounds double, double* %105, i64 %108, !dbg !273
  store double -1.000000e+00, double* %109, align 8, !dbg !276
  br label %110, !dbg !277

110:                                              ; preds = %94, %91
  %111 = load i32, i32* %12, align 4, !dbg !278
  %112 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !279
  %113 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %112, i32 0, i32 3, !dbg !280
  %114 = load i32*, i32** %113, align 8, !dbg !280
  %115 = load i32, i32* %8, align 4, !dbg !281
  %116 = sext i32 %115 to i64, !dbg !279
  %117 = getelementptr inbounds i32, i32* %114, i64 %116, !dbg !279
  store i32 %111, i32* %117, align 4, !dbg !282
  %118 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !283
  %119 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %118, i32 0, i32 4, !dbg !284
  %120 = load double*, double** %119, align 8, !dbg !284
  %121 = load i32, i32* %8, align 4, !dbg !285
  %122 = add nsw i32 %121, 1, !dbg !285
  store i32 %122, i32* %8, align 4, !dbg !285
  %123 = sext i32 %121 to i64, !dbg !283
  %124 = getelementptr inbounds double, double* %120, i64 %123, !dbg !283
  store double 4.500000e+00, double* %124, align 8, !dbg !286
  %125 = load i32, i32* %11, align 4, !dbg !287
  %126 = load i32, i32* %5, align 4, !dbg !289
  %127 = sub nsw i32 %126, 1, !dbg !290
  %128 = icmp slt i32 %125, %127, !dbg !291
  br i1 %128, label %129, label %145, !dbg !292

129:                                              ; preds = %110
  %130 = load i32, i32* %12, align 4, !dbg !293
  %131 = add nsw i32 %130, 1, !dbg !295
  %132 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !296
  %133 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %132, i32 0, i32 3, !dbg !297
  %134 = load i32*, i32** %133, align 8, !dbg !297
  %135 = load i32, i32* %8, align 4, !dbg !298
  %136 = sext i32 %135 to i64, !dbg !296
  %137 = getelementptr inbounds i32, i32* %134, i64 %136, !dbg !296
  store i32 %131, i32* %137, align 4, !dbg !299
  %138 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !300
  %139 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %138, i32 0, i32 4, !dbg !301
  %140 = load double*, double** %139, align 8, !dbg !301
  %141 = load i32, i32* %8, align 4, !dbg !302
  %142 = add nsw i32 %141, 1, !dbg !302
  store i32 %142, i32* %8, align 4, !dbg !302
  %143 = sext i32 %141 to i64, !dbg !300
  %144 = getelementptr inbounds double, double* %140, i64 %143, !dbg !300
  store double -1.000000e+00, double* %144, align 8, !dbg !303
  br label %145, !dbg !304

145:                                              ; preds = %129, %110
  %146 = load i32, i32* %10, align 4, !dbg !305
  %147 = load i32, i32* %5, align 4, !dbg !307
  %148 = sub nsw i32 %147, 1, !dbg !308
  %149 = icmp slt i32 %146, %148, !dbg !309
  br i1 %149, label %150, label %167, !dbg !310

150:                                              ; preds = %145
  %151 = load i32, i32* %12, align 4, !dbg !311
  %152 = load i32, i32* %5, align 4, !dbg !313
  %153 = add nsw i32 %151, %152, !dbg !314
  %154 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !315
  %155 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %154, i32 0, i32 3, !dbg !316
  %156 = load i32*, i32** %155, align 8, !dbg !316
  %157 = load i32, i32* %8, align 4, !dbg !317
  %158 = sext i32 %157 to i64, !dbg !315
  %159 = getelementptr inbounds i32, i32* %156, i64 %158, !dbg !315
  store i32 %153, i32* %159, align 4, !dbg !318
  %160 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !319
  %161 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %160, i32 0, i32 4, !dbg !320
  %162 = load double*, double** %161, align 8, !dbg !320
  %163 = load i32, i32* %8, align 4, !dbg !321
  %164 = add nsw i32 %163, 1, !dbg !321
  store i32 %164, i32* %8, align 4, !dbg !321
  %165 = sext i32 %163 to i64, !dbg !319
  %166 = getelementptr inbounds double, double* %162, i64 %165, !dbg !319
  store double -1.000000e+00, double* %166, align 8, !dbg !322
  br label %167, !dbg !323

167:                                              ; preds = %150, %145
  call void @llvm.dbg.declare(metadata i32* %13, metadata !324, metadata !DIExpression()), !dbg !326
  store i32 0, i32* %13, align 4, !dbg !326
  br label %168, !dbg !327

168:                                              ; preds = %193, %167
  %169 = load i32, i32* %13, align 4, !dbg !328
  %170 = load i32, i32* %6, align 4, !dbg !330
  %171 = icmp slt i32 %169, %170, !dbg !331
  br i1 %171, label %172, label %196, !dbg !332

172:                                              ; preds = %168
  %173 = load i32, i32* %9, align 4, !dbg !333
  %174 = mul i32 %173, 1103515245, !dbg !335
  %175 = add i32 %174, 12345, !dbg !336
  store i32 %175, i32* %9, align 4, !dbg !337
  %176 = load i32, i32* %9, align 4, !dbg !338
  %177 = lshr i32 %176, 8, !dbg !339
  %178 = load i32, i32* %7, align 4, !dbg !340
  %179 = urem i32 %177, %178, !dbg !341
  %180 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !342
  %181 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %180, i32 0, i32 3, !dbg !343
  %182 = load i32*, i32** %181, align 8, !dbg !343
  %183 = load i32, i32* %8, align 4, !dbg !344
  %184 = sext i32 %183 to i64, !dbg !342
  %185 = getelementptr inbounds i32, i32* %182, i64 %184, !dbg !342
  store i32 %179, i32* %185, align 4, !dbg !345
  %186 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !346
  %187 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %186, i32 0, i32 4, !dbg !347
  %188 = load double*, double** %187, align 8, !dbg !347
  %189 = load i32, i32* %8, align 4, !dbg !348
  %190 = add nsw i32 %189, 1, !dbg !348
  store i32 %190, i32* %8, align 4, !dbg !348
  %191 = sext i32 %189 to i64, !dbg !346
  %192 = getelementptr inbounds double, double* %188, i64 %191, !dbg !346
  store double 1.000000e-02, double* %192, align 8, !dbg !349
  br label %193, !dbg !350

193:                                              ; preds = %172
  %194 = load i32, i32* %13, align 4, !dbg !351
  %195 = add nsw i32 %194, 1, !dbg !351
  store i32 %195, i32* %13, align 4, !dbg !351
  br label %168, !dbg !352, !llvm.loop !353

196:                                              ; preds = %168
  br label %197, !dbg !355

197:                                              ; preds = %196
  %198 = load i32, i32* %11, align 4, !dbg !356
  %199 = add nsw i32 %198, 1, !dbg !356
  store i32 %199, i32* %11, align 4, !dbg !356
  br label %55, !dbg !357, !llvm.loop !358

200:                                              ; preds = %55
  br label %201, !dbg !359

201:                                              ; preds = %200
  %202 = load i32, i32* %10, align 4, !dbg !360
  %203 = add nsw i32 %202, 1, !dbg !360
  store i32 %203, i32* %10, align 4, !dbg !360
  br label %50, !dbg !361, !llvm.loop !362

204:                                              ; preds = %50
  %205 = load i32, i32* %8, align 4, !dbg !364
  %206 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !365
  %207 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %206, i32 0, i32 2, !dbg !366
  %208 = load i32*, i32** %207, align 8, !dbg !366
  %209 = load i32, i32* %7, align 4, !dbg !367
  %210 = sext i32 %209 to i64, !dbg !365
  %211 = getelementptr inbounds i32, i32* %208, i64 %210, !dbg !365
  store i32 %205, i32* %211, align 4, !dbg !368
  %212 = load i32, i32* %8, align 4, !dbg !369
  %213 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !370
  %214 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %213, i32 0, i32 1, !dbg !371
  store i32 %212, i32* %214, align 4, !dbg !372
  ret void, !dbg !373
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @seconds() #0 !dbg !374 {
  %1 = alloca %struct.timespec, align 8
  call void @llvm.dbg.declare(metadata %struct.timespec* %1, metadata !377, metadata !DIExpression()), !dbg !387
  %2 = call i32 @clock_gettime(i32 noundef 0, %struct.timespec* noundef %1) #6, !dbg !388
  %3 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 0, !dbg !389
  %4 = load i64, i64* %3, align 8, !dbg !389
  %5 = sitofp i64 %4 to double, !dbg !390
  %6 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 1, !dbg !391
  %7 = load i64, i64* %6, align 8, !dbg !391
  %8 = sitofp i64 %7 to double, !dbg !392
  %9 = fdiv double %8, 1.000000e+09, !dbg !393
  %10 = fadd double %5, %9, !dbg !394
  ret double %10, !dbg !395
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel_spmv(%struct.csr_t* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !396 {
  %4 = alloca %struct.csr_t*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.csr_t* %0, %struct.csr_t** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.csr_t** %4, metadata !403, metadata !DIExpression()), !dbg !404
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !405, metadata !DIExpression()), !dbg !406
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !407, metadata !DIExpression()), !dbg !408
  call void @llvm.dbg.declare(metadata i32* %7, metadata !409, metadata !DIExpression()), !dbg !411
  store i32 0, i32* %7, align 4, !dbg !411
  br label %10, !dbg !412

10:                                               ; preds = %65, %3
  %11 = load i32, i32* %7, align 4, !dbg !413
  %12 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !415
  %13 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %12, i32 0, i32 0, !dbg !416
  %14 = load i32, i32* %13, align 8, !dbg !416
  %15 = icmp slt i32 %11, %14, !dbg !417
  br i1 %15, label %16, label %68, !dbg !418

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %8, metadata !419, metadata !DIExpression()), !dbg !421
  store double 0.000000e+00, double* %8, align 8, !dbg !421
  call void @llvm.dbg.declare(metadata i32* %9, metadata !422, metadata !DIExpression()), !dbg !424
  %17 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !425
  %18 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %17, i32 0, i32 2, !dbg !426
  %19 = load i32*, i32** %18, align 8, !dbg !426
  %20 = load i32, i32* %7, align 4, !dbg !427
  %21 = sext i32 %20 to i64, !dbg !425
  %22 = getelementptr inbounds i32, i32* %19, i64 %21, !dbg !425
  %23 = load i32, i32* %22, align 4, !dbg !425
  store i32 %23, i32* %9, align 4, !dbg !424
  br label %24, !dbg !428

24:                                               ; preds = %56, %16
  %25 = load i32, i32* %9, align 4, !dbg !429
  %26 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !431
  %27 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %26, i32 0, i32 2, !dbg !432
  %28 = load i32*, i32** %27, align 8, !dbg !432
  %29 = load i32, i32* %7, align 4, !dbg !433
  %30 = add nsw i32 %29, 1, !dbg !434
  %31 = sext i32 %30 to i64, !dbg !431
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !431
  %33 = load i32, i32* %32, align 4, !dbg !431
  %34 = icmp slt i32 %25, %33, !dbg !435
  br i1 %34, label %35, label %59, !dbg !436

35:                                               ; preds = %24
  %36 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !437
  %37 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %36, i32 0, i32 4, !dbg !438
  %38 = load double*, double** %37, align 8, !dbg !438
  %39 = load i32, i32* %9, align 4, !dbg !439
  %40 = sext i32 %39 to i64, !dbg !437
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !437
  %42 = load double, double* %41, align 8, !dbg !437
  %43 = load double*, double** %5, align 8, !dbg !440
  %44 = load %struct.csr_t*, %struct.csr_t** %4, align 8, !dbg !441
  %45 = getelementptr inbounds %struct.csr_t, %struct.csr_t* %44, i32 0, i32 3, !dbg !442
  %46 = load i32*, i32** %45, align 8, !dbg !442
  %47 = load i32, i32* %9, align 4, !dbg !443
  %48 = sext i32 %47 to i64, !dbg !441
  %49 = getelementptr inbounds i32, i32* %46, i64 %48, !dbg !441
  %50 = load i32, i32* %49, align 4, !dbg !441
  %51 = sext i32 %50 to i64, !dbg !440
  %52 = getelementptr inbounds double, double* %43, i64 %51, !dbg !440
  %53 = load double, double* %52, align 8, !dbg !440
  %54 = load double, double* %8, align 8, !dbg !444
  %55 = call double @llvm.fmuladd.f64(double %42, double %53, double %54), !dbg !444
  store double %55, double* %8, align 8, !dbg !444
  br label %56, !dbg !445

56:                                               ; preds = %35
  %57 = load i32, i32* %9, align 4, !dbg !446
  %58 = add nsw i32 %57, 1, !dbg !446
  store i32 %58, i32* %9, align 4, !dbg !446
  br label %24, !dbg !447, !llvm.loop !448

59:                                               ; preds = %24
  %60 = load double, double* %8, align 8, !dbg !450
  %61 = load double*, double** %6, align 8, !dbg !451
  %62 = load i32, i32* %7, align 4, !dbg !452
  %63 = sext i32 %62 to i64, !dbg !451
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !451
  store double %60, double* %64, align 8, !dbg !453
  br label %65, !dbg !454

65:                                               ; preds = %59
  %66 = load i32, i32* %7, align 4, !dbg !455
  %67 = add nsw i32 %66, 1, !dbg !455
  store i32 %67, i32* %7, align 4, !dbg !455
  br label %10, !dbg !456, !llvm.loop !457

68:                                               ; preds = %10
  ret void, !dbg !459
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @normalize(i32 noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !460 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !463, metadata !DIExpression()), !dbg !464
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !465, metadata !DIExpression()), !dbg !466
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !467, metadata !DIExpression()), !dbg !468
  call void @llvm.dbg.declare(metadata double* %7, metadata !469, metadata !DIExpression()), !dbg !470
  store double 0.000000e+00, double* %7, align 8, !dbg !470
  call void @llvm.dbg.declare(metadata i32* %8, metadata !471, metadata !DIExpression()), !dbg !473
  store i32 0, i32* %8, align 4, !dbg !473
  br label %10, !dbg !474

10:                                               ; preds = %27, %3
  %11 = load i32, i32* %8, align 4, !dbg !475
  %12 = load i32, i32* %4, align 4, !dbg !477
  %13 = icmp slt i32 %11, %12, !dbg !478
  br i1 %13, label %14, label %30, !dbg !479

14:                                               ; preds = %10
  %15 = load double*, double** %5, align 8, !dbg !480
  %16 = load i32, i32* %8, align 4, !dbg !481
  %17 = sext i32 %16 to i64, !dbg !480
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !480
  %19 = load double, double* %18, align 8, !dbg !480
  %20 = load double*, double** %5, align 8, !dbg !482
  %21 = load i32, i32* %8, align 4, !dbg !483
  %22 = sext i32 %21 to i64, !dbg !482
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !482
  %24 = load double, double* %23, align 8, !dbg !482
  %25 = load double, double* %7, align 8, !dbg !484
  %26 = call double @llvm.fmuladd.f64(double %19, double %24, double %25), !dbg !484
  store double %26, double* %7, align 8, !dbg !484
  br label %27, !dbg !485

27:                                               ; preds = %14
  %28 = load i32, i32* %8, align 4, !dbg !486
  %29 = add nsw i32 %28, 1, !dbg !486
  store i32 %29, i32* %8, align 4, !dbg !486
  br label %10, !dbg !487, !llvm.loop !488

30:                                               ; preds = %10
  %31 = load double, double* %7, align 8, !dbg !490
  %32 = call double @sqrt(double noundef %31) #6, !dbg !491
  store double %32, double* %7, align 8, !dbg !492
  call void @llvm.dbg.declare(metadata i32* %9, metadata !493, metadata !DIExpression()), !dbg !495
  store i32 0, i32* %9, align 4, !dbg !495
  br label %33, !dbg !496

33:                                               ; preds = %49, %30
  %34 = load i32, i32* %9, align 4, !dbg !497
  %35 = load i32, i32* %4, align 4, !dbg !499
  %36 = icmp slt i32 %34, %35, !dbg !500
  br i1 %36, label %37, label %52, !dbg !501

37:                                               ; preds = %33
  %38 = load double*, double** %5, align 8, !dbg !502
  %39 = load i32, i32* %9, align 4, !dbg !503
  %40 = sext i32 %39 to i64, !dbg !502
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !502
  %42 = load double, double* %41, align 8, !dbg !502
  %43 = load double, double* %7, align 8, !dbg !504
  %44 = fdiv double %42, %43, !dbg !505
  %45 = load double*, double** %6, align 8, !dbg !506
  %46 = load i32, i32* %9, align 4, !dbg !507
  %47 = sext i32 %46 to i64, !dbg !506
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !506
  store double %44, double* %48, align 8, !dbg !508
  br label %49, !dbg !506

49:                                               ; preds = %37
  %50 = load i32, i32* %9, align 4, !dbg !509
  %51 = add nsw i32 %50, 1, !dbg !509
  store i32 %51, i32* %9, align 4, !dbg !509
  br label %33, !dbg !510, !llvm.loop !511

52:                                               ; preds = %33
  %53 = load double, double* %7, align 8, !dbg !513
  ret double %53, !dbg !514
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "csr_spmv.c", directory: ".", checksumkind: CSK_MD5, checksum: "97fb893c3e7d6734d8ef1094a93a370a")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 73, type: !17, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!6, !6, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 73, type: !6)
!24 = !DILocation(line: 73, column: 14, scope: !16)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 73, type: !19)
!26 = !DILocation(line: 73, column: 27, scope: !16)
!27 = !DILocalVariable(name: "g", scope: !16, file: !1, line: 75, type: !6)
!28 = !DILocation(line: 75, column: 7, scope: !16)
!29 = !DILocation(line: 75, column: 11, scope: !16)
!30 = !DILocation(line: 75, column: 16, scope: !16)
!31 = !DILocation(line: 75, column: 27, scope: !16)
!32 = !DILocation(line: 75, column: 22, scope: !16)
!33 = !DILocalVariable(name: "iters", scope: !16, file: !1, line: 76, type: !6)
!34 = !DILocation(line: 76, column: 7, scope: !16)
!35 = !DILocation(line: 76, column: 15, scope: !16)
!36 = !DILocation(line: 76, column: 20, scope: !16)
!37 = !DILocation(line: 76, column: 31, scope: !16)
!38 = !DILocation(line: 76, column: 26, scope: !16)
!39 = !DILocalVariable(name: "A", scope: !16, file: !1, line: 77, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "csr_t", file: !1, line: 16, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 256, elements: !42)
!42 = !{!43, !44, !45, !47, !48}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !41, file: !1, line: 12, baseType: !6, size: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "nnz", scope: !41, file: !1, line: 12, baseType: !6, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !41, file: !1, line: 13, baseType: !46, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !41, file: !1, line: 14, baseType: !46, size: 64, offset: 128)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !41, file: !1, line: 15, baseType: !49, size: 64, offset: 192)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!51 = !DILocation(line: 77, column: 9, scope: !16)
!52 = !DILocation(line: 78, column: 13, scope: !16)
!53 = !DILocation(line: 78, column: 3, scope: !16)
!54 = !DILocalVariable(name: "x", scope: !16, file: !1, line: 79, type: !49)
!55 = !DILocation(line: 79, column: 11, scope: !16)
!56 = !DILocation(line: 79, column: 24, scope: !16)
!57 = !DILocation(line: 79, column: 22, scope: !16)
!58 = !DILocation(line: 79, column: 26, scope: !16)
!59 = !DILocation(line: 79, column: 15, scope: !16)
!60 = !DILocalVariable(name: "y", scope: !16, file: !1, line: 80, type: !49)
!61 = !DILocation(line: 80, column: 11, scope: !16)
!62 = !DILocation(line: 80, column: 24, scope: !16)
!63 = !DILocation(line: 80, column: 22, scope: !16)
!64 = !DILocation(line: 80, column: 26, scope: !16)
!65 = !DILocation(line: 80, column: 15, scope: !16)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 81, type: !6)
!67 = distinct !DILexicalBlock(scope: !16, file: !1, line: 81, column: 3)
!68 = !DILocation(line: 81, column: 12, scope: !67)
!69 = !DILocation(line: 81, column: 8, scope: !67)
!70 = !DILocation(line: 81, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 81, column: 3)
!72 = !DILocation(line: 81, column: 25, scope: !71)
!73 = !DILocation(line: 81, column: 21, scope: !71)
!74 = !DILocation(line: 81, column: 3, scope: !67)
!75 = !DILocation(line: 82, column: 19, scope: !71)
!76 = !DILocation(line: 82, column: 21, scope: !71)
!77 = !DILocation(line: 82, column: 18, scope: !71)
!78 = !DILocation(line: 82, column: 16, scope: !71)
!79 = !DILocation(line: 82, column: 5, scope: !71)
!80 = !DILocation(line: 82, column: 7, scope: !71)
!81 = !DILocation(line: 82, column: 10, scope: !71)
!82 = !DILocation(line: 81, column: 29, scope: !71)
!83 = !DILocation(line: 81, column: 3, scope: !71)
!84 = distinct !{!84, !74, !85, !86}
!85 = !DILocation(line: 82, column: 24, scope: !67)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocalVariable(name: "lambda", scope: !16, file: !1, line: 83, type: !50)
!88 = !DILocation(line: 83, column: 10, scope: !16)
!89 = !DILocalVariable(name: "t0", scope: !16, file: !1, line: 84, type: !50)
!90 = !DILocation(line: 84, column: 10, scope: !16)
!91 = !DILocation(line: 84, column: 15, scope: !16)
!92 = !DILocalVariable(name: "it", scope: !93, file: !1, line: 85, type: !6)
!93 = distinct !DILexicalBlock(scope: !16, file: !1, line: 85, column: 3)
!94 = !DILocation(line: 85, column: 12, scope: !93)
!95 = !DILocation(line: 85, column: 8, scope: !93)
!96 = !DILocation(line: 85, column: 20, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 85, column: 3)
!98 = !DILocation(line: 85, column: 25, scope: !97)
!99 = !DILocation(line: 85, column: 23, scope: !97)
!100 = !DILocation(line: 85, column: 3, scope: !93)
!101 = !DILocation(line: 86, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !97, file: !1, line: 85, column: 38)
!103 = !DILocation(line: 86, column: 24, scope: !102)
!104 = !DILocation(line: 86, column: 5, scope: !102)
!105 = !DILocation(line: 87, column: 26, scope: !102)
!106 = !DILocation(line: 87, column: 29, scope: !102)
!107 = !DILocation(line: 87, column: 32, scope: !102)
!108 = !DILocation(line: 87, column: 14, scope: !102)
!109 = !DILocation(line: 87, column: 12, scope: !102)
!110 = !DILocation(line: 88, column: 3, scope: !102)
!111 = !DILocation(line: 85, column: 34, scope: !97)
!112 = !DILocation(line: 85, column: 3, scope: !97)
!113 = distinct !{!113, !100, !114, !86}
!114 = !DILocation(line: 88, column: 3, scope: !93)
!115 = !DILocation(line: 89, column: 11, scope: !16)
!116 = !DILocation(line: 89, column: 37, scope: !16)
!117 = !DILocation(line: 89, column: 49, scope: !16)
!118 = !DILocation(line: 89, column: 47, scope: !16)
!119 = !DILocation(line: 89, column: 3, scope: !16)
!120 = !DILocation(line: 90, column: 7, scope: !121)
!121 = distinct !DILexicalBlock(scope: !16, file: !1, line: 90, column: 7)
!122 = !DILocation(line: 90, column: 12, scope: !121)
!123 = !DILocation(line: 90, column: 17, scope: !121)
!124 = !DILocation(line: 90, column: 28, scope: !121)
!125 = !DILocation(line: 90, column: 21, scope: !121)
!126 = !DILocation(line: 90, column: 7, scope: !16)
!127 = !DILocalVariable(name: "i", scope: !128, file: !1, line: 91, type: !6)
!128 = distinct !DILexicalBlock(scope: !121, file: !1, line: 91, column: 5)
!129 = !DILocation(line: 91, column: 14, scope: !128)
!130 = !DILocation(line: 91, column: 10, scope: !128)
!131 = !DILocation(line: 91, column: 21, scope: !132)
!132 = distinct !DILexicalBlock(scope: !128, file: !1, line: 91, column: 5)
!133 = !DILocation(line: 91, column: 27, scope: !132)
!134 = !DILocation(line: 91, column: 23, scope: !132)
!135 = !DILocation(line: 91, column: 5, scope: !128)
!136 = !DILocation(line: 92, column: 15, scope: !132)
!137 = !DILocation(line: 92, column: 31, scope: !132)
!138 = !DILocation(line: 92, column: 33, scope: !132)
!139 = !DILocation(line: 92, column: 7, scope: !132)
!140 = !DILocation(line: 91, column: 31, scope: !132)
!141 = !DILocation(line: 91, column: 5, scope: !132)
!142 = distinct !{!142, !135, !143, !86}
!143 = !DILocation(line: 92, column: 35, scope: !128)
!144 = !DILocation(line: 93, column: 36, scope: !16)
!145 = !DILocation(line: 93, column: 41, scope: !16)
!146 = !DILocation(line: 93, column: 3, scope: !16)
!147 = !DILocation(line: 94, column: 10, scope: !16)
!148 = !DILocation(line: 94, column: 8, scope: !16)
!149 = !DILocation(line: 94, column: 3, scope: !16)
!150 = !DILocation(line: 95, column: 10, scope: !16)
!151 = !DILocation(line: 95, column: 8, scope: !16)
!152 = !DILocation(line: 95, column: 3, scope: !16)
!153 = !DILocation(line: 96, column: 10, scope: !16)
!154 = !DILocation(line: 96, column: 8, scope: !16)
!155 = !DILocation(line: 96, column: 3, scope: !16)
!156 = !DILocation(line: 97, column: 8, scope: !16)
!157 = !DILocation(line: 97, column: 3, scope: !16)
!158 = !DILocation(line: 98, column: 8, scope: !16)
!159 = !DILocation(line: 98, column: 3, scope: !16)
!160 = !DILocation(line: 99, column: 3, scope: !16)
!161 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 25, type: !162, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!162 = !DISubroutineType(types: !163)
!163 = !{null, !164, !6, !6}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!165 = !DILocalVariable(name: "A", arg: 1, scope: !161, file: !1, line: 25, type: !164)
!166 = !DILocation(line: 25, column: 26, scope: !161)
!167 = !DILocalVariable(name: "g", arg: 2, scope: !161, file: !1, line: 25, type: !6)
!168 = !DILocation(line: 25, column: 33, scope: !161)
!169 = !DILocalVariable(name: "extra", arg: 3, scope: !161, file: !1, line: 25, type: !6)
!170 = !DILocation(line: 25, column: 40, scope: !161)
!171 = !DILocalVariable(name: "n", scope: !161, file: !1, line: 27, type: !6)
!172 = !DILocation(line: 27, column: 7, scope: !161)
!173 = !DILocation(line: 27, column: 11, scope: !161)
!174 = !DILocation(line: 27, column: 15, scope: !161)
!175 = !DILocation(line: 27, column: 13, scope: !161)
!176 = !DILocalVariable(name: "k", scope: !161, file: !1, line: 27, type: !6)
!177 = !DILocation(line: 27, column: 18, scope: !161)
!178 = !DILocalVariable(name: "s", scope: !161, file: !1, line: 28, type: !7)
!179 = !DILocation(line: 28, column: 12, scope: !161)
!180 = !DILocation(line: 29, column: 10, scope: !161)
!181 = !DILocation(line: 29, column: 3, scope: !161)
!182 = !DILocation(line: 29, column: 6, scope: !161)
!183 = !DILocation(line: 29, column: 8, scope: !161)
!184 = !DILocation(line: 30, column: 23, scope: !161)
!185 = !DILocation(line: 30, column: 25, scope: !161)
!186 = !DILocation(line: 30, column: 22, scope: !161)
!187 = !DILocation(line: 30, column: 30, scope: !161)
!188 = !DILocation(line: 30, column: 15, scope: !161)
!189 = !DILocation(line: 30, column: 3, scope: !161)
!190 = !DILocation(line: 30, column: 6, scope: !161)
!191 = !DILocation(line: 30, column: 13, scope: !161)
!192 = !DILocation(line: 31, column: 27, scope: !161)
!193 = !DILocation(line: 31, column: 19, scope: !161)
!194 = !DILocation(line: 31, column: 36, scope: !161)
!195 = !DILocation(line: 31, column: 34, scope: !161)
!196 = !DILocation(line: 31, column: 31, scope: !161)
!197 = !DILocation(line: 31, column: 29, scope: !161)
!198 = !DILocation(line: 31, column: 43, scope: !161)
!199 = !DILocation(line: 31, column: 12, scope: !161)
!200 = !DILocation(line: 31, column: 3, scope: !161)
!201 = !DILocation(line: 31, column: 6, scope: !161)
!202 = !DILocation(line: 31, column: 10, scope: !161)
!203 = !DILocation(line: 32, column: 27, scope: !161)
!204 = !DILocation(line: 32, column: 19, scope: !161)
!205 = !DILocation(line: 32, column: 36, scope: !161)
!206 = !DILocation(line: 32, column: 34, scope: !161)
!207 = !DILocation(line: 32, column: 31, scope: !161)
!208 = !DILocation(line: 32, column: 29, scope: !161)
!209 = !DILocation(line: 32, column: 43, scope: !161)
!210 = !DILocation(line: 32, column: 12, scope: !161)
!211 = !DILocation(line: 32, column: 3, scope: !161)
!212 = !DILocation(line: 32, column: 6, scope: !161)
!213 = !DILocation(line: 32, column: 10, scope: !161)
!214 = !DILocalVariable(name: "i", scope: !215, file: !1, line: 33, type: !6)
!215 = distinct !DILexicalBlock(scope: !161, file: !1, line: 33, column: 3)
!216 = !DILocation(line: 33, column: 12, scope: !215)
!217 = !DILocation(line: 33, column: 8, scope: !215)
!218 = !DILocation(line: 33, column: 19, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !1, line: 33, column: 3)
!220 = !DILocation(line: 33, column: 23, scope: !219)
!221 = !DILocation(line: 33, column: 21, scope: !219)
!222 = !DILocation(line: 33, column: 3, scope: !215)
!223 = !DILocalVariable(name: "j", scope: !224, file: !1, line: 34, type: !6)
!224 = distinct !DILexicalBlock(scope: !219, file: !1, line: 34, column: 5)
!225 = !DILocation(line: 34, column: 14, scope: !224)
!226 = !DILocation(line: 34, column: 10, scope: !224)
!227 = !DILocation(line: 34, column: 21, scope: !228)
!228 = distinct !DILexicalBlock(scope: !224, file: !1, line: 34, column: 5)
!229 = !DILocation(line: 34, column: 25, scope: !228)
!230 = !DILocation(line: 34, column: 23, scope: !228)
!231 = !DILocation(line: 34, column: 5, scope: !224)
!232 = !DILocalVariable(name: "r", scope: !233, file: !1, line: 35, type: !6)
!233 = distinct !DILexicalBlock(scope: !228, file: !1, line: 34, column: 33)
!234 = !DILocation(line: 35, column: 11, scope: !233)
!235 = !DILocation(line: 35, column: 15, scope: !233)
!236 = !DILocation(line: 35, column: 19, scope: !233)
!237 = !DILocation(line: 35, column: 17, scope: !233)
!238 = !DILocation(line: 35, column: 23, scope: !233)
!239 = !DILocation(line: 35, column: 21, scope: !233)
!240 = !DILocation(line: 36, column: 22, scope: !233)
!241 = !DILocation(line: 36, column: 7, scope: !233)
!242 = !DILocation(line: 36, column: 10, scope: !233)
!243 = !DILocation(line: 36, column: 17, scope: !233)
!244 = !DILocation(line: 36, column: 20, scope: !233)
!245 = !DILocation(line: 37, column: 11, scope: !246)
!246 = distinct !DILexicalBlock(scope: !233, file: !1, line: 37, column: 11)
!247 = !DILocation(line: 37, column: 13, scope: !246)
!248 = !DILocation(line: 37, column: 11, scope: !233)
!249 = !DILocation(line: 37, column: 32, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !1, line: 37, column: 18)
!251 = !DILocation(line: 37, column: 36, scope: !250)
!252 = !DILocation(line: 37, column: 34, scope: !250)
!253 = !DILocation(line: 37, column: 20, scope: !250)
!254 = !DILocation(line: 37, column: 23, scope: !250)
!255 = !DILocation(line: 37, column: 27, scope: !250)
!256 = !DILocation(line: 37, column: 30, scope: !250)
!257 = !DILocation(line: 37, column: 39, scope: !250)
!258 = !DILocation(line: 37, column: 42, scope: !250)
!259 = !DILocation(line: 37, column: 47, scope: !250)
!260 = !DILocation(line: 37, column: 51, scope: !250)
!261 = !DILocation(line: 37, column: 59, scope: !250)
!262 = !DILocation(line: 38, column: 11, scope: !263)
!263 = distinct !DILexicalBlock(scope: !233, file: !1, line: 38, column: 11)
!264 = !DILocation(line: 38, column: 13, scope: !263)
!265 = !DILocation(line: 38, column: 11, scope: !233)
!266 = !DILocation(line: 38, column: 32, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !1, line: 38, column: 18)
!268 = !DILocation(line: 38, column: 34, scope: !267)
!269 = !DILocation(line: 38, column: 20, scope: !267)
!270 = !DILocation(line: 38, column: 23, scope: !267)
!271 = !DILocation(line: 38, column: 27, scope: !267)
!272 = !DILocation(line: 38, column: 30, scope: !267)
!273 = !DILocation(line: 38, column: 39, scope: !267)
!274 = !DILocation(line: 38, column: 42, scope: !267)
!275 = !DILocation(line: 38, column: 47, scope: !267)
!276 = !DILocation(line: 38, column: 51, scope: !267)
!277 = !DILocation(line: 38, column: 59, scope: !267)
!278 = !DILocation(line: 39, column: 19, scope: !233)
!279 = !DILocation(line: 39, column: 7, scope: !233)
!280 = !DILocation(line: 39, column: 10, scope: !233)
!281 = !DILocation(line: 39, column: 14, scope: !233)
!282 = !DILocation(line: 39, column: 17, scope: !233)
!283 = !DILocation(line: 39, column: 22, scope: !233)
!284 = !DILocation(line: 39, column: 25, scope: !233)
!285 = !DILocation(line: 39, column: 30, scope: !233)
!286 = !DILocation(line: 39, column: 34, scope: !233)
!287 = !DILocation(line: 40, column: 11, scope: !288)
!288 = distinct !DILexicalBlock(scope: !233, file: !1, line: 40, column: 11)
!289 = !DILocation(line: 40, column: 15, scope: !288)
!290 = !DILocation(line: 40, column: 17, scope: !288)
!291 = !DILocation(line: 40, column: 13, scope: !288)
!292 = !DILocation(line: 40, column: 11, scope: !233)
!293 = !DILocation(line: 40, column: 36, scope: !294)
!294 = distinct !DILexicalBlock(scope: !288, file: !1, line: 40, column: 22)
!295 = !DILocation(line: 40, column: 38, scope: !294)
!296 = !DILocation(line: 40, column: 24, scope: !294)
!297 = !DILocation(line: 40, column: 27, scope: !294)
!298 = !DILocation(line: 40, column: 31, scope: !294)
!299 = !DILocation(line: 40, column: 34, scope: !294)
!300 = !DILocation(line: 40, column: 43, scope: !294)
!301 = !DILocation(line: 40, column: 46, scope: !294)
!302 = !DILocation(line: 40, column: 51, scope: !294)
!303 = !DILocation(line: 40, column: 55, scope: !294)
!304 = !DILocation(line: 40, column: 63, scope: !294)
!305 = !DILocation(line: 41, column: 11, scope: !306)
!306 = distinct !DILexicalBlock(scope: !233, file: !1, line: 41, column: 11)
!307 = !DILocation(line: 41, column: 15, scope: !306)
!308 = !DILocation(line: 41, column: 17, scope: !306)
!309 = !DILocation(line: 41, column: 13, scope: !306)
!310 = !DILocation(line: 41, column: 11, scope: !233)
!311 = !DILocation(line: 41, column: 36, scope: !312)
!312 = distinct !DILexicalBlock(scope: !306, file: !1, line: 41, column: 22)
!313 = !DILocation(line: 41, column: 40, scope: !312)
!314 = !DILocation(line: 41, column: 38, scope: !312)
!315 = !DILocation(line: 41, column: 24, scope: !312)
!316 = !DILocation(line: 41, column: 27, scope: !312)
!317 = !DILocation(line: 41, column: 31, scope: !312)
!318 = !DILocation(line: 41, column: 34, scope: !312)
!319 = !DILocation(line: 41, column: 43, scope: !312)
!320 = !DILocation(line: 41, column: 46, scope: !312)
!321 = !DILocation(line: 41, column: 51, scope: !312)
!322 = !DILocation(line: 41, column: 55, scope: !312)
!323 = !DILocation(line: 41, column: 63, scope: !312)
!324 = !DILocalVariable(name: "e", scope: !325, file: !1, line: 42, type: !6)
!325 = distinct !DILexicalBlock(scope: !233, file: !1, line: 42, column: 7)
!326 = !DILocation(line: 42, column: 16, scope: !325)
!327 = !DILocation(line: 42, column: 12, scope: !325)
!328 = !DILocation(line: 42, column: 23, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !1, line: 42, column: 7)
!330 = !DILocation(line: 42, column: 27, scope: !329)
!331 = !DILocation(line: 42, column: 25, scope: !329)
!332 = !DILocation(line: 42, column: 7, scope: !325)
!333 = !DILocation(line: 43, column: 13, scope: !334)
!334 = distinct !DILexicalBlock(scope: !329, file: !1, line: 42, column: 39)
!335 = !DILocation(line: 43, column: 15, scope: !334)
!336 = !DILocation(line: 43, column: 29, scope: !334)
!337 = !DILocation(line: 43, column: 11, scope: !334)
!338 = !DILocation(line: 44, column: 28, scope: !334)
!339 = !DILocation(line: 44, column: 30, scope: !334)
!340 = !DILocation(line: 44, column: 48, scope: !334)
!341 = !DILocation(line: 44, column: 36, scope: !334)
!342 = !DILocation(line: 44, column: 9, scope: !334)
!343 = !DILocation(line: 44, column: 12, scope: !334)
!344 = !DILocation(line: 44, column: 16, scope: !334)
!345 = !DILocation(line: 44, column: 19, scope: !334)
!346 = !DILocation(line: 45, column: 9, scope: !334)
!347 = !DILocation(line: 45, column: 12, scope: !334)
!348 = !DILocation(line: 45, column: 17, scope: !334)
!349 = !DILocation(line: 45, column: 21, scope: !334)
!350 = !DILocation(line: 46, column: 7, scope: !334)
!351 = !DILocation(line: 42, column: 35, scope: !329)
!352 = !DILocation(line: 42, column: 7, scope: !329)
!353 = distinct !{!353, !332, !354, !86}
!354 = !DILocation(line: 46, column: 7, scope: !325)
!355 = !DILocation(line: 47, column: 5, scope: !233)
!356 = !DILocation(line: 34, column: 29, scope: !228)
!357 = !DILocation(line: 34, column: 5, scope: !228)
!358 = distinct !{!358, !231, !359, !86}
!359 = !DILocation(line: 47, column: 5, scope: !224)
!360 = !DILocation(line: 33, column: 27, scope: !219)
!361 = !DILocation(line: 33, column: 3, scope: !219)
!362 = distinct !{!362, !222, !363, !86}
!363 = !DILocation(line: 47, column: 5, scope: !215)
!364 = !DILocation(line: 48, column: 18, scope: !161)
!365 = !DILocation(line: 48, column: 3, scope: !161)
!366 = !DILocation(line: 48, column: 6, scope: !161)
!367 = !DILocation(line: 48, column: 13, scope: !161)
!368 = !DILocation(line: 48, column: 16, scope: !161)
!369 = !DILocation(line: 49, column: 12, scope: !161)
!370 = !DILocation(line: 49, column: 3, scope: !161)
!371 = !DILocation(line: 49, column: 6, scope: !161)
!372 = !DILocation(line: 49, column: 10, scope: !161)
!373 = !DILocation(line: 50, column: 1, scope: !161)
!374 = distinct !DISubprogram(name: "seconds", scope: !1, file: !1, line: 18, type: !375, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!375 = !DISubroutineType(types: !376)
!376 = !{!50}
!377 = !DILocalVariable(name: "ts", scope: !374, file: !1, line: 20, type: !378)
!378 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !379, line: 11, size: 128, elements: !380)
!379 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!380 = !{!381, !385}
!381 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !378, file: !379, line: 16, baseType: !382, size: 64)
!382 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !383, line: 160, baseType: !384)
!383 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!384 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !378, file: !379, line: 21, baseType: !386, size: 64, offset: 64)
!386 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !383, line: 197, baseType: !384)
!387 = !DILocation(line: 20, column: 19, scope: !374)
!388 = !DILocation(line: 21, column: 3, scope: !374)
!389 = !DILocation(line: 22, column: 13, scope: !374)
!390 = !DILocation(line: 22, column: 10, scope: !374)
!391 = !DILocation(line: 22, column: 25, scope: !374)
!392 = !DILocation(line: 22, column: 22, scope: !374)
!393 = !DILocation(line: 22, column: 33, scope: !374)
!394 = !DILocation(line: 22, column: 20, scope: !374)
!395 = !DILocation(line: 22, column: 3, scope: !374)
!396 = distinct !DISubprogram(name: "kernel_spmv", scope: !1, file: !1, line: 52, type: !397, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!397 = !DISubroutineType(types: !398)
!398 = !{null, !399, !401, !49}
!399 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !400, size: 64)
!400 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !50)
!403 = !DILocalVariable(name: "A", arg: 1, scope: !396, file: !1, line: 52, type: !399)
!404 = !DILocation(line: 52, column: 38, scope: !396)
!405 = !DILocalVariable(name: "x", arg: 2, scope: !396, file: !1, line: 52, type: !401)
!406 = !DILocation(line: 52, column: 55, scope: !396)
!407 = !DILocalVariable(name: "y", arg: 3, scope: !396, file: !1, line: 52, type: !49)
!408 = !DILocation(line: 52, column: 66, scope: !396)
!409 = !DILocalVariable(name: "i", scope: !410, file: !1, line: 54, type: !6)
!410 = distinct !DILexicalBlock(scope: !396, file: !1, line: 54, column: 3)
!411 = !DILocation(line: 54, column: 12, scope: !410)
!412 = !DILocation(line: 54, column: 8, scope: !410)
!413 = !DILocation(line: 54, column: 19, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !1, line: 54, column: 3)
!415 = !DILocation(line: 54, column: 23, scope: !414)
!416 = !DILocation(line: 54, column: 26, scope: !414)
!417 = !DILocation(line: 54, column: 21, scope: !414)
!418 = !DILocation(line: 54, column: 3, scope: !410)
!419 = !DILocalVariable(name: "s", scope: !420, file: !1, line: 55, type: !50)
!420 = distinct !DILexicalBlock(scope: !414, file: !1, line: 54, column: 34)
!421 = !DILocation(line: 55, column: 12, scope: !420)
!422 = !DILocalVariable(name: "k", scope: !423, file: !1, line: 56, type: !6)
!423 = distinct !DILexicalBlock(scope: !420, file: !1, line: 56, column: 5)
!424 = !DILocation(line: 56, column: 14, scope: !423)
!425 = !DILocation(line: 56, column: 18, scope: !423)
!426 = !DILocation(line: 56, column: 21, scope: !423)
!427 = !DILocation(line: 56, column: 28, scope: !423)
!428 = !DILocation(line: 56, column: 10, scope: !423)
!429 = !DILocation(line: 56, column: 32, scope: !430)
!430 = distinct !DILexicalBlock(scope: !423, file: !1, line: 56, column: 5)
!431 = !DILocation(line: 56, column: 36, scope: !430)
!432 = !DILocation(line: 56, column: 39, scope: !430)
!433 = !DILocation(line: 56, column: 46, scope: !430)
!434 = !DILocation(line: 56, column: 48, scope: !430)
!435 = !DILocation(line: 56, column: 34, scope: !430)
!436 = !DILocation(line: 56, column: 5, scope: !423)
!437 = !DILocation(line: 57, column: 12, scope: !430)
!438 = !DILocation(line: 57, column: 15, scope: !430)
!439 = !DILocation(line: 57, column: 19, scope: !430)
!440 = !DILocation(line: 57, column: 24, scope: !430)
!441 = !DILocation(line: 57, column: 26, scope: !430)
!442 = !DILocation(line: 57, column: 29, scope: !430)
!443 = !DILocation(line: 57, column: 33, scope: !430)
!444 = !DILocation(line: 57, column: 9, scope: !430)
!445 = !DILocation(line: 57, column: 7, scope: !430)
!446 = !DILocation(line: 56, column: 55, scope: !430)
!447 = !DILocation(line: 56, column: 5, scope: !430)
!448 = distinct !{!448, !436, !449, !86}
!449 = !DILocation(line: 57, column: 35, scope: !423)
!450 = !DILocation(line: 58, column: 12, scope: !420)
!451 = !DILocation(line: 58, column: 5, scope: !420)
!452 = !DILocation(line: 58, column: 7, scope: !420)
!453 = !DILocation(line: 58, column: 10, scope: !420)
!454 = !DILocation(line: 59, column: 3, scope: !420)
!455 = !DILocation(line: 54, column: 30, scope: !414)
!456 = !DILocation(line: 54, column: 3, scope: !414)
!457 = distinct !{!457, !418, !458, !86}
!458 = !DILocation(line: 59, column: 3, scope: !410)
!459 = !DILocation(line: 60, column: 1, scope: !396)
!460 = distinct !DISubprogram(name: "normalize", scope: !1, file: !1, line: 62, type: !461, scopeLine: 63, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!461 = !DISubroutineType(types: !462)
!462 = !{!50, !6, !49, !49}
!463 = !DILocalVariable(name: "n", arg: 1, scope: !460, file: !1, line: 62, type: !6)
!464 = !DILocation(line: 62, column: 29, scope: !460)
!465 = !DILocalVariable(name: "y", arg: 2, scope: !460, file: !1, line: 62, type: !49)
!466 = !DILocation(line: 62, column: 40, scope: !460)
!467 = !DILocalVariable(name: "x", arg: 3, scope: !460, file: !1, line: 62, type: !49)
!468 = !DILocation(line: 62, column: 51, scope: !460)
!469 = !DILocalVariable(name: "nrm", scope: !460, file: !1, line: 64, type: !50)
!470 = !DILocation(line: 64, column: 10, scope: !460)
!471 = !DILocalVariable(name: "i", scope: !472, file: !1, line: 65, type: !6)
!472 = distinct !DILexicalBlock(scope: !460, file: !1, line: 65, column: 3)
!473 = !DILocation(line: 65, column: 12, scope: !472)
!474 = !DILocation(line: 65, column: 8, scope: !472)
!475 = !DILocation(line: 65, column: 19, scope: !476)
!476 = distinct !DILexicalBlock(scope: !472, file: !1, line: 65, column: 3)
!477 = !DILocation(line: 65, column: 23, scope: !476)
!478 = !DILocation(line: 65, column: 21, scope: !476)
!479 = !DILocation(line: 65, column: 3, scope: !472)
!480 = !DILocation(line: 66, column: 12, scope: !476)
!481 = !DILocation(line: 66, column: 14, scope: !476)
!482 = !DILocation(line: 66, column: 19, scope: !476)
!483 = !DILocation(line: 66, column: 21, scope: !476)
!484 = !DILocation(line: 66, column: 9, scope: !476)
!485 = !DILocation(line: 66, column: 5, scope: !476)
!486 = !DILocation(line: 65, column: 27, scope: !476)
!487 = !DILocation(line: 65, column: 3, scope: !476)
!488 = distinct !{!488, !479, !489, !86}
!489 = !DILocation(line: 66, column: 22, scope: !472)
!490 = !DILocation(line: 67, column: 14, scope: !460)
!491 = !DILocation(line: 67, column: 9, scope: !460)
!492 = !DILocation(line: 67, column: 7, scope: !460)
!493 = !DILocalVariable(name: "i", scope: !494, file: !1, line: 68, type: !6)
!494 = distinct !DILexicalBlock(scope: !460, file: !1, line: 68, column: 3)
!495 = !DILocation(line: 68, column: 12, scope: !494)
!496 = !DILocation(line: 68, column: 8, scope: !494)
!497 = !DILocation(line: 68, column: 19, scope: !498)
!498 = distinct !DILexicalBlock(scope: !494, file: !1, line: 68, column: 3)
!499 = !DILocation(line: 68, column: 23, scope: !498)
!500 = !DILocation(line: 68, column: 21, scope: !498)
!501 = !DILocation(line: 68, column: 3, scope: !494)
!502 = !DILocation(line: 69, column: 12, scope: !498)
!503 = !DILocation(line: 69, column: 14, scope: !498)
!504 = !DILocation(line: 69, column: 19, scope: !498)
!505 = !DILocation(line: 69, column: 17, scope: !498)
!506 = !DILocation(line: 69, column: 5, scope: !498)
!507 = !DILocation(line: 69, column: 7, scope: !498)
!508 = !DILocation(line: 69, column: 10, scope: !498)
!509 = !DILocation(line: 68, column: 27, scope: !498)
!510 = !DILocation(line: 68, column: 3, scope: !498)
!511 = distinct !{!511, !501, !512, !86}
!512 = !DILocation(line: 69, column: 19, scope: !494)
!513 = !DILocation(line: 70, column: 10, scope: !460)
!514 = !DILocation(line: 70, column: 3, scope: !460)
