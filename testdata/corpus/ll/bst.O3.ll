; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tree = type { i32, i32, %struct.tree*, %struct.tree* }

@.str = private unnamed_addr constant [30 x i8] c"height %d sig %ld depths %ld\0A\00", align 1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local i64 @kernel_inorder(%struct.tree* noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %1, metadata !31, metadata !DIExpression()), !dbg !32
  %3 = icmp eq %struct.tree* %0, null, !dbg !33
  br i1 %3, label %23, label %4, !dbg !35

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %19, %4 ], [ %1, %2 ]
  %6 = phi %struct.tree* [ %21, %4 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata %struct.tree* %6, metadata !30, metadata !DIExpression()), !dbg !32
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 2, !dbg !36
  %8 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !36, !tbaa !37
  %9 = tail call i64 @kernel_inorder(%struct.tree* noundef %8, i64 noundef %5), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = mul nsw i64 %9, 31, !dbg !44
  %11 = srem i64 %10, 1000000007, !dbg !45
  %12 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 0, !dbg !46
  %13 = load i32, i32* %12, align 8, !dbg !46, !tbaa !47
  %14 = sext i32 %13 to i64, !dbg !48
  %15 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 1, !dbg !49
  %16 = load i32, i32* %15, align 4, !dbg !49, !tbaa !50
  %17 = sext i32 %16 to i64, !dbg !51
  %18 = mul nsw i64 %17, %14, !dbg !52
  %19 = add nsw i64 %18, %11, !dbg !53
  call void @llvm.dbg.value(metadata i64 %19, metadata !31, metadata !DIExpression()), !dbg !32
  %20 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 3, !dbg !54
  %21 = load %struct.tree*, %struct.tree** %20, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata %struct.tree* %21, metadata !30, metadata !DIExpression()), !dbg !32
  %22 = icmp eq %struct.tree* %21, null, !dbg !33
  br i1 %22, label %23, label %4, !dbg !35

23:                                               ; preds = %4, %2
  %24 = phi i64 [ %1, %2 ], [ %19, %4 ]
  ret i64 %24, !dbg !56
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !57 {
  %3 = alloca %struct.tree*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !61, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8** %1, metadata !62, metadata !DIExpression()), !dbg !74
  %4 = icmp sgt i32 %0, 1, !dbg !75
  br i1 %4, label %5, label %13, !dbg !76

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !77
  %7 = load i8*, i8** %6, align 8, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %7, metadata !79, metadata !DIExpression()) #9, !dbg !87
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #9, !dbg !89
  %9 = trunc i64 %8 to i32, !dbg !90
  call void @llvm.dbg.value(metadata i32 %9, metadata !63, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata %struct.tree* null, metadata !64, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 31337, metadata !66, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !91
  %10 = icmp sgt i32 %9, 0, !dbg !92
  br i1 %10, label %13, label %11, !dbg !94

11:                                               ; preds = %5
  %12 = tail call i64 @kernel_inorder(%struct.tree* noundef null, i64 noundef 0), !dbg !95
  call void @llvm.dbg.value(metadata i64 %17, metadata !70, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !96
  br label %58, !dbg !97

13:                                               ; preds = %2, %5
  %14 = phi i32 [ %9, %5 ], [ 5000, %2 ]
  %15 = bitcast %struct.tree** %3 to i8*
  br label %19, !dbg !94

16:                                               ; preds = %54
  %17 = tail call i64 @kernel_inorder(%struct.tree* noundef %55, i64 noundef 0), !dbg !95
  call void @llvm.dbg.value(metadata i64 %17, metadata !70, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !96
  %18 = icmp eq %struct.tree* %55, null
  br i1 %18, label %58, label %64, !dbg !97

19:                                               ; preds = %13, %54
  %20 = phi %struct.tree* [ null, %13 ], [ %55, %54 ]
  %21 = phi i32 [ 0, %13 ], [ %56, %54 ]
  %22 = phi i32 [ 31337, %13 ], [ %24, %54 ]
  call void @llvm.dbg.value(metadata %struct.tree* %20, metadata !64, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %21, metadata !68, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %22, metadata !66, metadata !DIExpression()), !dbg !74
  %23 = mul i32 %22, 1103515245, !dbg !107
  %24 = add i32 %23, 12345, !dbg !109
  call void @llvm.dbg.value(metadata i32 %24, metadata !66, metadata !DIExpression()), !dbg !74
  %25 = lshr i32 %24, 10, !dbg !110
  %26 = urem i32 %25, 20000, !dbg !111
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %15), !dbg !112
  call void @llvm.dbg.value(metadata %struct.tree* %20, metadata !117, metadata !DIExpression()) #9, !dbg !112
  store %struct.tree* %20, %struct.tree** %3, align 8, !tbaa !78
  call void @llvm.dbg.value(metadata i32 %26, metadata !118, metadata !DIExpression()) #9, !dbg !112
  call void @llvm.dbg.value(metadata %struct.tree** %3, metadata !119, metadata !DIExpression()) #9, !dbg !112
  %27 = icmp eq %struct.tree* %20, null, !dbg !123
  br i1 %27, label %44, label %28, !dbg !123

28:                                               ; preds = %19, %37
  %29 = phi %struct.tree* [ %42, %37 ], [ %20, %19 ]
  %30 = getelementptr inbounds %struct.tree, %struct.tree* %29, i64 0, i32 0, !dbg !124
  %31 = load i32, i32* %30, align 8, !dbg !124, !tbaa !47
  %32 = icmp eq i32 %31, %26, !dbg !127
  br i1 %32, label %33, label %37, !dbg !128

33:                                               ; preds = %28
  %34 = getelementptr inbounds %struct.tree, %struct.tree* %29, i64 0, i32 1, !dbg !129
  %35 = load i32, i32* %34, align 4, !dbg !131, !tbaa !50
  %36 = add nsw i32 %35, 1, !dbg !131
  store i32 %36, i32* %34, align 4, !dbg !131, !tbaa !50
  call void @llvm.dbg.value(metadata %struct.tree* undef, metadata !117, metadata !DIExpression()) #9, !dbg !112
  br label %54, !dbg !132

37:                                               ; preds = %28
  %38 = icmp sgt i32 %31, %26, !dbg !133
  %39 = getelementptr inbounds %struct.tree, %struct.tree* %29, i64 0, i32 2, !dbg !134
  %40 = getelementptr inbounds %struct.tree, %struct.tree* %29, i64 0, i32 3, !dbg !134
  %41 = select i1 %38, %struct.tree** %39, %struct.tree** %40, !dbg !134
  call void @llvm.dbg.value(metadata %struct.tree** %41, metadata !119, metadata !DIExpression()) #9, !dbg !112
  %42 = load %struct.tree*, %struct.tree** %41, align 8, !dbg !135, !tbaa !78
  %43 = icmp eq %struct.tree* %42, null, !dbg !123
  br i1 %43, label %44, label %28, !dbg !123, !llvm.loop !136

44:                                               ; preds = %37, %19
  %45 = phi %struct.tree** [ %3, %19 ], [ %41, %37 ], !dbg !112
  %46 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #9, !dbg !139
  %47 = bitcast i8* %46 to %struct.tree*, !dbg !139
  call void @llvm.dbg.value(metadata %struct.tree* %47, metadata !121, metadata !DIExpression()) #9, !dbg !112
  %48 = getelementptr inbounds %struct.tree, %struct.tree* %47, i64 0, i32 0, !dbg !140
  store i32 %26, i32* %48, align 8, !dbg !141, !tbaa !47
  %49 = getelementptr inbounds %struct.tree, %struct.tree* %47, i64 0, i32 1, !dbg !142
  store i32 1, i32* %49, align 4, !dbg !143, !tbaa !50
  %50 = getelementptr inbounds %struct.tree, %struct.tree* %47, i64 0, i32 2, !dbg !144
  %51 = bitcast %struct.tree** %45 to i8**, !dbg !145
  %52 = bitcast %struct.tree** %50 to i8*, !dbg !145
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %52, i8 0, i64 16, i1 false) #9, !dbg !146
  store i8* %46, i8** %51, align 8, !dbg !145, !tbaa !78
  call void @llvm.dbg.value(metadata %struct.tree* undef, metadata !117, metadata !DIExpression()) #9, !dbg !112
  %53 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !112, !tbaa !78
  br label %54

54:                                               ; preds = %33, %44
  %55 = phi %struct.tree* [ %53, %44 ], [ %20, %33 ], !dbg !112
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15), !dbg !147
  call void @llvm.dbg.value(metadata %struct.tree* %55, metadata !64, metadata !DIExpression()), !dbg !74
  %56 = add nuw nsw i32 %21, 1, !dbg !148
  call void @llvm.dbg.value(metadata i32 %56, metadata !68, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %24, metadata !66, metadata !DIExpression()), !dbg !74
  %57 = icmp eq i32 %56, %14, !dbg !92
  br i1 %57, label %16, label %19, !dbg !94, !llvm.loop !149

58:                                               ; preds = %81, %16, %11
  %59 = phi i64 [ %12, %11 ], [ %17, %16 ], [ %17, %81 ]
  %60 = phi %struct.tree* [ null, %11 ], [ null, %16 ], [ %55, %81 ]
  %61 = phi i64 [ -541, %11 ], [ -541, %16 ], [ %84, %81 ]
  %62 = tail call fastcc i32 @height(%struct.tree* noundef %60), !dbg !151
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %62, i64 noundef %59, i64 noundef %61), !dbg !152
  tail call fastcc void @destroy(%struct.tree* noundef %60), !dbg !153
  ret i32 0, !dbg !154

64:                                               ; preds = %16, %101
  %65 = phi i32 [ %105, %101 ], [ 0, %16 ]
  %66 = phi i64 [ %104, %101 ], [ 0, %16 ]
  call void @llvm.dbg.value(metadata i32 %65, metadata !72, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %66, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata %struct.tree* %55, metadata !102, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 %65, metadata !103, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !155
  br label %67, !dbg !156

67:                                               ; preds = %64, %73
  %68 = phi i32 [ %79, %73 ], [ 0, %64 ]
  %69 = phi %struct.tree* [ %78, %73 ], [ %55, %64 ]
  call void @llvm.dbg.value(metadata i32 %68, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata %struct.tree* %69, metadata !102, metadata !DIExpression()), !dbg !155
  %70 = getelementptr inbounds %struct.tree, %struct.tree* %69, i64 0, i32 0, !dbg !157
  %71 = load i32, i32* %70, align 8, !dbg !157, !tbaa !47
  %72 = icmp eq i32 %71, %65, !dbg !158
  br i1 %72, label %81, label %73, !dbg !156

73:                                               ; preds = %67
  %74 = icmp sgt i32 %71, %65, !dbg !159
  %75 = getelementptr inbounds %struct.tree, %struct.tree* %69, i64 0, i32 2, !dbg !161
  %76 = getelementptr inbounds %struct.tree, %struct.tree* %69, i64 0, i32 3, !dbg !161
  %77 = select i1 %74, %struct.tree** %75, %struct.tree** %76, !dbg !161
  %78 = load %struct.tree*, %struct.tree** %77, align 8, !dbg !161, !tbaa !78
  call void @llvm.dbg.value(metadata %struct.tree* %78, metadata !102, metadata !DIExpression()), !dbg !155
  %79 = add nuw nsw i32 %68, 1, !dbg !162
  call void @llvm.dbg.value(metadata i32 %79, metadata !104, metadata !DIExpression()), !dbg !155
  %80 = icmp eq %struct.tree* %78, null, !dbg !163
  br i1 %80, label %81, label %67, !dbg !97, !llvm.loop !164

81:                                               ; preds = %73, %67
  %82 = phi i32 [ %68, %67 ], [ -1, %73 ]
  %83 = sext i32 %82 to i64, !dbg !166
  %84 = add nsw i64 %66, %83, !dbg !167
  call void @llvm.dbg.value(metadata i64 %84, metadata !71, metadata !DIExpression()), !dbg !74
  %85 = add nuw nsw i32 %65, 37, !dbg !168
  call void @llvm.dbg.value(metadata i32 %85, metadata !72, metadata !DIExpression()), !dbg !96
  %86 = icmp ult i32 %65, 19963, !dbg !169
  br i1 %86, label %87, label %58, !dbg !170, !llvm.loop !171

87:                                               ; preds = %81, %93
  %88 = phi i32 [ %99, %93 ], [ 0, %81 ]
  %89 = phi %struct.tree* [ %98, %93 ], [ %55, %81 ]
  call void @llvm.dbg.value(metadata i32 %88, metadata !104, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata %struct.tree* %89, metadata !102, metadata !DIExpression()), !dbg !155
  %90 = getelementptr inbounds %struct.tree, %struct.tree* %89, i64 0, i32 0, !dbg !157
  %91 = load i32, i32* %90, align 8, !dbg !157, !tbaa !47
  %92 = icmp eq i32 %91, %85, !dbg !158
  br i1 %92, label %101, label %93, !dbg !156

93:                                               ; preds = %87
  %94 = icmp sgt i32 %91, %85, !dbg !159
  %95 = getelementptr inbounds %struct.tree, %struct.tree* %89, i64 0, i32 2, !dbg !161
  %96 = getelementptr inbounds %struct.tree, %struct.tree* %89, i64 0, i32 3, !dbg !161
  %97 = select i1 %94, %struct.tree** %95, %struct.tree** %96, !dbg !161
  %98 = load %struct.tree*, %struct.tree** %97, align 8, !dbg !161, !tbaa !78
  call void @llvm.dbg.value(metadata %struct.tree* %98, metadata !102, metadata !DIExpression()), !dbg !155
  %99 = add nuw nsw i32 %88, 1, !dbg !162
  call void @llvm.dbg.value(metadata i32 %99, metadata !104, metadata !DIExpression()), !dbg !155
  %100 = icmp eq %struct.tree* %98, null, !dbg !163
  br i1 %100, label %101, label %87, !dbg !97, !llvm.loop !164

101:                                              ; preds = %93, %87
  %102 = phi i32 [ %88, %87 ], [ -1, %93 ]
  %103 = sext i32 %102 to i64, !dbg !166
  %104 = add nsw i64 %84, %103, !dbg !167
  call void @llvm.dbg.value(metadata i64 %104, metadata !71, metadata !DIExpression()), !dbg !74
  %105 = add nuw nsw i32 %65, 74, !dbg !168
  call void @llvm.dbg.value(metadata i32 %105, metadata !72, metadata !DIExpression()), !dbg !96
  br label %64
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @height(%struct.tree* noundef readonly %0) unnamed_addr #0 !dbg !173 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !177, metadata !DIExpression()), !dbg !180
  %2 = icmp eq %struct.tree* %0, null, !dbg !181
  br i1 %2, label %3, label %5, !dbg !183

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %14, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !184

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !185
  %7 = load %struct.tree*, %struct.tree** %6, align 8, !dbg !185, !tbaa !37
  %8 = tail call fastcc i32 @height(%struct.tree* noundef %7), !dbg !186
  call void @llvm.dbg.value(metadata i32 %8, metadata !178, metadata !DIExpression()), !dbg !180
  %9 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !187
  %10 = load %struct.tree*, %struct.tree** %9, align 8, !dbg !187, !tbaa !55
  %11 = tail call fastcc i32 @height(%struct.tree* noundef %10), !dbg !188
  call void @llvm.dbg.value(metadata i32 %11, metadata !179, metadata !DIExpression()), !dbg !180
  %12 = icmp sgt i32 %8, %11, !dbg !189
  %13 = select i1 %12, i32 %8, i32 %11, !dbg !190
  %14 = add nsw i32 %13, 1, !dbg !191
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(%struct.tree* noundef %0) unnamed_addr #1 !dbg !192 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !196, metadata !DIExpression()), !dbg !197
  %2 = icmp eq %struct.tree* %0, null, !dbg !198
  br i1 %2, label %3, label %4, !dbg !200

3:                                                ; preds = %1, %4
  ret void, !dbg !201

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !202
  %6 = load %struct.tree*, %struct.tree** %5, align 8, !dbg !202, !tbaa !37
  tail call fastcc void @destroy(%struct.tree* noundef %6), !dbg !203
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !204
  %8 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !204, !tbaa !55
  tail call fastcc void @destroy(%struct.tree* noundef %8), !dbg !205
  %9 = bitcast %struct.tree* %0 to i8*, !dbg !206
  tail call void @free(i8* noundef %9) #9, !dbg !207
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #8

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #8

attributes #0 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { argmemonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bst.c", directory: ".", checksumkind: CSK_MD5, checksum: "a8cd5e84e6971d65e977f710e585b424")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_inorder", scope: !1, file: !1, line: 31, type: !17, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !19, !3}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "tree", file: !1, line: 11, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree", file: !1, line: 7, size: 192, elements: !23)
!23 = !{!24, !25, !26, !28}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !22, file: !1, line: 8, baseType: !4, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !22, file: !1, line: 9, baseType: !4, size: 32, offset: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !22, file: !1, line: 10, baseType: !27, size: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !22, file: !1, line: 10, baseType: !27, size: 64, offset: 128)
!29 = !{!30, !31}
!30 = !DILocalVariable(name: "t", arg: 1, scope: !16, file: !1, line: 31, type: !19)
!31 = !DILocalVariable(name: "acc", arg: 2, scope: !16, file: !1, line: 31, type: !3)
!32 = !DILocation(line: 0, scope: !16)
!33 = !DILocation(line: 33, column: 8, scope: !34)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 33, column: 7)
!35 = !DILocation(line: 33, column: 7, scope: !16)
!36 = !DILocation(line: 35, column: 27, scope: !16)
!37 = !{!38, !42, i64 8}
!38 = !{!"tree", !39, i64 0, !39, i64 4, !42, i64 8, !42, i64 16}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !{!"any pointer", !40, i64 0}
!43 = !DILocation(line: 35, column: 9, scope: !16)
!44 = !DILocation(line: 36, column: 13, scope: !16)
!45 = !DILocation(line: 36, column: 18, scope: !16)
!46 = !DILocation(line: 36, column: 42, scope: !16)
!47 = !{!38, !39, i64 0}
!48 = !DILocation(line: 36, column: 33, scope: !16)
!49 = !DILocation(line: 36, column: 51, scope: !16)
!50 = !{!38, !39, i64 4}
!51 = !DILocation(line: 36, column: 48, scope: !16)
!52 = !DILocation(line: 36, column: 46, scope: !16)
!53 = !DILocation(line: 36, column: 31, scope: !16)
!54 = !DILocation(line: 37, column: 28, scope: !16)
!55 = !{!38, !42, i64 16}
!56 = !DILocation(line: 38, column: 1, scope: !16)
!57 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 67, type: !58, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!4, !4, !5}
!60 = !{!61, !62, !63, !64, !66, !68, !70, !71, !72}
!61 = !DILocalVariable(name: "argc", arg: 1, scope: !57, file: !1, line: 67, type: !4)
!62 = !DILocalVariable(name: "argv", arg: 2, scope: !57, file: !1, line: 67, type: !5)
!63 = !DILocalVariable(name: "n", scope: !57, file: !1, line: 69, type: !4)
!64 = !DILocalVariable(name: "root", scope: !57, file: !1, line: 70, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!66 = !DILocalVariable(name: "s", scope: !57, file: !1, line: 71, type: !67)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 72, type: !4)
!69 = distinct !DILexicalBlock(scope: !57, file: !1, line: 72, column: 3)
!70 = !DILocalVariable(name: "sig", scope: !57, file: !1, line: 76, type: !3)
!71 = !DILocalVariable(name: "dsum", scope: !57, file: !1, line: 77, type: !3)
!72 = !DILocalVariable(name: "k", scope: !73, file: !1, line: 78, type: !4)
!73 = distinct !DILexicalBlock(scope: !57, file: !1, line: 78, column: 3)
!74 = !DILocation(line: 0, scope: !57)
!75 = !DILocation(line: 69, column: 16, scope: !57)
!76 = !DILocation(line: 69, column: 11, scope: !57)
!77 = !DILocation(line: 69, column: 27, scope: !57)
!78 = !{!42, !42, i64 0}
!79 = !DILocalVariable(name: "__nptr", arg: 1, scope: !80, file: !81, line: 362, type: !84)
!80 = distinct !DISubprogram(name: "atoi", scope: !81, file: !81, line: 362, type: !82, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!81 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!82 = !DISubroutineType(types: !83)
!83 = !{!4, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!86 = !{!79}
!87 = !DILocation(line: 0, scope: !80, inlinedAt: !88)
!88 = distinct !DILocation(line: 69, column: 22, scope: !57)
!89 = !DILocation(line: 364, column: 16, scope: !80, inlinedAt: !88)
!90 = !DILocation(line: 364, column: 10, scope: !80, inlinedAt: !88)
!91 = !DILocation(line: 0, scope: !69)
!92 = !DILocation(line: 72, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !69, file: !1, line: 72, column: 3)
!94 = !DILocation(line: 72, column: 3, scope: !69)
!95 = !DILocation(line: 76, column: 14, scope: !57)
!96 = !DILocation(line: 0, scope: !73)
!97 = !DILocation(line: 51, column: 12, scope: !98, inlinedAt: !105)
!98 = distinct !DISubprogram(name: "depth_of", scope: !1, file: !1, line: 48, type: !99, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!4, !19, !4}
!101 = !{!102, !103, !104}
!102 = !DILocalVariable(name: "t", arg: 1, scope: !98, file: !1, line: 48, type: !19)
!103 = !DILocalVariable(name: "key", arg: 2, scope: !98, file: !1, line: 48, type: !4)
!104 = !DILocalVariable(name: "d", scope: !98, file: !1, line: 50, type: !4)
!105 = distinct !DILocation(line: 79, column: 13, scope: !106)
!106 = distinct !DILexicalBlock(scope: !73, file: !1, line: 78, column: 3)
!107 = !DILocation(line: 73, column: 11, scope: !108)
!108 = distinct !DILexicalBlock(scope: !93, file: !1, line: 72, column: 31)
!109 = !DILocation(line: 73, column: 25, scope: !108)
!110 = !DILocation(line: 74, column: 34, scope: !108)
!111 = !DILocation(line: 74, column: 41, scope: !108)
!112 = !DILocation(line: 0, scope: !113, inlinedAt: !122)
!113 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !114, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!65, !65, !4}
!116 = !{!117, !118, !119, !121}
!117 = !DILocalVariable(name: "root", arg: 1, scope: !113, file: !1, line: 13, type: !65)
!118 = !DILocalVariable(name: "key", arg: 2, scope: !113, file: !1, line: 13, type: !4)
!119 = !DILocalVariable(name: "link", scope: !113, file: !1, line: 15, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!121 = !DILocalVariable(name: "t", scope: !113, file: !1, line: 23, type: !65)
!122 = distinct !DILocation(line: 74, column: 12, scope: !108)
!123 = !DILocation(line: 16, column: 3, scope: !113, inlinedAt: !122)
!124 = !DILocation(line: 17, column: 25, scope: !125, inlinedAt: !122)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 17, column: 9)
!126 = distinct !DILexicalBlock(scope: !113, file: !1, line: 16, column: 17)
!127 = !DILocation(line: 17, column: 13, scope: !125, inlinedAt: !122)
!128 = !DILocation(line: 17, column: 9, scope: !126, inlinedAt: !122)
!129 = !DILocation(line: 18, column: 16, scope: !130, inlinedAt: !122)
!130 = distinct !DILexicalBlock(scope: !125, file: !1, line: 17, column: 30)
!131 = !DILocation(line: 18, column: 21, scope: !130, inlinedAt: !122)
!132 = !DILocation(line: 19, column: 7, scope: !130, inlinedAt: !122)
!133 = !DILocation(line: 21, column: 16, scope: !126, inlinedAt: !122)
!134 = !DILocation(line: 21, column: 12, scope: !126, inlinedAt: !122)
!135 = !DILocation(line: 16, column: 10, scope: !113, inlinedAt: !122)
!136 = distinct !{!136, !123, !137, !138}
!137 = !DILocation(line: 22, column: 3, scope: !113, inlinedAt: !122)
!138 = !{!"llvm.loop.mustprogress"}
!139 = !DILocation(line: 23, column: 13, scope: !113, inlinedAt: !122)
!140 = !DILocation(line: 24, column: 6, scope: !113, inlinedAt: !122)
!141 = !DILocation(line: 24, column: 10, scope: !113, inlinedAt: !122)
!142 = !DILocation(line: 25, column: 6, scope: !113, inlinedAt: !122)
!143 = !DILocation(line: 25, column: 12, scope: !113, inlinedAt: !122)
!144 = !DILocation(line: 26, column: 6, scope: !113, inlinedAt: !122)
!145 = !DILocation(line: 27, column: 9, scope: !113, inlinedAt: !122)
!146 = !DILocation(line: 26, column: 11, scope: !113, inlinedAt: !122)
!147 = !DILocation(line: 29, column: 1, scope: !113, inlinedAt: !122)
!148 = !DILocation(line: 72, column: 27, scope: !93)
!149 = distinct !{!149, !94, !150, !138}
!150 = !DILocation(line: 75, column: 3, scope: !69)
!151 = !DILocation(line: 80, column: 44, scope: !57)
!152 = !DILocation(line: 80, column: 3, scope: !57)
!153 = !DILocation(line: 81, column: 3, scope: !57)
!154 = !DILocation(line: 82, column: 3, scope: !57)
!155 = !DILocation(line: 0, scope: !98, inlinedAt: !105)
!156 = !DILocation(line: 51, column: 3, scope: !98, inlinedAt: !105)
!157 = !DILocation(line: 51, column: 18, scope: !98, inlinedAt: !105)
!158 = !DILocation(line: 51, column: 22, scope: !98, inlinedAt: !105)
!159 = !DILocation(line: 52, column: 13, scope: !160, inlinedAt: !105)
!160 = distinct !DILexicalBlock(scope: !98, file: !1, line: 51, column: 30)
!161 = !DILocation(line: 52, column: 9, scope: !160, inlinedAt: !105)
!162 = !DILocation(line: 53, column: 6, scope: !160, inlinedAt: !105)
!163 = !DILocation(line: 51, column: 10, scope: !98, inlinedAt: !105)
!164 = distinct !{!164, !156, !165, !138}
!165 = !DILocation(line: 54, column: 3, scope: !98, inlinedAt: !105)
!166 = !DILocation(line: 79, column: 13, scope: !106)
!167 = !DILocation(line: 79, column: 10, scope: !106)
!168 = !DILocation(line: 78, column: 32, scope: !106)
!169 = !DILocation(line: 78, column: 21, scope: !106)
!170 = !DILocation(line: 78, column: 3, scope: !73)
!171 = distinct !{!171, !170, !172, !138}
!172 = !DILocation(line: 79, column: 29, scope: !73)
!173 = distinct !DISubprogram(name: "height", scope: !1, file: !1, line: 40, type: !174, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !176)
!174 = !DISubroutineType(types: !175)
!175 = !{!4, !19}
!176 = !{!177, !178, !179}
!177 = !DILocalVariable(name: "t", arg: 1, scope: !173, file: !1, line: 40, type: !19)
!178 = !DILocalVariable(name: "l", scope: !173, file: !1, line: 44, type: !4)
!179 = !DILocalVariable(name: "r", scope: !173, file: !1, line: 44, type: !4)
!180 = !DILocation(line: 0, scope: !173)
!181 = !DILocation(line: 42, column: 8, scope: !182)
!182 = distinct !DILexicalBlock(scope: !173, file: !1, line: 42, column: 7)
!183 = !DILocation(line: 42, column: 7, scope: !173)
!184 = !DILocation(line: 46, column: 1, scope: !173)
!185 = !DILocation(line: 44, column: 21, scope: !173)
!186 = !DILocation(line: 44, column: 11, scope: !173)
!187 = !DILocation(line: 44, column: 42, scope: !173)
!188 = !DILocation(line: 44, column: 32, scope: !173)
!189 = !DILocation(line: 45, column: 17, scope: !173)
!190 = !DILocation(line: 45, column: 15, scope: !173)
!191 = !DILocation(line: 45, column: 12, scope: !173)
!192 = distinct !DISubprogram(name: "destroy", scope: !1, file: !1, line: 58, type: !193, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !195)
!193 = !DISubroutineType(types: !194)
!194 = !{null, !65}
!195 = !{!196}
!196 = !DILocalVariable(name: "t", arg: 1, scope: !192, file: !1, line: 58, type: !65)
!197 = !DILocation(line: 0, scope: !192)
!198 = !DILocation(line: 60, column: 8, scope: !199)
!199 = distinct !DILexicalBlock(scope: !192, file: !1, line: 60, column: 7)
!200 = !DILocation(line: 60, column: 7, scope: !192)
!201 = !DILocation(line: 65, column: 1, scope: !192)
!202 = !DILocation(line: 62, column: 14, scope: !192)
!203 = !DILocation(line: 62, column: 3, scope: !192)
!204 = !DILocation(line: 63, column: 14, scope: !192)
!205 = !DILocation(line: 63, column: 3, scope: !192)
!206 = !DILocation(line: 64, column: 8, scope: !192)
!207 = !DILocation(line: 64, column: 3, scope: !192)
