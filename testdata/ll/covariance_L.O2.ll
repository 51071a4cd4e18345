; ModuleID = 'covariance.c'
source_filename = "covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [140 x [120 x double]] zeroinitializer, align 16, !dbg !7
@Cov = internal unnamed_addr global [120 x [120 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_covariance() local_unnamed_addr #0 !dbg !28 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  br label %for.body, !dbg !43

for.body:                                         ; preds = %entry, %for.end
  %indvars.iv118 = phi i64 [ 0, %entry ], [ %indvars.iv.next119, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv118, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %indvars.iv118, !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  br label %for.body3, !dbg !48

for.body3:                                        ; preds = %for.body3, %for.body
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next.4, %for.body3 ]
  %0 = phi double [ 0.000000e+00, %for.body ], [ %add.4, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx7 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv, i64 %indvars.iv118, !dbg !50
  %1 = load double, double* %arrayidx7, align 8, !dbg !50, !tbaa !52
  %add = fadd double %1, %0, !dbg !56
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx7.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next, i64 %indvars.iv118, !dbg !50
  %2 = load double, double* %arrayidx7.1, align 8, !dbg !50, !tbaa !52
  %add.1 = fadd double %2, %add, !dbg !56
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx7.2 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next.1, i64 %indvars.iv118, !dbg !50
  %3 = load double, double* %arrayidx7.2, align 8, !dbg !50, !tbaa !52
  %add.2 = fadd double %3, %add.1, !dbg !56
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx7.3 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next.2, i64 %indvars.iv118, !dbg !50
  %4 = load double, double* %arrayidx7.3, align 8, !dbg !50, !tbaa !52
  %add.3 = fadd double %4, %add.2, !dbg !56
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx7.4 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next.3, i64 %indvars.iv118, !dbg !50
  %5 = load double, double* %arrayidx7.4, align 8, !dbg !50, !tbaa !52
  %add.4 = fadd double %5, %add.3, !dbg !56
  %indvars.iv.next.4 = add nuw nsw i64 %indvars.iv, 5, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.4, metadata !32, metadata !DIExpression()), !dbg !42
  %exitcond.not.4 = icmp eq i64 %indvars.iv.next.4, 140, !dbg !58
  br i1 %exitcond.not.4, label %for.end, label %for.body3, !dbg !48, !llvm.loop !59

for.end:                                          ; preds = %for.body3
  %div = fdiv double %add.4, 1.400000e+02, !dbg !62
  store double %div, double* %arrayidx, align 8, !dbg !62, !tbaa !52
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next119, metadata !34, metadata !DIExpression()), !dbg !42
  %exitcond121.not = icmp eq i64 %indvars.iv.next119, 120, !dbg !64
  br i1 %exitcond121.not, label %vector.ph, label %for.body, !dbg !43, !llvm.loop !65

vector.ph:                                        ; preds = %for.end, %for.inc30
  %indvars.iv126 = phi i64 [ %indvars.iv.next127, %for.inc30 ], [ 0, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv126, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  br label %vector.body, !dbg !67

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.2, %vector.body ], !dbg !71
  %6 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %index, !dbg !71
  %7 = bitcast double* %6 to <2 x double>*, !dbg !73
  %wide.load = load <2 x double>, <2 x double>* %7, align 16, !dbg !73, !tbaa !52
  %8 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv126, i64 %index, !dbg !71
  %9 = bitcast double* %8 to <2 x double>*, !dbg !74
  %wide.load142 = load <2 x double>, <2 x double>* %9, align 16, !dbg !74, !tbaa !52
  %10 = fsub <2 x double> %wide.load142, %wide.load, !dbg !74
  %11 = bitcast double* %8 to <2 x double>*, !dbg !74
  store <2 x double> %10, <2 x double>* %11, align 16, !dbg !74, !tbaa !52
  %index.next = add nuw nsw i64 %index, 2, !dbg !71
  %12 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %index.next, !dbg !71
  %13 = bitcast double* %12 to <2 x double>*, !dbg !73
  %wide.load.1 = load <2 x double>, <2 x double>* %13, align 16, !dbg !73, !tbaa !52
  %14 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv126, i64 %index.next, !dbg !71
  %15 = bitcast double* %14 to <2 x double>*, !dbg !74
  %wide.load142.1 = load <2 x double>, <2 x double>* %15, align 16, !dbg !74, !tbaa !52
  %16 = fsub <2 x double> %wide.load142.1, %wide.load.1, !dbg !74
  %17 = bitcast double* %14 to <2 x double>*, !dbg !74
  store <2 x double> %16, <2 x double>* %17, align 16, !dbg !74, !tbaa !52
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !71
  %18 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %index.next.1, !dbg !71
  %19 = bitcast double* %18 to <2 x double>*, !dbg !73
  %wide.load.2 = load <2 x double>, <2 x double>* %19, align 16, !dbg !73, !tbaa !52
  %20 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv126, i64 %index.next.1, !dbg !71
  %21 = bitcast double* %20 to <2 x double>*, !dbg !74
  %wide.load142.2 = load <2 x double>, <2 x double>* %21, align 16, !dbg !74, !tbaa !52
  %22 = fsub <2 x double> %wide.load142.2, %wide.load.2, !dbg !74
  %23 = bitcast double* %20 to <2 x double>*, !dbg !74
  store <2 x double> %22, <2 x double>* %23, align 16, !dbg !74, !tbaa !52
  %index.next.2 = add nuw nsw i64 %index, 6, !dbg !71
  %24 = icmp eq i64 %index.next.2, 120, !dbg !71
  br i1 %24, label %for.inc30, label %vector.body, !dbg !71, !llvm.loop !75

for.inc30:                                        ; preds = %vector.body
  %indvars.iv.next127 = add nuw nsw i64 %indvars.iv126, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next127, metadata !32, metadata !DIExpression()), !dbg !42
  %exitcond129.not = icmp eq i64 %indvars.iv.next127, 140, !dbg !79
  br i1 %exitcond129.not, label %for.cond39.preheader.lr.ph, label %vector.ph, !dbg !80, !llvm.loop !81

for.cond39.preheader.lr.ph:                       ; preds = %for.inc30, %for.inc69
  %indvars.iv134 = phi i64 [ %indvars.iv.next135, %for.inc69 ], [ 0, %for.inc30 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv134, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv134, metadata !35, metadata !DIExpression()), !dbg !42
  br label %for.cond39.preheader, !dbg !83

for.cond39.preheader:                             ; preds = %for.cond39.preheader.lr.ph, %for.end52
  %indvars.iv136 = phi i64 [ %indvars.iv134, %for.cond39.preheader.lr.ph ], [ %indvars.iv.next137, %for.end52 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv136, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  br label %for.body41, !dbg !85

for.body41:                                       ; preds = %for.body41, %for.cond39.preheader
  %indvars.iv130 = phi i64 [ 0, %for.cond39.preheader ], [ %indvars.iv.next131.1, %for.body41 ]
  %acc.0112 = phi double [ 0.000000e+00, %for.cond39.preheader ], [ %30, %for.body41 ]
  call void @llvm.dbg.value(metadata double %acc.0112, metadata !36, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv130, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx45 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv130, i64 %indvars.iv134, !dbg !87
  %25 = load double, double* %arrayidx45, align 8, !dbg !87, !tbaa !52
  %arrayidx49 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv130, i64 %indvars.iv136, !dbg !89
  %26 = load double, double* %arrayidx49, align 8, !dbg !89, !tbaa !52
  %27 = tail call double @llvm.fmuladd.f64(double %25, double %26, double %acc.0112), !dbg !90
  call void @llvm.dbg.value(metadata double %27, metadata !36, metadata !DIExpression()), !dbg !84
  %indvars.iv.next131 = or i64 %indvars.iv130, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next131, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double %27, metadata !36, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next131, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx45.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next131, i64 %indvars.iv134, !dbg !87
  %28 = load double, double* %arrayidx45.1, align 8, !dbg !87, !tbaa !52
  %arrayidx49.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next131, i64 %indvars.iv136, !dbg !89
  %29 = load double, double* %arrayidx49.1, align 8, !dbg !89, !tbaa !52
  %30 = tail call double @llvm.fmuladd.f64(double %28, double %29, double %27), !dbg !90
  call void @llvm.dbg.value(metadata double %30, metadata !36, metadata !DIExpression()), !dbg !84
  %indvars.iv.next131.1 = add nuw nsw i64 %indvars.iv130, 2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next131.1, metadata !32, metadata !DIExpression()), !dbg !42
  %exitcond133.not.1 = icmp eq i64 %indvars.iv.next131.1, 140, !dbg !92
  br i1 %exitcond133.not.1, label %for.end52, label %for.body41, !dbg !85, !llvm.loop !93

for.end52:                                        ; preds = %for.body41
  %div53 = fdiv double %30, 1.390000e+02, !dbg !95
  %arrayidx57 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv134, i64 %indvars.iv136, !dbg !96
  store double %div53, double* %arrayidx57, align 8, !dbg !97, !tbaa !52
  %arrayidx65 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv136, i64 %indvars.iv134, !dbg !98
  store double %div53, double* %arrayidx65, align 8, !dbg !99, !tbaa !52
  %indvars.iv.next137 = add nuw nsw i64 %indvars.iv136, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next137, metadata !35, metadata !DIExpression()), !dbg !42
  %exitcond139.not = icmp eq i64 %indvars.iv.next137, 120, !dbg !101
  br i1 %exitcond139.not, label %for.inc69, label %for.cond39.preheader, !dbg !83, !llvm.loop !102

for.inc69:                                        ; preds = %for.end52
  %indvars.iv.next135 = add nuw nsw i64 %indvars.iv134, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next135, metadata !34, metadata !DIExpression()), !dbg !42
  %exitcond141.not = icmp eq i64 %indvars.iv.next135, 120, !dbg !105
  br i1 %exitcond141.not, label %for.end71, label %for.cond39.preheader.lr.ph, !dbg !106, !llvm.loop !107

for.end71:                                        ; preds = %for.inc69
  ret void, !dbg !109
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !110 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !114, metadata !DIExpression()), !dbg !118
  br label %vector.ph, !dbg !119

vector.ph:                                        ; preds = %for.inc6, %entry
  %indvars.iv52 = phi i64 [ 0, %entry ], [ %indvars.iv.next53, %for.inc6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv52, metadata !114, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !118
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv52, i64 0, !dbg !121
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !121
  br label %vector.body, !dbg !121

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !124
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = add nuw nsw <2 x i64> %vec.ind, <i64 1, i64 1>, !dbg !124
  %1 = mul nuw nsw <2 x i64> %0, %broadcast.splat, !dbg !126
  %2 = trunc <2 x i64> %1 to <2 x i32>, !dbg !127
  %3 = urem <2 x i32> %2, <i32 23, i32 23>, !dbg !127
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !128
  %5 = fdiv <2 x double> %4, <double 2.300000e+01, double 2.300000e+01>, !dbg !129
  %6 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 %index, !dbg !124
  %7 = bitcast double* %6 to <2 x double>*, !dbg !130
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !130, !tbaa !52
  %index.next = add nuw i64 %index, 2, !dbg !124
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %8 = icmp eq i64 %index.next, 120, !dbg !124
  br i1 %8, label %for.inc6, label %vector.body, !dbg !124, !llvm.loop !131

for.inc6:                                         ; preds = %vector.body
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next53, metadata !114, metadata !DIExpression()), !dbg !118
  %exitcond55.not = icmp eq i64 %indvars.iv.next53, 140, !dbg !134
  br i1 %exitcond55.not, label %for.end8, label %vector.ph, !dbg !119, !llvm.loop !135

for.end8:                                         ; preds = %for.inc6
  tail call void @kernel_covariance(), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !117, metadata !DIExpression()), !dbg !118
  br label %for.cond13.preheader, !dbg !138

for.cond13.preheader:                             ; preds = %for.end8, %for.inc25
  %indvars.iv60 = phi i64 [ 0, %for.end8 ], [ %indvars.iv.next61, %for.inc25 ]
  %s.049 = phi double [ 0.000000e+00, %for.end8 ], [ %add21.5, %for.inc25 ]
  call void @llvm.dbg.value(metadata double %s.049, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !115, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %s.049, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()), !dbg !118
  br label %for.body16, !dbg !140

for.body16:                                       ; preds = %for.body16, %for.cond13.preheader
  %indvars.iv56 = phi i64 [ 0, %for.cond13.preheader ], [ %indvars.iv.next57.5, %for.body16 ]
  %s.147 = phi double [ %s.049, %for.cond13.preheader ], [ %add21.5, %for.body16 ]
  call void @llvm.dbg.value(metadata double %s.147, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv56, metadata !116, metadata !DIExpression()), !dbg !118
  %arrayidx20 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv56, !dbg !143
  %9 = load double, double* %arrayidx20, align 16, !dbg !143, !tbaa !52
  %add21 = fadd double %s.147, %9, !dbg !145
  call void @llvm.dbg.value(metadata double %add21, metadata !117, metadata !DIExpression()), !dbg !118
  %indvars.iv.next57 = or i64 %indvars.iv56, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %add21, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !116, metadata !DIExpression()), !dbg !118
  %arrayidx20.1 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57, !dbg !143
  %10 = load double, double* %arrayidx20.1, align 8, !dbg !143, !tbaa !52
  %add21.1 = fadd double %add21, %10, !dbg !145
  call void @llvm.dbg.value(metadata double %add21.1, metadata !117, metadata !DIExpression()), !dbg !118
  %indvars.iv.next57.1 = add nuw nsw i64 %indvars.iv56, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.1, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %add21.1, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.1, metadata !116, metadata !DIExpression()), !dbg !118
  %arrayidx20.2 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.1, !dbg !143
  %11 = load double, double* %arrayidx20.2, align 16, !dbg !143, !tbaa !52
  %add21.2 = fadd double %add21.1, %11, !dbg !145
  call void @llvm.dbg.value(metadata double %add21.2, metadata !117, metadata !DIExpression()), !dbg !118
  %indvars.iv.next57.2 = add nuw nsw i64 %indvars.iv56, 3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.2, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %add21.2, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.2, metadata !116, metadata !DIExpression()), !dbg !118
  %arrayidx20.3 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.2, !dbg !143
  %12 = load double, double* %arrayidx20.3, align 8, !dbg !143, !tbaa !52
  %add21.3 = fadd double %add21.2, %12, !dbg !145
  call void @llvm.dbg.value(metadata double %add21.3, metadata !117, metadata !DIExpression()), !dbg !118
  %indvars.iv.next57.3 = add nuw nsw i64 %indvars.iv56, 4, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.3, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %add21.3, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.3, metadata !116, metadata !DIExpression()), !dbg !118
  %arrayidx20.4 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.3, !dbg !143
  %13 = load double, double* %arrayidx20.4, align 16, !dbg !143, !tbaa !52
  %add21.4 = fadd double %add21.3, %13, !dbg !145
  call void @llvm.dbg.value(metadata double %add21.4, metadata !117, metadata !DIExpression()), !dbg !118
  %indvars.iv.next57.4 = add nuw nsw i64 %indvars.iv56, 5, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.4, metadata !116, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata double %add21.4, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.4, metadata !116, metadata !DIExpression()), !dbg !118
  %arrayidx20.5 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.4, !dbg !143
  %14 = load double, double* %arrayidx20.5, align 8, !dbg !143, !tbaa !52
  %add21.5 = fadd double %add21.4, %14, !dbg !145
  call void @llvm.dbg.value(metadata double %add21.5, metadata !117, metadata !DIExpression()), !dbg !118
  %indvars.iv.next57.5 = add nuw nsw i64 %indvars.iv56, 6, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.5, metadata !116, metadata !DIExpression()), !dbg !118
  %exitcond59.not.5 = icmp eq i64 %indvars.iv.next57.5, 120, !dbg !147
  br i1 %exitcond59.not.5, label %for.inc25, label %for.body16, !dbg !140, !llvm.loop !148

for.inc25:                                        ; preds = %for.body16
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !150
  call void @llvm.dbg.value(metadata double %add21.5, metadata !117, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !115, metadata !DIExpression()), !dbg !118
  %exitcond63.not = icmp eq i64 %indvars.iv.next61, 120, !dbg !151
  br i1 %exitcond63.not, label %for.end27, label %for.cond13.preheader, !dbg !138, !llvm.loop !152

for.end27:                                        ; preds = %for.inc25
  store double %add21.5, double* @checksum, align 8, !dbg !154, !tbaa !52
  ret i32 0, !dbg !155
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1075200, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 140)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 921600, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !20)
!20 = !{!12}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_covariance", scope: !3, file: !3, line: 18, type: !29, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null}
!31 = !{!32, !34, !35, !36}
!32 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 20, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "p", scope: !28, file: !3, line: 20, type: !33)
!35 = !DILocalVariable(name: "q", scope: !28, file: !3, line: 20, type: !33)
!36 = !DILocalVariable(name: "acc", scope: !37, file: !3, line: 32, type: !5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 31, column: 29)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 31, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 31, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 30, column: 3)
!41 = distinct !DILexicalBlock(scope: !28, file: !3, line: 30, column: 3)
!42 = !DILocation(line: 0, scope: !28)
!43 = !DILocation(line: 21, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !28, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 22, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 21, column: 27)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 3)
!48 = !DILocation(line: 23, column: 5, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 5)
!50 = !DILocation(line: 24, column: 18, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 23, column: 5)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 24, column: 15, scope: !51)
!57 = !DILocation(line: 23, column: 25, scope: !51)
!58 = !DILocation(line: 23, column: 19, scope: !51)
!59 = distinct !{!59, !48, !60, !61}
!60 = !DILocation(line: 24, column: 27, scope: !49)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 25, column: 13, scope: !46)
!63 = !DILocation(line: 21, column: 23, scope: !47)
!64 = !DILocation(line: 21, column: 17, scope: !47)
!65 = distinct !{!65, !43, !66, !61}
!66 = !DILocation(line: 26, column: 3, scope: !44)
!67 = !DILocation(line: 28, column: 5, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 28, column: 5)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 27, column: 3)
!70 = distinct !DILexicalBlock(scope: !28, file: !3, line: 27, column: 3)
!71 = !DILocation(line: 28, column: 25, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 28, column: 5)
!73 = !DILocation(line: 29, column: 21, scope: !72)
!74 = !DILocation(line: 29, column: 18, scope: !72)
!75 = distinct !{!75, !67, !76, !61, !77}
!76 = !DILocation(line: 29, column: 27, scope: !68)
!77 = !{!"llvm.loop.isvectorized", i32 1}
!78 = !DILocation(line: 27, column: 23, scope: !69)
!79 = !DILocation(line: 27, column: 17, scope: !69)
!80 = !DILocation(line: 27, column: 3, scope: !70)
!81 = distinct !{!81, !80, !82, !61}
!82 = !DILocation(line: 29, column: 27, scope: !70)
!83 = !DILocation(line: 31, column: 5, scope: !39)
!84 = !DILocation(line: 0, scope: !37)
!85 = !DILocation(line: 33, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 7)
!87 = !DILocation(line: 34, column: 16, scope: !88)
!88 = distinct !DILexicalBlock(scope: !86, file: !3, line: 33, column: 7)
!89 = !DILocation(line: 34, column: 29, scope: !88)
!90 = !DILocation(line: 34, column: 13, scope: !88)
!91 = !DILocation(line: 33, column: 27, scope: !88)
!92 = !DILocation(line: 33, column: 21, scope: !88)
!93 = distinct !{!93, !85, !94, !61}
!94 = !DILocation(line: 34, column: 38, scope: !86)
!95 = !DILocation(line: 35, column: 23, scope: !37)
!96 = !DILocation(line: 35, column: 7, scope: !37)
!97 = !DILocation(line: 35, column: 17, scope: !37)
!98 = !DILocation(line: 36, column: 7, scope: !37)
!99 = !DILocation(line: 36, column: 17, scope: !37)
!100 = !DILocation(line: 31, column: 25, scope: !38)
!101 = !DILocation(line: 31, column: 19, scope: !38)
!102 = distinct !{!102, !83, !103, !61}
!103 = !DILocation(line: 37, column: 5, scope: !39)
!104 = !DILocation(line: 30, column: 23, scope: !40)
!105 = !DILocation(line: 30, column: 17, scope: !40)
!106 = !DILocation(line: 30, column: 3, scope: !41)
!107 = distinct !{!107, !106, !108, !61}
!108 = !DILocation(line: 37, column: 5, scope: !41)
!109 = !DILocation(line: 38, column: 1, scope: !28)
!110 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !111, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!33}
!113 = !{!114, !115, !116, !117}
!114 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 42, type: !33)
!115 = !DILocalVariable(name: "p", scope: !110, file: !3, line: 42, type: !33)
!116 = !DILocalVariable(name: "q", scope: !110, file: !3, line: 42, type: !33)
!117 = !DILocalVariable(name: "s", scope: !110, file: !3, line: 43, type: !5)
!118 = !DILocation(line: 0, scope: !110)
!119 = !DILocation(line: 44, column: 3, scope: !120)
!120 = distinct !DILexicalBlock(scope: !110, file: !3, line: 44, column: 3)
!121 = !DILocation(line: 45, column: 5, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 45, column: 5)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 44, column: 3)
!124 = !DILocation(line: 46, column: 37, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 45, column: 5)
!126 = !DILocation(line: 46, column: 32, scope: !125)
!127 = !DILocation(line: 46, column: 43, scope: !125)
!128 = !DILocation(line: 46, column: 20, scope: !125)
!129 = !DILocation(line: 46, column: 49, scope: !125)
!130 = !DILocation(line: 46, column: 18, scope: !125)
!131 = distinct !{!131, !121, !132, !61, !77}
!132 = !DILocation(line: 46, column: 51, scope: !122)
!133 = !DILocation(line: 44, column: 23, scope: !123)
!134 = !DILocation(line: 44, column: 17, scope: !123)
!135 = distinct !{!135, !119, !136, !61}
!136 = !DILocation(line: 46, column: 51, scope: !120)
!137 = !DILocation(line: 47, column: 3, scope: !110)
!138 = !DILocation(line: 48, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !110, file: !3, line: 48, column: 3)
!140 = !DILocation(line: 49, column: 5, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 49, column: 5)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 48, column: 3)
!143 = !DILocation(line: 50, column: 12, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 49, column: 5)
!145 = !DILocation(line: 50, column: 9, scope: !144)
!146 = !DILocation(line: 49, column: 25, scope: !144)
!147 = !DILocation(line: 49, column: 19, scope: !144)
!148 = distinct !{!148, !140, !149, !61}
!149 = !DILocation(line: 50, column: 20, scope: !141)
!150 = !DILocation(line: 48, column: 23, scope: !142)
!151 = !DILocation(line: 48, column: 17, scope: !142)
!152 = distinct !{!152, !138, !153, !61}
!153 = !DILocation(line: 50, column: 20, scope: !139)
!154 = !DILocation(line: 51, column: 12, scope: !110)
!155 = !DILocation(line: 52, column: 3, scope: !110)
