; ModuleID = 'percall_loops.c'
source_filename = "percall_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double*, align 8
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %15 = load i32, i32* %4, align 4, !dbg !24
  %16 = icmp sgt i32 %15, 1, !dbg !25
  br i1 %16, label %17, label %22, !dbg !24

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !26
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !26
  %20 = load i8*, i8** %19, align 8, !dbg !26
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !27
  br label %23, !dbg !24

22:                                               ; preds = %2
  br label %23, !dbg !24

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1000, %22 ], !dbg !24
  store i32 %24, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %25 = load i32, i32* %4, align 4, !dbg !30
  %26 = icmp sgt i32 %25, 2, !dbg !31
  br i1 %26, label %27, label %32, !dbg !30

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !32
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !32
  %30 = load i8*, i8** %29, align 8, !dbg !32
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !33
  br label %33, !dbg !30

32:                                               ; preds = %23
  br label %33, !dbg !30

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 300, %32 ], !dbg !30
  store i32 %34, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !35
  %35 = load i32, i32* %4, align 4, !dbg !36
  %36 = icmp sgt i32 %35, 3, !dbg !37
  br i1 %36, label %37, label %42, !dbg !36

37:                                               ; preds = %33
  %38 = load i8**, i8*** %5, align 8, !dbg !38
  %39 = getelementptr inbounds i8*, i8** %38, i64 3, !dbg !38
  %40 = load i8*, i8** %39, align 8, !dbg !38
  %41 = call i32 @atoi(i8* noundef %40) #5, !dbg !39
  br label %43, !dbg !36

42:                                               ; preds = %33
  br label %43, !dbg !36

43:                                               ; preds = %42, %37
  %44 = phi i32 [ %41, %37 ], [ 20, %42 ], !dbg !36
  store i32 %44, i32* %8, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %9, metadata !40, metadata !DIExpression()), !dbg !41
  %45 = load i32, i32* %4, align 4, !dbg !42
  %46 = icmp sgt i32 %45, 4, !dbg !43
  br i1 %46, label %47, label %52, !dbg !42

47:                                               ; preds = %43
  %48 = load i8**, i8*** %5, align 8, !dbg !44
  %49 = getelementptr inbounds i8*, i8** %48, i64 4, !dbg !44
  %50 = load i8*, i8** %49, align 8, !dbg !44
  %51 = call i32 @atoi(i8* noundef %50) #5, !dbg !45
  br label %53, !dbg !42

52:                                               ; preds = %43
  br label %53, !dbg !42

53:                                               ; preds = %52, %47
  %54 = phi i32 [ %51, %47 ], [ 30, %52 ], !dbg !42
  store i32 %54, i32* %9, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata double** %10, metadata !46, metadata !DIExpression()), !dbg !49
  %55 = load i32, i32* %6, align 4, !dbg !50
  %56 = load i32, i32* %7, align 4, !dbg !51
  %57 = add nsw i32 %55, %56, !dbg !52
  %58 = add nsw i32 %57, 16, !dbg !53
  %59 = sext i32 %58 to i64, !dbg !54
  %60 = mul i64 8, %59, !dbg !55
  %61 = call noalias i8* @malloc(i64 noundef %60) #6, !dbg !56
  %62 = bitcast i8* %61 to double*, !dbg !56
  store double* %62, double** %10, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata double** %11, metadata !57, metadata !DIExpression()), !dbg !58
  %63 = load i32, i32* %7, align 4, !dbg !59
  %64 = sext i32 %63 to i64, !dbg !59
  %65 = mul i64 8, %64, !dbg !60
  %66 = call noalias i8* @malloc(i64 noundef %65) #6, !dbg !61
  %67 = bitcast i8* %66 to double*, !dbg !61
  store double* %67, double** %11, align 8, !dbg !58
  call void @llvm.dbg.declare(metadata double** %12, metadata !62, metadata !DIExpression()), !dbg !63
  %68 = load i32, i32* %8, align 4, !dbg !64
  %69 = sext i32 %68 to i64, !dbg !64
  %70 = mul i64 8, %69, !dbg !65
  %71 = load i32, i32* %9, align 4, !dbg !66
  %72 = sext i32 %71 to i64, !dbg !66
  %73 = mul i64 %70, %72, !dbg !67
  %74 = call noalias i8* @malloc(i64 noundef %73) #6, !dbg !68
  %75 = bitcast i8* %74 to double*, !dbg !68
  store double* %75, double** %12, align 8, !dbg !63
  %76 = load double*, double** %10, align 8, !dbg !69
  %77 = load i32, i32* %6, align 4, !dbg !70
  call void @fill(double* noundef %76, i32 noundef %77, double noundef 5.000000e-01), !dbg !71
  %78 = load double*, double** %11, align 8, !dbg !72
  %79 = load i32, i32* %7, align 4, !dbg !73
  call void @fill(double* noundef %78, i32 noundef %79, double noundef -1.000000e+00), !dbg !74
  call void @llvm.dbg.declare(metadata i32* %13, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 0, i32* %13, align 4, !dbg !77
  br label %80, !dbg !78

80:                                               ; preds = %87, %53
  %81 = load i32, i32* %13, align 4, !dbg !79
  %82 = icmp slt i32 %81, 4, !dbg !81
  br i1 %82, label %83, label %90, !dbg !82

83:                                               ; preds = %80
  %84 = load double*, double** %10, align 8, !dbg !83
  %85 = load i32, i32* %13, align 4, !dbg !84
  %86 = mul nsw i32 %85, 3, !dbg !85
  call void @fill(double* noundef %84, i32 noundef %86, double noundef 2.000000e+00), !dbg !86
  br label %87, !dbg !86

87:                                               ; preds = %83
  %88 = load i32, i32* %13, align 4, !dbg !87
  %89 = add nsw i32 %88, 1, !dbg !87
  store i32 %89, i32* %13, align 4, !dbg !87
  br label %80, !dbg !88, !llvm.loop !89

90:                                               ; preds = %80
  %91 = load double*, double** %12, align 8, !dbg !92
  %92 = load i32, i32* %8, align 4, !dbg !93
  %93 = load i32, i32* %9, align 4, !dbg !94
  call void @init2d(double* noundef %91, i32 noundef %92, i32 noundef %93), !dbg !95
  %94 = load double*, double** %12, align 8, !dbg !96
  %95 = load i32, i32* %9, align 4, !dbg !97
  %96 = load i32, i32* %8, align 4, !dbg !98
  call void @init2d(double* noundef %94, i32 noundef %95, i32 noundef %96), !dbg !99
  call void @llvm.dbg.declare(metadata double* %14, metadata !100, metadata !DIExpression()), !dbg !101
  %97 = load double*, double** %10, align 8, !dbg !102
  %98 = load i32, i32* %6, align 4, !dbg !103
  %99 = call double @sum(double* noundef %97, i32 noundef %98), !dbg !104
  %100 = load double*, double** %11, align 8, !dbg !105
  %101 = load i32, i32* %7, align 4, !dbg !106
  %102 = call double @sum(double* noundef %100, i32 noundef %101), !dbg !107
  %103 = fadd double %99, %102, !dbg !108
  %104 = load double*, double** %11, align 8, !dbg !109
  %105 = call double @sum(double* noundef %104, i32 noundef 0), !dbg !110
  %106 = fadd double %103, %105, !dbg !111
  store double %106, double* %14, align 8, !dbg !101
  %107 = load double*, double** %10, align 8, !dbg !112
  %108 = load i32, i32* %7, align 4, !dbg !113
  %109 = sdiv i32 %108, 4, !dbg !114
  %110 = call double @tri(double* noundef %107, i32 noundef %109), !dbg !115
  %111 = load double*, double** %11, align 8, !dbg !116
  %112 = load i32, i32* %7, align 4, !dbg !117
  %113 = sdiv i32 %112, 8, !dbg !118
  %114 = call double @tri(double* noundef %111, i32 noundef %113), !dbg !119
  %115 = fadd double %110, %114, !dbg !120
  %116 = load double, double* %14, align 8, !dbg !121
  %117 = fadd double %116, %115, !dbg !121
  store double %117, double* %14, align 8, !dbg !121
  %118 = load double*, double** %10, align 8, !dbg !122
  %119 = load i32, i32* %6, align 4, !dbg !123
  call void @twice(double* noundef %118, i32 noundef %119), !dbg !124
  %120 = load double*, double** %11, align 8, !dbg !125
  %121 = load i32, i32* %7, align 4, !dbg !126
  call void @twice(double* noundef %120, i32 noundef %121), !dbg !127
  %122 = load double, double* %14, align 8, !dbg !128
  %123 = load double*, double** %10, align 8, !dbg !129
  %124 = load i32, i32* %6, align 4, !dbg !130
  %125 = sdiv i32 %124, 2, !dbg !131
  %126 = sext i32 %125 to i64, !dbg !129
  %127 = getelementptr inbounds double, double* %123, i64 %126, !dbg !129
  %128 = load double, double* %127, align 8, !dbg !129
  %129 = load double*, double** %12, align 8, !dbg !132
  %130 = load i32, i32* %8, align 4, !dbg !133
  %131 = load i32, i32* %9, align 4, !dbg !134
  %132 = mul nsw i32 %130, %131, !dbg !135
  %133 = sub nsw i32 %132, 1, !dbg !136
  %134 = sext i32 %133 to i64, !dbg !132
  %135 = getelementptr inbounds double, double* %129, i64 %134, !dbg !132
  %136 = load double, double* %135, align 8, !dbg !132
  %137 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %122, double noundef %128, double noundef %136), !dbg !137
  %138 = load double*, double** %10, align 8, !dbg !138
  %139 = bitcast double* %138 to i8*, !dbg !138
  call void @free(i8* noundef %139) #6, !dbg !139
  %140 = load double*, double** %11, align 8, !dbg !140
  %141 = bitcast double* %140 to i8*, !dbg !140
  call void @free(i8* noundef %141) #6, !dbg !141
  %142 = load double*, double** %12, align 8, !dbg !142
  %143 = bitcast double* %142 to i8*, !dbg !142
  call void @free(i8* noundef %143) #6, !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(double* noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !145 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !148, metadata !DIExpression()), !dbg !149
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !150, metadata !DIExpression()), !dbg !151
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !152, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.declare(metadata i32* %7, metadata !154, metadata !DIExpression()), !dbg !156
  store i32 0, i32* %7, align 4, !dbg !156
  br label %8, !dbg !157

8:                                                ; preds = %21, %3
  %9 = load i32, i32* %7, align 4, !dbg !158
  %10 = load i32, i32* %5, align 4, !dbg !160
  %11 = icmp slt i32 %9, %10, !dbg !161
  br i1 %11, label %12, label %24, !dbg !162

12:                                               ; preds = %8
  %13 = load double, double* %6, align 8, !dbg !163
  %14 = load i32, i32* %7, align 4, !dbg !164
  %15 = sitofp i32 %14 to double, !dbg !164
  %16 = fmul double %13, %15, !dbg !165
  %17 = load double*, double** %4, align 8, !dbg !166
  %18 = load i32, i32* %7, align 4, !dbg !167
  %19 = sext i32 %18 to i64, !dbg !166
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !166
  store double %16, double* %20, align 8, !dbg !168
  br label %21, !dbg !166

21:                                               ; preds = %12
  %22 = load i32, i32* %7, align 4, !dbg !169
  %23 = add nsw i32 %22, 1, !dbg !169
  store i32 %23, i32* %7, align 4, !dbg !169
  br label %8, !dbg !170, !llvm.loop !171

24:                                               ; preds = %8
  ret void, !dbg !173
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init2d(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !174 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !177, metadata !DIExpression()), !dbg !178
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !179, metadata !DIExpression()), !dbg !180
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !181, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.declare(metadata i32* %7, metadata !183, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %7, align 4, !dbg !185
  br label %9, !dbg !186

9:                                                ; preds = %35, %3
  %10 = load i32, i32* %7, align 4, !dbg !187
  %11 = load i32, i32* %5, align 4, !dbg !189
  %12 = icmp slt i32 %10, %11, !dbg !190
  br i1 %12, label %13, label %38, !dbg !191

13:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %8, metadata !192, metadata !DIExpression()), !dbg !194
  store i32 0, i32* %8, align 4, !dbg !194
  br label %14, !dbg !195

14:                                               ; preds = %31, %13
  %15 = load i32, i32* %8, align 4, !dbg !196
  %16 = load i32, i32* %6, align 4, !dbg !198
  %17 = icmp slt i32 %15, %16, !dbg !199
  br i1 %17, label %18, label %34, !dbg !200

18:                                               ; preds = %14
  %19 = load i32, i32* %7, align 4, !dbg !201
  %20 = load i32, i32* %8, align 4, !dbg !202
  %21 = sub nsw i32 %19, %20, !dbg !203
  %22 = sitofp i32 %21 to double, !dbg !201
  %23 = load double*, double** %4, align 8, !dbg !204
  %24 = load i32, i32* %7, align 4, !dbg !205
  %25 = load i32, i32* %6, align 4, !dbg !206
  %26 = mul nsw i32 %24, %25, !dbg !207
  %27 = load i32, i32* %8, align 4, !dbg !208
  %28 = add nsw i32 %26, %27, !dbg !209
  %29 = sext i32 %28 to i64, !dbg !204
  %30 = getelementptr inbounds double, double* %23, i64 %29, !dbg !204
  store double %22, double* %30, align 8, !dbg !210
  br label %31, !dbg !204

31:                                               ; preds = %18
  %32 = load i32, i32* %8, align 4, !dbg !211
  %33 = add nsw i32 %32, 1, !dbg !211
  store i32 %33, i32* %8, align 4, !dbg !211
  br label %14, !dbg !212, !llvm.loop !213

34:                                               ; preds = %14
  br label %35, !dbg !214

35:                                               ; preds = %34
  %36 = load i32, i32* %7, align 4, !dbg !215
  %37 = add nsw i32 %36, 1, !dbg !215
  store i32 %37, i32* %7, align 4, !dbg !215
  br label %9, !dbg !216, !llvm.loop !217

38:                                               ; preds = %9
  ret void, !dbg !219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum(double* noundef %0, i32 noundef %1) #0 !dbg !220 {
  %3 = alloca double, align 8
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !225, metadata !DIExpression()), !dbg !226
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !227, metadata !DIExpression()), !dbg !228
  %8 = load i32, i32* %5, align 4, !dbg !229
  %9 = icmp sle i32 %8, 0, !dbg !231
  br i1 %9, label %10, label %11, !dbg !232

10:                                               ; preds = %2
  store double 0.000000e+00, double* %3, align 8, !dbg !233
  br label %29, !dbg !233

11:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata double* %6, metadata !234, metadata !DIExpression()), !dbg !235
  store double 0.000000e+00, double* %6, align 8, !dbg !235
  call void @llvm.dbg.declare(metadata i32* %7, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 0, i32* %7, align 4, !dbg !238
  br label %12, !dbg !239

12:                                               ; preds = %24, %11
  %13 = load i32, i32* %7, align 4, !dbg !240
  %14 = load i32, i32* %5, align 4, !dbg !242
  %15 = icmp slt i32 %13, %14, !dbg !243
  br i1 %15, label %16, label %27, !dbg !244

16:                                               ; preds = %12
  %17 = load double*, double** %4, align 8, !dbg !245
  %18 = load i32, i32* %7, align 4, !dbg !246
  %19 = sext i32 %18 to i64, !dbg !245
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !245
  %21 = load double, double* %20, align 8, !dbg !245
  %22 = load double, double* %6, align 8, !dbg !247
  %23 = fadd double %22, %21, !dbg !247
  store double %23, double* %6, align 8, !dbg !247
  br label %24, !dbg !248

24:                                               ; preds = %16
  %25 = load i32, i32* %7, align 4, !dbg !249
  %26 = add nsw i32 %25, 1, !dbg !249
  store i32 %26, i32* %7, align 4, !dbg !249
  br label %12, !dbg !250, !llvm.loop !251

27:                                               ; preds = %12
  %28 = load double, double* %6, align 8, !dbg !253
  store double %28, double* %3, align 8, !dbg !254
  br label %29, !dbg !254

29:                                               ; preds = %27, %10
  %30 = load double, double* %3, align 8, !dbg !255
  ret double %30, !dbg !255
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tri(double* noundef %0, i32 noundef %1) #0 !dbg !256 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !257, metadata !DIExpression()), !dbg !258
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !259, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.declare(metadata double* %5, metadata !261, metadata !DIExpression()), !dbg !262
  store double 0.000000e+00, double* %5, align 8, !dbg !262
  call void @llvm.dbg.declare(metadata i32* %6, metadata !263, metadata !DIExpression()), !dbg !265
  store i32 0, i32* %6, align 4, !dbg !265
  br label %8, !dbg !266

8:                                                ; preds = %34, %2
  %9 = load i32, i32* %6, align 4, !dbg !267
  %10 = load i32, i32* %4, align 4, !dbg !269
  %11 = icmp slt i32 %9, %10, !dbg !270
  br i1 %11, label %12, label %37, !dbg !271

12:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !272, metadata !DIExpression()), !dbg !274
  store i32 0, i32* %7, align 4, !dbg !274
  br label %13, !dbg !275

13:                                               ; preds = %30, %12
  %14 = load i32, i32* %7, align 4, !dbg !276
  %15 = load i32, i32* %6, align 4, !dbg !278
  %16 = icmp slt i32 %14, %15, !dbg !279
  br i1 %16, label %17, label %33, !dbg !280

17:                                               ; preds = %13
  %18 = load double*, double** %3, align 8, !dbg !281
  %19 = load i32, i32* %6, align 4, !dbg !282
  %20 = sext i32 %19 to i64, !dbg !281
  %21 = getelementptr inbounds double, double* %18, i64 %20, !dbg !281
  %22 = load double, double* %21, align 8, !dbg !281
  %23 = load double*, double** %3, align 8, !dbg !283
  %24 = load i32, i32* %7, align 4, !dbg !284
  %25 = sext i32 %24 to i64, !dbg !283
  %26 = getelementptr inbounds double, double* %23, i64 %25, !dbg !283
  %27 = load double, double* %26, align 8, !dbg !283
  %28 = load double, double* %5, align 8, !dbg !285
  %29 = call double @llvm.fmuladd.f64(double %22, double %27, double %28), !dbg !285
  store double %29, double* %5, align 8, !dbg !285
  br label %30, !dbg !286

30:                                               ; preds = %17
  %31 = load i32, i32* %7, align 4, !dbg !287
  %32 = add nsw i32 %31, 1, !dbg !287
  store i32 %32, i32* %7, align 4, !dbg !287
  br label %13, !dbg !288, !llvm.loop !289

33:                                               ; preds = %13
  br label %34, !dbg !290

34:                                               ; preds = %33
  %35 = load i32, i32* %6, align 4, !dbg !291
  %36 = add nsw i32 %35, 1, !dbg !291
  store i32 %36, i32* %6, align 4, !dbg !291
  br label %8, !dbg !292, !llvm.loop !293

37:                                               ; preds = %8
  %38 = load double, double* %5, align 8, !dbg !295
  ret double %38, !dbg !296
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @twice(double* noundef %0, i32 noundef %1) #0 !dbg !297 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !300, metadata !DIExpression()), !dbg !301
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !302, metadata !DIExpression()), !dbg !303
  %5 = load double*, double** %3, align 8, !dbg !304
  %6 = load i32, i32* %4, align 4, !dbg !305
  call void @fill(double* noundef %5, i32 noundef %6, double noundef 1.000000e+00), !dbg !306
  %7 = load double*, double** %3, align 8, !dbg !307
  %8 = load i32, i32* %4, align 4, !dbg !308
  %9 = sdiv i32 %8, 2, !dbg !309
  call void @fill(double* noundef %7, i32 noundef %9, double noundef 2.000000e+00), !dbg !310
  ret void, !dbg !311
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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "percall_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "48aa439b4d7a55add287d6c821b83e96")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 42, type: !11, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 42, type: !13)
!19 = !DILocation(line: 42, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 42, type: !14)
!21 = !DILocation(line: 42, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 43, type: !13)
!23 = !DILocation(line: 43, column: 7, scope: !10)
!24 = !DILocation(line: 43, column: 11, scope: !10)
!25 = !DILocation(line: 43, column: 16, scope: !10)
!26 = !DILocation(line: 43, column: 27, scope: !10)
!27 = !DILocation(line: 43, column: 22, scope: !10)
!28 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 44, type: !13)
!29 = !DILocation(line: 44, column: 7, scope: !10)
!30 = !DILocation(line: 44, column: 11, scope: !10)
!31 = !DILocation(line: 44, column: 16, scope: !10)
!32 = !DILocation(line: 44, column: 27, scope: !10)
!33 = !DILocation(line: 44, column: 22, scope: !10)
!34 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 45, type: !13)
!35 = !DILocation(line: 45, column: 7, scope: !10)
!36 = !DILocation(line: 45, column: 11, scope: !10)
!37 = !DILocation(line: 45, column: 16, scope: !10)
!38 = !DILocation(line: 45, column: 27, scope: !10)
!39 = !DILocation(line: 45, column: 22, scope: !10)
!40 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 46, type: !13)
!41 = !DILocation(line: 46, column: 7, scope: !10)
!42 = !DILocation(line: 46, column: 11, scope: !10)
!43 = !DILocation(line: 46, column: 16, scope: !10)
!44 = !DILocation(line: 46, column: 27, scope: !10)
!45 = !DILocation(line: 46, column: 22, scope: !10)
!46 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 47, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DILocation(line: 47, column: 11, scope: !10)
!50 = !DILocation(line: 47, column: 40, scope: !10)
!51 = !DILocation(line: 47, column: 44, scope: !10)
!52 = !DILocation(line: 47, column: 42, scope: !10)
!53 = !DILocation(line: 47, column: 46, scope: !10)
!54 = !DILocation(line: 47, column: 39, scope: !10)
!55 = !DILocation(line: 47, column: 37, scope: !10)
!56 = !DILocation(line: 47, column: 15, scope: !10)
!57 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 48, type: !47)
!58 = !DILocation(line: 48, column: 11, scope: !10)
!59 = !DILocation(line: 48, column: 39, scope: !10)
!60 = !DILocation(line: 48, column: 37, scope: !10)
!61 = !DILocation(line: 48, column: 15, scope: !10)
!62 = !DILocalVariable(name: "g", scope: !10, file: !1, line: 49, type: !47)
!63 = !DILocation(line: 49, column: 11, scope: !10)
!64 = !DILocation(line: 49, column: 39, scope: !10)
!65 = !DILocation(line: 49, column: 37, scope: !10)
!66 = !DILocation(line: 49, column: 43, scope: !10)
!67 = !DILocation(line: 49, column: 41, scope: !10)
!68 = !DILocation(line: 49, column: 15, scope: !10)
!69 = !DILocation(line: 50, column: 8, scope: !10)
!70 = !DILocation(line: 50, column: 11, scope: !10)
!71 = !DILocation(line: 50, column: 3, scope: !10)
!72 = !DILocation(line: 51, column: 8, scope: !10)
!73 = !DILocation(line: 51, column: 11, scope: !10)
!74 = !DILocation(line: 51, column: 3, scope: !10)
!75 = !DILocalVariable(name: "k", scope: !76, file: !1, line: 52, type: !13)
!76 = distinct !DILexicalBlock(scope: !10, file: !1, line: 52, column: 3)
!77 = !DILocation(line: 52, column: 12, scope: !76)
!78 = !DILocation(line: 52, column: 8, scope: !76)
!79 = !DILocation(line: 52, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !1, line: 52, column: 3)
!81 = !DILocation(line: 52, column: 21, scope: !80)
!82 = !DILocation(line: 52, column: 3, scope: !76)
!83 = !DILocation(line: 53, column: 10, scope: !80)
!84 = !DILocation(line: 53, column: 13, scope: !80)
!85 = !DILocation(line: 53, column: 15, scope: !80)
!86 = !DILocation(line: 53, column: 5, scope: !80)
!87 = !DILocation(line: 52, column: 27, scope: !80)
!88 = !DILocation(line: 52, column: 3, scope: !80)
!89 = distinct !{!89, !82, !90, !91}
!90 = !DILocation(line: 53, column: 23, scope: !76)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 54, column: 10, scope: !10)
!93 = !DILocation(line: 54, column: 13, scope: !10)
!94 = !DILocation(line: 54, column: 16, scope: !10)
!95 = !DILocation(line: 54, column: 3, scope: !10)
!96 = !DILocation(line: 55, column: 10, scope: !10)
!97 = !DILocation(line: 55, column: 13, scope: !10)
!98 = !DILocation(line: 55, column: 16, scope: !10)
!99 = !DILocation(line: 55, column: 3, scope: !10)
!100 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 56, type: !48)
!101 = !DILocation(line: 56, column: 10, scope: !10)
!102 = !DILocation(line: 56, column: 18, scope: !10)
!103 = !DILocation(line: 56, column: 21, scope: !10)
!104 = !DILocation(line: 56, column: 14, scope: !10)
!105 = !DILocation(line: 56, column: 30, scope: !10)
!106 = !DILocation(line: 56, column: 33, scope: !10)
!107 = !DILocation(line: 56, column: 26, scope: !10)
!108 = !DILocation(line: 56, column: 24, scope: !10)
!109 = !DILocation(line: 56, column: 42, scope: !10)
!110 = !DILocation(line: 56, column: 38, scope: !10)
!111 = !DILocation(line: 56, column: 36, scope: !10)
!112 = !DILocation(line: 57, column: 12, scope: !10)
!113 = !DILocation(line: 57, column: 15, scope: !10)
!114 = !DILocation(line: 57, column: 17, scope: !10)
!115 = !DILocation(line: 57, column: 8, scope: !10)
!116 = !DILocation(line: 57, column: 28, scope: !10)
!117 = !DILocation(line: 57, column: 31, scope: !10)
!118 = !DILocation(line: 57, column: 33, scope: !10)
!119 = !DILocation(line: 57, column: 24, scope: !10)
!120 = !DILocation(line: 57, column: 22, scope: !10)
!121 = !DILocation(line: 57, column: 5, scope: !10)
!122 = !DILocation(line: 58, column: 9, scope: !10)
!123 = !DILocation(line: 58, column: 12, scope: !10)
!124 = !DILocation(line: 58, column: 3, scope: !10)
!125 = !DILocation(line: 59, column: 9, scope: !10)
!126 = !DILocation(line: 59, column: 12, scope: !10)
!127 = !DILocation(line: 59, column: 3, scope: !10)
!128 = !DILocation(line: 60, column: 24, scope: !10)
!129 = !DILocation(line: 60, column: 27, scope: !10)
!130 = !DILocation(line: 60, column: 29, scope: !10)
!131 = !DILocation(line: 60, column: 31, scope: !10)
!132 = !DILocation(line: 60, column: 37, scope: !10)
!133 = !DILocation(line: 60, column: 39, scope: !10)
!134 = !DILocation(line: 60, column: 43, scope: !10)
!135 = !DILocation(line: 60, column: 41, scope: !10)
!136 = !DILocation(line: 60, column: 45, scope: !10)
!137 = !DILocation(line: 60, column: 3, scope: !10)
!138 = !DILocation(line: 61, column: 8, scope: !10)
!139 = !DILocation(line: 61, column: 3, scope: !10)
!140 = !DILocation(line: 62, column: 8, scope: !10)
!141 = !DILocation(line: 62, column: 3, scope: !10)
!142 = !DILocation(line: 63, column: 8, scope: !10)
!143 = !DILocation(line: 63, column: 3, scope: !10)
!144 = !DILocation(line: 64, column: 3, scope: !10)
!145 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 9, type: !146, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!146 = !DISubroutineType(types: !147)
!147 = !{null, !47, !13, !48}
!148 = !DILocalVariable(name: "a", arg: 1, scope: !145, file: !1, line: 9, type: !47)
!149 = !DILocation(line: 9, column: 26, scope: !145)
!150 = !DILocalVariable(name: "n", arg: 2, scope: !145, file: !1, line: 9, type: !13)
!151 = !DILocation(line: 9, column: 33, scope: !145)
!152 = !DILocalVariable(name: "v", arg: 3, scope: !145, file: !1, line: 9, type: !48)
!153 = !DILocation(line: 9, column: 43, scope: !145)
!154 = !DILocalVariable(name: "i", scope: !155, file: !1, line: 10, type: !13)
!155 = distinct !DILexicalBlock(scope: !145, file: !1, line: 10, column: 3)
!156 = !DILocation(line: 10, column: 12, scope: !155)
!157 = !DILocation(line: 10, column: 8, scope: !155)
!158 = !DILocation(line: 10, column: 19, scope: !159)
!159 = distinct !DILexicalBlock(scope: !155, file: !1, line: 10, column: 3)
!160 = !DILocation(line: 10, column: 23, scope: !159)
!161 = !DILocation(line: 10, column: 21, scope: !159)
!162 = !DILocation(line: 10, column: 3, scope: !155)
!163 = !DILocation(line: 11, column: 12, scope: !159)
!164 = !DILocation(line: 11, column: 16, scope: !159)
!165 = !DILocation(line: 11, column: 14, scope: !159)
!166 = !DILocation(line: 11, column: 5, scope: !159)
!167 = !DILocation(line: 11, column: 7, scope: !159)
!168 = !DILocation(line: 11, column: 10, scope: !159)
!169 = !DILocation(line: 10, column: 27, scope: !159)
!170 = !DILocation(line: 10, column: 3, scope: !159)
!171 = distinct !{!171, !162, !172, !91}
!172 = !DILocation(line: 11, column: 16, scope: !155)
!173 = !DILocation(line: 12, column: 1, scope: !145)
!174 = distinct !DISubprogram(name: "init2d", scope: !1, file: !1, line: 14, type: !175, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!175 = !DISubroutineType(types: !176)
!176 = !{null, !47, !13, !13}
!177 = !DILocalVariable(name: "m", arg: 1, scope: !174, file: !1, line: 14, type: !47)
!178 = !DILocation(line: 14, column: 28, scope: !174)
!179 = !DILocalVariable(name: "rows", arg: 2, scope: !174, file: !1, line: 14, type: !13)
!180 = !DILocation(line: 14, column: 35, scope: !174)
!181 = !DILocalVariable(name: "cols", arg: 3, scope: !174, file: !1, line: 14, type: !13)
!182 = !DILocation(line: 14, column: 45, scope: !174)
!183 = !DILocalVariable(name: "i", scope: !184, file: !1, line: 15, type: !13)
!184 = distinct !DILexicalBlock(scope: !174, file: !1, line: 15, column: 3)
!185 = !DILocation(line: 15, column: 12, scope: !184)
!186 = !DILocation(line: 15, column: 8, scope: !184)
!187 = !DILocation(line: 15, column: 19, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !1, line: 15, column: 3)
!189 = !DILocation(line: 15, column: 23, scope: !188)
!190 = !DILocation(line: 15, column: 21, scope: !188)
!191 = !DILocation(line: 15, column: 3, scope: !184)
!192 = !DILocalVariable(name: "j", scope: !193, file: !1, line: 16, type: !13)
!193 = distinct !DILexicalBlock(scope: !188, file: !1, line: 16, column: 5)
!194 = !DILocation(line: 16, column: 14, scope: !193)
!195 = !DILocation(line: 16, column: 10, scope: !193)
!196 = !DILocation(line: 16, column: 21, scope: !197)
!197 = distinct !DILexicalBlock(scope: !193, file: !1, line: 16, column: 5)
!198 = !DILocation(line: 16, column: 25, scope: !197)
!199 = !DILocation(line: 16, column: 23, scope: !197)
!200 = !DILocation(line: 16, column: 5, scope: !193)
!201 = !DILocation(line: 17, column: 25, scope: !197)
!202 = !DILocation(line: 17, column: 29, scope: !197)
!203 = !DILocation(line: 17, column: 27, scope: !197)
!204 = !DILocation(line: 17, column: 7, scope: !197)
!205 = !DILocation(line: 17, column: 9, scope: !197)
!206 = !DILocation(line: 17, column: 13, scope: !197)
!207 = !DILocation(line: 17, column: 11, scope: !197)
!208 = !DILocation(line: 17, column: 20, scope: !197)
!209 = !DILocation(line: 17, column: 18, scope: !197)
!210 = !DILocation(line: 17, column: 23, scope: !197)
!211 = !DILocation(line: 16, column: 32, scope: !197)
!212 = !DILocation(line: 16, column: 5, scope: !197)
!213 = distinct !{!213, !200, !214, !91}
!214 = !DILocation(line: 17, column: 29, scope: !193)
!215 = !DILocation(line: 15, column: 30, scope: !188)
!216 = !DILocation(line: 15, column: 3, scope: !188)
!217 = distinct !{!217, !191, !218, !91}
!218 = !DILocation(line: 17, column: 29, scope: !184)
!219 = !DILocation(line: 18, column: 1, scope: !174)
!220 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 20, type: !221, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!221 = !DISubroutineType(types: !222)
!222 = !{!48, !223, !13}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!225 = !DILocalVariable(name: "a", arg: 1, scope: !220, file: !1, line: 20, type: !223)
!226 = !DILocation(line: 20, column: 33, scope: !220)
!227 = !DILocalVariable(name: "n", arg: 2, scope: !220, file: !1, line: 20, type: !13)
!228 = !DILocation(line: 20, column: 40, scope: !220)
!229 = !DILocation(line: 21, column: 7, scope: !230)
!230 = distinct !DILexicalBlock(scope: !220, file: !1, line: 21, column: 7)
!231 = !DILocation(line: 21, column: 9, scope: !230)
!232 = !DILocation(line: 21, column: 7, scope: !220)
!233 = !DILocation(line: 22, column: 5, scope: !230)
!234 = !DILocalVariable(name: "s", scope: !220, file: !1, line: 23, type: !48)
!235 = !DILocation(line: 23, column: 10, scope: !220)
!236 = !DILocalVariable(name: "i", scope: !237, file: !1, line: 24, type: !13)
!237 = distinct !DILexicalBlock(scope: !220, file: !1, line: 24, column: 3)
!238 = !DILocation(line: 24, column: 12, scope: !237)
!239 = !DILocation(line: 24, column: 8, scope: !237)
!240 = !DILocation(line: 24, column: 19, scope: !241)
!241 = distinct !DILexicalBlock(scope: !237, file: !1, line: 24, column: 3)
!242 = !DILocation(line: 24, column: 23, scope: !241)
!243 = !DILocation(line: 24, column: 21, scope: !241)
!244 = !DILocation(line: 24, column: 3, scope: !237)
!245 = !DILocation(line: 25, column: 10, scope: !241)
!246 = !DILocation(line: 25, column: 12, scope: !241)
!247 = !DILocation(line: 25, column: 7, scope: !241)
!248 = !DILocation(line: 25, column: 5, scope: !241)
!249 = !DILocation(line: 24, column: 27, scope: !241)
!250 = !DILocation(line: 24, column: 3, scope: !241)
!251 = distinct !{!251, !244, !252, !91}
!252 = !DILocation(line: 25, column: 13, scope: !237)
!253 = !DILocation(line: 26, column: 10, scope: !220)
!254 = !DILocation(line: 26, column: 3, scope: !220)
!255 = !DILocation(line: 27, column: 1, scope: !220)
!256 = distinct !DISubprogram(name: "tri", scope: !1, file: !1, line: 29, type: !221, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!257 = !DILocalVariable(name: "a", arg: 1, scope: !256, file: !1, line: 29, type: !223)
!258 = !DILocation(line: 29, column: 33, scope: !256)
!259 = !DILocalVariable(name: "n", arg: 2, scope: !256, file: !1, line: 29, type: !13)
!260 = !DILocation(line: 29, column: 40, scope: !256)
!261 = !DILocalVariable(name: "s", scope: !256, file: !1, line: 30, type: !48)
!262 = !DILocation(line: 30, column: 10, scope: !256)
!263 = !DILocalVariable(name: "i", scope: !264, file: !1, line: 31, type: !13)
!264 = distinct !DILexicalBlock(scope: !256, file: !1, line: 31, column: 3)
!265 = !DILocation(line: 31, column: 12, scope: !264)
!266 = !DILocation(line: 31, column: 8, scope: !264)
!267 = !DILocation(line: 31, column: 19, scope: !268)
!268 = distinct !DILexicalBlock(scope: !264, file: !1, line: 31, column: 3)
!269 = !DILocation(line: 31, column: 23, scope: !268)
!270 = !DILocation(line: 31, column: 21, scope: !268)
!271 = !DILocation(line: 31, column: 3, scope: !264)
!272 = !DILocalVariable(name: "j", scope: !273, file: !1, line: 32, type: !13)
!273 = distinct !DILexicalBlock(scope: !268, file: !1, line: 32, column: 5)
!274 = !DILocation(line: 32, column: 14, scope: !273)
!275 = !DILocation(line: 32, column: 10, scope: !273)
!276 = !DILocation(line: 32, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !273, file: !1, line: 32, column: 5)
!278 = !DILocation(line: 32, column: 25, scope: !277)
!279 = !DILocation(line: 32, column: 23, scope: !277)
!280 = !DILocation(line: 32, column: 5, scope: !273)
!281 = !DILocation(line: 33, column: 12, scope: !277)
!282 = !DILocation(line: 33, column: 14, scope: !277)
!283 = !DILocation(line: 33, column: 19, scope: !277)
!284 = !DILocation(line: 33, column: 21, scope: !277)
!285 = !DILocation(line: 33, column: 9, scope: !277)
!286 = !DILocation(line: 33, column: 7, scope: !277)
!287 = !DILocation(line: 32, column: 29, scope: !277)
!288 = !DILocation(line: 32, column: 5, scope: !277)
!289 = distinct !{!289, !280, !290, !91}
!290 = !DILocation(line: 33, column: 22, scope: !273)
!291 = !DILocation(line: 31, column: 27, scope: !268)
!292 = !DILocation(line: 31, column: 3, scope: !268)
!293 = distinct !{!293, !271, !294, !91}
!294 = !DILocation(line: 33, column: 22, scope: !264)
!295 = !DILocation(line: 34, column: 10, scope: !256)
!296 = !DILocation(line: 34, column: 3, scope: !256)
!297 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 37, type: !298, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!298 = !DISubroutineType(types: !299)
!299 = !{null, !47, !13}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !297, file: !1, line: 37, type: !47)
!301 = !DILocation(line: 37, column: 27, scope: !297)
!302 = !DILocalVariable(name: "n", arg: 2, scope: !297, file: !1, line: 37, type: !13)
!303 = !DILocation(line: 37, column: 34, scope: !297)
!304 = !DILocation(line: 38, column: 8, scope: !297)
!305 = !DILocation(line: 38, column: 11, scope: !297)
!306 = !DILocation(line: 38, column: 3, scope: !297)
!307 = !DILocation(line: 39, column: 8, scope: !297)
!308 = !DILocation(line: 39, column: 11, scope: !297)
!309 = !DILocation(line: 39, column: 13, scope: !297)
!310 = !DILocation(line: 39, column: 3, scope: !297)
!311 = !DILocation(line: 40, column: 1, scope: !297)
