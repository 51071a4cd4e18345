; ModuleID = 'geometric.c'
source_filename = "geometric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"%u %d %.3f %.3f %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double*, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %20 = load i32, i32* %4, align 4, !dbg !26
  %21 = icmp sgt i32 %20, 1, !dbg !27
  br i1 %21, label %22, label %27, !dbg !26

22:                                               ; preds = %2
  %23 = load i8**, i8*** %5, align 8, !dbg !28
  %24 = getelementptr inbounds i8*, i8** %23, i64 1, !dbg !28
  %25 = load i8*, i8** %24, align 8, !dbg !28
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !29
  br label %28, !dbg !26

27:                                               ; preds = %2
  br label %28, !dbg !26

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 1000, %27 ], !dbg !26
  store i32 %29, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %30 = load i32, i32* %4, align 4, !dbg !32
  %31 = icmp sgt i32 %30, 2, !dbg !33
  br i1 %31, label %32, label %37, !dbg !32

32:                                               ; preds = %28
  %33 = load i8**, i8*** %5, align 8, !dbg !34
  %34 = getelementptr inbounds i8*, i8** %33, i64 2, !dbg !34
  %35 = load i8*, i8** %34, align 8, !dbg !34
  %36 = call i32 @atoi(i8* noundef %35) #5, !dbg !35
  br label %38, !dbg !32

37:                                               ; preds = %28
  br label %38, !dbg !32

38:                                               ; preds = %37, %32
  %39 = phi i32 [ %36, %32 ], [ 8, %37 ], !dbg !32
  store i32 %39, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 1, i32* %8, align 4, !dbg !37
  br label %40, !dbg !38

40:                                               ; preds = %45, %38
  %41 = load i32, i32* %8, align 4, !dbg !39
  %42 = load i32, i32* %6, align 4, !dbg !40
  %43 = mul i32 2, %42, !dbg !41
  %44 = icmp ult i32 %41, %43, !dbg !42
  br i1 %44, label %45, label %48, !dbg !38

45:                                               ; preds = %40
  %46 = load i32, i32* %8, align 4, !dbg !43
  %47 = shl i32 %46, 1, !dbg !43
  store i32 %47, i32* %8, align 4, !dbg !43
  br label %40, !dbg !38, !llvm.loop !44

48:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata i32** %9, metadata !47, metadata !DIExpression()), !dbg !49
  %49 = load i32, i32* %8, align 4, !dbg !50
  %50 = zext i32 %49 to i64, !dbg !50
  %51 = call noalias i8* @calloc(i64 noundef %50, i64 noundef 4) #6, !dbg !51
  %52 = bitcast i8* %51 to i32*, !dbg !51
  store i32* %52, i32** %9, align 8, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %10, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %10, align 4, !dbg !54
  br label %53, !dbg !55

53:                                               ; preds = %68, %48
  %54 = load i32, i32* %10, align 4, !dbg !56
  %55 = load i32, i32* %6, align 4, !dbg !58
  %56 = icmp slt i32 %54, %55, !dbg !59
  br i1 %56, label %57, label %71, !dbg !60

57:                                               ; preds = %53
  %58 = load i32*, i32** %9, align 8, !dbg !61
  %59 = load i32, i32* %10, align 4, !dbg !62
  %60 = mul i32 %59, -1640531535, !dbg !63
  %61 = load i32, i32* %8, align 4, !dbg !64
  %62 = sub i32 %61, 1, !dbg !65
  %63 = and i32 %60, %62, !dbg !66
  %64 = zext i32 %63 to i64, !dbg !61
  %65 = getelementptr inbounds i32, i32* %58, i64 %64, !dbg !61
  %66 = load i32, i32* %65, align 4, !dbg !67
  %67 = add nsw i32 %66, 1, !dbg !67
  store i32 %67, i32* %65, align 4, !dbg !67
  br label %68, !dbg !61

68:                                               ; preds = %57
  %69 = load i32, i32* %10, align 4, !dbg !68
  %70 = add nsw i32 %69, 1, !dbg !68
  store i32 %70, i32* %10, align 4, !dbg !68
  br label %53, !dbg !69, !llvm.loop !70

71:                                               ; preds = %53
  call void @llvm.dbg.declare(metadata double** %11, metadata !72, metadata !DIExpression()), !dbg !75
  %72 = load i32, i32* %6, align 4, !dbg !76
  %73 = sext i32 %72 to i64, !dbg !76
  %74 = mul i64 8, %73, !dbg !77
  %75 = call noalias i8* @malloc(i64 noundef %74) #6, !dbg !78
  %76 = bitcast i8* %75 to double*, !dbg !78
  store double* %76, double** %11, align 8, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %12, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %12, align 4, !dbg !81
  br label %77, !dbg !82

77:                                               ; preds = %90, %71
  %78 = load i32, i32* %12, align 4, !dbg !83
  %79 = load i32, i32* %6, align 4, !dbg !85
  %80 = icmp slt i32 %78, %79, !dbg !86
  br i1 %80, label %81, label %93, !dbg !87

81:                                               ; preds = %77
  %82 = load i32, i32* %12, align 4, !dbg !88
  %83 = srem i32 %82, 9, !dbg !89
  %84 = sitofp i32 %83 to double, !dbg !90
  %85 = fmul double %84, 5.000000e-01, !dbg !91
  %86 = load double*, double** %11, align 8, !dbg !92
  %87 = load i32, i32* %12, align 4, !dbg !93
  %88 = sext i32 %87 to i64, !dbg !92
  %89 = getelementptr inbounds double, double* %86, i64 %88, !dbg !92
  store double %85, double* %89, align 8, !dbg !94
  br label %90, !dbg !92

90:                                               ; preds = %81
  %91 = load i32, i32* %12, align 4, !dbg !95
  %92 = add nsw i32 %91, 1, !dbg !95
  store i32 %92, i32* %12, align 4, !dbg !95
  br label %77, !dbg !96, !llvm.loop !97

93:                                               ; preds = %77
  call void @llvm.dbg.declare(metadata double* %13, metadata !99, metadata !DIExpression()), !dbg !100
  %94 = load double*, double** %11, align 8, !dbg !101
  %95 = load i32, i32* %6, align 4, !dbg !102
  %96 = call double @scan_sum(double* noundef %94, i32 noundef %95), !dbg !103
  store double %96, double* %13, align 8, !dbg !100
  %97 = load double*, double** %11, align 8, !dbg !104
  %98 = load i32, i32* %6, align 4, !dbg !105
  %99 = call double @halvings(double* noundef %97, i32 noundef %98), !dbg !106
  %100 = load double, double* %13, align 8, !dbg !107
  %101 = fadd double %100, %99, !dbg !107
  store double %101, double* %13, align 8, !dbg !107
  call void @llvm.dbg.declare(metadata i32* %14, metadata !108, metadata !DIExpression()), !dbg !109
  %102 = load i32, i32* %7, align 4, !dbg !110
  %103 = shl i32 1, %102, !dbg !111
  store i32 %103, i32* %14, align 4, !dbg !109
  call void @llvm.dbg.declare(metadata double** %15, metadata !112, metadata !DIExpression()), !dbg !113
  %104 = load i32, i32* %14, align 4, !dbg !114
  %105 = sext i32 %104 to i64, !dbg !114
  %106 = mul i64 8, %105, !dbg !115
  %107 = call noalias i8* @malloc(i64 noundef %106) #6, !dbg !116
  %108 = bitcast i8* %107 to double*, !dbg !116
  store double* %108, double** %15, align 8, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %16, metadata !117, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %16, align 4, !dbg !119
  br label %109, !dbg !120

109:                                              ; preds = %121, %93
  %110 = load i32, i32* %16, align 4, !dbg !121
  %111 = load i32, i32* %14, align 4, !dbg !123
  %112 = icmp slt i32 %110, %111, !dbg !124
  br i1 %112, label %113, label %124, !dbg !125

113:                                              ; preds = %109
  %114 = load i32, i32* %16, align 4, !dbg !126
  %115 = srem i32 %114, 4, !dbg !127
  %116 = sitofp i32 %115 to double, !dbg !126
  %117 = load double*, double** %15, align 8, !dbg !128
  %118 = load i32, i32* %16, align 4, !dbg !129
  %119 = sext i32 %118 to i64, !dbg !128
  %120 = getelementptr inbounds double, double* %117, i64 %119, !dbg !128
  store double %116, double* %120, align 8, !dbg !130
  br label %121, !dbg !128

121:                                              ; preds = %113
  %122 = load i32, i32* %16, align 4, !dbg !131
  %123 = add nsw i32 %122, 1, !dbg !131
  store i32 %123, i32* %16, align 4, !dbg !131
  br label %109, !dbg !132, !llvm.loop !133

124:                                              ; preds = %109
  call void @llvm.dbg.declare(metadata i32* %17, metadata !135, metadata !DIExpression()), !dbg !136
  %125 = load double*, double** %15, align 8, !dbg !137
  %126 = load i32, i32* %14, align 4, !dbg !138
  %127 = call i32 @butterflies(double* noundef %125, i32 noundef %126), !dbg !139
  store i32 %127, i32* %17, align 4, !dbg !136
  call void @llvm.dbg.declare(metadata i64* %18, metadata !140, metadata !DIExpression()), !dbg !142
  store i64 0, i64* %18, align 8, !dbg !142
  call void @llvm.dbg.declare(metadata i64* %19, metadata !143, metadata !DIExpression()), !dbg !145
  store i64 1, i64* %19, align 8, !dbg !145
  br label %128, !dbg !146

128:                                              ; preds = %139, %124
  %129 = load i64, i64* %19, align 8, !dbg !147
  %130 = load i32, i32* %6, align 4, !dbg !149
  %131 = sext i32 %130 to i64, !dbg !149
  %132 = mul nsw i64 100, %131, !dbg !150
  %133 = icmp slt i64 %129, %132, !dbg !151
  br i1 %133, label %134, label %142, !dbg !152

134:                                              ; preds = %128
  %135 = load i64, i64* %19, align 8, !dbg !153
  %136 = srem i64 %135, 7, !dbg !154
  %137 = load i64, i64* %18, align 8, !dbg !155
  %138 = add nsw i64 %137, %136, !dbg !155
  store i64 %138, i64* %18, align 8, !dbg !155
  br label %139, !dbg !156

139:                                              ; preds = %134
  %140 = load i64, i64* %19, align 8, !dbg !157
  %141 = mul nsw i64 %140, 3, !dbg !157
  store i64 %141, i64* %19, align 8, !dbg !157
  br label %128, !dbg !158, !llvm.loop !159

142:                                              ; preds = %128
  %143 = load i32, i32* %8, align 4, !dbg !161
  %144 = load i32, i32* %17, align 4, !dbg !162
  %145 = load double, double* %13, align 8, !dbg !163
  %146 = load double*, double** %15, align 8, !dbg !164
  %147 = getelementptr inbounds double, double* %146, i64 1, !dbg !164
  %148 = load double, double* %147, align 8, !dbg !164
  %149 = load i64, i64* %18, align 8, !dbg !165
  %150 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %143, i32 noundef %144, double noundef %145, double noundef %148, i64 noundef %149), !dbg !166
  %151 = load i32*, i32** %9, align 8, !dbg !167
  %152 = bitcast i32* %151 to i8*, !dbg !167
  call void @free(i8* noundef %152) #6, !dbg !168
  %153 = load double*, double** %11, align 8, !dbg !169
  %154 = bitcast double* %153 to i8*, !dbg !169
  call void @free(i8* noundef %154) #6, !dbg !170
  %155 = load double*, double** %15, align 8, !dbg !171
  %156 = bitcast double* %155 to i8*, !dbg !171
  call void @free(i8* noundef %156) #6, !dbg !172
  ret i32 0, !dbg !173
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @scan_sum(double* noundef %0, i32 noundef %1) #0 !dbg !174 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !177, metadata !DIExpression()), !dbg !178
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !179, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.declare(metadata i32* %5, metadata !181, metadata !DIExpression()), !dbg !183
  store i32 1, i32* %5, align 4, !dbg !183
  br label %7, !dbg !184

7:                                                ; preds = %36, %2
  %8 = load i32, i32* %5, align 4, !dbg !185
  %9 = load i32, i32* %4, align 4, !dbg !187
  %10 = icmp slt i32 %8, %9, !dbg !188
  br i1 %10, label %11, label %39, !dbg !189

11:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %6, metadata !190, metadata !DIExpression()), !dbg !192
  %12 = load i32, i32* %4, align 4, !dbg !193
  %13 = sub nsw i32 %12, 1, !dbg !194
  store i32 %13, i32* %6, align 4, !dbg !192
  br label %14, !dbg !195

14:                                               ; preds = %32, %11
  %15 = load i32, i32* %6, align 4, !dbg !196
  %16 = load i32, i32* %5, align 4, !dbg !198
  %17 = icmp sge i32 %15, %16, !dbg !199
  br i1 %17, label %18, label %35, !dbg !200

18:                                               ; preds = %14
  %19 = load double*, double** %3, align 8, !dbg !201
  %20 = load i32, i32* %6, align 4, !dbg !202
  %21 = load i32, i32* %5, align 4, !dbg !203
  %22 = sub nsw i32 %20, %21, !dbg !204
  %23 = sext i32 %22 to i64, !dbg !201
  %24 = getelementptr inbounds double, double* %19, i64 %23, !dbg !201
  %25 = load double, double* %24, align 8, !dbg !201
  %26 = load double*, double** %3, align 8, !dbg !205
  %27 = load i32, i32* %6, align 4, !dbg !206
  %28 = sext i32 %27 to i64, !dbg !205
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !205
  %30 = load double, double* %29, align 8, !dbg !207
  %31 = fadd double %30, %25, !dbg !207
  store double %31, double* %29, align 8, !dbg !207
  br label %32, !dbg !205

32:                                               ; preds = %18
  %33 = load i32, i32* %6, align 4, !dbg !208
  %34 = add nsw i32 %33, -1, !dbg !208
  store i32 %34, i32* %6, align 4, !dbg !208
  br label %14, !dbg !209, !llvm.loop !210

35:                                               ; preds = %14
  br label %36, !dbg !211

36:                                               ; preds = %35
  %37 = load i32, i32* %5, align 4, !dbg !212
  %38 = mul nsw i32 %37, 2, !dbg !212
  store i32 %38, i32* %5, align 4, !dbg !212
  br label %7, !dbg !213, !llvm.loop !214

39:                                               ; preds = %7
  %40 = load double*, double** %3, align 8, !dbg !216
  %41 = load i32, i32* %4, align 4, !dbg !217
  %42 = sub nsw i32 %41, 1, !dbg !218
  %43 = sext i32 %42 to i64, !dbg !216
  %44 = getelementptr inbounds double, double* %40, i64 %43, !dbg !216
  %45 = load double, double* %44, align 8, !dbg !216
  ret double %45, !dbg !219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @halvings(double* noundef %0, i32 noundef %1) #0 !dbg !220 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !225, metadata !DIExpression()), !dbg !226
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !227, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.declare(metadata double* %5, metadata !229, metadata !DIExpression()), !dbg !230
  store double 0.000000e+00, double* %5, align 8, !dbg !230
  call void @llvm.dbg.declare(metadata i32* %6, metadata !231, metadata !DIExpression()), !dbg !233
  %8 = load i32, i32* %4, align 4, !dbg !234
  %9 = sdiv i32 %8, 2, !dbg !235
  store i32 %9, i32* %6, align 4, !dbg !233
  br label %10, !dbg !236

10:                                               ; preds = %32, %2
  %11 = load i32, i32* %6, align 4, !dbg !237
  %12 = icmp sgt i32 %11, 0, !dbg !239
  br i1 %12, label %13, label %35, !dbg !240

13:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %7, metadata !241, metadata !DIExpression()), !dbg !243
  store i32 0, i32* %7, align 4, !dbg !243
  br label %14, !dbg !244

14:                                               ; preds = %28, %13
  %15 = load i32, i32* %7, align 4, !dbg !245
  %16 = load i32, i32* %6, align 4, !dbg !247
  %17 = icmp slt i32 %15, %16, !dbg !248
  br i1 %17, label %18, label %31, !dbg !249

18:                                               ; preds = %14
  %19 = load double*, double** %3, align 8, !dbg !250
  %20 = load i32, i32* %7, align 4, !dbg !251
  %21 = sext i32 %20 to i64, !dbg !250
  %22 = getelementptr inbounds double, double* %19, i64 %21, !dbg !250
  %23 = load double, double* %22, align 8, !dbg !250
  %24 = load i32, i32* %6, align 4, !dbg !252
  %25 = sitofp i32 %24 to double, !dbg !252
  %26 = load double, double* %5, align 8, !dbg !253
  %27 = call double @llvm.fmuladd.f64(double %23, double %25, double %26), !dbg !253
  store double %27, double* %5, align 8, !dbg !253
  br label %28, !dbg !254

28:                                               ; preds = %18
  %29 = load i32, i32* %7, align 4, !dbg !255
  %30 = add nsw i32 %29, 1, !dbg !255
  store i32 %30, i32* %7, align 4, !dbg !255
  br label %14, !dbg !256, !llvm.loop !257

31:                                               ; preds = %14
  br label %32, !dbg !258

32:                                               ; preds = %31
  %33 = load i32, i32* %6, align 4, !dbg !259
  %34 = ashr i32 %33, 1, !dbg !259
  store i32 %34, i32* %6, align 4, !dbg !259
  br label %10, !dbg !260, !llvm.loop !261

35:                                               ; preds = %10
  %36 = load double, double* %5, align 8, !dbg !263
  ret double %36, !dbg !264
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @butterflies(double* noundef %0, i32 noundef %1) #0 !dbg !265 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !268, metadata !DIExpression()), !dbg !269
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !270, metadata !DIExpression()), !dbg !271
  call void @llvm.dbg.declare(metadata i32* %5, metadata !272, metadata !DIExpression()), !dbg !273
  store i32 0, i32* %5, align 4, !dbg !273
  call void @llvm.dbg.declare(metadata i32* %6, metadata !274, metadata !DIExpression()), !dbg !276
  store i32 2, i32* %6, align 4, !dbg !276
  br label %12, !dbg !277

12:                                               ; preds = %76, %2
  %13 = load i32, i32* %6, align 4, !dbg !278
  %14 = load i32, i32* %4, align 4, !dbg !280
  %15 = icmp sle i32 %13, %14, !dbg !281
  br i1 %15, label %16, label %79, !dbg !282

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %7, metadata !283, metadata !DIExpression()), !dbg !285
  %17 = load i32, i32* %6, align 4, !dbg !286
  %18 = sdiv i32 %17, 2, !dbg !287
  store i32 %18, i32* %7, align 4, !dbg !285
  call void @llvm.dbg.declare(metadata i32* %8, metadata !288, metadata !DIExpression()), !dbg !290
  store i32 0, i32* %8, align 4, !dbg !290
  br label %19, !dbg !291

19:                                               ; preds = %69, %16
  %20 = load i32, i32* %8, align 4, !dbg !292
  %21 = load i32, i32* %4, align 4, !dbg !294
  %22 = icmp slt i32 %20, %21, !dbg !295
  br i1 %22, label %23, label %73, !dbg !296

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %9, metadata !297, metadata !DIExpression()), !dbg !299
  store i32 0, i32* %9, align 4, !dbg !299
  br label %24, !dbg !300

24:                                               ; preds = %65, %23
  %25 = load i32, i32* %9, align 4, !dbg !301
  %26 = load i32, i32* %7, align 4, !dbg !303
  %27 = icmp slt i32 %25, %26, !dbg !304
  br i1 %27, label %28, label %68, !dbg !305

28:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata double* %10, metadata !306, metadata !DIExpression()), !dbg !308
  %29 = load double*, double** %3, align 8, !dbg !309
  %30 = load i32, i32* %8, align 4, !dbg !310
  %31 = load i32, i32* %9, align 4, !dbg !311
  %32 = add nsw i32 %30, %31, !dbg !312
  %33 = sext i32 %32 to i64, !dbg !309
  %34 = getelementptr inbounds double, double* %29, i64 %33, !dbg !309
  %35 = load double, double* %34, align 8, !dbg !309
  store double %35, double* %10, align 8, !dbg !308
  call void @llvm.dbg.declare(metadata double* %11, metadata !313, metadata !DIExpression()), !dbg !314
  %36 = load double*, double** %3, align 8, !dbg !315
  %37 = load i32, i32* %8, align 4, !dbg !316
  %38 = load i32, i32* %9, align 4, !dbg !317
  %39 = add nsw i32 %37, %38, !dbg !318
  %40 = load i32, i32* %7, align 4, !dbg !319
  %41 = add nsw i32 %39, %40, !dbg !320
  %42 = sext i32 %41 to i64, !dbg !315
  %43 = getelementptr inbounds double, double* %36, i64 %42, !dbg !315
  %44 = load double, double* %43, align 8, !dbg !315
  store double %44, double* %11, align 8, !dbg !314
  %45 = load double, double* %10, align 8, !dbg !321
  %46 = load double, double* %11, align 8, !dbg !322
  %47 = fadd double %45, %46, !dbg !323
  %48 = load double*, double** %3, align 8, !dbg !324
  %49 = load i32, i32* %8, align 4, !dbg !325
  %50 = load i32, i32* %9, align 4, !dbg !326
  %51 = add nsw i32 %49, %50, !dbg !327
  %52 = sext i32 %51 to i64, !dbg !324
  %53 = getelementptr inbounds double, double* %48, i64 %52, !dbg !324
  store double %47, double* %53, align 8, !dbg !328
  %54 = load double, double* %10, align 8, !dbg !329
  %55 = load double, double* %11, align 8, !dbg !330
  %56 = fsub double %54, %55, !dbg !331
  %57 = load double*, double** %3, align 8, !dbg !332
  %58 = load i32, i32* %8, align 4, !dbg !333
  %59 = load i32, i32* %9, align 4, !dbg !334
  %60 = add nsw i32 %58, %59, !dbg !335
  %61 = load i32, i32* %7, align 4, !dbg !336
  %62 = add nsw i32 %60, %61, !dbg !337
  %63 = sext i32 %62 to i64, !dbg !332
  %64 = getelementptr inbounds double, double* %57, i64 %63, !dbg !332
  store double %56, double* %64, align 8, !dbg !338
  br label %65, !dbg !339

65:                                               ; preds = %28
  %66 = load i32, i32* %9, align 4, !dbg !340
  %67 = add nsw i32 %66, 1, !dbg !340
  store i32 %67, i32* %9, align 4, !dbg !340
  br label %24, !dbg !341, !llvm.loop !342

68:                                               ; preds = %24
  br label %69, !dbg !343

69:                                               ; preds = %68
  %70 = load i32, i32* %6, align 4, !dbg !344
  %71 = load i32, i32* %8, align 4, !dbg !345
  %72 = add nsw i32 %71, %70, !dbg !345
  store i32 %72, i32* %8, align 4, !dbg !345
  br label %19, !dbg !346, !llvm.loop !347

73:                                               ; preds = %19
  %74 = load i32, i32* %5, align 4, !dbg !349
  %75 = add nsw i32 %74, 1, !dbg !349
  store i32 %75, i32* %5, align 4, !dbg !349
  br label %76, !dbg !350

76:                                               ; preds = %73
  %77 = load i32, i32* %6, align 4, !dbg !351
  %78 = shl i32 %77, 1, !dbg !351
  store i32 %78, i32* %6, align 4, !dbg !351
  br label %12, !dbg !352, !llvm.loop !353

79:                                               ; preds = %12
  %80 = load i32, i32* %5, align 4, !dbg !355
  ret i32 %80, !dbg !356
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "geometric.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3dee8a477fa034d495aa5f2470249d65")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 44, type: !13, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 44, type: !15)
!21 = !DILocation(line: 44, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 44, type: !16)
!23 = !DILocation(line: 44, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 46, type: !15)
!25 = !DILocation(line: 46, column: 7, scope: !12)
!26 = !DILocation(line: 46, column: 11, scope: !12)
!27 = !DILocation(line: 46, column: 16, scope: !12)
!28 = !DILocation(line: 46, column: 27, scope: !12)
!29 = !DILocation(line: 46, column: 22, scope: !12)
!30 = !DILocalVariable(name: "logn", scope: !12, file: !1, line: 47, type: !15)
!31 = !DILocation(line: 47, column: 7, scope: !12)
!32 = !DILocation(line: 47, column: 14, scope: !12)
!33 = !DILocation(line: 47, column: 19, scope: !12)
!34 = !DILocation(line: 47, column: 30, scope: !12)
!35 = !DILocation(line: 47, column: 25, scope: !12)
!36 = !DILocalVariable(name: "cap", scope: !12, file: !1, line: 48, type: !3)
!37 = !DILocation(line: 48, column: 12, scope: !12)
!38 = !DILocation(line: 49, column: 3, scope: !12)
!39 = !DILocation(line: 49, column: 10, scope: !12)
!40 = !DILocation(line: 49, column: 31, scope: !12)
!41 = !DILocation(line: 49, column: 19, scope: !12)
!42 = !DILocation(line: 49, column: 14, scope: !12)
!43 = !DILocation(line: 50, column: 9, scope: !12)
!44 = distinct !{!44, !38, !45, !46}
!45 = !DILocation(line: 50, column: 13, scope: !12)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocalVariable(name: "table", scope: !12, file: !1, line: 51, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!49 = !DILocation(line: 51, column: 8, scope: !12)
!50 = !DILocation(line: 51, column: 23, scope: !12)
!51 = !DILocation(line: 51, column: 16, scope: !12)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 52, type: !15)
!53 = distinct !DILexicalBlock(scope: !12, file: !1, line: 52, column: 3)
!54 = !DILocation(line: 52, column: 12, scope: !53)
!55 = !DILocation(line: 52, column: 8, scope: !53)
!56 = !DILocation(line: 52, column: 19, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 52, column: 3)
!58 = !DILocation(line: 52, column: 23, scope: !57)
!59 = !DILocation(line: 52, column: 21, scope: !57)
!60 = !DILocation(line: 52, column: 3, scope: !53)
!61 = !DILocation(line: 53, column: 5, scope: !57)
!62 = !DILocation(line: 53, column: 12, scope: !57)
!63 = !DILocation(line: 53, column: 14, scope: !57)
!64 = !DILocation(line: 53, column: 32, scope: !57)
!65 = !DILocation(line: 53, column: 36, scope: !57)
!66 = !DILocation(line: 53, column: 29, scope: !57)
!67 = !DILocation(line: 53, column: 41, scope: !57)
!68 = !DILocation(line: 52, column: 27, scope: !57)
!69 = !DILocation(line: 52, column: 3, scope: !57)
!70 = distinct !{!70, !60, !71, !46}
!71 = !DILocation(line: 53, column: 41, scope: !53)
!72 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 54, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!75 = !DILocation(line: 54, column: 11, scope: !12)
!76 = !DILocation(line: 54, column: 39, scope: !12)
!77 = !DILocation(line: 54, column: 37, scope: !12)
!78 = !DILocation(line: 54, column: 15, scope: !12)
!79 = !DILocalVariable(name: "i", scope: !80, file: !1, line: 55, type: !15)
!80 = distinct !DILexicalBlock(scope: !12, file: !1, line: 55, column: 3)
!81 = !DILocation(line: 55, column: 12, scope: !80)
!82 = !DILocation(line: 55, column: 8, scope: !80)
!83 = !DILocation(line: 55, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 55, column: 3)
!85 = !DILocation(line: 55, column: 23, scope: !84)
!86 = !DILocation(line: 55, column: 21, scope: !84)
!87 = !DILocation(line: 55, column: 3, scope: !80)
!88 = !DILocation(line: 56, column: 13, scope: !84)
!89 = !DILocation(line: 56, column: 15, scope: !84)
!90 = !DILocation(line: 56, column: 12, scope: !84)
!91 = !DILocation(line: 56, column: 20, scope: !84)
!92 = !DILocation(line: 56, column: 5, scope: !84)
!93 = !DILocation(line: 56, column: 7, scope: !84)
!94 = !DILocation(line: 56, column: 10, scope: !84)
!95 = !DILocation(line: 55, column: 27, scope: !84)
!96 = !DILocation(line: 55, column: 3, scope: !84)
!97 = distinct !{!97, !87, !98, !46}
!98 = !DILocation(line: 56, column: 22, scope: !80)
!99 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 57, type: !74)
!100 = !DILocation(line: 57, column: 10, scope: !12)
!101 = !DILocation(line: 57, column: 23, scope: !12)
!102 = !DILocation(line: 57, column: 26, scope: !12)
!103 = !DILocation(line: 57, column: 14, scope: !12)
!104 = !DILocation(line: 58, column: 17, scope: !12)
!105 = !DILocation(line: 58, column: 20, scope: !12)
!106 = !DILocation(line: 58, column: 8, scope: !12)
!107 = !DILocation(line: 58, column: 5, scope: !12)
!108 = !DILocalVariable(name: "m", scope: !12, file: !1, line: 59, type: !15)
!109 = !DILocation(line: 59, column: 7, scope: !12)
!110 = !DILocation(line: 59, column: 16, scope: !12)
!111 = !DILocation(line: 59, column: 13, scope: !12)
!112 = !DILocalVariable(name: "re", scope: !12, file: !1, line: 60, type: !73)
!113 = !DILocation(line: 60, column: 11, scope: !12)
!114 = !DILocation(line: 60, column: 40, scope: !12)
!115 = !DILocation(line: 60, column: 38, scope: !12)
!116 = !DILocation(line: 60, column: 16, scope: !12)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 61, type: !15)
!118 = distinct !DILexicalBlock(scope: !12, file: !1, line: 61, column: 3)
!119 = !DILocation(line: 61, column: 12, scope: !118)
!120 = !DILocation(line: 61, column: 8, scope: !118)
!121 = !DILocation(line: 61, column: 19, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !1, line: 61, column: 3)
!123 = !DILocation(line: 61, column: 23, scope: !122)
!124 = !DILocation(line: 61, column: 21, scope: !122)
!125 = !DILocation(line: 61, column: 3, scope: !118)
!126 = !DILocation(line: 62, column: 13, scope: !122)
!127 = !DILocation(line: 62, column: 15, scope: !122)
!128 = !DILocation(line: 62, column: 5, scope: !122)
!129 = !DILocation(line: 62, column: 8, scope: !122)
!130 = !DILocation(line: 62, column: 11, scope: !122)
!131 = !DILocation(line: 61, column: 27, scope: !122)
!132 = !DILocation(line: 61, column: 3, scope: !122)
!133 = distinct !{!133, !125, !134, !46}
!134 = !DILocation(line: 62, column: 17, scope: !118)
!135 = !DILocalVariable(name: "st", scope: !12, file: !1, line: 63, type: !15)
!136 = !DILocation(line: 63, column: 7, scope: !12)
!137 = !DILocation(line: 63, column: 24, scope: !12)
!138 = !DILocation(line: 63, column: 28, scope: !12)
!139 = !DILocation(line: 63, column: 12, scope: !12)
!140 = !DILocalVariable(name: "refine", scope: !12, file: !1, line: 64, type: !141)
!141 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!142 = !DILocation(line: 64, column: 8, scope: !12)
!143 = !DILocalVariable(name: "w", scope: !144, file: !1, line: 65, type: !141)
!144 = distinct !DILexicalBlock(scope: !12, file: !1, line: 65, column: 3)
!145 = !DILocation(line: 65, column: 13, scope: !144)
!146 = !DILocation(line: 65, column: 8, scope: !144)
!147 = !DILocation(line: 65, column: 20, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !1, line: 65, column: 3)
!149 = !DILocation(line: 65, column: 31, scope: !148)
!150 = !DILocation(line: 65, column: 29, scope: !148)
!151 = !DILocation(line: 65, column: 22, scope: !148)
!152 = !DILocation(line: 65, column: 3, scope: !144)
!153 = !DILocation(line: 66, column: 15, scope: !148)
!154 = !DILocation(line: 66, column: 17, scope: !148)
!155 = !DILocation(line: 66, column: 12, scope: !148)
!156 = !DILocation(line: 66, column: 5, scope: !148)
!157 = !DILocation(line: 65, column: 36, scope: !148)
!158 = !DILocation(line: 65, column: 3, scope: !148)
!159 = distinct !{!159, !152, !160, !46}
!160 = !DILocation(line: 66, column: 19, scope: !144)
!161 = !DILocation(line: 67, column: 35, scope: !12)
!162 = !DILocation(line: 67, column: 40, scope: !12)
!163 = !DILocation(line: 67, column: 44, scope: !12)
!164 = !DILocation(line: 67, column: 47, scope: !12)
!165 = !DILocation(line: 67, column: 54, scope: !12)
!166 = !DILocation(line: 67, column: 3, scope: !12)
!167 = !DILocation(line: 68, column: 8, scope: !12)
!168 = !DILocation(line: 68, column: 3, scope: !12)
!169 = !DILocation(line: 69, column: 8, scope: !12)
!170 = !DILocation(line: 69, column: 3, scope: !12)
!171 = !DILocation(line: 70, column: 8, scope: !12)
!172 = !DILocation(line: 70, column: 3, scope: !12)
!173 = !DILocation(line: 71, column: 3, scope: !12)
!174 = distinct !DISubprogram(name: "scan_sum", scope: !1, file: !1, line: 9, type: !175, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!175 = !DISubroutineType(types: !176)
!176 = !{!74, !73, !15}
!177 = !DILocalVariable(name: "a", arg: 1, scope: !174, file: !1, line: 9, type: !73)
!178 = !DILocation(line: 9, column: 32, scope: !174)
!179 = !DILocalVariable(name: "n", arg: 2, scope: !174, file: !1, line: 9, type: !15)
!180 = !DILocation(line: 9, column: 39, scope: !174)
!181 = !DILocalVariable(name: "s", scope: !182, file: !1, line: 13, type: !15)
!182 = distinct !DILexicalBlock(scope: !174, file: !1, line: 13, column: 3)
!183 = !DILocation(line: 13, column: 12, scope: !182)
!184 = !DILocation(line: 13, column: 8, scope: !182)
!185 = !DILocation(line: 13, column: 19, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !1, line: 13, column: 3)
!187 = !DILocation(line: 13, column: 23, scope: !186)
!188 = !DILocation(line: 13, column: 21, scope: !186)
!189 = !DILocation(line: 13, column: 3, scope: !182)
!190 = !DILocalVariable(name: "i", scope: !191, file: !1, line: 14, type: !15)
!191 = distinct !DILexicalBlock(scope: !186, file: !1, line: 14, column: 5)
!192 = !DILocation(line: 14, column: 14, scope: !191)
!193 = !DILocation(line: 14, column: 18, scope: !191)
!194 = !DILocation(line: 14, column: 20, scope: !191)
!195 = !DILocation(line: 14, column: 10, scope: !191)
!196 = !DILocation(line: 14, column: 25, scope: !197)
!197 = distinct !DILexicalBlock(scope: !191, file: !1, line: 14, column: 5)
!198 = !DILocation(line: 14, column: 30, scope: !197)
!199 = !DILocation(line: 14, column: 27, scope: !197)
!200 = !DILocation(line: 14, column: 5, scope: !191)
!201 = !DILocation(line: 15, column: 15, scope: !197)
!202 = !DILocation(line: 15, column: 17, scope: !197)
!203 = !DILocation(line: 15, column: 21, scope: !197)
!204 = !DILocation(line: 15, column: 19, scope: !197)
!205 = !DILocation(line: 15, column: 7, scope: !197)
!206 = !DILocation(line: 15, column: 9, scope: !197)
!207 = !DILocation(line: 15, column: 12, scope: !197)
!208 = !DILocation(line: 14, column: 34, scope: !197)
!209 = !DILocation(line: 14, column: 5, scope: !197)
!210 = distinct !{!210, !200, !211, !46}
!211 = !DILocation(line: 15, column: 22, scope: !191)
!212 = !DILocation(line: 13, column: 28, scope: !186)
!213 = !DILocation(line: 13, column: 3, scope: !186)
!214 = distinct !{!214, !189, !215, !46}
!215 = !DILocation(line: 15, column: 22, scope: !182)
!216 = !DILocation(line: 16, column: 10, scope: !174)
!217 = !DILocation(line: 16, column: 12, scope: !174)
!218 = !DILocation(line: 16, column: 14, scope: !174)
!219 = !DILocation(line: 16, column: 3, scope: !174)
!220 = distinct !DISubprogram(name: "halvings", scope: !1, file: !1, line: 19, type: !221, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!221 = !DISubroutineType(types: !222)
!222 = !{!74, !223, !15}
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!225 = !DILocalVariable(name: "a", arg: 1, scope: !220, file: !1, line: 19, type: !223)
!226 = !DILocation(line: 19, column: 38, scope: !220)
!227 = !DILocalVariable(name: "n", arg: 2, scope: !220, file: !1, line: 19, type: !15)
!228 = !DILocation(line: 19, column: 45, scope: !220)
!229 = !DILocalVariable(name: "t", scope: !220, file: !1, line: 21, type: !74)
!230 = !DILocation(line: 21, column: 10, scope: !220)
!231 = !DILocalVariable(name: "h", scope: !232, file: !1, line: 22, type: !15)
!232 = distinct !DILexicalBlock(scope: !220, file: !1, line: 22, column: 3)
!233 = !DILocation(line: 22, column: 12, scope: !232)
!234 = !DILocation(line: 22, column: 16, scope: !232)
!235 = !DILocation(line: 22, column: 18, scope: !232)
!236 = !DILocation(line: 22, column: 8, scope: !232)
!237 = !DILocation(line: 22, column: 23, scope: !238)
!238 = distinct !DILexicalBlock(scope: !232, file: !1, line: 22, column: 3)
!239 = !DILocation(line: 22, column: 25, scope: !238)
!240 = !DILocation(line: 22, column: 3, scope: !232)
!241 = !DILocalVariable(name: "i", scope: !242, file: !1, line: 23, type: !15)
!242 = distinct !DILexicalBlock(scope: !238, file: !1, line: 23, column: 5)
!243 = !DILocation(line: 23, column: 14, scope: !242)
!244 = !DILocation(line: 23, column: 10, scope: !242)
!245 = !DILocation(line: 23, column: 21, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !1, line: 23, column: 5)
!247 = !DILocation(line: 23, column: 25, scope: !246)
!248 = !DILocation(line: 23, column: 23, scope: !246)
!249 = !DILocation(line: 23, column: 5, scope: !242)
!250 = !DILocation(line: 24, column: 12, scope: !246)
!251 = !DILocation(line: 24, column: 14, scope: !246)
!252 = !DILocation(line: 24, column: 19, scope: !246)
!253 = !DILocation(line: 24, column: 9, scope: !246)
!254 = !DILocation(line: 24, column: 7, scope: !246)
!255 = !DILocation(line: 23, column: 29, scope: !246)
!256 = !DILocation(line: 23, column: 5, scope: !246)
!257 = distinct !{!257, !249, !258, !46}
!258 = !DILocation(line: 24, column: 19, scope: !242)
!259 = !DILocation(line: 22, column: 32, scope: !238)
!260 = !DILocation(line: 22, column: 3, scope: !238)
!261 = distinct !{!261, !240, !262, !46}
!262 = !DILocation(line: 24, column: 19, scope: !232)
!263 = !DILocation(line: 25, column: 10, scope: !220)
!264 = !DILocation(line: 25, column: 3, scope: !220)
!265 = distinct !DISubprogram(name: "butterflies", scope: !1, file: !1, line: 28, type: !266, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!266 = !DISubroutineType(types: !267)
!267 = !{!15, !73, !15}
!268 = !DILocalVariable(name: "re", arg: 1, scope: !265, file: !1, line: 28, type: !73)
!269 = !DILocation(line: 28, column: 32, scope: !265)
!270 = !DILocalVariable(name: "n", arg: 2, scope: !265, file: !1, line: 28, type: !15)
!271 = !DILocation(line: 28, column: 40, scope: !265)
!272 = !DILocalVariable(name: "stages", scope: !265, file: !1, line: 30, type: !15)
!273 = !DILocation(line: 30, column: 7, scope: !265)
!274 = !DILocalVariable(name: "len", scope: !275, file: !1, line: 31, type: !15)
!275 = distinct !DILexicalBlock(scope: !265, file: !1, line: 31, column: 3)
!276 = !DILocation(line: 31, column: 12, scope: !275)
!277 = !DILocation(line: 31, column: 8, scope: !275)
!278 = !DILocation(line: 31, column: 21, scope: !279)
!279 = distinct !DILexicalBlock(scope: !275, file: !1, line: 31, column: 3)
!280 = !DILocation(line: 31, column: 28, scope: !279)
!281 = !DILocation(line: 31, column: 25, scope: !279)
!282 = !DILocation(line: 31, column: 3, scope: !275)
!283 = !DILocalVariable(name: "half", scope: !284, file: !1, line: 32, type: !15)
!284 = distinct !DILexicalBlock(scope: !279, file: !1, line: 31, column: 42)
!285 = !DILocation(line: 32, column: 9, scope: !284)
!286 = !DILocation(line: 32, column: 16, scope: !284)
!287 = !DILocation(line: 32, column: 20, scope: !284)
!288 = !DILocalVariable(name: "i", scope: !289, file: !1, line: 33, type: !15)
!289 = distinct !DILexicalBlock(scope: !284, file: !1, line: 33, column: 5)
!290 = !DILocation(line: 33, column: 14, scope: !289)
!291 = !DILocation(line: 33, column: 10, scope: !289)
!292 = !DILocation(line: 33, column: 21, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !1, line: 33, column: 5)
!294 = !DILocation(line: 33, column: 25, scope: !293)
!295 = !DILocation(line: 33, column: 23, scope: !293)
!296 = !DILocation(line: 33, column: 5, scope: !289)
!297 = !DILocalVariable(name: "j", scope: !298, file: !1, line: 34, type: !15)
!298 = distinct !DILexicalBlock(scope: !293, file: !1, line: 34, column: 7)
!299 = !DILocation(line: 34, column: 16, scope: !298)
!300 = !DILocation(line: 34, column: 12, scope: !298)
!301 = !DILocation(line: 34, column: 23, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !1, line: 34, column: 7)
!303 = !DILocation(line: 34, column: 27, scope: !302)
!304 = !DILocation(line: 34, column: 25, scope: !302)
!305 = !DILocation(line: 34, column: 7, scope: !298)
!306 = !DILocalVariable(name: "u", scope: !307, file: !1, line: 35, type: !74)
!307 = distinct !DILexicalBlock(scope: !302, file: !1, line: 34, column: 38)
!308 = !DILocation(line: 35, column: 16, scope: !307)
!309 = !DILocation(line: 35, column: 20, scope: !307)
!310 = !DILocation(line: 35, column: 23, scope: !307)
!311 = !DILocation(line: 35, column: 27, scope: !307)
!312 = !DILocation(line: 35, column: 25, scope: !307)
!313 = !DILocalVariable(name: "v", scope: !307, file: !1, line: 35, type: !74)
!314 = !DILocation(line: 35, column: 31, scope: !307)
!315 = !DILocation(line: 35, column: 35, scope: !307)
!316 = !DILocation(line: 35, column: 38, scope: !307)
!317 = !DILocation(line: 35, column: 42, scope: !307)
!318 = !DILocation(line: 35, column: 40, scope: !307)
!319 = !DILocation(line: 35, column: 46, scope: !307)
!320 = !DILocation(line: 35, column: 44, scope: !307)
!321 = !DILocation(line: 36, column: 21, scope: !307)
!322 = !DILocation(line: 36, column: 25, scope: !307)
!323 = !DILocation(line: 36, column: 23, scope: !307)
!324 = !DILocation(line: 36, column: 9, scope: !307)
!325 = !DILocation(line: 36, column: 12, scope: !307)
!326 = !DILocation(line: 36, column: 16, scope: !307)
!327 = !DILocation(line: 36, column: 14, scope: !307)
!328 = !DILocation(line: 36, column: 19, scope: !307)
!329 = !DILocation(line: 37, column: 28, scope: !307)
!330 = !DILocation(line: 37, column: 32, scope: !307)
!331 = !DILocation(line: 37, column: 30, scope: !307)
!332 = !DILocation(line: 37, column: 9, scope: !307)
!333 = !DILocation(line: 37, column: 12, scope: !307)
!334 = !DILocation(line: 37, column: 16, scope: !307)
!335 = !DILocation(line: 37, column: 14, scope: !307)
!336 = !DILocation(line: 37, column: 20, scope: !307)
!337 = !DILocation(line: 37, column: 18, scope: !307)
!338 = !DILocation(line: 37, column: 26, scope: !307)
!339 = !DILocation(line: 38, column: 7, scope: !307)
!340 = !DILocation(line: 34, column: 34, scope: !302)
!341 = !DILocation(line: 34, column: 7, scope: !302)
!342 = distinct !{!342, !305, !343, !46}
!343 = !DILocation(line: 38, column: 7, scope: !298)
!344 = !DILocation(line: 33, column: 33, scope: !293)
!345 = !DILocation(line: 33, column: 30, scope: !293)
!346 = !DILocation(line: 33, column: 5, scope: !293)
!347 = distinct !{!347, !296, !348, !46}
!348 = !DILocation(line: 38, column: 7, scope: !289)
!349 = !DILocation(line: 39, column: 11, scope: !284)
!350 = !DILocation(line: 40, column: 3, scope: !284)
!351 = !DILocation(line: 31, column: 35, scope: !279)
!352 = !DILocation(line: 31, column: 3, scope: !279)
!353 = distinct !{!353, !282, !354, !46}
!354 = !DILocation(line: 40, column: 3, scope: !275)
!355 = !DILocation(line: 41, column: 10, scope: !265)
!356 = !DILocation(line: 41, column: 3, scope: !265)
