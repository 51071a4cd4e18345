; ModuleID = 'irr_switch.c'
source_filename = "irr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !0
@B = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !5
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !20 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !26
  br label %vector.body, !dbg !27

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !29
  %vec.ind74 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %entry ], [ %vec.ind.next77, %vector.body ], !dbg !31
  %0 = mul <4 x i16> %vec.ind74, <i16 13, i16 13, i16 13, i16 13>, !dbg !31
  %1 = mul <4 x i16> %vec.ind74, <i16 13, i16 13, i16 13, i16 13>, !dbg !31
  %2 = add <4 x i16> %1, <i16 52, i16 52, i16 52, i16 52>, !dbg !31
  %3 = urem <4 x i16> %0, <i16 17, i16 17, i16 17, i16 17>, !dbg !31
  %4 = urem <4 x i16> %2, <i16 17, i16 17, i16 17, i16 17>, !dbg !31
  %5 = zext <4 x i16> %3 to <4 x i32>, !dbg !31
  %6 = zext <4 x i16> %4 to <4 x i32>, !dbg !31
  %7 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %index, !dbg !29
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !32
  store <4 x i32> %5, <4 x i32>* %8, align 16, !dbg !32, !tbaa !33
  %9 = getelementptr inbounds i32, i32* %7, i64 4, !dbg !32
  %10 = bitcast i32* %9 to <4 x i32>*, !dbg !32
  store <4 x i32> %6, <4 x i32>* %10, align 16, !dbg !32, !tbaa !33
  %index.next = add nuw i64 %index, 8, !dbg !29
  %vec.ind.next77 = add <4 x i16> %vec.ind74, <i16 8, i16 8, i16 8, i16 8>, !dbg !31
  %11 = icmp eq i64 %index.next, 400, !dbg !29
  br i1 %11, label %for.body3, label %vector.body, !dbg !29, !llvm.loop !37

for.body3:                                        ; preds = %vector.body, %for.inc21
  %indvars.iv65 = phi i64 [ %indvars.iv.next66, %for.inc21 ], [ 0, %vector.body ]
  %s.060 = phi i32 [ %s.1, %for.inc21 ], [ 0, %vector.body ]
  call void @llvm.dbg.value(metadata i32 %s.060, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 %indvars.iv65, metadata !24, metadata !DIExpression()), !dbg !26
  %rem4.lhs.trunc = trunc i64 %indvars.iv65 to i16, !dbg !41
  %rem455 = urem i16 %rem4.lhs.trunc, 5, !dbg !41
  %rem4.zext = zext i16 %rem455 to i32, !dbg !41
  switch i32 %rem4.zext, label %sw.default [
    i32 0, label %sw.bb
    i32 1, label %sw.bb7
    i32 2, label %sw.bb10
    i32 3, label %sw.bb14
  ], !dbg !45

sw.bb:                                            ; preds = %for.body3
  %arrayidx6 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %indvars.iv65, !dbg !46
  %12 = load i32, i32* %arrayidx6, align 4, !dbg !46, !tbaa !33
  %add = add nsw i32 %12, %s.060, !dbg !48
  call void @llvm.dbg.value(metadata i32 %add, metadata !25, metadata !DIExpression()), !dbg !26
  br label %for.inc21, !dbg !49

sw.bb7:                                           ; preds = %for.body3
  %arrayidx9 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %indvars.iv65, !dbg !50
  %13 = load i32, i32* %arrayidx9, align 4, !dbg !50, !tbaa !33
  %sub = sub nsw i32 %s.060, %13, !dbg !51
  call void @llvm.dbg.value(metadata i32 %sub, metadata !25, metadata !DIExpression()), !dbg !26
  br label %for.inc21, !dbg !52

sw.bb10:                                          ; preds = %for.body3
  %rem11 = srem i32 %s.060, 100, !dbg !53
  %arrayidx13 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %indvars.iv65, !dbg !54
  store i32 %rem11, i32* %arrayidx13, align 4, !dbg !55, !tbaa !33
  br label %sw.bb14, !dbg !54

sw.bb14:                                          ; preds = %for.body3, %sw.bb10
  %mul15 = mul nsw i32 %s.060, 3, !dbg !56
  %rem16 = srem i32 %mul15, 1000, !dbg !57
  call void @llvm.dbg.value(metadata i32 %rem16, metadata !25, metadata !DIExpression()), !dbg !26
  br label %for.inc21, !dbg !58

sw.default:                                       ; preds = %for.body3
  %arrayidx18 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %indvars.iv65, !dbg !59
  %14 = load i32, i32* %arrayidx18, align 4, !dbg !59, !tbaa !33
  %arrayidx20 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %indvars.iv65, !dbg !60
  store i32 %14, i32* %arrayidx20, align 4, !dbg !61, !tbaa !33
  br label %for.inc21, !dbg !62

for.inc21:                                        ; preds = %sw.bb, %sw.bb7, %sw.bb14, %sw.default
  %s.1 = phi i32 [ %s.060, %sw.default ], [ %rem16, %sw.bb14 ], [ %sub, %sw.bb7 ], [ %add, %sw.bb ], !dbg !26
  call void @llvm.dbg.value(metadata i32 %s.1, metadata !25, metadata !DIExpression()), !dbg !26
  %indvars.iv.next66 = add nuw nsw i64 %indvars.iv65, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66, metadata !24, metadata !DIExpression()), !dbg !26
  %exitcond68.not = icmp eq i64 %indvars.iv.next66, 400, !dbg !64
  br i1 %exitcond68.not, label %vector.ph81, label %for.body3, !dbg !65, !llvm.loop !66

vector.ph81:                                      ; preds = %for.inc21
  %15 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %s.1, i64 0, !dbg !68
  br label %vector.body80, !dbg !68

vector.body80:                                    ; preds = %vector.body80, %vector.ph81
  %index84 = phi i64 [ 0, %vector.ph81 ], [ %index.next87.1, %vector.body80 ], !dbg !70
  %vec.phi = phi <4 x i32> [ %15, %vector.ph81 ], [ %26, %vector.body80 ]
  %vec.phi85 = phi <4 x i32> [ zeroinitializer, %vector.ph81 ], [ %27, %vector.body80 ]
  %16 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %index84, !dbg !70
  %17 = bitcast i32* %16 to <4 x i32>*, !dbg !72
  %wide.load = load <4 x i32>, <4 x i32>* %17, align 16, !dbg !72, !tbaa !33
  %18 = getelementptr inbounds i32, i32* %16, i64 4, !dbg !72
  %19 = bitcast i32* %18 to <4 x i32>*, !dbg !72
  %wide.load86 = load <4 x i32>, <4 x i32>* %19, align 16, !dbg !72, !tbaa !33
  %20 = add <4 x i32> %wide.load, %vec.phi, !dbg !73
  %21 = add <4 x i32> %wide.load86, %vec.phi85, !dbg !73
  %index.next87 = or i64 %index84, 8, !dbg !70
  %22 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %index.next87, !dbg !70
  %23 = bitcast i32* %22 to <4 x i32>*, !dbg !72
  %wide.load.1 = load <4 x i32>, <4 x i32>* %23, align 16, !dbg !72, !tbaa !33
  %24 = getelementptr inbounds i32, i32* %22, i64 4, !dbg !72
  %25 = bitcast i32* %24 to <4 x i32>*, !dbg !72
  %wide.load86.1 = load <4 x i32>, <4 x i32>* %25, align 16, !dbg !72, !tbaa !33
  %26 = add <4 x i32> %wide.load.1, %20, !dbg !73
  %27 = add <4 x i32> %wide.load86.1, %21, !dbg !73
  %index.next87.1 = add nuw nsw i64 %index84, 16, !dbg !70
  %28 = icmp eq i64 %index.next87.1, 400, !dbg !70
  br i1 %28, label %middle.block78, label %vector.body80, !dbg !70, !llvm.loop !74

middle.block78:                                   ; preds = %vector.body80
  %bin.rdx = add <4 x i32> %27, %26, !dbg !68
  %29 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %bin.rdx), !dbg !68
  store i32 %29, i32* @checksum, align 4, !dbg !76, !tbaa !33
  ret i32 0, !dbg !77
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_switch.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 12800, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 400)
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
!31 = !DILocation(line: 13, column: 21, scope: !30)
!32 = !DILocation(line: 13, column: 10, scope: !30)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = distinct !{!37, !27, !38, !39, !40}
!38 = !DILocation(line: 13, column: 23, scope: !28)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !{!"llvm.loop.isvectorized", i32 1}
!41 = !DILocation(line: 15, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 14, column: 27)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 14, column: 3)
!44 = distinct !DILexicalBlock(scope: !20, file: !3, line: 14, column: 3)
!45 = !DILocation(line: 15, column: 5, scope: !42)
!46 = !DILocation(line: 17, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !42, file: !3, line: 15, column: 20)
!48 = !DILocation(line: 17, column: 9, scope: !47)
!49 = !DILocation(line: 18, column: 7, scope: !47)
!50 = !DILocation(line: 20, column: 12, scope: !47)
!51 = !DILocation(line: 20, column: 9, scope: !47)
!52 = !DILocation(line: 21, column: 7, scope: !47)
!53 = !DILocation(line: 23, column: 16, scope: !47)
!54 = !DILocation(line: 23, column: 7, scope: !47)
!55 = !DILocation(line: 23, column: 12, scope: !47)
!56 = !DILocation(line: 26, column: 14, scope: !47)
!57 = !DILocation(line: 26, column: 19, scope: !47)
!58 = !DILocation(line: 27, column: 7, scope: !47)
!59 = !DILocation(line: 29, column: 14, scope: !47)
!60 = !DILocation(line: 29, column: 7, scope: !47)
!61 = !DILocation(line: 29, column: 12, scope: !47)
!62 = !DILocation(line: 30, column: 7, scope: !47)
!63 = !DILocation(line: 14, column: 23, scope: !43)
!64 = !DILocation(line: 14, column: 17, scope: !43)
!65 = !DILocation(line: 14, column: 3, scope: !44)
!66 = distinct !{!66, !65, !67, !39}
!67 = !DILocation(line: 32, column: 3, scope: !44)
!68 = !DILocation(line: 33, column: 3, scope: !69)
!69 = distinct !DILexicalBlock(scope: !20, file: !3, line: 33, column: 3)
!70 = !DILocation(line: 33, column: 23, scope: !71)
!71 = distinct !DILexicalBlock(scope: !69, file: !3, line: 33, column: 3)
!72 = !DILocation(line: 34, column: 10, scope: !71)
!73 = !DILocation(line: 34, column: 7, scope: !71)
!74 = distinct !{!74, !68, !75, !39, !40}
!75 = !DILocation(line: 34, column: 13, scope: !69)
!76 = !DILocation(line: 35, column: 12, scope: !20)
!77 = !DILocation(line: 36, column: 3, scope: !20)
