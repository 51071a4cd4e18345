; ModuleID = 'omp_jacobi2d.c'
source_filename = "omp_jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [43 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [44 x i8] c";omp_jacobi2d.c;kernel_omp_jacobi2d;27;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 43, i8* getelementptr inbounds ([44 x i8], [44 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 42, i8* getelementptr inbounds ([43 x i8], [43 x i8]* @5, i32 0, i32 0) }, align 8
@Ag = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !7
@Bg = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_jacobi2d([64 x double]* noundef %0, [64 x double]* noundef %1) local_unnamed_addr #0 !dbg !22 {
  %3 = alloca [64 x double]*, align 8
  %4 = alloca [64 x double]*, align 8
  call void @llvm.dbg.value(metadata [64 x double]* %0, metadata !29, metadata !DIExpression()), !dbg !35
  store [64 x double]* %0, [64 x double]** %3, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata [64 x double]* %1, metadata !30, metadata !DIExpression()), !dbg !35
  store [64 x double]* %1, [64 x double]** %4, align 8, !tbaa !36
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !34, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 5, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 5, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 6, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 6, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 7, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 7, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 8, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 8, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 9, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 9, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %4, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %4, [64 x double]** nonnull %3), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %3, [64 x double]** nonnull %4), !dbg !46
  call void @llvm.dbg.value(metadata i32 10, metadata !31, metadata !DIExpression()), !dbg !35
  ret void, !dbg !47
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #4 !dbg !48 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32* %1, metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [64 x double]** %2, metadata !59, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !60, metadata !DIExpression()), !dbg !61
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62), !dbg !65
  call void @llvm.dbg.value(metadata i32* %0, metadata !66, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* undef, metadata !69, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [64 x double]** %2, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !71, metadata !DIExpression()) #3, !dbg !79
  %9 = bitcast i32* %5 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %5, align 4, !dbg !82, !tbaa !83, !noalias !62
  %10 = bitcast i32* %6 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 61, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 61, i32* %6, align 4, !dbg !82, !tbaa !83, !noalias !62
  %11 = bitcast i32* %7 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 1, metadata !75, metadata !DIExpression()) #3, !dbg !79
  store i32 1, i32* %7, align 4, !dbg !82, !tbaa !83, !noalias !62
  %12 = bitcast i32* %8 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %8, align 4, !dbg !82, !tbaa !83, !noalias !62
  %13 = load i32, i32* %0, align 4, !dbg !81, !tbaa !83, !alias.scope !62
  call void @llvm.dbg.value(metadata i32* %5, metadata !73, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %6, metadata !74, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %7, metadata !75, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %8, metadata !76, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #3, !dbg !85, !noalias !62
  %14 = load i32, i32* %6, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %14, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %15 = icmp slt i32 %14, 61, !dbg !82
  %16 = select i1 %15, i32 %14, i32 61, !dbg !82
  call void @llvm.dbg.value(metadata i32 %16, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 %16, i32* %6, align 4, !dbg !82, !tbaa !83, !noalias !62
  %17 = load i32, i32* %5, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %17, metadata !73, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %17, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %16, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %18 = icmp sgt i32 %17, %16, !dbg !81
  br i1 %18, label %93, label %19, !dbg !81

19:                                               ; preds = %4
  %20 = load [64 x double]*, [64 x double]** %3, align 8, !tbaa !36, !noalias !62
  %21 = load [64 x double]*, [64 x double]** %2, align 8, !tbaa !36, !noalias !62
  %22 = sext i32 %17 to i64, !dbg !81
  %23 = add nsw i32 %16, 1, !dbg !81
  %24 = sext i32 %23 to i64, !dbg !81
  %25 = add nsw i64 %22, 1, !dbg !81
  %26 = add nsw i64 %22, 2, !dbg !81
  br label %30, !dbg !81

27:                                               ; preds = %44, %72
  call void @llvm.dbg.value(metadata i64 %34, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %16, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %28 = icmp eq i64 %34, %24, !dbg !81
  %29 = add i64 %31, 1, !dbg !81
  br i1 %28, label %93, label %30, !dbg !81, !llvm.loop !86

30:                                               ; preds = %27, %19
  %31 = phi i64 [ %29, %27 ], [ 0, %19 ]
  %32 = phi i64 [ %34, %27 ], [ %22, %19 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !72, metadata !DIExpression()) #3, !dbg !79
  %33 = add i64 %25, %31, !dbg !88
  %34 = add nsw i64 %32, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %34, metadata !78, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %35 = add nsw i64 %32, 2
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %36 = add i64 %26, %31, !dbg !88
  %37 = getelementptr [64 x double], [64 x double]* %20, i64 %36, i64 63, !dbg !88
  %38 = getelementptr [64 x double], [64 x double]* %20, i64 %32, i64 1, !dbg !88
  %39 = getelementptr [64 x double], [64 x double]* %21, i64 %33, i64 63, !dbg !88
  %40 = getelementptr [64 x double], [64 x double]* %21, i64 %33, i64 1, !dbg !88
  %41 = icmp ult double* %40, %37, !dbg !89
  %42 = icmp ult double* %38, %39, !dbg !89
  %43 = and i1 %41, %42, !dbg !89
  br i1 %43, label %72, label %44, !dbg !89

44:                                               ; preds = %30, %44
  %45 = phi i64 [ %70, %44 ], [ 0, %30 ]
  %46 = or i64 %45, 1
  %47 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %34, i64 %46, !dbg !91
  %48 = bitcast double* %47 to <2 x double>*, !dbg !91
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %50 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %32, i64 %46, !dbg !98
  %51 = bitcast double* %50 to <2 x double>*, !dbg !98
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %53 = fadd <2 x double> %49, %52, !dbg !99
  %54 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %35, i64 %46, !dbg !100
  %55 = bitcast double* %54 to <2 x double>*, !dbg !100
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %57 = fadd <2 x double> %53, %56, !dbg !101
  %58 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %34, i64 %45, !dbg !102
  %59 = bitcast double* %58 to <2 x double>*, !dbg !102
  %60 = load <2 x double>, <2 x double>* %59, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %61 = fadd <2 x double> %57, %60, !dbg !103
  %62 = add i64 %45, 2, !dbg !104
  %63 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %34, i64 %62, !dbg !105
  %64 = bitcast double* %63 to <2 x double>*, !dbg !105
  %65 = load <2 x double>, <2 x double>* %64, align 8, !dbg !105, !tbaa !93, !alias.scope !95, !noalias !62
  %66 = fadd <2 x double> %61, %65, !dbg !106
  %67 = fmul <2 x double> %66, <double 2.000000e-01, double 2.000000e-01>, !dbg !107
  %68 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %34, i64 %46, !dbg !108
  %69 = bitcast double* %68 to <2 x double>*, !dbg !109
  store <2 x double> %67, <2 x double>* %69, align 8, !dbg !109, !tbaa !93, !alias.scope !110, !noalias !112
  %70 = add nuw i64 %45, 2
  %71 = icmp eq i64 %70, 62
  br i1 %71, label %27, label %44, !llvm.loop !113

72:                                               ; preds = %30, %72
  %73 = phi i64 [ %86, %72 ], [ 1, %30 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %74 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %34, i64 %73, !dbg !91
  %75 = load double, double* %74, align 8, !dbg !91, !tbaa !93, !noalias !62
  %76 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %32, i64 %73, !dbg !98
  %77 = load double, double* %76, align 8, !dbg !98, !tbaa !93, !noalias !62
  %78 = fadd double %75, %77, !dbg !99
  %79 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %35, i64 %73, !dbg !100
  %80 = load double, double* %79, align 8, !dbg !100, !tbaa !93, !noalias !62
  %81 = fadd double %78, %80, !dbg !101
  %82 = add nsw i64 %73, -1, !dbg !117
  %83 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %34, i64 %82, !dbg !102
  %84 = load double, double* %83, align 8, !dbg !102, !tbaa !93, !noalias !62
  %85 = fadd double %81, %84, !dbg !103
  %86 = add nuw nsw i64 %73, 1, !dbg !104
  %87 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %34, i64 %86, !dbg !105
  %88 = load double, double* %87, align 8, !dbg !105, !tbaa !93, !noalias !62
  %89 = fadd double %85, %88, !dbg !106
  %90 = fmul double %89, 2.000000e-01, !dbg !107
  %91 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %34, i64 %73, !dbg !108
  store double %90, double* %91, align 8, !dbg !109, !tbaa !93, !noalias !62
  call void @llvm.dbg.value(metadata i64 %86, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %92 = icmp eq i64 %86, 63, !dbg !118
  br i1 %92, label %27, label %72, !dbg !89, !llvm.loop !119

93:                                               ; preds = %27, %4
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %13) #3, !dbg !87, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !85, !noalias !62
  ret void, !dbg !65
}

; Function Attrs: nounwind
declare !callback !120 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #4 !dbg !122 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !124, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32* %1, metadata !125, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata [64 x double]** %2, metadata !126, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !127, metadata !DIExpression()), !dbg !128
  tail call void @llvm.experimental.noalias.scope.decl(metadata !129), !dbg !132
  call void @llvm.dbg.value(metadata i32* %0, metadata !133, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* undef, metadata !136, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata [64 x double]** %2, metadata !137, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata [64 x double]** %3, metadata !138, metadata !DIExpression()) #3, !dbg !146
  %9 = bitcast i32* %5 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 0, metadata !140, metadata !DIExpression()) #3, !dbg !146
  store i32 0, i32* %5, align 4, !dbg !149, !tbaa !83, !noalias !129
  %10 = bitcast i32* %6 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 61, metadata !141, metadata !DIExpression()) #3, !dbg !146
  store i32 61, i32* %6, align 4, !dbg !149, !tbaa !83, !noalias !129
  %11 = bitcast i32* %7 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 1, metadata !142, metadata !DIExpression()) #3, !dbg !146
  store i32 1, i32* %7, align 4, !dbg !149, !tbaa !83, !noalias !129
  %12 = bitcast i32* %8 to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()) #3, !dbg !146
  store i32 0, i32* %8, align 4, !dbg !149, !tbaa !83, !noalias !129
  %13 = load i32, i32* %0, align 4, !dbg !148, !tbaa !83, !alias.scope !129
  call void @llvm.dbg.value(metadata i32* %5, metadata !140, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* %6, metadata !141, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* %7, metadata !142, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* %8, metadata !143, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #3, !dbg !150, !noalias !129
  %14 = load i32, i32* %6, align 4, !dbg !149, !tbaa !83, !noalias !129
  call void @llvm.dbg.value(metadata i32 %14, metadata !141, metadata !DIExpression()) #3, !dbg !146
  %15 = icmp slt i32 %14, 61, !dbg !149
  %16 = select i1 %15, i32 %14, i32 61, !dbg !149
  call void @llvm.dbg.value(metadata i32 %16, metadata !141, metadata !DIExpression()) #3, !dbg !146
  store i32 %16, i32* %6, align 4, !dbg !149, !tbaa !83, !noalias !129
  %17 = load i32, i32* %5, align 4, !dbg !149, !tbaa !83, !noalias !129
  call void @llvm.dbg.value(metadata i32 %17, metadata !140, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 %17, metadata !139, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 %16, metadata !141, metadata !DIExpression()) #3, !dbg !146
  %18 = icmp sgt i32 %17, %16, !dbg !148
  br i1 %18, label %81, label %19, !dbg !148

19:                                               ; preds = %4
  %20 = load [64 x double]*, [64 x double]** %3, align 8, !tbaa !36, !noalias !129
  %21 = load [64 x double]*, [64 x double]** %2, align 8, !tbaa !36, !noalias !129
  %22 = sext i32 %17 to i64, !dbg !148
  %23 = add nsw i32 %16, 1, !dbg !148
  %24 = sext i32 %23 to i64, !dbg !148
  %25 = add nsw i64 %22, 1, !dbg !148
  br label %29, !dbg !148

26:                                               ; preds = %41, %70
  call void @llvm.dbg.value(metadata i64 %33, metadata !139, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 %16, metadata !141, metadata !DIExpression()) #3, !dbg !146
  %27 = icmp eq i64 %33, %24, !dbg !148
  %28 = add i64 %30, 1, !dbg !148
  br i1 %27, label %81, label %29, !dbg !148, !llvm.loop !151

29:                                               ; preds = %26, %19
  %30 = phi i64 [ %28, %26 ], [ 0, %19 ]
  %31 = phi i64 [ %33, %26 ], [ %22, %19 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !139, metadata !DIExpression()) #3, !dbg !146
  %32 = add i64 %25, %30, !dbg !153
  %33 = add nsw i64 %31, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %33, metadata !145, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 1, metadata !144, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 1, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %34 = getelementptr [64 x double], [64 x double]* %20, i64 %32, i64 63, !dbg !153
  %35 = getelementptr [64 x double], [64 x double]* %20, i64 %32, i64 1, !dbg !153
  %36 = getelementptr [64 x double], [64 x double]* %21, i64 %32, i64 63, !dbg !153
  %37 = getelementptr [64 x double], [64 x double]* %21, i64 %32, i64 1, !dbg !153
  %38 = icmp ult double* %37, %34, !dbg !154
  %39 = icmp ult double* %35, %36, !dbg !154
  %40 = and i1 %38, %39, !dbg !154
  br i1 %40, label %70, label %41, !dbg !154

41:                                               ; preds = %29, %62
  %42 = phi i64 [ %69, %62 ], [ 0, %29 ]
  %43 = or i64 %42, 1
  %44 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %33, i64 %43, !dbg !156
  %45 = bitcast double* %44 to <2 x double>*, !dbg !156
  %46 = load <2 x double>, <2 x double>* %45, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %47 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %33, i64 %43, !dbg !161
  %48 = bitcast double* %47 to <2 x double>*, !dbg !162
  store <2 x double> %46, <2 x double>* %48, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %49 = or i64 %42, 3
  %50 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %33, i64 %49, !dbg !156
  %51 = bitcast double* %50 to <2 x double>*, !dbg !156
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %53 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %33, i64 %49, !dbg !161
  %54 = bitcast double* %53 to <2 x double>*, !dbg !162
  store <2 x double> %52, <2 x double>* %54, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %55 = or i64 %42, 5
  %56 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %33, i64 %55, !dbg !156
  %57 = bitcast double* %56 to <2 x double>*, !dbg !156
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %59 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %33, i64 %55, !dbg !161
  %60 = bitcast double* %59 to <2 x double>*, !dbg !162
  store <2 x double> %58, <2 x double>* %60, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %61 = icmp eq i64 %42, 56
  br i1 %61, label %26, label %62, !llvm.loop !166

62:                                               ; preds = %41
  %63 = or i64 %42, 7
  %64 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %33, i64 %63, !dbg !156
  %65 = bitcast double* %64 to <2 x double>*, !dbg !156
  %66 = load <2 x double>, <2 x double>* %65, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %67 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %33, i64 %63, !dbg !161
  %68 = bitcast double* %67 to <2 x double>*, !dbg !162
  store <2 x double> %66, <2 x double>* %68, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %69 = add nuw nsw i64 %42, 8
  br label %41

70:                                               ; preds = %29, %70
  %71 = phi i64 [ %79, %70 ], [ 1, %29 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %72 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %33, i64 %71, !dbg !156
  %73 = load double, double* %72, align 8, !dbg !156, !tbaa !93, !noalias !129
  %74 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %33, i64 %71, !dbg !161
  store double %73, double* %74, align 8, !dbg !162, !tbaa !93, !noalias !129
  %75 = add nuw nsw i64 %71, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %75, metadata !144, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %75, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %76 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %33, i64 %75, !dbg !156
  %77 = load double, double* %76, align 8, !dbg !156, !tbaa !93, !noalias !129
  %78 = getelementptr inbounds [64 x double], [64 x double]* %21, i64 %33, i64 %75, !dbg !161
  store double %77, double* %78, align 8, !dbg !162, !tbaa !93, !noalias !129
  %79 = add nuw nsw i64 %71, 2, !dbg !168
  call void @llvm.dbg.value(metadata i64 %79, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %80 = icmp eq i64 %79, 63, !dbg !169
  br i1 %80, label %26, label %70, !dbg !154, !llvm.loop !170

81:                                               ; preds = %26, %4
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %13) #3, !dbg !152, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #3, !dbg !150, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !150, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !150, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !150, !noalias !129
  ret void, !dbg !132
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !171 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32768) bitcast ([64 x [64 x double]]* @Bg to i8*), i8 0, i64 32768, i1 false), !dbg !179, !tbaa !93
  br label %1, !dbg !185

1:                                                ; preds = %0, %18
  %2 = phi i64 [ 0, %0 ], [ %19, %18 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !178
  br label %3, !dbg !186

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %16, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !176, metadata !DIExpression()), !dbg !178
  %5 = mul nuw nsw i64 %4, %2, !dbg !187
  %6 = trunc i64 %5 to i32, !dbg !188
  %7 = urem i32 %6, 10, !dbg !188
  %8 = sitofp i32 %7 to double, !dbg !189
  %9 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %2, i64 %4, !dbg !190
  store double %8, double* %9, align 16, !dbg !191, !tbaa !93
  %10 = or i64 %4, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %10, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %10, metadata !176, metadata !DIExpression()), !dbg !178
  %11 = mul nuw nsw i64 %10, %2, !dbg !187
  %12 = trunc i64 %11 to i32, !dbg !188
  %13 = urem i32 %12, 10, !dbg !188
  %14 = sitofp i32 %13 to double, !dbg !189
  %15 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %2, i64 %10, !dbg !190
  store double %14, double* %15, align 8, !dbg !191, !tbaa !93
  %16 = add nuw nsw i64 %4, 2, !dbg !192
  call void @llvm.dbg.value(metadata i64 %16, metadata !176, metadata !DIExpression()), !dbg !178
  %17 = icmp eq i64 %16, 64, !dbg !193
  br i1 %17, label %18, label %3, !dbg !186, !llvm.loop !194

18:                                               ; preds = %3
  %19 = add nuw nsw i64 %2, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %19, metadata !175, metadata !DIExpression()), !dbg !178
  %20 = icmp eq i64 %19, 64, !dbg !197
  br i1 %20, label %21, label %1, !dbg !185, !llvm.loop !198

21:                                               ; preds = %18
  tail call void @kernel_omp_jacobi2d([64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 0), [64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 0)), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !177, metadata !DIExpression()), !dbg !178
  br label %22, !dbg !201

22:                                               ; preds = %21, %45
  %23 = phi i64 [ 0, %21 ], [ %46, %45 ]
  %24 = phi double [ 0.000000e+00, %21 ], [ %42, %45 ]
  call void @llvm.dbg.value(metadata double %24, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %23, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %24, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !178
  br label %25, !dbg !203

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %43, %25 ]
  %27 = phi double [ %24, %22 ], [ %42, %25 ]
  call void @llvm.dbg.value(metadata double %27, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %26, metadata !176, metadata !DIExpression()), !dbg !178
  %28 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %26, !dbg !206
  %29 = load double, double* %28, align 16, !dbg !206, !tbaa !93
  %30 = fadd double %27, %29, !dbg !208
  call void @llvm.dbg.value(metadata double %30, metadata !177, metadata !DIExpression()), !dbg !178
  %31 = or i64 %26, 1, !dbg !209
  call void @llvm.dbg.value(metadata i64 %31, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %30, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %31, metadata !176, metadata !DIExpression()), !dbg !178
  %32 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %31, !dbg !206
  %33 = load double, double* %32, align 8, !dbg !206, !tbaa !93
  %34 = fadd double %30, %33, !dbg !208
  call void @llvm.dbg.value(metadata double %34, metadata !177, metadata !DIExpression()), !dbg !178
  %35 = or i64 %26, 2, !dbg !209
  call void @llvm.dbg.value(metadata i64 %35, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %34, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %35, metadata !176, metadata !DIExpression()), !dbg !178
  %36 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %35, !dbg !206
  %37 = load double, double* %36, align 16, !dbg !206, !tbaa !93
  %38 = fadd double %34, %37, !dbg !208
  call void @llvm.dbg.value(metadata double %38, metadata !177, metadata !DIExpression()), !dbg !178
  %39 = or i64 %26, 3, !dbg !209
  call void @llvm.dbg.value(metadata i64 %39, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %38, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %39, metadata !176, metadata !DIExpression()), !dbg !178
  %40 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %39, !dbg !206
  %41 = load double, double* %40, align 8, !dbg !206, !tbaa !93
  %42 = fadd double %38, %41, !dbg !208
  call void @llvm.dbg.value(metadata double %42, metadata !177, metadata !DIExpression()), !dbg !178
  %43 = add nuw nsw i64 %26, 4, !dbg !209
  call void @llvm.dbg.value(metadata i64 %43, metadata !176, metadata !DIExpression()), !dbg !178
  %44 = icmp eq i64 %43, 64, !dbg !210
  br i1 %44, label %45, label %25, !dbg !203, !llvm.loop !211

45:                                               ; preds = %25
  %46 = add nuw nsw i64 %23, 1, !dbg !213
  call void @llvm.dbg.value(metadata double %42, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %46, metadata !175, metadata !DIExpression()), !dbg !178
  %47 = icmp eq i64 %46, 64, !dbg !214
  br i1 %47, label %48, label %22, !dbg !201, !llvm.loop !215

48:                                               ; preds = %45
  store double %42, double* @checksum, align 8, !dbg !217, !tbaa !93
  ret i32 0, !dbg !218
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 15, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 262144, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_omp_jacobi2d", scope: !3, file: !3, line: 17, type: !23, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !27)
!27 = !{!11}
!28 = !{!29, !30, !31, !33, !34}
!29 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !3, line: 17, type: !25)
!30 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !3, line: 18, type: !25)
!31 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 20, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 20, type: !32)
!34 = !DILocalVariable(name: "j", scope: !22, file: !3, line: 20, type: !32)
!35 = !DILocation(line: 0, scope: !22)
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 20, column: 10, scope: !22)
!41 = !DILocation(line: 20, column: 13, scope: !22)
!42 = !DILocation(line: 22, column: 1, scope: !43)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 27)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 3)
!45 = distinct !DILexicalBlock(scope: !22, file: !3, line: 21, column: 3)
!46 = !DILocation(line: 27, column: 1, scope: !43)
!47 = !DILocation(line: 32, column: 1, scope: !22)
!48 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !49, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !51, !55, !55}
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!55 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!56 = !{!57, !58, !59, !60}
!57 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !48, type: !51, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !48, type: !51, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "b", arg: 3, scope: !48, type: !55, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: "a", arg: 4, scope: !48, type: !55, flags: DIFlagArtificial)
!61 = !DILocation(line: 0, scope: !48)
!62 = !{!63}
!63 = distinct !{!63, !64, !".omp_outlined._debug__: argument 0"}
!64 = distinct !{!64, !".omp_outlined._debug__"}
!65 = !DILocation(line: 22, column: 1, scope: !48)
!66 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !67, type: !51, flags: DIFlagArtificial)
!67 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !49, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!68 = !{!66, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78}
!69 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !67, type: !51, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "b", arg: 3, scope: !67, file: !3, line: 18, type: !55)
!71 = !DILocalVariable(name: "a", arg: 4, scope: !67, file: !3, line: 17, type: !55)
!72 = !DILocalVariable(name: ".omp.iv", scope: !67, type: !32, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".omp.lb", scope: !67, type: !32, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: ".omp.ub", scope: !67, type: !32, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: ".omp.stride", scope: !67, type: !32, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: ".omp.is_last", scope: !67, type: !32, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "j", scope: !67, type: !32, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "i", scope: !67, type: !32, flags: DIFlagArtificial)
!79 = !DILocation(line: 0, scope: !67, inlinedAt: !80)
!80 = distinct !DILocation(line: 22, column: 1, scope: !48)
!81 = !DILocation(line: 23, column: 5, scope: !67, inlinedAt: !80)
!82 = !DILocation(line: 23, column: 10, scope: !67, inlinedAt: !80)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !38, i64 0}
!85 = !DILocation(line: 22, column: 1, scope: !67, inlinedAt: !80)
!86 = distinct !{!86, !85, !87}
!87 = !DILocation(line: 22, column: 36, scope: !67, inlinedAt: !80)
!88 = !DILocation(line: 23, column: 28, scope: !67, inlinedAt: !80)
!89 = !DILocation(line: 24, column: 7, scope: !90, inlinedAt: !80)
!90 = distinct !DILexicalBlock(scope: !67, file: !3, line: 24, column: 7)
!91 = !DILocation(line: 25, column: 26, scope: !92, inlinedAt: !80)
!92 = distinct !DILexicalBlock(scope: !90, file: !3, line: 24, column: 7)
!93 = !{!94, !94, i64 0}
!94 = !{!"double", !38, i64 0}
!95 = !{!96}
!96 = distinct !{!96, !97}
!97 = distinct !{!97, !"LVerDomain"}
!98 = !DILocation(line: 25, column: 36, scope: !92, inlinedAt: !80)
!99 = !DILocation(line: 25, column: 34, scope: !92, inlinedAt: !80)
!100 = !DILocation(line: 25, column: 50, scope: !92, inlinedAt: !80)
!101 = !DILocation(line: 25, column: 48, scope: !92, inlinedAt: !80)
!102 = !DILocation(line: 25, column: 64, scope: !92, inlinedAt: !80)
!103 = !DILocation(line: 25, column: 62, scope: !92, inlinedAt: !80)
!104 = !DILocation(line: 26, column: 33, scope: !92, inlinedAt: !80)
!105 = !DILocation(line: 26, column: 26, scope: !92, inlinedAt: !80)
!106 = !DILocation(line: 25, column: 76, scope: !92, inlinedAt: !80)
!107 = !DILocation(line: 25, column: 23, scope: !92, inlinedAt: !80)
!108 = !DILocation(line: 25, column: 9, scope: !92, inlinedAt: !80)
!109 = !DILocation(line: 25, column: 17, scope: !92, inlinedAt: !80)
!110 = !{!111}
!111 = distinct !{!111, !97}
!112 = !{!63, !96}
!113 = distinct !{!113, !89, !114, !115, !116}
!114 = !DILocation(line: 26, column: 37, scope: !90, inlinedAt: !80)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !{!"llvm.loop.isvectorized", i32 1}
!117 = !DILocation(line: 25, column: 71, scope: !92, inlinedAt: !80)
!118 = !DILocation(line: 24, column: 21, scope: !92, inlinedAt: !80)
!119 = distinct !{!119, !89, !114, !115, !116}
!120 = !{!121}
!121 = !{i64 2, i64 -1, i64 -1, i1 true}
!122 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 27, type: !49, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!123 = !{!124, !125, !126, !127}
!124 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !122, type: !51, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !122, type: !51, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: "a", arg: 3, scope: !122, type: !55, flags: DIFlagArtificial)
!127 = !DILocalVariable(name: "b", arg: 4, scope: !122, type: !55, flags: DIFlagArtificial)
!128 = !DILocation(line: 0, scope: !122)
!129 = !{!130}
!130 = distinct !{!130, !131, !".omp_outlined._debug__.1: argument 0"}
!131 = distinct !{!131, !".omp_outlined._debug__.1"}
!132 = !DILocation(line: 27, column: 1, scope: !122)
!133 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !134, type: !51, flags: DIFlagArtificial)
!134 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 28, type: !49, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!135 = !{!133, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145}
!136 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !134, type: !51, flags: DIFlagArtificial)
!137 = !DILocalVariable(name: "a", arg: 3, scope: !134, file: !3, line: 17, type: !55)
!138 = !DILocalVariable(name: "b", arg: 4, scope: !134, file: !3, line: 18, type: !55)
!139 = !DILocalVariable(name: ".omp.iv", scope: !134, type: !32, flags: DIFlagArtificial)
!140 = !DILocalVariable(name: ".omp.lb", scope: !134, type: !32, flags: DIFlagArtificial)
!141 = !DILocalVariable(name: ".omp.ub", scope: !134, type: !32, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: ".omp.stride", scope: !134, type: !32, flags: DIFlagArtificial)
!143 = !DILocalVariable(name: ".omp.is_last", scope: !134, type: !32, flags: DIFlagArtificial)
!144 = !DILocalVariable(name: "j", scope: !134, type: !32, flags: DIFlagArtificial)
!145 = !DILocalVariable(name: "i", scope: !134, type: !32, flags: DIFlagArtificial)
!146 = !DILocation(line: 0, scope: !134, inlinedAt: !147)
!147 = distinct !DILocation(line: 27, column: 1, scope: !122)
!148 = !DILocation(line: 28, column: 5, scope: !134, inlinedAt: !147)
!149 = !DILocation(line: 28, column: 10, scope: !134, inlinedAt: !147)
!150 = !DILocation(line: 27, column: 1, scope: !134, inlinedAt: !147)
!151 = distinct !{!151, !150, !152}
!152 = !DILocation(line: 27, column: 36, scope: !134, inlinedAt: !147)
!153 = !DILocation(line: 28, column: 28, scope: !134, inlinedAt: !147)
!154 = !DILocation(line: 29, column: 7, scope: !155, inlinedAt: !147)
!155 = distinct !DILexicalBlock(scope: !134, file: !3, line: 29, column: 7)
!156 = !DILocation(line: 30, column: 19, scope: !157, inlinedAt: !147)
!157 = distinct !DILexicalBlock(scope: !155, file: !3, line: 29, column: 7)
!158 = !{!159}
!159 = distinct !{!159, !160}
!160 = distinct !{!160, !"LVerDomain"}
!161 = !DILocation(line: 30, column: 9, scope: !157, inlinedAt: !147)
!162 = !DILocation(line: 30, column: 17, scope: !157, inlinedAt: !147)
!163 = !{!164}
!164 = distinct !{!164, !160}
!165 = !{!130, !159}
!166 = distinct !{!166, !154, !167, !115, !116}
!167 = !DILocation(line: 30, column: 25, scope: !155, inlinedAt: !147)
!168 = !DILocation(line: 29, column: 31, scope: !157, inlinedAt: !147)
!169 = !DILocation(line: 29, column: 21, scope: !157, inlinedAt: !147)
!170 = distinct !{!170, !154, !167, !115, !116}
!171 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !172, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!32}
!174 = !{!175, !176, !177}
!175 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 36, type: !32)
!176 = !DILocalVariable(name: "j", scope: !171, file: !3, line: 36, type: !32)
!177 = !DILocalVariable(name: "s", scope: !171, file: !3, line: 37, type: !5)
!178 = !DILocation(line: 0, scope: !171)
!179 = !DILocation(line: 41, column: 16, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 39, column: 29)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 39, column: 5)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 39, column: 5)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 38, column: 3)
!184 = distinct !DILexicalBlock(scope: !171, file: !3, line: 38, column: 3)
!185 = !DILocation(line: 38, column: 3, scope: !184)
!186 = !DILocation(line: 39, column: 5, scope: !182)
!187 = !DILocation(line: 40, column: 30, scope: !180)
!188 = !DILocation(line: 40, column: 35, scope: !180)
!189 = !DILocation(line: 40, column: 18, scope: !180)
!190 = !DILocation(line: 40, column: 7, scope: !180)
!191 = !DILocation(line: 40, column: 16, scope: !180)
!192 = !DILocation(line: 39, column: 25, scope: !181)
!193 = !DILocation(line: 39, column: 19, scope: !181)
!194 = distinct !{!194, !186, !195, !115}
!195 = !DILocation(line: 42, column: 5, scope: !182)
!196 = !DILocation(line: 38, column: 23, scope: !183)
!197 = !DILocation(line: 38, column: 17, scope: !183)
!198 = distinct !{!198, !185, !199, !115}
!199 = !DILocation(line: 42, column: 5, scope: !184)
!200 = !DILocation(line: 43, column: 3, scope: !171)
!201 = !DILocation(line: 44, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !171, file: !3, line: 44, column: 3)
!203 = !DILocation(line: 45, column: 5, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 45, column: 5)
!205 = distinct !DILexicalBlock(scope: !202, file: !3, line: 44, column: 3)
!206 = !DILocation(line: 46, column: 12, scope: !207)
!207 = distinct !DILexicalBlock(scope: !204, file: !3, line: 45, column: 5)
!208 = !DILocation(line: 46, column: 9, scope: !207)
!209 = !DILocation(line: 45, column: 25, scope: !207)
!210 = !DILocation(line: 45, column: 19, scope: !207)
!211 = distinct !{!211, !203, !212, !115}
!212 = !DILocation(line: 46, column: 19, scope: !204)
!213 = !DILocation(line: 44, column: 23, scope: !205)
!214 = !DILocation(line: 44, column: 17, scope: !205)
!215 = distinct !{!215, !201, !216, !115}
!216 = !DILocation(line: 46, column: 19, scope: !202)
!217 = !DILocation(line: 47, column: 12, scope: !171)
!218 = !DILocation(line: 48, column: 3, scope: !171)
