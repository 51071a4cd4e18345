; ModuleID = 'irr_switch.c'
source_filename = "irr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !0
@B = internal unnamed_addr global [400 x i32] zeroinitializer, align 16, !dbg !5
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !26
  br label %1, !dbg !27

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !29
  %3 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %16, %1 ], !dbg !31
  %4 = mul <4 x i16> %3, <i16 13, i16 13, i16 13, i16 13>, !dbg !31
  %5 = mul <4 x i16> %3, <i16 13, i16 13, i16 13, i16 13>, !dbg !31
  %6 = add <4 x i16> %5, <i16 52, i16 52, i16 52, i16 52>, !dbg !31
  %7 = urem <4 x i16> %4, <i16 17, i16 17, i16 17, i16 17>, !dbg !31
  %8 = urem <4 x i16> %6, <i16 17, i16 17, i16 17, i16 17>, !dbg !31
  %9 = zext <4 x i16> %7 to <4 x i32>, !dbg !31
  %10 = zext <4 x i16> %8 to <4 x i32>, !dbg !31
  %11 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %2, !dbg !29
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !32
  store <4 x i32> %9, <4 x i32>* %12, align 16, !dbg !32, !tbaa !33
  %13 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !32
  %14 = bitcast i32* %13 to <4 x i32>*, !dbg !32
  store <4 x i32> %10, <4 x i32>* %14, align 16, !dbg !32, !tbaa !33
  %15 = add nuw i64 %2, 8, !dbg !29
  %16 = add <4 x i16> %3, <i16 8, i16 8, i16 8, i16 8>, !dbg !31
  %17 = icmp eq i64 %15, 400, !dbg !29
  br i1 %17, label %18, label %1, !dbg !29, !llvm.loop !37

18:                                               ; preds = %1, %42
  %19 = phi i64 [ %44, %42 ], [ 0, %1 ]
  %20 = phi i32 [ %43, %42 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i64 %19, metadata !24, metadata !DIExpression()), !dbg !26
  %21 = trunc i64 %19 to i16, !dbg !41
  %22 = urem i16 %21, 5, !dbg !41
  %23 = zext i16 %22 to i32, !dbg !41
  switch i32 %23, label %38 [
    i32 0, label %24
    i32 1, label %28
    i32 2, label %32
    i32 3, label %35
  ], !dbg !45

24:                                               ; preds = %18
  %25 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %19, !dbg !46
  %26 = load i32, i32* %25, align 4, !dbg !46, !tbaa !33
  %27 = add nsw i32 %26, %20, !dbg !48
  call void @llvm.dbg.value(metadata i32 %27, metadata !25, metadata !DIExpression()), !dbg !26
  br label %42, !dbg !49

28:                                               ; preds = %18
  %29 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %19, !dbg !50
  %30 = load i32, i32* %29, align 4, !dbg !50, !tbaa !33
  %31 = sub nsw i32 %20, %30, !dbg !51
  call void @llvm.dbg.value(metadata i32 %31, metadata !25, metadata !DIExpression()), !dbg !26
  br label %42, !dbg !52

32:                                               ; preds = %18
  %33 = srem i32 %20, 100, !dbg !53
  %34 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %19, !dbg !54
  store i32 %33, i32* %34, align 4, !dbg !55, !tbaa !33
  br label %35, !dbg !54

35:                                               ; preds = %18, %32
  %36 = mul nsw i32 %20, 3, !dbg !56
  %37 = srem i32 %36, 1000, !dbg !57
  call void @llvm.dbg.value(metadata i32 %37, metadata !25, metadata !DIExpression()), !dbg !26
  br label %42, !dbg !58

38:                                               ; preds = %18
  %39 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %19, !dbg !59
  %40 = load i32, i32* %39, align 4, !dbg !59, !tbaa !33
  %41 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %19, !dbg !60
  store i32 %40, i32* %41, align 4, !dbg !61, !tbaa !33
  br label %42, !dbg !62

42:                                               ; preds = %24, %28, %35, %38
  %43 = phi i32 [ %20, %38 ], [ %37, %35 ], [ %31, %28 ], [ %27, %24 ], !dbg !26
  call void @llvm.dbg.value(metadata i32 %43, metadata !25, metadata !DIExpression()), !dbg !26
  %44 = add nuw nsw i64 %19, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %44, metadata !24, metadata !DIExpression()), !dbg !26
  %45 = icmp eq i64 %44, 400, !dbg !64
  br i1 %45, label %46, label %18, !dbg !65, !llvm.loop !66

46:                                               ; preds = %42
  %47 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %43, i64 0, !dbg !68
  br label %48, !dbg !68

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %69, %48 ], !dbg !70
  %50 = phi <4 x i32> [ %47, %46 ], [ %67, %48 ]
  %51 = phi <4 x i32> [ zeroinitializer, %46 ], [ %68, %48 ]
  %52 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %49, !dbg !70
  %53 = bitcast i32* %52 to <4 x i32>*, !dbg !72
  %54 = load <4 x i32>, <4 x i32>* %53, align 16, !dbg !72, !tbaa !33
  %55 = getelementptr inbounds i32, i32* %52, i64 4, !dbg !72
  %56 = bitcast i32* %55 to <4 x i32>*, !dbg !72
  %57 = load <4 x i32>, <4 x i32>* %56, align 16, !dbg !72, !tbaa !33
  %58 = add <4 x i32> %54, %50, !dbg !73
  %59 = add <4 x i32> %57, %51, !dbg !73
  %60 = or i64 %49, 8, !dbg !70
  %61 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %60, !dbg !70
  %62 = bitcast i32* %61 to <4 x i32>*, !dbg !72
  %63 = load <4 x i32>, <4 x i32>* %62, align 16, !dbg !72, !tbaa !33
  %64 = getelementptr inbounds i32, i32* %61, i64 4, !dbg !72
  %65 = bitcast i32* %64 to <4 x i32>*, !dbg !72
  %66 = load <4 x i32>, <4 x i32>* %65, align 16, !dbg !72, !tbaa !33
  %67 = add <4 x i32> %63, %58, !dbg !73
  %68 = add <4 x i32> %66, %59, !dbg !73
  %69 = add nuw nsw i64 %49, 16, !dbg !70
  %70 = icmp eq i64 %69, 400, !dbg !70
  br i1 %70, label %71, label %48, !dbg !70, !llvm.loop !74

71:                                               ; preds = %48
  %72 = add <4 x i32> %68, %67, !dbg !68
  %73 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %72), !dbg !68
  store i32 %73, i32* @checksum, align 4, !dbg !76, !tbaa !33
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
