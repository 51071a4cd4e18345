; ModuleID = 'float_steps.c'
source_filename = "float_steps.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"%ld %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @simulate(double* noundef %0, double* noundef %1, i32 noundef %2, double noundef %3, double noundef %4) #0 !dbg !13 {
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !19, metadata !DIExpression()), !dbg !20
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !21, metadata !DIExpression()), !dbg !22
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !23, metadata !DIExpression()), !dbg !24
  store double %3, double* %9, align 8
  call void @llvm.dbg.declare(metadata double* %9, metadata !25, metadata !DIExpression()), !dbg !26
  store double %4, double* %10, align 8
  call void @llvm.dbg.declare(metadata double* %10, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata double* %11, metadata !29, metadata !DIExpression()), !dbg !30
  store double 0.000000e+00, double* %11, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata double* %12, metadata !31, metadata !DIExpression()), !dbg !32
  store double 0.000000e+00, double* %12, align 8, !dbg !32
  br label %13, !dbg !33

13:                                               ; preds = %17, %5
  %14 = load double, double* %11, align 8, !dbg !34
  %15 = load double, double* %9, align 8, !dbg !35
  %16 = fcmp olt double %14, %15, !dbg !36
  br i1 %16, label %17, label %27, !dbg !33

17:                                               ; preds = %13
  %18 = load double*, double** %6, align 8, !dbg !37
  %19 = load double*, double** %7, align 8, !dbg !39
  %20 = load i32, i32* %8, align 4, !dbg !40
  %21 = call double @heat_step(double* noundef %18, double* noundef %19, i32 noundef %20, double noundef 2.500000e-01), !dbg !41
  %22 = load double, double* %12, align 8, !dbg !42
  %23 = fadd double %22, %21, !dbg !42
  store double %23, double* %12, align 8, !dbg !42
  %24 = load double, double* %10, align 8, !dbg !43
  %25 = load double, double* %11, align 8, !dbg !44
  %26 = fadd double %25, %24, !dbg !44
  store double %26, double* %11, align 8, !dbg !44
  br label %13, !dbg !33, !llvm.loop !45

27:                                               ; preds = %13
  %28 = load double, double* %12, align 8, !dbg !48
  ret double %28, !dbg !49
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @heat_step(double* noundef %0, double* noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !50 {
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store double* %0, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !53, metadata !DIExpression()), !dbg !54
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !55, metadata !DIExpression()), !dbg !56
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !57, metadata !DIExpression()), !dbg !58
  store double %3, double* %8, align 8
  call void @llvm.dbg.declare(metadata double* %8, metadata !59, metadata !DIExpression()), !dbg !60
  call void @llvm.dbg.declare(metadata i32* %9, metadata !61, metadata !DIExpression()), !dbg !63
  store i32 1, i32* %9, align 4, !dbg !63
  br label %12, !dbg !64

12:                                               ; preds = %48, %4
  %13 = load i32, i32* %9, align 4, !dbg !65
  %14 = load i32, i32* %7, align 4, !dbg !67
  %15 = sub nsw i32 %14, 1, !dbg !68
  %16 = icmp slt i32 %13, %15, !dbg !69
  br i1 %16, label %17, label %51, !dbg !70

17:                                               ; preds = %12
  %18 = load double*, double** %5, align 8, !dbg !71
  %19 = load i32, i32* %9, align 4, !dbg !72
  %20 = sext i32 %19 to i64, !dbg !71
  %21 = getelementptr inbounds double, double* %18, i64 %20, !dbg !71
  %22 = load double, double* %21, align 8, !dbg !71
  %23 = load double, double* %8, align 8, !dbg !73
  %24 = load double*, double** %5, align 8, !dbg !74
  %25 = load i32, i32* %9, align 4, !dbg !75
  %26 = sub nsw i32 %25, 1, !dbg !76
  %27 = sext i32 %26 to i64, !dbg !74
  %28 = getelementptr inbounds double, double* %24, i64 %27, !dbg !74
  %29 = load double, double* %28, align 8, !dbg !74
  %30 = load double*, double** %5, align 8, !dbg !77
  %31 = load i32, i32* %9, align 4, !dbg !78
  %32 = sext i32 %31 to i64, !dbg !77
  %33 = getelementptr inbounds double, double* %30, i64 %32, !dbg !77
  %34 = load double, double* %33, align 8, !dbg !77
  %35 = call double @llvm.fmuladd.f64(double -2.000000e+00, double %34, double %29), !dbg !79
  %36 = load double*, double** %5, align 8, !dbg !80
  %37 = load i32, i32* %9, align 4, !dbg !81
  %38 = add nsw i32 %37, 1, !dbg !82
  %39 = sext i32 %38 to i64, !dbg !80
  %40 = getelementptr inbounds double, double* %36, i64 %39, !dbg !80
  %41 = load double, double* %40, align 8, !dbg !80
  %42 = fadd double %35, %41, !dbg !83
  %43 = call double @llvm.fmuladd.f64(double %23, double %42, double %22), !dbg !84
  %44 = load double*, double** %6, align 8, !dbg !85
  %45 = load i32, i32* %9, align 4, !dbg !86
  %46 = sext i32 %45 to i64, !dbg !85
  %47 = getelementptr inbounds double, double* %44, i64 %46, !dbg !85
  store double %43, double* %47, align 8, !dbg !87
  br label %48, !dbg !85

48:                                               ; preds = %17
  %49 = load i32, i32* %9, align 4, !dbg !88
  %50 = add nsw i32 %49, 1, !dbg !88
  store i32 %50, i32* %9, align 4, !dbg !88
  br label %12, !dbg !89, !llvm.loop !90

51:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata double* %10, metadata !92, metadata !DIExpression()), !dbg !93
  store double 0.000000e+00, double* %10, align 8, !dbg !93
  call void @llvm.dbg.declare(metadata i32* %11, metadata !94, metadata !DIExpression()), !dbg !96
  store i32 1, i32* %11, align 4, !dbg !96
  br label %52, !dbg !97

52:                                               ; preds = %74, %51
  %53 = load i32, i32* %11, align 4, !dbg !98
  %54 = load i32, i32* %7, align 4, !dbg !100
  %55 = sub nsw i32 %54, 1, !dbg !101
  %56 = icmp slt i32 %53, %55, !dbg !102
  br i1 %56, label %57, label %77, !dbg !103

57:                                               ; preds = %52
  %58 = load double*, double** %6, align 8, !dbg !104
  %59 = load i32, i32* %11, align 4, !dbg !106
  %60 = sext i32 %59 to i64, !dbg !104
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !104
  %62 = load double, double* %61, align 8, !dbg !104
  %63 = load double*, double** %5, align 8, !dbg !107
  %64 = load i32, i32* %11, align 4, !dbg !108
  %65 = sext i32 %64 to i64, !dbg !107
  %66 = getelementptr inbounds double, double* %63, i64 %65, !dbg !107
  store double %62, double* %66, align 8, !dbg !109
  %67 = load double*, double** %5, align 8, !dbg !110
  %68 = load i32, i32* %11, align 4, !dbg !111
  %69 = sext i32 %68 to i64, !dbg !110
  %70 = getelementptr inbounds double, double* %67, i64 %69, !dbg !110
  %71 = load double, double* %70, align 8, !dbg !110
  %72 = load double, double* %10, align 8, !dbg !112
  %73 = fadd double %72, %71, !dbg !112
  store double %73, double* %10, align 8, !dbg !112
  br label %74, !dbg !113

74:                                               ; preds = %57
  %75 = load i32, i32* %11, align 4, !dbg !114
  %76 = add nsw i32 %75, 1, !dbg !114
  store i32 %76, i32* %11, align 4, !dbg !114
  br label %52, !dbg !115, !llvm.loop !116

77:                                               ; preds = %52
  %78 = load double, double* %10, align 8, !dbg !118
  ret double %78, !dbg !119
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !120 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca i64, align 8
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca double, align 8
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !126, metadata !DIExpression()), !dbg !127
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata i32* %6, metadata !130, metadata !DIExpression()), !dbg !131
  %21 = load i32, i32* %4, align 4, !dbg !132
  %22 = icmp sgt i32 %21, 1, !dbg !133
  br i1 %22, label %23, label %28, !dbg !132

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !134
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !134
  %26 = load i8*, i8** %25, align 8, !dbg !134
  %27 = call i32 @atoi(i8* noundef %26) #5, !dbg !135
  br label %29, !dbg !132

28:                                               ; preds = %2
  br label %29, !dbg !132

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 200, %28 ], !dbg !132
  store i32 %30, i32* %6, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata double* %7, metadata !136, metadata !DIExpression()), !dbg !137
  %31 = load i32, i32* %4, align 4, !dbg !138
  %32 = icmp sgt i32 %31, 2, !dbg !139
  br i1 %32, label %33, label %38, !dbg !138

33:                                               ; preds = %29
  %34 = load i8**, i8*** %5, align 8, !dbg !140
  %35 = getelementptr inbounds i8*, i8** %34, i64 2, !dbg !140
  %36 = load i8*, i8** %35, align 8, !dbg !140
  %37 = call double @atof(i8* noundef %36) #5, !dbg !141
  br label %39, !dbg !138

38:                                               ; preds = %29
  br label %39, !dbg !138

39:                                               ; preds = %38, %33
  %40 = phi double [ %37, %33 ], [ 1.000000e+00, %38 ], !dbg !138
  store double %40, double* %7, align 8, !dbg !137
  call void @llvm.dbg.declare(metadata double* %8, metadata !142, metadata !DIExpression()), !dbg !143
  %41 = load i32, i32* %4, align 4, !dbg !144
  %42 = icmp sgt i32 %41, 3, !dbg !145
  br i1 %42, label %43, label %48, !dbg !144

43:                                               ; preds = %39
  %44 = load i8**, i8*** %5, align 8, !dbg !146
  %45 = getelementptr inbounds i8*, i8** %44, i64 3, !dbg !146
  %46 = load i8*, i8** %45, align 8, !dbg !146
  %47 = call double @strtod(i8* noundef %46, i8** noundef null) #6, !dbg !147
  br label %49, !dbg !144

48:                                               ; preds = %39
  br label %49, !dbg !144

49:                                               ; preds = %48, %43
  %50 = phi double [ %47, %43 ], [ 1.000000e-02, %48 ], !dbg !144
  store double %50, double* %8, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata i32* %9, metadata !148, metadata !DIExpression()), !dbg !149
  %51 = load i32, i32* %4, align 4, !dbg !150
  %52 = icmp sgt i32 %51, 4, !dbg !151
  br i1 %52, label %53, label %58, !dbg !150

53:                                               ; preds = %49
  %54 = load i8**, i8*** %5, align 8, !dbg !152
  %55 = getelementptr inbounds i8*, i8** %54, i64 4, !dbg !152
  %56 = load i8*, i8** %55, align 8, !dbg !152
  %57 = call i32 @atoi(i8* noundef %56) #5, !dbg !153
  br label %59, !dbg !150

58:                                               ; preds = %49
  br label %59, !dbg !150

59:                                               ; preds = %58, %53
  %60 = phi i32 [ %57, %53 ], [ 2, %58 ], !dbg !150
  store i32 %60, i32* %9, align 4, !dbg !149
  call void @llvm.dbg.declare(metadata double** %10, metadata !154, metadata !DIExpression()), !dbg !155
  %61 = load i32, i32* %6, align 4, !dbg !156
  %62 = sext i32 %61 to i64, !dbg !156
  %63 = mul i64 %62, 8, !dbg !157
  %64 = call noalias i8* @malloc(i64 noundef %63) #6, !dbg !158
  %65 = bitcast i8* %64 to double*, !dbg !158
  store double* %65, double** %10, align 8, !dbg !155
  call void @llvm.dbg.declare(metadata double** %11, metadata !159, metadata !DIExpression()), !dbg !160
  %66 = load i32, i32* %6, align 4, !dbg !161
  %67 = sext i32 %66 to i64, !dbg !161
  %68 = mul i64 %67, 8, !dbg !162
  %69 = call noalias i8* @malloc(i64 noundef %68) #6, !dbg !163
  %70 = bitcast i8* %69 to double*, !dbg !163
  store double* %70, double** %11, align 8, !dbg !160
  call void @llvm.dbg.declare(metadata i32* %12, metadata !164, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %12, align 4, !dbg !166
  br label %71, !dbg !167

71:                                               ; preds = %88, %59
  %72 = load i32, i32* %12, align 4, !dbg !168
  %73 = load i32, i32* %6, align 4, !dbg !170
  %74 = icmp slt i32 %72, %73, !dbg !171
  br i1 %74, label %75, label %91, !dbg !172

75:                                               ; preds = %71
  %76 = load i32, i32* %12, align 4, !dbg !173
  %77 = srem i32 %76, 7, !dbg !174
  %78 = sitofp i32 %77 to double, !dbg !175
  %79 = fmul double %78, 5.000000e-01, !dbg !176
  %80 = load double*, double** %11, align 8, !dbg !177
  %81 = load i32, i32* %12, align 4, !dbg !178
  %82 = sext i32 %81 to i64, !dbg !177
  %83 = getelementptr inbounds double, double* %80, i64 %82, !dbg !177
  store double %79, double* %83, align 8, !dbg !179
  %84 = load double*, double** %10, align 8, !dbg !180
  %85 = load i32, i32* %12, align 4, !dbg !181
  %86 = sext i32 %85 to i64, !dbg !180
  %87 = getelementptr inbounds double, double* %84, i64 %86, !dbg !180
  store double %79, double* %87, align 8, !dbg !182
  br label %88, !dbg !180

88:                                               ; preds = %75
  %89 = load i32, i32* %12, align 4, !dbg !183
  %90 = add nsw i32 %89, 1, !dbg !183
  store i32 %90, i32* %12, align 4, !dbg !183
  br label %71, !dbg !184, !llvm.loop !185

91:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata double* %13, metadata !187, metadata !DIExpression()), !dbg !188
  %92 = load double*, double** %10, align 8, !dbg !189
  %93 = load double*, double** %11, align 8, !dbg !190
  %94 = load i32, i32* %6, align 4, !dbg !191
  %95 = load double, double* %7, align 8, !dbg !192
  %96 = load double, double* %8, align 8, !dbg !193
  %97 = call double @simulate(double* noundef %92, double* noundef %93, i32 noundef %94, double noundef %95, double noundef %96), !dbg !194
  store double %97, double* %13, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata double* %14, metadata !195, metadata !DIExpression()), !dbg !196
  store double 0.000000e+00, double* %14, align 8, !dbg !196
  call void @llvm.dbg.declare(metadata i64* %15, metadata !197, metadata !DIExpression()), !dbg !199
  store i64 0, i64* %15, align 8, !dbg !199
  br label %98, !dbg !200

98:                                               ; preds = %112, %91
  %99 = load double*, double** %10, align 8, !dbg !201
  %100 = load i64, i64* %15, align 8, !dbg !203
  %101 = load i32, i32* %6, align 4, !dbg !204
  %102 = sext i32 %101 to i64, !dbg !204
  %103 = srem i64 %100, %102, !dbg !205
  %104 = getelementptr inbounds double, double* %99, i64 %103, !dbg !201
  %105 = load double, double* %104, align 8, !dbg !206
  %106 = fadd double %105, 1.000000e+00, !dbg !206
  store double %106, double* %104, align 8, !dbg !206
  %107 = load i64, i64* %15, align 8, !dbg !207
  %108 = add nsw i64 %107, 1, !dbg !207
  store i64 %108, i64* %15, align 8, !dbg !207
  %109 = load double, double* %8, align 8, !dbg !208
  %110 = load double, double* %14, align 8, !dbg !209
  %111 = fadd double %110, %109, !dbg !209
  store double %111, double* %14, align 8, !dbg !209
  br label %112, !dbg !210

112:                                              ; preds = %98
  %113 = load double, double* %14, align 8, !dbg !211
  %114 = load double, double* %7, align 8, !dbg !212
  %115 = fcmp olt double %113, %114, !dbg !213
  br i1 %115, label %98, label %116, !dbg !210, !llvm.loop !214

116:                                              ; preds = %112
  call void @llvm.dbg.declare(metadata float* %16, metadata !216, metadata !DIExpression()), !dbg !217
  %117 = load double, double* %7, align 8, !dbg !218
  %118 = fptrunc double %117 to float, !dbg !219
  store float %118, float* %16, align 4, !dbg !217
  call void @llvm.dbg.declare(metadata float* %17, metadata !220, metadata !DIExpression()), !dbg !222
  store float 0.000000e+00, float* %17, align 4, !dbg !222
  br label %119, !dbg !223

119:                                              ; preds = %135, %116
  %120 = load float, float* %17, align 4, !dbg !224
  %121 = load float, float* %16, align 4, !dbg !226
  %122 = fcmp olt float %120, %121, !dbg !227
  br i1 %122, label %123, label %138, !dbg !228

123:                                              ; preds = %119
  %124 = load double*, double** %10, align 8, !dbg !229
  %125 = load float, float* %17, align 4, !dbg !230
  %126 = fmul float %125, 8.000000e+00, !dbg !231
  %127 = fptosi float %126 to i32, !dbg !232
  %128 = load i32, i32* %6, align 4, !dbg !233
  %129 = srem i32 %127, %128, !dbg !234
  %130 = sext i32 %129 to i64, !dbg !229
  %131 = getelementptr inbounds double, double* %124, i64 %130, !dbg !229
  %132 = load double, double* %131, align 8, !dbg !229
  %133 = load double, double* %13, align 8, !dbg !235
  %134 = fadd double %133, %132, !dbg !235
  store double %134, double* %13, align 8, !dbg !235
  br label %135, !dbg !236

135:                                              ; preds = %123
  %136 = load float, float* %17, align 4, !dbg !237
  %137 = fadd float %136, 1.250000e-01, !dbg !237
  store float %137, float* %17, align 4, !dbg !237
  br label %119, !dbg !238, !llvm.loop !239

138:                                              ; preds = %119
  call void @llvm.dbg.declare(metadata double* %18, metadata !241, metadata !DIExpression()), !dbg !243
  %139 = load double, double* %7, align 8, !dbg !244
  store double %139, double* %18, align 8, !dbg !243
  br label %140, !dbg !245

140:                                              ; preds = %155, %138
  %141 = load double, double* %18, align 8, !dbg !246
  %142 = fcmp ogt double %141, 0.000000e+00, !dbg !248
  br i1 %142, label %143, label %158, !dbg !249

143:                                              ; preds = %140
  %144 = load double*, double** %11, align 8, !dbg !250
  %145 = load double, double* %18, align 8, !dbg !251
  %146 = fmul double %145, 1.000000e+01, !dbg !252
  %147 = fptosi double %146 to i32, !dbg !253
  %148 = load i32, i32* %6, align 4, !dbg !254
  %149 = srem i32 %147, %148, !dbg !255
  %150 = sext i32 %149 to i64, !dbg !250
  %151 = getelementptr inbounds double, double* %144, i64 %150, !dbg !250
  %152 = load double, double* %151, align 8, !dbg !250
  %153 = load double, double* %13, align 8, !dbg !256
  %154 = fadd double %153, %152, !dbg !256
  store double %154, double* %13, align 8, !dbg !256
  br label %155, !dbg !257

155:                                              ; preds = %143
  %156 = load double, double* %18, align 8, !dbg !258
  %157 = fsub double %156, 3.000000e-01, !dbg !258
  store double %157, double* %18, align 8, !dbg !258
  br label %140, !dbg !259, !llvm.loop !260

158:                                              ; preds = %140
  call void @llvm.dbg.declare(metadata i32* %19, metadata !262, metadata !DIExpression()), !dbg !264
  store i32 0, i32* %19, align 4, !dbg !264
  br label %159, !dbg !265

159:                                              ; preds = %179, %158
  %160 = load i32, i32* %19, align 4, !dbg !266
  %161 = load i32, i32* %9, align 4, !dbg !268
  %162 = icmp slt i32 %160, %161, !dbg !269
  br i1 %162, label %163, label %182, !dbg !270

163:                                              ; preds = %159
  call void @llvm.dbg.declare(metadata double* %20, metadata !271, metadata !DIExpression()), !dbg !273
  store double 0.000000e+00, double* %20, align 8, !dbg !273
  br label %164, !dbg !274

164:                                              ; preds = %168, %163
  %165 = load double, double* %20, align 8, !dbg !275
  %166 = load double, double* %7, align 8, !dbg !276
  %167 = fcmp ole double %165, %166, !dbg !277
  br i1 %167, label %168, label %178, !dbg !274

168:                                              ; preds = %164
  %169 = load double*, double** %11, align 8, !dbg !278
  %170 = load double*, double** %10, align 8, !dbg !280
  %171 = load i32, i32* %6, align 4, !dbg !281
  %172 = call double @heat_step(double* noundef %169, double* noundef %170, i32 noundef %171, double noundef 1.000000e-01), !dbg !282
  %173 = load double, double* %13, align 8, !dbg !283
  %174 = fadd double %173, %172, !dbg !283
  store double %174, double* %13, align 8, !dbg !283
  %175 = load double, double* %8, align 8, !dbg !284
  %176 = load double, double* %20, align 8, !dbg !285
  %177 = call double @llvm.fmuladd.f64(double 2.000000e+00, double %175, double %176), !dbg !285
  store double %177, double* %20, align 8, !dbg !285
  br label %164, !dbg !274, !llvm.loop !286

178:                                              ; preds = %164
  br label %179, !dbg !288

179:                                              ; preds = %178
  %180 = load i32, i32* %19, align 4, !dbg !289
  %181 = add nsw i32 %180, 1, !dbg !289
  store i32 %181, i32* %19, align 4, !dbg !289
  br label %159, !dbg !290, !llvm.loop !291

182:                                              ; preds = %159
  %183 = load i64, i64* %15, align 8, !dbg !293
  %184 = load double, double* %13, align 8, !dbg !294
  %185 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i64 noundef %183, double noundef %184), !dbg !295
  %186 = load double*, double** %10, align 8, !dbg !296
  %187 = bitcast double* %186 to i8*, !dbg !296
  call void @free(i8* noundef %187) #6, !dbg !297
  %188 = load double*, double** %11, align 8, !dbg !298
  %189 = bitcast double* %188 to i8*, !dbg !298
  call void @free(i8* noundef %189) #6, !dbg !299
  ret i32 0, !dbg !300
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare double @atof(i8* noundef) #2

; Function Attrs: nounwind
declare double @strtod(i8* noundef, i8** noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

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
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_steps.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "4977085f0eec0d570ef4e926720cf05e")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "simulate", scope: !1, file: !1, line: 21, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !17, !17, !4, !16, !16}
!16 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "u", arg: 1, scope: !13, file: !1, line: 21, type: !17)
!20 = !DILocation(line: 21, column: 25, scope: !13)
!21 = !DILocalVariable(name: "v", arg: 2, scope: !13, file: !1, line: 21, type: !17)
!22 = !DILocation(line: 21, column: 36, scope: !13)
!23 = !DILocalVariable(name: "n", arg: 3, scope: !13, file: !1, line: 21, type: !4)
!24 = !DILocation(line: 21, column: 43, scope: !13)
!25 = !DILocalVariable(name: "tend", arg: 4, scope: !13, file: !1, line: 21, type: !16)
!26 = !DILocation(line: 21, column: 53, scope: !13)
!27 = !DILocalVariable(name: "dt", arg: 5, scope: !13, file: !1, line: 21, type: !16)
!28 = !DILocation(line: 21, column: 66, scope: !13)
!29 = !DILocalVariable(name: "t", scope: !13, file: !1, line: 23, type: !16)
!30 = !DILocation(line: 23, column: 10, scope: !13)
!31 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 23, type: !16)
!32 = !DILocation(line: 23, column: 19, scope: !13)
!33 = !DILocation(line: 24, column: 3, scope: !13)
!34 = !DILocation(line: 24, column: 10, scope: !13)
!35 = !DILocation(line: 24, column: 14, scope: !13)
!36 = !DILocation(line: 24, column: 12, scope: !13)
!37 = !DILocation(line: 25, column: 20, scope: !38)
!38 = distinct !DILexicalBlock(scope: !13, file: !1, line: 24, column: 20)
!39 = !DILocation(line: 25, column: 23, scope: !38)
!40 = !DILocation(line: 25, column: 26, scope: !38)
!41 = !DILocation(line: 25, column: 10, scope: !38)
!42 = !DILocation(line: 25, column: 7, scope: !38)
!43 = !DILocation(line: 26, column: 10, scope: !38)
!44 = !DILocation(line: 26, column: 7, scope: !38)
!45 = distinct !{!45, !33, !46, !47}
!46 = !DILocation(line: 27, column: 3, scope: !13)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 28, column: 10, scope: !13)
!49 = !DILocation(line: 28, column: 3, scope: !13)
!50 = distinct !DISubprogram(name: "heat_step", scope: !1, file: !1, line: 9, type: !51, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!51 = !DISubroutineType(types: !52)
!52 = !{!16, !17, !17, !4, !16}
!53 = !DILocalVariable(name: "u", arg: 1, scope: !50, file: !1, line: 9, type: !17)
!54 = !DILocation(line: 9, column: 33, scope: !50)
!55 = !DILocalVariable(name: "v", arg: 2, scope: !50, file: !1, line: 9, type: !17)
!56 = !DILocation(line: 9, column: 44, scope: !50)
!57 = !DILocalVariable(name: "n", arg: 3, scope: !50, file: !1, line: 9, type: !4)
!58 = !DILocation(line: 9, column: 51, scope: !50)
!59 = !DILocalVariable(name: "r", arg: 4, scope: !50, file: !1, line: 9, type: !16)
!60 = !DILocation(line: 9, column: 61, scope: !50)
!61 = !DILocalVariable(name: "i", scope: !62, file: !1, line: 11, type: !4)
!62 = distinct !DILexicalBlock(scope: !50, file: !1, line: 11, column: 3)
!63 = !DILocation(line: 11, column: 12, scope: !62)
!64 = !DILocation(line: 11, column: 8, scope: !62)
!65 = !DILocation(line: 11, column: 19, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !1, line: 11, column: 3)
!67 = !DILocation(line: 11, column: 23, scope: !66)
!68 = !DILocation(line: 11, column: 25, scope: !66)
!69 = !DILocation(line: 11, column: 21, scope: !66)
!70 = !DILocation(line: 11, column: 3, scope: !62)
!71 = !DILocation(line: 12, column: 12, scope: !66)
!72 = !DILocation(line: 12, column: 14, scope: !66)
!73 = !DILocation(line: 12, column: 19, scope: !66)
!74 = !DILocation(line: 12, column: 24, scope: !66)
!75 = !DILocation(line: 12, column: 26, scope: !66)
!76 = !DILocation(line: 12, column: 28, scope: !66)
!77 = !DILocation(line: 12, column: 41, scope: !66)
!78 = !DILocation(line: 12, column: 43, scope: !66)
!79 = !DILocation(line: 12, column: 33, scope: !66)
!80 = !DILocation(line: 12, column: 48, scope: !66)
!81 = !DILocation(line: 12, column: 50, scope: !66)
!82 = !DILocation(line: 12, column: 52, scope: !66)
!83 = !DILocation(line: 12, column: 46, scope: !66)
!84 = !DILocation(line: 12, column: 17, scope: !66)
!85 = !DILocation(line: 12, column: 5, scope: !66)
!86 = !DILocation(line: 12, column: 7, scope: !66)
!87 = !DILocation(line: 12, column: 10, scope: !66)
!88 = !DILocation(line: 11, column: 31, scope: !66)
!89 = !DILocation(line: 11, column: 3, scope: !66)
!90 = distinct !{!90, !70, !91, !47}
!91 = !DILocation(line: 12, column: 56, scope: !62)
!92 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 13, type: !16)
!93 = !DILocation(line: 13, column: 10, scope: !50)
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 14, type: !4)
!95 = distinct !DILexicalBlock(scope: !50, file: !1, line: 14, column: 3)
!96 = !DILocation(line: 14, column: 12, scope: !95)
!97 = !DILocation(line: 14, column: 8, scope: !95)
!98 = !DILocation(line: 14, column: 19, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !1, line: 14, column: 3)
!100 = !DILocation(line: 14, column: 23, scope: !99)
!101 = !DILocation(line: 14, column: 25, scope: !99)
!102 = !DILocation(line: 14, column: 21, scope: !99)
!103 = !DILocation(line: 14, column: 3, scope: !95)
!104 = !DILocation(line: 15, column: 12, scope: !105)
!105 = distinct !DILexicalBlock(scope: !99, file: !1, line: 14, column: 35)
!106 = !DILocation(line: 15, column: 14, scope: !105)
!107 = !DILocation(line: 15, column: 5, scope: !105)
!108 = !DILocation(line: 15, column: 7, scope: !105)
!109 = !DILocation(line: 15, column: 10, scope: !105)
!110 = !DILocation(line: 16, column: 10, scope: !105)
!111 = !DILocation(line: 16, column: 12, scope: !105)
!112 = !DILocation(line: 16, column: 7, scope: !105)
!113 = !DILocation(line: 17, column: 3, scope: !105)
!114 = !DILocation(line: 14, column: 31, scope: !99)
!115 = !DILocation(line: 14, column: 3, scope: !99)
!116 = distinct !{!116, !103, !117, !47}
!117 = !DILocation(line: 17, column: 3, scope: !95)
!118 = !DILocation(line: 18, column: 10, scope: !50)
!119 = !DILocation(line: 18, column: 3, scope: !50)
!120 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !121, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!121 = !DISubroutineType(types: !122)
!122 = !{!4, !4, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!126 = !DILocalVariable(name: "argc", arg: 1, scope: !120, file: !1, line: 31, type: !4)
!127 = !DILocation(line: 31, column: 14, scope: !120)
!128 = !DILocalVariable(name: "argv", arg: 2, scope: !120, file: !1, line: 31, type: !123)
!129 = !DILocation(line: 31, column: 27, scope: !120)
!130 = !DILocalVariable(name: "n", scope: !120, file: !1, line: 33, type: !4)
!131 = !DILocation(line: 33, column: 7, scope: !120)
!132 = !DILocation(line: 33, column: 11, scope: !120)
!133 = !DILocation(line: 33, column: 16, scope: !120)
!134 = !DILocation(line: 33, column: 27, scope: !120)
!135 = !DILocation(line: 33, column: 22, scope: !120)
!136 = !DILocalVariable(name: "tend", scope: !120, file: !1, line: 34, type: !16)
!137 = !DILocation(line: 34, column: 10, scope: !120)
!138 = !DILocation(line: 34, column: 17, scope: !120)
!139 = !DILocation(line: 34, column: 22, scope: !120)
!140 = !DILocation(line: 34, column: 33, scope: !120)
!141 = !DILocation(line: 34, column: 28, scope: !120)
!142 = !DILocalVariable(name: "dt", scope: !120, file: !1, line: 35, type: !16)
!143 = !DILocation(line: 35, column: 10, scope: !120)
!144 = !DILocation(line: 35, column: 15, scope: !120)
!145 = !DILocation(line: 35, column: 20, scope: !120)
!146 = !DILocation(line: 35, column: 33, scope: !120)
!147 = !DILocation(line: 35, column: 26, scope: !120)
!148 = !DILocalVariable(name: "reps", scope: !120, file: !1, line: 36, type: !4)
!149 = !DILocation(line: 36, column: 7, scope: !120)
!150 = !DILocation(line: 36, column: 14, scope: !120)
!151 = !DILocation(line: 36, column: 19, scope: !120)
!152 = !DILocation(line: 36, column: 30, scope: !120)
!153 = !DILocation(line: 36, column: 25, scope: !120)
!154 = !DILocalVariable(name: "u", scope: !120, file: !1, line: 37, type: !17)
!155 = !DILocation(line: 37, column: 11, scope: !120)
!156 = !DILocation(line: 37, column: 22, scope: !120)
!157 = !DILocation(line: 37, column: 24, scope: !120)
!158 = !DILocation(line: 37, column: 15, scope: !120)
!159 = !DILocalVariable(name: "v", scope: !120, file: !1, line: 38, type: !17)
!160 = !DILocation(line: 38, column: 11, scope: !120)
!161 = !DILocation(line: 38, column: 22, scope: !120)
!162 = !DILocation(line: 38, column: 24, scope: !120)
!163 = !DILocation(line: 38, column: 15, scope: !120)
!164 = !DILocalVariable(name: "i", scope: !165, file: !1, line: 39, type: !4)
!165 = distinct !DILexicalBlock(scope: !120, file: !1, line: 39, column: 3)
!166 = !DILocation(line: 39, column: 12, scope: !165)
!167 = !DILocation(line: 39, column: 8, scope: !165)
!168 = !DILocation(line: 39, column: 19, scope: !169)
!169 = distinct !DILexicalBlock(scope: !165, file: !1, line: 39, column: 3)
!170 = !DILocation(line: 39, column: 23, scope: !169)
!171 = !DILocation(line: 39, column: 21, scope: !169)
!172 = !DILocation(line: 39, column: 3, scope: !165)
!173 = !DILocation(line: 40, column: 20, scope: !169)
!174 = !DILocation(line: 40, column: 22, scope: !169)
!175 = !DILocation(line: 40, column: 19, scope: !169)
!176 = !DILocation(line: 40, column: 27, scope: !169)
!177 = !DILocation(line: 40, column: 12, scope: !169)
!178 = !DILocation(line: 40, column: 14, scope: !169)
!179 = !DILocation(line: 40, column: 17, scope: !169)
!180 = !DILocation(line: 40, column: 5, scope: !169)
!181 = !DILocation(line: 40, column: 7, scope: !169)
!182 = !DILocation(line: 40, column: 10, scope: !169)
!183 = !DILocation(line: 39, column: 27, scope: !169)
!184 = !DILocation(line: 39, column: 3, scope: !169)
!185 = distinct !{!185, !172, !186, !47}
!186 = !DILocation(line: 40, column: 29, scope: !165)
!187 = !DILocalVariable(name: "s", scope: !120, file: !1, line: 42, type: !16)
!188 = !DILocation(line: 42, column: 10, scope: !120)
!189 = !DILocation(line: 42, column: 23, scope: !120)
!190 = !DILocation(line: 42, column: 26, scope: !120)
!191 = !DILocation(line: 42, column: 29, scope: !120)
!192 = !DILocation(line: 42, column: 32, scope: !120)
!193 = !DILocation(line: 42, column: 38, scope: !120)
!194 = !DILocation(line: 42, column: 14, scope: !120)
!195 = !DILocalVariable(name: "t", scope: !120, file: !1, line: 45, type: !16)
!196 = !DILocation(line: 45, column: 10, scope: !120)
!197 = !DILocalVariable(name: "k", scope: !120, file: !1, line: 46, type: !198)
!198 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!199 = !DILocation(line: 46, column: 8, scope: !120)
!200 = !DILocation(line: 47, column: 3, scope: !120)
!201 = !DILocation(line: 48, column: 5, scope: !202)
!202 = distinct !DILexicalBlock(scope: !120, file: !1, line: 47, column: 6)
!203 = !DILocation(line: 48, column: 7, scope: !202)
!204 = !DILocation(line: 48, column: 11, scope: !202)
!205 = !DILocation(line: 48, column: 9, scope: !202)
!206 = !DILocation(line: 48, column: 14, scope: !202)
!207 = !DILocation(line: 49, column: 6, scope: !202)
!208 = !DILocation(line: 50, column: 10, scope: !202)
!209 = !DILocation(line: 50, column: 7, scope: !202)
!210 = !DILocation(line: 51, column: 3, scope: !202)
!211 = !DILocation(line: 51, column: 12, scope: !120)
!212 = !DILocation(line: 51, column: 16, scope: !120)
!213 = !DILocation(line: 51, column: 14, scope: !120)
!214 = distinct !{!214, !200, !215, !47}
!215 = !DILocation(line: 51, column: 20, scope: !120)
!216 = !DILocalVariable(name: "lim", scope: !120, file: !1, line: 54, type: !3)
!217 = !DILocation(line: 54, column: 9, scope: !120)
!218 = !DILocation(line: 54, column: 22, scope: !120)
!219 = !DILocation(line: 54, column: 15, scope: !120)
!220 = !DILocalVariable(name: "x", scope: !221, file: !1, line: 55, type: !3)
!221 = distinct !DILexicalBlock(scope: !120, file: !1, line: 55, column: 3)
!222 = !DILocation(line: 55, column: 14, scope: !221)
!223 = !DILocation(line: 55, column: 8, scope: !221)
!224 = !DILocation(line: 55, column: 24, scope: !225)
!225 = distinct !DILexicalBlock(scope: !221, file: !1, line: 55, column: 3)
!226 = !DILocation(line: 55, column: 28, scope: !225)
!227 = !DILocation(line: 55, column: 26, scope: !225)
!228 = !DILocation(line: 55, column: 3, scope: !221)
!229 = !DILocation(line: 56, column: 10, scope: !225)
!230 = !DILocation(line: 56, column: 18, scope: !225)
!231 = !DILocation(line: 56, column: 20, scope: !225)
!232 = !DILocation(line: 56, column: 12, scope: !225)
!233 = !DILocation(line: 56, column: 30, scope: !225)
!234 = !DILocation(line: 56, column: 28, scope: !225)
!235 = !DILocation(line: 56, column: 7, scope: !225)
!236 = !DILocation(line: 56, column: 5, scope: !225)
!237 = !DILocation(line: 55, column: 35, scope: !225)
!238 = !DILocation(line: 55, column: 3, scope: !225)
!239 = distinct !{!239, !228, !240, !47}
!240 = !DILocation(line: 56, column: 31, scope: !221)
!241 = !DILocalVariable(name: "y", scope: !242, file: !1, line: 59, type: !16)
!242 = distinct !DILexicalBlock(scope: !120, file: !1, line: 59, column: 3)
!243 = !DILocation(line: 59, column: 15, scope: !242)
!244 = !DILocation(line: 59, column: 19, scope: !242)
!245 = !DILocation(line: 59, column: 8, scope: !242)
!246 = !DILocation(line: 59, column: 25, scope: !247)
!247 = distinct !DILexicalBlock(scope: !242, file: !1, line: 59, column: 3)
!248 = !DILocation(line: 59, column: 27, scope: !247)
!249 = !DILocation(line: 59, column: 3, scope: !242)
!250 = !DILocation(line: 60, column: 10, scope: !247)
!251 = !DILocation(line: 60, column: 18, scope: !247)
!252 = !DILocation(line: 60, column: 20, scope: !247)
!253 = !DILocation(line: 60, column: 12, scope: !247)
!254 = !DILocation(line: 60, column: 30, scope: !247)
!255 = !DILocation(line: 60, column: 28, scope: !247)
!256 = !DILocation(line: 60, column: 7, scope: !247)
!257 = !DILocation(line: 60, column: 5, scope: !247)
!258 = !DILocation(line: 59, column: 36, scope: !247)
!259 = !DILocation(line: 59, column: 3, scope: !247)
!260 = distinct !{!260, !249, !261, !47}
!261 = !DILocation(line: 60, column: 31, scope: !242)
!262 = !DILocalVariable(name: "r", scope: !263, file: !1, line: 63, type: !4)
!263 = distinct !DILexicalBlock(scope: !120, file: !1, line: 63, column: 3)
!264 = !DILocation(line: 63, column: 12, scope: !263)
!265 = !DILocation(line: 63, column: 8, scope: !263)
!266 = !DILocation(line: 63, column: 19, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !1, line: 63, column: 3)
!268 = !DILocation(line: 63, column: 23, scope: !267)
!269 = !DILocation(line: 63, column: 21, scope: !267)
!270 = !DILocation(line: 63, column: 3, scope: !263)
!271 = !DILocalVariable(name: "tt", scope: !272, file: !1, line: 64, type: !16)
!272 = distinct !DILexicalBlock(scope: !267, file: !1, line: 63, column: 34)
!273 = !DILocation(line: 64, column: 12, scope: !272)
!274 = !DILocation(line: 65, column: 5, scope: !272)
!275 = !DILocation(line: 65, column: 12, scope: !272)
!276 = !DILocation(line: 65, column: 18, scope: !272)
!277 = !DILocation(line: 65, column: 15, scope: !272)
!278 = !DILocation(line: 66, column: 22, scope: !279)
!279 = distinct !DILexicalBlock(scope: !272, file: !1, line: 65, column: 24)
!280 = !DILocation(line: 66, column: 25, scope: !279)
!281 = !DILocation(line: 66, column: 28, scope: !279)
!282 = !DILocation(line: 66, column: 12, scope: !279)
!283 = !DILocation(line: 66, column: 9, scope: !279)
!284 = !DILocation(line: 67, column: 19, scope: !279)
!285 = !DILocation(line: 67, column: 10, scope: !279)
!286 = distinct !{!286, !274, !287, !47}
!287 = !DILocation(line: 68, column: 5, scope: !272)
!288 = !DILocation(line: 69, column: 3, scope: !272)
!289 = !DILocation(line: 63, column: 30, scope: !267)
!290 = !DILocation(line: 63, column: 3, scope: !267)
!291 = distinct !{!291, !270, !292, !47}
!292 = !DILocation(line: 69, column: 3, scope: !263)
!293 = !DILocation(line: 70, column: 24, scope: !120)
!294 = !DILocation(line: 70, column: 27, scope: !120)
!295 = !DILocation(line: 70, column: 3, scope: !120)
!296 = !DILocation(line: 71, column: 8, scope: !120)
!297 = !DILocation(line: 71, column: 3, scope: !120)
!298 = !DILocation(line: 72, column: 8, scope: !120)
!299 = !DILocation(line: 72, column: 3, scope: !120)
!300 = !DILocation(line: 73, column: 3, scope: !120)
