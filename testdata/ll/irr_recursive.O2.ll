; ModuleID = 'irr_recursive.c'
source_filename = "irr_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fact_arg = dso_local local_unnamed_addr global i32 10, align 4, !dbg !0
@A = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !22 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  br label %for.body, !dbg !28

for.body:                                         ; preds = %for.body, %entry
  %indvars.iv = phi i64 [ 0, %entry ], [ %indvars.iv.next.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !26, metadata !DIExpression()), !dbg !27
  %rem.lhs.trunc = trunc i64 %indvars.iv to i8, !dbg !30
  %rem7 = urem i8 %rem.lhs.trunc, 6, !dbg !30
  %conv = uitofp i8 %rem7 to double, !dbg !32
  %arrayidx = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv, !dbg !33
  store double %conv, double* %arrayidx, align 16, !dbg !34, !tbaa !35
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !39
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !26, metadata !DIExpression()), !dbg !27
  %rem.lhs.trunc.1 = trunc i64 %indvars.iv.next to i8, !dbg !30
  %rem7.1 = urem i8 %rem.lhs.trunc.1, 6, !dbg !30
  %conv.1 = uitofp i8 %rem7.1 to double, !dbg !32
  %arrayidx.1 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv.next, !dbg !33
  store double %conv.1, double* %arrayidx.1, align 8, !dbg !34, !tbaa !35
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !39
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !26, metadata !DIExpression()), !dbg !27
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 256, !dbg !40
  br i1 %exitcond.not.1, label %for.end, label %for.body, !dbg !28, !llvm.loop !41

for.end:                                          ; preds = %for.body
  %0 = load i32, i32* @fact_arg, align 4, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i32 %0, metadata !47, metadata !DIExpression()), !dbg !53
  %cmp4.i = icmp slt i32 %0, 2, !dbg !55
  br i1 %cmp4.i, label %factorial.exit, label %if.end.preheader.i, !dbg !57

if.end.preheader.i:                               ; preds = %for.end
  %1 = zext i32 %0 to i64, !dbg !57
  br label %if.end.i, !dbg !57

if.end.i:                                         ; preds = %if.end.i, %if.end.preheader.i
  %indvars.iv.i = phi i64 [ %1, %if.end.preheader.i ], [ %indvars.iv.next.i, %if.end.i ]
  %accumulator.tr5.i = phi i64 [ 1, %if.end.preheader.i ], [ %mul.i, %if.end.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !47, metadata !DIExpression()), !dbg !53
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, -1, !dbg !58
  %mul.i = mul nsw i64 %accumulator.tr5.i, %indvars.iv.i, !dbg !59
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !47, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !53
  %cmp.i = icmp ult i64 %indvars.iv.i, 3, !dbg !55
  br i1 %cmp.i, label %factorial.exit.loopexit, label %if.end.i, !dbg !57

factorial.exit.loopexit:                          ; preds = %if.end.i
  %phi.cast = sitofp i64 %mul.i to double, !dbg !60
  br label %factorial.exit, !dbg !60

factorial.exit:                                   ; preds = %factorial.exit.loopexit, %for.end
  %accumulator.tr.lcssa.i = phi double [ 1.000000e+00, %for.end ], [ %phi.cast, %factorial.exit.loopexit ]
  %call2 = tail call fastcc double @tree_sum(i32 noundef 0, i32 noundef 256), !dbg !61
  %add = fadd double %call2, %accumulator.tr.lcssa.i, !dbg !62
  store double %add, double* @checksum, align 8, !dbg !63, !tbaa !35
  ret i32 0, !dbg !64
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc double @tree_sum(i32 noundef %lo, i32 noundef %hi) unnamed_addr #1 !dbg !65 {
entry:
  call void @llvm.dbg.value(metadata i32 %lo, metadata !72, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %hi, metadata !73, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !76, metadata !DIExpression()), !dbg !77
  %sub = sub nsw i32 %hi, %lo, !dbg !78
  %cmp = icmp slt i32 %sub, 9, !dbg !80
  br i1 %cmp, label %for.cond.preheader, label %if.end, !dbg !81

for.cond.preheader:                               ; preds = %entry
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %lo, metadata !74, metadata !DIExpression()), !dbg !77
  %cmp12 = icmp sgt i32 %hi, %lo, !dbg !82
  br i1 %cmp12, label %for.body.preheader, label %common.ret, !dbg !86

for.body.preheader:                               ; preds = %for.cond.preheader
  %0 = sext i32 %lo to i64, !dbg !86
  %wide.trip.count = sext i32 %hi to i64, !dbg !82
  %1 = sub nsw i64 %wide.trip.count, %0, !dbg !86
  %2 = xor i64 %0, -1, !dbg !86
  %3 = add nsw i64 %2, %wide.trip.count, !dbg !86
  %xtraiter = and i64 %1, 3, !dbg !86
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !86
  br i1 %lcmp.mod.not, label %for.body.prol.loopexit, label %for.body.prol, !dbg !86

for.body.prol:                                    ; preds = %for.body.preheader, %for.body.prol
  %indvars.iv.prol = phi i64 [ %indvars.iv.next.prol, %for.body.prol ], [ %0, %for.body.preheader ]
  %s.04.prol = phi double [ %add.prol, %for.body.prol ], [ 0.000000e+00, %for.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body.prol ], [ 0, %for.body.preheader ]
  call void @llvm.dbg.value(metadata double %s.04.prol, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.prol, metadata !74, metadata !DIExpression()), !dbg !77
  %arrayidx.prol = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv.prol, !dbg !87
  %4 = load double, double* %arrayidx.prol, align 8, !dbg !87, !tbaa !35
  %add.prol = fadd double %s.04.prol, %4, !dbg !88
  call void @llvm.dbg.value(metadata double %add.prol, metadata !76, metadata !DIExpression()), !dbg !77
  %indvars.iv.next.prol = add nsw i64 %indvars.iv.prol, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.prol, metadata !74, metadata !DIExpression()), !dbg !77
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !86
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter, !dbg !86
  br i1 %prol.iter.cmp.not, label %for.body.prol.loopexit, label %for.body.prol, !dbg !86, !llvm.loop !90

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %add.lcssa.unr = phi double [ undef, %for.body.preheader ], [ %add.prol, %for.body.prol ]
  %indvars.iv.unr = phi i64 [ %0, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %s.04.unr = phi double [ 0.000000e+00, %for.body.preheader ], [ %add.prol, %for.body.prol ]
  %5 = icmp ult i64 %3, 3, !dbg !86
  br i1 %5, label %common.ret, label %for.body, !dbg !86

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.3, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  %s.04 = phi double [ %add.3, %for.body ], [ %s.04.unr, %for.body.prol.loopexit ]
  call void @llvm.dbg.value(metadata double %s.04, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !74, metadata !DIExpression()), !dbg !77
  %arrayidx = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv, !dbg !87
  %6 = load double, double* %arrayidx, align 8, !dbg !87, !tbaa !35
  %add = fadd double %s.04, %6, !dbg !88
  call void @llvm.dbg.value(metadata double %add, metadata !76, metadata !DIExpression()), !dbg !77
  %indvars.iv.next = add nsw i64 %indvars.iv, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %add, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !74, metadata !DIExpression()), !dbg !77
  %arrayidx.1 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv.next, !dbg !87
  %7 = load double, double* %arrayidx.1, align 8, !dbg !87, !tbaa !35
  %add.1 = fadd double %add, %7, !dbg !88
  call void @llvm.dbg.value(metadata double %add.1, metadata !76, metadata !DIExpression()), !dbg !77
  %indvars.iv.next.1 = add nsw i64 %indvars.iv, 2, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %add.1, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !74, metadata !DIExpression()), !dbg !77
  %arrayidx.2 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv.next.1, !dbg !87
  %8 = load double, double* %arrayidx.2, align 8, !dbg !87, !tbaa !35
  %add.2 = fadd double %add.1, %8, !dbg !88
  call void @llvm.dbg.value(metadata double %add.2, metadata !76, metadata !DIExpression()), !dbg !77
  %indvars.iv.next.2 = add nsw i64 %indvars.iv, 3, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %add.2, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !74, metadata !DIExpression()), !dbg !77
  %arrayidx.3 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %indvars.iv.next.2, !dbg !87
  %9 = load double, double* %arrayidx.3, align 8, !dbg !87, !tbaa !35
  %add.3 = fadd double %add.2, %9, !dbg !88
  call void @llvm.dbg.value(metadata double %add.3, metadata !76, metadata !DIExpression()), !dbg !77
  %indvars.iv.next.3 = add nsw i64 %indvars.iv, 4, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.3, metadata !74, metadata !DIExpression()), !dbg !77
  %exitcond.not.3 = icmp eq i64 %indvars.iv.next.3, %wide.trip.count, !dbg !82
  br i1 %exitcond.not.3, label %common.ret, label %for.body, !dbg !86, !llvm.loop !92

common.ret:                                       ; preds = %for.body.prol.loopexit, %for.body, %for.cond.preheader, %if.end
  %common.ret.op = phi double [ %add5, %if.end ], [ 0.000000e+00, %for.cond.preheader ], [ %add.lcssa.unr, %for.body.prol.loopexit ], [ %add.3, %for.body ]
  ret double %common.ret.op, !dbg !94

if.end:                                           ; preds = %entry
  %div1 = lshr i32 %sub, 1, !dbg !95
  %add3 = add nsw i32 %div1, %lo, !dbg !96
  call void @llvm.dbg.value(metadata i32 %add3, metadata !75, metadata !DIExpression()), !dbg !77
  %call = tail call fastcc double @tree_sum(i32 noundef %lo, i32 noundef %add3), !dbg !97
  %call4 = tail call fastcc double @tree_sum(i32 noundef %add3, i32 noundef %hi), !dbg !98
  %add5 = fadd double %call, %call4, !dbg !99
  br label %common.ret
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "fact_arg", scope: !2, file: !3, line: 8, type: !14, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_recursive.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 256)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{i32 7, !"Dwarf Version", i32 4}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !23, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{!14}
!25 = !{!26}
!26 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 34, type: !14)
!27 = !DILocation(line: 0, scope: !22)
!28 = !DILocation(line: 35, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !22, file: !3, line: 35, column: 3)
!30 = !DILocation(line: 36, column: 23, scope: !31)
!31 = distinct !DILexicalBlock(scope: !29, file: !3, line: 35, column: 3)
!32 = !DILocation(line: 36, column: 12, scope: !31)
!33 = !DILocation(line: 36, column: 5, scope: !31)
!34 = !DILocation(line: 36, column: 10, scope: !31)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 35, column: 23, scope: !31)
!40 = !DILocation(line: 35, column: 17, scope: !31)
!41 = distinct !{!41, !28, !42, !43}
!42 = !DILocation(line: 36, column: 26, scope: !29)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 37, column: 32, scope: !22)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !37, i64 0}
!47 = !DILocalVariable(name: "n", arg: 1, scope: !48, file: !3, line: 12, type: !14)
!48 = distinct !DISubprogram(name: "factorial", scope: !3, file: !3, line: 12, type: !49, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !14}
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !{!47}
!53 = !DILocation(line: 0, scope: !48, inlinedAt: !54)
!54 = distinct !DILocation(line: 37, column: 22, scope: !22)
!55 = !DILocation(line: 14, column: 9, scope: !56, inlinedAt: !54)
!56 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 7)
!57 = !DILocation(line: 14, column: 7, scope: !48, inlinedAt: !54)
!58 = !DILocation(line: 16, column: 26, scope: !48, inlinedAt: !54)
!59 = !DILocation(line: 16, column: 12, scope: !48, inlinedAt: !54)
!60 = !DILocation(line: 37, column: 14, scope: !22)
!61 = !DILocation(line: 37, column: 44, scope: !22)
!62 = !DILocation(line: 37, column: 42, scope: !22)
!63 = !DILocation(line: 37, column: 12, scope: !22)
!64 = !DILocation(line: 38, column: 3, scope: !22)
!65 = distinct !DISubprogram(name: "tree_sum", scope: !3, file: !3, line: 19, type: !66, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!66 = !DISubroutineType(types: !67)
!67 = !{!5, !68, !14, !14}
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!70 = !{!71, !72, !73, !74, !75, !76}
!71 = !DILocalVariable(name: "a", arg: 1, scope: !65, file: !3, line: 19, type: !68)
!72 = !DILocalVariable(name: "lo", arg: 2, scope: !65, file: !3, line: 19, type: !14)
!73 = !DILocalVariable(name: "hi", arg: 3, scope: !65, file: !3, line: 19, type: !14)
!74 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 21, type: !14)
!75 = !DILocalVariable(name: "mid", scope: !65, file: !3, line: 21, type: !14)
!76 = !DILocalVariable(name: "s", scope: !65, file: !3, line: 22, type: !5)
!77 = !DILocation(line: 0, scope: !65)
!78 = !DILocation(line: 23, column: 10, scope: !79)
!79 = distinct !DILexicalBlock(scope: !65, file: !3, line: 23, column: 7)
!80 = !DILocation(line: 23, column: 15, scope: !79)
!81 = !DILocation(line: 23, column: 7, scope: !65)
!82 = !DILocation(line: 24, column: 20, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 24, column: 5)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 5)
!85 = distinct !DILexicalBlock(scope: !79, file: !3, line: 23, column: 24)
!86 = !DILocation(line: 24, column: 5, scope: !84)
!87 = !DILocation(line: 25, column: 12, scope: !83)
!88 = !DILocation(line: 25, column: 9, scope: !83)
!89 = !DILocation(line: 24, column: 27, scope: !83)
!90 = distinct !{!90, !91}
!91 = !{!"llvm.loop.unroll.disable"}
!92 = distinct !{!92, !86, !93, !43}
!93 = !DILocation(line: 25, column: 15, scope: !84)
!94 = !DILocation(line: 30, column: 1, scope: !65)
!95 = !DILocation(line: 28, column: 24, scope: !65)
!96 = !DILocation(line: 28, column: 12, scope: !65)
!97 = !DILocation(line: 29, column: 10, scope: !65)
!98 = !DILocation(line: 29, column: 33, scope: !65)
!99 = !DILocation(line: 29, column: 31, scope: !65)
