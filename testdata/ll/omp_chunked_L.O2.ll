; ModuleID = 'omp_chunked.c'
source_filename = "omp_chunked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_chunked.c;kernel_omp_chunked;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal unnamed_addr global [512 x [512 x double]] zeroinitializer, align 16, !dbg !7
@Rs = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [42 x i8] c";omp_chunked.c;kernel_omp_chunked;18;60;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_chunked(double noundef %f) local_unnamed_addr #0 !dbg !24 {
entry:
  %f.addr = alloca double, align 8
  call void @llvm.dbg.value(metadata double %f, metadata !28, metadata !DIExpression()), !dbg !32
  store double %f, double* %f.addr, align 8, !tbaa !33
  call void @llvm.dbg.declare(metadata i32* undef, metadata !29, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* undef, metadata !31, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %f.addr, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !32
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* nonnull %f.addr), !dbg !39
  ret void, !dbg !40
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %f) #4 !dbg !41 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !50, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !51, metadata !DIExpression()), !dbg !53
  call void @llvm.dbg.value(metadata double* %f, metadata !52, metadata !DIExpression()), !dbg !53
  tail call void @llvm.experimental.noalias.scope.decl(metadata !54), !dbg !57
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !58, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* undef, metadata !61, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double* %f, metadata !62, metadata !DIExpression()) #3, !dbg !72
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #3, !dbg !72
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !75, !tbaa !76, !noalias !54
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 511, metadata !65, metadata !DIExpression()) #3, !dbg !72
  store i32 511, i32* %.omp.ub.i, align 4, !dbg !75, !tbaa !76, !noalias !54
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 1, metadata !66, metadata !DIExpression()) #3, !dbg !72
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !75, !tbaa !76, !noalias !54
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !74
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !74, !noalias !54
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #3, !dbg !72
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !75, !tbaa !76, !noalias !54
  %4 = load i32, i32* %.global_tid., align 4, !dbg !74, !tbaa !76, !alias.scope !54
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !64, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !65, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !66, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !67, metadata !DIExpression(DW_OP_deref)) #3, !dbg !72
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %4, i32 33, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 4) #3, !dbg !78, !noalias !54
  %.omp.ub.promoted.i = load i32, i32* %.omp.ub.i, align 4, !tbaa !76, !noalias !54
  %.omp.lb.promoted.i = load i32, i32* %.omp.lb.i, align 4, !tbaa !76, !noalias !54
  call void @llvm.dbg.value(metadata i32 %.omp.ub.promoted.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %5 = icmp slt i32 %.omp.ub.promoted.i, 511, !dbg !75
  %cond7.i = select i1 %5, i32 %.omp.ub.promoted.i, i32 511, !dbg !75
  call void @llvm.dbg.value(metadata i32 %cond7.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %.omp.lb.promoted.i, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %.omp.lb.promoted.i, metadata !63, metadata !DIExpression()) #3, !dbg !72
  %cmp1.not8.i = icmp sgt i32 %.omp.lb.promoted.i, %cond7.i, !dbg !74
  br i1 %cmp1.not8.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.cond.preheader.lr.ph.i, !dbg !74

omp.inner.for.cond.preheader.lr.ph.i:             ; preds = %entry
  %6 = load double, double* %f, align 8, !noalias !54
  %7 = load i32, i32* %.omp.stride.i, align 4, !tbaa !76, !noalias !54
  %8 = sext i32 %.omp.lb.promoted.i to i64, !dbg !74
  %9 = sext i32 %7 to i64, !dbg !74
  br label %omp.inner.for.cond.preheader.i, !dbg !74

omp.inner.for.cond.preheader.i:                   ; preds = %omp.dispatch.inc.i, %omp.inner.for.cond.preheader.lr.ph.i
  %indvars.iv14.i = phi i64 [ %8, %omp.inner.for.cond.preheader.lr.ph.i ], [ %indvars.iv.next15.i, %omp.dispatch.inc.i ]
  %cond10.i = phi i32 [ %cond7.i, %omp.inner.for.cond.preheader.lr.ph.i ], [ %cond.i, %omp.dispatch.inc.i ]
  %indvars19.i = trunc i64 %indvars.iv14.i to i32
  call void @llvm.dbg.value(metadata i32 %indvars19.i, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %indvars19.i, metadata !63, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %cond10.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %cmp2.not3.i = icmp slt i32 %cond10.i, %indvars19.i, !dbg !74
  br i1 %cmp2.not3.i, label %omp.dispatch.inc.i, label %for.cond.preheader.preheader.i, !dbg !74

for.cond.preheader.preheader.i:                   ; preds = %omp.inner.for.cond.preheader.i
  %10 = sext i32 %cond10.i to i64, !dbg !78
  br label %for.cond.preheader.i, !dbg !78

for.cond.preheader.i:                             ; preds = %for.end.i, %for.cond.preheader.preheader.i
  %indvars.iv16.i = phi i64 [ %indvars.iv14.i, %for.cond.preheader.preheader.i ], [ %indvars.iv.next17.i, %for.end.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv16.i, metadata !63, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !72
  br label %for.body.i, !dbg !80

for.body.i:                                       ; preds = %for.body.i, %for.cond.preheader.i
  %indvars.iv.i = phi i64 [ 0, %for.cond.preheader.i ], [ %indvars.iv.next.i.1, %for.body.i ]
  %s.02.i = phi double [ 0.000000e+00, %for.cond.preheader.i ], [ %add11.i.1, %for.body.i ]
  call void @llvm.dbg.value(metadata double %s.02.i, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %arrayidx5.i = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv16.i, i64 %indvars.iv.i, !dbg !82
  %11 = load double, double* %arrayidx5.i, align 16, !dbg !85, !tbaa !33, !noalias !54
  %mul6.i = fmul double %6, %11, !dbg !85
  store double %mul6.i, double* %arrayidx5.i, align 16, !dbg !85, !tbaa !33, !noalias !54
  %add11.i = fadd double %s.02.i, %mul6.i, !dbg !86
  call void @llvm.dbg.value(metadata double %add11.i, metadata !70, metadata !DIExpression()) #3, !dbg !79
  %indvars.iv.next.i = or i64 %indvars.iv.i, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !68, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata double %add11.i, metadata !70, metadata !DIExpression()) #3, !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %arrayidx5.i.1 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv16.i, i64 %indvars.iv.next.i, !dbg !82
  %12 = load double, double* %arrayidx5.i.1, align 8, !dbg !85, !tbaa !33, !noalias !54
  %mul6.i.1 = fmul double %6, %12, !dbg !85
  store double %mul6.i.1, double* %arrayidx5.i.1, align 8, !dbg !85, !tbaa !33, !noalias !54
  %add11.i.1 = fadd double %add11.i, %mul6.i.1, !dbg !86
  call void @llvm.dbg.value(metadata double %add11.i.1, metadata !70, metadata !DIExpression()) #3, !dbg !79
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !68, metadata !DIExpression()) #3, !dbg !72
  %exitcond.not.i.1 = icmp eq i64 %indvars.iv.next.i.1, 512, !dbg !88
  br i1 %exitcond.not.i.1, label %for.end.i, label %for.body.i, !dbg !80, !llvm.loop !89

for.end.i:                                        ; preds = %for.body.i
  %arrayidx13.i = getelementptr inbounds [512 x double], [512 x double]* @Rs, i64 0, i64 %indvars.iv16.i, !dbg !92
  store double %add11.i.1, double* %arrayidx13.i, align 8, !dbg !93, !tbaa !33, !noalias !54
  %indvars.iv.next17.i = add i64 %indvars.iv16.i, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next17.i, metadata !63, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %cond10.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %cmp2.not.not.i = icmp slt i64 %indvars.iv16.i, %10, !dbg !74
  br i1 %cmp2.not.not.i, label %for.cond.preheader.i, label %omp.dispatch.inc.i, !dbg !74, !llvm.loop !94

omp.dispatch.inc.i:                               ; preds = %for.end.i, %omp.inner.for.cond.preheader.i
  call void @llvm.dbg.value(metadata i32 %indvars19.i, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %7, metadata !66, metadata !DIExpression()) #3, !dbg !72
  %indvars.iv.next15.i = add i64 %indvars.iv14.i, %9, !dbg !74
  %indvars.i = trunc i64 %indvars.iv.next15.i to i32, !dbg !74
  call void @llvm.dbg.value(metadata i32 %indvars.i, metadata !64, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %cond10.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %add16.i = add nsw i32 %cond10.i, %7, !dbg !74
  call void @llvm.dbg.value(metadata i32 %add16.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  %13 = icmp slt i32 %add16.i, 511, !dbg !75
  %cond.i = select i1 %13, i32 %add16.i, i32 511, !dbg !75
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !72
  call void @llvm.dbg.value(metadata i32 %indvars.i, metadata !63, metadata !DIExpression()) #3, !dbg !72
  %cmp1.not.i = icmp slt i32 %cond.i, %indvars.i, !dbg !74
  br i1 %cmp1.not.i, label %omp.dispatch.cond.omp.dispatch.end_crit_edge.i, label %omp.inner.for.cond.preheader.i, !dbg !74, !llvm.loop !96

omp.dispatch.cond.omp.dispatch.end_crit_edge.i:   ; preds = %omp.dispatch.inc.i
  %indvars.i.le = trunc i64 %indvars.iv.next15.i to i32, !dbg !74
  store i32 %indvars.i.le, i32* %.omp.lb.i, align 4, !dbg !74, !tbaa !76, !noalias !54
  br label %.omp_outlined._debug__.exit, !dbg !74

.omp_outlined._debug__.exit:                      ; preds = %entry, %omp.dispatch.cond.omp.dispatch.end_crit_edge.i
  %cond.lcssa.i = phi i32 [ %cond.i, %omp.dispatch.cond.omp.dispatch.end_crit_edge.i ], [ %cond7.i, %entry ]
  store i32 %cond.lcssa.i, i32* %.omp.ub.i, align 4, !dbg !72, !tbaa !76, !noalias !54
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !95, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !78, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !78, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !78, !noalias !54
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !78, !noalias !54
  ret void, !dbg !57
}

; Function Attrs: nounwind
declare !callback !97 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !99 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !106
  br label %vector.ph, !dbg !107

vector.ph:                                        ; preds = %for.inc6, %entry
  %indvars.iv38 = phi i64 [ 0, %entry ], [ %indvars.iv.next39, %for.inc6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv38, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !106
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv38, i64 0, !dbg !109
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !109
  %.scalar = add nuw i64 %indvars.iv38, 2
  %0 = insertelement <2 x i64> poison, i64 %.scalar, i64 0
  %1 = shufflevector <2 x i64> %0, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !109

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !112
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %2 = add nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !114
  %3 = add <2 x i64> %1, %vec.ind, !dbg !114
  %4 = trunc <2 x i64> %2 to <2 x i32>, !dbg !115
  %5 = trunc <2 x i64> %3 to <2 x i32>, !dbg !115
  %6 = urem <2 x i32> %4, <i32 7, i32 7>, !dbg !115
  %7 = urem <2 x i32> %5, <i32 7, i32 7>, !dbg !115
  %8 = sitofp <2 x i32> %6 to <2 x double>, !dbg !116
  %9 = sitofp <2 x i32> %7 to <2 x double>, !dbg !116
  %10 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv38, i64 %index, !dbg !112
  %11 = bitcast double* %10 to <2 x double>*, !dbg !117
  store <2 x double> %8, <2 x double>* %11, align 16, !dbg !117, !tbaa !33
  %12 = getelementptr inbounds double, double* %10, i64 2, !dbg !117
  %13 = bitcast double* %12 to <2 x double>*, !dbg !117
  store <2 x double> %9, <2 x double>* %13, align 16, !dbg !117, !tbaa !33
  %index.next = add nuw i64 %index, 4, !dbg !112
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %14 = icmp eq i64 %index.next, 512, !dbg !112
  br i1 %14, label %for.inc6, label %vector.body, !dbg !112, !llvm.loop !118

for.inc6:                                         ; preds = %vector.body
  %indvars.iv.next39 = add nuw nsw i64 %indvars.iv38, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next39, metadata !103, metadata !DIExpression()), !dbg !106
  %exitcond41.not = icmp eq i64 %indvars.iv.next39, 512, !dbg !122
  br i1 %exitcond41.not, label %for.end8, label %vector.ph, !dbg !107, !llvm.loop !123

for.end8:                                         ; preds = %for.inc6
  tail call void @kernel_omp_chunked(double noundef 5.000000e-01), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !106
  br label %for.body12, !dbg !126

for.body12:                                       ; preds = %for.body12, %for.end8
  %indvars.iv42 = phi i64 [ 0, %for.end8 ], [ %indvars.iv.next43.3, %for.body12 ]
  %s.035 = phi double [ 0.000000e+00, %for.end8 ], [ %add15.3, %for.body12 ]
  call void @llvm.dbg.value(metadata double %s.035, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv42, metadata !103, metadata !DIExpression()), !dbg !106
  %arrayidx14 = getelementptr inbounds [512 x double], [512 x double]* @Rs, i64 0, i64 %indvars.iv42, !dbg !128
  %15 = load double, double* %arrayidx14, align 16, !dbg !128, !tbaa !33
  %add15 = fadd double %s.035, %15, !dbg !130
  call void @llvm.dbg.value(metadata double %add15, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next43 = or i64 %indvars.iv42, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add15, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43, metadata !103, metadata !DIExpression()), !dbg !106
  %arrayidx14.1 = getelementptr inbounds [512 x double], [512 x double]* @Rs, i64 0, i64 %indvars.iv.next43, !dbg !128
  %16 = load double, double* %arrayidx14.1, align 8, !dbg !128, !tbaa !33
  %add15.1 = fadd double %add15, %16, !dbg !130
  call void @llvm.dbg.value(metadata double %add15.1, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next43.1 = or i64 %indvars.iv42, 2, !dbg !131
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43.1, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add15.1, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43.1, metadata !103, metadata !DIExpression()), !dbg !106
  %arrayidx14.2 = getelementptr inbounds [512 x double], [512 x double]* @Rs, i64 0, i64 %indvars.iv.next43.1, !dbg !128
  %17 = load double, double* %arrayidx14.2, align 16, !dbg !128, !tbaa !33
  %add15.2 = fadd double %add15.1, %17, !dbg !130
  call void @llvm.dbg.value(metadata double %add15.2, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next43.2 = or i64 %indvars.iv42, 3, !dbg !131
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43.2, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add15.2, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43.2, metadata !103, metadata !DIExpression()), !dbg !106
  %arrayidx14.3 = getelementptr inbounds [512 x double], [512 x double]* @Rs, i64 0, i64 %indvars.iv.next43.2, !dbg !128
  %18 = load double, double* %arrayidx14.3, align 8, !dbg !128, !tbaa !33
  %add15.3 = fadd double %add15.2, %18, !dbg !130
  call void @llvm.dbg.value(metadata double %add15.3, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next43.3 = add nuw nsw i64 %indvars.iv42, 4, !dbg !131
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43.3, metadata !103, metadata !DIExpression()), !dbg !106
  %exitcond45.not.3 = icmp eq i64 %indvars.iv.next43.3, 512, !dbg !132
  br i1 %exitcond45.not.3, label %for.end18, label %for.body12, !dbg !126, !llvm.loop !133

for.end18:                                        ; preds = %for.body12
  store double %add15.3, double* @checksum, align 8, !dbg !135, !tbaa !33
  ret i32 0, !dbg !136
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
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_chunked.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Rs", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !15)
!15 = !{!11}
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_omp_chunked", scope: !3, file: !3, line: 15, type: !25, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5}
!27 = !{!28, !29, !31}
!28 = !DILocalVariable(name: "f", arg: 1, scope: !24, file: !3, line: 15, type: !5)
!29 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 17, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 17, type: !30)
!32 = !DILocation(line: 0, scope: !24)
!33 = !{!34, !34, i64 0}
!34 = !{!"double", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 17, column: 7, scope: !24)
!38 = !DILocation(line: 17, column: 10, scope: !24)
!39 = !DILocation(line: 18, column: 1, scope: !24)
!40 = !DILocation(line: 27, column: 1, scope: !24)
!41 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !42, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44, !44, !48}
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!48 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!49 = !{!50, !51, !52}
!50 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !41, type: !44, flags: DIFlagArtificial)
!51 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !41, type: !44, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: "f", arg: 3, scope: !41, type: !48, flags: DIFlagArtificial)
!53 = !DILocation(line: 0, scope: !41)
!54 = !{!55}
!55 = distinct !{!55, !56, !".omp_outlined._debug__: %.global_tid."}
!56 = distinct !{!56, !".omp_outlined._debug__"}
!57 = !DILocation(line: 18, column: 1, scope: !41)
!58 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !59, type: !44, flags: DIFlagArtificial)
!59 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !42, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!60 = !{!58, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70}
!61 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !59, type: !44, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "f", arg: 3, scope: !59, file: !3, line: 15, type: !48)
!63 = !DILocalVariable(name: ".omp.iv", scope: !59, type: !30, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.lb", scope: !59, type: !30, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.ub", scope: !59, type: !30, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".omp.stride", scope: !59, type: !30, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: ".omp.is_last", scope: !59, type: !30, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "j", scope: !59, type: !30, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "i", scope: !59, type: !30, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 20, type: !5)
!71 = distinct !DILexicalBlock(scope: !59, file: !3, line: 19, column: 27)
!72 = !DILocation(line: 0, scope: !59, inlinedAt: !73)
!73 = distinct !DILocation(line: 18, column: 1, scope: !41)
!74 = !DILocation(line: 19, column: 3, scope: !59, inlinedAt: !73)
!75 = !DILocation(line: 19, column: 8, scope: !59, inlinedAt: !73)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !35, i64 0}
!78 = !DILocation(line: 18, column: 1, scope: !59, inlinedAt: !73)
!79 = !DILocation(line: 0, scope: !71, inlinedAt: !73)
!80 = !DILocation(line: 21, column: 5, scope: !81, inlinedAt: !73)
!81 = distinct !DILexicalBlock(scope: !71, file: !3, line: 21, column: 5)
!82 = !DILocation(line: 22, column: 7, scope: !83, inlinedAt: !73)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 21, column: 29)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 5)
!85 = !DILocation(line: 22, column: 15, scope: !83, inlinedAt: !73)
!86 = !DILocation(line: 23, column: 9, scope: !83, inlinedAt: !73)
!87 = !DILocation(line: 21, column: 25, scope: !84, inlinedAt: !73)
!88 = !DILocation(line: 21, column: 19, scope: !84, inlinedAt: !73)
!89 = distinct !{!89, !80, !90, !91}
!90 = !DILocation(line: 24, column: 5, scope: !81, inlinedAt: !73)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 25, column: 5, scope: !71, inlinedAt: !73)
!93 = !DILocation(line: 25, column: 11, scope: !71, inlinedAt: !73)
!94 = distinct !{!94, !78, !95}
!95 = !DILocation(line: 18, column: 60, scope: !59, inlinedAt: !73)
!96 = distinct !{!96, !78, !95}
!97 = !{!98}
!98 = !{i64 2, i64 -1, i64 -1, i1 true}
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !100, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!30}
!102 = !{!103, !104, !105}
!103 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 31, type: !30)
!104 = !DILocalVariable(name: "j", scope: !99, file: !3, line: 31, type: !30)
!105 = !DILocalVariable(name: "s", scope: !99, file: !3, line: 32, type: !5)
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 33, column: 3, scope: !108)
!108 = distinct !DILexicalBlock(scope: !99, file: !3, line: 33, column: 3)
!109 = !DILocation(line: 34, column: 5, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 34, column: 5)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 33, column: 3)
!112 = !DILocation(line: 34, column: 25, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 34, column: 5)
!114 = !DILocation(line: 35, column: 29, scope: !113)
!115 = !DILocation(line: 35, column: 34, scope: !113)
!116 = !DILocation(line: 35, column: 17, scope: !113)
!117 = !DILocation(line: 35, column: 15, scope: !113)
!118 = distinct !{!118, !109, !119, !91, !120}
!119 = !DILocation(line: 35, column: 37, scope: !110)
!120 = !{!"llvm.loop.isvectorized", i32 1}
!121 = !DILocation(line: 33, column: 23, scope: !111)
!122 = !DILocation(line: 33, column: 17, scope: !111)
!123 = distinct !{!123, !107, !124, !91}
!124 = !DILocation(line: 35, column: 37, scope: !108)
!125 = !DILocation(line: 36, column: 3, scope: !99)
!126 = !DILocation(line: 37, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !99, file: !3, line: 37, column: 3)
!128 = !DILocation(line: 38, column: 10, scope: !129)
!129 = distinct !DILexicalBlock(scope: !127, file: !3, line: 37, column: 3)
!130 = !DILocation(line: 38, column: 7, scope: !129)
!131 = !DILocation(line: 37, column: 23, scope: !129)
!132 = !DILocation(line: 37, column: 17, scope: !129)
!133 = distinct !{!133, !126, !134, !91}
!134 = !DILocation(line: 38, column: 14, scope: !127)
!135 = !DILocation(line: 39, column: 12, scope: !99)
!136 = !DILocation(line: 40, column: 3, scope: !99)
