; ModuleID = 'irr_while.c'
source_filename = "irr_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@C = internal unnamed_addr global [20 x [10 x i32]] zeroinitializer, align 16, !dbg !5
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !12

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !32
  br label %1, !dbg !33

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %20, %1 ], !dbg !34
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %21, %1 ], !dbg !36
  %4 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %2, !dbg !34
  %5 = mul <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %6 = mul <4 x i32> %3, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %7 = add <4 x i32> %6, <i32 12, i32 12, i32 12, i32 12>, !dbg !36
  %8 = bitcast i32* %4 to <4 x i32>*, !dbg !36
  store <4 x i32> %5, <4 x i32>* %8, align 16, !dbg !36, !tbaa !37
  %9 = getelementptr inbounds i32, i32* %4, i64 4, !dbg !36
  %10 = bitcast i32* %9 to <4 x i32>*, !dbg !36
  store <4 x i32> %7, <4 x i32>* %10, align 16, !dbg !36, !tbaa !37
  %11 = or i64 %2, 8, !dbg !34
  %12 = add <4 x i32> %3, <i32 8, i32 8, i32 8, i32 8>, !dbg !36
  %13 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %11, !dbg !34
  %14 = mul <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %15 = mul <4 x i32> %12, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %16 = add <4 x i32> %15, <i32 12, i32 12, i32 12, i32 12>, !dbg !36
  %17 = bitcast i32* %13 to <4 x i32>*, !dbg !36
  store <4 x i32> %14, <4 x i32>* %17, align 16, !dbg !36, !tbaa !37
  %18 = getelementptr inbounds i32, i32* %13, i64 4, !dbg !36
  %19 = bitcast i32* %18 to <4 x i32>*, !dbg !36
  store <4 x i32> %16, <4 x i32>* %19, align 16, !dbg !36, !tbaa !37
  %20 = add nuw nsw i64 %2, 16, !dbg !34
  %21 = add <4 x i32> %3, <i32 16, i32 16, i32 16, i32 16>, !dbg !36
  %22 = icmp eq i64 %20, 256, !dbg !34
  br i1 %22, label %23, label %1, !dbg !34, !llvm.loop !41

23:                                               ; preds = %1, %23
  %24 = phi i64 [ %62, %23 ], [ 0, %1 ]
  %25 = phi <4 x i32> [ %60, %23 ], [ zeroinitializer, %1 ]
  %26 = phi <4 x i32> [ %61, %23 ], [ zeroinitializer, %1 ]
  %27 = mul i64 %24, -2
  %28 = add i64 %27, 255
  %29 = add i64 %27, 253
  %30 = add i64 %27, 251
  %31 = add i64 %27, 249
  %32 = add i64 %27, 247
  %33 = add i64 %27, 245
  %34 = add i64 %27, 243
  %35 = add i64 %27, 241
  %36 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %28, !dbg !45
  %37 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %29, !dbg !45
  %38 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %30, !dbg !45
  %39 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %31, !dbg !45
  %40 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %32, !dbg !45
  %41 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %33, !dbg !45
  %42 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %34, !dbg !45
  %43 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %35, !dbg !45
  %44 = load i32, i32* %36, align 4, !dbg !45, !tbaa !37
  %45 = load i32, i32* %37, align 4, !dbg !45, !tbaa !37
  %46 = load i32, i32* %38, align 4, !dbg !45, !tbaa !37
  %47 = load i32, i32* %39, align 4, !dbg !45, !tbaa !37
  %48 = insertelement <4 x i32> poison, i32 %44, i64 0, !dbg !45
  %49 = insertelement <4 x i32> %48, i32 %45, i64 1, !dbg !45
  %50 = insertelement <4 x i32> %49, i32 %46, i64 2, !dbg !45
  %51 = insertelement <4 x i32> %50, i32 %47, i64 3, !dbg !45
  %52 = load i32, i32* %40, align 4, !dbg !45, !tbaa !37
  %53 = load i32, i32* %41, align 4, !dbg !45, !tbaa !37
  %54 = load i32, i32* %42, align 4, !dbg !45, !tbaa !37
  %55 = load i32, i32* %43, align 4, !dbg !45, !tbaa !37
  %56 = insertelement <4 x i32> poison, i32 %52, i64 0
  %57 = insertelement <4 x i32> %56, i32 %53, i64 1
  %58 = insertelement <4 x i32> %57, i32 %54, i64 2
  %59 = insertelement <4 x i32> %58, i32 %55, i64 3
  %60 = add <4 x i32> %51, %25
  %61 = add <4 x i32> %59, %26
  %62 = add nuw i64 %24, 8
  %63 = icmp eq i64 %62, 128
  br i1 %63, label %64, label %23, !llvm.loop !47

64:                                               ; preds = %23, %64
  %65 = phi i64 [ %68, %64 ], [ 0, %23 ]
  call void @llvm.dbg.value(metadata i64 %65, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 0, metadata !29, metadata !DIExpression()), !dbg !32
  %66 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %65, i64 0, !dbg !50
  %67 = trunc i64 %65 to i32, !dbg !53
  store i32 %67, i32* %66, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 1, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 1, metadata !29, metadata !DIExpression()), !dbg !32
  %68 = add nuw nsw i64 %65, 1, !dbg !54
  %69 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %65, i64 1, !dbg !50
  %70 = trunc i64 %68 to i32, !dbg !53
  store i32 %70, i32* %69, align 4, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 2, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 2, metadata !29, metadata !DIExpression()), !dbg !32
  %71 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %65, i64 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 3, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 3, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !29, metadata !DIExpression()), !dbg !32
  %72 = insertelement <4 x i64> poison, i64 %65, i64 0, !dbg !53
  %73 = shufflevector <4 x i64> %72, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !53
  %74 = trunc <4 x i64> %73 to <4 x i32>, !dbg !53
  %75 = add <4 x i32> %74, <i32 2, i32 3, i32 4, i32 5>, !dbg !53
  %76 = bitcast i32* %71 to <4 x i32>*, !dbg !53
  store <4 x i32> %75, <4 x i32>* %76, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 6, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 6, metadata !29, metadata !DIExpression()), !dbg !32
  %77 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %65, i64 6, !dbg !50
  call void @llvm.dbg.value(metadata i64 7, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 7, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !29, metadata !DIExpression()), !dbg !32
  %78 = trunc <4 x i64> %73 to <4 x i32>, !dbg !53
  %79 = add <4 x i32> %78, <i32 6, i32 7, i32 8, i32 9>, !dbg !53
  %80 = bitcast i32* %77 to <4 x i32>*, !dbg !53
  store <4 x i32> %79, <4 x i32>* %80, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 10, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %68, metadata !28, metadata !DIExpression()), !dbg !32
  %81 = icmp eq i64 %68, 20, !dbg !55
  br i1 %81, label %82, label %64, !dbg !56, !llvm.loop !57

82:                                               ; preds = %64
  %83 = add <4 x i32> %61, %60, !dbg !59
  %84 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %83), !dbg !59
  call void @llvm.dbg.value(metadata i32 %84, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 0, metadata !28, metadata !DIExpression()), !dbg !32
  %85 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 0, i64 9), align 4, !dbg !60, !tbaa !37
  %86 = add nsw i32 %85, %84, !dbg !63
  call void @llvm.dbg.value(metadata i32 %86, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 1, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %86, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 1, metadata !28, metadata !DIExpression()), !dbg !32
  %87 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 1, i64 9), align 4, !dbg !60, !tbaa !37
  %88 = add nsw i32 %87, %86, !dbg !63
  call void @llvm.dbg.value(metadata i32 %88, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 2, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %88, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 2, metadata !28, metadata !DIExpression()), !dbg !32
  %89 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 2, i64 9), align 4, !dbg !60, !tbaa !37
  %90 = add nsw i32 %89, %88, !dbg !63
  call void @llvm.dbg.value(metadata i32 %90, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 3, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %90, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 3, metadata !28, metadata !DIExpression()), !dbg !32
  %91 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 3, i64 9), align 4, !dbg !60, !tbaa !37
  %92 = add nsw i32 %91, %90, !dbg !63
  call void @llvm.dbg.value(metadata i32 %92, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %92, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !28, metadata !DIExpression()), !dbg !32
  %93 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 4, i64 9), align 4, !dbg !60, !tbaa !37
  %94 = add nsw i32 %93, %92, !dbg !63
  call void @llvm.dbg.value(metadata i32 %94, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %94, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !28, metadata !DIExpression()), !dbg !32
  %95 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 5, i64 9), align 4, !dbg !60, !tbaa !37
  %96 = add nsw i32 %95, %94, !dbg !63
  call void @llvm.dbg.value(metadata i32 %96, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 6, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %96, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 6, metadata !28, metadata !DIExpression()), !dbg !32
  %97 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 6, i64 9), align 4, !dbg !60, !tbaa !37
  %98 = add nsw i32 %97, %96, !dbg !63
  call void @llvm.dbg.value(metadata i32 %98, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 7, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %98, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 7, metadata !28, metadata !DIExpression()), !dbg !32
  %99 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 7, i64 9), align 4, !dbg !60, !tbaa !37
  %100 = add nsw i32 %99, %98, !dbg !63
  call void @llvm.dbg.value(metadata i32 %100, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %100, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !28, metadata !DIExpression()), !dbg !32
  %101 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 8, i64 9), align 4, !dbg !60, !tbaa !37
  %102 = add nsw i32 %101, %100, !dbg !63
  call void @llvm.dbg.value(metadata i32 %102, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %102, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !28, metadata !DIExpression()), !dbg !32
  %103 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 9, i64 9), align 4, !dbg !60, !tbaa !37
  %104 = add nsw i32 %103, %102, !dbg !63
  call void @llvm.dbg.value(metadata i32 %104, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 10, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %104, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 10, metadata !28, metadata !DIExpression()), !dbg !32
  %105 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 10, i64 9), align 4, !dbg !60, !tbaa !37
  %106 = add nsw i32 %105, %104, !dbg !63
  call void @llvm.dbg.value(metadata i32 %106, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 11, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %106, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 11, metadata !28, metadata !DIExpression()), !dbg !32
  %107 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 11, i64 9), align 4, !dbg !60, !tbaa !37
  %108 = add nsw i32 %107, %106, !dbg !63
  call void @llvm.dbg.value(metadata i32 %108, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 12, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %108, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 12, metadata !28, metadata !DIExpression()), !dbg !32
  %109 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 12, i64 9), align 4, !dbg !60, !tbaa !37
  %110 = add nsw i32 %109, %108, !dbg !63
  call void @llvm.dbg.value(metadata i32 %110, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 13, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %110, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 13, metadata !28, metadata !DIExpression()), !dbg !32
  %111 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 13, i64 9), align 4, !dbg !60, !tbaa !37
  %112 = add nsw i32 %111, %110, !dbg !63
  call void @llvm.dbg.value(metadata i32 %112, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 14, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %112, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 14, metadata !28, metadata !DIExpression()), !dbg !32
  %113 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 14, i64 9), align 4, !dbg !60, !tbaa !37
  %114 = add nsw i32 %113, %112, !dbg !63
  call void @llvm.dbg.value(metadata i32 %114, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 15, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %114, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 15, metadata !28, metadata !DIExpression()), !dbg !32
  %115 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 15, i64 9), align 4, !dbg !60, !tbaa !37
  %116 = add nsw i32 %115, %114, !dbg !63
  call void @llvm.dbg.value(metadata i32 %116, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 16, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %116, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 16, metadata !28, metadata !DIExpression()), !dbg !32
  %117 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 16, i64 9), align 4, !dbg !60, !tbaa !37
  %118 = add nsw i32 %117, %116, !dbg !63
  call void @llvm.dbg.value(metadata i32 %118, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 17, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %118, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 17, metadata !28, metadata !DIExpression()), !dbg !32
  %119 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 17, i64 9), align 4, !dbg !60, !tbaa !37
  %120 = add nsw i32 %119, %118, !dbg !63
  call void @llvm.dbg.value(metadata i32 %120, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 18, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %120, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 18, metadata !28, metadata !DIExpression()), !dbg !32
  %121 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 18, i64 9), align 4, !dbg !60, !tbaa !37
  %122 = add nsw i32 %121, %120, !dbg !63
  call void @llvm.dbg.value(metadata i32 %122, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 19, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %122, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 19, metadata !28, metadata !DIExpression()), !dbg !32
  %123 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 19, i64 9), align 4, !dbg !60, !tbaa !37
  %124 = add nsw i32 %123, %122, !dbg !63
  call void @llvm.dbg.value(metadata i32 %124, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 20, metadata !28, metadata !DIExpression()), !dbg !32
  store i32 %124, i32* @checksum, align 4, !dbg !64, !tbaa !37
  ret i32 0, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 7, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_while.c", directory: ".")
!4 = !{!0, !5, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !11}
!10 = !DISubrange(count: 20)
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !25, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!8}
!27 = !{!28, !29, !30, !31}
!28 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 13, type: !8)
!29 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 13, type: !8)
!30 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 13, type: !8)
!31 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 13, type: !8)
!32 = !DILocation(line: 0, scope: !24)
!33 = !DILocation(line: 15, column: 3, scope: !24)
!34 = !DILocation(line: 17, column: 6, scope: !35)
!35 = distinct !DILexicalBlock(scope: !24, file: !3, line: 15, column: 17)
!36 = !DILocation(line: 16, column: 10, scope: !35)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = distinct !{!41, !33, !42, !43, !44}
!42 = !DILocation(line: 18, column: 3, scope: !24)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !{!"llvm.loop.isvectorized", i32 1}
!45 = !DILocation(line: 21, column: 10, scope: !46)
!46 = distinct !DILexicalBlock(scope: !24, file: !3, line: 20, column: 6)
!47 = distinct !{!47, !48, !49, !43, !44}
!48 = !DILocation(line: 20, column: 3, scope: !24)
!49 = !DILocation(line: 23, column: 18, scope: !24)
!50 = !DILocation(line: 28, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 27, column: 8)
!52 = distinct !DILexicalBlock(scope: !24, file: !3, line: 25, column: 20)
!53 = !DILocation(line: 28, column: 15, scope: !51)
!54 = !DILocation(line: 28, column: 19, scope: !51)
!55 = !DILocation(line: 25, column: 12, scope: !24)
!56 = !DILocation(line: 25, column: 3, scope: !24)
!57 = distinct !{!57, !56, !58, !43}
!58 = !DILocation(line: 32, column: 3, scope: !24)
!59 = !DILocation(line: 23, column: 3, scope: !46)
!60 = !DILocation(line: 34, column: 10, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 33, column: 3)
!62 = distinct !DILexicalBlock(scope: !24, file: !3, line: 33, column: 3)
!63 = !DILocation(line: 34, column: 7, scope: !61)
!64 = !DILocation(line: 35, column: 12, scope: !24)
!65 = !DILocation(line: 36, column: 3, scope: !24)
