; ModuleID = 'csr_generated.c'
source_filename = "csr_generated.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.CSR = type { i32, i32, i32*, i32*, double* }

@.str = private unnamed_addr constant [8 x i8] c"%ld %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.CSR, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %15 = load i32, i32* %4, align 4, !dbg !26
  %16 = icmp sgt i32 %15, 1, !dbg !27
  br i1 %16, label %17, label %22, !dbg !26

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !28
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !28
  %20 = load i8*, i8** %19, align 8, !dbg !28
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !29
  br label %23, !dbg !26

22:                                               ; preds = %2
  br label %23, !dbg !26

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1000, %22 ], !dbg !26
  store i32 %24, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %25 = load i32, i32* %4, align 4, !dbg !32
  %26 = icmp sgt i32 %25, 2, !dbg !33
  br i1 %26, label %27, label %32, !dbg !32

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !34
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !34
  %30 = load i8*, i8** %29, align 8, !dbg !34
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !35
  br label %33, !dbg !32

32:                                               ; preds = %23
  br label %33, !dbg !32

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 8, %32 ], !dbg !32
  store i32 %34, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  %35 = load i32, i32* %4, align 4, !dbg !38
  %36 = icmp sgt i32 %35, 3, !dbg !39
  br i1 %36, label %37, label %42, !dbg !38

37:                                               ; preds = %33
  %38 = load i8**, i8*** %5, align 8, !dbg !40
  %39 = getelementptr inbounds i8*, i8** %38, i64 3, !dbg !40
  %40 = load i8*, i8** %39, align 8, !dbg !40
  %41 = call i32 @atoi(i8* noundef %40) #5, !dbg !41
  br label %43, !dbg !38

42:                                               ; preds = %33
  br label %43, !dbg !38

43:                                               ; preds = %42, %37
  %44 = phi i32 [ %41, %37 ], [ 3, %42 ], !dbg !38
  store i32 %44, i32* %8, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata %struct.CSR* %9, metadata !42, metadata !DIExpression()), !dbg !54
  %45 = load i32, i32* %6, align 4, !dbg !55
  %46 = load i32, i32* %7, align 4, !dbg !56
  call void @make_matrix(%struct.CSR* sret(%struct.CSR) align 8 %9, i32 noundef %45, i32 noundef %46, i32 noundef 42), !dbg !57
  call void @llvm.dbg.declare(metadata double** %10, metadata !58, metadata !DIExpression()), !dbg !59
  %47 = load i32, i32* %6, align 4, !dbg !60
  %48 = sext i32 %47 to i64, !dbg !60
  %49 = mul i64 %48, 8, !dbg !61
  %50 = call noalias i8* @malloc(i64 noundef %49) #6, !dbg !62
  %51 = bitcast i8* %50 to double*, !dbg !62
  store double* %51, double** %10, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata double** %11, metadata !63, metadata !DIExpression()), !dbg !64
  %52 = load i32, i32* %6, align 4, !dbg !65
  %53 = sext i32 %52 to i64, !dbg !65
  %54 = mul i64 %53, 8, !dbg !66
  %55 = call noalias i8* @malloc(i64 noundef %54) #6, !dbg !67
  %56 = bitcast i8* %55 to double*, !dbg !67
  store double* %56, double** %11, align 8, !dbg !64
  %57 = getelementptr inbounds %struct.CSR, %struct.CSR* %9, i32 0, i32 2, !dbg !68
  %58 = load i32*, i32** %57, align 8, !dbg !68
  %59 = icmp ne i32* %58, null, !dbg !70
  br i1 %59, label %60, label %74, !dbg !71

60:                                               ; preds = %43
  %61 = getelementptr inbounds %struct.CSR, %struct.CSR* %9, i32 0, i32 3, !dbg !72
  %62 = load i32*, i32** %61, align 8, !dbg !72
  %63 = icmp ne i32* %62, null, !dbg !73
  br i1 %63, label %64, label %74, !dbg !74

64:                                               ; preds = %60
  %65 = getelementptr inbounds %struct.CSR, %struct.CSR* %9, i32 0, i32 4, !dbg !75
  %66 = load double*, double** %65, align 8, !dbg !75
  %67 = icmp ne double* %66, null, !dbg !76
  br i1 %67, label %68, label %74, !dbg !77

68:                                               ; preds = %64
  %69 = load double*, double** %10, align 8, !dbg !78
  %70 = icmp ne double* %69, null, !dbg !78
  br i1 %70, label %71, label %74, !dbg !79

71:                                               ; preds = %68
  %72 = load double*, double** %11, align 8, !dbg !80
  %73 = icmp ne double* %72, null, !dbg !80
  br i1 %73, label %75, label %74, !dbg !81

74:                                               ; preds = %71, %68, %64, %60, %43
  store i32 1, i32* %3, align 4, !dbg !82
  br label %125, !dbg !82

75:                                               ; preds = %71
  call void @llvm.dbg.declare(metadata i32* %12, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %12, align 4, !dbg !85
  br label %76, !dbg !86

76:                                               ; preds = %89, %75
  %77 = load i32, i32* %12, align 4, !dbg !87
  %78 = load i32, i32* %6, align 4, !dbg !89
  %79 = icmp slt i32 %77, %78, !dbg !90
  br i1 %79, label %80, label %92, !dbg !91

80:                                               ; preds = %76
  %81 = load i32, i32* %12, align 4, !dbg !92
  %82 = srem i32 %81, 7, !dbg !93
  %83 = sitofp i32 %82 to double, !dbg !92
  %84 = fadd double 1.000000e+00, %83, !dbg !94
  %85 = load double*, double** %10, align 8, !dbg !95
  %86 = load i32, i32* %12, align 4, !dbg !96
  %87 = sext i32 %86 to i64, !dbg !95
  %88 = getelementptr inbounds double, double* %85, i64 %87, !dbg !95
  store double %84, double* %88, align 8, !dbg !97
  br label %89, !dbg !95

89:                                               ; preds = %80
  %90 = load i32, i32* %12, align 4, !dbg !98
  %91 = add nsw i32 %90, 1, !dbg !98
  store i32 %91, i32* %12, align 4, !dbg !98
  br label %76, !dbg !99, !llvm.loop !100

92:                                               ; preds = %76
  call void @llvm.dbg.declare(metadata i64* %13, metadata !103, metadata !DIExpression()), !dbg !105
  store i64 0, i64* %13, align 8, !dbg !105
  call void @llvm.dbg.declare(metadata i32* %14, metadata !106, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %14, align 4, !dbg !108
  br label %93, !dbg !109

93:                                               ; preds = %103, %92
  %94 = load i32, i32* %14, align 4, !dbg !110
  %95 = load i32, i32* %8, align 4, !dbg !112
  %96 = icmp slt i32 %94, %95, !dbg !113
  br i1 %96, label %97, label %106, !dbg !114

97:                                               ; preds = %93
  %98 = load double*, double** %10, align 8, !dbg !115
  %99 = load double*, double** %11, align 8, !dbg !116
  %100 = call i64 @spmv(%struct.CSR* noundef %9, double* noundef %98, double* noundef %99), !dbg !117
  %101 = load i64, i64* %13, align 8, !dbg !118
  %102 = add nsw i64 %101, %100, !dbg !118
  store i64 %102, i64* %13, align 8, !dbg !118
  br label %103, !dbg !119

103:                                              ; preds = %97
  %104 = load i32, i32* %14, align 4, !dbg !120
  %105 = add nsw i32 %104, 1, !dbg !120
  store i32 %105, i32* %14, align 4, !dbg !120
  br label %93, !dbg !121, !llvm.loop !122

106:                                              ; preds = %93
  %107 = load i64, i64* %13, align 8, !dbg !124
  %108 = load double*, double** %11, align 8, !dbg !125
  %109 = getelementptr inbounds double, double* %108, i64 0, !dbg !125
  %110 = load double, double* %109, align 8, !dbg !125
  %111 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %107, double noundef %110), !dbg !126
  %112 = getelementptr inbounds %struct.CSR, %struct.CSR* %9, i32 0, i32 2, !dbg !127
  %113 = load i32*, i32** %112, align 8, !dbg !127
  %114 = bitcast i32* %113 to i8*, !dbg !128
  call void @free(i8* noundef %114) #6, !dbg !129
  %115 = getelementptr inbounds %struct.CSR, %struct.CSR* %9, i32 0, i32 3, !dbg !130
  %116 = load i32*, i32** %115, align 8, !dbg !130
  %117 = bitcast i32* %116 to i8*, !dbg !131
  call void @free(i8* noundef %117) #6, !dbg !132
  %118 = getelementptr inbounds %struct.CSR, %struct.CSR* %9, i32 0, i32 4, !dbg !133
  %119 = load double*, double** %118, align 8, !dbg !133
  %120 = bitcast double* %119 to i8*, !dbg !134
  call void @free(i8* noundef %120) #6, !dbg !135
  %121 = load double*, double** %10, align 8, !dbg !136
  %122 = bitcast double* %121 to i8*, !dbg !136
  call void @free(i8* noundef %122) #6, !dbg !137
  %123 = load double*, double** %11, align 8, !dbg !138
  %124 = bitcast double* %123 to i8*, !dbg !138
  call void @free(i8* noundef %124) #6, !dbg !139
  store i32 0, i32* %3, align 4, !dbg !140
  br label %125, !dbg !140

125:                                              ; preds = %106, %74
  %126 = load i32, i32* %3, align 4, !dbg !141
  ret i32 %126, !dbg !141
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make_matrix(%struct.CSR* noalias sret(%struct.CSR) align 8 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !142 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !145, metadata !DIExpression()), !dbg !146
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !147, metadata !DIExpression()), !dbg !148
  store i32 %3, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !149, metadata !DIExpression()), !dbg !150
  call void @llvm.dbg.declare(metadata %struct.CSR* %0, metadata !151, metadata !DIExpression()), !dbg !152
  %11 = load i32, i32* %5, align 4, !dbg !153
  %12 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 0, !dbg !154
  store i32 %11, i32* %12, align 8, !dbg !155
  %13 = load i32, i32* %5, align 4, !dbg !156
  %14 = load i32, i32* %6, align 4, !dbg !157
  %15 = mul nsw i32 %13, %14, !dbg !158
  %16 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 1, !dbg !159
  store i32 %15, i32* %16, align 4, !dbg !160
  %17 = load i32, i32* %5, align 4, !dbg !161
  %18 = add nsw i32 %17, 1, !dbg !162
  %19 = sext i32 %18 to i64, !dbg !163
  %20 = mul i64 %19, 4, !dbg !164
  %21 = call noalias i8* @malloc(i64 noundef %20) #6, !dbg !165
  %22 = bitcast i8* %21 to i32*, !dbg !165
  %23 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 2, !dbg !166
  store i32* %22, i32** %23, align 8, !dbg !167
  %24 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 1, !dbg !168
  %25 = load i32, i32* %24, align 4, !dbg !168
  %26 = sext i32 %25 to i64, !dbg !169
  %27 = mul i64 %26, 4, !dbg !170
  %28 = call noalias i8* @malloc(i64 noundef %27) #6, !dbg !171
  %29 = bitcast i8* %28 to i32*, !dbg !171
  %30 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 3, !dbg !172
  store i32* %29, i32** %30, align 8, !dbg !173
  %31 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 1, !dbg !174
  %32 = load i32, i32* %31, align 4, !dbg !174
  %33 = sext i32 %32 to i64, !dbg !175
  %34 = mul i64 %33, 8, !dbg !176
  %35 = call noalias i8* @malloc(i64 noundef %34) #6, !dbg !177
  %36 = bitcast i8* %35 to double*, !dbg !177
  %37 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 4, !dbg !178
  store double* %36, double** %37, align 8, !dbg !179
  call void @llvm.dbg.declare(metadata i32* %8, metadata !180, metadata !DIExpression()), !dbg !181
  store i32 0, i32* %8, align 4, !dbg !181
  call void @llvm.dbg.declare(metadata i32* %9, metadata !182, metadata !DIExpression()), !dbg !184
  store i32 0, i32* %9, align 4, !dbg !184
  br label %38, !dbg !185

38:                                               ; preds = %81, %4
  %39 = load i32, i32* %9, align 4, !dbg !186
  %40 = load i32, i32* %5, align 4, !dbg !188
  %41 = icmp slt i32 %39, %40, !dbg !189
  br i1 %41, label %42, label %84, !dbg !190

42:                                               ; preds = %38
  %43 = load i32, i32* %8, align 4, !dbg !191
  %44 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 2, !dbg !193
  %45 = load i32*, i32** %44, align 8, !dbg !193
  %46 = load i32, i32* %9, align 4, !dbg !194
  %47 = sext i32 %46 to i64, !dbg !195
  %48 = getelementptr inbounds i32, i32* %45, i64 %47, !dbg !195
  store i32 %43, i32* %48, align 4, !dbg !196
  call void @llvm.dbg.declare(metadata i32* %10, metadata !197, metadata !DIExpression()), !dbg !199
  store i32 0, i32* %10, align 4, !dbg !199
  br label %49, !dbg !200

49:                                               ; preds = %77, %42
  %50 = load i32, i32* %10, align 4, !dbg !201
  %51 = load i32, i32* %6, align 4, !dbg !203
  %52 = icmp slt i32 %50, %51, !dbg !204
  br i1 %52, label %53, label %80, !dbg !205

53:                                               ; preds = %49
  %54 = load i32, i32* %7, align 4, !dbg !206
  %55 = mul i32 %54, 1103515245, !dbg !208
  %56 = add i32 %55, 12345, !dbg !209
  store i32 %56, i32* %7, align 4, !dbg !210
  %57 = load i32, i32* %7, align 4, !dbg !211
  %58 = lshr i32 %57, 8, !dbg !212
  %59 = load i32, i32* %5, align 4, !dbg !213
  %60 = urem i32 %58, %59, !dbg !214
  %61 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 3, !dbg !215
  %62 = load i32*, i32** %61, align 8, !dbg !215
  %63 = load i32, i32* %8, align 4, !dbg !216
  %64 = sext i32 %63 to i64, !dbg !217
  %65 = getelementptr inbounds i32, i32* %62, i64 %64, !dbg !217
  store i32 %60, i32* %65, align 4, !dbg !218
  %66 = load i32, i32* %10, align 4, !dbg !219
  %67 = add nsw i32 1, %66, !dbg !220
  %68 = sitofp i32 %67 to double, !dbg !221
  %69 = fdiv double 1.000000e+00, %68, !dbg !222
  %70 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 4, !dbg !223
  %71 = load double*, double** %70, align 8, !dbg !223
  %72 = load i32, i32* %8, align 4, !dbg !224
  %73 = sext i32 %72 to i64, !dbg !225
  %74 = getelementptr inbounds double, double* %71, i64 %73, !dbg !225
  store double %69, double* %74, align 8, !dbg !226
  %75 = load i32, i32* %8, align 4, !dbg !227
  %76 = add nsw i32 %75, 1, !dbg !227
  store i32 %76, i32* %8, align 4, !dbg !227
  br label %77, !dbg !228

77:                                               ; preds = %53
  %78 = load i32, i32* %10, align 4, !dbg !229
  %79 = add nsw i32 %78, 1, !dbg !229
  store i32 %79, i32* %10, align 4, !dbg !229
  br label %49, !dbg !230, !llvm.loop !231

80:                                               ; preds = %49
  br label %81, !dbg !233

81:                                               ; preds = %80
  %82 = load i32, i32* %9, align 4, !dbg !234
  %83 = add nsw i32 %82, 1, !dbg !234
  store i32 %83, i32* %9, align 4, !dbg !234
  br label %38, !dbg !235, !llvm.loop !236

84:                                               ; preds = %38
  %85 = load i32, i32* %8, align 4, !dbg !238
  %86 = getelementptr inbounds %struct.CSR, %struct.CSR* %0, i32 0, i32 2, !dbg !239
  %87 = load i32*, i32** %86, align 8, !dbg !239
  %88 = load i32, i32* %5, align 4, !dbg !240
  %89 = sext i32 %88 to i64, !dbg !241
  %90 = getelementptr inbounds i32, i32* %87, i64 %89, !dbg !241
  store i32 %85, i32* %90, align 4, !dbg !242
  ret void, !dbg !243
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @spmv(%struct.CSR* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !244 {
  %4 = alloca %struct.CSR*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store %struct.CSR* %0, %struct.CSR** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.CSR** %4, metadata !251, metadata !DIExpression()), !dbg !252
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !253, metadata !DIExpression()), !dbg !254
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !255, metadata !DIExpression()), !dbg !256
  call void @llvm.dbg.declare(metadata i64* %7, metadata !257, metadata !DIExpression()), !dbg !258
  store i64 0, i64* %7, align 8, !dbg !258
  call void @llvm.dbg.declare(metadata i32* %8, metadata !259, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %8, align 4, !dbg !261
  br label %11, !dbg !262

11:                                               ; preds = %82, %3
  %12 = load i32, i32* %8, align 4, !dbg !263
  %13 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !265
  %14 = getelementptr inbounds %struct.CSR, %struct.CSR* %13, i32 0, i32 0, !dbg !266
  %15 = load i32, i32* %14, align 8, !dbg !266
  %16 = icmp slt i32 %12, %15, !dbg !267
  br i1 %16, label %17, label %85, !dbg !268

17:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata double* %9, metadata !269, metadata !DIExpression()), !dbg !271
  store double 0.000000e+00, double* %9, align 8, !dbg !271
  call void @llvm.dbg.declare(metadata i32* %10, metadata !272, metadata !DIExpression()), !dbg !274
  %18 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !275
  %19 = getelementptr inbounds %struct.CSR, %struct.CSR* %18, i32 0, i32 2, !dbg !276
  %20 = load i32*, i32** %19, align 8, !dbg !276
  %21 = load i32, i32* %8, align 4, !dbg !277
  %22 = sext i32 %21 to i64, !dbg !275
  %23 = getelementptr inbounds i32, i32* %20, i64 %22, !dbg !275
  %24 = load i32, i32* %23, align 4, !dbg !275
  store i32 %24, i32* %10, align 4, !dbg !274
  br label %25, !dbg !278

25:                                               ; preds = %73, %17
  %26 = load i32, i32* %10, align 4, !dbg !279
  %27 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !281
  %28 = getelementptr inbounds %struct.CSR, %struct.CSR* %27, i32 0, i32 2, !dbg !282
  %29 = load i32*, i32** %28, align 8, !dbg !282
  %30 = load i32, i32* %8, align 4, !dbg !283
  %31 = add nsw i32 %30, 1, !dbg !284
  %32 = sext i32 %31 to i64, !dbg !281
  %33 = getelementptr inbounds i32, i32* %29, i64 %32, !dbg !281
  %34 = load i32, i32* %33, align 4, !dbg !281
  %35 = icmp slt i32 %26, %34, !dbg !285
  br i1 %35, label %36, label %76, !dbg !286

36:                                               ; preds = %25
  %37 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !287
  %38 = getelementptr inbounds %struct.CSR, %struct.CSR* %37, i32 0, i32 4, !dbg !289
  %39 = load double*, double** %38, align 8, !dbg !289
  %40 = load i32, i32* %10, align 4, !dbg !290
  %41 = sext i32 %40 to i64, !dbg !287
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !287
  %43 = load double, double* %42, align 8, !dbg !287
  %44 = load double*, double** %5, align 8, !dbg !291
  %45 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !292
  %46 = getelementptr inbounds %struct.CSR, %struct.CSR* %45, i32 0, i32 3, !dbg !293
  %47 = load i32*, i32** %46, align 8, !dbg !293
  %48 = load i32, i32* %10, align 4, !dbg !294
  %49 = sext i32 %48 to i64, !dbg !292
  %50 = getelementptr inbounds i32, i32* %47, i64 %49, !dbg !292
  %51 = load i32, i32* %50, align 4, !dbg !292
  %52 = sext i32 %51 to i64, !dbg !291
  %53 = getelementptr inbounds double, double* %44, i64 %52, !dbg !291
  %54 = load double, double* %53, align 8, !dbg !291
  %55 = load double, double* %9, align 8, !dbg !295
  %56 = call double @llvm.fmuladd.f64(double %43, double %54, double %55), !dbg !295
  store double %56, double* %9, align 8, !dbg !295
  %57 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !296
  %58 = getelementptr inbounds %struct.CSR, %struct.CSR* %57, i32 0, i32 3, !dbg !298
  %59 = load i32*, i32** %58, align 8, !dbg !298
  %60 = load i32, i32* %10, align 4, !dbg !299
  %61 = sext i32 %60 to i64, !dbg !296
  %62 = getelementptr inbounds i32, i32* %59, i64 %61, !dbg !296
  %63 = load i32, i32* %62, align 4, !dbg !296
  %64 = load %struct.CSR*, %struct.CSR** %4, align 8, !dbg !300
  %65 = getelementptr inbounds %struct.CSR, %struct.CSR* %64, i32 0, i32 0, !dbg !301
  %66 = load i32, i32* %65, align 8, !dbg !301
  %67 = sdiv i32 %66, 2, !dbg !302
  %68 = icmp sgt i32 %63, %67, !dbg !303
  br i1 %68, label %69, label %72, !dbg !304

69:                                               ; preds = %36
  %70 = load i64, i64* %7, align 8, !dbg !305
  %71 = add nsw i64 %70, 1, !dbg !305
  store i64 %71, i64* %7, align 8, !dbg !305
  br label %72, !dbg !306

72:                                               ; preds = %69, %36
  br label %73, !dbg !307

73:                                               ; preds = %72
  %74 = load i32, i32* %10, align 4, !dbg !308
  %75 = add nsw i32 %74, 1, !dbg !308
  store i32 %75, i32* %10, align 4, !dbg !308
  br label %25, !dbg !309, !llvm.loop !310

76:                                               ; preds = %25
  %77 = load double, double* %9, align 8, !dbg !312
  %78 = load double*, double** %6, align 8, !dbg !313
  %79 = load i32, i32* %8, align 4, !dbg !314
  %80 = sext i32 %79 to i64, !dbg !313
  %81 = getelementptr inbounds double, double* %78, i64 %80, !dbg !313
  store double %77, double* %81, align 8, !dbg !315
  br label %82, !dbg !316

82:                                               ; preds = %76
  %83 = load i32, i32* %8, align 4, !dbg !317
  %84 = add nsw i32 %83, 1, !dbg !317
  store i32 %84, i32* %8, align 4, !dbg !317
  br label %11, !dbg !318, !llvm.loop !319

85:                                               ; preds = %11
  %86 = load i64, i64* %7, align 8, !dbg !321
  ret i64 %86, !dbg !322
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
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "csr_generated.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5a3557358176481b1828efeee6bc1548")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 53, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 53, type: !3)
!21 = !DILocation(line: 53, column: 14, scope: !13)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 53, type: !16)
!23 = !DILocation(line: 53, column: 27, scope: !13)
!24 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 55, type: !3)
!25 = !DILocation(line: 55, column: 7, scope: !13)
!26 = !DILocation(line: 55, column: 11, scope: !13)
!27 = !DILocation(line: 55, column: 16, scope: !13)
!28 = !DILocation(line: 55, column: 27, scope: !13)
!29 = !DILocation(line: 55, column: 22, scope: !13)
!30 = !DILocalVariable(name: "per_row", scope: !13, file: !1, line: 56, type: !3)
!31 = !DILocation(line: 56, column: 7, scope: !13)
!32 = !DILocation(line: 56, column: 17, scope: !13)
!33 = !DILocation(line: 56, column: 22, scope: !13)
!34 = !DILocation(line: 56, column: 33, scope: !13)
!35 = !DILocation(line: 56, column: 28, scope: !13)
!36 = !DILocalVariable(name: "iters", scope: !13, file: !1, line: 57, type: !3)
!37 = !DILocation(line: 57, column: 7, scope: !13)
!38 = !DILocation(line: 57, column: 15, scope: !13)
!39 = !DILocation(line: 57, column: 20, scope: !13)
!40 = !DILocation(line: 57, column: 31, scope: !13)
!41 = !DILocation(line: 57, column: 26, scope: !13)
!42 = !DILocalVariable(name: "m", scope: !13, file: !1, line: 58, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "CSR", file: !1, line: 14, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 256, elements: !45)
!45 = !{!46, !47, !48, !50, !51}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !44, file: !1, line: 10, baseType: !3, size: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "nnz", scope: !44, file: !1, line: 10, baseType: !3, size: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !44, file: !1, line: 11, baseType: !49, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !44, file: !1, line: 12, baseType: !49, size: 64, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !44, file: !1, line: 13, baseType: !52, size: 64, offset: 192)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!54 = !DILocation(line: 58, column: 7, scope: !13)
!55 = !DILocation(line: 58, column: 23, scope: !13)
!56 = !DILocation(line: 58, column: 26, scope: !13)
!57 = !DILocation(line: 58, column: 11, scope: !13)
!58 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 59, type: !52)
!59 = !DILocation(line: 59, column: 11, scope: !13)
!60 = !DILocation(line: 59, column: 22, scope: !13)
!61 = !DILocation(line: 59, column: 24, scope: !13)
!62 = !DILocation(line: 59, column: 15, scope: !13)
!63 = !DILocalVariable(name: "y", scope: !13, file: !1, line: 60, type: !52)
!64 = !DILocation(line: 60, column: 11, scope: !13)
!65 = !DILocation(line: 60, column: 22, scope: !13)
!66 = !DILocation(line: 60, column: 24, scope: !13)
!67 = !DILocation(line: 60, column: 15, scope: !13)
!68 = !DILocation(line: 61, column: 10, scope: !69)
!69 = distinct !DILexicalBlock(scope: !13, file: !1, line: 61, column: 7)
!70 = !DILocation(line: 61, column: 8, scope: !69)
!71 = !DILocation(line: 61, column: 17, scope: !69)
!72 = !DILocation(line: 61, column: 23, scope: !69)
!73 = !DILocation(line: 61, column: 21, scope: !69)
!74 = !DILocation(line: 61, column: 27, scope: !69)
!75 = !DILocation(line: 61, column: 33, scope: !69)
!76 = !DILocation(line: 61, column: 31, scope: !69)
!77 = !DILocation(line: 61, column: 37, scope: !69)
!78 = !DILocation(line: 61, column: 41, scope: !69)
!79 = !DILocation(line: 61, column: 43, scope: !69)
!80 = !DILocation(line: 61, column: 47, scope: !69)
!81 = !DILocation(line: 61, column: 7, scope: !13)
!82 = !DILocation(line: 62, column: 5, scope: !69)
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 63, type: !3)
!84 = distinct !DILexicalBlock(scope: !13, file: !1, line: 63, column: 3)
!85 = !DILocation(line: 63, column: 12, scope: !84)
!86 = !DILocation(line: 63, column: 8, scope: !84)
!87 = !DILocation(line: 63, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 63, column: 3)
!89 = !DILocation(line: 63, column: 23, scope: !88)
!90 = !DILocation(line: 63, column: 21, scope: !88)
!91 = !DILocation(line: 63, column: 3, scope: !84)
!92 = !DILocation(line: 64, column: 18, scope: !88)
!93 = !DILocation(line: 64, column: 20, scope: !88)
!94 = !DILocation(line: 64, column: 16, scope: !88)
!95 = !DILocation(line: 64, column: 5, scope: !88)
!96 = !DILocation(line: 64, column: 7, scope: !88)
!97 = !DILocation(line: 64, column: 10, scope: !88)
!98 = !DILocation(line: 63, column: 27, scope: !88)
!99 = !DILocation(line: 63, column: 3, scope: !88)
!100 = distinct !{!100, !91, !101, !102}
!101 = !DILocation(line: 64, column: 22, scope: !84)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocalVariable(name: "far", scope: !13, file: !1, line: 65, type: !104)
!104 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!105 = !DILocation(line: 65, column: 8, scope: !13)
!106 = !DILocalVariable(name: "it", scope: !107, file: !1, line: 66, type: !3)
!107 = distinct !DILexicalBlock(scope: !13, file: !1, line: 66, column: 3)
!108 = !DILocation(line: 66, column: 12, scope: !107)
!109 = !DILocation(line: 66, column: 8, scope: !107)
!110 = !DILocation(line: 66, column: 20, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !1, line: 66, column: 3)
!112 = !DILocation(line: 66, column: 25, scope: !111)
!113 = !DILocation(line: 66, column: 23, scope: !111)
!114 = !DILocation(line: 66, column: 3, scope: !107)
!115 = !DILocation(line: 67, column: 21, scope: !111)
!116 = !DILocation(line: 67, column: 24, scope: !111)
!117 = !DILocation(line: 67, column: 12, scope: !111)
!118 = !DILocation(line: 67, column: 9, scope: !111)
!119 = !DILocation(line: 67, column: 5, scope: !111)
!120 = !DILocation(line: 66, column: 34, scope: !111)
!121 = !DILocation(line: 66, column: 3, scope: !111)
!122 = distinct !{!122, !114, !123, !102}
!123 = !DILocation(line: 67, column: 25, scope: !107)
!124 = !DILocation(line: 68, column: 22, scope: !13)
!125 = !DILocation(line: 68, column: 27, scope: !13)
!126 = !DILocation(line: 68, column: 3, scope: !13)
!127 = !DILocation(line: 69, column: 10, scope: !13)
!128 = !DILocation(line: 69, column: 8, scope: !13)
!129 = !DILocation(line: 69, column: 3, scope: !13)
!130 = !DILocation(line: 70, column: 10, scope: !13)
!131 = !DILocation(line: 70, column: 8, scope: !13)
!132 = !DILocation(line: 70, column: 3, scope: !13)
!133 = !DILocation(line: 71, column: 10, scope: !13)
!134 = !DILocation(line: 71, column: 8, scope: !13)
!135 = !DILocation(line: 71, column: 3, scope: !13)
!136 = !DILocation(line: 72, column: 8, scope: !13)
!137 = !DILocation(line: 72, column: 3, scope: !13)
!138 = !DILocation(line: 73, column: 8, scope: !13)
!139 = !DILocation(line: 73, column: 3, scope: !13)
!140 = !DILocation(line: 74, column: 3, scope: !13)
!141 = !DILocation(line: 75, column: 1, scope: !13)
!142 = distinct !DISubprogram(name: "make_matrix", scope: !1, file: !1, line: 16, type: !143, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!143 = !DISubroutineType(types: !144)
!144 = !{!43, !3, !3, !4}
!145 = !DILocalVariable(name: "n", arg: 1, scope: !142, file: !1, line: 16, type: !3)
!146 = !DILocation(line: 16, column: 28, scope: !142)
!147 = !DILocalVariable(name: "per_row", arg: 2, scope: !142, file: !1, line: 16, type: !3)
!148 = !DILocation(line: 16, column: 35, scope: !142)
!149 = !DILocalVariable(name: "seed", arg: 3, scope: !142, file: !1, line: 16, type: !4)
!150 = !DILocation(line: 16, column: 53, scope: !142)
!151 = !DILocalVariable(name: "m", scope: !142, file: !1, line: 18, type: !43)
!152 = !DILocation(line: 18, column: 7, scope: !142)
!153 = !DILocation(line: 19, column: 9, scope: !142)
!154 = !DILocation(line: 19, column: 5, scope: !142)
!155 = !DILocation(line: 19, column: 7, scope: !142)
!156 = !DILocation(line: 20, column: 11, scope: !142)
!157 = !DILocation(line: 20, column: 15, scope: !142)
!158 = !DILocation(line: 20, column: 13, scope: !142)
!159 = !DILocation(line: 20, column: 5, scope: !142)
!160 = !DILocation(line: 20, column: 9, scope: !142)
!161 = !DILocation(line: 21, column: 22, scope: !142)
!162 = !DILocation(line: 21, column: 24, scope: !142)
!163 = !DILocation(line: 21, column: 21, scope: !142)
!164 = !DILocation(line: 21, column: 29, scope: !142)
!165 = !DILocation(line: 21, column: 14, scope: !142)
!166 = !DILocation(line: 21, column: 5, scope: !142)
!167 = !DILocation(line: 21, column: 12, scope: !142)
!168 = !DILocation(line: 22, column: 20, scope: !142)
!169 = !DILocation(line: 22, column: 18, scope: !142)
!170 = !DILocation(line: 22, column: 24, scope: !142)
!171 = !DILocation(line: 22, column: 11, scope: !142)
!172 = !DILocation(line: 22, column: 5, scope: !142)
!173 = !DILocation(line: 22, column: 9, scope: !142)
!174 = !DILocation(line: 23, column: 20, scope: !142)
!175 = !DILocation(line: 23, column: 18, scope: !142)
!176 = !DILocation(line: 23, column: 24, scope: !142)
!177 = !DILocation(line: 23, column: 11, scope: !142)
!178 = !DILocation(line: 23, column: 5, scope: !142)
!179 = !DILocation(line: 23, column: 9, scope: !142)
!180 = !DILocalVariable(name: "k", scope: !142, file: !1, line: 24, type: !3)
!181 = !DILocation(line: 24, column: 7, scope: !142)
!182 = !DILocalVariable(name: "i", scope: !183, file: !1, line: 25, type: !3)
!183 = distinct !DILexicalBlock(scope: !142, file: !1, line: 25, column: 3)
!184 = !DILocation(line: 25, column: 12, scope: !183)
!185 = !DILocation(line: 25, column: 8, scope: !183)
!186 = !DILocation(line: 25, column: 19, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !1, line: 25, column: 3)
!188 = !DILocation(line: 25, column: 23, scope: !187)
!189 = !DILocation(line: 25, column: 21, scope: !187)
!190 = !DILocation(line: 25, column: 3, scope: !183)
!191 = !DILocation(line: 26, column: 19, scope: !192)
!192 = distinct !DILexicalBlock(scope: !187, file: !1, line: 25, column: 31)
!193 = !DILocation(line: 26, column: 7, scope: !192)
!194 = !DILocation(line: 26, column: 14, scope: !192)
!195 = !DILocation(line: 26, column: 5, scope: !192)
!196 = !DILocation(line: 26, column: 17, scope: !192)
!197 = !DILocalVariable(name: "j", scope: !198, file: !1, line: 27, type: !3)
!198 = distinct !DILexicalBlock(scope: !192, file: !1, line: 27, column: 5)
!199 = !DILocation(line: 27, column: 14, scope: !198)
!200 = !DILocation(line: 27, column: 10, scope: !198)
!201 = !DILocation(line: 27, column: 21, scope: !202)
!202 = distinct !DILexicalBlock(scope: !198, file: !1, line: 27, column: 5)
!203 = !DILocation(line: 27, column: 25, scope: !202)
!204 = !DILocation(line: 27, column: 23, scope: !202)
!205 = !DILocation(line: 27, column: 5, scope: !198)
!206 = !DILocation(line: 28, column: 14, scope: !207)
!207 = distinct !DILexicalBlock(scope: !202, file: !1, line: 27, column: 39)
!208 = !DILocation(line: 28, column: 19, scope: !207)
!209 = !DILocation(line: 28, column: 33, scope: !207)
!210 = !DILocation(line: 28, column: 12, scope: !207)
!211 = !DILocation(line: 29, column: 25, scope: !207)
!212 = !DILocation(line: 29, column: 30, scope: !207)
!213 = !DILocation(line: 29, column: 48, scope: !207)
!214 = !DILocation(line: 29, column: 36, scope: !207)
!215 = !DILocation(line: 29, column: 9, scope: !207)
!216 = !DILocation(line: 29, column: 13, scope: !207)
!217 = !DILocation(line: 29, column: 7, scope: !207)
!218 = !DILocation(line: 29, column: 16, scope: !207)
!219 = !DILocation(line: 30, column: 29, scope: !207)
!220 = !DILocation(line: 30, column: 27, scope: !207)
!221 = !DILocation(line: 30, column: 24, scope: !207)
!222 = !DILocation(line: 30, column: 22, scope: !207)
!223 = !DILocation(line: 30, column: 9, scope: !207)
!224 = !DILocation(line: 30, column: 13, scope: !207)
!225 = !DILocation(line: 30, column: 7, scope: !207)
!226 = !DILocation(line: 30, column: 16, scope: !207)
!227 = !DILocation(line: 31, column: 8, scope: !207)
!228 = !DILocation(line: 32, column: 5, scope: !207)
!229 = !DILocation(line: 27, column: 35, scope: !202)
!230 = !DILocation(line: 27, column: 5, scope: !202)
!231 = distinct !{!231, !205, !232, !102}
!232 = !DILocation(line: 32, column: 5, scope: !198)
!233 = !DILocation(line: 33, column: 3, scope: !192)
!234 = !DILocation(line: 25, column: 27, scope: !187)
!235 = !DILocation(line: 25, column: 3, scope: !187)
!236 = distinct !{!236, !190, !237, !102}
!237 = !DILocation(line: 33, column: 3, scope: !183)
!238 = !DILocation(line: 34, column: 17, scope: !142)
!239 = !DILocation(line: 34, column: 5, scope: !142)
!240 = !DILocation(line: 34, column: 12, scope: !142)
!241 = !DILocation(line: 34, column: 3, scope: !142)
!242 = !DILocation(line: 34, column: 15, scope: !142)
!243 = !DILocation(line: 35, column: 3, scope: !142)
!244 = distinct !DISubprogram(name: "spmv", scope: !1, file: !1, line: 38, type: !245, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!245 = !DISubroutineType(types: !246)
!246 = !{!104, !247, !249, !52}
!247 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !248, size: 64)
!248 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!251 = !DILocalVariable(name: "m", arg: 1, scope: !244, file: !1, line: 38, type: !247)
!252 = !DILocation(line: 38, column: 29, scope: !244)
!253 = !DILocalVariable(name: "x", arg: 2, scope: !244, file: !1, line: 38, type: !249)
!254 = !DILocation(line: 38, column: 46, scope: !244)
!255 = !DILocalVariable(name: "y", arg: 3, scope: !244, file: !1, line: 38, type: !52)
!256 = !DILocation(line: 38, column: 57, scope: !244)
!257 = !DILocalVariable(name: "far", scope: !244, file: !1, line: 40, type: !104)
!258 = !DILocation(line: 40, column: 8, scope: !244)
!259 = !DILocalVariable(name: "i", scope: !260, file: !1, line: 41, type: !3)
!260 = distinct !DILexicalBlock(scope: !244, file: !1, line: 41, column: 3)
!261 = !DILocation(line: 41, column: 12, scope: !260)
!262 = !DILocation(line: 41, column: 8, scope: !260)
!263 = !DILocation(line: 41, column: 19, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !1, line: 41, column: 3)
!265 = !DILocation(line: 41, column: 23, scope: !264)
!266 = !DILocation(line: 41, column: 26, scope: !264)
!267 = !DILocation(line: 41, column: 21, scope: !264)
!268 = !DILocation(line: 41, column: 3, scope: !260)
!269 = !DILocalVariable(name: "s", scope: !270, file: !1, line: 42, type: !53)
!270 = distinct !DILexicalBlock(scope: !264, file: !1, line: 41, column: 34)
!271 = !DILocation(line: 42, column: 12, scope: !270)
!272 = !DILocalVariable(name: "k", scope: !273, file: !1, line: 43, type: !3)
!273 = distinct !DILexicalBlock(scope: !270, file: !1, line: 43, column: 5)
!274 = !DILocation(line: 43, column: 14, scope: !273)
!275 = !DILocation(line: 43, column: 18, scope: !273)
!276 = !DILocation(line: 43, column: 21, scope: !273)
!277 = !DILocation(line: 43, column: 28, scope: !273)
!278 = !DILocation(line: 43, column: 10, scope: !273)
!279 = !DILocation(line: 43, column: 32, scope: !280)
!280 = distinct !DILexicalBlock(scope: !273, file: !1, line: 43, column: 5)
!281 = !DILocation(line: 43, column: 36, scope: !280)
!282 = !DILocation(line: 43, column: 39, scope: !280)
!283 = !DILocation(line: 43, column: 46, scope: !280)
!284 = !DILocation(line: 43, column: 48, scope: !280)
!285 = !DILocation(line: 43, column: 34, scope: !280)
!286 = !DILocation(line: 43, column: 5, scope: !273)
!287 = !DILocation(line: 44, column: 12, scope: !288)
!288 = distinct !DILexicalBlock(scope: !280, file: !1, line: 43, column: 59)
!289 = !DILocation(line: 44, column: 15, scope: !288)
!290 = !DILocation(line: 44, column: 19, scope: !288)
!291 = !DILocation(line: 44, column: 24, scope: !288)
!292 = !DILocation(line: 44, column: 26, scope: !288)
!293 = !DILocation(line: 44, column: 29, scope: !288)
!294 = !DILocation(line: 44, column: 33, scope: !288)
!295 = !DILocation(line: 44, column: 9, scope: !288)
!296 = !DILocation(line: 45, column: 11, scope: !297)
!297 = distinct !DILexicalBlock(scope: !288, file: !1, line: 45, column: 11)
!298 = !DILocation(line: 45, column: 14, scope: !297)
!299 = !DILocation(line: 45, column: 18, scope: !297)
!300 = !DILocation(line: 45, column: 23, scope: !297)
!301 = !DILocation(line: 45, column: 26, scope: !297)
!302 = !DILocation(line: 45, column: 28, scope: !297)
!303 = !DILocation(line: 45, column: 21, scope: !297)
!304 = !DILocation(line: 45, column: 11, scope: !288)
!305 = !DILocation(line: 46, column: 12, scope: !297)
!306 = !DILocation(line: 46, column: 9, scope: !297)
!307 = !DILocation(line: 47, column: 5, scope: !288)
!308 = !DILocation(line: 43, column: 55, scope: !280)
!309 = !DILocation(line: 43, column: 5, scope: !280)
!310 = distinct !{!310, !286, !311, !102}
!311 = !DILocation(line: 47, column: 5, scope: !273)
!312 = !DILocation(line: 48, column: 12, scope: !270)
!313 = !DILocation(line: 48, column: 5, scope: !270)
!314 = !DILocation(line: 48, column: 7, scope: !270)
!315 = !DILocation(line: 48, column: 10, scope: !270)
!316 = !DILocation(line: 49, column: 3, scope: !270)
!317 = !DILocation(line: 41, column: 30, scope: !264)
!318 = !DILocation(line: 41, column: 3, scope: !264)
!319 = distinct !{!319, !268, !320, !102}
!320 = !DILocation(line: 49, column: 3, scope: !260)
!321 = !DILocation(line: 50, column: 10, scope: !244)
!322 = !DILocation(line: 50, column: 3, scope: !244)
