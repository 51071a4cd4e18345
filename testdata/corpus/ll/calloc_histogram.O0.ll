; ModuleID = 'calloc_histogram.c'
source_filename = "calloc_histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"median %d p90 %d checksum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_histogram(i32 noundef %0, i32* noundef %1, i32 noundef %2, i32* noundef %3) #0 !dbg !12 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !21, metadata !DIExpression()), !dbg !22
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !25, metadata !DIExpression()), !dbg !26
  store i32* %3, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %9, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %9, align 4, !dbg !31
  br label %10, !dbg !32

10:                                               ; preds = %27, %4
  %11 = load i32, i32* %9, align 4, !dbg !33
  %12 = load i32, i32* %5, align 4, !dbg !35
  %13 = icmp slt i32 %11, %12, !dbg !36
  br i1 %13, label %14, label %30, !dbg !37

14:                                               ; preds = %10
  %15 = load i32*, i32** %8, align 8, !dbg !38
  %16 = load i32*, i32** %6, align 8, !dbg !39
  %17 = load i32, i32* %9, align 4, !dbg !40
  %18 = sext i32 %17 to i64, !dbg !39
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !39
  %20 = load i32, i32* %19, align 4, !dbg !39
  %21 = load i32, i32* %7, align 4, !dbg !41
  %22 = urem i32 %20, %21, !dbg !42
  %23 = zext i32 %22 to i64, !dbg !38
  %24 = getelementptr inbounds i32, i32* %15, i64 %23, !dbg !38
  %25 = load i32, i32* %24, align 4, !dbg !43
  %26 = add nsw i32 %25, 1, !dbg !43
  store i32 %26, i32* %24, align 4, !dbg !43
  br label %27, !dbg !38

27:                                               ; preds = %14
  %28 = load i32, i32* %9, align 4, !dbg !44
  %29 = add nsw i32 %28, 1, !dbg !44
  store i32 %29, i32* %9, align 4, !dbg !44
  br label %10, !dbg !45, !llvm.loop !46

30:                                               ; preds = %10
  ret void, !dbg !49
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !50 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i64*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !56, metadata !DIExpression()), !dbg !57
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !58, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %6, metadata !60, metadata !DIExpression()), !dbg !61
  %17 = load i32, i32* %4, align 4, !dbg !62
  %18 = icmp sgt i32 %17, 1, !dbg !63
  br i1 %18, label %19, label %24, !dbg !62

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !64
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !64
  %22 = load i8*, i8** %21, align 8, !dbg !64
  %23 = call i32 @atoi(i8* noundef %22) #5, !dbg !65
  br label %25, !dbg !62

24:                                               ; preds = %2
  br label %25, !dbg !62

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 100000, %24 ], !dbg !62
  store i32 %26, i32* %6, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %7, metadata !66, metadata !DIExpression()), !dbg !67
  %27 = load i32, i32* %4, align 4, !dbg !68
  %28 = icmp sgt i32 %27, 2, !dbg !69
  br i1 %28, label %29, label %34, !dbg !68

29:                                               ; preds = %25
  %30 = load i8**, i8*** %5, align 8, !dbg !70
  %31 = getelementptr inbounds i8*, i8** %30, i64 2, !dbg !70
  %32 = load i8*, i8** %31, align 8, !dbg !70
  %33 = call i32 @atoi(i8* noundef %32) #5, !dbg !71
  br label %35, !dbg !68

34:                                               ; preds = %25
  br label %35, !dbg !68

35:                                               ; preds = %34, %29
  %36 = phi i32 [ %33, %29 ], [ 256, %34 ], !dbg !68
  store i32 %36, i32* %7, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i32** %8, metadata !72, metadata !DIExpression()), !dbg !74
  %37 = load i32, i32* %6, align 4, !dbg !75
  %38 = sext i32 %37 to i64, !dbg !75
  %39 = mul i64 %38, 4, !dbg !76
  %40 = call noalias i8* @malloc(i64 noundef %39) #6, !dbg !77
  %41 = bitcast i8* %40 to i32*, !dbg !77
  store i32* %41, i32** %8, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata i32** %9, metadata !78, metadata !DIExpression()), !dbg !79
  %42 = load i32, i32* %7, align 4, !dbg !80
  %43 = sext i32 %42 to i64, !dbg !80
  %44 = call noalias i8* @calloc(i64 noundef %43, i64 noundef 4) #6, !dbg !81
  %45 = bitcast i8* %44 to i32*, !dbg !81
  store i32* %45, i32** %9, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i64** %10, metadata !82, metadata !DIExpression()), !dbg !84
  %46 = load i32, i32* %7, align 4, !dbg !85
  %47 = sext i32 %46 to i64, !dbg !85
  %48 = call noalias i8* @calloc(i64 noundef %47, i64 noundef 8) #6, !dbg !86
  %49 = bitcast i8* %48 to i64*, !dbg !86
  store i64* %49, i64** %10, align 8, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %11, metadata !87, metadata !DIExpression()), !dbg !88
  store i32 -1831433054, i32* %11, align 4, !dbg !88
  call void @llvm.dbg.declare(metadata i32* %12, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %12, align 4, !dbg !91
  br label %50, !dbg !92

50:                                               ; preds = %73, %35
  %51 = load i32, i32* %12, align 4, !dbg !93
  %52 = load i32, i32* %6, align 4, !dbg !95
  %53 = icmp slt i32 %51, %52, !dbg !96
  br i1 %53, label %54, label %76, !dbg !97

54:                                               ; preds = %50
  %55 = load i32, i32* %11, align 4, !dbg !98
  %56 = mul i32 %55, 1664525, !dbg !100
  %57 = add i32 %56, 1013904223, !dbg !101
  store i32 %57, i32* %11, align 4, !dbg !102
  %58 = load i32, i32* %11, align 4, !dbg !103
  %59 = lshr i32 %58, 8, !dbg !104
  %60 = load i32, i32* %7, align 4, !dbg !105
  %61 = sdiv i32 %60, 2, !dbg !106
  %62 = urem i32 %59, %61, !dbg !107
  %63 = load i32, i32* %11, align 4, !dbg !108
  %64 = lshr i32 %63, 20, !dbg !109
  %65 = load i32, i32* %7, align 4, !dbg !110
  %66 = sdiv i32 %65, 2, !dbg !111
  %67 = urem i32 %64, %66, !dbg !112
  %68 = add i32 %62, %67, !dbg !113
  %69 = load i32*, i32** %8, align 8, !dbg !114
  %70 = load i32, i32* %12, align 4, !dbg !115
  %71 = sext i32 %70 to i64, !dbg !114
  %72 = getelementptr inbounds i32, i32* %69, i64 %71, !dbg !114
  store i32 %68, i32* %72, align 4, !dbg !116
  br label %73, !dbg !117

73:                                               ; preds = %54
  %74 = load i32, i32* %12, align 4, !dbg !118
  %75 = add nsw i32 %74, 1, !dbg !118
  store i32 %75, i32* %12, align 4, !dbg !118
  br label %50, !dbg !119, !llvm.loop !120

76:                                               ; preds = %50
  %77 = load i32, i32* %6, align 4, !dbg !122
  %78 = load i32*, i32** %8, align 8, !dbg !123
  %79 = load i32, i32* %7, align 4, !dbg !124
  %80 = load i32*, i32** %9, align 8, !dbg !125
  call void @kernel_histogram(i32 noundef %77, i32* noundef %78, i32 noundef %79, i32* noundef %80), !dbg !126
  call void @llvm.dbg.declare(metadata i32* %13, metadata !127, metadata !DIExpression()), !dbg !128
  %81 = load i32, i32* %7, align 4, !dbg !129
  %82 = load i32*, i32** %9, align 8, !dbg !130
  %83 = load i64*, i64** %10, align 8, !dbg !131
  %84 = load i32, i32* %6, align 4, !dbg !132
  %85 = sdiv i32 %84, 2, !dbg !133
  %86 = sext i32 %85 to i64, !dbg !132
  %87 = call i32 @percentile_bin(i32 noundef %81, i32* noundef %82, i64* noundef %83, i64 noundef %86), !dbg !134
  store i32 %87, i32* %13, align 4, !dbg !128
  call void @llvm.dbg.declare(metadata i32* %14, metadata !135, metadata !DIExpression()), !dbg !136
  %88 = load i32, i32* %7, align 4, !dbg !137
  %89 = load i32*, i32** %9, align 8, !dbg !138
  %90 = load i64*, i64** %10, align 8, !dbg !139
  %91 = load i32, i32* %6, align 4, !dbg !140
  %92 = sext i32 %91 to i64, !dbg !141
  %93 = mul nsw i64 %92, 9, !dbg !142
  %94 = sdiv i64 %93, 10, !dbg !143
  %95 = call i32 @percentile_bin(i32 noundef %88, i32* noundef %89, i64* noundef %90, i64 noundef %94), !dbg !144
  store i32 %95, i32* %14, align 4, !dbg !136
  call void @llvm.dbg.declare(metadata i64* %15, metadata !145, metadata !DIExpression()), !dbg !146
  store i64 0, i64* %15, align 8, !dbg !146
  call void @llvm.dbg.declare(metadata i32* %16, metadata !147, metadata !DIExpression()), !dbg !149
  store i32 0, i32* %16, align 4, !dbg !149
  br label %96, !dbg !150

96:                                               ; preds = %113, %76
  %97 = load i32, i32* %16, align 4, !dbg !151
  %98 = load i32, i32* %7, align 4, !dbg !153
  %99 = icmp slt i32 %97, %98, !dbg !154
  br i1 %99, label %100, label %116, !dbg !155

100:                                              ; preds = %96
  %101 = load i32*, i32** %9, align 8, !dbg !156
  %102 = load i32, i32* %16, align 4, !dbg !157
  %103 = sext i32 %102 to i64, !dbg !156
  %104 = getelementptr inbounds i32, i32* %101, i64 %103, !dbg !156
  %105 = load i32, i32* %104, align 4, !dbg !156
  %106 = sext i32 %105 to i64, !dbg !158
  %107 = load i32, i32* %16, align 4, !dbg !159
  %108 = add nsw i32 %107, 1, !dbg !160
  %109 = sext i32 %108 to i64, !dbg !161
  %110 = mul nsw i64 %106, %109, !dbg !162
  %111 = load i64, i64* %15, align 8, !dbg !163
  %112 = add nsw i64 %111, %110, !dbg !163
  store i64 %112, i64* %15, align 8, !dbg !163
  br label %113, !dbg !164

113:                                              ; preds = %100
  %114 = load i32, i32* %16, align 4, !dbg !165
  %115 = add nsw i32 %114, 1, !dbg !165
  store i32 %115, i32* %16, align 4, !dbg !165
  br label %96, !dbg !166, !llvm.loop !167

116:                                              ; preds = %96
  %117 = load i32, i32* %13, align 4, !dbg !169
  %118 = load i32, i32* %14, align 4, !dbg !170
  %119 = load i64, i64* %15, align 8, !dbg !171
  %120 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %117, i32 noundef %118, i64 noundef %119), !dbg !172
  %121 = load i32*, i32** %8, align 8, !dbg !173
  %122 = bitcast i32* %121 to i8*, !dbg !173
  call void @free(i8* noundef %122) #6, !dbg !174
  %123 = load i32*, i32** %9, align 8, !dbg !175
  %124 = bitcast i32* %123 to i8*, !dbg !175
  call void @free(i8* noundef %124) #6, !dbg !176
  %125 = load i64*, i64** %10, align 8, !dbg !177
  %126 = bitcast i64* %125 to i8*, !dbg !177
  call void @free(i8* noundef %126) #6, !dbg !178
  ret i32 0, !dbg !179
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @percentile_bin(i32 noundef %0, i32* noundef %1, i64* noundef %2, i64 noundef %3) #0 !dbg !180 {
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca i64*, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !185, metadata !DIExpression()), !dbg !186
  store i32* %1, i32** %6, align 8
  call void @llvm.dbg.declare(metadata i32** %6, metadata !187, metadata !DIExpression()), !dbg !188
  store i64* %2, i64** %7, align 8
  call void @llvm.dbg.declare(metadata i64** %7, metadata !189, metadata !DIExpression()), !dbg !190
  store i64 %3, i64* %8, align 8
  call void @llvm.dbg.declare(metadata i64* %8, metadata !191, metadata !DIExpression()), !dbg !192
  call void @llvm.dbg.declare(metadata i32* %9, metadata !193, metadata !DIExpression()), !dbg !194
  call void @llvm.dbg.declare(metadata i64* %10, metadata !195, metadata !DIExpression()), !dbg !196
  store i64 0, i64* %10, align 8, !dbg !196
  store i32 0, i32* %9, align 4, !dbg !197
  br label %11, !dbg !199

11:                                               ; preds = %29, %4
  %12 = load i32, i32* %9, align 4, !dbg !200
  %13 = load i32, i32* %5, align 4, !dbg !202
  %14 = icmp slt i32 %12, %13, !dbg !203
  br i1 %14, label %15, label %32, !dbg !204

15:                                               ; preds = %11
  %16 = load i32*, i32** %6, align 8, !dbg !205
  %17 = load i32, i32* %9, align 4, !dbg !207
  %18 = sext i32 %17 to i64, !dbg !205
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !205
  %20 = load i32, i32* %19, align 4, !dbg !205
  %21 = sext i32 %20 to i64, !dbg !205
  %22 = load i64, i64* %10, align 8, !dbg !208
  %23 = add nsw i64 %22, %21, !dbg !208
  store i64 %23, i64* %10, align 8, !dbg !208
  %24 = load i64, i64* %10, align 8, !dbg !209
  %25 = load i64*, i64** %7, align 8, !dbg !210
  %26 = load i32, i32* %9, align 4, !dbg !211
  %27 = sext i32 %26 to i64, !dbg !210
  %28 = getelementptr inbounds i64, i64* %25, i64 %27, !dbg !210
  store i64 %24, i64* %28, align 8, !dbg !212
  br label %29, !dbg !213

29:                                               ; preds = %15
  %30 = load i32, i32* %9, align 4, !dbg !214
  %31 = add nsw i32 %30, 1, !dbg !214
  store i32 %31, i32* %9, align 4, !dbg !214
  br label %11, !dbg !215, !llvm.loop !216

32:                                               ; preds = %11
  store i32 0, i32* %9, align 4, !dbg !218
  br label %33, !dbg !220

33:                                               ; preds = %47, %32
  %34 = load i32, i32* %9, align 4, !dbg !221
  %35 = load i32, i32* %5, align 4, !dbg !223
  %36 = icmp slt i32 %34, %35, !dbg !224
  br i1 %36, label %37, label %50, !dbg !225

37:                                               ; preds = %33
  %38 = load i64*, i64** %7, align 8, !dbg !226
  %39 = load i32, i32* %9, align 4, !dbg !228
  %40 = sext i32 %39 to i64, !dbg !226
  %41 = getelementptr inbounds i64, i64* %38, i64 %40, !dbg !226
  %42 = load i64, i64* %41, align 8, !dbg !226
  %43 = load i64, i64* %8, align 8, !dbg !229
  %44 = icmp sge i64 %42, %43, !dbg !230
  br i1 %44, label %45, label %46, !dbg !231

45:                                               ; preds = %37
  br label %50, !dbg !232

46:                                               ; preds = %37
  br label %47, !dbg !229

47:                                               ; preds = %46
  %48 = load i32, i32* %9, align 4, !dbg !233
  %49 = add nsw i32 %48, 1, !dbg !233
  store i32 %49, i32* %9, align 4, !dbg !233
  br label %33, !dbg !234, !llvm.loop !235

50:                                               ; preds = %45, %33
  %51 = load i32, i32* %9, align 4, !dbg !237
  ret i32 %51, !dbg !238
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calloc_histogram.c", directory: ".", checksumkind: CSK_MD5, checksum: "ece18868b5cbdc41a1fe561c90508aa0")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "kernel_histogram", scope: !1, file: !1, line: 7, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!13 = !DISubroutineType(types: !14)
!14 = !{null, !15, !16, !15, !19}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 7, type: !15)
!22 = !DILocation(line: 7, column: 27, scope: !12)
!23 = !DILocalVariable(name: "x", arg: 2, scope: !12, file: !1, line: 7, type: !16)
!24 = !DILocation(line: 7, column: 46, scope: !12)
!25 = !DILocalVariable(name: "nbins", arg: 3, scope: !12, file: !1, line: 7, type: !15)
!26 = !DILocation(line: 7, column: 53, scope: !12)
!27 = !DILocalVariable(name: "h", arg: 4, scope: !12, file: !1, line: 7, type: !19)
!28 = !DILocation(line: 7, column: 65, scope: !12)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 9, type: !15)
!30 = distinct !DILexicalBlock(scope: !12, file: !1, line: 9, column: 3)
!31 = !DILocation(line: 9, column: 12, scope: !30)
!32 = !DILocation(line: 9, column: 8, scope: !30)
!33 = !DILocation(line: 9, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 9, column: 3)
!35 = !DILocation(line: 9, column: 23, scope: !34)
!36 = !DILocation(line: 9, column: 21, scope: !34)
!37 = !DILocation(line: 9, column: 3, scope: !30)
!38 = !DILocation(line: 10, column: 5, scope: !34)
!39 = !DILocation(line: 10, column: 7, scope: !34)
!40 = !DILocation(line: 10, column: 9, scope: !34)
!41 = !DILocation(line: 10, column: 14, scope: !34)
!42 = !DILocation(line: 10, column: 12, scope: !34)
!43 = !DILocation(line: 10, column: 20, scope: !34)
!44 = !DILocation(line: 9, column: 27, scope: !34)
!45 = !DILocation(line: 9, column: 3, scope: !34)
!46 = distinct !{!46, !37, !47, !48}
!47 = !DILocation(line: 10, column: 20, scope: !30)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 11, column: 1, scope: !12)
!50 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !51, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!51 = !DISubroutineType(types: !52)
!52 = !{!15, !15, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !50, file: !1, line: 27, type: !15)
!57 = !DILocation(line: 27, column: 14, scope: !50)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !50, file: !1, line: 27, type: !53)
!59 = !DILocation(line: 27, column: 27, scope: !50)
!60 = !DILocalVariable(name: "n", scope: !50, file: !1, line: 29, type: !15)
!61 = !DILocation(line: 29, column: 7, scope: !50)
!62 = !DILocation(line: 29, column: 11, scope: !50)
!63 = !DILocation(line: 29, column: 16, scope: !50)
!64 = !DILocation(line: 29, column: 27, scope: !50)
!65 = !DILocation(line: 29, column: 22, scope: !50)
!66 = !DILocalVariable(name: "nbins", scope: !50, file: !1, line: 30, type: !15)
!67 = !DILocation(line: 30, column: 7, scope: !50)
!68 = !DILocation(line: 30, column: 15, scope: !50)
!69 = !DILocation(line: 30, column: 20, scope: !50)
!70 = !DILocation(line: 30, column: 31, scope: !50)
!71 = !DILocation(line: 30, column: 26, scope: !50)
!72 = !DILocalVariable(name: "x", scope: !50, file: !1, line: 31, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!74 = !DILocation(line: 31, column: 13, scope: !50)
!75 = !DILocation(line: 31, column: 24, scope: !50)
!76 = !DILocation(line: 31, column: 26, scope: !50)
!77 = !DILocation(line: 31, column: 17, scope: !50)
!78 = !DILocalVariable(name: "h", scope: !50, file: !1, line: 32, type: !19)
!79 = !DILocation(line: 32, column: 8, scope: !50)
!80 = !DILocation(line: 32, column: 19, scope: !50)
!81 = !DILocation(line: 32, column: 12, scope: !50)
!82 = !DILocalVariable(name: "cum", scope: !50, file: !1, line: 33, type: !83)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!84 = !DILocation(line: 33, column: 9, scope: !50)
!85 = !DILocation(line: 33, column: 22, scope: !50)
!86 = !DILocation(line: 33, column: 15, scope: !50)
!87 = !DILocalVariable(name: "s", scope: !50, file: !1, line: 34, type: !18)
!88 = !DILocation(line: 34, column: 12, scope: !50)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 36, type: !15)
!90 = distinct !DILexicalBlock(scope: !50, file: !1, line: 36, column: 3)
!91 = !DILocation(line: 36, column: 12, scope: !90)
!92 = !DILocation(line: 36, column: 8, scope: !90)
!93 = !DILocation(line: 36, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 36, column: 3)
!95 = !DILocation(line: 36, column: 23, scope: !94)
!96 = !DILocation(line: 36, column: 21, scope: !94)
!97 = !DILocation(line: 36, column: 3, scope: !90)
!98 = !DILocation(line: 37, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !94, file: !1, line: 36, column: 31)
!100 = !DILocation(line: 37, column: 11, scope: !99)
!101 = !DILocation(line: 37, column: 22, scope: !99)
!102 = !DILocation(line: 37, column: 7, scope: !99)
!103 = !DILocation(line: 39, column: 14, scope: !99)
!104 = !DILocation(line: 39, column: 16, scope: !99)
!105 = !DILocation(line: 39, column: 25, scope: !99)
!106 = !DILocation(line: 39, column: 31, scope: !99)
!107 = !DILocation(line: 39, column: 22, scope: !99)
!108 = !DILocation(line: 39, column: 41, scope: !99)
!109 = !DILocation(line: 39, column: 43, scope: !99)
!110 = !DILocation(line: 39, column: 53, scope: !99)
!111 = !DILocation(line: 39, column: 59, scope: !99)
!112 = !DILocation(line: 39, column: 50, scope: !99)
!113 = !DILocation(line: 39, column: 37, scope: !99)
!114 = !DILocation(line: 39, column: 5, scope: !99)
!115 = !DILocation(line: 39, column: 7, scope: !99)
!116 = !DILocation(line: 39, column: 10, scope: !99)
!117 = !DILocation(line: 40, column: 3, scope: !99)
!118 = !DILocation(line: 36, column: 27, scope: !94)
!119 = !DILocation(line: 36, column: 3, scope: !94)
!120 = distinct !{!120, !97, !121, !48}
!121 = !DILocation(line: 40, column: 3, scope: !90)
!122 = !DILocation(line: 41, column: 20, scope: !50)
!123 = !DILocation(line: 41, column: 23, scope: !50)
!124 = !DILocation(line: 41, column: 26, scope: !50)
!125 = !DILocation(line: 41, column: 33, scope: !50)
!126 = !DILocation(line: 41, column: 3, scope: !50)
!127 = !DILocalVariable(name: "med", scope: !50, file: !1, line: 42, type: !15)
!128 = !DILocation(line: 42, column: 7, scope: !50)
!129 = !DILocation(line: 42, column: 28, scope: !50)
!130 = !DILocation(line: 42, column: 35, scope: !50)
!131 = !DILocation(line: 42, column: 38, scope: !50)
!132 = !DILocation(line: 42, column: 43, scope: !50)
!133 = !DILocation(line: 42, column: 45, scope: !50)
!134 = !DILocation(line: 42, column: 13, scope: !50)
!135 = !DILocalVariable(name: "p90", scope: !50, file: !1, line: 43, type: !15)
!136 = !DILocation(line: 43, column: 7, scope: !50)
!137 = !DILocation(line: 43, column: 28, scope: !50)
!138 = !DILocation(line: 43, column: 35, scope: !50)
!139 = !DILocation(line: 43, column: 38, scope: !50)
!140 = !DILocation(line: 43, column: 49, scope: !50)
!141 = !DILocation(line: 43, column: 43, scope: !50)
!142 = !DILocation(line: 43, column: 51, scope: !50)
!143 = !DILocation(line: 43, column: 55, scope: !50)
!144 = !DILocation(line: 43, column: 13, scope: !50)
!145 = !DILocalVariable(name: "chk", scope: !50, file: !1, line: 44, type: !3)
!146 = !DILocation(line: 44, column: 8, scope: !50)
!147 = !DILocalVariable(name: "b", scope: !148, file: !1, line: 45, type: !15)
!148 = distinct !DILexicalBlock(scope: !50, file: !1, line: 45, column: 3)
!149 = !DILocation(line: 45, column: 12, scope: !148)
!150 = !DILocation(line: 45, column: 8, scope: !148)
!151 = !DILocation(line: 45, column: 19, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !1, line: 45, column: 3)
!153 = !DILocation(line: 45, column: 23, scope: !152)
!154 = !DILocation(line: 45, column: 21, scope: !152)
!155 = !DILocation(line: 45, column: 3, scope: !148)
!156 = !DILocation(line: 46, column: 18, scope: !152)
!157 = !DILocation(line: 46, column: 20, scope: !152)
!158 = !DILocation(line: 46, column: 12, scope: !152)
!159 = !DILocation(line: 46, column: 26, scope: !152)
!160 = !DILocation(line: 46, column: 28, scope: !152)
!161 = !DILocation(line: 46, column: 25, scope: !152)
!162 = !DILocation(line: 46, column: 23, scope: !152)
!163 = !DILocation(line: 46, column: 9, scope: !152)
!164 = !DILocation(line: 46, column: 5, scope: !152)
!165 = !DILocation(line: 45, column: 31, scope: !152)
!166 = !DILocation(line: 45, column: 3, scope: !152)
!167 = distinct !{!167, !155, !168, !48}
!168 = !DILocation(line: 46, column: 31, scope: !148)
!169 = !DILocation(line: 47, column: 45, scope: !50)
!170 = !DILocation(line: 47, column: 50, scope: !50)
!171 = !DILocation(line: 47, column: 55, scope: !50)
!172 = !DILocation(line: 47, column: 3, scope: !50)
!173 = !DILocation(line: 48, column: 8, scope: !50)
!174 = !DILocation(line: 48, column: 3, scope: !50)
!175 = !DILocation(line: 49, column: 8, scope: !50)
!176 = !DILocation(line: 49, column: 3, scope: !50)
!177 = !DILocation(line: 50, column: 8, scope: !50)
!178 = !DILocation(line: 50, column: 3, scope: !50)
!179 = !DILocation(line: 51, column: 3, scope: !50)
!180 = distinct !DISubprogram(name: "percentile_bin", scope: !1, file: !1, line: 13, type: !181, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!181 = !DISubroutineType(types: !182)
!182 = !{!15, !15, !183, !83, !3}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!185 = !DILocalVariable(name: "nbins", arg: 1, scope: !180, file: !1, line: 13, type: !15)
!186 = !DILocation(line: 13, column: 31, scope: !180)
!187 = !DILocalVariable(name: "h", arg: 2, scope: !180, file: !1, line: 13, type: !183)
!188 = !DILocation(line: 13, column: 49, scope: !180)
!189 = !DILocalVariable(name: "cum", arg: 3, scope: !180, file: !1, line: 13, type: !83)
!190 = !DILocation(line: 13, column: 58, scope: !180)
!191 = !DILocalVariable(name: "target", arg: 4, scope: !180, file: !1, line: 13, type: !3)
!192 = !DILocation(line: 13, column: 68, scope: !180)
!193 = !DILocalVariable(name: "b", scope: !180, file: !1, line: 15, type: !15)
!194 = !DILocation(line: 15, column: 7, scope: !180)
!195 = !DILocalVariable(name: "c", scope: !180, file: !1, line: 16, type: !3)
!196 = !DILocation(line: 16, column: 8, scope: !180)
!197 = !DILocation(line: 17, column: 10, scope: !198)
!198 = distinct !DILexicalBlock(scope: !180, file: !1, line: 17, column: 3)
!199 = !DILocation(line: 17, column: 8, scope: !198)
!200 = !DILocation(line: 17, column: 15, scope: !201)
!201 = distinct !DILexicalBlock(scope: !198, file: !1, line: 17, column: 3)
!202 = !DILocation(line: 17, column: 19, scope: !201)
!203 = !DILocation(line: 17, column: 17, scope: !201)
!204 = !DILocation(line: 17, column: 3, scope: !198)
!205 = !DILocation(line: 18, column: 10, scope: !206)
!206 = distinct !DILexicalBlock(scope: !201, file: !1, line: 17, column: 31)
!207 = !DILocation(line: 18, column: 12, scope: !206)
!208 = !DILocation(line: 18, column: 7, scope: !206)
!209 = !DILocation(line: 19, column: 14, scope: !206)
!210 = !DILocation(line: 19, column: 5, scope: !206)
!211 = !DILocation(line: 19, column: 9, scope: !206)
!212 = !DILocation(line: 19, column: 12, scope: !206)
!213 = !DILocation(line: 20, column: 3, scope: !206)
!214 = !DILocation(line: 17, column: 27, scope: !201)
!215 = !DILocation(line: 17, column: 3, scope: !201)
!216 = distinct !{!216, !204, !217, !48}
!217 = !DILocation(line: 20, column: 3, scope: !198)
!218 = !DILocation(line: 21, column: 10, scope: !219)
!219 = distinct !DILexicalBlock(scope: !180, file: !1, line: 21, column: 3)
!220 = !DILocation(line: 21, column: 8, scope: !219)
!221 = !DILocation(line: 21, column: 15, scope: !222)
!222 = distinct !DILexicalBlock(scope: !219, file: !1, line: 21, column: 3)
!223 = !DILocation(line: 21, column: 19, scope: !222)
!224 = !DILocation(line: 21, column: 17, scope: !222)
!225 = !DILocation(line: 21, column: 3, scope: !219)
!226 = !DILocation(line: 22, column: 9, scope: !227)
!227 = distinct !DILexicalBlock(scope: !222, file: !1, line: 22, column: 9)
!228 = !DILocation(line: 22, column: 13, scope: !227)
!229 = !DILocation(line: 22, column: 19, scope: !227)
!230 = !DILocation(line: 22, column: 16, scope: !227)
!231 = !DILocation(line: 22, column: 9, scope: !222)
!232 = !DILocation(line: 23, column: 7, scope: !227)
!233 = !DILocation(line: 21, column: 27, scope: !222)
!234 = !DILocation(line: 21, column: 3, scope: !222)
!235 = distinct !{!235, !225, !236, !48}
!236 = !DILocation(line: 23, column: 7, scope: !219)
!237 = !DILocation(line: 24, column: 10, scope: !180)
!238 = !DILocation(line: 24, column: 3, scope: !180)
