; ModuleID = 'counter_branches.c'
source_filename = "counter_branches.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@a = dso_local global [100 x double] zeroinitializer, align 16, !dbg !0
@b = dso_local global [100 x [100 x double]] zeroinitializer, align 16, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !21 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @kernel(), !dbg !26
  %2 = load double, double* getelementptr inbounds ([100 x double], [100 x double]* @a, i64 0, i64 99), align 8, !dbg !27
  %3 = load double, double* getelementptr inbounds ([100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 3, i64 7), align 8, !dbg !28
  %4 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %2, double noundef %3), !dbg !29
  ret i32 0, !dbg !30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %1, align 4, !dbg !36
  br label %4, !dbg !37

4:                                                ; preds = %52, %0
  %5 = load i32, i32* %1, align 4, !dbg !38
  %6 = icmp slt i32 %5, 100, !dbg !40
  br i1 %6, label %7, label %55, !dbg !41

7:                                                ; preds = %4
  %8 = load i32, i32* %1, align 4, !dbg !42
  %9 = icmp eq i32 %8, 0, !dbg !45
  br i1 %9, label %10, label %14, !dbg !46

10:                                               ; preds = %7
  %11 = load i32, i32* %1, align 4, !dbg !47
  %12 = sext i32 %11 to i64, !dbg !48
  %13 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %12, !dbg !48
  store double 1.000000e+00, double* %13, align 8, !dbg !49
  br label %24, !dbg !48

14:                                               ; preds = %7
  %15 = load i32, i32* %1, align 4, !dbg !50
  %16 = sub nsw i32 %15, 1, !dbg !51
  %17 = sext i32 %16 to i64, !dbg !52
  %18 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %17, !dbg !52
  %19 = load double, double* %18, align 8, !dbg !52
  %20 = fmul double %19, 5.000000e-01, !dbg !53
  %21 = load i32, i32* %1, align 4, !dbg !54
  %22 = sext i32 %21 to i64, !dbg !55
  %23 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %22, !dbg !55
  store double %20, double* %23, align 8, !dbg !56
  br label %24

24:                                               ; preds = %14, %10
  %25 = load i32, i32* %1, align 4, !dbg !57
  %26 = icmp slt i32 %25, 10, !dbg !59
  br i1 %26, label %27, label %33, !dbg !60

27:                                               ; preds = %24
  %28 = load i32, i32* %1, align 4, !dbg !61
  %29 = sext i32 %28 to i64, !dbg !62
  %30 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %29, !dbg !62
  %31 = load double, double* %30, align 8, !dbg !63
  %32 = fadd double %31, 2.000000e+00, !dbg !63
  store double %32, double* %30, align 8, !dbg !63
  br label %33, !dbg !62

33:                                               ; preds = %27, %24
  %34 = load i32, i32* %1, align 4, !dbg !64
  %35 = icmp sge i32 %34, 90, !dbg !66
  br i1 %35, label %36, label %42, !dbg !67

36:                                               ; preds = %33
  %37 = load i32, i32* %1, align 4, !dbg !68
  %38 = sext i32 %37 to i64, !dbg !69
  %39 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %38, !dbg !69
  %40 = load double, double* %39, align 8, !dbg !70
  %41 = fsub double %40, 3.000000e+00, !dbg !70
  store double %41, double* %39, align 8, !dbg !70
  br label %42, !dbg !69

42:                                               ; preds = %36, %33
  %43 = load i32, i32* %1, align 4, !dbg !71
  %44 = icmp eq i32 %43, 50, !dbg !73
  br i1 %44, label %45, label %51, !dbg !74

45:                                               ; preds = %42
  %46 = load i32, i32* %1, align 4, !dbg !75
  %47 = sext i32 %46 to i64, !dbg !76
  %48 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %47, !dbg !76
  %49 = load double, double* %48, align 8, !dbg !77
  %50 = fmul double %49, 4.000000e+00, !dbg !77
  store double %50, double* %48, align 8, !dbg !77
  br label %51, !dbg !76

51:                                               ; preds = %45, %42
  br label %52, !dbg !78

52:                                               ; preds = %51
  %53 = load i32, i32* %1, align 4, !dbg !79
  %54 = add nsw i32 %53, 1, !dbg !79
  store i32 %54, i32* %1, align 4, !dbg !79
  br label %4, !dbg !80, !llvm.loop !81

55:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %2, align 4, !dbg !86
  br label %56, !dbg !87

56:                                               ; preds = %87, %55
  %57 = load i32, i32* %2, align 4, !dbg !88
  %58 = icmp slt i32 %57, 100, !dbg !90
  br i1 %58, label %59, label %90, !dbg !91

59:                                               ; preds = %56
  call void @llvm.dbg.declare(metadata i32* %3, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %3, align 4, !dbg !94
  br label %60, !dbg !95

60:                                               ; preds = %83, %59
  %61 = load i32, i32* %3, align 4, !dbg !96
  %62 = load i32, i32* %2, align 4, !dbg !98
  %63 = icmp slt i32 %61, %62, !dbg !99
  br i1 %63, label %64, label %86, !dbg !100

64:                                               ; preds = %60
  %65 = load i32, i32* %2, align 4, !dbg !101
  %66 = sext i32 %65 to i64, !dbg !102
  %67 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %66, !dbg !102
  %68 = load i32, i32* %3, align 4, !dbg !103
  %69 = sext i32 %68 to i64, !dbg !102
  %70 = getelementptr inbounds [100 x double], [100 x double]* %67, i64 0, i64 %69, !dbg !102
  %71 = load double, double* %70, align 8, !dbg !102
  %72 = load i32, i32* %3, align 4, !dbg !104
  %73 = sext i32 %72 to i64, !dbg !105
  %74 = getelementptr inbounds [100 x double], [100 x double]* @a, i64 0, i64 %73, !dbg !105
  %75 = load double, double* %74, align 8, !dbg !105
  %76 = fadd double %71, %75, !dbg !106
  %77 = load i32, i32* %3, align 4, !dbg !107
  %78 = sext i32 %77 to i64, !dbg !108
  %79 = getelementptr inbounds [100 x [100 x double]], [100 x [100 x double]]* @b, i64 0, i64 %78, !dbg !108
  %80 = load i32, i32* %2, align 4, !dbg !109
  %81 = sext i32 %80 to i64, !dbg !108
  %82 = getelementptr inbounds [100 x double], [100 x double]* %79, i64 0, i64 %81, !dbg !108
  store double %76, double* %82, align 8, !dbg !110
  br label %83, !dbg !108

83:                                               ; preds = %64
  %84 = load i32, i32* %3, align 4, !dbg !111
  %85 = add nsw i32 %84, 1, !dbg !111
  store i32 %85, i32* %3, align 4, !dbg !111
  br label %60, !dbg !112, !llvm.loop !113

86:                                               ; preds = %60
  br label %87, !dbg !114

87:                                               ; preds = %86
  %88 = load i32, i32* %2, align 4, !dbg !115
  %89 = add nsw i32 %88, 1, !dbg !115
  store i32 %89, i32* %2, align 4, !dbg !115
  br label %56, !dbg !116, !llvm.loop !117

90:                                               ; preds = %56
  ret void, !dbg !119
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
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
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !22, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{!24}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{}
!26 = !DILocation(line: 27, column: 3, scope: !21)
!27 = !DILocation(line: 28, column: 21, scope: !21)
!28 = !DILocation(line: 28, column: 31, scope: !21)
!29 = !DILocation(line: 28, column: 3, scope: !21)
!30 = !DILocation(line: 29, column: 3, scope: !21)
!31 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 9, type: !32, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !25)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 10, type: !24)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 10, column: 3)
!36 = !DILocation(line: 10, column: 12, scope: !35)
!37 = !DILocation(line: 10, column: 8, scope: !35)
!38 = !DILocation(line: 10, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 10, column: 3)
!40 = !DILocation(line: 10, column: 21, scope: !39)
!41 = !DILocation(line: 10, column: 3, scope: !35)
!42 = !DILocation(line: 11, column: 9, scope: !43)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 11, column: 9)
!44 = distinct !DILexicalBlock(scope: !39, file: !3, line: 10, column: 31)
!45 = !DILocation(line: 11, column: 11, scope: !43)
!46 = !DILocation(line: 11, column: 9, scope: !44)
!47 = !DILocation(line: 12, column: 9, scope: !43)
!48 = !DILocation(line: 12, column: 7, scope: !43)
!49 = !DILocation(line: 12, column: 12, scope: !43)
!50 = !DILocation(line: 14, column: 16, scope: !43)
!51 = !DILocation(line: 14, column: 18, scope: !43)
!52 = !DILocation(line: 14, column: 14, scope: !43)
!53 = !DILocation(line: 14, column: 23, scope: !43)
!54 = !DILocation(line: 14, column: 9, scope: !43)
!55 = !DILocation(line: 14, column: 7, scope: !43)
!56 = !DILocation(line: 14, column: 12, scope: !43)
!57 = !DILocation(line: 15, column: 9, scope: !58)
!58 = distinct !DILexicalBlock(scope: !44, file: !3, line: 15, column: 9)
!59 = !DILocation(line: 15, column: 11, scope: !58)
!60 = !DILocation(line: 15, column: 9, scope: !44)
!61 = !DILocation(line: 16, column: 9, scope: !58)
!62 = !DILocation(line: 16, column: 7, scope: !58)
!63 = !DILocation(line: 16, column: 12, scope: !58)
!64 = !DILocation(line: 17, column: 9, scope: !65)
!65 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 9)
!66 = !DILocation(line: 17, column: 11, scope: !65)
!67 = !DILocation(line: 17, column: 9, scope: !44)
!68 = !DILocation(line: 18, column: 9, scope: !65)
!69 = !DILocation(line: 18, column: 7, scope: !65)
!70 = !DILocation(line: 18, column: 12, scope: !65)
!71 = !DILocation(line: 19, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !44, file: !3, line: 19, column: 9)
!73 = !DILocation(line: 19, column: 11, scope: !72)
!74 = !DILocation(line: 19, column: 9, scope: !44)
!75 = !DILocation(line: 20, column: 9, scope: !72)
!76 = !DILocation(line: 20, column: 7, scope: !72)
!77 = !DILocation(line: 20, column: 12, scope: !72)
!78 = !DILocation(line: 21, column: 3, scope: !44)
!79 = !DILocation(line: 10, column: 27, scope: !39)
!80 = !DILocation(line: 10, column: 3, scope: !39)
!81 = distinct !{!81, !41, !82, !83}
!82 = !DILocation(line: 21, column: 3, scope: !35)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocalVariable(name: "j", scope: !85, file: !3, line: 22, type: !24)
!85 = distinct !DILexicalBlock(scope: !31, file: !3, line: 22, column: 3)
!86 = !DILocation(line: 22, column: 12, scope: !85)
!87 = !DILocation(line: 22, column: 8, scope: !85)
!88 = !DILocation(line: 22, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !3, line: 22, column: 3)
!90 = !DILocation(line: 22, column: 21, scope: !89)
!91 = !DILocation(line: 22, column: 3, scope: !85)
!92 = !DILocalVariable(name: "k", scope: !93, file: !3, line: 23, type: !24)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 23, column: 5)
!94 = !DILocation(line: 23, column: 14, scope: !93)
!95 = !DILocation(line: 23, column: 10, scope: !93)
!96 = !DILocation(line: 23, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 23, column: 5)
!98 = !DILocation(line: 23, column: 25, scope: !97)
!99 = !DILocation(line: 23, column: 23, scope: !97)
!100 = !DILocation(line: 23, column: 5, scope: !93)
!101 = !DILocation(line: 24, column: 19, scope: !97)
!102 = !DILocation(line: 24, column: 17, scope: !97)
!103 = !DILocation(line: 24, column: 22, scope: !97)
!104 = !DILocation(line: 24, column: 29, scope: !97)
!105 = !DILocation(line: 24, column: 27, scope: !97)
!106 = !DILocation(line: 24, column: 25, scope: !97)
!107 = !DILocation(line: 24, column: 9, scope: !97)
!108 = !DILocation(line: 24, column: 7, scope: !97)
!109 = !DILocation(line: 24, column: 12, scope: !97)
!110 = !DILocation(line: 24, column: 15, scope: !97)
!111 = !DILocation(line: 23, column: 29, scope: !97)
!112 = !DILocation(line: 23, column: 5, scope: !97)
!113 = distinct !{!113, !100, !114, !83}
!114 = !DILocation(line: 24, column: 30, scope: !93)
!115 = !DILocation(line: 22, column: 27, scope: !89)
!116 = !DILocation(line: 22, column: 3, scope: !89)
!117 = distinct !{!117, !91, !118, !83}
!118 = !DILocation(line: 24, column: 30, scope: !85)
!119 = !DILocation(line: 25, column: 1, scope: !31)
