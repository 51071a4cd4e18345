; ModuleID = 'irr_datadep.c'
source_filename = "irr_datadep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@start_value = dso_local local_unnamed_addr global i32 1000000, align 4, !dbg !0
@collatz_start = dso_local local_unnamed_addr global i32 27, align 4, !dbg !5
@Log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !8
@A = internal unnamed_addr global [128 x i32] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !27 {
entry:
  %0 = load i32, i32* @start_value, align 4, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  %1 = load i32, i32* @collatz_start, align 4, !dbg !43, !tbaa !38
  call void @llvm.dbg.value(metadata i32 %1, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !42
  %cmp51 = icmp sgt i32 %0, 1, !dbg !44
  br i1 %cmp51, label %while.body, label %while.cond1.preheader, !dbg !45

while.cond1.preheader.loopexit:                   ; preds = %while.body
  %sext = shl i64 %indvars.iv, 32, !dbg !46
  %phi.cast = ashr exact i64 %sext, 32, !dbg !46
  br label %while.cond1.preheader, !dbg !46

while.cond1.preheader:                            ; preds = %while.cond1.preheader.loopexit, %entry
  %steps.0.lcssa = phi i64 [ -1, %entry ], [ %phi.cast, %while.cond1.preheader.loopexit ]
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %1, metadata !33, metadata !DIExpression()), !dbg !42
  %cmp2.not54 = icmp eq i32 %1, 1, !dbg !46
  br i1 %cmp2.not54, label %for.cond.preheader, label %while.body3, !dbg !47

while.body:                                       ; preds = %entry, %while.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %while.body ], [ 0, %entry ]
  %x.052 = phi i32 [ %div49, %while.body ], [ %0, %entry ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %x.052, metadata !31, metadata !DIExpression()), !dbg !42
  %div49 = lshr i32 %x.052, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %div49, metadata !31, metadata !DIExpression()), !dbg !42
  %arrayidx = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %indvars.iv, !dbg !50
  store i32 %div49, i32* %arrayidx, align 4, !dbg !51, !tbaa !38
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !52
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !42
  %cmp = icmp ugt i32 %x.052, 3, !dbg !44
  br i1 %cmp, label %while.body, label %while.cond1.preheader.loopexit, !dbg !45, !llvm.loop !53

for.cond.preheader:                               ; preds = %if.end, %while.cond1.preheader
  %count.0.lcssa = phi i32 [ 0, %while.cond1.preheader ], [ %inc5, %if.end ], !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !42
  br label %for.body, !dbg !56

while.body3:                                      ; preds = %while.cond1.preheader, %if.end
  %count.056 = phi i32 [ %inc5, %if.end ], [ 0, %while.cond1.preheader ]
  %n.055 = phi i32 [ %n.1, %if.end ], [ %1, %while.cond1.preheader ]
  call void @llvm.dbg.value(metadata i32 %count.056, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %n.055, metadata !33, metadata !DIExpression()), !dbg !42
  %2 = and i32 %n.055, 1, !dbg !58
  %tobool.not = icmp eq i32 %2, 0, !dbg !58
  br i1 %tobool.not, label %if.else, label %if.then, !dbg !61

if.then:                                          ; preds = %while.body3
  %mul = mul nsw i32 %n.055, 3, !dbg !62
  %add = add nsw i32 %mul, 1, !dbg !63
  call void @llvm.dbg.value(metadata i32 %add, metadata !33, metadata !DIExpression()), !dbg !42
  br label %if.end, !dbg !64

if.else:                                          ; preds = %while.body3
  %div4 = sdiv i32 %n.055, 2, !dbg !65
  call void @llvm.dbg.value(metadata i32 %div4, metadata !33, metadata !DIExpression()), !dbg !42
  br label %if.end

if.end:                                           ; preds = %if.else, %if.then
  %n.1 = phi i32 [ %add, %if.then ], [ %div4, %if.else ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %n.1, metadata !33, metadata !DIExpression()), !dbg !42
  %inc5 = add nuw nsw i32 %count.056, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %inc5, metadata !34, metadata !DIExpression()), !dbg !42
  %cmp2.not = icmp eq i32 %n.1, 1, !dbg !46
  br i1 %cmp2.not, label %for.cond.preheader, label %while.body3, !dbg !47, !llvm.loop !68

while.cond13.preheader:                           ; preds = %for.body
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !42
  %3 = load i32, i32* getelementptr inbounds ([128 x i32], [128 x i32]* @A, i64 0, i64 0), align 16, !dbg !70, !tbaa !38
  %cmp1659 = icmp sgt i32 %3, -1, !dbg !71
  br i1 %cmp1659, label %while.body17, label %while.end22, !dbg !72

for.body:                                         ; preds = %for.body, %for.cond.preheader
  %indvars.iv64 = phi i64 [ 0, %for.cond.preheader ], [ %indvars.iv.next65.1, %for.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !35, metadata !DIExpression()), !dbg !42
  %cmp8 = icmp eq i64 %indvars.iv64, 90, !dbg !73
  %rem9.lhs.trunc = trunc i64 %indvars.iv64 to i8, !dbg !75
  %rem950 = urem i8 %rem9.lhs.trunc, 10, !dbg !75
  %rem9.zext = zext i8 %rem950 to i32, !dbg !75
  %cond = select i1 %cmp8, i32 -1, i32 %rem9.zext, !dbg !75
  %arrayidx11 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %indvars.iv64, !dbg !76
  store i32 %cond, i32* %arrayidx11, align 8, !dbg !77, !tbaa !38
  %indvars.iv.next65 = or i64 %indvars.iv64, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !35, metadata !DIExpression()), !dbg !42
  %rem9.lhs.trunc.1 = trunc i64 %indvars.iv.next65 to i8, !dbg !75
  %rem950.1 = urem i8 %rem9.lhs.trunc.1, 10, !dbg !75
  %rem9.zext.1 = zext i8 %rem950.1 to i32, !dbg !75
  %arrayidx11.1 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %indvars.iv.next65, !dbg !76
  store i32 %rem9.zext.1, i32* %arrayidx11.1, align 4, !dbg !77, !tbaa !38
  %indvars.iv.next65.1 = add nuw nsw i64 %indvars.iv64, 2, !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65.1, metadata !35, metadata !DIExpression()), !dbg !42
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next65.1, 128, !dbg !79
  br i1 %exitcond.not.1, label %while.cond13.preheader, label %for.body, !dbg !56, !llvm.loop !80

while.body17:                                     ; preds = %while.cond13.preheader, %while.body17
  %indvars.iv67 = phi i64 [ %indvars.iv.next68, %while.body17 ], [ 0, %while.cond13.preheader ]
  %4 = phi i32 [ %5, %while.body17 ], [ %3, %while.cond13.preheader ]
  %s.061 = phi i32 [ %add20, %while.body17 ], [ 0, %while.cond13.preheader ]
  call void @llvm.dbg.value(metadata i32 %s.061, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv67, metadata !35, metadata !DIExpression()), !dbg !42
  %add20 = add nsw i32 %4, %s.061, !dbg !82
  call void @llvm.dbg.value(metadata i32 %add20, metadata !36, metadata !DIExpression()), !dbg !42
  %indvars.iv.next68 = add nuw nsw i64 %indvars.iv67, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next68, metadata !35, metadata !DIExpression()), !dbg !42
  %arrayidx15 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %indvars.iv.next68, !dbg !70
  %5 = load i32, i32* %arrayidx15, align 4, !dbg !70, !tbaa !38
  %cmp16 = icmp sgt i32 %5, -1, !dbg !71
  br i1 %cmp16, label %while.body17, label %while.end22, !dbg !72, !llvm.loop !85

while.end22:                                      ; preds = %while.body17, %while.cond13.preheader
  %s.0.lcssa = phi i32 [ 0, %while.cond13.preheader ], [ %add20, %while.body17 ], !dbg !42
  %add23 = add nsw i32 %s.0.lcssa, %count.0.lcssa, !dbg !87
  %arrayidx25 = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %steps.0.lcssa, !dbg !88
  %6 = load i32, i32* %arrayidx25, align 4, !dbg !88, !tbaa !38
  %add26 = add nsw i32 %add23, %6, !dbg !89
  store i32 %add26, i32* @checksum, align 4, !dbg !90, !tbaa !38
  ret i32 0, !dbg !91
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start_value", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_datadep.c", directory: ".")
!4 = !{!0, !5, !8, !13, !18}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "collatz_start", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "Log", scope: !2, file: !3, line: 11, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 128)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !28, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!7}
!30 = !{!31, !32, !33, !34, !35, !36}
!31 = !DILocalVariable(name: "x", scope: !27, file: !3, line: 17, type: !7)
!32 = !DILocalVariable(name: "steps", scope: !27, file: !3, line: 17, type: !7)
!33 = !DILocalVariable(name: "n", scope: !27, file: !3, line: 17, type: !7)
!34 = !DILocalVariable(name: "count", scope: !27, file: !3, line: 17, type: !7)
!35 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 17, type: !7)
!36 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 17, type: !7)
!37 = !DILocation(line: 17, column: 11, scope: !27)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 0, scope: !27)
!43 = !DILocation(line: 17, column: 39, scope: !27)
!44 = !DILocation(line: 18, column: 12, scope: !27)
!45 = !DILocation(line: 18, column: 3, scope: !27)
!46 = !DILocation(line: 23, column: 12, scope: !27)
!47 = !DILocation(line: 23, column: 3, scope: !27)
!48 = !DILocation(line: 19, column: 11, scope: !49)
!49 = distinct !DILexicalBlock(scope: !27, file: !3, line: 18, column: 17)
!50 = !DILocation(line: 20, column: 5, scope: !49)
!51 = !DILocation(line: 20, column: 16, scope: !49)
!52 = !DILocation(line: 21, column: 10, scope: !49)
!53 = distinct !{!53, !45, !54, !55}
!54 = !DILocation(line: 22, column: 3, scope: !27)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 30, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !27, file: !3, line: 30, column: 3)
!58 = !DILocation(line: 24, column: 11, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 24, column: 9)
!60 = distinct !DILexicalBlock(scope: !27, file: !3, line: 23, column: 18)
!61 = !DILocation(line: 24, column: 9, scope: !60)
!62 = !DILocation(line: 25, column: 13, scope: !59)
!63 = !DILocation(line: 25, column: 17, scope: !59)
!64 = !DILocation(line: 25, column: 7, scope: !59)
!65 = !DILocation(line: 27, column: 13, scope: !59)
!66 = !DILocation(line: 0, scope: !59)
!67 = !DILocation(line: 28, column: 10, scope: !60)
!68 = distinct !{!68, !47, !69, !55}
!69 = !DILocation(line: 29, column: 3, scope: !27)
!70 = !DILocation(line: 33, column: 10, scope: !27)
!71 = !DILocation(line: 33, column: 15, scope: !27)
!72 = !DILocation(line: 33, column: 3, scope: !27)
!73 = !DILocation(line: 31, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !57, file: !3, line: 30, column: 3)
!75 = !DILocation(line: 31, column: 12, scope: !74)
!76 = !DILocation(line: 31, column: 5, scope: !74)
!77 = !DILocation(line: 31, column: 10, scope: !74)
!78 = !DILocation(line: 30, column: 23, scope: !74)
!79 = !DILocation(line: 30, column: 17, scope: !74)
!80 = distinct !{!80, !56, !81, !55}
!81 = !DILocation(line: 31, column: 43, scope: !57)
!82 = !DILocation(line: 34, column: 7, scope: !83)
!83 = distinct !DILexicalBlock(scope: !27, file: !3, line: 33, column: 21)
!84 = !DILocation(line: 35, column: 6, scope: !83)
!85 = distinct !{!85, !72, !86, !55}
!86 = !DILocation(line: 36, column: 3, scope: !27)
!87 = !DILocation(line: 37, column: 16, scope: !27)
!88 = !DILocation(line: 37, column: 26, scope: !27)
!89 = !DILocation(line: 37, column: 24, scope: !27)
!90 = !DILocation(line: 37, column: 12, scope: !27)
!91 = !DILocation(line: 38, column: 3, scope: !27)
