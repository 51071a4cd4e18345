; ModuleID = 'omp_dynamic.c'
source_filename = "omp_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_dynamic.c;kernel_omp_dynamic;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@L = internal unnamed_addr global [512 x [512 x double]] zeroinitializer, align 16, !dbg !7
@X = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !12
@Y = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !16

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_dynamic() local_unnamed_addr #0 !dbg !26 {
entry:
  call void @llvm.dbg.declare(metadata i32* undef, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !34
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !35
  ret void, !dbg !36
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid.) #4 !dbg !37 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !45, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !46, metadata !DIExpression()), !dbg !47
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48), !dbg !51
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !52, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* undef, metadata !55, metadata !DIExpression()) #3, !dbg !65
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()) #3, !dbg !65
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !68, !tbaa !69, !noalias !48
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 511, metadata !58, metadata !DIExpression()) #3, !dbg !65
  store i32 511, i32* %.omp.ub.i, align 4, !dbg !68, !tbaa !69, !noalias !48
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 1, metadata !59, metadata !DIExpression()) #3, !dbg !65
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !68, !tbaa !69, !noalias !48
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()) #3, !dbg !65
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !68, !tbaa !69, !noalias !48
  %4 = load i32, i32* %.global_tid., align 4, !dbg !67, !tbaa !69, !alias.scope !48
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %4, i32 1073741859, i32 0, i32 511, i32 1, i32 1) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !57, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !58, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !59, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !60, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  %5 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %4, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i) #3, !dbg !67, !noalias !48
  %tobool.not6.i = icmp eq i32 %5, 0, !dbg !67
  br i1 %tobool.not6.i, label %.omp_outlined._debug__.exit, label %omp.dispatch.body.i, !dbg !67

omp.dispatch.cond.loopexit.i:                     ; preds = %for.end.i, %omp.dispatch.body.i
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !57, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !58, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !59, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !60, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  %6 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %4, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i) #3, !dbg !67, !noalias !48
  %tobool.not.i = icmp eq i32 %6, 0, !dbg !67
  br i1 %tobool.not.i, label %.omp_outlined._debug__.exit, label %omp.dispatch.body.i, !dbg !67, !llvm.loop !73

omp.dispatch.body.i:                              ; preds = %entry, %omp.dispatch.cond.loopexit.i
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !68, !tbaa !69, !noalias !48
  call void @llvm.dbg.value(metadata i32 %7, metadata !57, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32 %7, metadata !56, metadata !DIExpression()) #3, !dbg !65
  %8 = load i32, i32* %.omp.ub.i, align 4, !tbaa !69, !noalias !48, !llvm.access.group !76
  call void @llvm.dbg.value(metadata i32 %8, metadata !58, metadata !DIExpression()) #3, !dbg !65
  %cmp.not4.i = icmp sgt i32 %7, %8, !dbg !67
  br i1 %cmp.not4.i, label %omp.dispatch.cond.loopexit.i, label %for.cond.preheader.preheader.i, !dbg !67

for.cond.preheader.preheader.i:                   ; preds = %omp.dispatch.body.i
  %9 = sext i32 %7 to i64, !dbg !74
  %10 = add i32 %8, 1, !dbg !74
  %11 = add i32 %7, 1, !dbg !74
  br label %for.cond.preheader.i, !dbg !74

for.cond.preheader.i:                             ; preds = %for.end.i, %for.cond.preheader.preheader.i
  %indvar = phi i32 [ %indvar.next, %for.end.i ], [ 0, %for.cond.preheader.preheader.i ]
  %indvars.iv10.i = phi i64 [ %indvars.iv.next11.i, %for.end.i ], [ %9, %for.cond.preheader.preheader.i ]
  %12 = add i32 %11, %indvar, !dbg !67
  %13 = zext i32 %12 to i64, !dbg !67
  %indvars.iv.next11.i = add nsw i64 %indvars.iv10.i, 1, !dbg !67
  %indvars = trunc i64 %indvars.iv.next11.i to i32, !dbg !65
  call void @llvm.dbg.value(metadata i64 %indvars.iv10.i, metadata !56, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %cmp1.not1.i = icmp slt i64 %indvars.iv10.i, 0, !dbg !78
  br i1 %cmp1.not1.i, label %for.end.i, label %for.body.lr.ph.i, !dbg !81

for.body.lr.ph.i:                                 ; preds = %for.cond.preheader.i
  %xtraiter = and i64 %13, 1, !dbg !81
  %14 = icmp eq i32 %12, 1, !dbg !81
  br i1 %14, label %for.end.i.loopexit.unr-lcssa, label %for.body.lr.ph.i.new, !dbg !81

for.body.lr.ph.i.new:                             ; preds = %for.body.lr.ph.i
  %unroll_iter = and i64 %13, 4294967294, !dbg !81
  br label %for.body.i, !dbg !81

for.body.i:                                       ; preds = %for.body.i, %for.body.lr.ph.i.new
  %indvars.iv.i = phi i64 [ 0, %for.body.lr.ph.i.new ], [ %indvars.iv.next.i.1, %for.body.i ]
  %acc.03.i = phi double [ 0.000000e+00, %for.body.lr.ph.i.new ], [ %20, %for.body.i ]
  %niter = phi i64 [ 0, %for.body.lr.ph.i.new ], [ %niter.next.1, %for.body.i ]
  call void @llvm.dbg.value(metadata double %acc.03.i, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %arrayidx3.i = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @L, i64 0, i64 %indvars.iv10.i, i64 %indvars.iv.i, !dbg !82
  %15 = load double, double* %arrayidx3.i, align 16, !dbg !82, !tbaa !83, !noalias !48, !llvm.access.group !76
  %arrayidx5.i = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %indvars.iv.i, !dbg !85
  %16 = load double, double* %arrayidx5.i, align 16, !dbg !85, !tbaa !83, !noalias !48, !llvm.access.group !76
  %17 = call double @llvm.fmuladd.f64(double %15, double %16, double %acc.03.i) #3, !dbg !86
  call void @llvm.dbg.value(metadata double %17, metadata !63, metadata !DIExpression()) #3, !dbg !77
  %indvars.iv.next.i = or i64 %indvars.iv.i, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !61, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata double %17, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %arrayidx3.i.1 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @L, i64 0, i64 %indvars.iv10.i, i64 %indvars.iv.next.i, !dbg !82
  %18 = load double, double* %arrayidx3.i.1, align 8, !dbg !82, !tbaa !83, !noalias !48, !llvm.access.group !76
  %arrayidx5.i.1 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %indvars.iv.next.i, !dbg !85
  %19 = load double, double* %arrayidx5.i.1, align 8, !dbg !85, !tbaa !83, !noalias !48, !llvm.access.group !76
  %20 = call double @llvm.fmuladd.f64(double %18, double %19, double %17) #3, !dbg !86
  call void @llvm.dbg.value(metadata double %20, metadata !63, metadata !DIExpression()) #3, !dbg !77
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %niter.next.1 = add i64 %niter, 2, !dbg !81
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !81
  br i1 %niter.ncmp.1, label %for.end.i.loopexit.unr-lcssa, label %for.body.i, !dbg !81, !llvm.loop !88

for.end.i.loopexit.unr-lcssa:                     ; preds = %for.body.i, %for.body.lr.ph.i
  %.lcssa.ph = phi double [ undef, %for.body.lr.ph.i ], [ %20, %for.body.i ]
  %indvars.iv.i.unr = phi i64 [ 0, %for.body.lr.ph.i ], [ %indvars.iv.next.i.1, %for.body.i ]
  %acc.03.i.unr = phi double [ 0.000000e+00, %for.body.lr.ph.i ], [ %20, %for.body.i ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !81
  br i1 %lcmp.mod.not, label %for.end.i, label %for.body.i.epil, !dbg !81

for.body.i.epil:                                  ; preds = %for.end.i.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata double %acc.03.i.unr, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i.unr, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %arrayidx3.i.epil = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @L, i64 0, i64 %indvars.iv10.i, i64 %indvars.iv.i.unr, !dbg !82
  %21 = load double, double* %arrayidx3.i.epil, align 8, !dbg !82, !tbaa !83, !noalias !48, !llvm.access.group !76
  %arrayidx5.i.epil = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %indvars.iv.i.unr, !dbg !85
  %22 = load double, double* %arrayidx5.i.epil, align 8, !dbg !85, !tbaa !83, !noalias !48, !llvm.access.group !76
  %23 = call double @llvm.fmuladd.f64(double %21, double %22, double %acc.03.i.unr) #3, !dbg !86
  call void @llvm.dbg.value(metadata double %23, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i.unr, metadata !61, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #3, !dbg !65
  br label %for.end.i, !dbg !91

for.end.i:                                        ; preds = %for.body.i.epil, %for.end.i.loopexit.unr-lcssa, %for.cond.preheader.i
  %acc.0.lcssa.i = phi double [ 0.000000e+00, %for.cond.preheader.i ], [ %.lcssa.ph, %for.end.i.loopexit.unr-lcssa ], [ %23, %for.body.i.epil ], !dbg !77
  %arrayidx8.i = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %indvars.iv10.i, !dbg !91
  store double %acc.0.lcssa.i, double* %arrayidx8.i, align 8, !dbg !92, !tbaa !83, !noalias !48, !llvm.access.group !76
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next11.i, metadata !56, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32 %8, metadata !58, metadata !DIExpression()) #3, !dbg !65
  %exitcond13.not.i = icmp eq i32 %10, %indvars, !dbg !67
  %indvar.next = add i32 %indvar, 1, !dbg !67
  br i1 %exitcond13.not.i, label %omp.dispatch.cond.loopexit.i, label %for.cond.preheader.i, !dbg !67, !llvm.loop !93

.omp_outlined._debug__.exit:                      ; preds = %omp.dispatch.cond.loopexit.i, %entry
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !74, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !74, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !74, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !74, !noalias !48
  ret void, !dbg !51
}

; Function Attrs: nounwind
declare !callback !95 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !97 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !104
  br label %for.body, !dbg !105

for.body:                                         ; preds = %entry, %for.inc14
  %indvars.iv51 = phi i64 [ 0, %entry ], [ %indvars.iv.next52, %for.inc14 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv51, metadata !101, metadata !DIExpression()), !dbg !104
  %rem.lhs.trunc = trunc i64 %indvars.iv51 to i16, !dbg !107
  %rem44 = urem i16 %rem.lhs.trunc, 3, !dbg !107
  %narrow = add nuw nsw i16 %rem44, 1, !dbg !110
  %add = uitofp i16 %narrow to double, !dbg !110
  %arrayidx = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %indvars.iv51, !dbg !111
  store double %add, double* %arrayidx, align 8, !dbg !112, !tbaa !83
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !104
  br label %for.body4, !dbg !113

for.body4:                                        ; preds = %for.body, %cond.end
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next, %cond.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !102, metadata !DIExpression()), !dbg !104
  %cmp5.not = icmp ugt i64 %indvars.iv, %indvars.iv51, !dbg !115
  br i1 %cmp5.not, label %cond.end, label %cond.true, !dbg !117

cond.true:                                        ; preds = %for.body4
  %0 = add nuw nsw i64 %indvars.iv, %indvars.iv51, !dbg !118
  %1 = trunc i64 %0 to i32, !dbg !119
  %rem8 = urem i32 %1, 5, !dbg !119
  %conv9 = sitofp i32 %rem8 to double, !dbg !120
  %div = fdiv double %conv9, 5.000000e+00, !dbg !121
  br label %cond.end, !dbg !117

cond.end:                                         ; preds = %for.body4, %cond.true
  %cond = phi double [ %div, %cond.true ], [ 0.000000e+00, %for.body4 ], !dbg !117
  %arrayidx13 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @L, i64 0, i64 %indvars.iv51, i64 %indvars.iv, !dbg !122
  store double %cond, double* %arrayidx13, align 8, !dbg !123, !tbaa !83
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !102, metadata !DIExpression()), !dbg !104
  %exitcond.not = icmp eq i64 %indvars.iv.next, 512, !dbg !125
  br i1 %exitcond.not, label %for.inc14, label %for.body4, !dbg !113, !llvm.loop !126

for.inc14:                                        ; preds = %cond.end
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next52, metadata !101, metadata !DIExpression()), !dbg !104
  %exitcond54.not = icmp eq i64 %indvars.iv.next52, 512, !dbg !129
  br i1 %exitcond54.not, label %for.end16, label %for.body, !dbg !105, !llvm.loop !130

for.end16:                                        ; preds = %for.inc14
  tail call void @kernel_omp_dynamic(), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !104
  br label %for.body20, !dbg !133

for.body20:                                       ; preds = %for.body20, %for.end16
  %indvars.iv55 = phi i64 [ 0, %for.end16 ], [ %indvars.iv.next56.3, %for.body20 ]
  %s.048 = phi double [ 0.000000e+00, %for.end16 ], [ %add23.3, %for.body20 ]
  call void @llvm.dbg.value(metadata double %s.048, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv55, metadata !101, metadata !DIExpression()), !dbg !104
  %arrayidx22 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %indvars.iv55, !dbg !135
  %2 = load double, double* %arrayidx22, align 16, !dbg !135, !tbaa !83
  %add23 = fadd double %s.048, %2, !dbg !137
  call void @llvm.dbg.value(metadata double %add23, metadata !103, metadata !DIExpression()), !dbg !104
  %indvars.iv.next56 = or i64 %indvars.iv55, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %add23, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56, metadata !101, metadata !DIExpression()), !dbg !104
  %arrayidx22.1 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %indvars.iv.next56, !dbg !135
  %3 = load double, double* %arrayidx22.1, align 8, !dbg !135, !tbaa !83
  %add23.1 = fadd double %add23, %3, !dbg !137
  call void @llvm.dbg.value(metadata double %add23.1, metadata !103, metadata !DIExpression()), !dbg !104
  %indvars.iv.next56.1 = or i64 %indvars.iv55, 2, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.1, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %add23.1, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.1, metadata !101, metadata !DIExpression()), !dbg !104
  %arrayidx22.2 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %indvars.iv.next56.1, !dbg !135
  %4 = load double, double* %arrayidx22.2, align 16, !dbg !135, !tbaa !83
  %add23.2 = fadd double %add23.1, %4, !dbg !137
  call void @llvm.dbg.value(metadata double %add23.2, metadata !103, metadata !DIExpression()), !dbg !104
  %indvars.iv.next56.2 = or i64 %indvars.iv55, 3, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.2, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %add23.2, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.2, metadata !101, metadata !DIExpression()), !dbg !104
  %arrayidx22.3 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %indvars.iv.next56.2, !dbg !135
  %5 = load double, double* %arrayidx22.3, align 8, !dbg !135, !tbaa !83
  %add23.3 = fadd double %add23.2, %5, !dbg !137
  call void @llvm.dbg.value(metadata double %add23.3, metadata !103, metadata !DIExpression()), !dbg !104
  %indvars.iv.next56.3 = add nuw nsw i64 %indvars.iv55, 4, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.3, metadata !101, metadata !DIExpression()), !dbg !104
  %exitcond58.not.3 = icmp eq i64 %indvars.iv.next56.3, 512, !dbg !139
  br i1 %exitcond58.not.3, label %for.end26, label %for.body20, !dbg !133, !llvm.loop !140

for.end26:                                        ; preds = %for.body20
  store double %add23.3, double* @checksum, align 8, !dbg !142, !tbaa !83
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
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
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dynamic.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_omp_dynamic", scope: !3, file: !3, line: 15, type: !27, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !{!30, !32}
!30 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 17, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 17, type: !31)
!33 = !DILocation(line: 17, column: 7, scope: !26)
!34 = !DILocation(line: 17, column: 10, scope: !26)
!35 = !DILocation(line: 18, column: 1, scope: !26)
!36 = !DILocation(line: 25, column: 1, scope: !26)
!37 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !38, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40, !40}
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!44 = !{!45, !46}
!45 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !37, type: !40, flags: DIFlagArtificial)
!46 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !37, type: !40, flags: DIFlagArtificial)
!47 = !DILocation(line: 0, scope: !37)
!48 = !{!49}
!49 = distinct !{!49, !50, !".omp_outlined._debug__: %.global_tid."}
!50 = distinct !{!50, !".omp_outlined._debug__"}
!51 = !DILocation(line: 18, column: 1, scope: !37)
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !53, type: !40, flags: DIFlagArtificial)
!53 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!54 = !{!52, !55, !56, !57, !58, !59, !60, !61, !62, !63}
!55 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !53, type: !40, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".omp.iv", scope: !53, type: !31, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".omp.lb", scope: !53, type: !31, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: ".omp.ub", scope: !53, type: !31, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".omp.stride", scope: !53, type: !31, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: ".omp.is_last", scope: !53, type: !31, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "j", scope: !53, type: !31, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "i", scope: !53, type: !31, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: "acc", scope: !64, file: !3, line: 20, type: !5)
!64 = distinct !DILexicalBlock(scope: !53, file: !3, line: 19, column: 27)
!65 = !DILocation(line: 0, scope: !53, inlinedAt: !66)
!66 = distinct !DILocation(line: 18, column: 1, scope: !37)
!67 = !DILocation(line: 19, column: 3, scope: !53, inlinedAt: !66)
!68 = !DILocation(line: 19, column: 8, scope: !53, inlinedAt: !66)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = distinct !{!73, !74, !75}
!74 = !DILocation(line: 18, column: 1, scope: !53, inlinedAt: !66)
!75 = !DILocation(line: 18, column: 54, scope: !53, inlinedAt: !66)
!76 = distinct !{}
!77 = !DILocation(line: 0, scope: !64, inlinedAt: !66)
!78 = !DILocation(line: 21, column: 19, scope: !79, inlinedAt: !66)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 21, column: 5)
!80 = distinct !DILexicalBlock(scope: !64, file: !3, line: 21, column: 5)
!81 = !DILocation(line: 21, column: 5, scope: !80, inlinedAt: !66)
!82 = !DILocation(line: 22, column: 14, scope: !79, inlinedAt: !66)
!83 = !{!84, !84, i64 0}
!84 = !{!"double", !71, i64 0}
!85 = !DILocation(line: 22, column: 24, scope: !79, inlinedAt: !66)
!86 = !DILocation(line: 22, column: 11, scope: !79, inlinedAt: !66)
!87 = !DILocation(line: 21, column: 26, scope: !79, inlinedAt: !66)
!88 = distinct !{!88, !81, !89, !90}
!89 = !DILocation(line: 22, column: 27, scope: !80, inlinedAt: !66)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 23, column: 5, scope: !64, inlinedAt: !66)
!92 = !DILocation(line: 23, column: 10, scope: !64, inlinedAt: !66)
!93 = distinct !{!93, !74, !75, !94}
!94 = !{!"llvm.loop.parallel_accesses", !76}
!95 = !{!96}
!96 = !{i64 2, i64 -1, i64 -1, i1 true}
!97 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !98, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!31}
!100 = !{!101, !102, !103}
!101 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 29, type: !31)
!102 = !DILocalVariable(name: "j", scope: !97, file: !3, line: 29, type: !31)
!103 = !DILocalVariable(name: "s", scope: !97, file: !3, line: 30, type: !5)
!104 = !DILocation(line: 0, scope: !97)
!105 = !DILocation(line: 31, column: 3, scope: !106)
!106 = distinct !DILexicalBlock(scope: !97, file: !3, line: 31, column: 3)
!107 = !DILocation(line: 32, column: 23, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 31, column: 27)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 31, column: 3)
!110 = !DILocation(line: 32, column: 28, scope: !108)
!111 = !DILocation(line: 32, column: 5, scope: !108)
!112 = !DILocation(line: 32, column: 10, scope: !108)
!113 = !DILocation(line: 33, column: 5, scope: !114)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 33, column: 5)
!115 = !DILocation(line: 34, column: 20, scope: !116)
!116 = distinct !DILexicalBlock(scope: !114, file: !3, line: 33, column: 5)
!117 = !DILocation(line: 34, column: 17, scope: !116)
!118 = !DILocation(line: 34, column: 40, scope: !116)
!119 = !DILocation(line: 34, column: 45, scope: !116)
!120 = !DILocation(line: 34, column: 28, scope: !116)
!121 = !DILocation(line: 34, column: 50, scope: !116)
!122 = !DILocation(line: 34, column: 7, scope: !116)
!123 = !DILocation(line: 34, column: 15, scope: !116)
!124 = !DILocation(line: 33, column: 25, scope: !116)
!125 = !DILocation(line: 33, column: 19, scope: !116)
!126 = distinct !{!126, !113, !127, !90}
!127 = !DILocation(line: 34, column: 58, scope: !114)
!128 = !DILocation(line: 31, column: 23, scope: !109)
!129 = !DILocation(line: 31, column: 17, scope: !109)
!130 = distinct !{!130, !105, !131, !90}
!131 = !DILocation(line: 35, column: 3, scope: !106)
!132 = !DILocation(line: 36, column: 3, scope: !97)
!133 = !DILocation(line: 37, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !97, file: !3, line: 37, column: 3)
!135 = !DILocation(line: 38, column: 10, scope: !136)
!136 = distinct !DILexicalBlock(scope: !134, file: !3, line: 37, column: 3)
!137 = !DILocation(line: 38, column: 7, scope: !136)
!138 = !DILocation(line: 37, column: 23, scope: !136)
!139 = !DILocation(line: 37, column: 17, scope: !136)
!140 = distinct !{!140, !133, !141, !90}
!141 = !DILocation(line: 38, column: 13, scope: !134)
!142 = !DILocation(line: 39, column: 12, scope: !97)
!143 = !DILocation(line: 40, column: 3, scope: !97)
