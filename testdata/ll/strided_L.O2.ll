; ModuleID = 'strided.c'
source_filename = "strided.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@V = internal unnamed_addr global [400000 x double] zeroinitializer, align 16, !dbg !0
@W = internal unnamed_addr global [200000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local double @kernel_strided() local_unnamed_addr #0 !dbg !24 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !30
  br label %1, !dbg !31

1:                                                ; preds = %1, %0
  %2 = phi double [ 0.000000e+00, %0 ], [ %22, %1 ]
  %3 = phi i64 [ 0, %0 ], [ %23, %1 ]
  call void @llvm.dbg.value(metadata double %2, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %3, metadata !27, metadata !DIExpression()), !dbg !30
  %4 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %3, !dbg !33
  %5 = load double, double* %4, align 16, !dbg !33, !tbaa !35
  %6 = fadd double %2, %5, !dbg !39
  call void @llvm.dbg.value(metadata double %6, metadata !29, metadata !DIExpression()), !dbg !30
  %7 = add nuw nsw i64 %3, 4, !dbg !40
  call void @llvm.dbg.value(metadata i64 %7, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %6, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %7, metadata !27, metadata !DIExpression()), !dbg !30
  %8 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %7, !dbg !33
  %9 = load double, double* %8, align 16, !dbg !33, !tbaa !35
  %10 = fadd double %6, %9, !dbg !39
  call void @llvm.dbg.value(metadata double %10, metadata !29, metadata !DIExpression()), !dbg !30
  %11 = add nuw nsw i64 %3, 8, !dbg !40
  call void @llvm.dbg.value(metadata i64 %11, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %10, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %11, metadata !27, metadata !DIExpression()), !dbg !30
  %12 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %11, !dbg !33
  %13 = load double, double* %12, align 16, !dbg !33, !tbaa !35
  %14 = fadd double %10, %13, !dbg !39
  call void @llvm.dbg.value(metadata double %14, metadata !29, metadata !DIExpression()), !dbg !30
  %15 = add nuw nsw i64 %3, 12, !dbg !40
  call void @llvm.dbg.value(metadata i64 %15, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %14, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %15, metadata !27, metadata !DIExpression()), !dbg !30
  %16 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %15, !dbg !33
  %17 = load double, double* %16, align 16, !dbg !33, !tbaa !35
  %18 = fadd double %14, %17, !dbg !39
  call void @llvm.dbg.value(metadata double %18, metadata !29, metadata !DIExpression()), !dbg !30
  %19 = add nuw nsw i64 %3, 16, !dbg !40
  call void @llvm.dbg.value(metadata i64 %19, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata double %18, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %19, metadata !27, metadata !DIExpression()), !dbg !30
  %20 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %19, !dbg !33
  %21 = load double, double* %20, align 16, !dbg !33, !tbaa !35
  %22 = fadd double %18, %21, !dbg !39
  call void @llvm.dbg.value(metadata double %22, metadata !29, metadata !DIExpression()), !dbg !30
  %23 = add nuw nsw i64 %3, 20, !dbg !40
  call void @llvm.dbg.value(metadata i64 %23, metadata !27, metadata !DIExpression()), !dbg !30
  %24 = icmp ult i64 %3, 399980, !dbg !41
  br i1 %24, label %1, label %25, !dbg !31, !llvm.loop !42

25:                                               ; preds = %1, %31
  %26 = phi i64 [ %36, %31 ], [ 1, %1 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !27, metadata !DIExpression()), !dbg !30
  %27 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %26, !dbg !45
  %28 = load double, double* %27, align 8, !dbg !45, !tbaa !35
  %29 = tail call double @llvm.fmuladd.f64(double %28, double 2.000000e+00, double %22), !dbg !48
  store double %29, double* %27, align 8, !dbg !49, !tbaa !35
  call void @llvm.dbg.value(metadata i64 %26, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !30
  %30 = icmp ult i64 %26, 399997, !dbg !50
  br i1 %30, label %31, label %37, !dbg !51, !llvm.loop !52

31:                                               ; preds = %25
  %32 = add nuw nsw i64 %26, 3, !dbg !54
  call void @llvm.dbg.value(metadata i64 %32, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i64 %26, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !30
  %33 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %32, !dbg !45
  %34 = load double, double* %33, align 8, !dbg !45, !tbaa !35
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 2.000000e+00, double %22), !dbg !48
  store double %35, double* %33, align 8, !dbg !49, !tbaa !35
  %36 = add nuw nsw i64 %26, 6, !dbg !54
  call void @llvm.dbg.value(metadata i64 %36, metadata !27, metadata !DIExpression()), !dbg !30
  br label %25

37:                                               ; preds = %25, %37
  %38 = phi i64 [ %58, %37 ], [ 0, %25 ]
  %39 = shl i64 %38, 1
  %40 = or i64 %39, 4
  %41 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %39, !dbg !55
  %42 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %40, !dbg !55
  %43 = bitcast double* %41 to <4 x double>*, !dbg !55
  %44 = bitcast double* %42 to <4 x double>*, !dbg !55
  %45 = load <4 x double>, <4 x double>* %43, align 16, !dbg !55, !tbaa !35
  %46 = load <4 x double>, <4 x double>* %44, align 16, !dbg !55, !tbaa !35
  %47 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !55
  %48 = shufflevector <4 x double> %46, <4 x double> poison, <2 x i32> <i32 0, i32 2>, !dbg !55
  %49 = shufflevector <4 x double> %45, <4 x double> poison, <2 x i32> <i32 1, i32 3>, !dbg !55
  %50 = shufflevector <4 x double> %46, <4 x double> poison, <2 x i32> <i32 1, i32 3>, !dbg !55
  %51 = fadd <2 x double> %47, %49, !dbg !58
  %52 = fadd <2 x double> %48, %50, !dbg !58
  %53 = and i64 %38, 9223372036854775804, !dbg !59
  %54 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %53, !dbg !60
  %55 = bitcast double* %54 to <2 x double>*, !dbg !61
  store <2 x double> %51, <2 x double>* %55, align 16, !dbg !61, !tbaa !35
  %56 = getelementptr inbounds double, double* %54, i64 2, !dbg !61
  %57 = bitcast double* %56 to <2 x double>*, !dbg !61
  store <2 x double> %52, <2 x double>* %57, align 16, !dbg !61, !tbaa !35
  %58 = add nuw i64 %38, 4
  %59 = icmp eq i64 %58, 200000
  br i1 %59, label %60, label %37, !llvm.loop !62

60:                                               ; preds = %37
  ret double %22, !dbg !66
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !67 {
  call void @llvm.dbg.value(metadata i64 0, metadata !72, metadata !DIExpression()), !dbg !74
  br label %1, !dbg !75

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !77
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %16, %1 ], !dbg !79
  %4 = add <2 x i32> %3, <i32 2, i32 2>, !dbg !79
  %5 = urem <2 x i32> %3, <i32 9, i32 9>, !dbg !79
  %6 = urem <2 x i32> %4, <i32 9, i32 9>, !dbg !79
  %7 = uitofp <2 x i32> %5 to <2 x double>, !dbg !80
  %8 = uitofp <2 x i32> %6 to <2 x double>, !dbg !80
  %9 = fmul <2 x double> %7, <double 1.250000e-01, double 1.250000e-01>, !dbg !81
  %10 = fmul <2 x double> %8, <double 1.250000e-01, double 1.250000e-01>, !dbg !81
  %11 = getelementptr inbounds [400000 x double], [400000 x double]* @V, i64 0, i64 %2, !dbg !77
  %12 = bitcast double* %11 to <2 x double>*, !dbg !82
  store <2 x double> %9, <2 x double>* %12, align 16, !dbg !82, !tbaa !35
  %13 = getelementptr inbounds double, double* %11, i64 2, !dbg !82
  %14 = bitcast double* %13 to <2 x double>*, !dbg !82
  store <2 x double> %10, <2 x double>* %14, align 16, !dbg !82, !tbaa !35
  %15 = add nuw i64 %2, 4, !dbg !77
  %16 = add <2 x i32> %3, <i32 4, i32 4>, !dbg !79
  %17 = icmp eq i64 %15, 400000, !dbg !77
  br i1 %17, label %18, label %1, !dbg !77, !llvm.loop !83

18:                                               ; preds = %1
  %19 = tail call double @kernel_strided(), !dbg !85
  call void @llvm.dbg.value(metadata double %19, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !72, metadata !DIExpression()), !dbg !74
  br label %20, !dbg !86

20:                                               ; preds = %20, %18
  %21 = phi double [ %19, %18 ], [ %41, %20 ]
  %22 = phi i64 [ 0, %18 ], [ %42, %20 ]
  call void @llvm.dbg.value(metadata double %21, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %22, metadata !72, metadata !DIExpression()), !dbg !74
  %23 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %22, !dbg !88
  %24 = load double, double* %23, align 8, !dbg !88, !tbaa !35
  %25 = fadd double %21, %24, !dbg !90
  call void @llvm.dbg.value(metadata double %25, metadata !73, metadata !DIExpression()), !dbg !74
  %26 = add nuw nsw i64 %22, 1, !dbg !91
  call void @llvm.dbg.value(metadata i64 %26, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %25, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %26, metadata !72, metadata !DIExpression()), !dbg !74
  %27 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %26, !dbg !88
  %28 = load double, double* %27, align 8, !dbg !88, !tbaa !35
  %29 = fadd double %25, %28, !dbg !90
  call void @llvm.dbg.value(metadata double %29, metadata !73, metadata !DIExpression()), !dbg !74
  %30 = add nuw nsw i64 %22, 2, !dbg !91
  call void @llvm.dbg.value(metadata i64 %30, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %29, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %30, metadata !72, metadata !DIExpression()), !dbg !74
  %31 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %30, !dbg !88
  %32 = load double, double* %31, align 8, !dbg !88, !tbaa !35
  %33 = fadd double %29, %32, !dbg !90
  call void @llvm.dbg.value(metadata double %33, metadata !73, metadata !DIExpression()), !dbg !74
  %34 = add nuw nsw i64 %22, 3, !dbg !91
  call void @llvm.dbg.value(metadata i64 %34, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %33, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %34, metadata !72, metadata !DIExpression()), !dbg !74
  %35 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %34, !dbg !88
  %36 = load double, double* %35, align 8, !dbg !88, !tbaa !35
  %37 = fadd double %33, %36, !dbg !90
  call void @llvm.dbg.value(metadata double %37, metadata !73, metadata !DIExpression()), !dbg !74
  %38 = add nuw nsw i64 %22, 4, !dbg !91
  call void @llvm.dbg.value(metadata i64 %38, metadata !72, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata double %37, metadata !73, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %38, metadata !72, metadata !DIExpression()), !dbg !74
  %39 = getelementptr inbounds [200000 x double], [200000 x double]* @W, i64 0, i64 %38, !dbg !88
  %40 = load double, double* %39, align 8, !dbg !88, !tbaa !35
  %41 = fadd double %37, %40, !dbg !90
  call void @llvm.dbg.value(metadata double %41, metadata !73, metadata !DIExpression()), !dbg !74
  %42 = add nuw nsw i64 %22, 5, !dbg !91
  call void @llvm.dbg.value(metadata i64 %42, metadata !72, metadata !DIExpression()), !dbg !74
  %43 = icmp eq i64 %42, 200000, !dbg !92
  br i1 %43, label %44, label %20, !dbg !86, !llvm.loop !93

44:                                               ; preds = %20
  store double %41, double* @checksum, align 8, !dbg !95, !tbaa !35
  ret i32 0, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "V", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "strided.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "W", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 25600000, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 400000)
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_strided", scope: !3, file: !3, line: 16, type: !25, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!25 = !DISubroutineType(types: !4)
!26 = !{!27, !29}
!27 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 18, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 19, type: !5)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 20, column: 3, scope: !32)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 20, column: 3)
!33 = !DILocation(line: 21, column: 10, scope: !34)
!34 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 3)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 21, column: 7, scope: !34)
!40 = !DILocation(line: 20, column: 24, scope: !34)
!41 = !DILocation(line: 20, column: 17, scope: !34)
!42 = distinct !{!42, !31, !43, !44}
!43 = !DILocation(line: 21, column: 13, scope: !32)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 23, column: 18, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 3)
!47 = distinct !DILexicalBlock(scope: !24, file: !3, line: 22, column: 3)
!48 = !DILocation(line: 23, column: 23, scope: !46)
!49 = !DILocation(line: 23, column: 10, scope: !46)
!50 = !DILocation(line: 22, column: 17, scope: !46)
!51 = !DILocation(line: 22, column: 3, scope: !47)
!52 = distinct !{!52, !51, !53, !44}
!53 = !DILocation(line: 23, column: 25, scope: !47)
!54 = !DILocation(line: 22, column: 24, scope: !46)
!55 = !DILocation(line: 25, column: 16, scope: !56)
!56 = distinct !DILexicalBlock(scope: !57, file: !3, line: 24, column: 3)
!57 = distinct !DILexicalBlock(scope: !24, file: !3, line: 24, column: 3)
!58 = !DILocation(line: 25, column: 21, scope: !56)
!59 = !DILocation(line: 25, column: 9, scope: !56)
!60 = !DILocation(line: 25, column: 5, scope: !56)
!61 = !DILocation(line: 25, column: 14, scope: !56)
!62 = distinct !{!62, !63, !64, !44, !65}
!63 = !DILocation(line: 24, column: 3, scope: !57)
!64 = !DILocation(line: 25, column: 30, scope: !57)
!65 = !{!"llvm.loop.isvectorized", i32 1}
!66 = !DILocation(line: 26, column: 3, scope: !24)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !68, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !73}
!72 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 31, type: !28)
!73 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 32, type: !5)
!74 = !DILocation(line: 0, scope: !67)
!75 = !DILocation(line: 33, column: 3, scope: !76)
!76 = distinct !DILexicalBlock(scope: !67, file: !3, line: 33, column: 3)
!77 = !DILocation(line: 33, column: 23, scope: !78)
!78 = distinct !DILexicalBlock(scope: !76, file: !3, line: 33, column: 3)
!79 = !DILocation(line: 34, column: 23, scope: !78)
!80 = !DILocation(line: 34, column: 12, scope: !78)
!81 = !DILocation(line: 34, column: 28, scope: !78)
!82 = !DILocation(line: 34, column: 10, scope: !78)
!83 = distinct !{!83, !75, !84, !44, !65}
!84 = !DILocation(line: 34, column: 30, scope: !76)
!85 = !DILocation(line: 35, column: 7, scope: !67)
!86 = !DILocation(line: 36, column: 3, scope: !87)
!87 = distinct !DILexicalBlock(scope: !67, file: !3, line: 36, column: 3)
!88 = !DILocation(line: 37, column: 10, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !3, line: 36, column: 3)
!90 = !DILocation(line: 37, column: 7, scope: !89)
!91 = !DILocation(line: 36, column: 27, scope: !89)
!92 = !DILocation(line: 36, column: 17, scope: !89)
!93 = distinct !{!93, !86, !94, !44}
!94 = !DILocation(line: 37, column: 13, scope: !87)
!95 = !DILocation(line: 38, column: 12, scope: !67)
!96 = !DILocation(line: 39, column: 3, scope: !67)
