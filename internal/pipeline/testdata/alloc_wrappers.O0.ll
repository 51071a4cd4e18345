; ModuleID = 'alloc_wrappers.c'
source_filename = "alloc_wrappers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"%f %f %f\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"aligned_alloc failed\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca double*, align 8
  %14 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !24, metadata !DIExpression()), !dbg !25
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata i32* %6, metadata !28, metadata !DIExpression()), !dbg !29
  %15 = load i32, i32* %4, align 4, !dbg !30
  %16 = icmp sgt i32 %15, 1, !dbg !31
  br i1 %16, label %17, label %22, !dbg !30

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !32
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !32
  %20 = load i8*, i8** %19, align 8, !dbg !32
  %21 = call i32 @atoi(i8* noundef %20) #6, !dbg !33
  br label %23, !dbg !30

22:                                               ; preds = %2
  br label %23, !dbg !30

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 60, %22 ], !dbg !30
  store i32 %24, i32* %6, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %7, metadata !34, metadata !DIExpression()), !dbg !35
  %25 = load i32, i32* %4, align 4, !dbg !36
  %26 = icmp sgt i32 %25, 2, !dbg !37
  br i1 %26, label %27, label %32, !dbg !36

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !38
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !38
  %30 = load i8*, i8** %29, align 8, !dbg !38
  %31 = call i32 @atoi(i8* noundef %30) #6, !dbg !39
  br label %33, !dbg !36

32:                                               ; preds = %23
  br label %33, !dbg !36

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 80, %32 ], !dbg !36
  store i32 %34, i32* %7, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i64* %8, metadata !40, metadata !DIExpression()), !dbg !41
  %35 = load i32, i32* %6, align 4, !dbg !42
  %36 = sext i32 %35 to i64, !dbg !43
  %37 = load i32, i32* %7, align 4, !dbg !44
  %38 = sext i32 %37 to i64, !dbg !44
  %39 = mul i64 %36, %38, !dbg !45
  store i64 %39, i64* %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata double** %9, metadata !46, metadata !DIExpression()), !dbg !49
  %40 = load i64, i64* %8, align 8, !dbg !50
  %41 = call double* @by_memalign(i64 noundef %40), !dbg !51
  store double* %41, double** %9, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata double** %10, metadata !52, metadata !DIExpression()), !dbg !53
  %42 = load i64, i64* %8, align 8, !dbg !54
  %43 = call double* @by_malloc(i64 noundef %42), !dbg !55
  store double* %43, double** %10, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata double** %11, metadata !56, metadata !DIExpression()), !dbg !57
  %44 = load i64, i64* %8, align 8, !dbg !58
  %45 = call double* @by_aligned(i64 noundef %44), !dbg !59
  store double* %45, double** %11, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata double** %12, metadata !60, metadata !DIExpression()), !dbg !61
  %46 = load i64, i64* %8, align 8, !dbg !62
  %47 = call double* @by_calloc(i64 noundef %46), !dbg !63
  store double* %47, double** %12, align 8, !dbg !61
  call void @llvm.dbg.declare(metadata double** %13, metadata !64, metadata !DIExpression()), !dbg !65
  %48 = load i64, i64* %8, align 8, !dbg !66
  %49 = call i32 @by_outparam(double** noundef %13, i64 noundef %48), !dbg !68
  %50 = icmp ne i32 %49, 0, !dbg !69
  br i1 %50, label %51, label %52, !dbg !70

51:                                               ; preds = %33
  store i32 1, i32* %3, align 4, !dbg !71
  br label %138, !dbg !71

52:                                               ; preds = %33
  %53 = load double*, double** %9, align 8, !dbg !72
  %54 = icmp ne double* %53, null, !dbg !72
  br i1 %54, label %55, label %61, !dbg !74

55:                                               ; preds = %52
  %56 = load double*, double** %10, align 8, !dbg !75
  %57 = icmp ne double* %56, null, !dbg !75
  br i1 %57, label %58, label %61, !dbg !76

58:                                               ; preds = %55
  %59 = load double*, double** %11, align 8, !dbg !77
  %60 = icmp ne double* %59, null, !dbg !77
  br i1 %60, label %64, label %61, !dbg !78

61:                                               ; preds = %58, %55, %52
  %62 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !79
  %63 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %62, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0)), !dbg !81
  store i32 1, i32* %3, align 4, !dbg !82
  br label %138, !dbg !82

64:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata i64* %14, metadata !83, metadata !DIExpression()), !dbg !85
  store i64 0, i64* %14, align 8, !dbg !85
  br label %65, !dbg !86

65:                                               ; preds = %94, %64
  %66 = load i64, i64* %14, align 8, !dbg !87
  %67 = load i64, i64* %8, align 8, !dbg !89
  %68 = icmp ult i64 %66, %67, !dbg !90
  br i1 %68, label %69, label %97, !dbg !91

69:                                               ; preds = %65
  %70 = load i64, i64* %14, align 8, !dbg !92
  %71 = urem i64 %70, 7, !dbg !94
  %72 = uitofp i64 %71 to double, !dbg !92
  %73 = load double*, double** %9, align 8, !dbg !95
  %74 = load i64, i64* %14, align 8, !dbg !96
  %75 = getelementptr inbounds double, double* %73, i64 %74, !dbg !95
  store double %72, double* %75, align 8, !dbg !97
  %76 = load i64, i64* %14, align 8, !dbg !98
  %77 = urem i64 %76, 5, !dbg !99
  %78 = uitofp i64 %77 to double, !dbg !98
  %79 = load double*, double** %10, align 8, !dbg !100
  %80 = load i64, i64* %14, align 8, !dbg !101
  %81 = getelementptr inbounds double, double* %79, i64 %80, !dbg !100
  store double %78, double* %81, align 8, !dbg !102
  %82 = load i64, i64* %14, align 8, !dbg !103
  %83 = urem i64 %82, 3, !dbg !104
  %84 = uitofp i64 %83 to double, !dbg !103
  %85 = load double*, double** %11, align 8, !dbg !105
  %86 = load i64, i64* %14, align 8, !dbg !106
  %87 = getelementptr inbounds double, double* %85, i64 %86, !dbg !105
  store double %84, double* %87, align 8, !dbg !107
  %88 = load i64, i64* %14, align 8, !dbg !108
  %89 = urem i64 %88, 11, !dbg !109
  %90 = uitofp i64 %89 to double, !dbg !108
  %91 = load double*, double** %13, align 8, !dbg !110
  %92 = load i64, i64* %14, align 8, !dbg !111
  %93 = getelementptr inbounds double, double* %91, i64 %92, !dbg !110
  store double %90, double* %93, align 8, !dbg !112
  br label %94, !dbg !113

94:                                               ; preds = %69
  %95 = load i64, i64* %14, align 8, !dbg !114
  %96 = add i64 %95, 1, !dbg !114
  store i64 %96, i64* %14, align 8, !dbg !114
  br label %65, !dbg !115, !llvm.loop !116

97:                                               ; preds = %65
  %98 = load i32, i32* %6, align 4, !dbg !119
  %99 = load i32, i32* %7, align 4, !dbg !120
  %100 = load double*, double** %9, align 8, !dbg !121
  %101 = load double*, double** %10, align 8, !dbg !122
  call void @colwalk(i32 noundef %98, i32 noundef %99, double* noundef %100, double* noundef %101), !dbg !123
  %102 = load i32, i32* %6, align 4, !dbg !124
  %103 = load i32, i32* %7, align 4, !dbg !125
  %104 = load double*, double** %11, align 8, !dbg !126
  %105 = load double*, double** %12, align 8, !dbg !127
  call void @colwalk(i32 noundef %102, i32 noundef %103, double* noundef %104, double* noundef %105), !dbg !128
  %106 = load i32, i32* %6, align 4, !dbg !129
  %107 = load i32, i32* %7, align 4, !dbg !130
  %108 = load double*, double** %13, align 8, !dbg !131
  %109 = load double*, double** %9, align 8, !dbg !132
  call void @colwalk(i32 noundef %106, i32 noundef %107, double* noundef %108, double* noundef %109), !dbg !133
  %110 = load double*, double** %10, align 8, !dbg !134
  %111 = load i32, i32* %7, align 4, !dbg !135
  %112 = add nsw i32 %111, 1, !dbg !136
  %113 = sext i32 %112 to i64, !dbg !134
  %114 = getelementptr inbounds double, double* %110, i64 %113, !dbg !134
  %115 = load double, double* %114, align 8, !dbg !134
  %116 = load double*, double** %12, align 8, !dbg !137
  %117 = load i32, i32* %7, align 4, !dbg !138
  %118 = mul nsw i32 2, %117, !dbg !139
  %119 = sext i32 %118 to i64, !dbg !137
  %120 = getelementptr inbounds double, double* %116, i64 %119, !dbg !137
  %121 = load double, double* %120, align 8, !dbg !137
  %122 = load double*, double** %9, align 8, !dbg !140
  %123 = load i64, i64* %8, align 8, !dbg !141
  %124 = sub i64 %123, 1, !dbg !142
  %125 = getelementptr inbounds double, double* %122, i64 %124, !dbg !140
  %126 = load double, double* %125, align 8, !dbg !140
  %127 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %115, double noundef %121, double noundef %126), !dbg !143
  %128 = load double*, double** %9, align 8, !dbg !144
  %129 = bitcast double* %128 to i8*, !dbg !144
  call void @free(i8* noundef %129) #7, !dbg !145
  %130 = load double*, double** %10, align 8, !dbg !146
  %131 = bitcast double* %130 to i8*, !dbg !146
  call void @free(i8* noundef %131) #7, !dbg !147
  %132 = load double*, double** %11, align 8, !dbg !148
  %133 = bitcast double* %132 to i8*, !dbg !148
  call void @free(i8* noundef %133) #7, !dbg !149
  %134 = load double*, double** %12, align 8, !dbg !150
  %135 = bitcast double* %134 to i8*, !dbg !150
  call void @free(i8* noundef %135) #7, !dbg !151
  %136 = load double*, double** %13, align 8, !dbg !152
  %137 = bitcast double* %136 to i8*, !dbg !152
  call void @free(i8* noundef %137) #7, !dbg !153
  store i32 0, i32* %3, align 4, !dbg !154
  br label %138, !dbg !154

138:                                              ; preds = %97, %61, %51
  %139 = load i32, i32* %3, align 4, !dbg !155
  ret i32 %139, !dbg !155
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @by_memalign(i64 noundef %0) #0 !dbg !156 {
  %2 = alloca double*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !159, metadata !DIExpression()), !dbg !160
  call void @llvm.dbg.declare(metadata i8** %4, metadata !161, metadata !DIExpression()), !dbg !162
  store i8* null, i8** %4, align 8, !dbg !162
  %5 = load i64, i64* %3, align 8, !dbg !163
  %6 = mul i64 %5, 8, !dbg !165
  %7 = call i32 @posix_memalign(i8** noundef %4, i64 noundef 4096, i64 noundef %6) #7, !dbg !166
  %8 = icmp ne i32 %7, 0, !dbg !167
  br i1 %8, label %9, label %10, !dbg !168

9:                                                ; preds = %1
  store double* null, double** %2, align 8, !dbg !169
  br label %13, !dbg !169

10:                                               ; preds = %1
  %11 = load i8*, i8** %4, align 8, !dbg !170
  %12 = bitcast i8* %11 to double*, !dbg !170
  store double* %12, double** %2, align 8, !dbg !171
  br label %13, !dbg !171

13:                                               ; preds = %10, %9
  %14 = load double*, double** %2, align 8, !dbg !172
  ret double* %14, !dbg !172
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @by_malloc(i64 noundef %0) #0 !dbg !173 {
  %2 = alloca double*, align 8
  %3 = alloca i64, align 8
  %4 = alloca double*, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !174, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.declare(metadata double** %4, metadata !176, metadata !DIExpression()), !dbg !177
  %5 = load i64, i64* %3, align 8, !dbg !178
  %6 = mul i64 %5, 8, !dbg !179
  %7 = call noalias i8* @malloc(i64 noundef %6) #7, !dbg !180
  %8 = bitcast i8* %7 to double*, !dbg !180
  store double* %8, double** %4, align 8, !dbg !177
  %9 = load double*, double** %4, align 8, !dbg !181
  %10 = icmp eq double* %9, null, !dbg !183
  br i1 %10, label %11, label %12, !dbg !184

11:                                               ; preds = %1
  store double* null, double** %2, align 8, !dbg !185
  br label %14, !dbg !185

12:                                               ; preds = %1
  %13 = load double*, double** %4, align 8, !dbg !186
  store double* %13, double** %2, align 8, !dbg !187
  br label %14, !dbg !187

14:                                               ; preds = %12, %11
  %15 = load double*, double** %2, align 8, !dbg !188
  ret double* %15, !dbg !188
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @by_aligned(i64 noundef %0) #0 !dbg !189 {
  %2 = alloca double*, align 8
  %3 = alloca i64, align 8
  %4 = alloca double*, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata double** %4, metadata !192, metadata !DIExpression()), !dbg !193
  %5 = load i64, i64* %3, align 8, !dbg !194
  %6 = mul i64 %5, 8, !dbg !195
  %7 = call noalias align 4096 i8* @aligned_alloc(i64 noundef 4096, i64 noundef %6) #7, !dbg !196
  %8 = bitcast i8* %7 to double*, !dbg !196
  store double* %8, double** %4, align 8, !dbg !193
  %9 = load double*, double** %4, align 8, !dbg !197
  %10 = icmp ne double* %9, null, !dbg !197
  br i1 %10, label %14, label %11, !dbg !199

11:                                               ; preds = %1
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !200
  %13 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %12, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.2, i64 0, i64 0)), !dbg !202
  store double* null, double** %2, align 8, !dbg !203
  br label %16, !dbg !203

14:                                               ; preds = %1
  %15 = load double*, double** %4, align 8, !dbg !204
  store double* %15, double** %2, align 8, !dbg !205
  br label %16, !dbg !205

16:                                               ; preds = %14, %11
  %17 = load double*, double** %2, align 8, !dbg !206
  ret double* %17, !dbg !206
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @by_calloc(i64 noundef %0) #0 !dbg !207 {
  %2 = alloca i64, align 8
  %3 = alloca double*, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !208, metadata !DIExpression()), !dbg !209
  call void @llvm.dbg.declare(metadata double** %3, metadata !210, metadata !DIExpression()), !dbg !211
  %4 = load i64, i64* %2, align 8, !dbg !212
  %5 = call noalias i8* @calloc(i64 noundef %4, i64 noundef 8) #7, !dbg !213
  %6 = bitcast i8* %5 to double*, !dbg !213
  store double* %6, double** %3, align 8, !dbg !211
  %7 = load double*, double** %3, align 8, !dbg !214
  %8 = icmp ne double* %7, null, !dbg !214
  br i1 %8, label %10, label %9, !dbg !216

9:                                                ; preds = %1
  call void @abort() #8, !dbg !217
  unreachable, !dbg !217

10:                                               ; preds = %1
  %11 = load double*, double** %3, align 8, !dbg !218
  ret double* %11, !dbg !219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_outparam(double** noundef %0, i64 noundef %1) #0 !dbg !220 {
  %3 = alloca double**, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store double** %0, double*** %3, align 8
  call void @llvm.dbg.declare(metadata double*** %3, metadata !224, metadata !DIExpression()), !dbg !225
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !226, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.declare(metadata i32* %5, metadata !228, metadata !DIExpression()), !dbg !229
  %6 = load double**, double*** %3, align 8, !dbg !230
  %7 = bitcast double** %6 to i8**, !dbg !231
  %8 = load i64, i64* %4, align 8, !dbg !232
  %9 = mul i64 %8, 8, !dbg !233
  %10 = call i32 @posix_memalign(i8** noundef %7, i64 noundef 64, i64 noundef %9) #7, !dbg !234
  store i32 %10, i32* %5, align 4, !dbg !229
  %11 = load i32, i32* %5, align 4, !dbg !235
  %12 = icmp ne i32 %11, 0, !dbg !235
  br i1 %12, label %13, label %15, !dbg !237

13:                                               ; preds = %2
  %14 = load double**, double*** %3, align 8, !dbg !238
  store double* null, double** %14, align 8, !dbg !239
  br label %15, !dbg !240

15:                                               ; preds = %13, %2
  %16 = load i32, i32* %5, align 4, !dbg !241
  ret i32 %16, !dbg !242
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @colwalk(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !243 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !248, metadata !DIExpression()), !dbg !249
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !250, metadata !DIExpression()), !dbg !251
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !252, metadata !DIExpression()), !dbg !253
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !254, metadata !DIExpression()), !dbg !255
  call void @llvm.dbg.declare(metadata i32* %9, metadata !256, metadata !DIExpression()), !dbg !258
  store i32 0, i32* %9, align 4, !dbg !258
  br label %13, !dbg !259

13:                                               ; preds = %63, %4
  %14 = load i32, i32* %9, align 4, !dbg !260
  %15 = load i32, i32* %6, align 4, !dbg !262
  %16 = icmp slt i32 %14, %15, !dbg !263
  br i1 %16, label %17, label %66, !dbg !264

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %10, metadata !265, metadata !DIExpression()), !dbg !267
  store i32 0, i32* %10, align 4, !dbg !267
  br label %18, !dbg !268

18:                                               ; preds = %59, %17
  %19 = load i32, i32* %10, align 4, !dbg !269
  %20 = load i32, i32* %6, align 4, !dbg !271
  %21 = icmp slt i32 %19, %20, !dbg !272
  br i1 %21, label %22, label %62, !dbg !273

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %11, metadata !274, metadata !DIExpression()), !dbg !276
  store double 0.000000e+00, double* %11, align 8, !dbg !276
  call void @llvm.dbg.declare(metadata i32* %12, metadata !277, metadata !DIExpression()), !dbg !279
  store i32 0, i32* %12, align 4, !dbg !279
  br label %23, !dbg !280

23:                                               ; preds = %48, %22
  %24 = load i32, i32* %12, align 4, !dbg !281
  %25 = load i32, i32* %5, align 4, !dbg !283
  %26 = icmp slt i32 %24, %25, !dbg !284
  br i1 %26, label %27, label %51, !dbg !285

27:                                               ; preds = %23
  %28 = load double*, double** %7, align 8, !dbg !286
  %29 = load i32, i32* %12, align 4, !dbg !287
  %30 = load i32, i32* %6, align 4, !dbg !288
  %31 = mul nsw i32 %29, %30, !dbg !289
  %32 = load i32, i32* %9, align 4, !dbg !290
  %33 = add nsw i32 %31, %32, !dbg !291
  %34 = sext i32 %33 to i64, !dbg !286
  %35 = getelementptr inbounds double, double* %28, i64 %34, !dbg !286
  %36 = load double, double* %35, align 8, !dbg !286
  %37 = load double*, double** %8, align 8, !dbg !292
  %38 = load i32, i32* %12, align 4, !dbg !293
  %39 = load i32, i32* %6, align 4, !dbg !294
  %40 = mul nsw i32 %38, %39, !dbg !295
  %41 = load i32, i32* %10, align 4, !dbg !296
  %42 = add nsw i32 %40, %41, !dbg !297
  %43 = sext i32 %42 to i64, !dbg !292
  %44 = getelementptr inbounds double, double* %37, i64 %43, !dbg !292
  %45 = load double, double* %44, align 8, !dbg !292
  %46 = load double, double* %11, align 8, !dbg !298
  %47 = call double @llvm.fmuladd.f64(double %36, double %45, double %46), !dbg !298
  store double %47, double* %11, align 8, !dbg !298
  br label %48, !dbg !299

48:                                               ; preds = %27
  %49 = load i32, i32* %12, align 4, !dbg !300
  %50 = add nsw i32 %49, 1, !dbg !300
  store i32 %50, i32* %12, align 4, !dbg !300
  br label %23, !dbg !301, !llvm.loop !302

51:                                               ; preds = %23
  %52 = load double, double* %11, align 8, !dbg !304
  %53 = load double*, double** %8, align 8, !dbg !305
  %54 = load i32, i32* %9, align 4, !dbg !306
  %55 = sext i32 %54 to i64, !dbg !305
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !305
  %57 = load double, double* %56, align 8, !dbg !307
  %58 = call double @llvm.fmuladd.f64(double %52, double 1.000000e-09, double %57), !dbg !307
  store double %58, double* %56, align 8, !dbg !307
  br label %59, !dbg !308

59:                                               ; preds = %51
  %60 = load i32, i32* %10, align 4, !dbg !309
  %61 = add nsw i32 %60, 7, !dbg !309
  store i32 %61, i32* %10, align 4, !dbg !309
  br label %18, !dbg !310, !llvm.loop !311

62:                                               ; preds = %18
  br label %63, !dbg !312

63:                                               ; preds = %62
  %64 = load i32, i32* %9, align 4, !dbg !313
  %65 = add nsw i32 %64, 1, !dbg !313
  store i32 %65, i32* %9, align 4, !dbg !313
  br label %13, !dbg !314, !llvm.loop !315

66:                                               ; preds = %13
  ret void, !dbg !317
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @aligned_alloc(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noreturn nounwind
declare void @abort() #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "alloc_wrappers.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cab8d2b0ffea85eeebe856b9cea3f546")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 56, type: !17, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 56, type: !19)
!25 = !DILocation(line: 56, column: 14, scope: !16)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 56, type: !20)
!27 = !DILocation(line: 56, column: 27, scope: !16)
!28 = !DILocalVariable(name: "m", scope: !16, file: !1, line: 57, type: !19)
!29 = !DILocation(line: 57, column: 7, scope: !16)
!30 = !DILocation(line: 57, column: 11, scope: !16)
!31 = !DILocation(line: 57, column: 16, scope: !16)
!32 = !DILocation(line: 57, column: 27, scope: !16)
!33 = !DILocation(line: 57, column: 22, scope: !16)
!34 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 58, type: !19)
!35 = !DILocation(line: 58, column: 7, scope: !16)
!36 = !DILocation(line: 58, column: 11, scope: !16)
!37 = !DILocation(line: 58, column: 16, scope: !16)
!38 = !DILocation(line: 58, column: 27, scope: !16)
!39 = !DILocation(line: 58, column: 22, scope: !16)
!40 = !DILocalVariable(name: "sz", scope: !16, file: !1, line: 59, type: !3)
!41 = !DILocation(line: 59, column: 10, scope: !16)
!42 = !DILocation(line: 59, column: 23, scope: !16)
!43 = !DILocation(line: 59, column: 15, scope: !16)
!44 = !DILocation(line: 59, column: 27, scope: !16)
!45 = !DILocation(line: 59, column: 25, scope: !16)
!46 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 60, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DILocation(line: 60, column: 11, scope: !16)
!50 = !DILocation(line: 60, column: 27, scope: !16)
!51 = !DILocation(line: 60, column: 15, scope: !16)
!52 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 60, type: !47)
!53 = !DILocation(line: 60, column: 33, scope: !16)
!54 = !DILocation(line: 60, column: 47, scope: !16)
!55 = !DILocation(line: 60, column: 37, scope: !16)
!56 = !DILocalVariable(name: "c", scope: !16, file: !1, line: 60, type: !47)
!57 = !DILocation(line: 60, column: 53, scope: !16)
!58 = !DILocation(line: 60, column: 68, scope: !16)
!59 = !DILocation(line: 60, column: 57, scope: !16)
!60 = !DILocalVariable(name: "d", scope: !16, file: !1, line: 60, type: !47)
!61 = !DILocation(line: 60, column: 74, scope: !16)
!62 = !DILocation(line: 60, column: 88, scope: !16)
!63 = !DILocation(line: 60, column: 78, scope: !16)
!64 = !DILocalVariable(name: "e", scope: !16, file: !1, line: 60, type: !47)
!65 = !DILocation(line: 60, column: 94, scope: !16)
!66 = !DILocation(line: 61, column: 23, scope: !67)
!67 = distinct !DILexicalBlock(scope: !16, file: !1, line: 61, column: 7)
!68 = !DILocation(line: 61, column: 7, scope: !67)
!69 = !DILocation(line: 61, column: 27, scope: !67)
!70 = !DILocation(line: 61, column: 7, scope: !16)
!71 = !DILocation(line: 62, column: 5, scope: !67)
!72 = !DILocation(line: 63, column: 8, scope: !73)
!73 = distinct !DILexicalBlock(scope: !16, file: !1, line: 63, column: 7)
!74 = !DILocation(line: 63, column: 10, scope: !73)
!75 = !DILocation(line: 63, column: 14, scope: !73)
!76 = !DILocation(line: 63, column: 16, scope: !73)
!77 = !DILocation(line: 63, column: 20, scope: !73)
!78 = !DILocation(line: 63, column: 7, scope: !16)
!79 = !DILocation(line: 64, column: 13, scope: !80)
!80 = distinct !DILexicalBlock(scope: !73, file: !1, line: 63, column: 23)
!81 = !DILocation(line: 64, column: 5, scope: !80)
!82 = !DILocation(line: 65, column: 5, scope: !80)
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 67, type: !3)
!84 = distinct !DILexicalBlock(scope: !16, file: !1, line: 67, column: 3)
!85 = !DILocation(line: 67, column: 15, scope: !84)
!86 = !DILocation(line: 67, column: 8, scope: !84)
!87 = !DILocation(line: 67, column: 22, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 67, column: 3)
!89 = !DILocation(line: 67, column: 26, scope: !88)
!90 = !DILocation(line: 67, column: 24, scope: !88)
!91 = !DILocation(line: 67, column: 3, scope: !84)
!92 = !DILocation(line: 68, column: 12, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 67, column: 35)
!94 = !DILocation(line: 68, column: 14, scope: !93)
!95 = !DILocation(line: 68, column: 5, scope: !93)
!96 = !DILocation(line: 68, column: 7, scope: !93)
!97 = !DILocation(line: 68, column: 10, scope: !93)
!98 = !DILocation(line: 69, column: 12, scope: !93)
!99 = !DILocation(line: 69, column: 14, scope: !93)
!100 = !DILocation(line: 69, column: 5, scope: !93)
!101 = !DILocation(line: 69, column: 7, scope: !93)
!102 = !DILocation(line: 69, column: 10, scope: !93)
!103 = !DILocation(line: 70, column: 12, scope: !93)
!104 = !DILocation(line: 70, column: 14, scope: !93)
!105 = !DILocation(line: 70, column: 5, scope: !93)
!106 = !DILocation(line: 70, column: 7, scope: !93)
!107 = !DILocation(line: 70, column: 10, scope: !93)
!108 = !DILocation(line: 71, column: 12, scope: !93)
!109 = !DILocation(line: 71, column: 14, scope: !93)
!110 = !DILocation(line: 71, column: 5, scope: !93)
!111 = !DILocation(line: 71, column: 7, scope: !93)
!112 = !DILocation(line: 71, column: 10, scope: !93)
!113 = !DILocation(line: 72, column: 3, scope: !93)
!114 = !DILocation(line: 67, column: 31, scope: !88)
!115 = !DILocation(line: 67, column: 3, scope: !88)
!116 = distinct !{!116, !91, !117, !118}
!117 = !DILocation(line: 72, column: 3, scope: !84)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 73, column: 11, scope: !16)
!120 = !DILocation(line: 73, column: 14, scope: !16)
!121 = !DILocation(line: 73, column: 17, scope: !16)
!122 = !DILocation(line: 73, column: 20, scope: !16)
!123 = !DILocation(line: 73, column: 3, scope: !16)
!124 = !DILocation(line: 74, column: 11, scope: !16)
!125 = !DILocation(line: 74, column: 14, scope: !16)
!126 = !DILocation(line: 74, column: 17, scope: !16)
!127 = !DILocation(line: 74, column: 20, scope: !16)
!128 = !DILocation(line: 74, column: 3, scope: !16)
!129 = !DILocation(line: 75, column: 11, scope: !16)
!130 = !DILocation(line: 75, column: 14, scope: !16)
!131 = !DILocation(line: 75, column: 17, scope: !16)
!132 = !DILocation(line: 75, column: 20, scope: !16)
!133 = !DILocation(line: 75, column: 3, scope: !16)
!134 = !DILocation(line: 76, column: 24, scope: !16)
!135 = !DILocation(line: 76, column: 26, scope: !16)
!136 = !DILocation(line: 76, column: 28, scope: !16)
!137 = !DILocation(line: 76, column: 34, scope: !16)
!138 = !DILocation(line: 76, column: 40, scope: !16)
!139 = !DILocation(line: 76, column: 38, scope: !16)
!140 = !DILocation(line: 76, column: 44, scope: !16)
!141 = !DILocation(line: 76, column: 46, scope: !16)
!142 = !DILocation(line: 76, column: 49, scope: !16)
!143 = !DILocation(line: 76, column: 3, scope: !16)
!144 = !DILocation(line: 77, column: 8, scope: !16)
!145 = !DILocation(line: 77, column: 3, scope: !16)
!146 = !DILocation(line: 78, column: 8, scope: !16)
!147 = !DILocation(line: 78, column: 3, scope: !16)
!148 = !DILocation(line: 79, column: 8, scope: !16)
!149 = !DILocation(line: 79, column: 3, scope: !16)
!150 = !DILocation(line: 80, column: 8, scope: !16)
!151 = !DILocation(line: 80, column: 3, scope: !16)
!152 = !DILocation(line: 81, column: 8, scope: !16)
!153 = !DILocation(line: 81, column: 3, scope: !16)
!154 = !DILocation(line: 82, column: 3, scope: !16)
!155 = !DILocation(line: 83, column: 1, scope: !16)
!156 = distinct !DISubprogram(name: "by_memalign", scope: !1, file: !1, line: 9, type: !157, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!157 = !DISubroutineType(types: !158)
!158 = !{!47, !3}
!159 = !DILocalVariable(name: "n", arg: 1, scope: !156, file: !1, line: 9, type: !3)
!160 = !DILocation(line: 9, column: 35, scope: !156)
!161 = !DILocalVariable(name: "r", scope: !156, file: !1, line: 10, type: !6)
!162 = !DILocation(line: 10, column: 9, scope: !156)
!163 = !DILocation(line: 11, column: 32, scope: !164)
!164 = distinct !DILexicalBlock(scope: !156, file: !1, line: 11, column: 7)
!165 = !DILocation(line: 11, column: 34, scope: !164)
!166 = !DILocation(line: 11, column: 7, scope: !164)
!167 = !DILocation(line: 11, column: 52, scope: !164)
!168 = !DILocation(line: 11, column: 7, scope: !156)
!169 = !DILocation(line: 12, column: 5, scope: !164)
!170 = !DILocation(line: 13, column: 10, scope: !156)
!171 = !DILocation(line: 13, column: 3, scope: !156)
!172 = !DILocation(line: 14, column: 1, scope: !156)
!173 = distinct !DISubprogram(name: "by_malloc", scope: !1, file: !1, line: 23, type: !157, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!174 = !DILocalVariable(name: "n", arg: 1, scope: !173, file: !1, line: 23, type: !3)
!175 = !DILocation(line: 23, column: 33, scope: !173)
!176 = !DILocalVariable(name: "p", scope: !173, file: !1, line: 24, type: !47)
!177 = !DILocation(line: 24, column: 11, scope: !173)
!178 = !DILocation(line: 24, column: 22, scope: !173)
!179 = !DILocation(line: 24, column: 24, scope: !173)
!180 = !DILocation(line: 24, column: 15, scope: !173)
!181 = !DILocation(line: 25, column: 7, scope: !182)
!182 = distinct !DILexicalBlock(scope: !173, file: !1, line: 25, column: 7)
!183 = !DILocation(line: 25, column: 9, scope: !182)
!184 = !DILocation(line: 25, column: 7, scope: !173)
!185 = !DILocation(line: 26, column: 5, scope: !182)
!186 = !DILocation(line: 27, column: 10, scope: !173)
!187 = !DILocation(line: 27, column: 3, scope: !173)
!188 = !DILocation(line: 28, column: 1, scope: !173)
!189 = distinct !DISubprogram(name: "by_aligned", scope: !1, file: !1, line: 30, type: !157, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!190 = !DILocalVariable(name: "n", arg: 1, scope: !189, file: !1, line: 30, type: !3)
!191 = !DILocation(line: 30, column: 34, scope: !189)
!192 = !DILocalVariable(name: "p", scope: !189, file: !1, line: 31, type: !47)
!193 = !DILocation(line: 31, column: 11, scope: !189)
!194 = !DILocation(line: 31, column: 35, scope: !189)
!195 = !DILocation(line: 31, column: 37, scope: !189)
!196 = !DILocation(line: 31, column: 15, scope: !189)
!197 = !DILocation(line: 32, column: 8, scope: !198)
!198 = distinct !DILexicalBlock(scope: !189, file: !1, line: 32, column: 7)
!199 = !DILocation(line: 32, column: 7, scope: !189)
!200 = !DILocation(line: 33, column: 13, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !1, line: 32, column: 11)
!202 = !DILocation(line: 33, column: 5, scope: !201)
!203 = !DILocation(line: 34, column: 5, scope: !201)
!204 = !DILocation(line: 36, column: 10, scope: !189)
!205 = !DILocation(line: 36, column: 3, scope: !189)
!206 = !DILocation(line: 37, column: 1, scope: !189)
!207 = distinct !DISubprogram(name: "by_calloc", scope: !1, file: !1, line: 39, type: !157, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!208 = !DILocalVariable(name: "n", arg: 1, scope: !207, file: !1, line: 39, type: !3)
!209 = !DILocation(line: 39, column: 33, scope: !207)
!210 = !DILocalVariable(name: "p", scope: !207, file: !1, line: 40, type: !47)
!211 = !DILocation(line: 40, column: 11, scope: !207)
!212 = !DILocation(line: 40, column: 22, scope: !207)
!213 = !DILocation(line: 40, column: 15, scope: !207)
!214 = !DILocation(line: 41, column: 8, scope: !215)
!215 = distinct !DILexicalBlock(scope: !207, file: !1, line: 41, column: 7)
!216 = !DILocation(line: 41, column: 7, scope: !207)
!217 = !DILocation(line: 42, column: 5, scope: !215)
!218 = !DILocation(line: 43, column: 10, scope: !207)
!219 = !DILocation(line: 43, column: 3, scope: !207)
!220 = distinct !DISubprogram(name: "by_outparam", scope: !1, file: !1, line: 16, type: !221, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!221 = !DISubroutineType(types: !222)
!222 = !{!19, !223, !3}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!224 = !DILocalVariable(name: "out", arg: 1, scope: !220, file: !1, line: 16, type: !223)
!225 = !DILocation(line: 16, column: 33, scope: !220)
!226 = !DILocalVariable(name: "n", arg: 2, scope: !220, file: !1, line: 16, type: !3)
!227 = !DILocation(line: 16, column: 45, scope: !220)
!228 = !DILocalVariable(name: "rc", scope: !220, file: !1, line: 17, type: !19)
!229 = !DILocation(line: 17, column: 7, scope: !220)
!230 = !DILocation(line: 17, column: 36, scope: !220)
!231 = !DILocation(line: 17, column: 27, scope: !220)
!232 = !DILocation(line: 17, column: 45, scope: !220)
!233 = !DILocation(line: 17, column: 47, scope: !220)
!234 = !DILocation(line: 17, column: 12, scope: !220)
!235 = !DILocation(line: 18, column: 7, scope: !236)
!236 = distinct !DILexicalBlock(scope: !220, file: !1, line: 18, column: 7)
!237 = !DILocation(line: 18, column: 7, scope: !220)
!238 = !DILocation(line: 19, column: 6, scope: !236)
!239 = !DILocation(line: 19, column: 10, scope: !236)
!240 = !DILocation(line: 19, column: 5, scope: !236)
!241 = !DILocation(line: 20, column: 10, scope: !220)
!242 = !DILocation(line: 20, column: 3, scope: !220)
!243 = distinct !DISubprogram(name: "colwalk", scope: !1, file: !1, line: 46, type: !244, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!244 = !DISubroutineType(types: !245)
!245 = !{null, !19, !19, !246, !47}
!246 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !247, size: 64)
!247 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!248 = !DILocalVariable(name: "m", arg: 1, scope: !243, file: !1, line: 46, type: !19)
!249 = !DILocation(line: 46, column: 25, scope: !243)
!250 = !DILocalVariable(name: "n", arg: 2, scope: !243, file: !1, line: 46, type: !19)
!251 = !DILocation(line: 46, column: 32, scope: !243)
!252 = !DILocalVariable(name: "a", arg: 3, scope: !243, file: !1, line: 46, type: !246)
!253 = !DILocation(line: 46, column: 49, scope: !243)
!254 = !DILocalVariable(name: "q", arg: 4, scope: !243, file: !1, line: 46, type: !47)
!255 = !DILocation(line: 46, column: 60, scope: !243)
!256 = !DILocalVariable(name: "k", scope: !257, file: !1, line: 47, type: !19)
!257 = distinct !DILexicalBlock(scope: !243, file: !1, line: 47, column: 3)
!258 = !DILocation(line: 47, column: 12, scope: !257)
!259 = !DILocation(line: 47, column: 8, scope: !257)
!260 = !DILocation(line: 47, column: 19, scope: !261)
!261 = distinct !DILexicalBlock(scope: !257, file: !1, line: 47, column: 3)
!262 = !DILocation(line: 47, column: 23, scope: !261)
!263 = !DILocation(line: 47, column: 21, scope: !261)
!264 = !DILocation(line: 47, column: 3, scope: !257)
!265 = !DILocalVariable(name: "j", scope: !266, file: !1, line: 48, type: !19)
!266 = distinct !DILexicalBlock(scope: !261, file: !1, line: 48, column: 5)
!267 = !DILocation(line: 48, column: 14, scope: !266)
!268 = !DILocation(line: 48, column: 10, scope: !266)
!269 = !DILocation(line: 48, column: 21, scope: !270)
!270 = distinct !DILexicalBlock(scope: !266, file: !1, line: 48, column: 5)
!271 = !DILocation(line: 48, column: 25, scope: !270)
!272 = !DILocation(line: 48, column: 23, scope: !270)
!273 = !DILocation(line: 48, column: 5, scope: !266)
!274 = !DILocalVariable(name: "s", scope: !275, file: !1, line: 49, type: !48)
!275 = distinct !DILexicalBlock(scope: !270, file: !1, line: 48, column: 36)
!276 = !DILocation(line: 49, column: 14, scope: !275)
!277 = !DILocalVariable(name: "i", scope: !278, file: !1, line: 50, type: !19)
!278 = distinct !DILexicalBlock(scope: !275, file: !1, line: 50, column: 7)
!279 = !DILocation(line: 50, column: 16, scope: !278)
!280 = !DILocation(line: 50, column: 12, scope: !278)
!281 = !DILocation(line: 50, column: 23, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !1, line: 50, column: 7)
!283 = !DILocation(line: 50, column: 27, scope: !282)
!284 = !DILocation(line: 50, column: 25, scope: !282)
!285 = !DILocation(line: 50, column: 7, scope: !278)
!286 = !DILocation(line: 51, column: 14, scope: !282)
!287 = !DILocation(line: 51, column: 16, scope: !282)
!288 = !DILocation(line: 51, column: 20, scope: !282)
!289 = !DILocation(line: 51, column: 18, scope: !282)
!290 = !DILocation(line: 51, column: 24, scope: !282)
!291 = !DILocation(line: 51, column: 22, scope: !282)
!292 = !DILocation(line: 51, column: 29, scope: !282)
!293 = !DILocation(line: 51, column: 31, scope: !282)
!294 = !DILocation(line: 51, column: 35, scope: !282)
!295 = !DILocation(line: 51, column: 33, scope: !282)
!296 = !DILocation(line: 51, column: 39, scope: !282)
!297 = !DILocation(line: 51, column: 37, scope: !282)
!298 = !DILocation(line: 51, column: 11, scope: !282)
!299 = !DILocation(line: 51, column: 9, scope: !282)
!300 = !DILocation(line: 50, column: 31, scope: !282)
!301 = !DILocation(line: 50, column: 7, scope: !282)
!302 = distinct !{!302, !285, !303, !118}
!303 = !DILocation(line: 51, column: 40, scope: !278)
!304 = !DILocation(line: 52, column: 15, scope: !275)
!305 = !DILocation(line: 52, column: 7, scope: !275)
!306 = !DILocation(line: 52, column: 9, scope: !275)
!307 = !DILocation(line: 52, column: 12, scope: !275)
!308 = !DILocation(line: 53, column: 5, scope: !275)
!309 = !DILocation(line: 48, column: 30, scope: !270)
!310 = !DILocation(line: 48, column: 5, scope: !270)
!311 = distinct !{!311, !273, !312, !118}
!312 = !DILocation(line: 53, column: 5, scope: !266)
!313 = !DILocation(line: 47, column: 27, scope: !261)
!314 = !DILocation(line: 47, column: 3, scope: !261)
!315 = distinct !{!315, !264, !316, !118}
!316 = !DILocation(line: 53, column: 5, scope: !257)
!317 = !DILocation(line: 54, column: 1, scope: !243)
