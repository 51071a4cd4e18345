; ModuleID = 'prefix_scan.c'
source_filename = "prefix_scan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"kept %d q %ld checksum %ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_scan(i32 noundef %0, i32* nocapture noundef readonly %1, i64* nocapture noundef writeonly %2, i64* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32* %1, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64* %2, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64* %3, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !30
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
  %13 = phi i64 [ 0, %6 ], [ %41, %24 ]
  %14 = phi i64 [ 0, %6 ], [ %39, %24 ]
  %15 = icmp eq i64 %8, 0, !dbg !34
  br i1 %15, label %23, label %16, !dbg !34

16:                                               ; preds = %12
  call void @llvm.dbg.value(metadata i64 %13, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %14, metadata !27, metadata !DIExpression()), !dbg !30
  %17 = getelementptr inbounds i64, i64* %3, i64 %13, !dbg !35
  store i64 %14, i64* %17, align 8, !dbg !37, !tbaa !38
  %18 = getelementptr inbounds i32, i32* %1, i64 %13, !dbg !42
  %19 = load i32, i32* %18, align 4, !dbg !42, !tbaa !43
  %20 = sext i32 %19 to i64, !dbg !42
  %21 = add nsw i64 %14, %20, !dbg !45
  call void @llvm.dbg.value(metadata i64 %21, metadata !27, metadata !DIExpression()), !dbg !30
  %22 = getelementptr inbounds i64, i64* %2, i64 %13, !dbg !46
  store i64 %21, i64* %22, align 8, !dbg !47, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %13, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !31
  br label %23, !dbg !48

23:                                               ; preds = %16, %12, %4
  ret void, !dbg !48

24:                                               ; preds = %24, %10
  %25 = phi i64 [ 0, %10 ], [ %41, %24 ]
  %26 = phi i64 [ 0, %10 ], [ %39, %24 ]
  %27 = phi i64 [ 0, %10 ], [ %42, %24 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %26, metadata !27, metadata !DIExpression()), !dbg !30
  %28 = getelementptr inbounds i64, i64* %3, i64 %25, !dbg !35
  store i64 %26, i64* %28, align 8, !dbg !37, !tbaa !38
  %29 = getelementptr inbounds i32, i32* %1, i64 %25, !dbg !42
  %30 = load i32, i32* %29, align 4, !dbg !42, !tbaa !43
  %31 = sext i32 %30 to i64, !dbg !42
  %32 = add nsw i64 %26, %31, !dbg !45
  call void @llvm.dbg.value(metadata i64 %32, metadata !27, metadata !DIExpression()), !dbg !30
  %33 = getelementptr inbounds i64, i64* %2, i64 %25, !dbg !46
  store i64 %32, i64* %33, align 8, !dbg !47, !tbaa !38
  %34 = or i64 %25, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %34, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %34, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %32, metadata !27, metadata !DIExpression()), !dbg !30
  %35 = getelementptr inbounds i64, i64* %3, i64 %34, !dbg !35
  store i64 %32, i64* %35, align 8, !dbg !37, !tbaa !38
  %36 = getelementptr inbounds i32, i32* %1, i64 %34, !dbg !42
  %37 = load i32, i32* %36, align 4, !dbg !42, !tbaa !43
  %38 = sext i32 %37 to i64, !dbg !42
  %39 = add nsw i64 %32, %38, !dbg !45
  call void @llvm.dbg.value(metadata i64 %39, metadata !27, metadata !DIExpression()), !dbg !30
  %40 = getelementptr inbounds i64, i64* %2, i64 %34, !dbg !46
  store i64 %39, i64* %40, align 8, !dbg !47, !tbaa !38
  %41 = add nuw nsw i64 %25, 2, !dbg !49
  call void @llvm.dbg.value(metadata i64 %41, metadata !28, metadata !DIExpression()), !dbg !31
  %42 = add i64 %27, 2, !dbg !34
  %43 = icmp eq i64 %42, %11, !dbg !34
  br i1 %43, label %12, label %24, !dbg !34, !llvm.loop !50
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !53 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !57, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i8** %1, metadata !58, metadata !DIExpression()), !dbg !85
  %3 = icmp sgt i32 %0, 1, !dbg !86
  br i1 %3, label %4, label %9, !dbg !87

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !88
  %6 = load i8*, i8** %5, align 8, !dbg !88, !tbaa !89
  call void @llvm.dbg.value(metadata i8* %6, metadata !91, metadata !DIExpression()) #7, !dbg !99
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !101
  %8 = trunc i64 %7 to i32, !dbg !102
  br label %9, !dbg !87

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 50000, %2 ], !dbg !87
  call void @llvm.dbg.value(metadata i32 %10, metadata !59, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 120, metadata !60, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !61, metadata !DIExpression()), !dbg !85
  %11 = sext i32 %10 to i64, !dbg !103
  %12 = shl nsw i64 %11, 2, !dbg !104
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !105
  %14 = bitcast i8* %13 to i32*, !dbg !105
  call void @llvm.dbg.value(metadata i32* %14, metadata !62, metadata !DIExpression()), !dbg !85
  %15 = shl nsw i64 %11, 3, !dbg !106
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #7, !dbg !107
  %17 = bitcast i8* %16 to i64*, !dbg !107
  call void @llvm.dbg.value(metadata i64* %17, metadata !64, metadata !DIExpression()), !dbg !85
  %18 = tail call noalias i8* @malloc(i64 noundef %15) #7, !dbg !108
  %19 = bitcast i8* %18 to i64*, !dbg !108
  call void @llvm.dbg.value(metadata i64* %19, metadata !65, metadata !DIExpression()), !dbg !85
  %20 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !109
  %21 = bitcast i8* %20 to i32*, !dbg !109
  call void @llvm.dbg.value(metadata i32* %21, metadata !66, metadata !DIExpression()), !dbg !85
  %22 = tail call noalias i8* @malloc(i64 noundef %15) #7, !dbg !110
  %23 = bitcast i8* %22 to i64*, !dbg !110
  call void @llvm.dbg.value(metadata i64* %23, metadata !67, metadata !DIExpression()), !dbg !85
  %24 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !111
  %25 = bitcast i8* %24 to i32*, !dbg !111
  call void @llvm.dbg.value(metadata i32* %25, metadata !68, metadata !DIExpression()), !dbg !85
  %26 = tail call noalias dereferenceable_or_null(48000) i8* @malloc(i64 noundef 48000) #7, !dbg !112
  %27 = bitcast i8* %26 to i32*, !dbg !112
  call void @llvm.dbg.value(metadata i32* %27, metadata !69, metadata !DIExpression()), !dbg !85
  %28 = tail call noalias dereferenceable_or_null(96000) i8* @malloc(i64 noundef 96000) #7, !dbg !113
  %29 = bitcast i8* %28 to i64*, !dbg !113
  call void @llvm.dbg.value(metadata i64* %29, metadata !70, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !114
  %30 = icmp sgt i32 %10, 0, !dbg !115
  br i1 %30, label %31, label %56, !dbg !117

31:                                               ; preds = %9
  %32 = zext i32 %10 to i64, !dbg !115
  %33 = icmp ult i32 %10, 8, !dbg !117
  br i1 %33, label %54, label %34, !dbg !117

34:                                               ; preds = %31
  %35 = and i64 %32, 4294967288, !dbg !117
  br label %36, !dbg !117

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %49, %36 ], !dbg !118
  %38 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %34 ], [ %50, %36 ], !dbg !119
  %39 = mul nsw <4 x i32> %38, <i32 37, i32 37, i32 37, i32 37>, !dbg !119
  %40 = mul <4 x i32> %38, <i32 37, i32 37, i32 37, i32 37>, !dbg !119
  %41 = add nuw nsw <4 x i32> %39, <i32 11, i32 11, i32 11, i32 11>, !dbg !120
  %42 = add <4 x i32> %40, <i32 159, i32 159, i32 159, i32 159>, !dbg !120
  %43 = urem <4 x i32> %41, <i32 101, i32 101, i32 101, i32 101>, !dbg !121
  %44 = urem <4 x i32> %42, <i32 101, i32 101, i32 101, i32 101>, !dbg !121
  %45 = getelementptr inbounds i32, i32* %14, i64 %37, !dbg !118
  %46 = bitcast i32* %45 to <4 x i32>*, !dbg !122
  store <4 x i32> %43, <4 x i32>* %46, align 4, !dbg !122, !tbaa !43
  %47 = getelementptr inbounds i32, i32* %45, i64 4, !dbg !122
  %48 = bitcast i32* %47 to <4 x i32>*, !dbg !122
  store <4 x i32> %44, <4 x i32>* %48, align 4, !dbg !122, !tbaa !43
  %49 = add nuw i64 %37, 8, !dbg !118
  %50 = add <4 x i32> %38, <i32 8, i32 8, i32 8, i32 8>, !dbg !119
  %51 = icmp eq i64 %49, %35, !dbg !118
  br i1 %51, label %52, label %36, !dbg !118, !llvm.loop !123

52:                                               ; preds = %36
  %53 = icmp eq i64 %35, %32, !dbg !117
  br i1 %53, label %56, label %54, !dbg !117

54:                                               ; preds = %31, %52
  %55 = phi i64 [ 0, %31 ], [ %35, %52 ]
  br label %72, !dbg !117

56:                                               ; preds = %72, %9, %52
  br label %57, !dbg !126

57:                                               ; preds = %56, %57
  %58 = phi i64 [ %69, %57 ], [ 0, %56 ], !dbg !127
  %59 = phi <4 x i16> [ %70, %57 ], [ <i16 0, i16 1, i16 2, i16 3>, %56 ], !dbg !129
  %60 = add <4 x i16> %59, <i16 4, i16 4, i16 4, i16 4>, !dbg !129
  %61 = urem <4 x i16> %59, <i16 9, i16 9, i16 9, i16 9>, !dbg !129
  %62 = urem <4 x i16> %60, <i16 9, i16 9, i16 9, i16 9>, !dbg !129
  %63 = zext <4 x i16> %61 to <4 x i32>, !dbg !129
  %64 = zext <4 x i16> %62 to <4 x i32>, !dbg !129
  %65 = getelementptr inbounds i32, i32* %27, i64 %58, !dbg !127
  %66 = bitcast i32* %65 to <4 x i32>*, !dbg !130
  store <4 x i32> %63, <4 x i32>* %66, align 4, !dbg !130, !tbaa !43
  %67 = getelementptr inbounds i32, i32* %65, i64 4, !dbg !130
  %68 = bitcast i32* %67 to <4 x i32>*, !dbg !130
  store <4 x i32> %64, <4 x i32>* %68, align 4, !dbg !130, !tbaa !43
  %69 = add nuw i64 %58, 8, !dbg !127
  %70 = add <4 x i16> %59, <i16 8, i16 8, i16 8, i16 8>, !dbg !129
  %71 = icmp eq i64 %69, 12000, !dbg !127
  br i1 %71, label %81, label %57, !dbg !127, !llvm.loop !131

72:                                               ; preds = %54, %72
  %73 = phi i64 [ %79, %72 ], [ %55, %54 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !71, metadata !DIExpression()), !dbg !114
  %74 = trunc i64 %73 to i32, !dbg !119
  %75 = mul nsw i32 %74, 37, !dbg !119
  %76 = add nuw nsw i32 %75, 11, !dbg !120
  %77 = urem i32 %76, 101, !dbg !121
  %78 = getelementptr inbounds i32, i32* %14, i64 %73, !dbg !133
  store i32 %77, i32* %78, align 4, !dbg !122, !tbaa !43
  %79 = add nuw nsw i64 %73, 1, !dbg !118
  call void @llvm.dbg.value(metadata i64 %79, metadata !71, metadata !DIExpression()), !dbg !114
  %80 = icmp eq i64 %79, %32, !dbg !115
  br i1 %80, label %56, label %72, !dbg !117, !llvm.loop !134

81:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32 %10, metadata !23, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32* %14, metadata !24, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64* %17, metadata !25, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64* %19, metadata !26, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !138
  br i1 %30, label %82, label %258, !dbg !139

82:                                               ; preds = %81
  %83 = zext i32 %10 to i64, !dbg !140
  %84 = add nsw i64 %83, -1, !dbg !139
  %85 = and i64 %83, 1, !dbg !139
  %86 = icmp eq i64 %84, 0, !dbg !139
  br i1 %86, label %109, label %87, !dbg !139

87:                                               ; preds = %82
  %88 = and i64 %83, 4294967294, !dbg !139
  br label %89, !dbg !139

89:                                               ; preds = %89, %87
  %90 = phi i64 [ 0, %87 ], [ %106, %89 ]
  %91 = phi i64 [ 0, %87 ], [ %104, %89 ]
  %92 = phi i64 [ 0, %87 ], [ %107, %89 ]
  call void @llvm.dbg.value(metadata i64 %90, metadata !28, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 %91, metadata !27, metadata !DIExpression()), !dbg !136
  %93 = getelementptr inbounds i64, i64* %19, i64 %90, !dbg !141
  store i64 %91, i64* %93, align 8, !dbg !142, !tbaa !38
  %94 = getelementptr inbounds i32, i32* %14, i64 %90, !dbg !143
  %95 = load i32, i32* %94, align 4, !dbg !143, !tbaa !43
  %96 = sext i32 %95 to i64, !dbg !143
  %97 = add nsw i64 %91, %96, !dbg !144
  call void @llvm.dbg.value(metadata i64 %97, metadata !27, metadata !DIExpression()), !dbg !136
  %98 = getelementptr inbounds i64, i64* %17, i64 %90, !dbg !145
  store i64 %97, i64* %98, align 8, !dbg !146, !tbaa !38
  %99 = or i64 %90, 1, !dbg !147
  call void @llvm.dbg.value(metadata i64 %99, metadata !28, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 %99, metadata !28, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 %97, metadata !27, metadata !DIExpression()), !dbg !136
  %100 = getelementptr inbounds i64, i64* %19, i64 %99, !dbg !141
  store i64 %97, i64* %100, align 8, !dbg !142, !tbaa !38
  %101 = getelementptr inbounds i32, i32* %14, i64 %99, !dbg !143
  %102 = load i32, i32* %101, align 4, !dbg !143, !tbaa !43
  %103 = sext i32 %102 to i64, !dbg !143
  %104 = add nsw i64 %97, %103, !dbg !144
  call void @llvm.dbg.value(metadata i64 %104, metadata !27, metadata !DIExpression()), !dbg !136
  %105 = getelementptr inbounds i64, i64* %17, i64 %99, !dbg !145
  store i64 %104, i64* %105, align 8, !dbg !146, !tbaa !38
  %106 = add nuw nsw i64 %90, 2, !dbg !147
  call void @llvm.dbg.value(metadata i64 %106, metadata !28, metadata !DIExpression()), !dbg !138
  %107 = add i64 %92, 2, !dbg !139
  %108 = icmp eq i64 %107, %88, !dbg !139
  br i1 %108, label %109, label %89, !dbg !139, !llvm.loop !148

109:                                              ; preds = %89, %82
  %110 = phi i64 [ 0, %82 ], [ %106, %89 ]
  %111 = phi i64 [ 0, %82 ], [ %104, %89 ]
  %112 = icmp eq i64 %85, 0, !dbg !139
  br i1 %112, label %120, label %113, !dbg !139

113:                                              ; preds = %109
  call void @llvm.dbg.value(metadata i64 %110, metadata !28, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i64 %111, metadata !27, metadata !DIExpression()), !dbg !136
  %114 = getelementptr inbounds i64, i64* %19, i64 %110, !dbg !141
  store i64 %111, i64* %114, align 8, !dbg !142, !tbaa !38
  %115 = getelementptr inbounds i32, i32* %14, i64 %110, !dbg !143
  %116 = load i32, i32* %115, align 4, !dbg !143, !tbaa !43
  %117 = sext i32 %116 to i64, !dbg !143
  %118 = add nsw i64 %111, %117, !dbg !144
  call void @llvm.dbg.value(metadata i64 %118, metadata !27, metadata !DIExpression()), !dbg !136
  %119 = getelementptr inbounds i64, i64* %17, i64 %110, !dbg !145
  store i64 %118, i64* %119, align 8, !dbg !146, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %110, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !138
  br label %120, !dbg !150

120:                                              ; preds = %109, %113
  %121 = icmp ult i32 %10, 8, !dbg !150
  br i1 %121, label %146, label %122, !dbg !150

122:                                              ; preds = %120
  %123 = and i64 %83, 4294967288, !dbg !150
  br label %124, !dbg !150

124:                                              ; preds = %124, %122
  %125 = phi i64 [ 0, %122 ], [ %142, %124 ], !dbg !168
  %126 = getelementptr inbounds i32, i32* %14, i64 %125, !dbg !168
  %127 = bitcast i32* %126 to <4 x i32>*, !dbg !170
  %128 = load <4 x i32>, <4 x i32>* %127, align 4, !dbg !170, !tbaa !43
  %129 = getelementptr inbounds i32, i32* %126, i64 4, !dbg !170
  %130 = bitcast i32* %129 to <4 x i32>*, !dbg !170
  %131 = load <4 x i32>, <4 x i32>* %130, align 4, !dbg !170, !tbaa !43
  %132 = srem <4 x i32> %128, <i32 3, i32 3, i32 3, i32 3>, !dbg !171
  %133 = srem <4 x i32> %131, <i32 3, i32 3, i32 3, i32 3>, !dbg !171
  %134 = icmp eq <4 x i32> %132, zeroinitializer, !dbg !172
  %135 = icmp eq <4 x i32> %133, zeroinitializer, !dbg !172
  %136 = zext <4 x i1> %134 to <4 x i32>, !dbg !172
  %137 = zext <4 x i1> %135 to <4 x i32>, !dbg !172
  %138 = getelementptr inbounds i32, i32* %21, i64 %125, !dbg !168
  %139 = bitcast i32* %138 to <4 x i32>*, !dbg !173
  store <4 x i32> %136, <4 x i32>* %139, align 4, !dbg !173, !tbaa !43
  %140 = getelementptr inbounds i32, i32* %138, i64 4, !dbg !173
  %141 = bitcast i32* %140 to <4 x i32>*, !dbg !173
  store <4 x i32> %137, <4 x i32>* %141, align 4, !dbg !173, !tbaa !43
  %142 = add nuw i64 %125, 8, !dbg !168
  %143 = icmp eq i64 %142, %123, !dbg !168
  br i1 %143, label %144, label %124, !dbg !168, !llvm.loop !174

144:                                              ; preds = %124
  %145 = icmp eq i64 %123, %83, !dbg !150
  br i1 %145, label %158, label %146, !dbg !150

146:                                              ; preds = %120, %144
  %147 = phi i64 [ 0, %120 ], [ %123, %144 ]
  br label %148, !dbg !150

148:                                              ; preds = %146, %148
  %149 = phi i64 [ %156, %148 ], [ %147, %146 ]
  call void @llvm.dbg.value(metadata i64 %149, metadata !162, metadata !DIExpression()), !dbg !176
  %150 = getelementptr inbounds i32, i32* %14, i64 %149, !dbg !170
  %151 = load i32, i32* %150, align 4, !dbg !170, !tbaa !43
  %152 = srem i32 %151, 3, !dbg !171
  %153 = icmp eq i32 %152, 0, !dbg !172
  %154 = zext i1 %153 to i32, !dbg !172
  %155 = getelementptr inbounds i32, i32* %21, i64 %149, !dbg !177
  store i32 %154, i32* %155, align 4, !dbg !173, !tbaa !43
  %156 = add nuw nsw i64 %149, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %156, metadata !162, metadata !DIExpression()), !dbg !176
  %157 = icmp eq i64 %156, %83, !dbg !178
  br i1 %157, label %158, label %148, !dbg !150, !llvm.loop !179

158:                                              ; preds = %148, %144
  %159 = and i64 %83, 3, !dbg !180
  %160 = icmp ult i64 %84, 3, !dbg !180
  br i1 %160, label %193, label %161, !dbg !180

161:                                              ; preds = %158
  %162 = and i64 %83, 4294967292, !dbg !180
  br label %163, !dbg !180

163:                                              ; preds = %163, %161
  %164 = phi i64 [ 0, %161 ], [ %190, %163 ]
  %165 = phi i64 [ 0, %161 ], [ %189, %163 ]
  %166 = phi i64 [ 0, %161 ], [ %191, %163 ]
  call void @llvm.dbg.value(metadata i64 %164, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %165, metadata !161, metadata !DIExpression()), !dbg !182
  %167 = getelementptr inbounds i64, i64* %23, i64 %164, !dbg !183
  store i64 %165, i64* %167, align 8, !dbg !186, !tbaa !38
  %168 = getelementptr inbounds i32, i32* %21, i64 %164, !dbg !187
  %169 = load i32, i32* %168, align 4, !dbg !187, !tbaa !43
  %170 = sext i32 %169 to i64, !dbg !187
  %171 = add nsw i64 %165, %170, !dbg !188
  call void @llvm.dbg.value(metadata i64 %171, metadata !161, metadata !DIExpression()), !dbg !182
  %172 = or i64 %164, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %172, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %172, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %171, metadata !161, metadata !DIExpression()), !dbg !182
  %173 = getelementptr inbounds i64, i64* %23, i64 %172, !dbg !183
  store i64 %171, i64* %173, align 8, !dbg !186, !tbaa !38
  %174 = getelementptr inbounds i32, i32* %21, i64 %172, !dbg !187
  %175 = load i32, i32* %174, align 4, !dbg !187, !tbaa !43
  %176 = sext i32 %175 to i64, !dbg !187
  %177 = add nsw i64 %171, %176, !dbg !188
  call void @llvm.dbg.value(metadata i64 %177, metadata !161, metadata !DIExpression()), !dbg !182
  %178 = or i64 %164, 2, !dbg !189
  call void @llvm.dbg.value(metadata i64 %178, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %178, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %177, metadata !161, metadata !DIExpression()), !dbg !182
  %179 = getelementptr inbounds i64, i64* %23, i64 %178, !dbg !183
  store i64 %177, i64* %179, align 8, !dbg !186, !tbaa !38
  %180 = getelementptr inbounds i32, i32* %21, i64 %178, !dbg !187
  %181 = load i32, i32* %180, align 4, !dbg !187, !tbaa !43
  %182 = sext i32 %181 to i64, !dbg !187
  %183 = add nsw i64 %177, %182, !dbg !188
  call void @llvm.dbg.value(metadata i64 %183, metadata !161, metadata !DIExpression()), !dbg !182
  %184 = or i64 %164, 3, !dbg !189
  call void @llvm.dbg.value(metadata i64 %184, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %184, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %183, metadata !161, metadata !DIExpression()), !dbg !182
  %185 = getelementptr inbounds i64, i64* %23, i64 %184, !dbg !183
  store i64 %183, i64* %185, align 8, !dbg !186, !tbaa !38
  %186 = getelementptr inbounds i32, i32* %21, i64 %184, !dbg !187
  %187 = load i32, i32* %186, align 4, !dbg !187, !tbaa !43
  %188 = sext i32 %187 to i64, !dbg !187
  %189 = add nsw i64 %183, %188, !dbg !188
  call void @llvm.dbg.value(metadata i64 %189, metadata !161, metadata !DIExpression()), !dbg !182
  %190 = add nuw nsw i64 %164, 4, !dbg !189
  call void @llvm.dbg.value(metadata i64 %190, metadata !163, metadata !DIExpression()), !dbg !181
  %191 = add i64 %166, 4, !dbg !180
  %192 = icmp eq i64 %191, %162, !dbg !180
  br i1 %192, label %193, label %163, !dbg !180, !llvm.loop !190

193:                                              ; preds = %163, %158
  %194 = phi i64 [ undef, %158 ], [ %189, %163 ]
  %195 = phi i64 [ 0, %158 ], [ %190, %163 ]
  %196 = phi i64 [ 0, %158 ], [ %189, %163 ]
  %197 = icmp eq i64 %159, 0, !dbg !180
  br i1 %197, label %210, label %198, !dbg !180

198:                                              ; preds = %193, %198
  %199 = phi i64 [ %207, %198 ], [ %195, %193 ]
  %200 = phi i64 [ %206, %198 ], [ %196, %193 ]
  %201 = phi i64 [ %208, %198 ], [ 0, %193 ]
  call void @llvm.dbg.value(metadata i64 %199, metadata !163, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i64 %200, metadata !161, metadata !DIExpression()), !dbg !182
  %202 = getelementptr inbounds i64, i64* %23, i64 %199, !dbg !183
  store i64 %200, i64* %202, align 8, !dbg !186, !tbaa !38
  %203 = getelementptr inbounds i32, i32* %21, i64 %199, !dbg !187
  %204 = load i32, i32* %203, align 4, !dbg !187, !tbaa !43
  %205 = sext i32 %204 to i64, !dbg !187
  %206 = add nsw i64 %200, %205, !dbg !188
  call void @llvm.dbg.value(metadata i64 %206, metadata !161, metadata !DIExpression()), !dbg !182
  %207 = add nuw nsw i64 %199, 1, !dbg !189
  call void @llvm.dbg.value(metadata i64 %207, metadata !163, metadata !DIExpression()), !dbg !181
  %208 = add i64 %201, 1, !dbg !180
  %209 = icmp eq i64 %208, %159, !dbg !180
  br i1 %209, label %210, label %198, !dbg !180, !llvm.loop !192

210:                                              ; preds = %198, %193
  %211 = phi i64 [ %194, %193 ], [ %206, %198 ], !dbg !188
  %212 = and i64 %83, 1, !dbg !194
  %213 = icmp eq i64 %84, 0, !dbg !194
  br i1 %213, label %243, label %214, !dbg !194

214:                                              ; preds = %210
  %215 = and i64 %83, 4294967294, !dbg !194
  br label %216, !dbg !194

216:                                              ; preds = %239, %214
  %217 = phi i64 [ 0, %214 ], [ %240, %239 ]
  %218 = phi i64 [ 0, %214 ], [ %241, %239 ]
  call void @llvm.dbg.value(metadata i64 %217, metadata !165, metadata !DIExpression()), !dbg !195
  %219 = getelementptr inbounds i32, i32* %21, i64 %217, !dbg !196
  %220 = load i32, i32* %219, align 4, !dbg !196, !tbaa !43
  %221 = icmp eq i32 %220, 0, !dbg !196
  br i1 %221, label %228, label %222, !dbg !199

222:                                              ; preds = %216
  %223 = getelementptr inbounds i32, i32* %14, i64 %217, !dbg !200
  %224 = load i32, i32* %223, align 4, !dbg !200, !tbaa !43
  %225 = getelementptr inbounds i64, i64* %23, i64 %217, !dbg !201
  %226 = load i64, i64* %225, align 8, !dbg !201, !tbaa !38
  %227 = getelementptr inbounds i32, i32* %25, i64 %226, !dbg !202
  store i32 %224, i32* %227, align 4, !dbg !203, !tbaa !43
  br label %228, !dbg !202

228:                                              ; preds = %222, %216
  %229 = or i64 %217, 1, !dbg !204
  call void @llvm.dbg.value(metadata i64 %229, metadata !165, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %229, metadata !165, metadata !DIExpression()), !dbg !195
  %230 = getelementptr inbounds i32, i32* %21, i64 %229, !dbg !196
  %231 = load i32, i32* %230, align 4, !dbg !196, !tbaa !43
  %232 = icmp eq i32 %231, 0, !dbg !196
  br i1 %232, label %239, label %233, !dbg !199

233:                                              ; preds = %228
  %234 = getelementptr inbounds i32, i32* %14, i64 %229, !dbg !200
  %235 = load i32, i32* %234, align 4, !dbg !200, !tbaa !43
  %236 = getelementptr inbounds i64, i64* %23, i64 %229, !dbg !201
  %237 = load i64, i64* %236, align 8, !dbg !201, !tbaa !38
  %238 = getelementptr inbounds i32, i32* %25, i64 %237, !dbg !202
  store i32 %235, i32* %238, align 4, !dbg !203, !tbaa !43
  br label %239, !dbg !202

239:                                              ; preds = %233, %228
  %240 = add nuw nsw i64 %217, 2, !dbg !204
  call void @llvm.dbg.value(metadata i64 %240, metadata !165, metadata !DIExpression()), !dbg !195
  %241 = add i64 %218, 2, !dbg !194
  %242 = icmp eq i64 %241, %215, !dbg !194
  br i1 %242, label %243, label %216, !dbg !194, !llvm.loop !205

243:                                              ; preds = %239, %210
  %244 = phi i64 [ 0, %210 ], [ %240, %239 ]
  %245 = icmp eq i64 %212, 0, !dbg !199
  br i1 %245, label %256, label %246, !dbg !199

246:                                              ; preds = %243
  call void @llvm.dbg.value(metadata i64 %244, metadata !165, metadata !DIExpression()), !dbg !195
  %247 = getelementptr inbounds i32, i32* %21, i64 %244, !dbg !196
  %248 = load i32, i32* %247, align 4, !dbg !196, !tbaa !43
  %249 = icmp eq i32 %248, 0, !dbg !196
  br i1 %249, label %256, label %250, !dbg !199

250:                                              ; preds = %246
  %251 = getelementptr inbounds i32, i32* %14, i64 %244, !dbg !200
  %252 = load i32, i32* %251, align 4, !dbg !200, !tbaa !43
  %253 = getelementptr inbounds i64, i64* %23, i64 %244, !dbg !201
  %254 = load i64, i64* %253, align 8, !dbg !201, !tbaa !38
  %255 = getelementptr inbounds i32, i32* %25, i64 %254, !dbg !202
  store i32 %252, i32* %255, align 4, !dbg !203, !tbaa !43
  br label %256, !dbg !202

256:                                              ; preds = %246, %250, %243
  %257 = trunc i64 %211 to i32, !dbg !207
  br label %258, !dbg !208

258:                                              ; preds = %256, %81
  %259 = phi i32 [ 0, %81 ], [ %257, %256 ]
  call void @llvm.dbg.value(metadata i32 %259, metadata !75, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 120, metadata !214, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 100, metadata !215, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32* %27, metadata !216, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i64* %29, metadata !217, metadata !DIExpression()), !dbg !225
  call void @llvm.dbg.value(metadata i32 0, metadata !218, metadata !DIExpression()), !dbg !226
  br label %260, !dbg !208

260:                                              ; preds = %264, %258
  %261 = phi i64 [ 0, %258 ], [ %265, %264 ]
  call void @llvm.dbg.value(metadata i64 %261, metadata !218, metadata !DIExpression()), !dbg !226
  %262 = mul nuw nsw i64 %261, 100
  %263 = icmp eq i64 %261, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 0, metadata !219, metadata !DIExpression()), !dbg !228
  br label %267, !dbg !229

264:                                              ; preds = %293
  %265 = add nuw nsw i64 %261, 1, !dbg !230
  call void @llvm.dbg.value(metadata i64 %265, metadata !218, metadata !DIExpression()), !dbg !226
  %266 = icmp eq i64 %265, 120, !dbg !231
  br i1 %266, label %299, label %260, !dbg !208, !llvm.loop !232

267:                                              ; preds = %293, %260
  %268 = phi i64 [ 0, %260 ], [ %297, %293 ]
  %269 = phi i64 [ 0, %260 ], [ %288, %293 ]
  call void @llvm.dbg.value(metadata i64 %268, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %269, metadata !219, metadata !DIExpression()), !dbg !228
  %270 = add nuw nsw i64 %268, %262, !dbg !234
  %271 = getelementptr inbounds i32, i32* %27, i64 %270, !dbg !237
  %272 = load i32, i32* %271, align 4, !dbg !237, !tbaa !43
  %273 = sext i32 %272 to i64, !dbg !237
  %274 = add nsw i64 %269, %273, !dbg !238
  call void @llvm.dbg.value(metadata i64 %274, metadata !219, metadata !DIExpression()), !dbg !228
  br i1 %263, label %279, label %275, !dbg !239

275:                                              ; preds = %267
  %276 = add nsw i64 %270, -100, !dbg !240
  %277 = getelementptr inbounds i64, i64* %29, i64 %276, !dbg !241
  %278 = load i64, i64* %277, align 8, !dbg !241, !tbaa !38
  br label %279, !dbg !239

279:                                              ; preds = %275, %267
  %280 = phi i64 [ %278, %275 ], [ 0, %267 ], !dbg !239
  %281 = add nsw i64 %280, %274, !dbg !242
  %282 = getelementptr inbounds i64, i64* %29, i64 %270, !dbg !243
  store i64 %281, i64* %282, align 8, !dbg !244, !tbaa !38
  %283 = or i64 %268, 1, !dbg !245
  call void @llvm.dbg.value(metadata i64 %283, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %274, metadata !219, metadata !DIExpression()), !dbg !228
  call void @llvm.dbg.value(metadata i64 %283, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %274, metadata !219, metadata !DIExpression()), !dbg !228
  %284 = add nuw nsw i64 %283, %262, !dbg !234
  %285 = getelementptr inbounds i32, i32* %27, i64 %284, !dbg !237
  %286 = load i32, i32* %285, align 4, !dbg !237, !tbaa !43
  %287 = sext i32 %286 to i64, !dbg !237
  %288 = add nsw i64 %274, %287, !dbg !238
  call void @llvm.dbg.value(metadata i64 %288, metadata !219, metadata !DIExpression()), !dbg !228
  br i1 %263, label %293, label %289, !dbg !239

289:                                              ; preds = %279
  %290 = add nsw i64 %284, -100, !dbg !240
  %291 = getelementptr inbounds i64, i64* %29, i64 %290, !dbg !241
  %292 = load i64, i64* %291, align 8, !dbg !241, !tbaa !38
  br label %293, !dbg !239

293:                                              ; preds = %289, %279
  %294 = phi i64 [ %292, %289 ], [ 0, %279 ], !dbg !239
  %295 = add nsw i64 %294, %288, !dbg !242
  %296 = getelementptr inbounds i64, i64* %29, i64 %284, !dbg !243
  store i64 %295, i64* %296, align 8, !dbg !244, !tbaa !38
  %297 = add nuw nsw i64 %268, 2, !dbg !245
  call void @llvm.dbg.value(metadata i64 %297, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %288, metadata !219, metadata !DIExpression()), !dbg !228
  %298 = icmp eq i64 %297, 100, !dbg !246
  br i1 %298, label %264, label %267, !dbg !229, !llvm.loop !247

299:                                              ; preds = %264, %339
  %300 = phi i64 [ %340, %339 ], [ 0, %264 ]
  %301 = phi i64 [ %369, %339 ], [ 0, %264 ]
  call void @llvm.dbg.value(metadata i64 %300, metadata !77, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i64 %301, metadata !76, metadata !DIExpression()), !dbg !85
  %302 = mul nuw nsw i64 %300, 100
  %303 = add nuw nsw i64 %302, 1000
  %304 = icmp eq i64 %300, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !250
  %305 = add nsw i64 %302, -100
  %306 = add nuw nsw i64 %302, 999
  %307 = add nsw i64 %302, -101
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i32 100, metadata !251, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64* %29, metadata !258, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %300, metadata !259, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 0, metadata !260, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %300, metadata !261, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !264
  call void @llvm.dbg.value(metadata i64 10, metadata !262, metadata !DIExpression()), !dbg !264
  %308 = add nuw nsw i64 %302, 1010, !dbg !267
  %309 = getelementptr inbounds i64, i64* %29, i64 %308, !dbg !268
  %310 = load i64, i64* %309, align 8, !dbg !268, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %310, metadata !263, metadata !DIExpression()), !dbg !264
  br i1 %304, label %316, label %311, !dbg !269

311:                                              ; preds = %299
  %312 = add nsw i64 %302, -90, !dbg !270
  %313 = getelementptr inbounds i64, i64* %29, i64 %312, !dbg !272
  %314 = load i64, i64* %313, align 8, !dbg !272, !tbaa !38
  %315 = sub nsw i64 %310, %314, !dbg !273
  call void @llvm.dbg.value(metadata i64 %315, metadata !263, metadata !DIExpression()), !dbg !264
  br label %316, !dbg !274

316:                                              ; preds = %311, %299
  %317 = phi i64 [ %315, %311 ], [ %310, %299 ], !dbg !264
  call void @llvm.dbg.value(metadata i64 %317, metadata !263, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata !DIArgList(i64 %317, i64 %301), metadata !76, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !85
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !250
  %318 = add nsw i64 %317, %301, !dbg !275
  call void @llvm.dbg.value(metadata i64 %318, metadata !76, metadata !DIExpression()), !dbg !85
  br label %342, !dbg !276

319:                                              ; preds = %339
  %320 = add nsw i32 %10, -1, !dbg !277
  %321 = sext i32 %320 to i64, !dbg !278
  %322 = getelementptr inbounds i64, i64* %17, i64 %321, !dbg !278
  %323 = load i64, i64* %322, align 8, !dbg !278, !tbaa !38
  %324 = sdiv i32 %10, 2, !dbg !279
  %325 = sext i32 %324 to i64, !dbg !280
  %326 = getelementptr inbounds i64, i64* %19, i64 %325, !dbg !280
  %327 = load i64, i64* %326, align 8, !dbg !280, !tbaa !38
  %328 = add nsw i64 %327, %323, !dbg !281
  call void @llvm.dbg.value(metadata i64 %328, metadata !82, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !282
  %329 = icmp sgt i32 %259, 0, !dbg !283
  br i1 %329, label %330, label %388, !dbg !285

330:                                              ; preds = %319
  %331 = zext i32 %259 to i64, !dbg !285
  %332 = add nsw i64 %331, -1, !dbg !285
  %333 = udiv i64 %332, 13, !dbg !285
  %334 = add nuw nsw i64 %333, 1, !dbg !285
  %335 = and i64 %334, 7, !dbg !285
  %336 = icmp ult i64 %332, 91, !dbg !285
  br i1 %336, label %372, label %337, !dbg !285

337:                                              ; preds = %330
  %338 = and i64 %334, 4611686018427387896, !dbg !285
  br label %391, !dbg !285

339:                                              ; preds = %367
  %340 = add nuw nsw i64 %300, 5, !dbg !286
  call void @llvm.dbg.value(metadata i64 %340, metadata !77, metadata !DIExpression()), !dbg !249
  call void @llvm.dbg.value(metadata i64 %369, metadata !76, metadata !DIExpression()), !dbg !85
  %341 = icmp ult i64 %300, 105, !dbg !287
  br i1 %341, label %299, label %319, !dbg !288, !llvm.loop !289

342:                                              ; preds = %316, %367
  %343 = phi i64 [ 5, %316 ], [ %370, %367 ]
  %344 = phi i64 [ %318, %316 ], [ %369, %367 ]
  call void @llvm.dbg.value(metadata i64 %343, metadata !79, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %344, metadata !76, metadata !DIExpression()), !dbg !85
  %345 = add nuw nsw i64 %343, 10, !dbg !291
  call void @llvm.dbg.value(metadata i32 100, metadata !251, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64* %29, metadata !258, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %300, metadata !259, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %343, metadata !260, metadata !DIExpression()), !dbg !264
  call void @llvm.dbg.value(metadata i64 %300, metadata !261, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !264
  call void @llvm.dbg.value(metadata i64 %345, metadata !262, metadata !DIExpression()), !dbg !264
  %346 = add nuw nsw i64 %345, %303, !dbg !267
  %347 = getelementptr inbounds i64, i64* %29, i64 %346, !dbg !268
  %348 = load i64, i64* %347, align 8, !dbg !268, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %348, metadata !263, metadata !DIExpression()), !dbg !264
  br i1 %304, label %349, label %354, !dbg !269

349:                                              ; preds = %342
  %350 = add nuw nsw i64 %306, %343, !dbg !292
  %351 = getelementptr inbounds i64, i64* %29, i64 %350, !dbg !294
  %352 = load i64, i64* %351, align 8, !dbg !294, !tbaa !38
  %353 = sub nsw i64 %348, %352, !dbg !295
  br label %367, !dbg !296

354:                                              ; preds = %342
  call void @llvm.dbg.value(metadata !DIArgList(i64 %348, i64 undef), metadata !263, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !264
  %355 = add nsw i64 %305, %345, !dbg !270
  %356 = getelementptr inbounds i64, i64* %29, i64 %355, !dbg !272
  %357 = load i64, i64* %356, align 8, !dbg !272, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %348, i64 %357), metadata !263, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !264
  %358 = add nuw nsw i64 %306, %343, !dbg !292
  %359 = getelementptr inbounds i64, i64* %29, i64 %358, !dbg !294
  %360 = load i64, i64* %359, align 8, !dbg !294, !tbaa !38
  %361 = add i64 %357, %360, !dbg !295
  %362 = sub i64 %348, %361, !dbg !295
  call void @llvm.dbg.value(metadata i64 %362, metadata !263, metadata !DIExpression()), !dbg !264
  %363 = add nsw i64 %307, %343, !dbg !298
  %364 = getelementptr inbounds i64, i64* %29, i64 %363, !dbg !299
  %365 = load i64, i64* %364, align 8, !dbg !299, !tbaa !38
  %366 = add nsw i64 %362, %365, !dbg !300
  call void @llvm.dbg.value(metadata i64 %366, metadata !263, metadata !DIExpression()), !dbg !264
  br label %367, !dbg !301

367:                                              ; preds = %349, %354
  %368 = phi i64 [ %366, %354 ], [ %353, %349 ], !dbg !264
  call void @llvm.dbg.value(metadata i64 %368, metadata !263, metadata !DIExpression()), !dbg !264
  %369 = add nsw i64 %368, %344, !dbg !275
  call void @llvm.dbg.value(metadata i64 %369, metadata !76, metadata !DIExpression()), !dbg !85
  %370 = add nuw nsw i64 %343, 5, !dbg !302
  call void @llvm.dbg.value(metadata i64 %370, metadata !79, metadata !DIExpression()), !dbg !250
  %371 = icmp ult i64 %343, 85, !dbg !303
  br i1 %371, label %342, label %339, !dbg !276, !llvm.loop !304

372:                                              ; preds = %391, %330
  %373 = phi i64 [ undef, %330 ], [ %433, %391 ]
  %374 = phi i64 [ 0, %330 ], [ %434, %391 ]
  %375 = phi i64 [ %328, %330 ], [ %433, %391 ]
  %376 = icmp eq i64 %335, 0, !dbg !285
  br i1 %376, label %388, label %377, !dbg !285

377:                                              ; preds = %372, %377
  %378 = phi i64 [ %385, %377 ], [ %374, %372 ]
  %379 = phi i64 [ %384, %377 ], [ %375, %372 ]
  %380 = phi i64 [ %386, %377 ], [ 0, %372 ]
  call void @llvm.dbg.value(metadata i64 %378, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %379, metadata !82, metadata !DIExpression()), !dbg !85
  %381 = getelementptr inbounds i32, i32* %25, i64 %378, !dbg !307
  %382 = load i32, i32* %381, align 4, !dbg !307, !tbaa !43
  %383 = sext i32 %382 to i64, !dbg !307
  %384 = add nsw i64 %379, %383, !dbg !308
  call void @llvm.dbg.value(metadata i64 %384, metadata !82, metadata !DIExpression()), !dbg !85
  %385 = add nuw nsw i64 %378, 13, !dbg !309
  call void @llvm.dbg.value(metadata i64 %385, metadata !83, metadata !DIExpression()), !dbg !282
  %386 = add i64 %380, 1, !dbg !285
  %387 = icmp eq i64 %386, %335, !dbg !285
  br i1 %387, label %388, label %377, !dbg !285, !llvm.loop !310

388:                                              ; preds = %372, %377, %319
  %389 = phi i64 [ %328, %319 ], [ %373, %372 ], [ %384, %377 ], !dbg !85
  %390 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %259, i64 noundef %369, i64 noundef %389), !dbg !311
  tail call void @free(i8* noundef %13) #7, !dbg !312
  tail call void @free(i8* noundef %16) #7, !dbg !313
  tail call void @free(i8* noundef %18) #7, !dbg !314
  tail call void @free(i8* noundef %20) #7, !dbg !315
  tail call void @free(i8* noundef %22) #7, !dbg !316
  tail call void @free(i8* noundef %24) #7, !dbg !317
  tail call void @free(i8* noundef %26) #7, !dbg !318
  tail call void @free(i8* noundef %28) #7, !dbg !319
  ret i32 0, !dbg !320

391:                                              ; preds = %391, %337
  %392 = phi i64 [ 0, %337 ], [ %434, %391 ]
  %393 = phi i64 [ %328, %337 ], [ %433, %391 ]
  %394 = phi i64 [ 0, %337 ], [ %435, %391 ]
  call void @llvm.dbg.value(metadata i64 %392, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %393, metadata !82, metadata !DIExpression()), !dbg !85
  %395 = getelementptr inbounds i32, i32* %25, i64 %392, !dbg !307
  %396 = load i32, i32* %395, align 4, !dbg !307, !tbaa !43
  %397 = sext i32 %396 to i64, !dbg !307
  %398 = add nsw i64 %393, %397, !dbg !308
  call void @llvm.dbg.value(metadata i64 %398, metadata !82, metadata !DIExpression()), !dbg !85
  %399 = add nuw nsw i64 %392, 13, !dbg !309
  call void @llvm.dbg.value(metadata i64 %399, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %399, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %398, metadata !82, metadata !DIExpression()), !dbg !85
  %400 = getelementptr inbounds i32, i32* %25, i64 %399, !dbg !307
  %401 = load i32, i32* %400, align 4, !dbg !307, !tbaa !43
  %402 = sext i32 %401 to i64, !dbg !307
  %403 = add nsw i64 %398, %402, !dbg !308
  call void @llvm.dbg.value(metadata i64 %403, metadata !82, metadata !DIExpression()), !dbg !85
  %404 = add nuw nsw i64 %392, 26, !dbg !309
  call void @llvm.dbg.value(metadata i64 %404, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %404, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %403, metadata !82, metadata !DIExpression()), !dbg !85
  %405 = getelementptr inbounds i32, i32* %25, i64 %404, !dbg !307
  %406 = load i32, i32* %405, align 4, !dbg !307, !tbaa !43
  %407 = sext i32 %406 to i64, !dbg !307
  %408 = add nsw i64 %403, %407, !dbg !308
  call void @llvm.dbg.value(metadata i64 %408, metadata !82, metadata !DIExpression()), !dbg !85
  %409 = add nuw nsw i64 %392, 39, !dbg !309
  call void @llvm.dbg.value(metadata i64 %409, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %409, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %408, metadata !82, metadata !DIExpression()), !dbg !85
  %410 = getelementptr inbounds i32, i32* %25, i64 %409, !dbg !307
  %411 = load i32, i32* %410, align 4, !dbg !307, !tbaa !43
  %412 = sext i32 %411 to i64, !dbg !307
  %413 = add nsw i64 %408, %412, !dbg !308
  call void @llvm.dbg.value(metadata i64 %413, metadata !82, metadata !DIExpression()), !dbg !85
  %414 = add nuw nsw i64 %392, 52, !dbg !309
  call void @llvm.dbg.value(metadata i64 %414, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %414, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %413, metadata !82, metadata !DIExpression()), !dbg !85
  %415 = getelementptr inbounds i32, i32* %25, i64 %414, !dbg !307
  %416 = load i32, i32* %415, align 4, !dbg !307, !tbaa !43
  %417 = sext i32 %416 to i64, !dbg !307
  %418 = add nsw i64 %413, %417, !dbg !308
  call void @llvm.dbg.value(metadata i64 %418, metadata !82, metadata !DIExpression()), !dbg !85
  %419 = add nuw nsw i64 %392, 65, !dbg !309
  call void @llvm.dbg.value(metadata i64 %419, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %419, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %418, metadata !82, metadata !DIExpression()), !dbg !85
  %420 = getelementptr inbounds i32, i32* %25, i64 %419, !dbg !307
  %421 = load i32, i32* %420, align 4, !dbg !307, !tbaa !43
  %422 = sext i32 %421 to i64, !dbg !307
  %423 = add nsw i64 %418, %422, !dbg !308
  call void @llvm.dbg.value(metadata i64 %423, metadata !82, metadata !DIExpression()), !dbg !85
  %424 = add nuw nsw i64 %392, 78, !dbg !309
  call void @llvm.dbg.value(metadata i64 %424, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %424, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %423, metadata !82, metadata !DIExpression()), !dbg !85
  %425 = getelementptr inbounds i32, i32* %25, i64 %424, !dbg !307
  %426 = load i32, i32* %425, align 4, !dbg !307, !tbaa !43
  %427 = sext i32 %426 to i64, !dbg !307
  %428 = add nsw i64 %423, %427, !dbg !308
  call void @llvm.dbg.value(metadata i64 %428, metadata !82, metadata !DIExpression()), !dbg !85
  %429 = add nuw nsw i64 %392, 91, !dbg !309
  call void @llvm.dbg.value(metadata i64 %429, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %429, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %428, metadata !82, metadata !DIExpression()), !dbg !85
  %430 = getelementptr inbounds i32, i32* %25, i64 %429, !dbg !307
  %431 = load i32, i32* %430, align 4, !dbg !307, !tbaa !43
  %432 = sext i32 %431 to i64, !dbg !307
  %433 = add nsw i64 %428, %432, !dbg !308
  call void @llvm.dbg.value(metadata i64 %433, metadata !82, metadata !DIExpression()), !dbg !85
  %434 = add nuw nsw i64 %392, 104, !dbg !309
  call void @llvm.dbg.value(metadata i64 %434, metadata !83, metadata !DIExpression()), !dbg !282
  %435 = add i64 %394, 8, !dbg !285
  %436 = icmp eq i64 %435, %338, !dbg !285
  br i1 %436, label %372, label %391, !dbg !285, !llvm.loop !321
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

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "prefix_scan.c", directory: ".", checksumkind: CSK_MD5, checksum: "acfda563f20066e2be2ec2689fc12838")
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
!15 = distinct !DISubprogram(name: "kernel_scan", scope: !1, file: !1, line: 7, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !18, !20, !20}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !{!23, !24, !25, !26, !27, !28}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 7, type: !3)
!24 = !DILocalVariable(name: "in", arg: 2, scope: !15, file: !1, line: 7, type: !18)
!25 = !DILocalVariable(name: "incl", arg: 3, scope: !15, file: !1, line: 7, type: !20)
!26 = !DILocalVariable(name: "excl", arg: 4, scope: !15, file: !1, line: 7, type: !20)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 9, type: !21)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 10, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 10, column: 3)
!30 = !DILocation(line: 0, scope: !15)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 10, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 10, column: 3)
!34 = !DILocation(line: 10, column: 3, scope: !29)
!35 = !DILocation(line: 11, column: 5, scope: !36)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 10, column: 31)
!37 = !DILocation(line: 11, column: 13, scope: !36)
!38 = !{!39, !39, i64 0}
!39 = !{!"long", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 12, column: 10, scope: !36)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !40, i64 0}
!45 = !DILocation(line: 12, column: 7, scope: !36)
!46 = !DILocation(line: 13, column: 5, scope: !36)
!47 = !DILocation(line: 13, column: 13, scope: !36)
!48 = !DILocation(line: 15, column: 1, scope: !15)
!49 = !DILocation(line: 10, column: 27, scope: !33)
!50 = distinct !{!50, !34, !51, !52}
!51 = !DILocation(line: 14, column: 3, scope: !29)
!52 = !{!"llvm.loop.mustprogress"}
!53 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 52, type: !54, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!3, !3, !4}
!56 = !{!57, !58, !59, !60, !61, !62, !64, !65, !66, !67, !68, !69, !70, !71, !73, !75, !76, !77, !79, !82, !83}
!57 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !1, line: 52, type: !3)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !1, line: 52, type: !4)
!59 = !DILocalVariable(name: "n", scope: !53, file: !1, line: 54, type: !3)
!60 = !DILocalVariable(name: "h", scope: !53, file: !1, line: 55, type: !3)
!61 = !DILocalVariable(name: "w", scope: !53, file: !1, line: 55, type: !3)
!62 = !DILocalVariable(name: "in", scope: !53, file: !1, line: 56, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!64 = !DILocalVariable(name: "incl", scope: !53, file: !1, line: 57, type: !20)
!65 = !DILocalVariable(name: "excl", scope: !53, file: !1, line: 58, type: !20)
!66 = !DILocalVariable(name: "flags", scope: !53, file: !1, line: 59, type: !63)
!67 = !DILocalVariable(name: "pos", scope: !53, file: !1, line: 60, type: !20)
!68 = !DILocalVariable(name: "out", scope: !53, file: !1, line: 61, type: !63)
!69 = !DILocalVariable(name: "img", scope: !53, file: !1, line: 62, type: !63)
!70 = !DILocalVariable(name: "sat", scope: !53, file: !1, line: 63, type: !20)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 64, type: !3)
!72 = distinct !DILexicalBlock(scope: !53, file: !1, line: 64, column: 3)
!73 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 66, type: !3)
!74 = distinct !DILexicalBlock(scope: !53, file: !1, line: 66, column: 3)
!75 = !DILocalVariable(name: "kept", scope: !53, file: !1, line: 69, type: !3)
!76 = !DILocalVariable(name: "q", scope: !53, file: !1, line: 71, type: !21)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 72, type: !3)
!78 = distinct !DILexicalBlock(scope: !53, file: !1, line: 72, column: 3)
!79 = !DILocalVariable(name: "j", scope: !80, file: !1, line: 73, type: !3)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 73, column: 5)
!81 = distinct !DILexicalBlock(scope: !78, file: !1, line: 72, column: 3)
!82 = !DILocalVariable(name: "c", scope: !53, file: !1, line: 75, type: !21)
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 76, type: !3)
!84 = distinct !DILexicalBlock(scope: !53, file: !1, line: 76, column: 3)
!85 = !DILocation(line: 0, scope: !53)
!86 = !DILocation(line: 54, column: 16, scope: !53)
!87 = !DILocation(line: 54, column: 11, scope: !53)
!88 = !DILocation(line: 54, column: 27, scope: !53)
!89 = !{!90, !90, i64 0}
!90 = !{!"any pointer", !40, i64 0}
!91 = !DILocalVariable(name: "__nptr", arg: 1, scope: !92, file: !93, line: 362, type: !96)
!92 = distinct !DISubprogram(name: "atoi", scope: !93, file: !93, line: 362, type: !94, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !98)
!93 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!94 = !DISubroutineType(types: !95)
!95 = !{!3, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!98 = !{!91}
!99 = !DILocation(line: 0, scope: !92, inlinedAt: !100)
!100 = distinct !DILocation(line: 54, column: 22, scope: !53)
!101 = !DILocation(line: 364, column: 16, scope: !92, inlinedAt: !100)
!102 = !DILocation(line: 364, column: 10, scope: !92, inlinedAt: !100)
!103 = !DILocation(line: 56, column: 20, scope: !53)
!104 = !DILocation(line: 56, column: 22, scope: !53)
!105 = !DILocation(line: 56, column: 13, scope: !53)
!106 = !DILocation(line: 57, column: 25, scope: !53)
!107 = !DILocation(line: 57, column: 16, scope: !53)
!108 = !DILocation(line: 58, column: 16, scope: !53)
!109 = !DILocation(line: 59, column: 16, scope: !53)
!110 = !DILocation(line: 60, column: 15, scope: !53)
!111 = !DILocation(line: 61, column: 14, scope: !53)
!112 = !DILocation(line: 62, column: 14, scope: !53)
!113 = !DILocation(line: 63, column: 15, scope: !53)
!114 = !DILocation(line: 0, scope: !72)
!115 = !DILocation(line: 64, column: 21, scope: !116)
!116 = distinct !DILexicalBlock(scope: !72, file: !1, line: 64, column: 3)
!117 = !DILocation(line: 64, column: 3, scope: !72)
!118 = !DILocation(line: 64, column: 27, scope: !116)
!119 = !DILocation(line: 65, column: 16, scope: !116)
!120 = !DILocation(line: 65, column: 21, scope: !116)
!121 = !DILocation(line: 65, column: 27, scope: !116)
!122 = !DILocation(line: 65, column: 11, scope: !116)
!123 = distinct !{!123, !117, !124, !52, !125}
!124 = !DILocation(line: 65, column: 29, scope: !72)
!125 = !{!"llvm.loop.isvectorized", i32 1}
!126 = !DILocation(line: 66, column: 3, scope: !74)
!127 = !DILocation(line: 66, column: 31, scope: !128)
!128 = distinct !DILexicalBlock(scope: !74, file: !1, line: 66, column: 3)
!129 = !DILocation(line: 67, column: 16, scope: !128)
!130 = !DILocation(line: 67, column: 12, scope: !128)
!131 = distinct !{!131, !126, !132, !52, !125}
!132 = !DILocation(line: 67, column: 18, scope: !74)
!133 = !DILocation(line: 65, column: 5, scope: !116)
!134 = distinct !{!134, !117, !124, !52, !135, !125}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocation(line: 0, scope: !15, inlinedAt: !137)
!137 = distinct !DILocation(line: 68, column: 3, scope: !53)
!138 = !DILocation(line: 0, scope: !29, inlinedAt: !137)
!139 = !DILocation(line: 10, column: 3, scope: !29, inlinedAt: !137)
!140 = !DILocation(line: 10, column: 21, scope: !33, inlinedAt: !137)
!141 = !DILocation(line: 11, column: 5, scope: !36, inlinedAt: !137)
!142 = !DILocation(line: 11, column: 13, scope: !36, inlinedAt: !137)
!143 = !DILocation(line: 12, column: 10, scope: !36, inlinedAt: !137)
!144 = !DILocation(line: 12, column: 7, scope: !36, inlinedAt: !137)
!145 = !DILocation(line: 13, column: 5, scope: !36, inlinedAt: !137)
!146 = !DILocation(line: 13, column: 13, scope: !36, inlinedAt: !137)
!147 = !DILocation(line: 10, column: 27, scope: !33, inlinedAt: !137)
!148 = distinct !{!148, !139, !149, !52}
!149 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !137)
!150 = !DILocation(line: 20, column: 3, scope: !151, inlinedAt: !167)
!151 = distinct !DILexicalBlock(scope: !152, file: !1, line: 20, column: 3)
!152 = distinct !DISubprogram(name: "compact", scope: !1, file: !1, line: 17, type: !153, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!3, !3, !18, !63, !20, !63}
!155 = !{!156, !157, !158, !159, !160, !161, !162, !163, !165}
!156 = !DILocalVariable(name: "n", arg: 1, scope: !152, file: !1, line: 17, type: !3)
!157 = !DILocalVariable(name: "in", arg: 2, scope: !152, file: !1, line: 17, type: !18)
!158 = !DILocalVariable(name: "flags", arg: 3, scope: !152, file: !1, line: 17, type: !63)
!159 = !DILocalVariable(name: "pos", arg: 4, scope: !152, file: !1, line: 17, type: !20)
!160 = !DILocalVariable(name: "out", arg: 5, scope: !152, file: !1, line: 17, type: !63)
!161 = !DILocalVariable(name: "s", scope: !152, file: !1, line: 19, type: !21)
!162 = !DILocalVariable(name: "i", scope: !151, file: !1, line: 20, type: !3)
!163 = !DILocalVariable(name: "i", scope: !164, file: !1, line: 22, type: !3)
!164 = distinct !DILexicalBlock(scope: !152, file: !1, line: 22, column: 3)
!165 = !DILocalVariable(name: "i", scope: !166, file: !1, line: 26, type: !3)
!166 = distinct !DILexicalBlock(scope: !152, file: !1, line: 26, column: 3)
!167 = distinct !DILocation(line: 69, column: 14, scope: !53)
!168 = !DILocation(line: 20, column: 27, scope: !169, inlinedAt: !167)
!169 = distinct !DILexicalBlock(scope: !151, file: !1, line: 20, column: 3)
!170 = !DILocation(line: 21, column: 17, scope: !169, inlinedAt: !167)
!171 = !DILocation(line: 21, column: 23, scope: !169, inlinedAt: !167)
!172 = !DILocation(line: 21, column: 28, scope: !169, inlinedAt: !167)
!173 = !DILocation(line: 21, column: 14, scope: !169, inlinedAt: !167)
!174 = distinct !{!174, !150, !175, !52, !125}
!175 = !DILocation(line: 21, column: 31, scope: !151, inlinedAt: !167)
!176 = !DILocation(line: 0, scope: !151, inlinedAt: !167)
!177 = !DILocation(line: 21, column: 5, scope: !169, inlinedAt: !167)
!178 = !DILocation(line: 20, column: 21, scope: !169, inlinedAt: !167)
!179 = distinct !{!179, !150, !175, !52, !135, !125}
!180 = !DILocation(line: 22, column: 3, scope: !164, inlinedAt: !167)
!181 = !DILocation(line: 0, scope: !164, inlinedAt: !167)
!182 = !DILocation(line: 0, scope: !152, inlinedAt: !167)
!183 = !DILocation(line: 23, column: 5, scope: !184, inlinedAt: !167)
!184 = distinct !DILexicalBlock(scope: !185, file: !1, line: 22, column: 31)
!185 = distinct !DILexicalBlock(scope: !164, file: !1, line: 22, column: 3)
!186 = !DILocation(line: 23, column: 12, scope: !184, inlinedAt: !167)
!187 = !DILocation(line: 24, column: 10, scope: !184, inlinedAt: !167)
!188 = !DILocation(line: 24, column: 7, scope: !184, inlinedAt: !167)
!189 = !DILocation(line: 22, column: 27, scope: !185, inlinedAt: !167)
!190 = distinct !{!190, !180, !191, !52}
!191 = !DILocation(line: 25, column: 3, scope: !164, inlinedAt: !167)
!192 = distinct !{!192, !193}
!193 = !{!"llvm.loop.unroll.disable"}
!194 = !DILocation(line: 26, column: 3, scope: !166, inlinedAt: !167)
!195 = !DILocation(line: 0, scope: !166, inlinedAt: !167)
!196 = !DILocation(line: 27, column: 9, scope: !197, inlinedAt: !167)
!197 = distinct !DILexicalBlock(scope: !198, file: !1, line: 27, column: 9)
!198 = distinct !DILexicalBlock(scope: !166, file: !1, line: 26, column: 3)
!199 = !DILocation(line: 27, column: 9, scope: !198, inlinedAt: !167)
!200 = !DILocation(line: 28, column: 21, scope: !197, inlinedAt: !167)
!201 = !DILocation(line: 28, column: 11, scope: !197, inlinedAt: !167)
!202 = !DILocation(line: 28, column: 7, scope: !197, inlinedAt: !167)
!203 = !DILocation(line: 28, column: 19, scope: !197, inlinedAt: !167)
!204 = !DILocation(line: 26, column: 27, scope: !198, inlinedAt: !167)
!205 = distinct !{!205, !194, !206, !52}
!206 = !DILocation(line: 28, column: 25, scope: !166, inlinedAt: !167)
!207 = !DILocation(line: 26, column: 21, scope: !198, inlinedAt: !167)
!208 = !DILocation(line: 34, column: 3, scope: !209, inlinedAt: !224)
!209 = distinct !DILexicalBlock(scope: !210, file: !1, line: 34, column: 3)
!210 = distinct !DISubprogram(name: "summed_area", scope: !1, file: !1, line: 32, type: !211, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !213)
!211 = !DISubroutineType(types: !212)
!212 = !{null, !3, !3, !18, !20}
!213 = !{!214, !215, !216, !217, !218, !219, !222}
!214 = !DILocalVariable(name: "h", arg: 1, scope: !210, file: !1, line: 32, type: !3)
!215 = !DILocalVariable(name: "w", arg: 2, scope: !210, file: !1, line: 32, type: !3)
!216 = !DILocalVariable(name: "img", arg: 3, scope: !210, file: !1, line: 32, type: !18)
!217 = !DILocalVariable(name: "sat", arg: 4, scope: !210, file: !1, line: 32, type: !20)
!218 = !DILocalVariable(name: "i", scope: !209, file: !1, line: 34, type: !3)
!219 = !DILocalVariable(name: "row", scope: !220, file: !1, line: 35, type: !21)
!220 = distinct !DILexicalBlock(scope: !221, file: !1, line: 34, column: 31)
!221 = distinct !DILexicalBlock(scope: !209, file: !1, line: 34, column: 3)
!222 = !DILocalVariable(name: "j", scope: !223, file: !1, line: 36, type: !3)
!223 = distinct !DILexicalBlock(scope: !220, file: !1, line: 36, column: 5)
!224 = distinct !DILocation(line: 70, column: 3, scope: !53)
!225 = !DILocation(line: 0, scope: !210, inlinedAt: !224)
!226 = !DILocation(line: 0, scope: !209, inlinedAt: !224)
!227 = !DILocation(line: 0, scope: !223, inlinedAt: !224)
!228 = !DILocation(line: 0, scope: !220, inlinedAt: !224)
!229 = !DILocation(line: 36, column: 5, scope: !223, inlinedAt: !224)
!230 = !DILocation(line: 34, column: 27, scope: !221, inlinedAt: !224)
!231 = !DILocation(line: 34, column: 21, scope: !221, inlinedAt: !224)
!232 = distinct !{!232, !208, !233, !52}
!233 = !DILocation(line: 40, column: 3, scope: !209, inlinedAt: !224)
!234 = !DILocation(line: 37, column: 24, scope: !235, inlinedAt: !224)
!235 = distinct !DILexicalBlock(scope: !236, file: !1, line: 36, column: 33)
!236 = distinct !DILexicalBlock(scope: !223, file: !1, line: 36, column: 5)
!237 = !DILocation(line: 37, column: 14, scope: !235, inlinedAt: !224)
!238 = !DILocation(line: 37, column: 11, scope: !235, inlinedAt: !224)
!239 = !DILocation(line: 38, column: 31, scope: !235, inlinedAt: !224)
!240 = !DILocation(line: 38, column: 55, scope: !235, inlinedAt: !224)
!241 = !DILocation(line: 38, column: 39, scope: !235, inlinedAt: !224)
!242 = !DILocation(line: 38, column: 28, scope: !235, inlinedAt: !224)
!243 = !DILocation(line: 38, column: 7, scope: !235, inlinedAt: !224)
!244 = !DILocation(line: 38, column: 22, scope: !235, inlinedAt: !224)
!245 = !DILocation(line: 36, column: 29, scope: !236, inlinedAt: !224)
!246 = !DILocation(line: 36, column: 23, scope: !236, inlinedAt: !224)
!247 = distinct !{!247, !229, !248, !52}
!248 = !DILocation(line: 39, column: 5, scope: !223, inlinedAt: !224)
!249 = !DILocation(line: 0, scope: !78)
!250 = !DILocation(line: 0, scope: !80)
!251 = !DILocalVariable(name: "w", arg: 1, scope: !252, file: !1, line: 43, type: !3)
!252 = distinct !DISubprogram(name: "box", scope: !1, file: !1, line: 43, type: !253, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !257)
!253 = !DISubroutineType(types: !254)
!254 = !{!21, !3, !255, !3, !3, !3, !3}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64)
!256 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!257 = !{!251, !258, !259, !260, !261, !262, !263}
!258 = !DILocalVariable(name: "sat", arg: 2, scope: !252, file: !1, line: 43, type: !255)
!259 = !DILocalVariable(name: "i0", arg: 3, scope: !252, file: !1, line: 43, type: !3)
!260 = !DILocalVariable(name: "j0", arg: 4, scope: !252, file: !1, line: 43, type: !3)
!261 = !DILocalVariable(name: "i1", arg: 5, scope: !252, file: !1, line: 43, type: !3)
!262 = !DILocalVariable(name: "j1", arg: 6, scope: !252, file: !1, line: 43, type: !3)
!263 = !DILocalVariable(name: "s", scope: !252, file: !1, line: 45, type: !21)
!264 = !DILocation(line: 0, scope: !252, inlinedAt: !265)
!265 = distinct !DILocation(line: 74, column: 12, scope: !266)
!266 = distinct !DILexicalBlock(scope: !80, file: !1, line: 73, column: 5)
!267 = !DILocation(line: 45, column: 23, scope: !252, inlinedAt: !265)
!268 = !DILocation(line: 45, column: 12, scope: !252, inlinedAt: !265)
!269 = !DILocation(line: 46, column: 7, scope: !252, inlinedAt: !265)
!270 = !DILocation(line: 46, column: 37, scope: !271, inlinedAt: !265)
!271 = distinct !DILexicalBlock(scope: !252, file: !1, line: 46, column: 7)
!272 = !DILocation(line: 46, column: 20, scope: !271, inlinedAt: !265)
!273 = !DILocation(line: 46, column: 17, scope: !271, inlinedAt: !265)
!274 = !DILocation(line: 47, column: 7, scope: !252, inlinedAt: !265)
!275 = !DILocation(line: 74, column: 9, scope: !266)
!276 = !DILocation(line: 73, column: 5, scope: !80)
!277 = !DILocation(line: 75, column: 19, scope: !53)
!278 = !DILocation(line: 75, column: 12, scope: !53)
!279 = !DILocation(line: 75, column: 33, scope: !53)
!280 = !DILocation(line: 75, column: 26, scope: !53)
!281 = !DILocation(line: 75, column: 24, scope: !53)
!282 = !DILocation(line: 0, scope: !84)
!283 = !DILocation(line: 76, column: 21, scope: !284)
!284 = distinct !DILexicalBlock(scope: !84, file: !1, line: 76, column: 3)
!285 = !DILocation(line: 76, column: 3, scope: !84)
!286 = !DILocation(line: 72, column: 33, scope: !81)
!287 = !DILocation(line: 72, column: 26, scope: !81)
!288 = !DILocation(line: 72, column: 3, scope: !78)
!289 = distinct !{!289, !288, !290, !52}
!290 = !DILocation(line: 74, column: 44, scope: !78)
!291 = !DILocation(line: 73, column: 23, scope: !266)
!292 = !DILocation(line: 47, column: 36, scope: !293, inlinedAt: !265)
!293 = distinct !DILexicalBlock(scope: !252, file: !1, line: 47, column: 7)
!294 = !DILocation(line: 47, column: 20, scope: !293, inlinedAt: !265)
!295 = !DILocation(line: 47, column: 17, scope: !293, inlinedAt: !265)
!296 = !DILocation(line: 48, column: 14, scope: !297, inlinedAt: !265)
!297 = distinct !DILexicalBlock(scope: !252, file: !1, line: 48, column: 7)
!298 = !DILocation(line: 48, column: 52, scope: !297, inlinedAt: !265)
!299 = !DILocation(line: 48, column: 30, scope: !297, inlinedAt: !265)
!300 = !DILocation(line: 48, column: 27, scope: !297, inlinedAt: !265)
!301 = !DILocation(line: 48, column: 25, scope: !297, inlinedAt: !265)
!302 = !DILocation(line: 73, column: 35, scope: !266)
!303 = !DILocation(line: 73, column: 28, scope: !266)
!304 = distinct !{!304, !276, !305, !52, !306}
!305 = !DILocation(line: 74, column: 44, scope: !80)
!306 = !{!"llvm.loop.peeled.count", i32 1}
!307 = !DILocation(line: 77, column: 10, scope: !284)
!308 = !DILocation(line: 77, column: 7, scope: !284)
!309 = !DILocation(line: 76, column: 31, scope: !284)
!310 = distinct !{!310, !193}
!311 = !DILocation(line: 78, column: 3, scope: !53)
!312 = !DILocation(line: 79, column: 3, scope: !53)
!313 = !DILocation(line: 79, column: 13, scope: !53)
!314 = !DILocation(line: 79, column: 25, scope: !53)
!315 = !DILocation(line: 79, column: 37, scope: !53)
!316 = !DILocation(line: 79, column: 50, scope: !53)
!317 = !DILocation(line: 79, column: 61, scope: !53)
!318 = !DILocation(line: 80, column: 3, scope: !53)
!319 = !DILocation(line: 80, column: 14, scope: !53)
!320 = !DILocation(line: 82, column: 1, scope: !53)
!321 = distinct !{!321, !285, !322, !52}
!322 = !DILocation(line: 77, column: 15, scope: !84)
