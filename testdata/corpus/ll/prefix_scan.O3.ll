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

260:                                              ; preds = %296, %258
  %261 = phi i64 [ 0, %258 ], [ %297, %296 ]
  call void @llvm.dbg.value(metadata i64 %261, metadata !218, metadata !DIExpression()), !dbg !226
  %262 = mul nuw nsw i64 %261, 100
  %263 = icmp eq i64 %261, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 0, metadata !219, metadata !DIExpression()), !dbg !228
  br i1 %263, label %264, label %299, !dbg !229

264:                                              ; preds = %260, %264
  %265 = phi i64 [ %294, %264 ], [ 0, %260 ]
  %266 = phi i64 [ %292, %264 ], [ 0, %260 ]
  call void @llvm.dbg.value(metadata i64 %265, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %266, metadata !219, metadata !DIExpression()), !dbg !228
  %267 = add nuw nsw i64 %265, %262, !dbg !232
  %268 = getelementptr inbounds i32, i32* %27, i64 %267, !dbg !233
  %269 = load i32, i32* %268, align 4, !dbg !233, !tbaa !43
  %270 = sext i32 %269 to i64, !dbg !233
  %271 = add nsw i64 %266, %270, !dbg !234
  call void @llvm.dbg.value(metadata i64 %271, metadata !219, metadata !DIExpression()), !dbg !228
  %272 = getelementptr inbounds i64, i64* %29, i64 %267, !dbg !235
  store i64 %271, i64* %272, align 8, !dbg !236, !tbaa !38
  %273 = or i64 %265, 1, !dbg !237
  call void @llvm.dbg.value(metadata i64 %273, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %273, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %271, metadata !219, metadata !DIExpression()), !dbg !228
  %274 = add nuw nsw i64 %273, %262, !dbg !232
  %275 = getelementptr inbounds i32, i32* %27, i64 %274, !dbg !233
  %276 = load i32, i32* %275, align 4, !dbg !233, !tbaa !43
  %277 = sext i32 %276 to i64, !dbg !233
  %278 = add nsw i64 %271, %277, !dbg !234
  call void @llvm.dbg.value(metadata i64 %278, metadata !219, metadata !DIExpression()), !dbg !228
  %279 = getelementptr inbounds i64, i64* %29, i64 %274, !dbg !235
  store i64 %278, i64* %279, align 8, !dbg !236, !tbaa !38
  %280 = or i64 %265, 2, !dbg !237
  call void @llvm.dbg.value(metadata i64 %280, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %280, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %278, metadata !219, metadata !DIExpression()), !dbg !228
  %281 = add nuw nsw i64 %280, %262, !dbg !232
  %282 = getelementptr inbounds i32, i32* %27, i64 %281, !dbg !233
  %283 = load i32, i32* %282, align 4, !dbg !233, !tbaa !43
  %284 = sext i32 %283 to i64, !dbg !233
  %285 = add nsw i64 %278, %284, !dbg !234
  call void @llvm.dbg.value(metadata i64 %285, metadata !219, metadata !DIExpression()), !dbg !228
  %286 = getelementptr inbounds i64, i64* %29, i64 %281, !dbg !235
  store i64 %285, i64* %286, align 8, !dbg !236, !tbaa !38
  %287 = or i64 %265, 3, !dbg !237
  call void @llvm.dbg.value(metadata i64 %287, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %287, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %285, metadata !219, metadata !DIExpression()), !dbg !228
  %288 = add nuw nsw i64 %287, %262, !dbg !232
  %289 = getelementptr inbounds i32, i32* %27, i64 %288, !dbg !233
  %290 = load i32, i32* %289, align 4, !dbg !233, !tbaa !43
  %291 = sext i32 %290 to i64, !dbg !233
  %292 = add nsw i64 %285, %291, !dbg !234
  call void @llvm.dbg.value(metadata i64 %292, metadata !219, metadata !DIExpression()), !dbg !228
  %293 = getelementptr inbounds i64, i64* %29, i64 %288, !dbg !235
  store i64 %292, i64* %293, align 8, !dbg !236, !tbaa !38
  %294 = add nuw nsw i64 %265, 4, !dbg !237
  call void @llvm.dbg.value(metadata i64 %294, metadata !222, metadata !DIExpression()), !dbg !227
  %295 = icmp eq i64 %294, 100, !dbg !238
  br i1 %295, label %296, label %264, !dbg !239, !llvm.loop !240

296:                                              ; preds = %299, %264
  %297 = add nuw nsw i64 %261, 1, !dbg !242
  call void @llvm.dbg.value(metadata i64 %297, metadata !218, metadata !DIExpression()), !dbg !226
  %298 = icmp eq i64 %297, 120, !dbg !243
  br i1 %298, label %325, label %260, !dbg !208, !llvm.loop !244

299:                                              ; preds = %260, %299
  %300 = phi i64 [ %323, %299 ], [ 0, %260 ]
  %301 = phi i64 [ %317, %299 ], [ 0, %260 ]
  call void @llvm.dbg.value(metadata i64 %300, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %301, metadata !219, metadata !DIExpression()), !dbg !228
  %302 = add nuw nsw i64 %300, %262, !dbg !232
  %303 = getelementptr inbounds i32, i32* %27, i64 %302, !dbg !233
  %304 = load i32, i32* %303, align 4, !dbg !233, !tbaa !43
  %305 = sext i32 %304 to i64, !dbg !233
  %306 = add nsw i64 %301, %305, !dbg !234
  call void @llvm.dbg.value(metadata i64 %306, metadata !219, metadata !DIExpression()), !dbg !228
  %307 = add nsw i64 %302, -100, !dbg !246
  %308 = getelementptr inbounds i64, i64* %29, i64 %307, !dbg !247
  %309 = load i64, i64* %308, align 8, !dbg !247, !tbaa !38
  %310 = add nsw i64 %306, %309, !dbg !248
  %311 = getelementptr inbounds i64, i64* %29, i64 %302, !dbg !235
  store i64 %310, i64* %311, align 8, !dbg !236, !tbaa !38
  %312 = or i64 %300, 1, !dbg !237
  call void @llvm.dbg.value(metadata i64 %312, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %312, metadata !222, metadata !DIExpression()), !dbg !227
  call void @llvm.dbg.value(metadata i64 %306, metadata !219, metadata !DIExpression()), !dbg !228
  %313 = add nuw nsw i64 %312, %262, !dbg !232
  %314 = getelementptr inbounds i32, i32* %27, i64 %313, !dbg !233
  %315 = load i32, i32* %314, align 4, !dbg !233, !tbaa !43
  %316 = sext i32 %315 to i64, !dbg !233
  %317 = add nsw i64 %306, %316, !dbg !234
  call void @llvm.dbg.value(metadata i64 %317, metadata !219, metadata !DIExpression()), !dbg !228
  %318 = add nsw i64 %313, -100, !dbg !246
  %319 = getelementptr inbounds i64, i64* %29, i64 %318, !dbg !247
  %320 = load i64, i64* %319, align 8, !dbg !247, !tbaa !38
  %321 = add nsw i64 %317, %320, !dbg !248
  %322 = getelementptr inbounds i64, i64* %29, i64 %313, !dbg !235
  store i64 %321, i64* %322, align 8, !dbg !236, !tbaa !38
  %323 = add nuw nsw i64 %300, 2, !dbg !237
  call void @llvm.dbg.value(metadata i64 %323, metadata !222, metadata !DIExpression()), !dbg !227
  %324 = icmp eq i64 %323, 100, !dbg !238
  br i1 %324, label %296, label %299, !dbg !239, !llvm.loop !249

325:                                              ; preds = %296, %491
  %326 = phi i64 [ %493, %491 ], [ 0, %296 ]
  %327 = phi i64 [ %492, %491 ], [ 0, %296 ]
  call void @llvm.dbg.value(metadata i64 %326, metadata !77, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %327, metadata !76, metadata !DIExpression()), !dbg !85
  %328 = mul nuw nsw i64 %326, 100
  %329 = icmp eq i64 %326, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %327, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %327, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 0, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 0, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 10, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 10, metadata !263, metadata !DIExpression()), !dbg !265
  %330 = add nuw nsw i64 %328, 1010, !dbg !268
  %331 = getelementptr inbounds i64, i64* %29, i64 %330, !dbg !269
  %332 = load i64, i64* %331, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %332, metadata !264, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %332, metadata !264, metadata !DIExpression()), !dbg !265
  br i1 %329, label %333, label %495, !dbg !270

333:                                              ; preds = %325
  %334 = add nsw i64 %332, %327, !dbg !271
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %334, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 5, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 15, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %335 = add nuw nsw i64 %328, 1015, !dbg !268
  %336 = getelementptr inbounds i64, i64* %29, i64 %335, !dbg !269
  %337 = load i64, i64* %336, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %337, metadata !264, metadata !DIExpression()), !dbg !265
  %338 = add nuw nsw i64 %328, 1004, !dbg !272
  %339 = getelementptr inbounds i64, i64* %29, i64 %338, !dbg !274
  %340 = load i64, i64* %339, align 8, !dbg !274, !tbaa !38
  %341 = sub nsw i64 %337, %340, !dbg !275
  call void @llvm.dbg.value(metadata i64 %341, metadata !264, metadata !DIExpression()), !dbg !265
  %342 = add nsw i64 %341, %334, !dbg !271
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %342, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 10, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 20, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %343 = add nuw nsw i64 %328, 1020, !dbg !268
  %344 = getelementptr inbounds i64, i64* %29, i64 %343, !dbg !269
  %345 = load i64, i64* %344, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %345, metadata !264, metadata !DIExpression()), !dbg !265
  %346 = add nuw nsw i64 %328, 1009, !dbg !272
  %347 = getelementptr inbounds i64, i64* %29, i64 %346, !dbg !274
  %348 = load i64, i64* %347, align 8, !dbg !274, !tbaa !38
  %349 = sub nsw i64 %345, %348, !dbg !275
  call void @llvm.dbg.value(metadata i64 %349, metadata !264, metadata !DIExpression()), !dbg !265
  %350 = add nsw i64 %349, %342, !dbg !271
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %350, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 15, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 25, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %351 = add nuw nsw i64 %328, 1025, !dbg !268
  %352 = getelementptr inbounds i64, i64* %29, i64 %351, !dbg !269
  %353 = load i64, i64* %352, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %353, metadata !264, metadata !DIExpression()), !dbg !265
  %354 = add nuw nsw i64 %328, 1014, !dbg !272
  %355 = getelementptr inbounds i64, i64* %29, i64 %354, !dbg !274
  %356 = load i64, i64* %355, align 8, !dbg !274, !tbaa !38
  %357 = sub nsw i64 %353, %356, !dbg !275
  call void @llvm.dbg.value(metadata i64 %357, metadata !264, metadata !DIExpression()), !dbg !265
  %358 = add nsw i64 %357, %350, !dbg !271
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %358, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 20, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 30, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %359 = add nuw nsw i64 %328, 1030, !dbg !268
  %360 = getelementptr inbounds i64, i64* %29, i64 %359, !dbg !269
  %361 = load i64, i64* %360, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %361, metadata !264, metadata !DIExpression()), !dbg !265
  %362 = add nuw nsw i64 %328, 1019, !dbg !272
  %363 = getelementptr inbounds i64, i64* %29, i64 %362, !dbg !274
  %364 = load i64, i64* %363, align 8, !dbg !274, !tbaa !38
  %365 = sub nsw i64 %361, %364, !dbg !275
  call void @llvm.dbg.value(metadata i64 %365, metadata !264, metadata !DIExpression()), !dbg !265
  %366 = add nsw i64 %365, %358, !dbg !271
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %366, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 25, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 35, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %367 = add nuw nsw i64 %328, 1035, !dbg !268
  %368 = getelementptr inbounds i64, i64* %29, i64 %367, !dbg !269
  %369 = load i64, i64* %368, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %369, metadata !264, metadata !DIExpression()), !dbg !265
  %370 = add nuw nsw i64 %328, 1024, !dbg !272
  %371 = getelementptr inbounds i64, i64* %29, i64 %370, !dbg !274
  %372 = load i64, i64* %371, align 8, !dbg !274, !tbaa !38
  %373 = sub nsw i64 %369, %372, !dbg !275
  call void @llvm.dbg.value(metadata i64 %373, metadata !264, metadata !DIExpression()), !dbg !265
  %374 = add nsw i64 %373, %366, !dbg !271
  call void @llvm.dbg.value(metadata i64 30, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %374, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 30, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 40, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %375 = add nuw nsw i64 %328, 1040, !dbg !268
  %376 = getelementptr inbounds i64, i64* %29, i64 %375, !dbg !269
  %377 = load i64, i64* %376, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %377, metadata !264, metadata !DIExpression()), !dbg !265
  %378 = add nuw nsw i64 %328, 1029, !dbg !272
  %379 = getelementptr inbounds i64, i64* %29, i64 %378, !dbg !274
  %380 = load i64, i64* %379, align 8, !dbg !274, !tbaa !38
  %381 = sub nsw i64 %377, %380, !dbg !275
  call void @llvm.dbg.value(metadata i64 %381, metadata !264, metadata !DIExpression()), !dbg !265
  %382 = add nsw i64 %381, %374, !dbg !271
  call void @llvm.dbg.value(metadata i64 35, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %382, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 35, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 45, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %383 = add nuw nsw i64 %328, 1045, !dbg !268
  %384 = getelementptr inbounds i64, i64* %29, i64 %383, !dbg !269
  %385 = load i64, i64* %384, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %385, metadata !264, metadata !DIExpression()), !dbg !265
  %386 = add nuw nsw i64 %328, 1034, !dbg !272
  %387 = getelementptr inbounds i64, i64* %29, i64 %386, !dbg !274
  %388 = load i64, i64* %387, align 8, !dbg !274, !tbaa !38
  %389 = sub nsw i64 %385, %388, !dbg !275
  call void @llvm.dbg.value(metadata i64 %389, metadata !264, metadata !DIExpression()), !dbg !265
  %390 = add nsw i64 %389, %382, !dbg !271
  call void @llvm.dbg.value(metadata i64 40, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %390, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 40, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 50, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %391 = add nuw nsw i64 %328, 1050, !dbg !268
  %392 = getelementptr inbounds i64, i64* %29, i64 %391, !dbg !269
  %393 = load i64, i64* %392, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %393, metadata !264, metadata !DIExpression()), !dbg !265
  %394 = add nuw nsw i64 %328, 1039, !dbg !272
  %395 = getelementptr inbounds i64, i64* %29, i64 %394, !dbg !274
  %396 = load i64, i64* %395, align 8, !dbg !274, !tbaa !38
  %397 = sub nsw i64 %393, %396, !dbg !275
  call void @llvm.dbg.value(metadata i64 %397, metadata !264, metadata !DIExpression()), !dbg !265
  %398 = add nsw i64 %397, %390, !dbg !271
  call void @llvm.dbg.value(metadata i64 45, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %398, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 45, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 55, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %399 = add nuw nsw i64 %328, 1055, !dbg !268
  %400 = getelementptr inbounds i64, i64* %29, i64 %399, !dbg !269
  %401 = load i64, i64* %400, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %401, metadata !264, metadata !DIExpression()), !dbg !265
  %402 = add nuw nsw i64 %328, 1044, !dbg !272
  %403 = getelementptr inbounds i64, i64* %29, i64 %402, !dbg !274
  %404 = load i64, i64* %403, align 8, !dbg !274, !tbaa !38
  %405 = sub nsw i64 %401, %404, !dbg !275
  call void @llvm.dbg.value(metadata i64 %405, metadata !264, metadata !DIExpression()), !dbg !265
  %406 = add nsw i64 %405, %398, !dbg !271
  call void @llvm.dbg.value(metadata i64 50, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %406, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 50, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 60, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %407 = add nuw nsw i64 %328, 1060, !dbg !268
  %408 = getelementptr inbounds i64, i64* %29, i64 %407, !dbg !269
  %409 = load i64, i64* %408, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %409, metadata !264, metadata !DIExpression()), !dbg !265
  %410 = add nuw nsw i64 %328, 1049, !dbg !272
  %411 = getelementptr inbounds i64, i64* %29, i64 %410, !dbg !274
  %412 = load i64, i64* %411, align 8, !dbg !274, !tbaa !38
  %413 = sub nsw i64 %409, %412, !dbg !275
  call void @llvm.dbg.value(metadata i64 %413, metadata !264, metadata !DIExpression()), !dbg !265
  %414 = add nsw i64 %413, %406, !dbg !271
  call void @llvm.dbg.value(metadata i64 55, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %414, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 55, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 65, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %415 = add nuw nsw i64 %328, 1065, !dbg !268
  %416 = getelementptr inbounds i64, i64* %29, i64 %415, !dbg !269
  %417 = load i64, i64* %416, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %417, metadata !264, metadata !DIExpression()), !dbg !265
  %418 = add nuw nsw i64 %328, 1054, !dbg !272
  %419 = getelementptr inbounds i64, i64* %29, i64 %418, !dbg !274
  %420 = load i64, i64* %419, align 8, !dbg !274, !tbaa !38
  %421 = sub nsw i64 %417, %420, !dbg !275
  call void @llvm.dbg.value(metadata i64 %421, metadata !264, metadata !DIExpression()), !dbg !265
  %422 = add nsw i64 %421, %414, !dbg !271
  call void @llvm.dbg.value(metadata i64 60, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %422, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 60, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 70, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %423 = add nuw nsw i64 %328, 1070, !dbg !268
  %424 = getelementptr inbounds i64, i64* %29, i64 %423, !dbg !269
  %425 = load i64, i64* %424, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %425, metadata !264, metadata !DIExpression()), !dbg !265
  %426 = add nuw nsw i64 %328, 1059, !dbg !272
  %427 = getelementptr inbounds i64, i64* %29, i64 %426, !dbg !274
  %428 = load i64, i64* %427, align 8, !dbg !274, !tbaa !38
  %429 = sub nsw i64 %425, %428, !dbg !275
  call void @llvm.dbg.value(metadata i64 %429, metadata !264, metadata !DIExpression()), !dbg !265
  %430 = add nsw i64 %429, %422, !dbg !271
  call void @llvm.dbg.value(metadata i64 65, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %430, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 65, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 75, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %431 = add nuw nsw i64 %328, 1075, !dbg !268
  %432 = getelementptr inbounds i64, i64* %29, i64 %431, !dbg !269
  %433 = load i64, i64* %432, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %433, metadata !264, metadata !DIExpression()), !dbg !265
  %434 = add nuw nsw i64 %328, 1064, !dbg !272
  %435 = getelementptr inbounds i64, i64* %29, i64 %434, !dbg !274
  %436 = load i64, i64* %435, align 8, !dbg !274, !tbaa !38
  %437 = sub nsw i64 %433, %436, !dbg !275
  call void @llvm.dbg.value(metadata i64 %437, metadata !264, metadata !DIExpression()), !dbg !265
  %438 = add nsw i64 %437, %430, !dbg !271
  call void @llvm.dbg.value(metadata i64 70, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %438, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 70, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 80, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %439 = add nuw nsw i64 %328, 1080, !dbg !268
  %440 = getelementptr inbounds i64, i64* %29, i64 %439, !dbg !269
  %441 = load i64, i64* %440, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %441, metadata !264, metadata !DIExpression()), !dbg !265
  %442 = add nuw nsw i64 %328, 1069, !dbg !272
  %443 = getelementptr inbounds i64, i64* %29, i64 %442, !dbg !274
  %444 = load i64, i64* %443, align 8, !dbg !274, !tbaa !38
  %445 = sub nsw i64 %441, %444, !dbg !275
  call void @llvm.dbg.value(metadata i64 %445, metadata !264, metadata !DIExpression()), !dbg !265
  %446 = add nsw i64 %445, %438, !dbg !271
  call void @llvm.dbg.value(metadata i64 75, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %446, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 75, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 85, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %447 = add nuw nsw i64 %328, 1085, !dbg !268
  %448 = getelementptr inbounds i64, i64* %29, i64 %447, !dbg !269
  %449 = load i64, i64* %448, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %449, metadata !264, metadata !DIExpression()), !dbg !265
  %450 = add nuw nsw i64 %328, 1074, !dbg !272
  %451 = getelementptr inbounds i64, i64* %29, i64 %450, !dbg !274
  %452 = load i64, i64* %451, align 8, !dbg !274, !tbaa !38
  %453 = sub nsw i64 %449, %452, !dbg !275
  call void @llvm.dbg.value(metadata i64 %453, metadata !264, metadata !DIExpression()), !dbg !265
  %454 = add nsw i64 %453, %446, !dbg !271
  call void @llvm.dbg.value(metadata i64 80, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %454, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 80, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 90, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %455 = add nuw nsw i64 %328, 1090, !dbg !268
  %456 = getelementptr inbounds i64, i64* %29, i64 %455, !dbg !269
  %457 = load i64, i64* %456, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %457, metadata !264, metadata !DIExpression()), !dbg !265
  %458 = add nuw nsw i64 %328, 1079, !dbg !272
  %459 = getelementptr inbounds i64, i64* %29, i64 %458, !dbg !274
  %460 = load i64, i64* %459, align 8, !dbg !274, !tbaa !38
  %461 = sub nsw i64 %457, %460, !dbg !275
  call void @llvm.dbg.value(metadata i64 %461, metadata !264, metadata !DIExpression()), !dbg !265
  %462 = add nsw i64 %461, %454, !dbg !271
  call void @llvm.dbg.value(metadata i64 85, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %462, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 85, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 95, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 undef, metadata !264, metadata !DIExpression()), !dbg !265
  %463 = add nuw nsw i64 %328, 1095, !dbg !268
  %464 = getelementptr inbounds i64, i64* %29, i64 %463, !dbg !269
  %465 = load i64, i64* %464, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata i64 %465, metadata !264, metadata !DIExpression()), !dbg !265
  %466 = add nuw nsw i64 %328, 1084, !dbg !272
  %467 = getelementptr inbounds i64, i64* %29, i64 %466, !dbg !274
  %468 = load i64, i64* %467, align 8, !dbg !274, !tbaa !38
  %469 = sub nsw i64 %465, %468, !dbg !275
  call void @llvm.dbg.value(metadata i64 %469, metadata !264, metadata !DIExpression()), !dbg !265
  %470 = add nsw i64 %469, %462, !dbg !271
  call void @llvm.dbg.value(metadata i64 %470, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 90, metadata !79, metadata !DIExpression()), !dbg !251
  br label %491, !dbg !276

471:                                              ; preds = %491
  %472 = add nsw i32 %10, -1, !dbg !277
  %473 = sext i32 %472 to i64, !dbg !278
  %474 = getelementptr inbounds i64, i64* %17, i64 %473, !dbg !278
  %475 = load i64, i64* %474, align 8, !dbg !278, !tbaa !38
  %476 = sdiv i32 %10, 2, !dbg !279
  %477 = sext i32 %476 to i64, !dbg !280
  %478 = getelementptr inbounds i64, i64* %19, i64 %477, !dbg !280
  %479 = load i64, i64* %478, align 8, !dbg !280, !tbaa !38
  %480 = add nsw i64 %479, %475, !dbg !281
  call void @llvm.dbg.value(metadata i64 %480, metadata !82, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !282
  %481 = icmp sgt i32 %259, 0, !dbg !283
  br i1 %481, label %482, label %789, !dbg !285

482:                                              ; preds = %471
  %483 = zext i32 %259 to i64, !dbg !285
  %484 = add nsw i64 %483, -1, !dbg !285
  %485 = udiv i64 %484, 13, !dbg !285
  %486 = add nuw nsw i64 %485, 1, !dbg !285
  %487 = and i64 %486, 7, !dbg !285
  %488 = icmp ult i64 %484, 91, !dbg !285
  br i1 %488, label %773, label %489, !dbg !285

489:                                              ; preds = %482
  %490 = and i64 %486, 4611686018427387896, !dbg !285
  br label %792, !dbg !285

491:                                              ; preds = %495, %333
  %492 = phi i64 [ %470, %333 ], [ %772, %495 ]
  %493 = add nuw nsw i64 %326, 5, !dbg !276
  call void @llvm.dbg.value(metadata i64 %493, metadata !77, metadata !DIExpression()), !dbg !250
  call void @llvm.dbg.value(metadata i64 %492, metadata !76, metadata !DIExpression()), !dbg !85
  %494 = icmp ult i64 %326, 105, !dbg !286
  br i1 %494, label %325, label %471, !dbg !287, !llvm.loop !288

495:                                              ; preds = %325
  call void @llvm.dbg.value(metadata !DIArgList(i64 %332, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 %332, i64 %327, i64 undef), metadata !76, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !85
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata !DIArgList(i64 %332, i64 %327, i64 undef), metadata !76, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !85
  %496 = add nsw i64 %328, -90, !dbg !290
  %497 = getelementptr inbounds i64, i64* %29, i64 %496, !dbg !292
  %498 = load i64, i64* %497, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %332, i64 %498), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 %332, i64 %327, i64 %498), metadata !76, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !85
  %499 = sub nsw i64 %332, %498, !dbg !293
  call void @llvm.dbg.value(metadata i64 %499, metadata !264, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 %499, i64 %327), metadata !76, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !85
  %500 = add nsw i64 %499, %327, !dbg !271
  call void @llvm.dbg.value(metadata i64 %500, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata !DIArgList(i64 %332, i64 %327, i64 undef), metadata !76, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 5, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 15, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %501 = add nuw nsw i64 %328, 1015, !dbg !268
  %502 = getelementptr inbounds i64, i64* %29, i64 %501, !dbg !269
  %503 = load i64, i64* %502, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %503, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %504 = add nsw i64 %328, -85, !dbg !290
  %505 = getelementptr inbounds i64, i64* %29, i64 %504, !dbg !292
  %506 = load i64, i64* %505, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %503, i64 %506), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %507 = add nuw nsw i64 %328, 1004, !dbg !272
  %508 = getelementptr inbounds i64, i64* %29, i64 %507, !dbg !274
  %509 = load i64, i64* %508, align 8, !dbg !274, !tbaa !38
  %510 = add i64 %506, %509, !dbg !275
  %511 = sub i64 %503, %510, !dbg !275
  call void @llvm.dbg.value(metadata i64 %511, metadata !264, metadata !DIExpression()), !dbg !265
  %512 = add nsw i64 %328, -96, !dbg !294
  %513 = getelementptr inbounds i64, i64* %29, i64 %512, !dbg !296
  %514 = load i64, i64* %513, align 8, !dbg !296, !tbaa !38
  %515 = add nsw i64 %511, %514, !dbg !297
  call void @llvm.dbg.value(metadata i64 %515, metadata !264, metadata !DIExpression()), !dbg !265
  %516 = add nsw i64 %515, %500, !dbg !271
  call void @llvm.dbg.value(metadata i64 %516, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %516, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 10, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 20, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %517 = add nuw nsw i64 %328, 1020, !dbg !268
  %518 = getelementptr inbounds i64, i64* %29, i64 %517, !dbg !269
  %519 = load i64, i64* %518, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %519, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %520 = add nsw i64 %328, -80, !dbg !290
  %521 = getelementptr inbounds i64, i64* %29, i64 %520, !dbg !292
  %522 = load i64, i64* %521, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %519, i64 %522), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %523 = add nuw nsw i64 %328, 1009, !dbg !272
  %524 = getelementptr inbounds i64, i64* %29, i64 %523, !dbg !274
  %525 = load i64, i64* %524, align 8, !dbg !274, !tbaa !38
  %526 = add i64 %522, %525, !dbg !275
  %527 = sub i64 %519, %526, !dbg !275
  call void @llvm.dbg.value(metadata i64 %527, metadata !264, metadata !DIExpression()), !dbg !265
  %528 = add nsw i64 %328, -91, !dbg !294
  %529 = getelementptr inbounds i64, i64* %29, i64 %528, !dbg !296
  %530 = load i64, i64* %529, align 8, !dbg !296, !tbaa !38
  %531 = add nsw i64 %527, %530, !dbg !297
  call void @llvm.dbg.value(metadata i64 %531, metadata !264, metadata !DIExpression()), !dbg !265
  %532 = add nsw i64 %531, %516, !dbg !271
  call void @llvm.dbg.value(metadata i64 %532, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %532, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 15, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 25, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %533 = add nuw nsw i64 %328, 1025, !dbg !268
  %534 = getelementptr inbounds i64, i64* %29, i64 %533, !dbg !269
  %535 = load i64, i64* %534, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %535, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %536 = add nsw i64 %328, -75, !dbg !290
  %537 = getelementptr inbounds i64, i64* %29, i64 %536, !dbg !292
  %538 = load i64, i64* %537, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %535, i64 %538), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %539 = add nuw nsw i64 %328, 1014, !dbg !272
  %540 = getelementptr inbounds i64, i64* %29, i64 %539, !dbg !274
  %541 = load i64, i64* %540, align 8, !dbg !274, !tbaa !38
  %542 = add i64 %538, %541, !dbg !275
  %543 = sub i64 %535, %542, !dbg !275
  call void @llvm.dbg.value(metadata i64 %543, metadata !264, metadata !DIExpression()), !dbg !265
  %544 = add nsw i64 %328, -86, !dbg !294
  %545 = getelementptr inbounds i64, i64* %29, i64 %544, !dbg !296
  %546 = load i64, i64* %545, align 8, !dbg !296, !tbaa !38
  %547 = add nsw i64 %543, %546, !dbg !297
  call void @llvm.dbg.value(metadata i64 %547, metadata !264, metadata !DIExpression()), !dbg !265
  %548 = add nsw i64 %547, %532, !dbg !271
  call void @llvm.dbg.value(metadata i64 %548, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %548, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 20, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 30, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %549 = add nuw nsw i64 %328, 1030, !dbg !268
  %550 = getelementptr inbounds i64, i64* %29, i64 %549, !dbg !269
  %551 = load i64, i64* %550, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %551, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %552 = add nsw i64 %328, -70, !dbg !290
  %553 = getelementptr inbounds i64, i64* %29, i64 %552, !dbg !292
  %554 = load i64, i64* %553, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %551, i64 %554), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %555 = add nuw nsw i64 %328, 1019, !dbg !272
  %556 = getelementptr inbounds i64, i64* %29, i64 %555, !dbg !274
  %557 = load i64, i64* %556, align 8, !dbg !274, !tbaa !38
  %558 = add i64 %554, %557, !dbg !275
  %559 = sub i64 %551, %558, !dbg !275
  call void @llvm.dbg.value(metadata i64 %559, metadata !264, metadata !DIExpression()), !dbg !265
  %560 = add nsw i64 %328, -81, !dbg !294
  %561 = getelementptr inbounds i64, i64* %29, i64 %560, !dbg !296
  %562 = load i64, i64* %561, align 8, !dbg !296, !tbaa !38
  %563 = add nsw i64 %559, %562, !dbg !297
  call void @llvm.dbg.value(metadata i64 %563, metadata !264, metadata !DIExpression()), !dbg !265
  %564 = add nsw i64 %563, %548, !dbg !271
  call void @llvm.dbg.value(metadata i64 %564, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %564, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 25, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 35, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %565 = add nuw nsw i64 %328, 1035, !dbg !268
  %566 = getelementptr inbounds i64, i64* %29, i64 %565, !dbg !269
  %567 = load i64, i64* %566, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %567, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %568 = add nsw i64 %328, -65, !dbg !290
  %569 = getelementptr inbounds i64, i64* %29, i64 %568, !dbg !292
  %570 = load i64, i64* %569, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %567, i64 %570), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %571 = add nuw nsw i64 %328, 1024, !dbg !272
  %572 = getelementptr inbounds i64, i64* %29, i64 %571, !dbg !274
  %573 = load i64, i64* %572, align 8, !dbg !274, !tbaa !38
  %574 = add i64 %570, %573, !dbg !275
  %575 = sub i64 %567, %574, !dbg !275
  call void @llvm.dbg.value(metadata i64 %575, metadata !264, metadata !DIExpression()), !dbg !265
  %576 = add nsw i64 %328, -76, !dbg !294
  %577 = getelementptr inbounds i64, i64* %29, i64 %576, !dbg !296
  %578 = load i64, i64* %577, align 8, !dbg !296, !tbaa !38
  %579 = add nsw i64 %575, %578, !dbg !297
  call void @llvm.dbg.value(metadata i64 %579, metadata !264, metadata !DIExpression()), !dbg !265
  %580 = add nsw i64 %579, %564, !dbg !271
  call void @llvm.dbg.value(metadata i64 %580, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 30, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 30, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %580, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 30, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 40, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %581 = add nuw nsw i64 %328, 1040, !dbg !268
  %582 = getelementptr inbounds i64, i64* %29, i64 %581, !dbg !269
  %583 = load i64, i64* %582, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %583, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %584 = add nsw i64 %328, -60, !dbg !290
  %585 = getelementptr inbounds i64, i64* %29, i64 %584, !dbg !292
  %586 = load i64, i64* %585, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %583, i64 %586), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %587 = add nuw nsw i64 %328, 1029, !dbg !272
  %588 = getelementptr inbounds i64, i64* %29, i64 %587, !dbg !274
  %589 = load i64, i64* %588, align 8, !dbg !274, !tbaa !38
  %590 = add i64 %586, %589, !dbg !275
  %591 = sub i64 %583, %590, !dbg !275
  call void @llvm.dbg.value(metadata i64 %591, metadata !264, metadata !DIExpression()), !dbg !265
  %592 = add nsw i64 %328, -71, !dbg !294
  %593 = getelementptr inbounds i64, i64* %29, i64 %592, !dbg !296
  %594 = load i64, i64* %593, align 8, !dbg !296, !tbaa !38
  %595 = add nsw i64 %591, %594, !dbg !297
  call void @llvm.dbg.value(metadata i64 %595, metadata !264, metadata !DIExpression()), !dbg !265
  %596 = add nsw i64 %595, %580, !dbg !271
  call void @llvm.dbg.value(metadata i64 %596, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 35, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 35, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %596, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 35, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 45, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %597 = add nuw nsw i64 %328, 1045, !dbg !268
  %598 = getelementptr inbounds i64, i64* %29, i64 %597, !dbg !269
  %599 = load i64, i64* %598, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %599, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %600 = add nsw i64 %328, -55, !dbg !290
  %601 = getelementptr inbounds i64, i64* %29, i64 %600, !dbg !292
  %602 = load i64, i64* %601, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %599, i64 %602), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %603 = add nuw nsw i64 %328, 1034, !dbg !272
  %604 = getelementptr inbounds i64, i64* %29, i64 %603, !dbg !274
  %605 = load i64, i64* %604, align 8, !dbg !274, !tbaa !38
  %606 = add i64 %602, %605, !dbg !275
  %607 = sub i64 %599, %606, !dbg !275
  call void @llvm.dbg.value(metadata i64 %607, metadata !264, metadata !DIExpression()), !dbg !265
  %608 = add nsw i64 %328, -66, !dbg !294
  %609 = getelementptr inbounds i64, i64* %29, i64 %608, !dbg !296
  %610 = load i64, i64* %609, align 8, !dbg !296, !tbaa !38
  %611 = add nsw i64 %607, %610, !dbg !297
  call void @llvm.dbg.value(metadata i64 %611, metadata !264, metadata !DIExpression()), !dbg !265
  %612 = add nsw i64 %611, %596, !dbg !271
  call void @llvm.dbg.value(metadata i64 %612, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 40, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 40, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %612, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 40, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 50, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %613 = add nuw nsw i64 %328, 1050, !dbg !268
  %614 = getelementptr inbounds i64, i64* %29, i64 %613, !dbg !269
  %615 = load i64, i64* %614, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %615, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %616 = add nsw i64 %328, -50, !dbg !290
  %617 = getelementptr inbounds i64, i64* %29, i64 %616, !dbg !292
  %618 = load i64, i64* %617, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %615, i64 %618), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %619 = add nuw nsw i64 %328, 1039, !dbg !272
  %620 = getelementptr inbounds i64, i64* %29, i64 %619, !dbg !274
  %621 = load i64, i64* %620, align 8, !dbg !274, !tbaa !38
  %622 = add i64 %618, %621, !dbg !275
  %623 = sub i64 %615, %622, !dbg !275
  call void @llvm.dbg.value(metadata i64 %623, metadata !264, metadata !DIExpression()), !dbg !265
  %624 = add nsw i64 %328, -61, !dbg !294
  %625 = getelementptr inbounds i64, i64* %29, i64 %624, !dbg !296
  %626 = load i64, i64* %625, align 8, !dbg !296, !tbaa !38
  %627 = add nsw i64 %623, %626, !dbg !297
  call void @llvm.dbg.value(metadata i64 %627, metadata !264, metadata !DIExpression()), !dbg !265
  %628 = add nsw i64 %627, %612, !dbg !271
  call void @llvm.dbg.value(metadata i64 %628, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 45, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 45, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %628, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 45, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 55, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %629 = add nuw nsw i64 %328, 1055, !dbg !268
  %630 = getelementptr inbounds i64, i64* %29, i64 %629, !dbg !269
  %631 = load i64, i64* %630, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %631, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %632 = add nsw i64 %328, -45, !dbg !290
  %633 = getelementptr inbounds i64, i64* %29, i64 %632, !dbg !292
  %634 = load i64, i64* %633, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %631, i64 %634), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %635 = add nuw nsw i64 %328, 1044, !dbg !272
  %636 = getelementptr inbounds i64, i64* %29, i64 %635, !dbg !274
  %637 = load i64, i64* %636, align 8, !dbg !274, !tbaa !38
  %638 = add i64 %634, %637, !dbg !275
  %639 = sub i64 %631, %638, !dbg !275
  call void @llvm.dbg.value(metadata i64 %639, metadata !264, metadata !DIExpression()), !dbg !265
  %640 = add nsw i64 %328, -56, !dbg !294
  %641 = getelementptr inbounds i64, i64* %29, i64 %640, !dbg !296
  %642 = load i64, i64* %641, align 8, !dbg !296, !tbaa !38
  %643 = add nsw i64 %639, %642, !dbg !297
  call void @llvm.dbg.value(metadata i64 %643, metadata !264, metadata !DIExpression()), !dbg !265
  %644 = add nsw i64 %643, %628, !dbg !271
  call void @llvm.dbg.value(metadata i64 %644, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 50, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 50, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %644, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 50, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 60, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %645 = add nuw nsw i64 %328, 1060, !dbg !268
  %646 = getelementptr inbounds i64, i64* %29, i64 %645, !dbg !269
  %647 = load i64, i64* %646, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %647, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %648 = add nsw i64 %328, -40, !dbg !290
  %649 = getelementptr inbounds i64, i64* %29, i64 %648, !dbg !292
  %650 = load i64, i64* %649, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %647, i64 %650), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %651 = add nuw nsw i64 %328, 1049, !dbg !272
  %652 = getelementptr inbounds i64, i64* %29, i64 %651, !dbg !274
  %653 = load i64, i64* %652, align 8, !dbg !274, !tbaa !38
  %654 = add i64 %650, %653, !dbg !275
  %655 = sub i64 %647, %654, !dbg !275
  call void @llvm.dbg.value(metadata i64 %655, metadata !264, metadata !DIExpression()), !dbg !265
  %656 = add nsw i64 %328, -51, !dbg !294
  %657 = getelementptr inbounds i64, i64* %29, i64 %656, !dbg !296
  %658 = load i64, i64* %657, align 8, !dbg !296, !tbaa !38
  %659 = add nsw i64 %655, %658, !dbg !297
  call void @llvm.dbg.value(metadata i64 %659, metadata !264, metadata !DIExpression()), !dbg !265
  %660 = add nsw i64 %659, %644, !dbg !271
  call void @llvm.dbg.value(metadata i64 %660, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 55, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 55, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %660, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 55, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 65, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %661 = add nuw nsw i64 %328, 1065, !dbg !268
  %662 = getelementptr inbounds i64, i64* %29, i64 %661, !dbg !269
  %663 = load i64, i64* %662, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %663, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %664 = add nsw i64 %328, -35, !dbg !290
  %665 = getelementptr inbounds i64, i64* %29, i64 %664, !dbg !292
  %666 = load i64, i64* %665, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %663, i64 %666), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %667 = add nuw nsw i64 %328, 1054, !dbg !272
  %668 = getelementptr inbounds i64, i64* %29, i64 %667, !dbg !274
  %669 = load i64, i64* %668, align 8, !dbg !274, !tbaa !38
  %670 = add i64 %666, %669, !dbg !275
  %671 = sub i64 %663, %670, !dbg !275
  call void @llvm.dbg.value(metadata i64 %671, metadata !264, metadata !DIExpression()), !dbg !265
  %672 = add nsw i64 %328, -46, !dbg !294
  %673 = getelementptr inbounds i64, i64* %29, i64 %672, !dbg !296
  %674 = load i64, i64* %673, align 8, !dbg !296, !tbaa !38
  %675 = add nsw i64 %671, %674, !dbg !297
  call void @llvm.dbg.value(metadata i64 %675, metadata !264, metadata !DIExpression()), !dbg !265
  %676 = add nsw i64 %675, %660, !dbg !271
  call void @llvm.dbg.value(metadata i64 %676, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 60, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 60, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %676, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 60, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 70, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %677 = add nuw nsw i64 %328, 1070, !dbg !268
  %678 = getelementptr inbounds i64, i64* %29, i64 %677, !dbg !269
  %679 = load i64, i64* %678, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %679, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %680 = add nsw i64 %328, -30, !dbg !290
  %681 = getelementptr inbounds i64, i64* %29, i64 %680, !dbg !292
  %682 = load i64, i64* %681, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %679, i64 %682), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %683 = add nuw nsw i64 %328, 1059, !dbg !272
  %684 = getelementptr inbounds i64, i64* %29, i64 %683, !dbg !274
  %685 = load i64, i64* %684, align 8, !dbg !274, !tbaa !38
  %686 = add i64 %682, %685, !dbg !275
  %687 = sub i64 %679, %686, !dbg !275
  call void @llvm.dbg.value(metadata i64 %687, metadata !264, metadata !DIExpression()), !dbg !265
  %688 = add nsw i64 %328, -41, !dbg !294
  %689 = getelementptr inbounds i64, i64* %29, i64 %688, !dbg !296
  %690 = load i64, i64* %689, align 8, !dbg !296, !tbaa !38
  %691 = add nsw i64 %687, %690, !dbg !297
  call void @llvm.dbg.value(metadata i64 %691, metadata !264, metadata !DIExpression()), !dbg !265
  %692 = add nsw i64 %691, %676, !dbg !271
  call void @llvm.dbg.value(metadata i64 %692, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 65, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 65, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %692, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 65, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 75, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %693 = add nuw nsw i64 %328, 1075, !dbg !268
  %694 = getelementptr inbounds i64, i64* %29, i64 %693, !dbg !269
  %695 = load i64, i64* %694, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %695, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %696 = add nsw i64 %328, -25, !dbg !290
  %697 = getelementptr inbounds i64, i64* %29, i64 %696, !dbg !292
  %698 = load i64, i64* %697, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %695, i64 %698), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %699 = add nuw nsw i64 %328, 1064, !dbg !272
  %700 = getelementptr inbounds i64, i64* %29, i64 %699, !dbg !274
  %701 = load i64, i64* %700, align 8, !dbg !274, !tbaa !38
  %702 = add i64 %698, %701, !dbg !275
  %703 = sub i64 %695, %702, !dbg !275
  call void @llvm.dbg.value(metadata i64 %703, metadata !264, metadata !DIExpression()), !dbg !265
  %704 = add nsw i64 %328, -36, !dbg !294
  %705 = getelementptr inbounds i64, i64* %29, i64 %704, !dbg !296
  %706 = load i64, i64* %705, align 8, !dbg !296, !tbaa !38
  %707 = add nsw i64 %703, %706, !dbg !297
  call void @llvm.dbg.value(metadata i64 %707, metadata !264, metadata !DIExpression()), !dbg !265
  %708 = add nsw i64 %707, %692, !dbg !271
  call void @llvm.dbg.value(metadata i64 %708, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 70, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 70, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %708, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 70, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 80, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %709 = add nuw nsw i64 %328, 1080, !dbg !268
  %710 = getelementptr inbounds i64, i64* %29, i64 %709, !dbg !269
  %711 = load i64, i64* %710, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %711, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %712 = add nsw i64 %328, -20, !dbg !290
  %713 = getelementptr inbounds i64, i64* %29, i64 %712, !dbg !292
  %714 = load i64, i64* %713, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %711, i64 %714), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %715 = add nuw nsw i64 %328, 1069, !dbg !272
  %716 = getelementptr inbounds i64, i64* %29, i64 %715, !dbg !274
  %717 = load i64, i64* %716, align 8, !dbg !274, !tbaa !38
  %718 = add i64 %714, %717, !dbg !275
  %719 = sub i64 %711, %718, !dbg !275
  call void @llvm.dbg.value(metadata i64 %719, metadata !264, metadata !DIExpression()), !dbg !265
  %720 = add nsw i64 %328, -31, !dbg !294
  %721 = getelementptr inbounds i64, i64* %29, i64 %720, !dbg !296
  %722 = load i64, i64* %721, align 8, !dbg !296, !tbaa !38
  %723 = add nsw i64 %719, %722, !dbg !297
  call void @llvm.dbg.value(metadata i64 %723, metadata !264, metadata !DIExpression()), !dbg !265
  %724 = add nsw i64 %723, %708, !dbg !271
  call void @llvm.dbg.value(metadata i64 %724, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 75, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 75, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %724, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 75, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 85, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %725 = add nuw nsw i64 %328, 1085, !dbg !268
  %726 = getelementptr inbounds i64, i64* %29, i64 %725, !dbg !269
  %727 = load i64, i64* %726, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %727, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %728 = add nsw i64 %328, -15, !dbg !290
  %729 = getelementptr inbounds i64, i64* %29, i64 %728, !dbg !292
  %730 = load i64, i64* %729, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %727, i64 %730), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %731 = add nuw nsw i64 %328, 1074, !dbg !272
  %732 = getelementptr inbounds i64, i64* %29, i64 %731, !dbg !274
  %733 = load i64, i64* %732, align 8, !dbg !274, !tbaa !38
  %734 = add i64 %730, %733, !dbg !275
  %735 = sub i64 %727, %734, !dbg !275
  call void @llvm.dbg.value(metadata i64 %735, metadata !264, metadata !DIExpression()), !dbg !265
  %736 = add nsw i64 %328, -26, !dbg !294
  %737 = getelementptr inbounds i64, i64* %29, i64 %736, !dbg !296
  %738 = load i64, i64* %737, align 8, !dbg !296, !tbaa !38
  %739 = add nsw i64 %735, %738, !dbg !297
  call void @llvm.dbg.value(metadata i64 %739, metadata !264, metadata !DIExpression()), !dbg !265
  %740 = add nsw i64 %739, %724, !dbg !271
  call void @llvm.dbg.value(metadata i64 %740, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 80, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 80, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %740, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 80, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 90, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %741 = add nuw nsw i64 %328, 1090, !dbg !268
  %742 = getelementptr inbounds i64, i64* %29, i64 %741, !dbg !269
  %743 = load i64, i64* %742, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %743, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %744 = add nsw i64 %328, -10, !dbg !290
  %745 = getelementptr inbounds i64, i64* %29, i64 %744, !dbg !292
  %746 = load i64, i64* %745, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %743, i64 %746), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %747 = add nuw nsw i64 %328, 1079, !dbg !272
  %748 = getelementptr inbounds i64, i64* %29, i64 %747, !dbg !274
  %749 = load i64, i64* %748, align 8, !dbg !274, !tbaa !38
  %750 = add i64 %746, %749, !dbg !275
  %751 = sub i64 %743, %750, !dbg !275
  call void @llvm.dbg.value(metadata i64 %751, metadata !264, metadata !DIExpression()), !dbg !265
  %752 = add nsw i64 %328, -21, !dbg !294
  %753 = getelementptr inbounds i64, i64* %29, i64 %752, !dbg !296
  %754 = load i64, i64* %753, align 8, !dbg !296, !tbaa !38
  %755 = add nsw i64 %751, %754, !dbg !297
  call void @llvm.dbg.value(metadata i64 %755, metadata !264, metadata !DIExpression()), !dbg !265
  %756 = add nsw i64 %755, %740, !dbg !271
  call void @llvm.dbg.value(metadata i64 %756, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 85, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 85, metadata !79, metadata !DIExpression()), !dbg !251
  call void @llvm.dbg.value(metadata i64 %756, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 100, metadata !252, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64* %29, metadata !259, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !260, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 85, metadata !261, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata i64 %326, metadata !262, metadata !DIExpression(DW_OP_plus_uconst, 10, DW_OP_stack_value)), !dbg !265
  call void @llvm.dbg.value(metadata i64 95, metadata !263, metadata !DIExpression()), !dbg !265
  call void @llvm.dbg.value(metadata !DIArgList(i64 undef, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %757 = add nuw nsw i64 %328, 1095, !dbg !268
  %758 = getelementptr inbounds i64, i64* %29, i64 %757, !dbg !269
  %759 = load i64, i64* %758, align 8, !dbg !269, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %759, i64 undef), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %760 = add nsw i64 %328, -5, !dbg !290
  %761 = getelementptr inbounds i64, i64* %29, i64 %760, !dbg !292
  %762 = load i64, i64* %761, align 8, !dbg !292, !tbaa !38
  call void @llvm.dbg.value(metadata !DIArgList(i64 %759, i64 %762), metadata !264, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !265
  %763 = add nuw nsw i64 %328, 1084, !dbg !272
  %764 = getelementptr inbounds i64, i64* %29, i64 %763, !dbg !274
  %765 = load i64, i64* %764, align 8, !dbg !274, !tbaa !38
  %766 = add i64 %762, %765, !dbg !275
  %767 = sub i64 %759, %766, !dbg !275
  call void @llvm.dbg.value(metadata i64 %767, metadata !264, metadata !DIExpression()), !dbg !265
  %768 = add nsw i64 %328, -16, !dbg !294
  %769 = getelementptr inbounds i64, i64* %29, i64 %768, !dbg !296
  %770 = load i64, i64* %769, align 8, !dbg !296, !tbaa !38
  %771 = add nsw i64 %767, %770, !dbg !297
  call void @llvm.dbg.value(metadata i64 %771, metadata !264, metadata !DIExpression()), !dbg !265
  %772 = add nsw i64 %771, %756, !dbg !271
  call void @llvm.dbg.value(metadata i64 %772, metadata !76, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 90, metadata !79, metadata !DIExpression()), !dbg !251
  br label %491, !dbg !276

773:                                              ; preds = %792, %482
  %774 = phi i64 [ undef, %482 ], [ %834, %792 ]
  %775 = phi i64 [ 0, %482 ], [ %835, %792 ]
  %776 = phi i64 [ %480, %482 ], [ %834, %792 ]
  %777 = icmp eq i64 %487, 0, !dbg !285
  br i1 %777, label %789, label %778, !dbg !285

778:                                              ; preds = %773, %778
  %779 = phi i64 [ %786, %778 ], [ %775, %773 ]
  %780 = phi i64 [ %785, %778 ], [ %776, %773 ]
  %781 = phi i64 [ %787, %778 ], [ 0, %773 ]
  call void @llvm.dbg.value(metadata i64 %779, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %780, metadata !82, metadata !DIExpression()), !dbg !85
  %782 = getelementptr inbounds i32, i32* %25, i64 %779, !dbg !298
  %783 = load i32, i32* %782, align 4, !dbg !298, !tbaa !43
  %784 = sext i32 %783 to i64, !dbg !298
  %785 = add nsw i64 %780, %784, !dbg !299
  call void @llvm.dbg.value(metadata i64 %785, metadata !82, metadata !DIExpression()), !dbg !85
  %786 = add nuw nsw i64 %779, 13, !dbg !300
  call void @llvm.dbg.value(metadata i64 %786, metadata !83, metadata !DIExpression()), !dbg !282
  %787 = add i64 %781, 1, !dbg !285
  %788 = icmp eq i64 %787, %487, !dbg !285
  br i1 %788, label %789, label %778, !dbg !285, !llvm.loop !301

789:                                              ; preds = %773, %778, %471
  %790 = phi i64 [ %480, %471 ], [ %774, %773 ], [ %785, %778 ], !dbg !85
  %791 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str, i64 0, i64 0), i32 noundef %259, i64 noundef %492, i64 noundef %790), !dbg !302
  tail call void @free(i8* noundef %13) #7, !dbg !303
  tail call void @free(i8* noundef %16) #7, !dbg !304
  tail call void @free(i8* noundef %18) #7, !dbg !305
  tail call void @free(i8* noundef %20) #7, !dbg !306
  tail call void @free(i8* noundef %22) #7, !dbg !307
  tail call void @free(i8* noundef %24) #7, !dbg !308
  tail call void @free(i8* noundef %26) #7, !dbg !309
  tail call void @free(i8* noundef %28) #7, !dbg !310
  ret i32 0, !dbg !311

792:                                              ; preds = %792, %489
  %793 = phi i64 [ 0, %489 ], [ %835, %792 ]
  %794 = phi i64 [ %480, %489 ], [ %834, %792 ]
  %795 = phi i64 [ 0, %489 ], [ %836, %792 ]
  call void @llvm.dbg.value(metadata i64 %793, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %794, metadata !82, metadata !DIExpression()), !dbg !85
  %796 = getelementptr inbounds i32, i32* %25, i64 %793, !dbg !298
  %797 = load i32, i32* %796, align 4, !dbg !298, !tbaa !43
  %798 = sext i32 %797 to i64, !dbg !298
  %799 = add nsw i64 %794, %798, !dbg !299
  call void @llvm.dbg.value(metadata i64 %799, metadata !82, metadata !DIExpression()), !dbg !85
  %800 = add nuw nsw i64 %793, 13, !dbg !300
  call void @llvm.dbg.value(metadata i64 %800, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %800, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %799, metadata !82, metadata !DIExpression()), !dbg !85
  %801 = getelementptr inbounds i32, i32* %25, i64 %800, !dbg !298
  %802 = load i32, i32* %801, align 4, !dbg !298, !tbaa !43
  %803 = sext i32 %802 to i64, !dbg !298
  %804 = add nsw i64 %799, %803, !dbg !299
  call void @llvm.dbg.value(metadata i64 %804, metadata !82, metadata !DIExpression()), !dbg !85
  %805 = add nuw nsw i64 %793, 26, !dbg !300
  call void @llvm.dbg.value(metadata i64 %805, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %805, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %804, metadata !82, metadata !DIExpression()), !dbg !85
  %806 = getelementptr inbounds i32, i32* %25, i64 %805, !dbg !298
  %807 = load i32, i32* %806, align 4, !dbg !298, !tbaa !43
  %808 = sext i32 %807 to i64, !dbg !298
  %809 = add nsw i64 %804, %808, !dbg !299
  call void @llvm.dbg.value(metadata i64 %809, metadata !82, metadata !DIExpression()), !dbg !85
  %810 = add nuw nsw i64 %793, 39, !dbg !300
  call void @llvm.dbg.value(metadata i64 %810, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %810, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %809, metadata !82, metadata !DIExpression()), !dbg !85
  %811 = getelementptr inbounds i32, i32* %25, i64 %810, !dbg !298
  %812 = load i32, i32* %811, align 4, !dbg !298, !tbaa !43
  %813 = sext i32 %812 to i64, !dbg !298
  %814 = add nsw i64 %809, %813, !dbg !299
  call void @llvm.dbg.value(metadata i64 %814, metadata !82, metadata !DIExpression()), !dbg !85
  %815 = add nuw nsw i64 %793, 52, !dbg !300
  call void @llvm.dbg.value(metadata i64 %815, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %815, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %814, metadata !82, metadata !DIExpression()), !dbg !85
  %816 = getelementptr inbounds i32, i32* %25, i64 %815, !dbg !298
  %817 = load i32, i32* %816, align 4, !dbg !298, !tbaa !43
  %818 = sext i32 %817 to i64, !dbg !298
  %819 = add nsw i64 %814, %818, !dbg !299
  call void @llvm.dbg.value(metadata i64 %819, metadata !82, metadata !DIExpression()), !dbg !85
  %820 = add nuw nsw i64 %793, 65, !dbg !300
  call void @llvm.dbg.value(metadata i64 %820, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %820, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %819, metadata !82, metadata !DIExpression()), !dbg !85
  %821 = getelementptr inbounds i32, i32* %25, i64 %820, !dbg !298
  %822 = load i32, i32* %821, align 4, !dbg !298, !tbaa !43
  %823 = sext i32 %822 to i64, !dbg !298
  %824 = add nsw i64 %819, %823, !dbg !299
  call void @llvm.dbg.value(metadata i64 %824, metadata !82, metadata !DIExpression()), !dbg !85
  %825 = add nuw nsw i64 %793, 78, !dbg !300
  call void @llvm.dbg.value(metadata i64 %825, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %825, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %824, metadata !82, metadata !DIExpression()), !dbg !85
  %826 = getelementptr inbounds i32, i32* %25, i64 %825, !dbg !298
  %827 = load i32, i32* %826, align 4, !dbg !298, !tbaa !43
  %828 = sext i32 %827 to i64, !dbg !298
  %829 = add nsw i64 %824, %828, !dbg !299
  call void @llvm.dbg.value(metadata i64 %829, metadata !82, metadata !DIExpression()), !dbg !85
  %830 = add nuw nsw i64 %793, 91, !dbg !300
  call void @llvm.dbg.value(metadata i64 %830, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %830, metadata !83, metadata !DIExpression()), !dbg !282
  call void @llvm.dbg.value(metadata i64 %829, metadata !82, metadata !DIExpression()), !dbg !85
  %831 = getelementptr inbounds i32, i32* %25, i64 %830, !dbg !298
  %832 = load i32, i32* %831, align 4, !dbg !298, !tbaa !43
  %833 = sext i32 %832 to i64, !dbg !298
  %834 = add nsw i64 %829, %833, !dbg !299
  call void @llvm.dbg.value(metadata i64 %834, metadata !82, metadata !DIExpression()), !dbg !85
  %835 = add nuw nsw i64 %793, 104, !dbg !300
  call void @llvm.dbg.value(metadata i64 %835, metadata !83, metadata !DIExpression()), !dbg !282
  %836 = add i64 %795, 8, !dbg !285
  %837 = icmp eq i64 %836, %490, !dbg !285
  br i1 %837, label %773, label %792, !dbg !285, !llvm.loop !312
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
!229 = !DILocation(line: 38, column: 31, scope: !230, inlinedAt: !224)
!230 = distinct !DILexicalBlock(scope: !231, file: !1, line: 36, column: 33)
!231 = distinct !DILexicalBlock(scope: !223, file: !1, line: 36, column: 5)
!232 = !DILocation(line: 37, column: 24, scope: !230, inlinedAt: !224)
!233 = !DILocation(line: 37, column: 14, scope: !230, inlinedAt: !224)
!234 = !DILocation(line: 37, column: 11, scope: !230, inlinedAt: !224)
!235 = !DILocation(line: 38, column: 7, scope: !230, inlinedAt: !224)
!236 = !DILocation(line: 38, column: 22, scope: !230, inlinedAt: !224)
!237 = !DILocation(line: 36, column: 29, scope: !231, inlinedAt: !224)
!238 = !DILocation(line: 36, column: 23, scope: !231, inlinedAt: !224)
!239 = !DILocation(line: 36, column: 5, scope: !223, inlinedAt: !224)
!240 = distinct !{!240, !239, !241, !52}
!241 = !DILocation(line: 39, column: 5, scope: !223, inlinedAt: !224)
!242 = !DILocation(line: 34, column: 27, scope: !221, inlinedAt: !224)
!243 = !DILocation(line: 34, column: 21, scope: !221, inlinedAt: !224)
!244 = distinct !{!244, !208, !245, !52}
!245 = !DILocation(line: 40, column: 3, scope: !209, inlinedAt: !224)
!246 = !DILocation(line: 38, column: 55, scope: !230, inlinedAt: !224)
!247 = !DILocation(line: 38, column: 39, scope: !230, inlinedAt: !224)
!248 = !DILocation(line: 38, column: 28, scope: !230, inlinedAt: !224)
!249 = distinct !{!249, !239, !241, !52}
!250 = !DILocation(line: 0, scope: !78)
!251 = !DILocation(line: 0, scope: !80)
!252 = !DILocalVariable(name: "w", arg: 1, scope: !253, file: !1, line: 43, type: !3)
!253 = distinct !DISubprogram(name: "box", scope: !1, file: !1, line: 43, type: !254, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !258)
!254 = !DISubroutineType(types: !255)
!255 = !{!21, !3, !256, !3, !3, !3, !3}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!258 = !{!252, !259, !260, !261, !262, !263, !264}
!259 = !DILocalVariable(name: "sat", arg: 2, scope: !253, file: !1, line: 43, type: !256)
!260 = !DILocalVariable(name: "i0", arg: 3, scope: !253, file: !1, line: 43, type: !3)
!261 = !DILocalVariable(name: "j0", arg: 4, scope: !253, file: !1, line: 43, type: !3)
!262 = !DILocalVariable(name: "i1", arg: 5, scope: !253, file: !1, line: 43, type: !3)
!263 = !DILocalVariable(name: "j1", arg: 6, scope: !253, file: !1, line: 43, type: !3)
!264 = !DILocalVariable(name: "s", scope: !253, file: !1, line: 45, type: !21)
!265 = !DILocation(line: 0, scope: !253, inlinedAt: !266)
!266 = distinct !DILocation(line: 74, column: 12, scope: !267)
!267 = distinct !DILexicalBlock(scope: !80, file: !1, line: 73, column: 5)
!268 = !DILocation(line: 45, column: 23, scope: !253, inlinedAt: !266)
!269 = !DILocation(line: 45, column: 12, scope: !253, inlinedAt: !266)
!270 = !DILocation(line: 46, column: 7, scope: !253, inlinedAt: !266)
!271 = !DILocation(line: 74, column: 9, scope: !267)
!272 = !DILocation(line: 47, column: 36, scope: !273, inlinedAt: !266)
!273 = distinct !DILexicalBlock(scope: !253, file: !1, line: 47, column: 7)
!274 = !DILocation(line: 47, column: 20, scope: !273, inlinedAt: !266)
!275 = !DILocation(line: 47, column: 17, scope: !273, inlinedAt: !266)
!276 = !DILocation(line: 72, column: 33, scope: !81)
!277 = !DILocation(line: 75, column: 19, scope: !53)
!278 = !DILocation(line: 75, column: 12, scope: !53)
!279 = !DILocation(line: 75, column: 33, scope: !53)
!280 = !DILocation(line: 75, column: 26, scope: !53)
!281 = !DILocation(line: 75, column: 24, scope: !53)
!282 = !DILocation(line: 0, scope: !84)
!283 = !DILocation(line: 76, column: 21, scope: !284)
!284 = distinct !DILexicalBlock(scope: !84, file: !1, line: 76, column: 3)
!285 = !DILocation(line: 76, column: 3, scope: !84)
!286 = !DILocation(line: 72, column: 26, scope: !81)
!287 = !DILocation(line: 72, column: 3, scope: !78)
!288 = distinct !{!288, !287, !289, !52}
!289 = !DILocation(line: 74, column: 44, scope: !78)
!290 = !DILocation(line: 46, column: 37, scope: !291, inlinedAt: !266)
!291 = distinct !DILexicalBlock(scope: !253, file: !1, line: 46, column: 7)
!292 = !DILocation(line: 46, column: 20, scope: !291, inlinedAt: !266)
!293 = !DILocation(line: 46, column: 17, scope: !291, inlinedAt: !266)
!294 = !DILocation(line: 48, column: 52, scope: !295, inlinedAt: !266)
!295 = distinct !DILexicalBlock(scope: !253, file: !1, line: 48, column: 7)
!296 = !DILocation(line: 48, column: 30, scope: !295, inlinedAt: !266)
!297 = !DILocation(line: 48, column: 27, scope: !295, inlinedAt: !266)
!298 = !DILocation(line: 77, column: 10, scope: !284)
!299 = !DILocation(line: 77, column: 7, scope: !284)
!300 = !DILocation(line: 76, column: 31, scope: !284)
!301 = distinct !{!301, !193}
!302 = !DILocation(line: 78, column: 3, scope: !53)
!303 = !DILocation(line: 79, column: 3, scope: !53)
!304 = !DILocation(line: 79, column: 13, scope: !53)
!305 = !DILocation(line: 79, column: 25, scope: !53)
!306 = !DILocation(line: 79, column: 37, scope: !53)
!307 = !DILocation(line: 79, column: 50, scope: !53)
!308 = !DILocation(line: 79, column: 61, scope: !53)
!309 = !DILocation(line: 80, column: 3, scope: !53)
!310 = !DILocation(line: 80, column: 14, scope: !53)
!311 = !DILocation(line: 82, column: 1, scope: !53)
!312 = distinct !{!312, !285, !313, !52}
!313 = !DILocation(line: 77, column: 15, scope: !84)
