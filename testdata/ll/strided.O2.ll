; ModuleID = 'strided.c'
source_filename = "strided.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@V = internal unnamed_addr global [16000 x double] zeroinitializer, align 16, !dbg !0
@W = internal unnamed_addr global [8000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local double @kernel_strided() local_unnamed_addr #0 !dbg !24 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !30
  br label %for.body, !dbg !31

for.body:                                         ; preds = %for.body, %entry
  %s.038 = phi double [ 0.000000e+00, %entry ], [ %add.4, %for.body ]
  %i.037 = phi i64 [ 0, %entry ], [ %add1.4, %for.body ]
  call void @llvm.dbg.value(metadata double %s.038, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %i.037, metadata !27, metadata !DIExpression()), !dbg !30
  %arrayidx = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %i.037, !dbg !33
  %0 = load double, double* %arrayidx, align 16, !dbg !33, !tbaa !35
  %add = fadd double %s.038, %0, !dbg !39
  call void @llvm.dbg.value(metadata double %add, metadata !29, metadata !DIExpression()), !dbg !30
  %add1 = add nuw nsw i64 %i.037, 4, !dbg !40
  call void @llvm.dbg.value(metadata i64 %add1, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %add, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %add1, metadata !27, metadata !DIExpression()), !dbg !30
  %arrayidx.1 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %add1, !dbg !33
  %1 = load double, double* %arrayidx.1, align 16, !dbg !33, !tbaa !35
  %add.1 = fadd double %add, %1, !dbg !39
  call void @llvm.dbg.value(metadata double %add.1, metadata !29, metadata !DIExpression()), !dbg !30
  %add1.1 = add nuw nsw i64 %i.037, 8, !dbg !40
  call void @llvm.dbg.value(metadata i64 %add1.1, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %add.1, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %add1.1, metadata !27, metadata !DIExpression()), !dbg !30
  %arrayidx.2 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %add1.1, !dbg !33
  %2 = load double, double* %arrayidx.2, align 16, !dbg !33, !tbaa !35
  %add.2 = fadd double %add.1, %2, !dbg !39
  call void @llvm.dbg.value(metadata double %add.2, metadata !29, metadata !DIExpression()), !dbg !30
  %add1.2 = add nuw nsw i64 %i.037, 12, !dbg !40
  call void @llvm.dbg.value(metadata i64 %add1.2, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %add.2, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %add1.2, metadata !27, metadata !DIExpression()), !dbg !30
  %arrayidx.3 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %add1.2, !dbg !33
  %3 = load double, double* %arrayidx.3, align 16, !dbg !33, !tbaa !35
  %add.3 = fadd double %add.2, %3, !dbg !39
  call void @llvm.dbg.value(metadata double %add.3, metadata !29, metadata !DIExpression()), !dbg !30
  %add1.3 = add nuw nsw i64 %i.037, 16, !dbg !40
  call void @llvm.dbg.value(metadata i64 %add1.3, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %add.3, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %add1.3, metadata !27, metadata !DIExpression()), !dbg !30
  %arrayidx.4 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %add1.3, !dbg !33
  %4 = load double, double* %arrayidx.4, align 16, !dbg !33, !tbaa !35
  %add.4 = fadd double %add.3, %4, !dbg !39
  call void @llvm.dbg.value(metadata double %add.4, metadata !29, metadata !DIExpression()), !dbg !30
  %add1.4 = add nuw nsw i64 %i.037, 20, !dbg !40
  call void @llvm.dbg.value(metadata i64 %add1.4, metadata !27, metadata !DIExpression()), !dbg !30
  %cmp.4 = icmp ult i64 %i.037, 15980, !dbg !41
  br i1 %cmp.4, label %for.body, label %for.body4, !dbg !31, !llvm.loop !42

for.body4:                                        ; preds = %for.body, %for.body4.1
  %i.139 = phi i64 [ %add8.1, %for.body4.1 ], [ 1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %i.139, metadata !27, metadata !DIExpression()), !dbg !30
  %arrayidx5 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %i.139, !dbg !45
  %5 = load double, double* %arrayidx5, align 8, !dbg !45, !tbaa !35
  %6 = tail call double @llvm.fmuladd.f64(double %5, double 2.000000e+00, double %add.4), !dbg !48
  store double %6, double* %arrayidx5, align 8, !dbg !49, !tbaa !35
  call void @llvm.dbg.value(metadata i64 %i.139, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !30
  %cmp3 = icmp ult i64 %i.139, 15997, !dbg !50
  br i1 %cmp3, label %for.body4.1, label %vector.body, !dbg !51, !llvm.loop !52

for.body4.1:                                      ; preds = %for.body4
  %add8 = add nuw nsw i64 %i.139, 3, !dbg !54
  call void @llvm.dbg.value(metadata i64 %add8, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %i.139, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !30
  %arrayidx5.1 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %add8, !dbg !45
  %7 = load double, double* %arrayidx5.1, align 8, !dbg !45, !tbaa !35
  %8 = tail call double @llvm.fmuladd.f64(double %7, double 2.000000e+00, double %add.4), !dbg !48
  store double %8, double* %arrayidx5.1, align 8, !dbg !49, !tbaa !35
  %add8.1 = add nuw nsw i64 %i.139, 6, !dbg !54
  call void @llvm.dbg.value(metadata i64 %add8.1, metadata !27, metadata !DIExpression()), !dbg !30
  br label %for.body4

vector.body:                                      ; preds = %for.body4, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %for.body4 ]
  %offset.idx43 = shl i64 %index, 1
  %9 = or i64 %offset.idx43, 4
  %10 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %offset.idx43, !dbg !55
  %11 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %9, !dbg !55
  %12 = bitcast double* %10 to <4 x double>*, !dbg !55
  %13 = bitcast double* %11 to <4 x double>*, !dbg !55
  %wide.vec = load <4 x double>, <4 x double>* %12, align 16, !dbg !55, !tbaa !35
  %wide.vec44 = load <4 x double>, <4 x double>* %13, align 16, !dbg !55, !tbaa !35
  %strided.vec = shufflevector <4 x double> %wide.vec, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !55
  %strided.vec45 = shufflevector <4 x double> %wide.vec44, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !55
  %strided.vec46 = shufflevector <4 x double> %wide.vec, <4 x double> poison, <2 x i32> <i32 1, i32 3>, !dbg !55
  %strided.vec47 = shufflevector <4 x double> %wide.vec44, <4 x double> poison, <2 x i32> <i32 1, i32 3>, !dbg !55
  %14 = fadd <2 x double> %strided.vec, %strided.vec46, !dbg !58
  %15 = fadd <2 x double> %strided.vec45, %strided.vec47, !dbg !58
  %16 = and i64 %index, 9223372036854775804, !dbg !59
  %17 = getelementptr inbounds [8000 x double], [8000 x double]* @W, i64 0, i64 %16, !dbg !60
  %18 = bitcast double* %17 to <2 x double>*, !dbg !61
  store <2 x double> %14, <2 x double>* %18, align 16, !dbg !61, !tbaa !35
  %19 = getelementptr inbounds double, double* %17, i64 2, !dbg !61
  %20 = bitcast double* %19 to <2 x double>*, !dbg !61
  store <2 x double> %15, <2 x double>* %20, align 16, !dbg !61, !tbaa !35
  %index.next = add nuw i64 %index, 4
  %21 = icmp eq i64 %index.next, 8000
  br i1 %21, label %for.end21, label %vector.body, !llvm.loop !62

for.end21:                                        ; preds = %vector.body
  ret double %add.4, !dbg !66
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !67 {
entry:
  call void @llvm.dbg.value(metadata i64 0, metadata !72, metadata !DIExpression()), !dbg !74
  br label %vector.body, !dbg !75

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !77
  %vec.ind24 = phi <2 x i16> [ <i16 0, i16 1>, %entry ], [ %vec.ind.next27, %vector.body ], !dbg !79
  %step.add25 = add <2 x i16> %vec.ind24, <i16 2, i16 2>, !dbg !79
  %0 = urem <2 x i16> %vec.ind24, <i16 9, i16 9>, !dbg !79
  %1 = urem <2 x i16> %step.add25, <i16 9, i16 9>, !dbg !79
  %2 = uitofp <2 x i16> %0 to <2 x double>, !dbg !80
  %3 = uitofp <2 x i16> %1 to <2 x double>, !dbg !80
  %4 = fmul <2 x double> %2, <double 1.250000e-01, double 1.250000e-01>, !dbg !81
  %5 = fmul <2 x double> %3, <double 1.250000e-01, double 1.250000e-01>, !dbg !81
  %6 = getelementptr inbounds [16000 x double], [16000 x double]* @V, i64 0, i64 %index, !dbg !77
  %7 = bitcast double* %6 to <2 x double>*, !dbg !82
  store <2 x double> %4, <2 x double>* %7, align 16, !dbg !82, !tbaa !35
  %8 = getelementptr inbounds double, double* %6, i64 2, !dbg !82
  %9 = bitcast double* %8 to <2 x double>*, !dbg !82
  store <2 x double> %5, <2 x double>* %9, align 16, !dbg !82, !tbaa !35
  %index.next = add nuw i64 %index, 4, !dbg !77
  %vec.ind.next27 = add <2 x i16> %vec.ind24, <i16 4, i16 4>, !dbg !79
  %10 = icmp eq i64 %index.next, 16000, !dbg !77
  br i1 %10, label %for.end, label %vector.body, !dbg !77, !llvm.loop !83

for.end:                                          ; preds = %vector.body
  %call = tail call double @kernel_strided(), !dbg !85
  call void @llvm.dbg.value(metadata double %call, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !72, metadata !DIExpression()), !dbg !74
  br label %for.body4, !dbg !86

for.body4:                                        ; preds = %for.body4, %for.end
  %s.021 = phi double [ %call, %for.end ], [ %add.4, %for.body4 ]
  %i.120 = phi i64 [ 0, %for.end ], [ %inc7.4, %for.body4 ]
  call void @llvm.dbg.value(metadata double %s.021, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %i.120, metadata !72, metadata !DIExpression()), !dbg !74
  %arrayidx5 = getelementptr inbounds [8000 x double], [8000 x double]* @W, i64 0, i64 %i.120, !dbg !88
  %11 = load double, double* %arrayidx5, align 8, !dbg !88, !tbaa !35
  %add = fadd double %s.021, %11, !dbg !90
  call void @llvm.dbg.value(metadata double %add, metadata !73, metadata !DIExpression()), !dbg !74
  %inc7 = add nuw nsw i64 %i.120, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %inc7, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %add, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %inc7, metadata !72, metadata !DIExpression()), !dbg !74
  %arrayidx5.1 = getelementptr inbounds [8000 x double], [8000 x double]* @W, i64 0, i64 %inc7, !dbg !88
  %12 = load double, double* %arrayidx5.1, align 8, !dbg !88, !tbaa !35
  %add.1 = fadd double %add, %12, !dbg !90
  call void @llvm.dbg.value(metadata double %add.1, metadata !73, metadata !DIExpression()), !dbg !74
  %inc7.1 = add nuw nsw i64 %i.120, 2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %inc7.1, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %add.1, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %inc7.1, metadata !72, metadata !DIExpression()), !dbg !74
  %arrayidx5.2 = getelementptr inbounds [8000 x double], [8000 x double]* @W, i64 0, i64 %inc7.1, !dbg !88
  %13 = load double, double* %arrayidx5.2, align 8, !dbg !88, !tbaa !35
  %add.2 = fadd double %add.1, %13, !dbg !90
  call void @llvm.dbg.value(metadata double %add.2, metadata !73, metadata !DIExpression()), !dbg !74
  %inc7.2 = add nuw nsw i64 %i.120, 3, !dbg !91
  call void @llvm.dbg.value(metadata i64 %inc7.2, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %add.2, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %inc7.2, metadata !72, metadata !DIExpression()), !dbg !74
  %arrayidx5.3 = getelementptr inbounds [8000 x double], [8000 x double]* @W, i64 0, i64 %inc7.2, !dbg !88
  %14 = load double, double* %arrayidx5.3, align 8, !dbg !88, !tbaa !35
  %add.3 = fadd double %add.2, %14, !dbg !90
  call void @llvm.dbg.value(metadata double %add.3, metadata !73, metadata !DIExpression()), !dbg !74
  %inc7.3 = add nuw nsw i64 %i.120, 4, !dbg !91
  call void @llvm.dbg.value(metadata i64 %inc7.3, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %add.3, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %inc7.3, metadata !72, metadata !DIExpression()), !dbg !74
  %arrayidx5.4 = getelementptr inbounds [8000 x double], [8000 x double]* @W, i64 0, i64 %inc7.3, !dbg !88
  %15 = load double, double* %arrayidx5.4, align 8, !dbg !88, !tbaa !35
  %add.4 = fadd double %add.3, %15, !dbg !90
  call void @llvm.dbg.value(metadata double %add.4, metadata !73, metadata !DIExpression()), !dbg !74
  %inc7.4 = add nuw nsw i64 %i.120, 5, !dbg !91
  call void @llvm.dbg.value(metadata i64 %inc7.4, metadata !72, metadata !DIExpression()), !dbg !74
  %exitcond22.not.4 = icmp eq i64 %inc7.4, 8000, !dbg !92
  br i1 %exitcond22.not.4, label %for.end8, label %for.body4, !dbg !86, !llvm.loop !93

for.end8:                                         ; preds = %for.body4
  store double %add.4, double* @checksum, align 8, !dbg !95, !tbaa !35
  ret i32 0, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "V", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "strided.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "W", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024000, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16000)
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_strided", scope: !3, file: !3, line: 16, type: !25, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!25 = !DISubroutineType(types: !4)
!26 = !{!27, !29}
!27 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 18, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 19, type: !5)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 20, column: 3, scope: !32)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 20, column: 3)
!33 = !DILocation(line: 21, column: 10, scope: !34)
!34 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 3)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 21, column: 7, scope: !34)
!40 = !DILocation(line: 20, column: 24, scope: !34)
!41 = !DILocation(line: 20, column: 17, scope: !34)
!42 = distinct !{!42, !31, !43, !44}
!43 = !DILocation(line: 21, column: 13, scope: !32)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 23, column: 18, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 3)
!47 = distinct !DILexicalBlock(scope: !24, file: !3, line: 22, column: 3)
!48 = !DILocation(line: 23, column: 23, scope: !46)
!49 = !DILocation(line: 23, column: 10, scope: !46)
!50 = !DILocation(line: 22, column: 17, scope: !46)
!51 = !DILocation(line: 22, column: 3, scope: !47)
!52 = distinct !{!52, !51, !53, !44}
!53 = !DILocation(line: 23, column: 25, scope: !47)
!54 = !DILocation(line: 22, column: 24, scope: !46)
!55 = !DILocation(line: 25, column: 16, scope: !56)
!56 = distinct !DILexicalBlock(scope: !57, file: !3, line: 24, column: 3)
!57 = distinct !DILexicalBlock(scope: !24, file: !3, line: 24, column: 3)
!58 = !DILocation(line: 25, column: 21, scope: !56)
!59 = !DILocation(line: 25, column: 9, scope: !56)
!60 = !DILocation(line: 25, column: 5, scope: !56)
!61 = !DILocation(line: 25, column: 14, scope: !56)
!62 = distinct !{!62, !63, !64, !44, !65}
!63 = !DILocation(line: 24, column: 3, scope: !57)
!64 = !DILocation(line: 25, column: 30, scope: !57)
!65 = !{!"llvm.loop.isvectorized", i32 1}
!66 = !DILocation(line: 26, column: 3, scope: !24)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !68, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !73}
!72 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 31, type: !28)
!73 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 32, type: !5)
!74 = !DILocation(line: 0, scope: !67)
!75 = !DILocation(line: 33, column: 3, scope: !76)
!76 = distinct !DILexicalBlock(scope: !67, file: !3, line: 33, column: 3)
!77 = !DILocation(line: 33, column: 23, scope: !78)
!78 = distinct !DILexicalBlock(scope: !76, file: !3, line: 33, column: 3)
!79 = !DILocation(line: 34, column: 23, scope: !78)
!80 = !DILocation(line: 34, column: 12, scope: !78)
!81 = !DILocation(line: 34, column: 28, scope: !78)
!82 = !DILocation(line: 34, column: 10, scope: !78)
!83 = distinct !{!83, !75, !84, !44, !65}
!84 = !DILocation(line: 34, column: 30, scope: !76)
!85 = !DILocation(line: 35, column: 7, scope: !67)
!86 = !DILocation(line: 36, column: 3, scope: !87)
!87 = distinct !DILexicalBlock(scope: !67, file: !3, line: 36, column: 3)
!88 = !DILocation(line: 37, column: 10, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !3, line: 36, column: 3)
!90 = !DILocation(line: 37, column: 7, scope: !89)
!91 = !DILocation(line: 36, column: 27, scope: !89)
!92 = !DILocation(line: 36, column: 17, scope: !89)
!93 = distinct !{!93, !86, !94, !44}
!94 = !DILocation(line: 37, column: 13, scope: !87)
!95 = !DILocation(line: 38, column: 12, scope: !67)
!96 = !DILocation(line: 39, column: 3, scope: !67)
