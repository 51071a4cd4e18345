; ModuleID = 'omp_gemv.c'
source_filename = "omp_gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemv.c;kernel_omp_gemv;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [36 x i8] c";omp_gemv.c;kernel_omp_gemv;19;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal global [9216 x double] zeroinitializer, align 16, !dbg !7
@X = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@Y = internal global [96 x double] zeroinitializer, align 16, !dbg !17

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_gemv(i32 noundef %n, double* noundef %a, double* noundef %x, double* noundef %y) local_unnamed_addr #0 !dbg !27 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca double*, align 8
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %n, metadata !35, metadata !DIExpression()), !dbg !40
  store i32 %n, i32* %n.addr, align 4, !tbaa !41
  call void @llvm.dbg.value(metadata double* %a, metadata !36, metadata !DIExpression()), !dbg !40
  store double* %a, double** %a.addr, align 8, !tbaa !45
  call void @llvm.dbg.value(metadata double* %x, metadata !37, metadata !DIExpression()), !dbg !40
  store double* %x, double** %x.addr, align 8, !tbaa !45
  call void @llvm.dbg.value(metadata double* %y, metadata !38, metadata !DIExpression()), !dbg !40
  store double* %y, double** %y.addr, align 8, !tbaa !45
  call void @llvm.dbg.declare(metadata i32* undef, metadata !39, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32* %n.addr, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void @llvm.dbg.value(metadata double** %a.addr, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void @llvm.dbg.value(metadata double** %x.addr, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void @llvm.dbg.value(metadata double** %y.addr, metadata !38, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %n.addr, double** nonnull %a.addr, double** nonnull %x.addr, double** nonnull %y.addr), !dbg !48
  ret void, !dbg !49
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

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %n, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %a, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %x, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %y) #4 !dbg !50 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !61, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32* %n, metadata !63, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double** %a, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double** %x, metadata !65, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double** %y, metadata !66, metadata !DIExpression()), !dbg !67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68), !dbg !71
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !72, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* undef, metadata !75, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %n, metadata !76, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double** %a, metadata !77, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double** %x, metadata !78, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double** %y, metadata !79, metadata !DIExpression()) #3, !dbg !90
  %0 = load i32, i32* %n, align 4, !dbg !92, !tbaa !41, !noalias !68
  call void @llvm.dbg.value(metadata i32 %0, metadata !81, metadata !DIExpression()) #3, !dbg !90
  %sub2.i = add nsw i32 %0, -1, !dbg !93
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !81, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()) #3, !dbg !90
  %cmp.i = icmp sgt i32 %0, 0, !dbg !93
  br i1 %cmp.i, label %omp.precond.then.i, label %.omp_outlined._debug__.exit, !dbg !93

omp.precond.then.i:                               ; preds = %entry
  %1 = bitcast i32* %.omp.lb.i to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #3, !dbg !90
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  %2 = bitcast i32* %.omp.ub.i to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !84, metadata !DIExpression()) #3, !dbg !90
  store i32 %sub2.i, i32* %.omp.ub.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  %3 = bitcast i32* %.omp.stride.i to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 1, metadata !85, metadata !DIExpression()) #3, !dbg !90
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  %4 = bitcast i32* %.omp.is_last.i to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #3, !dbg !90
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  %5 = load i32, i32* %.global_tid., align 4, !dbg !93, !tbaa !41, !alias.scope !68
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !83, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !84, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !85, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !86, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %5, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !95, !noalias !68
  %6 = load i32, i32* %.omp.ub.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  call void @llvm.dbg.value(metadata i32 %6, metadata !84, metadata !DIExpression()) #3, !dbg !90
  %cmp4.i = icmp sgt i32 %6, %sub2.i, !dbg !94
  %cond.i = select i1 %cmp4.i, i32 %sub2.i, i32 %6, !dbg !94
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !84, metadata !DIExpression()) #3, !dbg !90
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !94, !tbaa !41, !noalias !68
  call void @llvm.dbg.value(metadata i32 %7, metadata !83, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 %7, metadata !80, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !84, metadata !DIExpression()) #3, !dbg !90
  %cmp5.not4.i = icmp sgt i32 %7, %cond.i, !dbg !93
  br i1 %cmp5.not4.i, label %omp.loop.exit.i, label %for.cond.preheader.lr.ph.i, !dbg !93

for.cond.preheader.lr.ph.i:                       ; preds = %omp.precond.then.i
  %8 = load i32, i32* %n, align 4, !tbaa !41, !noalias !68
  %cmp61.i = icmp sgt i32 %8, 0
  %9 = load double*, double** %a, align 8, !noalias !68
  %10 = load double*, double** %x, align 8, !noalias !68
  %11 = load double*, double** %y, align 8, !tbaa !45, !noalias !68
  %12 = sext i32 %7 to i64, !dbg !93
  %13 = sext i32 %8 to i64, !dbg !93
  %14 = add nsw i32 %cond.i, 1, !dbg !93
  %wide.trip.count.i = zext i32 %8 to i64
  %15 = add nsw i64 %wide.trip.count.i, -1, !dbg !93
  %xtraiter = and i64 %wide.trip.count.i, 3
  %16 = icmp ult i64 %15, 3
  %unroll_iter = and i64 %wide.trip.count.i, 4294967292
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.cond.preheader.i, !dbg !93

for.cond.preheader.i:                             ; preds = %for.end.i, %for.cond.preheader.lr.ph.i
  %indvars.iv9.i = phi i64 [ %12, %for.cond.preheader.lr.ph.i ], [ %indvars.iv.next10.i, %for.end.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv9.i, metadata !80, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #3, !dbg !96
  br i1 %cmp61.i, label %for.body.lr.ph.i, label %for.end.i, !dbg !97

for.body.lr.ph.i:                                 ; preds = %for.cond.preheader.i
  %17 = mul nsw i64 %indvars.iv9.i, %13
  br i1 %16, label %for.end.i.loopexit.unr-lcssa, label %for.body.i, !dbg !97

for.body.i:                                       ; preds = %for.body.lr.ph.i, %for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i.3, %for.body.i ], [ 0, %for.body.lr.ph.i ]
  %acc.03.i = phi double [ %33, %for.body.i ], [ 0.000000e+00, %for.body.lr.ph.i ]
  %niter = phi i64 [ %niter.next.3, %for.body.i ], [ 0, %for.body.lr.ph.i ]
  call void @llvm.dbg.value(metadata double %acc.03.i, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %18 = add nsw i64 %indvars.iv.i, %17, !dbg !99
  %arrayidx.i = getelementptr inbounds double, double* %9, i64 %18, !dbg !101
  %19 = load double, double* %arrayidx.i, align 8, !dbg !101, !tbaa !102, !noalias !68
  %arrayidx10.i = getelementptr inbounds double, double* %10, i64 %indvars.iv.i, !dbg !104
  %20 = load double, double* %arrayidx10.i, align 8, !dbg !104, !tbaa !102, !noalias !68
  %21 = call double @llvm.fmuladd.f64(double %19, double %20, double %acc.03.i) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %21, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %indvars.iv.next.i = or i64 %indvars.iv.i, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !87, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata double %21, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %22 = add nsw i64 %indvars.iv.next.i, %17, !dbg !99
  %arrayidx.i.1 = getelementptr inbounds double, double* %9, i64 %22, !dbg !101
  %23 = load double, double* %arrayidx.i.1, align 8, !dbg !101, !tbaa !102, !noalias !68
  %arrayidx10.i.1 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i, !dbg !104
  %24 = load double, double* %arrayidx10.i.1, align 8, !dbg !104, !tbaa !102, !noalias !68
  %25 = call double @llvm.fmuladd.f64(double %23, double %24, double %21) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %25, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %indvars.iv.next.i.1 = or i64 %indvars.iv.i, 2, !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !87, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata double %25, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %26 = add nsw i64 %indvars.iv.next.i.1, %17, !dbg !99
  %arrayidx.i.2 = getelementptr inbounds double, double* %9, i64 %26, !dbg !101
  %27 = load double, double* %arrayidx.i.2, align 8, !dbg !101, !tbaa !102, !noalias !68
  %arrayidx10.i.2 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i.1, !dbg !104
  %28 = load double, double* %arrayidx10.i.2, align 8, !dbg !104, !tbaa !102, !noalias !68
  %29 = call double @llvm.fmuladd.f64(double %27, double %28, double %25) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %29, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %indvars.iv.next.i.2 = or i64 %indvars.iv.i, 3, !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !87, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata double %29, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %30 = add nsw i64 %indvars.iv.next.i.2, %17, !dbg !99
  %arrayidx.i.3 = getelementptr inbounds double, double* %9, i64 %30, !dbg !101
  %31 = load double, double* %arrayidx.i.3, align 8, !dbg !101, !tbaa !102, !noalias !68
  %arrayidx10.i.3 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i.2, !dbg !104
  %32 = load double, double* %arrayidx10.i.3, align 8, !dbg !104, !tbaa !102, !noalias !68
  %33 = call double @llvm.fmuladd.f64(double %31, double %32, double %29) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %33, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %indvars.iv.next.i.3 = add nuw nsw i64 %indvars.iv.i, 4, !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.3, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %niter.next.3 = add i64 %niter, 4, !dbg !97
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !97
  br i1 %niter.ncmp.3, label %for.end.i.loopexit.unr-lcssa, label %for.body.i, !dbg !97, !llvm.loop !107

for.end.i.loopexit.unr-lcssa:                     ; preds = %for.body.i, %for.body.lr.ph.i
  %.lcssa.ph = phi double [ undef, %for.body.lr.ph.i ], [ %33, %for.body.i ]
  %indvars.iv.i.unr = phi i64 [ 0, %for.body.lr.ph.i ], [ %indvars.iv.next.i.3, %for.body.i ]
  %acc.03.i.unr = phi double [ 0.000000e+00, %for.body.lr.ph.i ], [ %33, %for.body.i ]
  br i1 %lcmp.mod.not, label %for.end.i, label %for.body.i.epil, !dbg !97

for.body.i.epil:                                  ; preds = %for.end.i.loopexit.unr-lcssa, %for.body.i.epil
  %indvars.iv.i.epil = phi i64 [ %indvars.iv.next.i.epil, %for.body.i.epil ], [ %indvars.iv.i.unr, %for.end.i.loopexit.unr-lcssa ]
  %acc.03.i.epil = phi double [ %37, %for.body.i.epil ], [ %acc.03.i.unr, %for.end.i.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.i.epil ], [ 0, %for.end.i.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata double %acc.03.i.epil, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i.epil, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %34 = add nsw i64 %indvars.iv.i.epil, %17, !dbg !99
  %arrayidx.i.epil = getelementptr inbounds double, double* %9, i64 %34, !dbg !101
  %35 = load double, double* %arrayidx.i.epil, align 8, !dbg !101, !tbaa !102, !noalias !68
  %arrayidx10.i.epil = getelementptr inbounds double, double* %10, i64 %indvars.iv.i.epil, !dbg !104
  %36 = load double, double* %arrayidx10.i.epil, align 8, !dbg !104, !tbaa !102, !noalias !68
  %37 = call double @llvm.fmuladd.f64(double %35, double %36, double %acc.03.i.epil) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %37, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %indvars.iv.next.i.epil = add nuw nsw i64 %indvars.iv.i.epil, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.epil, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !97
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !97
  br i1 %epil.iter.cmp.not, label %for.end.i, label %for.body.i.epil, !dbg !97, !llvm.loop !110

for.end.i:                                        ; preds = %for.end.i.loopexit.unr-lcssa, %for.body.i.epil, %for.cond.preheader.i
  %acc.0.lcssa.i = phi double [ 0.000000e+00, %for.cond.preheader.i ], [ %.lcssa.ph, %for.end.i.loopexit.unr-lcssa ], [ %37, %for.body.i.epil ], !dbg !96
  %arrayidx13.i = getelementptr inbounds double, double* %11, i64 %indvars.iv9.i, !dbg !112
  store double %acc.0.lcssa.i, double* %arrayidx13.i, align 8, !dbg !113, !tbaa !102, !noalias !68
  %indvars.iv.next10.i = add nsw i64 %indvars.iv9.i, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next10.i, metadata !80, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !84, metadata !DIExpression()) #3, !dbg !90
  %lftr.wideiv.i = trunc i64 %indvars.iv.next10.i to i32, !dbg !93
  %exitcond13.not.i = icmp eq i32 %14, %lftr.wideiv.i, !dbg !93
  br i1 %exitcond13.not.i, label %omp.loop.exit.i, label %for.cond.preheader.i, !dbg !93, !llvm.loop !114

omp.loop.exit.i:                                  ; preds = %for.end.i, %omp.precond.then.i
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %5) #3, !dbg !115, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #3, !dbg !95, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !95, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !95, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !95, !noalias !68
  br label %.omp_outlined._debug__.exit, !dbg !95

.omp_outlined._debug__.exit:                      ; preds = %entry, %omp.loop.exit.i
  ret void, !dbg !71
}

; Function Attrs: nounwind
declare !callback !116 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !118 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !124
  br label %vector.body, !dbg !125

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !127
  %vec.ind50 = phi <2 x i16> [ <i16 0, i16 1>, %entry ], [ %vec.ind.next53, %vector.body ], !dbg !129
  %step.add51 = add <2 x i16> %vec.ind50, <i16 2, i16 2>, !dbg !129
  %0 = urem <2 x i16> %vec.ind50, <i16 13, i16 13>, !dbg !129
  %1 = urem <2 x i16> %step.add51, <i16 13, i16 13>, !dbg !129
  %2 = uitofp <2 x i16> %0 to <2 x double>, !dbg !130
  %3 = uitofp <2 x i16> %1 to <2 x double>, !dbg !130
  %4 = fmul <2 x double> %2, <double 2.500000e-01, double 2.500000e-01>, !dbg !131
  %5 = fmul <2 x double> %3, <double 2.500000e-01, double 2.500000e-01>, !dbg !131
  %6 = getelementptr inbounds [9216 x double], [9216 x double]* @A, i64 0, i64 %index, !dbg !127
  %7 = bitcast double* %6 to <2 x double>*, !dbg !132
  store <2 x double> %4, <2 x double>* %7, align 16, !dbg !132, !tbaa !102
  %8 = getelementptr inbounds double, double* %6, i64 2, !dbg !132
  %9 = bitcast double* %8 to <2 x double>*, !dbg !132
  store <2 x double> %5, <2 x double>* %9, align 16, !dbg !132, !tbaa !102
  %index.next = add nuw i64 %index, 4, !dbg !127
  %vec.ind.next53 = add <2 x i16> %vec.ind50, <i16 4, i16 4>, !dbg !129
  %10 = icmp eq i64 %index.next, 9216, !dbg !127
  br i1 %10, label %vector.body56, label %vector.body, !dbg !127, !llvm.loop !133

vector.body56:                                    ; preds = %vector.body, %vector.body56
  %index60 = phi i64 [ %index.next67.2, %vector.body56 ], [ 0, %vector.body ], !dbg !136
  %vec.ind64 = phi <2 x i32> [ %vec.ind.next66.2, %vector.body56 ], [ <i32 0, i32 1>, %vector.body ], !dbg !139
  %11 = and <2 x i32> %vec.ind64, <i32 3, i32 3>, !dbg !139
  %12 = add nuw nsw <2 x i32> %11, <i32 1, i32 1>, !dbg !140
  %13 = sitofp <2 x i32> %12 to <2 x double>, !dbg !140
  %14 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %index60, !dbg !136
  %15 = bitcast double* %14 to <2 x double>*, !dbg !141
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !141, !tbaa !102
  %index.next67 = add nuw nsw i64 %index60, 2, !dbg !136
  %vec.ind.next66 = add <2 x i32> %vec.ind64, <i32 2, i32 2>, !dbg !139
  %16 = and <2 x i32> %vec.ind.next66, <i32 3, i32 3>, !dbg !139
  %17 = add nuw nsw <2 x i32> %16, <i32 1, i32 1>, !dbg !140
  %18 = sitofp <2 x i32> %17 to <2 x double>, !dbg !140
  %19 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %index.next67, !dbg !136
  %20 = bitcast double* %19 to <2 x double>*, !dbg !141
  store <2 x double> %18, <2 x double>* %20, align 16, !dbg !141, !tbaa !102
  %index.next67.1 = add nuw nsw i64 %index60, 4, !dbg !136
  %21 = and <2 x i32> %vec.ind64, <i32 3, i32 3>, !dbg !139
  %22 = add nuw nsw <2 x i32> %21, <i32 1, i32 1>, !dbg !140
  %23 = sitofp <2 x i32> %22 to <2 x double>, !dbg !140
  %24 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %index.next67.1, !dbg !136
  %25 = bitcast double* %24 to <2 x double>*, !dbg !141
  store <2 x double> %23, <2 x double>* %25, align 16, !dbg !141, !tbaa !102
  %index.next67.2 = add nuw nsw i64 %index60, 6, !dbg !136
  %vec.ind.next66.2 = add <2 x i32> %vec.ind64, <i32 6, i32 6>, !dbg !139
  %26 = icmp eq i64 %index.next67.2, 96, !dbg !136
  br i1 %26, label %for.end11, label %vector.body56, !dbg !136, !llvm.loop !142

for.end11:                                        ; preds = %vector.body56
  tail call void @kernel_omp_gemv(i32 noundef 96, double* noundef getelementptr inbounds ([9216 x double], [9216 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Y, i64 0, i64 0)), !dbg !145
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !123, metadata !DIExpression()), !dbg !124
  br label %for.body15, !dbg !146

for.body15:                                       ; preds = %for.body15, %for.end11
  %indvars.iv45 = phi i64 [ 0, %for.end11 ], [ %indvars.iv.next46.5, %for.body15 ]
  %s.039 = phi double [ 0.000000e+00, %for.end11 ], [ %add18.5, %for.body15 ]
  call void @llvm.dbg.value(metadata double %s.039, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv45, metadata !122, metadata !DIExpression()), !dbg !124
  %arrayidx17 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %indvars.iv45, !dbg !148
  %27 = load double, double* %arrayidx17, align 16, !dbg !148, !tbaa !102
  %add18 = fadd double %s.039, %27, !dbg !150
  call void @llvm.dbg.value(metadata double %add18, metadata !123, metadata !DIExpression()), !dbg !124
  %indvars.iv.next46 = or i64 %indvars.iv45, 1, !dbg !151
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %add18, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46, metadata !122, metadata !DIExpression()), !dbg !124
  %arrayidx17.1 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %indvars.iv.next46, !dbg !148
  %28 = load double, double* %arrayidx17.1, align 8, !dbg !148, !tbaa !102
  %add18.1 = fadd double %add18, %28, !dbg !150
  call void @llvm.dbg.value(metadata double %add18.1, metadata !123, metadata !DIExpression()), !dbg !124
  %indvars.iv.next46.1 = add nuw nsw i64 %indvars.iv45, 2, !dbg !151
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.1, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %add18.1, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.1, metadata !122, metadata !DIExpression()), !dbg !124
  %arrayidx17.2 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %indvars.iv.next46.1, !dbg !148
  %29 = load double, double* %arrayidx17.2, align 16, !dbg !148, !tbaa !102
  %add18.2 = fadd double %add18.1, %29, !dbg !150
  call void @llvm.dbg.value(metadata double %add18.2, metadata !123, metadata !DIExpression()), !dbg !124
  %indvars.iv.next46.2 = add nuw nsw i64 %indvars.iv45, 3, !dbg !151
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.2, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %add18.2, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.2, metadata !122, metadata !DIExpression()), !dbg !124
  %arrayidx17.3 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %indvars.iv.next46.2, !dbg !148
  %30 = load double, double* %arrayidx17.3, align 8, !dbg !148, !tbaa !102
  %add18.3 = fadd double %add18.2, %30, !dbg !150
  call void @llvm.dbg.value(metadata double %add18.3, metadata !123, metadata !DIExpression()), !dbg !124
  %indvars.iv.next46.3 = add nuw nsw i64 %indvars.iv45, 4, !dbg !151
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.3, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %add18.3, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.3, metadata !122, metadata !DIExpression()), !dbg !124
  %arrayidx17.4 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %indvars.iv.next46.3, !dbg !148
  %31 = load double, double* %arrayidx17.4, align 16, !dbg !148, !tbaa !102
  %add18.4 = fadd double %add18.3, %31, !dbg !150
  call void @llvm.dbg.value(metadata double %add18.4, metadata !123, metadata !DIExpression()), !dbg !124
  %indvars.iv.next46.4 = add nuw nsw i64 %indvars.iv45, 5, !dbg !151
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.4, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %add18.4, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.4, metadata !122, metadata !DIExpression()), !dbg !124
  %arrayidx17.5 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %indvars.iv.next46.4, !dbg !148
  %32 = load double, double* %arrayidx17.5, align 8, !dbg !148, !tbaa !102
  %add18.5 = fadd double %add18.4, %32, !dbg !150
  call void @llvm.dbg.value(metadata double %add18.5, metadata !123, metadata !DIExpression()), !dbg !124
  %indvars.iv.next46.5 = add nuw nsw i64 %indvars.iv45, 6, !dbg !151
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46.5, metadata !122, metadata !DIExpression()), !dbg !124
  %exitcond48.not.5 = icmp eq i64 %indvars.iv.next46.5, 96, !dbg !152
  br i1 %exitcond48.not.5, label %for.end21, label %for.body15, !dbg !146, !llvm.loop !153

for.end21:                                        ; preds = %for.body15
  store double %add18.5, double* @checksum, align 8, !dbg !155, !tbaa !102
  ret i32 0, !dbg !156
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9216)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 96)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_gemv", scope: !3, file: !3, line: 15, type: !28, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !31, !31, !33}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!34 = !{!35, !36, !37, !38, !39}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 15, type: !30)
!36 = !DILocalVariable(name: "a", arg: 2, scope: !27, file: !3, line: 15, type: !31)
!37 = !DILocalVariable(name: "x", arg: 3, scope: !27, file: !3, line: 16, type: !31)
!38 = !DILocalVariable(name: "y", arg: 4, scope: !27, file: !3, line: 16, type: !33)
!39 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !30)
!40 = !DILocation(line: 0, scope: !27)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !43, i64 0}
!47 = !DILocation(line: 18, column: 7, scope: !27)
!48 = !DILocation(line: 19, column: 1, scope: !27)
!49 = !DILocation(line: 27, column: 1, scope: !27)
!50 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !51, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53, !53, !57, !58, !58, !59}
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !33, size: 64)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !50, type: !53, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !50, type: !53, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: "n", arg: 3, scope: !50, type: !57, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "a", arg: 4, scope: !50, type: !58, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: "x", arg: 5, scope: !50, type: !58, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "y", arg: 6, scope: !50, type: !59, flags: DIFlagArtificial)
!67 = !DILocation(line: 0, scope: !50)
!68 = !{!69}
!69 = distinct !{!69, !70, !".omp_outlined._debug__: %.global_tid."}
!70 = distinct !{!70, !".omp_outlined._debug__"}
!71 = !DILocation(line: 19, column: 1, scope: !50)
!72 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !73, type: !53, flags: DIFlagArtificial)
!73 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !51, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!74 = !{!72, !75, !76, !77, !78, !79, !80, !81, !81, !82, !83, !84, !85, !86, !82, !87, !89}
!75 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !73, type: !53, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: "n", arg: 3, scope: !73, file: !3, line: 15, type: !57)
!77 = !DILocalVariable(name: "a", arg: 4, scope: !73, file: !3, line: 15, type: !58)
!78 = !DILocalVariable(name: "x", arg: 5, scope: !73, file: !3, line: 16, type: !58)
!79 = !DILocalVariable(name: "y", arg: 6, scope: !73, file: !3, line: 16, type: !59)
!80 = !DILocalVariable(name: ".omp.iv", scope: !73, type: !30, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".capture_expr.", scope: !73, type: !30, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: "i", scope: !73, type: !30, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: ".omp.lb", scope: !73, type: !30, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: ".omp.ub", scope: !73, type: !30, flags: DIFlagArtificial)
!85 = !DILocalVariable(name: ".omp.stride", scope: !73, type: !30, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: ".omp.is_last", scope: !73, type: !30, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: "j", scope: !88, file: !3, line: 21, type: !30)
!88 = distinct !DILexicalBlock(scope: !73, file: !3, line: 20, column: 27)
!89 = !DILocalVariable(name: "acc", scope: !88, file: !3, line: 22, type: !5)
!90 = !DILocation(line: 0, scope: !73, inlinedAt: !91)
!91 = distinct !DILocation(line: 19, column: 1, scope: !50)
!92 = !DILocation(line: 20, column: 19, scope: !73, inlinedAt: !91)
!93 = !DILocation(line: 20, column: 3, scope: !73, inlinedAt: !91)
!94 = !DILocation(line: 20, column: 8, scope: !73, inlinedAt: !91)
!95 = !DILocation(line: 19, column: 1, scope: !73, inlinedAt: !91)
!96 = !DILocation(line: 0, scope: !88, inlinedAt: !91)
!97 = !DILocation(line: 23, column: 5, scope: !98, inlinedAt: !91)
!98 = distinct !DILexicalBlock(scope: !88, file: !3, line: 23, column: 5)
!99 = !DILocation(line: 24, column: 22, scope: !100, inlinedAt: !91)
!100 = distinct !DILexicalBlock(scope: !98, file: !3, line: 23, column: 5)
!101 = !DILocation(line: 24, column: 14, scope: !100, inlinedAt: !91)
!102 = !{!103, !103, i64 0}
!103 = !{!"double", !43, i64 0}
!104 = !DILocation(line: 24, column: 29, scope: !100, inlinedAt: !91)
!105 = !DILocation(line: 24, column: 11, scope: !100, inlinedAt: !91)
!106 = !DILocation(line: 23, column: 25, scope: !100, inlinedAt: !91)
!107 = distinct !{!107, !97, !108, !109}
!108 = !DILocation(line: 24, column: 32, scope: !98, inlinedAt: !91)
!109 = !{!"llvm.loop.mustprogress"}
!110 = distinct !{!110, !111}
!111 = !{!"llvm.loop.unroll.disable"}
!112 = !DILocation(line: 25, column: 5, scope: !88, inlinedAt: !91)
!113 = !DILocation(line: 25, column: 10, scope: !88, inlinedAt: !91)
!114 = distinct !{!114, !95, !115}
!115 = !DILocation(line: 19, column: 25, scope: !73, inlinedAt: !91)
!116 = !{!117}
!117 = !{i64 2, i64 -1, i64 -1, i1 true}
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !119, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!30}
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 31, type: !30)
!123 = !DILocalVariable(name: "s", scope: !118, file: !3, line: 32, type: !5)
!124 = !DILocation(line: 0, scope: !118)
!125 = !DILocation(line: 33, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !118, file: !3, line: 33, column: 3)
!127 = !DILocation(line: 33, column: 27, scope: !128)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 33, column: 3)
!129 = !DILocation(line: 34, column: 23, scope: !128)
!130 = !DILocation(line: 34, column: 12, scope: !128)
!131 = !DILocation(line: 34, column: 29, scope: !128)
!132 = !DILocation(line: 34, column: 10, scope: !128)
!133 = distinct !{!133, !125, !134, !109, !135}
!134 = !DILocation(line: 34, column: 31, scope: !126)
!135 = !{!"llvm.loop.isvectorized", i32 1}
!136 = !DILocation(line: 35, column: 23, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 35, column: 3)
!138 = distinct !DILexicalBlock(scope: !118, file: !3, line: 35, column: 3)
!139 = !DILocation(line: 36, column: 29, scope: !137)
!140 = !DILocation(line: 36, column: 16, scope: !137)
!141 = !DILocation(line: 36, column: 10, scope: !137)
!142 = distinct !{!142, !143, !144, !109, !135}
!143 = !DILocation(line: 35, column: 3, scope: !138)
!144 = !DILocation(line: 36, column: 32, scope: !138)
!145 = !DILocation(line: 37, column: 3, scope: !118)
!146 = !DILocation(line: 38, column: 3, scope: !147)
!147 = distinct !DILexicalBlock(scope: !118, file: !3, line: 38, column: 3)
!148 = !DILocation(line: 39, column: 10, scope: !149)
!149 = distinct !DILexicalBlock(scope: !147, file: !3, line: 38, column: 3)
!150 = !DILocation(line: 39, column: 7, scope: !149)
!151 = !DILocation(line: 38, column: 23, scope: !149)
!152 = !DILocation(line: 38, column: 17, scope: !149)
!153 = distinct !{!153, !146, !154, !109}
!154 = !DILocation(line: 39, column: 13, scope: !147)
!155 = !DILocation(line: 40, column: 12, scope: !118)
!156 = !DILocation(line: 41, column: 3, scope: !118)
