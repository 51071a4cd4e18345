; ModuleID = 'seidel2d.c'
source_filename = "seidel2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = internal unnamed_addr global [100 x [100 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_seidel2d() local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !28

1:                                                ; preds = %0, %47
  %2 = phi i32 [ 0, %0 ], [ %48, %47 ]
  call void @llvm.dbg.value(metadata i32 %2, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 1, metadata !25, metadata !DIExpression()), !dbg !27
  %3 = load double, double* getelementptr inbounds ([100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 0, i64 0), align 16, !dbg !30, !tbaa !36
  br label %4, !dbg !40

4:                                                ; preds = %1, %45
  %5 = phi double [ %3, %1 ], [ %12, %45 ], !dbg !30
  %6 = phi i64 [ 1, %1 ], [ %8, %45 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !25, metadata !DIExpression()), !dbg !27
  %7 = add nsw i64 %6, -1
  %8 = add nuw nsw i64 %6, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !27
  %9 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %7, i64 1
  %10 = load double, double* %9, align 8, !dbg !42, !tbaa !36
  %11 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %6, i64 0
  %12 = load double, double* %11, align 16, !dbg !43, !tbaa !36
  %13 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %6, i64 1
  %14 = load double, double* %13, align 8, !dbg !44, !tbaa !36
  %15 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %8, i64 0
  %16 = load double, double* %15, align 16, !dbg !45, !tbaa !36
  %17 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %8, i64 1
  %18 = load double, double* %17, align 8, !dbg !46, !tbaa !36
  br label %19, !dbg !47

19:                                               ; preds = %4, %19
  %20 = phi double [ %18, %4 ], [ %41, %19 ], !dbg !46
  %21 = phi double [ %16, %4 ], [ %20, %19 ], !dbg !45
  %22 = phi double [ %14, %4 ], [ %36, %19 ], !dbg !44
  %23 = phi double [ %12, %4 ], [ %43, %19 ], !dbg !43
  %24 = phi double [ %10, %4 ], [ %30, %19 ], !dbg !42
  %25 = phi double [ %5, %4 ], [ %24, %19 ], !dbg !30
  %26 = phi i64 [ 1, %4 ], [ %28, %19 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !26, metadata !DIExpression()), !dbg !27
  %27 = fadd double %25, %24, !dbg !48
  %28 = add nuw nsw i64 %26, 1, !dbg !49
  %29 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %7, i64 %28, !dbg !50
  %30 = load double, double* %29, align 8, !dbg !50, !tbaa !36
  %31 = fadd double %27, %30, !dbg !51
  %32 = fadd double %31, %23, !dbg !52
  %33 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %6, i64 %26, !dbg !44
  %34 = fadd double %32, %22, !dbg !53
  %35 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %6, i64 %28, !dbg !54
  %36 = load double, double* %35, align 8, !dbg !54, !tbaa !36
  %37 = fadd double %34, %36, !dbg !55
  %38 = fadd double %37, %21, !dbg !56
  %39 = fadd double %38, %20, !dbg !57
  %40 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %8, i64 %28, !dbg !58
  %41 = load double, double* %40, align 8, !dbg !58, !tbaa !36
  %42 = fadd double %39, %41, !dbg !59
  %43 = fdiv double %42, 9.000000e+00, !dbg !60
  store double %43, double* %33, align 8, !dbg !61, !tbaa !36
  call void @llvm.dbg.value(metadata i64 %28, metadata !26, metadata !DIExpression()), !dbg !27
  %44 = icmp eq i64 %28, 99, !dbg !62
  br i1 %44, label %45, label %19, !dbg !47, !llvm.loop !63

45:                                               ; preds = %19
  call void @llvm.dbg.value(metadata i64 %8, metadata !25, metadata !DIExpression()), !dbg !27
  %46 = icmp eq i64 %8, 99, !dbg !66
  br i1 %46, label %47, label %4, !dbg !40, !llvm.loop !67

47:                                               ; preds = %45
  %48 = add nuw nsw i32 %2, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %48, metadata !23, metadata !DIExpression()), !dbg !27
  %49 = icmp eq i32 %48, 10, !dbg !70
  br i1 %49, label %50, label %1, !dbg !28, !llvm.loop !71

50:                                               ; preds = %47
  ret void, !dbg !73
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !74 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  br label %1, !dbg !82

1:                                                ; preds = %31, %0
  %2 = phi i64 [ 0, %0 ], [ %32, %31 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  %3 = icmp eq i64 %2, 0
  %4 = select i1 %3, double 1.000000e+01, double 0.000000e+00
  %5 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !84
  %6 = shufflevector <2 x i64> %5, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !84
  %7 = insertelement <2 x double> poison, double %4, i64 0, !dbg !84
  %8 = shufflevector <2 x double> %7, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  br label %9, !dbg !84

9:                                                ; preds = %9, %1
  %10 = phi i64 [ 0, %1 ], [ %28, %9 ], !dbg !87
  %11 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %29, %9 ]
  %12 = add nuw nsw <2 x i64> %11, %6, !dbg !89
  %13 = trunc <2 x i64> %12 to <2 x i32>, !dbg !90
  %14 = and <2 x i32> %13, <i32 3, i32 3>, !dbg !90
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !91
  %16 = fadd <2 x double> %8, %15, !dbg !92
  %17 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %2, i64 %10, !dbg !87
  %18 = bitcast double* %17 to <2 x double>*, !dbg !93
  store <2 x double> %16, <2 x double>* %18, align 16, !dbg !93, !tbaa !36
  %19 = or i64 %10, 2, !dbg !87
  %20 = add <2 x i64> %11, <i64 2, i64 2>
  %21 = add nuw nsw <2 x i64> %20, %6, !dbg !89
  %22 = trunc <2 x i64> %21 to <2 x i32>, !dbg !90
  %23 = and <2 x i32> %22, <i32 3, i32 3>, !dbg !90
  %24 = sitofp <2 x i32> %23 to <2 x double>, !dbg !91
  %25 = fadd <2 x double> %8, %24, !dbg !92
  %26 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %2, i64 %19, !dbg !87
  %27 = bitcast double* %26 to <2 x double>*, !dbg !93
  store <2 x double> %25, <2 x double>* %27, align 16, !dbg !93, !tbaa !36
  %28 = add nuw nsw i64 %10, 4, !dbg !87
  %29 = add <2 x i64> %11, <i64 4, i64 4>
  %30 = icmp eq i64 %28, 100, !dbg !87
  br i1 %30, label %31, label %9, !dbg !87, !llvm.loop !94

31:                                               ; preds = %9
  %32 = add nuw nsw i64 %2, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %32, metadata !78, metadata !DIExpression()), !dbg !81
  %33 = icmp eq i64 %32, 100, !dbg !98
  br i1 %33, label %34, label %1, !dbg !82, !llvm.loop !99

34:                                               ; preds = %31
  tail call void @kernel_seidel2d(), !dbg !101
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  br label %35, !dbg !102

35:                                               ; preds = %34, %62
  %36 = phi i64 [ 0, %34 ], [ %63, %62 ]
  %37 = phi double [ 0.000000e+00, %34 ], [ %59, %62 ]
  call void @llvm.dbg.value(metadata double %37, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %36, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %37, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  br label %38, !dbg !104

38:                                               ; preds = %38, %35
  %39 = phi i64 [ 0, %35 ], [ %60, %38 ]
  %40 = phi double [ %37, %35 ], [ %59, %38 ]
  call void @llvm.dbg.value(metadata double %40, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %39, metadata !79, metadata !DIExpression()), !dbg !81
  %41 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %36, i64 %39, !dbg !107
  %42 = load double, double* %41, align 8, !dbg !107, !tbaa !36
  %43 = fadd double %40, %42, !dbg !109
  call void @llvm.dbg.value(metadata double %43, metadata !80, metadata !DIExpression()), !dbg !81
  %44 = add nuw nsw i64 %39, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %44, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %43, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %44, metadata !79, metadata !DIExpression()), !dbg !81
  %45 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %36, i64 %44, !dbg !107
  %46 = load double, double* %45, align 8, !dbg !107, !tbaa !36
  %47 = fadd double %43, %46, !dbg !109
  call void @llvm.dbg.value(metadata double %47, metadata !80, metadata !DIExpression()), !dbg !81
  %48 = add nuw nsw i64 %39, 2, !dbg !110
  call void @llvm.dbg.value(metadata i64 %48, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %47, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %48, metadata !79, metadata !DIExpression()), !dbg !81
  %49 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %36, i64 %48, !dbg !107
  %50 = load double, double* %49, align 8, !dbg !107, !tbaa !36
  %51 = fadd double %47, %50, !dbg !109
  call void @llvm.dbg.value(metadata double %51, metadata !80, metadata !DIExpression()), !dbg !81
  %52 = add nuw nsw i64 %39, 3, !dbg !110
  call void @llvm.dbg.value(metadata i64 %52, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %51, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %52, metadata !79, metadata !DIExpression()), !dbg !81
  %53 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %36, i64 %52, !dbg !107
  %54 = load double, double* %53, align 8, !dbg !107, !tbaa !36
  %55 = fadd double %51, %54, !dbg !109
  call void @llvm.dbg.value(metadata double %55, metadata !80, metadata !DIExpression()), !dbg !81
  %56 = add nuw nsw i64 %39, 4, !dbg !110
  call void @llvm.dbg.value(metadata i64 %56, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %55, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %56, metadata !79, metadata !DIExpression()), !dbg !81
  %57 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @G, i64 0, i64 %36, i64 %56, !dbg !107
  %58 = load double, double* %57, align 8, !dbg !107, !tbaa !36
  %59 = fadd double %55, %58, !dbg !109
  call void @llvm.dbg.value(metadata double %59, metadata !80, metadata !DIExpression()), !dbg !81
  %60 = add nuw nsw i64 %39, 5, !dbg !110
  call void @llvm.dbg.value(metadata i64 %60, metadata !79, metadata !DIExpression()), !dbg !81
  %61 = icmp eq i64 %60, 100, !dbg !111
  br i1 %61, label %62, label %38, !dbg !104, !llvm.loop !112

62:                                               ; preds = %38
  %63 = add nuw nsw i64 %36, 1, !dbg !114
  call void @llvm.dbg.value(metadata double %59, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %63, metadata !78, metadata !DIExpression()), !dbg !81
  %64 = icmp eq i64 %63, 100, !dbg !115
  br i1 %64, label %65, label %35, !dbg !102, !llvm.loop !116

65:                                               ; preds = %62
  store double %59, double* @checksum, align 8, !dbg !118, !tbaa !36
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 640000, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 100)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_seidel2d", scope: !3, file: !3, line: 15, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !25, !26}
!23 = !DILocalVariable(name: "t", scope: !19, file: !3, line: 17, type: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 17, type: !24)
!26 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 17, type: !24)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 18, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 18, column: 3)
!30 = !DILocation(line: 21, column: 20, scope: !31)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 7)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 20, column: 7)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 5)
!35 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 19, column: 5, scope: !34)
!41 = !DILocation(line: 19, column: 30, scope: !33)
!42 = !DILocation(line: 21, column: 38, scope: !31)
!43 = !DILocation(line: 22, column: 20, scope: !31)
!44 = !DILocation(line: 22, column: 34, scope: !31)
!45 = !DILocation(line: 23, column: 20, scope: !31)
!46 = !DILocation(line: 23, column: 38, scope: !31)
!47 = !DILocation(line: 20, column: 7, scope: !32)
!48 = !DILocation(line: 21, column: 36, scope: !31)
!49 = !DILocation(line: 21, column: 63, scope: !31)
!50 = !DILocation(line: 21, column: 52, scope: !31)
!51 = !DILocation(line: 21, column: 50, scope: !31)
!52 = !DILocation(line: 21, column: 68, scope: !31)
!53 = !DILocation(line: 22, column: 32, scope: !31)
!54 = !DILocation(line: 22, column: 44, scope: !31)
!55 = !DILocation(line: 22, column: 42, scope: !31)
!56 = !DILocation(line: 22, column: 56, scope: !31)
!57 = !DILocation(line: 23, column: 36, scope: !31)
!58 = !DILocation(line: 23, column: 52, scope: !31)
!59 = !DILocation(line: 23, column: 50, scope: !31)
!60 = !DILocation(line: 23, column: 69, scope: !31)
!61 = !DILocation(line: 21, column: 17, scope: !31)
!62 = !DILocation(line: 20, column: 21, scope: !31)
!63 = distinct !{!63, !47, !64, !65}
!64 = !DILocation(line: 23, column: 71, scope: !32)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 19, column: 19, scope: !33)
!67 = distinct !{!67, !40, !68, !65}
!68 = !DILocation(line: 23, column: 71, scope: !34)
!69 = !DILocation(line: 18, column: 23, scope: !35)
!70 = !DILocation(line: 18, column: 17, scope: !35)
!71 = distinct !{!71, !28, !72, !65}
!72 = !DILocation(line: 23, column: 71, scope: !29)
!73 = !DILocation(line: 24, column: 1, scope: !19)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !75, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!24}
!77 = !{!78, !79, !80}
!78 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 28, type: !24)
!79 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 28, type: !24)
!80 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 29, type: !5)
!81 = !DILocation(line: 0, scope: !74)
!82 = !DILocation(line: 30, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 30, column: 3)
!84 = !DILocation(line: 31, column: 5, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 31, column: 5)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 3)
!87 = !DILocation(line: 31, column: 25, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 31, column: 5)
!89 = !DILocation(line: 32, column: 29, scope: !88)
!90 = !DILocation(line: 32, column: 34, scope: !88)
!91 = !DILocation(line: 32, column: 17, scope: !88)
!92 = !DILocation(line: 32, column: 39, scope: !88)
!93 = !DILocation(line: 32, column: 15, scope: !88)
!94 = distinct !{!94, !84, !95, !65, !96}
!95 = !DILocation(line: 32, column: 61, scope: !85)
!96 = !{!"llvm.loop.isvectorized", i32 1}
!97 = !DILocation(line: 30, column: 23, scope: !86)
!98 = !DILocation(line: 30, column: 17, scope: !86)
!99 = distinct !{!99, !82, !100, !65}
!100 = !DILocation(line: 32, column: 61, scope: !83)
!101 = !DILocation(line: 33, column: 3, scope: !74)
!102 = !DILocation(line: 34, column: 3, scope: !103)
!103 = distinct !DILexicalBlock(scope: !74, file: !3, line: 34, column: 3)
!104 = !DILocation(line: 35, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 35, column: 5)
!106 = distinct !DILexicalBlock(scope: !103, file: !3, line: 34, column: 3)
!107 = !DILocation(line: 36, column: 12, scope: !108)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 35, column: 5)
!109 = !DILocation(line: 36, column: 9, scope: !108)
!110 = !DILocation(line: 35, column: 25, scope: !108)
!111 = !DILocation(line: 35, column: 19, scope: !108)
!112 = distinct !{!112, !104, !113, !65}
!113 = !DILocation(line: 36, column: 18, scope: !105)
!114 = !DILocation(line: 34, column: 23, scope: !106)
!115 = !DILocation(line: 34, column: 17, scope: !106)
!116 = distinct !{!116, !102, !117, !65}
!117 = !DILocation(line: 36, column: 18, scope: !103)
!118 = !DILocation(line: 37, column: 12, scope: !74)
!119 = !DILocation(line: 38, column: 3, scope: !74)
