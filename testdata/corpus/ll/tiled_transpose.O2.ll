; ModuleID = 'tiled_transpose.c'
source_filename = "tiled_transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.3f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_transpose(i32 noundef %0, i32 noundef %1, i32 noundef %2, float* nocapture noundef readonly %3, float* nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %2, metadata !25, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata float* %3, metadata !26, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata float* %4, metadata !27, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !43
  %6 = icmp sgt i32 %0, 0, !dbg !44
  br i1 %6, label %7, label %25, !dbg !45

7:                                                ; preds = %5
  %8 = icmp sgt i32 %1, 0
  %9 = sext i32 %2 to i64, !dbg !45
  %10 = zext i32 %0 to i64, !dbg !45
  %11 = sext i32 %1 to i64, !dbg !45
  %12 = mul nsw i64 %9, %11
  %13 = icmp eq i32 %0, 1
  br label %14, !dbg !45

14:                                               ; preds = %7, %29
  %15 = phi i64 [ 0, %7 ], [ %33, %29 ]
  %16 = phi i64 [ 0, %7 ], [ %30, %29 ]
  %17 = mul i64 %12, %15
  %18 = trunc i64 %16 to i32
  call void @llvm.dbg.value(metadata i32 %18, metadata !28, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  br i1 %8, label %19, label %29, !dbg !47

19:                                               ; preds = %14
  %20 = add nsw i32 %18, %2
  %21 = icmp slt i32 %20, %0
  %22 = select i1 %21, i32 %20, i32 %0
  %23 = icmp sgt i32 %22, %18
  %24 = sext i32 %22 to i64, !dbg !47
  br label %34, !dbg !47

25:                                               ; preds = %29, %5
  ret void, !dbg !48

26:                                               ; preds = %159, %34
  call void @llvm.dbg.value(metadata i32 %69, metadata !30, metadata !DIExpression()), !dbg !46
  %27 = add i32 %36, 1, !dbg !47
  %28 = add i64 %35, 1, !dbg !47
  br i1 %70, label %34, label %29, !dbg !47, !llvm.loop !49

29:                                               ; preds = %26, %14
  %30 = add nsw i64 %16, %9, !dbg !45
  %31 = trunc i64 %30 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %31, metadata !28, metadata !DIExpression()), !dbg !43
  %32 = icmp slt i32 %31, %0, !dbg !44
  %33 = add i64 %15, 1, !dbg !45
  br i1 %32, label %14, label %25, !dbg !45, !llvm.loop !53

34:                                               ; preds = %19, %26
  %35 = phi i64 [ 0, %19 ], [ %28, %26 ]
  %36 = phi i32 [ 0, %19 ], [ %27, %26 ]
  %37 = phi i64 [ 0, %19 ], [ %68, %26 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !30, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !46
  call void @llvm.dbg.value(metadata i32 %20, metadata !55, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 %0, metadata !60, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 %22, metadata !33, metadata !DIExpression()), !dbg !63
  %38 = add i64 %37, 1, !dbg !47
  %39 = trunc i64 %35 to i32, !dbg !47
  %40 = mul i32 %39, %2, !dbg !47
  %41 = add i32 %40, %2, !dbg !47
  %42 = call i32 @llvm.smin.i32(i32 %1, i32 %41), !dbg !47
  %43 = sext i32 %42 to i64, !dbg !47
  %44 = call i64 @llvm.smax.i64(i64 %38, i64 %43), !dbg !47
  %45 = mul i64 %35, %9, !dbg !47
  %46 = sub i64 %44, %45, !dbg !47
  %47 = add i64 %46, -8, !dbg !47
  %48 = lshr i64 %47, 3, !dbg !47
  %49 = add nuw nsw i64 %48, 1, !dbg !47
  %50 = add i64 %37, 1, !dbg !47
  %51 = mul i32 %36, %2, !dbg !47
  %52 = add i32 %51, %2, !dbg !47
  %53 = call i32 @llvm.smin.i32(i32 %1, i32 %52), !dbg !47
  %54 = sext i32 %53 to i64, !dbg !47
  %55 = call i64 @llvm.smax.i64(i64 %50, i64 %54), !dbg !47
  %56 = mul i64 %35, %9, !dbg !47
  %57 = sub i64 %55, %56, !dbg !47
  %58 = add i64 %16, %37, !dbg !47
  %59 = add i64 %37, 1, !dbg !47
  %60 = mul i32 %36, %2, !dbg !47
  %61 = add i32 %60, %2, !dbg !47
  %62 = call i32 @llvm.smin.i32(i32 %1, i32 %61), !dbg !47
  %63 = sext i32 %62 to i64, !dbg !47
  %64 = call i64 @llvm.smax.i64(i64 %59, i64 %63), !dbg !47
  %65 = add i64 %16, %64, !dbg !47
  %66 = add i64 %17, %37, !dbg !47
  %67 = add i64 %17, %64, !dbg !47
  %68 = add i64 %37, %9, !dbg !47
  %69 = trunc i64 %68 to i32, !dbg !64
  call void @llvm.dbg.value(metadata i32 %69, metadata !55, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 %1, metadata !60, metadata !DIExpression()), !dbg !65
  %70 = icmp slt i32 %69, %1, !dbg !67
  %71 = select i1 %70, i32 %69, i32 %1, !dbg !68
  call void @llvm.dbg.value(metadata i32 %71, metadata !36, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %18, metadata !37, metadata !DIExpression()), !dbg !69
  br i1 %23, label %72, label %26, !dbg !70

72:                                               ; preds = %34
  %73 = trunc i64 %37 to i32
  call void @llvm.dbg.value(metadata i32 %73, metadata !30, metadata !DIExpression()), !dbg !46
  %74 = icmp sgt i32 %71, %73
  %75 = sext i32 %71 to i64, !dbg !70
  %76 = icmp ugt i64 %57, 7
  %77 = and i1 %76, %13
  %78 = and i64 %57, -8
  %79 = add i64 %37, %78
  %80 = and i64 %49, 1
  %81 = icmp ult i64 %47, 8
  %82 = and i64 %49, 4611686018427387902
  %83 = icmp eq i64 %80, 0
  %84 = icmp eq i64 %57, %78
  br label %85, !dbg !70

85:                                               ; preds = %72, %159
  %86 = phi i64 [ 0, %72 ], [ %162, %159 ]
  %87 = phi i64 [ %16, %72 ], [ %160, %159 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !37, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i64 %37, metadata !39, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !71
  %88 = add i64 %58, %86, !dbg !72
  %89 = getelementptr float, float* %4, i64 %88, !dbg !72
  %90 = add i64 %65, %86, !dbg !72
  %91 = getelementptr float, float* %4, i64 %90, !dbg !72
  %92 = mul i64 %86, %11, !dbg !72
  %93 = add i64 %66, %92, !dbg !72
  %94 = getelementptr float, float* %3, i64 %93, !dbg !72
  %95 = add i64 %67, %92, !dbg !72
  %96 = getelementptr float, float* %3, i64 %95, !dbg !72
  br i1 %74, label %97, label %159, !dbg !72

97:                                               ; preds = %85
  %98 = mul nsw i64 %87, %11
  br i1 %77, label %99, label %157, !dbg !72

99:                                               ; preds = %97
  %100 = icmp ult float* %89, %96, !dbg !72
  %101 = icmp ult float* %94, %91, !dbg !72
  %102 = and i1 %100, %101, !dbg !72
  br i1 %102, label %157, label %103

103:                                              ; preds = %99
  br i1 %81, label %139, label %104, !dbg !72

104:                                              ; preds = %103, %104
  %105 = phi i64 [ %136, %104 ], [ 0, %103 ]
  %106 = phi i64 [ %137, %104 ], [ 0, %103 ]
  %107 = add i64 %37, %105
  %108 = add nsw i64 %107, %98, !dbg !73
  %109 = getelementptr inbounds float, float* %3, i64 %108, !dbg !75
  %110 = bitcast float* %109 to <4 x float>*, !dbg !75
  %111 = load <4 x float>, <4 x float>* %110, align 4, !dbg !75, !tbaa !76, !alias.scope !80
  %112 = getelementptr inbounds float, float* %109, i64 4, !dbg !75
  %113 = bitcast float* %112 to <4 x float>*, !dbg !75
  %114 = load <4 x float>, <4 x float>* %113, align 4, !dbg !75, !tbaa !76, !alias.scope !80
  %115 = mul nsw i64 %107, %10, !dbg !83
  %116 = add nsw i64 %115, %87, !dbg !84
  %117 = getelementptr inbounds float, float* %4, i64 %116, !dbg !85
  %118 = bitcast float* %117 to <4 x float>*, !dbg !86
  store <4 x float> %111, <4 x float>* %118, align 4, !dbg !86, !tbaa !76, !alias.scope !87, !noalias !80
  %119 = getelementptr inbounds float, float* %117, i64 4, !dbg !86
  %120 = bitcast float* %119 to <4 x float>*, !dbg !86
  store <4 x float> %114, <4 x float>* %120, align 4, !dbg !86, !tbaa !76, !alias.scope !87, !noalias !80
  %121 = or i64 %105, 8
  %122 = add i64 %37, %121
  %123 = add nsw i64 %122, %98, !dbg !73
  %124 = getelementptr inbounds float, float* %3, i64 %123, !dbg !75
  %125 = bitcast float* %124 to <4 x float>*, !dbg !75
  %126 = load <4 x float>, <4 x float>* %125, align 4, !dbg !75, !tbaa !76, !alias.scope !80
  %127 = getelementptr inbounds float, float* %124, i64 4, !dbg !75
  %128 = bitcast float* %127 to <4 x float>*, !dbg !75
  %129 = load <4 x float>, <4 x float>* %128, align 4, !dbg !75, !tbaa !76, !alias.scope !80
  %130 = mul nsw i64 %122, %10, !dbg !83
  %131 = add nsw i64 %130, %87, !dbg !84
  %132 = getelementptr inbounds float, float* %4, i64 %131, !dbg !85
  %133 = bitcast float* %132 to <4 x float>*, !dbg !86
  store <4 x float> %126, <4 x float>* %133, align 4, !dbg !86, !tbaa !76, !alias.scope !87, !noalias !80
  %134 = getelementptr inbounds float, float* %132, i64 4, !dbg !86
  %135 = bitcast float* %134 to <4 x float>*, !dbg !86
  store <4 x float> %129, <4 x float>* %135, align 4, !dbg !86, !tbaa !76, !alias.scope !87, !noalias !80
  %136 = add nuw i64 %105, 16
  %137 = add i64 %106, 2
  %138 = icmp eq i64 %137, %82
  br i1 %138, label %139, label %104, !llvm.loop !89

139:                                              ; preds = %104, %103
  %140 = phi i64 [ 0, %103 ], [ %136, %104 ]
  br i1 %83, label %156, label %141

141:                                              ; preds = %139
  %142 = add i64 %37, %140
  %143 = add nsw i64 %142, %98, !dbg !73
  %144 = getelementptr inbounds float, float* %3, i64 %143, !dbg !75
  %145 = bitcast float* %144 to <4 x float>*, !dbg !75
  %146 = load <4 x float>, <4 x float>* %145, align 4, !dbg !75, !tbaa !76, !alias.scope !80
  %147 = getelementptr inbounds float, float* %144, i64 4, !dbg !75
  %148 = bitcast float* %147 to <4 x float>*, !dbg !75
  %149 = load <4 x float>, <4 x float>* %148, align 4, !dbg !75, !tbaa !76, !alias.scope !80
  %150 = mul nsw i64 %142, %10, !dbg !83
  %151 = add nsw i64 %150, %87, !dbg !84
  %152 = getelementptr inbounds float, float* %4, i64 %151, !dbg !85
  %153 = bitcast float* %152 to <4 x float>*, !dbg !86
  store <4 x float> %146, <4 x float>* %153, align 4, !dbg !86, !tbaa !76, !alias.scope !87, !noalias !80
  %154 = getelementptr inbounds float, float* %152, i64 4, !dbg !86
  %155 = bitcast float* %154 to <4 x float>*, !dbg !86
  store <4 x float> %149, <4 x float>* %155, align 4, !dbg !86, !tbaa !76, !alias.scope !87, !noalias !80
  br label %156, !dbg !72

156:                                              ; preds = %139, %141
  br i1 %84, label %159, label %157, !dbg !72

157:                                              ; preds = %99, %97, %156
  %158 = phi i64 [ %37, %99 ], [ %37, %97 ], [ %79, %156 ]
  br label %163, !dbg !72

159:                                              ; preds = %163, %156, %85
  %160 = add nsw i64 %87, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %160, metadata !37, metadata !DIExpression()), !dbg !69
  %161 = icmp slt i64 %160, %24, !dbg !93
  %162 = add i64 %86, 1, !dbg !70
  br i1 %161, label %85, label %26, !dbg !70, !llvm.loop !94

163:                                              ; preds = %157, %163
  %164 = phi i64 [ %171, %163 ], [ %158, %157 ]
  call void @llvm.dbg.value(metadata i64 %164, metadata !39, metadata !DIExpression()), !dbg !71
  %165 = add nsw i64 %164, %98, !dbg !73
  %166 = getelementptr inbounds float, float* %3, i64 %165, !dbg !75
  %167 = load float, float* %166, align 4, !dbg !75, !tbaa !76
  %168 = mul nsw i64 %164, %10, !dbg !83
  %169 = add nsw i64 %168, %87, !dbg !84
  %170 = getelementptr inbounds float, float* %4, i64 %169, !dbg !85
  store float %167, float* %170, align 4, !dbg !86, !tbaa !76
  %171 = add nsw i64 %164, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %171, metadata !39, metadata !DIExpression()), !dbg !71
  %172 = icmp slt i64 %171, %75, !dbg !97
  br i1 %172, label %163, label %159, !dbg !72, !llvm.loop !98
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !99 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !103, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i8** %1, metadata !104, metadata !DIExpression()), !dbg !117
  %3 = icmp sgt i32 %0, 1, !dbg !118
  br i1 %3, label %4, label %21, !dbg !119

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !120
  %6 = load i8*, i8** %5, align 8, !dbg !120, !tbaa !121
  call void @llvm.dbg.value(metadata i8* %6, metadata !123, metadata !DIExpression()) #7, !dbg !131
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !133
  %8 = trunc i64 %7 to i32, !dbg !134
  call void @llvm.dbg.value(metadata i32 %8, metadata !105, metadata !DIExpression()), !dbg !117
  %9 = icmp eq i32 %0, 2, !dbg !135
  br i1 %9, label %21, label %10, !dbg !136

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !137
  %12 = load i8*, i8** %11, align 8, !dbg !137, !tbaa !121
  call void @llvm.dbg.value(metadata i8* %12, metadata !123, metadata !DIExpression()) #7, !dbg !138
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !140
  %14 = trunc i64 %13 to i32, !dbg !141
  call void @llvm.dbg.value(metadata i32 %14, metadata !106, metadata !DIExpression()), !dbg !117
  %15 = icmp ugt i32 %0, 3, !dbg !142
  br i1 %15, label %16, label %21, !dbg !143

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !144
  %18 = load i8*, i8** %17, align 8, !dbg !144, !tbaa !121
  call void @llvm.dbg.value(metadata i8* %18, metadata !123, metadata !DIExpression()) #7, !dbg !145
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #7, !dbg !147
  %20 = trunc i64 %19 to i32, !dbg !148
  br label %21, !dbg !143

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 70, %4 ], [ 70, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 100, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 16, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !143
  call void @llvm.dbg.value(metadata i32 %24, metadata !107, metadata !DIExpression()), !dbg !117
  %25 = sext i32 %23 to i64, !dbg !149
  %26 = shl nsw i64 %25, 2, !dbg !150
  %27 = sext i32 %22 to i64, !dbg !151
  %28 = mul i64 %26, %27, !dbg !152
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #7, !dbg !153
  %30 = bitcast i8* %29 to float*, !dbg !153
  call void @llvm.dbg.value(metadata float* %30, metadata !108, metadata !DIExpression()), !dbg !117
  %31 = tail call noalias i8* @malloc(i64 noundef %28) #7, !dbg !154
  %32 = bitcast i8* %31 to float*, !dbg !154
  call void @llvm.dbg.value(metadata float* %32, metadata !109, metadata !DIExpression()), !dbg !117
  %33 = tail call noalias i8* @malloc(i64 noundef %28) #7, !dbg !155
  %34 = bitcast i8* %33 to float*, !dbg !155
  call void @llvm.dbg.value(metadata float* %34, metadata !110, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !156
  %35 = mul i32 %23, %22
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !156
  %36 = icmp sgt i32 %35, 0, !dbg !157
  br i1 %36, label %37, label %61, !dbg !159

37:                                               ; preds = %21
  %38 = zext i32 %35 to i64, !dbg !157
  %39 = icmp ult i32 %35, 8, !dbg !159
  br i1 %39, label %59, label %40, !dbg !159

40:                                               ; preds = %37
  %41 = and i64 %38, 4294967288, !dbg !159
  br label %42, !dbg !159

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %54, %42 ], !dbg !160
  %44 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %40 ], [ %55, %42 ], !dbg !161
  %45 = add <4 x i32> %44, <i32 4, i32 4, i32 4, i32 4>, !dbg !161
  %46 = urem <4 x i32> %44, <i32 31, i32 31, i32 31, i32 31>, !dbg !161
  %47 = urem <4 x i32> %45, <i32 31, i32 31, i32 31, i32 31>, !dbg !161
  %48 = sitofp <4 x i32> %46 to <4 x float>, !dbg !162
  %49 = sitofp <4 x i32> %47 to <4 x float>, !dbg !162
  %50 = getelementptr inbounds float, float* %30, i64 %43, !dbg !160
  %51 = bitcast float* %50 to <4 x float>*, !dbg !163
  store <4 x float> %48, <4 x float>* %51, align 4, !dbg !163, !tbaa !76
  %52 = getelementptr inbounds float, float* %50, i64 4, !dbg !163
  %53 = bitcast float* %52 to <4 x float>*, !dbg !163
  store <4 x float> %49, <4 x float>* %53, align 4, !dbg !163, !tbaa !76
  %54 = add nuw i64 %43, 8, !dbg !160
  %55 = add <4 x i32> %44, <i32 8, i32 8, i32 8, i32 8>, !dbg !161
  %56 = icmp eq i64 %54, %41, !dbg !160
  br i1 %56, label %57, label %42, !dbg !160, !llvm.loop !164

57:                                               ; preds = %42
  %58 = icmp eq i64 %41, %38, !dbg !159
  br i1 %58, label %61, label %59, !dbg !159

59:                                               ; preds = %37, %57
  %60 = phi i64 [ 0, %37 ], [ %41, %57 ]
  br label %219, !dbg !159

61:                                               ; preds = %219, %57, %21
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %14, metadata !24, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %24, metadata !25, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata float* %30, metadata !26, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata float* %32, metadata !27, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !168
  %62 = icmp sgt i32 %23, 0, !dbg !169
  br i1 %62, label %63, label %108, !dbg !170

63:                                               ; preds = %61
  %64 = icmp sgt i32 %22, 0
  %65 = sext i32 %24 to i64, !dbg !170
  %66 = zext i32 %23 to i64, !dbg !170
  br label %67, !dbg !170

67:                                               ; preds = %77, %63
  %68 = phi i64 [ 0, %63 ], [ %78, %77 ]
  %69 = trunc i64 %68 to i32
  call void @llvm.dbg.value(metadata i32 %69, metadata !28, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !171
  br i1 %64, label %70, label %77, !dbg !172

70:                                               ; preds = %67
  %71 = add nsw i32 %24, %69
  %72 = icmp slt i32 %71, %23
  %73 = select i1 %72, i32 %71, i32 %23
  %74 = icmp sgt i32 %73, %69
  %75 = sext i32 %73 to i64, !dbg !172
  br label %81, !dbg !172

76:                                               ; preds = %95, %81
  call void @llvm.dbg.value(metadata i32 %84, metadata !30, metadata !DIExpression()), !dbg !171
  br i1 %85, label %81, label %77, !dbg !172, !llvm.loop !173

77:                                               ; preds = %76, %67
  %78 = add nsw i64 %68, %65, !dbg !170
  %79 = trunc i64 %78 to i32, !dbg !175
  call void @llvm.dbg.value(metadata i32 %79, metadata !28, metadata !DIExpression()), !dbg !168
  %80 = icmp sgt i32 %23, %79, !dbg !169
  br i1 %80, label %67, label %108, !dbg !170, !llvm.loop !176

81:                                               ; preds = %76, %70
  %82 = phi i64 [ 0, %70 ], [ %83, %76 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !30, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !171
  call void @llvm.dbg.value(metadata i32 %71, metadata !55, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %8, metadata !60, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 %73, metadata !33, metadata !DIExpression()), !dbg !180
  %83 = add i64 %82, %65, !dbg !172
  %84 = trunc i64 %83 to i32, !dbg !181
  call void @llvm.dbg.value(metadata i32 %84, metadata !55, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i32 %14, metadata !60, metadata !DIExpression()), !dbg !182
  %85 = icmp sgt i32 %22, %84, !dbg !184
  %86 = select i1 %85, i32 %84, i32 %22, !dbg !185
  call void @llvm.dbg.value(metadata i32 %86, metadata !36, metadata !DIExpression()), !dbg !180
  call void @llvm.dbg.value(metadata i32 %69, metadata !37, metadata !DIExpression()), !dbg !186
  br i1 %74, label %87, label %76, !dbg !187

87:                                               ; preds = %81
  %88 = trunc i64 %82 to i32
  call void @llvm.dbg.value(metadata i32 %88, metadata !30, metadata !DIExpression()), !dbg !171
  %89 = icmp sgt i32 %86, %88
  %90 = sext i32 %86 to i64, !dbg !187
  br label %91, !dbg !187

91:                                               ; preds = %95, %87
  %92 = phi i64 [ %68, %87 ], [ %96, %95 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !37, metadata !DIExpression()), !dbg !186
  call void @llvm.dbg.value(metadata i64 %82, metadata !39, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !188
  br i1 %89, label %93, label %95, !dbg !189

93:                                               ; preds = %91
  %94 = mul nsw i64 %92, %27
  br label %98, !dbg !189

95:                                               ; preds = %98, %91
  %96 = add nsw i64 %92, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %96, metadata !37, metadata !DIExpression()), !dbg !186
  %97 = icmp slt i64 %96, %75, !dbg !191
  br i1 %97, label %91, label %76, !dbg !187, !llvm.loop !192

98:                                               ; preds = %98, %93
  %99 = phi i64 [ %82, %93 ], [ %106, %98 ]
  call void @llvm.dbg.value(metadata i64 %99, metadata !39, metadata !DIExpression()), !dbg !188
  %100 = add nsw i64 %99, %94, !dbg !194
  %101 = getelementptr inbounds float, float* %30, i64 %100, !dbg !195
  %102 = load float, float* %101, align 4, !dbg !195, !tbaa !76
  %103 = mul nsw i64 %99, %66, !dbg !196
  %104 = add nsw i64 %103, %92, !dbg !197
  %105 = getelementptr inbounds float, float* %32, i64 %104, !dbg !198
  store float %102, float* %105, align 4, !dbg !199, !tbaa !76
  %106 = add nsw i64 %99, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %106, metadata !39, metadata !DIExpression()), !dbg !188
  %107 = icmp slt i64 %106, %90, !dbg !201
  br i1 %107, label %98, label %95, !dbg !189, !llvm.loop !202

108:                                              ; preds = %77, %61
  call void @llvm.dbg.value(metadata i32 %14, metadata !204, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata i32 %8, metadata !207, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata i32 %24, metadata !208, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata float* %32, metadata !209, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata float* %34, metadata !210, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata i32 0, metadata !211, metadata !DIExpression()) #7, !dbg !236
  %109 = icmp sgt i32 %22, 0, !dbg !237
  br i1 %109, label %110, label %212, !dbg !238

110:                                              ; preds = %108
  %111 = add nsw i32 %22, -1
  %112 = add nsw i32 %23, -1
  %113 = sext i32 %24 to i64, !dbg !238
  %114 = sext i32 %112 to i64, !dbg !238
  %115 = zext i32 %111 to i64, !dbg !238
  br label %116, !dbg !238

116:                                              ; preds = %134, %110
  %117 = phi i64 [ 0, %110 ], [ %135, %134 ]
  %118 = trunc i64 %117 to i32
  call void @llvm.dbg.value(metadata i32 %118, metadata !211, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i32 0, metadata !213, metadata !DIExpression()) #7, !dbg !239
  br i1 %62, label %119, label %134, !dbg !240

119:                                              ; preds = %116
  %120 = add nsw i32 %24, %118
  %121 = icmp slt i32 %120, %22
  %122 = select i1 %121, i32 %120, i32 %22
  %123 = icmp sgt i32 %122, %118
  %124 = sext i32 %122 to i64, !dbg !240
  br label %125, !dbg !240

125:                                              ; preds = %160, %119
  %126 = phi i64 [ 0, %119 ], [ %161, %160 ]
  %127 = trunc i64 %126 to i32
  call void @llvm.dbg.value(metadata i32 %127, metadata !213, metadata !DIExpression()) #7, !dbg !239
  call void @llvm.dbg.value(metadata i32 %118, metadata !216, metadata !DIExpression()) #7, !dbg !241
  call void @llvm.dbg.value(metadata i32 %120, metadata !55, metadata !DIExpression()) #7, !dbg !242
  call void @llvm.dbg.value(metadata i32 %14, metadata !60, metadata !DIExpression()) #7, !dbg !242
  br i1 %123, label %128, label %160, !dbg !244

128:                                              ; preds = %125
  %129 = add nsw i32 %24, %127
  %130 = icmp slt i32 %129, %23
  %131 = select i1 %130, i32 %129, i32 %23
  %132 = icmp sgt i32 %131, %127
  %133 = sext i32 %131 to i64, !dbg !244
  br label %138, !dbg !244

134:                                              ; preds = %160, %116
  %135 = add i64 %117, %113, !dbg !238
  %136 = trunc i64 %135 to i32, !dbg !245
  call void @llvm.dbg.value(metadata i32 %136, metadata !211, metadata !DIExpression()) #7, !dbg !236
  %137 = icmp sgt i32 %22, %136, !dbg !237
  br i1 %137, label %116, label %212, !dbg !238, !llvm.loop !246

138:                                              ; preds = %164, %128
  %139 = phi i64 [ %117, %128 ], [ %165, %164 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !216, metadata !DIExpression()) #7, !dbg !241
  call void @llvm.dbg.value(metadata i32 %127, metadata !219, metadata !DIExpression()) #7, !dbg !248
  call void @llvm.dbg.value(metadata i32 %129, metadata !55, metadata !DIExpression()) #7, !dbg !249
  call void @llvm.dbg.value(metadata i32 %8, metadata !60, metadata !DIExpression()) #7, !dbg !249
  %140 = trunc i64 %139 to i32, !dbg !251
  %141 = tail call i32 @llvm.smax.i32(i32 %140, i32 1) #7, !dbg !251
  %142 = zext i32 %141 to i64, !dbg !251
  %143 = add nsw i64 %142, -1, !dbg !251
  br i1 %132, label %146, label %144, !dbg !251

144:                                              ; preds = %138
  %145 = add nsw i64 %139, 1, !dbg !252
  br label %164, !dbg !251

146:                                              ; preds = %138
  %147 = icmp sgt i64 %139, 1
  %148 = select i1 %147, i64 %139, i64 1
  %149 = trunc i64 %148 to i32
  %150 = add nsw i32 %149, -1
  %151 = add nsw i64 %139, 1
  %152 = icmp slt i64 %151, %115
  %153 = trunc i64 %151 to i32
  %154 = select i1 %152, i32 %153, i32 %111
  %155 = icmp sgt i32 %150, %154
  %156 = sub i32 2, %149
  %157 = add i32 %156, %154
  %158 = mul nsw i64 %139, %25
  %159 = sext i32 %154 to i64, !dbg !251
  br label %167, !dbg !251

160:                                              ; preds = %164, %125
  %161 = add i64 %126, %113, !dbg !240
  %162 = trunc i64 %161 to i32, !dbg !253
  call void @llvm.dbg.value(metadata i32 %162, metadata !213, metadata !DIExpression()) #7, !dbg !239
  %163 = icmp sgt i32 %23, %162, !dbg !254
  br i1 %163, label %125, label %134, !dbg !240, !llvm.loop !255

164:                                              ; preds = %189, %144
  %165 = phi i64 [ %145, %144 ], [ %151, %189 ], !dbg !252
  call void @llvm.dbg.value(metadata i64 %165, metadata !216, metadata !DIExpression()) #7, !dbg !241
  call void @llvm.dbg.value(metadata i32 %120, metadata !55, metadata !DIExpression()) #7, !dbg !242
  call void @llvm.dbg.value(metadata i32 %14, metadata !60, metadata !DIExpression()) #7, !dbg !242
  %166 = icmp slt i64 %165, %124, !dbg !257
  br i1 %166, label %138, label %160, !dbg !244, !llvm.loop !258

167:                                              ; preds = %189, %146
  %168 = phi i64 [ %126, %146 ], [ %176, %189 ]
  call void @llvm.dbg.value(metadata i64 %168, metadata !219, metadata !DIExpression()) #7, !dbg !248
  call void @llvm.dbg.value(metadata i64 %139, metadata !260, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !264
  call void @llvm.dbg.value(metadata i32 0, metadata !263, metadata !DIExpression()) #7, !dbg !264
  call void @llvm.dbg.value(metadata i32 %150, metadata !222, metadata !DIExpression()) #7, !dbg !266
  call void @llvm.dbg.value(metadata i64 %151, metadata !55, metadata !DIExpression()) #7, !dbg !267
  call void @llvm.dbg.value(metadata i32 %111, metadata !60, metadata !DIExpression()) #7, !dbg !267
  call void @llvm.dbg.value(metadata i32 %154, metadata !225, metadata !DIExpression()) #7, !dbg !266
  call void @llvm.dbg.value(metadata i64 %168, metadata !260, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !269
  call void @llvm.dbg.value(metadata i32 0, metadata !263, metadata !DIExpression()) #7, !dbg !269
  %169 = trunc i64 %168 to i32, !dbg !271
  %170 = tail call i32 @llvm.smax.i32(i32 %169, i32 1) #7, !dbg !271
  %171 = zext i32 %170 to i64, !dbg !271
  %172 = add nsw i64 %171, -1, !dbg !271
  %173 = icmp sgt i64 %168, 1, !dbg !271
  %174 = select i1 %173, i64 %168, i64 1, !dbg !271
  %175 = trunc i64 %174 to i32, !dbg !271
  call void @llvm.dbg.value(metadata i32 %175, metadata !226, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !266
  %176 = add nsw i64 %168, 1, !dbg !272
  call void @llvm.dbg.value(metadata i64 %176, metadata !55, metadata !DIExpression()) #7, !dbg !273
  call void @llvm.dbg.value(metadata i32 %112, metadata !60, metadata !DIExpression()) #7, !dbg !273
  %177 = icmp slt i64 %176, %114, !dbg !275
  %178 = trunc i64 %176 to i32, !dbg !276
  %179 = select i1 %177, i32 %178, i32 %112, !dbg !276
  call void @llvm.dbg.value(metadata i32 %179, metadata !227, metadata !DIExpression()) #7, !dbg !266
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !228, metadata !DIExpression()) #7, !dbg !266
  call void @llvm.dbg.value(metadata i32 %150, metadata !229, metadata !DIExpression()) #7, !dbg !277
  br i1 %155, label %189, label %180, !dbg !278

180:                                              ; preds = %167
  %181 = add nsw i32 %175, -1, !dbg !271
  call void @llvm.dbg.value(metadata i32 %181, metadata !226, metadata !DIExpression()) #7, !dbg !266
  %182 = icmp sgt i32 %181, %179
  %183 = sext i32 %179 to i64, !dbg !278
  br label %184, !dbg !278

184:                                              ; preds = %199, %180
  %185 = phi i64 [ %143, %180 ], [ %201, %199 ]
  %186 = phi float [ 0.000000e+00, %180 ], [ %200, %199 ]
  call void @llvm.dbg.value(metadata i64 %185, metadata !229, metadata !DIExpression()) #7, !dbg !277
  call void @llvm.dbg.value(metadata i32 %175, metadata !231, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !279
  call void @llvm.dbg.value(metadata float %186, metadata !228, metadata !DIExpression()) #7, !dbg !266
  br i1 %182, label %199, label %187, !dbg !280

187:                                              ; preds = %184
  %188 = mul nsw i64 %185, %25
  br label %203, !dbg !280

189:                                              ; preds = %199, %167
  %190 = phi float [ 0.000000e+00, %167 ], [ %200, %199 ], !dbg !281
  %191 = sub i32 2, %175, !dbg !282
  %192 = add i32 %191, %179, !dbg !283
  %193 = mul nsw i32 %192, %157, !dbg !284
  %194 = sitofp i32 %193 to float, !dbg !285
  %195 = fdiv float %190, %194, !dbg !286
  %196 = add nsw i64 %168, %158, !dbg !287
  %197 = getelementptr inbounds float, float* %34, i64 %196, !dbg !288
  store float %195, float* %197, align 4, !dbg !289, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %176, metadata !219, metadata !DIExpression()) #7, !dbg !248
  call void @llvm.dbg.value(metadata i32 %129, metadata !55, metadata !DIExpression()) #7, !dbg !249
  call void @llvm.dbg.value(metadata i32 %8, metadata !60, metadata !DIExpression()) #7, !dbg !249
  %198 = icmp slt i64 %176, %133, !dbg !290
  br i1 %198, label %167, label %164, !dbg !251, !llvm.loop !291

199:                                              ; preds = %203, %184
  %200 = phi float [ %186, %184 ], [ %209, %203 ], !dbg !266
  %201 = add nsw i64 %185, 1, !dbg !293
  call void @llvm.dbg.value(metadata i64 %201, metadata !229, metadata !DIExpression()) #7, !dbg !277
  call void @llvm.dbg.value(metadata float %200, metadata !228, metadata !DIExpression()) #7, !dbg !266
  %202 = icmp slt i64 %185, %159, !dbg !294
  br i1 %202, label %184, label %189, !dbg !278, !llvm.loop !295

203:                                              ; preds = %203, %187
  %204 = phi i64 [ %172, %187 ], [ %210, %203 ]
  %205 = phi float [ %186, %187 ], [ %209, %203 ]
  call void @llvm.dbg.value(metadata i64 %204, metadata !231, metadata !DIExpression()) #7, !dbg !279
  call void @llvm.dbg.value(metadata float %205, metadata !228, metadata !DIExpression()) #7, !dbg !266
  %206 = add nsw i64 %204, %188, !dbg !297
  %207 = getelementptr inbounds float, float* %32, i64 %206, !dbg !299
  %208 = load float, float* %207, align 4, !dbg !299, !tbaa !76
  %209 = fadd float %205, %208, !dbg !300
  call void @llvm.dbg.value(metadata float %209, metadata !228, metadata !DIExpression()) #7, !dbg !266
  %210 = add nsw i64 %204, 1, !dbg !301
  call void @llvm.dbg.value(metadata i64 %210, metadata !231, metadata !DIExpression()) #7, !dbg !279
  %211 = icmp slt i64 %204, %183, !dbg !302
  br i1 %211, label %203, label %199, !dbg !280, !llvm.loop !303

212:                                              ; preds = %134, %108
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !113, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !305
  br i1 %36, label %213, label %241, !dbg !306

213:                                              ; preds = %212
  %214 = zext i32 %35 to i64, !dbg !307
  %215 = and i64 %214, 1, !dbg !306
  %216 = icmp eq i32 %35, 1, !dbg !306
  br i1 %216, label %227, label %217, !dbg !306

217:                                              ; preds = %213
  %218 = and i64 %214, 4294967294, !dbg !306
  br label %244, !dbg !306

219:                                              ; preds = %59, %219
  %220 = phi i64 [ %225, %219 ], [ %60, %59 ]
  call void @llvm.dbg.value(metadata i64 %220, metadata !111, metadata !DIExpression()), !dbg !156
  %221 = trunc i64 %220 to i32, !dbg !161
  %222 = urem i32 %221, 31, !dbg !161
  %223 = sitofp i32 %222 to float, !dbg !162
  %224 = getelementptr inbounds float, float* %30, i64 %220, !dbg !309
  store float %223, float* %224, align 4, !dbg !163, !tbaa !76
  %225 = add nuw nsw i64 %220, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %225, metadata !111, metadata !DIExpression()), !dbg !156
  %226 = icmp eq i64 %225, %38, !dbg !157
  br i1 %226, label %61, label %219, !dbg !159, !llvm.loop !310

227:                                              ; preds = %244, %213
  %228 = phi double [ undef, %213 ], [ %264, %244 ]
  %229 = phi i64 [ 0, %213 ], [ %265, %244 ]
  %230 = phi double [ 0.000000e+00, %213 ], [ %264, %244 ]
  %231 = icmp eq i64 %215, 0, !dbg !306
  br i1 %231, label %241, label %232, !dbg !306

232:                                              ; preds = %227
  call void @llvm.dbg.value(metadata i64 %229, metadata !115, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata double %230, metadata !113, metadata !DIExpression()), !dbg !117
  %233 = getelementptr inbounds float, float* %34, i64 %229, !dbg !312
  %234 = load float, float* %233, align 4, !dbg !312, !tbaa !76
  %235 = trunc i64 %229 to i32, !dbg !313
  %236 = urem i32 %235, 5, !dbg !313
  %237 = sitofp i32 %236 to float, !dbg !314
  %238 = fmul float %234, %237, !dbg !315
  %239 = fpext float %238 to double, !dbg !312
  %240 = fadd double %230, %239, !dbg !316
  call void @llvm.dbg.value(metadata double %240, metadata !113, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 %229, metadata !115, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !305
  br label %241, !dbg !317

241:                                              ; preds = %232, %227, %212
  %242 = phi double [ 0.000000e+00, %212 ], [ %228, %227 ], [ %240, %232 ], !dbg !117
  %243 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %242), !dbg !317
  tail call void @free(i8* noundef %29) #7, !dbg !318
  tail call void @free(i8* noundef %31) #7, !dbg !319
  tail call void @free(i8* noundef %33) #7, !dbg !320
  ret i32 0, !dbg !321

244:                                              ; preds = %244, %217
  %245 = phi i64 [ 0, %217 ], [ %265, %244 ]
  %246 = phi double [ 0.000000e+00, %217 ], [ %264, %244 ]
  %247 = phi i64 [ 0, %217 ], [ %266, %244 ]
  call void @llvm.dbg.value(metadata i64 %245, metadata !115, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata double %246, metadata !113, metadata !DIExpression()), !dbg !117
  %248 = getelementptr inbounds float, float* %34, i64 %245, !dbg !312
  %249 = load float, float* %248, align 4, !dbg !312, !tbaa !76
  %250 = trunc i64 %245 to i32, !dbg !313
  %251 = urem i32 %250, 5, !dbg !313
  %252 = sitofp i32 %251 to float, !dbg !314
  %253 = fmul float %249, %252, !dbg !315
  %254 = fpext float %253 to double, !dbg !312
  %255 = fadd double %246, %254, !dbg !316
  call void @llvm.dbg.value(metadata double %255, metadata !113, metadata !DIExpression()), !dbg !117
  %256 = or i64 %245, 1, !dbg !322
  call void @llvm.dbg.value(metadata i64 %256, metadata !115, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata i64 %256, metadata !115, metadata !DIExpression()), !dbg !305
  call void @llvm.dbg.value(metadata double %255, metadata !113, metadata !DIExpression()), !dbg !117
  %257 = getelementptr inbounds float, float* %34, i64 %256, !dbg !312
  %258 = load float, float* %257, align 4, !dbg !312, !tbaa !76
  %259 = trunc i64 %256 to i32, !dbg !313
  %260 = urem i32 %259, 5, !dbg !313
  %261 = sitofp i32 %260 to float, !dbg !314
  %262 = fmul float %258, %261, !dbg !315
  %263 = fpext float %262 to double, !dbg !312
  %264 = fadd double %255, %263, !dbg !316
  call void @llvm.dbg.value(metadata double %264, metadata !113, metadata !DIExpression()), !dbg !117
  %265 = add nuw nsw i64 %245, 2, !dbg !322
  call void @llvm.dbg.value(metadata i64 %265, metadata !115, metadata !DIExpression()), !dbg !305
  %266 = add i64 %247, 2, !dbg !306
  %267 = icmp eq i64 %266, %218, !dbg !306
  br i1 %267, label %227, label %244, !dbg !306, !llvm.loop !323
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

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smin.i32(i32, i32) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #6

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
!1 = !DIFile(filename: "tiled_transpose.c", directory: ".", checksumkind: CSK_MD5, checksum: "974d88442113c94f57172603b1bd70d7")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
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
!16 = distinct !DISubprogram(name: "kernel_transpose", scope: !1, file: !1, line: 10, type: !17, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !4, !4, !4, !19, !21}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !30, !33, !36, !37, !39}
!23 = !DILocalVariable(name: "rows", arg: 1, scope: !16, file: !1, line: 10, type: !4)
!24 = !DILocalVariable(name: "cols", arg: 2, scope: !16, file: !1, line: 10, type: !4)
!25 = !DILocalVariable(name: "bs", arg: 3, scope: !16, file: !1, line: 10, type: !4)
!26 = !DILocalVariable(name: "in", arg: 4, scope: !16, file: !1, line: 10, type: !19)
!27 = !DILocalVariable(name: "out", arg: 5, scope: !16, file: !1, line: 10, type: !21)
!28 = !DILocalVariable(name: "ii", scope: !29, file: !1, line: 12, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 12, column: 3)
!30 = !DILocalVariable(name: "jj", scope: !31, file: !1, line: 13, type: !4)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 13, column: 5)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 12, column: 3)
!33 = !DILocalVariable(name: "ie", scope: !34, file: !1, line: 14, type: !4)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 13, column: 43)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 13, column: 5)
!36 = !DILocalVariable(name: "je", scope: !34, file: !1, line: 14, type: !4)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 15, type: !4)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 15, column: 7)
!39 = !DILocalVariable(name: "j", scope: !40, file: !1, line: 16, type: !4)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 16, column: 9)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 15, column: 7)
!42 = !DILocation(line: 0, scope: !16)
!43 = !DILocation(line: 0, scope: !29)
!44 = !DILocation(line: 12, column: 23, scope: !32)
!45 = !DILocation(line: 12, column: 3, scope: !29)
!46 = !DILocation(line: 0, scope: !31)
!47 = !DILocation(line: 13, column: 5, scope: !31)
!48 = !DILocation(line: 19, column: 1, scope: !16)
!49 = distinct !{!49, !47, !50, !51}
!50 = !DILocation(line: 18, column: 5, scope: !31)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 12, column: 34, scope: !32)
!53 = distinct !{!53, !45, !54, !51}
!54 = !DILocation(line: 18, column: 5, scope: !29)
!55 = !DILocalVariable(name: "a", arg: 1, scope: !56, file: !1, line: 7, type: !4)
!56 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 7, type: !57, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!4, !4, !4}
!59 = !{!55, !60}
!60 = !DILocalVariable(name: "b", arg: 2, scope: !56, file: !1, line: 7, type: !4)
!61 = !DILocation(line: 0, scope: !56, inlinedAt: !62)
!62 = distinct !DILocation(line: 14, column: 16, scope: !34)
!63 = !DILocation(line: 0, scope: !34)
!64 = !DILocation(line: 14, column: 50, scope: !34)
!65 = !DILocation(line: 0, scope: !56, inlinedAt: !66)
!66 = distinct !DILocation(line: 14, column: 42, scope: !34)
!67 = !DILocation(line: 7, column: 49, scope: !56, inlinedAt: !66)
!68 = !DILocation(line: 7, column: 47, scope: !56, inlinedAt: !66)
!69 = !DILocation(line: 0, scope: !38)
!70 = !DILocation(line: 15, column: 7, scope: !38)
!71 = !DILocation(line: 0, scope: !40)
!72 = !DILocation(line: 16, column: 9, scope: !40)
!73 = !DILocation(line: 17, column: 43, scope: !74)
!74 = distinct !DILexicalBlock(scope: !40, file: !1, line: 16, column: 9)
!75 = !DILocation(line: 17, column: 31, scope: !74)
!76 = !{!77, !77, i64 0}
!77 = !{!"float", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !{!81}
!81 = distinct !{!81, !82}
!82 = distinct !{!82, !"LVerDomain"}
!83 = !DILocation(line: 17, column: 17, scope: !74)
!84 = !DILocation(line: 17, column: 24, scope: !74)
!85 = !DILocation(line: 17, column: 11, scope: !74)
!86 = !DILocation(line: 17, column: 29, scope: !74)
!87 = !{!88}
!88 = distinct !{!88, !82}
!89 = distinct !{!89, !72, !90, !51, !91}
!90 = !DILocation(line: 17, column: 46, scope: !40)
!91 = !{!"llvm.loop.isvectorized", i32 1}
!92 = !DILocation(line: 15, column: 33, scope: !41)
!93 = !DILocation(line: 15, column: 26, scope: !41)
!94 = distinct !{!94, !70, !95, !51}
!95 = !DILocation(line: 17, column: 46, scope: !38)
!96 = !DILocation(line: 16, column: 35, scope: !74)
!97 = !DILocation(line: 16, column: 28, scope: !74)
!98 = distinct !{!98, !72, !90, !51, !91}
!99 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !100, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!4, !4, !5}
!102 = !{!103, !104, !105, !106, !107, !108, !109, !110, !111, !113, !115}
!103 = !DILocalVariable(name: "argc", arg: 1, scope: !99, file: !1, line: 37, type: !4)
!104 = !DILocalVariable(name: "argv", arg: 2, scope: !99, file: !1, line: 37, type: !5)
!105 = !DILocalVariable(name: "rows", scope: !99, file: !1, line: 39, type: !4)
!106 = !DILocalVariable(name: "cols", scope: !99, file: !1, line: 40, type: !4)
!107 = !DILocalVariable(name: "bs", scope: !99, file: !1, line: 41, type: !4)
!108 = !DILocalVariable(name: "a", scope: !99, file: !1, line: 42, type: !21)
!109 = !DILocalVariable(name: "b", scope: !99, file: !1, line: 43, type: !21)
!110 = !DILocalVariable(name: "c", scope: !99, file: !1, line: 44, type: !21)
!111 = !DILocalVariable(name: "i", scope: !112, file: !1, line: 45, type: !4)
!112 = distinct !DILexicalBlock(scope: !99, file: !1, line: 45, column: 3)
!113 = !DILocalVariable(name: "s", scope: !99, file: !1, line: 49, type: !114)
!114 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!115 = !DILocalVariable(name: "i", scope: !116, file: !1, line: 50, type: !4)
!116 = distinct !DILexicalBlock(scope: !99, file: !1, line: 50, column: 3)
!117 = !DILocation(line: 0, scope: !99)
!118 = !DILocation(line: 39, column: 19, scope: !99)
!119 = !DILocation(line: 39, column: 14, scope: !99)
!120 = !DILocation(line: 39, column: 30, scope: !99)
!121 = !{!122, !122, i64 0}
!122 = !{!"any pointer", !78, i64 0}
!123 = !DILocalVariable(name: "__nptr", arg: 1, scope: !124, file: !125, line: 362, type: !128)
!124 = distinct !DISubprogram(name: "atoi", scope: !125, file: !125, line: 362, type: !126, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !130)
!125 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!126 = !DISubroutineType(types: !127)
!127 = !{!4, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!130 = !{!123}
!131 = !DILocation(line: 0, scope: !124, inlinedAt: !132)
!132 = distinct !DILocation(line: 39, column: 25, scope: !99)
!133 = !DILocation(line: 364, column: 16, scope: !124, inlinedAt: !132)
!134 = !DILocation(line: 364, column: 10, scope: !124, inlinedAt: !132)
!135 = !DILocation(line: 40, column: 19, scope: !99)
!136 = !DILocation(line: 40, column: 14, scope: !99)
!137 = !DILocation(line: 40, column: 30, scope: !99)
!138 = !DILocation(line: 0, scope: !124, inlinedAt: !139)
!139 = distinct !DILocation(line: 40, column: 25, scope: !99)
!140 = !DILocation(line: 364, column: 16, scope: !124, inlinedAt: !139)
!141 = !DILocation(line: 364, column: 10, scope: !124, inlinedAt: !139)
!142 = !DILocation(line: 41, column: 17, scope: !99)
!143 = !DILocation(line: 41, column: 12, scope: !99)
!144 = !DILocation(line: 41, column: 28, scope: !99)
!145 = !DILocation(line: 0, scope: !124, inlinedAt: !146)
!146 = distinct !DILocation(line: 41, column: 23, scope: !99)
!147 = !DILocation(line: 364, column: 16, scope: !124, inlinedAt: !146)
!148 = !DILocation(line: 364, column: 10, scope: !124, inlinedAt: !146)
!149 = !DILocation(line: 42, column: 37, scope: !99)
!150 = !DILocation(line: 42, column: 35, scope: !99)
!151 = !DILocation(line: 42, column: 44, scope: !99)
!152 = !DILocation(line: 42, column: 42, scope: !99)
!153 = !DILocation(line: 42, column: 14, scope: !99)
!154 = !DILocation(line: 43, column: 14, scope: !99)
!155 = !DILocation(line: 44, column: 14, scope: !99)
!156 = !DILocation(line: 0, scope: !112)
!157 = !DILocation(line: 45, column: 21, scope: !158)
!158 = distinct !DILexicalBlock(scope: !112, file: !1, line: 45, column: 3)
!159 = !DILocation(line: 45, column: 3, scope: !112)
!160 = !DILocation(line: 45, column: 37, scope: !158)
!161 = !DILocation(line: 46, column: 22, scope: !158)
!162 = !DILocation(line: 46, column: 12, scope: !158)
!163 = !DILocation(line: 46, column: 10, scope: !158)
!164 = distinct !{!164, !159, !165, !51, !91}
!165 = !DILocation(line: 46, column: 26, scope: !112)
!166 = !DILocation(line: 0, scope: !16, inlinedAt: !167)
!167 = distinct !DILocation(line: 47, column: 3, scope: !99)
!168 = !DILocation(line: 0, scope: !29, inlinedAt: !167)
!169 = !DILocation(line: 12, column: 23, scope: !32, inlinedAt: !167)
!170 = !DILocation(line: 12, column: 3, scope: !29, inlinedAt: !167)
!171 = !DILocation(line: 0, scope: !31, inlinedAt: !167)
!172 = !DILocation(line: 13, column: 5, scope: !31, inlinedAt: !167)
!173 = distinct !{!173, !172, !174, !51}
!174 = !DILocation(line: 18, column: 5, scope: !31, inlinedAt: !167)
!175 = !DILocation(line: 12, column: 34, scope: !32, inlinedAt: !167)
!176 = distinct !{!176, !170, !177, !51}
!177 = !DILocation(line: 18, column: 5, scope: !29, inlinedAt: !167)
!178 = !DILocation(line: 0, scope: !56, inlinedAt: !179)
!179 = distinct !DILocation(line: 14, column: 16, scope: !34, inlinedAt: !167)
!180 = !DILocation(line: 0, scope: !34, inlinedAt: !167)
!181 = !DILocation(line: 14, column: 50, scope: !34, inlinedAt: !167)
!182 = !DILocation(line: 0, scope: !56, inlinedAt: !183)
!183 = distinct !DILocation(line: 14, column: 42, scope: !34, inlinedAt: !167)
!184 = !DILocation(line: 7, column: 49, scope: !56, inlinedAt: !183)
!185 = !DILocation(line: 7, column: 47, scope: !56, inlinedAt: !183)
!186 = !DILocation(line: 0, scope: !38, inlinedAt: !167)
!187 = !DILocation(line: 15, column: 7, scope: !38, inlinedAt: !167)
!188 = !DILocation(line: 0, scope: !40, inlinedAt: !167)
!189 = !DILocation(line: 16, column: 9, scope: !40, inlinedAt: !167)
!190 = !DILocation(line: 15, column: 33, scope: !41, inlinedAt: !167)
!191 = !DILocation(line: 15, column: 26, scope: !41, inlinedAt: !167)
!192 = distinct !{!192, !187, !193, !51}
!193 = !DILocation(line: 17, column: 46, scope: !38, inlinedAt: !167)
!194 = !DILocation(line: 17, column: 43, scope: !74, inlinedAt: !167)
!195 = !DILocation(line: 17, column: 31, scope: !74, inlinedAt: !167)
!196 = !DILocation(line: 17, column: 17, scope: !74, inlinedAt: !167)
!197 = !DILocation(line: 17, column: 24, scope: !74, inlinedAt: !167)
!198 = !DILocation(line: 17, column: 11, scope: !74, inlinedAt: !167)
!199 = !DILocation(line: 17, column: 29, scope: !74, inlinedAt: !167)
!200 = !DILocation(line: 16, column: 35, scope: !74, inlinedAt: !167)
!201 = !DILocation(line: 16, column: 28, scope: !74, inlinedAt: !167)
!202 = distinct !{!202, !189, !203, !51}
!203 = !DILocation(line: 17, column: 46, scope: !40, inlinedAt: !167)
!204 = !DILocalVariable(name: "rows", arg: 1, scope: !205, file: !1, line: 21, type: !4)
!205 = distinct !DISubprogram(name: "box_blur", scope: !1, file: !1, line: 21, type: !17, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !206)
!206 = !{!204, !207, !208, !209, !210, !211, !213, !216, !219, !222, !225, !226, !227, !228, !229, !231}
!207 = !DILocalVariable(name: "cols", arg: 2, scope: !205, file: !1, line: 21, type: !4)
!208 = !DILocalVariable(name: "bs", arg: 3, scope: !205, file: !1, line: 21, type: !4)
!209 = !DILocalVariable(name: "in", arg: 4, scope: !205, file: !1, line: 21, type: !19)
!210 = !DILocalVariable(name: "out", arg: 5, scope: !205, file: !1, line: 21, type: !21)
!211 = !DILocalVariable(name: "ii", scope: !212, file: !1, line: 23, type: !4)
!212 = distinct !DILexicalBlock(scope: !205, file: !1, line: 23, column: 3)
!213 = !DILocalVariable(name: "jj", scope: !214, file: !1, line: 24, type: !4)
!214 = distinct !DILexicalBlock(scope: !215, file: !1, line: 24, column: 5)
!215 = distinct !DILexicalBlock(scope: !212, file: !1, line: 23, column: 3)
!216 = !DILocalVariable(name: "i", scope: !217, file: !1, line: 25, type: !4)
!217 = distinct !DILexicalBlock(scope: !218, file: !1, line: 25, column: 7)
!218 = distinct !DILexicalBlock(scope: !214, file: !1, line: 24, column: 5)
!219 = !DILocalVariable(name: "j", scope: !220, file: !1, line: 26, type: !4)
!220 = distinct !DILexicalBlock(scope: !221, file: !1, line: 26, column: 9)
!221 = distinct !DILexicalBlock(scope: !217, file: !1, line: 25, column: 7)
!222 = !DILocalVariable(name: "i0", scope: !223, file: !1, line: 27, type: !4)
!223 = distinct !DILexicalBlock(scope: !224, file: !1, line: 26, column: 56)
!224 = distinct !DILexicalBlock(scope: !220, file: !1, line: 26, column: 9)
!225 = !DILocalVariable(name: "i1", scope: !223, file: !1, line: 27, type: !4)
!226 = !DILocalVariable(name: "j0", scope: !223, file: !1, line: 28, type: !4)
!227 = !DILocalVariable(name: "j1", scope: !223, file: !1, line: 28, type: !4)
!228 = !DILocalVariable(name: "s", scope: !223, file: !1, line: 29, type: !3)
!229 = !DILocalVariable(name: "a", scope: !230, file: !1, line: 30, type: !4)
!230 = distinct !DILexicalBlock(scope: !223, file: !1, line: 30, column: 11)
!231 = !DILocalVariable(name: "b", scope: !232, file: !1, line: 31, type: !4)
!232 = distinct !DILexicalBlock(scope: !233, file: !1, line: 31, column: 13)
!233 = distinct !DILexicalBlock(scope: !230, file: !1, line: 30, column: 11)
!234 = !DILocation(line: 0, scope: !205, inlinedAt: !235)
!235 = distinct !DILocation(line: 48, column: 3, scope: !99)
!236 = !DILocation(line: 0, scope: !212, inlinedAt: !235)
!237 = !DILocation(line: 23, column: 23, scope: !215, inlinedAt: !235)
!238 = !DILocation(line: 23, column: 3, scope: !212, inlinedAt: !235)
!239 = !DILocation(line: 0, scope: !214, inlinedAt: !235)
!240 = !DILocation(line: 24, column: 5, scope: !214, inlinedAt: !235)
!241 = !DILocation(line: 0, scope: !217, inlinedAt: !235)
!242 = !DILocation(line: 0, scope: !56, inlinedAt: !243)
!243 = distinct !DILocation(line: 25, column: 28, scope: !221, inlinedAt: !235)
!244 = !DILocation(line: 25, column: 7, scope: !217, inlinedAt: !235)
!245 = !DILocation(line: 23, column: 34, scope: !215, inlinedAt: !235)
!246 = distinct !{!246, !238, !247, !51}
!247 = !DILocation(line: 34, column: 9, scope: !212, inlinedAt: !235)
!248 = !DILocation(line: 0, scope: !220, inlinedAt: !235)
!249 = !DILocation(line: 0, scope: !56, inlinedAt: !250)
!250 = distinct !DILocation(line: 26, column: 30, scope: !224, inlinedAt: !235)
!251 = !DILocation(line: 26, column: 9, scope: !220, inlinedAt: !235)
!252 = !DILocation(line: 25, column: 50, scope: !221, inlinedAt: !235)
!253 = !DILocation(line: 24, column: 36, scope: !218, inlinedAt: !235)
!254 = !DILocation(line: 24, column: 25, scope: !218, inlinedAt: !235)
!255 = distinct !{!255, !240, !256, !51}
!256 = !DILocation(line: 34, column: 9, scope: !214, inlinedAt: !235)
!257 = !DILocation(line: 25, column: 26, scope: !221, inlinedAt: !235)
!258 = distinct !{!258, !244, !259, !51}
!259 = !DILocation(line: 34, column: 9, scope: !217, inlinedAt: !235)
!260 = !DILocalVariable(name: "a", arg: 1, scope: !261, file: !1, line: 8, type: !4)
!261 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 8, type: !57, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !262)
!262 = !{!260, !263}
!263 = !DILocalVariable(name: "b", arg: 2, scope: !261, file: !1, line: 8, type: !4)
!264 = !DILocation(line: 0, scope: !261, inlinedAt: !265)
!265 = distinct !DILocation(line: 27, column: 20, scope: !223, inlinedAt: !235)
!266 = !DILocation(line: 0, scope: !223, inlinedAt: !235)
!267 = !DILocation(line: 0, scope: !56, inlinedAt: !268)
!268 = distinct !DILocation(line: 27, column: 41, scope: !223, inlinedAt: !235)
!269 = !DILocation(line: 0, scope: !261, inlinedAt: !270)
!270 = distinct !DILocation(line: 28, column: 20, scope: !223, inlinedAt: !235)
!271 = !DILocation(line: 8, column: 47, scope: !261, inlinedAt: !270)
!272 = !DILocation(line: 28, column: 48, scope: !223, inlinedAt: !235)
!273 = !DILocation(line: 0, scope: !56, inlinedAt: !274)
!274 = distinct !DILocation(line: 28, column: 41, scope: !223, inlinedAt: !235)
!275 = !DILocation(line: 7, column: 49, scope: !56, inlinedAt: !274)
!276 = !DILocation(line: 7, column: 47, scope: !56, inlinedAt: !274)
!277 = !DILocation(line: 0, scope: !230, inlinedAt: !235)
!278 = !DILocation(line: 30, column: 11, scope: !230, inlinedAt: !235)
!279 = !DILocation(line: 0, scope: !232, inlinedAt: !235)
!280 = !DILocation(line: 31, column: 13, scope: !232, inlinedAt: !235)
!281 = !DILocation(line: 29, column: 17, scope: !223, inlinedAt: !235)
!282 = !DILocation(line: 33, column: 63, scope: !223, inlinedAt: !235)
!283 = !DILocation(line: 33, column: 68, scope: !223, inlinedAt: !235)
!284 = !DILocation(line: 33, column: 57, scope: !223, inlinedAt: !235)
!285 = !DILocation(line: 33, column: 35, scope: !223, inlinedAt: !235)
!286 = !DILocation(line: 33, column: 33, scope: !223, inlinedAt: !235)
!287 = !DILocation(line: 33, column: 24, scope: !223, inlinedAt: !235)
!288 = !DILocation(line: 33, column: 11, scope: !223, inlinedAt: !235)
!289 = !DILocation(line: 33, column: 29, scope: !223, inlinedAt: !235)
!290 = !DILocation(line: 26, column: 28, scope: !224, inlinedAt: !235)
!291 = distinct !{!291, !251, !292, !51}
!292 = !DILocation(line: 34, column: 9, scope: !220, inlinedAt: !235)
!293 = !DILocation(line: 30, column: 38, scope: !233, inlinedAt: !235)
!294 = !DILocation(line: 30, column: 30, scope: !233, inlinedAt: !235)
!295 = distinct !{!295, !278, !296, !51}
!296 = !DILocation(line: 32, column: 35, scope: !230, inlinedAt: !235)
!297 = !DILocation(line: 32, column: 32, scope: !298, inlinedAt: !235)
!298 = distinct !DILexicalBlock(scope: !232, file: !1, line: 31, column: 13)
!299 = !DILocation(line: 32, column: 20, scope: !298, inlinedAt: !235)
!300 = !DILocation(line: 32, column: 17, scope: !298, inlinedAt: !235)
!301 = !DILocation(line: 31, column: 40, scope: !298, inlinedAt: !235)
!302 = !DILocation(line: 31, column: 32, scope: !298, inlinedAt: !235)
!303 = distinct !{!303, !280, !304, !51}
!304 = !DILocation(line: 32, column: 35, scope: !232, inlinedAt: !235)
!305 = !DILocation(line: 0, scope: !116)
!306 = !DILocation(line: 50, column: 3, scope: !116)
!307 = !DILocation(line: 50, column: 21, scope: !308)
!308 = distinct !DILexicalBlock(scope: !116, file: !1, line: 50, column: 3)
!309 = !DILocation(line: 46, column: 5, scope: !158)
!310 = distinct !{!310, !159, !165, !51, !311, !91}
!311 = !{!"llvm.loop.unroll.runtime.disable"}
!312 = !DILocation(line: 51, column: 10, scope: !308)
!313 = !DILocation(line: 51, column: 20, scope: !308)
!314 = !DILocation(line: 51, column: 17, scope: !308)
!315 = !DILocation(line: 51, column: 15, scope: !308)
!316 = !DILocation(line: 51, column: 7, scope: !308)
!317 = !DILocation(line: 52, column: 3, scope: !99)
!318 = !DILocation(line: 53, column: 3, scope: !99)
!319 = !DILocation(line: 54, column: 3, scope: !99)
!320 = !DILocation(line: 55, column: 3, scope: !99)
!321 = !DILocation(line: 56, column: 3, scope: !99)
!322 = !DILocation(line: 50, column: 37, scope: !308)
!323 = distinct !{!323, !306, !324, !51}
!324 = !DILocation(line: 51, column: 23, scope: !116)
