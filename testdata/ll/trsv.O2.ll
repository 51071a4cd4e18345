; ModuleID = 'trsv.c'
source_filename = "trsv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Bv = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@L = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Xv = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_trsv(i32 noundef %n, [96 x double]* nocapture noundef readonly %l, double* nocapture noundef readonly %b, double* nocapture noundef %x) local_unnamed_addr #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !34, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata [96 x double]* %l, metadata !35, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %b, metadata !36, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %x, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !44
  %cmp38 = icmp sgt i32 %n, 0, !dbg !45
  br i1 %cmp38, label %for.body.preheader, label %for.end18, !dbg !46

for.body.preheader:                               ; preds = %entry
  %wide.trip.count45 = zext i32 %n to i64, !dbg !45
  br label %for.body, !dbg !46

for.body:                                         ; preds = %for.body.preheader, %for.end
  %indvars.iv42 = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next43, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv42, metadata !38, metadata !DIExpression()), !dbg !44
  %arrayidx = getelementptr inbounds double, double* %b, i64 %indvars.iv42, !dbg !47
  %0 = load double, double* %arrayidx, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata double %0, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !44
  %cmp235.not = icmp eq i64 %indvars.iv42, 0, !dbg !53
  br i1 %cmp235.not, label %for.end, label %for.body3.preheader, !dbg !56

for.body3.preheader:                              ; preds = %for.body
  %xtraiter = and i64 %indvars.iv42, 1, !dbg !56
  %1 = icmp eq i64 %indvars.iv42, 1, !dbg !56
  br i1 %1, label %for.end.loopexit.unr-lcssa, label %for.body3.preheader.new, !dbg !56

for.body3.preheader.new:                          ; preds = %for.body3.preheader
  %unroll_iter = and i64 %indvars.iv42, 9223372036854775806, !dbg !56
  br label %for.body3, !dbg !56

for.body3:                                        ; preds = %for.body3, %for.body3.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body3.preheader.new ], [ %indvars.iv.next.1, %for.body3 ]
  %s.037 = phi double [ %0, %for.body3.preheader.new ], [ %7, %for.body3 ]
  %niter = phi i64 [ 0, %for.body3.preheader.new ], [ %niter.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata double %s.037, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !39, metadata !DIExpression()), !dbg !44
  %arrayidx7 = getelementptr inbounds [96 x double], [96 x double]* %l, i64 %indvars.iv42, i64 %indvars.iv, !dbg !57
  %2 = load double, double* %arrayidx7, align 8, !dbg !57, !tbaa !48
  %arrayidx9 = getelementptr inbounds double, double* %x, i64 %indvars.iv, !dbg !58
  %3 = load double, double* %arrayidx9, align 8, !dbg !58, !tbaa !48
  %neg = fneg double %2, !dbg !59
  %4 = tail call double @llvm.fmuladd.f64(double %neg, double %3, double %s.037), !dbg !59
  call void @llvm.dbg.value(metadata double %4, metadata !40, metadata !DIExpression()), !dbg !52
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !39, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %4, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !39, metadata !DIExpression()), !dbg !44
  %arrayidx7.1 = getelementptr inbounds [96 x double], [96 x double]* %l, i64 %indvars.iv42, i64 %indvars.iv.next, !dbg !57
  %5 = load double, double* %arrayidx7.1, align 8, !dbg !57, !tbaa !48
  %arrayidx9.1 = getelementptr inbounds double, double* %x, i64 %indvars.iv.next, !dbg !58
  %6 = load double, double* %arrayidx9.1, align 8, !dbg !58, !tbaa !48
  %neg.1 = fneg double %5, !dbg !59
  %7 = tail call double @llvm.fmuladd.f64(double %neg.1, double %6, double %4), !dbg !59
  call void @llvm.dbg.value(metadata double %7, metadata !40, metadata !DIExpression()), !dbg !52
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !39, metadata !DIExpression()), !dbg !44
  %niter.next.1 = add i64 %niter, 2, !dbg !56
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !56
  br i1 %niter.ncmp.1, label %for.end.loopexit.unr-lcssa, label %for.body3, !dbg !56, !llvm.loop !61

for.end.loopexit.unr-lcssa:                       ; preds = %for.body3, %for.body3.preheader
  %.lcssa.ph = phi double [ undef, %for.body3.preheader ], [ %7, %for.body3 ]
  %indvars.iv.unr = phi i64 [ 0, %for.body3.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  %s.037.unr = phi double [ %0, %for.body3.preheader ], [ %7, %for.body3 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !56
  br i1 %lcmp.mod.not, label %for.end, label %for.body3.epil, !dbg !56

for.body3.epil:                                   ; preds = %for.end.loopexit.unr-lcssa
  call void @llvm.dbg.value(metadata double %s.037.unr, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !39, metadata !DIExpression()), !dbg !44
  %arrayidx7.epil = getelementptr inbounds [96 x double], [96 x double]* %l, i64 %indvars.iv42, i64 %indvars.iv.unr, !dbg !57
  %8 = load double, double* %arrayidx7.epil, align 8, !dbg !57, !tbaa !48
  %arrayidx9.epil = getelementptr inbounds double, double* %x, i64 %indvars.iv.unr, !dbg !58
  %9 = load double, double* %arrayidx9.epil, align 8, !dbg !58, !tbaa !48
  %neg.epil = fneg double %8, !dbg !59
  %10 = tail call double @llvm.fmuladd.f64(double %neg.epil, double %9, double %s.037.unr), !dbg !59
  call void @llvm.dbg.value(metadata double %10, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %indvars.iv.unr, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !44
  br label %for.end, !dbg !64

for.end:                                          ; preds = %for.body3.epil, %for.end.loopexit.unr-lcssa, %for.body
  %s.0.lcssa = phi double [ %0, %for.body ], [ %.lcssa.ph, %for.end.loopexit.unr-lcssa ], [ %10, %for.body3.epil ], !dbg !52
  %arrayidx13 = getelementptr inbounds [96 x double], [96 x double]* %l, i64 %indvars.iv42, i64 %indvars.iv42, !dbg !64
  %11 = load double, double* %arrayidx13, align 8, !dbg !64, !tbaa !48
  %div = fdiv double %s.0.lcssa, %11, !dbg !65
  %arrayidx15 = getelementptr inbounds double, double* %x, i64 %indvars.iv42, !dbg !66
  store double %div, double* %arrayidx15, align 8, !dbg !67, !tbaa !48
  %indvars.iv.next43 = add nuw nsw i64 %indvars.iv42, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next43, metadata !38, metadata !DIExpression()), !dbg !44
  %exitcond46.not = icmp eq i64 %indvars.iv.next43, %wide.trip.count45, !dbg !45
  br i1 %exitcond46.not, label %for.end18, label %for.body, !dbg !46, !llvm.loop !69

for.end18:                                        ; preds = %for.end, %entry
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !72 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !79
  br label %for.body, !dbg !80

for.body:                                         ; preds = %entry, %for.inc16
  %indvars.iv55 = phi i64 [ 0, %entry ], [ %indvars.iv.next56, %for.inc16 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv55, metadata !76, metadata !DIExpression()), !dbg !79
  %0 = trunc i64 %indvars.iv55 to i32, !dbg !82
  %rem = and i32 %0, 3, !dbg !82
  %addconv = add nuw nsw i32 %rem, 1, !dbg !85
  %add = sitofp i32 %addconv to double, !dbg !85
  %arrayidx = getelementptr inbounds [96 x double], [96 x double]* @Bv, i64 0, i64 %indvars.iv55, !dbg !86
  store double %add, double* %arrayidx, align 8, !dbg !87, !tbaa !48
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !79
  %1 = add nuw nsw i64 %indvars.iv55, 96
  br label %for.body4, !dbg !88

for.body4:                                        ; preds = %for.body, %cond.end
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next, %cond.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !77, metadata !DIExpression()), !dbg !79
  %cmp5 = icmp ult i64 %indvars.iv, %indvars.iv55, !dbg !90
  br i1 %cmp5, label %cond.true, label %cond.false, !dbg !92

cond.true:                                        ; preds = %for.body4
  %2 = sub nuw nsw i64 %1, %indvars.iv, !dbg !93
  %3 = trunc i64 %2 to i32, !dbg !94
  %conv8 = sitofp i32 %3 to double, !dbg !94
  %div = fdiv double 1.000000e+00, %conv8, !dbg !95
  br label %cond.end, !dbg !92

cond.false:                                       ; preds = %for.body4
  %cmp9 = icmp eq i64 %indvars.iv, %indvars.iv55, !dbg !96
  %cond = select i1 %cmp9, double 2.000000e+00, double 0.000000e+00, !dbg !97
  br label %cond.end, !dbg !92

cond.end:                                         ; preds = %cond.false, %cond.true
  %cond11 = phi double [ %div, %cond.true ], [ %cond, %cond.false ], !dbg !92
  %arrayidx15 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @L, i64 0, i64 %indvars.iv55, i64 %indvars.iv, !dbg !98
  store double %cond11, double* %arrayidx15, align 8, !dbg !99, !tbaa !48
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !77, metadata !DIExpression()), !dbg !79
  %exitcond.not = icmp eq i64 %indvars.iv.next, 96, !dbg !101
  br i1 %exitcond.not, label %for.inc16, label %for.body4, !dbg !88, !llvm.loop !102

for.inc16:                                        ; preds = %cond.end
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56, metadata !76, metadata !DIExpression()), !dbg !79
  %exitcond59.not = icmp eq i64 %indvars.iv.next56, 96, !dbg !105
  br i1 %exitcond59.not, label %for.end18, label %for.body, !dbg !80, !llvm.loop !106

for.end18:                                        ; preds = %for.inc16
  tail call void @kernel_trsv(i32 noundef 96, [96 x double]* noundef getelementptr inbounds ([96 x [96 x double]], [96 x [96 x double]]* @L, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Bv, i64 0, i64 0), double* noundef getelementptr inbounds ([96 x double], [96 x double]* @Xv, i64 0, i64 0)), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !79
  br label %for.body22, !dbg !109

for.body22:                                       ; preds = %for.body22, %for.end18
  %indvars.iv60 = phi i64 [ 0, %for.end18 ], [ %indvars.iv.next61.5, %for.body22 ]
  %s.052 = phi double [ 0.000000e+00, %for.end18 ], [ %add25.5, %for.body22 ]
  call void @llvm.dbg.value(metadata double %s.052, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !76, metadata !DIExpression()), !dbg !79
  %arrayidx24 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %indvars.iv60, !dbg !111
  %4 = load double, double* %arrayidx24, align 16, !dbg !111, !tbaa !48
  %add25 = fadd double %s.052, %4, !dbg !113
  call void @llvm.dbg.value(metadata double %add25, metadata !78, metadata !DIExpression()), !dbg !79
  %indvars.iv.next61 = or i64 %indvars.iv60, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %add25, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !76, metadata !DIExpression()), !dbg !79
  %arrayidx24.1 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %indvars.iv.next61, !dbg !111
  %5 = load double, double* %arrayidx24.1, align 8, !dbg !111, !tbaa !48
  %add25.1 = fadd double %add25, %5, !dbg !113
  call void @llvm.dbg.value(metadata double %add25.1, metadata !78, metadata !DIExpression()), !dbg !79
  %indvars.iv.next61.1 = add nuw nsw i64 %indvars.iv60, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %add25.1, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !76, metadata !DIExpression()), !dbg !79
  %arrayidx24.2 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %indvars.iv.next61.1, !dbg !111
  %6 = load double, double* %arrayidx24.2, align 16, !dbg !111, !tbaa !48
  %add25.2 = fadd double %add25.1, %6, !dbg !113
  call void @llvm.dbg.value(metadata double %add25.2, metadata !78, metadata !DIExpression()), !dbg !79
  %indvars.iv.next61.2 = add nuw nsw i64 %indvars.iv60, 3, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %add25.2, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !76, metadata !DIExpression()), !dbg !79
  %arrayidx24.3 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %indvars.iv.next61.2, !dbg !111
  %7 = load double, double* %arrayidx24.3, align 8, !dbg !111, !tbaa !48
  %add25.3 = fadd double %add25.2, %7, !dbg !113
  call void @llvm.dbg.value(metadata double %add25.3, metadata !78, metadata !DIExpression()), !dbg !79
  %indvars.iv.next61.3 = add nuw nsw i64 %indvars.iv60, 4, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %add25.3, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !76, metadata !DIExpression()), !dbg !79
  %arrayidx24.4 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %indvars.iv.next61.3, !dbg !111
  %8 = load double, double* %arrayidx24.4, align 16, !dbg !111, !tbaa !48
  %add25.4 = fadd double %add25.3, %8, !dbg !113
  call void @llvm.dbg.value(metadata double %add25.4, metadata !78, metadata !DIExpression()), !dbg !79
  %indvars.iv.next61.4 = add nuw nsw i64 %indvars.iv60, 5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.4, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %add25.4, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.4, metadata !76, metadata !DIExpression()), !dbg !79
  %arrayidx24.5 = getelementptr inbounds [96 x double], [96 x double]* @Xv, i64 0, i64 %indvars.iv.next61.4, !dbg !111
  %9 = load double, double* %arrayidx24.5, align 8, !dbg !111, !tbaa !48
  %add25.5 = fadd double %add25.4, %9, !dbg !113
  call void @llvm.dbg.value(metadata double %add25.5, metadata !78, metadata !DIExpression()), !dbg !79
  %indvars.iv.next61.5 = add nuw nsw i64 %indvars.iv60, 6, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.5, metadata !76, metadata !DIExpression()), !dbg !79
  %exitcond63.not.5 = icmp eq i64 %indvars.iv.next61.5, 96, !dbg !115
  br i1 %exitcond63.not.5, label %for.end28, label %for.body22, !dbg !109, !llvm.loop !116

for.end28:                                        ; preds = %for.body22
  store double %add25.5, double* @checksum, align 8, !dbg !118, !tbaa !48
  ret i32 0, !dbg !119
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
!1 = distinct !DIGlobalVariable(name: "Bv", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "trsv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Xv", scope: !2, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_trsv", scope: !3, file: !3, line: 13, type: !26, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !29, !30, !32}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!33 = !{!34, !35, !36, !37, !38, !39, !40}
!34 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !3, line: 13, type: !28)
!35 = !DILocalVariable(name: "l", arg: 2, scope: !25, file: !3, line: 13, type: !29)
!36 = !DILocalVariable(name: "b", arg: 3, scope: !25, file: !3, line: 14, type: !30)
!37 = !DILocalVariable(name: "x", arg: 4, scope: !25, file: !3, line: 14, type: !32)
!38 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !28)
!39 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 16, type: !28)
!40 = !DILocalVariable(name: "s", scope: !41, file: !3, line: 18, type: !5)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 17, column: 27)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 3)
!43 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 3)
!44 = !DILocation(line: 0, scope: !25)
!45 = !DILocation(line: 17, column: 17, scope: !42)
!46 = !DILocation(line: 17, column: 3, scope: !43)
!47 = !DILocation(line: 18, column: 16, scope: !41)
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 0, scope: !41)
!53 = !DILocation(line: 19, column: 19, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 19, column: 5)
!55 = distinct !DILexicalBlock(scope: !41, file: !3, line: 19, column: 5)
!56 = !DILocation(line: 19, column: 5, scope: !55)
!57 = !DILocation(line: 20, column: 12, scope: !54)
!58 = !DILocation(line: 20, column: 22, scope: !54)
!59 = !DILocation(line: 20, column: 9, scope: !54)
!60 = !DILocation(line: 19, column: 25, scope: !54)
!61 = distinct !{!61, !56, !62, !63}
!62 = !DILocation(line: 20, column: 25, scope: !55)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 21, column: 16, scope: !41)
!65 = !DILocation(line: 21, column: 14, scope: !41)
!66 = !DILocation(line: 21, column: 5, scope: !41)
!67 = !DILocation(line: 21, column: 10, scope: !41)
!68 = !DILocation(line: 17, column: 23, scope: !42)
!69 = distinct !{!69, !46, !70, !63}
!70 = !DILocation(line: 22, column: 3, scope: !43)
!71 = !DILocation(line: 23, column: 1, scope: !25)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !73, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!28}
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !28)
!77 = !DILocalVariable(name: "j", scope: !72, file: !3, line: 27, type: !28)
!78 = !DILocalVariable(name: "s", scope: !72, file: !3, line: 28, type: !5)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 29, column: 3, scope: !81)
!81 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 3)
!82 = !DILocation(line: 30, column: 24, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 29, column: 27)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 29, column: 3)
!85 = !DILocation(line: 30, column: 29, scope: !83)
!86 = !DILocation(line: 30, column: 5, scope: !83)
!87 = !DILocation(line: 30, column: 11, scope: !83)
!88 = !DILocation(line: 31, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !83, file: !3, line: 31, column: 5)
!90 = !DILocation(line: 32, column: 20, scope: !91)
!91 = distinct !DILexicalBlock(scope: !89, file: !3, line: 31, column: 5)
!92 = !DILocation(line: 32, column: 17, scope: !91)
!93 = !DILocation(line: 32, column: 48, scope: !91)
!94 = !DILocation(line: 32, column: 33, scope: !91)
!95 = !DILocation(line: 32, column: 31, scope: !91)
!96 = !DILocation(line: 32, column: 58, scope: !91)
!97 = !DILocation(line: 32, column: 56, scope: !91)
!98 = !DILocation(line: 32, column: 7, scope: !91)
!99 = !DILocation(line: 32, column: 15, scope: !91)
!100 = !DILocation(line: 31, column: 25, scope: !91)
!101 = !DILocation(line: 31, column: 19, scope: !91)
!102 = distinct !{!102, !88, !103, !63}
!103 = !DILocation(line: 32, column: 74, scope: !89)
!104 = !DILocation(line: 29, column: 23, scope: !84)
!105 = !DILocation(line: 29, column: 17, scope: !84)
!106 = distinct !{!106, !80, !107, !63}
!107 = !DILocation(line: 33, column: 3, scope: !81)
!108 = !DILocation(line: 34, column: 3, scope: !72)
!109 = !DILocation(line: 35, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !72, file: !3, line: 35, column: 3)
!111 = !DILocation(line: 36, column: 10, scope: !112)
!112 = distinct !DILexicalBlock(scope: !110, file: !3, line: 35, column: 3)
!113 = !DILocation(line: 36, column: 7, scope: !112)
!114 = !DILocation(line: 35, column: 23, scope: !112)
!115 = !DILocation(line: 35, column: 17, scope: !112)
!116 = distinct !{!116, !109, !117, !63}
!117 = !DILocation(line: 36, column: 14, scope: !110)
!118 = !DILocation(line: 37, column: 12, scope: !72)
!119 = !DILocation(line: 38, column: 3, scope: !72)
