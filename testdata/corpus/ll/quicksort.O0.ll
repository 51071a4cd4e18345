; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"bad %d checksum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_quicksort(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !13 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %11 = load i32, i32* %6, align 4, !dbg !24
  %12 = load i32, i32* %5, align 4, !dbg !26
  %13 = sub nsw i32 %11, %12, !dbg !27
  %14 = icmp slt i32 %13, 12, !dbg !28
  br i1 %14, label %15, label %19, !dbg !29

15:                                               ; preds = %3
  %16 = load i32*, i32** %4, align 8, !dbg !30
  %17 = load i32, i32* %5, align 4, !dbg !32
  %18 = load i32, i32* %6, align 4, !dbg !33
  call void @insertion(i32* noundef %16, i32 noundef %17, i32 noundef %18), !dbg !34
  br label %124, !dbg !35

19:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %7, metadata !36, metadata !DIExpression()), !dbg !37
  %20 = load i32, i32* %5, align 4, !dbg !38
  %21 = load i32, i32* %6, align 4, !dbg !39
  %22 = load i32, i32* %5, align 4, !dbg !40
  %23 = sub nsw i32 %21, %22, !dbg !41
  %24 = sdiv i32 %23, 2, !dbg !42
  %25 = add nsw i32 %20, %24, !dbg !43
  store i32 %25, i32* %7, align 4, !dbg !37
  %26 = load i32*, i32** %4, align 8, !dbg !44
  %27 = load i32, i32* %7, align 4, !dbg !46
  %28 = sext i32 %27 to i64, !dbg !44
  %29 = getelementptr inbounds i32, i32* %26, i64 %28, !dbg !44
  %30 = load i32, i32* %29, align 4, !dbg !44
  %31 = load i32*, i32** %4, align 8, !dbg !47
  %32 = load i32, i32* %5, align 4, !dbg !48
  %33 = sext i32 %32 to i64, !dbg !47
  %34 = getelementptr inbounds i32, i32* %31, i64 %33, !dbg !47
  %35 = load i32, i32* %34, align 4, !dbg !47
  %36 = icmp slt i32 %30, %35, !dbg !49
  br i1 %36, label %37, label %41, !dbg !50

37:                                               ; preds = %19
  %38 = load i32*, i32** %4, align 8, !dbg !51
  %39 = load i32, i32* %7, align 4, !dbg !52
  %40 = load i32, i32* %5, align 4, !dbg !53
  call void @swap(i32* noundef %38, i32 noundef %39, i32 noundef %40), !dbg !54
  br label %41, !dbg !54

41:                                               ; preds = %37, %19
  %42 = load i32*, i32** %4, align 8, !dbg !55
  %43 = load i32, i32* %6, align 4, !dbg !57
  %44 = sext i32 %43 to i64, !dbg !55
  %45 = getelementptr inbounds i32, i32* %42, i64 %44, !dbg !55
  %46 = load i32, i32* %45, align 4, !dbg !55
  %47 = load i32*, i32** %4, align 8, !dbg !58
  %48 = load i32, i32* %5, align 4, !dbg !59
  %49 = sext i32 %48 to i64, !dbg !58
  %50 = getelementptr inbounds i32, i32* %47, i64 %49, !dbg !58
  %51 = load i32, i32* %50, align 4, !dbg !58
  %52 = icmp slt i32 %46, %51, !dbg !60
  br i1 %52, label %53, label %57, !dbg !61

53:                                               ; preds = %41
  %54 = load i32*, i32** %4, align 8, !dbg !62
  %55 = load i32, i32* %6, align 4, !dbg !63
  %56 = load i32, i32* %5, align 4, !dbg !64
  call void @swap(i32* noundef %54, i32 noundef %55, i32 noundef %56), !dbg !65
  br label %57, !dbg !65

57:                                               ; preds = %53, %41
  %58 = load i32*, i32** %4, align 8, !dbg !66
  %59 = load i32, i32* %6, align 4, !dbg !68
  %60 = sext i32 %59 to i64, !dbg !66
  %61 = getelementptr inbounds i32, i32* %58, i64 %60, !dbg !66
  %62 = load i32, i32* %61, align 4, !dbg !66
  %63 = load i32*, i32** %4, align 8, !dbg !69
  %64 = load i32, i32* %7, align 4, !dbg !70
  %65 = sext i32 %64 to i64, !dbg !69
  %66 = getelementptr inbounds i32, i32* %63, i64 %65, !dbg !69
  %67 = load i32, i32* %66, align 4, !dbg !69
  %68 = icmp slt i32 %62, %67, !dbg !71
  br i1 %68, label %69, label %73, !dbg !72

69:                                               ; preds = %57
  %70 = load i32*, i32** %4, align 8, !dbg !73
  %71 = load i32, i32* %6, align 4, !dbg !74
  %72 = load i32, i32* %7, align 4, !dbg !75
  call void @swap(i32* noundef %70, i32 noundef %71, i32 noundef %72), !dbg !76
  br label %73, !dbg !76

73:                                               ; preds = %69, %57
  call void @llvm.dbg.declare(metadata i32* %8, metadata !77, metadata !DIExpression()), !dbg !78
  %74 = load i32*, i32** %4, align 8, !dbg !79
  %75 = load i32, i32* %7, align 4, !dbg !80
  %76 = sext i32 %75 to i64, !dbg !79
  %77 = getelementptr inbounds i32, i32* %74, i64 %76, !dbg !79
  %78 = load i32, i32* %77, align 4, !dbg !79
  store i32 %78, i32* %8, align 4, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %9, metadata !81, metadata !DIExpression()), !dbg !82
  %79 = load i32, i32* %5, align 4, !dbg !83
  %80 = sub nsw i32 %79, 1, !dbg !84
  store i32 %80, i32* %9, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %10, metadata !85, metadata !DIExpression()), !dbg !86
  %81 = load i32, i32* %6, align 4, !dbg !87
  %82 = add nsw i32 %81, 1, !dbg !88
  store i32 %82, i32* %10, align 4, !dbg !86
  br label %83, !dbg !89

83:                                               ; preds = %112, %73
  br label %84, !dbg !90

84:                                               ; preds = %87, %83
  %85 = load i32, i32* %9, align 4, !dbg !94
  %86 = add nsw i32 %85, 1, !dbg !94
  store i32 %86, i32* %9, align 4, !dbg !94
  br label %87, !dbg !95

87:                                               ; preds = %84
  %88 = load i32*, i32** %4, align 8, !dbg !96
  %89 = load i32, i32* %9, align 4, !dbg !97
  %90 = sext i32 %89 to i64, !dbg !96
  %91 = getelementptr inbounds i32, i32* %88, i64 %90, !dbg !96
  %92 = load i32, i32* %91, align 4, !dbg !96
  %93 = load i32, i32* %8, align 4, !dbg !98
  %94 = icmp slt i32 %92, %93, !dbg !99
  br i1 %94, label %84, label %95, !dbg !95, !llvm.loop !100

95:                                               ; preds = %87
  br label %96, !dbg !103

96:                                               ; preds = %99, %95
  %97 = load i32, i32* %10, align 4, !dbg !104
  %98 = add nsw i32 %97, -1, !dbg !104
  store i32 %98, i32* %10, align 4, !dbg !104
  br label %99, !dbg !105

99:                                               ; preds = %96
  %100 = load i32*, i32** %4, align 8, !dbg !106
  %101 = load i32, i32* %10, align 4, !dbg !107
  %102 = sext i32 %101 to i64, !dbg !106
  %103 = getelementptr inbounds i32, i32* %100, i64 %102, !dbg !106
  %104 = load i32, i32* %103, align 4, !dbg !106
  %105 = load i32, i32* %8, align 4, !dbg !108
  %106 = icmp sgt i32 %104, %105, !dbg !109
  br i1 %106, label %96, label %107, !dbg !105, !llvm.loop !110

107:                                              ; preds = %99
  %108 = load i32, i32* %9, align 4, !dbg !112
  %109 = load i32, i32* %10, align 4, !dbg !114
  %110 = icmp sge i32 %108, %109, !dbg !115
  br i1 %110, label %111, label %112, !dbg !116

111:                                              ; preds = %107
  br label %116, !dbg !117

112:                                              ; preds = %107
  %113 = load i32*, i32** %4, align 8, !dbg !118
  %114 = load i32, i32* %9, align 4, !dbg !119
  %115 = load i32, i32* %10, align 4, !dbg !120
  call void @swap(i32* noundef %113, i32 noundef %114, i32 noundef %115), !dbg !121
  br label %83, !dbg !122, !llvm.loop !123

116:                                              ; preds = %111
  %117 = load i32*, i32** %4, align 8, !dbg !126
  %118 = load i32, i32* %5, align 4, !dbg !127
  %119 = load i32, i32* %10, align 4, !dbg !128
  call void @kernel_quicksort(i32* noundef %117, i32 noundef %118, i32 noundef %119), !dbg !129
  %120 = load i32*, i32** %4, align 8, !dbg !130
  %121 = load i32, i32* %10, align 4, !dbg !131
  %122 = add nsw i32 %121, 1, !dbg !132
  %123 = load i32, i32* %6, align 4, !dbg !133
  call void @kernel_quicksort(i32* noundef %120, i32 noundef %122, i32 noundef %123), !dbg !134
  br label %124, !dbg !135

124:                                              ; preds = %116, %15
  ret void, !dbg !135
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insertion(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !136 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !137, metadata !DIExpression()), !dbg !138
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !141, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %7, metadata !143, metadata !DIExpression()), !dbg !145
  %10 = load i32, i32* %5, align 4, !dbg !146
  %11 = add nsw i32 %10, 1, !dbg !147
  store i32 %11, i32* %7, align 4, !dbg !145
  br label %12, !dbg !148

12:                                               ; preds = %58, %3
  %13 = load i32, i32* %7, align 4, !dbg !149
  %14 = load i32, i32* %6, align 4, !dbg !151
  %15 = icmp sle i32 %13, %14, !dbg !152
  br i1 %15, label %16, label %61, !dbg !153

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %8, metadata !154, metadata !DIExpression()), !dbg !156
  %17 = load i32*, i32** %4, align 8, !dbg !157
  %18 = load i32, i32* %7, align 4, !dbg !158
  %19 = sext i32 %18 to i64, !dbg !157
  %20 = getelementptr inbounds i32, i32* %17, i64 %19, !dbg !157
  %21 = load i32, i32* %20, align 4, !dbg !157
  store i32 %21, i32* %8, align 4, !dbg !156
  call void @llvm.dbg.declare(metadata i32* %9, metadata !159, metadata !DIExpression()), !dbg !160
  %22 = load i32, i32* %7, align 4, !dbg !161
  %23 = sub nsw i32 %22, 1, !dbg !162
  store i32 %23, i32* %9, align 4, !dbg !160
  br label %24, !dbg !163

24:                                               ; preds = %38, %16
  %25 = load i32, i32* %9, align 4, !dbg !164
  %26 = load i32, i32* %5, align 4, !dbg !165
  %27 = icmp sge i32 %25, %26, !dbg !166
  br i1 %27, label %28, label %36, !dbg !167

28:                                               ; preds = %24
  %29 = load i32*, i32** %4, align 8, !dbg !168
  %30 = load i32, i32* %9, align 4, !dbg !169
  %31 = sext i32 %30 to i64, !dbg !168
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !168
  %33 = load i32, i32* %32, align 4, !dbg !168
  %34 = load i32, i32* %8, align 4, !dbg !170
  %35 = icmp sgt i32 %33, %34, !dbg !171
  br label %36

36:                                               ; preds = %28, %24
  %37 = phi i1 [ false, %24 ], [ %35, %28 ], !dbg !172
  br i1 %37, label %38, label %51, !dbg !163

38:                                               ; preds = %36
  %39 = load i32*, i32** %4, align 8, !dbg !173
  %40 = load i32, i32* %9, align 4, !dbg !175
  %41 = sext i32 %40 to i64, !dbg !173
  %42 = getelementptr inbounds i32, i32* %39, i64 %41, !dbg !173
  %43 = load i32, i32* %42, align 4, !dbg !173
  %44 = load i32*, i32** %4, align 8, !dbg !176
  %45 = load i32, i32* %9, align 4, !dbg !177
  %46 = add nsw i32 %45, 1, !dbg !178
  %47 = sext i32 %46 to i64, !dbg !176
  %48 = getelementptr inbounds i32, i32* %44, i64 %47, !dbg !176
  store i32 %43, i32* %48, align 4, !dbg !179
  %49 = load i32, i32* %9, align 4, !dbg !180
  %50 = add nsw i32 %49, -1, !dbg !180
  store i32 %50, i32* %9, align 4, !dbg !180
  br label %24, !dbg !163, !llvm.loop !181

51:                                               ; preds = %36
  %52 = load i32, i32* %8, align 4, !dbg !183
  %53 = load i32*, i32** %4, align 8, !dbg !184
  %54 = load i32, i32* %9, align 4, !dbg !185
  %55 = add nsw i32 %54, 1, !dbg !186
  %56 = sext i32 %55 to i64, !dbg !184
  %57 = getelementptr inbounds i32, i32* %53, i64 %56, !dbg !184
  store i32 %52, i32* %57, align 4, !dbg !187
  br label %58, !dbg !188

58:                                               ; preds = %51
  %59 = load i32, i32* %7, align 4, !dbg !189
  %60 = add nsw i32 %59, 1, !dbg !189
  store i32 %60, i32* %7, align 4, !dbg !189
  br label %12, !dbg !190, !llvm.loop !191

61:                                               ; preds = %12
  ret void, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @swap(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !194 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !195, metadata !DIExpression()), !dbg !196
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !197, metadata !DIExpression()), !dbg !198
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !199, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.declare(metadata i32* %7, metadata !201, metadata !DIExpression()), !dbg !202
  %8 = load i32*, i32** %4, align 8, !dbg !203
  %9 = load i32, i32* %5, align 4, !dbg !204
  %10 = sext i32 %9 to i64, !dbg !203
  %11 = getelementptr inbounds i32, i32* %8, i64 %10, !dbg !203
  %12 = load i32, i32* %11, align 4, !dbg !203
  store i32 %12, i32* %7, align 4, !dbg !202
  %13 = load i32*, i32** %4, align 8, !dbg !205
  %14 = load i32, i32* %6, align 4, !dbg !206
  %15 = sext i32 %14 to i64, !dbg !205
  %16 = getelementptr inbounds i32, i32* %13, i64 %15, !dbg !205
  %17 = load i32, i32* %16, align 4, !dbg !205
  %18 = load i32*, i32** %4, align 8, !dbg !207
  %19 = load i32, i32* %5, align 4, !dbg !208
  %20 = sext i32 %19 to i64, !dbg !207
  %21 = getelementptr inbounds i32, i32* %18, i64 %20, !dbg !207
  store i32 %17, i32* %21, align 4, !dbg !209
  %22 = load i32, i32* %7, align 4, !dbg !210
  %23 = load i32*, i32** %4, align 8, !dbg !211
  %24 = load i32, i32* %6, align 4, !dbg !212
  %25 = sext i32 %24 to i64, !dbg !211
  %26 = getelementptr inbounds i32, i32* %23, i64 %25, !dbg !211
  store i32 %22, i32* %26, align 4, !dbg !213
  ret void, !dbg !214
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !215 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !221, metadata !DIExpression()), !dbg !222
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !223, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.declare(metadata i32* %6, metadata !225, metadata !DIExpression()), !dbg !226
  %14 = load i32, i32* %4, align 4, !dbg !227
  %15 = icmp sgt i32 %14, 1, !dbg !228
  br i1 %15, label %16, label %21, !dbg !227

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !229
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !229
  %19 = load i8*, i8** %18, align 8, !dbg !229
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !230
  br label %22, !dbg !227

21:                                               ; preds = %2
  br label %22, !dbg !227

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 20000, %21 ], !dbg !227
  store i32 %23, i32* %6, align 4, !dbg !226
  call void @llvm.dbg.declare(metadata i32** %7, metadata !231, metadata !DIExpression()), !dbg !232
  %24 = load i32, i32* %6, align 4, !dbg !233
  %25 = sext i32 %24 to i64, !dbg !233
  %26 = mul i64 %25, 4, !dbg !234
  %27 = call noalias i8* @malloc(i64 noundef %26) #6, !dbg !235
  %28 = bitcast i8* %27 to i32*, !dbg !235
  store i32* %28, i32** %7, align 8, !dbg !232
  call void @llvm.dbg.declare(metadata i32* %8, metadata !236, metadata !DIExpression()), !dbg !238
  store i32 2024, i32* %8, align 4, !dbg !238
  call void @llvm.dbg.declare(metadata i32* %9, metadata !239, metadata !DIExpression()), !dbg !241
  store i32 0, i32* %9, align 4, !dbg !241
  br label %29, !dbg !242

29:                                               ; preds = %44, %22
  %30 = load i32, i32* %9, align 4, !dbg !243
  %31 = load i32, i32* %6, align 4, !dbg !245
  %32 = icmp slt i32 %30, %31, !dbg !246
  br i1 %32, label %33, label %47, !dbg !247

33:                                               ; preds = %29
  %34 = load i32, i32* %8, align 4, !dbg !248
  %35 = mul i32 %34, 1103515245, !dbg !250
  %36 = add i32 %35, 12345, !dbg !251
  store i32 %36, i32* %8, align 4, !dbg !252
  %37 = load i32, i32* %8, align 4, !dbg !253
  %38 = lshr i32 %37, 8, !dbg !254
  %39 = urem i32 %38, 100000, !dbg !255
  %40 = load i32*, i32** %7, align 8, !dbg !256
  %41 = load i32, i32* %9, align 4, !dbg !257
  %42 = sext i32 %41 to i64, !dbg !256
  %43 = getelementptr inbounds i32, i32* %40, i64 %42, !dbg !256
  store i32 %39, i32* %43, align 4, !dbg !258
  br label %44, !dbg !259

44:                                               ; preds = %33
  %45 = load i32, i32* %9, align 4, !dbg !260
  %46 = add nsw i32 %45, 1, !dbg !260
  store i32 %46, i32* %9, align 4, !dbg !260
  br label %29, !dbg !261, !llvm.loop !262

47:                                               ; preds = %29
  %48 = load i32*, i32** %7, align 8, !dbg !264
  %49 = load i32, i32* %6, align 4, !dbg !265
  %50 = sub nsw i32 %49, 1, !dbg !266
  call void @kernel_quicksort(i32* noundef %48, i32 noundef 0, i32 noundef %50), !dbg !267
  call void @llvm.dbg.declare(metadata i32* %10, metadata !268, metadata !DIExpression()), !dbg !269
  store i32 -1, i32* %10, align 4, !dbg !269
  call void @llvm.dbg.declare(metadata i32* %11, metadata !270, metadata !DIExpression()), !dbg !272
  store i32 1, i32* %11, align 4, !dbg !272
  br label %51, !dbg !273

51:                                               ; preds = %71, %47
  %52 = load i32, i32* %11, align 4, !dbg !274
  %53 = load i32, i32* %6, align 4, !dbg !276
  %54 = icmp slt i32 %52, %53, !dbg !277
  br i1 %54, label %55, label %74, !dbg !278

55:                                               ; preds = %51
  %56 = load i32*, i32** %7, align 8, !dbg !279
  %57 = load i32, i32* %11, align 4, !dbg !281
  %58 = sub nsw i32 %57, 1, !dbg !282
  %59 = sext i32 %58 to i64, !dbg !279
  %60 = getelementptr inbounds i32, i32* %56, i64 %59, !dbg !279
  %61 = load i32, i32* %60, align 4, !dbg !279
  %62 = load i32*, i32** %7, align 8, !dbg !283
  %63 = load i32, i32* %11, align 4, !dbg !284
  %64 = sext i32 %63 to i64, !dbg !283
  %65 = getelementptr inbounds i32, i32* %62, i64 %64, !dbg !283
  %66 = load i32, i32* %65, align 4, !dbg !283
  %67 = icmp sgt i32 %61, %66, !dbg !285
  br i1 %67, label %68, label %70, !dbg !286

68:                                               ; preds = %55
  %69 = load i32, i32* %11, align 4, !dbg !287
  store i32 %69, i32* %10, align 4, !dbg !289
  br label %74, !dbg !290

70:                                               ; preds = %55
  br label %71, !dbg !291

71:                                               ; preds = %70
  %72 = load i32, i32* %11, align 4, !dbg !292
  %73 = add nsw i32 %72, 1, !dbg !292
  store i32 %73, i32* %11, align 4, !dbg !292
  br label %51, !dbg !293, !llvm.loop !294

74:                                               ; preds = %68, %51
  call void @llvm.dbg.declare(metadata i64* %12, metadata !296, metadata !DIExpression()), !dbg !297
  store i64 0, i64* %12, align 8, !dbg !297
  call void @llvm.dbg.declare(metadata i32* %13, metadata !298, metadata !DIExpression()), !dbg !300
  store i32 0, i32* %13, align 4, !dbg !300
  br label %75, !dbg !301

75:                                               ; preds = %92, %74
  %76 = load i32, i32* %13, align 4, !dbg !302
  %77 = load i32, i32* %6, align 4, !dbg !304
  %78 = icmp slt i32 %76, %77, !dbg !305
  br i1 %78, label %79, label %95, !dbg !306

79:                                               ; preds = %75
  %80 = load i32*, i32** %7, align 8, !dbg !307
  %81 = load i32, i32* %13, align 4, !dbg !308
  %82 = sext i32 %81 to i64, !dbg !307
  %83 = getelementptr inbounds i32, i32* %80, i64 %82, !dbg !307
  %84 = load i32, i32* %83, align 4, !dbg !307
  %85 = sext i32 %84 to i64, !dbg !309
  %86 = load i32, i32* %13, align 4, !dbg !310
  %87 = add nsw i32 %86, 1, !dbg !311
  %88 = sext i32 %87 to i64, !dbg !312
  %89 = mul nsw i64 %85, %88, !dbg !313
  %90 = load i64, i64* %12, align 8, !dbg !314
  %91 = add nsw i64 %90, %89, !dbg !314
  store i64 %91, i64* %12, align 8, !dbg !314
  br label %92, !dbg !315

92:                                               ; preds = %79
  %93 = load i32, i32* %13, align 4, !dbg !316
  %94 = add nsw i32 %93, 97, !dbg !316
  store i32 %94, i32* %13, align 4, !dbg !316
  br label %75, !dbg !317, !llvm.loop !318

95:                                               ; preds = %75
  %96 = load i32, i32* %10, align 4, !dbg !320
  %97 = load i64, i64* %12, align 8, !dbg !321
  %98 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str, i64 0, i64 0), i32 noundef %96, i64 noundef %97), !dbg !322
  %99 = load i32*, i32** %7, align 8, !dbg !323
  %100 = bitcast i32* %99 to i8*, !dbg !323
  call void @free(i8* noundef %100) #6, !dbg !324
  ret i32 0, !dbg !325
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
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "quicksort.c", directory: ".", checksumkind: CSK_MD5, checksum: "d8caf17c73f5ef143e14035ee377e012")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_quicksort", scope: !1, file: !1, line: 26, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !3, !3}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!17 = !{}
!18 = !DILocalVariable(name: "a", arg: 1, scope: !13, file: !1, line: 26, type: !16)
!19 = !DILocation(line: 26, column: 28, scope: !13)
!20 = !DILocalVariable(name: "lo", arg: 2, scope: !13, file: !1, line: 26, type: !3)
!21 = !DILocation(line: 26, column: 35, scope: !13)
!22 = !DILocalVariable(name: "hi", arg: 3, scope: !13, file: !1, line: 26, type: !3)
!23 = !DILocation(line: 26, column: 43, scope: !13)
!24 = !DILocation(line: 28, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !13, file: !1, line: 28, column: 7)
!26 = !DILocation(line: 28, column: 12, scope: !25)
!27 = !DILocation(line: 28, column: 10, scope: !25)
!28 = !DILocation(line: 28, column: 15, scope: !25)
!29 = !DILocation(line: 28, column: 7, scope: !13)
!30 = !DILocation(line: 29, column: 15, scope: !31)
!31 = distinct !DILexicalBlock(scope: !25, file: !1, line: 28, column: 21)
!32 = !DILocation(line: 29, column: 18, scope: !31)
!33 = !DILocation(line: 29, column: 22, scope: !31)
!34 = !DILocation(line: 29, column: 5, scope: !31)
!35 = !DILocation(line: 30, column: 5, scope: !31)
!36 = !DILocalVariable(name: "mid", scope: !13, file: !1, line: 32, type: !3)
!37 = !DILocation(line: 32, column: 7, scope: !13)
!38 = !DILocation(line: 32, column: 13, scope: !13)
!39 = !DILocation(line: 32, column: 19, scope: !13)
!40 = !DILocation(line: 32, column: 24, scope: !13)
!41 = !DILocation(line: 32, column: 22, scope: !13)
!42 = !DILocation(line: 32, column: 28, scope: !13)
!43 = !DILocation(line: 32, column: 16, scope: !13)
!44 = !DILocation(line: 33, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !13, file: !1, line: 33, column: 7)
!46 = !DILocation(line: 33, column: 9, scope: !45)
!47 = !DILocation(line: 33, column: 16, scope: !45)
!48 = !DILocation(line: 33, column: 18, scope: !45)
!49 = !DILocation(line: 33, column: 14, scope: !45)
!50 = !DILocation(line: 33, column: 7, scope: !13)
!51 = !DILocation(line: 33, column: 28, scope: !45)
!52 = !DILocation(line: 33, column: 31, scope: !45)
!53 = !DILocation(line: 33, column: 36, scope: !45)
!54 = !DILocation(line: 33, column: 23, scope: !45)
!55 = !DILocation(line: 34, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !13, file: !1, line: 34, column: 7)
!57 = !DILocation(line: 34, column: 9, scope: !56)
!58 = !DILocation(line: 34, column: 15, scope: !56)
!59 = !DILocation(line: 34, column: 17, scope: !56)
!60 = !DILocation(line: 34, column: 13, scope: !56)
!61 = !DILocation(line: 34, column: 7, scope: !13)
!62 = !DILocation(line: 34, column: 27, scope: !56)
!63 = !DILocation(line: 34, column: 30, scope: !56)
!64 = !DILocation(line: 34, column: 34, scope: !56)
!65 = !DILocation(line: 34, column: 22, scope: !56)
!66 = !DILocation(line: 35, column: 7, scope: !67)
!67 = distinct !DILexicalBlock(scope: !13, file: !1, line: 35, column: 7)
!68 = !DILocation(line: 35, column: 9, scope: !67)
!69 = !DILocation(line: 35, column: 15, scope: !67)
!70 = !DILocation(line: 35, column: 17, scope: !67)
!71 = !DILocation(line: 35, column: 13, scope: !67)
!72 = !DILocation(line: 35, column: 7, scope: !13)
!73 = !DILocation(line: 35, column: 28, scope: !67)
!74 = !DILocation(line: 35, column: 31, scope: !67)
!75 = !DILocation(line: 35, column: 35, scope: !67)
!76 = !DILocation(line: 35, column: 23, scope: !67)
!77 = !DILocalVariable(name: "pivot", scope: !13, file: !1, line: 36, type: !3)
!78 = !DILocation(line: 36, column: 7, scope: !13)
!79 = !DILocation(line: 36, column: 15, scope: !13)
!80 = !DILocation(line: 36, column: 17, scope: !13)
!81 = !DILocalVariable(name: "i", scope: !13, file: !1, line: 37, type: !3)
!82 = !DILocation(line: 37, column: 7, scope: !13)
!83 = !DILocation(line: 37, column: 11, scope: !13)
!84 = !DILocation(line: 37, column: 14, scope: !13)
!85 = !DILocalVariable(name: "j", scope: !13, file: !1, line: 37, type: !3)
!86 = !DILocation(line: 37, column: 19, scope: !13)
!87 = !DILocation(line: 37, column: 23, scope: !13)
!88 = !DILocation(line: 37, column: 26, scope: !13)
!89 = !DILocation(line: 38, column: 3, scope: !13)
!90 = !DILocation(line: 39, column: 5, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !1, line: 38, column: 12)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 38, column: 3)
!93 = distinct !DILexicalBlock(scope: !13, file: !1, line: 38, column: 3)
!94 = !DILocation(line: 39, column: 9, scope: !91)
!95 = !DILocation(line: 39, column: 8, scope: !91)
!96 = !DILocation(line: 39, column: 20, scope: !91)
!97 = !DILocation(line: 39, column: 22, scope: !91)
!98 = !DILocation(line: 39, column: 27, scope: !91)
!99 = !DILocation(line: 39, column: 25, scope: !91)
!100 = distinct !{!100, !90, !101, !102}
!101 = !DILocation(line: 39, column: 32, scope: !91)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 40, column: 5, scope: !91)
!104 = !DILocation(line: 40, column: 9, scope: !91)
!105 = !DILocation(line: 40, column: 8, scope: !91)
!106 = !DILocation(line: 40, column: 20, scope: !91)
!107 = !DILocation(line: 40, column: 22, scope: !91)
!108 = !DILocation(line: 40, column: 27, scope: !91)
!109 = !DILocation(line: 40, column: 25, scope: !91)
!110 = distinct !{!110, !103, !111, !102}
!111 = !DILocation(line: 40, column: 32, scope: !91)
!112 = !DILocation(line: 41, column: 9, scope: !113)
!113 = distinct !DILexicalBlock(scope: !91, file: !1, line: 41, column: 9)
!114 = !DILocation(line: 41, column: 14, scope: !113)
!115 = !DILocation(line: 41, column: 11, scope: !113)
!116 = !DILocation(line: 41, column: 9, scope: !91)
!117 = !DILocation(line: 42, column: 7, scope: !113)
!118 = !DILocation(line: 43, column: 10, scope: !91)
!119 = !DILocation(line: 43, column: 13, scope: !91)
!120 = !DILocation(line: 43, column: 16, scope: !91)
!121 = !DILocation(line: 43, column: 5, scope: !91)
!122 = !DILocation(line: 38, column: 3, scope: !92)
!123 = distinct !{!123, !124, !125}
!124 = !DILocation(line: 38, column: 3, scope: !93)
!125 = !DILocation(line: 44, column: 3, scope: !93)
!126 = !DILocation(line: 45, column: 20, scope: !13)
!127 = !DILocation(line: 45, column: 23, scope: !13)
!128 = !DILocation(line: 45, column: 27, scope: !13)
!129 = !DILocation(line: 45, column: 3, scope: !13)
!130 = !DILocation(line: 46, column: 20, scope: !13)
!131 = !DILocation(line: 46, column: 23, scope: !13)
!132 = !DILocation(line: 46, column: 25, scope: !13)
!133 = !DILocation(line: 46, column: 30, scope: !13)
!134 = !DILocation(line: 46, column: 3, scope: !13)
!135 = !DILocation(line: 47, column: 1, scope: !13)
!136 = distinct !DISubprogram(name: "insertion", scope: !1, file: !1, line: 7, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!137 = !DILocalVariable(name: "a", arg: 1, scope: !136, file: !1, line: 7, type: !16)
!138 = !DILocation(line: 7, column: 28, scope: !136)
!139 = !DILocalVariable(name: "lo", arg: 2, scope: !136, file: !1, line: 7, type: !3)
!140 = !DILocation(line: 7, column: 35, scope: !136)
!141 = !DILocalVariable(name: "hi", arg: 3, scope: !136, file: !1, line: 7, type: !3)
!142 = !DILocation(line: 7, column: 43, scope: !136)
!143 = !DILocalVariable(name: "i", scope: !144, file: !1, line: 9, type: !3)
!144 = distinct !DILexicalBlock(scope: !136, file: !1, line: 9, column: 3)
!145 = !DILocation(line: 9, column: 12, scope: !144)
!146 = !DILocation(line: 9, column: 16, scope: !144)
!147 = !DILocation(line: 9, column: 19, scope: !144)
!148 = !DILocation(line: 9, column: 8, scope: !144)
!149 = !DILocation(line: 9, column: 24, scope: !150)
!150 = distinct !DILexicalBlock(scope: !144, file: !1, line: 9, column: 3)
!151 = !DILocation(line: 9, column: 29, scope: !150)
!152 = !DILocation(line: 9, column: 26, scope: !150)
!153 = !DILocation(line: 9, column: 3, scope: !144)
!154 = !DILocalVariable(name: "v", scope: !155, file: !1, line: 10, type: !3)
!155 = distinct !DILexicalBlock(scope: !150, file: !1, line: 9, column: 38)
!156 = !DILocation(line: 10, column: 9, scope: !155)
!157 = !DILocation(line: 10, column: 13, scope: !155)
!158 = !DILocation(line: 10, column: 15, scope: !155)
!159 = !DILocalVariable(name: "j", scope: !155, file: !1, line: 10, type: !3)
!160 = !DILocation(line: 10, column: 19, scope: !155)
!161 = !DILocation(line: 10, column: 23, scope: !155)
!162 = !DILocation(line: 10, column: 25, scope: !155)
!163 = !DILocation(line: 11, column: 5, scope: !155)
!164 = !DILocation(line: 11, column: 12, scope: !155)
!165 = !DILocation(line: 11, column: 17, scope: !155)
!166 = !DILocation(line: 11, column: 14, scope: !155)
!167 = !DILocation(line: 11, column: 20, scope: !155)
!168 = !DILocation(line: 11, column: 23, scope: !155)
!169 = !DILocation(line: 11, column: 25, scope: !155)
!170 = !DILocation(line: 11, column: 30, scope: !155)
!171 = !DILocation(line: 11, column: 28, scope: !155)
!172 = !DILocation(line: 0, scope: !155)
!173 = !DILocation(line: 12, column: 18, scope: !174)
!174 = distinct !DILexicalBlock(scope: !155, file: !1, line: 11, column: 33)
!175 = !DILocation(line: 12, column: 20, scope: !174)
!176 = !DILocation(line: 12, column: 7, scope: !174)
!177 = !DILocation(line: 12, column: 9, scope: !174)
!178 = !DILocation(line: 12, column: 11, scope: !174)
!179 = !DILocation(line: 12, column: 16, scope: !174)
!180 = !DILocation(line: 13, column: 8, scope: !174)
!181 = distinct !{!181, !163, !182, !102}
!182 = !DILocation(line: 14, column: 5, scope: !155)
!183 = !DILocation(line: 15, column: 16, scope: !155)
!184 = !DILocation(line: 15, column: 5, scope: !155)
!185 = !DILocation(line: 15, column: 7, scope: !155)
!186 = !DILocation(line: 15, column: 9, scope: !155)
!187 = !DILocation(line: 15, column: 14, scope: !155)
!188 = !DILocation(line: 16, column: 3, scope: !155)
!189 = !DILocation(line: 9, column: 34, scope: !150)
!190 = !DILocation(line: 9, column: 3, scope: !150)
!191 = distinct !{!191, !153, !192, !102}
!192 = !DILocation(line: 16, column: 3, scope: !144)
!193 = !DILocation(line: 17, column: 1, scope: !136)
!194 = distinct !DISubprogram(name: "swap", scope: !1, file: !1, line: 19, type: !14, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!195 = !DILocalVariable(name: "a", arg: 1, scope: !194, file: !1, line: 19, type: !16)
!196 = !DILocation(line: 19, column: 23, scope: !194)
!197 = !DILocalVariable(name: "i", arg: 2, scope: !194, file: !1, line: 19, type: !3)
!198 = !DILocation(line: 19, column: 30, scope: !194)
!199 = !DILocalVariable(name: "j", arg: 3, scope: !194, file: !1, line: 19, type: !3)
!200 = !DILocation(line: 19, column: 37, scope: !194)
!201 = !DILocalVariable(name: "t", scope: !194, file: !1, line: 21, type: !3)
!202 = !DILocation(line: 21, column: 7, scope: !194)
!203 = !DILocation(line: 21, column: 11, scope: !194)
!204 = !DILocation(line: 21, column: 13, scope: !194)
!205 = !DILocation(line: 22, column: 10, scope: !194)
!206 = !DILocation(line: 22, column: 12, scope: !194)
!207 = !DILocation(line: 22, column: 3, scope: !194)
!208 = !DILocation(line: 22, column: 5, scope: !194)
!209 = !DILocation(line: 22, column: 8, scope: !194)
!210 = !DILocation(line: 23, column: 10, scope: !194)
!211 = !DILocation(line: 23, column: 3, scope: !194)
!212 = !DILocation(line: 23, column: 5, scope: !194)
!213 = !DILocation(line: 23, column: 8, scope: !194)
!214 = !DILocation(line: 24, column: 1, scope: !194)
!215 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 49, type: !216, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!216 = !DISubroutineType(types: !217)
!217 = !{!3, !3, !218}
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !219, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!221 = !DILocalVariable(name: "argc", arg: 1, scope: !215, file: !1, line: 49, type: !3)
!222 = !DILocation(line: 49, column: 14, scope: !215)
!223 = !DILocalVariable(name: "argv", arg: 2, scope: !215, file: !1, line: 49, type: !218)
!224 = !DILocation(line: 49, column: 27, scope: !215)
!225 = !DILocalVariable(name: "n", scope: !215, file: !1, line: 51, type: !3)
!226 = !DILocation(line: 51, column: 7, scope: !215)
!227 = !DILocation(line: 51, column: 11, scope: !215)
!228 = !DILocation(line: 51, column: 16, scope: !215)
!229 = !DILocation(line: 51, column: 27, scope: !215)
!230 = !DILocation(line: 51, column: 22, scope: !215)
!231 = !DILocalVariable(name: "a", scope: !215, file: !1, line: 52, type: !16)
!232 = !DILocation(line: 52, column: 8, scope: !215)
!233 = !DILocation(line: 52, column: 19, scope: !215)
!234 = !DILocation(line: 52, column: 21, scope: !215)
!235 = !DILocation(line: 52, column: 12, scope: !215)
!236 = !DILocalVariable(name: "s", scope: !215, file: !1, line: 53, type: !237)
!237 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!238 = !DILocation(line: 53, column: 12, scope: !215)
!239 = !DILocalVariable(name: "i", scope: !240, file: !1, line: 54, type: !3)
!240 = distinct !DILexicalBlock(scope: !215, file: !1, line: 54, column: 3)
!241 = !DILocation(line: 54, column: 12, scope: !240)
!242 = !DILocation(line: 54, column: 8, scope: !240)
!243 = !DILocation(line: 54, column: 19, scope: !244)
!244 = distinct !DILexicalBlock(scope: !240, file: !1, line: 54, column: 3)
!245 = !DILocation(line: 54, column: 23, scope: !244)
!246 = !DILocation(line: 54, column: 21, scope: !244)
!247 = !DILocation(line: 54, column: 3, scope: !240)
!248 = !DILocation(line: 55, column: 9, scope: !249)
!249 = distinct !DILexicalBlock(scope: !244, file: !1, line: 54, column: 31)
!250 = !DILocation(line: 55, column: 11, scope: !249)
!251 = !DILocation(line: 55, column: 25, scope: !249)
!252 = !DILocation(line: 55, column: 7, scope: !249)
!253 = !DILocation(line: 56, column: 19, scope: !249)
!254 = !DILocation(line: 56, column: 21, scope: !249)
!255 = !DILocation(line: 56, column: 27, scope: !249)
!256 = !DILocation(line: 56, column: 5, scope: !249)
!257 = !DILocation(line: 56, column: 7, scope: !249)
!258 = !DILocation(line: 56, column: 10, scope: !249)
!259 = !DILocation(line: 57, column: 3, scope: !249)
!260 = !DILocation(line: 54, column: 27, scope: !244)
!261 = !DILocation(line: 54, column: 3, scope: !244)
!262 = distinct !{!262, !247, !263, !102}
!263 = !DILocation(line: 57, column: 3, scope: !240)
!264 = !DILocation(line: 58, column: 20, scope: !215)
!265 = !DILocation(line: 58, column: 26, scope: !215)
!266 = !DILocation(line: 58, column: 28, scope: !215)
!267 = !DILocation(line: 58, column: 3, scope: !215)
!268 = !DILocalVariable(name: "bad", scope: !215, file: !1, line: 59, type: !3)
!269 = !DILocation(line: 59, column: 7, scope: !215)
!270 = !DILocalVariable(name: "i", scope: !271, file: !1, line: 60, type: !3)
!271 = distinct !DILexicalBlock(scope: !215, file: !1, line: 60, column: 3)
!272 = !DILocation(line: 60, column: 12, scope: !271)
!273 = !DILocation(line: 60, column: 8, scope: !271)
!274 = !DILocation(line: 60, column: 19, scope: !275)
!275 = distinct !DILexicalBlock(scope: !271, file: !1, line: 60, column: 3)
!276 = !DILocation(line: 60, column: 23, scope: !275)
!277 = !DILocation(line: 60, column: 21, scope: !275)
!278 = !DILocation(line: 60, column: 3, scope: !271)
!279 = !DILocation(line: 61, column: 9, scope: !280)
!280 = distinct !DILexicalBlock(scope: !275, file: !1, line: 61, column: 9)
!281 = !DILocation(line: 61, column: 11, scope: !280)
!282 = !DILocation(line: 61, column: 13, scope: !280)
!283 = !DILocation(line: 61, column: 20, scope: !280)
!284 = !DILocation(line: 61, column: 22, scope: !280)
!285 = !DILocation(line: 61, column: 18, scope: !280)
!286 = !DILocation(line: 61, column: 9, scope: !275)
!287 = !DILocation(line: 62, column: 13, scope: !288)
!288 = distinct !DILexicalBlock(scope: !280, file: !1, line: 61, column: 26)
!289 = !DILocation(line: 62, column: 11, scope: !288)
!290 = !DILocation(line: 63, column: 7, scope: !288)
!291 = !DILocation(line: 61, column: 23, scope: !280)
!292 = !DILocation(line: 60, column: 27, scope: !275)
!293 = !DILocation(line: 60, column: 3, scope: !275)
!294 = distinct !{!294, !278, !295, !102}
!295 = !DILocation(line: 64, column: 5, scope: !271)
!296 = !DILocalVariable(name: "chk", scope: !215, file: !1, line: 65, type: !4)
!297 = !DILocation(line: 65, column: 8, scope: !215)
!298 = !DILocalVariable(name: "i", scope: !299, file: !1, line: 66, type: !3)
!299 = distinct !DILexicalBlock(scope: !215, file: !1, line: 66, column: 3)
!300 = !DILocation(line: 66, column: 12, scope: !299)
!301 = !DILocation(line: 66, column: 8, scope: !299)
!302 = !DILocation(line: 66, column: 19, scope: !303)
!303 = distinct !DILexicalBlock(scope: !299, file: !1, line: 66, column: 3)
!304 = !DILocation(line: 66, column: 23, scope: !303)
!305 = !DILocation(line: 66, column: 21, scope: !303)
!306 = !DILocation(line: 66, column: 3, scope: !299)
!307 = !DILocation(line: 67, column: 18, scope: !303)
!308 = !DILocation(line: 67, column: 20, scope: !303)
!309 = !DILocation(line: 67, column: 12, scope: !303)
!310 = !DILocation(line: 67, column: 26, scope: !303)
!311 = !DILocation(line: 67, column: 28, scope: !303)
!312 = !DILocation(line: 67, column: 25, scope: !303)
!313 = !DILocation(line: 67, column: 23, scope: !303)
!314 = !DILocation(line: 67, column: 9, scope: !303)
!315 = !DILocation(line: 67, column: 5, scope: !303)
!316 = !DILocation(line: 66, column: 28, scope: !303)
!317 = !DILocation(line: 66, column: 3, scope: !303)
!318 = distinct !{!318, !306, !319, !102}
!319 = !DILocation(line: 67, column: 31, scope: !299)
!320 = !DILocation(line: 68, column: 35, scope: !215)
!321 = !DILocation(line: 68, column: 40, scope: !215)
!322 = !DILocation(line: 68, column: 3, scope: !215)
!323 = !DILocation(line: 69, column: 8, scope: !215)
!324 = !DILocation(line: 69, column: 3, scope: !215)
!325 = !DILocation(line: 70, column: 3, scope: !215)
