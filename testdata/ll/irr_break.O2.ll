; ModuleID = 'irr_break.c'
source_filename = "irr_break.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [512 x i32] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !23 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 -1, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !31
  br label %vector.body, !dbg !32

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !34
  %vec.ind113 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %entry ], [ %vec.ind.next116, %vector.body ], !dbg !36
  %0 = mul <4 x i16> %vec.ind113, <i16 11, i16 11, i16 11, i16 11>, !dbg !36
  %1 = mul <4 x i16> %vec.ind113, <i16 11, i16 11, i16 11, i16 11>, !dbg !36
  %2 = add <4 x i16> %1, <i16 44, i16 44, i16 44, i16 44>, !dbg !36
  %3 = urem <4 x i16> %0, <i16 97, i16 97, i16 97, i16 97>, !dbg !36
  %4 = urem <4 x i16> %2, <i16 97, i16 97, i16 97, i16 97>, !dbg !36
  %5 = zext <4 x i16> %3 to <4 x i32>, !dbg !36
  %6 = zext <4 x i16> %4 to <4 x i32>, !dbg !36
  %7 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %index, !dbg !34
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !37
  store <4 x i32> %5, <4 x i32>* %8, align 16, !dbg !37, !tbaa !38
  %9 = getelementptr inbounds i32, i32* %7, i64 4, !dbg !37
  %10 = bitcast i32* %9 to <4 x i32>*, !dbg !37
  store <4 x i32> %6, <4 x i32>* %10, align 16, !dbg !37, !tbaa !38
  %index.next = add nuw i64 %index, 8, !dbg !34
  %vec.ind.next116 = add <4 x i16> %vec.ind113, <i16 8, i16 8, i16 8, i16 8>, !dbg !36
  %11 = icmp eq i64 %index.next, 512, !dbg !34
  br i1 %11, label %for.body3, label %vector.body, !dbg !34, !llvm.loop !42

for.body3:                                        ; preds = %vector.body, %for.inc11.1
  %indvars.iv90 = phi i64 [ %indvars.iv.next91.1, %for.inc11.1 ], [ 0, %vector.body ]
  %s.083 = phi i32 [ %s.1.1, %for.inc11.1 ], [ 0, %vector.body ]
  call void @llvm.dbg.value(metadata i32 %s.083, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv90, metadata !27, metadata !DIExpression()), !dbg !31
  %arrayidx7 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %indvars.iv90, !dbg !46
  %12 = load i32, i32* %arrayidx7, align 8, !dbg !46, !tbaa !38
  %add = add nsw i32 %12, %s.083, !dbg !50
  call void @llvm.dbg.value(metadata i32 %add, metadata !29, metadata !DIExpression()), !dbg !31
  %cmp8 = icmp eq i64 %indvars.iv90, 200, !dbg !51
  br i1 %cmp8, label %for.end13, label %for.inc11, !dbg !53

for.inc11:                                        ; preds = %for.body3
  call void @llvm.dbg.value(metadata i32 %add, metadata !29, metadata !DIExpression()), !dbg !31
  %indvars.iv.next91 = or i64 %indvars.iv90, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %add, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91, metadata !27, metadata !DIExpression()), !dbg !31
  %rem4108.1 = and i64 %indvars.iv.next91, 3, !dbg !55
  %cmp5.1 = icmp eq i64 %rem4108.1, 3, !dbg !55
  br i1 %cmp5.1, label %for.inc11.1, label %if.end.1, !dbg !57

if.end.1:                                         ; preds = %for.inc11
  %arrayidx7.1 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %indvars.iv.next91, !dbg !46
  %13 = load i32, i32* %arrayidx7.1, align 4, !dbg !46, !tbaa !38
  %add.1 = add nsw i32 %13, %add, !dbg !50
  call void @llvm.dbg.value(metadata i32 %add.1, metadata !29, metadata !DIExpression()), !dbg !31
  br label %for.inc11.1, !dbg !53

for.inc11.1:                                      ; preds = %if.end.1, %for.inc11
  %s.1.1 = phi i32 [ %add, %for.inc11 ], [ %add.1, %if.end.1 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %s.1.1, metadata !29, metadata !DIExpression()), !dbg !31
  %indvars.iv.next91.1 = add nuw nsw i64 %indvars.iv90, 2, !dbg !54
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next91.1, metadata !27, metadata !DIExpression()), !dbg !31
  %exitcond93.not.1 = icmp eq i64 %indvars.iv.next91.1, 512, !dbg !58
  br i1 %exitcond93.not.1, label %for.end13, label %for.body3, !dbg !59, !llvm.loop !60

for.end13:                                        ; preds = %for.inc11.1, %for.body3
  %s.2 = phi i32 [ %add, %for.body3 ], [ %s.1.1, %for.inc11.1 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %s.2, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !31
  br label %for.body16, !dbg !62

for.body16:                                       ; preds = %for.inc22.3, %for.end13
  %indvars.iv94 = phi i64 [ 0, %for.end13 ], [ %indvars.iv.next95.3, %for.inc22.3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv94, metadata !27, metadata !DIExpression()), !dbg !31
  %arrayidx18 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %indvars.iv94, !dbg !64
  %14 = load i32, i32* %arrayidx18, align 16, !dbg !64, !tbaa !38
  %cmp19 = icmp eq i32 %14, 77, !dbg !68
  br i1 %cmp19, label %for.end24.split.loop.exit, label %for.inc22, !dbg !69

for.inc22:                                        ; preds = %for.body16
  %indvars.iv.next95 = or i64 %indvars.iv94, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95, metadata !27, metadata !DIExpression()), !dbg !31
  %arrayidx18.1 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %indvars.iv.next95, !dbg !64
  %15 = load i32, i32* %arrayidx18.1, align 4, !dbg !64, !tbaa !38
  %cmp19.1 = icmp eq i32 %15, 77, !dbg !68
  br i1 %cmp19.1, label %for.end24.split.loop.exit, label %for.inc22.1, !dbg !69

for.inc22.1:                                      ; preds = %for.inc22
  %indvars.iv.next95.1 = or i64 %indvars.iv94, 2, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.1, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.1, metadata !27, metadata !DIExpression()), !dbg !31
  %arrayidx18.2 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %indvars.iv.next95.1, !dbg !64
  %16 = load i32, i32* %arrayidx18.2, align 8, !dbg !64, !tbaa !38
  %cmp19.2 = icmp eq i32 %16, 77, !dbg !68
  br i1 %cmp19.2, label %for.end24.split.loop.exit, label %for.inc22.2, !dbg !69

for.inc22.2:                                      ; preds = %for.inc22.1
  %indvars.iv.next95.2 = or i64 %indvars.iv94, 3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.2, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.2, metadata !27, metadata !DIExpression()), !dbg !31
  %arrayidx18.3 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %indvars.iv.next95.2, !dbg !64
  %17 = load i32, i32* %arrayidx18.3, align 4, !dbg !64, !tbaa !38
  %cmp19.3 = icmp eq i32 %17, 77, !dbg !68
  br i1 %cmp19.3, label %for.end24.split.loop.exit, label %for.inc22.3, !dbg !69

for.inc22.3:                                      ; preds = %for.inc22.2
  %indvars.iv.next95.3 = add nuw nsw i64 %indvars.iv94, 4, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next95.3, metadata !27, metadata !DIExpression()), !dbg !31
  %exitcond97.not.3 = icmp eq i64 %indvars.iv.next95.3, 512, !dbg !71
  br i1 %exitcond97.not.3, label %for.end24, label %for.body16, !dbg !62, !llvm.loop !72

for.end24.split.loop.exit:                        ; preds = %for.inc22.2, %for.inc22.1, %for.inc22, %for.body16
  %indvars.iv94.lcssa = phi i64 [ %indvars.iv94, %for.body16 ], [ %indvars.iv.next95, %for.inc22 ], [ %indvars.iv.next95.1, %for.inc22.1 ], [ %indvars.iv.next95.2, %for.inc22.2 ]
  %18 = trunc i64 %indvars.iv94.lcssa to i32, !dbg !69
  br label %for.end24, !dbg !74

for.end24:                                        ; preds = %for.inc22.3, %for.end24.split.loop.exit
  %pos.0 = phi i32 [ %18, %for.end24.split.loop.exit ], [ -1, %for.inc22.3 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %pos.0, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %s.2, metadata !29, metadata !DIExpression()), !dbg !31
  br label %for.cond28.preheader, !dbg !74

for.cond28.preheader:                             ; preds = %for.cond28.preheader, %for.end24
  %indvars.iv104 = phi i32 [ -1, %for.end24 ], [ %indvars.iv.next105.1, %for.cond28.preheader ]
  %indvars.iv102 = phi i33 [ 0, %for.end24 ], [ %indvars.iv.next103.1, %for.cond28.preheader ]
  %indvars.iv100 = phi i32 [ 0, %for.end24 ], [ %indvars.iv.next101.1, %for.cond28.preheader ]
  %indvars.iv98 = phi i32 [ 1, %for.end24 ], [ %indvars.iv.next99.1, %for.cond28.preheader ]
  %s.388 = phi i32 [ %s.2, %for.end24 ], [ %30, %for.cond28.preheader ]
  call void @llvm.dbg.value(metadata i32 %s.388, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i33 %indvars.iv102, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 %s.388, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %19 = zext i32 %indvars.iv104 to i33, !dbg !76
  %20 = mul i33 %indvars.iv102, %19, !dbg !76
  %21 = lshr exact i33 %20, 1, !dbg !76
  %22 = trunc i33 %21 to i32, !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !31
  %23 = add i32 %s.388, %indvars.iv100, !dbg !76
  %indvars.iv.next103 = or i33 %indvars.iv102, 1, !dbg !74
  call void @llvm.dbg.value(metadata !DIArgList(i32 %23, i32 %22), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i33 %indvars.iv.next103, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  %indvars.iv.next99 = add nuw nsw i32 %indvars.iv98, 2, !dbg !74
  %indvars.iv.next101 = add i32 %indvars.iv100, %indvars.iv98, !dbg !74
  %indvars.iv.next105 = add nsw i32 %indvars.iv104, 1, !dbg !74
  call void @llvm.dbg.value(metadata !DIArgList(i32 %23, i32 %22), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i33 %indvars.iv.next103, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata !DIArgList(i32 %23, i32 %22), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %24 = zext i32 %indvars.iv.next105 to i33, !dbg !76
  %25 = mul i33 %indvars.iv.next103, %24, !dbg !76
  %26 = lshr i33 %25, 1, !dbg !76
  %27 = trunc i33 %26 to i32, !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !31
  %28 = add i32 %23, %indvars.iv.next101, !dbg !76
  %29 = add i32 %22, %27, !dbg !76
  %30 = sub i32 %28, %29, !dbg !76
  %indvars.iv.next103.1 = add nuw nsw i33 %indvars.iv102, 2, !dbg !74
  call void @llvm.dbg.value(metadata i32 %30, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i33 %indvars.iv.next103.1, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  %indvars.iv.next99.1 = add nuw nsw i32 %indvars.iv98, 4, !dbg !74
  %indvars.iv.next101.1 = add i32 %indvars.iv.next101, %indvars.iv.next99, !dbg !74
  %indvars.iv.next105.1 = add nsw i32 %indvars.iv104, 2, !dbg !74
  %exitcond107.not.1 = icmp eq i32 %indvars.iv.next105.1, 31, !dbg !79
  br i1 %exitcond107.not.1, label %for.end48, label %for.cond28.preheader, !dbg !74, !llvm.loop !80

for.end48:                                        ; preds = %for.cond28.preheader
  %add49 = add nsw i32 %30, %pos.0, !dbg !82
  store i32 %add49, i32* @checksum, align 4, !dbg !83, !tbaa !38
  ret i32 0, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_break.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32768, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 512)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!8}
!26 = !{!27, !28, !29, !30}
!27 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !8)
!28 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 15, type: !8)
!29 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 15, type: !8)
!30 = !DILocalVariable(name: "pos", scope: !23, file: !3, line: 15, type: !8)
!31 = !DILocation(line: 0, scope: !23)
!32 = !DILocation(line: 16, column: 3, scope: !33)
!33 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!34 = !DILocation(line: 16, column: 23, scope: !35)
!35 = distinct !DILexicalBlock(scope: !33, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 17, column: 21, scope: !35)
!37 = !DILocation(line: 17, column: 10, scope: !35)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !{!42, !32, !43, !44, !45}
!43 = !DILocation(line: 17, column: 23, scope: !33)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.isvectorized", i32 1}
!46 = !DILocation(line: 21, column: 10, scope: !47)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 18, column: 27)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 18, column: 3)
!49 = distinct !DILexicalBlock(scope: !23, file: !3, line: 18, column: 3)
!50 = !DILocation(line: 21, column: 7, scope: !47)
!51 = !DILocation(line: 22, column: 11, scope: !52)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 9)
!53 = !DILocation(line: 22, column: 9, scope: !47)
!54 = !DILocation(line: 18, column: 23, scope: !48)
!55 = !DILocation(line: 19, column: 15, scope: !56)
!56 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 9)
!57 = !DILocation(line: 19, column: 9, scope: !47)
!58 = !DILocation(line: 18, column: 17, scope: !48)
!59 = !DILocation(line: 18, column: 3, scope: !49)
!60 = distinct !{!60, !59, !61, !44}
!61 = !DILocation(line: 24, column: 3, scope: !49)
!62 = !DILocation(line: 25, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !23, file: !3, line: 25, column: 3)
!64 = !DILocation(line: 26, column: 9, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 26, column: 9)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 25, column: 27)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 25, column: 3)
!68 = !DILocation(line: 26, column: 14, scope: !65)
!69 = !DILocation(line: 26, column: 9, scope: !66)
!70 = !DILocation(line: 25, column: 23, scope: !67)
!71 = !DILocation(line: 25, column: 17, scope: !67)
!72 = distinct !{!72, !62, !73, !44}
!73 = !DILocation(line: 30, column: 3, scope: !63)
!74 = !DILocation(line: 31, column: 3, scope: !75)
!75 = distinct !DILexicalBlock(scope: !23, file: !3, line: 31, column: 3)
!76 = !DILocation(line: 32, column: 5, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 32, column: 5)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 31, column: 3)
!79 = !DILocation(line: 31, column: 17, scope: !78)
!80 = distinct !{!80, !74, !81, !44}
!81 = !DILocation(line: 37, column: 5, scope: !75)
!82 = !DILocation(line: 38, column: 16, scope: !23)
!83 = !DILocation(line: 38, column: 12, scope: !23)
!84 = !DILocation(line: 39, column: 3, scope: !23)
