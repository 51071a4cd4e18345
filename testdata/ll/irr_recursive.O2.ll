; ModuleID = 'irr_recursive.c'
source_filename = "irr_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@fact_arg = dso_local local_unnamed_addr global i32 10, align 4, !dbg !0
@A = internal unnamed_addr global [256 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !28

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %12, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !26, metadata !DIExpression()), !dbg !27
  %3 = trunc i64 %2 to i8, !dbg !30
  %4 = urem i8 %3, 6, !dbg !30
  %5 = uitofp i8 %4 to double, !dbg !32
  %6 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %2, !dbg !33
  store double %5, double* %6, align 16, !dbg !34, !tbaa !35
  %7 = or i64 %2, 1, !dbg !39
  call void @llvm.dbg.value(metadata i64 %7, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i64 %7, metadata !26, metadata !DIExpression()), !dbg !27
  %8 = trunc i64 %7 to i8, !dbg !30
  %9 = urem i8 %8, 6, !dbg !30
  %10 = uitofp i8 %9 to double, !dbg !32
  %11 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %7, !dbg !33
  store double %10, double* %11, align 8, !dbg !34, !tbaa !35
  %12 = add nuw nsw i64 %2, 2, !dbg !39
  call void @llvm.dbg.value(metadata i64 %12, metadata !26, metadata !DIExpression()), !dbg !27
  %13 = icmp eq i64 %12, 256, !dbg !40
  br i1 %13, label %14, label %1, !dbg !28, !llvm.loop !41

14:                                               ; preds = %1
  %15 = load i32, i32* @fact_arg, align 4, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i32 %15, metadata !47, metadata !DIExpression()), !dbg !53
  %16 = icmp slt i32 %15, 2, !dbg !55
  br i1 %16, label %27, label %17, !dbg !57

17:                                               ; preds = %14
  %18 = zext i32 %15 to i64, !dbg !57
  br label %19, !dbg !57

19:                                               ; preds = %19, %17
  %20 = phi i64 [ %18, %17 ], [ %22, %19 ]
  %21 = phi i64 [ 1, %17 ], [ %23, %19 ]
  call void @llvm.dbg.value(metadata i64 %20, metadata !47, metadata !DIExpression()), !dbg !53
  %22 = add nsw i64 %20, -1, !dbg !58
  %23 = mul nsw i64 %21, %20, !dbg !59
  call void @llvm.dbg.value(metadata i64 %22, metadata !47, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !53
  %24 = icmp ult i64 %20, 3, !dbg !55
  br i1 %24, label %25, label %19, !dbg !57

25:                                               ; preds = %19
  %26 = sitofp i64 %23 to double, !dbg !60
  br label %27, !dbg !60

27:                                               ; preds = %25, %14
  %28 = phi double [ 1.000000e+00, %14 ], [ %26, %25 ]
  %29 = tail call fastcc double @tree_sum(i32 noundef 0, i32 noundef 256), !dbg !61
  %30 = fadd double %29, %28, !dbg !62
  store double %30, double* @checksum, align 8, !dbg !63, !tbaa !35
  ret i32 0, !dbg !64
}

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc double @tree_sum(i32 noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !65 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !72, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %1, metadata !73, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !76, metadata !DIExpression()), !dbg !77
  %3 = sub nsw i32 %1, %0, !dbg !78
  %4 = icmp slt i32 %3, 9, !dbg !80
  br i1 %4, label %5, label %52, !dbg !81

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %0, metadata !74, metadata !DIExpression()), !dbg !77
  %6 = icmp sgt i32 %1, %0, !dbg !82
  br i1 %6, label %7, label %50, !dbg !86

7:                                                ; preds = %5
  %8 = sext i32 %0 to i64, !dbg !86
  %9 = sext i32 %1 to i64, !dbg !82
  %10 = sub nsw i64 %9, %8, !dbg !86
  %11 = xor i64 %8, -1, !dbg !86
  %12 = add nsw i64 %11, %9, !dbg !86
  %13 = and i64 %10, 3, !dbg !86
  %14 = icmp eq i64 %13, 0, !dbg !86
  br i1 %14, label %25, label %15, !dbg !86

15:                                               ; preds = %7, %15
  %16 = phi i64 [ %22, %15 ], [ %8, %7 ]
  %17 = phi double [ %21, %15 ], [ 0.000000e+00, %7 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %7 ]
  call void @llvm.dbg.value(metadata double %17, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %16, metadata !74, metadata !DIExpression()), !dbg !77
  %19 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %16, !dbg !87
  %20 = load double, double* %19, align 8, !dbg !87, !tbaa !35
  %21 = fadd double %17, %20, !dbg !88
  call void @llvm.dbg.value(metadata double %21, metadata !76, metadata !DIExpression()), !dbg !77
  %22 = add nsw i64 %16, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %22, metadata !74, metadata !DIExpression()), !dbg !77
  %23 = add i64 %18, 1, !dbg !86
  %24 = icmp eq i64 %23, %13, !dbg !86
  br i1 %24, label %25, label %15, !dbg !86, !llvm.loop !90

25:                                               ; preds = %15, %7
  %26 = phi double [ undef, %7 ], [ %21, %15 ]
  %27 = phi i64 [ %8, %7 ], [ %22, %15 ]
  %28 = phi double [ 0.000000e+00, %7 ], [ %21, %15 ]
  %29 = icmp ult i64 %12, 3, !dbg !86
  br i1 %29, label %50, label %30, !dbg !86

30:                                               ; preds = %25, %30
  %31 = phi i64 [ %48, %30 ], [ %27, %25 ]
  %32 = phi double [ %47, %30 ], [ %28, %25 ]
  call void @llvm.dbg.value(metadata double %32, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %31, metadata !74, metadata !DIExpression()), !dbg !77
  %33 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %31, !dbg !87
  %34 = load double, double* %33, align 8, !dbg !87, !tbaa !35
  %35 = fadd double %32, %34, !dbg !88
  call void @llvm.dbg.value(metadata double %35, metadata !76, metadata !DIExpression()), !dbg !77
  %36 = add nsw i64 %31, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %36, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %35, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %36, metadata !74, metadata !DIExpression()), !dbg !77
  %37 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %36, !dbg !87
  %38 = load double, double* %37, align 8, !dbg !87, !tbaa !35
  %39 = fadd double %35, %38, !dbg !88
  call void @llvm.dbg.value(metadata double %39, metadata !76, metadata !DIExpression()), !dbg !77
  %40 = add nsw i64 %31, 2, !dbg !89
  call void @llvm.dbg.value(metadata i64 %40, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %39, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %40, metadata !74, metadata !DIExpression()), !dbg !77
  %41 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %40, !dbg !87
  %42 = load double, double* %41, align 8, !dbg !87, !tbaa !35
  %43 = fadd double %39, %42, !dbg !88
  call void @llvm.dbg.value(metadata double %43, metadata !76, metadata !DIExpression()), !dbg !77
  %44 = add nsw i64 %31, 3, !dbg !89
  call void @llvm.dbg.value(metadata i64 %44, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata double %43, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i64 %44, metadata !74, metadata !DIExpression()), !dbg !77
  %45 = getelementptr inbounds [256 x double], [256 x double]* @A, i64 0, i64 %44, !dbg !87
  %46 = load double, double* %45, align 8, !dbg !87, !tbaa !35
  %47 = fadd double %43, %46, !dbg !88
  call void @llvm.dbg.value(metadata double %47, metadata !76, metadata !DIExpression()), !dbg !77
  %48 = add nsw i64 %31, 4, !dbg !89
  call void @llvm.dbg.value(metadata i64 %48, metadata !74, metadata !DIExpression()), !dbg !77
  %49 = icmp eq i64 %48, %9, !dbg !82
  br i1 %49, label %50, label %30, !dbg !86, !llvm.loop !92

50:                                               ; preds = %25, %30, %5, %52
  %51 = phi double [ %57, %52 ], [ 0.000000e+00, %5 ], [ %26, %25 ], [ %47, %30 ]
  ret double %51, !dbg !94

52:                                               ; preds = %2
  %53 = lshr i32 %3, 1, !dbg !95
  %54 = add nsw i32 %53, %0, !dbg !96
  call void @llvm.dbg.value(metadata i32 %54, metadata !75, metadata !DIExpression()), !dbg !77
  %55 = tail call fastcc double @tree_sum(i32 noundef %0, i32 noundef %54), !dbg !97
  %56 = tail call fastcc double @tree_sum(i32 noundef %54, i32 noundef %1), !dbg !98
  %57 = fadd double %55, %56, !dbg !99
  br label %50
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
