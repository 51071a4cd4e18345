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
  %7 = icmp sgt i32 %1, 0
  %8 = and i1 %6, %7, !dbg !45
  br i1 %8, label %9, label %172, !dbg !45

9:                                                ; preds = %5
  %10 = sext i32 %2 to i64, !dbg !45
  %11 = zext i32 %0 to i64, !dbg !45
  %12 = zext i32 %1 to i64, !dbg !45
  %13 = mul nsw i64 %10, %12
  %14 = icmp eq i32 %0, 1
  br label %15, !dbg !45

15:                                               ; preds = %9, %26
  %16 = phi i64 [ 0, %9 ], [ %30, %26 ]
  %17 = phi i64 [ 0, %9 ], [ %27, %26 ]
  %18 = mul i64 %13, %16
  %19 = trunc i64 %17 to i32
  call void @llvm.dbg.value(metadata i32 %19, metadata !28, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !46
  %20 = add nsw i32 %19, %2
  %21 = icmp slt i32 %20, %0
  %22 = select i1 %21, i32 %20, i32 %0
  %23 = icmp sgt i32 %22, %19
  br i1 %23, label %24, label %26, !dbg !47

24:                                               ; preds = %15
  %25 = sext i32 %22 to i64, !dbg !48
  br label %31, !dbg !48

26:                                               ; preds = %82, %15
  %27 = add nsw i64 %17, %10, !dbg !45
  %28 = trunc i64 %27 to i32, !dbg !49
  call void @llvm.dbg.value(metadata i32 %28, metadata !28, metadata !DIExpression()), !dbg !43
  %29 = icmp slt i32 %28, %0, !dbg !44
  %30 = add i64 %16, 1, !dbg !45
  br i1 %29, label %15, label %172, !dbg !45, !llvm.loop !50

31:                                               ; preds = %24, %82
  %32 = phi i64 [ 0, %24 ], [ %84, %82 ]
  %33 = phi i32 [ 0, %24 ], [ %83, %82 ]
  %34 = phi i64 [ 0, %24 ], [ %66, %82 ]
  %35 = add i64 %34, 1
  %36 = trunc i64 %32 to i32
  %37 = mul i32 %36, %2
  %38 = add i32 %37, %2
  %39 = call i32 @llvm.smin.i32(i32 %1, i32 %38)
  %40 = sext i32 %39 to i64
  %41 = call i64 @llvm.smax.i64(i64 %35, i64 %40)
  %42 = mul i64 %32, %10
  %43 = sub i64 %41, %42
  %44 = add i64 %43, -8
  %45 = lshr i64 %44, 3
  %46 = add nuw nsw i64 %45, 1
  %47 = add i64 %34, 1
  %48 = mul i32 %33, %2
  %49 = add i32 %48, %2
  %50 = call i32 @llvm.smin.i32(i32 %1, i32 %49)
  %51 = sext i32 %50 to i64
  %52 = call i64 @llvm.smax.i64(i64 %47, i64 %51)
  %53 = mul i64 %32, %10
  %54 = sub i64 %52, %53
  %55 = add i64 %17, %34
  %56 = add i64 %34, 1
  %57 = mul i32 %33, %2
  %58 = add i32 %57, %2
  %59 = call i32 @llvm.smin.i32(i32 %1, i32 %58)
  %60 = sext i32 %59 to i64
  %61 = call i64 @llvm.smax.i64(i64 %56, i64 %60)
  %62 = add i64 %17, %61
  %63 = add i64 %18, %34
  %64 = add i64 %18, %61
  %65 = trunc i64 %34 to i32
  call void @llvm.dbg.value(metadata i32 %65, metadata !30, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %20, metadata !53, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 %0, metadata !58, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.value(metadata i32 %22, metadata !33, metadata !DIExpression()), !dbg !61
  %66 = add i64 %34, %10, !dbg !48
  %67 = trunc i64 %66 to i32, !dbg !62
  call void @llvm.dbg.value(metadata i32 %67, metadata !53, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32 %1, metadata !58, metadata !DIExpression()), !dbg !63
  %68 = icmp slt i32 %67, %1, !dbg !65
  %69 = select i1 %68, i32 %67, i32 %1, !dbg !66
  call void @llvm.dbg.value(metadata i32 %69, metadata !36, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 %19, metadata !37, metadata !DIExpression()), !dbg !67
  %70 = icmp sgt i32 %69, %65
  br i1 %70, label %71, label %82, !dbg !68

71:                                               ; preds = %31
  %72 = sext i32 %69 to i64, !dbg !47
  %73 = icmp ugt i64 %54, 7
  %74 = and i1 %73, %14
  %75 = and i64 %54, -8
  %76 = add i64 %34, %75
  %77 = and i64 %46, 1
  %78 = icmp ult i64 %44, 8
  %79 = and i64 %46, 4611686018427387902
  %80 = icmp eq i64 %77, 0
  %81 = icmp eq i64 %54, %75
  br label %85, !dbg !47

82:                                               ; preds = %168, %31
  call void @llvm.dbg.value(metadata i32 %67, metadata !30, metadata !DIExpression()), !dbg !46
  %83 = add i32 %33, 1, !dbg !48
  %84 = add i64 %32, 1, !dbg !48
  br i1 %68, label %31, label %26, !dbg !48, !llvm.loop !69

85:                                               ; preds = %71, %168
  %86 = phi i64 [ 0, %71 ], [ %171, %168 ]
  %87 = phi i64 [ %17, %71 ], [ %169, %168 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !37, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32 %65, metadata !39, metadata !DIExpression()), !dbg !71
  %88 = mul i64 %86, %12
  %89 = mul nsw i64 %87, %12
  br i1 %74, label %90, label %156, !dbg !68

90:                                               ; preds = %85
  %91 = add i64 %64, %88
  %92 = getelementptr float, float* %3, i64 %91
  %93 = add i64 %63, %88
  %94 = getelementptr float, float* %3, i64 %93
  %95 = add i64 %62, %86
  %96 = getelementptr float, float* %4, i64 %95
  %97 = add i64 %55, %86
  %98 = getelementptr float, float* %4, i64 %97
  %99 = icmp ult float* %98, %92, !dbg !68
  %100 = icmp ult float* %94, %96, !dbg !68
  %101 = and i1 %99, %100, !dbg !68
  br i1 %101, label %156, label %102

102:                                              ; preds = %90
  br i1 %78, label %138, label %103, !dbg !68

103:                                              ; preds = %102, %103
  %104 = phi i64 [ %135, %103 ], [ 0, %102 ]
  %105 = phi i64 [ %136, %103 ], [ 0, %102 ]
  %106 = add i64 %34, %104
  %107 = add nsw i64 %106, %89, !dbg !72
  %108 = getelementptr inbounds float, float* %3, i64 %107, !dbg !74
  %109 = bitcast float* %108 to <4 x float>*, !dbg !74
  %110 = load <4 x float>, <4 x float>* %109, align 4, !dbg !74, !tbaa !75, !alias.scope !79
  %111 = getelementptr inbounds float, float* %108, i64 4, !dbg !74
  %112 = bitcast float* %111 to <4 x float>*, !dbg !74
  %113 = load <4 x float>, <4 x float>* %112, align 4, !dbg !74, !tbaa !75, !alias.scope !79
  %114 = mul nsw i64 %106, %11, !dbg !82
  %115 = add nsw i64 %114, %87, !dbg !83
  %116 = getelementptr inbounds float, float* %4, i64 %115, !dbg !84
  %117 = bitcast float* %116 to <4 x float>*, !dbg !85
  store <4 x float> %110, <4 x float>* %117, align 4, !dbg !85, !tbaa !75, !alias.scope !86, !noalias !79
  %118 = getelementptr inbounds float, float* %116, i64 4, !dbg !85
  %119 = bitcast float* %118 to <4 x float>*, !dbg !85
  store <4 x float> %113, <4 x float>* %119, align 4, !dbg !85, !tbaa !75, !alias.scope !86, !noalias !79
  %120 = or i64 %104, 8
  %121 = add i64 %34, %120
  %122 = add nsw i64 %121, %89, !dbg !72
  %123 = getelementptr inbounds float, float* %3, i64 %122, !dbg !74
  %124 = bitcast float* %123 to <4 x float>*, !dbg !74
  %125 = load <4 x float>, <4 x float>* %124, align 4, !dbg !74, !tbaa !75, !alias.scope !79
  %126 = getelementptr inbounds float, float* %123, i64 4, !dbg !74
  %127 = bitcast float* %126 to <4 x float>*, !dbg !74
  %128 = load <4 x float>, <4 x float>* %127, align 4, !dbg !74, !tbaa !75, !alias.scope !79
  %129 = mul nsw i64 %121, %11, !dbg !82
  %130 = add nsw i64 %129, %87, !dbg !83
  %131 = getelementptr inbounds float, float* %4, i64 %130, !dbg !84
  %132 = bitcast float* %131 to <4 x float>*, !dbg !85
  store <4 x float> %125, <4 x float>* %132, align 4, !dbg !85, !tbaa !75, !alias.scope !86, !noalias !79
  %133 = getelementptr inbounds float, float* %131, i64 4, !dbg !85
  %134 = bitcast float* %133 to <4 x float>*, !dbg !85
  store <4 x float> %128, <4 x float>* %134, align 4, !dbg !85, !tbaa !75, !alias.scope !86, !noalias !79
  %135 = add nuw i64 %104, 16
  %136 = add i64 %105, 2
  %137 = icmp eq i64 %136, %79
  br i1 %137, label %138, label %103, !llvm.loop !88

138:                                              ; preds = %103, %102
  %139 = phi i64 [ 0, %102 ], [ %135, %103 ]
  br i1 %80, label %155, label %140

140:                                              ; preds = %138
  %141 = add i64 %34, %139
  %142 = add nsw i64 %141, %89, !dbg !72
  %143 = getelementptr inbounds float, float* %3, i64 %142, !dbg !74
  %144 = bitcast float* %143 to <4 x float>*, !dbg !74
  %145 = load <4 x float>, <4 x float>* %144, align 4, !dbg !74, !tbaa !75, !alias.scope !79
  %146 = getelementptr inbounds float, float* %143, i64 4, !dbg !74
  %147 = bitcast float* %146 to <4 x float>*, !dbg !74
  %148 = load <4 x float>, <4 x float>* %147, align 4, !dbg !74, !tbaa !75, !alias.scope !79
  %149 = mul nsw i64 %141, %11, !dbg !82
  %150 = add nsw i64 %149, %87, !dbg !83
  %151 = getelementptr inbounds float, float* %4, i64 %150, !dbg !84
  %152 = bitcast float* %151 to <4 x float>*, !dbg !85
  store <4 x float> %145, <4 x float>* %152, align 4, !dbg !85, !tbaa !75, !alias.scope !86, !noalias !79
  %153 = getelementptr inbounds float, float* %151, i64 4, !dbg !85
  %154 = bitcast float* %153 to <4 x float>*, !dbg !85
  store <4 x float> %148, <4 x float>* %154, align 4, !dbg !85, !tbaa !75, !alias.scope !86, !noalias !79
  br label %155, !dbg !68

155:                                              ; preds = %138, %140
  br i1 %81, label %168, label %156, !dbg !68

156:                                              ; preds = %90, %85, %155
  %157 = phi i64 [ %34, %90 ], [ %34, %85 ], [ %76, %155 ]
  br label %158, !dbg !68

158:                                              ; preds = %156, %158
  %159 = phi i64 [ %166, %158 ], [ %157, %156 ]
  call void @llvm.dbg.value(metadata i64 %159, metadata !39, metadata !DIExpression()), !dbg !71
  %160 = add nsw i64 %159, %89, !dbg !72
  %161 = getelementptr inbounds float, float* %3, i64 %160, !dbg !74
  %162 = load float, float* %161, align 4, !dbg !74, !tbaa !75
  %163 = mul nsw i64 %159, %11, !dbg !82
  %164 = add nsw i64 %163, %87, !dbg !83
  %165 = getelementptr inbounds float, float* %4, i64 %164, !dbg !84
  store float %162, float* %165, align 4, !dbg !85, !tbaa !75
  %166 = add nsw i64 %159, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %166, metadata !39, metadata !DIExpression()), !dbg !71
  %167 = icmp slt i64 %166, %72, !dbg !92
  br i1 %167, label %158, label %168, !dbg !68, !llvm.loop !93

168:                                              ; preds = %158, %155
  %169 = add nsw i64 %87, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %169, metadata !37, metadata !DIExpression()), !dbg !67
  %170 = icmp slt i64 %169, %25, !dbg !95
  %171 = add i64 %86, 1, !dbg !47
  br i1 %170, label %85, label %82, !dbg !47, !llvm.loop !96

172:                                              ; preds = %26, %5
  ret void, !dbg !98
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
  store <4 x float> %48, <4 x float>* %51, align 4, !dbg !163, !tbaa !75
  %52 = getelementptr inbounds float, float* %50, i64 4, !dbg !163
  %53 = bitcast float* %52 to <4 x float>*, !dbg !163
  store <4 x float> %49, <4 x float>* %53, align 4, !dbg !163, !tbaa !75
  %54 = add nuw i64 %43, 8, !dbg !160
  %55 = add <4 x i32> %44, <i32 8, i32 8, i32 8, i32 8>, !dbg !161
  %56 = icmp eq i64 %54, %41, !dbg !160
  br i1 %56, label %57, label %42, !dbg !160, !llvm.loop !164

57:                                               ; preds = %42
  %58 = icmp eq i64 %41, %38, !dbg !159
  br i1 %58, label %61, label %59, !dbg !159

59:                                               ; preds = %37, %57
  %60 = phi i64 [ 0, %37 ], [ %41, %57 ]
  br label %290, !dbg !159

61:                                               ; preds = %290, %57, %21
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %14, metadata !24, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %24, metadata !25, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata float* %30, metadata !26, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata float* %32, metadata !27, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !168
  %62 = icmp sgt i32 %23, 0, !dbg !169
  %63 = icmp sgt i32 %22, 0
  %64 = and i1 %63, %62, !dbg !170
  br i1 %64, label %65, label %109, !dbg !170

65:                                               ; preds = %61
  %66 = sext i32 %24 to i64, !dbg !170
  %67 = zext i32 %23 to i64, !dbg !170
  %68 = zext i32 %22 to i64, !dbg !170
  br label %69, !dbg !170

69:                                               ; preds = %78, %65
  %70 = phi i64 [ 0, %65 ], [ %79, %78 ]
  %71 = trunc i64 %70 to i32
  call void @llvm.dbg.value(metadata i32 %71, metadata !28, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !171
  %72 = add nsw i32 %24, %71
  %73 = icmp slt i32 %72, %23
  %74 = select i1 %73, i32 %72, i32 %23
  %75 = icmp sgt i32 %74, %71
  br i1 %75, label %76, label %78, !dbg !172

76:                                               ; preds = %69
  %77 = sext i32 %74 to i64, !dbg !173
  br label %82, !dbg !173

78:                                               ; preds = %92, %69
  %79 = add nsw i64 %70, %66, !dbg !170
  %80 = trunc i64 %79 to i32, !dbg !174
  call void @llvm.dbg.value(metadata i32 %80, metadata !28, metadata !DIExpression()), !dbg !168
  %81 = icmp sgt i32 %23, %80, !dbg !169
  br i1 %81, label %69, label %109, !dbg !170, !llvm.loop !175

82:                                               ; preds = %92, %76
  %83 = phi i64 [ 0, %76 ], [ %85, %92 ]
  %84 = trunc i64 %83 to i32
  call void @llvm.dbg.value(metadata i32 %84, metadata !30, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 %72, metadata !53, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %8, metadata !58, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.value(metadata i32 %74, metadata !33, metadata !DIExpression()), !dbg !179
  %85 = add i64 %83, %66, !dbg !173
  %86 = trunc i64 %85 to i32, !dbg !180
  call void @llvm.dbg.value(metadata i32 %86, metadata !53, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 %14, metadata !58, metadata !DIExpression()), !dbg !181
  %87 = icmp sgt i32 %22, %86, !dbg !183
  %88 = select i1 %87, i32 %86, i32 %22, !dbg !184
  call void @llvm.dbg.value(metadata i32 %88, metadata !36, metadata !DIExpression()), !dbg !179
  call void @llvm.dbg.value(metadata i32 %71, metadata !37, metadata !DIExpression()), !dbg !185
  %89 = icmp sgt i32 %88, %84
  br i1 %89, label %90, label %92, !dbg !186

90:                                               ; preds = %82
  %91 = sext i32 %88 to i64, !dbg !172
  br label %93, !dbg !172

92:                                               ; preds = %106, %82
  call void @llvm.dbg.value(metadata i32 %86, metadata !30, metadata !DIExpression()), !dbg !171
  br i1 %87, label %82, label %78, !dbg !173, !llvm.loop !187

93:                                               ; preds = %106, %90
  %94 = phi i64 [ %70, %90 ], [ %107, %106 ]
  call void @llvm.dbg.value(metadata i64 %94, metadata !37, metadata !DIExpression()), !dbg !185
  call void @llvm.dbg.value(metadata i32 %84, metadata !39, metadata !DIExpression()), !dbg !189
  %95 = mul nsw i64 %94, %68
  br label %96, !dbg !186

96:                                               ; preds = %96, %93
  %97 = phi i64 [ %104, %96 ], [ %83, %93 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !39, metadata !DIExpression()), !dbg !189
  %98 = add nsw i64 %97, %95, !dbg !190
  %99 = getelementptr inbounds float, float* %30, i64 %98, !dbg !191
  %100 = load float, float* %99, align 4, !dbg !191, !tbaa !75
  %101 = mul nsw i64 %97, %67, !dbg !192
  %102 = add nsw i64 %101, %94, !dbg !193
  %103 = getelementptr inbounds float, float* %32, i64 %102, !dbg !194
  store float %100, float* %103, align 4, !dbg !195, !tbaa !75
  %104 = add nsw i64 %97, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %104, metadata !39, metadata !DIExpression()), !dbg !189
  %105 = icmp slt i64 %104, %91, !dbg !197
  br i1 %105, label %96, label %106, !dbg !186, !llvm.loop !198

106:                                              ; preds = %96
  %107 = add nsw i64 %94, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %107, metadata !37, metadata !DIExpression()), !dbg !185
  %108 = icmp slt i64 %107, %77, !dbg !201
  br i1 %108, label %93, label %92, !dbg !172, !llvm.loop !202

109:                                              ; preds = %78, %61
  call void @llvm.dbg.value(metadata i32 %14, metadata !204, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata i32 %8, metadata !207, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata i32 %24, metadata !208, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata float* %32, metadata !209, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata float* %34, metadata !210, metadata !DIExpression()) #7, !dbg !234
  call void @llvm.dbg.value(metadata i32 0, metadata !211, metadata !DIExpression()) #7, !dbg !236
  br i1 %63, label %110, label %283, !dbg !237

110:                                              ; preds = %109
  %111 = add nsw i32 %22, -1
  %112 = add nsw i32 %23, -1
  br i1 %62, label %113, label %283, !dbg !238

113:                                              ; preds = %110
  %114 = zext i32 %23 to i64, !dbg !237
  %115 = sext i32 %24 to i64, !dbg !237
  %116 = zext i32 %112 to i64, !dbg !237
  %117 = zext i32 %111 to i64, !dbg !237
  %118 = insertelement <4 x i64> poison, i64 %116, i64 0
  %119 = shufflevector <4 x i64> %118, <4 x i64> poison, <4 x i32> zeroinitializer
  %120 = insertelement <4 x i32> poison, i32 %112, i64 0
  %121 = shufflevector <4 x i32> %120, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %122, !dbg !237

122:                                              ; preds = %131, %113
  %123 = phi i64 [ 0, %113 ], [ %132, %131 ]
  %124 = trunc i64 %123 to i32
  call void @llvm.dbg.value(metadata i32 %124, metadata !211, metadata !DIExpression()) #7, !dbg !236
  call void @llvm.dbg.value(metadata i32 0, metadata !213, metadata !DIExpression()) #7, !dbg !239
  %125 = add nsw i32 %24, %124
  %126 = icmp slt i32 %125, %22
  %127 = select i1 %126, i32 %125, i32 %22
  %128 = icmp sgt i32 %127, %124
  br i1 %128, label %129, label %131, !dbg !240

129:                                              ; preds = %122
  %130 = sext i32 %127 to i64, !dbg !238
  br label %135, !dbg !238

131:                                              ; preds = %165, %122
  %132 = add i64 %123, %115, !dbg !237
  %133 = trunc i64 %132 to i32, !dbg !241
  call void @llvm.dbg.value(metadata i32 %133, metadata !211, metadata !DIExpression()) #7, !dbg !236
  %134 = icmp sgt i32 %22, %133, !dbg !242
  br i1 %134, label %122, label %283, !dbg !237, !llvm.loop !243

135:                                              ; preds = %165, %129
  %136 = phi i64 [ %170, %165 ], [ 0, %129 ]
  %137 = phi i32 [ %169, %165 ], [ 0, %129 ]
  %138 = phi i64 [ %166, %165 ], [ 0, %129 ]
  %139 = add i64 %138, 1
  %140 = mul i32 %24, %137
  %141 = add i32 %24, %140
  %142 = call i32 @llvm.smin.i32(i32 %23, i32 %141)
  %143 = sext i32 %142 to i64
  %144 = call i64 @llvm.smax.i64(i64 %139, i64 %143)
  %145 = mul i64 %136, %115
  %146 = sub i64 %144, %145
  %147 = trunc i64 %138 to i32
  call void @llvm.dbg.value(metadata i32 %147, metadata !213, metadata !DIExpression()) #7, !dbg !239
  call void @llvm.dbg.value(metadata i32 %124, metadata !216, metadata !DIExpression()) #7, !dbg !245
  call void @llvm.dbg.value(metadata i32 %125, metadata !53, metadata !DIExpression()) #7, !dbg !246
  call void @llvm.dbg.value(metadata i32 %14, metadata !58, metadata !DIExpression()) #7, !dbg !246
  %148 = add nsw i32 %24, %147
  %149 = icmp slt i32 %148, %23
  %150 = select i1 %149, i32 %148, i32 %23
  %151 = icmp sgt i32 %150, %147
  br i1 %151, label %152, label %165, !dbg !248

152:                                              ; preds = %135
  %153 = sext i32 %150 to i64, !dbg !240
  %154 = icmp ult i64 %146, 4
  %155 = and i64 %146, -4
  %156 = add i64 %138, %155
  %157 = insertelement <4 x i64> poison, i64 %138, i64 0
  %158 = shufflevector <4 x i64> %157, <4 x i64> poison, <4 x i32> zeroinitializer
  %159 = add <4 x i64> %158, <i64 0, i64 1, i64 2, i64 3>
  %160 = trunc i64 %138 to i32
  %161 = insertelement <4 x i32> poison, i32 %160, i64 0
  %162 = shufflevector <4 x i32> %161, <4 x i32> poison, <4 x i32> zeroinitializer
  %163 = add <4 x i32> %162, <i32 0, i32 1, i32 2, i32 3>
  %164 = icmp eq i64 %146, %155
  br label %171, !dbg !240

165:                                              ; preds = %264, %135
  %166 = add i64 %138, %115, !dbg !238
  %167 = trunc i64 %166 to i32, !dbg !249
  call void @llvm.dbg.value(metadata i32 %167, metadata !213, metadata !DIExpression()) #7, !dbg !239
  %168 = icmp sgt i32 %23, %167, !dbg !250
  %169 = add i32 %137, 1, !dbg !238
  %170 = add i64 %136, 1, !dbg !238
  br i1 %168, label %135, label %131, !dbg !238, !llvm.loop !251

171:                                              ; preds = %264, %152
  %172 = phi i64 [ %123, %152 ], [ %181, %264 ]
  call void @llvm.dbg.value(metadata i64 %172, metadata !216, metadata !DIExpression()) #7, !dbg !245
  call void @llvm.dbg.value(metadata i32 %147, metadata !219, metadata !DIExpression()) #7, !dbg !253
  call void @llvm.dbg.value(metadata i32 %148, metadata !53, metadata !DIExpression()) #7, !dbg !254
  call void @llvm.dbg.value(metadata i32 %8, metadata !58, metadata !DIExpression()) #7, !dbg !254
  %173 = trunc i64 %172 to i32
  %174 = tail call i32 @llvm.smax.i32(i32 %173, i32 1) #7
  %175 = zext i32 %174 to i64
  %176 = add nsw i64 %175, -1
  %177 = icmp sgt i64 %172, 1
  %178 = select i1 %177, i64 %172, i64 1
  %179 = trunc i64 %178 to i32
  %180 = add nsw i32 %179, -1
  %181 = add nsw i64 %172, 1, !dbg !256
  %182 = icmp slt i64 %181, %117
  %183 = trunc i64 %181 to i32
  %184 = select i1 %182, i32 %183, i32 %111
  %185 = icmp sgt i32 %180, %184
  %186 = sub nsw i32 2, %179
  %187 = add i32 %186, %184
  %188 = mul nsw i64 %172, %114
  br i1 %185, label %189, label %219, !dbg !257

189:                                              ; preds = %171
  br i1 %154, label %217, label %190, !dbg !248

190:                                              ; preds = %189
  %191 = insertelement <4 x i32> poison, i32 %187, i64 0, !dbg !248
  %192 = shufflevector <4 x i32> %191, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !248
  br label %193, !dbg !248

193:                                              ; preds = %193, %190
  %194 = phi i64 [ 0, %190 ], [ %212, %193 ]
  %195 = phi <4 x i64> [ %159, %190 ], [ %213, %193 ]
  %196 = phi <4 x i32> [ %163, %190 ], [ %214, %193 ], !dbg !258
  %197 = add i64 %138, %194
  %198 = icmp sgt <4 x i64> %195, <i64 1, i64 1, i64 1, i64 1>, !dbg !259
  %199 = add nsw <4 x i64> %195, <i64 1, i64 1, i64 1, i64 1>, !dbg !265
  %200 = icmp slt <4 x i64> %199, %119, !dbg !266
  %201 = trunc <4 x i64> %199 to <4 x i32>, !dbg !268
  %202 = select <4 x i1> %200, <4 x i32> %201, <4 x i32> %121, !dbg !268
  %203 = sub <4 x i32> <i32 2, i32 2, i32 2, i32 2>, %196, !dbg !258
  %204 = select <4 x i1> %198, <4 x i32> %203, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, !dbg !258
  %205 = add <4 x i32> %204, %202, !dbg !269
  %206 = mul nsw <4 x i32> %205, %192, !dbg !270
  %207 = sitofp <4 x i32> %206 to <4 x float>, !dbg !271
  %208 = fdiv <4 x float> zeroinitializer, %207, !dbg !272
  %209 = add nsw i64 %197, %188, !dbg !273
  %210 = getelementptr inbounds float, float* %34, i64 %209, !dbg !274
  %211 = bitcast float* %210 to <4 x float>*, !dbg !275
  store <4 x float> %208, <4 x float>* %211, align 4, !dbg !275, !tbaa !75
  %212 = add nuw i64 %194, 4
  %213 = add <4 x i64> %195, <i64 4, i64 4, i64 4, i64 4>
  %214 = add <4 x i32> %196, <i32 4, i32 4, i32 4, i32 4>, !dbg !258
  %215 = icmp eq i64 %212, %155
  br i1 %215, label %216, label %193, !llvm.loop !276

216:                                              ; preds = %193
  br i1 %164, label %264, label %217, !dbg !248

217:                                              ; preds = %189, %216
  %218 = phi i64 [ %138, %189 ], [ %156, %216 ]
  br label %266, !dbg !248

219:                                              ; preds = %171
  %220 = sext i32 %184 to i64, !dbg !248
  br label %221, !dbg !248

221:                                              ; preds = %254, %219
  %222 = phi i64 [ %138, %219 ], [ %231, %254 ]
  call void @llvm.dbg.value(metadata i64 %222, metadata !219, metadata !DIExpression()) #7, !dbg !253
  call void @llvm.dbg.value(metadata i64 %172, metadata !262, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !278
  call void @llvm.dbg.value(metadata i32 0, metadata !263, metadata !DIExpression()) #7, !dbg !278
  call void @llvm.dbg.value(metadata i32 %180, metadata !222, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata i64 %181, metadata !53, metadata !DIExpression()) #7, !dbg !281
  call void @llvm.dbg.value(metadata i32 %111, metadata !58, metadata !DIExpression()) #7, !dbg !281
  call void @llvm.dbg.value(metadata i32 %184, metadata !225, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata i64 %222, metadata !262, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !283
  call void @llvm.dbg.value(metadata i32 0, metadata !263, metadata !DIExpression()) #7, !dbg !283
  %223 = trunc i64 %222 to i32, !dbg !259
  %224 = tail call i32 @llvm.smax.i32(i32 %223, i32 1) #7, !dbg !259
  %225 = zext i32 %224 to i64, !dbg !259
  %226 = add nsw i64 %225, -1, !dbg !259
  %227 = icmp sgt i64 %222, 1, !dbg !259
  %228 = select i1 %227, i64 %222, i64 1, !dbg !259
  %229 = trunc i64 %228 to i32, !dbg !259
  %230 = add nsw i32 %229, -1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %230, metadata !226, metadata !DIExpression()) #7, !dbg !280
  %231 = add nsw i64 %222, 1, !dbg !265
  call void @llvm.dbg.value(metadata i64 %231, metadata !53, metadata !DIExpression()) #7, !dbg !284
  call void @llvm.dbg.value(metadata i32 %112, metadata !58, metadata !DIExpression()) #7, !dbg !284
  %232 = icmp slt i64 %231, %116, !dbg !266
  %233 = trunc i64 %231 to i32, !dbg !268
  %234 = select i1 %232, i32 %233, i32 %112, !dbg !268
  call void @llvm.dbg.value(metadata i32 %234, metadata !227, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !228, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata i32 %180, metadata !229, metadata !DIExpression()) #7, !dbg !285
  %235 = icmp sgt i32 %230, %234
  br i1 %235, label %254, label %236, !dbg !286

236:                                              ; preds = %221
  %237 = sext i32 %234 to i64, !dbg !257
  br label %247, !dbg !257

238:                                              ; preds = %247, %238
  %239 = phi i64 [ %226, %247 ], [ %245, %238 ]
  %240 = phi float [ %249, %247 ], [ %244, %238 ]
  call void @llvm.dbg.value(metadata i64 %239, metadata !231, metadata !DIExpression()) #7, !dbg !287
  call void @llvm.dbg.value(metadata float %240, metadata !228, metadata !DIExpression()) #7, !dbg !280
  %241 = add nsw i64 %239, %250, !dbg !288
  %242 = getelementptr inbounds float, float* %32, i64 %241, !dbg !290
  %243 = load float, float* %242, align 4, !dbg !290, !tbaa !75
  %244 = fadd float %240, %243, !dbg !291
  call void @llvm.dbg.value(metadata float %244, metadata !228, metadata !DIExpression()) #7, !dbg !280
  %245 = add nsw i64 %239, 1, !dbg !292
  call void @llvm.dbg.value(metadata i64 %245, metadata !231, metadata !DIExpression()) #7, !dbg !287
  %246 = icmp slt i64 %239, %237, !dbg !293
  br i1 %246, label %238, label %251, !dbg !286, !llvm.loop !294

247:                                              ; preds = %251, %236
  %248 = phi i64 [ %176, %236 ], [ %252, %251 ]
  %249 = phi float [ 0.000000e+00, %236 ], [ %244, %251 ]
  call void @llvm.dbg.value(metadata i64 %248, metadata !229, metadata !DIExpression()) #7, !dbg !285
  call void @llvm.dbg.value(metadata i32 %230, metadata !231, metadata !DIExpression()) #7, !dbg !287
  call void @llvm.dbg.value(metadata float %249, metadata !228, metadata !DIExpression()) #7, !dbg !280
  %250 = mul nsw i64 %248, %114
  br label %238, !dbg !286

251:                                              ; preds = %238
  %252 = add nsw i64 %248, 1, !dbg !296
  call void @llvm.dbg.value(metadata i64 %252, metadata !229, metadata !DIExpression()) #7, !dbg !285
  call void @llvm.dbg.value(metadata float undef, metadata !228, metadata !DIExpression()) #7, !dbg !280
  %253 = icmp slt i64 %248, %220, !dbg !297
  br i1 %253, label %247, label %254, !dbg !257, !llvm.loop !298

254:                                              ; preds = %251, %221
  %255 = phi float [ 0.000000e+00, %221 ], [ %244, %251 ]
  %256 = sub i32 2, %229, !dbg !258
  %257 = add i32 %256, %234, !dbg !269
  %258 = mul nsw i32 %257, %187, !dbg !270
  %259 = sitofp i32 %258 to float, !dbg !271
  %260 = fdiv float %255, %259, !dbg !272
  %261 = add nsw i64 %222, %188, !dbg !273
  %262 = getelementptr inbounds float, float* %34, i64 %261, !dbg !274
  store float %260, float* %262, align 4, !dbg !275, !tbaa !75
  call void @llvm.dbg.value(metadata i64 %231, metadata !219, metadata !DIExpression()) #7, !dbg !253
  call void @llvm.dbg.value(metadata i32 %148, metadata !53, metadata !DIExpression()) #7, !dbg !254
  call void @llvm.dbg.value(metadata i32 %8, metadata !58, metadata !DIExpression()) #7, !dbg !254
  %263 = icmp slt i64 %231, %153, !dbg !300
  br i1 %263, label %221, label %264, !dbg !248, !llvm.loop !301

264:                                              ; preds = %254, %266, %216
  call void @llvm.dbg.value(metadata i64 %181, metadata !216, metadata !DIExpression()) #7, !dbg !245
  call void @llvm.dbg.value(metadata i32 %125, metadata !53, metadata !DIExpression()) #7, !dbg !246
  call void @llvm.dbg.value(metadata i32 %14, metadata !58, metadata !DIExpression()) #7, !dbg !246
  %265 = icmp slt i64 %181, %130, !dbg !302
  br i1 %265, label %171, label %165, !dbg !240, !llvm.loop !303

266:                                              ; preds = %217, %266
  %267 = phi i64 [ %269, %266 ], [ %218, %217 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !219, metadata !DIExpression()) #7, !dbg !253
  call void @llvm.dbg.value(metadata i64 %172, metadata !262, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !278
  call void @llvm.dbg.value(metadata i32 0, metadata !263, metadata !DIExpression()) #7, !dbg !278
  call void @llvm.dbg.value(metadata i32 %180, metadata !222, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata i64 %181, metadata !53, metadata !DIExpression()) #7, !dbg !281
  call void @llvm.dbg.value(metadata i32 %111, metadata !58, metadata !DIExpression()) #7, !dbg !281
  call void @llvm.dbg.value(metadata i32 %184, metadata !225, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata i64 %267, metadata !262, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !283
  call void @llvm.dbg.value(metadata i32 0, metadata !263, metadata !DIExpression()) #7, !dbg !283
  %268 = icmp sgt i64 %267, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 undef, metadata !226, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)) #7, !dbg !280
  %269 = add nsw i64 %267, 1, !dbg !265
  call void @llvm.dbg.value(metadata i64 %269, metadata !53, metadata !DIExpression()) #7, !dbg !284
  call void @llvm.dbg.value(metadata i32 %112, metadata !58, metadata !DIExpression()) #7, !dbg !284
  %270 = icmp slt i64 %269, %116, !dbg !266
  %271 = trunc i64 %269 to i32, !dbg !268
  %272 = select i1 %270, i32 %271, i32 %112, !dbg !268
  call void @llvm.dbg.value(metadata i32 %272, metadata !227, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !228, metadata !DIExpression()) #7, !dbg !280
  call void @llvm.dbg.value(metadata i32 %180, metadata !229, metadata !DIExpression()) #7, !dbg !285
  %273 = trunc i64 %267 to i32, !dbg !258
  %274 = sub i32 2, %273, !dbg !258
  %275 = select i1 %268, i32 %274, i32 1, !dbg !258
  %276 = add i32 %275, %272, !dbg !269
  %277 = mul nsw i32 %276, %187, !dbg !270
  %278 = sitofp i32 %277 to float, !dbg !271
  %279 = fdiv float 0.000000e+00, %278, !dbg !272
  %280 = add nsw i64 %267, %188, !dbg !273
  %281 = getelementptr inbounds float, float* %34, i64 %280, !dbg !274
  store float %279, float* %281, align 4, !dbg !275, !tbaa !75
  call void @llvm.dbg.value(metadata i64 %269, metadata !219, metadata !DIExpression()) #7, !dbg !253
  call void @llvm.dbg.value(metadata i32 %148, metadata !53, metadata !DIExpression()) #7, !dbg !254
  call void @llvm.dbg.value(metadata i32 %8, metadata !58, metadata !DIExpression()) #7, !dbg !254
  %282 = icmp slt i64 %269, %153, !dbg !300
  br i1 %282, label %266, label %264, !dbg !248, !llvm.loop !305

283:                                              ; preds = %131, %109, %110
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !113, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !307
  br i1 %36, label %284, label %312, !dbg !308

284:                                              ; preds = %283
  %285 = zext i32 %35 to i64, !dbg !309
  %286 = and i64 %285, 1, !dbg !308
  %287 = icmp eq i32 %35, 1, !dbg !308
  br i1 %287, label %298, label %288, !dbg !308

288:                                              ; preds = %284
  %289 = and i64 %285, 4294967294, !dbg !308
  br label %315, !dbg !308

290:                                              ; preds = %59, %290
  %291 = phi i64 [ %296, %290 ], [ %60, %59 ]
  call void @llvm.dbg.value(metadata i64 %291, metadata !111, metadata !DIExpression()), !dbg !156
  %292 = trunc i64 %291 to i32, !dbg !161
  %293 = urem i32 %292, 31, !dbg !161
  %294 = sitofp i32 %293 to float, !dbg !162
  %295 = getelementptr inbounds float, float* %30, i64 %291, !dbg !311
  store float %294, float* %295, align 4, !dbg !163, !tbaa !75
  %296 = add nuw nsw i64 %291, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %296, metadata !111, metadata !DIExpression()), !dbg !156
  %297 = icmp eq i64 %296, %38, !dbg !157
  br i1 %297, label %61, label %290, !dbg !159, !llvm.loop !312

298:                                              ; preds = %315, %284
  %299 = phi double [ undef, %284 ], [ %335, %315 ]
  %300 = phi i64 [ 0, %284 ], [ %336, %315 ]
  %301 = phi double [ 0.000000e+00, %284 ], [ %335, %315 ]
  %302 = icmp eq i64 %286, 0, !dbg !308
  br i1 %302, label %312, label %303, !dbg !308

303:                                              ; preds = %298
  call void @llvm.dbg.value(metadata i64 %300, metadata !115, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata double %301, metadata !113, metadata !DIExpression()), !dbg !117
  %304 = getelementptr inbounds float, float* %34, i64 %300, !dbg !313
  %305 = load float, float* %304, align 4, !dbg !313, !tbaa !75
  %306 = trunc i64 %300 to i32, !dbg !314
  %307 = urem i32 %306, 5, !dbg !314
  %308 = sitofp i32 %307 to float, !dbg !315
  %309 = fmul float %305, %308, !dbg !316
  %310 = fpext float %309 to double, !dbg !313
  %311 = fadd double %301, %310, !dbg !317
  call void @llvm.dbg.value(metadata double %311, metadata !113, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.value(metadata i64 %300, metadata !115, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !307
  br label %312, !dbg !318

312:                                              ; preds = %303, %298, %283
  %313 = phi double [ 0.000000e+00, %283 ], [ %299, %298 ], [ %311, %303 ], !dbg !117
  %314 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %313), !dbg !318
  tail call void @free(i8* noundef %29) #7, !dbg !319
  tail call void @free(i8* noundef %31) #7, !dbg !320
  tail call void @free(i8* noundef %33) #7, !dbg !321
  ret i32 0, !dbg !322

315:                                              ; preds = %315, %288
  %316 = phi i64 [ 0, %288 ], [ %336, %315 ]
  %317 = phi double [ 0.000000e+00, %288 ], [ %335, %315 ]
  %318 = phi i64 [ 0, %288 ], [ %337, %315 ]
  call void @llvm.dbg.value(metadata i64 %316, metadata !115, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata double %317, metadata !113, metadata !DIExpression()), !dbg !117
  %319 = getelementptr inbounds float, float* %34, i64 %316, !dbg !313
  %320 = load float, float* %319, align 4, !dbg !313, !tbaa !75
  %321 = trunc i64 %316 to i32, !dbg !314
  %322 = urem i32 %321, 5, !dbg !314
  %323 = sitofp i32 %322 to float, !dbg !315
  %324 = fmul float %320, %323, !dbg !316
  %325 = fpext float %324 to double, !dbg !313
  %326 = fadd double %317, %325, !dbg !317
  call void @llvm.dbg.value(metadata double %326, metadata !113, metadata !DIExpression()), !dbg !117
  %327 = or i64 %316, 1, !dbg !323
  call void @llvm.dbg.value(metadata i64 %327, metadata !115, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata i64 %327, metadata !115, metadata !DIExpression()), !dbg !307
  call void @llvm.dbg.value(metadata double %326, metadata !113, metadata !DIExpression()), !dbg !117
  %328 = getelementptr inbounds float, float* %34, i64 %327, !dbg !313
  %329 = load float, float* %328, align 4, !dbg !313, !tbaa !75
  %330 = trunc i64 %327 to i32, !dbg !314
  %331 = urem i32 %330, 5, !dbg !314
  %332 = sitofp i32 %331 to float, !dbg !315
  %333 = fmul float %329, %332, !dbg !316
  %334 = fpext float %333 to double, !dbg !313
  %335 = fadd double %326, %334, !dbg !317
  call void @llvm.dbg.value(metadata double %335, metadata !113, metadata !DIExpression()), !dbg !117
  %336 = add nuw nsw i64 %316, 2, !dbg !323
  call void @llvm.dbg.value(metadata i64 %336, metadata !115, metadata !DIExpression()), !dbg !307
  %337 = add i64 %318, 2, !dbg !308
  %338 = icmp eq i64 %337, %289, !dbg !308
  br i1 %338, label %298, label %315, !dbg !308, !llvm.loop !324
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
!47 = !DILocation(line: 15, column: 7, scope: !38)
!48 = !DILocation(line: 13, column: 5, scope: !31)
!49 = !DILocation(line: 12, column: 34, scope: !32)
!50 = distinct !{!50, !45, !51, !52}
!51 = !DILocation(line: 18, column: 5, scope: !29)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocalVariable(name: "a", arg: 1, scope: !54, file: !1, line: 7, type: !4)
!54 = distinct !DISubprogram(name: "imin", scope: !1, file: !1, line: 7, type: !55, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!4, !4, !4}
!57 = !{!53, !58}
!58 = !DILocalVariable(name: "b", arg: 2, scope: !54, file: !1, line: 7, type: !4)
!59 = !DILocation(line: 0, scope: !54, inlinedAt: !60)
!60 = distinct !DILocation(line: 14, column: 16, scope: !34)
!61 = !DILocation(line: 0, scope: !34)
!62 = !DILocation(line: 14, column: 50, scope: !34)
!63 = !DILocation(line: 0, scope: !54, inlinedAt: !64)
!64 = distinct !DILocation(line: 14, column: 42, scope: !34)
!65 = !DILocation(line: 7, column: 49, scope: !54, inlinedAt: !64)
!66 = !DILocation(line: 7, column: 47, scope: !54, inlinedAt: !64)
!67 = !DILocation(line: 0, scope: !38)
!68 = !DILocation(line: 16, column: 9, scope: !40)
!69 = distinct !{!69, !48, !70, !52}
!70 = !DILocation(line: 18, column: 5, scope: !31)
!71 = !DILocation(line: 0, scope: !40)
!72 = !DILocation(line: 17, column: 43, scope: !73)
!73 = distinct !DILexicalBlock(scope: !40, file: !1, line: 16, column: 9)
!74 = !DILocation(line: 17, column: 31, scope: !73)
!75 = !{!76, !76, i64 0}
!76 = !{!"float", !77, i64 0}
!77 = !{!"omnipotent char", !78, i64 0}
!78 = !{!"Simple C/C++ TBAA"}
!79 = !{!80}
!80 = distinct !{!80, !81}
!81 = distinct !{!81, !"LVerDomain"}
!82 = !DILocation(line: 17, column: 17, scope: !73)
!83 = !DILocation(line: 17, column: 24, scope: !73)
!84 = !DILocation(line: 17, column: 11, scope: !73)
!85 = !DILocation(line: 17, column: 29, scope: !73)
!86 = !{!87}
!87 = distinct !{!87, !81}
!88 = distinct !{!88, !68, !89, !52, !90}
!89 = !DILocation(line: 17, column: 46, scope: !40)
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = !DILocation(line: 16, column: 35, scope: !73)
!92 = !DILocation(line: 16, column: 28, scope: !73)
!93 = distinct !{!93, !68, !89, !52, !90}
!94 = !DILocation(line: 15, column: 33, scope: !41)
!95 = !DILocation(line: 15, column: 26, scope: !41)
!96 = distinct !{!96, !47, !97, !52}
!97 = !DILocation(line: 17, column: 46, scope: !38)
!98 = !DILocation(line: 19, column: 1, scope: !16)
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
!122 = !{!"any pointer", !77, i64 0}
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
!164 = distinct !{!164, !159, !165, !52, !90}
!165 = !DILocation(line: 46, column: 26, scope: !112)
!166 = !DILocation(line: 0, scope: !16, inlinedAt: !167)
!167 = distinct !DILocation(line: 47, column: 3, scope: !99)
!168 = !DILocation(line: 0, scope: !29, inlinedAt: !167)
!169 = !DILocation(line: 12, column: 23, scope: !32, inlinedAt: !167)
!170 = !DILocation(line: 12, column: 3, scope: !29, inlinedAt: !167)
!171 = !DILocation(line: 0, scope: !31, inlinedAt: !167)
!172 = !DILocation(line: 15, column: 7, scope: !38, inlinedAt: !167)
!173 = !DILocation(line: 13, column: 5, scope: !31, inlinedAt: !167)
!174 = !DILocation(line: 12, column: 34, scope: !32, inlinedAt: !167)
!175 = distinct !{!175, !170, !176, !52}
!176 = !DILocation(line: 18, column: 5, scope: !29, inlinedAt: !167)
!177 = !DILocation(line: 0, scope: !54, inlinedAt: !178)
!178 = distinct !DILocation(line: 14, column: 16, scope: !34, inlinedAt: !167)
!179 = !DILocation(line: 0, scope: !34, inlinedAt: !167)
!180 = !DILocation(line: 14, column: 50, scope: !34, inlinedAt: !167)
!181 = !DILocation(line: 0, scope: !54, inlinedAt: !182)
!182 = distinct !DILocation(line: 14, column: 42, scope: !34, inlinedAt: !167)
!183 = !DILocation(line: 7, column: 49, scope: !54, inlinedAt: !182)
!184 = !DILocation(line: 7, column: 47, scope: !54, inlinedAt: !182)
!185 = !DILocation(line: 0, scope: !38, inlinedAt: !167)
!186 = !DILocation(line: 16, column: 9, scope: !40, inlinedAt: !167)
!187 = distinct !{!187, !173, !188, !52}
!188 = !DILocation(line: 18, column: 5, scope: !31, inlinedAt: !167)
!189 = !DILocation(line: 0, scope: !40, inlinedAt: !167)
!190 = !DILocation(line: 17, column: 43, scope: !73, inlinedAt: !167)
!191 = !DILocation(line: 17, column: 31, scope: !73, inlinedAt: !167)
!192 = !DILocation(line: 17, column: 17, scope: !73, inlinedAt: !167)
!193 = !DILocation(line: 17, column: 24, scope: !73, inlinedAt: !167)
!194 = !DILocation(line: 17, column: 11, scope: !73, inlinedAt: !167)
!195 = !DILocation(line: 17, column: 29, scope: !73, inlinedAt: !167)
!196 = !DILocation(line: 16, column: 35, scope: !73, inlinedAt: !167)
!197 = !DILocation(line: 16, column: 28, scope: !73, inlinedAt: !167)
!198 = distinct !{!198, !186, !199, !52}
!199 = !DILocation(line: 17, column: 46, scope: !40, inlinedAt: !167)
!200 = !DILocation(line: 15, column: 33, scope: !41, inlinedAt: !167)
!201 = !DILocation(line: 15, column: 26, scope: !41, inlinedAt: !167)
!202 = distinct !{!202, !172, !203, !52}
!203 = !DILocation(line: 17, column: 46, scope: !38, inlinedAt: !167)
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
!237 = !DILocation(line: 23, column: 3, scope: !212, inlinedAt: !235)
!238 = !DILocation(line: 24, column: 5, scope: !214, inlinedAt: !235)
!239 = !DILocation(line: 0, scope: !214, inlinedAt: !235)
!240 = !DILocation(line: 25, column: 7, scope: !217, inlinedAt: !235)
!241 = !DILocation(line: 23, column: 34, scope: !215, inlinedAt: !235)
!242 = !DILocation(line: 23, column: 23, scope: !215, inlinedAt: !235)
!243 = distinct !{!243, !237, !244, !52}
!244 = !DILocation(line: 34, column: 9, scope: !212, inlinedAt: !235)
!245 = !DILocation(line: 0, scope: !217, inlinedAt: !235)
!246 = !DILocation(line: 0, scope: !54, inlinedAt: !247)
!247 = distinct !DILocation(line: 25, column: 28, scope: !221, inlinedAt: !235)
!248 = !DILocation(line: 26, column: 9, scope: !220, inlinedAt: !235)
!249 = !DILocation(line: 24, column: 36, scope: !218, inlinedAt: !235)
!250 = !DILocation(line: 24, column: 25, scope: !218, inlinedAt: !235)
!251 = distinct !{!251, !238, !252, !52}
!252 = !DILocation(line: 34, column: 9, scope: !214, inlinedAt: !235)
!253 = !DILocation(line: 0, scope: !220, inlinedAt: !235)
!254 = !DILocation(line: 0, scope: !54, inlinedAt: !255)
!255 = distinct !DILocation(line: 26, column: 30, scope: !224, inlinedAt: !235)
!256 = !DILocation(line: 25, column: 50, scope: !221, inlinedAt: !235)
!257 = !DILocation(line: 30, column: 11, scope: !230, inlinedAt: !235)
!258 = !DILocation(line: 33, column: 63, scope: !223, inlinedAt: !235)
!259 = !DILocation(line: 8, column: 47, scope: !260, inlinedAt: !264)
!260 = distinct !DISubprogram(name: "imax", scope: !1, file: !1, line: 8, type: !55, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !261)
!261 = !{!262, !263}
!262 = !DILocalVariable(name: "a", arg: 1, scope: !260, file: !1, line: 8, type: !4)
!263 = !DILocalVariable(name: "b", arg: 2, scope: !260, file: !1, line: 8, type: !4)
!264 = distinct !DILocation(line: 28, column: 20, scope: !223, inlinedAt: !235)
!265 = !DILocation(line: 28, column: 48, scope: !223, inlinedAt: !235)
!266 = !DILocation(line: 7, column: 49, scope: !54, inlinedAt: !267)
!267 = distinct !DILocation(line: 28, column: 41, scope: !223, inlinedAt: !235)
!268 = !DILocation(line: 7, column: 47, scope: !54, inlinedAt: !267)
!269 = !DILocation(line: 33, column: 68, scope: !223, inlinedAt: !235)
!270 = !DILocation(line: 33, column: 57, scope: !223, inlinedAt: !235)
!271 = !DILocation(line: 33, column: 35, scope: !223, inlinedAt: !235)
!272 = !DILocation(line: 33, column: 33, scope: !223, inlinedAt: !235)
!273 = !DILocation(line: 33, column: 24, scope: !223, inlinedAt: !235)
!274 = !DILocation(line: 33, column: 11, scope: !223, inlinedAt: !235)
!275 = !DILocation(line: 33, column: 29, scope: !223, inlinedAt: !235)
!276 = distinct !{!276, !248, !277, !52, !90}
!277 = !DILocation(line: 34, column: 9, scope: !220, inlinedAt: !235)
!278 = !DILocation(line: 0, scope: !260, inlinedAt: !279)
!279 = distinct !DILocation(line: 27, column: 20, scope: !223, inlinedAt: !235)
!280 = !DILocation(line: 0, scope: !223, inlinedAt: !235)
!281 = !DILocation(line: 0, scope: !54, inlinedAt: !282)
!282 = distinct !DILocation(line: 27, column: 41, scope: !223, inlinedAt: !235)
!283 = !DILocation(line: 0, scope: !260, inlinedAt: !264)
!284 = !DILocation(line: 0, scope: !54, inlinedAt: !267)
!285 = !DILocation(line: 0, scope: !230, inlinedAt: !235)
!286 = !DILocation(line: 31, column: 13, scope: !232, inlinedAt: !235)
!287 = !DILocation(line: 0, scope: !232, inlinedAt: !235)
!288 = !DILocation(line: 32, column: 32, scope: !289, inlinedAt: !235)
!289 = distinct !DILexicalBlock(scope: !232, file: !1, line: 31, column: 13)
!290 = !DILocation(line: 32, column: 20, scope: !289, inlinedAt: !235)
!291 = !DILocation(line: 32, column: 17, scope: !289, inlinedAt: !235)
!292 = !DILocation(line: 31, column: 40, scope: !289, inlinedAt: !235)
!293 = !DILocation(line: 31, column: 32, scope: !289, inlinedAt: !235)
!294 = distinct !{!294, !286, !295, !52}
!295 = !DILocation(line: 32, column: 35, scope: !232, inlinedAt: !235)
!296 = !DILocation(line: 30, column: 38, scope: !233, inlinedAt: !235)
!297 = !DILocation(line: 30, column: 30, scope: !233, inlinedAt: !235)
!298 = distinct !{!298, !257, !299, !52}
!299 = !DILocation(line: 32, column: 35, scope: !230, inlinedAt: !235)
!300 = !DILocation(line: 26, column: 28, scope: !224, inlinedAt: !235)
!301 = distinct !{!301, !248, !277, !52}
!302 = !DILocation(line: 25, column: 26, scope: !221, inlinedAt: !235)
!303 = distinct !{!303, !240, !304, !52}
!304 = !DILocation(line: 34, column: 9, scope: !217, inlinedAt: !235)
!305 = distinct !{!305, !248, !277, !52, !306, !90}
!306 = !{!"llvm.loop.unroll.runtime.disable"}
!307 = !DILocation(line: 0, scope: !116)
!308 = !DILocation(line: 50, column: 3, scope: !116)
!309 = !DILocation(line: 50, column: 21, scope: !310)
!310 = distinct !DILexicalBlock(scope: !116, file: !1, line: 50, column: 3)
!311 = !DILocation(line: 46, column: 5, scope: !158)
!312 = distinct !{!312, !159, !165, !52, !306, !90}
!313 = !DILocation(line: 51, column: 10, scope: !310)
!314 = !DILocation(line: 51, column: 20, scope: !310)
!315 = !DILocation(line: 51, column: 17, scope: !310)
!316 = !DILocation(line: 51, column: 15, scope: !310)
!317 = !DILocation(line: 51, column: 7, scope: !310)
!318 = !DILocation(line: 52, column: 3, scope: !99)
!319 = !DILocation(line: 53, column: 3, scope: !99)
!320 = !DILocation(line: 54, column: 3, scope: !99)
!321 = !DILocation(line: 55, column: 3, scope: !99)
!322 = !DILocation(line: 56, column: 3, scope: !99)
!323 = !DILocation(line: 50, column: 37, scope: !310)
!324 = distinct !{!324, !308, !325, !52}
!325 = !DILocation(line: 51, column: 23, scope: !116)
