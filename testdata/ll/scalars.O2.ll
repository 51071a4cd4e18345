; ModuleID = 'scalars.c'
source_filename = "scalars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sink = dso_local local_unnamed_addr global i64 0, align 8, !dbg !0

; Function Attrs: nofree noinline nosync nounwind readnone uwtable
define dso_local i64 @kernel_scalars(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !13 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !18, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %1, metadata !19, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 0, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 1, metadata !21, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 1, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 3, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i32 1, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 32, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i32 4, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 64, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i32 1, metadata !24, metadata !DIExpression(DW_OP_LLVM_fragment, 96, 32)), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 0, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 1, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 1, metadata !21, metadata !DIExpression()), !dbg !31
  %3 = icmp sgt i32 %0, 0, !dbg !32
  br i1 %3, label %4, label %17, !dbg !35

4:                                                ; preds = %2
  %5 = icmp sgt i32 %1, 0
  %6 = add i32 %1, -1, !dbg !35
  %7 = zext i32 %6 to i64, !dbg !35
  %8 = add i32 %1, -2, !dbg !35
  %9 = zext i32 %8 to i64, !dbg !35
  %10 = mul nuw i64 %7, %9, !dbg !35
  %11 = lshr i64 %10, 1, !dbg !35
  %12 = add nuw nsw i64 %11, 3, !dbg !36
  %13 = zext i32 %6 to i64, !dbg !35
  br label %19, !dbg !35

14:                                               ; preds = %36
  %15 = add i64 %38, 17, !dbg !39
  %16 = add nsw i64 %15, %23, !dbg !39
  br label %17, !dbg !39

17:                                               ; preds = %14, %2
  %18 = phi i64 [ %16, %14 ], [ 18, %2 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 2, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 3, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 3, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 5, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 5, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 6, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 6, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 7, metadata !30, metadata !DIExpression()), !dbg !31
  ret i64 %18, !dbg !42

19:                                               ; preds = %4, %36
  %20 = phi i32 [ 0, %4 ], [ %40, %36 ]
  %21 = phi i32 [ 0, %4 ], [ %39, %36 ]
  %22 = phi i64 [ 0, %4 ], [ %38, %36 ]
  %23 = phi i64 [ 1, %4 ], [ %27, %36 ]
  %24 = phi i64 [ 1, %4 ], [ %23, %36 ]
  call void @llvm.dbg.value(metadata i32 %21, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %22, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %23, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %24, metadata !21, metadata !DIExpression()), !dbg !31
  %25 = zext i32 %20 to i64, !dbg !43
  %26 = add nsw i64 %23, %24, !dbg !43
  call void @llvm.dbg.value(metadata i64 %26, metadata !23, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %23, metadata !21, metadata !DIExpression()), !dbg !31
  %27 = srem i64 %26, 1000003, !dbg !44
  call void @llvm.dbg.value(metadata i64 %27, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %22, metadata !20, metadata !DIExpression()), !dbg !31
  br i1 %5, label %28, label %36, !dbg !36

28:                                               ; preds = %19
  %29 = add i64 %12, %22, !dbg !36
  %30 = add i64 %29, %27, !dbg !36
  %31 = add nsw i64 %27, 4, !dbg !36
  %32 = add nsw i64 %31, %25, !dbg !36
  %33 = mul i64 %32, %13, !dbg !36
  %34 = add i64 %30, %33, !dbg !36
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !20, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_constu, 3, DW_OP_or, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  %35 = add i64 %34, %25, !dbg !36
  br label %36, !dbg !45

36:                                               ; preds = %28, %19
  %37 = phi i64 [ %22, %19 ], [ %35, %28 ], !dbg !31
  %38 = tail call fastcc i64 @mix(i64 noundef %37, i64 noundef 4), !dbg !45
  call void @llvm.dbg.value(metadata i64 %38, metadata !20, metadata !DIExpression()), !dbg !31
  %39 = add nuw nsw i32 %21, 1, !dbg !46
  call void @llvm.dbg.value(metadata i32 %39, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %27, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %23, metadata !21, metadata !DIExpression()), !dbg !31
  %40 = add i32 %20, 4, !dbg !35
  %41 = icmp eq i32 %39, %0, !dbg !32
  br i1 %41, label %14, label %19, !dbg !35, !llvm.loop !47
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn
define internal fastcc i64 @mix(i64 noundef %0, i64 noundef %1) unnamed_addr #1 !dbg !50 {
  call void @llvm.dbg.value(metadata i64 %0, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i64 %1, metadata !55, metadata !DIExpression()), !dbg !57
  %3 = mul nsw i64 %0, 31, !dbg !58
  %4 = add nsw i64 %3, %1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %4, metadata !56, metadata !DIExpression()), !dbg !57
  %5 = srem i64 %4, 1000003, !dbg !60
  ret i64 %5, !dbg !61
}

; Function Attrs: nofree nosync nounwind uwtable writeonly
define dso_local i32 @main() local_unnamed_addr #2 !dbg !62 {
  %1 = tail call i64 @kernel_scalars(i32 noundef 300, i32 noundef 50), !dbg !66
  store i64 %1, i64* @sink, align 8, !dbg !67, !tbaa !68
  ret i32 0, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind readnone uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "scalars.c", directory: ".")
!4 = !{!0}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_scalars", scope: !3, file: !3, line: 14, type: !14, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!5, !16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !19, !20, !21, !22, !23, !24, !28, !29, !30}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !3, line: 14, type: !16)
!19 = !DILocalVariable(name: "m", arg: 2, scope: !13, file: !3, line: 14, type: !16)
!20 = !DILocalVariable(name: "acc", scope: !13, file: !3, line: 16, type: !5)
!21 = !DILocalVariable(name: "prev", scope: !13, file: !3, line: 16, type: !5)
!22 = !DILocalVariable(name: "cur", scope: !13, file: !3, line: 16, type: !5)
!23 = !DILocalVariable(name: "t", scope: !13, file: !3, line: 16, type: !5)
!24 = !DILocalVariable(name: "c", scope: !13, file: !3, line: 17, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 4)
!28 = !DILocalVariable(name: "i", scope: !13, file: !3, line: 18, type: !16)
!29 = !DILocalVariable(name: "j", scope: !13, file: !3, line: 18, type: !16)
!30 = !DILocalVariable(name: "k", scope: !13, file: !3, line: 18, type: !16)
!31 = !DILocation(line: 0, scope: !13)
!32 = !DILocation(line: 25, column: 17, scope: !33)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 25, column: 3)
!34 = distinct !DILexicalBlock(scope: !13, file: !3, line: 25, column: 3)
!35 = !DILocation(line: 25, column: 3, scope: !34)
!36 = !DILocation(line: 29, column: 5, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 29, column: 5)
!38 = distinct !DILexicalBlock(scope: !33, file: !3, line: 25, column: 27)
!39 = !DILocation(line: 33, column: 3, scope: !40)
!40 = distinct !DILexicalBlock(scope: !13, file: !3, line: 33, column: 3)
!41 = !DILocation(line: 35, column: 14, scope: !13)
!42 = !DILocation(line: 35, column: 3, scope: !13)
!43 = !DILocation(line: 26, column: 14, scope: !38)
!44 = !DILocation(line: 28, column: 13, scope: !38)
!45 = !DILocation(line: 31, column: 11, scope: !38)
!46 = !DILocation(line: 25, column: 23, scope: !33)
!47 = distinct !{!47, !35, !48, !49}
!48 = !DILocation(line: 32, column: 3, scope: !34)
!49 = !{!"llvm.loop.mustprogress"}
!50 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 8, type: !51, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !5, !5}
!53 = !{!54, !55, !56}
!54 = !DILocalVariable(name: "a", arg: 1, scope: !50, file: !3, line: 8, type: !5)
!55 = !DILocalVariable(name: "b", arg: 2, scope: !50, file: !3, line: 8, type: !5)
!56 = !DILocalVariable(name: "r", scope: !50, file: !3, line: 10, type: !5)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 10, column: 14, scope: !50)
!59 = !DILocation(line: 10, column: 19, scope: !50)
!60 = !DILocation(line: 11, column: 12, scope: !50)
!61 = !DILocation(line: 11, column: 3, scope: !50)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !63, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!16}
!65 = !{}
!66 = !DILocation(line: 40, column: 10, scope: !62)
!67 = !DILocation(line: 40, column: 8, scope: !62)
!68 = !{!69, !69, i64 0}
!69 = !{!"long", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 41, column: 3, scope: !62)
