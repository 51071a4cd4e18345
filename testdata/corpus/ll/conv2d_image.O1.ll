; ModuleID = 'conv2d_image.c'
source_filename = "conv2d_image.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.kern = internal unnamed_addr constant [25 x i32] [i32 1, i32 2, i32 3, i32 2, i32 1, i32 2, i32 4, i32 6, i32 4, i32 2, i32 3, i32 6, i32 -40, i32 6, i32 3, i32 2, i32 4, i32 6, i32 4, i32 2, i32 1, i32 2, i32 3, i32 2, i32 1], align 16, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"min %d max %d sum %ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_conv(i32 noundef %0, i32 noundef %1, i8* nocapture noundef readonly %2, i32* nocapture noundef readonly %3, i32 noundef %4, i8* nocapture noundef writeonly %5) local_unnamed_addr #0 !dbg !42 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !49, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 %1, metadata !50, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i8* %2, metadata !51, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32* %3, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 %4, metadata !53, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i8* %5, metadata !54, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !73
  %7 = icmp sgt i32 %0, 0, !dbg !74
  br i1 %7, label %8, label %21, !dbg !75

8:                                                ; preds = %6
  %9 = icmp sgt i32 %1, 0
  %10 = add nsw i32 %0, -1
  %11 = add nsw i32 %1, -1
  %12 = sext i32 %11 to i64, !dbg !75
  %13 = sext i32 %10 to i64, !dbg !75
  %14 = sext i32 %1 to i64, !dbg !75
  %15 = zext i32 %0 to i64, !dbg !74
  %16 = zext i32 %1 to i64
  br label %17, !dbg !75

17:                                               ; preds = %8, %24
  %18 = phi i64 [ 0, %8 ], [ %25, %24 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !55, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !76
  br i1 %9, label %19, label %24, !dbg !77

19:                                               ; preds = %17
  %20 = mul nsw i64 %18, %14
  br label %22, !dbg !77

21:                                               ; preds = %24, %6
  ret void, !dbg !78

22:                                               ; preds = %19, %39
  %23 = phi i64 [ 0, %19 ], [ %48, %39 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !57, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 -2, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !80
  br label %27, !dbg !81

24:                                               ; preds = %39, %17
  %25 = add nuw nsw i64 %18, 1, !dbg !82
  call void @llvm.dbg.value(metadata i64 %25, metadata !55, metadata !DIExpression()), !dbg !73
  %26 = icmp eq i64 %25, %15, !dbg !74
  br i1 %26, label %21, label %17, !dbg !75, !llvm.loop !83

27:                                               ; preds = %22, %50
  %28 = phi i64 [ -2, %22 ], [ %51, %50 ]
  %29 = phi i32 [ 0, %22 ], [ %71, %50 ]
  call void @llvm.dbg.value(metadata i64 %28, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %29, metadata !60, metadata !DIExpression()), !dbg !80
  %30 = add nsw i64 %28, %18
  %31 = icmp slt i64 %30, 0
  %32 = icmp sgt i64 %30, %13
  %33 = trunc i64 %30 to i32
  %34 = select i1 %32, i32 %10, i32 %33
  %35 = select i1 %31, i32 0, i32 %34
  %36 = mul nsw i64 %28, 5
  %37 = add nsw i64 %36, 12
  %38 = mul nsw i32 %35, %1
  call void @llvm.dbg.value(metadata i32 -2, metadata !65, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 %29, metadata !60, metadata !DIExpression()), !dbg !80
  br label %53, !dbg !88

39:                                               ; preds = %50
  %40 = sdiv i32 %71, %4, !dbg !89
  call void @llvm.dbg.value(metadata i32 %40, metadata !90, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 255, metadata !96, metadata !DIExpression()), !dbg !97
  %41 = icmp slt i32 %40, 255, !dbg !99
  %42 = select i1 %41, i32 %40, i32 255, !dbg !99
  %43 = icmp sgt i32 %42, 0, !dbg !99
  %44 = select i1 %43, i32 %42, i32 0, !dbg !99
  %45 = trunc i32 %44 to i8, !dbg !100
  %46 = add nsw i64 %23, %20, !dbg !101
  %47 = getelementptr inbounds i8, i8* %5, i64 %46, !dbg !102
  store i8 %45, i8* %47, align 1, !dbg !103, !tbaa !104
  %48 = add nuw nsw i64 %23, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %48, metadata !57, metadata !DIExpression()), !dbg !76
  %49 = icmp eq i64 %48, %16, !dbg !108
  br i1 %49, label %24, label %22, !dbg !77, !llvm.loop !109

50:                                               ; preds = %53
  %51 = add nsw i64 %28, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %51, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %71, metadata !60, metadata !DIExpression()), !dbg !80
  %52 = icmp eq i64 %51, 3, !dbg !112
  br i1 %52, label %39, label %27, !dbg !81, !llvm.loop !113

53:                                               ; preds = %27, %53
  %54 = phi i64 [ -2, %27 ], [ %72, %53 ]
  %55 = phi i32 [ %29, %27 ], [ %71, %53 ]
  call void @llvm.dbg.value(metadata i64 %54, metadata !65, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 %55, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %30, metadata !90, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %10, metadata !96, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 %35, metadata !68, metadata !DIExpression()), !dbg !117
  %56 = add nsw i64 %54, %23, !dbg !118
  call void @llvm.dbg.value(metadata i64 %56, metadata !90, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %11, metadata !96, metadata !DIExpression()), !dbg !119
  %57 = icmp slt i64 %56, 0, !dbg !121
  %58 = icmp sgt i64 %56, %12, !dbg !122
  %59 = trunc i64 %56 to i32, !dbg !122
  %60 = select i1 %58, i32 %11, i32 %59, !dbg !122
  %61 = select i1 %57, i32 0, i32 %60, !dbg !122
  call void @llvm.dbg.value(metadata i32 %61, metadata !71, metadata !DIExpression()), !dbg !117
  %62 = add nsw i64 %37, %54, !dbg !123
  %63 = getelementptr inbounds i32, i32* %3, i64 %62, !dbg !124
  %64 = load i32, i32* %63, align 4, !dbg !124, !tbaa !125
  %65 = add nsw i32 %61, %38, !dbg !127
  %66 = sext i32 %65 to i64, !dbg !128
  %67 = getelementptr inbounds i8, i8* %2, i64 %66, !dbg !128
  %68 = load i8, i8* %67, align 1, !dbg !128, !tbaa !104
  %69 = zext i8 %68 to i32, !dbg !128
  %70 = mul nsw i32 %64, %69, !dbg !129
  %71 = add nsw i32 %70, %55, !dbg !130
  call void @llvm.dbg.value(metadata i32 %71, metadata !60, metadata !DIExpression()), !dbg !80
  %72 = add nsw i64 %54, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %72, metadata !65, metadata !DIExpression()), !dbg !87
  %73 = icmp eq i64 %72, 3, !dbg !132
  br i1 %73, label %50, label %53, !dbg !88, !llvm.loop !133
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i8** %1, metadata !17, metadata !DIExpression()), !dbg !135
  %3 = icmp sgt i32 %0, 1, !dbg !136
  br i1 %3, label %4, label %9, !dbg !137

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !138
  %6 = load i8*, i8** %5, align 8, !dbg !138, !tbaa !139
  call void @llvm.dbg.value(metadata i8* %6, metadata !141, metadata !DIExpression()) #7, !dbg !149
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !151
  %8 = trunc i64 %7 to i32, !dbg !152
  br label %9, !dbg !137

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 64, %2 ], !dbg !137
  call void @llvm.dbg.value(metadata i32 %10, metadata !18, metadata !DIExpression()), !dbg !135
  %11 = icmp sgt i32 %0, 2, !dbg !153
  br i1 %11, label %12, label %17, !dbg !154

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !155
  %14 = load i8*, i8** %13, align 8, !dbg !155, !tbaa !139
  call void @llvm.dbg.value(metadata i8* %14, metadata !141, metadata !DIExpression()) #7, !dbg !156
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #7, !dbg !158
  %16 = trunc i64 %15 to i32, !dbg !159
  br label %17, !dbg !154

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 96, %9 ], !dbg !154
  call void @llvm.dbg.value(metadata i32 %18, metadata !19, metadata !DIExpression()), !dbg !135
  %19 = mul nsw i32 %18, %10, !dbg !160
  %20 = sext i32 %19 to i64, !dbg !161
  %21 = call noalias i8* @malloc(i64 noundef %20) #7, !dbg !162
  call void @llvm.dbg.value(metadata i8* %21, metadata !20, metadata !DIExpression()), !dbg !135
  %22 = call noalias i8* @malloc(i64 noundef %20) #7, !dbg !163
  call void @llvm.dbg.value(metadata i8* %22, metadata !22, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !164
  %23 = icmp sgt i32 %19, 0, !dbg !165
  br i1 %23, label %24, label %26, !dbg !167

24:                                               ; preds = %17
  %25 = zext i32 %19 to i64, !dbg !165
  br label %97, !dbg !167

26:                                               ; preds = %97, %17
  call void @llvm.dbg.value(metadata i32 %10, metadata !49, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 %18, metadata !50, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i8* %21, metadata !51, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 4, metadata !53, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i8* %22, metadata !54, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !55, metadata !DIExpression()), !dbg !170
  %27 = icmp sgt i32 %10, 0, !dbg !171
  br i1 %27, label %28, label %93, !dbg !172

28:                                               ; preds = %26
  %29 = icmp sgt i32 %18, 0
  %30 = add nsw i32 %10, -1
  %31 = add nsw i32 %18, -1
  %32 = sext i32 %31 to i64, !dbg !172
  %33 = sext i32 %30 to i64, !dbg !172
  %34 = sext i32 %18 to i64, !dbg !172
  %35 = zext i32 %10 to i64, !dbg !171
  %36 = zext i32 %18 to i64
  br label %37, !dbg !172

37:                                               ; preds = %43, %28
  %38 = phi i64 [ 0, %28 ], [ %44, %43 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !55, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !173
  br i1 %29, label %39, label %43, !dbg !174

39:                                               ; preds = %37
  %40 = mul nsw i64 %38, %34
  br label %41, !dbg !174

41:                                               ; preds = %58, %39
  %42 = phi i64 [ 0, %39 ], [ %67, %58 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !57, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 -2, metadata !63, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !176
  br label %46, !dbg !177

43:                                               ; preds = %58, %37
  %44 = add nuw nsw i64 %38, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %44, metadata !55, metadata !DIExpression()), !dbg !170
  %45 = icmp eq i64 %44, %35, !dbg !171
  br i1 %45, label %93, label %37, !dbg !172, !llvm.loop !179

46:                                               ; preds = %69, %41
  %47 = phi i64 [ -2, %41 ], [ %70, %69 ]
  %48 = phi i32 [ 0, %41 ], [ %90, %69 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !63, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 %48, metadata !60, metadata !DIExpression()), !dbg !176
  %49 = add nsw i64 %47, %38
  %50 = icmp slt i64 %49, 0
  %51 = icmp sgt i64 %49, %33
  %52 = trunc i64 %49 to i32
  %53 = select i1 %51, i32 %30, i32 %52
  %54 = select i1 %50, i32 0, i32 %53
  %55 = mul nsw i64 %47, 5
  %56 = add nsw i64 %55, 12
  %57 = mul nsw i32 %54, %18
  call void @llvm.dbg.value(metadata i32 -2, metadata !65, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 %48, metadata !60, metadata !DIExpression()), !dbg !176
  br label %72, !dbg !182

58:                                               ; preds = %69
  %59 = sdiv i32 %90, 4, !dbg !183
  call void @llvm.dbg.value(metadata i32 %59, metadata !90, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 255, metadata !96, metadata !DIExpression()), !dbg !184
  %60 = icmp slt i32 %59, 255, !dbg !186
  %61 = select i1 %60, i32 %59, i32 255, !dbg !186
  %62 = icmp sgt i32 %61, 0, !dbg !186
  %63 = select i1 %62, i32 %61, i32 0, !dbg !186
  %64 = trunc i32 %63 to i8, !dbg !187
  %65 = add nsw i64 %42, %40, !dbg !188
  %66 = getelementptr inbounds i8, i8* %22, i64 %65, !dbg !189
  store i8 %64, i8* %66, align 1, !dbg !190, !tbaa !104
  %67 = add nuw nsw i64 %42, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %67, metadata !57, metadata !DIExpression()), !dbg !173
  %68 = icmp eq i64 %67, %36, !dbg !192
  br i1 %68, label %43, label %41, !dbg !174, !llvm.loop !193

69:                                               ; preds = %72
  %70 = add nsw i64 %47, 1, !dbg !195
  call void @llvm.dbg.value(metadata i64 %70, metadata !63, metadata !DIExpression()), !dbg !175
  call void @llvm.dbg.value(metadata i32 %90, metadata !60, metadata !DIExpression()), !dbg !176
  %71 = icmp eq i64 %70, 3, !dbg !196
  br i1 %71, label %58, label %46, !dbg !177, !llvm.loop !197

72:                                               ; preds = %72, %46
  %73 = phi i64 [ -2, %46 ], [ %91, %72 ]
  %74 = phi i32 [ %48, %46 ], [ %90, %72 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !65, metadata !DIExpression()), !dbg !181
  call void @llvm.dbg.value(metadata i32 %74, metadata !60, metadata !DIExpression()), !dbg !176
  call void @llvm.dbg.value(metadata i64 %49, metadata !90, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 %30, metadata !96, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.value(metadata i32 %54, metadata !68, metadata !DIExpression()), !dbg !201
  %75 = add nsw i64 %73, %42, !dbg !202
  call void @llvm.dbg.value(metadata i64 %75, metadata !90, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !203
  call void @llvm.dbg.value(metadata i32 %31, metadata !96, metadata !DIExpression()), !dbg !203
  %76 = icmp slt i64 %75, 0, !dbg !205
  %77 = icmp sgt i64 %75, %32, !dbg !206
  %78 = trunc i64 %75 to i32, !dbg !206
  %79 = select i1 %77, i32 %31, i32 %78, !dbg !206
  %80 = select i1 %76, i32 0, i32 %79, !dbg !206
  call void @llvm.dbg.value(metadata i32 %80, metadata !71, metadata !DIExpression()), !dbg !201
  %81 = add nsw i64 %56, %73, !dbg !207
  %82 = getelementptr inbounds [25 x i32], [25 x i32]* @main.kern, i64 0, i64 %81, !dbg !208
  %83 = load i32, i32* %82, align 4, !dbg !208, !tbaa !125
  %84 = add nsw i32 %80, %57, !dbg !209
  %85 = sext i32 %84 to i64, !dbg !210
  %86 = getelementptr inbounds i8, i8* %21, i64 %85, !dbg !210
  %87 = load i8, i8* %86, align 1, !dbg !210, !tbaa !104
  %88 = zext i8 %87 to i32, !dbg !210
  %89 = mul nsw i32 %83, %88, !dbg !211
  %90 = add nsw i32 %89, %74, !dbg !212
  call void @llvm.dbg.value(metadata i32 %90, metadata !60, metadata !DIExpression()), !dbg !176
  %91 = add nsw i64 %73, 1, !dbg !213
  call void @llvm.dbg.value(metadata i64 %91, metadata !65, metadata !DIExpression()), !dbg !181
  %92 = icmp eq i64 %91, 3, !dbg !214
  br i1 %92, label %69, label %72, !dbg !182, !llvm.loop !215

93:                                               ; preds = %43, %26
  call void @llvm.dbg.value(metadata i32 255, metadata !25, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !217
  %94 = icmp sgt i32 %19, 0, !dbg !218
  br i1 %94, label %95, label %108, !dbg !220

95:                                               ; preds = %93
  %96 = zext i32 %19 to i64, !dbg !218
  br label %113, !dbg !220

97:                                               ; preds = %24, %97
  %98 = phi i64 [ 0, %24 ], [ %106, %97 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !23, metadata !DIExpression()), !dbg !164
  %99 = trunc i64 %98 to i32, !dbg !221
  %100 = mul nsw i32 %99, 7, !dbg !221
  %101 = trunc i64 %98 to i32, !dbg !222
  %102 = lshr i32 %101, 5, !dbg !222
  %103 = xor i32 %100, %102, !dbg !223
  %104 = trunc i32 %103 to i8, !dbg !224
  %105 = getelementptr inbounds i8, i8* %21, i64 %98, !dbg !225
  store i8 %104, i8* %105, align 1, !dbg !226, !tbaa !104
  %106 = add nuw nsw i64 %98, 1, !dbg !227
  call void @llvm.dbg.value(metadata i64 %106, metadata !23, metadata !DIExpression()), !dbg !164
  %107 = icmp eq i64 %106, %25, !dbg !165
  br i1 %107, label %26, label %97, !dbg !167, !llvm.loop !228

108:                                              ; preds = %113, %93
  %109 = phi i32 [ 255, %93 ], [ %122, %113 ], !dbg !135
  %110 = phi i32 [ 0, %93 ], [ %124, %113 ], !dbg !135
  %111 = phi i64 [ 0, %93 ], [ %126, %113 ], !dbg !135
  %112 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %109, i32 noundef %110, i64 noundef %111), !dbg !230
  call void @free(i8* noundef %21) #7, !dbg !231
  call void @free(i8* noundef %22) #7, !dbg !232
  ret i32 0, !dbg !233

113:                                              ; preds = %95, %113
  %114 = phi i64 [ 0, %95 ], [ %127, %113 ]
  %115 = phi i64 [ 0, %95 ], [ %126, %113 ]
  %116 = phi i32 [ 0, %95 ], [ %124, %113 ]
  %117 = phi i32 [ 255, %95 ], [ %122, %113 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !29, metadata !DIExpression()), !dbg !217
  call void @llvm.dbg.value(metadata i64 %115, metadata !27, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 %116, metadata !26, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 %117, metadata !25, metadata !DIExpression()), !dbg !135
  %118 = getelementptr inbounds i8, i8* %22, i64 %114, !dbg !234
  %119 = load i8, i8* %118, align 1, !dbg !234, !tbaa !104
  %120 = zext i8 %119 to i32, !dbg !234
  %121 = icmp sgt i32 %117, %120, !dbg !237
  %122 = select i1 %121, i32 %120, i32 %117, !dbg !238
  call void @llvm.dbg.value(metadata i32 %122, metadata !25, metadata !DIExpression()), !dbg !135
  %123 = icmp ult i32 %116, %120, !dbg !239
  %124 = select i1 %123, i32 %120, i32 %116, !dbg !241
  call void @llvm.dbg.value(metadata i32 %124, metadata !26, metadata !DIExpression()), !dbg !135
  %125 = zext i8 %119 to i64, !dbg !242
  %126 = add nuw nsw i64 %115, %125, !dbg !243
  call void @llvm.dbg.value(metadata i64 %126, metadata !27, metadata !DIExpression()), !dbg !135
  %127 = add nuw nsw i64 %114, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %127, metadata !29, metadata !DIExpression()), !dbg !217
  %128 = icmp eq i64 %127, %96, !dbg !218
  br i1 %128, label %108, label %113, !dbg !220, !llvm.loop !245
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

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "kern", scope: !2, file: !3, line: 30, type: !31, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !4, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !15)
!3 = !DIFile(filename: "conv2d_image.c", directory: ".", checksumkind: CSK_MD5, checksum: "2d9cb223764b293a9a5ff05d6e95146e")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !14, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !6, !7, !13}
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{!0}
!15 = !{!16, !17, !18, !19, !20, !22, !23, !25, !26, !27, !29}
!16 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 24, type: !6)
!17 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 24, type: !7)
!18 = !DILocalVariable(name: "h", scope: !2, file: !3, line: 26, type: !6)
!19 = !DILocalVariable(name: "w", scope: !2, file: !3, line: 27, type: !6)
!20 = !DILocalVariable(name: "in", scope: !2, file: !3, line: 28, type: !21)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!22 = !DILocalVariable(name: "out", scope: !2, file: !3, line: 29, type: !21)
!23 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 32, type: !6)
!24 = distinct !DILexicalBlock(scope: !2, file: !3, line: 32, column: 3)
!25 = !DILocalVariable(name: "lo", scope: !2, file: !3, line: 35, type: !6)
!26 = !DILocalVariable(name: "hi", scope: !2, file: !3, line: 35, type: !6)
!27 = !DILocalVariable(name: "sum", scope: !2, file: !3, line: 36, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 37, type: !6)
!30 = distinct !DILexicalBlock(scope: !2, file: !3, line: 37, column: 3)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 800, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!33 = !{!34}
!34 = !DISubrange(count: 25)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 7, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 1}
!41 = !{!"Debian clang version 14.0.6"}
!42 = distinct !DISubprogram(name: "kernel_conv", scope: !3, file: !3, line: 9, type: !43, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !48)
!43 = !DISubroutineType(types: !44)
!44 = !{null, !6, !6, !45, !47, !6, !21}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!48 = !{!49, !50, !51, !52, !53, !54, !55, !57, !60, !63, !65, !68, !71}
!49 = !DILocalVariable(name: "h", arg: 1, scope: !42, file: !3, line: 9, type: !6)
!50 = !DILocalVariable(name: "w", arg: 2, scope: !42, file: !3, line: 9, type: !6)
!51 = !DILocalVariable(name: "in", arg: 3, scope: !42, file: !3, line: 9, type: !45)
!52 = !DILocalVariable(name: "kern", arg: 4, scope: !42, file: !3, line: 9, type: !47)
!53 = !DILocalVariable(name: "kdiv", arg: 5, scope: !42, file: !3, line: 10, type: !6)
!54 = !DILocalVariable(name: "out", arg: 6, scope: !42, file: !3, line: 10, type: !21)
!55 = !DILocalVariable(name: "y", scope: !56, file: !3, line: 12, type: !6)
!56 = distinct !DILexicalBlock(scope: !42, file: !3, line: 12, column: 3)
!57 = !DILocalVariable(name: "x", scope: !58, file: !3, line: 13, type: !6)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 13, column: 5)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 12, column: 3)
!60 = !DILocalVariable(name: "acc", scope: !61, file: !3, line: 14, type: !6)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 13, column: 33)
!62 = distinct !DILexicalBlock(scope: !58, file: !3, line: 13, column: 5)
!63 = !DILocalVariable(name: "ky", scope: !64, file: !3, line: 15, type: !6)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 15, column: 7)
!65 = !DILocalVariable(name: "kx", scope: !66, file: !3, line: 16, type: !6)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 16, column: 9)
!67 = distinct !DILexicalBlock(scope: !64, file: !3, line: 15, column: 7)
!68 = !DILocalVariable(name: "yy", scope: !69, file: !3, line: 17, type: !6)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 16, column: 42)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 16, column: 9)
!71 = !DILocalVariable(name: "xx", scope: !69, file: !3, line: 17, type: !6)
!72 = !DILocation(line: 0, scope: !42)
!73 = !DILocation(line: 0, scope: !56)
!74 = !DILocation(line: 12, column: 21, scope: !59)
!75 = !DILocation(line: 12, column: 3, scope: !56)
!76 = !DILocation(line: 0, scope: !58)
!77 = !DILocation(line: 13, column: 5, scope: !58)
!78 = !DILocation(line: 22, column: 1, scope: !42)
!79 = !DILocation(line: 0, scope: !64)
!80 = !DILocation(line: 0, scope: !61)
!81 = !DILocation(line: 15, column: 7, scope: !64)
!82 = !DILocation(line: 12, column: 27, scope: !59)
!83 = distinct !{!83, !75, !84, !85, !86}
!84 = !DILocation(line: 21, column: 5, scope: !56)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.unroll.disable"}
!87 = !DILocation(line: 0, scope: !66)
!88 = !DILocation(line: 16, column: 9, scope: !66)
!89 = !DILocation(line: 20, column: 50, scope: !61)
!90 = !DILocalVariable(name: "v", arg: 1, scope: !91, file: !3, line: 7, type: !6)
!91 = distinct !DISubprogram(name: "clampi", scope: !3, file: !3, line: 7, type: !92, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!6, !6, !6, !6}
!94 = !{!90, !95, !96}
!95 = !DILocalVariable(name: "lo", arg: 2, scope: !91, file: !3, line: 7, type: !6)
!96 = !DILocalVariable(name: "hi", arg: 3, scope: !91, file: !3, line: 7, type: !6)
!97 = !DILocation(line: 0, scope: !91, inlinedAt: !98)
!98 = distinct !DILocation(line: 20, column: 39, scope: !61)
!99 = !DILocation(line: 7, column: 58, scope: !91, inlinedAt: !98)
!100 = !DILocation(line: 20, column: 24, scope: !61)
!101 = !DILocation(line: 20, column: 17, scope: !61)
!102 = !DILocation(line: 20, column: 7, scope: !61)
!103 = !DILocation(line: 20, column: 22, scope: !61)
!104 = !{!105, !105, i64 0}
!105 = !{!"omnipotent char", !106, i64 0}
!106 = !{!"Simple C/C++ TBAA"}
!107 = !DILocation(line: 13, column: 29, scope: !62)
!108 = !DILocation(line: 13, column: 23, scope: !62)
!109 = distinct !{!109, !77, !110, !85, !86}
!110 = !DILocation(line: 21, column: 5, scope: !58)
!111 = !DILocation(line: 15, column: 36, scope: !67)
!112 = !DILocation(line: 15, column: 28, scope: !67)
!113 = distinct !{!113, !81, !114, !85, !86}
!114 = !DILocation(line: 19, column: 9, scope: !64)
!115 = !DILocation(line: 0, scope: !91, inlinedAt: !116)
!116 = distinct !DILocation(line: 17, column: 20, scope: !69)
!117 = !DILocation(line: 0, scope: !69)
!118 = !DILocation(line: 17, column: 60, scope: !69)
!119 = !DILocation(line: 0, scope: !91, inlinedAt: !120)
!120 = distinct !DILocation(line: 17, column: 51, scope: !69)
!121 = !DILocation(line: 7, column: 60, scope: !91, inlinedAt: !120)
!122 = !DILocation(line: 7, column: 58, scope: !91, inlinedAt: !120)
!123 = !DILocation(line: 18, column: 36, scope: !69)
!124 = !DILocation(line: 18, column: 18, scope: !69)
!125 = !{!126, !126, i64 0}
!126 = !{!"int", !105, i64 0}
!127 = !DILocation(line: 18, column: 60, scope: !69)
!128 = !DILocation(line: 18, column: 50, scope: !69)
!129 = !DILocation(line: 18, column: 48, scope: !69)
!130 = !DILocation(line: 18, column: 15, scope: !69)
!131 = !DILocation(line: 16, column: 38, scope: !70)
!132 = !DILocation(line: 16, column: 30, scope: !70)
!133 = distinct !{!133, !88, !134, !85, !86}
!134 = !DILocation(line: 19, column: 9, scope: !66)
!135 = !DILocation(line: 0, scope: !2)
!136 = !DILocation(line: 26, column: 16, scope: !2)
!137 = !DILocation(line: 26, column: 11, scope: !2)
!138 = !DILocation(line: 26, column: 27, scope: !2)
!139 = !{!140, !140, i64 0}
!140 = !{!"any pointer", !105, i64 0}
!141 = !DILocalVariable(name: "__nptr", arg: 1, scope: !142, file: !143, line: 362, type: !146)
!142 = distinct !DISubprogram(name: "atoi", scope: !143, file: !143, line: 362, type: !144, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !148)
!143 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!144 = !DISubroutineType(types: !145)
!145 = !{!6, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!148 = !{!141}
!149 = !DILocation(line: 0, scope: !142, inlinedAt: !150)
!150 = distinct !DILocation(line: 26, column: 22, scope: !2)
!151 = !DILocation(line: 364, column: 16, scope: !142, inlinedAt: !150)
!152 = !DILocation(line: 364, column: 10, scope: !142, inlinedAt: !150)
!153 = !DILocation(line: 27, column: 16, scope: !2)
!154 = !DILocation(line: 27, column: 11, scope: !2)
!155 = !DILocation(line: 27, column: 27, scope: !2)
!156 = !DILocation(line: 0, scope: !142, inlinedAt: !157)
!157 = distinct !DILocation(line: 27, column: 22, scope: !2)
!158 = !DILocation(line: 364, column: 16, scope: !142, inlinedAt: !157)
!159 = !DILocation(line: 364, column: 10, scope: !142, inlinedAt: !157)
!160 = !DILocation(line: 28, column: 32, scope: !2)
!161 = !DILocation(line: 28, column: 30, scope: !2)
!162 = !DILocation(line: 28, column: 23, scope: !2)
!163 = !DILocation(line: 29, column: 24, scope: !2)
!164 = !DILocation(line: 0, scope: !24)
!165 = !DILocation(line: 32, column: 21, scope: !166)
!166 = distinct !DILexicalBlock(scope: !24, file: !3, line: 32, column: 3)
!167 = !DILocation(line: 32, column: 3, scope: !24)
!168 = !DILocation(line: 0, scope: !42, inlinedAt: !169)
!169 = distinct !DILocation(line: 34, column: 3, scope: !2)
!170 = !DILocation(line: 0, scope: !56, inlinedAt: !169)
!171 = !DILocation(line: 12, column: 21, scope: !59, inlinedAt: !169)
!172 = !DILocation(line: 12, column: 3, scope: !56, inlinedAt: !169)
!173 = !DILocation(line: 0, scope: !58, inlinedAt: !169)
!174 = !DILocation(line: 13, column: 5, scope: !58, inlinedAt: !169)
!175 = !DILocation(line: 0, scope: !64, inlinedAt: !169)
!176 = !DILocation(line: 0, scope: !61, inlinedAt: !169)
!177 = !DILocation(line: 15, column: 7, scope: !64, inlinedAt: !169)
!178 = !DILocation(line: 12, column: 27, scope: !59, inlinedAt: !169)
!179 = distinct !{!179, !172, !180, !85, !86}
!180 = !DILocation(line: 21, column: 5, scope: !56, inlinedAt: !169)
!181 = !DILocation(line: 0, scope: !66, inlinedAt: !169)
!182 = !DILocation(line: 16, column: 9, scope: !66, inlinedAt: !169)
!183 = !DILocation(line: 20, column: 50, scope: !61, inlinedAt: !169)
!184 = !DILocation(line: 0, scope: !91, inlinedAt: !185)
!185 = distinct !DILocation(line: 20, column: 39, scope: !61, inlinedAt: !169)
!186 = !DILocation(line: 7, column: 58, scope: !91, inlinedAt: !185)
!187 = !DILocation(line: 20, column: 24, scope: !61, inlinedAt: !169)
!188 = !DILocation(line: 20, column: 17, scope: !61, inlinedAt: !169)
!189 = !DILocation(line: 20, column: 7, scope: !61, inlinedAt: !169)
!190 = !DILocation(line: 20, column: 22, scope: !61, inlinedAt: !169)
!191 = !DILocation(line: 13, column: 29, scope: !62, inlinedAt: !169)
!192 = !DILocation(line: 13, column: 23, scope: !62, inlinedAt: !169)
!193 = distinct !{!193, !174, !194, !85, !86}
!194 = !DILocation(line: 21, column: 5, scope: !58, inlinedAt: !169)
!195 = !DILocation(line: 15, column: 36, scope: !67, inlinedAt: !169)
!196 = !DILocation(line: 15, column: 28, scope: !67, inlinedAt: !169)
!197 = distinct !{!197, !177, !198, !85, !86}
!198 = !DILocation(line: 19, column: 9, scope: !64, inlinedAt: !169)
!199 = !DILocation(line: 0, scope: !91, inlinedAt: !200)
!200 = distinct !DILocation(line: 17, column: 20, scope: !69, inlinedAt: !169)
!201 = !DILocation(line: 0, scope: !69, inlinedAt: !169)
!202 = !DILocation(line: 17, column: 60, scope: !69, inlinedAt: !169)
!203 = !DILocation(line: 0, scope: !91, inlinedAt: !204)
!204 = distinct !DILocation(line: 17, column: 51, scope: !69, inlinedAt: !169)
!205 = !DILocation(line: 7, column: 60, scope: !91, inlinedAt: !204)
!206 = !DILocation(line: 7, column: 58, scope: !91, inlinedAt: !204)
!207 = !DILocation(line: 18, column: 36, scope: !69, inlinedAt: !169)
!208 = !DILocation(line: 18, column: 18, scope: !69, inlinedAt: !169)
!209 = !DILocation(line: 18, column: 60, scope: !69, inlinedAt: !169)
!210 = !DILocation(line: 18, column: 50, scope: !69, inlinedAt: !169)
!211 = !DILocation(line: 18, column: 48, scope: !69, inlinedAt: !169)
!212 = !DILocation(line: 18, column: 15, scope: !69, inlinedAt: !169)
!213 = !DILocation(line: 16, column: 38, scope: !70, inlinedAt: !169)
!214 = !DILocation(line: 16, column: 30, scope: !70, inlinedAt: !169)
!215 = distinct !{!215, !182, !216, !85, !86}
!216 = !DILocation(line: 19, column: 9, scope: !66, inlinedAt: !169)
!217 = !DILocation(line: 0, scope: !30)
!218 = !DILocation(line: 37, column: 21, scope: !219)
!219 = distinct !DILexicalBlock(scope: !30, file: !3, line: 37, column: 3)
!220 = !DILocation(line: 37, column: 3, scope: !30)
!221 = !DILocation(line: 33, column: 32, scope: !166)
!222 = !DILocation(line: 33, column: 42, scope: !166)
!223 = !DILocation(line: 33, column: 37, scope: !166)
!224 = !DILocation(line: 33, column: 13, scope: !166)
!225 = !DILocation(line: 33, column: 5, scope: !166)
!226 = !DILocation(line: 33, column: 11, scope: !166)
!227 = !DILocation(line: 32, column: 31, scope: !166)
!228 = distinct !{!228, !167, !229, !85, !86}
!229 = !DILocation(line: 33, column: 47, scope: !24)
!230 = !DILocation(line: 44, column: 3, scope: !2)
!231 = !DILocation(line: 45, column: 3, scope: !2)
!232 = !DILocation(line: 46, column: 3, scope: !2)
!233 = !DILocation(line: 47, column: 3, scope: !2)
!234 = !DILocation(line: 38, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 38, column: 9)
!236 = distinct !DILexicalBlock(scope: !219, file: !3, line: 37, column: 35)
!237 = !DILocation(line: 38, column: 16, scope: !235)
!238 = !DILocation(line: 38, column: 9, scope: !236)
!239 = !DILocation(line: 40, column: 16, scope: !240)
!240 = distinct !DILexicalBlock(scope: !236, file: !3, line: 40, column: 9)
!241 = !DILocation(line: 40, column: 9, scope: !236)
!242 = !DILocation(line: 42, column: 12, scope: !236)
!243 = !DILocation(line: 42, column: 9, scope: !236)
!244 = !DILocation(line: 37, column: 31, scope: !219)
!245 = distinct !{!245, !220, !246, !85, !86}
!246 = !DILocation(line: 43, column: 3, scope: !30)
