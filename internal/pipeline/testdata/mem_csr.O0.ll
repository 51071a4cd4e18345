; ModuleID = 'mem_csr.c'
source_filename = "mem_csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.csr = type { i32, i32*, i32*, double* }

@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.csr, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %14 = load i32, i32* %4, align 4, !dbg !28
  %15 = icmp sgt i32 %14, 1, !dbg !29
  br i1 %15, label %16, label %21, !dbg !28

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !30
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !30
  %19 = load i8*, i8** %18, align 8, !dbg !30
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !31
  br label %22, !dbg !28

21:                                               ; preds = %2
  br label %22, !dbg !28

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 30, %21 ], !dbg !28
  store i32 %23, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %24 = load i32, i32* %4, align 4, !dbg !34
  %25 = icmp sgt i32 %24, 2, !dbg !35
  br i1 %25, label %26, label %31, !dbg !34

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !36
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !36
  %29 = load i8*, i8** %28, align 8, !dbg !36
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !37
  br label %32, !dbg !34

31:                                               ; preds = %22
  br label %32, !dbg !34

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 4, %31 ], !dbg !34
  store i32 %33, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata %struct.csr* %8, metadata !38, metadata !DIExpression()), !dbg !49
  %34 = load i32, i32* %6, align 4, !dbg !50
  call void @build(%struct.csr* noundef %8, i32 noundef %34, i32 noundef 2), !dbg !51
  call void @llvm.dbg.declare(metadata double** %9, metadata !52, metadata !DIExpression()), !dbg !53
  %35 = getelementptr inbounds %struct.csr, %struct.csr* %8, i32 0, i32 0, !dbg !54
  %36 = load i32, i32* %35, align 8, !dbg !54
  %37 = sext i32 %36 to i64, !dbg !55
  %38 = mul i64 %37, 8, !dbg !56
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !57
  %40 = bitcast i8* %39 to double*, !dbg !57
  store double* %40, double** %9, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata double** %10, metadata !58, metadata !DIExpression()), !dbg !59
  %41 = getelementptr inbounds %struct.csr, %struct.csr* %8, i32 0, i32 0, !dbg !60
  %42 = load i32, i32* %41, align 8, !dbg !60
  %43 = sext i32 %42 to i64, !dbg !61
  %44 = mul i64 %43, 8, !dbg !62
  %45 = call noalias i8* @malloc(i64 noundef %44) #6, !dbg !63
  %46 = bitcast i8* %45 to double*, !dbg !63
  store double* %46, double** %10, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %11, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %11, align 4, !dbg !66
  br label %47, !dbg !67

47:                                               ; preds = %61, %32
  %48 = load i32, i32* %11, align 4, !dbg !68
  %49 = getelementptr inbounds %struct.csr, %struct.csr* %8, i32 0, i32 0, !dbg !70
  %50 = load i32, i32* %49, align 8, !dbg !70
  %51 = icmp slt i32 %48, %50, !dbg !71
  br i1 %51, label %52, label %64, !dbg !72

52:                                               ; preds = %47
  %53 = load i32, i32* %11, align 4, !dbg !73
  %54 = srem i32 %53, 5, !dbg !74
  %55 = sitofp i32 %54 to double, !dbg !73
  %56 = fadd double 1.000000e+00, %55, !dbg !75
  %57 = load double*, double** %9, align 8, !dbg !76
  %58 = load i32, i32* %11, align 4, !dbg !77
  %59 = sext i32 %58 to i64, !dbg !76
  %60 = getelementptr inbounds double, double* %57, i64 %59, !dbg !76
  store double %56, double* %60, align 8, !dbg !78
  br label %61, !dbg !76

61:                                               ; preds = %52
  %62 = load i32, i32* %11, align 4, !dbg !79
  %63 = add nsw i32 %62, 1, !dbg !79
  store i32 %63, i32* %11, align 4, !dbg !79
  br label %47, !dbg !80, !llvm.loop !81

64:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata i32* %12, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %12, align 4, !dbg !86
  br label %65, !dbg !87

65:                                               ; preds = %92, %64
  %66 = load i32, i32* %12, align 4, !dbg !88
  %67 = load i32, i32* %7, align 4, !dbg !90
  %68 = icmp slt i32 %66, %67, !dbg !91
  br i1 %68, label %69, label %95, !dbg !92

69:                                               ; preds = %65
  %70 = load double*, double** %9, align 8, !dbg !93
  %71 = load double*, double** %10, align 8, !dbg !95
  call void @spmv(%struct.csr* noundef %8, double* noundef %70, double* noundef %71), !dbg !96
  call void @llvm.dbg.declare(metadata i32* %13, metadata !97, metadata !DIExpression()), !dbg !99
  store i32 0, i32* %13, align 4, !dbg !99
  br label %72, !dbg !100

72:                                               ; preds = %88, %69
  %73 = load i32, i32* %13, align 4, !dbg !101
  %74 = getelementptr inbounds %struct.csr, %struct.csr* %8, i32 0, i32 0, !dbg !103
  %75 = load i32, i32* %74, align 8, !dbg !103
  %76 = icmp slt i32 %73, %75, !dbg !104
  br i1 %76, label %77, label %91, !dbg !105

77:                                               ; preds = %72
  %78 = load double*, double** %10, align 8, !dbg !106
  %79 = load i32, i32* %13, align 4, !dbg !107
  %80 = sext i32 %79 to i64, !dbg !106
  %81 = getelementptr inbounds double, double* %78, i64 %80, !dbg !106
  %82 = load double, double* %81, align 8, !dbg !106
  %83 = fmul double %82, 1.250000e-01, !dbg !108
  %84 = load double*, double** %9, align 8, !dbg !109
  %85 = load i32, i32* %13, align 4, !dbg !110
  %86 = sext i32 %85 to i64, !dbg !109
  %87 = getelementptr inbounds double, double* %84, i64 %86, !dbg !109
  store double %83, double* %87, align 8, !dbg !111
  br label %88, !dbg !109

88:                                               ; preds = %77
  %89 = load i32, i32* %13, align 4, !dbg !112
  %90 = add nsw i32 %89, 1, !dbg !112
  store i32 %90, i32* %13, align 4, !dbg !112
  br label %72, !dbg !113, !llvm.loop !114

91:                                               ; preds = %72
  br label %92, !dbg !116

92:                                               ; preds = %91
  %93 = load i32, i32* %12, align 4, !dbg !117
  %94 = add nsw i32 %93, 1, !dbg !117
  store i32 %94, i32* %12, align 4, !dbg !117
  br label %65, !dbg !118, !llvm.loop !119

95:                                               ; preds = %65
  %96 = load double*, double** %9, align 8, !dbg !121
  %97 = getelementptr inbounds %struct.csr, %struct.csr* %8, i32 0, i32 0, !dbg !122
  %98 = load i32, i32* %97, align 8, !dbg !122
  %99 = sdiv i32 %98, 2, !dbg !123
  %100 = sext i32 %99 to i64, !dbg !121
  %101 = getelementptr inbounds double, double* %96, i64 %100, !dbg !121
  %102 = load double, double* %101, align 8, !dbg !121
  %103 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %102), !dbg !124
  ret i32 0, !dbg !125
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build(%struct.csr* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !126 {
  %4 = alloca %struct.csr*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store %struct.csr* %0, %struct.csr** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.csr** %4, metadata !130, metadata !DIExpression()), !dbg !131
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !132, metadata !DIExpression()), !dbg !133
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !134, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.declare(metadata i32* %7, metadata !136, metadata !DIExpression()), !dbg !137
  %13 = load i32, i32* %5, align 4, !dbg !138
  %14 = load i32, i32* %5, align 4, !dbg !139
  %15 = mul nsw i32 %13, %14, !dbg !140
  store i32 %15, i32* %7, align 4, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %8, metadata !141, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %8, align 4, !dbg !142
  %16 = load i32, i32* %7, align 4, !dbg !143
  %17 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !144
  %18 = getelementptr inbounds %struct.csr, %struct.csr* %17, i32 0, i32 0, !dbg !145
  store i32 %16, i32* %18, align 8, !dbg !146
  %19 = load i32, i32* %7, align 4, !dbg !147
  %20 = add nsw i32 %19, 1, !dbg !148
  %21 = sext i32 %20 to i64, !dbg !149
  %22 = mul i64 %21, 4, !dbg !150
  %23 = call noalias i8* @malloc(i64 noundef %22) #6, !dbg !151
  %24 = bitcast i8* %23 to i32*, !dbg !151
  %25 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !152
  %26 = getelementptr inbounds %struct.csr, %struct.csr* %25, i32 0, i32 1, !dbg !153
  store i32* %24, i32** %26, align 8, !dbg !154
  %27 = load i32, i32* %7, align 4, !dbg !155
  %28 = sext i32 %27 to i64, !dbg !156
  %29 = load i32, i32* %6, align 4, !dbg !157
  %30 = add nsw i32 5, %29, !dbg !158
  %31 = sext i32 %30 to i64, !dbg !159
  %32 = mul i64 %28, %31, !dbg !160
  %33 = mul i64 %32, 4, !dbg !161
  %34 = call noalias i8* @malloc(i64 noundef %33) #6, !dbg !162
  %35 = bitcast i8* %34 to i32*, !dbg !162
  %36 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !163
  %37 = getelementptr inbounds %struct.csr, %struct.csr* %36, i32 0, i32 2, !dbg !164
  store i32* %35, i32** %37, align 8, !dbg !165
  %38 = load i32, i32* %7, align 4, !dbg !166
  %39 = sext i32 %38 to i64, !dbg !167
  %40 = load i32, i32* %6, align 4, !dbg !168
  %41 = add nsw i32 5, %40, !dbg !169
  %42 = sext i32 %41 to i64, !dbg !170
  %43 = mul i64 %39, %42, !dbg !171
  %44 = mul i64 %43, 8, !dbg !172
  %45 = call noalias i8* @malloc(i64 noundef %44) #6, !dbg !173
  %46 = bitcast i8* %45 to double*, !dbg !173
  %47 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !174
  %48 = getelementptr inbounds %struct.csr, %struct.csr* %47, i32 0, i32 3, !dbg !175
  store double* %46, double** %48, align 8, !dbg !176
  call void @llvm.dbg.declare(metadata i32* %9, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %9, align 4, !dbg !179
  br label %49, !dbg !180

49:                                               ; preds = %200, %3
  %50 = load i32, i32* %9, align 4, !dbg !181
  %51 = load i32, i32* %5, align 4, !dbg !183
  %52 = icmp slt i32 %50, %51, !dbg !184
  br i1 %52, label %53, label %203, !dbg !185

53:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata i32* %10, metadata !186, metadata !DIExpression()), !dbg !188
  store i32 0, i32* %10, align 4, !dbg !188
  br label %54, !dbg !189

54:                                               ; preds = %196, %53
  %55 = load i32, i32* %10, align 4, !dbg !190
  %56 = load i32, i32* %5, align 4, !dbg !192
  %57 = icmp slt i32 %55, %56, !dbg !193
  br i1 %57, label %58, label %199, !dbg !194

58:                                               ; preds = %54
  call void @llvm.dbg.declare(metadata i32* %11, metadata !195, metadata !DIExpression()), !dbg !197
  %59 = load i32, i32* %9, align 4, !dbg !198
  %60 = load i32, i32* %5, align 4, !dbg !199
  %61 = mul nsw i32 %59, %60, !dbg !200
  %62 = load i32, i32* %10, align 4, !dbg !201
  %63 = add nsw i32 %61, %62, !dbg !202
  store i32 %63, i32* %11, align 4, !dbg !197
  %64 = load i32, i32* %8, align 4, !dbg !203
  %65 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !204
  %66 = getelementptr inbounds %struct.csr, %struct.csr* %65, i32 0, i32 1, !dbg !205
  %67 = load i32*, i32** %66, align 8, !dbg !205
  %68 = load i32, i32* %11, align 4, !dbg !206
  %69 = sext i32 %68 to i64, !dbg !204
  %70 = getelementptr inbounds i32, i32* %67, i64 %69, !dbg !204
  store i32 %64, i32* %70, align 4, !dbg !207
  %71 = load i32, i32* %9, align 4, !dbg !208
  %72 = icmp sgt i32 %71, 0, !dbg !210
  br i1 %72, label %73, label %90, !dbg !211

73:                                               ; preds = %58
  %74 = load i32, i32* %11, align 4, !dbg !212
  %75 = load i32, i32* %5, align 4, !dbg !214
  %76 = sub nsw i32 %74, %75, !dbg !215
  %77 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !216
  %78 = getelementptr inbounds %struct.csr, %struct.csr* %77, i32 0, i32 2, !dbg !217
  %79 = load i32*, i32** %78, align 8, !dbg !217
  %80 = load i32, i32* %8, align 4, !dbg !218
  %81 = sext i32 %80 to i64, !dbg !216
  %82 = getelementptr inbounds i32, i32* %79, i64 %81, !dbg !216
  store i32 %76, i32* %82, align 4, !dbg !219
  %83 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !220
  %84 = getelementptr inbounds %struct.csr, %struct.csr* %83, i32 0, i32 3, !dbg !221
  %85 = load double*, double** %84, align 8, !dbg !221
  %86 = load i32, i32* %8, align 4, !dbg !222
  %87 = add nsw i32 %86, 1, !dbg !222
  store i32 %87, i32* %8, align 4, !dbg !222
  %88 = sext i32 %86 to i64, !dbg !220
  %89 = getelementptr inbounds double, double* %85, i64 %88, !dbg !220
  store double -1.000000e+00, double* %89, align 8, !dbg !223
  br label %90, !dbg !224

90:                                               ; preds = %73, %58
  %91 = load i32, i32* %10, align 4, !dbg !225
  %92 = icmp sgt i32 %91, 0, !dbg !227
  br i1 %92, label %93, label %109, !dbg !228

93:                                               ; preds = %90
  %94 = load i32, i32* %11, align 4, !dbg !229
  %95 = sub nsw i32 %94, 1, !dbg !231
  %96 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !232
  %97 = getelementptr inbounds %struct.csr, %struct.csr* %96, i32 0, i32 2, !dbg !233
  %98 = load i32*, i32** %97, align 8, !dbg !233
  %99 = load i32, i32* %8, align 4, !dbg !234
  %100 = sext i32 %99 to i64, !dbg !232
  %101 = getelementptr inbounds i32, i32* %98, i64 %100, !dbg !232
  store i32 %95, i32* %101, align 4, !dbg !235
  %102 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !236
  %103 = getelementptr inbounds %struct.csr, %struct.csr* %102, i32 0, i32 3, !dbg !237
  %104 = load double*, double** %103, align 8, !dbg !237
  %105 = load i32, i32* %8, align 4, !dbg !238
  %106 = add nsw i32 %105, 1, !dbg !238
  store i32 %106, i32* %8, align 4, !dbg !238
  %107 = sext i32 %105 to i64, !dbg !236
  %108 = getelementptr inbounds double, double* %104, i64 %107, !dbg !236
  store double -1.000000e+00, double* %108, align 8, !dbg !239
  br label %109, !dbg !240

109:                                              ; preds = %93, %90
  %110 = load i32, i32* %11, align 4, !dbg !241
  %111 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !242
  %112 = getelementptr inbounds %struct.csr, %struct.csr* %111, i32 0, i32 2, !dbg !243
  %113 = load i32*, i32** %112, align 8, !dbg !243
  %114 = load i32, i32* %8, align 4, !dbg !244
  %115 = sext i32 %114 to i64, !dbg !242
  %116 = getelementptr inbounds i32, i32* %113, i64 %115, !dbg !242
  store i32 %110, i32* %116, align 4, !dbg !245
  %117 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !246
  %118 = getelementptr inbounds %struct.csr, %struct.csr* %117, i32 0, i32 3, !dbg !247
  %119 = load double*, double** %118, align 8, !dbg !247
  %120 = load i32, i32* %8, align 4, !dbg !248
  %121 = add nsw i32 %120, 1, !dbg !248
  store i32 %121, i32* %8, align 4, !dbg !248
  %122 = sext i32 %120 to i64, !dbg !246
  %123 = getelementptr inbounds double, double* %119, i64 %122, !dbg !246
  store double 4.000000e+00, double* %123, align 8, !dbg !249
  %124 = load i32, i32* %10, align 4, !dbg !250
  %125 = load i32, i32* %5, align 4, !dbg !252
  %126 = sub nsw i32 %125, 1, !dbg !253
  %127 = icmp slt i32 %124, %126, !dbg !254
  br i1 %127, label %128, label %144, !dbg !255

128:                                              ; preds = %109
  %129 = load i32, i32* %11, align 4, !dbg !256
  %130 = add nsw i32 %129, 1, !dbg !258
  %131 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !259
  %132 = getelementptr inbounds %struct.csr, %struct.csr* %131, i32 0, i32 2, !dbg !260
  %133 = load i32*, i32** %132, align 8, !dbg !260
  %134 = load i32, i32* %8, align 4, !dbg !261
  %135 = sext i32 %134 to i64, !dbg !259
  %136 = getelementptr inbounds i32, i32* %133, i64 %135, !dbg !259
  store i32 %130, i32* %136, align 4, !dbg !262
  %137 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !263
  %138 = getelementptr inbounds %struct.csr, %struct.csr* %137, i32 0, i32 3, !dbg !264
  %139 = load double*, double** %138, align 8, !dbg !264
  %140 = load i32, i32* %8, align 4, !dbg !265
  %141 = add nsw i32 %140, 1, !dbg !265
  store i32 %141, i32* %8, align 4, !dbg !265
  %142 = sext i32 %140 to i64, !dbg !263
  %143 = getelementptr inbounds double, double* %139, i64 %142, !dbg !263
  store double -1.000000e+00, double* %143, align 8, !dbg !266
  br label %144, !dbg !267

144:                                              ; preds = %128, %109
  %145 = load i32, i32* %9, align 4, !dbg !268
  %146 = load i32, i32* %5, align 4, !dbg !270
  %147 = sub nsw i32 %146, 1, !dbg !271
  %148 = icmp slt i32 %145, %147, !dbg !272
  br i1 %148, label %149, label %166, !dbg !273

149:                                              ; preds = %144
  %150 = load i32, i32* %11, align 4, !dbg !274
  %151 = load i32, i32* %5, align 4, !dbg !276
  %152 = add nsw i32 %150, %151, !dbg !277
  %153 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !278
  %154 = getelementptr inbounds %struct.csr, %struct.csr* %153, i32 0, i32 2, !dbg !279
  %155 = load i32*, i32** %154, align 8, !dbg !279
  %156 = load i32, i32* %8, align 4, !dbg !280
  %157 = sext i32 %156 to i64, !dbg !278
  %158 = getelementptr inbounds i32, i32* %155, i64 %157, !dbg !278
  store i32 %152, i32* %158, align 4, !dbg !281
  %159 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !282
  %160 = getelementptr inbounds %struct.csr, %struct.csr* %159, i32 0, i32 3, !dbg !283
  %161 = load double*, double** %160, align 8, !dbg !283
  %162 = load i32, i32* %8, align 4, !dbg !284
  %163 = add nsw i32 %162, 1, !dbg !284
  store i32 %163, i32* %8, align 4, !dbg !284
  %164 = sext i32 %162 to i64, !dbg !282
  %165 = getelementptr inbounds double, double* %161, i64 %164, !dbg !282
  store double -1.000000e+00, double* %165, align 8, !dbg !285
  br label %166, !dbg !286

166:                                              ; preds = %149, %144
  call void @llvm.dbg.declare(metadata i32* %12, metadata !287, metadata !DIExpression()), !dbg !289
  store i32 1, i32* %12, align 4, !dbg !289
  br label %167, !dbg !290

167:                                              ; preds = %192, %166
  %168 = load i32, i32* %12, align 4, !dbg !291
  %169 = load i32, i32* %6, align 4, !dbg !293
  %170 = icmp sle i32 %168, %169, !dbg !294
  br i1 %170, label %171, label %195, !dbg !295

171:                                              ; preds = %167
  %172 = load i32, i32* %11, align 4, !dbg !296
  %173 = mul nsw i32 %172, 7, !dbg !298
  %174 = load i32, i32* %12, align 4, !dbg !299
  %175 = mul nsw i32 %174, 1013, !dbg !300
  %176 = add nsw i32 %173, %175, !dbg !301
  %177 = load i32, i32* %7, align 4, !dbg !302
  %178 = srem i32 %176, %177, !dbg !303
  %179 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !304
  %180 = getelementptr inbounds %struct.csr, %struct.csr* %179, i32 0, i32 2, !dbg !305
  %181 = load i32*, i32** %180, align 8, !dbg !305
  %182 = load i32, i32* %8, align 4, !dbg !306
  %183 = sext i32 %182 to i64, !dbg !304
  %184 = getelementptr inbounds i32, i32* %181, i64 %183, !dbg !304
  store i32 %178, i32* %184, align 4, !dbg !307
  %185 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !308
  %186 = getelementptr inbounds %struct.csr, %struct.csr* %185, i32 0, i32 3, !dbg !309
  %187 = load double*, double** %186, align 8, !dbg !309
  %188 = load i32, i32* %8, align 4, !dbg !310
  %189 = add nsw i32 %188, 1, !dbg !310
  store i32 %189, i32* %8, align 4, !dbg !310
  %190 = sext i32 %188 to i64, !dbg !308
  %191 = getelementptr inbounds double, double* %187, i64 %190, !dbg !308
  store double 1.000000e-02, double* %191, align 8, !dbg !311
  br label %192, !dbg !312

192:                                              ; preds = %171
  %193 = load i32, i32* %12, align 4, !dbg !313
  %194 = add nsw i32 %193, 1, !dbg !313
  store i32 %194, i32* %12, align 4, !dbg !313
  br label %167, !dbg !314, !llvm.loop !315

195:                                              ; preds = %167
  br label %196, !dbg !317

196:                                              ; preds = %195
  %197 = load i32, i32* %10, align 4, !dbg !318
  %198 = add nsw i32 %197, 1, !dbg !318
  store i32 %198, i32* %10, align 4, !dbg !318
  br label %54, !dbg !319, !llvm.loop !320

199:                                              ; preds = %54
  br label %200, !dbg !321

200:                                              ; preds = %199
  %201 = load i32, i32* %9, align 4, !dbg !322
  %202 = add nsw i32 %201, 1, !dbg !322
  store i32 %202, i32* %9, align 4, !dbg !322
  br label %49, !dbg !323, !llvm.loop !324

203:                                              ; preds = %49
  %204 = load i32, i32* %8, align 4, !dbg !326
  %205 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !327
  %206 = getelementptr inbounds %struct.csr, %struct.csr* %205, i32 0, i32 1, !dbg !328
  %207 = load i32*, i32** %206, align 8, !dbg !328
  %208 = load i32, i32* %7, align 4, !dbg !329
  %209 = sext i32 %208 to i64, !dbg !327
  %210 = getelementptr inbounds i32, i32* %207, i64 %209, !dbg !327
  store i32 %204, i32* %210, align 4, !dbg !330
  ret void, !dbg !331
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @spmv(%struct.csr* noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !332 {
  %4 = alloca %struct.csr*, align 8
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store %struct.csr* %0, %struct.csr** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.csr** %4, metadata !339, metadata !DIExpression()), !dbg !340
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !341, metadata !DIExpression()), !dbg !342
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !343, metadata !DIExpression()), !dbg !344
  call void @llvm.dbg.declare(metadata i32* %7, metadata !345, metadata !DIExpression()), !dbg !347
  store i32 0, i32* %7, align 4, !dbg !347
  br label %10, !dbg !348

10:                                               ; preds = %65, %3
  %11 = load i32, i32* %7, align 4, !dbg !349
  %12 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !351
  %13 = getelementptr inbounds %struct.csr, %struct.csr* %12, i32 0, i32 0, !dbg !352
  %14 = load i32, i32* %13, align 8, !dbg !352
  %15 = icmp slt i32 %11, %14, !dbg !353
  br i1 %15, label %16, label %68, !dbg !354

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata double* %8, metadata !355, metadata !DIExpression()), !dbg !357
  store double 0.000000e+00, double* %8, align 8, !dbg !357
  call void @llvm.dbg.declare(metadata i32* %9, metadata !358, metadata !DIExpression()), !dbg !360
  %17 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !361
  %18 = getelementptr inbounds %struct.csr, %struct.csr* %17, i32 0, i32 1, !dbg !362
  %19 = load i32*, i32** %18, align 8, !dbg !362
  %20 = load i32, i32* %7, align 4, !dbg !363
  %21 = sext i32 %20 to i64, !dbg !361
  %22 = getelementptr inbounds i32, i32* %19, i64 %21, !dbg !361
  %23 = load i32, i32* %22, align 4, !dbg !361
  store i32 %23, i32* %9, align 4, !dbg !360
  br label %24, !dbg !364

24:                                               ; preds = %56, %16
  %25 = load i32, i32* %9, align 4, !dbg !365
  %26 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !367
  %27 = getelementptr inbounds %struct.csr, %struct.csr* %26, i32 0, i32 1, !dbg !368
  %28 = load i32*, i32** %27, align 8, !dbg !368
  %29 = load i32, i32* %7, align 4, !dbg !369
  %30 = add nsw i32 %29, 1, !dbg !370
  %31 = sext i32 %30 to i64, !dbg !367
  %32 = getelementptr inbounds i32, i32* %28, i64 %31, !dbg !367
  %33 = load i32, i32* %32, align 4, !dbg !367
  %34 = icmp slt i32 %25, %33, !dbg !371
  br i1 %34, label %35, label %59, !dbg !372

35:                                               ; preds = %24
  %36 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !373
  %37 = getelementptr inbounds %struct.csr, %struct.csr* %36, i32 0, i32 3, !dbg !374
  %38 = load double*, double** %37, align 8, !dbg !374
  %39 = load i32, i32* %9, align 4, !dbg !375
  %40 = sext i32 %39 to i64, !dbg !373
  %41 = getelementptr inbounds double, double* %38, i64 %40, !dbg !373
  %42 = load double, double* %41, align 8, !dbg !373
  %43 = load double*, double** %5, align 8, !dbg !376
  %44 = load %struct.csr*, %struct.csr** %4, align 8, !dbg !377
  %45 = getelementptr inbounds %struct.csr, %struct.csr* %44, i32 0, i32 2, !dbg !378
  %46 = load i32*, i32** %45, align 8, !dbg !378
  %47 = load i32, i32* %9, align 4, !dbg !379
  %48 = sext i32 %47 to i64, !dbg !377
  %49 = getelementptr inbounds i32, i32* %46, i64 %48, !dbg !377
  %50 = load i32, i32* %49, align 4, !dbg !377
  %51 = sext i32 %50 to i64, !dbg !376
  %52 = getelementptr inbounds double, double* %43, i64 %51, !dbg !376
  %53 = load double, double* %52, align 8, !dbg !376
  %54 = load double, double* %8, align 8, !dbg !380
  %55 = call double @llvm.fmuladd.f64(double %42, double %53, double %54), !dbg !380
  store double %55, double* %8, align 8, !dbg !380
  br label %56, !dbg !381

56:                                               ; preds = %35
  %57 = load i32, i32* %9, align 4, !dbg !382
  %58 = add nsw i32 %57, 1, !dbg !382
  store i32 %58, i32* %9, align 4, !dbg !382
  br label %24, !dbg !383, !llvm.loop !384

59:                                               ; preds = %24
  %60 = load double, double* %8, align 8, !dbg !386
  %61 = load double*, double** %6, align 8, !dbg !387
  %62 = load i32, i32* %7, align 4, !dbg !388
  %63 = sext i32 %62 to i64, !dbg !387
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !387
  store double %60, double* %64, align 8, !dbg !389
  br label %65, !dbg !390

65:                                               ; preds = %59
  %66 = load i32, i32* %7, align 4, !dbg !391
  %67 = add nsw i32 %66, 1, !dbg !391
  store i32 %67, i32* %7, align 4, !dbg !391
  br label %10, !dbg !392, !llvm.loop !393

68:                                               ; preds = %10
  ret void, !dbg !395
}

declare i32 @printf(i8* noundef, ...) #4

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
!1 = !DIFile(filename: "mem_csr.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b945e23112b93227931fe8eadfe4abe1")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !15, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 49, type: !17)
!23 = !DILocation(line: 49, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 49, type: !18)
!25 = !DILocation(line: 49, column: 27, scope: !14)
!26 = !DILocalVariable(name: "g", scope: !14, file: !1, line: 51, type: !17)
!27 = !DILocation(line: 51, column: 7, scope: !14)
!28 = !DILocation(line: 51, column: 11, scope: !14)
!29 = !DILocation(line: 51, column: 16, scope: !14)
!30 = !DILocation(line: 51, column: 27, scope: !14)
!31 = !DILocation(line: 51, column: 22, scope: !14)
!32 = !DILocalVariable(name: "reps", scope: !14, file: !1, line: 52, type: !17)
!33 = !DILocation(line: 52, column: 7, scope: !14)
!34 = !DILocation(line: 52, column: 14, scope: !14)
!35 = !DILocation(line: 52, column: 19, scope: !14)
!36 = !DILocation(line: 52, column: 30, scope: !14)
!37 = !DILocation(line: 52, column: 25, scope: !14)
!38 = !DILocalVariable(name: "A", scope: !14, file: !1, line: 53, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "csr", file: !1, line: 13, baseType: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 256, elements: !41)
!41 = !{!42, !43, !45, !46}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !40, file: !1, line: 10, baseType: !17, size: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "rowptr", scope: !40, file: !1, line: 11, baseType: !44, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !40, file: !1, line: 11, baseType: !44, size: 64, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !40, file: !1, line: 12, baseType: !47, size: 64, offset: 192)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!49 = !DILocation(line: 53, column: 7, scope: !14)
!50 = !DILocation(line: 54, column: 13, scope: !14)
!51 = !DILocation(line: 54, column: 3, scope: !14)
!52 = !DILocalVariable(name: "x", scope: !14, file: !1, line: 55, type: !47)
!53 = !DILocation(line: 55, column: 11, scope: !14)
!54 = !DILocation(line: 55, column: 24, scope: !14)
!55 = !DILocation(line: 55, column: 22, scope: !14)
!56 = !DILocation(line: 55, column: 26, scope: !14)
!57 = !DILocation(line: 55, column: 15, scope: !14)
!58 = !DILocalVariable(name: "y", scope: !14, file: !1, line: 56, type: !47)
!59 = !DILocation(line: 56, column: 11, scope: !14)
!60 = !DILocation(line: 56, column: 24, scope: !14)
!61 = !DILocation(line: 56, column: 22, scope: !14)
!62 = !DILocation(line: 56, column: 26, scope: !14)
!63 = !DILocation(line: 56, column: 15, scope: !14)
!64 = !DILocalVariable(name: "i", scope: !65, file: !1, line: 57, type: !17)
!65 = distinct !DILexicalBlock(scope: !14, file: !1, line: 57, column: 3)
!66 = !DILocation(line: 57, column: 12, scope: !65)
!67 = !DILocation(line: 57, column: 8, scope: !65)
!68 = !DILocation(line: 57, column: 19, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !1, line: 57, column: 3)
!70 = !DILocation(line: 57, column: 25, scope: !69)
!71 = !DILocation(line: 57, column: 21, scope: !69)
!72 = !DILocation(line: 57, column: 3, scope: !65)
!73 = !DILocation(line: 58, column: 18, scope: !69)
!74 = !DILocation(line: 58, column: 20, scope: !69)
!75 = !DILocation(line: 58, column: 16, scope: !69)
!76 = !DILocation(line: 58, column: 5, scope: !69)
!77 = !DILocation(line: 58, column: 7, scope: !69)
!78 = !DILocation(line: 58, column: 10, scope: !69)
!79 = !DILocation(line: 57, column: 29, scope: !69)
!80 = !DILocation(line: 57, column: 3, scope: !69)
!81 = distinct !{!81, !72, !82, !83}
!82 = !DILocation(line: 58, column: 22, scope: !65)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocalVariable(name: "r", scope: !85, file: !1, line: 59, type: !17)
!85 = distinct !DILexicalBlock(scope: !14, file: !1, line: 59, column: 3)
!86 = !DILocation(line: 59, column: 12, scope: !85)
!87 = !DILocation(line: 59, column: 8, scope: !85)
!88 = !DILocation(line: 59, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 59, column: 3)
!90 = !DILocation(line: 59, column: 23, scope: !89)
!91 = !DILocation(line: 59, column: 21, scope: !89)
!92 = !DILocation(line: 59, column: 3, scope: !85)
!93 = !DILocation(line: 60, column: 14, scope: !94)
!94 = distinct !DILexicalBlock(scope: !89, file: !1, line: 59, column: 34)
!95 = !DILocation(line: 60, column: 17, scope: !94)
!96 = !DILocation(line: 60, column: 5, scope: !94)
!97 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 61, type: !17)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 61, column: 5)
!99 = !DILocation(line: 61, column: 14, scope: !98)
!100 = !DILocation(line: 61, column: 10, scope: !98)
!101 = !DILocation(line: 61, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !1, line: 61, column: 5)
!103 = !DILocation(line: 61, column: 27, scope: !102)
!104 = !DILocation(line: 61, column: 23, scope: !102)
!105 = !DILocation(line: 61, column: 5, scope: !98)
!106 = !DILocation(line: 62, column: 14, scope: !102)
!107 = !DILocation(line: 62, column: 16, scope: !102)
!108 = !DILocation(line: 62, column: 19, scope: !102)
!109 = !DILocation(line: 62, column: 7, scope: !102)
!110 = !DILocation(line: 62, column: 9, scope: !102)
!111 = !DILocation(line: 62, column: 12, scope: !102)
!112 = !DILocation(line: 61, column: 31, scope: !102)
!113 = !DILocation(line: 61, column: 5, scope: !102)
!114 = distinct !{!114, !105, !115, !83}
!115 = !DILocation(line: 62, column: 21, scope: !98)
!116 = !DILocation(line: 63, column: 3, scope: !94)
!117 = !DILocation(line: 59, column: 30, scope: !89)
!118 = !DILocation(line: 59, column: 3, scope: !89)
!119 = distinct !{!119, !92, !120, !83}
!120 = !DILocation(line: 63, column: 3, scope: !85)
!121 = !DILocation(line: 64, column: 18, scope: !14)
!122 = !DILocation(line: 64, column: 22, scope: !14)
!123 = !DILocation(line: 64, column: 24, scope: !14)
!124 = !DILocation(line: 64, column: 3, scope: !14)
!125 = !DILocation(line: 65, column: 3, scope: !14)
!126 = distinct !DISubprogram(name: "build", scope: !1, file: !1, line: 15, type: !127, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!127 = !DISubroutineType(types: !128)
!128 = !{null, !129, !17, !17}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!130 = !DILocalVariable(name: "A", arg: 1, scope: !126, file: !1, line: 15, type: !129)
!131 = !DILocation(line: 15, column: 24, scope: !126)
!132 = !DILocalVariable(name: "g", arg: 2, scope: !126, file: !1, line: 15, type: !17)
!133 = !DILocation(line: 15, column: 31, scope: !126)
!134 = !DILocalVariable(name: "extra", arg: 3, scope: !126, file: !1, line: 15, type: !17)
!135 = !DILocation(line: 15, column: 38, scope: !126)
!136 = !DILocalVariable(name: "n", scope: !126, file: !1, line: 17, type: !17)
!137 = !DILocation(line: 17, column: 7, scope: !126)
!138 = !DILocation(line: 17, column: 11, scope: !126)
!139 = !DILocation(line: 17, column: 15, scope: !126)
!140 = !DILocation(line: 17, column: 13, scope: !126)
!141 = !DILocalVariable(name: "k", scope: !126, file: !1, line: 17, type: !17)
!142 = !DILocation(line: 17, column: 18, scope: !126)
!143 = !DILocation(line: 18, column: 10, scope: !126)
!144 = !DILocation(line: 18, column: 3, scope: !126)
!145 = !DILocation(line: 18, column: 6, scope: !126)
!146 = !DILocation(line: 18, column: 8, scope: !126)
!147 = !DILocation(line: 19, column: 23, scope: !126)
!148 = !DILocation(line: 19, column: 25, scope: !126)
!149 = !DILocation(line: 19, column: 22, scope: !126)
!150 = !DILocation(line: 19, column: 30, scope: !126)
!151 = !DILocation(line: 19, column: 15, scope: !126)
!152 = !DILocation(line: 19, column: 3, scope: !126)
!153 = !DILocation(line: 19, column: 6, scope: !126)
!154 = !DILocation(line: 19, column: 13, scope: !126)
!155 = !DILocation(line: 20, column: 27, scope: !126)
!156 = !DILocation(line: 20, column: 19, scope: !126)
!157 = !DILocation(line: 20, column: 36, scope: !126)
!158 = !DILocation(line: 20, column: 34, scope: !126)
!159 = !DILocation(line: 20, column: 31, scope: !126)
!160 = !DILocation(line: 20, column: 29, scope: !126)
!161 = !DILocation(line: 20, column: 43, scope: !126)
!162 = !DILocation(line: 20, column: 12, scope: !126)
!163 = !DILocation(line: 20, column: 3, scope: !126)
!164 = !DILocation(line: 20, column: 6, scope: !126)
!165 = !DILocation(line: 20, column: 10, scope: !126)
!166 = !DILocation(line: 21, column: 27, scope: !126)
!167 = !DILocation(line: 21, column: 19, scope: !126)
!168 = !DILocation(line: 21, column: 36, scope: !126)
!169 = !DILocation(line: 21, column: 34, scope: !126)
!170 = !DILocation(line: 21, column: 31, scope: !126)
!171 = !DILocation(line: 21, column: 29, scope: !126)
!172 = !DILocation(line: 21, column: 43, scope: !126)
!173 = !DILocation(line: 21, column: 12, scope: !126)
!174 = !DILocation(line: 21, column: 3, scope: !126)
!175 = !DILocation(line: 21, column: 6, scope: !126)
!176 = !DILocation(line: 21, column: 10, scope: !126)
!177 = !DILocalVariable(name: "i", scope: !178, file: !1, line: 22, type: !17)
!178 = distinct !DILexicalBlock(scope: !126, file: !1, line: 22, column: 3)
!179 = !DILocation(line: 22, column: 12, scope: !178)
!180 = !DILocation(line: 22, column: 8, scope: !178)
!181 = !DILocation(line: 22, column: 19, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !1, line: 22, column: 3)
!183 = !DILocation(line: 22, column: 23, scope: !182)
!184 = !DILocation(line: 22, column: 21, scope: !182)
!185 = !DILocation(line: 22, column: 3, scope: !178)
!186 = !DILocalVariable(name: "j", scope: !187, file: !1, line: 23, type: !17)
!187 = distinct !DILexicalBlock(scope: !182, file: !1, line: 23, column: 5)
!188 = !DILocation(line: 23, column: 14, scope: !187)
!189 = !DILocation(line: 23, column: 10, scope: !187)
!190 = !DILocation(line: 23, column: 21, scope: !191)
!191 = distinct !DILexicalBlock(scope: !187, file: !1, line: 23, column: 5)
!192 = !DILocation(line: 23, column: 25, scope: !191)
!193 = !DILocation(line: 23, column: 23, scope: !191)
!194 = !DILocation(line: 23, column: 5, scope: !187)
!195 = !DILocalVariable(name: "r", scope: !196, file: !1, line: 24, type: !17)
!196 = distinct !DILexicalBlock(scope: !191, file: !1, line: 23, column: 33)
!197 = !DILocation(line: 24, column: 11, scope: !196)
!198 = !DILocation(line: 24, column: 15, scope: !196)
!199 = !DILocation(line: 24, column: 19, scope: !196)
!200 = !DILocation(line: 24, column: 17, scope: !196)
!201 = !DILocation(line: 24, column: 23, scope: !196)
!202 = !DILocation(line: 24, column: 21, scope: !196)
!203 = !DILocation(line: 25, column: 22, scope: !196)
!204 = !DILocation(line: 25, column: 7, scope: !196)
!205 = !DILocation(line: 25, column: 10, scope: !196)
!206 = !DILocation(line: 25, column: 17, scope: !196)
!207 = !DILocation(line: 25, column: 20, scope: !196)
!208 = !DILocation(line: 26, column: 11, scope: !209)
!209 = distinct !DILexicalBlock(scope: !196, file: !1, line: 26, column: 11)
!210 = !DILocation(line: 26, column: 13, scope: !209)
!211 = !DILocation(line: 26, column: 11, scope: !196)
!212 = !DILocation(line: 26, column: 32, scope: !213)
!213 = distinct !DILexicalBlock(scope: !209, file: !1, line: 26, column: 18)
!214 = !DILocation(line: 26, column: 36, scope: !213)
!215 = !DILocation(line: 26, column: 34, scope: !213)
!216 = !DILocation(line: 26, column: 20, scope: !213)
!217 = !DILocation(line: 26, column: 23, scope: !213)
!218 = !DILocation(line: 26, column: 27, scope: !213)
!219 = !DILocation(line: 26, column: 30, scope: !213)
!220 = !DILocation(line: 26, column: 39, scope: !213)
!221 = !DILocation(line: 26, column: 42, scope: !213)
!222 = !DILocation(line: 26, column: 47, scope: !213)
!223 = !DILocation(line: 26, column: 51, scope: !213)
!224 = !DILocation(line: 26, column: 59, scope: !213)
!225 = !DILocation(line: 27, column: 11, scope: !226)
!226 = distinct !DILexicalBlock(scope: !196, file: !1, line: 27, column: 11)
!227 = !DILocation(line: 27, column: 13, scope: !226)
!228 = !DILocation(line: 27, column: 11, scope: !196)
!229 = !DILocation(line: 27, column: 32, scope: !230)
!230 = distinct !DILexicalBlock(scope: !226, file: !1, line: 27, column: 18)
!231 = !DILocation(line: 27, column: 34, scope: !230)
!232 = !DILocation(line: 27, column: 20, scope: !230)
!233 = !DILocation(line: 27, column: 23, scope: !230)
!234 = !DILocation(line: 27, column: 27, scope: !230)
!235 = !DILocation(line: 27, column: 30, scope: !230)
!236 = !DILocation(line: 27, column: 39, scope: !230)
!237 = !DILocation(line: 27, column: 42, scope: !230)
!238 = !DILocation(line: 27, column: 47, scope: !230)
!239 = !DILocation(line: 27, column: 51, scope: !230)
!240 = !DILocation(line: 27, column: 59, scope: !230)
!241 = !DILocation(line: 28, column: 19, scope: !196)
!242 = !DILocation(line: 28, column: 7, scope: !196)
!243 = !DILocation(line: 28, column: 10, scope: !196)
!244 = !DILocation(line: 28, column: 14, scope: !196)
!245 = !DILocation(line: 28, column: 17, scope: !196)
!246 = !DILocation(line: 28, column: 22, scope: !196)
!247 = !DILocation(line: 28, column: 25, scope: !196)
!248 = !DILocation(line: 28, column: 30, scope: !196)
!249 = !DILocation(line: 28, column: 34, scope: !196)
!250 = !DILocation(line: 29, column: 11, scope: !251)
!251 = distinct !DILexicalBlock(scope: !196, file: !1, line: 29, column: 11)
!252 = !DILocation(line: 29, column: 15, scope: !251)
!253 = !DILocation(line: 29, column: 17, scope: !251)
!254 = !DILocation(line: 29, column: 13, scope: !251)
!255 = !DILocation(line: 29, column: 11, scope: !196)
!256 = !DILocation(line: 29, column: 36, scope: !257)
!257 = distinct !DILexicalBlock(scope: !251, file: !1, line: 29, column: 22)
!258 = !DILocation(line: 29, column: 38, scope: !257)
!259 = !DILocation(line: 29, column: 24, scope: !257)
!260 = !DILocation(line: 29, column: 27, scope: !257)
!261 = !DILocation(line: 29, column: 31, scope: !257)
!262 = !DILocation(line: 29, column: 34, scope: !257)
!263 = !DILocation(line: 29, column: 43, scope: !257)
!264 = !DILocation(line: 29, column: 46, scope: !257)
!265 = !DILocation(line: 29, column: 51, scope: !257)
!266 = !DILocation(line: 29, column: 55, scope: !257)
!267 = !DILocation(line: 29, column: 63, scope: !257)
!268 = !DILocation(line: 30, column: 11, scope: !269)
!269 = distinct !DILexicalBlock(scope: !196, file: !1, line: 30, column: 11)
!270 = !DILocation(line: 30, column: 15, scope: !269)
!271 = !DILocation(line: 30, column: 17, scope: !269)
!272 = !DILocation(line: 30, column: 13, scope: !269)
!273 = !DILocation(line: 30, column: 11, scope: !196)
!274 = !DILocation(line: 30, column: 36, scope: !275)
!275 = distinct !DILexicalBlock(scope: !269, file: !1, line: 30, column: 22)
!276 = !DILocation(line: 30, column: 40, scope: !275)
!277 = !DILocation(line: 30, column: 38, scope: !275)
!278 = !DILocation(line: 30, column: 24, scope: !275)
!279 = !DILocation(line: 30, column: 27, scope: !275)
!280 = !DILocation(line: 30, column: 31, scope: !275)
!281 = !DILocation(line: 30, column: 34, scope: !275)
!282 = !DILocation(line: 30, column: 43, scope: !275)
!283 = !DILocation(line: 30, column: 46, scope: !275)
!284 = !DILocation(line: 30, column: 51, scope: !275)
!285 = !DILocation(line: 30, column: 55, scope: !275)
!286 = !DILocation(line: 30, column: 63, scope: !275)
!287 = !DILocalVariable(name: "e", scope: !288, file: !1, line: 31, type: !17)
!288 = distinct !DILexicalBlock(scope: !196, file: !1, line: 31, column: 7)
!289 = !DILocation(line: 31, column: 16, scope: !288)
!290 = !DILocation(line: 31, column: 12, scope: !288)
!291 = !DILocation(line: 31, column: 23, scope: !292)
!292 = distinct !DILexicalBlock(scope: !288, file: !1, line: 31, column: 7)
!293 = !DILocation(line: 31, column: 28, scope: !292)
!294 = !DILocation(line: 31, column: 25, scope: !292)
!295 = !DILocation(line: 31, column: 7, scope: !288)
!296 = !DILocation(line: 32, column: 22, scope: !297)
!297 = distinct !DILexicalBlock(scope: !292, file: !1, line: 31, column: 40)
!298 = !DILocation(line: 32, column: 24, scope: !297)
!299 = !DILocation(line: 32, column: 30, scope: !297)
!300 = !DILocation(line: 32, column: 32, scope: !297)
!301 = !DILocation(line: 32, column: 28, scope: !297)
!302 = !DILocation(line: 32, column: 42, scope: !297)
!303 = !DILocation(line: 32, column: 40, scope: !297)
!304 = !DILocation(line: 32, column: 9, scope: !297)
!305 = !DILocation(line: 32, column: 12, scope: !297)
!306 = !DILocation(line: 32, column: 16, scope: !297)
!307 = !DILocation(line: 32, column: 19, scope: !297)
!308 = !DILocation(line: 33, column: 9, scope: !297)
!309 = !DILocation(line: 33, column: 12, scope: !297)
!310 = !DILocation(line: 33, column: 17, scope: !297)
!311 = !DILocation(line: 33, column: 21, scope: !297)
!312 = !DILocation(line: 34, column: 7, scope: !297)
!313 = !DILocation(line: 31, column: 36, scope: !292)
!314 = !DILocation(line: 31, column: 7, scope: !292)
!315 = distinct !{!315, !295, !316, !83}
!316 = !DILocation(line: 34, column: 7, scope: !288)
!317 = !DILocation(line: 35, column: 5, scope: !196)
!318 = !DILocation(line: 23, column: 29, scope: !191)
!319 = !DILocation(line: 23, column: 5, scope: !191)
!320 = distinct !{!320, !194, !321, !83}
!321 = !DILocation(line: 35, column: 5, scope: !187)
!322 = !DILocation(line: 22, column: 27, scope: !182)
!323 = !DILocation(line: 22, column: 3, scope: !182)
!324 = distinct !{!324, !185, !325, !83}
!325 = !DILocation(line: 35, column: 5, scope: !178)
!326 = !DILocation(line: 36, column: 18, scope: !126)
!327 = !DILocation(line: 36, column: 3, scope: !126)
!328 = !DILocation(line: 36, column: 6, scope: !126)
!329 = !DILocation(line: 36, column: 13, scope: !126)
!330 = !DILocation(line: 36, column: 16, scope: !126)
!331 = !DILocation(line: 37, column: 1, scope: !126)
!332 = distinct !DISubprogram(name: "spmv", scope: !1, file: !1, line: 39, type: !333, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!333 = !DISubroutineType(types: !334)
!334 = !{null, !335, !337, !47}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !336, size: 64)
!336 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!339 = !DILocalVariable(name: "A", arg: 1, scope: !332, file: !1, line: 39, type: !335)
!340 = !DILocation(line: 39, column: 29, scope: !332)
!341 = !DILocalVariable(name: "x", arg: 2, scope: !332, file: !1, line: 39, type: !337)
!342 = !DILocation(line: 39, column: 46, scope: !332)
!343 = !DILocalVariable(name: "y", arg: 3, scope: !332, file: !1, line: 39, type: !47)
!344 = !DILocation(line: 39, column: 57, scope: !332)
!345 = !DILocalVariable(name: "i", scope: !346, file: !1, line: 41, type: !17)
!346 = distinct !DILexicalBlock(scope: !332, file: !1, line: 41, column: 3)
!347 = !DILocation(line: 41, column: 12, scope: !346)
!348 = !DILocation(line: 41, column: 8, scope: !346)
!349 = !DILocation(line: 41, column: 19, scope: !350)
!350 = distinct !DILexicalBlock(scope: !346, file: !1, line: 41, column: 3)
!351 = !DILocation(line: 41, column: 23, scope: !350)
!352 = !DILocation(line: 41, column: 26, scope: !350)
!353 = !DILocation(line: 41, column: 21, scope: !350)
!354 = !DILocation(line: 41, column: 3, scope: !346)
!355 = !DILocalVariable(name: "s", scope: !356, file: !1, line: 42, type: !48)
!356 = distinct !DILexicalBlock(scope: !350, file: !1, line: 41, column: 34)
!357 = !DILocation(line: 42, column: 12, scope: !356)
!358 = !DILocalVariable(name: "k", scope: !359, file: !1, line: 43, type: !17)
!359 = distinct !DILexicalBlock(scope: !356, file: !1, line: 43, column: 5)
!360 = !DILocation(line: 43, column: 14, scope: !359)
!361 = !DILocation(line: 43, column: 18, scope: !359)
!362 = !DILocation(line: 43, column: 21, scope: !359)
!363 = !DILocation(line: 43, column: 28, scope: !359)
!364 = !DILocation(line: 43, column: 10, scope: !359)
!365 = !DILocation(line: 43, column: 32, scope: !366)
!366 = distinct !DILexicalBlock(scope: !359, file: !1, line: 43, column: 5)
!367 = !DILocation(line: 43, column: 36, scope: !366)
!368 = !DILocation(line: 43, column: 39, scope: !366)
!369 = !DILocation(line: 43, column: 46, scope: !366)
!370 = !DILocation(line: 43, column: 48, scope: !366)
!371 = !DILocation(line: 43, column: 34, scope: !366)
!372 = !DILocation(line: 43, column: 5, scope: !359)
!373 = !DILocation(line: 44, column: 12, scope: !366)
!374 = !DILocation(line: 44, column: 15, scope: !366)
!375 = !DILocation(line: 44, column: 19, scope: !366)
!376 = !DILocation(line: 44, column: 24, scope: !366)
!377 = !DILocation(line: 44, column: 26, scope: !366)
!378 = !DILocation(line: 44, column: 29, scope: !366)
!379 = !DILocation(line: 44, column: 33, scope: !366)
!380 = !DILocation(line: 44, column: 9, scope: !366)
!381 = !DILocation(line: 44, column: 7, scope: !366)
!382 = !DILocation(line: 43, column: 55, scope: !366)
!383 = !DILocation(line: 43, column: 5, scope: !366)
!384 = distinct !{!384, !372, !385, !83}
!385 = !DILocation(line: 44, column: 35, scope: !359)
!386 = !DILocation(line: 45, column: 12, scope: !356)
!387 = !DILocation(line: 45, column: 5, scope: !356)
!388 = !DILocation(line: 45, column: 7, scope: !356)
!389 = !DILocation(line: 45, column: 10, scope: !356)
!390 = !DILocation(line: 46, column: 3, scope: !356)
!391 = !DILocation(line: 41, column: 30, scope: !350)
!392 = !DILocation(line: 41, column: 3, scope: !350)
!393 = distinct !{!393, !354, !394, !83}
!394 = !DILocation(line: 46, column: 3, scope: !346)
!395 = !DILocation(line: 47, column: 1, scope: !332)
