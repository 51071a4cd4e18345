; ModuleID = 'recur_split.c'
source_filename = "recur_split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local i64 @rsum(i32* noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %1, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %2, metadata !28, metadata !DIExpression()), !dbg !33
  %4 = sub nsw i32 %2, %1, !dbg !34
  %5 = icmp slt i32 %4, 9, !dbg !36
  br i1 %5, label %6, label %93, !dbg !37

6:                                                ; preds = %93, %3
  %7 = phi i64 [ 0, %3 ], [ %105, %93 ]
  %8 = phi i32 [ %1, %3 ], [ %103, %93 ]
  call void @llvm.dbg.value(metadata i32* %0, metadata !38, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !41, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %2, metadata !42, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 0, metadata !43, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %8, metadata !44, metadata !DIExpression()), !dbg !48
  %9 = icmp slt i32 %8, %2, !dbg !49
  br i1 %9, label %10, label %108, !dbg !51

10:                                               ; preds = %6
  %11 = sext i32 %8 to i64, !dbg !51
  %12 = sext i32 %2 to i64, !dbg !49
  %13 = sub nsw i64 %12, %11, !dbg !51
  %14 = icmp ult i64 %13, 4, !dbg !51
  br i1 %14, label %81, label %15, !dbg !51

15:                                               ; preds = %10
  %16 = and i64 %13, -4, !dbg !51
  %17 = add nsw i64 %16, %11, !dbg !51
  %18 = add nsw i64 %16, -4, !dbg !51
  %19 = lshr exact i64 %18, 2, !dbg !51
  %20 = add nuw nsw i64 %19, 1, !dbg !51
  %21 = and i64 %20, 1, !dbg !51
  %22 = icmp eq i64 %18, 0, !dbg !51
  br i1 %22, label %56, label %23, !dbg !51

23:                                               ; preds = %15
  %24 = and i64 %20, 9223372036854775806, !dbg !51
  br label %25, !dbg !51

25:                                               ; preds = %25, %23
  %26 = phi i64 [ 0, %23 ], [ %53, %25 ]
  %27 = phi <2 x i64> [ zeroinitializer, %23 ], [ %51, %25 ]
  %28 = phi <2 x i64> [ zeroinitializer, %23 ], [ %52, %25 ]
  %29 = phi i64 [ 0, %23 ], [ %54, %25 ]
  %30 = add i64 %26, %11
  %31 = getelementptr inbounds i32, i32* %0, i64 %30, !dbg !52
  %32 = bitcast i32* %31 to <2 x i32>*, !dbg !52
  %33 = load <2 x i32>, <2 x i32>* %32, align 4, !dbg !52, !tbaa !53
  %34 = getelementptr inbounds i32, i32* %31, i64 2, !dbg !52
  %35 = bitcast i32* %34 to <2 x i32>*, !dbg !52
  %36 = load <2 x i32>, <2 x i32>* %35, align 4, !dbg !52, !tbaa !53
  %37 = sext <2 x i32> %33 to <2 x i64>, !dbg !52
  %38 = sext <2 x i32> %36 to <2 x i64>, !dbg !52
  %39 = add <2 x i64> %27, %37, !dbg !57
  %40 = add <2 x i64> %28, %38, !dbg !57
  %41 = or i64 %26, 4
  %42 = add i64 %41, %11
  %43 = getelementptr inbounds i32, i32* %0, i64 %42, !dbg !52
  %44 = bitcast i32* %43 to <2 x i32>*, !dbg !52
  %45 = load <2 x i32>, <2 x i32>* %44, align 4, !dbg !52, !tbaa !53
  %46 = getelementptr inbounds i32, i32* %43, i64 2, !dbg !52
  %47 = bitcast i32* %46 to <2 x i32>*, !dbg !52
  %48 = load <2 x i32>, <2 x i32>* %47, align 4, !dbg !52, !tbaa !53
  %49 = sext <2 x i32> %45 to <2 x i64>, !dbg !52
  %50 = sext <2 x i32> %48 to <2 x i64>, !dbg !52
  %51 = add <2 x i64> %39, %49, !dbg !57
  %52 = add <2 x i64> %40, %50, !dbg !57
  %53 = add nuw i64 %26, 8
  %54 = add i64 %29, 2
  %55 = icmp eq i64 %54, %24
  br i1 %55, label %56, label %25, !llvm.loop !58

56:                                               ; preds = %25, %15
  %57 = phi <2 x i64> [ undef, %15 ], [ %51, %25 ]
  %58 = phi <2 x i64> [ undef, %15 ], [ %52, %25 ]
  %59 = phi i64 [ 0, %15 ], [ %53, %25 ]
  %60 = phi <2 x i64> [ zeroinitializer, %15 ], [ %51, %25 ]
  %61 = phi <2 x i64> [ zeroinitializer, %15 ], [ %52, %25 ]
  %62 = icmp eq i64 %21, 0
  br i1 %62, label %75, label %63

63:                                               ; preds = %56
  %64 = add i64 %59, %11
  %65 = getelementptr inbounds i32, i32* %0, i64 %64, !dbg !52
  %66 = bitcast i32* %65 to <2 x i32>*, !dbg !52
  %67 = load <2 x i32>, <2 x i32>* %66, align 4, !dbg !52, !tbaa !53
  %68 = getelementptr inbounds i32, i32* %65, i64 2, !dbg !52
  %69 = bitcast i32* %68 to <2 x i32>*, !dbg !52
  %70 = load <2 x i32>, <2 x i32>* %69, align 4, !dbg !52, !tbaa !53
  %71 = sext <2 x i32> %67 to <2 x i64>, !dbg !52
  %72 = sext <2 x i32> %70 to <2 x i64>, !dbg !52
  %73 = add <2 x i64> %60, %71, !dbg !57
  %74 = add <2 x i64> %61, %72, !dbg !57
  br label %75, !dbg !51

75:                                               ; preds = %56, %63
  %76 = phi <2 x i64> [ %57, %56 ], [ %73, %63 ], !dbg !57
  %77 = phi <2 x i64> [ %58, %56 ], [ %74, %63 ], !dbg !57
  %78 = add <2 x i64> %77, %76, !dbg !51
  %79 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %78), !dbg !51
  %80 = icmp eq i64 %13, %16, !dbg !51
  br i1 %80, label %108, label %81, !dbg !51

81:                                               ; preds = %10, %75
  %82 = phi i64 [ %11, %10 ], [ %17, %75 ]
  %83 = phi i64 [ 0, %10 ], [ %79, %75 ]
  br label %84, !dbg !51

84:                                               ; preds = %81, %84
  %85 = phi i64 [ %91, %84 ], [ %82, %81 ]
  %86 = phi i64 [ %90, %84 ], [ %83, %81 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !44, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %86, metadata !43, metadata !DIExpression()), !dbg !46
  %87 = getelementptr inbounds i32, i32* %0, i64 %85, !dbg !52
  %88 = load i32, i32* %87, align 4, !dbg !52, !tbaa !53
  %89 = sext i32 %88 to i64, !dbg !52
  %90 = add nsw i64 %86, %89, !dbg !57
  call void @llvm.dbg.value(metadata i64 %90, metadata !43, metadata !DIExpression()), !dbg !46
  %91 = add nsw i64 %85, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %91, metadata !44, metadata !DIExpression()), !dbg !48
  %92 = icmp eq i64 %91, %12, !dbg !49
  br i1 %92, label %108, label %84, !dbg !51, !llvm.loop !63

93:                                               ; preds = %3, %93
  %94 = phi i32 [ %106, %93 ], [ %4, %3 ]
  %95 = phi i32 [ %103, %93 ], [ %1, %3 ]
  %96 = phi i64 [ %105, %93 ], [ 0, %3 ]
  call void @llvm.dbg.value(metadata i32 %95, metadata !27, metadata !DIExpression()), !dbg !33
  %97 = add nsw i32 %94, -1, !dbg !65
  call void @llvm.dbg.value(metadata i32 %97, metadata !29, metadata !DIExpression()), !dbg !33
  %98 = add nsw i32 %95, 1, !dbg !66
  %99 = sext i32 %95 to i64, !dbg !67
  %100 = getelementptr inbounds i32, i32* %0, i64 %99, !dbg !67
  %101 = load i32, i32* %100, align 4, !dbg !67, !tbaa !53
  %102 = urem i32 %101, %97, !dbg !68
  %103 = add nsw i32 %98, %102, !dbg !69
  call void @llvm.dbg.value(metadata i32 %103, metadata !30, metadata !DIExpression()), !dbg !33
  %104 = tail call i64 @rsum(i32* noundef %0, i32 noundef %95, i32 noundef %103), !dbg !70
  call void @llvm.dbg.value(metadata i64 %104, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 undef, metadata !32, metadata !DIExpression()), !dbg !33
  %105 = add nsw i64 %104, %96, !dbg !71
  call void @llvm.dbg.value(metadata i32* %0, metadata !26, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %103, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %2, metadata !28, metadata !DIExpression()), !dbg !33
  %106 = sub nsw i32 %2, %103, !dbg !34
  %107 = icmp slt i32 %106, 9, !dbg !36
  br i1 %107, label %6, label %93, !dbg !37

108:                                              ; preds = %84, %75, %6
  %109 = phi i64 [ 0, %6 ], [ %79, %75 ], [ %90, %84 ], !dbg !33
  %110 = add nsw i64 %109, %7, !dbg !71
  ret i64 %110, !dbg !72
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !73 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !77, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i8** %1, metadata !78, metadata !DIExpression()), !dbg !89
  %3 = icmp sgt i32 %0, 1, !dbg !90
  br i1 %3, label %4, label %15, !dbg !91

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !92
  %6 = load i8*, i8** %5, align 8, !dbg !92, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %6, metadata !95, metadata !DIExpression()) #8, !dbg !103
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !105
  %8 = trunc i64 %7 to i32, !dbg !106
  call void @llvm.dbg.value(metadata i32 %8, metadata !79, metadata !DIExpression()), !dbg !89
  %9 = icmp eq i32 %0, 2, !dbg !107
  br i1 %9, label %15, label %10, !dbg !108

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !109
  %12 = load i8*, i8** %11, align 8, !dbg !109, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %12, metadata !95, metadata !DIExpression()) #8, !dbg !110
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !112
  %14 = trunc i64 %13 to i32, !dbg !113
  br label %15, !dbg !108

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 30000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !108
  call void @llvm.dbg.value(metadata i32 %17, metadata !80, metadata !DIExpression()), !dbg !89
  %18 = sext i32 %16 to i64, !dbg !114
  %19 = shl nsw i64 %18, 2, !dbg !115
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #8, !dbg !116
  %21 = bitcast i8* %20 to i32*, !dbg !116
  call void @llvm.dbg.value(metadata i32* %21, metadata !81, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 7, metadata !83, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !117
  %22 = icmp sgt i32 %16, 0, !dbg !118
  br i1 %22, label %23, label %45, !dbg !120

23:                                               ; preds = %15
  %24 = zext i32 %16 to i64, !dbg !118
  %25 = add nsw i64 %24, -1, !dbg !120
  %26 = and i64 %24, 3, !dbg !120
  %27 = icmp ult i64 %25, 3, !dbg !120
  br i1 %27, label %30, label %28, !dbg !120

28:                                               ; preds = %23
  %29 = and i64 %24, 4294967292, !dbg !120
  br label %53, !dbg !120

30:                                               ; preds = %53, %23
  %31 = phi i64 [ 0, %23 ], [ %76, %53 ]
  %32 = phi i32 [ 7, %23 ], [ %73, %53 ]
  %33 = icmp eq i64 %26, 0, !dbg !120
  br i1 %33, label %45, label %34, !dbg !120

34:                                               ; preds = %30, %34
  %35 = phi i64 [ %42, %34 ], [ %31, %30 ]
  %36 = phi i32 [ %39, %34 ], [ %32, %30 ]
  %37 = phi i64 [ %43, %34 ], [ 0, %30 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %36, metadata !83, metadata !DIExpression()), !dbg !89
  %38 = mul i32 %36, 1664525, !dbg !121
  %39 = add i32 %38, 1013904223, !dbg !123
  call void @llvm.dbg.value(metadata i32 %39, metadata !83, metadata !DIExpression()), !dbg !89
  %40 = lshr i32 %39, 9, !dbg !124
  %41 = getelementptr inbounds i32, i32* %21, i64 %35, !dbg !125
  store i32 %40, i32* %41, align 4, !dbg !126, !tbaa !53
  %42 = add nuw nsw i64 %35, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %42, metadata !84, metadata !DIExpression()), !dbg !117
  %43 = add i64 %37, 1, !dbg !120
  %44 = icmp eq i64 %43, %26, !dbg !120
  br i1 %44, label %45, label %34, !dbg !120, !llvm.loop !128

45:                                               ; preds = %30, %34, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i64 0, metadata !86, metadata !DIExpression()), !dbg !89
  %46 = icmp sgt i32 %17, 0, !dbg !131
  br i1 %46, label %47, label %79, !dbg !133

47:                                               ; preds = %45
  %48 = tail call i64 @rsum(i32* noundef %21, i32 noundef 0, i32 noundef %16), !dbg !89
  %49 = add nsw i32 %17, -1, !dbg !133
  %50 = zext i32 %49 to i64, !dbg !133
  %51 = add nuw nsw i64 %50, 1, !dbg !133
  call void @llvm.dbg.value(metadata i32 undef, metadata !86, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !89
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !130
  %52 = mul i64 %48, %51, !dbg !133
  br label %79, !dbg !134

53:                                               ; preds = %53, %28
  %54 = phi i64 [ 0, %28 ], [ %76, %53 ]
  %55 = phi i32 [ 7, %28 ], [ %73, %53 ]
  %56 = phi i64 [ 0, %28 ], [ %77, %53 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %55, metadata !83, metadata !DIExpression()), !dbg !89
  %57 = mul i32 %55, 1664525, !dbg !121
  %58 = add i32 %57, 1013904223, !dbg !123
  call void @llvm.dbg.value(metadata i32 %58, metadata !83, metadata !DIExpression()), !dbg !89
  %59 = lshr i32 %58, 9, !dbg !124
  %60 = getelementptr inbounds i32, i32* %21, i64 %54, !dbg !125
  store i32 %59, i32* %60, align 4, !dbg !126, !tbaa !53
  %61 = or i64 %54, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %61, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 %61, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %58, metadata !83, metadata !DIExpression()), !dbg !89
  %62 = mul i32 %58, 1664525, !dbg !121
  %63 = add i32 %62, 1013904223, !dbg !123
  call void @llvm.dbg.value(metadata i32 %63, metadata !83, metadata !DIExpression()), !dbg !89
  %64 = lshr i32 %63, 9, !dbg !124
  %65 = getelementptr inbounds i32, i32* %21, i64 %61, !dbg !125
  store i32 %64, i32* %65, align 4, !dbg !126, !tbaa !53
  %66 = or i64 %54, 2, !dbg !127
  call void @llvm.dbg.value(metadata i64 %66, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 %66, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %63, metadata !83, metadata !DIExpression()), !dbg !89
  %67 = mul i32 %63, 1664525, !dbg !121
  %68 = add i32 %67, 1013904223, !dbg !123
  call void @llvm.dbg.value(metadata i32 %68, metadata !83, metadata !DIExpression()), !dbg !89
  %69 = lshr i32 %68, 9, !dbg !124
  %70 = getelementptr inbounds i32, i32* %21, i64 %66, !dbg !125
  store i32 %69, i32* %70, align 4, !dbg !126, !tbaa !53
  %71 = or i64 %54, 3, !dbg !127
  call void @llvm.dbg.value(metadata i64 %71, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 %71, metadata !84, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 %68, metadata !83, metadata !DIExpression()), !dbg !89
  %72 = mul i32 %68, 1664525, !dbg !121
  %73 = add i32 %72, 1013904223, !dbg !123
  call void @llvm.dbg.value(metadata i32 %73, metadata !83, metadata !DIExpression()), !dbg !89
  %74 = lshr i32 %73, 9, !dbg !124
  %75 = getelementptr inbounds i32, i32* %21, i64 %71, !dbg !125
  store i32 %74, i32* %75, align 4, !dbg !126, !tbaa !53
  %76 = add nuw nsw i64 %54, 4, !dbg !127
  call void @llvm.dbg.value(metadata i64 %76, metadata !84, metadata !DIExpression()), !dbg !117
  %77 = add i64 %56, 4, !dbg !120
  %78 = icmp eq i64 %77, %29, !dbg !120
  br i1 %78, label %30, label %53, !dbg !120, !llvm.loop !135

79:                                               ; preds = %47, %45
  %80 = phi i64 [ 0, %45 ], [ %52, %47 ], !dbg !89
  %81 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %80), !dbg !134
  tail call void @free(i8* noundef %20) #8, !dbg !137
  ret i32 0, !dbg !138
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nofree nosync nounwind readnone willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recur_split.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9377755e91b7c6ed3007242a619f4e20")
!2 = !{!3, !4, !5, !8, !11}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
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
!19 = distinct !DISubprogram(name: "rsum", scope: !1, file: !1, line: 17, type: !20, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !23, !3, !3}
!22 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!25 = !{!26, !27, !28, !29, !30, !31, !32}
!26 = !DILocalVariable(name: "a", arg: 1, scope: !19, file: !1, line: 17, type: !23)
!27 = !DILocalVariable(name: "lo", arg: 2, scope: !19, file: !1, line: 17, type: !3)
!28 = !DILocalVariable(name: "hi", arg: 3, scope: !19, file: !1, line: 17, type: !3)
!29 = !DILocalVariable(name: "span", scope: !19, file: !1, line: 21, type: !3)
!30 = !DILocalVariable(name: "mid", scope: !19, file: !1, line: 22, type: !3)
!31 = !DILocalVariable(name: "left", scope: !19, file: !1, line: 23, type: !22)
!32 = !DILocalVariable(name: "right", scope: !19, file: !1, line: 24, type: !22)
!33 = !DILocation(line: 0, scope: !19)
!34 = !DILocation(line: 19, column: 10, scope: !35)
!35 = distinct !DILexicalBlock(scope: !19, file: !1, line: 19, column: 7)
!36 = !DILocation(line: 19, column: 15, scope: !35)
!37 = !DILocation(line: 19, column: 7, scope: !19)
!38 = !DILocalVariable(name: "a", arg: 1, scope: !39, file: !1, line: 9, type: !23)
!39 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 9, type: !20, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !40)
!40 = !{!38, !41, !42, !43, !44}
!41 = !DILocalVariable(name: "lo", arg: 2, scope: !39, file: !1, line: 9, type: !3)
!42 = !DILocalVariable(name: "hi", arg: 3, scope: !39, file: !1, line: 9, type: !3)
!43 = !DILocalVariable(name: "s", scope: !39, file: !1, line: 11, type: !22)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 12, type: !3)
!45 = distinct !DILexicalBlock(scope: !39, file: !1, line: 12, column: 3)
!46 = !DILocation(line: 0, scope: !39, inlinedAt: !47)
!47 = distinct !DILocation(line: 20, column: 12, scope: !35)
!48 = !DILocation(line: 0, scope: !45, inlinedAt: !47)
!49 = !DILocation(line: 12, column: 22, scope: !50, inlinedAt: !47)
!50 = distinct !DILexicalBlock(scope: !45, file: !1, line: 12, column: 3)
!51 = !DILocation(line: 12, column: 3, scope: !45, inlinedAt: !47)
!52 = !DILocation(line: 13, column: 10, scope: !50, inlinedAt: !47)
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 13, column: 7, scope: !50, inlinedAt: !47)
!58 = distinct !{!58, !51, !59, !60, !61}
!59 = !DILocation(line: 13, column: 13, scope: !45, inlinedAt: !47)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !{!"llvm.loop.isvectorized", i32 1}
!62 = !DILocation(line: 12, column: 29, scope: !50, inlinedAt: !47)
!63 = distinct !{!63, !51, !59, !60, !64, !61}
!64 = !{!"llvm.loop.unroll.runtime.disable"}
!65 = !DILocation(line: 21, column: 22, scope: !19)
!66 = !DILocation(line: 22, column: 16, scope: !19)
!67 = !DILocation(line: 22, column: 38, scope: !19)
!68 = !DILocation(line: 22, column: 44, scope: !19)
!69 = !DILocation(line: 22, column: 20, scope: !19)
!70 = !DILocation(line: 23, column: 15, scope: !19)
!71 = !DILocation(line: 25, column: 15, scope: !19)
!72 = !DILocation(line: 26, column: 1, scope: !19)
!73 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !74, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!3, !3, !8}
!76 = !{!77, !78, !79, !80, !81, !83, !84, !86, !87}
!77 = !DILocalVariable(name: "argc", arg: 1, scope: !73, file: !1, line: 28, type: !3)
!78 = !DILocalVariable(name: "argv", arg: 2, scope: !73, file: !1, line: 28, type: !8)
!79 = !DILocalVariable(name: "n", scope: !73, file: !1, line: 30, type: !3)
!80 = !DILocalVariable(name: "reps", scope: !73, file: !1, line: 31, type: !3)
!81 = !DILocalVariable(name: "a", scope: !73, file: !1, line: 32, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!83 = !DILocalVariable(name: "s", scope: !73, file: !1, line: 33, type: !4)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 34, type: !3)
!85 = distinct !DILexicalBlock(scope: !73, file: !1, line: 34, column: 3)
!86 = !DILocalVariable(name: "total", scope: !73, file: !1, line: 38, type: !22)
!87 = !DILocalVariable(name: "r", scope: !88, file: !1, line: 39, type: !3)
!88 = distinct !DILexicalBlock(scope: !73, file: !1, line: 39, column: 3)
!89 = !DILocation(line: 0, scope: !73)
!90 = !DILocation(line: 30, column: 16, scope: !73)
!91 = !DILocation(line: 30, column: 11, scope: !73)
!92 = !DILocation(line: 30, column: 27, scope: !73)
!93 = !{!94, !94, i64 0}
!94 = !{!"any pointer", !55, i64 0}
!95 = !DILocalVariable(name: "__nptr", arg: 1, scope: !96, file: !97, line: 362, type: !100)
!96 = distinct !DISubprogram(name: "atoi", scope: !97, file: !97, line: 362, type: !98, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!97 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!98 = !DISubroutineType(types: !99)
!99 = !{!3, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!102 = !{!95}
!103 = !DILocation(line: 0, scope: !96, inlinedAt: !104)
!104 = distinct !DILocation(line: 30, column: 22, scope: !73)
!105 = !DILocation(line: 364, column: 16, scope: !96, inlinedAt: !104)
!106 = !DILocation(line: 364, column: 10, scope: !96, inlinedAt: !104)
!107 = !DILocation(line: 31, column: 19, scope: !73)
!108 = !DILocation(line: 31, column: 14, scope: !73)
!109 = !DILocation(line: 31, column: 30, scope: !73)
!110 = !DILocation(line: 0, scope: !96, inlinedAt: !111)
!111 = distinct !DILocation(line: 31, column: 25, scope: !73)
!112 = !DILocation(line: 364, column: 16, scope: !96, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !96, inlinedAt: !111)
!114 = !DILocation(line: 32, column: 19, scope: !73)
!115 = !DILocation(line: 32, column: 29, scope: !73)
!116 = !DILocation(line: 32, column: 12, scope: !73)
!117 = !DILocation(line: 0, scope: !85)
!118 = !DILocation(line: 34, column: 21, scope: !119)
!119 = distinct !DILexicalBlock(scope: !85, file: !1, line: 34, column: 3)
!120 = !DILocation(line: 34, column: 3, scope: !85)
!121 = !DILocation(line: 35, column: 11, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !1, line: 34, column: 31)
!123 = !DILocation(line: 35, column: 22, scope: !122)
!124 = !DILocation(line: 36, column: 20, scope: !122)
!125 = !DILocation(line: 36, column: 5, scope: !122)
!126 = !DILocation(line: 36, column: 10, scope: !122)
!127 = !DILocation(line: 34, column: 27, scope: !119)
!128 = distinct !{!128, !129}
!129 = !{!"llvm.loop.unroll.disable"}
!130 = !DILocation(line: 0, scope: !88)
!131 = !DILocation(line: 39, column: 21, scope: !132)
!132 = distinct !DILexicalBlock(scope: !88, file: !1, line: 39, column: 3)
!133 = !DILocation(line: 39, column: 3, scope: !88)
!134 = !DILocation(line: 41, column: 3, scope: !73)
!135 = distinct !{!135, !120, !136, !60}
!136 = !DILocation(line: 37, column: 3, scope: !85)
!137 = !DILocation(line: 42, column: 3, scope: !73)
!138 = !DILocation(line: 43, column: 3, scope: !73)
