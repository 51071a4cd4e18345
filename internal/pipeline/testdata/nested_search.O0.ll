; ModuleID = 'nested_search.c'
source_filename = "nested_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %13 = load i32, i32* %4, align 4, !dbg !24
  %14 = icmp sgt i32 %13, 1, !dbg !25
  br i1 %14, label %15, label %20, !dbg !24

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !26
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !26
  %18 = load i8*, i8** %17, align 8, !dbg !26
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !27
  br label %21, !dbg !24

20:                                               ; preds = %2
  br label %21, !dbg !24

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 100, %20 ], !dbg !24
  store i32 %22, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %23 = load i32, i32* %4, align 4, !dbg !30
  %24 = icmp sgt i32 %23, 2, !dbg !31
  br i1 %24, label %25, label %30, !dbg !30

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !32
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !32
  %28 = load i8*, i8** %27, align 8, !dbg !32
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !33
  br label %31, !dbg !30

30:                                               ; preds = %21
  br label %31, !dbg !30

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 50, %30 ], !dbg !30
  store i32 %32, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32** %8, metadata !34, metadata !DIExpression()), !dbg !36
  %33 = load i32, i32* %6, align 4, !dbg !37
  %34 = sext i32 %33 to i64, !dbg !37
  %35 = mul i64 4, %34, !dbg !38
  %36 = load i32, i32* %7, align 4, !dbg !39
  %37 = sext i32 %36 to i64, !dbg !39
  %38 = mul i64 %35, %37, !dbg !40
  %39 = call noalias i8* @malloc(i64 noundef %38) #6, !dbg !41
  %40 = bitcast i8* %39 to i32*, !dbg !41
  store i32* %40, i32** %8, align 8, !dbg !36
  %41 = load i32*, i32** %8, align 8, !dbg !42
  %42 = icmp ne i32* %41, null, !dbg !42
  br i1 %42, label %44, label %43, !dbg !44

43:                                               ; preds = %31
  store i32 1, i32* %3, align 4, !dbg !45
  br label %102, !dbg !45

44:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata i32* %9, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %9, align 4, !dbg !48
  br label %45, !dbg !49

45:                                               ; preds = %59, %44
  %46 = load i32, i32* %9, align 4, !dbg !50
  %47 = load i32, i32* %6, align 4, !dbg !52
  %48 = load i32, i32* %7, align 4, !dbg !53
  %49 = mul nsw i32 %47, %48, !dbg !54
  %50 = icmp slt i32 %46, %49, !dbg !55
  br i1 %50, label %51, label %62, !dbg !56

51:                                               ; preds = %45
  %52 = load i32, i32* %9, align 4, !dbg !57
  %53 = mul nsw i32 %52, 7, !dbg !58
  %54 = srem i32 %53, 1000, !dbg !59
  %55 = load i32*, i32** %8, align 8, !dbg !60
  %56 = load i32, i32* %9, align 4, !dbg !61
  %57 = sext i32 %56 to i64, !dbg !60
  %58 = getelementptr inbounds i32, i32* %55, i64 %57, !dbg !60
  store i32 %54, i32* %58, align 4, !dbg !62
  br label %59, !dbg !60

59:                                               ; preds = %51
  %60 = load i32, i32* %9, align 4, !dbg !63
  %61 = add nsw i32 %60, 1, !dbg !63
  store i32 %61, i32* %9, align 4, !dbg !63
  br label %45, !dbg !64, !llvm.loop !65

62:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata i64* %10, metadata !68, metadata !DIExpression()), !dbg !70
  store i64 0, i64* %10, align 8, !dbg !70
  call void @llvm.dbg.declare(metadata i32* %11, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %11, align 4, !dbg !73
  br label %63, !dbg !74

63:                                               ; preds = %77, %62
  %64 = load i32, i32* %11, align 4, !dbg !75
  %65 = icmp slt i32 %64, 20, !dbg !77
  br i1 %65, label %66, label %80, !dbg !78

66:                                               ; preds = %63
  %67 = load i32*, i32** %8, align 8, !dbg !79
  %68 = load i32, i32* %6, align 4, !dbg !80
  %69 = load i32, i32* %7, align 4, !dbg !81
  %70 = load i32, i32* %11, align 4, !dbg !82
  %71 = mul nsw i32 %70, 37, !dbg !83
  %72 = srem i32 %71, 1000, !dbg !84
  %73 = call i32 @find2d(i32* noundef %67, i32 noundef %68, i32 noundef %69, i32 noundef %72), !dbg !85
  %74 = sext i32 %73 to i64, !dbg !85
  %75 = load i64, i64* %10, align 8, !dbg !86
  %76 = add nsw i64 %75, %74, !dbg !86
  store i64 %76, i64* %10, align 8, !dbg !86
  br label %77, !dbg !87

77:                                               ; preds = %66
  %78 = load i32, i32* %11, align 4, !dbg !88
  %79 = add nsw i32 %78, 1, !dbg !88
  store i32 %79, i32* %11, align 4, !dbg !88
  br label %63, !dbg !89, !llvm.loop !90

80:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata i32* %12, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %12, align 4, !dbg !94
  br label %81, !dbg !95

81:                                               ; preds = %94, %80
  %82 = load i32, i32* %12, align 4, !dbg !96
  %83 = icmp slt i32 %82, 5, !dbg !98
  br i1 %83, label %84, label %97, !dbg !99

84:                                               ; preds = %81
  %85 = load i32*, i32** %8, align 8, !dbg !100
  %86 = load i32, i32* %7, align 4, !dbg !101
  %87 = load i32, i32* %12, align 4, !dbg !102
  %88 = mul nsw i32 131, %87, !dbg !103
  %89 = add nsw i32 60, %88, !dbg !104
  %90 = call i32 @triple(i32* noundef %85, i32 noundef %86, i32 noundef %89), !dbg !105
  %91 = sext i32 %90 to i64, !dbg !105
  %92 = load i64, i64* %10, align 8, !dbg !106
  %93 = add nsw i64 %92, %91, !dbg !106
  store i64 %93, i64* %10, align 8, !dbg !106
  br label %94, !dbg !107

94:                                               ; preds = %84
  %95 = load i32, i32* %12, align 4, !dbg !108
  %96 = add nsw i32 %95, 1, !dbg !108
  store i32 %96, i32* %12, align 4, !dbg !108
  br label %81, !dbg !109, !llvm.loop !110

97:                                               ; preds = %81
  %98 = load i64, i64* %10, align 8, !dbg !112
  %99 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %98), !dbg !113
  %100 = load i32*, i32** %8, align 8, !dbg !114
  %101 = bitcast i32* %100 to i8*, !dbg !114
  call void @free(i8* noundef %101) #6, !dbg !115
  store i32 0, i32* %3, align 4, !dbg !116
  br label %102, !dbg !116

102:                                              ; preds = %97, %43
  %103 = load i32, i32* %3, align 4, !dbg !117
  ret i32 %103, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find2d(i32* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !118 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32* %0, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !123, metadata !DIExpression()), !dbg !124
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !125, metadata !DIExpression()), !dbg !126
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !127, metadata !DIExpression()), !dbg !128
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !129, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.declare(metadata i32* %10, metadata !131, metadata !DIExpression()), !dbg !133
  store i32 0, i32* %10, align 4, !dbg !133
  br label %12, !dbg !134

12:                                               ; preds = %44, %4
  %13 = load i32, i32* %10, align 4, !dbg !135
  %14 = load i32, i32* %7, align 4, !dbg !137
  %15 = icmp slt i32 %13, %14, !dbg !138
  br i1 %15, label %16, label %47, !dbg !139

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %11, metadata !140, metadata !DIExpression()), !dbg !142
  store i32 0, i32* %11, align 4, !dbg !142
  br label %17, !dbg !143

17:                                               ; preds = %40, %16
  %18 = load i32, i32* %11, align 4, !dbg !144
  %19 = load i32, i32* %8, align 4, !dbg !146
  %20 = icmp slt i32 %18, %19, !dbg !147
  br i1 %20, label %21, label %43, !dbg !148

21:                                               ; preds = %17
  %22 = load i32*, i32** %6, align 8, !dbg !149
  %23 = load i32, i32* %10, align 4, !dbg !151
  %24 = load i32, i32* %8, align 4, !dbg !152
  %25 = mul nsw i32 %23, %24, !dbg !153
  %26 = load i32, i32* %11, align 4, !dbg !154
  %27 = add nsw i32 %25, %26, !dbg !155
  %28 = sext i32 %27 to i64, !dbg !149
  %29 = getelementptr inbounds i32, i32* %22, i64 %28, !dbg !149
  %30 = load i32, i32* %29, align 4, !dbg !149
  %31 = load i32, i32* %9, align 4, !dbg !156
  %32 = icmp eq i32 %30, %31, !dbg !157
  br i1 %32, label %33, label %39, !dbg !158

33:                                               ; preds = %21
  %34 = load i32, i32* %10, align 4, !dbg !159
  %35 = load i32, i32* %8, align 4, !dbg !160
  %36 = mul nsw i32 %34, %35, !dbg !161
  %37 = load i32, i32* %11, align 4, !dbg !162
  %38 = add nsw i32 %36, %37, !dbg !163
  store i32 %38, i32* %5, align 4, !dbg !164
  br label %48, !dbg !164

39:                                               ; preds = %21
  br label %40, !dbg !156

40:                                               ; preds = %39
  %41 = load i32, i32* %11, align 4, !dbg !165
  %42 = add nsw i32 %41, 1, !dbg !165
  store i32 %42, i32* %11, align 4, !dbg !165
  br label %17, !dbg !166, !llvm.loop !167

43:                                               ; preds = %17
  br label %44, !dbg !168

44:                                               ; preds = %43
  %45 = load i32, i32* %10, align 4, !dbg !169
  %46 = add nsw i32 %45, 1, !dbg !169
  store i32 %46, i32* %10, align 4, !dbg !169
  br label %12, !dbg !170, !llvm.loop !171

47:                                               ; preds = %12
  store i32 -1, i32* %5, align 4, !dbg !173
  br label %48, !dbg !173

48:                                               ; preds = %47, %33
  %49 = load i32, i32* %5, align 4, !dbg !174
  ret i32 %49, !dbg !174
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @triple(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !175 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !178, metadata !DIExpression()), !dbg !179
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !180, metadata !DIExpression()), !dbg !181
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata i32* %8, metadata !184, metadata !DIExpression()), !dbg !186
  store i32 0, i32* %8, align 4, !dbg !186
  br label %11, !dbg !187

11:                                               ; preds = %70, %3
  %12 = load i32, i32* %8, align 4, !dbg !188
  %13 = load i32, i32* %6, align 4, !dbg !190
  %14 = icmp slt i32 %12, %13, !dbg !191
  br i1 %14, label %15, label %73, !dbg !192

15:                                               ; preds = %11
  call void @llvm.dbg.declare(metadata i32* %9, metadata !193, metadata !DIExpression()), !dbg !195
  %16 = load i32, i32* %8, align 4, !dbg !196
  %17 = add nsw i32 %16, 1, !dbg !197
  store i32 %17, i32* %9, align 4, !dbg !195
  br label %18, !dbg !198

18:                                               ; preds = %66, %15
  %19 = load i32, i32* %9, align 4, !dbg !199
  %20 = load i32, i32* %6, align 4, !dbg !201
  %21 = icmp slt i32 %19, %20, !dbg !202
  br i1 %21, label %22, label %69, !dbg !203

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %10, metadata !204, metadata !DIExpression()), !dbg !206
  %23 = load i32, i32* %9, align 4, !dbg !207
  %24 = add nsw i32 %23, 1, !dbg !208
  store i32 %24, i32* %10, align 4, !dbg !206
  br label %25, !dbg !209

25:                                               ; preds = %62, %22
  %26 = load i32, i32* %10, align 4, !dbg !210
  %27 = load i32, i32* %6, align 4, !dbg !212
  %28 = icmp slt i32 %26, %27, !dbg !213
  br i1 %28, label %29, label %65, !dbg !214

29:                                               ; preds = %25
  %30 = load i32*, i32** %5, align 8, !dbg !215
  %31 = load i32, i32* %8, align 4, !dbg !217
  %32 = sext i32 %31 to i64, !dbg !215
  %33 = getelementptr inbounds i32, i32* %30, i64 %32, !dbg !215
  %34 = load i32, i32* %33, align 4, !dbg !215
  %35 = load i32*, i32** %5, align 8, !dbg !218
  %36 = load i32, i32* %9, align 4, !dbg !219
  %37 = sext i32 %36 to i64, !dbg !218
  %38 = getelementptr inbounds i32, i32* %35, i64 %37, !dbg !218
  %39 = load i32, i32* %38, align 4, !dbg !218
  %40 = add nsw i32 %34, %39, !dbg !220
  %41 = load i32*, i32** %5, align 8, !dbg !221
  %42 = load i32, i32* %10, align 4, !dbg !222
  %43 = sext i32 %42 to i64, !dbg !221
  %44 = getelementptr inbounds i32, i32* %41, i64 %43, !dbg !221
  %45 = load i32, i32* %44, align 4, !dbg !221
  %46 = add nsw i32 %40, %45, !dbg !223
  %47 = load i32, i32* %7, align 4, !dbg !224
  %48 = icmp eq i32 %46, %47, !dbg !225
  br i1 %48, label %49, label %61, !dbg !226

49:                                               ; preds = %29
  %50 = load i32, i32* %8, align 4, !dbg !227
  %51 = load i32, i32* %6, align 4, !dbg !228
  %52 = mul nsw i32 %50, %51, !dbg !229
  %53 = load i32, i32* %6, align 4, !dbg !230
  %54 = mul nsw i32 %52, %53, !dbg !231
  %55 = load i32, i32* %9, align 4, !dbg !232
  %56 = load i32, i32* %6, align 4, !dbg !233
  %57 = mul nsw i32 %55, %56, !dbg !234
  %58 = add nsw i32 %54, %57, !dbg !235
  %59 = load i32, i32* %10, align 4, !dbg !236
  %60 = add nsw i32 %58, %59, !dbg !237
  store i32 %60, i32* %4, align 4, !dbg !238
  br label %74, !dbg !238

61:                                               ; preds = %29
  br label %62, !dbg !224

62:                                               ; preds = %61
  %63 = load i32, i32* %10, align 4, !dbg !239
  %64 = add nsw i32 %63, 1, !dbg !239
  store i32 %64, i32* %10, align 4, !dbg !239
  br label %25, !dbg !240, !llvm.loop !241

65:                                               ; preds = %25
  br label %66, !dbg !242

66:                                               ; preds = %65
  %67 = load i32, i32* %9, align 4, !dbg !243
  %68 = add nsw i32 %67, 1, !dbg !243
  store i32 %68, i32* %9, align 4, !dbg !243
  br label %18, !dbg !244, !llvm.loop !245

69:                                               ; preds = %18
  br label %70, !dbg !246

70:                                               ; preds = %69
  %71 = load i32, i32* %8, align 4, !dbg !247
  %72 = add nsw i32 %71, 1, !dbg !247
  store i32 %72, i32* %8, align 4, !dbg !247
  br label %11, !dbg !248, !llvm.loop !249

73:                                               ; preds = %11
  store i32 -1, i32* %4, align 4, !dbg !251
  br label %74, !dbg !251

74:                                               ; preds = %73, %49
  %75 = load i32, i32* %4, align 4, !dbg !252
  ret i32 %75, !dbg !252
}

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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nested_search.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ccfb4b2b0be454b6ec7cd1d360a80dc2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !11, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 27, type: !13)
!19 = !DILocation(line: 27, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 27, type: !14)
!21 = !DILocation(line: 27, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 29, type: !13)
!23 = !DILocation(line: 29, column: 7, scope: !10)
!24 = !DILocation(line: 29, column: 11, scope: !10)
!25 = !DILocation(line: 29, column: 16, scope: !10)
!26 = !DILocation(line: 29, column: 27, scope: !10)
!27 = !DILocation(line: 29, column: 22, scope: !10)
!28 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 30, type: !13)
!29 = !DILocation(line: 30, column: 7, scope: !10)
!30 = !DILocation(line: 30, column: 11, scope: !10)
!31 = !DILocation(line: 30, column: 16, scope: !10)
!32 = !DILocation(line: 30, column: 27, scope: !10)
!33 = !DILocation(line: 30, column: 22, scope: !10)
!34 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 31, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!36 = !DILocation(line: 31, column: 8, scope: !10)
!37 = !DILocation(line: 31, column: 33, scope: !10)
!38 = !DILocation(line: 31, column: 31, scope: !10)
!39 = !DILocation(line: 31, column: 37, scope: !10)
!40 = !DILocation(line: 31, column: 35, scope: !10)
!41 = !DILocation(line: 31, column: 12, scope: !10)
!42 = !DILocation(line: 32, column: 8, scope: !43)
!43 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 7)
!44 = !DILocation(line: 32, column: 7, scope: !10)
!45 = !DILocation(line: 33, column: 5, scope: !43)
!46 = !DILocalVariable(name: "k", scope: !47, file: !1, line: 34, type: !13)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 34, column: 3)
!48 = !DILocation(line: 34, column: 12, scope: !47)
!49 = !DILocation(line: 34, column: 8, scope: !47)
!50 = !DILocation(line: 34, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 34, column: 3)
!52 = !DILocation(line: 34, column: 23, scope: !51)
!53 = !DILocation(line: 34, column: 27, scope: !51)
!54 = !DILocation(line: 34, column: 25, scope: !51)
!55 = !DILocation(line: 34, column: 21, scope: !51)
!56 = !DILocation(line: 34, column: 3, scope: !47)
!57 = !DILocation(line: 35, column: 13, scope: !51)
!58 = !DILocation(line: 35, column: 15, scope: !51)
!59 = !DILocation(line: 35, column: 20, scope: !51)
!60 = !DILocation(line: 35, column: 5, scope: !51)
!61 = !DILocation(line: 35, column: 7, scope: !51)
!62 = !DILocation(line: 35, column: 10, scope: !51)
!63 = !DILocation(line: 34, column: 31, scope: !51)
!64 = !DILocation(line: 34, column: 3, scope: !51)
!65 = distinct !{!65, !56, !66, !67}
!66 = !DILocation(line: 35, column: 22, scope: !47)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 36, type: !69)
!69 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!70 = !DILocation(line: 36, column: 8, scope: !10)
!71 = !DILocalVariable(name: "q", scope: !72, file: !1, line: 37, type: !13)
!72 = distinct !DILexicalBlock(scope: !10, file: !1, line: 37, column: 3)
!73 = !DILocation(line: 37, column: 12, scope: !72)
!74 = !DILocation(line: 37, column: 8, scope: !72)
!75 = !DILocation(line: 37, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 37, column: 3)
!77 = !DILocation(line: 37, column: 21, scope: !76)
!78 = !DILocation(line: 37, column: 3, scope: !72)
!79 = !DILocation(line: 38, column: 17, scope: !76)
!80 = !DILocation(line: 38, column: 20, scope: !76)
!81 = !DILocation(line: 38, column: 23, scope: !76)
!82 = !DILocation(line: 38, column: 26, scope: !76)
!83 = !DILocation(line: 38, column: 28, scope: !76)
!84 = !DILocation(line: 38, column: 33, scope: !76)
!85 = !DILocation(line: 38, column: 10, scope: !76)
!86 = !DILocation(line: 38, column: 7, scope: !76)
!87 = !DILocation(line: 38, column: 5, scope: !76)
!88 = !DILocation(line: 37, column: 28, scope: !76)
!89 = !DILocation(line: 37, column: 3, scope: !76)
!90 = distinct !{!90, !78, !91, !67}
!91 = !DILocation(line: 38, column: 39, scope: !72)
!92 = !DILocalVariable(name: "t", scope: !93, file: !1, line: 39, type: !13)
!93 = distinct !DILexicalBlock(scope: !10, file: !1, line: 39, column: 3)
!94 = !DILocation(line: 39, column: 12, scope: !93)
!95 = !DILocation(line: 39, column: 8, scope: !93)
!96 = !DILocation(line: 39, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 39, column: 3)
!98 = !DILocation(line: 39, column: 21, scope: !97)
!99 = !DILocation(line: 39, column: 3, scope: !93)
!100 = !DILocation(line: 40, column: 17, scope: !97)
!101 = !DILocation(line: 40, column: 20, scope: !97)
!102 = !DILocation(line: 40, column: 34, scope: !97)
!103 = !DILocation(line: 40, column: 32, scope: !97)
!104 = !DILocation(line: 40, column: 26, scope: !97)
!105 = !DILocation(line: 40, column: 10, scope: !97)
!106 = !DILocation(line: 40, column: 7, scope: !97)
!107 = !DILocation(line: 40, column: 5, scope: !97)
!108 = !DILocation(line: 39, column: 27, scope: !97)
!109 = !DILocation(line: 39, column: 3, scope: !97)
!110 = distinct !{!110, !99, !111, !67}
!111 = !DILocation(line: 40, column: 35, scope: !93)
!112 = !DILocation(line: 41, column: 19, scope: !10)
!113 = !DILocation(line: 41, column: 3, scope: !10)
!114 = !DILocation(line: 42, column: 8, scope: !10)
!115 = !DILocation(line: 42, column: 3, scope: !10)
!116 = !DILocation(line: 43, column: 3, scope: !10)
!117 = !DILocation(line: 44, column: 1, scope: !10)
!118 = distinct !DISubprogram(name: "find2d", scope: !1, file: !1, line: 8, type: !119, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!119 = !DISubroutineType(types: !120)
!120 = !{!13, !121, !13, !13, !13}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!123 = !DILocalVariable(name: "a", arg: 1, scope: !118, file: !1, line: 8, type: !121)
!124 = !DILocation(line: 8, column: 30, scope: !118)
!125 = !DILocalVariable(name: "n", arg: 2, scope: !118, file: !1, line: 8, type: !13)
!126 = !DILocation(line: 8, column: 37, scope: !118)
!127 = !DILocalVariable(name: "m", arg: 3, scope: !118, file: !1, line: 8, type: !13)
!128 = !DILocation(line: 8, column: 44, scope: !118)
!129 = !DILocalVariable(name: "key", arg: 4, scope: !118, file: !1, line: 8, type: !13)
!130 = !DILocation(line: 8, column: 51, scope: !118)
!131 = !DILocalVariable(name: "i", scope: !132, file: !1, line: 10, type: !13)
!132 = distinct !DILexicalBlock(scope: !118, file: !1, line: 10, column: 3)
!133 = !DILocation(line: 10, column: 12, scope: !132)
!134 = !DILocation(line: 10, column: 8, scope: !132)
!135 = !DILocation(line: 10, column: 19, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !1, line: 10, column: 3)
!137 = !DILocation(line: 10, column: 23, scope: !136)
!138 = !DILocation(line: 10, column: 21, scope: !136)
!139 = !DILocation(line: 10, column: 3, scope: !132)
!140 = !DILocalVariable(name: "j", scope: !141, file: !1, line: 11, type: !13)
!141 = distinct !DILexicalBlock(scope: !136, file: !1, line: 11, column: 5)
!142 = !DILocation(line: 11, column: 14, scope: !141)
!143 = !DILocation(line: 11, column: 10, scope: !141)
!144 = !DILocation(line: 11, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !1, line: 11, column: 5)
!146 = !DILocation(line: 11, column: 25, scope: !145)
!147 = !DILocation(line: 11, column: 23, scope: !145)
!148 = !DILocation(line: 11, column: 5, scope: !141)
!149 = !DILocation(line: 12, column: 11, scope: !150)
!150 = distinct !DILexicalBlock(scope: !145, file: !1, line: 12, column: 11)
!151 = !DILocation(line: 12, column: 13, scope: !150)
!152 = !DILocation(line: 12, column: 17, scope: !150)
!153 = !DILocation(line: 12, column: 15, scope: !150)
!154 = !DILocation(line: 12, column: 21, scope: !150)
!155 = !DILocation(line: 12, column: 19, scope: !150)
!156 = !DILocation(line: 12, column: 27, scope: !150)
!157 = !DILocation(line: 12, column: 24, scope: !150)
!158 = !DILocation(line: 12, column: 11, scope: !145)
!159 = !DILocation(line: 13, column: 16, scope: !150)
!160 = !DILocation(line: 13, column: 20, scope: !150)
!161 = !DILocation(line: 13, column: 18, scope: !150)
!162 = !DILocation(line: 13, column: 24, scope: !150)
!163 = !DILocation(line: 13, column: 22, scope: !150)
!164 = !DILocation(line: 13, column: 9, scope: !150)
!165 = !DILocation(line: 11, column: 29, scope: !145)
!166 = !DILocation(line: 11, column: 5, scope: !145)
!167 = distinct !{!167, !148, !168, !67}
!168 = !DILocation(line: 13, column: 24, scope: !141)
!169 = !DILocation(line: 10, column: 27, scope: !136)
!170 = !DILocation(line: 10, column: 3, scope: !136)
!171 = distinct !{!171, !139, !172, !67}
!172 = !DILocation(line: 13, column: 24, scope: !132)
!173 = !DILocation(line: 14, column: 3, scope: !118)
!174 = !DILocation(line: 15, column: 1, scope: !118)
!175 = distinct !DISubprogram(name: "triple", scope: !1, file: !1, line: 17, type: !176, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!176 = !DISubroutineType(types: !177)
!177 = !{!13, !121, !13, !13}
!178 = !DILocalVariable(name: "v", arg: 1, scope: !175, file: !1, line: 17, type: !121)
!179 = !DILocation(line: 17, column: 30, scope: !175)
!180 = !DILocalVariable(name: "n", arg: 2, scope: !175, file: !1, line: 17, type: !13)
!181 = !DILocation(line: 17, column: 37, scope: !175)
!182 = !DILocalVariable(name: "target", arg: 3, scope: !175, file: !1, line: 17, type: !13)
!183 = !DILocation(line: 17, column: 44, scope: !175)
!184 = !DILocalVariable(name: "i", scope: !185, file: !1, line: 19, type: !13)
!185 = distinct !DILexicalBlock(scope: !175, file: !1, line: 19, column: 3)
!186 = !DILocation(line: 19, column: 12, scope: !185)
!187 = !DILocation(line: 19, column: 8, scope: !185)
!188 = !DILocation(line: 19, column: 19, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !1, line: 19, column: 3)
!190 = !DILocation(line: 19, column: 23, scope: !189)
!191 = !DILocation(line: 19, column: 21, scope: !189)
!192 = !DILocation(line: 19, column: 3, scope: !185)
!193 = !DILocalVariable(name: "j", scope: !194, file: !1, line: 20, type: !13)
!194 = distinct !DILexicalBlock(scope: !189, file: !1, line: 20, column: 5)
!195 = !DILocation(line: 20, column: 14, scope: !194)
!196 = !DILocation(line: 20, column: 18, scope: !194)
!197 = !DILocation(line: 20, column: 20, scope: !194)
!198 = !DILocation(line: 20, column: 10, scope: !194)
!199 = !DILocation(line: 20, column: 25, scope: !200)
!200 = distinct !DILexicalBlock(scope: !194, file: !1, line: 20, column: 5)
!201 = !DILocation(line: 20, column: 29, scope: !200)
!202 = !DILocation(line: 20, column: 27, scope: !200)
!203 = !DILocation(line: 20, column: 5, scope: !194)
!204 = !DILocalVariable(name: "k", scope: !205, file: !1, line: 21, type: !13)
!205 = distinct !DILexicalBlock(scope: !200, file: !1, line: 21, column: 7)
!206 = !DILocation(line: 21, column: 16, scope: !205)
!207 = !DILocation(line: 21, column: 20, scope: !205)
!208 = !DILocation(line: 21, column: 22, scope: !205)
!209 = !DILocation(line: 21, column: 12, scope: !205)
!210 = !DILocation(line: 21, column: 27, scope: !211)
!211 = distinct !DILexicalBlock(scope: !205, file: !1, line: 21, column: 7)
!212 = !DILocation(line: 21, column: 31, scope: !211)
!213 = !DILocation(line: 21, column: 29, scope: !211)
!214 = !DILocation(line: 21, column: 7, scope: !205)
!215 = !DILocation(line: 22, column: 13, scope: !216)
!216 = distinct !DILexicalBlock(scope: !211, file: !1, line: 22, column: 13)
!217 = !DILocation(line: 22, column: 15, scope: !216)
!218 = !DILocation(line: 22, column: 20, scope: !216)
!219 = !DILocation(line: 22, column: 22, scope: !216)
!220 = !DILocation(line: 22, column: 18, scope: !216)
!221 = !DILocation(line: 22, column: 27, scope: !216)
!222 = !DILocation(line: 22, column: 29, scope: !216)
!223 = !DILocation(line: 22, column: 25, scope: !216)
!224 = !DILocation(line: 22, column: 35, scope: !216)
!225 = !DILocation(line: 22, column: 32, scope: !216)
!226 = !DILocation(line: 22, column: 13, scope: !211)
!227 = !DILocation(line: 23, column: 18, scope: !216)
!228 = !DILocation(line: 23, column: 22, scope: !216)
!229 = !DILocation(line: 23, column: 20, scope: !216)
!230 = !DILocation(line: 23, column: 26, scope: !216)
!231 = !DILocation(line: 23, column: 24, scope: !216)
!232 = !DILocation(line: 23, column: 30, scope: !216)
!233 = !DILocation(line: 23, column: 34, scope: !216)
!234 = !DILocation(line: 23, column: 32, scope: !216)
!235 = !DILocation(line: 23, column: 28, scope: !216)
!236 = !DILocation(line: 23, column: 38, scope: !216)
!237 = !DILocation(line: 23, column: 36, scope: !216)
!238 = !DILocation(line: 23, column: 11, scope: !216)
!239 = !DILocation(line: 21, column: 35, scope: !211)
!240 = !DILocation(line: 21, column: 7, scope: !211)
!241 = distinct !{!241, !214, !242, !67}
!242 = !DILocation(line: 23, column: 38, scope: !205)
!243 = !DILocation(line: 20, column: 33, scope: !200)
!244 = !DILocation(line: 20, column: 5, scope: !200)
!245 = distinct !{!245, !203, !246, !67}
!246 = !DILocation(line: 23, column: 38, scope: !194)
!247 = !DILocation(line: 19, column: 27, scope: !189)
!248 = !DILocation(line: 19, column: 3, scope: !189)
!249 = distinct !{!249, !192, !250, !67}
!250 = !DILocation(line: 23, column: 38, scope: !185)
!251 = !DILocation(line: 24, column: 3, scope: !175)
!252 = !DILocation(line: 25, column: 1, scope: !175)
