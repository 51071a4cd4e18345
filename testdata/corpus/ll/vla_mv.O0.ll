; ModuleID = 'vla_mv.c'
source_filename = "vla_mv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6e\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_mv(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !12 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !24, metadata !DIExpression()), !dbg !25
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !28, metadata !DIExpression()), !dbg !29
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !30, metadata !DIExpression()), !dbg !31
  %13 = load i32, i32* %6, align 4, !dbg !32
  %14 = zext i32 %13 to i64
  %15 = load i32, i32* %7, align 4, !dbg !33
  %16 = zext i32 %15 to i64
  %17 = load i32, i32* %7, align 4, !dbg !34
  %18 = zext i32 %17 to i64
  %19 = load i32, i32* %6, align 4, !dbg !35
  %20 = zext i32 %19 to i64
  call void @llvm.dbg.declare(metadata i32* %11, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %11, align 4, !dbg !38
  br label %21, !dbg !39

21:                                               ; preds = %59, %5
  %22 = load i32, i32* %11, align 4, !dbg !40
  %23 = load i32, i32* %6, align 4, !dbg !42
  %24 = icmp slt i32 %22, %23, !dbg !43
  br i1 %24, label %25, label %62, !dbg !44

25:                                               ; preds = %21
  %26 = load double*, double** %10, align 8, !dbg !45
  %27 = load i32, i32* %11, align 4, !dbg !47
  %28 = sext i32 %27 to i64, !dbg !45
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !45
  store double 0.000000e+00, double* %29, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata i32* %12, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %12, align 4, !dbg !51
  br label %30, !dbg !52

30:                                               ; preds = %55, %25
  %31 = load i32, i32* %12, align 4, !dbg !53
  %32 = load i32, i32* %7, align 4, !dbg !55
  %33 = icmp slt i32 %31, %32, !dbg !56
  br i1 %33, label %34, label %58, !dbg !57

34:                                               ; preds = %30
  %35 = load double*, double** %8, align 8, !dbg !58
  %36 = load i32, i32* %11, align 4, !dbg !59
  %37 = sext i32 %36 to i64, !dbg !58
  %38 = mul nsw i64 %37, %16, !dbg !58
  %39 = getelementptr inbounds double, double* %35, i64 %38, !dbg !58
  %40 = load i32, i32* %12, align 4, !dbg !60
  %41 = sext i32 %40 to i64, !dbg !58
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !58
  %43 = load double, double* %42, align 8, !dbg !58
  %44 = load double*, double** %9, align 8, !dbg !61
  %45 = load i32, i32* %12, align 4, !dbg !62
  %46 = sext i32 %45 to i64, !dbg !61
  %47 = getelementptr inbounds double, double* %44, i64 %46, !dbg !61
  %48 = load double, double* %47, align 8, !dbg !61
  %49 = load double*, double** %10, align 8, !dbg !63
  %50 = load i32, i32* %11, align 4, !dbg !64
  %51 = sext i32 %50 to i64, !dbg !63
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !63
  %53 = load double, double* %52, align 8, !dbg !65
  %54 = call double @llvm.fmuladd.f64(double %43, double %48, double %53), !dbg !65
  store double %54, double* %52, align 8, !dbg !65
  br label %55, !dbg !63

55:                                               ; preds = %34
  %56 = load i32, i32* %12, align 4, !dbg !66
  %57 = add nsw i32 %56, 1, !dbg !66
  store i32 %57, i32* %12, align 4, !dbg !66
  br label %30, !dbg !67, !llvm.loop !68

58:                                               ; preds = %30
  br label %59, !dbg !71

59:                                               ; preds = %58
  %60 = load i32, i32* %11, align 4, !dbg !72
  %61 = add nsw i32 %60, 1, !dbg !72
  store i32 %61, i32* %11, align 4, !dbg !72
  br label %21, !dbg !73, !llvm.loop !74

62:                                               ; preds = %21
  ret void, !dbg !76
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_mtv(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !77 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !78, metadata !DIExpression()), !dbg !79
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !80, metadata !DIExpression()), !dbg !81
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !82, metadata !DIExpression()), !dbg !83
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !84, metadata !DIExpression()), !dbg !85
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !86, metadata !DIExpression()), !dbg !87
  %14 = load i32, i32* %6, align 4, !dbg !88
  %15 = zext i32 %14 to i64
  %16 = load i32, i32* %7, align 4, !dbg !89
  %17 = zext i32 %16 to i64
  %18 = load i32, i32* %6, align 4, !dbg !90
  %19 = zext i32 %18 to i64
  %20 = load i32, i32* %7, align 4, !dbg !91
  %21 = zext i32 %20 to i64
  call void @llvm.dbg.declare(metadata i32* %11, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %11, align 4, !dbg !94
  br label %22, !dbg !95

22:                                               ; preds = %31, %5
  %23 = load i32, i32* %11, align 4, !dbg !96
  %24 = load i32, i32* %7, align 4, !dbg !98
  %25 = icmp slt i32 %23, %24, !dbg !99
  br i1 %25, label %26, label %34, !dbg !100

26:                                               ; preds = %22
  %27 = load double*, double** %10, align 8, !dbg !101
  %28 = load i32, i32* %11, align 4, !dbg !102
  %29 = sext i32 %28 to i64, !dbg !101
  %30 = getelementptr inbounds double, double* %27, i64 %29, !dbg !101
  store double 0.000000e+00, double* %30, align 8, !dbg !103
  br label %31, !dbg !101

31:                                               ; preds = %26
  %32 = load i32, i32* %11, align 4, !dbg !104
  %33 = add nsw i32 %32, 1, !dbg !104
  store i32 %33, i32* %11, align 4, !dbg !104
  br label %22, !dbg !105, !llvm.loop !106

34:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32* %12, metadata !108, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %12, align 4, !dbg !110
  br label %35, !dbg !111

35:                                               ; preds = %69, %34
  %36 = load i32, i32* %12, align 4, !dbg !112
  %37 = load i32, i32* %6, align 4, !dbg !114
  %38 = icmp slt i32 %36, %37, !dbg !115
  br i1 %38, label %39, label %72, !dbg !116

39:                                               ; preds = %35
  call void @llvm.dbg.declare(metadata i32* %13, metadata !117, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %13, align 4, !dbg !119
  br label %40, !dbg !120

40:                                               ; preds = %65, %39
  %41 = load i32, i32* %13, align 4, !dbg !121
  %42 = load i32, i32* %7, align 4, !dbg !123
  %43 = icmp slt i32 %41, %42, !dbg !124
  br i1 %43, label %44, label %68, !dbg !125

44:                                               ; preds = %40
  %45 = load double*, double** %8, align 8, !dbg !126
  %46 = load i32, i32* %12, align 4, !dbg !127
  %47 = sext i32 %46 to i64, !dbg !126
  %48 = mul nsw i64 %47, %17, !dbg !126
  %49 = getelementptr inbounds double, double* %45, i64 %48, !dbg !126
  %50 = load i32, i32* %13, align 4, !dbg !128
  %51 = sext i32 %50 to i64, !dbg !126
  %52 = getelementptr inbounds double, double* %49, i64 %51, !dbg !126
  %53 = load double, double* %52, align 8, !dbg !126
  %54 = load double*, double** %9, align 8, !dbg !129
  %55 = load i32, i32* %12, align 4, !dbg !130
  %56 = sext i32 %55 to i64, !dbg !129
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !129
  %58 = load double, double* %57, align 8, !dbg !129
  %59 = load double*, double** %10, align 8, !dbg !131
  %60 = load i32, i32* %13, align 4, !dbg !132
  %61 = sext i32 %60 to i64, !dbg !131
  %62 = getelementptr inbounds double, double* %59, i64 %61, !dbg !131
  %63 = load double, double* %62, align 8, !dbg !133
  %64 = call double @llvm.fmuladd.f64(double %53, double %58, double %63), !dbg !133
  store double %64, double* %62, align 8, !dbg !133
  br label %65, !dbg !131

65:                                               ; preds = %44
  %66 = load i32, i32* %13, align 4, !dbg !134
  %67 = add nsw i32 %66, 1, !dbg !134
  store i32 %67, i32* %13, align 4, !dbg !134
  br label %40, !dbg !135, !llvm.loop !136

68:                                               ; preds = %40
  br label %69, !dbg !137

69:                                               ; preds = %68
  %70 = load i32, i32* %12, align 4, !dbg !138
  %71 = add nsw i32 %70, 1, !dbg !138
  store i32 %71, i32* %12, align 4, !dbg !138
  br label %35, !dbg !139, !llvm.loop !140

72:                                               ; preds = %35
  ret void, !dbg !142
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !143 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !149, metadata !DIExpression()), !dbg !150
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !151, metadata !DIExpression()), !dbg !152
  call void @llvm.dbg.declare(metadata i32* %6, metadata !153, metadata !DIExpression()), !dbg !154
  %16 = load i32, i32* %4, align 4, !dbg !155
  %17 = icmp sgt i32 %16, 1, !dbg !156
  br i1 %17, label %18, label %23, !dbg !155

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !157
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !157
  %21 = load i8*, i8** %20, align 8, !dbg !157
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !158
  br label %24, !dbg !155

23:                                               ; preds = %2
  br label %24, !dbg !155

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 150, %23 ], !dbg !155
  store i32 %25, i32* %6, align 4, !dbg !154
  call void @llvm.dbg.declare(metadata i32* %7, metadata !159, metadata !DIExpression()), !dbg !160
  %26 = load i32, i32* %4, align 4, !dbg !161
  %27 = icmp sgt i32 %26, 2, !dbg !162
  br i1 %27, label %28, label %33, !dbg !161

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !163
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !163
  %31 = load i8*, i8** %30, align 8, !dbg !163
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !164
  br label %34, !dbg !161

33:                                               ; preds = %24
  br label %34, !dbg !161

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 120, %33 ], !dbg !161
  store i32 %35, i32* %7, align 4, !dbg !160
  %36 = load i32, i32* %7, align 4, !dbg !165
  %37 = zext i32 %36 to i64, !dbg !166
  call void @llvm.dbg.declare(metadata double** %8, metadata !167, metadata !DIExpression()), !dbg !168
  %38 = load i32, i32* %6, align 4, !dbg !169
  %39 = zext i32 %38 to i64, !dbg !170
  %40 = load i32, i32* %7, align 4, !dbg !171
  %41 = zext i32 %40 to i64, !dbg !170
  %42 = mul nuw i64 %39, %41, !dbg !170
  %43 = mul nuw i64 8, %42, !dbg !170
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !172
  %45 = bitcast i8* %44 to double*, !dbg !172
  store double* %45, double** %8, align 8, !dbg !168
  call void @llvm.dbg.declare(metadata double** %9, metadata !173, metadata !DIExpression()), !dbg !174
  %46 = load i32, i32* %7, align 4, !dbg !175
  %47 = sext i32 %46 to i64, !dbg !175
  %48 = mul i64 %47, 8, !dbg !176
  %49 = call noalias i8* @malloc(i64 noundef %48) #6, !dbg !177
  %50 = bitcast i8* %49 to double*, !dbg !177
  store double* %50, double** %9, align 8, !dbg !174
  call void @llvm.dbg.declare(metadata double** %10, metadata !178, metadata !DIExpression()), !dbg !179
  %51 = load i32, i32* %6, align 4, !dbg !180
  %52 = sext i32 %51 to i64, !dbg !180
  %53 = mul i64 %52, 8, !dbg !181
  %54 = call noalias i8* @malloc(i64 noundef %53) #6, !dbg !182
  %55 = bitcast i8* %54 to double*, !dbg !182
  store double* %55, double** %10, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata double** %11, metadata !183, metadata !DIExpression()), !dbg !184
  %56 = load i32, i32* %7, align 4, !dbg !185
  %57 = sext i32 %56 to i64, !dbg !185
  %58 = mul i64 %57, 8, !dbg !186
  %59 = call noalias i8* @malloc(i64 noundef %58) #6, !dbg !187
  %60 = bitcast i8* %59 to double*, !dbg !187
  store double* %60, double** %11, align 8, !dbg !184
  call void @llvm.dbg.declare(metadata double* %12, metadata !188, metadata !DIExpression()), !dbg !189
  store double 0.000000e+00, double* %12, align 8, !dbg !189
  %61 = load i32, i32* %6, align 4, !dbg !190
  %62 = load i32, i32* %7, align 4, !dbg !191
  %63 = load double*, double** %8, align 8, !dbg !192
  %64 = load double*, double** %9, align 8, !dbg !193
  call void @init(i32 noundef %61, i32 noundef %62, double* noundef %63, double* noundef %64), !dbg !194
  call void @llvm.dbg.declare(metadata i32* %13, metadata !195, metadata !DIExpression()), !dbg !197
  store i32 0, i32* %13, align 4, !dbg !197
  br label %65, !dbg !198

65:                                               ; preds = %98, %34
  %66 = load i32, i32* %13, align 4, !dbg !199
  %67 = icmp slt i32 %66, 3, !dbg !201
  br i1 %67, label %68, label %101, !dbg !202

68:                                               ; preds = %65
  %69 = load i32, i32* %6, align 4, !dbg !203
  %70 = load i32, i32* %7, align 4, !dbg !205
  %71 = load double*, double** %8, align 8, !dbg !206
  %72 = load double*, double** %9, align 8, !dbg !207
  %73 = load double*, double** %10, align 8, !dbg !208
  call void @kernel_mv(i32 noundef %69, i32 noundef %70, double* noundef %71, double* noundef %72, double* noundef %73), !dbg !209
  %74 = load i32, i32* %6, align 4, !dbg !210
  %75 = load i32, i32* %7, align 4, !dbg !211
  %76 = load double*, double** %8, align 8, !dbg !212
  %77 = load double*, double** %10, align 8, !dbg !213
  %78 = load double*, double** %11, align 8, !dbg !214
  call void @kernel_mtv(i32 noundef %74, i32 noundef %75, double* noundef %76, double* noundef %77, double* noundef %78), !dbg !215
  call void @llvm.dbg.declare(metadata i32* %14, metadata !216, metadata !DIExpression()), !dbg !218
  store i32 0, i32* %14, align 4, !dbg !218
  br label %79, !dbg !219

79:                                               ; preds = %94, %68
  %80 = load i32, i32* %14, align 4, !dbg !220
  %81 = load i32, i32* %7, align 4, !dbg !222
  %82 = icmp slt i32 %80, %81, !dbg !223
  br i1 %82, label %83, label %97, !dbg !224

83:                                               ; preds = %79
  %84 = load double*, double** %11, align 8, !dbg !225
  %85 = load i32, i32* %14, align 4, !dbg !226
  %86 = sext i32 %85 to i64, !dbg !225
  %87 = getelementptr inbounds double, double* %84, i64 %86, !dbg !225
  %88 = load double, double* %87, align 8, !dbg !225
  %89 = fmul double %88, 1.000000e-03, !dbg !227
  %90 = load double*, double** %9, align 8, !dbg !228
  %91 = load i32, i32* %14, align 4, !dbg !229
  %92 = sext i32 %91 to i64, !dbg !228
  %93 = getelementptr inbounds double, double* %90, i64 %92, !dbg !228
  store double %89, double* %93, align 8, !dbg !230
  br label %94, !dbg !228

94:                                               ; preds = %83
  %95 = load i32, i32* %14, align 4, !dbg !231
  %96 = add nsw i32 %95, 1, !dbg !231
  store i32 %96, i32* %14, align 4, !dbg !231
  br label %79, !dbg !232, !llvm.loop !233

97:                                               ; preds = %79
  br label %98, !dbg !235

98:                                               ; preds = %97
  %99 = load i32, i32* %13, align 4, !dbg !236
  %100 = add nsw i32 %99, 1, !dbg !236
  store i32 %100, i32* %13, align 4, !dbg !236
  br label %65, !dbg !237, !llvm.loop !238

101:                                              ; preds = %65
  call void @llvm.dbg.declare(metadata i32* %15, metadata !240, metadata !DIExpression()), !dbg !242
  store i32 0, i32* %15, align 4, !dbg !242
  br label %102, !dbg !243

102:                                              ; preds = %114, %101
  %103 = load i32, i32* %15, align 4, !dbg !244
  %104 = load i32, i32* %7, align 4, !dbg !246
  %105 = icmp slt i32 %103, %104, !dbg !247
  br i1 %105, label %106, label %117, !dbg !248

106:                                              ; preds = %102
  %107 = load double*, double** %11, align 8, !dbg !249
  %108 = load i32, i32* %15, align 4, !dbg !250
  %109 = sext i32 %108 to i64, !dbg !249
  %110 = getelementptr inbounds double, double* %107, i64 %109, !dbg !249
  %111 = load double, double* %110, align 8, !dbg !249
  %112 = load double, double* %12, align 8, !dbg !251
  %113 = fadd double %112, %111, !dbg !251
  store double %113, double* %12, align 8, !dbg !251
  br label %114, !dbg !252

114:                                              ; preds = %106
  %115 = load i32, i32* %15, align 4, !dbg !253
  %116 = add nsw i32 %115, 1, !dbg !253
  store i32 %116, i32* %15, align 4, !dbg !253
  br label %102, !dbg !254, !llvm.loop !255

117:                                              ; preds = %102
  %118 = load double, double* %12, align 8, !dbg !257
  %119 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %118), !dbg !258
  %120 = load double*, double** %8, align 8, !dbg !259
  %121 = bitcast double* %120 to i8*, !dbg !259
  call void @free(i8* noundef %121) #6, !dbg !260
  %122 = load double*, double** %9, align 8, !dbg !261
  %123 = bitcast double* %122 to i8*, !dbg !261
  call void @free(i8* noundef %123) #6, !dbg !262
  %124 = load double*, double** %10, align 8, !dbg !263
  %125 = bitcast double* %124 to i8*, !dbg !263
  call void @free(i8* noundef %125) #6, !dbg !264
  %126 = load double*, double** %11, align 8, !dbg !265
  %127 = bitcast double* %126 to i8*, !dbg !265
  call void @free(i8* noundef %127) #6, !dbg !266
  ret i32 0, !dbg !267
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !268 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !271, metadata !DIExpression()), !dbg !272
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !273, metadata !DIExpression()), !dbg !274
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !275, metadata !DIExpression()), !dbg !276
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !277, metadata !DIExpression()), !dbg !278
  %12 = load i32, i32* %5, align 4, !dbg !279
  %13 = zext i32 %12 to i64
  %14 = load i32, i32* %6, align 4, !dbg !280
  %15 = zext i32 %14 to i64
  %16 = load i32, i32* %6, align 4, !dbg !281
  %17 = zext i32 %16 to i64
  call void @llvm.dbg.declare(metadata i32* %9, metadata !282, metadata !DIExpression()), !dbg !284
  store i32 0, i32* %9, align 4, !dbg !284
  br label %18, !dbg !285

18:                                               ; preds = %47, %4
  %19 = load i32, i32* %9, align 4, !dbg !286
  %20 = load i32, i32* %5, align 4, !dbg !288
  %21 = icmp slt i32 %19, %20, !dbg !289
  br i1 %21, label %22, label %50, !dbg !290

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %10, metadata !291, metadata !DIExpression()), !dbg !293
  store i32 0, i32* %10, align 4, !dbg !293
  br label %23, !dbg !294

23:                                               ; preds = %43, %22
  %24 = load i32, i32* %10, align 4, !dbg !295
  %25 = load i32, i32* %6, align 4, !dbg !297
  %26 = icmp slt i32 %24, %25, !dbg !298
  br i1 %26, label %27, label %46, !dbg !299

27:                                               ; preds = %23
  %28 = load i32, i32* %9, align 4, !dbg !300
  %29 = load i32, i32* %10, align 4, !dbg !301
  %30 = mul nsw i32 3, %29, !dbg !302
  %31 = add nsw i32 %28, %30, !dbg !303
  %32 = srem i32 %31, 17, !dbg !304
  %33 = sitofp i32 %32 to double, !dbg !305
  %34 = fsub double %33, 8.000000e+00, !dbg !306
  %35 = load double*, double** %7, align 8, !dbg !307
  %36 = load i32, i32* %9, align 4, !dbg !308
  %37 = sext i32 %36 to i64, !dbg !307
  %38 = mul nsw i64 %37, %15, !dbg !307
  %39 = getelementptr inbounds double, double* %35, i64 %38, !dbg !307
  %40 = load i32, i32* %10, align 4, !dbg !309
  %41 = sext i32 %40 to i64, !dbg !307
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !307
  store double %34, double* %42, align 8, !dbg !310
  br label %43, !dbg !307

43:                                               ; preds = %27
  %44 = load i32, i32* %10, align 4, !dbg !311
  %45 = add nsw i32 %44, 1, !dbg !311
  store i32 %45, i32* %10, align 4, !dbg !311
  br label %23, !dbg !312, !llvm.loop !313

46:                                               ; preds = %23
  br label %47, !dbg !314

47:                                               ; preds = %46
  %48 = load i32, i32* %9, align 4, !dbg !315
  %49 = add nsw i32 %48, 1, !dbg !315
  store i32 %49, i32* %9, align 4, !dbg !315
  br label %18, !dbg !316, !llvm.loop !317

50:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %11, metadata !319, metadata !DIExpression()), !dbg !321
  store i32 0, i32* %11, align 4, !dbg !321
  br label %51, !dbg !322

51:                                               ; preds = %64, %50
  %52 = load i32, i32* %11, align 4, !dbg !323
  %53 = load i32, i32* %6, align 4, !dbg !325
  %54 = icmp slt i32 %52, %53, !dbg !326
  br i1 %54, label %55, label %67, !dbg !327

55:                                               ; preds = %51
  %56 = load i32, i32* %11, align 4, !dbg !328
  %57 = add nsw i32 %56, 1, !dbg !329
  %58 = sitofp i32 %57 to double, !dbg !330
  %59 = fdiv double 1.000000e+00, %58, !dbg !331
  %60 = load double*, double** %8, align 8, !dbg !332
  %61 = load i32, i32* %11, align 4, !dbg !333
  %62 = sext i32 %61 to i64, !dbg !332
  %63 = getelementptr inbounds double, double* %60, i64 %62, !dbg !332
  store double %59, double* %63, align 8, !dbg !334
  br label %64, !dbg !332

64:                                               ; preds = %55
  %65 = load i32, i32* %11, align 4, !dbg !335
  %66 = add nsw i32 %65, 1, !dbg !335
  store i32 %66, i32* %11, align 4, !dbg !335
  br label %51, !dbg !336, !llvm.loop !337

67:                                               ; preds = %51
  ret void, !dbg !339
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
!1 = !DIFile(filename: "vla_mv.c", directory: ".", checksumkind: CSK_MD5, checksum: "7457b89bfca1f79bcca8e1524daeafa5")
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
!12 = distinct !DISubprogram(name: "kernel_mv", scope: !1, file: !1, line: 15, type: !13, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !15, !16, !20, !20}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: -1)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!21 = !{}
!22 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 15, type: !15)
!23 = !DILocation(line: 15, column: 20, scope: !12)
!24 = !DILocalVariable(name: "m", arg: 2, scope: !12, file: !1, line: 15, type: !15)
!25 = !DILocation(line: 15, column: 27, scope: !12)
!26 = !DILocalVariable(name: "A", arg: 3, scope: !12, file: !1, line: 15, type: !16)
!27 = !DILocation(line: 15, column: 37, scope: !12)
!28 = !DILocalVariable(name: "x", arg: 4, scope: !12, file: !1, line: 15, type: !20)
!29 = !DILocation(line: 15, column: 53, scope: !12)
!30 = !DILocalVariable(name: "y", arg: 5, scope: !12, file: !1, line: 15, type: !20)
!31 = !DILocation(line: 15, column: 66, scope: !12)
!32 = !DILocation(line: 15, column: 39, scope: !12)
!33 = !DILocation(line: 15, column: 42, scope: !12)
!34 = !DILocation(line: 15, column: 55, scope: !12)
!35 = !DILocation(line: 15, column: 68, scope: !12)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 17, type: !15)
!37 = distinct !DILexicalBlock(scope: !12, file: !1, line: 17, column: 3)
!38 = !DILocation(line: 17, column: 12, scope: !37)
!39 = !DILocation(line: 17, column: 8, scope: !37)
!40 = !DILocation(line: 17, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 17, column: 3)
!42 = !DILocation(line: 17, column: 23, scope: !41)
!43 = !DILocation(line: 17, column: 21, scope: !41)
!44 = !DILocation(line: 17, column: 3, scope: !37)
!45 = !DILocation(line: 18, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 17, column: 31)
!47 = !DILocation(line: 18, column: 7, scope: !46)
!48 = !DILocation(line: 18, column: 10, scope: !46)
!49 = !DILocalVariable(name: "j", scope: !50, file: !1, line: 19, type: !15)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 19, column: 5)
!51 = !DILocation(line: 19, column: 14, scope: !50)
!52 = !DILocation(line: 19, column: 10, scope: !50)
!53 = !DILocation(line: 19, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !1, line: 19, column: 5)
!55 = !DILocation(line: 19, column: 25, scope: !54)
!56 = !DILocation(line: 19, column: 23, scope: !54)
!57 = !DILocation(line: 19, column: 5, scope: !50)
!58 = !DILocation(line: 20, column: 15, scope: !54)
!59 = !DILocation(line: 20, column: 17, scope: !54)
!60 = !DILocation(line: 20, column: 20, scope: !54)
!61 = !DILocation(line: 20, column: 25, scope: !54)
!62 = !DILocation(line: 20, column: 27, scope: !54)
!63 = !DILocation(line: 20, column: 7, scope: !54)
!64 = !DILocation(line: 20, column: 9, scope: !54)
!65 = !DILocation(line: 20, column: 12, scope: !54)
!66 = !DILocation(line: 19, column: 29, scope: !54)
!67 = !DILocation(line: 19, column: 5, scope: !54)
!68 = distinct !{!68, !57, !69, !70}
!69 = !DILocation(line: 20, column: 28, scope: !50)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 21, column: 3, scope: !46)
!72 = !DILocation(line: 17, column: 27, scope: !41)
!73 = !DILocation(line: 17, column: 3, scope: !41)
!74 = distinct !{!74, !44, !75, !70}
!75 = !DILocation(line: 21, column: 3, scope: !37)
!76 = !DILocation(line: 22, column: 1, scope: !12)
!77 = distinct !DISubprogram(name: "kernel_mtv", scope: !1, file: !1, line: 24, type: !13, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!78 = !DILocalVariable(name: "n", arg: 1, scope: !77, file: !1, line: 24, type: !15)
!79 = !DILocation(line: 24, column: 21, scope: !77)
!80 = !DILocalVariable(name: "m", arg: 2, scope: !77, file: !1, line: 24, type: !15)
!81 = !DILocation(line: 24, column: 28, scope: !77)
!82 = !DILocalVariable(name: "A", arg: 3, scope: !77, file: !1, line: 24, type: !16)
!83 = !DILocation(line: 24, column: 38, scope: !77)
!84 = !DILocalVariable(name: "y", arg: 4, scope: !77, file: !1, line: 24, type: !20)
!85 = !DILocation(line: 24, column: 54, scope: !77)
!86 = !DILocalVariable(name: "z", arg: 5, scope: !77, file: !1, line: 24, type: !20)
!87 = !DILocation(line: 24, column: 67, scope: !77)
!88 = !DILocation(line: 24, column: 40, scope: !77)
!89 = !DILocation(line: 24, column: 43, scope: !77)
!90 = !DILocation(line: 24, column: 56, scope: !77)
!91 = !DILocation(line: 24, column: 69, scope: !77)
!92 = !DILocalVariable(name: "j", scope: !93, file: !1, line: 26, type: !15)
!93 = distinct !DILexicalBlock(scope: !77, file: !1, line: 26, column: 3)
!94 = !DILocation(line: 26, column: 12, scope: !93)
!95 = !DILocation(line: 26, column: 8, scope: !93)
!96 = !DILocation(line: 26, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 26, column: 3)
!98 = !DILocation(line: 26, column: 23, scope: !97)
!99 = !DILocation(line: 26, column: 21, scope: !97)
!100 = !DILocation(line: 26, column: 3, scope: !93)
!101 = !DILocation(line: 27, column: 5, scope: !97)
!102 = !DILocation(line: 27, column: 7, scope: !97)
!103 = !DILocation(line: 27, column: 10, scope: !97)
!104 = !DILocation(line: 26, column: 27, scope: !97)
!105 = !DILocation(line: 26, column: 3, scope: !97)
!106 = distinct !{!106, !100, !107, !70}
!107 = !DILocation(line: 27, column: 12, scope: !93)
!108 = !DILocalVariable(name: "i", scope: !109, file: !1, line: 28, type: !15)
!109 = distinct !DILexicalBlock(scope: !77, file: !1, line: 28, column: 3)
!110 = !DILocation(line: 28, column: 12, scope: !109)
!111 = !DILocation(line: 28, column: 8, scope: !109)
!112 = !DILocation(line: 28, column: 19, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !1, line: 28, column: 3)
!114 = !DILocation(line: 28, column: 23, scope: !113)
!115 = !DILocation(line: 28, column: 21, scope: !113)
!116 = !DILocation(line: 28, column: 3, scope: !109)
!117 = !DILocalVariable(name: "j", scope: !118, file: !1, line: 29, type: !15)
!118 = distinct !DILexicalBlock(scope: !113, file: !1, line: 29, column: 5)
!119 = !DILocation(line: 29, column: 14, scope: !118)
!120 = !DILocation(line: 29, column: 10, scope: !118)
!121 = !DILocation(line: 29, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !1, line: 29, column: 5)
!123 = !DILocation(line: 29, column: 25, scope: !122)
!124 = !DILocation(line: 29, column: 23, scope: !122)
!125 = !DILocation(line: 29, column: 5, scope: !118)
!126 = !DILocation(line: 30, column: 15, scope: !122)
!127 = !DILocation(line: 30, column: 17, scope: !122)
!128 = !DILocation(line: 30, column: 20, scope: !122)
!129 = !DILocation(line: 30, column: 25, scope: !122)
!130 = !DILocation(line: 30, column: 27, scope: !122)
!131 = !DILocation(line: 30, column: 7, scope: !122)
!132 = !DILocation(line: 30, column: 9, scope: !122)
!133 = !DILocation(line: 30, column: 12, scope: !122)
!134 = !DILocation(line: 29, column: 29, scope: !122)
!135 = !DILocation(line: 29, column: 5, scope: !122)
!136 = distinct !{!136, !125, !137, !70}
!137 = !DILocation(line: 30, column: 28, scope: !118)
!138 = !DILocation(line: 28, column: 27, scope: !113)
!139 = !DILocation(line: 28, column: 3, scope: !113)
!140 = distinct !{!140, !116, !141, !70}
!141 = !DILocation(line: 30, column: 28, scope: !109)
!142 = !DILocation(line: 31, column: 1, scope: !77)
!143 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 33, type: !144, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!144 = !DISubroutineType(types: !145)
!145 = !{!15, !15, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!149 = !DILocalVariable(name: "argc", arg: 1, scope: !143, file: !1, line: 33, type: !15)
!150 = !DILocation(line: 33, column: 14, scope: !143)
!151 = !DILocalVariable(name: "argv", arg: 2, scope: !143, file: !1, line: 33, type: !146)
!152 = !DILocation(line: 33, column: 27, scope: !143)
!153 = !DILocalVariable(name: "n", scope: !143, file: !1, line: 35, type: !15)
!154 = !DILocation(line: 35, column: 7, scope: !143)
!155 = !DILocation(line: 35, column: 11, scope: !143)
!156 = !DILocation(line: 35, column: 16, scope: !143)
!157 = !DILocation(line: 35, column: 27, scope: !143)
!158 = !DILocation(line: 35, column: 22, scope: !143)
!159 = !DILocalVariable(name: "m", scope: !143, file: !1, line: 36, type: !15)
!160 = !DILocation(line: 36, column: 7, scope: !143)
!161 = !DILocation(line: 36, column: 11, scope: !143)
!162 = !DILocation(line: 36, column: 16, scope: !143)
!163 = !DILocation(line: 36, column: 27, scope: !143)
!164 = !DILocation(line: 36, column: 22, scope: !143)
!165 = !DILocation(line: 37, column: 15, scope: !143)
!166 = !DILocation(line: 37, column: 3, scope: !143)
!167 = !DILocalVariable(name: "A", scope: !143, file: !1, line: 37, type: !16)
!168 = !DILocation(line: 37, column: 12, scope: !143)
!169 = !DILocation(line: 37, column: 41, scope: !143)
!170 = !DILocation(line: 37, column: 27, scope: !143)
!171 = !DILocation(line: 37, column: 44, scope: !143)
!172 = !DILocation(line: 37, column: 20, scope: !143)
!173 = !DILocalVariable(name: "x", scope: !143, file: !1, line: 38, type: !20)
!174 = !DILocation(line: 38, column: 11, scope: !143)
!175 = !DILocation(line: 38, column: 22, scope: !143)
!176 = !DILocation(line: 38, column: 24, scope: !143)
!177 = !DILocation(line: 38, column: 15, scope: !143)
!178 = !DILocalVariable(name: "y", scope: !143, file: !1, line: 39, type: !20)
!179 = !DILocation(line: 39, column: 11, scope: !143)
!180 = !DILocation(line: 39, column: 22, scope: !143)
!181 = !DILocation(line: 39, column: 24, scope: !143)
!182 = !DILocation(line: 39, column: 15, scope: !143)
!183 = !DILocalVariable(name: "z", scope: !143, file: !1, line: 40, type: !20)
!184 = !DILocation(line: 40, column: 11, scope: !143)
!185 = !DILocation(line: 40, column: 22, scope: !143)
!186 = !DILocation(line: 40, column: 24, scope: !143)
!187 = !DILocation(line: 40, column: 15, scope: !143)
!188 = !DILocalVariable(name: "s", scope: !143, file: !1, line: 41, type: !3)
!189 = !DILocation(line: 41, column: 10, scope: !143)
!190 = !DILocation(line: 43, column: 8, scope: !143)
!191 = !DILocation(line: 43, column: 11, scope: !143)
!192 = !DILocation(line: 43, column: 14, scope: !143)
!193 = !DILocation(line: 43, column: 17, scope: !143)
!194 = !DILocation(line: 43, column: 3, scope: !143)
!195 = !DILocalVariable(name: "rep", scope: !196, file: !1, line: 44, type: !15)
!196 = distinct !DILexicalBlock(scope: !143, file: !1, line: 44, column: 3)
!197 = !DILocation(line: 44, column: 12, scope: !196)
!198 = !DILocation(line: 44, column: 8, scope: !196)
!199 = !DILocation(line: 44, column: 21, scope: !200)
!200 = distinct !DILexicalBlock(scope: !196, file: !1, line: 44, column: 3)
!201 = !DILocation(line: 44, column: 25, scope: !200)
!202 = !DILocation(line: 44, column: 3, scope: !196)
!203 = !DILocation(line: 45, column: 15, scope: !204)
!204 = distinct !DILexicalBlock(scope: !200, file: !1, line: 44, column: 37)
!205 = !DILocation(line: 45, column: 18, scope: !204)
!206 = !DILocation(line: 45, column: 21, scope: !204)
!207 = !DILocation(line: 45, column: 24, scope: !204)
!208 = !DILocation(line: 45, column: 27, scope: !204)
!209 = !DILocation(line: 45, column: 5, scope: !204)
!210 = !DILocation(line: 46, column: 16, scope: !204)
!211 = !DILocation(line: 46, column: 19, scope: !204)
!212 = !DILocation(line: 46, column: 22, scope: !204)
!213 = !DILocation(line: 46, column: 25, scope: !204)
!214 = !DILocation(line: 46, column: 28, scope: !204)
!215 = !DILocation(line: 46, column: 5, scope: !204)
!216 = !DILocalVariable(name: "j", scope: !217, file: !1, line: 47, type: !15)
!217 = distinct !DILexicalBlock(scope: !204, file: !1, line: 47, column: 5)
!218 = !DILocation(line: 47, column: 14, scope: !217)
!219 = !DILocation(line: 47, column: 10, scope: !217)
!220 = !DILocation(line: 47, column: 21, scope: !221)
!221 = distinct !DILexicalBlock(scope: !217, file: !1, line: 47, column: 5)
!222 = !DILocation(line: 47, column: 25, scope: !221)
!223 = !DILocation(line: 47, column: 23, scope: !221)
!224 = !DILocation(line: 47, column: 5, scope: !217)
!225 = !DILocation(line: 48, column: 14, scope: !221)
!226 = !DILocation(line: 48, column: 16, scope: !221)
!227 = !DILocation(line: 48, column: 19, scope: !221)
!228 = !DILocation(line: 48, column: 7, scope: !221)
!229 = !DILocation(line: 48, column: 9, scope: !221)
!230 = !DILocation(line: 48, column: 12, scope: !221)
!231 = !DILocation(line: 47, column: 29, scope: !221)
!232 = !DILocation(line: 47, column: 5, scope: !221)
!233 = distinct !{!233, !224, !234, !70}
!234 = !DILocation(line: 48, column: 21, scope: !217)
!235 = !DILocation(line: 49, column: 3, scope: !204)
!236 = !DILocation(line: 44, column: 33, scope: !200)
!237 = !DILocation(line: 44, column: 3, scope: !200)
!238 = distinct !{!238, !202, !239, !70}
!239 = !DILocation(line: 49, column: 3, scope: !196)
!240 = !DILocalVariable(name: "j", scope: !241, file: !1, line: 50, type: !15)
!241 = distinct !DILexicalBlock(scope: !143, file: !1, line: 50, column: 3)
!242 = !DILocation(line: 50, column: 12, scope: !241)
!243 = !DILocation(line: 50, column: 8, scope: !241)
!244 = !DILocation(line: 50, column: 19, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !1, line: 50, column: 3)
!246 = !DILocation(line: 50, column: 23, scope: !245)
!247 = !DILocation(line: 50, column: 21, scope: !245)
!248 = !DILocation(line: 50, column: 3, scope: !241)
!249 = !DILocation(line: 51, column: 10, scope: !245)
!250 = !DILocation(line: 51, column: 12, scope: !245)
!251 = !DILocation(line: 51, column: 7, scope: !245)
!252 = !DILocation(line: 51, column: 5, scope: !245)
!253 = !DILocation(line: 50, column: 27, scope: !245)
!254 = !DILocation(line: 50, column: 3, scope: !245)
!255 = distinct !{!255, !248, !256, !70}
!256 = !DILocation(line: 51, column: 13, scope: !241)
!257 = !DILocation(line: 52, column: 29, scope: !143)
!258 = !DILocation(line: 52, column: 3, scope: !143)
!259 = !DILocation(line: 53, column: 8, scope: !143)
!260 = !DILocation(line: 53, column: 3, scope: !143)
!261 = !DILocation(line: 54, column: 8, scope: !143)
!262 = !DILocation(line: 54, column: 3, scope: !143)
!263 = !DILocation(line: 55, column: 8, scope: !143)
!264 = !DILocation(line: 55, column: 3, scope: !143)
!265 = !DILocation(line: 56, column: 8, scope: !143)
!266 = !DILocation(line: 56, column: 3, scope: !143)
!267 = !DILocation(line: 57, column: 3, scope: !143)
!268 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 6, type: !269, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !15, !15, !16, !20}
!271 = !DILocalVariable(name: "n", arg: 1, scope: !268, file: !1, line: 6, type: !15)
!272 = !DILocation(line: 6, column: 22, scope: !268)
!273 = !DILocalVariable(name: "m", arg: 2, scope: !268, file: !1, line: 6, type: !15)
!274 = !DILocation(line: 6, column: 29, scope: !268)
!275 = !DILocalVariable(name: "A", arg: 3, scope: !268, file: !1, line: 6, type: !16)
!276 = !DILocation(line: 6, column: 39, scope: !268)
!277 = !DILocalVariable(name: "x", arg: 4, scope: !268, file: !1, line: 6, type: !20)
!278 = !DILocation(line: 6, column: 55, scope: !268)
!279 = !DILocation(line: 6, column: 41, scope: !268)
!280 = !DILocation(line: 6, column: 44, scope: !268)
!281 = !DILocation(line: 6, column: 57, scope: !268)
!282 = !DILocalVariable(name: "i", scope: !283, file: !1, line: 8, type: !15)
!283 = distinct !DILexicalBlock(scope: !268, file: !1, line: 8, column: 3)
!284 = !DILocation(line: 8, column: 12, scope: !283)
!285 = !DILocation(line: 8, column: 8, scope: !283)
!286 = !DILocation(line: 8, column: 19, scope: !287)
!287 = distinct !DILexicalBlock(scope: !283, file: !1, line: 8, column: 3)
!288 = !DILocation(line: 8, column: 23, scope: !287)
!289 = !DILocation(line: 8, column: 21, scope: !287)
!290 = !DILocation(line: 8, column: 3, scope: !283)
!291 = !DILocalVariable(name: "j", scope: !292, file: !1, line: 9, type: !15)
!292 = distinct !DILexicalBlock(scope: !287, file: !1, line: 9, column: 5)
!293 = !DILocation(line: 9, column: 14, scope: !292)
!294 = !DILocation(line: 9, column: 10, scope: !292)
!295 = !DILocation(line: 9, column: 21, scope: !296)
!296 = distinct !DILexicalBlock(scope: !292, file: !1, line: 9, column: 5)
!297 = !DILocation(line: 9, column: 25, scope: !296)
!298 = !DILocation(line: 9, column: 23, scope: !296)
!299 = !DILocation(line: 9, column: 5, scope: !292)
!300 = !DILocation(line: 10, column: 27, scope: !296)
!301 = !DILocation(line: 10, column: 35, scope: !296)
!302 = !DILocation(line: 10, column: 33, scope: !296)
!303 = !DILocation(line: 10, column: 29, scope: !296)
!304 = !DILocation(line: 10, column: 38, scope: !296)
!305 = !DILocation(line: 10, column: 17, scope: !296)
!306 = !DILocation(line: 10, column: 44, scope: !296)
!307 = !DILocation(line: 10, column: 7, scope: !296)
!308 = !DILocation(line: 10, column: 9, scope: !296)
!309 = !DILocation(line: 10, column: 12, scope: !296)
!310 = !DILocation(line: 10, column: 15, scope: !296)
!311 = !DILocation(line: 9, column: 29, scope: !296)
!312 = !DILocation(line: 9, column: 5, scope: !296)
!313 = distinct !{!313, !299, !314, !70}
!314 = !DILocation(line: 10, column: 46, scope: !292)
!315 = !DILocation(line: 8, column: 27, scope: !287)
!316 = !DILocation(line: 8, column: 3, scope: !287)
!317 = distinct !{!317, !290, !318, !70}
!318 = !DILocation(line: 10, column: 46, scope: !283)
!319 = !DILocalVariable(name: "j", scope: !320, file: !1, line: 11, type: !15)
!320 = distinct !DILexicalBlock(scope: !268, file: !1, line: 11, column: 3)
!321 = !DILocation(line: 11, column: 12, scope: !320)
!322 = !DILocation(line: 11, column: 8, scope: !320)
!323 = !DILocation(line: 11, column: 19, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !1, line: 11, column: 3)
!325 = !DILocation(line: 11, column: 23, scope: !324)
!326 = !DILocation(line: 11, column: 21, scope: !324)
!327 = !DILocation(line: 11, column: 3, scope: !320)
!328 = !DILocation(line: 12, column: 19, scope: !324)
!329 = !DILocation(line: 12, column: 21, scope: !324)
!330 = !DILocation(line: 12, column: 18, scope: !324)
!331 = !DILocation(line: 12, column: 16, scope: !324)
!332 = !DILocation(line: 12, column: 5, scope: !324)
!333 = !DILocation(line: 12, column: 7, scope: !324)
!334 = !DILocation(line: 12, column: 10, scope: !324)
!335 = !DILocation(line: 11, column: 27, scope: !324)
!336 = !DILocation(line: 11, column: 3, scope: !324)
!337 = distinct !{!337, !327, !338, !70}
!338 = !DILocation(line: 12, column: 24, scope: !320)
!339 = !DILocation(line: 13, column: 1, scope: !268)
