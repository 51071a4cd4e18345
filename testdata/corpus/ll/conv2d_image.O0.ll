; ModuleID = 'conv2d_image.c'
source_filename = "conv2d_image.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.kern = internal constant [25 x i32] [i32 1, i32 2, i32 3, i32 2, i32 1, i32 2, i32 4, i32 6, i32 4, i32 2, i32 3, i32 6, i32 -40, i32 6, i32 3, i32 2, i32 4, i32 6, i32 4, i32 2, i32 1, i32 2, i32 3, i32 2, i32 1], align 16, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"min %d max %d sum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_conv(i32 noundef %0, i32 noundef %1, i8* noundef %2, i32* noundef %3, i32 noundef %4, i8* noundef %5) #0 !dbg !27 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i8*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 %1, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  store i8* %2, i8** %9, align 8
  call void @llvm.dbg.declare(metadata i8** %9, metadata !38, metadata !DIExpression()), !dbg !39
  store i32* %3, i32** %10, align 8
  call void @llvm.dbg.declare(metadata i32** %10, metadata !40, metadata !DIExpression()), !dbg !41
  store i32 %4, i32* %11, align 4
  call void @llvm.dbg.declare(metadata i32* %11, metadata !42, metadata !DIExpression()), !dbg !43
  store i8* %5, i8** %12, align 8
  call void @llvm.dbg.declare(metadata i8** %12, metadata !44, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %13, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %13, align 4, !dbg !48
  br label %20, !dbg !49

20:                                               ; preds = %98, %6
  %21 = load i32, i32* %13, align 4, !dbg !50
  %22 = load i32, i32* %7, align 4, !dbg !52
  %23 = icmp slt i32 %21, %22, !dbg !53
  br i1 %23, label %24, label %101, !dbg !54

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %14, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %14, align 4, !dbg !57
  br label %25, !dbg !58

25:                                               ; preds = %94, %24
  %26 = load i32, i32* %14, align 4, !dbg !59
  %27 = load i32, i32* %8, align 4, !dbg !61
  %28 = icmp slt i32 %26, %27, !dbg !62
  br i1 %28, label %29, label %97, !dbg !63

29:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i32* %15, metadata !64, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %15, align 4, !dbg !66
  call void @llvm.dbg.declare(metadata i32* %16, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 -2, i32* %16, align 4, !dbg !69
  br label %30, !dbg !70

30:                                               ; preds = %77, %29
  %31 = load i32, i32* %16, align 4, !dbg !71
  %32 = icmp sle i32 %31, 2, !dbg !73
  br i1 %32, label %33, label %80, !dbg !74

33:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata i32* %17, metadata !75, metadata !DIExpression()), !dbg !77
  store i32 -2, i32* %17, align 4, !dbg !77
  br label %34, !dbg !78

34:                                               ; preds = %73, %33
  %35 = load i32, i32* %17, align 4, !dbg !79
  %36 = icmp sle i32 %35, 2, !dbg !81
  br i1 %36, label %37, label %76, !dbg !82

37:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i32* %18, metadata !83, metadata !DIExpression()), !dbg !85
  %38 = load i32, i32* %13, align 4, !dbg !86
  %39 = load i32, i32* %16, align 4, !dbg !87
  %40 = add nsw i32 %38, %39, !dbg !88
  %41 = load i32, i32* %7, align 4, !dbg !89
  %42 = sub nsw i32 %41, 1, !dbg !90
  %43 = call i32 @clampi(i32 noundef %40, i32 noundef 0, i32 noundef %42), !dbg !91
  store i32 %43, i32* %18, align 4, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %19, metadata !92, metadata !DIExpression()), !dbg !93
  %44 = load i32, i32* %14, align 4, !dbg !94
  %45 = load i32, i32* %17, align 4, !dbg !95
  %46 = add nsw i32 %44, %45, !dbg !96
  %47 = load i32, i32* %8, align 4, !dbg !97
  %48 = sub nsw i32 %47, 1, !dbg !98
  %49 = call i32 @clampi(i32 noundef %46, i32 noundef 0, i32 noundef %48), !dbg !99
  store i32 %49, i32* %19, align 4, !dbg !93
  %50 = load i32*, i32** %10, align 8, !dbg !100
  %51 = load i32, i32* %16, align 4, !dbg !101
  %52 = add nsw i32 %51, 2, !dbg !102
  %53 = mul nsw i32 %52, 5, !dbg !103
  %54 = load i32, i32* %17, align 4, !dbg !104
  %55 = add nsw i32 %54, 2, !dbg !105
  %56 = add nsw i32 %53, %55, !dbg !106
  %57 = sext i32 %56 to i64, !dbg !100
  %58 = getelementptr inbounds i32, i32* %50, i64 %57, !dbg !100
  %59 = load i32, i32* %58, align 4, !dbg !100
  %60 = load i8*, i8** %9, align 8, !dbg !107
  %61 = load i32, i32* %18, align 4, !dbg !108
  %62 = load i32, i32* %8, align 4, !dbg !109
  %63 = mul nsw i32 %61, %62, !dbg !110
  %64 = load i32, i32* %19, align 4, !dbg !111
  %65 = add nsw i32 %63, %64, !dbg !112
  %66 = sext i32 %65 to i64, !dbg !107
  %67 = getelementptr inbounds i8, i8* %60, i64 %66, !dbg !107
  %68 = load i8, i8* %67, align 1, !dbg !107
  %69 = zext i8 %68 to i32, !dbg !107
  %70 = mul nsw i32 %59, %69, !dbg !113
  %71 = load i32, i32* %15, align 4, !dbg !114
  %72 = add nsw i32 %71, %70, !dbg !114
  store i32 %72, i32* %15, align 4, !dbg !114
  br label %73, !dbg !115

73:                                               ; preds = %37
  %74 = load i32, i32* %17, align 4, !dbg !116
  %75 = add nsw i32 %74, 1, !dbg !116
  store i32 %75, i32* %17, align 4, !dbg !116
  br label %34, !dbg !117, !llvm.loop !118

76:                                               ; preds = %34
  br label %77, !dbg !119

77:                                               ; preds = %76
  %78 = load i32, i32* %16, align 4, !dbg !121
  %79 = add nsw i32 %78, 1, !dbg !121
  store i32 %79, i32* %16, align 4, !dbg !121
  br label %30, !dbg !122, !llvm.loop !123

80:                                               ; preds = %30
  %81 = load i32, i32* %15, align 4, !dbg !125
  %82 = load i32, i32* %11, align 4, !dbg !126
  %83 = sdiv i32 %81, %82, !dbg !127
  %84 = call i32 @clampi(i32 noundef %83, i32 noundef 0, i32 noundef 255), !dbg !128
  %85 = trunc i32 %84 to i8, !dbg !129
  %86 = load i8*, i8** %12, align 8, !dbg !130
  %87 = load i32, i32* %13, align 4, !dbg !131
  %88 = load i32, i32* %8, align 4, !dbg !132
  %89 = mul nsw i32 %87, %88, !dbg !133
  %90 = load i32, i32* %14, align 4, !dbg !134
  %91 = add nsw i32 %89, %90, !dbg !135
  %92 = sext i32 %91 to i64, !dbg !130
  %93 = getelementptr inbounds i8, i8* %86, i64 %92, !dbg !130
  store i8 %85, i8* %93, align 1, !dbg !136
  br label %94, !dbg !137

94:                                               ; preds = %80
  %95 = load i32, i32* %14, align 4, !dbg !138
  %96 = add nsw i32 %95, 1, !dbg !138
  store i32 %96, i32* %14, align 4, !dbg !138
  br label %25, !dbg !139, !llvm.loop !140

97:                                               ; preds = %25
  br label %98, !dbg !141

98:                                               ; preds = %97
  %99 = load i32, i32* %13, align 4, !dbg !142
  %100 = add nsw i32 %99, 1, !dbg !142
  store i32 %100, i32* %13, align 4, !dbg !142
  br label %20, !dbg !143, !llvm.loop !144

101:                                              ; preds = %20
  ret void, !dbg !146
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clampi(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !147 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !150, metadata !DIExpression()), !dbg !151
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !152, metadata !DIExpression()), !dbg !153
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !154, metadata !DIExpression()), !dbg !155
  %7 = load i32, i32* %4, align 4, !dbg !156
  %8 = load i32, i32* %5, align 4, !dbg !157
  %9 = icmp slt i32 %7, %8, !dbg !158
  br i1 %9, label %10, label %12, !dbg !156

10:                                               ; preds = %3
  %11 = load i32, i32* %5, align 4, !dbg !159
  br label %22, !dbg !156

12:                                               ; preds = %3
  %13 = load i32, i32* %4, align 4, !dbg !160
  %14 = load i32, i32* %6, align 4, !dbg !161
  %15 = icmp sgt i32 %13, %14, !dbg !162
  br i1 %15, label %16, label %18, !dbg !160

16:                                               ; preds = %12
  %17 = load i32, i32* %6, align 4, !dbg !163
  br label %20, !dbg !160

18:                                               ; preds = %12
  %19 = load i32, i32* %4, align 4, !dbg !164
  br label %20, !dbg !160

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !160
  br label %22, !dbg !156

22:                                               ; preds = %20, %10
  %23 = phi i32 [ %11, %10 ], [ %21, %20 ], !dbg !156
  ret i32 %23, !dbg !165
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !166, metadata !DIExpression()), !dbg !167
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !168, metadata !DIExpression()), !dbg !169
  call void @llvm.dbg.declare(metadata i32* %6, metadata !170, metadata !DIExpression()), !dbg !171
  %15 = load i32, i32* %4, align 4, !dbg !172
  %16 = icmp sgt i32 %15, 1, !dbg !173
  br i1 %16, label %17, label %22, !dbg !172

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !174
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !174
  %20 = load i8*, i8** %19, align 8, !dbg !174
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !175
  br label %23, !dbg !172

22:                                               ; preds = %2
  br label %23, !dbg !172

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 64, %22 ], !dbg !172
  store i32 %24, i32* %6, align 4, !dbg !171
  call void @llvm.dbg.declare(metadata i32* %7, metadata !176, metadata !DIExpression()), !dbg !177
  %25 = load i32, i32* %4, align 4, !dbg !178
  %26 = icmp sgt i32 %25, 2, !dbg !179
  br i1 %26, label %27, label %32, !dbg !178

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !180
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !180
  %30 = load i8*, i8** %29, align 8, !dbg !180
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !181
  br label %33, !dbg !178

32:                                               ; preds = %23
  br label %33, !dbg !178

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 96, %32 ], !dbg !178
  store i32 %34, i32* %7, align 4, !dbg !177
  call void @llvm.dbg.declare(metadata i8** %8, metadata !182, metadata !DIExpression()), !dbg !183
  %35 = load i32, i32* %6, align 4, !dbg !184
  %36 = load i32, i32* %7, align 4, !dbg !185
  %37 = mul nsw i32 %35, %36, !dbg !186
  %38 = sext i32 %37 to i64, !dbg !184
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !187
  store i8* %39, i8** %8, align 8, !dbg !183
  call void @llvm.dbg.declare(metadata i8** %9, metadata !188, metadata !DIExpression()), !dbg !189
  %40 = load i32, i32* %6, align 4, !dbg !190
  %41 = load i32, i32* %7, align 4, !dbg !191
  %42 = mul nsw i32 %40, %41, !dbg !192
  %43 = sext i32 %42 to i64, !dbg !190
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !193
  store i8* %44, i8** %9, align 8, !dbg !189
  call void @llvm.dbg.declare(metadata i32* %10, metadata !194, metadata !DIExpression()), !dbg !196
  store i32 0, i32* %10, align 4, !dbg !196
  br label %45, !dbg !197

45:                                               ; preds = %62, %33
  %46 = load i32, i32* %10, align 4, !dbg !198
  %47 = load i32, i32* %6, align 4, !dbg !200
  %48 = load i32, i32* %7, align 4, !dbg !201
  %49 = mul nsw i32 %47, %48, !dbg !202
  %50 = icmp slt i32 %46, %49, !dbg !203
  br i1 %50, label %51, label %65, !dbg !204

51:                                               ; preds = %45
  %52 = load i32, i32* %10, align 4, !dbg !205
  %53 = mul nsw i32 %52, 7, !dbg !206
  %54 = load i32, i32* %10, align 4, !dbg !207
  %55 = ashr i32 %54, 5, !dbg !208
  %56 = xor i32 %53, %55, !dbg !209
  %57 = trunc i32 %56 to i8, !dbg !210
  %58 = load i8*, i8** %8, align 8, !dbg !211
  %59 = load i32, i32* %10, align 4, !dbg !212
  %60 = sext i32 %59 to i64, !dbg !211
  %61 = getelementptr inbounds i8, i8* %58, i64 %60, !dbg !211
  store i8 %57, i8* %61, align 1, !dbg !213
  br label %62, !dbg !211

62:                                               ; preds = %51
  %63 = load i32, i32* %10, align 4, !dbg !214
  %64 = add nsw i32 %63, 1, !dbg !214
  store i32 %64, i32* %10, align 4, !dbg !214
  br label %45, !dbg !215, !llvm.loop !216

65:                                               ; preds = %45
  %66 = load i32, i32* %6, align 4, !dbg !218
  %67 = load i32, i32* %7, align 4, !dbg !219
  %68 = load i8*, i8** %8, align 8, !dbg !220
  %69 = load i8*, i8** %9, align 8, !dbg !221
  call void @kernel_conv(i32 noundef %66, i32 noundef %67, i8* noundef %68, i32* noundef getelementptr inbounds ([25 x i32], [25 x i32]* @main.kern, i64 0, i64 0), i32 noundef 4, i8* noundef %69), !dbg !222
  call void @llvm.dbg.declare(metadata i32* %11, metadata !223, metadata !DIExpression()), !dbg !224
  store i32 255, i32* %11, align 4, !dbg !224
  call void @llvm.dbg.declare(metadata i32* %12, metadata !225, metadata !DIExpression()), !dbg !226
  store i32 0, i32* %12, align 4, !dbg !226
  call void @llvm.dbg.declare(metadata i64* %13, metadata !227, metadata !DIExpression()), !dbg !229
  store i64 0, i64* %13, align 8, !dbg !229
  call void @llvm.dbg.declare(metadata i32* %14, metadata !230, metadata !DIExpression()), !dbg !232
  store i32 0, i32* %14, align 4, !dbg !232
  br label %70, !dbg !233

70:                                               ; preds = %117, %65
  %71 = load i32, i32* %14, align 4, !dbg !234
  %72 = load i32, i32* %6, align 4, !dbg !236
  %73 = load i32, i32* %7, align 4, !dbg !237
  %74 = mul nsw i32 %72, %73, !dbg !238
  %75 = icmp slt i32 %71, %74, !dbg !239
  br i1 %75, label %76, label %120, !dbg !240

76:                                               ; preds = %70
  %77 = load i8*, i8** %9, align 8, !dbg !241
  %78 = load i32, i32* %14, align 4, !dbg !244
  %79 = sext i32 %78 to i64, !dbg !241
  %80 = getelementptr inbounds i8, i8* %77, i64 %79, !dbg !241
  %81 = load i8, i8* %80, align 1, !dbg !241
  %82 = zext i8 %81 to i32, !dbg !241
  %83 = load i32, i32* %11, align 4, !dbg !245
  %84 = icmp slt i32 %82, %83, !dbg !246
  br i1 %84, label %85, label %92, !dbg !247

85:                                               ; preds = %76
  %86 = load i8*, i8** %9, align 8, !dbg !248
  %87 = load i32, i32* %14, align 4, !dbg !249
  %88 = sext i32 %87 to i64, !dbg !248
  %89 = getelementptr inbounds i8, i8* %86, i64 %88, !dbg !248
  %90 = load i8, i8* %89, align 1, !dbg !248
  %91 = zext i8 %90 to i32, !dbg !248
  store i32 %91, i32* %11, align 4, !dbg !250
  br label %92, !dbg !251

92:                                               ; preds = %85, %76
  %93 = load i8*, i8** %9, align 8, !dbg !252
  %94 = load i32, i32* %14, align 4, !dbg !254
  %95 = sext i32 %94 to i64, !dbg !252
  %96 = getelementptr inbounds i8, i8* %93, i64 %95, !dbg !252
  %97 = load i8, i8* %96, align 1, !dbg !252
  %98 = zext i8 %97 to i32, !dbg !252
  %99 = load i32, i32* %12, align 4, !dbg !255
  %100 = icmp sgt i32 %98, %99, !dbg !256
  br i1 %100, label %101, label %108, !dbg !257

101:                                              ; preds = %92
  %102 = load i8*, i8** %9, align 8, !dbg !258
  %103 = load i32, i32* %14, align 4, !dbg !259
  %104 = sext i32 %103 to i64, !dbg !258
  %105 = getelementptr inbounds i8, i8* %102, i64 %104, !dbg !258
  %106 = load i8, i8* %105, align 1, !dbg !258
  %107 = zext i8 %106 to i32, !dbg !258
  store i32 %107, i32* %12, align 4, !dbg !260
  br label %108, !dbg !261

108:                                              ; preds = %101, %92
  %109 = load i8*, i8** %9, align 8, !dbg !262
  %110 = load i32, i32* %14, align 4, !dbg !263
  %111 = sext i32 %110 to i64, !dbg !262
  %112 = getelementptr inbounds i8, i8* %109, i64 %111, !dbg !262
  %113 = load i8, i8* %112, align 1, !dbg !262
  %114 = zext i8 %113 to i64, !dbg !262
  %115 = load i64, i64* %13, align 8, !dbg !264
  %116 = add nsw i64 %115, %114, !dbg !264
  store i64 %116, i64* %13, align 8, !dbg !264
  br label %117, !dbg !265

117:                                              ; preds = %108
  %118 = load i32, i32* %14, align 4, !dbg !266
  %119 = add nsw i32 %118, 1, !dbg !266
  store i32 %119, i32* %14, align 4, !dbg !266
  br label %70, !dbg !267, !llvm.loop !268

120:                                              ; preds = %70
  %121 = load i32, i32* %11, align 4, !dbg !270
  %122 = load i32, i32* %12, align 4, !dbg !271
  %123 = load i64, i64* %13, align 8, !dbg !272
  %124 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %121, i32 noundef %122, i64 noundef %123), !dbg !273
  %125 = load i8*, i8** %8, align 8, !dbg !274
  call void @free(i8* noundef %125) #6, !dbg !275
  %126 = load i8*, i8** %9, align 8, !dbg !276
  call void @free(i8* noundef %126) #6, !dbg !277
  ret i32 0, !dbg !278
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

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "kern", scope: !2, file: !3, line: 30, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !4, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !14)
!3 = !DIFile(filename: "conv2d_image.c", directory: ".", checksumkind: CSK_MD5, checksum: "2d9cb223764b293a9a5ff05d6e95146e")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !13, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12}
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!0}
!14 = !{}
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 800, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!17 = !{!18}
!18 = !DISubrange(count: 25)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_conv", scope: !3, file: !3, line: 9, type: !28, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !14)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !6, !6, !30, !32, !6, !33}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!34 = !DILocalVariable(name: "h", arg: 1, scope: !27, file: !3, line: 9, type: !6)
!35 = !DILocation(line: 9, column: 22, scope: !27)
!36 = !DILocalVariable(name: "w", arg: 2, scope: !27, file: !3, line: 9, type: !6)
!37 = !DILocation(line: 9, column: 29, scope: !27)
!38 = !DILocalVariable(name: "in", arg: 3, scope: !27, file: !3, line: 9, type: !30)
!39 = !DILocation(line: 9, column: 53, scope: !27)
!40 = !DILocalVariable(name: "kern", arg: 4, scope: !27, file: !3, line: 9, type: !32)
!41 = !DILocation(line: 9, column: 68, scope: !27)
!42 = !DILocalVariable(name: "kdiv", arg: 5, scope: !27, file: !3, line: 10, type: !6)
!43 = !DILocation(line: 10, column: 22, scope: !27)
!44 = !DILocalVariable(name: "out", arg: 6, scope: !27, file: !3, line: 10, type: !33)
!45 = !DILocation(line: 10, column: 43, scope: !27)
!46 = !DILocalVariable(name: "y", scope: !47, file: !3, line: 12, type: !6)
!47 = distinct !DILexicalBlock(scope: !27, file: !3, line: 12, column: 3)
!48 = !DILocation(line: 12, column: 12, scope: !47)
!49 = !DILocation(line: 12, column: 8, scope: !47)
!50 = !DILocation(line: 12, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 12, column: 3)
!52 = !DILocation(line: 12, column: 23, scope: !51)
!53 = !DILocation(line: 12, column: 21, scope: !51)
!54 = !DILocation(line: 12, column: 3, scope: !47)
!55 = !DILocalVariable(name: "x", scope: !56, file: !3, line: 13, type: !6)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 13, column: 5)
!57 = !DILocation(line: 13, column: 14, scope: !56)
!58 = !DILocation(line: 13, column: 10, scope: !56)
!59 = !DILocation(line: 13, column: 21, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !3, line: 13, column: 5)
!61 = !DILocation(line: 13, column: 25, scope: !60)
!62 = !DILocation(line: 13, column: 23, scope: !60)
!63 = !DILocation(line: 13, column: 5, scope: !56)
!64 = !DILocalVariable(name: "acc", scope: !65, file: !3, line: 14, type: !6)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 13, column: 33)
!66 = !DILocation(line: 14, column: 11, scope: !65)
!67 = !DILocalVariable(name: "ky", scope: !68, file: !3, line: 15, type: !6)
!68 = distinct !DILexicalBlock(scope: !65, file: !3, line: 15, column: 7)
!69 = !DILocation(line: 15, column: 16, scope: !68)
!70 = !DILocation(line: 15, column: 12, scope: !68)
!71 = !DILocation(line: 15, column: 25, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 15, column: 7)
!73 = !DILocation(line: 15, column: 28, scope: !72)
!74 = !DILocation(line: 15, column: 7, scope: !68)
!75 = !DILocalVariable(name: "kx", scope: !76, file: !3, line: 16, type: !6)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 16, column: 9)
!77 = !DILocation(line: 16, column: 18, scope: !76)
!78 = !DILocation(line: 16, column: 14, scope: !76)
!79 = !DILocation(line: 16, column: 27, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 16, column: 9)
!81 = !DILocation(line: 16, column: 30, scope: !80)
!82 = !DILocation(line: 16, column: 9, scope: !76)
!83 = !DILocalVariable(name: "yy", scope: !84, file: !3, line: 17, type: !6)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 16, column: 42)
!85 = !DILocation(line: 17, column: 15, scope: !84)
!86 = !DILocation(line: 17, column: 27, scope: !84)
!87 = !DILocation(line: 17, column: 31, scope: !84)
!88 = !DILocation(line: 17, column: 29, scope: !84)
!89 = !DILocation(line: 17, column: 38, scope: !84)
!90 = !DILocation(line: 17, column: 40, scope: !84)
!91 = !DILocation(line: 17, column: 20, scope: !84)
!92 = !DILocalVariable(name: "xx", scope: !84, file: !3, line: 17, type: !6)
!93 = !DILocation(line: 17, column: 46, scope: !84)
!94 = !DILocation(line: 17, column: 58, scope: !84)
!95 = !DILocation(line: 17, column: 62, scope: !84)
!96 = !DILocation(line: 17, column: 60, scope: !84)
!97 = !DILocation(line: 17, column: 69, scope: !84)
!98 = !DILocation(line: 17, column: 71, scope: !84)
!99 = !DILocation(line: 17, column: 51, scope: !84)
!100 = !DILocation(line: 18, column: 18, scope: !84)
!101 = !DILocation(line: 18, column: 24, scope: !84)
!102 = !DILocation(line: 18, column: 27, scope: !84)
!103 = !DILocation(line: 18, column: 32, scope: !84)
!104 = !DILocation(line: 18, column: 39, scope: !84)
!105 = !DILocation(line: 18, column: 42, scope: !84)
!106 = !DILocation(line: 18, column: 36, scope: !84)
!107 = !DILocation(line: 18, column: 50, scope: !84)
!108 = !DILocation(line: 18, column: 53, scope: !84)
!109 = !DILocation(line: 18, column: 58, scope: !84)
!110 = !DILocation(line: 18, column: 56, scope: !84)
!111 = !DILocation(line: 18, column: 62, scope: !84)
!112 = !DILocation(line: 18, column: 60, scope: !84)
!113 = !DILocation(line: 18, column: 48, scope: !84)
!114 = !DILocation(line: 18, column: 15, scope: !84)
!115 = !DILocation(line: 19, column: 9, scope: !84)
!116 = !DILocation(line: 16, column: 38, scope: !80)
!117 = !DILocation(line: 16, column: 9, scope: !80)
!118 = distinct !{!118, !82, !119, !120}
!119 = !DILocation(line: 19, column: 9, scope: !76)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 15, column: 36, scope: !72)
!122 = !DILocation(line: 15, column: 7, scope: !72)
!123 = distinct !{!123, !74, !124, !120}
!124 = !DILocation(line: 19, column: 9, scope: !68)
!125 = !DILocation(line: 20, column: 46, scope: !65)
!126 = !DILocation(line: 20, column: 52, scope: !65)
!127 = !DILocation(line: 20, column: 50, scope: !65)
!128 = !DILocation(line: 20, column: 39, scope: !65)
!129 = !DILocation(line: 20, column: 24, scope: !65)
!130 = !DILocation(line: 20, column: 7, scope: !65)
!131 = !DILocation(line: 20, column: 11, scope: !65)
!132 = !DILocation(line: 20, column: 15, scope: !65)
!133 = !DILocation(line: 20, column: 13, scope: !65)
!134 = !DILocation(line: 20, column: 19, scope: !65)
!135 = !DILocation(line: 20, column: 17, scope: !65)
!136 = !DILocation(line: 20, column: 22, scope: !65)
!137 = !DILocation(line: 21, column: 5, scope: !65)
!138 = !DILocation(line: 13, column: 29, scope: !60)
!139 = !DILocation(line: 13, column: 5, scope: !60)
!140 = distinct !{!140, !63, !141, !120}
!141 = !DILocation(line: 21, column: 5, scope: !56)
!142 = !DILocation(line: 12, column: 27, scope: !51)
!143 = !DILocation(line: 12, column: 3, scope: !51)
!144 = distinct !{!144, !54, !145, !120}
!145 = !DILocation(line: 21, column: 5, scope: !47)
!146 = !DILocation(line: 22, column: 1, scope: !27)
!147 = distinct !DISubprogram(name: "clampi", scope: !3, file: !3, line: 7, type: !148, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !14)
!148 = !DISubroutineType(types: !149)
!149 = !{!6, !6, !6, !6}
!150 = !DILocalVariable(name: "v", arg: 1, scope: !147, file: !3, line: 7, type: !6)
!151 = !DILocation(line: 7, column: 30, scope: !147)
!152 = !DILocalVariable(name: "lo", arg: 2, scope: !147, file: !3, line: 7, type: !6)
!153 = !DILocation(line: 7, column: 37, scope: !147)
!154 = !DILocalVariable(name: "hi", arg: 3, scope: !147, file: !3, line: 7, type: !6)
!155 = !DILocation(line: 7, column: 45, scope: !147)
!156 = !DILocation(line: 7, column: 58, scope: !147)
!157 = !DILocation(line: 7, column: 62, scope: !147)
!158 = !DILocation(line: 7, column: 60, scope: !147)
!159 = !DILocation(line: 7, column: 67, scope: !147)
!160 = !DILocation(line: 7, column: 73, scope: !147)
!161 = !DILocation(line: 7, column: 77, scope: !147)
!162 = !DILocation(line: 7, column: 75, scope: !147)
!163 = !DILocation(line: 7, column: 82, scope: !147)
!164 = !DILocation(line: 7, column: 87, scope: !147)
!165 = !DILocation(line: 7, column: 51, scope: !147)
!166 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 24, type: !6)
!167 = !DILocation(line: 24, column: 14, scope: !2)
!168 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 24, type: !7)
!169 = !DILocation(line: 24, column: 27, scope: !2)
!170 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 26, type: !6)
!171 = !DILocation(line: 26, column: 7, scope: !2)
!172 = !DILocation(line: 26, column: 11, scope: !2)
!173 = !DILocation(line: 26, column: 16, scope: !2)
!174 = !DILocation(line: 26, column: 27, scope: !2)
!175 = !DILocation(line: 26, column: 22, scope: !2)
!176 = !DILocalVariable(name: "w", scope: !2, file: !3, line: 27, type: !6)
!177 = !DILocation(line: 27, column: 7, scope: !2)
!178 = !DILocation(line: 27, column: 11, scope: !2)
!179 = !DILocation(line: 27, column: 16, scope: !2)
!180 = !DILocation(line: 27, column: 27, scope: !2)
!181 = !DILocation(line: 27, column: 22, scope: !2)
!182 = !DILocalVariable(name: "in", scope: !2, file: !3, line: 28, type: !33)
!183 = !DILocation(line: 28, column: 18, scope: !2)
!184 = !DILocation(line: 28, column: 30, scope: !2)
!185 = !DILocation(line: 28, column: 34, scope: !2)
!186 = !DILocation(line: 28, column: 32, scope: !2)
!187 = !DILocation(line: 28, column: 23, scope: !2)
!188 = !DILocalVariable(name: "out", scope: !2, file: !3, line: 29, type: !33)
!189 = !DILocation(line: 29, column: 18, scope: !2)
!190 = !DILocation(line: 29, column: 31, scope: !2)
!191 = !DILocation(line: 29, column: 35, scope: !2)
!192 = !DILocation(line: 29, column: 33, scope: !2)
!193 = !DILocation(line: 29, column: 24, scope: !2)
!194 = !DILocalVariable(name: "i", scope: !195, file: !3, line: 32, type: !6)
!195 = distinct !DILexicalBlock(scope: !2, file: !3, line: 32, column: 3)
!196 = !DILocation(line: 32, column: 12, scope: !195)
!197 = !DILocation(line: 32, column: 8, scope: !195)
!198 = !DILocation(line: 32, column: 19, scope: !199)
!199 = distinct !DILexicalBlock(scope: !195, file: !3, line: 32, column: 3)
!200 = !DILocation(line: 32, column: 23, scope: !199)
!201 = !DILocation(line: 32, column: 27, scope: !199)
!202 = !DILocation(line: 32, column: 25, scope: !199)
!203 = !DILocation(line: 32, column: 21, scope: !199)
!204 = !DILocation(line: 32, column: 3, scope: !195)
!205 = !DILocation(line: 33, column: 30, scope: !199)
!206 = !DILocation(line: 33, column: 32, scope: !199)
!207 = !DILocation(line: 33, column: 40, scope: !199)
!208 = !DILocation(line: 33, column: 42, scope: !199)
!209 = !DILocation(line: 33, column: 37, scope: !199)
!210 = !DILocation(line: 33, column: 13, scope: !199)
!211 = !DILocation(line: 33, column: 5, scope: !199)
!212 = !DILocation(line: 33, column: 8, scope: !199)
!213 = !DILocation(line: 33, column: 11, scope: !199)
!214 = !DILocation(line: 32, column: 31, scope: !199)
!215 = !DILocation(line: 32, column: 3, scope: !199)
!216 = distinct !{!216, !204, !217, !120}
!217 = !DILocation(line: 33, column: 47, scope: !195)
!218 = !DILocation(line: 34, column: 15, scope: !2)
!219 = !DILocation(line: 34, column: 18, scope: !2)
!220 = !DILocation(line: 34, column: 21, scope: !2)
!221 = !DILocation(line: 34, column: 34, scope: !2)
!222 = !DILocation(line: 34, column: 3, scope: !2)
!223 = !DILocalVariable(name: "lo", scope: !2, file: !3, line: 35, type: !6)
!224 = !DILocation(line: 35, column: 7, scope: !2)
!225 = !DILocalVariable(name: "hi", scope: !2, file: !3, line: 35, type: !6)
!226 = !DILocation(line: 35, column: 17, scope: !2)
!227 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 36, type: !228)
!228 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!229 = !DILocation(line: 36, column: 8, scope: !2)
!230 = !DILocalVariable(name: "i", scope: !231, file: !3, line: 37, type: !6)
!231 = distinct !DILexicalBlock(scope: !2, file: !3, line: 37, column: 3)
!232 = !DILocation(line: 37, column: 12, scope: !231)
!233 = !DILocation(line: 37, column: 8, scope: !231)
!234 = !DILocation(line: 37, column: 19, scope: !235)
!235 = distinct !DILexicalBlock(scope: !231, file: !3, line: 37, column: 3)
!236 = !DILocation(line: 37, column: 23, scope: !235)
!237 = !DILocation(line: 37, column: 27, scope: !235)
!238 = !DILocation(line: 37, column: 25, scope: !235)
!239 = !DILocation(line: 37, column: 21, scope: !235)
!240 = !DILocation(line: 37, column: 3, scope: !231)
!241 = !DILocation(line: 38, column: 9, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 38, column: 9)
!243 = distinct !DILexicalBlock(scope: !235, file: !3, line: 37, column: 35)
!244 = !DILocation(line: 38, column: 13, scope: !242)
!245 = !DILocation(line: 38, column: 18, scope: !242)
!246 = !DILocation(line: 38, column: 16, scope: !242)
!247 = !DILocation(line: 38, column: 9, scope: !243)
!248 = !DILocation(line: 39, column: 12, scope: !242)
!249 = !DILocation(line: 39, column: 16, scope: !242)
!250 = !DILocation(line: 39, column: 10, scope: !242)
!251 = !DILocation(line: 39, column: 7, scope: !242)
!252 = !DILocation(line: 40, column: 9, scope: !253)
!253 = distinct !DILexicalBlock(scope: !243, file: !3, line: 40, column: 9)
!254 = !DILocation(line: 40, column: 13, scope: !253)
!255 = !DILocation(line: 40, column: 18, scope: !253)
!256 = !DILocation(line: 40, column: 16, scope: !253)
!257 = !DILocation(line: 40, column: 9, scope: !243)
!258 = !DILocation(line: 41, column: 12, scope: !253)
!259 = !DILocation(line: 41, column: 16, scope: !253)
!260 = !DILocation(line: 41, column: 10, scope: !253)
!261 = !DILocation(line: 41, column: 7, scope: !253)
!262 = !DILocation(line: 42, column: 12, scope: !243)
!263 = !DILocation(line: 42, column: 16, scope: !243)
!264 = !DILocation(line: 42, column: 9, scope: !243)
!265 = !DILocation(line: 43, column: 3, scope: !243)
!266 = !DILocation(line: 37, column: 31, scope: !235)
!267 = !DILocation(line: 37, column: 3, scope: !235)
!268 = distinct !{!268, !240, !269, !120}
!269 = !DILocation(line: 43, column: 3, scope: !231)
!270 = !DILocation(line: 44, column: 37, scope: !2)
!271 = !DILocation(line: 44, column: 41, scope: !2)
!272 = !DILocation(line: 44, column: 45, scope: !2)
!273 = !DILocation(line: 44, column: 3, scope: !2)
!274 = !DILocation(line: 45, column: 8, scope: !2)
!275 = !DILocation(line: 45, column: 3, scope: !2)
!276 = !DILocation(line: 46, column: 8, scope: !2)
!277 = !DILocation(line: 46, column: 3, scope: !2)
!278 = !DILocation(line: 47, column: 3, scope: !2)
