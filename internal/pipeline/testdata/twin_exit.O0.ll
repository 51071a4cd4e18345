; ModuleID = 'twin_exit.c'
source_filename = "twin_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%e\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @apply(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !10 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !25, metadata !DIExpression()), !dbg !26
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !27, metadata !DIExpression()), !dbg !28
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !29, metadata !DIExpression()), !dbg !30
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !31, metadata !DIExpression()), !dbg !32
  %13 = load i32, i32* %6, align 4, !dbg !33
  %14 = zext i32 %13 to i64
  %15 = load i32, i32* %7, align 4, !dbg !34
  %16 = zext i32 %15 to i64
  %17 = load i32, i32* %7, align 4, !dbg !35
  %18 = zext i32 %17 to i64
  %19 = load i32, i32* %6, align 4, !dbg !36
  %20 = zext i32 %19 to i64
  call void @llvm.dbg.declare(metadata i32* %11, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %11, align 4, !dbg !39
  br label %21, !dbg !40

21:                                               ; preds = %59, %5
  %22 = load i32, i32* %11, align 4, !dbg !41
  %23 = load i32, i32* %6, align 4, !dbg !43
  %24 = icmp slt i32 %22, %23, !dbg !44
  br i1 %24, label %25, label %62, !dbg !45

25:                                               ; preds = %21
  %26 = load double*, double** %10, align 8, !dbg !46
  %27 = load i32, i32* %11, align 4, !dbg !48
  %28 = sext i32 %27 to i64, !dbg !46
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !46
  store double 0.000000e+00, double* %29, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %12, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %12, align 4, !dbg !52
  br label %30, !dbg !53

30:                                               ; preds = %55, %25
  %31 = load i32, i32* %12, align 4, !dbg !54
  %32 = load i32, i32* %7, align 4, !dbg !56
  %33 = icmp slt i32 %31, %32, !dbg !57
  br i1 %33, label %34, label %58, !dbg !58

34:                                               ; preds = %30
  %35 = load double*, double** %8, align 8, !dbg !59
  %36 = load i32, i32* %11, align 4, !dbg !60
  %37 = sext i32 %36 to i64, !dbg !59
  %38 = mul nsw i64 %37, %16, !dbg !59
  %39 = getelementptr inbounds double, double* %35, i64 %38, !dbg !59
  %40 = load i32, i32* %12, align 4, !dbg !61
  %41 = sext i32 %40 to i64, !dbg !59
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !59
  %43 = load double, double* %42, align 8, !dbg !59
  %44 = load double*, double** %9, align 8, !dbg !62
  %45 = load i32, i32* %12, align 4, !dbg !63
  %46 = sext i32 %45 to i64, !dbg !62
  %47 = getelementptr inbounds double, double* %44, i64 %46, !dbg !62
  %48 = load double, double* %47, align 8, !dbg !62
  %49 = load double*, double** %10, align 8, !dbg !64
  %50 = load i32, i32* %11, align 4, !dbg !65
  %51 = sext i32 %50 to i64, !dbg !64
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !64
  %53 = load double, double* %52, align 8, !dbg !66
  %54 = call double @llvm.fmuladd.f64(double %43, double %48, double %53), !dbg !66
  store double %54, double* %52, align 8, !dbg !66
  br label %55, !dbg !64

55:                                               ; preds = %34
  %56 = load i32, i32* %12, align 4, !dbg !67
  %57 = add nsw i32 %56, 1, !dbg !67
  store i32 %57, i32* %12, align 4, !dbg !67
  br label %30, !dbg !68, !llvm.loop !69

58:                                               ; preds = %30
  br label %59, !dbg !72

59:                                               ; preds = %58
  %60 = load i32, i32* %11, align 4, !dbg !73
  %61 = add nsw i32 %60, 1, !dbg !73
  store i32 %61, i32* %11, align 4, !dbg !73
  br label %21, !dbg !74, !llvm.loop !75

62:                                               ; preds = %21
  ret void, !dbg !77
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @apply_t(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !78 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !81, metadata !DIExpression()), !dbg !82
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !83, metadata !DIExpression()), !dbg !84
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !85, metadata !DIExpression()), !dbg !86
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !87, metadata !DIExpression()), !dbg !88
  %14 = load i32, i32* %6, align 4, !dbg !89
  %15 = zext i32 %14 to i64
  %16 = load i32, i32* %7, align 4, !dbg !90
  %17 = zext i32 %16 to i64
  %18 = load i32, i32* %6, align 4, !dbg !91
  %19 = zext i32 %18 to i64
  %20 = load i32, i32* %7, align 4, !dbg !92
  %21 = zext i32 %20 to i64
  call void @llvm.dbg.declare(metadata i32* %11, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %11, align 4, !dbg !95
  br label %22, !dbg !96

22:                                               ; preds = %31, %5
  %23 = load i32, i32* %11, align 4, !dbg !97
  %24 = load i32, i32* %7, align 4, !dbg !99
  %25 = icmp slt i32 %23, %24, !dbg !100
  br i1 %25, label %26, label %34, !dbg !101

26:                                               ; preds = %22
  %27 = load double*, double** %10, align 8, !dbg !102
  %28 = load i32, i32* %11, align 4, !dbg !103
  %29 = sext i32 %28 to i64, !dbg !102
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !102
  store double 0.000000e+00, double* %30, align 8, !dbg !104
  br label %31, !dbg !102

31:                                               ; preds = %26
  %32 = load i32, i32* %11, align 4, !dbg !105
  %33 = add nsw i32 %32, 1, !dbg !105
  store i32 %33, i32* %11, align 4, !dbg !105
  br label %22, !dbg !106, !llvm.loop !107

34:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32* %12, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %12, align 4, !dbg !111
  br label %35, !dbg !112

35:                                               ; preds = %69, %34
  %36 = load i32, i32* %12, align 4, !dbg !113
  %37 = load i32, i32* %6, align 4, !dbg !115
  %38 = icmp slt i32 %36, %37, !dbg !116
  br i1 %38, label %39, label %72, !dbg !117

39:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata i32* %13, metadata !118, metadata !DIExpression()), !dbg !120
  store i32 0, i32* %13, align 4, !dbg !120
  br label %40, !dbg !121

40:                                               ; preds = %65, %39
  %41 = load i32, i32* %13, align 4, !dbg !122
  %42 = load i32, i32* %7, align 4, !dbg !124
  %43 = icmp slt i32 %41, %42, !dbg !125
  br i1 %43, label %44, label %68, !dbg !126

44:                                               ; preds = %40
  %45 = load double*, double** %8, align 8, !dbg !127
  %46 = load i32, i32* %12, align 4, !dbg !128
  %47 = sext i32 %46 to i64, !dbg !127
  %48 = mul nsw i64 %47, %17, !dbg !127
  %49 = getelementptr inbounds double, double* %45, i64 %48, !dbg !127
  %50 = load i32, i32* %13, align 4, !dbg !129
  %51 = sext i32 %50 to i64, !dbg !127
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !127
  %53 = load double, double* %52, align 8, !dbg !127
  %54 = load double*, double** %9, align 8, !dbg !130
  %55 = load i32, i32* %12, align 4, !dbg !131
  %56 = sext i32 %55 to i64, !dbg !130
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !130
  %58 = load double, double* %57, align 8, !dbg !130
  %59 = load double*, double** %10, align 8, !dbg !132
  %60 = load i32, i32* %13, align 4, !dbg !133
  %61 = sext i32 %60 to i64, !dbg !132
  %62 = getelementptr inbounds double, double* %59, i64 %61, !dbg !132
  %63 = load double, double* %62, align 8, !dbg !134
  %64 = call double @llvm.fmuladd.f64(double %53, double %58, double %63), !dbg !134
  store double %64, double* %62, align 8, !dbg !134
  br label %65, !dbg !132

65:                                               ; preds = %44
  %66 = load i32, i32* %13, align 4, !dbg !135
  %67 = add nsw i32 %66, 1, !dbg !135
  store i32 %67, i32* %13, align 4, !dbg !135
  br label %40, !dbg !136, !llvm.loop !137

68:                                               ; preds = %40
  br label %69, !dbg !138

69:                                               ; preds = %68
  %70 = load i32, i32* %12, align 4, !dbg !139
  %71 = add nsw i32 %70, 1, !dbg !139
  store i32 %71, i32* %12, align 4, !dbg !139
  br label %35, !dbg !140, !llvm.loop !141

72:                                               ; preds = %35
  ret void, !dbg !143
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !144 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !150, metadata !DIExpression()), !dbg !151
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !152, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.declare(metadata i32* %6, metadata !154, metadata !DIExpression()), !dbg !155
  %19 = load i32, i32* %4, align 4, !dbg !156
  %20 = icmp sgt i32 %19, 1, !dbg !157
  br i1 %20, label %21, label %26, !dbg !156

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !158
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !158
  %24 = load i8*, i8** %23, align 8, !dbg !158
  %25 = call i32 @atoi(i8* noundef %24) #5, !dbg !159
  br label %27, !dbg !156

26:                                               ; preds = %2
  br label %27, !dbg !156

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 90, %26 ], !dbg !156
  store i32 %28, i32* %6, align 4, !dbg !155
  call void @llvm.dbg.declare(metadata i32* %7, metadata !160, metadata !DIExpression()), !dbg !161
  %29 = load i32, i32* %4, align 4, !dbg !162
  %30 = icmp sgt i32 %29, 2, !dbg !163
  br i1 %30, label %31, label %36, !dbg !162

31:                                               ; preds = %27
  %32 = load i8**, i8*** %5, align 8, !dbg !164
  %33 = getelementptr inbounds i8*, i8** %32, i64 2, !dbg !164
  %34 = load i8*, i8** %33, align 8, !dbg !164
  %35 = call i32 @atoi(i8* noundef %34) #5, !dbg !165
  br label %37, !dbg !162

36:                                               ; preds = %27
  br label %37, !dbg !162

37:                                               ; preds = %36, %31
  %38 = phi i32 [ %35, %31 ], [ 70, %36 ], !dbg !162
  store i32 %38, i32* %7, align 4, !dbg !161
  %39 = load i32, i32* %7, align 4, !dbg !166
  %40 = zext i32 %39 to i64, !dbg !167
  call void @llvm.dbg.declare(metadata double** %8, metadata !168, metadata !DIExpression()), !dbg !169
  %41 = load i32, i32* %6, align 4, !dbg !170
  %42 = zext i32 %41 to i64, !dbg !171
  %43 = load i32, i32* %7, align 4, !dbg !172
  %44 = zext i32 %43 to i64, !dbg !171
  %45 = mul nuw i64 %42, %44, !dbg !171
  %46 = mul nuw i64 8, %45, !dbg !171
  %47 = call noalias i8* @malloc(i64 noundef %46) #6, !dbg !173
  %48 = bitcast i8* %47 to double*, !dbg !173
  store double* %48, double** %8, align 8, !dbg !169
  call void @llvm.dbg.declare(metadata double** %9, metadata !174, metadata !DIExpression()), !dbg !175
  %49 = load i32, i32* %7, align 4, !dbg !176
  %50 = sext i32 %49 to i64, !dbg !176
  %51 = mul i64 %50, 8, !dbg !177
  %52 = call noalias i8* @malloc(i64 noundef %51) #6, !dbg !178
  %53 = bitcast i8* %52 to double*, !dbg !178
  store double* %53, double** %9, align 8, !dbg !175
  call void @llvm.dbg.declare(metadata double** %10, metadata !179, metadata !DIExpression()), !dbg !180
  %54 = load i32, i32* %6, align 4, !dbg !181
  %55 = sext i32 %54 to i64, !dbg !181
  %56 = mul i64 %55, 8, !dbg !182
  %57 = call noalias i8* @malloc(i64 noundef %56) #6, !dbg !183
  %58 = bitcast i8* %57 to double*, !dbg !183
  store double* %58, double** %10, align 8, !dbg !180
  call void @llvm.dbg.declare(metadata double** %11, metadata !184, metadata !DIExpression()), !dbg !185
  %59 = load i32, i32* %7, align 4, !dbg !186
  %60 = sext i32 %59 to i64, !dbg !186
  %61 = mul i64 %60, 8, !dbg !187
  %62 = call noalias i8* @malloc(i64 noundef %61) #6, !dbg !188
  %63 = bitcast i8* %62 to double*, !dbg !188
  store double* %63, double** %11, align 8, !dbg !185
  call void @llvm.dbg.declare(metadata i32* %12, metadata !189, metadata !DIExpression()), !dbg !191
  store i32 0, i32* %12, align 4, !dbg !191
  br label %64, !dbg !192

64:                                               ; preds = %94, %37
  %65 = load i32, i32* %12, align 4, !dbg !193
  %66 = load i32, i32* %6, align 4, !dbg !195
  %67 = icmp slt i32 %65, %66, !dbg !196
  br i1 %67, label %68, label %97, !dbg !197

68:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %13, metadata !198, metadata !DIExpression()), !dbg !200
  store i32 0, i32* %13, align 4, !dbg !200
  br label %69, !dbg !201

69:                                               ; preds = %90, %68
  %70 = load i32, i32* %13, align 4, !dbg !202
  %71 = load i32, i32* %7, align 4, !dbg !204
  %72 = icmp slt i32 %70, %71, !dbg !205
  br i1 %72, label %73, label %93, !dbg !206

73:                                               ; preds = %69
  %74 = load i32, i32* %12, align 4, !dbg !207
  %75 = mul nsw i32 %74, 7, !dbg !208
  %76 = load i32, i32* %13, align 4, !dbg !209
  %77 = mul nsw i32 %76, 3, !dbg !210
  %78 = add nsw i32 %75, %77, !dbg !211
  %79 = srem i32 %78, 11, !dbg !212
  %80 = sitofp i32 %79 to double, !dbg !213
  %81 = fsub double %80, 5.000000e+00, !dbg !214
  %82 = load double*, double** %8, align 8, !dbg !215
  %83 = load i32, i32* %12, align 4, !dbg !216
  %84 = sext i32 %83 to i64, !dbg !215
  %85 = mul nsw i64 %84, %40, !dbg !215
  %86 = getelementptr inbounds double, double* %82, i64 %85, !dbg !215
  %87 = load i32, i32* %13, align 4, !dbg !217
  %88 = sext i32 %87 to i64, !dbg !215
  %89 = getelementptr inbounds double, double* %86, i64 %88, !dbg !215
  store double %81, double* %89, align 8, !dbg !218
  br label %90, !dbg !215

90:                                               ; preds = %73
  %91 = load i32, i32* %13, align 4, !dbg !219
  %92 = add nsw i32 %91, 1, !dbg !219
  store i32 %92, i32* %13, align 4, !dbg !219
  br label %69, !dbg !220, !llvm.loop !221

93:                                               ; preds = %69
  br label %94, !dbg !222

94:                                               ; preds = %93
  %95 = load i32, i32* %12, align 4, !dbg !223
  %96 = add nsw i32 %95, 1, !dbg !223
  store i32 %96, i32* %12, align 4, !dbg !223
  br label %64, !dbg !224, !llvm.loop !225

97:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %14, metadata !227, metadata !DIExpression()), !dbg !229
  store i32 0, i32* %14, align 4, !dbg !229
  br label %98, !dbg !230

98:                                               ; preds = %107, %97
  %99 = load i32, i32* %14, align 4, !dbg !231
  %100 = load i32, i32* %7, align 4, !dbg !233
  %101 = icmp slt i32 %99, %100, !dbg !234
  br i1 %101, label %102, label %110, !dbg !235

102:                                              ; preds = %98
  %103 = load double*, double** %9, align 8, !dbg !236
  %104 = load i32, i32* %14, align 4, !dbg !237
  %105 = sext i32 %104 to i64, !dbg !236
  %106 = getelementptr inbounds double, double* %103, i64 %105, !dbg !236
  store double 1.000000e+00, double* %106, align 8, !dbg !238
  br label %107, !dbg !236

107:                                              ; preds = %102
  %108 = load i32, i32* %14, align 4, !dbg !239
  %109 = add nsw i32 %108, 1, !dbg !239
  store i32 %109, i32* %14, align 4, !dbg !239
  br label %98, !dbg !240, !llvm.loop !241

110:                                              ; preds = %98
  call void @llvm.dbg.declare(metadata double* %15, metadata !243, metadata !DIExpression()), !dbg !244
  store double 0.000000e+00, double* %15, align 8, !dbg !244
  call void @llvm.dbg.declare(metadata i32* %16, metadata !245, metadata !DIExpression()), !dbg !247
  store i32 0, i32* %16, align 4, !dbg !247
  br label %111, !dbg !248

111:                                              ; preds = %144, %110
  %112 = load i32, i32* %16, align 4, !dbg !249
  %113 = icmp slt i32 %112, 4, !dbg !251
  br i1 %113, label %114, label %147, !dbg !252

114:                                              ; preds = %111
  %115 = load i32, i32* %6, align 4, !dbg !253
  %116 = load i32, i32* %7, align 4, !dbg !255
  %117 = load double*, double** %8, align 8, !dbg !256
  %118 = load double*, double** %9, align 8, !dbg !257
  %119 = load double*, double** %10, align 8, !dbg !258
  call void @apply(i32 noundef %115, i32 noundef %116, double* noundef %117, double* noundef %118, double* noundef %119), !dbg !259
  %120 = load i32, i32* %6, align 4, !dbg !260
  %121 = load i32, i32* %7, align 4, !dbg !261
  %122 = load double*, double** %8, align 8, !dbg !262
  %123 = load double*, double** %10, align 8, !dbg !263
  %124 = load double*, double** %11, align 8, !dbg !264
  call void @apply_t(i32 noundef %120, i32 noundef %121, double* noundef %122, double* noundef %123, double* noundef %124), !dbg !265
  call void @llvm.dbg.declare(metadata i32* %17, metadata !266, metadata !DIExpression()), !dbg !268
  store i32 0, i32* %17, align 4, !dbg !268
  br label %125, !dbg !269

125:                                              ; preds = %140, %114
  %126 = load i32, i32* %17, align 4, !dbg !270
  %127 = load i32, i32* %7, align 4, !dbg !272
  %128 = icmp slt i32 %126, %127, !dbg !273
  br i1 %128, label %129, label %143, !dbg !274

129:                                              ; preds = %125
  %130 = load double*, double** %11, align 8, !dbg !275
  %131 = load i32, i32* %17, align 4, !dbg !276
  %132 = sext i32 %131 to i64, !dbg !275
  %133 = getelementptr inbounds double, double* %130, i64 %132, !dbg !275
  %134 = load double, double* %133, align 8, !dbg !275
  %135 = fmul double %134, 1.000000e-02, !dbg !277
  %136 = load double*, double** %9, align 8, !dbg !278
  %137 = load i32, i32* %17, align 4, !dbg !279
  %138 = sext i32 %137 to i64, !dbg !278
  %139 = getelementptr inbounds double, double* %136, i64 %138, !dbg !278
  store double %135, double* %139, align 8, !dbg !280
  br label %140, !dbg !278

140:                                              ; preds = %129
  %141 = load i32, i32* %17, align 4, !dbg !281
  %142 = add nsw i32 %141, 1, !dbg !281
  store i32 %142, i32* %17, align 4, !dbg !281
  br label %125, !dbg !282, !llvm.loop !283

143:                                              ; preds = %125
  br label %144, !dbg !285

144:                                              ; preds = %143
  %145 = load i32, i32* %16, align 4, !dbg !286
  %146 = add nsw i32 %145, 1, !dbg !286
  store i32 %146, i32* %16, align 4, !dbg !286
  br label %111, !dbg !287, !llvm.loop !288

147:                                              ; preds = %111
  call void @llvm.dbg.declare(metadata i32* %18, metadata !290, metadata !DIExpression()), !dbg !292
  store i32 0, i32* %18, align 4, !dbg !292
  br label %148, !dbg !293

148:                                              ; preds = %160, %147
  %149 = load i32, i32* %18, align 4, !dbg !294
  %150 = load i32, i32* %7, align 4, !dbg !296
  %151 = icmp slt i32 %149, %150, !dbg !297
  br i1 %151, label %152, label %163, !dbg !298

152:                                              ; preds = %148
  %153 = load double*, double** %9, align 8, !dbg !299
  %154 = load i32, i32* %18, align 4, !dbg !300
  %155 = sext i32 %154 to i64, !dbg !299
  %156 = getelementptr inbounds double, double* %153, i64 %155, !dbg !299
  %157 = load double, double* %156, align 8, !dbg !299
  %158 = load double, double* %15, align 8, !dbg !301
  %159 = fadd double %158, %157, !dbg !301
  store double %159, double* %15, align 8, !dbg !301
  br label %160, !dbg !302

160:                                              ; preds = %152
  %161 = load i32, i32* %18, align 4, !dbg !303
  %162 = add nsw i32 %161, 1, !dbg !303
  store i32 %162, i32* %18, align 4, !dbg !303
  br label %148, !dbg !304, !llvm.loop !305

163:                                              ; preds = %148
  %164 = load double, double* %15, align 8, !dbg !307
  %165 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %164), !dbg !308
  %166 = load double*, double** %8, align 8, !dbg !309
  %167 = bitcast double* %166 to i8*, !dbg !309
  call void @free(i8* noundef %167) #6, !dbg !310
  %168 = load double*, double** %9, align 8, !dbg !311
  %169 = bitcast double* %168 to i8*, !dbg !311
  call void @free(i8* noundef %169) #6, !dbg !312
  %170 = load double*, double** %10, align 8, !dbg !313
  %171 = bitcast double* %170 to i8*, !dbg !313
  call void @free(i8* noundef %171) #6, !dbg !314
  %172 = load double*, double** %11, align 8, !dbg !315
  %173 = bitcast double* %172 to i8*, !dbg !315
  call void @free(i8* noundef %173) #6, !dbg !316
  ret i32 0, !dbg !317
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "twin_exit.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "06ea3363517ce12793ff9f67e53c3f57")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 8, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14, !19, !21}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !17)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !{!18}
!18 = !DISubrange(count: -1)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!22 = !{}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!24 = !DILocation(line: 8, column: 16, scope: !10)
!25 = !DILocalVariable(name: "m", arg: 2, scope: !10, file: !1, line: 8, type: !13)
!26 = !DILocation(line: 8, column: 23, scope: !10)
!27 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 8, type: !14)
!28 = !DILocation(line: 8, column: 33, scope: !10)
!29 = !DILocalVariable(name: "v", arg: 4, scope: !10, file: !1, line: 8, type: !19)
!30 = !DILocation(line: 8, column: 55, scope: !10)
!31 = !DILocalVariable(name: "w", arg: 5, scope: !10, file: !1, line: 8, type: !21)
!32 = !DILocation(line: 8, column: 68, scope: !10)
!33 = !DILocation(line: 8, column: 35, scope: !10)
!34 = !DILocation(line: 8, column: 38, scope: !10)
!35 = !DILocation(line: 8, column: 57, scope: !10)
!36 = !DILocation(line: 8, column: 70, scope: !10)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 10, type: !13)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!39 = !DILocation(line: 10, column: 12, scope: !38)
!40 = !DILocation(line: 10, column: 8, scope: !38)
!41 = !DILocation(line: 10, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 10, column: 3)
!43 = !DILocation(line: 10, column: 23, scope: !42)
!44 = !DILocation(line: 10, column: 21, scope: !42)
!45 = !DILocation(line: 10, column: 3, scope: !38)
!46 = !DILocation(line: 11, column: 5, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !1, line: 10, column: 31)
!48 = !DILocation(line: 11, column: 7, scope: !47)
!49 = !DILocation(line: 11, column: 10, scope: !47)
!50 = !DILocalVariable(name: "j", scope: !51, file: !1, line: 12, type: !13)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 12, column: 5)
!52 = !DILocation(line: 12, column: 14, scope: !51)
!53 = !DILocation(line: 12, column: 10, scope: !51)
!54 = !DILocation(line: 12, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 12, column: 5)
!56 = !DILocation(line: 12, column: 25, scope: !55)
!57 = !DILocation(line: 12, column: 23, scope: !55)
!58 = !DILocation(line: 12, column: 5, scope: !51)
!59 = !DILocation(line: 13, column: 15, scope: !55)
!60 = !DILocation(line: 13, column: 17, scope: !55)
!61 = !DILocation(line: 13, column: 20, scope: !55)
!62 = !DILocation(line: 13, column: 25, scope: !55)
!63 = !DILocation(line: 13, column: 27, scope: !55)
!64 = !DILocation(line: 13, column: 7, scope: !55)
!65 = !DILocation(line: 13, column: 9, scope: !55)
!66 = !DILocation(line: 13, column: 12, scope: !55)
!67 = !DILocation(line: 12, column: 29, scope: !55)
!68 = !DILocation(line: 12, column: 5, scope: !55)
!69 = distinct !{!69, !58, !70, !71}
!70 = !DILocation(line: 13, column: 28, scope: !51)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 14, column: 3, scope: !47)
!73 = !DILocation(line: 10, column: 27, scope: !42)
!74 = !DILocation(line: 10, column: 3, scope: !42)
!75 = distinct !{!75, !45, !76, !71}
!76 = !DILocation(line: 14, column: 3, scope: !38)
!77 = !DILocation(line: 15, column: 1, scope: !10)
!78 = distinct !DISubprogram(name: "apply_t", scope: !1, file: !1, line: 17, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!79 = !DILocalVariable(name: "n", arg: 1, scope: !78, file: !1, line: 17, type: !13)
!80 = !DILocation(line: 17, column: 18, scope: !78)
!81 = !DILocalVariable(name: "m", arg: 2, scope: !78, file: !1, line: 17, type: !13)
!82 = !DILocation(line: 17, column: 25, scope: !78)
!83 = !DILocalVariable(name: "A", arg: 3, scope: !78, file: !1, line: 17, type: !14)
!84 = !DILocation(line: 17, column: 35, scope: !78)
!85 = !DILocalVariable(name: "w", arg: 4, scope: !78, file: !1, line: 17, type: !19)
!86 = !DILocation(line: 17, column: 57, scope: !78)
!87 = !DILocalVariable(name: "u", arg: 5, scope: !78, file: !1, line: 17, type: !21)
!88 = !DILocation(line: 17, column: 70, scope: !78)
!89 = !DILocation(line: 17, column: 37, scope: !78)
!90 = !DILocation(line: 17, column: 40, scope: !78)
!91 = !DILocation(line: 17, column: 59, scope: !78)
!92 = !DILocation(line: 17, column: 72, scope: !78)
!93 = !DILocalVariable(name: "j", scope: !94, file: !1, line: 19, type: !13)
!94 = distinct !DILexicalBlock(scope: !78, file: !1, line: 19, column: 3)
!95 = !DILocation(line: 19, column: 12, scope: !94)
!96 = !DILocation(line: 19, column: 8, scope: !94)
!97 = !DILocation(line: 19, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 19, column: 3)
!99 = !DILocation(line: 19, column: 23, scope: !98)
!100 = !DILocation(line: 19, column: 21, scope: !98)
!101 = !DILocation(line: 19, column: 3, scope: !94)
!102 = !DILocation(line: 20, column: 5, scope: !98)
!103 = !DILocation(line: 20, column: 7, scope: !98)
!104 = !DILocation(line: 20, column: 10, scope: !98)
!105 = !DILocation(line: 19, column: 27, scope: !98)
!106 = !DILocation(line: 19, column: 3, scope: !98)
!107 = distinct !{!107, !101, !108, !71}
!108 = !DILocation(line: 20, column: 12, scope: !94)
!109 = !DILocalVariable(name: "i", scope: !110, file: !1, line: 21, type: !13)
!110 = distinct !DILexicalBlock(scope: !78, file: !1, line: 21, column: 3)
!111 = !DILocation(line: 21, column: 12, scope: !110)
!112 = !DILocation(line: 21, column: 8, scope: !110)
!113 = !DILocation(line: 21, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 21, column: 3)
!115 = !DILocation(line: 21, column: 23, scope: !114)
!116 = !DILocation(line: 21, column: 21, scope: !114)
!117 = !DILocation(line: 21, column: 3, scope: !110)
!118 = !DILocalVariable(name: "j", scope: !119, file: !1, line: 22, type: !13)
!119 = distinct !DILexicalBlock(scope: !114, file: !1, line: 22, column: 5)
!120 = !DILocation(line: 22, column: 14, scope: !119)
!121 = !DILocation(line: 22, column: 10, scope: !119)
!122 = !DILocation(line: 22, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 22, column: 5)
!124 = !DILocation(line: 22, column: 25, scope: !123)
!125 = !DILocation(line: 22, column: 23, scope: !123)
!126 = !DILocation(line: 22, column: 5, scope: !119)
!127 = !DILocation(line: 23, column: 15, scope: !123)
!128 = !DILocation(line: 23, column: 17, scope: !123)
!129 = !DILocation(line: 23, column: 20, scope: !123)
!130 = !DILocation(line: 23, column: 25, scope: !123)
!131 = !DILocation(line: 23, column: 27, scope: !123)
!132 = !DILocation(line: 23, column: 7, scope: !123)
!133 = !DILocation(line: 23, column: 9, scope: !123)
!134 = !DILocation(line: 23, column: 12, scope: !123)
!135 = !DILocation(line: 22, column: 29, scope: !123)
!136 = !DILocation(line: 22, column: 5, scope: !123)
!137 = distinct !{!137, !126, !138, !71}
!138 = !DILocation(line: 23, column: 28, scope: !119)
!139 = !DILocation(line: 21, column: 27, scope: !114)
!140 = !DILocation(line: 21, column: 3, scope: !114)
!141 = distinct !{!141, !117, !142, !71}
!142 = !DILocation(line: 23, column: 28, scope: !110)
!143 = !DILocation(line: 24, column: 1, scope: !78)
!144 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !145, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!145 = !DISubroutineType(types: !146)
!146 = !{!13, !13, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64)
!149 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!150 = !DILocalVariable(name: "argc", arg: 1, scope: !144, file: !1, line: 26, type: !13)
!151 = !DILocation(line: 26, column: 14, scope: !144)
!152 = !DILocalVariable(name: "argv", arg: 2, scope: !144, file: !1, line: 26, type: !147)
!153 = !DILocation(line: 26, column: 27, scope: !144)
!154 = !DILocalVariable(name: "n", scope: !144, file: !1, line: 28, type: !13)
!155 = !DILocation(line: 28, column: 7, scope: !144)
!156 = !DILocation(line: 28, column: 11, scope: !144)
!157 = !DILocation(line: 28, column: 16, scope: !144)
!158 = !DILocation(line: 28, column: 27, scope: !144)
!159 = !DILocation(line: 28, column: 22, scope: !144)
!160 = !DILocalVariable(name: "m", scope: !144, file: !1, line: 29, type: !13)
!161 = !DILocation(line: 29, column: 7, scope: !144)
!162 = !DILocation(line: 29, column: 11, scope: !144)
!163 = !DILocation(line: 29, column: 16, scope: !144)
!164 = !DILocation(line: 29, column: 27, scope: !144)
!165 = !DILocation(line: 29, column: 22, scope: !144)
!166 = !DILocation(line: 30, column: 15, scope: !144)
!167 = !DILocation(line: 30, column: 3, scope: !144)
!168 = !DILocalVariable(name: "A", scope: !144, file: !1, line: 30, type: !14)
!169 = !DILocation(line: 30, column: 12, scope: !144)
!170 = !DILocation(line: 30, column: 41, scope: !144)
!171 = !DILocation(line: 30, column: 27, scope: !144)
!172 = !DILocation(line: 30, column: 44, scope: !144)
!173 = !DILocation(line: 30, column: 20, scope: !144)
!174 = !DILocalVariable(name: "v", scope: !144, file: !1, line: 31, type: !21)
!175 = !DILocation(line: 31, column: 11, scope: !144)
!176 = !DILocation(line: 31, column: 22, scope: !144)
!177 = !DILocation(line: 31, column: 24, scope: !144)
!178 = !DILocation(line: 31, column: 15, scope: !144)
!179 = !DILocalVariable(name: "w", scope: !144, file: !1, line: 31, type: !21)
!180 = !DILocation(line: 31, column: 44, scope: !144)
!181 = !DILocation(line: 31, column: 55, scope: !144)
!182 = !DILocation(line: 31, column: 57, scope: !144)
!183 = !DILocation(line: 31, column: 48, scope: !144)
!184 = !DILocalVariable(name: "u", scope: !144, file: !1, line: 32, type: !21)
!185 = !DILocation(line: 32, column: 11, scope: !144)
!186 = !DILocation(line: 32, column: 22, scope: !144)
!187 = !DILocation(line: 32, column: 24, scope: !144)
!188 = !DILocation(line: 32, column: 15, scope: !144)
!189 = !DILocalVariable(name: "i", scope: !190, file: !1, line: 33, type: !13)
!190 = distinct !DILexicalBlock(scope: !144, file: !1, line: 33, column: 3)
!191 = !DILocation(line: 33, column: 12, scope: !190)
!192 = !DILocation(line: 33, column: 8, scope: !190)
!193 = !DILocation(line: 33, column: 19, scope: !194)
!194 = distinct !DILexicalBlock(scope: !190, file: !1, line: 33, column: 3)
!195 = !DILocation(line: 33, column: 23, scope: !194)
!196 = !DILocation(line: 33, column: 21, scope: !194)
!197 = !DILocation(line: 33, column: 3, scope: !190)
!198 = !DILocalVariable(name: "j", scope: !199, file: !1, line: 34, type: !13)
!199 = distinct !DILexicalBlock(scope: !194, file: !1, line: 34, column: 5)
!200 = !DILocation(line: 34, column: 14, scope: !199)
!201 = !DILocation(line: 34, column: 10, scope: !199)
!202 = !DILocation(line: 34, column: 21, scope: !203)
!203 = distinct !DILexicalBlock(scope: !199, file: !1, line: 34, column: 5)
!204 = !DILocation(line: 34, column: 25, scope: !203)
!205 = !DILocation(line: 34, column: 23, scope: !203)
!206 = !DILocation(line: 34, column: 5, scope: !199)
!207 = !DILocation(line: 35, column: 19, scope: !203)
!208 = !DILocation(line: 35, column: 21, scope: !203)
!209 = !DILocation(line: 35, column: 27, scope: !203)
!210 = !DILocation(line: 35, column: 29, scope: !203)
!211 = !DILocation(line: 35, column: 25, scope: !203)
!212 = !DILocation(line: 35, column: 34, scope: !203)
!213 = !DILocation(line: 35, column: 17, scope: !203)
!214 = !DILocation(line: 35, column: 40, scope: !203)
!215 = !DILocation(line: 35, column: 7, scope: !203)
!216 = !DILocation(line: 35, column: 9, scope: !203)
!217 = !DILocation(line: 35, column: 12, scope: !203)
!218 = !DILocation(line: 35, column: 15, scope: !203)
!219 = !DILocation(line: 34, column: 29, scope: !203)
!220 = !DILocation(line: 34, column: 5, scope: !203)
!221 = distinct !{!221, !206, !222, !71}
!222 = !DILocation(line: 35, column: 42, scope: !199)
!223 = !DILocation(line: 33, column: 27, scope: !194)
!224 = !DILocation(line: 33, column: 3, scope: !194)
!225 = distinct !{!225, !197, !226, !71}
!226 = !DILocation(line: 35, column: 42, scope: !190)
!227 = !DILocalVariable(name: "j", scope: !228, file: !1, line: 36, type: !13)
!228 = distinct !DILexicalBlock(scope: !144, file: !1, line: 36, column: 3)
!229 = !DILocation(line: 36, column: 12, scope: !228)
!230 = !DILocation(line: 36, column: 8, scope: !228)
!231 = !DILocation(line: 36, column: 19, scope: !232)
!232 = distinct !DILexicalBlock(scope: !228, file: !1, line: 36, column: 3)
!233 = !DILocation(line: 36, column: 23, scope: !232)
!234 = !DILocation(line: 36, column: 21, scope: !232)
!235 = !DILocation(line: 36, column: 3, scope: !228)
!236 = !DILocation(line: 37, column: 5, scope: !232)
!237 = !DILocation(line: 37, column: 7, scope: !232)
!238 = !DILocation(line: 37, column: 10, scope: !232)
!239 = !DILocation(line: 36, column: 27, scope: !232)
!240 = !DILocation(line: 36, column: 3, scope: !232)
!241 = distinct !{!241, !235, !242, !71}
!242 = !DILocation(line: 37, column: 12, scope: !228)
!243 = !DILocalVariable(name: "norm", scope: !144, file: !1, line: 38, type: !16)
!244 = !DILocation(line: 38, column: 10, scope: !144)
!245 = !DILocalVariable(name: "step", scope: !246, file: !1, line: 39, type: !13)
!246 = distinct !DILexicalBlock(scope: !144, file: !1, line: 39, column: 3)
!247 = !DILocation(line: 39, column: 12, scope: !246)
!248 = !DILocation(line: 39, column: 8, scope: !246)
!249 = !DILocation(line: 39, column: 22, scope: !250)
!250 = distinct !DILexicalBlock(scope: !246, file: !1, line: 39, column: 3)
!251 = !DILocation(line: 39, column: 27, scope: !250)
!252 = !DILocation(line: 39, column: 3, scope: !246)
!253 = !DILocation(line: 40, column: 11, scope: !254)
!254 = distinct !DILexicalBlock(scope: !250, file: !1, line: 39, column: 40)
!255 = !DILocation(line: 40, column: 14, scope: !254)
!256 = !DILocation(line: 40, column: 17, scope: !254)
!257 = !DILocation(line: 40, column: 20, scope: !254)
!258 = !DILocation(line: 40, column: 23, scope: !254)
!259 = !DILocation(line: 40, column: 5, scope: !254)
!260 = !DILocation(line: 41, column: 13, scope: !254)
!261 = !DILocation(line: 41, column: 16, scope: !254)
!262 = !DILocation(line: 41, column: 19, scope: !254)
!263 = !DILocation(line: 41, column: 22, scope: !254)
!264 = !DILocation(line: 41, column: 25, scope: !254)
!265 = !DILocation(line: 41, column: 5, scope: !254)
!266 = !DILocalVariable(name: "j", scope: !267, file: !1, line: 42, type: !13)
!267 = distinct !DILexicalBlock(scope: !254, file: !1, line: 42, column: 5)
!268 = !DILocation(line: 42, column: 14, scope: !267)
!269 = !DILocation(line: 42, column: 10, scope: !267)
!270 = !DILocation(line: 42, column: 21, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !1, line: 42, column: 5)
!272 = !DILocation(line: 42, column: 25, scope: !271)
!273 = !DILocation(line: 42, column: 23, scope: !271)
!274 = !DILocation(line: 42, column: 5, scope: !267)
!275 = !DILocation(line: 43, column: 14, scope: !271)
!276 = !DILocation(line: 43, column: 16, scope: !271)
!277 = !DILocation(line: 43, column: 19, scope: !271)
!278 = !DILocation(line: 43, column: 7, scope: !271)
!279 = !DILocation(line: 43, column: 9, scope: !271)
!280 = !DILocation(line: 43, column: 12, scope: !271)
!281 = !DILocation(line: 42, column: 29, scope: !271)
!282 = !DILocation(line: 42, column: 5, scope: !271)
!283 = distinct !{!283, !274, !284, !71}
!284 = !DILocation(line: 43, column: 21, scope: !267)
!285 = !DILocation(line: 44, column: 3, scope: !254)
!286 = !DILocation(line: 39, column: 36, scope: !250)
!287 = !DILocation(line: 39, column: 3, scope: !250)
!288 = distinct !{!288, !252, !289, !71}
!289 = !DILocation(line: 44, column: 3, scope: !246)
!290 = !DILocalVariable(name: "j", scope: !291, file: !1, line: 45, type: !13)
!291 = distinct !DILexicalBlock(scope: !144, file: !1, line: 45, column: 3)
!292 = !DILocation(line: 45, column: 12, scope: !291)
!293 = !DILocation(line: 45, column: 8, scope: !291)
!294 = !DILocation(line: 45, column: 19, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !1, line: 45, column: 3)
!296 = !DILocation(line: 45, column: 23, scope: !295)
!297 = !DILocation(line: 45, column: 21, scope: !295)
!298 = !DILocation(line: 45, column: 3, scope: !291)
!299 = !DILocation(line: 46, column: 13, scope: !295)
!300 = !DILocation(line: 46, column: 15, scope: !295)
!301 = !DILocation(line: 46, column: 10, scope: !295)
!302 = !DILocation(line: 46, column: 5, scope: !295)
!303 = !DILocation(line: 45, column: 27, scope: !295)
!304 = !DILocation(line: 45, column: 3, scope: !295)
!305 = distinct !{!305, !298, !306, !71}
!306 = !DILocation(line: 46, column: 16, scope: !291)
!307 = !DILocation(line: 47, column: 18, scope: !144)
!308 = !DILocation(line: 47, column: 3, scope: !144)
!309 = !DILocation(line: 48, column: 8, scope: !144)
!310 = !DILocation(line: 48, column: 3, scope: !144)
!311 = !DILocation(line: 49, column: 8, scope: !144)
!312 = !DILocation(line: 49, column: 3, scope: !144)
!313 = !DILocation(line: 50, column: 8, scope: !144)
!314 = !DILocation(line: 50, column: 3, scope: !144)
!315 = !DILocation(line: 51, column: 8, scope: !144)
!316 = !DILocation(line: 51, column: 3, scope: !144)
!317 = !DILocation(line: 52, column: 3, scope: !144)
