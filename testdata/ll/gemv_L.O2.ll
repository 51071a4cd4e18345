; ModuleID = 'gemv.c'
source_filename = "gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [262144 x double] zeroinitializer, align 16, !dbg !0
@X = internal global [512 x double] zeroinitializer, align 16, !dbg !8
@Y = internal global [512 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !15

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemv(i32 noundef %n, double* nocapture noundef readonly %a, double* nocapture noundef readonly %x, double* nocapture noundef writeonly %y) local_unnamed_addr #0 !dbg !27 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !35, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %a, metadata !36, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %x, metadata !37, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %y, metadata !38, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !45
  %conv = sext i32 %n to i64
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !45
  %cmp29 = icmp sgt i32 %n, 0, !dbg !46
  br i1 %cmp29, label %for.body6.lr.ph.preheader, label %for.end13, !dbg !47

for.body6.lr.ph.preheader:                        ; preds = %entry
  %0 = add nsw i64 %conv, -1, !dbg !47
  %xtraiter = and i64 %conv, 3
  %1 = icmp ult i64 %0, 3
  %unroll_iter = and i64 %conv, -4
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.body6.lr.ph, !dbg !47

for.body6.lr.ph:                                  ; preds = %for.body6.lr.ph.preheader, %for.end
  %i.030 = phi i64 [ %inc12, %for.end ], [ 0, %for.body6.lr.ph.preheader ]
  call void @llvm.dbg.value(metadata i64 %i.030, metadata !39, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !45
  %mul = mul nsw i64 %i.030, %conv
  br i1 %1, label %for.end.unr-lcssa, label %for.body6, !dbg !49

for.body6:                                        ; preds = %for.body6.lr.ph, %for.body6
  %acc.028 = phi double [ %13, %for.body6 ], [ 0.000000e+00, %for.body6.lr.ph ]
  %j.027 = phi i64 [ %inc.3, %for.body6 ], [ 0, %for.body6.lr.ph ]
  %niter = phi i64 [ %niter.next.3, %for.body6 ], [ 0, %for.body6.lr.ph ]
  call void @llvm.dbg.value(metadata double %acc.028, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %j.027, metadata !40, metadata !DIExpression()), !dbg !45
  %add = add nsw i64 %j.027, %mul, !dbg !51
  %arrayidx = getelementptr inbounds double, double* %a, i64 %add, !dbg !53
  %2 = load double, double* %arrayidx, align 8, !dbg !53, !tbaa !54
  %arrayidx8 = getelementptr inbounds double, double* %x, i64 %j.027, !dbg !58
  %3 = load double, double* %arrayidx8, align 8, !dbg !58, !tbaa !54
  %4 = tail call double @llvm.fmuladd.f64(double %2, double %3, double %acc.028), !dbg !59
  call void @llvm.dbg.value(metadata double %4, metadata !41, metadata !DIExpression()), !dbg !48
  %inc = or i64 %j.027, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %inc, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %4, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %inc, metadata !40, metadata !DIExpression()), !dbg !45
  %add.1 = add nsw i64 %inc, %mul, !dbg !51
  %arrayidx.1 = getelementptr inbounds double, double* %a, i64 %add.1, !dbg !53
  %5 = load double, double* %arrayidx.1, align 8, !dbg !53, !tbaa !54
  %arrayidx8.1 = getelementptr inbounds double, double* %x, i64 %inc, !dbg !58
  %6 = load double, double* %arrayidx8.1, align 8, !dbg !58, !tbaa !54
  %7 = tail call double @llvm.fmuladd.f64(double %5, double %6, double %4), !dbg !59
  call void @llvm.dbg.value(metadata double %7, metadata !41, metadata !DIExpression()), !dbg !48
  %inc.1 = or i64 %j.027, 2, !dbg !60
  call void @llvm.dbg.value(metadata i64 %inc.1, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %7, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %inc.1, metadata !40, metadata !DIExpression()), !dbg !45
  %add.2 = add nsw i64 %inc.1, %mul, !dbg !51
  %arrayidx.2 = getelementptr inbounds double, double* %a, i64 %add.2, !dbg !53
  %8 = load double, double* %arrayidx.2, align 8, !dbg !53, !tbaa !54
  %arrayidx8.2 = getelementptr inbounds double, double* %x, i64 %inc.1, !dbg !58
  %9 = load double, double* %arrayidx8.2, align 8, !dbg !58, !tbaa !54
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %9, double %7), !dbg !59
  call void @llvm.dbg.value(metadata double %10, metadata !41, metadata !DIExpression()), !dbg !48
  %inc.2 = or i64 %j.027, 3, !dbg !60
  call void @llvm.dbg.value(metadata i64 %inc.2, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %10, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %inc.2, metadata !40, metadata !DIExpression()), !dbg !45
  %add.3 = add nsw i64 %inc.2, %mul, !dbg !51
  %arrayidx.3 = getelementptr inbounds double, double* %a, i64 %add.3, !dbg !53
  %11 = load double, double* %arrayidx.3, align 8, !dbg !53, !tbaa !54
  %arrayidx8.3 = getelementptr inbounds double, double* %x, i64 %inc.2, !dbg !58
  %12 = load double, double* %arrayidx8.3, align 8, !dbg !58, !tbaa !54
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %12, double %10), !dbg !59
  call void @llvm.dbg.value(metadata double %13, metadata !41, metadata !DIExpression()), !dbg !48
  %inc.3 = add nuw nsw i64 %j.027, 4, !dbg !60
  call void @llvm.dbg.value(metadata i64 %inc.3, metadata !40, metadata !DIExpression()), !dbg !45
  %niter.next.3 = add i64 %niter, 4, !dbg !49
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !49
  br i1 %niter.ncmp.3, label %for.end.unr-lcssa, label %for.body6, !dbg !49, !llvm.loop !61

for.end.unr-lcssa:                                ; preds = %for.body6, %for.body6.lr.ph
  %.lcssa.ph = phi double [ undef, %for.body6.lr.ph ], [ %13, %for.body6 ]
  %acc.028.unr = phi double [ 0.000000e+00, %for.body6.lr.ph ], [ %13, %for.body6 ]
  %j.027.unr = phi i64 [ 0, %for.body6.lr.ph ], [ %inc.3, %for.body6 ]
  br i1 %lcmp.mod.not, label %for.end, label %for.body6.epil, !dbg !49

for.body6.epil:                                   ; preds = %for.end.unr-lcssa, %for.body6.epil
  %acc.028.epil = phi double [ %16, %for.body6.epil ], [ %acc.028.unr, %for.end.unr-lcssa ]
  %j.027.epil = phi i64 [ %inc.epil, %for.body6.epil ], [ %j.027.unr, %for.end.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body6.epil ], [ 0, %for.end.unr-lcssa ]
  call void @llvm.dbg.value(metadata double %acc.028.epil, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %j.027.epil, metadata !40, metadata !DIExpression()), !dbg !45
  %add.epil = add nsw i64 %j.027.epil, %mul, !dbg !51
  %arrayidx.epil = getelementptr inbounds double, double* %a, i64 %add.epil, !dbg !53
  %14 = load double, double* %arrayidx.epil, align 8, !dbg !53, !tbaa !54
  %arrayidx8.epil = getelementptr inbounds double, double* %x, i64 %j.027.epil, !dbg !58
  %15 = load double, double* %arrayidx8.epil, align 8, !dbg !58, !tbaa !54
  %16 = tail call double @llvm.fmuladd.f64(double %14, double %15, double %acc.028.epil), !dbg !59
  call void @llvm.dbg.value(metadata double %16, metadata !41, metadata !DIExpression()), !dbg !48
  %inc.epil = add nuw nsw i64 %j.027.epil, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %inc.epil, metadata !40, metadata !DIExpression()), !dbg !45
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !49
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !49
  br i1 %epil.iter.cmp.not, label %for.end, label %for.body6.epil, !dbg !49, !llvm.loop !64

for.end:                                          ; preds = %for.body6.epil, %for.end.unr-lcssa
  %.lcssa = phi double [ %.lcssa.ph, %for.end.unr-lcssa ], [ %16, %for.body6.epil ], !dbg !59
  %arrayidx10 = getelementptr inbounds double, double* %y, i64 %i.030, !dbg !66
  store double %.lcssa, double* %arrayidx10, align 8, !dbg !67, !tbaa !54
  %inc12 = add nuw nsw i64 %i.030, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %inc12, metadata !39, metadata !DIExpression()), !dbg !45
  %exitcond32.not = icmp eq i64 %inc12, %conv, !dbg !46
  br i1 %exitcond32.not, label %for.end13, label %for.body6.lr.ph, !dbg !47, !llvm.loop !69

for.end13:                                        ; preds = %for.end, %entry
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !72 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 0, metadata !76, metadata !DIExpression()), !dbg !78
  br label %vector.body, !dbg !79

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !81
  %vec.ind41 = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %vec.ind.next44, %vector.body ], !dbg !83
  %step.add42 = add <2 x i32> %vec.ind41, <i32 2, i32 2>, !dbg !83
  %0 = urem <2 x i32> %vec.ind41, <i32 13, i32 13>, !dbg !83
  %1 = urem <2 x i32> %step.add42, <i32 13, i32 13>, !dbg !83
  %2 = uitofp <2 x i32> %0 to <2 x double>, !dbg !84
  %3 = uitofp <2 x i32> %1 to <2 x double>, !dbg !84
  %4 = fmul <2 x double> %2, <double 2.500000e-01, double 2.500000e-01>, !dbg !85
  %5 = fmul <2 x double> %3, <double 2.500000e-01, double 2.500000e-01>, !dbg !85
  %6 = getelementptr inbounds [262144 x double], [262144 x double]* @A, i64 0, i64 %index, !dbg !81
  %7 = bitcast double* %6 to <2 x double>*, !dbg !86
  store <2 x double> %4, <2 x double>* %7, align 16, !dbg !86, !tbaa !54
  %8 = getelementptr inbounds double, double* %6, i64 2, !dbg !86
  %9 = bitcast double* %8 to <2 x double>*, !dbg !86
  store <2 x double> %5, <2 x double>* %9, align 16, !dbg !86, !tbaa !54
  %index.next = add nuw i64 %index, 4, !dbg !81
  %vec.ind.next44 = add <2 x i32> %vec.ind41, <i32 4, i32 4>, !dbg !83
  %10 = icmp eq i64 %index.next, 262144, !dbg !81
  br i1 %10, label %vector.body47, label %vector.body, !dbg !81, !llvm.loop !87

vector.body47:                                    ; preds = %vector.body, %vector.body47
  %index51 = phi i64 [ %index.next56.1, %vector.body47 ], [ 0, %vector.body ], !dbg !90
  %vec.ind52 = phi <2 x i64> [ %vec.ind.next55.1, %vector.body47 ], [ <i64 0, i64 1>, %vector.body ]
  %step.add53 = add <2 x i64> %vec.ind52, <i64 2, i64 2>
  %11 = and <2 x i64> %vec.ind52, <i64 3, i64 3>, !dbg !93
  %12 = and <2 x i64> %step.add53, <i64 3, i64 3>, !dbg !93
  %13 = sitofp <2 x i64> %11 to <2 x double>, !dbg !94
  %14 = sitofp <2 x i64> %12 to <2 x double>, !dbg !94
  %15 = fadd <2 x double> %13, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %16 = fadd <2 x double> %14, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %17 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %index51, !dbg !90
  %18 = bitcast double* %17 to <2 x double>*, !dbg !96
  store <2 x double> %15, <2 x double>* %18, align 16, !dbg !96, !tbaa !54
  %19 = getelementptr inbounds double, double* %17, i64 2, !dbg !96
  %20 = bitcast double* %19 to <2 x double>*, !dbg !96
  store <2 x double> %16, <2 x double>* %20, align 16, !dbg !96, !tbaa !54
  %index.next56 = or i64 %index51, 4, !dbg !90
  %step.add53.1 = add <2 x i64> %vec.ind52, <i64 2, i64 2>
  %21 = and <2 x i64> %vec.ind52, <i64 3, i64 3>, !dbg !93
  %22 = and <2 x i64> %step.add53.1, <i64 3, i64 3>, !dbg !93
  %23 = sitofp <2 x i64> %21 to <2 x double>, !dbg !94
  %24 = sitofp <2 x i64> %22 to <2 x double>, !dbg !94
  %25 = fadd <2 x double> %23, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %26 = fadd <2 x double> %24, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %27 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %index.next56, !dbg !90
  %28 = bitcast double* %27 to <2 x double>*, !dbg !96
  store <2 x double> %25, <2 x double>* %28, align 16, !dbg !96, !tbaa !54
  %29 = getelementptr inbounds double, double* %27, i64 2, !dbg !96
  %30 = bitcast double* %29 to <2 x double>*, !dbg !96
  store <2 x double> %26, <2 x double>* %30, align 16, !dbg !96, !tbaa !54
  %index.next56.1 = add nuw nsw i64 %index51, 8, !dbg !90
  %vec.ind.next55.1 = add <2 x i64> %vec.ind52, <i64 8, i64 8>
  %31 = icmp eq i64 %index.next56.1, 512, !dbg !90
  br i1 %31, label %for.end10, label %vector.body47, !dbg !90, !llvm.loop !97

for.end10:                                        ; preds = %vector.body47
  tail call void @kernel_gemv(i32 noundef 512, double* noundef getelementptr inbounds ([262144 x double], [262144 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Y, i64 0, i64 0)), !dbg !100
  call void @llvm.dbg.value(metadata i64 0, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  br label %for.body14, !dbg !101

for.body14:                                       ; preds = %for.body14, %for.end10
  %s.037 = phi double [ 0.000000e+00, %for.end10 ], [ %add16.3, %for.body14 ]
  %i.236 = phi i64 [ 0, %for.end10 ], [ %inc18.3, %for.body14 ]
  call void @llvm.dbg.value(metadata double %s.037, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %i.236, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx15 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %i.236, !dbg !103
  %32 = load double, double* %arrayidx15, align 16, !dbg !103, !tbaa !54
  %add16 = fadd double %s.037, %32, !dbg !105
  call void @llvm.dbg.value(metadata double %add16, metadata !77, metadata !DIExpression()), !dbg !78
  %inc18 = or i64 %i.236, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %inc18, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add16, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %inc18, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx15.1 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %inc18, !dbg !103
  %33 = load double, double* %arrayidx15.1, align 8, !dbg !103, !tbaa !54
  %add16.1 = fadd double %add16, %33, !dbg !105
  call void @llvm.dbg.value(metadata double %add16.1, metadata !77, metadata !DIExpression()), !dbg !78
  %inc18.1 = or i64 %i.236, 2, !dbg !106
  call void @llvm.dbg.value(metadata i64 %inc18.1, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add16.1, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %inc18.1, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx15.2 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %inc18.1, !dbg !103
  %34 = load double, double* %arrayidx15.2, align 16, !dbg !103, !tbaa !54
  %add16.2 = fadd double %add16.1, %34, !dbg !105
  call void @llvm.dbg.value(metadata double %add16.2, metadata !77, metadata !DIExpression()), !dbg !78
  %inc18.2 = or i64 %i.236, 3, !dbg !106
  call void @llvm.dbg.value(metadata i64 %inc18.2, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add16.2, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %inc18.2, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx15.3 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %inc18.2, !dbg !103
  %35 = load double, double* %arrayidx15.3, align 8, !dbg !103, !tbaa !54
  %add16.3 = fadd double %add16.2, %35, !dbg !105
  call void @llvm.dbg.value(metadata double %add16.3, metadata !77, metadata !DIExpression()), !dbg !78
  %inc18.3 = add nuw nsw i64 %i.236, 4, !dbg !106
  call void @llvm.dbg.value(metadata i64 %inc18.3, metadata !76, metadata !DIExpression()), !dbg !78
  %exitcond39.not.3 = icmp eq i64 %inc18.3, 512, !dbg !107
  br i1 %exitcond39.not.3, label %for.end19, label %for.body14, !dbg !101, !llvm.loop !108

for.end19:                                        ; preds = %for.body14
  store double %add16.3, double* @checksum, align 8, !dbg !110, !tbaa !54
  ret i32 0, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemv.c", directory: ".")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!0, !8, !13, !15}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 32768, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 512)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !10, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16777216, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 262144)
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_gemv", scope: !3, file: !3, line: 13, type: !28, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !31, !31, !33}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!34 = !{!35, !36, !37, !38, !39, !40, !41}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 13, type: !30)
!36 = !DILocalVariable(name: "a", arg: 2, scope: !27, file: !3, line: 13, type: !31)
!37 = !DILocalVariable(name: "x", arg: 3, scope: !27, file: !3, line: 14, type: !31)
!38 = !DILocalVariable(name: "y", arg: 4, scope: !27, file: !3, line: 14, type: !33)
!39 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 16, type: !5)
!40 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 16, type: !5)
!41 = !DILocalVariable(name: "acc", scope: !42, file: !3, line: 18, type: !6)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 27)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 3)
!44 = distinct !DILexicalBlock(scope: !27, file: !3, line: 17, column: 3)
!45 = !DILocation(line: 0, scope: !27)
!46 = !DILocation(line: 17, column: 17, scope: !43)
!47 = !DILocation(line: 17, column: 3, scope: !44)
!48 = !DILocation(line: 0, scope: !42)
!49 = !DILocation(line: 19, column: 5, scope: !50)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!51 = !DILocation(line: 20, column: 22, scope: !52)
!52 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 5)
!53 = !DILocation(line: 20, column: 14, scope: !52)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 20, column: 29, scope: !52)
!59 = !DILocation(line: 20, column: 11, scope: !52)
!60 = !DILocation(line: 19, column: 25, scope: !52)
!61 = distinct !{!61, !49, !62, !63}
!62 = !DILocation(line: 20, column: 32, scope: !50)
!63 = !{!"llvm.loop.mustprogress"}
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 21, column: 5, scope: !42)
!67 = !DILocation(line: 21, column: 10, scope: !42)
!68 = !DILocation(line: 17, column: 23, scope: !43)
!69 = distinct !{!69, !47, !70, !63}
!70 = !DILocation(line: 22, column: 3, scope: !44)
!71 = !DILocation(line: 23, column: 1, scope: !27)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !73, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!30}
!75 = !{!76, !77}
!76 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !5)
!77 = !DILocalVariable(name: "s", scope: !72, file: !3, line: 28, type: !6)
!78 = !DILocation(line: 0, scope: !72)
!79 = !DILocation(line: 29, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 3)
!81 = !DILocation(line: 29, column: 33, scope: !82)
!82 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 3)
!83 = !DILocation(line: 30, column: 23, scope: !82)
!84 = !DILocation(line: 30, column: 12, scope: !82)
!85 = !DILocation(line: 30, column: 29, scope: !82)
!86 = !DILocation(line: 30, column: 10, scope: !82)
!87 = distinct !{!87, !79, !88, !63, !89}
!88 = !DILocation(line: 30, column: 31, scope: !80)
!89 = !{!"llvm.loop.isvectorized", i32 1}
!90 = !DILocation(line: 31, column: 23, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 31, column: 3)
!92 = distinct !DILexicalBlock(scope: !72, file: !3, line: 31, column: 3)
!93 = !DILocation(line: 32, column: 29, scope: !91)
!94 = !DILocation(line: 32, column: 18, scope: !91)
!95 = !DILocation(line: 32, column: 16, scope: !91)
!96 = !DILocation(line: 32, column: 10, scope: !91)
!97 = distinct !{!97, !98, !99, !63, !89}
!98 = !DILocation(line: 31, column: 3, scope: !92)
!99 = !DILocation(line: 32, column: 32, scope: !92)
!100 = !DILocation(line: 33, column: 3, scope: !72)
!101 = !DILocation(line: 34, column: 3, scope: !102)
!102 = distinct !DILexicalBlock(scope: !72, file: !3, line: 34, column: 3)
!103 = !DILocation(line: 35, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !102, file: !3, line: 34, column: 3)
!105 = !DILocation(line: 35, column: 7, scope: !104)
!106 = !DILocation(line: 34, column: 23, scope: !104)
!107 = !DILocation(line: 34, column: 17, scope: !104)
!108 = distinct !{!108, !101, !109, !63}
!109 = !DILocation(line: 35, column: 13, scope: !102)
!110 = !DILocation(line: 36, column: 12, scope: !72)
!111 = !DILocation(line: 37, column: 3, scope: !72)
