; ModuleID = 'seidel2d.c'
source_filename = "seidel2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = internal unnamed_addr global [200 x [200 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_seidel2d() local_unnamed_addr #0 !dbg !19 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  br label %for.cond1.preheader, !dbg !28

for.cond1.preheader:                              ; preds = %entry, %for.inc66
  %t.097 = phi i32 [ 0, %entry ], [ %inc67, %for.inc66 ]
  call void @llvm.dbg.value(metadata i32 %t.097, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 1, metadata !25, metadata !DIExpression()), !dbg !27
  %.pre.pre = load double, double* getelementptr inbounds ([200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 0, i64 0), align 16, !dbg !30, !tbaa !36
  br label %for.cond4.preheader, !dbg !40

for.cond4.preheader:                              ; preds = %for.cond1.preheader, %for.inc63
  %.pre = phi double [ %.pre.pre, %for.cond1.preheader ], [ %.pre107, %for.inc63 ], !dbg !30
  %indvars.iv100 = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next101, %for.inc63 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv100, metadata !25, metadata !DIExpression()), !dbg !27
  %0 = add nsw i64 %indvars.iv100, -1
  %indvars.iv.next101 = add nuw nsw i64 %indvars.iv100, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !27
  %arrayidx14.phi.trans.insert = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %0, i64 1
  %.pre106 = load double, double* %arrayidx14.phi.trans.insert, align 8, !dbg !42, !tbaa !36
  %arrayidx26.phi.trans.insert = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv100, i64 0
  %.pre107 = load double, double* %arrayidx26.phi.trans.insert, align 16, !dbg !43, !tbaa !36
  %arrayidx31.phi.trans.insert = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv100, i64 1
  %.pre108 = load double, double* %arrayidx31.phi.trans.insert, align 8, !dbg !44, !tbaa !36
  %arrayidx44.phi.trans.insert = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv.next101, i64 0
  %.pre109 = load double, double* %arrayidx44.phi.trans.insert, align 16, !dbg !45, !tbaa !36
  %arrayidx50.phi.trans.insert = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv.next101, i64 1
  %.pre110 = load double, double* %arrayidx50.phi.trans.insert, align 8, !dbg !46, !tbaa !36
  br label %for.body6, !dbg !47

for.body6:                                        ; preds = %for.cond4.preheader, %for.body6
  %1 = phi double [ %.pre110, %for.cond4.preheader ], [ %9, %for.body6 ], !dbg !46
  %2 = phi double [ %.pre109, %for.cond4.preheader ], [ %1, %for.body6 ], !dbg !45
  %3 = phi double [ %.pre108, %for.cond4.preheader ], [ %8, %for.body6 ], !dbg !44
  %4 = phi double [ %.pre107, %for.cond4.preheader ], [ %div, %for.body6 ], !dbg !43
  %5 = phi double [ %.pre106, %for.cond4.preheader ], [ %7, %for.body6 ], !dbg !42
  %6 = phi double [ %.pre, %for.cond4.preheader ], [ %5, %for.body6 ], !dbg !30
  %indvars.iv = phi i64 [ 1, %for.cond4.preheader ], [ %indvars.iv.next, %for.body6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !26, metadata !DIExpression()), !dbg !27
  %add = fadd double %6, %5, !dbg !48
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !49
  %arrayidx20 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %0, i64 %indvars.iv.next, !dbg !50
  %7 = load double, double* %arrayidx20, align 8, !dbg !50, !tbaa !36
  %add21 = fadd double %add, %7, !dbg !51
  %add27 = fadd double %add21, %4, !dbg !52
  %arrayidx31 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv100, i64 %indvars.iv, !dbg !44
  %add32 = fadd double %add27, %3, !dbg !53
  %arrayidx37 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !54
  %8 = load double, double* %arrayidx37, align 8, !dbg !54, !tbaa !36
  %add38 = fadd double %add32, %8, !dbg !55
  %add45 = fadd double %add38, %2, !dbg !56
  %add51 = fadd double %add45, %1, !dbg !57
  %arrayidx57 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv.next101, i64 %indvars.iv.next, !dbg !58
  %9 = load double, double* %arrayidx57, align 8, !dbg !58, !tbaa !36
  %add58 = fadd double %add51, %9, !dbg !59
  %div = fdiv double %add58, 9.000000e+00, !dbg !60
  store double %div, double* %arrayidx31, align 8, !dbg !61, !tbaa !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !26, metadata !DIExpression()), !dbg !27
  %exitcond.not = icmp eq i64 %indvars.iv.next, 199, !dbg !62
  br i1 %exitcond.not, label %for.inc63, label %for.body6, !dbg !47, !llvm.loop !63

for.inc63:                                        ; preds = %for.body6
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next101, metadata !25, metadata !DIExpression()), !dbg !27
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 199, !dbg !66
  br i1 %exitcond104.not, label %for.inc66, label %for.cond4.preheader, !dbg !40, !llvm.loop !67

for.inc66:                                        ; preds = %for.inc63
  %inc67 = add nuw nsw i32 %t.097, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %inc67, metadata !23, metadata !DIExpression()), !dbg !27
  %exitcond105.not = icmp eq i32 %inc67, 8, !dbg !70
  br i1 %exitcond105.not, label %for.end68, label %for.cond1.preheader, !dbg !28, !llvm.loop !71

for.end68:                                        ; preds = %for.inc66
  ret void, !dbg !73
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !74 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  br label %for.cond1.preheader, !dbg !82

for.cond1.preheader:                              ; preds = %entry, %for.inc9
  %indvars.iv56 = phi i64 [ 0, %entry ], [ %indvars.iv.next57, %for.inc9 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv56, metadata !78, metadata !DIExpression()), !dbg !81
  %cmp4 = icmp eq i64 %indvars.iv56, 0
  %cond = select i1 %cmp4, double 1.000000e+01, double 0.000000e+00
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv56, i64 0, !dbg !84
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !84
  %broadcast.splatinsert71 = insertelement <2 x double> poison, double %cond, i64 0, !dbg !84
  %broadcast.splat72 = shufflevector <2 x double> %broadcast.splatinsert71, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  %broadcast.splatinsert73 = insertelement <2 x double> poison, double %cond, i64 0, !dbg !84
  %broadcast.splat74 = shufflevector <2 x double> %broadcast.splatinsert73, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  %.scalar = add nuw i64 %indvars.iv56, 2
  %0 = insertelement <2 x i64> poison, i64 %.scalar, i64 0
  %1 = shufflevector <2 x i64> %0, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %vector.body, !dbg !84

vector.body:                                      ; preds = %vector.body, %for.cond1.preheader
  %index = phi i64 [ 0, %for.cond1.preheader ], [ %index.next, %vector.body ], !dbg !87
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %for.cond1.preheader ], [ %vec.ind.next, %vector.body ]
  %2 = add nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !89
  %3 = add <2 x i64> %1, %vec.ind, !dbg !89
  %4 = trunc <2 x i64> %2 to <2 x i32>, !dbg !90
  %5 = trunc <2 x i64> %3 to <2 x i32>, !dbg !90
  %6 = and <2 x i32> %4, <i32 3, i32 3>, !dbg !90
  %7 = and <2 x i32> %5, <i32 3, i32 3>, !dbg !90
  %8 = sitofp <2 x i32> %6 to <2 x double>, !dbg !91
  %9 = sitofp <2 x i32> %7 to <2 x double>, !dbg !91
  %10 = fadd <2 x double> %broadcast.splat72, %8, !dbg !92
  %11 = fadd <2 x double> %broadcast.splat74, %9, !dbg !92
  %12 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv56, i64 %index, !dbg !87
  %13 = bitcast double* %12 to <2 x double>*, !dbg !93
  store <2 x double> %10, <2 x double>* %13, align 16, !dbg !93, !tbaa !36
  %14 = getelementptr inbounds double, double* %12, i64 2, !dbg !93
  %15 = bitcast double* %14 to <2 x double>*, !dbg !93
  store <2 x double> %11, <2 x double>* %15, align 16, !dbg !93, !tbaa !36
  %index.next = add nuw i64 %index, 4, !dbg !87
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %16 = icmp eq i64 %index.next, 200, !dbg !87
  br i1 %16, label %for.inc9, label %vector.body, !dbg !87, !llvm.loop !94

for.inc9:                                         ; preds = %vector.body
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !78, metadata !DIExpression()), !dbg !81
  %exitcond59.not = icmp eq i64 %indvars.iv.next57, 200, !dbg !98
  br i1 %exitcond59.not, label %for.end11, label %for.cond1.preheader, !dbg !82, !llvm.loop !99

for.end11:                                        ; preds = %for.inc9
  tail call void @kernel_seidel2d(), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  br label %for.cond16.preheader, !dbg !102

for.cond16.preheader:                             ; preds = %for.end11, %for.inc28
  %indvars.iv64 = phi i64 [ 0, %for.end11 ], [ %indvars.iv.next65, %for.inc28 ]
  %s.053 = phi double [ 0.000000e+00, %for.end11 ], [ %add24.4, %for.inc28 ]
  call void @llvm.dbg.value(metadata double %s.053, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %s.053, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  br label %for.body19, !dbg !104

for.body19:                                       ; preds = %for.body19, %for.cond16.preheader
  %indvars.iv60 = phi i64 [ 0, %for.cond16.preheader ], [ %indvars.iv.next61.4, %for.body19 ]
  %s.151 = phi double [ %s.053, %for.cond16.preheader ], [ %add24.4, %for.body19 ]
  call void @llvm.dbg.value(metadata double %s.151, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv64, i64 %indvars.iv60, !dbg !107
  %17 = load double, double* %arrayidx23, align 8, !dbg !107, !tbaa !36
  %add24 = fadd double %s.151, %17, !dbg !109
  call void @llvm.dbg.value(metadata double %add24, metadata !80, metadata !DIExpression()), !dbg !81
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.1 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61, !dbg !107
  %18 = load double, double* %arrayidx23.1, align 8, !dbg !107, !tbaa !36
  %add24.1 = fadd double %add24, %18, !dbg !109
  call void @llvm.dbg.value(metadata double %add24.1, metadata !80, metadata !DIExpression()), !dbg !81
  %indvars.iv.next61.1 = add nuw nsw i64 %indvars.iv60, 2, !dbg !110
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.1, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.2 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.1, !dbg !107
  %19 = load double, double* %arrayidx23.2, align 8, !dbg !107, !tbaa !36
  %add24.2 = fadd double %add24.1, %19, !dbg !109
  call void @llvm.dbg.value(metadata double %add24.2, metadata !80, metadata !DIExpression()), !dbg !81
  %indvars.iv.next61.2 = add nuw nsw i64 %indvars.iv60, 3, !dbg !110
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.2, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.3 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.2, !dbg !107
  %20 = load double, double* %arrayidx23.3, align 8, !dbg !107, !tbaa !36
  %add24.3 = fadd double %add24.2, %20, !dbg !109
  call void @llvm.dbg.value(metadata double %add24.3, metadata !80, metadata !DIExpression()), !dbg !81
  %indvars.iv.next61.3 = add nuw nsw i64 %indvars.iv60, 4, !dbg !110
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.3, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.4 = getelementptr inbounds [200 x [200 x double]], [200 x [200 x double]]* @G, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.3, !dbg !107
  %21 = load double, double* %arrayidx23.4, align 8, !dbg !107, !tbaa !36
  %add24.4 = fadd double %add24.3, %21, !dbg !109
  call void @llvm.dbg.value(metadata double %add24.4, metadata !80, metadata !DIExpression()), !dbg !81
  %indvars.iv.next61.4 = add nuw nsw i64 %indvars.iv60, 5, !dbg !110
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.4, metadata !79, metadata !DIExpression()), !dbg !81
  %exitcond63.not.4 = icmp eq i64 %indvars.iv.next61.4, 200, !dbg !111
  br i1 %exitcond63.not.4, label %for.inc28, label %for.body19, !dbg !104, !llvm.loop !112

for.inc28:                                        ; preds = %for.body19
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !114
  call void @llvm.dbg.value(metadata double %add24.4, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !78, metadata !DIExpression()), !dbg !81
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 200, !dbg !115
  br i1 %exitcond67.not, label %for.end30, label %for.cond16.preheader, !dbg !102, !llvm.loop !116

for.end30:                                        ; preds = %for.inc28
  store double %add24.4, double* @checksum, align 8, !dbg !118, !tbaa !36
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 2560000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 200)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_seidel2d", scope: !3, file: !3, line: 15, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !25, !26}
!23 = !DILocalVariable(name: "t", scope: !19, file: !3, line: 17, type: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 17, type: !24)
!26 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 17, type: !24)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 18, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 18, column: 3)
!30 = !DILocation(line: 21, column: 20, scope: !31)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 7)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 20, column: 7)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 5)
!35 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 19, column: 5, scope: !34)
!41 = !DILocation(line: 19, column: 30, scope: !33)
!42 = !DILocation(line: 21, column: 38, scope: !31)
!43 = !DILocation(line: 22, column: 20, scope: !31)
!44 = !DILocation(line: 22, column: 34, scope: !31)
!45 = !DILocation(line: 23, column: 20, scope: !31)
!46 = !DILocation(line: 23, column: 38, scope: !31)
!47 = !DILocation(line: 20, column: 7, scope: !32)
!48 = !DILocation(line: 21, column: 36, scope: !31)
!49 = !DILocation(line: 21, column: 63, scope: !31)
!50 = !DILocation(line: 21, column: 52, scope: !31)
!51 = !DILocation(line: 21, column: 50, scope: !31)
!52 = !DILocation(line: 21, column: 68, scope: !31)
!53 = !DILocation(line: 22, column: 32, scope: !31)
!54 = !DILocation(line: 22, column: 44, scope: !31)
!55 = !DILocation(line: 22, column: 42, scope: !31)
!56 = !DILocation(line: 22, column: 56, scope: !31)
!57 = !DILocation(line: 23, column: 36, scope: !31)
!58 = !DILocation(line: 23, column: 52, scope: !31)
!59 = !DILocation(line: 23, column: 50, scope: !31)
!60 = !DILocation(line: 23, column: 69, scope: !31)
!61 = !DILocation(line: 21, column: 17, scope: !31)
!62 = !DILocation(line: 20, column: 21, scope: !31)
!63 = distinct !{!63, !47, !64, !65}
!64 = !DILocation(line: 23, column: 71, scope: !32)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 19, column: 19, scope: !33)
!67 = distinct !{!67, !40, !68, !65}
!68 = !DILocation(line: 23, column: 71, scope: !34)
!69 = !DILocation(line: 18, column: 23, scope: !35)
!70 = !DILocation(line: 18, column: 17, scope: !35)
!71 = distinct !{!71, !28, !72, !65}
!72 = !DILocation(line: 23, column: 71, scope: !29)
!73 = !DILocation(line: 24, column: 1, scope: !19)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !75, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!24}
!77 = !{!78, !79, !80}
!78 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 28, type: !24)
!79 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 28, type: !24)
!80 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 29, type: !5)
!81 = !DILocation(line: 0, scope: !74)
!82 = !DILocation(line: 30, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 30, column: 3)
!84 = !DILocation(line: 31, column: 5, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 31, column: 5)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 3)
!87 = !DILocation(line: 31, column: 25, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 31, column: 5)
!89 = !DILocation(line: 32, column: 29, scope: !88)
!90 = !DILocation(line: 32, column: 34, scope: !88)
!91 = !DILocation(line: 32, column: 17, scope: !88)
!92 = !DILocation(line: 32, column: 39, scope: !88)
!93 = !DILocation(line: 32, column: 15, scope: !88)
!94 = distinct !{!94, !84, !95, !65, !96}
!95 = !DILocation(line: 32, column: 61, scope: !85)
!96 = !{!"llvm.loop.isvectorized", i32 1}
!97 = !DILocation(line: 30, column: 23, scope: !86)
!98 = !DILocation(line: 30, column: 17, scope: !86)
!99 = distinct !{!99, !82, !100, !65}
!100 = !DILocation(line: 32, column: 61, scope: !83)
!101 = !DILocation(line: 33, column: 3, scope: !74)
!102 = !DILocation(line: 34, column: 3, scope: !103)
!103 = distinct !DILexicalBlock(scope: !74, file: !3, line: 34, column: 3)
!104 = !DILocation(line: 35, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 35, column: 5)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 34, column: 3)
!107 = !DILocation(line: 36, column: 12, scope: !108)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 35, column: 5)
!109 = !DILocation(line: 36, column: 9, scope: !108)
!110 = !DILocation(line: 35, column: 25, scope: !108)
!111 = !DILocation(line: 35, column: 19, scope: !108)
!112 = distinct !{!112, !104, !113, !65}
!113 = !DILocation(line: 36, column: 18, scope: !105)
!114 = !DILocation(line: 34, column: 23, scope: !106)
!115 = !DILocation(line: 34, column: 17, scope: !106)
!116 = distinct !{!116, !102, !117, !65}
!117 = !DILocation(line: 36, column: 18, scope: !103)
!118 = !DILocation(line: 37, column: 12, scope: !74)
!119 = !DILocation(line: 38, column: 3, scope: !74)
