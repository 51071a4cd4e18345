; ModuleID = 'graph_bfs.c'
source_filename = "graph_bfs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [37 x i8] c"maxd %d sum %ld level1 %d level3 %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @kernel_bfs(i32 noundef %0, i32* nocapture noundef readonly %1, i32* nocapture noundef readonly %2, i32 noundef %3, i32* nocapture noundef %4, i32* nocapture noundef %5) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %1, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %2, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %3, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %4, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32* %5, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !45
  %7 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %7, label %8, label %12, !dbg !48

8:                                                ; preds = %6
  %9 = bitcast i32* %4 to i8*, !dbg !46
  %10 = zext i32 %0 to i64, !dbg !48
  %11 = shl nuw nsw i64 %10, 2, !dbg !48
  call void @llvm.memset.p0i8.i64(i8* align 4 %9, i8 -1, i64 %11, i1 false), !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !45
  br label %12, !dbg !54

12:                                               ; preds = %8, %6
  %13 = sext i32 %3 to i64, !dbg !54
  %14 = getelementptr inbounds i32, i32* %4, i64 %13, !dbg !54
  store i32 0, i32* %14, align 4, !dbg !55, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !44
  store i32 %3, i32* %5, align 4, !dbg !56, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !44
  br label %20, !dbg !57

15:                                               ; preds = %56, %20
  %16 = phi i32 [ %23, %20 ], [ %57, %56 ], !dbg !44
  %17 = phi i32 [ %22, %20 ], [ %58, %56 ], !dbg !44
  call void @llvm.dbg.value(metadata i64 %24, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %17, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %16, metadata !34, metadata !DIExpression()), !dbg !44
  %18 = sext i32 %17 to i64, !dbg !58
  %19 = icmp slt i64 %24, %18, !dbg !58
  br i1 %19, label %20, label %63, !dbg !57, !llvm.loop !59

20:                                               ; preds = %12, %15
  %21 = phi i64 [ 0, %12 ], [ %24, %15 ]
  %22 = phi i32 [ 1, %12 ], [ %17, %15 ]
  %23 = phi i32 [ 0, %12 ], [ %16, %15 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %22, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %23, metadata !34, metadata !DIExpression()), !dbg !44
  %24 = add nuw nsw i64 %21, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %24, metadata !32, metadata !DIExpression()), !dbg !44
  %25 = getelementptr inbounds i32, i32* %5, i64 %21, !dbg !64
  %26 = load i32, i32* %25, align 4, !dbg !64, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %26, metadata !37, metadata !DIExpression()), !dbg !65
  %27 = sext i32 %26 to i64, !dbg !66
  %28 = getelementptr inbounds i32, i32* %1, i64 %27, !dbg !66
  %29 = load i32, i32* %28, align 4, !dbg !66, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %29, metadata !39, metadata !DIExpression()), !dbg !67
  %30 = add nsw i32 %26, 1
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, i32* %1, i64 %31
  call void @llvm.dbg.value(metadata i32 %29, metadata !39, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %22, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %23, metadata !34, metadata !DIExpression()), !dbg !44
  %33 = load i32, i32* %32, align 4, !dbg !68, !tbaa !50
  %34 = icmp slt i32 %29, %33, !dbg !69
  br i1 %34, label %35, label %15, !dbg !70

35:                                               ; preds = %20
  %36 = getelementptr inbounds i32, i32* %4, i64 %27
  %37 = sext i32 %29 to i64, !dbg !70
  br label %38, !dbg !70

38:                                               ; preds = %35, %56
  %39 = phi i64 [ %37, %35 ], [ %59, %56 ]
  %40 = phi i32 [ %22, %35 ], [ %58, %56 ]
  %41 = phi i32 [ %23, %35 ], [ %57, %56 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !39, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %40, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %41, metadata !34, metadata !DIExpression()), !dbg !44
  %42 = getelementptr inbounds i32, i32* %2, i64 %39, !dbg !71
  %43 = load i32, i32* %42, align 4, !dbg !71, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %43, metadata !41, metadata !DIExpression()), !dbg !72
  %44 = sext i32 %43 to i64, !dbg !73
  %45 = getelementptr inbounds i32, i32* %4, i64 %44, !dbg !73
  %46 = load i32, i32* %45, align 4, !dbg !73, !tbaa !50
  %47 = icmp slt i32 %46, 0, !dbg !75
  br i1 %47, label %48, label %56, !dbg !76

48:                                               ; preds = %38
  %49 = load i32, i32* %36, align 4, !dbg !77, !tbaa !50
  %50 = add nsw i32 %49, 1, !dbg !79
  store i32 %50, i32* %45, align 4, !dbg !80, !tbaa !50
  %51 = icmp slt i32 %49, %41, !dbg !81
  %52 = select i1 %51, i32 %41, i32 %50, !dbg !83
  call void @llvm.dbg.value(metadata i32 %52, metadata !34, metadata !DIExpression()), !dbg !44
  %53 = add nsw i32 %40, 1, !dbg !84
  call void @llvm.dbg.value(metadata i32 %53, metadata !33, metadata !DIExpression()), !dbg !44
  %54 = sext i32 %40 to i64, !dbg !85
  %55 = getelementptr inbounds i32, i32* %5, i64 %54, !dbg !85
  store i32 %43, i32* %55, align 4, !dbg !86, !tbaa !50
  br label %56, !dbg !87

56:                                               ; preds = %48, %38
  %57 = phi i32 [ %52, %48 ], [ %41, %38 ], !dbg !44
  %58 = phi i32 [ %53, %48 ], [ %40, %38 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %58, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %57, metadata !34, metadata !DIExpression()), !dbg !44
  %59 = add nsw i64 %39, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %59, metadata !39, metadata !DIExpression()), !dbg !67
  %60 = load i32, i32* %32, align 4, !dbg !68, !tbaa !50
  %61 = sext i32 %60 to i64, !dbg !69
  %62 = icmp slt i64 %59, %61, !dbg !69
  br i1 %62, label %38, label %15, !dbg !70, !llvm.loop !89

63:                                               ; preds = %15
  ret i32 %16, !dbg !91
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !92 {
  %3 = alloca [64 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !96, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i8** %1, metadata !97, metadata !DIExpression()), !dbg !120
  %4 = icmp sgt i32 %0, 1, !dbg !121
  br i1 %4, label %5, label %10, !dbg !122

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !123
  %7 = load i8*, i8** %6, align 8, !dbg !123, !tbaa !124
  call void @llvm.dbg.value(metadata i8* %7, metadata !126, metadata !DIExpression()) #10, !dbg !134
  %8 = call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #10, !dbg !136
  %9 = trunc i64 %8 to i32, !dbg !137
  br label %10, !dbg !122

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 20000, %2 ], !dbg !122
  call void @llvm.dbg.value(metadata i32 %11, metadata !98, metadata !DIExpression()), !dbg !120
  %12 = icmp sgt i32 %0, 2, !dbg !138
  br i1 %12, label %13, label %18, !dbg !139

13:                                               ; preds = %10
  %14 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !140
  %15 = load i8*, i8** %14, align 8, !dbg !140, !tbaa !124
  call void @llvm.dbg.value(metadata i8* %15, metadata !126, metadata !DIExpression()) #10, !dbg !141
  %16 = call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #10, !dbg !143
  %17 = trunc i64 %16 to i32, !dbg !144
  br label %18, !dbg !139

18:                                               ; preds = %10, %13
  %19 = phi i32 [ %17, %13 ], [ 4, %10 ], !dbg !139
  call void @llvm.dbg.value(metadata i32 %19, metadata !99, metadata !DIExpression()), !dbg !120
  %20 = add nsw i32 %11, 1, !dbg !145
  %21 = sext i32 %20 to i64, !dbg !146
  %22 = shl nsw i64 %21, 2, !dbg !147
  %23 = call noalias i8* @malloc(i64 noundef %22) #10, !dbg !148
  %24 = bitcast i8* %23 to i32*, !dbg !148
  call void @llvm.dbg.value(metadata i32* %24, metadata !100, metadata !DIExpression()), !dbg !120
  %25 = sext i32 %11 to i64, !dbg !149
  %26 = sext i32 %19 to i64, !dbg !150
  %27 = shl nsw i64 %25, 2, !dbg !151
  %28 = mul i64 %27, %26, !dbg !152
  %29 = call noalias i8* @malloc(i64 noundef %28) #10, !dbg !153
  %30 = bitcast i8* %29 to i32*, !dbg !153
  call void @llvm.dbg.value(metadata i32* %30, metadata !101, metadata !DIExpression()), !dbg !120
  %31 = shl nsw i64 %25, 2, !dbg !154
  %32 = call noalias i8* @malloc(i64 noundef %31) #10, !dbg !155
  %33 = bitcast i8* %32 to i32*, !dbg !155
  call void @llvm.dbg.value(metadata i32* %33, metadata !102, metadata !DIExpression()), !dbg !120
  %34 = call noalias i8* @malloc(i64 noundef %31) #10, !dbg !156
  %35 = bitcast i8* %34 to i32*, !dbg !156
  call void @llvm.dbg.value(metadata i32* %35, metadata !103, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 3, metadata !104, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !105, metadata !DIExpression()), !dbg !157
  %36 = icmp sgt i32 %11, 0, !dbg !158
  br i1 %36, label %37, label %46, !dbg !159

37:                                               ; preds = %18
  %38 = icmp sgt i32 %19, 1
  %39 = sext i32 %19 to i64, !dbg !159
  %40 = zext i32 %11 to i64, !dbg !159
  %41 = zext i32 %11 to i64, !dbg !158
  %42 = zext i32 %19 to i64
  br label %106, !dbg !159

43:                                               ; preds = %117, %106
  %44 = phi i32 [ %108, %106 ], [ %121, %117 ], !dbg !120
  call void @llvm.dbg.value(metadata i64 %112, metadata !105, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %44, metadata !104, metadata !DIExpression()), !dbg !120
  %45 = icmp eq i64 %112, %41, !dbg !158
  br i1 %45, label %46, label %106, !dbg !159, !llvm.loop !160

46:                                               ; preds = %43, %18
  %47 = mul nsw i32 %19, %11, !dbg !162
  %48 = getelementptr inbounds i32, i32* %24, i64 %25, !dbg !163
  store i32 %47, i32* %48, align 4, !dbg !164, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %11, metadata !26, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32* %24, metadata !27, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32* %30, metadata !28, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32* %33, metadata !30, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32* %35, metadata !31, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #10, !dbg !167
  %49 = icmp sgt i32 %11, 0, !dbg !168
  br i1 %49, label %50, label %53, !dbg !169

50:                                               ; preds = %46
  %51 = zext i32 %11 to i64, !dbg !169
  %52 = shl nuw nsw i64 %51, 2, !dbg !169
  call void @llvm.memset.p0i8.i64(i8* align 4 %32, i8 -1, i64 %52, i1 false) #10, !dbg !170, !tbaa !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression()) #10, !dbg !167
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !167
  br label %53, !dbg !171

53:                                               ; preds = %50, %46
  store i32 0, i32* %33, align 4, !dbg !172, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()) #10, !dbg !165
  store i32 0, i32* %35, align 4, !dbg !173, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !165
  br label %59, !dbg !174

54:                                               ; preds = %96, %59
  %55 = phi i32 [ %62, %59 ], [ %97, %96 ], !dbg !165
  %56 = phi i32 [ %61, %59 ], [ %98, %96 ], !dbg !165
  call void @llvm.dbg.value(metadata i64 %63, metadata !32, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %56, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %55, metadata !34, metadata !DIExpression()) #10, !dbg !165
  %57 = sext i32 %56 to i64, !dbg !175
  %58 = icmp slt i64 %63, %57, !dbg !175
  br i1 %58, label %59, label %101, !dbg !174, !llvm.loop !176

59:                                               ; preds = %54, %53
  %60 = phi i64 [ 0, %53 ], [ %63, %54 ]
  %61 = phi i32 [ 1, %53 ], [ %56, %54 ]
  %62 = phi i32 [ 0, %53 ], [ %55, %54 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !32, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %61, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %62, metadata !34, metadata !DIExpression()) #10, !dbg !165
  %63 = add nuw nsw i64 %60, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %63, metadata !32, metadata !DIExpression()) #10, !dbg !165
  %64 = getelementptr inbounds i32, i32* %35, i64 %60, !dbg !179
  %65 = load i32, i32* %64, align 4, !dbg !179, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %65, metadata !37, metadata !DIExpression()) #10, !dbg !180
  %66 = sext i32 %65 to i64, !dbg !181
  %67 = getelementptr inbounds i32, i32* %24, i64 %66, !dbg !181
  %68 = load i32, i32* %67, align 4, !dbg !181, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %68, metadata !39, metadata !DIExpression()) #10, !dbg !182
  %69 = add nsw i32 %65, 1
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, i32* %24, i64 %70
  call void @llvm.dbg.value(metadata i32 %68, metadata !39, metadata !DIExpression()) #10, !dbg !182
  call void @llvm.dbg.value(metadata i32 %61, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %62, metadata !34, metadata !DIExpression()) #10, !dbg !165
  %72 = load i32, i32* %71, align 4, !dbg !183, !tbaa !50
  %73 = icmp slt i32 %68, %72, !dbg !184
  br i1 %73, label %74, label %54, !dbg !185

74:                                               ; preds = %59
  %75 = getelementptr inbounds i32, i32* %33, i64 %66
  %76 = sext i32 %68 to i64, !dbg !185
  %77 = sext i32 %72 to i64
  br label %78, !dbg !185

78:                                               ; preds = %96, %74
  %79 = phi i64 [ %76, %74 ], [ %99, %96 ]
  %80 = phi i32 [ %61, %74 ], [ %98, %96 ]
  %81 = phi i32 [ %62, %74 ], [ %97, %96 ]
  call void @llvm.dbg.value(metadata i64 %79, metadata !39, metadata !DIExpression()) #10, !dbg !182
  call void @llvm.dbg.value(metadata i32 %80, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %81, metadata !34, metadata !DIExpression()) #10, !dbg !165
  %82 = getelementptr inbounds i32, i32* %30, i64 %79, !dbg !186
  %83 = load i32, i32* %82, align 4, !dbg !186, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %83, metadata !41, metadata !DIExpression()) #10, !dbg !187
  %84 = sext i32 %83 to i64, !dbg !188
  %85 = getelementptr inbounds i32, i32* %33, i64 %84, !dbg !188
  %86 = load i32, i32* %85, align 4, !dbg !188, !tbaa !50
  %87 = icmp slt i32 %86, 0, !dbg !189
  br i1 %87, label %88, label %96, !dbg !190

88:                                               ; preds = %78
  %89 = load i32, i32* %75, align 4, !dbg !191, !tbaa !50
  %90 = add nsw i32 %89, 1, !dbg !192
  store i32 %90, i32* %85, align 4, !dbg !193, !tbaa !50
  %91 = icmp slt i32 %89, %81, !dbg !194
  %92 = select i1 %91, i32 %81, i32 %90, !dbg !195
  call void @llvm.dbg.value(metadata i32 %92, metadata !34, metadata !DIExpression()) #10, !dbg !165
  %93 = add nsw i32 %80, 1, !dbg !196
  call void @llvm.dbg.value(metadata i32 %93, metadata !33, metadata !DIExpression()) #10, !dbg !165
  %94 = sext i32 %80 to i64, !dbg !197
  %95 = getelementptr inbounds i32, i32* %35, i64 %94, !dbg !197
  store i32 %83, i32* %95, align 4, !dbg !198, !tbaa !50
  br label %96, !dbg !199

96:                                               ; preds = %88, %78
  %97 = phi i32 [ %92, %88 ], [ %81, %78 ], !dbg !165
  %98 = phi i32 [ %93, %88 ], [ %80, %78 ], !dbg !165
  call void @llvm.dbg.value(metadata i32 %98, metadata !33, metadata !DIExpression()) #10, !dbg !165
  call void @llvm.dbg.value(metadata i32 %97, metadata !34, metadata !DIExpression()) #10, !dbg !165
  %99 = add nsw i64 %79, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %99, metadata !39, metadata !DIExpression()) #10, !dbg !182
  %100 = icmp eq i64 %99, %77, !dbg !184
  br i1 %100, label %54, label %78, !dbg !185, !llvm.loop !201

101:                                              ; preds = %54
  call void @llvm.dbg.value(metadata i32 %55, metadata !111, metadata !DIExpression()), !dbg !120
  %102 = bitcast [64 x i32]* %3 to i8*, !dbg !203
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %102) #10, !dbg !203
  call void @llvm.dbg.declare(metadata [64 x i32]* %3, metadata !112, metadata !DIExpression()), !dbg !204
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %102, i8 0, i64 256, i1 false), !dbg !204
  call void @llvm.dbg.value(metadata i64 0, metadata !116, metadata !DIExpression()), !dbg !120
  call void @llvm.dbg.value(metadata i32 0, metadata !118, metadata !DIExpression()), !dbg !205
  %103 = icmp sgt i32 %11, 0, !dbg !206
  br i1 %103, label %104, label %128, !dbg !208

104:                                              ; preds = %101
  %105 = zext i32 %11 to i64, !dbg !206
  br label %135, !dbg !208

106:                                              ; preds = %37, %43
  %107 = phi i64 [ 0, %37 ], [ %112, %43 ]
  %108 = phi i32 [ 3, %37 ], [ %44, %43 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !105, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 %108, metadata !104, metadata !DIExpression()), !dbg !120
  %109 = mul nsw i64 %107, %39, !dbg !209
  %110 = getelementptr inbounds i32, i32* %24, i64 %107, !dbg !210
  %111 = trunc i64 %109 to i32, !dbg !211
  store i32 %111, i32* %110, align 4, !dbg !211, !tbaa !50
  %112 = add nuw nsw i64 %107, 1, !dbg !212
  %113 = icmp eq i64 %112, %40
  %114 = trunc i64 %112 to i32
  %115 = select i1 %113, i32 0, i32 %114
  %116 = getelementptr inbounds i32, i32* %30, i64 %109, !dbg !213
  store i32 %115, i32* %116, align 4, !dbg !214, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !107, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 %108, metadata !104, metadata !DIExpression()), !dbg !120
  br i1 %38, label %117, label %43, !dbg !216

117:                                              ; preds = %106, %117
  %118 = phi i64 [ %126, %117 ], [ 1, %106 ]
  %119 = phi i32 [ %121, %117 ], [ %108, %106 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !107, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 %119, metadata !104, metadata !DIExpression()), !dbg !120
  %120 = mul i32 %119, 1103515245, !dbg !217
  %121 = add i32 %120, 12345, !dbg !220
  call void @llvm.dbg.value(metadata i32 %121, metadata !104, metadata !DIExpression()), !dbg !120
  %122 = lshr i32 %121, 8, !dbg !221
  %123 = urem i32 %122, %11, !dbg !222
  %124 = add nsw i64 %118, %109, !dbg !223
  %125 = getelementptr inbounds i32, i32* %30, i64 %124, !dbg !224
  store i32 %123, i32* %125, align 4, !dbg !225, !tbaa !50
  %126 = add nuw nsw i64 %118, 1, !dbg !226
  call void @llvm.dbg.value(metadata i64 %126, metadata !107, metadata !DIExpression()), !dbg !215
  %127 = icmp eq i64 %126, %42, !dbg !227
  br i1 %127, label %43, label %117, !dbg !216, !llvm.loop !228

128:                                              ; preds = %147, %101
  %129 = phi i64 [ 0, %101 ], [ %141, %147 ], !dbg !120
  %130 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 1, !dbg !230
  %131 = load i32, i32* %130, align 4, !dbg !230, !tbaa !50
  %132 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 3, !dbg !231
  %133 = load i32, i32* %132, align 4, !dbg !231, !tbaa !50
  %134 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %55, i64 noundef %129, i32 noundef %131, i32 noundef %133), !dbg !232
  call void @free(i8* noundef %23) #10, !dbg !233
  call void @free(i8* noundef %29) #10, !dbg !234
  call void @free(i8* noundef %32) #10, !dbg !235
  call void @free(i8* noundef %34) #10, !dbg !236
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %102) #10, !dbg !237
  ret i32 0, !dbg !237

135:                                              ; preds = %104, %147
  %136 = phi i64 [ 0, %104 ], [ %148, %147 ]
  %137 = phi i64 [ 0, %104 ], [ %141, %147 ]
  call void @llvm.dbg.value(metadata i64 %136, metadata !118, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %137, metadata !116, metadata !DIExpression()), !dbg !120
  %138 = getelementptr inbounds i32, i32* %33, i64 %136, !dbg !238
  %139 = load i32, i32* %138, align 4, !dbg !238, !tbaa !50
  %140 = sext i32 %139 to i64, !dbg !238
  %141 = add nsw i64 %137, %140, !dbg !240
  call void @llvm.dbg.value(metadata i64 %141, metadata !116, metadata !DIExpression()), !dbg !120
  %142 = icmp ult i32 %139, 64, !dbg !241
  br i1 %142, label %143, label %147, !dbg !241

143:                                              ; preds = %135
  %144 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %140, !dbg !243
  %145 = load i32, i32* %144, align 4, !dbg !244, !tbaa !50
  %146 = add nsw i32 %145, 1, !dbg !244
  store i32 %146, i32* %144, align 4, !dbg !244, !tbaa !50
  br label %147, !dbg !243

147:                                              ; preds = %135, %143
  %148 = add nuw nsw i64 %136, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %148, metadata !118, metadata !DIExpression()), !dbg !205
  call void @llvm.dbg.value(metadata i64 %141, metadata !116, metadata !DIExpression()), !dbg !120
  %149 = icmp eq i64 %148, %105, !dbg !206
  br i1 %149, label %128, label %135, !dbg !208, !llvm.loop !246
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #9

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "graph_bfs.c", directory: ".", checksumkind: CSK_MD5, checksum: "71f4f20e036c51febdb7412cfcebbb83")
!2 = !{!3, !6, !7, !8, !11}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_bfs", scope: !1, file: !1, line: 7, type: !20, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!6, !6, !22, !22, !6, !24, !24}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!25 = !{!26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !37, !39, !41}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !1, line: 7, type: !6)
!27 = !DILocalVariable(name: "off", arg: 2, scope: !19, file: !1, line: 7, type: !22)
!28 = !DILocalVariable(name: "adj", arg: 3, scope: !19, file: !1, line: 7, type: !22)
!29 = !DILocalVariable(name: "src", arg: 4, scope: !19, file: !1, line: 7, type: !6)
!30 = !DILocalVariable(name: "dist", arg: 5, scope: !19, file: !1, line: 7, type: !24)
!31 = !DILocalVariable(name: "queue", arg: 6, scope: !19, file: !1, line: 8, type: !24)
!32 = !DILocalVariable(name: "head", scope: !19, file: !1, line: 10, type: !6)
!33 = !DILocalVariable(name: "tail", scope: !19, file: !1, line: 10, type: !6)
!34 = !DILocalVariable(name: "maxd", scope: !19, file: !1, line: 10, type: !6)
!35 = !DILocalVariable(name: "v", scope: !36, file: !1, line: 11, type: !6)
!36 = distinct !DILexicalBlock(scope: !19, file: !1, line: 11, column: 3)
!37 = !DILocalVariable(name: "v", scope: !38, file: !1, line: 16, type: !6)
!38 = distinct !DILexicalBlock(scope: !19, file: !1, line: 15, column: 23)
!39 = !DILocalVariable(name: "e", scope: !40, file: !1, line: 17, type: !6)
!40 = distinct !DILexicalBlock(scope: !38, file: !1, line: 17, column: 5)
!41 = !DILocalVariable(name: "w", scope: !42, file: !1, line: 18, type: !6)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 17, column: 47)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 17, column: 5)
!44 = !DILocation(line: 0, scope: !19)
!45 = !DILocation(line: 0, scope: !36)
!46 = !DILocation(line: 11, column: 21, scope: !47)
!47 = distinct !DILexicalBlock(scope: !36, file: !1, line: 11, column: 3)
!48 = !DILocation(line: 11, column: 3, scope: !36)
!49 = !DILocation(line: 12, column: 13, scope: !47)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 13, column: 3, scope: !19)
!55 = !DILocation(line: 13, column: 13, scope: !19)
!56 = !DILocation(line: 14, column: 17, scope: !19)
!57 = !DILocation(line: 15, column: 3, scope: !19)
!58 = !DILocation(line: 15, column: 15, scope: !19)
!59 = distinct !{!59, !57, !60, !61, !62}
!60 = !DILocation(line: 26, column: 3, scope: !19)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.unroll.disable"}
!63 = !DILocation(line: 16, column: 23, scope: !38)
!64 = !DILocation(line: 16, column: 13, scope: !38)
!65 = !DILocation(line: 0, scope: !38)
!66 = !DILocation(line: 17, column: 18, scope: !40)
!67 = !DILocation(line: 0, scope: !40)
!68 = !DILocation(line: 17, column: 30, scope: !43)
!69 = !DILocation(line: 17, column: 28, scope: !43)
!70 = !DILocation(line: 17, column: 5, scope: !40)
!71 = !DILocation(line: 18, column: 15, scope: !42)
!72 = !DILocation(line: 0, scope: !42)
!73 = !DILocation(line: 19, column: 11, scope: !74)
!74 = distinct !DILexicalBlock(scope: !42, file: !1, line: 19, column: 11)
!75 = !DILocation(line: 19, column: 19, scope: !74)
!76 = !DILocation(line: 19, column: 11, scope: !42)
!77 = !DILocation(line: 20, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !1, line: 19, column: 24)
!79 = !DILocation(line: 20, column: 27, scope: !78)
!80 = !DILocation(line: 20, column: 17, scope: !78)
!81 = !DILocation(line: 21, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !1, line: 21, column: 13)
!83 = !DILocation(line: 21, column: 13, scope: !78)
!84 = !DILocation(line: 23, column: 19, scope: !78)
!85 = !DILocation(line: 23, column: 9, scope: !78)
!86 = !DILocation(line: 23, column: 23, scope: !78)
!87 = !DILocation(line: 24, column: 7, scope: !78)
!88 = !DILocation(line: 17, column: 43, scope: !43)
!89 = distinct !{!89, !70, !90, !61, !62}
!90 = !DILocation(line: 25, column: 5, scope: !40)
!91 = !DILocation(line: 27, column: 3, scope: !19)
!92 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !93, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!93 = !DISubroutineType(types: !94)
!94 = !{!6, !6, !8}
!95 = !{!96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !107, !111, !112, !116, !118}
!96 = !DILocalVariable(name: "argc", arg: 1, scope: !92, file: !1, line: 30, type: !6)
!97 = !DILocalVariable(name: "argv", arg: 2, scope: !92, file: !1, line: 30, type: !8)
!98 = !DILocalVariable(name: "n", scope: !92, file: !1, line: 32, type: !6)
!99 = !DILocalVariable(name: "deg", scope: !92, file: !1, line: 33, type: !6)
!100 = !DILocalVariable(name: "off", scope: !92, file: !1, line: 34, type: !24)
!101 = !DILocalVariable(name: "adj", scope: !92, file: !1, line: 35, type: !24)
!102 = !DILocalVariable(name: "dist", scope: !92, file: !1, line: 36, type: !24)
!103 = !DILocalVariable(name: "queue", scope: !92, file: !1, line: 37, type: !24)
!104 = !DILocalVariable(name: "s", scope: !92, file: !1, line: 38, type: !7)
!105 = !DILocalVariable(name: "v", scope: !106, file: !1, line: 40, type: !6)
!106 = distinct !DILexicalBlock(scope: !92, file: !1, line: 40, column: 3)
!107 = !DILocalVariable(name: "d", scope: !108, file: !1, line: 43, type: !6)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 43, column: 5)
!109 = distinct !DILexicalBlock(scope: !110, file: !1, line: 40, column: 31)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 40, column: 3)
!111 = !DILocalVariable(name: "maxd", scope: !92, file: !1, line: 49, type: !6)
!112 = !DILocalVariable(name: "hist", scope: !92, file: !1, line: 50, type: !113)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 64)
!116 = !DILocalVariable(name: "sum", scope: !92, file: !1, line: 51, type: !117)
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !DILocalVariable(name: "v", scope: !119, file: !1, line: 52, type: !6)
!119 = distinct !DILexicalBlock(scope: !92, file: !1, line: 52, column: 3)
!120 = !DILocation(line: 0, scope: !92)
!121 = !DILocation(line: 32, column: 16, scope: !92)
!122 = !DILocation(line: 32, column: 11, scope: !92)
!123 = !DILocation(line: 32, column: 27, scope: !92)
!124 = !{!125, !125, i64 0}
!125 = !{!"any pointer", !52, i64 0}
!126 = !DILocalVariable(name: "__nptr", arg: 1, scope: !127, file: !128, line: 362, type: !131)
!127 = distinct !DISubprogram(name: "atoi", scope: !128, file: !128, line: 362, type: !129, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !133)
!128 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!129 = !DISubroutineType(types: !130)
!130 = !{!6, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !132, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!133 = !{!126}
!134 = !DILocation(line: 0, scope: !127, inlinedAt: !135)
!135 = distinct !DILocation(line: 32, column: 22, scope: !92)
!136 = !DILocation(line: 364, column: 16, scope: !127, inlinedAt: !135)
!137 = !DILocation(line: 364, column: 10, scope: !127, inlinedAt: !135)
!138 = !DILocation(line: 33, column: 18, scope: !92)
!139 = !DILocation(line: 33, column: 13, scope: !92)
!140 = !DILocation(line: 33, column: 29, scope: !92)
!141 = !DILocation(line: 0, scope: !127, inlinedAt: !142)
!142 = distinct !DILocation(line: 33, column: 24, scope: !92)
!143 = !DILocation(line: 364, column: 16, scope: !127, inlinedAt: !142)
!144 = !DILocation(line: 364, column: 10, scope: !127, inlinedAt: !142)
!145 = !DILocation(line: 34, column: 24, scope: !92)
!146 = !DILocation(line: 34, column: 21, scope: !92)
!147 = !DILocation(line: 34, column: 29, scope: !92)
!148 = !DILocation(line: 34, column: 14, scope: !92)
!149 = !DILocation(line: 35, column: 21, scope: !92)
!150 = !DILocation(line: 35, column: 33, scope: !92)
!151 = !DILocation(line: 35, column: 31, scope: !92)
!152 = !DILocation(line: 35, column: 37, scope: !92)
!153 = !DILocation(line: 35, column: 14, scope: !92)
!154 = !DILocation(line: 36, column: 24, scope: !92)
!155 = !DILocation(line: 36, column: 15, scope: !92)
!156 = !DILocation(line: 37, column: 16, scope: !92)
!157 = !DILocation(line: 0, scope: !106)
!158 = !DILocation(line: 40, column: 21, scope: !110)
!159 = !DILocation(line: 40, column: 3, scope: !106)
!160 = distinct !{!160, !159, !161, !61, !62}
!161 = !DILocation(line: 47, column: 3, scope: !106)
!162 = !DILocation(line: 48, column: 14, scope: !92)
!163 = !DILocation(line: 48, column: 3, scope: !92)
!164 = !DILocation(line: 48, column: 10, scope: !92)
!165 = !DILocation(line: 0, scope: !19, inlinedAt: !166)
!166 = distinct !DILocation(line: 49, column: 14, scope: !92)
!167 = !DILocation(line: 0, scope: !36, inlinedAt: !166)
!168 = !DILocation(line: 11, column: 21, scope: !47, inlinedAt: !166)
!169 = !DILocation(line: 11, column: 3, scope: !36, inlinedAt: !166)
!170 = !DILocation(line: 12, column: 13, scope: !47, inlinedAt: !166)
!171 = !DILocation(line: 13, column: 3, scope: !19, inlinedAt: !166)
!172 = !DILocation(line: 13, column: 13, scope: !19, inlinedAt: !166)
!173 = !DILocation(line: 14, column: 17, scope: !19, inlinedAt: !166)
!174 = !DILocation(line: 15, column: 3, scope: !19, inlinedAt: !166)
!175 = !DILocation(line: 15, column: 15, scope: !19, inlinedAt: !166)
!176 = distinct !{!176, !174, !177, !61, !62}
!177 = !DILocation(line: 26, column: 3, scope: !19, inlinedAt: !166)
!178 = !DILocation(line: 16, column: 23, scope: !38, inlinedAt: !166)
!179 = !DILocation(line: 16, column: 13, scope: !38, inlinedAt: !166)
!180 = !DILocation(line: 0, scope: !38, inlinedAt: !166)
!181 = !DILocation(line: 17, column: 18, scope: !40, inlinedAt: !166)
!182 = !DILocation(line: 0, scope: !40, inlinedAt: !166)
!183 = !DILocation(line: 17, column: 30, scope: !43, inlinedAt: !166)
!184 = !DILocation(line: 17, column: 28, scope: !43, inlinedAt: !166)
!185 = !DILocation(line: 17, column: 5, scope: !40, inlinedAt: !166)
!186 = !DILocation(line: 18, column: 15, scope: !42, inlinedAt: !166)
!187 = !DILocation(line: 0, scope: !42, inlinedAt: !166)
!188 = !DILocation(line: 19, column: 11, scope: !74, inlinedAt: !166)
!189 = !DILocation(line: 19, column: 19, scope: !74, inlinedAt: !166)
!190 = !DILocation(line: 19, column: 11, scope: !42, inlinedAt: !166)
!191 = !DILocation(line: 20, column: 19, scope: !78, inlinedAt: !166)
!192 = !DILocation(line: 20, column: 27, scope: !78, inlinedAt: !166)
!193 = !DILocation(line: 20, column: 17, scope: !78, inlinedAt: !166)
!194 = !DILocation(line: 21, column: 21, scope: !82, inlinedAt: !166)
!195 = !DILocation(line: 21, column: 13, scope: !78, inlinedAt: !166)
!196 = !DILocation(line: 23, column: 19, scope: !78, inlinedAt: !166)
!197 = !DILocation(line: 23, column: 9, scope: !78, inlinedAt: !166)
!198 = !DILocation(line: 23, column: 23, scope: !78, inlinedAt: !166)
!199 = !DILocation(line: 24, column: 7, scope: !78, inlinedAt: !166)
!200 = !DILocation(line: 17, column: 43, scope: !43, inlinedAt: !166)
!201 = distinct !{!201, !185, !202, !61, !62}
!202 = !DILocation(line: 25, column: 5, scope: !40, inlinedAt: !166)
!203 = !DILocation(line: 50, column: 3, scope: !92)
!204 = !DILocation(line: 50, column: 7, scope: !92)
!205 = !DILocation(line: 0, scope: !119)
!206 = !DILocation(line: 52, column: 21, scope: !207)
!207 = distinct !DILexicalBlock(scope: !119, file: !1, line: 52, column: 3)
!208 = !DILocation(line: 52, column: 3, scope: !119)
!209 = !DILocation(line: 41, column: 16, scope: !109)
!210 = !DILocation(line: 41, column: 5, scope: !109)
!211 = !DILocation(line: 41, column: 12, scope: !109)
!212 = !DILocation(line: 42, column: 23, scope: !109)
!213 = !DILocation(line: 42, column: 5, scope: !109)
!214 = !DILocation(line: 42, column: 18, scope: !109)
!215 = !DILocation(line: 0, scope: !108)
!216 = !DILocation(line: 43, column: 5, scope: !108)
!217 = !DILocation(line: 44, column: 13, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !1, line: 43, column: 35)
!219 = distinct !DILexicalBlock(scope: !108, file: !1, line: 43, column: 5)
!220 = !DILocation(line: 44, column: 27, scope: !218)
!221 = !DILocation(line: 45, column: 35, scope: !218)
!222 = !DILocation(line: 45, column: 41, scope: !218)
!223 = !DILocation(line: 45, column: 19, scope: !218)
!224 = !DILocation(line: 45, column: 7, scope: !218)
!225 = !DILocation(line: 45, column: 24, scope: !218)
!226 = !DILocation(line: 43, column: 31, scope: !219)
!227 = !DILocation(line: 43, column: 23, scope: !219)
!228 = distinct !{!228, !216, !229, !61, !62}
!229 = !DILocation(line: 46, column: 5, scope: !108)
!230 = !DILocation(line: 57, column: 62, scope: !92)
!231 = !DILocation(line: 57, column: 71, scope: !92)
!232 = !DILocation(line: 57, column: 3, scope: !92)
!233 = !DILocation(line: 58, column: 3, scope: !92)
!234 = !DILocation(line: 59, column: 3, scope: !92)
!235 = !DILocation(line: 60, column: 3, scope: !92)
!236 = !DILocation(line: 61, column: 3, scope: !92)
!237 = !DILocation(line: 63, column: 1, scope: !92)
!238 = !DILocation(line: 53, column: 12, scope: !239)
!239 = distinct !DILexicalBlock(scope: !207, file: !1, line: 52, column: 31)
!240 = !DILocation(line: 53, column: 9, scope: !239)
!241 = !DILocation(line: 54, column: 22, scope: !242)
!242 = distinct !DILexicalBlock(scope: !239, file: !1, line: 54, column: 9)
!243 = !DILocation(line: 55, column: 7, scope: !242)
!244 = !DILocation(line: 55, column: 20, scope: !242)
!245 = !DILocation(line: 52, column: 27, scope: !207)
!246 = distinct !{!246, !208, !247, !61, !62}
!247 = !DILocation(line: 56, column: 3, scope: !119)
