; ModuleID = 'two_loops.c'
source_filename = "two_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [64 x double] zeroinitializer, align 16, !dbg !0
@B = dso_local global [64 x double] zeroinitializer, align 16, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @sum(double* noundef %0, i32 noundef %1) #0 !dbg !21 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !26, metadata !DIExpression()), !dbg !27
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata double* %5, metadata !30, metadata !DIExpression()), !dbg !31
  store double 0.000000e+00, double* %5, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %6, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %6, align 4, !dbg !34
  br label %7, !dbg !35

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %6, align 4, !dbg !36
  %9 = load i32, i32* %4, align 4, !dbg !38
  %10 = icmp slt i32 %8, %9, !dbg !39
  br i1 %10, label %11, label %22, !dbg !40

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 8, !dbg !41
  %13 = load i32, i32* %6, align 4, !dbg !42
  %14 = sext i32 %13 to i64, !dbg !41
  %15 = getelementptr inbounds double, double* %12, i64 %14, !dbg !41
  %16 = load double, double* %15, align 8, !dbg !41
  %17 = load double, double* %5, align 8, !dbg !43
  %18 = fadd double %17, %16, !dbg !43
  store double %18, double* %5, align 8, !dbg !43
  br label %19, !dbg !44

19:                                               ; preds = %11
  %20 = load i32, i32* %6, align 4, !dbg !45
  %21 = add nsw i32 %20, 1, !dbg !45
  store i32 %21, i32* %6, align 4, !dbg !45
  br label %7, !dbg !46, !llvm.loop !47

22:                                               ; preds = %7
  %23 = load double, double* %5, align 8, !dbg !50
  ret double %23, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %2, align 4, !dbg !56
  br label %4, !dbg !57

4:                                                ; preds = %13, %0
  %5 = load i32, i32* %2, align 4, !dbg !58
  %6 = icmp slt i32 %5, 64, !dbg !60
  br i1 %6, label %7, label %16, !dbg !61

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !62
  %9 = sitofp i32 %8 to double, !dbg !62
  %10 = load i32, i32* %2, align 4, !dbg !63
  %11 = sext i32 %10 to i64, !dbg !64
  %12 = getelementptr inbounds [64 x double], [64 x double]* @A, i64 0, i64 %11, !dbg !64
  store double %9, double* %12, align 8, !dbg !65
  br label %13, !dbg !64

13:                                               ; preds = %7
  %14 = load i32, i32* %2, align 4, !dbg !66
  %15 = add nsw i32 %14, 1, !dbg !66
  store i32 %15, i32* %2, align 4, !dbg !66
  br label %4, !dbg !67, !llvm.loop !68

16:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %3, align 4, !dbg !72
  br label %17, !dbg !73

17:                                               ; preds = %29, %16
  %18 = load i32, i32* %3, align 4, !dbg !74
  %19 = icmp slt i32 %18, 64, !dbg !76
  br i1 %19, label %20, label %32, !dbg !77

20:                                               ; preds = %17
  %21 = load i32, i32* %3, align 4, !dbg !78
  %22 = sext i32 %21 to i64, !dbg !79
  %23 = getelementptr inbounds [64 x double], [64 x double]* @A, i64 0, i64 %22, !dbg !79
  %24 = load double, double* %23, align 8, !dbg !79
  %25 = fmul double 2.000000e+00, %24, !dbg !80
  %26 = load i32, i32* %3, align 4, !dbg !81
  %27 = sext i32 %26 to i64, !dbg !82
  %28 = getelementptr inbounds [64 x double], [64 x double]* @B, i64 0, i64 %27, !dbg !82
  store double %25, double* %28, align 8, !dbg !83
  br label %29, !dbg !82

29:                                               ; preds = %20
  %30 = load i32, i32* %3, align 4, !dbg !84
  %31 = add nsw i32 %30, 1, !dbg !84
  store i32 %31, i32* %3, align 4, !dbg !84
  br label %17, !dbg !85, !llvm.loop !86

32:                                               ; preds = %17
  %33 = call double @sum(double* noundef getelementptr inbounds ([64 x double], [64 x double]* @B, i64 0, i64 0), i32 noundef 64), !dbg !88
  %34 = fptosi double %33 to i32, !dbg !89
  ret i32 %34, !dbg !90
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 1, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "two_loops.c", directory: "/work/main/attrib/testdata", checksumkind: CSK_MD5, checksum: "09ccd148196a200a2e605996dc0dfdc4")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 1, type: !9, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 4096, elements: !11)
!10 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 3, type: !22, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!22 = !DISubroutineType(types: !23)
!23 = !{!10, !24, !5}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "x", arg: 1, scope: !21, file: !3, line: 3, type: !24)
!27 = !DILocation(line: 3, column: 20, scope: !21)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !3, line: 3, type: !5)
!29 = !DILocation(line: 3, column: 27, scope: !21)
!30 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 4, type: !10)
!31 = !DILocation(line: 4, column: 10, scope: !21)
!32 = !DILocalVariable(name: "k", scope: !33, file: !3, line: 5, type: !5)
!33 = distinct !DILexicalBlock(scope: !21, file: !3, line: 5, column: 3)
!34 = !DILocation(line: 5, column: 12, scope: !33)
!35 = !DILocation(line: 5, column: 8, scope: !33)
!36 = !DILocation(line: 5, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !3, line: 5, column: 3)
!38 = !DILocation(line: 5, column: 23, scope: !37)
!39 = !DILocation(line: 5, column: 21, scope: !37)
!40 = !DILocation(line: 5, column: 3, scope: !33)
!41 = !DILocation(line: 6, column: 10, scope: !37)
!42 = !DILocation(line: 6, column: 12, scope: !37)
!43 = !DILocation(line: 6, column: 7, scope: !37)
!44 = !DILocation(line: 6, column: 5, scope: !37)
!45 = !DILocation(line: 5, column: 27, scope: !37)
!46 = !DILocation(line: 5, column: 3, scope: !37)
!47 = distinct !{!47, !40, !48, !49}
!48 = !DILocation(line: 6, column: 13, scope: !33)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 7, column: 10, scope: !21)
!51 = !DILocation(line: 7, column: 3, scope: !21)
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !53, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!53 = !DISubroutineType(types: !4)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 11, type: !5)
!55 = distinct !DILexicalBlock(scope: !52, file: !3, line: 11, column: 3)
!56 = !DILocation(line: 11, column: 12, scope: !55)
!57 = !DILocation(line: 11, column: 8, scope: !55)
!58 = !DILocation(line: 11, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 11, column: 3)
!60 = !DILocation(line: 11, column: 21, scope: !59)
!61 = !DILocation(line: 11, column: 3, scope: !55)
!62 = !DILocation(line: 12, column: 12, scope: !59)
!63 = !DILocation(line: 12, column: 7, scope: !59)
!64 = !DILocation(line: 12, column: 5, scope: !59)
!65 = !DILocation(line: 12, column: 10, scope: !59)
!66 = !DILocation(line: 11, column: 28, scope: !59)
!67 = !DILocation(line: 11, column: 3, scope: !59)
!68 = distinct !{!68, !61, !69, !49}
!69 = !DILocation(line: 12, column: 12, scope: !55)
!70 = !DILocalVariable(name: "j", scope: !71, file: !3, line: 13, type: !5)
!71 = distinct !DILexicalBlock(scope: !52, file: !3, line: 13, column: 3)
!72 = !DILocation(line: 13, column: 12, scope: !71)
!73 = !DILocation(line: 13, column: 8, scope: !71)
!74 = !DILocation(line: 13, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 13, column: 3)
!76 = !DILocation(line: 13, column: 21, scope: !75)
!77 = !DILocation(line: 13, column: 3, scope: !71)
!78 = !DILocation(line: 14, column: 18, scope: !75)
!79 = !DILocation(line: 14, column: 16, scope: !75)
!80 = !DILocation(line: 14, column: 14, scope: !75)
!81 = !DILocation(line: 14, column: 7, scope: !75)
!82 = !DILocation(line: 14, column: 5, scope: !75)
!83 = !DILocation(line: 14, column: 10, scope: !75)
!84 = !DILocation(line: 13, column: 28, scope: !75)
!85 = !DILocation(line: 13, column: 3, scope: !75)
!86 = distinct !{!86, !77, !87, !49}
!87 = !DILocation(line: 14, column: 19, scope: !71)
!88 = !DILocation(line: 15, column: 15, scope: !52)
!89 = !DILocation(line: 15, column: 10, scope: !52)
!90 = !DILocation(line: 15, column: 3, scope: !52)
