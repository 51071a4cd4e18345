; ModuleID = 'omp_gemm.c'
source_filename = "omp_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemm.c;kernel_omp_gemm;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@C = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@A = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@B = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !14
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
  call void @llvm.dbg.value(metadata i32 15, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 15, i32* %.omp.ub.i, align 4, !dbg !79, !tbaa !80, !noalias !58
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
  %6 = icmp slt i32 %5, 15, !dbg !79
  %cond.i = select i1 %6, i32 %5, i32 15, !dbg !79
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
  %broadcast.splatinsert = insertelement <2 x double> poison, double %8, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.ph, !dbg !78

vector.ph:                                        ; preds = %for.cond.preheader.lr.ph.i, %omp.inner.for.inc.i
  %indvars.iv7.i = phi i64 [ %10, %for.cond.preheader.lr.ph.i ], [ %indvars.iv.next8.i, %omp.inner.for.inc.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv7.i, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !76
  %arrayidx12.15.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 15
  %.pre25.i = load double, double* %arrayidx12.15.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.15.i = fmul double %9, %.pre25.i
  %arrayidx12.14.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 14
  %.pre24.i = load double, double* %arrayidx12.14.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.14.i = fmul double %9, %.pre24.i
  %arrayidx12.13.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 13
  %.pre23.i = load double, double* %arrayidx12.13.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.13.i = fmul double %9, %.pre23.i
  %arrayidx12.12.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 12
  %.pre22.i = load double, double* %arrayidx12.12.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.12.i = fmul double %9, %.pre22.i
  %arrayidx12.11.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 11
  %.pre21.i = load double, double* %arrayidx12.11.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.11.i = fmul double %9, %.pre21.i
  %arrayidx12.10.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 10
  %.pre20.i = load double, double* %arrayidx12.10.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.10.i = fmul double %9, %.pre20.i
  %arrayidx12.9.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 9
  %.pre19.i = load double, double* %arrayidx12.9.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.9.i = fmul double %9, %.pre19.i
  %arrayidx12.8.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 8
  %.pre18.i = load double, double* %arrayidx12.8.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.8.i = fmul double %9, %.pre18.i
  %arrayidx12.7.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 7
  %.pre17.i = load double, double* %arrayidx12.7.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.7.i = fmul double %9, %.pre17.i
  %arrayidx12.6.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 6
  %.pre16.i = load double, double* %arrayidx12.6.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.6.i = fmul double %9, %.pre16.i
  %arrayidx12.5.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 5
  %.pre15.i = load double, double* %arrayidx12.5.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.5.i = fmul double %9, %.pre15.i
  %arrayidx12.4.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 4
  %.pre14.i = load double, double* %arrayidx12.4.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.4.i = fmul double %9, %.pre14.i
  %arrayidx12.3.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 3
  %.pre13.i = load double, double* %arrayidx12.3.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.3.i = fmul double %9, %.pre13.i
  %arrayidx12.2.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 2
  %.pre12.i = load double, double* %arrayidx12.2.phi.trans.insert.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.2.i = fmul double %9, %.pre12.i
  %arrayidx12.1.phi.trans.insert.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 1
  %.pre11.i = load double, double* %arrayidx12.1.phi.trans.insert.i, align 8, !dbg !83, !tbaa !35, !noalias !58
  %mul13.1.i = fmul double %9, %.pre11.i
  %arrayidx12.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv7.i, i64 0, !dbg !83
  %.pre.i = load double, double* %arrayidx12.i, align 16, !dbg !83, !tbaa !35, !noalias !58
  %mul13.i = fmul double %9, %.pre.i
  %broadcast.splatinsert4 = insertelement <2 x double> poison, double %mul13.i, i64 0, !dbg !89
  %broadcast.splat5 = shufflevector <2 x double> %broadcast.splatinsert4, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert7 = insertelement <2 x double> poison, double %mul13.1.i, i64 0, !dbg !89
  %broadcast.splat8 = shufflevector <2 x double> %broadcast.splatinsert7, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert10 = insertelement <2 x double> poison, double %mul13.2.i, i64 0, !dbg !89
  %broadcast.splat11 = shufflevector <2 x double> %broadcast.splatinsert10, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert13 = insertelement <2 x double> poison, double %mul13.3.i, i64 0, !dbg !89
  %broadcast.splat14 = shufflevector <2 x double> %broadcast.splatinsert13, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert16 = insertelement <2 x double> poison, double %mul13.4.i, i64 0, !dbg !89
  %broadcast.splat17 = shufflevector <2 x double> %broadcast.splatinsert16, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert19 = insertelement <2 x double> poison, double %mul13.5.i, i64 0, !dbg !89
  %broadcast.splat20 = shufflevector <2 x double> %broadcast.splatinsert19, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert22 = insertelement <2 x double> poison, double %mul13.6.i, i64 0, !dbg !89
  %broadcast.splat23 = shufflevector <2 x double> %broadcast.splatinsert22, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert25 = insertelement <2 x double> poison, double %mul13.7.i, i64 0, !dbg !89
  %broadcast.splat26 = shufflevector <2 x double> %broadcast.splatinsert25, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert28 = insertelement <2 x double> poison, double %mul13.8.i, i64 0, !dbg !89
  %broadcast.splat29 = shufflevector <2 x double> %broadcast.splatinsert28, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert31 = insertelement <2 x double> poison, double %mul13.9.i, i64 0, !dbg !89
  %broadcast.splat32 = shufflevector <2 x double> %broadcast.splatinsert31, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert34 = insertelement <2 x double> poison, double %mul13.10.i, i64 0, !dbg !89
  %broadcast.splat35 = shufflevector <2 x double> %broadcast.splatinsert34, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert37 = insertelement <2 x double> poison, double %mul13.11.i, i64 0, !dbg !89
  %broadcast.splat38 = shufflevector <2 x double> %broadcast.splatinsert37, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert40 = insertelement <2 x double> poison, double %mul13.12.i, i64 0, !dbg !89
  %broadcast.splat41 = shufflevector <2 x double> %broadcast.splatinsert40, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert43 = insertelement <2 x double> poison, double %mul13.13.i, i64 0, !dbg !89
  %broadcast.splat44 = shufflevector <2 x double> %broadcast.splatinsert43, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert46 = insertelement <2 x double> poison, double %mul13.14.i, i64 0, !dbg !89
  %broadcast.splat47 = shufflevector <2 x double> %broadcast.splatinsert46, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %broadcast.splatinsert49 = insertelement <2 x double> poison, double %mul13.15.i, i64 0, !dbg !89
  %broadcast.splat50 = shufflevector <2 x double> %broadcast.splatinsert49, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  br label %vector.body, !dbg !89

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !90
  %12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv7.i, i64 %index, !dbg !90
  %13 = bitcast double* %12 to <2 x double>*, !dbg !91
  %wide.load = load <2 x double>, <2 x double>* %13, align 16, !dbg !91, !tbaa !35, !noalias !58
  %14 = fmul <2 x double> %broadcast.splat, %wide.load, !dbg !91
  %15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 0, i64 %index, !dbg !90
  %16 = bitcast double* %15 to <2 x double>*, !dbg !92
  %wide.load3 = load <2 x double>, <2 x double>* %16, align 16, !dbg !92, !tbaa !35, !noalias !58
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat5, <2 x double> %wide.load3, <2 x double> %14), !dbg !93
  %18 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 1, i64 %index, !dbg !90
  %19 = bitcast double* %18 to <2 x double>*, !dbg !92
  %wide.load6 = load <2 x double>, <2 x double>* %19, align 16, !dbg !92, !tbaa !35, !noalias !58
  %20 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat8, <2 x double> %wide.load6, <2 x double> %17), !dbg !93
  %21 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 2, i64 %index, !dbg !90
  %22 = bitcast double* %21 to <2 x double>*, !dbg !92
  %wide.load9 = load <2 x double>, <2 x double>* %22, align 16, !dbg !92, !tbaa !35, !noalias !58
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat11, <2 x double> %wide.load9, <2 x double> %20), !dbg !93
  %24 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 3, i64 %index, !dbg !90
  %25 = bitcast double* %24 to <2 x double>*, !dbg !92
  %wide.load12 = load <2 x double>, <2 x double>* %25, align 16, !dbg !92, !tbaa !35, !noalias !58
  %26 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat14, <2 x double> %wide.load12, <2 x double> %23), !dbg !93
  %27 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 4, i64 %index, !dbg !90
  %28 = bitcast double* %27 to <2 x double>*, !dbg !92
  %wide.load15 = load <2 x double>, <2 x double>* %28, align 16, !dbg !92, !tbaa !35, !noalias !58
  %29 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat17, <2 x double> %wide.load15, <2 x double> %26), !dbg !93
  %30 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 5, i64 %index, !dbg !90
  %31 = bitcast double* %30 to <2 x double>*, !dbg !92
  %wide.load18 = load <2 x double>, <2 x double>* %31, align 16, !dbg !92, !tbaa !35, !noalias !58
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat20, <2 x double> %wide.load18, <2 x double> %29), !dbg !93
  %33 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 6, i64 %index, !dbg !90
  %34 = bitcast double* %33 to <2 x double>*, !dbg !92
  %wide.load21 = load <2 x double>, <2 x double>* %34, align 16, !dbg !92, !tbaa !35, !noalias !58
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat23, <2 x double> %wide.load21, <2 x double> %32), !dbg !93
  %36 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 7, i64 %index, !dbg !90
  %37 = bitcast double* %36 to <2 x double>*, !dbg !92
  %wide.load24 = load <2 x double>, <2 x double>* %37, align 16, !dbg !92, !tbaa !35, !noalias !58
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat26, <2 x double> %wide.load24, <2 x double> %35), !dbg !93
  %39 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 8, i64 %index, !dbg !90
  %40 = bitcast double* %39 to <2 x double>*, !dbg !92
  %wide.load27 = load <2 x double>, <2 x double>* %40, align 16, !dbg !92, !tbaa !35, !noalias !58
  %41 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat29, <2 x double> %wide.load27, <2 x double> %38), !dbg !93
  %42 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 9, i64 %index, !dbg !90
  %43 = bitcast double* %42 to <2 x double>*, !dbg !92
  %wide.load30 = load <2 x double>, <2 x double>* %43, align 16, !dbg !92, !tbaa !35, !noalias !58
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat32, <2 x double> %wide.load30, <2 x double> %41), !dbg !93
  %45 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 10, i64 %index, !dbg !90
  %46 = bitcast double* %45 to <2 x double>*, !dbg !92
  %wide.load33 = load <2 x double>, <2 x double>* %46, align 16, !dbg !92, !tbaa !35, !noalias !58
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat35, <2 x double> %wide.load33, <2 x double> %44), !dbg !93
  %48 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 11, i64 %index, !dbg !90
  %49 = bitcast double* %48 to <2 x double>*, !dbg !92
  %wide.load36 = load <2 x double>, <2 x double>* %49, align 16, !dbg !92, !tbaa !35, !noalias !58
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat38, <2 x double> %wide.load36, <2 x double> %47), !dbg !93
  %51 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 12, i64 %index, !dbg !90
  %52 = bitcast double* %51 to <2 x double>*, !dbg !92
  %wide.load39 = load <2 x double>, <2 x double>* %52, align 16, !dbg !92, !tbaa !35, !noalias !58
  %53 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat41, <2 x double> %wide.load39, <2 x double> %50), !dbg !93
  %54 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 13, i64 %index, !dbg !90
  %55 = bitcast double* %54 to <2 x double>*, !dbg !92
  %wide.load42 = load <2 x double>, <2 x double>* %55, align 16, !dbg !92, !tbaa !35, !noalias !58
  %56 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat44, <2 x double> %wide.load42, <2 x double> %53), !dbg !93
  %57 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 14, i64 %index, !dbg !90
  %58 = bitcast double* %57 to <2 x double>*, !dbg !92
  %wide.load45 = load <2 x double>, <2 x double>* %58, align 16, !dbg !92, !tbaa !35, !noalias !58
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat47, <2 x double> %wide.load45, <2 x double> %56), !dbg !93
  %60 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 15, i64 %index, !dbg !90
  %61 = bitcast double* %60 to <2 x double>*, !dbg !92
  %wide.load48 = load <2 x double>, <2 x double>* %61, align 16, !dbg !92, !tbaa !35, !noalias !58
  %62 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat50, <2 x double> %wide.load48, <2 x double> %59), !dbg !93
  %63 = bitcast double* %12 to <2 x double>*, !dbg !93
  store <2 x double> %62, <2 x double>* %63, align 16, !dbg !93, !tbaa !35, !noalias !58
  %index.next = add nuw i64 %index, 2, !dbg !90
  %64 = icmp eq i64 %index.next, 16, !dbg !90
  br i1 %64, label %omp.inner.for.inc.i, label %vector.body, !dbg !90, !llvm.loop !94

omp.inner.for.inc.i:                              ; preds = %vector.body
  %indvars.iv.next8.i = add nsw i64 %indvars.iv7.i, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next8.i, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %lftr.wideiv.i = trunc i64 %indvars.iv.next8.i to i32, !dbg !78
  %exitcond10.not.i = icmp eq i32 %11, %lftr.wideiv.i, !dbg !78
  br i1 %exitcond10.not.i, label %.omp_outlined._debug__.exit, label %vector.ph, !dbg !78, !llvm.loop !98

.omp_outlined._debug__.exit:                      ; preds = %omp.inner.for.inc.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !99, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !82, !noalias !58
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare !callback !100 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !102 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !109
  br label %vector.ph, !dbg !110

vector.ph:                                        ; preds = %vector.ph, %entry
  %indvars.iv83 = phi i64 [ 0, %entry ], [ %indvars.iv.next84, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv83, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !109
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv83, i64 0, !dbg !112
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !112
  %0 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %1 = mul nuw <2 x i32> %0, <i32 0, i32 1>, !dbg !115
  %2 = add <2 x i32> %1, <i32 1, i32 1>, !dbg !115
  %3 = and <2 x i32> %2, <i32 15, i32 15>, !dbg !115
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !118
  %5 = fmul <2 x double> %4, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 0, !dbg !120
  %7 = bitcast double* %6 to <2 x double>*, !dbg !121
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !121, !tbaa !35
  %8 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %9 = add <2 x i32> %8, <i32 0, i32 2>, !dbg !122
  %10 = and <2 x i32> %9, <i32 15, i32 15>, !dbg !122
  %11 = sitofp <2 x i32> %10 to <2 x double>, !dbg !123
  %12 = fmul <2 x double> %11, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 0, !dbg !120
  %14 = bitcast double* %13 to <2 x double>*, !dbg !125
  store <2 x double> %12, <2 x double>* %14, align 16, !dbg !125, !tbaa !35
  %15 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %16 = mul <2 x i32> %15, <i32 3, i32 4>, !dbg !126
  %17 = and <2 x i32> %16, <i32 15, i32 15>, !dbg !126
  %18 = sitofp <2 x i32> %17 to <2 x double>, !dbg !127
  %19 = fmul <2 x double> %18, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %20 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 0, !dbg !120
  %21 = bitcast double* %20 to <2 x double>*, !dbg !129
  store <2 x double> %19, <2 x double>* %21, align 16, !dbg !129, !tbaa !35
  %22 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %23 = mul <2 x i32> %22, <i32 2, i32 3>, !dbg !115
  %24 = add <2 x i32> %23, <i32 1, i32 1>, !dbg !115
  %25 = and <2 x i32> %24, <i32 15, i32 15>, !dbg !115
  %26 = sitofp <2 x i32> %25 to <2 x double>, !dbg !118
  %27 = fmul <2 x double> %26, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %28 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 2, !dbg !120
  %29 = bitcast double* %28 to <2 x double>*, !dbg !121
  store <2 x double> %27, <2 x double>* %29, align 16, !dbg !121, !tbaa !35
  %30 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %31 = add <2 x i32> %30, <i32 4, i32 6>, !dbg !122
  %32 = and <2 x i32> %31, <i32 15, i32 15>, !dbg !122
  %33 = sitofp <2 x i32> %32 to <2 x double>, !dbg !123
  %34 = fmul <2 x double> %33, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %35 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 2, !dbg !120
  %36 = bitcast double* %35 to <2 x double>*, !dbg !125
  store <2 x double> %34, <2 x double>* %36, align 16, !dbg !125, !tbaa !35
  %37 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %38 = mul <2 x i32> %37, <i32 5, i32 6>, !dbg !126
  %39 = and <2 x i32> %38, <i32 15, i32 15>, !dbg !126
  %40 = sitofp <2 x i32> %39 to <2 x double>, !dbg !127
  %41 = fmul <2 x double> %40, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %42 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 2, !dbg !120
  %43 = bitcast double* %42 to <2 x double>*, !dbg !129
  store <2 x double> %41, <2 x double>* %43, align 16, !dbg !129, !tbaa !35
  %44 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %45 = mul <2 x i32> %44, <i32 4, i32 5>, !dbg !115
  %46 = add <2 x i32> %45, <i32 1, i32 1>, !dbg !115
  %47 = and <2 x i32> %46, <i32 15, i32 15>, !dbg !115
  %48 = sitofp <2 x i32> %47 to <2 x double>, !dbg !118
  %49 = fmul <2 x double> %48, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %50 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 4, !dbg !120
  %51 = bitcast double* %50 to <2 x double>*, !dbg !121
  store <2 x double> %49, <2 x double>* %51, align 16, !dbg !121, !tbaa !35
  %52 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %53 = add <2 x i32> %52, <i32 8, i32 10>, !dbg !122
  %54 = and <2 x i32> %53, <i32 15, i32 15>, !dbg !122
  %55 = sitofp <2 x i32> %54 to <2 x double>, !dbg !123
  %56 = fmul <2 x double> %55, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %57 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 4, !dbg !120
  %58 = bitcast double* %57 to <2 x double>*, !dbg !125
  store <2 x double> %56, <2 x double>* %58, align 16, !dbg !125, !tbaa !35
  %59 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %60 = mul <2 x i32> %59, <i32 7, i32 8>, !dbg !126
  %61 = and <2 x i32> %60, <i32 15, i32 15>, !dbg !126
  %62 = sitofp <2 x i32> %61 to <2 x double>, !dbg !127
  %63 = fmul <2 x double> %62, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %64 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 4, !dbg !120
  %65 = bitcast double* %64 to <2 x double>*, !dbg !129
  store <2 x double> %63, <2 x double>* %65, align 16, !dbg !129, !tbaa !35
  %66 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %67 = mul <2 x i32> %66, <i32 6, i32 7>, !dbg !115
  %68 = add <2 x i32> %67, <i32 1, i32 1>, !dbg !115
  %69 = and <2 x i32> %68, <i32 15, i32 15>, !dbg !115
  %70 = sitofp <2 x i32> %69 to <2 x double>, !dbg !118
  %71 = fmul <2 x double> %70, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %72 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 6, !dbg !120
  %73 = bitcast double* %72 to <2 x double>*, !dbg !121
  store <2 x double> %71, <2 x double>* %73, align 16, !dbg !121, !tbaa !35
  %74 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %75 = add <2 x i32> %74, <i32 12, i32 14>, !dbg !122
  %76 = and <2 x i32> %75, <i32 15, i32 15>, !dbg !122
  %77 = sitofp <2 x i32> %76 to <2 x double>, !dbg !123
  %78 = fmul <2 x double> %77, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %79 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 6, !dbg !120
  %80 = bitcast double* %79 to <2 x double>*, !dbg !125
  store <2 x double> %78, <2 x double>* %80, align 16, !dbg !125, !tbaa !35
  %81 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %82 = mul <2 x i32> %81, <i32 9, i32 10>, !dbg !126
  %83 = and <2 x i32> %82, <i32 15, i32 15>, !dbg !126
  %84 = sitofp <2 x i32> %83 to <2 x double>, !dbg !127
  %85 = fmul <2 x double> %84, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %86 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 6, !dbg !120
  %87 = bitcast double* %86 to <2 x double>*, !dbg !129
  store <2 x double> %85, <2 x double>* %87, align 16, !dbg !129, !tbaa !35
  %88 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %89 = mul <2 x i32> %88, <i32 8, i32 9>, !dbg !115
  %90 = add <2 x i32> %89, <i32 1, i32 1>, !dbg !115
  %91 = and <2 x i32> %90, <i32 15, i32 15>, !dbg !115
  %92 = sitofp <2 x i32> %91 to <2 x double>, !dbg !118
  %93 = fmul <2 x double> %92, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %94 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 8, !dbg !120
  %95 = bitcast double* %94 to <2 x double>*, !dbg !121
  store <2 x double> %93, <2 x double>* %95, align 16, !dbg !121, !tbaa !35
  %96 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %97 = add <2 x i32> %96, <i32 16, i32 18>, !dbg !122
  %98 = and <2 x i32> %97, <i32 15, i32 15>, !dbg !122
  %99 = sitofp <2 x i32> %98 to <2 x double>, !dbg !123
  %100 = fmul <2 x double> %99, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %101 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 8, !dbg !120
  %102 = bitcast double* %101 to <2 x double>*, !dbg !125
  store <2 x double> %100, <2 x double>* %102, align 16, !dbg !125, !tbaa !35
  %103 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %104 = mul <2 x i32> %103, <i32 11, i32 12>, !dbg !126
  %105 = and <2 x i32> %104, <i32 15, i32 15>, !dbg !126
  %106 = sitofp <2 x i32> %105 to <2 x double>, !dbg !127
  %107 = fmul <2 x double> %106, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %108 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 8, !dbg !120
  %109 = bitcast double* %108 to <2 x double>*, !dbg !129
  store <2 x double> %107, <2 x double>* %109, align 16, !dbg !129, !tbaa !35
  %110 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %111 = mul <2 x i32> %110, <i32 10, i32 11>, !dbg !115
  %112 = add <2 x i32> %111, <i32 1, i32 1>, !dbg !115
  %113 = and <2 x i32> %112, <i32 15, i32 15>, !dbg !115
  %114 = sitofp <2 x i32> %113 to <2 x double>, !dbg !118
  %115 = fmul <2 x double> %114, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %116 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 10, !dbg !120
  %117 = bitcast double* %116 to <2 x double>*, !dbg !121
  store <2 x double> %115, <2 x double>* %117, align 16, !dbg !121, !tbaa !35
  %118 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %119 = add <2 x i32> %118, <i32 20, i32 22>, !dbg !122
  %120 = and <2 x i32> %119, <i32 15, i32 15>, !dbg !122
  %121 = sitofp <2 x i32> %120 to <2 x double>, !dbg !123
  %122 = fmul <2 x double> %121, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %123 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 10, !dbg !120
  %124 = bitcast double* %123 to <2 x double>*, !dbg !125
  store <2 x double> %122, <2 x double>* %124, align 16, !dbg !125, !tbaa !35
  %125 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %126 = mul <2 x i32> %125, <i32 13, i32 14>, !dbg !126
  %127 = and <2 x i32> %126, <i32 15, i32 15>, !dbg !126
  %128 = sitofp <2 x i32> %127 to <2 x double>, !dbg !127
  %129 = fmul <2 x double> %128, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %130 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 10, !dbg !120
  %131 = bitcast double* %130 to <2 x double>*, !dbg !129
  store <2 x double> %129, <2 x double>* %131, align 16, !dbg !129, !tbaa !35
  %132 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %133 = mul <2 x i32> %132, <i32 12, i32 13>, !dbg !115
  %134 = add <2 x i32> %133, <i32 1, i32 1>, !dbg !115
  %135 = and <2 x i32> %134, <i32 15, i32 15>, !dbg !115
  %136 = sitofp <2 x i32> %135 to <2 x double>, !dbg !118
  %137 = fmul <2 x double> %136, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %138 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 12, !dbg !120
  %139 = bitcast double* %138 to <2 x double>*, !dbg !121
  store <2 x double> %137, <2 x double>* %139, align 16, !dbg !121, !tbaa !35
  %140 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %141 = add <2 x i32> %140, <i32 24, i32 26>, !dbg !122
  %142 = and <2 x i32> %141, <i32 15, i32 15>, !dbg !122
  %143 = sitofp <2 x i32> %142 to <2 x double>, !dbg !123
  %144 = fmul <2 x double> %143, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %145 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 12, !dbg !120
  %146 = bitcast double* %145 to <2 x double>*, !dbg !125
  store <2 x double> %144, <2 x double>* %146, align 16, !dbg !125, !tbaa !35
  %147 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %148 = mul <2 x i32> %147, <i32 15, i32 16>, !dbg !126
  %149 = and <2 x i32> %148, <i32 15, i32 15>, !dbg !126
  %150 = sitofp <2 x i32> %149 to <2 x double>, !dbg !127
  %151 = fmul <2 x double> %150, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %152 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 12, !dbg !120
  %153 = bitcast double* %152 to <2 x double>*, !dbg !129
  store <2 x double> %151, <2 x double>* %153, align 16, !dbg !129, !tbaa !35
  %154 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !115
  %155 = mul <2 x i32> %154, <i32 14, i32 15>, !dbg !115
  %156 = add <2 x i32> %155, <i32 1, i32 1>, !dbg !115
  %157 = and <2 x i32> %156, <i32 15, i32 15>, !dbg !115
  %158 = sitofp <2 x i32> %157 to <2 x double>, !dbg !118
  %159 = fmul <2 x double> %158, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %160 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 14, !dbg !120
  %161 = bitcast double* %160 to <2 x double>*, !dbg !121
  store <2 x double> %159, <2 x double>* %161, align 16, !dbg !121, !tbaa !35
  %162 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !122
  %163 = add <2 x i32> %162, <i32 28, i32 30>, !dbg !122
  %164 = and <2 x i32> %163, <i32 15, i32 15>, !dbg !122
  %165 = sitofp <2 x i32> %164 to <2 x double>, !dbg !123
  %166 = fmul <2 x double> %165, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %167 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 14, !dbg !120
  %168 = bitcast double* %167 to <2 x double>*, !dbg !125
  store <2 x double> %166, <2 x double>* %168, align 16, !dbg !125, !tbaa !35
  %169 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !126
  %170 = mul <2 x i32> %169, <i32 17, i32 18>, !dbg !126
  %171 = and <2 x i32> %170, <i32 15, i32 15>, !dbg !126
  %172 = sitofp <2 x i32> %171 to <2 x double>, !dbg !127
  %173 = fmul <2 x double> %172, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %174 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 14, !dbg !120
  %175 = bitcast double* %174 to <2 x double>*, !dbg !129
  store <2 x double> %173, <2 x double>* %175, align 16, !dbg !129, !tbaa !35
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1, !dbg !130
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next84, metadata !106, metadata !DIExpression()), !dbg !109
  %exitcond86.not = icmp eq i64 %indvars.iv.next84, 16, !dbg !131
  br i1 %exitcond86.not, label %for.end26, label %vector.ph, !dbg !110, !llvm.loop !132

for.end26:                                        ; preds = %vector.ph
  tail call void @kernel_omp_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !109
  br label %for.cond31.preheader, !dbg !135

for.cond31.preheader:                             ; preds = %for.end26, %for.cond31.preheader
  %indvars.iv91 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next92, %for.cond31.preheader ]
  %s.075 = phi double [ 0.000000e+00, %for.end26 ], [ %add39.15, %for.cond31.preheader ]
  call void @llvm.dbg.value(metadata double %s.075, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %indvars.iv91, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %s.075, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %s.075, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 0, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 0, !dbg !137
  %176 = load double, double* %arrayidx38, align 16, !dbg !137, !tbaa !35
  %add39 = fadd double %s.075, %176, !dbg !141
  call void @llvm.dbg.value(metadata double %add39, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 1, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 1, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.1 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 1, !dbg !137
  %177 = load double, double* %arrayidx38.1, align 8, !dbg !137, !tbaa !35
  %add39.1 = fadd double %add39, %177, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.1, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.1, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.2 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 2, !dbg !137
  %178 = load double, double* %arrayidx38.2, align 16, !dbg !137, !tbaa !35
  %add39.2 = fadd double %add39.1, %178, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.2, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.2, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.3 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 3, !dbg !137
  %179 = load double, double* %arrayidx38.3, align 8, !dbg !137, !tbaa !35
  %add39.3 = fadd double %add39.2, %179, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.3, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.3, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.4 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 4, !dbg !137
  %180 = load double, double* %arrayidx38.4, align 16, !dbg !137, !tbaa !35
  %add39.4 = fadd double %add39.3, %180, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.4, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.4, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.5 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 5, !dbg !137
  %181 = load double, double* %arrayidx38.5, align 8, !dbg !137, !tbaa !35
  %add39.5 = fadd double %add39.4, %181, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.5, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.5, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 6, !dbg !137
  %182 = load double, double* %arrayidx38.6, align 16, !dbg !137, !tbaa !35
  %add39.6 = fadd double %add39.5, %182, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.6, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.6, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.7 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 7, !dbg !137
  %183 = load double, double* %arrayidx38.7, align 8, !dbg !137, !tbaa !35
  %add39.7 = fadd double %add39.6, %183, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.7, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 8, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.7, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 8, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.8 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 8, !dbg !137
  %184 = load double, double* %arrayidx38.8, align 16, !dbg !137, !tbaa !35
  %add39.8 = fadd double %add39.7, %184, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.8, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 9, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.8, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 9, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.9 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 9, !dbg !137
  %185 = load double, double* %arrayidx38.9, align 8, !dbg !137, !tbaa !35
  %add39.9 = fadd double %add39.8, %185, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.9, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 10, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.9, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 10, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 10, !dbg !137
  %186 = load double, double* %arrayidx38.10, align 16, !dbg !137, !tbaa !35
  %add39.10 = fadd double %add39.9, %186, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.10, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 11, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.10, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 11, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 11, !dbg !137
  %187 = load double, double* %arrayidx38.11, align 8, !dbg !137, !tbaa !35
  %add39.11 = fadd double %add39.10, %187, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.11, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 12, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.11, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 12, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 12, !dbg !137
  %188 = load double, double* %arrayidx38.12, align 16, !dbg !137, !tbaa !35
  %add39.12 = fadd double %add39.11, %188, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.12, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 13, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.12, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 13, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 13, !dbg !137
  %189 = load double, double* %arrayidx38.13, align 8, !dbg !137, !tbaa !35
  %add39.13 = fadd double %add39.12, %189, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.13, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 14, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.13, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 14, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.14 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 14, !dbg !137
  %190 = load double, double* %arrayidx38.14, align 16, !dbg !137, !tbaa !35
  %add39.14 = fadd double %add39.13, %190, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.14, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 15, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %add39.14, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 15, metadata !107, metadata !DIExpression()), !dbg !109
  %arrayidx38.15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 15, !dbg !137
  %191 = load double, double* %arrayidx38.15, align 8, !dbg !137, !tbaa !35
  %add39.15 = fadd double %add39.14, %191, !dbg !141
  call void @llvm.dbg.value(metadata double %add39.15, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 16, metadata !107, metadata !DIExpression()), !dbg !109
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, 1, !dbg !142
  call void @llvm.dbg.value(metadata double %add39.15, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next92, metadata !106, metadata !DIExpression()), !dbg !109
  %exitcond94.not = icmp eq i64 %indvars.iv.next92, 16, !dbg !143
  br i1 %exitcond94.not, label %for.end45, label %for.cond31.preheader, !dbg !135, !llvm.loop !144

for.end45:                                        ; preds = %for.cond31.preheader
  store double %add39.15, double* @checksum, align 8, !dbg !146, !tbaa !35
  ret i32 0, !dbg !147
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
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
!83 = !DILocation(line: 22, column: 28, scope: !84, inlinedAt: !77)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 21, column: 7)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 7)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 19, column: 29)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 19, column: 5)
!88 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 5)
!89 = !DILocation(line: 19, column: 5, scope: !88, inlinedAt: !77)
!90 = !DILocation(line: 19, column: 25, scope: !87, inlinedAt: !77)
!91 = !DILocation(line: 20, column: 15, scope: !86, inlinedAt: !77)
!92 = !DILocation(line: 22, column: 38, scope: !84, inlinedAt: !77)
!93 = !DILocation(line: 22, column: 17, scope: !84, inlinedAt: !77)
!94 = distinct !{!94, !89, !95, !96, !97}
!95 = !DILocation(line: 23, column: 5, scope: !88, inlinedAt: !77)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = distinct !{!98, !82, !99}
!99 = !DILocation(line: 17, column: 39, scope: !63, inlinedAt: !77)
!100 = !{!101}
!101 = !{i64 2, i64 -1, i64 -1, i1 true}
!102 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !103, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!31}
!105 = !{!106, !107, !108}
!106 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 28, type: !31)
!107 = !DILocalVariable(name: "j", scope: !102, file: !3, line: 28, type: !31)
!108 = !DILocalVariable(name: "s", scope: !102, file: !3, line: 29, type: !5)
!109 = !DILocation(line: 0, scope: !102)
!110 = !DILocation(line: 30, column: 3, scope: !111)
!111 = distinct !DILexicalBlock(scope: !102, file: !3, line: 30, column: 3)
!112 = !DILocation(line: 31, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 31, column: 5)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 30, column: 3)
!115 = !DILocation(line: 32, column: 38, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 31, column: 29)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 31, column: 5)
!118 = !DILocation(line: 32, column: 17, scope: !116)
!119 = !DILocation(line: 32, column: 43, scope: !116)
!120 = !DILocation(line: 31, column: 25, scope: !117)
!121 = !DILocation(line: 32, column: 15, scope: !116)
!122 = !DILocation(line: 33, column: 38, scope: !116)
!123 = !DILocation(line: 33, column: 17, scope: !116)
!124 = !DILocation(line: 33, column: 43, scope: !116)
!125 = !DILocation(line: 33, column: 15, scope: !116)
!126 = !DILocation(line: 34, column: 40, scope: !116)
!127 = !DILocation(line: 34, column: 17, scope: !116)
!128 = !DILocation(line: 34, column: 45, scope: !116)
!129 = !DILocation(line: 34, column: 15, scope: !116)
!130 = !DILocation(line: 30, column: 23, scope: !114)
!131 = !DILocation(line: 30, column: 17, scope: !114)
!132 = distinct !{!132, !110, !133, !96}
!133 = !DILocation(line: 35, column: 5, scope: !111)
!134 = !DILocation(line: 36, column: 3, scope: !102)
!135 = !DILocation(line: 37, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !102, file: !3, line: 37, column: 3)
!137 = !DILocation(line: 39, column: 12, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 38, column: 5)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 38, column: 5)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 37, column: 3)
!141 = !DILocation(line: 39, column: 9, scope: !138)
!142 = !DILocation(line: 37, column: 23, scope: !140)
!143 = !DILocation(line: 37, column: 17, scope: !140)
!144 = distinct !{!144, !135, !145, !96}
!145 = !DILocation(line: 39, column: 18, scope: !136)
!146 = !DILocation(line: 40, column: 12, scope: !102)
!147 = !DILocation(line: 41, column: 3, scope: !102)
