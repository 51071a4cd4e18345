; ModuleID = 'lcs_dp.c'
source_filename = "lcs_dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"ACGT\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"lcs %d edit %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_lcs(i8* noundef %0, i32 noundef %1, i8* noundef %2, i32 noundef %3, i32* noundef %4, i32* noundef %5) #0 !dbg !10 {
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32*, align 8
  store i8* %0, i8** %7, align 8
  call void @llvm.dbg.declare(metadata i8** %7, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !21, metadata !DIExpression()), !dbg !22
  store i8* %2, i8** %9, align 8
  call void @llvm.dbg.declare(metadata i8** %9, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %3, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !25, metadata !DIExpression()), !dbg !26
  store i32* %4, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !27, metadata !DIExpression()), !dbg !28
  store i32* %5, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %13, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %13, align 4, !dbg !33
  br label %17, !dbg !34

17:                                               ; preds = %26, %6
  %18 = load i32, i32* %13, align 4, !dbg !35
  %19 = load i32, i32* %10, align 4, !dbg !37
  %20 = icmp sle i32 %18, %19, !dbg !38
  br i1 %20, label %21, label %29, !dbg !39

21:                                               ; preds = %17
  %22 = load i32*, i32** %11, align 8, !dbg !40
  %23 = load i32, i32* %13, align 4, !dbg !41
  %24 = sext i32 %23 to i64, !dbg !40
  %25 = getelementptr inbounds i32, i32* %22, i64 %24, !dbg !40
  store i32 0, i32* %25, align 4, !dbg !42
  br label %26, !dbg !40

26:                                               ; preds = %21
  %27 = load i32, i32* %13, align 4, !dbg !43
  %28 = add nsw i32 %27, 1, !dbg !43
  store i32 %28, i32* %13, align 4, !dbg !43
  br label %17, !dbg !44, !llvm.loop !45

29:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i32* %14, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 1, i32* %14, align 4, !dbg !50
  br label %30, !dbg !51

30:                                               ; preds = %91, %29
  %31 = load i32, i32* %14, align 4, !dbg !52
  %32 = load i32, i32* %8, align 4, !dbg !54
  %33 = icmp sle i32 %31, %32, !dbg !55
  br i1 %33, label %34, label %94, !dbg !56

34:                                               ; preds = %30
  %35 = load i32*, i32** %12, align 8, !dbg !57
  %36 = getelementptr inbounds i32, i32* %35, i64 0, !dbg !57
  store i32 0, i32* %36, align 4, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %15, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 1, i32* %15, align 4, !dbg !62
  br label %37, !dbg !63

37:                                               ; preds = %84, %34
  %38 = load i32, i32* %15, align 4, !dbg !64
  %39 = load i32, i32* %10, align 4, !dbg !66
  %40 = icmp sle i32 %38, %39, !dbg !67
  br i1 %40, label %41, label %87, !dbg !68

41:                                               ; preds = %37
  %42 = load i8*, i8** %7, align 8, !dbg !69
  %43 = load i32, i32* %14, align 4, !dbg !70
  %44 = sub nsw i32 %43, 1, !dbg !71
  %45 = sext i32 %44 to i64, !dbg !69
  %46 = getelementptr inbounds i8, i8* %42, i64 %45, !dbg !69
  %47 = load i8, i8* %46, align 1, !dbg !69
  %48 = sext i8 %47 to i32, !dbg !69
  %49 = load i8*, i8** %9, align 8, !dbg !72
  %50 = load i32, i32* %15, align 4, !dbg !73
  %51 = sub nsw i32 %50, 1, !dbg !74
  %52 = sext i32 %51 to i64, !dbg !72
  %53 = getelementptr inbounds i8, i8* %49, i64 %52, !dbg !72
  %54 = load i8, i8* %53, align 1, !dbg !72
  %55 = sext i8 %54 to i32, !dbg !72
  %56 = icmp eq i32 %48, %55, !dbg !75
  br i1 %56, label %57, label %65, !dbg !69

57:                                               ; preds = %41
  %58 = load i32*, i32** %11, align 8, !dbg !76
  %59 = load i32, i32* %15, align 4, !dbg !77
  %60 = sub nsw i32 %59, 1, !dbg !78
  %61 = sext i32 %60 to i64, !dbg !76
  %62 = getelementptr inbounds i32, i32* %58, i64 %61, !dbg !76
  %63 = load i32, i32* %62, align 4, !dbg !76
  %64 = add nsw i32 %63, 1, !dbg !79
  br label %78, !dbg !69

65:                                               ; preds = %41
  %66 = load i32*, i32** %11, align 8, !dbg !80
  %67 = load i32, i32* %15, align 4, !dbg !81
  %68 = sext i32 %67 to i64, !dbg !80
  %69 = getelementptr inbounds i32, i32* %66, i64 %68, !dbg !80
  %70 = load i32, i32* %69, align 4, !dbg !80
  %71 = load i32*, i32** %12, align 8, !dbg !82
  %72 = load i32, i32* %15, align 4, !dbg !83
  %73 = sub nsw i32 %72, 1, !dbg !84
  %74 = sext i32 %73 to i64, !dbg !82
  %75 = getelementptr inbounds i32, i32* %71, i64 %74, !dbg !82
  %76 = load i32, i32* %75, align 4, !dbg !82
  %77 = call i32 @max2(i32 noundef %70, i32 noundef %76), !dbg !85
  br label %78, !dbg !69

78:                                               ; preds = %65, %57
  %79 = phi i32 [ %64, %57 ], [ %77, %65 ], !dbg !69
  %80 = load i32*, i32** %12, align 8, !dbg !86
  %81 = load i32, i32* %15, align 4, !dbg !87
  %82 = sext i32 %81 to i64, !dbg !86
  %83 = getelementptr inbounds i32, i32* %80, i64 %82, !dbg !86
  store i32 %79, i32* %83, align 4, !dbg !88
  br label %84, !dbg !86

84:                                               ; preds = %78
  %85 = load i32, i32* %15, align 4, !dbg !89
  %86 = add nsw i32 %85, 1, !dbg !89
  store i32 %86, i32* %15, align 4, !dbg !89
  br label %37, !dbg !90, !llvm.loop !91

87:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32** %16, metadata !93, metadata !DIExpression()), !dbg !94
  %88 = load i32*, i32** %11, align 8, !dbg !95
  store i32* %88, i32** %16, align 8, !dbg !94
  %89 = load i32*, i32** %12, align 8, !dbg !96
  store i32* %89, i32** %11, align 8, !dbg !97
  %90 = load i32*, i32** %16, align 8, !dbg !98
  store i32* %90, i32** %12, align 8, !dbg !99
  br label %91, !dbg !100

91:                                               ; preds = %87
  %92 = load i32, i32* %14, align 4, !dbg !101
  %93 = add nsw i32 %92, 1, !dbg !101
  store i32 %93, i32* %14, align 4, !dbg !101
  br label %30, !dbg !102, !llvm.loop !103

94:                                               ; preds = %30
  %95 = load i32*, i32** %11, align 8, !dbg !105
  %96 = load i32, i32* %10, align 4, !dbg !106
  %97 = sext i32 %96 to i64, !dbg !105
  %98 = getelementptr inbounds i32, i32* %95, i64 %97, !dbg !105
  %99 = load i32, i32* %98, align 4, !dbg !105
  ret i32 %99, !dbg !107
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @max2(i32 noundef %0, i32 noundef %1) #0 !dbg !108 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !111, metadata !DIExpression()), !dbg !112
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !113, metadata !DIExpression()), !dbg !114
  %5 = load i32, i32* %3, align 4, !dbg !115
  %6 = load i32, i32* %4, align 4, !dbg !116
  %7 = icmp sgt i32 %5, %6, !dbg !117
  br i1 %7, label %8, label %10, !dbg !115

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !118
  br label %12, !dbg !115

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !119
  br label %12, !dbg !115

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !115
  ret i32 %13, !dbg !120
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !121 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !126, metadata !DIExpression()), !dbg !127
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata i32* %6, metadata !130, metadata !DIExpression()), !dbg !131
  %17 = load i32, i32* %4, align 4, !dbg !132
  %18 = icmp sgt i32 %17, 1, !dbg !133
  br i1 %18, label %19, label %24, !dbg !132

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !134
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !134
  %22 = load i8*, i8** %21, align 8, !dbg !134
  %23 = call i32 @atoi(i8* noundef %22) #5, !dbg !135
  br label %25, !dbg !132

24:                                               ; preds = %2
  br label %25, !dbg !132

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 400, %24 ], !dbg !132
  store i32 %26, i32* %6, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %7, metadata !136, metadata !DIExpression()), !dbg !137
  %27 = load i32, i32* %4, align 4, !dbg !138
  %28 = icmp sgt i32 %27, 2, !dbg !139
  br i1 %28, label %29, label %34, !dbg !138

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !140
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !140
  %32 = load i8*, i8** %31, align 8, !dbg !140
  %33 = call i32 @atoi(i8* noundef %32) #5, !dbg !141
  br label %35, !dbg !138

34:                                               ; preds = %25
  br label %35, !dbg !138

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 300, %34 ], !dbg !138
  store i32 %36, i32* %7, align 4, !dbg !137
  call void @llvm.dbg.declare(metadata i8** %8, metadata !142, metadata !DIExpression()), !dbg !143
  %37 = load i32, i32* %6, align 4, !dbg !144
  %38 = sext i32 %37 to i64, !dbg !144
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !145
  store i8* %39, i8** %8, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata i8** %9, metadata !146, metadata !DIExpression()), !dbg !147
  %40 = load i32, i32* %7, align 4, !dbg !148
  %41 = sext i32 %40 to i64, !dbg !148
  %42 = call noalias i8* @malloc(i64 noundef %41) #6, !dbg !149
  store i8* %42, i8** %9, align 8, !dbg !147
  call void @llvm.dbg.declare(metadata i32** %10, metadata !150, metadata !DIExpression()), !dbg !151
  %43 = load i32, i32* %7, align 4, !dbg !152
  %44 = add nsw i32 %43, 1, !dbg !153
  %45 = sext i32 %44 to i64, !dbg !154
  %46 = mul i64 %45, 4, !dbg !155
  %47 = call noalias i8* @malloc(i64 noundef %46) #6, !dbg !156
  %48 = bitcast i8* %47 to i32*, !dbg !156
  store i32* %48, i32** %10, align 8, !dbg !151
  call void @llvm.dbg.declare(metadata i32** %11, metadata !157, metadata !DIExpression()), !dbg !158
  %49 = load i32, i32* %7, align 4, !dbg !159
  %50 = add nsw i32 %49, 1, !dbg !160
  %51 = sext i32 %50 to i64, !dbg !161
  %52 = mul i64 %51, 4, !dbg !162
  %53 = call noalias i8* @malloc(i64 noundef %52) #6, !dbg !163
  %54 = bitcast i8* %53 to i32*, !dbg !163
  store i32* %54, i32** %11, align 8, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %12, metadata !164, metadata !DIExpression()), !dbg !166
  store i32 11, i32* %12, align 4, !dbg !166
  call void @llvm.dbg.declare(metadata i32* %13, metadata !167, metadata !DIExpression()), !dbg !169
  store i32 0, i32* %13, align 4, !dbg !169
  br label %55, !dbg !170

55:                                               ; preds = %73, %35
  %56 = load i32, i32* %13, align 4, !dbg !171
  %57 = load i32, i32* %6, align 4, !dbg !173
  %58 = icmp slt i32 %56, %57, !dbg !174
  br i1 %58, label %59, label %76, !dbg !175

59:                                               ; preds = %55
  %60 = load i32, i32* %12, align 4, !dbg !176
  %61 = mul i32 %60, 1103515245, !dbg !178
  %62 = add i32 %61, 12345, !dbg !179
  store i32 %62, i32* %12, align 4, !dbg !180
  %63 = load i32, i32* %12, align 4, !dbg !181
  %64 = lshr i32 %63, 16, !dbg !182
  %65 = and i32 %64, 3, !dbg !183
  %66 = zext i32 %65 to i64, !dbg !184
  %67 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %66, !dbg !184
  %68 = load i8, i8* %67, align 1, !dbg !184
  %69 = load i8*, i8** %8, align 8, !dbg !185
  %70 = load i32, i32* %13, align 4, !dbg !186
  %71 = sext i32 %70 to i64, !dbg !185
  %72 = getelementptr inbounds i8, i8* %69, i64 %71, !dbg !185
  store i8 %68, i8* %72, align 1, !dbg !187
  br label %73, !dbg !188

73:                                               ; preds = %59
  %74 = load i32, i32* %13, align 4, !dbg !189
  %75 = add nsw i32 %74, 1, !dbg !189
  store i32 %75, i32* %13, align 4, !dbg !189
  br label %55, !dbg !190, !llvm.loop !191

76:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata i32* %14, metadata !193, metadata !DIExpression()), !dbg !195
  store i32 0, i32* %14, align 4, !dbg !195
  br label %77, !dbg !196

77:                                               ; preds = %95, %76
  %78 = load i32, i32* %14, align 4, !dbg !197
  %79 = load i32, i32* %7, align 4, !dbg !199
  %80 = icmp slt i32 %78, %79, !dbg !200
  br i1 %80, label %81, label %98, !dbg !201

81:                                               ; preds = %77
  %82 = load i32, i32* %12, align 4, !dbg !202
  %83 = mul i32 %82, 1103515245, !dbg !204
  %84 = add i32 %83, 12345, !dbg !205
  store i32 %84, i32* %12, align 4, !dbg !206
  %85 = load i32, i32* %12, align 4, !dbg !207
  %86 = lshr i32 %85, 16, !dbg !208
  %87 = and i32 %86, 3, !dbg !209
  %88 = zext i32 %87 to i64, !dbg !210
  %89 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %88, !dbg !210
  %90 = load i8, i8* %89, align 1, !dbg !210
  %91 = load i8*, i8** %9, align 8, !dbg !211
  %92 = load i32, i32* %14, align 4, !dbg !212
  %93 = sext i32 %92 to i64, !dbg !211
  %94 = getelementptr inbounds i8, i8* %91, i64 %93, !dbg !211
  store i8 %90, i8* %94, align 1, !dbg !213
  br label %95, !dbg !214

95:                                               ; preds = %81
  %96 = load i32, i32* %14, align 4, !dbg !215
  %97 = add nsw i32 %96, 1, !dbg !215
  store i32 %97, i32* %14, align 4, !dbg !215
  br label %77, !dbg !216, !llvm.loop !217

98:                                               ; preds = %77
  call void @llvm.dbg.declare(metadata i32* %15, metadata !219, metadata !DIExpression()), !dbg !220
  %99 = load i8*, i8** %8, align 8, !dbg !221
  %100 = load i32, i32* %6, align 4, !dbg !222
  %101 = load i8*, i8** %9, align 8, !dbg !223
  %102 = load i32, i32* %7, align 4, !dbg !224
  %103 = load i32*, i32** %10, align 8, !dbg !225
  %104 = load i32*, i32** %11, align 8, !dbg !226
  %105 = call i32 @kernel_lcs(i8* noundef %99, i32 noundef %100, i8* noundef %101, i32 noundef %102, i32* noundef %103, i32* noundef %104), !dbg !227
  store i32 %105, i32* %15, align 4, !dbg !220
  call void @llvm.dbg.declare(metadata i32* %16, metadata !228, metadata !DIExpression()), !dbg !229
  %106 = load i8*, i8** %8, align 8, !dbg !230
  %107 = load i32, i32* %6, align 4, !dbg !231
  %108 = load i8*, i8** %9, align 8, !dbg !232
  %109 = load i32, i32* %7, align 4, !dbg !233
  %110 = load i32*, i32** %10, align 8, !dbg !234
  %111 = load i32*, i32** %11, align 8, !dbg !235
  %112 = call i32 @edit(i8* noundef %106, i32 noundef %107, i8* noundef %108, i32 noundef %109, i32* noundef %110, i32* noundef %111), !dbg !236
  store i32 %112, i32* %16, align 4, !dbg !229
  %113 = load i32, i32* %15, align 4, !dbg !237
  %114 = load i32, i32* %16, align 4, !dbg !238
  %115 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %113, i32 noundef %114), !dbg !239
  %116 = load i8*, i8** %8, align 8, !dbg !240
  call void @free(i8* noundef %116) #6, !dbg !241
  %117 = load i8*, i8** %9, align 8, !dbg !242
  call void @free(i8* noundef %117) #6, !dbg !243
  %118 = load i32*, i32** %10, align 8, !dbg !244
  %119 = bitcast i32* %118 to i8*, !dbg !244
  call void @free(i8* noundef %119) #6, !dbg !245
  %120 = load i32*, i32** %11, align 8, !dbg !246
  %121 = bitcast i32* %120 to i8*, !dbg !246
  call void @free(i8* noundef %121) #6, !dbg !247
  ret i32 0, !dbg !248
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @edit(i8* noundef %0, i32 noundef %1, i8* noundef %2, i32 noundef %3, i32* noundef %4, i32* noundef %5) #0 !dbg !249 {
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32*, align 8
  store i8* %0, i8** %7, align 8
  call void @llvm.dbg.declare(metadata i8** %7, metadata !250, metadata !DIExpression()), !dbg !251
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !252, metadata !DIExpression()), !dbg !253
  store i8* %2, i8** %9, align 8
  call void @llvm.dbg.declare(metadata i8** %9, metadata !254, metadata !DIExpression()), !dbg !255
  store i32 %3, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !256, metadata !DIExpression()), !dbg !257
  store i32* %4, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !258, metadata !DIExpression()), !dbg !259
  store i32* %5, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !260, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.declare(metadata i32* %13, metadata !262, metadata !DIExpression()), !dbg !264
  store i32 0, i32* %13, align 4, !dbg !264
  br label %17, !dbg !265

17:                                               ; preds = %27, %6
  %18 = load i32, i32* %13, align 4, !dbg !266
  %19 = load i32, i32* %10, align 4, !dbg !268
  %20 = icmp sle i32 %18, %19, !dbg !269
  br i1 %20, label %21, label %30, !dbg !270

21:                                               ; preds = %17
  %22 = load i32, i32* %13, align 4, !dbg !271
  %23 = load i32*, i32** %11, align 8, !dbg !272
  %24 = load i32, i32* %13, align 4, !dbg !273
  %25 = sext i32 %24 to i64, !dbg !272
  %26 = getelementptr inbounds i32, i32* %23, i64 %25, !dbg !272
  store i32 %22, i32* %26, align 4, !dbg !274
  br label %27, !dbg !272

27:                                               ; preds = %21
  %28 = load i32, i32* %13, align 4, !dbg !275
  %29 = add nsw i32 %28, 1, !dbg !275
  store i32 %29, i32* %13, align 4, !dbg !275
  br label %17, !dbg !276, !llvm.loop !277

30:                                               ; preds = %17
  call void @llvm.dbg.declare(metadata i32* %14, metadata !279, metadata !DIExpression()), !dbg !281
  store i32 1, i32* %14, align 4, !dbg !281
  br label %31, !dbg !282

31:                                               ; preds = %92, %30
  %32 = load i32, i32* %14, align 4, !dbg !283
  %33 = load i32, i32* %8, align 4, !dbg !285
  %34 = icmp sle i32 %32, %33, !dbg !286
  br i1 %34, label %35, label %95, !dbg !287

35:                                               ; preds = %31
  %36 = load i32, i32* %14, align 4, !dbg !288
  %37 = load i32*, i32** %12, align 8, !dbg !290
  %38 = getelementptr inbounds i32, i32* %37, i64 0, !dbg !290
  store i32 %36, i32* %38, align 4, !dbg !291
  call void @llvm.dbg.declare(metadata i32* %15, metadata !292, metadata !DIExpression()), !dbg !294
  store i32 1, i32* %15, align 4, !dbg !294
  br label %39, !dbg !295

39:                                               ; preds = %85, %35
  %40 = load i32, i32* %15, align 4, !dbg !296
  %41 = load i32, i32* %10, align 4, !dbg !298
  %42 = icmp sle i32 %40, %41, !dbg !299
  br i1 %42, label %43, label %88, !dbg !300

43:                                               ; preds = %39
  %44 = load i32*, i32** %11, align 8, !dbg !301
  %45 = load i32, i32* %15, align 4, !dbg !302
  %46 = sext i32 %45 to i64, !dbg !301
  %47 = getelementptr inbounds i32, i32* %44, i64 %46, !dbg !301
  %48 = load i32, i32* %47, align 4, !dbg !301
  %49 = add nsw i32 %48, 1, !dbg !303
  %50 = load i32*, i32** %12, align 8, !dbg !304
  %51 = load i32, i32* %15, align 4, !dbg !305
  %52 = sub nsw i32 %51, 1, !dbg !306
  %53 = sext i32 %52 to i64, !dbg !304
  %54 = getelementptr inbounds i32, i32* %50, i64 %53, !dbg !304
  %55 = load i32, i32* %54, align 4, !dbg !304
  %56 = add nsw i32 %55, 1, !dbg !307
  %57 = load i32*, i32** %11, align 8, !dbg !308
  %58 = load i32, i32* %15, align 4, !dbg !309
  %59 = sub nsw i32 %58, 1, !dbg !310
  %60 = sext i32 %59 to i64, !dbg !308
  %61 = getelementptr inbounds i32, i32* %57, i64 %60, !dbg !308
  %62 = load i32, i32* %61, align 4, !dbg !308
  %63 = load i8*, i8** %7, align 8, !dbg !311
  %64 = load i32, i32* %14, align 4, !dbg !312
  %65 = sub nsw i32 %64, 1, !dbg !313
  %66 = sext i32 %65 to i64, !dbg !311
  %67 = getelementptr inbounds i8, i8* %63, i64 %66, !dbg !311
  %68 = load i8, i8* %67, align 1, !dbg !311
  %69 = sext i8 %68 to i32, !dbg !311
  %70 = load i8*, i8** %9, align 8, !dbg !314
  %71 = load i32, i32* %15, align 4, !dbg !315
  %72 = sub nsw i32 %71, 1, !dbg !316
  %73 = sext i32 %72 to i64, !dbg !314
  %74 = getelementptr inbounds i8, i8* %70, i64 %73, !dbg !314
  %75 = load i8, i8* %74, align 1, !dbg !314
  %76 = sext i8 %75 to i32, !dbg !314
  %77 = icmp ne i32 %69, %76, !dbg !317
  %78 = zext i1 %77 to i32, !dbg !317
  %79 = add nsw i32 %62, %78, !dbg !318
  %80 = call i32 @min3(i32 noundef %49, i32 noundef %56, i32 noundef %79), !dbg !319
  %81 = load i32*, i32** %12, align 8, !dbg !320
  %82 = load i32, i32* %15, align 4, !dbg !321
  %83 = sext i32 %82 to i64, !dbg !320
  %84 = getelementptr inbounds i32, i32* %81, i64 %83, !dbg !320
  store i32 %80, i32* %84, align 4, !dbg !322
  br label %85, !dbg !320

85:                                               ; preds = %43
  %86 = load i32, i32* %15, align 4, !dbg !323
  %87 = add nsw i32 %86, 1, !dbg !323
  store i32 %87, i32* %15, align 4, !dbg !323
  br label %39, !dbg !324, !llvm.loop !325

88:                                               ; preds = %39
  call void @llvm.dbg.declare(metadata i32** %16, metadata !327, metadata !DIExpression()), !dbg !328
  %89 = load i32*, i32** %11, align 8, !dbg !329
  store i32* %89, i32** %16, align 8, !dbg !328
  %90 = load i32*, i32** %12, align 8, !dbg !330
  store i32* %90, i32** %11, align 8, !dbg !331
  %91 = load i32*, i32** %16, align 8, !dbg !332
  store i32* %91, i32** %12, align 8, !dbg !333
  br label %92, !dbg !334

92:                                               ; preds = %88
  %93 = load i32, i32* %14, align 4, !dbg !335
  %94 = add nsw i32 %93, 1, !dbg !335
  store i32 %94, i32* %14, align 4, !dbg !335
  br label %31, !dbg !336, !llvm.loop !337

95:                                               ; preds = %31
  %96 = load i32*, i32** %11, align 8, !dbg !339
  %97 = load i32, i32* %10, align 4, !dbg !340
  %98 = sext i32 %97 to i64, !dbg !339
  %99 = getelementptr inbounds i32, i32* %96, i64 %98, !dbg !339
  %100 = load i32, i32* %99, align 4, !dbg !339
  ret i32 %100, !dbg !341
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !342 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !345, metadata !DIExpression()), !dbg !346
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !347, metadata !DIExpression()), !dbg !348
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !349, metadata !DIExpression()), !dbg !350
  call void @llvm.dbg.declare(metadata i32* %7, metadata !351, metadata !DIExpression()), !dbg !352
  %8 = load i32, i32* %4, align 4, !dbg !353
  %9 = load i32, i32* %5, align 4, !dbg !354
  %10 = icmp slt i32 %8, %9, !dbg !355
  br i1 %10, label %11, label %13, !dbg !353

11:                                               ; preds = %3
  %12 = load i32, i32* %4, align 4, !dbg !356
  br label %15, !dbg !353

13:                                               ; preds = %3
  %14 = load i32, i32* %5, align 4, !dbg !357
  br label %15, !dbg !353

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !353
  store i32 %16, i32* %7, align 4, !dbg !352
  %17 = load i32, i32* %7, align 4, !dbg !358
  %18 = load i32, i32* %6, align 4, !dbg !359
  %19 = icmp slt i32 %17, %18, !dbg !360
  br i1 %19, label %20, label %22, !dbg !358

20:                                               ; preds = %15
  %21 = load i32, i32* %7, align 4, !dbg !361
  br label %24, !dbg !358

22:                                               ; preds = %15
  %23 = load i32, i32* %6, align 4, !dbg !362
  br label %24, !dbg !358

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ], !dbg !358
  ret i32 %25, !dbg !363
}

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
!1 = !DIFile(filename: "lcs_dp.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce8fc29c5bcc26699b1afc381c82ecce")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "kernel_lcs", scope: !1, file: !1, line: 15, type: !11, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14, !13, !14, !13, !17, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 15, type: !14)
!20 = !DILocation(line: 15, column: 28, scope: !10)
!21 = !DILocalVariable(name: "n", arg: 2, scope: !10, file: !1, line: 15, type: !13)
!22 = !DILocation(line: 15, column: 35, scope: !10)
!23 = !DILocalVariable(name: "b", arg: 3, scope: !10, file: !1, line: 15, type: !14)
!24 = !DILocation(line: 15, column: 50, scope: !10)
!25 = !DILocalVariable(name: "m", arg: 4, scope: !10, file: !1, line: 15, type: !13)
!26 = !DILocation(line: 15, column: 57, scope: !10)
!27 = !DILocalVariable(name: "prev", arg: 5, scope: !10, file: !1, line: 15, type: !17)
!28 = !DILocation(line: 15, column: 65, scope: !10)
!29 = !DILocalVariable(name: "cur", arg: 6, scope: !10, file: !1, line: 15, type: !17)
!30 = !DILocation(line: 15, column: 76, scope: !10)
!31 = !DILocalVariable(name: "j", scope: !32, file: !1, line: 17, type: !13)
!32 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!33 = !DILocation(line: 17, column: 12, scope: !32)
!34 = !DILocation(line: 17, column: 8, scope: !32)
!35 = !DILocation(line: 17, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !1, line: 17, column: 3)
!37 = !DILocation(line: 17, column: 24, scope: !36)
!38 = !DILocation(line: 17, column: 21, scope: !36)
!39 = !DILocation(line: 17, column: 3, scope: !32)
!40 = !DILocation(line: 18, column: 5, scope: !36)
!41 = !DILocation(line: 18, column: 10, scope: !36)
!42 = !DILocation(line: 18, column: 13, scope: !36)
!43 = !DILocation(line: 17, column: 28, scope: !36)
!44 = !DILocation(line: 17, column: 3, scope: !36)
!45 = distinct !{!45, !39, !46, !47}
!46 = !DILocation(line: 18, column: 15, scope: !32)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocalVariable(name: "i", scope: !49, file: !1, line: 19, type: !13)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 19, column: 3)
!50 = !DILocation(line: 19, column: 12, scope: !49)
!51 = !DILocation(line: 19, column: 8, scope: !49)
!52 = !DILocation(line: 19, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 19, column: 3)
!54 = !DILocation(line: 19, column: 24, scope: !53)
!55 = !DILocation(line: 19, column: 21, scope: !53)
!56 = !DILocation(line: 19, column: 3, scope: !49)
!57 = !DILocation(line: 20, column: 5, scope: !58)
!58 = distinct !DILexicalBlock(scope: !53, file: !1, line: 19, column: 32)
!59 = !DILocation(line: 20, column: 12, scope: !58)
!60 = !DILocalVariable(name: "j", scope: !61, file: !1, line: 21, type: !13)
!61 = distinct !DILexicalBlock(scope: !58, file: !1, line: 21, column: 5)
!62 = !DILocation(line: 21, column: 14, scope: !61)
!63 = !DILocation(line: 21, column: 10, scope: !61)
!64 = !DILocation(line: 21, column: 21, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 21, column: 5)
!66 = !DILocation(line: 21, column: 26, scope: !65)
!67 = !DILocation(line: 21, column: 23, scope: !65)
!68 = !DILocation(line: 21, column: 5, scope: !61)
!69 = !DILocation(line: 22, column: 16, scope: !65)
!70 = !DILocation(line: 22, column: 18, scope: !65)
!71 = !DILocation(line: 22, column: 20, scope: !65)
!72 = !DILocation(line: 22, column: 28, scope: !65)
!73 = !DILocation(line: 22, column: 30, scope: !65)
!74 = !DILocation(line: 22, column: 32, scope: !65)
!75 = !DILocation(line: 22, column: 25, scope: !65)
!76 = !DILocation(line: 22, column: 39, scope: !65)
!77 = !DILocation(line: 22, column: 44, scope: !65)
!78 = !DILocation(line: 22, column: 46, scope: !65)
!79 = !DILocation(line: 22, column: 51, scope: !65)
!80 = !DILocation(line: 22, column: 62, scope: !65)
!81 = !DILocation(line: 22, column: 67, scope: !65)
!82 = !DILocation(line: 22, column: 71, scope: !65)
!83 = !DILocation(line: 22, column: 75, scope: !65)
!84 = !DILocation(line: 22, column: 77, scope: !65)
!85 = !DILocation(line: 22, column: 57, scope: !65)
!86 = !DILocation(line: 22, column: 7, scope: !65)
!87 = !DILocation(line: 22, column: 11, scope: !65)
!88 = !DILocation(line: 22, column: 14, scope: !65)
!89 = !DILocation(line: 21, column: 30, scope: !65)
!90 = !DILocation(line: 21, column: 5, scope: !65)
!91 = distinct !{!91, !68, !92, !47}
!92 = !DILocation(line: 22, column: 81, scope: !61)
!93 = !DILocalVariable(name: "t", scope: !58, file: !1, line: 23, type: !17)
!94 = !DILocation(line: 23, column: 10, scope: !58)
!95 = !DILocation(line: 23, column: 14, scope: !58)
!96 = !DILocation(line: 24, column: 12, scope: !58)
!97 = !DILocation(line: 24, column: 10, scope: !58)
!98 = !DILocation(line: 25, column: 11, scope: !58)
!99 = !DILocation(line: 25, column: 9, scope: !58)
!100 = !DILocation(line: 26, column: 3, scope: !58)
!101 = !DILocation(line: 19, column: 28, scope: !53)
!102 = !DILocation(line: 19, column: 3, scope: !53)
!103 = distinct !{!103, !56, !104, !47}
!104 = !DILocation(line: 26, column: 3, scope: !49)
!105 = !DILocation(line: 27, column: 10, scope: !10)
!106 = !DILocation(line: 27, column: 15, scope: !10)
!107 = !DILocation(line: 27, column: 3, scope: !10)
!108 = distinct !DISubprogram(name: "max2", scope: !1, file: !1, line: 8, type: !109, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!109 = !DISubroutineType(types: !110)
!110 = !{!13, !13, !13}
!111 = !DILocalVariable(name: "a", arg: 1, scope: !108, file: !1, line: 8, type: !13)
!112 = !DILocation(line: 8, column: 21, scope: !108)
!113 = !DILocalVariable(name: "b", arg: 2, scope: !108, file: !1, line: 8, type: !13)
!114 = !DILocation(line: 8, column: 28, scope: !108)
!115 = !DILocation(line: 8, column: 40, scope: !108)
!116 = !DILocation(line: 8, column: 44, scope: !108)
!117 = !DILocation(line: 8, column: 42, scope: !108)
!118 = !DILocation(line: 8, column: 48, scope: !108)
!119 = !DILocation(line: 8, column: 52, scope: !108)
!120 = !DILocation(line: 8, column: 33, scope: !108)
!121 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !122, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!122 = !DISubroutineType(types: !123)
!123 = !{!13, !13, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!126 = !DILocalVariable(name: "argc", arg: 1, scope: !121, file: !1, line: 46, type: !13)
!127 = !DILocation(line: 46, column: 14, scope: !121)
!128 = !DILocalVariable(name: "argv", arg: 2, scope: !121, file: !1, line: 46, type: !124)
!129 = !DILocation(line: 46, column: 27, scope: !121)
!130 = !DILocalVariable(name: "n", scope: !121, file: !1, line: 48, type: !13)
!131 = !DILocation(line: 48, column: 7, scope: !121)
!132 = !DILocation(line: 48, column: 11, scope: !121)
!133 = !DILocation(line: 48, column: 16, scope: !121)
!134 = !DILocation(line: 48, column: 27, scope: !121)
!135 = !DILocation(line: 48, column: 22, scope: !121)
!136 = !DILocalVariable(name: "m", scope: !121, file: !1, line: 49, type: !13)
!137 = !DILocation(line: 49, column: 7, scope: !121)
!138 = !DILocation(line: 49, column: 11, scope: !121)
!139 = !DILocation(line: 49, column: 16, scope: !121)
!140 = !DILocation(line: 49, column: 27, scope: !121)
!141 = !DILocation(line: 49, column: 22, scope: !121)
!142 = !DILocalVariable(name: "a", scope: !121, file: !1, line: 50, type: !125)
!143 = !DILocation(line: 50, column: 9, scope: !121)
!144 = !DILocation(line: 50, column: 20, scope: !121)
!145 = !DILocation(line: 50, column: 13, scope: !121)
!146 = !DILocalVariable(name: "b", scope: !121, file: !1, line: 50, type: !125)
!147 = !DILocation(line: 50, column: 25, scope: !121)
!148 = !DILocation(line: 50, column: 36, scope: !121)
!149 = !DILocation(line: 50, column: 29, scope: !121)
!150 = !DILocalVariable(name: "r0", scope: !121, file: !1, line: 51, type: !17)
!151 = !DILocation(line: 51, column: 8, scope: !121)
!152 = !DILocation(line: 51, column: 21, scope: !121)
!153 = !DILocation(line: 51, column: 23, scope: !121)
!154 = !DILocation(line: 51, column: 20, scope: !121)
!155 = !DILocation(line: 51, column: 28, scope: !121)
!156 = !DILocation(line: 51, column: 13, scope: !121)
!157 = !DILocalVariable(name: "r1", scope: !121, file: !1, line: 51, type: !17)
!158 = !DILocation(line: 51, column: 45, scope: !121)
!159 = !DILocation(line: 51, column: 58, scope: !121)
!160 = !DILocation(line: 51, column: 60, scope: !121)
!161 = !DILocation(line: 51, column: 57, scope: !121)
!162 = !DILocation(line: 51, column: 65, scope: !121)
!163 = !DILocation(line: 51, column: 50, scope: !121)
!164 = !DILocalVariable(name: "s", scope: !121, file: !1, line: 52, type: !165)
!165 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!166 = !DILocation(line: 52, column: 12, scope: !121)
!167 = !DILocalVariable(name: "i", scope: !168, file: !1, line: 53, type: !13)
!168 = distinct !DILexicalBlock(scope: !121, file: !1, line: 53, column: 3)
!169 = !DILocation(line: 53, column: 12, scope: !168)
!170 = !DILocation(line: 53, column: 8, scope: !168)
!171 = !DILocation(line: 53, column: 19, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !1, line: 53, column: 3)
!173 = !DILocation(line: 53, column: 23, scope: !172)
!174 = !DILocation(line: 53, column: 21, scope: !172)
!175 = !DILocation(line: 53, column: 3, scope: !168)
!176 = !DILocation(line: 54, column: 9, scope: !177)
!177 = distinct !DILexicalBlock(scope: !172, file: !1, line: 53, column: 31)
!178 = !DILocation(line: 54, column: 11, scope: !177)
!179 = !DILocation(line: 54, column: 25, scope: !177)
!180 = !DILocation(line: 54, column: 7, scope: !177)
!181 = !DILocation(line: 55, column: 20, scope: !177)
!182 = !DILocation(line: 55, column: 22, scope: !177)
!183 = !DILocation(line: 55, column: 29, scope: !177)
!184 = !DILocation(line: 55, column: 12, scope: !177)
!185 = !DILocation(line: 55, column: 5, scope: !177)
!186 = !DILocation(line: 55, column: 7, scope: !177)
!187 = !DILocation(line: 55, column: 10, scope: !177)
!188 = !DILocation(line: 56, column: 3, scope: !177)
!189 = !DILocation(line: 53, column: 27, scope: !172)
!190 = !DILocation(line: 53, column: 3, scope: !172)
!191 = distinct !{!191, !175, !192, !47}
!192 = !DILocation(line: 56, column: 3, scope: !168)
!193 = !DILocalVariable(name: "j", scope: !194, file: !1, line: 57, type: !13)
!194 = distinct !DILexicalBlock(scope: !121, file: !1, line: 57, column: 3)
!195 = !DILocation(line: 57, column: 12, scope: !194)
!196 = !DILocation(line: 57, column: 8, scope: !194)
!197 = !DILocation(line: 57, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !1, line: 57, column: 3)
!199 = !DILocation(line: 57, column: 23, scope: !198)
!200 = !DILocation(line: 57, column: 21, scope: !198)
!201 = !DILocation(line: 57, column: 3, scope: !194)
!202 = !DILocation(line: 58, column: 9, scope: !203)
!203 = distinct !DILexicalBlock(scope: !198, file: !1, line: 57, column: 31)
!204 = !DILocation(line: 58, column: 11, scope: !203)
!205 = !DILocation(line: 58, column: 25, scope: !203)
!206 = !DILocation(line: 58, column: 7, scope: !203)
!207 = !DILocation(line: 59, column: 20, scope: !203)
!208 = !DILocation(line: 59, column: 22, scope: !203)
!209 = !DILocation(line: 59, column: 29, scope: !203)
!210 = !DILocation(line: 59, column: 12, scope: !203)
!211 = !DILocation(line: 59, column: 5, scope: !203)
!212 = !DILocation(line: 59, column: 7, scope: !203)
!213 = !DILocation(line: 59, column: 10, scope: !203)
!214 = !DILocation(line: 60, column: 3, scope: !203)
!215 = !DILocation(line: 57, column: 27, scope: !198)
!216 = !DILocation(line: 57, column: 3, scope: !198)
!217 = distinct !{!217, !201, !218, !47}
!218 = !DILocation(line: 60, column: 3, scope: !194)
!219 = !DILocalVariable(name: "l", scope: !121, file: !1, line: 61, type: !13)
!220 = !DILocation(line: 61, column: 7, scope: !121)
!221 = !DILocation(line: 61, column: 22, scope: !121)
!222 = !DILocation(line: 61, column: 25, scope: !121)
!223 = !DILocation(line: 61, column: 28, scope: !121)
!224 = !DILocation(line: 61, column: 31, scope: !121)
!225 = !DILocation(line: 61, column: 34, scope: !121)
!226 = !DILocation(line: 61, column: 38, scope: !121)
!227 = !DILocation(line: 61, column: 11, scope: !121)
!228 = !DILocalVariable(name: "e", scope: !121, file: !1, line: 62, type: !13)
!229 = !DILocation(line: 62, column: 7, scope: !121)
!230 = !DILocation(line: 62, column: 16, scope: !121)
!231 = !DILocation(line: 62, column: 19, scope: !121)
!232 = !DILocation(line: 62, column: 22, scope: !121)
!233 = !DILocation(line: 62, column: 25, scope: !121)
!234 = !DILocation(line: 62, column: 28, scope: !121)
!235 = !DILocation(line: 62, column: 32, scope: !121)
!236 = !DILocation(line: 62, column: 11, scope: !121)
!237 = !DILocation(line: 63, column: 30, scope: !121)
!238 = !DILocation(line: 63, column: 33, scope: !121)
!239 = !DILocation(line: 63, column: 3, scope: !121)
!240 = !DILocation(line: 64, column: 8, scope: !121)
!241 = !DILocation(line: 64, column: 3, scope: !121)
!242 = !DILocation(line: 64, column: 17, scope: !121)
!243 = !DILocation(line: 64, column: 12, scope: !121)
!244 = !DILocation(line: 64, column: 26, scope: !121)
!245 = !DILocation(line: 64, column: 21, scope: !121)
!246 = !DILocation(line: 64, column: 36, scope: !121)
!247 = !DILocation(line: 64, column: 31, scope: !121)
!248 = !DILocation(line: 65, column: 3, scope: !121)
!249 = distinct !DISubprogram(name: "edit", scope: !1, file: !1, line: 30, type: !11, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!250 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !1, line: 30, type: !14)
!251 = !DILocation(line: 30, column: 29, scope: !249)
!252 = !DILocalVariable(name: "n", arg: 2, scope: !249, file: !1, line: 30, type: !13)
!253 = !DILocation(line: 30, column: 36, scope: !249)
!254 = !DILocalVariable(name: "b", arg: 3, scope: !249, file: !1, line: 30, type: !14)
!255 = !DILocation(line: 30, column: 51, scope: !249)
!256 = !DILocalVariable(name: "m", arg: 4, scope: !249, file: !1, line: 30, type: !13)
!257 = !DILocation(line: 30, column: 58, scope: !249)
!258 = !DILocalVariable(name: "prev", arg: 5, scope: !249, file: !1, line: 30, type: !17)
!259 = !DILocation(line: 30, column: 66, scope: !249)
!260 = !DILocalVariable(name: "cur", arg: 6, scope: !249, file: !1, line: 30, type: !17)
!261 = !DILocation(line: 30, column: 77, scope: !249)
!262 = !DILocalVariable(name: "j", scope: !263, file: !1, line: 32, type: !13)
!263 = distinct !DILexicalBlock(scope: !249, file: !1, line: 32, column: 3)
!264 = !DILocation(line: 32, column: 12, scope: !263)
!265 = !DILocation(line: 32, column: 8, scope: !263)
!266 = !DILocation(line: 32, column: 19, scope: !267)
!267 = distinct !DILexicalBlock(scope: !263, file: !1, line: 32, column: 3)
!268 = !DILocation(line: 32, column: 24, scope: !267)
!269 = !DILocation(line: 32, column: 21, scope: !267)
!270 = !DILocation(line: 32, column: 3, scope: !263)
!271 = !DILocation(line: 33, column: 15, scope: !267)
!272 = !DILocation(line: 33, column: 5, scope: !267)
!273 = !DILocation(line: 33, column: 10, scope: !267)
!274 = !DILocation(line: 33, column: 13, scope: !267)
!275 = !DILocation(line: 32, column: 28, scope: !267)
!276 = !DILocation(line: 32, column: 3, scope: !267)
!277 = distinct !{!277, !270, !278, !47}
!278 = !DILocation(line: 33, column: 15, scope: !263)
!279 = !DILocalVariable(name: "i", scope: !280, file: !1, line: 34, type: !13)
!280 = distinct !DILexicalBlock(scope: !249, file: !1, line: 34, column: 3)
!281 = !DILocation(line: 34, column: 12, scope: !280)
!282 = !DILocation(line: 34, column: 8, scope: !280)
!283 = !DILocation(line: 34, column: 19, scope: !284)
!284 = distinct !DILexicalBlock(scope: !280, file: !1, line: 34, column: 3)
!285 = !DILocation(line: 34, column: 24, scope: !284)
!286 = !DILocation(line: 34, column: 21, scope: !284)
!287 = !DILocation(line: 34, column: 3, scope: !280)
!288 = !DILocation(line: 35, column: 14, scope: !289)
!289 = distinct !DILexicalBlock(scope: !284, file: !1, line: 34, column: 32)
!290 = !DILocation(line: 35, column: 5, scope: !289)
!291 = !DILocation(line: 35, column: 12, scope: !289)
!292 = !DILocalVariable(name: "j", scope: !293, file: !1, line: 36, type: !13)
!293 = distinct !DILexicalBlock(scope: !289, file: !1, line: 36, column: 5)
!294 = !DILocation(line: 36, column: 14, scope: !293)
!295 = !DILocation(line: 36, column: 10, scope: !293)
!296 = !DILocation(line: 36, column: 21, scope: !297)
!297 = distinct !DILexicalBlock(scope: !293, file: !1, line: 36, column: 5)
!298 = !DILocation(line: 36, column: 26, scope: !297)
!299 = !DILocation(line: 36, column: 23, scope: !297)
!300 = !DILocation(line: 36, column: 5, scope: !293)
!301 = !DILocation(line: 37, column: 21, scope: !297)
!302 = !DILocation(line: 37, column: 26, scope: !297)
!303 = !DILocation(line: 37, column: 29, scope: !297)
!304 = !DILocation(line: 37, column: 34, scope: !297)
!305 = !DILocation(line: 37, column: 38, scope: !297)
!306 = !DILocation(line: 37, column: 40, scope: !297)
!307 = !DILocation(line: 37, column: 45, scope: !297)
!308 = !DILocation(line: 38, column: 21, scope: !297)
!309 = !DILocation(line: 38, column: 26, scope: !297)
!310 = !DILocation(line: 38, column: 28, scope: !297)
!311 = !DILocation(line: 38, column: 36, scope: !297)
!312 = !DILocation(line: 38, column: 38, scope: !297)
!313 = !DILocation(line: 38, column: 40, scope: !297)
!314 = !DILocation(line: 38, column: 48, scope: !297)
!315 = !DILocation(line: 38, column: 50, scope: !297)
!316 = !DILocation(line: 38, column: 52, scope: !297)
!317 = !DILocation(line: 38, column: 45, scope: !297)
!318 = !DILocation(line: 38, column: 33, scope: !297)
!319 = !DILocation(line: 37, column: 16, scope: !297)
!320 = !DILocation(line: 37, column: 7, scope: !297)
!321 = !DILocation(line: 37, column: 11, scope: !297)
!322 = !DILocation(line: 37, column: 14, scope: !297)
!323 = !DILocation(line: 36, column: 30, scope: !297)
!324 = !DILocation(line: 36, column: 5, scope: !297)
!325 = distinct !{!325, !300, !326, !47}
!326 = !DILocation(line: 38, column: 57, scope: !293)
!327 = !DILocalVariable(name: "t", scope: !289, file: !1, line: 39, type: !17)
!328 = !DILocation(line: 39, column: 10, scope: !289)
!329 = !DILocation(line: 39, column: 14, scope: !289)
!330 = !DILocation(line: 40, column: 12, scope: !289)
!331 = !DILocation(line: 40, column: 10, scope: !289)
!332 = !DILocation(line: 41, column: 11, scope: !289)
!333 = !DILocation(line: 41, column: 9, scope: !289)
!334 = !DILocation(line: 42, column: 3, scope: !289)
!335 = !DILocation(line: 34, column: 28, scope: !284)
!336 = !DILocation(line: 34, column: 3, scope: !284)
!337 = distinct !{!337, !287, !338, !47}
!338 = !DILocation(line: 42, column: 3, scope: !280)
!339 = !DILocation(line: 43, column: 10, scope: !249)
!340 = !DILocation(line: 43, column: 15, scope: !249)
!341 = !DILocation(line: 43, column: 3, scope: !249)
!342 = distinct !DISubprogram(name: "min3", scope: !1, file: !1, line: 9, type: !343, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!343 = !DISubroutineType(types: !344)
!344 = !{!13, !13, !13, !13}
!345 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !1, line: 9, type: !13)
!346 = !DILocation(line: 9, column: 21, scope: !342)
!347 = !DILocalVariable(name: "b", arg: 2, scope: !342, file: !1, line: 9, type: !13)
!348 = !DILocation(line: 9, column: 28, scope: !342)
!349 = !DILocalVariable(name: "c", arg: 3, scope: !342, file: !1, line: 9, type: !13)
!350 = !DILocation(line: 9, column: 35, scope: !342)
!351 = !DILocalVariable(name: "m", scope: !342, file: !1, line: 11, type: !13)
!352 = !DILocation(line: 11, column: 7, scope: !342)
!353 = !DILocation(line: 11, column: 11, scope: !342)
!354 = !DILocation(line: 11, column: 15, scope: !342)
!355 = !DILocation(line: 11, column: 13, scope: !342)
!356 = !DILocation(line: 11, column: 19, scope: !342)
!357 = !DILocation(line: 11, column: 23, scope: !342)
!358 = !DILocation(line: 12, column: 10, scope: !342)
!359 = !DILocation(line: 12, column: 14, scope: !342)
!360 = !DILocation(line: 12, column: 12, scope: !342)
!361 = !DILocation(line: 12, column: 18, scope: !342)
!362 = !DILocation(line: 12, column: 22, scope: !342)
!363 = !DILocation(line: 12, column: 3, scope: !342)
