; ModuleID = 'adi.c'
source_filename = "adi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Cp = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !0
@U = internal unnamed_addr global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@Dp = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_adi(i32 noundef %tsteps, double noundef %r) local_unnamed_addr #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata i32 %tsteps, metadata !30, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %r, metadata !31, metadata !DIExpression()), !dbg !38
  %0 = tail call double @llvm.fmuladd.f64(double %r, double 2.000000e+00, double 1.000000e+00), !dbg !39
  call void @llvm.dbg.value(metadata double %0, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !38
  %cmp183 = icmp sgt i32 %tsteps, 0, !dbg !40
  br i1 %cmp183, label %for.cond1.preheader.lr.ph, label %for.end112, !dbg !43

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %fneg = fneg double %r
  %div = fdiv double %fneg, %0
  br label %for.cond1.preheader, !dbg !43

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.inc110
  %t.0184 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc111, %for.inc110 ]
  call void @llvm.dbg.value(metadata i32 %t.0184, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !38
  br label %for.body3, !dbg !44

for.body3:                                        ; preds = %for.cond1.preheader, %for.inc47
  %indvars.iv191 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next192, %for.inc47 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv191, metadata !33, metadata !DIExpression()), !dbg !38
  store double %div, double* getelementptr inbounds ([28 x double], [28 x double]* @Cp, i64 0, i64 0), align 16, !dbg !47, !tbaa !50
  %arrayidx4 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv191, i64 0, !dbg !54
  %1 = load double, double* %arrayidx4, align 16, !dbg !54, !tbaa !50
  %div5 = fdiv double %1, %0, !dbg !55
  store double %div5, double* getelementptr inbounds ([28 x double], [28 x double]* @Dp, i64 0, i64 0), align 16, !dbg !56, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !38
  br label %for.body8, !dbg !57

for.body8:                                        ; preds = %for.body3, %for.body8
  %2 = phi double [ %div5, %for.body3 ], [ %mul23, %for.body8 ], !dbg !59
  %3 = phi double [ %div, %for.body3 ], [ %mul, %for.body8 ], !dbg !62
  %indvars.iv = phi i64 [ 1, %for.body3 ], [ %indvars.iv.next, %for.body8 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !35, metadata !DIExpression()), !dbg !38
  %4 = tail call double @llvm.fmuladd.f64(double %r, double %3, double %0), !dbg !63
  %div11 = fdiv double 1.000000e+00, %4, !dbg !64
  call void @llvm.dbg.value(metadata double %div11, metadata !37, metadata !DIExpression()), !dbg !38
  %mul = fmul double %div11, %fneg, !dbg !65
  %arrayidx14 = getelementptr inbounds [28 x double], [28 x double]* @Cp, i64 0, i64 %indvars.iv, !dbg !66
  store double %mul, double* %arrayidx14, align 8, !dbg !67, !tbaa !50
  %arrayidx18 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv191, i64 %indvars.iv, !dbg !68
  %5 = load double, double* %arrayidx18, align 8, !dbg !68, !tbaa !50
  %6 = tail call double @llvm.fmuladd.f64(double %r, double %2, double %5), !dbg !69
  %mul23 = fmul double %div11, %6, !dbg !70
  %arrayidx25 = getelementptr inbounds [28 x double], [28 x double]* @Dp, i64 0, i64 %indvars.iv, !dbg !71
  store double %mul23, double* %arrayidx25, align 8, !dbg !72, !tbaa !50
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression()), !dbg !38
  %exitcond.not = icmp eq i64 %indvars.iv.next, 28, !dbg !74
  br i1 %exitcond.not, label %for.end, label %for.body8, !dbg !57, !llvm.loop !75

for.end:                                          ; preds = %for.body8
  %7 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Dp, i64 0, i64 27), align 8, !dbg !78, !tbaa !50
  %arrayidx28 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv191, i64 27, !dbg !79
  store double %7, double* %arrayidx28, align 8, !dbg !80, !tbaa !50
  call void @llvm.dbg.value(metadata i32 26, metadata !35, metadata !DIExpression()), !dbg !38
  br label %for.body31, !dbg !81

for.body31:                                       ; preds = %for.body31.1, %for.end
  %8 = phi double [ %7, %for.end ], [ %14, %for.body31.1 ], !dbg !83
  %indvars.iv187 = phi i64 [ 26, %for.end ], [ %indvars.iv.next188.1, %for.body31.1 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv187, metadata !35, metadata !DIExpression()), !dbg !38
  %arrayidx33 = getelementptr inbounds [28 x double], [28 x double]* @Dp, i64 0, i64 %indvars.iv187, !dbg !85
  %9 = load double, double* %arrayidx33, align 16, !dbg !85, !tbaa !50
  %arrayidx35 = getelementptr inbounds [28 x double], [28 x double]* @Cp, i64 0, i64 %indvars.iv187, !dbg !86
  %10 = load double, double* %arrayidx35, align 16, !dbg !86, !tbaa !50
  %neg = fneg double %10, !dbg !87
  %11 = tail call double @llvm.fmuladd.f64(double %neg, double %8, double %9), !dbg !87
  %arrayidx44 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv191, i64 %indvars.iv187, !dbg !88
  store double %11, double* %arrayidx44, align 16, !dbg !89, !tbaa !50
  %indvars.iv.next188 = add nsw i64 %indvars.iv187, -1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next188, metadata !35, metadata !DIExpression()), !dbg !38
  %cmp30.not = icmp eq i64 %indvars.iv187, 0, !dbg !91
  br i1 %cmp30.not, label %for.inc47, label %for.body31.1, !dbg !81, !llvm.loop !92

for.body31.1:                                     ; preds = %for.body31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next188, metadata !35, metadata !DIExpression()), !dbg !38
  %arrayidx33.1 = getelementptr inbounds [28 x double], [28 x double]* @Dp, i64 0, i64 %indvars.iv.next188, !dbg !85
  %12 = load double, double* %arrayidx33.1, align 8, !dbg !85, !tbaa !50
  %arrayidx35.1 = getelementptr inbounds [28 x double], [28 x double]* @Cp, i64 0, i64 %indvars.iv.next188, !dbg !86
  %13 = load double, double* %arrayidx35.1, align 8, !dbg !86, !tbaa !50
  %neg.1 = fneg double %13, !dbg !87
  %14 = tail call double @llvm.fmuladd.f64(double %neg.1, double %11, double %12), !dbg !87
  %arrayidx44.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv191, i64 %indvars.iv.next188, !dbg !88
  store double %14, double* %arrayidx44.1, align 8, !dbg !89, !tbaa !50
  %indvars.iv.next188.1 = add nsw i64 %indvars.iv187, -2, !dbg !90
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next188.1, metadata !35, metadata !DIExpression()), !dbg !38
  br label %for.body31

for.inc47:                                        ; preds = %for.body31
  %indvars.iv.next192 = add nuw nsw i64 %indvars.iv191, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next192, metadata !33, metadata !DIExpression()), !dbg !38
  %exitcond194.not = icmp eq i64 %indvars.iv.next192, 28, !dbg !95
  br i1 %exitcond194.not, label %for.body52, label %for.body3, !dbg !44, !llvm.loop !96

for.body52:                                       ; preds = %for.inc47, %for.inc107
  %indvars.iv204 = phi i64 [ %indvars.iv.next205, %for.inc107 ], [ 0, %for.inc47 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv204, metadata !34, metadata !DIExpression()), !dbg !38
  store double %div, double* getelementptr inbounds ([28 x double], [28 x double]* @Cp, i64 0, i64 0), align 16, !dbg !98, !tbaa !50
  %arrayidx56 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 0, i64 %indvars.iv204, !dbg !102
  %15 = load double, double* %arrayidx56, align 8, !dbg !102, !tbaa !50
  %div57 = fdiv double %15, %0, !dbg !103
  store double %div57, double* getelementptr inbounds ([28 x double], [28 x double]* @Dp, i64 0, i64 0), align 16, !dbg !104, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !38
  br label %for.body60, !dbg !105

for.body60:                                       ; preds = %for.body52, %for.body60
  %16 = phi double [ %div57, %for.body52 ], [ %mul78, %for.body60 ], !dbg !107
  %17 = phi double [ %div, %for.body52 ], [ %mul67, %for.body60 ], !dbg !110
  %indvars.iv195 = phi i64 [ 1, %for.body52 ], [ %indvars.iv.next196, %for.body60 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv195, metadata !35, metadata !DIExpression()), !dbg !38
  %18 = tail call double @llvm.fmuladd.f64(double %r, double %17, double %0), !dbg !111
  %div65 = fdiv double 1.000000e+00, %18, !dbg !112
  call void @llvm.dbg.value(metadata double %div65, metadata !37, metadata !DIExpression()), !dbg !38
  %mul67 = fmul double %div65, %fneg, !dbg !113
  %arrayidx69 = getelementptr inbounds [28 x double], [28 x double]* @Cp, i64 0, i64 %indvars.iv195, !dbg !114
  store double %mul67, double* %arrayidx69, align 8, !dbg !115, !tbaa !50
  %arrayidx73 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv195, i64 %indvars.iv204, !dbg !116
  %19 = load double, double* %arrayidx73, align 8, !dbg !116, !tbaa !50
  %20 = tail call double @llvm.fmuladd.f64(double %r, double %16, double %19), !dbg !117
  %mul78 = fmul double %div65, %20, !dbg !118
  %arrayidx80 = getelementptr inbounds [28 x double], [28 x double]* @Dp, i64 0, i64 %indvars.iv195, !dbg !119
  store double %mul78, double* %arrayidx80, align 8, !dbg !120, !tbaa !50
  %indvars.iv.next196 = add nuw nsw i64 %indvars.iv195, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next196, metadata !35, metadata !DIExpression()), !dbg !38
  %exitcond199.not = icmp eq i64 %indvars.iv.next196, 28, !dbg !122
  br i1 %exitcond199.not, label %for.end83, label %for.body60, !dbg !105, !llvm.loop !123

for.end83:                                        ; preds = %for.body60
  %21 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Dp, i64 0, i64 27), align 8, !dbg !125, !tbaa !50
  %arrayidx85 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 27, i64 %indvars.iv204, !dbg !126
  store double %21, double* %arrayidx85, align 8, !dbg !127, !tbaa !50
  call void @llvm.dbg.value(metadata i32 26, metadata !35, metadata !DIExpression()), !dbg !38
  br label %for.body88, !dbg !128

for.body88:                                       ; preds = %for.body88.1, %for.end83
  %22 = phi double [ %21, %for.end83 ], [ %28, %for.body88.1 ], !dbg !130
  %indvars.iv200 = phi i64 [ 26, %for.end83 ], [ %indvars.iv.next201.1, %for.body88.1 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv200, metadata !35, metadata !DIExpression()), !dbg !38
  %arrayidx90 = getelementptr inbounds [28 x double], [28 x double]* @Dp, i64 0, i64 %indvars.iv200, !dbg !132
  %23 = load double, double* %arrayidx90, align 16, !dbg !132, !tbaa !50
  %arrayidx92 = getelementptr inbounds [28 x double], [28 x double]* @Cp, i64 0, i64 %indvars.iv200, !dbg !133
  %24 = load double, double* %arrayidx92, align 16, !dbg !133, !tbaa !50
  %neg99 = fneg double %24, !dbg !134
  %25 = tail call double @llvm.fmuladd.f64(double %neg99, double %22, double %23), !dbg !134
  %arrayidx103 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv200, i64 %indvars.iv204, !dbg !135
  store double %25, double* %arrayidx103, align 8, !dbg !136, !tbaa !50
  %indvars.iv.next201 = add nsw i64 %indvars.iv200, -1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next201, metadata !35, metadata !DIExpression()), !dbg !38
  %cmp87.not = icmp eq i64 %indvars.iv200, 0, !dbg !138
  br i1 %cmp87.not, label %for.inc107, label %for.body88.1, !dbg !128, !llvm.loop !139

for.body88.1:                                     ; preds = %for.body88
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next201, metadata !35, metadata !DIExpression()), !dbg !38
  %arrayidx90.1 = getelementptr inbounds [28 x double], [28 x double]* @Dp, i64 0, i64 %indvars.iv.next201, !dbg !132
  %26 = load double, double* %arrayidx90.1, align 8, !dbg !132, !tbaa !50
  %arrayidx92.1 = getelementptr inbounds [28 x double], [28 x double]* @Cp, i64 0, i64 %indvars.iv.next201, !dbg !133
  %27 = load double, double* %arrayidx92.1, align 8, !dbg !133, !tbaa !50
  %neg99.1 = fneg double %27, !dbg !134
  %28 = tail call double @llvm.fmuladd.f64(double %neg99.1, double %25, double %26), !dbg !134
  %arrayidx103.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv.next201, i64 %indvars.iv204, !dbg !135
  store double %28, double* %arrayidx103.1, align 8, !dbg !136, !tbaa !50
  %indvars.iv.next201.1 = add nsw i64 %indvars.iv200, -2, !dbg !137
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next201.1, metadata !35, metadata !DIExpression()), !dbg !38
  br label %for.body88

for.inc107:                                       ; preds = %for.body88
  %indvars.iv.next205 = add nuw nsw i64 %indvars.iv204, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next205, metadata !34, metadata !DIExpression()), !dbg !38
  %exitcond207.not = icmp eq i64 %indvars.iv.next205, 28, !dbg !142
  br i1 %exitcond207.not, label %for.inc110, label %for.body52, !dbg !143, !llvm.loop !144

for.inc110:                                       ; preds = %for.inc107
  %inc111 = add nuw nsw i32 %t.0184, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %inc111, metadata !32, metadata !DIExpression()), !dbg !38
  %exitcond208.not = icmp eq i32 %inc111, %tsteps, !dbg !40
  br i1 %exitcond208.not, label %for.end112, label %for.cond1.preheader, !dbg !43, !llvm.loop !147

for.end112:                                       ; preds = %for.inc110, %entry
  ret void, !dbg !149
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !150 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !157
  br label %for.cond1.preheader, !dbg !158

for.cond1.preheader:                              ; preds = %entry, %for.inc7
  %indvars.iv54 = phi i64 [ 0, %entry ], [ %indvars.iv.next55, %for.inc7 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv54, metadata !154, metadata !DIExpression()), !dbg !157
  %0 = mul nuw nsw i64 %indvars.iv54, 7
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !157
  br label %for.body3, !dbg !160

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !155, metadata !DIExpression()), !dbg !157
  %1 = mul nuw nsw i64 %indvars.iv, 3, !dbg !163
  %2 = add nuw nsw i64 %1, %0, !dbg !165
  %3 = trunc i64 %2 to i32, !dbg !166
  %rem = urem i32 %3, 10, !dbg !166
  %conv = sitofp i32 %rem to double, !dbg !167
  %arrayidx6 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv54, i64 %indvars.iv, !dbg !168
  store double %conv, double* %arrayidx6, align 16, !dbg !169, !tbaa !50
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !155, metadata !DIExpression()), !dbg !157
  %4 = mul nuw nsw i64 %indvars.iv.next, 3, !dbg !163
  %5 = add nuw nsw i64 %4, %0, !dbg !165
  %6 = trunc i64 %5 to i32, !dbg !166
  %rem.1 = urem i32 %6, 10, !dbg !166
  %conv.1 = sitofp i32 %rem.1 to double, !dbg !167
  %arrayidx6.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv54, i64 %indvars.iv.next, !dbg !168
  store double %conv.1, double* %arrayidx6.1, align 8, !dbg !169, !tbaa !50
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !170
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !155, metadata !DIExpression()), !dbg !157
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 28, !dbg !171
  br i1 %exitcond.not.1, label %for.inc7, label %for.body3, !dbg !160, !llvm.loop !172

for.inc7:                                         ; preds = %for.body3
  %indvars.iv.next55 = add nuw nsw i64 %indvars.iv54, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next55, metadata !154, metadata !DIExpression()), !dbg !157
  %exitcond58.not = icmp eq i64 %indvars.iv.next55, 28, !dbg !175
  br i1 %exitcond58.not, label %for.end9, label %for.cond1.preheader, !dbg !158, !llvm.loop !176

for.end9:                                         ; preds = %for.inc7
  tail call void @kernel_adi(i32 noundef 2, double noundef 2.500000e-01), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !156, metadata !DIExpression()), !dbg !157
  br label %for.cond14.preheader, !dbg !179

for.cond14.preheader:                             ; preds = %for.end9, %for.cond14.preheader
  %indvars.iv63 = phi i64 [ 0, %for.end9 ], [ %indvars.iv.next64, %for.cond14.preheader ]
  %s.050 = phi double [ 0.000000e+00, %for.end9 ], [ %add22.27, %for.cond14.preheader ]
  call void @llvm.dbg.value(metadata double %s.050, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %indvars.iv63, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %s.050, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %s.050, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 0, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 0, !dbg !181
  %7 = load double, double* %arrayidx21, align 16, !dbg !181, !tbaa !50
  %add22 = fadd double %s.050, %7, !dbg !185
  call void @llvm.dbg.value(metadata double %add22, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 1, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 1, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 1, !dbg !181
  %8 = load double, double* %arrayidx21.1, align 8, !dbg !181, !tbaa !50
  %add22.1 = fadd double %add22, %8, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.1, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 2, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.1, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 2, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.2 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 2, !dbg !181
  %9 = load double, double* %arrayidx21.2, align 16, !dbg !181, !tbaa !50
  %add22.2 = fadd double %add22.1, %9, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.2, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 3, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.2, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 3, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.3 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 3, !dbg !181
  %10 = load double, double* %arrayidx21.3, align 8, !dbg !181, !tbaa !50
  %add22.3 = fadd double %add22.2, %10, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.3, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 4, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.3, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 4, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.4 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 4, !dbg !181
  %11 = load double, double* %arrayidx21.4, align 16, !dbg !181, !tbaa !50
  %add22.4 = fadd double %add22.3, %11, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.4, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 5, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.4, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 5, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.5 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 5, !dbg !181
  %12 = load double, double* %arrayidx21.5, align 8, !dbg !181, !tbaa !50
  %add22.5 = fadd double %add22.4, %12, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.5, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 6, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.5, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 6, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.6 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 6, !dbg !181
  %13 = load double, double* %arrayidx21.6, align 16, !dbg !181, !tbaa !50
  %add22.6 = fadd double %add22.5, %13, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.6, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 7, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.6, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 7, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.7 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 7, !dbg !181
  %14 = load double, double* %arrayidx21.7, align 8, !dbg !181, !tbaa !50
  %add22.7 = fadd double %add22.6, %14, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.7, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 8, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.7, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 8, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.8 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 8, !dbg !181
  %15 = load double, double* %arrayidx21.8, align 16, !dbg !181, !tbaa !50
  %add22.8 = fadd double %add22.7, %15, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.8, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 9, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.8, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 9, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.9 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 9, !dbg !181
  %16 = load double, double* %arrayidx21.9, align 8, !dbg !181, !tbaa !50
  %add22.9 = fadd double %add22.8, %16, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.9, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 10, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.9, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 10, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.10 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 10, !dbg !181
  %17 = load double, double* %arrayidx21.10, align 16, !dbg !181, !tbaa !50
  %add22.10 = fadd double %add22.9, %17, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.10, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 11, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.10, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 11, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.11 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 11, !dbg !181
  %18 = load double, double* %arrayidx21.11, align 8, !dbg !181, !tbaa !50
  %add22.11 = fadd double %add22.10, %18, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.11, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 12, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.11, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 12, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.12 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 12, !dbg !181
  %19 = load double, double* %arrayidx21.12, align 16, !dbg !181, !tbaa !50
  %add22.12 = fadd double %add22.11, %19, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.12, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 13, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.12, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 13, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.13 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 13, !dbg !181
  %20 = load double, double* %arrayidx21.13, align 8, !dbg !181, !tbaa !50
  %add22.13 = fadd double %add22.12, %20, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.13, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 14, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.13, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 14, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.14 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 14, !dbg !181
  %21 = load double, double* %arrayidx21.14, align 16, !dbg !181, !tbaa !50
  %add22.14 = fadd double %add22.13, %21, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.14, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 15, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.14, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 15, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.15 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 15, !dbg !181
  %22 = load double, double* %arrayidx21.15, align 8, !dbg !181, !tbaa !50
  %add22.15 = fadd double %add22.14, %22, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.15, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 16, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.15, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 16, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.16 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 16, !dbg !181
  %23 = load double, double* %arrayidx21.16, align 16, !dbg !181, !tbaa !50
  %add22.16 = fadd double %add22.15, %23, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.16, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 17, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.16, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 17, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.17 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 17, !dbg !181
  %24 = load double, double* %arrayidx21.17, align 8, !dbg !181, !tbaa !50
  %add22.17 = fadd double %add22.16, %24, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.17, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 18, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.17, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 18, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.18 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 18, !dbg !181
  %25 = load double, double* %arrayidx21.18, align 16, !dbg !181, !tbaa !50
  %add22.18 = fadd double %add22.17, %25, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.18, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 19, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.18, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 19, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.19 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 19, !dbg !181
  %26 = load double, double* %arrayidx21.19, align 8, !dbg !181, !tbaa !50
  %add22.19 = fadd double %add22.18, %26, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.19, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 20, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.19, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 20, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.20 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 20, !dbg !181
  %27 = load double, double* %arrayidx21.20, align 16, !dbg !181, !tbaa !50
  %add22.20 = fadd double %add22.19, %27, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.20, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 21, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.20, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 21, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.21 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 21, !dbg !181
  %28 = load double, double* %arrayidx21.21, align 8, !dbg !181, !tbaa !50
  %add22.21 = fadd double %add22.20, %28, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.21, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 22, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.21, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 22, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.22 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 22, !dbg !181
  %29 = load double, double* %arrayidx21.22, align 16, !dbg !181, !tbaa !50
  %add22.22 = fadd double %add22.21, %29, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.22, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 23, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.22, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 23, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.23 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 23, !dbg !181
  %30 = load double, double* %arrayidx21.23, align 8, !dbg !181, !tbaa !50
  %add22.23 = fadd double %add22.22, %30, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.23, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 24, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.23, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 24, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.24 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 24, !dbg !181
  %31 = load double, double* %arrayidx21.24, align 16, !dbg !181, !tbaa !50
  %add22.24 = fadd double %add22.23, %31, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.24, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 25, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.24, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 25, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.25 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 25, !dbg !181
  %32 = load double, double* %arrayidx21.25, align 8, !dbg !181, !tbaa !50
  %add22.25 = fadd double %add22.24, %32, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.25, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 26, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.25, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 26, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.26 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 26, !dbg !181
  %33 = load double, double* %arrayidx21.26, align 16, !dbg !181, !tbaa !50
  %add22.26 = fadd double %add22.25, %33, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.26, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 27, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %add22.26, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 27, metadata !155, metadata !DIExpression()), !dbg !157
  %arrayidx21.27 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @U, i64 0, i64 %indvars.iv63, i64 27, !dbg !181
  %34 = load double, double* %arrayidx21.27, align 8, !dbg !181, !tbaa !50
  %add22.27 = fadd double %add22.26, %34, !dbg !185
  call void @llvm.dbg.value(metadata double %add22.27, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 28, metadata !155, metadata !DIExpression()), !dbg !157
  %indvars.iv.next64 = add nuw nsw i64 %indvars.iv63, 1, !dbg !186
  call void @llvm.dbg.value(metadata double %add22.27, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next64, metadata !154, metadata !DIExpression()), !dbg !157
  %exitcond66.not = icmp eq i64 %indvars.iv.next64, 28, !dbg !187
  br i1 %exitcond66.not, label %for.end28, label %for.cond14.preheader, !dbg !179, !llvm.loop !188

for.end28:                                        ; preds = %for.cond14.preheader
  store double %add22.27, double* @checksum, align 8, !dbg !190, !tbaa !50
  ret i32 0, !dbg !191
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Cp", scope: !2, file: !3, line: 15, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "adi.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "U", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Dp", scope: !2, file: !3, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_adi", scope: !3, file: !3, line: 19, type: !26, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !5}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!30, !31, !32, !33, !34, !35, !36, !37}
!30 = !DILocalVariable(name: "tsteps", arg: 1, scope: !25, file: !3, line: 19, type: !28)
!31 = !DILocalVariable(name: "r", arg: 2, scope: !25, file: !3, line: 19, type: !5)
!32 = !DILocalVariable(name: "t", scope: !25, file: !3, line: 21, type: !28)
!33 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 21, type: !28)
!34 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 21, type: !28)
!35 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 21, type: !28)
!36 = !DILocalVariable(name: "diag", scope: !25, file: !3, line: 22, type: !5)
!37 = !DILocalVariable(name: "m", scope: !25, file: !3, line: 23, type: !5)
!38 = !DILocation(line: 0, scope: !25)
!39 = !DILocation(line: 22, column: 21, scope: !25)
!40 = !DILocation(line: 24, column: 17, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 24, column: 3)
!42 = distinct !DILexicalBlock(scope: !25, file: !3, line: 24, column: 3)
!43 = !DILocation(line: 24, column: 3, scope: !42)
!44 = !DILocation(line: 26, column: 5, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 26, column: 5)
!46 = distinct !DILexicalBlock(scope: !41, file: !3, line: 24, column: 32)
!47 = !DILocation(line: 27, column: 13, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 26, column: 29)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 26, column: 5)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 28, column: 15, scope: !48)
!55 = !DILocation(line: 28, column: 23, scope: !48)
!56 = !DILocation(line: 28, column: 13, scope: !48)
!57 = !DILocation(line: 29, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !48, file: !3, line: 29, column: 7)
!59 = !DILocation(line: 32, column: 32, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 29, column: 31)
!61 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 7)
!62 = !DILocation(line: 30, column: 31, scope: !60)
!63 = !DILocation(line: 30, column: 25, scope: !60)
!64 = !DILocation(line: 30, column: 17, scope: !60)
!65 = !DILocation(line: 31, column: 20, scope: !60)
!66 = !DILocation(line: 31, column: 9, scope: !60)
!67 = !DILocation(line: 31, column: 15, scope: !60)
!68 = !DILocation(line: 32, column: 18, scope: !60)
!69 = !DILocation(line: 32, column: 26, scope: !60)
!70 = !DILocation(line: 32, column: 43, scope: !60)
!71 = !DILocation(line: 32, column: 9, scope: !60)
!72 = !DILocation(line: 32, column: 15, scope: !60)
!73 = !DILocation(line: 29, column: 27, scope: !61)
!74 = !DILocation(line: 29, column: 21, scope: !61)
!75 = distinct !{!75, !57, !76, !77}
!76 = !DILocation(line: 33, column: 7, scope: !58)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 34, column: 21, scope: !48)
!79 = !DILocation(line: 34, column: 7, scope: !48)
!80 = !DILocation(line: 34, column: 19, scope: !48)
!81 = !DILocation(line: 35, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !48, file: !3, line: 35, column: 7)
!83 = !DILocation(line: 36, column: 35, scope: !84)
!84 = distinct !DILexicalBlock(scope: !82, file: !3, line: 35, column: 7)
!85 = !DILocation(line: 36, column: 19, scope: !84)
!86 = !DILocation(line: 36, column: 27, scope: !84)
!87 = !DILocation(line: 36, column: 25, scope: !84)
!88 = !DILocation(line: 36, column: 9, scope: !84)
!89 = !DILocation(line: 36, column: 17, scope: !84)
!90 = !DILocation(line: 35, column: 32, scope: !84)
!91 = !DILocation(line: 35, column: 25, scope: !84)
!92 = distinct !{!92, !81, !93, !77}
!93 = !DILocation(line: 36, column: 45, scope: !82)
!94 = !DILocation(line: 26, column: 25, scope: !49)
!95 = !DILocation(line: 26, column: 19, scope: !49)
!96 = distinct !{!96, !44, !97, !77}
!97 = !DILocation(line: 37, column: 5, scope: !45)
!98 = !DILocation(line: 40, column: 13, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 39, column: 29)
!100 = distinct !DILexicalBlock(scope: !101, file: !3, line: 39, column: 5)
!101 = distinct !DILexicalBlock(scope: !46, file: !3, line: 39, column: 5)
!102 = !DILocation(line: 41, column: 15, scope: !99)
!103 = !DILocation(line: 41, column: 23, scope: !99)
!104 = !DILocation(line: 41, column: 13, scope: !99)
!105 = !DILocation(line: 42, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !99, file: !3, line: 42, column: 7)
!107 = !DILocation(line: 45, column: 32, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 42, column: 31)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 42, column: 7)
!110 = !DILocation(line: 43, column: 31, scope: !108)
!111 = !DILocation(line: 43, column: 25, scope: !108)
!112 = !DILocation(line: 43, column: 17, scope: !108)
!113 = !DILocation(line: 44, column: 20, scope: !108)
!114 = !DILocation(line: 44, column: 9, scope: !108)
!115 = !DILocation(line: 44, column: 15, scope: !108)
!116 = !DILocation(line: 45, column: 18, scope: !108)
!117 = !DILocation(line: 45, column: 26, scope: !108)
!118 = !DILocation(line: 45, column: 43, scope: !108)
!119 = !DILocation(line: 45, column: 9, scope: !108)
!120 = !DILocation(line: 45, column: 15, scope: !108)
!121 = !DILocation(line: 42, column: 27, scope: !109)
!122 = !DILocation(line: 42, column: 21, scope: !109)
!123 = distinct !{!123, !105, !124, !77}
!124 = !DILocation(line: 46, column: 7, scope: !106)
!125 = !DILocation(line: 47, column: 21, scope: !99)
!126 = !DILocation(line: 47, column: 7, scope: !99)
!127 = !DILocation(line: 47, column: 19, scope: !99)
!128 = !DILocation(line: 48, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !99, file: !3, line: 48, column: 7)
!130 = !DILocation(line: 49, column: 35, scope: !131)
!131 = distinct !DILexicalBlock(scope: !129, file: !3, line: 48, column: 7)
!132 = !DILocation(line: 49, column: 19, scope: !131)
!133 = !DILocation(line: 49, column: 27, scope: !131)
!134 = !DILocation(line: 49, column: 25, scope: !131)
!135 = !DILocation(line: 49, column: 9, scope: !131)
!136 = !DILocation(line: 49, column: 17, scope: !131)
!137 = !DILocation(line: 48, column: 32, scope: !131)
!138 = !DILocation(line: 48, column: 25, scope: !131)
!139 = distinct !{!139, !128, !140, !77}
!140 = !DILocation(line: 49, column: 45, scope: !129)
!141 = !DILocation(line: 39, column: 25, scope: !100)
!142 = !DILocation(line: 39, column: 19, scope: !100)
!143 = !DILocation(line: 39, column: 5, scope: !101)
!144 = distinct !{!144, !143, !145, !77}
!145 = !DILocation(line: 50, column: 5, scope: !101)
!146 = !DILocation(line: 24, column: 28, scope: !41)
!147 = distinct !{!147, !43, !148, !77}
!148 = !DILocation(line: 51, column: 3, scope: !42)
!149 = !DILocation(line: 52, column: 1, scope: !25)
!150 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !151, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!28}
!153 = !{!154, !155, !156}
!154 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 56, type: !28)
!155 = !DILocalVariable(name: "j", scope: !150, file: !3, line: 56, type: !28)
!156 = !DILocalVariable(name: "s", scope: !150, file: !3, line: 57, type: !5)
!157 = !DILocation(line: 0, scope: !150)
!158 = !DILocation(line: 58, column: 3, scope: !159)
!159 = distinct !DILexicalBlock(scope: !150, file: !3, line: 58, column: 3)
!160 = !DILocation(line: 59, column: 5, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 59, column: 5)
!162 = distinct !DILexicalBlock(scope: !159, file: !3, line: 58, column: 3)
!163 = !DILocation(line: 60, column: 37, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 59, column: 5)
!165 = !DILocation(line: 60, column: 33, scope: !164)
!166 = !DILocation(line: 60, column: 42, scope: !164)
!167 = !DILocation(line: 60, column: 17, scope: !164)
!168 = !DILocation(line: 60, column: 7, scope: !164)
!169 = !DILocation(line: 60, column: 15, scope: !164)
!170 = !DILocation(line: 59, column: 25, scope: !164)
!171 = !DILocation(line: 59, column: 19, scope: !164)
!172 = distinct !{!172, !160, !173, !77}
!173 = !DILocation(line: 60, column: 46, scope: !161)
!174 = !DILocation(line: 58, column: 23, scope: !162)
!175 = !DILocation(line: 58, column: 17, scope: !162)
!176 = distinct !{!176, !158, !177, !77}
!177 = !DILocation(line: 60, column: 46, scope: !159)
!178 = !DILocation(line: 61, column: 3, scope: !150)
!179 = !DILocation(line: 62, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !150, file: !3, line: 62, column: 3)
!181 = !DILocation(line: 64, column: 12, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 63, column: 5)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 63, column: 5)
!184 = distinct !DILexicalBlock(scope: !180, file: !3, line: 62, column: 3)
!185 = !DILocation(line: 64, column: 9, scope: !182)
!186 = !DILocation(line: 62, column: 23, scope: !184)
!187 = !DILocation(line: 62, column: 17, scope: !184)
!188 = distinct !{!188, !179, !189, !77}
!189 = !DILocation(line: 64, column: 18, scope: !180)
!190 = !DILocation(line: 65, column: 12, scope: !150)
!191 = !DILocation(line: 66, column: 3, scope: !150)
