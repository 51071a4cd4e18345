; ModuleID = 'counter_branches.c'
source_filename = "counter_branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@a = dso_local local_unnamed_addr global [100 x double] zeroinitializer, align 16, !dbg !0
@b = dso_local local_unnamed_addr global [100 x [100 x double]] zeroinitializer, align 16, !dbg !5

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !20 {
  call void @llvm.dbg.value(metadata i64 0, metadata !25, metadata !DIExpression()), !dbg !36
  store double 3.000000e+00, double* getelementptr inbounds ([100 x double], [100 x double]* @a, i64 0, i64 0), align 16, !dbg !38, !tbaa !42
  call void @llvm.dbg.value(metadata i64 1, metadata !25, metadata !DIExpression()), !dbg !36
  br label %1, !dbg !46

1:                                                ; preds = %22, %0
  %2 = phi double [ 3.000000e+00, %0 ], [ %24, %22 ], !dbg !47
  %3 = phi i64 [ 1, %0 ], [ %23, %22 ]
  call void @llvm.dbg.value(metadata i64 %3, metadata !25, metadata !DIExpression()), !dbg !36
  %4 = fmul double %2, 5.000000e-01, !dbg !49
  %5 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %3, !dbg !50
  store double %4, double* %5, align 8, !dbg !51, !tbaa !42
  %6 = icmp ult i64 %3, 10, !dbg !52
  br i1 %6, label %7, label %9, !dbg !53

7:                                                ; preds = %1
  %8 = fadd double %4, 2.000000e+00, !dbg !38
  store double %8, double* %5, align 8, !dbg !38, !tbaa !42
  br label %16, !dbg !54

9:                                                ; preds = %1
  %10 = icmp ugt i64 %3, 89, !dbg !55
  br i1 %10, label %18, label %11, !dbg !54

11:                                               ; preds = %9
  %12 = icmp eq i64 %3, 50, !dbg !57
  br i1 %12, label %13, label %16, !dbg !59

13:                                               ; preds = %11
  %14 = load double, double* getelementptr inbounds ([100 x double], [100 x double]* @a, i64 0, i64 50), align 16, !dbg !60, !tbaa !42
  %15 = fmul double %14, 4.000000e+00, !dbg !60
  store double %15, double* getelementptr inbounds ([100 x double], [100 x double]* @a, i64 0, i64 50), align 16, !dbg !60, !tbaa !42
  br label %16, !dbg !61

16:                                               ; preds = %13, %11, %7
  %17 = add nuw nsw i64 %3, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %20, metadata !25, metadata !DIExpression()), !dbg !36
  br label %22, !dbg !46

18:                                               ; preds = %9
  %19 = fadd double %4, -3.000000e+00, !dbg !63
  store double %19, double* %5, align 8, !dbg !63, !tbaa !42
  %20 = add nuw nsw i64 %3, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %20, metadata !25, metadata !DIExpression()), !dbg !36
  %21 = icmp eq i64 %20, 100, !dbg !64
  br i1 %21, label %25, label %22, !dbg !46, !llvm.loop !65

22:                                               ; preds = %16, %18
  %23 = phi i64 [ %17, %16 ], [ %20, %18 ]
  %24 = load double, double* %5, align 8, !dbg !47, !tbaa !42
  br label %1, !dbg !46

25:                                               ; preds = %18, %43
  %26 = phi i64 [ %44, %43 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !31, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !70
  %27 = icmp eq i64 %26, 0, !dbg !71
  br i1 %27, label %43, label %28, !dbg !73

28:                                               ; preds = %25
  %29 = and i64 %26, 1, !dbg !73
  %30 = icmp eq i64 %26, 1, !dbg !73
  br i1 %30, label %33, label %31, !dbg !73

31:                                               ; preds = %28
  %32 = and i64 %26, 9223372036854775806, !dbg !73
  br label %46, !dbg !73

33:                                               ; preds = %46, %28
  %34 = phi i64 [ 0, %28 ], [ %62, %46 ]
  %35 = icmp eq i64 %29, 0, !dbg !73
  br i1 %35, label %43, label %36, !dbg !73

36:                                               ; preds = %33
  call void @llvm.dbg.value(metadata i64 %34, metadata !33, metadata !DIExpression()), !dbg !70
  %37 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %26, i64 %34, !dbg !74
  %38 = load double, double* %37, align 8, !dbg !74, !tbaa !42
  %39 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %34, !dbg !75
  %40 = load double, double* %39, align 8, !dbg !75, !tbaa !42
  %41 = fadd double %38, %40, !dbg !76
  %42 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %34, i64 %26, !dbg !77
  store double %41, double* %42, align 8, !dbg !78, !tbaa !42
  call void @llvm.dbg.value(metadata i64 %34, metadata !33, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !70
  br label %43, !dbg !79

43:                                               ; preds = %36, %33, %25
  %44 = add nuw nsw i64 %26, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %44, metadata !31, metadata !DIExpression()), !dbg !69
  %45 = icmp eq i64 %44, 100, !dbg !80
  br i1 %45, label %65, label %25, !dbg !81, !llvm.loop !82

46:                                               ; preds = %46, %31
  %47 = phi i64 [ 0, %31 ], [ %62, %46 ]
  %48 = phi i64 [ 0, %31 ], [ %63, %46 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !33, metadata !DIExpression()), !dbg !70
  %49 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %26, i64 %47, !dbg !74
  %50 = load double, double* %49, align 16, !dbg !74, !tbaa !42
  %51 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %47, !dbg !75
  %52 = load double, double* %51, align 16, !dbg !75, !tbaa !42
  %53 = fadd double %50, %52, !dbg !76
  %54 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %47, i64 %26, !dbg !77
  store double %53, double* %54, align 8, !dbg !78, !tbaa !42
  %55 = or i64 %47, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %55, metadata !33, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %55, metadata !33, metadata !DIExpression()), !dbg !70
  %56 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %26, i64 %55, !dbg !74
  %57 = load double, double* %56, align 8, !dbg !74, !tbaa !42
  %58 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %55, !dbg !75
  %59 = load double, double* %58, align 8, !dbg !75, !tbaa !42
  %60 = fadd double %57, %59, !dbg !76
  %61 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %55, i64 %26, !dbg !77
  store double %60, double* %61, align 8, !dbg !78, !tbaa !42
  %62 = add nuw nsw i64 %47, 2, !dbg !84
  call void @llvm.dbg.value(metadata i64 %62, metadata !33, metadata !DIExpression()), !dbg !70
  %63 = add i64 %48, 2, !dbg !73
  %64 = icmp eq i64 %63, %32, !dbg !73
  br i1 %64, label %33, label %46, !dbg !73, !llvm.loop !85

65:                                               ; preds = %43
  %66 = load double, double* getelementptr inbounds ([100 x double], [100 x double]* @a, i64 0, i64 99), align 8, !dbg !87, !tbaa !42
  %67 = load double, double* getelementptr inbounds ([100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 3, i64 7), align 8, !dbg !88, !tbaa !42
  %68 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %66, double noundef %67), !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "counter_branches.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7a97206c8f1917473adaace365045820")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 640000, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10, !10}
!10 = !DISubrange(count: 100)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !12)
!12 = !{!10}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !21, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !24)
!21 = !DISubroutineType(types: !22)
!22 = !{!23}
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{}
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 10, type: !23)
!26 = distinct !DILexicalBlock(scope: !27, file: !3, line: 10, column: 3)
!27 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 9, type: !28, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !{!25, !31, !33}
!31 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 22, type: !23)
!32 = distinct !DILexicalBlock(scope: !27, file: !3, line: 22, column: 3)
!33 = !DILocalVariable(name: "k", scope: !34, file: !3, line: 23, type: !23)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 23, column: 5)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 22, column: 3)
!36 = !DILocation(line: 0, scope: !26, inlinedAt: !37)
!37 = distinct !DILocation(line: 27, column: 3, scope: !20)
!38 = !DILocation(line: 16, column: 12, scope: !39, inlinedAt: !37)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 15, column: 9)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 10, column: 31)
!41 = distinct !DILexicalBlock(scope: !26, file: !3, line: 10, column: 3)
!42 = !{!43, !43, i64 0}
!43 = !{!"double", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocation(line: 10, column: 3, scope: !26, inlinedAt: !37)
!47 = !DILocation(line: 14, column: 14, scope: !48, inlinedAt: !37)
!48 = distinct !DILexicalBlock(scope: !40, file: !3, line: 11, column: 9)
!49 = !DILocation(line: 14, column: 23, scope: !48, inlinedAt: !37)
!50 = !DILocation(line: 14, column: 7, scope: !48, inlinedAt: !37)
!51 = !DILocation(line: 14, column: 12, scope: !48, inlinedAt: !37)
!52 = !DILocation(line: 15, column: 11, scope: !39, inlinedAt: !37)
!53 = !DILocation(line: 15, column: 9, scope: !40, inlinedAt: !37)
!54 = !DILocation(line: 17, column: 9, scope: !40, inlinedAt: !37)
!55 = !DILocation(line: 17, column: 11, scope: !56, inlinedAt: !37)
!56 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 9)
!57 = !DILocation(line: 19, column: 11, scope: !58, inlinedAt: !37)
!58 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 9)
!59 = !DILocation(line: 19, column: 9, scope: !40, inlinedAt: !37)
!60 = !DILocation(line: 20, column: 12, scope: !58, inlinedAt: !37)
!61 = !DILocation(line: 20, column: 7, scope: !58, inlinedAt: !37)
!62 = !DILocation(line: 10, column: 27, scope: !41, inlinedAt: !37)
!63 = !DILocation(line: 18, column: 12, scope: !56, inlinedAt: !37)
!64 = !DILocation(line: 10, column: 21, scope: !41, inlinedAt: !37)
!65 = distinct !{!65, !46, !66, !67, !68}
!66 = !DILocation(line: 21, column: 3, scope: !26, inlinedAt: !37)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !{!"llvm.loop.peeled.count", i32 1}
!69 = !DILocation(line: 0, scope: !32, inlinedAt: !37)
!70 = !DILocation(line: 0, scope: !34, inlinedAt: !37)
!71 = !DILocation(line: 23, column: 23, scope: !72, inlinedAt: !37)
!72 = distinct !DILexicalBlock(scope: !34, file: !3, line: 23, column: 5)
!73 = !DILocation(line: 23, column: 5, scope: !34, inlinedAt: !37)
!74 = !DILocation(line: 24, column: 17, scope: !72, inlinedAt: !37)
!75 = !DILocation(line: 24, column: 27, scope: !72, inlinedAt: !37)
!76 = !DILocation(line: 24, column: 25, scope: !72, inlinedAt: !37)
!77 = !DILocation(line: 24, column: 7, scope: !72, inlinedAt: !37)
!78 = !DILocation(line: 24, column: 15, scope: !72, inlinedAt: !37)
!79 = !DILocation(line: 22, column: 27, scope: !35, inlinedAt: !37)
!80 = !DILocation(line: 22, column: 21, scope: !35, inlinedAt: !37)
!81 = !DILocation(line: 22, column: 3, scope: !32, inlinedAt: !37)
!82 = distinct !{!82, !81, !83, !67}
!83 = !DILocation(line: 24, column: 30, scope: !32, inlinedAt: !37)
!84 = !DILocation(line: 23, column: 29, scope: !72, inlinedAt: !37)
!85 = distinct !{!85, !73, !86, !67}
!86 = !DILocation(line: 24, column: 30, scope: !34, inlinedAt: !37)
!87 = !DILocation(line: 28, column: 21, scope: !20)
!88 = !DILocation(line: 28, column: 31, scope: !20)
!89 = !DILocation(line: 28, column: 3, scope: !20)
!90 = !DILocation(line: 29, column: 3, scope: !20)
