; ModuleID = 'irr_call.c'
source_filename = "irr_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mat = internal global [64 x [48 x double]] zeroinitializer, align 16, !dbg !0
@Sums = internal unnamed_addr global [64 x double] zeroinitializer, align 16, !dbg !7
@Tri = internal unnamed_addr global [64 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !26 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  br label %vector.ph, !dbg !35

vector.ph:                                        ; preds = %for.inc6, %entry
  %indvars.iv85 = phi i64 [ 0, %entry ], [ %indvars.iv.next86, %for.inc6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv85, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv85, i64 0, !dbg !37
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !37
  br label %vector.body, !dbg !37

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.2, %vector.body ], !dbg !40
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next.2, %vector.body ]
  %0 = add nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !42
  %1 = trunc <2 x i64> %0 to <2 x i32>, !dbg !43
  %2 = and <2 x i32> %1, <i32 7, i32 7>, !dbg !43
  %3 = sitofp <2 x i32> %2 to <2 x double>, !dbg !44
  %4 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %indvars.iv85, i64 %index, !dbg !40
  %5 = bitcast double* %4 to <2 x double>*, !dbg !45
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !45, !tbaa !46
  %index.next = add nuw nsw i64 %index, 2, !dbg !40
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %6 = add nuw nsw <2 x i64> %vec.ind.next, %broadcast.splat, !dbg !42
  %7 = trunc <2 x i64> %6 to <2 x i32>, !dbg !43
  %8 = and <2 x i32> %7, <i32 7, i32 7>, !dbg !43
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !44
  %10 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %indvars.iv85, i64 %index.next, !dbg !40
  %11 = bitcast double* %10 to <2 x double>*, !dbg !45
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !45, !tbaa !46
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !40
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %12 = add nuw nsw <2 x i64> %vec.ind.next.1, %broadcast.splat, !dbg !42
  %13 = trunc <2 x i64> %12 to <2 x i32>, !dbg !43
  %14 = and <2 x i32> %13, <i32 7, i32 7>, !dbg !43
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !44
  %16 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %indvars.iv85, i64 %index.next.1, !dbg !40
  %17 = bitcast double* %16 to <2 x double>*, !dbg !45
  store <2 x double> %15, <2 x double>* %17, align 16, !dbg !45, !tbaa !46
  %index.next.2 = add nuw nsw i64 %index, 6, !dbg !40
  %vec.ind.next.2 = add <2 x i64> %vec.ind, <i64 6, i64 6>
  %18 = icmp eq i64 %index.next.2, 48, !dbg !40
  br i1 %18, label %for.inc6, label %vector.body, !dbg !40, !llvm.loop !50

for.inc6:                                         ; preds = %vector.body
  %indvars.iv.next86 = add nuw nsw i64 %indvars.iv85, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next86, metadata !31, metadata !DIExpression()), !dbg !34
  %exitcond88.not = icmp eq i64 %indvars.iv.next86, 64, !dbg !55
  br i1 %exitcond88.not, label %for.body12, label %vector.ph, !dbg !35, !llvm.loop !56

for.body12:                                       ; preds = %for.inc6, %for.body12
  %indvars.iv89 = phi i64 [ %indvars.iv.next90, %for.body12 ], [ 0, %for.inc6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv89, metadata !31, metadata !DIExpression()), !dbg !34
  %arraydecay = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %indvars.iv89, i64 0, !dbg !58
  %call = tail call fastcc double @row_sum(double* noundef nonnull %arraydecay, i32 noundef 48), !dbg !61
  %arrayidx16 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %indvars.iv89, !dbg !62
  store double %call, double* %arrayidx16, align 8, !dbg !63, !tbaa !46
  %indvars.iv.next90 = add nuw nsw i64 %indvars.iv89, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next90, metadata !31, metadata !DIExpression()), !dbg !34
  %exitcond92.not = icmp eq i64 %indvars.iv.next90, 64, !dbg !65
  br i1 %exitcond92.not, label %for.body23, label %for.body12, !dbg !66, !llvm.loop !67

for.body23:                                       ; preds = %for.body12, %for.body23
  %indvars.iv93 = phi i64 [ %indvars.iv.next94, %for.body23 ], [ 0, %for.body12 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv93, metadata !31, metadata !DIExpression()), !dbg !34
  %arraydecay26 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %indvars.iv93, i64 0, !dbg !69
  tail call fastcc void @row_scale(double* noundef nonnull %arraydecay26), !dbg !73
  %cmp30 = icmp ult i64 %indvars.iv93, 48, !dbg !74
  %indvars.iv.next94 = add nuw nsw i64 %indvars.iv93, 1, !dbg !75
  %19 = trunc i64 %indvars.iv.next94 to i32, !dbg !75
  %cond = select i1 %cmp30, i32 %19, i32 48, !dbg !75
  %call33 = tail call fastcc double @row_sum(double* noundef nonnull %arraydecay26, i32 noundef %cond), !dbg !76
  %arrayidx35 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %indvars.iv93, !dbg !77
  store double %call33, double* %arrayidx35, align 8, !dbg !78, !tbaa !46
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next94, metadata !31, metadata !DIExpression()), !dbg !34
  %exitcond96.not = icmp eq i64 %indvars.iv.next94, 64, !dbg !79
  br i1 %exitcond96.not, label %for.body42, label %for.body23, !dbg !80, !llvm.loop !81

for.body42:                                       ; preds = %for.body23, %for.body42
  %indvars.iv97 = phi i64 [ %indvars.iv.next98.1, %for.body42 ], [ 0, %for.body23 ]
  %s.082 = phi double [ %add48.1, %for.body42 ], [ 0.000000e+00, %for.body23 ]
  call void @llvm.dbg.value(metadata double %s.082, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv97, metadata !31, metadata !DIExpression()), !dbg !34
  %arrayidx44 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %indvars.iv97, !dbg !83
  %20 = load double, double* %arrayidx44, align 16, !dbg !83, !tbaa !46
  %arrayidx46 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %indvars.iv97, !dbg !86
  %21 = load double, double* %arrayidx46, align 16, !dbg !86, !tbaa !46
  %add47 = fadd double %20, %21, !dbg !87
  %add48 = fadd double %s.082, %add47, !dbg !88
  call void @llvm.dbg.value(metadata double %add48, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next98 = or i64 %indvars.iv97, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next98, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %add48, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next98, metadata !31, metadata !DIExpression()), !dbg !34
  %arrayidx44.1 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %indvars.iv.next98, !dbg !83
  %22 = load double, double* %arrayidx44.1, align 8, !dbg !83, !tbaa !46
  %arrayidx46.1 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %indvars.iv.next98, !dbg !86
  %23 = load double, double* %arrayidx46.1, align 8, !dbg !86, !tbaa !46
  %add47.1 = fadd double %22, %23, !dbg !87
  %add48.1 = fadd double %add48, %add47.1, !dbg !88
  call void @llvm.dbg.value(metadata double %add48.1, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next98.1 = add nuw nsw i64 %indvars.iv97, 2, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next98.1, metadata !31, metadata !DIExpression()), !dbg !34
  %exitcond100.not.1 = icmp eq i64 %indvars.iv.next98.1, 64, !dbg !90
  br i1 %exitcond100.not.1, label %for.end51, label %for.body42, !dbg !91, !llvm.loop !92

for.end51:                                        ; preds = %for.body42
  store double %add48.1, double* @checksum, align 8, !dbg !94, !tbaa !46
  ret i32 0, !dbg !95
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @row_sum(double* nocapture noundef readonly %row, i32 noundef %len) unnamed_addr #1 !dbg !96 {
entry:
  call void @llvm.dbg.value(metadata double* %row, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 %len, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !106
  %cmp6 = icmp sgt i32 %len, 0, !dbg !107
  br i1 %cmp6, label %for.body.preheader, label %for.end, !dbg !110

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %len to i64, !dbg !107
  %0 = add nsw i64 %wide.trip.count, -1, !dbg !110
  %xtraiter = and i64 %wide.trip.count, 7, !dbg !110
  %1 = icmp ult i64 %0, 7, !dbg !110
  br i1 %1, label %for.end.loopexit.unr-lcssa, label %for.body.preheader.new, !dbg !110

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967288, !dbg !110
  br label %for.body, !dbg !110

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.7, %for.body ]
  %s.08 = phi double [ 0.000000e+00, %for.body.preheader.new ], [ %add.7, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.7, %for.body ]
  call void @llvm.dbg.value(metadata double %s.08, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx = getelementptr inbounds double, double* %row, i64 %indvars.iv, !dbg !111
  %2 = load double, double* %arrayidx, align 8, !dbg !111, !tbaa !46
  %add = fadd double %s.08, %2, !dbg !112
  call void @llvm.dbg.value(metadata double %add, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.1 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next, !dbg !111
  %3 = load double, double* %arrayidx.1, align 8, !dbg !111, !tbaa !46
  %add.1 = fadd double %add, %3, !dbg !112
  call void @llvm.dbg.value(metadata double %add.1, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.1 = or i64 %indvars.iv, 2, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add.1, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.2 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next.1, !dbg !111
  %4 = load double, double* %arrayidx.2, align 8, !dbg !111, !tbaa !46
  %add.2 = fadd double %add.1, %4, !dbg !112
  call void @llvm.dbg.value(metadata double %add.2, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.2 = or i64 %indvars.iv, 3, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add.2, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.3 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next.2, !dbg !111
  %5 = load double, double* %arrayidx.3, align 8, !dbg !111, !tbaa !46
  %add.3 = fadd double %add.2, %5, !dbg !112
  call void @llvm.dbg.value(metadata double %add.3, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.3 = or i64 %indvars.iv, 4, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add.3, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.4 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next.3, !dbg !111
  %6 = load double, double* %arrayidx.4, align 8, !dbg !111, !tbaa !46
  %add.4 = fadd double %add.3, %6, !dbg !112
  call void @llvm.dbg.value(metadata double %add.4, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.4 = or i64 %indvars.iv, 5, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.4, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add.4, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.4, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.5 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next.4, !dbg !111
  %7 = load double, double* %arrayidx.5, align 8, !dbg !111, !tbaa !46
  %add.5 = fadd double %add.4, %7, !dbg !112
  call void @llvm.dbg.value(metadata double %add.5, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.5 = or i64 %indvars.iv, 6, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.5, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add.5, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.5, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.6 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next.5, !dbg !111
  %8 = load double, double* %arrayidx.6, align 8, !dbg !111, !tbaa !46
  %add.6 = fadd double %add.5, %8, !dbg !112
  call void @llvm.dbg.value(metadata double %add.6, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.6 = or i64 %indvars.iv, 7, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.6, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %add.6, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.6, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.7 = getelementptr inbounds double, double* %row, i64 %indvars.iv.next.6, !dbg !111
  %9 = load double, double* %arrayidx.7, align 8, !dbg !111, !tbaa !46
  %add.7 = fadd double %add.6, %9, !dbg !112
  call void @llvm.dbg.value(metadata double %add.7, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.7 = add nuw nsw i64 %indvars.iv, 8, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.7, metadata !104, metadata !DIExpression()), !dbg !106
  %niter.next.7 = add i64 %niter, 8, !dbg !110
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !110
  br i1 %niter.ncmp.7, label %for.end.loopexit.unr-lcssa, label %for.body, !dbg !110, !llvm.loop !114

for.end.loopexit.unr-lcssa:                       ; preds = %for.body, %for.body.preheader
  %add.lcssa.ph = phi double [ undef, %for.body.preheader ], [ %add.7, %for.body ]
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.7, %for.body ]
  %s.08.unr = phi double [ 0.000000e+00, %for.body.preheader ], [ %add.7, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !110
  br i1 %lcmp.mod.not, label %for.end, label %for.body.epil, !dbg !110

for.body.epil:                                    ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.end.loopexit.unr-lcssa ]
  %s.08.epil = phi double [ %add.epil, %for.body.epil ], [ %s.08.unr, %for.end.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.end.loopexit.unr-lcssa ]
  call void @llvm.dbg.value(metadata double %s.08.epil, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %indvars.iv.epil, metadata !104, metadata !DIExpression()), !dbg !106
  %arrayidx.epil = getelementptr inbounds double, double* %row, i64 %indvars.iv.epil, !dbg !111
  %10 = load double, double* %arrayidx.epil, align 8, !dbg !111, !tbaa !46
  %add.epil = fadd double %s.08.epil, %10, !dbg !112
  call void @llvm.dbg.value(metadata double %add.epil, metadata !105, metadata !DIExpression()), !dbg !106
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.epil, metadata !104, metadata !DIExpression()), !dbg !106
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !110
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !110
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body.epil, !dbg !110, !llvm.loop !116

for.end:                                          ; preds = %for.end.loopexit.unr-lcssa, %for.body.epil, %entry
  %s.0.lcssa = phi double [ 0.000000e+00, %entry ], [ %add.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %add.epil, %for.body.epil ], !dbg !106
  ret double %s.0.lcssa, !dbg !118
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @row_scale(double* nocapture noundef %row) unnamed_addr #2 !dbg !119 {
entry:
  call void @llvm.dbg.value(metadata double* %row, metadata !124, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 48, metadata !125, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !126, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !128
  %0 = bitcast double* %row to <2 x double>*, !dbg !129
  %wide.load = load <2 x double>, <2 x double>* %0, align 8, !dbg !129, !tbaa !46
  %1 = fmul <2 x double> %wide.load, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %2 = bitcast double* %row to <2 x double>*, !dbg !129
  store <2 x double> %1, <2 x double>* %2, align 8, !dbg !129, !tbaa !46
  %3 = getelementptr inbounds double, double* %row, i64 2, !dbg !132
  %4 = bitcast double* %3 to <2 x double>*, !dbg !129
  %wide.load.1 = load <2 x double>, <2 x double>* %4, align 8, !dbg !129, !tbaa !46
  %5 = fmul <2 x double> %wide.load.1, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %6 = bitcast double* %3 to <2 x double>*, !dbg !129
  store <2 x double> %5, <2 x double>* %6, align 8, !dbg !129, !tbaa !46
  %7 = getelementptr inbounds double, double* %row, i64 4, !dbg !132
  %8 = bitcast double* %7 to <2 x double>*, !dbg !129
  %wide.load.2 = load <2 x double>, <2 x double>* %8, align 8, !dbg !129, !tbaa !46
  %9 = fmul <2 x double> %wide.load.2, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %10 = bitcast double* %7 to <2 x double>*, !dbg !129
  store <2 x double> %9, <2 x double>* %10, align 8, !dbg !129, !tbaa !46
  %11 = getelementptr inbounds double, double* %row, i64 6, !dbg !132
  %12 = bitcast double* %11 to <2 x double>*, !dbg !129
  %wide.load.3 = load <2 x double>, <2 x double>* %12, align 8, !dbg !129, !tbaa !46
  %13 = fmul <2 x double> %wide.load.3, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %14 = bitcast double* %11 to <2 x double>*, !dbg !129
  store <2 x double> %13, <2 x double>* %14, align 8, !dbg !129, !tbaa !46
  %15 = getelementptr inbounds double, double* %row, i64 8, !dbg !132
  %16 = bitcast double* %15 to <2 x double>*, !dbg !129
  %wide.load.4 = load <2 x double>, <2 x double>* %16, align 8, !dbg !129, !tbaa !46
  %17 = fmul <2 x double> %wide.load.4, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %18 = bitcast double* %15 to <2 x double>*, !dbg !129
  store <2 x double> %17, <2 x double>* %18, align 8, !dbg !129, !tbaa !46
  %19 = getelementptr inbounds double, double* %row, i64 10, !dbg !132
  %20 = bitcast double* %19 to <2 x double>*, !dbg !129
  %wide.load.5 = load <2 x double>, <2 x double>* %20, align 8, !dbg !129, !tbaa !46
  %21 = fmul <2 x double> %wide.load.5, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %22 = bitcast double* %19 to <2 x double>*, !dbg !129
  store <2 x double> %21, <2 x double>* %22, align 8, !dbg !129, !tbaa !46
  %23 = getelementptr inbounds double, double* %row, i64 12, !dbg !132
  %24 = bitcast double* %23 to <2 x double>*, !dbg !129
  %wide.load.6 = load <2 x double>, <2 x double>* %24, align 8, !dbg !129, !tbaa !46
  %25 = fmul <2 x double> %wide.load.6, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %26 = bitcast double* %23 to <2 x double>*, !dbg !129
  store <2 x double> %25, <2 x double>* %26, align 8, !dbg !129, !tbaa !46
  %27 = getelementptr inbounds double, double* %row, i64 14, !dbg !132
  %28 = bitcast double* %27 to <2 x double>*, !dbg !129
  %wide.load.7 = load <2 x double>, <2 x double>* %28, align 8, !dbg !129, !tbaa !46
  %29 = fmul <2 x double> %wide.load.7, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %30 = bitcast double* %27 to <2 x double>*, !dbg !129
  store <2 x double> %29, <2 x double>* %30, align 8, !dbg !129, !tbaa !46
  %31 = getelementptr inbounds double, double* %row, i64 16, !dbg !132
  %32 = bitcast double* %31 to <2 x double>*, !dbg !129
  %wide.load.8 = load <2 x double>, <2 x double>* %32, align 8, !dbg !129, !tbaa !46
  %33 = fmul <2 x double> %wide.load.8, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %34 = bitcast double* %31 to <2 x double>*, !dbg !129
  store <2 x double> %33, <2 x double>* %34, align 8, !dbg !129, !tbaa !46
  %35 = getelementptr inbounds double, double* %row, i64 18, !dbg !132
  %36 = bitcast double* %35 to <2 x double>*, !dbg !129
  %wide.load.9 = load <2 x double>, <2 x double>* %36, align 8, !dbg !129, !tbaa !46
  %37 = fmul <2 x double> %wide.load.9, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %38 = bitcast double* %35 to <2 x double>*, !dbg !129
  store <2 x double> %37, <2 x double>* %38, align 8, !dbg !129, !tbaa !46
  %39 = getelementptr inbounds double, double* %row, i64 20, !dbg !132
  %40 = bitcast double* %39 to <2 x double>*, !dbg !129
  %wide.load.10 = load <2 x double>, <2 x double>* %40, align 8, !dbg !129, !tbaa !46
  %41 = fmul <2 x double> %wide.load.10, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %42 = bitcast double* %39 to <2 x double>*, !dbg !129
  store <2 x double> %41, <2 x double>* %42, align 8, !dbg !129, !tbaa !46
  %43 = getelementptr inbounds double, double* %row, i64 22, !dbg !132
  %44 = bitcast double* %43 to <2 x double>*, !dbg !129
  %wide.load.11 = load <2 x double>, <2 x double>* %44, align 8, !dbg !129, !tbaa !46
  %45 = fmul <2 x double> %wide.load.11, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %46 = bitcast double* %43 to <2 x double>*, !dbg !129
  store <2 x double> %45, <2 x double>* %46, align 8, !dbg !129, !tbaa !46
  %47 = getelementptr inbounds double, double* %row, i64 24, !dbg !132
  %48 = bitcast double* %47 to <2 x double>*, !dbg !129
  %wide.load.12 = load <2 x double>, <2 x double>* %48, align 8, !dbg !129, !tbaa !46
  %49 = fmul <2 x double> %wide.load.12, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %50 = bitcast double* %47 to <2 x double>*, !dbg !129
  store <2 x double> %49, <2 x double>* %50, align 8, !dbg !129, !tbaa !46
  %51 = getelementptr inbounds double, double* %row, i64 26, !dbg !132
  %52 = bitcast double* %51 to <2 x double>*, !dbg !129
  %wide.load.13 = load <2 x double>, <2 x double>* %52, align 8, !dbg !129, !tbaa !46
  %53 = fmul <2 x double> %wide.load.13, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %54 = bitcast double* %51 to <2 x double>*, !dbg !129
  store <2 x double> %53, <2 x double>* %54, align 8, !dbg !129, !tbaa !46
  %55 = getelementptr inbounds double, double* %row, i64 28, !dbg !132
  %56 = bitcast double* %55 to <2 x double>*, !dbg !129
  %wide.load.14 = load <2 x double>, <2 x double>* %56, align 8, !dbg !129, !tbaa !46
  %57 = fmul <2 x double> %wide.load.14, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %58 = bitcast double* %55 to <2 x double>*, !dbg !129
  store <2 x double> %57, <2 x double>* %58, align 8, !dbg !129, !tbaa !46
  %59 = getelementptr inbounds double, double* %row, i64 30, !dbg !132
  %60 = bitcast double* %59 to <2 x double>*, !dbg !129
  %wide.load.15 = load <2 x double>, <2 x double>* %60, align 8, !dbg !129, !tbaa !46
  %61 = fmul <2 x double> %wide.load.15, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %62 = bitcast double* %59 to <2 x double>*, !dbg !129
  store <2 x double> %61, <2 x double>* %62, align 8, !dbg !129, !tbaa !46
  %63 = getelementptr inbounds double, double* %row, i64 32, !dbg !132
  %64 = bitcast double* %63 to <2 x double>*, !dbg !129
  %wide.load.16 = load <2 x double>, <2 x double>* %64, align 8, !dbg !129, !tbaa !46
  %65 = fmul <2 x double> %wide.load.16, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %66 = bitcast double* %63 to <2 x double>*, !dbg !129
  store <2 x double> %65, <2 x double>* %66, align 8, !dbg !129, !tbaa !46
  %67 = getelementptr inbounds double, double* %row, i64 34, !dbg !132
  %68 = bitcast double* %67 to <2 x double>*, !dbg !129
  %wide.load.17 = load <2 x double>, <2 x double>* %68, align 8, !dbg !129, !tbaa !46
  %69 = fmul <2 x double> %wide.load.17, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %70 = bitcast double* %67 to <2 x double>*, !dbg !129
  store <2 x double> %69, <2 x double>* %70, align 8, !dbg !129, !tbaa !46
  %71 = getelementptr inbounds double, double* %row, i64 36, !dbg !132
  %72 = bitcast double* %71 to <2 x double>*, !dbg !129
  %wide.load.18 = load <2 x double>, <2 x double>* %72, align 8, !dbg !129, !tbaa !46
  %73 = fmul <2 x double> %wide.load.18, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %74 = bitcast double* %71 to <2 x double>*, !dbg !129
  store <2 x double> %73, <2 x double>* %74, align 8, !dbg !129, !tbaa !46
  %75 = getelementptr inbounds double, double* %row, i64 38, !dbg !132
  %76 = bitcast double* %75 to <2 x double>*, !dbg !129
  %wide.load.19 = load <2 x double>, <2 x double>* %76, align 8, !dbg !129, !tbaa !46
  %77 = fmul <2 x double> %wide.load.19, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %78 = bitcast double* %75 to <2 x double>*, !dbg !129
  store <2 x double> %77, <2 x double>* %78, align 8, !dbg !129, !tbaa !46
  %79 = getelementptr inbounds double, double* %row, i64 40, !dbg !132
  %80 = bitcast double* %79 to <2 x double>*, !dbg !129
  %wide.load.20 = load <2 x double>, <2 x double>* %80, align 8, !dbg !129, !tbaa !46
  %81 = fmul <2 x double> %wide.load.20, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %82 = bitcast double* %79 to <2 x double>*, !dbg !129
  store <2 x double> %81, <2 x double>* %82, align 8, !dbg !129, !tbaa !46
  %83 = getelementptr inbounds double, double* %row, i64 42, !dbg !132
  %84 = bitcast double* %83 to <2 x double>*, !dbg !129
  %wide.load.21 = load <2 x double>, <2 x double>* %84, align 8, !dbg !129, !tbaa !46
  %85 = fmul <2 x double> %wide.load.21, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %86 = bitcast double* %83 to <2 x double>*, !dbg !129
  store <2 x double> %85, <2 x double>* %86, align 8, !dbg !129, !tbaa !46
  %87 = getelementptr inbounds double, double* %row, i64 44, !dbg !132
  %88 = bitcast double* %87 to <2 x double>*, !dbg !129
  %wide.load.22 = load <2 x double>, <2 x double>* %88, align 8, !dbg !129, !tbaa !46
  %89 = fmul <2 x double> %wide.load.22, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %90 = bitcast double* %87 to <2 x double>*, !dbg !129
  store <2 x double> %89, <2 x double>* %90, align 8, !dbg !129, !tbaa !46
  %91 = getelementptr inbounds double, double* %row, i64 46, !dbg !132
  %92 = bitcast double* %91 to <2 x double>*, !dbg !129
  %wide.load.23 = load <2 x double>, <2 x double>* %92, align 8, !dbg !129, !tbaa !46
  %93 = fmul <2 x double> %wide.load.23, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %94 = bitcast double* %91 to <2 x double>*, !dbg !129
  store <2 x double> %93, <2 x double>* %94, align 8, !dbg !129, !tbaa !46
  ret void, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mat", scope: !2, file: !3, line: 7, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_call.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Sums", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Tri", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 196608, elements: !17)
!17 = !{!11, !18}
!18 = !DISubrange(count: 48)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !27, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 30, type: !29)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 30, type: !29)
!33 = !DILocalVariable(name: "s", scope: !26, file: !3, line: 31, type: !5)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 32, column: 3, scope: !36)
!36 = distinct !DILexicalBlock(scope: !26, file: !3, line: 32, column: 3)
!37 = !DILocation(line: 33, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 33, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 32, column: 3)
!40 = !DILocation(line: 33, column: 28, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 33, column: 5)
!42 = !DILocation(line: 34, column: 31, scope: !41)
!43 = !DILocation(line: 34, column: 36, scope: !41)
!44 = !DILocation(line: 34, column: 19, scope: !41)
!45 = !DILocation(line: 34, column: 17, scope: !41)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = distinct !{!50, !37, !51, !52, !53}
!51 = !DILocation(line: 34, column: 39, scope: !38)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !DILocation(line: 32, column: 26, scope: !39)
!55 = !DILocation(line: 32, column: 17, scope: !39)
!56 = distinct !{!56, !35, !57, !52}
!57 = !DILocation(line: 34, column: 39, scope: !36)
!58 = !DILocation(line: 36, column: 23, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 35, column: 3)
!60 = distinct !DILexicalBlock(scope: !26, file: !3, line: 35, column: 3)
!61 = !DILocation(line: 36, column: 15, scope: !59)
!62 = !DILocation(line: 36, column: 5, scope: !59)
!63 = !DILocation(line: 36, column: 13, scope: !59)
!64 = !DILocation(line: 35, column: 26, scope: !59)
!65 = !DILocation(line: 35, column: 17, scope: !59)
!66 = !DILocation(line: 35, column: 3, scope: !60)
!67 = distinct !{!67, !66, !68, !52}
!68 = !DILocation(line: 36, column: 35, scope: !60)
!69 = !DILocation(line: 38, column: 15, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 30)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 37, column: 3)
!72 = distinct !DILexicalBlock(scope: !26, file: !3, line: 37, column: 3)
!73 = !DILocation(line: 38, column: 5, scope: !70)
!74 = !DILocation(line: 39, column: 32, scope: !70)
!75 = !DILocation(line: 39, column: 30, scope: !70)
!76 = !DILocation(line: 39, column: 14, scope: !70)
!77 = !DILocation(line: 39, column: 5, scope: !70)
!78 = !DILocation(line: 39, column: 12, scope: !70)
!79 = !DILocation(line: 37, column: 17, scope: !71)
!80 = !DILocation(line: 37, column: 3, scope: !72)
!81 = distinct !{!81, !80, !82, !52}
!82 = !DILocation(line: 40, column: 3, scope: !72)
!83 = !DILocation(line: 42, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 41, column: 3)
!85 = distinct !DILexicalBlock(scope: !26, file: !3, line: 41, column: 3)
!86 = !DILocation(line: 42, column: 20, scope: !84)
!87 = !DILocation(line: 42, column: 18, scope: !84)
!88 = !DILocation(line: 42, column: 7, scope: !84)
!89 = !DILocation(line: 41, column: 26, scope: !84)
!90 = !DILocation(line: 41, column: 17, scope: !84)
!91 = !DILocation(line: 41, column: 3, scope: !85)
!92 = distinct !{!92, !91, !93, !52}
!93 = !DILocation(line: 42, column: 25, scope: !85)
!94 = !DILocation(line: 43, column: 12, scope: !26)
!95 = !DILocation(line: 44, column: 3, scope: !26)
!96 = distinct !DISubprogram(name: "row_sum", scope: !3, file: !3, line: 12, type: !97, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{!5, !99, !29}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!101 = !{!102, !103, !104, !105}
!102 = !DILocalVariable(name: "row", arg: 1, scope: !96, file: !3, line: 12, type: !99)
!103 = !DILocalVariable(name: "len", arg: 2, scope: !96, file: !3, line: 12, type: !29)
!104 = !DILocalVariable(name: "j", scope: !96, file: !3, line: 14, type: !29)
!105 = !DILocalVariable(name: "s", scope: !96, file: !3, line: 15, type: !5)
!106 = !DILocation(line: 0, scope: !96)
!107 = !DILocation(line: 16, column: 17, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 16, column: 3)
!109 = distinct !DILexicalBlock(scope: !96, file: !3, line: 16, column: 3)
!110 = !DILocation(line: 16, column: 3, scope: !109)
!111 = !DILocation(line: 17, column: 10, scope: !108)
!112 = !DILocation(line: 17, column: 7, scope: !108)
!113 = !DILocation(line: 16, column: 25, scope: !108)
!114 = distinct !{!114, !110, !115, !52}
!115 = !DILocation(line: 17, column: 15, scope: !109)
!116 = distinct !{!116, !117}
!117 = !{!"llvm.loop.unroll.disable"}
!118 = !DILocation(line: 18, column: 3, scope: !96)
!119 = distinct !DISubprogram(name: "row_scale", scope: !3, file: !3, line: 21, type: !120, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !29, !5}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!123 = !{!124, !125, !126, !127}
!124 = !DILocalVariable(name: "row", arg: 1, scope: !119, file: !3, line: 21, type: !122)
!125 = !DILocalVariable(name: "len", arg: 2, scope: !119, file: !3, line: 21, type: !29)
!126 = !DILocalVariable(name: "f", arg: 3, scope: !119, file: !3, line: 21, type: !5)
!127 = !DILocalVariable(name: "j", scope: !119, file: !3, line: 23, type: !29)
!128 = !DILocation(line: 0, scope: !119)
!129 = !DILocation(line: 25, column: 12, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 24, column: 3)
!131 = distinct !DILexicalBlock(scope: !119, file: !3, line: 24, column: 3)
!132 = !DILocation(line: 24, column: 25, scope: !130)
!133 = !DILocation(line: 26, column: 1, scope: !119)
