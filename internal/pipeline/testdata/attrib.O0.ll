; ModuleID = 'attrib.c'
source_filename = "attrib.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [1024 x double] zeroinitializer, align 16, !dbg !0
@b = dso_local global [1024 x double] zeroinitializer, align 16, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum() #0 !dbg !19 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata double* %1, metadata !23, metadata !DIExpression()), !dbg !24
  store double 0.000000e+00, double* %1, align 8, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %2, metadata !25, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %2, align 4, !dbg !28
  br label %3, !dbg !29

3:                                                ; preds = %13, %0
  %4 = load i32, i32* %2, align 4, !dbg !30
  %5 = icmp slt i32 %4, 1024, !dbg !32
  br i1 %5, label %6, label %16, !dbg !33

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !34
  %8 = sext i32 %7 to i64, !dbg !35
  %9 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %8, !dbg !35
  %10 = load double, double* %9, align 8, !dbg !35
  %11 = load double, double* %1, align 8, !dbg !36
  %12 = fadd double %11, %10, !dbg !36
  store double %12, double* %1, align 8, !dbg !36
  br label %13, !dbg !37

13:                                               ; preds = %6
  %14 = load i32, i32* %2, align 4, !dbg !38
  %15 = add nsw i32 %14, 1, !dbg !38
  store i32 %15, i32* %2, align 4, !dbg !38
  br label %3, !dbg !39, !llvm.loop !40

16:                                               ; preds = %3
  %17 = load double, double* %1, align 8, !dbg !43
  ret double %17, !dbg !44
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @scale() #0 !dbg !45 {
  %1 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !48, metadata !DIExpression()), !dbg !50
  store i32 0, i32* %1, align 4, !dbg !50
  br label %2, !dbg !51

2:                                                ; preds = %14, %0
  %3 = load i32, i32* %1, align 4, !dbg !52
  %4 = icmp slt i32 %3, 1024, !dbg !54
  br i1 %4, label %5, label %17, !dbg !55

5:                                                ; preds = %2
  %6 = load i32, i32* %1, align 4, !dbg !56
  %7 = sext i32 %6 to i64, !dbg !57
  %8 = getelementptr inbounds [1024 x double], [1024 x double]* @a, i64 0, i64 %7, !dbg !57
  %9 = load double, double* %8, align 8, !dbg !57
  %10 = fmul double 2.000000e+00, %9, !dbg !58
  %11 = load i32, i32* %1, align 4, !dbg !59
  %12 = sext i32 %11 to i64, !dbg !60
  %13 = getelementptr inbounds [1024 x double], [1024 x double]* @b, i64 0, i64 %12, !dbg !60
  store double %10, double* %13, align 8, !dbg !61
  br label %14, !dbg !60

14:                                               ; preds = %5
  %15 = load i32, i32* %1, align 4, !dbg !62
  %16 = add nsw i32 %15, 1, !dbg !62
  store i32 %16, i32* %1, align 4, !dbg !62
  br label %2, !dbg !63, !llvm.loop !64

17:                                               ; preds = %2
  ret void, !dbg !66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata double* %2, metadata !70, metadata !DIExpression()), !dbg !71
  %3 = call double @sum(), !dbg !72
  store double %3, double* %2, align 8, !dbg !71
  call void @scale(), !dbg !73
  %4 = load double, double* %2, align 8, !dbg !74
  %5 = fcmp ogt double %4, 0.000000e+00, !dbg !75
  %6 = zext i1 %5 to i32, !dbg !75
  ret i32 %6, !dbg !76
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "attrib.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0576f0dac4fbbbadbaf0ca14892ac9f3")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 65536, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 1024)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 11, type: !20, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!8}
!22 = !{}
!23 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 13, type: !8)
!24 = !DILocation(line: 13, column: 10, scope: !19)
!25 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 14, type: !27)
!26 = distinct !DILexicalBlock(scope: !19, file: !3, line: 14, column: 3)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DILocation(line: 14, column: 12, scope: !26)
!29 = !DILocation(line: 14, column: 8, scope: !26)
!30 = !DILocation(line: 14, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !26, file: !3, line: 14, column: 3)
!32 = !DILocation(line: 14, column: 21, scope: !31)
!33 = !DILocation(line: 14, column: 3, scope: !26)
!34 = !DILocation(line: 15, column: 12, scope: !31)
!35 = !DILocation(line: 15, column: 10, scope: !31)
!36 = !DILocation(line: 15, column: 7, scope: !31)
!37 = !DILocation(line: 15, column: 5, scope: !31)
!38 = !DILocation(line: 14, column: 27, scope: !31)
!39 = !DILocation(line: 14, column: 3, scope: !31)
!40 = distinct !{!40, !33, !41, !42}
!41 = !DILocation(line: 15, column: 13, scope: !26)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 16, column: 10, scope: !19)
!44 = !DILocation(line: 16, column: 3, scope: !19)
!45 = distinct !DISubprogram(name: "scale", scope: !3, file: !3, line: 19, type: !46, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!46 = !DISubroutineType(types: !47)
!47 = !{null}
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 21, type: !27)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 3)
!50 = !DILocation(line: 21, column: 12, scope: !49)
!51 = !DILocation(line: 21, column: 8, scope: !49)
!52 = !DILocation(line: 21, column: 19, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 21, column: 3)
!54 = !DILocation(line: 21, column: 21, scope: !53)
!55 = !DILocation(line: 21, column: 3, scope: !49)
!56 = !DILocation(line: 22, column: 18, scope: !53)
!57 = !DILocation(line: 22, column: 16, scope: !53)
!58 = !DILocation(line: 22, column: 14, scope: !53)
!59 = !DILocation(line: 22, column: 7, scope: !53)
!60 = !DILocation(line: 22, column: 5, scope: !53)
!61 = !DILocation(line: 22, column: 10, scope: !53)
!62 = !DILocation(line: 21, column: 27, scope: !53)
!63 = !DILocation(line: 21, column: 3, scope: !53)
!64 = distinct !{!64, !55, !65, !42}
!65 = !DILocation(line: 22, column: 19, scope: !49)
!66 = !DILocation(line: 23, column: 1, scope: !45)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !68, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!68 = !DISubroutineType(types: !69)
!69 = !{!27}
!70 = !DILocalVariable(name: "s", scope: !67, file: !3, line: 27, type: !8)
!71 = !DILocation(line: 27, column: 10, scope: !67)
!72 = !DILocation(line: 27, column: 14, scope: !67)
!73 = !DILocation(line: 28, column: 3, scope: !67)
!74 = !DILocation(line: 29, column: 10, scope: !67)
!75 = !DILocation(line: 29, column: 12, scope: !67)
!76 = !DILocation(line: 29, column: 3, scope: !67)
