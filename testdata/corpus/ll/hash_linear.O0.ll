; ModuleID = 'hash_linear.c'
source_filename = "hash_linear.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.table_t = type { i32*, i32*, i32 }

@.str = private unnamed_addr constant [27 x i8] c"cap %u hits %ld total %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @kernel_lookup(%struct.table_t* noundef %0, i32 noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.table_t*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.table_t* %0, %struct.table_t** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.table_t** %4, metadata !31, metadata !DIExpression()), !dbg !32
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %6, metadata !35, metadata !DIExpression()), !dbg !36
  %7 = load i32, i32* %5, align 4, !dbg !37
  %8 = call i32 @hash32(i32 noundef %7), !dbg !38
  %9 = load %struct.table_t*, %struct.table_t** %4, align 8, !dbg !39
  %10 = getelementptr inbounds %struct.table_t, %struct.table_t* %9, i32 0, i32 2, !dbg !40
  %11 = load i32, i32* %10, align 8, !dbg !40
  %12 = and i32 %8, %11, !dbg !41
  store i32 %12, i32* %6, align 4, !dbg !36
  br label %13, !dbg !42

13:                                               ; preds = %41, %2
  %14 = load %struct.table_t*, %struct.table_t** %4, align 8, !dbg !43
  %15 = getelementptr inbounds %struct.table_t, %struct.table_t* %14, i32 0, i32 0, !dbg !48
  %16 = load i32*, i32** %15, align 8, !dbg !48
  %17 = load i32, i32* %6, align 4, !dbg !49
  %18 = zext i32 %17 to i64, !dbg !43
  %19 = getelementptr inbounds i32, i32* %16, i64 %18, !dbg !43
  %20 = load i32, i32* %19, align 4, !dbg !43
  %21 = load i32, i32* %5, align 4, !dbg !50
  %22 = icmp eq i32 %20, %21, !dbg !51
  br i1 %22, label %23, label %31, !dbg !52

23:                                               ; preds = %13
  %24 = load %struct.table_t*, %struct.table_t** %4, align 8, !dbg !53
  %25 = getelementptr inbounds %struct.table_t, %struct.table_t* %24, i32 0, i32 1, !dbg !54
  %26 = load i32*, i32** %25, align 8, !dbg !54
  %27 = load i32, i32* %6, align 4, !dbg !55
  %28 = zext i32 %27 to i64, !dbg !53
  %29 = getelementptr inbounds i32, i32* %26, i64 %28, !dbg !53
  %30 = load i32, i32* %29, align 4, !dbg !53
  store i32 %30, i32* %3, align 4, !dbg !56
  br label %48, !dbg !56

31:                                               ; preds = %13
  %32 = load %struct.table_t*, %struct.table_t** %4, align 8, !dbg !57
  %33 = getelementptr inbounds %struct.table_t, %struct.table_t* %32, i32 0, i32 0, !dbg !59
  %34 = load i32*, i32** %33, align 8, !dbg !59
  %35 = load i32, i32* %6, align 4, !dbg !60
  %36 = zext i32 %35 to i64, !dbg !57
  %37 = getelementptr inbounds i32, i32* %34, i64 %36, !dbg !57
  %38 = load i32, i32* %37, align 4, !dbg !57
  %39 = icmp eq i32 %38, 0, !dbg !61
  br i1 %39, label %40, label %41, !dbg !62

40:                                               ; preds = %31
  store i32 0, i32* %3, align 4, !dbg !63
  br label %48, !dbg !63

41:                                               ; preds = %31
  %42 = load i32, i32* %6, align 4, !dbg !64
  %43 = add i32 %42, 1, !dbg !65
  %44 = load %struct.table_t*, %struct.table_t** %4, align 8, !dbg !66
  %45 = getelementptr inbounds %struct.table_t, %struct.table_t* %44, i32 0, i32 2, !dbg !67
  %46 = load i32, i32* %45, align 8, !dbg !67
  %47 = and i32 %43, %46, !dbg !68
  store i32 %47, i32* %6, align 4, !dbg !69
  br label %13, !dbg !70, !llvm.loop !71

48:                                               ; preds = %40, %23
  %49 = load i32, i32* %3, align 4, !dbg !74
  ret i32 %49, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash32(i32 noundef %0) #0 !dbg !75 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !78, metadata !DIExpression()), !dbg !79
  %3 = load i32, i32* %2, align 4, !dbg !80
  %4 = lshr i32 %3, 16, !dbg !81
  %5 = load i32, i32* %2, align 4, !dbg !82
  %6 = xor i32 %5, %4, !dbg !82
  store i32 %6, i32* %2, align 4, !dbg !82
  %7 = load i32, i32* %2, align 4, !dbg !83
  %8 = mul i32 %7, 73244475, !dbg !83
  store i32 %8, i32* %2, align 4, !dbg !83
  %9 = load i32, i32* %2, align 4, !dbg !84
  %10 = lshr i32 %9, 16, !dbg !85
  %11 = load i32, i32* %2, align 4, !dbg !86
  %12 = xor i32 %11, %10, !dbg !86
  store i32 %12, i32* %2, align 4, !dbg !86
  %13 = load i32, i32* %2, align 4, !dbg !87
  ret i32 %13, !dbg !88
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !89 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.table_t, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !95, metadata !DIExpression()), !dbg !96
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !97, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.declare(metadata i32* %6, metadata !99, metadata !DIExpression()), !dbg !100
  %15 = load i32, i32* %4, align 4, !dbg !101
  %16 = icmp sgt i32 %15, 1, !dbg !102
  br i1 %16, label %17, label %22, !dbg !101

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !103
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !103
  %20 = load i8*, i8** %19, align 8, !dbg !103
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !104
  br label %23, !dbg !101

22:                                               ; preds = %2
  br label %23, !dbg !101

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 20000, %22 ], !dbg !101
  store i32 %24, i32* %6, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %7, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 1, i32* %7, align 4, !dbg !106
  br label %25, !dbg !107

25:                                               ; preds = %30, %23
  %26 = load i32, i32* %7, align 4, !dbg !108
  %27 = load i32, i32* %6, align 4, !dbg !109
  %28 = mul i32 %27, 2, !dbg !110
  %29 = icmp ult i32 %26, %28, !dbg !111
  br i1 %29, label %30, label %33, !dbg !107

30:                                               ; preds = %25
  %31 = load i32, i32* %7, align 4, !dbg !112
  %32 = shl i32 %31, 1, !dbg !112
  store i32 %32, i32* %7, align 4, !dbg !112
  br label %25, !dbg !107, !llvm.loop !113

33:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata %struct.table_t* %8, metadata !116, metadata !DIExpression()), !dbg !117
  %34 = load i32, i32* %7, align 4, !dbg !118
  %35 = zext i32 %34 to i64, !dbg !118
  %36 = call noalias i8* @calloc(i64 noundef %35, i64 noundef 4) #6, !dbg !119
  %37 = bitcast i8* %36 to i32*, !dbg !119
  %38 = getelementptr inbounds %struct.table_t, %struct.table_t* %8, i32 0, i32 0, !dbg !120
  store i32* %37, i32** %38, align 8, !dbg !121
  %39 = load i32, i32* %7, align 4, !dbg !122
  %40 = zext i32 %39 to i64, !dbg !122
  %41 = call noalias i8* @calloc(i64 noundef %40, i64 noundef 4) #6, !dbg !123
  %42 = bitcast i8* %41 to i32*, !dbg !123
  %43 = getelementptr inbounds %struct.table_t, %struct.table_t* %8, i32 0, i32 1, !dbg !124
  store i32* %42, i32** %43, align 8, !dbg !125
  %44 = load i32, i32* %7, align 4, !dbg !126
  %45 = sub i32 %44, 1, !dbg !127
  %46 = getelementptr inbounds %struct.table_t, %struct.table_t* %8, i32 0, i32 2, !dbg !128
  store i32 %45, i32* %46, align 8, !dbg !129
  call void @llvm.dbg.declare(metadata i32* %9, metadata !130, metadata !DIExpression()), !dbg !131
  store i32 42, i32* %9, align 4, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %10, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %10, align 4, !dbg !134
  br label %47, !dbg !135

47:                                               ; preds = %58, %33
  %48 = load i32, i32* %10, align 4, !dbg !136
  %49 = load i32, i32* %6, align 4, !dbg !138
  %50 = icmp slt i32 %48, %49, !dbg !139
  br i1 %50, label %51, label %61, !dbg !140

51:                                               ; preds = %47
  %52 = load i32, i32* %9, align 4, !dbg !141
  %53 = mul i32 %52, 1664525, !dbg !143
  %54 = add i32 %53, 1013904223, !dbg !144
  store i32 %54, i32* %9, align 4, !dbg !145
  %55 = load i32, i32* %9, align 4, !dbg !146
  %56 = lshr i32 %55, 18, !dbg !147
  %57 = add i32 1, %56, !dbg !148
  call void @insert(%struct.table_t* noundef %8, i32 noundef %57), !dbg !149
  br label %58, !dbg !150

58:                                               ; preds = %51
  %59 = load i32, i32* %10, align 4, !dbg !151
  %60 = add nsw i32 %59, 1, !dbg !151
  store i32 %60, i32* %10, align 4, !dbg !151
  br label %47, !dbg !152, !llvm.loop !153

61:                                               ; preds = %47
  call void @llvm.dbg.declare(metadata i64* %11, metadata !155, metadata !DIExpression()), !dbg !157
  store i64 0, i64* %11, align 8, !dbg !157
  call void @llvm.dbg.declare(metadata i64* %12, metadata !158, metadata !DIExpression()), !dbg !159
  store i64 0, i64* %12, align 8, !dbg !159
  call void @llvm.dbg.declare(metadata i32* %13, metadata !160, metadata !DIExpression()), !dbg !162
  store i32 1, i32* %13, align 4, !dbg !162
  br label %62, !dbg !163

62:                                               ; preds = %78, %61
  %63 = load i32, i32* %13, align 4, !dbg !164
  %64 = icmp ule i32 %63, 20000, !dbg !166
  br i1 %64, label %65, label %81, !dbg !167

65:                                               ; preds = %62
  call void @llvm.dbg.declare(metadata i32* %14, metadata !168, metadata !DIExpression()), !dbg !170
  %66 = load i32, i32* %13, align 4, !dbg !171
  %67 = call i32 @kernel_lookup(%struct.table_t* noundef %8, i32 noundef %66), !dbg !172
  store i32 %67, i32* %14, align 4, !dbg !170
  %68 = load i32, i32* %14, align 4, !dbg !173
  %69 = icmp sgt i32 %68, 0, !dbg !174
  %70 = zext i1 %69 to i32, !dbg !174
  %71 = sext i32 %70 to i64, !dbg !173
  %72 = load i64, i64* %11, align 8, !dbg !175
  %73 = add nsw i64 %72, %71, !dbg !175
  store i64 %73, i64* %11, align 8, !dbg !175
  %74 = load i32, i32* %14, align 4, !dbg !176
  %75 = sext i32 %74 to i64, !dbg !176
  %76 = load i64, i64* %12, align 8, !dbg !177
  %77 = add nsw i64 %76, %75, !dbg !177
  store i64 %77, i64* %12, align 8, !dbg !177
  br label %78, !dbg !178

78:                                               ; preds = %65
  %79 = load i32, i32* %13, align 4, !dbg !179
  %80 = add i32 %79, 3, !dbg !179
  store i32 %80, i32* %13, align 4, !dbg !179
  br label %62, !dbg !180, !llvm.loop !181

81:                                               ; preds = %62
  %82 = load i32, i32* %7, align 4, !dbg !183
  %83 = load i64, i64* %11, align 8, !dbg !184
  %84 = load i64, i64* %12, align 8, !dbg !185
  %85 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), i32 noundef %82, i64 noundef %83, i64 noundef %84), !dbg !186
  %86 = getelementptr inbounds %struct.table_t, %struct.table_t* %8, i32 0, i32 0, !dbg !187
  %87 = load i32*, i32** %86, align 8, !dbg !187
  %88 = bitcast i32* %87 to i8*, !dbg !188
  call void @free(i8* noundef %88) #6, !dbg !189
  %89 = getelementptr inbounds %struct.table_t, %struct.table_t* %8, i32 0, i32 1, !dbg !190
  %90 = load i32*, i32** %89, align 8, !dbg !190
  %91 = bitcast i32* %90 to i8*, !dbg !191
  call void @free(i8* noundef %91) #6, !dbg !192
  ret i32 0, !dbg !193
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @insert(%struct.table_t* noundef %0, i32 noundef %1) #0 !dbg !194 {
  %3 = alloca %struct.table_t*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.table_t* %0, %struct.table_t** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.table_t** %3, metadata !198, metadata !DIExpression()), !dbg !199
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !200, metadata !DIExpression()), !dbg !201
  call void @llvm.dbg.declare(metadata i32* %5, metadata !202, metadata !DIExpression()), !dbg !203
  %6 = load i32, i32* %4, align 4, !dbg !204
  %7 = call i32 @hash32(i32 noundef %6), !dbg !205
  %8 = load %struct.table_t*, %struct.table_t** %3, align 8, !dbg !206
  %9 = getelementptr inbounds %struct.table_t, %struct.table_t* %8, i32 0, i32 2, !dbg !207
  %10 = load i32, i32* %9, align 8, !dbg !207
  %11 = and i32 %7, %10, !dbg !208
  store i32 %11, i32* %5, align 4, !dbg !203
  br label %12, !dbg !209

12:                                               ; preds = %33, %2
  %13 = load %struct.table_t*, %struct.table_t** %3, align 8, !dbg !210
  %14 = getelementptr inbounds %struct.table_t, %struct.table_t* %13, i32 0, i32 0, !dbg !211
  %15 = load i32*, i32** %14, align 8, !dbg !211
  %16 = load i32, i32* %5, align 4, !dbg !212
  %17 = zext i32 %16 to i64, !dbg !210
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !210
  %19 = load i32, i32* %18, align 4, !dbg !210
  %20 = icmp ne i32 %19, 0, !dbg !213
  br i1 %20, label %21, label %31, !dbg !214

21:                                               ; preds = %12
  %22 = load %struct.table_t*, %struct.table_t** %3, align 8, !dbg !215
  %23 = getelementptr inbounds %struct.table_t, %struct.table_t* %22, i32 0, i32 0, !dbg !216
  %24 = load i32*, i32** %23, align 8, !dbg !216
  %25 = load i32, i32* %5, align 4, !dbg !217
  %26 = zext i32 %25 to i64, !dbg !215
  %27 = getelementptr inbounds i32, i32* %24, i64 %26, !dbg !215
  %28 = load i32, i32* %27, align 4, !dbg !215
  %29 = load i32, i32* %4, align 4, !dbg !218
  %30 = icmp ne i32 %28, %29, !dbg !219
  br label %31

31:                                               ; preds = %21, %12
  %32 = phi i1 [ false, %12 ], [ %30, %21 ], !dbg !220
  br i1 %32, label %33, label %40, !dbg !209

33:                                               ; preds = %31
  %34 = load i32, i32* %5, align 4, !dbg !221
  %35 = add i32 %34, 1, !dbg !222
  %36 = load %struct.table_t*, %struct.table_t** %3, align 8, !dbg !223
  %37 = getelementptr inbounds %struct.table_t, %struct.table_t* %36, i32 0, i32 2, !dbg !224
  %38 = load i32, i32* %37, align 8, !dbg !224
  %39 = and i32 %35, %38, !dbg !225
  store i32 %39, i32* %5, align 4, !dbg !226
  br label %12, !dbg !209, !llvm.loop !227

40:                                               ; preds = %31
  %41 = load i32, i32* %4, align 4, !dbg !228
  %42 = load %struct.table_t*, %struct.table_t** %3, align 8, !dbg !229
  %43 = getelementptr inbounds %struct.table_t, %struct.table_t* %42, i32 0, i32 0, !dbg !230
  %44 = load i32*, i32** %43, align 8, !dbg !230
  %45 = load i32, i32* %5, align 4, !dbg !231
  %46 = zext i32 %45 to i64, !dbg !229
  %47 = getelementptr inbounds i32, i32* %44, i64 %46, !dbg !229
  store i32 %41, i32* %47, align 4, !dbg !232
  %48 = load %struct.table_t*, %struct.table_t** %3, align 8, !dbg !233
  %49 = getelementptr inbounds %struct.table_t, %struct.table_t* %48, i32 0, i32 1, !dbg !234
  %50 = load i32*, i32** %49, align 8, !dbg !234
  %51 = load i32, i32* %5, align 4, !dbg !235
  %52 = zext i32 %51 to i64, !dbg !233
  %53 = getelementptr inbounds i32, i32* %50, i64 %52, !dbg !233
  %54 = load i32, i32* %53, align 4, !dbg !236
  %55 = add nsw i32 %54, 1, !dbg !236
  store i32 %55, i32* %53, align 4, !dbg !236
  ret void, !dbg !237
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
!1 = !DIFile(filename: "hash_linear.c", directory: ".", checksumkind: CSK_MD5, checksum: "efe292ea9346eeff4308d77bf2de6f46")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "kernel_lookup", scope: !1, file: !1, line: 34, type: !13, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !30)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16, !23}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "table_t", file: !1, line: 15, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 11, size: 192, elements: !20)
!20 = !{!21, !27, !29}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "keys", scope: !19, file: !1, line: 12, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !24, line: 26, baseType: !25)
!24 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: ".", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !26, line: 42, baseType: !3)
!26 = !DIFile(filename: "usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!27 = !DIDerivedType(tag: DW_TAG_member, name: "counts", scope: !19, file: !1, line: 13, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "mask", scope: !19, file: !1, line: 14, baseType: !3, size: 32, offset: 128)
!30 = !{}
!31 = !DILocalVariable(name: "t", arg: 1, scope: !12, file: !1, line: 34, type: !16)
!32 = !DILocation(line: 34, column: 34, scope: !12)
!33 = !DILocalVariable(name: "key", arg: 2, scope: !12, file: !1, line: 34, type: !23)
!34 = !DILocation(line: 34, column: 46, scope: !12)
!35 = !DILocalVariable(name: "h", scope: !12, file: !1, line: 36, type: !3)
!36 = !DILocation(line: 36, column: 12, scope: !12)
!37 = !DILocation(line: 36, column: 23, scope: !12)
!38 = !DILocation(line: 36, column: 16, scope: !12)
!39 = !DILocation(line: 36, column: 30, scope: !12)
!40 = !DILocation(line: 36, column: 33, scope: !12)
!41 = !DILocation(line: 36, column: 28, scope: !12)
!42 = !DILocation(line: 37, column: 3, scope: !12)
!43 = !DILocation(line: 38, column: 9, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !1, line: 38, column: 9)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 37, column: 12)
!46 = distinct !DILexicalBlock(scope: !47, file: !1, line: 37, column: 3)
!47 = distinct !DILexicalBlock(scope: !12, file: !1, line: 37, column: 3)
!48 = !DILocation(line: 38, column: 12, scope: !44)
!49 = !DILocation(line: 38, column: 17, scope: !44)
!50 = !DILocation(line: 38, column: 23, scope: !44)
!51 = !DILocation(line: 38, column: 20, scope: !44)
!52 = !DILocation(line: 38, column: 9, scope: !45)
!53 = !DILocation(line: 39, column: 14, scope: !44)
!54 = !DILocation(line: 39, column: 17, scope: !44)
!55 = !DILocation(line: 39, column: 24, scope: !44)
!56 = !DILocation(line: 39, column: 7, scope: !44)
!57 = !DILocation(line: 40, column: 9, scope: !58)
!58 = distinct !DILexicalBlock(scope: !45, file: !1, line: 40, column: 9)
!59 = !DILocation(line: 40, column: 12, scope: !58)
!60 = !DILocation(line: 40, column: 17, scope: !58)
!61 = !DILocation(line: 40, column: 20, scope: !58)
!62 = !DILocation(line: 40, column: 9, scope: !45)
!63 = !DILocation(line: 41, column: 7, scope: !58)
!64 = !DILocation(line: 42, column: 10, scope: !45)
!65 = !DILocation(line: 42, column: 12, scope: !45)
!66 = !DILocation(line: 42, column: 19, scope: !45)
!67 = !DILocation(line: 42, column: 22, scope: !45)
!68 = !DILocation(line: 42, column: 17, scope: !45)
!69 = !DILocation(line: 42, column: 7, scope: !45)
!70 = !DILocation(line: 37, column: 3, scope: !46)
!71 = distinct !{!71, !72, !73}
!72 = !DILocation(line: 37, column: 3, scope: !47)
!73 = !DILocation(line: 43, column: 3, scope: !47)
!74 = !DILocation(line: 44, column: 1, scope: !12)
!75 = distinct !DISubprogram(name: "hash32", scope: !1, file: !1, line: 17, type: !76, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!76 = !DISubroutineType(types: !77)
!77 = !{!3, !23}
!78 = !DILocalVariable(name: "k", arg: 1, scope: !75, file: !1, line: 17, type: !23)
!79 = !DILocation(line: 17, column: 33, scope: !75)
!80 = !DILocation(line: 19, column: 8, scope: !75)
!81 = !DILocation(line: 19, column: 10, scope: !75)
!82 = !DILocation(line: 19, column: 5, scope: !75)
!83 = !DILocation(line: 20, column: 5, scope: !75)
!84 = !DILocation(line: 21, column: 8, scope: !75)
!85 = !DILocation(line: 21, column: 10, scope: !75)
!86 = !DILocation(line: 21, column: 5, scope: !75)
!87 = !DILocation(line: 22, column: 10, scope: !75)
!88 = !DILocation(line: 22, column: 3, scope: !75)
!89 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !90, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !30)
!90 = !DISubroutineType(types: !91)
!91 = !{!15, !15, !92}
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!95 = !DILocalVariable(name: "argc", arg: 1, scope: !89, file: !1, line: 46, type: !15)
!96 = !DILocation(line: 46, column: 14, scope: !89)
!97 = !DILocalVariable(name: "argv", arg: 2, scope: !89, file: !1, line: 46, type: !92)
!98 = !DILocation(line: 46, column: 27, scope: !89)
!99 = !DILocalVariable(name: "n", scope: !89, file: !1, line: 48, type: !15)
!100 = !DILocation(line: 48, column: 7, scope: !89)
!101 = !DILocation(line: 48, column: 11, scope: !89)
!102 = !DILocation(line: 48, column: 16, scope: !89)
!103 = !DILocation(line: 48, column: 27, scope: !89)
!104 = !DILocation(line: 48, column: 22, scope: !89)
!105 = !DILocalVariable(name: "cap", scope: !89, file: !1, line: 49, type: !3)
!106 = !DILocation(line: 49, column: 12, scope: !89)
!107 = !DILocation(line: 50, column: 3, scope: !89)
!108 = !DILocation(line: 50, column: 10, scope: !89)
!109 = !DILocation(line: 50, column: 26, scope: !89)
!110 = !DILocation(line: 50, column: 28, scope: !89)
!111 = !DILocation(line: 50, column: 14, scope: !89)
!112 = !DILocation(line: 51, column: 9, scope: !89)
!113 = distinct !{!113, !107, !114, !115}
!114 = !DILocation(line: 51, column: 13, scope: !89)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocalVariable(name: "t", scope: !89, file: !1, line: 52, type: !18)
!117 = !DILocation(line: 52, column: 11, scope: !89)
!118 = !DILocation(line: 53, column: 19, scope: !89)
!119 = !DILocation(line: 53, column: 12, scope: !89)
!120 = !DILocation(line: 53, column: 5, scope: !89)
!121 = !DILocation(line: 53, column: 10, scope: !89)
!122 = !DILocation(line: 54, column: 21, scope: !89)
!123 = !DILocation(line: 54, column: 14, scope: !89)
!124 = !DILocation(line: 54, column: 5, scope: !89)
!125 = !DILocation(line: 54, column: 12, scope: !89)
!126 = !DILocation(line: 55, column: 12, scope: !89)
!127 = !DILocation(line: 55, column: 16, scope: !89)
!128 = !DILocation(line: 55, column: 5, scope: !89)
!129 = !DILocation(line: 55, column: 10, scope: !89)
!130 = !DILocalVariable(name: "s", scope: !89, file: !1, line: 56, type: !23)
!131 = !DILocation(line: 56, column: 12, scope: !89)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 57, type: !15)
!133 = distinct !DILexicalBlock(scope: !89, file: !1, line: 57, column: 3)
!134 = !DILocation(line: 57, column: 12, scope: !133)
!135 = !DILocation(line: 57, column: 8, scope: !133)
!136 = !DILocation(line: 57, column: 19, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 57, column: 3)
!138 = !DILocation(line: 57, column: 23, scope: !137)
!139 = !DILocation(line: 57, column: 21, scope: !137)
!140 = !DILocation(line: 57, column: 3, scope: !133)
!141 = !DILocation(line: 58, column: 9, scope: !142)
!142 = distinct !DILexicalBlock(scope: !137, file: !1, line: 57, column: 31)
!143 = !DILocation(line: 58, column: 11, scope: !142)
!144 = !DILocation(line: 58, column: 22, scope: !142)
!145 = !DILocation(line: 58, column: 7, scope: !142)
!146 = !DILocation(line: 59, column: 22, scope: !142)
!147 = !DILocation(line: 59, column: 24, scope: !142)
!148 = !DILocation(line: 59, column: 19, scope: !142)
!149 = !DILocation(line: 59, column: 5, scope: !142)
!150 = !DILocation(line: 60, column: 3, scope: !142)
!151 = !DILocation(line: 57, column: 27, scope: !137)
!152 = !DILocation(line: 57, column: 3, scope: !137)
!153 = distinct !{!153, !140, !154, !115}
!154 = !DILocation(line: 60, column: 3, scope: !133)
!155 = !DILocalVariable(name: "hits", scope: !89, file: !1, line: 61, type: !156)
!156 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!157 = !DILocation(line: 61, column: 8, scope: !89)
!158 = !DILocalVariable(name: "total", scope: !89, file: !1, line: 61, type: !156)
!159 = !DILocation(line: 61, column: 18, scope: !89)
!160 = !DILocalVariable(name: "k", scope: !161, file: !1, line: 62, type: !23)
!161 = distinct !DILexicalBlock(scope: !89, file: !1, line: 62, column: 3)
!162 = !DILocation(line: 62, column: 17, scope: !161)
!163 = !DILocation(line: 62, column: 8, scope: !161)
!164 = !DILocation(line: 62, column: 24, scope: !165)
!165 = distinct !DILexicalBlock(scope: !161, file: !1, line: 62, column: 3)
!166 = !DILocation(line: 62, column: 26, scope: !165)
!167 = !DILocation(line: 62, column: 3, scope: !161)
!168 = !DILocalVariable(name: "c", scope: !169, file: !1, line: 63, type: !15)
!169 = distinct !DILexicalBlock(scope: !165, file: !1, line: 62, column: 44)
!170 = !DILocation(line: 63, column: 9, scope: !169)
!171 = !DILocation(line: 63, column: 31, scope: !169)
!172 = !DILocation(line: 63, column: 13, scope: !169)
!173 = !DILocation(line: 64, column: 13, scope: !169)
!174 = !DILocation(line: 64, column: 15, scope: !169)
!175 = !DILocation(line: 64, column: 10, scope: !169)
!176 = !DILocation(line: 65, column: 14, scope: !169)
!177 = !DILocation(line: 65, column: 11, scope: !169)
!178 = !DILocation(line: 66, column: 3, scope: !169)
!179 = !DILocation(line: 62, column: 38, scope: !165)
!180 = !DILocation(line: 62, column: 3, scope: !165)
!181 = distinct !{!181, !167, !182, !115}
!182 = !DILocation(line: 66, column: 3, scope: !161)
!183 = !DILocation(line: 67, column: 41, scope: !89)
!184 = !DILocation(line: 67, column: 46, scope: !89)
!185 = !DILocation(line: 67, column: 52, scope: !89)
!186 = !DILocation(line: 67, column: 3, scope: !89)
!187 = !DILocation(line: 68, column: 10, scope: !89)
!188 = !DILocation(line: 68, column: 8, scope: !89)
!189 = !DILocation(line: 68, column: 3, scope: !89)
!190 = !DILocation(line: 69, column: 10, scope: !89)
!191 = !DILocation(line: 69, column: 8, scope: !89)
!192 = !DILocation(line: 69, column: 3, scope: !89)
!193 = !DILocation(line: 70, column: 3, scope: !89)
!194 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 25, type: !195, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !30)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !197, !23}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!198 = !DILocalVariable(name: "t", arg: 1, scope: !194, file: !1, line: 25, type: !197)
!199 = !DILocation(line: 25, column: 29, scope: !194)
!200 = !DILocalVariable(name: "key", arg: 2, scope: !194, file: !1, line: 25, type: !23)
!201 = !DILocation(line: 25, column: 41, scope: !194)
!202 = !DILocalVariable(name: "h", scope: !194, file: !1, line: 27, type: !3)
!203 = !DILocation(line: 27, column: 12, scope: !194)
!204 = !DILocation(line: 27, column: 23, scope: !194)
!205 = !DILocation(line: 27, column: 16, scope: !194)
!206 = !DILocation(line: 27, column: 30, scope: !194)
!207 = !DILocation(line: 27, column: 33, scope: !194)
!208 = !DILocation(line: 27, column: 28, scope: !194)
!209 = !DILocation(line: 28, column: 3, scope: !194)
!210 = !DILocation(line: 28, column: 10, scope: !194)
!211 = !DILocation(line: 28, column: 13, scope: !194)
!212 = !DILocation(line: 28, column: 18, scope: !194)
!213 = !DILocation(line: 28, column: 21, scope: !194)
!214 = !DILocation(line: 28, column: 30, scope: !194)
!215 = !DILocation(line: 28, column: 33, scope: !194)
!216 = !DILocation(line: 28, column: 36, scope: !194)
!217 = !DILocation(line: 28, column: 41, scope: !194)
!218 = !DILocation(line: 28, column: 47, scope: !194)
!219 = !DILocation(line: 28, column: 44, scope: !194)
!220 = !DILocation(line: 0, scope: !194)
!221 = !DILocation(line: 29, column: 10, scope: !194)
!222 = !DILocation(line: 29, column: 12, scope: !194)
!223 = !DILocation(line: 29, column: 19, scope: !194)
!224 = !DILocation(line: 29, column: 22, scope: !194)
!225 = !DILocation(line: 29, column: 17, scope: !194)
!226 = !DILocation(line: 29, column: 7, scope: !194)
!227 = distinct !{!227, !209, !224, !115}
!228 = !DILocation(line: 30, column: 16, scope: !194)
!229 = !DILocation(line: 30, column: 3, scope: !194)
!230 = !DILocation(line: 30, column: 6, scope: !194)
!231 = !DILocation(line: 30, column: 11, scope: !194)
!232 = !DILocation(line: 30, column: 14, scope: !194)
!233 = !DILocation(line: 31, column: 3, scope: !194)
!234 = !DILocation(line: 31, column: 6, scope: !194)
!235 = !DILocation(line: 31, column: 13, scope: !194)
!236 = !DILocation(line: 31, column: 15, scope: !194)
!237 = !DILocation(line: 32, column: 1, scope: !194)
