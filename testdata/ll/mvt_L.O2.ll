; ModuleID = 'mvt.c'
source_filename = "mvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X1 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [512 x [512 x double]] zeroinitializer, align 16, !dbg !7
@Y1 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !16
@X2 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !12
@Y2 = internal unnamed_addr global [512 x double] zeroinitializer, align 16, !dbg !18
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !20

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_mvt() local_unnamed_addr #0 !dbg !29 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  br label %for.cond1.preheader, !dbg !37

for.cond1.preheader:                              ; preds = %entry, %for.inc12
  %indvars.iv62 = phi i64 [ 0, %entry ], [ %indvars.iv.next63, %for.inc12 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv62, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %indvars.iv62
  %arrayidx.promoted = load double, double* %arrayidx, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %for.body3, !dbg !43

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  %0 = phi double [ %arrayidx.promoted, %for.cond1.preheader ], [ %6, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx7 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv62, i64 %indvars.iv, !dbg !46
  %1 = load double, double* %arrayidx7, align 16, !dbg !46, !tbaa !39
  %arrayidx9 = getelementptr inbounds [512 x double], [512 x double]* @Y1, i64 0, i64 %indvars.iv, !dbg !48
  %2 = load double, double* %arrayidx9, align 16, !dbg !48, !tbaa !39
  %3 = tail call double @llvm.fmuladd.f64(double %1, double %2, double %0), !dbg !49
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx7.1 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv62, i64 %indvars.iv.next, !dbg !46
  %4 = load double, double* %arrayidx7.1, align 8, !dbg !46, !tbaa !39
  %arrayidx9.1 = getelementptr inbounds [512 x double], [512 x double]* @Y1, i64 0, i64 %indvars.iv.next, !dbg !48
  %5 = load double, double* %arrayidx9.1, align 8, !dbg !48, !tbaa !39
  %6 = tail call double @llvm.fmuladd.f64(double %4, double %5, double %3), !dbg !49
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !35, metadata !DIExpression()), !dbg !36
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 512, !dbg !51
  br i1 %exitcond.not.1, label %for.inc12, label %for.body3, !dbg !43, !llvm.loop !52

for.inc12:                                        ; preds = %for.body3
  store double %6, double* %arrayidx, align 8, !dbg !55, !tbaa !39
  %indvars.iv.next63 = add nuw nsw i64 %indvars.iv62, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next63, metadata !33, metadata !DIExpression()), !dbg !36
  %exitcond65.not = icmp eq i64 %indvars.iv.next63, 512, !dbg !57
  br i1 %exitcond65.not, label %for.cond18.preheader, label %for.cond1.preheader, !dbg !37, !llvm.loop !58

for.cond18.preheader:                             ; preds = %for.inc12, %for.inc34
  %indvars.iv70 = phi i64 [ %indvars.iv.next71, %for.inc34 ], [ 0, %for.inc12 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv70, metadata !33, metadata !DIExpression()), !dbg !36
  %arrayidx22 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %indvars.iv70
  %arrayidx22.promoted = load double, double* %arrayidx22, align 8, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !36
  br label %for.body20, !dbg !60

for.body20:                                       ; preds = %for.body20, %for.cond18.preheader
  %indvars.iv66 = phi i64 [ 0, %for.cond18.preheader ], [ %indvars.iv.next67.1, %for.body20 ]
  %7 = phi double [ %arrayidx22.promoted, %for.cond18.preheader ], [ %13, %for.body20 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv66, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx26 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv66, i64 %indvars.iv70, !dbg !64
  %8 = load double, double* %arrayidx26, align 8, !dbg !64, !tbaa !39
  %arrayidx28 = getelementptr inbounds [512 x double], [512 x double]* @Y2, i64 0, i64 %indvars.iv66, !dbg !66
  %9 = load double, double* %arrayidx28, align 16, !dbg !66, !tbaa !39
  %10 = tail call double @llvm.fmuladd.f64(double %8, double %9, double %7), !dbg !67
  %indvars.iv.next67 = or i64 %indvars.iv66, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx26.1 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv.next67, i64 %indvars.iv70, !dbg !64
  %11 = load double, double* %arrayidx26.1, align 8, !dbg !64, !tbaa !39
  %arrayidx28.1 = getelementptr inbounds [512 x double], [512 x double]* @Y2, i64 0, i64 %indvars.iv.next67, !dbg !66
  %12 = load double, double* %arrayidx28.1, align 8, !dbg !66, !tbaa !39
  %13 = tail call double @llvm.fmuladd.f64(double %11, double %12, double %10), !dbg !67
  %indvars.iv.next67.1 = add nuw nsw i64 %indvars.iv66, 2, !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next67.1, metadata !35, metadata !DIExpression()), !dbg !36
  %exitcond69.not.1 = icmp eq i64 %indvars.iv.next67.1, 512, !dbg !69
  br i1 %exitcond69.not.1, label %for.inc34, label %for.body20, !dbg !60, !llvm.loop !70

for.inc34:                                        ; preds = %for.body20
  store double %13, double* %arrayidx22, align 8, !dbg !72, !tbaa !39
  %indvars.iv.next71 = add nuw nsw i64 %indvars.iv70, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next71, metadata !33, metadata !DIExpression()), !dbg !36
  %exitcond73.not = icmp eq i64 %indvars.iv.next71, 512, !dbg !74
  br i1 %exitcond73.not, label %for.end36, label %for.cond18.preheader, !dbg !75, !llvm.loop !76

for.end36:                                        ; preds = %for.inc34
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !79 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  br label %for.body, !dbg !88

for.cond.loopexit:                                ; preds = %for.body16
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next71, metadata !84, metadata !DIExpression()), !dbg !87
  %exitcond74.not = icmp eq i64 %indvars.iv.next71, 512, !dbg !90
  br i1 %exitcond74.not, label %for.end26, label %for.body, !dbg !88, !llvm.loop !92

for.body:                                         ; preds = %entry, %for.cond.loopexit
  %indvars.iv70 = phi i64 [ 0, %entry ], [ %indvars.iv.next71, %for.cond.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv70, metadata !84, metadata !DIExpression()), !dbg !87
  %rem.lhs.trunc = trunc i64 %indvars.iv70 to i16, !dbg !94
  %rem62 = urem i16 %rem.lhs.trunc, 3, !dbg !94
  %conv = uitofp i16 %rem62 to double, !dbg !96
  %arrayidx = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %indvars.iv70, !dbg !97
  store double %conv, double* %arrayidx, align 8, !dbg !98, !tbaa !39
  %rem163 = urem i16 %rem.lhs.trunc, 5, !dbg !99
  %conv2 = uitofp i16 %rem163 to double, !dbg !100
  %arrayidx4 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %indvars.iv70, !dbg !101
  store double %conv2, double* %arrayidx4, align 8, !dbg !102, !tbaa !39
  %indvars.iv.next71 = add nuw nsw i64 %indvars.iv70, 1, !dbg !103
  %0 = trunc i64 %indvars.iv.next71 to i32, !dbg !104
  %conv5 = uitofp i32 %0 to double, !dbg !104
  %div = fdiv double 1.000000e+00, %conv5, !dbg !105
  %arrayidx7 = getelementptr inbounds [512 x double], [512 x double]* @Y1, i64 0, i64 %indvars.iv70, !dbg !106
  store double %div, double* %arrayidx7, align 8, !dbg !107, !tbaa !39
  %1 = trunc i64 %indvars.iv70 to i32, !dbg !108
  %2 = add i32 %1, 2, !dbg !108
  %conv9 = uitofp i32 %2 to double, !dbg !108
  %div10 = fdiv double 2.000000e+00, %conv9, !dbg !109
  %arrayidx12 = getelementptr inbounds [512 x double], [512 x double]* @Y2, i64 0, i64 %indvars.iv70, !dbg !110
  store double %div10, double* %arrayidx12, align 8, !dbg !111, !tbaa !39
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !87
  br label %for.body16, !dbg !112

for.body16:                                       ; preds = %for.body16, %for.body
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next.1, %for.body16 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !85, metadata !DIExpression()), !dbg !87
  %3 = mul nuw nsw i64 %indvars.iv, %indvars.iv70, !dbg !114
  %4 = trunc i64 %3 to i32, !dbg !116
  %rem17 = and i32 %4, 510, !dbg !116
  %conv18 = uitofp i32 %rem17 to double, !dbg !117
  %div19 = fmul double %conv18, 0x3F60000000000000, !dbg !118
  %arrayidx23 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv70, i64 %indvars.iv, !dbg !119
  store double %div19, double* %arrayidx23, align 16, !dbg !120, !tbaa !39
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !85, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !85, metadata !DIExpression()), !dbg !87
  %5 = mul nuw nsw i64 %indvars.iv.next, %indvars.iv70, !dbg !114
  %6 = trunc i64 %5 to i32, !dbg !116
  %rem17.1 = and i32 %6, 511, !dbg !116
  %conv18.1 = uitofp i32 %rem17.1 to double, !dbg !117
  %div19.1 = fmul double %conv18.1, 0x3F60000000000000, !dbg !118
  %arrayidx23.1 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %indvars.iv70, i64 %indvars.iv.next, !dbg !119
  store double %div19.1, double* %arrayidx23.1, align 8, !dbg !120, !tbaa !39
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !121
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !85, metadata !DIExpression()), !dbg !87
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 512, !dbg !122
  br i1 %exitcond.not.1, label %for.cond.loopexit, label %for.body16, !dbg !112, !llvm.loop !123

for.end26:                                        ; preds = %for.cond.loopexit
  tail call void @kernel_mvt(), !dbg !125
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !87
  br label %for.body30, !dbg !126

for.body30:                                       ; preds = %for.body30, %for.end26
  %indvars.iv75 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next76.1, %for.body30 ]
  %s.067 = phi double [ 0.000000e+00, %for.end26 ], [ %add36.1, %for.body30 ]
  call void @llvm.dbg.value(metadata double %s.067, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv75, metadata !84, metadata !DIExpression()), !dbg !87
  %arrayidx32 = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %indvars.iv75, !dbg !128
  %7 = load double, double* %arrayidx32, align 16, !dbg !128, !tbaa !39
  %arrayidx34 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %indvars.iv75, !dbg !130
  %8 = load double, double* %arrayidx34, align 16, !dbg !130, !tbaa !39
  %add35 = fadd double %7, %8, !dbg !131
  %add36 = fadd double %s.067, %add35, !dbg !132
  call void @llvm.dbg.value(metadata double %add36, metadata !86, metadata !DIExpression()), !dbg !87
  %indvars.iv.next76 = or i64 %indvars.iv75, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76, metadata !84, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %add36, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76, metadata !84, metadata !DIExpression()), !dbg !87
  %arrayidx32.1 = getelementptr inbounds [512 x double], [512 x double]* @X1, i64 0, i64 %indvars.iv.next76, !dbg !128
  %9 = load double, double* %arrayidx32.1, align 8, !dbg !128, !tbaa !39
  %arrayidx34.1 = getelementptr inbounds [512 x double], [512 x double]* @X2, i64 0, i64 %indvars.iv.next76, !dbg !130
  %10 = load double, double* %arrayidx34.1, align 8, !dbg !130, !tbaa !39
  %add35.1 = fadd double %9, %10, !dbg !131
  %add36.1 = fadd double %add36, %add35.1, !dbg !132
  call void @llvm.dbg.value(metadata double %add36.1, metadata !86, metadata !DIExpression()), !dbg !87
  %indvars.iv.next76.1 = add nuw nsw i64 %indvars.iv75, 2, !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next76.1, metadata !84, metadata !DIExpression()), !dbg !87
  %exitcond78.not.1 = icmp eq i64 %indvars.iv.next76.1, 512, !dbg !134
  br i1 %exitcond78.not.1, label %for.end39, label %for.body30, !dbg !126, !llvm.loop !135

for.end39:                                        ; preds = %for.body30
  store double %add36.1, double* @checksum, align 8, !dbg !137, !tbaa !39
  ret i32 0, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16, !18, !20}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "Y2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!22 = !{i32 7, !"Dwarf Version", i32 4}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_mvt", scope: !3, file: !3, line: 12, type: !30, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{!33, !35}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 14, type: !34)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DILocalVariable(name: "j", scope: !29, file: !3, line: 14, type: !34)
!36 = !DILocation(line: 0, scope: !29)
!37 = !DILocation(line: 15, column: 3, scope: !38)
!38 = distinct !DILexicalBlock(scope: !29, file: !3, line: 15, column: 3)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 16, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 16, column: 5)
!45 = distinct !DILexicalBlock(scope: !38, file: !3, line: 15, column: 3)
!46 = !DILocation(line: 17, column: 23, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 5)
!48 = !DILocation(line: 17, column: 33, scope: !47)
!49 = !DILocation(line: 17, column: 21, scope: !47)
!50 = !DILocation(line: 16, column: 25, scope: !47)
!51 = !DILocation(line: 16, column: 19, scope: !47)
!52 = distinct !{!52, !43, !53, !54}
!53 = !DILocation(line: 17, column: 37, scope: !44)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 0, scope: !47)
!56 = !DILocation(line: 15, column: 23, scope: !45)
!57 = !DILocation(line: 15, column: 17, scope: !45)
!58 = distinct !{!58, !37, !59, !54}
!59 = !DILocation(line: 17, column: 37, scope: !38)
!60 = !DILocation(line: 19, column: 5, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 19, column: 5)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 18, column: 3)
!63 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!64 = !DILocation(line: 20, column: 23, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 5)
!66 = !DILocation(line: 20, column: 33, scope: !65)
!67 = !DILocation(line: 20, column: 21, scope: !65)
!68 = !DILocation(line: 19, column: 25, scope: !65)
!69 = !DILocation(line: 19, column: 19, scope: !65)
!70 = distinct !{!70, !60, !71, !54}
!71 = !DILocation(line: 20, column: 37, scope: !61)
!72 = !DILocation(line: 0, scope: !65)
!73 = !DILocation(line: 18, column: 23, scope: !62)
!74 = !DILocation(line: 18, column: 17, scope: !62)
!75 = !DILocation(line: 18, column: 3, scope: !63)
!76 = distinct !{!76, !75, !77, !54}
!77 = !DILocation(line: 20, column: 37, scope: !63)
!78 = !DILocation(line: 21, column: 1, scope: !29)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !80, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !83)
!80 = !DISubroutineType(types: !81)
!81 = !{!82}
!82 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!83 = !{!84, !85, !86}
!84 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 25, type: !34)
!85 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 25, type: !34)
!86 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 26, type: !5)
!87 = !DILocation(line: 0, scope: !79)
!88 = !DILocation(line: 27, column: 3, scope: !89)
!89 = distinct !DILexicalBlock(scope: !79, file: !3, line: 27, column: 3)
!90 = !DILocation(line: 27, column: 17, scope: !91)
!91 = distinct !DILexicalBlock(scope: !89, file: !3, line: 27, column: 3)
!92 = distinct !{!92, !88, !93, !54}
!93 = !DILocation(line: 34, column: 3, scope: !89)
!94 = !DILocation(line: 28, column: 24, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 27, column: 27)
!96 = !DILocation(line: 28, column: 13, scope: !95)
!97 = !DILocation(line: 28, column: 5, scope: !95)
!98 = !DILocation(line: 28, column: 11, scope: !95)
!99 = !DILocation(line: 29, column: 24, scope: !95)
!100 = !DILocation(line: 29, column: 13, scope: !95)
!101 = !DILocation(line: 29, column: 5, scope: !95)
!102 = !DILocation(line: 29, column: 11, scope: !95)
!103 = !DILocation(line: 30, column: 30, scope: !95)
!104 = !DILocation(line: 30, column: 19, scope: !95)
!105 = !DILocation(line: 30, column: 17, scope: !95)
!106 = !DILocation(line: 30, column: 5, scope: !95)
!107 = !DILocation(line: 30, column: 11, scope: !95)
!108 = !DILocation(line: 31, column: 19, scope: !95)
!109 = !DILocation(line: 31, column: 17, scope: !95)
!110 = !DILocation(line: 31, column: 5, scope: !95)
!111 = !DILocation(line: 31, column: 11, scope: !95)
!112 = !DILocation(line: 32, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !95, file: !3, line: 32, column: 5)
!114 = !DILocation(line: 33, column: 29, scope: !115)
!115 = distinct !DILexicalBlock(scope: !113, file: !3, line: 32, column: 5)
!116 = !DILocation(line: 33, column: 34, scope: !115)
!117 = !DILocation(line: 33, column: 17, scope: !115)
!118 = !DILocation(line: 33, column: 39, scope: !115)
!119 = !DILocation(line: 33, column: 7, scope: !115)
!120 = !DILocation(line: 33, column: 15, scope: !115)
!121 = !DILocation(line: 32, column: 25, scope: !115)
!122 = !DILocation(line: 32, column: 19, scope: !115)
!123 = distinct !{!123, !112, !124, !54}
!124 = !DILocation(line: 33, column: 41, scope: !113)
!125 = !DILocation(line: 35, column: 3, scope: !79)
!126 = !DILocation(line: 36, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !79, file: !3, line: 36, column: 3)
!128 = !DILocation(line: 37, column: 10, scope: !129)
!129 = distinct !DILexicalBlock(scope: !127, file: !3, line: 36, column: 3)
!130 = !DILocation(line: 37, column: 18, scope: !129)
!131 = !DILocation(line: 37, column: 16, scope: !129)
!132 = !DILocation(line: 37, column: 7, scope: !129)
!133 = !DILocation(line: 36, column: 23, scope: !129)
!134 = !DILocation(line: 36, column: 17, scope: !129)
!135 = distinct !{!135, !126, !136, !54}
!136 = !DILocation(line: 37, column: 22, scope: !127)
!137 = !DILocation(line: 38, column: 12, scope: !79)
!138 = !DILocation(line: 39, column: 3, scope: !79)
