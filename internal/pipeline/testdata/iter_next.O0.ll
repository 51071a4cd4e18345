; ModuleID = 'iter_next.c'
source_filename = "iter_next.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.iter = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.iter, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %12 = load i32, i32* %4, align 4, !dbg !24
  %13 = icmp sgt i32 %12, 1, !dbg !25
  br i1 %13, label %14, label %19, !dbg !24

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !26
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !26
  %17 = load i8*, i8** %16, align 8, !dbg !26
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !27
  br label %20, !dbg !24

19:                                               ; preds = %2
  br label %20, !dbg !24

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 1000, %19 ], !dbg !24
  store i32 %21, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32** %7, metadata !28, metadata !DIExpression()), !dbg !30
  %22 = load i32, i32* %6, align 4, !dbg !31
  %23 = sext i32 %22 to i64, !dbg !31
  %24 = mul i64 %23, 4, !dbg !32
  %25 = call noalias i8* @malloc(i64 noundef %24) #6, !dbg !33
  %26 = bitcast i8* %25 to i32*, !dbg !33
  store i32* %26, i32** %7, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %8, align 4, !dbg !36
  br label %27, !dbg !37

27:                                               ; preds = %39, %20
  %28 = load i32, i32* %8, align 4, !dbg !38
  %29 = load i32, i32* %6, align 4, !dbg !40
  %30 = icmp slt i32 %28, %29, !dbg !41
  br i1 %30, label %31, label %42, !dbg !42

31:                                               ; preds = %27
  %32 = load i32, i32* %8, align 4, !dbg !43
  %33 = mul nsw i32 %32, 3, !dbg !44
  %34 = srem i32 %33, 17, !dbg !45
  %35 = load i32*, i32** %7, align 8, !dbg !46
  %36 = load i32, i32* %8, align 4, !dbg !47
  %37 = sext i32 %36 to i64, !dbg !46
  %38 = getelementptr inbounds i32, i32* %35, i64 %37, !dbg !46
  store i32 %34, i32* %38, align 4, !dbg !48
  br label %39, !dbg !46

39:                                               ; preds = %31
  %40 = load i32, i32* %8, align 4, !dbg !49
  %41 = add nsw i32 %40, 1, !dbg !49
  store i32 %41, i32* %8, align 4, !dbg !49
  br label %27, !dbg !50, !llvm.loop !51

42:                                               ; preds = %27
  call void @llvm.dbg.declare(metadata %struct.iter* %9, metadata !54, metadata !DIExpression()), !dbg !63
  %43 = getelementptr inbounds %struct.iter, %struct.iter* %9, i32 0, i32 0, !dbg !64
  %44 = load i32*, i32** %7, align 8, !dbg !65
  store i32* %44, i32** %43, align 8, !dbg !64
  %45 = getelementptr inbounds %struct.iter, %struct.iter* %9, i32 0, i32 1, !dbg !64
  store i32 0, i32* %45, align 8, !dbg !64
  %46 = getelementptr inbounds %struct.iter, %struct.iter* %9, i32 0, i32 2, !dbg !64
  %47 = load i32, i32* %6, align 4, !dbg !66
  store i32 %47, i32* %46, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata i32* %10, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.declare(metadata i64* %11, metadata !69, metadata !DIExpression()), !dbg !71
  store i64 0, i64* %11, align 8, !dbg !71
  br label %48, !dbg !72

48:                                               ; preds = %51, %42
  %49 = call i32 @iter_next(%struct.iter* noundef %9, i32* noundef %10), !dbg !73
  %50 = icmp ne i32 %49, 0, !dbg !72
  br i1 %50, label %51, label %56, !dbg !72

51:                                               ; preds = %48
  %52 = load i32, i32* %10, align 4, !dbg !74
  %53 = sext i32 %52 to i64, !dbg !74
  %54 = load i64, i64* %11, align 8, !dbg !75
  %55 = add nsw i64 %54, %53, !dbg !75
  store i64 %55, i64* %11, align 8, !dbg !75
  br label %48, !dbg !72, !llvm.loop !76

56:                                               ; preds = %48
  %57 = load i64, i64* %11, align 8, !dbg !77
  %58 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %57), !dbg !78
  ret i32 0, !dbg !79
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @iter_next(%struct.iter* noundef %0, i32* noundef %1) #0 !dbg !80 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.iter*, align 8
  %5 = alloca i32*, align 8
  store %struct.iter* %0, %struct.iter** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.iter** %4, metadata !84, metadata !DIExpression()), !dbg !85
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !86, metadata !DIExpression()), !dbg !87
  %6 = load %struct.iter*, %struct.iter** %4, align 8, !dbg !88
  %7 = getelementptr inbounds %struct.iter, %struct.iter* %6, i32 0, i32 1, !dbg !90
  %8 = load i32, i32* %7, align 8, !dbg !90
  %9 = load %struct.iter*, %struct.iter** %4, align 8, !dbg !91
  %10 = getelementptr inbounds %struct.iter, %struct.iter* %9, i32 0, i32 2, !dbg !92
  %11 = load i32, i32* %10, align 4, !dbg !92
  %12 = icmp sge i32 %8, %11, !dbg !93
  br i1 %12, label %13, label %14, !dbg !94

13:                                               ; preds = %2
  store i32 0, i32* %3, align 4, !dbg !95
  br label %26, !dbg !95

14:                                               ; preds = %2
  %15 = load %struct.iter*, %struct.iter** %4, align 8, !dbg !96
  %16 = getelementptr inbounds %struct.iter, %struct.iter* %15, i32 0, i32 0, !dbg !97
  %17 = load i32*, i32** %16, align 8, !dbg !97
  %18 = load %struct.iter*, %struct.iter** %4, align 8, !dbg !98
  %19 = getelementptr inbounds %struct.iter, %struct.iter* %18, i32 0, i32 1, !dbg !99
  %20 = load i32, i32* %19, align 8, !dbg !100
  %21 = add nsw i32 %20, 1, !dbg !100
  store i32 %21, i32* %19, align 8, !dbg !100
  %22 = sext i32 %20 to i64, !dbg !96
  %23 = getelementptr inbounds i32, i32* %17, i64 %22, !dbg !96
  %24 = load i32, i32* %23, align 4, !dbg !96
  %25 = load i32*, i32** %5, align 8, !dbg !101
  store i32 %24, i32* %25, align 4, !dbg !102
  store i32 1, i32* %3, align 4, !dbg !103
  br label %26, !dbg !103

26:                                               ; preds = %14, %13
  %27 = load i32, i32* %3, align 4, !dbg !104
  ret i32 %27, !dbg !104
}

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "iter_next.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6ca012e44c566705e8dfc0c3a4e03ef9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !11, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 11, type: !13)
!19 = !DILocation(line: 11, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 11, type: !14)
!21 = !DILocation(line: 11, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 12, type: !13)
!23 = !DILocation(line: 12, column: 7, scope: !10)
!24 = !DILocation(line: 12, column: 11, scope: !10)
!25 = !DILocation(line: 12, column: 16, scope: !10)
!26 = !DILocation(line: 12, column: 27, scope: !10)
!27 = !DILocation(line: 12, column: 22, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 13, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!30 = !DILocation(line: 13, column: 8, scope: !10)
!31 = !DILocation(line: 13, column: 19, scope: !10)
!32 = !DILocation(line: 13, column: 21, scope: !10)
!33 = !DILocation(line: 13, column: 12, scope: !10)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 14, type: !13)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 14, column: 3)
!36 = !DILocation(line: 14, column: 12, scope: !35)
!37 = !DILocation(line: 14, column: 8, scope: !35)
!38 = !DILocation(line: 14, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 14, column: 3)
!40 = !DILocation(line: 14, column: 23, scope: !39)
!41 = !DILocation(line: 14, column: 21, scope: !39)
!42 = !DILocation(line: 14, column: 3, scope: !35)
!43 = !DILocation(line: 14, column: 38, scope: !39)
!44 = !DILocation(line: 14, column: 40, scope: !39)
!45 = !DILocation(line: 14, column: 44, scope: !39)
!46 = !DILocation(line: 14, column: 31, scope: !39)
!47 = !DILocation(line: 14, column: 33, scope: !39)
!48 = !DILocation(line: 14, column: 36, scope: !39)
!49 = !DILocation(line: 14, column: 27, scope: !39)
!50 = !DILocation(line: 14, column: 3, scope: !39)
!51 = distinct !{!51, !42, !52, !53}
!52 = !DILocation(line: 14, column: 46, scope: !35)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocalVariable(name: "it", scope: !10, file: !1, line: 15, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "iter", file: !1, line: 5, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 5, size: 128, elements: !57)
!57 = !{!58, !61, !62}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !56, file: !1, line: 5, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !56, file: !1, line: 5, baseType: !13, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !56, file: !1, line: 5, baseType: !13, size: 32, offset: 96)
!63 = !DILocation(line: 15, column: 8, scope: !10)
!64 = !DILocation(line: 15, column: 13, scope: !10)
!65 = !DILocation(line: 15, column: 14, scope: !10)
!66 = !DILocation(line: 15, column: 20, scope: !10)
!67 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 16, type: !13)
!68 = !DILocation(line: 16, column: 7, scope: !10)
!69 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 17, type: !70)
!70 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!71 = !DILocation(line: 17, column: 8, scope: !10)
!72 = !DILocation(line: 18, column: 3, scope: !10)
!73 = !DILocation(line: 18, column: 10, scope: !10)
!74 = !DILocation(line: 18, column: 35, scope: !10)
!75 = !DILocation(line: 18, column: 32, scope: !10)
!76 = distinct !{!76, !72, !74, !53}
!77 = !DILocation(line: 19, column: 19, scope: !10)
!78 = !DILocation(line: 19, column: 3, scope: !10)
!79 = !DILocation(line: 20, column: 3, scope: !10)
!80 = distinct !DISubprogram(name: "iter_next", scope: !1, file: !1, line: 6, type: !81, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!81 = !DISubroutineType(types: !82)
!82 = !{!13, !83, !29}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!84 = !DILocalVariable(name: "it", arg: 1, scope: !80, file: !1, line: 6, type: !83)
!85 = !DILocation(line: 6, column: 28, scope: !80)
!86 = !DILocalVariable(name: "out", arg: 2, scope: !80, file: !1, line: 6, type: !29)
!87 = !DILocation(line: 6, column: 37, scope: !80)
!88 = !DILocation(line: 7, column: 7, scope: !89)
!89 = distinct !DILexicalBlock(scope: !80, file: !1, line: 7, column: 7)
!90 = !DILocation(line: 7, column: 11, scope: !89)
!91 = !DILocation(line: 7, column: 18, scope: !89)
!92 = !DILocation(line: 7, column: 22, scope: !89)
!93 = !DILocation(line: 7, column: 15, scope: !89)
!94 = !DILocation(line: 7, column: 7, scope: !80)
!95 = !DILocation(line: 7, column: 25, scope: !89)
!96 = !DILocation(line: 8, column: 10, scope: !80)
!97 = !DILocation(line: 8, column: 14, scope: !80)
!98 = !DILocation(line: 8, column: 16, scope: !80)
!99 = !DILocation(line: 8, column: 20, scope: !80)
!100 = !DILocation(line: 8, column: 23, scope: !80)
!101 = !DILocation(line: 8, column: 4, scope: !80)
!102 = !DILocation(line: 8, column: 8, scope: !80)
!103 = !DILocation(line: 9, column: 3, scope: !80)
!104 = !DILocation(line: 10, column: 1, scope: !80)
