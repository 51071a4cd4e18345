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
  br i1 %14, label %21, label %15, !dbg !49

15:                                               ; preds = %13
  %16 = icmp slt i32 %3, 1
  %17 = add nuw i32 %3, 1, !dbg !49
  %18 = add nuw i32 %1, 1, !dbg !49
  %19 = zext i32 %18 to i64, !dbg !47
  %20 = zext i32 %17 to i64
  br label %26, !dbg !49

21:                                               ; preds = %33, %13
  %22 = phi i32* [ %4, %13 ], [ %29, %33 ]
  %23 = sext i32 %3 to i64, !dbg !50
  %24 = getelementptr inbounds i32, i32* %22, i64 %23, !dbg !50
  %25 = load i32, i32* %24, align 4, !dbg !50, !tbaa !43
  ret i32 %25, !dbg !51

26:                                               ; preds = %15, %33
  %27 = phi i64 [ 1, %15 ], [ %34, %33 ]
  %28 = phi i32* [ %4, %15 ], [ %29, %33 ]
  %29 = phi i32* [ %5, %15 ], [ %28, %33 ]
  call void @llvm.dbg.value(metadata i32* %28, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i64 %27, metadata !30, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32* %29, metadata !27, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %29, align 4, !dbg !52, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !53
  br i1 %16, label %33, label %30, !dbg !54

30:                                               ; preds = %26
  %31 = add nsw i64 %27, -1
  %32 = getelementptr inbounds i8, i8* %0, i64 %31
  br label %36, !dbg !54

33:                                               ; preds = %53, %26
  call void @llvm.dbg.value(metadata i32* %28, metadata !36, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32* %29, metadata !26, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()), !dbg !37
  %34 = add nuw nsw i64 %27, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %34, metadata !30, metadata !DIExpression()), !dbg !48
  %35 = icmp eq i64 %34, %19, !dbg !47
  br i1 %35, label %21, label %26, !dbg !49, !llvm.loop !57

36:                                               ; preds = %30, %53
  %37 = phi i32 [ 0, %30 ], [ %54, %53 ]
  %38 = phi i64 [ 1, %30 ], [ %56, %53 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !32, metadata !DIExpression()), !dbg !53
  %39 = load i8, i8* %32, align 1, !dbg !60, !tbaa !62
  %40 = add nsw i64 %38, -1, !dbg !63
  %41 = getelementptr inbounds i8, i8* %2, i64 %40, !dbg !64
  %42 = load i8, i8* %41, align 1, !dbg !64, !tbaa !62
  %43 = icmp eq i8 %39, %42, !dbg !65
  br i1 %43, label %44, label %48, !dbg !60

44:                                               ; preds = %36
  %45 = getelementptr inbounds i32, i32* %28, i64 %40, !dbg !66
  %46 = load i32, i32* %45, align 4, !dbg !66, !tbaa !43
  %47 = add nsw i32 %46, 1, !dbg !67
  br label %53, !dbg !60

48:                                               ; preds = %36
  %49 = getelementptr inbounds i32, i32* %28, i64 %38, !dbg !68
  %50 = load i32, i32* %49, align 4, !dbg !68, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %50, metadata !69, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 %37, metadata !74, metadata !DIExpression()), !dbg !75
  %51 = icmp sgt i32 %50, %37, !dbg !77
  %52 = select i1 %51, i32 %50, i32 %37, !dbg !78
  br label %53, !dbg !60

53:                                               ; preds = %48, %44
  %54 = phi i32 [ %47, %44 ], [ %52, %48 ], !dbg !60
  %55 = getelementptr inbounds i32, i32* %29, i64 %38, !dbg !79
  store i32 %54, i32* %55, align 4, !dbg !80, !tbaa !43
  %56 = add nuw nsw i64 %38, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %56, metadata !32, metadata !DIExpression()), !dbg !53
  %57 = icmp eq i64 %56, %20, !dbg !82
  br i1 %57, label %33, label %36, !dbg !54, !llvm.loop !83
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !85 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !89, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i8** %1, metadata !90, metadata !DIExpression()), !dbg !105
  %3 = icmp sgt i32 %0, 1, !dbg !106
  br i1 %3, label %4, label %15, !dbg !107

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !108
  %6 = load i8*, i8** %5, align 8, !dbg !108, !tbaa !109
  call void @llvm.dbg.value(metadata i8* %6, metadata !111, metadata !DIExpression()) #8, !dbg !117
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !119
  %8 = trunc i64 %7 to i32, !dbg !120
  call void @llvm.dbg.value(metadata i32 %8, metadata !91, metadata !DIExpression()), !dbg !105
  %9 = icmp eq i32 %0, 2, !dbg !121
  br i1 %9, label %15, label %10, !dbg !122

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !123
  %12 = load i8*, i8** %11, align 8, !dbg !123, !tbaa !109
  call void @llvm.dbg.value(metadata i8* %12, metadata !111, metadata !DIExpression()) #8, !dbg !124
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !126
  %14 = trunc i64 %13 to i32, !dbg !127
  br label %15, !dbg !122

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 400, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 300, %4 ], [ 300, %2 ], !dbg !122
  call void @llvm.dbg.value(metadata i32 %17, metadata !92, metadata !DIExpression()), !dbg !105
  %18 = sext i32 %16 to i64, !dbg !128
  %19 = tail call noalias i8* @malloc(i64 noundef %18) #8, !dbg !129
  call void @llvm.dbg.value(metadata i8* %19, metadata !93, metadata !DIExpression()), !dbg !105
  %20 = sext i32 %17 to i64, !dbg !130
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #8, !dbg !131
  call void @llvm.dbg.value(metadata i8* %21, metadata !94, metadata !DIExpression()), !dbg !105
  %22 = add nsw i32 %17, 1, !dbg !132
  %23 = sext i32 %22 to i64, !dbg !133
  %24 = shl nsw i64 %23, 2, !dbg !134
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !135
  %26 = bitcast i8* %25 to i32*, !dbg !135
  call void @llvm.dbg.value(metadata i32* %26, metadata !95, metadata !DIExpression()), !dbg !105
  %27 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !136
  %28 = bitcast i8* %27 to i32*, !dbg !136
  call void @llvm.dbg.value(metadata i32* %28, metadata !96, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 11, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !137
  %29 = icmp sgt i32 %16, 0, !dbg !138
  br i1 %29, label %30, label %50, !dbg !140

30:                                               ; preds = %15
  %31 = zext i32 %16 to i64, !dbg !138
  %32 = and i64 %31, 1, !dbg !140
  %33 = icmp eq i32 %16, 1, !dbg !140
  br i1 %33, label %36, label %34, !dbg !140

34:                                               ; preds = %30
  %35 = and i64 %31, 4294967294, !dbg !140
  br label %59, !dbg !140

36:                                               ; preds = %59, %30
  %37 = phi i32 [ undef, %30 ], [ %73, %59 ]
  %38 = phi i64 [ 0, %30 ], [ %80, %59 ]
  %39 = phi i32 [ 11, %30 ], [ %73, %59 ]
  %40 = icmp eq i64 %32, 0, !dbg !140
  br i1 %40, label %50, label %41, !dbg !140

41:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i32 %39, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %38, metadata !99, metadata !DIExpression()), !dbg !137
  %42 = mul i32 %39, 1103515245, !dbg !141
  %43 = add i32 %42, 12345, !dbg !143
  call void @llvm.dbg.value(metadata i32 %43, metadata !97, metadata !DIExpression()), !dbg !105
  %44 = lshr i32 %43, 16, !dbg !144
  %45 = and i32 %44, 3, !dbg !145
  %46 = zext i32 %45 to i64, !dbg !146
  %47 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %46, !dbg !146
  %48 = load i8, i8* %47, align 1, !dbg !146, !tbaa !62
  %49 = getelementptr inbounds i8, i8* %19, i64 %38, !dbg !147
  store i8 %48, i8* %49, align 1, !dbg !148, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %38, metadata !99, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !137
  br label %50, !dbg !149

50:                                               ; preds = %41, %36, %15
  %51 = phi i32 [ 11, %15 ], [ %37, %36 ], [ %43, %41 ], !dbg !105
  call void @llvm.dbg.value(metadata i32 %51, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !151
  %52 = icmp sgt i32 %17, 0, !dbg !149
  br i1 %52, label %53, label %96, !dbg !152

53:                                               ; preds = %50
  %54 = zext i32 %17 to i64, !dbg !149
  %55 = and i64 %54, 1, !dbg !152
  %56 = icmp eq i32 %17, 1, !dbg !152
  br i1 %56, label %83, label %57, !dbg !152

57:                                               ; preds = %53
  %58 = and i64 %54, 4294967294, !dbg !152
  br label %263, !dbg !152

59:                                               ; preds = %59, %34
  %60 = phi i64 [ 0, %34 ], [ %80, %59 ]
  %61 = phi i32 [ 11, %34 ], [ %73, %59 ]
  %62 = phi i64 [ 0, %34 ], [ %81, %59 ]
  call void @llvm.dbg.value(metadata i32 %61, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %60, metadata !99, metadata !DIExpression()), !dbg !137
  %63 = mul i32 %61, 1103515245, !dbg !141
  %64 = add i32 %63, 12345, !dbg !143
  call void @llvm.dbg.value(metadata i32 %64, metadata !97, metadata !DIExpression()), !dbg !105
  %65 = lshr i32 %64, 16, !dbg !144
  %66 = and i32 %65, 3, !dbg !145
  %67 = zext i32 %66 to i64, !dbg !146
  %68 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %67, !dbg !146
  %69 = load i8, i8* %68, align 1, !dbg !146, !tbaa !62
  %70 = getelementptr inbounds i8, i8* %19, i64 %60, !dbg !147
  store i8 %69, i8* %70, align 1, !dbg !148, !tbaa !62
  %71 = or i64 %60, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %71, metadata !99, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %64, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %71, metadata !99, metadata !DIExpression()), !dbg !137
  %72 = mul i32 %64, 1103515245, !dbg !141
  %73 = add i32 %72, 12345, !dbg !143
  call void @llvm.dbg.value(metadata i32 %73, metadata !97, metadata !DIExpression()), !dbg !105
  %74 = lshr i32 %73, 16, !dbg !144
  %75 = and i32 %74, 3, !dbg !145
  %76 = zext i32 %75 to i64, !dbg !146
  %77 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %76, !dbg !146
  %78 = load i8, i8* %77, align 1, !dbg !146, !tbaa !62
  %79 = getelementptr inbounds i8, i8* %19, i64 %71, !dbg !147
  store i8 %78, i8* %79, align 1, !dbg !148, !tbaa !62
  %80 = add nuw nsw i64 %60, 2, !dbg !153
  call void @llvm.dbg.value(metadata i64 %80, metadata !99, metadata !DIExpression()), !dbg !137
  %81 = add i64 %62, 2, !dbg !140
  %82 = icmp eq i64 %81, %35, !dbg !140
  br i1 %82, label %36, label %59, !dbg !140, !llvm.loop !154

83:                                               ; preds = %263, %53
  %84 = phi i64 [ 0, %53 ], [ %284, %263 ]
  %85 = phi i32 [ %51, %53 ], [ %277, %263 ]
  %86 = icmp eq i64 %55, 0, !dbg !152
  br i1 %86, label %96, label %87, !dbg !152

87:                                               ; preds = %83
  call void @llvm.dbg.value(metadata i32 %85, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %84, metadata !101, metadata !DIExpression()), !dbg !151
  %88 = mul i32 %85, 1103515245, !dbg !156
  %89 = add i32 %88, 12345, !dbg !158
  call void @llvm.dbg.value(metadata i32 %89, metadata !97, metadata !DIExpression()), !dbg !105
  %90 = lshr i32 %89, 16, !dbg !159
  %91 = and i32 %90, 3, !dbg !160
  %92 = zext i32 %91 to i64, !dbg !161
  %93 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %92, !dbg !161
  %94 = load i8, i8* %93, align 1, !dbg !161, !tbaa !62
  %95 = getelementptr inbounds i8, i8* %21, i64 %84, !dbg !162
  store i8 %94, i8* %95, align 1, !dbg !163, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %84, metadata !101, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !151
  br label %96, !dbg !164

96:                                               ; preds = %87, %83, %50
  call void @llvm.dbg.value(metadata i8* %19, metadata !22, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i8* %21, metadata !24, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #8, !dbg !167
  %97 = icmp slt i32 %17, 0, !dbg !164
  br i1 %97, label %102, label %98, !dbg !168

98:                                               ; preds = %96
  %99 = zext i32 %17 to i64, !dbg !168
  %100 = shl nuw nsw i64 %99, 2, !dbg !168
  %101 = add nuw nsw i64 %100, 4, !dbg !168
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 4 dereferenceable(1) %25, i8 0, i64 %101, i1 false) #8, !dbg !169, !tbaa !43
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !167
  br label %102, !dbg !170

102:                                              ; preds = %98, %96
  call void @llvm.dbg.value(metadata i32* %26, metadata !26, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()) #8, !dbg !171
  call void @llvm.dbg.value(metadata i32* %28, metadata !27, metadata !DIExpression()) #8, !dbg !166
  %103 = icmp slt i32 %16, 1, !dbg !170
  br i1 %103, label %141, label %104, !dbg !172

104:                                              ; preds = %102
  %105 = icmp slt i32 %17, 1
  %106 = add nuw i32 %16, 1, !dbg !172
  %107 = zext i32 %106 to i64, !dbg !170
  %108 = zext i32 %22 to i64
  br label %109, !dbg !172

109:                                              ; preds = %116, %104
  %110 = phi i64 [ 1, %104 ], [ %117, %116 ]
  %111 = phi i32* [ %26, %104 ], [ %112, %116 ]
  %112 = phi i32* [ %28, %104 ], [ %111, %116 ]
  call void @llvm.dbg.value(metadata i32* %111, metadata !26, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i64 %110, metadata !30, metadata !DIExpression()) #8, !dbg !171
  call void @llvm.dbg.value(metadata i32* %112, metadata !27, metadata !DIExpression()) #8, !dbg !166
  store i32 0, i32* %112, align 4, !dbg !173, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()) #8, !dbg !174
  br i1 %105, label %116, label %113, !dbg !175

113:                                              ; preds = %109
  %114 = add nsw i64 %110, -1
  %115 = getelementptr inbounds i8, i8* %19, i64 %114
  br label %119, !dbg !175

116:                                              ; preds = %136, %109
  call void @llvm.dbg.value(metadata i32* %111, metadata !36, metadata !DIExpression()) #8, !dbg !176
  call void @llvm.dbg.value(metadata i32* %112, metadata !26, metadata !DIExpression()) #8, !dbg !166
  call void @llvm.dbg.value(metadata i32* %111, metadata !27, metadata !DIExpression()) #8, !dbg !166
  %117 = add nuw nsw i64 %110, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %117, metadata !30, metadata !DIExpression()) #8, !dbg !171
  %118 = icmp eq i64 %117, %107, !dbg !170
  br i1 %118, label %141, label %109, !dbg !172, !llvm.loop !178

119:                                              ; preds = %136, %113
  %120 = phi i32 [ 0, %113 ], [ %137, %136 ]
  %121 = phi i64 [ 1, %113 ], [ %139, %136 ]
  call void @llvm.dbg.value(metadata i64 %121, metadata !32, metadata !DIExpression()) #8, !dbg !174
  %122 = load i8, i8* %115, align 1, !dbg !180, !tbaa !62
  %123 = add nsw i64 %121, -1, !dbg !181
  %124 = getelementptr inbounds i8, i8* %21, i64 %123, !dbg !182
  %125 = load i8, i8* %124, align 1, !dbg !182, !tbaa !62
  %126 = icmp eq i8 %122, %125, !dbg !183
  br i1 %126, label %127, label %131, !dbg !180

127:                                              ; preds = %119
  %128 = getelementptr inbounds i32, i32* %111, i64 %123, !dbg !184
  %129 = load i32, i32* %128, align 4, !dbg !184, !tbaa !43
  %130 = add nsw i32 %129, 1, !dbg !185
  br label %136, !dbg !180

131:                                              ; preds = %119
  %132 = getelementptr inbounds i32, i32* %111, i64 %121, !dbg !186
  %133 = load i32, i32* %132, align 4, !dbg !186, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %133, metadata !69, metadata !DIExpression()) #8, !dbg !187
  call void @llvm.dbg.value(metadata i32 %120, metadata !74, metadata !DIExpression()) #8, !dbg !187
  %134 = icmp sgt i32 %133, %120, !dbg !189
  %135 = select i1 %134, i32 %133, i32 %120, !dbg !190
  br label %136, !dbg !180

136:                                              ; preds = %131, %127
  %137 = phi i32 [ %130, %127 ], [ %135, %131 ], !dbg !180
  %138 = getelementptr inbounds i32, i32* %112, i64 %121, !dbg !191
  store i32 %137, i32* %138, align 4, !dbg !192, !tbaa !43
  %139 = add nuw nsw i64 %121, 1, !dbg !193
  call void @llvm.dbg.value(metadata i64 %139, metadata !32, metadata !DIExpression()) #8, !dbg !174
  %140 = icmp eq i64 %139, %108, !dbg !194
  br i1 %140, label %116, label %119, !dbg !175, !llvm.loop !195

141:                                              ; preds = %116, %102
  %142 = phi i32* [ %26, %102 ], [ %112, %116 ]
  %143 = getelementptr inbounds i32, i32* %142, i64 %20, !dbg !197
  %144 = load i32, i32* %143, align 4, !dbg !197, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %144, metadata !103, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i8* %19, metadata !198, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 %8, metadata !201, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i8* %21, metadata !202, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 %17, metadata !203, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32* %26, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32* %28, metadata !205, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 0, metadata !206, metadata !DIExpression()), !dbg !217
  br i1 %97, label %212, label %145, !dbg !218

145:                                              ; preds = %141
  %146 = zext i32 %22 to i64, !dbg !219
  %147 = icmp ult i32 %22, 8, !dbg !218
  br i1 %147, label %210, label %148, !dbg !218

148:                                              ; preds = %145
  %149 = and i64 %146, 4294967288, !dbg !218
  %150 = add nsw i64 %149, -8, !dbg !218
  %151 = lshr exact i64 %150, 3, !dbg !218
  %152 = add nuw nsw i64 %151, 1, !dbg !218
  %153 = and i64 %152, 3, !dbg !218
  %154 = icmp ult i64 %150, 24, !dbg !218
  br i1 %154, label %191, label %155, !dbg !218

155:                                              ; preds = %148
  %156 = and i64 %152, 4611686018427387900, !dbg !218
  br label %157, !dbg !218

157:                                              ; preds = %157, %155
  %158 = phi i64 [ 0, %155 ], [ %187, %157 ], !dbg !221
  %159 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %155 ], [ %188, %157 ], !dbg !222
  %160 = phi i64 [ 0, %155 ], [ %189, %157 ]
  %161 = add <4 x i32> %159, <i32 4, i32 4, i32 4, i32 4>, !dbg !222
  %162 = getelementptr inbounds i32, i32* %26, i64 %158, !dbg !221
  %163 = bitcast i32* %162 to <4 x i32>*, !dbg !222
  store <4 x i32> %159, <4 x i32>* %163, align 4, !dbg !222, !tbaa !43
  %164 = getelementptr inbounds i32, i32* %162, i64 4, !dbg !222
  %165 = bitcast i32* %164 to <4 x i32>*, !dbg !222
  store <4 x i32> %161, <4 x i32>* %165, align 4, !dbg !222, !tbaa !43
  %166 = or i64 %158, 8, !dbg !221
  %167 = add <4 x i32> %159, <i32 8, i32 8, i32 8, i32 8>, !dbg !222
  %168 = add <4 x i32> %159, <i32 12, i32 12, i32 12, i32 12>, !dbg !222
  %169 = getelementptr inbounds i32, i32* %26, i64 %166, !dbg !221
  %170 = bitcast i32* %169 to <4 x i32>*, !dbg !222
  store <4 x i32> %167, <4 x i32>* %170, align 4, !dbg !222, !tbaa !43
  %171 = getelementptr inbounds i32, i32* %169, i64 4, !dbg !222
  %172 = bitcast i32* %171 to <4 x i32>*, !dbg !222
  store <4 x i32> %168, <4 x i32>* %172, align 4, !dbg !222, !tbaa !43
  %173 = or i64 %158, 16, !dbg !221
  %174 = add <4 x i32> %159, <i32 16, i32 16, i32 16, i32 16>, !dbg !222
  %175 = add <4 x i32> %159, <i32 20, i32 20, i32 20, i32 20>, !dbg !222
  %176 = getelementptr inbounds i32, i32* %26, i64 %173, !dbg !221
  %177 = bitcast i32* %176 to <4 x i32>*, !dbg !222
  store <4 x i32> %174, <4 x i32>* %177, align 4, !dbg !222, !tbaa !43
  %178 = getelementptr inbounds i32, i32* %176, i64 4, !dbg !222
  %179 = bitcast i32* %178 to <4 x i32>*, !dbg !222
  store <4 x i32> %175, <4 x i32>* %179, align 4, !dbg !222, !tbaa !43
  %180 = or i64 %158, 24, !dbg !221
  %181 = add <4 x i32> %159, <i32 24, i32 24, i32 24, i32 24>, !dbg !222
  %182 = add <4 x i32> %159, <i32 28, i32 28, i32 28, i32 28>, !dbg !222
  %183 = getelementptr inbounds i32, i32* %26, i64 %180, !dbg !221
  %184 = bitcast i32* %183 to <4 x i32>*, !dbg !222
  store <4 x i32> %181, <4 x i32>* %184, align 4, !dbg !222, !tbaa !43
  %185 = getelementptr inbounds i32, i32* %183, i64 4, !dbg !222
  %186 = bitcast i32* %185 to <4 x i32>*, !dbg !222
  store <4 x i32> %182, <4 x i32>* %186, align 4, !dbg !222, !tbaa !43
  %187 = add nuw i64 %158, 32, !dbg !221
  %188 = add <4 x i32> %159, <i32 32, i32 32, i32 32, i32 32>, !dbg !222
  %189 = add i64 %160, 4, !dbg !221
  %190 = icmp eq i64 %189, %156, !dbg !221
  br i1 %190, label %191, label %157, !dbg !221, !llvm.loop !223

191:                                              ; preds = %157, %148
  %192 = phi i64 [ 0, %148 ], [ %187, %157 ]
  %193 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %148 ], [ %188, %157 ]
  %194 = icmp eq i64 %153, 0, !dbg !221
  br i1 %194, label %208, label %195, !dbg !221

195:                                              ; preds = %191, %195
  %196 = phi i64 [ %204, %195 ], [ %192, %191 ], !dbg !221
  %197 = phi <4 x i32> [ %205, %195 ], [ %193, %191 ], !dbg !222
  %198 = phi i64 [ %206, %195 ], [ 0, %191 ]
  %199 = add <4 x i32> %197, <i32 4, i32 4, i32 4, i32 4>, !dbg !222
  %200 = getelementptr inbounds i32, i32* %26, i64 %196, !dbg !221
  %201 = bitcast i32* %200 to <4 x i32>*, !dbg !222
  store <4 x i32> %197, <4 x i32>* %201, align 4, !dbg !222, !tbaa !43
  %202 = getelementptr inbounds i32, i32* %200, i64 4, !dbg !222
  %203 = bitcast i32* %202 to <4 x i32>*, !dbg !222
  store <4 x i32> %199, <4 x i32>* %203, align 4, !dbg !222, !tbaa !43
  %204 = add nuw i64 %196, 8, !dbg !221
  %205 = add <4 x i32> %197, <i32 8, i32 8, i32 8, i32 8>, !dbg !222
  %206 = add i64 %198, 1, !dbg !221
  %207 = icmp eq i64 %206, %153, !dbg !221
  br i1 %207, label %208, label %195, !dbg !221, !llvm.loop !226

208:                                              ; preds = %195, %191
  %209 = icmp eq i64 %149, %146, !dbg !218
  br i1 %209, label %212, label %210, !dbg !218

210:                                              ; preds = %145, %208
  %211 = phi i64 [ 0, %145 ], [ %149, %208 ]
  br label %218, !dbg !218

212:                                              ; preds = %218, %208, %141
  call void @llvm.dbg.value(metadata i32* %26, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32 1, metadata !208, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32* %28, metadata !205, metadata !DIExpression()), !dbg !215
  br i1 %103, label %258, label %213, !dbg !229

213:                                              ; preds = %212
  %214 = icmp slt i32 %17, 1
  %215 = add nuw i32 %16, 1, !dbg !229
  %216 = zext i32 %215 to i64, !dbg !230
  %217 = zext i32 %22 to i64
  br label %224, !dbg !229

218:                                              ; preds = %210, %218
  %219 = phi i64 [ %222, %218 ], [ %211, %210 ]
  call void @llvm.dbg.value(metadata i64 %219, metadata !206, metadata !DIExpression()), !dbg !217
  %220 = getelementptr inbounds i32, i32* %26, i64 %219, !dbg !231
  %221 = trunc i64 %219 to i32, !dbg !222
  store i32 %221, i32* %220, align 4, !dbg !222, !tbaa !43
  %222 = add nuw nsw i64 %219, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %222, metadata !206, metadata !DIExpression()), !dbg !217
  %223 = icmp eq i64 %222, %146, !dbg !219
  br i1 %223, label %212, label %218, !dbg !218, !llvm.loop !232

224:                                              ; preds = %233, %213
  %225 = phi i64 [ 1, %213 ], [ %234, %233 ]
  %226 = phi i32* [ %26, %213 ], [ %227, %233 ]
  %227 = phi i32* [ %28, %213 ], [ %226, %233 ]
  call void @llvm.dbg.value(metadata i32* %226, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i64 %225, metadata !208, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i32* %227, metadata !205, metadata !DIExpression()), !dbg !215
  %228 = trunc i64 %225 to i32, !dbg !234
  store i32 %228, i32* %227, align 4, !dbg !234, !tbaa !43
  call void @llvm.dbg.value(metadata i32 1, metadata !210, metadata !DIExpression()), !dbg !235
  br i1 %214, label %233, label %229, !dbg !236

229:                                              ; preds = %224
  %230 = add nsw i64 %225, -1
  %231 = getelementptr inbounds i8, i8* %19, i64 %230
  %232 = load i32, i32* %226, align 4, !dbg !237, !tbaa !43
  br label %236, !dbg !236

233:                                              ; preds = %236, %224
  call void @llvm.dbg.value(metadata i32* %226, metadata !214, metadata !DIExpression()), !dbg !239
  call void @llvm.dbg.value(metadata i32* %227, metadata !204, metadata !DIExpression()), !dbg !215
  call void @llvm.dbg.value(metadata i32* %226, metadata !205, metadata !DIExpression()), !dbg !215
  %234 = add nuw nsw i64 %225, 1, !dbg !240
  call void @llvm.dbg.value(metadata i64 %234, metadata !208, metadata !DIExpression()), !dbg !228
  %235 = icmp eq i64 %234, %216, !dbg !230
  br i1 %235, label %258, label %224, !dbg !229, !llvm.loop !241

236:                                              ; preds = %236, %229
  %237 = phi i32 [ %232, %229 ], [ %241, %236 ], !dbg !237
  %238 = phi i32 [ %228, %229 ], [ %254, %236 ], !dbg !243
  %239 = phi i64 [ 1, %229 ], [ %256, %236 ]
  call void @llvm.dbg.value(metadata i64 %239, metadata !210, metadata !DIExpression()), !dbg !235
  %240 = getelementptr inbounds i32, i32* %226, i64 %239, !dbg !244
  %241 = load i32, i32* %240, align 4, !dbg !244, !tbaa !43
  %242 = add nsw i32 %241, 1, !dbg !245
  %243 = add nsw i64 %239, -1, !dbg !246
  %244 = add nsw i32 %238, 1, !dbg !247
  %245 = load i8, i8* %231, align 1, !dbg !248, !tbaa !62
  %246 = getelementptr inbounds i8, i8* %21, i64 %243, !dbg !249
  %247 = load i8, i8* %246, align 1, !dbg !249, !tbaa !62
  %248 = icmp ne i8 %245, %247, !dbg !250
  %249 = zext i1 %248 to i32, !dbg !250
  %250 = add nsw i32 %237, %249, !dbg !251
  call void @llvm.dbg.value(metadata i32 %242, metadata !252, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 %244, metadata !257, metadata !DIExpression()), !dbg !260
  call void @llvm.dbg.value(metadata i32 %250, metadata !258, metadata !DIExpression()), !dbg !260
  %251 = icmp slt i32 %242, %244, !dbg !262
  %252 = select i1 %251, i32 %242, i32 %244, !dbg !263
  call void @llvm.dbg.value(metadata i32 %252, metadata !259, metadata !DIExpression()), !dbg !260
  %253 = icmp slt i32 %252, %250, !dbg !264
  %254 = select i1 %253, i32 %252, i32 %250, !dbg !265
  %255 = getelementptr inbounds i32, i32* %227, i64 %239, !dbg !266
  store i32 %254, i32* %255, align 4, !dbg !267, !tbaa !43
  %256 = add nuw nsw i64 %239, 1, !dbg !268
  call void @llvm.dbg.value(metadata i64 %256, metadata !210, metadata !DIExpression()), !dbg !235
  %257 = icmp eq i64 %256, %217, !dbg !269
  br i1 %257, label %233, label %236, !dbg !236, !llvm.loop !270

258:                                              ; preds = %233, %212
  %259 = phi i32* [ %26, %212 ], [ %227, %233 ]
  %260 = getelementptr inbounds i32, i32* %259, i64 %20, !dbg !272
  %261 = load i32, i32* %260, align 4, !dbg !272, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %261, metadata !104, metadata !DIExpression()), !dbg !105
  %262 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.1, i64 0, i64 0), i32 noundef %144, i32 noundef %261), !dbg !273
  tail call void @free(i8* noundef %19) #8, !dbg !274
  tail call void @free(i8* noundef %21) #8, !dbg !275
  tail call void @free(i8* noundef %25) #8, !dbg !276
  tail call void @free(i8* noundef %27) #8, !dbg !277
  ret i32 0, !dbg !278

263:                                              ; preds = %263, %57
  %264 = phi i64 [ 0, %57 ], [ %284, %263 ]
  %265 = phi i32 [ %51, %57 ], [ %277, %263 ]
  %266 = phi i64 [ 0, %57 ], [ %285, %263 ]
  call void @llvm.dbg.value(metadata i32 %265, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %264, metadata !101, metadata !DIExpression()), !dbg !151
  %267 = mul i32 %265, 1103515245, !dbg !156
  %268 = add i32 %267, 12345, !dbg !158
  call void @llvm.dbg.value(metadata i32 %268, metadata !97, metadata !DIExpression()), !dbg !105
  %269 = lshr i32 %268, 16, !dbg !159
  %270 = and i32 %269, 3, !dbg !160
  %271 = zext i32 %270 to i64, !dbg !161
  %272 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %271, !dbg !161
  %273 = load i8, i8* %272, align 1, !dbg !161, !tbaa !62
  %274 = getelementptr inbounds i8, i8* %21, i64 %264, !dbg !162
  store i8 %273, i8* %274, align 1, !dbg !163, !tbaa !62
  %275 = or i64 %264, 1, !dbg !279
  call void @llvm.dbg.value(metadata i64 %275, metadata !101, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 %268, metadata !97, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i64 %275, metadata !101, metadata !DIExpression()), !dbg !151
  %276 = mul i32 %268, 1103515245, !dbg !156
  %277 = add i32 %276, 12345, !dbg !158
  call void @llvm.dbg.value(metadata i32 %277, metadata !97, metadata !DIExpression()), !dbg !105
  %278 = lshr i32 %277, 16, !dbg !159
  %279 = and i32 %278, 3, !dbg !160
  %280 = zext i32 %279 to i64, !dbg !161
  %281 = getelementptr inbounds [5 x i8], [5 x i8]* @.str, i64 0, i64 %280, !dbg !161
  %282 = load i8, i8* %281, align 1, !dbg !161, !tbaa !62
  %283 = getelementptr inbounds i8, i8* %21, i64 %275, !dbg !162
  store i8 %282, i8* %283, align 1, !dbg !163, !tbaa !62
  %284 = add nuw nsw i64 %264, 2, !dbg !279
  call void @llvm.dbg.value(metadata i64 %284, metadata !101, metadata !DIExpression()), !dbg !151
  %285 = add i64 %266, 2, !dbg !152
  %286 = icmp eq i64 %285, %58, !dbg !152
  br i1 %286, label %83, label %263, !dbg !152, !llvm.loop !280
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
!50 = !DILocation(line: 27, column: 10, scope: !15)
!51 = !DILocation(line: 27, column: 3, scope: !15)
!52 = !DILocation(line: 20, column: 12, scope: !34)
!53 = !DILocation(line: 0, scope: !33)
!54 = !DILocation(line: 21, column: 5, scope: !33)
!55 = !DILocation(line: 0, scope: !34)
!56 = !DILocation(line: 19, column: 28, scope: !35)
!57 = distinct !{!57, !49, !58, !59}
!58 = !DILocation(line: 26, column: 3, scope: !31)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 22, column: 16, scope: !61)
!61 = distinct !DILexicalBlock(scope: !33, file: !1, line: 21, column: 5)
!62 = !{!45, !45, i64 0}
!63 = !DILocation(line: 22, column: 32, scope: !61)
!64 = !DILocation(line: 22, column: 28, scope: !61)
!65 = !DILocation(line: 22, column: 25, scope: !61)
!66 = !DILocation(line: 22, column: 39, scope: !61)
!67 = !DILocation(line: 22, column: 51, scope: !61)
!68 = !DILocation(line: 22, column: 62, scope: !61)
!69 = !DILocalVariable(name: "a", arg: 1, scope: !70, file: !1, line: 8, type: !3)
!70 = distinct !DISubprogram(name: "max2", scope: !1, file: !1, line: 8, type: !71, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!3, !3, !3}
!73 = !{!69, !74}
!74 = !DILocalVariable(name: "b", arg: 2, scope: !70, file: !1, line: 8, type: !3)
!75 = !DILocation(line: 0, scope: !70, inlinedAt: !76)
!76 = distinct !DILocation(line: 22, column: 57, scope: !61)
!77 = !DILocation(line: 8, column: 42, scope: !70, inlinedAt: !76)
!78 = !DILocation(line: 8, column: 40, scope: !70, inlinedAt: !76)
!79 = !DILocation(line: 22, column: 7, scope: !61)
!80 = !DILocation(line: 22, column: 14, scope: !61)
!81 = !DILocation(line: 21, column: 30, scope: !61)
!82 = !DILocation(line: 21, column: 23, scope: !61)
!83 = distinct !{!83, !54, !84, !59}
!84 = !DILocation(line: 22, column: 81, scope: !33)
!85 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 46, type: !86, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!3, !3, !4}
!88 = !{!89, !90, !91, !92, !93, !94, !95, !96, !97, !99, !101, !103, !104}
!89 = !DILocalVariable(name: "argc", arg: 1, scope: !85, file: !1, line: 46, type: !3)
!90 = !DILocalVariable(name: "argv", arg: 2, scope: !85, file: !1, line: 46, type: !4)
!91 = !DILocalVariable(name: "n", scope: !85, file: !1, line: 48, type: !3)
!92 = !DILocalVariable(name: "m", scope: !85, file: !1, line: 49, type: !3)
!93 = !DILocalVariable(name: "a", scope: !85, file: !1, line: 50, type: !5)
!94 = !DILocalVariable(name: "b", scope: !85, file: !1, line: 50, type: !5)
!95 = !DILocalVariable(name: "r0", scope: !85, file: !1, line: 51, type: !20)
!96 = !DILocalVariable(name: "r1", scope: !85, file: !1, line: 51, type: !20)
!97 = !DILocalVariable(name: "s", scope: !85, file: !1, line: 52, type: !98)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DILocalVariable(name: "i", scope: !100, file: !1, line: 53, type: !3)
!100 = distinct !DILexicalBlock(scope: !85, file: !1, line: 53, column: 3)
!101 = !DILocalVariable(name: "j", scope: !102, file: !1, line: 57, type: !3)
!102 = distinct !DILexicalBlock(scope: !85, file: !1, line: 57, column: 3)
!103 = !DILocalVariable(name: "l", scope: !85, file: !1, line: 61, type: !3)
!104 = !DILocalVariable(name: "e", scope: !85, file: !1, line: 62, type: !3)
!105 = !DILocation(line: 0, scope: !85)
!106 = !DILocation(line: 48, column: 16, scope: !85)
!107 = !DILocation(line: 48, column: 11, scope: !85)
!108 = !DILocation(line: 48, column: 27, scope: !85)
!109 = !{!110, !110, i64 0}
!110 = !{!"any pointer", !45, i64 0}
!111 = !DILocalVariable(name: "__nptr", arg: 1, scope: !112, file: !113, line: 362, type: !18)
!112 = distinct !DISubprogram(name: "atoi", scope: !113, file: !113, line: 362, type: !114, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!113 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!114 = !DISubroutineType(types: !115)
!115 = !{!3, !18}
!116 = !{!111}
!117 = !DILocation(line: 0, scope: !112, inlinedAt: !118)
!118 = distinct !DILocation(line: 48, column: 22, scope: !85)
!119 = !DILocation(line: 364, column: 16, scope: !112, inlinedAt: !118)
!120 = !DILocation(line: 364, column: 10, scope: !112, inlinedAt: !118)
!121 = !DILocation(line: 49, column: 16, scope: !85)
!122 = !DILocation(line: 49, column: 11, scope: !85)
!123 = !DILocation(line: 49, column: 27, scope: !85)
!124 = !DILocation(line: 0, scope: !112, inlinedAt: !125)
!125 = distinct !DILocation(line: 49, column: 22, scope: !85)
!126 = !DILocation(line: 364, column: 16, scope: !112, inlinedAt: !125)
!127 = !DILocation(line: 364, column: 10, scope: !112, inlinedAt: !125)
!128 = !DILocation(line: 50, column: 20, scope: !85)
!129 = !DILocation(line: 50, column: 13, scope: !85)
!130 = !DILocation(line: 50, column: 36, scope: !85)
!131 = !DILocation(line: 50, column: 29, scope: !85)
!132 = !DILocation(line: 51, column: 23, scope: !85)
!133 = !DILocation(line: 51, column: 20, scope: !85)
!134 = !DILocation(line: 51, column: 28, scope: !85)
!135 = !DILocation(line: 51, column: 13, scope: !85)
!136 = !DILocation(line: 51, column: 50, scope: !85)
!137 = !DILocation(line: 0, scope: !100)
!138 = !DILocation(line: 53, column: 21, scope: !139)
!139 = distinct !DILexicalBlock(scope: !100, file: !1, line: 53, column: 3)
!140 = !DILocation(line: 53, column: 3, scope: !100)
!141 = !DILocation(line: 54, column: 11, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !1, line: 53, column: 31)
!143 = !DILocation(line: 54, column: 25, scope: !142)
!144 = !DILocation(line: 55, column: 22, scope: !142)
!145 = !DILocation(line: 55, column: 29, scope: !142)
!146 = !DILocation(line: 55, column: 12, scope: !142)
!147 = !DILocation(line: 55, column: 5, scope: !142)
!148 = !DILocation(line: 55, column: 10, scope: !142)
!149 = !DILocation(line: 57, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !102, file: !1, line: 57, column: 3)
!151 = !DILocation(line: 0, scope: !102)
!152 = !DILocation(line: 57, column: 3, scope: !102)
!153 = !DILocation(line: 53, column: 27, scope: !139)
!154 = distinct !{!154, !140, !155, !59}
!155 = !DILocation(line: 56, column: 3, scope: !100)
!156 = !DILocation(line: 58, column: 11, scope: !157)
!157 = distinct !DILexicalBlock(scope: !150, file: !1, line: 57, column: 31)
!158 = !DILocation(line: 58, column: 25, scope: !157)
!159 = !DILocation(line: 59, column: 22, scope: !157)
!160 = !DILocation(line: 59, column: 29, scope: !157)
!161 = !DILocation(line: 59, column: 12, scope: !157)
!162 = !DILocation(line: 59, column: 5, scope: !157)
!163 = !DILocation(line: 59, column: 10, scope: !157)
!164 = !DILocation(line: 17, column: 21, scope: !40, inlinedAt: !165)
!165 = distinct !DILocation(line: 61, column: 11, scope: !85)
!166 = !DILocation(line: 0, scope: !15, inlinedAt: !165)
!167 = !DILocation(line: 0, scope: !29, inlinedAt: !165)
!168 = !DILocation(line: 17, column: 3, scope: !29, inlinedAt: !165)
!169 = !DILocation(line: 18, column: 13, scope: !40, inlinedAt: !165)
!170 = !DILocation(line: 19, column: 21, scope: !35, inlinedAt: !165)
!171 = !DILocation(line: 0, scope: !31, inlinedAt: !165)
!172 = !DILocation(line: 19, column: 3, scope: !31, inlinedAt: !165)
!173 = !DILocation(line: 20, column: 12, scope: !34, inlinedAt: !165)
!174 = !DILocation(line: 0, scope: !33, inlinedAt: !165)
!175 = !DILocation(line: 21, column: 5, scope: !33, inlinedAt: !165)
!176 = !DILocation(line: 0, scope: !34, inlinedAt: !165)
!177 = !DILocation(line: 19, column: 28, scope: !35, inlinedAt: !165)
!178 = distinct !{!178, !172, !179, !59}
!179 = !DILocation(line: 26, column: 3, scope: !31, inlinedAt: !165)
!180 = !DILocation(line: 22, column: 16, scope: !61, inlinedAt: !165)
!181 = !DILocation(line: 22, column: 32, scope: !61, inlinedAt: !165)
!182 = !DILocation(line: 22, column: 28, scope: !61, inlinedAt: !165)
!183 = !DILocation(line: 22, column: 25, scope: !61, inlinedAt: !165)
!184 = !DILocation(line: 22, column: 39, scope: !61, inlinedAt: !165)
!185 = !DILocation(line: 22, column: 51, scope: !61, inlinedAt: !165)
!186 = !DILocation(line: 22, column: 62, scope: !61, inlinedAt: !165)
!187 = !DILocation(line: 0, scope: !70, inlinedAt: !188)
!188 = distinct !DILocation(line: 22, column: 57, scope: !61, inlinedAt: !165)
!189 = !DILocation(line: 8, column: 42, scope: !70, inlinedAt: !188)
!190 = !DILocation(line: 8, column: 40, scope: !70, inlinedAt: !188)
!191 = !DILocation(line: 22, column: 7, scope: !61, inlinedAt: !165)
!192 = !DILocation(line: 22, column: 14, scope: !61, inlinedAt: !165)
!193 = !DILocation(line: 21, column: 30, scope: !61, inlinedAt: !165)
!194 = !DILocation(line: 21, column: 23, scope: !61, inlinedAt: !165)
!195 = distinct !{!195, !175, !196, !59}
!196 = !DILocation(line: 22, column: 81, scope: !33, inlinedAt: !165)
!197 = !DILocation(line: 27, column: 10, scope: !15, inlinedAt: !165)
!198 = !DILocalVariable(name: "a", arg: 1, scope: !199, file: !1, line: 30, type: !18)
!199 = distinct !DISubprogram(name: "edit", scope: !1, file: !1, line: 30, type: !16, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !200)
!200 = !{!198, !201, !202, !203, !204, !205, !206, !208, !210, !214}
!201 = !DILocalVariable(name: "n", arg: 2, scope: !199, file: !1, line: 30, type: !3)
!202 = !DILocalVariable(name: "b", arg: 3, scope: !199, file: !1, line: 30, type: !18)
!203 = !DILocalVariable(name: "m", arg: 4, scope: !199, file: !1, line: 30, type: !3)
!204 = !DILocalVariable(name: "prev", arg: 5, scope: !199, file: !1, line: 30, type: !20)
!205 = !DILocalVariable(name: "cur", arg: 6, scope: !199, file: !1, line: 30, type: !20)
!206 = !DILocalVariable(name: "j", scope: !207, file: !1, line: 32, type: !3)
!207 = distinct !DILexicalBlock(scope: !199, file: !1, line: 32, column: 3)
!208 = !DILocalVariable(name: "i", scope: !209, file: !1, line: 34, type: !3)
!209 = distinct !DILexicalBlock(scope: !199, file: !1, line: 34, column: 3)
!210 = !DILocalVariable(name: "j", scope: !211, file: !1, line: 36, type: !3)
!211 = distinct !DILexicalBlock(scope: !212, file: !1, line: 36, column: 5)
!212 = distinct !DILexicalBlock(scope: !213, file: !1, line: 34, column: 32)
!213 = distinct !DILexicalBlock(scope: !209, file: !1, line: 34, column: 3)
!214 = !DILocalVariable(name: "t", scope: !212, file: !1, line: 39, type: !20)
!215 = !DILocation(line: 0, scope: !199, inlinedAt: !216)
!216 = distinct !DILocation(line: 62, column: 11, scope: !85)
!217 = !DILocation(line: 0, scope: !207, inlinedAt: !216)
!218 = !DILocation(line: 32, column: 3, scope: !207, inlinedAt: !216)
!219 = !DILocation(line: 32, column: 21, scope: !220, inlinedAt: !216)
!220 = distinct !DILexicalBlock(scope: !207, file: !1, line: 32, column: 3)
!221 = !DILocation(line: 32, column: 28, scope: !220, inlinedAt: !216)
!222 = !DILocation(line: 33, column: 13, scope: !220, inlinedAt: !216)
!223 = distinct !{!223, !218, !224, !59, !225}
!224 = !DILocation(line: 33, column: 15, scope: !207, inlinedAt: !216)
!225 = !{!"llvm.loop.isvectorized", i32 1}
!226 = distinct !{!226, !227}
!227 = !{!"llvm.loop.unroll.disable"}
!228 = !DILocation(line: 0, scope: !209, inlinedAt: !216)
!229 = !DILocation(line: 34, column: 3, scope: !209, inlinedAt: !216)
!230 = !DILocation(line: 34, column: 21, scope: !213, inlinedAt: !216)
!231 = !DILocation(line: 33, column: 5, scope: !220, inlinedAt: !216)
!232 = distinct !{!232, !218, !224, !59, !233, !225}
!233 = !{!"llvm.loop.unroll.runtime.disable"}
!234 = !DILocation(line: 35, column: 12, scope: !212, inlinedAt: !216)
!235 = !DILocation(line: 0, scope: !211, inlinedAt: !216)
!236 = !DILocation(line: 36, column: 5, scope: !211, inlinedAt: !216)
!237 = !DILocation(line: 38, column: 21, scope: !238, inlinedAt: !216)
!238 = distinct !DILexicalBlock(scope: !211, file: !1, line: 36, column: 5)
!239 = !DILocation(line: 0, scope: !212, inlinedAt: !216)
!240 = !DILocation(line: 34, column: 28, scope: !213, inlinedAt: !216)
!241 = distinct !{!241, !229, !242, !59}
!242 = !DILocation(line: 42, column: 3, scope: !209, inlinedAt: !216)
!243 = !DILocation(line: 37, column: 34, scope: !238, inlinedAt: !216)
!244 = !DILocation(line: 37, column: 21, scope: !238, inlinedAt: !216)
!245 = !DILocation(line: 37, column: 29, scope: !238, inlinedAt: !216)
!246 = !DILocation(line: 37, column: 40, scope: !238, inlinedAt: !216)
!247 = !DILocation(line: 37, column: 45, scope: !238, inlinedAt: !216)
!248 = !DILocation(line: 38, column: 36, scope: !238, inlinedAt: !216)
!249 = !DILocation(line: 38, column: 48, scope: !238, inlinedAt: !216)
!250 = !DILocation(line: 38, column: 45, scope: !238, inlinedAt: !216)
!251 = !DILocation(line: 38, column: 33, scope: !238, inlinedAt: !216)
!252 = !DILocalVariable(name: "a", arg: 1, scope: !253, file: !1, line: 9, type: !3)
!253 = distinct !DISubprogram(name: "min3", scope: !1, file: !1, line: 9, type: !254, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!3, !3, !3, !3}
!256 = !{!252, !257, !258, !259}
!257 = !DILocalVariable(name: "b", arg: 2, scope: !253, file: !1, line: 9, type: !3)
!258 = !DILocalVariable(name: "c", arg: 3, scope: !253, file: !1, line: 9, type: !3)
!259 = !DILocalVariable(name: "m", scope: !253, file: !1, line: 11, type: !3)
!260 = !DILocation(line: 0, scope: !253, inlinedAt: !261)
!261 = distinct !DILocation(line: 37, column: 16, scope: !238, inlinedAt: !216)
!262 = !DILocation(line: 11, column: 13, scope: !253, inlinedAt: !261)
!263 = !DILocation(line: 11, column: 11, scope: !253, inlinedAt: !261)
!264 = !DILocation(line: 12, column: 12, scope: !253, inlinedAt: !261)
!265 = !DILocation(line: 12, column: 10, scope: !253, inlinedAt: !261)
!266 = !DILocation(line: 37, column: 7, scope: !238, inlinedAt: !216)
!267 = !DILocation(line: 37, column: 14, scope: !238, inlinedAt: !216)
!268 = !DILocation(line: 36, column: 30, scope: !238, inlinedAt: !216)
!269 = !DILocation(line: 36, column: 23, scope: !238, inlinedAt: !216)
!270 = distinct !{!270, !236, !271, !59}
!271 = !DILocation(line: 38, column: 57, scope: !211, inlinedAt: !216)
!272 = !DILocation(line: 43, column: 10, scope: !199, inlinedAt: !216)
!273 = !DILocation(line: 63, column: 3, scope: !85)
!274 = !DILocation(line: 64, column: 3, scope: !85)
!275 = !DILocation(line: 64, column: 12, scope: !85)
!276 = !DILocation(line: 64, column: 21, scope: !85)
!277 = !DILocation(line: 64, column: 31, scope: !85)
!278 = !DILocation(line: 65, column: 3, scope: !85)
!279 = !DILocation(line: 57, column: 27, scope: !150)
!280 = distinct !{!280, !152, !281, !59}
!281 = !DILocation(line: 60, column: 3, scope: !102)
