; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !7
@B = internal unnamed_addr global [40 x [40 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemm(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata double %0, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %1, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !33
  br label %3, !dbg !34

3:                                                ; preds = %2, %31
  %4 = phi i64 [ 0, %2 ], [ %32, %31 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  br label %5, !dbg !36

5:                                                ; preds = %3, %28
  %6 = phi i64 [ 0, %3 ], [ %29, %28 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !31, metadata !DIExpression()), !dbg !33
  %7 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %4, i64 %6, !dbg !39
  %8 = load double, double* %7, align 8, !dbg !42, !tbaa !43
  %9 = fmul double %8, %1, !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  br label %10, !dbg !47

10:                                               ; preds = %10, %5
  %11 = phi i64 [ 0, %5 ], [ %26, %10 ]
  %12 = phi double [ %9, %5 ], [ %25, %10 ]
  call void @llvm.dbg.value(metadata i64 %11, metadata !32, metadata !DIExpression()), !dbg !33
  %13 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %4, i64 %11, !dbg !49
  %14 = load double, double* %13, align 16, !dbg !49, !tbaa !43
  %15 = fmul double %14, %0, !dbg !51
  %16 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %11, i64 %6, !dbg !52
  %17 = load double, double* %16, align 8, !dbg !52, !tbaa !43
  %18 = tail call double @llvm.fmuladd.f64(double %15, double %17, double %12), !dbg !53
  %19 = or i64 %11, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %19, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %19, metadata !32, metadata !DIExpression()), !dbg !33
  %20 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %4, i64 %19, !dbg !49
  %21 = load double, double* %20, align 8, !dbg !49, !tbaa !43
  %22 = fmul double %21, %0, !dbg !51
  %23 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %19, i64 %6, !dbg !52
  %24 = load double, double* %23, align 8, !dbg !52, !tbaa !43
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %18), !dbg !53
  %26 = add nuw nsw i64 %11, 2, !dbg !54
  call void @llvm.dbg.value(metadata i64 %26, metadata !32, metadata !DIExpression()), !dbg !33
  %27 = icmp eq i64 %26, 40, !dbg !55
  br i1 %27, label %28, label %10, !dbg !47, !llvm.loop !56

28:                                               ; preds = %10
  store double %25, double* %7, align 8, !dbg !53, !tbaa !43
  %29 = add nuw nsw i64 %6, 1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %29, metadata !31, metadata !DIExpression()), !dbg !33
  %30 = icmp eq i64 %29, 40, !dbg !60
  br i1 %30, label %31, label %5, !dbg !36, !llvm.loop !61

31:                                               ; preds = %28
  %32 = add nuw nsw i64 %4, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %32, metadata !29, metadata !DIExpression()), !dbg !33
  %33 = icmp eq i64 %32, 40, !dbg !64
  br i1 %33, label %34, label %3, !dbg !34, !llvm.loop !65

34:                                               ; preds = %31
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !68 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !75
  br label %1, !dbg !76

1:                                                ; preds = %35, %0
  %2 = phi i64 [ 0, %0 ], [ %36, %35 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !78
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !78
  br label %5, !dbg !78

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %32, %5 ], !dbg !81
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %33, %5 ]
  %8 = mul nuw nsw <2 x i64> %7, %4, !dbg !83
  %9 = trunc <2 x i64> %8 to <2 x i32>, !dbg !85
  %10 = add <2 x i32> %9, <i32 1, i32 1>, !dbg !85
  %11 = urem <2 x i32> %10, <i32 40, i32 40>, !dbg !85
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !86
  %13 = fdiv <2 x double> %12, <double 4.000000e+01, double 4.000000e+01>, !dbg !87
  %14 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @A, i64 0, i64 %2, i64 %6, !dbg !81
  %15 = bitcast double* %14 to <2 x double>*, !dbg !88
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !88, !tbaa !43
  %16 = shl nuw nsw <2 x i64> %7, <i64 1, i64 1>, !dbg !89
  %17 = add nuw nsw <2 x i64> %16, %4, !dbg !90
  %18 = trunc <2 x i64> %17 to <2 x i32>, !dbg !91
  %19 = urem <2 x i32> %18, <i32 40, i32 40>, !dbg !91
  %20 = sitofp <2 x i32> %19 to <2 x double>, !dbg !92
  %21 = fdiv <2 x double> %20, <double 4.000000e+01, double 4.000000e+01>, !dbg !93
  %22 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @B, i64 0, i64 %2, i64 %6, !dbg !81
  %23 = bitcast double* %22 to <2 x double>*, !dbg !94
  store <2 x double> %21, <2 x double>* %23, align 16, !dbg !94, !tbaa !43
  %24 = add nuw nsw <2 x i64> %7, <i64 3, i64 3>, !dbg !95
  %25 = mul nuw nsw <2 x i64> %24, %4, !dbg !96
  %26 = trunc <2 x i64> %25 to <2 x i32>, !dbg !97
  %27 = urem <2 x i32> %26, <i32 40, i32 40>, !dbg !97
  %28 = sitofp <2 x i32> %27 to <2 x double>, !dbg !98
  %29 = fdiv <2 x double> %28, <double 4.000000e+01, double 4.000000e+01>, !dbg !99
  %30 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %2, i64 %6, !dbg !81
  %31 = bitcast double* %30 to <2 x double>*, !dbg !100
  store <2 x double> %29, <2 x double>* %31, align 16, !dbg !100, !tbaa !43
  %32 = add nuw i64 %6, 2, !dbg !81
  %33 = add <2 x i64> %7, <i64 2, i64 2>
  %34 = icmp eq i64 %32, 40, !dbg !81
  br i1 %34, label %35, label %5, !dbg !81, !llvm.loop !101

35:                                               ; preds = %5
  %36 = add nuw nsw i64 %2, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %36, metadata !72, metadata !DIExpression()), !dbg !75
  %37 = icmp eq i64 %36, 40, !dbg !105
  br i1 %37, label %38, label %1, !dbg !76, !llvm.loop !106

38:                                               ; preds = %35
  tail call void @kernel_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  br label %39, !dbg !109

39:                                               ; preds = %38, %66
  %40 = phi i64 [ 0, %38 ], [ %67, %66 ]
  %41 = phi double [ 0.000000e+00, %38 ], [ %63, %66 ]
  call void @llvm.dbg.value(metadata double %41, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %40, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %41, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  br label %42, !dbg !111

42:                                               ; preds = %42, %39
  %43 = phi i64 [ 0, %39 ], [ %64, %42 ]
  %44 = phi double [ %41, %39 ], [ %63, %42 ]
  call void @llvm.dbg.value(metadata double %44, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %43, metadata !73, metadata !DIExpression()), !dbg !75
  %45 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %43, !dbg !114
  %46 = load double, double* %45, align 8, !dbg !114, !tbaa !43
  %47 = fadd double %44, %46, !dbg !116
  call void @llvm.dbg.value(metadata double %47, metadata !74, metadata !DIExpression()), !dbg !75
  %48 = add nuw nsw i64 %43, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %48, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %47, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %48, metadata !73, metadata !DIExpression()), !dbg !75
  %49 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %48, !dbg !114
  %50 = load double, double* %49, align 8, !dbg !114, !tbaa !43
  %51 = fadd double %47, %50, !dbg !116
  call void @llvm.dbg.value(metadata double %51, metadata !74, metadata !DIExpression()), !dbg !75
  %52 = add nuw nsw i64 %43, 2, !dbg !117
  call void @llvm.dbg.value(metadata i64 %52, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %51, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %52, metadata !73, metadata !DIExpression()), !dbg !75
  %53 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %52, !dbg !114
  %54 = load double, double* %53, align 8, !dbg !114, !tbaa !43
  %55 = fadd double %51, %54, !dbg !116
  call void @llvm.dbg.value(metadata double %55, metadata !74, metadata !DIExpression()), !dbg !75
  %56 = add nuw nsw i64 %43, 3, !dbg !117
  call void @llvm.dbg.value(metadata i64 %56, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %55, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %56, metadata !73, metadata !DIExpression()), !dbg !75
  %57 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %56, !dbg !114
  %58 = load double, double* %57, align 8, !dbg !114, !tbaa !43
  %59 = fadd double %55, %58, !dbg !116
  call void @llvm.dbg.value(metadata double %59, metadata !74, metadata !DIExpression()), !dbg !75
  %60 = add nuw nsw i64 %43, 4, !dbg !117
  call void @llvm.dbg.value(metadata i64 %60, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %59, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %60, metadata !73, metadata !DIExpression()), !dbg !75
  %61 = getelementptr inbounds [40 x [40 x double]], [40 x [40 x double]]* @C, i64 0, i64 %40, i64 %60, !dbg !114
  %62 = load double, double* %61, align 8, !dbg !114, !tbaa !43
  %63 = fadd double %59, %62, !dbg !116
  call void @llvm.dbg.value(metadata double %63, metadata !74, metadata !DIExpression()), !dbg !75
  %64 = add nuw nsw i64 %43, 5, !dbg !117
  call void @llvm.dbg.value(metadata i64 %64, metadata !73, metadata !DIExpression()), !dbg !75
  %65 = icmp eq i64 %64, 40, !dbg !118
  br i1 %65, label %66, label %42, !dbg !111, !llvm.loop !119

66:                                               ; preds = %42
  %67 = add nuw nsw i64 %40, 1, !dbg !121
  call void @llvm.dbg.value(metadata double %63, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %67, metadata !72, metadata !DIExpression()), !dbg !75
  %68 = icmp eq i64 %67, 40, !dbg !122
  br i1 %68, label %69, label %39, !dbg !109, !llvm.loop !123

69:                                               ; preds = %66
  store double %63, double* @checksum, align 8, !dbg !125, !tbaa !43
  ret i32 0, !dbg !126
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !12, !0, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 102400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 40)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_gemm", scope: !3, file: !3, line: 13, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5}
!26 = !{!27, !28, !29, !31, !32}
!27 = !DILocalVariable(name: "alpha", arg: 1, scope: !23, file: !3, line: 13, type: !5)
!28 = !DILocalVariable(name: "beta", arg: 2, scope: !23, file: !3, line: 13, type: !5)
!29 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 15, type: !30)
!32 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 15, type: !30)
!33 = !DILocation(line: 0, scope: !23)
!34 = !DILocation(line: 16, column: 3, scope: !35)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 17, column: 5, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 17, column: 5)
!38 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 3)
!39 = !DILocation(line: 18, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 29)
!41 = distinct !DILexicalBlock(scope: !37, file: !3, line: 17, column: 5)
!42 = !DILocation(line: 18, column: 15, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 19, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 7)
!49 = !DILocation(line: 20, column: 28, scope: !50)
!50 = distinct !DILexicalBlock(scope: !48, file: !3, line: 19, column: 7)
!51 = !DILocation(line: 20, column: 26, scope: !50)
!52 = !DILocation(line: 20, column: 38, scope: !50)
!53 = !DILocation(line: 20, column: 17, scope: !50)
!54 = !DILocation(line: 19, column: 27, scope: !50)
!55 = !DILocation(line: 19, column: 21, scope: !50)
!56 = distinct !{!56, !47, !57, !58}
!57 = !DILocation(line: 20, column: 44, scope: !48)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 17, column: 25, scope: !41)
!60 = !DILocation(line: 17, column: 19, scope: !41)
!61 = distinct !{!61, !36, !62, !58}
!62 = !DILocation(line: 21, column: 5, scope: !37)
!63 = !DILocation(line: 16, column: 23, scope: !38)
!64 = !DILocation(line: 16, column: 17, scope: !38)
!65 = distinct !{!65, !34, !66, !58}
!66 = !DILocation(line: 21, column: 5, scope: !35)
!67 = !DILocation(line: 22, column: 1, scope: !23)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !69, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!30}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 26, type: !30)
!73 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 26, type: !30)
!74 = !DILocalVariable(name: "s", scope: !68, file: !3, line: 27, type: !5)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 28, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !68, file: !3, line: 28, column: 3)
!78 = !DILocation(line: 29, column: 5, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 5)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 3)
!81 = !DILocation(line: 29, column: 25, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 29, column: 5)
!83 = !DILocation(line: 30, column: 29, scope: !84)
!84 = distinct !DILexicalBlock(scope: !82, file: !3, line: 29, column: 29)
!85 = !DILocation(line: 30, column: 38, scope: !84)
!86 = !DILocation(line: 30, column: 17, scope: !84)
!87 = !DILocation(line: 30, column: 43, scope: !84)
!88 = !DILocation(line: 30, column: 15, scope: !84)
!89 = !DILocation(line: 31, column: 33, scope: !84)
!90 = !DILocation(line: 31, column: 29, scope: !84)
!91 = !DILocation(line: 31, column: 38, scope: !84)
!92 = !DILocation(line: 31, column: 17, scope: !84)
!93 = !DILocation(line: 31, column: 43, scope: !84)
!94 = !DILocation(line: 31, column: 15, scope: !84)
!95 = !DILocation(line: 32, column: 34, scope: !84)
!96 = !DILocation(line: 32, column: 29, scope: !84)
!97 = !DILocation(line: 32, column: 40, scope: !84)
!98 = !DILocation(line: 32, column: 17, scope: !84)
!99 = !DILocation(line: 32, column: 45, scope: !84)
!100 = !DILocation(line: 32, column: 15, scope: !84)
!101 = distinct !{!101, !78, !102, !58, !103}
!102 = !DILocation(line: 33, column: 5, scope: !79)
!103 = !{!"llvm.loop.isvectorized", i32 1}
!104 = !DILocation(line: 28, column: 23, scope: !80)
!105 = !DILocation(line: 28, column: 17, scope: !80)
!106 = distinct !{!106, !76, !107, !58}
!107 = !DILocation(line: 33, column: 5, scope: !77)
!108 = !DILocation(line: 34, column: 3, scope: !68)
!109 = !DILocation(line: 35, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !68, file: !3, line: 35, column: 3)
!111 = !DILocation(line: 36, column: 5, scope: !112)
!112 = distinct !DILexicalBlock(scope: !113, file: !3, line: 36, column: 5)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 35, column: 3)
!114 = !DILocation(line: 37, column: 12, scope: !115)
!115 = distinct !DILexicalBlock(scope: !112, file: !3, line: 36, column: 5)
!116 = !DILocation(line: 37, column: 9, scope: !115)
!117 = !DILocation(line: 36, column: 25, scope: !115)
!118 = !DILocation(line: 36, column: 19, scope: !115)
!119 = distinct !{!119, !111, !120, !58}
!120 = !DILocation(line: 37, column: 18, scope: !112)
!121 = !DILocation(line: 35, column: 23, scope: !113)
!122 = !DILocation(line: 35, column: 17, scope: !113)
!123 = distinct !{!123, !109, !124, !58}
!124 = !DILocation(line: 37, column: 18, scope: !110)
!125 = !DILocation(line: 38, column: 12, scope: !68)
!126 = !DILocation(line: 39, column: 3, scope: !68)
