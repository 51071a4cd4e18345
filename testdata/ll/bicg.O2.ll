; ModuleID = 'bicg.c'
source_filename = "bicg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@R = internal global [100 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [100 x [110 x double]] zeroinitializer, align 16, !dbg !7
@P = internal global [110 x double] zeroinitializer, align 16, !dbg !13
@S = internal global [110 x double] zeroinitializer, align 16, !dbg !17
@Q = internal global [100 x double] zeroinitializer, align 16, !dbg !19
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !23

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_bicg(i32 noundef %n, i32 noundef %m, [110 x double]* nocapture noundef readonly %a, double* nocapture noundef readonly %r, double* nocapture noundef readonly %p, double* nocapture noundef %s, double* nocapture noundef %q) local_unnamed_addr #0 !dbg !32 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !39, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %m, metadata !40, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata [110 x double]* %a, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %r, metadata !42, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %p, metadata !43, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %s, metadata !44, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %q, metadata !45, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !48
  %cmp59 = icmp sgt i32 %m, 0, !dbg !49
  br i1 %cmp59, label %for.body.preheader, label %for.cond1.preheader, !dbg !52

for.body.preheader:                               ; preds = %entry
  %s65 = bitcast double* %s to i8*, !dbg !49
  %0 = zext i32 %m to i64, !dbg !52
  %1 = shl nuw nsw i64 %0, 3, !dbg !52
  call void @llvm.memset.p0i8.i64(i8* align 8 %s65, i8 0, i64 %1, i1 false), !dbg !53, !tbaa !54
  call void @llvm.dbg.value(metadata i32 undef, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 undef, metadata !47, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !48
  br label %for.cond1.preheader, !dbg !58

for.cond1.preheader:                              ; preds = %for.body.preheader, %entry
  call void @llvm.dbg.value(metadata i32 0, metadata !46, metadata !DIExpression()), !dbg !48
  %cmp263 = icmp sgt i32 %n, 0, !dbg !58
  br i1 %cmp263, label %for.body3.lr.ph, label %for.end34, !dbg !61

for.body3.lr.ph:                                  ; preds = %for.cond1.preheader
  %wide.trip.count72 = zext i32 %n to i64, !dbg !58
  %wide.trip.count = zext i32 %m to i64
  br label %for.body3, !dbg !61

for.body3:                                        ; preds = %for.body3.lr.ph, %for.inc32
  %indvars.iv69 = phi i64 [ 0, %for.body3.lr.ph ], [ %indvars.iv.next70, %for.inc32 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv69, metadata !46, metadata !DIExpression()), !dbg !48
  %arrayidx5 = getelementptr inbounds double, double* %q, i64 %indvars.iv69, !dbg !62
  store double 0.000000e+00, double* %arrayidx5, align 8, !dbg !64, !tbaa !54
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !48
  br i1 %cmp59, label %for.body8.lr.ph, label %for.inc32, !dbg !65

for.body8.lr.ph:                                  ; preds = %for.body3
  %arrayidx12 = getelementptr inbounds double, double* %r, i64 %indvars.iv69
  br label %for.body8, !dbg !65

for.body8:                                        ; preds = %for.body8.lr.ph, %for.body8
  %indvars.iv = phi i64 [ 0, %for.body8.lr.ph ], [ %indvars.iv.next, %for.body8 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !47, metadata !DIExpression()), !dbg !48
  %arrayidx10 = getelementptr inbounds double, double* %s, i64 %indvars.iv, !dbg !67
  %2 = load double, double* %arrayidx10, align 8, !dbg !67, !tbaa !54
  %3 = load double, double* %arrayidx12, align 8, !dbg !70, !tbaa !54
  %arrayidx16 = getelementptr inbounds [110 x double], [110 x double]* %a, i64 %indvars.iv69, i64 %indvars.iv, !dbg !71
  %4 = load double, double* %arrayidx16, align 8, !dbg !71, !tbaa !54
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !72
  store double %5, double* %arrayidx10, align 8, !dbg !73, !tbaa !54
  %6 = load double, double* %arrayidx5, align 8, !dbg !74, !tbaa !54
  %7 = load double, double* %arrayidx16, align 8, !dbg !75, !tbaa !54
  %arrayidx26 = getelementptr inbounds double, double* %p, i64 %indvars.iv, !dbg !76
  %8 = load double, double* %arrayidx26, align 8, !dbg !76, !tbaa !54
  %9 = tail call double @llvm.fmuladd.f64(double %7, double %8, double %6), !dbg !77
  store double %9, double* %arrayidx5, align 8, !dbg !78, !tbaa !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !47, metadata !DIExpression()), !dbg !48
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count, !dbg !80
  br i1 %exitcond.not, label %for.inc32, label %for.body8, !dbg !65, !llvm.loop !81

for.inc32:                                        ; preds = %for.body8, %for.body3
  %indvars.iv.next70 = add nuw nsw i64 %indvars.iv69, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next70, metadata !46, metadata !DIExpression()), !dbg !48
  %exitcond73.not = icmp eq i64 %indvars.iv.next70, %wide.trip.count72, !dbg !58
  br i1 %exitcond73.not, label %for.end34, label %for.body3, !dbg !61, !llvm.loop !85

for.end34:                                        ; preds = %for.inc32, %for.cond1.preheader
  ret void, !dbg !87
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !88 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !95
  br label %for.body, !dbg !96

for.body:                                         ; preds = %entry, %for.inc12
  %indvars.iv82 = phi i64 [ 0, %entry ], [ %indvars.iv.next83, %for.inc12 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv82, metadata !92, metadata !DIExpression()), !dbg !95
  %rem.lhs.trunc = trunc i64 %indvars.iv82 to i8, !dbg !98
  %rem70 = urem i8 %rem.lhs.trunc, 9, !dbg !98
  %conv = uitofp i8 %rem70 to double, !dbg !101
  %div = fdiv double %conv, 9.000000e+00, !dbg !102
  %arrayidx = getelementptr inbounds [100 x double], [100 x double]* @R, i64 0, i64 %indvars.iv82, !dbg !103
  store double %div, double* %arrayidx, align 8, !dbg !104, !tbaa !54
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !95
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv82, i64 0, !dbg !105
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !105
  br label %vector.body, !dbg !105

vector.body:                                      ; preds = %vector.body, %for.body
  %index = phi i64 [ 0, %for.body ], [ %index.next, %vector.body ], !dbg !107
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %for.body ], [ %vec.ind.next, %vector.body ]
  %0 = shl nuw nsw <2 x i64> %vec.ind, <i64 1, i64 1>, !dbg !109
  %1 = add nuw nsw <2 x i64> %0, %broadcast.splat, !dbg !110
  %2 = trunc <2 x i64> %1 to <2 x i32>, !dbg !111
  %3 = urem <2 x i32> %2, <i32 5, i32 5>, !dbg !111
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !112
  %5 = fdiv <2 x double> %4, <double 5.000000e+00, double 5.000000e+00>, !dbg !113
  %6 = getelementptr inbounds [100 x [110 x double]], [100 x [110 x double]]* @A, i64 0, i64 %indvars.iv82, i64 %index, !dbg !107
  %7 = bitcast double* %6 to <2 x double>*, !dbg !114
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !114, !tbaa !54
  %index.next = add nuw i64 %index, 2, !dbg !107
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %8 = icmp eq i64 %index.next, 110, !dbg !107
  br i1 %8, label %for.inc12, label %vector.body, !dbg !107, !llvm.loop !115

for.inc12:                                        ; preds = %vector.body
  %indvars.iv.next83 = add nuw nsw i64 %indvars.iv82, 1, !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next83, metadata !92, metadata !DIExpression()), !dbg !95
  %exitcond85.not = icmp eq i64 %indvars.iv.next83, 100, !dbg !119
  br i1 %exitcond85.not, label %vector.body100, label %for.body, !dbg !96, !llvm.loop !120

vector.body100:                                   ; preds = %for.inc12, %vector.body100.1
  %index104 = phi i64 [ %index.next109.1, %vector.body100.1 ], [ 0, %for.inc12 ], !dbg !122
  %vec.ind107 = phi <2 x i8> [ %vec.ind.next108.1, %vector.body100.1 ], [ <i8 0, i8 1>, %for.inc12 ], !dbg !125
  %9 = urem <2 x i8> %vec.ind107, <i8 7, i8 7>, !dbg !125
  %10 = uitofp <2 x i8> %9 to <2 x double>, !dbg !126
  %11 = fdiv <2 x double> %10, <double 7.000000e+00, double 7.000000e+00>, !dbg !127
  %12 = getelementptr inbounds [110 x double], [110 x double]* @P, i64 0, i64 %index104, !dbg !122
  %13 = bitcast double* %12 to <2 x double>*, !dbg !128
  store <2 x double> %11, <2 x double>* %13, align 16, !dbg !128, !tbaa !54
  %index.next109 = or i64 %index104, 2, !dbg !122
  %14 = icmp eq i64 %index.next109, 110, !dbg !122
  br i1 %14, label %for.end26, label %vector.body100.1, !dbg !122, !llvm.loop !129

vector.body100.1:                                 ; preds = %vector.body100
  %vec.ind.next108 = add <2 x i8> %vec.ind107, <i8 2, i8 2>, !dbg !125
  %15 = urem <2 x i8> %vec.ind.next108, <i8 7, i8 7>, !dbg !125
  %16 = uitofp <2 x i8> %15 to <2 x double>, !dbg !126
  %17 = fdiv <2 x double> %16, <double 7.000000e+00, double 7.000000e+00>, !dbg !127
  %18 = getelementptr inbounds [110 x double], [110 x double]* @P, i64 0, i64 %index.next109, !dbg !122
  %19 = bitcast double* %18 to <2 x double>*, !dbg !128
  store <2 x double> %17, <2 x double>* %19, align 16, !dbg !128, !tbaa !54
  %index.next109.1 = add nuw nsw i64 %index104, 4, !dbg !122
  %vec.ind.next108.1 = add <2 x i8> %vec.ind107, <i8 4, i8 4>, !dbg !125
  br label %vector.body100

for.end26:                                        ; preds = %vector.body100
  tail call void @kernel_bicg(i32 noundef 100, i32 noundef 110, [110 x double]* noundef getelementptr inbounds ([100 x [110 x double]], [100 x [110 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([100 x double], [100 x double]* @R, i64 0, i64 0), double* noundef getelementptr inbounds ([110 x double], [110 x double]* @P, i64 0, i64 0), double* noundef getelementptr inbounds ([110 x double], [110 x double]* @S, i64 0, i64 0), double* noundef getelementptr inbounds ([100 x double], [100 x double]* @Q, i64 0, i64 0)), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !94, metadata !DIExpression()), !dbg !95
  br label %for.body30, !dbg !133

for.body30:                                       ; preds = %for.body30, %for.end26
  %indvars.iv90 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next91.4, %for.body30 ]
  %sum.076 = phi double [ 0.000000e+00, %for.end26 ], [ %add33.4, %for.body30 ]
  call void @llvm.dbg.value(metadata double %sum.076, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv90, metadata !93, metadata !DIExpression()), !dbg !95
  %arrayidx32 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %indvars.iv90, !dbg !135
  %20 = load double, double* %arrayidx32, align 8, !dbg !135, !tbaa !54
  %add33 = fadd double %sum.076, %20, !dbg !137
  call void @llvm.dbg.value(metadata double %add33, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next91 = add nuw nsw i64 %indvars.iv90, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add33, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91, metadata !93, metadata !DIExpression()), !dbg !95
  %arrayidx32.1 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %indvars.iv.next91, !dbg !135
  %21 = load double, double* %arrayidx32.1, align 8, !dbg !135, !tbaa !54
  %add33.1 = fadd double %add33, %21, !dbg !137
  call void @llvm.dbg.value(metadata double %add33.1, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next91.1 = add nuw nsw i64 %indvars.iv90, 2, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.1, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add33.1, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.1, metadata !93, metadata !DIExpression()), !dbg !95
  %arrayidx32.2 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %indvars.iv.next91.1, !dbg !135
  %22 = load double, double* %arrayidx32.2, align 8, !dbg !135, !tbaa !54
  %add33.2 = fadd double %add33.1, %22, !dbg !137
  call void @llvm.dbg.value(metadata double %add33.2, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next91.2 = add nuw nsw i64 %indvars.iv90, 3, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.2, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add33.2, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.2, metadata !93, metadata !DIExpression()), !dbg !95
  %arrayidx32.3 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %indvars.iv.next91.2, !dbg !135
  %23 = load double, double* %arrayidx32.3, align 8, !dbg !135, !tbaa !54
  %add33.3 = fadd double %add33.2, %23, !dbg !137
  call void @llvm.dbg.value(metadata double %add33.3, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next91.3 = add nuw nsw i64 %indvars.iv90, 4, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.3, metadata !93, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add33.3, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.3, metadata !93, metadata !DIExpression()), !dbg !95
  %arrayidx32.4 = getelementptr inbounds [110 x double], [110 x double]* @S, i64 0, i64 %indvars.iv.next91.3, !dbg !135
  %24 = load double, double* %arrayidx32.4, align 8, !dbg !135, !tbaa !54
  %add33.4 = fadd double %add33.3, %24, !dbg !137
  call void @llvm.dbg.value(metadata double %add33.4, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next91.4 = add nuw nsw i64 %indvars.iv90, 5, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.4, metadata !93, metadata !DIExpression()), !dbg !95
  %exitcond93.not.4 = icmp eq i64 %indvars.iv.next91.4, 110, !dbg !139
  br i1 %exitcond93.not.4, label %for.body40, label %for.body30, !dbg !133, !llvm.loop !140

for.body40:                                       ; preds = %for.body30, %for.body40
  %indvars.iv94 = phi i64 [ %indvars.iv.next95.4, %for.body40 ], [ 0, %for.body30 ]
  %sum.178 = phi double [ %add43.4, %for.body40 ], [ %add33.4, %for.body30 ]
  call void @llvm.dbg.value(metadata double %sum.178, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv94, metadata !92, metadata !DIExpression()), !dbg !95
  %arrayidx42 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %indvars.iv94, !dbg !142
  %25 = load double, double* %arrayidx42, align 8, !dbg !142, !tbaa !54
  %add43 = fadd double %sum.178, %25, !dbg !145
  call void @llvm.dbg.value(metadata double %add43, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next95 = add nuw nsw i64 %indvars.iv94, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add43, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95, metadata !92, metadata !DIExpression()), !dbg !95
  %arrayidx42.1 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %indvars.iv.next95, !dbg !142
  %26 = load double, double* %arrayidx42.1, align 8, !dbg !142, !tbaa !54
  %add43.1 = fadd double %add43, %26, !dbg !145
  call void @llvm.dbg.value(metadata double %add43.1, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next95.1 = add nuw nsw i64 %indvars.iv94, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.1, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add43.1, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.1, metadata !92, metadata !DIExpression()), !dbg !95
  %arrayidx42.2 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %indvars.iv.next95.1, !dbg !142
  %27 = load double, double* %arrayidx42.2, align 8, !dbg !142, !tbaa !54
  %add43.2 = fadd double %add43.1, %27, !dbg !145
  call void @llvm.dbg.value(metadata double %add43.2, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next95.2 = add nuw nsw i64 %indvars.iv94, 3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.2, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add43.2, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.2, metadata !92, metadata !DIExpression()), !dbg !95
  %arrayidx42.3 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %indvars.iv.next95.2, !dbg !142
  %28 = load double, double* %arrayidx42.3, align 8, !dbg !142, !tbaa !54
  %add43.3 = fadd double %add43.2, %28, !dbg !145
  call void @llvm.dbg.value(metadata double %add43.3, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next95.3 = add nuw nsw i64 %indvars.iv94, 4, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.3, metadata !92, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata double %add43.3, metadata !94, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.3, metadata !92, metadata !DIExpression()), !dbg !95
  %arrayidx42.4 = getelementptr inbounds [100 x double], [100 x double]* @Q, i64 0, i64 %indvars.iv.next95.3, !dbg !142
  %29 = load double, double* %arrayidx42.4, align 8, !dbg !142, !tbaa !54
  %add43.4 = fadd double %add43.3, %29, !dbg !145
  call void @llvm.dbg.value(metadata double %add43.4, metadata !94, metadata !DIExpression()), !dbg !95
  %indvars.iv.next95.4 = add nuw nsw i64 %indvars.iv94, 5, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.4, metadata !92, metadata !DIExpression()), !dbg !95
  %exitcond97.not.4 = icmp eq i64 %indvars.iv.next95.4, 100, !dbg !147
  br i1 %exitcond97.not.4, label %for.end46, label %for.body40, !dbg !148, !llvm.loop !149

for.end46:                                        ; preds = %for.body40
  store double %add43.4, double* @checksum, align 8, !dbg !151, !tbaa !54
  ret i32 0, !dbg !152
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 12, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bicg.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !19, !23}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 704000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 110)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "P", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7040, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "S", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "Q", scope: !2, file: !3, line: 15, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6400, elements: !22)
!22 = !{!11}
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "kernel_bicg", scope: !3, file: !3, line: 18, type: !33, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35, !35, !36, !37, !37, !37, !37}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!38 = !{!39, !40, !41, !42, !43, !44, !45, !46, !47}
!39 = !DILocalVariable(name: "n", arg: 1, scope: !32, file: !3, line: 18, type: !35)
!40 = !DILocalVariable(name: "m", arg: 2, scope: !32, file: !3, line: 18, type: !35)
!41 = !DILocalVariable(name: "a", arg: 3, scope: !32, file: !3, line: 18, type: !36)
!42 = !DILocalVariable(name: "r", arg: 4, scope: !32, file: !3, line: 19, type: !37)
!43 = !DILocalVariable(name: "p", arg: 5, scope: !32, file: !3, line: 19, type: !37)
!44 = !DILocalVariable(name: "s", arg: 6, scope: !32, file: !3, line: 19, type: !37)
!45 = !DILocalVariable(name: "q", arg: 7, scope: !32, file: !3, line: 20, type: !37)
!46 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 22, type: !35)
!47 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 22, type: !35)
!48 = !DILocation(line: 0, scope: !32)
!49 = !DILocation(line: 23, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 23, column: 3)
!51 = distinct !DILexicalBlock(scope: !32, file: !3, line: 23, column: 3)
!52 = !DILocation(line: 23, column: 3, scope: !51)
!53 = !DILocation(line: 24, column: 10, scope: !50)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 25, column: 17, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 25, column: 3)
!60 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 3)
!61 = !DILocation(line: 25, column: 3, scope: !60)
!62 = !DILocation(line: 26, column: 5, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 25, column: 27)
!64 = !DILocation(line: 26, column: 10, scope: !63)
!65 = !DILocation(line: 27, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 27, column: 5)
!67 = !DILocation(line: 28, column: 14, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 27, column: 29)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 27, column: 5)
!70 = !DILocation(line: 28, column: 21, scope: !68)
!71 = !DILocation(line: 28, column: 28, scope: !68)
!72 = !DILocation(line: 28, column: 19, scope: !68)
!73 = !DILocation(line: 28, column: 12, scope: !68)
!74 = !DILocation(line: 29, column: 14, scope: !68)
!75 = !DILocation(line: 29, column: 21, scope: !68)
!76 = !DILocation(line: 29, column: 31, scope: !68)
!77 = !DILocation(line: 29, column: 19, scope: !68)
!78 = !DILocation(line: 29, column: 12, scope: !68)
!79 = !DILocation(line: 27, column: 25, scope: !69)
!80 = !DILocation(line: 27, column: 19, scope: !69)
!81 = distinct !{!81, !65, !82, !83}
!82 = !DILocation(line: 30, column: 5, scope: !66)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 25, column: 23, scope: !59)
!85 = distinct !{!85, !61, !86, !83}
!86 = !DILocation(line: 31, column: 3, scope: !60)
!87 = !DILocation(line: 32, column: 1, scope: !32)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !89, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!35}
!91 = !{!92, !93, !94}
!92 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 36, type: !35)
!93 = !DILocalVariable(name: "j", scope: !88, file: !3, line: 36, type: !35)
!94 = !DILocalVariable(name: "sum", scope: !88, file: !3, line: 37, type: !5)
!95 = !DILocation(line: 0, scope: !88)
!96 = !DILocation(line: 38, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !88, file: !3, line: 38, column: 3)
!98 = !DILocation(line: 39, column: 23, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 38, column: 27)
!100 = distinct !DILexicalBlock(scope: !97, file: !3, line: 38, column: 3)
!101 = !DILocation(line: 39, column: 12, scope: !99)
!102 = !DILocation(line: 39, column: 28, scope: !99)
!103 = !DILocation(line: 39, column: 5, scope: !99)
!104 = !DILocation(line: 39, column: 10, scope: !99)
!105 = !DILocation(line: 40, column: 5, scope: !106)
!106 = distinct !DILexicalBlock(scope: !99, file: !3, line: 40, column: 5)
!107 = !DILocation(line: 40, column: 25, scope: !108)
!108 = distinct !DILexicalBlock(scope: !106, file: !3, line: 40, column: 5)
!109 = !DILocation(line: 41, column: 33, scope: !108)
!110 = !DILocation(line: 41, column: 29, scope: !108)
!111 = !DILocation(line: 41, column: 38, scope: !108)
!112 = !DILocation(line: 41, column: 17, scope: !108)
!113 = !DILocation(line: 41, column: 43, scope: !108)
!114 = !DILocation(line: 41, column: 15, scope: !108)
!115 = distinct !{!115, !105, !116, !83, !117}
!116 = !DILocation(line: 41, column: 45, scope: !106)
!117 = !{!"llvm.loop.isvectorized", i32 1}
!118 = !DILocation(line: 38, column: 23, scope: !100)
!119 = !DILocation(line: 38, column: 17, scope: !100)
!120 = distinct !{!120, !96, !121, !83}
!121 = !DILocation(line: 42, column: 3, scope: !97)
!122 = !DILocation(line: 43, column: 23, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 43, column: 3)
!124 = distinct !DILexicalBlock(scope: !88, file: !3, line: 43, column: 3)
!125 = !DILocation(line: 44, column: 23, scope: !123)
!126 = !DILocation(line: 44, column: 12, scope: !123)
!127 = !DILocation(line: 44, column: 28, scope: !123)
!128 = !DILocation(line: 44, column: 10, scope: !123)
!129 = distinct !{!129, !130, !131, !83, !117}
!130 = !DILocation(line: 43, column: 3, scope: !124)
!131 = !DILocation(line: 44, column: 30, scope: !124)
!132 = !DILocation(line: 45, column: 3, scope: !88)
!133 = !DILocation(line: 46, column: 3, scope: !134)
!134 = distinct !DILexicalBlock(scope: !88, file: !3, line: 46, column: 3)
!135 = !DILocation(line: 47, column: 12, scope: !136)
!136 = distinct !DILexicalBlock(scope: !134, file: !3, line: 46, column: 3)
!137 = !DILocation(line: 47, column: 9, scope: !136)
!138 = !DILocation(line: 46, column: 23, scope: !136)
!139 = !DILocation(line: 46, column: 17, scope: !136)
!140 = distinct !{!140, !133, !141, !83}
!141 = !DILocation(line: 47, column: 15, scope: !134)
!142 = !DILocation(line: 49, column: 12, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 48, column: 3)
!144 = distinct !DILexicalBlock(scope: !88, file: !3, line: 48, column: 3)
!145 = !DILocation(line: 49, column: 9, scope: !143)
!146 = !DILocation(line: 48, column: 23, scope: !143)
!147 = !DILocation(line: 48, column: 17, scope: !143)
!148 = !DILocation(line: 48, column: 3, scope: !144)
!149 = distinct !{!149, !148, !150, !83}
!150 = !DILocation(line: 49, column: 15, scope: !144)
!151 = !DILocation(line: 50, column: 12, scope: !88)
!152 = !DILocation(line: 51, column: 3, scope: !88)
