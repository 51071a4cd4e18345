; ModuleID = 'irr_branch.c'
source_filename = "irr_branch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [300 x i32] zeroinitializer, align 16, !dbg !0
@B = internal global [300 x i32] zeroinitializer, align 16, !dbg !5
@checksum = dso_local global i32 0, align 4, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !21 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %3, metadata !27, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %3, align 4, !dbg !28
  store i32 0, i32* %2, align 4, !dbg !29
  br label %4, !dbg !31

4:                                                ; preds = %14, %0
  %5 = load i32, i32* %2, align 4, !dbg !32
  %6 = icmp slt i32 %5, 300, !dbg !34
  br i1 %6, label %7, label %17, !dbg !35

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !36
  %9 = mul nsw i32 %8, 7, !dbg !37
  %10 = srem i32 %9, 11, !dbg !38
  %11 = load i32, i32* %2, align 4, !dbg !39
  %12 = sext i32 %11 to i64, !dbg !40
  %13 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %12, !dbg !40
  store i32 %10, i32* %13, align 4, !dbg !41
  br label %14, !dbg !40

14:                                               ; preds = %7
  %15 = load i32, i32* %2, align 4, !dbg !42
  %16 = add nsw i32 %15, 1, !dbg !42
  store i32 %16, i32* %2, align 4, !dbg !42
  br label %4, !dbg !43, !llvm.loop !44

17:                                               ; preds = %4
  store i32 0, i32* %2, align 4, !dbg !47
  br label %18, !dbg !49

18:                                               ; preds = %75, %17
  %19 = load i32, i32* %2, align 4, !dbg !50
  %20 = icmp slt i32 %19, 300, !dbg !52
  br i1 %20, label %21, label %78, !dbg !53

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4, !dbg !54
  %23 = srem i32 %22, 3, !dbg !57
  %24 = icmp eq i32 %23, 0, !dbg !58
  br i1 %24, label %25, label %34, !dbg !59

25:                                               ; preds = %21
  %26 = load i32, i32* %2, align 4, !dbg !60
  %27 = sext i32 %26 to i64, !dbg !61
  %28 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %27, !dbg !61
  %29 = load i32, i32* %28, align 4, !dbg !61
  %30 = mul nsw i32 %29, 2, !dbg !62
  %31 = load i32, i32* %2, align 4, !dbg !63
  %32 = sext i32 %31 to i64, !dbg !64
  %33 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %32, !dbg !64
  store i32 %30, i32* %33, align 4, !dbg !65
  br label %57, !dbg !64

34:                                               ; preds = %21
  %35 = load i32, i32* %2, align 4, !dbg !66
  %36 = srem i32 %35, 3, !dbg !68
  %37 = icmp eq i32 %36, 1, !dbg !69
  br i1 %37, label %38, label %47, !dbg !70

38:                                               ; preds = %34
  %39 = load i32, i32* %2, align 4, !dbg !71
  %40 = sext i32 %39 to i64, !dbg !72
  %41 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %40, !dbg !72
  %42 = load i32, i32* %41, align 4, !dbg !72
  %43 = add nsw i32 %42, 5, !dbg !73
  %44 = load i32, i32* %2, align 4, !dbg !74
  %45 = sext i32 %44 to i64, !dbg !75
  %46 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %45, !dbg !75
  store i32 %43, i32* %46, align 4, !dbg !76
  br label %56, !dbg !75

47:                                               ; preds = %34
  %48 = load i32, i32* %2, align 4, !dbg !77
  %49 = sext i32 %48 to i64, !dbg !78
  %50 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %49, !dbg !78
  %51 = load i32, i32* %50, align 4, !dbg !78
  %52 = sub nsw i32 %51, 1, !dbg !79
  %53 = load i32, i32* %2, align 4, !dbg !80
  %54 = sext i32 %53 to i64, !dbg !81
  %55 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %54, !dbg !81
  store i32 %52, i32* %55, align 4, !dbg !82
  br label %56

56:                                               ; preds = %47, %38
  br label %57

57:                                               ; preds = %56, %25
  %58 = load i32, i32* %2, align 4, !dbg !83
  %59 = icmp slt i32 %58, 75, !dbg !85
  br i1 %59, label %60, label %67, !dbg !86

60:                                               ; preds = %57
  %61 = load i32, i32* %2, align 4, !dbg !87
  %62 = sext i32 %61 to i64, !dbg !88
  %63 = getelementptr inbounds [300 x i32], [300 x i32]* @B, i64 0, i64 %62, !dbg !88
  %64 = load i32, i32* %63, align 4, !dbg !88
  %65 = load i32, i32* %3, align 4, !dbg !89
  %66 = add nsw i32 %65, %64, !dbg !89
  store i32 %66, i32* %3, align 4, !dbg !89
  br label %74, !dbg !90

67:                                               ; preds = %57
  %68 = load i32, i32* %2, align 4, !dbg !91
  %69 = sext i32 %68 to i64, !dbg !92
  %70 = getelementptr inbounds [300 x i32], [300 x i32]* @A, i64 0, i64 %69, !dbg !92
  %71 = load i32, i32* %70, align 4, !dbg !92
  %72 = load i32, i32* %3, align 4, !dbg !93
  %73 = sub nsw i32 %72, %71, !dbg !93
  store i32 %73, i32* %3, align 4, !dbg !93
  br label %74

74:                                               ; preds = %67, %60
  br label %75, !dbg !94

75:                                               ; preds = %74
  %76 = load i32, i32* %2, align 4, !dbg !95
  %77 = add nsw i32 %76, 1, !dbg !95
  store i32 %77, i32* %2, align 4, !dbg !95
  br label %18, !dbg !96, !llvm.loop !97

78:                                               ; preds = %18
  %79 = load i32, i32* %3, align 4, !dbg !99
  store i32 %79, i32* @checksum, align 4, !dbg !100
  ret i32 0, !dbg !101
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_branch.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 9600, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 300)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!13 = !{i32 7, !"Dwarf Version", i32 4}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !22, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!8}
!24 = !{}
!25 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 11, type: !8)
!26 = !DILocation(line: 11, column: 7, scope: !21)
!27 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 11, type: !8)
!28 = !DILocation(line: 11, column: 10, scope: !21)
!29 = !DILocation(line: 12, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !21, file: !3, line: 12, column: 3)
!31 = !DILocation(line: 12, column: 8, scope: !30)
!32 = !DILocation(line: 12, column: 15, scope: !33)
!33 = distinct !DILexicalBlock(scope: !30, file: !3, line: 12, column: 3)
!34 = !DILocation(line: 12, column: 17, scope: !33)
!35 = !DILocation(line: 12, column: 3, scope: !30)
!36 = !DILocation(line: 13, column: 13, scope: !33)
!37 = !DILocation(line: 13, column: 15, scope: !33)
!38 = !DILocation(line: 13, column: 20, scope: !33)
!39 = !DILocation(line: 13, column: 7, scope: !33)
!40 = !DILocation(line: 13, column: 5, scope: !33)
!41 = !DILocation(line: 13, column: 10, scope: !33)
!42 = !DILocation(line: 12, column: 23, scope: !33)
!43 = !DILocation(line: 12, column: 3, scope: !33)
!44 = distinct !{!44, !35, !45, !46}
!45 = !DILocation(line: 13, column: 22, scope: !30)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 14, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !21, file: !3, line: 14, column: 3)
!49 = !DILocation(line: 14, column: 8, scope: !48)
!50 = !DILocation(line: 14, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 3)
!52 = !DILocation(line: 14, column: 17, scope: !51)
!53 = !DILocation(line: 14, column: 3, scope: !48)
!54 = !DILocation(line: 15, column: 9, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 15, column: 9)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 14, column: 27)
!57 = !DILocation(line: 15, column: 11, scope: !55)
!58 = !DILocation(line: 15, column: 15, scope: !55)
!59 = !DILocation(line: 15, column: 9, scope: !56)
!60 = !DILocation(line: 16, column: 16, scope: !55)
!61 = !DILocation(line: 16, column: 14, scope: !55)
!62 = !DILocation(line: 16, column: 19, scope: !55)
!63 = !DILocation(line: 16, column: 9, scope: !55)
!64 = !DILocation(line: 16, column: 7, scope: !55)
!65 = !DILocation(line: 16, column: 12, scope: !55)
!66 = !DILocation(line: 17, column: 14, scope: !67)
!67 = distinct !DILexicalBlock(scope: !55, file: !3, line: 17, column: 14)
!68 = !DILocation(line: 17, column: 16, scope: !67)
!69 = !DILocation(line: 17, column: 20, scope: !67)
!70 = !DILocation(line: 17, column: 14, scope: !55)
!71 = !DILocation(line: 18, column: 16, scope: !67)
!72 = !DILocation(line: 18, column: 14, scope: !67)
!73 = !DILocation(line: 18, column: 19, scope: !67)
!74 = !DILocation(line: 18, column: 9, scope: !67)
!75 = !DILocation(line: 18, column: 7, scope: !67)
!76 = !DILocation(line: 18, column: 12, scope: !67)
!77 = !DILocation(line: 20, column: 16, scope: !67)
!78 = !DILocation(line: 20, column: 14, scope: !67)
!79 = !DILocation(line: 20, column: 19, scope: !67)
!80 = !DILocation(line: 20, column: 9, scope: !67)
!81 = !DILocation(line: 20, column: 7, scope: !67)
!82 = !DILocation(line: 20, column: 12, scope: !67)
!83 = !DILocation(line: 21, column: 9, scope: !84)
!84 = distinct !DILexicalBlock(scope: !56, file: !3, line: 21, column: 9)
!85 = !DILocation(line: 21, column: 11, scope: !84)
!86 = !DILocation(line: 21, column: 9, scope: !56)
!87 = !DILocation(line: 22, column: 14, scope: !84)
!88 = !DILocation(line: 22, column: 12, scope: !84)
!89 = !DILocation(line: 22, column: 9, scope: !84)
!90 = !DILocation(line: 22, column: 7, scope: !84)
!91 = !DILocation(line: 24, column: 14, scope: !84)
!92 = !DILocation(line: 24, column: 12, scope: !84)
!93 = !DILocation(line: 24, column: 9, scope: !84)
!94 = !DILocation(line: 25, column: 3, scope: !56)
!95 = !DILocation(line: 14, column: 23, scope: !51)
!96 = !DILocation(line: 14, column: 3, scope: !51)
!97 = distinct !{!97, !53, !98, !46}
!98 = !DILocation(line: 25, column: 3, scope: !48)
!99 = !DILocation(line: 26, column: 14, scope: !21)
!100 = !DILocation(line: 26, column: 12, scope: !21)
!101 = !DILocation(line: 27, column: 3, scope: !21)
