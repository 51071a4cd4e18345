; ModuleID = 'lu.c'
source_filename = "lu.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [150 x [150 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_lu() local_unnamed_addr #0 !dbg !19 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  br label %for.body, !dbg !28

for.cond.loopexit:                                ; preds = %for.inc30, %for.body
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next69, metadata !26, metadata !DIExpression()), !dbg !27
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !28
  %exitcond71.not = icmp eq i64 %indvars.iv.next69, 150, !dbg !30
  br i1 %exitcond71.not, label %for.end35, label %for.body, !dbg !28, !llvm.loop !32

for.body:                                         ; preds = %entry, %for.cond.loopexit
  %indvars.iv68 = phi i64 [ 0, %entry ], [ %indvars.iv.next69, %for.cond.loopexit ]
  %indvars.iv = phi i64 [ 1, %entry ], [ %indvars.iv.next, %for.cond.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv68, metadata !26, metadata !DIExpression()), !dbg !27
  %0 = sub nsw i64 148, %indvars.iv68, !dbg !35
  %1 = mul nuw nsw i64 %indvars.iv68, 151, !dbg !35
  %2 = add nuw i64 %1, 2, !dbg !35
  %3 = add nuw i64 %indvars.iv68, 2, !dbg !35
  %4 = add nuw i64 %1, 1, !dbg !35
  %scevgep85 = getelementptr [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 0, i64 %2, !dbg !35
  %scevgep87 = getelementptr [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv, i64 0, !dbg !35
  %indvars.iv.next69 = add nuw nsw i64 %indvars.iv68, 1, !dbg !35
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next69, metadata !23, metadata !DIExpression()), !dbg !27
  %cmp258 = icmp ult i64 %indvars.iv68, 149, !dbg !37
  br i1 %cmp258, label %for.body3.lr.ph, label %for.cond.loopexit, !dbg !39

for.body3.lr.ph:                                  ; preds = %for.body
  %arrayidx9 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv68, i64 %indvars.iv68
  %arrayidx2572 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv68, i64 %indvars.iv
  %indvars.iv.next6275 = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not76 = icmp eq i64 %indvars.iv.next6275, 150
  %min.iters.check = icmp ult i64 %0, 4
  %n.vec = and i64 %0, -4
  %ind.end = add i64 %indvars.iv.next6275, %n.vec
  %cmp.n = icmp eq i64 %0, %n.vec
  br label %for.body17.preheader, !dbg !39

for.body17.preheader:                             ; preds = %for.inc30, %for.body3.lr.ph
  %indvar = phi i64 [ %indvar.next, %for.inc30 ], [ 0, %for.body3.lr.ph ]
  %indvars.iv64 = phi i64 [ %indvars.iv.next65, %for.inc30 ], [ %indvars.iv, %for.body3.lr.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !23, metadata !DIExpression()), !dbg !27
  %5 = add i64 %indvar, 1, !dbg !40
  %scevgep = getelementptr [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %5, i64 %2, !dbg !40
  %6 = add i64 %3, %indvar, !dbg !40
  %scevgep79 = getelementptr [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %6, i64 0, !dbg !40
  %scevgep81 = getelementptr [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %5, i64 %1, !dbg !40
  %scevgep83 = getelementptr [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %5, i64 %4, !dbg !40
  %arrayidx5 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv64, i64 %indvars.iv68, !dbg !40
  %7 = load double, double* %arrayidx5, align 8, !dbg !40, !tbaa !42
  %8 = load double, double* %arrayidx9, align 8, !dbg !46, !tbaa !42
  %div = fdiv double %7, %8, !dbg !47
  store double %div, double* %arrayidx5, align 8, !dbg !48, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next69, metadata !25, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !25, metadata !DIExpression()), !dbg !27
  %9 = load double, double* %arrayidx2572, align 8, !dbg !49, !tbaa !42
  %arrayidx2973 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv64, i64 %indvars.iv, !dbg !52
  %10 = load double, double* %arrayidx2973, align 8, !dbg !53, !tbaa !42
  %neg74 = fneg double %div, !dbg !53
  %11 = tail call double @llvm.fmuladd.f64(double %neg74, double %9, double %10), !dbg !53
  store double %11, double* %arrayidx2973, align 8, !dbg !53, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next6275, metadata !25, metadata !DIExpression()), !dbg !27
  br i1 %exitcond.not76, label %for.inc30, label %for.body17.for.body17_crit_edge.lr.ph, !dbg !54, !llvm.loop !55

for.body17.for.body17_crit_edge.lr.ph:            ; preds = %for.body17.preheader
  br i1 %min.iters.check, label %for.body17.for.body17_crit_edge.preheader, label %vector.memcheck, !dbg !54

vector.memcheck:                                  ; preds = %for.body17.for.body17_crit_edge.lr.ph
  %bound0 = icmp ult double* %scevgep, %scevgep83, !dbg !54
  %bound1 = icmp ult double* %scevgep81, %scevgep79, !dbg !54
  %found.conflict = and i1 %bound0, %bound1, !dbg !54
  %bound089 = icmp ult double* %scevgep, %scevgep87, !dbg !54
  %bound190 = icmp ult double* %scevgep85, %scevgep79, !dbg !54
  %found.conflict91 = and i1 %bound089, %bound190, !dbg !54
  %conflict.rdx = or i1 %found.conflict, %found.conflict91, !dbg !54
  br i1 %conflict.rdx, label %for.body17.for.body17_crit_edge.preheader, label %vector.ph, !dbg !54

vector.ph:                                        ; preds = %vector.memcheck
  %12 = load double, double* %arrayidx5, align 8, !tbaa !42, !alias.scope !57
  %broadcast.splatinsert = insertelement <2 x double> poison, double %12, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <2 x double> poison, double %12, i64 0
  %broadcast.splat96 = shufflevector <2 x double> %broadcast.splatinsert95, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = fneg <2 x double> %broadcast.splat
  %14 = fneg <2 x double> %broadcast.splat96
  br label %vector.body, !dbg !54

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %indvars.iv.next6275, %index
  %15 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv68, i64 %offset.idx, !dbg !49
  %16 = bitcast double* %15 to <2 x double>*, !dbg !49
  %wide.load = load <2 x double>, <2 x double>* %16, align 8, !dbg !49, !tbaa !42, !alias.scope !60
  %17 = getelementptr inbounds double, double* %15, i64 2, !dbg !49
  %18 = bitcast double* %17 to <2 x double>*, !dbg !49
  %wide.load92 = load <2 x double>, <2 x double>* %18, align 8, !dbg !49, !tbaa !42, !alias.scope !60
  %19 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv64, i64 %offset.idx, !dbg !52
  %20 = bitcast double* %19 to <2 x double>*, !dbg !53
  %wide.load93 = load <2 x double>, <2 x double>* %20, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %21 = getelementptr inbounds double, double* %19, i64 2, !dbg !53
  %22 = bitcast double* %21 to <2 x double>*, !dbg !53
  %wide.load94 = load <2 x double>, <2 x double>* %22, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %13, <2 x double> %wide.load, <2 x double> %wide.load93), !dbg !53
  %24 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %14, <2 x double> %wide.load92, <2 x double> %wide.load94), !dbg !53
  %25 = bitcast double* %19 to <2 x double>*, !dbg !53
  store <2 x double> %23, <2 x double>* %25, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %26 = bitcast double* %21 to <2 x double>*, !dbg !53
  store <2 x double> %24, <2 x double>* %26, align 8, !dbg !53, !tbaa !42, !alias.scope !62, !noalias !64
  %index.next = add nuw i64 %index, 4
  %27 = icmp eq i64 %index.next, %n.vec
  br i1 %27, label %middle.block, label %vector.body, !llvm.loop !65

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.inc30, label %for.body17.for.body17_crit_edge.preheader, !dbg !54

for.body17.for.body17_crit_edge.preheader:        ; preds = %vector.memcheck, %for.body17.for.body17_crit_edge.lr.ph, %middle.block
  %indvars.iv.next6277.ph = phi i64 [ %indvars.iv.next6275, %vector.memcheck ], [ %indvars.iv.next6275, %for.body17.for.body17_crit_edge.lr.ph ], [ %ind.end, %middle.block ]
  %xtraiter = and i64 %indvars.iv.next6277.ph, 1, !dbg !54
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !54
  br i1 %lcmp.mod.not, label %for.body17.for.body17_crit_edge.prol.loopexit, label %for.body17.for.body17_crit_edge.prol, !dbg !54

for.body17.for.body17_crit_edge.prol:             ; preds = %for.body17.for.body17_crit_edge.preheader
  %.pre.prol = load double, double* %arrayidx5, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next6277.ph, metadata !25, metadata !DIExpression()), !dbg !27
  %arrayidx25.prol = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv68, i64 %indvars.iv.next6277.ph, !dbg !49
  %28 = load double, double* %arrayidx25.prol, align 8, !dbg !49, !tbaa !42
  %arrayidx29.prol = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next6277.ph, !dbg !52
  %29 = load double, double* %arrayidx29.prol, align 8, !dbg !53, !tbaa !42
  %neg.prol = fneg double %.pre.prol, !dbg !53
  %30 = tail call double @llvm.fmuladd.f64(double %neg.prol, double %28, double %29), !dbg !53
  store double %30, double* %arrayidx29.prol, align 8, !dbg !53, !tbaa !42
  %indvars.iv.next62.prol = add nuw nsw i64 %indvars.iv.next6277.ph, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.prol, metadata !25, metadata !DIExpression()), !dbg !27
  br label %for.body17.for.body17_crit_edge.prol.loopexit, !dbg !54

for.body17.for.body17_crit_edge.prol.loopexit:    ; preds = %for.body17.for.body17_crit_edge.prol, %for.body17.for.body17_crit_edge.preheader
  %indvars.iv.next6277.unr = phi i64 [ %indvars.iv.next6277.ph, %for.body17.for.body17_crit_edge.preheader ], [ %indvars.iv.next62.prol, %for.body17.for.body17_crit_edge.prol ]
  %31 = icmp eq i64 %indvars.iv.next6277.ph, 149, !dbg !54
  br i1 %31, label %for.inc30, label %for.body17.for.body17_crit_edge, !dbg !54

for.body17.for.body17_crit_edge:                  ; preds = %for.body17.for.body17_crit_edge.prol.loopexit, %for.body17.for.body17_crit_edge
  %indvars.iv.next6277 = phi i64 [ %indvars.iv.next62.1, %for.body17.for.body17_crit_edge ], [ %indvars.iv.next6277.unr, %for.body17.for.body17_crit_edge.prol.loopexit ]
  %.pre = load double, double* %arrayidx5, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next6277, metadata !25, metadata !DIExpression()), !dbg !27
  %arrayidx25 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv68, i64 %indvars.iv.next6277, !dbg !49
  %32 = load double, double* %arrayidx25, align 8, !dbg !49, !tbaa !42
  %arrayidx29 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next6277, !dbg !52
  %33 = load double, double* %arrayidx29, align 8, !dbg !53, !tbaa !42
  %neg = fneg double %.pre, !dbg !53
  %34 = tail call double @llvm.fmuladd.f64(double %neg, double %32, double %33), !dbg !53
  store double %34, double* %arrayidx29, align 8, !dbg !53, !tbaa !42
  %indvars.iv.next62 = add nuw nsw i64 %indvars.iv.next6277, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62, metadata !25, metadata !DIExpression()), !dbg !27
  %.pre.1 = load double, double* %arrayidx5, align 8, !dbg !67, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62, metadata !25, metadata !DIExpression()), !dbg !27
  %arrayidx25.1 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv68, i64 %indvars.iv.next62, !dbg !49
  %35 = load double, double* %arrayidx25.1, align 8, !dbg !49, !tbaa !42
  %arrayidx29.1 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next62, !dbg !52
  %36 = load double, double* %arrayidx29.1, align 8, !dbg !53, !tbaa !42
  %neg.1 = fneg double %.pre.1, !dbg !53
  %37 = tail call double @llvm.fmuladd.f64(double %neg.1, double %35, double %36), !dbg !53
  store double %37, double* %arrayidx29.1, align 8, !dbg !53, !tbaa !42
  %indvars.iv.next62.1 = add nuw nsw i64 %indvars.iv.next6277, 2, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.1, metadata !25, metadata !DIExpression()), !dbg !27
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next62.1, 150, !dbg !69
  br i1 %exitcond.not.1, label %for.inc30, label %for.body17.for.body17_crit_edge, !dbg !54, !llvm.loop !70

for.inc30:                                        ; preds = %for.body17.for.body17_crit_edge.prol.loopexit, %for.body17.for.body17_crit_edge, %middle.block, %for.body17.preheader
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !71
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !23, metadata !DIExpression()), !dbg !27
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 150, !dbg !37
  %indvar.next = add i64 %indvar, 1, !dbg !39
  br i1 %exitcond67.not, label %for.cond.loopexit, label %for.body17.preheader, !dbg !39, !llvm.loop !72

for.end35:                                        ; preds = %for.cond.loopexit
  ret void, !dbg !74
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !75 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !82
  br label %for.cond1.preheader, !dbg !83

for.cond1.preheader:                              ; preds = %entry, %for.inc7
  %indvars.iv55 = phi i64 [ 0, %entry ], [ %indvars.iv.next56, %for.inc7 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv55, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !82
  br label %for.body3, !dbg !85

for.body3:                                        ; preds = %for.cond1.preheader, %cond.end
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %cond.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !80, metadata !DIExpression()), !dbg !82
  %cmp4 = icmp eq i64 %indvars.iv55, %indvars.iv, !dbg !88
  br i1 %cmp4, label %cond.end, label %cond.false, !dbg !90

cond.false:                                       ; preds = %for.body3
  %0 = add nuw nsw i64 %indvars.iv, %indvars.iv55, !dbg !91
  %1 = trunc i64 %0 to i32, !dbg !92
  %rem = urem i32 %1, 5, !dbg !92
  %conv = sitofp i32 %rem to double, !dbg !93
  %div = fdiv double %conv, 5.000000e+00, !dbg !94
  br label %cond.end, !dbg !90

cond.end:                                         ; preds = %for.body3, %cond.false
  %cond = phi double [ %div, %cond.false ], [ 3.000000e+02, %for.body3 ], !dbg !90
  %arrayidx6 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv55, i64 %indvars.iv, !dbg !95
  store double %cond, double* %arrayidx6, align 8, !dbg !96, !tbaa !42
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !80, metadata !DIExpression()), !dbg !82
  %exitcond.not = icmp eq i64 %indvars.iv.next, 150, !dbg !98
  br i1 %exitcond.not, label %for.inc7, label %for.body3, !dbg !85, !llvm.loop !99

for.inc7:                                         ; preds = %cond.end
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56, metadata !79, metadata !DIExpression()), !dbg !82
  %exitcond58.not = icmp eq i64 %indvars.iv.next56, 150, !dbg !102
  br i1 %exitcond58.not, label %for.end9, label %for.cond1.preheader, !dbg !83, !llvm.loop !103

for.end9:                                         ; preds = %for.inc7
  tail call void @kernel_lu(), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !81, metadata !DIExpression()), !dbg !82
  br label %for.cond14.preheader, !dbg !106

for.cond14.preheader:                             ; preds = %for.end9, %for.inc26
  %indvars.iv63 = phi i64 [ 0, %for.end9 ], [ %indvars.iv.next64, %for.inc26 ]
  %s.052 = phi double [ 0.000000e+00, %for.end9 ], [ %add22.5, %for.inc26 ]
  call void @llvm.dbg.value(metadata double %s.052, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv63, metadata !79, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %s.052, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 0, metadata !80, metadata !DIExpression()), !dbg !82
  br label %for.body17, !dbg !108

for.body17:                                       ; preds = %for.body17, %for.cond14.preheader
  %indvars.iv59 = phi i64 [ 0, %for.cond14.preheader ], [ %indvars.iv.next60.5, %for.body17 ]
  %s.150 = phi double [ %s.052, %for.cond14.preheader ], [ %add22.5, %for.body17 ]
  call void @llvm.dbg.value(metadata double %s.150, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv59, metadata !80, metadata !DIExpression()), !dbg !82
  %arrayidx21 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv63, i64 %indvars.iv59, !dbg !111
  %2 = load double, double* %arrayidx21, align 16, !dbg !111, !tbaa !42
  %add22 = fadd double %s.150, %2, !dbg !113
  call void @llvm.dbg.value(metadata double %add22, metadata !81, metadata !DIExpression()), !dbg !82
  %indvars.iv.next60 = or i64 %indvars.iv59, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %add22, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60, metadata !80, metadata !DIExpression()), !dbg !82
  %arrayidx21.1 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv63, i64 %indvars.iv.next60, !dbg !111
  %3 = load double, double* %arrayidx21.1, align 8, !dbg !111, !tbaa !42
  %add22.1 = fadd double %add22, %3, !dbg !113
  call void @llvm.dbg.value(metadata double %add22.1, metadata !81, metadata !DIExpression()), !dbg !82
  %indvars.iv.next60.1 = add nuw nsw i64 %indvars.iv59, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.1, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %add22.1, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.1, metadata !80, metadata !DIExpression()), !dbg !82
  %arrayidx21.2 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv63, i64 %indvars.iv.next60.1, !dbg !111
  %4 = load double, double* %arrayidx21.2, align 16, !dbg !111, !tbaa !42
  %add22.2 = fadd double %add22.1, %4, !dbg !113
  call void @llvm.dbg.value(metadata double %add22.2, metadata !81, metadata !DIExpression()), !dbg !82
  %indvars.iv.next60.2 = add nuw nsw i64 %indvars.iv59, 3, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.2, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %add22.2, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.2, metadata !80, metadata !DIExpression()), !dbg !82
  %arrayidx21.3 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv63, i64 %indvars.iv.next60.2, !dbg !111
  %5 = load double, double* %arrayidx21.3, align 8, !dbg !111, !tbaa !42
  %add22.3 = fadd double %add22.2, %5, !dbg !113
  call void @llvm.dbg.value(metadata double %add22.3, metadata !81, metadata !DIExpression()), !dbg !82
  %indvars.iv.next60.3 = add nuw nsw i64 %indvars.iv59, 4, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.3, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %add22.3, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.3, metadata !80, metadata !DIExpression()), !dbg !82
  %arrayidx21.4 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv63, i64 %indvars.iv.next60.3, !dbg !111
  %6 = load double, double* %arrayidx21.4, align 16, !dbg !111, !tbaa !42
  %add22.4 = fadd double %add22.3, %6, !dbg !113
  call void @llvm.dbg.value(metadata double %add22.4, metadata !81, metadata !DIExpression()), !dbg !82
  %indvars.iv.next60.4 = add nuw nsw i64 %indvars.iv59, 5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.4, metadata !80, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata double %add22.4, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.4, metadata !80, metadata !DIExpression()), !dbg !82
  %arrayidx21.5 = getelementptr inbounds [150 x [150 x double]], [150 x [150 x double]]* @A, i64 0, i64 %indvars.iv63, i64 %indvars.iv.next60.4, !dbg !111
  %7 = load double, double* %arrayidx21.5, align 8, !dbg !111, !tbaa !42
  %add22.5 = fadd double %add22.4, %7, !dbg !113
  call void @llvm.dbg.value(metadata double %add22.5, metadata !81, metadata !DIExpression()), !dbg !82
  %indvars.iv.next60.5 = add nuw nsw i64 %indvars.iv59, 6, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60.5, metadata !80, metadata !DIExpression()), !dbg !82
  %exitcond62.not.5 = icmp eq i64 %indvars.iv.next60.5, 150, !dbg !115
  br i1 %exitcond62.not.5, label %for.inc26, label %for.body17, !dbg !108, !llvm.loop !116

for.inc26:                                        ; preds = %for.body17
  %indvars.iv.next64 = add nuw nsw i64 %indvars.iv63, 1, !dbg !118
  call void @llvm.dbg.value(metadata double %add22.5, metadata !81, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64, metadata !79, metadata !DIExpression()), !dbg !82
  %exitcond66.not = icmp eq i64 %indvars.iv.next64, 150, !dbg !119
  br i1 %exitcond66.not, label %for.end28, label %for.cond14.preheader, !dbg !106, !llvm.loop !120

for.end28:                                        ; preds = %for.inc26
  store double %add22.5, double* @checksum, align 8, !dbg !122, !tbaa !42
  ret i32 0, !dbg !123
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lu.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1440000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 150)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_lu", scope: !3, file: !3, line: 12, type: !20, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !25, !26}
!23 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 14, type: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 14, type: !24)
!26 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 14, type: !24)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 15, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 15, column: 3)
!30 = !DILocation(line: 15, column: 17, scope: !31)
!31 = distinct !DILexicalBlock(scope: !29, file: !3, line: 15, column: 3)
!32 = distinct !{!32, !28, !33, !34}
!33 = !DILocation(line: 20, column: 5, scope: !29)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 16, column: 16, scope: !36)
!36 = distinct !DILexicalBlock(scope: !31, file: !3, line: 16, column: 5)
!37 = !DILocation(line: 16, column: 23, scope: !38)
!38 = distinct !DILexicalBlock(scope: !36, file: !3, line: 16, column: 5)
!39 = !DILocation(line: 16, column: 5, scope: !36)
!40 = !DILocation(line: 17, column: 17, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 16, column: 33)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 17, column: 27, scope: !41)
!47 = !DILocation(line: 17, column: 25, scope: !41)
!48 = !DILocation(line: 17, column: 15, scope: !41)
!49 = !DILocation(line: 19, column: 30, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 18, column: 7)
!51 = distinct !DILexicalBlock(scope: !41, file: !3, line: 18, column: 7)
!52 = !DILocation(line: 19, column: 9, scope: !50)
!53 = !DILocation(line: 19, column: 17, scope: !50)
!54 = !DILocation(line: 18, column: 7, scope: !51)
!55 = distinct !{!55, !54, !56, !34}
!56 = !DILocation(line: 19, column: 36, scope: !51)
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = !{!63}
!63 = distinct !{!63, !59}
!64 = !{!58, !61}
!65 = distinct !{!65, !54, !56, !34, !66}
!66 = !{!"llvm.loop.isvectorized", i32 1}
!67 = !DILocation(line: 19, column: 20, scope: !50)
!68 = !DILocation(line: 18, column: 31, scope: !50)
!69 = !DILocation(line: 18, column: 25, scope: !50)
!70 = distinct !{!70, !54, !56, !34, !66}
!71 = !DILocation(line: 16, column: 29, scope: !38)
!72 = distinct !{!72, !39, !73, !34}
!73 = !DILocation(line: 20, column: 5, scope: !36)
!74 = !DILocation(line: 21, column: 1, scope: !19)
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !76, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!24}
!78 = !{!79, !80, !81}
!79 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 25, type: !24)
!80 = !DILocalVariable(name: "j", scope: !75, file: !3, line: 25, type: !24)
!81 = !DILocalVariable(name: "s", scope: !75, file: !3, line: 26, type: !5)
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 28, column: 3, scope: !84)
!84 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 3)
!85 = !DILocation(line: 29, column: 5, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 29, column: 5)
!87 = distinct !DILexicalBlock(scope: !84, file: !3, line: 28, column: 3)
!88 = !DILocation(line: 30, column: 20, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 29, column: 5)
!90 = !DILocation(line: 30, column: 17, scope: !89)
!91 = !DILocation(line: 30, column: 58, scope: !89)
!92 = !DILocation(line: 30, column: 63, scope: !89)
!93 = !DILocation(line: 30, column: 46, scope: !89)
!94 = !DILocation(line: 30, column: 68, scope: !89)
!95 = !DILocation(line: 30, column: 7, scope: !89)
!96 = !DILocation(line: 30, column: 15, scope: !89)
!97 = !DILocation(line: 29, column: 25, scope: !89)
!98 = !DILocation(line: 29, column: 19, scope: !89)
!99 = distinct !{!99, !85, !100, !34}
!100 = !DILocation(line: 30, column: 70, scope: !86)
!101 = !DILocation(line: 28, column: 23, scope: !87)
!102 = !DILocation(line: 28, column: 17, scope: !87)
!103 = distinct !{!103, !83, !104, !34}
!104 = !DILocation(line: 30, column: 70, scope: !84)
!105 = !DILocation(line: 31, column: 3, scope: !75)
!106 = !DILocation(line: 32, column: 3, scope: !107)
!107 = distinct !DILexicalBlock(scope: !75, file: !3, line: 32, column: 3)
!108 = !DILocation(line: 33, column: 5, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 33, column: 5)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 3)
!111 = !DILocation(line: 34, column: 12, scope: !112)
!112 = distinct !DILexicalBlock(scope: !109, file: !3, line: 33, column: 5)
!113 = !DILocation(line: 34, column: 9, scope: !112)
!114 = !DILocation(line: 33, column: 25, scope: !112)
!115 = !DILocation(line: 33, column: 19, scope: !112)
!116 = distinct !{!116, !108, !117, !34}
!117 = !DILocation(line: 34, column: 18, scope: !109)
!118 = !DILocation(line: 32, column: 23, scope: !110)
!119 = !DILocation(line: 32, column: 17, scope: !110)
!120 = distinct !{!120, !106, !121, !34}
!121 = !DILocation(line: 34, column: 18, scope: !107)
!122 = !DILocation(line: 35, column: 12, scope: !75)
!123 = !DILocation(line: 36, column: 3, scope: !75)
