; ModuleID = 'omp_gemm.c'
source_filename = "omp_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemm.c;kernel_omp_gemm;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@C = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@A = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@B = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !14
@2 = private unnamed_addr constant [36 x i8] c";omp_gemm.c;kernel_omp_gemm;17;39;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_gemm(double noundef %alpha, double noundef %beta) local_unnamed_addr #0 !dbg !24 {
entry:
  %alpha.addr = alloca double, align 8
  %beta.addr = alloca double, align 8
  call void @llvm.dbg.value(metadata double %alpha, metadata !28, metadata !DIExpression()), !dbg !34
  store double %alpha, double* %alpha.addr, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double %beta, metadata !29, metadata !DIExpression()), !dbg !34
  store double %beta, double* %beta.addr, align 8, !tbaa !35
  call void @llvm.dbg.declare(metadata i32* undef, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %alpha.addr, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %beta.addr, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* nonnull %beta.addr, double* nonnull %alpha.addr), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid., double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %beta, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %alpha) #4 !dbg !44 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !53, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double* %beta, metadata !55, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double* %alpha, metadata !56, metadata !DIExpression()), !dbg !57
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !62, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* undef, metadata !65, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata double* %beta, metadata !66, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata double* %alpha, metadata !67, metadata !DIExpression()) #3, !dbg !76
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #3, !dbg !76
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 39, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 39, i32* %.omp.ub.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 1, metadata !71, metadata !DIExpression()) #3, !dbg !76
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()) #3, !dbg !76
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  %4 = load i32, i32* %.global_tid., align 4, !dbg !78, !tbaa !80, !alias.scope !58
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !69, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !70, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !71, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !72, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !82, !noalias !58
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  call void @llvm.dbg.value(metadata i32 %5, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %6 = icmp slt i32 %5, 39, !dbg !79
  %cond.i = select i1 %6, i32 %5, i32 39, !dbg !79
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !79, !tbaa !80, !noalias !58
  call void @llvm.dbg.value(metadata i32 %7, metadata !69, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %7, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %cmp1.not3.i = icmp sgt i32 %7, %cond.i, !dbg !78
  br i1 %cmp1.not3.i, label %.omp_outlined._debug__.exit, label %for.cond.preheader.lr.ph.i, !dbg !78

for.cond.preheader.lr.ph.i:                       ; preds = %entry
  %8 = load double, double* %beta, align 8, !tbaa !35, !noalias !58
  %9 = load double, double* %alpha, align 8, !tbaa !35, !noalias !58
  %10 = sext i32 %7 to i64, !dbg !78
  %11 = add nsw i32 %cond.i, 1, !dbg !78
  br label %for.cond.preheader.i, !dbg !78

for.cond.preheader.i:                             ; preds = %omp.inner.for.inc.i, %for.cond.preheader.lr.ph.i
  %indvars.iv10.i = phi i64 [ %10, %for.cond.preheader.lr.ph.i ], [ %indvars.iv.next11.i, %omp.inner.for.inc.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv10.i, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !76
  br label %for.body.i, !dbg !83

for.body.i:                                       ; preds = %for.inc23.i, %for.cond.preheader.i
  %indvars.iv6.i = phi i64 [ 0, %for.cond.preheader.i ], [ %indvars.iv.next7.i, %for.inc23.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv6.i, metadata !73, metadata !DIExpression()) #3, !dbg !76
  %arrayidx4.i = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv10.i, i64 %indvars.iv6.i, !dbg !85
  %12 = load double, double* %arrayidx4.i, align 8, !dbg !88, !tbaa !35, !noalias !58
  %mul5.i = fmul double %8, %12, !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #3, !dbg !76
  br label %for.body8.i, !dbg !89

for.body8.i:                                      ; preds = %for.body8.i, %for.body.i
  %indvars.iv.i = phi i64 [ 0, %for.body.i ], [ %indvars.iv.next.i.1, %for.body8.i ]
  %13 = phi double [ %mul5.i, %for.body.i ], [ %19, %for.body8.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !74, metadata !DIExpression()) #3, !dbg !76
  %arrayidx12.i = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv10.i, i64 %indvars.iv.i, !dbg !91
  %14 = load double, double* %arrayidx12.i, align 16, !dbg !91, !tbaa !35, !noalias !58
  %mul13.i = fmul double %9, %14, !dbg !93
  %arrayidx17.i = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv.i, i64 %indvars.iv6.i, !dbg !94
  %15 = load double, double* %arrayidx17.i, align 8, !dbg !94, !tbaa !35, !noalias !58
  %16 = call double @llvm.fmuladd.f64(double %mul13.i, double %15, double %13) #3, !dbg !95
  %indvars.iv.next.i = or i64 %indvars.iv.i, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !74, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !74, metadata !DIExpression()) #3, !dbg !76
  %arrayidx12.i.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv10.i, i64 %indvars.iv.next.i, !dbg !91
  %17 = load double, double* %arrayidx12.i.1, align 8, !dbg !91, !tbaa !35, !noalias !58
  %mul13.i.1 = fmul double %9, %17, !dbg !93
  %arrayidx17.i.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv.next.i, i64 %indvars.iv6.i, !dbg !94
  %18 = load double, double* %arrayidx17.i.1, align 8, !dbg !94, !tbaa !35, !noalias !58
  %19 = call double @llvm.fmuladd.f64(double %mul13.i.1, double %18, double %16) #3, !dbg !95
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !74, metadata !DIExpression()) #3, !dbg !76
  %exitcond.not.i.1 = icmp eq i64 %indvars.iv.next.i.1, 40, !dbg !97
  br i1 %exitcond.not.i.1, label %for.inc23.i, label %for.body8.i, !dbg !89, !llvm.loop !98

for.inc23.i:                                      ; preds = %for.body8.i
  store double %19, double* %arrayidx4.i, align 8, !dbg !95, !tbaa !35, !noalias !58
  %indvars.iv.next7.i = add nuw nsw i64 %indvars.iv6.i, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next7.i, metadata !73, metadata !DIExpression()) #3, !dbg !76
  %exitcond9.not.i = icmp eq i64 %indvars.iv.next7.i, 40, !dbg !102
  br i1 %exitcond9.not.i, label %omp.inner.for.inc.i, label %for.body.i, !dbg !83, !llvm.loop !103

omp.inner.for.inc.i:                              ; preds = %for.inc23.i
  %indvars.iv.next11.i = add nsw i64 %indvars.iv10.i, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next11.i, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %lftr.wideiv.i = trunc i64 %indvars.iv.next11.i to i32, !dbg !78
  %exitcond13.not.i = icmp eq i32 %11, %lftr.wideiv.i, !dbg !78
  br i1 %exitcond13.not.i, label %.omp_outlined._debug__.exit, label %for.cond.preheader.i, !dbg !78, !llvm.loop !105

.omp_outlined._debug__.exit:                      ; preds = %omp.inner.for.inc.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !106, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !82, !noalias !58
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare !callback !107 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !109 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !116
  br label %vector.ph, !dbg !117

vector.ph:                                        ; preds = %for.inc24, %entry
  %indvars.iv83 = phi i64 [ 0, %entry ], [ %indvars.iv.next84, %for.inc24 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv83, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !116
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv83, i64 0, !dbg !119
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !119
  br label %vector.body, !dbg !119

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !122
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = mul nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !124
  %1 = trunc <2 x i64> %0 to <2 x i32>, !dbg !126
  %2 = add <2 x i32> %1, <i32 1, i32 1>, !dbg !126
  %3 = urem <2 x i32> %2, <i32 40, i32 40>, !dbg !126
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !127
  %5 = fdiv <2 x double> %4, <double 4.000000e+01, double 4.000000e+01>, !dbg !128
  %6 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv83, i64 %index, !dbg !122
  %7 = bitcast double* %6 to <2 x double>*, !dbg !129
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !129, !tbaa !35
  %8 = shl nuw nsw <2 x i64> %vec.ind, <i64 1, i64 1>, !dbg !130
  %9 = add nuw nsw <2 x i64> %8, %broadcast.splat, !dbg !131
  %10 = trunc <2 x i64> %9 to <2 x i32>, !dbg !132
  %11 = urem <2 x i32> %10, <i32 40, i32 40>, !dbg !132
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !133
  %13 = fdiv <2 x double> %12, <double 4.000000e+01, double 4.000000e+01>, !dbg !134
  %14 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv83, i64 %index, !dbg !122
  %15 = bitcast double* %14 to <2 x double>*, !dbg !135
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !135, !tbaa !35
  %16 = add nuw nsw <2 x i64> %vec.ind, <i64 3, i64 3>, !dbg !136
  %17 = mul nuw nsw <2 x i64> %16, %broadcast.splat, !dbg !137
  %18 = trunc <2 x i64> %17 to <2 x i32>, !dbg !138
  %19 = urem <2 x i32> %18, <i32 40, i32 40>, !dbg !138
  %20 = sitofp <2 x i32> %19 to <2 x double>, !dbg !139
  %21 = fdiv <2 x double> %20, <double 4.000000e+01, double 4.000000e+01>, !dbg !140
  %22 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv83, i64 %index, !dbg !122
  %23 = bitcast double* %22 to <2 x double>*, !dbg !141
  store <2 x double> %21, <2 x double>* %23, align 16, !dbg !141, !tbaa !35
  %index.next = add nuw i64 %index, 2, !dbg !122
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %24 = icmp eq i64 %index.next, 40, !dbg !122
  br i1 %24, label %for.inc24, label %vector.body, !dbg !122, !llvm.loop !142

for.inc24:                                        ; preds = %vector.body
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1, !dbg !145
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next84, metadata !113, metadata !DIExpression()), !dbg !116
  %exitcond86.not = icmp eq i64 %indvars.iv.next84, 40, !dbg !146
  br i1 %exitcond86.not, label %for.end26, label %vector.ph, !dbg !117, !llvm.loop !147

for.end26:                                        ; preds = %for.inc24
  tail call void @kernel_omp_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !116
  br label %for.cond31.preheader, !dbg !150

for.cond31.preheader:                             ; preds = %for.end26, %for.inc43
  %indvars.iv91 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next92, %for.inc43 ]
  %s.075 = phi double [ 0.000000e+00, %for.end26 ], [ %add39.4, %for.inc43 ]
  call void @llvm.dbg.value(metadata double %s.075, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv91, metadata !113, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %s.075, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !116
  br label %for.body34, !dbg !152

for.body34:                                       ; preds = %for.body34, %for.cond31.preheader
  %indvars.iv87 = phi i64 [ 0, %for.cond31.preheader ], [ %indvars.iv.next88.4, %for.body34 ]
  %s.173 = phi double [ %s.075, %for.cond31.preheader ], [ %add39.4, %for.body34 ]
  call void @llvm.dbg.value(metadata double %s.173, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv87, metadata !114, metadata !DIExpression()), !dbg !116
  %arrayidx38 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv87, !dbg !155
  %25 = load double, double* %arrayidx38, align 8, !dbg !155, !tbaa !35
  %add39 = fadd double %s.173, %25, !dbg !157
  call void @llvm.dbg.value(metadata double %add39, metadata !115, metadata !DIExpression()), !dbg !116
  %indvars.iv.next88 = add nuw nsw i64 %indvars.iv87, 1, !dbg !158
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %add39, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88, metadata !114, metadata !DIExpression()), !dbg !116
  %arrayidx38.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88, !dbg !155
  %26 = load double, double* %arrayidx38.1, align 8, !dbg !155, !tbaa !35
  %add39.1 = fadd double %add39, %26, !dbg !157
  call void @llvm.dbg.value(metadata double %add39.1, metadata !115, metadata !DIExpression()), !dbg !116
  %indvars.iv.next88.1 = add nuw nsw i64 %indvars.iv87, 2, !dbg !158
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.1, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %add39.1, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.1, metadata !114, metadata !DIExpression()), !dbg !116
  %arrayidx38.2 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88.1, !dbg !155
  %27 = load double, double* %arrayidx38.2, align 8, !dbg !155, !tbaa !35
  %add39.2 = fadd double %add39.1, %27, !dbg !157
  call void @llvm.dbg.value(metadata double %add39.2, metadata !115, metadata !DIExpression()), !dbg !116
  %indvars.iv.next88.2 = add nuw nsw i64 %indvars.iv87, 3, !dbg !158
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.2, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %add39.2, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.2, metadata !114, metadata !DIExpression()), !dbg !116
  %arrayidx38.3 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88.2, !dbg !155
  %28 = load double, double* %arrayidx38.3, align 8, !dbg !155, !tbaa !35
  %add39.3 = fadd double %add39.2, %28, !dbg !157
  call void @llvm.dbg.value(metadata double %add39.3, metadata !115, metadata !DIExpression()), !dbg !116
  %indvars.iv.next88.3 = add nuw nsw i64 %indvars.iv87, 4, !dbg !158
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.3, metadata !114, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata double %add39.3, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.3, metadata !114, metadata !DIExpression()), !dbg !116
  %arrayidx38.4 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88.3, !dbg !155
  %29 = load double, double* %arrayidx38.4, align 8, !dbg !155, !tbaa !35
  %add39.4 = fadd double %add39.3, %29, !dbg !157
  call void @llvm.dbg.value(metadata double %add39.4, metadata !115, metadata !DIExpression()), !dbg !116
  %indvars.iv.next88.4 = add nuw nsw i64 %indvars.iv87, 5, !dbg !158
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.4, metadata !114, metadata !DIExpression()), !dbg !116
  %exitcond90.not.4 = icmp eq i64 %indvars.iv.next88.4, 40, !dbg !159
  br i1 %exitcond90.not.4, label %for.inc43, label %for.body34, !dbg !152, !llvm.loop !160

for.inc43:                                        ; preds = %for.body34
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, 1, !dbg !162
  call void @llvm.dbg.value(metadata double %add39.4, metadata !115, metadata !DIExpression()), !dbg !116
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next92, metadata !113, metadata !DIExpression()), !dbg !116
  %exitcond94.not = icmp eq i64 %indvars.iv.next92, 40, !dbg !163
  br i1 %exitcond94.not, label %for.end45, label %for.cond31.preheader, !dbg !150, !llvm.loop !164

for.end45:                                        ; preds = %for.inc43
  store double %add39.4, double* @checksum, align 8, !dbg !166, !tbaa !35
  ret i32 0, !dbg !167
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
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_omp_gemm", scope: !3, file: !3, line: 14, type: !25, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 14, type: !5)
!29 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 14, type: !5)
!30 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 16, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 16, type: !31)
!33 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 16, type: !31)
!34 = !DILocation(line: 0, scope: !24)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 16, column: 7, scope: !24)
!40 = !DILocation(line: 16, column: 10, scope: !24)
!41 = !DILocation(line: 16, column: 13, scope: !24)
!42 = !DILocation(line: 17, column: 1, scope: !24)
!43 = !DILocation(line: 24, column: 1, scope: !24)
!44 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !45, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47, !47, !51, !51}
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!52 = !{!53, !54, !55, !56}
!53 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !44, type: !47, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !44, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "beta", arg: 3, scope: !44, type: !51, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "alpha", arg: 4, scope: !44, type: !51, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !44)
!58 = !{!59}
!59 = distinct !{!59, !60, !".omp_outlined._debug__: %.global_tid."}
!60 = distinct !{!60, !".omp_outlined._debug__"}
!61 = !DILocation(line: 17, column: 1, scope: !44)
!62 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !63, type: !47, flags: DIFlagArtificial)
!63 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !45, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!64 = !{!62, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75}
!65 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !63, type: !47, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "beta", arg: 3, scope: !63, file: !3, line: 14, type: !51)
!67 = !DILocalVariable(name: "alpha", arg: 4, scope: !63, file: !3, line: 14, type: !51)
!68 = !DILocalVariable(name: ".omp.iv", scope: !63, type: !31, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: ".omp.lb", scope: !63, type: !31, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: ".omp.ub", scope: !63, type: !31, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".omp.stride", scope: !63, type: !31, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".omp.is_last", scope: !63, type: !31, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "j", scope: !63, type: !31, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "k", scope: !63, type: !31, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "i", scope: !63, type: !31, flags: DIFlagArtificial)
!76 = !DILocation(line: 0, scope: !63, inlinedAt: !77)
!77 = distinct !DILocation(line: 17, column: 1, scope: !44)
!78 = !DILocation(line: 18, column: 3, scope: !63, inlinedAt: !77)
!79 = !DILocation(line: 18, column: 8, scope: !63, inlinedAt: !77)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !37, i64 0}
!82 = !DILocation(line: 17, column: 1, scope: !63, inlinedAt: !77)
!83 = !DILocation(line: 19, column: 5, scope: !84, inlinedAt: !77)
!84 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 5)
!85 = !DILocation(line: 20, column: 7, scope: !86, inlinedAt: !77)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 19, column: 29)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 19, column: 5)
!88 = !DILocation(line: 20, column: 15, scope: !86, inlinedAt: !77)
!89 = !DILocation(line: 21, column: 7, scope: !90, inlinedAt: !77)
!90 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 7)
!91 = !DILocation(line: 22, column: 28, scope: !92, inlinedAt: !77)
!92 = distinct !DILexicalBlock(scope: !90, file: !3, line: 21, column: 7)
!93 = !DILocation(line: 22, column: 26, scope: !92, inlinedAt: !77)
!94 = !DILocation(line: 22, column: 38, scope: !92, inlinedAt: !77)
!95 = !DILocation(line: 22, column: 17, scope: !92, inlinedAt: !77)
!96 = !DILocation(line: 21, column: 27, scope: !92, inlinedAt: !77)
!97 = !DILocation(line: 21, column: 21, scope: !92, inlinedAt: !77)
!98 = distinct !{!98, !89, !99, !100}
!99 = !DILocation(line: 22, column: 44, scope: !90, inlinedAt: !77)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 19, column: 25, scope: !87, inlinedAt: !77)
!102 = !DILocation(line: 19, column: 19, scope: !87, inlinedAt: !77)
!103 = distinct !{!103, !83, !104, !100}
!104 = !DILocation(line: 23, column: 5, scope: !84, inlinedAt: !77)
!105 = distinct !{!105, !82, !106}
!106 = !DILocation(line: 17, column: 39, scope: !63, inlinedAt: !77)
!107 = !{!108}
!108 = !{i64 2, i64 -1, i64 -1, i1 true}
!109 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !110, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!31}
!112 = !{!113, !114, !115}
!113 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 28, type: !31)
!114 = !DILocalVariable(name: "j", scope: !109, file: !3, line: 28, type: !31)
!115 = !DILocalVariable(name: "s", scope: !109, file: !3, line: 29, type: !5)
!116 = !DILocation(line: 0, scope: !109)
!117 = !DILocation(line: 30, column: 3, scope: !118)
!118 = distinct !DILexicalBlock(scope: !109, file: !3, line: 30, column: 3)
!119 = !DILocation(line: 31, column: 5, scope: !120)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 31, column: 5)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 30, column: 3)
!122 = !DILocation(line: 31, column: 25, scope: !123)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 31, column: 5)
!124 = !DILocation(line: 32, column: 29, scope: !125)
!125 = distinct !DILexicalBlock(scope: !123, file: !3, line: 31, column: 29)
!126 = !DILocation(line: 32, column: 38, scope: !125)
!127 = !DILocation(line: 32, column: 17, scope: !125)
!128 = !DILocation(line: 32, column: 43, scope: !125)
!129 = !DILocation(line: 32, column: 15, scope: !125)
!130 = !DILocation(line: 33, column: 33, scope: !125)
!131 = !DILocation(line: 33, column: 29, scope: !125)
!132 = !DILocation(line: 33, column: 38, scope: !125)
!133 = !DILocation(line: 33, column: 17, scope: !125)
!134 = !DILocation(line: 33, column: 43, scope: !125)
!135 = !DILocation(line: 33, column: 15, scope: !125)
!136 = !DILocation(line: 34, column: 34, scope: !125)
!137 = !DILocation(line: 34, column: 29, scope: !125)
!138 = !DILocation(line: 34, column: 40, scope: !125)
!139 = !DILocation(line: 34, column: 17, scope: !125)
!140 = !DILocation(line: 34, column: 45, scope: !125)
!141 = !DILocation(line: 34, column: 15, scope: !125)
!142 = distinct !{!142, !119, !143, !100, !144}
!143 = !DILocation(line: 35, column: 5, scope: !120)
!144 = !{!"llvm.loop.isvectorized", i32 1}
!145 = !DILocation(line: 30, column: 23, scope: !121)
!146 = !DILocation(line: 30, column: 17, scope: !121)
!147 = distinct !{!147, !117, !148, !100}
!148 = !DILocation(line: 35, column: 5, scope: !118)
!149 = !DILocation(line: 36, column: 3, scope: !109)
!150 = !DILocation(line: 37, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !109, file: !3, line: 37, column: 3)
!152 = !DILocation(line: 38, column: 5, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 38, column: 5)
!154 = distinct !DILexicalBlock(scope: !151, file: !3, line: 37, column: 3)
!155 = !DILocation(line: 39, column: 12, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !3, line: 38, column: 5)
!157 = !DILocation(line: 39, column: 9, scope: !156)
!158 = !DILocation(line: 38, column: 25, scope: !156)
!159 = !DILocation(line: 38, column: 19, scope: !156)
!160 = distinct !{!160, !152, !161, !100}
!161 = !DILocation(line: 39, column: 18, scope: !153)
!162 = !DILocation(line: 37, column: 23, scope: !154)
!163 = !DILocation(line: 37, column: 17, scope: !154)
!164 = distinct !{!164, !150, !165, !100}
!165 = !DILocation(line: 39, column: 18, scope: !151)
!166 = !DILocation(line: 40, column: 12, scope: !109)
!167 = !DILocation(line: 41, column: 3, scope: !109)
