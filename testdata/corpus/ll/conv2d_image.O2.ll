; ModuleID = 'conv2d_image.c'
source_filename = "conv2d_image.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main.kern = internal constant [25 x i32] [i32 1, i32 2, i32 3, i32 2, i32 1, i32 2, i32 4, i32 6, i32 4, i32 2, i32 3, i32 6, i32 -40, i32 6, i32 3, i32 2, i32 4, i32 6, i32 4, i32 2, i32 1, i32 2, i32 3, i32 2, i32 1], align 16, !dbg !0
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
  br i1 %7, label %8, label %73, !dbg !75

8:                                                ; preds = %6
  %9 = icmp sgt i32 %1, 0
  %10 = add nsw i32 %0, -1
  %11 = add nsw i32 %1, -1
  %12 = sext i32 %11 to i64, !dbg !75
  %13 = zext i32 %10 to i64, !dbg !75
  %14 = sext i32 %1 to i64, !dbg !75
  %15 = zext i32 %0 to i64, !dbg !74
  %16 = zext i32 %1 to i64
  %17 = getelementptr inbounds i32, i32* %3, i64 1
  %18 = getelementptr inbounds i32, i32* %3, i64 2
  %19 = getelementptr inbounds i32, i32* %3, i64 3
  %20 = getelementptr inbounds i32, i32* %3, i64 4
  %21 = getelementptr inbounds i32, i32* %3, i64 5
  %22 = getelementptr inbounds i32, i32* %3, i64 6
  %23 = getelementptr inbounds i32, i32* %3, i64 7
  %24 = getelementptr inbounds i32, i32* %3, i64 8
  %25 = getelementptr inbounds i32, i32* %3, i64 9
  %26 = getelementptr inbounds i32, i32* %3, i64 10
  %27 = getelementptr inbounds i32, i32* %3, i64 11
  %28 = getelementptr inbounds i32, i32* %3, i64 12
  %29 = getelementptr inbounds i32, i32* %3, i64 13
  %30 = getelementptr inbounds i32, i32* %3, i64 14
  %31 = getelementptr inbounds i32, i32* %3, i64 15
  %32 = getelementptr inbounds i32, i32* %3, i64 16
  %33 = getelementptr inbounds i32, i32* %3, i64 17
  %34 = getelementptr inbounds i32, i32* %3, i64 18
  %35 = getelementptr inbounds i32, i32* %3, i64 19
  %36 = getelementptr inbounds i32, i32* %3, i64 20
  %37 = getelementptr inbounds i32, i32* %3, i64 21
  %38 = getelementptr inbounds i32, i32* %3, i64 22
  %39 = getelementptr inbounds i32, i32* %3, i64 23
  %40 = getelementptr inbounds i32, i32* %3, i64 24
  br label %41, !dbg !75

41:                                               ; preds = %8, %307
  %42 = phi i64 [ 0, %8 ], [ %308, %307 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !55, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !76
  br i1 %9, label %43, label %307, !dbg !77

43:                                               ; preds = %41
  %44 = mul nsw i64 %42, %14
  %45 = add nsw i64 %42, -2
  %46 = icmp ult i64 %42, 2
  %47 = icmp sgt i64 %45, %13
  %48 = trunc i64 %45 to i32
  %49 = select i1 %47, i32 %10, i32 %48
  %50 = select i1 %46, i32 0, i32 %49
  %51 = mul nsw i32 %50, %1
  %52 = add nsw i64 %42, -1
  %53 = icmp eq i64 %42, 0
  %54 = icmp sgt i64 %52, %13
  %55 = trunc i64 %52 to i32
  %56 = select i1 %54, i32 %10, i32 %55
  %57 = select i1 %53, i32 0, i32 %56
  %58 = mul nsw i32 %57, %1
  %59 = icmp ugt i64 %42, %13
  %60 = trunc i64 %42 to i32
  %61 = select i1 %59, i32 %10, i32 %60
  %62 = mul nsw i32 %61, %1
  %63 = icmp ult i64 %42, %13
  %64 = trunc i64 %42 to i32
  %65 = add i32 %64, 1
  %66 = select i1 %63, i32 %65, i32 %10
  %67 = mul nsw i32 %66, %1
  %68 = add nuw nsw i64 %42, 2
  %69 = icmp ugt i64 %68, %13
  %70 = trunc i64 %68 to i32
  %71 = select i1 %69, i32 %10, i32 %70
  %72 = mul nsw i32 %71, %1
  br label %74, !dbg !77

73:                                               ; preds = %307, %6
  ret void, !dbg !78

74:                                               ; preds = %43, %74
  %75 = phi i64 [ 0, %43 ], [ %91, %74 ]
  call void @llvm.dbg.value(metadata i64 %75, metadata !57, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 -2, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !80
  %76 = add nsw i64 %75, -2, !dbg !81
  %77 = icmp ult i64 %75, 2, !dbg !82
  %78 = icmp sgt i64 %76, %12, !dbg !91
  %79 = trunc i64 %76 to i32, !dbg !91
  %80 = select i1 %78, i32 %11, i32 %79, !dbg !91
  %81 = select i1 %77, i32 0, i32 %80, !dbg !91
  %82 = add nsw i64 %75, -1
  %83 = icmp eq i64 %75, 0
  %84 = icmp sgt i64 %82, %12
  %85 = trunc i64 %82 to i32
  %86 = select i1 %84, i32 %11, i32 %85
  %87 = select i1 %83, i32 0, i32 %86
  %88 = icmp sgt i64 %75, %12
  %89 = trunc i64 %75 to i32
  %90 = select i1 %88, i32 %11, i32 %89
  %91 = add nuw nsw i64 %75, 1
  %92 = icmp slt i64 %75, %12
  %93 = trunc i64 %91 to i32
  %94 = select i1 %92, i32 %93, i32 %11
  %95 = add nuw nsw i64 %75, 2
  %96 = icmp sgt i64 %95, %12
  %97 = trunc i64 %95 to i32
  %98 = select i1 %96, i32 %11, i32 %97
  call void @llvm.dbg.value(metadata i64 -2, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %45, metadata !87, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %10, metadata !89, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %50, metadata !68, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %76, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %11, metadata !89, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %81, metadata !71, metadata !DIExpression()), !dbg !95
  %99 = load i32, i32* %3, align 4, !dbg !97, !tbaa !98
  %100 = add nsw i32 %81, %51, !dbg !102
  %101 = sext i32 %100 to i64, !dbg !103
  %102 = getelementptr inbounds i8, i8* %2, i64 %101, !dbg !103
  %103 = load i8, i8* %102, align 1, !dbg !103, !tbaa !104
  %104 = zext i8 %103 to i32, !dbg !103
  %105 = mul nsw i32 %99, %104, !dbg !105
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %105, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %82, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()), !dbg !95
  %106 = load i32, i32* %17, align 4, !dbg !97, !tbaa !98
  %107 = add nsw i32 %87, %51, !dbg !102
  %108 = sext i32 %107 to i64, !dbg !103
  %109 = getelementptr inbounds i8, i8* %2, i64 %108, !dbg !103
  %110 = load i8, i8* %109, align 1, !dbg !103, !tbaa !104
  %111 = zext i8 %110 to i32, !dbg !103
  %112 = mul nsw i32 %106, %111, !dbg !105
  %113 = add nsw i32 %112, %105, !dbg !106
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %113, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %75, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %90, metadata !71, metadata !DIExpression()), !dbg !95
  %114 = load i32, i32* %18, align 4, !dbg !97, !tbaa !98
  %115 = add nsw i32 %90, %51, !dbg !102
  %116 = sext i32 %115 to i64, !dbg !103
  %117 = getelementptr inbounds i8, i8* %2, i64 %116, !dbg !103
  %118 = load i8, i8* %117, align 1, !dbg !103, !tbaa !104
  %119 = zext i8 %118 to i32, !dbg !103
  %120 = mul nsw i32 %114, %119, !dbg !105
  %121 = add nsw i32 %120, %113, !dbg !106
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %121, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %91, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %94, metadata !71, metadata !DIExpression()), !dbg !95
  %122 = load i32, i32* %19, align 4, !dbg !97, !tbaa !98
  %123 = add nsw i32 %94, %51, !dbg !102
  %124 = sext i32 %123 to i64, !dbg !103
  %125 = getelementptr inbounds i8, i8* %2, i64 %124, !dbg !103
  %126 = load i8, i8* %125, align 1, !dbg !103, !tbaa !104
  %127 = zext i8 %126 to i32, !dbg !103
  %128 = mul nsw i32 %122, %127, !dbg !105
  %129 = add nsw i32 %128, %121, !dbg !106
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %129, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %95, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %98, metadata !71, metadata !DIExpression()), !dbg !95
  %130 = load i32, i32* %20, align 4, !dbg !97, !tbaa !98
  %131 = add nsw i32 %98, %51, !dbg !102
  %132 = sext i32 %131 to i64, !dbg !103
  %133 = getelementptr inbounds i8, i8* %2, i64 %132, !dbg !103
  %134 = load i8, i8* %133, align 1, !dbg !103, !tbaa !104
  %135 = zext i8 %134 to i32, !dbg !103
  %136 = mul nsw i32 %130, %135, !dbg !105
  %137 = add nsw i32 %136, %129, !dbg !106
  call void @llvm.dbg.value(metadata i32 %137, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 -1, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 -1, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %137, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %52, metadata !87, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %10, metadata !89, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %57, metadata !68, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %76, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %11, metadata !89, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %81, metadata !71, metadata !DIExpression()), !dbg !95
  %138 = load i32, i32* %21, align 4, !dbg !97, !tbaa !98
  %139 = add nsw i32 %81, %58, !dbg !102
  %140 = sext i32 %139 to i64, !dbg !103
  %141 = getelementptr inbounds i8, i8* %2, i64 %140, !dbg !103
  %142 = load i8, i8* %141, align 1, !dbg !103, !tbaa !104
  %143 = zext i8 %142 to i32, !dbg !103
  %144 = mul nsw i32 %138, %143, !dbg !105
  %145 = add nsw i32 %144, %137, !dbg !106
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %145, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %82, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()), !dbg !95
  %146 = load i32, i32* %22, align 4, !dbg !97, !tbaa !98
  %147 = add nsw i32 %87, %58, !dbg !102
  %148 = sext i32 %147 to i64, !dbg !103
  %149 = getelementptr inbounds i8, i8* %2, i64 %148, !dbg !103
  %150 = load i8, i8* %149, align 1, !dbg !103, !tbaa !104
  %151 = zext i8 %150 to i32, !dbg !103
  %152 = mul nsw i32 %146, %151, !dbg !105
  %153 = add nsw i32 %152, %145, !dbg !106
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %153, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %75, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %90, metadata !71, metadata !DIExpression()), !dbg !95
  %154 = load i32, i32* %23, align 4, !dbg !97, !tbaa !98
  %155 = add nsw i32 %90, %58, !dbg !102
  %156 = sext i32 %155 to i64, !dbg !103
  %157 = getelementptr inbounds i8, i8* %2, i64 %156, !dbg !103
  %158 = load i8, i8* %157, align 1, !dbg !103, !tbaa !104
  %159 = zext i8 %158 to i32, !dbg !103
  %160 = mul nsw i32 %154, %159, !dbg !105
  %161 = add nsw i32 %160, %153, !dbg !106
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %161, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %91, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %94, metadata !71, metadata !DIExpression()), !dbg !95
  %162 = load i32, i32* %24, align 4, !dbg !97, !tbaa !98
  %163 = add nsw i32 %94, %58, !dbg !102
  %164 = sext i32 %163 to i64, !dbg !103
  %165 = getelementptr inbounds i8, i8* %2, i64 %164, !dbg !103
  %166 = load i8, i8* %165, align 1, !dbg !103, !tbaa !104
  %167 = zext i8 %166 to i32, !dbg !103
  %168 = mul nsw i32 %162, %167, !dbg !105
  %169 = add nsw i32 %168, %161, !dbg !106
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %169, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %95, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %98, metadata !71, metadata !DIExpression()), !dbg !95
  %170 = load i32, i32* %25, align 4, !dbg !97, !tbaa !98
  %171 = add nsw i32 %98, %58, !dbg !102
  %172 = sext i32 %171 to i64, !dbg !103
  %173 = getelementptr inbounds i8, i8* %2, i64 %172, !dbg !103
  %174 = load i8, i8* %173, align 1, !dbg !103, !tbaa !104
  %175 = zext i8 %174 to i32, !dbg !103
  %176 = mul nsw i32 %170, %175, !dbg !105
  %177 = add nsw i32 %176, %169, !dbg !106
  call void @llvm.dbg.value(metadata i32 %177, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %177, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %42, metadata !87, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %10, metadata !89, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %61, metadata !68, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %76, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %11, metadata !89, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %81, metadata !71, metadata !DIExpression()), !dbg !95
  %178 = load i32, i32* %26, align 4, !dbg !97, !tbaa !98
  %179 = add nsw i32 %81, %62, !dbg !102
  %180 = sext i32 %179 to i64, !dbg !103
  %181 = getelementptr inbounds i8, i8* %2, i64 %180, !dbg !103
  %182 = load i8, i8* %181, align 1, !dbg !103, !tbaa !104
  %183 = zext i8 %182 to i32, !dbg !103
  %184 = mul nsw i32 %178, %183, !dbg !105
  %185 = add nsw i32 %184, %177, !dbg !106
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %185, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %82, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()), !dbg !95
  %186 = load i32, i32* %27, align 4, !dbg !97, !tbaa !98
  %187 = add nsw i32 %87, %62, !dbg !102
  %188 = sext i32 %187 to i64, !dbg !103
  %189 = getelementptr inbounds i8, i8* %2, i64 %188, !dbg !103
  %190 = load i8, i8* %189, align 1, !dbg !103, !tbaa !104
  %191 = zext i8 %190 to i32, !dbg !103
  %192 = mul nsw i32 %186, %191, !dbg !105
  %193 = add nsw i32 %192, %185, !dbg !106
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %193, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %75, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %90, metadata !71, metadata !DIExpression()), !dbg !95
  %194 = load i32, i32* %28, align 4, !dbg !97, !tbaa !98
  %195 = add nsw i32 %90, %62, !dbg !102
  %196 = sext i32 %195 to i64, !dbg !103
  %197 = getelementptr inbounds i8, i8* %2, i64 %196, !dbg !103
  %198 = load i8, i8* %197, align 1, !dbg !103, !tbaa !104
  %199 = zext i8 %198 to i32, !dbg !103
  %200 = mul nsw i32 %194, %199, !dbg !105
  %201 = add nsw i32 %200, %193, !dbg !106
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %201, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %91, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %94, metadata !71, metadata !DIExpression()), !dbg !95
  %202 = load i32, i32* %29, align 4, !dbg !97, !tbaa !98
  %203 = add nsw i32 %94, %62, !dbg !102
  %204 = sext i32 %203 to i64, !dbg !103
  %205 = getelementptr inbounds i8, i8* %2, i64 %204, !dbg !103
  %206 = load i8, i8* %205, align 1, !dbg !103, !tbaa !104
  %207 = zext i8 %206 to i32, !dbg !103
  %208 = mul nsw i32 %202, %207, !dbg !105
  %209 = add nsw i32 %208, %201, !dbg !106
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %209, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %95, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %98, metadata !71, metadata !DIExpression()), !dbg !95
  %210 = load i32, i32* %30, align 4, !dbg !97, !tbaa !98
  %211 = add nsw i32 %98, %62, !dbg !102
  %212 = sext i32 %211 to i64, !dbg !103
  %213 = getelementptr inbounds i8, i8* %2, i64 %212, !dbg !103
  %214 = load i8, i8* %213, align 1, !dbg !103, !tbaa !104
  %215 = zext i8 %214 to i32, !dbg !103
  %216 = mul nsw i32 %210, %215, !dbg !105
  %217 = add nsw i32 %216, %209, !dbg !106
  call void @llvm.dbg.value(metadata i32 %217, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 1, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 1, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %217, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %42, metadata !87, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %10, metadata !89, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %66, metadata !68, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %76, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %11, metadata !89, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %81, metadata !71, metadata !DIExpression()), !dbg !95
  %218 = load i32, i32* %31, align 4, !dbg !97, !tbaa !98
  %219 = add nsw i32 %81, %67, !dbg !102
  %220 = sext i32 %219 to i64, !dbg !103
  %221 = getelementptr inbounds i8, i8* %2, i64 %220, !dbg !103
  %222 = load i8, i8* %221, align 1, !dbg !103, !tbaa !104
  %223 = zext i8 %222 to i32, !dbg !103
  %224 = mul nsw i32 %218, %223, !dbg !105
  %225 = add nsw i32 %224, %217, !dbg !106
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %225, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %82, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()), !dbg !95
  %226 = load i32, i32* %32, align 4, !dbg !97, !tbaa !98
  %227 = add nsw i32 %87, %67, !dbg !102
  %228 = sext i32 %227 to i64, !dbg !103
  %229 = getelementptr inbounds i8, i8* %2, i64 %228, !dbg !103
  %230 = load i8, i8* %229, align 1, !dbg !103, !tbaa !104
  %231 = zext i8 %230 to i32, !dbg !103
  %232 = mul nsw i32 %226, %231, !dbg !105
  %233 = add nsw i32 %232, %225, !dbg !106
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %233, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %75, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %90, metadata !71, metadata !DIExpression()), !dbg !95
  %234 = load i32, i32* %33, align 4, !dbg !97, !tbaa !98
  %235 = add nsw i32 %90, %67, !dbg !102
  %236 = sext i32 %235 to i64, !dbg !103
  %237 = getelementptr inbounds i8, i8* %2, i64 %236, !dbg !103
  %238 = load i8, i8* %237, align 1, !dbg !103, !tbaa !104
  %239 = zext i8 %238 to i32, !dbg !103
  %240 = mul nsw i32 %234, %239, !dbg !105
  %241 = add nsw i32 %240, %233, !dbg !106
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %241, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %91, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %94, metadata !71, metadata !DIExpression()), !dbg !95
  %242 = load i32, i32* %34, align 4, !dbg !97, !tbaa !98
  %243 = add nsw i32 %94, %67, !dbg !102
  %244 = sext i32 %243 to i64, !dbg !103
  %245 = getelementptr inbounds i8, i8* %2, i64 %244, !dbg !103
  %246 = load i8, i8* %245, align 1, !dbg !103, !tbaa !104
  %247 = zext i8 %246 to i32, !dbg !103
  %248 = mul nsw i32 %242, %247, !dbg !105
  %249 = add nsw i32 %248, %241, !dbg !106
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %249, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %95, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %98, metadata !71, metadata !DIExpression()), !dbg !95
  %250 = load i32, i32* %35, align 4, !dbg !97, !tbaa !98
  %251 = add nsw i32 %98, %67, !dbg !102
  %252 = sext i32 %251 to i64, !dbg !103
  %253 = getelementptr inbounds i8, i8* %2, i64 %252, !dbg !103
  %254 = load i8, i8* %253, align 1, !dbg !103, !tbaa !104
  %255 = zext i8 %254 to i32, !dbg !103
  %256 = mul nsw i32 %250, %255, !dbg !105
  %257 = add nsw i32 %256, %249, !dbg !106
  call void @llvm.dbg.value(metadata i32 %257, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 2, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 2, metadata !63, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 %257, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %68, metadata !87, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %10, metadata !89, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %71, metadata !68, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %76, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %11, metadata !89, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %81, metadata !71, metadata !DIExpression()), !dbg !95
  %258 = load i32, i32* %36, align 4, !dbg !97, !tbaa !98
  %259 = add nsw i32 %81, %72, !dbg !102
  %260 = sext i32 %259 to i64, !dbg !103
  %261 = getelementptr inbounds i8, i8* %2, i64 %260, !dbg !103
  %262 = load i8, i8* %261, align 1, !dbg !103, !tbaa !104
  %263 = zext i8 %262 to i32, !dbg !103
  %264 = mul nsw i32 %258, %263, !dbg !105
  %265 = add nsw i32 %264, %257, !dbg !106
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %265, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %82, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %87, metadata !71, metadata !DIExpression()), !dbg !95
  %266 = load i32, i32* %37, align 4, !dbg !97, !tbaa !98
  %267 = add nsw i32 %87, %72, !dbg !102
  %268 = sext i32 %267 to i64, !dbg !103
  %269 = getelementptr inbounds i8, i8* %2, i64 %268, !dbg !103
  %270 = load i8, i8* %269, align 1, !dbg !103, !tbaa !104
  %271 = zext i8 %270 to i32, !dbg !103
  %272 = mul nsw i32 %266, %271, !dbg !105
  %273 = add nsw i32 %272, %265, !dbg !106
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %273, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %75, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %90, metadata !71, metadata !DIExpression()), !dbg !95
  %274 = load i32, i32* %38, align 4, !dbg !97, !tbaa !98
  %275 = add nsw i32 %90, %72, !dbg !102
  %276 = sext i32 %275 to i64, !dbg !103
  %277 = getelementptr inbounds i8, i8* %2, i64 %276, !dbg !103
  %278 = load i8, i8* %277, align 1, !dbg !103, !tbaa !104
  %279 = zext i8 %278 to i32, !dbg !103
  %280 = mul nsw i32 %274, %279, !dbg !105
  %281 = add nsw i32 %280, %273, !dbg !106
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %281, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %91, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %94, metadata !71, metadata !DIExpression()), !dbg !95
  %282 = load i32, i32* %39, align 4, !dbg !97, !tbaa !98
  %283 = add nsw i32 %94, %72, !dbg !102
  %284 = sext i32 %283 to i64, !dbg !103
  %285 = getelementptr inbounds i8, i8* %2, i64 %284, !dbg !103
  %286 = load i8, i8* %285, align 1, !dbg !103, !tbaa !104
  %287 = zext i8 %286 to i32, !dbg !103
  %288 = mul nsw i32 %282, %287, !dbg !105
  %289 = add nsw i32 %288, %281, !dbg !106
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %289, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %95, metadata !87, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 %98, metadata !71, metadata !DIExpression()), !dbg !95
  %290 = load i32, i32* %40, align 4, !dbg !97, !tbaa !98
  %291 = add nsw i32 %98, %72, !dbg !102
  %292 = sext i32 %291 to i64, !dbg !103
  %293 = getelementptr inbounds i8, i8* %2, i64 %292, !dbg !103
  %294 = load i8, i8* %293, align 1, !dbg !103, !tbaa !104
  %295 = zext i8 %294 to i32, !dbg !103
  %296 = mul nsw i32 %290, %295, !dbg !105
  %297 = add nsw i32 %296, %289, !dbg !106
  call void @llvm.dbg.value(metadata i32 %297, metadata !60, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 3, metadata !63, metadata !DIExpression()), !dbg !79
  %298 = sdiv i32 %297, %4, !dbg !107
  call void @llvm.dbg.value(metadata i32 %298, metadata !87, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 255, metadata !89, metadata !DIExpression()), !dbg !108
  %299 = icmp slt i32 %298, 255, !dbg !110
  %300 = select i1 %299, i32 %298, i32 255, !dbg !110
  %301 = icmp sgt i32 %300, 0, !dbg !110
  %302 = select i1 %301, i32 %300, i32 0, !dbg !110
  %303 = trunc i32 %302 to i8, !dbg !111
  %304 = add nsw i64 %75, %44, !dbg !112
  %305 = getelementptr inbounds i8, i8* %5, i64 %304, !dbg !113
  store i8 %303, i8* %305, align 1, !dbg !114, !tbaa !104
  call void @llvm.dbg.value(metadata i64 %91, metadata !57, metadata !DIExpression()), !dbg !76
  %306 = icmp eq i64 %91, %16, !dbg !115
  br i1 %306, label %307, label %74, !dbg !77, !llvm.loop !116

307:                                              ; preds = %74, %41
  %308 = add nuw nsw i64 %42, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %308, metadata !55, metadata !DIExpression()), !dbg !73
  %309 = icmp eq i64 %308, %15, !dbg !74
  br i1 %309, label %73, label %41, !dbg !75, !llvm.loop !120
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i8** %1, metadata !17, metadata !DIExpression()), !dbg !122
  %3 = icmp sgt i32 %0, 1, !dbg !123
  br i1 %3, label %4, label %15, !dbg !124

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !125
  %6 = load i8*, i8** %5, align 8, !dbg !125, !tbaa !126
  call void @llvm.dbg.value(metadata i8* %6, metadata !128, metadata !DIExpression()) #7, !dbg !136
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !138
  %8 = trunc i64 %7 to i32, !dbg !139
  call void @llvm.dbg.value(metadata i32 %8, metadata !18, metadata !DIExpression()), !dbg !122
  %9 = icmp eq i32 %0, 2, !dbg !140
  br i1 %9, label %15, label %10, !dbg !141

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !142
  %12 = load i8*, i8** %11, align 8, !dbg !142, !tbaa !126
  call void @llvm.dbg.value(metadata i8* %12, metadata !128, metadata !DIExpression()) #7, !dbg !143
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !145
  %14 = trunc i64 %13 to i32, !dbg !146
  br label %15, !dbg !141

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 64, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 96, %4 ], [ 96, %2 ], !dbg !141
  call void @llvm.dbg.value(metadata i32 %17, metadata !19, metadata !DIExpression()), !dbg !122
  %18 = mul nsw i32 %17, %16, !dbg !147
  %19 = sext i32 %18 to i64, !dbg !148
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !149
  call void @llvm.dbg.value(metadata i8* %20, metadata !20, metadata !DIExpression()), !dbg !122
  %21 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !150
  call void @llvm.dbg.value(metadata i8* %21, metadata !22, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !151
  %22 = icmp sgt i32 %18, 0, !dbg !152
  br i1 %22, label %24, label %23, !dbg !154

23:                                               ; preds = %15
  tail call void @kernel_conv(i32 noundef %16, i32 noundef %17, i8* noundef %20, i32* noundef getelementptr inbounds ([25 x i32], [25 x i32]* @main.kern, i64 0, i64 0), i32 noundef 4, i8* noundef %21), !dbg !155
  call void @llvm.dbg.value(metadata i32 255, metadata !25, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !156
  br label %108, !dbg !157

24:                                               ; preds = %15
  %25 = zext i32 %18 to i64, !dbg !152
  %26 = icmp ult i32 %18, 16, !dbg !154
  br i1 %26, label %71, label %27, !dbg !154

27:                                               ; preds = %24
  %28 = and i64 %25, 4294967280, !dbg !154
  %29 = add nsw i64 %28, -16, !dbg !154
  %30 = lshr exact i64 %29, 4, !dbg !154
  %31 = add nuw nsw i64 %30, 1, !dbg !154
  %32 = and i64 %31, 1, !dbg !154
  %33 = icmp eq i64 %29, 0, !dbg !154
  br i1 %33, label %58, label %34, !dbg !154

34:                                               ; preds = %27
  %35 = and i64 %31, 2305843009213693950, !dbg !154
  br label %36, !dbg !154

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %54, %36 ], !dbg !158
  %38 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %34 ], [ %55, %36 ], !dbg !159
  %39 = phi i64 [ 0, %34 ], [ %56, %36 ]
  %40 = mul nsw <16 x i32> %38, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !159
  %41 = lshr <16 x i32> %38, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !160
  %42 = xor <16 x i32> %40, %41, !dbg !161
  %43 = trunc <16 x i32> %42 to <16 x i8>, !dbg !162
  %44 = getelementptr inbounds i8, i8* %20, i64 %37, !dbg !158
  %45 = bitcast i8* %44 to <16 x i8>*, !dbg !163
  store <16 x i8> %43, <16 x i8>* %45, align 1, !dbg !163, !tbaa !104
  %46 = or i64 %37, 16, !dbg !158
  %47 = add <16 x i32> %38, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !159
  %48 = mul nsw <16 x i32> %47, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !159
  %49 = lshr <16 x i32> %47, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !160
  %50 = xor <16 x i32> %48, %49, !dbg !161
  %51 = trunc <16 x i32> %50 to <16 x i8>, !dbg !162
  %52 = getelementptr inbounds i8, i8* %20, i64 %46, !dbg !158
  %53 = bitcast i8* %52 to <16 x i8>*, !dbg !163
  store <16 x i8> %51, <16 x i8>* %53, align 1, !dbg !163, !tbaa !104
  %54 = add nuw i64 %37, 32, !dbg !158
  %55 = add <16 x i32> %38, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !159
  %56 = add i64 %39, 2, !dbg !158
  %57 = icmp eq i64 %56, %35, !dbg !158
  br i1 %57, label %58, label %36, !dbg !158, !llvm.loop !164

58:                                               ; preds = %36, %27
  %59 = phi i64 [ 0, %27 ], [ %54, %36 ]
  %60 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %27 ], [ %55, %36 ]
  %61 = icmp eq i64 %32, 0, !dbg !158
  br i1 %61, label %69, label %62, !dbg !158

62:                                               ; preds = %58
  %63 = mul nsw <16 x i32> %60, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !159
  %64 = lshr <16 x i32> %60, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !160
  %65 = xor <16 x i32> %63, %64, !dbg !161
  %66 = trunc <16 x i32> %65 to <16 x i8>, !dbg !162
  %67 = getelementptr inbounds i8, i8* %20, i64 %59, !dbg !158
  %68 = bitcast i8* %67 to <16 x i8>*, !dbg !163
  store <16 x i8> %66, <16 x i8>* %68, align 1, !dbg !163, !tbaa !104
  br label %69, !dbg !154

69:                                               ; preds = %58, %62
  %70 = icmp eq i64 %28, %25, !dbg !154
  br i1 %70, label %73, label %71, !dbg !154

71:                                               ; preds = %24, %69
  %72 = phi i64 [ 0, %24 ], [ %28, %69 ]
  br label %79, !dbg !154

73:                                               ; preds = %79, %69
  tail call void @kernel_conv(i32 noundef %16, i32 noundef %17, i8* noundef nonnull %20, i32* noundef getelementptr inbounds ([25 x i32], [25 x i32]* @main.kern, i64 0, i64 0), i32 noundef 4, i8* noundef %21), !dbg !155
  call void @llvm.dbg.value(metadata i32 255, metadata !25, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !156
  br i1 %22, label %74, label %108, !dbg !157

74:                                               ; preds = %73
  %75 = and i64 %25, 1, !dbg !157
  %76 = icmp eq i32 %18, 1, !dbg !157
  br i1 %76, label %89, label %77, !dbg !157

77:                                               ; preds = %74
  %78 = and i64 %25, 4294967294, !dbg !157
  br label %113, !dbg !157

79:                                               ; preds = %71, %79
  %80 = phi i64 [ %87, %79 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !23, metadata !DIExpression()), !dbg !151
  %81 = trunc i64 %80 to i32, !dbg !159
  %82 = mul nsw i32 %81, 7, !dbg !159
  %83 = lshr i32 %81, 5, !dbg !160
  %84 = xor i32 %82, %83, !dbg !161
  %85 = trunc i32 %84 to i8, !dbg !162
  %86 = getelementptr inbounds i8, i8* %20, i64 %80, !dbg !167
  store i8 %85, i8* %86, align 1, !dbg !163, !tbaa !104
  %87 = add nuw nsw i64 %80, 1, !dbg !158
  call void @llvm.dbg.value(metadata i64 %87, metadata !23, metadata !DIExpression()), !dbg !151
  %88 = icmp eq i64 %87, %25, !dbg !152
  br i1 %88, label %73, label %79, !dbg !154, !llvm.loop !168

89:                                               ; preds = %113, %74
  %90 = phi i32 [ undef, %74 ], [ %133, %113 ]
  %91 = phi i32 [ undef, %74 ], [ %135, %113 ]
  %92 = phi i64 [ undef, %74 ], [ %137, %113 ]
  %93 = phi i64 [ 0, %74 ], [ %138, %113 ]
  %94 = phi i64 [ 0, %74 ], [ %137, %113 ]
  %95 = phi i32 [ 0, %74 ], [ %135, %113 ]
  %96 = phi i32 [ 255, %74 ], [ %133, %113 ]
  %97 = icmp eq i64 %75, 0, !dbg !157
  br i1 %97, label %108, label %98, !dbg !157

98:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i64 %93, metadata !29, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %94, metadata !27, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %95, metadata !26, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %96, metadata !25, metadata !DIExpression()), !dbg !122
  %99 = getelementptr inbounds i8, i8* %21, i64 %93, !dbg !170
  %100 = load i8, i8* %99, align 1, !dbg !170, !tbaa !104
  %101 = zext i8 %100 to i32, !dbg !170
  %102 = icmp sgt i32 %96, %101, !dbg !174
  %103 = select i1 %102, i32 %101, i32 %96, !dbg !175
  call void @llvm.dbg.value(metadata i32 %103, metadata !25, metadata !DIExpression()), !dbg !122
  %104 = icmp ult i32 %95, %101, !dbg !176
  %105 = select i1 %104, i32 %101, i32 %95, !dbg !178
  call void @llvm.dbg.value(metadata i32 %105, metadata !26, metadata !DIExpression()), !dbg !122
  %106 = zext i8 %100 to i64, !dbg !179
  %107 = add nuw nsw i64 %94, %106, !dbg !180
  call void @llvm.dbg.value(metadata i64 %107, metadata !27, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %93, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !156
  br label %108, !dbg !181

108:                                              ; preds = %98, %89, %23, %73
  %109 = phi i32 [ 255, %73 ], [ 255, %23 ], [ %90, %89 ], [ %103, %98 ], !dbg !122
  %110 = phi i32 [ 0, %73 ], [ 0, %23 ], [ %91, %89 ], [ %105, %98 ], !dbg !122
  %111 = phi i64 [ 0, %73 ], [ 0, %23 ], [ %92, %89 ], [ %107, %98 ], !dbg !122
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %109, i32 noundef %110, i64 noundef %111), !dbg !181
  tail call void @free(i8* noundef %20) #7, !dbg !182
  tail call void @free(i8* noundef %21) #7, !dbg !183
  ret i32 0, !dbg !184

113:                                              ; preds = %113, %77
  %114 = phi i64 [ 0, %77 ], [ %138, %113 ]
  %115 = phi i64 [ 0, %77 ], [ %137, %113 ]
  %116 = phi i32 [ 0, %77 ], [ %135, %113 ]
  %117 = phi i32 [ 255, %77 ], [ %133, %113 ]
  %118 = phi i64 [ 0, %77 ], [ %139, %113 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !29, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %115, metadata !27, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %116, metadata !26, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %117, metadata !25, metadata !DIExpression()), !dbg !122
  %119 = getelementptr inbounds i8, i8* %21, i64 %114, !dbg !170
  %120 = load i8, i8* %119, align 1, !dbg !170, !tbaa !104
  %121 = zext i8 %120 to i32, !dbg !170
  %122 = icmp sgt i32 %117, %121, !dbg !174
  %123 = select i1 %122, i32 %121, i32 %117, !dbg !175
  call void @llvm.dbg.value(metadata i32 %123, metadata !25, metadata !DIExpression()), !dbg !122
  %124 = icmp ult i32 %116, %121, !dbg !176
  %125 = select i1 %124, i32 %121, i32 %116, !dbg !178
  call void @llvm.dbg.value(metadata i32 %125, metadata !26, metadata !DIExpression()), !dbg !122
  %126 = zext i8 %120 to i64, !dbg !179
  %127 = add nuw nsw i64 %115, %126, !dbg !180
  call void @llvm.dbg.value(metadata i64 %127, metadata !27, metadata !DIExpression()), !dbg !122
  %128 = or i64 %114, 1, !dbg !185
  call void @llvm.dbg.value(metadata i64 %128, metadata !29, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %128, metadata !29, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i64 %127, metadata !27, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %125, metadata !26, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %123, metadata !25, metadata !DIExpression()), !dbg !122
  %129 = getelementptr inbounds i8, i8* %21, i64 %128, !dbg !170
  %130 = load i8, i8* %129, align 1, !dbg !170, !tbaa !104
  %131 = zext i8 %130 to i32, !dbg !170
  %132 = icmp sgt i32 %123, %131, !dbg !174
  %133 = select i1 %132, i32 %131, i32 %123, !dbg !175
  call void @llvm.dbg.value(metadata i32 %133, metadata !25, metadata !DIExpression()), !dbg !122
  %134 = icmp ult i32 %125, %131, !dbg !176
  %135 = select i1 %134, i32 %131, i32 %125, !dbg !178
  call void @llvm.dbg.value(metadata i32 %135, metadata !26, metadata !DIExpression()), !dbg !122
  %136 = zext i8 %130 to i64, !dbg !179
  %137 = add nuw nsw i64 %127, %136, !dbg !180
  call void @llvm.dbg.value(metadata i64 %137, metadata !27, metadata !DIExpression()), !dbg !122
  %138 = add nuw nsw i64 %114, 2, !dbg !185
  call void @llvm.dbg.value(metadata i64 %138, metadata !29, metadata !DIExpression()), !dbg !156
  %139 = add i64 %118, 2, !dbg !157
  %140 = icmp eq i64 %139, %78, !dbg !157
  br i1 %140, label %89, label %113, !dbg !157, !llvm.loop !186
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
!81 = !DILocation(line: 17, column: 60, scope: !69)
!82 = !DILocation(line: 7, column: 60, scope: !83, inlinedAt: !90)
!83 = distinct !DISubprogram(name: "clampi", scope: !3, file: !3, line: 7, type: !84, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!6, !6, !6, !6}
!86 = !{!87, !88, !89}
!87 = !DILocalVariable(name: "v", arg: 1, scope: !83, file: !3, line: 7, type: !6)
!88 = !DILocalVariable(name: "lo", arg: 2, scope: !83, file: !3, line: 7, type: !6)
!89 = !DILocalVariable(name: "hi", arg: 3, scope: !83, file: !3, line: 7, type: !6)
!90 = distinct !DILocation(line: 17, column: 51, scope: !69)
!91 = !DILocation(line: 7, column: 58, scope: !83, inlinedAt: !90)
!92 = !DILocation(line: 0, scope: !66)
!93 = !DILocation(line: 0, scope: !83, inlinedAt: !94)
!94 = distinct !DILocation(line: 17, column: 20, scope: !69)
!95 = !DILocation(line: 0, scope: !69)
!96 = !DILocation(line: 0, scope: !83, inlinedAt: !90)
!97 = !DILocation(line: 18, column: 18, scope: !69)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !100, i64 0}
!100 = !{!"omnipotent char", !101, i64 0}
!101 = !{!"Simple C/C++ TBAA"}
!102 = !DILocation(line: 18, column: 60, scope: !69)
!103 = !DILocation(line: 18, column: 50, scope: !69)
!104 = !{!100, !100, i64 0}
!105 = !DILocation(line: 18, column: 48, scope: !69)
!106 = !DILocation(line: 18, column: 15, scope: !69)
!107 = !DILocation(line: 20, column: 50, scope: !61)
!108 = !DILocation(line: 0, scope: !83, inlinedAt: !109)
!109 = distinct !DILocation(line: 20, column: 39, scope: !61)
!110 = !DILocation(line: 7, column: 58, scope: !83, inlinedAt: !109)
!111 = !DILocation(line: 20, column: 24, scope: !61)
!112 = !DILocation(line: 20, column: 17, scope: !61)
!113 = !DILocation(line: 20, column: 7, scope: !61)
!114 = !DILocation(line: 20, column: 22, scope: !61)
!115 = !DILocation(line: 13, column: 23, scope: !62)
!116 = distinct !{!116, !77, !117, !118}
!117 = !DILocation(line: 21, column: 5, scope: !58)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 12, column: 27, scope: !59)
!120 = distinct !{!120, !75, !121, !118}
!121 = !DILocation(line: 21, column: 5, scope: !56)
!122 = !DILocation(line: 0, scope: !2)
!123 = !DILocation(line: 26, column: 16, scope: !2)
!124 = !DILocation(line: 26, column: 11, scope: !2)
!125 = !DILocation(line: 26, column: 27, scope: !2)
!126 = !{!127, !127, i64 0}
!127 = !{!"any pointer", !100, i64 0}
!128 = !DILocalVariable(name: "__nptr", arg: 1, scope: !129, file: !130, line: 362, type: !133)
!129 = distinct !DISubprogram(name: "atoi", scope: !130, file: !130, line: 362, type: !131, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !135)
!130 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!131 = !DISubroutineType(types: !132)
!132 = !{!6, !133}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!135 = !{!128}
!136 = !DILocation(line: 0, scope: !129, inlinedAt: !137)
!137 = distinct !DILocation(line: 26, column: 22, scope: !2)
!138 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !137)
!139 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !137)
!140 = !DILocation(line: 27, column: 16, scope: !2)
!141 = !DILocation(line: 27, column: 11, scope: !2)
!142 = !DILocation(line: 27, column: 27, scope: !2)
!143 = !DILocation(line: 0, scope: !129, inlinedAt: !144)
!144 = distinct !DILocation(line: 27, column: 22, scope: !2)
!145 = !DILocation(line: 364, column: 16, scope: !129, inlinedAt: !144)
!146 = !DILocation(line: 364, column: 10, scope: !129, inlinedAt: !144)
!147 = !DILocation(line: 28, column: 32, scope: !2)
!148 = !DILocation(line: 28, column: 30, scope: !2)
!149 = !DILocation(line: 28, column: 23, scope: !2)
!150 = !DILocation(line: 29, column: 24, scope: !2)
!151 = !DILocation(line: 0, scope: !24)
!152 = !DILocation(line: 32, column: 21, scope: !153)
!153 = distinct !DILexicalBlock(scope: !24, file: !3, line: 32, column: 3)
!154 = !DILocation(line: 32, column: 3, scope: !24)
!155 = !DILocation(line: 34, column: 3, scope: !2)
!156 = !DILocation(line: 0, scope: !30)
!157 = !DILocation(line: 37, column: 3, scope: !30)
!158 = !DILocation(line: 32, column: 31, scope: !153)
!159 = !DILocation(line: 33, column: 32, scope: !153)
!160 = !DILocation(line: 33, column: 42, scope: !153)
!161 = !DILocation(line: 33, column: 37, scope: !153)
!162 = !DILocation(line: 33, column: 13, scope: !153)
!163 = !DILocation(line: 33, column: 11, scope: !153)
!164 = distinct !{!164, !154, !165, !118, !166}
!165 = !DILocation(line: 33, column: 47, scope: !24)
!166 = !{!"llvm.loop.isvectorized", i32 1}
!167 = !DILocation(line: 33, column: 5, scope: !153)
!168 = distinct !{!168, !154, !165, !118, !169, !166}
!169 = !{!"llvm.loop.unroll.runtime.disable"}
!170 = !DILocation(line: 38, column: 9, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 38, column: 9)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 37, column: 35)
!173 = distinct !DILexicalBlock(scope: !30, file: !3, line: 37, column: 3)
!174 = !DILocation(line: 38, column: 16, scope: !171)
!175 = !DILocation(line: 38, column: 9, scope: !172)
!176 = !DILocation(line: 40, column: 16, scope: !177)
!177 = distinct !DILexicalBlock(scope: !172, file: !3, line: 40, column: 9)
!178 = !DILocation(line: 40, column: 9, scope: !172)
!179 = !DILocation(line: 42, column: 12, scope: !172)
!180 = !DILocation(line: 42, column: 9, scope: !172)
!181 = !DILocation(line: 44, column: 3, scope: !2)
!182 = !DILocation(line: 45, column: 3, scope: !2)
!183 = !DILocation(line: 46, column: 3, scope: !2)
!184 = !DILocation(line: 47, column: 3, scope: !2)
!185 = !DILocation(line: 37, column: 31, scope: !173)
!186 = distinct !{!186, !157, !187, !118}
!187 = !DILocation(line: 43, column: 3, scope: !30)
