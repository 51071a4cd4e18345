; ModuleID = 'atexit_only.c'
source_filename = "atexit_only.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local local_unnamed_addr global [100000 x i32] zeroinitializer, align 16, !dbg !0
@sink = dso_local local_unnamed_addr global i64 0, align 8, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !19 {
  %1 = tail call i32 @atexit(void ()* noundef nonnull @handler) #5, !dbg !23
  ret i32 0, !dbg !24
}

; Function Attrs: nounwind
declare !dbg !25 i32 @atexit(void ()* noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define internal void @handler() #2 !dbg !32 {
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !38
  br label %1, !dbg !39

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %1 ], !dbg !40
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %24, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %25, %1 ]
  %5 = getelementptr inbounds [100000 x i32], [100000 x i32]* @A, i64 0, i64 %2, !dbg !40
  %6 = bitcast i32* %5 to <2 x i32>*, !dbg !42
  %7 = load <2 x i32>, <2 x i32>* %6, align 16, !dbg !42, !tbaa !43
  %8 = getelementptr inbounds i32, i32* %5, i64 2, !dbg !42
  %9 = bitcast i32* %8 to <2 x i32>*, !dbg !42
  %10 = load <2 x i32>, <2 x i32>* %9, align 8, !dbg !42, !tbaa !43
  %11 = sext <2 x i32> %7 to <2 x i64>, !dbg !42
  %12 = sext <2 x i32> %10 to <2 x i64>, !dbg !42
  %13 = add <2 x i64> %3, %11, !dbg !47
  %14 = add <2 x i64> %4, %12, !dbg !47
  %15 = or i64 %2, 4, !dbg !40
  %16 = getelementptr inbounds [100000 x i32], [100000 x i32]* @A, i64 0, i64 %15, !dbg !40
  %17 = bitcast i32* %16 to <2 x i32>*, !dbg !42
  %18 = load <2 x i32>, <2 x i32>* %17, align 16, !dbg !42, !tbaa !43
  %19 = getelementptr inbounds i32, i32* %16, i64 2, !dbg !42
  %20 = bitcast i32* %19 to <2 x i32>*, !dbg !42
  %21 = load <2 x i32>, <2 x i32>* %20, align 8, !dbg !42, !tbaa !43
  %22 = sext <2 x i32> %18 to <2 x i64>, !dbg !42
  %23 = sext <2 x i32> %21 to <2 x i64>, !dbg !42
  %24 = add <2 x i64> %13, %22, !dbg !47
  %25 = add <2 x i64> %14, %23, !dbg !47
  %26 = add nuw nsw i64 %2, 8, !dbg !40
  %27 = icmp eq i64 %26, 100000, !dbg !40
  br i1 %27, label %28, label %1, !dbg !40, !llvm.loop !48

28:                                               ; preds = %1
  %29 = add <2 x i64> %25, %24, !dbg !39
  %30 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %29), !dbg !39
  store i64 %30, i64* @sink, align 8, !dbg !52, !tbaa !53
  ret void, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atexit_only.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "39789a94b5f21f6c0b6fccc9f9d3ed93")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 3200000, elements: !10)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 100000)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !20, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!9}
!22 = !{}
!23 = !DILocation(line: 13, column: 3, scope: !19)
!24 = !DILocation(line: 14, column: 3, scope: !19)
!25 = !DISubprogram(name: "atexit", scope: !26, file: !26, line: 615, type: !27, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !22)
!26 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!27 = !DISubroutineType(types: !28)
!28 = !{!9, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = distinct !DISubprogram(name: "handler", scope: !3, file: !3, line: 7, type: !30, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!33 = !{!34, !35}
!34 = !DILocalVariable(name: "s", scope: !32, file: !3, line: 8, type: !7)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 9, type: !9)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 9, column: 3)
!37 = !DILocation(line: 0, scope: !32)
!38 = !DILocation(line: 0, scope: !36)
!39 = !DILocation(line: 9, column: 3, scope: !36)
!40 = !DILocation(line: 9, column: 27, scope: !41)
!41 = distinct !DILexicalBlock(scope: !36, file: !3, line: 9, column: 3)
!42 = !DILocation(line: 9, column: 36, scope: !41)
!43 = !{!44, !44, i64 0}
!44 = !{!"int", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 9, column: 33, scope: !41)
!48 = distinct !{!48, !39, !49, !50, !51}
!49 = !DILocation(line: 9, column: 39, scope: !36)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.isvectorized", i32 1}
!52 = !DILocation(line: 10, column: 8, scope: !32)
!53 = !{!54, !54, i64 0}
!54 = !{!"long", !45, i64 0}
!55 = !DILocation(line: 11, column: 1, scope: !32)
