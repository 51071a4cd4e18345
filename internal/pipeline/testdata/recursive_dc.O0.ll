; ModuleID = 'recursive_dc.c'
source_filename = "recursive_dc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.1f %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %14 = load i32, i32* %4, align 4, !dbg !26
  %15 = icmp sgt i32 %14, 1, !dbg !27
  br i1 %15, label %16, label %21, !dbg !26

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !28
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !28
  %19 = load i8*, i8** %18, align 8, !dbg !28
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !29
  br label %22, !dbg !26

21:                                               ; preds = %2
  br label %22, !dbg !26

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 20000, %21 ], !dbg !26
  store i32 %23, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %24 = load i32, i32* %4, align 4, !dbg !32
  %25 = icmp sgt i32 %24, 2, !dbg !33
  br i1 %25, label %26, label %31, !dbg !32

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !34
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !34
  %29 = load i8*, i8** %28, align 8, !dbg !34
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !35
  br label %32, !dbg !32

31:                                               ; preds = %22
  br label %32, !dbg !32

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 96, %31 ], !dbg !32
  store i32 %33, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata double** %8, metadata !36, metadata !DIExpression()), !dbg !38
  %34 = load i32, i32* %6, align 4, !dbg !39
  %35 = sext i32 %34 to i64, !dbg !39
  %36 = mul i64 8, %35, !dbg !40
  %37 = call noalias i8* @malloc(i64 noundef %36) #6, !dbg !41
  %38 = bitcast i8* %37 to double*, !dbg !41
  store double* %38, double** %8, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata double** %9, metadata !42, metadata !DIExpression()), !dbg !43
  %39 = load i32, i32* %7, align 4, !dbg !44
  %40 = sext i32 %39 to i64, !dbg !44
  %41 = mul i64 8, %40, !dbg !45
  %42 = load i32, i32* %7, align 4, !dbg !46
  %43 = sext i32 %42 to i64, !dbg !46
  %44 = mul i64 %41, %43, !dbg !47
  %45 = call noalias i8* @malloc(i64 noundef %44) #6, !dbg !48
  %46 = bitcast i8* %45 to double*, !dbg !48
  store double* %46, double** %9, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata double** %10, metadata !49, metadata !DIExpression()), !dbg !50
  %47 = load i32, i32* %7, align 4, !dbg !51
  %48 = sext i32 %47 to i64, !dbg !51
  %49 = mul i64 8, %48, !dbg !52
  %50 = load i32, i32* %7, align 4, !dbg !53
  %51 = sext i32 %50 to i64, !dbg !53
  %52 = mul i64 %49, %51, !dbg !54
  %53 = call noalias i8* @malloc(i64 noundef %52) #6, !dbg !55
  %54 = bitcast i8* %53 to double*, !dbg !55
  store double* %54, double** %10, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %11, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %11, align 4, !dbg !58
  br label %55, !dbg !59

55:                                               ; preds = %67, %32
  %56 = load i32, i32* %11, align 4, !dbg !60
  %57 = load i32, i32* %6, align 4, !dbg !62
  %58 = icmp slt i32 %56, %57, !dbg !63
  br i1 %58, label %59, label %70, !dbg !64

59:                                               ; preds = %55
  %60 = load i32, i32* %11, align 4, !dbg !65
  %61 = srem i32 %60, 13, !dbg !66
  %62 = sitofp i32 %61 to double, !dbg !67
  %63 = load double*, double** %8, align 8, !dbg !68
  %64 = load i32, i32* %11, align 4, !dbg !69
  %65 = sext i32 %64 to i64, !dbg !68
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !68
  store double %62, double* %66, align 8, !dbg !70
  br label %67, !dbg !68

67:                                               ; preds = %59
  %68 = load i32, i32* %11, align 4, !dbg !71
  %69 = add nsw i32 %68, 1, !dbg !71
  store i32 %69, i32* %11, align 4, !dbg !71
  br label %55, !dbg !72, !llvm.loop !73

70:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata i32* %12, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %12, align 4, !dbg !78
  br label %71, !dbg !79

71:                                               ; preds = %85, %70
  %72 = load i32, i32* %12, align 4, !dbg !80
  %73 = load i32, i32* %7, align 4, !dbg !82
  %74 = load i32, i32* %7, align 4, !dbg !83
  %75 = mul nsw i32 %73, %74, !dbg !84
  %76 = icmp slt i32 %72, %75, !dbg !85
  br i1 %76, label %77, label %88, !dbg !86

77:                                               ; preds = %71
  %78 = load i32, i32* %12, align 4, !dbg !87
  %79 = srem i32 %78, 7, !dbg !88
  %80 = sitofp i32 %79 to double, !dbg !89
  %81 = load double*, double** %9, align 8, !dbg !90
  %82 = load i32, i32* %12, align 4, !dbg !91
  %83 = sext i32 %82 to i64, !dbg !90
  %84 = getelementptr inbounds double, double* %81, i64 %83, !dbg !90
  store double %80, double* %84, align 8, !dbg !92
  br label %85, !dbg !90

85:                                               ; preds = %77
  %86 = load i32, i32* %12, align 4, !dbg !93
  %87 = add nsw i32 %86, 1, !dbg !93
  store i32 %87, i32* %12, align 4, !dbg !93
  br label %71, !dbg !94, !llvm.loop !95

88:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata double* %13, metadata !97, metadata !DIExpression()), !dbg !98
  %89 = load double*, double** %8, align 8, !dbg !99
  %90 = load i32, i32* %6, align 4, !dbg !100
  %91 = call double @pairwise(double* noundef %89, i32 noundef 0, i32 noundef %90), !dbg !101
  store double %91, double* %13, align 8, !dbg !98
  %92 = load double*, double** %9, align 8, !dbg !102
  %93 = load double*, double** %10, align 8, !dbg !103
  %94 = load i32, i32* %7, align 4, !dbg !104
  %95 = load i32, i32* %7, align 4, !dbg !105
  %96 = load i32, i32* %7, align 4, !dbg !106
  call void @transpose(double* noundef %92, double* noundef %93, i32 noundef %94, i32 noundef 0, i32 noundef %95, i32 noundef 0, i32 noundef %96), !dbg !107
  %97 = load double, double* %13, align 8, !dbg !108
  %98 = load double*, double** %10, align 8, !dbg !109
  %99 = load i32, i32* %7, align 4, !dbg !110
  %100 = add nsw i32 %99, 2, !dbg !111
  %101 = sext i32 %100 to i64, !dbg !109
  %102 = getelementptr inbounds double, double* %98, i64 %101, !dbg !109
  %103 = load double, double* %102, align 8, !dbg !109
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %97, double noundef %103), !dbg !112
  %105 = load double*, double** %8, align 8, !dbg !113
  %106 = bitcast double* %105 to i8*, !dbg !113
  call void @free(i8* noundef %106) #6, !dbg !114
  %107 = load double*, double** %9, align 8, !dbg !115
  %108 = bitcast double* %107 to i8*, !dbg !115
  call void @free(i8* noundef %108) #6, !dbg !116
  %109 = load double*, double** %10, align 8, !dbg !117
  %110 = bitcast double* %109 to i8*, !dbg !117
  call void @free(i8* noundef %110) #6, !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pairwise(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !120 {
  %4 = alloca double, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !127, metadata !DIExpression()), !dbg !128
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !129, metadata !DIExpression()), !dbg !130
  %11 = load i32, i32* %7, align 4, !dbg !131
  %12 = load i32, i32* %6, align 4, !dbg !133
  %13 = sub nsw i32 %11, %12, !dbg !134
  %14 = icmp sle i32 %13, 16, !dbg !135
  br i1 %14, label %15, label %34, !dbg !136

15:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata double* %8, metadata !137, metadata !DIExpression()), !dbg !139
  store double 0.000000e+00, double* %8, align 8, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %9, metadata !140, metadata !DIExpression()), !dbg !142
  %16 = load i32, i32* %6, align 4, !dbg !143
  store i32 %16, i32* %9, align 4, !dbg !142
  br label %17, !dbg !144

17:                                               ; preds = %29, %15
  %18 = load i32, i32* %9, align 4, !dbg !145
  %19 = load i32, i32* %7, align 4, !dbg !147
  %20 = icmp slt i32 %18, %19, !dbg !148
  br i1 %20, label %21, label %32, !dbg !149

21:                                               ; preds = %17
  %22 = load double*, double** %5, align 8, !dbg !150
  %23 = load i32, i32* %9, align 4, !dbg !151
  %24 = sext i32 %23 to i64, !dbg !150
  %25 = getelementptr inbounds double, double* %22, i64 %24, !dbg !150
  %26 = load double, double* %25, align 8, !dbg !150
  %27 = load double, double* %8, align 8, !dbg !152
  %28 = fadd double %27, %26, !dbg !152
  store double %28, double* %8, align 8, !dbg !152
  br label %29, !dbg !153

29:                                               ; preds = %21
  %30 = load i32, i32* %9, align 4, !dbg !154
  %31 = add nsw i32 %30, 1, !dbg !154
  store i32 %31, i32* %9, align 4, !dbg !154
  br label %17, !dbg !155, !llvm.loop !156

32:                                               ; preds = %17
  %33 = load double, double* %8, align 8, !dbg !158
  store double %33, double* %4, align 8, !dbg !159
  br label %50, !dbg !159

34:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %10, metadata !160, metadata !DIExpression()), !dbg !161
  %35 = load i32, i32* %6, align 4, !dbg !162
  %36 = load i32, i32* %7, align 4, !dbg !163
  %37 = load i32, i32* %6, align 4, !dbg !164
  %38 = sub nsw i32 %36, %37, !dbg !165
  %39 = sdiv i32 %38, 2, !dbg !166
  %40 = add nsw i32 %35, %39, !dbg !167
  store i32 %40, i32* %10, align 4, !dbg !161
  %41 = load double*, double** %5, align 8, !dbg !168
  %42 = load i32, i32* %6, align 4, !dbg !169
  %43 = load i32, i32* %10, align 4, !dbg !170
  %44 = call double @pairwise(double* noundef %41, i32 noundef %42, i32 noundef %43), !dbg !171
  %45 = load double*, double** %5, align 8, !dbg !172
  %46 = load i32, i32* %10, align 4, !dbg !173
  %47 = load i32, i32* %7, align 4, !dbg !174
  %48 = call double @pairwise(double* noundef %45, i32 noundef %46, i32 noundef %47), !dbg !175
  %49 = fadd double %44, %48, !dbg !176
  store double %49, double* %4, align 8, !dbg !177
  br label %50, !dbg !177

50:                                               ; preds = %34, %32
  %51 = load double, double* %4, align 8, !dbg !178
  ret double %51, !dbg !178
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #0 !dbg !179 {
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store double* %0, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !182, metadata !DIExpression()), !dbg !183
  store double* %1, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !184, metadata !DIExpression()), !dbg !185
  store i32 %2, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !186, metadata !DIExpression()), !dbg !187
  store i32 %3, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !188, metadata !DIExpression()), !dbg !189
  store i32 %4, i32* %12, align 4
  call void @llvm.dbg.declare(metadata i32* %12, metadata !190, metadata !DIExpression()), !dbg !191
  store i32 %5, i32* %13, align 4
  call void @llvm.dbg.declare(metadata i32* %13, metadata !192, metadata !DIExpression()), !dbg !193
  store i32 %6, i32* %14, align 4
  call void @llvm.dbg.declare(metadata i32* %14, metadata !194, metadata !DIExpression()), !dbg !195
  %19 = load i32, i32* %12, align 4, !dbg !196
  %20 = load i32, i32* %11, align 4, !dbg !198
  %21 = sub nsw i32 %19, %20, !dbg !199
  %22 = load i32, i32* %14, align 4, !dbg !200
  %23 = load i32, i32* %13, align 4, !dbg !201
  %24 = sub nsw i32 %22, %23, !dbg !202
  %25 = mul nsw i32 %21, %24, !dbg !203
  %26 = icmp sle i32 %25, 64, !dbg !204
  br i1 %26, label %27, label %65, !dbg !205

27:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %15, metadata !206, metadata !DIExpression()), !dbg !209
  %28 = load i32, i32* %11, align 4, !dbg !210
  store i32 %28, i32* %15, align 4, !dbg !209
  br label %29, !dbg !211

29:                                               ; preds = %61, %27
  %30 = load i32, i32* %15, align 4, !dbg !212
  %31 = load i32, i32* %12, align 4, !dbg !214
  %32 = icmp slt i32 %30, %31, !dbg !215
  br i1 %32, label %33, label %64, !dbg !216

33:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %16, metadata !217, metadata !DIExpression()), !dbg !219
  %34 = load i32, i32* %13, align 4, !dbg !220
  store i32 %34, i32* %16, align 4, !dbg !219
  br label %35, !dbg !221

35:                                               ; preds = %57, %33
  %36 = load i32, i32* %16, align 4, !dbg !222
  %37 = load i32, i32* %14, align 4, !dbg !224
  %38 = icmp slt i32 %36, %37, !dbg !225
  br i1 %38, label %39, label %60, !dbg !226

39:                                               ; preds = %35
  %40 = load double*, double** %8, align 8, !dbg !227
  %41 = load i32, i32* %15, align 4, !dbg !228
  %42 = load i32, i32* %10, align 4, !dbg !229
  %43 = mul nsw i32 %41, %42, !dbg !230
  %44 = load i32, i32* %16, align 4, !dbg !231
  %45 = add nsw i32 %43, %44, !dbg !232
  %46 = sext i32 %45 to i64, !dbg !227
  %47 = getelementptr inbounds double, double* %40, i64 %46, !dbg !227
  %48 = load double, double* %47, align 8, !dbg !227
  %49 = load double*, double** %9, align 8, !dbg !233
  %50 = load i32, i32* %16, align 4, !dbg !234
  %51 = load i32, i32* %10, align 4, !dbg !235
  %52 = mul nsw i32 %50, %51, !dbg !236
  %53 = load i32, i32* %15, align 4, !dbg !237
  %54 = add nsw i32 %52, %53, !dbg !238
  %55 = sext i32 %54 to i64, !dbg !233
  %56 = getelementptr inbounds double, double* %49, i64 %55, !dbg !233
  store double %48, double* %56, align 8, !dbg !239
  br label %57, !dbg !233

57:                                               ; preds = %39
  %58 = load i32, i32* %16, align 4, !dbg !240
  %59 = add nsw i32 %58, 1, !dbg !240
  store i32 %59, i32* %16, align 4, !dbg !240
  br label %35, !dbg !241, !llvm.loop !242

60:                                               ; preds = %35
  br label %61, !dbg !243

61:                                               ; preds = %60
  %62 = load i32, i32* %15, align 4, !dbg !244
  %63 = add nsw i32 %62, 1, !dbg !244
  store i32 %63, i32* %15, align 4, !dbg !244
  br label %29, !dbg !245, !llvm.loop !246

64:                                               ; preds = %29
  br label %111, !dbg !248

65:                                               ; preds = %7
  %66 = load i32, i32* %12, align 4, !dbg !249
  %67 = load i32, i32* %11, align 4, !dbg !251
  %68 = sub nsw i32 %66, %67, !dbg !252
  %69 = load i32, i32* %14, align 4, !dbg !253
  %70 = load i32, i32* %13, align 4, !dbg !254
  %71 = sub nsw i32 %69, %70, !dbg !255
  %72 = icmp sge i32 %68, %71, !dbg !256
  br i1 %72, label %73, label %92, !dbg !257

73:                                               ; preds = %65
  call void @llvm.dbg.declare(metadata i32* %17, metadata !258, metadata !DIExpression()), !dbg !260
  %74 = load i32, i32* %11, align 4, !dbg !261
  %75 = load i32, i32* %12, align 4, !dbg !262
  %76 = add nsw i32 %74, %75, !dbg !263
  %77 = sdiv i32 %76, 2, !dbg !264
  store i32 %77, i32* %17, align 4, !dbg !260
  %78 = load double*, double** %8, align 8, !dbg !265
  %79 = load double*, double** %9, align 8, !dbg !266
  %80 = load i32, i32* %10, align 4, !dbg !267
  %81 = load i32, i32* %11, align 4, !dbg !268
  %82 = load i32, i32* %17, align 4, !dbg !269
  %83 = load i32, i32* %13, align 4, !dbg !270
  %84 = load i32, i32* %14, align 4, !dbg !271
  call void @transpose(double* noundef %78, double* noundef %79, i32 noundef %80, i32 noundef %81, i32 noundef %82, i32 noundef %83, i32 noundef %84), !dbg !272
  %85 = load double*, double** %8, align 8, !dbg !273
  %86 = load double*, double** %9, align 8, !dbg !274
  %87 = load i32, i32* %10, align 4, !dbg !275
  %88 = load i32, i32* %17, align 4, !dbg !276
  %89 = load i32, i32* %12, align 4, !dbg !277
  %90 = load i32, i32* %13, align 4, !dbg !278
  %91 = load i32, i32* %14, align 4, !dbg !279
  call void @transpose(double* noundef %85, double* noundef %86, i32 noundef %87, i32 noundef %88, i32 noundef %89, i32 noundef %90, i32 noundef %91), !dbg !280
  br label %111, !dbg !281

92:                                               ; preds = %65
  call void @llvm.dbg.declare(metadata i32* %18, metadata !282, metadata !DIExpression()), !dbg !284
  %93 = load i32, i32* %13, align 4, !dbg !285
  %94 = load i32, i32* %14, align 4, !dbg !286
  %95 = add nsw i32 %93, %94, !dbg !287
  %96 = sdiv i32 %95, 2, !dbg !288
  store i32 %96, i32* %18, align 4, !dbg !284
  %97 = load double*, double** %8, align 8, !dbg !289
  %98 = load double*, double** %9, align 8, !dbg !290
  %99 = load i32, i32* %10, align 4, !dbg !291
  %100 = load i32, i32* %11, align 4, !dbg !292
  %101 = load i32, i32* %12, align 4, !dbg !293
  %102 = load i32, i32* %13, align 4, !dbg !294
  %103 = load i32, i32* %18, align 4, !dbg !295
  call void @transpose(double* noundef %97, double* noundef %98, i32 noundef %99, i32 noundef %100, i32 noundef %101, i32 noundef %102, i32 noundef %103), !dbg !296
  %104 = load double*, double** %8, align 8, !dbg !297
  %105 = load double*, double** %9, align 8, !dbg !298
  %106 = load i32, i32* %10, align 4, !dbg !299
  %107 = load i32, i32* %11, align 4, !dbg !300
  %108 = load i32, i32* %12, align 4, !dbg !301
  %109 = load i32, i32* %18, align 4, !dbg !302
  %110 = load i32, i32* %14, align 4, !dbg !303
  call void @transpose(double* noundef %104, double* noundef %105, i32 noundef %106, i32 noundef %107, i32 noundef %108, i32 noundef %109, i32 noundef %110), !dbg !304
  br label %111

111:                                              ; preds = %64, %92, %73
  ret void, !dbg !305
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

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
!1 = !DIFile(filename: "recursive_dc.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1064accff1844890ae303912236a9c81")
!2 = !{!3}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 39, type: !13, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 39, type: !15)
!21 = !DILocation(line: 39, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 39, type: !16)
!23 = !DILocation(line: 39, column: 27, scope: !12)
!24 = !DILocalVariable(name: "len", scope: !12, file: !1, line: 41, type: !15)
!25 = !DILocation(line: 41, column: 7, scope: !12)
!26 = !DILocation(line: 41, column: 13, scope: !12)
!27 = !DILocation(line: 41, column: 18, scope: !12)
!28 = !DILocation(line: 41, column: 29, scope: !12)
!29 = !DILocation(line: 41, column: 24, scope: !12)
!30 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 42, type: !15)
!31 = !DILocation(line: 42, column: 7, scope: !12)
!32 = !DILocation(line: 42, column: 11, scope: !12)
!33 = !DILocation(line: 42, column: 16, scope: !12)
!34 = !DILocation(line: 42, column: 27, scope: !12)
!35 = !DILocation(line: 42, column: 22, scope: !12)
!36 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 43, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!38 = !DILocation(line: 43, column: 11, scope: !12)
!39 = !DILocation(line: 43, column: 39, scope: !12)
!40 = !DILocation(line: 43, column: 37, scope: !12)
!41 = !DILocation(line: 43, column: 15, scope: !12)
!42 = !DILocalVariable(name: "m", scope: !12, file: !1, line: 44, type: !37)
!43 = !DILocation(line: 44, column: 11, scope: !12)
!44 = !DILocation(line: 44, column: 39, scope: !12)
!45 = !DILocation(line: 44, column: 37, scope: !12)
!46 = !DILocation(line: 44, column: 43, scope: !12)
!47 = !DILocation(line: 44, column: 41, scope: !12)
!48 = !DILocation(line: 44, column: 15, scope: !12)
!49 = !DILocalVariable(name: "t", scope: !12, file: !1, line: 45, type: !37)
!50 = !DILocation(line: 45, column: 11, scope: !12)
!51 = !DILocation(line: 45, column: 39, scope: !12)
!52 = !DILocation(line: 45, column: 37, scope: !12)
!53 = !DILocation(line: 45, column: 43, scope: !12)
!54 = !DILocation(line: 45, column: 41, scope: !12)
!55 = !DILocation(line: 45, column: 15, scope: !12)
!56 = !DILocalVariable(name: "i", scope: !57, file: !1, line: 46, type: !15)
!57 = distinct !DILexicalBlock(scope: !12, file: !1, line: 46, column: 3)
!58 = !DILocation(line: 46, column: 12, scope: !57)
!59 = !DILocation(line: 46, column: 8, scope: !57)
!60 = !DILocation(line: 46, column: 19, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !1, line: 46, column: 3)
!62 = !DILocation(line: 46, column: 23, scope: !61)
!63 = !DILocation(line: 46, column: 21, scope: !61)
!64 = !DILocation(line: 46, column: 3, scope: !57)
!65 = !DILocation(line: 47, column: 21, scope: !61)
!66 = !DILocation(line: 47, column: 23, scope: !61)
!67 = !DILocation(line: 47, column: 12, scope: !61)
!68 = !DILocation(line: 47, column: 5, scope: !61)
!69 = !DILocation(line: 47, column: 7, scope: !61)
!70 = !DILocation(line: 47, column: 10, scope: !61)
!71 = !DILocation(line: 46, column: 29, scope: !61)
!72 = !DILocation(line: 46, column: 3, scope: !61)
!73 = distinct !{!73, !64, !74, !75}
!74 = !DILocation(line: 47, column: 27, scope: !57)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocalVariable(name: "i", scope: !77, file: !1, line: 48, type: !15)
!77 = distinct !DILexicalBlock(scope: !12, file: !1, line: 48, column: 3)
!78 = !DILocation(line: 48, column: 12, scope: !77)
!79 = !DILocation(line: 48, column: 8, scope: !77)
!80 = !DILocation(line: 48, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 48, column: 3)
!82 = !DILocation(line: 48, column: 23, scope: !81)
!83 = !DILocation(line: 48, column: 27, scope: !81)
!84 = !DILocation(line: 48, column: 25, scope: !81)
!85 = !DILocation(line: 48, column: 21, scope: !81)
!86 = !DILocation(line: 48, column: 3, scope: !77)
!87 = !DILocation(line: 49, column: 21, scope: !81)
!88 = !DILocation(line: 49, column: 23, scope: !81)
!89 = !DILocation(line: 49, column: 12, scope: !81)
!90 = !DILocation(line: 49, column: 5, scope: !81)
!91 = !DILocation(line: 49, column: 7, scope: !81)
!92 = !DILocation(line: 49, column: 10, scope: !81)
!93 = !DILocation(line: 48, column: 31, scope: !81)
!94 = !DILocation(line: 48, column: 3, scope: !81)
!95 = distinct !{!95, !86, !96, !75}
!96 = !DILocation(line: 49, column: 26, scope: !77)
!97 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 50, type: !3)
!98 = !DILocation(line: 50, column: 10, scope: !12)
!99 = !DILocation(line: 50, column: 23, scope: !12)
!100 = !DILocation(line: 50, column: 29, scope: !12)
!101 = !DILocation(line: 50, column: 14, scope: !12)
!102 = !DILocation(line: 51, column: 13, scope: !12)
!103 = !DILocation(line: 51, column: 16, scope: !12)
!104 = !DILocation(line: 51, column: 19, scope: !12)
!105 = !DILocation(line: 51, column: 25, scope: !12)
!106 = !DILocation(line: 51, column: 31, scope: !12)
!107 = !DILocation(line: 51, column: 3, scope: !12)
!108 = !DILocation(line: 52, column: 25, scope: !12)
!109 = !DILocation(line: 52, column: 28, scope: !12)
!110 = !DILocation(line: 52, column: 30, scope: !12)
!111 = !DILocation(line: 52, column: 32, scope: !12)
!112 = !DILocation(line: 52, column: 3, scope: !12)
!113 = !DILocation(line: 53, column: 8, scope: !12)
!114 = !DILocation(line: 53, column: 3, scope: !12)
!115 = !DILocation(line: 54, column: 8, scope: !12)
!116 = !DILocation(line: 54, column: 3, scope: !12)
!117 = !DILocation(line: 55, column: 8, scope: !12)
!118 = !DILocation(line: 55, column: 3, scope: !12)
!119 = !DILocation(line: 56, column: 3, scope: !12)
!120 = distinct !DISubprogram(name: "pairwise", scope: !1, file: !1, line: 8, type: !121, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!121 = !DISubroutineType(types: !122)
!122 = !{!3, !123, !15, !15}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!125 = !DILocalVariable(name: "a", arg: 1, scope: !120, file: !1, line: 8, type: !123)
!126 = !DILocation(line: 8, column: 38, scope: !120)
!127 = !DILocalVariable(name: "lo", arg: 2, scope: !120, file: !1, line: 8, type: !15)
!128 = !DILocation(line: 8, column: 45, scope: !120)
!129 = !DILocalVariable(name: "hi", arg: 3, scope: !120, file: !1, line: 8, type: !15)
!130 = !DILocation(line: 8, column: 53, scope: !120)
!131 = !DILocation(line: 10, column: 7, scope: !132)
!132 = distinct !DILexicalBlock(scope: !120, file: !1, line: 10, column: 7)
!133 = !DILocation(line: 10, column: 12, scope: !132)
!134 = !DILocation(line: 10, column: 10, scope: !132)
!135 = !DILocation(line: 10, column: 15, scope: !132)
!136 = !DILocation(line: 10, column: 7, scope: !120)
!137 = !DILocalVariable(name: "s", scope: !138, file: !1, line: 11, type: !3)
!138 = distinct !DILexicalBlock(scope: !132, file: !1, line: 10, column: 22)
!139 = !DILocation(line: 11, column: 12, scope: !138)
!140 = !DILocalVariable(name: "i", scope: !141, file: !1, line: 12, type: !15)
!141 = distinct !DILexicalBlock(scope: !138, file: !1, line: 12, column: 5)
!142 = !DILocation(line: 12, column: 14, scope: !141)
!143 = !DILocation(line: 12, column: 18, scope: !141)
!144 = !DILocation(line: 12, column: 10, scope: !141)
!145 = !DILocation(line: 12, column: 22, scope: !146)
!146 = distinct !DILexicalBlock(scope: !141, file: !1, line: 12, column: 5)
!147 = !DILocation(line: 12, column: 26, scope: !146)
!148 = !DILocation(line: 12, column: 24, scope: !146)
!149 = !DILocation(line: 12, column: 5, scope: !141)
!150 = !DILocation(line: 13, column: 12, scope: !146)
!151 = !DILocation(line: 13, column: 14, scope: !146)
!152 = !DILocation(line: 13, column: 9, scope: !146)
!153 = !DILocation(line: 13, column: 7, scope: !146)
!154 = !DILocation(line: 12, column: 31, scope: !146)
!155 = !DILocation(line: 12, column: 5, scope: !146)
!156 = distinct !{!156, !149, !157, !75}
!157 = !DILocation(line: 13, column: 15, scope: !141)
!158 = !DILocation(line: 14, column: 12, scope: !138)
!159 = !DILocation(line: 14, column: 5, scope: !138)
!160 = !DILocalVariable(name: "mid", scope: !120, file: !1, line: 16, type: !15)
!161 = !DILocation(line: 16, column: 7, scope: !120)
!162 = !DILocation(line: 16, column: 13, scope: !120)
!163 = !DILocation(line: 16, column: 19, scope: !120)
!164 = !DILocation(line: 16, column: 24, scope: !120)
!165 = !DILocation(line: 16, column: 22, scope: !120)
!166 = !DILocation(line: 16, column: 28, scope: !120)
!167 = !DILocation(line: 16, column: 16, scope: !120)
!168 = !DILocation(line: 17, column: 19, scope: !120)
!169 = !DILocation(line: 17, column: 22, scope: !120)
!170 = !DILocation(line: 17, column: 26, scope: !120)
!171 = !DILocation(line: 17, column: 10, scope: !120)
!172 = !DILocation(line: 17, column: 42, scope: !120)
!173 = !DILocation(line: 17, column: 45, scope: !120)
!174 = !DILocation(line: 17, column: 50, scope: !120)
!175 = !DILocation(line: 17, column: 33, scope: !120)
!176 = !DILocation(line: 17, column: 31, scope: !120)
!177 = !DILocation(line: 17, column: 3, scope: !120)
!178 = !DILocation(line: 18, column: 1, scope: !120)
!179 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 20, type: !180, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !123, !37, !15, !15, !15, !15, !15}
!182 = !DILocalVariable(name: "src", arg: 1, scope: !179, file: !1, line: 20, type: !123)
!183 = !DILocation(line: 20, column: 37, scope: !179)
!184 = !DILocalVariable(name: "dst", arg: 2, scope: !179, file: !1, line: 20, type: !37)
!185 = !DILocation(line: 20, column: 50, scope: !179)
!186 = !DILocalVariable(name: "n", arg: 3, scope: !179, file: !1, line: 20, type: !15)
!187 = !DILocation(line: 20, column: 59, scope: !179)
!188 = !DILocalVariable(name: "r0", arg: 4, scope: !179, file: !1, line: 20, type: !15)
!189 = !DILocation(line: 20, column: 66, scope: !179)
!190 = !DILocalVariable(name: "r1", arg: 5, scope: !179, file: !1, line: 20, type: !15)
!191 = !DILocation(line: 20, column: 74, scope: !179)
!192 = !DILocalVariable(name: "c0", arg: 6, scope: !179, file: !1, line: 20, type: !15)
!193 = !DILocation(line: 20, column: 82, scope: !179)
!194 = !DILocalVariable(name: "c1", arg: 7, scope: !179, file: !1, line: 20, type: !15)
!195 = !DILocation(line: 20, column: 90, scope: !179)
!196 = !DILocation(line: 22, column: 8, scope: !197)
!197 = distinct !DILexicalBlock(scope: !179, file: !1, line: 22, column: 7)
!198 = !DILocation(line: 22, column: 13, scope: !197)
!199 = !DILocation(line: 22, column: 11, scope: !197)
!200 = !DILocation(line: 22, column: 20, scope: !197)
!201 = !DILocation(line: 22, column: 25, scope: !197)
!202 = !DILocation(line: 22, column: 23, scope: !197)
!203 = !DILocation(line: 22, column: 17, scope: !197)
!204 = !DILocation(line: 22, column: 29, scope: !197)
!205 = !DILocation(line: 22, column: 7, scope: !179)
!206 = !DILocalVariable(name: "i", scope: !207, file: !1, line: 23, type: !15)
!207 = distinct !DILexicalBlock(scope: !208, file: !1, line: 23, column: 5)
!208 = distinct !DILexicalBlock(scope: !197, file: !1, line: 22, column: 36)
!209 = !DILocation(line: 23, column: 14, scope: !207)
!210 = !DILocation(line: 23, column: 18, scope: !207)
!211 = !DILocation(line: 23, column: 10, scope: !207)
!212 = !DILocation(line: 23, column: 22, scope: !213)
!213 = distinct !DILexicalBlock(scope: !207, file: !1, line: 23, column: 5)
!214 = !DILocation(line: 23, column: 26, scope: !213)
!215 = !DILocation(line: 23, column: 24, scope: !213)
!216 = !DILocation(line: 23, column: 5, scope: !207)
!217 = !DILocalVariable(name: "j", scope: !218, file: !1, line: 24, type: !15)
!218 = distinct !DILexicalBlock(scope: !213, file: !1, line: 24, column: 7)
!219 = !DILocation(line: 24, column: 16, scope: !218)
!220 = !DILocation(line: 24, column: 20, scope: !218)
!221 = !DILocation(line: 24, column: 12, scope: !218)
!222 = !DILocation(line: 24, column: 24, scope: !223)
!223 = distinct !DILexicalBlock(scope: !218, file: !1, line: 24, column: 7)
!224 = !DILocation(line: 24, column: 28, scope: !223)
!225 = !DILocation(line: 24, column: 26, scope: !223)
!226 = !DILocation(line: 24, column: 7, scope: !218)
!227 = !DILocation(line: 25, column: 26, scope: !223)
!228 = !DILocation(line: 25, column: 30, scope: !223)
!229 = !DILocation(line: 25, column: 34, scope: !223)
!230 = !DILocation(line: 25, column: 32, scope: !223)
!231 = !DILocation(line: 25, column: 38, scope: !223)
!232 = !DILocation(line: 25, column: 36, scope: !223)
!233 = !DILocation(line: 25, column: 9, scope: !223)
!234 = !DILocation(line: 25, column: 13, scope: !223)
!235 = !DILocation(line: 25, column: 17, scope: !223)
!236 = !DILocation(line: 25, column: 15, scope: !223)
!237 = !DILocation(line: 25, column: 21, scope: !223)
!238 = !DILocation(line: 25, column: 19, scope: !223)
!239 = !DILocation(line: 25, column: 24, scope: !223)
!240 = !DILocation(line: 24, column: 33, scope: !223)
!241 = !DILocation(line: 24, column: 7, scope: !223)
!242 = distinct !{!242, !226, !243, !75}
!243 = !DILocation(line: 25, column: 39, scope: !218)
!244 = !DILocation(line: 23, column: 31, scope: !213)
!245 = !DILocation(line: 23, column: 5, scope: !213)
!246 = distinct !{!246, !216, !247, !75}
!247 = !DILocation(line: 25, column: 39, scope: !207)
!248 = !DILocation(line: 26, column: 5, scope: !208)
!249 = !DILocation(line: 28, column: 7, scope: !250)
!250 = distinct !DILexicalBlock(scope: !179, file: !1, line: 28, column: 7)
!251 = !DILocation(line: 28, column: 12, scope: !250)
!252 = !DILocation(line: 28, column: 10, scope: !250)
!253 = !DILocation(line: 28, column: 18, scope: !250)
!254 = !DILocation(line: 28, column: 23, scope: !250)
!255 = !DILocation(line: 28, column: 21, scope: !250)
!256 = !DILocation(line: 28, column: 15, scope: !250)
!257 = !DILocation(line: 28, column: 7, scope: !179)
!258 = !DILocalVariable(name: "rm", scope: !259, file: !1, line: 29, type: !15)
!259 = distinct !DILexicalBlock(scope: !250, file: !1, line: 28, column: 27)
!260 = !DILocation(line: 29, column: 9, scope: !259)
!261 = !DILocation(line: 29, column: 15, scope: !259)
!262 = !DILocation(line: 29, column: 20, scope: !259)
!263 = !DILocation(line: 29, column: 18, scope: !259)
!264 = !DILocation(line: 29, column: 24, scope: !259)
!265 = !DILocation(line: 30, column: 15, scope: !259)
!266 = !DILocation(line: 30, column: 20, scope: !259)
!267 = !DILocation(line: 30, column: 25, scope: !259)
!268 = !DILocation(line: 30, column: 28, scope: !259)
!269 = !DILocation(line: 30, column: 32, scope: !259)
!270 = !DILocation(line: 30, column: 36, scope: !259)
!271 = !DILocation(line: 30, column: 40, scope: !259)
!272 = !DILocation(line: 30, column: 5, scope: !259)
!273 = !DILocation(line: 31, column: 15, scope: !259)
!274 = !DILocation(line: 31, column: 20, scope: !259)
!275 = !DILocation(line: 31, column: 25, scope: !259)
!276 = !DILocation(line: 31, column: 28, scope: !259)
!277 = !DILocation(line: 31, column: 32, scope: !259)
!278 = !DILocation(line: 31, column: 36, scope: !259)
!279 = !DILocation(line: 31, column: 40, scope: !259)
!280 = !DILocation(line: 31, column: 5, scope: !259)
!281 = !DILocation(line: 32, column: 3, scope: !259)
!282 = !DILocalVariable(name: "cm", scope: !283, file: !1, line: 33, type: !15)
!283 = distinct !DILexicalBlock(scope: !250, file: !1, line: 32, column: 10)
!284 = !DILocation(line: 33, column: 9, scope: !283)
!285 = !DILocation(line: 33, column: 15, scope: !283)
!286 = !DILocation(line: 33, column: 20, scope: !283)
!287 = !DILocation(line: 33, column: 18, scope: !283)
!288 = !DILocation(line: 33, column: 24, scope: !283)
!289 = !DILocation(line: 34, column: 15, scope: !283)
!290 = !DILocation(line: 34, column: 20, scope: !283)
!291 = !DILocation(line: 34, column: 25, scope: !283)
!292 = !DILocation(line: 34, column: 28, scope: !283)
!293 = !DILocation(line: 34, column: 32, scope: !283)
!294 = !DILocation(line: 34, column: 36, scope: !283)
!295 = !DILocation(line: 34, column: 40, scope: !283)
!296 = !DILocation(line: 34, column: 5, scope: !283)
!297 = !DILocation(line: 35, column: 15, scope: !283)
!298 = !DILocation(line: 35, column: 20, scope: !283)
!299 = !DILocation(line: 35, column: 25, scope: !283)
!300 = !DILocation(line: 35, column: 28, scope: !283)
!301 = !DILocation(line: 35, column: 32, scope: !283)
!302 = !DILocation(line: 35, column: 36, scope: !283)
!303 = !DILocation(line: 35, column: 40, scope: !283)
!304 = !DILocation(line: 35, column: 5, scope: !283)
!305 = !DILocation(line: 37, column: 1, scope: !179)
