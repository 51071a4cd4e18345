; ModuleID = 'deep_calls.c'
source_filename = "deep_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local global [4096 x double] zeroinitializer, align 16, !dbg !0
@A = dso_local global [4096 x double] zeroinitializer, align 16, !dbg !5
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f11() #0 !dbg !19 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !23, metadata !DIExpression()), !dbg !26
  store i32 0, i32* %1, align 4, !dbg !26
  br label %3, !dbg !27

3:                                                ; preds = %24, %0
  %4 = load i32, i32* %1, align 4, !dbg !28
  %5 = icmp slt i32 %4, 4, !dbg !30
  br i1 %5, label %6, label %27, !dbg !31

6:                                                ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %2, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %2, align 4, !dbg !34
  br label %7, !dbg !35

7:                                                ; preds = %20, %6
  %8 = load i32, i32* %2, align 4, !dbg !36
  %9 = icmp slt i32 %8, 4096, !dbg !38
  br i1 %9, label %10, label %23, !dbg !39

10:                                               ; preds = %7
  %11 = load i32, i32* %2, align 4, !dbg !40
  %12 = sext i32 %11 to i64, !dbg !41
  %13 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %12, !dbg !41
  %14 = load double, double* %13, align 8, !dbg !41
  %15 = load i32, i32* %2, align 4, !dbg !42
  %16 = sext i32 %15 to i64, !dbg !43
  %17 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %16, !dbg !43
  %18 = load double, double* %17, align 8, !dbg !44
  %19 = fadd double %18, %14, !dbg !44
  store double %19, double* %17, align 8, !dbg !44
  br label %20, !dbg !43

20:                                               ; preds = %10
  %21 = load i32, i32* %2, align 4, !dbg !45
  %22 = add nsw i32 %21, 1, !dbg !45
  store i32 %22, i32* %2, align 4, !dbg !45
  br label %7, !dbg !46, !llvm.loop !47

23:                                               ; preds = %7
  br label %24, !dbg !48

24:                                               ; preds = %23
  %25 = load i32, i32* %1, align 4, !dbg !50
  %26 = add nsw i32 %25, 1, !dbg !50
  store i32 %26, i32* %1, align 4, !dbg !50
  br label %3, !dbg !51, !llvm.loop !52

27:                                               ; preds = %3
  ret void, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f10() #0 !dbg !55 {
  call void @f11(), !dbg !56
  ret void, !dbg !57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f9() #0 !dbg !58 {
  call void @f10(), !dbg !59
  ret void, !dbg !60
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f8() #0 !dbg !61 {
  call void @f9(), !dbg !62
  ret void, !dbg !63
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f7() #0 !dbg !64 {
  call void @f8(), !dbg !65
  ret void, !dbg !66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f6() #0 !dbg !67 {
  call void @f7(), !dbg !68
  ret void, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f5() #0 !dbg !70 {
  call void @f6(), !dbg !71
  ret void, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f4() #0 !dbg !73 {
  call void @f5(), !dbg !74
  ret void, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f3() #0 !dbg !76 {
  call void @f4(), !dbg !77
  ret void, !dbg !78
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f2() #0 !dbg !79 {
  call void @f3(), !dbg !80
  ret void, !dbg !81
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f1() #0 !dbg !82 {
  call void @f2(), !dbg !83
  ret void, !dbg !84
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f0() #0 !dbg !85 {
  call void @f1(), !dbg !86
  ret void, !dbg !87
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !88 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @f0(), !dbg !91
  %2 = load double, double* getelementptr inbounds ([4096 x double], [4096 x double]* @A, i64 0, i64 5), align 8, !dbg !92
  %3 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %2), !dbg !93
  ret i32 0, !dbg !94
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep_calls.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "189ce70b8ec243859b9c79be6534fb34")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 262144, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 4096)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "f11", scope: !3, file: !3, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{}
!23 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 8, type: !25)
!24 = distinct !DILexicalBlock(scope: !19, file: !3, line: 8, column: 3)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 8, column: 12, scope: !24)
!27 = !DILocation(line: 8, column: 8, scope: !24)
!28 = !DILocation(line: 8, column: 19, scope: !29)
!29 = distinct !DILexicalBlock(scope: !24, file: !3, line: 8, column: 3)
!30 = !DILocation(line: 8, column: 21, scope: !29)
!31 = !DILocation(line: 8, column: 3, scope: !24)
!32 = !DILocalVariable(name: "i", scope: !33, file: !3, line: 9, type: !25)
!33 = distinct !DILexicalBlock(scope: !29, file: !3, line: 9, column: 5)
!34 = !DILocation(line: 9, column: 14, scope: !33)
!35 = !DILocation(line: 9, column: 10, scope: !33)
!36 = !DILocation(line: 9, column: 21, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !3, line: 9, column: 5)
!38 = !DILocation(line: 9, column: 23, scope: !37)
!39 = !DILocation(line: 9, column: 5, scope: !33)
!40 = !DILocation(line: 10, column: 17, scope: !37)
!41 = !DILocation(line: 10, column: 15, scope: !37)
!42 = !DILocation(line: 10, column: 9, scope: !37)
!43 = !DILocation(line: 10, column: 7, scope: !37)
!44 = !DILocation(line: 10, column: 12, scope: !37)
!45 = !DILocation(line: 9, column: 29, scope: !37)
!46 = !DILocation(line: 9, column: 5, scope: !37)
!47 = distinct !{!47, !39, !48, !49}
!48 = !DILocation(line: 10, column: 18, scope: !33)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 8, column: 27, scope: !29)
!51 = !DILocation(line: 8, column: 3, scope: !29)
!52 = distinct !{!52, !31, !53, !49}
!53 = !DILocation(line: 10, column: 18, scope: !24)
!54 = !DILocation(line: 11, column: 1, scope: !19)
!55 = distinct !DISubprogram(name: "f10", scope: !3, file: !3, line: 12, type: !20, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!56 = !DILocation(line: 12, column: 18, scope: !55)
!57 = !DILocation(line: 12, column: 25, scope: !55)
!58 = distinct !DISubprogram(name: "f9", scope: !3, file: !3, line: 13, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!59 = !DILocation(line: 13, column: 17, scope: !58)
!60 = !DILocation(line: 13, column: 24, scope: !58)
!61 = distinct !DISubprogram(name: "f8", scope: !3, file: !3, line: 14, type: !20, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!62 = !DILocation(line: 14, column: 17, scope: !61)
!63 = !DILocation(line: 14, column: 23, scope: !61)
!64 = distinct !DISubprogram(name: "f7", scope: !3, file: !3, line: 15, type: !20, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!65 = !DILocation(line: 15, column: 17, scope: !64)
!66 = !DILocation(line: 15, column: 23, scope: !64)
!67 = distinct !DISubprogram(name: "f6", scope: !3, file: !3, line: 16, type: !20, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!68 = !DILocation(line: 16, column: 17, scope: !67)
!69 = !DILocation(line: 16, column: 23, scope: !67)
!70 = distinct !DISubprogram(name: "f5", scope: !3, file: !3, line: 17, type: !20, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!71 = !DILocation(line: 17, column: 17, scope: !70)
!72 = !DILocation(line: 17, column: 23, scope: !70)
!73 = distinct !DISubprogram(name: "f4", scope: !3, file: !3, line: 18, type: !20, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!74 = !DILocation(line: 18, column: 17, scope: !73)
!75 = !DILocation(line: 18, column: 23, scope: !73)
!76 = distinct !DISubprogram(name: "f3", scope: !3, file: !3, line: 19, type: !20, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!77 = !DILocation(line: 19, column: 17, scope: !76)
!78 = !DILocation(line: 19, column: 23, scope: !76)
!79 = distinct !DISubprogram(name: "f2", scope: !3, file: !3, line: 20, type: !20, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!80 = !DILocation(line: 20, column: 17, scope: !79)
!81 = !DILocation(line: 20, column: 23, scope: !79)
!82 = distinct !DISubprogram(name: "f1", scope: !3, file: !3, line: 21, type: !20, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!83 = !DILocation(line: 21, column: 17, scope: !82)
!84 = !DILocation(line: 21, column: 23, scope: !82)
!85 = distinct !DISubprogram(name: "f0", scope: !3, file: !3, line: 22, type: !20, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!86 = !DILocation(line: 22, column: 17, scope: !85)
!87 = !DILocation(line: 22, column: 23, scope: !85)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !89, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!89 = !DISubroutineType(types: !90)
!90 = !{!25}
!91 = !DILocation(line: 24, column: 3, scope: !88)
!92 = !DILocation(line: 25, column: 18, scope: !88)
!93 = !DILocation(line: 25, column: 3, scope: !88)
!94 = !DILocation(line: 26, column: 3, scope: !88)
