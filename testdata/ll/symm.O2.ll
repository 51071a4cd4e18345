; ModuleID = 'symm.c'
source_filename = "symm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@B = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@C = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_symm(double noundef %alpha, double noundef %beta) local_unnamed_addr #0 !dbg !23 {
entry:
  call void @llvm.dbg.value(metadata double %alpha, metadata !27, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %beta, metadata !28, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !39
  br label %for.cond1.preheader, !dbg !40

for.cond1.preheader:                              ; preds = %entry, %for.inc39
  %indvars.iv90 = phi i64 [ 1, %entry ], [ %indvars.iv.next91, %for.inc39 ]
  %indvars.iv80 = phi i64 [ 0, %entry ], [ %indvars.iv.next81, %for.inc39 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv80, metadata !29, metadata !DIExpression()), !dbg !39
  %cmp1470 = icmp ult i64 %indvars.iv80, 39
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !39
  %xtraiter = and i64 %indvars.iv90, 1
  %0 = icmp eq i64 %indvars.iv80, 0
  %unroll_iter = and i64 %indvars.iv90, 9223372036854775806
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.cond4.preheader, !dbg !41

for.cond4.preheader:                              ; preds = %for.cond1.preheader, %for.end26
  %indvars.iv86 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next87, %for.end26 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv86, metadata !31, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !39
  br i1 %0, label %for.cond13.preheader.unr-lcssa, label %for.body6, !dbg !43

for.cond13.preheader.unr-lcssa:                   ; preds = %for.body6, %for.cond4.preheader
  %.lcssa.ph = phi double [ undef, %for.cond4.preheader ], [ %9, %for.body6 ]
  %indvars.iv.unr = phi i64 [ 0, %for.cond4.preheader ], [ %indvars.iv.next.1, %for.body6 ]
  %acc.068.unr = phi double [ 0.000000e+00, %for.cond4.preheader ], [ %9, %for.body6 ]
  br i1 %lcmp.mod.not, label %for.cond13.preheader, label %for.body6.epil, !dbg !43

for.body6.epil:                                   ; preds = %for.cond13.preheader.unr-lcssa
  call void @llvm.dbg.value(metadata double %acc.068.unr, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !32, metadata !DIExpression()), !dbg !39
  %arrayidx8.epil = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv80, i64 %indvars.iv.unr, !dbg !45
  %1 = load double, double* %arrayidx8.epil, align 8, !dbg !45, !tbaa !47
  %arrayidx12.epil = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv.unr, i64 %indvars.iv86, !dbg !51
  %2 = load double, double* %arrayidx12.epil, align 8, !dbg !51, !tbaa !47
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %2, double %acc.068.unr), !dbg !52
  call void @llvm.dbg.value(metadata double %3, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  br label %for.cond13.preheader, !dbg !53

for.cond13.preheader:                             ; preds = %for.cond13.preheader.unr-lcssa, %for.body6.epil
  %.lcssa = phi double [ %.lcssa.ph, %for.cond13.preheader.unr-lcssa ], [ %3, %for.body6.epil ], !dbg !52
  call void @llvm.dbg.value(metadata double %.lcssa, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv80, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  br i1 %cmp1470, label %for.body15, label %for.end26, !dbg !53

for.body6:                                        ; preds = %for.cond4.preheader, %for.body6
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body6 ], [ 0, %for.cond4.preheader ]
  %acc.068 = phi double [ %9, %for.body6 ], [ 0.000000e+00, %for.cond4.preheader ]
  %niter = phi i64 [ %niter.next.1, %for.body6 ], [ 0, %for.cond4.preheader ]
  call void @llvm.dbg.value(metadata double %acc.068, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !39
  %arrayidx8 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv80, i64 %indvars.iv, !dbg !45
  %4 = load double, double* %arrayidx8, align 16, !dbg !45, !tbaa !47
  %arrayidx12 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv, i64 %indvars.iv86, !dbg !51
  %5 = load double, double* %arrayidx12, align 8, !dbg !51, !tbaa !47
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %acc.068), !dbg !52
  call void @llvm.dbg.value(metadata double %6, metadata !33, metadata !DIExpression()), !dbg !42
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %6, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !39
  %arrayidx8.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv80, i64 %indvars.iv.next, !dbg !45
  %7 = load double, double* %arrayidx8.1, align 8, !dbg !45, !tbaa !47
  %arrayidx12.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv.next, i64 %indvars.iv86, !dbg !51
  %8 = load double, double* %arrayidx12.1, align 8, !dbg !51, !tbaa !47
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6), !dbg !52
  call void @llvm.dbg.value(metadata double %9, metadata !33, metadata !DIExpression()), !dbg !42
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !39
  %niter.next.1 = add i64 %niter, 2, !dbg !43
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !43
  br i1 %niter.ncmp.1, label %for.cond13.preheader.unr-lcssa, label %for.body6, !dbg !43, !llvm.loop !56

for.body15:                                       ; preds = %for.cond13.preheader, %for.body15
  %indvars.iv82 = phi i64 [ %indvars.iv.next83, %for.body15 ], [ %indvars.iv80, %for.cond13.preheader ]
  %acc.171 = phi double [ %12, %for.body15 ], [ %.lcssa, %for.cond13.preheader ]
  %indvars.iv.next83 = add nuw nsw i64 %indvars.iv82, 1
  call void @llvm.dbg.value(metadata double %acc.171, metadata !33, metadata !DIExpression()), !dbg !42
  %arrayidx19 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv.next83, i64 %indvars.iv80, !dbg !59
  %10 = load double, double* %arrayidx19, align 8, !dbg !59, !tbaa !47
  %arrayidx23 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv.next83, i64 %indvars.iv86, !dbg !61
  %11 = load double, double* %arrayidx23, align 8, !dbg !61, !tbaa !47
  %12 = tail call double @llvm.fmuladd.f64(double %10, double %11, double %acc.171), !dbg !62
  call void @llvm.dbg.value(metadata double %12, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next83, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next83, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  %exitcond85.not = icmp eq i64 %indvars.iv.next83, 39, !dbg !63
  br i1 %exitcond85.not, label %for.end26, label %for.body15, !dbg !53, !llvm.loop !64

for.end26:                                        ; preds = %for.body15, %for.cond13.preheader
  %acc.1.lcssa = phi double [ %.lcssa, %for.cond13.preheader ], [ %12, %for.body15 ], !dbg !42
  %arrayidx30 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv80, i64 %indvars.iv86, !dbg !66
  %13 = load double, double* %arrayidx30, align 8, !dbg !66, !tbaa !47
  %mul31 = fmul double %acc.1.lcssa, %alpha, !dbg !67
  %14 = tail call double @llvm.fmuladd.f64(double %beta, double %13, double %mul31), !dbg !68
  store double %14, double* %arrayidx30, align 8, !dbg !69, !tbaa !47
  %indvars.iv.next87 = add nuw nsw i64 %indvars.iv86, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next87, metadata !31, metadata !DIExpression()), !dbg !39
  %exitcond89.not = icmp eq i64 %indvars.iv.next87, 40, !dbg !71
  br i1 %exitcond89.not, label %for.inc39, label %for.cond4.preheader, !dbg !41, !llvm.loop !72

for.inc39:                                        ; preds = %for.end26
  %indvars.iv.next81 = add nuw nsw i64 %indvars.iv80, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next81, metadata !29, metadata !DIExpression()), !dbg !39
  %indvars.iv.next91 = add nuw nsw i64 %indvars.iv90, 1, !dbg !40
  %exitcond95.not = icmp eq i64 %indvars.iv.next81, 40, !dbg !75
  br i1 %exitcond95.not, label %for.end41, label %for.cond1.preheader, !dbg !40, !llvm.loop !76

for.end41:                                        ; preds = %for.inc39
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !79 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !86
  br label %for.cond1.preheader, !dbg !87

for.cond1.preheader:                              ; preds = %entry, %for.inc24
  %indvars.iv83 = phi i64 [ 0, %entry ], [ %indvars.iv.next84, %for.inc24 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv83, metadata !83, metadata !DIExpression()), !dbg !86
  %0 = shl nuw nsw i64 %indvars.iv83, 1
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !86
  br label %for.body3, !dbg !89

for.body3:                                        ; preds = %for.cond1.preheader, %cond.end
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next, %cond.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !84, metadata !DIExpression()), !dbg !86
  %cmp4.not = icmp ugt i64 %indvars.iv, %indvars.iv83, !dbg !92
  br i1 %cmp4.not, label %cond.end, label %cond.true, !dbg !95

cond.true:                                        ; preds = %for.body3
  %1 = add nuw nsw i64 %indvars.iv, %indvars.iv83, !dbg !96
  %2 = trunc i64 %1 to i32, !dbg !97
  %rem = urem i32 %2, 6, !dbg !97
  %conv = sitofp i32 %rem to double, !dbg !98
  %div = fdiv double %conv, 6.000000e+00, !dbg !99
  br label %cond.end, !dbg !95

cond.end:                                         ; preds = %for.body3, %cond.true
  %cond = phi double [ %div, %cond.true ], [ -9.990000e+02, %for.body3 ], !dbg !95
  %arrayidx6 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv83, i64 %indvars.iv, !dbg !100
  store double %cond, double* %arrayidx6, align 8, !dbg !101, !tbaa !47
  %3 = add nuw nsw i64 %indvars.iv, %0, !dbg !102
  %4 = trunc i64 %3 to i32, !dbg !103
  %rem8 = urem i32 %4, 7, !dbg !103
  %conv9 = sitofp i32 %rem8 to double, !dbg !104
  %div10 = fdiv double %conv9, 7.000000e+00, !dbg !105
  %arrayidx14 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv83, i64 %indvars.iv, !dbg !106
  store double %div10, double* %arrayidx14, align 8, !dbg !107, !tbaa !47
  %5 = mul nuw nsw i64 %indvars.iv, 5, !dbg !108
  %6 = add nuw nsw i64 %5, %indvars.iv83, !dbg !109
  %7 = trunc i64 %6 to i32, !dbg !110
  %rem17 = and i32 %7, 3, !dbg !110
  %conv18 = sitofp i32 %rem17 to double, !dbg !111
  %div19 = fmul double %conv18, 2.500000e-01, !dbg !112
  %arrayidx23 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv83, i64 %indvars.iv, !dbg !113
  store double %div19, double* %arrayidx23, align 8, !dbg !114, !tbaa !47
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !84, metadata !DIExpression()), !dbg !86
  %exitcond.not = icmp eq i64 %indvars.iv.next, 40, !dbg !116
  br i1 %exitcond.not, label %for.inc24, label %for.body3, !dbg !89, !llvm.loop !117

for.inc24:                                        ; preds = %cond.end
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next84, metadata !83, metadata !DIExpression()), !dbg !86
  %exitcond87.not = icmp eq i64 %indvars.iv.next84, 40, !dbg !120
  br i1 %exitcond87.not, label %for.end26, label %for.cond1.preheader, !dbg !87, !llvm.loop !121

for.end26:                                        ; preds = %for.inc24
  tail call void @kernel_symm(double noundef 1.250000e+00, double noundef 5.000000e-01), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()), !dbg !86
  br label %for.cond31.preheader, !dbg !124

for.cond31.preheader:                             ; preds = %for.end26, %for.inc43
  %indvars.iv92 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next93, %for.inc43 ]
  %s.077 = phi double [ 0.000000e+00, %for.end26 ], [ %add39.4, %for.inc43 ]
  call void @llvm.dbg.value(metadata double %s.077, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv92, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %s.077, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !86
  br label %for.body34, !dbg !126

for.body34:                                       ; preds = %for.body34, %for.cond31.preheader
  %indvars.iv88 = phi i64 [ 0, %for.cond31.preheader ], [ %indvars.iv.next89.4, %for.body34 ]
  %s.175 = phi double [ %s.077, %for.cond31.preheader ], [ %add39.4, %for.body34 ]
  call void @llvm.dbg.value(metadata double %s.175, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv88, metadata !84, metadata !DIExpression()), !dbg !86
  %arrayidx38 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv92, i64 %indvars.iv88, !dbg !129
  %8 = load double, double* %arrayidx38, align 8, !dbg !129, !tbaa !47
  %add39 = fadd double %s.175, %8, !dbg !131
  call void @llvm.dbg.value(metadata double %add39, metadata !85, metadata !DIExpression()), !dbg !86
  %indvars.iv.next89 = add nuw nsw i64 %indvars.iv88, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %add39, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89, metadata !84, metadata !DIExpression()), !dbg !86
  %arrayidx38.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv92, i64 %indvars.iv.next89, !dbg !129
  %9 = load double, double* %arrayidx38.1, align 8, !dbg !129, !tbaa !47
  %add39.1 = fadd double %add39, %9, !dbg !131
  call void @llvm.dbg.value(metadata double %add39.1, metadata !85, metadata !DIExpression()), !dbg !86
  %indvars.iv.next89.1 = add nuw nsw i64 %indvars.iv88, 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.1, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %add39.1, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.1, metadata !84, metadata !DIExpression()), !dbg !86
  %arrayidx38.2 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv92, i64 %indvars.iv.next89.1, !dbg !129
  %10 = load double, double* %arrayidx38.2, align 8, !dbg !129, !tbaa !47
  %add39.2 = fadd double %add39.1, %10, !dbg !131
  call void @llvm.dbg.value(metadata double %add39.2, metadata !85, metadata !DIExpression()), !dbg !86
  %indvars.iv.next89.2 = add nuw nsw i64 %indvars.iv88, 3, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.2, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %add39.2, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.2, metadata !84, metadata !DIExpression()), !dbg !86
  %arrayidx38.3 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv92, i64 %indvars.iv.next89.2, !dbg !129
  %11 = load double, double* %arrayidx38.3, align 8, !dbg !129, !tbaa !47
  %add39.3 = fadd double %add39.2, %11, !dbg !131
  call void @llvm.dbg.value(metadata double %add39.3, metadata !85, metadata !DIExpression()), !dbg !86
  %indvars.iv.next89.3 = add nuw nsw i64 %indvars.iv88, 4, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.3, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %add39.3, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.3, metadata !84, metadata !DIExpression()), !dbg !86
  %arrayidx38.4 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv92, i64 %indvars.iv.next89.3, !dbg !129
  %12 = load double, double* %arrayidx38.4, align 8, !dbg !129, !tbaa !47
  %add39.4 = fadd double %add39.3, %12, !dbg !131
  call void @llvm.dbg.value(metadata double %add39.4, metadata !85, metadata !DIExpression()), !dbg !86
  %indvars.iv.next89.4 = add nuw nsw i64 %indvars.iv88, 5, !dbg !132
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next89.4, metadata !84, metadata !DIExpression()), !dbg !86
  %exitcond91.not.4 = icmp eq i64 %indvars.iv.next89.4, 40, !dbg !133
  br i1 %exitcond91.not.4, label %for.inc43, label %for.body34, !dbg !126, !llvm.loop !134

for.inc43:                                        ; preds = %for.body34
  %indvars.iv.next93 = add nuw nsw i64 %indvars.iv92, 1, !dbg !136
  call void @llvm.dbg.value(metadata double %add39.4, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next93, metadata !83, metadata !DIExpression()), !dbg !86
  %exitcond95.not = icmp eq i64 %indvars.iv.next93, 40, !dbg !137
  br i1 %exitcond95.not, label %for.end45, label %for.cond31.preheader, !dbg !124, !llvm.loop !138

for.end45:                                        ; preds = %for.inc43
  store double %add39.4, double* @checksum, align 8, !dbg !140, !tbaa !47
  ret i32 0, !dbg !141
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_symm", scope: !3, file: !3, line: 15, type: !24, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5}
!26 = !{!27, !28, !29, !31, !32, !33}
!27 = !DILocalVariable(name: "alpha", arg: 1, scope: !23, file: !3, line: 15, type: !5)
!28 = !DILocalVariable(name: "beta", arg: 2, scope: !23, file: !3, line: 15, type: !5)
!29 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 17, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 17, type: !30)
!32 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 17, type: !30)
!33 = !DILocalVariable(name: "acc", scope: !34, file: !3, line: 20, type: !5)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 29)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 19, column: 5)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 19, column: 5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 18, column: 3)
!38 = distinct !DILexicalBlock(scope: !23, file: !3, line: 18, column: 3)
!39 = !DILocation(line: 0, scope: !23)
!40 = !DILocation(line: 18, column: 3, scope: !38)
!41 = !DILocation(line: 19, column: 5, scope: !36)
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 21, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !34, file: !3, line: 21, column: 7)
!45 = !DILocation(line: 22, column: 16, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 7)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 22, column: 26, scope: !46)
!52 = !DILocation(line: 22, column: 13, scope: !46)
!53 = !DILocation(line: 23, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !34, file: !3, line: 23, column: 7)
!55 = !DILocation(line: 21, column: 28, scope: !46)
!56 = distinct !{!56, !43, !57, !58}
!57 = !DILocation(line: 22, column: 32, scope: !44)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 24, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 7)
!61 = !DILocation(line: 24, column: 26, scope: !60)
!62 = !DILocation(line: 24, column: 13, scope: !60)
!63 = !DILocation(line: 23, column: 25, scope: !60)
!64 = distinct !{!64, !53, !65, !58}
!65 = !DILocation(line: 24, column: 32, scope: !54)
!66 = !DILocation(line: 25, column: 24, scope: !34)
!67 = !DILocation(line: 25, column: 40, scope: !34)
!68 = !DILocation(line: 25, column: 32, scope: !34)
!69 = !DILocation(line: 25, column: 15, scope: !34)
!70 = !DILocation(line: 19, column: 25, scope: !35)
!71 = !DILocation(line: 19, column: 19, scope: !35)
!72 = distinct !{!72, !41, !73, !58}
!73 = !DILocation(line: 26, column: 5, scope: !36)
!74 = !DILocation(line: 18, column: 23, scope: !37)
!75 = !DILocation(line: 18, column: 17, scope: !37)
!76 = distinct !{!76, !40, !77, !58}
!77 = !DILocation(line: 26, column: 5, scope: !38)
!78 = !DILocation(line: 27, column: 1, scope: !23)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !80, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!30}
!82 = !{!83, !84, !85}
!83 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 31, type: !30)
!84 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 31, type: !30)
!85 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 32, type: !5)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 33, column: 3, scope: !88)
!88 = distinct !DILexicalBlock(scope: !79, file: !3, line: 33, column: 3)
!89 = !DILocation(line: 34, column: 5, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 34, column: 5)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 33, column: 3)
!92 = !DILocation(line: 35, column: 20, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 29)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 34, column: 5)
!95 = !DILocation(line: 35, column: 17, scope: !93)
!96 = !DILocation(line: 35, column: 40, scope: !93)
!97 = !DILocation(line: 35, column: 45, scope: !93)
!98 = !DILocation(line: 35, column: 28, scope: !93)
!99 = !DILocation(line: 35, column: 50, scope: !93)
!100 = !DILocation(line: 35, column: 7, scope: !93)
!101 = !DILocation(line: 35, column: 15, scope: !93)
!102 = !DILocation(line: 36, column: 33, scope: !93)
!103 = !DILocation(line: 36, column: 38, scope: !93)
!104 = !DILocation(line: 36, column: 17, scope: !93)
!105 = !DILocation(line: 36, column: 43, scope: !93)
!106 = !DILocation(line: 36, column: 7, scope: !93)
!107 = !DILocation(line: 36, column: 15, scope: !93)
!108 = !DILocation(line: 37, column: 33, scope: !93)
!109 = !DILocation(line: 37, column: 29, scope: !93)
!110 = !DILocation(line: 37, column: 38, scope: !93)
!111 = !DILocation(line: 37, column: 17, scope: !93)
!112 = !DILocation(line: 37, column: 43, scope: !93)
!113 = !DILocation(line: 37, column: 7, scope: !93)
!114 = !DILocation(line: 37, column: 15, scope: !93)
!115 = !DILocation(line: 34, column: 25, scope: !94)
!116 = !DILocation(line: 34, column: 19, scope: !94)
!117 = distinct !{!117, !89, !118, !58}
!118 = !DILocation(line: 38, column: 5, scope: !90)
!119 = !DILocation(line: 33, column: 23, scope: !91)
!120 = !DILocation(line: 33, column: 17, scope: !91)
!121 = distinct !{!121, !87, !122, !58}
!122 = !DILocation(line: 38, column: 5, scope: !88)
!123 = !DILocation(line: 39, column: 3, scope: !79)
!124 = !DILocation(line: 40, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !79, file: !3, line: 40, column: 3)
!126 = !DILocation(line: 41, column: 5, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 41, column: 5)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 40, column: 3)
!129 = !DILocation(line: 42, column: 12, scope: !130)
!130 = distinct !DILexicalBlock(scope: !127, file: !3, line: 41, column: 5)
!131 = !DILocation(line: 42, column: 9, scope: !130)
!132 = !DILocation(line: 41, column: 25, scope: !130)
!133 = !DILocation(line: 41, column: 19, scope: !130)
!134 = distinct !{!134, !126, !135, !58}
!135 = !DILocation(line: 42, column: 18, scope: !127)
!136 = !DILocation(line: 40, column: 23, scope: !128)
!137 = !DILocation(line: 40, column: 17, scope: !128)
!138 = distinct !{!138, !124, !139, !58}
!139 = !DILocation(line: 42, column: 18, scope: !125)
!140 = !DILocation(line: 43, column: 12, scope: !79)
!141 = !DILocation(line: 44, column: 3, scope: !79)
