; ModuleID = 'context.c'
source_filename = "context.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [512 x double] zeroinitializer, align 16, !dbg !0
@sink = dso_local global double 0.000000e+00, align 8, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel() #0 !dbg !19 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata double* %1, metadata !23, metadata !DIExpression()), !dbg !24
  store double 0.000000e+00, double* %1, align 8, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %2, metadata !25, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %2, align 4, !dbg !28
  br label %4, !dbg !29

4:                                                ; preds = %22, %0
  %5 = load i32, i32* %2, align 4, !dbg !30
  %6 = icmp slt i32 %5, 2, !dbg !32
  br i1 %6, label %7, label %25, !dbg !33

7:                                                ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %3, align 4, !dbg !36
  br label %8, !dbg !37

8:                                                ; preds = %18, %7
  %9 = load i32, i32* %3, align 4, !dbg !38
  %10 = icmp slt i32 %9, 512, !dbg !40
  br i1 %10, label %11, label %21, !dbg !41

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4, !dbg !42
  %13 = sext i32 %12 to i64, !dbg !43
  %14 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %13, !dbg !43
  %15 = load double, double* %14, align 8, !dbg !43
  %16 = load double, double* %1, align 8, !dbg !44
  %17 = fadd double %16, %15, !dbg !44
  store double %17, double* %1, align 8, !dbg !44
  br label %18, !dbg !45

18:                                               ; preds = %11
  %19 = load i32, i32* %3, align 4, !dbg !46
  %20 = add nsw i32 %19, 1, !dbg !46
  store i32 %20, i32* %3, align 4, !dbg !46
  br label %8, !dbg !47, !llvm.loop !48

21:                                               ; preds = %8
  br label %22, !dbg !49

22:                                               ; preds = %21
  %23 = load i32, i32* %2, align 4, !dbg !51
  %24 = add nsw i32 %23, 1, !dbg !51
  store i32 %24, i32* %2, align 4, !dbg !51
  br label %4, !dbg !52, !llvm.loop !53

25:                                               ; preds = %4
  %26 = load double, double* %1, align 8, !dbg !55
  store double %26, double* @sink, align 8, !dbg !56
  ret void, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !61, metadata !DIExpression()), !dbg !63
  store i32 0, i32* %2, align 4, !dbg !63
  br label %3, !dbg !64

3:                                                ; preds = %12, %0
  %4 = load i32, i32* %2, align 4, !dbg !65
  %5 = icmp slt i32 %4, 512, !dbg !67
  br i1 %5, label %6, label %15, !dbg !68

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !69
  %8 = sitofp i32 %7 to double, !dbg !69
  %9 = load i32, i32* %2, align 4, !dbg !70
  %10 = sext i32 %9 to i64, !dbg !71
  %11 = getelementptr inbounds [512 x double], [512 x double]* @a, i64 0, i64 %10, !dbg !71
  store double %8, double* %11, align 8, !dbg !72
  br label %12, !dbg !71

12:                                               ; preds = %6
  %13 = load i32, i32* %2, align 4, !dbg !73
  %14 = add nsw i32 %13, 1, !dbg !73
  store i32 %14, i32* %2, align 4, !dbg !73
  br label %3, !dbg !74, !llvm.loop !75

15:                                               ; preds = %3
  call void @kernel(), !dbg !77
  ret i32 0, !dbg !78
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "context.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cd872c9671fcbe3cbf974d1095721dc7")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 32768, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 512)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 12, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{}
!23 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 14, type: !7)
!24 = !DILocation(line: 14, column: 10, scope: !19)
!25 = !DILocalVariable(name: "r", scope: !26, file: !3, line: 15, type: !27)
!26 = distinct !DILexicalBlock(scope: !19, file: !3, line: 15, column: 3)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DILocation(line: 15, column: 12, scope: !26)
!29 = !DILocation(line: 15, column: 8, scope: !26)
!30 = !DILocation(line: 15, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !26, file: !3, line: 15, column: 3)
!32 = !DILocation(line: 15, column: 21, scope: !31)
!33 = !DILocation(line: 15, column: 3, scope: !26)
!34 = !DILocalVariable(name: "i", scope: !35, file: !3, line: 16, type: !27)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 16, column: 5)
!36 = !DILocation(line: 16, column: 14, scope: !35)
!37 = !DILocation(line: 16, column: 10, scope: !35)
!38 = !DILocation(line: 16, column: 21, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 5)
!40 = !DILocation(line: 16, column: 23, scope: !39)
!41 = !DILocation(line: 16, column: 5, scope: !35)
!42 = !DILocation(line: 17, column: 14, scope: !39)
!43 = !DILocation(line: 17, column: 12, scope: !39)
!44 = !DILocation(line: 17, column: 9, scope: !39)
!45 = !DILocation(line: 17, column: 7, scope: !39)
!46 = !DILocation(line: 16, column: 29, scope: !39)
!47 = !DILocation(line: 16, column: 5, scope: !39)
!48 = distinct !{!48, !41, !49, !50}
!49 = !DILocation(line: 17, column: 15, scope: !35)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 15, column: 27, scope: !31)
!52 = !DILocation(line: 15, column: 3, scope: !31)
!53 = distinct !{!53, !33, !54, !50}
!54 = !DILocation(line: 17, column: 15, scope: !26)
!55 = !DILocation(line: 18, column: 10, scope: !19)
!56 = !DILocation(line: 18, column: 8, scope: !19)
!57 = !DILocation(line: 19, column: 1, scope: !19)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !59, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!59 = !DISubroutineType(types: !60)
!60 = !{!27}
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 23, type: !27)
!62 = distinct !DILexicalBlock(scope: !58, file: !3, line: 23, column: 3)
!63 = !DILocation(line: 23, column: 12, scope: !62)
!64 = !DILocation(line: 23, column: 8, scope: !62)
!65 = !DILocation(line: 23, column: 19, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 23, column: 3)
!67 = !DILocation(line: 23, column: 21, scope: !66)
!68 = !DILocation(line: 23, column: 3, scope: !62)
!69 = !DILocation(line: 24, column: 12, scope: !66)
!70 = !DILocation(line: 24, column: 7, scope: !66)
!71 = !DILocation(line: 24, column: 5, scope: !66)
!72 = !DILocation(line: 24, column: 10, scope: !66)
!73 = !DILocation(line: 23, column: 27, scope: !66)
!74 = !DILocation(line: 23, column: 3, scope: !66)
!75 = distinct !{!75, !68, !76, !50}
!76 = !DILocation(line: 24, column: 12, scope: !62)
!77 = !DILocation(line: 25, column: 3, scope: !58)
!78 = !DILocation(line: 26, column: 3, scope: !58)
