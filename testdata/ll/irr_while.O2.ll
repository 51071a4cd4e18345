; ModuleID = 'irr_while.c'
source_filename = "irr_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [256 x i32] zeroinitializer, align 16, !dbg !0
@C = internal unnamed_addr global [20 x [10 x i32]] zeroinitializer, align 16, !dbg !5
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !12

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !24 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !32
  br label %vector.body, !dbg !33

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ], !dbg !34
  %vec.ind70 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %entry ], [ %vec.ind.next73.1, %vector.body ], !dbg !36
  %0 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %index, !dbg !34
  %1 = mul <4 x i32> %vec.ind70, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %2 = mul <4 x i32> %vec.ind70, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %3 = add <4 x i32> %2, <i32 12, i32 12, i32 12, i32 12>, !dbg !36
  %4 = bitcast i32* %0 to <4 x i32>*, !dbg !36
  store <4 x i32> %1, <4 x i32>* %4, align 16, !dbg !36, !tbaa !37
  %5 = getelementptr inbounds i32, i32* %0, i64 4, !dbg !36
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !36
  store <4 x i32> %3, <4 x i32>* %6, align 16, !dbg !36, !tbaa !37
  %index.next = or i64 %index, 8, !dbg !34
  %vec.ind.next73 = add <4 x i32> %vec.ind70, <i32 8, i32 8, i32 8, i32 8>, !dbg !36
  %7 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %index.next, !dbg !34
  %8 = mul <4 x i32> %vec.ind.next73, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %9 = mul <4 x i32> %vec.ind.next73, <i32 3, i32 3, i32 3, i32 3>, !dbg !36
  %10 = add <4 x i32> %9, <i32 12, i32 12, i32 12, i32 12>, !dbg !36
  %11 = bitcast i32* %7 to <4 x i32>*, !dbg !36
  store <4 x i32> %8, <4 x i32>* %11, align 16, !dbg !36, !tbaa !37
  %12 = getelementptr inbounds i32, i32* %7, i64 4, !dbg !36
  %13 = bitcast i32* %12 to <4 x i32>*, !dbg !36
  store <4 x i32> %10, <4 x i32>* %13, align 16, !dbg !36, !tbaa !37
  %index.next.1 = add nuw nsw i64 %index, 16, !dbg !34
  %vec.ind.next73.1 = add <4 x i32> %vec.ind70, <i32 16, i32 16, i32 16, i32 16>, !dbg !36
  %14 = icmp eq i64 %index.next.1, 256, !dbg !34
  br i1 %14, label %vector.body76, label %vector.body, !dbg !34, !llvm.loop !41

vector.body76:                                    ; preds = %vector.body, %vector.body76
  %index80 = phi i64 [ %index.next82, %vector.body76 ], [ 0, %vector.body ]
  %vec.phi = phi <4 x i32> [ %47, %vector.body76 ], [ zeroinitializer, %vector.body ]
  %vec.phi81 = phi <4 x i32> [ %48, %vector.body76 ], [ zeroinitializer, %vector.body ]
  %15 = mul i64 %index80, -2
  %offset.idx = add i64 %15, 255
  %16 = add i64 %15, 253
  %17 = add i64 %15, 251
  %18 = add i64 %15, 249
  %19 = add i64 %15, 247
  %20 = add i64 %15, 245
  %21 = add i64 %15, 243
  %22 = add i64 %15, 241
  %23 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %offset.idx, !dbg !45
  %24 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %16, !dbg !45
  %25 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %17, !dbg !45
  %26 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %18, !dbg !45
  %27 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %19, !dbg !45
  %28 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %20, !dbg !45
  %29 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %21, !dbg !45
  %30 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %22, !dbg !45
  %31 = load i32, i32* %23, align 4, !dbg !45, !tbaa !37
  %32 = load i32, i32* %24, align 4, !dbg !45, !tbaa !37
  %33 = load i32, i32* %25, align 4, !dbg !45, !tbaa !37
  %34 = load i32, i32* %26, align 4, !dbg !45, !tbaa !37
  %35 = insertelement <4 x i32> poison, i32 %31, i64 0, !dbg !45
  %36 = insertelement <4 x i32> %35, i32 %32, i64 1, !dbg !45
  %37 = insertelement <4 x i32> %36, i32 %33, i64 2, !dbg !45
  %38 = insertelement <4 x i32> %37, i32 %34, i64 3, !dbg !45
  %39 = load i32, i32* %27, align 4, !dbg !45, !tbaa !37
  %40 = load i32, i32* %28, align 4, !dbg !45, !tbaa !37
  %41 = load i32, i32* %29, align 4, !dbg !45, !tbaa !37
  %42 = load i32, i32* %30, align 4, !dbg !45, !tbaa !37
  %43 = insertelement <4 x i32> poison, i32 %39, i64 0
  %44 = insertelement <4 x i32> %43, i32 %40, i64 1
  %45 = insertelement <4 x i32> %44, i32 %41, i64 2
  %46 = insertelement <4 x i32> %45, i32 %42, i64 3
  %47 = add <4 x i32> %38, %vec.phi
  %48 = add <4 x i32> %46, %vec.phi81
  %index.next82 = add nuw i64 %index80, 8
  %49 = icmp eq i64 %index.next82, 128
  br i1 %49, label %do.body7.preheader, label %vector.body76, !llvm.loop !47

do.body7.preheader:                               ; preds = %vector.body76, %do.body7.preheader
  %indvars.iv61 = phi i64 [ %51, %do.body7.preheader ], [ 0, %vector.body76 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv61, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 0, metadata !29, metadata !DIExpression()), !dbg !32
  %arrayidx12 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %indvars.iv61, i64 0, !dbg !50
  %50 = trunc i64 %indvars.iv61 to i32, !dbg !53
  store i32 %50, i32* %arrayidx12, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 1, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 1, metadata !29, metadata !DIExpression()), !dbg !32
  %51 = add nuw nsw i64 %indvars.iv61, 1, !dbg !54
  %arrayidx12.1 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %indvars.iv61, i64 1, !dbg !50
  %52 = trunc i64 %51 to i32, !dbg !53
  store i32 %52, i32* %arrayidx12.1, align 4, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 2, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 2, metadata !29, metadata !DIExpression()), !dbg !32
  %arrayidx12.2 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %indvars.iv61, i64 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 3, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 3, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !29, metadata !DIExpression()), !dbg !32
  %53 = insertelement <4 x i64> poison, i64 %indvars.iv61, i64 0, !dbg !53
  %shuffle = shufflevector <4 x i64> %53, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !53
  %54 = trunc <4 x i64> %shuffle to <4 x i32>, !dbg !53
  %55 = add <4 x i32> %54, <i32 2, i32 3, i32 4, i32 5>, !dbg !53
  %56 = bitcast i32* %arrayidx12.2 to <4 x i32>*, !dbg !53
  store <4 x i32> %55, <4 x i32>* %56, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 6, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 6, metadata !29, metadata !DIExpression()), !dbg !32
  %arrayidx12.6 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %indvars.iv61, i64 6, !dbg !50
  call void @llvm.dbg.value(metadata i64 7, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 7, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !29, metadata !DIExpression()), !dbg !32
  %57 = trunc <4 x i64> %shuffle to <4 x i32>, !dbg !53
  %58 = add <4 x i32> %57, <i32 6, i32 7, i32 8, i32 9>, !dbg !53
  %59 = bitcast i32* %arrayidx12.6 to <4 x i32>*, !dbg !53
  store <4 x i32> %58, <4 x i32>* %59, align 8, !dbg !53, !tbaa !37
  call void @llvm.dbg.value(metadata i64 10, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %51, metadata !28, metadata !DIExpression()), !dbg !32
  %exitcond64.not = icmp eq i64 %51, 20, !dbg !55
  br i1 %exitcond64.not, label %for.body.preheader, label %do.body7.preheader, !dbg !56, !llvm.loop !57

for.body.preheader:                               ; preds = %do.body7.preheader
  %bin.rdx = add <4 x i32> %48, %47, !dbg !59
  %60 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !59
  call void @llvm.dbg.value(metadata i32 %60, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 0, metadata !28, metadata !DIExpression()), !dbg !32
  %61 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 0, i64 9), align 4, !dbg !60, !tbaa !37
  %add23 = add nsw i32 %61, %60, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 1, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 1, metadata !28, metadata !DIExpression()), !dbg !32
  %62 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 1, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.1 = add nsw i32 %62, %add23, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.1, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 2, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.1, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 2, metadata !28, metadata !DIExpression()), !dbg !32
  %63 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 2, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.2 = add nsw i32 %63, %add23.1, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.2, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 3, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.2, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 3, metadata !28, metadata !DIExpression()), !dbg !32
  %64 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 3, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.3 = add nsw i32 %64, %add23.2, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.3, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.3, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 4, metadata !28, metadata !DIExpression()), !dbg !32
  %65 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 4, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.4 = add nsw i32 %65, %add23.3, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.4, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.4, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 5, metadata !28, metadata !DIExpression()), !dbg !32
  %66 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 5, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.5 = add nsw i32 %66, %add23.4, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 6, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 6, metadata !28, metadata !DIExpression()), !dbg !32
  %67 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 6, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.6 = add nsw i32 %67, %add23.5, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.6, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 7, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.6, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 7, metadata !28, metadata !DIExpression()), !dbg !32
  %68 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 7, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.7 = add nsw i32 %68, %add23.6, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.7, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.7, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 8, metadata !28, metadata !DIExpression()), !dbg !32
  %69 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 8, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.8 = add nsw i32 %69, %add23.7, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.8, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.8, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 9, metadata !28, metadata !DIExpression()), !dbg !32
  %70 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 9, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.9 = add nsw i32 %70, %add23.8, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.9, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 10, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.9, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 10, metadata !28, metadata !DIExpression()), !dbg !32
  %71 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 10, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.10 = add nsw i32 %71, %add23.9, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.10, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 11, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.10, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 11, metadata !28, metadata !DIExpression()), !dbg !32
  %72 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 11, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.11 = add nsw i32 %72, %add23.10, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.11, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 12, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.11, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 12, metadata !28, metadata !DIExpression()), !dbg !32
  %73 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 12, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.12 = add nsw i32 %73, %add23.11, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.12, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 13, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.12, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 13, metadata !28, metadata !DIExpression()), !dbg !32
  %74 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 13, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.13 = add nsw i32 %74, %add23.12, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.13, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 14, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.13, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 14, metadata !28, metadata !DIExpression()), !dbg !32
  %75 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 14, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.14 = add nsw i32 %75, %add23.13, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.14, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 15, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.14, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 15, metadata !28, metadata !DIExpression()), !dbg !32
  %76 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 15, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.15 = add nsw i32 %76, %add23.14, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.15, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 16, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.15, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 16, metadata !28, metadata !DIExpression()), !dbg !32
  %77 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 16, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.16 = add nsw i32 %77, %add23.15, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.16, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 17, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.16, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 17, metadata !28, metadata !DIExpression()), !dbg !32
  %78 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 17, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.17 = add nsw i32 %78, %add23.16, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.17, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 18, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.17, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 18, metadata !28, metadata !DIExpression()), !dbg !32
  %79 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 18, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.18 = add nsw i32 %79, %add23.17, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.18, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 19, metadata !28, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 %add23.18, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 19, metadata !28, metadata !DIExpression()), !dbg !32
  %80 = load i32, i32* getelementptr inbounds ([20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 19, i64 9), align 4, !dbg !60, !tbaa !37
  %add23.19 = add nsw i32 %80, %add23.18, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add23.19, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 20, metadata !28, metadata !DIExpression()), !dbg !32
  store i32 %add23.19, i32* @checksum, align 4, !dbg !64, !tbaa !37
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
