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
  br label %23, !dbg !57

15:                                               ; preds = %60, %23
  %16 = phi i32 [ %27, %23 ], [ %62, %60 ], !dbg !44
  %17 = phi i32 [ %26, %23 ], [ %63, %60 ], !dbg !44
  call void @llvm.dbg.value(metadata i64 %28, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %17, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %16, metadata !34, metadata !DIExpression()), !dbg !44
  %18 = sext i32 %17 to i64, !dbg !58
  %19 = icmp slt i64 %28, %18, !dbg !58
  br i1 %19, label %20, label %67, !dbg !57, !llvm.loop !59

20:                                               ; preds = %15
  %21 = getelementptr inbounds i32, i32* %5, i64 %28
  %22 = load i32, i32* %21, align 4, !dbg !62, !tbaa !50
  br label %23, !dbg !57

23:                                               ; preds = %20, %12
  %24 = phi i32 [ %3, %12 ], [ %22, %20 ], !dbg !62
  %25 = phi i64 [ 0, %12 ], [ %28, %20 ]
  %26 = phi i32 [ 1, %12 ], [ %17, %20 ]
  %27 = phi i32 [ 0, %12 ], [ %16, %20 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %26, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %27, metadata !34, metadata !DIExpression()), !dbg !44
  %28 = add nuw nsw i64 %25, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %28, metadata !32, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %24, metadata !37, metadata !DIExpression()), !dbg !64
  %29 = sext i32 %24 to i64, !dbg !65
  %30 = getelementptr inbounds i32, i32* %1, i64 %29, !dbg !65
  %31 = load i32, i32* %30, align 4, !dbg !65, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %31, metadata !39, metadata !DIExpression()), !dbg !66
  %32 = add nsw i32 %24, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, i32* %1, i64 %33
  %35 = load i32, i32* %34, align 4, !dbg !67, !tbaa !50
  %36 = icmp slt i32 %31, %35, !dbg !68
  br i1 %36, label %37, label %15, !dbg !69

37:                                               ; preds = %23
  %38 = getelementptr inbounds i32, i32* %4, i64 %29
  %39 = sext i32 %31 to i64, !dbg !69
  br label %40, !dbg !69

40:                                               ; preds = %37, %60
  %41 = phi i32 [ %35, %37 ], [ %61, %60 ]
  %42 = phi i64 [ %39, %37 ], [ %64, %60 ]
  %43 = phi i32 [ %26, %37 ], [ %63, %60 ]
  %44 = phi i32 [ %27, %37 ], [ %62, %60 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !39, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 %43, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %44, metadata !34, metadata !DIExpression()), !dbg !44
  %45 = getelementptr inbounds i32, i32* %2, i64 %42, !dbg !70
  %46 = load i32, i32* %45, align 4, !dbg !70, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %46, metadata !41, metadata !DIExpression()), !dbg !71
  %47 = sext i32 %46 to i64, !dbg !72
  %48 = getelementptr inbounds i32, i32* %4, i64 %47, !dbg !72
  %49 = load i32, i32* %48, align 4, !dbg !72, !tbaa !50
  %50 = icmp slt i32 %49, 0, !dbg !74
  br i1 %50, label %51, label %60, !dbg !75

51:                                               ; preds = %40
  %52 = load i32, i32* %38, align 4, !dbg !76, !tbaa !50
  %53 = add nsw i32 %52, 1, !dbg !78
  store i32 %53, i32* %48, align 4, !dbg !79, !tbaa !50
  %54 = icmp slt i32 %52, %44, !dbg !80
  %55 = select i1 %54, i32 %44, i32 %53, !dbg !82
  call void @llvm.dbg.value(metadata i32 %55, metadata !34, metadata !DIExpression()), !dbg !44
  %56 = add nsw i32 %43, 1, !dbg !83
  call void @llvm.dbg.value(metadata i32 %56, metadata !33, metadata !DIExpression()), !dbg !44
  %57 = sext i32 %43 to i64, !dbg !84
  %58 = getelementptr inbounds i32, i32* %5, i64 %57, !dbg !84
  store i32 %46, i32* %58, align 4, !dbg !85, !tbaa !50
  %59 = load i32, i32* %34, align 4, !dbg !67, !tbaa !50
  br label %60, !dbg !86

60:                                               ; preds = %51, %40
  %61 = phi i32 [ %59, %51 ], [ %41, %40 ], !dbg !67
  %62 = phi i32 [ %55, %51 ], [ %44, %40 ], !dbg !44
  %63 = phi i32 [ %56, %51 ], [ %43, %40 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %63, metadata !33, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %62, metadata !34, metadata !DIExpression()), !dbg !44
  %64 = add nsw i64 %42, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %64, metadata !39, metadata !DIExpression()), !dbg !66
  %65 = sext i32 %61 to i64, !dbg !68
  %66 = icmp slt i64 %64, %65, !dbg !68
  br i1 %66, label %40, label %15, !dbg !69, !llvm.loop !88

67:                                               ; preds = %15
  ret i32 %16, !dbg !90
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !91 {
  %3 = alloca [64 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !95, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i8** %1, metadata !96, metadata !DIExpression()), !dbg !119
  %4 = icmp sgt i32 %0, 1, !dbg !120
  br i1 %4, label %5, label %16, !dbg !121

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !122
  %7 = load i8*, i8** %6, align 8, !dbg !122, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %7, metadata !125, metadata !DIExpression()) #10, !dbg !133
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #10, !dbg !135
  %9 = trunc i64 %8 to i32, !dbg !136
  call void @llvm.dbg.value(metadata i32 %9, metadata !97, metadata !DIExpression()), !dbg !119
  %10 = icmp eq i32 %0, 2, !dbg !137
  br i1 %10, label %16, label %11, !dbg !138

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !139
  %13 = load i8*, i8** %12, align 8, !dbg !139, !tbaa !123
  call void @llvm.dbg.value(metadata i8* %13, metadata !125, metadata !DIExpression()) #10, !dbg !140
  %14 = tail call i64 @strtol(i8* nocapture noundef nonnull %13, i8** noundef null, i32 noundef 10) #10, !dbg !142
  %15 = trunc i64 %14 to i32, !dbg !143
  br label %16, !dbg !138

16:                                               ; preds = %2, %5, %11
  %17 = phi i32 [ %9, %11 ], [ %9, %5 ], [ 20000, %2 ]
  %18 = phi i32 [ %15, %11 ], [ 4, %5 ], [ 4, %2 ], !dbg !138
  call void @llvm.dbg.value(metadata i32 %18, metadata !98, metadata !DIExpression()), !dbg !119
  %19 = add nsw i32 %17, 1, !dbg !144
  %20 = sext i32 %19 to i64, !dbg !145
  %21 = shl nsw i64 %20, 2, !dbg !146
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #10, !dbg !147
  %23 = bitcast i8* %22 to i32*, !dbg !147
  call void @llvm.dbg.value(metadata i32* %23, metadata !99, metadata !DIExpression()), !dbg !119
  %24 = sext i32 %17 to i64, !dbg !148
  %25 = sext i32 %18 to i64, !dbg !149
  %26 = shl nsw i64 %24, 2, !dbg !150
  %27 = mul i64 %26, %25, !dbg !151
  %28 = tail call noalias i8* @malloc(i64 noundef %27) #10, !dbg !152
  %29 = bitcast i8* %28 to i32*, !dbg !152
  call void @llvm.dbg.value(metadata i32* %29, metadata !100, metadata !DIExpression()), !dbg !119
  %30 = tail call noalias i8* @malloc(i64 noundef %26) #10, !dbg !153
  %31 = bitcast i8* %30 to i32*, !dbg !153
  call void @llvm.dbg.value(metadata i32* %31, metadata !101, metadata !DIExpression()), !dbg !119
  %32 = tail call noalias i8* @malloc(i64 noundef %26) #10, !dbg !154
  %33 = bitcast i8* %32 to i32*, !dbg !154
  call void @llvm.dbg.value(metadata i32* %33, metadata !102, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 3, metadata !103, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !155
  %34 = icmp sgt i32 %17, 0, !dbg !156
  br i1 %34, label %38, label %35, !dbg !157

35:                                               ; preds = %16
  %36 = mul nsw i32 %18, %17, !dbg !158
  %37 = getelementptr inbounds i32, i32* %23, i64 %24, !dbg !159
  store i32 %36, i32* %37, align 4, !dbg !160, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %23, metadata !27, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %29, metadata !28, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %31, metadata !30, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %33, metadata !31, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #10, !dbg !163
  br label %67, !dbg !164

38:                                               ; preds = %16
  %39 = icmp sgt i32 %18, 1
  %40 = zext i32 %17 to i64, !dbg !157
  %41 = zext i32 %18 to i64
  %42 = add nsw i64 %41, -1, !dbg !157
  %43 = and i64 %42, 1
  %44 = icmp eq i32 %18, 2
  %45 = and i64 %42, -2
  %46 = icmp eq i64 %43, 0
  br label %125, !dbg !157

47:                                               ; preds = %137, %136
  %48 = phi i32 [ undef, %136 ], [ %149, %137 ]
  %49 = phi i64 [ 1, %136 ], [ %154, %137 ]
  %50 = phi i32 [ %127, %136 ], [ %149, %137 ]
  br i1 %46, label %58, label %51, !dbg !165

51:                                               ; preds = %47
  call void @llvm.dbg.value(metadata i64 %49, metadata !106, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %50, metadata !103, metadata !DIExpression()), !dbg !119
  %52 = mul i32 %50, 1103515245, !dbg !167
  %53 = add i32 %52, 12345, !dbg !170
  call void @llvm.dbg.value(metadata i32 %53, metadata !103, metadata !DIExpression()), !dbg !119
  %54 = lshr i32 %53, 8, !dbg !171
  %55 = urem i32 %54, %17, !dbg !172
  %56 = add nsw i64 %49, %128, !dbg !173
  %57 = getelementptr inbounds i32, i32* %29, i64 %56, !dbg !174
  store i32 %55, i32* %57, align 4, !dbg !175, !tbaa !50
  call void @llvm.dbg.value(metadata i64 %49, metadata !106, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !166
  br label %58, !dbg !156

58:                                               ; preds = %51, %47, %125
  %59 = phi i32 [ %127, %125 ], [ %48, %47 ], [ %53, %51 ], !dbg !119
  call void @llvm.dbg.value(metadata i64 %131, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %59, metadata !103, metadata !DIExpression()), !dbg !119
  %60 = icmp eq i64 %131, %40, !dbg !156
  br i1 %60, label %61, label %125, !dbg !157, !llvm.loop !176

61:                                               ; preds = %58
  %62 = mul nsw i32 %18, %17, !dbg !158
  %63 = getelementptr inbounds i32, i32* %23, i64 %24, !dbg !159
  store i32 %62, i32* %63, align 4, !dbg !160, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %9, metadata !26, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %23, metadata !27, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %29, metadata !28, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %31, metadata !30, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32* %33, metadata !31, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #10, !dbg !163
  br i1 %34, label %64, label %67, !dbg !164

64:                                               ; preds = %61
  %65 = zext i32 %17 to i64, !dbg !164
  %66 = shl nuw nsw i64 %65, 2, !dbg !164
  tail call void @llvm.memset.p0i8.i64(i8* align 4 %30, i8 -1, i64 %66, i1 false) #10, !dbg !178, !tbaa !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #10, !dbg !163
  br label %67, !dbg !179

67:                                               ; preds = %35, %64, %61
  store i32 0, i32* %31, align 4, !dbg !180, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()) #10, !dbg !161
  store i32 0, i32* %33, align 4, !dbg !181, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #10, !dbg !161
  br label %76, !dbg !182

68:                                               ; preds = %112, %76
  %69 = phi i32 [ %80, %76 ], [ %113, %112 ], !dbg !161
  %70 = phi i32 [ %79, %76 ], [ %114, %112 ], !dbg !161
  call void @llvm.dbg.value(metadata i64 %81, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %70, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %69, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %71 = sext i32 %70 to i64, !dbg !183
  %72 = icmp slt i64 %81, %71, !dbg !183
  br i1 %72, label %73, label %117, !dbg !182, !llvm.loop !184

73:                                               ; preds = %68
  %74 = getelementptr inbounds i32, i32* %33, i64 %81
  %75 = load i32, i32* %74, align 4, !dbg !186, !tbaa !50
  br label %76, !dbg !182

76:                                               ; preds = %73, %67
  %77 = phi i32 [ 0, %67 ], [ %75, %73 ], !dbg !186
  %78 = phi i64 [ 0, %67 ], [ %81, %73 ]
  %79 = phi i32 [ 1, %67 ], [ %70, %73 ]
  %80 = phi i32 [ 0, %67 ], [ %69, %73 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %79, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %80, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %81 = add nuw nsw i64 %78, 1, !dbg !187
  call void @llvm.dbg.value(metadata i64 %81, metadata !32, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %77, metadata !37, metadata !DIExpression()) #10, !dbg !188
  %82 = sext i32 %77 to i64, !dbg !189
  %83 = getelementptr inbounds i32, i32* %23, i64 %82, !dbg !189
  %84 = load i32, i32* %83, align 4, !dbg !189, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %84, metadata !39, metadata !DIExpression()) #10, !dbg !190
  %85 = add nsw i32 %77, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, i32* %23, i64 %86
  %88 = load i32, i32* %87, align 4, !dbg !191, !tbaa !50
  %89 = icmp slt i32 %84, %88, !dbg !192
  br i1 %89, label %90, label %68, !dbg !193

90:                                               ; preds = %76
  %91 = getelementptr inbounds i32, i32* %31, i64 %82
  %92 = sext i32 %84 to i64, !dbg !193
  %93 = sext i32 %88 to i64
  br label %94, !dbg !193

94:                                               ; preds = %112, %90
  %95 = phi i64 [ %92, %90 ], [ %115, %112 ]
  %96 = phi i32 [ %79, %90 ], [ %114, %112 ]
  %97 = phi i32 [ %80, %90 ], [ %113, %112 ]
  call void @llvm.dbg.value(metadata i64 %95, metadata !39, metadata !DIExpression()) #10, !dbg !190
  call void @llvm.dbg.value(metadata i32 %96, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %97, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %98 = getelementptr inbounds i32, i32* %29, i64 %95, !dbg !194
  %99 = load i32, i32* %98, align 4, !dbg !194, !tbaa !50
  call void @llvm.dbg.value(metadata i32 %99, metadata !41, metadata !DIExpression()) #10, !dbg !195
  %100 = sext i32 %99 to i64, !dbg !196
  %101 = getelementptr inbounds i32, i32* %31, i64 %100, !dbg !196
  %102 = load i32, i32* %101, align 4, !dbg !196, !tbaa !50
  %103 = icmp slt i32 %102, 0, !dbg !197
  br i1 %103, label %104, label %112, !dbg !198

104:                                              ; preds = %94
  %105 = load i32, i32* %91, align 4, !dbg !199, !tbaa !50
  %106 = add nsw i32 %105, 1, !dbg !200
  store i32 %106, i32* %101, align 4, !dbg !201, !tbaa !50
  %107 = icmp slt i32 %105, %97, !dbg !202
  %108 = select i1 %107, i32 %97, i32 %106, !dbg !203
  call void @llvm.dbg.value(metadata i32 %108, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %109 = add nsw i32 %96, 1, !dbg !204
  call void @llvm.dbg.value(metadata i32 %109, metadata !33, metadata !DIExpression()) #10, !dbg !161
  %110 = sext i32 %96 to i64, !dbg !205
  %111 = getelementptr inbounds i32, i32* %33, i64 %110, !dbg !205
  store i32 %99, i32* %111, align 4, !dbg !206, !tbaa !50
  br label %112, !dbg !207

112:                                              ; preds = %104, %94
  %113 = phi i32 [ %108, %104 ], [ %97, %94 ], !dbg !161
  %114 = phi i32 [ %109, %104 ], [ %96, %94 ], !dbg !161
  call void @llvm.dbg.value(metadata i32 %114, metadata !33, metadata !DIExpression()) #10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %113, metadata !34, metadata !DIExpression()) #10, !dbg !161
  %115 = add nsw i64 %95, 1, !dbg !208
  call void @llvm.dbg.value(metadata i64 %115, metadata !39, metadata !DIExpression()) #10, !dbg !190
  %116 = icmp eq i64 %115, %93, !dbg !192
  br i1 %116, label %68, label %94, !dbg !193, !llvm.loop !209

117:                                              ; preds = %68
  call void @llvm.dbg.value(metadata i32 %69, metadata !110, metadata !DIExpression()), !dbg !119
  %118 = bitcast [64 x i32]* %3 to i8*, !dbg !211
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %118) #10, !dbg !211
  call void @llvm.dbg.declare(metadata [64 x i32]* %3, metadata !111, metadata !DIExpression()), !dbg !212
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %118, i8 0, i64 256, i1 false), !dbg !212
  call void @llvm.dbg.value(metadata i64 0, metadata !115, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !213
  br i1 %34, label %119, label %178, !dbg !214

119:                                              ; preds = %117
  %120 = zext i32 %17 to i64, !dbg !215
  %121 = and i64 %120, 1, !dbg !214
  %122 = icmp eq i32 %17, 1, !dbg !214
  br i1 %122, label %157, label %123, !dbg !214

123:                                              ; preds = %119
  %124 = and i64 %120, 4294967294, !dbg !214
  br label %183, !dbg !214

125:                                              ; preds = %38, %58
  %126 = phi i64 [ 0, %38 ], [ %131, %58 ]
  %127 = phi i32 [ 3, %38 ], [ %59, %58 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %127, metadata !103, metadata !DIExpression()), !dbg !119
  %128 = mul nsw i64 %126, %25, !dbg !217
  %129 = getelementptr inbounds i32, i32* %23, i64 %126, !dbg !218
  %130 = trunc i64 %128 to i32, !dbg !219
  store i32 %130, i32* %129, align 4, !dbg !219, !tbaa !50
  %131 = add nuw nsw i64 %126, 1, !dbg !220
  %132 = icmp eq i64 %131, %40
  %133 = trunc i64 %131 to i32
  %134 = select i1 %132, i32 0, i32 %133
  %135 = getelementptr inbounds i32, i32* %29, i64 %128, !dbg !221
  store i32 %134, i32* %135, align 4, !dbg !222, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !106, metadata !DIExpression()), !dbg !166
  br i1 %39, label %136, label %58, !dbg !165

136:                                              ; preds = %125
  br i1 %44, label %47, label %137, !dbg !165

137:                                              ; preds = %136, %137
  %138 = phi i64 [ %154, %137 ], [ 1, %136 ]
  %139 = phi i32 [ %149, %137 ], [ %127, %136 ]
  %140 = phi i64 [ %155, %137 ], [ 0, %136 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !106, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %139, metadata !103, metadata !DIExpression()), !dbg !119
  %141 = mul i32 %139, 1103515245, !dbg !167
  %142 = add i32 %141, 12345, !dbg !170
  call void @llvm.dbg.value(metadata i32 %142, metadata !103, metadata !DIExpression()), !dbg !119
  %143 = lshr i32 %142, 8, !dbg !171
  %144 = urem i32 %143, %17, !dbg !172
  %145 = add nsw i64 %138, %128, !dbg !173
  %146 = getelementptr inbounds i32, i32* %29, i64 %145, !dbg !174
  store i32 %144, i32* %146, align 4, !dbg !175, !tbaa !50
  %147 = add nuw nsw i64 %138, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %147, metadata !106, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i64 %147, metadata !106, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %142, metadata !103, metadata !DIExpression()), !dbg !119
  %148 = mul i32 %142, 1103515245, !dbg !167
  %149 = add i32 %148, 12345, !dbg !170
  call void @llvm.dbg.value(metadata i32 %149, metadata !103, metadata !DIExpression()), !dbg !119
  %150 = lshr i32 %149, 8, !dbg !171
  %151 = urem i32 %150, %17, !dbg !172
  %152 = add nsw i64 %147, %128, !dbg !173
  %153 = getelementptr inbounds i32, i32* %29, i64 %152, !dbg !174
  store i32 %151, i32* %153, align 4, !dbg !175, !tbaa !50
  %154 = add nuw nsw i64 %138, 2, !dbg !223
  call void @llvm.dbg.value(metadata i64 %154, metadata !106, metadata !DIExpression()), !dbg !166
  %155 = add i64 %140, 2, !dbg !165
  %156 = icmp eq i64 %155, %45, !dbg !165
  br i1 %156, label %47, label %137, !dbg !165, !llvm.loop !224

157:                                              ; preds = %207, %119
  %158 = phi i64 [ undef, %119 ], [ %201, %207 ]
  %159 = phi i64 [ 0, %119 ], [ %208, %207 ]
  %160 = phi i64 [ 0, %119 ], [ %201, %207 ]
  %161 = icmp eq i64 %121, 0, !dbg !226
  br i1 %161, label %172, label %162, !dbg !226

162:                                              ; preds = %157
  call void @llvm.dbg.value(metadata i64 %159, metadata !117, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 %160, metadata !115, metadata !DIExpression()), !dbg !119
  %163 = getelementptr inbounds i32, i32* %31, i64 %159, !dbg !229
  %164 = load i32, i32* %163, align 4, !dbg !229, !tbaa !50
  %165 = sext i32 %164 to i64, !dbg !229
  %166 = add nsw i64 %160, %165, !dbg !230
  call void @llvm.dbg.value(metadata i64 %166, metadata !115, metadata !DIExpression()), !dbg !119
  %167 = icmp ult i32 %164, 64, !dbg !226
  br i1 %167, label %168, label %172, !dbg !226

168:                                              ; preds = %162
  %169 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %165, !dbg !231
  %170 = load i32, i32* %169, align 4, !dbg !232, !tbaa !50
  %171 = add nsw i32 %170, 1, !dbg !232
  store i32 %171, i32* %169, align 4, !dbg !232, !tbaa !50
  br label %172, !dbg !231

172:                                              ; preds = %162, %168, %157
  %173 = phi i64 [ %158, %157 ], [ %166, %168 ], [ %166, %162 ], !dbg !230
  %174 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 1
  %175 = load i32, i32* %174, align 4, !dbg !233, !tbaa !50
  %176 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 3
  %177 = load i32, i32* %176, align 4, !dbg !234, !tbaa !50
  br label %178, !dbg !233

178:                                              ; preds = %172, %117
  %179 = phi i32 [ 0, %117 ], [ %177, %172 ], !dbg !234
  %180 = phi i32 [ 0, %117 ], [ %175, %172 ], !dbg !233
  %181 = phi i64 [ 0, %117 ], [ %173, %172 ], !dbg !119
  %182 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str, i64 0, i64 0), i32 noundef %69, i64 noundef %181, i32 noundef %180, i32 noundef %179), !dbg !235
  tail call void @free(i8* noundef %22) #10, !dbg !236
  tail call void @free(i8* noundef %28) #10, !dbg !237
  tail call void @free(i8* noundef %30) #10, !dbg !238
  tail call void @free(i8* noundef %32) #10, !dbg !239
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %118) #10, !dbg !240
  ret i32 0, !dbg !240

183:                                              ; preds = %207, %123
  %184 = phi i64 [ 0, %123 ], [ %208, %207 ]
  %185 = phi i64 [ 0, %123 ], [ %201, %207 ]
  %186 = phi i64 [ 0, %123 ], [ %209, %207 ]
  call void @llvm.dbg.value(metadata i64 %184, metadata !117, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 %185, metadata !115, metadata !DIExpression()), !dbg !119
  %187 = getelementptr inbounds i32, i32* %31, i64 %184, !dbg !229
  %188 = load i32, i32* %187, align 4, !dbg !229, !tbaa !50
  %189 = sext i32 %188 to i64, !dbg !229
  %190 = add nsw i64 %185, %189, !dbg !230
  call void @llvm.dbg.value(metadata i64 %190, metadata !115, metadata !DIExpression()), !dbg !119
  %191 = icmp ult i32 %188, 64, !dbg !226
  br i1 %191, label %192, label %196, !dbg !226

192:                                              ; preds = %183
  %193 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %189, !dbg !231
  %194 = load i32, i32* %193, align 4, !dbg !232, !tbaa !50
  %195 = add nsw i32 %194, 1, !dbg !232
  store i32 %195, i32* %193, align 4, !dbg !232, !tbaa !50
  br label %196, !dbg !231

196:                                              ; preds = %183, %192
  %197 = or i64 %184, 1, !dbg !241
  call void @llvm.dbg.value(metadata i64 %197, metadata !117, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 %190, metadata !115, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i64 %197, metadata !117, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 %190, metadata !115, metadata !DIExpression()), !dbg !119
  %198 = getelementptr inbounds i32, i32* %31, i64 %197, !dbg !229
  %199 = load i32, i32* %198, align 4, !dbg !229, !tbaa !50
  %200 = sext i32 %199 to i64, !dbg !229
  %201 = add nsw i64 %190, %200, !dbg !230
  call void @llvm.dbg.value(metadata i64 %201, metadata !115, metadata !DIExpression()), !dbg !119
  %202 = icmp ult i32 %199, 64, !dbg !226
  br i1 %202, label %203, label %207, !dbg !226

203:                                              ; preds = %196
  %204 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %200, !dbg !231
  %205 = load i32, i32* %204, align 4, !dbg !232, !tbaa !50
  %206 = add nsw i32 %205, 1, !dbg !232
  store i32 %206, i32* %204, align 4, !dbg !232, !tbaa !50
  br label %207, !dbg !231

207:                                              ; preds = %203, %196
  %208 = add nuw nsw i64 %184, 2, !dbg !241
  call void @llvm.dbg.value(metadata i64 %208, metadata !117, metadata !DIExpression()), !dbg !213
  call void @llvm.dbg.value(metadata i64 %201, metadata !115, metadata !DIExpression()), !dbg !119
  %209 = add i64 %186, 2, !dbg !214
  %210 = icmp eq i64 %209, %124, !dbg !214
  br i1 %210, label %157, label %183, !dbg !214, !llvm.loop !242
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
!59 = distinct !{!59, !57, !60, !61}
!60 = !DILocation(line: 26, column: 3, scope: !19)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 16, column: 13, scope: !38)
!63 = !DILocation(line: 16, column: 23, scope: !38)
!64 = !DILocation(line: 0, scope: !38)
!65 = !DILocation(line: 17, column: 18, scope: !40)
!66 = !DILocation(line: 0, scope: !40)
!67 = !DILocation(line: 17, column: 30, scope: !43)
!68 = !DILocation(line: 17, column: 28, scope: !43)
!69 = !DILocation(line: 17, column: 5, scope: !40)
!70 = !DILocation(line: 18, column: 15, scope: !42)
!71 = !DILocation(line: 0, scope: !42)
!72 = !DILocation(line: 19, column: 11, scope: !73)
!73 = distinct !DILexicalBlock(scope: !42, file: !1, line: 19, column: 11)
!74 = !DILocation(line: 19, column: 19, scope: !73)
!75 = !DILocation(line: 19, column: 11, scope: !42)
!76 = !DILocation(line: 20, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !1, line: 19, column: 24)
!78 = !DILocation(line: 20, column: 27, scope: !77)
!79 = !DILocation(line: 20, column: 17, scope: !77)
!80 = !DILocation(line: 21, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !1, line: 21, column: 13)
!82 = !DILocation(line: 21, column: 13, scope: !77)
!83 = !DILocation(line: 23, column: 19, scope: !77)
!84 = !DILocation(line: 23, column: 9, scope: !77)
!85 = !DILocation(line: 23, column: 23, scope: !77)
!86 = !DILocation(line: 24, column: 7, scope: !77)
!87 = !DILocation(line: 17, column: 43, scope: !43)
!88 = distinct !{!88, !69, !89, !61}
!89 = !DILocation(line: 25, column: 5, scope: !40)
!90 = !DILocation(line: 27, column: 3, scope: !19)
!91 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !92, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!6, !6, !8}
!94 = !{!95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !106, !110, !111, !115, !117}
!95 = !DILocalVariable(name: "argc", arg: 1, scope: !91, file: !1, line: 30, type: !6)
!96 = !DILocalVariable(name: "argv", arg: 2, scope: !91, file: !1, line: 30, type: !8)
!97 = !DILocalVariable(name: "n", scope: !91, file: !1, line: 32, type: !6)
!98 = !DILocalVariable(name: "deg", scope: !91, file: !1, line: 33, type: !6)
!99 = !DILocalVariable(name: "off", scope: !91, file: !1, line: 34, type: !24)
!100 = !DILocalVariable(name: "adj", scope: !91, file: !1, line: 35, type: !24)
!101 = !DILocalVariable(name: "dist", scope: !91, file: !1, line: 36, type: !24)
!102 = !DILocalVariable(name: "queue", scope: !91, file: !1, line: 37, type: !24)
!103 = !DILocalVariable(name: "s", scope: !91, file: !1, line: 38, type: !7)
!104 = !DILocalVariable(name: "v", scope: !105, file: !1, line: 40, type: !6)
!105 = distinct !DILexicalBlock(scope: !91, file: !1, line: 40, column: 3)
!106 = !DILocalVariable(name: "d", scope: !107, file: !1, line: 43, type: !6)
!107 = distinct !DILexicalBlock(scope: !108, file: !1, line: 43, column: 5)
!108 = distinct !DILexicalBlock(scope: !109, file: !1, line: 40, column: 31)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 40, column: 3)
!110 = !DILocalVariable(name: "maxd", scope: !91, file: !1, line: 49, type: !6)
!111 = !DILocalVariable(name: "hist", scope: !91, file: !1, line: 50, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 64)
!115 = !DILocalVariable(name: "sum", scope: !91, file: !1, line: 51, type: !116)
!116 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!117 = !DILocalVariable(name: "v", scope: !118, file: !1, line: 52, type: !6)
!118 = distinct !DILexicalBlock(scope: !91, file: !1, line: 52, column: 3)
!119 = !DILocation(line: 0, scope: !91)
!120 = !DILocation(line: 32, column: 16, scope: !91)
!121 = !DILocation(line: 32, column: 11, scope: !91)
!122 = !DILocation(line: 32, column: 27, scope: !91)
!123 = !{!124, !124, i64 0}
!124 = !{!"any pointer", !52, i64 0}
!125 = !DILocalVariable(name: "__nptr", arg: 1, scope: !126, file: !127, line: 362, type: !130)
!126 = distinct !DISubprogram(name: "atoi", scope: !127, file: !127, line: 362, type: !128, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !132)
!127 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!128 = !DISubroutineType(types: !129)
!129 = !{!6, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!132 = !{!125}
!133 = !DILocation(line: 0, scope: !126, inlinedAt: !134)
!134 = distinct !DILocation(line: 32, column: 22, scope: !91)
!135 = !DILocation(line: 364, column: 16, scope: !126, inlinedAt: !134)
!136 = !DILocation(line: 364, column: 10, scope: !126, inlinedAt: !134)
!137 = !DILocation(line: 33, column: 18, scope: !91)
!138 = !DILocation(line: 33, column: 13, scope: !91)
!139 = !DILocation(line: 33, column: 29, scope: !91)
!140 = !DILocation(line: 0, scope: !126, inlinedAt: !141)
!141 = distinct !DILocation(line: 33, column: 24, scope: !91)
!142 = !DILocation(line: 364, column: 16, scope: !126, inlinedAt: !141)
!143 = !DILocation(line: 364, column: 10, scope: !126, inlinedAt: !141)
!144 = !DILocation(line: 34, column: 24, scope: !91)
!145 = !DILocation(line: 34, column: 21, scope: !91)
!146 = !DILocation(line: 34, column: 29, scope: !91)
!147 = !DILocation(line: 34, column: 14, scope: !91)
!148 = !DILocation(line: 35, column: 21, scope: !91)
!149 = !DILocation(line: 35, column: 33, scope: !91)
!150 = !DILocation(line: 35, column: 31, scope: !91)
!151 = !DILocation(line: 35, column: 37, scope: !91)
!152 = !DILocation(line: 35, column: 14, scope: !91)
!153 = !DILocation(line: 36, column: 15, scope: !91)
!154 = !DILocation(line: 37, column: 16, scope: !91)
!155 = !DILocation(line: 0, scope: !105)
!156 = !DILocation(line: 40, column: 21, scope: !109)
!157 = !DILocation(line: 40, column: 3, scope: !105)
!158 = !DILocation(line: 48, column: 14, scope: !91)
!159 = !DILocation(line: 48, column: 3, scope: !91)
!160 = !DILocation(line: 48, column: 10, scope: !91)
!161 = !DILocation(line: 0, scope: !19, inlinedAt: !162)
!162 = distinct !DILocation(line: 49, column: 14, scope: !91)
!163 = !DILocation(line: 0, scope: !36, inlinedAt: !162)
!164 = !DILocation(line: 11, column: 3, scope: !36, inlinedAt: !162)
!165 = !DILocation(line: 43, column: 5, scope: !107)
!166 = !DILocation(line: 0, scope: !107)
!167 = !DILocation(line: 44, column: 13, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !1, line: 43, column: 35)
!169 = distinct !DILexicalBlock(scope: !107, file: !1, line: 43, column: 5)
!170 = !DILocation(line: 44, column: 27, scope: !168)
!171 = !DILocation(line: 45, column: 35, scope: !168)
!172 = !DILocation(line: 45, column: 41, scope: !168)
!173 = !DILocation(line: 45, column: 19, scope: !168)
!174 = !DILocation(line: 45, column: 7, scope: !168)
!175 = !DILocation(line: 45, column: 24, scope: !168)
!176 = distinct !{!176, !157, !177, !61}
!177 = !DILocation(line: 47, column: 3, scope: !105)
!178 = !DILocation(line: 12, column: 13, scope: !47, inlinedAt: !162)
!179 = !DILocation(line: 13, column: 3, scope: !19, inlinedAt: !162)
!180 = !DILocation(line: 13, column: 13, scope: !19, inlinedAt: !162)
!181 = !DILocation(line: 14, column: 17, scope: !19, inlinedAt: !162)
!182 = !DILocation(line: 15, column: 3, scope: !19, inlinedAt: !162)
!183 = !DILocation(line: 15, column: 15, scope: !19, inlinedAt: !162)
!184 = distinct !{!184, !182, !185, !61}
!185 = !DILocation(line: 26, column: 3, scope: !19, inlinedAt: !162)
!186 = !DILocation(line: 16, column: 13, scope: !38, inlinedAt: !162)
!187 = !DILocation(line: 16, column: 23, scope: !38, inlinedAt: !162)
!188 = !DILocation(line: 0, scope: !38, inlinedAt: !162)
!189 = !DILocation(line: 17, column: 18, scope: !40, inlinedAt: !162)
!190 = !DILocation(line: 0, scope: !40, inlinedAt: !162)
!191 = !DILocation(line: 17, column: 30, scope: !43, inlinedAt: !162)
!192 = !DILocation(line: 17, column: 28, scope: !43, inlinedAt: !162)
!193 = !DILocation(line: 17, column: 5, scope: !40, inlinedAt: !162)
!194 = !DILocation(line: 18, column: 15, scope: !42, inlinedAt: !162)
!195 = !DILocation(line: 0, scope: !42, inlinedAt: !162)
!196 = !DILocation(line: 19, column: 11, scope: !73, inlinedAt: !162)
!197 = !DILocation(line: 19, column: 19, scope: !73, inlinedAt: !162)
!198 = !DILocation(line: 19, column: 11, scope: !42, inlinedAt: !162)
!199 = !DILocation(line: 20, column: 19, scope: !77, inlinedAt: !162)
!200 = !DILocation(line: 20, column: 27, scope: !77, inlinedAt: !162)
!201 = !DILocation(line: 20, column: 17, scope: !77, inlinedAt: !162)
!202 = !DILocation(line: 21, column: 21, scope: !81, inlinedAt: !162)
!203 = !DILocation(line: 21, column: 13, scope: !77, inlinedAt: !162)
!204 = !DILocation(line: 23, column: 19, scope: !77, inlinedAt: !162)
!205 = !DILocation(line: 23, column: 9, scope: !77, inlinedAt: !162)
!206 = !DILocation(line: 23, column: 23, scope: !77, inlinedAt: !162)
!207 = !DILocation(line: 24, column: 7, scope: !77, inlinedAt: !162)
!208 = !DILocation(line: 17, column: 43, scope: !43, inlinedAt: !162)
!209 = distinct !{!209, !193, !210, !61}
!210 = !DILocation(line: 25, column: 5, scope: !40, inlinedAt: !162)
!211 = !DILocation(line: 50, column: 3, scope: !91)
!212 = !DILocation(line: 50, column: 7, scope: !91)
!213 = !DILocation(line: 0, scope: !118)
!214 = !DILocation(line: 52, column: 3, scope: !118)
!215 = !DILocation(line: 52, column: 21, scope: !216)
!216 = distinct !DILexicalBlock(scope: !118, file: !1, line: 52, column: 3)
!217 = !DILocation(line: 41, column: 16, scope: !108)
!218 = !DILocation(line: 41, column: 5, scope: !108)
!219 = !DILocation(line: 41, column: 12, scope: !108)
!220 = !DILocation(line: 42, column: 23, scope: !108)
!221 = !DILocation(line: 42, column: 5, scope: !108)
!222 = !DILocation(line: 42, column: 18, scope: !108)
!223 = !DILocation(line: 43, column: 31, scope: !169)
!224 = distinct !{!224, !165, !225, !61}
!225 = !DILocation(line: 46, column: 5, scope: !107)
!226 = !DILocation(line: 54, column: 22, scope: !227)
!227 = distinct !DILexicalBlock(scope: !228, file: !1, line: 54, column: 9)
!228 = distinct !DILexicalBlock(scope: !216, file: !1, line: 52, column: 31)
!229 = !DILocation(line: 53, column: 12, scope: !228)
!230 = !DILocation(line: 53, column: 9, scope: !228)
!231 = !DILocation(line: 55, column: 7, scope: !227)
!232 = !DILocation(line: 55, column: 20, scope: !227)
!233 = !DILocation(line: 57, column: 62, scope: !91)
!234 = !DILocation(line: 57, column: 71, scope: !91)
!235 = !DILocation(line: 57, column: 3, scope: !91)
!236 = !DILocation(line: 58, column: 3, scope: !91)
!237 = !DILocation(line: 59, column: 3, scope: !91)
!238 = !DILocation(line: 60, column: 3, scope: !91)
!239 = !DILocation(line: 61, column: 3, scope: !91)
!240 = !DILocation(line: 63, column: 1, scope: !91)
!241 = !DILocation(line: 52, column: 27, scope: !216)
!242 = distinct !{!242, !214, !243, !61}
!243 = !DILocation(line: 56, column: 3, scope: !118)
