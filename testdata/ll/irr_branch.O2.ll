; ModuleID = 'irr_branch.c'
source_filename = "irr_branch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [300 x i32] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !20 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !26
  br label %vector.body, !dbg !27

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !29
  %vec.ind70 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %entry ], [ %vec.ind.next73, %vector.body ], !dbg !31
  %0 = mul <4 x i16> %vec.ind70, <i16 7, i16 7, i16 7, i16 7>, !dbg !31
  %1 = mul <4 x i16> %vec.ind70, <i16 7, i16 7, i16 7, i16 7>, !dbg !31
  %2 = add <4 x i16> %1, <i16 28, i16 28, i16 28, i16 28>, !dbg !31
  %3 = urem <4 x i16> %0, <i16 11, i16 11, i16 11, i16 11>, !dbg !31
  %4 = urem <4 x i16> %2, <i16 11, i16 11, i16 11, i16 11>, !dbg !31
  %5 = zext <4 x i16> %3 to <4 x i32>, !dbg !31
  %6 = zext <4 x i16> %4 to <4 x i32>, !dbg !31
  %7 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %index, !dbg !29
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !32
  store <4 x i32> %5, <4 x i32>* %8, align 16, !dbg !32, !tbaa !33
  %9 = getelementptr inbounds i32, i32* %7, i64 4, !dbg !32
  %10 = bitcast i32* %9 to <4 x i32>*, !dbg !32
  store <4 x i32> %6, <4 x i32>* %10, align 16, !dbg !32, !tbaa !33
  %index.next = add nuw i64 %index, 8, !dbg !29
  %vec.ind.next73 = add <4 x i16> %vec.ind70, <i16 8, i16 8, i16 8, i16 8>, !dbg !31
  %11 = icmp eq i64 %index.next, 296, !dbg !29
  br i1 %11, label %for.body, label %vector.body, !dbg !29, !llvm.loop !37

for.body:                                         ; preds = %vector.body
  call void @llvm.dbg.value(metadata i64 296, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 4, i32* getelementptr inbounds ([300 x i32], [300 x i32]* @A, i64 0, i64 296), align 16, !dbg !32, !tbaa !33
  call void @llvm.dbg.value(metadata i64 297, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 297, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 0, i32* getelementptr inbounds ([300 x i32], [300 x i32]* @A, i64 0, i64 297), align 4, !dbg !32, !tbaa !33
  call void @llvm.dbg.value(metadata i64 298, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 298, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 7, i32* getelementptr inbounds ([300 x i32], [300 x i32]* @A, i64 0, i64 298), align 8, !dbg !32, !tbaa !33
  call void @llvm.dbg.value(metadata i64 299, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 299, metadata !24, metadata !DIExpression()), !dbg !26
  store i32 3, i32* getelementptr inbounds ([300 x i32], [300 x i32]* @A, i64 0, i64 299), align 4, !dbg !32, !tbaa !33
  call void @llvm.dbg.value(metadata i64 300, metadata !24, metadata !DIExpression()), !dbg !26
  br label %for.body3, !dbg !41

for.body3:                                        ; preds = %for.body, %if.end23
  %indvars.iv65 = phi i64 [ %indvars.iv.next66, %if.end23 ], [ 0, %for.body ]
  %s.063 = phi i32 [ %s.1, %if.end23 ], [ 0, %for.body ]
  call void @llvm.dbg.value(metadata i32 %s.063, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 %indvars.iv65, metadata !24, metadata !DIExpression()), !dbg !26
  %rem4.lhs.trunc = trunc i64 %indvars.iv65 to i16, !dbg !43
  %rem458 = urem i16 %rem4.lhs.trunc, 3, !dbg !43
  %rem4.zext = zext i16 %rem458 to i32, !dbg !43
  switch i32 %rem4.zext, label %if.else18 [
    i32 0, label %if.then
    i32 1, label %if.then13
  ], !dbg !47

if.then:                                          ; preds = %for.body3
  %arrayidx7 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %indvars.iv65, !dbg !48
  %12 = load i32, i32* %arrayidx7, align 4, !dbg !48, !tbaa !33
  %mul8 = shl nsw i32 %12, 1, !dbg !49
  br label %if.end23, !dbg !50

if.then13:                                        ; preds = %for.body3
  %arrayidx15 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %indvars.iv65, !dbg !51
  %13 = load i32, i32* %arrayidx15, align 4, !dbg !51, !tbaa !33
  %add = add nsw i32 %13, 5, !dbg !53
  br label %if.end23, !dbg !54

if.else18:                                        ; preds = %for.body3
  %arrayidx20 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %indvars.iv65, !dbg !55
  %14 = load i32, i32* %arrayidx20, align 4, !dbg !55, !tbaa !33
  %sub = add nsw i32 %14, -1, !dbg !56
  br label %if.end23

if.end23:                                         ; preds = %if.then13, %if.else18, %if.then
  %add.sink = phi i32 [ %add, %if.then13 ], [ %sub, %if.else18 ], [ %mul8, %if.then ]
  %15 = phi i32 [ %13, %if.then13 ], [ %14, %if.else18 ], [ %12, %if.then ]
  %cmp24 = icmp ult i64 %indvars.iv65, 75, !dbg !57
  %16 = sub i32 0, %15, !dbg !59
  %s.1.p = select i1 %cmp24, i32 %add.sink, i32 %16, !dbg !59
  %s.1 = add i32 %s.063, %s.1.p, !dbg !59
  call void @llvm.dbg.value(metadata i32 %s.1, metadata !25, metadata !DIExpression()), !dbg !26
  %indvars.iv.next66 = add nuw nsw i64 %indvars.iv65, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66, metadata !24, metadata !DIExpression()), !dbg !26
  %exitcond68.not = icmp eq i64 %indvars.iv.next66, 300, !dbg !61
  br i1 %exitcond68.not, label %for.end36, label %for.body3, !dbg !41, !llvm.loop !62

for.end36:                                        ; preds = %if.end23
  store i32 %s.1, i32* @checksum, align 4, !dbg !64, !tbaa !33
  ret i32 0, !dbg !65
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_branch.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 9600, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 300)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!13 = !{i32 7, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !21, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!8}
!23 = !{!24, !25}
!24 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 11, type: !8)
!25 = !DILocalVariable(name: "s", scope: !20, file: !3, line: 11, type: !8)
!26 = !DILocation(line: 0, scope: !20)
!27 = !DILocation(line: 12, column: 3, scope: !28)
!28 = distinct !DILexicalBlock(scope: !20, file: !3, line: 12, column: 3)
!29 = !DILocation(line: 12, column: 23, scope: !30)
!30 = distinct !DILexicalBlock(scope: !28, file: !3, line: 12, column: 3)
!31 = !DILocation(line: 13, column: 20, scope: !30)
!32 = !DILocation(line: 13, column: 10, scope: !30)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = distinct !{!37, !27, !38, !39, !40}
!38 = !DILocation(line: 13, column: 22, scope: !28)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !{!"llvm.loop.isvectorized", i32 1}
!41 = !DILocation(line: 14, column: 3, scope: !42)
!42 = distinct !DILexicalBlock(scope: !20, file: !3, line: 14, column: 3)
!43 = !DILocation(line: 15, column: 11, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 15, column: 9)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 14, column: 27)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 14, column: 3)
!47 = !DILocation(line: 15, column: 9, scope: !45)
!48 = !DILocation(line: 16, column: 14, scope: !44)
!49 = !DILocation(line: 16, column: 19, scope: !44)
!50 = !DILocation(line: 16, column: 7, scope: !44)
!51 = !DILocation(line: 18, column: 14, scope: !52)
!52 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 14)
!53 = !DILocation(line: 18, column: 19, scope: !52)
!54 = !DILocation(line: 18, column: 7, scope: !52)
!55 = !DILocation(line: 20, column: 14, scope: !52)
!56 = !DILocation(line: 20, column: 19, scope: !52)
!57 = !DILocation(line: 21, column: 11, scope: !58)
!58 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 9)
!59 = !DILocation(line: 21, column: 9, scope: !45)
!60 = !DILocation(line: 14, column: 23, scope: !46)
!61 = !DILocation(line: 14, column: 17, scope: !46)
!62 = distinct !{!62, !41, !63, !39}
!63 = !DILocation(line: 25, column: 3, scope: !42)
!64 = !DILocation(line: 26, column: 12, scope: !20)
!65 = !DILocation(line: 27, column: 3, scope: !20)
