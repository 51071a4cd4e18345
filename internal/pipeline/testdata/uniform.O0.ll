; ModuleID = 'uniform.c'
source_filename = "uniform.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@T = dso_local global [65536 x i32] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !21, metadata !DIExpression()), !dbg !23
  store i32 1, i32* %2, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i64* %3, metadata !24, metadata !DIExpression()), !dbg !26
  store i64 0, i64* %3, align 8, !dbg !26
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %4, align 4, !dbg !29
  br label %6, !dbg !30

6:                                                ; preds = %14, %0
  %7 = load i32, i32* %4, align 4, !dbg !31
  %8 = icmp slt i32 %7, 65536, !dbg !33
  br i1 %8, label %9, label %17, !dbg !34

9:                                                ; preds = %6
  %10 = load i32, i32* %4, align 4, !dbg !35
  %11 = load i32, i32* %4, align 4, !dbg !36
  %12 = sext i32 %11 to i64, !dbg !37
  %13 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %12, !dbg !37
  store i32 %10, i32* %13, align 4, !dbg !38
  br label %14, !dbg !37

14:                                               ; preds = %9
  %15 = load i32, i32* %4, align 4, !dbg !39
  %16 = add nsw i32 %15, 1, !dbg !39
  store i32 %16, i32* %4, align 4, !dbg !39
  br label %6, !dbg !40, !llvm.loop !41

17:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %5, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %5, align 4, !dbg !46
  br label %18, !dbg !47

18:                                               ; preds = %34, %17
  %19 = load i32, i32* %5, align 4, !dbg !48
  %20 = icmp slt i32 %19, 1000000, !dbg !50
  br i1 %20, label %21, label %37, !dbg !51

21:                                               ; preds = %18
  %22 = load i32, i32* %2, align 4, !dbg !52
  %23 = mul i32 %22, 1103515245, !dbg !54
  %24 = add i32 %23, 12345, !dbg !55
  store i32 %24, i32* %2, align 4, !dbg !56
  %25 = load i32, i32* %2, align 4, !dbg !57
  %26 = lshr i32 %25, 8, !dbg !58
  %27 = and i32 %26, 65535, !dbg !59
  %28 = zext i32 %27 to i64, !dbg !60
  %29 = getelementptr inbounds [65536 x i32], [65536 x i32]* @T, i64 0, i64 %28, !dbg !60
  %30 = load i32, i32* %29, align 4, !dbg !60
  %31 = sext i32 %30 to i64, !dbg !60
  %32 = load i64, i64* %3, align 8, !dbg !61
  %33 = add nsw i64 %32, %31, !dbg !61
  store i64 %33, i64* %3, align 8, !dbg !61
  br label %34, !dbg !62

34:                                               ; preds = %21
  %35 = load i32, i32* %5, align 4, !dbg !63
  %36 = add nsw i32 %35, 1, !dbg !63
  store i32 %36, i32* %5, align 4, !dbg !63
  br label %18, !dbg !64, !llvm.loop !65

37:                                               ; preds = %18
  %38 = load i64, i64* %3, align 8, !dbg !67
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %38), !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "uniform.c", directory: "/work/wt-unk/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1213c005899090d668d6b98424c6c670")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2097152, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 65536)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !18, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!6}
!20 = !{}
!21 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 16, type: !22)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DILocation(line: 16, column: 12, scope: !17)
!24 = !DILocalVariable(name: "sum", scope: !17, file: !3, line: 17, type: !25)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DILocation(line: 17, column: 8, scope: !17)
!27 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 18, type: !6)
!28 = distinct !DILexicalBlock(scope: !17, file: !3, line: 18, column: 3)
!29 = !DILocation(line: 18, column: 12, scope: !28)
!30 = !DILocation(line: 18, column: 8, scope: !28)
!31 = !DILocation(line: 18, column: 19, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 18, column: 3)
!33 = !DILocation(line: 18, column: 21, scope: !32)
!34 = !DILocation(line: 18, column: 3, scope: !28)
!35 = !DILocation(line: 19, column: 12, scope: !32)
!36 = !DILocation(line: 19, column: 7, scope: !32)
!37 = !DILocation(line: 19, column: 5, scope: !32)
!38 = !DILocation(line: 19, column: 10, scope: !32)
!39 = !DILocation(line: 18, column: 27, scope: !32)
!40 = !DILocation(line: 18, column: 3, scope: !32)
!41 = distinct !{!41, !34, !42, !43}
!42 = !DILocation(line: 19, column: 12, scope: !28)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocalVariable(name: "r", scope: !45, file: !3, line: 20, type: !6)
!45 = distinct !DILexicalBlock(scope: !17, file: !3, line: 20, column: 3)
!46 = !DILocation(line: 20, column: 12, scope: !45)
!47 = !DILocation(line: 20, column: 8, scope: !45)
!48 = !DILocation(line: 20, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 20, column: 3)
!50 = !DILocation(line: 20, column: 21, scope: !49)
!51 = !DILocation(line: 20, column: 3, scope: !45)
!52 = !DILocation(line: 21, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 20, column: 37)
!54 = !DILocation(line: 21, column: 11, scope: !53)
!55 = !DILocation(line: 21, column: 25, scope: !53)
!56 = !DILocation(line: 21, column: 7, scope: !53)
!57 = !DILocation(line: 22, column: 15, scope: !53)
!58 = !DILocation(line: 22, column: 17, scope: !53)
!59 = !DILocation(line: 22, column: 23, scope: !53)
!60 = !DILocation(line: 22, column: 12, scope: !53)
!61 = !DILocation(line: 22, column: 9, scope: !53)
!62 = !DILocation(line: 23, column: 3, scope: !53)
!63 = !DILocation(line: 20, column: 33, scope: !49)
!64 = !DILocation(line: 20, column: 3, scope: !49)
!65 = distinct !{!65, !51, !66, !43}
!66 = !DILocation(line: 23, column: 3, scope: !45)
!67 = !DILocation(line: 24, column: 19, scope: !17)
!68 = !DILocation(line: 24, column: 3, scope: !17)
!69 = !DILocation(line: 25, column: 3, scope: !17)
