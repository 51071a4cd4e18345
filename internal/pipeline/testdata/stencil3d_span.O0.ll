; ModuleID = 'stencil3d_span.c'
source_filename = "stencil3d_span.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca double*, align 8
  %14 = alloca double, align 8
  %15 = alloca i64, align 8
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
  %25 = phi i32 [ %22, %18 ], [ 32, %23 ], !dbg !29
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
  %35 = phi i32 [ %32, %28 ], [ 4, %33 ], !dbg !35
  store i32 %35, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i64* %8, metadata !39, metadata !DIExpression()), !dbg !40
  %36 = load i32, i32* %6, align 4, !dbg !41
  %37 = sext i32 %36 to i64, !dbg !42
  %38 = load i32, i32* %6, align 4, !dbg !43
  %39 = sext i32 %38 to i64, !dbg !43
  %40 = mul i64 %37, %39, !dbg !44
  %41 = load i32, i32* %6, align 4, !dbg !45
  %42 = sext i32 %41 to i64, !dbg !45
  %43 = mul i64 %40, %42, !dbg !46
  store i64 %43, i64* %8, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata double** %9, metadata !47, metadata !DIExpression()), !dbg !49
  %44 = load i64, i64* %8, align 8, !dbg !50
  %45 = mul i64 %44, 8, !dbg !51
  %46 = call noalias i8* @malloc(i64 noundef %45) #6, !dbg !52
  %47 = bitcast i8* %46 to double*, !dbg !52
  store double* %47, double** %9, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata double** %10, metadata !53, metadata !DIExpression()), !dbg !54
  %48 = load i64, i64* %8, align 8, !dbg !55
  %49 = mul i64 %48, 8, !dbg !56
  %50 = call noalias i8* @malloc(i64 noundef %49) #6, !dbg !57
  %51 = bitcast i8* %50 to double*, !dbg !57
  store double* %51, double** %10, align 8, !dbg !54
  call void @llvm.dbg.declare(metadata i64* %11, metadata !58, metadata !DIExpression()), !dbg !60
  store i64 0, i64* %11, align 8, !dbg !60
  br label %52, !dbg !61

52:                                               ; preds = %66, %34
  %53 = load i64, i64* %11, align 8, !dbg !62
  %54 = load i64, i64* %8, align 8, !dbg !64
  %55 = icmp ult i64 %53, %54, !dbg !65
  br i1 %55, label %56, label %69, !dbg !66

56:                                               ; preds = %52
  %57 = load i64, i64* %11, align 8, !dbg !67
  %58 = urem i64 %57, 17, !dbg !69
  %59 = uitofp i64 %58 to double, !dbg !70
  %60 = load double*, double** %9, align 8, !dbg !71
  %61 = load i64, i64* %11, align 8, !dbg !72
  %62 = getelementptr inbounds double, double* %60, i64 %61, !dbg !71
  store double %59, double* %62, align 8, !dbg !73
  %63 = load double*, double** %10, align 8, !dbg !74
  %64 = load i64, i64* %11, align 8, !dbg !75
  %65 = getelementptr inbounds double, double* %63, i64 %64, !dbg !74
  store double 0.000000e+00, double* %65, align 8, !dbg !76
  br label %66, !dbg !77

66:                                               ; preds = %56
  %67 = load i64, i64* %11, align 8, !dbg !78
  %68 = add i64 %67, 1, !dbg !78
  store i64 %68, i64* %11, align 8, !dbg !78
  br label %52, !dbg !79, !llvm.loop !80

69:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata i32* %12, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %12, align 4, !dbg !85
  br label %70, !dbg !86

70:                                               ; preds = %83, %69
  %71 = load i32, i32* %12, align 4, !dbg !87
  %72 = load i32, i32* %7, align 4, !dbg !89
  %73 = icmp slt i32 %71, %72, !dbg !90
  br i1 %73, label %74, label %86, !dbg !91

74:                                               ; preds = %70
  %75 = load i32, i32* %6, align 4, !dbg !92
  %76 = load i32, i32* %6, align 4, !dbg !94
  %77 = load i32, i32* %6, align 4, !dbg !95
  %78 = load double*, double** %9, align 8, !dbg !96
  %79 = load double*, double** %10, align 8, !dbg !97
  call void @sweep(i32 noundef %75, i32 noundef %76, i32 noundef %77, double* noundef %78, double* noundef %79), !dbg !98
  call void @llvm.dbg.declare(metadata double** %13, metadata !99, metadata !DIExpression()), !dbg !100
  %80 = load double*, double** %9, align 8, !dbg !101
  store double* %80, double** %13, align 8, !dbg !100
  %81 = load double*, double** %10, align 8, !dbg !102
  store double* %81, double** %9, align 8, !dbg !103
  %82 = load double*, double** %13, align 8, !dbg !104
  store double* %82, double** %10, align 8, !dbg !105
  br label %83, !dbg !106

83:                                               ; preds = %74
  %84 = load i32, i32* %12, align 4, !dbg !107
  %85 = add nsw i32 %84, 1, !dbg !107
  store i32 %85, i32* %12, align 4, !dbg !107
  br label %70, !dbg !108, !llvm.loop !109

86:                                               ; preds = %70
  call void @llvm.dbg.declare(metadata double* %14, metadata !111, metadata !DIExpression()), !dbg !112
  store double 0.000000e+00, double* %14, align 8, !dbg !112
  call void @llvm.dbg.declare(metadata i64* %15, metadata !113, metadata !DIExpression()), !dbg !115
  store i64 0, i64* %15, align 8, !dbg !115
  br label %87, !dbg !116

87:                                               ; preds = %98, %86
  %88 = load i64, i64* %15, align 8, !dbg !117
  %89 = load i64, i64* %8, align 8, !dbg !119
  %90 = icmp ult i64 %88, %89, !dbg !120
  br i1 %90, label %91, label %101, !dbg !121

91:                                               ; preds = %87
  %92 = load double*, double** %9, align 8, !dbg !122
  %93 = load i64, i64* %15, align 8, !dbg !123
  %94 = getelementptr inbounds double, double* %92, i64 %93, !dbg !122
  %95 = load double, double* %94, align 8, !dbg !122
  %96 = load double, double* %14, align 8, !dbg !124
  %97 = fadd double %96, %95, !dbg !124
  store double %97, double* %14, align 8, !dbg !124
  br label %98, !dbg !125

98:                                               ; preds = %91
  %99 = load i64, i64* %15, align 8, !dbg !126
  %100 = add i64 %99, 1, !dbg !126
  store i64 %100, i64* %15, align 8, !dbg !126
  br label %87, !dbg !127, !llvm.loop !128

101:                                              ; preds = %87
  %102 = load double, double* %14, align 8, !dbg !130
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %102), !dbg !131
  %104 = load double*, double** %9, align 8, !dbg !132
  %105 = bitcast double* %104 to i8*, !dbg !132
  call void @free(i8* noundef %105) #6, !dbg !133
  %106 = load double*, double** %10, align 8, !dbg !134
  %107 = bitcast double* %106 to i8*, !dbg !134
  call void @free(i8* noundef %107) #6, !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sweep(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !137 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !142, metadata !DIExpression()), !dbg !143
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !144, metadata !DIExpression()), !dbg !145
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !146, metadata !DIExpression()), !dbg !147
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !148, metadata !DIExpression()), !dbg !149
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !150, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.declare(metadata i32* %11, metadata !152, metadata !DIExpression()), !dbg !154
  store i32 1, i32* %11, align 4, !dbg !154
  br label %14, !dbg !155

14:                                               ; preds = %156, %5
  %15 = load i32, i32* %11, align 4, !dbg !156
  %16 = load i32, i32* %6, align 4, !dbg !158
  %17 = sub nsw i32 %16, 1, !dbg !159
  %18 = icmp slt i32 %15, %17, !dbg !160
  br i1 %18, label %19, label %159, !dbg !161

19:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %12, metadata !162, metadata !DIExpression()), !dbg !164
  store i32 1, i32* %12, align 4, !dbg !164
  br label %20, !dbg !165

20:                                               ; preds = %152, %19
  %21 = load i32, i32* %12, align 4, !dbg !166
  %22 = load i32, i32* %7, align 4, !dbg !168
  %23 = sub nsw i32 %22, 1, !dbg !169
  %24 = icmp slt i32 %21, %23, !dbg !170
  br i1 %24, label %25, label %155, !dbg !171

25:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %13, metadata !172, metadata !DIExpression()), !dbg !174
  store i32 1, i32* %13, align 4, !dbg !174
  br label %26, !dbg !175

26:                                               ; preds = %148, %25
  %27 = load i32, i32* %13, align 4, !dbg !176
  %28 = load i32, i32* %8, align 4, !dbg !178
  %29 = sub nsw i32 %28, 1, !dbg !179
  %30 = icmp slt i32 %27, %29, !dbg !180
  br i1 %30, label %31, label %151, !dbg !181

31:                                               ; preds = %26
  %32 = load double*, double** %9, align 8, !dbg !182
  %33 = load i32, i32* %11, align 4, !dbg !183
  %34 = load i32, i32* %7, align 4, !dbg !183
  %35 = mul nsw i32 %33, %34, !dbg !183
  %36 = load i32, i32* %12, align 4, !dbg !183
  %37 = add nsw i32 %35, %36, !dbg !183
  %38 = load i32, i32* %8, align 4, !dbg !183
  %39 = mul nsw i32 %37, %38, !dbg !183
  %40 = load i32, i32* %13, align 4, !dbg !183
  %41 = add nsw i32 %39, %40, !dbg !183
  %42 = sext i32 %41 to i64, !dbg !182
  %43 = getelementptr inbounds double, double* %32, i64 %42, !dbg !182
  %44 = load double, double* %43, align 8, !dbg !182
  %45 = load double*, double** %9, align 8, !dbg !184
  %46 = load i32, i32* %11, align 4, !dbg !185
  %47 = sub nsw i32 %46, 1, !dbg !185
  %48 = load i32, i32* %7, align 4, !dbg !185
  %49 = mul nsw i32 %47, %48, !dbg !185
  %50 = load i32, i32* %12, align 4, !dbg !185
  %51 = add nsw i32 %49, %50, !dbg !185
  %52 = load i32, i32* %8, align 4, !dbg !185
  %53 = mul nsw i32 %51, %52, !dbg !185
  %54 = load i32, i32* %13, align 4, !dbg !185
  %55 = add nsw i32 %53, %54, !dbg !185
  %56 = sext i32 %55 to i64, !dbg !184
  %57 = getelementptr inbounds double, double* %45, i64 %56, !dbg !184
  %58 = load double, double* %57, align 8, !dbg !184
  %59 = load double*, double** %9, align 8, !dbg !186
  %60 = load i32, i32* %11, align 4, !dbg !187
  %61 = add nsw i32 %60, 1, !dbg !187
  %62 = load i32, i32* %7, align 4, !dbg !187
  %63 = mul nsw i32 %61, %62, !dbg !187
  %64 = load i32, i32* %12, align 4, !dbg !187
  %65 = add nsw i32 %63, %64, !dbg !187
  %66 = load i32, i32* %8, align 4, !dbg !187
  %67 = mul nsw i32 %65, %66, !dbg !187
  %68 = load i32, i32* %13, align 4, !dbg !187
  %69 = add nsw i32 %67, %68, !dbg !187
  %70 = sext i32 %69 to i64, !dbg !186
  %71 = getelementptr inbounds double, double* %59, i64 %70, !dbg !186
  %72 = load double, double* %71, align 8, !dbg !186
  %73 = fadd double %58, %72, !dbg !188
  %74 = load double*, double** %9, align 8, !dbg !189
  %75 = load i32, i32* %11, align 4, !dbg !190
  %76 = load i32, i32* %7, align 4, !dbg !190
  %77 = mul nsw i32 %75, %76, !dbg !190
  %78 = load i32, i32* %12, align 4, !dbg !190
  %79 = sub nsw i32 %78, 1, !dbg !190
  %80 = add nsw i32 %77, %79, !dbg !190
  %81 = load i32, i32* %8, align 4, !dbg !190
  %82 = mul nsw i32 %80, %81, !dbg !190
  %83 = load i32, i32* %13, align 4, !dbg !190
  %84 = add nsw i32 %82, %83, !dbg !190
  %85 = sext i32 %84 to i64, !dbg !189
  %86 = getelementptr inbounds double, double* %74, i64 %85, !dbg !189
  %87 = load double, double* %86, align 8, !dbg !189
  %88 = fadd double %73, %87, !dbg !191
  %89 = load double*, double** %9, align 8, !dbg !192
  %90 = load i32, i32* %11, align 4, !dbg !193
  %91 = load i32, i32* %7, align 4, !dbg !193
  %92 = mul nsw i32 %90, %91, !dbg !193
  %93 = load i32, i32* %12, align 4, !dbg !193
  %94 = add nsw i32 %93, 1, !dbg !193
  %95 = add nsw i32 %92, %94, !dbg !193
  %96 = load i32, i32* %8, align 4, !dbg !193
  %97 = mul nsw i32 %95, %96, !dbg !193
  %98 = load i32, i32* %13, align 4, !dbg !193
  %99 = add nsw i32 %97, %98, !dbg !193
  %100 = sext i32 %99 to i64, !dbg !192
  %101 = getelementptr inbounds double, double* %89, i64 %100, !dbg !192
  %102 = load double, double* %101, align 8, !dbg !192
  %103 = fadd double %88, %102, !dbg !194
  %104 = load double*, double** %9, align 8, !dbg !195
  %105 = load i32, i32* %11, align 4, !dbg !196
  %106 = load i32, i32* %7, align 4, !dbg !196
  %107 = mul nsw i32 %105, %106, !dbg !196
  %108 = load i32, i32* %12, align 4, !dbg !196
  %109 = add nsw i32 %107, %108, !dbg !196
  %110 = load i32, i32* %8, align 4, !dbg !196
  %111 = mul nsw i32 %109, %110, !dbg !196
  %112 = load i32, i32* %13, align 4, !dbg !196
  %113 = sub nsw i32 %112, 1, !dbg !196
  %114 = add nsw i32 %111, %113, !dbg !196
  %115 = sext i32 %114 to i64, !dbg !195
  %116 = getelementptr inbounds double, double* %104, i64 %115, !dbg !195
  %117 = load double, double* %116, align 8, !dbg !195
  %118 = fadd double %103, %117, !dbg !197
  %119 = load double*, double** %9, align 8, !dbg !198
  %120 = load i32, i32* %11, align 4, !dbg !199
  %121 = load i32, i32* %7, align 4, !dbg !199
  %122 = mul nsw i32 %120, %121, !dbg !199
  %123 = load i32, i32* %12, align 4, !dbg !199
  %124 = add nsw i32 %122, %123, !dbg !199
  %125 = load i32, i32* %8, align 4, !dbg !199
  %126 = mul nsw i32 %124, %125, !dbg !199
  %127 = load i32, i32* %13, align 4, !dbg !199
  %128 = add nsw i32 %127, 1, !dbg !199
  %129 = add nsw i32 %126, %128, !dbg !199
  %130 = sext i32 %129 to i64, !dbg !198
  %131 = getelementptr inbounds double, double* %119, i64 %130, !dbg !198
  %132 = load double, double* %131, align 8, !dbg !198
  %133 = fadd double %118, %132, !dbg !200
  %134 = fmul double 0x3FB5532617C1BDA5, %133, !dbg !201
  %135 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %44, double %134), !dbg !202
  %136 = load double*, double** %10, align 8, !dbg !203
  %137 = load i32, i32* %11, align 4, !dbg !204
  %138 = load i32, i32* %7, align 4, !dbg !204
  %139 = mul nsw i32 %137, %138, !dbg !204
  %140 = load i32, i32* %12, align 4, !dbg !204
  %141 = add nsw i32 %139, %140, !dbg !204
  %142 = load i32, i32* %8, align 4, !dbg !204
  %143 = mul nsw i32 %141, %142, !dbg !204
  %144 = load i32, i32* %13, align 4, !dbg !204
  %145 = add nsw i32 %143, %144, !dbg !204
  %146 = sext i32 %145 to i64, !dbg !203
  %147 = getelementptr inbounds double, double* %136, i64 %146, !dbg !203
  store double %135, double* %147, align 8, !dbg !205
  br label %148, !dbg !203

148:                                              ; preds = %31
  %149 = load i32, i32* %13, align 4, !dbg !206
  %150 = add nsw i32 %149, 1, !dbg !206
  store i32 %150, i32* %13, align 4, !dbg !206
  br label %26, !dbg !207, !llvm.loop !208

151:                                              ; preds = %26
  br label %152, !dbg !209

152:                                              ; preds = %151
  %153 = load i32, i32* %12, align 4, !dbg !210
  %154 = add nsw i32 %153, 1, !dbg !210
  store i32 %154, i32* %12, align 4, !dbg !210
  br label %20, !dbg !211, !llvm.loop !212

155:                                              ; preds = %20
  br label %156, !dbg !213

156:                                              ; preds = %155
  %157 = load i32, i32* %11, align 4, !dbg !214
  %158 = add nsw i32 %157, 1, !dbg !214
  store i32 %158, i32* %11, align 4, !dbg !214
  br label %14, !dbg !215, !llvm.loop !216

159:                                              ; preds = %14
  ret void, !dbg !218
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
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil3d_span.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "fd3c92e00eb9b2f0f69ef76f01f2b82f")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !16, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 17, type: !18)
!24 = !DILocation(line: 17, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 17, type: !19)
!26 = !DILocation(line: 17, column: 27, scope: !15)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 18, type: !18)
!28 = !DILocation(line: 18, column: 7, scope: !15)
!29 = !DILocation(line: 18, column: 11, scope: !15)
!30 = !DILocation(line: 18, column: 16, scope: !15)
!31 = !DILocation(line: 18, column: 27, scope: !15)
!32 = !DILocation(line: 18, column: 22, scope: !15)
!33 = !DILocalVariable(name: "steps", scope: !15, file: !1, line: 19, type: !18)
!34 = !DILocation(line: 19, column: 7, scope: !15)
!35 = !DILocation(line: 19, column: 15, scope: !15)
!36 = !DILocation(line: 19, column: 20, scope: !15)
!37 = !DILocation(line: 19, column: 31, scope: !15)
!38 = !DILocation(line: 19, column: 26, scope: !15)
!39 = !DILocalVariable(name: "sz", scope: !15, file: !1, line: 20, type: !3)
!40 = !DILocation(line: 20, column: 10, scope: !15)
!41 = !DILocation(line: 20, column: 23, scope: !15)
!42 = !DILocation(line: 20, column: 15, scope: !15)
!43 = !DILocation(line: 20, column: 27, scope: !15)
!44 = !DILocation(line: 20, column: 25, scope: !15)
!45 = !DILocation(line: 20, column: 31, scope: !15)
!46 = !DILocation(line: 20, column: 29, scope: !15)
!47 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 21, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!49 = !DILocation(line: 21, column: 11, scope: !15)
!50 = !DILocation(line: 21, column: 22, scope: !15)
!51 = !DILocation(line: 21, column: 25, scope: !15)
!52 = !DILocation(line: 21, column: 15, scope: !15)
!53 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 21, type: !48)
!54 = !DILocation(line: 21, column: 45, scope: !15)
!55 = !DILocation(line: 21, column: 56, scope: !15)
!56 = !DILocation(line: 21, column: 59, scope: !15)
!57 = !DILocation(line: 21, column: 49, scope: !15)
!58 = !DILocalVariable(name: "i", scope: !59, file: !1, line: 22, type: !3)
!59 = distinct !DILexicalBlock(scope: !15, file: !1, line: 22, column: 3)
!60 = !DILocation(line: 22, column: 15, scope: !59)
!61 = !DILocation(line: 22, column: 8, scope: !59)
!62 = !DILocation(line: 22, column: 22, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 22, column: 3)
!64 = !DILocation(line: 22, column: 26, scope: !63)
!65 = !DILocation(line: 22, column: 24, scope: !63)
!66 = !DILocation(line: 22, column: 3, scope: !59)
!67 = !DILocation(line: 22, column: 53, scope: !68)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 22, column: 35)
!69 = !DILocation(line: 22, column: 55, scope: !68)
!70 = !DILocation(line: 22, column: 44, scope: !68)
!71 = !DILocation(line: 22, column: 37, scope: !68)
!72 = !DILocation(line: 22, column: 39, scope: !68)
!73 = !DILocation(line: 22, column: 42, scope: !68)
!74 = !DILocation(line: 22, column: 62, scope: !68)
!75 = !DILocation(line: 22, column: 64, scope: !68)
!76 = !DILocation(line: 22, column: 67, scope: !68)
!77 = !DILocation(line: 22, column: 72, scope: !68)
!78 = !DILocation(line: 22, column: 31, scope: !63)
!79 = !DILocation(line: 22, column: 3, scope: !63)
!80 = distinct !{!80, !66, !81, !82}
!81 = !DILocation(line: 22, column: 72, scope: !59)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "t", scope: !84, file: !1, line: 23, type: !18)
!84 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!85 = !DILocation(line: 23, column: 12, scope: !84)
!86 = !DILocation(line: 23, column: 8, scope: !84)
!87 = !DILocation(line: 23, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 23, column: 3)
!89 = !DILocation(line: 23, column: 23, scope: !88)
!90 = !DILocation(line: 23, column: 21, scope: !88)
!91 = !DILocation(line: 23, column: 3, scope: !84)
!92 = !DILocation(line: 24, column: 11, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 23, column: 35)
!94 = !DILocation(line: 24, column: 14, scope: !93)
!95 = !DILocation(line: 24, column: 17, scope: !93)
!96 = !DILocation(line: 24, column: 20, scope: !93)
!97 = !DILocation(line: 24, column: 23, scope: !93)
!98 = !DILocation(line: 24, column: 5, scope: !93)
!99 = !DILocalVariable(name: "tmp", scope: !93, file: !1, line: 25, type: !48)
!100 = !DILocation(line: 25, column: 13, scope: !93)
!101 = !DILocation(line: 25, column: 19, scope: !93)
!102 = !DILocation(line: 25, column: 26, scope: !93)
!103 = !DILocation(line: 25, column: 24, scope: !93)
!104 = !DILocation(line: 25, column: 33, scope: !93)
!105 = !DILocation(line: 25, column: 31, scope: !93)
!106 = !DILocation(line: 26, column: 3, scope: !93)
!107 = !DILocation(line: 23, column: 31, scope: !88)
!108 = !DILocation(line: 23, column: 3, scope: !88)
!109 = distinct !{!109, !91, !110, !82}
!110 = !DILocation(line: 26, column: 3, scope: !84)
!111 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 27, type: !6)
!112 = !DILocation(line: 27, column: 10, scope: !15)
!113 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 28, type: !3)
!114 = distinct !DILexicalBlock(scope: !15, file: !1, line: 28, column: 3)
!115 = !DILocation(line: 28, column: 15, scope: !114)
!116 = !DILocation(line: 28, column: 8, scope: !114)
!117 = !DILocation(line: 28, column: 22, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 28, column: 3)
!119 = !DILocation(line: 28, column: 26, scope: !118)
!120 = !DILocation(line: 28, column: 24, scope: !118)
!121 = !DILocation(line: 28, column: 3, scope: !114)
!122 = !DILocation(line: 28, column: 40, scope: !118)
!123 = !DILocation(line: 28, column: 42, scope: !118)
!124 = !DILocation(line: 28, column: 37, scope: !118)
!125 = !DILocation(line: 28, column: 35, scope: !118)
!126 = !DILocation(line: 28, column: 31, scope: !118)
!127 = !DILocation(line: 28, column: 3, scope: !118)
!128 = distinct !{!128, !121, !129, !82}
!129 = !DILocation(line: 28, column: 43, scope: !114)
!130 = !DILocation(line: 29, column: 18, scope: !15)
!131 = !DILocation(line: 29, column: 3, scope: !15)
!132 = !DILocation(line: 30, column: 8, scope: !15)
!133 = !DILocation(line: 30, column: 3, scope: !15)
!134 = !DILocation(line: 30, column: 17, scope: !15)
!135 = !DILocation(line: 30, column: 12, scope: !15)
!136 = !DILocation(line: 31, column: 3, scope: !15)
!137 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 9, type: !138, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!138 = !DISubroutineType(types: !139)
!139 = !{null, !18, !18, !18, !140, !48}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!142 = !DILocalVariable(name: "nx", arg: 1, scope: !137, file: !1, line: 9, type: !18)
!143 = !DILocation(line: 9, column: 23, scope: !137)
!144 = !DILocalVariable(name: "ny", arg: 2, scope: !137, file: !1, line: 9, type: !18)
!145 = !DILocation(line: 9, column: 31, scope: !137)
!146 = !DILocalVariable(name: "nz", arg: 3, scope: !137, file: !1, line: 9, type: !18)
!147 = !DILocation(line: 9, column: 39, scope: !137)
!148 = !DILocalVariable(name: "in", arg: 4, scope: !137, file: !1, line: 9, type: !140)
!149 = !DILocation(line: 9, column: 57, scope: !137)
!150 = !DILocalVariable(name: "out", arg: 5, scope: !137, file: !1, line: 9, type: !48)
!151 = !DILocation(line: 9, column: 69, scope: !137)
!152 = !DILocalVariable(name: "i", scope: !153, file: !1, line: 10, type: !18)
!153 = distinct !DILexicalBlock(scope: !137, file: !1, line: 10, column: 3)
!154 = !DILocation(line: 10, column: 12, scope: !153)
!155 = !DILocation(line: 10, column: 8, scope: !153)
!156 = !DILocation(line: 10, column: 19, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !1, line: 10, column: 3)
!158 = !DILocation(line: 10, column: 23, scope: !157)
!159 = !DILocation(line: 10, column: 26, scope: !157)
!160 = !DILocation(line: 10, column: 21, scope: !157)
!161 = !DILocation(line: 10, column: 3, scope: !153)
!162 = !DILocalVariable(name: "j", scope: !163, file: !1, line: 11, type: !18)
!163 = distinct !DILexicalBlock(scope: !157, file: !1, line: 11, column: 5)
!164 = !DILocation(line: 11, column: 14, scope: !163)
!165 = !DILocation(line: 11, column: 10, scope: !163)
!166 = !DILocation(line: 11, column: 21, scope: !167)
!167 = distinct !DILexicalBlock(scope: !163, file: !1, line: 11, column: 5)
!168 = !DILocation(line: 11, column: 25, scope: !167)
!169 = !DILocation(line: 11, column: 28, scope: !167)
!170 = !DILocation(line: 11, column: 23, scope: !167)
!171 = !DILocation(line: 11, column: 5, scope: !163)
!172 = !DILocalVariable(name: "k", scope: !173, file: !1, line: 12, type: !18)
!173 = distinct !DILexicalBlock(scope: !167, file: !1, line: 12, column: 7)
!174 = !DILocation(line: 12, column: 16, scope: !173)
!175 = !DILocation(line: 12, column: 12, scope: !173)
!176 = !DILocation(line: 12, column: 23, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !1, line: 12, column: 7)
!178 = !DILocation(line: 12, column: 27, scope: !177)
!179 = !DILocation(line: 12, column: 30, scope: !177)
!180 = !DILocation(line: 12, column: 25, scope: !177)
!181 = !DILocation(line: 12, column: 7, scope: !173)
!182 = !DILocation(line: 13, column: 33, scope: !177)
!183 = !DILocation(line: 13, column: 36, scope: !177)
!184 = !DILocation(line: 13, column: 60, scope: !177)
!185 = !DILocation(line: 13, column: 63, scope: !177)
!186 = !DILocation(line: 13, column: 79, scope: !177)
!187 = !DILocation(line: 13, column: 82, scope: !177)
!188 = !DILocation(line: 13, column: 77, scope: !177)
!189 = !DILocation(line: 14, column: 13, scope: !177)
!190 = !DILocation(line: 14, column: 16, scope: !177)
!191 = !DILocation(line: 13, column: 96, scope: !177)
!192 = !DILocation(line: 14, column: 32, scope: !177)
!193 = !DILocation(line: 14, column: 35, scope: !177)
!194 = !DILocation(line: 14, column: 30, scope: !177)
!195 = !DILocation(line: 14, column: 51, scope: !177)
!196 = !DILocation(line: 14, column: 54, scope: !177)
!197 = !DILocation(line: 14, column: 49, scope: !177)
!198 = !DILocation(line: 14, column: 70, scope: !177)
!199 = !DILocation(line: 14, column: 73, scope: !177)
!200 = !DILocation(line: 14, column: 68, scope: !177)
!201 = !DILocation(line: 13, column: 57, scope: !177)
!202 = !DILocation(line: 13, column: 48, scope: !177)
!203 = !DILocation(line: 13, column: 9, scope: !177)
!204 = !DILocation(line: 13, column: 13, scope: !177)
!205 = !DILocation(line: 13, column: 25, scope: !177)
!206 = !DILocation(line: 12, column: 36, scope: !177)
!207 = !DILocation(line: 12, column: 7, scope: !177)
!208 = distinct !{!208, !181, !209, !82}
!209 = !DILocation(line: 14, column: 86, scope: !173)
!210 = !DILocation(line: 11, column: 34, scope: !167)
!211 = !DILocation(line: 11, column: 5, scope: !167)
!212 = distinct !{!212, !171, !213, !82}
!213 = !DILocation(line: 14, column: 86, scope: !163)
!214 = !DILocation(line: 10, column: 32, scope: !157)
!215 = !DILocation(line: 10, column: 3, scope: !157)
!216 = distinct !{!216, !161, !217, !82}
!217 = !DILocation(line: 14, column: 86, scope: !153)
!218 = !DILocation(line: 15, column: 1, scope: !137)
