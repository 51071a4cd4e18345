; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@B = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemm(double noundef %alpha, double noundef %beta) local_unnamed_addr #0 !dbg !23 {
entry:
  call void @llvm.dbg.value(metadata double %alpha, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %beta, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !33
  br label %for.cond1.preheader, !dbg !34

for.cond1.preheader:                              ; preds = %entry, %for.inc26
  %indvars.iv51 = phi i64 [ 0, %entry ], [ %indvars.iv.next52, %for.inc26 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv51, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  br label %for.body3, !dbg !36

for.body3:                                        ; preds = %for.cond1.preheader, %for.inc23
  %indvars.iv47 = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next48, %for.inc23 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv47, metadata !31, metadata !DIExpression()), !dbg !33
  %arrayidx5 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv51, i64 %indvars.iv47, !dbg !39
  %0 = load double, double* %arrayidx5, align 8, !dbg !42, !tbaa !43
  %mul = fmul double %0, %beta, !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  br label %for.body8, !dbg !47

for.body8:                                        ; preds = %for.body8, %for.body3
  %indvars.iv = phi i64 [ 0, %for.body3 ], [ %indvars.iv.next.1, %for.body8 ]
  %1 = phi double [ %mul, %for.body3 ], [ %7, %for.body8 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx12 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv51, i64 %indvars.iv, !dbg !49
  %2 = load double, double* %arrayidx12, align 16, !dbg !49, !tbaa !43
  %mul13 = fmul double %2, %alpha, !dbg !51
  %arrayidx17 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv, i64 %indvars.iv47, !dbg !52
  %3 = load double, double* %arrayidx17, align 8, !dbg !52, !tbaa !43
  %4 = tail call double @llvm.fmuladd.f64(double %mul13, double %3, double %1), !dbg !53
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx12.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv51, i64 %indvars.iv.next, !dbg !49
  %5 = load double, double* %arrayidx12.1, align 8, !dbg !49, !tbaa !43
  %mul13.1 = fmul double %5, %alpha, !dbg !51
  %arrayidx17.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv.next, i64 %indvars.iv47, !dbg !52
  %6 = load double, double* %arrayidx17.1, align 8, !dbg !52, !tbaa !43
  %7 = tail call double @llvm.fmuladd.f64(double %mul13.1, double %6, double %4), !dbg !53
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !54
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !33
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 40, !dbg !55
  br i1 %exitcond.not.1, label %for.inc23, label %for.body8, !dbg !47, !llvm.loop !56

for.inc23:                                        ; preds = %for.body8
  store double %7, double* %arrayidx5, align 8, !dbg !53, !tbaa !43
  %indvars.iv.next48 = add nuw nsw i64 %indvars.iv47, 1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next48, metadata !31, metadata !DIExpression()), !dbg !33
  %exitcond50.not = icmp eq i64 %indvars.iv.next48, 40, !dbg !60
  br i1 %exitcond50.not, label %for.inc26, label %for.body3, !dbg !36, !llvm.loop !61

for.inc26:                                        ; preds = %for.inc23
  %indvars.iv.next52 = add nuw nsw i64 %indvars.iv51, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next52, metadata !29, metadata !DIExpression()), !dbg !33
  %exitcond54.not = icmp eq i64 %indvars.iv.next52, 40, !dbg !64
  br i1 %exitcond54.not, label %for.end28, label %for.cond1.preheader, !dbg !34, !llvm.loop !65

for.end28:                                        ; preds = %for.inc26
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !68 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !75
  br label %vector.ph, !dbg !76

vector.ph:                                        ; preds = %for.inc24, %entry
  %indvars.iv83 = phi i64 [ 0, %entry ], [ %indvars.iv.next84, %for.inc24 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv83, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv83, i64 0, !dbg !78
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !78
  br label %vector.body, !dbg !78

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !81
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = mul nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !83
  %1 = trunc <2 x i64> %0 to <2 x i32>, !dbg !85
  %2 = add <2 x i32> %1, <i32 1, i32 1>, !dbg !85
  %3 = urem <2 x i32> %2, <i32 40, i32 40>, !dbg !85
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !86
  %5 = fdiv <2 x double> %4, <double 4.000000e+01, double 4.000000e+01>, !dbg !87
  %6 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %indvars.iv83, i64 %index, !dbg !81
  %7 = bitcast double* %6 to <2 x double>*, !dbg !88
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !88, !tbaa !43
  %8 = shl nuw nsw <2 x i64> %vec.ind, <i64 1, i64 1>, !dbg !89
  %9 = add nuw nsw <2 x i64> %8, %broadcast.splat, !dbg !90
  %10 = trunc <2 x i64> %9 to <2 x i32>, !dbg !91
  %11 = urem <2 x i32> %10, <i32 40, i32 40>, !dbg !91
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !92
  %13 = fdiv <2 x double> %12, <double 4.000000e+01, double 4.000000e+01>, !dbg !93
  %14 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %indvars.iv83, i64 %index, !dbg !81
  %15 = bitcast double* %14 to <2 x double>*, !dbg !94
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !94, !tbaa !43
  %16 = add nuw nsw <2 x i64> %vec.ind, <i64 3, i64 3>, !dbg !95
  %17 = mul nuw nsw <2 x i64> %16, %broadcast.splat, !dbg !96
  %18 = trunc <2 x i64> %17 to <2 x i32>, !dbg !97
  %19 = urem <2 x i32> %18, <i32 40, i32 40>, !dbg !97
  %20 = sitofp <2 x i32> %19 to <2 x double>, !dbg !98
  %21 = fdiv <2 x double> %20, <double 4.000000e+01, double 4.000000e+01>, !dbg !99
  %22 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv83, i64 %index, !dbg !81
  %23 = bitcast double* %22 to <2 x double>*, !dbg !100
  store <2 x double> %21, <2 x double>* %23, align 16, !dbg !100, !tbaa !43
  %index.next = add nuw i64 %index, 2, !dbg !81
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %24 = icmp eq i64 %index.next, 40, !dbg !81
  br i1 %24, label %for.inc24, label %vector.body, !dbg !81, !llvm.loop !101

for.inc24:                                        ; preds = %vector.body
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next84, metadata !72, metadata !DIExpression()), !dbg !75
  %exitcond86.not = icmp eq i64 %indvars.iv.next84, 40, !dbg !105
  br i1 %exitcond86.not, label %for.end26, label %vector.ph, !dbg !76, !llvm.loop !106

for.end26:                                        ; preds = %for.inc24
  tail call void @kernel_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  br label %for.cond31.preheader, !dbg !109

for.cond31.preheader:                             ; preds = %for.end26, %for.inc43
  %indvars.iv91 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next92, %for.inc43 ]
  %s.075 = phi double [ 0.000000e+00, %for.end26 ], [ %add39.4, %for.inc43 ]
  call void @llvm.dbg.value(metadata double %s.075, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv91, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %s.075, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  br label %for.body34, !dbg !111

for.body34:                                       ; preds = %for.body34, %for.cond31.preheader
  %indvars.iv87 = phi i64 [ 0, %for.cond31.preheader ], [ %indvars.iv.next88.4, %for.body34 ]
  %s.173 = phi double [ %s.075, %for.cond31.preheader ], [ %add39.4, %for.body34 ]
  call void @llvm.dbg.value(metadata double %s.173, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv87, metadata !73, metadata !DIExpression()), !dbg !75
  %arrayidx38 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv87, !dbg !114
  %25 = load double, double* %arrayidx38, align 8, !dbg !114, !tbaa !43
  %add39 = fadd double %s.173, %25, !dbg !116
  call void @llvm.dbg.value(metadata double %add39, metadata !74, metadata !DIExpression()), !dbg !75
  %indvars.iv.next88 = add nuw nsw i64 %indvars.iv87, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add39, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88, metadata !73, metadata !DIExpression()), !dbg !75
  %arrayidx38.1 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88, !dbg !114
  %26 = load double, double* %arrayidx38.1, align 8, !dbg !114, !tbaa !43
  %add39.1 = fadd double %add39, %26, !dbg !116
  call void @llvm.dbg.value(metadata double %add39.1, metadata !74, metadata !DIExpression()), !dbg !75
  %indvars.iv.next88.1 = add nuw nsw i64 %indvars.iv87, 2, !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.1, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add39.1, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.1, metadata !73, metadata !DIExpression()), !dbg !75
  %arrayidx38.2 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88.1, !dbg !114
  %27 = load double, double* %arrayidx38.2, align 8, !dbg !114, !tbaa !43
  %add39.2 = fadd double %add39.1, %27, !dbg !116
  call void @llvm.dbg.value(metadata double %add39.2, metadata !74, metadata !DIExpression()), !dbg !75
  %indvars.iv.next88.2 = add nuw nsw i64 %indvars.iv87, 3, !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.2, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add39.2, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.2, metadata !73, metadata !DIExpression()), !dbg !75
  %arrayidx38.3 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88.2, !dbg !114
  %28 = load double, double* %arrayidx38.3, align 8, !dbg !114, !tbaa !43
  %add39.3 = fadd double %add39.2, %28, !dbg !116
  call void @llvm.dbg.value(metadata double %add39.3, metadata !74, metadata !DIExpression()), !dbg !75
  %indvars.iv.next88.3 = add nuw nsw i64 %indvars.iv87, 4, !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.3, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add39.3, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.3, metadata !73, metadata !DIExpression()), !dbg !75
  %arrayidx38.4 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %indvars.iv91, i64 %indvars.iv.next88.3, !dbg !114
  %29 = load double, double* %arrayidx38.4, align 8, !dbg !114, !tbaa !43
  %add39.4 = fadd double %add39.3, %29, !dbg !116
  call void @llvm.dbg.value(metadata double %add39.4, metadata !74, metadata !DIExpression()), !dbg !75
  %indvars.iv.next88.4 = add nuw nsw i64 %indvars.iv87, 5, !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next88.4, metadata !73, metadata !DIExpression()), !dbg !75
  %exitcond90.not.4 = icmp eq i64 %indvars.iv.next88.4, 40, !dbg !118
  br i1 %exitcond90.not.4, label %for.inc43, label %for.body34, !dbg !111, !llvm.loop !119

for.inc43:                                        ; preds = %for.body34
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, 1, !dbg !121
  call void @llvm.dbg.value(metadata double %add39.4, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next92, metadata !72, metadata !DIExpression()), !dbg !75
  %exitcond94.not = icmp eq i64 %indvars.iv.next92, 40, !dbg !122
  br i1 %exitcond94.not, label %for.end45, label %for.cond31.preheader, !dbg !109, !llvm.loop !123

for.end45:                                        ; preds = %for.inc43
  store double %add39.4, double* @checksum, align 8, !dbg !125, !tbaa !43
  ret i32 0, !dbg !126
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
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !12, !0, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_gemm", scope: !3, file: !3, line: 13, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5}
!26 = !{!27, !28, !29, !31, !32}
!27 = !DILocalVariable(name: "alpha", arg: 1, scope: !23, file: !3, line: 13, type: !5)
!28 = !DILocalVariable(name: "beta", arg: 2, scope: !23, file: !3, line: 13, type: !5)
!29 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 15, type: !30)
!32 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 15, type: !30)
!33 = !DILocation(line: 0, scope: !23)
!34 = !DILocation(line: 16, column: 3, scope: !35)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 17, column: 5, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 17, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 3)
!39 = !DILocation(line: 18, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 29)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 17, column: 5)
!42 = !DILocation(line: 18, column: 15, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 19, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 7)
!49 = !DILocation(line: 20, column: 28, scope: !50)
!50 = distinct !DILexicalBlock(scope: !48, file: !3, line: 19, column: 7)
!51 = !DILocation(line: 20, column: 26, scope: !50)
!52 = !DILocation(line: 20, column: 38, scope: !50)
!53 = !DILocation(line: 20, column: 17, scope: !50)
!54 = !DILocation(line: 19, column: 27, scope: !50)
!55 = !DILocation(line: 19, column: 21, scope: !50)
!56 = distinct !{!56, !47, !57, !58}
!57 = !DILocation(line: 20, column: 44, scope: !48)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 17, column: 25, scope: !41)
!60 = !DILocation(line: 17, column: 19, scope: !41)
!61 = distinct !{!61, !36, !62, !58}
!62 = !DILocation(line: 21, column: 5, scope: !37)
!63 = !DILocation(line: 16, column: 23, scope: !38)
!64 = !DILocation(line: 16, column: 17, scope: !38)
!65 = distinct !{!65, !34, !66, !58}
!66 = !DILocation(line: 21, column: 5, scope: !35)
!67 = !DILocation(line: 22, column: 1, scope: !23)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !69, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!30}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 26, type: !30)
!73 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 26, type: !30)
!74 = !DILocalVariable(name: "s", scope: !68, file: !3, line: 27, type: !5)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 28, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !68, file: !3, line: 28, column: 3)
!78 = !DILocation(line: 29, column: 5, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 5)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 3)
!81 = !DILocation(line: 29, column: 25, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 29, column: 5)
!83 = !DILocation(line: 30, column: 29, scope: !84)
!84 = distinct !DILexicalBlock(scope: !82, file: !3, line: 29, column: 29)
!85 = !DILocation(line: 30, column: 38, scope: !84)
!86 = !DILocation(line: 30, column: 17, scope: !84)
!87 = !DILocation(line: 30, column: 43, scope: !84)
!88 = !DILocation(line: 30, column: 15, scope: !84)
!89 = !DILocation(line: 31, column: 33, scope: !84)
!90 = !DILocation(line: 31, column: 29, scope: !84)
!91 = !DILocation(line: 31, column: 38, scope: !84)
!92 = !DILocation(line: 31, column: 17, scope: !84)
!93 = !DILocation(line: 31, column: 43, scope: !84)
!94 = !DILocation(line: 31, column: 15, scope: !84)
!95 = !DILocation(line: 32, column: 34, scope: !84)
!96 = !DILocation(line: 32, column: 29, scope: !84)
!97 = !DILocation(line: 32, column: 40, scope: !84)
!98 = !DILocation(line: 32, column: 17, scope: !84)
!99 = !DILocation(line: 32, column: 45, scope: !84)
!100 = !DILocation(line: 32, column: 15, scope: !84)
!101 = distinct !{!101, !78, !102, !58, !103}
!102 = !DILocation(line: 33, column: 5, scope: !79)
!103 = !{!"llvm.loop.isvectorized", i32 1}
!104 = !DILocation(line: 28, column: 23, scope: !80)
!105 = !DILocation(line: 28, column: 17, scope: !80)
!106 = distinct !{!106, !76, !107, !58}
!107 = !DILocation(line: 33, column: 5, scope: !77)
!108 = !DILocation(line: 34, column: 3, scope: !68)
!109 = !DILocation(line: 35, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !68, file: !3, line: 35, column: 3)
!111 = !DILocation(line: 36, column: 5, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 36, column: 5)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 35, column: 3)
!114 = !DILocation(line: 37, column: 12, scope: !115)
!115 = distinct !DILexicalBlock(scope: !112, file: !3, line: 36, column: 5)
!116 = !DILocation(line: 37, column: 9, scope: !115)
!117 = !DILocation(line: 36, column: 25, scope: !115)
!118 = !DILocation(line: 36, column: 19, scope: !115)
!119 = distinct !{!119, !111, !120, !58}
!120 = !DILocation(line: 37, column: 18, scope: !112)
!121 = !DILocation(line: 35, column: 23, scope: !113)
!122 = !DILocation(line: 35, column: 17, scope: !113)
!123 = distinct !{!123, !109, !124, !58}
!124 = !DILocation(line: 37, column: 18, scope: !110)
!125 = !DILocation(line: 38, column: 12, scope: !68)
!126 = !DILocation(line: 39, column: 3, scope: !68)
