; ModuleID = 'irr_switch.c'
source_filename = "irr_switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [400 x i32] zeroinitializer, align 16, !dbg !0
@B = internal global [400 x i32] zeroinitializer, align 16, !dbg !5
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
  %6 = icmp slt i32 %5, 400, !dbg !34
  br i1 %6, label %7, label %17, !dbg !35

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !36
  %9 = mul nsw i32 %8, 13, !dbg !37
  %10 = srem i32 %9, 17, !dbg !38
  %11 = load i32, i32* %2, align 4, !dbg !39
  %12 = sext i32 %11 to i64, !dbg !40
  %13 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %12, !dbg !40
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

18:                                               ; preds = %57, %17
  %19 = load i32, i32* %2, align 4, !dbg !50
  %20 = icmp slt i32 %19, 400, !dbg !52
  br i1 %20, label %21, label %60, !dbg !53

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4, !dbg !54
  %23 = srem i32 %22, 5, !dbg !56
  switch i32 %23, label %48 [
    i32 0, label %24
    i32 1, label %31
    i32 2, label %38
    i32 3, label %44
  ], !dbg !57

24:                                               ; preds = %21
  %25 = load i32, i32* %2, align 4, !dbg !58
  %26 = sext i32 %25 to i64, !dbg !60
  %27 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %26, !dbg !60
  %28 = load i32, i32* %27, align 4, !dbg !60
  %29 = load i32, i32* %3, align 4, !dbg !61
  %30 = add nsw i32 %29, %28, !dbg !61
  store i32 %30, i32* %3, align 4, !dbg !61
  br label %56, !dbg !62

31:                                               ; preds = %21
  %32 = load i32, i32* %2, align 4, !dbg !63
  %33 = sext i32 %32 to i64, !dbg !64
  %34 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %33, !dbg !64
  %35 = load i32, i32* %34, align 4, !dbg !64
  %36 = load i32, i32* %3, align 4, !dbg !65
  %37 = sub nsw i32 %36, %35, !dbg !65
  store i32 %37, i32* %3, align 4, !dbg !65
  br label %56, !dbg !66

38:                                               ; preds = %21
  %39 = load i32, i32* %3, align 4, !dbg !67
  %40 = srem i32 %39, 100, !dbg !68
  %41 = load i32, i32* %2, align 4, !dbg !69
  %42 = sext i32 %41 to i64, !dbg !70
  %43 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %42, !dbg !70
  store i32 %40, i32* %43, align 4, !dbg !71
  br label %44, !dbg !70

44:                                               ; preds = %21, %38
  %45 = load i32, i32* %3, align 4, !dbg !72
  %46 = mul nsw i32 %45, 3, !dbg !73
  %47 = srem i32 %46, 1000, !dbg !74
  store i32 %47, i32* %3, align 4, !dbg !75
  br label %56, !dbg !76

48:                                               ; preds = %21
  %49 = load i32, i32* %2, align 4, !dbg !77
  %50 = sext i32 %49 to i64, !dbg !78
  %51 = getelementptr inbounds [400 x i32], [400 x i32]* @A, i64 0, i64 %50, !dbg !78
  %52 = load i32, i32* %51, align 4, !dbg !78
  %53 = load i32, i32* %2, align 4, !dbg !79
  %54 = sext i32 %53 to i64, !dbg !80
  %55 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %54, !dbg !80
  store i32 %52, i32* %55, align 4, !dbg !81
  br label %56, !dbg !82

56:                                               ; preds = %48, %44, %31, %24
  br label %57, !dbg !83

57:                                               ; preds = %56
  %58 = load i32, i32* %2, align 4, !dbg !84
  %59 = add nsw i32 %58, 1, !dbg !84
  store i32 %59, i32* %2, align 4, !dbg !84
  br label %18, !dbg !85, !llvm.loop !86

60:                                               ; preds = %18
  store i32 0, i32* %2, align 4, !dbg !88
  br label %61, !dbg !90

61:                                               ; preds = %71, %60
  %62 = load i32, i32* %2, align 4, !dbg !91
  %63 = icmp slt i32 %62, 400, !dbg !93
  br i1 %63, label %64, label %74, !dbg !94

64:                                               ; preds = %61
  %65 = load i32, i32* %2, align 4, !dbg !95
  %66 = sext i32 %65 to i64, !dbg !96
  %67 = getelementptr inbounds [400 x i32], [400 x i32]* @B, i64 0, i64 %66, !dbg !96
  %68 = load i32, i32* %67, align 4, !dbg !96
  %69 = load i32, i32* %3, align 4, !dbg !97
  %70 = add nsw i32 %69, %68, !dbg !97
  store i32 %70, i32* %3, align 4, !dbg !97
  br label %71, !dbg !98

71:                                               ; preds = %64
  %72 = load i32, i32* %2, align 4, !dbg !99
  %73 = add nsw i32 %72, 1, !dbg !99
  store i32 %73, i32* %2, align 4, !dbg !99
  br label %61, !dbg !100, !llvm.loop !101

74:                                               ; preds = %61
  %75 = load i32, i32* %3, align 4, !dbg !103
  store i32 %75, i32* @checksum, align 4, !dbg !104
  ret i32 0, !dbg !105
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
!3 = !DIFile(filename: "irr_switch.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 12800, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 400)
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
!38 = !DILocation(line: 13, column: 21, scope: !33)
!39 = !DILocation(line: 13, column: 7, scope: !33)
!40 = !DILocation(line: 13, column: 5, scope: !33)
!41 = !DILocation(line: 13, column: 10, scope: !33)
!42 = !DILocation(line: 12, column: 23, scope: !33)
!43 = !DILocation(line: 12, column: 3, scope: !33)
!44 = distinct !{!44, !35, !45, !46}
!45 = !DILocation(line: 13, column: 23, scope: !30)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 14, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !21, file: !3, line: 14, column: 3)
!49 = !DILocation(line: 14, column: 8, scope: !48)
!50 = !DILocation(line: 14, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 3)
!52 = !DILocation(line: 14, column: 17, scope: !51)
!53 = !DILocation(line: 14, column: 3, scope: !48)
!54 = !DILocation(line: 15, column: 13, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 14, column: 27)
!56 = !DILocation(line: 15, column: 15, scope: !55)
!57 = !DILocation(line: 15, column: 5, scope: !55)
!58 = !DILocation(line: 17, column: 14, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 15, column: 20)
!60 = !DILocation(line: 17, column: 12, scope: !59)
!61 = !DILocation(line: 17, column: 9, scope: !59)
!62 = !DILocation(line: 18, column: 7, scope: !59)
!63 = !DILocation(line: 20, column: 14, scope: !59)
!64 = !DILocation(line: 20, column: 12, scope: !59)
!65 = !DILocation(line: 20, column: 9, scope: !59)
!66 = !DILocation(line: 21, column: 7, scope: !59)
!67 = !DILocation(line: 23, column: 14, scope: !59)
!68 = !DILocation(line: 23, column: 16, scope: !59)
!69 = !DILocation(line: 23, column: 9, scope: !59)
!70 = !DILocation(line: 23, column: 7, scope: !59)
!71 = !DILocation(line: 23, column: 12, scope: !59)
!72 = !DILocation(line: 26, column: 12, scope: !59)
!73 = !DILocation(line: 26, column: 14, scope: !59)
!74 = !DILocation(line: 26, column: 19, scope: !59)
!75 = !DILocation(line: 26, column: 9, scope: !59)
!76 = !DILocation(line: 27, column: 7, scope: !59)
!77 = !DILocation(line: 29, column: 16, scope: !59)
!78 = !DILocation(line: 29, column: 14, scope: !59)
!79 = !DILocation(line: 29, column: 9, scope: !59)
!80 = !DILocation(line: 29, column: 7, scope: !59)
!81 = !DILocation(line: 29, column: 12, scope: !59)
!82 = !DILocation(line: 30, column: 7, scope: !59)
!83 = !DILocation(line: 32, column: 3, scope: !55)
!84 = !DILocation(line: 14, column: 23, scope: !51)
!85 = !DILocation(line: 14, column: 3, scope: !51)
!86 = distinct !{!86, !53, !87, !46}
!87 = !DILocation(line: 32, column: 3, scope: !48)
!88 = !DILocation(line: 33, column: 10, scope: !89)
!89 = distinct !DILexicalBlock(scope: !21, file: !3, line: 33, column: 3)
!90 = !DILocation(line: 33, column: 8, scope: !89)
!91 = !DILocation(line: 33, column: 15, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !3, line: 33, column: 3)
!93 = !DILocation(line: 33, column: 17, scope: !92)
!94 = !DILocation(line: 33, column: 3, scope: !89)
!95 = !DILocation(line: 34, column: 12, scope: !92)
!96 = !DILocation(line: 34, column: 10, scope: !92)
!97 = !DILocation(line: 34, column: 7, scope: !92)
!98 = !DILocation(line: 34, column: 5, scope: !92)
!99 = !DILocation(line: 33, column: 23, scope: !92)
!100 = !DILocation(line: 33, column: 3, scope: !92)
!101 = distinct !{!101, !94, !102, !46}
!102 = !DILocation(line: 34, column: 13, scope: !89)
!103 = !DILocation(line: 35, column: 14, scope: !21)
!104 = !DILocation(line: 35, column: 12, scope: !21)
!105 = !DILocation(line: 36, column: 3, scope: !21)
