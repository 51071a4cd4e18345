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
define dso_local void @kernel_omp_jacobi2d([64 x double]* noundef %a, [64 x double]* noundef %b) local_unnamed_addr #0 !dbg !22 {
entry:
  %a.addr = alloca [64 x double]*, align 8
  %b.addr = alloca [64 x double]*, align 8
  call void @llvm.dbg.value(metadata [64 x double]* %a, metadata !29, metadata !DIExpression()), !dbg !35
  store [64 x double]* %a, [64 x double]** %a.addr, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata [64 x double]* %b, metadata !30, metadata !DIExpression()), !dbg !35
  store [64 x double]* %b, [64 x double]** %b.addr, align 8, !tbaa !36
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !34, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 5, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 5, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 6, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 6, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 7, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 7, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 8, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 8, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 9, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 9, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [64 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [64 x double]** nonnull %b.addr, [64 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [64 x double]**, [64 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [64 x double]** nonnull %a.addr, [64 x double]** nonnull %b.addr), !dbg !46
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
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %b, [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %a) #4 !dbg !48 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [64 x double]** %b, metadata !59, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [64 x double]** %a, metadata !60, metadata !DIExpression()), !dbg !61
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62), !dbg !65
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !66, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* undef, metadata !69, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [64 x double]** %b, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [64 x double]** %a, metadata !71, metadata !DIExpression()) #3, !dbg !79
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 61, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 61, i32* %.omp.ub.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 1, metadata !75, metadata !DIExpression()) #3, !dbg !79
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %4 = load i32, i32* %.global_tid., align 4, !dbg !81, !tbaa !83, !alias.scope !62
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !73, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !74, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !75, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !76, metadata !DIExpression(DW_OP_deref)) #3, !dbg !79
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !85, !noalias !62
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %5, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %6 = icmp slt i32 %5, 61, !dbg !82
  %cond.i = select i1 %6, i32 %5, i32 61, !dbg !82
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %7, metadata !73, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %7, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !81
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.lr.ph.i, !dbg !81

omp.inner.for.body.lr.ph.i:                       ; preds = %entry
  %8 = load [64 x double]*, [64 x double]** %a, align 8, !tbaa !36, !noalias !62
  %9 = load [64 x double]*, [64 x double]** %b, align 8, !tbaa !36, !noalias !62
  %10 = sext i32 %7 to i64, !dbg !81
  %11 = add nsw i32 %cond.i, 1, !dbg !81
  %wide.trip.count.i = sext i32 %11 to i64, !dbg !81
  %12 = add nsw i64 %10, 1, !dbg !81
  %13 = add nsw i64 %10, 2, !dbg !81
  br label %omp.inner.for.body.i, !dbg !81

omp.inner.for.cond.loopexit.i:                    ; preds = %vector.body, %for.body.i
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next7.i, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %exitcond10.not.i = icmp eq i64 %indvars.iv.next7.i, %wide.trip.count.i, !dbg !81
  %indvar.next = add i64 %indvar, 1, !dbg !81
  br i1 %exitcond10.not.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.i, !dbg !81, !llvm.loop !86

omp.inner.for.body.i:                             ; preds = %omp.inner.for.cond.loopexit.i, %omp.inner.for.body.lr.ph.i
  %indvar = phi i64 [ %indvar.next, %omp.inner.for.cond.loopexit.i ], [ 0, %omp.inner.for.body.lr.ph.i ]
  %indvars.iv6.i = phi i64 [ %indvars.iv.next7.i, %omp.inner.for.cond.loopexit.i ], [ %10, %omp.inner.for.body.lr.ph.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv6.i, metadata !72, metadata !DIExpression()) #3, !dbg !79
  %14 = add i64 %12, %indvar, !dbg !88
  %indvars.iv.next7.i = add nsw i64 %indvars.iv6.i, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next7.i, metadata !78, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %15 = add nsw i64 %indvars.iv6.i, 2
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %16 = add i64 %13, %indvar, !dbg !88
  %scevgep8 = getelementptr [64 x double], [64 x double]* %8, i64 %16, i64 63, !dbg !88
  %scevgep6 = getelementptr [64 x double], [64 x double]* %8, i64 %indvars.iv6.i, i64 1, !dbg !88
  %scevgep4 = getelementptr [64 x double], [64 x double]* %9, i64 %14, i64 63, !dbg !88
  %scevgep = getelementptr [64 x double], [64 x double]* %9, i64 %14, i64 1, !dbg !88
  %bound0 = icmp ult double* %scevgep, %scevgep8, !dbg !89
  %bound1 = icmp ult double* %scevgep6, %scevgep4, !dbg !89
  %found.conflict = and i1 %bound0, %bound1, !dbg !89
  br i1 %found.conflict, label %for.body.i, label %vector.body, !dbg !89

vector.body:                                      ; preds = %omp.inner.for.body.i, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %omp.inner.for.body.i ]
  %offset.idx = or i64 %index, 1
  %17 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next7.i, i64 %offset.idx, !dbg !91
  %18 = bitcast double* %17 to <2 x double>*, !dbg !91
  %wide.load = load <2 x double>, <2 x double>* %18, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %19 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv6.i, i64 %offset.idx, !dbg !98
  %20 = bitcast double* %19 to <2 x double>*, !dbg !98
  %wide.load10 = load <2 x double>, <2 x double>* %20, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %21 = fadd <2 x double> %wide.load, %wide.load10, !dbg !99
  %22 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %15, i64 %offset.idx, !dbg !100
  %23 = bitcast double* %22 to <2 x double>*, !dbg !100
  %wide.load11 = load <2 x double>, <2 x double>* %23, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %24 = fadd <2 x double> %21, %wide.load11, !dbg !101
  %25 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next7.i, i64 %index, !dbg !102
  %26 = bitcast double* %25 to <2 x double>*, !dbg !102
  %wide.load12 = load <2 x double>, <2 x double>* %26, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %27 = fadd <2 x double> %24, %wide.load12, !dbg !103
  %28 = add i64 %index, 2, !dbg !104
  %29 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next7.i, i64 %28, !dbg !105
  %30 = bitcast double* %29 to <2 x double>*, !dbg !105
  %wide.load13 = load <2 x double>, <2 x double>* %30, align 8, !dbg !105, !tbaa !93, !alias.scope !95, !noalias !62
  %31 = fadd <2 x double> %27, %wide.load13, !dbg !106
  %32 = fmul <2 x double> %31, <double 2.000000e-01, double 2.000000e-01>, !dbg !107
  %33 = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next7.i, i64 %offset.idx, !dbg !108
  %34 = bitcast double* %33 to <2 x double>*, !dbg !109
  store <2 x double> %32, <2 x double>* %34, align 8, !dbg !109, !tbaa !93, !alias.scope !110, !noalias !112
  %index.next = add nuw i64 %index, 2
  %35 = icmp eq i64 %index.next, 62
  br i1 %35, label %omp.inner.for.cond.loopexit.i, label %vector.body, !llvm.loop !113

for.body.i:                                       ; preds = %omp.inner.for.body.i, %for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %for.body.i ], [ 1, %omp.inner.for.body.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %arrayidx4.i = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next7.i, i64 %indvars.iv.i, !dbg !91
  %36 = load double, double* %arrayidx4.i, align 8, !dbg !91, !tbaa !93, !noalias !62
  %arrayidx8.i = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv6.i, i64 %indvars.iv.i, !dbg !98
  %37 = load double, double* %arrayidx8.i, align 8, !dbg !98, !tbaa !93, !noalias !62
  %add9.i = fadd double %36, %37, !dbg !99
  %arrayidx14.i = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %15, i64 %indvars.iv.i, !dbg !100
  %38 = load double, double* %arrayidx14.i, align 8, !dbg !100, !tbaa !93, !noalias !62
  %add15.i = fadd double %add9.i, %38, !dbg !101
  %39 = add nsw i64 %indvars.iv.i, -1, !dbg !117
  %arrayidx20.i = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next7.i, i64 %39, !dbg !102
  %40 = load double, double* %arrayidx20.i, align 8, !dbg !102, !tbaa !93, !noalias !62
  %add21.i = fadd double %add15.i, %40, !dbg !103
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !104
  %arrayidx26.i = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next7.i, i64 %indvars.iv.next.i, !dbg !105
  %41 = load double, double* %arrayidx26.i, align 8, !dbg !105, !tbaa !93, !noalias !62
  %add27.i = fadd double %add21.i, %41, !dbg !106
  %mul28.i = fmul double %add27.i, 2.000000e-01, !dbg !107
  %arrayidx32.i = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next7.i, i64 %indvars.iv.i, !dbg !108
  store double %mul28.i, double* %arrayidx32.i, align 8, !dbg !109, !tbaa !93, !noalias !62
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 63, !dbg !118
  br i1 %exitcond.not.i, label %omp.inner.for.cond.loopexit.i, label %for.body.i, !dbg !89, !llvm.loop !119

.omp_outlined._debug__.exit:                      ; preds = %omp.inner.for.cond.loopexit.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !87, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !85, !noalias !62
  ret void, !dbg !65
}

; Function Attrs: nounwind
declare !callback !120 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %a, [64 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %b) #4 !dbg !122 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !124, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !125, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata [64 x double]** %a, metadata !126, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata [64 x double]** %b, metadata !127, metadata !DIExpression()), !dbg !128
  tail call void @llvm.experimental.noalias.scope.decl(metadata !129), !dbg !132
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !133, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* undef, metadata !136, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata [64 x double]** %a, metadata !137, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata [64 x double]** %b, metadata !138, metadata !DIExpression()) #3, !dbg !146
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 0, metadata !140, metadata !DIExpression()) #3, !dbg !146
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 61, metadata !141, metadata !DIExpression()) #3, !dbg !146
  store i32 61, i32* %.omp.ub.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 1, metadata !142, metadata !DIExpression()) #3, !dbg !146
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !148
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !148, !noalias !129
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()) #3, !dbg !146
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  %4 = load i32, i32* %.global_tid., align 4, !dbg !148, !tbaa !83, !alias.scope !129
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !140, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !141, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !142, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !143, metadata !DIExpression(DW_OP_deref)) #3, !dbg !146
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !150, !noalias !129
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  call void @llvm.dbg.value(metadata i32 %5, metadata !141, metadata !DIExpression()) #3, !dbg !146
  %6 = icmp slt i32 %5, 61, !dbg !149
  %cond.i = select i1 %6, i32 %5, i32 61, !dbg !149
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !141, metadata !DIExpression()) #3, !dbg !146
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !149, !tbaa !83, !noalias !129
  call void @llvm.dbg.value(metadata i32 %7, metadata !140, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 %7, metadata !139, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !141, metadata !DIExpression()) #3, !dbg !146
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !148
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.1.exit, label %omp.inner.for.body.lr.ph.i, !dbg !148

omp.inner.for.body.lr.ph.i:                       ; preds = %entry
  %8 = load [64 x double]*, [64 x double]** %b, align 8, !tbaa !36, !noalias !129
  %9 = load [64 x double]*, [64 x double]** %a, align 8, !tbaa !36, !noalias !129
  %10 = sext i32 %7 to i64, !dbg !148
  %11 = add nsw i32 %cond.i, 1, !dbg !148
  %wide.trip.count.i = sext i32 %11 to i64, !dbg !148
  %12 = add nsw i64 %10, 1, !dbg !148
  br label %omp.inner.for.body.i, !dbg !148

omp.inner.for.cond.loopexit.i:                    ; preds = %vector.body, %for.body.i
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next9.i, metadata !139, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !141, metadata !DIExpression()) #3, !dbg !146
  %exitcond11.not.i = icmp eq i64 %indvars.iv.next9.i, %wide.trip.count.i, !dbg !148
  %indvar.next = add i64 %indvar, 1, !dbg !148
  br i1 %exitcond11.not.i, label %.omp_outlined._debug__.1.exit, label %omp.inner.for.body.i, !dbg !148, !llvm.loop !151

omp.inner.for.body.i:                             ; preds = %omp.inner.for.cond.loopexit.i, %omp.inner.for.body.lr.ph.i
  %indvar = phi i64 [ %indvar.next, %omp.inner.for.cond.loopexit.i ], [ 0, %omp.inner.for.body.lr.ph.i ]
  %indvars.iv8.i = phi i64 [ %indvars.iv.next9.i, %omp.inner.for.cond.loopexit.i ], [ %10, %omp.inner.for.body.lr.ph.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv8.i, metadata !139, metadata !DIExpression()) #3, !dbg !146
  %13 = add i64 %12, %indvar, !dbg !153
  %indvars.iv.next9.i = add nsw i64 %indvars.iv8.i, 1, !dbg !153
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next9.i, metadata !145, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 1, metadata !144, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i32 1, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %scevgep11 = getelementptr [64 x double], [64 x double]* %8, i64 %13, i64 63, !dbg !153
  %scevgep9 = getelementptr [64 x double], [64 x double]* %8, i64 %13, i64 1, !dbg !153
  %scevgep7 = getelementptr [64 x double], [64 x double]* %9, i64 %13, i64 63, !dbg !153
  %scevgep = getelementptr [64 x double], [64 x double]* %9, i64 %13, i64 1, !dbg !153
  %bound0 = icmp ult double* %scevgep, %scevgep11, !dbg !154
  %bound1 = icmp ult double* %scevgep9, %scevgep7, !dbg !154
  %found.conflict = and i1 %bound0, %bound1, !dbg !154
  br i1 %found.conflict, label %for.body.i, label %vector.body, !dbg !154

vector.body:                                      ; preds = %omp.inner.for.body.i, %vector.body.3
  %index = phi i64 [ %index.next.3, %vector.body.3 ], [ 0, %omp.inner.for.body.i ]
  %offset.idx = or i64 %index, 1
  %14 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next9.i, i64 %offset.idx, !dbg !156
  %15 = bitcast double* %14 to <2 x double>*, !dbg !156
  %wide.load = load <2 x double>, <2 x double>* %15, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %16 = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next9.i, i64 %offset.idx, !dbg !161
  %17 = bitcast double* %16 to <2 x double>*, !dbg !162
  store <2 x double> %wide.load, <2 x double>* %17, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %offset.idx.1 = or i64 %index, 3
  %18 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next9.i, i64 %offset.idx.1, !dbg !156
  %19 = bitcast double* %18 to <2 x double>*, !dbg !156
  %wide.load.1 = load <2 x double>, <2 x double>* %19, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %20 = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next9.i, i64 %offset.idx.1, !dbg !161
  %21 = bitcast double* %20 to <2 x double>*, !dbg !162
  store <2 x double> %wide.load.1, <2 x double>* %21, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %offset.idx.2 = or i64 %index, 5
  %22 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next9.i, i64 %offset.idx.2, !dbg !156
  %23 = bitcast double* %22 to <2 x double>*, !dbg !156
  %wide.load.2 = load <2 x double>, <2 x double>* %23, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %24 = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next9.i, i64 %offset.idx.2, !dbg !161
  %25 = bitcast double* %24 to <2 x double>*, !dbg !162
  store <2 x double> %wide.load.2, <2 x double>* %25, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %26 = icmp eq i64 %index, 56
  br i1 %26, label %omp.inner.for.cond.loopexit.i, label %vector.body.3, !llvm.loop !166

vector.body.3:                                    ; preds = %vector.body
  %offset.idx.3 = or i64 %index, 7
  %27 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next9.i, i64 %offset.idx.3, !dbg !156
  %28 = bitcast double* %27 to <2 x double>*, !dbg !156
  %wide.load.3 = load <2 x double>, <2 x double>* %28, align 8, !dbg !156, !tbaa !93, !alias.scope !158, !noalias !129
  %29 = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next9.i, i64 %offset.idx.3, !dbg !161
  %30 = bitcast double* %29 to <2 x double>*, !dbg !162
  store <2 x double> %wide.load.3, <2 x double>* %30, align 8, !dbg !162, !tbaa !93, !alias.scope !163, !noalias !165
  %index.next.3 = add nuw nsw i64 %index, 8
  br label %vector.body

for.body.i:                                       ; preds = %omp.inner.for.body.i, %for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i.1, %for.body.i ], [ 1, %omp.inner.for.body.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %arrayidx4.i = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next9.i, i64 %indvars.iv.i, !dbg !156
  %31 = load double, double* %arrayidx4.i, align 8, !dbg !156, !tbaa !93, !noalias !129
  %arrayidx8.i = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next9.i, i64 %indvars.iv.i, !dbg !161
  store double %31, double* %arrayidx8.i, align 8, !dbg !162, !tbaa !93, !noalias !129
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !168
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !144, metadata !DIExpression()) #3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %arrayidx4.i.1 = getelementptr inbounds [64 x double], [64 x double]* %8, i64 %indvars.iv.next9.i, i64 %indvars.iv.next.i, !dbg !156
  %32 = load double, double* %arrayidx4.i.1, align 8, !dbg !156, !tbaa !93, !noalias !129
  %arrayidx8.i.1 = getelementptr inbounds [64 x double], [64 x double]* %9, i64 %indvars.iv.next9.i, i64 %indvars.iv.next.i, !dbg !161
  store double %32, double* %arrayidx8.i.1, align 8, !dbg !162, !tbaa !93, !noalias !129
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !168
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !144, metadata !DIExpression()) #3, !dbg !146
  %exitcond.not.i.1 = icmp eq i64 %indvars.iv.next.i.1, 63, !dbg !169
  br i1 %exitcond.not.i.1, label %omp.inner.for.cond.loopexit.i, label %for.body.i, !dbg !154, !llvm.loop !170

.omp_outlined._debug__.1.exit:                    ; preds = %omp.inner.for.cond.loopexit.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %4) #3, !dbg !152, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !150, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !150, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !150, !noalias !129
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !150, !noalias !129
  ret void, !dbg !132
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !171 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32768) bitcast ([64 x [64 x double]]* @Bg to i8*), i8 0, i64 32768, i1 false), !dbg !179, !tbaa !93
  br label %for.cond1.preheader, !dbg !185

for.cond1.preheader:                              ; preds = %entry, %for.inc10
  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %for.inc10 ]
  call void @llvm.dbg.value(metadata i64 %indvar, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !178
  br label %for.body3, !dbg !186

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !176, metadata !DIExpression()), !dbg !178
  %0 = mul nuw nsw i64 %indvars.iv, %indvar, !dbg !187
  %1 = trunc i64 %0 to i32, !dbg !188
  %rem = urem i32 %1, 10, !dbg !188
  %conv = sitofp i32 %rem to double, !dbg !189
  %arrayidx5 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv, !dbg !190
  store double %conv, double* %arrayidx5, align 16, !dbg !191, !tbaa !93
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !192
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !176, metadata !DIExpression()), !dbg !178
  %2 = mul nuw nsw i64 %indvars.iv.next, %indvar, !dbg !187
  %3 = trunc i64 %2 to i32, !dbg !188
  %rem.1 = urem i32 %3, 10, !dbg !188
  %conv.1 = sitofp i32 %rem.1 to double, !dbg !189
  %arrayidx5.1 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv.next, !dbg !190
  store double %conv.1, double* %arrayidx5.1, align 8, !dbg !191, !tbaa !93
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !192
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !176, metadata !DIExpression()), !dbg !178
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 64, !dbg !193
  br i1 %exitcond.not.1, label %for.inc10, label %for.body3, !dbg !186, !llvm.loop !194

for.inc10:                                        ; preds = %for.body3
  %indvar.next = add nuw nsw i64 %indvar, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %indvar.next, metadata !175, metadata !DIExpression()), !dbg !178
  %exitcond59.not = icmp eq i64 %indvar.next, 64, !dbg !197
  br i1 %exitcond59.not, label %for.end12, label %for.cond1.preheader, !dbg !185, !llvm.loop !198

for.end12:                                        ; preds = %for.inc10
  tail call void @kernel_omp_jacobi2d([64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 0), [64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 0)), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !177, metadata !DIExpression()), !dbg !178
  br label %for.cond17.preheader, !dbg !201

for.cond17.preheader:                             ; preds = %for.end12, %for.inc28
  %indvars.iv64 = phi i64 [ 0, %for.end12 ], [ %indvars.iv.next65, %for.inc28 ]
  %s.054 = phi double [ 0.000000e+00, %for.end12 ], [ %add.3, %for.inc28 ]
  call void @llvm.dbg.value(metadata double %s.054, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !175, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %s.054, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !176, metadata !DIExpression()), !dbg !178
  br label %for.body20, !dbg !203

for.body20:                                       ; preds = %for.body20, %for.cond17.preheader
  %indvars.iv60 = phi i64 [ 0, %for.cond17.preheader ], [ %indvars.iv.next61.3, %for.body20 ]
  %s.152 = phi double [ %s.054, %for.cond17.preheader ], [ %add.3, %for.body20 ]
  call void @llvm.dbg.value(metadata double %s.152, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !176, metadata !DIExpression()), !dbg !178
  %arrayidx24 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv60, !dbg !206
  %4 = load double, double* %arrayidx24, align 16, !dbg !206, !tbaa !93
  %add = fadd double %s.152, %4, !dbg !208
  call void @llvm.dbg.value(metadata double %add, metadata !177, metadata !DIExpression()), !dbg !178
  %indvars.iv.next61 = or i64 %indvars.iv60, 1, !dbg !209
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %add, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !176, metadata !DIExpression()), !dbg !178
  %arrayidx24.1 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61, !dbg !206
  %5 = load double, double* %arrayidx24.1, align 8, !dbg !206, !tbaa !93
  %add.1 = fadd double %add, %5, !dbg !208
  call void @llvm.dbg.value(metadata double %add.1, metadata !177, metadata !DIExpression()), !dbg !178
  %indvars.iv.next61.1 = or i64 %indvars.iv60, 2, !dbg !209
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %add.1, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !176, metadata !DIExpression()), !dbg !178
  %arrayidx24.2 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.1, !dbg !206
  %6 = load double, double* %arrayidx24.2, align 16, !dbg !206, !tbaa !93
  %add.2 = fadd double %add.1, %6, !dbg !208
  call void @llvm.dbg.value(metadata double %add.2, metadata !177, metadata !DIExpression()), !dbg !178
  %indvars.iv.next61.2 = or i64 %indvars.iv60, 3, !dbg !209
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !176, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata double %add.2, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !176, metadata !DIExpression()), !dbg !178
  %arrayidx24.3 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.2, !dbg !206
  %7 = load double, double* %arrayidx24.3, align 8, !dbg !206, !tbaa !93
  %add.3 = fadd double %add.2, %7, !dbg !208
  call void @llvm.dbg.value(metadata double %add.3, metadata !177, metadata !DIExpression()), !dbg !178
  %indvars.iv.next61.3 = add nuw nsw i64 %indvars.iv60, 4, !dbg !209
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !176, metadata !DIExpression()), !dbg !178
  %exitcond63.not.3 = icmp eq i64 %indvars.iv.next61.3, 64, !dbg !210
  br i1 %exitcond63.not.3, label %for.inc28, label %for.body20, !dbg !203, !llvm.loop !211

for.inc28:                                        ; preds = %for.body20
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !213
  call void @llvm.dbg.value(metadata double %add.3, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !175, metadata !DIExpression()), !dbg !178
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 64, !dbg !214
  br i1 %exitcond67.not, label %for.end30, label %for.cond17.preheader, !dbg !201, !llvm.loop !215

for.end30:                                        ; preds = %for.inc28
  store double %add.3, double* @checksum, align 8, !dbg !217, !tbaa !93
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
!63 = distinct !{!63, !64, !".omp_outlined._debug__: %.global_tid."}
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
!130 = distinct !{!130, !131, !".omp_outlined._debug__.1: %.global_tid."}
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
