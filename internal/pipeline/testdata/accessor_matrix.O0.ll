; ModuleID = 'accessor_matrix.c'
source_filename = "accessor_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.matrix = type { i32, i32, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.matrix, align 8
  %9 = alloca %struct.matrix, align 8
  %10 = alloca %struct.matrix, align 8
  %11 = alloca %struct.matrix, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %16 = load i32, i32* %4, align 4, !dbg !28
  %17 = icmp sgt i32 %16, 1, !dbg !29
  br i1 %17, label %18, label %23, !dbg !28

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !30
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !30
  %21 = load i8*, i8** %20, align 8, !dbg !30
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !31
  br label %24, !dbg !28

23:                                               ; preds = %2
  br label %24, !dbg !28

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 64, %23 ], !dbg !28
  store i32 %25, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %26 = load i32, i32* %4, align 4, !dbg !34
  %27 = icmp sgt i32 %26, 2, !dbg !35
  br i1 %27, label %28, label %33, !dbg !34

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !36
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !36
  %31 = load i8*, i8** %30, align 8, !dbg !36
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !37
  br label %36, !dbg !34

33:                                               ; preds = %24
  %34 = load i32, i32* %6, align 4, !dbg !38
  %35 = add nsw i32 %34, 8, !dbg !39
  br label %36, !dbg !34

36:                                               ; preds = %33, %28
  %37 = phi i32 [ %32, %28 ], [ %35, %33 ], !dbg !34
  store i32 %37, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata %struct.matrix* %8, metadata !40, metadata !DIExpression()), !dbg !49
  %38 = getelementptr inbounds %struct.matrix, %struct.matrix* %8, i32 0, i32 0, !dbg !50
  %39 = load i32, i32* %6, align 4, !dbg !51
  store i32 %39, i32* %38, align 8, !dbg !50
  %40 = getelementptr inbounds %struct.matrix, %struct.matrix* %8, i32 0, i32 1, !dbg !50
  %41 = load i32, i32* %7, align 4, !dbg !52
  store i32 %41, i32* %40, align 4, !dbg !50
  %42 = getelementptr inbounds %struct.matrix, %struct.matrix* %8, i32 0, i32 2, !dbg !50
  %43 = load i32, i32* %6, align 4, !dbg !53
  %44 = sext i32 %43 to i64, !dbg !54
  %45 = load i32, i32* %7, align 4, !dbg !55
  %46 = sext i32 %45 to i64, !dbg !55
  %47 = mul i64 %44, %46, !dbg !56
  %48 = call noalias i8* @calloc(i64 noundef %47, i64 noundef 8) #6, !dbg !57
  %49 = bitcast i8* %48 to double*, !dbg !57
  store double* %49, double** %42, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata %struct.matrix* %9, metadata !58, metadata !DIExpression()), !dbg !59
  %50 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 0, !dbg !60
  %51 = load i32, i32* %7, align 4, !dbg !61
  store i32 %51, i32* %50, align 8, !dbg !60
  %52 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 1, !dbg !60
  %53 = load i32, i32* %6, align 4, !dbg !62
  store i32 %53, i32* %52, align 4, !dbg !60
  %54 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 2, !dbg !60
  %55 = load i32, i32* %7, align 4, !dbg !63
  %56 = sext i32 %55 to i64, !dbg !64
  %57 = load i32, i32* %6, align 4, !dbg !65
  %58 = sext i32 %57 to i64, !dbg !65
  %59 = mul i64 %56, %58, !dbg !66
  %60 = call noalias i8* @calloc(i64 noundef %59, i64 noundef 8) #6, !dbg !67
  %61 = bitcast i8* %60 to double*, !dbg !67
  store double* %61, double** %54, align 8, !dbg !60
  call void @llvm.dbg.declare(metadata %struct.matrix* %10, metadata !68, metadata !DIExpression()), !dbg !69
  %62 = getelementptr inbounds %struct.matrix, %struct.matrix* %10, i32 0, i32 0, !dbg !70
  %63 = load i32, i32* %6, align 4, !dbg !71
  store i32 %63, i32* %62, align 8, !dbg !70
  %64 = getelementptr inbounds %struct.matrix, %struct.matrix* %10, i32 0, i32 1, !dbg !70
  %65 = load i32, i32* %6, align 4, !dbg !72
  store i32 %65, i32* %64, align 4, !dbg !70
  %66 = getelementptr inbounds %struct.matrix, %struct.matrix* %10, i32 0, i32 2, !dbg !70
  %67 = load i32, i32* %6, align 4, !dbg !73
  %68 = sext i32 %67 to i64, !dbg !74
  %69 = load i32, i32* %6, align 4, !dbg !75
  %70 = sext i32 %69 to i64, !dbg !75
  %71 = mul i64 %68, %70, !dbg !76
  %72 = call noalias i8* @calloc(i64 noundef %71, i64 noundef 8) #6, !dbg !77
  %73 = bitcast i8* %72 to double*, !dbg !77
  store double* %73, double** %66, align 8, !dbg !70
  call void @llvm.dbg.declare(metadata %struct.matrix* %11, metadata !78, metadata !DIExpression()), !dbg !79
  %74 = getelementptr inbounds %struct.matrix, %struct.matrix* %11, i32 0, i32 0, !dbg !80
  %75 = load i32, i32* %6, align 4, !dbg !81
  store i32 %75, i32* %74, align 8, !dbg !80
  %76 = getelementptr inbounds %struct.matrix, %struct.matrix* %11, i32 0, i32 1, !dbg !80
  %77 = load i32, i32* %7, align 4, !dbg !82
  store i32 %77, i32* %76, align 4, !dbg !80
  %78 = getelementptr inbounds %struct.matrix, %struct.matrix* %11, i32 0, i32 2, !dbg !80
  %79 = load i32, i32* %6, align 4, !dbg !83
  %80 = sext i32 %79 to i64, !dbg !84
  %81 = load i32, i32* %7, align 4, !dbg !85
  %82 = sext i32 %81 to i64, !dbg !85
  %83 = mul i64 %80, %82, !dbg !86
  %84 = call noalias i8* @calloc(i64 noundef %83, i64 noundef 8) #6, !dbg !87
  %85 = bitcast i8* %84 to double*, !dbg !87
  store double* %85, double** %78, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %12, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %12, align 4, !dbg !90
  br label %86, !dbg !91

86:                                               ; preds = %116, %36
  %87 = load i32, i32* %12, align 4, !dbg !92
  %88 = load i32, i32* %6, align 4, !dbg !94
  %89 = icmp slt i32 %87, %88, !dbg !95
  br i1 %89, label %90, label %119, !dbg !96

90:                                               ; preds = %86
  call void @llvm.dbg.declare(metadata i32* %13, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %13, align 4, !dbg !99
  br label %91, !dbg !100

91:                                               ; preds = %112, %90
  %92 = load i32, i32* %13, align 4, !dbg !101
  %93 = load i32, i32* %7, align 4, !dbg !103
  %94 = icmp slt i32 %92, %93, !dbg !104
  br i1 %94, label %95, label %115, !dbg !105

95:                                               ; preds = %91
  %96 = load i32, i32* %12, align 4, !dbg !106
  %97 = load i32, i32* %13, align 4, !dbg !108
  %98 = add nsw i32 %96, %97, !dbg !109
  %99 = srem i32 %98, 5, !dbg !110
  %100 = sitofp i32 %99 to double, !dbg !111
  %101 = load i32, i32* %12, align 4, !dbg !112
  %102 = load i32, i32* %13, align 4, !dbg !113
  %103 = call double* @at(%struct.matrix* noundef %8, i32 noundef %101, i32 noundef %102), !dbg !114
  store double %100, double* %103, align 8, !dbg !115
  %104 = load i32, i32* %12, align 4, !dbg !116
  %105 = load i32, i32* %13, align 4, !dbg !117
  %106 = mul nsw i32 %104, %105, !dbg !118
  %107 = srem i32 %106, 3, !dbg !119
  %108 = sitofp i32 %107 to double, !dbg !120
  %109 = load i32, i32* %13, align 4, !dbg !121
  %110 = load i32, i32* %12, align 4, !dbg !122
  %111 = call double* @at(%struct.matrix* noundef %9, i32 noundef %109, i32 noundef %110), !dbg !123
  store double %108, double* %111, align 8, !dbg !124
  br label %112, !dbg !125

112:                                              ; preds = %95
  %113 = load i32, i32* %13, align 4, !dbg !126
  %114 = add nsw i32 %113, 1, !dbg !126
  store i32 %114, i32* %13, align 4, !dbg !126
  br label %91, !dbg !127, !llvm.loop !128

115:                                              ; preds = %91
  br label %116, !dbg !129

116:                                              ; preds = %115
  %117 = load i32, i32* %12, align 4, !dbg !131
  %118 = add nsw i32 %117, 1, !dbg !131
  store i32 %118, i32* %12, align 4, !dbg !131
  br label %86, !dbg !132, !llvm.loop !133

119:                                              ; preds = %86
  call void @product(%struct.matrix* noundef %8, %struct.matrix* noundef %9, %struct.matrix* noundef %10), !dbg !135
  call void @transpose(%struct.matrix* noundef %9, %struct.matrix* noundef %11), !dbg !136
  call void @llvm.dbg.declare(metadata double* %14, metadata !137, metadata !DIExpression()), !dbg !138
  store double 0.000000e+00, double* %14, align 8, !dbg !138
  call void @llvm.dbg.declare(metadata i32* %15, metadata !139, metadata !DIExpression()), !dbg !141
  store i32 0, i32* %15, align 4, !dbg !141
  br label %120, !dbg !142

120:                                              ; preds = %136, %119
  %121 = load i32, i32* %15, align 4, !dbg !143
  %122 = load i32, i32* %6, align 4, !dbg !145
  %123 = icmp slt i32 %121, %122, !dbg !146
  br i1 %123, label %124, label %139, !dbg !147

124:                                              ; preds = %120
  %125 = load i32, i32* %15, align 4, !dbg !148
  %126 = load i32, i32* %15, align 4, !dbg !149
  %127 = call double* @at(%struct.matrix* noundef %10, i32 noundef %125, i32 noundef %126), !dbg !150
  %128 = load double, double* %127, align 8, !dbg !151
  %129 = load i32, i32* %15, align 4, !dbg !152
  %130 = load i32, i32* %15, align 4, !dbg !153
  %131 = call double* @at(%struct.matrix* noundef %11, i32 noundef %129, i32 noundef %130), !dbg !154
  %132 = load double, double* %131, align 8, !dbg !155
  %133 = fadd double %128, %132, !dbg !156
  %134 = load double, double* %14, align 8, !dbg !157
  %135 = fadd double %134, %133, !dbg !157
  store double %135, double* %14, align 8, !dbg !157
  br label %136, !dbg !158

136:                                              ; preds = %124
  %137 = load i32, i32* %15, align 4, !dbg !159
  %138 = add nsw i32 %137, 1, !dbg !159
  store i32 %138, i32* %15, align 4, !dbg !159
  br label %120, !dbg !160, !llvm.loop !161

139:                                              ; preds = %120
  %140 = load double, double* %14, align 8, !dbg !163
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %140), !dbg !164
  %142 = getelementptr inbounds %struct.matrix, %struct.matrix* %8, i32 0, i32 2, !dbg !165
  %143 = load double*, double** %142, align 8, !dbg !165
  %144 = bitcast double* %143 to i8*, !dbg !166
  call void @free(i8* noundef %144) #6, !dbg !167
  %145 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 2, !dbg !168
  %146 = load double*, double** %145, align 8, !dbg !168
  %147 = bitcast double* %146 to i8*, !dbg !169
  call void @free(i8* noundef %147) #6, !dbg !170
  %148 = getelementptr inbounds %struct.matrix, %struct.matrix* %10, i32 0, i32 2, !dbg !171
  %149 = load double*, double** %148, align 8, !dbg !171
  %150 = bitcast double* %149 to i8*, !dbg !172
  call void @free(i8* noundef %150) #6, !dbg !173
  %151 = getelementptr inbounds %struct.matrix, %struct.matrix* %11, i32 0, i32 2, !dbg !174
  %152 = load double*, double** %151, align 8, !dbg !174
  %153 = bitcast double* %152 to i8*, !dbg !175
  call void @free(i8* noundef %153) #6, !dbg !176
  ret i32 0, !dbg !177
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @at(%struct.matrix* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !178 {
  %4 = alloca %struct.matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.matrix* %0, %struct.matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %4, metadata !182, metadata !DIExpression()), !dbg !183
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !184, metadata !DIExpression()), !dbg !185
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !186, metadata !DIExpression()), !dbg !187
  %7 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !188
  %8 = getelementptr inbounds %struct.matrix, %struct.matrix* %7, i32 0, i32 2, !dbg !189
  %9 = load double*, double** %8, align 8, !dbg !189
  %10 = load i32, i32* %5, align 4, !dbg !190
  %11 = sext i32 %10 to i64, !dbg !191
  %12 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !192
  %13 = getelementptr inbounds %struct.matrix, %struct.matrix* %12, i32 0, i32 1, !dbg !193
  %14 = load i32, i32* %13, align 4, !dbg !193
  %15 = sext i32 %14 to i64, !dbg !192
  %16 = mul i64 %11, %15, !dbg !194
  %17 = load i32, i32* %6, align 4, !dbg !195
  %18 = sext i32 %17 to i64, !dbg !195
  %19 = add i64 %16, %18, !dbg !196
  %20 = getelementptr inbounds double, double* %9, i64 %19, !dbg !188
  ret double* %20, !dbg !197
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @product(%struct.matrix* noundef %0, %struct.matrix* noundef %1, %struct.matrix* noundef %2) #0 !dbg !198 {
  %4 = alloca %struct.matrix*, align 8
  %5 = alloca %struct.matrix*, align 8
  %6 = alloca %struct.matrix*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store %struct.matrix* %0, %struct.matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %4, metadata !201, metadata !DIExpression()), !dbg !202
  store %struct.matrix* %1, %struct.matrix** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %5, metadata !203, metadata !DIExpression()), !dbg !204
  store %struct.matrix* %2, %struct.matrix** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %6, metadata !205, metadata !DIExpression()), !dbg !206
  call void @llvm.dbg.declare(metadata i32* %7, metadata !207, metadata !DIExpression()), !dbg !209
  store i32 0, i32* %7, align 4, !dbg !209
  br label %11, !dbg !210

11:                                               ; preds = %57, %3
  %12 = load i32, i32* %7, align 4, !dbg !211
  %13 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !213
  %14 = getelementptr inbounds %struct.matrix, %struct.matrix* %13, i32 0, i32 0, !dbg !214
  %15 = load i32, i32* %14, align 8, !dbg !214
  %16 = icmp slt i32 %12, %15, !dbg !215
  br i1 %16, label %17, label %60, !dbg !216

17:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %8, metadata !217, metadata !DIExpression()), !dbg !219
  store i32 0, i32* %8, align 4, !dbg !219
  br label %18, !dbg !220

18:                                               ; preds = %53, %17
  %19 = load i32, i32* %8, align 4, !dbg !221
  %20 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !223
  %21 = getelementptr inbounds %struct.matrix, %struct.matrix* %20, i32 0, i32 1, !dbg !224
  %22 = load i32, i32* %21, align 4, !dbg !224
  %23 = icmp slt i32 %19, %22, !dbg !225
  br i1 %23, label %24, label %56, !dbg !226

24:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %9, metadata !227, metadata !DIExpression()), !dbg !229
  %25 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !230
  %26 = load i32, i32* %7, align 4, !dbg !231
  %27 = load i32, i32* %8, align 4, !dbg !232
  %28 = call double* @at(%struct.matrix* noundef %25, i32 noundef %26, i32 noundef %27), !dbg !233
  %29 = load double, double* %28, align 8, !dbg !234
  store double %29, double* %9, align 8, !dbg !229
  call void @llvm.dbg.declare(metadata i32* %10, metadata !235, metadata !DIExpression()), !dbg !237
  store i32 0, i32* %10, align 4, !dbg !237
  br label %30, !dbg !238

30:                                               ; preds = %49, %24
  %31 = load i32, i32* %10, align 4, !dbg !239
  %32 = load %struct.matrix*, %struct.matrix** %5, align 8, !dbg !241
  %33 = getelementptr inbounds %struct.matrix, %struct.matrix* %32, i32 0, i32 1, !dbg !242
  %34 = load i32, i32* %33, align 4, !dbg !242
  %35 = icmp slt i32 %31, %34, !dbg !243
  br i1 %35, label %36, label %52, !dbg !244

36:                                               ; preds = %30
  %37 = load double, double* %9, align 8, !dbg !245
  %38 = load %struct.matrix*, %struct.matrix** %5, align 8, !dbg !246
  %39 = load i32, i32* %8, align 4, !dbg !247
  %40 = load i32, i32* %10, align 4, !dbg !248
  %41 = call double* @at(%struct.matrix* noundef %38, i32 noundef %39, i32 noundef %40), !dbg !249
  %42 = load double, double* %41, align 8, !dbg !250
  %43 = load %struct.matrix*, %struct.matrix** %6, align 8, !dbg !251
  %44 = load i32, i32* %7, align 4, !dbg !252
  %45 = load i32, i32* %10, align 4, !dbg !253
  %46 = call double* @at(%struct.matrix* noundef %43, i32 noundef %44, i32 noundef %45), !dbg !254
  %47 = load double, double* %46, align 8, !dbg !255
  %48 = call double @llvm.fmuladd.f64(double %37, double %42, double %47), !dbg !255
  store double %48, double* %46, align 8, !dbg !255
  br label %49, !dbg !256

49:                                               ; preds = %36
  %50 = load i32, i32* %10, align 4, !dbg !257
  %51 = add nsw i32 %50, 1, !dbg !257
  store i32 %51, i32* %10, align 4, !dbg !257
  br label %30, !dbg !258, !llvm.loop !259

52:                                               ; preds = %30
  br label %53, !dbg !261

53:                                               ; preds = %52
  %54 = load i32, i32* %8, align 4, !dbg !262
  %55 = add nsw i32 %54, 1, !dbg !262
  store i32 %55, i32* %8, align 4, !dbg !262
  br label %18, !dbg !263, !llvm.loop !264

56:                                               ; preds = %18
  br label %57, !dbg !265

57:                                               ; preds = %56
  %58 = load i32, i32* %7, align 4, !dbg !266
  %59 = add nsw i32 %58, 1, !dbg !266
  store i32 %59, i32* %7, align 4, !dbg !266
  br label %11, !dbg !267, !llvm.loop !268

60:                                               ; preds = %11
  ret void, !dbg !270
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(%struct.matrix* noundef %0, %struct.matrix* noundef %1) #0 !dbg !271 {
  %3 = alloca %struct.matrix*, align 8
  %4 = alloca %struct.matrix*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.matrix* %0, %struct.matrix** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %3, metadata !274, metadata !DIExpression()), !dbg !275
  store %struct.matrix* %1, %struct.matrix** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.matrix** %4, metadata !276, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.declare(metadata i32* %5, metadata !278, metadata !DIExpression()), !dbg !280
  store i32 0, i32* %5, align 4, !dbg !280
  br label %7, !dbg !281

7:                                                ; preds = %34, %2
  %8 = load i32, i32* %5, align 4, !dbg !282
  %9 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !284
  %10 = getelementptr inbounds %struct.matrix, %struct.matrix* %9, i32 0, i32 0, !dbg !285
  %11 = load i32, i32* %10, align 8, !dbg !285
  %12 = icmp slt i32 %8, %11, !dbg !286
  br i1 %12, label %13, label %37, !dbg !287

13:                                               ; preds = %7
  call void @llvm.dbg.declare(metadata i32* %6, metadata !288, metadata !DIExpression()), !dbg !290
  store i32 0, i32* %6, align 4, !dbg !290
  br label %14, !dbg !291

14:                                               ; preds = %30, %13
  %15 = load i32, i32* %6, align 4, !dbg !292
  %16 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !294
  %17 = getelementptr inbounds %struct.matrix, %struct.matrix* %16, i32 0, i32 1, !dbg !295
  %18 = load i32, i32* %17, align 4, !dbg !295
  %19 = icmp slt i32 %15, %18, !dbg !296
  br i1 %19, label %20, label %33, !dbg !297

20:                                               ; preds = %14
  %21 = load %struct.matrix*, %struct.matrix** %3, align 8, !dbg !298
  %22 = load i32, i32* %5, align 4, !dbg !299
  %23 = load i32, i32* %6, align 4, !dbg !300
  %24 = call double* @at(%struct.matrix* noundef %21, i32 noundef %22, i32 noundef %23), !dbg !301
  %25 = load double, double* %24, align 8, !dbg !302
  %26 = load %struct.matrix*, %struct.matrix** %4, align 8, !dbg !303
  %27 = load i32, i32* %6, align 4, !dbg !304
  %28 = load i32, i32* %5, align 4, !dbg !305
  %29 = call double* @at(%struct.matrix* noundef %26, i32 noundef %27, i32 noundef %28), !dbg !306
  store double %25, double* %29, align 8, !dbg !307
  br label %30, !dbg !308

30:                                               ; preds = %20
  %31 = load i32, i32* %6, align 4, !dbg !309
  %32 = add nsw i32 %31, 1, !dbg !309
  store i32 %32, i32* %6, align 4, !dbg !309
  br label %14, !dbg !310, !llvm.loop !311

33:                                               ; preds = %14
  br label %34, !dbg !312

34:                                               ; preds = %33
  %35 = load i32, i32* %5, align 4, !dbg !313
  %36 = add nsw i32 %35, 1, !dbg !313
  store i32 %36, i32* %5, align 4, !dbg !313
  br label %7, !dbg !314, !llvm.loop !315

37:                                               ; preds = %7
  ret void, !dbg !317
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
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "accessor_matrix.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e38cfcf77d5b2bd41b5ed5e187025280")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !15, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 31, type: !17)
!23 = !DILocation(line: 31, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 31, type: !18)
!25 = !DILocation(line: 31, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 32, type: !17)
!27 = !DILocation(line: 32, column: 7, scope: !14)
!28 = !DILocation(line: 32, column: 11, scope: !14)
!29 = !DILocation(line: 32, column: 16, scope: !14)
!30 = !DILocation(line: 32, column: 27, scope: !14)
!31 = !DILocation(line: 32, column: 22, scope: !14)
!32 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 33, type: !17)
!33 = !DILocation(line: 33, column: 7, scope: !14)
!34 = !DILocation(line: 33, column: 11, scope: !14)
!35 = !DILocation(line: 33, column: 16, scope: !14)
!36 = !DILocation(line: 33, column: 27, scope: !14)
!37 = !DILocation(line: 33, column: 22, scope: !14)
!38 = !DILocation(line: 33, column: 38, scope: !14)
!39 = !DILocation(line: 33, column: 40, scope: !14)
!40 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 34, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "matrix", file: !1, line: 12, baseType: !42)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 128, elements: !43)
!43 = !{!44, !45, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !42, file: !1, line: 10, baseType: !17, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !42, file: !1, line: 10, baseType: !17, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !42, file: !1, line: 11, baseType: !47, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DILocation(line: 34, column: 10, scope: !14)
!50 = !DILocation(line: 34, column: 14, scope: !14)
!51 = !DILocation(line: 34, column: 15, scope: !14)
!52 = !DILocation(line: 34, column: 18, scope: !14)
!53 = !DILocation(line: 34, column: 36, scope: !14)
!54 = !DILocation(line: 34, column: 28, scope: !14)
!55 = !DILocation(line: 34, column: 40, scope: !14)
!56 = !DILocation(line: 34, column: 38, scope: !14)
!57 = !DILocation(line: 34, column: 21, scope: !14)
!58 = !DILocalVariable(name: "b", scope: !14, file: !1, line: 35, type: !41)
!59 = !DILocation(line: 35, column: 10, scope: !14)
!60 = !DILocation(line: 35, column: 14, scope: !14)
!61 = !DILocation(line: 35, column: 15, scope: !14)
!62 = !DILocation(line: 35, column: 18, scope: !14)
!63 = !DILocation(line: 35, column: 36, scope: !14)
!64 = !DILocation(line: 35, column: 28, scope: !14)
!65 = !DILocation(line: 35, column: 40, scope: !14)
!66 = !DILocation(line: 35, column: 38, scope: !14)
!67 = !DILocation(line: 35, column: 21, scope: !14)
!68 = !DILocalVariable(name: "c", scope: !14, file: !1, line: 36, type: !41)
!69 = !DILocation(line: 36, column: 10, scope: !14)
!70 = !DILocation(line: 36, column: 14, scope: !14)
!71 = !DILocation(line: 36, column: 15, scope: !14)
!72 = !DILocation(line: 36, column: 18, scope: !14)
!73 = !DILocation(line: 36, column: 36, scope: !14)
!74 = !DILocation(line: 36, column: 28, scope: !14)
!75 = !DILocation(line: 36, column: 40, scope: !14)
!76 = !DILocation(line: 36, column: 38, scope: !14)
!77 = !DILocation(line: 36, column: 21, scope: !14)
!78 = !DILocalVariable(name: "t", scope: !14, file: !1, line: 37, type: !41)
!79 = !DILocation(line: 37, column: 10, scope: !14)
!80 = !DILocation(line: 37, column: 14, scope: !14)
!81 = !DILocation(line: 37, column: 15, scope: !14)
!82 = !DILocation(line: 37, column: 18, scope: !14)
!83 = !DILocation(line: 37, column: 36, scope: !14)
!84 = !DILocation(line: 37, column: 28, scope: !14)
!85 = !DILocation(line: 37, column: 40, scope: !14)
!86 = !DILocation(line: 37, column: 38, scope: !14)
!87 = !DILocation(line: 37, column: 21, scope: !14)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 38, type: !17)
!89 = distinct !DILexicalBlock(scope: !14, file: !1, line: 38, column: 3)
!90 = !DILocation(line: 38, column: 12, scope: !89)
!91 = !DILocation(line: 38, column: 8, scope: !89)
!92 = !DILocation(line: 38, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 38, column: 3)
!94 = !DILocation(line: 38, column: 23, scope: !93)
!95 = !DILocation(line: 38, column: 21, scope: !93)
!96 = !DILocation(line: 38, column: 3, scope: !89)
!97 = !DILocalVariable(name: "j", scope: !98, file: !1, line: 39, type: !17)
!98 = distinct !DILexicalBlock(scope: !93, file: !1, line: 39, column: 5)
!99 = !DILocation(line: 39, column: 14, scope: !98)
!100 = !DILocation(line: 39, column: 10, scope: !98)
!101 = !DILocation(line: 39, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 39, column: 5)
!103 = !DILocation(line: 39, column: 25, scope: !102)
!104 = !DILocation(line: 39, column: 23, scope: !102)
!105 = !DILocation(line: 39, column: 5, scope: !98)
!106 = !DILocation(line: 40, column: 24, scope: !107)
!107 = distinct !DILexicalBlock(scope: !102, file: !1, line: 39, column: 33)
!108 = !DILocation(line: 40, column: 28, scope: !107)
!109 = !DILocation(line: 40, column: 26, scope: !107)
!110 = !DILocation(line: 40, column: 31, scope: !107)
!111 = !DILocation(line: 40, column: 23, scope: !107)
!112 = !DILocation(line: 40, column: 15, scope: !107)
!113 = !DILocation(line: 40, column: 18, scope: !107)
!114 = !DILocation(line: 40, column: 8, scope: !107)
!115 = !DILocation(line: 40, column: 21, scope: !107)
!116 = !DILocation(line: 41, column: 24, scope: !107)
!117 = !DILocation(line: 41, column: 28, scope: !107)
!118 = !DILocation(line: 41, column: 26, scope: !107)
!119 = !DILocation(line: 41, column: 31, scope: !107)
!120 = !DILocation(line: 41, column: 23, scope: !107)
!121 = !DILocation(line: 41, column: 15, scope: !107)
!122 = !DILocation(line: 41, column: 18, scope: !107)
!123 = !DILocation(line: 41, column: 8, scope: !107)
!124 = !DILocation(line: 41, column: 21, scope: !107)
!125 = !DILocation(line: 42, column: 5, scope: !107)
!126 = !DILocation(line: 39, column: 29, scope: !102)
!127 = !DILocation(line: 39, column: 5, scope: !102)
!128 = distinct !{!128, !105, !129, !130}
!129 = !DILocation(line: 42, column: 5, scope: !98)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocation(line: 38, column: 27, scope: !93)
!132 = !DILocation(line: 38, column: 3, scope: !93)
!133 = distinct !{!133, !96, !134, !130}
!134 = !DILocation(line: 42, column: 5, scope: !89)
!135 = !DILocation(line: 43, column: 3, scope: !14)
!136 = !DILocation(line: 44, column: 3, scope: !14)
!137 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 45, type: !48)
!138 = !DILocation(line: 45, column: 10, scope: !14)
!139 = !DILocalVariable(name: "i", scope: !140, file: !1, line: 46, type: !17)
!140 = distinct !DILexicalBlock(scope: !14, file: !1, line: 46, column: 3)
!141 = !DILocation(line: 46, column: 12, scope: !140)
!142 = !DILocation(line: 46, column: 8, scope: !140)
!143 = !DILocation(line: 46, column: 19, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !1, line: 46, column: 3)
!145 = !DILocation(line: 46, column: 23, scope: !144)
!146 = !DILocation(line: 46, column: 21, scope: !144)
!147 = !DILocation(line: 46, column: 3, scope: !140)
!148 = !DILocation(line: 47, column: 18, scope: !144)
!149 = !DILocation(line: 47, column: 21, scope: !144)
!150 = !DILocation(line: 47, column: 11, scope: !144)
!151 = !DILocation(line: 47, column: 10, scope: !144)
!152 = !DILocation(line: 47, column: 34, scope: !144)
!153 = !DILocation(line: 47, column: 37, scope: !144)
!154 = !DILocation(line: 47, column: 27, scope: !144)
!155 = !DILocation(line: 47, column: 26, scope: !144)
!156 = !DILocation(line: 47, column: 24, scope: !144)
!157 = !DILocation(line: 47, column: 7, scope: !144)
!158 = !DILocation(line: 47, column: 5, scope: !144)
!159 = !DILocation(line: 46, column: 27, scope: !144)
!160 = !DILocation(line: 46, column: 3, scope: !144)
!161 = distinct !{!161, !147, !162, !130}
!162 = !DILocation(line: 47, column: 38, scope: !140)
!163 = !DILocation(line: 48, column: 18, scope: !14)
!164 = !DILocation(line: 48, column: 3, scope: !14)
!165 = !DILocation(line: 49, column: 10, scope: !14)
!166 = !DILocation(line: 49, column: 8, scope: !14)
!167 = !DILocation(line: 49, column: 3, scope: !14)
!168 = !DILocation(line: 50, column: 10, scope: !14)
!169 = !DILocation(line: 50, column: 8, scope: !14)
!170 = !DILocation(line: 50, column: 3, scope: !14)
!171 = !DILocation(line: 51, column: 10, scope: !14)
!172 = !DILocation(line: 51, column: 8, scope: !14)
!173 = !DILocation(line: 51, column: 3, scope: !14)
!174 = !DILocation(line: 52, column: 10, scope: !14)
!175 = !DILocation(line: 52, column: 8, scope: !14)
!176 = !DILocation(line: 52, column: 3, scope: !14)
!177 = !DILocation(line: 53, column: 3, scope: !14)
!178 = distinct !DISubprogram(name: "at", scope: !1, file: !1, line: 14, type: !179, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!179 = !DISubroutineType(types: !180)
!180 = !{!47, !181, !17, !17}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!182 = !DILocalVariable(name: "m", arg: 1, scope: !178, file: !1, line: 14, type: !181)
!183 = !DILocation(line: 14, column: 27, scope: !178)
!184 = !DILocalVariable(name: "i", arg: 2, scope: !178, file: !1, line: 14, type: !17)
!185 = !DILocation(line: 14, column: 34, scope: !178)
!186 = !DILocalVariable(name: "j", arg: 3, scope: !178, file: !1, line: 14, type: !17)
!187 = !DILocation(line: 14, column: 41, scope: !178)
!188 = !DILocation(line: 14, column: 54, scope: !178)
!189 = !DILocation(line: 14, column: 57, scope: !178)
!190 = !DILocation(line: 14, column: 70, scope: !178)
!191 = !DILocation(line: 14, column: 62, scope: !178)
!192 = !DILocation(line: 14, column: 74, scope: !178)
!193 = !DILocation(line: 14, column: 77, scope: !178)
!194 = !DILocation(line: 14, column: 72, scope: !178)
!195 = !DILocation(line: 14, column: 84, scope: !178)
!196 = !DILocation(line: 14, column: 82, scope: !178)
!197 = !DILocation(line: 14, column: 46, scope: !178)
!198 = distinct !DISubprogram(name: "product", scope: !1, file: !1, line: 16, type: !199, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !181, !181, !181}
!201 = !DILocalVariable(name: "a", arg: 1, scope: !198, file: !1, line: 16, type: !181)
!202 = !DILocation(line: 16, column: 29, scope: !198)
!203 = !DILocalVariable(name: "b", arg: 2, scope: !198, file: !1, line: 16, type: !181)
!204 = !DILocation(line: 16, column: 40, scope: !198)
!205 = !DILocalVariable(name: "c", arg: 3, scope: !198, file: !1, line: 16, type: !181)
!206 = !DILocation(line: 16, column: 51, scope: !198)
!207 = !DILocalVariable(name: "i", scope: !208, file: !1, line: 17, type: !17)
!208 = distinct !DILexicalBlock(scope: !198, file: !1, line: 17, column: 3)
!209 = !DILocation(line: 17, column: 12, scope: !208)
!210 = !DILocation(line: 17, column: 8, scope: !208)
!211 = !DILocation(line: 17, column: 19, scope: !212)
!212 = distinct !DILexicalBlock(scope: !208, file: !1, line: 17, column: 3)
!213 = !DILocation(line: 17, column: 23, scope: !212)
!214 = !DILocation(line: 17, column: 26, scope: !212)
!215 = !DILocation(line: 17, column: 21, scope: !212)
!216 = !DILocation(line: 17, column: 3, scope: !208)
!217 = !DILocalVariable(name: "k", scope: !218, file: !1, line: 18, type: !17)
!218 = distinct !DILexicalBlock(scope: !212, file: !1, line: 18, column: 5)
!219 = !DILocation(line: 18, column: 14, scope: !218)
!220 = !DILocation(line: 18, column: 10, scope: !218)
!221 = !DILocation(line: 18, column: 21, scope: !222)
!222 = distinct !DILexicalBlock(scope: !218, file: !1, line: 18, column: 5)
!223 = !DILocation(line: 18, column: 25, scope: !222)
!224 = !DILocation(line: 18, column: 28, scope: !222)
!225 = !DILocation(line: 18, column: 23, scope: !222)
!226 = !DILocation(line: 18, column: 5, scope: !218)
!227 = !DILocalVariable(name: "aik", scope: !228, file: !1, line: 19, type: !48)
!228 = distinct !DILexicalBlock(scope: !222, file: !1, line: 18, column: 39)
!229 = !DILocation(line: 19, column: 14, scope: !228)
!230 = !DILocation(line: 19, column: 24, scope: !228)
!231 = !DILocation(line: 19, column: 27, scope: !228)
!232 = !DILocation(line: 19, column: 30, scope: !228)
!233 = !DILocation(line: 19, column: 21, scope: !228)
!234 = !DILocation(line: 19, column: 20, scope: !228)
!235 = !DILocalVariable(name: "j", scope: !236, file: !1, line: 20, type: !17)
!236 = distinct !DILexicalBlock(scope: !228, file: !1, line: 20, column: 7)
!237 = !DILocation(line: 20, column: 16, scope: !236)
!238 = !DILocation(line: 20, column: 12, scope: !236)
!239 = !DILocation(line: 20, column: 23, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !1, line: 20, column: 7)
!241 = !DILocation(line: 20, column: 27, scope: !240)
!242 = !DILocation(line: 20, column: 30, scope: !240)
!243 = !DILocation(line: 20, column: 25, scope: !240)
!244 = !DILocation(line: 20, column: 7, scope: !236)
!245 = !DILocation(line: 21, column: 25, scope: !240)
!246 = !DILocation(line: 21, column: 35, scope: !240)
!247 = !DILocation(line: 21, column: 38, scope: !240)
!248 = !DILocation(line: 21, column: 41, scope: !240)
!249 = !DILocation(line: 21, column: 32, scope: !240)
!250 = !DILocation(line: 21, column: 31, scope: !240)
!251 = !DILocation(line: 21, column: 13, scope: !240)
!252 = !DILocation(line: 21, column: 16, scope: !240)
!253 = !DILocation(line: 21, column: 19, scope: !240)
!254 = !DILocation(line: 21, column: 10, scope: !240)
!255 = !DILocation(line: 21, column: 22, scope: !240)
!256 = !DILocation(line: 21, column: 9, scope: !240)
!257 = !DILocation(line: 20, column: 37, scope: !240)
!258 = !DILocation(line: 20, column: 7, scope: !240)
!259 = distinct !{!259, !244, !260, !130}
!260 = !DILocation(line: 21, column: 42, scope: !236)
!261 = !DILocation(line: 22, column: 5, scope: !228)
!262 = !DILocation(line: 18, column: 35, scope: !222)
!263 = !DILocation(line: 18, column: 5, scope: !222)
!264 = distinct !{!264, !226, !265, !130}
!265 = !DILocation(line: 22, column: 5, scope: !218)
!266 = !DILocation(line: 17, column: 33, scope: !212)
!267 = !DILocation(line: 17, column: 3, scope: !212)
!268 = distinct !{!268, !216, !269, !130}
!269 = !DILocation(line: 22, column: 5, scope: !208)
!270 = !DILocation(line: 23, column: 1, scope: !198)
!271 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 25, type: !272, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!272 = !DISubroutineType(types: !273)
!273 = !{null, !181, !181}
!274 = !DILocalVariable(name: "src", arg: 1, scope: !271, file: !1, line: 25, type: !181)
!275 = !DILocation(line: 25, column: 31, scope: !271)
!276 = !DILocalVariable(name: "dst", arg: 2, scope: !271, file: !1, line: 25, type: !181)
!277 = !DILocation(line: 25, column: 44, scope: !271)
!278 = !DILocalVariable(name: "i", scope: !279, file: !1, line: 26, type: !17)
!279 = distinct !DILexicalBlock(scope: !271, file: !1, line: 26, column: 3)
!280 = !DILocation(line: 26, column: 12, scope: !279)
!281 = !DILocation(line: 26, column: 8, scope: !279)
!282 = !DILocation(line: 26, column: 19, scope: !283)
!283 = distinct !DILexicalBlock(scope: !279, file: !1, line: 26, column: 3)
!284 = !DILocation(line: 26, column: 23, scope: !283)
!285 = !DILocation(line: 26, column: 28, scope: !283)
!286 = !DILocation(line: 26, column: 21, scope: !283)
!287 = !DILocation(line: 26, column: 3, scope: !279)
!288 = !DILocalVariable(name: "j", scope: !289, file: !1, line: 27, type: !17)
!289 = distinct !DILexicalBlock(scope: !283, file: !1, line: 27, column: 5)
!290 = !DILocation(line: 27, column: 14, scope: !289)
!291 = !DILocation(line: 27, column: 10, scope: !289)
!292 = !DILocation(line: 27, column: 21, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !1, line: 27, column: 5)
!294 = !DILocation(line: 27, column: 25, scope: !293)
!295 = !DILocation(line: 27, column: 30, scope: !293)
!296 = !DILocation(line: 27, column: 23, scope: !293)
!297 = !DILocation(line: 27, column: 5, scope: !289)
!298 = !DILocation(line: 28, column: 28, scope: !293)
!299 = !DILocation(line: 28, column: 33, scope: !293)
!300 = !DILocation(line: 28, column: 36, scope: !293)
!301 = !DILocation(line: 28, column: 25, scope: !293)
!302 = !DILocation(line: 28, column: 24, scope: !293)
!303 = !DILocation(line: 28, column: 11, scope: !293)
!304 = !DILocation(line: 28, column: 16, scope: !293)
!305 = !DILocation(line: 28, column: 19, scope: !293)
!306 = !DILocation(line: 28, column: 8, scope: !293)
!307 = !DILocation(line: 28, column: 22, scope: !293)
!308 = !DILocation(line: 28, column: 7, scope: !293)
!309 = !DILocation(line: 27, column: 37, scope: !293)
!310 = !DILocation(line: 27, column: 5, scope: !293)
!311 = distinct !{!311, !297, !312, !130}
!312 = !DILocation(line: 28, column: 37, scope: !289)
!313 = !DILocation(line: 26, column: 35, scope: !283)
!314 = !DILocation(line: 26, column: 3, scope: !283)
!315 = distinct !{!315, !287, !316, !130}
!316 = !DILocation(line: 28, column: 37, scope: !279)
!317 = !DILocation(line: 29, column: 1, scope: !271)
