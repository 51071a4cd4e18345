; ModuleID = 'lcs_dp.c'
source_filename = "lcs_dp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"ACGT\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"lcs %d edit %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @kernel_lcs(i8* nocapture noundef readonly %0, i32 noundef %1, i8* nocapture noundef readonly %2, i32 noundef %3, i32* nocapture noundef %4, i32* nocapture noundef %5) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !22, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %1, metadata !23, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8* %2, metadata !24, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 %3, metadata !25, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !38
  %7 = icmp slt i32 %3, 0, !dbg !39
  br i1 %7, label %13, label %8, !dbg !41

8:                                                ; preds = %6
  %9 = bitcast i32* %4 to i8*, !dbg !39
  %10 = zext i32 %3 to i64, !dbg !41
  %11 = shl nuw nsw i64 %10, 2, !dbg !41
  %12 = add nuw nsw i64 %11, 4, !dbg !41
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %9, i8 0, i64 %12, i1 false), !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !38
  br label %13, !dbg !47

13:                                               ; preds = %8, %6
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  %14 = icmp slt i32 %1, 1, !dbg !47
  br i1 %14, label %40, label %15, !dbg !49

15:                                               ; preds = %13
  %16 = icmp slt i32 %3, 1
  br i1 %16, label %17, label %23, !dbg !50

17:                                               ; preds = %15
  %18 = add i32 %1, -1, !dbg !49
  %19 = and i32 %1, 7, !dbg !49
  %20 = icmp ult i32 %18, 7, !dbg !49
  br i1 %20, label %32, label %21, !dbg !49

21:                                               ; preds = %17
  %22 = and i32 %1, -8, !dbg !49
  br label %28, !dbg !49

23:                                               ; preds = %15
  %24 = add nuw i32 %3, 1, !dbg !49
  %25 = add nuw i32 %1, 1, !dbg !49
  %26 = zext i32 %25 to i64, !dbg !47
  %27 = zext i32 %24 to i64
  br label %45, !dbg !49

28:                                               ; preds = %28, %21
  %29 = phi i32 [ 0, %21 ], [ %30, %28 ]
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %5, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %4, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %5, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %4, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %5, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %4, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %5, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %4, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !48
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %4, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %5, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %5, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !48
  %30 = add i32 %29, 8, !dbg !49
  %31 = icmp eq i32 %30, %22, !dbg !49
  br i1 %31, label %32, label %28, !dbg !49, !llvm.loop !54

32:                                               ; preds = %28, %17
  %33 = icmp eq i32 %19, 0, !dbg !49
  br i1 %33, label %40, label %34, !dbg !49

34:                                               ; preds = %32, %34
  %35 = phi i32* [ %36, %34 ], [ %4, %32 ]
  %36 = phi i32* [ %35, %34 ], [ %5, %32 ]
  %37 = phi i32 [ %38, %34 ], [ 0, %32 ]
  call void @llvm.dbg.value(metadata i32* %35, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %36, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %36, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %35, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %36, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %35, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !48
  %38 = add i32 %37, 1, !dbg !49
  %39 = icmp eq i32 %38, %19, !dbg !49
  br i1 %39, label %40, label %34, !dbg !49, !llvm.loop !57

40:                                               ; preds = %51, %32, %34, %13
  %41 = phi i32* [ %4, %13 ], [ %4, %32 ], [ %36, %34 ], [ %48, %51 ]
  %42 = sext i32 %3 to i64, !dbg !59
  %43 = getelementptr inbounds i32, i32* %41, i64 %42, !dbg !59
  %44 = load i32, i32* %43, align 4, !dbg !59, !tbaa !43
  ret i32 %44, !dbg !60

45:                                               ; preds = %23, %51
  %46 = phi i64 [ 1, %23 ], [ %52, %51 ]
  %47 = phi i32* [ %4, %23 ], [ %48, %51 ]
  %48 = phi i32* [ %5, %23 ], [ %47, %51 ]
  call void @llvm.dbg.value(metadata i32* %47, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %46, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %48, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %48, align 4, !dbg !51, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !52
  %49 = add nsw i64 %46, -1
  %50 = getelementptr inbounds i8, i8* %0, i64 %49
  br label %54, !dbg !50

51:                                               ; preds = %71
  call void @llvm.dbg.value(metadata i32* %47, metadata !36, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %48, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %47, metadata !27, metadata !DIExpression()), !dbg !37
  %52 = add nuw nsw i64 %46, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %52, metadata !30, metadata !DIExpression()), !dbg !48
  %53 = icmp eq i64 %52, %26, !dbg !47
  br i1 %53, label %40, label %45, !dbg !49, !llvm.loop !54

54:                                               ; preds = %45, %71
  %55 = phi i32 [ 0, %45 ], [ %72, %71 ]
  %56 = phi i64 [ 1, %45 ], [ %74, %71 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !32, metadata !DIExpression()), !dbg !52
  %57 = load i8, i8* %50, align 1, !dbg !62, !tbaa !64
  %58 = add nsw i64 %56, -1, !dbg !65
  %59 = getelementptr inbounds i8, i8* %2, i64 %58, !dbg !66
  %60 = load i8, i8* %59, align 1, !dbg !66, !tbaa !64
  %61 = icmp eq i8 %57, %60, !dbg !67
  br i1 %61, label %62, label %66, !dbg !62

62:                                               ; preds = %54
  %63 = getelementptr inbounds i32, i32* %47, i64 %58, !dbg !68
  %64 = load i32, i32* %63, align 4, !dbg !68, !tbaa !43
  %65 = add nsw i32 %64, 1, !dbg !69
  br label %71, !dbg !62

66:                                               ; preds = %54
  %67 = getelementptr inbounds i32, i32* %47, i64 %56, !dbg !70
  %68 = load i32, i32* %67, align 4, !dbg !70, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %68, metadata !71, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %55, metadata !76, metadata !DIExpression()), !dbg !77
  %69 = icmp sgt i32 %68, %55, !dbg !79
  %70 = select i1 %69, i32 %68, i32 %55, !dbg !80
  br label %71, !dbg !62

71:                                               ; preds = %66, %62
  %72 = phi i32 [ %65, %62 ], [ %70, %66 ], !dbg !62
  %73 = getelementptr inbounds i32, i32* %48, i64 %56, !dbg !81
  store i32 %72, i32* %73, align 4, !dbg !82, !tbaa !43
  %74 = add nuw nsw i64 %56, 1, !dbg !83
  call void @llvm.dbg.value(metadata i64 %74, metadata !32, metadata !DIExpression()), !dbg !52
  %75 = icmp eq i64 %74, %27, !dbg !84
  br i1 %75, label %51, label %54, !dbg !50, !llvm.loop !85
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !87 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !91, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i8** %1, metadata !92, metadata !DIExpression()), !dbg !107
  %3 = icmp sgt i32 %0, 1, !dbg !108
  br i1 %3, label %4, label %15, !dbg !109

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !110
  %6 = load i8*, i8** %5, align 8, !dbg !110, !tbaa !111
  call void @llvm.dbg.value(metadata i8* %6, metadata !113, metadata !DIExpression()) #8, !dbg !119
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !121
  %8 = trunc i64 %7 to i32, !dbg !122
  call void @llvm.dbg.value(metadata i32 %8, metadata !93, metadata !DIExpression()), !dbg !107
  %9 = icmp eq i32 %0, 2, !dbg !123
  br i1 %9, label %15, label %10, !dbg !124

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !125
  %12 = load i8*, i8** %11, align 8, !dbg !125, !tbaa !111
  call void @llvm.dbg.value(metadata i8* %12, metadata !113, metadata !DIExpression()) #8, !dbg !126
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !128
  %14 = trunc i64 %13 to i32, !dbg !129
  br label %15, !dbg !124

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 400, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 300, %4 ], [ 300, %2 ], !dbg !124
  call void @llvm.dbg.value(metadata i32 %17, metadata !94, metadata !DIExpression()), !dbg !107
  %18 = sext i32 %16 to i64, !dbg !130
  %19 = tail call noalias i8* @malloc(i64 noundef %18) #8, !dbg !131
  call void @llvm.dbg.value(metadata i8* %19, metadata !95, metadata !DIExpression()), !dbg !107
  %20 = sext i32 %17 to i64, !dbg !132
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #8, !dbg !133
  call void @llvm.dbg.value(metadata i8* %21, metadata !96, metadata !DIExpression()), !dbg !107
  %22 = add nsw i32 %17, 1, !dbg !134
  %23 = sext i32 %22 to i64, !dbg !135
  %24 = shl nsw i64 %23, 2, !dbg !136
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !137
  %26 = bitcast i8* %25 to i32*, !dbg !137
  call void @llvm.dbg.value(metadata i32* %26, metadata !97, metadata !DIExpression()), !dbg !107
  %27 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !138
  %28 = bitcast i8* %27 to i32*, !dbg !138
  call void @llvm.dbg.value(metadata i32* %28, metadata !98, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 11, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !139
  %29 = icmp sgt i32 %16, 0, !dbg !140
  br i1 %29, label %30, label %50, !dbg !142

30:                                               ; preds = %15
  %31 = zext i32 %16 to i64, !dbg !140
  %32 = and i64 %31, 1, !dbg !142
  %33 = icmp eq i32 %16, 1, !dbg !142
  br i1 %33, label %36, label %34, !dbg !142

34:                                               ; preds = %30
  %35 = and i64 %31, 4294967294, !dbg !142
  br label %59, !dbg !142

36:                                               ; preds = %59, %30
  %37 = phi i32 [ undef, %30 ], [ %73, %59 ]
  %38 = phi i64 [ 0, %30 ], [ %80, %59 ]
  %39 = phi i32 [ 11, %30 ], [ %73, %59 ]
  %40 = icmp eq i64 %32, 0, !dbg !142
  br i1 %40, label %50, label %41, !dbg !142

41:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i32 %39, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %38, metadata !101, metadata !DIExpression()), !dbg !139
  %42 = mul i32 %39, 1103515245, !dbg !143
  %43 = add i32 %42, 12345, !dbg !145
  call void @llvm.dbg.value(metadata i32 %43, metadata !99, metadata !DIExpression()), !dbg !107
  %44 = lshr i32 %43, 16, !dbg !146
  %45 = and i32 %44, 3, !dbg !147
  %46 = zext i32 %45 to i64, !dbg !148
  %47 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %46, !dbg !148
  %48 = load i8, i8* %47, align 1, !dbg !148, !tbaa !64
  %49 = getelementptr inbounds i8, i8* %19, i64 %38, !dbg !149
  store i8 %48, i8* %49, align 1, !dbg !150, !tbaa !64
  call void @llvm.dbg.value(metadata i64 %38, metadata !101, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !139
  br label %50, !dbg !151

50:                                               ; preds = %41, %36, %15
  %51 = phi i32 [ 11, %15 ], [ %37, %36 ], [ %43, %41 ], !dbg !107
  call void @llvm.dbg.value(metadata i32 %51, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !153
  %52 = icmp sgt i32 %17, 0, !dbg !151
  br i1 %52, label %53, label %96, !dbg !154

53:                                               ; preds = %50
  %54 = zext i32 %17 to i64, !dbg !151
  %55 = and i64 %54, 1, !dbg !154
  %56 = icmp eq i32 %17, 1, !dbg !154
  br i1 %56, label %83, label %57, !dbg !154

57:                                               ; preds = %53
  %58 = and i64 %54, 4294967294, !dbg !154
  br label %309, !dbg !154

59:                                               ; preds = %59, %34
  %60 = phi i64 [ 0, %34 ], [ %80, %59 ]
  %61 = phi i32 [ 11, %34 ], [ %73, %59 ]
  %62 = phi i64 [ 0, %34 ], [ %81, %59 ]
  call void @llvm.dbg.value(metadata i32 %61, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %60, metadata !101, metadata !DIExpression()), !dbg !139
  %63 = mul i32 %61, 1103515245, !dbg !143
  %64 = add i32 %63, 12345, !dbg !145
  call void @llvm.dbg.value(metadata i32 %64, metadata !99, metadata !DIExpression()), !dbg !107
  %65 = lshr i32 %64, 16, !dbg !146
  %66 = and i32 %65, 3, !dbg !147
  %67 = zext i32 %66 to i64, !dbg !148
  %68 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %67, !dbg !148
  %69 = load i8, i8* %68, align 1, !dbg !148, !tbaa !64
  %70 = getelementptr inbounds i8, i8* %19, i64 %60, !dbg !149
  store i8 %69, i8* %70, align 1, !dbg !150, !tbaa !64
  %71 = or i64 %60, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %71, metadata !101, metadata !DIExpression()), !dbg !139
  call void @llvm.dbg.value(metadata i32 %64, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %71, metadata !101, metadata !DIExpression()), !dbg !139
  %72 = mul i32 %64, 1103515245, !dbg !143
  %73 = add i32 %72, 12345, !dbg !145
  call void @llvm.dbg.value(metadata i32 %73, metadata !99, metadata !DIExpression()), !dbg !107
  %74 = lshr i32 %73, 16, !dbg !146
  %75 = and i32 %74, 3, !dbg !147
  %76 = zext i32 %75 to i64, !dbg !148
  %77 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %76, !dbg !148
  %78 = load i8, i8* %77, align 1, !dbg !148, !tbaa !64
  %79 = getelementptr inbounds i8, i8* %19, i64 %71, !dbg !149
  store i8 %78, i8* %79, align 1, !dbg !150, !tbaa !64
  %80 = add nuw nsw i64 %60, 2, !dbg !155
  call void @llvm.dbg.value(metadata i64 %80, metadata !101, metadata !DIExpression()), !dbg !139
  %81 = add i64 %62, 2, !dbg !142
  %82 = icmp eq i64 %81, %35, !dbg !142
  br i1 %82, label %36, label %59, !dbg !142, !llvm.loop !156

83:                                               ; preds = %309, %53
  %84 = phi i64 [ 0, %53 ], [ %330, %309 ]
  %85 = phi i32 [ %51, %53 ], [ %323, %309 ]
  %86 = icmp eq i64 %55, 0, !dbg !154
  br i1 %86, label %96, label %87, !dbg !154

87:                                               ; preds = %83
  call void @llvm.dbg.value(metadata i32 %85, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %84, metadata !103, metadata !DIExpression()), !dbg !153
  %88 = mul i32 %85, 1103515245, !dbg !158
  %89 = add i32 %88, 12345, !dbg !160
  call void @llvm.dbg.value(metadata i32 %89, metadata !99, metadata !DIExpression()), !dbg !107
  %90 = lshr i32 %89, 16, !dbg !161
  %91 = and i32 %90, 3, !dbg !162
  %92 = zext i32 %91 to i64, !dbg !163
  %93 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %92, !dbg !163
  %94 = load i8, i8* %93, align 1, !dbg !163, !tbaa !64
  %95 = getelementptr inbounds i8, i8* %21, i64 %84, !dbg !164
  store i8 %94, i8* %95, align 1, !dbg !165, !tbaa !64
  call void @llvm.dbg.value(metadata i64 %84, metadata !103, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !153
  br label %96, !dbg !166

96:                                               ; preds = %87, %83, %50
  call void @llvm.dbg.value(metadata i8* %19, metadata !22, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i8* %21, metadata !24, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #8, !dbg !169
  %97 = icmp slt i32 %17, 0, !dbg !166
  br i1 %97, label %102, label %98, !dbg !170

98:                                               ; preds = %96
  %99 = zext i32 %17 to i64, !dbg !170
  %100 = shl nuw nsw i64 %99, 2, !dbg !170
  %101 = add nuw nsw i64 %100, 4, !dbg !170
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %25, i8 0, i64 %101, i1 false) #8, !dbg !171, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !169
  br label %102, !dbg !172

102:                                              ; preds = %98, %96
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  %103 = icmp slt i32 %16, 1, !dbg !172
  br i1 %103, label %160, label %104, !dbg !174

104:                                              ; preds = %102
  %105 = icmp slt i32 %17, 1
  br i1 %105, label %106, label %112, !dbg !175

106:                                              ; preds = %104
  %107 = add i32 %16, -1, !dbg !174
  %108 = and i32 %16, 7, !dbg !174
  %109 = icmp ult i32 %107, 7, !dbg !174
  br i1 %109, label %152, label %110, !dbg !174

110:                                              ; preds = %106
  %111 = and i32 %16, -8, !dbg !174
  br label %116, !dbg !174

112:                                              ; preds = %104
  %113 = add nuw i32 %16, 1, !dbg !174
  %114 = zext i32 %113 to i64, !dbg !172
  %115 = zext i32 %22 to i64
  br label %120, !dbg !174

116:                                              ; preds = %116, %110
  %117 = phi i32 [ 0, %110 ], [ %118, %116 ]
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %26, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %28, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %26, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %28, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %26, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %28, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %26, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %26, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %28, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)) #8, !dbg !173
  %118 = add i32 %117, 8, !dbg !174
  %119 = icmp eq i32 %118, %111, !dbg !174
  br i1 %119, label %151, label %116, !dbg !174, !llvm.loop !178

120:                                              ; preds = %126, %112
  %121 = phi i64 [ 1, %112 ], [ %127, %126 ]
  %122 = phi i32* [ %26, %112 ], [ %123, %126 ]
  %123 = phi i32* [ %28, %112 ], [ %122, %126 ]
  call void @llvm.dbg.value(metadata i32* %122, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i64 %121, metadata !30, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %123, metadata !27, metadata !DIExpression()) #8, !dbg !168
  store i32 0, i32* %123, align 4, !dbg !180, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  %124 = add nsw i64 %121, -1
  %125 = getelementptr inbounds i8, i8* %19, i64 %124
  br label %129, !dbg !175

126:                                              ; preds = %146
  call void @llvm.dbg.value(metadata i32* %122, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %123, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %122, metadata !27, metadata !DIExpression()) #8, !dbg !168
  %127 = add nuw nsw i64 %121, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %127, metadata !30, metadata !DIExpression()) #8, !dbg !173
  %128 = icmp eq i64 %127, %114, !dbg !172
  br i1 %128, label %160, label %120, !dbg !174, !llvm.loop !182

129:                                              ; preds = %146, %120
  %130 = phi i32 [ 0, %120 ], [ %147, %146 ]
  %131 = phi i64 [ 1, %120 ], [ %149, %146 ]
  call void @llvm.dbg.value(metadata i64 %131, metadata !32, metadata !DIExpression()) #8, !dbg !176
  %132 = load i8, i8* %125, align 1, !dbg !183, !tbaa !64
  %133 = add nsw i64 %131, -1, !dbg !184
  %134 = getelementptr inbounds i8, i8* %21, i64 %133, !dbg !185
  %135 = load i8, i8* %134, align 1, !dbg !185, !tbaa !64
  %136 = icmp eq i8 %132, %135, !dbg !186
  br i1 %136, label %137, label %141, !dbg !183

137:                                              ; preds = %129
  %138 = getelementptr inbounds i32, i32* %122, i64 %133, !dbg !187
  %139 = load i32, i32* %138, align 4, !dbg !187, !tbaa !43
  %140 = add nsw i32 %139, 1, !dbg !188
  br label %146, !dbg !183

141:                                              ; preds = %129
  %142 = getelementptr inbounds i32, i32* %122, i64 %131, !dbg !189
  %143 = load i32, i32* %142, align 4, !dbg !189, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %143, metadata !71, metadata !DIExpression()) #8, !dbg !190
  call void @llvm.dbg.value(metadata i32 %130, metadata !76, metadata !DIExpression()) #8, !dbg !190
  %144 = icmp sgt i32 %143, %130, !dbg !192
  %145 = select i1 %144, i32 %143, i32 %130, !dbg !193
  br label %146, !dbg !183

146:                                              ; preds = %141, %137
  %147 = phi i32 [ %140, %137 ], [ %145, %141 ], !dbg !183
  %148 = getelementptr inbounds i32, i32* %123, i64 %131, !dbg !194
  store i32 %147, i32* %148, align 4, !dbg !195, !tbaa !43
  %149 = add nuw nsw i64 %131, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %149, metadata !32, metadata !DIExpression()) #8, !dbg !176
  %150 = icmp eq i64 %149, %115, !dbg !197
  br i1 %150, label %126, label %129, !dbg !175, !llvm.loop !198

151:                                              ; preds = %116
  store i32 0, i32* %28, align 4, !dbg !180, !tbaa !43
  store i32 0, i32* %26, align 4, !dbg !180, !tbaa !43
  br label %152, !dbg !174

152:                                              ; preds = %151, %106
  %153 = icmp eq i32 %108, 0, !dbg !174
  br i1 %153, label %160, label %154, !dbg !174

154:                                              ; preds = %152, %154
  %155 = phi i32* [ %156, %154 ], [ %26, %152 ]
  %156 = phi i32* [ %155, %154 ], [ %28, %152 ]
  %157 = phi i32 [ %158, %154 ], [ 0, %152 ]
  call void @llvm.dbg.value(metadata i32* %155, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression()) #8, !dbg !173
  call void @llvm.dbg.value(metadata i32* %156, metadata !27, metadata !DIExpression()) #8, !dbg !168
  store i32 0, i32* %156, align 4, !dbg !180, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %155, metadata !36, metadata !DIExpression()) #8, !dbg !177
  call void @llvm.dbg.value(metadata i32* %156, metadata !26, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32* %155, metadata !27, metadata !DIExpression()) #8, !dbg !168
  call void @llvm.dbg.value(metadata i32 poison, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !173
  %158 = add i32 %157, 1, !dbg !174
  %159 = icmp eq i32 %158, %108, !dbg !174
  br i1 %159, label %160, label %154, !dbg !174, !llvm.loop !200

160:                                              ; preds = %126, %152, %154, %102
  %161 = phi i32* [ %26, %102 ], [ %26, %152 ], [ %156, %154 ], [ %123, %126 ]
  %162 = getelementptr inbounds i32, i32* %161, i64 %20, !dbg !201
  %163 = load i32, i32* %162, align 4, !dbg !201, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %163, metadata !105, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i8* %19, metadata !202, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %8, metadata !205, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i8* %21, metadata !206, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %17, metadata !207, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !210, metadata !DIExpression()), !dbg !221
  br i1 %97, label %231, label %164, !dbg !222

164:                                              ; preds = %160
  %165 = zext i32 %22 to i64, !dbg !223
  %166 = icmp ult i32 %22, 8, !dbg !222
  br i1 %166, label %229, label %167, !dbg !222

167:                                              ; preds = %164
  %168 = and i64 %165, 4294967288, !dbg !222
  %169 = add nsw i64 %168, -8, !dbg !222
  %170 = lshr exact i64 %169, 3, !dbg !222
  %171 = add nuw nsw i64 %170, 1, !dbg !222
  %172 = and i64 %171, 3, !dbg !222
  %173 = icmp ult i64 %169, 24, !dbg !222
  br i1 %173, label %210, label %174, !dbg !222

174:                                              ; preds = %167
  %175 = and i64 %171, 4611686018427387900, !dbg !222
  br label %176, !dbg !222

176:                                              ; preds = %176, %174
  %177 = phi i64 [ 0, %174 ], [ %206, %176 ], !dbg !225
  %178 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %174 ], [ %207, %176 ], !dbg !226
  %179 = phi i64 [ 0, %174 ], [ %208, %176 ]
  %180 = add <4 x i32> %178, <i32 4, i32 4, i32 4, i32 4>, !dbg !226
  %181 = getelementptr inbounds i32, i32* %26, i64 %177, !dbg !225
  %182 = bitcast i32* %181 to <4 x i32>*, !dbg !226
  store <4 x i32> %178, <4 x i32>* %182, align 4, !dbg !226, !tbaa !43
  %183 = getelementptr inbounds i32, i32* %181, i64 4, !dbg !226
  %184 = bitcast i32* %183 to <4 x i32>*, !dbg !226
  store <4 x i32> %180, <4 x i32>* %184, align 4, !dbg !226, !tbaa !43
  %185 = or i64 %177, 8, !dbg !225
  %186 = add <4 x i32> %178, <i32 8, i32 8, i32 8, i32 8>, !dbg !226
  %187 = add <4 x i32> %178, <i32 12, i32 12, i32 12, i32 12>, !dbg !226
  %188 = getelementptr inbounds i32, i32* %26, i64 %185, !dbg !225
  %189 = bitcast i32* %188 to <4 x i32>*, !dbg !226
  store <4 x i32> %186, <4 x i32>* %189, align 4, !dbg !226, !tbaa !43
  %190 = getelementptr inbounds i32, i32* %188, i64 4, !dbg !226
  %191 = bitcast i32* %190 to <4 x i32>*, !dbg !226
  store <4 x i32> %187, <4 x i32>* %191, align 4, !dbg !226, !tbaa !43
  %192 = or i64 %177, 16, !dbg !225
  %193 = add <4 x i32> %178, <i32 16, i32 16, i32 16, i32 16>, !dbg !226
  %194 = add <4 x i32> %178, <i32 20, i32 20, i32 20, i32 20>, !dbg !226
  %195 = getelementptr inbounds i32, i32* %26, i64 %192, !dbg !225
  %196 = bitcast i32* %195 to <4 x i32>*, !dbg !226
  store <4 x i32> %193, <4 x i32>* %196, align 4, !dbg !226, !tbaa !43
  %197 = getelementptr inbounds i32, i32* %195, i64 4, !dbg !226
  %198 = bitcast i32* %197 to <4 x i32>*, !dbg !226
  store <4 x i32> %194, <4 x i32>* %198, align 4, !dbg !226, !tbaa !43
  %199 = or i64 %177, 24, !dbg !225
  %200 = add <4 x i32> %178, <i32 24, i32 24, i32 24, i32 24>, !dbg !226
  %201 = add <4 x i32> %178, <i32 28, i32 28, i32 28, i32 28>, !dbg !226
  %202 = getelementptr inbounds i32, i32* %26, i64 %199, !dbg !225
  %203 = bitcast i32* %202 to <4 x i32>*, !dbg !226
  store <4 x i32> %200, <4 x i32>* %203, align 4, !dbg !226, !tbaa !43
  %204 = getelementptr inbounds i32, i32* %202, i64 4, !dbg !226
  %205 = bitcast i32* %204 to <4 x i32>*, !dbg !226
  store <4 x i32> %201, <4 x i32>* %205, align 4, !dbg !226, !tbaa !43
  %206 = add nuw i64 %177, 32, !dbg !225
  %207 = add <4 x i32> %178, <i32 32, i32 32, i32 32, i32 32>, !dbg !226
  %208 = add i64 %179, 4, !dbg !225
  %209 = icmp eq i64 %208, %175, !dbg !225
  br i1 %209, label %210, label %176, !dbg !225, !llvm.loop !227

210:                                              ; preds = %176, %167
  %211 = phi i64 [ 0, %167 ], [ %206, %176 ]
  %212 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %167 ], [ %207, %176 ]
  %213 = icmp eq i64 %172, 0, !dbg !225
  br i1 %213, label %227, label %214, !dbg !225

214:                                              ; preds = %210, %214
  %215 = phi i64 [ %223, %214 ], [ %211, %210 ], !dbg !225
  %216 = phi <4 x i32> [ %224, %214 ], [ %212, %210 ], !dbg !226
  %217 = phi i64 [ %225, %214 ], [ 0, %210 ]
  %218 = add <4 x i32> %216, <i32 4, i32 4, i32 4, i32 4>, !dbg !226
  %219 = getelementptr inbounds i32, i32* %26, i64 %215, !dbg !225
  %220 = bitcast i32* %219 to <4 x i32>*, !dbg !226
  store <4 x i32> %216, <4 x i32>* %220, align 4, !dbg !226, !tbaa !43
  %221 = getelementptr inbounds i32, i32* %219, i64 4, !dbg !226
  %222 = bitcast i32* %221 to <4 x i32>*, !dbg !226
  store <4 x i32> %218, <4 x i32>* %222, align 4, !dbg !226, !tbaa !43
  %223 = add nuw i64 %215, 8, !dbg !225
  %224 = add <4 x i32> %216, <i32 8, i32 8, i32 8, i32 8>, !dbg !226
  %225 = add i64 %217, 1, !dbg !225
  %226 = icmp eq i64 %225, %172, !dbg !225
  br i1 %226, label %227, label %214, !dbg !225, !llvm.loop !230

227:                                              ; preds = %214, %210
  %228 = icmp eq i64 %168, %165, !dbg !222
  br i1 %228, label %231, label %229, !dbg !222

229:                                              ; preds = %164, %227
  %230 = phi i64 [ 0, %164 ], [ %168, %227 ]
  br label %253, !dbg !222

231:                                              ; preds = %253, %227, %160
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  br i1 %103, label %304, label %232, !dbg !232

232:                                              ; preds = %231
  %233 = icmp slt i32 %17, 1
  br i1 %233, label %234, label %240, !dbg !233

234:                                              ; preds = %232
  %235 = add i32 %16, -1, !dbg !232
  %236 = and i32 %16, 7, !dbg !232
  %237 = icmp ult i32 %235, 7, !dbg !232
  br i1 %237, label %293, label %238, !dbg !232

238:                                              ; preds = %234
  %239 = and i32 %16, -8, !dbg !232
  br label %245, !dbg !232

240:                                              ; preds = %232
  %241 = add nuw i32 %16, 1, !dbg !232
  %242 = zext i32 %241 to i64, !dbg !234
  %243 = zext i32 %22 to i64
  %244 = load i32, i32* %26, align 4, !dbg !235, !tbaa !43
  br label %259, !dbg !232

245:                                              ; preds = %245, %238
  %246 = phi i32 [ 1, %238 ], [ %250, %245 ]
  %247 = phi i32 [ 0, %238 ], [ %251, %245 ]
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %26, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %28, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %26, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %28, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %26, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %246, metadata !212, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %28, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  %248 = add nuw nsw i32 %246, 6, !dbg !239
  call void @llvm.dbg.value(metadata i32 %248, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %248, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %26, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  %249 = add nuw i32 %246, 7, !dbg !239
  call void @llvm.dbg.value(metadata i32 %249, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %28, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %249, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %26, metadata !209, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %28, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %26, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %28, metadata !209, metadata !DIExpression()), !dbg !219
  %250 = add nuw i32 %246, 8, !dbg !239
  call void @llvm.dbg.value(metadata i32 %250, metadata !212, metadata !DIExpression()), !dbg !231
  %251 = add i32 %247, 8, !dbg !232
  %252 = icmp eq i32 %251, %239, !dbg !232
  br i1 %252, label %292, label %245, !dbg !232, !llvm.loop !240

253:                                              ; preds = %229, %253
  %254 = phi i64 [ %257, %253 ], [ %230, %229 ]
  call void @llvm.dbg.value(metadata i64 %254, metadata !210, metadata !DIExpression()), !dbg !221
  %255 = getelementptr inbounds i32, i32* %26, i64 %254, !dbg !242
  %256 = trunc i64 %254 to i32, !dbg !226
  store i32 %256, i32* %255, align 4, !dbg !226, !tbaa !43
  %257 = add nuw nsw i64 %254, 1, !dbg !225
  call void @llvm.dbg.value(metadata i64 %257, metadata !210, metadata !DIExpression()), !dbg !221
  %258 = icmp eq i64 %257, %165, !dbg !223
  br i1 %258, label %231, label %253, !dbg !222, !llvm.loop !243

259:                                              ; preds = %267, %240
  %260 = phi i32 [ %244, %240 ], [ %264, %267 ], !dbg !235
  %261 = phi i64 [ 1, %240 ], [ %268, %267 ]
  %262 = phi i32* [ %26, %240 ], [ %263, %267 ]
  %263 = phi i32* [ %28, %240 ], [ %262, %267 ]
  call void @llvm.dbg.value(metadata i32* %262, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i64 %261, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %263, metadata !209, metadata !DIExpression()), !dbg !219
  %264 = trunc i64 %261 to i32, !dbg !245
  store i32 %264, i32* %263, align 4, !dbg !245, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  %265 = add nsw i64 %261, -1
  %266 = getelementptr inbounds i8, i8* %19, i64 %265
  br label %270, !dbg !233

267:                                              ; preds = %270
  call void @llvm.dbg.value(metadata i32* %262, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %263, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %262, metadata !209, metadata !DIExpression()), !dbg !219
  %268 = add nuw nsw i64 %261, 1, !dbg !239
  call void @llvm.dbg.value(metadata i64 %268, metadata !212, metadata !DIExpression()), !dbg !231
  %269 = icmp eq i64 %268, %242, !dbg !234
  br i1 %269, label %304, label %259, !dbg !232, !llvm.loop !246

270:                                              ; preds = %270, %259
  %271 = phi i32 [ %260, %259 ], [ %275, %270 ], !dbg !235
  %272 = phi i32 [ %264, %259 ], [ %288, %270 ], !dbg !247
  %273 = phi i64 [ 1, %259 ], [ %290, %270 ]
  call void @llvm.dbg.value(metadata i64 %273, metadata !214, metadata !DIExpression()), !dbg !237
  %274 = getelementptr inbounds i32, i32* %262, i64 %273, !dbg !248
  %275 = load i32, i32* %274, align 4, !dbg !248, !tbaa !43
  %276 = add nsw i32 %275, 1, !dbg !249
  %277 = add nsw i64 %273, -1, !dbg !250
  %278 = add nsw i32 %272, 1, !dbg !251
  %279 = load i8, i8* %266, align 1, !dbg !252, !tbaa !64
  %280 = getelementptr inbounds i8, i8* %21, i64 %277, !dbg !253
  %281 = load i8, i8* %280, align 1, !dbg !253, !tbaa !64
  %282 = icmp ne i8 %279, %281, !dbg !254
  %283 = zext i1 %282 to i32, !dbg !254
  %284 = add nsw i32 %271, %283, !dbg !255
  call void @llvm.dbg.value(metadata i32 %276, metadata !256, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 %278, metadata !261, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i32 %284, metadata !262, metadata !DIExpression()), !dbg !264
  %285 = icmp slt i32 %276, %278, !dbg !266
  %286 = select i1 %285, i32 %276, i32 %278, !dbg !267
  call void @llvm.dbg.value(metadata i32 %286, metadata !263, metadata !DIExpression()), !dbg !264
  %287 = icmp slt i32 %286, %284, !dbg !268
  %288 = select i1 %287, i32 %286, i32 %284, !dbg !269
  %289 = getelementptr inbounds i32, i32* %263, i64 %273, !dbg !270
  store i32 %288, i32* %289, align 4, !dbg !271, !tbaa !43
  %290 = add nuw nsw i64 %273, 1, !dbg !272
  call void @llvm.dbg.value(metadata i64 %290, metadata !214, metadata !DIExpression()), !dbg !237
  %291 = icmp eq i64 %290, %243, !dbg !273
  br i1 %291, label %267, label %270, !dbg !233, !llvm.loop !274

292:                                              ; preds = %245
  store i32 %248, i32* %28, align 4, !dbg !245, !tbaa !43
  store i32 %249, i32* %26, align 4, !dbg !245, !tbaa !43
  br label %293, !dbg !232

293:                                              ; preds = %292, %234
  %294 = phi i32 [ 1, %234 ], [ %250, %292 ]
  %295 = icmp eq i32 %236, 0, !dbg !232
  br i1 %295, label %304, label %296, !dbg !232

296:                                              ; preds = %293, %296
  %297 = phi i32* [ %299, %296 ], [ %26, %293 ]
  %298 = phi i32 [ %301, %296 ], [ %294, %293 ]
  %299 = phi i32* [ %297, %296 ], [ %28, %293 ]
  %300 = phi i32 [ %302, %296 ], [ 0, %293 ]
  call void @llvm.dbg.value(metadata i32* %297, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32 %298, metadata !212, metadata !DIExpression()), !dbg !231
  call void @llvm.dbg.value(metadata i32* %299, metadata !209, metadata !DIExpression()), !dbg !219
  store i32 %298, i32* %299, align 4, !dbg !245, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !214, metadata !DIExpression()), !dbg !237
  call void @llvm.dbg.value(metadata i32* %297, metadata !218, metadata !DIExpression()), !dbg !238
  call void @llvm.dbg.value(metadata i32* %299, metadata !208, metadata !DIExpression()), !dbg !219
  call void @llvm.dbg.value(metadata i32* %297, metadata !209, metadata !DIExpression()), !dbg !219
  %301 = add nuw i32 %298, 1, !dbg !239
  call void @llvm.dbg.value(metadata i32 %301, metadata !212, metadata !DIExpression()), !dbg !231
  %302 = add i32 %300, 1, !dbg !232
  %303 = icmp eq i32 %302, %236, !dbg !232
  br i1 %303, label %304, label %296, !dbg !232, !llvm.loop !276

304:                                              ; preds = %267, %293, %296, %231
  %305 = phi i32* [ %26, %231 ], [ %26, %293 ], [ %299, %296 ], [ %263, %267 ]
  %306 = getelementptr inbounds i32, i32* %305, i64 %20, !dbg !277
  %307 = load i32, i32* %306, align 4, !dbg !277, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %307, metadata !106, metadata !DIExpression()), !dbg !107
  %308 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %163, i32 noundef %307), !dbg !278
  tail call void @free(i8* noundef %19) #8, !dbg !279
  tail call void @free(i8* noundef %21) #8, !dbg !280
  tail call void @free(i8* noundef %25) #8, !dbg !281
  tail call void @free(i8* noundef %27) #8, !dbg !282
  ret i32 0, !dbg !283

309:                                              ; preds = %309, %57
  %310 = phi i64 [ 0, %57 ], [ %330, %309 ]
  %311 = phi i32 [ %51, %57 ], [ %323, %309 ]
  %312 = phi i64 [ 0, %57 ], [ %331, %309 ]
  call void @llvm.dbg.value(metadata i32 %311, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %310, metadata !103, metadata !DIExpression()), !dbg !153
  %313 = mul i32 %311, 1103515245, !dbg !158
  %314 = add i32 %313, 12345, !dbg !160
  call void @llvm.dbg.value(metadata i32 %314, metadata !99, metadata !DIExpression()), !dbg !107
  %315 = lshr i32 %314, 16, !dbg !161
  %316 = and i32 %315, 3, !dbg !162
  %317 = zext i32 %316 to i64, !dbg !163
  %318 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %317, !dbg !163
  %319 = load i8, i8* %318, align 1, !dbg !163, !tbaa !64
  %320 = getelementptr inbounds i8, i8* %21, i64 %310, !dbg !164
  store i8 %319, i8* %320, align 1, !dbg !165, !tbaa !64
  %321 = or i64 %310, 1, !dbg !284
  call void @llvm.dbg.value(metadata i64 %321, metadata !103, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 %314, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %321, metadata !103, metadata !DIExpression()), !dbg !153
  %322 = mul i32 %314, 1103515245, !dbg !158
  %323 = add i32 %322, 12345, !dbg !160
  call void @llvm.dbg.value(metadata i32 %323, metadata !99, metadata !DIExpression()), !dbg !107
  %324 = lshr i32 %323, 16, !dbg !161
  %325 = and i32 %324, 3, !dbg !162
  %326 = zext i32 %325 to i64, !dbg !163
  %327 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %326, !dbg !163
  %328 = load i8, i8* %327, align 1, !dbg !163, !tbaa !64
  %329 = getelementptr inbounds i8, i8* %21, i64 %321, !dbg !164
  store i8 %328, i8* %329, align 1, !dbg !165, !tbaa !64
  %330 = add nuw nsw i64 %310, 2, !dbg !284
  call void @llvm.dbg.value(metadata i64 %330, metadata !103, metadata !DIExpression()), !dbg !153
  %331 = add i64 %312, 2, !dbg !154
  %332 = icmp eq i64 %331, %58, !dbg !154
  br i1 %332, label %83, label %309, !dbg !154, !llvm.loop !285
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lcs_dp.c", directory: ".", checksumkind: CSK_MD5, checksum: "ce8fc29c5bcc26699b1afc381c82ecce")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "kernel_lcs", scope: !1, file: !1, line: 15, type: !16, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !18, !3, !18, !3, !20, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!21 = !{!22, !23, !24, !25, !26, !27, !28, !30, !32, !36}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !1, line: 15, type: !18)
!23 = !DILocalVariable(name: "n", arg: 2, scope: !15, file: !1, line: 15, type: !3)
!24 = !DILocalVariable(name: "b", arg: 3, scope: !15, file: !1, line: 15, type: !18)
!25 = !DILocalVariable(name: "m", arg: 4, scope: !15, file: !1, line: 15, type: !3)
!26 = !DILocalVariable(name: "prev", arg: 5, scope: !15, file: !1, line: 15, type: !20)
!27 = !DILocalVariable(name: "cur", arg: 6, scope: !15, file: !1, line: 15, type: !20)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 17, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 19, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!32 = !DILocalVariable(name: "j", scope: !33, file: !1, line: 21, type: !3)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 21, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 19, column: 32)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 19, column: 3)
!36 = !DILocalVariable(name: "t", scope: !34, file: !1, line: 23, type: !20)
!37 = !DILocation(line: 0, scope: !15)
!38 = !DILocation(line: 0, scope: !29)
!39 = !DILocation(line: 17, column: 21, scope: !40)
!40 = distinct !DILexicalBlock(scope: !29, file: !1, line: 17, column: 3)
!41 = !DILocation(line: 17, column: 3, scope: !29)
!42 = !DILocation(line: 18, column: 13, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 19, column: 21, scope: !35)
!48 = !DILocation(line: 0, scope: !31)
!49 = !DILocation(line: 19, column: 3, scope: !31)
!50 = !DILocation(line: 21, column: 5, scope: !33)
!51 = !DILocation(line: 20, column: 12, scope: !34)
!52 = !DILocation(line: 0, scope: !33)
!53 = !DILocation(line: 0, scope: !34)
!54 = distinct !{!54, !49, !55, !56}
!55 = !DILocation(line: 26, column: 3, scope: !31)
!56 = !{!"llvm.loop.mustprogress"}
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 27, column: 10, scope: !15)
!60 = !DILocation(line: 27, column: 3, scope: !15)
!61 = !DILocation(line: 19, column: 28, scope: !35)
!62 = !DILocation(line: 22, column: 16, scope: !63)
!63 = distinct !DILexicalBlock(scope: !33, file: !1, line: 21, column: 5)
!64 = !{!45, !45, i64 0}
!65 = !DILocation(line: 22, column: 32, scope: !63)
!66 = !DILocation(line: 22, column: 28, scope: !63)
!67 = !DILocation(line: 22, column: 25, scope: !63)
!68 = !DILocation(line: 22, column: 39, scope: !63)
!69 = !DILocation(line: 22, column: 51, scope: !63)
!70 = !DILocation(line: 22, column: 62, scope: !63)
!71 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !1, line: 8, type: !3)
!72 = distinct !DISubprogram(name: "max2", scope: !1, file: !1, line: 8, type: !73, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!3, !3, !3}
!75 = !{!71, !76}
!76 = !DILocalVariable(name: "b", arg: 2, scope: !72, file: !1, line: 8, type: !3)
!77 = !DILocation(line: 0, scope: !72, inlinedAt: !78)
!78 = distinct !DILocation(line: 22, column: 57, scope: !63)
!79 = !DILocation(line: 8, column: 42, scope: !72, inlinedAt: !78)
!80 = !DILocation(line: 8, column: 40, scope: !72, inlinedAt: !78)
!81 = !DILocation(line: 22, column: 7, scope: !63)
!82 = !DILocation(line: 22, column: 14, scope: !63)
!83 = !DILocation(line: 21, column: 30, scope: !63)
!84 = !DILocation(line: 21, column: 23, scope: !63)
!85 = distinct !{!85, !50, !86, !56}
!86 = !DILocation(line: 22, column: 81, scope: !33)
!87 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !88, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!3, !3, !4}
!90 = !{!91, !92, !93, !94, !95, !96, !97, !98, !99, !101, !103, !105, !106}
!91 = !DILocalVariable(name: "argc", arg: 1, scope: !87, file: !1, line: 46, type: !3)
!92 = !DILocalVariable(name: "argv", arg: 2, scope: !87, file: !1, line: 46, type: !4)
!93 = !DILocalVariable(name: "n", scope: !87, file: !1, line: 48, type: !3)
!94 = !DILocalVariable(name: "m", scope: !87, file: !1, line: 49, type: !3)
!95 = !DILocalVariable(name: "a", scope: !87, file: !1, line: 50, type: !5)
!96 = !DILocalVariable(name: "b", scope: !87, file: !1, line: 50, type: !5)
!97 = !DILocalVariable(name: "r0", scope: !87, file: !1, line: 51, type: !20)
!98 = !DILocalVariable(name: "r1", scope: !87, file: !1, line: 51, type: !20)
!99 = !DILocalVariable(name: "s", scope: !87, file: !1, line: 52, type: !100)
!100 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!101 = !DILocalVariable(name: "i", scope: !102, file: !1, line: 53, type: !3)
!102 = distinct !DILexicalBlock(scope: !87, file: !1, line: 53, column: 3)
!103 = !DILocalVariable(name: "j", scope: !104, file: !1, line: 57, type: !3)
!104 = distinct !DILexicalBlock(scope: !87, file: !1, line: 57, column: 3)
!105 = !DILocalVariable(name: "l", scope: !87, file: !1, line: 61, type: !3)
!106 = !DILocalVariable(name: "e", scope: !87, file: !1, line: 62, type: !3)
!107 = !DILocation(line: 0, scope: !87)
!108 = !DILocation(line: 48, column: 16, scope: !87)
!109 = !DILocation(line: 48, column: 11, scope: !87)
!110 = !DILocation(line: 48, column: 27, scope: !87)
!111 = !{!112, !112, i64 0}
!112 = !{!"any pointer", !45, i64 0}
!113 = !DILocalVariable(name: "__nptr", arg: 1, scope: !114, file: !115, line: 362, type: !18)
!114 = distinct !DISubprogram(name: "atoi", scope: !115, file: !115, line: 362, type: !116, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!115 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!116 = !DISubroutineType(types: !117)
!117 = !{!3, !18}
!118 = !{!113}
!119 = !DILocation(line: 0, scope: !114, inlinedAt: !120)
!120 = distinct !DILocation(line: 48, column: 22, scope: !87)
!121 = !DILocation(line: 364, column: 16, scope: !114, inlinedAt: !120)
!122 = !DILocation(line: 364, column: 10, scope: !114, inlinedAt: !120)
!123 = !DILocation(line: 49, column: 16, scope: !87)
!124 = !DILocation(line: 49, column: 11, scope: !87)
!125 = !DILocation(line: 49, column: 27, scope: !87)
!126 = !DILocation(line: 0, scope: !114, inlinedAt: !127)
!127 = distinct !DILocation(line: 49, column: 22, scope: !87)
!128 = !DILocation(line: 364, column: 16, scope: !114, inlinedAt: !127)
!129 = !DILocation(line: 364, column: 10, scope: !114, inlinedAt: !127)
!130 = !DILocation(line: 50, column: 20, scope: !87)
!131 = !DILocation(line: 50, column: 13, scope: !87)
!132 = !DILocation(line: 50, column: 36, scope: !87)
!133 = !DILocation(line: 50, column: 29, scope: !87)
!134 = !DILocation(line: 51, column: 23, scope: !87)
!135 = !DILocation(line: 51, column: 20, scope: !87)
!136 = !DILocation(line: 51, column: 28, scope: !87)
!137 = !DILocation(line: 51, column: 13, scope: !87)
!138 = !DILocation(line: 51, column: 50, scope: !87)
!139 = !DILocation(line: 0, scope: !102)
!140 = !DILocation(line: 53, column: 21, scope: !141)
!141 = distinct !DILexicalBlock(scope: !102, file: !1, line: 53, column: 3)
!142 = !DILocation(line: 53, column: 3, scope: !102)
!143 = !DILocation(line: 54, column: 11, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !1, line: 53, column: 31)
!145 = !DILocation(line: 54, column: 25, scope: !144)
!146 = !DILocation(line: 55, column: 22, scope: !144)
!147 = !DILocation(line: 55, column: 29, scope: !144)
!148 = !DILocation(line: 55, column: 12, scope: !144)
!149 = !DILocation(line: 55, column: 5, scope: !144)
!150 = !DILocation(line: 55, column: 10, scope: !144)
!151 = !DILocation(line: 57, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !104, file: !1, line: 57, column: 3)
!153 = !DILocation(line: 0, scope: !104)
!154 = !DILocation(line: 57, column: 3, scope: !104)
!155 = !DILocation(line: 53, column: 27, scope: !141)
!156 = distinct !{!156, !142, !157, !56}
!157 = !DILocation(line: 56, column: 3, scope: !102)
!158 = !DILocation(line: 58, column: 11, scope: !159)
!159 = distinct !DILexicalBlock(scope: !152, file: !1, line: 57, column: 31)
!160 = !DILocation(line: 58, column: 25, scope: !159)
!161 = !DILocation(line: 59, column: 22, scope: !159)
!162 = !DILocation(line: 59, column: 29, scope: !159)
!163 = !DILocation(line: 59, column: 12, scope: !159)
!164 = !DILocation(line: 59, column: 5, scope: !159)
!165 = !DILocation(line: 59, column: 10, scope: !159)
!166 = !DILocation(line: 17, column: 21, scope: !40, inlinedAt: !167)
!167 = distinct !DILocation(line: 61, column: 11, scope: !87)
!168 = !DILocation(line: 0, scope: !15, inlinedAt: !167)
!169 = !DILocation(line: 0, scope: !29, inlinedAt: !167)
!170 = !DILocation(line: 17, column: 3, scope: !29, inlinedAt: !167)
!171 = !DILocation(line: 18, column: 13, scope: !40, inlinedAt: !167)
!172 = !DILocation(line: 19, column: 21, scope: !35, inlinedAt: !167)
!173 = !DILocation(line: 0, scope: !31, inlinedAt: !167)
!174 = !DILocation(line: 19, column: 3, scope: !31, inlinedAt: !167)
!175 = !DILocation(line: 21, column: 5, scope: !33, inlinedAt: !167)
!176 = !DILocation(line: 0, scope: !33, inlinedAt: !167)
!177 = !DILocation(line: 0, scope: !34, inlinedAt: !167)
!178 = distinct !{!178, !174, !179, !56}
!179 = !DILocation(line: 26, column: 3, scope: !31, inlinedAt: !167)
!180 = !DILocation(line: 20, column: 12, scope: !34, inlinedAt: !167)
!181 = !DILocation(line: 19, column: 28, scope: !35, inlinedAt: !167)
!182 = distinct !{!182, !174, !179, !56}
!183 = !DILocation(line: 22, column: 16, scope: !63, inlinedAt: !167)
!184 = !DILocation(line: 22, column: 32, scope: !63, inlinedAt: !167)
!185 = !DILocation(line: 22, column: 28, scope: !63, inlinedAt: !167)
!186 = !DILocation(line: 22, column: 25, scope: !63, inlinedAt: !167)
!187 = !DILocation(line: 22, column: 39, scope: !63, inlinedAt: !167)
!188 = !DILocation(line: 22, column: 51, scope: !63, inlinedAt: !167)
!189 = !DILocation(line: 22, column: 62, scope: !63, inlinedAt: !167)
!190 = !DILocation(line: 0, scope: !72, inlinedAt: !191)
!191 = distinct !DILocation(line: 22, column: 57, scope: !63, inlinedAt: !167)
!192 = !DILocation(line: 8, column: 42, scope: !72, inlinedAt: !191)
!193 = !DILocation(line: 8, column: 40, scope: !72, inlinedAt: !191)
!194 = !DILocation(line: 22, column: 7, scope: !63, inlinedAt: !167)
!195 = !DILocation(line: 22, column: 14, scope: !63, inlinedAt: !167)
!196 = !DILocation(line: 21, column: 30, scope: !63, inlinedAt: !167)
!197 = !DILocation(line: 21, column: 23, scope: !63, inlinedAt: !167)
!198 = distinct !{!198, !175, !199, !56}
!199 = !DILocation(line: 22, column: 81, scope: !33, inlinedAt: !167)
!200 = distinct !{!200, !58}
!201 = !DILocation(line: 27, column: 10, scope: !15, inlinedAt: !167)
!202 = !DILocalVariable(name: "a", arg: 1, scope: !203, file: !1, line: 30, type: !18)
!203 = distinct !DISubprogram(name: "edit", scope: !1, file: !1, line: 30, type: !16, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !204)
!204 = !{!202, !205, !206, !207, !208, !209, !210, !212, !214, !218}
!205 = !DILocalVariable(name: "n", arg: 2, scope: !203, file: !1, line: 30, type: !3)
!206 = !DILocalVariable(name: "b", arg: 3, scope: !203, file: !1, line: 30, type: !18)
!207 = !DILocalVariable(name: "m", arg: 4, scope: !203, file: !1, line: 30, type: !3)
!208 = !DILocalVariable(name: "prev", arg: 5, scope: !203, file: !1, line: 30, type: !20)
!209 = !DILocalVariable(name: "cur", arg: 6, scope: !203, file: !1, line: 30, type: !20)
!210 = !DILocalVariable(name: "j", scope: !211, file: !1, line: 32, type: !3)
!211 = distinct !DILexicalBlock(scope: !203, file: !1, line: 32, column: 3)
!212 = !DILocalVariable(name: "i", scope: !213, file: !1, line: 34, type: !3)
!213 = distinct !DILexicalBlock(scope: !203, file: !1, line: 34, column: 3)
!214 = !DILocalVariable(name: "j", scope: !215, file: !1, line: 36, type: !3)
!215 = distinct !DILexicalBlock(scope: !216, file: !1, line: 36, column: 5)
!216 = distinct !DILexicalBlock(scope: !217, file: !1, line: 34, column: 32)
!217 = distinct !DILexicalBlock(scope: !213, file: !1, line: 34, column: 3)
!218 = !DILocalVariable(name: "t", scope: !216, file: !1, line: 39, type: !20)
!219 = !DILocation(line: 0, scope: !203, inlinedAt: !220)
!220 = distinct !DILocation(line: 62, column: 11, scope: !87)
!221 = !DILocation(line: 0, scope: !211, inlinedAt: !220)
!222 = !DILocation(line: 32, column: 3, scope: !211, inlinedAt: !220)
!223 = !DILocation(line: 32, column: 21, scope: !224, inlinedAt: !220)
!224 = distinct !DILexicalBlock(scope: !211, file: !1, line: 32, column: 3)
!225 = !DILocation(line: 32, column: 28, scope: !224, inlinedAt: !220)
!226 = !DILocation(line: 33, column: 13, scope: !224, inlinedAt: !220)
!227 = distinct !{!227, !222, !228, !56, !229}
!228 = !DILocation(line: 33, column: 15, scope: !211, inlinedAt: !220)
!229 = !{!"llvm.loop.isvectorized", i32 1}
!230 = distinct !{!230, !58}
!231 = !DILocation(line: 0, scope: !213, inlinedAt: !220)
!232 = !DILocation(line: 34, column: 3, scope: !213, inlinedAt: !220)
!233 = !DILocation(line: 36, column: 5, scope: !215, inlinedAt: !220)
!234 = !DILocation(line: 34, column: 21, scope: !217, inlinedAt: !220)
!235 = !DILocation(line: 38, column: 21, scope: !236, inlinedAt: !220)
!236 = distinct !DILexicalBlock(scope: !215, file: !1, line: 36, column: 5)
!237 = !DILocation(line: 0, scope: !215, inlinedAt: !220)
!238 = !DILocation(line: 0, scope: !216, inlinedAt: !220)
!239 = !DILocation(line: 34, column: 28, scope: !217, inlinedAt: !220)
!240 = distinct !{!240, !232, !241, !56}
!241 = !DILocation(line: 42, column: 3, scope: !213, inlinedAt: !220)
!242 = !DILocation(line: 33, column: 5, scope: !224, inlinedAt: !220)
!243 = distinct !{!243, !222, !228, !56, !244, !229}
!244 = !{!"llvm.loop.unroll.runtime.disable"}
!245 = !DILocation(line: 35, column: 12, scope: !216, inlinedAt: !220)
!246 = distinct !{!246, !232, !241, !56}
!247 = !DILocation(line: 37, column: 34, scope: !236, inlinedAt: !220)
!248 = !DILocation(line: 37, column: 21, scope: !236, inlinedAt: !220)
!249 = !DILocation(line: 37, column: 29, scope: !236, inlinedAt: !220)
!250 = !DILocation(line: 37, column: 40, scope: !236, inlinedAt: !220)
!251 = !DILocation(line: 37, column: 45, scope: !236, inlinedAt: !220)
!252 = !DILocation(line: 38, column: 36, scope: !236, inlinedAt: !220)
!253 = !DILocation(line: 38, column: 48, scope: !236, inlinedAt: !220)
!254 = !DILocation(line: 38, column: 45, scope: !236, inlinedAt: !220)
!255 = !DILocation(line: 38, column: 33, scope: !236, inlinedAt: !220)
!256 = !DILocalVariable(name: "a", arg: 1, scope: !257, file: !1, line: 9, type: !3)
!257 = distinct !DISubprogram(name: "min3", scope: !1, file: !1, line: 9, type: !258, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!3, !3, !3, !3}
!260 = !{!256, !261, !262, !263}
!261 = !DILocalVariable(name: "b", arg: 2, scope: !257, file: !1, line: 9, type: !3)
!262 = !DILocalVariable(name: "c", arg: 3, scope: !257, file: !1, line: 9, type: !3)
!263 = !DILocalVariable(name: "m", scope: !257, file: !1, line: 11, type: !3)
!264 = !DILocation(line: 0, scope: !257, inlinedAt: !265)
!265 = distinct !DILocation(line: 37, column: 16, scope: !236, inlinedAt: !220)
!266 = !DILocation(line: 11, column: 13, scope: !257, inlinedAt: !265)
!267 = !DILocation(line: 11, column: 11, scope: !257, inlinedAt: !265)
!268 = !DILocation(line: 12, column: 12, scope: !257, inlinedAt: !265)
!269 = !DILocation(line: 12, column: 10, scope: !257, inlinedAt: !265)
!270 = !DILocation(line: 37, column: 7, scope: !236, inlinedAt: !220)
!271 = !DILocation(line: 37, column: 14, scope: !236, inlinedAt: !220)
!272 = !DILocation(line: 36, column: 30, scope: !236, inlinedAt: !220)
!273 = !DILocation(line: 36, column: 23, scope: !236, inlinedAt: !220)
!274 = distinct !{!274, !233, !275, !56}
!275 = !DILocation(line: 38, column: 57, scope: !215, inlinedAt: !220)
!276 = distinct !{!276, !58}
!277 = !DILocation(line: 43, column: 10, scope: !203, inlinedAt: !220)
!278 = !DILocation(line: 63, column: 3, scope: !87)
!279 = !DILocation(line: 64, column: 3, scope: !87)
!280 = !DILocation(line: 64, column: 12, scope: !87)
!281 = !DILocation(line: 64, column: 21, scope: !87)
!282 = !DILocation(line: 64, column: 31, scope: !87)
!283 = !DILocation(line: 65, column: 3, scope: !87)
!284 = !DILocation(line: 57, column: 27, scope: !152)
!285 = distinct !{!285, !154, !286, !56}
!286 = !DILocation(line: 60, column: 3, scope: !104)
