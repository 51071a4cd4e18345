; ModuleID = 'graph_bfs.c'
source_filename = "graph_bfs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"maxd %d sum %ld level1 %d level3 %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_bfs(i32 noundef %0, i32* noundef %1, i32* noundef %2, i32 noundef %3, i32* noundef %4, i32* noundef %5) #0 !dbg !16 {
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !23, metadata !DIExpression()), !dbg !24
  store i32* %1, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !25, metadata !DIExpression()), !dbg !26
  store i32* %2, i32** %9, align 8
  call void @llvm.dbg.declare(metadata i32** %9, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 %3, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !29, metadata !DIExpression()), !dbg !30
  store i32* %4, i32** %11, align 8
  call void @llvm.dbg.declare(metadata i32** %11, metadata !31, metadata !DIExpression()), !dbg !32
  store i32* %5, i32** %12, align 8
  call void @llvm.dbg.declare(metadata i32** %12, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %13, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %13, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %14, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %14, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %15, metadata !39, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %15, align 4, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %16, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %16, align 4, !dbg !43
  br label %20, !dbg !44

20:                                               ; preds = %29, %6
  %21 = load i32, i32* %16, align 4, !dbg !45
  %22 = load i32, i32* %7, align 4, !dbg !47
  %23 = icmp slt i32 %21, %22, !dbg !48
  br i1 %23, label %24, label %32, !dbg !49

24:                                               ; preds = %20
  %25 = load i32*, i32** %11, align 8, !dbg !50
  %26 = load i32, i32* %16, align 4, !dbg !51
  %27 = sext i32 %26 to i64, !dbg !50
  %28 = getelementptr inbounds i32, i32* %25, i64 %27, !dbg !50
  store i32 -1, i32* %28, align 4, !dbg !52
  br label %29, !dbg !50

29:                                               ; preds = %24
  %30 = load i32, i32* %16, align 4, !dbg !53
  %31 = add nsw i32 %30, 1, !dbg !53
  store i32 %31, i32* %16, align 4, !dbg !53
  br label %20, !dbg !54, !llvm.loop !55

32:                                               ; preds = %20
  %33 = load i32*, i32** %11, align 8, !dbg !58
  %34 = load i32, i32* %10, align 4, !dbg !59
  %35 = sext i32 %34 to i64, !dbg !58
  %36 = getelementptr inbounds i32, i32* %33, i64 %35, !dbg !58
  store i32 0, i32* %36, align 4, !dbg !60
  %37 = load i32, i32* %10, align 4, !dbg !61
  %38 = load i32*, i32** %12, align 8, !dbg !62
  %39 = load i32, i32* %14, align 4, !dbg !63
  %40 = add nsw i32 %39, 1, !dbg !63
  store i32 %40, i32* %14, align 4, !dbg !63
  %41 = sext i32 %39 to i64, !dbg !62
  %42 = getelementptr inbounds i32, i32* %38, i64 %41, !dbg !62
  store i32 %37, i32* %42, align 4, !dbg !64
  br label %43, !dbg !65

43:                                               ; preds = %115, %32
  %44 = load i32, i32* %13, align 4, !dbg !66
  %45 = load i32, i32* %14, align 4, !dbg !67
  %46 = icmp slt i32 %44, %45, !dbg !68
  br i1 %46, label %47, label %116, !dbg !65

47:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %17, metadata !69, metadata !DIExpression()), !dbg !71
  %48 = load i32*, i32** %12, align 8, !dbg !72
  %49 = load i32, i32* %13, align 4, !dbg !73
  %50 = add nsw i32 %49, 1, !dbg !73
  store i32 %50, i32* %13, align 4, !dbg !73
  %51 = sext i32 %49 to i64, !dbg !72
  %52 = getelementptr inbounds i32, i32* %48, i64 %51, !dbg !72
  %53 = load i32, i32* %52, align 4, !dbg !72
  store i32 %53, i32* %17, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %18, metadata !74, metadata !DIExpression()), !dbg !76
  %54 = load i32*, i32** %8, align 8, !dbg !77
  %55 = load i32, i32* %17, align 4, !dbg !78
  %56 = sext i32 %55 to i64, !dbg !77
  %57 = getelementptr inbounds i32, i32* %54, i64 %56, !dbg !77
  %58 = load i32, i32* %57, align 4, !dbg !77
  store i32 %58, i32* %18, align 4, !dbg !76
  br label %59, !dbg !79

59:                                               ; preds = %112, %47
  %60 = load i32, i32* %18, align 4, !dbg !80
  %61 = load i32*, i32** %8, align 8, !dbg !82
  %62 = load i32, i32* %17, align 4, !dbg !83
  %63 = add nsw i32 %62, 1, !dbg !84
  %64 = sext i32 %63 to i64, !dbg !82
  %65 = getelementptr inbounds i32, i32* %61, i64 %64, !dbg !82
  %66 = load i32, i32* %65, align 4, !dbg !82
  %67 = icmp slt i32 %60, %66, !dbg !85
  br i1 %67, label %68, label %115, !dbg !86

68:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata i32* %19, metadata !87, metadata !DIExpression()), !dbg !89
  %69 = load i32*, i32** %9, align 8, !dbg !90
  %70 = load i32, i32* %18, align 4, !dbg !91
  %71 = sext i32 %70 to i64, !dbg !90
  %72 = getelementptr inbounds i32, i32* %69, i64 %71, !dbg !90
  %73 = load i32, i32* %72, align 4, !dbg !90
  store i32 %73, i32* %19, align 4, !dbg !89
  %74 = load i32*, i32** %11, align 8, !dbg !92
  %75 = load i32, i32* %19, align 4, !dbg !94
  %76 = sext i32 %75 to i64, !dbg !92
  %77 = getelementptr inbounds i32, i32* %74, i64 %76, !dbg !92
  %78 = load i32, i32* %77, align 4, !dbg !92
  %79 = icmp slt i32 %78, 0, !dbg !95
  br i1 %79, label %80, label %111, !dbg !96

80:                                               ; preds = %68
  %81 = load i32*, i32** %11, align 8, !dbg !97
  %82 = load i32, i32* %17, align 4, !dbg !99
  %83 = sext i32 %82 to i64, !dbg !97
  %84 = getelementptr inbounds i32, i32* %81, i64 %83, !dbg !97
  %85 = load i32, i32* %84, align 4, !dbg !97
  %86 = add nsw i32 %85, 1, !dbg !100
  %87 = load i32*, i32** %11, align 8, !dbg !101
  %88 = load i32, i32* %19, align 4, !dbg !102
  %89 = sext i32 %88 to i64, !dbg !101
  %90 = getelementptr inbounds i32, i32* %87, i64 %89, !dbg !101
  store i32 %86, i32* %90, align 4, !dbg !103
  %91 = load i32*, i32** %11, align 8, !dbg !104
  %92 = load i32, i32* %19, align 4, !dbg !106
  %93 = sext i32 %92 to i64, !dbg !104
  %94 = getelementptr inbounds i32, i32* %91, i64 %93, !dbg !104
  %95 = load i32, i32* %94, align 4, !dbg !104
  %96 = load i32, i32* %15, align 4, !dbg !107
  %97 = icmp sgt i32 %95, %96, !dbg !108
  br i1 %97, label %98, label %104, !dbg !109

98:                                               ; preds = %80
  %99 = load i32*, i32** %11, align 8, !dbg !110
  %100 = load i32, i32* %19, align 4, !dbg !111
  %101 = sext i32 %100 to i64, !dbg !110
  %102 = getelementptr inbounds i32, i32* %99, i64 %101, !dbg !110
  %103 = load i32, i32* %102, align 4, !dbg !110
  store i32 %103, i32* %15, align 4, !dbg !112
  br label %104, !dbg !113

104:                                              ; preds = %98, %80
  %105 = load i32, i32* %19, align 4, !dbg !114
  %106 = load i32*, i32** %12, align 8, !dbg !115
  %107 = load i32, i32* %14, align 4, !dbg !116
  %108 = add nsw i32 %107, 1, !dbg !116
  store i32 %108, i32* %14, align 4, !dbg !116
  %109 = sext i32 %107 to i64, !dbg !115
  %110 = getelementptr inbounds i32, i32* %106, i64 %109, !dbg !115
  store i32 %105, i32* %110, align 4, !dbg !117
  br label %111, !dbg !118

111:                                              ; preds = %104, %68
  br label %112, !dbg !119

112:                                              ; preds = %111
  %113 = load i32, i32* %18, align 4, !dbg !120
  %114 = add nsw i32 %113, 1, !dbg !120
  store i32 %114, i32* %18, align 4, !dbg !120
  br label %59, !dbg !121, !llvm.loop !122

115:                                              ; preds = %59
  br label %43, !dbg !65, !llvm.loop !124

116:                                              ; preds = %43
  %117 = load i32, i32* %15, align 4, !dbg !126
  ret i32 %117, !dbg !127
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !128 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [64 x i32], align 16
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !134, metadata !DIExpression()), !dbg !135
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !136, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %6, metadata !138, metadata !DIExpression()), !dbg !139
  %19 = load i32, i32* %4, align 4, !dbg !140
  %20 = icmp sgt i32 %19, 1, !dbg !141
  br i1 %20, label %21, label %26, !dbg !140

21:                                               ; preds = %2
  %22 = load i8**, i8*** %5, align 8, !dbg !142
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !142
  %24 = load i8*, i8** %23, align 8, !dbg !142
  %25 = call i32 @atoi(i8* noundef %24) #6, !dbg !143
  br label %27, !dbg !140

26:                                               ; preds = %2
  br label %27, !dbg !140

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 20000, %26 ], !dbg !140
  store i32 %28, i32* %6, align 4, !dbg !139
  call void @llvm.dbg.declare(metadata i32* %7, metadata !144, metadata !DIExpression()), !dbg !145
  %29 = load i32, i32* %4, align 4, !dbg !146
  %30 = icmp sgt i32 %29, 2, !dbg !147
  br i1 %30, label %31, label %36, !dbg !146

31:                                               ; preds = %27
  %32 = load i8**, i8*** %5, align 8, !dbg !148
  %33 = getelementptr inbounds i8*, i8** %32, i64 2, !dbg !148
  %34 = load i8*, i8** %33, align 8, !dbg !148
  %35 = call i32 @atoi(i8* noundef %34) #6, !dbg !149
  br label %37, !dbg !146

36:                                               ; preds = %27
  br label %37, !dbg !146

37:                                               ; preds = %36, %31
  %38 = phi i32 [ %35, %31 ], [ 4, %36 ], !dbg !146
  store i32 %38, i32* %7, align 4, !dbg !145
  call void @llvm.dbg.declare(metadata i32** %8, metadata !150, metadata !DIExpression()), !dbg !151
  %39 = load i32, i32* %6, align 4, !dbg !152
  %40 = add nsw i32 %39, 1, !dbg !153
  %41 = sext i32 %40 to i64, !dbg !154
  %42 = mul i64 %41, 4, !dbg !155
  %43 = call noalias i8* @malloc(i64 noundef %42) #7, !dbg !156
  %44 = bitcast i8* %43 to i32*, !dbg !156
  store i32* %44, i32** %8, align 8, !dbg !151
  call void @llvm.dbg.declare(metadata i32** %9, metadata !157, metadata !DIExpression()), !dbg !158
  %45 = load i32, i32* %6, align 4, !dbg !159
  %46 = sext i32 %45 to i64, !dbg !160
  %47 = load i32, i32* %7, align 4, !dbg !161
  %48 = sext i32 %47 to i64, !dbg !161
  %49 = mul i64 %46, %48, !dbg !162
  %50 = mul i64 %49, 4, !dbg !163
  %51 = call noalias i8* @malloc(i64 noundef %50) #7, !dbg !164
  %52 = bitcast i8* %51 to i32*, !dbg !164
  store i32* %52, i32** %9, align 8, !dbg !158
  call void @llvm.dbg.declare(metadata i32** %10, metadata !165, metadata !DIExpression()), !dbg !166
  %53 = load i32, i32* %6, align 4, !dbg !167
  %54 = sext i32 %53 to i64, !dbg !167
  %55 = mul i64 %54, 4, !dbg !168
  %56 = call noalias i8* @malloc(i64 noundef %55) #7, !dbg !169
  %57 = bitcast i8* %56 to i32*, !dbg !169
  store i32* %57, i32** %10, align 8, !dbg !166
  call void @llvm.dbg.declare(metadata i32** %11, metadata !170, metadata !DIExpression()), !dbg !171
  %58 = load i32, i32* %6, align 4, !dbg !172
  %59 = sext i32 %58 to i64, !dbg !172
  %60 = mul i64 %59, 4, !dbg !173
  %61 = call noalias i8* @malloc(i64 noundef %60) #7, !dbg !174
  %62 = bitcast i8* %61 to i32*, !dbg !174
  store i32* %62, i32** %11, align 8, !dbg !171
  call void @llvm.dbg.declare(metadata i32* %12, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 3, i32* %12, align 4, !dbg !176
  call void @llvm.dbg.declare(metadata i32* %13, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %13, align 4, !dbg !179
  br label %63, !dbg !180

63:                                               ; preds = %109, %37
  %64 = load i32, i32* %13, align 4, !dbg !181
  %65 = load i32, i32* %6, align 4, !dbg !183
  %66 = icmp slt i32 %64, %65, !dbg !184
  br i1 %66, label %67, label %112, !dbg !185

67:                                               ; preds = %63
  %68 = load i32, i32* %13, align 4, !dbg !186
  %69 = load i32, i32* %7, align 4, !dbg !188
  %70 = mul nsw i32 %68, %69, !dbg !189
  %71 = load i32*, i32** %8, align 8, !dbg !190
  %72 = load i32, i32* %13, align 4, !dbg !191
  %73 = sext i32 %72 to i64, !dbg !190
  %74 = getelementptr inbounds i32, i32* %71, i64 %73, !dbg !190
  store i32 %70, i32* %74, align 4, !dbg !192
  %75 = load i32, i32* %13, align 4, !dbg !193
  %76 = add nsw i32 %75, 1, !dbg !194
  %77 = load i32, i32* %6, align 4, !dbg !195
  %78 = srem i32 %76, %77, !dbg !196
  %79 = load i32*, i32** %9, align 8, !dbg !197
  %80 = load i32, i32* %13, align 4, !dbg !198
  %81 = load i32, i32* %7, align 4, !dbg !199
  %82 = mul nsw i32 %80, %81, !dbg !200
  %83 = sext i32 %82 to i64, !dbg !197
  %84 = getelementptr inbounds i32, i32* %79, i64 %83, !dbg !197
  store i32 %78, i32* %84, align 4, !dbg !201
  call void @llvm.dbg.declare(metadata i32* %14, metadata !202, metadata !DIExpression()), !dbg !204
  store i32 1, i32* %14, align 4, !dbg !204
  br label %85, !dbg !205

85:                                               ; preds = %105, %67
  %86 = load i32, i32* %14, align 4, !dbg !206
  %87 = load i32, i32* %7, align 4, !dbg !208
  %88 = icmp slt i32 %86, %87, !dbg !209
  br i1 %88, label %89, label %108, !dbg !210

89:                                               ; preds = %85
  %90 = load i32, i32* %12, align 4, !dbg !211
  %91 = mul i32 %90, 1103515245, !dbg !213
  %92 = add i32 %91, 12345, !dbg !214
  store i32 %92, i32* %12, align 4, !dbg !215
  %93 = load i32, i32* %12, align 4, !dbg !216
  %94 = lshr i32 %93, 8, !dbg !217
  %95 = load i32, i32* %6, align 4, !dbg !218
  %96 = urem i32 %94, %95, !dbg !219
  %97 = load i32*, i32** %9, align 8, !dbg !220
  %98 = load i32, i32* %13, align 4, !dbg !221
  %99 = load i32, i32* %7, align 4, !dbg !222
  %100 = mul nsw i32 %98, %99, !dbg !223
  %101 = load i32, i32* %14, align 4, !dbg !224
  %102 = add nsw i32 %100, %101, !dbg !225
  %103 = sext i32 %102 to i64, !dbg !220
  %104 = getelementptr inbounds i32, i32* %97, i64 %103, !dbg !220
  store i32 %96, i32* %104, align 4, !dbg !226
  br label %105, !dbg !227

105:                                              ; preds = %89
  %106 = load i32, i32* %14, align 4, !dbg !228
  %107 = add nsw i32 %106, 1, !dbg !228
  store i32 %107, i32* %14, align 4, !dbg !228
  br label %85, !dbg !229, !llvm.loop !230

108:                                              ; preds = %85
  br label %109, !dbg !232

109:                                              ; preds = %108
  %110 = load i32, i32* %13, align 4, !dbg !233
  %111 = add nsw i32 %110, 1, !dbg !233
  store i32 %111, i32* %13, align 4, !dbg !233
  br label %63, !dbg !234, !llvm.loop !235

112:                                              ; preds = %63
  %113 = load i32, i32* %6, align 4, !dbg !237
  %114 = load i32, i32* %7, align 4, !dbg !238
  %115 = mul nsw i32 %113, %114, !dbg !239
  %116 = load i32*, i32** %8, align 8, !dbg !240
  %117 = load i32, i32* %6, align 4, !dbg !241
  %118 = sext i32 %117 to i64, !dbg !240
  %119 = getelementptr inbounds i32, i32* %116, i64 %118, !dbg !240
  store i32 %115, i32* %119, align 4, !dbg !242
  call void @llvm.dbg.declare(metadata i32* %15, metadata !243, metadata !DIExpression()), !dbg !244
  %120 = load i32, i32* %6, align 4, !dbg !245
  %121 = load i32*, i32** %8, align 8, !dbg !246
  %122 = load i32*, i32** %9, align 8, !dbg !247
  %123 = load i32*, i32** %10, align 8, !dbg !248
  %124 = load i32*, i32** %11, align 8, !dbg !249
  %125 = call i32 @kernel_bfs(i32 noundef %120, i32* noundef %121, i32* noundef %122, i32 noundef 0, i32* noundef %123, i32* noundef %124), !dbg !250
  store i32 %125, i32* %15, align 4, !dbg !244
  call void @llvm.dbg.declare(metadata [64 x i32]* %16, metadata !251, metadata !DIExpression()), !dbg !255
  %126 = bitcast [64 x i32]* %16 to i8*, !dbg !255
  call void @llvm.memset.p0i8.i64(i8* align 16 %126, i8 0, i64 256, i1 false), !dbg !255
  call void @llvm.dbg.declare(metadata i64* %17, metadata !256, metadata !DIExpression()), !dbg !258
  store i64 0, i64* %17, align 8, !dbg !258
  call void @llvm.dbg.declare(metadata i32* %18, metadata !259, metadata !DIExpression()), !dbg !261
  store i32 0, i32* %18, align 4, !dbg !261
  br label %127, !dbg !262

127:                                              ; preds = %164, %112
  %128 = load i32, i32* %18, align 4, !dbg !263
  %129 = load i32, i32* %6, align 4, !dbg !265
  %130 = icmp slt i32 %128, %129, !dbg !266
  br i1 %130, label %131, label %167, !dbg !267

131:                                              ; preds = %127
  %132 = load i32*, i32** %10, align 8, !dbg !268
  %133 = load i32, i32* %18, align 4, !dbg !270
  %134 = sext i32 %133 to i64, !dbg !268
  %135 = getelementptr inbounds i32, i32* %132, i64 %134, !dbg !268
  %136 = load i32, i32* %135, align 4, !dbg !268
  %137 = sext i32 %136 to i64, !dbg !268
  %138 = load i64, i64* %17, align 8, !dbg !271
  %139 = add nsw i64 %138, %137, !dbg !271
  store i64 %139, i64* %17, align 8, !dbg !271
  %140 = load i32*, i32** %10, align 8, !dbg !272
  %141 = load i32, i32* %18, align 4, !dbg !274
  %142 = sext i32 %141 to i64, !dbg !272
  %143 = getelementptr inbounds i32, i32* %140, i64 %142, !dbg !272
  %144 = load i32, i32* %143, align 4, !dbg !272
  %145 = icmp sge i32 %144, 0, !dbg !275
  br i1 %145, label %146, label %163, !dbg !276

146:                                              ; preds = %131
  %147 = load i32*, i32** %10, align 8, !dbg !277
  %148 = load i32, i32* %18, align 4, !dbg !278
  %149 = sext i32 %148 to i64, !dbg !277
  %150 = getelementptr inbounds i32, i32* %147, i64 %149, !dbg !277
  %151 = load i32, i32* %150, align 4, !dbg !277
  %152 = icmp slt i32 %151, 64, !dbg !279
  br i1 %152, label %153, label %163, !dbg !280

153:                                              ; preds = %146
  %154 = load i32*, i32** %10, align 8, !dbg !281
  %155 = load i32, i32* %18, align 4, !dbg !282
  %156 = sext i32 %155 to i64, !dbg !281
  %157 = getelementptr inbounds i32, i32* %154, i64 %156, !dbg !281
  %158 = load i32, i32* %157, align 4, !dbg !281
  %159 = sext i32 %158 to i64, !dbg !283
  %160 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i64 0, i64 %159, !dbg !283
  %161 = load i32, i32* %160, align 4, !dbg !284
  %162 = add nsw i32 %161, 1, !dbg !284
  store i32 %162, i32* %160, align 4, !dbg !284
  br label %163, !dbg !283

163:                                              ; preds = %153, %146, %131
  br label %164, !dbg !285

164:                                              ; preds = %163
  %165 = load i32, i32* %18, align 4, !dbg !286
  %166 = add nsw i32 %165, 1, !dbg !286
  store i32 %166, i32* %18, align 4, !dbg !286
  br label %127, !dbg !287, !llvm.loop !288

167:                                              ; preds = %127
  %168 = load i32, i32* %15, align 4, !dbg !290
  %169 = load i64, i64* %17, align 8, !dbg !291
  %170 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i64 0, i64 1, !dbg !292
  %171 = load i32, i32* %170, align 4, !dbg !292
  %172 = getelementptr inbounds [64 x i32], [64 x i32]* %16, i64 0, i64 3, !dbg !293
  %173 = load i32, i32* %172, align 4, !dbg !293
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %168, i64 noundef %169, i32 noundef %171, i32 noundef %173), !dbg !294
  %175 = load i32*, i32** %8, align 8, !dbg !295
  %176 = bitcast i32* %175 to i8*, !dbg !295
  call void @free(i8* noundef %176) #7, !dbg !296
  %177 = load i32*, i32** %9, align 8, !dbg !297
  %178 = bitcast i32* %177 to i8*, !dbg !297
  call void @free(i8* noundef %178) #7, !dbg !298
  %179 = load i32*, i32** %10, align 8, !dbg !299
  %180 = bitcast i32* %179 to i8*, !dbg !299
  call void @free(i8* noundef %180) #7, !dbg !300
  %181 = load i32*, i32** %11, align 8, !dbg !301
  %182 = bitcast i32* %181 to i8*, !dbg !301
  call void @free(i8* noundef %182) #7, !dbg !302
  ret i32 0, !dbg !303
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "graph_bfs.c", directory: ".", checksumkind: CSK_MD5, checksum: "71f4f20e036c51febdb7412cfcebbb83")
!2 = !{!3, !6, !7}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_bfs", scope: !1, file: !1, line: 7, type: !17, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!6, !6, !19, !19, !6, !21, !21}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!22 = !{}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 7, type: !6)
!24 = !DILocation(line: 7, column: 20, scope: !16)
!25 = !DILocalVariable(name: "off", arg: 2, scope: !16, file: !1, line: 7, type: !19)
!26 = !DILocation(line: 7, column: 34, scope: !16)
!27 = !DILocalVariable(name: "adj", arg: 3, scope: !16, file: !1, line: 7, type: !19)
!28 = !DILocation(line: 7, column: 50, scope: !16)
!29 = !DILocalVariable(name: "src", arg: 4, scope: !16, file: !1, line: 7, type: !6)
!30 = !DILocation(line: 7, column: 59, scope: !16)
!31 = !DILocalVariable(name: "dist", arg: 5, scope: !16, file: !1, line: 7, type: !21)
!32 = !DILocation(line: 7, column: 69, scope: !16)
!33 = !DILocalVariable(name: "queue", arg: 6, scope: !16, file: !1, line: 8, type: !21)
!34 = !DILocation(line: 8, column: 21, scope: !16)
!35 = !DILocalVariable(name: "head", scope: !16, file: !1, line: 10, type: !6)
!36 = !DILocation(line: 10, column: 7, scope: !16)
!37 = !DILocalVariable(name: "tail", scope: !16, file: !1, line: 10, type: !6)
!38 = !DILocation(line: 10, column: 17, scope: !16)
!39 = !DILocalVariable(name: "maxd", scope: !16, file: !1, line: 10, type: !6)
!40 = !DILocation(line: 10, column: 27, scope: !16)
!41 = !DILocalVariable(name: "v", scope: !42, file: !1, line: 11, type: !6)
!42 = distinct !DILexicalBlock(scope: !16, file: !1, line: 11, column: 3)
!43 = !DILocation(line: 11, column: 12, scope: !42)
!44 = !DILocation(line: 11, column: 8, scope: !42)
!45 = !DILocation(line: 11, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 11, column: 3)
!47 = !DILocation(line: 11, column: 23, scope: !46)
!48 = !DILocation(line: 11, column: 21, scope: !46)
!49 = !DILocation(line: 11, column: 3, scope: !42)
!50 = !DILocation(line: 12, column: 5, scope: !46)
!51 = !DILocation(line: 12, column: 10, scope: !46)
!52 = !DILocation(line: 12, column: 13, scope: !46)
!53 = !DILocation(line: 11, column: 27, scope: !46)
!54 = !DILocation(line: 11, column: 3, scope: !46)
!55 = distinct !{!55, !49, !56, !57}
!56 = !DILocation(line: 12, column: 16, scope: !42)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 13, column: 3, scope: !16)
!59 = !DILocation(line: 13, column: 8, scope: !16)
!60 = !DILocation(line: 13, column: 13, scope: !16)
!61 = !DILocation(line: 14, column: 19, scope: !16)
!62 = !DILocation(line: 14, column: 3, scope: !16)
!63 = !DILocation(line: 14, column: 13, scope: !16)
!64 = !DILocation(line: 14, column: 17, scope: !16)
!65 = !DILocation(line: 15, column: 3, scope: !16)
!66 = !DILocation(line: 15, column: 10, scope: !16)
!67 = !DILocation(line: 15, column: 17, scope: !16)
!68 = !DILocation(line: 15, column: 15, scope: !16)
!69 = !DILocalVariable(name: "v", scope: !70, file: !1, line: 16, type: !6)
!70 = distinct !DILexicalBlock(scope: !16, file: !1, line: 15, column: 23)
!71 = !DILocation(line: 16, column: 9, scope: !70)
!72 = !DILocation(line: 16, column: 13, scope: !70)
!73 = !DILocation(line: 16, column: 23, scope: !70)
!74 = !DILocalVariable(name: "e", scope: !75, file: !1, line: 17, type: !6)
!75 = distinct !DILexicalBlock(scope: !70, file: !1, line: 17, column: 5)
!76 = !DILocation(line: 17, column: 14, scope: !75)
!77 = !DILocation(line: 17, column: 18, scope: !75)
!78 = !DILocation(line: 17, column: 22, scope: !75)
!79 = !DILocation(line: 17, column: 10, scope: !75)
!80 = !DILocation(line: 17, column: 26, scope: !81)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 17, column: 5)
!82 = !DILocation(line: 17, column: 30, scope: !81)
!83 = !DILocation(line: 17, column: 34, scope: !81)
!84 = !DILocation(line: 17, column: 36, scope: !81)
!85 = !DILocation(line: 17, column: 28, scope: !81)
!86 = !DILocation(line: 17, column: 5, scope: !75)
!87 = !DILocalVariable(name: "w", scope: !88, file: !1, line: 18, type: !6)
!88 = distinct !DILexicalBlock(scope: !81, file: !1, line: 17, column: 47)
!89 = !DILocation(line: 18, column: 11, scope: !88)
!90 = !DILocation(line: 18, column: 15, scope: !88)
!91 = !DILocation(line: 18, column: 19, scope: !88)
!92 = !DILocation(line: 19, column: 11, scope: !93)
!93 = distinct !DILexicalBlock(scope: !88, file: !1, line: 19, column: 11)
!94 = !DILocation(line: 19, column: 16, scope: !93)
!95 = !DILocation(line: 19, column: 19, scope: !93)
!96 = !DILocation(line: 19, column: 11, scope: !88)
!97 = !DILocation(line: 20, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !93, file: !1, line: 19, column: 24)
!99 = !DILocation(line: 20, column: 24, scope: !98)
!100 = !DILocation(line: 20, column: 27, scope: !98)
!101 = !DILocation(line: 20, column: 9, scope: !98)
!102 = !DILocation(line: 20, column: 14, scope: !98)
!103 = !DILocation(line: 20, column: 17, scope: !98)
!104 = !DILocation(line: 21, column: 13, scope: !105)
!105 = distinct !DILexicalBlock(scope: !98, file: !1, line: 21, column: 13)
!106 = !DILocation(line: 21, column: 18, scope: !105)
!107 = !DILocation(line: 21, column: 23, scope: !105)
!108 = !DILocation(line: 21, column: 21, scope: !105)
!109 = !DILocation(line: 21, column: 13, scope: !98)
!110 = !DILocation(line: 22, column: 18, scope: !105)
!111 = !DILocation(line: 22, column: 23, scope: !105)
!112 = !DILocation(line: 22, column: 16, scope: !105)
!113 = !DILocation(line: 22, column: 11, scope: !105)
!114 = !DILocation(line: 23, column: 25, scope: !98)
!115 = !DILocation(line: 23, column: 9, scope: !98)
!116 = !DILocation(line: 23, column: 19, scope: !98)
!117 = !DILocation(line: 23, column: 23, scope: !98)
!118 = !DILocation(line: 24, column: 7, scope: !98)
!119 = !DILocation(line: 25, column: 5, scope: !88)
!120 = !DILocation(line: 17, column: 43, scope: !81)
!121 = !DILocation(line: 17, column: 5, scope: !81)
!122 = distinct !{!122, !86, !123, !57}
!123 = !DILocation(line: 25, column: 5, scope: !75)
!124 = distinct !{!124, !65, !125, !57}
!125 = !DILocation(line: 26, column: 3, scope: !16)
!126 = !DILocation(line: 27, column: 10, scope: !16)
!127 = !DILocation(line: 27, column: 3, scope: !16)
!128 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !129, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!129 = !DISubroutineType(types: !130)
!130 = !{!6, !6, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!134 = !DILocalVariable(name: "argc", arg: 1, scope: !128, file: !1, line: 30, type: !6)
!135 = !DILocation(line: 30, column: 14, scope: !128)
!136 = !DILocalVariable(name: "argv", arg: 2, scope: !128, file: !1, line: 30, type: !131)
!137 = !DILocation(line: 30, column: 27, scope: !128)
!138 = !DILocalVariable(name: "n", scope: !128, file: !1, line: 32, type: !6)
!139 = !DILocation(line: 32, column: 7, scope: !128)
!140 = !DILocation(line: 32, column: 11, scope: !128)
!141 = !DILocation(line: 32, column: 16, scope: !128)
!142 = !DILocation(line: 32, column: 27, scope: !128)
!143 = !DILocation(line: 32, column: 22, scope: !128)
!144 = !DILocalVariable(name: "deg", scope: !128, file: !1, line: 33, type: !6)
!145 = !DILocation(line: 33, column: 7, scope: !128)
!146 = !DILocation(line: 33, column: 13, scope: !128)
!147 = !DILocation(line: 33, column: 18, scope: !128)
!148 = !DILocation(line: 33, column: 29, scope: !128)
!149 = !DILocation(line: 33, column: 24, scope: !128)
!150 = !DILocalVariable(name: "off", scope: !128, file: !1, line: 34, type: !21)
!151 = !DILocation(line: 34, column: 8, scope: !128)
!152 = !DILocation(line: 34, column: 22, scope: !128)
!153 = !DILocation(line: 34, column: 24, scope: !128)
!154 = !DILocation(line: 34, column: 21, scope: !128)
!155 = !DILocation(line: 34, column: 29, scope: !128)
!156 = !DILocation(line: 34, column: 14, scope: !128)
!157 = !DILocalVariable(name: "adj", scope: !128, file: !1, line: 35, type: !21)
!158 = !DILocation(line: 35, column: 8, scope: !128)
!159 = !DILocation(line: 35, column: 29, scope: !128)
!160 = !DILocation(line: 35, column: 21, scope: !128)
!161 = !DILocation(line: 35, column: 33, scope: !128)
!162 = !DILocation(line: 35, column: 31, scope: !128)
!163 = !DILocation(line: 35, column: 37, scope: !128)
!164 = !DILocation(line: 35, column: 14, scope: !128)
!165 = !DILocalVariable(name: "dist", scope: !128, file: !1, line: 36, type: !21)
!166 = !DILocation(line: 36, column: 8, scope: !128)
!167 = !DILocation(line: 36, column: 22, scope: !128)
!168 = !DILocation(line: 36, column: 24, scope: !128)
!169 = !DILocation(line: 36, column: 15, scope: !128)
!170 = !DILocalVariable(name: "queue", scope: !128, file: !1, line: 37, type: !21)
!171 = !DILocation(line: 37, column: 8, scope: !128)
!172 = !DILocation(line: 37, column: 23, scope: !128)
!173 = !DILocation(line: 37, column: 25, scope: !128)
!174 = !DILocation(line: 37, column: 16, scope: !128)
!175 = !DILocalVariable(name: "s", scope: !128, file: !1, line: 38, type: !7)
!176 = !DILocation(line: 38, column: 12, scope: !128)
!177 = !DILocalVariable(name: "v", scope: !178, file: !1, line: 40, type: !6)
!178 = distinct !DILexicalBlock(scope: !128, file: !1, line: 40, column: 3)
!179 = !DILocation(line: 40, column: 12, scope: !178)
!180 = !DILocation(line: 40, column: 8, scope: !178)
!181 = !DILocation(line: 40, column: 19, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !1, line: 40, column: 3)
!183 = !DILocation(line: 40, column: 23, scope: !182)
!184 = !DILocation(line: 40, column: 21, scope: !182)
!185 = !DILocation(line: 40, column: 3, scope: !178)
!186 = !DILocation(line: 41, column: 14, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !1, line: 40, column: 31)
!188 = !DILocation(line: 41, column: 18, scope: !187)
!189 = !DILocation(line: 41, column: 16, scope: !187)
!190 = !DILocation(line: 41, column: 5, scope: !187)
!191 = !DILocation(line: 41, column: 9, scope: !187)
!192 = !DILocation(line: 41, column: 12, scope: !187)
!193 = !DILocation(line: 42, column: 21, scope: !187)
!194 = !DILocation(line: 42, column: 23, scope: !187)
!195 = !DILocation(line: 42, column: 30, scope: !187)
!196 = !DILocation(line: 42, column: 28, scope: !187)
!197 = !DILocation(line: 42, column: 5, scope: !187)
!198 = !DILocation(line: 42, column: 9, scope: !187)
!199 = !DILocation(line: 42, column: 13, scope: !187)
!200 = !DILocation(line: 42, column: 11, scope: !187)
!201 = !DILocation(line: 42, column: 18, scope: !187)
!202 = !DILocalVariable(name: "d", scope: !203, file: !1, line: 43, type: !6)
!203 = distinct !DILexicalBlock(scope: !187, file: !1, line: 43, column: 5)
!204 = !DILocation(line: 43, column: 14, scope: !203)
!205 = !DILocation(line: 43, column: 10, scope: !203)
!206 = !DILocation(line: 43, column: 21, scope: !207)
!207 = distinct !DILexicalBlock(scope: !203, file: !1, line: 43, column: 5)
!208 = !DILocation(line: 43, column: 25, scope: !207)
!209 = !DILocation(line: 43, column: 23, scope: !207)
!210 = !DILocation(line: 43, column: 5, scope: !203)
!211 = !DILocation(line: 44, column: 11, scope: !212)
!212 = distinct !DILexicalBlock(scope: !207, file: !1, line: 43, column: 35)
!213 = !DILocation(line: 44, column: 13, scope: !212)
!214 = !DILocation(line: 44, column: 27, scope: !212)
!215 = !DILocation(line: 44, column: 9, scope: !212)
!216 = !DILocation(line: 45, column: 33, scope: !212)
!217 = !DILocation(line: 45, column: 35, scope: !212)
!218 = !DILocation(line: 45, column: 53, scope: !212)
!219 = !DILocation(line: 45, column: 41, scope: !212)
!220 = !DILocation(line: 45, column: 7, scope: !212)
!221 = !DILocation(line: 45, column: 11, scope: !212)
!222 = !DILocation(line: 45, column: 15, scope: !212)
!223 = !DILocation(line: 45, column: 13, scope: !212)
!224 = !DILocation(line: 45, column: 21, scope: !212)
!225 = !DILocation(line: 45, column: 19, scope: !212)
!226 = !DILocation(line: 45, column: 24, scope: !212)
!227 = !DILocation(line: 46, column: 5, scope: !212)
!228 = !DILocation(line: 43, column: 31, scope: !207)
!229 = !DILocation(line: 43, column: 5, scope: !207)
!230 = distinct !{!230, !210, !231, !57}
!231 = !DILocation(line: 46, column: 5, scope: !203)
!232 = !DILocation(line: 47, column: 3, scope: !187)
!233 = !DILocation(line: 40, column: 27, scope: !182)
!234 = !DILocation(line: 40, column: 3, scope: !182)
!235 = distinct !{!235, !185, !236, !57}
!236 = !DILocation(line: 47, column: 3, scope: !178)
!237 = !DILocation(line: 48, column: 12, scope: !128)
!238 = !DILocation(line: 48, column: 16, scope: !128)
!239 = !DILocation(line: 48, column: 14, scope: !128)
!240 = !DILocation(line: 48, column: 3, scope: !128)
!241 = !DILocation(line: 48, column: 7, scope: !128)
!242 = !DILocation(line: 48, column: 10, scope: !128)
!243 = !DILocalVariable(name: "maxd", scope: !128, file: !1, line: 49, type: !6)
!244 = !DILocation(line: 49, column: 7, scope: !128)
!245 = !DILocation(line: 49, column: 25, scope: !128)
!246 = !DILocation(line: 49, column: 28, scope: !128)
!247 = !DILocation(line: 49, column: 33, scope: !128)
!248 = !DILocation(line: 49, column: 41, scope: !128)
!249 = !DILocation(line: 49, column: 47, scope: !128)
!250 = !DILocation(line: 49, column: 14, scope: !128)
!251 = !DILocalVariable(name: "hist", scope: !128, file: !1, line: 50, type: !252)
!252 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !253)
!253 = !{!254}
!254 = !DISubrange(count: 64)
!255 = !DILocation(line: 50, column: 7, scope: !128)
!256 = !DILocalVariable(name: "sum", scope: !128, file: !1, line: 51, type: !257)
!257 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!258 = !DILocation(line: 51, column: 8, scope: !128)
!259 = !DILocalVariable(name: "v", scope: !260, file: !1, line: 52, type: !6)
!260 = distinct !DILexicalBlock(scope: !128, file: !1, line: 52, column: 3)
!261 = !DILocation(line: 52, column: 12, scope: !260)
!262 = !DILocation(line: 52, column: 8, scope: !260)
!263 = !DILocation(line: 52, column: 19, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !1, line: 52, column: 3)
!265 = !DILocation(line: 52, column: 23, scope: !264)
!266 = !DILocation(line: 52, column: 21, scope: !264)
!267 = !DILocation(line: 52, column: 3, scope: !260)
!268 = !DILocation(line: 53, column: 12, scope: !269)
!269 = distinct !DILexicalBlock(scope: !264, file: !1, line: 52, column: 31)
!270 = !DILocation(line: 53, column: 17, scope: !269)
!271 = !DILocation(line: 53, column: 9, scope: !269)
!272 = !DILocation(line: 54, column: 9, scope: !273)
!273 = distinct !DILexicalBlock(scope: !269, file: !1, line: 54, column: 9)
!274 = !DILocation(line: 54, column: 14, scope: !273)
!275 = !DILocation(line: 54, column: 17, scope: !273)
!276 = !DILocation(line: 54, column: 22, scope: !273)
!277 = !DILocation(line: 54, column: 25, scope: !273)
!278 = !DILocation(line: 54, column: 30, scope: !273)
!279 = !DILocation(line: 54, column: 33, scope: !273)
!280 = !DILocation(line: 54, column: 9, scope: !269)
!281 = !DILocation(line: 55, column: 12, scope: !273)
!282 = !DILocation(line: 55, column: 17, scope: !273)
!283 = !DILocation(line: 55, column: 7, scope: !273)
!284 = !DILocation(line: 55, column: 20, scope: !273)
!285 = !DILocation(line: 56, column: 3, scope: !269)
!286 = !DILocation(line: 52, column: 27, scope: !264)
!287 = !DILocation(line: 52, column: 3, scope: !264)
!288 = distinct !{!288, !267, !289, !57}
!289 = !DILocation(line: 56, column: 3, scope: !260)
!290 = !DILocation(line: 57, column: 51, scope: !128)
!291 = !DILocation(line: 57, column: 57, scope: !128)
!292 = !DILocation(line: 57, column: 62, scope: !128)
!293 = !DILocation(line: 57, column: 71, scope: !128)
!294 = !DILocation(line: 57, column: 3, scope: !128)
!295 = !DILocation(line: 58, column: 8, scope: !128)
!296 = !DILocation(line: 58, column: 3, scope: !128)
!297 = !DILocation(line: 59, column: 8, scope: !128)
!298 = !DILocation(line: 59, column: 3, scope: !128)
!299 = !DILocation(line: 60, column: 8, scope: !128)
!300 = !DILocation(line: 60, column: 3, scope: !128)
!301 = !DILocation(line: 61, column: 8, scope: !128)
!302 = !DILocation(line: 61, column: 3, scope: !128)
!303 = !DILocation(line: 62, column: 3, scope: !128)
