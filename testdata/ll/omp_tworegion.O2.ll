; ModuleID = 'omp_tworegion.c'
source_filename = "omp_tworegion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;21;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@Nthreads = internal unnamed_addr global i32 0, align 4, !dbg !7
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 322, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @0, i32 0, i32 0) }, align 8
@3 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;1;;\00", align 1
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@X = internal unnamed_addr global [8000 x double] zeroinitializer, align 16, !dbg !10
@Y = internal unnamed_addr global [8000 x double] zeroinitializer, align 16, !dbg !15
@5 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;23;16;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @3, i32 0, i32 0) }, align 8
@8 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;1;;\00", align 1
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@Z = internal unnamed_addr global [8000 x double] zeroinitializer, align 16, !dbg !17
@10 = private unnamed_addr constant [46 x i8] c";omp_tworegion.c;kernel_omp_tworegion;26;16;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 45, i8* getelementptr inbounds ([46 x i8], [46 x i8]* @10, i32 0, i32 0) }, align 8
@12 = private unnamed_addr constant %struct.ident_t { i32 0, i32 66, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @8, i32 0, i32 0) }, align 8
@13 = private unnamed_addr constant [45 x i8] c";omp_tworegion.c;kernel_omp_tworegion;19;1;;\00", align 1
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 44, i8* getelementptr inbounds ([45 x i8], [45 x i8]* @13, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_tworegion(i32 noundef %n, double noundef %a) local_unnamed_addr #0 !dbg !27 {
entry:
  %n.addr = alloca i32, align 4
  %a.addr = alloca double, align 8
  call void @llvm.dbg.value(metadata i32 %n, metadata !31, metadata !DIExpression()), !dbg !34
  store i32 %n, i32* %n.addr, align 4, !tbaa !35
  call void @llvm.dbg.value(metadata double %a, metadata !32, metadata !DIExpression()), !dbg !34
  store double %a, double* %a.addr, align 8, !tbaa !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata i32* %n.addr, metadata !31, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %a.addr, metadata !32, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @14, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %n.addr, double* nonnull %a.addr), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: convergent nounwind
declare i32 @__kmpc_single(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare void @__kmpc_end_single(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !44 i32 @omp_get_num_threads() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare void @__kmpc_barrier(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #5

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %n, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %a) #6 !dbg !49 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  %.omp.lb22.i = alloca i32, align 4
  %.omp.ub23.i = alloca i32, align 4
  %.omp.stride24.i = alloca i32, align 4
  %.omp.is_last25.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !59, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !60, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata i32* %n, metadata !61, metadata !DIExpression()), !dbg !63
  call void @llvm.dbg.value(metadata double* %a, metadata !62, metadata !DIExpression()), !dbg !63
  tail call void @llvm.experimental.noalias.scope.decl(metadata !64), !dbg !67
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !68, metadata !DIExpression()) #5, !dbg !91
  call void @llvm.dbg.value(metadata i32* undef, metadata !71, metadata !DIExpression()) #5, !dbg !91
  call void @llvm.dbg.value(metadata i32* %n, metadata !72, metadata !DIExpression()) #5, !dbg !91
  call void @llvm.dbg.value(metadata double* %a, metadata !73, metadata !DIExpression()) #5, !dbg !91
  %0 = load i32, i32* %.global_tid., align 4, !dbg !93, !tbaa !35, !alias.scope !64
  %1 = tail call i32 @__kmpc_single(%struct.ident_t* nonnull @1, i32 %0) #5, !dbg !93, !noalias !64
  %.not.i = icmp eq i32 %1, 0, !dbg !93
  br i1 %.not.i, label %omp_if.end.i, label %omp_if.then.i, !dbg !93

omp_if.then.i:                                    ; preds = %entry
  %call.i = tail call i32 @omp_get_num_threads() #5, !dbg !94, !noalias !64
  store i32 %call.i, i32* @Nthreads, align 4, !dbg !96, !tbaa !35, !noalias !64
  tail call void @__kmpc_end_single(%struct.ident_t* nonnull @1, i32 %0) #5, !dbg !97, !noalias !64
  br label %omp_if.end.i, !dbg !97

omp_if.end.i:                                     ; preds = %omp_if.then.i, %entry
  tail call void @__kmpc_barrier(%struct.ident_t* nonnull @2, i32 %0) #5, !dbg !98, !noalias !64
  %2 = load i32, i32* %n, align 4, !dbg !99, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %2, metadata !77, metadata !DIExpression()) #5, !dbg !100
  %sub2.i = add nsw i32 %2, -1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !77, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()) #5, !dbg !100
  %cmp.i = icmp sgt i32 %2, 0, !dbg !101
  br i1 %cmp.i, label %omp.precond.then.i, label %omp.precond.end.i, !dbg !102

omp.precond.then.i:                               ; preds = %omp_if.end.i
  %3 = bitcast i32* %.omp.lb.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()) #5, !dbg !100
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  %4 = bitcast i32* %.omp.ub.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !80, metadata !DIExpression()) #5, !dbg !100
  store i32 %sub2.i, i32* %.omp.ub.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  %5 = bitcast i32* %.omp.stride.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 1, metadata !81, metadata !DIExpression()) #5, !dbg !100
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  %6 = bitcast i32* %.omp.is_last.i to i8*, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %6) #5, !dbg !102, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()) #5, !dbg !100
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !79, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !80, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !81, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !82, metadata !DIExpression(DW_OP_deref)) #5, !dbg !100
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @4, i32 %0, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #5, !dbg !104, !noalias !64
  %7 = load i32, i32* %.omp.ub.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %7, metadata !80, metadata !DIExpression()) #5, !dbg !100
  %cmp4.i = icmp sgt i32 %7, %sub2.i, !dbg !103
  %cond.i = select i1 %cmp4.i, i32 %sub2.i, i32 %7, !dbg !103
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !80, metadata !DIExpression()) #5, !dbg !100
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  %8 = load i32, i32* %.omp.lb.i, align 4, !dbg !103, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %8, metadata !79, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !74, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !80, metadata !DIExpression()) #5, !dbg !100
  %cmp5.not1.i = icmp slt i32 %cond.i, %8, !dbg !101
  br i1 %cmp5.not1.i, label %omp.loop.exit.i, label %omp.inner.for.body.lr.ph.i, !dbg !102

omp.inner.for.body.lr.ph.i:                       ; preds = %omp.precond.then.i
  %9 = load double, double* %a, align 8, !tbaa !39, !noalias !64
  %10 = sext i32 %8 to i64, !dbg !102
  %11 = add nsw i32 %cond.i, 1, !dbg !102
  %12 = sub i32 %cond.i, %8, !dbg !102
  %13 = zext i32 %12 to i64, !dbg !102
  %14 = add nuw nsw i64 %13, 1, !dbg !102
  %min.iters.check = icmp ult i32 %12, 3, !dbg !102
  br i1 %min.iters.check, label %omp.inner.for.body.i.preheader, label %vector.ph, !dbg !102

vector.ph:                                        ; preds = %omp.inner.for.body.lr.ph.i
  %n.vec = and i64 %14, 8589934588, !dbg !102
  %ind.end = add nsw i64 %n.vec, %10, !dbg !102
  %broadcast.splatinsert = insertelement <2 x double> poison, double %9, i64 0, !dbg !102
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !102
  %broadcast.splatinsert6 = insertelement <2 x double> poison, double %9, i64 0, !dbg !102
  %broadcast.splat7 = shufflevector <2 x double> %broadcast.splatinsert6, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !102
  br label %vector.body, !dbg !102

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %10
  %15 = getelementptr inbounds [8000 x double], [8000 x double]* @X, i64 0, i64 %offset.idx, !dbg !105
  %16 = bitcast double* %15 to <2 x double>*, !dbg !105
  %wide.load = load <2 x double>, <2 x double>* %16, align 8, !dbg !105, !tbaa !39, !noalias !64
  %17 = getelementptr inbounds double, double* %15, i64 2, !dbg !105
  %18 = bitcast double* %17 to <2 x double>*, !dbg !105
  %wide.load3 = load <2 x double>, <2 x double>* %18, align 8, !dbg !105, !tbaa !39, !noalias !64
  %19 = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %offset.idx, !dbg !106
  %20 = bitcast double* %19 to <2 x double>*, !dbg !106
  %wide.load4 = load <2 x double>, <2 x double>* %20, align 8, !dbg !106, !tbaa !39, !noalias !64
  %21 = getelementptr inbounds double, double* %19, i64 2, !dbg !106
  %22 = bitcast double* %21 to <2 x double>*, !dbg !106
  %wide.load5 = load <2 x double>, <2 x double>* %22, align 8, !dbg !106, !tbaa !39, !noalias !64
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load, <2 x double> %wide.load4), !dbg !107
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat7, <2 x double> %wide.load3, <2 x double> %wide.load5), !dbg !107
  %25 = bitcast double* %19 to <2 x double>*, !dbg !108
  store <2 x double> %23, <2 x double>* %25, align 8, !dbg !108, !tbaa !39, !noalias !64
  %26 = bitcast double* %21 to <2 x double>*, !dbg !108
  store <2 x double> %24, <2 x double>* %26, align 8, !dbg !108, !tbaa !39, !noalias !64
  %index.next = add nuw i64 %index, 4
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !109

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %14, %n.vec, !dbg !102
  br i1 %cmp.n, label %omp.loop.exit.i, label %omp.inner.for.body.i.preheader, !dbg !102

omp.inner.for.body.i.preheader:                   ; preds = %omp.inner.for.body.lr.ph.i, %middle.block
  %indvars.iv.i.ph = phi i64 [ %10, %omp.inner.for.body.lr.ph.i ], [ %ind.end, %middle.block ]
  br label %omp.inner.for.body.i, !dbg !104

omp.inner.for.body.i:                             ; preds = %omp.inner.for.body.i.preheader, %omp.inner.for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %omp.inner.for.body.i ], [ %indvars.iv.i.ph, %omp.inner.for.body.i.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !74, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !78, metadata !DIExpression()) #5, !dbg !100
  %arrayidx.i = getelementptr inbounds [8000 x double], [8000 x double]* @X, i64 0, i64 %indvars.iv.i, !dbg !105
  %28 = load double, double* %arrayidx.i, align 8, !dbg !105, !tbaa !39, !noalias !64
  %arrayidx8.i = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %indvars.iv.i, !dbg !106
  %29 = load double, double* %arrayidx8.i, align 8, !dbg !106, !tbaa !39, !noalias !64
  %30 = call double @llvm.fmuladd.f64(double %9, double %28, double %29) #5, !dbg !107
  store double %30, double* %arrayidx8.i, align 8, !dbg !108, !tbaa !39, !noalias !64
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !74, metadata !DIExpression()) #5, !dbg !100
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !80, metadata !DIExpression()) #5, !dbg !100
  %lftr.wideiv.i = trunc i64 %indvars.iv.next.i to i32, !dbg !101
  %exitcond.not.i = icmp eq i32 %11, %lftr.wideiv.i, !dbg !101
  br i1 %exitcond.not.i, label %omp.loop.exit.i, label %omp.inner.for.body.i, !dbg !102, !llvm.loop !112

omp.loop.exit.i:                                  ; preds = %omp.inner.for.body.i, %middle.block, %omp.precond.then.i
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @6, i32 %0) #5, !dbg !110, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %6) #5, !dbg !104, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #5, !dbg !104, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #5, !dbg !104, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #5, !dbg !104, !noalias !64
  br label %omp.precond.end.i, !dbg !104

omp.precond.end.i:                                ; preds = %omp.loop.exit.i, %omp_if.end.i
  call void @__kmpc_barrier(%struct.ident_t* nonnull @7, i32 %0) #5, !dbg !110, !noalias !64
  %31 = load i32, i32* %n, align 4, !dbg !114, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %31, metadata !85, metadata !DIExpression()) #5, !dbg !115
  %sub18.i = add nsw i32 %31, -1, !dbg !116
  call void @llvm.dbg.value(metadata i32 %sub18.i, metadata !85, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #5, !dbg !115
  %cmp20.i = icmp sgt i32 %31, 0, !dbg !116
  br i1 %cmp20.i, label %omp.precond.then21.i, label %.omp_outlined._debug__.exit, !dbg !117

omp.precond.then21.i:                             ; preds = %omp.precond.end.i
  %32 = bitcast i32* %.omp.lb22.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %32) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #5, !dbg !115
  store i32 0, i32* %.omp.lb22.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  %33 = bitcast i32* %.omp.ub23.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %33) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 %sub18.i, metadata !88, metadata !DIExpression()) #5, !dbg !115
  store i32 %sub18.i, i32* %.omp.ub23.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  %34 = bitcast i32* %.omp.stride24.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %34) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 1, metadata !89, metadata !DIExpression()) #5, !dbg !115
  store i32 1, i32* %.omp.stride24.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  %35 = bitcast i32* %.omp.is_last25.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %35) #5, !dbg !117, !noalias !64
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()) #5, !dbg !115
  store i32 0, i32* %.omp.is_last25.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32* %.omp.lb22.i, metadata !87, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32* %.omp.ub23.i, metadata !88, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32* %.omp.stride24.i, metadata !89, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32* %.omp.is_last25.i, metadata !90, metadata !DIExpression(DW_OP_deref)) #5, !dbg !115
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @9, i32 %0, i32 34, i32* nonnull %.omp.is_last25.i, i32* nonnull %.omp.lb22.i, i32* nonnull %.omp.ub23.i, i32* nonnull %.omp.stride24.i, i32 1, i32 1) #5, !dbg !119, !noalias !64
  %36 = load i32, i32* %.omp.ub23.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %36, metadata !88, metadata !DIExpression()) #5, !dbg !115
  %cmp27.i = icmp sgt i32 %36, %sub18.i, !dbg !118
  %cond31.i = select i1 %cmp27.i, i32 %sub18.i, i32 %36, !dbg !118
  call void @llvm.dbg.value(metadata i32 %cond31.i, metadata !88, metadata !DIExpression()) #5, !dbg !115
  store i32 %cond31.i, i32* %.omp.ub23.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  %37 = load i32, i32* %.omp.lb22.i, align 4, !dbg !118, !tbaa !35, !noalias !64
  call void @llvm.dbg.value(metadata i32 %37, metadata !87, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32 %37, metadata !83, metadata !DIExpression()) #5, !dbg !115
  %cmp33.not3.i = icmp slt i32 %cond31.i, %37, !dbg !116
  br i1 %cmp33.not3.i, label %omp.loop.exit49.i, label %omp.inner.for.body35.preheader.i, !dbg !117

omp.inner.for.body35.preheader.i:                 ; preds = %omp.precond.then21.i
  %38 = sext i32 %37 to i64, !dbg !119
  %39 = add nsw i32 %cond31.i, 1, !dbg !119
  %40 = sub i32 %cond31.i, %37, !dbg !119
  %41 = zext i32 %40 to i64, !dbg !119
  %42 = add nuw nsw i64 %41, 1, !dbg !119
  %min.iters.check11 = icmp ult i32 %40, 3, !dbg !119
  br i1 %min.iters.check11, label %omp.inner.for.body35.i.preheader, label %vector.ph12, !dbg !119

vector.ph12:                                      ; preds = %omp.inner.for.body35.preheader.i
  %n.vec14 = and i64 %42, 8589934588, !dbg !119
  %ind.end16 = add nsw i64 %n.vec14, %38, !dbg !119
  %43 = add nsw i64 %n.vec14, -4, !dbg !119
  %44 = lshr exact i64 %43, 2, !dbg !119
  %45 = add nuw nsw i64 %44, 1, !dbg !119
  %xtraiter = and i64 %45, 1, !dbg !119
  %46 = icmp eq i64 %43, 0, !dbg !119
  br i1 %46, label %middle.block8.unr-lcssa, label %vector.ph12.new, !dbg !119

vector.ph12.new:                                  ; preds = %vector.ph12
  %unroll_iter = and i64 %45, 9223372036854775806, !dbg !119
  br label %vector.body10, !dbg !119

vector.body10:                                    ; preds = %vector.body10, %vector.ph12.new
  %index18 = phi i64 [ 0, %vector.ph12.new ], [ %index.next22.1, %vector.body10 ]
  %niter = phi i64 [ 0, %vector.ph12.new ], [ %niter.next.1, %vector.body10 ]
  %offset.idx19 = add i64 %index18, %38
  %47 = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %offset.idx19, !dbg !120
  %48 = bitcast double* %47 to <2 x double>*, !dbg !120
  %wide.load20 = load <2 x double>, <2 x double>* %48, align 8, !dbg !120, !tbaa !39, !noalias !64
  %49 = getelementptr inbounds double, double* %47, i64 2, !dbg !120
  %50 = bitcast double* %49 to <2 x double>*, !dbg !120
  %wide.load21 = load <2 x double>, <2 x double>* %50, align 8, !dbg !120, !tbaa !39, !noalias !64
  %51 = fmul <2 x double> %wide.load20, %wide.load20, !dbg !121
  %52 = fmul <2 x double> %wide.load21, %wide.load21, !dbg !121
  %53 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %offset.idx19, !dbg !122
  %54 = bitcast double* %53 to <2 x double>*, !dbg !123
  store <2 x double> %51, <2 x double>* %54, align 8, !dbg !123, !tbaa !39, !noalias !64
  %55 = getelementptr inbounds double, double* %53, i64 2, !dbg !123
  %56 = bitcast double* %55 to <2 x double>*, !dbg !123
  store <2 x double> %52, <2 x double>* %56, align 8, !dbg !123, !tbaa !39, !noalias !64
  %index.next22 = or i64 %index18, 4
  %offset.idx19.1 = add i64 %index.next22, %38
  %57 = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %offset.idx19.1, !dbg !120
  %58 = bitcast double* %57 to <2 x double>*, !dbg !120
  %wide.load20.1 = load <2 x double>, <2 x double>* %58, align 8, !dbg !120, !tbaa !39, !noalias !64
  %59 = getelementptr inbounds double, double* %57, i64 2, !dbg !120
  %60 = bitcast double* %59 to <2 x double>*, !dbg !120
  %wide.load21.1 = load <2 x double>, <2 x double>* %60, align 8, !dbg !120, !tbaa !39, !noalias !64
  %61 = fmul <2 x double> %wide.load20.1, %wide.load20.1, !dbg !121
  %62 = fmul <2 x double> %wide.load21.1, %wide.load21.1, !dbg !121
  %63 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %offset.idx19.1, !dbg !122
  %64 = bitcast double* %63 to <2 x double>*, !dbg !123
  store <2 x double> %61, <2 x double>* %64, align 8, !dbg !123, !tbaa !39, !noalias !64
  %65 = getelementptr inbounds double, double* %63, i64 2, !dbg !123
  %66 = bitcast double* %65 to <2 x double>*, !dbg !123
  store <2 x double> %62, <2 x double>* %66, align 8, !dbg !123, !tbaa !39, !noalias !64
  %index.next22.1 = add nuw i64 %index18, 8
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block8.unr-lcssa, label %vector.body10, !llvm.loop !124

middle.block8.unr-lcssa:                          ; preds = %vector.body10, %vector.ph12
  %index18.unr = phi i64 [ 0, %vector.ph12 ], [ %index.next22.1, %vector.body10 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block8, label %vector.body10.epil

vector.body10.epil:                               ; preds = %middle.block8.unr-lcssa
  %offset.idx19.epil = add i64 %index18.unr, %38
  %67 = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %offset.idx19.epil, !dbg !120
  %68 = bitcast double* %67 to <2 x double>*, !dbg !120
  %wide.load20.epil = load <2 x double>, <2 x double>* %68, align 8, !dbg !120, !tbaa !39, !noalias !64
  %69 = getelementptr inbounds double, double* %67, i64 2, !dbg !120
  %70 = bitcast double* %69 to <2 x double>*, !dbg !120
  %wide.load21.epil = load <2 x double>, <2 x double>* %70, align 8, !dbg !120, !tbaa !39, !noalias !64
  %71 = fmul <2 x double> %wide.load20.epil, %wide.load20.epil, !dbg !121
  %72 = fmul <2 x double> %wide.load21.epil, %wide.load21.epil, !dbg !121
  %73 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %offset.idx19.epil, !dbg !122
  %74 = bitcast double* %73 to <2 x double>*, !dbg !123
  store <2 x double> %71, <2 x double>* %74, align 8, !dbg !123, !tbaa !39, !noalias !64
  %75 = getelementptr inbounds double, double* %73, i64 2, !dbg !123
  %76 = bitcast double* %75 to <2 x double>*, !dbg !123
  store <2 x double> %72, <2 x double>* %76, align 8, !dbg !123, !tbaa !39, !noalias !64
  br label %middle.block8, !dbg !117

middle.block8:                                    ; preds = %middle.block8.unr-lcssa, %vector.body10.epil
  %cmp.n17 = icmp eq i64 %42, %n.vec14, !dbg !117
  br i1 %cmp.n17, label %omp.loop.exit49.i, label %omp.inner.for.body35.i.preheader, !dbg !117

omp.inner.for.body35.i.preheader:                 ; preds = %omp.inner.for.body35.preheader.i, %middle.block8
  %indvars.iv6.i.ph = phi i64 [ %38, %omp.inner.for.body35.preheader.i ], [ %ind.end16, %middle.block8 ]
  br label %omp.inner.for.body35.i, !dbg !119

omp.inner.for.body35.i:                           ; preds = %omp.inner.for.body35.i.preheader, %omp.inner.for.body35.i
  %indvars.iv6.i = phi i64 [ %indvars.iv.next7.i, %omp.inner.for.body35.i ], [ %indvars.iv6.i.ph, %omp.inner.for.body35.i.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv6.i, metadata !83, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv6.i, metadata !86, metadata !DIExpression()) #5, !dbg !115
  %arrayidx39.i = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %indvars.iv6.i, !dbg !120
  %77 = load double, double* %arrayidx39.i, align 8, !dbg !120, !tbaa !39, !noalias !64
  %mul42.i = fmul double %77, %77, !dbg !121
  %arrayidx44.i = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %indvars.iv6.i, !dbg !122
  store double %mul42.i, double* %arrayidx44.i, align 8, !dbg !123, !tbaa !39, !noalias !64
  %indvars.iv.next7.i = add nsw i64 %indvars.iv6.i, 1, !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next7.i, metadata !83, metadata !DIExpression()) #5, !dbg !115
  call void @llvm.dbg.value(metadata i32 %cond31.i, metadata !88, metadata !DIExpression()) #5, !dbg !115
  %lftr.wideiv9.i = trunc i64 %indvars.iv.next7.i to i32, !dbg !116
  %exitcond10.not.i = icmp eq i32 %39, %lftr.wideiv9.i, !dbg !116
  br i1 %exitcond10.not.i, label %omp.loop.exit49.i, label %omp.inner.for.body35.i, !dbg !117, !llvm.loop !126

omp.loop.exit49.i:                                ; preds = %omp.inner.for.body35.i, %middle.block8, %omp.precond.then21.i
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @11, i32 %0) #5, !dbg !125, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %35) #5, !dbg !119, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %34) #5, !dbg !119, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %33) #5, !dbg !119, !noalias !64
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %32) #5, !dbg !119, !noalias !64
  br label %.omp_outlined._debug__.exit, !dbg !119

.omp_outlined._debug__.exit:                      ; preds = %omp.precond.end.i, %omp.loop.exit49.i
  call void @__kmpc_barrier(%struct.ident_t* nonnull @12, i32 %0) #5, !dbg !125, !noalias !64
  ret void, !dbg !67
}

; Function Attrs: nounwind
declare !callback !127 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #5

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #7 !dbg !129 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !133
  br label %vector.body, !dbg !134

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !136
  %vec.ind35 = phi <2 x i16> [ <i16 0, i16 1>, %entry ], [ %vec.ind.next38, %vector.body ], !dbg !138
  %step.add36 = add <2 x i16> %vec.ind35, <i16 2, i16 2>, !dbg !138
  %0 = urem <2 x i16> %vec.ind35, <i16 5, i16 5>, !dbg !138
  %1 = urem <2 x i16> %step.add36, <i16 5, i16 5>, !dbg !138
  %2 = uitofp <2 x i16> %0 to <2 x double>, !dbg !140
  %3 = uitofp <2 x i16> %1 to <2 x double>, !dbg !140
  %4 = getelementptr inbounds [8000 x double], [8000 x double]* @X, i64 0, i64 %index, !dbg !136
  %5 = bitcast double* %4 to <2 x double>*, !dbg !141
  store <2 x double> %2, <2 x double>* %5, align 16, !dbg !141, !tbaa !39
  %6 = getelementptr inbounds double, double* %4, i64 2, !dbg !141
  %7 = bitcast double* %6 to <2 x double>*, !dbg !141
  store <2 x double> %3, <2 x double>* %7, align 16, !dbg !141, !tbaa !39
  %8 = getelementptr inbounds [8000 x double], [8000 x double]* @Y, i64 0, i64 %index, !dbg !136
  %9 = bitcast double* %8 to <2 x double>*, !dbg !142
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %9, align 16, !dbg !142, !tbaa !39
  %10 = getelementptr inbounds double, double* %8, i64 2, !dbg !142
  %11 = bitcast double* %10 to <2 x double>*, !dbg !142
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %11, align 16, !dbg !142, !tbaa !39
  %index.next = add nuw i64 %index, 4, !dbg !136
  %vec.ind.next38 = add <2 x i16> %vec.ind35, <i16 4, i16 4>, !dbg !138
  %12 = icmp eq i64 %index.next, 8000, !dbg !136
  br i1 %12, label %for.end, label %vector.body, !dbg !136, !llvm.loop !143

for.end:                                          ; preds = %vector.body
  tail call void @kernel_omp_tworegion(i32 noundef 8000, double noundef 5.000000e-01), !dbg !146
  call void @llvm.dbg.value(metadata i32 0, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !132, metadata !DIExpression()), !dbg !133
  br label %for.body6, !dbg !147

for.body6:                                        ; preds = %for.body6, %for.end
  %indvars.iv30 = phi i64 [ 0, %for.end ], [ %indvars.iv.next31.4, %for.body6 ]
  %s.028 = phi double [ 0.000000e+00, %for.end ], [ %add.4, %for.body6 ]
  call void @llvm.dbg.value(metadata double %s.028, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv30, metadata !131, metadata !DIExpression()), !dbg !133
  %arrayidx8 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %indvars.iv30, !dbg !149
  %13 = load double, double* %arrayidx8, align 8, !dbg !149, !tbaa !39
  %add = fadd double %s.028, %13, !dbg !151
  call void @llvm.dbg.value(metadata double %add, metadata !132, metadata !DIExpression()), !dbg !133
  %indvars.iv.next31 = add nuw nsw i64 %indvars.iv30, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %add, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31, metadata !131, metadata !DIExpression()), !dbg !133
  %arrayidx8.1 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %indvars.iv.next31, !dbg !149
  %14 = load double, double* %arrayidx8.1, align 8, !dbg !149, !tbaa !39
  %add.1 = fadd double %add, %14, !dbg !151
  call void @llvm.dbg.value(metadata double %add.1, metadata !132, metadata !DIExpression()), !dbg !133
  %indvars.iv.next31.1 = add nuw nsw i64 %indvars.iv30, 2, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.1, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %add.1, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.1, metadata !131, metadata !DIExpression()), !dbg !133
  %arrayidx8.2 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %indvars.iv.next31.1, !dbg !149
  %15 = load double, double* %arrayidx8.2, align 8, !dbg !149, !tbaa !39
  %add.2 = fadd double %add.1, %15, !dbg !151
  call void @llvm.dbg.value(metadata double %add.2, metadata !132, metadata !DIExpression()), !dbg !133
  %indvars.iv.next31.2 = add nuw nsw i64 %indvars.iv30, 3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.2, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %add.2, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.2, metadata !131, metadata !DIExpression()), !dbg !133
  %arrayidx8.3 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %indvars.iv.next31.2, !dbg !149
  %16 = load double, double* %arrayidx8.3, align 8, !dbg !149, !tbaa !39
  %add.3 = fadd double %add.2, %16, !dbg !151
  call void @llvm.dbg.value(metadata double %add.3, metadata !132, metadata !DIExpression()), !dbg !133
  %indvars.iv.next31.3 = add nuw nsw i64 %indvars.iv30, 4, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.3, metadata !131, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata double %add.3, metadata !132, metadata !DIExpression()), !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.3, metadata !131, metadata !DIExpression()), !dbg !133
  %arrayidx8.4 = getelementptr inbounds [8000 x double], [8000 x double]* @Z, i64 0, i64 %indvars.iv.next31.3, !dbg !149
  %17 = load double, double* %arrayidx8.4, align 8, !dbg !149, !tbaa !39
  %add.4 = fadd double %add.3, %17, !dbg !151
  call void @llvm.dbg.value(metadata double %add.4, metadata !132, metadata !DIExpression()), !dbg !133
  %indvars.iv.next31.4 = add nuw nsw i64 %indvars.iv30, 5, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next31.4, metadata !131, metadata !DIExpression()), !dbg !133
  %exitcond33.not.4 = icmp eq i64 %indvars.iv.next31.4, 8000, !dbg !153
  br i1 %exitcond33.not.4, label %for.end11, label %for.body6, !dbg !147, !llvm.loop !154

for.end11:                                        ; preds = %for.body6
  %18 = load i32, i32* @Nthreads, align 4, !dbg !156, !tbaa !35
  %cmp12 = icmp sgt i32 %18, 0, !dbg !157
  %cond = select i1 %cmp12, double 0.000000e+00, double 1.000000e+00, !dbg !156
  %add14 = fadd double %add.4, %cond, !dbg !158
  store double %add14, double* @checksum, align 8, !dbg !159, !tbaa !39
  ret i32 0, !dbg !160
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #9

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_tworegion.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !10, !15, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Nthreads", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 10, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512000, elements: !13)
!13 = !{!14}
!14 = !DISubrange(count: 8000)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Z", scope: !2, file: !3, line: 12, type: !12, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_tworegion", scope: !3, file: !3, line: 16, type: !28, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !9, !5}
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 16, type: !9)
!32 = !DILocalVariable(name: "a", arg: 2, scope: !27, file: !3, line: 16, type: !5)
!33 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !9)
!34 = !DILocation(line: 0, scope: !27)
!35 = !{!36, !36, i64 0}
!36 = !{!"int", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !37, i64 0}
!41 = !DILocation(line: 18, column: 7, scope: !27)
!42 = !DILocation(line: 19, column: 1, scope: !27)
!43 = !DILocation(line: 30, column: 1, scope: !27)
!44 = !DISubprogram(name: "omp_get_num_threads", scope: !45, file: !45, line: 64, type: !46, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !48)
!45 = !DIFile(filename: "clang-include/omp.h", directory: ".")
!46 = !DISubroutineType(types: !47)
!47 = !{!9}
!48 = !{}
!49 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !50, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!50 = !DISubroutineType(types: !51)
!51 = !{null, !52, !52, !56, !57}
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!56 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !9, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!58 = !{!59, !60, !61, !62}
!59 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !49, type: !52, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !49, type: !52, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "n", arg: 3, scope: !49, type: !56, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "a", arg: 4, scope: !49, type: !57, flags: DIFlagArtificial)
!63 = !DILocation(line: 0, scope: !49)
!64 = !{!65}
!65 = distinct !{!65, !66, !".omp_outlined._debug__: %.global_tid."}
!66 = distinct !{!66, !".omp_outlined._debug__"}
!67 = !DILocation(line: 19, column: 1, scope: !49)
!68 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !69, type: !52, flags: DIFlagArtificial)
!69 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !50, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!70 = !{!68, !71, !72, !73, !74, !77, !77, !78, !79, !80, !81, !82, !78, !83, !85, !85, !86, !87, !88, !89, !90, !86}
!71 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !69, type: !52, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "n", arg: 3, scope: !69, file: !3, line: 16, type: !56)
!73 = !DILocalVariable(name: "a", arg: 4, scope: !69, file: !3, line: 16, type: !57)
!74 = !DILocalVariable(name: ".omp.iv", scope: !75, type: !9, flags: DIFlagArtificial)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 23, column: 1)
!76 = distinct !DILexicalBlock(scope: !69, file: !3, line: 20, column: 3)
!77 = !DILocalVariable(name: ".capture_expr.", scope: !75, type: !9, flags: DIFlagArtificial)
!78 = !DILocalVariable(name: "i", scope: !75, type: !9, flags: DIFlagArtificial)
!79 = !DILocalVariable(name: ".omp.lb", scope: !75, type: !9, flags: DIFlagArtificial)
!80 = !DILocalVariable(name: ".omp.ub", scope: !75, type: !9, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".omp.stride", scope: !75, type: !9, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: ".omp.is_last", scope: !75, type: !9, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: ".omp.iv", scope: !84, type: !9, flags: DIFlagArtificial)
!84 = distinct !DILexicalBlock(scope: !76, file: !3, line: 26, column: 1)
!85 = !DILocalVariable(name: ".capture_expr.", scope: !84, type: !9, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: "i", scope: !84, type: !9, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: ".omp.lb", scope: !84, type: !9, flags: DIFlagArtificial)
!88 = !DILocalVariable(name: ".omp.ub", scope: !84, type: !9, flags: DIFlagArtificial)
!89 = !DILocalVariable(name: ".omp.stride", scope: !84, type: !9, flags: DIFlagArtificial)
!90 = !DILocalVariable(name: ".omp.is_last", scope: !84, type: !9, flags: DIFlagArtificial)
!91 = !DILocation(line: 0, scope: !69, inlinedAt: !92)
!92 = distinct !DILocation(line: 19, column: 1, scope: !49)
!93 = !DILocation(line: 21, column: 1, scope: !76, inlinedAt: !92)
!94 = !DILocation(line: 22, column: 16, scope: !95, inlinedAt: !92)
!95 = distinct !DILexicalBlock(scope: !76, file: !3, line: 21, column: 1)
!96 = !DILocation(line: 22, column: 14, scope: !95, inlinedAt: !92)
!97 = !DILocation(line: 22, column: 5, scope: !95, inlinedAt: !92)
!98 = !DILocation(line: 21, column: 19, scope: !95, inlinedAt: !92)
!99 = !DILocation(line: 24, column: 21, scope: !75, inlinedAt: !92)
!100 = !DILocation(line: 0, scope: !75, inlinedAt: !92)
!101 = !DILocation(line: 24, column: 5, scope: !75, inlinedAt: !92)
!102 = !DILocation(line: 23, column: 1, scope: !76, inlinedAt: !92)
!103 = !DILocation(line: 24, column: 10, scope: !75, inlinedAt: !92)
!104 = !DILocation(line: 23, column: 1, scope: !75, inlinedAt: !92)
!105 = !DILocation(line: 25, column: 18, scope: !75, inlinedAt: !92)
!106 = !DILocation(line: 25, column: 25, scope: !75, inlinedAt: !92)
!107 = !DILocation(line: 25, column: 23, scope: !75, inlinedAt: !92)
!108 = !DILocation(line: 25, column: 12, scope: !75, inlinedAt: !92)
!109 = distinct !{!109, !104, !110, !111}
!110 = !DILocation(line: 23, column: 16, scope: !75, inlinedAt: !92)
!111 = !{!"llvm.loop.isvectorized", i32 1}
!112 = distinct !{!112, !104, !110, !113, !111}
!113 = !{!"llvm.loop.unroll.runtime.disable"}
!114 = !DILocation(line: 27, column: 21, scope: !84, inlinedAt: !92)
!115 = !DILocation(line: 0, scope: !84, inlinedAt: !92)
!116 = !DILocation(line: 27, column: 5, scope: !84, inlinedAt: !92)
!117 = !DILocation(line: 26, column: 1, scope: !76, inlinedAt: !92)
!118 = !DILocation(line: 27, column: 10, scope: !84, inlinedAt: !92)
!119 = !DILocation(line: 26, column: 1, scope: !84, inlinedAt: !92)
!120 = !DILocation(line: 28, column: 14, scope: !84, inlinedAt: !92)
!121 = !DILocation(line: 28, column: 19, scope: !84, inlinedAt: !92)
!122 = !DILocation(line: 28, column: 7, scope: !84, inlinedAt: !92)
!123 = !DILocation(line: 28, column: 12, scope: !84, inlinedAt: !92)
!124 = distinct !{!124, !119, !125, !111}
!125 = !DILocation(line: 26, column: 16, scope: !84, inlinedAt: !92)
!126 = distinct !{!126, !119, !125, !113, !111}
!127 = !{!128}
!128 = !{i64 2, i64 -1, i64 -1, i1 true}
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !46, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!130 = !{!131, !132}
!131 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 34, type: !9)
!132 = !DILocalVariable(name: "s", scope: !129, file: !3, line: 35, type: !5)
!133 = !DILocation(line: 0, scope: !129)
!134 = !DILocation(line: 36, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !129, file: !3, line: 36, column: 3)
!136 = !DILocation(line: 36, column: 23, scope: !137)
!137 = distinct !DILexicalBlock(scope: !135, file: !3, line: 36, column: 3)
!138 = !DILocation(line: 37, column: 23, scope: !139)
!139 = distinct !DILexicalBlock(scope: !137, file: !3, line: 36, column: 27)
!140 = !DILocation(line: 37, column: 12, scope: !139)
!141 = !DILocation(line: 37, column: 10, scope: !139)
!142 = !DILocation(line: 38, column: 10, scope: !139)
!143 = distinct !{!143, !134, !144, !145, !111}
!144 = !DILocation(line: 39, column: 3, scope: !135)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 40, column: 3, scope: !129)
!147 = !DILocation(line: 41, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !129, file: !3, line: 41, column: 3)
!149 = !DILocation(line: 42, column: 10, scope: !150)
!150 = distinct !DILexicalBlock(scope: !148, file: !3, line: 41, column: 3)
!151 = !DILocation(line: 42, column: 7, scope: !150)
!152 = !DILocation(line: 41, column: 23, scope: !150)
!153 = !DILocation(line: 41, column: 17, scope: !150)
!154 = distinct !{!154, !147, !155, !145}
!155 = !DILocation(line: 42, column: 13, scope: !148)
!156 = !DILocation(line: 43, column: 19, scope: !129)
!157 = !DILocation(line: 43, column: 28, scope: !129)
!158 = !DILocation(line: 43, column: 16, scope: !129)
!159 = !DILocation(line: 43, column: 12, scope: !129)
!160 = !DILocation(line: 44, column: 3, scope: !129)
