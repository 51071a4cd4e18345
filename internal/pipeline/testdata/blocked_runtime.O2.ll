; ModuleID = 'blocked_runtime.c'
source_filename = "blocked_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @transpose_blocked(i32 noundef %0, i32 noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 %1, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata float* %2, metadata !25, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata float* %3, metadata !26, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !39
  %5 = icmp sgt i32 %0, 0, !dbg !40
  br i1 %5, label %6, label %15, !dbg !41

6:                                                ; preds = %4
  %7 = sext i32 %1 to i64, !dbg !41
  %8 = zext i32 %0 to i64, !dbg !41
  %9 = icmp sgt i32 %1, 0
  %10 = icmp eq i32 %0, 1
  br label %11, !dbg !41

11:                                               ; preds = %64, %6
  %12 = phi i64 [ 0, %6 ], [ %14, %64 ]
  call void @llvm.dbg.value(metadata i64 %12, metadata !27, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !42
  %13 = add i64 %12, 1
  %14 = add nsw i64 %12, %7
  br label %16, !dbg !43

15:                                               ; preds = %64, %4
  ret void, !dbg !44

16:                                               ; preds = %11, %136
  %17 = phi i64 [ 0, %11 ], [ %138, %136 ]
  %18 = phi i64 [ 0, %11 ], [ %53, %136 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !29, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %12, metadata !32, metadata !DIExpression()), !dbg !45
  %19 = add i64 %18, %7
  %20 = add i64 %18, 1
  %21 = call i64 @llvm.smax.i64(i64 %19, i64 %20)
  %22 = mul i64 %17, %7
  %23 = xor i64 %22, -1
  %24 = add i64 %21, %23
  %25 = call i64 @llvm.smax.i64(i64 %20, i64 %8)
  %26 = add i64 %25, %23
  %27 = call i64 @llvm.umin.i64(i64 %24, i64 %26)
  %28 = add i64 %27, -7
  %29 = lshr i64 %28, 3
  %30 = add nuw nsw i64 %29, 1
  %31 = add i64 %18, %7
  %32 = add i64 %18, 1
  %33 = call i64 @llvm.smax.i64(i64 %31, i64 %32)
  %34 = mul i64 %17, %7
  %35 = xor i64 %34, -1
  %36 = add i64 %33, %35
  %37 = call i64 @llvm.smax.i64(i64 %32, i64 %8)
  %38 = add i64 %37, %35
  %39 = call i64 @llvm.umin.i64(i64 %36, i64 %38)
  %40 = add i64 %39, 1
  %41 = add i64 %12, %18
  %42 = add i64 %18, %7
  %43 = add i64 %18, 1
  %44 = call i64 @llvm.smax.i64(i64 %42, i64 %43)
  %45 = mul i64 %17, %7
  %46 = xor i64 %45, -1
  %47 = add i64 %44, %46
  %48 = call i64 @llvm.smax.i64(i64 %43, i64 %8)
  %49 = add i64 %48, %46
  %50 = call i64 @llvm.umin.i64(i64 %47, i64 %49)
  %51 = add i64 %13, %18
  %52 = add i64 %50, %51
  %53 = add i64 %18, %7
  br i1 %9, label %54, label %136, !dbg !46

54:                                               ; preds = %16
  %55 = icmp ugt i64 %40, 7
  %56 = and i1 %55, %10
  %57 = and i64 %40, -8
  %58 = add i64 %18, %57
  %59 = and i64 %30, 1
  %60 = icmp ult i64 %28, 8
  %61 = and i64 %30, 4611686018427387902
  %62 = icmp eq i64 %59, 0
  %63 = icmp eq i64 %40, %57
  br label %66, !dbg !46

64:                                               ; preds = %136
  call void @llvm.dbg.value(metadata i64 %14, metadata !27, metadata !DIExpression()), !dbg !39
  %65 = icmp slt i64 %14, %8, !dbg !40
  br i1 %65, label %11, label %15, !dbg !41, !llvm.loop !47

66:                                               ; preds = %54, %139
  %67 = phi i64 [ %144, %139 ], [ 0, %54 ]
  %68 = phi i64 [ %140, %139 ], [ %12, %54 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !32, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %18, metadata !35, metadata !DIExpression()), !dbg !50
  %69 = add i64 %41, %67
  %70 = add i64 %52, %67
  %71 = mul nsw i64 %68, %8
  br i1 %56, label %72, label %134, !dbg !51

72:                                               ; preds = %66
  %73 = getelementptr float, float* %2, i64 %70
  %74 = getelementptr float, float* %2, i64 %69
  %75 = getelementptr float, float* %3, i64 %70
  %76 = getelementptr float, float* %3, i64 %69
  %77 = icmp ult float* %76, %73, !dbg !51
  %78 = icmp ult float* %74, %75, !dbg !51
  %79 = and i1 %77, %78, !dbg !51
  br i1 %79, label %134, label %80

80:                                               ; preds = %72
  br i1 %60, label %116, label %81, !dbg !51

81:                                               ; preds = %80, %81
  %82 = phi i64 [ %113, %81 ], [ 0, %80 ]
  %83 = phi i64 [ %114, %81 ], [ 0, %80 ]
  %84 = add i64 %18, %82
  %85 = add nsw i64 %84, %71, !dbg !52
  %86 = getelementptr inbounds float, float* %2, i64 %85, !dbg !54
  %87 = bitcast float* %86 to <4 x float>*, !dbg !54
  %88 = load <4 x float>, <4 x float>* %87, align 4, !dbg !54, !tbaa !55, !alias.scope !59
  %89 = getelementptr inbounds float, float* %86, i64 4, !dbg !54
  %90 = bitcast float* %89 to <4 x float>*, !dbg !54
  %91 = load <4 x float>, <4 x float>* %90, align 4, !dbg !54, !tbaa !55, !alias.scope !59
  %92 = mul nsw i64 %84, %8, !dbg !62
  %93 = add nsw i64 %92, %68, !dbg !63
  %94 = getelementptr inbounds float, float* %3, i64 %93, !dbg !64
  %95 = bitcast float* %94 to <4 x float>*, !dbg !65
  store <4 x float> %88, <4 x float>* %95, align 4, !dbg !65, !tbaa !55, !alias.scope !66, !noalias !59
  %96 = getelementptr inbounds float, float* %94, i64 4, !dbg !65
  %97 = bitcast float* %96 to <4 x float>*, !dbg !65
  store <4 x float> %91, <4 x float>* %97, align 4, !dbg !65, !tbaa !55, !alias.scope !66, !noalias !59
  %98 = or i64 %82, 8
  %99 = add i64 %18, %98
  %100 = add nsw i64 %99, %71, !dbg !52
  %101 = getelementptr inbounds float, float* %2, i64 %100, !dbg !54
  %102 = bitcast float* %101 to <4 x float>*, !dbg !54
  %103 = load <4 x float>, <4 x float>* %102, align 4, !dbg !54, !tbaa !55, !alias.scope !59
  %104 = getelementptr inbounds float, float* %101, i64 4, !dbg !54
  %105 = bitcast float* %104 to <4 x float>*, !dbg !54
  %106 = load <4 x float>, <4 x float>* %105, align 4, !dbg !54, !tbaa !55, !alias.scope !59
  %107 = mul nsw i64 %99, %8, !dbg !62
  %108 = add nsw i64 %107, %68, !dbg !63
  %109 = getelementptr inbounds float, float* %3, i64 %108, !dbg !64
  %110 = bitcast float* %109 to <4 x float>*, !dbg !65
  store <4 x float> %103, <4 x float>* %110, align 4, !dbg !65, !tbaa !55, !alias.scope !66, !noalias !59
  %111 = getelementptr inbounds float, float* %109, i64 4, !dbg !65
  %112 = bitcast float* %111 to <4 x float>*, !dbg !65
  store <4 x float> %106, <4 x float>* %112, align 4, !dbg !65, !tbaa !55, !alias.scope !66, !noalias !59
  %113 = add nuw i64 %82, 16
  %114 = add i64 %83, 2
  %115 = icmp eq i64 %114, %61
  br i1 %115, label %116, label %81, !llvm.loop !68

116:                                              ; preds = %81, %80
  %117 = phi i64 [ 0, %80 ], [ %113, %81 ]
  br i1 %62, label %133, label %118

118:                                              ; preds = %116
  %119 = add i64 %18, %117
  %120 = add nsw i64 %119, %71, !dbg !52
  %121 = getelementptr inbounds float, float* %2, i64 %120, !dbg !54
  %122 = bitcast float* %121 to <4 x float>*, !dbg !54
  %123 = load <4 x float>, <4 x float>* %122, align 4, !dbg !54, !tbaa !55, !alias.scope !59
  %124 = getelementptr inbounds float, float* %121, i64 4, !dbg !54
  %125 = bitcast float* %124 to <4 x float>*, !dbg !54
  %126 = load <4 x float>, <4 x float>* %125, align 4, !dbg !54, !tbaa !55, !alias.scope !59
  %127 = mul nsw i64 %119, %8, !dbg !62
  %128 = add nsw i64 %127, %68, !dbg !63
  %129 = getelementptr inbounds float, float* %3, i64 %128, !dbg !64
  %130 = bitcast float* %129 to <4 x float>*, !dbg !65
  store <4 x float> %123, <4 x float>* %130, align 4, !dbg !65, !tbaa !55, !alias.scope !66, !noalias !59
  %131 = getelementptr inbounds float, float* %129, i64 4, !dbg !65
  %132 = bitcast float* %131 to <4 x float>*, !dbg !65
  store <4 x float> %126, <4 x float>* %132, align 4, !dbg !65, !tbaa !55, !alias.scope !66, !noalias !59
  br label %133, !dbg !51

133:                                              ; preds = %116, %118
  br i1 %63, label %139, label %134, !dbg !51

134:                                              ; preds = %72, %66, %133
  %135 = phi i64 [ %18, %72 ], [ %18, %66 ], [ %58, %133 ]
  br label %145, !dbg !51

136:                                              ; preds = %139, %16
  call void @llvm.dbg.value(metadata i64 %53, metadata !29, metadata !DIExpression()), !dbg !42
  %137 = icmp slt i64 %53, %8, !dbg !71
  %138 = add i64 %17, 1, !dbg !43
  br i1 %137, label %16, label %64, !dbg !43, !llvm.loop !72

139:                                              ; preds = %145, %133
  %140 = add nsw i64 %68, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %140, metadata !32, metadata !DIExpression()), !dbg !45
  %141 = icmp slt i64 %140, %14, !dbg !75
  %142 = icmp slt i64 %140, %8, !dbg !76
  %143 = and i1 %141, %142, !dbg !76
  %144 = add i64 %67, 1, !dbg !46
  br i1 %143, label %66, label %136, !dbg !46, !llvm.loop !77

145:                                              ; preds = %134, %145
  %146 = phi i64 [ %153, %145 ], [ %135, %134 ]
  call void @llvm.dbg.value(metadata i64 %146, metadata !35, metadata !DIExpression()), !dbg !50
  %147 = add nsw i64 %146, %71, !dbg !52
  %148 = getelementptr inbounds float, float* %2, i64 %147, !dbg !54
  %149 = load float, float* %148, align 4, !dbg !54, !tbaa !55
  %150 = mul nsw i64 %146, %8, !dbg !62
  %151 = add nsw i64 %150, %68, !dbg !63
  %152 = getelementptr inbounds float, float* %3, i64 %151, !dbg !64
  store float %149, float* %152, align 4, !dbg !65, !tbaa !55
  %153 = add nsw i64 %146, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %153, metadata !35, metadata !DIExpression()), !dbg !50
  %154 = icmp slt i64 %153, %53, !dbg !80
  %155 = icmp slt i64 %153, %8, !dbg !81
  %156 = and i1 %154, %155, !dbg !81
  br i1 %156, label %145, label %139, !dbg !51, !llvm.loop !82
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !83 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !87, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i8** %1, metadata !88, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 300, metadata !89, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 16, metadata !90, metadata !DIExpression()), !dbg !101
  %3 = icmp sgt i32 %0, 1, !dbg !102
  br i1 %3, label %4, label %15, !dbg !104

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !105
  %6 = load i8*, i8** %5, align 8, !dbg !105, !tbaa !106
  call void @llvm.dbg.value(metadata i8* %6, metadata !108, metadata !DIExpression()) #7, !dbg !116
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !118
  %8 = trunc i64 %7 to i32, !dbg !119
  call void @llvm.dbg.value(metadata i32 %8, metadata !89, metadata !DIExpression()), !dbg !101
  %9 = icmp eq i32 %0, 2, !dbg !120
  br i1 %9, label %15, label %10, !dbg !122

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !123
  %12 = load i8*, i8** %11, align 8, !dbg !123, !tbaa !106
  call void @llvm.dbg.value(metadata i8* %12, metadata !108, metadata !DIExpression()) #7, !dbg !124
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !126
  %14 = trunc i64 %13 to i32, !dbg !127
  call void @llvm.dbg.value(metadata i32 %14, metadata !90, metadata !DIExpression()), !dbg !101
  br label %15, !dbg !128

15:                                               ; preds = %2, %10, %4
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 300, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 16, %4 ], [ 16, %2 ], !dbg !101
  call void @llvm.dbg.value(metadata i32 %17, metadata !90, metadata !DIExpression()), !dbg !101
  %18 = sext i32 %16 to i64, !dbg !129
  %19 = shl nsw i64 %18, 2, !dbg !130
  %20 = mul i64 %19, %18, !dbg !131
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !132
  %22 = bitcast i8* %21 to float*, !dbg !132
  call void @llvm.dbg.value(metadata float* %22, metadata !91, metadata !DIExpression()), !dbg !101
  %23 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !133
  %24 = bitcast i8* %23 to float*, !dbg !133
  call void @llvm.dbg.value(metadata float* %24, metadata !92, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !134
  %25 = mul i32 %16, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !134
  %26 = icmp eq i32 %25, 0, !dbg !135
  br i1 %26, label %85, label %27, !dbg !137

27:                                               ; preds = %15
  %28 = zext i32 %25 to i64, !dbg !135
  %29 = icmp ult i32 %25, 8, !dbg !137
  br i1 %29, label %83, label %30, !dbg !137

30:                                               ; preds = %27
  %31 = and i64 %28, 4294967288, !dbg !137
  %32 = add nsw i64 %31, -8, !dbg !137
  %33 = lshr exact i64 %32, 3, !dbg !137
  %34 = add nuw nsw i64 %33, 1, !dbg !137
  %35 = and i64 %34, 1, !dbg !137
  %36 = icmp eq i64 %32, 0, !dbg !137
  br i1 %36, label %67, label %37, !dbg !137

37:                                               ; preds = %30
  %38 = and i64 %34, 4611686018427387902, !dbg !137
  br label %39, !dbg !137

39:                                               ; preds = %39, %37
  %40 = phi i64 [ 0, %37 ], [ %63, %39 ], !dbg !138
  %41 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %37 ], [ %64, %39 ], !dbg !139
  %42 = phi i64 [ 0, %37 ], [ %65, %39 ]
  %43 = add <4 x i32> %41, <i32 4, i32 4, i32 4, i32 4>, !dbg !139
  %44 = sitofp <4 x i32> %41 to <4 x float>, !dbg !139
  %45 = sitofp <4 x i32> %43 to <4 x float>, !dbg !139
  %46 = fmul <4 x float> %44, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !140
  %47 = fmul <4 x float> %45, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !140
  %48 = getelementptr inbounds float, float* %22, i64 %40, !dbg !138
  %49 = bitcast float* %48 to <4 x float>*, !dbg !141
  store <4 x float> %46, <4 x float>* %49, align 4, !dbg !141, !tbaa !55
  %50 = getelementptr inbounds float, float* %48, i64 4, !dbg !141
  %51 = bitcast float* %50 to <4 x float>*, !dbg !141
  store <4 x float> %47, <4 x float>* %51, align 4, !dbg !141, !tbaa !55
  %52 = or i64 %40, 8, !dbg !138
  %53 = add <4 x i32> %41, <i32 8, i32 8, i32 8, i32 8>, !dbg !139
  %54 = add <4 x i32> %41, <i32 12, i32 12, i32 12, i32 12>, !dbg !139
  %55 = sitofp <4 x i32> %53 to <4 x float>, !dbg !139
  %56 = sitofp <4 x i32> %54 to <4 x float>, !dbg !139
  %57 = fmul <4 x float> %55, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !140
  %58 = fmul <4 x float> %56, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !140
  %59 = getelementptr inbounds float, float* %22, i64 %52, !dbg !138
  %60 = bitcast float* %59 to <4 x float>*, !dbg !141
  store <4 x float> %57, <4 x float>* %60, align 4, !dbg !141, !tbaa !55
  %61 = getelementptr inbounds float, float* %59, i64 4, !dbg !141
  %62 = bitcast float* %61 to <4 x float>*, !dbg !141
  store <4 x float> %58, <4 x float>* %62, align 4, !dbg !141, !tbaa !55
  %63 = add nuw i64 %40, 16, !dbg !138
  %64 = add <4 x i32> %41, <i32 16, i32 16, i32 16, i32 16>, !dbg !139
  %65 = add i64 %42, 2, !dbg !138
  %66 = icmp eq i64 %65, %38, !dbg !138
  br i1 %66, label %67, label %39, !dbg !138, !llvm.loop !142

67:                                               ; preds = %39, %30
  %68 = phi i64 [ 0, %30 ], [ %63, %39 ]
  %69 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %30 ], [ %64, %39 ]
  %70 = icmp eq i64 %35, 0, !dbg !138
  br i1 %70, label %81, label %71, !dbg !138

71:                                               ; preds = %67
  %72 = add <4 x i32> %69, <i32 4, i32 4, i32 4, i32 4>, !dbg !139
  %73 = sitofp <4 x i32> %69 to <4 x float>, !dbg !139
  %74 = sitofp <4 x i32> %72 to <4 x float>, !dbg !139
  %75 = fmul <4 x float> %73, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !140
  %76 = fmul <4 x float> %74, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, !dbg !140
  %77 = getelementptr inbounds float, float* %22, i64 %68, !dbg !138
  %78 = bitcast float* %77 to <4 x float>*, !dbg !141
  store <4 x float> %75, <4 x float>* %78, align 4, !dbg !141, !tbaa !55
  %79 = getelementptr inbounds float, float* %77, i64 4, !dbg !141
  %80 = bitcast float* %79 to <4 x float>*, !dbg !141
  store <4 x float> %76, <4 x float>* %80, align 4, !dbg !141, !tbaa !55
  br label %81, !dbg !137

81:                                               ; preds = %67, %71
  %82 = icmp eq i64 %31, %28, !dbg !137
  br i1 %82, label %85, label %83, !dbg !137

83:                                               ; preds = %27, %81
  %84 = phi i64 [ 0, %27 ], [ %31, %81 ]
  br label %90, !dbg !137

85:                                               ; preds = %90, %81, %15
  %86 = icmp sgt i32 %16, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()), !dbg !144
  %87 = sext i32 %17 to i64
  %88 = zext i32 %16 to i64
  %89 = icmp sgt i32 %17, 0
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata float* %22, metadata !25, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata float* %24, metadata !26, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !148
  br i1 %86, label %107, label %199, !dbg !149

90:                                               ; preds = %83, %90
  %91 = phi i64 [ %96, %90 ], [ %84, %83 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !93, metadata !DIExpression()), !dbg !134
  %92 = trunc i64 %91 to i32, !dbg !139
  %93 = sitofp i32 %92 to float, !dbg !139
  %94 = fmul float %93, 5.000000e-01, !dbg !140
  %95 = getelementptr inbounds float, float* %22, i64 %91, !dbg !150
  store float %94, float* %95, align 4, !dbg !141, !tbaa !55
  %96 = add nuw nsw i64 %91, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %96, metadata !93, metadata !DIExpression()), !dbg !134
  %97 = icmp eq i64 %96, %28, !dbg !135
  br i1 %97, label %85, label %90, !dbg !137, !llvm.loop !151

98:                                               ; preds = %199
  %99 = zext i32 %25 to i64, !dbg !153
  %100 = add nsw i64 %99, -1, !dbg !153
  %101 = udiv i64 %100, 7, !dbg !153
  %102 = add nuw nsw i64 %101, 1, !dbg !153
  %103 = and i64 %102, 3, !dbg !153
  %104 = icmp ult i64 %100, 21, !dbg !153
  br i1 %104, label %200, label %105, !dbg !153

105:                                              ; preds = %98
  %106 = and i64 %102, 9223372036854775804, !dbg !153
  br label %219, !dbg !153

107:                                              ; preds = %85, %113
  %108 = phi i64 [ %109, %113 ], [ 0, %85 ]
  call void @llvm.dbg.value(metadata i64 %108, metadata !27, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !154
  %109 = add nsw i64 %108, %87
  br label %110, !dbg !155

110:                                              ; preds = %118, %107
  %111 = phi i64 [ 0, %107 ], [ %112, %118 ]
  call void @llvm.dbg.value(metadata i64 %111, metadata !29, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %108, metadata !32, metadata !DIExpression()), !dbg !156
  %112 = add i64 %111, %87
  br i1 %89, label %115, label %118, !dbg !157

113:                                              ; preds = %118
  call void @llvm.dbg.value(metadata i64 %109, metadata !27, metadata !DIExpression()), !dbg !148
  %114 = icmp slt i64 %109, %88, !dbg !158
  br i1 %114, label %107, label %137, !dbg !149, !llvm.loop !159

115:                                              ; preds = %110, %120
  %116 = phi i64 [ %121, %120 ], [ %108, %110 ]
  call void @llvm.dbg.value(metadata i64 %116, metadata !32, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %111, metadata !35, metadata !DIExpression()), !dbg !161
  %117 = mul nsw i64 %116, %88
  br label %125, !dbg !162

118:                                              ; preds = %120, %110
  call void @llvm.dbg.value(metadata i64 %112, metadata !29, metadata !DIExpression()), !dbg !154
  %119 = icmp slt i64 %112, %88, !dbg !163
  br i1 %119, label %110, label %113, !dbg !155, !llvm.loop !164

120:                                              ; preds = %125
  %121 = add nsw i64 %116, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %121, metadata !32, metadata !DIExpression()), !dbg !156
  %122 = icmp slt i64 %121, %109, !dbg !167
  %123 = icmp slt i64 %121, %88, !dbg !168
  %124 = and i1 %122, %123, !dbg !168
  br i1 %124, label %115, label %118, !dbg !157, !llvm.loop !169

125:                                              ; preds = %125, %115
  %126 = phi i64 [ %111, %115 ], [ %133, %125 ]
  call void @llvm.dbg.value(metadata i64 %126, metadata !35, metadata !DIExpression()), !dbg !161
  %127 = add nsw i64 %126, %117, !dbg !171
  %128 = getelementptr inbounds float, float* %22, i64 %127, !dbg !172
  %129 = load float, float* %128, align 4, !dbg !172, !tbaa !55
  %130 = mul nsw i64 %126, %88, !dbg !173
  %131 = add nsw i64 %130, %116, !dbg !174
  %132 = getelementptr inbounds float, float* %24, i64 %131, !dbg !175
  store float %129, float* %132, align 4, !dbg !176, !tbaa !55
  %133 = add nsw i64 %126, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %133, metadata !35, metadata !DIExpression()), !dbg !161
  %134 = icmp slt i64 %133, %112, !dbg !178
  %135 = icmp slt i64 %133, %88, !dbg !179
  %136 = and i1 %134, %135, !dbg !179
  br i1 %136, label %125, label %120, !dbg !162, !llvm.loop !180

137:                                              ; preds = %113
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata float* %22, metadata !25, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata float* %24, metadata !26, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !148
  br i1 %86, label %138, label %199, !dbg !149

138:                                              ; preds = %137, %166
  %139 = phi i64 [ %140, %166 ], [ 0, %137 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !27, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !154
  %140 = add nsw i64 %139, %87
  br label %141, !dbg !155

141:                                              ; preds = %164, %138
  %142 = phi i64 [ 0, %138 ], [ %143, %164 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !29, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %139, metadata !32, metadata !DIExpression()), !dbg !156
  %143 = add i64 %142, %87
  br i1 %89, label %144, label %164, !dbg !157

144:                                              ; preds = %141, %159
  %145 = phi i64 [ %160, %159 ], [ %139, %141 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !32, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %142, metadata !35, metadata !DIExpression()), !dbg !161
  %146 = mul nsw i64 %145, %88
  br label %147, !dbg !162

147:                                              ; preds = %147, %144
  %148 = phi i64 [ %142, %144 ], [ %155, %147 ]
  call void @llvm.dbg.value(metadata i64 %148, metadata !35, metadata !DIExpression()), !dbg !161
  %149 = add nsw i64 %148, %146, !dbg !171
  %150 = getelementptr inbounds float, float* %22, i64 %149, !dbg !172
  %151 = load float, float* %150, align 4, !dbg !172, !tbaa !55
  %152 = mul nsw i64 %148, %88, !dbg !173
  %153 = add nsw i64 %152, %145, !dbg !174
  %154 = getelementptr inbounds float, float* %24, i64 %153, !dbg !175
  store float %151, float* %154, align 4, !dbg !176, !tbaa !55
  %155 = add nsw i64 %148, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %155, metadata !35, metadata !DIExpression()), !dbg !161
  %156 = icmp slt i64 %155, %143, !dbg !178
  %157 = icmp slt i64 %155, %88, !dbg !179
  %158 = and i1 %156, %157, !dbg !179
  br i1 %158, label %147, label %159, !dbg !162, !llvm.loop !180

159:                                              ; preds = %147
  %160 = add nsw i64 %145, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %160, metadata !32, metadata !DIExpression()), !dbg !156
  %161 = icmp slt i64 %160, %140, !dbg !167
  %162 = icmp slt i64 %160, %88, !dbg !168
  %163 = and i1 %161, %162, !dbg !168
  br i1 %163, label %144, label %164, !dbg !157, !llvm.loop !169

164:                                              ; preds = %159, %141
  call void @llvm.dbg.value(metadata i64 %143, metadata !29, metadata !DIExpression()), !dbg !154
  %165 = icmp slt i64 %143, %88, !dbg !163
  br i1 %165, label %141, label %166, !dbg !155, !llvm.loop !164

166:                                              ; preds = %164
  call void @llvm.dbg.value(metadata i64 %140, metadata !27, metadata !DIExpression()), !dbg !148
  %167 = icmp slt i64 %140, %88, !dbg !158
  br i1 %167, label %138, label %168, !dbg !149, !llvm.loop !159

168:                                              ; preds = %166
  call void @llvm.dbg.value(metadata i32 2, metadata !95, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 %17, metadata !24, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata float* %22, metadata !25, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata float* %24, metadata !26, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !148
  br i1 %86, label %169, label %199, !dbg !149

169:                                              ; preds = %168, %197
  %170 = phi i64 [ %171, %197 ], [ 0, %168 ]
  call void @llvm.dbg.value(metadata i64 %170, metadata !27, metadata !DIExpression()), !dbg !148
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !154
  %171 = add nsw i64 %170, %87
  br label %172, !dbg !155

172:                                              ; preds = %195, %169
  %173 = phi i64 [ 0, %169 ], [ %174, %195 ]
  call void @llvm.dbg.value(metadata i64 %173, metadata !29, metadata !DIExpression()), !dbg !154
  call void @llvm.dbg.value(metadata i64 %170, metadata !32, metadata !DIExpression()), !dbg !156
  %174 = add i64 %173, %87
  br i1 %89, label %175, label %195, !dbg !157

175:                                              ; preds = %172, %190
  %176 = phi i64 [ %191, %190 ], [ %170, %172 ]
  call void @llvm.dbg.value(metadata i64 %176, metadata !32, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %173, metadata !35, metadata !DIExpression()), !dbg !161
  %177 = mul nsw i64 %176, %88
  br label %178, !dbg !162

178:                                              ; preds = %178, %175
  %179 = phi i64 [ %173, %175 ], [ %186, %178 ]
  call void @llvm.dbg.value(metadata i64 %179, metadata !35, metadata !DIExpression()), !dbg !161
  %180 = add nsw i64 %179, %177, !dbg !171
  %181 = getelementptr inbounds float, float* %22, i64 %180, !dbg !172
  %182 = load float, float* %181, align 4, !dbg !172, !tbaa !55
  %183 = mul nsw i64 %179, %88, !dbg !173
  %184 = add nsw i64 %183, %176, !dbg !174
  %185 = getelementptr inbounds float, float* %24, i64 %184, !dbg !175
  store float %182, float* %185, align 4, !dbg !176, !tbaa !55
  %186 = add nsw i64 %179, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %186, metadata !35, metadata !DIExpression()), !dbg !161
  %187 = icmp slt i64 %186, %174, !dbg !178
  %188 = icmp slt i64 %186, %88, !dbg !179
  %189 = and i1 %187, %188, !dbg !179
  br i1 %189, label %178, label %190, !dbg !162, !llvm.loop !180

190:                                              ; preds = %178
  %191 = add nsw i64 %176, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %191, metadata !32, metadata !DIExpression()), !dbg !156
  %192 = icmp slt i64 %191, %171, !dbg !167
  %193 = icmp slt i64 %191, %88, !dbg !168
  %194 = and i1 %192, %193, !dbg !168
  br i1 %194, label %175, label %195, !dbg !157, !llvm.loop !169

195:                                              ; preds = %190, %172
  call void @llvm.dbg.value(metadata i64 %174, metadata !29, metadata !DIExpression()), !dbg !154
  %196 = icmp slt i64 %174, %88, !dbg !163
  br i1 %196, label %172, label %197, !dbg !155, !llvm.loop !164

197:                                              ; preds = %195
  call void @llvm.dbg.value(metadata i64 %171, metadata !27, metadata !DIExpression()), !dbg !148
  %198 = icmp slt i64 %171, %88, !dbg !158
  br i1 %198, label %169, label %199, !dbg !149, !llvm.loop !159

199:                                              ; preds = %197, %85, %137, %168
  call void @llvm.dbg.value(metadata i32 3, metadata !95, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !97, metadata !DIExpression()), !dbg !101
  br i1 %26, label %216, label %98, !dbg !153

200:                                              ; preds = %219, %98
  %201 = phi double [ undef, %98 ], [ %241, %219 ]
  %202 = phi i64 [ 0, %98 ], [ %242, %219 ]
  %203 = phi double [ 0.000000e+00, %98 ], [ %241, %219 ]
  %204 = icmp eq i64 %103, 0, !dbg !153
  br i1 %204, label %216, label %205, !dbg !153

205:                                              ; preds = %200, %205
  %206 = phi i64 [ %213, %205 ], [ %202, %200 ]
  %207 = phi double [ %212, %205 ], [ %203, %200 ]
  %208 = phi i64 [ %214, %205 ], [ 0, %200 ]
  call void @llvm.dbg.value(metadata i64 %206, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %207, metadata !97, metadata !DIExpression()), !dbg !101
  %209 = getelementptr inbounds float, float* %24, i64 %206, !dbg !183
  %210 = load float, float* %209, align 4, !dbg !183, !tbaa !55
  %211 = fpext float %210 to double, !dbg !183
  %212 = fadd double %207, %211, !dbg !185
  call void @llvm.dbg.value(metadata double %212, metadata !97, metadata !DIExpression()), !dbg !101
  %213 = add nuw nsw i64 %206, 7, !dbg !186
  call void @llvm.dbg.value(metadata i64 %213, metadata !99, metadata !DIExpression()), !dbg !182
  %214 = add i64 %208, 1, !dbg !153
  %215 = icmp eq i64 %214, %103, !dbg !153
  br i1 %215, label %216, label %205, !dbg !153, !llvm.loop !187

216:                                              ; preds = %200, %205, %199
  %217 = phi double [ 0.000000e+00, %199 ], [ %201, %200 ], [ %212, %205 ], !dbg !101
  %218 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %217), !dbg !189
  tail call void @free(i8* noundef %21) #7, !dbg !190
  tail call void @free(i8* noundef %23) #7, !dbg !191
  ret i32 0, !dbg !192

219:                                              ; preds = %219, %105
  %220 = phi i64 [ 0, %105 ], [ %242, %219 ]
  %221 = phi double [ 0.000000e+00, %105 ], [ %241, %219 ]
  %222 = phi i64 [ 0, %105 ], [ %243, %219 ]
  call void @llvm.dbg.value(metadata i64 %220, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %221, metadata !97, metadata !DIExpression()), !dbg !101
  %223 = getelementptr inbounds float, float* %24, i64 %220, !dbg !183
  %224 = load float, float* %223, align 4, !dbg !183, !tbaa !55
  %225 = fpext float %224 to double, !dbg !183
  %226 = fadd double %221, %225, !dbg !185
  call void @llvm.dbg.value(metadata double %226, metadata !97, metadata !DIExpression()), !dbg !101
  %227 = add nuw nsw i64 %220, 7, !dbg !186
  call void @llvm.dbg.value(metadata i64 %227, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i64 %227, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %226, metadata !97, metadata !DIExpression()), !dbg !101
  %228 = getelementptr inbounds float, float* %24, i64 %227, !dbg !183
  %229 = load float, float* %228, align 4, !dbg !183, !tbaa !55
  %230 = fpext float %229 to double, !dbg !183
  %231 = fadd double %226, %230, !dbg !185
  call void @llvm.dbg.value(metadata double %231, metadata !97, metadata !DIExpression()), !dbg !101
  %232 = add nuw nsw i64 %220, 14, !dbg !186
  call void @llvm.dbg.value(metadata i64 %232, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i64 %232, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %231, metadata !97, metadata !DIExpression()), !dbg !101
  %233 = getelementptr inbounds float, float* %24, i64 %232, !dbg !183
  %234 = load float, float* %233, align 4, !dbg !183, !tbaa !55
  %235 = fpext float %234 to double, !dbg !183
  %236 = fadd double %231, %235, !dbg !185
  call void @llvm.dbg.value(metadata double %236, metadata !97, metadata !DIExpression()), !dbg !101
  %237 = add nuw nsw i64 %220, 21, !dbg !186
  call void @llvm.dbg.value(metadata i64 %237, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i64 %237, metadata !99, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata double %236, metadata !97, metadata !DIExpression()), !dbg !101
  %238 = getelementptr inbounds float, float* %24, i64 %237, !dbg !183
  %239 = load float, float* %238, align 4, !dbg !183, !tbaa !55
  %240 = fpext float %239 to double, !dbg !183
  %241 = fadd double %236, %240, !dbg !185
  call void @llvm.dbg.value(metadata double %241, metadata !97, metadata !DIExpression()), !dbg !101
  %242 = add nuw nsw i64 %220, 28, !dbg !186
  call void @llvm.dbg.value(metadata i64 %242, metadata !99, metadata !DIExpression()), !dbg !182
  %243 = add i64 %222, 4, !dbg !153
  %244 = icmp eq i64 %243, %106, !dbg !153
  br i1 %244, label %200, label %219, !dbg !153, !llvm.loop !193
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
declare i64 @llvm.smax.i64(i64, i64) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.umin.i64(i64, i64) #6

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
!1 = !DIFile(filename: "blocked_runtime.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b7c5568f01fb872ca2e77d5d75313ccc")
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
!15 = distinct !DISubprogram(name: "transpose_blocked", scope: !1, file: !1, line: 8, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !3, !18, !21}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!20 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!22 = !{!23, !24, !25, !26, !27, !29, !32, !35}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 8, type: !3)
!24 = !DILocalVariable(name: "bs", arg: 2, scope: !15, file: !1, line: 8, type: !3)
!25 = !DILocalVariable(name: "src", arg: 3, scope: !15, file: !1, line: 8, type: !18)
!26 = !DILocalVariable(name: "dst", arg: 4, scope: !15, file: !1, line: 8, type: !21)
!27 = !DILocalVariable(name: "ii", scope: !28, file: !1, line: 9, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 9, column: 3)
!29 = !DILocalVariable(name: "jj", scope: !30, file: !1, line: 10, type: !3)
!30 = distinct !DILexicalBlock(scope: !31, file: !1, line: 10, column: 5)
!31 = distinct !DILexicalBlock(scope: !28, file: !1, line: 9, column: 3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 11, type: !3)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 11, column: 7)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 10, column: 5)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 12, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 12, column: 9)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 7)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 0, scope: !28)
!40 = !DILocation(line: 9, column: 23, scope: !31)
!41 = !DILocation(line: 9, column: 3, scope: !28)
!42 = !DILocation(line: 0, scope: !30)
!43 = !DILocation(line: 10, column: 5, scope: !30)
!44 = !DILocation(line: 14, column: 1, scope: !15)
!45 = !DILocation(line: 0, scope: !33)
!46 = !DILocation(line: 11, column: 7, scope: !33)
!47 = distinct !{!47, !41, !48, !49}
!48 = !DILocation(line: 13, column: 41, scope: !28)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 0, scope: !36)
!51 = !DILocation(line: 12, column: 9, scope: !36)
!52 = !DILocation(line: 13, column: 38, scope: !53)
!53 = distinct !DILexicalBlock(scope: !36, file: !1, line: 12, column: 9)
!54 = !DILocation(line: 13, column: 28, scope: !53)
!55 = !{!56, !56, i64 0}
!56 = !{!"float", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !{!60}
!60 = distinct !{!60, !61}
!61 = distinct !{!61, !"LVerDomain"}
!62 = !DILocation(line: 13, column: 17, scope: !53)
!63 = !DILocation(line: 13, column: 21, scope: !53)
!64 = !DILocation(line: 13, column: 11, scope: !53)
!65 = !DILocation(line: 13, column: 26, scope: !53)
!66 = !{!67}
!67 = distinct !{!67, !61}
!68 = distinct !{!68, !51, !69, !49, !70}
!69 = !DILocation(line: 13, column: 41, scope: !36)
!70 = !{!"llvm.loop.isvectorized", i32 1}
!71 = !DILocation(line: 10, column: 25, scope: !34)
!72 = distinct !{!72, !43, !73, !49}
!73 = !DILocation(line: 13, column: 41, scope: !30)
!74 = !DILocation(line: 11, column: 47, scope: !37)
!75 = !DILocation(line: 11, column: 26, scope: !37)
!76 = !DILocation(line: 11, column: 36, scope: !37)
!77 = distinct !{!77, !46, !78, !49}
!78 = !DILocation(line: 13, column: 41, scope: !33)
!79 = !DILocation(line: 12, column: 49, scope: !53)
!80 = !DILocation(line: 12, column: 28, scope: !53)
!81 = !DILocation(line: 12, column: 38, scope: !53)
!82 = distinct !{!82, !51, !69, !49, !70}
!83 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !84, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!3, !3, !4}
!86 = !{!87, !88, !89, !90, !91, !92, !93, !95, !97, !99}
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !83, file: !1, line: 16, type: !3)
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !83, file: !1, line: 16, type: !4)
!89 = !DILocalVariable(name: "n", scope: !83, file: !1, line: 17, type: !3)
!90 = !DILocalVariable(name: "bs", scope: !83, file: !1, line: 17, type: !3)
!91 = !DILocalVariable(name: "s", scope: !83, file: !1, line: 20, type: !21)
!92 = !DILocalVariable(name: "d", scope: !83, file: !1, line: 20, type: !21)
!93 = !DILocalVariable(name: "i", scope: !94, file: !1, line: 21, type: !3)
!94 = distinct !DILexicalBlock(scope: !83, file: !1, line: 21, column: 3)
!95 = !DILocalVariable(name: "r", scope: !96, file: !1, line: 22, type: !3)
!96 = distinct !DILexicalBlock(scope: !83, file: !1, line: 22, column: 3)
!97 = !DILocalVariable(name: "t", scope: !83, file: !1, line: 23, type: !98)
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !DILocalVariable(name: "i", scope: !100, file: !1, line: 24, type: !3)
!100 = distinct !DILexicalBlock(scope: !83, file: !1, line: 24, column: 3)
!101 = !DILocation(line: 0, scope: !83)
!102 = !DILocation(line: 18, column: 12, scope: !103)
!103 = distinct !DILexicalBlock(scope: !83, file: !1, line: 18, column: 7)
!104 = !DILocation(line: 18, column: 7, scope: !83)
!105 = !DILocation(line: 18, column: 26, scope: !103)
!106 = !{!107, !107, i64 0}
!107 = !{!"any pointer", !57, i64 0}
!108 = !DILocalVariable(name: "__nptr", arg: 1, scope: !109, file: !110, line: 362, type: !113)
!109 = distinct !DISubprogram(name: "atoi", scope: !110, file: !110, line: 362, type: !111, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !115)
!110 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!111 = !DISubroutineType(types: !112)
!112 = !{!3, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!115 = !{!108}
!116 = !DILocation(line: 0, scope: !109, inlinedAt: !117)
!117 = distinct !DILocation(line: 18, column: 21, scope: !103)
!118 = !DILocation(line: 364, column: 16, scope: !109, inlinedAt: !117)
!119 = !DILocation(line: 364, column: 10, scope: !109, inlinedAt: !117)
!120 = !DILocation(line: 19, column: 12, scope: !121)
!121 = distinct !DILexicalBlock(scope: !83, file: !1, line: 19, column: 7)
!122 = !DILocation(line: 19, column: 7, scope: !83)
!123 = !DILocation(line: 19, column: 27, scope: !121)
!124 = !DILocation(line: 0, scope: !109, inlinedAt: !125)
!125 = distinct !DILocation(line: 19, column: 22, scope: !121)
!126 = !DILocation(line: 364, column: 16, scope: !109, inlinedAt: !125)
!127 = !DILocation(line: 364, column: 10, scope: !109, inlinedAt: !125)
!128 = !DILocation(line: 19, column: 17, scope: !121)
!129 = !DILocation(line: 20, column: 37, scope: !83)
!130 = !DILocation(line: 20, column: 35, scope: !83)
!131 = !DILocation(line: 20, column: 39, scope: !83)
!132 = !DILocation(line: 20, column: 14, scope: !83)
!133 = !DILocation(line: 20, column: 50, scope: !83)
!134 = !DILocation(line: 0, scope: !94)
!135 = !DILocation(line: 21, column: 21, scope: !136)
!136 = distinct !DILexicalBlock(scope: !94, file: !1, line: 21, column: 3)
!137 = !DILocation(line: 21, column: 3, scope: !94)
!138 = !DILocation(line: 21, column: 31, scope: !136)
!139 = !DILocation(line: 21, column: 42, scope: !136)
!140 = !DILocation(line: 21, column: 44, scope: !136)
!141 = !DILocation(line: 21, column: 40, scope: !136)
!142 = distinct !{!142, !137, !143, !49, !70}
!143 = !DILocation(line: 21, column: 46, scope: !94)
!144 = !DILocation(line: 0, scope: !96)
!145 = !DILocation(line: 0, scope: !15, inlinedAt: !146)
!146 = distinct !DILocation(line: 22, column: 31, scope: !147)
!147 = distinct !DILexicalBlock(scope: !96, file: !1, line: 22, column: 3)
!148 = !DILocation(line: 0, scope: !28, inlinedAt: !146)
!149 = !DILocation(line: 9, column: 3, scope: !28, inlinedAt: !146)
!150 = !DILocation(line: 21, column: 35, scope: !136)
!151 = distinct !{!151, !137, !143, !49, !152, !70}
!152 = !{!"llvm.loop.unroll.runtime.disable"}
!153 = !DILocation(line: 24, column: 3, scope: !100)
!154 = !DILocation(line: 0, scope: !30, inlinedAt: !146)
!155 = !DILocation(line: 10, column: 5, scope: !30, inlinedAt: !146)
!156 = !DILocation(line: 0, scope: !33, inlinedAt: !146)
!157 = !DILocation(line: 11, column: 7, scope: !33, inlinedAt: !146)
!158 = !DILocation(line: 9, column: 23, scope: !31, inlinedAt: !146)
!159 = distinct !{!159, !149, !160, !49}
!160 = !DILocation(line: 13, column: 41, scope: !28, inlinedAt: !146)
!161 = !DILocation(line: 0, scope: !36, inlinedAt: !146)
!162 = !DILocation(line: 12, column: 9, scope: !36, inlinedAt: !146)
!163 = !DILocation(line: 10, column: 25, scope: !34, inlinedAt: !146)
!164 = distinct !{!164, !155, !165, !49}
!165 = !DILocation(line: 13, column: 41, scope: !30, inlinedAt: !146)
!166 = !DILocation(line: 11, column: 47, scope: !37, inlinedAt: !146)
!167 = !DILocation(line: 11, column: 26, scope: !37, inlinedAt: !146)
!168 = !DILocation(line: 11, column: 36, scope: !37, inlinedAt: !146)
!169 = distinct !{!169, !157, !170, !49}
!170 = !DILocation(line: 13, column: 41, scope: !33, inlinedAt: !146)
!171 = !DILocation(line: 13, column: 38, scope: !53, inlinedAt: !146)
!172 = !DILocation(line: 13, column: 28, scope: !53, inlinedAt: !146)
!173 = !DILocation(line: 13, column: 17, scope: !53, inlinedAt: !146)
!174 = !DILocation(line: 13, column: 21, scope: !53, inlinedAt: !146)
!175 = !DILocation(line: 13, column: 11, scope: !53, inlinedAt: !146)
!176 = !DILocation(line: 13, column: 26, scope: !53, inlinedAt: !146)
!177 = !DILocation(line: 12, column: 49, scope: !53, inlinedAt: !146)
!178 = !DILocation(line: 12, column: 28, scope: !53, inlinedAt: !146)
!179 = !DILocation(line: 12, column: 38, scope: !53, inlinedAt: !146)
!180 = distinct !{!180, !162, !181, !49}
!181 = !DILocation(line: 13, column: 41, scope: !36, inlinedAt: !146)
!182 = !DILocation(line: 0, scope: !100)
!183 = !DILocation(line: 24, column: 43, scope: !184)
!184 = distinct !DILexicalBlock(scope: !100, file: !1, line: 24, column: 3)
!185 = !DILocation(line: 24, column: 40, scope: !184)
!186 = !DILocation(line: 24, column: 32, scope: !184)
!187 = distinct !{!187, !188}
!188 = !{!"llvm.loop.unroll.disable"}
!189 = !DILocation(line: 25, column: 3, scope: !83)
!190 = !DILocation(line: 26, column: 3, scope: !83)
!191 = !DILocation(line: 26, column: 12, scope: !83)
!192 = !DILocation(line: 27, column: 3, scope: !83)
!193 = distinct !{!193, !153, !194, !49}
!194 = !DILocation(line: 24, column: 46, scope: !100)
