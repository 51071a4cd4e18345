; ModuleID = 'twomm.c'
source_filename = "twomm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [80 x [90 x double]] zeroinitializer, align 16, !dbg !0
@B = internal global [90 x [80 x double]] zeroinitializer, align 16, !dbg !7
@C = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !17
@D = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !19
@T = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_twomm(i32 noundef %ni, i32 noundef %nk, double noundef %alpha, double noundef %beta, [90 x double]* nocapture noundef readonly %a, [80 x double]* nocapture noundef readonly %b, [80 x double]* nocapture noundef %t, [80 x double]* nocapture noundef readonly %c, [80 x double]* nocapture noundef %d) local_unnamed_addr #0 !dbg !32 {
entry:
  call void @llvm.dbg.value(metadata i32 %ni, metadata !43, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %nk, metadata !44, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %alpha, metadata !45, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %beta, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [90 x double]* %a, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %b, metadata !48, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %t, metadata !49, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %c, metadata !50, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %d, metadata !51, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !55
  %cmp103 = icmp sgt i32 %ni, 0, !dbg !56
  br i1 %cmp103, label %for.cond1.preheader.lr.ph, label %for.end63, !dbg !59

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp799 = icmp sgt i32 %nk, 0
  %wide.trip.count123 = zext i32 %ni to i64, !dbg !56
  %wide.trip.count = zext i32 %nk to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %nk, 1
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.body3.lr.ph, !dbg !59

for.body3.lr.ph:                                  ; preds = %for.inc25, %for.cond1.preheader.lr.ph
  %indvars.iv120 = phi i64 [ 0, %for.cond1.preheader.lr.ph ], [ %indvars.iv.next121, %for.inc25 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv120, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !55
  br label %for.body3, !dbg !60

for.cond28.preheader:                             ; preds = %for.inc25
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !55
  br i1 %cmp103, label %for.cond31.preheader.lr.ph, label %for.end63, !dbg !62

for.cond31.preheader.lr.ph:                       ; preds = %for.cond28.preheader
  %wide.trip.count138 = zext i32 %ni to i64, !dbg !64
  %xtraiter140 = and i64 %wide.trip.count123, 1
  %1 = icmp eq i32 %ni, 1
  %unroll_iter143 = and i64 %wide.trip.count123, 4294967294
  %lcmp.mod142.not = icmp eq i64 %xtraiter140, 0
  br label %for.body33.lr.ph, !dbg !62

for.body3:                                        ; preds = %for.body3.lr.ph, %for.inc22
  %indvars.iv115 = phi i64 [ 0, %for.body3.lr.ph ], [ %indvars.iv.next116, %for.inc22 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv115, metadata !53, metadata !DIExpression()), !dbg !55
  %arrayidx5 = getelementptr inbounds [80 x double], [80 x double]* %t, i64 %indvars.iv120, i64 %indvars.iv115, !dbg !66
  store double 0.000000e+00, double* %arrayidx5, align 8, !dbg !69, !tbaa !70
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !55
  br i1 %cmp799, label %for.body8.preheader, label %for.inc22, !dbg !74

for.body8.preheader:                              ; preds = %for.body3
  br i1 %0, label %for.inc22.loopexit.unr-lcssa, label %for.body8, !dbg !74

for.body8:                                        ; preds = %for.body8.preheader, %for.body8
  %2 = phi double [ %8, %for.body8 ], [ 0.000000e+00, %for.body8.preheader ], !dbg !76
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body8 ], [ 0, %for.body8.preheader ]
  %niter = phi i64 [ %niter.next.1, %for.body8 ], [ 0, %for.body8.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx12 = getelementptr inbounds [90 x double], [90 x double]* %a, i64 %indvars.iv120, i64 %indvars.iv, !dbg !78
  %3 = load double, double* %arrayidx12, align 8, !dbg !78, !tbaa !70
  %mul = fmul double %3, %alpha, !dbg !79
  %arrayidx16 = getelementptr inbounds [80 x double], [80 x double]* %b, i64 %indvars.iv, i64 %indvars.iv115, !dbg !80
  %4 = load double, double* %arrayidx16, align 8, !dbg !80, !tbaa !70
  %5 = tail call double @llvm.fmuladd.f64(double %mul, double %4, double %2), !dbg !76
  store double %5, double* %arrayidx5, align 8, !dbg !76, !tbaa !70
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx12.1 = getelementptr inbounds [90 x double], [90 x double]* %a, i64 %indvars.iv120, i64 %indvars.iv.next, !dbg !78
  %6 = load double, double* %arrayidx12.1, align 8, !dbg !78, !tbaa !70
  %mul.1 = fmul double %6, %alpha, !dbg !79
  %arrayidx16.1 = getelementptr inbounds [80 x double], [80 x double]* %b, i64 %indvars.iv.next, i64 %indvars.iv115, !dbg !80
  %7 = load double, double* %arrayidx16.1, align 8, !dbg !80, !tbaa !70
  %8 = tail call double @llvm.fmuladd.f64(double %mul.1, double %7, double %5), !dbg !76
  store double %8, double* %arrayidx5, align 8, !dbg !76, !tbaa !70
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !54, metadata !DIExpression()), !dbg !55
  %niter.next.1 = add i64 %niter, 2, !dbg !74
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !74
  br i1 %niter.ncmp.1, label %for.inc22.loopexit.unr-lcssa, label %for.body8, !dbg !74, !llvm.loop !82

for.inc22.loopexit.unr-lcssa:                     ; preds = %for.body8, %for.body8.preheader
  %.unr = phi double [ 0.000000e+00, %for.body8.preheader ], [ %8, %for.body8 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body8.preheader ], [ %indvars.iv.next.1, %for.body8 ]
  br i1 %lcmp.mod.not, label %for.inc22, label %for.body8.epil, !dbg !74

for.body8.epil:                                   ; preds = %for.inc22.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx12.epil = getelementptr inbounds [90 x double], [90 x double]* %a, i64 %indvars.iv120, i64 %indvars.iv.unr, !dbg !78
  %9 = load double, double* %arrayidx12.epil, align 8, !dbg !78, !tbaa !70
  %mul.epil = fmul double %9, %alpha, !dbg !79
  %arrayidx16.epil = getelementptr inbounds [80 x double], [80 x double]* %b, i64 %indvars.iv.unr, i64 %indvars.iv115, !dbg !80
  %10 = load double, double* %arrayidx16.epil, align 8, !dbg !80, !tbaa !70
  %11 = tail call double @llvm.fmuladd.f64(double %mul.epil, double %10, double %.unr), !dbg !76
  store double %11, double* %arrayidx5, align 8, !dbg !76, !tbaa !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !54, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !55
  br label %for.inc22, !dbg !85

for.inc22:                                        ; preds = %for.body8.epil, %for.inc22.loopexit.unr-lcssa, %for.body3
  %indvars.iv.next116 = add nuw nsw i64 %indvars.iv115, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next116, metadata !53, metadata !DIExpression()), !dbg !55
  %exitcond119.not = icmp eq i64 %indvars.iv.next116, %wide.trip.count123, !dbg !86
  br i1 %exitcond119.not, label %for.inc25, label %for.body3, !dbg !60, !llvm.loop !87

for.inc25:                                        ; preds = %for.inc22
  %indvars.iv.next121 = add nuw nsw i64 %indvars.iv120, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next121, metadata !52, metadata !DIExpression()), !dbg !55
  %exitcond124.not = icmp eq i64 %indvars.iv.next121, %wide.trip.count123, !dbg !56
  br i1 %exitcond124.not, label %for.cond28.preheader, label %for.body3.lr.ph, !dbg !59, !llvm.loop !90

for.body33.lr.ph:                                 ; preds = %for.inc61, %for.cond31.preheader.lr.ph
  %indvars.iv135 = phi i64 [ 0, %for.cond31.preheader.lr.ph ], [ %indvars.iv.next136, %for.inc61 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv135, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !55
  br label %for.body41.preheader, !dbg !92

for.body41.preheader:                             ; preds = %for.inc58, %for.body33.lr.ph
  %indvars.iv130 = phi i64 [ 0, %for.body33.lr.ph ], [ %indvars.iv.next131, %for.inc58 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv130, metadata !53, metadata !DIExpression()), !dbg !55
  %arrayidx37 = getelementptr inbounds [80 x double], [80 x double]* %d, i64 %indvars.iv135, i64 %indvars.iv130, !dbg !94
  %12 = load double, double* %arrayidx37, align 8, !dbg !97, !tbaa !70
  %mul38 = fmul double %12, %beta, !dbg !97
  store double %mul38, double* %arrayidx37, align 8, !dbg !97, !tbaa !70
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !55
  br i1 %1, label %for.inc58.unr-lcssa, label %for.body41, !dbg !98

for.body41:                                       ; preds = %for.body41.preheader, %for.body41
  %13 = phi double [ %19, %for.body41 ], [ %mul38, %for.body41.preheader ], !dbg !100
  %indvars.iv125 = phi i64 [ %indvars.iv.next126.1, %for.body41 ], [ 0, %for.body41.preheader ]
  %niter144 = phi i64 [ %niter144.next.1, %for.body41 ], [ 0, %for.body41.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv125, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx45 = getelementptr inbounds [80 x double], [80 x double]* %t, i64 %indvars.iv135, i64 %indvars.iv125, !dbg !102
  %14 = load double, double* %arrayidx45, align 8, !dbg !102, !tbaa !70
  %arrayidx49 = getelementptr inbounds [80 x double], [80 x double]* %c, i64 %indvars.iv125, i64 %indvars.iv130, !dbg !103
  %15 = load double, double* %arrayidx49, align 8, !dbg !103, !tbaa !70
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %13), !dbg !100
  store double %16, double* %arrayidx37, align 8, !dbg !100, !tbaa !70
  %indvars.iv.next126 = or i64 %indvars.iv125, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next126, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next126, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx45.1 = getelementptr inbounds [80 x double], [80 x double]* %t, i64 %indvars.iv135, i64 %indvars.iv.next126, !dbg !102
  %17 = load double, double* %arrayidx45.1, align 8, !dbg !102, !tbaa !70
  %arrayidx49.1 = getelementptr inbounds [80 x double], [80 x double]* %c, i64 %indvars.iv.next126, i64 %indvars.iv130, !dbg !103
  %18 = load double, double* %arrayidx49.1, align 8, !dbg !103, !tbaa !70
  %19 = tail call double @llvm.fmuladd.f64(double %17, double %18, double %16), !dbg !100
  store double %19, double* %arrayidx37, align 8, !dbg !100, !tbaa !70
  %indvars.iv.next126.1 = add nuw nsw i64 %indvars.iv125, 2, !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next126.1, metadata !54, metadata !DIExpression()), !dbg !55
  %niter144.next.1 = add i64 %niter144, 2, !dbg !98
  %niter144.ncmp.1 = icmp eq i64 %niter144.next.1, %unroll_iter143, !dbg !98
  br i1 %niter144.ncmp.1, label %for.inc58.unr-lcssa, label %for.body41, !dbg !98, !llvm.loop !105

for.inc58.unr-lcssa:                              ; preds = %for.body41, %for.body41.preheader
  %.unr141 = phi double [ %mul38, %for.body41.preheader ], [ %19, %for.body41 ]
  %indvars.iv125.unr = phi i64 [ 0, %for.body41.preheader ], [ %indvars.iv.next126.1, %for.body41 ]
  br i1 %lcmp.mod142.not, label %for.inc58, label %for.body41.epil, !dbg !98

for.body41.epil:                                  ; preds = %for.inc58.unr-lcssa
  call void @llvm.dbg.value(metadata i64 %indvars.iv125.unr, metadata !54, metadata !DIExpression()), !dbg !55
  %arrayidx45.epil = getelementptr inbounds [80 x double], [80 x double]* %t, i64 %indvars.iv135, i64 %indvars.iv125.unr, !dbg !102
  %20 = load double, double* %arrayidx45.epil, align 8, !dbg !102, !tbaa !70
  %arrayidx49.epil = getelementptr inbounds [80 x double], [80 x double]* %c, i64 %indvars.iv125.unr, i64 %indvars.iv130, !dbg !103
  %21 = load double, double* %arrayidx49.epil, align 8, !dbg !103, !tbaa !70
  %22 = tail call double @llvm.fmuladd.f64(double %20, double %21, double %.unr141), !dbg !100
  store double %22, double* %arrayidx37, align 8, !dbg !100, !tbaa !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv125.unr, metadata !54, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !55
  br label %for.inc58, !dbg !107

for.inc58:                                        ; preds = %for.inc58.unr-lcssa, %for.body41.epil
  %indvars.iv.next131 = add nuw nsw i64 %indvars.iv130, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next131, metadata !53, metadata !DIExpression()), !dbg !55
  %exitcond134.not = icmp eq i64 %indvars.iv.next131, %wide.trip.count138, !dbg !108
  br i1 %exitcond134.not, label %for.inc61, label %for.body41.preheader, !dbg !92, !llvm.loop !109

for.inc61:                                        ; preds = %for.inc58
  %indvars.iv.next136 = add nuw nsw i64 %indvars.iv135, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next136, metadata !52, metadata !DIExpression()), !dbg !55
  %exitcond139.not = icmp eq i64 %indvars.iv.next136, %wide.trip.count138, !dbg !64
  br i1 %exitcond139.not, label %for.end63, label %for.body33.lr.ph, !dbg !62, !llvm.loop !112

for.end63:                                        ; preds = %for.inc61, %entry, %for.cond28.preheader
  ret void, !dbg !114
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !115 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !122
  br label %vector.ph, !dbg !123

vector.ph:                                        ; preds = %for.inc13, %entry
  %indvars.iv110 = phi i64 [ 0, %entry ], [ %indvars.iv.next111, %for.inc13 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv110, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !122
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv110, i64 0, !dbg !125
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !125
  br label %vector.body, !dbg !125

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !128
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = or i64 %index, 1, !dbg !128
  %1 = add nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !130
  %2 = trunc <2 x i64> %1 to <2 x i32>, !dbg !132
  %3 = urem <2 x i32> %2, <i32 7, i32 7>, !dbg !132
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !133
  %5 = fdiv <2 x double> %4, <double 7.000000e+00, double 7.000000e+00>, !dbg !134
  %6 = getelementptr inbounds [80 x [90 x double]], [80 x [90 x double]]* @A, i64 0, i64 %indvars.iv110, i64 %index, !dbg !128
  %7 = bitcast double* %6 to <2 x double>*, !dbg !135
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !135, !tbaa !70
  %8 = mul nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !136
  %9 = trunc <2 x i64> %8 to <2 x i32>, !dbg !137
  %10 = urem <2 x i32> %9, <i32 5, i32 5>, !dbg !137
  %11 = sitofp <2 x i32> %10 to <2 x double>, !dbg !138
  %12 = fdiv <2 x double> %11, <double 5.000000e+00, double 5.000000e+00>, !dbg !139
  %13 = getelementptr inbounds [90 x [80 x double]], [90 x [80 x double]]* @B, i64 0, i64 %index, i64 %indvars.iv110, !dbg !128
  %14 = getelementptr inbounds [90 x [80 x double]], [90 x [80 x double]]* @B, i64 0, i64 %0, i64 %indvars.iv110, !dbg !128
  %15 = extractelement <2 x double> %12, i64 0, !dbg !128
  store double %15, double* %13, align 8, !dbg !128, !tbaa !70
  %16 = extractelement <2 x double> %12, i64 1, !dbg !128
  store double %16, double* %14, align 8, !dbg !128, !tbaa !70
  %index.next = add nuw i64 %index, 2, !dbg !128
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %17 = icmp eq i64 %index.next, 90, !dbg !128
  br i1 %17, label %for.inc13, label %vector.body, !dbg !128, !llvm.loop !140

for.inc13:                                        ; preds = %vector.body
  %indvars.iv.next111 = add nuw nsw i64 %indvars.iv110, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next111, metadata !119, metadata !DIExpression()), !dbg !122
  %exitcond113.not = icmp eq i64 %indvars.iv.next111, 80, !dbg !144
  br i1 %exitcond113.not, label %vector.ph137, label %vector.ph, !dbg !123, !llvm.loop !145

vector.ph137:                                     ; preds = %for.inc13, %for.inc45
  %indvars.iv121 = phi i64 [ %indvars.iv.next122, %for.inc45 ], [ 0, %for.inc13 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv121, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !122
  %18 = shl nuw nsw i64 %indvars.iv121, 1
  %broadcast.splatinsert143 = insertelement <2 x i64> poison, i64 %18, i64 0, !dbg !147
  %broadcast.splat144 = shufflevector <2 x i64> %broadcast.splatinsert143, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !147
  %broadcast.splatinsert145 = insertelement <2 x i64> poison, i64 %indvars.iv121, i64 0, !dbg !147
  %broadcast.splat146 = shufflevector <2 x i64> %broadcast.splatinsert145, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !147
  br label %vector.body136, !dbg !147

vector.body136:                                   ; preds = %vector.body136, %vector.ph137
  %index140 = phi i64 [ 0, %vector.ph137 ], [ %index.next147, %vector.body136 ], !dbg !151
  %vec.ind141 = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph137 ], [ %vec.ind.next142, %vector.body136 ]
  %19 = add nuw nsw <2 x i64> %vec.ind141, %broadcast.splat144, !dbg !153
  %20 = trunc <2 x i64> %19 to <2 x i32>, !dbg !155
  %21 = urem <2 x i32> %20, <i32 9, i32 9>, !dbg !155
  %22 = sitofp <2 x i32> %21 to <2 x double>, !dbg !156
  %23 = fdiv <2 x double> %22, <double 9.000000e+00, double 9.000000e+00>, !dbg !157
  %24 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @C, i64 0, i64 %indvars.iv121, i64 %index140, !dbg !151
  %25 = bitcast double* %24 to <2 x double>*, !dbg !158
  store <2 x double> %23, <2 x double>* %25, align 16, !dbg !158, !tbaa !70
  %26 = mul nuw nsw <2 x i64> %vec.ind141, <i64 3, i64 3>, !dbg !159
  %27 = add nuw nsw <2 x i64> %26, %broadcast.splat146, !dbg !160
  %28 = trunc <2 x i64> %27 to <2 x i32>, !dbg !161
  %29 = urem <2 x i32> %28, <i32 11, i32 11>, !dbg !161
  %30 = sitofp <2 x i32> %29 to <2 x double>, !dbg !162
  %31 = fdiv <2 x double> %30, <double 1.100000e+01, double 1.100000e+01>, !dbg !163
  %32 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %indvars.iv121, i64 %index140, !dbg !151
  %33 = bitcast double* %32 to <2 x double>*, !dbg !164
  store <2 x double> %31, <2 x double>* %33, align 16, !dbg !164, !tbaa !70
  %index.next147 = add nuw i64 %index140, 2, !dbg !151
  %vec.ind.next142 = add <2 x i64> %vec.ind141, <i64 2, i64 2>
  %34 = icmp eq i64 %index.next147, 80, !dbg !151
  br i1 %34, label %for.inc45, label %vector.body136, !dbg !151, !llvm.loop !165

for.inc45:                                        ; preds = %vector.body136
  %indvars.iv.next122 = add nuw nsw i64 %indvars.iv121, 1, !dbg !167
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next122, metadata !119, metadata !DIExpression()), !dbg !122
  %exitcond125.not = icmp eq i64 %indvars.iv.next122, 80, !dbg !168
  br i1 %exitcond125.not, label %for.end47, label %vector.ph137, !dbg !169, !llvm.loop !170

for.end47:                                        ; preds = %for.inc45
  tail call void @kernel_twomm(i32 noundef 80, i32 noundef 90, double noundef 5.000000e-01, double noundef 2.000000e+00, [90 x double]* noundef getelementptr inbounds ([80 x [90 x double]], [80 x [90 x double]]* @A, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([90 x [80 x double]], [90 x [80 x double]]* @B, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @T, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @C, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 0)), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !122
  br label %for.cond52.preheader, !dbg !173

for.cond52.preheader:                             ; preds = %for.end47, %for.inc64
  %indvars.iv130 = phi i64 [ 0, %for.end47 ], [ %indvars.iv.next131, %for.inc64 ]
  %s.0106 = phi double [ 0.000000e+00, %for.end47 ], [ %add60.4, %for.inc64 ]
  call void @llvm.dbg.value(metadata double %s.0106, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv130, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %s.0106, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !122
  br label %for.body55, !dbg !175

for.body55:                                       ; preds = %for.body55, %for.cond52.preheader
  %indvars.iv126 = phi i64 [ 0, %for.cond52.preheader ], [ %indvars.iv.next127.4, %for.body55 ]
  %s.1104 = phi double [ %s.0106, %for.cond52.preheader ], [ %add60.4, %for.body55 ]
  call void @llvm.dbg.value(metadata double %s.1104, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv126, metadata !120, metadata !DIExpression()), !dbg !122
  %arrayidx59 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %indvars.iv130, i64 %indvars.iv126, !dbg !178
  %35 = load double, double* %arrayidx59, align 8, !dbg !178, !tbaa !70
  %add60 = fadd double %s.1104, %35, !dbg !180
  call void @llvm.dbg.value(metadata double %add60, metadata !121, metadata !DIExpression()), !dbg !122
  %indvars.iv.next127 = add nuw nsw i64 %indvars.iv126, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %add60, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127, metadata !120, metadata !DIExpression()), !dbg !122
  %arrayidx59.1 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %indvars.iv130, i64 %indvars.iv.next127, !dbg !178
  %36 = load double, double* %arrayidx59.1, align 8, !dbg !178, !tbaa !70
  %add60.1 = fadd double %add60, %36, !dbg !180
  call void @llvm.dbg.value(metadata double %add60.1, metadata !121, metadata !DIExpression()), !dbg !122
  %indvars.iv.next127.1 = add nuw nsw i64 %indvars.iv126, 2, !dbg !181
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.1, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %add60.1, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.1, metadata !120, metadata !DIExpression()), !dbg !122
  %arrayidx59.2 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %indvars.iv130, i64 %indvars.iv.next127.1, !dbg !178
  %37 = load double, double* %arrayidx59.2, align 8, !dbg !178, !tbaa !70
  %add60.2 = fadd double %add60.1, %37, !dbg !180
  call void @llvm.dbg.value(metadata double %add60.2, metadata !121, metadata !DIExpression()), !dbg !122
  %indvars.iv.next127.2 = add nuw nsw i64 %indvars.iv126, 3, !dbg !181
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.2, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %add60.2, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.2, metadata !120, metadata !DIExpression()), !dbg !122
  %arrayidx59.3 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %indvars.iv130, i64 %indvars.iv.next127.2, !dbg !178
  %38 = load double, double* %arrayidx59.3, align 8, !dbg !178, !tbaa !70
  %add60.3 = fadd double %add60.2, %38, !dbg !180
  call void @llvm.dbg.value(metadata double %add60.3, metadata !121, metadata !DIExpression()), !dbg !122
  %indvars.iv.next127.3 = add nuw nsw i64 %indvars.iv126, 4, !dbg !181
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.3, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %add60.3, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.3, metadata !120, metadata !DIExpression()), !dbg !122
  %arrayidx59.4 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %indvars.iv130, i64 %indvars.iv.next127.3, !dbg !178
  %39 = load double, double* %arrayidx59.4, align 8, !dbg !178, !tbaa !70
  %add60.4 = fadd double %add60.3, %39, !dbg !180
  call void @llvm.dbg.value(metadata double %add60.4, metadata !121, metadata !DIExpression()), !dbg !122
  %indvars.iv.next127.4 = add nuw nsw i64 %indvars.iv126, 5, !dbg !181
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127.4, metadata !120, metadata !DIExpression()), !dbg !122
  %exitcond129.not.4 = icmp eq i64 %indvars.iv.next127.4, 80, !dbg !182
  br i1 %exitcond129.not.4, label %for.inc64, label %for.body55, !dbg !175, !llvm.loop !183

for.inc64:                                        ; preds = %for.body55
  %indvars.iv.next131 = add nuw nsw i64 %indvars.iv130, 1, !dbg !185
  call void @llvm.dbg.value(metadata double %add60.4, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next131, metadata !119, metadata !DIExpression()), !dbg !122
  %exitcond133.not = icmp eq i64 %indvars.iv.next131, 80, !dbg !186
  br i1 %exitcond133.not, label %for.end66, label %for.cond52.preheader, !dbg !173, !llvm.loop !187

for.end66:                                        ; preds = %for.inc64
  store double %add60.4, double* @checksum, align 8, !dbg !189, !tbaa !70
  ret i32 0, !dbg !190
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twomm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !13, !17, !19, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 460800, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 90)
!12 = !DISubrange(count: 80)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "D", scope: !2, file: !3, line: 16, type: !15, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 460800, elements: !24)
!24 = !{!12, !11}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "kernel_twomm", scope: !3, file: !3, line: 19, type: !33, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35, !35, !5, !5, !36, !39, !39, !39, !39}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5760, elements: !38)
!38 = !{!11}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5120, elements: !41)
!41 = !{!12}
!42 = !{!43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54}
!43 = !DILocalVariable(name: "ni", arg: 1, scope: !32, file: !3, line: 19, type: !35)
!44 = !DILocalVariable(name: "nk", arg: 2, scope: !32, file: !3, line: 19, type: !35)
!45 = !DILocalVariable(name: "alpha", arg: 3, scope: !32, file: !3, line: 19, type: !5)
!46 = !DILocalVariable(name: "beta", arg: 4, scope: !32, file: !3, line: 20, type: !5)
!47 = !DILocalVariable(name: "a", arg: 5, scope: !32, file: !3, line: 20, type: !36)
!48 = !DILocalVariable(name: "b", arg: 6, scope: !32, file: !3, line: 21, type: !39)
!49 = !DILocalVariable(name: "t", arg: 7, scope: !32, file: !3, line: 21, type: !39)
!50 = !DILocalVariable(name: "c", arg: 8, scope: !32, file: !3, line: 22, type: !39)
!51 = !DILocalVariable(name: "d", arg: 9, scope: !32, file: !3, line: 22, type: !39)
!52 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 24, type: !35)
!53 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 24, type: !35)
!54 = !DILocalVariable(name: "k", scope: !32, file: !3, line: 24, type: !35)
!55 = !DILocation(line: 0, scope: !32)
!56 = !DILocation(line: 25, column: 17, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 25, column: 3)
!58 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 3)
!59 = !DILocation(line: 25, column: 3, scope: !58)
!60 = !DILocation(line: 26, column: 5, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 26, column: 5)
!62 = !DILocation(line: 31, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !32, file: !3, line: 31, column: 3)
!64 = !DILocation(line: 31, column: 17, scope: !65)
!65 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 3)
!66 = !DILocation(line: 27, column: 7, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 26, column: 30)
!68 = distinct !DILexicalBlock(scope: !61, file: !3, line: 26, column: 5)
!69 = !DILocation(line: 27, column: 15, scope: !67)
!70 = !{!71, !71, i64 0}
!71 = !{!"double", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocation(line: 28, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 7)
!76 = !DILocation(line: 29, column: 17, scope: !77)
!77 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 7)
!78 = !DILocation(line: 29, column: 28, scope: !77)
!79 = !DILocation(line: 29, column: 26, scope: !77)
!80 = !DILocation(line: 29, column: 38, scope: !77)
!81 = !DILocation(line: 28, column: 28, scope: !77)
!82 = distinct !{!82, !74, !83, !84}
!83 = !DILocation(line: 29, column: 44, scope: !75)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 26, column: 26, scope: !68)
!86 = !DILocation(line: 26, column: 19, scope: !68)
!87 = distinct !{!87, !60, !88, !84}
!88 = !DILocation(line: 30, column: 5, scope: !61)
!89 = !DILocation(line: 25, column: 24, scope: !57)
!90 = distinct !{!90, !59, !91, !84}
!91 = !DILocation(line: 30, column: 5, scope: !58)
!92 = !DILocation(line: 32, column: 5, scope: !93)
!93 = distinct !DILexicalBlock(scope: !65, file: !3, line: 32, column: 5)
!94 = !DILocation(line: 33, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 32, column: 30)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 32, column: 5)
!97 = !DILocation(line: 33, column: 15, scope: !95)
!98 = !DILocation(line: 34, column: 7, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 34, column: 7)
!100 = !DILocation(line: 35, column: 17, scope: !101)
!101 = distinct !DILexicalBlock(scope: !99, file: !3, line: 34, column: 7)
!102 = !DILocation(line: 35, column: 20, scope: !101)
!103 = !DILocation(line: 35, column: 30, scope: !101)
!104 = !DILocation(line: 34, column: 28, scope: !101)
!105 = distinct !{!105, !98, !106, !84}
!106 = !DILocation(line: 35, column: 36, scope: !99)
!107 = !DILocation(line: 32, column: 26, scope: !96)
!108 = !DILocation(line: 32, column: 19, scope: !96)
!109 = distinct !{!109, !92, !110, !84}
!110 = !DILocation(line: 36, column: 5, scope: !93)
!111 = !DILocation(line: 31, column: 24, scope: !65)
!112 = distinct !{!112, !62, !113, !84}
!113 = !DILocation(line: 36, column: 5, scope: !63)
!114 = !DILocation(line: 37, column: 1, scope: !32)
!115 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !116, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!35}
!118 = !{!119, !120, !121}
!119 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 41, type: !35)
!120 = !DILocalVariable(name: "j", scope: !115, file: !3, line: 41, type: !35)
!121 = !DILocalVariable(name: "s", scope: !115, file: !3, line: 42, type: !5)
!122 = !DILocation(line: 0, scope: !115)
!123 = !DILocation(line: 43, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !115, file: !3, line: 43, column: 3)
!125 = !DILocation(line: 44, column: 5, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 44, column: 5)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 43, column: 3)
!128 = !DILocation(line: 44, column: 25, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 44, column: 5)
!130 = !DILocation(line: 45, column: 29, scope: !131)
!131 = distinct !DILexicalBlock(scope: !129, file: !3, line: 44, column: 29)
!132 = !DILocation(line: 45, column: 34, scope: !131)
!133 = !DILocation(line: 45, column: 17, scope: !131)
!134 = !DILocation(line: 45, column: 39, scope: !131)
!135 = !DILocation(line: 45, column: 15, scope: !131)
!136 = !DILocation(line: 46, column: 29, scope: !131)
!137 = !DILocation(line: 46, column: 34, scope: !131)
!138 = !DILocation(line: 46, column: 17, scope: !131)
!139 = !DILocation(line: 46, column: 39, scope: !131)
!140 = distinct !{!140, !125, !141, !84, !142}
!141 = !DILocation(line: 47, column: 5, scope: !126)
!142 = !{!"llvm.loop.isvectorized", i32 1}
!143 = !DILocation(line: 43, column: 23, scope: !127)
!144 = !DILocation(line: 43, column: 17, scope: !127)
!145 = distinct !{!145, !123, !146, !84}
!146 = !DILocation(line: 47, column: 5, scope: !124)
!147 = !DILocation(line: 49, column: 5, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 49, column: 5)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 48, column: 3)
!150 = distinct !DILexicalBlock(scope: !115, file: !3, line: 48, column: 3)
!151 = !DILocation(line: 49, column: 25, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 49, column: 5)
!153 = !DILocation(line: 50, column: 33, scope: !154)
!154 = distinct !DILexicalBlock(scope: !152, file: !3, line: 49, column: 29)
!155 = !DILocation(line: 50, column: 38, scope: !154)
!156 = !DILocation(line: 50, column: 17, scope: !154)
!157 = !DILocation(line: 50, column: 43, scope: !154)
!158 = !DILocation(line: 50, column: 15, scope: !154)
!159 = !DILocation(line: 51, column: 33, scope: !154)
!160 = !DILocation(line: 51, column: 29, scope: !154)
!161 = !DILocation(line: 51, column: 38, scope: !154)
!162 = !DILocation(line: 51, column: 17, scope: !154)
!163 = !DILocation(line: 51, column: 44, scope: !154)
!164 = !DILocation(line: 51, column: 15, scope: !154)
!165 = distinct !{!165, !147, !166, !84, !142}
!166 = !DILocation(line: 52, column: 5, scope: !148)
!167 = !DILocation(line: 48, column: 23, scope: !149)
!168 = !DILocation(line: 48, column: 17, scope: !149)
!169 = !DILocation(line: 48, column: 3, scope: !150)
!170 = distinct !{!170, !169, !171, !84}
!171 = !DILocation(line: 52, column: 5, scope: !150)
!172 = !DILocation(line: 53, column: 3, scope: !115)
!173 = !DILocation(line: 54, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !115, file: !3, line: 54, column: 3)
!175 = !DILocation(line: 55, column: 5, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 55, column: 5)
!177 = distinct !DILexicalBlock(scope: !174, file: !3, line: 54, column: 3)
!178 = !DILocation(line: 56, column: 12, scope: !179)
!179 = distinct !DILexicalBlock(scope: !176, file: !3, line: 55, column: 5)
!180 = !DILocation(line: 56, column: 9, scope: !179)
!181 = !DILocation(line: 55, column: 25, scope: !179)
!182 = !DILocation(line: 55, column: 19, scope: !179)
!183 = distinct !{!183, !175, !184, !84}
!184 = !DILocation(line: 56, column: 18, scope: !176)
!185 = !DILocation(line: 54, column: 23, scope: !177)
!186 = !DILocation(line: 54, column: 17, scope: !177)
!187 = distinct !{!187, !173, !188, !84}
!188 = !DILocation(line: 56, column: 18, scope: !174)
!189 = !DILocation(line: 57, column: 12, scope: !115)
!190 = !DILocation(line: 58, column: 3, scope: !115)
