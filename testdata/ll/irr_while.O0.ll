; ModuleID = 'irr_while.c'
source_filename = "irr_while.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [256 x i32] zeroinitializer, align 16, !dbg !0
@C = internal global [20 x [10 x i32]] zeroinitializer, align 16, !dbg !5
@checksum = dso_local global i32 0, align 4, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !25 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %4, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %5, metadata !35, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %5, align 4, !dbg !36
  store i32 0, i32* %2, align 4, !dbg !37
  br label %6, !dbg !38

6:                                                ; preds = %9, %0
  %7 = load i32, i32* %2, align 4, !dbg !39
  %8 = icmp slt i32 %7, 256, !dbg !40
  br i1 %8, label %9, label %17, !dbg !38

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4, !dbg !41
  %11 = mul nsw i32 %10, 3, !dbg !43
  %12 = load i32, i32* %2, align 4, !dbg !44
  %13 = sext i32 %12 to i64, !dbg !45
  %14 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %13, !dbg !45
  store i32 %11, i32* %14, align 4, !dbg !46
  %15 = load i32, i32* %2, align 4, !dbg !47
  %16 = add nsw i32 %15, 1, !dbg !47
  store i32 %16, i32* %2, align 4, !dbg !47
  br label %6, !dbg !38, !llvm.loop !48

17:                                               ; preds = %6
  store i32 255, i32* %4, align 4, !dbg !51
  br label %18, !dbg !52

18:                                               ; preds = %27, %17
  %19 = load i32, i32* %4, align 4, !dbg !53
  %20 = sext i32 %19 to i64, !dbg !55
  %21 = getelementptr inbounds [256 x i32], [256 x i32]* @A, i64 0, i64 %20, !dbg !55
  %22 = load i32, i32* %21, align 4, !dbg !55
  %23 = load i32, i32* %5, align 4, !dbg !56
  %24 = add nsw i32 %23, %22, !dbg !56
  store i32 %24, i32* %5, align 4, !dbg !56
  %25 = load i32, i32* %4, align 4, !dbg !57
  %26 = sub nsw i32 %25, 2, !dbg !57
  store i32 %26, i32* %4, align 4, !dbg !57
  br label %27, !dbg !58

27:                                               ; preds = %18
  %28 = load i32, i32* %4, align 4, !dbg !59
  %29 = icmp sge i32 %28, 0, !dbg !60
  br i1 %29, label %18, label %30, !dbg !58, !llvm.loop !61

30:                                               ; preds = %27
  store i32 0, i32* %2, align 4, !dbg !63
  br label %31, !dbg !64

31:                                               ; preds = %50, %30
  %32 = load i32, i32* %2, align 4, !dbg !65
  %33 = icmp slt i32 %32, 20, !dbg !66
  br i1 %33, label %34, label %53, !dbg !64

34:                                               ; preds = %31
  store i32 0, i32* %3, align 4, !dbg !67
  br label %35, !dbg !69

35:                                               ; preds = %47, %34
  %36 = load i32, i32* %2, align 4, !dbg !70
  %37 = load i32, i32* %3, align 4, !dbg !72
  %38 = add nsw i32 %36, %37, !dbg !73
  %39 = load i32, i32* %2, align 4, !dbg !74
  %40 = sext i32 %39 to i64, !dbg !75
  %41 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %40, !dbg !75
  %42 = load i32, i32* %3, align 4, !dbg !76
  %43 = sext i32 %42 to i64, !dbg !75
  %44 = getelementptr inbounds [10 x i32], [10 x i32]* %41, i64 0, i64 %43, !dbg !75
  store i32 %38, i32* %44, align 4, !dbg !77
  %45 = load i32, i32* %3, align 4, !dbg !78
  %46 = add nsw i32 %45, 1, !dbg !78
  store i32 %46, i32* %3, align 4, !dbg !78
  br label %47, !dbg !79

47:                                               ; preds = %35
  %48 = load i32, i32* %3, align 4, !dbg !80
  %49 = icmp slt i32 %48, 10, !dbg !81
  br i1 %49, label %35, label %50, !dbg !79, !llvm.loop !82

50:                                               ; preds = %47
  %51 = load i32, i32* %2, align 4, !dbg !84
  %52 = add nsw i32 %51, 1, !dbg !84
  store i32 %52, i32* %2, align 4, !dbg !84
  br label %31, !dbg !64, !llvm.loop !85

53:                                               ; preds = %31
  store i32 0, i32* %2, align 4, !dbg !87
  br label %54, !dbg !89

54:                                               ; preds = %65, %53
  %55 = load i32, i32* %2, align 4, !dbg !90
  %56 = icmp slt i32 %55, 20, !dbg !92
  br i1 %56, label %57, label %68, !dbg !93

57:                                               ; preds = %54
  %58 = load i32, i32* %2, align 4, !dbg !94
  %59 = sext i32 %58 to i64, !dbg !95
  %60 = getelementptr inbounds [20 x [10 x i32]], [20 x [10 x i32]]* @C, i64 0, i64 %59, !dbg !95
  %61 = getelementptr inbounds [10 x i32], [10 x i32]* %60, i64 0, i64 9, !dbg !95
  %62 = load i32, i32* %61, align 4, !dbg !95
  %63 = load i32, i32* %5, align 4, !dbg !96
  %64 = add nsw i32 %63, %62, !dbg !96
  store i32 %64, i32* %5, align 4, !dbg !96
  br label %65, !dbg !97

65:                                               ; preds = %57
  %66 = load i32, i32* %2, align 4, !dbg !98
  %67 = add nsw i32 %66, 1, !dbg !98
  store i32 %67, i32* %2, align 4, !dbg !98
  br label %54, !dbg !99, !llvm.loop !100

68:                                               ; preds = %54
  %69 = load i32, i32* %5, align 4, !dbg !102
  store i32 %69, i32* @checksum, align 4, !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 7, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_while.c", directory: ".")
!4 = !{!0, !5, !12}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 6400, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !11}
!10 = !DISubrange(count: 20)
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 256)
!17 = !{i32 7, !"Dwarf Version", i32 4}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !26, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!8}
!28 = !{}
!29 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 13, type: !8)
!30 = !DILocation(line: 13, column: 7, scope: !25)
!31 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 13, type: !8)
!32 = !DILocation(line: 13, column: 10, scope: !25)
!33 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 13, type: !8)
!34 = !DILocation(line: 13, column: 13, scope: !25)
!35 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 13, type: !8)
!36 = !DILocation(line: 13, column: 16, scope: !25)
!37 = !DILocation(line: 14, column: 5, scope: !25)
!38 = !DILocation(line: 15, column: 3, scope: !25)
!39 = !DILocation(line: 15, column: 10, scope: !25)
!40 = !DILocation(line: 15, column: 12, scope: !25)
!41 = !DILocation(line: 16, column: 12, scope: !42)
!42 = distinct !DILexicalBlock(scope: !25, file: !3, line: 15, column: 17)
!43 = !DILocation(line: 16, column: 14, scope: !42)
!44 = !DILocation(line: 16, column: 7, scope: !42)
!45 = !DILocation(line: 16, column: 5, scope: !42)
!46 = !DILocation(line: 16, column: 10, scope: !42)
!47 = !DILocation(line: 17, column: 6, scope: !42)
!48 = distinct !{!48, !38, !49, !50}
!49 = !DILocation(line: 18, column: 3, scope: !25)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 19, column: 5, scope: !25)
!52 = !DILocation(line: 20, column: 3, scope: !25)
!53 = !DILocation(line: 21, column: 12, scope: !54)
!54 = distinct !DILexicalBlock(scope: !25, file: !3, line: 20, column: 6)
!55 = !DILocation(line: 21, column: 10, scope: !54)
!56 = !DILocation(line: 21, column: 7, scope: !54)
!57 = !DILocation(line: 22, column: 7, scope: !54)
!58 = !DILocation(line: 23, column: 3, scope: !54)
!59 = !DILocation(line: 23, column: 12, scope: !25)
!60 = !DILocation(line: 23, column: 14, scope: !25)
!61 = distinct !{!61, !52, !62, !50}
!62 = !DILocation(line: 23, column: 18, scope: !25)
!63 = !DILocation(line: 24, column: 5, scope: !25)
!64 = !DILocation(line: 25, column: 3, scope: !25)
!65 = !DILocation(line: 25, column: 10, scope: !25)
!66 = !DILocation(line: 25, column: 12, scope: !25)
!67 = !DILocation(line: 26, column: 7, scope: !68)
!68 = distinct !DILexicalBlock(scope: !25, file: !3, line: 25, column: 20)
!69 = !DILocation(line: 27, column: 5, scope: !68)
!70 = !DILocation(line: 28, column: 17, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !3, line: 27, column: 8)
!72 = !DILocation(line: 28, column: 21, scope: !71)
!73 = !DILocation(line: 28, column: 19, scope: !71)
!74 = !DILocation(line: 28, column: 9, scope: !71)
!75 = !DILocation(line: 28, column: 7, scope: !71)
!76 = !DILocation(line: 28, column: 12, scope: !71)
!77 = !DILocation(line: 28, column: 15, scope: !71)
!78 = !DILocation(line: 29, column: 8, scope: !71)
!79 = !DILocation(line: 30, column: 5, scope: !71)
!80 = !DILocation(line: 30, column: 14, scope: !68)
!81 = !DILocation(line: 30, column: 16, scope: !68)
!82 = distinct !{!82, !69, !83, !50}
!83 = !DILocation(line: 30, column: 22, scope: !68)
!84 = !DILocation(line: 31, column: 6, scope: !68)
!85 = distinct !{!85, !64, !86, !50}
!86 = !DILocation(line: 32, column: 3, scope: !25)
!87 = !DILocation(line: 33, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !25, file: !3, line: 33, column: 3)
!89 = !DILocation(line: 33, column: 8, scope: !88)
!90 = !DILocation(line: 33, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 33, column: 3)
!92 = !DILocation(line: 33, column: 17, scope: !91)
!93 = !DILocation(line: 33, column: 3, scope: !88)
!94 = !DILocation(line: 34, column: 12, scope: !91)
!95 = !DILocation(line: 34, column: 10, scope: !91)
!96 = !DILocation(line: 34, column: 7, scope: !91)
!97 = !DILocation(line: 34, column: 5, scope: !91)
!98 = !DILocation(line: 33, column: 26, scope: !91)
!99 = !DILocation(line: 33, column: 3, scope: !91)
!100 = distinct !{!100, !93, !101, !50}
!101 = !DILocation(line: 34, column: 23, scope: !88)
!102 = !DILocation(line: 35, column: 14, scope: !25)
!103 = !DILocation(line: 35, column: 12, scope: !25)
!104 = !DILocation(line: 36, column: 3, scope: !25)
