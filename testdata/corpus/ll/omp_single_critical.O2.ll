; ModuleID = 'omp_single_critical.c'
source_filename = "omp_single_critical.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@0 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;28;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @3, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [43 x i8] c";omp_single_critical.c;kernel_hist;28;33;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @3, i32 0, i32 0) }, align 8
@8 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;31;1;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @8, i32 0, i32 0) }, align 8
@.gomp_critical_user_.var = common global [8 x i32] zeroinitializer
@10 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;36;1;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 34, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @10, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;37;1;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @12, i32 0, i32 0) }, align 8
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @12, i32 0, i32 0) }, align 8
@15 = private unnamed_addr constant [42 x i8] c";omp_single_critical.c;kernel_hist;14;1;;\00", align 1
@16 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @15, i32 0, i32 0) }, align 8
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [12 x i8] c"threads %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"mode %d checksum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @kernel_hist(i32 noundef %0, i32* noundef %1, i32* noundef %2, i32* noundef %3, i32* noundef %4) local_unnamed_addr #0 !dbg !16 {
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !29
  store i32 %0, i32* %6, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %1, metadata !24, metadata !DIExpression()), !dbg !29
  store i32* %1, i32** %7, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %2, metadata !25, metadata !DIExpression()), !dbg !29
  store i32* %2, i32** %8, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %3, metadata !26, metadata !DIExpression()), !dbg !29
  store i32* %3, i32** %9, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !29
  store i32* %4, i32** %10, align 8, !tbaa !34
  %12 = bitcast i32* %11 to i8*, !dbg !36
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #5, !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %11, align 4, !dbg !37, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %6, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %7, metadata !24, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %8, metadata !25, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %9, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32** %10, metadata !27, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void @llvm.dbg.value(metadata i32* %11, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !29
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @16, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32*, i32**, i32**, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %6, i32** nonnull %7, i32* nonnull %11, i32** nonnull %10, i32** nonnull %8, i32** nonnull %9), !dbg !38
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #5, !dbg !39
  ret void, !dbg !39
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !40 i32 @omp_get_num_threads() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #5

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_critical(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_critical(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, i32* nocapture noundef nonnull align 4 dereferenceable(4) %4, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %6, i32** nocapture noundef nonnull readonly align 8 dereferenceable(8) %7) #6 !dbg !45 {
  %9 = alloca [64 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !54, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32* %1, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32* %2, metadata !56, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32** %3, metadata !57, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32* %4, metadata !58, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32** %5, metadata !59, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32** %6, metadata !60, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32** %7, metadata !61, metadata !DIExpression()), !dbg !62
  tail call void @llvm.experimental.noalias.scope.decl(metadata !63), !dbg !66
  %14 = bitcast [64 x i32]* %9 to i8*
  call void @llvm.dbg.value(metadata i32* %0, metadata !67, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32* undef, metadata !70, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32* %2, metadata !71, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32** %3, metadata !72, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32* %4, metadata !73, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32** %5, metadata !74, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32** %6, metadata !75, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.dbg.value(metadata i32** %7, metadata !76, metadata !DIExpression()) #5, !dbg !106
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %14) #5, !dbg !108, !noalias !63
  call void @llvm.dbg.declare(metadata [64 x i32]* %9, metadata !77, metadata !DIExpression()) #5, !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()) #5, !dbg !110
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %14, i8 0, i64 256, i1 false) #5, !dbg !111, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 undef, metadata !82, metadata !DIExpression()) #5, !dbg !110
  call void @llvm.dbg.value(metadata i32 undef, metadata !82, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #5, !dbg !110
  %15 = load i32, i32* %0, align 4, !dbg !113, !tbaa !30, !alias.scope !63
  %16 = tail call i32 @__kmpc_single(%struct.ident_t* nonnull @1, i32 %15) #5, !dbg !113, !noalias !63
  %17 = icmp eq i32 %16, 0, !dbg !113
  br i1 %17, label %108, label %18, !dbg !113

18:                                               ; preds = %8
  %19 = load i32, i32* %2, align 4, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()) #5, !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #5, !dbg !115
  %20 = icmp sgt i32 %19, 0, !dbg !116
  br i1 %20, label %21, label %95, !dbg !118

21:                                               ; preds = %18
  %22 = load i32*, i32** %3, align 8, !tbaa !34, !noalias !63
  %23 = zext i32 %19 to i64, !dbg !116
  %24 = icmp ult i32 %19, 8, !dbg !118
  br i1 %24, label %88, label %25, !dbg !118

25:                                               ; preds = %21
  %26 = and i64 %23, 4294967288, !dbg !118
  %27 = add nsw i64 %26, -8, !dbg !118
  %28 = lshr exact i64 %27, 3, !dbg !118
  %29 = add nuw nsw i64 %28, 1, !dbg !118
  %30 = and i64 %29, 1, !dbg !118
  %31 = icmp eq i64 %27, 0, !dbg !118
  br i1 %31, label %63, label %32, !dbg !118

32:                                               ; preds = %25
  %33 = and i64 %29, 4611686018427387902, !dbg !118
  br label %34, !dbg !118

34:                                               ; preds = %34, %32
  %35 = phi i64 [ 0, %32 ], [ %60, %34 ], !dbg !119
  %36 = phi <4 x i32> [ zeroinitializer, %32 ], [ %58, %34 ]
  %37 = phi <4 x i32> [ zeroinitializer, %32 ], [ %59, %34 ]
  %38 = phi i64 [ 0, %32 ], [ %61, %34 ]
  %39 = getelementptr inbounds i32, i32* %22, i64 %35, !dbg !119
  %40 = bitcast i32* %39 to <4 x i32>*, !dbg !120
  %41 = load <4 x i32>, <4 x i32>* %40, align 4, !dbg !120, !tbaa !30, !noalias !63
  %42 = getelementptr inbounds i32, i32* %39, i64 4, !dbg !120
  %43 = bitcast i32* %42 to <4 x i32>*, !dbg !120
  %44 = load <4 x i32>, <4 x i32>* %43, align 4, !dbg !120, !tbaa !30, !noalias !63
  %45 = icmp sgt <4 x i32> %41, %36, !dbg !122
  %46 = icmp sgt <4 x i32> %44, %37, !dbg !122
  %47 = select <4 x i1> %45, <4 x i32> %41, <4 x i32> %36, !dbg !123
  %48 = select <4 x i1> %46, <4 x i32> %44, <4 x i32> %37, !dbg !123
  %49 = or i64 %35, 8, !dbg !119
  %50 = getelementptr inbounds i32, i32* %22, i64 %49, !dbg !119
  %51 = bitcast i32* %50 to <4 x i32>*, !dbg !120
  %52 = load <4 x i32>, <4 x i32>* %51, align 4, !dbg !120, !tbaa !30, !noalias !63
  %53 = getelementptr inbounds i32, i32* %50, i64 4, !dbg !120
  %54 = bitcast i32* %53 to <4 x i32>*, !dbg !120
  %55 = load <4 x i32>, <4 x i32>* %54, align 4, !dbg !120, !tbaa !30, !noalias !63
  %56 = icmp sgt <4 x i32> %52, %47, !dbg !122
  %57 = icmp sgt <4 x i32> %55, %48, !dbg !122
  %58 = select <4 x i1> %56, <4 x i32> %52, <4 x i32> %47, !dbg !123
  %59 = select <4 x i1> %57, <4 x i32> %55, <4 x i32> %48, !dbg !123
  %60 = add nuw i64 %35, 16, !dbg !119
  %61 = add i64 %38, 2, !dbg !119
  %62 = icmp eq i64 %61, %33, !dbg !119
  br i1 %62, label %63, label %34, !dbg !119, !llvm.loop !124

63:                                               ; preds = %34, %25
  %64 = phi <4 x i32> [ undef, %25 ], [ %58, %34 ]
  %65 = phi <4 x i32> [ undef, %25 ], [ %59, %34 ]
  %66 = phi i64 [ 0, %25 ], [ %60, %34 ]
  %67 = phi <4 x i32> [ zeroinitializer, %25 ], [ %58, %34 ]
  %68 = phi <4 x i32> [ zeroinitializer, %25 ], [ %59, %34 ]
  %69 = icmp eq i64 %30, 0, !dbg !119
  br i1 %69, label %81, label %70, !dbg !119

70:                                               ; preds = %63
  %71 = getelementptr inbounds i32, i32* %22, i64 %66, !dbg !119
  %72 = bitcast i32* %71 to <4 x i32>*, !dbg !120
  %73 = load <4 x i32>, <4 x i32>* %72, align 4, !dbg !120, !tbaa !30, !noalias !63
  %74 = getelementptr inbounds i32, i32* %71, i64 4, !dbg !120
  %75 = bitcast i32* %74 to <4 x i32>*, !dbg !120
  %76 = load <4 x i32>, <4 x i32>* %75, align 4, !dbg !120, !tbaa !30, !noalias !63
  %77 = icmp sgt <4 x i32> %73, %67, !dbg !122
  %78 = icmp sgt <4 x i32> %76, %68, !dbg !122
  %79 = select <4 x i1> %77, <4 x i32> %73, <4 x i32> %67, !dbg !123
  %80 = select <4 x i1> %78, <4 x i32> %76, <4 x i32> %68, !dbg !123
  br label %81, !dbg !118

81:                                               ; preds = %63, %70
  %82 = phi <4 x i32> [ %64, %63 ], [ %79, %70 ], !dbg !123
  %83 = phi <4 x i32> [ %65, %63 ], [ %80, %70 ], !dbg !123
  %84 = icmp sgt <4 x i32> %82, %83, !dbg !118
  %85 = select <4 x i1> %84, <4 x i32> %82, <4 x i32> %83, !dbg !118
  %86 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %85), !dbg !118
  %87 = icmp eq i64 %26, %23, !dbg !118
  br i1 %87, label %91, label %88, !dbg !118

88:                                               ; preds = %21, %81
  %89 = phi i64 [ 0, %21 ], [ %26, %81 ]
  %90 = phi i32 [ 0, %21 ], [ %86, %81 ]
  br label %99, !dbg !118

91:                                               ; preds = %99, %81
  %92 = phi i32 [ %86, %81 ], [ %105, %99 ], !dbg !123
  %93 = sdiv i32 %92, 64, !dbg !128
  %94 = add nsw i32 %93, 1, !dbg !128
  br label %95, !dbg !128

95:                                               ; preds = %91, %18
  %96 = phi i32 [ 1, %18 ], [ %94, %91 ]
  store i32 %96, i32* %4, align 4, !dbg !129, !tbaa !30, !noalias !63
  %97 = tail call i32 @omp_get_num_threads() #5, !dbg !130, !noalias !63
  %98 = load i32*, i32** %5, align 8, !dbg !131, !tbaa !34, !noalias !63
  store i32 %97, i32* %98, align 4, !dbg !132, !tbaa !30, !noalias !63
  tail call void @__kmpc_end_single(%struct.ident_t* nonnull @1, i32 %15) #5, !dbg !133, !noalias !63
  br label %108, !dbg !133

99:                                               ; preds = %88, %99
  %100 = phi i64 [ %106, %99 ], [ %89, %88 ]
  %101 = phi i32 [ %105, %99 ], [ %90, %88 ]
  call void @llvm.dbg.value(metadata i32 %101, metadata !84, metadata !DIExpression()) #5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %100, metadata !87, metadata !DIExpression()) #5, !dbg !115
  %102 = getelementptr inbounds i32, i32* %22, i64 %100, !dbg !120
  %103 = load i32, i32* %102, align 4, !dbg !120, !tbaa !30, !noalias !63
  %104 = icmp sgt i32 %103, %101, !dbg !122
  %105 = select i1 %104, i32 %103, i32 %101, !dbg !123
  call void @llvm.dbg.value(metadata i32 %105, metadata !84, metadata !DIExpression()) #5, !dbg !114
  %106 = add nuw nsw i64 %100, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %106, metadata !87, metadata !DIExpression()) #5, !dbg !115
  %107 = icmp eq i64 %106, %23, !dbg !116
  br i1 %107, label %91, label %99, !dbg !118, !llvm.loop !134

108:                                              ; preds = %95, %8
  tail call void @__kmpc_barrier(%struct.ident_t* nonnull @2, i32 %15) #5, !dbg !136, !noalias !63
  %109 = load i32, i32* %2, align 4, !dbg !137, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 %109, metadata !91, metadata !DIExpression()) #5, !dbg !138
  %110 = add nsw i32 %109, -1, !dbg !139
  call void @llvm.dbg.value(metadata i32 %110, metadata !91, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()) #5, !dbg !138
  %111 = icmp sgt i32 %109, 0, !dbg !139
  br i1 %111, label %112, label %164, !dbg !140

112:                                              ; preds = %108
  %113 = bitcast i32* %10 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %113) #5, !dbg !140, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()) #5, !dbg !138
  store i32 0, i32* %10, align 4, !dbg !141, !tbaa !30, !noalias !63
  %114 = bitcast i32* %11 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %114) #5, !dbg !140, !noalias !63
  call void @llvm.dbg.value(metadata i32 %110, metadata !94, metadata !DIExpression()) #5, !dbg !138
  store i32 %110, i32* %11, align 4, !dbg !141, !tbaa !30, !noalias !63
  %115 = bitcast i32* %12 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %115) #5, !dbg !140, !noalias !63
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()) #5, !dbg !138
  store i32 1, i32* %12, align 4, !dbg !141, !tbaa !30, !noalias !63
  %116 = bitcast i32* %13 to i8*, !dbg !140
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %116) #5, !dbg !140, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #5, !dbg !138
  store i32 0, i32* %13, align 4, !dbg !141, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32* %10, metadata !93, metadata !DIExpression(DW_OP_deref)) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32* %11, metadata !94, metadata !DIExpression(DW_OP_deref)) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32* %12, metadata !95, metadata !DIExpression(DW_OP_deref)) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32* %13, metadata !96, metadata !DIExpression(DW_OP_deref)) #5, !dbg !138
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @4, i32 %15, i32 34, i32* nonnull %13, i32* nonnull %10, i32* nonnull %11, i32* nonnull %12, i32 1, i32 1) #5, !dbg !142, !noalias !63
  %117 = load i32, i32* %11, align 4, !dbg !141, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 %117, metadata !94, metadata !DIExpression()) #5, !dbg !138
  %118 = icmp sgt i32 %117, %110, !dbg !141
  %119 = select i1 %118, i32 %110, i32 %117, !dbg !141
  call void @llvm.dbg.value(metadata i32 %119, metadata !94, metadata !DIExpression()) #5, !dbg !138
  store i32 %119, i32* %11, align 4, !dbg !141, !tbaa !30, !noalias !63
  %120 = load i32, i32* %10, align 4, !dbg !141, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 %120, metadata !93, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32 %120, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32 %119, metadata !94, metadata !DIExpression()) #5, !dbg !138
  %121 = icmp slt i32 %119, %120, !dbg !139
  br i1 %121, label %163, label %122, !dbg !140

122:                                              ; preds = %112
  %123 = load i32*, i32** %3, align 8, !tbaa !34, !noalias !63
  %124 = load i32, i32* %4, align 4, !tbaa !30, !noalias !63
  %125 = sext i32 %120 to i64, !dbg !140
  %126 = add nsw i32 %119, 1, !dbg !140
  %127 = add i32 %119, 1, !dbg !140
  %128 = sub i32 %127, %120, !dbg !140
  %129 = and i32 %128, 1, !dbg !140
  %130 = icmp eq i32 %129, 0, !dbg !140
  br i1 %130, label %140, label %131, !dbg !140

131:                                              ; preds = %122
  call void @llvm.dbg.value(metadata i64 %125, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i64 %125, metadata !92, metadata !DIExpression()) #5, !dbg !138
  %132 = getelementptr inbounds i32, i32* %123, i64 %125, !dbg !143
  %133 = load i32, i32* %132, align 4, !dbg !143, !tbaa !30, !noalias !63
  %134 = sdiv i32 %133, %124, !dbg !144
  %135 = sext i32 %134 to i64, !dbg !145
  %136 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %135, !dbg !145
  %137 = load i32, i32* %136, align 4, !dbg !146, !tbaa !30, !noalias !63
  %138 = add nsw i32 %137, 1, !dbg !146
  store i32 %138, i32* %136, align 4, !dbg !146, !tbaa !30, !noalias !63
  %139 = add nsw i64 %125, 1, !dbg !139
  call void @llvm.dbg.value(metadata i64 %139, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32 %119, metadata !94, metadata !DIExpression()) #5, !dbg !138
  br label %140, !dbg !140

140:                                              ; preds = %131, %122
  %141 = phi i64 [ %125, %122 ], [ %139, %131 ]
  %142 = icmp eq i32 %119, %120, !dbg !140
  br i1 %142, label %163, label %143, !dbg !140

143:                                              ; preds = %140, %143
  %144 = phi i64 [ %160, %143 ], [ %141, %140 ]
  call void @llvm.dbg.value(metadata i64 %144, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i64 %144, metadata !92, metadata !DIExpression()) #5, !dbg !138
  %145 = getelementptr inbounds i32, i32* %123, i64 %144, !dbg !143
  %146 = load i32, i32* %145, align 4, !dbg !143, !tbaa !30, !noalias !63
  %147 = sdiv i32 %146, %124, !dbg !144
  %148 = sext i32 %147 to i64, !dbg !145
  %149 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %148, !dbg !145
  %150 = load i32, i32* %149, align 4, !dbg !146, !tbaa !30, !noalias !63
  %151 = add nsw i32 %150, 1, !dbg !146
  store i32 %151, i32* %149, align 4, !dbg !146, !tbaa !30, !noalias !63
  %152 = add nsw i64 %144, 1, !dbg !139
  call void @llvm.dbg.value(metadata i64 %152, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32 %119, metadata !94, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i64 %152, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i64 %152, metadata !92, metadata !DIExpression()) #5, !dbg !138
  %153 = getelementptr inbounds i32, i32* %123, i64 %152, !dbg !143
  %154 = load i32, i32* %153, align 4, !dbg !143, !tbaa !30, !noalias !63
  %155 = sdiv i32 %154, %124, !dbg !144
  %156 = sext i32 %155 to i64, !dbg !145
  %157 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %156, !dbg !145
  %158 = load i32, i32* %157, align 4, !dbg !146, !tbaa !30, !noalias !63
  %159 = add nsw i32 %158, 1, !dbg !146
  store i32 %159, i32* %157, align 4, !dbg !146, !tbaa !30, !noalias !63
  %160 = add nsw i64 %144, 2, !dbg !139
  call void @llvm.dbg.value(metadata i64 %160, metadata !89, metadata !DIExpression()) #5, !dbg !138
  call void @llvm.dbg.value(metadata i32 %119, metadata !94, metadata !DIExpression()) #5, !dbg !138
  %161 = trunc i64 %160 to i32, !dbg !139
  %162 = icmp eq i32 %126, %161, !dbg !139
  br i1 %162, label %163, label %143, !dbg !140, !llvm.loop !147

163:                                              ; preds = %140, %143, %112
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @6, i32 %15) #5, !dbg !148, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %116) #5, !dbg !142, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %115) #5, !dbg !142, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %114) #5, !dbg !142, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %113) #5, !dbg !142, !noalias !63
  br label %164, !dbg !142

164:                                              ; preds = %163, %108
  call void @__kmpc_barrier(%struct.ident_t* nonnull @7, i32 %15) #5, !dbg !148, !noalias !63
  call void @__kmpc_critical(%struct.ident_t* nonnull @9, i32 %15, [8 x i32]* nonnull @.gomp_critical_user_.var) #5, !dbg !149, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()) #5, !dbg !150
  %165 = load i32*, i32** %6, align 8, !tbaa !34, !noalias !63
  %166 = bitcast [64 x i32]* %9 to <4 x i32>*, !dbg !151
  %167 = load <4 x i32>, <4 x i32>* %166, align 16, !dbg !151, !tbaa !30, !noalias !63
  %168 = bitcast i32* %165 to <4 x i32>*, !dbg !153
  %169 = load <4 x i32>, <4 x i32>* %168, align 4, !dbg !153, !tbaa !30, !noalias !63
  %170 = add nsw <4 x i32> %169, %167, !dbg !153
  %171 = bitcast i32* %165 to <4 x i32>*, !dbg !153
  store <4 x i32> %170, <4 x i32>* %171, align 4, !dbg !153, !tbaa !30, !noalias !63
  %172 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 4, !dbg !154
  %173 = bitcast i32* %172 to <4 x i32>*, !dbg !151
  %174 = load <4 x i32>, <4 x i32>* %173, align 16, !dbg !151, !tbaa !30, !noalias !63
  %175 = getelementptr inbounds i32, i32* %165, i64 4, !dbg !154
  %176 = bitcast i32* %175 to <4 x i32>*, !dbg !153
  %177 = load <4 x i32>, <4 x i32>* %176, align 4, !dbg !153, !tbaa !30, !noalias !63
  %178 = add nsw <4 x i32> %177, %174, !dbg !153
  %179 = bitcast i32* %175 to <4 x i32>*, !dbg !153
  store <4 x i32> %178, <4 x i32>* %179, align 4, !dbg !153, !tbaa !30, !noalias !63
  %180 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 8, !dbg !154
  %181 = bitcast i32* %180 to <4 x i32>*, !dbg !151
  %182 = load <4 x i32>, <4 x i32>* %181, align 16, !dbg !151, !tbaa !30, !noalias !63
  %183 = getelementptr inbounds i32, i32* %165, i64 8, !dbg !154
  %184 = bitcast i32* %183 to <4 x i32>*, !dbg !153
  %185 = load <4 x i32>, <4 x i32>* %184, align 4, !dbg !153, !tbaa !30, !noalias !63
  %186 = add nsw <4 x i32> %185, %182, !dbg !153
  %187 = bitcast i32* %183 to <4 x i32>*, !dbg !153
  store <4 x i32> %186, <4 x i32>* %187, align 4, !dbg !153, !tbaa !30, !noalias !63
  %188 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 12, !dbg !154
  %189 = bitcast i32* %188 to <4 x i32>*, !dbg !151
  %190 = load <4 x i32>, <4 x i32>* %189, align 16, !dbg !151, !tbaa !30, !noalias !63
  %191 = getelementptr inbounds i32, i32* %165, i64 12, !dbg !154
  %192 = bitcast i32* %191 to <4 x i32>*, !dbg !153
  %193 = load <4 x i32>, <4 x i32>* %192, align 4, !dbg !153, !tbaa !30, !noalias !63
  %194 = add nsw <4 x i32> %193, %190, !dbg !153
  %195 = bitcast i32* %191 to <4 x i32>*, !dbg !153
  store <4 x i32> %194, <4 x i32>* %195, align 4, !dbg !153, !tbaa !30, !noalias !63
  %196 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 16, !dbg !154
  %197 = bitcast i32* %196 to <4 x i32>*, !dbg !151
  %198 = load <4 x i32>, <4 x i32>* %197, align 16, !dbg !151, !tbaa !30, !noalias !63
  %199 = getelementptr inbounds i32, i32* %165, i64 16, !dbg !154
  %200 = bitcast i32* %199 to <4 x i32>*, !dbg !153
  %201 = load <4 x i32>, <4 x i32>* %200, align 4, !dbg !153, !tbaa !30, !noalias !63
  %202 = add nsw <4 x i32> %201, %198, !dbg !153
  %203 = bitcast i32* %199 to <4 x i32>*, !dbg !153
  store <4 x i32> %202, <4 x i32>* %203, align 4, !dbg !153, !tbaa !30, !noalias !63
  %204 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 20, !dbg !154
  %205 = bitcast i32* %204 to <4 x i32>*, !dbg !151
  %206 = load <4 x i32>, <4 x i32>* %205, align 16, !dbg !151, !tbaa !30, !noalias !63
  %207 = getelementptr inbounds i32, i32* %165, i64 20, !dbg !154
  %208 = bitcast i32* %207 to <4 x i32>*, !dbg !153
  %209 = load <4 x i32>, <4 x i32>* %208, align 4, !dbg !153, !tbaa !30, !noalias !63
  %210 = add nsw <4 x i32> %209, %206, !dbg !153
  %211 = bitcast i32* %207 to <4 x i32>*, !dbg !153
  store <4 x i32> %210, <4 x i32>* %211, align 4, !dbg !153, !tbaa !30, !noalias !63
  %212 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 24, !dbg !154
  %213 = bitcast i32* %212 to <4 x i32>*, !dbg !151
  %214 = load <4 x i32>, <4 x i32>* %213, align 16, !dbg !151, !tbaa !30, !noalias !63
  %215 = getelementptr inbounds i32, i32* %165, i64 24, !dbg !154
  %216 = bitcast i32* %215 to <4 x i32>*, !dbg !153
  %217 = load <4 x i32>, <4 x i32>* %216, align 4, !dbg !153, !tbaa !30, !noalias !63
  %218 = add nsw <4 x i32> %217, %214, !dbg !153
  %219 = bitcast i32* %215 to <4 x i32>*, !dbg !153
  store <4 x i32> %218, <4 x i32>* %219, align 4, !dbg !153, !tbaa !30, !noalias !63
  %220 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 28, !dbg !154
  %221 = bitcast i32* %220 to <4 x i32>*, !dbg !151
  %222 = load <4 x i32>, <4 x i32>* %221, align 16, !dbg !151, !tbaa !30, !noalias !63
  %223 = getelementptr inbounds i32, i32* %165, i64 28, !dbg !154
  %224 = bitcast i32* %223 to <4 x i32>*, !dbg !153
  %225 = load <4 x i32>, <4 x i32>* %224, align 4, !dbg !153, !tbaa !30, !noalias !63
  %226 = add nsw <4 x i32> %225, %222, !dbg !153
  %227 = bitcast i32* %223 to <4 x i32>*, !dbg !153
  store <4 x i32> %226, <4 x i32>* %227, align 4, !dbg !153, !tbaa !30, !noalias !63
  %228 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 32, !dbg !154
  %229 = bitcast i32* %228 to <4 x i32>*, !dbg !151
  %230 = load <4 x i32>, <4 x i32>* %229, align 16, !dbg !151, !tbaa !30, !noalias !63
  %231 = getelementptr inbounds i32, i32* %165, i64 32, !dbg !154
  %232 = bitcast i32* %231 to <4 x i32>*, !dbg !153
  %233 = load <4 x i32>, <4 x i32>* %232, align 4, !dbg !153, !tbaa !30, !noalias !63
  %234 = add nsw <4 x i32> %233, %230, !dbg !153
  %235 = bitcast i32* %231 to <4 x i32>*, !dbg !153
  store <4 x i32> %234, <4 x i32>* %235, align 4, !dbg !153, !tbaa !30, !noalias !63
  %236 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 36, !dbg !154
  %237 = bitcast i32* %236 to <4 x i32>*, !dbg !151
  %238 = load <4 x i32>, <4 x i32>* %237, align 16, !dbg !151, !tbaa !30, !noalias !63
  %239 = getelementptr inbounds i32, i32* %165, i64 36, !dbg !154
  %240 = bitcast i32* %239 to <4 x i32>*, !dbg !153
  %241 = load <4 x i32>, <4 x i32>* %240, align 4, !dbg !153, !tbaa !30, !noalias !63
  %242 = add nsw <4 x i32> %241, %238, !dbg !153
  %243 = bitcast i32* %239 to <4 x i32>*, !dbg !153
  store <4 x i32> %242, <4 x i32>* %243, align 4, !dbg !153, !tbaa !30, !noalias !63
  %244 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 40, !dbg !154
  %245 = bitcast i32* %244 to <4 x i32>*, !dbg !151
  %246 = load <4 x i32>, <4 x i32>* %245, align 16, !dbg !151, !tbaa !30, !noalias !63
  %247 = getelementptr inbounds i32, i32* %165, i64 40, !dbg !154
  %248 = bitcast i32* %247 to <4 x i32>*, !dbg !153
  %249 = load <4 x i32>, <4 x i32>* %248, align 4, !dbg !153, !tbaa !30, !noalias !63
  %250 = add nsw <4 x i32> %249, %246, !dbg !153
  %251 = bitcast i32* %247 to <4 x i32>*, !dbg !153
  store <4 x i32> %250, <4 x i32>* %251, align 4, !dbg !153, !tbaa !30, !noalias !63
  %252 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 44, !dbg !154
  %253 = bitcast i32* %252 to <4 x i32>*, !dbg !151
  %254 = load <4 x i32>, <4 x i32>* %253, align 16, !dbg !151, !tbaa !30, !noalias !63
  %255 = getelementptr inbounds i32, i32* %165, i64 44, !dbg !154
  %256 = bitcast i32* %255 to <4 x i32>*, !dbg !153
  %257 = load <4 x i32>, <4 x i32>* %256, align 4, !dbg !153, !tbaa !30, !noalias !63
  %258 = add nsw <4 x i32> %257, %254, !dbg !153
  %259 = bitcast i32* %255 to <4 x i32>*, !dbg !153
  store <4 x i32> %258, <4 x i32>* %259, align 4, !dbg !153, !tbaa !30, !noalias !63
  %260 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 48, !dbg !154
  %261 = bitcast i32* %260 to <4 x i32>*, !dbg !151
  %262 = load <4 x i32>, <4 x i32>* %261, align 16, !dbg !151, !tbaa !30, !noalias !63
  %263 = getelementptr inbounds i32, i32* %165, i64 48, !dbg !154
  %264 = bitcast i32* %263 to <4 x i32>*, !dbg !153
  %265 = load <4 x i32>, <4 x i32>* %264, align 4, !dbg !153, !tbaa !30, !noalias !63
  %266 = add nsw <4 x i32> %265, %262, !dbg !153
  %267 = bitcast i32* %263 to <4 x i32>*, !dbg !153
  store <4 x i32> %266, <4 x i32>* %267, align 4, !dbg !153, !tbaa !30, !noalias !63
  %268 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 52, !dbg !154
  %269 = bitcast i32* %268 to <4 x i32>*, !dbg !151
  %270 = load <4 x i32>, <4 x i32>* %269, align 16, !dbg !151, !tbaa !30, !noalias !63
  %271 = getelementptr inbounds i32, i32* %165, i64 52, !dbg !154
  %272 = bitcast i32* %271 to <4 x i32>*, !dbg !153
  %273 = load <4 x i32>, <4 x i32>* %272, align 4, !dbg !153, !tbaa !30, !noalias !63
  %274 = add nsw <4 x i32> %273, %270, !dbg !153
  %275 = bitcast i32* %271 to <4 x i32>*, !dbg !153
  store <4 x i32> %274, <4 x i32>* %275, align 4, !dbg !153, !tbaa !30, !noalias !63
  %276 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 56, !dbg !154
  %277 = bitcast i32* %276 to <4 x i32>*, !dbg !151
  %278 = load <4 x i32>, <4 x i32>* %277, align 16, !dbg !151, !tbaa !30, !noalias !63
  %279 = getelementptr inbounds i32, i32* %165, i64 56, !dbg !154
  %280 = bitcast i32* %279 to <4 x i32>*, !dbg !153
  %281 = load <4 x i32>, <4 x i32>* %280, align 4, !dbg !153, !tbaa !30, !noalias !63
  %282 = add nsw <4 x i32> %281, %278, !dbg !153
  %283 = bitcast i32* %279 to <4 x i32>*, !dbg !153
  store <4 x i32> %282, <4 x i32>* %283, align 4, !dbg !153, !tbaa !30, !noalias !63
  %284 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 60, !dbg !154
  %285 = bitcast i32* %284 to <4 x i32>*, !dbg !151
  %286 = load <4 x i32>, <4 x i32>* %285, align 16, !dbg !151, !tbaa !30, !noalias !63
  %287 = getelementptr inbounds i32, i32* %165, i64 60, !dbg !154
  %288 = bitcast i32* %287 to <4 x i32>*, !dbg !153
  %289 = load <4 x i32>, <4 x i32>* %288, align 4, !dbg !153, !tbaa !30, !noalias !63
  %290 = add nsw <4 x i32> %289, %286, !dbg !153
  %291 = bitcast i32* %287 to <4 x i32>*, !dbg !153
  store <4 x i32> %290, <4 x i32>* %291, align 4, !dbg !153, !tbaa !30, !noalias !63
  call void @__kmpc_end_critical(%struct.ident_t* nonnull @9, i32 %15, [8 x i32]* nonnull @.gomp_critical_user_.var) #5, !dbg !155, !noalias !63
  call void @__kmpc_barrier(%struct.ident_t* nonnull @11, i32 %15) #5, !dbg !156, !noalias !63
  %292 = call i32 @__kmpc_single(%struct.ident_t* nonnull @13, i32 %15) #5, !dbg !157, !noalias !63
  %293 = icmp eq i32 %292, 0, !dbg !157
  br i1 %293, label %329, label %294, !dbg !157

294:                                              ; preds = %164
  %295 = load i32*, i32** %6, align 8, !tbaa !34, !noalias !63
  call void @llvm.dbg.value(metadata i32 1, metadata !104, metadata !DIExpression()) #5, !dbg !158
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()) #5, !dbg !159
  br label %298, !dbg !160

296:                                              ; preds = %298
  %297 = load i32*, i32** %7, align 8, !dbg !161, !tbaa !34, !noalias !63
  store i32 %326, i32* %297, align 4, !dbg !162, !tbaa !30, !noalias !63
  call void @__kmpc_end_single(%struct.ident_t* nonnull @13, i32 %15) #5, !dbg !163, !noalias !63
  br label %329, !dbg !163

298:                                              ; preds = %298, %294
  %299 = phi i64 [ 1, %294 ], [ %327, %298 ]
  %300 = phi i32 [ 0, %294 ], [ %326, %298 ]
  call void @llvm.dbg.value(metadata i64 %299, metadata !104, metadata !DIExpression()) #5, !dbg !158
  call void @llvm.dbg.value(metadata i32 %300, metadata !101, metadata !DIExpression()) #5, !dbg !159
  %301 = getelementptr inbounds i32, i32* %295, i64 %299, !dbg !164
  %302 = load i32, i32* %301, align 4, !dbg !164, !tbaa !30, !noalias !63
  %303 = sext i32 %300 to i64, !dbg !167
  %304 = getelementptr inbounds i32, i32* %295, i64 %303, !dbg !167
  %305 = load i32, i32* %304, align 4, !dbg !167, !tbaa !30, !noalias !63
  %306 = icmp sgt i32 %302, %305, !dbg !168
  %307 = trunc i64 %299 to i32, !dbg !169
  %308 = select i1 %306, i32 %307, i32 %300, !dbg !169
  call void @llvm.dbg.value(metadata i32 %308, metadata !101, metadata !DIExpression()) #5, !dbg !159
  %309 = add nuw nsw i64 %299, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %309, metadata !104, metadata !DIExpression()) #5, !dbg !158
  call void @llvm.dbg.value(metadata i64 %309, metadata !104, metadata !DIExpression()) #5, !dbg !158
  call void @llvm.dbg.value(metadata i32 %308, metadata !101, metadata !DIExpression()) #5, !dbg !159
  %310 = getelementptr inbounds i32, i32* %295, i64 %309, !dbg !164
  %311 = load i32, i32* %310, align 4, !dbg !164, !tbaa !30, !noalias !63
  %312 = sext i32 %308 to i64, !dbg !167
  %313 = getelementptr inbounds i32, i32* %295, i64 %312, !dbg !167
  %314 = load i32, i32* %313, align 4, !dbg !167, !tbaa !30, !noalias !63
  %315 = icmp sgt i32 %311, %314, !dbg !168
  %316 = trunc i64 %309 to i32, !dbg !169
  %317 = select i1 %315, i32 %316, i32 %308, !dbg !169
  call void @llvm.dbg.value(metadata i32 %317, metadata !101, metadata !DIExpression()) #5, !dbg !159
  %318 = add nuw nsw i64 %299, 2, !dbg !170
  call void @llvm.dbg.value(metadata i64 %318, metadata !104, metadata !DIExpression()) #5, !dbg !158
  call void @llvm.dbg.value(metadata i64 %318, metadata !104, metadata !DIExpression()) #5, !dbg !158
  call void @llvm.dbg.value(metadata i32 %317, metadata !101, metadata !DIExpression()) #5, !dbg !159
  %319 = getelementptr inbounds i32, i32* %295, i64 %318, !dbg !164
  %320 = load i32, i32* %319, align 4, !dbg !164, !tbaa !30, !noalias !63
  %321 = sext i32 %317 to i64, !dbg !167
  %322 = getelementptr inbounds i32, i32* %295, i64 %321, !dbg !167
  %323 = load i32, i32* %322, align 4, !dbg !167, !tbaa !30, !noalias !63
  %324 = icmp sgt i32 %320, %323, !dbg !168
  %325 = trunc i64 %318 to i32, !dbg !169
  %326 = select i1 %324, i32 %325, i32 %317, !dbg !169
  call void @llvm.dbg.value(metadata i32 %326, metadata !101, metadata !DIExpression()) #5, !dbg !159
  %327 = add nuw nsw i64 %299, 3, !dbg !170
  call void @llvm.dbg.value(metadata i64 %327, metadata !104, metadata !DIExpression()) #5, !dbg !158
  %328 = icmp eq i64 %327, 64, !dbg !171
  br i1 %328, label %296, label %298, !dbg !160, !llvm.loop !172

329:                                              ; preds = %164, %296
  call void @__kmpc_barrier(%struct.ident_t* nonnull @14, i32 %15) #5, !dbg !174, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %14) #5, !dbg !175, !noalias !63
  ret void, !dbg !66
}

; Function Attrs: nounwind
declare !callback !176 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !178 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca [64 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !182, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i8** %1, metadata !183, metadata !DIExpression()), !dbg !197
  %12 = icmp sgt i32 %0, 1, !dbg !198
  br i1 %12, label %13, label %18, !dbg !199

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !200
  %15 = load i8*, i8** %14, align 8, !dbg !200, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %15, metadata !201, metadata !DIExpression()) #5, !dbg !209
  %16 = tail call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #5, !dbg !211
  %17 = trunc i64 %16 to i32, !dbg !212
  br label %18, !dbg !199

18:                                               ; preds = %2, %13
  %19 = phi i32 [ %17, %13 ], [ 80000, %2 ], !dbg !199
  call void @llvm.dbg.value(metadata i32 %19, metadata !184, metadata !DIExpression()), !dbg !197
  %20 = sext i32 %19 to i64, !dbg !213
  %21 = shl nsw i64 %20, 2, !dbg !214
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #5, !dbg !215
  %23 = bitcast i8* %22 to i32*, !dbg !215
  call void @llvm.dbg.value(metadata i32* %23, metadata !185, metadata !DIExpression()), !dbg !197
  %24 = bitcast [64 x i32]* %9 to i8*, !dbg !216
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %24) #5, !dbg !216
  call void @llvm.dbg.declare(metadata [64 x i32]* %9, metadata !186, metadata !DIExpression()), !dbg !217
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %24, i8 0, i64 256, i1 false), !dbg !217
  %25 = bitcast i32* %10 to i8*, !dbg !218
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #5, !dbg !218
  call void @llvm.dbg.value(metadata i32 -1, metadata !187, metadata !DIExpression()), !dbg !197
  store i32 -1, i32* %10, align 4, !dbg !219, !tbaa !30
  %26 = bitcast i32* %11 to i8*, !dbg !218
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #5, !dbg !218
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()), !dbg !197
  store i32 0, i32* %11, align 4, !dbg !220, !tbaa !30
  call void @llvm.dbg.value(metadata i32 13, metadata !189, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !191, metadata !DIExpression()), !dbg !221
  %27 = icmp sgt i32 %19, 0, !dbg !222
  br i1 %27, label %28, label %30, !dbg !224

28:                                               ; preds = %18
  %29 = zext i32 %19 to i64, !dbg !222
  br label %39, !dbg !224

30:                                               ; preds = %39, %18
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 0, !dbg !225
  call void @llvm.dbg.value(metadata i32* %10, metadata !187, metadata !DIExpression(DW_OP_deref)), !dbg !197
  call void @llvm.dbg.value(metadata i32* %11, metadata !188, metadata !DIExpression(DW_OP_deref)), !dbg !197
  %32 = bitcast i32* %3 to i8*, !dbg !226
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32), !dbg !226
  %33 = bitcast i32** %4 to i8*, !dbg !226
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33), !dbg !226
  %34 = bitcast i32** %5 to i8*, !dbg !226
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34), !dbg !226
  %35 = bitcast i32** %6 to i8*, !dbg !226
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35), !dbg !226
  %36 = bitcast i32** %7 to i8*, !dbg !226
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36), !dbg !226
  call void @llvm.dbg.value(metadata i32 %19, metadata !23, metadata !DIExpression()) #5, !dbg !226
  store i32 %19, i32* %3, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %23, metadata !24, metadata !DIExpression()) #5, !dbg !226
  %37 = bitcast i32** %4 to i8**
  store i8* %22, i8** %37, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %31, metadata !25, metadata !DIExpression()) #5, !dbg !226
  store i32* %31, i32** %5, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %10, metadata !26, metadata !DIExpression()) #5, !dbg !226
  store i32* %10, i32** %6, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %11, metadata !27, metadata !DIExpression()) #5, !dbg !226
  store i32* %11, i32** %7, align 8, !tbaa !34
  %38 = bitcast i32* %8 to i8*, !dbg !228
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38) #5, !dbg !228
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #5, !dbg !226
  store i32 0, i32* %8, align 4, !dbg !229, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %3, metadata !23, metadata !DIExpression(DW_OP_deref)) #5, !dbg !226
  call void @llvm.dbg.value(metadata i32** %4, metadata !24, metadata !DIExpression(DW_OP_deref)) #5, !dbg !226
  call void @llvm.dbg.value(metadata i32** %5, metadata !25, metadata !DIExpression(DW_OP_deref)) #5, !dbg !226
  call void @llvm.dbg.value(metadata i32** %6, metadata !26, metadata !DIExpression(DW_OP_deref)) #5, !dbg !226
  call void @llvm.dbg.value(metadata i32** %7, metadata !27, metadata !DIExpression(DW_OP_deref)) #5, !dbg !226
  call void @llvm.dbg.value(metadata i32* %8, metadata !28, metadata !DIExpression(DW_OP_deref)) #5, !dbg !226
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @16, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32*, i32**, i32**, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32** nonnull %4, i32* nonnull %8, i32** nonnull %7, i32** nonnull %5, i32** nonnull %6) #5, !dbg !230
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #5, !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32), !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33), !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34), !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35), !dbg !231
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36), !dbg !231
  call void @llvm.dbg.value(metadata i64 0, metadata !193, metadata !DIExpression()), !dbg !197
  call void @llvm.dbg.value(metadata i32 0, metadata !195, metadata !DIExpression()), !dbg !232
  br label %60, !dbg !233

39:                                               ; preds = %28, %39
  %40 = phi i64 [ 0, %28 ], [ %52, %39 ]
  %41 = phi i32 [ 13, %28 ], [ %43, %39 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !191, metadata !DIExpression()), !dbg !221
  call void @llvm.dbg.value(metadata i32 %41, metadata !189, metadata !DIExpression()), !dbg !197
  %42 = mul i32 %41, 1103515245, !dbg !234
  %43 = add i32 %42, 12345, !dbg !236
  call void @llvm.dbg.value(metadata i32 %43, metadata !189, metadata !DIExpression()), !dbg !197
  %44 = lshr i32 %43, 16, !dbg !237
  %45 = trunc i32 %44 to i16, !dbg !238
  %46 = urem i16 %45, 3000, !dbg !238
  %47 = zext i16 %46 to i32, !dbg !238
  %48 = lshr i32 %43, 4, !dbg !239
  %49 = urem i32 %48, 2000, !dbg !240
  %50 = add nuw nsw i32 %49, %47, !dbg !241
  %51 = getelementptr inbounds i32, i32* %23, i64 %40, !dbg !242
  store i32 %50, i32* %51, align 4, !dbg !243, !tbaa !30
  %52 = add nuw nsw i64 %40, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %52, metadata !191, metadata !DIExpression()), !dbg !221
  %53 = icmp eq i64 %52, %29, !dbg !222
  br i1 %53, label %30, label %39, !dbg !224, !llvm.loop !245

54:                                               ; preds = %60
  %55 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !247, !tbaa !34
  %56 = load i32, i32* %11, align 4, !dbg !248, !tbaa !30
  call void @llvm.dbg.value(metadata i32 %56, metadata !188, metadata !DIExpression()), !dbg !197
  %57 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %55, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %56) #15, !dbg !249
  %58 = load i32, i32* %10, align 4, !dbg !250, !tbaa !30
  call void @llvm.dbg.value(metadata i32 %58, metadata !187, metadata !DIExpression()), !dbg !197
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %58, i64 noundef %75), !dbg !251
  call void @free(i8* noundef %22) #5, !dbg !252
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #5, !dbg !253
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #5, !dbg !253
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %24) #5, !dbg !253
  ret i32 0, !dbg !254

60:                                               ; preds = %60, %30
  %61 = phi i64 [ 0, %30 ], [ %76, %60 ]
  %62 = phi i64 [ 0, %30 ], [ %75, %60 ]
  call void @llvm.dbg.value(metadata i64 %61, metadata !195, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i64 %62, metadata !193, metadata !DIExpression()), !dbg !197
  %63 = mul nsw i64 %62, 31, !dbg !255
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %61, !dbg !257
  %65 = load i32, i32* %64, align 8, !dbg !257, !tbaa !30
  %66 = sext i32 %65 to i64, !dbg !257
  %67 = add nsw i64 %63, %66, !dbg !258
  %68 = srem i64 %67, 1000000007, !dbg !259
  call void @llvm.dbg.value(metadata i64 %68, metadata !193, metadata !DIExpression()), !dbg !197
  %69 = or i64 %61, 1, !dbg !260
  call void @llvm.dbg.value(metadata i64 %69, metadata !195, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i64 %69, metadata !195, metadata !DIExpression()), !dbg !232
  call void @llvm.dbg.value(metadata i64 %68, metadata !193, metadata !DIExpression()), !dbg !197
  %70 = mul nsw i64 %68, 31, !dbg !255
  %71 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %69, !dbg !257
  %72 = load i32, i32* %71, align 4, !dbg !257, !tbaa !30
  %73 = sext i32 %72 to i64, !dbg !257
  %74 = add nsw i64 %70, %73, !dbg !258
  %75 = srem i64 %74, 1000000007, !dbg !259
  call void @llvm.dbg.value(metadata i64 %75, metadata !193, metadata !DIExpression()), !dbg !197
  %76 = add nuw nsw i64 %61, 2, !dbg !260
  call void @llvm.dbg.value(metadata i64 %76, metadata !195, metadata !DIExpression()), !dbg !232
  %77 = icmp eq i64 %76, 64, !dbg !261
  br i1 %77, label %54, label %60, !dbg !233, !llvm.loop !262
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #9

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #12

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #14

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #9 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #13 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #14 = { nofree nosync nounwind readnone willreturn }
attributes #15 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}
!nvvm.annotations = !{}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_single_critical.c", directory: ".", checksumkind: CSK_MD5, checksum: "cea5bd89620af0706a5c75c3ca94305b")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"openmp", i32 50}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_hist", scope: !1, file: !1, line: 11, type: !17, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !3, !19, !21, !21, !21}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 11, type: !3)
!24 = !DILocalVariable(name: "data", arg: 2, scope: !16, file: !1, line: 11, type: !19)
!25 = !DILocalVariable(name: "hist", arg: 3, scope: !16, file: !1, line: 11, type: !21)
!26 = !DILocalVariable(name: "mode", arg: 4, scope: !16, file: !1, line: 11, type: !21)
!27 = !DILocalVariable(name: "nthreads", arg: 5, scope: !16, file: !1, line: 11, type: !21)
!28 = !DILocalVariable(name: "width", scope: !16, file: !1, line: 13, type: !3)
!29 = !DILocation(line: 0, scope: !16)
!30 = !{!31, !31, i64 0}
!31 = !{!"int", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !{!35, !35, i64 0}
!35 = !{!"any pointer", !32, i64 0}
!36 = !DILocation(line: 13, column: 3, scope: !16)
!37 = !DILocation(line: 13, column: 7, scope: !16)
!38 = !DILocation(line: 14, column: 1, scope: !16)
!39 = !DILocation(line: 46, column: 1, scope: !16)
!40 = !DISubprogram(name: "omp_get_num_threads", scope: !41, file: !41, line: 64, type: !42, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !44)
!41 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/omp.h", directory: ".", checksumkind: CSK_MD5, checksum: "09a8f9a8e0e6ef7adf745177c76222c9")
!42 = !DISubroutineType(types: !43)
!43 = !{!3}
!44 = !{}
!45 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 14, type: !46, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!46 = !DISubroutineType(types: !47)
!47 = !{null, !48, !48, !50, !51, !50, !52, !52, !52}
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !19)
!50 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !3, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !19, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !21, size: 64)
!53 = !{!54, !55, !56, !57, !58, !59, !60, !61}
!54 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !45, type: !48, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !45, type: !48, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "n", arg: 3, scope: !45, type: !50, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: "data", arg: 4, scope: !45, type: !51, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: "width", arg: 5, scope: !45, type: !50, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "nthreads", arg: 6, scope: !45, type: !52, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: "hist", arg: 7, scope: !45, type: !52, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "mode", arg: 8, scope: !45, type: !52, flags: DIFlagArtificial)
!62 = !DILocation(line: 0, scope: !45)
!63 = !{!64}
!64 = distinct !{!64, !65, !".omp_outlined._debug__: argument 0"}
!65 = distinct !{!65, !".omp_outlined._debug__"}
!66 = !DILocation(line: 14, column: 1, scope: !45)
!67 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !68, type: !48, flags: DIFlagArtificial)
!68 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 15, type: !46, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !69)
!69 = !{!67, !70, !71, !72, !73, !74, !75, !76, !77, !82, !84, !87, !89, !91, !91, !92, !93, !94, !95, !96, !92, !97, !101, !104}
!70 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !68, type: !48, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: "n", arg: 3, scope: !68, file: !1, line: 11, type: !50)
!72 = !DILocalVariable(name: "data", arg: 4, scope: !68, file: !1, line: 11, type: !51)
!73 = !DILocalVariable(name: "width", arg: 5, scope: !68, file: !1, line: 13, type: !50)
!74 = !DILocalVariable(name: "nthreads", arg: 6, scope: !68, file: !1, line: 11, type: !52)
!75 = !DILocalVariable(name: "hist", arg: 7, scope: !68, file: !1, line: 11, type: !52)
!76 = !DILocalVariable(name: "mode", arg: 8, scope: !68, file: !1, line: 11, type: !52)
!77 = !DILocalVariable(name: "local", scope: !78, file: !1, line: 16, type: !79)
!78 = distinct !DILexicalBlock(scope: !68, file: !1, line: 15, column: 3)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 2048, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 64)
!82 = !DILocalVariable(name: "b", scope: !83, file: !1, line: 17, type: !3)
!83 = distinct !DILexicalBlock(scope: !78, file: !1, line: 17, column: 5)
!84 = !DILocalVariable(name: "mx", scope: !85, file: !1, line: 21, type: !3)
!85 = distinct !DILexicalBlock(scope: !86, file: !1, line: 20, column: 5)
!86 = distinct !DILexicalBlock(scope: !78, file: !1, line: 19, column: 1)
!87 = !DILocalVariable(name: "i", scope: !88, file: !1, line: 22, type: !3)
!88 = distinct !DILexicalBlock(scope: !85, file: !1, line: 22, column: 7)
!89 = !DILocalVariable(name: ".omp.iv", scope: !90, type: !3, flags: DIFlagArtificial)
!90 = distinct !DILexicalBlock(scope: !78, file: !1, line: 28, column: 1)
!91 = !DILocalVariable(name: ".capture_expr.", scope: !90, type: !3, flags: DIFlagArtificial)
!92 = !DILocalVariable(name: "i", scope: !90, type: !3, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: ".omp.lb", scope: !90, type: !3, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: ".omp.ub", scope: !90, type: !3, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".omp.stride", scope: !90, type: !3, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: ".omp.is_last", scope: !90, type: !3, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: "b", scope: !98, file: !1, line: 33, type: !3)
!98 = distinct !DILexicalBlock(scope: !99, file: !1, line: 33, column: 7)
!99 = distinct !DILexicalBlock(scope: !100, file: !1, line: 32, column: 5)
!100 = distinct !DILexicalBlock(scope: !78, file: !1, line: 31, column: 1)
!101 = !DILocalVariable(name: "best", scope: !102, file: !1, line: 39, type: !3)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 38, column: 5)
!103 = distinct !DILexicalBlock(scope: !78, file: !1, line: 37, column: 1)
!104 = !DILocalVariable(name: "b", scope: !105, file: !1, line: 40, type: !3)
!105 = distinct !DILexicalBlock(scope: !102, file: !1, line: 40, column: 7)
!106 = !DILocation(line: 0, scope: !68, inlinedAt: !107)
!107 = distinct !DILocation(line: 14, column: 1, scope: !45)
!108 = !DILocation(line: 16, column: 5, scope: !78, inlinedAt: !107)
!109 = !DILocation(line: 16, column: 9, scope: !78, inlinedAt: !107)
!110 = !DILocation(line: 0, scope: !83, inlinedAt: !107)
!111 = !DILocation(line: 18, column: 16, scope: !112, inlinedAt: !107)
!112 = distinct !DILexicalBlock(scope: !83, file: !1, line: 17, column: 5)
!113 = !DILocation(line: 19, column: 1, scope: !78, inlinedAt: !107)
!114 = !DILocation(line: 0, scope: !85, inlinedAt: !107)
!115 = !DILocation(line: 0, scope: !88, inlinedAt: !107)
!116 = !DILocation(line: 22, column: 25, scope: !117, inlinedAt: !107)
!117 = distinct !DILexicalBlock(scope: !88, file: !1, line: 22, column: 7)
!118 = !DILocation(line: 22, column: 7, scope: !88, inlinedAt: !107)
!119 = !DILocation(line: 22, column: 31, scope: !117, inlinedAt: !107)
!120 = !DILocation(line: 23, column: 13, scope: !121, inlinedAt: !107)
!121 = distinct !DILexicalBlock(scope: !117, file: !1, line: 23, column: 13)
!122 = !DILocation(line: 23, column: 21, scope: !121, inlinedAt: !107)
!123 = !DILocation(line: 23, column: 13, scope: !117, inlinedAt: !107)
!124 = distinct !{!124, !118, !125, !126, !127}
!125 = !DILocation(line: 24, column: 22, scope: !88, inlinedAt: !107)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !{!"llvm.loop.isvectorized", i32 1}
!128 = !DILocation(line: 25, column: 18, scope: !85, inlinedAt: !107)
!129 = !DILocation(line: 25, column: 13, scope: !85, inlinedAt: !107)
!130 = !DILocation(line: 26, column: 19, scope: !85, inlinedAt: !107)
!131 = !DILocation(line: 26, column: 8, scope: !85, inlinedAt: !107)
!132 = !DILocation(line: 26, column: 17, scope: !85, inlinedAt: !107)
!133 = !DILocation(line: 27, column: 5, scope: !85, inlinedAt: !107)
!134 = distinct !{!134, !118, !125, !126, !135, !127}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocation(line: 19, column: 19, scope: !86, inlinedAt: !107)
!137 = !DILocation(line: 29, column: 25, scope: !90, inlinedAt: !107)
!138 = !DILocation(line: 0, scope: !90, inlinedAt: !107)
!139 = !DILocation(line: 29, column: 5, scope: !90, inlinedAt: !107)
!140 = !DILocation(line: 28, column: 1, scope: !78, inlinedAt: !107)
!141 = !DILocation(line: 29, column: 10, scope: !90, inlinedAt: !107)
!142 = !DILocation(line: 28, column: 1, scope: !90, inlinedAt: !107)
!143 = !DILocation(line: 30, column: 13, scope: !90, inlinedAt: !107)
!144 = !DILocation(line: 30, column: 21, scope: !90, inlinedAt: !107)
!145 = !DILocation(line: 30, column: 7, scope: !90, inlinedAt: !107)
!146 = !DILocation(line: 30, column: 29, scope: !90, inlinedAt: !107)
!147 = distinct !{!147, !142, !148}
!148 = !DILocation(line: 28, column: 33, scope: !90, inlinedAt: !107)
!149 = !DILocation(line: 31, column: 1, scope: !100, inlinedAt: !107)
!150 = !DILocation(line: 0, scope: !98, inlinedAt: !107)
!151 = !DILocation(line: 34, column: 20, scope: !152, inlinedAt: !107)
!152 = distinct !DILexicalBlock(scope: !98, file: !1, line: 33, column: 7)
!153 = !DILocation(line: 34, column: 17, scope: !152, inlinedAt: !107)
!154 = !DILocation(line: 33, column: 35, scope: !152, inlinedAt: !107)
!155 = !DILocation(line: 35, column: 5, scope: !99, inlinedAt: !107)
!156 = !DILocation(line: 36, column: 1, scope: !78, inlinedAt: !107)
!157 = !DILocation(line: 37, column: 1, scope: !78, inlinedAt: !107)
!158 = !DILocation(line: 0, scope: !105, inlinedAt: !107)
!159 = !DILocation(line: 0, scope: !102, inlinedAt: !107)
!160 = !DILocation(line: 40, column: 7, scope: !105, inlinedAt: !107)
!161 = !DILocation(line: 43, column: 8, scope: !102, inlinedAt: !107)
!162 = !DILocation(line: 43, column: 13, scope: !102, inlinedAt: !107)
!163 = !DILocation(line: 44, column: 5, scope: !102, inlinedAt: !107)
!164 = !DILocation(line: 41, column: 13, scope: !165, inlinedAt: !107)
!165 = distinct !DILexicalBlock(scope: !166, file: !1, line: 41, column: 13)
!166 = distinct !DILexicalBlock(scope: !105, file: !1, line: 40, column: 7)
!167 = !DILocation(line: 41, column: 23, scope: !165, inlinedAt: !107)
!168 = !DILocation(line: 41, column: 21, scope: !165, inlinedAt: !107)
!169 = !DILocation(line: 41, column: 13, scope: !166, inlinedAt: !107)
!170 = !DILocation(line: 40, column: 35, scope: !166, inlinedAt: !107)
!171 = !DILocation(line: 40, column: 25, scope: !166, inlinedAt: !107)
!172 = distinct !{!172, !160, !173, !126}
!173 = !DILocation(line: 42, column: 18, scope: !105, inlinedAt: !107)
!174 = !DILocation(line: 37, column: 19, scope: !103, inlinedAt: !107)
!175 = !DILocation(line: 45, column: 3, scope: !68, inlinedAt: !107)
!176 = !{!177}
!177 = !{i64 2, i64 -1, i64 -1, i1 true}
!178 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 48, type: !179, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !181)
!179 = !DISubroutineType(types: !180)
!180 = !{!3, !3, !4}
!181 = !{!182, !183, !184, !185, !186, !187, !188, !189, !191, !193, !195}
!182 = !DILocalVariable(name: "argc", arg: 1, scope: !178, file: !1, line: 48, type: !3)
!183 = !DILocalVariable(name: "argv", arg: 2, scope: !178, file: !1, line: 48, type: !4)
!184 = !DILocalVariable(name: "n", scope: !178, file: !1, line: 50, type: !3)
!185 = !DILocalVariable(name: "data", scope: !178, file: !1, line: 51, type: !21)
!186 = !DILocalVariable(name: "hist", scope: !178, file: !1, line: 52, type: !79)
!187 = !DILocalVariable(name: "mode", scope: !178, file: !1, line: 53, type: !3)
!188 = !DILocalVariable(name: "nthreads", scope: !178, file: !1, line: 53, type: !3)
!189 = !DILocalVariable(name: "s", scope: !178, file: !1, line: 54, type: !190)
!190 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!191 = !DILocalVariable(name: "i", scope: !192, file: !1, line: 55, type: !3)
!192 = distinct !DILexicalBlock(scope: !178, file: !1, line: 55, column: 3)
!193 = !DILocalVariable(name: "chk", scope: !178, file: !1, line: 60, type: !194)
!194 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!195 = !DILocalVariable(name: "b", scope: !196, file: !1, line: 61, type: !3)
!196 = distinct !DILexicalBlock(scope: !178, file: !1, line: 61, column: 3)
!197 = !DILocation(line: 0, scope: !178)
!198 = !DILocation(line: 50, column: 16, scope: !178)
!199 = !DILocation(line: 50, column: 11, scope: !178)
!200 = !DILocation(line: 50, column: 27, scope: !178)
!201 = !DILocalVariable(name: "__nptr", arg: 1, scope: !202, file: !203, line: 362, type: !206)
!202 = distinct !DISubprogram(name: "atoi", scope: !203, file: !203, line: 362, type: !204, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !208)
!203 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!204 = !DISubroutineType(types: !205)
!205 = !{!3, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!208 = !{!201}
!209 = !DILocation(line: 0, scope: !202, inlinedAt: !210)
!210 = distinct !DILocation(line: 50, column: 22, scope: !178)
!211 = !DILocation(line: 364, column: 16, scope: !202, inlinedAt: !210)
!212 = !DILocation(line: 364, column: 10, scope: !202, inlinedAt: !210)
!213 = !DILocation(line: 51, column: 22, scope: !178)
!214 = !DILocation(line: 51, column: 24, scope: !178)
!215 = !DILocation(line: 51, column: 15, scope: !178)
!216 = !DILocation(line: 52, column: 3, scope: !178)
!217 = !DILocation(line: 52, column: 7, scope: !178)
!218 = !DILocation(line: 53, column: 3, scope: !178)
!219 = !DILocation(line: 53, column: 7, scope: !178)
!220 = !DILocation(line: 53, column: 18, scope: !178)
!221 = !DILocation(line: 0, scope: !192)
!222 = !DILocation(line: 55, column: 21, scope: !223)
!223 = distinct !DILexicalBlock(scope: !192, file: !1, line: 55, column: 3)
!224 = !DILocation(line: 55, column: 3, scope: !192)
!225 = !DILocation(line: 59, column: 24, scope: !178)
!226 = !DILocation(line: 0, scope: !16, inlinedAt: !227)
!227 = distinct !DILocation(line: 59, column: 3, scope: !178)
!228 = !DILocation(line: 13, column: 3, scope: !16, inlinedAt: !227)
!229 = !DILocation(line: 13, column: 7, scope: !16, inlinedAt: !227)
!230 = !DILocation(line: 14, column: 1, scope: !16, inlinedAt: !227)
!231 = !DILocation(line: 46, column: 1, scope: !16, inlinedAt: !227)
!232 = !DILocation(line: 0, scope: !196)
!233 = !DILocation(line: 61, column: 3, scope: !196)
!234 = !DILocation(line: 56, column: 11, scope: !235)
!235 = distinct !DILexicalBlock(scope: !223, file: !1, line: 55, column: 31)
!236 = !DILocation(line: 56, column: 25, scope: !235)
!237 = !DILocation(line: 57, column: 24, scope: !235)
!238 = !DILocation(line: 57, column: 31, scope: !235)
!239 = !DILocation(line: 57, column: 43, scope: !235)
!240 = !DILocation(line: 57, column: 49, scope: !235)
!241 = !DILocation(line: 57, column: 38, scope: !235)
!242 = !DILocation(line: 57, column: 5, scope: !235)
!243 = !DILocation(line: 57, column: 13, scope: !235)
!244 = !DILocation(line: 55, column: 27, scope: !223)
!245 = distinct !{!245, !224, !246, !126}
!246 = !DILocation(line: 58, column: 3, scope: !192)
!247 = !DILocation(line: 63, column: 11, scope: !178)
!248 = !DILocation(line: 63, column: 35, scope: !178)
!249 = !DILocation(line: 63, column: 3, scope: !178)
!250 = !DILocation(line: 64, column: 36, scope: !178)
!251 = !DILocation(line: 64, column: 3, scope: !178)
!252 = !DILocation(line: 65, column: 3, scope: !178)
!253 = !DILocation(line: 67, column: 1, scope: !178)
!254 = !DILocation(line: 66, column: 3, scope: !178)
!255 = !DILocation(line: 62, column: 16, scope: !256)
!256 = distinct !DILexicalBlock(scope: !196, file: !1, line: 61, column: 3)
!257 = !DILocation(line: 62, column: 23, scope: !256)
!258 = !DILocation(line: 62, column: 21, scope: !256)
!259 = !DILocation(line: 62, column: 32, scope: !256)
!260 = !DILocation(line: 61, column: 31, scope: !256)
!261 = !DILocation(line: 61, column: 21, scope: !256)
!262 = distinct !{!262, !233, !263, !126}
!263 = !DILocation(line: 62, column: 34, scope: !196)
