; ModuleID = 'lambda.cpp'
source_filename = "lambda.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%class.anon = type { i32, i32* }

@.str = private unnamed_addr constant [10 x i8] c"%f %d %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #0 !dbg !259 {
  %3 = alloca [32 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !264, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i8** %1, metadata !265, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata float 0.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 2.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 3.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 4.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 128, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 5.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 160, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 6.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 7.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 224, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 8.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 256, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 9.000000e+00, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 288, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.000000e+01, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 320, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.100000e+01, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 352, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.200000e+01, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 384, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.300000e+01, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 416, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.400000e+01, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 448, 32)), !dbg !292
  call void @llvm.dbg.value(metadata float 1.500000e+01, metadata !266, metadata !DIExpression(DW_OP_LLVM_fragment, 480, 32)), !dbg !292
  %4 = bitcast [32 x i32]* %3 to i8*, !dbg !293
  call void @llvm.lifetime.start.p0i8(i64 128, i8* nonnull %4) #5, !dbg !293
  call void @llvm.dbg.declare(metadata [32 x i32]* %3, metadata !284, metadata !DIExpression()), !dbg !294
  call void @llvm.dbg.value(metadata i32 0, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 0, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 1, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 1, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 2, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 2, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 3, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 3, metadata !288, metadata !DIExpression()), !dbg !295
  %5 = bitcast [32 x i32]* %3 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 32, i32 31, i32 30, i32 29>, <4 x i32>* %5, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 4, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 4, metadata !288, metadata !DIExpression()), !dbg !295
  %6 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 4, !dbg !302
  call void @llvm.dbg.value(metadata i64 5, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 5, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 6, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 6, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 7, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 7, metadata !288, metadata !DIExpression()), !dbg !295
  %7 = bitcast i32* %6 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 28, i32 27, i32 26, i32 25>, <4 x i32>* %7, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 8, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 8, metadata !288, metadata !DIExpression()), !dbg !295
  %8 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 8, !dbg !302
  call void @llvm.dbg.value(metadata i64 9, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 9, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 10, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 10, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 11, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 11, metadata !288, metadata !DIExpression()), !dbg !295
  %9 = bitcast i32* %8 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 24, i32 23, i32 22, i32 21>, <4 x i32>* %9, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 12, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 12, metadata !288, metadata !DIExpression()), !dbg !295
  %10 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 12, !dbg !302
  call void @llvm.dbg.value(metadata i64 13, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 13, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 14, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 14, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 15, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 15, metadata !288, metadata !DIExpression()), !dbg !295
  %11 = bitcast i32* %10 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 20, i32 19, i32 18, i32 17>, <4 x i32>* %11, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 16, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 16, metadata !288, metadata !DIExpression()), !dbg !295
  %12 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 16, !dbg !302
  call void @llvm.dbg.value(metadata i64 17, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 17, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 18, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 18, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 19, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 19, metadata !288, metadata !DIExpression()), !dbg !295
  %13 = bitcast i32* %12 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 16, i32 15, i32 14, i32 13>, <4 x i32>* %13, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 20, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 20, metadata !288, metadata !DIExpression()), !dbg !295
  %14 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 20, !dbg !302
  call void @llvm.dbg.value(metadata i64 21, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 21, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 22, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 22, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 23, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 23, metadata !288, metadata !DIExpression()), !dbg !295
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 12, i32 11, i32 10, i32 9>, <4 x i32>* %15, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 24, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 24, metadata !288, metadata !DIExpression()), !dbg !295
  %16 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 24, !dbg !302
  call void @llvm.dbg.value(metadata i64 25, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 25, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 26, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 26, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 27, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 27, metadata !288, metadata !DIExpression()), !dbg !295
  %17 = bitcast i32* %16 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 8, i32 7, i32 6, i32 5>, <4 x i32>* %17, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 28, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 28, metadata !288, metadata !DIExpression()), !dbg !295
  %18 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 28, !dbg !302
  call void @llvm.dbg.value(metadata i64 29, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 29, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 30, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 30, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 31, metadata !288, metadata !DIExpression()), !dbg !295
  call void @llvm.dbg.value(metadata i64 31, metadata !288, metadata !DIExpression()), !dbg !295
  %19 = bitcast i32* %18 to <4 x i32>*, !dbg !296
  store <4 x i32> <i32 4, i32 3, i32 2, i32 1>, <4 x i32>* %19, align 16, !dbg !296, !tbaa !298
  call void @llvm.dbg.value(metadata i64 32, metadata !288, metadata !DIExpression()), !dbg !295
  %20 = add nsw i32 %0, 2, !dbg !303
  call void @llvm.dbg.value(metadata i32 %20, metadata !290, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 0, metadata !291, metadata !DIExpression()), !dbg !292
  call void @llvm.dbg.value(metadata i32 %20, metadata !304, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !321
  call void @llvm.dbg.value(metadata i32* undef, metadata !304, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 64)), !dbg !321
  call void @llvm.dbg.value(metadata [32 x i32]* %3, metadata !315, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 32, metadata !316, metadata !DIExpression()), !dbg !321
  call void @llvm.dbg.value(metadata i32 0, metadata !317, metadata !DIExpression()), !dbg !323
  call void @llvm.dbg.value(metadata i64 0, metadata !317, metadata !DIExpression()), !dbg !323
  %21 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 0, !dbg !324
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !326, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 32, metadata !337, metadata !DIExpression()), !dbg !339
  %22 = shl nsw i32 %20, 5, !dbg !341
  store i32 %22, i32* %21, align 16, !dbg !342, !tbaa !298
  call void @llvm.dbg.value(metadata i64 1, metadata !317, metadata !DIExpression()), !dbg !323
  %23 = insertelement <4 x i32> poison, i32 %20, i64 0, !dbg !343
  %24 = shufflevector <4 x i32> %23, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !343
  %25 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 1
  %26 = bitcast i32* %25 to <4 x i32>*, !dbg !324
  %27 = load <4 x i32>, <4 x i32>* %26, align 4, !dbg !324, !tbaa !298
  %28 = mul nsw <4 x i32> %27, %24, !dbg !341
  %29 = bitcast i32* %25 to <4 x i32>*, !dbg !342
  store <4 x i32> %28, <4 x i32>* %29, align 4, !dbg !342, !tbaa !298
  %30 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 5
  %31 = bitcast i32* %30 to <4 x i32>*, !dbg !324
  %32 = load <4 x i32>, <4 x i32>* %31, align 4, !dbg !324, !tbaa !298
  %33 = mul nsw <4 x i32> %32, %24, !dbg !341
  %34 = bitcast i32* %30 to <4 x i32>*, !dbg !342
  store <4 x i32> %33, <4 x i32>* %34, align 4, !dbg !342, !tbaa !298
  %35 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 9
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !324
  %37 = load <4 x i32>, <4 x i32>* %36, align 4, !dbg !324, !tbaa !298
  %38 = mul nsw <4 x i32> %37, %24, !dbg !341
  %39 = bitcast i32* %35 to <4 x i32>*, !dbg !342
  store <4 x i32> %38, <4 x i32>* %39, align 4, !dbg !342, !tbaa !298
  %40 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 13
  %41 = bitcast i32* %40 to <4 x i32>*, !dbg !324
  %42 = load <4 x i32>, <4 x i32>* %41, align 4, !dbg !324, !tbaa !298
  %43 = mul nsw <4 x i32> %42, %24, !dbg !341
  %44 = bitcast i32* %40 to <4 x i32>*, !dbg !342
  store <4 x i32> %43, <4 x i32>* %44, align 4, !dbg !342, !tbaa !298
  %45 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 17
  %46 = bitcast i32* %45 to <4 x i32>*, !dbg !324
  %47 = load <4 x i32>, <4 x i32>* %46, align 4, !dbg !324, !tbaa !298
  %48 = mul nsw <4 x i32> %47, %24, !dbg !341
  %49 = bitcast i32* %45 to <4 x i32>*, !dbg !342
  store <4 x i32> %48, <4 x i32>* %49, align 4, !dbg !342, !tbaa !298
  %50 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 21
  %51 = bitcast i32* %50 to <4 x i32>*, !dbg !324
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !dbg !324, !tbaa !298
  %53 = mul nsw <4 x i32> %52, %24, !dbg !341
  %54 = bitcast i32* %50 to <4 x i32>*, !dbg !342
  store <4 x i32> %53, <4 x i32>* %54, align 4, !dbg !342, !tbaa !298
  %55 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 25
  %56 = bitcast i32* %55 to <4 x i32>*, !dbg !324
  %57 = load <4 x i32>, <4 x i32>* %56, align 4, !dbg !324, !tbaa !298
  %58 = mul nsw <4 x i32> %57, %24, !dbg !341
  %59 = bitcast i32* %55 to <4 x i32>*, !dbg !342
  store <4 x i32> %58, <4 x i32>* %59, align 4, !dbg !342, !tbaa !298
  %60 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 29
  %61 = load i32, i32* %60, align 4, !dbg !324, !tbaa !298
  call void @llvm.dbg.value(metadata i64 29, metadata !317, metadata !DIExpression()), !dbg !323
  %62 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 29, !dbg !324
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !326, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 %61, metadata !337, metadata !DIExpression()), !dbg !339
  %63 = mul nsw i32 %61, %20, !dbg !341
  store i32 %63, i32* %62, align 4, !dbg !342, !tbaa !298
  call void @llvm.dbg.value(metadata i64 30, metadata !317, metadata !DIExpression()), !dbg !323
  %64 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 30
  %65 = load i32, i32* %64, align 8, !dbg !324, !tbaa !298
  call void @llvm.dbg.value(metadata i64 30, metadata !317, metadata !DIExpression()), !dbg !323
  %66 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 30, !dbg !324
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !326, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 %65, metadata !337, metadata !DIExpression()), !dbg !339
  %67 = mul nsw i32 %65, %20, !dbg !341
  store i32 %67, i32* %66, align 8, !dbg !342, !tbaa !298
  call void @llvm.dbg.value(metadata i64 31, metadata !317, metadata !DIExpression()), !dbg !323
  %68 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 31
  %69 = load i32, i32* %68, align 4, !dbg !324, !tbaa !298
  call void @llvm.dbg.value(metadata i64 31, metadata !317, metadata !DIExpression()), !dbg !323
  %70 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 31, !dbg !324
  call void @llvm.dbg.value(metadata %class.anon* undef, metadata !326, metadata !DIExpression()), !dbg !339
  call void @llvm.dbg.value(metadata i32 %69, metadata !337, metadata !DIExpression()), !dbg !339
  %71 = mul nsw i32 %69, %20, !dbg !341
  store i32 %71, i32* %70, align 4, !dbg !342, !tbaa !298
  call void @llvm.dbg.value(metadata i64 32, metadata !317, metadata !DIExpression()), !dbg !323
  %72 = getelementptr inbounds [32 x i32], [32 x i32]* %3, i64 0, i64 0, !dbg !302
  call void @llvm.dbg.value(metadata i32* %72, metadata !315, metadata !DIExpression()), !dbg !321
  %73 = load i32, i32* %72, align 16, !dbg !344, !tbaa !298
  call void @llvm.dbg.value(metadata i32 32, metadata !291, metadata !DIExpression()), !dbg !292
  %74 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef 1.200000e+02, i32 noundef %73, i32 noundef 32), !dbg !345
  call void @llvm.lifetime.end.p0i8(i64 128, i8* nonnull %4) #5, !dbg !346
  ret i32 0, !dbg !347
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { mustprogress nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!252, !253, !254, !255, !256, !257}
!llvm.ident = !{!258}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, imports: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "lambda.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "cc9a64e492d2cdcd4976c8335f4612ea")
!2 = !{!3, !68, !74, !79, !83, !85, !87, !89, !91, !98, !103, !110, !114, !118, !122, !127, !131, !133, !137, !143, !147, !154, !156, !161, !165, !169, !171, !175, !179, !181, !185, !187, !189, !193, !197, !201, !205, !209, !213, !215, !222, !226, !230, !235, !237, !239, !243, !247, !248, !249, !250, !251}
!3 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !5, file: !67, line: 98)
!4 = !DINamespace(name: "std", scope: null)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !6, line: 7, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !8, line: 49, size: 1728, flags: DIFlagTypePassByValue, elements: !9, identifier: "_ZTS8_IO_FILE")
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!9 = !{!10, !12, !15, !16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !28, !30, !31, !32, !36, !38, !40, !44, !47, !49, !52, !55, !56, !58, !62, !63}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !7, file: !8, line: 51, baseType: !11, size: 32)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !7, file: !8, line: 54, baseType: !13, size: 64, offset: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !7, file: !8, line: 55, baseType: !13, size: 64, offset: 128)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !7, file: !8, line: 56, baseType: !13, size: 64, offset: 192)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !7, file: !8, line: 57, baseType: !13, size: 64, offset: 256)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !7, file: !8, line: 58, baseType: !13, size: 64, offset: 320)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !7, file: !8, line: 59, baseType: !13, size: 64, offset: 384)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !7, file: !8, line: 60, baseType: !13, size: 64, offset: 448)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !7, file: !8, line: 61, baseType: !13, size: 64, offset: 512)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !7, file: !8, line: 64, baseType: !13, size: 64, offset: 576)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !7, file: !8, line: 65, baseType: !13, size: 64, offset: 640)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !7, file: !8, line: 66, baseType: !13, size: 64, offset: 704)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !7, file: !8, line: 68, baseType: !26, size: 64, offset: 768)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !8, line: 36, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS10_IO_marker")
!28 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !7, file: !8, line: 70, baseType: !29, size: 64, offset: 832)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !7, file: !8, line: 72, baseType: !11, size: 32, offset: 896)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !7, file: !8, line: 73, baseType: !11, size: 32, offset: 928)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !7, file: !8, line: 74, baseType: !33, size: 64, offset: 960)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !34, line: 152, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !7, file: !8, line: 77, baseType: !37, size: 16, offset: 1024)
!37 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !7, file: !8, line: 78, baseType: !39, size: 8, offset: 1040)
!39 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !7, file: !8, line: 79, baseType: !41, size: 8, offset: 1048)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 8, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 1)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !7, file: !8, line: 81, baseType: !45, size: 64, offset: 1088)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !8, line: 43, baseType: null)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !7, file: !8, line: 89, baseType: !48, size: 64, offset: 1152)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !34, line: 153, baseType: !35)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !7, file: !8, line: 91, baseType: !50, size: 64, offset: 1216)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !8, line: 37, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS11_IO_codecvt")
!52 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !7, file: !8, line: 92, baseType: !53, size: 64, offset: 1280)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !8, line: 38, flags: DIFlagFwdDecl | DIFlagNonTrivial, identifier: "_ZTS13_IO_wide_data")
!55 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !7, file: !8, line: 93, baseType: !29, size: 64, offset: 1344)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !7, file: !8, line: 94, baseType: !57, size: 64, offset: 1408)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !7, file: !8, line: 95, baseType: !59, size: 64, offset: 1472)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !60, line: 46, baseType: !61)
!60 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !7, file: !8, line: 96, baseType: !11, size: 32, offset: 1536)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !7, file: !8, line: 98, baseType: !64, size: 160, offset: 1568)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 160, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 20)
!67 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!68 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !69, file: !67, line: 99)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !70, line: 84, baseType: !71)
!70 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !72, line: 14, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!73 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !72, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!74 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !75, file: !67, line: 101)
!75 = !DISubprogram(name: "clearerr", scope: !70, file: !70, line: 786, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!79 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !80, file: !67, line: 102)
!80 = !DISubprogram(name: "fclose", scope: !70, file: !70, line: 178, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{!11, !78}
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !84, file: !67, line: 103)
!84 = !DISubprogram(name: "feof", scope: !70, file: !70, line: 788, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !86, file: !67, line: 104)
!86 = !DISubprogram(name: "ferror", scope: !70, file: !70, line: 790, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !88, file: !67, line: 105)
!88 = !DISubprogram(name: "fflush", scope: !70, file: !70, line: 230, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !90, file: !67, line: 106)
!90 = !DISubprogram(name: "fgetc", scope: !70, file: !70, line: 513, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !92, file: !67, line: 107)
!92 = !DISubprogram(name: "fgetpos", scope: !70, file: !70, line: 760, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DISubroutineType(types: !94)
!94 = !{!11, !95, !96}
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!98 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !99, file: !67, line: 108)
!99 = !DISubprogram(name: "fgets", scope: !70, file: !70, line: 592, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!13, !102, !11, !95}
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !13)
!103 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !104, file: !67, line: 109)
!104 = !DISubprogram(name: "fopen", scope: !70, file: !70, line: 258, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DISubroutineType(types: !106)
!106 = !{!78, !107, !107}
!107 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!110 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !111, file: !67, line: 110)
!111 = !DISubprogram(name: "fprintf", scope: !70, file: !70, line: 350, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubroutineType(types: !113)
!113 = !{!11, !95, !107, null}
!114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !115, file: !67, line: 111)
!115 = !DISubprogram(name: "fputc", scope: !70, file: !70, line: 549, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!11, !11, !78}
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !119, file: !67, line: 112)
!119 = !DISubprogram(name: "fputs", scope: !70, file: !70, line: 655, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!11, !107, !95}
!122 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !123, file: !67, line: 113)
!123 = !DISubprogram(name: "fread", scope: !70, file: !70, line: 675, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!59, !126, !59, !59, !95}
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !57)
!127 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !128, file: !67, line: 114)
!128 = !DISubprogram(name: "freopen", scope: !70, file: !70, line: 265, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!78, !107, !107, !95}
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !132, file: !67, line: 115)
!132 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !70, file: !70, line: 434, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !134, file: !67, line: 116)
!134 = !DISubprogram(name: "fseek", scope: !70, file: !70, line: 713, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!11, !78, !35, !11}
!137 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !138, file: !67, line: 117)
!138 = !DISubprogram(name: "fsetpos", scope: !70, file: !70, line: 765, type: !139, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DISubroutineType(types: !140)
!140 = !{!11, !78, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!143 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !144, file: !67, line: 118)
!144 = !DISubprogram(name: "ftell", scope: !70, file: !70, line: 718, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!145 = !DISubroutineType(types: !146)
!146 = !{!35, !78}
!147 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !148, file: !67, line: 119)
!148 = !DISubprogram(name: "fwrite", scope: !70, file: !70, line: 681, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!59, !151, !59, !59, !95}
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!154 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !155, file: !67, line: 120)
!155 = !DISubprogram(name: "getc", scope: !70, file: !70, line: 514, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !157, file: !67, line: 121)
!157 = !DISubprogram(name: "getchar", scope: !158, file: !158, line: 47, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!159 = !DISubroutineType(types: !160)
!160 = !{!11}
!161 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !162, file: !67, line: 126)
!162 = !DISubprogram(name: "perror", scope: !70, file: !70, line: 804, type: !163, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!163 = !DISubroutineType(types: !164)
!164 = !{null, !108}
!165 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !166, file: !67, line: 127)
!166 = !DISubprogram(name: "printf", scope: !70, file: !70, line: 356, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!11, !107, null}
!169 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !170, file: !67, line: 128)
!170 = !DISubprogram(name: "putc", scope: !70, file: !70, line: 550, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !172, file: !67, line: 129)
!172 = !DISubprogram(name: "putchar", scope: !158, file: !158, line: 82, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!11, !11}
!175 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !176, file: !67, line: 130)
!176 = !DISubprogram(name: "puts", scope: !70, file: !70, line: 661, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!11, !108}
!179 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !180, file: !67, line: 131)
!180 = !DISubprogram(name: "remove", scope: !70, file: !70, line: 152, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !182, file: !67, line: 132)
!182 = !DISubprogram(name: "rename", scope: !70, file: !70, line: 154, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!11, !108, !108}
!185 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !186, file: !67, line: 133)
!186 = !DISubprogram(name: "rewind", scope: !70, file: !70, line: 723, type: !76, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !188, file: !67, line: 134)
!188 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !70, file: !70, line: 437, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!189 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !190, file: !67, line: 135)
!190 = !DISubprogram(name: "setbuf", scope: !70, file: !70, line: 328, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!191 = !DISubroutineType(types: !192)
!192 = !{null, !95, !102}
!193 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !194, file: !67, line: 136)
!194 = !DISubprogram(name: "setvbuf", scope: !70, file: !70, line: 332, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!11, !95, !102, !11, !59}
!197 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !198, file: !67, line: 137)
!198 = !DISubprogram(name: "sprintf", scope: !70, file: !70, line: 358, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!11, !102, !107, null}
!201 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !202, file: !67, line: 138)
!202 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !70, file: !70, line: 439, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{!11, !107, !107, null}
!205 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !206, file: !67, line: 139)
!206 = !DISubprogram(name: "tmpfile", scope: !70, file: !70, line: 188, type: !207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!78}
!209 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !210, file: !67, line: 141)
!210 = !DISubprogram(name: "tmpnam", scope: !70, file: !70, line: 205, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{!13, !13}
!213 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !214, file: !67, line: 143)
!214 = !DISubprogram(name: "ungetc", scope: !70, file: !70, line: 668, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !216, file: !67, line: 144)
!216 = !DISubprogram(name: "vfprintf", scope: !70, file: !70, line: 365, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!11, !95, !107, !219}
!219 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !220, size: 64)
!220 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !221, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!221 = !DIFile(filename: "lambda.cpp", directory: ".")
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !223, file: !67, line: 145)
!223 = !DISubprogram(name: "vprintf", scope: !158, file: !158, line: 39, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!224 = !DISubroutineType(types: !225)
!225 = !{!11, !107, !219}
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !227, file: !67, line: 146)
!227 = !DISubprogram(name: "vsprintf", scope: !70, file: !70, line: 373, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!11, !102, !107, !219}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !231, entity: !232, file: !67, line: 175)
!231 = !DINamespace(name: "__gnu_cxx", scope: null)
!232 = !DISubprogram(name: "snprintf", scope: !70, file: !70, line: 378, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!11, !102, !59, !107, null}
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !231, entity: !236, file: !67, line: 176)
!236 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !70, file: !70, line: 479, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !231, entity: !238, file: !67, line: 177)
!238 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !70, file: !70, line: 484, type: !224, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!239 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !231, entity: !240, file: !67, line: 178)
!240 = !DISubprogram(name: "vsnprintf", scope: !70, file: !70, line: 382, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!241 = !DISubroutineType(types: !242)
!242 = !{!11, !102, !59, !107, !219}
!243 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !231, entity: !244, file: !67, line: 179)
!244 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !70, file: !70, line: 487, type: !245, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DISubroutineType(types: !246)
!246 = !{!11, !107, !107, !219}
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !232, file: !67, line: 185)
!248 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !236, file: !67, line: 186)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !238, file: !67, line: 187)
!250 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !240, file: !67, line: 188)
!251 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !4, entity: !244, file: !67, line: 189)
!252 = !{i32 7, !"Dwarf Version", i32 5}
!253 = !{i32 2, !"Debug Info Version", i32 3}
!254 = !{i32 1, !"wchar_size", i32 4}
!255 = !{i32 7, !"PIC Level", i32 2}
!256 = !{i32 7, !"PIE Level", i32 2}
!257 = !{i32 7, !"uwtable", i32 1}
!258 = !{!"Debian clang version 14.0.6"}
!259 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !260, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !263)
!260 = !DISubroutineType(types: !261)
!261 = !{!11, !11, !262}
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!263 = !{!264, !265, !266, !282, !284, !288, !290, !291}
!264 = !DILocalVariable(name: "argc", arg: 1, scope: !259, file: !1, line: 20, type: !11)
!265 = !DILocalVariable(name: "argv", arg: 2, scope: !259, file: !1, line: 20, type: !262)
!266 = !DILocalVariable(name: "x", scope: !259, file: !1, line: 21, type: !267)
!267 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<float, 16>", file: !1, line: 5, size: 512, flags: DIFlagTypePassByValue, elements: !268, templateParams: !279, identifier: "_ZTS5ArrayIfLi16EE")
!268 = !{!269, !274}
!269 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !267, file: !1, line: 6, baseType: !270, size: 512)
!270 = !DICompositeType(tag: DW_TAG_array_type, baseType: !271, size: 512, elements: !272)
!271 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!272 = !{!273}
!273 = !DISubrange(count: 16)
!274 = !DISubprogram(name: "sum", linkageName: "_ZNK5ArrayIfLi16EE3sumEv", scope: !267, file: !1, line: 7, type: !275, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!271, !277}
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !267)
!279 = !{!280, !281}
!280 = !DITemplateTypeParameter(name: "T", type: !271)
!281 = !DITemplateValueParameter(name: "N", type: !11, value: i32 16)
!282 = !DILocalVariable(name: "i", scope: !283, file: !1, line: 22, type: !11)
!283 = distinct !DILexicalBlock(scope: !259, file: !1, line: 22, column: 3)
!284 = !DILocalVariable(name: "b", scope: !259, file: !1, line: 24, type: !285)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 1024, elements: !286)
!286 = !{!287}
!287 = !DISubrange(count: 32)
!288 = !DILocalVariable(name: "i", scope: !289, file: !1, line: 25, type: !11)
!289 = distinct !DILexicalBlock(scope: !259, file: !1, line: 25, column: 3)
!290 = !DILocalVariable(name: "k", scope: !259, file: !1, line: 27, type: !11)
!291 = !DILocalVariable(name: "calls", scope: !259, file: !1, line: 27, type: !11)
!292 = !DILocation(line: 0, scope: !259)
!293 = !DILocation(line: 24, column: 3, scope: !259)
!294 = !DILocation(line: 24, column: 7, scope: !259)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 26, column: 10, scope: !297)
!297 = distinct !DILexicalBlock(scope: !289, file: !1, line: 25, column: 3)
!298 = !{!299, !299, i64 0}
!299 = !{!"int", !300, i64 0}
!300 = !{!"omnipotent char", !301, i64 0}
!301 = !{!"Simple C++ TBAA"}
!302 = !DILocation(line: 26, column: 5, scope: !297)
!303 = !DILocation(line: 27, column: 16, scope: !259)
!304 = !DILocalVariable(name: "f", arg: 3, scope: !305, file: !1, line: 15, type: !309)
!305 = distinct !DISubprogram(name: "apply<(lambda at lambda.cpp:28:16)>", linkageName: "_Z5applyIZ4mainE3$_0EvPiiT_", scope: !1, file: !1, line: 15, type: !306, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, templateParams: !319, retainedNodes: !314)
!306 = !DISubroutineType(types: !307)
!307 = !{null, !308, !11, !309}
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!309 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !259, file: !1, line: 28, size: 128, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !310)
!310 = !{!311, !312}
!311 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !309, file: !1, line: 28, baseType: !11, size: 32)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !309, file: !1, line: 28, baseType: !313, size: 64, offset: 64)
!313 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !11, size: 64)
!314 = !{!315, !316, !304, !317}
!315 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !1, line: 15, type: !308)
!316 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !1, line: 15, type: !11)
!317 = !DILocalVariable(name: "i", scope: !318, file: !1, line: 16, type: !11)
!318 = distinct !DILexicalBlock(scope: !305, file: !1, line: 16, column: 3)
!319 = !{!320}
!320 = !DITemplateTypeParameter(name: "F", type: !309)
!321 = !DILocation(line: 0, scope: !305, inlinedAt: !322)
!322 = distinct !DILocation(line: 28, column: 3, scope: !259)
!323 = !DILocation(line: 0, scope: !318, inlinedAt: !322)
!324 = !DILocation(line: 17, column: 14, scope: !325, inlinedAt: !322)
!325 = distinct !DILexicalBlock(scope: !318, file: !1, line: 16, column: 3)
!326 = !DILocalVariable(name: "this", arg: 1, scope: !327, type: !338, flags: DIFlagArtificial | DIFlagObjectPointer)
!327 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_0clEi", scope: !309, file: !1, line: 28, type: !328, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, declaration: !332, retainedNodes: !336)
!328 = !DISubroutineType(types: !329)
!329 = !{!11, !330, !11}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!331 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !309)
!332 = !DISubprogram(name: "operator()", scope: !309, file: !1, line: 28, type: !333, scopeLine: 28, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!333 = !DISubroutineType(types: !334)
!334 = !{!335, !330, !11}
!335 = !DIBasicType(tag: DW_TAG_unspecified_type, name: "auto")
!336 = !{!326, !337}
!337 = !DILocalVariable(name: "v", arg: 2, scope: !327, file: !1, line: 28, type: !11)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !331, size: 64)
!339 = !DILocation(line: 0, scope: !327, inlinedAt: !340)
!340 = distinct !DILocation(line: 17, column: 12, scope: !325, inlinedAt: !322)
!341 = !DILocation(line: 30, column: 14, scope: !327, inlinedAt: !340)
!342 = !DILocation(line: 17, column: 10, scope: !325, inlinedAt: !322)
!343 = !DILocation(line: 16, column: 3, scope: !318, inlinedAt: !322)
!344 = !DILocation(line: 32, column: 38, scope: !259)
!345 = !DILocation(line: 32, column: 3, scope: !259)
!346 = !DILocation(line: 34, column: 1, scope: !259)
!347 = !DILocation(line: 33, column: 3, scope: !259)
