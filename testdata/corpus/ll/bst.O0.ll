; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tree = type { i32, i32, %struct.tree*, %struct.tree* }

@.str = private unnamed_addr constant [30 x i8] c"height %d sig %ld depths %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @kernel_inorder(%struct.tree* noundef %0, i64 noundef %1) #0 !dbg !13 {
  %3 = alloca i64, align 8
  %4 = alloca %struct.tree*, align 8
  %5 = alloca i64, align 8
  store %struct.tree* %0, %struct.tree** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.tree** %4, metadata !27, metadata !DIExpression()), !dbg !28
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !29, metadata !DIExpression()), !dbg !30
  %6 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !31
  %7 = icmp ne %struct.tree* %6, null, !dbg !31
  br i1 %7, label %10, label %8, !dbg !33

8:                                                ; preds = %2
  %9 = load i64, i64* %5, align 8, !dbg !34
  store i64 %9, i64* %3, align 8, !dbg !35
  br label %34, !dbg !35

10:                                               ; preds = %2
  %11 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !36
  %12 = getelementptr inbounds %struct.tree, %struct.tree* %11, i32 0, i32 2, !dbg !37
  %13 = load %struct.tree*, %struct.tree** %12, align 8, !dbg !37
  %14 = load i64, i64* %5, align 8, !dbg !38
  %15 = call i64 @kernel_inorder(%struct.tree* noundef %13, i64 noundef %14), !dbg !39
  store i64 %15, i64* %5, align 8, !dbg !40
  %16 = load i64, i64* %5, align 8, !dbg !41
  %17 = mul nsw i64 %16, 31, !dbg !42
  %18 = srem i64 %17, 1000000007, !dbg !43
  %19 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !44
  %20 = getelementptr inbounds %struct.tree, %struct.tree* %19, i32 0, i32 0, !dbg !45
  %21 = load i32, i32* %20, align 8, !dbg !45
  %22 = sext i32 %21 to i64, !dbg !46
  %23 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !47
  %24 = getelementptr inbounds %struct.tree, %struct.tree* %23, i32 0, i32 1, !dbg !48
  %25 = load i32, i32* %24, align 4, !dbg !48
  %26 = sext i32 %25 to i64, !dbg !47
  %27 = mul nsw i64 %22, %26, !dbg !49
  %28 = add nsw i64 %18, %27, !dbg !50
  store i64 %28, i64* %5, align 8, !dbg !51
  %29 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !52
  %30 = getelementptr inbounds %struct.tree, %struct.tree* %29, i32 0, i32 3, !dbg !53
  %31 = load %struct.tree*, %struct.tree** %30, align 8, !dbg !53
  %32 = load i64, i64* %5, align 8, !dbg !54
  %33 = call i64 @kernel_inorder(%struct.tree* noundef %31, i64 noundef %32), !dbg !55
  store i64 %33, i64* %3, align 8, !dbg !56
  br label %34, !dbg !56

34:                                               ; preds = %10, %8
  %35 = load i64, i64* %3, align 8, !dbg !57
  ret i64 %35, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !58 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.tree*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !64, metadata !DIExpression()), !dbg !65
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %6, metadata !68, metadata !DIExpression()), !dbg !69
  %13 = load i32, i32* %4, align 4, !dbg !70
  %14 = icmp sgt i32 %13, 1, !dbg !71
  br i1 %14, label %15, label %20, !dbg !70

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !72
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !72
  %18 = load i8*, i8** %17, align 8, !dbg !72
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !73
  br label %21, !dbg !70

20:                                               ; preds = %2
  br label %21, !dbg !70

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 5000, %20 ], !dbg !70
  store i32 %22, i32* %6, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata %struct.tree** %7, metadata !74, metadata !DIExpression()), !dbg !76
  store %struct.tree* null, %struct.tree** %7, align 8, !dbg !76
  call void @llvm.dbg.declare(metadata i32* %8, metadata !77, metadata !DIExpression()), !dbg !79
  store i32 31337, i32* %8, align 4, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %9, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %9, align 4, !dbg !82
  br label %23, !dbg !83

23:                                               ; preds = %36, %21
  %24 = load i32, i32* %9, align 4, !dbg !84
  %25 = load i32, i32* %6, align 4, !dbg !86
  %26 = icmp slt i32 %24, %25, !dbg !87
  br i1 %26, label %27, label %39, !dbg !88

27:                                               ; preds = %23
  %28 = load i32, i32* %8, align 4, !dbg !89
  %29 = mul i32 %28, 1103515245, !dbg !91
  %30 = add i32 %29, 12345, !dbg !92
  store i32 %30, i32* %8, align 4, !dbg !93
  %31 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !94
  %32 = load i32, i32* %8, align 4, !dbg !95
  %33 = lshr i32 %32, 10, !dbg !96
  %34 = urem i32 %33, 20000, !dbg !97
  %35 = call %struct.tree* @insert(%struct.tree* noundef %31, i32 noundef %34), !dbg !98
  store %struct.tree* %35, %struct.tree** %7, align 8, !dbg !99
  br label %36, !dbg !100

36:                                               ; preds = %27
  %37 = load i32, i32* %9, align 4, !dbg !101
  %38 = add nsw i32 %37, 1, !dbg !101
  store i32 %38, i32* %9, align 4, !dbg !101
  br label %23, !dbg !102, !llvm.loop !103

39:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata i64* %10, metadata !106, metadata !DIExpression()), !dbg !107
  %40 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !108
  %41 = call i64 @kernel_inorder(%struct.tree* noundef %40, i64 noundef 0), !dbg !109
  store i64 %41, i64* %10, align 8, !dbg !107
  call void @llvm.dbg.declare(metadata i64* %11, metadata !110, metadata !DIExpression()), !dbg !111
  store i64 0, i64* %11, align 8, !dbg !111
  call void @llvm.dbg.declare(metadata i32* %12, metadata !112, metadata !DIExpression()), !dbg !114
  store i32 0, i32* %12, align 4, !dbg !114
  br label %42, !dbg !115

42:                                               ; preds = %52, %39
  %43 = load i32, i32* %12, align 4, !dbg !116
  %44 = icmp slt i32 %43, 20000, !dbg !118
  br i1 %44, label %45, label %55, !dbg !119

45:                                               ; preds = %42
  %46 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !120
  %47 = load i32, i32* %12, align 4, !dbg !121
  %48 = call i32 @depth_of(%struct.tree* noundef %46, i32 noundef %47), !dbg !122
  %49 = sext i32 %48 to i64, !dbg !122
  %50 = load i64, i64* %11, align 8, !dbg !123
  %51 = add nsw i64 %50, %49, !dbg !123
  store i64 %51, i64* %11, align 8, !dbg !123
  br label %52, !dbg !124

52:                                               ; preds = %45
  %53 = load i32, i32* %12, align 4, !dbg !125
  %54 = add nsw i32 %53, 37, !dbg !125
  store i32 %54, i32* %12, align 4, !dbg !125
  br label %42, !dbg !126, !llvm.loop !127

55:                                               ; preds = %42
  %56 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !129
  %57 = call i32 @height(%struct.tree* noundef %56), !dbg !130
  %58 = load i64, i64* %10, align 8, !dbg !131
  %59 = load i64, i64* %11, align 8, !dbg !132
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %57, i64 noundef %58, i64 noundef %59), !dbg !133
  %61 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !134
  call void @destroy(%struct.tree* noundef %61), !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.tree* @insert(%struct.tree* noundef %0, i32 noundef %1) #0 !dbg !137 {
  %3 = alloca %struct.tree*, align 8
  %4 = alloca %struct.tree*, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.tree**, align 8
  %7 = alloca %struct.tree*, align 8
  store %struct.tree* %0, %struct.tree** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.tree** %4, metadata !140, metadata !DIExpression()), !dbg !141
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !142, metadata !DIExpression()), !dbg !143
  call void @llvm.dbg.declare(metadata %struct.tree*** %6, metadata !144, metadata !DIExpression()), !dbg !146
  store %struct.tree** %4, %struct.tree*** %6, align 8, !dbg !146
  br label %8, !dbg !147

8:                                                ; preds = %41, %2
  %9 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !148
  %10 = load %struct.tree*, %struct.tree** %9, align 8, !dbg !149
  %11 = icmp ne %struct.tree* %10, null, !dbg !147
  br i1 %11, label %12, label %43, !dbg !147

12:                                               ; preds = %8
  %13 = load i32, i32* %5, align 4, !dbg !150
  %14 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !153
  %15 = load %struct.tree*, %struct.tree** %14, align 8, !dbg !154
  %16 = getelementptr inbounds %struct.tree, %struct.tree* %15, i32 0, i32 0, !dbg !155
  %17 = load i32, i32* %16, align 8, !dbg !155
  %18 = icmp eq i32 %13, %17, !dbg !156
  br i1 %18, label %19, label %26, !dbg !157

19:                                               ; preds = %12
  %20 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !158
  %21 = load %struct.tree*, %struct.tree** %20, align 8, !dbg !160
  %22 = getelementptr inbounds %struct.tree, %struct.tree* %21, i32 0, i32 1, !dbg !161
  %23 = load i32, i32* %22, align 4, !dbg !162
  %24 = add nsw i32 %23, 1, !dbg !162
  store i32 %24, i32* %22, align 4, !dbg !162
  %25 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !163
  store %struct.tree* %25, %struct.tree** %3, align 8, !dbg !164
  br label %58, !dbg !164

26:                                               ; preds = %12
  %27 = load i32, i32* %5, align 4, !dbg !165
  %28 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !166
  %29 = load %struct.tree*, %struct.tree** %28, align 8, !dbg !167
  %30 = getelementptr inbounds %struct.tree, %struct.tree* %29, i32 0, i32 0, !dbg !168
  %31 = load i32, i32* %30, align 8, !dbg !168
  %32 = icmp slt i32 %27, %31, !dbg !169
  br i1 %32, label %33, label %37, !dbg !165

33:                                               ; preds = %26
  %34 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !170
  %35 = load %struct.tree*, %struct.tree** %34, align 8, !dbg !171
  %36 = getelementptr inbounds %struct.tree, %struct.tree* %35, i32 0, i32 2, !dbg !172
  br label %41, !dbg !165

37:                                               ; preds = %26
  %38 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !173
  %39 = load %struct.tree*, %struct.tree** %38, align 8, !dbg !174
  %40 = getelementptr inbounds %struct.tree, %struct.tree* %39, i32 0, i32 3, !dbg !175
  br label %41, !dbg !165

41:                                               ; preds = %37, %33
  %42 = phi %struct.tree** [ %36, %33 ], [ %40, %37 ], !dbg !165
  store %struct.tree** %42, %struct.tree*** %6, align 8, !dbg !176
  br label %8, !dbg !147, !llvm.loop !177

43:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata %struct.tree** %7, metadata !179, metadata !DIExpression()), !dbg !180
  %44 = call noalias i8* @malloc(i64 noundef 24) #6, !dbg !181
  %45 = bitcast i8* %44 to %struct.tree*, !dbg !181
  store %struct.tree* %45, %struct.tree** %7, align 8, !dbg !180
  %46 = load i32, i32* %5, align 4, !dbg !182
  %47 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !183
  %48 = getelementptr inbounds %struct.tree, %struct.tree* %47, i32 0, i32 0, !dbg !184
  store i32 %46, i32* %48, align 8, !dbg !185
  %49 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !186
  %50 = getelementptr inbounds %struct.tree, %struct.tree* %49, i32 0, i32 1, !dbg !187
  store i32 1, i32* %50, align 4, !dbg !188
  %51 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !189
  %52 = getelementptr inbounds %struct.tree, %struct.tree* %51, i32 0, i32 3, !dbg !190
  store %struct.tree* null, %struct.tree** %52, align 8, !dbg !191
  %53 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !192
  %54 = getelementptr inbounds %struct.tree, %struct.tree* %53, i32 0, i32 2, !dbg !193
  store %struct.tree* null, %struct.tree** %54, align 8, !dbg !194
  %55 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !195
  %56 = load %struct.tree**, %struct.tree*** %6, align 8, !dbg !196
  store %struct.tree* %55, %struct.tree** %56, align 8, !dbg !197
  %57 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !198
  store %struct.tree* %57, %struct.tree** %3, align 8, !dbg !199
  br label %58, !dbg !199

58:                                               ; preds = %43, %19
  %59 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !200
  ret %struct.tree* %59, !dbg !200
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @depth_of(%struct.tree* noundef %0, i32 noundef %1) #0 !dbg !201 {
  %3 = alloca %struct.tree*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.tree* %0, %struct.tree** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.tree** %3, metadata !204, metadata !DIExpression()), !dbg !205
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !206, metadata !DIExpression()), !dbg !207
  call void @llvm.dbg.declare(metadata i32* %5, metadata !208, metadata !DIExpression()), !dbg !209
  store i32 0, i32* %5, align 4, !dbg !209
  br label %6, !dbg !210

6:                                                ; preds = %31, %2
  %7 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !211
  %8 = icmp ne %struct.tree* %7, null, !dbg !211
  br i1 %8, label %9, label %15, !dbg !212

9:                                                ; preds = %6
  %10 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !213
  %11 = getelementptr inbounds %struct.tree, %struct.tree* %10, i32 0, i32 0, !dbg !214
  %12 = load i32, i32* %11, align 8, !dbg !214
  %13 = load i32, i32* %4, align 4, !dbg !215
  %14 = icmp ne i32 %12, %13, !dbg !216
  br label %15

15:                                               ; preds = %9, %6
  %16 = phi i1 [ false, %6 ], [ %14, %9 ], !dbg !217
  br i1 %16, label %17, label %35, !dbg !210

17:                                               ; preds = %15
  %18 = load i32, i32* %4, align 4, !dbg !218
  %19 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !220
  %20 = getelementptr inbounds %struct.tree, %struct.tree* %19, i32 0, i32 0, !dbg !221
  %21 = load i32, i32* %20, align 8, !dbg !221
  %22 = icmp slt i32 %18, %21, !dbg !222
  br i1 %22, label %23, label %27, !dbg !218

23:                                               ; preds = %17
  %24 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !223
  %25 = getelementptr inbounds %struct.tree, %struct.tree* %24, i32 0, i32 2, !dbg !224
  %26 = load %struct.tree*, %struct.tree** %25, align 8, !dbg !224
  br label %31, !dbg !218

27:                                               ; preds = %17
  %28 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !225
  %29 = getelementptr inbounds %struct.tree, %struct.tree* %28, i32 0, i32 3, !dbg !226
  %30 = load %struct.tree*, %struct.tree** %29, align 8, !dbg !226
  br label %31, !dbg !218

31:                                               ; preds = %27, %23
  %32 = phi %struct.tree* [ %26, %23 ], [ %30, %27 ], !dbg !218
  store %struct.tree* %32, %struct.tree** %3, align 8, !dbg !227
  %33 = load i32, i32* %5, align 4, !dbg !228
  %34 = add nsw i32 %33, 1, !dbg !228
  store i32 %34, i32* %5, align 4, !dbg !228
  br label %6, !dbg !210, !llvm.loop !229

35:                                               ; preds = %15
  %36 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !231
  %37 = icmp ne %struct.tree* %36, null, !dbg !231
  br i1 %37, label %38, label %40, !dbg !231

38:                                               ; preds = %35
  %39 = load i32, i32* %5, align 4, !dbg !232
  br label %41, !dbg !231

40:                                               ; preds = %35
  br label %41, !dbg !231

41:                                               ; preds = %40, %38
  %42 = phi i32 [ %39, %38 ], [ -1, %40 ], !dbg !231
  ret i32 %42, !dbg !233
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(%struct.tree* noundef %0) #0 !dbg !234 {
  %2 = alloca i32, align 4
  %3 = alloca %struct.tree*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.tree* %0, %struct.tree** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.tree** %3, metadata !237, metadata !DIExpression()), !dbg !238
  %6 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !239
  %7 = icmp ne %struct.tree* %6, null, !dbg !239
  br i1 %7, label %9, label %8, !dbg !241

8:                                                ; preds = %1
  store i32 0, i32* %2, align 4, !dbg !242
  br label %28, !dbg !242

9:                                                ; preds = %1
  call void @llvm.dbg.declare(metadata i32* %4, metadata !243, metadata !DIExpression()), !dbg !244
  %10 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !245
  %11 = getelementptr inbounds %struct.tree, %struct.tree* %10, i32 0, i32 2, !dbg !246
  %12 = load %struct.tree*, %struct.tree** %11, align 8, !dbg !246
  %13 = call i32 @height(%struct.tree* noundef %12), !dbg !247
  store i32 %13, i32* %4, align 4, !dbg !244
  call void @llvm.dbg.declare(metadata i32* %5, metadata !248, metadata !DIExpression()), !dbg !249
  %14 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !250
  %15 = getelementptr inbounds %struct.tree, %struct.tree* %14, i32 0, i32 3, !dbg !251
  %16 = load %struct.tree*, %struct.tree** %15, align 8, !dbg !251
  %17 = call i32 @height(%struct.tree* noundef %16), !dbg !252
  store i32 %17, i32* %5, align 4, !dbg !249
  %18 = load i32, i32* %4, align 4, !dbg !253
  %19 = load i32, i32* %5, align 4, !dbg !254
  %20 = icmp sgt i32 %18, %19, !dbg !255
  br i1 %20, label %21, label %23, !dbg !253

21:                                               ; preds = %9
  %22 = load i32, i32* %4, align 4, !dbg !256
  br label %25, !dbg !253

23:                                               ; preds = %9
  %24 = load i32, i32* %5, align 4, !dbg !257
  br label %25, !dbg !253

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ], !dbg !253
  %27 = add nsw i32 1, %26, !dbg !258
  store i32 %27, i32* %2, align 4, !dbg !259
  br label %28, !dbg !259

28:                                               ; preds = %25, %8
  %29 = load i32, i32* %2, align 4, !dbg !260
  ret i32 %29, !dbg !260
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @destroy(%struct.tree* noundef %0) #0 !dbg !261 {
  %2 = alloca %struct.tree*, align 8
  store %struct.tree* %0, %struct.tree** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.tree** %2, metadata !264, metadata !DIExpression()), !dbg !265
  %3 = load %struct.tree*, %struct.tree** %2, align 8, !dbg !266
  %4 = icmp ne %struct.tree* %3, null, !dbg !266
  br i1 %4, label %6, label %5, !dbg !268

5:                                                ; preds = %1
  br label %15, !dbg !269

6:                                                ; preds = %1
  %7 = load %struct.tree*, %struct.tree** %2, align 8, !dbg !270
  %8 = getelementptr inbounds %struct.tree, %struct.tree* %7, i32 0, i32 2, !dbg !271
  %9 = load %struct.tree*, %struct.tree** %8, align 8, !dbg !271
  call void @destroy(%struct.tree* noundef %9), !dbg !272
  %10 = load %struct.tree*, %struct.tree** %2, align 8, !dbg !273
  %11 = getelementptr inbounds %struct.tree, %struct.tree* %10, i32 0, i32 3, !dbg !274
  %12 = load %struct.tree*, %struct.tree** %11, align 8, !dbg !274
  call void @destroy(%struct.tree* noundef %12), !dbg !275
  %13 = load %struct.tree*, %struct.tree** %2, align 8, !dbg !276
  %14 = bitcast %struct.tree* %13 to i8*, !dbg !276
  call void @free(i8* noundef %14) #6, !dbg !277
  br label %15, !dbg !278

15:                                               ; preds = %6, %5
  ret void, !dbg !278
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bst.c", directory: ".", checksumkind: CSK_MD5, checksum: "a8cd5e84e6971d65e977f710e585b424")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_inorder", scope: !1, file: !1, line: 31, type: !14, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !26)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !16, !3}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "tree", file: !1, line: 11, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree", file: !1, line: 7, size: 192, elements: !20)
!20 = !{!21, !22, !23, !25}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !19, file: !1, line: 8, baseType: !4, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !19, file: !1, line: 9, baseType: !4, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !19, file: !1, line: 10, baseType: !24, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !19, file: !1, line: 10, baseType: !24, size: 64, offset: 128)
!26 = !{}
!27 = !DILocalVariable(name: "t", arg: 1, scope: !13, file: !1, line: 31, type: !16)
!28 = !DILocation(line: 31, column: 33, scope: !13)
!29 = !DILocalVariable(name: "acc", arg: 2, scope: !13, file: !1, line: 31, type: !3)
!30 = !DILocation(line: 31, column: 41, scope: !13)
!31 = !DILocation(line: 33, column: 8, scope: !32)
!32 = distinct !DILexicalBlock(scope: !13, file: !1, line: 33, column: 7)
!33 = !DILocation(line: 33, column: 7, scope: !13)
!34 = !DILocation(line: 34, column: 12, scope: !32)
!35 = !DILocation(line: 34, column: 5, scope: !32)
!36 = !DILocation(line: 35, column: 24, scope: !13)
!37 = !DILocation(line: 35, column: 27, scope: !13)
!38 = !DILocation(line: 35, column: 33, scope: !13)
!39 = !DILocation(line: 35, column: 9, scope: !13)
!40 = !DILocation(line: 35, column: 7, scope: !13)
!41 = !DILocation(line: 36, column: 9, scope: !13)
!42 = !DILocation(line: 36, column: 13, scope: !13)
!43 = !DILocation(line: 36, column: 18, scope: !13)
!44 = !DILocation(line: 36, column: 39, scope: !13)
!45 = !DILocation(line: 36, column: 42, scope: !13)
!46 = !DILocation(line: 36, column: 33, scope: !13)
!47 = !DILocation(line: 36, column: 48, scope: !13)
!48 = !DILocation(line: 36, column: 51, scope: !13)
!49 = !DILocation(line: 36, column: 46, scope: !13)
!50 = !DILocation(line: 36, column: 31, scope: !13)
!51 = !DILocation(line: 36, column: 7, scope: !13)
!52 = !DILocation(line: 37, column: 25, scope: !13)
!53 = !DILocation(line: 37, column: 28, scope: !13)
!54 = !DILocation(line: 37, column: 35, scope: !13)
!55 = !DILocation(line: 37, column: 10, scope: !13)
!56 = !DILocation(line: 37, column: 3, scope: !13)
!57 = !DILocation(line: 38, column: 1, scope: !13)
!58 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 67, type: !59, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !26)
!59 = !DISubroutineType(types: !60)
!60 = !{!4, !4, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!64 = !DILocalVariable(name: "argc", arg: 1, scope: !58, file: !1, line: 67, type: !4)
!65 = !DILocation(line: 67, column: 14, scope: !58)
!66 = !DILocalVariable(name: "argv", arg: 2, scope: !58, file: !1, line: 67, type: !61)
!67 = !DILocation(line: 67, column: 27, scope: !58)
!68 = !DILocalVariable(name: "n", scope: !58, file: !1, line: 69, type: !4)
!69 = !DILocation(line: 69, column: 7, scope: !58)
!70 = !DILocation(line: 69, column: 11, scope: !58)
!71 = !DILocation(line: 69, column: 16, scope: !58)
!72 = !DILocation(line: 69, column: 27, scope: !58)
!73 = !DILocation(line: 69, column: 22, scope: !58)
!74 = !DILocalVariable(name: "root", scope: !58, file: !1, line: 70, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!76 = !DILocation(line: 70, column: 9, scope: !58)
!77 = !DILocalVariable(name: "s", scope: !58, file: !1, line: 71, type: !78)
!78 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!79 = !DILocation(line: 71, column: 12, scope: !58)
!80 = !DILocalVariable(name: "i", scope: !81, file: !1, line: 72, type: !4)
!81 = distinct !DILexicalBlock(scope: !58, file: !1, line: 72, column: 3)
!82 = !DILocation(line: 72, column: 12, scope: !81)
!83 = !DILocation(line: 72, column: 8, scope: !81)
!84 = !DILocation(line: 72, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !1, line: 72, column: 3)
!86 = !DILocation(line: 72, column: 23, scope: !85)
!87 = !DILocation(line: 72, column: 21, scope: !85)
!88 = !DILocation(line: 72, column: 3, scope: !81)
!89 = !DILocation(line: 73, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !85, file: !1, line: 72, column: 31)
!91 = !DILocation(line: 73, column: 11, scope: !90)
!92 = !DILocation(line: 73, column: 25, scope: !90)
!93 = !DILocation(line: 73, column: 7, scope: !90)
!94 = !DILocation(line: 74, column: 19, scope: !90)
!95 = !DILocation(line: 74, column: 32, scope: !90)
!96 = !DILocation(line: 74, column: 34, scope: !90)
!97 = !DILocation(line: 74, column: 41, scope: !90)
!98 = !DILocation(line: 74, column: 12, scope: !90)
!99 = !DILocation(line: 74, column: 10, scope: !90)
!100 = !DILocation(line: 75, column: 3, scope: !90)
!101 = !DILocation(line: 72, column: 27, scope: !85)
!102 = !DILocation(line: 72, column: 3, scope: !85)
!103 = distinct !{!103, !88, !104, !105}
!104 = !DILocation(line: 75, column: 3, scope: !81)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocalVariable(name: "sig", scope: !58, file: !1, line: 76, type: !3)
!107 = !DILocation(line: 76, column: 8, scope: !58)
!108 = !DILocation(line: 76, column: 29, scope: !58)
!109 = !DILocation(line: 76, column: 14, scope: !58)
!110 = !DILocalVariable(name: "dsum", scope: !58, file: !1, line: 77, type: !3)
!111 = !DILocation(line: 77, column: 8, scope: !58)
!112 = !DILocalVariable(name: "k", scope: !113, file: !1, line: 78, type: !4)
!113 = distinct !DILexicalBlock(scope: !58, file: !1, line: 78, column: 3)
!114 = !DILocation(line: 78, column: 12, scope: !113)
!115 = !DILocation(line: 78, column: 8, scope: !113)
!116 = !DILocation(line: 78, column: 19, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !1, line: 78, column: 3)
!118 = !DILocation(line: 78, column: 21, scope: !117)
!119 = !DILocation(line: 78, column: 3, scope: !113)
!120 = !DILocation(line: 79, column: 22, scope: !117)
!121 = !DILocation(line: 79, column: 28, scope: !117)
!122 = !DILocation(line: 79, column: 13, scope: !117)
!123 = !DILocation(line: 79, column: 10, scope: !117)
!124 = !DILocation(line: 79, column: 5, scope: !117)
!125 = !DILocation(line: 78, column: 32, scope: !117)
!126 = !DILocation(line: 78, column: 3, scope: !117)
!127 = distinct !{!127, !119, !128, !105}
!128 = !DILocation(line: 79, column: 29, scope: !113)
!129 = !DILocation(line: 80, column: 51, scope: !58)
!130 = !DILocation(line: 80, column: 44, scope: !58)
!131 = !DILocation(line: 80, column: 58, scope: !58)
!132 = !DILocation(line: 80, column: 63, scope: !58)
!133 = !DILocation(line: 80, column: 3, scope: !58)
!134 = !DILocation(line: 81, column: 11, scope: !58)
!135 = !DILocation(line: 81, column: 3, scope: !58)
!136 = !DILocation(line: 82, column: 3, scope: !58)
!137 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !138, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!138 = !DISubroutineType(types: !139)
!139 = !{!75, !75, !4}
!140 = !DILocalVariable(name: "root", arg: 1, scope: !137, file: !1, line: 13, type: !75)
!141 = !DILocation(line: 13, column: 27, scope: !137)
!142 = !DILocalVariable(name: "key", arg: 2, scope: !137, file: !1, line: 13, type: !4)
!143 = !DILocation(line: 13, column: 37, scope: !137)
!144 = !DILocalVariable(name: "link", scope: !137, file: !1, line: 15, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!146 = !DILocation(line: 15, column: 10, scope: !137)
!147 = !DILocation(line: 16, column: 3, scope: !137)
!148 = !DILocation(line: 16, column: 11, scope: !137)
!149 = !DILocation(line: 16, column: 10, scope: !137)
!150 = !DILocation(line: 17, column: 9, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 17, column: 9)
!152 = distinct !DILexicalBlock(scope: !137, file: !1, line: 16, column: 17)
!153 = !DILocation(line: 17, column: 18, scope: !151)
!154 = !DILocation(line: 17, column: 17, scope: !151)
!155 = !DILocation(line: 17, column: 25, scope: !151)
!156 = !DILocation(line: 17, column: 13, scope: !151)
!157 = !DILocation(line: 17, column: 9, scope: !152)
!158 = !DILocation(line: 18, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !151, file: !1, line: 17, column: 30)
!160 = !DILocation(line: 18, column: 8, scope: !159)
!161 = !DILocation(line: 18, column: 16, scope: !159)
!162 = !DILocation(line: 18, column: 21, scope: !159)
!163 = !DILocation(line: 19, column: 14, scope: !159)
!164 = !DILocation(line: 19, column: 7, scope: !159)
!165 = !DILocation(line: 21, column: 12, scope: !152)
!166 = !DILocation(line: 21, column: 20, scope: !152)
!167 = !DILocation(line: 21, column: 19, scope: !152)
!168 = !DILocation(line: 21, column: 27, scope: !152)
!169 = !DILocation(line: 21, column: 16, scope: !152)
!170 = !DILocation(line: 21, column: 36, scope: !152)
!171 = !DILocation(line: 21, column: 35, scope: !152)
!172 = !DILocation(line: 21, column: 43, scope: !152)
!173 = !DILocation(line: 21, column: 53, scope: !152)
!174 = !DILocation(line: 21, column: 52, scope: !152)
!175 = !DILocation(line: 21, column: 60, scope: !152)
!176 = !DILocation(line: 21, column: 10, scope: !152)
!177 = distinct !{!177, !147, !178, !105}
!178 = !DILocation(line: 22, column: 3, scope: !137)
!179 = !DILocalVariable(name: "t", scope: !137, file: !1, line: 23, type: !75)
!180 = !DILocation(line: 23, column: 9, scope: !137)
!181 = !DILocation(line: 23, column: 13, scope: !137)
!182 = !DILocation(line: 24, column: 12, scope: !137)
!183 = !DILocation(line: 24, column: 3, scope: !137)
!184 = !DILocation(line: 24, column: 6, scope: !137)
!185 = !DILocation(line: 24, column: 10, scope: !137)
!186 = !DILocation(line: 25, column: 3, scope: !137)
!187 = !DILocation(line: 25, column: 6, scope: !137)
!188 = !DILocation(line: 25, column: 12, scope: !137)
!189 = !DILocation(line: 26, column: 13, scope: !137)
!190 = !DILocation(line: 26, column: 16, scope: !137)
!191 = !DILocation(line: 26, column: 22, scope: !137)
!192 = !DILocation(line: 26, column: 3, scope: !137)
!193 = !DILocation(line: 26, column: 6, scope: !137)
!194 = !DILocation(line: 26, column: 11, scope: !137)
!195 = !DILocation(line: 27, column: 11, scope: !137)
!196 = !DILocation(line: 27, column: 4, scope: !137)
!197 = !DILocation(line: 27, column: 9, scope: !137)
!198 = !DILocation(line: 28, column: 10, scope: !137)
!199 = !DILocation(line: 28, column: 3, scope: !137)
!200 = !DILocation(line: 29, column: 1, scope: !137)
!201 = distinct !DISubprogram(name: "depth_of", scope: !1, file: !1, line: 48, type: !202, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!202 = !DISubroutineType(types: !203)
!203 = !{!4, !16, !4}
!204 = !DILocalVariable(name: "t", arg: 1, scope: !201, file: !1, line: 48, type: !16)
!205 = !DILocation(line: 48, column: 33, scope: !201)
!206 = !DILocalVariable(name: "key", arg: 2, scope: !201, file: !1, line: 48, type: !4)
!207 = !DILocation(line: 48, column: 40, scope: !201)
!208 = !DILocalVariable(name: "d", scope: !201, file: !1, line: 50, type: !4)
!209 = !DILocation(line: 50, column: 7, scope: !201)
!210 = !DILocation(line: 51, column: 3, scope: !201)
!211 = !DILocation(line: 51, column: 10, scope: !201)
!212 = !DILocation(line: 51, column: 12, scope: !201)
!213 = !DILocation(line: 51, column: 15, scope: !201)
!214 = !DILocation(line: 51, column: 18, scope: !201)
!215 = !DILocation(line: 51, column: 25, scope: !201)
!216 = !DILocation(line: 51, column: 22, scope: !201)
!217 = !DILocation(line: 0, scope: !201)
!218 = !DILocation(line: 52, column: 9, scope: !219)
!219 = distinct !DILexicalBlock(scope: !201, file: !1, line: 51, column: 30)
!220 = !DILocation(line: 52, column: 15, scope: !219)
!221 = !DILocation(line: 52, column: 18, scope: !219)
!222 = !DILocation(line: 52, column: 13, scope: !219)
!223 = !DILocation(line: 52, column: 24, scope: !219)
!224 = !DILocation(line: 52, column: 27, scope: !219)
!225 = !DILocation(line: 52, column: 34, scope: !219)
!226 = !DILocation(line: 52, column: 37, scope: !219)
!227 = !DILocation(line: 52, column: 7, scope: !219)
!228 = !DILocation(line: 53, column: 6, scope: !219)
!229 = distinct !{!229, !210, !230, !105}
!230 = !DILocation(line: 54, column: 3, scope: !201)
!231 = !DILocation(line: 55, column: 10, scope: !201)
!232 = !DILocation(line: 55, column: 14, scope: !201)
!233 = !DILocation(line: 55, column: 3, scope: !201)
!234 = distinct !DISubprogram(name: "height", scope: !1, file: !1, line: 40, type: !235, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!235 = !DISubroutineType(types: !236)
!236 = !{!4, !16}
!237 = !DILocalVariable(name: "t", arg: 1, scope: !234, file: !1, line: 40, type: !16)
!238 = !DILocation(line: 40, column: 31, scope: !234)
!239 = !DILocation(line: 42, column: 8, scope: !240)
!240 = distinct !DILexicalBlock(scope: !234, file: !1, line: 42, column: 7)
!241 = !DILocation(line: 42, column: 7, scope: !234)
!242 = !DILocation(line: 43, column: 5, scope: !240)
!243 = !DILocalVariable(name: "l", scope: !234, file: !1, line: 44, type: !4)
!244 = !DILocation(line: 44, column: 7, scope: !234)
!245 = !DILocation(line: 44, column: 18, scope: !234)
!246 = !DILocation(line: 44, column: 21, scope: !234)
!247 = !DILocation(line: 44, column: 11, scope: !234)
!248 = !DILocalVariable(name: "r", scope: !234, file: !1, line: 44, type: !4)
!249 = !DILocation(line: 44, column: 28, scope: !234)
!250 = !DILocation(line: 44, column: 39, scope: !234)
!251 = !DILocation(line: 44, column: 42, scope: !234)
!252 = !DILocation(line: 44, column: 32, scope: !234)
!253 = !DILocation(line: 45, column: 15, scope: !234)
!254 = !DILocation(line: 45, column: 19, scope: !234)
!255 = !DILocation(line: 45, column: 17, scope: !234)
!256 = !DILocation(line: 45, column: 23, scope: !234)
!257 = !DILocation(line: 45, column: 27, scope: !234)
!258 = !DILocation(line: 45, column: 12, scope: !234)
!259 = !DILocation(line: 45, column: 3, scope: !234)
!260 = !DILocation(line: 46, column: 1, scope: !234)
!261 = distinct !DISubprogram(name: "destroy", scope: !1, file: !1, line: 58, type: !262, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !26)
!262 = !DISubroutineType(types: !263)
!263 = !{null, !75}
!264 = !DILocalVariable(name: "t", arg: 1, scope: !261, file: !1, line: 58, type: !75)
!265 = !DILocation(line: 58, column: 27, scope: !261)
!266 = !DILocation(line: 60, column: 8, scope: !267)
!267 = distinct !DILexicalBlock(scope: !261, file: !1, line: 60, column: 7)
!268 = !DILocation(line: 60, column: 7, scope: !261)
!269 = !DILocation(line: 61, column: 5, scope: !267)
!270 = !DILocation(line: 62, column: 11, scope: !261)
!271 = !DILocation(line: 62, column: 14, scope: !261)
!272 = !DILocation(line: 62, column: 3, scope: !261)
!273 = !DILocation(line: 63, column: 11, scope: !261)
!274 = !DILocation(line: 63, column: 14, scope: !261)
!275 = !DILocation(line: 63, column: 3, scope: !261)
!276 = !DILocation(line: 64, column: 8, scope: !261)
!277 = !DILocation(line: 64, column: 3, scope: !261)
!278 = !DILocation(line: 65, column: 1, scope: !261)
