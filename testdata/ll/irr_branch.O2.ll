; ModuleID = 'irr_branch.c'
source_filename = "irr_branch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [300 x i32] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !26
  br label %1, !dbg !27

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !29
  %3 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %16, %1 ], !dbg !31
  %4 = mul <4 x i16> %3, <i16 7, i16 7, i16 7, i16 7>, !dbg !31
  %5 = mul <4 x i16> %3, <i16 7, i16 7, i16 7, i16 7>, !dbg !31
  %6 = add <4 x i16> %5, <i16 28, i16 28, i16 28, i16 28>, !dbg !31
  %7 = urem <4 x i16> %4, <i16 11, i16 11, i16 11, i16 11>, !dbg !31
  %8 = urem <4 x i16> %6, <i16 11, i16 11, i16 11, i16 11>, !dbg !31
  %9 = zext <4 x i16> %7 to <4 x i32>, !dbg !31
  %10 = zext <4 x i16> %8 to <4 x i32>, !dbg !31
  %11 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %2, !dbg !29
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !32
  store <4 x i32> %9, <4 x i32>* %12, align 16, !dbg !32, !tbaa !33
  %13 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !32
  %14 = bitcast i32* %13 to <4 x i32>*, !dbg !32
  store <4 x i32> %10, <4 x i32>* %14, align 16, !dbg !32, !tbaa !33
  %15 = add nuw i64 %2, 8, !dbg !29
  %16 = add <4 x i16> %3, <i16 8, i16 8, i16 8, i16 8>, !dbg !31
  %17 = icmp eq i64 %15, 296, !dbg !29
  br i1 %17, label %18, label %1, !dbg !29, !llvm.loop !37

18:                                               ; preds = %1
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
  br label %19, !dbg !41

19:                                               ; preds = %18, %37
  %20 = phi i64 [ %44, %37 ], [ 0, %18 ]
  %21 = phi i32 [ %43, %37 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i32 %21, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 %20, metadata !24, metadata !DIExpression()), !dbg !26
  %22 = trunc i64 %20 to i16, !dbg !43
  %23 = urem i16 %22, 3, !dbg !43
  %24 = zext i16 %23 to i32, !dbg !43
  switch i32 %24, label %33 [
    i32 0, label %25
    i32 1, label %29
  ], !dbg !47

25:                                               ; preds = %19
  %26 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %20, !dbg !48
  %27 = load i32, i32* %26, align 4, !dbg !48, !tbaa !33
  %28 = shl nsw i32 %27, 1, !dbg !49
  br label %37, !dbg !50

29:                                               ; preds = %19
  %30 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %20, !dbg !51
  %31 = load i32, i32* %30, align 4, !dbg !51, !tbaa !33
  %32 = add nsw i32 %31, 5, !dbg !53
  br label %37, !dbg !54

33:                                               ; preds = %19
  %34 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %20, !dbg !55
  %35 = load i32, i32* %34, align 4, !dbg !55, !tbaa !33
  %36 = add nsw i32 %35, -1, !dbg !56
  br label %37

37:                                               ; preds = %29, %33, %25
  %38 = phi i32 [ %32, %29 ], [ %36, %33 ], [ %28, %25 ]
  %39 = phi i32 [ %31, %29 ], [ %35, %33 ], [ %27, %25 ]
  %40 = icmp ult i64 %20, 75, !dbg !57
  %41 = sub i32 0, %39, !dbg !59
  %42 = select i1 %40, i32 %38, i32 %41, !dbg !59
  %43 = add i32 %21, %42, !dbg !59
  call void @llvm.dbg.value(metadata i32 %43, metadata !25, metadata !DIExpression()), !dbg !26
  %44 = add nuw nsw i64 %20, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %44, metadata !24, metadata !DIExpression()), !dbg !26
  %45 = icmp eq i64 %44, 300, !dbg !61
  br i1 %45, label %46, label %19, !dbg !41, !llvm.loop !62

46:                                               ; preds = %37
  store i32 %43, i32* @checksum, align 4, !dbg !64, !tbaa !33
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
