; ModuleID = 'scalars.c'
source_filename = "scalars.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@sink = dso_local global i64 0, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @kernel_scalars(i32 noundef %0, i32 noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca [4 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i64* %5, metadata !23, metadata !DIExpression()), !dbg !24
  store i64 0, i64* %5, align 8, !dbg !24
  call void @llvm.dbg.declare(metadata i64* %6, metadata !25, metadata !DIExpression()), !dbg !26
  store i64 1, i64* %6, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i64* %7, metadata !27, metadata !DIExpression()), !dbg !28
  store i64 1, i64* %7, align 8, !dbg !28
  call void @llvm.dbg.declare(metadata i64* %8, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata [4 x i32]* %9, metadata !31, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %10, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %11, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* %12, metadata !40, metadata !DIExpression()), !dbg !41
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 0, !dbg !42
  store i32 3, i32* %13, align 16, !dbg !43
  %14 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 1, !dbg !44
  store i32 1, i32* %14, align 4, !dbg !45
  %15 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 2, !dbg !46
  store i32 4, i32* %15, align 8, !dbg !47
  %16 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 3, !dbg !48
  store i32 1, i32* %16, align 4, !dbg !49
  store i32 0, i32* %10, align 4, !dbg !50
  br label %17, !dbg !52

17:                                               ; preds = %63, %2
  %18 = load i32, i32* %10, align 4, !dbg !53
  %19 = load i32, i32* %3, align 4, !dbg !55
  %20 = icmp slt i32 %18, %19, !dbg !56
  br i1 %20, label %21, label %66, !dbg !57

21:                                               ; preds = %17
  %22 = load i64, i64* %6, align 8, !dbg !58
  %23 = load i64, i64* %7, align 8, !dbg !60
  %24 = add nsw i64 %22, %23, !dbg !61
  store i64 %24, i64* %8, align 8, !dbg !62
  %25 = load i64, i64* %7, align 8, !dbg !63
  store i64 %25, i64* %6, align 8, !dbg !64
  %26 = load i64, i64* %8, align 8, !dbg !65
  %27 = srem i64 %26, 1000003, !dbg !66
  store i64 %27, i64* %7, align 8, !dbg !67
  store i32 0, i32* %11, align 4, !dbg !68
  br label %28, !dbg !70

28:                                               ; preds = %54, %21
  %29 = load i32, i32* %11, align 4, !dbg !71
  %30 = load i32, i32* %4, align 4, !dbg !73
  %31 = icmp slt i32 %29, %30, !dbg !74
  br i1 %31, label %32, label %57, !dbg !75

32:                                               ; preds = %28
  %33 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 0, !dbg !76
  %34 = load i32, i32* %33, align 16, !dbg !76
  %35 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 1, !dbg !77
  %36 = load i32, i32* %35, align 4, !dbg !77
  %37 = load i32, i32* %11, align 4, !dbg !78
  %38 = mul nsw i32 %36, %37, !dbg !79
  %39 = add nsw i32 %34, %38, !dbg !80
  %40 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 2, !dbg !81
  %41 = load i32, i32* %40, align 8, !dbg !81
  %42 = load i32, i32* %10, align 4, !dbg !82
  %43 = mul nsw i32 %41, %42, !dbg !83
  %44 = add nsw i32 %39, %43, !dbg !84
  %45 = sext i32 %44 to i64, !dbg !76
  %46 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 3, !dbg !85
  %47 = load i32, i32* %46, align 4, !dbg !85
  %48 = sext i32 %47 to i64, !dbg !85
  %49 = load i64, i64* %7, align 8, !dbg !86
  %50 = mul nsw i64 %48, %49, !dbg !87
  %51 = add nsw i64 %45, %50, !dbg !88
  %52 = load i64, i64* %5, align 8, !dbg !89
  %53 = add nsw i64 %52, %51, !dbg !89
  store i64 %53, i64* %5, align 8, !dbg !89
  br label %54, !dbg !90

54:                                               ; preds = %32
  %55 = load i32, i32* %11, align 4, !dbg !91
  %56 = add nsw i32 %55, 1, !dbg !91
  store i32 %56, i32* %11, align 4, !dbg !91
  br label %28, !dbg !92, !llvm.loop !93

57:                                               ; preds = %28
  %58 = load i64, i64* %5, align 8, !dbg !96
  %59 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 2, !dbg !97
  %60 = load i32, i32* %59, align 8, !dbg !97
  %61 = sext i32 %60 to i64, !dbg !97
  %62 = call i64 @mix(i64 noundef %58, i64 noundef %61), !dbg !98
  store i64 %62, i64* %5, align 8, !dbg !99
  br label %63, !dbg !100

63:                                               ; preds = %57
  %64 = load i32, i32* %10, align 4, !dbg !101
  %65 = add nsw i32 %64, 1, !dbg !101
  store i32 %65, i32* %10, align 4, !dbg !101
  br label %17, !dbg !102, !llvm.loop !103

66:                                               ; preds = %17
  store i32 0, i32* %12, align 4, !dbg !105
  br label %67, !dbg !107

67:                                               ; preds = %79, %66
  %68 = load i32, i32* %12, align 4, !dbg !108
  %69 = icmp slt i32 %68, 7, !dbg !110
  br i1 %69, label %70, label %82, !dbg !111

70:                                               ; preds = %67
  %71 = load i32, i32* %12, align 4, !dbg !112
  %72 = and i32 %71, 3, !dbg !113
  %73 = sext i32 %72 to i64, !dbg !114
  %74 = getelementptr inbounds [4 x i32], [4 x i32]* %9, i64 0, i64 %73, !dbg !114
  %75 = load i32, i32* %74, align 4, !dbg !114
  %76 = sext i32 %75 to i64, !dbg !114
  %77 = load i64, i64* %5, align 8, !dbg !115
  %78 = add nsw i64 %77, %76, !dbg !115
  store i64 %78, i64* %5, align 8, !dbg !115
  br label %79, !dbg !116

79:                                               ; preds = %70
  %80 = load i32, i32* %12, align 4, !dbg !117
  %81 = add nsw i32 %80, 1, !dbg !117
  store i32 %81, i32* %12, align 4, !dbg !117
  br label %67, !dbg !118, !llvm.loop !119

82:                                               ; preds = %67
  %83 = load i64, i64* %5, align 8, !dbg !121
  %84 = load i64, i64* %6, align 8, !dbg !122
  %85 = add nsw i64 %83, %84, !dbg !123
  ret i64 %85, !dbg !124
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mix(i64 noundef %0, i64 noundef %1) #0 !dbg !125 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  call void @llvm.dbg.declare(metadata i64* %3, metadata !128, metadata !DIExpression()), !dbg !129
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !130, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.declare(metadata i64* %5, metadata !132, metadata !DIExpression()), !dbg !133
  %6 = load i64, i64* %3, align 8, !dbg !134
  %7 = mul nsw i64 %6, 31, !dbg !135
  %8 = load i64, i64* %4, align 8, !dbg !136
  %9 = add nsw i64 %7, %8, !dbg !137
  store i64 %9, i64* %5, align 8, !dbg !133
  %10 = load i64, i64* %5, align 8, !dbg !138
  %11 = srem i64 %10, 1000003, !dbg !139
  ret i64 %11, !dbg !140
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !141 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i64 @kernel_scalars(i32 noundef 300, i32 noundef 50), !dbg !144
  store i64 %2, i64* @sink, align 8, !dbg !145
  ret i32 0, !dbg !146
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "scalars.c", directory: ".")
!4 = !{!0}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 4}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "kernel_scalars", scope: !3, file: !3, line: 14, type: !15, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!5, !17, !17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !3, line: 14, type: !17)
!20 = !DILocation(line: 14, column: 51, scope: !14)
!21 = !DILocalVariable(name: "m", arg: 2, scope: !14, file: !3, line: 14, type: !17)
!22 = !DILocation(line: 14, column: 58, scope: !14)
!23 = !DILocalVariable(name: "acc", scope: !14, file: !3, line: 16, type: !5)
!24 = !DILocation(line: 16, column: 8, scope: !14)
!25 = !DILocalVariable(name: "prev", scope: !14, file: !3, line: 16, type: !5)
!26 = !DILocation(line: 16, column: 17, scope: !14)
!27 = !DILocalVariable(name: "cur", scope: !14, file: !3, line: 16, type: !5)
!28 = !DILocation(line: 16, column: 27, scope: !14)
!29 = !DILocalVariable(name: "t", scope: !14, file: !3, line: 16, type: !5)
!30 = !DILocation(line: 16, column: 36, scope: !14)
!31 = !DILocalVariable(name: "c", scope: !14, file: !3, line: 17, type: !32)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 4)
!35 = !DILocation(line: 17, column: 7, scope: !14)
!36 = !DILocalVariable(name: "i", scope: !14, file: !3, line: 18, type: !17)
!37 = !DILocation(line: 18, column: 7, scope: !14)
!38 = !DILocalVariable(name: "j", scope: !14, file: !3, line: 18, type: !17)
!39 = !DILocation(line: 18, column: 10, scope: !14)
!40 = !DILocalVariable(name: "k", scope: !14, file: !3, line: 18, type: !17)
!41 = !DILocation(line: 18, column: 13, scope: !14)
!42 = !DILocation(line: 21, column: 3, scope: !14)
!43 = !DILocation(line: 21, column: 8, scope: !14)
!44 = !DILocation(line: 22, column: 3, scope: !14)
!45 = !DILocation(line: 22, column: 8, scope: !14)
!46 = !DILocation(line: 23, column: 3, scope: !14)
!47 = !DILocation(line: 23, column: 8, scope: !14)
!48 = !DILocation(line: 24, column: 3, scope: !14)
!49 = !DILocation(line: 24, column: 8, scope: !14)
!50 = !DILocation(line: 25, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !14, file: !3, line: 25, column: 3)
!52 = !DILocation(line: 25, column: 8, scope: !51)
!53 = !DILocation(line: 25, column: 15, scope: !54)
!54 = distinct !DILexicalBlock(scope: !51, file: !3, line: 25, column: 3)
!55 = !DILocation(line: 25, column: 19, scope: !54)
!56 = !DILocation(line: 25, column: 17, scope: !54)
!57 = !DILocation(line: 25, column: 3, scope: !51)
!58 = !DILocation(line: 26, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !54, file: !3, line: 25, column: 27)
!60 = !DILocation(line: 26, column: 16, scope: !59)
!61 = !DILocation(line: 26, column: 14, scope: !59)
!62 = !DILocation(line: 26, column: 7, scope: !59)
!63 = !DILocation(line: 27, column: 12, scope: !59)
!64 = !DILocation(line: 27, column: 10, scope: !59)
!65 = !DILocation(line: 28, column: 11, scope: !59)
!66 = !DILocation(line: 28, column: 13, scope: !59)
!67 = !DILocation(line: 28, column: 9, scope: !59)
!68 = !DILocation(line: 29, column: 12, scope: !69)
!69 = distinct !DILexicalBlock(scope: !59, file: !3, line: 29, column: 5)
!70 = !DILocation(line: 29, column: 10, scope: !69)
!71 = !DILocation(line: 29, column: 17, scope: !72)
!72 = distinct !DILexicalBlock(scope: !69, file: !3, line: 29, column: 5)
!73 = !DILocation(line: 29, column: 21, scope: !72)
!74 = !DILocation(line: 29, column: 19, scope: !72)
!75 = !DILocation(line: 29, column: 5, scope: !69)
!76 = !DILocation(line: 30, column: 14, scope: !72)
!77 = !DILocation(line: 30, column: 21, scope: !72)
!78 = !DILocation(line: 30, column: 28, scope: !72)
!79 = !DILocation(line: 30, column: 26, scope: !72)
!80 = !DILocation(line: 30, column: 19, scope: !72)
!81 = !DILocation(line: 30, column: 32, scope: !72)
!82 = !DILocation(line: 30, column: 39, scope: !72)
!83 = !DILocation(line: 30, column: 37, scope: !72)
!84 = !DILocation(line: 30, column: 30, scope: !72)
!85 = !DILocation(line: 30, column: 43, scope: !72)
!86 = !DILocation(line: 30, column: 50, scope: !72)
!87 = !DILocation(line: 30, column: 48, scope: !72)
!88 = !DILocation(line: 30, column: 41, scope: !72)
!89 = !DILocation(line: 30, column: 11, scope: !72)
!90 = !DILocation(line: 30, column: 7, scope: !72)
!91 = !DILocation(line: 29, column: 25, scope: !72)
!92 = !DILocation(line: 29, column: 5, scope: !72)
!93 = distinct !{!93, !75, !94, !95}
!94 = !DILocation(line: 30, column: 50, scope: !69)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 31, column: 15, scope: !59)
!97 = !DILocation(line: 31, column: 20, scope: !59)
!98 = !DILocation(line: 31, column: 11, scope: !59)
!99 = !DILocation(line: 31, column: 9, scope: !59)
!100 = !DILocation(line: 32, column: 3, scope: !59)
!101 = !DILocation(line: 25, column: 23, scope: !54)
!102 = !DILocation(line: 25, column: 3, scope: !54)
!103 = distinct !{!103, !57, !104, !95}
!104 = !DILocation(line: 32, column: 3, scope: !51)
!105 = !DILocation(line: 33, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !14, file: !3, line: 33, column: 3)
!107 = !DILocation(line: 33, column: 8, scope: !106)
!108 = !DILocation(line: 33, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 33, column: 3)
!110 = !DILocation(line: 33, column: 17, scope: !109)
!111 = !DILocation(line: 33, column: 3, scope: !106)
!112 = !DILocation(line: 34, column: 14, scope: !109)
!113 = !DILocation(line: 34, column: 16, scope: !109)
!114 = !DILocation(line: 34, column: 12, scope: !109)
!115 = !DILocation(line: 34, column: 9, scope: !109)
!116 = !DILocation(line: 34, column: 5, scope: !109)
!117 = !DILocation(line: 33, column: 23, scope: !109)
!118 = !DILocation(line: 33, column: 3, scope: !109)
!119 = distinct !{!119, !111, !120, !95}
!120 = !DILocation(line: 34, column: 19, scope: !106)
!121 = !DILocation(line: 35, column: 10, scope: !14)
!122 = !DILocation(line: 35, column: 16, scope: !14)
!123 = !DILocation(line: 35, column: 14, scope: !14)
!124 = !DILocation(line: 35, column: 3, scope: !14)
!125 = distinct !DISubprogram(name: "mix", scope: !3, file: !3, line: 8, type: !126, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !18)
!126 = !DISubroutineType(types: !127)
!127 = !{!5, !5, !5}
!128 = !DILocalVariable(name: "a", arg: 1, scope: !125, file: !3, line: 8, type: !5)
!129 = !DILocation(line: 8, column: 48, scope: !125)
!130 = !DILocalVariable(name: "b", arg: 2, scope: !125, file: !3, line: 8, type: !5)
!131 = !DILocation(line: 8, column: 56, scope: !125)
!132 = !DILocalVariable(name: "r", scope: !125, file: !3, line: 10, type: !5)
!133 = !DILocation(line: 10, column: 8, scope: !125)
!134 = !DILocation(line: 10, column: 12, scope: !125)
!135 = !DILocation(line: 10, column: 14, scope: !125)
!136 = !DILocation(line: 10, column: 21, scope: !125)
!137 = !DILocation(line: 10, column: 19, scope: !125)
!138 = !DILocation(line: 11, column: 10, scope: !125)
!139 = !DILocation(line: 11, column: 12, scope: !125)
!140 = !DILocation(line: 11, column: 3, scope: !125)
!141 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !142, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!142 = !DISubroutineType(types: !143)
!143 = !{!17}
!144 = !DILocation(line: 40, column: 10, scope: !141)
!145 = !DILocation(line: 40, column: 8, scope: !141)
!146 = !DILocation(line: 41, column: 3, scope: !141)
