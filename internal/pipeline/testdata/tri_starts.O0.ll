; ModuleID = 'tri_starts.c'
source_filename = "tri_starts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%g %g %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double**, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %16 = load i32, i32* %4, align 4, !dbg !26
  %17 = icmp sgt i32 %16, 1, !dbg !27
  br i1 %17, label %18, label %23, !dbg !26

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !28
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !28
  %21 = load i8*, i8** %20, align 8, !dbg !28
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !29
  br label %24, !dbg !26

23:                                               ; preds = %2
  br label %24, !dbg !26

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 200, %23 ], !dbg !26
  store i32 %25, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata double*** %7, metadata !30, metadata !DIExpression()), !dbg !33
  %26 = load i32, i32* %6, align 4, !dbg !34
  %27 = sext i32 %26 to i64, !dbg !34
  %28 = mul i64 8, %27, !dbg !35
  %29 = call noalias i8* @malloc(i64 noundef %28) #6, !dbg !36
  %30 = bitcast i8* %29 to double**, !dbg !36
  store double** %30, double*** %7, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i32** %8, metadata !37, metadata !DIExpression()), !dbg !39
  %31 = load i32, i32* %6, align 4, !dbg !40
  %32 = sext i32 %31 to i64, !dbg !40
  %33 = mul i64 4, %32, !dbg !41
  %34 = call noalias i8* @malloc(i64 noundef %33) #6, !dbg !42
  %35 = bitcast i8* %34 to i32*, !dbg !42
  store i32* %35, i32** %8, align 8, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %9, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %9, align 4, !dbg !45
  br label %36, !dbg !46

36:                                               ; preds = %85, %24
  %37 = load i32, i32* %9, align 4, !dbg !47
  %38 = load i32, i32* %6, align 4, !dbg !49
  %39 = icmp slt i32 %37, %38, !dbg !50
  br i1 %39, label %40, label %88, !dbg !51

40:                                               ; preds = %36
  %41 = load i32, i32* %6, align 4, !dbg !52
  %42 = sext i32 %41 to i64, !dbg !52
  %43 = mul i64 8, %42, !dbg !54
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !55
  %45 = bitcast i8* %44 to double*, !dbg !55
  %46 = load double**, double*** %7, align 8, !dbg !56
  %47 = load i32, i32* %9, align 4, !dbg !57
  %48 = sext i32 %47 to i64, !dbg !56
  %49 = getelementptr inbounds double*, double** %46, i64 %48, !dbg !56
  store double* %45, double** %49, align 8, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %10, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %10, align 4, !dbg !61
  br label %50, !dbg !62

50:                                               ; preds = %81, %40
  %51 = load i32, i32* %10, align 4, !dbg !63
  %52 = load i32, i32* %6, align 4, !dbg !65
  %53 = icmp slt i32 %51, %52, !dbg !66
  br i1 %53, label %54, label %84, !dbg !67

54:                                               ; preds = %50
  %55 = load i32, i32* %9, align 4, !dbg !68
  %56 = load i32, i32* %10, align 4, !dbg !69
  %57 = icmp eq i32 %55, %56, !dbg !70
  br i1 %57, label %58, label %62, !dbg !68

58:                                               ; preds = %54
  %59 = load i32, i32* %6, align 4, !dbg !71
  %60 = sitofp i32 %59 to double, !dbg !71
  %61 = fmul double 4.000000e+00, %60, !dbg !72
  br label %71, !dbg !68

62:                                               ; preds = %54
  %63 = load i32, i32* %9, align 4, !dbg !73
  %64 = mul nsw i32 %63, 7, !dbg !74
  %65 = load i32, i32* %10, align 4, !dbg !75
  %66 = mul nsw i32 %65, 3, !dbg !76
  %67 = add nsw i32 %64, %66, !dbg !77
  %68 = srem i32 %67, 11, !dbg !78
  %69 = sitofp i32 %68 to double, !dbg !79
  %70 = fsub double %69, 5.000000e+00, !dbg !80
  br label %71, !dbg !68

71:                                               ; preds = %62, %58
  %72 = phi double [ %61, %58 ], [ %70, %62 ], !dbg !68
  %73 = load double**, double*** %7, align 8, !dbg !81
  %74 = load i32, i32* %9, align 4, !dbg !82
  %75 = sext i32 %74 to i64, !dbg !81
  %76 = getelementptr inbounds double*, double** %73, i64 %75, !dbg !81
  %77 = load double*, double** %76, align 8, !dbg !81
  %78 = load i32, i32* %10, align 4, !dbg !83
  %79 = sext i32 %78 to i64, !dbg !81
  %80 = getelementptr inbounds double, double* %77, i64 %79, !dbg !81
  store double %72, double* %80, align 8, !dbg !84
  br label %81, !dbg !81

81:                                               ; preds = %71
  %82 = load i32, i32* %10, align 4, !dbg !85
  %83 = add nsw i32 %82, 1, !dbg !85
  store i32 %83, i32* %10, align 4, !dbg !85
  br label %50, !dbg !86, !llvm.loop !87

84:                                               ; preds = %50
  br label %85, !dbg !90

85:                                               ; preds = %84
  %86 = load i32, i32* %9, align 4, !dbg !91
  %87 = add nsw i32 %86, 1, !dbg !91
  store i32 %87, i32* %9, align 4, !dbg !91
  br label %36, !dbg !92, !llvm.loop !93

88:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata double* %11, metadata !95, metadata !DIExpression()), !dbg !96
  store double 0.000000e+00, double* %11, align 8, !dbg !96
  %89 = load double**, double*** %7, align 8, !dbg !97
  %90 = load i32, i32* %6, align 4, !dbg !99
  %91 = load i32*, i32** %8, align 8, !dbg !100
  %92 = call i32 @pivots(double** noundef %89, i32 noundef %90, i32* noundef %91, double* noundef %11), !dbg !101
  %93 = icmp ne i32 %92, 0, !dbg !102
  br i1 %93, label %94, label %95, !dbg !103

94:                                               ; preds = %88
  store i32 1, i32* %3, align 4, !dbg !104
  br label %142, !dbg !104

95:                                               ; preds = %88
  %96 = load double**, double*** %7, align 8, !dbg !105
  %97 = load i32, i32* %6, align 4, !dbg !106
  call void @transpose(double** noundef %96, i32 noundef %97), !dbg !107
  call void @llvm.dbg.declare(metadata double* %12, metadata !108, metadata !DIExpression()), !dbg !109
  %98 = load double**, double*** %7, align 8, !dbg !110
  %99 = load i32, i32* %6, align 4, !dbg !111
  %100 = call double @upper(double** noundef %98, i32 noundef %99), !dbg !112
  store double %100, double* %12, align 8, !dbg !109
  call void @llvm.dbg.declare(metadata i64* %13, metadata !113, metadata !DIExpression()), !dbg !115
  store i64 0, i64* %13, align 8, !dbg !115
  call void @llvm.dbg.declare(metadata i32* %14, metadata !116, metadata !DIExpression()), !dbg !118
  store i32 0, i32* %14, align 4, !dbg !118
  br label %101, !dbg !119

101:                                              ; preds = %115, %95
  %102 = load i32, i32* %14, align 4, !dbg !120
  %103 = load i32, i32* %6, align 4, !dbg !122
  %104 = icmp slt i32 %102, %103, !dbg !123
  br i1 %104, label %105, label %118, !dbg !124

105:                                              ; preds = %101
  %106 = load i64, i64* %13, align 8, !dbg !125
  %107 = mul nsw i64 %106, 3, !dbg !126
  %108 = load i32*, i32** %8, align 8, !dbg !127
  %109 = load i32, i32* %14, align 4, !dbg !128
  %110 = sext i32 %109 to i64, !dbg !127
  %111 = getelementptr inbounds i32, i32* %108, i64 %110, !dbg !127
  %112 = load i32, i32* %111, align 4, !dbg !127
  %113 = sext i32 %112 to i64, !dbg !127
  %114 = add nsw i64 %107, %113, !dbg !129
  store i64 %114, i64* %13, align 8, !dbg !130
  br label %115, !dbg !131

115:                                              ; preds = %105
  %116 = load i32, i32* %14, align 4, !dbg !132
  %117 = add nsw i32 %116, 1, !dbg !132
  store i32 %117, i32* %14, align 4, !dbg !132
  br label %101, !dbg !133, !llvm.loop !134

118:                                              ; preds = %101
  %119 = load double, double* %12, align 8, !dbg !136
  %120 = load double, double* %11, align 8, !dbg !137
  %121 = load i64, i64* %13, align 8, !dbg !138
  %122 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %119, double noundef %120, i64 noundef %121), !dbg !139
  call void @llvm.dbg.declare(metadata i32* %15, metadata !140, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %15, align 4, !dbg !142
  br label %123, !dbg !143

123:                                              ; preds = %134, %118
  %124 = load i32, i32* %15, align 4, !dbg !144
  %125 = load i32, i32* %6, align 4, !dbg !146
  %126 = icmp slt i32 %124, %125, !dbg !147
  br i1 %126, label %127, label %137, !dbg !148

127:                                              ; preds = %123
  %128 = load double**, double*** %7, align 8, !dbg !149
  %129 = load i32, i32* %15, align 4, !dbg !150
  %130 = sext i32 %129 to i64, !dbg !149
  %131 = getelementptr inbounds double*, double** %128, i64 %130, !dbg !149
  %132 = load double*, double** %131, align 8, !dbg !149
  %133 = bitcast double* %132 to i8*, !dbg !149
  call void @free(i8* noundef %133) #6, !dbg !151
  br label %134, !dbg !151

134:                                              ; preds = %127
  %135 = load i32, i32* %15, align 4, !dbg !152
  %136 = add nsw i32 %135, 1, !dbg !152
  store i32 %136, i32* %15, align 4, !dbg !152
  br label %123, !dbg !153, !llvm.loop !154

137:                                              ; preds = %123
  %138 = load double**, double*** %7, align 8, !dbg !156
  %139 = bitcast double** %138 to i8*, !dbg !156
  call void @free(i8* noundef %139) #6, !dbg !157
  %140 = load i32*, i32** %8, align 8, !dbg !158
  %141 = bitcast i32* %140 to i8*, !dbg !158
  call void @free(i8* noundef %141) #6, !dbg !159
  store i32 0, i32* %3, align 4, !dbg !160
  br label %142, !dbg !160

142:                                              ; preds = %137, %94
  %143 = load i32, i32* %3, align 4, !dbg !161
  ret i32 %143, !dbg !161
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pivots(double** noundef %0, i32 noundef %1, i32* noundef %2, double* noundef %3) #0 !dbg !162 {
  %5 = alloca i32, align 4
  %6 = alloca double**, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca double, align 8
  %17 = alloca i32, align 4
  store double** %0, double*** %6, align 8
  call void @llvm.dbg.declare(metadata double*** %6, metadata !165, metadata !DIExpression()), !dbg !166
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !167, metadata !DIExpression()), !dbg !168
  store i32* %2, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !169, metadata !DIExpression()), !dbg !170
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !171, metadata !DIExpression()), !dbg !172
  call void @llvm.dbg.declare(metadata i32* %10, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 0, i32* %10, align 4, !dbg !175
  br label %18, !dbg !176

18:                                               ; preds = %173, %4
  %19 = load i32, i32* %10, align 4, !dbg !177
  %20 = load i32, i32* %7, align 4, !dbg !179
  %21 = icmp slt i32 %19, %20, !dbg !180
  br i1 %21, label %22, label %176, !dbg !181

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %11, metadata !182, metadata !DIExpression()), !dbg !184
  %23 = load i32, i32* %10, align 4, !dbg !185
  store i32 %23, i32* %11, align 4, !dbg !184
  call void @llvm.dbg.declare(metadata double* %12, metadata !186, metadata !DIExpression()), !dbg !187
  %24 = load double**, double*** %6, align 8, !dbg !188
  %25 = load i32, i32* %10, align 4, !dbg !189
  %26 = sext i32 %25 to i64, !dbg !188
  %27 = getelementptr inbounds double*, double** %24, i64 %26, !dbg !188
  %28 = load double*, double** %27, align 8, !dbg !188
  %29 = load i32, i32* %10, align 4, !dbg !190
  %30 = sext i32 %29 to i64, !dbg !188
  %31 = getelementptr inbounds double, double* %28, i64 %30, !dbg !188
  %32 = load double, double* %31, align 8, !dbg !188
  %33 = call double @llvm.fabs.f64(double %32), !dbg !191
  store double %33, double* %12, align 8, !dbg !187
  call void @llvm.dbg.declare(metadata i32* %13, metadata !192, metadata !DIExpression()), !dbg !194
  %34 = load i32, i32* %10, align 4, !dbg !195
  %35 = add nsw i32 %34, 1, !dbg !196
  store i32 %35, i32* %13, align 4, !dbg !194
  br label %36, !dbg !197

36:                                               ; preds = %66, %22
  %37 = load i32, i32* %13, align 4, !dbg !198
  %38 = load i32, i32* %7, align 4, !dbg !200
  %39 = icmp slt i32 %37, %38, !dbg !201
  br i1 %39, label %40, label %69, !dbg !202

40:                                               ; preds = %36
  %41 = load double**, double*** %6, align 8, !dbg !203
  %42 = load i32, i32* %13, align 4, !dbg !205
  %43 = sext i32 %42 to i64, !dbg !203
  %44 = getelementptr inbounds double*, double** %41, i64 %43, !dbg !203
  %45 = load double*, double** %44, align 8, !dbg !203
  %46 = load i32, i32* %10, align 4, !dbg !206
  %47 = sext i32 %46 to i64, !dbg !203
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !203
  %49 = load double, double* %48, align 8, !dbg !203
  %50 = call double @llvm.fabs.f64(double %49), !dbg !207
  %51 = load double, double* %12, align 8, !dbg !208
  %52 = fcmp ogt double %50, %51, !dbg !209
  br i1 %52, label %53, label %65, !dbg !210

53:                                               ; preds = %40
  %54 = load double**, double*** %6, align 8, !dbg !211
  %55 = load i32, i32* %13, align 4, !dbg !213
  %56 = sext i32 %55 to i64, !dbg !211
  %57 = getelementptr inbounds double*, double** %54, i64 %56, !dbg !211
  %58 = load double*, double** %57, align 8, !dbg !211
  %59 = load i32, i32* %10, align 4, !dbg !214
  %60 = sext i32 %59 to i64, !dbg !211
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !211
  %62 = load double, double* %61, align 8, !dbg !211
  %63 = call double @llvm.fabs.f64(double %62), !dbg !215
  store double %63, double* %12, align 8, !dbg !216
  %64 = load i32, i32* %13, align 4, !dbg !217
  store i32 %64, i32* %11, align 4, !dbg !218
  br label %65, !dbg !219

65:                                               ; preds = %53, %40
  br label %66, !dbg !208

66:                                               ; preds = %65
  %67 = load i32, i32* %13, align 4, !dbg !220
  %68 = add nsw i32 %67, 1, !dbg !220
  store i32 %68, i32* %13, align 4, !dbg !220
  br label %36, !dbg !221, !llvm.loop !222

69:                                               ; preds = %36
  %70 = load double, double* %12, align 8, !dbg !224
  %71 = fcmp oeq double %70, 0.000000e+00, !dbg !226
  br i1 %71, label %72, label %73, !dbg !227

72:                                               ; preds = %69
  store i32 -1, i32* %5, align 4, !dbg !228
  br label %177, !dbg !228

73:                                               ; preds = %69
  %74 = load i32, i32* %11, align 4, !dbg !229
  %75 = load i32*, i32** %8, align 8, !dbg !230
  %76 = load i32, i32* %10, align 4, !dbg !231
  %77 = sext i32 %76 to i64, !dbg !230
  %78 = getelementptr inbounds i32, i32* %75, i64 %77, !dbg !230
  store i32 %74, i32* %78, align 4, !dbg !232
  call void @llvm.dbg.declare(metadata i32* %14, metadata !233, metadata !DIExpression()), !dbg !235
  %79 = load i32, i32* %10, align 4, !dbg !236
  %80 = add nsw i32 %79, 2, !dbg !237
  store i32 %80, i32* %14, align 4, !dbg !235
  br label %81, !dbg !238

81:                                               ; preds = %98, %73
  %82 = load i32, i32* %14, align 4, !dbg !239
  %83 = load i32, i32* %7, align 4, !dbg !241
  %84 = icmp slt i32 %82, %83, !dbg !242
  br i1 %84, label %85, label %101, !dbg !243

85:                                               ; preds = %81
  %86 = load double**, double*** %6, align 8, !dbg !244
  %87 = load i32, i32* %10, align 4, !dbg !245
  %88 = sext i32 %87 to i64, !dbg !244
  %89 = getelementptr inbounds double*, double** %86, i64 %88, !dbg !244
  %90 = load double*, double** %89, align 8, !dbg !244
  %91 = load i32, i32* %14, align 4, !dbg !246
  %92 = sext i32 %91 to i64, !dbg !244
  %93 = getelementptr inbounds double, double* %90, i64 %92, !dbg !244
  %94 = load double, double* %93, align 8, !dbg !244
  %95 = load double*, double** %9, align 8, !dbg !247
  %96 = load double, double* %95, align 8, !dbg !248
  %97 = fadd double %96, %94, !dbg !248
  store double %97, double* %95, align 8, !dbg !248
  br label %98, !dbg !249

98:                                               ; preds = %85
  %99 = load i32, i32* %14, align 4, !dbg !250
  %100 = add nsw i32 %99, 1, !dbg !250
  store i32 %100, i32* %14, align 4, !dbg !250
  br label %81, !dbg !251, !llvm.loop !252

101:                                              ; preds = %81
  call void @llvm.dbg.declare(metadata i32* %15, metadata !254, metadata !DIExpression()), !dbg !256
  %102 = load i32, i32* %10, align 4, !dbg !257
  %103 = add nsw i32 %102, 1, !dbg !258
  store i32 %103, i32* %15, align 4, !dbg !256
  br label %104, !dbg !259

104:                                              ; preds = %169, %101
  %105 = load i32, i32* %15, align 4, !dbg !260
  %106 = load i32, i32* %7, align 4, !dbg !262
  %107 = icmp slt i32 %105, %106, !dbg !263
  br i1 %107, label %108, label %172, !dbg !264

108:                                              ; preds = %104
  call void @llvm.dbg.declare(metadata double* %16, metadata !265, metadata !DIExpression()), !dbg !267
  %109 = load double**, double*** %6, align 8, !dbg !268
  %110 = load i32, i32* %15, align 4, !dbg !269
  %111 = sext i32 %110 to i64, !dbg !268
  %112 = getelementptr inbounds double*, double** %109, i64 %111, !dbg !268
  %113 = load double*, double** %112, align 8, !dbg !268
  %114 = load i32, i32* %10, align 4, !dbg !270
  %115 = sext i32 %114 to i64, !dbg !268
  %116 = getelementptr inbounds double, double* %113, i64 %115, !dbg !268
  %117 = load double, double* %116, align 8, !dbg !268
  %118 = load double**, double*** %6, align 8, !dbg !271
  %119 = load i32, i32* %10, align 4, !dbg !272
  %120 = sext i32 %119 to i64, !dbg !271
  %121 = getelementptr inbounds double*, double** %118, i64 %120, !dbg !271
  %122 = load double*, double** %121, align 8, !dbg !271
  %123 = load i32, i32* %10, align 4, !dbg !273
  %124 = sext i32 %123 to i64, !dbg !271
  %125 = getelementptr inbounds double, double* %122, i64 %124, !dbg !271
  %126 = load double, double* %125, align 8, !dbg !271
  %127 = fdiv double %117, %126, !dbg !274
  store double %127, double* %16, align 8, !dbg !267
  %128 = load double, double* %16, align 8, !dbg !275
  %129 = load double**, double*** %6, align 8, !dbg !276
  %130 = load i32, i32* %15, align 4, !dbg !277
  %131 = sext i32 %130 to i64, !dbg !276
  %132 = getelementptr inbounds double*, double** %129, i64 %131, !dbg !276
  %133 = load double*, double** %132, align 8, !dbg !276
  %134 = load i32, i32* %10, align 4, !dbg !278
  %135 = sext i32 %134 to i64, !dbg !276
  %136 = getelementptr inbounds double, double* %133, i64 %135, !dbg !276
  store double %128, double* %136, align 8, !dbg !279
  call void @llvm.dbg.declare(metadata i32* %17, metadata !280, metadata !DIExpression()), !dbg !282
  %137 = load i32, i32* %10, align 4, !dbg !283
  %138 = add nsw i32 %137, 1, !dbg !284
  store i32 %138, i32* %17, align 4, !dbg !282
  br label %139, !dbg !285

139:                                              ; preds = %165, %108
  %140 = load i32, i32* %17, align 4, !dbg !286
  %141 = load i32, i32* %7, align 4, !dbg !288
  %142 = icmp slt i32 %140, %141, !dbg !289
  br i1 %142, label %143, label %168, !dbg !290

143:                                              ; preds = %139
  %144 = load double, double* %16, align 8, !dbg !291
  %145 = load double**, double*** %6, align 8, !dbg !292
  %146 = load i32, i32* %10, align 4, !dbg !293
  %147 = sext i32 %146 to i64, !dbg !292
  %148 = getelementptr inbounds double*, double** %145, i64 %147, !dbg !292
  %149 = load double*, double** %148, align 8, !dbg !292
  %150 = load i32, i32* %17, align 4, !dbg !294
  %151 = sext i32 %150 to i64, !dbg !292
  %152 = getelementptr inbounds double, double* %149, i64 %151, !dbg !292
  %153 = load double, double* %152, align 8, !dbg !292
  %154 = load double**, double*** %6, align 8, !dbg !295
  %155 = load i32, i32* %15, align 4, !dbg !296
  %156 = sext i32 %155 to i64, !dbg !295
  %157 = getelementptr inbounds double*, double** %154, i64 %156, !dbg !295
  %158 = load double*, double** %157, align 8, !dbg !295
  %159 = load i32, i32* %17, align 4, !dbg !297
  %160 = sext i32 %159 to i64, !dbg !295
  %161 = getelementptr inbounds double, double* %158, i64 %160, !dbg !295
  %162 = load double, double* %161, align 8, !dbg !298
  %163 = fneg double %144, !dbg !298
  %164 = call double @llvm.fmuladd.f64(double %163, double %153, double %162), !dbg !298
  store double %164, double* %161, align 8, !dbg !298
  br label %165, !dbg !295

165:                                              ; preds = %143
  %166 = load i32, i32* %17, align 4, !dbg !299
  %167 = add nsw i32 %166, 1, !dbg !299
  store i32 %167, i32* %17, align 4, !dbg !299
  br label %139, !dbg !300, !llvm.loop !301

168:                                              ; preds = %139
  br label %169, !dbg !303

169:                                              ; preds = %168
  %170 = load i32, i32* %15, align 4, !dbg !304
  %171 = add nsw i32 %170, 1, !dbg !304
  store i32 %171, i32* %15, align 4, !dbg !304
  br label %104, !dbg !305, !llvm.loop !306

172:                                              ; preds = %104
  br label %173, !dbg !308

173:                                              ; preds = %172
  %174 = load i32, i32* %10, align 4, !dbg !309
  %175 = add nsw i32 %174, 1, !dbg !309
  store i32 %175, i32* %10, align 4, !dbg !309
  br label %18, !dbg !310, !llvm.loop !311

176:                                              ; preds = %18
  store i32 0, i32* %5, align 4, !dbg !313
  br label %177, !dbg !313

177:                                              ; preds = %176, %72
  %178 = load i32, i32* %5, align 4, !dbg !314
  ret i32 %178, !dbg !314
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(double** noundef %0, i32 noundef %1) #0 !dbg !315 {
  %3 = alloca double**, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double** %0, double*** %3, align 8
  call void @llvm.dbg.declare(metadata double*** %3, metadata !318, metadata !DIExpression()), !dbg !319
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !320, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.declare(metadata i32* %5, metadata !322, metadata !DIExpression()), !dbg !324
  store i32 0, i32* %5, align 4, !dbg !324
  br label %8, !dbg !325

8:                                                ; preds = %59, %2
  %9 = load i32, i32* %5, align 4, !dbg !326
  %10 = load i32, i32* %4, align 4, !dbg !328
  %11 = icmp slt i32 %9, %10, !dbg !329
  br i1 %11, label %12, label %62, !dbg !330

12:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !331, metadata !DIExpression()), !dbg !333
  %13 = load i32, i32* %5, align 4, !dbg !334
  %14 = add nsw i32 %13, 1, !dbg !335
  store i32 %14, i32* %6, align 4, !dbg !333
  br label %15, !dbg !336

15:                                               ; preds = %55, %12
  %16 = load i32, i32* %6, align 4, !dbg !337
  %17 = load i32, i32* %4, align 4, !dbg !339
  %18 = icmp slt i32 %16, %17, !dbg !340
  br i1 %18, label %19, label %58, !dbg !341

19:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata double* %7, metadata !342, metadata !DIExpression()), !dbg !344
  %20 = load double**, double*** %3, align 8, !dbg !345
  %21 = load i32, i32* %5, align 4, !dbg !346
  %22 = sext i32 %21 to i64, !dbg !345
  %23 = getelementptr inbounds double*, double** %20, i64 %22, !dbg !345
  %24 = load double*, double** %23, align 8, !dbg !345
  %25 = load i32, i32* %6, align 4, !dbg !347
  %26 = sext i32 %25 to i64, !dbg !345
  %27 = getelementptr inbounds double, double* %24, i64 %26, !dbg !345
  %28 = load double, double* %27, align 8, !dbg !345
  store double %28, double* %7, align 8, !dbg !344
  %29 = load double**, double*** %3, align 8, !dbg !348
  %30 = load i32, i32* %6, align 4, !dbg !349
  %31 = sext i32 %30 to i64, !dbg !348
  %32 = getelementptr inbounds double*, double** %29, i64 %31, !dbg !348
  %33 = load double*, double** %32, align 8, !dbg !348
  %34 = load i32, i32* %5, align 4, !dbg !350
  %35 = sext i32 %34 to i64, !dbg !348
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !348
  %37 = load double, double* %36, align 8, !dbg !348
  %38 = load double**, double*** %3, align 8, !dbg !351
  %39 = load i32, i32* %5, align 4, !dbg !352
  %40 = sext i32 %39 to i64, !dbg !351
  %41 = getelementptr inbounds double*, double** %38, i64 %40, !dbg !351
  %42 = load double*, double** %41, align 8, !dbg !351
  %43 = load i32, i32* %6, align 4, !dbg !353
  %44 = sext i32 %43 to i64, !dbg !351
  %45 = getelementptr inbounds double, double* %42, i64 %44, !dbg !351
  store double %37, double* %45, align 8, !dbg !354
  %46 = load double, double* %7, align 8, !dbg !355
  %47 = load double**, double*** %3, align 8, !dbg !356
  %48 = load i32, i32* %6, align 4, !dbg !357
  %49 = sext i32 %48 to i64, !dbg !356
  %50 = getelementptr inbounds double*, double** %47, i64 %49, !dbg !356
  %51 = load double*, double** %50, align 8, !dbg !356
  %52 = load i32, i32* %5, align 4, !dbg !358
  %53 = sext i32 %52 to i64, !dbg !356
  %54 = getelementptr inbounds double, double* %51, i64 %53, !dbg !356
  store double %46, double* %54, align 8, !dbg !359
  br label %55, !dbg !360

55:                                               ; preds = %19
  %56 = load i32, i32* %6, align 4, !dbg !361
  %57 = add nsw i32 %56, 1, !dbg !361
  store i32 %57, i32* %6, align 4, !dbg !361
  br label %15, !dbg !362, !llvm.loop !363

58:                                               ; preds = %15
  br label %59, !dbg !364

59:                                               ; preds = %58
  %60 = load i32, i32* %5, align 4, !dbg !365
  %61 = add nsw i32 %60, 1, !dbg !365
  store i32 %61, i32* %5, align 4, !dbg !365
  br label %8, !dbg !366, !llvm.loop !367

62:                                               ; preds = %8
  ret void, !dbg !369
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @upper(double** noundef %0, i32 noundef %1) #0 !dbg !370 {
  %3 = alloca double**, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double** %0, double*** %3, align 8
  call void @llvm.dbg.declare(metadata double*** %3, metadata !373, metadata !DIExpression()), !dbg !374
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !375, metadata !DIExpression()), !dbg !376
  call void @llvm.dbg.declare(metadata double* %5, metadata !377, metadata !DIExpression()), !dbg !378
  store double 0.000000e+00, double* %5, align 8, !dbg !378
  call void @llvm.dbg.declare(metadata i32* %6, metadata !379, metadata !DIExpression()), !dbg !381
  store i32 0, i32* %6, align 4, !dbg !381
  br label %8, !dbg !382

8:                                                ; preds = %39, %2
  %9 = load i32, i32* %6, align 4, !dbg !383
  %10 = load i32, i32* %4, align 4, !dbg !385
  %11 = icmp slt i32 %9, %10, !dbg !386
  br i1 %11, label %12, label %42, !dbg !387

12:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %7, metadata !388, metadata !DIExpression()), !dbg !390
  %13 = load i32, i32* %6, align 4, !dbg !391
  %14 = add nsw i32 %13, 1, !dbg !392
  store i32 %14, i32* %7, align 4, !dbg !390
  br label %15, !dbg !393

15:                                               ; preds = %35, %12
  %16 = load i32, i32* %7, align 4, !dbg !394
  %17 = load i32, i32* %4, align 4, !dbg !396
  %18 = icmp slt i32 %16, %17, !dbg !397
  br i1 %18, label %19, label %38, !dbg !398

19:                                               ; preds = %15
  %20 = load double**, double*** %3, align 8, !dbg !399
  %21 = load i32, i32* %6, align 4, !dbg !400
  %22 = sext i32 %21 to i64, !dbg !399
  %23 = getelementptr inbounds double*, double** %20, i64 %22, !dbg !399
  %24 = load double*, double** %23, align 8, !dbg !399
  %25 = load i32, i32* %7, align 4, !dbg !401
  %26 = sext i32 %25 to i64, !dbg !399
  %27 = getelementptr inbounds double, double* %24, i64 %26, !dbg !399
  %28 = load double, double* %27, align 8, !dbg !399
  %29 = load i32, i32* %7, align 4, !dbg !402
  %30 = load i32, i32* %6, align 4, !dbg !403
  %31 = sub nsw i32 %29, %30, !dbg !404
  %32 = sitofp i32 %31 to double, !dbg !405
  %33 = load double, double* %5, align 8, !dbg !406
  %34 = call double @llvm.fmuladd.f64(double %28, double %32, double %33), !dbg !406
  store double %34, double* %5, align 8, !dbg !406
  br label %35, !dbg !407

35:                                               ; preds = %19
  %36 = load i32, i32* %7, align 4, !dbg !408
  %37 = add nsw i32 %36, 1, !dbg !408
  store i32 %37, i32* %7, align 4, !dbg !408
  br label %15, !dbg !409, !llvm.loop !410

38:                                               ; preds = %15
  br label %39, !dbg !411

39:                                               ; preds = %38
  %40 = load i32, i32* %6, align 4, !dbg !412
  %41 = add nsw i32 %40, 1, !dbg !412
  store i32 %41, i32* %6, align 4, !dbg !412
  br label %8, !dbg !413, !llvm.loop !414

42:                                               ; preds = %8
  %43 = load double, double* %5, align 8, !dbg !416
  ret double %43, !dbg !417
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tri_starts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7b0d1e85cf235834ac5198ba6b1a1ac7")
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
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 54, type: !15)
!21 = !DILocation(line: 54, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 54, type: !16)
!23 = !DILocation(line: 54, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 55, type: !15)
!25 = !DILocation(line: 55, column: 7, scope: !12)
!26 = !DILocation(line: 55, column: 11, scope: !12)
!27 = !DILocation(line: 55, column: 16, scope: !12)
!28 = !DILocation(line: 55, column: 27, scope: !12)
!29 = !DILocation(line: 55, column: 22, scope: !12)
!30 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 56, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!33 = !DILocation(line: 56, column: 12, scope: !12)
!34 = !DILocation(line: 56, column: 42, scope: !12)
!35 = !DILocation(line: 56, column: 40, scope: !12)
!36 = !DILocation(line: 56, column: 16, scope: !12)
!37 = !DILocalVariable(name: "perm", scope: !12, file: !1, line: 57, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!39 = !DILocation(line: 57, column: 8, scope: !12)
!40 = !DILocation(line: 57, column: 36, scope: !12)
!41 = !DILocation(line: 57, column: 34, scope: !12)
!42 = !DILocation(line: 57, column: 15, scope: !12)
!43 = !DILocalVariable(name: "i", scope: !44, file: !1, line: 58, type: !15)
!44 = distinct !DILexicalBlock(scope: !12, file: !1, line: 58, column: 3)
!45 = !DILocation(line: 58, column: 12, scope: !44)
!46 = !DILocation(line: 58, column: 8, scope: !44)
!47 = !DILocation(line: 58, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 58, column: 3)
!49 = !DILocation(line: 58, column: 23, scope: !48)
!50 = !DILocation(line: 58, column: 21, scope: !48)
!51 = !DILocation(line: 58, column: 3, scope: !44)
!52 = !DILocation(line: 59, column: 36, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 58, column: 31)
!54 = !DILocation(line: 59, column: 34, scope: !53)
!55 = !DILocation(line: 59, column: 12, scope: !53)
!56 = !DILocation(line: 59, column: 5, scope: !53)
!57 = !DILocation(line: 59, column: 7, scope: !53)
!58 = !DILocation(line: 59, column: 10, scope: !53)
!59 = !DILocalVariable(name: "j", scope: !60, file: !1, line: 60, type: !15)
!60 = distinct !DILexicalBlock(scope: !53, file: !1, line: 60, column: 5)
!61 = !DILocation(line: 60, column: 14, scope: !60)
!62 = !DILocation(line: 60, column: 10, scope: !60)
!63 = !DILocation(line: 60, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 60, column: 5)
!65 = !DILocation(line: 60, column: 25, scope: !64)
!66 = !DILocation(line: 60, column: 23, scope: !64)
!67 = !DILocation(line: 60, column: 5, scope: !60)
!68 = !DILocation(line: 61, column: 18, scope: !64)
!69 = !DILocation(line: 61, column: 23, scope: !64)
!70 = !DILocation(line: 61, column: 20, scope: !64)
!71 = !DILocation(line: 61, column: 33, scope: !64)
!72 = !DILocation(line: 61, column: 31, scope: !64)
!73 = !DILocation(line: 61, column: 47, scope: !64)
!74 = !DILocation(line: 61, column: 49, scope: !64)
!75 = !DILocation(line: 61, column: 55, scope: !64)
!76 = !DILocation(line: 61, column: 57, scope: !64)
!77 = !DILocation(line: 61, column: 53, scope: !64)
!78 = !DILocation(line: 61, column: 62, scope: !64)
!79 = !DILocation(line: 61, column: 37, scope: !64)
!80 = !DILocation(line: 61, column: 68, scope: !64)
!81 = !DILocation(line: 61, column: 7, scope: !64)
!82 = !DILocation(line: 61, column: 9, scope: !64)
!83 = !DILocation(line: 61, column: 12, scope: !64)
!84 = !DILocation(line: 61, column: 15, scope: !64)
!85 = !DILocation(line: 60, column: 29, scope: !64)
!86 = !DILocation(line: 60, column: 5, scope: !64)
!87 = distinct !{!87, !67, !88, !89}
!88 = !DILocation(line: 61, column: 73, scope: !60)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 62, column: 3, scope: !53)
!91 = !DILocation(line: 58, column: 27, scope: !48)
!92 = !DILocation(line: 58, column: 3, scope: !48)
!93 = distinct !{!93, !51, !94, !89}
!94 = !DILocation(line: 62, column: 3, scope: !44)
!95 = !DILocalVariable(name: "acc", scope: !12, file: !1, line: 63, type: !3)
!96 = !DILocation(line: 63, column: 10, scope: !12)
!97 = !DILocation(line: 64, column: 14, scope: !98)
!98 = distinct !DILexicalBlock(scope: !12, file: !1, line: 64, column: 7)
!99 = !DILocation(line: 64, column: 17, scope: !98)
!100 = !DILocation(line: 64, column: 20, scope: !98)
!101 = !DILocation(line: 64, column: 7, scope: !98)
!102 = !DILocation(line: 64, column: 32, scope: !98)
!103 = !DILocation(line: 64, column: 7, scope: !12)
!104 = !DILocation(line: 65, column: 5, scope: !98)
!105 = !DILocation(line: 66, column: 13, scope: !12)
!106 = !DILocation(line: 66, column: 16, scope: !12)
!107 = !DILocation(line: 66, column: 3, scope: !12)
!108 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 67, type: !3)
!109 = !DILocation(line: 67, column: 10, scope: !12)
!110 = !DILocation(line: 67, column: 20, scope: !12)
!111 = !DILocation(line: 67, column: 23, scope: !12)
!112 = !DILocation(line: 67, column: 14, scope: !12)
!113 = !DILocalVariable(name: "h", scope: !12, file: !1, line: 68, type: !114)
!114 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!115 = !DILocation(line: 68, column: 8, scope: !12)
!116 = !DILocalVariable(name: "k", scope: !117, file: !1, line: 69, type: !15)
!117 = distinct !DILexicalBlock(scope: !12, file: !1, line: 69, column: 3)
!118 = !DILocation(line: 69, column: 12, scope: !117)
!119 = !DILocation(line: 69, column: 8, scope: !117)
!120 = !DILocation(line: 69, column: 19, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !1, line: 69, column: 3)
!122 = !DILocation(line: 69, column: 23, scope: !121)
!123 = !DILocation(line: 69, column: 21, scope: !121)
!124 = !DILocation(line: 69, column: 3, scope: !117)
!125 = !DILocation(line: 70, column: 9, scope: !121)
!126 = !DILocation(line: 70, column: 11, scope: !121)
!127 = !DILocation(line: 70, column: 17, scope: !121)
!128 = !DILocation(line: 70, column: 22, scope: !121)
!129 = !DILocation(line: 70, column: 15, scope: !121)
!130 = !DILocation(line: 70, column: 7, scope: !121)
!131 = !DILocation(line: 70, column: 5, scope: !121)
!132 = !DILocation(line: 69, column: 27, scope: !121)
!133 = !DILocation(line: 69, column: 3, scope: !121)
!134 = distinct !{!134, !124, !135, !89}
!135 = !DILocation(line: 70, column: 23, scope: !117)
!136 = !DILocation(line: 71, column: 25, scope: !12)
!137 = !DILocation(line: 71, column: 28, scope: !12)
!138 = !DILocation(line: 71, column: 33, scope: !12)
!139 = !DILocation(line: 71, column: 3, scope: !12)
!140 = !DILocalVariable(name: "i", scope: !141, file: !1, line: 72, type: !15)
!141 = distinct !DILexicalBlock(scope: !12, file: !1, line: 72, column: 3)
!142 = !DILocation(line: 72, column: 12, scope: !141)
!143 = !DILocation(line: 72, column: 8, scope: !141)
!144 = !DILocation(line: 72, column: 19, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !1, line: 72, column: 3)
!146 = !DILocation(line: 72, column: 23, scope: !145)
!147 = !DILocation(line: 72, column: 21, scope: !145)
!148 = !DILocation(line: 72, column: 3, scope: !141)
!149 = !DILocation(line: 73, column: 10, scope: !145)
!150 = !DILocation(line: 73, column: 12, scope: !145)
!151 = !DILocation(line: 73, column: 5, scope: !145)
!152 = !DILocation(line: 72, column: 27, scope: !145)
!153 = !DILocation(line: 72, column: 3, scope: !145)
!154 = distinct !{!154, !148, !155, !89}
!155 = !DILocation(line: 73, column: 14, scope: !141)
!156 = !DILocation(line: 74, column: 8, scope: !12)
!157 = !DILocation(line: 74, column: 3, scope: !12)
!158 = !DILocation(line: 75, column: 8, scope: !12)
!159 = !DILocation(line: 75, column: 3, scope: !12)
!160 = !DILocation(line: 76, column: 3, scope: !12)
!161 = !DILocation(line: 77, column: 1, scope: !12)
!162 = distinct !DISubprogram(name: "pivots", scope: !1, file: !1, line: 13, type: !163, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!163 = !DISubroutineType(types: !164)
!164 = !{!15, !31, !15, !38, !32}
!165 = !DILocalVariable(name: "a", arg: 1, scope: !162, file: !1, line: 13, type: !31)
!166 = !DILocation(line: 13, column: 28, scope: !162)
!167 = !DILocalVariable(name: "n", arg: 2, scope: !162, file: !1, line: 13, type: !15)
!168 = !DILocation(line: 13, column: 35, scope: !162)
!169 = !DILocalVariable(name: "perm", arg: 3, scope: !162, file: !1, line: 13, type: !38)
!170 = !DILocation(line: 13, column: 43, scope: !162)
!171 = !DILocalVariable(name: "acc", arg: 4, scope: !162, file: !1, line: 13, type: !32)
!172 = !DILocation(line: 13, column: 57, scope: !162)
!173 = !DILocalVariable(name: "k", scope: !174, file: !1, line: 14, type: !15)
!174 = distinct !DILexicalBlock(scope: !162, file: !1, line: 14, column: 3)
!175 = !DILocation(line: 14, column: 12, scope: !174)
!176 = !DILocation(line: 14, column: 8, scope: !174)
!177 = !DILocation(line: 14, column: 19, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !1, line: 14, column: 3)
!179 = !DILocation(line: 14, column: 23, scope: !178)
!180 = !DILocation(line: 14, column: 21, scope: !178)
!181 = !DILocation(line: 14, column: 3, scope: !174)
!182 = !DILocalVariable(name: "p", scope: !183, file: !1, line: 15, type: !15)
!183 = distinct !DILexicalBlock(scope: !178, file: !1, line: 14, column: 31)
!184 = !DILocation(line: 15, column: 9, scope: !183)
!185 = !DILocation(line: 15, column: 13, scope: !183)
!186 = !DILocalVariable(name: "best", scope: !183, file: !1, line: 16, type: !3)
!187 = !DILocation(line: 16, column: 12, scope: !183)
!188 = !DILocation(line: 16, column: 24, scope: !183)
!189 = !DILocation(line: 16, column: 26, scope: !183)
!190 = !DILocation(line: 16, column: 29, scope: !183)
!191 = !DILocation(line: 16, column: 19, scope: !183)
!192 = !DILocalVariable(name: "i", scope: !193, file: !1, line: 17, type: !15)
!193 = distinct !DILexicalBlock(scope: !183, file: !1, line: 17, column: 5)
!194 = !DILocation(line: 17, column: 14, scope: !193)
!195 = !DILocation(line: 17, column: 18, scope: !193)
!196 = !DILocation(line: 17, column: 20, scope: !193)
!197 = !DILocation(line: 17, column: 10, scope: !193)
!198 = !DILocation(line: 17, column: 25, scope: !199)
!199 = distinct !DILexicalBlock(scope: !193, file: !1, line: 17, column: 5)
!200 = !DILocation(line: 17, column: 29, scope: !199)
!201 = !DILocation(line: 17, column: 27, scope: !199)
!202 = !DILocation(line: 17, column: 5, scope: !193)
!203 = !DILocation(line: 18, column: 16, scope: !204)
!204 = distinct !DILexicalBlock(scope: !199, file: !1, line: 18, column: 11)
!205 = !DILocation(line: 18, column: 18, scope: !204)
!206 = !DILocation(line: 18, column: 21, scope: !204)
!207 = !DILocation(line: 18, column: 11, scope: !204)
!208 = !DILocation(line: 18, column: 27, scope: !204)
!209 = !DILocation(line: 18, column: 25, scope: !204)
!210 = !DILocation(line: 18, column: 11, scope: !199)
!211 = !DILocation(line: 19, column: 21, scope: !212)
!212 = distinct !DILexicalBlock(scope: !204, file: !1, line: 18, column: 33)
!213 = !DILocation(line: 19, column: 23, scope: !212)
!214 = !DILocation(line: 19, column: 26, scope: !212)
!215 = !DILocation(line: 19, column: 16, scope: !212)
!216 = !DILocation(line: 19, column: 14, scope: !212)
!217 = !DILocation(line: 20, column: 13, scope: !212)
!218 = !DILocation(line: 20, column: 11, scope: !212)
!219 = !DILocation(line: 21, column: 7, scope: !212)
!220 = !DILocation(line: 17, column: 33, scope: !199)
!221 = !DILocation(line: 17, column: 5, scope: !199)
!222 = distinct !{!222, !202, !223, !89}
!223 = !DILocation(line: 21, column: 7, scope: !193)
!224 = !DILocation(line: 22, column: 9, scope: !225)
!225 = distinct !DILexicalBlock(scope: !183, file: !1, line: 22, column: 9)
!226 = !DILocation(line: 22, column: 14, scope: !225)
!227 = !DILocation(line: 22, column: 9, scope: !183)
!228 = !DILocation(line: 23, column: 7, scope: !225)
!229 = !DILocation(line: 24, column: 15, scope: !183)
!230 = !DILocation(line: 24, column: 5, scope: !183)
!231 = !DILocation(line: 24, column: 10, scope: !183)
!232 = !DILocation(line: 24, column: 13, scope: !183)
!233 = !DILocalVariable(name: "j", scope: !234, file: !1, line: 25, type: !15)
!234 = distinct !DILexicalBlock(scope: !183, file: !1, line: 25, column: 5)
!235 = !DILocation(line: 25, column: 14, scope: !234)
!236 = !DILocation(line: 25, column: 18, scope: !234)
!237 = !DILocation(line: 25, column: 20, scope: !234)
!238 = !DILocation(line: 25, column: 10, scope: !234)
!239 = !DILocation(line: 25, column: 25, scope: !240)
!240 = distinct !DILexicalBlock(scope: !234, file: !1, line: 25, column: 5)
!241 = !DILocation(line: 25, column: 29, scope: !240)
!242 = !DILocation(line: 25, column: 27, scope: !240)
!243 = !DILocation(line: 25, column: 5, scope: !234)
!244 = !DILocation(line: 26, column: 15, scope: !240)
!245 = !DILocation(line: 26, column: 17, scope: !240)
!246 = !DILocation(line: 26, column: 20, scope: !240)
!247 = !DILocation(line: 26, column: 8, scope: !240)
!248 = !DILocation(line: 26, column: 12, scope: !240)
!249 = !DILocation(line: 26, column: 7, scope: !240)
!250 = !DILocation(line: 25, column: 33, scope: !240)
!251 = !DILocation(line: 25, column: 5, scope: !240)
!252 = distinct !{!252, !243, !253, !89}
!253 = !DILocation(line: 26, column: 21, scope: !234)
!254 = !DILocalVariable(name: "i", scope: !255, file: !1, line: 27, type: !15)
!255 = distinct !DILexicalBlock(scope: !183, file: !1, line: 27, column: 5)
!256 = !DILocation(line: 27, column: 14, scope: !255)
!257 = !DILocation(line: 27, column: 18, scope: !255)
!258 = !DILocation(line: 27, column: 20, scope: !255)
!259 = !DILocation(line: 27, column: 10, scope: !255)
!260 = !DILocation(line: 27, column: 25, scope: !261)
!261 = distinct !DILexicalBlock(scope: !255, file: !1, line: 27, column: 5)
!262 = !DILocation(line: 27, column: 29, scope: !261)
!263 = !DILocation(line: 27, column: 27, scope: !261)
!264 = !DILocation(line: 27, column: 5, scope: !255)
!265 = !DILocalVariable(name: "l", scope: !266, file: !1, line: 28, type: !3)
!266 = distinct !DILexicalBlock(scope: !261, file: !1, line: 27, column: 37)
!267 = !DILocation(line: 28, column: 14, scope: !266)
!268 = !DILocation(line: 28, column: 18, scope: !266)
!269 = !DILocation(line: 28, column: 20, scope: !266)
!270 = !DILocation(line: 28, column: 23, scope: !266)
!271 = !DILocation(line: 28, column: 28, scope: !266)
!272 = !DILocation(line: 28, column: 30, scope: !266)
!273 = !DILocation(line: 28, column: 33, scope: !266)
!274 = !DILocation(line: 28, column: 26, scope: !266)
!275 = !DILocation(line: 29, column: 17, scope: !266)
!276 = !DILocation(line: 29, column: 7, scope: !266)
!277 = !DILocation(line: 29, column: 9, scope: !266)
!278 = !DILocation(line: 29, column: 12, scope: !266)
!279 = !DILocation(line: 29, column: 15, scope: !266)
!280 = !DILocalVariable(name: "j", scope: !281, file: !1, line: 30, type: !15)
!281 = distinct !DILexicalBlock(scope: !266, file: !1, line: 30, column: 7)
!282 = !DILocation(line: 30, column: 16, scope: !281)
!283 = !DILocation(line: 30, column: 20, scope: !281)
!284 = !DILocation(line: 30, column: 22, scope: !281)
!285 = !DILocation(line: 30, column: 12, scope: !281)
!286 = !DILocation(line: 30, column: 27, scope: !287)
!287 = distinct !DILexicalBlock(scope: !281, file: !1, line: 30, column: 7)
!288 = !DILocation(line: 30, column: 31, scope: !287)
!289 = !DILocation(line: 30, column: 29, scope: !287)
!290 = !DILocation(line: 30, column: 7, scope: !281)
!291 = !DILocation(line: 31, column: 20, scope: !287)
!292 = !DILocation(line: 31, column: 24, scope: !287)
!293 = !DILocation(line: 31, column: 26, scope: !287)
!294 = !DILocation(line: 31, column: 29, scope: !287)
!295 = !DILocation(line: 31, column: 9, scope: !287)
!296 = !DILocation(line: 31, column: 11, scope: !287)
!297 = !DILocation(line: 31, column: 14, scope: !287)
!298 = !DILocation(line: 31, column: 17, scope: !287)
!299 = !DILocation(line: 30, column: 35, scope: !287)
!300 = !DILocation(line: 30, column: 7, scope: !287)
!301 = distinct !{!301, !290, !302, !89}
!302 = !DILocation(line: 31, column: 30, scope: !281)
!303 = !DILocation(line: 32, column: 5, scope: !266)
!304 = !DILocation(line: 27, column: 33, scope: !261)
!305 = !DILocation(line: 27, column: 5, scope: !261)
!306 = distinct !{!306, !264, !307, !89}
!307 = !DILocation(line: 32, column: 5, scope: !255)
!308 = !DILocation(line: 33, column: 3, scope: !183)
!309 = !DILocation(line: 14, column: 27, scope: !178)
!310 = !DILocation(line: 14, column: 3, scope: !178)
!311 = distinct !{!311, !181, !312, !89}
!312 = !DILocation(line: 33, column: 3, scope: !174)
!313 = !DILocation(line: 34, column: 3, scope: !162)
!314 = !DILocation(line: 35, column: 1, scope: !162)
!315 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 45, type: !316, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!316 = !DISubroutineType(types: !317)
!317 = !{null, !31, !15}
!318 = !DILocalVariable(name: "a", arg: 1, scope: !315, file: !1, line: 45, type: !31)
!319 = !DILocation(line: 45, column: 32, scope: !315)
!320 = !DILocalVariable(name: "n", arg: 2, scope: !315, file: !1, line: 45, type: !15)
!321 = !DILocation(line: 45, column: 39, scope: !315)
!322 = !DILocalVariable(name: "i", scope: !323, file: !1, line: 46, type: !15)
!323 = distinct !DILexicalBlock(scope: !315, file: !1, line: 46, column: 3)
!324 = !DILocation(line: 46, column: 12, scope: !323)
!325 = !DILocation(line: 46, column: 8, scope: !323)
!326 = !DILocation(line: 46, column: 19, scope: !327)
!327 = distinct !DILexicalBlock(scope: !323, file: !1, line: 46, column: 3)
!328 = !DILocation(line: 46, column: 23, scope: !327)
!329 = !DILocation(line: 46, column: 21, scope: !327)
!330 = !DILocation(line: 46, column: 3, scope: !323)
!331 = !DILocalVariable(name: "j", scope: !332, file: !1, line: 47, type: !15)
!332 = distinct !DILexicalBlock(scope: !327, file: !1, line: 47, column: 5)
!333 = !DILocation(line: 47, column: 14, scope: !332)
!334 = !DILocation(line: 47, column: 18, scope: !332)
!335 = !DILocation(line: 47, column: 20, scope: !332)
!336 = !DILocation(line: 47, column: 10, scope: !332)
!337 = !DILocation(line: 47, column: 25, scope: !338)
!338 = distinct !DILexicalBlock(scope: !332, file: !1, line: 47, column: 5)
!339 = !DILocation(line: 47, column: 29, scope: !338)
!340 = !DILocation(line: 47, column: 27, scope: !338)
!341 = !DILocation(line: 47, column: 5, scope: !332)
!342 = !DILocalVariable(name: "t", scope: !343, file: !1, line: 48, type: !3)
!343 = distinct !DILexicalBlock(scope: !338, file: !1, line: 47, column: 37)
!344 = !DILocation(line: 48, column: 14, scope: !343)
!345 = !DILocation(line: 48, column: 18, scope: !343)
!346 = !DILocation(line: 48, column: 20, scope: !343)
!347 = !DILocation(line: 48, column: 23, scope: !343)
!348 = !DILocation(line: 49, column: 17, scope: !343)
!349 = !DILocation(line: 49, column: 19, scope: !343)
!350 = !DILocation(line: 49, column: 22, scope: !343)
!351 = !DILocation(line: 49, column: 7, scope: !343)
!352 = !DILocation(line: 49, column: 9, scope: !343)
!353 = !DILocation(line: 49, column: 12, scope: !343)
!354 = !DILocation(line: 49, column: 15, scope: !343)
!355 = !DILocation(line: 50, column: 17, scope: !343)
!356 = !DILocation(line: 50, column: 7, scope: !343)
!357 = !DILocation(line: 50, column: 9, scope: !343)
!358 = !DILocation(line: 50, column: 12, scope: !343)
!359 = !DILocation(line: 50, column: 15, scope: !343)
!360 = !DILocation(line: 51, column: 5, scope: !343)
!361 = !DILocation(line: 47, column: 33, scope: !338)
!362 = !DILocation(line: 47, column: 5, scope: !338)
!363 = distinct !{!363, !341, !364, !89}
!364 = !DILocation(line: 51, column: 5, scope: !332)
!365 = !DILocation(line: 46, column: 27, scope: !327)
!366 = !DILocation(line: 46, column: 3, scope: !327)
!367 = distinct !{!367, !330, !368, !89}
!368 = !DILocation(line: 51, column: 5, scope: !323)
!369 = !DILocation(line: 52, column: 1, scope: !315)
!370 = distinct !DISubprogram(name: "upper", scope: !1, file: !1, line: 37, type: !371, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!371 = !DISubroutineType(types: !372)
!372 = !{!3, !31, !15}
!373 = !DILocalVariable(name: "a", arg: 1, scope: !370, file: !1, line: 37, type: !31)
!374 = !DILocation(line: 37, column: 30, scope: !370)
!375 = !DILocalVariable(name: "n", arg: 2, scope: !370, file: !1, line: 37, type: !15)
!376 = !DILocation(line: 37, column: 37, scope: !370)
!377 = !DILocalVariable(name: "s", scope: !370, file: !1, line: 38, type: !3)
!378 = !DILocation(line: 38, column: 10, scope: !370)
!379 = !DILocalVariable(name: "i", scope: !380, file: !1, line: 39, type: !15)
!380 = distinct !DILexicalBlock(scope: !370, file: !1, line: 39, column: 3)
!381 = !DILocation(line: 39, column: 12, scope: !380)
!382 = !DILocation(line: 39, column: 8, scope: !380)
!383 = !DILocation(line: 39, column: 19, scope: !384)
!384 = distinct !DILexicalBlock(scope: !380, file: !1, line: 39, column: 3)
!385 = !DILocation(line: 39, column: 23, scope: !384)
!386 = !DILocation(line: 39, column: 21, scope: !384)
!387 = !DILocation(line: 39, column: 3, scope: !380)
!388 = !DILocalVariable(name: "j", scope: !389, file: !1, line: 40, type: !15)
!389 = distinct !DILexicalBlock(scope: !384, file: !1, line: 40, column: 5)
!390 = !DILocation(line: 40, column: 14, scope: !389)
!391 = !DILocation(line: 40, column: 18, scope: !389)
!392 = !DILocation(line: 40, column: 20, scope: !389)
!393 = !DILocation(line: 40, column: 10, scope: !389)
!394 = !DILocation(line: 40, column: 25, scope: !395)
!395 = distinct !DILexicalBlock(scope: !389, file: !1, line: 40, column: 5)
!396 = !DILocation(line: 40, column: 29, scope: !395)
!397 = !DILocation(line: 40, column: 27, scope: !395)
!398 = !DILocation(line: 40, column: 5, scope: !389)
!399 = !DILocation(line: 41, column: 12, scope: !395)
!400 = !DILocation(line: 41, column: 14, scope: !395)
!401 = !DILocation(line: 41, column: 17, scope: !395)
!402 = !DILocation(line: 41, column: 23, scope: !395)
!403 = !DILocation(line: 41, column: 27, scope: !395)
!404 = !DILocation(line: 41, column: 25, scope: !395)
!405 = !DILocation(line: 41, column: 22, scope: !395)
!406 = !DILocation(line: 41, column: 9, scope: !395)
!407 = !DILocation(line: 41, column: 7, scope: !395)
!408 = !DILocation(line: 40, column: 33, scope: !395)
!409 = !DILocation(line: 40, column: 5, scope: !395)
!410 = distinct !{!410, !398, !411, !89}
!411 = !DILocation(line: 41, column: 28, scope: !389)
!412 = !DILocation(line: 39, column: 27, scope: !384)
!413 = !DILocation(line: 39, column: 3, scope: !384)
!414 = distinct !{!414, !387, !415, !89}
!415 = !DILocation(line: 41, column: 28, scope: !380)
!416 = !DILocation(line: 42, column: 10, scope: !370)
!417 = !DILocation(line: 42, column: 3, scope: !370)
