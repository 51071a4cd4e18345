; ModuleID = 'func_globals.c'
source_filename = "func_globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@D = dso_local global [1000 x i32] zeroinitializer, align 16, !dbg !0
@out = dso_local global i64 0, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel() #0 !dbg !21 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i64* %1, metadata !25, metadata !DIExpression()), !dbg !26
  store i64 0, i64* %1, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %2, metadata !27, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %2, align 4, !dbg !29
  br label %3, !dbg !30

3:                                                ; preds = %24, %0
  %4 = load i32, i32* %2, align 4, !dbg !31
  %5 = icmp slt i32 %4, 1000, !dbg !33
  br i1 %5, label %6, label %27, !dbg !34

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !35
  %8 = sext i32 %7 to i64, !dbg !37
  %9 = getelementptr inbounds [1000 x i32], [1000 x i32]* @D, i64 0, i64 %8, !dbg !37
  %10 = load i32, i32* %9, align 4, !dbg !37
  %11 = icmp sgt i32 %10, 5, !dbg !38
  br i1 %11, label %12, label %20, !dbg !39

12:                                               ; preds = %6
  %13 = load i32, i32* %2, align 4, !dbg !40
  %14 = sext i32 %13 to i64, !dbg !41
  %15 = getelementptr inbounds [1000 x i32], [1000 x i32]* @D, i64 0, i64 %14, !dbg !41
  %16 = load i32, i32* %15, align 4, !dbg !41
  %17 = sext i32 %16 to i64, !dbg !41
  %18 = load i64, i64* %1, align 8, !dbg !42
  %19 = add nsw i64 %18, %17, !dbg !42
  store i64 %19, i64* %1, align 8, !dbg !42
  br label %23, !dbg !43

20:                                               ; preds = %6
  %21 = load i64, i64* %1, align 8, !dbg !44
  %22 = sub nsw i64 %21, 1, !dbg !44
  store i64 %22, i64* %1, align 8, !dbg !44
  br label %23

23:                                               ; preds = %20, %12
  br label %24, !dbg !45

24:                                               ; preds = %23
  %25 = load i32, i32* %2, align 4, !dbg !46
  %26 = add nsw i32 %25, 1, !dbg !46
  store i32 %26, i32* %2, align 4, !dbg !46
  br label %3, !dbg !47, !llvm.loop !48

27:                                               ; preds = %3
  %28 = load i64, i64* %1, align 8, !dbg !51
  store i64 %28, i64* @out, align 8, !dbg !52
  ret void, !dbg !53
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %2, align 4, !dbg !58
  br label %3, !dbg !59

3:                                                ; preds = %12, %0
  %4 = load i32, i32* %2, align 4, !dbg !60
  %5 = icmp slt i32 %4, 1000, !dbg !62
  br i1 %5, label %6, label %15, !dbg !63

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !64
  %8 = srem i32 %7, 11, !dbg !65
  %9 = load i32, i32* %2, align 4, !dbg !66
  %10 = sext i32 %9 to i64, !dbg !67
  %11 = getelementptr inbounds [1000 x i32], [1000 x i32]* @D, i64 0, i64 %10, !dbg !67
  store i32 %8, i32* %11, align 4, !dbg !68
  br label %12, !dbg !67

12:                                               ; preds = %6
  %13 = load i32, i32* %2, align 4, !dbg !69
  %14 = add nsw i32 %13, 1, !dbg !69
  store i32 %14, i32* %2, align 4, !dbg !69
  br label %3, !dbg !70, !llvm.loop !71

15:                                               ; preds = %3
  call void @kernel(), !dbg !73
  %16 = load i64, i64* @out, align 8, !dbg !74
  %17 = and i64 %16, 1, !dbg !75
  %18 = trunc i64 %17 to i32, !dbg !76
  ret i32 %18, !dbg !77
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "D", scope: !2, file: !3, line: 4, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "func_globals.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "17307266aa0b5f50f1e3f3bd36b25f08")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 5, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 1000)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 7, type: !22, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{null}
!24 = !{}
!25 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 9, type: !9)
!26 = !DILocation(line: 9, column: 8, scope: !21)
!27 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 10, type: !5)
!28 = distinct !DILexicalBlock(scope: !21, file: !3, line: 10, column: 3)
!29 = !DILocation(line: 10, column: 12, scope: !28)
!30 = !DILocation(line: 10, column: 8, scope: !28)
!31 = !DILocation(line: 10, column: 19, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 10, column: 3)
!33 = !DILocation(line: 10, column: 21, scope: !32)
!34 = !DILocation(line: 10, column: 3, scope: !28)
!35 = !DILocation(line: 11, column: 11, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 11, column: 9)
!37 = !DILocation(line: 11, column: 9, scope: !36)
!38 = !DILocation(line: 11, column: 14, scope: !36)
!39 = !DILocation(line: 11, column: 9, scope: !32)
!40 = !DILocation(line: 12, column: 14, scope: !36)
!41 = !DILocation(line: 12, column: 12, scope: !36)
!42 = !DILocation(line: 12, column: 9, scope: !36)
!43 = !DILocation(line: 12, column: 7, scope: !36)
!44 = !DILocation(line: 14, column: 9, scope: !36)
!45 = !DILocation(line: 11, column: 16, scope: !36)
!46 = !DILocation(line: 10, column: 30, scope: !32)
!47 = !DILocation(line: 10, column: 3, scope: !32)
!48 = distinct !{!48, !34, !49, !50}
!49 = !DILocation(line: 14, column: 12, scope: !28)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 15, column: 9, scope: !21)
!52 = !DILocation(line: 15, column: 7, scope: !21)
!53 = !DILocation(line: 16, column: 1, scope: !21)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !55, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!55 = !DISubroutineType(types: !4)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 20, type: !5)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 20, column: 3)
!58 = !DILocation(line: 20, column: 12, scope: !57)
!59 = !DILocation(line: 20, column: 8, scope: !57)
!60 = !DILocation(line: 20, column: 19, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 20, column: 3)
!62 = !DILocation(line: 20, column: 21, scope: !61)
!63 = !DILocation(line: 20, column: 3, scope: !57)
!64 = !DILocation(line: 21, column: 12, scope: !61)
!65 = !DILocation(line: 21, column: 14, scope: !61)
!66 = !DILocation(line: 21, column: 7, scope: !61)
!67 = !DILocation(line: 21, column: 5, scope: !61)
!68 = !DILocation(line: 21, column: 10, scope: !61)
!69 = !DILocation(line: 20, column: 30, scope: !61)
!70 = !DILocation(line: 20, column: 3, scope: !61)
!71 = distinct !{!71, !63, !72, !50}
!72 = !DILocation(line: 21, column: 16, scope: !57)
!73 = !DILocation(line: 22, column: 3, scope: !54)
!74 = !DILocation(line: 23, column: 16, scope: !54)
!75 = !DILocation(line: 23, column: 20, scope: !54)
!76 = !DILocation(line: 23, column: 10, scope: !54)
!77 = !DILocation(line: 23, column: 3, scope: !54)
