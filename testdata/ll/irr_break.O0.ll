; ModuleID = 'irr_break.c'
source_filename = "irr_break.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [512 x i32] zeroinitializer, align 16, !dbg !0
@T = internal global [32 x [32 x i32]] zeroinitializer, align 16, !dbg !5
@checksum = dso_local global i32 0, align 4, !dbg !11

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !24 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %3, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %4, metadata !32, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %4, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %5, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 -1, i32* %5, align 4, !dbg !35
  store i32 0, i32* %2, align 4, !dbg !36
  br label %6, !dbg !38

6:                                                ; preds = %16, %0
  %7 = load i32, i32* %2, align 4, !dbg !39
  %8 = icmp slt i32 %7, 512, !dbg !41
  br i1 %8, label %9, label %19, !dbg !42

9:                                                ; preds = %6
  %10 = load i32, i32* %2, align 4, !dbg !43
  %11 = mul nsw i32 %10, 11, !dbg !44
  %12 = srem i32 %11, 97, !dbg !45
  %13 = load i32, i32* %2, align 4, !dbg !46
  %14 = sext i32 %13 to i64, !dbg !47
  %15 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %14, !dbg !47
  store i32 %12, i32* %15, align 4, !dbg !48
  br label %16, !dbg !47

16:                                               ; preds = %9
  %17 = load i32, i32* %2, align 4, !dbg !49
  %18 = add nsw i32 %17, 1, !dbg !49
  store i32 %18, i32* %2, align 4, !dbg !49
  br label %6, !dbg !50, !llvm.loop !51

19:                                               ; preds = %6
  store i32 0, i32* %2, align 4, !dbg !54
  br label %20, !dbg !56

20:                                               ; preds = %39, %19
  %21 = load i32, i32* %2, align 4, !dbg !57
  %22 = icmp slt i32 %21, 512, !dbg !59
  br i1 %22, label %23, label %42, !dbg !60

23:                                               ; preds = %20
  %24 = load i32, i32* %2, align 4, !dbg !61
  %25 = srem i32 %24, 4, !dbg !64
  %26 = icmp eq i32 %25, 3, !dbg !65
  br i1 %26, label %27, label %28, !dbg !66

27:                                               ; preds = %23
  br label %39, !dbg !67

28:                                               ; preds = %23
  %29 = load i32, i32* %2, align 4, !dbg !68
  %30 = sext i32 %29 to i64, !dbg !69
  %31 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %30, !dbg !69
  %32 = load i32, i32* %31, align 4, !dbg !69
  %33 = load i32, i32* %4, align 4, !dbg !70
  %34 = add nsw i32 %33, %32, !dbg !70
  store i32 %34, i32* %4, align 4, !dbg !70
  %35 = load i32, i32* %2, align 4, !dbg !71
  %36 = icmp eq i32 %35, 200, !dbg !73
  br i1 %36, label %37, label %38, !dbg !74

37:                                               ; preds = %28
  br label %42, !dbg !75

38:                                               ; preds = %28
  br label %39, !dbg !76

39:                                               ; preds = %38, %27
  %40 = load i32, i32* %2, align 4, !dbg !77
  %41 = add nsw i32 %40, 1, !dbg !77
  store i32 %41, i32* %2, align 4, !dbg !77
  br label %20, !dbg !78, !llvm.loop !79

42:                                               ; preds = %37, %20
  store i32 0, i32* %2, align 4, !dbg !81
  br label %43, !dbg !83

43:                                               ; preds = %55, %42
  %44 = load i32, i32* %2, align 4, !dbg !84
  %45 = icmp slt i32 %44, 512, !dbg !86
  br i1 %45, label %46, label %58, !dbg !87

46:                                               ; preds = %43
  %47 = load i32, i32* %2, align 4, !dbg !88
  %48 = sext i32 %47 to i64, !dbg !91
  %49 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %48, !dbg !91
  %50 = load i32, i32* %49, align 4, !dbg !91
  %51 = icmp eq i32 %50, 77, !dbg !92
  br i1 %51, label %52, label %54, !dbg !93

52:                                               ; preds = %46
  %53 = load i32, i32* %2, align 4, !dbg !94
  store i32 %53, i32* %5, align 4, !dbg !96
  br label %58, !dbg !97

54:                                               ; preds = %46
  br label %55, !dbg !98

55:                                               ; preds = %54
  %56 = load i32, i32* %2, align 4, !dbg !99
  %57 = add nsw i32 %56, 1, !dbg !99
  store i32 %57, i32* %2, align 4, !dbg !99
  br label %43, !dbg !100, !llvm.loop !101

58:                                               ; preds = %52, %43
  store i32 0, i32* %2, align 4, !dbg !103
  br label %59, !dbg !105

59:                                               ; preds = %94, %58
  %60 = load i32, i32* %2, align 4, !dbg !106
  %61 = icmp slt i32 %60, 32, !dbg !108
  br i1 %61, label %62, label %97, !dbg !109

62:                                               ; preds = %59
  store i32 0, i32* %3, align 4, !dbg !110
  br label %63, !dbg !112

63:                                               ; preds = %90, %62
  %64 = load i32, i32* %3, align 4, !dbg !113
  %65 = icmp slt i32 %64, 32, !dbg !115
  br i1 %65, label %66, label %93, !dbg !116

66:                                               ; preds = %63
  %67 = load i32, i32* %3, align 4, !dbg !117
  %68 = load i32, i32* %2, align 4, !dbg !120
  %69 = icmp sgt i32 %67, %68, !dbg !121
  br i1 %69, label %70, label %71, !dbg !122

70:                                               ; preds = %66
  br label %93, !dbg !123

71:                                               ; preds = %66
  %72 = load i32, i32* %2, align 4, !dbg !124
  %73 = load i32, i32* %3, align 4, !dbg !125
  %74 = sub nsw i32 %72, %73, !dbg !126
  %75 = load i32, i32* %2, align 4, !dbg !127
  %76 = sext i32 %75 to i64, !dbg !128
  %77 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @T, i64 0, i64 %76, !dbg !128
  %78 = load i32, i32* %3, align 4, !dbg !129
  %79 = sext i32 %78 to i64, !dbg !128
  %80 = getelementptr inbounds [32 x i32], [32 x i32]* %77, i64 0, i64 %79, !dbg !128
  store i32 %74, i32* %80, align 4, !dbg !130
  %81 = load i32, i32* %2, align 4, !dbg !131
  %82 = sext i32 %81 to i64, !dbg !132
  %83 = getelementptr inbounds [32 x [32 x i32]], [32 x [32 x i32]]* @T, i64 0, i64 %82, !dbg !132
  %84 = load i32, i32* %3, align 4, !dbg !133
  %85 = sext i32 %84 to i64, !dbg !132
  %86 = getelementptr inbounds [32 x i32], [32 x i32]* %83, i64 0, i64 %85, !dbg !132
  %87 = load i32, i32* %86, align 4, !dbg !132
  %88 = load i32, i32* %4, align 4, !dbg !134
  %89 = add nsw i32 %88, %87, !dbg !134
  store i32 %89, i32* %4, align 4, !dbg !134
  br label %90, !dbg !135

90:                                               ; preds = %71
  %91 = load i32, i32* %3, align 4, !dbg !136
  %92 = add nsw i32 %91, 1, !dbg !136
  store i32 %92, i32* %3, align 4, !dbg !136
  br label %63, !dbg !137, !llvm.loop !138

93:                                               ; preds = %70, %63
  br label %94, !dbg !139

94:                                               ; preds = %93
  %95 = load i32, i32* %2, align 4, !dbg !140
  %96 = add nsw i32 %95, 1, !dbg !140
  store i32 %96, i32* %2, align 4, !dbg !140
  br label %59, !dbg !141, !llvm.loop !142

97:                                               ; preds = %59
  %98 = load i32, i32* %4, align 4, !dbg !144
  %99 = load i32, i32* %5, align 4, !dbg !145
  %100 = add nsw i32 %98, %99, !dbg !146
  store i32 %100, i32* @checksum, align 4, !dbg !147
  ret i32 0, !dbg !148
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_break.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32768, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 512)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !25, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!8}
!27 = !{}
!28 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 15, type: !8)
!29 = !DILocation(line: 15, column: 7, scope: !24)
!30 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 15, type: !8)
!31 = !DILocation(line: 15, column: 10, scope: !24)
!32 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 15, type: !8)
!33 = !DILocation(line: 15, column: 13, scope: !24)
!34 = !DILocalVariable(name: "pos", scope: !24, file: !3, line: 15, type: !8)
!35 = !DILocation(line: 15, column: 20, scope: !24)
!36 = !DILocation(line: 16, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !24, file: !3, line: 16, column: 3)
!38 = !DILocation(line: 16, column: 8, scope: !37)
!39 = !DILocation(line: 16, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 16, column: 3)
!41 = !DILocation(line: 16, column: 17, scope: !40)
!42 = !DILocation(line: 16, column: 3, scope: !37)
!43 = !DILocation(line: 17, column: 13, scope: !40)
!44 = !DILocation(line: 17, column: 15, scope: !40)
!45 = !DILocation(line: 17, column: 21, scope: !40)
!46 = !DILocation(line: 17, column: 7, scope: !40)
!47 = !DILocation(line: 17, column: 5, scope: !40)
!48 = !DILocation(line: 17, column: 10, scope: !40)
!49 = !DILocation(line: 16, column: 23, scope: !40)
!50 = !DILocation(line: 16, column: 3, scope: !40)
!51 = distinct !{!51, !42, !52, !53}
!52 = !DILocation(line: 17, column: 23, scope: !37)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 18, column: 10, scope: !55)
!55 = distinct !DILexicalBlock(scope: !24, file: !3, line: 18, column: 3)
!56 = !DILocation(line: 18, column: 8, scope: !55)
!57 = !DILocation(line: 18, column: 15, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !3, line: 18, column: 3)
!59 = !DILocation(line: 18, column: 17, scope: !58)
!60 = !DILocation(line: 18, column: 3, scope: !55)
!61 = !DILocation(line: 19, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 9)
!63 = distinct !DILexicalBlock(scope: !58, file: !3, line: 18, column: 27)
!64 = !DILocation(line: 19, column: 11, scope: !62)
!65 = !DILocation(line: 19, column: 15, scope: !62)
!66 = !DILocation(line: 19, column: 9, scope: !63)
!67 = !DILocation(line: 20, column: 7, scope: !62)
!68 = !DILocation(line: 21, column: 12, scope: !63)
!69 = !DILocation(line: 21, column: 10, scope: !63)
!70 = !DILocation(line: 21, column: 7, scope: !63)
!71 = !DILocation(line: 22, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 22, column: 9)
!73 = !DILocation(line: 22, column: 11, scope: !72)
!74 = !DILocation(line: 22, column: 9, scope: !63)
!75 = !DILocation(line: 23, column: 7, scope: !72)
!76 = !DILocation(line: 24, column: 3, scope: !63)
!77 = !DILocation(line: 18, column: 23, scope: !58)
!78 = !DILocation(line: 18, column: 3, scope: !58)
!79 = distinct !{!79, !60, !80, !53}
!80 = !DILocation(line: 24, column: 3, scope: !55)
!81 = !DILocation(line: 25, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !24, file: !3, line: 25, column: 3)
!83 = !DILocation(line: 25, column: 8, scope: !82)
!84 = !DILocation(line: 25, column: 15, scope: !85)
!85 = distinct !DILexicalBlock(scope: !82, file: !3, line: 25, column: 3)
!86 = !DILocation(line: 25, column: 17, scope: !85)
!87 = !DILocation(line: 25, column: 3, scope: !82)
!88 = !DILocation(line: 26, column: 11, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 26, column: 9)
!90 = distinct !DILexicalBlock(scope: !85, file: !3, line: 25, column: 27)
!91 = !DILocation(line: 26, column: 9, scope: !89)
!92 = !DILocation(line: 26, column: 14, scope: !89)
!93 = !DILocation(line: 26, column: 9, scope: !90)
!94 = !DILocation(line: 27, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !89, file: !3, line: 26, column: 25)
!96 = !DILocation(line: 27, column: 11, scope: !95)
!97 = !DILocation(line: 28, column: 7, scope: !95)
!98 = !DILocation(line: 30, column: 3, scope: !90)
!99 = !DILocation(line: 25, column: 23, scope: !85)
!100 = !DILocation(line: 25, column: 3, scope: !85)
!101 = distinct !{!101, !87, !102, !53}
!102 = !DILocation(line: 30, column: 3, scope: !82)
!103 = !DILocation(line: 31, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !24, file: !3, line: 31, column: 3)
!105 = !DILocation(line: 31, column: 8, scope: !104)
!106 = !DILocation(line: 31, column: 15, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 31, column: 3)
!108 = !DILocation(line: 31, column: 17, scope: !107)
!109 = !DILocation(line: 31, column: 3, scope: !104)
!110 = !DILocation(line: 32, column: 12, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 5)
!112 = !DILocation(line: 32, column: 10, scope: !111)
!113 = !DILocation(line: 32, column: 17, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 32, column: 5)
!115 = !DILocation(line: 32, column: 19, scope: !114)
!116 = !DILocation(line: 32, column: 5, scope: !111)
!117 = !DILocation(line: 33, column: 11, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 33, column: 11)
!119 = distinct !DILexicalBlock(scope: !114, file: !3, line: 32, column: 32)
!120 = !DILocation(line: 33, column: 15, scope: !118)
!121 = !DILocation(line: 33, column: 13, scope: !118)
!122 = !DILocation(line: 33, column: 11, scope: !119)
!123 = !DILocation(line: 34, column: 9, scope: !118)
!124 = !DILocation(line: 35, column: 17, scope: !119)
!125 = !DILocation(line: 35, column: 21, scope: !119)
!126 = !DILocation(line: 35, column: 19, scope: !119)
!127 = !DILocation(line: 35, column: 9, scope: !119)
!128 = !DILocation(line: 35, column: 7, scope: !119)
!129 = !DILocation(line: 35, column: 12, scope: !119)
!130 = !DILocation(line: 35, column: 15, scope: !119)
!131 = !DILocation(line: 36, column: 14, scope: !119)
!132 = !DILocation(line: 36, column: 12, scope: !119)
!133 = !DILocation(line: 36, column: 17, scope: !119)
!134 = !DILocation(line: 36, column: 9, scope: !119)
!135 = !DILocation(line: 37, column: 5, scope: !119)
!136 = !DILocation(line: 32, column: 28, scope: !114)
!137 = !DILocation(line: 32, column: 5, scope: !114)
!138 = distinct !{!138, !116, !139, !53}
!139 = !DILocation(line: 37, column: 5, scope: !111)
!140 = !DILocation(line: 31, column: 26, scope: !107)
!141 = !DILocation(line: 31, column: 3, scope: !107)
!142 = distinct !{!142, !109, !143, !53}
!143 = !DILocation(line: 37, column: 5, scope: !104)
!144 = !DILocation(line: 38, column: 14, scope: !24)
!145 = !DILocation(line: 38, column: 18, scope: !24)
!146 = !DILocation(line: 38, column: 16, scope: !24)
!147 = !DILocation(line: 38, column: 12, scope: !24)
!148 = !DILocation(line: 39, column: 3, scope: !24)
