; ModuleID = 'names.c'
source_filename = "names.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @scale(i32 noundef %0, i32* noalias nocapture noundef writeonly %1, i32* nocapture noundef readonly %2, i32 %3) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32* %1, metadata !19, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32 undef, metadata !21, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !26
  %5 = icmp sgt i32 %0, 0, !dbg !27
  br i1 %5, label %6, label %86, !dbg !29

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !27
  %8 = icmp ult i32 %0, 8, !dbg !29
  br i1 %8, label %83, label %9, !dbg !29

9:                                                ; preds = %6
  %10 = and i64 %7, 4294967288, !dbg !29
  %11 = add nsw i64 %10, -8, !dbg !29
  %12 = lshr exact i64 %11, 3, !dbg !29
  %13 = add nuw nsw i64 %12, 1, !dbg !29
  %14 = and i64 %13, 1, !dbg !29
  %15 = icmp eq i64 %11, 0, !dbg !29
  br i1 %15, label %55, label %16, !dbg !29

16:                                               ; preds = %9
  %17 = and i64 %13, 4611686018427387902, !dbg !29
  br label %18, !dbg !29

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %52, %18 ], !dbg !30
  %20 = phi <4 x i32> [ zeroinitializer, %16 ], [ %50, %18 ]
  %21 = phi <4 x i32> [ zeroinitializer, %16 ], [ %51, %18 ]
  %22 = phi i64 [ 0, %16 ], [ %53, %18 ]
  %23 = getelementptr inbounds i32, i32* %2, i64 %19, !dbg !30
  %24 = bitcast i32* %23 to <4 x i32>*, !dbg !31
  %25 = load <4 x i32>, <4 x i32>* %24, align 4, !dbg !31, !tbaa !33
  %26 = getelementptr inbounds i32, i32* %23, i64 4, !dbg !31
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !31
  %28 = load <4 x i32>, <4 x i32>* %27, align 4, !dbg !31, !tbaa !33
  %29 = shl nsw <4 x i32> %25, <i32 1, i32 1, i32 1, i32 1>, !dbg !37
  %30 = shl nsw <4 x i32> %28, <i32 1, i32 1, i32 1, i32 1>, !dbg !37
  %31 = getelementptr inbounds i32, i32* %1, i64 %19, !dbg !30
  %32 = bitcast i32* %31 to <4 x i32>*, !dbg !38
  store <4 x i32> %29, <4 x i32>* %32, align 4, !dbg !38, !tbaa !33
  %33 = getelementptr inbounds i32, i32* %31, i64 4, !dbg !38
  %34 = bitcast i32* %33 to <4 x i32>*, !dbg !38
  store <4 x i32> %30, <4 x i32>* %34, align 4, !dbg !38, !tbaa !33
  %35 = add <4 x i32> %29, %20, !dbg !39
  %36 = add <4 x i32> %30, %21, !dbg !39
  %37 = or i64 %19, 8, !dbg !30
  %38 = getelementptr inbounds i32, i32* %2, i64 %37, !dbg !30
  %39 = bitcast i32* %38 to <4 x i32>*, !dbg !31
  %40 = load <4 x i32>, <4 x i32>* %39, align 4, !dbg !31, !tbaa !33
  %41 = getelementptr inbounds i32, i32* %38, i64 4, !dbg !31
  %42 = bitcast i32* %41 to <4 x i32>*, !dbg !31
  %43 = load <4 x i32>, <4 x i32>* %42, align 4, !dbg !31, !tbaa !33
  %44 = shl nsw <4 x i32> %40, <i32 1, i32 1, i32 1, i32 1>, !dbg !37
  %45 = shl nsw <4 x i32> %43, <i32 1, i32 1, i32 1, i32 1>, !dbg !37
  %46 = getelementptr inbounds i32, i32* %1, i64 %37, !dbg !30
  %47 = bitcast i32* %46 to <4 x i32>*, !dbg !38
  store <4 x i32> %44, <4 x i32>* %47, align 4, !dbg !38, !tbaa !33
  %48 = getelementptr inbounds i32, i32* %46, i64 4, !dbg !38
  %49 = bitcast i32* %48 to <4 x i32>*, !dbg !38
  store <4 x i32> %45, <4 x i32>* %49, align 4, !dbg !38, !tbaa !33
  %50 = add <4 x i32> %44, %35, !dbg !39
  %51 = add <4 x i32> %45, %36, !dbg !39
  %52 = add nuw i64 %19, 16, !dbg !30
  %53 = add i64 %22, 2, !dbg !30
  %54 = icmp eq i64 %53, %17, !dbg !30
  br i1 %54, label %55, label %18, !dbg !30, !llvm.loop !40

55:                                               ; preds = %18, %9
  %56 = phi <4 x i32> [ undef, %9 ], [ %50, %18 ]
  %57 = phi <4 x i32> [ undef, %9 ], [ %51, %18 ]
  %58 = phi i64 [ 0, %9 ], [ %52, %18 ]
  %59 = phi <4 x i32> [ zeroinitializer, %9 ], [ %50, %18 ]
  %60 = phi <4 x i32> [ zeroinitializer, %9 ], [ %51, %18 ]
  %61 = icmp eq i64 %14, 0, !dbg !30
  br i1 %61, label %77, label %62, !dbg !30

62:                                               ; preds = %55
  %63 = getelementptr inbounds i32, i32* %2, i64 %58, !dbg !30
  %64 = bitcast i32* %63 to <4 x i32>*, !dbg !31
  %65 = load <4 x i32>, <4 x i32>* %64, align 4, !dbg !31, !tbaa !33
  %66 = getelementptr inbounds i32, i32* %63, i64 4, !dbg !31
  %67 = bitcast i32* %66 to <4 x i32>*, !dbg !31
  %68 = load <4 x i32>, <4 x i32>* %67, align 4, !dbg !31, !tbaa !33
  %69 = shl nsw <4 x i32> %65, <i32 1, i32 1, i32 1, i32 1>, !dbg !37
  %70 = shl nsw <4 x i32> %68, <i32 1, i32 1, i32 1, i32 1>, !dbg !37
  %71 = getelementptr inbounds i32, i32* %1, i64 %58, !dbg !30
  %72 = bitcast i32* %71 to <4 x i32>*, !dbg !38
  store <4 x i32> %69, <4 x i32>* %72, align 4, !dbg !38, !tbaa !33
  %73 = getelementptr inbounds i32, i32* %71, i64 4, !dbg !38
  %74 = bitcast i32* %73 to <4 x i32>*, !dbg !38
  store <4 x i32> %70, <4 x i32>* %74, align 4, !dbg !38, !tbaa !33
  %75 = add <4 x i32> %69, %59, !dbg !39
  %76 = add <4 x i32> %70, %60, !dbg !39
  br label %77, !dbg !29

77:                                               ; preds = %55, %62
  %78 = phi <4 x i32> [ %56, %55 ], [ %75, %62 ], !dbg !39
  %79 = phi <4 x i32> [ %57, %55 ], [ %76, %62 ], !dbg !39
  %80 = add <4 x i32> %79, %78, !dbg !29
  %81 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %80), !dbg !29
  %82 = icmp eq i64 %10, %7, !dbg !29
  br i1 %82, label %86, label %83, !dbg !29

83:                                               ; preds = %6, %77
  %84 = phi i64 [ 0, %6 ], [ %10, %77 ]
  %85 = phi i32 [ 0, %6 ], [ %81, %77 ]
  br label %88, !dbg !29

86:                                               ; preds = %88, %77, %4
  %87 = phi i32 [ 0, %4 ], [ %81, %77 ], [ %95, %88 ], !dbg !25
  ret i32 %87, !dbg !44

88:                                               ; preds = %83, %88
  %89 = phi i64 [ %96, %88 ], [ %84, %83 ]
  %90 = phi i32 [ %95, %88 ], [ %85, %83 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !23, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.value(metadata i32 %90, metadata !22, metadata !DIExpression()), !dbg !25
  %91 = getelementptr inbounds i32, i32* %2, i64 %89, !dbg !31
  %92 = load i32, i32* %91, align 4, !dbg !31, !tbaa !33
  %93 = shl nsw i32 %92, 1, !dbg !37
  %94 = getelementptr inbounds i32, i32* %1, i64 %89, !dbg !45
  store i32 %93, i32* %94, align 4, !dbg !38, !tbaa !33
  %95 = add nsw i32 %93, %90, !dbg !39
  call void @llvm.dbg.value(metadata i32 %95, metadata !22, metadata !DIExpression()), !dbg !25
  %96 = add nuw nsw i64 %89, 1, !dbg !30
  call void @llvm.dbg.value(metadata i64 %96, metadata !23, metadata !DIExpression()), !dbg !26
  %97 = icmp eq i64 %96, %7, !dbg !27
  br i1 %97, label %86, label %88, !dbg !29, !llvm.loop !46
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readnone %1) local_unnamed_addr #1 !dbg !48 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !55, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i8** %1, metadata !56, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 undef, metadata !61, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 %0, metadata !63, metadata !DIExpression()), !dbg !68
  %3 = shl nsw i32 %0, 1, !dbg !70
  %4 = add nsw i32 %3, 72, !dbg !71
  ret i32 %4, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "names.c", directory: ".", checksumkind: CSK_MD5, checksum: "4f3e7bf4fffe5583d2207886c142a31c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 3, type: !10, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13, !15, !12}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!17 = !{!18, !19, !20, !21, !22, !23}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !9, file: !1, line: 3, type: !12)
!19 = !DILocalVariable(name: "out", arg: 2, scope: !9, file: !1, line: 3, type: !13)
!20 = !DILocalVariable(name: "in", arg: 3, scope: !9, file: !1, line: 3, type: !15)
!21 = !DILocalVariable(name: "unused", arg: 4, scope: !9, file: !1, line: 3, type: !12)
!22 = !DILocalVariable(name: "s", scope: !9, file: !1, line: 4, type: !12)
!23 = !DILocalVariable(name: "i", scope: !24, file: !1, line: 5, type: !12)
!24 = distinct !DILexicalBlock(scope: !9, file: !1, line: 5, column: 3)
!25 = !DILocation(line: 0, scope: !9)
!26 = !DILocation(line: 0, scope: !24)
!27 = !DILocation(line: 5, column: 21, scope: !28)
!28 = distinct !DILexicalBlock(scope: !24, file: !1, line: 5, column: 3)
!29 = !DILocation(line: 5, column: 3, scope: !24)
!30 = !DILocation(line: 5, column: 27, scope: !28)
!31 = !DILocation(line: 6, column: 18, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 5, column: 31)
!33 = !{!34, !34, i64 0}
!34 = !{!"int", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C/C++ TBAA"}
!37 = !DILocation(line: 6, column: 16, scope: !32)
!38 = !DILocation(line: 6, column: 12, scope: !32)
!39 = !DILocation(line: 7, column: 7, scope: !32)
!40 = distinct !{!40, !29, !41, !42, !43}
!41 = !DILocation(line: 8, column: 3, scope: !24)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !{!"llvm.loop.isvectorized", i32 1}
!44 = !DILocation(line: 9, column: 3, scope: !9)
!45 = !DILocation(line: 6, column: 5, scope: !32)
!46 = distinct !{!46, !29, !41, !42, !47, !43}
!47 = !{!"llvm.loop.unroll.runtime.disable"}
!48 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !49, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DISubroutineType(types: !50)
!50 = !{!12, !12, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!54 = !{!55, !56, !57, !61}
!55 = !DILocalVariable(name: "argc", arg: 1, scope: !48, file: !1, line: 14, type: !12)
!56 = !DILocalVariable(name: "argv", arg: 2, scope: !48, file: !1, line: 14, type: !51)
!57 = !DILocalVariable(name: "a", scope: !48, file: !1, line: 15, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 256, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 8)
!61 = !DILocalVariable(name: "b", scope: !48, file: !1, line: 15, type: !58)
!62 = !DILocation(line: 0, scope: !48)
!63 = !DILocalVariable(name: "k", arg: 1, scope: !64, file: !1, line: 12, type: !12)
!64 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 12, type: !65, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !67)
!65 = !DISubroutineType(types: !66)
!66 = !{!12, !12}
!67 = !{!63}
!68 = !DILocation(line: 0, scope: !64, inlinedAt: !69)
!69 = distinct !DILocation(line: 16, column: 30, scope: !48)
!70 = !DILocation(line: 12, column: 36, scope: !64, inlinedAt: !69)
!71 = !DILocation(line: 16, column: 28, scope: !48)
!72 = !DILocation(line: 16, column: 3, scope: !48)
