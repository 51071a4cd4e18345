; ModuleID = 'tiled_matmul.c'
source_filename = "tiled_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_tiled_matmul(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !10 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !21, metadata !DIExpression()), !dbg !22
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !23, metadata !DIExpression()), !dbg !24
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !25, metadata !DIExpression()), !dbg !26
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %11, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %12, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %13, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %14, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %15, metadata !37, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* %16, metadata !39, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %11, align 4, !dbg !41
  br label %18, !dbg !43

18:                                               ; preds = %126, %5
  %19 = load i32, i32* %11, align 4, !dbg !44
  %20 = load i32, i32* %6, align 4, !dbg !46
  %21 = icmp slt i32 %19, %20, !dbg !47
  br i1 %21, label %22, label %130, !dbg !48

22:                                               ; preds = %18
  store i32 0, i32* %13, align 4, !dbg !49
  br label %23, !dbg !51

23:                                               ; preds = %121, %22
  %24 = load i32, i32* %13, align 4, !dbg !52
  %25 = load i32, i32* %6, align 4, !dbg !54
  %26 = icmp slt i32 %24, %25, !dbg !55
  br i1 %26, label %27, label %125, !dbg !56

27:                                               ; preds = %23
  store i32 0, i32* %12, align 4, !dbg !57
  br label %28, !dbg !59

28:                                               ; preds = %116, %27
  %29 = load i32, i32* %12, align 4, !dbg !60
  %30 = load i32, i32* %6, align 4, !dbg !62
  %31 = icmp slt i32 %29, %30, !dbg !63
  br i1 %31, label %32, label %120, !dbg !64

32:                                               ; preds = %28
  %33 = load i32, i32* %11, align 4, !dbg !65
  store i32 %33, i32* %14, align 4, !dbg !67
  br label %34, !dbg !68

34:                                               ; preds = %112, %32
  %35 = load i32, i32* %14, align 4, !dbg !69
  %36 = load i32, i32* %11, align 4, !dbg !71
  %37 = load i32, i32* %7, align 4, !dbg !72
  %38 = add nsw i32 %36, %37, !dbg !73
  %39 = icmp slt i32 %35, %38, !dbg !74
  br i1 %39, label %40, label %44, !dbg !75

40:                                               ; preds = %34
  %41 = load i32, i32* %14, align 4, !dbg !76
  %42 = load i32, i32* %6, align 4, !dbg !77
  %43 = icmp slt i32 %41, %42, !dbg !78
  br label %44

44:                                               ; preds = %40, %34
  %45 = phi i1 [ false, %34 ], [ %43, %40 ], !dbg !79
  br i1 %45, label %46, label %115, !dbg !80

46:                                               ; preds = %44
  %47 = load i32, i32* %13, align 4, !dbg !81
  store i32 %47, i32* %16, align 4, !dbg !83
  br label %48, !dbg !84

48:                                               ; preds = %108, %46
  %49 = load i32, i32* %16, align 4, !dbg !85
  %50 = load i32, i32* %13, align 4, !dbg !87
  %51 = load i32, i32* %7, align 4, !dbg !88
  %52 = add nsw i32 %50, %51, !dbg !89
  %53 = icmp slt i32 %49, %52, !dbg !90
  br i1 %53, label %54, label %58, !dbg !91

54:                                               ; preds = %48
  %55 = load i32, i32* %16, align 4, !dbg !92
  %56 = load i32, i32* %6, align 4, !dbg !93
  %57 = icmp slt i32 %55, %56, !dbg !94
  br label %58

58:                                               ; preds = %54, %48
  %59 = phi i1 [ false, %48 ], [ %57, %54 ], !dbg !95
  br i1 %59, label %60, label %111, !dbg !96

60:                                               ; preds = %58
  call void @llvm.dbg.declare(metadata double* %17, metadata !97, metadata !DIExpression()), !dbg !99
  %61 = load double*, double** %8, align 8, !dbg !100
  %62 = load i32, i32* %14, align 4, !dbg !101
  %63 = load i32, i32* %6, align 4, !dbg !102
  %64 = mul nsw i32 %62, %63, !dbg !103
  %65 = load i32, i32* %16, align 4, !dbg !104
  %66 = add nsw i32 %64, %65, !dbg !105
  %67 = sext i32 %66 to i64, !dbg !100
  %68 = getelementptr inbounds double, double* %61, i64 %67, !dbg !100
  %69 = load double, double* %68, align 8, !dbg !100
  store double %69, double* %17, align 8, !dbg !99
  %70 = load i32, i32* %12, align 4, !dbg !106
  store i32 %70, i32* %15, align 4, !dbg !108
  br label %71, !dbg !109

71:                                               ; preds = %104, %60
  %72 = load i32, i32* %15, align 4, !dbg !110
  %73 = load i32, i32* %12, align 4, !dbg !112
  %74 = load i32, i32* %7, align 4, !dbg !113
  %75 = add nsw i32 %73, %74, !dbg !114
  %76 = icmp slt i32 %72, %75, !dbg !115
  br i1 %76, label %77, label %81, !dbg !116

77:                                               ; preds = %71
  %78 = load i32, i32* %15, align 4, !dbg !117
  %79 = load i32, i32* %6, align 4, !dbg !118
  %80 = icmp slt i32 %78, %79, !dbg !119
  br label %81

81:                                               ; preds = %77, %71
  %82 = phi i1 [ false, %71 ], [ %80, %77 ], !dbg !120
  br i1 %82, label %83, label %107, !dbg !121

83:                                               ; preds = %81
  %84 = load double, double* %17, align 8, !dbg !122
  %85 = load double*, double** %9, align 8, !dbg !123
  %86 = load i32, i32* %16, align 4, !dbg !124
  %87 = load i32, i32* %6, align 4, !dbg !125
  %88 = mul nsw i32 %86, %87, !dbg !126
  %89 = load i32, i32* %15, align 4, !dbg !127
  %90 = add nsw i32 %88, %89, !dbg !128
  %91 = sext i32 %90 to i64, !dbg !123
  %92 = getelementptr inbounds double, double* %85, i64 %91, !dbg !123
  %93 = load double, double* %92, align 8, !dbg !123
  %94 = load double*, double** %10, align 8, !dbg !129
  %95 = load i32, i32* %14, align 4, !dbg !130
  %96 = load i32, i32* %6, align 4, !dbg !131
  %97 = mul nsw i32 %95, %96, !dbg !132
  %98 = load i32, i32* %15, align 4, !dbg !133
  %99 = add nsw i32 %97, %98, !dbg !134
  %100 = sext i32 %99 to i64, !dbg !129
  %101 = getelementptr inbounds double, double* %94, i64 %100, !dbg !129
  %102 = load double, double* %101, align 8, !dbg !135
  %103 = call double @llvm.fmuladd.f64(double %84, double %93, double %102), !dbg !135
  store double %103, double* %101, align 8, !dbg !135
  br label %104, !dbg !129

104:                                              ; preds = %83
  %105 = load i32, i32* %15, align 4, !dbg !136
  %106 = add nsw i32 %105, 1, !dbg !136
  store i32 %106, i32* %15, align 4, !dbg !136
  br label %71, !dbg !137, !llvm.loop !138

107:                                              ; preds = %81
  br label %108, !dbg !141

108:                                              ; preds = %107
  %109 = load i32, i32* %16, align 4, !dbg !142
  %110 = add nsw i32 %109, 1, !dbg !142
  store i32 %110, i32* %16, align 4, !dbg !142
  br label %48, !dbg !143, !llvm.loop !144

111:                                              ; preds = %58
  br label %112, !dbg !145

112:                                              ; preds = %111
  %113 = load i32, i32* %14, align 4, !dbg !146
  %114 = add nsw i32 %113, 1, !dbg !146
  store i32 %114, i32* %14, align 4, !dbg !146
  br label %34, !dbg !147, !llvm.loop !148

115:                                              ; preds = %44
  br label %116, !dbg !149

116:                                              ; preds = %115
  %117 = load i32, i32* %7, align 4, !dbg !150
  %118 = load i32, i32* %12, align 4, !dbg !151
  %119 = add nsw i32 %118, %117, !dbg !151
  store i32 %119, i32* %12, align 4, !dbg !151
  br label %28, !dbg !152, !llvm.loop !153

120:                                              ; preds = %28
  br label %121, !dbg !154

121:                                              ; preds = %120
  %122 = load i32, i32* %7, align 4, !dbg !155
  %123 = load i32, i32* %13, align 4, !dbg !156
  %124 = add nsw i32 %123, %122, !dbg !156
  store i32 %124, i32* %13, align 4, !dbg !156
  br label %23, !dbg !157, !llvm.loop !158

125:                                              ; preds = %23
  br label %126, !dbg !159

126:                                              ; preds = %125
  %127 = load i32, i32* %7, align 4, !dbg !160
  %128 = load i32, i32* %11, align 4, !dbg !161
  %129 = add nsw i32 %128, %127, !dbg !161
  store i32 %129, i32* %11, align 4, !dbg !161
  br label %18, !dbg !162, !llvm.loop !163

130:                                              ; preds = %18
  ret void, !dbg !165
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !166 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !172, metadata !DIExpression()), !dbg !173
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !174, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.declare(metadata i32* %6, metadata !176, metadata !DIExpression()), !dbg !177
  %14 = load i32, i32* %4, align 4, !dbg !178
  %15 = icmp sgt i32 %14, 1, !dbg !179
  br i1 %15, label %16, label %21, !dbg !178

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !180
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !180
  %19 = load i8*, i8** %18, align 8, !dbg !180
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !181
  br label %22, !dbg !178

21:                                               ; preds = %2
  br label %22, !dbg !178

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 50, %21 ], !dbg !178
  store i32 %23, i32* %6, align 4, !dbg !177
  call void @llvm.dbg.declare(metadata i32* %7, metadata !182, metadata !DIExpression()), !dbg !183
  %24 = load i32, i32* %4, align 4, !dbg !184
  %25 = icmp sgt i32 %24, 2, !dbg !185
  br i1 %25, label %26, label %31, !dbg !184

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !186
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !186
  %29 = load i8*, i8** %28, align 8, !dbg !186
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !187
  br label %32, !dbg !184

31:                                               ; preds = %22
  br label %32, !dbg !184

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 16, %31 ], !dbg !184
  store i32 %33, i32* %7, align 4, !dbg !183
  call void @llvm.dbg.declare(metadata double** %8, metadata !188, metadata !DIExpression()), !dbg !189
  %34 = load i32, i32* %6, align 4, !dbg !190
  %35 = load i32, i32* %6, align 4, !dbg !191
  %36 = mul nsw i32 %34, %35, !dbg !192
  %37 = sext i32 %36 to i64, !dbg !190
  %38 = mul i64 %37, 8, !dbg !193
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !194
  %40 = bitcast i8* %39 to double*, !dbg !194
  store double* %40, double** %8, align 8, !dbg !189
  call void @llvm.dbg.declare(metadata double** %9, metadata !195, metadata !DIExpression()), !dbg !196
  %41 = load i32, i32* %6, align 4, !dbg !197
  %42 = load i32, i32* %6, align 4, !dbg !198
  %43 = mul nsw i32 %41, %42, !dbg !199
  %44 = sext i32 %43 to i64, !dbg !197
  %45 = mul i64 %44, 8, !dbg !200
  %46 = call noalias i8* @malloc(i64 noundef %45) #6, !dbg !201
  %47 = bitcast i8* %46 to double*, !dbg !201
  store double* %47, double** %9, align 8, !dbg !196
  call void @llvm.dbg.declare(metadata double** %10, metadata !202, metadata !DIExpression()), !dbg !203
  %48 = load i32, i32* %6, align 4, !dbg !204
  %49 = load i32, i32* %6, align 4, !dbg !205
  %50 = mul nsw i32 %48, %49, !dbg !206
  %51 = sext i32 %50 to i64, !dbg !204
  %52 = mul i64 %51, 8, !dbg !207
  %53 = call noalias i8* @malloc(i64 noundef %52) #6, !dbg !208
  %54 = bitcast i8* %53 to double*, !dbg !208
  store double* %54, double** %10, align 8, !dbg !203
  call void @llvm.dbg.declare(metadata i32* %11, metadata !209, metadata !DIExpression()), !dbg !211
  store i32 0, i32* %11, align 4, !dbg !211
  br label %55, !dbg !212

55:                                               ; preds = %82, %32
  %56 = load i32, i32* %11, align 4, !dbg !213
  %57 = load i32, i32* %6, align 4, !dbg !215
  %58 = load i32, i32* %6, align 4, !dbg !216
  %59 = mul nsw i32 %57, %58, !dbg !217
  %60 = icmp slt i32 %56, %59, !dbg !218
  br i1 %60, label %61, label %85, !dbg !219

61:                                               ; preds = %55
  %62 = load i32, i32* %11, align 4, !dbg !220
  %63 = srem i32 %62, 13, !dbg !222
  %64 = sitofp i32 %63 to double, !dbg !223
  %65 = fmul double %64, 2.500000e-01, !dbg !224
  %66 = load double*, double** %8, align 8, !dbg !225
  %67 = load i32, i32* %11, align 4, !dbg !226
  %68 = sext i32 %67 to i64, !dbg !225
  %69 = getelementptr inbounds double, double* %66, i64 %68, !dbg !225
  store double %65, double* %69, align 8, !dbg !227
  %70 = load i32, i32* %11, align 4, !dbg !228
  %71 = srem i32 %70, 7, !dbg !229
  %72 = sitofp i32 %71 to double, !dbg !230
  %73 = call double @llvm.fmuladd.f64(double %72, double 5.000000e-01, double -1.000000e+00), !dbg !231
  %74 = load double*, double** %9, align 8, !dbg !232
  %75 = load i32, i32* %11, align 4, !dbg !233
  %76 = sext i32 %75 to i64, !dbg !232
  %77 = getelementptr inbounds double, double* %74, i64 %76, !dbg !232
  store double %73, double* %77, align 8, !dbg !234
  %78 = load double*, double** %10, align 8, !dbg !235
  %79 = load i32, i32* %11, align 4, !dbg !236
  %80 = sext i32 %79 to i64, !dbg !235
  %81 = getelementptr inbounds double, double* %78, i64 %80, !dbg !235
  store double 0.000000e+00, double* %81, align 8, !dbg !237
  br label %82, !dbg !238

82:                                               ; preds = %61
  %83 = load i32, i32* %11, align 4, !dbg !239
  %84 = add nsw i32 %83, 1, !dbg !239
  store i32 %84, i32* %11, align 4, !dbg !239
  br label %55, !dbg !240, !llvm.loop !241

85:                                               ; preds = %55
  %86 = load i32, i32* %6, align 4, !dbg !243
  %87 = load i32, i32* %7, align 4, !dbg !244
  %88 = load double*, double** %8, align 8, !dbg !245
  %89 = load double*, double** %9, align 8, !dbg !246
  %90 = load double*, double** %10, align 8, !dbg !247
  call void @kernel_tiled_matmul(i32 noundef %86, i32 noundef %87, double* noundef %88, double* noundef %89, double* noundef %90), !dbg !248
  call void @llvm.dbg.declare(metadata double* %12, metadata !249, metadata !DIExpression()), !dbg !250
  store double 0.000000e+00, double* %12, align 8, !dbg !250
  call void @llvm.dbg.declare(metadata i32* %13, metadata !251, metadata !DIExpression()), !dbg !253
  store i32 0, i32* %13, align 4, !dbg !253
  br label %91, !dbg !254

91:                                               ; preds = %105, %85
  %92 = load i32, i32* %13, align 4, !dbg !255
  %93 = load i32, i32* %6, align 4, !dbg !257
  %94 = load i32, i32* %6, align 4, !dbg !258
  %95 = mul nsw i32 %93, %94, !dbg !259
  %96 = icmp slt i32 %92, %95, !dbg !260
  br i1 %96, label %97, label %108, !dbg !261

97:                                               ; preds = %91
  %98 = load double*, double** %10, align 8, !dbg !262
  %99 = load i32, i32* %13, align 4, !dbg !263
  %100 = sext i32 %99 to i64, !dbg !262
  %101 = getelementptr inbounds double, double* %98, i64 %100, !dbg !262
  %102 = load double, double* %101, align 8, !dbg !262
  %103 = load double, double* %12, align 8, !dbg !264
  %104 = fadd double %103, %102, !dbg !264
  store double %104, double* %12, align 8, !dbg !264
  br label %105, !dbg !265

105:                                              ; preds = %97
  %106 = load i32, i32* %13, align 4, !dbg !266
  %107 = add nsw i32 %106, 1, !dbg !266
  store i32 %107, i32* %13, align 4, !dbg !266
  br label %91, !dbg !267, !llvm.loop !268

108:                                              ; preds = %91
  %109 = load double, double* %12, align 8, !dbg !270
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %109), !dbg !271
  %111 = load double*, double** %8, align 8, !dbg !272
  %112 = bitcast double* %111 to i8*, !dbg !272
  call void @free(i8* noundef %112) #6, !dbg !273
  %113 = load double*, double** %9, align 8, !dbg !274
  %114 = bitcast double* %113 to i8*, !dbg !274
  call void @free(i8* noundef %114) #6, !dbg !275
  %115 = load double*, double** %10, align 8, !dbg !276
  %116 = bitcast double* %115 to i8*, !dbg !276
  call void @free(i8* noundef %116) #6, !dbg !277
  ret i32 0, !dbg !278
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
!1 = !DIFile(filename: "tiled_matmul.c", directory: ".", checksumkind: CSK_MD5, checksum: "9542e6a640cb48677a2873573d33b904")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "kernel_tiled_matmul", scope: !1, file: !1, line: 7, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14, !14, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!20 = !DILocation(line: 7, column: 30, scope: !10)
!21 = !DILocalVariable(name: "bs", arg: 2, scope: !10, file: !1, line: 7, type: !13)
!22 = !DILocation(line: 7, column: 37, scope: !10)
!23 = !DILocalVariable(name: "A", arg: 3, scope: !10, file: !1, line: 7, type: !14)
!24 = !DILocation(line: 7, column: 55, scope: !10)
!25 = !DILocalVariable(name: "B", arg: 4, scope: !10, file: !1, line: 7, type: !14)
!26 = !DILocation(line: 7, column: 72, scope: !10)
!27 = !DILocalVariable(name: "C", arg: 5, scope: !10, file: !1, line: 8, type: !17)
!28 = !DILocation(line: 8, column: 34, scope: !10)
!29 = !DILocalVariable(name: "ii", scope: !10, file: !1, line: 10, type: !13)
!30 = !DILocation(line: 10, column: 7, scope: !10)
!31 = !DILocalVariable(name: "jj", scope: !10, file: !1, line: 10, type: !13)
!32 = !DILocation(line: 10, column: 11, scope: !10)
!33 = !DILocalVariable(name: "kk", scope: !10, file: !1, line: 10, type: !13)
!34 = !DILocation(line: 10, column: 15, scope: !10)
!35 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 10, type: !13)
!36 = !DILocation(line: 10, column: 19, scope: !10)
!37 = !DILocalVariable(name: "j", scope: !10, file: !1, line: 10, type: !13)
!38 = !DILocation(line: 10, column: 22, scope: !10)
!39 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 10, type: !13)
!40 = !DILocation(line: 10, column: 25, scope: !10)
!41 = !DILocation(line: 11, column: 11, scope: !42)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!43 = !DILocation(line: 11, column: 8, scope: !42)
!44 = !DILocation(line: 11, column: 16, scope: !45)
!45 = distinct !DILexicalBlock(scope: !42, file: !1, line: 11, column: 3)
!46 = !DILocation(line: 11, column: 21, scope: !45)
!47 = !DILocation(line: 11, column: 19, scope: !45)
!48 = !DILocation(line: 11, column: 3, scope: !42)
!49 = !DILocation(line: 12, column: 13, scope: !50)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 12, column: 5)
!51 = !DILocation(line: 12, column: 10, scope: !50)
!52 = !DILocation(line: 12, column: 18, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !1, line: 12, column: 5)
!54 = !DILocation(line: 12, column: 23, scope: !53)
!55 = !DILocation(line: 12, column: 21, scope: !53)
!56 = !DILocation(line: 12, column: 5, scope: !50)
!57 = !DILocation(line: 13, column: 15, scope: !58)
!58 = distinct !DILexicalBlock(scope: !53, file: !1, line: 13, column: 7)
!59 = !DILocation(line: 13, column: 12, scope: !58)
!60 = !DILocation(line: 13, column: 20, scope: !61)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 13, column: 7)
!62 = !DILocation(line: 13, column: 25, scope: !61)
!63 = !DILocation(line: 13, column: 23, scope: !61)
!64 = !DILocation(line: 13, column: 7, scope: !58)
!65 = !DILocation(line: 14, column: 18, scope: !66)
!66 = distinct !DILexicalBlock(scope: !61, file: !1, line: 14, column: 9)
!67 = !DILocation(line: 14, column: 16, scope: !66)
!68 = !DILocation(line: 14, column: 14, scope: !66)
!69 = !DILocation(line: 14, column: 22, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !1, line: 14, column: 9)
!71 = !DILocation(line: 14, column: 26, scope: !70)
!72 = !DILocation(line: 14, column: 31, scope: !70)
!73 = !DILocation(line: 14, column: 29, scope: !70)
!74 = !DILocation(line: 14, column: 24, scope: !70)
!75 = !DILocation(line: 14, column: 34, scope: !70)
!76 = !DILocation(line: 14, column: 37, scope: !70)
!77 = !DILocation(line: 14, column: 41, scope: !70)
!78 = !DILocation(line: 14, column: 39, scope: !70)
!79 = !DILocation(line: 0, scope: !70)
!80 = !DILocation(line: 14, column: 9, scope: !66)
!81 = !DILocation(line: 15, column: 20, scope: !82)
!82 = distinct !DILexicalBlock(scope: !70, file: !1, line: 15, column: 11)
!83 = !DILocation(line: 15, column: 18, scope: !82)
!84 = !DILocation(line: 15, column: 16, scope: !82)
!85 = !DILocation(line: 15, column: 24, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 15, column: 11)
!87 = !DILocation(line: 15, column: 28, scope: !86)
!88 = !DILocation(line: 15, column: 33, scope: !86)
!89 = !DILocation(line: 15, column: 31, scope: !86)
!90 = !DILocation(line: 15, column: 26, scope: !86)
!91 = !DILocation(line: 15, column: 36, scope: !86)
!92 = !DILocation(line: 15, column: 39, scope: !86)
!93 = !DILocation(line: 15, column: 43, scope: !86)
!94 = !DILocation(line: 15, column: 41, scope: !86)
!95 = !DILocation(line: 0, scope: !86)
!96 = !DILocation(line: 15, column: 11, scope: !82)
!97 = !DILocalVariable(name: "a", scope: !98, file: !1, line: 16, type: !16)
!98 = distinct !DILexicalBlock(scope: !86, file: !1, line: 15, column: 51)
!99 = !DILocation(line: 16, column: 20, scope: !98)
!100 = !DILocation(line: 16, column: 24, scope: !98)
!101 = !DILocation(line: 16, column: 26, scope: !98)
!102 = !DILocation(line: 16, column: 30, scope: !98)
!103 = !DILocation(line: 16, column: 28, scope: !98)
!104 = !DILocation(line: 16, column: 34, scope: !98)
!105 = !DILocation(line: 16, column: 32, scope: !98)
!106 = !DILocation(line: 17, column: 22, scope: !107)
!107 = distinct !DILexicalBlock(scope: !98, file: !1, line: 17, column: 13)
!108 = !DILocation(line: 17, column: 20, scope: !107)
!109 = !DILocation(line: 17, column: 18, scope: !107)
!110 = !DILocation(line: 17, column: 26, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !1, line: 17, column: 13)
!112 = !DILocation(line: 17, column: 30, scope: !111)
!113 = !DILocation(line: 17, column: 35, scope: !111)
!114 = !DILocation(line: 17, column: 33, scope: !111)
!115 = !DILocation(line: 17, column: 28, scope: !111)
!116 = !DILocation(line: 17, column: 38, scope: !111)
!117 = !DILocation(line: 17, column: 41, scope: !111)
!118 = !DILocation(line: 17, column: 45, scope: !111)
!119 = !DILocation(line: 17, column: 43, scope: !111)
!120 = !DILocation(line: 0, scope: !111)
!121 = !DILocation(line: 17, column: 13, scope: !107)
!122 = !DILocation(line: 18, column: 31, scope: !111)
!123 = !DILocation(line: 18, column: 35, scope: !111)
!124 = !DILocation(line: 18, column: 37, scope: !111)
!125 = !DILocation(line: 18, column: 41, scope: !111)
!126 = !DILocation(line: 18, column: 39, scope: !111)
!127 = !DILocation(line: 18, column: 45, scope: !111)
!128 = !DILocation(line: 18, column: 43, scope: !111)
!129 = !DILocation(line: 18, column: 15, scope: !111)
!130 = !DILocation(line: 18, column: 17, scope: !111)
!131 = !DILocation(line: 18, column: 21, scope: !111)
!132 = !DILocation(line: 18, column: 19, scope: !111)
!133 = !DILocation(line: 18, column: 25, scope: !111)
!134 = !DILocation(line: 18, column: 23, scope: !111)
!135 = !DILocation(line: 18, column: 28, scope: !111)
!136 = !DILocation(line: 17, column: 49, scope: !111)
!137 = !DILocation(line: 17, column: 13, scope: !111)
!138 = distinct !{!138, !121, !139, !140}
!139 = !DILocation(line: 18, column: 46, scope: !107)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !DILocation(line: 19, column: 11, scope: !98)
!142 = !DILocation(line: 15, column: 47, scope: !86)
!143 = !DILocation(line: 15, column: 11, scope: !86)
!144 = distinct !{!144, !96, !145, !140}
!145 = !DILocation(line: 19, column: 11, scope: !82)
!146 = !DILocation(line: 14, column: 45, scope: !70)
!147 = !DILocation(line: 14, column: 9, scope: !70)
!148 = distinct !{!148, !80, !149, !140}
!149 = !DILocation(line: 19, column: 11, scope: !66)
!150 = !DILocation(line: 13, column: 34, scope: !61)
!151 = !DILocation(line: 13, column: 31, scope: !61)
!152 = !DILocation(line: 13, column: 7, scope: !61)
!153 = distinct !{!153, !64, !154, !140}
!154 = !DILocation(line: 19, column: 11, scope: !58)
!155 = !DILocation(line: 12, column: 32, scope: !53)
!156 = !DILocation(line: 12, column: 29, scope: !53)
!157 = !DILocation(line: 12, column: 5, scope: !53)
!158 = distinct !{!158, !56, !159, !140}
!159 = !DILocation(line: 19, column: 11, scope: !50)
!160 = !DILocation(line: 11, column: 30, scope: !45)
!161 = !DILocation(line: 11, column: 27, scope: !45)
!162 = !DILocation(line: 11, column: 3, scope: !45)
!163 = distinct !{!163, !48, !164, !140}
!164 = !DILocation(line: 19, column: 11, scope: !42)
!165 = !DILocation(line: 20, column: 1, scope: !10)
!166 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !167, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!167 = !DISubroutineType(types: !168)
!168 = !{!13, !13, !169}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!172 = !DILocalVariable(name: "argc", arg: 1, scope: !166, file: !1, line: 22, type: !13)
!173 = !DILocation(line: 22, column: 14, scope: !166)
!174 = !DILocalVariable(name: "argv", arg: 2, scope: !166, file: !1, line: 22, type: !169)
!175 = !DILocation(line: 22, column: 27, scope: !166)
!176 = !DILocalVariable(name: "n", scope: !166, file: !1, line: 24, type: !13)
!177 = !DILocation(line: 24, column: 7, scope: !166)
!178 = !DILocation(line: 24, column: 11, scope: !166)
!179 = !DILocation(line: 24, column: 16, scope: !166)
!180 = !DILocation(line: 24, column: 27, scope: !166)
!181 = !DILocation(line: 24, column: 22, scope: !166)
!182 = !DILocalVariable(name: "bs", scope: !166, file: !1, line: 25, type: !13)
!183 = !DILocation(line: 25, column: 7, scope: !166)
!184 = !DILocation(line: 25, column: 12, scope: !166)
!185 = !DILocation(line: 25, column: 17, scope: !166)
!186 = !DILocation(line: 25, column: 28, scope: !166)
!187 = !DILocation(line: 25, column: 23, scope: !166)
!188 = !DILocalVariable(name: "A", scope: !166, file: !1, line: 26, type: !17)
!189 = !DILocation(line: 26, column: 11, scope: !166)
!190 = !DILocation(line: 26, column: 22, scope: !166)
!191 = !DILocation(line: 26, column: 26, scope: !166)
!192 = !DILocation(line: 26, column: 24, scope: !166)
!193 = !DILocation(line: 26, column: 28, scope: !166)
!194 = !DILocation(line: 26, column: 15, scope: !166)
!195 = !DILocalVariable(name: "B", scope: !166, file: !1, line: 27, type: !17)
!196 = !DILocation(line: 27, column: 11, scope: !166)
!197 = !DILocation(line: 27, column: 22, scope: !166)
!198 = !DILocation(line: 27, column: 26, scope: !166)
!199 = !DILocation(line: 27, column: 24, scope: !166)
!200 = !DILocation(line: 27, column: 28, scope: !166)
!201 = !DILocation(line: 27, column: 15, scope: !166)
!202 = !DILocalVariable(name: "C", scope: !166, file: !1, line: 28, type: !17)
!203 = !DILocation(line: 28, column: 11, scope: !166)
!204 = !DILocation(line: 28, column: 22, scope: !166)
!205 = !DILocation(line: 28, column: 26, scope: !166)
!206 = !DILocation(line: 28, column: 24, scope: !166)
!207 = !DILocation(line: 28, column: 28, scope: !166)
!208 = !DILocation(line: 28, column: 15, scope: !166)
!209 = !DILocalVariable(name: "i", scope: !210, file: !1, line: 29, type: !13)
!210 = distinct !DILexicalBlock(scope: !166, file: !1, line: 29, column: 3)
!211 = !DILocation(line: 29, column: 12, scope: !210)
!212 = !DILocation(line: 29, column: 8, scope: !210)
!213 = !DILocation(line: 29, column: 19, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !1, line: 29, column: 3)
!215 = !DILocation(line: 29, column: 23, scope: !214)
!216 = !DILocation(line: 29, column: 27, scope: !214)
!217 = !DILocation(line: 29, column: 25, scope: !214)
!218 = !DILocation(line: 29, column: 21, scope: !214)
!219 = !DILocation(line: 29, column: 3, scope: !210)
!220 = !DILocation(line: 30, column: 13, scope: !221)
!221 = distinct !DILexicalBlock(scope: !214, file: !1, line: 29, column: 35)
!222 = !DILocation(line: 30, column: 15, scope: !221)
!223 = !DILocation(line: 30, column: 12, scope: !221)
!224 = !DILocation(line: 30, column: 21, scope: !221)
!225 = !DILocation(line: 30, column: 5, scope: !221)
!226 = !DILocation(line: 30, column: 7, scope: !221)
!227 = !DILocation(line: 30, column: 10, scope: !221)
!228 = !DILocation(line: 31, column: 13, scope: !221)
!229 = !DILocation(line: 31, column: 15, scope: !221)
!230 = !DILocation(line: 31, column: 12, scope: !221)
!231 = !DILocation(line: 31, column: 26, scope: !221)
!232 = !DILocation(line: 31, column: 5, scope: !221)
!233 = !DILocation(line: 31, column: 7, scope: !221)
!234 = !DILocation(line: 31, column: 10, scope: !221)
!235 = !DILocation(line: 32, column: 5, scope: !221)
!236 = !DILocation(line: 32, column: 7, scope: !221)
!237 = !DILocation(line: 32, column: 10, scope: !221)
!238 = !DILocation(line: 33, column: 3, scope: !221)
!239 = !DILocation(line: 29, column: 31, scope: !214)
!240 = !DILocation(line: 29, column: 3, scope: !214)
!241 = distinct !{!241, !219, !242, !140}
!242 = !DILocation(line: 33, column: 3, scope: !210)
!243 = !DILocation(line: 34, column: 23, scope: !166)
!244 = !DILocation(line: 34, column: 26, scope: !166)
!245 = !DILocation(line: 34, column: 30, scope: !166)
!246 = !DILocation(line: 34, column: 33, scope: !166)
!247 = !DILocation(line: 34, column: 36, scope: !166)
!248 = !DILocation(line: 34, column: 3, scope: !166)
!249 = !DILocalVariable(name: "s", scope: !166, file: !1, line: 35, type: !16)
!250 = !DILocation(line: 35, column: 10, scope: !166)
!251 = !DILocalVariable(name: "i", scope: !252, file: !1, line: 36, type: !13)
!252 = distinct !DILexicalBlock(scope: !166, file: !1, line: 36, column: 3)
!253 = !DILocation(line: 36, column: 12, scope: !252)
!254 = !DILocation(line: 36, column: 8, scope: !252)
!255 = !DILocation(line: 36, column: 19, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !1, line: 36, column: 3)
!257 = !DILocation(line: 36, column: 23, scope: !256)
!258 = !DILocation(line: 36, column: 27, scope: !256)
!259 = !DILocation(line: 36, column: 25, scope: !256)
!260 = !DILocation(line: 36, column: 21, scope: !256)
!261 = !DILocation(line: 36, column: 3, scope: !252)
!262 = !DILocation(line: 37, column: 10, scope: !256)
!263 = !DILocation(line: 37, column: 12, scope: !256)
!264 = !DILocation(line: 37, column: 7, scope: !256)
!265 = !DILocation(line: 37, column: 5, scope: !256)
!266 = !DILocation(line: 36, column: 31, scope: !256)
!267 = !DILocation(line: 36, column: 3, scope: !256)
!268 = distinct !{!268, !261, !269, !140}
!269 = !DILocation(line: 37, column: 13, scope: !252)
!270 = !DILocation(line: 38, column: 29, scope: !166)
!271 = !DILocation(line: 38, column: 3, scope: !166)
!272 = !DILocation(line: 39, column: 8, scope: !166)
!273 = !DILocation(line: 39, column: 3, scope: !166)
!274 = !DILocation(line: 40, column: 8, scope: !166)
!275 = !DILocation(line: 40, column: 3, scope: !166)
!276 = !DILocation(line: 41, column: 8, scope: !166)
!277 = !DILocation(line: 41, column: 3, scope: !166)
!278 = !DILocation(line: 42, column: 3, scope: !166)
