; ModuleID = 'uniform.c'
source_filename = "uniform.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@T = dso_local local_unnamed_addr global [65536 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 1, metadata !20, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i64 0, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !29
  br label %1, !dbg !30

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %30, %1 ], !dbg !31
  %3 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %31, %1 ], !dbg !33
  %4 = add <4 x i32> %3, <i32 4, i32 4, i32 4, i32 4>, !dbg !33
  %5 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %2, !dbg !31
  %6 = bitcast i32* %5 to <4 x i32>*, !dbg !33
  store <4 x i32> %3, <4 x i32>* %6, align 16, !dbg !33, !tbaa !34
  %7 = getelementptr inbounds i32, i32* %5, i64 4, !dbg !33
  %8 = bitcast i32* %7 to <4 x i32>*, !dbg !33
  store <4 x i32> %4, <4 x i32>* %8, align 16, !dbg !33, !tbaa !34
  %9 = or i64 %2, 8, !dbg !31
  %10 = add <4 x i32> %3, <i32 8, i32 8, i32 8, i32 8>, !dbg !33
  %11 = add <4 x i32> %3, <i32 12, i32 12, i32 12, i32 12>, !dbg !33
  %12 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %9, !dbg !31
  %13 = bitcast i32* %12 to <4 x i32>*, !dbg !33
  store <4 x i32> %10, <4 x i32>* %13, align 16, !dbg !33, !tbaa !34
  %14 = getelementptr inbounds i32, i32* %12, i64 4, !dbg !33
  %15 = bitcast i32* %14 to <4 x i32>*, !dbg !33
  store <4 x i32> %11, <4 x i32>* %15, align 16, !dbg !33, !tbaa !34
  %16 = or i64 %2, 16, !dbg !31
  %17 = add <4 x i32> %3, <i32 16, i32 16, i32 16, i32 16>, !dbg !33
  %18 = add <4 x i32> %3, <i32 20, i32 20, i32 20, i32 20>, !dbg !33
  %19 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %16, !dbg !31
  %20 = bitcast i32* %19 to <4 x i32>*, !dbg !33
  store <4 x i32> %17, <4 x i32>* %20, align 16, !dbg !33, !tbaa !34
  %21 = getelementptr inbounds i32, i32* %19, i64 4, !dbg !33
  %22 = bitcast i32* %21 to <4 x i32>*, !dbg !33
  store <4 x i32> %18, <4 x i32>* %22, align 16, !dbg !33, !tbaa !34
  %23 = or i64 %2, 24, !dbg !31
  %24 = add <4 x i32> %3, <i32 24, i32 24, i32 24, i32 24>, !dbg !33
  %25 = add <4 x i32> %3, <i32 28, i32 28, i32 28, i32 28>, !dbg !33
  %26 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %23, !dbg !31
  %27 = bitcast i32* %26 to <4 x i32>*, !dbg !33
  store <4 x i32> %24, <4 x i32>* %27, align 16, !dbg !33, !tbaa !34
  %28 = getelementptr inbounds i32, i32* %26, i64 4, !dbg !33
  %29 = bitcast i32* %28 to <4 x i32>*, !dbg !33
  store <4 x i32> %25, <4 x i32>* %29, align 16, !dbg !33, !tbaa !34
  %30 = add nuw nsw i64 %2, 32, !dbg !31
  %31 = add <4 x i32> %3, <i32 32, i32 32, i32 32, i32 32>, !dbg !33
  %32 = icmp eq i64 %30, 65536, !dbg !31
  br i1 %32, label %35, label %1, !dbg !31, !llvm.loop !38

33:                                               ; preds = %35
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %56), !dbg !42
  ret i32 0, !dbg !43

35:                                               ; preds = %1, %35
  %36 = phi i32 [ %57, %35 ], [ 0, %1 ]
  %37 = phi i64 [ %56, %35 ], [ 0, %1 ]
  %38 = phi i32 [ %49, %35 ], [ 1, %1 ]
  call void @llvm.dbg.value(metadata i32 %36, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %37, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %38, metadata !20, metadata !DIExpression()), !dbg !28
  %39 = mul i32 %38, 1103515245, !dbg !45
  %40 = add i32 %39, 12345, !dbg !48
  call void @llvm.dbg.value(metadata i32 %40, metadata !20, metadata !DIExpression()), !dbg !28
  %41 = lshr i32 %40, 8, !dbg !49
  %42 = and i32 %41, 65535, !dbg !50
  %43 = zext i32 %42 to i64, !dbg !51
  %44 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %43, !dbg !51
  %45 = load i32, i32* %44, align 4, !dbg !51, !tbaa !34
  %46 = sext i32 %45 to i64, !dbg !51
  %47 = add nsw i64 %37, %46, !dbg !52
  call void @llvm.dbg.value(metadata i64 %47, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %36, metadata !26, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i32 %36, metadata !26, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !44
  call void @llvm.dbg.value(metadata i64 %47, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 %40, metadata !20, metadata !DIExpression()), !dbg !28
  %48 = mul i32 %40, 1103515245, !dbg !45
  %49 = add i32 %48, 12345, !dbg !48
  call void @llvm.dbg.value(metadata i32 %49, metadata !20, metadata !DIExpression()), !dbg !28
  %50 = lshr i32 %49, 8, !dbg !49
  %51 = and i32 %50, 65535, !dbg !50
  %52 = zext i32 %51 to i64, !dbg !51
  %53 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %52, !dbg !51
  %54 = load i32, i32* %53, align 4, !dbg !51, !tbaa !34
  %55 = sext i32 %54 to i64, !dbg !51
  %56 = add nsw i64 %47, %55, !dbg !52
  call void @llvm.dbg.value(metadata i64 %56, metadata !22, metadata !DIExpression()), !dbg !28
  %57 = add nuw nsw i32 %36, 2, !dbg !53
  call void @llvm.dbg.value(metadata i32 %57, metadata !26, metadata !DIExpression()), !dbg !44
  %58 = icmp eq i32 %57, 1000000, !dbg !54
  br i1 %58, label %33, label %35, !dbg !55, !llvm.loop !56
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "uniform.c", directory: "/work/wt-unk/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1213c005899090d668d6b98424c6c670")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2097152, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 65536)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !17, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!6}
!19 = !{!20, !22, !24, !26}
!20 = !DILocalVariable(name: "s", scope: !16, file: !3, line: 16, type: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DILocalVariable(name: "sum", scope: !16, file: !3, line: 17, type: !23)
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 18, type: !6)
!25 = distinct !DILexicalBlock(scope: !16, file: !3, line: 18, column: 3)
!26 = !DILocalVariable(name: "r", scope: !27, file: !3, line: 20, type: !6)
!27 = distinct !DILexicalBlock(scope: !16, file: !3, line: 20, column: 3)
!28 = !DILocation(line: 0, scope: !16)
!29 = !DILocation(line: 0, scope: !25)
!30 = !DILocation(line: 18, column: 3, scope: !25)
!31 = !DILocation(line: 18, column: 27, scope: !32)
!32 = distinct !DILexicalBlock(scope: !25, file: !3, line: 18, column: 3)
!33 = !DILocation(line: 19, column: 10, scope: !32)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = distinct !{!38, !30, !39, !40, !41}
!39 = !DILocation(line: 19, column: 12, scope: !25)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !{!"llvm.loop.isvectorized", i32 1}
!42 = !DILocation(line: 24, column: 3, scope: !16)
!43 = !DILocation(line: 25, column: 3, scope: !16)
!44 = !DILocation(line: 0, scope: !27)
!45 = !DILocation(line: 21, column: 11, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 20, column: 37)
!47 = distinct !DILexicalBlock(scope: !27, file: !3, line: 20, column: 3)
!48 = !DILocation(line: 21, column: 25, scope: !46)
!49 = !DILocation(line: 22, column: 17, scope: !46)
!50 = !DILocation(line: 22, column: 23, scope: !46)
!51 = !DILocation(line: 22, column: 12, scope: !46)
!52 = !DILocation(line: 22, column: 9, scope: !46)
!53 = !DILocation(line: 20, column: 33, scope: !47)
!54 = !DILocation(line: 20, column: 21, scope: !47)
!55 = !DILocation(line: 20, column: 3, scope: !27)
!56 = distinct !{!56, !55, !57, !40}
!57 = !DILocation(line: 23, column: 3, scope: !27)
