; ModuleID = 'wordcount.c'
source_filename = "wordcount.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"the\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"RAIN\00", align 1
@.str.2 = private unnamed_addr constant [47 x i8] c"words %d lines %d longest %d at %ld %ld h %ld\0A\00", align 1
@generate.alphabet = internal constant [19 x i8] c"etaoinshrdlucmfwyp\00", align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_count(i8* noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3) #0 !dbg !45 {
  %5 = alloca i8*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8*, align 8
  %13 = alloca i8, align 1
  store i8* %0, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !50, metadata !DIExpression()), !dbg !51
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !52, metadata !DIExpression()), !dbg !53
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !54, metadata !DIExpression()), !dbg !55
  store i32* %3, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !56, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.declare(metadata i32* %9, metadata !58, metadata !DIExpression()), !dbg !59
  store i32 0, i32* %9, align 4, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %10, metadata !60, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %10, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %11, metadata !62, metadata !DIExpression()), !dbg !63
  store i32 0, i32* %11, align 4, !dbg !63
  call void @llvm.dbg.declare(metadata i8** %12, metadata !64, metadata !DIExpression()), !dbg !65
  %14 = load i8*, i8** %5, align 8, !dbg !66
  store i8* %14, i8** %12, align 8, !dbg !65
  br label %15, !dbg !67

15:                                               ; preds = %75, %4
  %16 = load i8*, i8** %12, align 8, !dbg !68
  %17 = load i8, i8* %16, align 1, !dbg !69
  %18 = icmp ne i8 %17, 0, !dbg !67
  br i1 %18, label %19, label %76, !dbg !67

19:                                               ; preds = %15
  call void @llvm.dbg.declare(metadata i8* %13, metadata !70, metadata !DIExpression()), !dbg !72
  %20 = load i8*, i8** %12, align 8, !dbg !73
  %21 = getelementptr inbounds i8, i8* %20, i32 1, !dbg !73
  store i8* %21, i8** %12, align 8, !dbg !73
  %22 = load i8, i8* %20, align 1, !dbg !74
  store i8 %22, i8* %13, align 1, !dbg !72
  %23 = load i8, i8* %13, align 1, !dbg !75
  %24 = sext i8 %23 to i32, !dbg !75
  %25 = icmp eq i32 %24, 10, !dbg !77
  br i1 %25, label %26, label %30, !dbg !78

26:                                               ; preds = %19
  %27 = load i32*, i32** %7, align 8, !dbg !79
  %28 = load i32, i32* %27, align 4, !dbg !80
  %29 = add nsw i32 %28, 1, !dbg !80
  store i32 %29, i32* %27, align 4, !dbg !80
  br label %30, !dbg !81

30:                                               ; preds = %26, %19
  %31 = call i16** @__ctype_b_loc() #7, !dbg !82
  %32 = load i16*, i16** %31, align 8, !dbg !82
  %33 = load i8, i8* %13, align 1, !dbg !82
  %34 = zext i8 %33 to i32, !dbg !82
  %35 = sext i32 %34 to i64, !dbg !82
  %36 = getelementptr inbounds i16, i16* %32, i64 %35, !dbg !82
  %37 = load i16, i16* %36, align 2, !dbg !82
  %38 = zext i16 %37 to i32, !dbg !82
  %39 = and i32 %38, 1024, !dbg !82
  %40 = icmp ne i32 %39, 0, !dbg !82
  br i1 %40, label %41, label %50, !dbg !84

41:                                               ; preds = %30
  %42 = load i32, i32* %10, align 4, !dbg !85
  %43 = icmp ne i32 %42, 0, !dbg !85
  br i1 %43, label %47, label %44, !dbg !88

44:                                               ; preds = %41
  store i32 1, i32* %10, align 4, !dbg !89
  %45 = load i32, i32* %9, align 4, !dbg !91
  %46 = add nsw i32 %45, 1, !dbg !91
  store i32 %46, i32* %9, align 4, !dbg !91
  store i32 0, i32* %11, align 4, !dbg !92
  br label %47, !dbg !93

47:                                               ; preds = %44, %41
  %48 = load i32, i32* %11, align 4, !dbg !94
  %49 = add nsw i32 %48, 1, !dbg !94
  store i32 %49, i32* %11, align 4, !dbg !94
  br label %75, !dbg !95

50:                                               ; preds = %30
  %51 = load i32, i32* %10, align 4, !dbg !96
  %52 = icmp ne i32 %51, 0, !dbg !96
  br i1 %52, label %53, label %74, !dbg !98

53:                                               ; preds = %50
  store i32 0, i32* %10, align 4, !dbg !99
  %54 = load i32*, i32** %6, align 8, !dbg !101
  %55 = load i32, i32* %11, align 4, !dbg !102
  %56 = icmp slt i32 %55, 15, !dbg !103
  br i1 %56, label %57, label %59, !dbg !102

57:                                               ; preds = %53
  %58 = load i32, i32* %11, align 4, !dbg !104
  br label %60, !dbg !102

59:                                               ; preds = %53
  br label %60, !dbg !102

60:                                               ; preds = %59, %57
  %61 = phi i32 [ %58, %57 ], [ 15, %59 ], !dbg !102
  %62 = sext i32 %61 to i64, !dbg !101
  %63 = getelementptr inbounds i32, i32* %54, i64 %62, !dbg !101
  %64 = load i32, i32* %63, align 4, !dbg !105
  %65 = add nsw i32 %64, 1, !dbg !105
  store i32 %65, i32* %63, align 4, !dbg !105
  %66 = load i32, i32* %11, align 4, !dbg !106
  %67 = load i32*, i32** %8, align 8, !dbg !108
  %68 = load i32, i32* %67, align 4, !dbg !109
  %69 = icmp sgt i32 %66, %68, !dbg !110
  br i1 %69, label %70, label %73, !dbg !111

70:                                               ; preds = %60
  %71 = load i32, i32* %11, align 4, !dbg !112
  %72 = load i32*, i32** %8, align 8, !dbg !113
  store i32 %71, i32* %72, align 4, !dbg !114
  br label %73, !dbg !115

73:                                               ; preds = %70, %60
  br label %74, !dbg !116

74:                                               ; preds = %73, %50
  br label %75

75:                                               ; preds = %74, %47
  br label %15, !dbg !67, !llvm.loop !117

76:                                               ; preds = %15
  %77 = load i32, i32* %10, align 4, !dbg !120
  %78 = icmp ne i32 %77, 0, !dbg !120
  br i1 %78, label %79, label %92, !dbg !122

79:                                               ; preds = %76
  %80 = load i32*, i32** %6, align 8, !dbg !123
  %81 = load i32, i32* %11, align 4, !dbg !124
  %82 = icmp slt i32 %81, 15, !dbg !125
  br i1 %82, label %83, label %85, !dbg !124

83:                                               ; preds = %79
  %84 = load i32, i32* %11, align 4, !dbg !126
  br label %86, !dbg !124

85:                                               ; preds = %79
  br label %86, !dbg !124

86:                                               ; preds = %85, %83
  %87 = phi i32 [ %84, %83 ], [ 15, %85 ], !dbg !124
  %88 = sext i32 %87 to i64, !dbg !123
  %89 = getelementptr inbounds i32, i32* %80, i64 %88, !dbg !123
  %90 = load i32, i32* %89, align 4, !dbg !127
  %91 = add nsw i32 %90, 1, !dbg !127
  store i32 %91, i32* %89, align 4, !dbg !127
  br label %92, !dbg !123

92:                                               ; preds = %86, %76
  %93 = load i32, i32* %9, align 4, !dbg !128
  ret i32 %93, !dbg !129
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readnone willreturn
declare i16** @__ctype_b_loc() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !130 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca [16 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i8*, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !134, metadata !DIExpression()), !dbg !135
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !136, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.declare(metadata i32* %6, metadata !138, metadata !DIExpression()), !dbg !139
  %17 = load i32, i32* %4, align 4, !dbg !140
  %18 = icmp sgt i32 %17, 1, !dbg !141
  br i1 %18, label %19, label %24, !dbg !140

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !142
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !142
  %22 = load i8*, i8** %21, align 8, !dbg !142
  %23 = call i32 @atoi(i8* noundef %22) #8, !dbg !143
  br label %25, !dbg !140

24:                                               ; preds = %2
  br label %25, !dbg !140

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 60000, %24 ], !dbg !140
  store i32 %26, i32* %6, align 4, !dbg !139
  call void @llvm.dbg.declare(metadata i8** %7, metadata !144, metadata !DIExpression()), !dbg !145
  %27 = load i32, i32* %6, align 4, !dbg !146
  %28 = call i8* @generate(i32 noundef %27), !dbg !147
  store i8* %28, i8** %7, align 8, !dbg !145
  call void @llvm.dbg.declare(metadata [16 x i32]* %8, metadata !148, metadata !DIExpression()), !dbg !152
  %29 = bitcast [16 x i32]* %8 to i8*, !dbg !152
  call void @llvm.memset.p0i8.i64(i8* align 16 %29, i8 0, i64 64, i1 false), !dbg !152
  call void @llvm.dbg.declare(metadata i32* %9, metadata !153, metadata !DIExpression()), !dbg !154
  store i32 0, i32* %9, align 4, !dbg !154
  call void @llvm.dbg.declare(metadata i32* %10, metadata !155, metadata !DIExpression()), !dbg !156
  store i32 0, i32* %10, align 4, !dbg !156
  call void @llvm.dbg.declare(metadata i32* %11, metadata !157, metadata !DIExpression()), !dbg !158
  %30 = load i8*, i8** %7, align 8, !dbg !159
  %31 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 0, !dbg !160
  %32 = call i32 @kernel_count(i8* noundef %30, i32* noundef %31, i32* noundef %9, i32* noundef %10), !dbg !161
  store i32 %32, i32* %11, align 4, !dbg !158
  call void @llvm.dbg.declare(metadata i64* %12, metadata !162, metadata !DIExpression()), !dbg !163
  %33 = load i8*, i8** %7, align 8, !dbg !164
  %34 = call i64 @find(i8* noundef %33, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0)), !dbg !165
  store i64 %34, i64* %12, align 8, !dbg !163
  call void @llvm.dbg.declare(metadata i8** %13, metadata !166, metadata !DIExpression()), !dbg !168
  %35 = load i8*, i8** %7, align 8, !dbg !169
  store i8* %35, i8** %13, align 8, !dbg !168
  br label %36, !dbg !170

36:                                               ; preds = %47, %25
  %37 = load i8*, i8** %13, align 8, !dbg !171
  %38 = load i8, i8* %37, align 1, !dbg !173
  %39 = icmp ne i8 %38, 0, !dbg !174
  br i1 %39, label %40, label %50, !dbg !174

40:                                               ; preds = %36
  %41 = load i8*, i8** %13, align 8, !dbg !175
  %42 = load i8, i8* %41, align 1, !dbg !176
  %43 = zext i8 %42 to i32, !dbg !177
  %44 = call i32 @toupper(i32 noundef %43) #8, !dbg !178
  %45 = trunc i32 %44 to i8, !dbg !179
  %46 = load i8*, i8** %13, align 8, !dbg !180
  store i8 %45, i8* %46, align 1, !dbg !181
  br label %47, !dbg !182

47:                                               ; preds = %40
  %48 = load i8*, i8** %13, align 8, !dbg !183
  %49 = getelementptr inbounds i8, i8* %48, i32 1, !dbg !183
  store i8* %49, i8** %13, align 8, !dbg !183
  br label %36, !dbg !184, !llvm.loop !185

50:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i64* %14, metadata !187, metadata !DIExpression()), !dbg !188
  %51 = load i8*, i8** %7, align 8, !dbg !189
  %52 = call i64 @find(i8* noundef %51, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)), !dbg !190
  store i64 %52, i64* %14, align 8, !dbg !188
  call void @llvm.dbg.declare(metadata i64* %15, metadata !191, metadata !DIExpression()), !dbg !192
  store i64 0, i64* %15, align 8, !dbg !192
  call void @llvm.dbg.declare(metadata i32* %16, metadata !193, metadata !DIExpression()), !dbg !195
  store i32 0, i32* %16, align 4, !dbg !195
  br label %53, !dbg !196

53:                                               ; preds = %65, %50
  %54 = load i32, i32* %16, align 4, !dbg !197
  %55 = icmp slt i32 %54, 16, !dbg !199
  br i1 %55, label %56, label %68, !dbg !200

56:                                               ; preds = %53
  %57 = load i64, i64* %15, align 8, !dbg !201
  %58 = mul nsw i64 %57, 7, !dbg !202
  %59 = load i32, i32* %16, align 4, !dbg !203
  %60 = sext i32 %59 to i64, !dbg !204
  %61 = getelementptr inbounds [16 x i32], [16 x i32]* %8, i64 0, i64 %60, !dbg !204
  %62 = load i32, i32* %61, align 4, !dbg !204
  %63 = sext i32 %62 to i64, !dbg !204
  %64 = add nsw i64 %58, %63, !dbg !205
  store i64 %64, i64* %15, align 8, !dbg !206
  br label %65, !dbg !207

65:                                               ; preds = %56
  %66 = load i32, i32* %16, align 4, !dbg !208
  %67 = add nsw i32 %66, 1, !dbg !208
  store i32 %67, i32* %16, align 4, !dbg !208
  br label %53, !dbg !209, !llvm.loop !210

68:                                               ; preds = %53
  %69 = load i32, i32* %11, align 4, !dbg !212
  %70 = load i32, i32* %9, align 4, !dbg !213
  %71 = load i32, i32* %10, align 4, !dbg !214
  %72 = load i64, i64* %12, align 8, !dbg !215
  %73 = load i64, i64* %14, align 8, !dbg !216
  %74 = load i64, i64* %15, align 8, !dbg !217
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([47 x i8], [47 x i8]* @.str.2, i64 0, i64 0), i32 noundef %69, i32 noundef %70, i32 noundef %71, i64 noundef %72, i64 noundef %73, i64 noundef %74), !dbg !218
  %76 = load i8*, i8** %7, align 8, !dbg !219
  call void @free(i8* noundef %76) #9, !dbg !220
  ret i32 0, !dbg !221
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @generate(i32 noundef %0) #0 !dbg !2 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !222, metadata !DIExpression()), !dbg !223
  call void @llvm.dbg.declare(metadata i8** %3, metadata !224, metadata !DIExpression()), !dbg !225
  %8 = load i32, i32* %2, align 4, !dbg !226
  %9 = add nsw i32 %8, 1, !dbg !227
  %10 = sext i32 %9 to i64, !dbg !226
  %11 = call noalias i8* @malloc(i64 noundef %10) #9, !dbg !228
  store i8* %11, i8** %3, align 8, !dbg !225
  call void @llvm.dbg.declare(metadata i32* %4, metadata !229, metadata !DIExpression()), !dbg !230
  store i32 17, i32* %4, align 4, !dbg !230
  call void @llvm.dbg.declare(metadata i32* %5, metadata !231, metadata !DIExpression()), !dbg !232
  store i32 0, i32* %5, align 4, !dbg !232
  br label %12, !dbg !233

12:                                               ; preds = %77, %1
  %13 = load i32, i32* %5, align 4, !dbg !234
  %14 = load i32, i32* %2, align 4, !dbg !235
  %15 = icmp slt i32 %13, %14, !dbg !236
  br i1 %15, label %16, label %78, !dbg !233

16:                                               ; preds = %12
  %17 = load i32, i32* %4, align 4, !dbg !237
  %18 = mul i32 %17, 1103515245, !dbg !239
  %19 = add i32 %18, 12345, !dbg !240
  store i32 %19, i32* %4, align 4, !dbg !241
  call void @llvm.dbg.declare(metadata i32* %6, metadata !242, metadata !DIExpression()), !dbg !243
  %20 = load i32, i32* %4, align 4, !dbg !244
  %21 = lshr i32 %20, 16, !dbg !245
  %22 = urem i32 %21, 9, !dbg !246
  %23 = add i32 1, %22, !dbg !247
  store i32 %23, i32* %6, align 4, !dbg !243
  call void @llvm.dbg.declare(metadata i32* %7, metadata !248, metadata !DIExpression()), !dbg !250
  store i32 0, i32* %7, align 4, !dbg !250
  br label %24, !dbg !251

24:                                               ; preds = %49, %16
  %25 = load i32, i32* %7, align 4, !dbg !252
  %26 = load i32, i32* %6, align 4, !dbg !254
  %27 = icmp slt i32 %25, %26, !dbg !255
  br i1 %27, label %28, label %32, !dbg !256

28:                                               ; preds = %24
  %29 = load i32, i32* %5, align 4, !dbg !257
  %30 = load i32, i32* %2, align 4, !dbg !258
  %31 = icmp slt i32 %29, %30, !dbg !259
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi i1 [ false, %24 ], [ %31, %28 ], !dbg !260
  br i1 %33, label %34, label %52, !dbg !261

34:                                               ; preds = %32
  %35 = load i32, i32* %4, align 4, !dbg !262
  %36 = mul i32 %35, 1103515245, !dbg !264
  %37 = add i32 %36, 12345, !dbg !265
  store i32 %37, i32* %4, align 4, !dbg !266
  %38 = load i32, i32* %4, align 4, !dbg !267
  %39 = lshr i32 %38, 16, !dbg !268
  %40 = zext i32 %39 to i64, !dbg !269
  %41 = urem i64 %40, 18, !dbg !270
  %42 = getelementptr inbounds [19 x i8], [19 x i8]* @generate.alphabet, i64 0, i64 %41, !dbg !271
  %43 = load i8, i8* %42, align 1, !dbg !271
  %44 = load i8*, i8** %3, align 8, !dbg !272
  %45 = load i32, i32* %5, align 4, !dbg !273
  %46 = add nsw i32 %45, 1, !dbg !273
  store i32 %46, i32* %5, align 4, !dbg !273
  %47 = sext i32 %45 to i64, !dbg !272
  %48 = getelementptr inbounds i8, i8* %44, i64 %47, !dbg !272
  store i8 %43, i8* %48, align 1, !dbg !274
  br label %49, !dbg !275

49:                                               ; preds = %34
  %50 = load i32, i32* %7, align 4, !dbg !276
  %51 = add nsw i32 %50, 1, !dbg !276
  store i32 %51, i32* %7, align 4, !dbg !276
  br label %24, !dbg !277, !llvm.loop !278

52:                                               ; preds = %32
  %53 = load i32, i32* %5, align 4, !dbg !280
  %54 = load i32, i32* %2, align 4, !dbg !282
  %55 = icmp slt i32 %53, %54, !dbg !283
  br i1 %55, label %56, label %77, !dbg !284

56:                                               ; preds = %52
  %57 = load i32, i32* %4, align 4, !dbg !285
  %58 = lshr i32 %57, 8, !dbg !286
  %59 = urem i32 %58, 13, !dbg !287
  %60 = icmp eq i32 %59, 0, !dbg !288
  br i1 %60, label %61, label %62, !dbg !289

61:                                               ; preds = %56
  br label %69, !dbg !289

62:                                               ; preds = %56
  %63 = load i32, i32* %4, align 4, !dbg !290
  %64 = lshr i32 %63, 8, !dbg !291
  %65 = urem i32 %64, 7, !dbg !292
  %66 = icmp eq i32 %65, 0, !dbg !293
  %67 = zext i1 %66 to i64, !dbg !294
  %68 = select i1 %66, i32 44, i32 32, !dbg !294
  br label %69, !dbg !289

69:                                               ; preds = %62, %61
  %70 = phi i32 [ 10, %61 ], [ %68, %62 ], !dbg !289
  %71 = trunc i32 %70 to i8, !dbg !289
  %72 = load i8*, i8** %3, align 8, !dbg !295
  %73 = load i32, i32* %5, align 4, !dbg !296
  %74 = add nsw i32 %73, 1, !dbg !296
  store i32 %74, i32* %5, align 4, !dbg !296
  %75 = sext i32 %73 to i64, !dbg !295
  %76 = getelementptr inbounds i8, i8* %72, i64 %75, !dbg !295
  store i8 %71, i8* %76, align 1, !dbg !297
  br label %77, !dbg !295

77:                                               ; preds = %69, %52
  br label %12, !dbg !233, !llvm.loop !298

78:                                               ; preds = %12
  %79 = load i8*, i8** %3, align 8, !dbg !300
  %80 = load i32, i32* %2, align 4, !dbg !301
  %81 = sext i32 %80 to i64, !dbg !300
  %82 = getelementptr inbounds i8, i8* %79, i64 %81, !dbg !300
  store i8 0, i8* %82, align 1, !dbg !302
  %83 = load i8*, i8** %3, align 8, !dbg !303
  ret i8* %83, !dbg !304
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @find(i8* noundef %0, i8* noundef %1) #0 !dbg !305 {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !308, metadata !DIExpression()), !dbg !309
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !310, metadata !DIExpression()), !dbg !311
  call void @llvm.dbg.declare(metadata i64* %6, metadata !312, metadata !DIExpression()), !dbg !316
  %10 = load i8*, i8** %4, align 8, !dbg !317
  %11 = call i64 @strlen(i8* noundef %10) #8, !dbg !318
  store i64 %11, i64* %6, align 8, !dbg !316
  call void @llvm.dbg.declare(metadata i64* %7, metadata !319, metadata !DIExpression()), !dbg !320
  %12 = load i8*, i8** %5, align 8, !dbg !321
  %13 = call i64 @strlen(i8* noundef %12) #8, !dbg !322
  store i64 %13, i64* %7, align 8, !dbg !320
  call void @llvm.dbg.declare(metadata i64* %8, metadata !323, metadata !DIExpression()), !dbg !325
  store i64 0, i64* %8, align 8, !dbg !325
  br label %14, !dbg !326

14:                                               ; preds = %51, %2
  %15 = load i64, i64* %8, align 8, !dbg !327
  %16 = load i64, i64* %7, align 8, !dbg !329
  %17 = add i64 %15, %16, !dbg !330
  %18 = load i64, i64* %6, align 8, !dbg !331
  %19 = icmp ule i64 %17, %18, !dbg !332
  br i1 %19, label %20, label %54, !dbg !333

20:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i64* %9, metadata !334, metadata !DIExpression()), !dbg !336
  store i64 0, i64* %9, align 8, !dbg !336
  br label %21, !dbg !337

21:                                               ; preds = %41, %20
  %22 = load i64, i64* %9, align 8, !dbg !338
  %23 = load i64, i64* %7, align 8, !dbg !339
  %24 = icmp ult i64 %22, %23, !dbg !340
  br i1 %24, label %25, label %39, !dbg !341

25:                                               ; preds = %21
  %26 = load i8*, i8** %4, align 8, !dbg !342
  %27 = load i64, i64* %8, align 8, !dbg !343
  %28 = load i64, i64* %9, align 8, !dbg !344
  %29 = add i64 %27, %28, !dbg !345
  %30 = getelementptr inbounds i8, i8* %26, i64 %29, !dbg !342
  %31 = load i8, i8* %30, align 1, !dbg !342
  %32 = sext i8 %31 to i32, !dbg !342
  %33 = load i8*, i8** %5, align 8, !dbg !346
  %34 = load i64, i64* %9, align 8, !dbg !347
  %35 = getelementptr inbounds i8, i8* %33, i64 %34, !dbg !346
  %36 = load i8, i8* %35, align 1, !dbg !346
  %37 = sext i8 %36 to i32, !dbg !346
  %38 = icmp eq i32 %32, %37, !dbg !348
  br label %39

39:                                               ; preds = %25, %21
  %40 = phi i1 [ false, %21 ], [ %38, %25 ], !dbg !349
  br i1 %40, label %41, label %44, !dbg !337

41:                                               ; preds = %39
  %42 = load i64, i64* %9, align 8, !dbg !350
  %43 = add i64 %42, 1, !dbg !350
  store i64 %43, i64* %9, align 8, !dbg !350
  br label %21, !dbg !337, !llvm.loop !351

44:                                               ; preds = %39
  %45 = load i64, i64* %9, align 8, !dbg !352
  %46 = load i64, i64* %7, align 8, !dbg !354
  %47 = icmp eq i64 %45, %46, !dbg !355
  br i1 %47, label %48, label %50, !dbg !356

48:                                               ; preds = %44
  %49 = load i64, i64* %8, align 8, !dbg !357
  store i64 %49, i64* %3, align 8, !dbg !358
  br label %55, !dbg !358

50:                                               ; preds = %44
  br label %51, !dbg !359

51:                                               ; preds = %50
  %52 = load i64, i64* %8, align 8, !dbg !360
  %53 = add i64 %52, 1, !dbg !360
  store i64 %53, i64* %8, align 8, !dbg !360
  br label %14, !dbg !361, !llvm.loop !362

54:                                               ; preds = %14
  store i64 -1, i64* %3, align 8, !dbg !364
  br label %55, !dbg !364

55:                                               ; preds = %54, %48
  %56 = load i64, i64* %3, align 8, !dbg !365
  ret i64 %56, !dbg !365
}

; Function Attrs: nounwind readonly willreturn
declare i32 @toupper(i32 noundef) #3

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #6

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #6

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readnone willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readnone willreturn }
attributes #8 = { nounwind readonly willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "alphabet", scope: !2, file: !3, line: 12, type: !33, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "generate", scope: !3, file: !3, line: 10, type: !4, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !32)
!3 = !DIFile(filename: "wordcount.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7967ff6501e5ea8852e7832c9f3ab21")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !8}
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !10, retainedTypes: !27, globals: !31, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11}
!11 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !12, line: 46, baseType: !13, size: 32, elements: !14)
!12 = !DIFile(filename: "usr/include/ctype.h", directory: ".", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26}
!15 = !DIEnumerator(name: "_ISupper", value: 256)
!16 = !DIEnumerator(name: "_ISlower", value: 512)
!17 = !DIEnumerator(name: "_ISalpha", value: 1024)
!18 = !DIEnumerator(name: "_ISdigit", value: 2048)
!19 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!20 = !DIEnumerator(name: "_ISspace", value: 8192)
!21 = !DIEnumerator(name: "_ISprint", value: 16384)
!22 = !DIEnumerator(name: "_ISgraph", value: 32768)
!23 = !DIEnumerator(name: "_ISblank", value: 1)
!24 = !DIEnumerator(name: "_IScntrl", value: 2)
!25 = !DIEnumerator(name: "_ISpunct", value: 4)
!26 = !DIEnumerator(name: "_ISalnum", value: 8)
!27 = !{!8, !28, !29, !7, !30}
!28 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!31 = !{!0}
!32 = !{}
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 152, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 7, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 1}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 14.0.6"}
!45 = distinct !DISubprogram(name: "kernel_count", scope: !3, file: !3, line: 30, type: !46, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !32)
!46 = !DISubroutineType(types: !47)
!47 = !{!8, !48, !49, !49, !49}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!50 = !DILocalVariable(name: "text", arg: 1, scope: !45, file: !3, line: 30, type: !48)
!51 = !DILocation(line: 30, column: 30, scope: !45)
!52 = !DILocalVariable(name: "lens", arg: 2, scope: !45, file: !3, line: 30, type: !49)
!53 = !DILocation(line: 30, column: 41, scope: !45)
!54 = !DILocalVariable(name: "lines", arg: 3, scope: !45, file: !3, line: 30, type: !49)
!55 = !DILocation(line: 30, column: 52, scope: !45)
!56 = !DILocalVariable(name: "longest", arg: 4, scope: !45, file: !3, line: 30, type: !49)
!57 = !DILocation(line: 30, column: 64, scope: !45)
!58 = !DILocalVariable(name: "words", scope: !45, file: !3, line: 32, type: !8)
!59 = !DILocation(line: 32, column: 7, scope: !45)
!60 = !DILocalVariable(name: "inword", scope: !45, file: !3, line: 32, type: !8)
!61 = !DILocation(line: 32, column: 18, scope: !45)
!62 = !DILocalVariable(name: "len", scope: !45, file: !3, line: 32, type: !8)
!63 = !DILocation(line: 32, column: 30, scope: !45)
!64 = !DILocalVariable(name: "p", scope: !45, file: !3, line: 33, type: !48)
!65 = !DILocation(line: 33, column: 15, scope: !45)
!66 = !DILocation(line: 33, column: 19, scope: !45)
!67 = !DILocation(line: 34, column: 3, scope: !45)
!68 = !DILocation(line: 34, column: 11, scope: !45)
!69 = !DILocation(line: 34, column: 10, scope: !45)
!70 = !DILocalVariable(name: "c", scope: !71, file: !3, line: 35, type: !7)
!71 = distinct !DILexicalBlock(scope: !45, file: !3, line: 34, column: 14)
!72 = !DILocation(line: 35, column: 10, scope: !71)
!73 = !DILocation(line: 35, column: 16, scope: !71)
!74 = !DILocation(line: 35, column: 14, scope: !71)
!75 = !DILocation(line: 36, column: 9, scope: !76)
!76 = distinct !DILexicalBlock(scope: !71, file: !3, line: 36, column: 9)
!77 = !DILocation(line: 36, column: 11, scope: !76)
!78 = !DILocation(line: 36, column: 9, scope: !71)
!79 = !DILocation(line: 37, column: 9, scope: !76)
!80 = !DILocation(line: 37, column: 15, scope: !76)
!81 = !DILocation(line: 37, column: 7, scope: !76)
!82 = !DILocation(line: 38, column: 9, scope: !83)
!83 = distinct !DILexicalBlock(scope: !71, file: !3, line: 38, column: 9)
!84 = !DILocation(line: 38, column: 9, scope: !71)
!85 = !DILocation(line: 39, column: 12, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 39, column: 11)
!87 = distinct !DILexicalBlock(scope: !83, file: !3, line: 38, column: 36)
!88 = !DILocation(line: 39, column: 11, scope: !87)
!89 = !DILocation(line: 40, column: 16, scope: !90)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 39, column: 20)
!91 = !DILocation(line: 41, column: 14, scope: !90)
!92 = !DILocation(line: 42, column: 13, scope: !90)
!93 = !DILocation(line: 43, column: 7, scope: !90)
!94 = !DILocation(line: 44, column: 10, scope: !87)
!95 = !DILocation(line: 45, column: 5, scope: !87)
!96 = !DILocation(line: 45, column: 16, scope: !97)
!97 = distinct !DILexicalBlock(scope: !83, file: !3, line: 45, column: 16)
!98 = !DILocation(line: 45, column: 16, scope: !83)
!99 = !DILocation(line: 46, column: 14, scope: !100)
!100 = distinct !DILexicalBlock(scope: !97, file: !3, line: 45, column: 24)
!101 = !DILocation(line: 47, column: 7, scope: !100)
!102 = !DILocation(line: 47, column: 12, scope: !100)
!103 = !DILocation(line: 47, column: 16, scope: !100)
!104 = !DILocation(line: 47, column: 23, scope: !100)
!105 = !DILocation(line: 47, column: 32, scope: !100)
!106 = !DILocation(line: 48, column: 11, scope: !107)
!107 = distinct !DILexicalBlock(scope: !100, file: !3, line: 48, column: 11)
!108 = !DILocation(line: 48, column: 18, scope: !107)
!109 = !DILocation(line: 48, column: 17, scope: !107)
!110 = !DILocation(line: 48, column: 15, scope: !107)
!111 = !DILocation(line: 48, column: 11, scope: !100)
!112 = !DILocation(line: 49, column: 20, scope: !107)
!113 = !DILocation(line: 49, column: 10, scope: !107)
!114 = !DILocation(line: 49, column: 18, scope: !107)
!115 = !DILocation(line: 49, column: 9, scope: !107)
!116 = !DILocation(line: 50, column: 5, scope: !100)
!117 = distinct !{!117, !67, !118, !119}
!118 = !DILocation(line: 51, column: 3, scope: !45)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 52, column: 7, scope: !121)
!121 = distinct !DILexicalBlock(scope: !45, file: !3, line: 52, column: 7)
!122 = !DILocation(line: 52, column: 7, scope: !45)
!123 = !DILocation(line: 53, column: 5, scope: !121)
!124 = !DILocation(line: 53, column: 10, scope: !121)
!125 = !DILocation(line: 53, column: 14, scope: !121)
!126 = !DILocation(line: 53, column: 21, scope: !121)
!127 = !DILocation(line: 53, column: 30, scope: !121)
!128 = !DILocation(line: 54, column: 10, scope: !45)
!129 = !DILocation(line: 54, column: 3, scope: !45)
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 70, type: !131, scopeLine: 71, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !32)
!131 = !DISubroutineType(types: !132)
!132 = !{!8, !8, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!134 = !DILocalVariable(name: "argc", arg: 1, scope: !130, file: !3, line: 70, type: !8)
!135 = !DILocation(line: 70, column: 14, scope: !130)
!136 = !DILocalVariable(name: "argv", arg: 2, scope: !130, file: !3, line: 70, type: !133)
!137 = !DILocation(line: 70, column: 27, scope: !130)
!138 = !DILocalVariable(name: "n", scope: !130, file: !3, line: 72, type: !8)
!139 = !DILocation(line: 72, column: 7, scope: !130)
!140 = !DILocation(line: 72, column: 11, scope: !130)
!141 = !DILocation(line: 72, column: 16, scope: !130)
!142 = !DILocation(line: 72, column: 27, scope: !130)
!143 = !DILocation(line: 72, column: 22, scope: !130)
!144 = !DILocalVariable(name: "text", scope: !130, file: !3, line: 73, type: !6)
!145 = !DILocation(line: 73, column: 9, scope: !130)
!146 = !DILocation(line: 73, column: 25, scope: !130)
!147 = !DILocation(line: 73, column: 16, scope: !130)
!148 = !DILocalVariable(name: "lens", scope: !130, file: !3, line: 74, type: !149)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 16)
!152 = !DILocation(line: 74, column: 7, scope: !130)
!153 = !DILocalVariable(name: "lines", scope: !130, file: !3, line: 74, type: !8)
!154 = !DILocation(line: 74, column: 23, scope: !130)
!155 = !DILocalVariable(name: "longest", scope: !130, file: !3, line: 74, type: !8)
!156 = !DILocation(line: 74, column: 34, scope: !130)
!157 = !DILocalVariable(name: "words", scope: !130, file: !3, line: 75, type: !8)
!158 = !DILocation(line: 75, column: 7, scope: !130)
!159 = !DILocation(line: 75, column: 28, scope: !130)
!160 = !DILocation(line: 75, column: 34, scope: !130)
!161 = !DILocation(line: 75, column: 15, scope: !130)
!162 = !DILocalVariable(name: "at", scope: !130, file: !3, line: 76, type: !30)
!163 = !DILocation(line: 76, column: 8, scope: !130)
!164 = !DILocation(line: 76, column: 18, scope: !130)
!165 = !DILocation(line: 76, column: 13, scope: !130)
!166 = !DILocalVariable(name: "p", scope: !167, file: !3, line: 77, type: !6)
!167 = distinct !DILexicalBlock(scope: !130, file: !3, line: 77, column: 3)
!168 = !DILocation(line: 77, column: 14, scope: !167)
!169 = !DILocation(line: 77, column: 18, scope: !167)
!170 = !DILocation(line: 77, column: 8, scope: !167)
!171 = !DILocation(line: 77, column: 25, scope: !172)
!172 = distinct !DILexicalBlock(scope: !167, file: !3, line: 77, column: 3)
!173 = !DILocation(line: 77, column: 24, scope: !172)
!174 = !DILocation(line: 77, column: 3, scope: !167)
!175 = !DILocation(line: 78, column: 40, scope: !172)
!176 = !DILocation(line: 78, column: 39, scope: !172)
!177 = !DILocation(line: 78, column: 24, scope: !172)
!178 = !DILocation(line: 78, column: 16, scope: !172)
!179 = !DILocation(line: 78, column: 10, scope: !172)
!180 = !DILocation(line: 78, column: 6, scope: !172)
!181 = !DILocation(line: 78, column: 8, scope: !172)
!182 = !DILocation(line: 78, column: 5, scope: !172)
!183 = !DILocation(line: 77, column: 29, scope: !172)
!184 = !DILocation(line: 77, column: 3, scope: !172)
!185 = distinct !{!185, !174, !186, !119}
!186 = !DILocation(line: 78, column: 41, scope: !167)
!187 = !DILocalVariable(name: "at2", scope: !130, file: !3, line: 79, type: !30)
!188 = !DILocation(line: 79, column: 8, scope: !130)
!189 = !DILocation(line: 79, column: 19, scope: !130)
!190 = !DILocation(line: 79, column: 14, scope: !130)
!191 = !DILocalVariable(name: "h", scope: !130, file: !3, line: 80, type: !30)
!192 = !DILocation(line: 80, column: 8, scope: !130)
!193 = !DILocalVariable(name: "k", scope: !194, file: !3, line: 81, type: !8)
!194 = distinct !DILexicalBlock(scope: !130, file: !3, line: 81, column: 3)
!195 = !DILocation(line: 81, column: 12, scope: !194)
!196 = !DILocation(line: 81, column: 8, scope: !194)
!197 = !DILocation(line: 81, column: 19, scope: !198)
!198 = distinct !DILexicalBlock(scope: !194, file: !3, line: 81, column: 3)
!199 = !DILocation(line: 81, column: 21, scope: !198)
!200 = !DILocation(line: 81, column: 3, scope: !194)
!201 = !DILocation(line: 82, column: 9, scope: !198)
!202 = !DILocation(line: 82, column: 11, scope: !198)
!203 = !DILocation(line: 82, column: 22, scope: !198)
!204 = !DILocation(line: 82, column: 17, scope: !198)
!205 = !DILocation(line: 82, column: 15, scope: !198)
!206 = !DILocation(line: 82, column: 7, scope: !198)
!207 = !DILocation(line: 82, column: 5, scope: !198)
!208 = !DILocation(line: 81, column: 28, scope: !198)
!209 = !DILocation(line: 81, column: 3, scope: !198)
!210 = distinct !{!210, !200, !211, !119}
!211 = !DILocation(line: 82, column: 23, scope: !194)
!212 = !DILocation(line: 83, column: 61, scope: !130)
!213 = !DILocation(line: 83, column: 68, scope: !130)
!214 = !DILocation(line: 84, column: 10, scope: !130)
!215 = !DILocation(line: 84, column: 19, scope: !130)
!216 = !DILocation(line: 84, column: 23, scope: !130)
!217 = !DILocation(line: 84, column: 28, scope: !130)
!218 = !DILocation(line: 83, column: 3, scope: !130)
!219 = !DILocation(line: 85, column: 8, scope: !130)
!220 = !DILocation(line: 85, column: 3, scope: !130)
!221 = !DILocation(line: 86, column: 3, scope: !130)
!222 = !DILocalVariable(name: "n", arg: 1, scope: !2, file: !3, line: 10, type: !8)
!223 = !DILocation(line: 10, column: 27, scope: !2)
!224 = !DILocalVariable(name: "buf", scope: !2, file: !3, line: 13, type: !6)
!225 = !DILocation(line: 13, column: 9, scope: !2)
!226 = !DILocation(line: 13, column: 22, scope: !2)
!227 = !DILocation(line: 13, column: 24, scope: !2)
!228 = !DILocation(line: 13, column: 15, scope: !2)
!229 = !DILocalVariable(name: "s", scope: !2, file: !3, line: 14, type: !13)
!230 = !DILocation(line: 14, column: 12, scope: !2)
!231 = !DILocalVariable(name: "i", scope: !2, file: !3, line: 15, type: !8)
!232 = !DILocation(line: 15, column: 7, scope: !2)
!233 = !DILocation(line: 16, column: 3, scope: !2)
!234 = !DILocation(line: 16, column: 10, scope: !2)
!235 = !DILocation(line: 16, column: 14, scope: !2)
!236 = !DILocation(line: 16, column: 12, scope: !2)
!237 = !DILocation(line: 17, column: 9, scope: !238)
!238 = distinct !DILexicalBlock(scope: !2, file: !3, line: 16, column: 17)
!239 = !DILocation(line: 17, column: 11, scope: !238)
!240 = !DILocation(line: 17, column: 25, scope: !238)
!241 = !DILocation(line: 17, column: 7, scope: !238)
!242 = !DILocalVariable(name: "len", scope: !238, file: !3, line: 18, type: !8)
!243 = !DILocation(line: 18, column: 9, scope: !238)
!244 = !DILocation(line: 18, column: 20, scope: !238)
!245 = !DILocation(line: 18, column: 22, scope: !238)
!246 = !DILocation(line: 18, column: 29, scope: !238)
!247 = !DILocation(line: 18, column: 17, scope: !238)
!248 = !DILocalVariable(name: "k", scope: !249, file: !3, line: 19, type: !8)
!249 = distinct !DILexicalBlock(scope: !238, file: !3, line: 19, column: 5)
!250 = !DILocation(line: 19, column: 14, scope: !249)
!251 = !DILocation(line: 19, column: 10, scope: !249)
!252 = !DILocation(line: 19, column: 21, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !3, line: 19, column: 5)
!254 = !DILocation(line: 19, column: 25, scope: !253)
!255 = !DILocation(line: 19, column: 23, scope: !253)
!256 = !DILocation(line: 19, column: 29, scope: !253)
!257 = !DILocation(line: 19, column: 32, scope: !253)
!258 = !DILocation(line: 19, column: 36, scope: !253)
!259 = !DILocation(line: 19, column: 34, scope: !253)
!260 = !DILocation(line: 0, scope: !253)
!261 = !DILocation(line: 19, column: 5, scope: !249)
!262 = !DILocation(line: 20, column: 11, scope: !263)
!263 = distinct !DILexicalBlock(scope: !253, file: !3, line: 19, column: 44)
!264 = !DILocation(line: 20, column: 13, scope: !263)
!265 = !DILocation(line: 20, column: 27, scope: !263)
!266 = !DILocation(line: 20, column: 9, scope: !263)
!267 = !DILocation(line: 21, column: 28, scope: !263)
!268 = !DILocation(line: 21, column: 30, scope: !263)
!269 = !DILocation(line: 21, column: 27, scope: !263)
!270 = !DILocation(line: 21, column: 37, scope: !263)
!271 = !DILocation(line: 21, column: 18, scope: !263)
!272 = !DILocation(line: 21, column: 7, scope: !263)
!273 = !DILocation(line: 21, column: 12, scope: !263)
!274 = !DILocation(line: 21, column: 16, scope: !263)
!275 = !DILocation(line: 22, column: 5, scope: !263)
!276 = !DILocation(line: 19, column: 40, scope: !253)
!277 = !DILocation(line: 19, column: 5, scope: !253)
!278 = distinct !{!278, !261, !279, !119}
!279 = !DILocation(line: 22, column: 5, scope: !249)
!280 = !DILocation(line: 23, column: 9, scope: !281)
!281 = distinct !DILexicalBlock(scope: !238, file: !3, line: 23, column: 9)
!282 = !DILocation(line: 23, column: 13, scope: !281)
!283 = !DILocation(line: 23, column: 11, scope: !281)
!284 = !DILocation(line: 23, column: 9, scope: !238)
!285 = !DILocation(line: 24, column: 20, scope: !281)
!286 = !DILocation(line: 24, column: 22, scope: !281)
!287 = !DILocation(line: 24, column: 28, scope: !281)
!288 = !DILocation(line: 24, column: 33, scope: !281)
!289 = !DILocation(line: 24, column: 18, scope: !281)
!290 = !DILocation(line: 24, column: 50, scope: !281)
!291 = !DILocation(line: 24, column: 52, scope: !281)
!292 = !DILocation(line: 24, column: 58, scope: !281)
!293 = !DILocation(line: 24, column: 62, scope: !281)
!294 = !DILocation(line: 24, column: 49, scope: !281)
!295 = !DILocation(line: 24, column: 7, scope: !281)
!296 = !DILocation(line: 24, column: 12, scope: !281)
!297 = !DILocation(line: 24, column: 16, scope: !281)
!298 = distinct !{!298, !233, !299, !119}
!299 = !DILocation(line: 25, column: 3, scope: !2)
!300 = !DILocation(line: 26, column: 3, scope: !2)
!301 = !DILocation(line: 26, column: 7, scope: !2)
!302 = !DILocation(line: 26, column: 10, scope: !2)
!303 = !DILocation(line: 27, column: 10, scope: !2)
!304 = !DILocation(line: 27, column: 3, scope: !2)
!305 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 57, type: !306, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !32)
!306 = !DISubroutineType(types: !307)
!307 = !{!30, !48, !48}
!308 = !DILocalVariable(name: "text", arg: 1, scope: !305, file: !3, line: 57, type: !48)
!309 = !DILocation(line: 57, column: 30, scope: !305)
!310 = !DILocalVariable(name: "pat", arg: 2, scope: !305, file: !3, line: 57, type: !48)
!311 = !DILocation(line: 57, column: 48, scope: !305)
!312 = !DILocalVariable(name: "n", scope: !305, file: !3, line: 59, type: !313)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !314, line: 46, baseType: !315)
!314 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!315 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!316 = !DILocation(line: 59, column: 10, scope: !305)
!317 = !DILocation(line: 59, column: 21, scope: !305)
!318 = !DILocation(line: 59, column: 14, scope: !305)
!319 = !DILocalVariable(name: "m", scope: !305, file: !3, line: 59, type: !313)
!320 = !DILocation(line: 59, column: 28, scope: !305)
!321 = !DILocation(line: 59, column: 39, scope: !305)
!322 = !DILocation(line: 59, column: 32, scope: !305)
!323 = !DILocalVariable(name: "i", scope: !324, file: !3, line: 60, type: !313)
!324 = distinct !DILexicalBlock(scope: !305, file: !3, line: 60, column: 3)
!325 = !DILocation(line: 60, column: 15, scope: !324)
!326 = !DILocation(line: 60, column: 8, scope: !324)
!327 = !DILocation(line: 60, column: 22, scope: !328)
!328 = distinct !DILexicalBlock(scope: !324, file: !3, line: 60, column: 3)
!329 = !DILocation(line: 60, column: 26, scope: !328)
!330 = !DILocation(line: 60, column: 24, scope: !328)
!331 = !DILocation(line: 60, column: 31, scope: !328)
!332 = !DILocation(line: 60, column: 28, scope: !328)
!333 = !DILocation(line: 60, column: 3, scope: !324)
!334 = !DILocalVariable(name: "j", scope: !335, file: !3, line: 61, type: !313)
!335 = distinct !DILexicalBlock(scope: !328, file: !3, line: 60, column: 39)
!336 = !DILocation(line: 61, column: 12, scope: !335)
!337 = !DILocation(line: 62, column: 5, scope: !335)
!338 = !DILocation(line: 62, column: 12, scope: !335)
!339 = !DILocation(line: 62, column: 16, scope: !335)
!340 = !DILocation(line: 62, column: 14, scope: !335)
!341 = !DILocation(line: 62, column: 18, scope: !335)
!342 = !DILocation(line: 62, column: 21, scope: !335)
!343 = !DILocation(line: 62, column: 26, scope: !335)
!344 = !DILocation(line: 62, column: 30, scope: !335)
!345 = !DILocation(line: 62, column: 28, scope: !335)
!346 = !DILocation(line: 62, column: 36, scope: !335)
!347 = !DILocation(line: 62, column: 40, scope: !335)
!348 = !DILocation(line: 62, column: 33, scope: !335)
!349 = !DILocation(line: 0, scope: !335)
!350 = !DILocation(line: 63, column: 8, scope: !335)
!351 = distinct !{!351, !337, !350, !119}
!352 = !DILocation(line: 64, column: 9, scope: !353)
!353 = distinct !DILexicalBlock(scope: !335, file: !3, line: 64, column: 9)
!354 = !DILocation(line: 64, column: 14, scope: !353)
!355 = !DILocation(line: 64, column: 11, scope: !353)
!356 = !DILocation(line: 64, column: 9, scope: !335)
!357 = !DILocation(line: 65, column: 20, scope: !353)
!358 = !DILocation(line: 65, column: 7, scope: !353)
!359 = !DILocation(line: 66, column: 3, scope: !335)
!360 = !DILocation(line: 60, column: 35, scope: !328)
!361 = !DILocation(line: 60, column: 3, scope: !328)
!362 = distinct !{!362, !333, !363, !119}
!363 = !DILocation(line: 66, column: 3, scope: !324)
!364 = !DILocation(line: 67, column: 3, scope: !305)
!365 = !DILocation(line: 68, column: 1, scope: !305)
