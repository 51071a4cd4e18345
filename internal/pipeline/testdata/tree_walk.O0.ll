; ModuleID = 'tree_walk.c'
source_filename = "tree_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i64, %struct.node*, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.node*, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %10 = load i32, i32* %4, align 4, !dbg !26
  %11 = icmp sgt i32 %10, 1, !dbg !27
  br i1 %11, label %12, label %17, !dbg !26

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8, !dbg !28
  %14 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !28
  %15 = load i8*, i8** %14, align 8, !dbg !28
  %16 = call i32 @atoi(i8* noundef %15) #5, !dbg !29
  br label %18, !dbg !26

17:                                               ; preds = %2
  br label %18, !dbg !26

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 1000, %17 ], !dbg !26
  store i32 %19, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 7, i32* %7, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata %struct.node** %8, metadata !33, metadata !DIExpression()), !dbg !40
  store %struct.node* null, %struct.node** %8, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %9, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %9, align 4, !dbg !43
  br label %20, !dbg !44

20:                                               ; preds = %33, %18
  %21 = load i32, i32* %9, align 4, !dbg !45
  %22 = load i32, i32* %6, align 4, !dbg !47
  %23 = icmp slt i32 %21, %22, !dbg !48
  br i1 %23, label %24, label %36, !dbg !49

24:                                               ; preds = %20
  %25 = load i32, i32* %7, align 4, !dbg !50
  %26 = mul i32 %25, 1664525, !dbg !52
  %27 = add i32 %26, 1013904223, !dbg !53
  store i32 %27, i32* %7, align 4, !dbg !54
  %28 = load %struct.node*, %struct.node** %8, align 8, !dbg !55
  %29 = load i32, i32* %7, align 4, !dbg !56
  %30 = lshr i32 %29, 8, !dbg !57
  %31 = zext i32 %30 to i64, !dbg !58
  %32 = call %struct.node* @insert(%struct.node* noundef %28, i64 noundef %31), !dbg !59
  store %struct.node* %32, %struct.node** %8, align 8, !dbg !60
  br label %33, !dbg !61

33:                                               ; preds = %24
  %34 = load i32, i32* %9, align 4, !dbg !62
  %35 = add nsw i32 %34, 1, !dbg !62
  store i32 %35, i32* %9, align 4, !dbg !62
  br label %20, !dbg !63, !llvm.loop !64

36:                                               ; preds = %20
  %37 = load %struct.node*, %struct.node** %8, align 8, !dbg !67
  %38 = call i64 @walk(%struct.node* noundef %37), !dbg !68
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %38), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @insert(%struct.node* noundef %0, i64 noundef %1) #0 !dbg !71 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.node*, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %4, metadata !74, metadata !DIExpression()), !dbg !75
  store i64 %1, i64* %5, align 8
  call void @llvm.dbg.declare(metadata i64* %5, metadata !76, metadata !DIExpression()), !dbg !77
  %7 = load %struct.node*, %struct.node** %4, align 8, !dbg !78
  %8 = icmp ne %struct.node* %7, null, !dbg !78
  br i1 %8, label %20, label %9, !dbg !80

9:                                                ; preds = %2
  call void @llvm.dbg.declare(metadata %struct.node** %6, metadata !81, metadata !DIExpression()), !dbg !83
  %10 = call noalias i8* @malloc(i64 noundef 24) #6, !dbg !84
  %11 = bitcast i8* %10 to %struct.node*, !dbg !84
  store %struct.node* %11, %struct.node** %6, align 8, !dbg !83
  %12 = load i64, i64* %5, align 8, !dbg !85
  %13 = load %struct.node*, %struct.node** %6, align 8, !dbg !86
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0, !dbg !87
  store i64 %12, i64* %14, align 8, !dbg !88
  %15 = load %struct.node*, %struct.node** %6, align 8, !dbg !89
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 2, !dbg !90
  store %struct.node* null, %struct.node** %16, align 8, !dbg !91
  %17 = load %struct.node*, %struct.node** %6, align 8, !dbg !92
  %18 = getelementptr inbounds %struct.node, %struct.node* %17, i32 0, i32 1, !dbg !93
  store %struct.node* null, %struct.node** %18, align 8, !dbg !94
  %19 = load %struct.node*, %struct.node** %6, align 8, !dbg !95
  store %struct.node* %19, %struct.node** %3, align 8, !dbg !96
  br label %44, !dbg !96

20:                                               ; preds = %2
  %21 = load i64, i64* %5, align 8, !dbg !97
  %22 = load %struct.node*, %struct.node** %4, align 8, !dbg !99
  %23 = getelementptr inbounds %struct.node, %struct.node* %22, i32 0, i32 0, !dbg !100
  %24 = load i64, i64* %23, align 8, !dbg !100
  %25 = icmp slt i64 %21, %24, !dbg !101
  br i1 %25, label %26, label %34, !dbg !102

26:                                               ; preds = %20
  %27 = load %struct.node*, %struct.node** %4, align 8, !dbg !103
  %28 = getelementptr inbounds %struct.node, %struct.node* %27, i32 0, i32 1, !dbg !104
  %29 = load %struct.node*, %struct.node** %28, align 8, !dbg !104
  %30 = load i64, i64* %5, align 8, !dbg !105
  %31 = call %struct.node* @insert(%struct.node* noundef %29, i64 noundef %30), !dbg !106
  %32 = load %struct.node*, %struct.node** %4, align 8, !dbg !107
  %33 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 1, !dbg !108
  store %struct.node* %31, %struct.node** %33, align 8, !dbg !109
  br label %42, !dbg !107

34:                                               ; preds = %20
  %35 = load %struct.node*, %struct.node** %4, align 8, !dbg !110
  %36 = getelementptr inbounds %struct.node, %struct.node* %35, i32 0, i32 2, !dbg !111
  %37 = load %struct.node*, %struct.node** %36, align 8, !dbg !111
  %38 = load i64, i64* %5, align 8, !dbg !112
  %39 = call %struct.node* @insert(%struct.node* noundef %37, i64 noundef %38), !dbg !113
  %40 = load %struct.node*, %struct.node** %4, align 8, !dbg !114
  %41 = getelementptr inbounds %struct.node, %struct.node* %40, i32 0, i32 2, !dbg !115
  store %struct.node* %39, %struct.node** %41, align 8, !dbg !116
  br label %42

42:                                               ; preds = %34, %26
  %43 = load %struct.node*, %struct.node** %4, align 8, !dbg !117
  store %struct.node* %43, %struct.node** %3, align 8, !dbg !118
  br label %44, !dbg !118

44:                                               ; preds = %42, %9
  %45 = load %struct.node*, %struct.node** %3, align 8, !dbg !119
  ret %struct.node* %45, !dbg !119
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @walk(%struct.node* noundef %0) #0 !dbg !120 {
  %2 = alloca i64, align 8
  %3 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %3, metadata !125, metadata !DIExpression()), !dbg !126
  %4 = load %struct.node*, %struct.node** %3, align 8, !dbg !127
  %5 = icmp ne %struct.node* %4, null, !dbg !127
  br i1 %5, label %7, label %6, !dbg !129

6:                                                ; preds = %1
  store i64 0, i64* %2, align 8, !dbg !130
  br label %21, !dbg !130

7:                                                ; preds = %1
  %8 = load %struct.node*, %struct.node** %3, align 8, !dbg !131
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1, !dbg !132
  %10 = load %struct.node*, %struct.node** %9, align 8, !dbg !132
  %11 = call i64 @walk(%struct.node* noundef %10), !dbg !133
  %12 = load %struct.node*, %struct.node** %3, align 8, !dbg !134
  %13 = getelementptr inbounds %struct.node, %struct.node* %12, i32 0, i32 0, !dbg !135
  %14 = load i64, i64* %13, align 8, !dbg !135
  %15 = add nsw i64 %11, %14, !dbg !136
  %16 = load %struct.node*, %struct.node** %3, align 8, !dbg !137
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 2, !dbg !138
  %18 = load %struct.node*, %struct.node** %17, align 8, !dbg !138
  %19 = call i64 @walk(%struct.node* noundef %18), !dbg !139
  %20 = add nsw i64 %15, %19, !dbg !140
  store i64 %20, i64* %2, align 8, !dbg !141
  br label %21, !dbg !141

21:                                               ; preds = %7, %6
  %22 = load i64, i64* %2, align 8, !dbg !142
  ret i64 %22, !dbg !142
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tree_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "698ee159b62f2ba327c0420bce9b037c")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !13, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 34, type: !15)
!21 = !DILocation(line: 34, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 34, type: !16)
!23 = !DILocation(line: 34, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 36, type: !15)
!25 = !DILocation(line: 36, column: 7, scope: !12)
!26 = !DILocation(line: 36, column: 11, scope: !12)
!27 = !DILocation(line: 36, column: 16, scope: !12)
!28 = !DILocation(line: 36, column: 27, scope: !12)
!29 = !DILocation(line: 36, column: 22, scope: !12)
!30 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 37, type: !31)
!31 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 37, column: 12, scope: !12)
!33 = !DILocalVariable(name: "root", scope: !12, file: !1, line: 38, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 192, elements: !36)
!36 = !{!37, !38, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !35, file: !1, line: 8, baseType: !3, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !35, file: !1, line: 9, baseType: !34, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !35, file: !1, line: 9, baseType: !34, size: 64, offset: 128)
!40 = !DILocation(line: 38, column: 16, scope: !12)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 39, type: !15)
!42 = distinct !DILexicalBlock(scope: !12, file: !1, line: 39, column: 3)
!43 = !DILocation(line: 39, column: 12, scope: !42)
!44 = !DILocation(line: 39, column: 8, scope: !42)
!45 = !DILocation(line: 39, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 39, column: 3)
!47 = !DILocation(line: 39, column: 23, scope: !46)
!48 = !DILocation(line: 39, column: 21, scope: !46)
!49 = !DILocation(line: 39, column: 3, scope: !42)
!50 = !DILocation(line: 40, column: 9, scope: !51)
!51 = distinct !DILexicalBlock(scope: !46, file: !1, line: 39, column: 31)
!52 = !DILocation(line: 40, column: 11, scope: !51)
!53 = !DILocation(line: 40, column: 22, scope: !51)
!54 = !DILocation(line: 40, column: 7, scope: !51)
!55 = !DILocation(line: 41, column: 19, scope: !51)
!56 = !DILocation(line: 41, column: 32, scope: !51)
!57 = !DILocation(line: 41, column: 34, scope: !51)
!58 = !DILocation(line: 41, column: 25, scope: !51)
!59 = !DILocation(line: 41, column: 12, scope: !51)
!60 = !DILocation(line: 41, column: 10, scope: !51)
!61 = !DILocation(line: 42, column: 3, scope: !51)
!62 = !DILocation(line: 39, column: 27, scope: !46)
!63 = !DILocation(line: 39, column: 3, scope: !46)
!64 = distinct !{!64, !49, !65, !66}
!65 = !DILocation(line: 42, column: 3, scope: !42)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 43, column: 24, scope: !12)
!68 = !DILocation(line: 43, column: 19, scope: !12)
!69 = !DILocation(line: 43, column: 3, scope: !12)
!70 = !DILocation(line: 44, column: 3, scope: !12)
!71 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 12, type: !72, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!72 = !DISubroutineType(types: !73)
!73 = !{!34, !34, !3}
!74 = !DILocalVariable(name: "t", arg: 1, scope: !71, file: !1, line: 12, type: !34)
!75 = !DILocation(line: 12, column: 41, scope: !71)
!76 = !DILocalVariable(name: "key", arg: 2, scope: !71, file: !1, line: 12, type: !3)
!77 = !DILocation(line: 12, column: 49, scope: !71)
!78 = !DILocation(line: 14, column: 8, scope: !79)
!79 = distinct !DILexicalBlock(scope: !71, file: !1, line: 14, column: 7)
!80 = !DILocation(line: 14, column: 7, scope: !71)
!81 = !DILocalVariable(name: "n", scope: !82, file: !1, line: 15, type: !34)
!82 = distinct !DILexicalBlock(scope: !79, file: !1, line: 14, column: 11)
!83 = !DILocation(line: 15, column: 18, scope: !82)
!84 = !DILocation(line: 15, column: 22, scope: !82)
!85 = !DILocation(line: 16, column: 14, scope: !82)
!86 = !DILocation(line: 16, column: 5, scope: !82)
!87 = !DILocation(line: 16, column: 8, scope: !82)
!88 = !DILocation(line: 16, column: 12, scope: !82)
!89 = !DILocation(line: 17, column: 15, scope: !82)
!90 = !DILocation(line: 17, column: 18, scope: !82)
!91 = !DILocation(line: 17, column: 24, scope: !82)
!92 = !DILocation(line: 17, column: 5, scope: !82)
!93 = !DILocation(line: 17, column: 8, scope: !82)
!94 = !DILocation(line: 17, column: 13, scope: !82)
!95 = !DILocation(line: 18, column: 12, scope: !82)
!96 = !DILocation(line: 18, column: 5, scope: !82)
!97 = !DILocation(line: 20, column: 7, scope: !98)
!98 = distinct !DILexicalBlock(scope: !71, file: !1, line: 20, column: 7)
!99 = !DILocation(line: 20, column: 13, scope: !98)
!100 = !DILocation(line: 20, column: 16, scope: !98)
!101 = !DILocation(line: 20, column: 11, scope: !98)
!102 = !DILocation(line: 20, column: 7, scope: !71)
!103 = !DILocation(line: 21, column: 22, scope: !98)
!104 = !DILocation(line: 21, column: 25, scope: !98)
!105 = !DILocation(line: 21, column: 31, scope: !98)
!106 = !DILocation(line: 21, column: 15, scope: !98)
!107 = !DILocation(line: 21, column: 5, scope: !98)
!108 = !DILocation(line: 21, column: 8, scope: !98)
!109 = !DILocation(line: 21, column: 13, scope: !98)
!110 = !DILocation(line: 23, column: 23, scope: !98)
!111 = !DILocation(line: 23, column: 26, scope: !98)
!112 = !DILocation(line: 23, column: 33, scope: !98)
!113 = !DILocation(line: 23, column: 16, scope: !98)
!114 = !DILocation(line: 23, column: 5, scope: !98)
!115 = !DILocation(line: 23, column: 8, scope: !98)
!116 = !DILocation(line: 23, column: 14, scope: !98)
!117 = !DILocation(line: 24, column: 10, scope: !71)
!118 = !DILocation(line: 24, column: 3, scope: !71)
!119 = !DILocation(line: 25, column: 1, scope: !71)
!120 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 27, type: !121, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!121 = !DISubroutineType(types: !122)
!122 = !{!3, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!125 = !DILocalVariable(name: "t", arg: 1, scope: !120, file: !1, line: 27, type: !123)
!126 = !DILocation(line: 27, column: 37, scope: !120)
!127 = !DILocation(line: 29, column: 8, scope: !128)
!128 = distinct !DILexicalBlock(scope: !120, file: !1, line: 29, column: 7)
!129 = !DILocation(line: 29, column: 7, scope: !120)
!130 = !DILocation(line: 30, column: 5, scope: !128)
!131 = !DILocation(line: 31, column: 15, scope: !120)
!132 = !DILocation(line: 31, column: 18, scope: !120)
!133 = !DILocation(line: 31, column: 10, scope: !120)
!134 = !DILocation(line: 31, column: 26, scope: !120)
!135 = !DILocation(line: 31, column: 29, scope: !120)
!136 = !DILocation(line: 31, column: 24, scope: !120)
!137 = !DILocation(line: 31, column: 40, scope: !120)
!138 = !DILocation(line: 31, column: 43, scope: !120)
!139 = !DILocation(line: 31, column: 35, scope: !120)
!140 = !DILocation(line: 31, column: 33, scope: !120)
!141 = !DILocation(line: 31, column: 3, scope: !120)
!142 = !DILocation(line: 32, column: 1, scope: !120)
