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
  br i1 %7, label %8, label %308, !dbg !75

8:                                                ; preds = %6
  %9 = icmp sgt i32 %1, 0
  %10 = add nsw i32 %0, -1
  %11 = add nsw i32 %1, -1
  br i1 %9, label %12, label %308, !dbg !76

12:                                               ; preds = %8
  %13 = zext i32 %11 to i64, !dbg !75
  %14 = zext i32 %10 to i64, !dbg !75
  %15 = zext i32 %1 to i64, !dbg !75
  %16 = zext i32 %0 to i64, !dbg !74
  %17 = getelementptr inbounds i32, i32* %3, i64 20
  %18 = zext i32 %1 to i64
  %19 = getelementptr inbounds i32, i32* %3, i64 1
  %20 = getelementptr inbounds i32, i32* %3, i64 2
  %21 = getelementptr inbounds i32, i32* %3, i64 3
  %22 = getelementptr inbounds i32, i32* %3, i64 4
  %23 = getelementptr inbounds i32, i32* %3, i64 5
  %24 = getelementptr inbounds i32, i32* %3, i64 6
  %25 = getelementptr inbounds i32, i32* %3, i64 7
  %26 = getelementptr inbounds i32, i32* %3, i64 8
  %27 = getelementptr inbounds i32, i32* %3, i64 9
  %28 = getelementptr inbounds i32, i32* %3, i64 10
  %29 = getelementptr inbounds i32, i32* %3, i64 11
  %30 = getelementptr inbounds i32, i32* %3, i64 12
  %31 = getelementptr inbounds i32, i32* %3, i64 13
  %32 = getelementptr inbounds i32, i32* %3, i64 14
  %33 = getelementptr inbounds i32, i32* %3, i64 15
  %34 = getelementptr inbounds i32, i32* %3, i64 16
  %35 = getelementptr inbounds i32, i32* %3, i64 17
  %36 = getelementptr inbounds i32, i32* %3, i64 18
  %37 = getelementptr inbounds i32, i32* %3, i64 19
  %38 = getelementptr inbounds i32, i32* %3, i64 21
  %39 = getelementptr inbounds i32, i32* %3, i64 22
  %40 = getelementptr inbounds i32, i32* %3, i64 23
  %41 = getelementptr inbounds i32, i32* %3, i64 24
  br label %42, !dbg !75

42:                                               ; preds = %12, %306
  %43 = phi i64 [ 0, %12 ], [ %63, %306 ]
  call void @llvm.dbg.value(metadata i64 %43, metadata !55, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()), !dbg !77
  %44 = mul nsw i64 %43, %15
  %45 = add nsw i64 %43, -2
  %46 = icmp ult i64 %43, 2
  %47 = icmp sgt i64 %45, %14
  %48 = trunc i64 %45 to i32
  %49 = select i1 %47, i32 %10, i32 %48
  %50 = select i1 %46, i32 0, i32 %49
  %51 = mul nsw i32 %50, %1
  %52 = add nsw i64 %43, -1
  %53 = icmp eq i64 %43, 0
  %54 = icmp sgt i64 %52, %14
  %55 = trunc i64 %52 to i32
  %56 = select i1 %54, i32 %10, i32 %55
  %57 = select i1 %53, i32 0, i32 %56
  %58 = mul nsw i32 %57, %1
  %59 = icmp ugt i64 %43, %14
  %60 = trunc i64 %43 to i32
  %61 = select i1 %59, i32 %10, i32 %60
  %62 = mul nsw i32 %61, %1
  %63 = add nuw nsw i64 %43, 1
  %64 = icmp ult i64 %43, %14
  %65 = trunc i64 %63 to i32
  %66 = select i1 %64, i32 %65, i32 %10
  %67 = mul nsw i32 %66, %1
  %68 = add nuw nsw i64 %43, 2
  %69 = icmp ugt i64 %68, %14
  %70 = trunc i64 %68 to i32
  %71 = select i1 %69, i32 %10, i32 %70
  %72 = mul nsw i32 %71, %1
  br label %73, !dbg !76

73:                                               ; preds = %42, %73
  %74 = phi i64 [ 0, %42 ], [ %113, %73 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !57, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 -2, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !79
  %75 = add nsw i64 %74, -2, !dbg !80
  %76 = icmp ult i64 %74, 2, !dbg !81
  %77 = icmp sgt i64 %75, %13, !dbg !90
  %78 = trunc i64 %75 to i32, !dbg !90
  %79 = select i1 %77, i32 %11, i32 %78, !dbg !90
  %80 = select i1 %76, i32 0, i32 %79, !dbg !90
  call void @llvm.dbg.value(metadata i64 -2, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %45, metadata !86, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %10, metadata !88, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %50, metadata !68, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %75, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %11, metadata !88, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %80, metadata !71, metadata !DIExpression()), !dbg !94
  %81 = load i32, i32* %3, align 4, !dbg !96, !tbaa !97
  %82 = add nsw i32 %80, %51, !dbg !101
  %83 = sext i32 %82 to i64, !dbg !102
  %84 = getelementptr inbounds i8, i8* %2, i64 %83, !dbg !102
  %85 = load i8, i8* %84, align 1, !dbg !102, !tbaa !103
  %86 = zext i8 %85 to i32, !dbg !102
  %87 = mul nsw i32 %81, %86, !dbg !104
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %87, metadata !60, metadata !DIExpression()), !dbg !79
  %88 = add nsw i64 %74, -1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %88, metadata !86, metadata !DIExpression()), !dbg !95
  %89 = icmp eq i64 %74, 0, !dbg !81
  %90 = icmp sgt i64 %88, %13, !dbg !90
  %91 = trunc i64 %88 to i32, !dbg !90
  %92 = select i1 %90, i32 %11, i32 %91, !dbg !90
  %93 = select i1 %89, i32 0, i32 %92, !dbg !90
  call void @llvm.dbg.value(metadata i32 %93, metadata !71, metadata !DIExpression()), !dbg !94
  %94 = load i32, i32* %19, align 4, !dbg !96, !tbaa !97
  %95 = add nsw i32 %93, %51, !dbg !101
  %96 = sext i32 %95 to i64, !dbg !102
  %97 = getelementptr inbounds i8, i8* %2, i64 %96, !dbg !102
  %98 = load i8, i8* %97, align 1, !dbg !102, !tbaa !103
  %99 = zext i8 %98 to i32, !dbg !102
  %100 = mul nsw i32 %94, %99, !dbg !104
  %101 = add nsw i32 %100, %87, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %101, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %74, metadata !86, metadata !DIExpression()), !dbg !95
  %102 = icmp ugt i64 %74, %13, !dbg !90
  %103 = trunc i64 %74 to i32, !dbg !90
  %104 = select i1 %102, i32 %11, i32 %103, !dbg !90
  call void @llvm.dbg.value(metadata i32 %104, metadata !71, metadata !DIExpression()), !dbg !94
  %105 = load i32, i32* %20, align 4, !dbg !96, !tbaa !97
  %106 = add nsw i32 %104, %51, !dbg !101
  %107 = sext i32 %106 to i64, !dbg !102
  %108 = getelementptr inbounds i8, i8* %2, i64 %107, !dbg !102
  %109 = load i8, i8* %108, align 1, !dbg !102, !tbaa !103
  %110 = zext i8 %109 to i32, !dbg !102
  %111 = mul nsw i32 %105, %110, !dbg !104
  %112 = add nsw i32 %111, %101, !dbg !105
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %112, metadata !60, metadata !DIExpression()), !dbg !79
  %113 = add nuw nsw i64 %74, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %113, metadata !86, metadata !DIExpression()), !dbg !95
  %114 = icmp ult i64 %74, %13, !dbg !90
  %115 = trunc i64 %113 to i32, !dbg !90
  %116 = select i1 %114, i32 %115, i32 %11, !dbg !90
  call void @llvm.dbg.value(metadata i32 %116, metadata !71, metadata !DIExpression()), !dbg !94
  %117 = load i32, i32* %21, align 4, !dbg !96, !tbaa !97
  %118 = add nsw i32 %116, %51, !dbg !101
  %119 = sext i32 %118 to i64, !dbg !102
  %120 = getelementptr inbounds i8, i8* %2, i64 %119, !dbg !102
  %121 = load i8, i8* %120, align 1, !dbg !102, !tbaa !103
  %122 = zext i8 %121 to i32, !dbg !102
  %123 = mul nsw i32 %117, %122, !dbg !104
  %124 = add nsw i32 %123, %112, !dbg !105
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %124, metadata !60, metadata !DIExpression()), !dbg !79
  %125 = add nuw nsw i64 %74, 2, !dbg !80
  call void @llvm.dbg.value(metadata i64 %125, metadata !86, metadata !DIExpression()), !dbg !95
  %126 = icmp ugt i64 %125, %13, !dbg !90
  %127 = trunc i64 %125 to i32, !dbg !90
  %128 = select i1 %126, i32 %11, i32 %127, !dbg !90
  call void @llvm.dbg.value(metadata i32 %128, metadata !71, metadata !DIExpression()), !dbg !94
  %129 = load i32, i32* %22, align 4, !dbg !96, !tbaa !97
  %130 = add nsw i32 %128, %51, !dbg !101
  %131 = sext i32 %130 to i64, !dbg !102
  %132 = getelementptr inbounds i8, i8* %2, i64 %131, !dbg !102
  %133 = load i8, i8* %132, align 1, !dbg !102, !tbaa !103
  %134 = zext i8 %133 to i32, !dbg !102
  %135 = mul nsw i32 %129, %134, !dbg !104
  %136 = add nsw i32 %135, %124, !dbg !105
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 -1, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %136, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %52, metadata !86, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %57, metadata !68, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %75, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %80, metadata !71, metadata !DIExpression()), !dbg !94
  %137 = load i32, i32* %23, align 4, !dbg !96, !tbaa !97
  %138 = add nsw i32 %80, %58, !dbg !101
  %139 = sext i32 %138 to i64, !dbg !102
  %140 = getelementptr inbounds i8, i8* %2, i64 %139, !dbg !102
  %141 = load i8, i8* %140, align 1, !dbg !102, !tbaa !103
  %142 = zext i8 %141 to i32, !dbg !102
  %143 = mul nsw i32 %137, %142, !dbg !104
  %144 = add nsw i32 %143, %136, !dbg !105
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %144, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %88, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %93, metadata !71, metadata !DIExpression()), !dbg !94
  %145 = load i32, i32* %24, align 4, !dbg !96, !tbaa !97
  %146 = add nsw i32 %93, %58, !dbg !101
  %147 = sext i32 %146 to i64, !dbg !102
  %148 = getelementptr inbounds i8, i8* %2, i64 %147, !dbg !102
  %149 = load i8, i8* %148, align 1, !dbg !102, !tbaa !103
  %150 = zext i8 %149 to i32, !dbg !102
  %151 = mul nsw i32 %145, %150, !dbg !104
  %152 = add nsw i32 %151, %144, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %152, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %74, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %104, metadata !71, metadata !DIExpression()), !dbg !94
  %153 = load i32, i32* %25, align 4, !dbg !96, !tbaa !97
  %154 = add nsw i32 %104, %58, !dbg !101
  %155 = sext i32 %154 to i64, !dbg !102
  %156 = getelementptr inbounds i8, i8* %2, i64 %155, !dbg !102
  %157 = load i8, i8* %156, align 1, !dbg !102, !tbaa !103
  %158 = zext i8 %157 to i32, !dbg !102
  %159 = mul nsw i32 %153, %158, !dbg !104
  %160 = add nsw i32 %159, %152, !dbg !105
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %160, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %113, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %116, metadata !71, metadata !DIExpression()), !dbg !94
  %161 = load i32, i32* %26, align 4, !dbg !96, !tbaa !97
  %162 = add nsw i32 %116, %58, !dbg !101
  %163 = sext i32 %162 to i64, !dbg !102
  %164 = getelementptr inbounds i8, i8* %2, i64 %163, !dbg !102
  %165 = load i8, i8* %164, align 1, !dbg !102, !tbaa !103
  %166 = zext i8 %165 to i32, !dbg !102
  %167 = mul nsw i32 %161, %166, !dbg !104
  %168 = add nsw i32 %167, %160, !dbg !105
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %168, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %125, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %128, metadata !71, metadata !DIExpression()), !dbg !94
  %169 = load i32, i32* %27, align 4, !dbg !96, !tbaa !97
  %170 = add nsw i32 %128, %58, !dbg !101
  %171 = sext i32 %170 to i64, !dbg !102
  %172 = getelementptr inbounds i8, i8* %2, i64 %171, !dbg !102
  %173 = load i8, i8* %172, align 1, !dbg !102, !tbaa !103
  %174 = zext i8 %173 to i32, !dbg !102
  %175 = mul nsw i32 %169, %174, !dbg !104
  %176 = add nsw i32 %175, %168, !dbg !105
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 0, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %176, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %43, metadata !86, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %61, metadata !68, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %75, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %80, metadata !71, metadata !DIExpression()), !dbg !94
  %177 = load i32, i32* %28, align 4, !dbg !96, !tbaa !97
  %178 = add nsw i32 %80, %62, !dbg !101
  %179 = sext i32 %178 to i64, !dbg !102
  %180 = getelementptr inbounds i8, i8* %2, i64 %179, !dbg !102
  %181 = load i8, i8* %180, align 1, !dbg !102, !tbaa !103
  %182 = zext i8 %181 to i32, !dbg !102
  %183 = mul nsw i32 %177, %182, !dbg !104
  %184 = add nsw i32 %183, %176, !dbg !105
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %184, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %88, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %93, metadata !71, metadata !DIExpression()), !dbg !94
  %185 = load i32, i32* %29, align 4, !dbg !96, !tbaa !97
  %186 = add nsw i32 %93, %62, !dbg !101
  %187 = sext i32 %186 to i64, !dbg !102
  %188 = getelementptr inbounds i8, i8* %2, i64 %187, !dbg !102
  %189 = load i8, i8* %188, align 1, !dbg !102, !tbaa !103
  %190 = zext i8 %189 to i32, !dbg !102
  %191 = mul nsw i32 %185, %190, !dbg !104
  %192 = add nsw i32 %191, %184, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %192, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %74, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %104, metadata !71, metadata !DIExpression()), !dbg !94
  %193 = load i32, i32* %30, align 4, !dbg !96, !tbaa !97
  %194 = add nsw i32 %104, %62, !dbg !101
  %195 = sext i32 %194 to i64, !dbg !102
  %196 = getelementptr inbounds i8, i8* %2, i64 %195, !dbg !102
  %197 = load i8, i8* %196, align 1, !dbg !102, !tbaa !103
  %198 = zext i8 %197 to i32, !dbg !102
  %199 = mul nsw i32 %193, %198, !dbg !104
  %200 = add nsw i32 %199, %192, !dbg !105
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %200, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %113, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %116, metadata !71, metadata !DIExpression()), !dbg !94
  %201 = load i32, i32* %31, align 4, !dbg !96, !tbaa !97
  %202 = add nsw i32 %116, %62, !dbg !101
  %203 = sext i32 %202 to i64, !dbg !102
  %204 = getelementptr inbounds i8, i8* %2, i64 %203, !dbg !102
  %205 = load i8, i8* %204, align 1, !dbg !102, !tbaa !103
  %206 = zext i8 %205 to i32, !dbg !102
  %207 = mul nsw i32 %201, %206, !dbg !104
  %208 = add nsw i32 %207, %200, !dbg !105
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %208, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %125, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %128, metadata !71, metadata !DIExpression()), !dbg !94
  %209 = load i32, i32* %32, align 4, !dbg !96, !tbaa !97
  %210 = add nsw i32 %128, %62, !dbg !101
  %211 = sext i32 %210 to i64, !dbg !102
  %212 = getelementptr inbounds i8, i8* %2, i64 %211, !dbg !102
  %213 = load i8, i8* %212, align 1, !dbg !102, !tbaa !103
  %214 = zext i8 %213 to i32, !dbg !102
  %215 = mul nsw i32 %209, %214, !dbg !104
  %216 = add nsw i32 %215, %208, !dbg !105
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 1, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %216, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %63, metadata !86, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %66, metadata !68, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %75, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %80, metadata !71, metadata !DIExpression()), !dbg !94
  %217 = load i32, i32* %33, align 4, !dbg !96, !tbaa !97
  %218 = add nsw i32 %80, %67, !dbg !101
  %219 = sext i32 %218 to i64, !dbg !102
  %220 = getelementptr inbounds i8, i8* %2, i64 %219, !dbg !102
  %221 = load i8, i8* %220, align 1, !dbg !102, !tbaa !103
  %222 = zext i8 %221 to i32, !dbg !102
  %223 = mul nsw i32 %217, %222, !dbg !104
  %224 = add nsw i32 %223, %216, !dbg !105
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %224, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %88, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %93, metadata !71, metadata !DIExpression()), !dbg !94
  %225 = load i32, i32* %34, align 4, !dbg !96, !tbaa !97
  %226 = add nsw i32 %93, %67, !dbg !101
  %227 = sext i32 %226 to i64, !dbg !102
  %228 = getelementptr inbounds i8, i8* %2, i64 %227, !dbg !102
  %229 = load i8, i8* %228, align 1, !dbg !102, !tbaa !103
  %230 = zext i8 %229 to i32, !dbg !102
  %231 = mul nsw i32 %225, %230, !dbg !104
  %232 = add nsw i32 %231, %224, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %232, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %74, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %104, metadata !71, metadata !DIExpression()), !dbg !94
  %233 = load i32, i32* %35, align 4, !dbg !96, !tbaa !97
  %234 = add nsw i32 %104, %67, !dbg !101
  %235 = sext i32 %234 to i64, !dbg !102
  %236 = getelementptr inbounds i8, i8* %2, i64 %235, !dbg !102
  %237 = load i8, i8* %236, align 1, !dbg !102, !tbaa !103
  %238 = zext i8 %237 to i32, !dbg !102
  %239 = mul nsw i32 %233, %238, !dbg !104
  %240 = add nsw i32 %239, %232, !dbg !105
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %240, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %113, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %116, metadata !71, metadata !DIExpression()), !dbg !94
  %241 = load i32, i32* %36, align 4, !dbg !96, !tbaa !97
  %242 = add nsw i32 %116, %67, !dbg !101
  %243 = sext i32 %242 to i64, !dbg !102
  %244 = getelementptr inbounds i8, i8* %2, i64 %243, !dbg !102
  %245 = load i8, i8* %244, align 1, !dbg !102, !tbaa !103
  %246 = zext i8 %245 to i32, !dbg !102
  %247 = mul nsw i32 %241, %246, !dbg !104
  %248 = add nsw i32 %247, %240, !dbg !105
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %248, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %125, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %128, metadata !71, metadata !DIExpression()), !dbg !94
  %249 = load i32, i32* %37, align 4, !dbg !96, !tbaa !97
  %250 = add nsw i32 %128, %67, !dbg !101
  %251 = sext i32 %250 to i64, !dbg !102
  %252 = getelementptr inbounds i8, i8* %2, i64 %251, !dbg !102
  %253 = load i8, i8* %252, align 1, !dbg !102, !tbaa !103
  %254 = zext i8 %253 to i32, !dbg !102
  %255 = mul nsw i32 %249, %254, !dbg !104
  %256 = add nsw i32 %255, %248, !dbg !105
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 2, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %256, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 -2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 %68, metadata !86, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 %71, metadata !68, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %75, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %80, metadata !71, metadata !DIExpression()), !dbg !94
  %257 = load i32, i32* %17, align 4, !dbg !96, !tbaa !97
  %258 = add nsw i32 %80, %72, !dbg !101
  %259 = sext i32 %258 to i64, !dbg !102
  %260 = getelementptr inbounds i8, i8* %2, i64 %259, !dbg !102
  %261 = load i8, i8* %260, align 1, !dbg !102, !tbaa !103
  %262 = zext i8 %261 to i32, !dbg !102
  %263 = mul nsw i32 %257, %262, !dbg !104
  %264 = add nsw i32 %263, %256, !dbg !105
  call void @llvm.dbg.value(metadata i64 -1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %264, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %88, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %93, metadata !71, metadata !DIExpression()), !dbg !94
  %265 = load i32, i32* %38, align 4, !dbg !96, !tbaa !97
  %266 = add nsw i32 %93, %72, !dbg !101
  %267 = sext i32 %266 to i64, !dbg !102
  %268 = getelementptr inbounds i8, i8* %2, i64 %267, !dbg !102
  %269 = load i8, i8* %268, align 1, !dbg !102, !tbaa !103
  %270 = zext i8 %269 to i32, !dbg !102
  %271 = mul nsw i32 %265, %270, !dbg !104
  %272 = add nsw i32 %271, %264, !dbg !105
  call void @llvm.dbg.value(metadata i64 0, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %272, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %74, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %104, metadata !71, metadata !DIExpression()), !dbg !94
  %273 = load i32, i32* %39, align 4, !dbg !96, !tbaa !97
  %274 = add nsw i32 %104, %72, !dbg !101
  %275 = sext i32 %274 to i64, !dbg !102
  %276 = getelementptr inbounds i8, i8* %2, i64 %275, !dbg !102
  %277 = load i8, i8* %276, align 1, !dbg !102, !tbaa !103
  %278 = zext i8 %277 to i32, !dbg !102
  %279 = mul nsw i32 %273, %278, !dbg !104
  %280 = add nsw i32 %279, %272, !dbg !105
  call void @llvm.dbg.value(metadata i64 1, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %280, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %113, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %116, metadata !71, metadata !DIExpression()), !dbg !94
  %281 = load i32, i32* %40, align 4, !dbg !96, !tbaa !97
  %282 = add nsw i32 %116, %72, !dbg !101
  %283 = sext i32 %282 to i64, !dbg !102
  %284 = getelementptr inbounds i8, i8* %2, i64 %283, !dbg !102
  %285 = load i8, i8* %284, align 1, !dbg !102, !tbaa !103
  %286 = zext i8 %285 to i32, !dbg !102
  %287 = mul nsw i32 %281, %286, !dbg !104
  %288 = add nsw i32 %287, %280, !dbg !105
  call void @llvm.dbg.value(metadata i64 2, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %288, metadata !60, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %125, metadata !86, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 %128, metadata !71, metadata !DIExpression()), !dbg !94
  %289 = load i32, i32* %41, align 4, !dbg !96, !tbaa !97
  %290 = add nsw i32 %128, %72, !dbg !101
  %291 = sext i32 %290 to i64, !dbg !102
  %292 = getelementptr inbounds i8, i8* %2, i64 %291, !dbg !102
  %293 = load i8, i8* %292, align 1, !dbg !102, !tbaa !103
  %294 = zext i8 %293 to i32, !dbg !102
  %295 = mul nsw i32 %289, %294, !dbg !104
  %296 = add nsw i32 %295, %288, !dbg !105
  call void @llvm.dbg.value(metadata i64 3, metadata !65, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i64 3, metadata !63, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %296, metadata !60, metadata !DIExpression()), !dbg !79
  %297 = sdiv i32 %296, %4, !dbg !106
  call void @llvm.dbg.value(metadata i32 %297, metadata !86, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i32 255, metadata !88, metadata !DIExpression()), !dbg !107
  %298 = icmp slt i32 %297, 255, !dbg !109
  %299 = select i1 %298, i32 %297, i32 255, !dbg !109
  %300 = icmp sgt i32 %299, 0, !dbg !109
  %301 = select i1 %300, i32 %299, i32 0, !dbg !109
  %302 = trunc i32 %301 to i8, !dbg !110
  %303 = add nuw nsw i64 %74, %44, !dbg !111
  %304 = getelementptr inbounds i8, i8* %5, i64 %303, !dbg !112
  store i8 %302, i8* %304, align 1, !dbg !113, !tbaa !103
  call void @llvm.dbg.value(metadata i64 %113, metadata !57, metadata !DIExpression()), !dbg !77
  %305 = icmp eq i64 %113, %18, !dbg !114
  br i1 %305, label %306, label %73, !dbg !76, !llvm.loop !115

306:                                              ; preds = %73
  call void @llvm.dbg.value(metadata i64 %63, metadata !55, metadata !DIExpression()), !dbg !73
  %307 = icmp eq i64 %63, %16, !dbg !74
  br i1 %307, label %308, label %42, !dbg !75, !llvm.loop !118

308:                                              ; preds = %306, %8, %6
  ret void, !dbg !120
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !2 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !16, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i8** %1, metadata !17, metadata !DIExpression()), !dbg !121
  %3 = icmp sgt i32 %0, 1, !dbg !122
  br i1 %3, label %4, label %15, !dbg !123

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !124
  %6 = load i8*, i8** %5, align 8, !dbg !124, !tbaa !125
  call void @llvm.dbg.value(metadata i8* %6, metadata !127, metadata !DIExpression()) #7, !dbg !135
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !137
  %8 = trunc i64 %7 to i32, !dbg !138
  call void @llvm.dbg.value(metadata i32 %8, metadata !18, metadata !DIExpression()), !dbg !121
  %9 = icmp eq i32 %0, 2, !dbg !139
  br i1 %9, label %15, label %10, !dbg !140

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !141
  %12 = load i8*, i8** %11, align 8, !dbg !141, !tbaa !125
  call void @llvm.dbg.value(metadata i8* %12, metadata !127, metadata !DIExpression()) #7, !dbg !142
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !144
  %14 = trunc i64 %13 to i32, !dbg !145
  br label %15, !dbg !140

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 64, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 96, %4 ], [ 96, %2 ], !dbg !140
  call void @llvm.dbg.value(metadata i32 %17, metadata !19, metadata !DIExpression()), !dbg !121
  %18 = mul nsw i32 %17, %16, !dbg !146
  %19 = sext i32 %18 to i64, !dbg !147
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !148
  call void @llvm.dbg.value(metadata i8* %20, metadata !20, metadata !DIExpression()), !dbg !121
  %21 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !149
  call void @llvm.dbg.value(metadata i8* %21, metadata !22, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !150
  %22 = icmp sgt i32 %18, 0, !dbg !151
  br i1 %22, label %24, label %23, !dbg !153

23:                                               ; preds = %15
  tail call void @kernel_conv(i32 noundef %16, i32 noundef %17, i8* noundef %20, i32* noundef getelementptr inbounds ([25 x i32], [25 x i32]* @main.kern, i64 0, i64 0), i32 noundef 4, i8* noundef %21), !dbg !154
  call void @llvm.dbg.value(metadata i32 255, metadata !25, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !155
  br label %108, !dbg !156

24:                                               ; preds = %15
  %25 = zext i32 %18 to i64, !dbg !151
  %26 = icmp ult i32 %18, 16, !dbg !153
  br i1 %26, label %71, label %27, !dbg !153

27:                                               ; preds = %24
  %28 = and i64 %25, 4294967280, !dbg !153
  %29 = add nsw i64 %28, -16, !dbg !153
  %30 = lshr exact i64 %29, 4, !dbg !153
  %31 = add nuw nsw i64 %30, 1, !dbg !153
  %32 = and i64 %31, 1, !dbg !153
  %33 = icmp eq i64 %29, 0, !dbg !153
  br i1 %33, label %58, label %34, !dbg !153

34:                                               ; preds = %27
  %35 = and i64 %31, 2305843009213693950, !dbg !153
  br label %36, !dbg !153

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %54, %36 ], !dbg !157
  %38 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %34 ], [ %55, %36 ], !dbg !158
  %39 = phi i64 [ 0, %34 ], [ %56, %36 ]
  %40 = mul nsw <16 x i32> %38, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !158
  %41 = lshr <16 x i32> %38, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !159
  %42 = xor <16 x i32> %40, %41, !dbg !160
  %43 = trunc <16 x i32> %42 to <16 x i8>, !dbg !161
  %44 = getelementptr inbounds i8, i8* %20, i64 %37, !dbg !157
  %45 = bitcast i8* %44 to <16 x i8>*, !dbg !162
  store <16 x i8> %43, <16 x i8>* %45, align 1, !dbg !162, !tbaa !103
  %46 = or i64 %37, 16, !dbg !157
  %47 = add <16 x i32> %38, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>, !dbg !158
  %48 = mul nsw <16 x i32> %47, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !158
  %49 = lshr <16 x i32> %47, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !159
  %50 = xor <16 x i32> %48, %49, !dbg !160
  %51 = trunc <16 x i32> %50 to <16 x i8>, !dbg !161
  %52 = getelementptr inbounds i8, i8* %20, i64 %46, !dbg !157
  %53 = bitcast i8* %52 to <16 x i8>*, !dbg !162
  store <16 x i8> %51, <16 x i8>* %53, align 1, !dbg !162, !tbaa !103
  %54 = add nuw i64 %37, 32, !dbg !157
  %55 = add <16 x i32> %38, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, !dbg !158
  %56 = add i64 %39, 2, !dbg !157
  %57 = icmp eq i64 %56, %35, !dbg !157
  br i1 %57, label %58, label %36, !dbg !157, !llvm.loop !163

58:                                               ; preds = %36, %27
  %59 = phi i64 [ 0, %27 ], [ %54, %36 ]
  %60 = phi <16 x i32> [ <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>, %27 ], [ %55, %36 ]
  %61 = icmp eq i64 %32, 0, !dbg !157
  br i1 %61, label %69, label %62, !dbg !157

62:                                               ; preds = %58
  %63 = mul nsw <16 x i32> %60, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>, !dbg !158
  %64 = lshr <16 x i32> %60, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>, !dbg !159
  %65 = xor <16 x i32> %63, %64, !dbg !160
  %66 = trunc <16 x i32> %65 to <16 x i8>, !dbg !161
  %67 = getelementptr inbounds i8, i8* %20, i64 %59, !dbg !157
  %68 = bitcast i8* %67 to <16 x i8>*, !dbg !162
  store <16 x i8> %66, <16 x i8>* %68, align 1, !dbg !162, !tbaa !103
  br label %69, !dbg !153

69:                                               ; preds = %58, %62
  %70 = icmp eq i64 %28, %25, !dbg !153
  br i1 %70, label %73, label %71, !dbg !153

71:                                               ; preds = %24, %69
  %72 = phi i64 [ 0, %24 ], [ %28, %69 ]
  br label %79, !dbg !153

73:                                               ; preds = %79, %69
  tail call void @kernel_conv(i32 noundef %16, i32 noundef %17, i8* noundef nonnull %20, i32* noundef getelementptr inbounds ([25 x i32], [25 x i32]* @main.kern, i64 0, i64 0), i32 noundef 4, i8* noundef %21), !dbg !154
  call void @llvm.dbg.value(metadata i32 255, metadata !25, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !155
  br i1 %22, label %74, label %108, !dbg !156

74:                                               ; preds = %73
  %75 = and i64 %25, 1, !dbg !156
  %76 = icmp eq i32 %18, 1, !dbg !156
  br i1 %76, label %89, label %77, !dbg !156

77:                                               ; preds = %74
  %78 = and i64 %25, 4294967294, !dbg !156
  br label %113, !dbg !156

79:                                               ; preds = %71, %79
  %80 = phi i64 [ %87, %79 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !23, metadata !DIExpression()), !dbg !150
  %81 = trunc i64 %80 to i32, !dbg !158
  %82 = mul nsw i32 %81, 7, !dbg !158
  %83 = lshr i32 %81, 5, !dbg !159
  %84 = xor i32 %82, %83, !dbg !160
  %85 = trunc i32 %84 to i8, !dbg !161
  %86 = getelementptr inbounds i8, i8* %20, i64 %80, !dbg !166
  store i8 %85, i8* %86, align 1, !dbg !162, !tbaa !103
  %87 = add nuw nsw i64 %80, 1, !dbg !157
  call void @llvm.dbg.value(metadata i64 %87, metadata !23, metadata !DIExpression()), !dbg !150
  %88 = icmp eq i64 %87, %25, !dbg !151
  br i1 %88, label %73, label %79, !dbg !153, !llvm.loop !167

89:                                               ; preds = %113, %74
  %90 = phi i32 [ undef, %74 ], [ %133, %113 ]
  %91 = phi i32 [ undef, %74 ], [ %135, %113 ]
  %92 = phi i64 [ undef, %74 ], [ %137, %113 ]
  %93 = phi i64 [ 0, %74 ], [ %138, %113 ]
  %94 = phi i64 [ 0, %74 ], [ %137, %113 ]
  %95 = phi i32 [ 0, %74 ], [ %135, %113 ]
  %96 = phi i32 [ 255, %74 ], [ %133, %113 ]
  %97 = icmp eq i64 %75, 0, !dbg !156
  br i1 %97, label %108, label %98, !dbg !156

98:                                               ; preds = %89
  call void @llvm.dbg.value(metadata i64 %93, metadata !29, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 %94, metadata !27, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %95, metadata !26, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %96, metadata !25, metadata !DIExpression()), !dbg !121
  %99 = getelementptr inbounds i8, i8* %21, i64 %93, !dbg !169
  %100 = load i8, i8* %99, align 1, !dbg !169, !tbaa !103
  %101 = zext i8 %100 to i32, !dbg !169
  %102 = icmp sgt i32 %96, %101, !dbg !173
  %103 = select i1 %102, i32 %101, i32 %96, !dbg !174
  call void @llvm.dbg.value(metadata i32 %103, metadata !25, metadata !DIExpression()), !dbg !121
  %104 = icmp ult i32 %95, %101, !dbg !175
  %105 = select i1 %104, i32 %101, i32 %95, !dbg !177
  call void @llvm.dbg.value(metadata i32 %105, metadata !26, metadata !DIExpression()), !dbg !121
  %106 = zext i8 %100 to i64, !dbg !178
  %107 = add nuw nsw i64 %94, %106, !dbg !179
  call void @llvm.dbg.value(metadata i64 %107, metadata !27, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %93, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !155
  br label %108, !dbg !180

108:                                              ; preds = %98, %89, %23, %73
  %109 = phi i32 [ 255, %73 ], [ 255, %23 ], [ %90, %89 ], [ %103, %98 ], !dbg !121
  %110 = phi i32 [ 0, %73 ], [ 0, %23 ], [ %91, %89 ], [ %105, %98 ], !dbg !121
  %111 = phi i64 [ 0, %73 ], [ 0, %23 ], [ %92, %89 ], [ %107, %98 ], !dbg !121
  %112 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i32 noundef %109, i32 noundef %110, i64 noundef %111), !dbg !180
  tail call void @free(i8* noundef %20) #7, !dbg !181
  tail call void @free(i8* noundef %21) #7, !dbg !182
  ret i32 0, !dbg !183

113:                                              ; preds = %113, %77
  %114 = phi i64 [ 0, %77 ], [ %138, %113 ]
  %115 = phi i64 [ 0, %77 ], [ %137, %113 ]
  %116 = phi i32 [ 0, %77 ], [ %135, %113 ]
  %117 = phi i32 [ 255, %77 ], [ %133, %113 ]
  %118 = phi i64 [ 0, %77 ], [ %139, %113 ]
  call void @llvm.dbg.value(metadata i64 %114, metadata !29, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 %115, metadata !27, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %116, metadata !26, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %117, metadata !25, metadata !DIExpression()), !dbg !121
  %119 = getelementptr inbounds i8, i8* %21, i64 %114, !dbg !169
  %120 = load i8, i8* %119, align 1, !dbg !169, !tbaa !103
  %121 = zext i8 %120 to i32, !dbg !169
  %122 = icmp sgt i32 %117, %121, !dbg !173
  %123 = select i1 %122, i32 %121, i32 %117, !dbg !174
  call void @llvm.dbg.value(metadata i32 %123, metadata !25, metadata !DIExpression()), !dbg !121
  %124 = icmp ult i32 %116, %121, !dbg !175
  %125 = select i1 %124, i32 %121, i32 %116, !dbg !177
  call void @llvm.dbg.value(metadata i32 %125, metadata !26, metadata !DIExpression()), !dbg !121
  %126 = zext i8 %120 to i64, !dbg !178
  %127 = add nuw nsw i64 %115, %126, !dbg !179
  call void @llvm.dbg.value(metadata i64 %127, metadata !27, metadata !DIExpression()), !dbg !121
  %128 = or i64 %114, 1, !dbg !184
  call void @llvm.dbg.value(metadata i64 %128, metadata !29, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 %128, metadata !29, metadata !DIExpression()), !dbg !155
  call void @llvm.dbg.value(metadata i64 %127, metadata !27, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %125, metadata !26, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %123, metadata !25, metadata !DIExpression()), !dbg !121
  %129 = getelementptr inbounds i8, i8* %21, i64 %128, !dbg !169
  %130 = load i8, i8* %129, align 1, !dbg !169, !tbaa !103
  %131 = zext i8 %130 to i32, !dbg !169
  %132 = icmp sgt i32 %123, %131, !dbg !173
  %133 = select i1 %132, i32 %131, i32 %123, !dbg !174
  call void @llvm.dbg.value(metadata i32 %133, metadata !25, metadata !DIExpression()), !dbg !121
  %134 = icmp ult i32 %125, %131, !dbg !175
  %135 = select i1 %134, i32 %131, i32 %125, !dbg !177
  call void @llvm.dbg.value(metadata i32 %135, metadata !26, metadata !DIExpression()), !dbg !121
  %136 = zext i8 %130 to i64, !dbg !178
  %137 = add nuw nsw i64 %127, %136, !dbg !179
  call void @llvm.dbg.value(metadata i64 %137, metadata !27, metadata !DIExpression()), !dbg !121
  %138 = add nuw nsw i64 %114, 2, !dbg !184
  call void @llvm.dbg.value(metadata i64 %138, metadata !29, metadata !DIExpression()), !dbg !155
  %139 = add i64 %118, 2, !dbg !156
  %140 = icmp eq i64 %139, %78, !dbg !156
  br i1 %140, label %89, label %113, !dbg !156, !llvm.loop !185
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
!76 = !DILocation(line: 13, column: 5, scope: !58)
!77 = !DILocation(line: 0, scope: !58)
!78 = !DILocation(line: 0, scope: !64)
!79 = !DILocation(line: 0, scope: !61)
!80 = !DILocation(line: 17, column: 60, scope: !69)
!81 = !DILocation(line: 7, column: 60, scope: !82, inlinedAt: !89)
!82 = distinct !DISubprogram(name: "clampi", scope: !3, file: !3, line: 7, type: !83, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!6, !6, !6, !6}
!85 = !{!86, !87, !88}
!86 = !DILocalVariable(name: "v", arg: 1, scope: !82, file: !3, line: 7, type: !6)
!87 = !DILocalVariable(name: "lo", arg: 2, scope: !82, file: !3, line: 7, type: !6)
!88 = !DILocalVariable(name: "hi", arg: 3, scope: !82, file: !3, line: 7, type: !6)
!89 = distinct !DILocation(line: 17, column: 51, scope: !69)
!90 = !DILocation(line: 7, column: 58, scope: !82, inlinedAt: !89)
!91 = !DILocation(line: 0, scope: !66)
!92 = !DILocation(line: 0, scope: !82, inlinedAt: !93)
!93 = distinct !DILocation(line: 17, column: 20, scope: !69)
!94 = !DILocation(line: 0, scope: !69)
!95 = !DILocation(line: 0, scope: !82, inlinedAt: !89)
!96 = !DILocation(line: 18, column: 18, scope: !69)
!97 = !{!98, !98, i64 0}
!98 = !{!"int", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = !DILocation(line: 18, column: 60, scope: !69)
!102 = !DILocation(line: 18, column: 50, scope: !69)
!103 = !{!99, !99, i64 0}
!104 = !DILocation(line: 18, column: 48, scope: !69)
!105 = !DILocation(line: 18, column: 15, scope: !69)
!106 = !DILocation(line: 20, column: 50, scope: !61)
!107 = !DILocation(line: 0, scope: !82, inlinedAt: !108)
!108 = distinct !DILocation(line: 20, column: 39, scope: !61)
!109 = !DILocation(line: 7, column: 58, scope: !82, inlinedAt: !108)
!110 = !DILocation(line: 20, column: 24, scope: !61)
!111 = !DILocation(line: 20, column: 17, scope: !61)
!112 = !DILocation(line: 20, column: 7, scope: !61)
!113 = !DILocation(line: 20, column: 22, scope: !61)
!114 = !DILocation(line: 13, column: 23, scope: !62)
!115 = distinct !{!115, !76, !116, !117}
!116 = !DILocation(line: 21, column: 5, scope: !58)
!117 = !{!"llvm.loop.mustprogress"}
!118 = distinct !{!118, !75, !119, !117}
!119 = !DILocation(line: 21, column: 5, scope: !56)
!120 = !DILocation(line: 22, column: 1, scope: !42)
!121 = !DILocation(line: 0, scope: !2)
!122 = !DILocation(line: 26, column: 16, scope: !2)
!123 = !DILocation(line: 26, column: 11, scope: !2)
!124 = !DILocation(line: 26, column: 27, scope: !2)
!125 = !{!126, !126, i64 0}
!126 = !{!"any pointer", !99, i64 0}
!127 = !DILocalVariable(name: "__nptr", arg: 1, scope: !128, file: !129, line: 362, type: !132)
!128 = distinct !DISubprogram(name: "atoi", scope: !129, file: !129, line: 362, type: !130, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !10, retainedNodes: !134)
!129 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!130 = !DISubroutineType(types: !131)
!131 = !{!6, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!134 = !{!127}
!135 = !DILocation(line: 0, scope: !128, inlinedAt: !136)
!136 = distinct !DILocation(line: 26, column: 22, scope: !2)
!137 = !DILocation(line: 364, column: 16, scope: !128, inlinedAt: !136)
!138 = !DILocation(line: 364, column: 10, scope: !128, inlinedAt: !136)
!139 = !DILocation(line: 27, column: 16, scope: !2)
!140 = !DILocation(line: 27, column: 11, scope: !2)
!141 = !DILocation(line: 27, column: 27, scope: !2)
!142 = !DILocation(line: 0, scope: !128, inlinedAt: !143)
!143 = distinct !DILocation(line: 27, column: 22, scope: !2)
!144 = !DILocation(line: 364, column: 16, scope: !128, inlinedAt: !143)
!145 = !DILocation(line: 364, column: 10, scope: !128, inlinedAt: !143)
!146 = !DILocation(line: 28, column: 32, scope: !2)
!147 = !DILocation(line: 28, column: 30, scope: !2)
!148 = !DILocation(line: 28, column: 23, scope: !2)
!149 = !DILocation(line: 29, column: 24, scope: !2)
!150 = !DILocation(line: 0, scope: !24)
!151 = !DILocation(line: 32, column: 21, scope: !152)
!152 = distinct !DILexicalBlock(scope: !24, file: !3, line: 32, column: 3)
!153 = !DILocation(line: 32, column: 3, scope: !24)
!154 = !DILocation(line: 34, column: 3, scope: !2)
!155 = !DILocation(line: 0, scope: !30)
!156 = !DILocation(line: 37, column: 3, scope: !30)
!157 = !DILocation(line: 32, column: 31, scope: !152)
!158 = !DILocation(line: 33, column: 32, scope: !152)
!159 = !DILocation(line: 33, column: 42, scope: !152)
!160 = !DILocation(line: 33, column: 37, scope: !152)
!161 = !DILocation(line: 33, column: 13, scope: !152)
!162 = !DILocation(line: 33, column: 11, scope: !152)
!163 = distinct !{!163, !153, !164, !117, !165}
!164 = !DILocation(line: 33, column: 47, scope: !24)
!165 = !{!"llvm.loop.isvectorized", i32 1}
!166 = !DILocation(line: 33, column: 5, scope: !152)
!167 = distinct !{!167, !153, !164, !117, !168, !165}
!168 = !{!"llvm.loop.unroll.runtime.disable"}
!169 = !DILocation(line: 38, column: 9, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 38, column: 9)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 37, column: 35)
!172 = distinct !DILexicalBlock(scope: !30, file: !3, line: 37, column: 3)
!173 = !DILocation(line: 38, column: 16, scope: !170)
!174 = !DILocation(line: 38, column: 9, scope: !171)
!175 = !DILocation(line: 40, column: 16, scope: !176)
!176 = distinct !DILexicalBlock(scope: !171, file: !3, line: 40, column: 9)
!177 = !DILocation(line: 40, column: 9, scope: !171)
!178 = !DILocation(line: 42, column: 12, scope: !171)
!179 = !DILocation(line: 42, column: 9, scope: !171)
!180 = !DILocation(line: 44, column: 3, scope: !2)
!181 = !DILocation(line: 45, column: 3, scope: !2)
!182 = !DILocation(line: 46, column: 3, scope: !2)
!183 = !DILocation(line: 47, column: 3, scope: !2)
!184 = !DILocation(line: 37, column: 31, scope: !172)
!185 = distinct !{!185, !156, !186, !117}
!186 = !DILocation(line: 43, column: 3, scope: !30)
