; ModuleID = 'omp_ger.c'
source_filename = "omp_ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [33 x i8] c";omp_ger.c;kernel_omp_ger;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [34 x i8] c";omp_ger.c;kernel_omp_ger;19;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 33, i8* getelementptr inbounds ([34 x i8], [34 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 32, i8* getelementptr inbounds ([33 x i8], [33 x i8]* @0, i32 0, i32 0) }, align 8
@X = internal global [512 x double] zeroinitializer, align 16, !dbg !7
@Y = internal global [512 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [512 x [512 x double]] zeroinitializer, align 16, !dbg !14

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_ger(i32 noundef %m, i32 noundef %n, double noundef %alpha, [512 x double]* noundef %a, double* noundef %x, double* noundef %y) local_unnamed_addr #0 !dbg !26 {
entry:
  %m.addr = alloca i32, align 4
  %n.addr = alloca i32, align 4
  %alpha.addr = alloca double, align 8
  %a.addr = alloca [512 x double]*, align 8
  %x.addr = alloca double*, align 8
  %y.addr = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %m, metadata !34, metadata !DIExpression()), !dbg !42
  store i32 %m, i32* %m.addr, align 4, !tbaa !43
  call void @llvm.dbg.value(metadata i32 %n, metadata !35, metadata !DIExpression()), !dbg !42
  store i32 %n, i32* %n.addr, align 4, !tbaa !43
  call void @llvm.dbg.value(metadata double %alpha, metadata !36, metadata !DIExpression()), !dbg !42
  store double %alpha, double* %alpha.addr, align 8, !tbaa !47
  call void @llvm.dbg.value(metadata [512 x double]* %a, metadata !37, metadata !DIExpression()), !dbg !42
  store [512 x double]* %a, [512 x double]** %a.addr, align 8, !tbaa !49
  call void @llvm.dbg.value(metadata double* %x, metadata !38, metadata !DIExpression()), !dbg !42
  store double* %x, double** %x.addr, align 8, !tbaa !49
  call void @llvm.dbg.value(metadata double* %y, metadata !39, metadata !DIExpression()), !dbg !42
  store double* %y, double** %y.addr, align 8, !tbaa !49
  call void @llvm.dbg.declare(metadata i32* undef, metadata !40, metadata !DIExpression()), !dbg !51
  call void @llvm.dbg.declare(metadata i32* undef, metadata !41, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32* %m.addr, metadata !34, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata i32* %n.addr, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata double* %alpha.addr, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata [512 x double]** %a.addr, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata double** %x.addr, metadata !38, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void @llvm.dbg.value(metadata double** %y.addr, metadata !39, metadata !DIExpression(DW_OP_deref)), !dbg !42
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 6, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, i32*, [512 x double]**, double*, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %m.addr, i32* nonnull %n.addr, [512 x double]** nonnull %a.addr, double* nonnull %alpha.addr, double** nonnull %x.addr, double** nonnull %y.addr), !dbg !53
  ret void, !dbg !54
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
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %m, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %n, [512 x double]** nocapture noundef nonnull readonly align 8 dereferenceable(8) %a, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %alpha, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %x, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %y) #4 !dbg !55 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !67, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !68, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32* %m, metadata !69, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32* %n, metadata !70, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata [512 x double]** %a, metadata !71, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double* %alpha, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double** %x, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double** %y, metadata !74, metadata !DIExpression()), !dbg !75
  tail call void @llvm.experimental.noalias.scope.decl(metadata !76), !dbg !79
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !80, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* undef, metadata !83, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %m, metadata !84, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %n, metadata !85, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata [512 x double]** %a, metadata !86, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata double* %alpha, metadata !87, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata double** %x, metadata !88, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata double** %y, metadata !89, metadata !DIExpression()) #3, !dbg !98
  %0 = load i32, i32* %m, align 4, !dbg !100, !tbaa !43, !noalias !76
  call void @llvm.dbg.value(metadata i32 %0, metadata !91, metadata !DIExpression()) #3, !dbg !98
  %sub2.i = add nsw i32 %0, -1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !91, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()) #3, !dbg !98
  %cmp.i = icmp sgt i32 %0, 0, !dbg !101
  br i1 %cmp.i, label %omp.precond.then.i, label %.omp_outlined._debug__.exit, !dbg !101

omp.precond.then.i:                               ; preds = %entry
  %1 = bitcast i32* %.omp.lb.i to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()) #3, !dbg !98
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  %2 = bitcast i32* %.omp.ub.i to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 %sub2.i, metadata !94, metadata !DIExpression()) #3, !dbg !98
  store i32 %sub2.i, i32* %.omp.ub.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  %3 = bitcast i32* %.omp.stride.i to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 1, metadata !95, metadata !DIExpression()) #3, !dbg !98
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  %4 = bitcast i32* %.omp.is_last.i to i8*, !dbg !101
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #3, !dbg !101, !noalias !76
  call void @llvm.dbg.value(metadata i32 0, metadata !96, metadata !DIExpression()) #3, !dbg !98
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  %5 = load i32, i32* %.global_tid., align 4, !dbg !101, !tbaa !43, !alias.scope !76
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !93, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !94, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !95, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !96, metadata !DIExpression(DW_OP_deref)) #3, !dbg !98
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %5, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !103, !noalias !76
  %6 = load i32, i32* %.omp.ub.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  call void @llvm.dbg.value(metadata i32 %6, metadata !94, metadata !DIExpression()) #3, !dbg !98
  %cmp4.i = icmp sgt i32 %6, %sub2.i, !dbg !102
  %cond.i = select i1 %cmp4.i, i32 %sub2.i, i32 %6, !dbg !102
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !94, metadata !DIExpression()) #3, !dbg !98
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !102, !tbaa !43, !noalias !76
  call void @llvm.dbg.value(metadata i32 %7, metadata !93, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %7, metadata !90, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !94, metadata !DIExpression()) #3, !dbg !98
  %cmp5.not3.i = icmp sgt i32 %7, %cond.i, !dbg !101
  br i1 %cmp5.not3.i, label %omp.loop.exit.i, label %for.cond.preheader.lr.ph.i, !dbg !101

for.cond.preheader.lr.ph.i:                       ; preds = %omp.precond.then.i
  %8 = load i32, i32* %n, align 4, !tbaa !43, !noalias !76
  %cmp61.i = icmp sgt i32 %8, 0
  %9 = load double*, double** %x, align 8, !noalias !76
  %10 = load double*, double** %y, align 8, !noalias !76
  %11 = load [512 x double]*, [512 x double]** %a, align 8, !noalias !76
  %12 = sext i32 %7 to i64, !dbg !101
  %13 = add nsw i32 %cond.i, 1, !dbg !101
  %wide.trip.count.i = zext i32 %8 to i64
  %scevgep11 = getelementptr double, double* %alpha, i64 1, !dbg !101
  %14 = add nsw i64 %12, 1, !dbg !101
  %scevgep17 = getelementptr double, double* %10, i64 %wide.trip.count.i, !dbg !101
  %min.iters.check = icmp ult i32 %8, 4
  %n.vec = and i64 %wide.trip.count.i, 4294967292
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count.i
  %xtraiter = and i64 %wide.trip.count.i, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %15 = sub nsw i64 0, %wide.trip.count.i
  br label %for.cond.preheader.i, !dbg !101

for.cond.preheader.i:                             ; preds = %omp.inner.for.inc.i, %for.cond.preheader.lr.ph.i
  %indvar = phi i64 [ %indvar.next, %omp.inner.for.inc.i ], [ 0, %for.cond.preheader.lr.ph.i ]
  %indvars.iv7.i = phi i64 [ %indvars.iv.next8.i, %omp.inner.for.inc.i ], [ %12, %for.cond.preheader.lr.ph.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv7.i, metadata !90, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 0, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %scevgep = getelementptr [512 x double], [512 x double]* %11, i64 %indvars.iv7.i, i64 0, !dbg !104
  %scevgep8 = getelementptr [512 x double], [512 x double]* %11, i64 %indvars.iv7.i, i64 %wide.trip.count.i, !dbg !104
  %scevgep13 = getelementptr double, double* %9, i64 %indvars.iv7.i, !dbg !104
  %16 = add i64 %14, %indvar, !dbg !104
  %scevgep15 = getelementptr double, double* %9, i64 %16, !dbg !104
  br i1 %cmp61.i, label %for.body.lr.ph.i, label %omp.inner.for.inc.i, !dbg !104

for.body.lr.ph.i:                                 ; preds = %for.cond.preheader.i
  %arrayidx.i = getelementptr inbounds double, double* %9, i64 %indvars.iv7.i
  br i1 %min.iters.check, label %for.body.i.preheader, label %vector.memcheck, !dbg !104

vector.memcheck:                                  ; preds = %for.body.lr.ph.i
  %bound0 = icmp ult double* %scevgep, %scevgep11, !dbg !104
  %bound1 = icmp ugt double* %scevgep8, %alpha, !dbg !104
  %found.conflict = and i1 %bound0, %bound1, !dbg !104
  %bound019 = icmp ult double* %scevgep, %scevgep15, !dbg !104
  %bound120 = icmp ult double* %scevgep13, %scevgep8, !dbg !104
  %found.conflict21 = and i1 %bound019, %bound120, !dbg !104
  %conflict.rdx = or i1 %found.conflict, %found.conflict21, !dbg !104
  %bound022 = icmp ult double* %scevgep, %scevgep17, !dbg !104
  %bound123 = icmp ult double* %10, %scevgep8, !dbg !104
  %found.conflict24 = and i1 %bound022, %bound123, !dbg !104
  %conflict.rdx25 = or i1 %conflict.rdx, %found.conflict24, !dbg !104
  br i1 %conflict.rdx25, label %for.body.i.preheader, label %vector.ph, !dbg !104

vector.ph:                                        ; preds = %vector.memcheck
  %17 = load double, double* %alpha, align 8, !tbaa !47, !alias.scope !106, !noalias !76
  %18 = load double, double* %arrayidx.i, align 8, !tbaa !47, !alias.scope !109, !noalias !76
  %.scalar = fmul double %17, %18
  %19 = insertelement <2 x double> poison, double %.scalar, i64 0
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  %.scalar35 = fmul double %17, %18
  %21 = insertelement <2 x double> poison, double %.scalar35, i64 0
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !104

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !111
  %23 = getelementptr inbounds double, double* %10, i64 %index, !dbg !111
  %24 = bitcast double* %23 to <2 x double>*, !dbg !113
  %wide.load = load <2 x double>, <2 x double>* %24, align 8, !dbg !113, !tbaa !47, !alias.scope !114, !noalias !76
  %25 = getelementptr inbounds double, double* %23, i64 2, !dbg !113
  %26 = bitcast double* %25 to <2 x double>*, !dbg !113
  %wide.load32 = load <2 x double>, <2 x double>* %26, align 8, !dbg !113, !tbaa !47, !alias.scope !114, !noalias !76
  %27 = getelementptr inbounds [512 x double], [512 x double]* %11, i64 %indvars.iv7.i, i64 %index, !dbg !111
  %28 = bitcast double* %27 to <2 x double>*, !dbg !116
  %wide.load33 = load <2 x double>, <2 x double>* %28, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %29 = getelementptr inbounds double, double* %27, i64 2, !dbg !116
  %30 = bitcast double* %29 to <2 x double>*, !dbg !116
  %wide.load34 = load <2 x double>, <2 x double>* %30, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %31 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %wide.load, <2 x double> %wide.load33), !dbg !116
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %22, <2 x double> %wide.load32, <2 x double> %wide.load34), !dbg !116
  %33 = bitcast double* %27 to <2 x double>*, !dbg !116
  store <2 x double> %31, <2 x double>* %33, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %34 = bitcast double* %29 to <2 x double>*, !dbg !116
  store <2 x double> %32, <2 x double>* %34, align 8, !dbg !116, !tbaa !47, !alias.scope !117, !noalias !119
  %index.next = add nuw i64 %index, 4, !dbg !111
  %35 = icmp eq i64 %index.next, %n.vec, !dbg !111
  br i1 %35, label %middle.block, label %vector.body, !dbg !111, !llvm.loop !120

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %omp.inner.for.inc.i, label %for.body.i.preheader, !dbg !104

for.body.i.preheader:                             ; preds = %vector.memcheck, %for.body.lr.ph.i, %middle.block
  %indvars.iv.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body.lr.ph.i ], [ %n.vec, %middle.block ]
  %36 = xor i64 %indvars.iv.i.ph, -1, !dbg !104
  br i1 %lcmp.mod.not, label %for.body.i.prol.loopexit, label %for.body.i.prol, !dbg !104

for.body.i.prol:                                  ; preds = %for.body.i.preheader
  call void @llvm.dbg.value(metadata i64 undef, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %37 = load double, double* %alpha, align 8, !dbg !124, !tbaa !47, !noalias !76
  %38 = load double, double* %arrayidx.i, align 8, !dbg !125, !tbaa !47, !noalias !76
  %mul7.i.prol = fmul double %37, %38, !dbg !126
  %arrayidx9.i.prol = getelementptr inbounds double, double* %10, i64 %indvars.iv.i.ph, !dbg !113
  %39 = load double, double* %arrayidx9.i.prol, align 8, !dbg !113, !tbaa !47, !noalias !76
  %arrayidx14.i.prol = getelementptr inbounds [512 x double], [512 x double]* %11, i64 %indvars.iv7.i, i64 %indvars.iv.i.ph, !dbg !127
  %40 = load double, double* %arrayidx14.i.prol, align 8, !dbg !116, !tbaa !47, !noalias !76
  %41 = call double @llvm.fmuladd.f64(double %mul7.i.prol, double %39, double %40) #3, !dbg !116
  store double %41, double* %arrayidx14.i.prol, align 8, !dbg !116, !tbaa !47, !noalias !76
  %indvars.iv.next.i.prol = or i64 %indvars.iv.i.ph, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.prol, metadata !97, metadata !DIExpression()) #3, !dbg !98
  br label %for.body.i.prol.loopexit, !dbg !104

for.body.i.prol.loopexit:                         ; preds = %for.body.i.prol, %for.body.i.preheader
  %indvars.iv.i.unr = phi i64 [ %indvars.iv.i.ph, %for.body.i.preheader ], [ %indvars.iv.next.i.prol, %for.body.i.prol ]
  %42 = icmp eq i64 %36, %15, !dbg !104
  br i1 %42, label %omp.inner.for.inc.i, label %for.body.i, !dbg !104

for.body.i:                                       ; preds = %for.body.i.prol.loopexit, %for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i.1, %for.body.i ], [ %indvars.iv.i.unr, %for.body.i.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %43 = load double, double* %alpha, align 8, !dbg !124, !tbaa !47, !noalias !76
  %44 = load double, double* %arrayidx.i, align 8, !dbg !125, !tbaa !47, !noalias !76
  %mul7.i = fmul double %43, %44, !dbg !126
  %arrayidx9.i = getelementptr inbounds double, double* %10, i64 %indvars.iv.i, !dbg !113
  %45 = load double, double* %arrayidx9.i, align 8, !dbg !113, !tbaa !47, !noalias !76
  %arrayidx14.i = getelementptr inbounds [512 x double], [512 x double]* %11, i64 %indvars.iv7.i, i64 %indvars.iv.i, !dbg !127
  %46 = load double, double* %arrayidx14.i, align 8, !dbg !116, !tbaa !47, !noalias !76
  %47 = call double @llvm.fmuladd.f64(double %mul7.i, double %45, double %46) #3, !dbg !116
  store double %47, double* %arrayidx14.i, align 8, !dbg !116, !tbaa !47, !noalias !76
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !97, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %48 = load double, double* %alpha, align 8, !dbg !124, !tbaa !47, !noalias !76
  %49 = load double, double* %arrayidx.i, align 8, !dbg !125, !tbaa !47, !noalias !76
  %mul7.i.1 = fmul double %48, %49, !dbg !126
  %arrayidx9.i.1 = getelementptr inbounds double, double* %10, i64 %indvars.iv.next.i, !dbg !113
  %50 = load double, double* %arrayidx9.i.1, align 8, !dbg !113, !tbaa !47, !noalias !76
  %arrayidx14.i.1 = getelementptr inbounds [512 x double], [512 x double]* %11, i64 %indvars.iv7.i, i64 %indvars.iv.next.i, !dbg !127
  %51 = load double, double* %arrayidx14.i.1, align 8, !dbg !116, !tbaa !47, !noalias !76
  %52 = call double @llvm.fmuladd.f64(double %mul7.i.1, double %50, double %51) #3, !dbg !116
  store double %52, double* %arrayidx14.i.1, align 8, !dbg !116, !tbaa !47, !noalias !76
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !111
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !97, metadata !DIExpression()) #3, !dbg !98
  %exitcond.not.i.1 = icmp eq i64 %indvars.iv.next.i.1, %wide.trip.count.i, !dbg !128
  br i1 %exitcond.not.i.1, label %omp.inner.for.inc.i, label %for.body.i, !dbg !104, !llvm.loop !129

omp.inner.for.inc.i:                              ; preds = %for.body.i.prol.loopexit, %for.body.i, %middle.block, %for.cond.preheader.i
  %indvars.iv.next8.i = add nsw i64 %indvars.iv7.i, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next8.i, metadata !90, metadata !DIExpression()) #3, !dbg !98
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !94, metadata !DIExpression()) #3, !dbg !98
  %lftr.wideiv.i = trunc i64 %indvars.iv.next8.i to i32, !dbg !101
  %exitcond10.not.i = icmp eq i32 %13, %lftr.wideiv.i, !dbg !101
  %indvar.next = add i64 %indvar, 1, !dbg !101
  br i1 %exitcond10.not.i, label %omp.loop.exit.i, label %for.cond.preheader.i, !dbg !101, !llvm.loop !130

omp.loop.exit.i:                                  ; preds = %omp.inner.for.inc.i, %omp.precond.then.i
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %5) #3, !dbg !131, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #3, !dbg !103, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !103, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !103, !noalias !76
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !103, !noalias !76
  br label %.omp_outlined._debug__.exit, !dbg !103

.omp_outlined._debug__.exit:                      ; preds = %entry, %omp.loop.exit.i
  ret void, !dbg !79
}

; Function Attrs: nounwind
declare !callback !132 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !134 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !141
  br label %for.body, !dbg !142

for.body:                                         ; preds = %entry, %for.inc17
  %indvars.iv69 = phi i64 [ 0, %entry ], [ %indvars.iv.next70, %for.inc17 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv69, metadata !138, metadata !DIExpression()), !dbg !141
  %rem.lhs.trunc = trunc i64 %indvars.iv69 to i16, !dbg !144
  %rem58 = urem i16 %rem.lhs.trunc, 10, !dbg !144
  %conv = uitofp i16 %rem58 to double, !dbg !147
  %div = fdiv double %conv, 1.000000e+01, !dbg !148
  %arrayidx = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %indvars.iv69, !dbg !149
  store double %div, double* %arrayidx, align 8, !dbg !150, !tbaa !47
  %rem159.lhs.trunc = sub i16 512, %rem.lhs.trunc, !dbg !151
  %rem15960 = urem i16 %rem159.lhs.trunc, 6, !dbg !151
  %conv2 = uitofp i16 %rem15960 to double, !dbg !152
  %div3 = fdiv double %conv2, 6.000000e+00, !dbg !153
  %arrayidx5 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %indvars.iv69, !dbg !154
  store double %div3, double* %arrayidx5, align 8, !dbg !155, !tbaa !47
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !141
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv69, i64 0, !dbg !156
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !156
  %broadcast.splatinsert82 = insertelement <2 x i64> poison, i64 %indvars.iv69, i64 0, !dbg !156
  %broadcast.splat83 = shufflevector <2 x i64> %broadcast.splatinsert82, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !156
  br label %vector.body, !dbg !156

vector.body:                                      ; preds = %vector.body, %for.body
  %index = phi i64 [ 0, %for.body ], [ %index.next, %vector.body ], !dbg !158
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %for.body ], [ %vec.ind.next, %vector.body ]
  %step.add = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %0 = sub nsw <2 x i64> %broadcast.splat, %vec.ind, !dbg !160
  %1 = sub nsw <2 x i64> %broadcast.splat83, %step.add, !dbg !160
  %2 = trunc <2 x i64> %0 to <2 x i32>, !dbg !161
  %3 = trunc <2 x i64> %1 to <2 x i32>, !dbg !161
  %4 = sitofp <2 x i32> %2 to <2 x double>, !dbg !161
  %5 = sitofp <2 x i32> %3 to <2 x double>, !dbg !161
  %6 = fmul <2 x double> %4, <double 0x3F60000000000000, double 0x3F60000000000000>, !dbg !162
  %7 = fmul <2 x double> %5, <double 0x3F60000000000000, double 0x3F60000000000000>, !dbg !162
  %8 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv69, i64 %index, !dbg !158
  %9 = bitcast double* %8 to <2 x double>*, !dbg !163
  store <2 x double> %6, <2 x double>* %9, align 16, !dbg !163, !tbaa !47
  %10 = getelementptr inbounds double, double* %8, i64 2, !dbg !163
  %11 = bitcast double* %10 to <2 x double>*, !dbg !163
  store <2 x double> %7, <2 x double>* %11, align 16, !dbg !163, !tbaa !47
  %index.next = add nuw i64 %index, 4, !dbg !158
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %12 = icmp eq i64 %index.next, 512, !dbg !158
  br i1 %12, label %for.inc17, label %vector.body, !dbg !158, !llvm.loop !164

for.inc17:                                        ; preds = %vector.body
  %indvars.iv.next70 = add nuw nsw i64 %indvars.iv69, 1, !dbg !166
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next70, metadata !138, metadata !DIExpression()), !dbg !141
  %exitcond72.not = icmp eq i64 %indvars.iv.next70, 512, !dbg !167
  br i1 %exitcond72.not, label %for.end19, label %for.body, !dbg !142, !llvm.loop !168

for.end19:                                        ; preds = %for.inc17
  tail call void @kernel_omp_ger(i32 noundef 512, i32 noundef 512, double noundef 7.500000e-01, [512 x double]* noundef getelementptr inbounds ([512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Y, i64 0, i64 0)), !dbg !170
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !140, metadata !DIExpression()), !dbg !141
  br label %for.cond24.preheader, !dbg !171

for.cond24.preheader:                             ; preds = %for.end19, %for.inc35
  %indvars.iv77 = phi i64 [ 0, %for.end19 ], [ %indvars.iv.next78, %for.inc35 ]
  %s.066 = phi double [ 0.000000e+00, %for.end19 ], [ %add.3, %for.inc35 ]
  call void @llvm.dbg.value(metadata double %s.066, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv77, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %s.066, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !141
  br label %for.body27, !dbg !173

for.body27:                                       ; preds = %for.body27, %for.cond24.preheader
  %indvars.iv73 = phi i64 [ 0, %for.cond24.preheader ], [ %indvars.iv.next74.3, %for.body27 ]
  %s.164 = phi double [ %s.066, %for.cond24.preheader ], [ %add.3, %for.body27 ]
  call void @llvm.dbg.value(metadata double %s.164, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv73, metadata !139, metadata !DIExpression()), !dbg !141
  %arrayidx31 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv77, i64 %indvars.iv73, !dbg !176
  %13 = load double, double* %arrayidx31, align 16, !dbg !176, !tbaa !47
  %add = fadd double %s.164, %13, !dbg !178
  call void @llvm.dbg.value(metadata double %add, metadata !140, metadata !DIExpression()), !dbg !141
  %indvars.iv.next74 = or i64 %indvars.iv73, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %add, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74, metadata !139, metadata !DIExpression()), !dbg !141
  %arrayidx31.1 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv77, i64 %indvars.iv.next74, !dbg !176
  %14 = load double, double* %arrayidx31.1, align 8, !dbg !176, !tbaa !47
  %add.1 = fadd double %add, %14, !dbg !178
  call void @llvm.dbg.value(metadata double %add.1, metadata !140, metadata !DIExpression()), !dbg !141
  %indvars.iv.next74.1 = or i64 %indvars.iv73, 2, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74.1, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %add.1, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74.1, metadata !139, metadata !DIExpression()), !dbg !141
  %arrayidx31.2 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv77, i64 %indvars.iv.next74.1, !dbg !176
  %15 = load double, double* %arrayidx31.2, align 16, !dbg !176, !tbaa !47
  %add.2 = fadd double %add.1, %15, !dbg !178
  call void @llvm.dbg.value(metadata double %add.2, metadata !140, metadata !DIExpression()), !dbg !141
  %indvars.iv.next74.2 = or i64 %indvars.iv73, 3, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74.2, metadata !139, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %add.2, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74.2, metadata !139, metadata !DIExpression()), !dbg !141
  %arrayidx31.3 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv77, i64 %indvars.iv.next74.2, !dbg !176
  %16 = load double, double* %arrayidx31.3, align 8, !dbg !176, !tbaa !47
  %add.3 = fadd double %add.2, %16, !dbg !178
  call void @llvm.dbg.value(metadata double %add.3, metadata !140, metadata !DIExpression()), !dbg !141
  %indvars.iv.next74.3 = add nuw nsw i64 %indvars.iv73, 4, !dbg !179
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next74.3, metadata !139, metadata !DIExpression()), !dbg !141
  %exitcond76.not.3 = icmp eq i64 %indvars.iv.next74.3, 512, !dbg !180
  br i1 %exitcond76.not.3, label %for.inc35, label %for.body27, !dbg !173, !llvm.loop !181

for.inc35:                                        ; preds = %for.body27
  %indvars.iv.next78 = add nuw nsw i64 %indvars.iv77, 1, !dbg !183
  call void @llvm.dbg.value(metadata double %add.3, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next78, metadata !138, metadata !DIExpression()), !dbg !141
  %exitcond80.not = icmp eq i64 %indvars.iv.next78, 512, !dbg !184
  br i1 %exitcond80.not, label %for.end37, label %for.cond24.preheader, !dbg !171, !llvm.loop !185

for.end37:                                        ; preds = %for.inc35
  store double %add.3, double* @checksum, align 8, !dbg !187, !tbaa !47
  ret i32 0, !dbg !188
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_ger.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_omp_ger", scope: !3, file: !3, line: 14, type: !27, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !29, !5, !30, !31, !31}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !{!34, !35, !36, !37, !38, !39, !40, !41}
!34 = !DILocalVariable(name: "m", arg: 1, scope: !26, file: !3, line: 14, type: !29)
!35 = !DILocalVariable(name: "n", arg: 2, scope: !26, file: !3, line: 14, type: !29)
!36 = !DILocalVariable(name: "alpha", arg: 3, scope: !26, file: !3, line: 14, type: !5)
!37 = !DILocalVariable(name: "a", arg: 4, scope: !26, file: !3, line: 15, type: !30)
!38 = !DILocalVariable(name: "x", arg: 5, scope: !26, file: !3, line: 15, type: !31)
!39 = !DILocalVariable(name: "y", arg: 6, scope: !26, file: !3, line: 16, type: !31)
!40 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 18, type: !29)
!41 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 18, type: !29)
!42 = !DILocation(line: 0, scope: !26)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !45, i64 0}
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !45, i64 0}
!51 = !DILocation(line: 18, column: 7, scope: !26)
!52 = !DILocation(line: 18, column: 10, scope: !26)
!53 = !DILocation(line: 19, column: 1, scope: !26)
!54 = !DILocation(line: 23, column: 1, scope: !26)
!55 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !56, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !58, !58, !62, !62, !63, !64, !65, !65}
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!62 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !29, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74}
!67 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !55, type: !58, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !55, type: !58, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "m", arg: 3, scope: !55, type: !62, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "n", arg: 4, scope: !55, type: !62, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: "a", arg: 5, scope: !55, type: !63, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: "alpha", arg: 6, scope: !55, type: !64, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "x", arg: 7, scope: !55, type: !65, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "y", arg: 8, scope: !55, type: !65, flags: DIFlagArtificial)
!75 = !DILocation(line: 0, scope: !55)
!76 = !{!77}
!77 = distinct !{!77, !78, !".omp_outlined._debug__: %.global_tid."}
!78 = distinct !{!78, !".omp_outlined._debug__"}
!79 = !DILocation(line: 19, column: 1, scope: !55)
!80 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !81, type: !58, flags: DIFlagArtificial)
!81 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !56, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!82 = !{!80, !83, !84, !85, !86, !87, !88, !89, !90, !91, !91, !92, !93, !94, !95, !96, !97, !92}
!83 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !81, type: !58, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: "m", arg: 3, scope: !81, file: !3, line: 14, type: !62)
!85 = !DILocalVariable(name: "n", arg: 4, scope: !81, file: !3, line: 14, type: !62)
!86 = !DILocalVariable(name: "a", arg: 5, scope: !81, file: !3, line: 15, type: !63)
!87 = !DILocalVariable(name: "alpha", arg: 6, scope: !81, file: !3, line: 14, type: !64)
!88 = !DILocalVariable(name: "x", arg: 7, scope: !81, file: !3, line: 15, type: !65)
!89 = !DILocalVariable(name: "y", arg: 8, scope: !81, file: !3, line: 16, type: !65)
!90 = !DILocalVariable(name: ".omp.iv", scope: !81, type: !29, flags: DIFlagArtificial)
!91 = !DILocalVariable(name: ".capture_expr.", scope: !81, type: !29, flags: DIFlagArtificial)
!92 = !DILocalVariable(name: "i", scope: !81, type: !29, flags: DIFlagArtificial)
!93 = !DILocalVariable(name: ".omp.lb", scope: !81, type: !29, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: ".omp.ub", scope: !81, type: !29, flags: DIFlagArtificial)
!95 = !DILocalVariable(name: ".omp.stride", scope: !81, type: !29, flags: DIFlagArtificial)
!96 = !DILocalVariable(name: ".omp.is_last", scope: !81, type: !29, flags: DIFlagArtificial)
!97 = !DILocalVariable(name: "j", scope: !81, type: !29, flags: DIFlagArtificial)
!98 = !DILocation(line: 0, scope: !81, inlinedAt: !99)
!99 = distinct !DILocation(line: 19, column: 1, scope: !55)
!100 = !DILocation(line: 20, column: 19, scope: !81, inlinedAt: !99)
!101 = !DILocation(line: 20, column: 3, scope: !81, inlinedAt: !99)
!102 = !DILocation(line: 20, column: 8, scope: !81, inlinedAt: !99)
!103 = !DILocation(line: 19, column: 1, scope: !81, inlinedAt: !99)
!104 = !DILocation(line: 21, column: 5, scope: !105, inlinedAt: !99)
!105 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 5)
!106 = !{!107}
!107 = distinct !{!107, !108}
!108 = distinct !{!108, !"LVerDomain"}
!109 = !{!110}
!110 = distinct !{!110, !108}
!111 = !DILocation(line: 21, column: 25, scope: !112, inlinedAt: !99)
!112 = distinct !DILexicalBlock(scope: !105, file: !3, line: 21, column: 5)
!113 = !DILocation(line: 22, column: 33, scope: !112, inlinedAt: !99)
!114 = !{!115}
!115 = distinct !{!115, !108}
!116 = !DILocation(line: 22, column: 15, scope: !112, inlinedAt: !99)
!117 = !{!118}
!118 = distinct !{!118, !108}
!119 = !{!77, !107, !110, !115}
!120 = distinct !{!120, !104, !121, !122, !123}
!121 = !DILocation(line: 22, column: 36, scope: !105, inlinedAt: !99)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !{!"llvm.loop.isvectorized", i32 1}
!124 = !DILocation(line: 22, column: 18, scope: !112, inlinedAt: !99)
!125 = !DILocation(line: 22, column: 26, scope: !112, inlinedAt: !99)
!126 = !DILocation(line: 22, column: 24, scope: !112, inlinedAt: !99)
!127 = !DILocation(line: 22, column: 7, scope: !112, inlinedAt: !99)
!128 = !DILocation(line: 21, column: 19, scope: !112, inlinedAt: !99)
!129 = distinct !{!129, !104, !121, !122, !123}
!130 = distinct !{!130, !103, !131}
!131 = !DILocation(line: 19, column: 36, scope: !81, inlinedAt: !99)
!132 = !{!133}
!133 = !{i64 2, i64 -1, i64 -1, i1 true}
!134 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !135, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !137)
!135 = !DISubroutineType(types: !136)
!136 = !{!29}
!137 = !{!138, !139, !140}
!138 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 27, type: !29)
!139 = !DILocalVariable(name: "j", scope: !134, file: !3, line: 27, type: !29)
!140 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 28, type: !5)
!141 = !DILocation(line: 0, scope: !134)
!142 = !DILocation(line: 29, column: 3, scope: !143)
!143 = distinct !DILexicalBlock(scope: !134, file: !3, line: 29, column: 3)
!144 = !DILocation(line: 30, column: 23, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 29, column: 27)
!146 = distinct !DILexicalBlock(scope: !143, file: !3, line: 29, column: 3)
!147 = !DILocation(line: 30, column: 12, scope: !145)
!148 = !DILocation(line: 30, column: 29, scope: !145)
!149 = !DILocation(line: 30, column: 5, scope: !145)
!150 = !DILocation(line: 30, column: 10, scope: !145)
!151 = !DILocation(line: 31, column: 29, scope: !145)
!152 = !DILocation(line: 31, column: 12, scope: !145)
!153 = !DILocation(line: 31, column: 34, scope: !145)
!154 = !DILocation(line: 31, column: 5, scope: !145)
!155 = !DILocation(line: 31, column: 10, scope: !145)
!156 = !DILocation(line: 32, column: 5, scope: !157)
!157 = distinct !DILexicalBlock(scope: !145, file: !3, line: 32, column: 5)
!158 = !DILocation(line: 32, column: 25, scope: !159)
!159 = distinct !DILexicalBlock(scope: !157, file: !3, line: 32, column: 5)
!160 = !DILocation(line: 33, column: 28, scope: !159)
!161 = !DILocation(line: 33, column: 17, scope: !159)
!162 = !DILocation(line: 33, column: 33, scope: !159)
!163 = !DILocation(line: 33, column: 15, scope: !159)
!164 = distinct !{!164, !156, !165, !122, !123}
!165 = !DILocation(line: 33, column: 35, scope: !157)
!166 = !DILocation(line: 29, column: 23, scope: !146)
!167 = !DILocation(line: 29, column: 17, scope: !146)
!168 = distinct !{!168, !142, !169, !122}
!169 = !DILocation(line: 34, column: 3, scope: !143)
!170 = !DILocation(line: 35, column: 3, scope: !134)
!171 = !DILocation(line: 36, column: 3, scope: !172)
!172 = distinct !DILexicalBlock(scope: !134, file: !3, line: 36, column: 3)
!173 = !DILocation(line: 37, column: 5, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 37, column: 5)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 36, column: 3)
!176 = !DILocation(line: 38, column: 12, scope: !177)
!177 = distinct !DILexicalBlock(scope: !174, file: !3, line: 37, column: 5)
!178 = !DILocation(line: 38, column: 9, scope: !177)
!179 = !DILocation(line: 37, column: 25, scope: !177)
!180 = !DILocation(line: 37, column: 19, scope: !177)
!181 = distinct !{!181, !173, !182, !122}
!182 = !DILocation(line: 38, column: 18, scope: !174)
!183 = !DILocation(line: 36, column: 23, scope: !175)
!184 = !DILocation(line: 36, column: 17, scope: !175)
!185 = distinct !{!185, !171, !186, !122}
!186 = !DILocation(line: 38, column: 18, scope: !172)
!187 = !DILocation(line: 39, column: 12, scope: !134)
!188 = !DILocation(line: 40, column: 3, scope: !134)
