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
@Ag = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !7
@Bg = internal global [20 x [20 x double]] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_jacobi2d([20 x double]* noundef %a, [20 x double]* noundef %b) local_unnamed_addr #0 !dbg !22 {
entry:
  %a.addr = alloca [20 x double]*, align 8
  %b.addr = alloca [20 x double]*, align 8
  call void @llvm.dbg.value(metadata [20 x double]* %a, metadata !29, metadata !DIExpression()), !dbg !35
  store [20 x double]* %a, [20 x double]** %a.addr, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata [20 x double]* %b, metadata !30, metadata !DIExpression()), !dbg !35
  store [20 x double]* %b, [20 x double]** %b.addr, align 8, !tbaa !36
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !34, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %b.addr, [20 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %a.addr, [20 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %b.addr, [20 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %a.addr, [20 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 2, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %b.addr, [20 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %a.addr, [20 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 3, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %b.addr, [20 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %a.addr, [20 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 4, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %a.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void @llvm.dbg.value(metadata [20 x double]** %b.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined. to void (i32*, i32*, ...)*), [20 x double]** nonnull %b.addr, [20 x double]** nonnull %a.addr), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, [20 x double]**, [20 x double]**)* @.omp_outlined..2 to void (i32*, i32*, ...)*), [20 x double]** nonnull %a.addr, [20 x double]** nonnull %b.addr), !dbg !46
  call void @llvm.dbg.value(metadata i32 5, metadata !31, metadata !DIExpression()), !dbg !35
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
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %b, [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %a) #4 !dbg !48 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !57, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !58, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [20 x double]** %b, metadata !59, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata [20 x double]** %a, metadata !60, metadata !DIExpression()), !dbg !61
  tail call void @llvm.experimental.noalias.scope.decl(metadata !62), !dbg !65
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !66, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32* undef, metadata !69, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [20 x double]** %b, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata [20 x double]** %a, metadata !71, metadata !DIExpression()) #3, !dbg !79
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !79
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !81, !noalias !62
  call void @llvm.dbg.value(metadata i32 17, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 17, i32* %.omp.ub.i, align 4, !dbg !82, !tbaa !83, !noalias !62
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
  %6 = icmp slt i32 %5, 17, !dbg !82
  %cond.i = select i1 %6, i32 %5, i32 17, !dbg !82
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !74, metadata !DIExpression()) #3, !dbg !79
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !82, !tbaa !83, !noalias !62
  call void @llvm.dbg.value(metadata i32 %7, metadata !73, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %7, metadata !72, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !74, metadata !DIExpression()) #3, !dbg !79
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !81
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.lr.ph.i, !dbg !81

omp.inner.for.body.lr.ph.i:                       ; preds = %entry
  %8 = load [20 x double]*, [20 x double]** %a, align 8, !tbaa !36, !noalias !62
  %9 = load [20 x double]*, [20 x double]** %b, align 8, !tbaa !36, !noalias !62
  %10 = sext i32 %7 to i64, !dbg !81
  %11 = add nsw i32 %cond.i, 1, !dbg !81
  %wide.trip.count.i = sext i32 %11 to i64, !dbg !81
  %12 = add nsw i64 %10, 1, !dbg !81
  %13 = add nsw i64 %10, 2, !dbg !81
  br label %omp.inner.for.body.i, !dbg !81

omp.inner.for.cond.loopexit.i:                    ; preds = %for.body.i, %vector.body
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
  %scevgep8 = getelementptr [20 x double], [20 x double]* %8, i64 %16, i64 19, !dbg !88
  %scevgep6 = getelementptr [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 1, !dbg !88
  %scevgep4 = getelementptr [20 x double], [20 x double]* %9, i64 %14, i64 19, !dbg !88
  %scevgep = getelementptr [20 x double], [20 x double]* %9, i64 %14, i64 1, !dbg !88
  %bound0 = icmp ult double* %scevgep, %scevgep8, !dbg !89
  %bound1 = icmp ult double* %scevgep6, %scevgep4, !dbg !89
  %found.conflict = and i1 %bound0, %bound1, !dbg !89
  br i1 %found.conflict, label %for.body.i, label %vector.body, !dbg !89

vector.body:                                      ; preds = %omp.inner.for.body.i
  %17 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 1, !dbg !91
  %18 = bitcast double* %17 to <2 x double>*, !dbg !91
  %wide.load = load <2 x double>, <2 x double>* %18, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %19 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 1, !dbg !98
  %20 = bitcast double* %19 to <2 x double>*, !dbg !98
  %wide.load10 = load <2 x double>, <2 x double>* %20, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %21 = fadd <2 x double> %wide.load, %wide.load10, !dbg !99
  %22 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 1, !dbg !100
  %23 = bitcast double* %22 to <2 x double>*, !dbg !100
  %wide.load11 = load <2 x double>, <2 x double>* %23, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %24 = fadd <2 x double> %21, %wide.load11, !dbg !101
  %25 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 0, !dbg !102
  %26 = bitcast double* %25 to <2 x double>*, !dbg !102
  %wide.load12 = load <2 x double>, <2 x double>* %26, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %27 = fadd <2 x double> %24, %wide.load12, !dbg !103
  %28 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 2, !dbg !104
  %29 = bitcast double* %28 to <2 x double>*, !dbg !104
  %wide.load13 = load <2 x double>, <2 x double>* %29, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %30 = fadd <2 x double> %27, %wide.load13, !dbg !105
  %31 = fmul <2 x double> %30, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %32 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 1, !dbg !107
  %33 = bitcast double* %32 to <2 x double>*, !dbg !108
  store <2 x double> %31, <2 x double>* %33, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %34 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 3, !dbg !91
  %35 = bitcast double* %34 to <2 x double>*, !dbg !91
  %wide.load.1 = load <2 x double>, <2 x double>* %35, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %36 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 3, !dbg !98
  %37 = bitcast double* %36 to <2 x double>*, !dbg !98
  %wide.load10.1 = load <2 x double>, <2 x double>* %37, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %38 = fadd <2 x double> %wide.load.1, %wide.load10.1, !dbg !99
  %39 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 3, !dbg !100
  %40 = bitcast double* %39 to <2 x double>*, !dbg !100
  %wide.load11.1 = load <2 x double>, <2 x double>* %40, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %41 = fadd <2 x double> %38, %wide.load11.1, !dbg !101
  %42 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 2, !dbg !102
  %43 = bitcast double* %42 to <2 x double>*, !dbg !102
  %wide.load12.1 = load <2 x double>, <2 x double>* %43, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %44 = fadd <2 x double> %41, %wide.load12.1, !dbg !103
  %45 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 4, !dbg !104
  %46 = bitcast double* %45 to <2 x double>*, !dbg !104
  %wide.load13.1 = load <2 x double>, <2 x double>* %46, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %47 = fadd <2 x double> %44, %wide.load13.1, !dbg !105
  %48 = fmul <2 x double> %47, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %49 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 3, !dbg !107
  %50 = bitcast double* %49 to <2 x double>*, !dbg !108
  store <2 x double> %48, <2 x double>* %50, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %51 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 5, !dbg !91
  %52 = bitcast double* %51 to <2 x double>*, !dbg !91
  %wide.load.2 = load <2 x double>, <2 x double>* %52, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %53 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 5, !dbg !98
  %54 = bitcast double* %53 to <2 x double>*, !dbg !98
  %wide.load10.2 = load <2 x double>, <2 x double>* %54, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %55 = fadd <2 x double> %wide.load.2, %wide.load10.2, !dbg !99
  %56 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 5, !dbg !100
  %57 = bitcast double* %56 to <2 x double>*, !dbg !100
  %wide.load11.2 = load <2 x double>, <2 x double>* %57, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %58 = fadd <2 x double> %55, %wide.load11.2, !dbg !101
  %59 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 4, !dbg !102
  %60 = bitcast double* %59 to <2 x double>*, !dbg !102
  %wide.load12.2 = load <2 x double>, <2 x double>* %60, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %61 = fadd <2 x double> %58, %wide.load12.2, !dbg !103
  %62 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 6, !dbg !104
  %63 = bitcast double* %62 to <2 x double>*, !dbg !104
  %wide.load13.2 = load <2 x double>, <2 x double>* %63, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %64 = fadd <2 x double> %61, %wide.load13.2, !dbg !105
  %65 = fmul <2 x double> %64, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %66 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 5, !dbg !107
  %67 = bitcast double* %66 to <2 x double>*, !dbg !108
  store <2 x double> %65, <2 x double>* %67, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %68 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 7, !dbg !91
  %69 = bitcast double* %68 to <2 x double>*, !dbg !91
  %wide.load.3 = load <2 x double>, <2 x double>* %69, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %70 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 7, !dbg !98
  %71 = bitcast double* %70 to <2 x double>*, !dbg !98
  %wide.load10.3 = load <2 x double>, <2 x double>* %71, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %72 = fadd <2 x double> %wide.load.3, %wide.load10.3, !dbg !99
  %73 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 7, !dbg !100
  %74 = bitcast double* %73 to <2 x double>*, !dbg !100
  %wide.load11.3 = load <2 x double>, <2 x double>* %74, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %75 = fadd <2 x double> %72, %wide.load11.3, !dbg !101
  %76 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 6, !dbg !102
  %77 = bitcast double* %76 to <2 x double>*, !dbg !102
  %wide.load12.3 = load <2 x double>, <2 x double>* %77, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %78 = fadd <2 x double> %75, %wide.load12.3, !dbg !103
  %79 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 8, !dbg !104
  %80 = bitcast double* %79 to <2 x double>*, !dbg !104
  %wide.load13.3 = load <2 x double>, <2 x double>* %80, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %81 = fadd <2 x double> %78, %wide.load13.3, !dbg !105
  %82 = fmul <2 x double> %81, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %83 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 7, !dbg !107
  %84 = bitcast double* %83 to <2 x double>*, !dbg !108
  store <2 x double> %82, <2 x double>* %84, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %85 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 9, !dbg !91
  %86 = bitcast double* %85 to <2 x double>*, !dbg !91
  %wide.load.4 = load <2 x double>, <2 x double>* %86, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %87 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 9, !dbg !98
  %88 = bitcast double* %87 to <2 x double>*, !dbg !98
  %wide.load10.4 = load <2 x double>, <2 x double>* %88, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %89 = fadd <2 x double> %wide.load.4, %wide.load10.4, !dbg !99
  %90 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 9, !dbg !100
  %91 = bitcast double* %90 to <2 x double>*, !dbg !100
  %wide.load11.4 = load <2 x double>, <2 x double>* %91, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %92 = fadd <2 x double> %89, %wide.load11.4, !dbg !101
  %93 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 8, !dbg !102
  %94 = bitcast double* %93 to <2 x double>*, !dbg !102
  %wide.load12.4 = load <2 x double>, <2 x double>* %94, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %95 = fadd <2 x double> %92, %wide.load12.4, !dbg !103
  %96 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 10, !dbg !104
  %97 = bitcast double* %96 to <2 x double>*, !dbg !104
  %wide.load13.4 = load <2 x double>, <2 x double>* %97, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %98 = fadd <2 x double> %95, %wide.load13.4, !dbg !105
  %99 = fmul <2 x double> %98, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %100 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 9, !dbg !107
  %101 = bitcast double* %100 to <2 x double>*, !dbg !108
  store <2 x double> %99, <2 x double>* %101, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %102 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 11, !dbg !91
  %103 = bitcast double* %102 to <2 x double>*, !dbg !91
  %wide.load.5 = load <2 x double>, <2 x double>* %103, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %104 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 11, !dbg !98
  %105 = bitcast double* %104 to <2 x double>*, !dbg !98
  %wide.load10.5 = load <2 x double>, <2 x double>* %105, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %106 = fadd <2 x double> %wide.load.5, %wide.load10.5, !dbg !99
  %107 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 11, !dbg !100
  %108 = bitcast double* %107 to <2 x double>*, !dbg !100
  %wide.load11.5 = load <2 x double>, <2 x double>* %108, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %109 = fadd <2 x double> %106, %wide.load11.5, !dbg !101
  %110 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 10, !dbg !102
  %111 = bitcast double* %110 to <2 x double>*, !dbg !102
  %wide.load12.5 = load <2 x double>, <2 x double>* %111, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %112 = fadd <2 x double> %109, %wide.load12.5, !dbg !103
  %113 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 12, !dbg !104
  %114 = bitcast double* %113 to <2 x double>*, !dbg !104
  %wide.load13.5 = load <2 x double>, <2 x double>* %114, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %115 = fadd <2 x double> %112, %wide.load13.5, !dbg !105
  %116 = fmul <2 x double> %115, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %117 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 11, !dbg !107
  %118 = bitcast double* %117 to <2 x double>*, !dbg !108
  store <2 x double> %116, <2 x double>* %118, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %119 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 13, !dbg !91
  %120 = bitcast double* %119 to <2 x double>*, !dbg !91
  %wide.load.6 = load <2 x double>, <2 x double>* %120, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %121 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 13, !dbg !98
  %122 = bitcast double* %121 to <2 x double>*, !dbg !98
  %wide.load10.6 = load <2 x double>, <2 x double>* %122, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %123 = fadd <2 x double> %wide.load.6, %wide.load10.6, !dbg !99
  %124 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 13, !dbg !100
  %125 = bitcast double* %124 to <2 x double>*, !dbg !100
  %wide.load11.6 = load <2 x double>, <2 x double>* %125, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %126 = fadd <2 x double> %123, %wide.load11.6, !dbg !101
  %127 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 12, !dbg !102
  %128 = bitcast double* %127 to <2 x double>*, !dbg !102
  %wide.load12.6 = load <2 x double>, <2 x double>* %128, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %129 = fadd <2 x double> %126, %wide.load12.6, !dbg !103
  %130 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 14, !dbg !104
  %131 = bitcast double* %130 to <2 x double>*, !dbg !104
  %wide.load13.6 = load <2 x double>, <2 x double>* %131, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %132 = fadd <2 x double> %129, %wide.load13.6, !dbg !105
  %133 = fmul <2 x double> %132, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %134 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 13, !dbg !107
  %135 = bitcast double* %134 to <2 x double>*, !dbg !108
  store <2 x double> %133, <2 x double>* %135, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %136 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 15, !dbg !91
  %137 = bitcast double* %136 to <2 x double>*, !dbg !91
  %wide.load.7 = load <2 x double>, <2 x double>* %137, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %138 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 15, !dbg !98
  %139 = bitcast double* %138 to <2 x double>*, !dbg !98
  %wide.load10.7 = load <2 x double>, <2 x double>* %139, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %140 = fadd <2 x double> %wide.load.7, %wide.load10.7, !dbg !99
  %141 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 15, !dbg !100
  %142 = bitcast double* %141 to <2 x double>*, !dbg !100
  %wide.load11.7 = load <2 x double>, <2 x double>* %142, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %143 = fadd <2 x double> %140, %wide.load11.7, !dbg !101
  %144 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 14, !dbg !102
  %145 = bitcast double* %144 to <2 x double>*, !dbg !102
  %wide.load12.7 = load <2 x double>, <2 x double>* %145, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %146 = fadd <2 x double> %143, %wide.load12.7, !dbg !103
  %147 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 16, !dbg !104
  %148 = bitcast double* %147 to <2 x double>*, !dbg !104
  %wide.load13.7 = load <2 x double>, <2 x double>* %148, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %149 = fadd <2 x double> %146, %wide.load13.7, !dbg !105
  %150 = fmul <2 x double> %149, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %151 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 15, !dbg !107
  %152 = bitcast double* %151 to <2 x double>*, !dbg !108
  store <2 x double> %150, <2 x double>* %152, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  %153 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 17, !dbg !91
  %154 = bitcast double* %153 to <2 x double>*, !dbg !91
  %wide.load.8 = load <2 x double>, <2 x double>* %154, align 8, !dbg !91, !tbaa !93, !alias.scope !95, !noalias !62
  %155 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 17, !dbg !98
  %156 = bitcast double* %155 to <2 x double>*, !dbg !98
  %wide.load10.8 = load <2 x double>, <2 x double>* %156, align 8, !dbg !98, !tbaa !93, !alias.scope !95, !noalias !62
  %157 = fadd <2 x double> %wide.load.8, %wide.load10.8, !dbg !99
  %158 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 17, !dbg !100
  %159 = bitcast double* %158 to <2 x double>*, !dbg !100
  %wide.load11.8 = load <2 x double>, <2 x double>* %159, align 8, !dbg !100, !tbaa !93, !alias.scope !95, !noalias !62
  %160 = fadd <2 x double> %157, %wide.load11.8, !dbg !101
  %161 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 16, !dbg !102
  %162 = bitcast double* %161 to <2 x double>*, !dbg !102
  %wide.load12.8 = load <2 x double>, <2 x double>* %162, align 8, !dbg !102, !tbaa !93, !alias.scope !95, !noalias !62
  %163 = fadd <2 x double> %160, %wide.load12.8, !dbg !103
  %164 = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 18, !dbg !104
  %165 = bitcast double* %164 to <2 x double>*, !dbg !104
  %wide.load13.8 = load <2 x double>, <2 x double>* %165, align 8, !dbg !104, !tbaa !93, !alias.scope !95, !noalias !62
  %166 = fadd <2 x double> %163, %wide.load13.8, !dbg !105
  %167 = fmul <2 x double> %166, <double 2.000000e-01, double 2.000000e-01>, !dbg !106
  %168 = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 17, !dbg !107
  %169 = bitcast double* %168 to <2 x double>*, !dbg !108
  store <2 x double> %167, <2 x double>* %169, align 8, !dbg !108, !tbaa !93, !alias.scope !109, !noalias !111
  br label %omp.inner.for.cond.loopexit.i, !dbg !81

for.body.i:                                       ; preds = %omp.inner.for.body.i, %for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %for.body.i ], [ 1, %omp.inner.for.body.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %arrayidx4.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 %indvars.iv.i, !dbg !91
  %170 = load double, double* %arrayidx4.i, align 8, !dbg !91, !tbaa !93, !noalias !62
  %arrayidx8.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv6.i, i64 %indvars.iv.i, !dbg !98
  %171 = load double, double* %arrayidx8.i, align 8, !dbg !98, !tbaa !93, !noalias !62
  %add9.i = fadd double %170, %171, !dbg !99
  %arrayidx14.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %15, i64 %indvars.iv.i, !dbg !100
  %172 = load double, double* %arrayidx14.i, align 8, !dbg !100, !tbaa !93, !noalias !62
  %add15.i = fadd double %add9.i, %172, !dbg !101
  %173 = add nsw i64 %indvars.iv.i, -1, !dbg !112
  %arrayidx20.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 %173, !dbg !102
  %174 = load double, double* %arrayidx20.i, align 8, !dbg !102, !tbaa !93, !noalias !62
  %add21.i = fadd double %add15.i, %174, !dbg !103
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !113
  %arrayidx26.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next7.i, i64 %indvars.iv.next.i, !dbg !104
  %175 = load double, double* %arrayidx26.i, align 8, !dbg !104, !tbaa !93, !noalias !62
  %add27.i = fadd double %add21.i, %175, !dbg !105
  %mul28.i = fmul double %add27.i, 2.000000e-01, !dbg !106
  %arrayidx32.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next7.i, i64 %indvars.iv.i, !dbg !107
  store double %mul28.i, double* %arrayidx32.i, align 8, !dbg !108, !tbaa !93, !noalias !62
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !77, metadata !DIExpression()) #3, !dbg !79
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, 19, !dbg !114
  br i1 %exitcond.not.i, label %omp.inner.for.cond.loopexit.i, label %for.body.i, !dbg !89, !llvm.loop !115

.omp_outlined._debug__.exit:                      ; preds = %omp.inner.for.cond.loopexit.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !87, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !85, !noalias !62
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !85, !noalias !62
  ret void, !dbg !65
}

; Function Attrs: nounwind
declare !callback !119 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %a, [20 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %b) #4 !dbg !121 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !123, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !124, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata [20 x double]** %a, metadata !125, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata [20 x double]** %b, metadata !126, metadata !DIExpression()), !dbg !127
  tail call void @llvm.experimental.noalias.scope.decl(metadata !128), !dbg !131
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !132, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* undef, metadata !135, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata [20 x double]** %a, metadata !136, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata [20 x double]** %b, metadata !137, metadata !DIExpression()) #3, !dbg !145
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()) #3, !dbg !145
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 17, metadata !140, metadata !DIExpression()) #3, !dbg !145
  store i32 17, i32* %.omp.ub.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 1, metadata !141, metadata !DIExpression()) #3, !dbg !145
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !147
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !147, !noalias !128
  call void @llvm.dbg.value(metadata i32 0, metadata !142, metadata !DIExpression()) #3, !dbg !145
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  %4 = load i32, i32* %.global_tid., align 4, !dbg !147, !tbaa !83, !alias.scope !128
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !139, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !140, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !141, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !142, metadata !DIExpression(DW_OP_deref)) #3, !dbg !145
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !149, !noalias !128
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  call void @llvm.dbg.value(metadata i32 %5, metadata !140, metadata !DIExpression()) #3, !dbg !145
  %6 = icmp slt i32 %5, 17, !dbg !148
  %cond.i = select i1 %6, i32 %5, i32 17, !dbg !148
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !140, metadata !DIExpression()) #3, !dbg !145
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !148, !tbaa !83, !noalias !128
  call void @llvm.dbg.value(metadata i32 %7, metadata !139, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 %7, metadata !138, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !140, metadata !DIExpression()) #3, !dbg !145
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !147
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.1.exit, label %omp.inner.for.body.lr.ph.i, !dbg !147

omp.inner.for.body.lr.ph.i:                       ; preds = %entry
  %8 = load [20 x double]*, [20 x double]** %b, align 8, !tbaa !36, !noalias !128
  %9 = load [20 x double]*, [20 x double]** %a, align 8, !tbaa !36, !noalias !128
  %10 = sext i32 %7 to i64, !dbg !147
  %11 = add nsw i32 %cond.i, 1, !dbg !147
  %wide.trip.count.i = sext i32 %11 to i64, !dbg !147
  br label %omp.inner.for.body.i, !dbg !147

omp.inner.for.body.i:                             ; preds = %omp.inner.for.body.i, %omp.inner.for.body.lr.ph.i
  %indvars.iv.i = phi i64 [ %10, %omp.inner.for.body.lr.ph.i ], [ %indvars.iv.next.i, %omp.inner.for.body.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !138, metadata !DIExpression()) #3, !dbg !145
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !144, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 1, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 1, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 1, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 1, !dbg !151
  %12 = load double, double* %arrayidx4.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 1, !dbg !154
  store double %12, double* %arrayidx8.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 2, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.1.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 2, !dbg !151
  %13 = load double, double* %arrayidx4.1.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.1.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 2, !dbg !154
  store double %13, double* %arrayidx8.1.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 3, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.2.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 3, !dbg !151
  %14 = load double, double* %arrayidx4.2.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.2.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 3, !dbg !154
  store double %14, double* %arrayidx8.2.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 4, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.3.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 4, !dbg !151
  %15 = load double, double* %arrayidx4.3.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.3.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 4, !dbg !154
  store double %15, double* %arrayidx8.3.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 5, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.4.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 5, !dbg !151
  %16 = load double, double* %arrayidx4.4.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.4.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 5, !dbg !154
  store double %16, double* %arrayidx8.4.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 6, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.5.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 6, !dbg !151
  %17 = load double, double* %arrayidx4.5.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.5.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 6, !dbg !154
  store double %17, double* %arrayidx8.5.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 7, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.6.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 7, !dbg !151
  %18 = load double, double* %arrayidx4.6.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.6.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 7, !dbg !154
  store double %18, double* %arrayidx8.6.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 8, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.7.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 8, !dbg !151
  %19 = load double, double* %arrayidx4.7.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.7.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 8, !dbg !154
  store double %19, double* %arrayidx8.7.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 9, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.8.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 9, !dbg !151
  %20 = load double, double* %arrayidx4.8.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.8.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 9, !dbg !154
  store double %20, double* %arrayidx8.8.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 10, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.9.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 10, !dbg !151
  %21 = load double, double* %arrayidx4.9.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.9.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 10, !dbg !154
  store double %21, double* %arrayidx8.9.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 11, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 11, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.10.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 11, !dbg !151
  %22 = load double, double* %arrayidx4.10.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.10.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 11, !dbg !154
  store double %22, double* %arrayidx8.10.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 12, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 12, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.11.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 12, !dbg !151
  %23 = load double, double* %arrayidx4.11.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.11.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 12, !dbg !154
  store double %23, double* %arrayidx8.11.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 13, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 13, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.12.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 13, !dbg !151
  %24 = load double, double* %arrayidx4.12.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.12.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 13, !dbg !154
  store double %24, double* %arrayidx8.12.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 14, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 14, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.13.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 14, !dbg !151
  %25 = load double, double* %arrayidx4.13.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.13.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 14, !dbg !154
  store double %25, double* %arrayidx8.13.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 15, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 15, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.14.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 15, !dbg !151
  %26 = load double, double* %arrayidx4.14.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.14.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 15, !dbg !154
  store double %26, double* %arrayidx8.14.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 16, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 16, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.15.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 16, !dbg !151
  %27 = load double, double* %arrayidx4.15.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.15.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 16, !dbg !154
  store double %27, double* %arrayidx8.15.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 17, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 17, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.16.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 17, !dbg !151
  %28 = load double, double* %arrayidx4.16.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.16.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 17, !dbg !154
  store double %28, double* %arrayidx8.16.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 18, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 18, metadata !143, metadata !DIExpression()) #3, !dbg !145
  %arrayidx4.17.i = getelementptr inbounds [20 x double], [20 x double]* %8, i64 %indvars.iv.next.i, i64 18, !dbg !151
  %29 = load double, double* %arrayidx4.17.i, align 8, !dbg !151, !tbaa !93, !noalias !128
  %arrayidx8.17.i = getelementptr inbounds [20 x double], [20 x double]* %9, i64 %indvars.iv.next.i, i64 18, !dbg !154
  store double %29, double* %arrayidx8.17.i, align 8, !dbg !155, !tbaa !93, !noalias !128
  call void @llvm.dbg.value(metadata i64 19, metadata !143, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !138, metadata !DIExpression()) #3, !dbg !145
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !140, metadata !DIExpression()) #3, !dbg !145
  %exitcond.not.i = icmp eq i64 %indvars.iv.next.i, %wide.trip.count.i, !dbg !147
  br i1 %exitcond.not.i, label %.omp_outlined._debug__.1.exit, label %omp.inner.for.body.i, !dbg !147, !llvm.loop !156

.omp_outlined._debug__.1.exit:                    ; preds = %omp.inner.for.body.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %4) #3, !dbg !157, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !149, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !149, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !149, !noalias !128
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !149, !noalias !128
  ret void, !dbg !131
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !158 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(3200) bitcast ([20 x [20 x double]]* @Bg to i8*), i8 0, i64 3200, i1 false), !dbg !166, !tbaa !93
  br label %for.cond1.preheader, !dbg !172

for.cond1.preheader:                              ; preds = %entry, %for.inc10
  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %for.inc10 ]
  call void @llvm.dbg.value(metadata i64 %indvar, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !165
  br label %for.body3, !dbg !173

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !163, metadata !DIExpression()), !dbg !165
  %0 = mul nuw nsw i64 %indvars.iv, %indvar, !dbg !174
  %1 = trunc i64 %0 to i32, !dbg !175
  %rem = urem i32 %1, 10, !dbg !175
  %conv = sitofp i32 %rem to double, !dbg !176
  %arrayidx5 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv, !dbg !177
  store double %conv, double* %arrayidx5, align 16, !dbg !178, !tbaa !93
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !163, metadata !DIExpression()), !dbg !165
  %2 = mul nuw nsw i64 %indvars.iv.next, %indvar, !dbg !174
  %3 = trunc i64 %2 to i32, !dbg !175
  %rem.1 = urem i32 %3, 10, !dbg !175
  %conv.1 = sitofp i32 %rem.1 to double, !dbg !176
  %arrayidx5.1 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv.next, !dbg !177
  store double %conv.1, double* %arrayidx5.1, align 8, !dbg !178, !tbaa !93
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !163, metadata !DIExpression()), !dbg !165
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 20, !dbg !180
  br i1 %exitcond.not.1, label %for.inc10, label %for.body3, !dbg !173, !llvm.loop !181

for.inc10:                                        ; preds = %for.body3
  %indvar.next = add nuw nsw i64 %indvar, 1, !dbg !183
  call void @llvm.dbg.value(metadata i64 %indvar.next, metadata !162, metadata !DIExpression()), !dbg !165
  %exitcond59.not = icmp eq i64 %indvar.next, 20, !dbg !184
  br i1 %exitcond59.not, label %for.end12, label %for.cond1.preheader, !dbg !172, !llvm.loop !185

for.end12:                                        ; preds = %for.inc10
  tail call void @kernel_omp_jacobi2d([20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 0), [20 x double]* noundef getelementptr inbounds ([20 x [20 x double]], [20 x [20 x double]]* @Bg, i64 0, i64 0)), !dbg !187
  call void @llvm.dbg.value(metadata i32 0, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !164, metadata !DIExpression()), !dbg !165
  br label %for.cond17.preheader, !dbg !188

for.cond17.preheader:                             ; preds = %for.end12, %for.cond17.preheader
  %indvars.iv64 = phi i64 [ 0, %for.end12 ], [ %indvars.iv.next65, %for.cond17.preheader ]
  %s.054 = phi double [ 0.000000e+00, %for.end12 ], [ %add.19, %for.cond17.preheader ]
  call void @llvm.dbg.value(metadata double %s.054, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !162, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %s.054, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i32 0, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %s.054, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 0, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 0, !dbg !190
  %4 = load double, double* %arrayidx24, align 16, !dbg !190, !tbaa !93
  %add = fadd double %s.054, %4, !dbg !194
  call void @llvm.dbg.value(metadata double %add, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 1, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 1, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.1 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 1, !dbg !190
  %5 = load double, double* %arrayidx24.1, align 8, !dbg !190, !tbaa !93
  %add.1 = fadd double %add, %5, !dbg !194
  call void @llvm.dbg.value(metadata double %add.1, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 2, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.1, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 2, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.2 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 2, !dbg !190
  %6 = load double, double* %arrayidx24.2, align 16, !dbg !190, !tbaa !93
  %add.2 = fadd double %add.1, %6, !dbg !194
  call void @llvm.dbg.value(metadata double %add.2, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 3, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.2, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 3, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.3 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 3, !dbg !190
  %7 = load double, double* %arrayidx24.3, align 8, !dbg !190, !tbaa !93
  %add.3 = fadd double %add.2, %7, !dbg !194
  call void @llvm.dbg.value(metadata double %add.3, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 4, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.3, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 4, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.4 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 4, !dbg !190
  %8 = load double, double* %arrayidx24.4, align 16, !dbg !190, !tbaa !93
  %add.4 = fadd double %add.3, %8, !dbg !194
  call void @llvm.dbg.value(metadata double %add.4, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 5, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.4, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 5, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.5 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 5, !dbg !190
  %9 = load double, double* %arrayidx24.5, align 8, !dbg !190, !tbaa !93
  %add.5 = fadd double %add.4, %9, !dbg !194
  call void @llvm.dbg.value(metadata double %add.5, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 6, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.5, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 6, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.6 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 6, !dbg !190
  %10 = load double, double* %arrayidx24.6, align 16, !dbg !190, !tbaa !93
  %add.6 = fadd double %add.5, %10, !dbg !194
  call void @llvm.dbg.value(metadata double %add.6, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 7, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.6, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 7, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.7 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 7, !dbg !190
  %11 = load double, double* %arrayidx24.7, align 8, !dbg !190, !tbaa !93
  %add.7 = fadd double %add.6, %11, !dbg !194
  call void @llvm.dbg.value(metadata double %add.7, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 8, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.7, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 8, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.8 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 8, !dbg !190
  %12 = load double, double* %arrayidx24.8, align 16, !dbg !190, !tbaa !93
  %add.8 = fadd double %add.7, %12, !dbg !194
  call void @llvm.dbg.value(metadata double %add.8, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 9, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.8, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 9, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.9 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 9, !dbg !190
  %13 = load double, double* %arrayidx24.9, align 8, !dbg !190, !tbaa !93
  %add.9 = fadd double %add.8, %13, !dbg !194
  call void @llvm.dbg.value(metadata double %add.9, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 10, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.9, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 10, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.10 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 10, !dbg !190
  %14 = load double, double* %arrayidx24.10, align 16, !dbg !190, !tbaa !93
  %add.10 = fadd double %add.9, %14, !dbg !194
  call void @llvm.dbg.value(metadata double %add.10, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 11, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.10, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 11, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.11 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 11, !dbg !190
  %15 = load double, double* %arrayidx24.11, align 8, !dbg !190, !tbaa !93
  %add.11 = fadd double %add.10, %15, !dbg !194
  call void @llvm.dbg.value(metadata double %add.11, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 12, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.11, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 12, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.12 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 12, !dbg !190
  %16 = load double, double* %arrayidx24.12, align 16, !dbg !190, !tbaa !93
  %add.12 = fadd double %add.11, %16, !dbg !194
  call void @llvm.dbg.value(metadata double %add.12, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 13, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.12, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 13, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.13 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 13, !dbg !190
  %17 = load double, double* %arrayidx24.13, align 8, !dbg !190, !tbaa !93
  %add.13 = fadd double %add.12, %17, !dbg !194
  call void @llvm.dbg.value(metadata double %add.13, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 14, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.13, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 14, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.14 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 14, !dbg !190
  %18 = load double, double* %arrayidx24.14, align 16, !dbg !190, !tbaa !93
  %add.14 = fadd double %add.13, %18, !dbg !194
  call void @llvm.dbg.value(metadata double %add.14, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 15, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.14, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 15, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.15 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 15, !dbg !190
  %19 = load double, double* %arrayidx24.15, align 8, !dbg !190, !tbaa !93
  %add.15 = fadd double %add.14, %19, !dbg !194
  call void @llvm.dbg.value(metadata double %add.15, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 16, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.15, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 16, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.16 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 16, !dbg !190
  %20 = load double, double* %arrayidx24.16, align 16, !dbg !190, !tbaa !93
  %add.16 = fadd double %add.15, %20, !dbg !194
  call void @llvm.dbg.value(metadata double %add.16, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 17, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.16, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 17, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.17 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 17, !dbg !190
  %21 = load double, double* %arrayidx24.17, align 8, !dbg !190, !tbaa !93
  %add.17 = fadd double %add.16, %21, !dbg !194
  call void @llvm.dbg.value(metadata double %add.17, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 18, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.17, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 18, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.18 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 18, !dbg !190
  %22 = load double, double* %arrayidx24.18, align 16, !dbg !190, !tbaa !93
  %add.18 = fadd double %add.17, %22, !dbg !194
  call void @llvm.dbg.value(metadata double %add.18, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 19, metadata !163, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata double %add.18, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 19, metadata !163, metadata !DIExpression()), !dbg !165
  %arrayidx24.19 = getelementptr inbounds [20 x [20 x double]], [20 x [20 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 19, !dbg !190
  %23 = load double, double* %arrayidx24.19, align 8, !dbg !190, !tbaa !93
  %add.19 = fadd double %add.18, %23, !dbg !194
  call void @llvm.dbg.value(metadata double %add.19, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 20, metadata !163, metadata !DIExpression()), !dbg !165
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !195
  call void @llvm.dbg.value(metadata double %add.19, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !162, metadata !DIExpression()), !dbg !165
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 20, !dbg !196
  br i1 %exitcond67.not, label %for.end30, label %for.cond17.preheader, !dbg !188, !llvm.loop !197

for.end30:                                        ; preds = %for.cond17.preheader
  store double %add.19, double* @checksum, align 8, !dbg !199, !tbaa !93
  ret i32 0, !dbg !200
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 20)
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
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1280, elements: !27)
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
!104 = !DILocation(line: 26, column: 26, scope: !92, inlinedAt: !80)
!105 = !DILocation(line: 25, column: 76, scope: !92, inlinedAt: !80)
!106 = !DILocation(line: 25, column: 23, scope: !92, inlinedAt: !80)
!107 = !DILocation(line: 25, column: 9, scope: !92, inlinedAt: !80)
!108 = !DILocation(line: 25, column: 17, scope: !92, inlinedAt: !80)
!109 = !{!110}
!110 = distinct !{!110, !97}
!111 = !{!63, !96}
!112 = !DILocation(line: 25, column: 71, scope: !92, inlinedAt: !80)
!113 = !DILocation(line: 26, column: 33, scope: !92, inlinedAt: !80)
!114 = !DILocation(line: 24, column: 21, scope: !92, inlinedAt: !80)
!115 = distinct !{!115, !89, !116, !117, !118}
!116 = !DILocation(line: 26, column: 37, scope: !90, inlinedAt: !80)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !{!"llvm.loop.isvectorized", i32 1}
!119 = !{!120}
!120 = !{i64 2, i64 -1, i64 -1, i1 true}
!121 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 27, type: !49, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!122 = !{!123, !124, !125, !126}
!123 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !121, type: !51, flags: DIFlagArtificial)
!124 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !121, type: !51, flags: DIFlagArtificial)
!125 = !DILocalVariable(name: "a", arg: 3, scope: !121, type: !55, flags: DIFlagArtificial)
!126 = !DILocalVariable(name: "b", arg: 4, scope: !121, type: !55, flags: DIFlagArtificial)
!127 = !DILocation(line: 0, scope: !121)
!128 = !{!129}
!129 = distinct !{!129, !130, !".omp_outlined._debug__.1: %.global_tid."}
!130 = distinct !{!130, !".omp_outlined._debug__.1"}
!131 = !DILocation(line: 27, column: 1, scope: !121)
!132 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !133, type: !51, flags: DIFlagArtificial)
!133 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 28, type: !49, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!134 = !{!132, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144}
!135 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !133, type: !51, flags: DIFlagArtificial)
!136 = !DILocalVariable(name: "a", arg: 3, scope: !133, file: !3, line: 17, type: !55)
!137 = !DILocalVariable(name: "b", arg: 4, scope: !133, file: !3, line: 18, type: !55)
!138 = !DILocalVariable(name: ".omp.iv", scope: !133, type: !32, flags: DIFlagArtificial)
!139 = !DILocalVariable(name: ".omp.lb", scope: !133, type: !32, flags: DIFlagArtificial)
!140 = !DILocalVariable(name: ".omp.ub", scope: !133, type: !32, flags: DIFlagArtificial)
!141 = !DILocalVariable(name: ".omp.stride", scope: !133, type: !32, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: ".omp.is_last", scope: !133, type: !32, flags: DIFlagArtificial)
!143 = !DILocalVariable(name: "j", scope: !133, type: !32, flags: DIFlagArtificial)
!144 = !DILocalVariable(name: "i", scope: !133, type: !32, flags: DIFlagArtificial)
!145 = !DILocation(line: 0, scope: !133, inlinedAt: !146)
!146 = distinct !DILocation(line: 27, column: 1, scope: !121)
!147 = !DILocation(line: 28, column: 5, scope: !133, inlinedAt: !146)
!148 = !DILocation(line: 28, column: 10, scope: !133, inlinedAt: !146)
!149 = !DILocation(line: 27, column: 1, scope: !133, inlinedAt: !146)
!150 = !DILocation(line: 28, column: 28, scope: !133, inlinedAt: !146)
!151 = !DILocation(line: 30, column: 19, scope: !152, inlinedAt: !146)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 29, column: 7)
!153 = distinct !DILexicalBlock(scope: !133, file: !3, line: 29, column: 7)
!154 = !DILocation(line: 30, column: 9, scope: !152, inlinedAt: !146)
!155 = !DILocation(line: 30, column: 17, scope: !152, inlinedAt: !146)
!156 = distinct !{!156, !149, !157}
!157 = !DILocation(line: 27, column: 36, scope: !133, inlinedAt: !146)
!158 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !159, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!159 = !DISubroutineType(types: !160)
!160 = !{!32}
!161 = !{!162, !163, !164}
!162 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 36, type: !32)
!163 = !DILocalVariable(name: "j", scope: !158, file: !3, line: 36, type: !32)
!164 = !DILocalVariable(name: "s", scope: !158, file: !3, line: 37, type: !5)
!165 = !DILocation(line: 0, scope: !158)
!166 = !DILocation(line: 41, column: 16, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 39, column: 29)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 39, column: 5)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 39, column: 5)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 38, column: 3)
!171 = distinct !DILexicalBlock(scope: !158, file: !3, line: 38, column: 3)
!172 = !DILocation(line: 38, column: 3, scope: !171)
!173 = !DILocation(line: 39, column: 5, scope: !169)
!174 = !DILocation(line: 40, column: 30, scope: !167)
!175 = !DILocation(line: 40, column: 35, scope: !167)
!176 = !DILocation(line: 40, column: 18, scope: !167)
!177 = !DILocation(line: 40, column: 7, scope: !167)
!178 = !DILocation(line: 40, column: 16, scope: !167)
!179 = !DILocation(line: 39, column: 25, scope: !168)
!180 = !DILocation(line: 39, column: 19, scope: !168)
!181 = distinct !{!181, !173, !182, !117}
!182 = !DILocation(line: 42, column: 5, scope: !169)
!183 = !DILocation(line: 38, column: 23, scope: !170)
!184 = !DILocation(line: 38, column: 17, scope: !170)
!185 = distinct !{!185, !172, !186, !117}
!186 = !DILocation(line: 42, column: 5, scope: !171)
!187 = !DILocation(line: 43, column: 3, scope: !158)
!188 = !DILocation(line: 44, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !158, file: !3, line: 44, column: 3)
!190 = !DILocation(line: 46, column: 12, scope: !191)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 45, column: 5)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 45, column: 5)
!193 = distinct !DILexicalBlock(scope: !189, file: !3, line: 44, column: 3)
!194 = !DILocation(line: 46, column: 9, scope: !191)
!195 = !DILocation(line: 44, column: 23, scope: !193)
!196 = !DILocation(line: 44, column: 17, scope: !193)
!197 = distinct !{!197, !188, !198, !117}
!198 = !DILocation(line: 46, column: 19, scope: !189)
!199 = !DILocation(line: 47, column: 12, scope: !158)
!200 = !DILocation(line: 48, column: 3, scope: !158)
