; ModuleID = 'tiled_runtime.c'
source_filename = "tiled_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [18 x i8] c"usage: %s N M BS\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca double*, align 8
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  %16 = load i32, i32* %4, align 4, !dbg !26
  %17 = icmp slt i32 %16, 4, !dbg !28
  br i1 %17, label %18, label %24, !dbg !29

18:                                               ; preds = %2
  %19 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !30
  %20 = load i8**, i8*** %5, align 8, !dbg !32
  %21 = getelementptr inbounds i8*, i8** %20, i64 0, !dbg !32
  %22 = load i8*, i8** %21, align 8, !dbg !32
  %23 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %19, i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i8* noundef %22), !dbg !33
  store i32 1, i32* %3, align 4, !dbg !34
  br label %143, !dbg !34

24:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !35, metadata !DIExpression()), !dbg !36
  %25 = load i8**, i8*** %5, align 8, !dbg !37
  %26 = getelementptr inbounds i8*, i8** %25, i64 1, !dbg !37
  %27 = load i8*, i8** %26, align 8, !dbg !37
  %28 = call i32 @atoi(i8* noundef %27) #5, !dbg !38
  store i32 %28, i32* %6, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %7, metadata !39, metadata !DIExpression()), !dbg !40
  %29 = load i8**, i8*** %5, align 8, !dbg !41
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !41
  %31 = load i8*, i8** %30, align 8, !dbg !41
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !42
  store i32 %32, i32* %7, align 4, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %8, metadata !43, metadata !DIExpression()), !dbg !44
  %33 = load i8**, i8*** %5, align 8, !dbg !45
  %34 = getelementptr inbounds i8*, i8** %33, i64 3, !dbg !45
  %35 = load i8*, i8** %34, align 8, !dbg !45
  %36 = call i32 @atoi(i8* noundef %35) #5, !dbg !46
  store i32 %36, i32* %8, align 4, !dbg !44
  %37 = load i32, i32* %6, align 4, !dbg !47
  %38 = icmp slt i32 %37, 1, !dbg !49
  br i1 %38, label %45, label %39, !dbg !50

39:                                               ; preds = %24
  %40 = load i32, i32* %7, align 4, !dbg !51
  %41 = icmp slt i32 %40, 1, !dbg !52
  br i1 %41, label %45, label %42, !dbg !53

42:                                               ; preds = %39
  %43 = load i32, i32* %8, align 4, !dbg !54
  %44 = icmp slt i32 %43, 1, !dbg !55
  br i1 %44, label %45, label %46, !dbg !56

45:                                               ; preds = %42, %39, %24
  store i32 1, i32* %3, align 4, !dbg !57
  br label %143, !dbg !57

46:                                               ; preds = %42
  call void @llvm.dbg.declare(metadata double** %9, metadata !58, metadata !DIExpression()), !dbg !61
  %47 = load i32, i32* %6, align 4, !dbg !62
  %48 = sext i32 %47 to i64, !dbg !62
  %49 = mul i64 8, %48, !dbg !63
  %50 = load i32, i32* %7, align 4, !dbg !64
  %51 = sext i32 %50 to i64, !dbg !64
  %52 = mul i64 %49, %51, !dbg !65
  %53 = call noalias i8* @malloc(i64 noundef %52) #6, !dbg !66
  %54 = bitcast i8* %53 to double*, !dbg !66
  store double* %54, double** %9, align 8, !dbg !61
  call void @llvm.dbg.declare(metadata double** %10, metadata !67, metadata !DIExpression()), !dbg !68
  %55 = load i32, i32* %6, align 4, !dbg !69
  %56 = sext i32 %55 to i64, !dbg !69
  %57 = mul i64 8, %56, !dbg !70
  %58 = load i32, i32* %7, align 4, !dbg !71
  %59 = sext i32 %58 to i64, !dbg !71
  %60 = mul i64 %57, %59, !dbg !72
  %61 = call noalias i8* @malloc(i64 noundef %60) #6, !dbg !73
  %62 = bitcast i8* %61 to double*, !dbg !73
  store double* %62, double** %10, align 8, !dbg !68
  call void @llvm.dbg.declare(metadata double** %11, metadata !74, metadata !DIExpression()), !dbg !75
  %63 = load i32, i32* %6, align 4, !dbg !76
  %64 = sext i32 %63 to i64, !dbg !77
  %65 = load i32, i32* %6, align 4, !dbg !78
  %66 = sext i32 %65 to i64, !dbg !78
  %67 = mul i64 %64, %66, !dbg !79
  %68 = call noalias i8* @calloc(i64 noundef %67, i64 noundef 8) #6, !dbg !80
  %69 = bitcast i8* %68 to double*, !dbg !80
  store double* %69, double** %11, align 8, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %12, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 0, i32* %12, align 4, !dbg !83
  br label %70, !dbg !84

70:                                               ; preds = %85, %46
  %71 = load i32, i32* %12, align 4, !dbg !85
  %72 = load i32, i32* %6, align 4, !dbg !87
  %73 = load i32, i32* %7, align 4, !dbg !88
  %74 = mul nsw i32 %72, %73, !dbg !89
  %75 = icmp slt i32 %71, %74, !dbg !90
  br i1 %75, label %76, label %88, !dbg !91

76:                                               ; preds = %70
  %77 = load i32, i32* %12, align 4, !dbg !92
  %78 = srem i32 %77, 11, !dbg !93
  %79 = sitofp i32 %78 to double, !dbg !94
  %80 = fmul double %79, 5.000000e-01, !dbg !95
  %81 = load double*, double** %9, align 8, !dbg !96
  %82 = load i32, i32* %12, align 4, !dbg !97
  %83 = sext i32 %82 to i64, !dbg !96
  %84 = getelementptr inbounds double, double* %81, i64 %83, !dbg !96
  store double %80, double* %84, align 8, !dbg !98
  br label %85, !dbg !96

85:                                               ; preds = %76
  %86 = load i32, i32* %12, align 4, !dbg !99
  %87 = add nsw i32 %86, 1, !dbg !99
  store i32 %87, i32* %12, align 4, !dbg !99
  br label %70, !dbg !100, !llvm.loop !101

88:                                               ; preds = %70
  %89 = load i32, i32* %6, align 4, !dbg !104
  %90 = load i32, i32* %7, align 4, !dbg !105
  %91 = load i32, i32* %8, align 4, !dbg !106
  %92 = load double*, double** %9, align 8, !dbg !107
  %93 = load double*, double** %10, align 8, !dbg !108
  call void @transpose(i32 noundef %89, i32 noundef %90, i32 noundef %91, double* noundef %92, double* noundef %93), !dbg !109
  %94 = load i32, i32* %6, align 4, !dbg !110
  %95 = load i32, i32* %8, align 4, !dbg !111
  %96 = load double*, double** %9, align 8, !dbg !112
  %97 = load double*, double** %9, align 8, !dbg !113
  %98 = load double*, double** %11, align 8, !dbg !114
  call void @matmul(i32 noundef %94, i32 noundef %95, double* noundef %96, double* noundef %97, double* noundef %98), !dbg !115
  call void @llvm.dbg.declare(metadata double* %13, metadata !116, metadata !DIExpression()), !dbg !117
  store double 0.000000e+00, double* %13, align 8, !dbg !117
  call void @llvm.dbg.declare(metadata i32* %14, metadata !118, metadata !DIExpression()), !dbg !120
  store i32 0, i32* %14, align 4, !dbg !120
  br label %99, !dbg !121

99:                                               ; preds = %113, %88
  %100 = load i32, i32* %14, align 4, !dbg !122
  %101 = load i32, i32* %6, align 4, !dbg !124
  %102 = load i32, i32* %7, align 4, !dbg !125
  %103 = mul nsw i32 %101, %102, !dbg !126
  %104 = icmp slt i32 %100, %103, !dbg !127
  br i1 %104, label %105, label %116, !dbg !128

105:                                              ; preds = %99
  %106 = load double*, double** %10, align 8, !dbg !129
  %107 = load i32, i32* %14, align 4, !dbg !130
  %108 = sext i32 %107 to i64, !dbg !129
  %109 = getelementptr inbounds double, double* %106, i64 %108, !dbg !129
  %110 = load double, double* %109, align 8, !dbg !129
  %111 = load double, double* %13, align 8, !dbg !131
  %112 = fadd double %111, %110, !dbg !131
  store double %112, double* %13, align 8, !dbg !131
  br label %113, !dbg !132

113:                                              ; preds = %105
  %114 = load i32, i32* %14, align 4, !dbg !133
  %115 = add nsw i32 %114, 1, !dbg !133
  store i32 %115, i32* %14, align 4, !dbg !133
  br label %99, !dbg !134, !llvm.loop !135

116:                                              ; preds = %99
  call void @llvm.dbg.declare(metadata i32* %15, metadata !137, metadata !DIExpression()), !dbg !139
  store i32 0, i32* %15, align 4, !dbg !139
  br label %117, !dbg !140

117:                                              ; preds = %131, %116
  %118 = load i32, i32* %15, align 4, !dbg !141
  %119 = load i32, i32* %6, align 4, !dbg !143
  %120 = load i32, i32* %6, align 4, !dbg !144
  %121 = mul nsw i32 %119, %120, !dbg !145
  %122 = icmp slt i32 %118, %121, !dbg !146
  br i1 %122, label %123, label %134, !dbg !147

123:                                              ; preds = %117
  %124 = load double*, double** %11, align 8, !dbg !148
  %125 = load i32, i32* %15, align 4, !dbg !149
  %126 = sext i32 %125 to i64, !dbg !148
  %127 = getelementptr inbounds double, double* %124, i64 %126, !dbg !148
  %128 = load double, double* %127, align 8, !dbg !148
  %129 = load double, double* %13, align 8, !dbg !150
  %130 = fadd double %129, %128, !dbg !150
  store double %130, double* %13, align 8, !dbg !150
  br label %131, !dbg !151

131:                                              ; preds = %123
  %132 = load i32, i32* %15, align 4, !dbg !152
  %133 = add nsw i32 %132, 1, !dbg !152
  store i32 %133, i32* %15, align 4, !dbg !152
  br label %117, !dbg !153, !llvm.loop !154

134:                                              ; preds = %117
  %135 = load double, double* %13, align 8, !dbg !156
  %136 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %135), !dbg !157
  %137 = load double*, double** %9, align 8, !dbg !158
  %138 = bitcast double* %137 to i8*, !dbg !158
  call void @free(i8* noundef %138) #6, !dbg !159
  %139 = load double*, double** %10, align 8, !dbg !160
  %140 = bitcast double* %139 to i8*, !dbg !160
  call void @free(i8* noundef %140) #6, !dbg !161
  %141 = load double*, double** %11, align 8, !dbg !162
  %142 = bitcast double* %141 to i8*, !dbg !162
  call void @free(i8* noundef %142) #6, !dbg !163
  store i32 0, i32* %3, align 4, !dbg !164
  br label %143, !dbg !164

143:                                              ; preds = %134, %45, %18
  %144 = load i32, i32* %3, align 4, !dbg !165
  ret i32 %144, !dbg !165
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(i32 noundef %0, i32 noundef %1, i32 noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !166 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !171, metadata !DIExpression()), !dbg !172
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !173, metadata !DIExpression()), !dbg !174
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !175, metadata !DIExpression()), !dbg !176
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !177, metadata !DIExpression()), !dbg !178
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !179, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.declare(metadata i32* %11, metadata !181, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %11, align 4, !dbg !183
  br label %15, !dbg !184

15:                                               ; preds = %83, %5
  %16 = load i32, i32* %11, align 4, !dbg !185
  %17 = load i32, i32* %6, align 4, !dbg !187
  %18 = icmp slt i32 %16, %17, !dbg !188
  br i1 %18, label %19, label %87, !dbg !189

19:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i32* %12, metadata !190, metadata !DIExpression()), !dbg !192
  store i32 0, i32* %12, align 4, !dbg !192
  br label %20, !dbg !193

20:                                               ; preds = %78, %19
  %21 = load i32, i32* %12, align 4, !dbg !194
  %22 = load i32, i32* %7, align 4, !dbg !196
  %23 = icmp slt i32 %21, %22, !dbg !197
  br i1 %23, label %24, label %82, !dbg !198

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %13, metadata !199, metadata !DIExpression()), !dbg !201
  %25 = load i32, i32* %11, align 4, !dbg !202
  store i32 %25, i32* %13, align 4, !dbg !201
  br label %26, !dbg !203

26:                                               ; preds = %74, %24
  %27 = load i32, i32* %13, align 4, !dbg !204
  %28 = load i32, i32* %11, align 4, !dbg !206
  %29 = load i32, i32* %8, align 4, !dbg !207
  %30 = add nsw i32 %28, %29, !dbg !208
  %31 = icmp slt i32 %27, %30, !dbg !209
  br i1 %31, label %32, label %36, !dbg !210

32:                                               ; preds = %26
  %33 = load i32, i32* %13, align 4, !dbg !211
  %34 = load i32, i32* %6, align 4, !dbg !212
  %35 = icmp slt i32 %33, %34, !dbg !213
  br label %36

36:                                               ; preds = %32, %26
  %37 = phi i1 [ false, %26 ], [ %35, %32 ], !dbg !214
  br i1 %37, label %38, label %77, !dbg !215

38:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %14, metadata !216, metadata !DIExpression()), !dbg !218
  %39 = load i32, i32* %12, align 4, !dbg !219
  store i32 %39, i32* %14, align 4, !dbg !218
  br label %40, !dbg !220

40:                                               ; preds = %70, %38
  %41 = load i32, i32* %14, align 4, !dbg !221
  %42 = load i32, i32* %12, align 4, !dbg !223
  %43 = load i32, i32* %8, align 4, !dbg !224
  %44 = add nsw i32 %42, %43, !dbg !225
  %45 = icmp slt i32 %41, %44, !dbg !226
  br i1 %45, label %46, label %50, !dbg !227

46:                                               ; preds = %40
  %47 = load i32, i32* %14, align 4, !dbg !228
  %48 = load i32, i32* %7, align 4, !dbg !229
  %49 = icmp slt i32 %47, %48, !dbg !230
  br label %50

50:                                               ; preds = %46, %40
  %51 = phi i1 [ false, %40 ], [ %49, %46 ], !dbg !231
  br i1 %51, label %52, label %73, !dbg !232

52:                                               ; preds = %50
  %53 = load double*, double** %9, align 8, !dbg !233
  %54 = load i32, i32* %13, align 4, !dbg !234
  %55 = load i32, i32* %7, align 4, !dbg !235
  %56 = mul nsw i32 %54, %55, !dbg !236
  %57 = load i32, i32* %14, align 4, !dbg !237
  %58 = add nsw i32 %56, %57, !dbg !238
  %59 = sext i32 %58 to i64, !dbg !233
  %60 = getelementptr inbounds double, double* %53, i64 %59, !dbg !233
  %61 = load double, double* %60, align 8, !dbg !233
  %62 = load double*, double** %10, align 8, !dbg !239
  %63 = load i32, i32* %14, align 4, !dbg !240
  %64 = load i32, i32* %6, align 4, !dbg !241
  %65 = mul nsw i32 %63, %64, !dbg !242
  %66 = load i32, i32* %13, align 4, !dbg !243
  %67 = add nsw i32 %65, %66, !dbg !244
  %68 = sext i32 %67 to i64, !dbg !239
  %69 = getelementptr inbounds double, double* %62, i64 %68, !dbg !239
  store double %61, double* %69, align 8, !dbg !245
  br label %70, !dbg !239

70:                                               ; preds = %52
  %71 = load i32, i32* %14, align 4, !dbg !246
  %72 = add nsw i32 %71, 1, !dbg !246
  store i32 %72, i32* %14, align 4, !dbg !246
  br label %40, !dbg !247, !llvm.loop !248

73:                                               ; preds = %50
  br label %74, !dbg !249

74:                                               ; preds = %73
  %75 = load i32, i32* %13, align 4, !dbg !250
  %76 = add nsw i32 %75, 1, !dbg !250
  store i32 %76, i32* %13, align 4, !dbg !250
  br label %26, !dbg !251, !llvm.loop !252

77:                                               ; preds = %36
  br label %78, !dbg !253

78:                                               ; preds = %77
  %79 = load i32, i32* %8, align 4, !dbg !254
  %80 = load i32, i32* %12, align 4, !dbg !255
  %81 = add nsw i32 %80, %79, !dbg !255
  store i32 %81, i32* %12, align 4, !dbg !255
  br label %20, !dbg !256, !llvm.loop !257

82:                                               ; preds = %20
  br label %83, !dbg !258

83:                                               ; preds = %82
  %84 = load i32, i32* %8, align 4, !dbg !259
  %85 = load i32, i32* %11, align 4, !dbg !260
  %86 = add nsw i32 %85, %84, !dbg !260
  store i32 %86, i32* %11, align 4, !dbg !260
  br label %15, !dbg !261, !llvm.loop !262

87:                                               ; preds = %15
  ret void, !dbg !264
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3, double* noundef %4) #0 !dbg !265 {
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  store i32 %0, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !268, metadata !DIExpression()), !dbg !269
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !270, metadata !DIExpression()), !dbg !271
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !272, metadata !DIExpression()), !dbg !273
  store double* %3, double** %9, align 8
  call void @llvm.dbg.declare(metadata double** %9, metadata !274, metadata !DIExpression()), !dbg !275
  store double* %4, double** %10, align 8
  call void @llvm.dbg.declare(metadata double** %10, metadata !276, metadata !DIExpression()), !dbg !277
  call void @llvm.dbg.declare(metadata i32* %11, metadata !278, metadata !DIExpression()), !dbg !280
  store i32 0, i32* %11, align 4, !dbg !280
  br label %17, !dbg !281

17:                                               ; preds = %106, %5
  %18 = load i32, i32* %11, align 4, !dbg !282
  %19 = load i32, i32* %6, align 4, !dbg !284
  %20 = icmp slt i32 %18, %19, !dbg !285
  br i1 %20, label %21, label %110, !dbg !286

21:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i32* %12, metadata !287, metadata !DIExpression()), !dbg !289
  store i32 0, i32* %12, align 4, !dbg !289
  br label %22, !dbg !290

22:                                               ; preds = %101, %21
  %23 = load i32, i32* %12, align 4, !dbg !291
  %24 = load i32, i32* %6, align 4, !dbg !293
  %25 = icmp slt i32 %23, %24, !dbg !294
  br i1 %25, label %26, label %105, !dbg !295

26:                                               ; preds = %22
  call void @llvm.dbg.declare(metadata i32* %13, metadata !296, metadata !DIExpression()), !dbg !298
  %27 = load i32, i32* %11, align 4, !dbg !299
  store i32 %27, i32* %13, align 4, !dbg !298
  br label %28, !dbg !300

28:                                               ; preds = %97, %26
  %29 = load i32, i32* %13, align 4, !dbg !301
  %30 = load i32, i32* %11, align 4, !dbg !303
  %31 = load i32, i32* %7, align 4, !dbg !304
  %32 = add nsw i32 %30, %31, !dbg !305
  %33 = icmp slt i32 %29, %32, !dbg !306
  br i1 %33, label %34, label %38, !dbg !307

34:                                               ; preds = %28
  %35 = load i32, i32* %13, align 4, !dbg !308
  %36 = load i32, i32* %6, align 4, !dbg !309
  %37 = icmp slt i32 %35, %36, !dbg !310
  br label %38

38:                                               ; preds = %34, %28
  %39 = phi i1 [ false, %28 ], [ %37, %34 ], !dbg !311
  br i1 %39, label %40, label %100, !dbg !312

40:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata i32* %14, metadata !313, metadata !DIExpression()), !dbg !315
  %41 = load i32, i32* %12, align 4, !dbg !316
  store i32 %41, i32* %14, align 4, !dbg !315
  br label %42, !dbg !317

42:                                               ; preds = %93, %40
  %43 = load i32, i32* %14, align 4, !dbg !318
  %44 = load i32, i32* %12, align 4, !dbg !320
  %45 = load i32, i32* %7, align 4, !dbg !321
  %46 = add nsw i32 %44, %45, !dbg !322
  %47 = icmp slt i32 %43, %46, !dbg !323
  br i1 %47, label %48, label %52, !dbg !324

48:                                               ; preds = %42
  %49 = load i32, i32* %14, align 4, !dbg !325
  %50 = load i32, i32* %6, align 4, !dbg !326
  %51 = icmp slt i32 %49, %50, !dbg !327
  br label %52

52:                                               ; preds = %48, %42
  %53 = phi i1 [ false, %42 ], [ %51, %48 ], !dbg !328
  br i1 %53, label %54, label %96, !dbg !329

54:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata double* %15, metadata !330, metadata !DIExpression()), !dbg !332
  %55 = load double*, double** %8, align 8, !dbg !333
  %56 = load i32, i32* %13, align 4, !dbg !334
  %57 = load i32, i32* %6, align 4, !dbg !335
  %58 = mul nsw i32 %56, %57, !dbg !336
  %59 = load i32, i32* %14, align 4, !dbg !337
  %60 = add nsw i32 %58, %59, !dbg !338
  %61 = sext i32 %60 to i64, !dbg !333
  %62 = getelementptr inbounds double, double* %55, i64 %61, !dbg !333
  %63 = load double, double* %62, align 8, !dbg !333
  store double %63, double* %15, align 8, !dbg !332
  call void @llvm.dbg.declare(metadata i32* %16, metadata !339, metadata !DIExpression()), !dbg !341
  store i32 0, i32* %16, align 4, !dbg !341
  br label %64, !dbg !342

64:                                               ; preds = %89, %54
  %65 = load i32, i32* %16, align 4, !dbg !343
  %66 = load i32, i32* %6, align 4, !dbg !345
  %67 = icmp slt i32 %65, %66, !dbg !346
  br i1 %67, label %68, label %92, !dbg !347

68:                                               ; preds = %64
  %69 = load double, double* %15, align 8, !dbg !348
  %70 = load double*, double** %9, align 8, !dbg !349
  %71 = load i32, i32* %14, align 4, !dbg !350
  %72 = load i32, i32* %6, align 4, !dbg !351
  %73 = mul nsw i32 %71, %72, !dbg !352
  %74 = load i32, i32* %16, align 4, !dbg !353
  %75 = add nsw i32 %73, %74, !dbg !354
  %76 = sext i32 %75 to i64, !dbg !349
  %77 = getelementptr inbounds double, double* %70, i64 %76, !dbg !349
  %78 = load double, double* %77, align 8, !dbg !349
  %79 = load double*, double** %10, align 8, !dbg !355
  %80 = load i32, i32* %13, align 4, !dbg !356
  %81 = load i32, i32* %6, align 4, !dbg !357
  %82 = mul nsw i32 %80, %81, !dbg !358
  %83 = load i32, i32* %16, align 4, !dbg !359
  %84 = add nsw i32 %82, %83, !dbg !360
  %85 = sext i32 %84 to i64, !dbg !355
  %86 = getelementptr inbounds double, double* %79, i64 %85, !dbg !355
  %87 = load double, double* %86, align 8, !dbg !361
  %88 = call double @llvm.fmuladd.f64(double %69, double %78, double %87), !dbg !361
  store double %88, double* %86, align 8, !dbg !361
  br label %89, !dbg !355

89:                                               ; preds = %68
  %90 = load i32, i32* %16, align 4, !dbg !362
  %91 = add nsw i32 %90, 1, !dbg !362
  store i32 %91, i32* %16, align 4, !dbg !362
  br label %64, !dbg !363, !llvm.loop !364

92:                                               ; preds = %64
  br label %93, !dbg !366

93:                                               ; preds = %92
  %94 = load i32, i32* %14, align 4, !dbg !367
  %95 = add nsw i32 %94, 1, !dbg !367
  store i32 %95, i32* %14, align 4, !dbg !367
  br label %42, !dbg !368, !llvm.loop !369

96:                                               ; preds = %52
  br label %97, !dbg !370

97:                                               ; preds = %96
  %98 = load i32, i32* %13, align 4, !dbg !371
  %99 = add nsw i32 %98, 1, !dbg !371
  store i32 %99, i32* %13, align 4, !dbg !371
  br label %28, !dbg !372, !llvm.loop !373

100:                                              ; preds = %38
  br label %101, !dbg !374

101:                                              ; preds = %100
  %102 = load i32, i32* %7, align 4, !dbg !375
  %103 = load i32, i32* %12, align 4, !dbg !376
  %104 = add nsw i32 %103, %102, !dbg !376
  store i32 %104, i32* %12, align 4, !dbg !376
  br label %22, !dbg !377, !llvm.loop !378

105:                                              ; preds = %22
  br label %106, !dbg !379

106:                                              ; preds = %105
  %107 = load i32, i32* %7, align 4, !dbg !380
  %108 = load i32, i32* %11, align 4, !dbg !381
  %109 = add nsw i32 %108, %107, !dbg !381
  store i32 %109, i32* %11, align 4, !dbg !381
  br label %17, !dbg !382, !llvm.loop !383

110:                                              ; preds = %17
  ret void, !dbg !385
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tiled_runtime.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3a2083d4dea2d1a17830090d2664808e")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !15, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 28, type: !17)
!23 = !DILocation(line: 28, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 28, type: !18)
!25 = !DILocation(line: 28, column: 27, scope: !14)
!26 = !DILocation(line: 29, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !14, file: !1, line: 29, column: 7)
!28 = !DILocation(line: 29, column: 12, scope: !27)
!29 = !DILocation(line: 29, column: 7, scope: !14)
!30 = !DILocation(line: 30, column: 13, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !1, line: 29, column: 17)
!32 = !DILocation(line: 30, column: 43, scope: !31)
!33 = !DILocation(line: 30, column: 5, scope: !31)
!34 = !DILocation(line: 31, column: 5, scope: !31)
!35 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 33, type: !17)
!36 = !DILocation(line: 33, column: 7, scope: !14)
!37 = !DILocation(line: 33, column: 16, scope: !14)
!38 = !DILocation(line: 33, column: 11, scope: !14)
!39 = !DILocalVariable(name: "m", scope: !14, file: !1, line: 33, type: !17)
!40 = !DILocation(line: 33, column: 26, scope: !14)
!41 = !DILocation(line: 33, column: 35, scope: !14)
!42 = !DILocation(line: 33, column: 30, scope: !14)
!43 = !DILocalVariable(name: "bs", scope: !14, file: !1, line: 33, type: !17)
!44 = !DILocation(line: 33, column: 45, scope: !14)
!45 = !DILocation(line: 33, column: 55, scope: !14)
!46 = !DILocation(line: 33, column: 50, scope: !14)
!47 = !DILocation(line: 34, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !14, file: !1, line: 34, column: 7)
!49 = !DILocation(line: 34, column: 9, scope: !48)
!50 = !DILocation(line: 34, column: 13, scope: !48)
!51 = !DILocation(line: 34, column: 16, scope: !48)
!52 = !DILocation(line: 34, column: 18, scope: !48)
!53 = !DILocation(line: 34, column: 22, scope: !48)
!54 = !DILocation(line: 34, column: 25, scope: !48)
!55 = !DILocation(line: 34, column: 28, scope: !48)
!56 = !DILocation(line: 34, column: 7, scope: !14)
!57 = !DILocation(line: 35, column: 5, scope: !48)
!58 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 36, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!61 = !DILocation(line: 36, column: 11, scope: !14)
!62 = !DILocation(line: 36, column: 39, scope: !14)
!63 = !DILocation(line: 36, column: 37, scope: !14)
!64 = !DILocation(line: 36, column: 43, scope: !14)
!65 = !DILocation(line: 36, column: 41, scope: !14)
!66 = !DILocation(line: 36, column: 15, scope: !14)
!67 = !DILocalVariable(name: "t", scope: !14, file: !1, line: 37, type: !59)
!68 = !DILocation(line: 37, column: 11, scope: !14)
!69 = !DILocation(line: 37, column: 39, scope: !14)
!70 = !DILocation(line: 37, column: 37, scope: !14)
!71 = !DILocation(line: 37, column: 43, scope: !14)
!72 = !DILocation(line: 37, column: 41, scope: !14)
!73 = !DILocation(line: 37, column: 15, scope: !14)
!74 = !DILocalVariable(name: "c", scope: !14, file: !1, line: 38, type: !59)
!75 = !DILocation(line: 38, column: 11, scope: !14)
!76 = !DILocation(line: 38, column: 30, scope: !14)
!77 = !DILocation(line: 38, column: 22, scope: !14)
!78 = !DILocation(line: 38, column: 34, scope: !14)
!79 = !DILocation(line: 38, column: 32, scope: !14)
!80 = !DILocation(line: 38, column: 15, scope: !14)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 39, type: !17)
!82 = distinct !DILexicalBlock(scope: !14, file: !1, line: 39, column: 3)
!83 = !DILocation(line: 39, column: 12, scope: !82)
!84 = !DILocation(line: 39, column: 8, scope: !82)
!85 = !DILocation(line: 39, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 39, column: 3)
!87 = !DILocation(line: 39, column: 23, scope: !86)
!88 = !DILocation(line: 39, column: 27, scope: !86)
!89 = !DILocation(line: 39, column: 25, scope: !86)
!90 = !DILocation(line: 39, column: 21, scope: !86)
!91 = !DILocation(line: 39, column: 3, scope: !82)
!92 = !DILocation(line: 40, column: 13, scope: !86)
!93 = !DILocation(line: 40, column: 15, scope: !86)
!94 = !DILocation(line: 40, column: 12, scope: !86)
!95 = !DILocation(line: 40, column: 21, scope: !86)
!96 = !DILocation(line: 40, column: 5, scope: !86)
!97 = !DILocation(line: 40, column: 7, scope: !86)
!98 = !DILocation(line: 40, column: 10, scope: !86)
!99 = !DILocation(line: 39, column: 31, scope: !86)
!100 = !DILocation(line: 39, column: 3, scope: !86)
!101 = distinct !{!101, !91, !102, !103}
!102 = !DILocation(line: 40, column: 23, scope: !82)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocation(line: 41, column: 13, scope: !14)
!105 = !DILocation(line: 41, column: 16, scope: !14)
!106 = !DILocation(line: 41, column: 19, scope: !14)
!107 = !DILocation(line: 41, column: 23, scope: !14)
!108 = !DILocation(line: 41, column: 26, scope: !14)
!109 = !DILocation(line: 41, column: 3, scope: !14)
!110 = !DILocation(line: 42, column: 10, scope: !14)
!111 = !DILocation(line: 42, column: 13, scope: !14)
!112 = !DILocation(line: 42, column: 17, scope: !14)
!113 = !DILocation(line: 42, column: 20, scope: !14)
!114 = !DILocation(line: 42, column: 23, scope: !14)
!115 = !DILocation(line: 42, column: 3, scope: !14)
!116 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 43, type: !60)
!117 = !DILocation(line: 43, column: 10, scope: !14)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 44, type: !17)
!119 = distinct !DILexicalBlock(scope: !14, file: !1, line: 44, column: 3)
!120 = !DILocation(line: 44, column: 12, scope: !119)
!121 = !DILocation(line: 44, column: 8, scope: !119)
!122 = !DILocation(line: 44, column: 19, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 44, column: 3)
!124 = !DILocation(line: 44, column: 23, scope: !123)
!125 = !DILocation(line: 44, column: 27, scope: !123)
!126 = !DILocation(line: 44, column: 25, scope: !123)
!127 = !DILocation(line: 44, column: 21, scope: !123)
!128 = !DILocation(line: 44, column: 3, scope: !119)
!129 = !DILocation(line: 45, column: 10, scope: !123)
!130 = !DILocation(line: 45, column: 12, scope: !123)
!131 = !DILocation(line: 45, column: 7, scope: !123)
!132 = !DILocation(line: 45, column: 5, scope: !123)
!133 = !DILocation(line: 44, column: 31, scope: !123)
!134 = !DILocation(line: 44, column: 3, scope: !123)
!135 = distinct !{!135, !128, !136, !103}
!136 = !DILocation(line: 45, column: 13, scope: !119)
!137 = !DILocalVariable(name: "i", scope: !138, file: !1, line: 46, type: !17)
!138 = distinct !DILexicalBlock(scope: !14, file: !1, line: 46, column: 3)
!139 = !DILocation(line: 46, column: 12, scope: !138)
!140 = !DILocation(line: 46, column: 8, scope: !138)
!141 = !DILocation(line: 46, column: 19, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !1, line: 46, column: 3)
!143 = !DILocation(line: 46, column: 23, scope: !142)
!144 = !DILocation(line: 46, column: 27, scope: !142)
!145 = !DILocation(line: 46, column: 25, scope: !142)
!146 = !DILocation(line: 46, column: 21, scope: !142)
!147 = !DILocation(line: 46, column: 3, scope: !138)
!148 = !DILocation(line: 47, column: 10, scope: !142)
!149 = !DILocation(line: 47, column: 12, scope: !142)
!150 = !DILocation(line: 47, column: 7, scope: !142)
!151 = !DILocation(line: 47, column: 5, scope: !142)
!152 = !DILocation(line: 46, column: 31, scope: !142)
!153 = !DILocation(line: 46, column: 3, scope: !142)
!154 = distinct !{!154, !147, !155, !103}
!155 = !DILocation(line: 47, column: 13, scope: !138)
!156 = !DILocation(line: 48, column: 18, scope: !14)
!157 = !DILocation(line: 48, column: 3, scope: !14)
!158 = !DILocation(line: 49, column: 8, scope: !14)
!159 = !DILocation(line: 49, column: 3, scope: !14)
!160 = !DILocation(line: 50, column: 8, scope: !14)
!161 = !DILocation(line: 50, column: 3, scope: !14)
!162 = !DILocation(line: 51, column: 8, scope: !14)
!163 = !DILocation(line: 51, column: 3, scope: !14)
!164 = !DILocation(line: 52, column: 3, scope: !14)
!165 = !DILocation(line: 53, column: 1, scope: !14)
!166 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 9, type: !167, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !17, !17, !17, !169, !59}
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!171 = !DILocalVariable(name: "n", arg: 1, scope: !166, file: !1, line: 9, type: !17)
!172 = !DILocation(line: 9, column: 27, scope: !166)
!173 = !DILocalVariable(name: "m", arg: 2, scope: !166, file: !1, line: 9, type: !17)
!174 = !DILocation(line: 9, column: 34, scope: !166)
!175 = !DILocalVariable(name: "bs", arg: 3, scope: !166, file: !1, line: 9, type: !17)
!176 = !DILocation(line: 9, column: 41, scope: !166)
!177 = !DILocalVariable(name: "a", arg: 4, scope: !166, file: !1, line: 9, type: !169)
!178 = !DILocation(line: 9, column: 59, scope: !166)
!179 = !DILocalVariable(name: "t", arg: 5, scope: !166, file: !1, line: 9, type: !59)
!180 = !DILocation(line: 9, column: 70, scope: !166)
!181 = !DILocalVariable(name: "ii", scope: !182, file: !1, line: 10, type: !17)
!182 = distinct !DILexicalBlock(scope: !166, file: !1, line: 10, column: 3)
!183 = !DILocation(line: 10, column: 12, scope: !182)
!184 = !DILocation(line: 10, column: 8, scope: !182)
!185 = !DILocation(line: 10, column: 20, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !1, line: 10, column: 3)
!187 = !DILocation(line: 10, column: 25, scope: !186)
!188 = !DILocation(line: 10, column: 23, scope: !186)
!189 = !DILocation(line: 10, column: 3, scope: !182)
!190 = !DILocalVariable(name: "jj", scope: !191, file: !1, line: 11, type: !17)
!191 = distinct !DILexicalBlock(scope: !186, file: !1, line: 11, column: 5)
!192 = !DILocation(line: 11, column: 14, scope: !191)
!193 = !DILocation(line: 11, column: 10, scope: !191)
!194 = !DILocation(line: 11, column: 22, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !1, line: 11, column: 5)
!196 = !DILocation(line: 11, column: 27, scope: !195)
!197 = !DILocation(line: 11, column: 25, scope: !195)
!198 = !DILocation(line: 11, column: 5, scope: !191)
!199 = !DILocalVariable(name: "i", scope: !200, file: !1, line: 12, type: !17)
!200 = distinct !DILexicalBlock(scope: !195, file: !1, line: 12, column: 7)
!201 = !DILocation(line: 12, column: 16, scope: !200)
!202 = !DILocation(line: 12, column: 20, scope: !200)
!203 = !DILocation(line: 12, column: 12, scope: !200)
!204 = !DILocation(line: 12, column: 24, scope: !205)
!205 = distinct !DILexicalBlock(scope: !200, file: !1, line: 12, column: 7)
!206 = !DILocation(line: 12, column: 28, scope: !205)
!207 = !DILocation(line: 12, column: 33, scope: !205)
!208 = !DILocation(line: 12, column: 31, scope: !205)
!209 = !DILocation(line: 12, column: 26, scope: !205)
!210 = !DILocation(line: 12, column: 36, scope: !205)
!211 = !DILocation(line: 12, column: 39, scope: !205)
!212 = !DILocation(line: 12, column: 43, scope: !205)
!213 = !DILocation(line: 12, column: 41, scope: !205)
!214 = !DILocation(line: 0, scope: !205)
!215 = !DILocation(line: 12, column: 7, scope: !200)
!216 = !DILocalVariable(name: "j", scope: !217, file: !1, line: 13, type: !17)
!217 = distinct !DILexicalBlock(scope: !205, file: !1, line: 13, column: 9)
!218 = !DILocation(line: 13, column: 18, scope: !217)
!219 = !DILocation(line: 13, column: 22, scope: !217)
!220 = !DILocation(line: 13, column: 14, scope: !217)
!221 = !DILocation(line: 13, column: 26, scope: !222)
!222 = distinct !DILexicalBlock(scope: !217, file: !1, line: 13, column: 9)
!223 = !DILocation(line: 13, column: 30, scope: !222)
!224 = !DILocation(line: 13, column: 35, scope: !222)
!225 = !DILocation(line: 13, column: 33, scope: !222)
!226 = !DILocation(line: 13, column: 28, scope: !222)
!227 = !DILocation(line: 13, column: 38, scope: !222)
!228 = !DILocation(line: 13, column: 41, scope: !222)
!229 = !DILocation(line: 13, column: 45, scope: !222)
!230 = !DILocation(line: 13, column: 43, scope: !222)
!231 = !DILocation(line: 0, scope: !222)
!232 = !DILocation(line: 13, column: 9, scope: !217)
!233 = !DILocation(line: 14, column: 26, scope: !222)
!234 = !DILocation(line: 14, column: 28, scope: !222)
!235 = !DILocation(line: 14, column: 32, scope: !222)
!236 = !DILocation(line: 14, column: 30, scope: !222)
!237 = !DILocation(line: 14, column: 36, scope: !222)
!238 = !DILocation(line: 14, column: 34, scope: !222)
!239 = !DILocation(line: 14, column: 11, scope: !222)
!240 = !DILocation(line: 14, column: 13, scope: !222)
!241 = !DILocation(line: 14, column: 17, scope: !222)
!242 = !DILocation(line: 14, column: 15, scope: !222)
!243 = !DILocation(line: 14, column: 21, scope: !222)
!244 = !DILocation(line: 14, column: 19, scope: !222)
!245 = !DILocation(line: 14, column: 24, scope: !222)
!246 = !DILocation(line: 13, column: 49, scope: !222)
!247 = !DILocation(line: 13, column: 9, scope: !222)
!248 = distinct !{!248, !232, !249, !103}
!249 = !DILocation(line: 14, column: 37, scope: !217)
!250 = !DILocation(line: 12, column: 47, scope: !205)
!251 = !DILocation(line: 12, column: 7, scope: !205)
!252 = distinct !{!252, !215, !253, !103}
!253 = !DILocation(line: 14, column: 37, scope: !200)
!254 = !DILocation(line: 11, column: 36, scope: !195)
!255 = !DILocation(line: 11, column: 33, scope: !195)
!256 = !DILocation(line: 11, column: 5, scope: !195)
!257 = distinct !{!257, !198, !258, !103}
!258 = !DILocation(line: 14, column: 37, scope: !191)
!259 = !DILocation(line: 10, column: 34, scope: !186)
!260 = !DILocation(line: 10, column: 31, scope: !186)
!261 = !DILocation(line: 10, column: 3, scope: !186)
!262 = distinct !{!262, !189, !263, !103}
!263 = !DILocation(line: 14, column: 37, scope: !182)
!264 = !DILocation(line: 15, column: 1, scope: !166)
!265 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 17, type: !266, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!266 = !DISubroutineType(types: !267)
!267 = !{null, !17, !17, !169, !169, !59}
!268 = !DILocalVariable(name: "n", arg: 1, scope: !265, file: !1, line: 17, type: !17)
!269 = !DILocation(line: 17, column: 24, scope: !265)
!270 = !DILocalVariable(name: "bs", arg: 2, scope: !265, file: !1, line: 17, type: !17)
!271 = !DILocation(line: 17, column: 31, scope: !265)
!272 = !DILocalVariable(name: "a", arg: 3, scope: !265, file: !1, line: 17, type: !169)
!273 = !DILocation(line: 17, column: 49, scope: !265)
!274 = !DILocalVariable(name: "b", arg: 4, scope: !265, file: !1, line: 17, type: !169)
!275 = !DILocation(line: 17, column: 66, scope: !265)
!276 = !DILocalVariable(name: "c", arg: 5, scope: !265, file: !1, line: 17, type: !59)
!277 = !DILocation(line: 17, column: 77, scope: !265)
!278 = !DILocalVariable(name: "ii", scope: !279, file: !1, line: 18, type: !17)
!279 = distinct !DILexicalBlock(scope: !265, file: !1, line: 18, column: 3)
!280 = !DILocation(line: 18, column: 12, scope: !279)
!281 = !DILocation(line: 18, column: 8, scope: !279)
!282 = !DILocation(line: 18, column: 20, scope: !283)
!283 = distinct !DILexicalBlock(scope: !279, file: !1, line: 18, column: 3)
!284 = !DILocation(line: 18, column: 25, scope: !283)
!285 = !DILocation(line: 18, column: 23, scope: !283)
!286 = !DILocation(line: 18, column: 3, scope: !279)
!287 = !DILocalVariable(name: "kk", scope: !288, file: !1, line: 19, type: !17)
!288 = distinct !DILexicalBlock(scope: !283, file: !1, line: 19, column: 5)
!289 = !DILocation(line: 19, column: 14, scope: !288)
!290 = !DILocation(line: 19, column: 10, scope: !288)
!291 = !DILocation(line: 19, column: 22, scope: !292)
!292 = distinct !DILexicalBlock(scope: !288, file: !1, line: 19, column: 5)
!293 = !DILocation(line: 19, column: 27, scope: !292)
!294 = !DILocation(line: 19, column: 25, scope: !292)
!295 = !DILocation(line: 19, column: 5, scope: !288)
!296 = !DILocalVariable(name: "i", scope: !297, file: !1, line: 20, type: !17)
!297 = distinct !DILexicalBlock(scope: !292, file: !1, line: 20, column: 7)
!298 = !DILocation(line: 20, column: 16, scope: !297)
!299 = !DILocation(line: 20, column: 20, scope: !297)
!300 = !DILocation(line: 20, column: 12, scope: !297)
!301 = !DILocation(line: 20, column: 24, scope: !302)
!302 = distinct !DILexicalBlock(scope: !297, file: !1, line: 20, column: 7)
!303 = !DILocation(line: 20, column: 28, scope: !302)
!304 = !DILocation(line: 20, column: 33, scope: !302)
!305 = !DILocation(line: 20, column: 31, scope: !302)
!306 = !DILocation(line: 20, column: 26, scope: !302)
!307 = !DILocation(line: 20, column: 36, scope: !302)
!308 = !DILocation(line: 20, column: 39, scope: !302)
!309 = !DILocation(line: 20, column: 43, scope: !302)
!310 = !DILocation(line: 20, column: 41, scope: !302)
!311 = !DILocation(line: 0, scope: !302)
!312 = !DILocation(line: 20, column: 7, scope: !297)
!313 = !DILocalVariable(name: "k", scope: !314, file: !1, line: 21, type: !17)
!314 = distinct !DILexicalBlock(scope: !302, file: !1, line: 21, column: 9)
!315 = !DILocation(line: 21, column: 18, scope: !314)
!316 = !DILocation(line: 21, column: 22, scope: !314)
!317 = !DILocation(line: 21, column: 14, scope: !314)
!318 = !DILocation(line: 21, column: 26, scope: !319)
!319 = distinct !DILexicalBlock(scope: !314, file: !1, line: 21, column: 9)
!320 = !DILocation(line: 21, column: 30, scope: !319)
!321 = !DILocation(line: 21, column: 35, scope: !319)
!322 = !DILocation(line: 21, column: 33, scope: !319)
!323 = !DILocation(line: 21, column: 28, scope: !319)
!324 = !DILocation(line: 21, column: 38, scope: !319)
!325 = !DILocation(line: 21, column: 41, scope: !319)
!326 = !DILocation(line: 21, column: 45, scope: !319)
!327 = !DILocation(line: 21, column: 43, scope: !319)
!328 = !DILocation(line: 0, scope: !319)
!329 = !DILocation(line: 21, column: 9, scope: !314)
!330 = !DILocalVariable(name: "x", scope: !331, file: !1, line: 22, type: !60)
!331 = distinct !DILexicalBlock(scope: !319, file: !1, line: 21, column: 53)
!332 = !DILocation(line: 22, column: 18, scope: !331)
!333 = !DILocation(line: 22, column: 22, scope: !331)
!334 = !DILocation(line: 22, column: 24, scope: !331)
!335 = !DILocation(line: 22, column: 28, scope: !331)
!336 = !DILocation(line: 22, column: 26, scope: !331)
!337 = !DILocation(line: 22, column: 32, scope: !331)
!338 = !DILocation(line: 22, column: 30, scope: !331)
!339 = !DILocalVariable(name: "j", scope: !340, file: !1, line: 23, type: !17)
!340 = distinct !DILexicalBlock(scope: !331, file: !1, line: 23, column: 11)
!341 = !DILocation(line: 23, column: 20, scope: !340)
!342 = !DILocation(line: 23, column: 16, scope: !340)
!343 = !DILocation(line: 23, column: 27, scope: !344)
!344 = distinct !DILexicalBlock(scope: !340, file: !1, line: 23, column: 11)
!345 = !DILocation(line: 23, column: 31, scope: !344)
!346 = !DILocation(line: 23, column: 29, scope: !344)
!347 = !DILocation(line: 23, column: 11, scope: !340)
!348 = !DILocation(line: 24, column: 29, scope: !344)
!349 = !DILocation(line: 24, column: 33, scope: !344)
!350 = !DILocation(line: 24, column: 35, scope: !344)
!351 = !DILocation(line: 24, column: 39, scope: !344)
!352 = !DILocation(line: 24, column: 37, scope: !344)
!353 = !DILocation(line: 24, column: 43, scope: !344)
!354 = !DILocation(line: 24, column: 41, scope: !344)
!355 = !DILocation(line: 24, column: 13, scope: !344)
!356 = !DILocation(line: 24, column: 15, scope: !344)
!357 = !DILocation(line: 24, column: 19, scope: !344)
!358 = !DILocation(line: 24, column: 17, scope: !344)
!359 = !DILocation(line: 24, column: 23, scope: !344)
!360 = !DILocation(line: 24, column: 21, scope: !344)
!361 = !DILocation(line: 24, column: 26, scope: !344)
!362 = !DILocation(line: 23, column: 35, scope: !344)
!363 = !DILocation(line: 23, column: 11, scope: !344)
!364 = distinct !{!364, !347, !365, !103}
!365 = !DILocation(line: 24, column: 44, scope: !340)
!366 = !DILocation(line: 25, column: 9, scope: !331)
!367 = !DILocation(line: 21, column: 49, scope: !319)
!368 = !DILocation(line: 21, column: 9, scope: !319)
!369 = distinct !{!369, !329, !370, !103}
!370 = !DILocation(line: 25, column: 9, scope: !314)
!371 = !DILocation(line: 20, column: 47, scope: !302)
!372 = !DILocation(line: 20, column: 7, scope: !302)
!373 = distinct !{!373, !312, !374, !103}
!374 = !DILocation(line: 25, column: 9, scope: !297)
!375 = !DILocation(line: 19, column: 36, scope: !292)
!376 = !DILocation(line: 19, column: 33, scope: !292)
!377 = !DILocation(line: 19, column: 5, scope: !292)
!378 = distinct !{!378, !295, !379, !103}
!379 = !DILocation(line: 25, column: 9, scope: !288)
!380 = !DILocation(line: 18, column: 34, scope: !283)
!381 = !DILocation(line: 18, column: 31, scope: !283)
!382 = !DILocation(line: 18, column: 3, scope: !283)
!383 = distinct !{!383, !286, !384, !103}
!384 = !DILocation(line: 25, column: 9, scope: !279)
!385 = !DILocation(line: 26, column: 1, scope: !265)
