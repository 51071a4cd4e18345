; ModuleID = 'calloc_histogram.c'
source_filename = "calloc_histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"median %d p90 %d checksum %ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_histogram(i32 noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32* nocapture noundef %3) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32* %1, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %2, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32* %3, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %5 = icmp sgt i32 %0, 0, !dbg !32
  br i1 %5, label %6, label %23, !dbg !34

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !32
  %8 = and i64 %7, 1, !dbg !34
  %9 = icmp eq i32 %0, 1, !dbg !34
  br i1 %9, label %12, label %10, !dbg !34

10:                                               ; preds = %6
  %11 = and i64 %7, 4294967294, !dbg !34
  br label %24, !dbg !34

12:                                               ; preds = %24, %6
  %13 = phi i64 [ 0, %6 ], [ %42, %24 ]
  %14 = icmp eq i64 %8, 0, !dbg !34
  br i1 %14, label %23, label %15, !dbg !34

15:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i64 %13, metadata !28, metadata !DIExpression()), !dbg !31
  %16 = getelementptr inbounds i32, i32* %1, i64 %13, !dbg !35
  %17 = load i32, i32* %16, align 4, !dbg !35, !tbaa !36
  %18 = urem i32 %17, %2, !dbg !40
  %19 = zext i32 %18 to i64, !dbg !41
  %20 = getelementptr inbounds i32, i32* %3, i64 %19, !dbg !41
  %21 = load i32, i32* %20, align 4, !dbg !42, !tbaa !36
  %22 = add nsw i32 %21, 1, !dbg !42
  store i32 %22, i32* %20, align 4, !dbg !42, !tbaa !36
  call void @llvm.dbg.value(metadata i64 %13, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !31
  br label %23, !dbg !43

23:                                               ; preds = %15, %12, %4
  ret void, !dbg !43

24:                                               ; preds = %24, %10
  %25 = phi i64 [ 0, %10 ], [ %42, %24 ]
  %26 = phi i64 [ 0, %10 ], [ %43, %24 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !28, metadata !DIExpression()), !dbg !31
  %27 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !35
  %28 = load i32, i32* %27, align 4, !dbg !35, !tbaa !36
  %29 = urem i32 %28, %2, !dbg !40
  %30 = zext i32 %29 to i64, !dbg !41
  %31 = getelementptr inbounds i32, i32* %3, i64 %30, !dbg !41
  %32 = load i32, i32* %31, align 4, !dbg !42, !tbaa !36
  %33 = add nsw i32 %32, 1, !dbg !42
  store i32 %33, i32* %31, align 4, !dbg !42, !tbaa !36
  %34 = or i64 %25, 1, !dbg !44
  call void @llvm.dbg.value(metadata i64 %34, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %34, metadata !28, metadata !DIExpression()), !dbg !31
  %35 = getelementptr inbounds i32, i32* %1, i64 %34, !dbg !35
  %36 = load i32, i32* %35, align 4, !dbg !35, !tbaa !36
  %37 = urem i32 %36, %2, !dbg !40
  %38 = zext i32 %37 to i64, !dbg !41
  %39 = getelementptr inbounds i32, i32* %3, i64 %38, !dbg !41
  %40 = load i32, i32* %39, align 4, !dbg !42, !tbaa !36
  %41 = add nsw i32 %40, 1, !dbg !42
  store i32 %41, i32* %39, align 4, !dbg !42, !tbaa !36
  %42 = add nuw nsw i64 %25, 2, !dbg !44
  call void @llvm.dbg.value(metadata i64 %42, metadata !28, metadata !DIExpression()), !dbg !31
  %43 = add i64 %26, 2, !dbg !34
  %44 = icmp eq i64 %43, %11, !dbg !34
  br i1 %44, label %12, label %24, !dbg !34, !llvm.loop !45
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !48 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !52, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i8** %1, metadata !53, metadata !DIExpression()), !dbg !69
  %3 = icmp sgt i32 %0, 1, !dbg !70
  br i1 %3, label %4, label %15, !dbg !71

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !72
  %6 = load i8*, i8** %5, align 8, !dbg !72, !tbaa !73
  call void @llvm.dbg.value(metadata i8* %6, metadata !75, metadata !DIExpression()) #7, !dbg !83
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !85
  %8 = trunc i64 %7 to i32, !dbg !86
  call void @llvm.dbg.value(metadata i32 %8, metadata !54, metadata !DIExpression()), !dbg !69
  %9 = icmp eq i32 %0, 2, !dbg !87
  br i1 %9, label %15, label %10, !dbg !88

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !89
  %12 = load i8*, i8** %11, align 8, !dbg !89, !tbaa !73
  call void @llvm.dbg.value(metadata i8* %12, metadata !75, metadata !DIExpression()) #7, !dbg !90
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !92
  %14 = trunc i64 %13 to i32, !dbg !93
  br label %15, !dbg !88

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 100000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 256, %4 ], [ 256, %2 ], !dbg !88
  call void @llvm.dbg.value(metadata i32 %17, metadata !55, metadata !DIExpression()), !dbg !69
  %18 = sext i32 %16 to i64, !dbg !94
  %19 = shl nsw i64 %18, 2, !dbg !95
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !96
  %21 = bitcast i8* %20 to i32*, !dbg !96
  call void @llvm.dbg.value(metadata i32* %21, metadata !56, metadata !DIExpression()), !dbg !69
  %22 = sext i32 %17 to i64, !dbg !97
  %23 = tail call noalias i8* @calloc(i64 noundef %22, i64 noundef 4) #7, !dbg !98
  %24 = bitcast i8* %23 to i32*, !dbg !98
  call void @llvm.dbg.value(metadata i32* %24, metadata !58, metadata !DIExpression()), !dbg !69
  %25 = tail call noalias i8* @calloc(i64 noundef %22, i64 noundef 8) #7, !dbg !99
  %26 = bitcast i8* %25 to i64*, !dbg !99
  call void @llvm.dbg.value(metadata i64* %26, metadata !59, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 -1831433054, metadata !61, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !100
  %27 = icmp sgt i32 %16, 0, !dbg !101
  br i1 %27, label %28, label %69, !dbg !103

28:                                               ; preds = %15
  %29 = sdiv i32 %17, 2
  %30 = zext i32 %16 to i64, !dbg !101
  br label %209, !dbg !103

31:                                               ; preds = %209
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32* %21, metadata !25, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32* %24, metadata !27, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !106
  br i1 %27, label %32, label %69, !dbg !107

32:                                               ; preds = %31
  %33 = and i64 %30, 1, !dbg !107
  %34 = icmp eq i32 %16, 1, !dbg !107
  br i1 %34, label %58, label %35, !dbg !107

35:                                               ; preds = %32
  %36 = and i64 %30, 4294967294, !dbg !107
  br label %37, !dbg !107

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 0, %35 ], [ %55, %37 ]
  %39 = phi i64 [ 0, %35 ], [ %56, %37 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !28, metadata !DIExpression()), !dbg !106
  %40 = getelementptr inbounds i32, i32* %21, i64 %38, !dbg !108
  %41 = load i32, i32* %40, align 4, !dbg !108, !tbaa !36
  %42 = urem i32 %41, %17, !dbg !109
  %43 = zext i32 %42 to i64, !dbg !110
  %44 = getelementptr inbounds i32, i32* %24, i64 %43, !dbg !110
  %45 = load i32, i32* %44, align 4, !dbg !111, !tbaa !36
  %46 = add nsw i32 %45, 1, !dbg !111
  store i32 %46, i32* %44, align 4, !dbg !111, !tbaa !36
  %47 = or i64 %38, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %47, metadata !28, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %47, metadata !28, metadata !DIExpression()), !dbg !106
  %48 = getelementptr inbounds i32, i32* %21, i64 %47, !dbg !108
  %49 = load i32, i32* %48, align 4, !dbg !108, !tbaa !36
  %50 = urem i32 %49, %17, !dbg !109
  %51 = zext i32 %50 to i64, !dbg !110
  %52 = getelementptr inbounds i32, i32* %24, i64 %51, !dbg !110
  %53 = load i32, i32* %52, align 4, !dbg !111, !tbaa !36
  %54 = add nsw i32 %53, 1, !dbg !111
  store i32 %54, i32* %52, align 4, !dbg !111, !tbaa !36
  %55 = add nuw nsw i64 %38, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %55, metadata !28, metadata !DIExpression()), !dbg !106
  %56 = add i64 %39, 2, !dbg !107
  %57 = icmp eq i64 %56, %36, !dbg !107
  br i1 %57, label %58, label %37, !dbg !107, !llvm.loop !113

58:                                               ; preds = %37, %32
  %59 = phi i64 [ 0, %32 ], [ %55, %37 ]
  %60 = icmp eq i64 %33, 0, !dbg !107
  br i1 %60, label %69, label %61, !dbg !107

61:                                               ; preds = %58
  call void @llvm.dbg.value(metadata i64 %59, metadata !28, metadata !DIExpression()), !dbg !106
  %62 = getelementptr inbounds i32, i32* %21, i64 %59, !dbg !108
  %63 = load i32, i32* %62, align 4, !dbg !108, !tbaa !36
  %64 = urem i32 %63, %17, !dbg !109
  %65 = zext i32 %64 to i64, !dbg !110
  %66 = getelementptr inbounds i32, i32* %24, i64 %65, !dbg !110
  %67 = load i32, i32* %66, align 4, !dbg !111, !tbaa !36
  %68 = add nsw i32 %67, 1, !dbg !111
  store i32 %68, i32* %66, align 4, !dbg !111, !tbaa !36
  call void @llvm.dbg.value(metadata i64 %59, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !106
  br label %69, !dbg !115

69:                                               ; preds = %61, %58, %15, %31
  %70 = sdiv i32 %16, 2, !dbg !115
  %71 = sext i32 %70 to i64, !dbg !116
  call void @llvm.dbg.value(metadata i32 %17, metadata !117, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32* %24, metadata !124, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64* %26, metadata !125, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %71, metadata !126, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 0, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !129
  %72 = icmp sgt i32 %17, 0, !dbg !131
  br i1 %72, label %73, label %239, !dbg !134

73:                                               ; preds = %69
  %74 = zext i32 %17 to i64, !dbg !131
  %75 = add nsw i64 %74, -1, !dbg !134
  %76 = and i64 %74, 3, !dbg !134
  %77 = icmp ult i64 %75, 3, !dbg !134
  br i1 %77, label %110, label %78, !dbg !134

78:                                               ; preds = %73
  %79 = and i64 %74, 4294967292, !dbg !134
  br label %80, !dbg !134

80:                                               ; preds = %80, %78
  %81 = phi i64 [ 0, %78 ], [ %107, %80 ]
  %82 = phi i64 [ 0, %78 ], [ %105, %80 ]
  %83 = phi i64 [ 0, %78 ], [ %108, %80 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %81, metadata !127, metadata !DIExpression()), !dbg !129
  %84 = getelementptr inbounds i32, i32* %24, i64 %81, !dbg !135
  %85 = load i32, i32* %84, align 4, !dbg !135, !tbaa !36
  %86 = sext i32 %85 to i64, !dbg !135
  %87 = add nsw i64 %82, %86, !dbg !137
  call void @llvm.dbg.value(metadata i64 %87, metadata !128, metadata !DIExpression()), !dbg !129
  %88 = getelementptr inbounds i64, i64* %26, i64 %81, !dbg !138
  store i64 %87, i64* %88, align 8, !dbg !139, !tbaa !140
  %89 = or i64 %81, 1, !dbg !142
  call void @llvm.dbg.value(metadata i64 %89, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %87, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %89, metadata !127, metadata !DIExpression()), !dbg !129
  %90 = getelementptr inbounds i32, i32* %24, i64 %89, !dbg !135
  %91 = load i32, i32* %90, align 4, !dbg !135, !tbaa !36
  %92 = sext i32 %91 to i64, !dbg !135
  %93 = add nsw i64 %87, %92, !dbg !137
  call void @llvm.dbg.value(metadata i64 %93, metadata !128, metadata !DIExpression()), !dbg !129
  %94 = getelementptr inbounds i64, i64* %26, i64 %89, !dbg !138
  store i64 %93, i64* %94, align 8, !dbg !139, !tbaa !140
  %95 = or i64 %81, 2, !dbg !142
  call void @llvm.dbg.value(metadata i64 %95, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %93, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %95, metadata !127, metadata !DIExpression()), !dbg !129
  %96 = getelementptr inbounds i32, i32* %24, i64 %95, !dbg !135
  %97 = load i32, i32* %96, align 4, !dbg !135, !tbaa !36
  %98 = sext i32 %97 to i64, !dbg !135
  %99 = add nsw i64 %93, %98, !dbg !137
  call void @llvm.dbg.value(metadata i64 %99, metadata !128, metadata !DIExpression()), !dbg !129
  %100 = getelementptr inbounds i64, i64* %26, i64 %95, !dbg !138
  store i64 %99, i64* %100, align 8, !dbg !139, !tbaa !140
  %101 = or i64 %81, 3, !dbg !142
  call void @llvm.dbg.value(metadata i64 %101, metadata !127, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %99, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %101, metadata !127, metadata !DIExpression()), !dbg !129
  %102 = getelementptr inbounds i32, i32* %24, i64 %101, !dbg !135
  %103 = load i32, i32* %102, align 4, !dbg !135, !tbaa !36
  %104 = sext i32 %103 to i64, !dbg !135
  %105 = add nsw i64 %99, %104, !dbg !137
  call void @llvm.dbg.value(metadata i64 %105, metadata !128, metadata !DIExpression()), !dbg !129
  %106 = getelementptr inbounds i64, i64* %26, i64 %101, !dbg !138
  store i64 %105, i64* %106, align 8, !dbg !139, !tbaa !140
  %107 = add nuw nsw i64 %81, 4, !dbg !142
  call void @llvm.dbg.value(metadata i64 %107, metadata !127, metadata !DIExpression()), !dbg !129
  %108 = add i64 %83, 4, !dbg !134
  %109 = icmp eq i64 %108, %79, !dbg !134
  br i1 %109, label %110, label %80, !dbg !134, !llvm.loop !143

110:                                              ; preds = %80, %73
  %111 = phi i64 [ 0, %73 ], [ %107, %80 ]
  %112 = phi i64 [ 0, %73 ], [ %105, %80 ]
  %113 = icmp eq i64 %76, 0, !dbg !134
  br i1 %113, label %126, label %114, !dbg !134

114:                                              ; preds = %110, %114
  %115 = phi i64 [ %123, %114 ], [ %111, %110 ]
  %116 = phi i64 [ %121, %114 ], [ %112, %110 ]
  %117 = phi i64 [ %124, %114 ], [ 0, %110 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.value(metadata i64 %115, metadata !127, metadata !DIExpression()), !dbg !129
  %118 = getelementptr inbounds i32, i32* %24, i64 %115, !dbg !135
  %119 = load i32, i32* %118, align 4, !dbg !135, !tbaa !36
  %120 = sext i32 %119 to i64, !dbg !135
  %121 = add nsw i64 %116, %120, !dbg !137
  call void @llvm.dbg.value(metadata i64 %121, metadata !128, metadata !DIExpression()), !dbg !129
  %122 = getelementptr inbounds i64, i64* %26, i64 %115, !dbg !138
  store i64 %121, i64* %122, align 8, !dbg !139, !tbaa !140
  %123 = add nuw nsw i64 %115, 1, !dbg !142
  call void @llvm.dbg.value(metadata i64 %123, metadata !127, metadata !DIExpression()), !dbg !129
  %124 = add i64 %117, 1, !dbg !134
  %125 = icmp eq i64 %124, %76, !dbg !134
  br i1 %125, label %126, label %114, !dbg !134, !llvm.loop !145

126:                                              ; preds = %114, %110
  br label %127, !dbg !147

127:                                              ; preds = %126, %132
  %128 = phi i64 [ %133, %132 ], [ 0, %126 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !127, metadata !DIExpression()), !dbg !129
  %129 = getelementptr inbounds i64, i64* %26, i64 %128, !dbg !149
  %130 = load i64, i64* %129, align 8, !dbg !149, !tbaa !140
  %131 = icmp slt i64 %130, %71, !dbg !152
  br i1 %131, label %132, label %135, !dbg !153

132:                                              ; preds = %127
  %133 = add nuw nsw i64 %128, 1, !dbg !154
  call void @llvm.dbg.value(metadata i64 %133, metadata !127, metadata !DIExpression()), !dbg !129
  %134 = icmp eq i64 %133, %74, !dbg !155
  br i1 %134, label %137, label %127, !dbg !147, !llvm.loop !156

135:                                              ; preds = %127
  %136 = trunc i64 %128 to i32, !dbg !153
  br label %137, !dbg !158

137:                                              ; preds = %132, %135
  %138 = phi i32 [ %136, %135 ], [ %17, %132 ], !dbg !159
  call void @llvm.dbg.value(metadata i32 %138, metadata !64, metadata !DIExpression()), !dbg !69
  %139 = mul nsw i64 %18, 9, !dbg !160
  %140 = sdiv i64 %139, 10, !dbg !161
  call void @llvm.dbg.value(metadata i32 %17, metadata !117, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32* %24, metadata !124, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64* %26, metadata !125, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %140, metadata !126, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 0, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !162
  %141 = and i64 %74, 3, !dbg !164
  %142 = icmp ult i64 %75, 3, !dbg !164
  br i1 %142, label %175, label %143, !dbg !164

143:                                              ; preds = %137
  %144 = and i64 %74, 4294967292, !dbg !164
  br label %145, !dbg !164

145:                                              ; preds = %145, %143
  %146 = phi i64 [ 0, %143 ], [ %172, %145 ]
  %147 = phi i64 [ 0, %143 ], [ %170, %145 ]
  %148 = phi i64 [ 0, %143 ], [ %173, %145 ]
  call void @llvm.dbg.value(metadata i64 %147, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %146, metadata !127, metadata !DIExpression()), !dbg !162
  %149 = getelementptr inbounds i32, i32* %24, i64 %146, !dbg !165
  %150 = load i32, i32* %149, align 4, !dbg !165, !tbaa !36
  %151 = sext i32 %150 to i64, !dbg !165
  %152 = add nsw i64 %147, %151, !dbg !166
  call void @llvm.dbg.value(metadata i64 %152, metadata !128, metadata !DIExpression()), !dbg !162
  %153 = getelementptr inbounds i64, i64* %26, i64 %146, !dbg !167
  store i64 %152, i64* %153, align 8, !dbg !168, !tbaa !140
  %154 = or i64 %146, 1, !dbg !169
  call void @llvm.dbg.value(metadata i64 %154, metadata !127, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %152, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %154, metadata !127, metadata !DIExpression()), !dbg !162
  %155 = getelementptr inbounds i32, i32* %24, i64 %154, !dbg !165
  %156 = load i32, i32* %155, align 4, !dbg !165, !tbaa !36
  %157 = sext i32 %156 to i64, !dbg !165
  %158 = add nsw i64 %152, %157, !dbg !166
  call void @llvm.dbg.value(metadata i64 %158, metadata !128, metadata !DIExpression()), !dbg !162
  %159 = getelementptr inbounds i64, i64* %26, i64 %154, !dbg !167
  store i64 %158, i64* %159, align 8, !dbg !168, !tbaa !140
  %160 = or i64 %146, 2, !dbg !169
  call void @llvm.dbg.value(metadata i64 %160, metadata !127, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %158, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %160, metadata !127, metadata !DIExpression()), !dbg !162
  %161 = getelementptr inbounds i32, i32* %24, i64 %160, !dbg !165
  %162 = load i32, i32* %161, align 4, !dbg !165, !tbaa !36
  %163 = sext i32 %162 to i64, !dbg !165
  %164 = add nsw i64 %158, %163, !dbg !166
  call void @llvm.dbg.value(metadata i64 %164, metadata !128, metadata !DIExpression()), !dbg !162
  %165 = getelementptr inbounds i64, i64* %26, i64 %160, !dbg !167
  store i64 %164, i64* %165, align 8, !dbg !168, !tbaa !140
  %166 = or i64 %146, 3, !dbg !169
  call void @llvm.dbg.value(metadata i64 %166, metadata !127, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %164, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %166, metadata !127, metadata !DIExpression()), !dbg !162
  %167 = getelementptr inbounds i32, i32* %24, i64 %166, !dbg !165
  %168 = load i32, i32* %167, align 4, !dbg !165, !tbaa !36
  %169 = sext i32 %168 to i64, !dbg !165
  %170 = add nsw i64 %164, %169, !dbg !166
  call void @llvm.dbg.value(metadata i64 %170, metadata !128, metadata !DIExpression()), !dbg !162
  %171 = getelementptr inbounds i64, i64* %26, i64 %166, !dbg !167
  store i64 %170, i64* %171, align 8, !dbg !168, !tbaa !140
  %172 = add nuw nsw i64 %146, 4, !dbg !169
  call void @llvm.dbg.value(metadata i64 %172, metadata !127, metadata !DIExpression()), !dbg !162
  %173 = add i64 %148, 4, !dbg !164
  %174 = icmp eq i64 %173, %144, !dbg !164
  br i1 %174, label %175, label %145, !dbg !164, !llvm.loop !170

175:                                              ; preds = %145, %137
  %176 = phi i64 [ 0, %137 ], [ %172, %145 ]
  %177 = phi i64 [ 0, %137 ], [ %170, %145 ]
  %178 = icmp eq i64 %141, 0, !dbg !164
  br i1 %178, label %191, label %179, !dbg !164

179:                                              ; preds = %175, %179
  %180 = phi i64 [ %188, %179 ], [ %176, %175 ]
  %181 = phi i64 [ %186, %179 ], [ %177, %175 ]
  %182 = phi i64 [ %189, %179 ], [ 0, %175 ]
  call void @llvm.dbg.value(metadata i64 %181, metadata !128, metadata !DIExpression()), !dbg !162
  call void @llvm.dbg.value(metadata i64 %180, metadata !127, metadata !DIExpression()), !dbg !162
  %183 = getelementptr inbounds i32, i32* %24, i64 %180, !dbg !165
  %184 = load i32, i32* %183, align 4, !dbg !165, !tbaa !36
  %185 = sext i32 %184 to i64, !dbg !165
  %186 = add nsw i64 %181, %185, !dbg !166
  call void @llvm.dbg.value(metadata i64 %186, metadata !128, metadata !DIExpression()), !dbg !162
  %187 = getelementptr inbounds i64, i64* %26, i64 %180, !dbg !167
  store i64 %186, i64* %187, align 8, !dbg !168, !tbaa !140
  %188 = add nuw nsw i64 %180, 1, !dbg !169
  call void @llvm.dbg.value(metadata i64 %188, metadata !127, metadata !DIExpression()), !dbg !162
  %189 = add i64 %182, 1, !dbg !164
  %190 = icmp eq i64 %189, %141, !dbg !164
  br i1 %190, label %191, label %179, !dbg !164, !llvm.loop !172

191:                                              ; preds = %179, %175
  br label %192, !dbg !173

192:                                              ; preds = %191, %197
  %193 = phi i64 [ %198, %197 ], [ 0, %191 ]
  call void @llvm.dbg.value(metadata i64 %193, metadata !127, metadata !DIExpression()), !dbg !162
  %194 = getelementptr inbounds i64, i64* %26, i64 %193, !dbg !174
  %195 = load i64, i64* %194, align 8, !dbg !174, !tbaa !140
  %196 = icmp slt i64 %195, %140, !dbg !175
  br i1 %196, label %197, label %200, !dbg !176

197:                                              ; preds = %192
  %198 = add nuw nsw i64 %193, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %198, metadata !127, metadata !DIExpression()), !dbg !162
  %199 = icmp eq i64 %198, %74, !dbg !178
  br i1 %199, label %202, label %192, !dbg !173, !llvm.loop !179

200:                                              ; preds = %192
  %201 = trunc i64 %193 to i32, !dbg !176
  br label %202, !dbg !181

202:                                              ; preds = %197, %200
  %203 = phi i32 [ %201, %200 ], [ %17, %197 ], !dbg !182
  call void @llvm.dbg.value(metadata i32 %203, metadata !65, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !183
  br i1 %72, label %204, label %239, !dbg !184

204:                                              ; preds = %202
  %205 = and i64 %74, 3, !dbg !184
  %206 = icmp ult i64 %75, 3, !dbg !184
  br i1 %206, label %222, label %207, !dbg !184

207:                                              ; preds = %204
  %208 = and i64 %74, 4294967292, !dbg !184
  br label %244, !dbg !184

209:                                              ; preds = %28, %209
  %210 = phi i64 [ 0, %28 ], [ %220, %209 ]
  %211 = phi i32 [ -1831433054, %28 ], [ %213, %209 ]
  call void @llvm.dbg.value(metadata i32 %211, metadata !61, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64 %210, metadata !62, metadata !DIExpression()), !dbg !100
  %212 = mul i32 %211, 1664525, !dbg !185
  %213 = add i32 %212, 1013904223, !dbg !187
  call void @llvm.dbg.value(metadata i32 %213, metadata !61, metadata !DIExpression()), !dbg !69
  %214 = lshr i32 %213, 8, !dbg !188
  %215 = urem i32 %214, %29, !dbg !189
  %216 = lshr i32 %213, 20, !dbg !190
  %217 = urem i32 %216, %29, !dbg !191
  %218 = add nuw nsw i32 %217, %215, !dbg !192
  %219 = getelementptr inbounds i32, i32* %21, i64 %210, !dbg !193
  store i32 %218, i32* %219, align 4, !dbg !194, !tbaa !36
  %220 = add nuw nsw i64 %210, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %220, metadata !62, metadata !DIExpression()), !dbg !100
  %221 = icmp eq i64 %220, %30, !dbg !101
  br i1 %221, label %31, label %209, !dbg !103, !llvm.loop !196

222:                                              ; preds = %244, %204
  %223 = phi i64 [ undef, %204 ], [ %271, %244 ]
  %224 = phi i64 [ 0, %204 ], [ %269, %244 ]
  %225 = phi i64 [ 0, %204 ], [ %271, %244 ]
  %226 = icmp eq i64 %205, 0, !dbg !184
  br i1 %226, label %239, label %227, !dbg !184

227:                                              ; preds = %222, %227
  %228 = phi i64 [ %234, %227 ], [ %224, %222 ]
  %229 = phi i64 [ %236, %227 ], [ %225, %222 ]
  %230 = phi i64 [ %237, %227 ], [ 0, %222 ]
  call void @llvm.dbg.value(metadata i64 %228, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %229, metadata !66, metadata !DIExpression()), !dbg !69
  %231 = getelementptr inbounds i32, i32* %24, i64 %228, !dbg !198
  %232 = load i32, i32* %231, align 4, !dbg !198, !tbaa !36
  %233 = sext i32 %232 to i64, !dbg !200
  %234 = add nuw nsw i64 %228, 1, !dbg !201
  %235 = mul nsw i64 %234, %233, !dbg !202
  %236 = add nsw i64 %235, %229, !dbg !203
  call void @llvm.dbg.value(metadata i64 %234, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %236, metadata !66, metadata !DIExpression()), !dbg !69
  %237 = add i64 %230, 1, !dbg !184
  %238 = icmp eq i64 %237, %205, !dbg !184
  br i1 %238, label %239, label %227, !dbg !184, !llvm.loop !204

239:                                              ; preds = %222, %227, %69, %202
  %240 = phi i32 [ %203, %202 ], [ 0, %69 ], [ %203, %227 ], [ %203, %222 ]
  %241 = phi i32 [ %138, %202 ], [ 0, %69 ], [ %138, %227 ], [ %138, %222 ]
  %242 = phi i64 [ 0, %202 ], [ 0, %69 ], [ %223, %222 ], [ %236, %227 ], !dbg !69
  %243 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %241, i32 noundef %240, i64 noundef %242), !dbg !205
  tail call void @free(i8* noundef %20) #7, !dbg !206
  tail call void @free(i8* noundef %23) #7, !dbg !207
  tail call void @free(i8* noundef %25) #7, !dbg !208
  ret i32 0, !dbg !209

244:                                              ; preds = %244, %207
  %245 = phi i64 [ 0, %207 ], [ %269, %244 ]
  %246 = phi i64 [ 0, %207 ], [ %271, %244 ]
  %247 = phi i64 [ 0, %207 ], [ %272, %244 ]
  call void @llvm.dbg.value(metadata i64 %245, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %246, metadata !66, metadata !DIExpression()), !dbg !69
  %248 = getelementptr inbounds i32, i32* %24, i64 %245, !dbg !198
  %249 = load i32, i32* %248, align 4, !dbg !198, !tbaa !36
  %250 = sext i32 %249 to i64, !dbg !200
  %251 = or i64 %245, 1, !dbg !201
  %252 = mul nsw i64 %251, %250, !dbg !202
  %253 = add nsw i64 %252, %246, !dbg !203
  call void @llvm.dbg.value(metadata i64 %251, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %253, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64 %251, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %253, metadata !66, metadata !DIExpression()), !dbg !69
  %254 = getelementptr inbounds i32, i32* %24, i64 %251, !dbg !198
  %255 = load i32, i32* %254, align 4, !dbg !198, !tbaa !36
  %256 = sext i32 %255 to i64, !dbg !200
  %257 = or i64 %245, 2, !dbg !201
  %258 = mul nsw i64 %257, %256, !dbg !202
  %259 = add nsw i64 %258, %253, !dbg !203
  call void @llvm.dbg.value(metadata i64 %257, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %259, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64 %257, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %259, metadata !66, metadata !DIExpression()), !dbg !69
  %260 = getelementptr inbounds i32, i32* %24, i64 %257, !dbg !198
  %261 = load i32, i32* %260, align 4, !dbg !198, !tbaa !36
  %262 = sext i32 %261 to i64, !dbg !200
  %263 = or i64 %245, 3, !dbg !201
  %264 = mul nsw i64 %263, %262, !dbg !202
  %265 = add nsw i64 %264, %259, !dbg !203
  call void @llvm.dbg.value(metadata i64 %263, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %265, metadata !66, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64 %263, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %265, metadata !66, metadata !DIExpression()), !dbg !69
  %266 = getelementptr inbounds i32, i32* %24, i64 %263, !dbg !198
  %267 = load i32, i32* %266, align 4, !dbg !198, !tbaa !36
  %268 = sext i32 %267 to i64, !dbg !200
  %269 = add nuw nsw i64 %245, 4, !dbg !201
  %270 = mul nsw i64 %269, %268, !dbg !202
  %271 = add nsw i64 %270, %265, !dbg !203
  call void @llvm.dbg.value(metadata i64 %269, metadata !67, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.value(metadata i64 %271, metadata !66, metadata !DIExpression()), !dbg !69
  %272 = add i64 %247, 4, !dbg !184
  %273 = icmp eq i64 %272, %208, !dbg !184
  br i1 %273, label %222, label %244, !dbg !184, !llvm.loop !210
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calloc_histogram.c", directory: ".", checksumkind: CSK_MD5, checksum: "ece18868b5cbdc41a1fe561c90508aa0")
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
!16 = distinct !DISubprogram(name: "kernel_histogram", scope: !1, file: !1, line: 7, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !4, !19, !4, !22}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !28}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 7, type: !4)
!25 = !DILocalVariable(name: "x", arg: 2, scope: !16, file: !1, line: 7, type: !19)
!26 = !DILocalVariable(name: "nbins", arg: 3, scope: !16, file: !1, line: 7, type: !4)
!27 = !DILocalVariable(name: "h", arg: 4, scope: !16, file: !1, line: 7, type: !22)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 9, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 9, column: 3)
!30 = !DILocation(line: 0, scope: !16)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 9, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 9, column: 3)
!34 = !DILocation(line: 9, column: 3, scope: !29)
!35 = !DILocation(line: 10, column: 7, scope: !33)
!36 = !{!37, !37, i64 0}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 10, column: 12, scope: !33)
!41 = !DILocation(line: 10, column: 5, scope: !33)
!42 = !DILocation(line: 10, column: 20, scope: !33)
!43 = !DILocation(line: 11, column: 1, scope: !16)
!44 = !DILocation(line: 9, column: 27, scope: !33)
!45 = distinct !{!45, !34, !46, !47}
!46 = !DILocation(line: 10, column: 20, scope: !29)
!47 = !{!"llvm.loop.mustprogress"}
!48 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !49, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!4, !4, !5}
!51 = !{!52, !53, !54, !55, !56, !58, !59, !61, !62, !64, !65, !66, !67}
!52 = !DILocalVariable(name: "argc", arg: 1, scope: !48, file: !1, line: 27, type: !4)
!53 = !DILocalVariable(name: "argv", arg: 2, scope: !48, file: !1, line: 27, type: !5)
!54 = !DILocalVariable(name: "n", scope: !48, file: !1, line: 29, type: !4)
!55 = !DILocalVariable(name: "nbins", scope: !48, file: !1, line: 30, type: !4)
!56 = !DILocalVariable(name: "x", scope: !48, file: !1, line: 31, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!58 = !DILocalVariable(name: "h", scope: !48, file: !1, line: 32, type: !22)
!59 = !DILocalVariable(name: "cum", scope: !48, file: !1, line: 33, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!61 = !DILocalVariable(name: "s", scope: !48, file: !1, line: 34, type: !21)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 36, type: !4)
!63 = distinct !DILexicalBlock(scope: !48, file: !1, line: 36, column: 3)
!64 = !DILocalVariable(name: "med", scope: !48, file: !1, line: 42, type: !4)
!65 = !DILocalVariable(name: "p90", scope: !48, file: !1, line: 43, type: !4)
!66 = !DILocalVariable(name: "chk", scope: !48, file: !1, line: 44, type: !3)
!67 = !DILocalVariable(name: "b", scope: !68, file: !1, line: 45, type: !4)
!68 = distinct !DILexicalBlock(scope: !48, file: !1, line: 45, column: 3)
!69 = !DILocation(line: 0, scope: !48)
!70 = !DILocation(line: 29, column: 16, scope: !48)
!71 = !DILocation(line: 29, column: 11, scope: !48)
!72 = !DILocation(line: 29, column: 27, scope: !48)
!73 = !{!74, !74, i64 0}
!74 = !{!"any pointer", !38, i64 0}
!75 = !DILocalVariable(name: "__nptr", arg: 1, scope: !76, file: !77, line: 362, type: !80)
!76 = distinct !DISubprogram(name: "atoi", scope: !77, file: !77, line: 362, type: !78, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !82)
!77 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!78 = !DISubroutineType(types: !79)
!79 = !{!4, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!82 = !{!75}
!83 = !DILocation(line: 0, scope: !76, inlinedAt: !84)
!84 = distinct !DILocation(line: 29, column: 22, scope: !48)
!85 = !DILocation(line: 364, column: 16, scope: !76, inlinedAt: !84)
!86 = !DILocation(line: 364, column: 10, scope: !76, inlinedAt: !84)
!87 = !DILocation(line: 30, column: 20, scope: !48)
!88 = !DILocation(line: 30, column: 15, scope: !48)
!89 = !DILocation(line: 30, column: 31, scope: !48)
!90 = !DILocation(line: 0, scope: !76, inlinedAt: !91)
!91 = distinct !DILocation(line: 30, column: 26, scope: !48)
!92 = !DILocation(line: 364, column: 16, scope: !76, inlinedAt: !91)
!93 = !DILocation(line: 364, column: 10, scope: !76, inlinedAt: !91)
!94 = !DILocation(line: 31, column: 24, scope: !48)
!95 = !DILocation(line: 31, column: 26, scope: !48)
!96 = !DILocation(line: 31, column: 17, scope: !48)
!97 = !DILocation(line: 32, column: 19, scope: !48)
!98 = !DILocation(line: 32, column: 12, scope: !48)
!99 = !DILocation(line: 33, column: 15, scope: !48)
!100 = !DILocation(line: 0, scope: !63)
!101 = !DILocation(line: 36, column: 21, scope: !102)
!102 = distinct !DILexicalBlock(scope: !63, file: !1, line: 36, column: 3)
!103 = !DILocation(line: 36, column: 3, scope: !63)
!104 = !DILocation(line: 0, scope: !16, inlinedAt: !105)
!105 = distinct !DILocation(line: 41, column: 3, scope: !48)
!106 = !DILocation(line: 0, scope: !29, inlinedAt: !105)
!107 = !DILocation(line: 9, column: 3, scope: !29, inlinedAt: !105)
!108 = !DILocation(line: 10, column: 7, scope: !33, inlinedAt: !105)
!109 = !DILocation(line: 10, column: 12, scope: !33, inlinedAt: !105)
!110 = !DILocation(line: 10, column: 5, scope: !33, inlinedAt: !105)
!111 = !DILocation(line: 10, column: 20, scope: !33, inlinedAt: !105)
!112 = !DILocation(line: 9, column: 27, scope: !33, inlinedAt: !105)
!113 = distinct !{!113, !107, !114, !47}
!114 = !DILocation(line: 10, column: 20, scope: !29, inlinedAt: !105)
!115 = !DILocation(line: 42, column: 45, scope: !48)
!116 = !DILocation(line: 42, column: 43, scope: !48)
!117 = !DILocalVariable(name: "nbins", arg: 1, scope: !118, file: !1, line: 13, type: !4)
!118 = distinct !DISubprogram(name: "percentile_bin", scope: !1, file: !1, line: 13, type: !119, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !123)
!119 = !DISubroutineType(types: !120)
!120 = !{!4, !4, !121, !60, !3}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!123 = !{!117, !124, !125, !126, !127, !128}
!124 = !DILocalVariable(name: "h", arg: 2, scope: !118, file: !1, line: 13, type: !121)
!125 = !DILocalVariable(name: "cum", arg: 3, scope: !118, file: !1, line: 13, type: !60)
!126 = !DILocalVariable(name: "target", arg: 4, scope: !118, file: !1, line: 13, type: !3)
!127 = !DILocalVariable(name: "b", scope: !118, file: !1, line: 15, type: !4)
!128 = !DILocalVariable(name: "c", scope: !118, file: !1, line: 16, type: !3)
!129 = !DILocation(line: 0, scope: !118, inlinedAt: !130)
!130 = distinct !DILocation(line: 42, column: 13, scope: !48)
!131 = !DILocation(line: 17, column: 17, scope: !132, inlinedAt: !130)
!132 = distinct !DILexicalBlock(scope: !133, file: !1, line: 17, column: 3)
!133 = distinct !DILexicalBlock(scope: !118, file: !1, line: 17, column: 3)
!134 = !DILocation(line: 17, column: 3, scope: !133, inlinedAt: !130)
!135 = !DILocation(line: 18, column: 10, scope: !136, inlinedAt: !130)
!136 = distinct !DILexicalBlock(scope: !132, file: !1, line: 17, column: 31)
!137 = !DILocation(line: 18, column: 7, scope: !136, inlinedAt: !130)
!138 = !DILocation(line: 19, column: 5, scope: !136, inlinedAt: !130)
!139 = !DILocation(line: 19, column: 12, scope: !136, inlinedAt: !130)
!140 = !{!141, !141, i64 0}
!141 = !{!"long", !38, i64 0}
!142 = !DILocation(line: 17, column: 27, scope: !132, inlinedAt: !130)
!143 = distinct !{!143, !134, !144, !47}
!144 = !DILocation(line: 20, column: 3, scope: !133, inlinedAt: !130)
!145 = distinct !{!145, !146}
!146 = !{!"llvm.loop.unroll.disable"}
!147 = !DILocation(line: 21, column: 3, scope: !148, inlinedAt: !130)
!148 = distinct !DILexicalBlock(scope: !118, file: !1, line: 21, column: 3)
!149 = !DILocation(line: 22, column: 9, scope: !150, inlinedAt: !130)
!150 = distinct !DILexicalBlock(scope: !151, file: !1, line: 22, column: 9)
!151 = distinct !DILexicalBlock(scope: !148, file: !1, line: 21, column: 3)
!152 = !DILocation(line: 22, column: 16, scope: !150, inlinedAt: !130)
!153 = !DILocation(line: 22, column: 9, scope: !151, inlinedAt: !130)
!154 = !DILocation(line: 21, column: 27, scope: !151, inlinedAt: !130)
!155 = !DILocation(line: 21, column: 17, scope: !151, inlinedAt: !130)
!156 = distinct !{!156, !147, !157, !47}
!157 = !DILocation(line: 23, column: 7, scope: !148, inlinedAt: !130)
!158 = !DILocation(line: 24, column: 3, scope: !118, inlinedAt: !130)
!159 = !DILocation(line: 0, scope: !148, inlinedAt: !130)
!160 = !DILocation(line: 43, column: 51, scope: !48)
!161 = !DILocation(line: 43, column: 55, scope: !48)
!162 = !DILocation(line: 0, scope: !118, inlinedAt: !163)
!163 = distinct !DILocation(line: 43, column: 13, scope: !48)
!164 = !DILocation(line: 17, column: 3, scope: !133, inlinedAt: !163)
!165 = !DILocation(line: 18, column: 10, scope: !136, inlinedAt: !163)
!166 = !DILocation(line: 18, column: 7, scope: !136, inlinedAt: !163)
!167 = !DILocation(line: 19, column: 5, scope: !136, inlinedAt: !163)
!168 = !DILocation(line: 19, column: 12, scope: !136, inlinedAt: !163)
!169 = !DILocation(line: 17, column: 27, scope: !132, inlinedAt: !163)
!170 = distinct !{!170, !164, !171, !47}
!171 = !DILocation(line: 20, column: 3, scope: !133, inlinedAt: !163)
!172 = distinct !{!172, !146}
!173 = !DILocation(line: 21, column: 3, scope: !148, inlinedAt: !163)
!174 = !DILocation(line: 22, column: 9, scope: !150, inlinedAt: !163)
!175 = !DILocation(line: 22, column: 16, scope: !150, inlinedAt: !163)
!176 = !DILocation(line: 22, column: 9, scope: !151, inlinedAt: !163)
!177 = !DILocation(line: 21, column: 27, scope: !151, inlinedAt: !163)
!178 = !DILocation(line: 21, column: 17, scope: !151, inlinedAt: !163)
!179 = distinct !{!179, !173, !180, !47}
!180 = !DILocation(line: 23, column: 7, scope: !148, inlinedAt: !163)
!181 = !DILocation(line: 24, column: 3, scope: !118, inlinedAt: !163)
!182 = !DILocation(line: 0, scope: !148, inlinedAt: !163)
!183 = !DILocation(line: 0, scope: !68)
!184 = !DILocation(line: 45, column: 3, scope: !68)
!185 = !DILocation(line: 37, column: 11, scope: !186)
!186 = distinct !DILexicalBlock(scope: !102, file: !1, line: 36, column: 31)
!187 = !DILocation(line: 37, column: 22, scope: !186)
!188 = !DILocation(line: 39, column: 16, scope: !186)
!189 = !DILocation(line: 39, column: 22, scope: !186)
!190 = !DILocation(line: 39, column: 43, scope: !186)
!191 = !DILocation(line: 39, column: 50, scope: !186)
!192 = !DILocation(line: 39, column: 37, scope: !186)
!193 = !DILocation(line: 39, column: 5, scope: !186)
!194 = !DILocation(line: 39, column: 10, scope: !186)
!195 = !DILocation(line: 36, column: 27, scope: !102)
!196 = distinct !{!196, !103, !197, !47}
!197 = !DILocation(line: 40, column: 3, scope: !63)
!198 = !DILocation(line: 46, column: 18, scope: !199)
!199 = distinct !DILexicalBlock(scope: !68, file: !1, line: 45, column: 3)
!200 = !DILocation(line: 46, column: 12, scope: !199)
!201 = !DILocation(line: 46, column: 28, scope: !199)
!202 = !DILocation(line: 46, column: 23, scope: !199)
!203 = !DILocation(line: 46, column: 9, scope: !199)
!204 = distinct !{!204, !146}
!205 = !DILocation(line: 47, column: 3, scope: !48)
!206 = !DILocation(line: 48, column: 3, scope: !48)
!207 = !DILocation(line: 49, column: 3, scope: !48)
!208 = !DILocation(line: 50, column: 3, scope: !48)
!209 = !DILocation(line: 51, column: 3, scope: !48)
!210 = distinct !{!210, !184, !211, !47}
!211 = !DILocation(line: 46, column: 31, scope: !68)
