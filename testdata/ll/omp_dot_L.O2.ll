; ModuleID = 'omp_dot.c'
source_filename = "omp_dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_dot.c;kernel_omp_dot;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_dot.c;kernel_omp_dot;17;42;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [200000 x double] zeroinitializer, align 16, !dbg !12

; Function Attrs: noinline nounwind uwtable
define dso_local double @kernel_omp_dot(i32 noundef %n, double* noundef %x, double* noundef %y) local_unnamed_addr #0 !dbg !22 {
entry:
  %n.addr = alloca i32, align 4
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  %s = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %n, metadata !29, metadata !DIExpression()), !dbg !34
  store i32 %n, i32* %n.addr, align 4, !tbaa !35
  call void @llvm.dbg.value(metadata double* %x, metadata !30, metadata !DIExpression()), !dbg !34
  store double* %x, double** %x.addr, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata double* %y, metadata !31, metadata !DIExpression()), !dbg !34
  store double* %y, double** %y.addr, align 8, !tbaa !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !41
  %0 = bitcast double* %s to i8*, !dbg !42
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0) #3, !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  store double 0.000000e+00, double* %s, align 8, !dbg !43, !tbaa !44
  call void @llvm.dbg.value(metadata i32* %n.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double** %x.addr, metadata !30, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double** %y.addr, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %s, metadata !33, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @5, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %n.addr, double* nonnull %s, double** nonnull %x.addr, double** nonnull %y.addr), !dbg !46
  %1 = load double, double* %s, align 8, !dbg !47, !tbaa !44
  call void @llvm.dbg.value(metadata double %1, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0) #3, !dbg !48
  ret double %1, !dbg !49
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind uwtable willreturn
define internal void @.omp.reduction.reduction_func(i8* nocapture noundef readonly %0, i8* nocapture noundef readonly %1) #4 !dbg !50 {
entry:
  call void @llvm.dbg.value(metadata i8* %0, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i8* %1, metadata !56, metadata !DIExpression()), !dbg !57
  %2 = bitcast i8* %1 to double**, !dbg !58
  %3 = load double*, double** %2, align 8, !dbg !58
  %4 = bitcast i8* %0 to double**, !dbg !58
  %5 = load double*, double** %4, align 8, !dbg !58
  %6 = load double, double* %5, align 8, !dbg !59, !tbaa !44
  %7 = load double, double* %3, align 8, !dbg !59, !tbaa !44
  %add = fadd double %6, %7, !dbg !60
  store double %add, double* %5, align 8, !dbg !60, !tbaa !44
  ret void, !dbg !59
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(%struct.ident_t*, i32, i32, i64, i8*, void (i8*, i8*)*, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(%struct.ident_t*, i32, [8 x i32]*) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %n, double* nocapture noundef nonnull align 8 dereferenceable(8) %s, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %x, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %y) #6 !dbg !61 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  %s3.i = alloca double, align 8
  %.omp.reduction.red_list.i = alloca [1 x i8*], align 8
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !73, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32* %n, metadata !74, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double* %s, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double** %x, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double** %y, metadata !77, metadata !DIExpression()), !dbg !78
  tail call void @llvm.experimental.noalias.scope.decl(metadata !79), !dbg !82
  %0 = bitcast [1 x i8*]* %.omp.reduction.red_list.i to i8*, !dbg !83
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %0), !dbg !83
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !86, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* undef, metadata !87, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %n, metadata !88, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata double* %s, metadata !89, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata double** %x, metadata !90, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata double** %y, metadata !91, metadata !DIExpression()) #3, !dbg !83
  %1 = load i32, i32* %n, align 4, !dbg !101, !tbaa !35, !noalias !79
  call void @llvm.dbg.value(metadata i32 %1, metadata !93, metadata !DIExpression()) #3, !dbg !83
  %sub2.i = add nsw i32 %1, -1, !dbg !102
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !93, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %cmp.i = icmp sgt i32 %1, 0, !dbg !102
  br i1 %cmp.i, label %omp.precond.then.i, label %.omp_outlined._debug__.exit, !dbg !102

omp.precond.then.i:                               ; preds = %entry
  %2 = bitcast i32* %.omp.lb.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 0, metadata !95, metadata !DIExpression()) #3, !dbg !83
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  %3 = bitcast i32* %.omp.ub.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  store i32 %sub2.i, i32* %.omp.ub.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  %4 = bitcast i32* %.omp.stride.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 1, metadata !97, metadata !DIExpression()) #3, !dbg !83
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  %5 = bitcast i32* %.omp.is_last.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #3, !dbg !83
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  %6 = bitcast double* %s3.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6) #3, !dbg !102, !noalias !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double 0.000000e+00, double* %s3.i, align 8, !dbg !104, !tbaa !44, !noalias !79
  %7 = load i32, i32* %.global_tid., align 4, !dbg !102, !tbaa !35, !alias.scope !79
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !95, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !96, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !97, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !98, metadata !DIExpression(DW_OP_deref)) #3, !dbg !83
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %7, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !105, !noalias !79
  %8 = load i32, i32* %.omp.ub.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  call void @llvm.dbg.value(metadata i32 %8, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %cmp5.i = icmp sgt i32 %8, %sub2.i, !dbg !103
  %cond.i = select i1 %cmp5.i, i32 %sub2.i, i32 %8, !dbg !103
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  %9 = load i32, i32* %.omp.lb.i, align 4, !dbg !103, !tbaa !35, !noalias !79
  call void @llvm.dbg.value(metadata i32 %9, metadata !95, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %9, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %cmp6.not1.i = icmp slt i32 %cond.i, %9, !dbg !102
  br i1 %cmp6.not1.i, label %omp.loop.exit.i, label %omp.inner.for.body.lr.ph.i, !dbg !102

omp.inner.for.body.lr.ph.i:                       ; preds = %omp.precond.then.i
  %10 = load double*, double** %x, align 8, !tbaa !39, !noalias !79
  %11 = load double*, double** %y, align 8, !tbaa !39, !noalias !79
  %12 = sext i32 %9 to i64, !dbg !102
  %13 = add nsw i32 %cond.i, 1, !dbg !102
  %14 = add i32 %cond.i, 1, !dbg !102
  %15 = sub i32 %14, %9, !dbg !102
  %16 = sub i32 %cond.i, %9, !dbg !102
  %xtraiter = and i32 %15, 3, !dbg !102
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !102
  br i1 %lcmp.mod.not, label %omp.inner.for.body.i.prol.loopexit, label %omp.inner.for.body.i.prol, !dbg !102

omp.inner.for.body.i.prol:                        ; preds = %omp.inner.for.body.lr.ph.i, %omp.inner.for.body.i.prol
  %17 = phi double [ %20, %omp.inner.for.body.i.prol ], [ 0.000000e+00, %omp.inner.for.body.lr.ph.i ], !dbg !106
  %indvars.iv.i.prol = phi i64 [ %indvars.iv.next.i.prol, %omp.inner.for.body.i.prol ], [ %12, %omp.inner.for.body.lr.ph.i ]
  %prol.iter = phi i32 [ %prol.iter.next, %omp.inner.for.body.i.prol ], [ 0, %omp.inner.for.body.lr.ph.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i.prol, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i.prol, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %arrayidx.i.prol = getelementptr inbounds double, double* %10, i64 %indvars.iv.i.prol, !dbg !107
  %18 = load double, double* %arrayidx.i.prol, align 8, !dbg !107, !tbaa !44, !noalias !79
  %arrayidx8.i.prol = getelementptr inbounds double, double* %11, i64 %indvars.iv.i.prol, !dbg !108
  %19 = load double, double* %arrayidx8.i.prol, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %17, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %20 = call double @llvm.fmuladd.f64(double %18, double %19, double %17) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %20, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %20, double* %s3.i, align 8, !dbg !106, !tbaa !44, !noalias !79
  %indvars.iv.next.i.prol = add nsw i64 %indvars.iv.i.prol, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.prol, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %prol.iter.next = add i32 %prol.iter, 1, !dbg !102
  %prol.iter.cmp.not = icmp eq i32 %prol.iter.next, %xtraiter, !dbg !102
  br i1 %prol.iter.cmp.not, label %omp.inner.for.body.i.prol.loopexit, label %omp.inner.for.body.i.prol, !dbg !102, !llvm.loop !109

omp.inner.for.body.i.prol.loopexit:               ; preds = %omp.inner.for.body.i.prol, %omp.inner.for.body.lr.ph.i
  %.unr = phi double [ 0.000000e+00, %omp.inner.for.body.lr.ph.i ], [ %20, %omp.inner.for.body.i.prol ]
  %indvars.iv.i.unr = phi i64 [ %12, %omp.inner.for.body.lr.ph.i ], [ %indvars.iv.next.i.prol, %omp.inner.for.body.i.prol ]
  %21 = icmp ult i32 %16, 3, !dbg !102
  br i1 %21, label %omp.loop.exit.i, label %omp.inner.for.body.i, !dbg !102

omp.inner.for.body.i:                             ; preds = %omp.inner.for.body.i.prol.loopexit, %omp.inner.for.body.i
  %22 = phi double [ %34, %omp.inner.for.body.i ], [ %.unr, %omp.inner.for.body.i.prol.loopexit ], !dbg !106
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i.3, %omp.inner.for.body.i ], [ %indvars.iv.i.unr, %omp.inner.for.body.i.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %arrayidx.i = getelementptr inbounds double, double* %10, i64 %indvars.iv.i, !dbg !107
  %23 = load double, double* %arrayidx.i, align 8, !dbg !107, !tbaa !44, !noalias !79
  %arrayidx8.i = getelementptr inbounds double, double* %11, i64 %indvars.iv.i, !dbg !108
  %24 = load double, double* %arrayidx8.i, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %22, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %22) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %25, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %25, double* %s3.i, align 8, !dbg !106, !tbaa !44, !noalias !79
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1, !dbg !102
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %arrayidx.i.1 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i, !dbg !107
  %26 = load double, double* %arrayidx.i.1, align 8, !dbg !107, !tbaa !44, !noalias !79
  %arrayidx8.i.1 = getelementptr inbounds double, double* %11, i64 %indvars.iv.next.i, !dbg !108
  %27 = load double, double* %arrayidx8.i.1, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %25, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %28 = call double @llvm.fmuladd.f64(double %26, double %27, double %25) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %28, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %28, double* %s3.i, align 8, !dbg !106, !tbaa !44, !noalias !79
  %indvars.iv.next.i.1 = add nsw i64 %indvars.iv.i, 2, !dbg !102
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %arrayidx.i.2 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i.1, !dbg !107
  %29 = load double, double* %arrayidx.i.2, align 8, !dbg !107, !tbaa !44, !noalias !79
  %arrayidx8.i.2 = getelementptr inbounds double, double* %11, i64 %indvars.iv.next.i.1, !dbg !108
  %30 = load double, double* %arrayidx8.i.2, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %28, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %31 = call double @llvm.fmuladd.f64(double %29, double %30, double %28) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %31, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %31, double* %s3.i, align 8, !dbg !106, !tbaa !44, !noalias !79
  %indvars.iv.next.i.2 = add nsw i64 %indvars.iv.i, 3, !dbg !102
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !94, metadata !DIExpression()) #3, !dbg !83
  %arrayidx.i.3 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i.2, !dbg !107
  %32 = load double, double* %arrayidx.i.3, align 8, !dbg !107, !tbaa !44, !noalias !79
  %arrayidx8.i.3 = getelementptr inbounds double, double* %11, i64 %indvars.iv.next.i.2, !dbg !108
  %33 = load double, double* %arrayidx8.i.3, align 8, !dbg !108, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %31, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %34 = call double @llvm.fmuladd.f64(double %32, double %33, double %31) #3, !dbg !106
  call void @llvm.dbg.value(metadata double %34, metadata !99, metadata !DIExpression()) #3, !dbg !83
  store double %34, double* %s3.i, align 8, !dbg !106, !tbaa !44, !noalias !79
  %indvars.iv.next.i.3 = add nsw i64 %indvars.iv.i, 4, !dbg !102
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.3, metadata !92, metadata !DIExpression()) #3, !dbg !83
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !96, metadata !DIExpression()) #3, !dbg !83
  %lftr.wideiv.i.3 = trunc i64 %indvars.iv.next.i.3 to i32, !dbg !102
  %exitcond.not.i.3 = icmp eq i32 %13, %lftr.wideiv.i.3, !dbg !102
  br i1 %exitcond.not.i.3, label %omp.loop.exit.i, label %omp.inner.for.body.i, !dbg !102, !llvm.loop !111

omp.loop.exit.i:                                  ; preds = %omp.inner.for.body.i.prol.loopexit, %omp.inner.for.body.i, %omp.precond.then.i
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %7) #3, !dbg !112, !noalias !79
  %35 = bitcast [1 x i8*]* %.omp.reduction.red_list.i to double**, !dbg !105
  store double* %s3.i, double** %35, align 8, !dbg !105, !noalias !79
  %36 = call i32 @__kmpc_reduce_nowait(%struct.ident_t* nonnull @4, i32 %7, i32 1, i64 8, i8* nonnull %0, void (i8*, i8*)* nonnull @.omp.reduction.reduction_func, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !105, !noalias !79
  switch i32 %36, label %.omp.reduction.default.i [
    i32 1, label %.omp.reduction.case1.i
    i32 2, label %.omp.reduction.case2.i
  ], !dbg !105

.omp.reduction.case1.i:                           ; preds = %omp.loop.exit.i
  %37 = load double, double* %s, align 8, !dbg !104, !tbaa !44, !noalias !79
  %38 = load double, double* %s3.i, align 8, !dbg !104, !tbaa !44, !noalias !79
  call void @llvm.dbg.value(metadata double %38, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %add11.i = fadd double %37, %38, !dbg !113
  store double %add11.i, double* %s, align 8, !dbg !113, !tbaa !44, !noalias !79
  call void @__kmpc_end_reduce_nowait(%struct.ident_t* nonnull @4, i32 %7, [8 x i32]* nonnull @.gomp_critical_user_.reduction.var) #3, !dbg !105, !noalias !79
  br label %.omp.reduction.default.i, !dbg !105

.omp.reduction.case2.i:                           ; preds = %omp.loop.exit.i
  %39 = bitcast double* %s to i64*, !dbg !105
  %atomic-load.i = load atomic i64, i64* %39 monotonic, align 8, !dbg !105, !tbaa !44, !noalias !79
  %40 = load double, double* %s3.i, align 8, !tbaa !44, !noalias !79
  br label %atomic_cont.i, !dbg !105

atomic_cont.i:                                    ; preds = %atomic_cont.i, %.omp.reduction.case2.i
  %41 = phi i64 [ %atomic-load.i, %.omp.reduction.case2.i ], [ %45, %atomic_cont.i ], !dbg !105
  %42 = bitcast i64 %41 to double, !dbg !105
  call void @llvm.dbg.value(metadata double %40, metadata !99, metadata !DIExpression()) #3, !dbg !83
  %add13.i = fadd double %40, %42, !dbg !113
  %43 = bitcast double %add13.i to i64, !dbg !105
  %44 = cmpxchg i64* %39, i64 %41, i64 %43 monotonic monotonic, align 8, !dbg !105, !noalias !79
  %45 = extractvalue { i64, i1 } %44, 0, !dbg !105
  %46 = extractvalue { i64, i1 } %44, 1, !dbg !105
  br i1 %46, label %.omp.reduction.default.i, label %atomic_cont.i, !dbg !105

.omp.reduction.default.i:                         ; preds = %atomic_cont.i, %.omp.reduction.case1.i, %omp.loop.exit.i
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %6) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !105, !noalias !79
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !105, !noalias !79
  br label %.omp_outlined._debug__.exit, !dbg !105

.omp_outlined._debug__.exit:                      ; preds = %entry, %.omp.reduction.default.i
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %0), !dbg !114
  ret void, !dbg !82
}

; Function Attrs: nounwind
declare !callback !115 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #7 !dbg !117 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !122
  br label %vector.body, !dbg !123

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !125
  %vec.ind14 = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %vec.ind.next15, %vector.body ], !dbg !127
  %vec.ind16 = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %vec.ind.next17, %vector.body ], !dbg !129
  %0 = and <2 x i32> %vec.ind14, <i32 15, i32 15>, !dbg !127
  %1 = sitofp <2 x i32> %0 to <2 x double>, !dbg !130
  %2 = fmul <2 x double> %1, <double 6.250000e-02, double 6.250000e-02>, !dbg !131
  %3 = getelementptr inbounds [200000 x double], [200000 x double]* @X, i64 0, i64 %index, !dbg !125
  %4 = bitcast double* %3 to <2 x double>*, !dbg !132
  store <2 x double> %2, <2 x double>* %4, align 16, !dbg !132, !tbaa !44
  %5 = mul <2 x i32> %vec.ind16, <i32 5, i32 5>, !dbg !129
  %6 = urem <2 x i32> %5, <i32 11, i32 11>, !dbg !129
  %7 = add nsw <2 x i32> %6, <i32 -5, i32 -5>, !dbg !133
  %8 = sitofp <2 x i32> %7 to <2 x double>, !dbg !133
  %9 = getelementptr inbounds [200000 x double], [200000 x double]* @Y, i64 0, i64 %index, !dbg !125
  %10 = bitcast double* %9 to <2 x double>*, !dbg !134
  store <2 x double> %8, <2 x double>* %10, align 16, !dbg !134, !tbaa !44
  %index.next = add nuw i64 %index, 2, !dbg !125
  %vec.ind.next15 = add <2 x i32> %vec.ind14, <i32 2, i32 2>, !dbg !127
  %vec.ind.next17 = add <2 x i32> %vec.ind16, <i32 2, i32 2>, !dbg !129
  %11 = icmp eq i64 %index.next, 200000, !dbg !125
  br i1 %11, label %for.end, label %vector.body, !dbg !125, !llvm.loop !135

for.end:                                          ; preds = %vector.body
  %call = tail call double @kernel_omp_dot(i32 noundef 200000, double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @Y, i64 0, i64 0)), !dbg !139
  store double %call, double* @checksum, align 8, !dbg !140, !tbaa !44
  ret i32 0, !dbg !141
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { mustprogress nofree norecurse nosync nounwind uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { convergent nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"openmp", i32 50}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_omp_dot", scope: !3, file: !3, line: 12, type: !23, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!5, !25, !26, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!28 = !{!29, !30, !31, !32, !33}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !22, file: !3, line: 12, type: !25)
!30 = !DILocalVariable(name: "x", arg: 2, scope: !22, file: !3, line: 12, type: !26)
!31 = !DILocalVariable(name: "y", arg: 3, scope: !22, file: !3, line: 13, type: !26)
!32 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 15, type: !25)
!33 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 16, type: !5)
!34 = !DILocation(line: 0, scope: !22)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !37, i64 0}
!41 = !DILocation(line: 15, column: 7, scope: !22)
!42 = !DILocation(line: 16, column: 3, scope: !22)
!43 = !DILocation(line: 16, column: 10, scope: !22)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !37, i64 0}
!46 = !DILocation(line: 17, column: 1, scope: !22)
!47 = !DILocation(line: 20, column: 10, scope: !22)
!48 = !DILocation(line: 21, column: 1, scope: !22)
!49 = !DILocation(line: 20, column: 3, scope: !22)
!50 = distinct !DISubprogram(linkageName: ".omp.reduction.reduction_func", scope: !3, file: !3, line: 17, type: !51, scopeLine: 17, flags: DIFlagArtificial | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{}
!53 = !{!54, !56}
!54 = !DILocalVariable(arg: 1, scope: !50, type: !55, flags: DIFlagArtificial)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!56 = !DILocalVariable(arg: 2, scope: !50, type: !55, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 17, column: 42, scope: !50)
!59 = !DILocation(line: 17, column: 40, scope: !50)
!60 = !DILocation(line: 17, column: 36, scope: !50)
!61 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !62, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64, !64, !68, !69, !70, !70}
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !66)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!68 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !25, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !26, size: 64)
!71 = !{!72, !73, !74, !75, !76, !77}
!72 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !61, type: !64, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !61, type: !64, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "n", arg: 3, scope: !61, type: !68, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "s", arg: 4, scope: !61, type: !69, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: "x", arg: 5, scope: !61, type: !70, flags: DIFlagArtificial)
!77 = !DILocalVariable(name: "y", arg: 6, scope: !61, type: !70, flags: DIFlagArtificial)
!78 = !DILocation(line: 0, scope: !61)
!79 = !{!80}
!80 = distinct !{!80, !81, !".omp_outlined._debug__: %.global_tid."}
!81 = distinct !{!81, !".omp_outlined._debug__"}
!82 = !DILocation(line: 17, column: 1, scope: !61)
!83 = !DILocation(line: 0, scope: !84, inlinedAt: !100)
!84 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !62, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!85 = !{!86, !87, !88, !89, !90, !91, !92, !93, !93, !94, !95, !96, !97, !98, !99, !94}
!86 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !84, type: !64, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !84, type: !64, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: "n", arg: 3, scope: !84, file: !3, line: 12, type: !68)
!89 = !DILocalVariable(name: "s", arg: 4, scope: !84, file: !3, line: 16, type: !69)
!90 = !DILocalVariable(name: "x", arg: 5, scope: !84, file: !3, line: 12, type: !70)
!91 = !DILocalVariable(name: "y", arg: 6, scope: !84, file: !3, line: 13, type: !70)
!92 = !DILocalVariable(name: ".omp.iv", scope: !84, type: !25, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: ".capture_expr.", scope: !84, type: !25, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "i", scope: !84, type: !25, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".omp.lb", scope: !84, type: !25, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: ".omp.ub", scope: !84, type: !25, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: ".omp.stride", scope: !84, type: !25, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: ".omp.is_last", scope: !84, type: !25, flags: DIFlagArtificial)
!99 = !DILocalVariable(name: "s", scope: !84, type: !5, flags: DIFlagArtificial)
!100 = distinct !DILocation(line: 17, column: 1, scope: !61)
!101 = !DILocation(line: 18, column: 19, scope: !84, inlinedAt: !100)
!102 = !DILocation(line: 18, column: 3, scope: !84, inlinedAt: !100)
!103 = !DILocation(line: 18, column: 8, scope: !84, inlinedAt: !100)
!104 = !DILocation(line: 17, column: 40, scope: !84, inlinedAt: !100)
!105 = !DILocation(line: 17, column: 1, scope: !84, inlinedAt: !100)
!106 = !DILocation(line: 19, column: 7, scope: !84, inlinedAt: !100)
!107 = !DILocation(line: 19, column: 10, scope: !84, inlinedAt: !100)
!108 = !DILocation(line: 19, column: 17, scope: !84, inlinedAt: !100)
!109 = distinct !{!109, !110}
!110 = !{!"llvm.loop.unroll.disable"}
!111 = distinct !{!111, !105, !112}
!112 = !DILocation(line: 17, column: 42, scope: !84, inlinedAt: !100)
!113 = !DILocation(line: 17, column: 36, scope: !84, inlinedAt: !100)
!114 = !DILocation(line: 19, column: 20, scope: !84, inlinedAt: !100)
!115 = !{!116}
!116 = !{i64 2, i64 -1, i64 -1, i1 true}
!117 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !118, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{!25}
!120 = !{!121}
!121 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 25, type: !25)
!122 = !DILocation(line: 0, scope: !117)
!123 = !DILocation(line: 26, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !117, file: !3, line: 26, column: 3)
!125 = !DILocation(line: 26, column: 23, scope: !126)
!126 = distinct !DILexicalBlock(scope: !124, file: !3, line: 26, column: 3)
!127 = !DILocation(line: 27, column: 23, scope: !128)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 26, column: 27)
!129 = !DILocation(line: 28, column: 29, scope: !128)
!130 = !DILocation(line: 27, column: 12, scope: !128)
!131 = !DILocation(line: 27, column: 29, scope: !128)
!132 = !DILocation(line: 27, column: 10, scope: !128)
!133 = !DILocation(line: 28, column: 35, scope: !128)
!134 = !DILocation(line: 28, column: 10, scope: !128)
!135 = distinct !{!135, !123, !136, !137, !138}
!136 = !DILocation(line: 29, column: 3, scope: !124)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !{!"llvm.loop.isvectorized", i32 1}
!139 = !DILocation(line: 30, column: 14, scope: !117)
!140 = !DILocation(line: 30, column: 12, scope: !117)
!141 = !DILocation(line: 31, column: 3, scope: !117)
