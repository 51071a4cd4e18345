; ModuleID = 'correlation.c'
source_filename = "correlation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [140 x [120 x double]] zeroinitializer, align 16, !dbg !7
@Stddev = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !13
@Corr = internal unnamed_addr global [120 x [120 x double]] zeroinitializer, align 16, !dbg !17
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_correlation() local_unnamed_addr #0 !dbg !30 {
entry:
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !38, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %for.body, !dbg !41

for.body:                                         ; preds = %entry, %for.end
  %indvars.iv211 = phi i64 [ 0, %entry ], [ %indvars.iv.next212, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv211, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %indvars.iv211, !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  br label %for.body3, !dbg !46

for.body3:                                        ; preds = %for.body3, %for.body
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next.4, %for.body3 ]
  %0 = phi double [ 0.000000e+00, %for.body ], [ %add.4, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx7 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv, i64 %indvars.iv211, !dbg !48
  %1 = load double, double* %arrayidx7, align 8, !dbg !48, !tbaa !50
  %add = fadd double %1, %0, !dbg !54
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx7.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next, i64 %indvars.iv211, !dbg !48
  %2 = load double, double* %arrayidx7.1, align 8, !dbg !48, !tbaa !50
  %add.1 = fadd double %2, %add, !dbg !54
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx7.2 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next.1, i64 %indvars.iv211, !dbg !48
  %3 = load double, double* %arrayidx7.2, align 8, !dbg !48, !tbaa !50
  %add.2 = fadd double %3, %add.1, !dbg !54
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx7.3 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next.2, i64 %indvars.iv211, !dbg !48
  %4 = load double, double* %arrayidx7.3, align 8, !dbg !48, !tbaa !50
  %add.3 = fadd double %4, %add.2, !dbg !54
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx7.4 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next.3, i64 %indvars.iv211, !dbg !48
  %5 = load double, double* %arrayidx7.4, align 8, !dbg !48, !tbaa !50
  %add.4 = fadd double %5, %add.3, !dbg !54
  %indvars.iv.next.4 = add nuw nsw i64 %indvars.iv, 5, !dbg !55
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.4, metadata !34, metadata !DIExpression()), !dbg !40
  %exitcond.not.4 = icmp eq i64 %indvars.iv.next.4, 140, !dbg !56
  br i1 %exitcond.not.4, label %for.end, label %for.body3, !dbg !46, !llvm.loop !57

for.end:                                          ; preds = %for.body3
  %div = fdiv double %add.4, 1.400000e+02, !dbg !60
  store double %div, double* %arrayidx, align 8, !dbg !60, !tbaa !50
  %indvars.iv.next212 = add nuw nsw i64 %indvars.iv211, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next212, metadata !36, metadata !DIExpression()), !dbg !40
  %exitcond214.not = icmp eq i64 %indvars.iv.next212, 120, !dbg !62
  br i1 %exitcond214.not, label %for.body17, label %for.body, !dbg !41, !llvm.loop !63

for.body17:                                       ; preds = %for.end, %newton_sqrt.exit
  %indvars.iv219 = phi i64 [ %indvars.iv.next220, %newton_sqrt.exit ], [ 0, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv219, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx19 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %indvars.iv219, !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx28 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %indvars.iv219
  %6 = load double, double* %arrayidx28, align 8, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  br label %for.body22, !dbg !69

for.body22:                                       ; preds = %for.body22, %for.body17
  %indvars.iv215 = phi i64 [ 0, %for.body17 ], [ %indvars.iv.next216.3, %for.body22 ]
  %7 = phi double [ 0.000000e+00, %for.body17 ], [ %15, %for.body22 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv215, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv215, i64 %indvars.iv219, !dbg !71
  %8 = load double, double* %arrayidx26, align 8, !dbg !71, !tbaa !50
  %sub = fsub double %8, %6, !dbg !73
  %9 = tail call double @llvm.fmuladd.f64(double %sub, double %sub, double %7), !dbg !74
  %indvars.iv.next216 = or i64 %indvars.iv215, 1, !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next216, i64 %indvars.iv219, !dbg !71
  %10 = load double, double* %arrayidx26.1, align 8, !dbg !71, !tbaa !50
  %sub.1 = fsub double %10, %6, !dbg !73
  %11 = tail call double @llvm.fmuladd.f64(double %sub.1, double %sub.1, double %9), !dbg !74
  %indvars.iv.next216.1 = or i64 %indvars.iv215, 2, !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216.1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216.1, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.2 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next216.1, i64 %indvars.iv219, !dbg !71
  %12 = load double, double* %arrayidx26.2, align 8, !dbg !71, !tbaa !50
  %sub.2 = fsub double %12, %6, !dbg !73
  %13 = tail call double @llvm.fmuladd.f64(double %sub.2, double %sub.2, double %11), !dbg !74
  %indvars.iv.next216.2 = or i64 %indvars.iv215, 3, !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216.2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216.2, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx26.3 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next216.2, i64 %indvars.iv219, !dbg !71
  %14 = load double, double* %arrayidx26.3, align 8, !dbg !71, !tbaa !50
  %sub.3 = fsub double %14, %6, !dbg !73
  %15 = tail call double @llvm.fmuladd.f64(double %sub.3, double %sub.3, double %13), !dbg !74
  %indvars.iv.next216.3 = add nuw nsw i64 %indvars.iv215, 4, !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next216.3, metadata !34, metadata !DIExpression()), !dbg !40
  %exitcond218.not.3 = icmp eq i64 %indvars.iv.next216.3, 140, !dbg !76
  br i1 %exitcond218.not.3, label %for.end40, label %for.body22, !dbg !69, !llvm.loop !77

for.end40:                                        ; preds = %for.body22
  %div43 = fdiv double %15, 1.400000e+02, !dbg !79
  call void @llvm.dbg.value(metadata double %div43, metadata !80, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata double undef, metadata !86, metadata !DIExpression()) #4, !dbg !87
  %cmp.i = fcmp ugt double %div43, 0.000000e+00, !dbg !89
  br i1 %cmp.i, label %if.end.i, label %newton_sqrt.exit, !dbg !91

if.end.i:                                         ; preds = %for.end40
  %16 = tail call double @llvm.fmuladd.f64(double %div43, double 5.000000e-01, double 1.000000e+00) #4, !dbg !92
  call void @llvm.dbg.value(metadata double %16, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()) #4, !dbg !87
  br label %for.body.i, !dbg !93

for.body.i:                                       ; preds = %for.body.i, %if.end.i
  %g.011.i = phi double [ %16, %if.end.i ], [ %mul.i.2, %for.body.i ]
  %it.010.i = phi i32 [ 0, %if.end.i ], [ %inc.i.2, %for.body.i ]
  call void @llvm.dbg.value(metadata double %g.011.i, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !85, metadata !DIExpression()) #4, !dbg !87
  %div.i = fdiv double %div43, %g.011.i, !dbg !95
  %add.i = fadd double %g.011.i, %div.i, !dbg !97
  %mul.i = fmul double %add.i, 5.000000e-01, !dbg !98
  call void @llvm.dbg.value(metadata double %mul.i, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !87
  call void @llvm.dbg.value(metadata double %mul.i, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !87
  %div.i.1 = fdiv double %div43, %mul.i, !dbg !95
  %add.i.1 = fadd double %mul.i, %div.i.1, !dbg !97
  %mul.i.1 = fmul double %add.i.1, 5.000000e-01, !dbg !98
  call void @llvm.dbg.value(metadata double %mul.i.1, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !87
  call void @llvm.dbg.value(metadata double %mul.i.1, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %it.010.i, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !87
  %div.i.2 = fdiv double %div43, %mul.i.1, !dbg !95
  %add.i.2 = fadd double %mul.i.1, %div.i.2, !dbg !97
  %mul.i.2 = fmul double %add.i.2, 5.000000e-01, !dbg !98
  call void @llvm.dbg.value(metadata double %mul.i.2, metadata !86, metadata !DIExpression()) #4, !dbg !87
  %inc.i.2 = add nuw nsw i32 %it.010.i, 3, !dbg !99
  call void @llvm.dbg.value(metadata i32 %inc.i.2, metadata !85, metadata !DIExpression()) #4, !dbg !87
  %exitcond.not.i.2 = icmp eq i32 %inc.i.2, 24, !dbg !100
  br i1 %exitcond.not.i.2, label %newton_sqrt.exit, label %for.body.i, !dbg !93, !llvm.loop !101

newton_sqrt.exit:                                 ; preds = %for.body.i, %for.end40
  %retval.0.i = phi double [ 0.000000e+00, %for.end40 ], [ %mul.i.2, %for.body.i ], !dbg !87
  %cmp48 = fcmp ugt double %retval.0.i, 1.000000e-01, !dbg !103
  %storemerge = select i1 %cmp48, double %retval.0.i, double 1.000000e+00, !dbg !105
  store double %storemerge, double* %arrayidx19, align 8, !dbg !106, !tbaa !50
  %indvars.iv.next220 = add nuw nsw i64 %indvars.iv219, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next220, metadata !36, metadata !DIExpression()), !dbg !40
  %exitcond222.not = icmp eq i64 %indvars.iv.next220, 120, !dbg !108
  br i1 %exitcond222.not, label %for.cond57.preheader, label %for.body17, !dbg !109, !llvm.loop !110

for.cond57.preheader:                             ; preds = %newton_sqrt.exit, %for.inc78
  %indvars.iv227 = phi i64 [ %indvars.iv.next228, %for.inc78 ], [ 0, %newton_sqrt.exit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv227, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %for.body59, !dbg !112

for.body59:                                       ; preds = %for.cond57.preheader, %newton_sqrt.exit196
  %indvars.iv223 = phi i64 [ 0, %for.cond57.preheader ], [ %indvars.iv.next224, %newton_sqrt.exit196 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv223, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx63 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv227, i64 %indvars.iv223, !dbg !116
  %17 = load double, double* %arrayidx63, align 8, !dbg !116, !tbaa !50
  %arrayidx65 = getelementptr inbounds [120 x double], [120 x double]* @Mean, i64 0, i64 %indvars.iv223, !dbg !118
  %18 = load double, double* %arrayidx65, align 8, !dbg !118, !tbaa !50
  call void @llvm.dbg.value(metadata double 1.400000e+02, metadata !80, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double 7.100000e+01, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !119
  br label %for.body.i194, !dbg !121

for.body.i194:                                    ; preds = %for.body.i194, %for.body59
  %g.011.i187 = phi double [ 7.100000e+01, %for.body59 ], [ %mul.i191.2, %for.body.i194 ]
  %it.010.i188 = phi i32 [ 0, %for.body59 ], [ %inc.i192.2, %for.body.i194 ]
  call void @llvm.dbg.value(metadata double %g.011.i187, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !85, metadata !DIExpression()), !dbg !119
  %div.i189 = fdiv double 1.400000e+02, %g.011.i187, !dbg !122
  %add.i190 = fadd double %g.011.i187, %div.i189, !dbg !123
  %mul.i191 = fmul double %add.i190, 5.000000e-01, !dbg !124
  call void @llvm.dbg.value(metadata double %mul.i191, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %mul.i191, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  %div.i189.1 = fdiv double 1.400000e+02, %mul.i191, !dbg !122
  %add.i190.1 = fadd double %mul.i191, %div.i189.1, !dbg !123
  %mul.i191.1 = fmul double %add.i190.1, 5.000000e-01, !dbg !124
  call void @llvm.dbg.value(metadata double %mul.i191.1, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %mul.i191.1, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %it.010.i188, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  %div.i189.2 = fdiv double 1.400000e+02, %mul.i191.1, !dbg !122
  %add.i190.2 = fadd double %mul.i191.1, %div.i189.2, !dbg !123
  %mul.i191.2 = fmul double %add.i190.2, 5.000000e-01, !dbg !124
  call void @llvm.dbg.value(metadata double %mul.i191.2, metadata !86, metadata !DIExpression()), !dbg !119
  %inc.i192.2 = add nuw nsw i32 %it.010.i188, 3, !dbg !125
  call void @llvm.dbg.value(metadata i32 %inc.i192.2, metadata !85, metadata !DIExpression()), !dbg !119
  %exitcond.not.i193.2 = icmp eq i32 %inc.i192.2, 24, !dbg !126
  br i1 %exitcond.not.i193.2, label %newton_sqrt.exit196, label %for.body.i194, !dbg !121, !llvm.loop !127

newton_sqrt.exit196:                              ; preds = %for.body.i194
  %sub66 = fsub double %17, %18, !dbg !129
  %arrayidx69 = getelementptr inbounds [120 x double], [120 x double]* @Stddev, i64 0, i64 %indvars.iv223, !dbg !130
  %19 = load double, double* %arrayidx69, align 8, !dbg !130, !tbaa !50
  %mul = fmul double %mul.i191.2, %19, !dbg !131
  %div70 = fdiv double %sub66, %mul, !dbg !132
  store double %div70, double* %arrayidx63, align 8, !dbg !133, !tbaa !50
  %indvars.iv.next224 = add nuw nsw i64 %indvars.iv223, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next224, metadata !36, metadata !DIExpression()), !dbg !40
  %exitcond226.not = icmp eq i64 %indvars.iv.next224, 120, !dbg !135
  br i1 %exitcond226.not, label %for.inc78, label %for.body59, !dbg !112, !llvm.loop !136

for.inc78:                                        ; preds = %newton_sqrt.exit196
  %indvars.iv.next228 = add nuw nsw i64 %indvars.iv227, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next228, metadata !34, metadata !DIExpression()), !dbg !40
  %exitcond230.not = icmp eq i64 %indvars.iv.next228, 140, !dbg !139
  br i1 %exitcond230.not, label %for.body91.preheader, label %for.cond57.preheader, !dbg !140, !llvm.loop !141

for.cond81.loopexit:                              ; preds = %for.end114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next243, metadata !36, metadata !DIExpression()), !dbg !40
  %indvars.iv.next237 = add nuw nsw i64 %indvars.iv236, 1, !dbg !143
  %exitcond245.not = icmp eq i64 %indvars.iv.next243, 119, !dbg !145
  br i1 %exitcond245.not, label %for.end128, label %for.body91.preheader, !dbg !143, !llvm.loop !147

for.body91.preheader:                             ; preds = %for.inc78, %for.cond81.loopexit
  %indvars.iv242 = phi i64 [ %indvars.iv.next243, %for.cond81.loopexit ], [ 0, %for.inc78 ]
  %indvars.iv236 = phi i64 [ %indvars.iv.next237, %for.cond81.loopexit ], [ 1, %for.inc78 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv242, metadata !36, metadata !DIExpression()), !dbg !40
  %arrayidx87 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv242, i64 %indvars.iv242, !dbg !149
  store double 1.000000e+00, double* %arrayidx87, align 8, !dbg !151, !tbaa !50
  %indvars.iv.next243 = add nuw nsw i64 %indvars.iv242, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next243, metadata !37, metadata !DIExpression()), !dbg !40
  br label %for.body91, !dbg !154

for.body91:                                       ; preds = %for.body91.preheader, %for.end114
  %indvars.iv238 = phi i64 [ %indvars.iv236, %for.body91.preheader ], [ %indvars.iv.next239, %for.end114 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv238, metadata !37, metadata !DIExpression()), !dbg !40
  %arrayidx95 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv242, i64 %indvars.iv238, !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  br label %for.body98, !dbg !158

for.body98:                                       ; preds = %for.body98, %for.body91
  %indvars.iv231 = phi i64 [ 0, %for.body91 ], [ %indvars.iv.next232.1, %for.body98 ]
  %20 = phi double [ 0.000000e+00, %for.body91 ], [ %26, %for.body98 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv231, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx102 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv231, i64 %indvars.iv242, !dbg !160
  %21 = load double, double* %arrayidx102, align 8, !dbg !160, !tbaa !50
  %arrayidx106 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv231, i64 %indvars.iv238, !dbg !162
  %22 = load double, double* %arrayidx106, align 8, !dbg !162, !tbaa !50
  %23 = tail call double @llvm.fmuladd.f64(double %21, double %22, double %20), !dbg !163
  %indvars.iv.next232 = or i64 %indvars.iv231, 1, !dbg !164
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next232, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next232, metadata !34, metadata !DIExpression()), !dbg !40
  %arrayidx102.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next232, i64 %indvars.iv242, !dbg !160
  %24 = load double, double* %arrayidx102.1, align 8, !dbg !160, !tbaa !50
  %arrayidx106.1 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv.next232, i64 %indvars.iv238, !dbg !162
  %25 = load double, double* %arrayidx106.1, align 8, !dbg !162, !tbaa !50
  %26 = tail call double @llvm.fmuladd.f64(double %24, double %25, double %23), !dbg !163
  %indvars.iv.next232.1 = add nuw nsw i64 %indvars.iv231, 2, !dbg !164
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next232.1, metadata !34, metadata !DIExpression()), !dbg !40
  %exitcond234.not.1 = icmp eq i64 %indvars.iv.next232.1, 140, !dbg !165
  br i1 %exitcond234.not.1, label %for.end114, label %for.body98, !dbg !158, !llvm.loop !166

for.end114:                                       ; preds = %for.body98
  store double %26, double* %arrayidx95, align 8, !dbg !163, !tbaa !50
  %arrayidx122 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv238, i64 %indvars.iv242, !dbg !168
  store double %26, double* %arrayidx122, align 8, !dbg !169, !tbaa !50
  %indvars.iv.next239 = add nuw nsw i64 %indvars.iv238, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next239, metadata !37, metadata !DIExpression()), !dbg !40
  %exitcond241.not = icmp eq i64 %indvars.iv.next239, 120, !dbg !171
  br i1 %exitcond241.not, label %for.cond81.loopexit, label %for.body91, !dbg !154, !llvm.loop !172

for.end128:                                       ; preds = %for.cond81.loopexit
  store double 1.000000e+00, double* getelementptr inbounds ([120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 119, i64 119), align 8, !dbg !174, !tbaa !50
  ret void, !dbg !175
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !176 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()), !dbg !184
  br label %vector.ph, !dbg !185

vector.ph:                                        ; preds = %for.inc7, %entry
  %indvars.iv56 = phi i64 [ 0, %entry ], [ %indvars.iv.next57, %for.inc7 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv56, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv56, i64 0, !dbg !187
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !187
  br label %vector.body, !dbg !187

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !190
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = add nuw <2 x i64> %vec.ind, <i64 2, i64 2>, !dbg !192
  %1 = and <2 x i64> %0, <i64 4294967295, i64 4294967295>, !dbg !193
  %2 = mul nuw nsw <2 x i64> %1, %broadcast.splat, !dbg !193
  %3 = add nuw nsw <2 x i64> %2, %vec.ind, !dbg !194
  %4 = trunc <2 x i64> %3 to <2 x i32>, !dbg !195
  %5 = urem <2 x i32> %4, <i32 29, i32 29>, !dbg !195
  %6 = sitofp <2 x i32> %5 to <2 x double>, !dbg !196
  %7 = getelementptr inbounds [140 x [120 x double]], [140 x [120 x double]]* @Data, i64 0, i64 %indvars.iv56, i64 %index, !dbg !190
  %8 = bitcast double* %7 to <2 x double>*, !dbg !197
  store <2 x double> %6, <2 x double>* %8, align 16, !dbg !197, !tbaa !50
  %index.next = add nuw i64 %index, 2, !dbg !190
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %9 = icmp eq i64 %index.next, 120, !dbg !190
  br i1 %9, label %for.inc7, label %vector.body, !dbg !190, !llvm.loop !198

for.inc7:                                         ; preds = %vector.body
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !180, metadata !DIExpression()), !dbg !184
  %exitcond60.not = icmp eq i64 %indvars.iv.next57, 140, !dbg !202
  br i1 %exitcond60.not, label %for.end9, label %vector.ph, !dbg !185, !llvm.loop !203

for.end9:                                         ; preds = %for.inc7
  tail call void @kernel_correlation(), !dbg !205
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  br label %for.cond14.preheader, !dbg !206

for.cond14.preheader:                             ; preds = %for.end9, %for.inc26
  %indvars.iv65 = phi i64 [ 0, %for.end9 ], [ %indvars.iv.next66, %for.inc26 ]
  %s.051 = phi double [ 0.000000e+00, %for.end9 ], [ %add22.5, %for.inc26 ]
  call void @llvm.dbg.value(metadata double %s.051, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv65, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %s.051, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()), !dbg !184
  br label %for.body17, !dbg !208

for.body17:                                       ; preds = %for.body17, %for.cond14.preheader
  %indvars.iv61 = phi i64 [ 0, %for.cond14.preheader ], [ %indvars.iv.next62.5, %for.body17 ]
  %s.149 = phi double [ %s.051, %for.cond14.preheader ], [ %add22.5, %for.body17 ]
  call void @llvm.dbg.value(metadata double %s.149, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv61, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx21 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 %indvars.iv61, !dbg !211
  %10 = load double, double* %arrayidx21, align 16, !dbg !211, !tbaa !50
  %add22 = fadd double %s.149, %10, !dbg !213
  call void @llvm.dbg.value(metadata double %add22, metadata !183, metadata !DIExpression()), !dbg !184
  %indvars.iv.next62 = or i64 %indvars.iv61, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add22, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx21.1 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 %indvars.iv.next62, !dbg !211
  %11 = load double, double* %arrayidx21.1, align 8, !dbg !211, !tbaa !50
  %add22.1 = fadd double %add22, %11, !dbg !213
  call void @llvm.dbg.value(metadata double %add22.1, metadata !183, metadata !DIExpression()), !dbg !184
  %indvars.iv.next62.1 = add nuw nsw i64 %indvars.iv61, 2, !dbg !214
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.1, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add22.1, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.1, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx21.2 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 %indvars.iv.next62.1, !dbg !211
  %12 = load double, double* %arrayidx21.2, align 16, !dbg !211, !tbaa !50
  %add22.2 = fadd double %add22.1, %12, !dbg !213
  call void @llvm.dbg.value(metadata double %add22.2, metadata !183, metadata !DIExpression()), !dbg !184
  %indvars.iv.next62.2 = add nuw nsw i64 %indvars.iv61, 3, !dbg !214
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.2, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add22.2, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.2, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx21.3 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 %indvars.iv.next62.2, !dbg !211
  %13 = load double, double* %arrayidx21.3, align 8, !dbg !211, !tbaa !50
  %add22.3 = fadd double %add22.2, %13, !dbg !213
  call void @llvm.dbg.value(metadata double %add22.3, metadata !183, metadata !DIExpression()), !dbg !184
  %indvars.iv.next62.3 = add nuw nsw i64 %indvars.iv61, 4, !dbg !214
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.3, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add22.3, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.3, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx21.4 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 %indvars.iv.next62.3, !dbg !211
  %14 = load double, double* %arrayidx21.4, align 16, !dbg !211, !tbaa !50
  %add22.4 = fadd double %add22.3, %14, !dbg !213
  call void @llvm.dbg.value(metadata double %add22.4, metadata !183, metadata !DIExpression()), !dbg !184
  %indvars.iv.next62.4 = add nuw nsw i64 %indvars.iv61, 5, !dbg !214
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.4, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add22.4, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.4, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx21.5 = getelementptr inbounds [120 x [120 x double]], [120 x [120 x double]]* @Corr, i64 0, i64 %indvars.iv65, i64 %indvars.iv.next62.4, !dbg !211
  %15 = load double, double* %arrayidx21.5, align 8, !dbg !211, !tbaa !50
  %add22.5 = fadd double %add22.4, %15, !dbg !213
  call void @llvm.dbg.value(metadata double %add22.5, metadata !183, metadata !DIExpression()), !dbg !184
  %indvars.iv.next62.5 = add nuw nsw i64 %indvars.iv61, 6, !dbg !214
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next62.5, metadata !182, metadata !DIExpression()), !dbg !184
  %exitcond64.not.5 = icmp eq i64 %indvars.iv.next62.5, 120, !dbg !215
  br i1 %exitcond64.not.5, label %for.inc26, label %for.body17, !dbg !208, !llvm.loop !216

for.inc26:                                        ; preds = %for.body17
  %indvars.iv.next66 = add nuw nsw i64 %indvars.iv65, 1, !dbg !218
  call void @llvm.dbg.value(metadata double %add22.5, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66, metadata !181, metadata !DIExpression()), !dbg !184
  %exitcond68.not = icmp eq i64 %indvars.iv.next66, 120, !dbg !219
  br i1 %exitcond68.not, label %for.end28, label %for.cond14.preheader, !dbg !206, !llvm.loop !220

for.end28:                                        ; preds = %for.inc26
  store double %add22.5, double* @checksum, align 8, !dbg !222, !tbaa !50
  ret i32 0, !dbg !223
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "correlation.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1075200, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 140)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Stddev", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Corr", scope: !2, file: !3, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 921600, elements: !20)
!20 = !{!12, !12}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!23 = !{i32 7, !"Dwarf Version", i32 4}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "kernel_correlation", scope: !3, file: !3, line: 35, type: !31, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{!34, !36, !37, !38}
!34 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 37, type: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "p", scope: !30, file: !3, line: 37, type: !35)
!37 = !DILocalVariable(name: "q", scope: !30, file: !3, line: 37, type: !35)
!38 = !DILocalVariable(name: "eps", scope: !30, file: !3, line: 38, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!40 = !DILocation(line: 0, scope: !30)
!41 = !DILocation(line: 39, column: 3, scope: !42)
!42 = distinct !DILexicalBlock(scope: !30, file: !3, line: 39, column: 3)
!43 = !DILocation(line: 40, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 39, column: 27)
!45 = distinct !DILexicalBlock(scope: !42, file: !3, line: 39, column: 3)
!46 = !DILocation(line: 41, column: 5, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 41, column: 5)
!48 = !DILocation(line: 42, column: 18, scope: !49)
!49 = distinct !DILexicalBlock(scope: !47, file: !3, line: 41, column: 5)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 42, column: 15, scope: !49)
!55 = !DILocation(line: 41, column: 25, scope: !49)
!56 = !DILocation(line: 41, column: 19, scope: !49)
!57 = distinct !{!57, !46, !58, !59}
!58 = !DILocation(line: 42, column: 27, scope: !47)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 43, column: 13, scope: !44)
!61 = !DILocation(line: 39, column: 23, scope: !45)
!62 = !DILocation(line: 39, column: 17, scope: !45)
!63 = distinct !{!63, !41, !64, !59}
!64 = !DILocation(line: 44, column: 3, scope: !42)
!65 = !DILocation(line: 46, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 45, column: 27)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 45, column: 3)
!68 = distinct !DILexicalBlock(scope: !30, file: !3, line: 45, column: 3)
!69 = !DILocation(line: 47, column: 5, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 47, column: 5)
!71 = !DILocation(line: 48, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !70, file: !3, line: 47, column: 5)
!73 = !DILocation(line: 48, column: 32, scope: !72)
!74 = !DILocation(line: 48, column: 17, scope: !72)
!75 = !DILocation(line: 47, column: 25, scope: !72)
!76 = !DILocation(line: 47, column: 19, scope: !72)
!77 = distinct !{!77, !69, !78, !59}
!78 = !DILocation(line: 48, column: 66, scope: !70)
!79 = !DILocation(line: 49, column: 39, scope: !66)
!80 = !DILocalVariable(name: "x", arg: 1, scope: !81, file: !3, line: 24, type: !5)
!81 = distinct !DISubprogram(name: "newton_sqrt", scope: !3, file: !3, line: 24, type: !82, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !5}
!84 = !{!80, !85, !86}
!85 = !DILocalVariable(name: "it", scope: !81, file: !3, line: 26, type: !35)
!86 = !DILocalVariable(name: "g", scope: !81, file: !3, line: 27, type: !5)
!87 = !DILocation(line: 0, scope: !81, inlinedAt: !88)
!88 = distinct !DILocation(line: 49, column: 17, scope: !66)
!89 = !DILocation(line: 28, column: 9, scope: !90, inlinedAt: !88)
!90 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28, column: 7)
!91 = !DILocation(line: 28, column: 7, scope: !81, inlinedAt: !88)
!92 = !DILocation(line: 27, column: 22, scope: !81, inlinedAt: !88)
!93 = !DILocation(line: 30, column: 3, scope: !94, inlinedAt: !88)
!94 = distinct !DILexicalBlock(scope: !81, file: !3, line: 30, column: 3)
!95 = !DILocation(line: 31, column: 22, scope: !96, inlinedAt: !88)
!96 = distinct !DILexicalBlock(scope: !94, file: !3, line: 30, column: 3)
!97 = !DILocation(line: 31, column: 18, scope: !96, inlinedAt: !88)
!98 = !DILocation(line: 31, column: 13, scope: !96, inlinedAt: !88)
!99 = !DILocation(line: 30, column: 37, scope: !96, inlinedAt: !88)
!100 = !DILocation(line: 30, column: 19, scope: !96, inlinedAt: !88)
!101 = distinct !{!101, !93, !102, !59}
!102 = !DILocation(line: 31, column: 25, scope: !94, inlinedAt: !88)
!103 = !DILocation(line: 50, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !66, file: !3, line: 50, column: 9)
!105 = !DILocation(line: 50, column: 9, scope: !66)
!106 = !DILocation(line: 0, scope: !66)
!107 = !DILocation(line: 45, column: 23, scope: !67)
!108 = !DILocation(line: 45, column: 17, scope: !67)
!109 = !DILocation(line: 45, column: 3, scope: !68)
!110 = distinct !{!110, !109, !111, !59}
!111 = !DILocation(line: 52, column: 3, scope: !68)
!112 = !DILocation(line: 54, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 54, column: 5)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 53, column: 3)
!115 = distinct !DILexicalBlock(scope: !30, file: !3, line: 53, column: 3)
!116 = !DILocation(line: 55, column: 21, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 54, column: 5)
!118 = !DILocation(line: 55, column: 34, scope: !117)
!119 = !DILocation(line: 0, scope: !81, inlinedAt: !120)
!120 = distinct !DILocation(line: 55, column: 46, scope: !117)
!121 = !DILocation(line: 30, column: 3, scope: !94, inlinedAt: !120)
!122 = !DILocation(line: 31, column: 22, scope: !96, inlinedAt: !120)
!123 = !DILocation(line: 31, column: 18, scope: !96, inlinedAt: !120)
!124 = !DILocation(line: 31, column: 13, scope: !96, inlinedAt: !120)
!125 = !DILocation(line: 30, column: 37, scope: !96, inlinedAt: !120)
!126 = !DILocation(line: 30, column: 19, scope: !96, inlinedAt: !120)
!127 = distinct !{!127, !121, !128, !59}
!128 = !DILocation(line: 31, column: 25, scope: !94, inlinedAt: !120)
!129 = !DILocation(line: 55, column: 32, scope: !117)
!130 = !DILocation(line: 55, column: 71, scope: !117)
!131 = !DILocation(line: 55, column: 69, scope: !117)
!132 = !DILocation(line: 55, column: 43, scope: !117)
!133 = !DILocation(line: 55, column: 18, scope: !117)
!134 = !DILocation(line: 54, column: 25, scope: !117)
!135 = !DILocation(line: 54, column: 19, scope: !117)
!136 = distinct !{!136, !112, !137, !59}
!137 = !DILocation(line: 55, column: 80, scope: !113)
!138 = !DILocation(line: 53, column: 23, scope: !114)
!139 = !DILocation(line: 53, column: 17, scope: !114)
!140 = !DILocation(line: 53, column: 3, scope: !115)
!141 = distinct !{!141, !140, !142, !59}
!142 = !DILocation(line: 55, column: 80, scope: !115)
!143 = !DILocation(line: 56, column: 3, scope: !144)
!144 = distinct !DILexicalBlock(scope: !30, file: !3, line: 56, column: 3)
!145 = !DILocation(line: 56, column: 17, scope: !146)
!146 = distinct !DILexicalBlock(scope: !144, file: !3, line: 56, column: 3)
!147 = distinct !{!147, !143, !148, !59}
!148 = !DILocation(line: 64, column: 3, scope: !144)
!149 = !DILocation(line: 57, column: 5, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 56, column: 31)
!151 = !DILocation(line: 57, column: 16, scope: !150)
!152 = !DILocation(line: 58, column: 16, scope: !153)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 58, column: 5)
!154 = !DILocation(line: 58, column: 5, scope: !153)
!155 = !DILocation(line: 59, column: 7, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 58, column: 33)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 58, column: 5)
!158 = !DILocation(line: 60, column: 7, scope: !159)
!159 = distinct !DILexicalBlock(scope: !156, file: !3, line: 60, column: 7)
!160 = !DILocation(line: 61, column: 23, scope: !161)
!161 = distinct !DILexicalBlock(scope: !159, file: !3, line: 60, column: 7)
!162 = !DILocation(line: 61, column: 36, scope: !161)
!163 = !DILocation(line: 61, column: 20, scope: !161)
!164 = !DILocation(line: 60, column: 27, scope: !161)
!165 = !DILocation(line: 60, column: 21, scope: !161)
!166 = distinct !{!166, !158, !167, !59}
!167 = !DILocation(line: 61, column: 45, scope: !159)
!168 = !DILocation(line: 62, column: 7, scope: !156)
!169 = !DILocation(line: 62, column: 18, scope: !156)
!170 = !DILocation(line: 58, column: 29, scope: !157)
!171 = !DILocation(line: 58, column: 23, scope: !157)
!172 = distinct !{!172, !154, !173, !59}
!173 = !DILocation(line: 63, column: 5, scope: !153)
!174 = !DILocation(line: 65, column: 22, scope: !30)
!175 = !DILocation(line: 66, column: 1, scope: !30)
!176 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 68, type: !177, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!35}
!179 = !{!180, !181, !182, !183}
!180 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 70, type: !35)
!181 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 70, type: !35)
!182 = !DILocalVariable(name: "q", scope: !176, file: !3, line: 70, type: !35)
!183 = !DILocalVariable(name: "s", scope: !176, file: !3, line: 71, type: !5)
!184 = !DILocation(line: 0, scope: !176)
!185 = !DILocation(line: 72, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !176, file: !3, line: 72, column: 3)
!187 = !DILocation(line: 73, column: 5, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 73, column: 5)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 72, column: 3)
!190 = !DILocation(line: 73, column: 25, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 73, column: 5)
!192 = !DILocation(line: 74, column: 37, scope: !191)
!193 = !DILocation(line: 74, column: 32, scope: !191)
!194 = !DILocation(line: 74, column: 42, scope: !191)
!195 = !DILocation(line: 74, column: 47, scope: !191)
!196 = !DILocation(line: 74, column: 20, scope: !191)
!197 = !DILocation(line: 74, column: 18, scope: !191)
!198 = distinct !{!198, !187, !199, !59, !200}
!199 = !DILocation(line: 74, column: 51, scope: !188)
!200 = !{!"llvm.loop.isvectorized", i32 1}
!201 = !DILocation(line: 72, column: 23, scope: !189)
!202 = !DILocation(line: 72, column: 17, scope: !189)
!203 = distinct !{!203, !185, !204, !59}
!204 = !DILocation(line: 74, column: 51, scope: !186)
!205 = !DILocation(line: 75, column: 3, scope: !176)
!206 = !DILocation(line: 76, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !176, file: !3, line: 76, column: 3)
!208 = !DILocation(line: 77, column: 5, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 77, column: 5)
!210 = distinct !DILexicalBlock(scope: !207, file: !3, line: 76, column: 3)
!211 = !DILocation(line: 78, column: 12, scope: !212)
!212 = distinct !DILexicalBlock(scope: !209, file: !3, line: 77, column: 5)
!213 = !DILocation(line: 78, column: 9, scope: !212)
!214 = !DILocation(line: 77, column: 25, scope: !212)
!215 = !DILocation(line: 77, column: 19, scope: !212)
!216 = distinct !{!216, !208, !217, !59}
!217 = !DILocation(line: 78, column: 21, scope: !209)
!218 = !DILocation(line: 76, column: 23, scope: !210)
!219 = !DILocation(line: 76, column: 17, scope: !210)
!220 = distinct !{!220, !206, !221, !59}
!221 = !DILocation(line: 78, column: 21, scope: !207)
!222 = !DILocation(line: 79, column: 12, scope: !176)
!223 = !DILocation(line: 80, column: 3, scope: !176)
