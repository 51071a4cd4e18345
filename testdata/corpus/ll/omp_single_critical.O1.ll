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
  call void @llvm.experimental.noalias.scope.decl(metadata !63), !dbg !66
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
  %16 = call i32 @__kmpc_single(%struct.ident_t* nonnull @1, i32 %15) #5, !dbg !113, !noalias !63
  %17 = icmp eq i32 %16, 0, !dbg !113
  br i1 %17, label %40, label %18, !dbg !113

18:                                               ; preds = %8
  %19 = load i32, i32* %2, align 4, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()) #5, !dbg !114
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #5, !dbg !115
  %20 = icmp sgt i32 %19, 0, !dbg !116
  br i1 %20, label %21, label %27, !dbg !118

21:                                               ; preds = %18
  %22 = load i32*, i32** %3, align 8, !tbaa !34, !noalias !63
  %23 = zext i32 %19 to i64, !dbg !116
  br label %31, !dbg !118

24:                                               ; preds = %31
  %25 = sdiv i32 %37, 64, !dbg !119
  %26 = add nsw i32 %25, 1, !dbg !119
  br label %27, !dbg !119

27:                                               ; preds = %24, %18
  %28 = phi i32 [ 1, %18 ], [ %26, %24 ]
  store i32 %28, i32* %4, align 4, !dbg !120, !tbaa !30, !noalias !63
  %29 = call i32 @omp_get_num_threads() #5, !dbg !121, !noalias !63
  %30 = load i32*, i32** %5, align 8, !dbg !122, !tbaa !34, !noalias !63
  store i32 %29, i32* %30, align 4, !dbg !123, !tbaa !30, !noalias !63
  call void @__kmpc_end_single(%struct.ident_t* nonnull @1, i32 %15) #5, !dbg !124, !noalias !63
  br label %40, !dbg !124

31:                                               ; preds = %31, %21
  %32 = phi i64 [ 0, %21 ], [ %38, %31 ]
  %33 = phi i32 [ 0, %21 ], [ %37, %31 ]
  call void @llvm.dbg.value(metadata i32 %33, metadata !84, metadata !DIExpression()) #5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %32, metadata !87, metadata !DIExpression()) #5, !dbg !115
  %34 = getelementptr inbounds i32, i32* %22, i64 %32, !dbg !125
  %35 = load i32, i32* %34, align 4, !dbg !125, !tbaa !30, !noalias !63
  %36 = icmp sgt i32 %35, %33, !dbg !127
  %37 = select i1 %36, i32 %35, i32 %33, !dbg !128
  call void @llvm.dbg.value(metadata i32 %37, metadata !84, metadata !DIExpression()) #5, !dbg !114
  %38 = add nuw nsw i64 %32, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %38, metadata !87, metadata !DIExpression()) #5, !dbg !115
  %39 = icmp eq i64 %38, %23, !dbg !116
  br i1 %39, label %24, label %31, !dbg !118, !llvm.loop !130

40:                                               ; preds = %27, %8
  call void @__kmpc_barrier(%struct.ident_t* nonnull @2, i32 %15) #5, !dbg !134, !noalias !63
  %41 = load i32, i32* %2, align 4, !dbg !135, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 %41, metadata !91, metadata !DIExpression()) #5, !dbg !136
  %42 = add nsw i32 %41, -1, !dbg !137
  call void @llvm.dbg.value(metadata i32 %42, metadata !91, metadata !DIExpression()) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()) #5, !dbg !136
  %43 = icmp sgt i32 %41, 0, !dbg !137
  br i1 %43, label %44, label %72, !dbg !138

44:                                               ; preds = %40
  %45 = bitcast i32* %10 to i8*, !dbg !138
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %45) #5, !dbg !138, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()) #5, !dbg !136
  store i32 0, i32* %10, align 4, !dbg !139, !tbaa !30, !noalias !63
  %46 = bitcast i32* %11 to i8*, !dbg !138
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %46) #5, !dbg !138, !noalias !63
  call void @llvm.dbg.value(metadata i32 %42, metadata !94, metadata !DIExpression()) #5, !dbg !136
  store i32 %42, i32* %11, align 4, !dbg !139, !tbaa !30, !noalias !63
  %47 = bitcast i32* %12 to i8*, !dbg !138
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %47) #5, !dbg !138, !noalias !63
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()) #5, !dbg !136
  store i32 1, i32* %12, align 4, !dbg !139, !tbaa !30, !noalias !63
  %48 = bitcast i32* %13 to i8*, !dbg !138
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %48) #5, !dbg !138, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #5, !dbg !136
  store i32 0, i32* %13, align 4, !dbg !139, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32* %10, metadata !93, metadata !DIExpression(DW_OP_deref)) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32* %11, metadata !94, metadata !DIExpression(DW_OP_deref)) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32* %12, metadata !95, metadata !DIExpression(DW_OP_deref)) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32* %13, metadata !96, metadata !DIExpression(DW_OP_deref)) #5, !dbg !136
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @4, i32 %15, i32 34, i32* nonnull %13, i32* nonnull %10, i32* nonnull %11, i32* nonnull %12, i32 1, i32 1) #5, !dbg !140, !noalias !63
  %49 = load i32, i32* %11, align 4, !dbg !139, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 %49, metadata !94, metadata !DIExpression()) #5, !dbg !136
  %50 = icmp sgt i32 %49, %42, !dbg !139
  %51 = select i1 %50, i32 %42, i32 %49, !dbg !139
  call void @llvm.dbg.value(metadata i32 %51, metadata !94, metadata !DIExpression()) #5, !dbg !136
  store i32 %51, i32* %11, align 4, !dbg !139, !tbaa !30, !noalias !63
  %52 = load i32, i32* %10, align 4, !dbg !139, !tbaa !30, !noalias !63
  call void @llvm.dbg.value(metadata i32 %52, metadata !93, metadata !DIExpression()) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32 %52, metadata !89, metadata !DIExpression()) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32 %51, metadata !94, metadata !DIExpression()) #5, !dbg !136
  %53 = icmp sgt i32 %52, %51, !dbg !137
  br i1 %53, label %71, label %54, !dbg !138

54:                                               ; preds = %44
  %55 = load i32*, i32** %3, align 8, !tbaa !34, !noalias !63
  %56 = load i32, i32* %4, align 4, !tbaa !30, !noalias !63
  %57 = sext i32 %52 to i64, !dbg !138
  %58 = add i32 %51, 1, !dbg !138
  br label %59, !dbg !138

59:                                               ; preds = %59, %54
  %60 = phi i64 [ %57, %54 ], [ %68, %59 ]
  call void @llvm.dbg.value(metadata i64 %60, metadata !89, metadata !DIExpression()) #5, !dbg !136
  call void @llvm.dbg.value(metadata i64 %60, metadata !92, metadata !DIExpression()) #5, !dbg !136
  %61 = getelementptr inbounds i32, i32* %55, i64 %60, !dbg !141
  %62 = load i32, i32* %61, align 4, !dbg !141, !tbaa !30, !noalias !63
  %63 = sdiv i32 %62, %56, !dbg !142
  %64 = sext i32 %63 to i64, !dbg !143
  %65 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %64, !dbg !143
  %66 = load i32, i32* %65, align 4, !dbg !144, !tbaa !30, !noalias !63
  %67 = add nsw i32 %66, 1, !dbg !144
  store i32 %67, i32* %65, align 4, !dbg !144, !tbaa !30, !noalias !63
  %68 = add nsw i64 %60, 1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %68, metadata !89, metadata !DIExpression()) #5, !dbg !136
  call void @llvm.dbg.value(metadata i32 %51, metadata !94, metadata !DIExpression()) #5, !dbg !136
  %69 = trunc i64 %68 to i32, !dbg !137
  %70 = icmp eq i32 %58, %69, !dbg !137
  br i1 %70, label %71, label %59, !dbg !138, !llvm.loop !145

71:                                               ; preds = %59, %44
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @6, i32 %15) #5, !dbg !146, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %48) #5, !dbg !140, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %47) #5, !dbg !140, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %46) #5, !dbg !140, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %45) #5, !dbg !140, !noalias !63
  br label %72, !dbg !140

72:                                               ; preds = %71, %40
  call void @__kmpc_barrier(%struct.ident_t* nonnull @7, i32 %15) #5, !dbg !146, !noalias !63
  call void @__kmpc_critical(%struct.ident_t* nonnull @9, i32 %15, [8 x i32]* nonnull @.gomp_critical_user_.var) #5, !dbg !147, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()) #5, !dbg !148
  %73 = load i32*, i32** %6, align 8, !tbaa !34, !noalias !63
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()) #5, !dbg !148
  br label %79, !dbg !149

74:                                               ; preds = %79
  call void @__kmpc_end_critical(%struct.ident_t* nonnull @9, i32 %15, [8 x i32]* nonnull @.gomp_critical_user_.var) #5, !dbg !150, !noalias !63
  call void @__kmpc_barrier(%struct.ident_t* nonnull @11, i32 %15) #5, !dbg !151, !noalias !63
  %75 = call i32 @__kmpc_single(%struct.ident_t* nonnull @13, i32 %15) #5, !dbg !152, !noalias !63
  %76 = icmp eq i32 %75, 0, !dbg !152
  br i1 %76, label %103, label %77, !dbg !152

77:                                               ; preds = %74
  %78 = load i32*, i32** %6, align 8, !tbaa !34, !noalias !63
  call void @llvm.dbg.value(metadata i32 1, metadata !104, metadata !DIExpression()) #5, !dbg !153
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()) #5, !dbg !154
  br label %90, !dbg !155

79:                                               ; preds = %79, %72
  %80 = phi i64 [ 0, %72 ], [ %86, %79 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !97, metadata !DIExpression()) #5, !dbg !148
  %81 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %80, !dbg !156
  %82 = load i32, i32* %81, align 4, !dbg !156, !tbaa !30, !noalias !63
  %83 = getelementptr inbounds i32, i32* %73, i64 %80, !dbg !158
  %84 = load i32, i32* %83, align 4, !dbg !159, !tbaa !30, !noalias !63
  %85 = add nsw i32 %84, %82, !dbg !159
  store i32 %85, i32* %83, align 4, !dbg !159, !tbaa !30, !noalias !63
  %86 = add nuw nsw i64 %80, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %86, metadata !97, metadata !DIExpression()) #5, !dbg !148
  %87 = icmp eq i64 %86, 64, !dbg !161
  br i1 %87, label %74, label %79, !dbg !149, !llvm.loop !162

88:                                               ; preds = %90
  %89 = load i32*, i32** %7, align 8, !dbg !164, !tbaa !34, !noalias !63
  store i32 %100, i32* %89, align 4, !dbg !165, !tbaa !30, !noalias !63
  call void @__kmpc_end_single(%struct.ident_t* nonnull @13, i32 %15) #5, !dbg !166, !noalias !63
  br label %103, !dbg !166

90:                                               ; preds = %90, %77
  %91 = phi i64 [ 1, %77 ], [ %101, %90 ]
  %92 = phi i32 [ 0, %77 ], [ %100, %90 ]
  call void @llvm.dbg.value(metadata i64 %91, metadata !104, metadata !DIExpression()) #5, !dbg !153
  call void @llvm.dbg.value(metadata i32 %92, metadata !101, metadata !DIExpression()) #5, !dbg !154
  %93 = getelementptr inbounds i32, i32* %78, i64 %91, !dbg !167
  %94 = load i32, i32* %93, align 4, !dbg !167, !tbaa !30, !noalias !63
  %95 = sext i32 %92 to i64, !dbg !170
  %96 = getelementptr inbounds i32, i32* %78, i64 %95, !dbg !170
  %97 = load i32, i32* %96, align 4, !dbg !170, !tbaa !30, !noalias !63
  %98 = icmp sgt i32 %94, %97, !dbg !171
  %99 = trunc i64 %91 to i32, !dbg !172
  %100 = select i1 %98, i32 %99, i32 %92, !dbg !172
  call void @llvm.dbg.value(metadata i32 %100, metadata !101, metadata !DIExpression()) #5, !dbg !154
  %101 = add nuw nsw i64 %91, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %101, metadata !104, metadata !DIExpression()) #5, !dbg !153
  %102 = icmp eq i64 %101, 64, !dbg !174
  br i1 %102, label %88, label %90, !dbg !155, !llvm.loop !175

103:                                              ; preds = %74, %88
  call void @__kmpc_barrier(%struct.ident_t* nonnull @14, i32 %15) #5, !dbg !177, !noalias !63
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %14) #5, !dbg !178, !noalias !63
  ret void, !dbg !66
}

; Function Attrs: nounwind
declare !callback !179 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !181 {
  %3 = alloca i32, align 4
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32*, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca [64 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !185, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i8** %1, metadata !186, metadata !DIExpression()), !dbg !200
  %12 = icmp sgt i32 %0, 1, !dbg !201
  br i1 %12, label %13, label %18, !dbg !202

13:                                               ; preds = %2
  %14 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !203
  %15 = load i8*, i8** %14, align 8, !dbg !203, !tbaa !34
  call void @llvm.dbg.value(metadata i8* %15, metadata !204, metadata !DIExpression()) #5, !dbg !212
  %16 = call i64 @strtol(i8* nocapture noundef nonnull %15, i8** noundef null, i32 noundef 10) #5, !dbg !214
  %17 = trunc i64 %16 to i32, !dbg !215
  br label %18, !dbg !202

18:                                               ; preds = %2, %13
  %19 = phi i32 [ %17, %13 ], [ 80000, %2 ], !dbg !202
  call void @llvm.dbg.value(metadata i32 %19, metadata !187, metadata !DIExpression()), !dbg !200
  %20 = sext i32 %19 to i64, !dbg !216
  %21 = shl nsw i64 %20, 2, !dbg !217
  %22 = call noalias i8* @malloc(i64 noundef %21) #5, !dbg !218
  %23 = bitcast i8* %22 to i32*, !dbg !218
  call void @llvm.dbg.value(metadata i32* %23, metadata !188, metadata !DIExpression()), !dbg !200
  %24 = bitcast [64 x i32]* %9 to i8*, !dbg !219
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %24) #5, !dbg !219
  call void @llvm.dbg.declare(metadata [64 x i32]* %9, metadata !189, metadata !DIExpression()), !dbg !220
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %24, i8 0, i64 256, i1 false), !dbg !220
  %25 = bitcast i32* %10 to i8*, !dbg !221
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %25) #5, !dbg !221
  call void @llvm.dbg.value(metadata i32 -1, metadata !190, metadata !DIExpression()), !dbg !200
  store i32 -1, i32* %10, align 4, !dbg !222, !tbaa !30
  %26 = bitcast i32* %11 to i8*, !dbg !221
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %26) #5, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !191, metadata !DIExpression()), !dbg !200
  store i32 0, i32* %11, align 4, !dbg !223, !tbaa !30
  call void @llvm.dbg.value(metadata i32 13, metadata !192, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !194, metadata !DIExpression()), !dbg !224
  %27 = icmp sgt i32 %19, 0, !dbg !225
  br i1 %27, label %28, label %30, !dbg !227

28:                                               ; preds = %18
  %29 = zext i32 %19 to i64, !dbg !225
  br label %39, !dbg !227

30:                                               ; preds = %39, %18
  %31 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 0, !dbg !228
  call void @llvm.dbg.value(metadata i32* %10, metadata !190, metadata !DIExpression(DW_OP_deref)), !dbg !200
  call void @llvm.dbg.value(metadata i32* %11, metadata !191, metadata !DIExpression(DW_OP_deref)), !dbg !200
  %32 = bitcast i32* %3 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32), !dbg !229
  %33 = bitcast i32** %4 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %33), !dbg !229
  %34 = bitcast i32** %5 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %34), !dbg !229
  %35 = bitcast i32** %6 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %35), !dbg !229
  %36 = bitcast i32** %7 to i8*, !dbg !229
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %36), !dbg !229
  call void @llvm.dbg.value(metadata i32 %19, metadata !23, metadata !DIExpression()) #5, !dbg !229
  store i32 %19, i32* %3, align 4, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %23, metadata !24, metadata !DIExpression()) #5, !dbg !229
  %37 = bitcast i32** %4 to i8**
  store i8* %22, i8** %37, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %31, metadata !25, metadata !DIExpression()) #5, !dbg !229
  store i32* %31, i32** %5, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %10, metadata !26, metadata !DIExpression()) #5, !dbg !229
  store i32* %10, i32** %6, align 8, !tbaa !34
  call void @llvm.dbg.value(metadata i32* %11, metadata !27, metadata !DIExpression()) #5, !dbg !229
  store i32* %11, i32** %7, align 8, !tbaa !34
  %38 = bitcast i32* %8 to i8*, !dbg !231
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %38) #5, !dbg !231
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #5, !dbg !229
  store i32 0, i32* %8, align 4, !dbg !232, !tbaa !30
  call void @llvm.dbg.value(metadata i32* %3, metadata !23, metadata !DIExpression(DW_OP_deref)) #5, !dbg !229
  call void @llvm.dbg.value(metadata i32** %4, metadata !24, metadata !DIExpression(DW_OP_deref)) #5, !dbg !229
  call void @llvm.dbg.value(metadata i32** %5, metadata !25, metadata !DIExpression(DW_OP_deref)) #5, !dbg !229
  call void @llvm.dbg.value(metadata i32** %6, metadata !26, metadata !DIExpression(DW_OP_deref)) #5, !dbg !229
  call void @llvm.dbg.value(metadata i32** %7, metadata !27, metadata !DIExpression(DW_OP_deref)) #5, !dbg !229
  call void @llvm.dbg.value(metadata i32* %8, metadata !28, metadata !DIExpression(DW_OP_deref)) #5, !dbg !229
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @16, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32**, i32*, i32**, i32**, i32**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %3, i32** nonnull %4, i32* nonnull %8, i32** nonnull %7, i32** nonnull %5, i32** nonnull %6) #5, !dbg !233
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %38) #5, !dbg !234
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32), !dbg !234
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %33), !dbg !234
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %34), !dbg !234
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %35), !dbg !234
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %36), !dbg !234
  call void @llvm.dbg.value(metadata i64 0, metadata !196, metadata !DIExpression()), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !198, metadata !DIExpression()), !dbg !235
  br label %58, !dbg !236

39:                                               ; preds = %28, %39
  %40 = phi i64 [ 0, %28 ], [ %50, %39 ]
  %41 = phi i32 [ 13, %28 ], [ %43, %39 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !194, metadata !DIExpression()), !dbg !224
  call void @llvm.dbg.value(metadata i32 %41, metadata !192, metadata !DIExpression()), !dbg !200
  %42 = mul i32 %41, 1103515245, !dbg !237
  %43 = add i32 %42, 12345, !dbg !239
  call void @llvm.dbg.value(metadata i32 %43, metadata !192, metadata !DIExpression()), !dbg !200
  %44 = lshr i32 %43, 16, !dbg !240
  %45 = urem i32 %44, 3000, !dbg !241
  %46 = lshr i32 %43, 4, !dbg !242
  %47 = urem i32 %46, 2000, !dbg !243
  %48 = add nuw nsw i32 %45, %47, !dbg !244
  %49 = getelementptr inbounds i32, i32* %23, i64 %40, !dbg !245
  store i32 %48, i32* %49, align 4, !dbg !246, !tbaa !30
  %50 = add nuw nsw i64 %40, 1, !dbg !247
  call void @llvm.dbg.value(metadata i64 %50, metadata !194, metadata !DIExpression()), !dbg !224
  %51 = icmp eq i64 %50, %29, !dbg !225
  br i1 %51, label %30, label %39, !dbg !227, !llvm.loop !248

52:                                               ; preds = %58
  %53 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !250, !tbaa !34
  %54 = load i32, i32* %11, align 4, !dbg !251, !tbaa !30
  call void @llvm.dbg.value(metadata i32 %54, metadata !191, metadata !DIExpression()), !dbg !200
  %55 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %53, i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %54) #14, !dbg !252
  %56 = load i32, i32* %10, align 4, !dbg !253, !tbaa !30
  call void @llvm.dbg.value(metadata i32 %56, metadata !190, metadata !DIExpression()), !dbg !200
  %57 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([22 x i8], [22 x i8]* @.str.1, i64 0, i64 0), i32 noundef %56, i64 noundef %66), !dbg !254
  call void @free(i8* noundef %22) #5, !dbg !255
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %26) #5, !dbg !256
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %25) #5, !dbg !256
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %24) #5, !dbg !256
  ret i32 0, !dbg !257

58:                                               ; preds = %30, %58
  %59 = phi i64 [ 0, %30 ], [ %67, %58 ]
  %60 = phi i64 [ 0, %30 ], [ %66, %58 ]
  call void @llvm.dbg.value(metadata i64 %59, metadata !198, metadata !DIExpression()), !dbg !235
  call void @llvm.dbg.value(metadata i64 %60, metadata !196, metadata !DIExpression()), !dbg !200
  %61 = mul nsw i64 %60, 31, !dbg !258
  %62 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %59, !dbg !260
  %63 = load i32, i32* %62, align 4, !dbg !260, !tbaa !30
  %64 = sext i32 %63 to i64, !dbg !260
  %65 = add nsw i64 %61, %64, !dbg !261
  %66 = srem i64 %65, 1000000007, !dbg !262
  call void @llvm.dbg.value(metadata i64 %66, metadata !196, metadata !DIExpression()), !dbg !200
  %67 = add nuw nsw i64 %59, 1, !dbg !263
  call void @llvm.dbg.value(metadata i64 %67, metadata !198, metadata !DIExpression()), !dbg !235
  %68 = icmp eq i64 %67, 64, !dbg !264
  br i1 %68, label %52, label %58, !dbg !236, !llvm.loop !265
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
attributes #14 = { cold }

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
!119 = !DILocation(line: 25, column: 18, scope: !85, inlinedAt: !107)
!120 = !DILocation(line: 25, column: 13, scope: !85, inlinedAt: !107)
!121 = !DILocation(line: 26, column: 19, scope: !85, inlinedAt: !107)
!122 = !DILocation(line: 26, column: 8, scope: !85, inlinedAt: !107)
!123 = !DILocation(line: 26, column: 17, scope: !85, inlinedAt: !107)
!124 = !DILocation(line: 27, column: 5, scope: !85, inlinedAt: !107)
!125 = !DILocation(line: 23, column: 13, scope: !126, inlinedAt: !107)
!126 = distinct !DILexicalBlock(scope: !117, file: !1, line: 23, column: 13)
!127 = !DILocation(line: 23, column: 21, scope: !126, inlinedAt: !107)
!128 = !DILocation(line: 23, column: 13, scope: !117, inlinedAt: !107)
!129 = !DILocation(line: 22, column: 31, scope: !117, inlinedAt: !107)
!130 = distinct !{!130, !118, !131, !132, !133}
!131 = !DILocation(line: 24, column: 22, scope: !88, inlinedAt: !107)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !{!"llvm.loop.unroll.disable"}
!134 = !DILocation(line: 19, column: 19, scope: !86, inlinedAt: !107)
!135 = !DILocation(line: 29, column: 25, scope: !90, inlinedAt: !107)
!136 = !DILocation(line: 0, scope: !90, inlinedAt: !107)
!137 = !DILocation(line: 29, column: 5, scope: !90, inlinedAt: !107)
!138 = !DILocation(line: 28, column: 1, scope: !78, inlinedAt: !107)
!139 = !DILocation(line: 29, column: 10, scope: !90, inlinedAt: !107)
!140 = !DILocation(line: 28, column: 1, scope: !90, inlinedAt: !107)
!141 = !DILocation(line: 30, column: 13, scope: !90, inlinedAt: !107)
!142 = !DILocation(line: 30, column: 21, scope: !90, inlinedAt: !107)
!143 = !DILocation(line: 30, column: 7, scope: !90, inlinedAt: !107)
!144 = !DILocation(line: 30, column: 29, scope: !90, inlinedAt: !107)
!145 = distinct !{!145, !140, !146}
!146 = !DILocation(line: 28, column: 33, scope: !90, inlinedAt: !107)
!147 = !DILocation(line: 31, column: 1, scope: !100, inlinedAt: !107)
!148 = !DILocation(line: 0, scope: !98, inlinedAt: !107)
!149 = !DILocation(line: 33, column: 7, scope: !98, inlinedAt: !107)
!150 = !DILocation(line: 35, column: 5, scope: !99, inlinedAt: !107)
!151 = !DILocation(line: 36, column: 1, scope: !78, inlinedAt: !107)
!152 = !DILocation(line: 37, column: 1, scope: !78, inlinedAt: !107)
!153 = !DILocation(line: 0, scope: !105, inlinedAt: !107)
!154 = !DILocation(line: 0, scope: !102, inlinedAt: !107)
!155 = !DILocation(line: 40, column: 7, scope: !105, inlinedAt: !107)
!156 = !DILocation(line: 34, column: 20, scope: !157, inlinedAt: !107)
!157 = distinct !DILexicalBlock(scope: !98, file: !1, line: 33, column: 7)
!158 = !DILocation(line: 34, column: 9, scope: !157, inlinedAt: !107)
!159 = !DILocation(line: 34, column: 17, scope: !157, inlinedAt: !107)
!160 = !DILocation(line: 33, column: 35, scope: !157, inlinedAt: !107)
!161 = !DILocation(line: 33, column: 25, scope: !157, inlinedAt: !107)
!162 = distinct !{!162, !149, !163, !132, !133}
!163 = !DILocation(line: 34, column: 27, scope: !98, inlinedAt: !107)
!164 = !DILocation(line: 43, column: 8, scope: !102, inlinedAt: !107)
!165 = !DILocation(line: 43, column: 13, scope: !102, inlinedAt: !107)
!166 = !DILocation(line: 44, column: 5, scope: !102, inlinedAt: !107)
!167 = !DILocation(line: 41, column: 13, scope: !168, inlinedAt: !107)
!168 = distinct !DILexicalBlock(scope: !169, file: !1, line: 41, column: 13)
!169 = distinct !DILexicalBlock(scope: !105, file: !1, line: 40, column: 7)
!170 = !DILocation(line: 41, column: 23, scope: !168, inlinedAt: !107)
!171 = !DILocation(line: 41, column: 21, scope: !168, inlinedAt: !107)
!172 = !DILocation(line: 41, column: 13, scope: !169, inlinedAt: !107)
!173 = !DILocation(line: 40, column: 35, scope: !169, inlinedAt: !107)
!174 = !DILocation(line: 40, column: 25, scope: !169, inlinedAt: !107)
!175 = distinct !{!175, !155, !176, !132, !133}
!176 = !DILocation(line: 42, column: 18, scope: !105, inlinedAt: !107)
!177 = !DILocation(line: 37, column: 19, scope: !103, inlinedAt: !107)
!178 = !DILocation(line: 45, column: 3, scope: !68, inlinedAt: !107)
!179 = !{!180}
!180 = !{i64 2, i64 -1, i64 -1, i1 true}
!181 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 48, type: !182, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !184)
!182 = !DISubroutineType(types: !183)
!183 = !{!3, !3, !4}
!184 = !{!185, !186, !187, !188, !189, !190, !191, !192, !194, !196, !198}
!185 = !DILocalVariable(name: "argc", arg: 1, scope: !181, file: !1, line: 48, type: !3)
!186 = !DILocalVariable(name: "argv", arg: 2, scope: !181, file: !1, line: 48, type: !4)
!187 = !DILocalVariable(name: "n", scope: !181, file: !1, line: 50, type: !3)
!188 = !DILocalVariable(name: "data", scope: !181, file: !1, line: 51, type: !21)
!189 = !DILocalVariable(name: "hist", scope: !181, file: !1, line: 52, type: !79)
!190 = !DILocalVariable(name: "mode", scope: !181, file: !1, line: 53, type: !3)
!191 = !DILocalVariable(name: "nthreads", scope: !181, file: !1, line: 53, type: !3)
!192 = !DILocalVariable(name: "s", scope: !181, file: !1, line: 54, type: !193)
!193 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!194 = !DILocalVariable(name: "i", scope: !195, file: !1, line: 55, type: !3)
!195 = distinct !DILexicalBlock(scope: !181, file: !1, line: 55, column: 3)
!196 = !DILocalVariable(name: "chk", scope: !181, file: !1, line: 60, type: !197)
!197 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!198 = !DILocalVariable(name: "b", scope: !199, file: !1, line: 61, type: !3)
!199 = distinct !DILexicalBlock(scope: !181, file: !1, line: 61, column: 3)
!200 = !DILocation(line: 0, scope: !181)
!201 = !DILocation(line: 50, column: 16, scope: !181)
!202 = !DILocation(line: 50, column: 11, scope: !181)
!203 = !DILocation(line: 50, column: 27, scope: !181)
!204 = !DILocalVariable(name: "__nptr", arg: 1, scope: !205, file: !206, line: 362, type: !209)
!205 = distinct !DISubprogram(name: "atoi", scope: !206, file: !206, line: 362, type: !207, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !211)
!206 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!207 = !DISubroutineType(types: !208)
!208 = !{!3, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !210, size: 64)
!210 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!211 = !{!204}
!212 = !DILocation(line: 0, scope: !205, inlinedAt: !213)
!213 = distinct !DILocation(line: 50, column: 22, scope: !181)
!214 = !DILocation(line: 364, column: 16, scope: !205, inlinedAt: !213)
!215 = !DILocation(line: 364, column: 10, scope: !205, inlinedAt: !213)
!216 = !DILocation(line: 51, column: 22, scope: !181)
!217 = !DILocation(line: 51, column: 24, scope: !181)
!218 = !DILocation(line: 51, column: 15, scope: !181)
!219 = !DILocation(line: 52, column: 3, scope: !181)
!220 = !DILocation(line: 52, column: 7, scope: !181)
!221 = !DILocation(line: 53, column: 3, scope: !181)
!222 = !DILocation(line: 53, column: 7, scope: !181)
!223 = !DILocation(line: 53, column: 18, scope: !181)
!224 = !DILocation(line: 0, scope: !195)
!225 = !DILocation(line: 55, column: 21, scope: !226)
!226 = distinct !DILexicalBlock(scope: !195, file: !1, line: 55, column: 3)
!227 = !DILocation(line: 55, column: 3, scope: !195)
!228 = !DILocation(line: 59, column: 24, scope: !181)
!229 = !DILocation(line: 0, scope: !16, inlinedAt: !230)
!230 = distinct !DILocation(line: 59, column: 3, scope: !181)
!231 = !DILocation(line: 13, column: 3, scope: !16, inlinedAt: !230)
!232 = !DILocation(line: 13, column: 7, scope: !16, inlinedAt: !230)
!233 = !DILocation(line: 14, column: 1, scope: !16, inlinedAt: !230)
!234 = !DILocation(line: 46, column: 1, scope: !16, inlinedAt: !230)
!235 = !DILocation(line: 0, scope: !199)
!236 = !DILocation(line: 61, column: 3, scope: !199)
!237 = !DILocation(line: 56, column: 11, scope: !238)
!238 = distinct !DILexicalBlock(scope: !226, file: !1, line: 55, column: 31)
!239 = !DILocation(line: 56, column: 25, scope: !238)
!240 = !DILocation(line: 57, column: 24, scope: !238)
!241 = !DILocation(line: 57, column: 31, scope: !238)
!242 = !DILocation(line: 57, column: 43, scope: !238)
!243 = !DILocation(line: 57, column: 49, scope: !238)
!244 = !DILocation(line: 57, column: 38, scope: !238)
!245 = !DILocation(line: 57, column: 5, scope: !238)
!246 = !DILocation(line: 57, column: 13, scope: !238)
!247 = !DILocation(line: 55, column: 27, scope: !226)
!248 = distinct !{!248, !227, !249, !132, !133}
!249 = !DILocation(line: 58, column: 3, scope: !195)
!250 = !DILocation(line: 63, column: 11, scope: !181)
!251 = !DILocation(line: 63, column: 35, scope: !181)
!252 = !DILocation(line: 63, column: 3, scope: !181)
!253 = !DILocation(line: 64, column: 36, scope: !181)
!254 = !DILocation(line: 64, column: 3, scope: !181)
!255 = !DILocation(line: 65, column: 3, scope: !181)
!256 = !DILocation(line: 67, column: 1, scope: !181)
!257 = !DILocation(line: 66, column: 3, scope: !181)
!258 = !DILocation(line: 62, column: 16, scope: !259)
!259 = distinct !DILexicalBlock(scope: !199, file: !1, line: 61, column: 3)
!260 = !DILocation(line: 62, column: 23, scope: !259)
!261 = !DILocation(line: 62, column: 21, scope: !259)
!262 = !DILocation(line: 62, column: 32, scope: !259)
!263 = !DILocation(line: 61, column: 31, scope: !259)
!264 = !DILocation(line: 61, column: 21, scope: !259)
!265 = distinct !{!265, !236, !266, !132, !133}
!266 = !DILocation(line: 62, column: 34, scope: !199)
