; ModuleID = 'cholesky.c'
source_filename = "cholesky.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [900 x double] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline nounwind uwtable
define dso_local void @kernel_cholesky(i32 noundef %n, double* nocapture noundef %a) local_unnamed_addr #0 !dbg !19 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double* %a, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !30
  %cmp115 = icmp sgt i32 %n, 0, !dbg !31
  br i1 %cmp115, label %for.cond1.preheader.preheader, label %for.end57, !dbg !34

for.cond1.preheader.preheader:                    ; preds = %entry
  %0 = zext i32 %n to i64, !dbg !34
  %wide.trip.count145 = zext i32 %n to i64, !dbg !31
  br label %for.cond1.preheader, !dbg !34

for.cond1.preheader:                              ; preds = %for.cond1.preheader.preheader, %for.end46
  %indvars.iv136 = phi i64 [ 0, %for.cond1.preheader.preheader ], [ %indvars.iv.next137, %for.end46 ]
  %indvars144 = trunc i64 %indvars.iv136 to i32
  call void @llvm.dbg.value(metadata i64 %indvars.iv136, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !30
  %cmp2110.not = icmp eq i64 %indvars.iv136, 0, !dbg !35
  br i1 %cmp2110.not, label %for.end46, label %for.cond4.preheader.lr.ph, !dbg !39

for.cond4.preheader.lr.ph:                        ; preds = %for.cond1.preheader
  %1 = mul nsw i64 %indvars.iv136, %0
  br label %for.cond4.preheader, !dbg !39

for.cond27.preheader:                             ; preds = %for.end
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !30
  br i1 %cmp2110.not, label %for.end46, label %for.body29.lr.ph, !dbg !40

for.body29.lr.ph:                                 ; preds = %for.cond27.preheader
  %2 = mul nsw i64 %indvars.iv136, %0
  %mul30 = mul nsw i32 %indvars144, %n
  %3 = sext i32 %mul30 to i64
  %4 = add nsw i64 %indvars.iv136, %3
  %arrayidx42 = getelementptr inbounds double, double* %a, i64 %4
  %.pre147 = load double, double* %arrayidx42, align 8, !dbg !42, !tbaa !44
  %xtraiter153 = and i64 %indvars.iv136, 1, !dbg !40
  %5 = icmp eq i64 %indvars.iv136, 1, !dbg !40
  br i1 %5, label %for.end46.loopexit.unr-lcssa, label %for.body29.lr.ph.new, !dbg !40

for.body29.lr.ph.new:                             ; preds = %for.body29.lr.ph
  %unroll_iter156 = and i64 %indvars.iv136, 9223372036854775806, !dbg !40
  br label %for.body29, !dbg !40

for.cond4.preheader:                              ; preds = %for.cond4.preheader.lr.ph, %for.end
  %indvars.iv121 = phi i64 [ 0, %for.cond4.preheader.lr.ph ], [ %indvars.iv.next122, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv121, metadata !28, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !30
  %cmp5108.not = icmp eq i64 %indvars.iv121, 0, !dbg !48
  br i1 %cmp5108.not, label %for.cond4.preheader.for.end_crit_edge, label %for.body6.lr.ph, !dbg !52

for.cond4.preheader.for.end_crit_edge:            ; preds = %for.cond4.preheader
  %.pre151 = add nuw nsw i64 %indvars.iv121, %1, !dbg !53
  br label %for.end, !dbg !52

for.body6.lr.ph:                                  ; preds = %for.cond4.preheader
  %6 = mul nsw i64 %indvars.iv121, %0
  %7 = add nuw nsw i64 %indvars.iv121, %1
  %arrayidx15 = getelementptr inbounds double, double* %a, i64 %7
  %.pre = load double, double* %arrayidx15, align 8, !dbg !54, !tbaa !44
  %xtraiter = and i64 %indvars.iv121, 1, !dbg !52
  %8 = icmp eq i64 %indvars.iv121, 1, !dbg !52
  br i1 %8, label %for.end.loopexit.unr-lcssa, label %for.body6.lr.ph.new, !dbg !52

for.body6.lr.ph.new:                              ; preds = %for.body6.lr.ph
  %unroll_iter = and i64 %indvars.iv121, 9223372036854775806, !dbg !52
  br label %for.body6, !dbg !52

for.body6:                                        ; preds = %for.body6, %for.body6.lr.ph.new
  %9 = phi double [ %.pre, %for.body6.lr.ph.new ], [ %19, %for.body6 ], !dbg !54
  %indvars.iv = phi i64 [ 0, %for.body6.lr.ph.new ], [ %indvars.iv.next.1, %for.body6 ]
  %niter = phi i64 [ 0, %for.body6.lr.ph.new ], [ %niter.next.1, %for.body6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !29, metadata !DIExpression()), !dbg !30
  %10 = add nuw nsw i64 %indvars.iv, %1, !dbg !55
  %arrayidx = getelementptr inbounds double, double* %a, i64 %10, !dbg !56
  %11 = load double, double* %arrayidx, align 8, !dbg !56, !tbaa !44
  %12 = add nuw nsw i64 %indvars.iv, %6, !dbg !57
  %arrayidx10 = getelementptr inbounds double, double* %a, i64 %12, !dbg !58
  %13 = load double, double* %arrayidx10, align 8, !dbg !58, !tbaa !44
  %neg = fneg double %11, !dbg !54
  %14 = tail call double @llvm.fmuladd.f64(double %neg, double %13, double %9), !dbg !54
  store double %14, double* %arrayidx15, align 8, !dbg !54, !tbaa !44
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !29, metadata !DIExpression()), !dbg !30
  %15 = add nuw nsw i64 %indvars.iv.next, %1, !dbg !55
  %arrayidx.1 = getelementptr inbounds double, double* %a, i64 %15, !dbg !56
  %16 = load double, double* %arrayidx.1, align 8, !dbg !56, !tbaa !44
  %17 = add nuw nsw i64 %indvars.iv.next, %6, !dbg !57
  %arrayidx10.1 = getelementptr inbounds double, double* %a, i64 %17, !dbg !58
  %18 = load double, double* %arrayidx10.1, align 8, !dbg !58, !tbaa !44
  %neg.1 = fneg double %16, !dbg !54
  %19 = tail call double @llvm.fmuladd.f64(double %neg.1, double %18, double %14), !dbg !54
  store double %19, double* %arrayidx15, align 8, !dbg !54, !tbaa !44
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !59
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !29, metadata !DIExpression()), !dbg !30
  %niter.next.1 = add i64 %niter, 2, !dbg !52
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !52
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body6, !dbg !52, !llvm.loop !60

for.end.loopexit.unr-lcssa:                       ; preds = %for.body6, %for.body6.lr.ph
  %.unr = phi double [ %.pre, %for.body6.lr.ph ], [ %19, %for.body6 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body6.lr.ph ], [ %indvars.iv.next.1, %for.body6 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !52
  br i1 %lcmp.mod.not, label %for.end, label %for.body6.epil, !dbg !52

for.body6.epil:                                   ; preds = %for.end.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !29, metadata !DIExpression()), !dbg !30
  %20 = add nuw nsw i64 %indvars.iv.unr, %1, !dbg !55
  %arrayidx.epil = getelementptr inbounds double, double* %a, i64 %20, !dbg !56
  %21 = load double, double* %arrayidx.epil, align 8, !dbg !56, !tbaa !44
  %22 = add nuw nsw i64 %indvars.iv.unr, %6, !dbg !57
  %arrayidx10.epil = getelementptr inbounds double, double* %a, i64 %22, !dbg !58
  %23 = load double, double* %arrayidx10.epil, align 8, !dbg !58, !tbaa !44
  %neg.epil = fneg double %21, !dbg !54
  %24 = tail call double @llvm.fmuladd.f64(double %neg.epil, double %23, double %.unr), !dbg !54
  store double %24, double* %arrayidx15, align 8, !dbg !54, !tbaa !44
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !30
  br label %for.end, !dbg !63

for.end:                                          ; preds = %for.body6.epil, %for.end.loopexit.unr-lcssa, %for.cond4.preheader.for.end_crit_edge
  %.pre-phi152 = phi i64 [ %.pre151, %for.cond4.preheader.for.end_crit_edge ], [ %7, %for.end.loopexit.unr-lcssa ], [ %7, %for.body6.epil ], !dbg !53
  %.pre-phi150 = phi i64 [ 0, %for.cond4.preheader.for.end_crit_edge ], [ %6, %for.end.loopexit.unr-lcssa ], [ %6, %for.body6.epil ], !dbg !64
  %25 = add nsw i64 %.pre-phi150, %indvars.iv121, !dbg !63
  %arrayidx19 = getelementptr inbounds double, double* %a, i64 %25, !dbg !65
  %26 = load double, double* %arrayidx19, align 8, !dbg !65, !tbaa !44
  %arrayidx23 = getelementptr inbounds double, double* %a, i64 %.pre-phi152, !dbg !66
  %27 = load double, double* %arrayidx23, align 8, !dbg !67, !tbaa !44
  %div = fdiv double %27, %26, !dbg !67
  store double %div, double* %arrayidx23, align 8, !dbg !67, !tbaa !44
  %indvars.iv.next122 = add nuw nsw i64 %indvars.iv121, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next122, metadata !28, metadata !DIExpression()), !dbg !30
  %exitcond130.not = icmp eq i64 %indvars.iv.next122, %indvars.iv136, !dbg !35
  br i1 %exitcond130.not, label %for.cond27.preheader, label %for.cond4.preheader, !dbg !39, !llvm.loop !69

for.body29:                                       ; preds = %for.body29, %for.body29.lr.ph.new
  %28 = phi double [ %.pre147, %for.body29.lr.ph.new ], [ %34, %for.body29 ], !dbg !42
  %indvars.iv131 = phi i64 [ 0, %for.body29.lr.ph.new ], [ %indvars.iv.next132.1, %for.body29 ]
  %niter157 = phi i64 [ 0, %for.body29.lr.ph.new ], [ %niter157.next.1, %for.body29 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv131, metadata !29, metadata !DIExpression()), !dbg !30
  %29 = add nuw nsw i64 %indvars.iv131, %2, !dbg !71
  %arrayidx33 = getelementptr inbounds double, double* %a, i64 %29, !dbg !72
  %30 = load double, double* %arrayidx33, align 8, !dbg !72, !tbaa !44
  %neg43 = fneg double %30, !dbg !42
  %31 = tail call double @llvm.fmuladd.f64(double %neg43, double %30, double %28), !dbg !42
  store double %31, double* %arrayidx42, align 8, !dbg !42, !tbaa !44
  %indvars.iv.next132 = or i64 %indvars.iv131, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next132, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next132, metadata !29, metadata !DIExpression()), !dbg !30
  %32 = add nuw nsw i64 %indvars.iv.next132, %2, !dbg !71
  %arrayidx33.1 = getelementptr inbounds double, double* %a, i64 %32, !dbg !72
  %33 = load double, double* %arrayidx33.1, align 8, !dbg !72, !tbaa !44
  %neg43.1 = fneg double %33, !dbg !42
  %34 = tail call double @llvm.fmuladd.f64(double %neg43.1, double %33, double %31), !dbg !42
  store double %34, double* %arrayidx42, align 8, !dbg !42, !tbaa !44
  %indvars.iv.next132.1 = add nuw nsw i64 %indvars.iv131, 2, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next132.1, metadata !29, metadata !DIExpression()), !dbg !30
  %niter157.next.1 = add i64 %niter157, 2, !dbg !40
  %niter157.ncmp.1 = icmp eq i64 %niter157.next.1, %unroll_iter156, !dbg !40
  br i1 %niter157.ncmp.1, label %for.end46.loopexit.unr-lcssa, label %for.body29, !dbg !40, !llvm.loop !74

for.end46.loopexit.unr-lcssa:                     ; preds = %for.body29, %for.body29.lr.ph
  %.unr154 = phi double [ %.pre147, %for.body29.lr.ph ], [ %34, %for.body29 ]
  %indvars.iv131.unr = phi i64 [ 0, %for.body29.lr.ph ], [ %indvars.iv.next132.1, %for.body29 ]
  %lcmp.mod155.not = icmp eq i64 %xtraiter153, 0, !dbg !40
  br i1 %lcmp.mod155.not, label %for.end46, label %for.body29.epil, !dbg !40

for.body29.epil:                                  ; preds = %for.end46.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv131.unr, metadata !29, metadata !DIExpression()), !dbg !30
  %35 = add nuw nsw i64 %indvars.iv131.unr, %2, !dbg !71
  %arrayidx33.epil = getelementptr inbounds double, double* %a, i64 %35, !dbg !72
  %36 = load double, double* %arrayidx33.epil, align 8, !dbg !72, !tbaa !44
  %neg43.epil = fneg double %36, !dbg !42
  %37 = tail call double @llvm.fmuladd.f64(double %neg43.epil, double %36, double %.unr154), !dbg !42
  store double %37, double* %arrayidx42, align 8, !dbg !42, !tbaa !44
  call void @llvm.dbg.value(metadata i64 %indvars.iv131.unr, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !30
  br label %for.end46, !dbg !76

for.end46:                                        ; preds = %for.body29.epil, %for.end46.loopexit.unr-lcssa, %for.cond27.preheader, %for.cond1.preheader
  %.pre-phi = phi i64 [ 0, %for.cond1.preheader ], [ 0, %for.cond27.preheader ], [ %2, %for.end46.loopexit.unr-lcssa ], [ %2, %for.body29.epil ], !dbg !77
  %38 = add nsw i64 %.pre-phi, %indvars.iv136, !dbg !76
  %arrayidx50 = getelementptr inbounds double, double* %a, i64 %38, !dbg !78
  %39 = load double, double* %arrayidx50, align 8, !dbg !78, !tbaa !44
  %call = tail call double @sqrt(double noundef %39) #5, !dbg !79
  store double %call, double* %arrayidx50, align 8, !dbg !80, !tbaa !44
  %indvars.iv.next137 = add nuw nsw i64 %indvars.iv136, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next137, metadata !27, metadata !DIExpression()), !dbg !30
  %exitcond146.not = icmp eq i64 %indvars.iv.next137, %wide.trip.count145, !dbg !31
  br i1 %exitcond146.not, label %for.end57, label %for.cond1.preheader, !dbg !34, !llvm.loop !82

for.end57:                                        ; preds = %for.end46, %entry
  ret void, !dbg !84
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !85 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !92
  br label %for.cond1.preheader, !dbg !93

for.cond1.preheader:                              ; preds = %entry, %for.inc7
  %indvars.iv58 = phi i64 [ 0, %entry ], [ %indvars.iv.next59, %for.inc7 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv58, metadata !89, metadata !DIExpression()), !dbg !92
  %0 = mul nuw nsw i64 %indvars.iv58, 30
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !92
  %indvars.iv.next59 = add nuw nsw i64 %indvars.iv58, 1, !dbg !95
  br label %for.body3, !dbg !97

for.body3:                                        ; preds = %for.cond1.preheader, %cond.end
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %cond.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !90, metadata !DIExpression()), !dbg !92
  %cmp4 = icmp eq i64 %indvars.iv58, %indvars.iv, !dbg !99
  br i1 %cmp4, label %cond.end, label %cond.false, !dbg !101

cond.false:                                       ; preds = %for.body3
  %1 = add nuw nsw i64 %indvars.iv.next59, %indvars.iv, !dbg !102
  %2 = trunc i64 %1 to i32, !dbg !103
  %conv = sitofp i32 %2 to double, !dbg !103
  %div = fdiv double 1.000000e+00, %conv, !dbg !104
  br label %cond.end, !dbg !101

cond.end:                                         ; preds = %for.body3, %cond.false
  %cond = phi double [ %div, %cond.false ], [ 3.000000e+01, %for.body3 ], !dbg !101
  %3 = add nuw nsw i64 %indvars.iv, %0, !dbg !105
  %arrayidx = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %3, !dbg !106
  store double %cond, double* %arrayidx, align 8, !dbg !107, !tbaa !44
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !90, metadata !DIExpression()), !dbg !92
  %exitcond.not = icmp eq i64 %indvars.iv.next, 30, !dbg !109
  br i1 %exitcond.not, label %for.inc7, label %for.body3, !dbg !97, !llvm.loop !110

for.inc7:                                         ; preds = %cond.end
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next59, metadata !89, metadata !DIExpression()), !dbg !92
  %exitcond62.not = icmp eq i64 %indvars.iv.next59, 30, !dbg !112
  br i1 %exitcond62.not, label %for.end9, label %for.cond1.preheader, !dbg !93, !llvm.loop !113

for.end9:                                         ; preds = %for.inc7
  tail call void @kernel_cholesky(i32 noundef 30, double* noundef getelementptr inbounds ([900 x double], [900 x double]* @A, i64 0, i64 0)), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !92
  br label %for.cond14.preheader, !dbg !116

for.cond14.preheader:                             ; preds = %for.end9, %for.inc26
  %indvars.iv72 = phi i64 [ 0, %for.end9 ], [ %indvars.iv.next73, %for.inc26 ]
  %indvars.iv70 = phi i64 [ 1, %for.end9 ], [ %indvars.iv.next71, %for.inc26 ]
  %s.054 = phi double [ 0.000000e+00, %for.end9 ], [ %add22.lcssa, %for.inc26 ]
  call void @llvm.dbg.value(metadata double %s.054, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv72, metadata !89, metadata !DIExpression()), !dbg !92
  %4 = mul nuw nsw i64 %indvars.iv72, 30
  call void @llvm.dbg.value(metadata double %s.054, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !90, metadata !DIExpression()), !dbg !92
  %xtraiter = and i64 %indvars.iv70, 3, !dbg !118
  %5 = icmp ult i64 %indvars.iv72, 3, !dbg !118
  br i1 %5, label %for.inc26.unr-lcssa, label %for.cond14.preheader.new, !dbg !118

for.cond14.preheader.new:                         ; preds = %for.cond14.preheader
  %unroll_iter = and i64 %indvars.iv70, 9223372036854775804, !dbg !118
  br label %for.body17, !dbg !118

for.body17:                                       ; preds = %for.body17, %for.cond14.preheader.new
  %indvars.iv63 = phi i64 [ 0, %for.cond14.preheader.new ], [ %indvars.iv.next64.3, %for.body17 ]
  %s.152 = phi double [ %s.054, %for.cond14.preheader.new ], [ %add22.3, %for.body17 ]
  %niter = phi i64 [ 0, %for.cond14.preheader.new ], [ %niter.next.3, %for.body17 ]
  call void @llvm.dbg.value(metadata double %s.152, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv63, metadata !90, metadata !DIExpression()), !dbg !92
  %6 = add nuw nsw i64 %indvars.iv63, %4, !dbg !121
  %arrayidx21 = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %6, !dbg !123
  %7 = load double, double* %arrayidx21, align 16, !dbg !123, !tbaa !44
  %add22 = fadd double %s.152, %7, !dbg !124
  call void @llvm.dbg.value(metadata double %add22, metadata !91, metadata !DIExpression()), !dbg !92
  %indvars.iv.next64 = or i64 %indvars.iv63, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double %add22, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64, metadata !90, metadata !DIExpression()), !dbg !92
  %8 = add nuw nsw i64 %indvars.iv.next64, %4, !dbg !121
  %arrayidx21.1 = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %8, !dbg !123
  %9 = load double, double* %arrayidx21.1, align 8, !dbg !123, !tbaa !44
  %add22.1 = fadd double %add22, %9, !dbg !124
  call void @llvm.dbg.value(metadata double %add22.1, metadata !91, metadata !DIExpression()), !dbg !92
  %indvars.iv.next64.1 = or i64 %indvars.iv63, 2, !dbg !125
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64.1, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double %add22.1, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64.1, metadata !90, metadata !DIExpression()), !dbg !92
  %10 = add nuw nsw i64 %indvars.iv.next64.1, %4, !dbg !121
  %arrayidx21.2 = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %10, !dbg !123
  %11 = load double, double* %arrayidx21.2, align 16, !dbg !123, !tbaa !44
  %add22.2 = fadd double %add22.1, %11, !dbg !124
  call void @llvm.dbg.value(metadata double %add22.2, metadata !91, metadata !DIExpression()), !dbg !92
  %indvars.iv.next64.2 = or i64 %indvars.iv63, 3, !dbg !125
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64.2, metadata !90, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata double %add22.2, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64.2, metadata !90, metadata !DIExpression()), !dbg !92
  %12 = add nuw nsw i64 %indvars.iv.next64.2, %4, !dbg !121
  %arrayidx21.3 = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %12, !dbg !123
  %13 = load double, double* %arrayidx21.3, align 8, !dbg !123, !tbaa !44
  %add22.3 = fadd double %add22.2, %13, !dbg !124
  call void @llvm.dbg.value(metadata double %add22.3, metadata !91, metadata !DIExpression()), !dbg !92
  %indvars.iv.next64.3 = add nuw nsw i64 %indvars.iv63, 4, !dbg !125
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64.3, metadata !90, metadata !DIExpression()), !dbg !92
  %niter.next.3 = add i64 %niter, 4, !dbg !118
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !118
  br i1 %niter.ncmp.3, label %for.inc26.unr-lcssa, label %for.body17, !dbg !118, !llvm.loop !126

for.inc26.unr-lcssa:                              ; preds = %for.body17, %for.cond14.preheader
  %add22.lcssa.ph = phi double [ undef, %for.cond14.preheader ], [ %add22.3, %for.body17 ]
  %indvars.iv63.unr = phi i64 [ 0, %for.cond14.preheader ], [ %indvars.iv.next64.3, %for.body17 ]
  %s.152.unr = phi double [ %s.054, %for.cond14.preheader ], [ %add22.3, %for.body17 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !118
  br i1 %lcmp.mod.not, label %for.inc26, label %for.body17.epil, !dbg !118

for.body17.epil:                                  ; preds = %for.inc26.unr-lcssa, %for.body17.epil
  %indvars.iv63.epil = phi i64 [ %indvars.iv.next64.epil, %for.body17.epil ], [ %indvars.iv63.unr, %for.inc26.unr-lcssa ]
  %s.152.epil = phi double [ %add22.epil, %for.body17.epil ], [ %s.152.unr, %for.inc26.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body17.epil ], [ 0, %for.inc26.unr-lcssa ]
  call void @llvm.dbg.value(metadata double %s.152.epil, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv63.epil, metadata !90, metadata !DIExpression()), !dbg !92
  %14 = add nuw nsw i64 %indvars.iv63.epil, %4, !dbg !121
  %arrayidx21.epil = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %14, !dbg !123
  %15 = load double, double* %arrayidx21.epil, align 8, !dbg !123, !tbaa !44
  %add22.epil = fadd double %s.152.epil, %15, !dbg !124
  call void @llvm.dbg.value(metadata double %add22.epil, metadata !91, metadata !DIExpression()), !dbg !92
  %indvars.iv.next64.epil = add nuw nsw i64 %indvars.iv63.epil, 1, !dbg !125
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64.epil, metadata !90, metadata !DIExpression()), !dbg !92
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !118
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !118
  br i1 %epil.iter.cmp.not, label %for.inc26, label %for.body17.epil, !dbg !118, !llvm.loop !128

for.inc26:                                        ; preds = %for.body17.epil, %for.inc26.unr-lcssa
  %add22.lcssa = phi double [ %add22.lcssa.ph, %for.inc26.unr-lcssa ], [ %add22.epil, %for.body17.epil ], !dbg !124
  %indvars.iv.next73 = add nuw nsw i64 %indvars.iv72, 1, !dbg !130
  call void @llvm.dbg.value(metadata double %add22.lcssa, metadata !91, metadata !DIExpression()), !dbg !92
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next73, metadata !89, metadata !DIExpression()), !dbg !92
  %indvars.iv.next71 = add nuw nsw i64 %indvars.iv70, 1, !dbg !116
  %exitcond78.not = icmp eq i64 %indvars.iv.next73, 30, !dbg !131
  br i1 %exitcond78.not, label %for.end28, label %for.cond14.preheader, !dbg !116, !llvm.loop !132

for.end28:                                        ; preds = %for.inc26
  store double %add22.lcssa, double* @checksum, align 8, !dbg !134, !tbaa !44
  ret i32 0, !dbg !135
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cholesky.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 57600, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 900)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_cholesky", scope: !3, file: !3, line: 14, type: !20, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!24 = !{!25, !26, !27, !28, !29}
!25 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 14, type: !22)
!26 = !DILocalVariable(name: "a", arg: 2, scope: !19, file: !3, line: 14, type: !23)
!27 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 16, type: !22)
!28 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 16, type: !22)
!29 = !DILocalVariable(name: "k", scope: !19, file: !3, line: 16, type: !22)
!30 = !DILocation(line: 0, scope: !19)
!31 = !DILocation(line: 17, column: 17, scope: !32)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 17, column: 3)
!33 = distinct !DILexicalBlock(scope: !19, file: !3, line: 17, column: 3)
!34 = !DILocation(line: 17, column: 3, scope: !33)
!35 = !DILocation(line: 18, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 18, column: 5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 18, column: 5)
!38 = distinct !DILexicalBlock(scope: !32, file: !3, line: 17, column: 27)
!39 = !DILocation(line: 18, column: 5, scope: !37)
!40 = !DILocation(line: 23, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 23, column: 5)
!42 = !DILocation(line: 24, column: 20, scope: !43)
!43 = distinct !DILexicalBlock(scope: !41, file: !3, line: 23, column: 5)
!44 = !{!45, !45, i64 0}
!45 = !{!"double", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 19, column: 21, scope: !49)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 7)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 19, column: 7)
!51 = distinct !DILexicalBlock(scope: !36, file: !3, line: 18, column: 29)
!52 = !DILocation(line: 19, column: 7, scope: !50)
!53 = !DILocation(line: 21, column: 15, scope: !51)
!54 = !DILocation(line: 20, column: 22, scope: !49)
!55 = !DILocation(line: 20, column: 33, scope: !49)
!56 = !DILocation(line: 20, column: 25, scope: !49)
!57 = !DILocation(line: 20, column: 48, scope: !49)
!58 = !DILocation(line: 20, column: 40, scope: !49)
!59 = !DILocation(line: 19, column: 27, scope: !49)
!60 = distinct !{!60, !52, !61, !62}
!61 = !DILocation(line: 20, column: 51, scope: !50)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 21, column: 31, scope: !51)
!64 = !DILocation(line: 21, column: 27, scope: !51)
!65 = !DILocation(line: 21, column: 23, scope: !51)
!66 = !DILocation(line: 21, column: 7, scope: !51)
!67 = !DILocation(line: 21, column: 20, scope: !51)
!68 = !DILocation(line: 18, column: 25, scope: !36)
!69 = distinct !{!69, !39, !70, !62}
!70 = !DILocation(line: 22, column: 5, scope: !37)
!71 = !DILocation(line: 24, column: 31, scope: !43)
!72 = !DILocation(line: 24, column: 23, scope: !43)
!73 = !DILocation(line: 23, column: 25, scope: !43)
!74 = distinct !{!74, !40, !75, !62}
!75 = !DILocation(line: 24, column: 49, scope: !41)
!76 = !DILocation(line: 25, column: 33, scope: !38)
!77 = !DILocation(line: 25, column: 29, scope: !38)
!78 = !DILocation(line: 25, column: 25, scope: !38)
!79 = !DILocation(line: 25, column: 20, scope: !38)
!80 = !DILocation(line: 25, column: 18, scope: !38)
!81 = !DILocation(line: 17, column: 23, scope: !32)
!82 = distinct !{!82, !34, !83, !62}
!83 = !DILocation(line: 26, column: 3, scope: !33)
!84 = !DILocation(line: 27, column: 1, scope: !19)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !86, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!86 = !DISubroutineType(types: !87)
!87 = !{!22}
!88 = !{!89, !90, !91}
!89 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 31, type: !22)
!90 = !DILocalVariable(name: "j", scope: !85, file: !3, line: 31, type: !22)
!91 = !DILocalVariable(name: "s", scope: !85, file: !3, line: 32, type: !5)
!92 = !DILocation(line: 0, scope: !85)
!93 = !DILocation(line: 34, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !85, file: !3, line: 34, column: 3)
!95 = !DILocation(line: 34, column: 23, scope: !96)
!96 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 3)
!97 = !DILocation(line: 35, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !96, file: !3, line: 35, column: 5)
!99 = !DILocation(line: 36, column: 25, scope: !100)
!100 = distinct !DILexicalBlock(scope: !98, file: !3, line: 35, column: 5)
!101 = !DILocation(line: 36, column: 22, scope: !100)
!102 = !DILocation(line: 36, column: 66, scope: !100)
!103 = !DILocation(line: 36, column: 51, scope: !100)
!104 = !DILocation(line: 36, column: 49, scope: !100)
!105 = !DILocation(line: 36, column: 15, scope: !100)
!106 = !DILocation(line: 36, column: 7, scope: !100)
!107 = !DILocation(line: 36, column: 20, scope: !100)
!108 = !DILocation(line: 35, column: 25, scope: !100)
!109 = !DILocation(line: 35, column: 19, scope: !100)
!110 = distinct !{!110, !97, !111, !62}
!111 = !DILocation(line: 36, column: 69, scope: !98)
!112 = !DILocation(line: 34, column: 17, scope: !96)
!113 = distinct !{!113, !93, !114, !62}
!114 = !DILocation(line: 36, column: 69, scope: !94)
!115 = !DILocation(line: 37, column: 3, scope: !85)
!116 = !DILocation(line: 38, column: 3, scope: !117)
!117 = distinct !DILexicalBlock(scope: !85, file: !3, line: 38, column: 3)
!118 = !DILocation(line: 39, column: 5, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 39, column: 5)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 38, column: 3)
!121 = !DILocation(line: 40, column: 20, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 39, column: 5)
!123 = !DILocation(line: 40, column: 12, scope: !122)
!124 = !DILocation(line: 40, column: 9, scope: !122)
!125 = !DILocation(line: 39, column: 26, scope: !122)
!126 = distinct !{!126, !118, !127, !62}
!127 = !DILocation(line: 40, column: 23, scope: !119)
!128 = distinct !{!128, !129}
!129 = !{!"llvm.loop.unroll.disable"}
!130 = !DILocation(line: 38, column: 23, scope: !120)
!131 = !DILocation(line: 38, column: 17, scope: !120)
!132 = distinct !{!132, !116, !133, !62}
!133 = !DILocation(line: 40, column: 23, scope: !117)
!134 = !DILocation(line: 41, column: 12, scope: !85)
!135 = !DILocation(line: 42, column: 3, scope: !85)
