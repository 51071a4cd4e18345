; ModuleID = 'isort.c'
source_filename = "isort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %12 = load i32, i32* %4, align 4, !dbg !26
  %13 = icmp sgt i32 %12, 1, !dbg !27
  br i1 %13, label %14, label %19, !dbg !26

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !28
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !28
  %17 = load i8*, i8** %16, align 8, !dbg !28
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !29
  br label %20, !dbg !26

19:                                               ; preds = %2
  br label %20, !dbg !26

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 500, %19 ], !dbg !26
  store i32 %21, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32** %7, metadata !30, metadata !DIExpression()), !dbg !32
  %22 = load i32, i32* %6, align 4, !dbg !33
  %23 = sext i32 %22 to i64, !dbg !33
  %24 = mul i64 %23, 4, !dbg !34
  %25 = call noalias i8* @malloc(i64 noundef %24) #6, !dbg !35
  %26 = bitcast i8* %25 to i32*, !dbg !35
  store i32* %26, i32** %7, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 11, i32* %8, align 4, !dbg !38
  call void @llvm.dbg.declare(metadata i32* %9, metadata !39, metadata !DIExpression()), !dbg !41
  store i32 0, i32* %9, align 4, !dbg !41
  br label %27, !dbg !42

27:                                               ; preds = %42, %20
  %28 = load i32, i32* %9, align 4, !dbg !43
  %29 = load i32, i32* %6, align 4, !dbg !45
  %30 = icmp slt i32 %28, %29, !dbg !46
  br i1 %30, label %31, label %45, !dbg !47

31:                                               ; preds = %27
  %32 = load i32, i32* %8, align 4, !dbg !48
  %33 = mul i32 %32, 1664525, !dbg !50
  %34 = add i32 %33, 1013904223, !dbg !51
  store i32 %34, i32* %8, align 4, !dbg !52
  %35 = load i32, i32* %8, align 4, !dbg !53
  %36 = lshr i32 %35, 16, !dbg !54
  %37 = urem i32 %36, 10000, !dbg !55
  %38 = load i32*, i32** %7, align 8, !dbg !56
  %39 = load i32, i32* %9, align 4, !dbg !57
  %40 = sext i32 %39 to i64, !dbg !56
  %41 = getelementptr inbounds i32, i32* %38, i64 %40, !dbg !56
  store i32 %37, i32* %41, align 4, !dbg !58
  br label %42, !dbg !59

42:                                               ; preds = %31
  %43 = load i32, i32* %9, align 4, !dbg !60
  %44 = add nsw i32 %43, 1, !dbg !60
  store i32 %44, i32* %9, align 4, !dbg !60
  br label %27, !dbg !61, !llvm.loop !62

45:                                               ; preds = %27
  %46 = load i32*, i32** %7, align 8, !dbg !65
  %47 = load i32, i32* %6, align 4, !dbg !66
  call void @isort(i32* noundef %46, i32 noundef %47), !dbg !67
  call void @llvm.dbg.declare(metadata i64* %10, metadata !68, metadata !DIExpression()), !dbg !69
  store i64 0, i64* %10, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %11, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %11, align 4, !dbg !72
  br label %48, !dbg !73

48:                                               ; preds = %64, %45
  %49 = load i32, i32* %11, align 4, !dbg !74
  %50 = load i32, i32* %6, align 4, !dbg !76
  %51 = icmp slt i32 %49, %50, !dbg !77
  br i1 %51, label %52, label %67, !dbg !78

52:                                               ; preds = %48
  %53 = load i32*, i32** %7, align 8, !dbg !79
  %54 = load i32, i32* %11, align 4, !dbg !80
  %55 = sext i32 %54 to i64, !dbg !79
  %56 = getelementptr inbounds i32, i32* %53, i64 %55, !dbg !79
  %57 = load i32, i32* %56, align 4, !dbg !79
  %58 = sext i32 %57 to i64, !dbg !81
  %59 = load i32, i32* %11, align 4, !dbg !82
  %60 = sext i32 %59 to i64, !dbg !82
  %61 = mul nsw i64 %58, %60, !dbg !83
  %62 = load i64, i64* %10, align 8, !dbg !84
  %63 = add nsw i64 %62, %61, !dbg !84
  store i64 %63, i64* %10, align 8, !dbg !84
  br label %64, !dbg !85

64:                                               ; preds = %52
  %65 = load i32, i32* %11, align 4, !dbg !86
  %66 = add nsw i32 %65, 1, !dbg !86
  store i32 %66, i32* %11, align 4, !dbg !86
  br label %48, !dbg !87, !llvm.loop !88

67:                                               ; preds = %48
  %68 = load i64, i64* %10, align 8, !dbg !90
  %69 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %68), !dbg !91
  %70 = load i32*, i32** %7, align 8, !dbg !92
  %71 = bitcast i32* %70 to i8*, !dbg !92
  call void @free(i8* noundef %71) #6, !dbg !93
  ret i32 0, !dbg !94
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @isort(i32* noundef %0, i32 noundef %1) #0 !dbg !95 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !98, metadata !DIExpression()), !dbg !99
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !100, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.declare(metadata i32* %5, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 1, i32* %5, align 4, !dbg !104
  br label %8, !dbg !105

8:                                                ; preds = %53, %2
  %9 = load i32, i32* %5, align 4, !dbg !106
  %10 = load i32, i32* %4, align 4, !dbg !108
  %11 = icmp slt i32 %9, %10, !dbg !109
  br i1 %11, label %12, label %56, !dbg !110

12:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !111, metadata !DIExpression()), !dbg !113
  %13 = load i32*, i32** %3, align 8, !dbg !114
  %14 = load i32, i32* %5, align 4, !dbg !115
  %15 = sext i32 %14 to i64, !dbg !114
  %16 = getelementptr inbounds i32, i32* %13, i64 %15, !dbg !114
  %17 = load i32, i32* %16, align 4, !dbg !114
  store i32 %17, i32* %6, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %7, metadata !116, metadata !DIExpression()), !dbg !117
  %18 = load i32, i32* %5, align 4, !dbg !118
  %19 = sub nsw i32 %18, 1, !dbg !119
  store i32 %19, i32* %7, align 4, !dbg !117
  br label %20, !dbg !120

20:                                               ; preds = %33, %12
  %21 = load i32, i32* %7, align 4, !dbg !121
  %22 = icmp sge i32 %21, 0, !dbg !122
  br i1 %22, label %23, label %31, !dbg !123

23:                                               ; preds = %20
  %24 = load i32*, i32** %3, align 8, !dbg !124
  %25 = load i32, i32* %7, align 4, !dbg !125
  %26 = sext i32 %25 to i64, !dbg !124
  %27 = getelementptr inbounds i32, i32* %24, i64 %26, !dbg !124
  %28 = load i32, i32* %27, align 4, !dbg !124
  %29 = load i32, i32* %6, align 4, !dbg !126
  %30 = icmp sgt i32 %28, %29, !dbg !127
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi i1 [ false, %20 ], [ %30, %23 ], !dbg !128
  br i1 %32, label %33, label %46, !dbg !120

33:                                               ; preds = %31
  %34 = load i32*, i32** %3, align 8, !dbg !129
  %35 = load i32, i32* %7, align 4, !dbg !131
  %36 = sext i32 %35 to i64, !dbg !129
  %37 = getelementptr inbounds i32, i32* %34, i64 %36, !dbg !129
  %38 = load i32, i32* %37, align 4, !dbg !129
  %39 = load i32*, i32** %3, align 8, !dbg !132
  %40 = load i32, i32* %7, align 4, !dbg !133
  %41 = add nsw i32 %40, 1, !dbg !134
  %42 = sext i32 %41 to i64, !dbg !132
  %43 = getelementptr inbounds i32, i32* %39, i64 %42, !dbg !132
  store i32 %38, i32* %43, align 4, !dbg !135
  %44 = load i32, i32* %7, align 4, !dbg !136
  %45 = add nsw i32 %44, -1, !dbg !136
  store i32 %45, i32* %7, align 4, !dbg !136
  br label %20, !dbg !120, !llvm.loop !137

46:                                               ; preds = %31
  %47 = load i32, i32* %6, align 4, !dbg !139
  %48 = load i32*, i32** %3, align 8, !dbg !140
  %49 = load i32, i32* %7, align 4, !dbg !141
  %50 = add nsw i32 %49, 1, !dbg !142
  %51 = sext i32 %50 to i64, !dbg !140
  %52 = getelementptr inbounds i32, i32* %48, i64 %51, !dbg !140
  store i32 %47, i32* %52, align 4, !dbg !143
  br label %53, !dbg !144

53:                                               ; preds = %46
  %54 = load i32, i32* %5, align 4, !dbg !145
  %55 = add nsw i32 %54, 1, !dbg !145
  store i32 %55, i32* %5, align 4, !dbg !145
  br label %8, !dbg !146, !llvm.loop !147

56:                                               ; preds = %8
  ret void, !dbg !149
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "isort.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "490a7566e7aadc519b7326d82b7ffc72")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 17, type: !3)
!21 = !DILocation(line: 17, column: 14, scope: !13)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 17, type: !16)
!23 = !DILocation(line: 17, column: 27, scope: !13)
!24 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 19, type: !3)
!25 = !DILocation(line: 19, column: 7, scope: !13)
!26 = !DILocation(line: 19, column: 11, scope: !13)
!27 = !DILocation(line: 19, column: 16, scope: !13)
!28 = !DILocation(line: 19, column: 27, scope: !13)
!29 = !DILocation(line: 19, column: 22, scope: !13)
!30 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 20, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!32 = !DILocation(line: 20, column: 8, scope: !13)
!33 = !DILocation(line: 20, column: 19, scope: !13)
!34 = !DILocation(line: 20, column: 21, scope: !13)
!35 = !DILocation(line: 20, column: 12, scope: !13)
!36 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 21, type: !37)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 21, column: 12, scope: !13)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 22, type: !3)
!40 = distinct !DILexicalBlock(scope: !13, file: !1, line: 22, column: 3)
!41 = !DILocation(line: 22, column: 12, scope: !40)
!42 = !DILocation(line: 22, column: 8, scope: !40)
!43 = !DILocation(line: 22, column: 19, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !1, line: 22, column: 3)
!45 = !DILocation(line: 22, column: 23, scope: !44)
!46 = !DILocation(line: 22, column: 21, scope: !44)
!47 = !DILocation(line: 22, column: 3, scope: !40)
!48 = !DILocation(line: 23, column: 9, scope: !49)
!49 = distinct !DILexicalBlock(scope: !44, file: !1, line: 22, column: 31)
!50 = !DILocation(line: 23, column: 11, scope: !49)
!51 = !DILocation(line: 23, column: 22, scope: !49)
!52 = !DILocation(line: 23, column: 7, scope: !49)
!53 = !DILocation(line: 24, column: 19, scope: !49)
!54 = !DILocation(line: 24, column: 21, scope: !49)
!55 = !DILocation(line: 24, column: 28, scope: !49)
!56 = !DILocation(line: 24, column: 5, scope: !49)
!57 = !DILocation(line: 24, column: 7, scope: !49)
!58 = !DILocation(line: 24, column: 10, scope: !49)
!59 = !DILocation(line: 25, column: 3, scope: !49)
!60 = !DILocation(line: 22, column: 27, scope: !44)
!61 = !DILocation(line: 22, column: 3, scope: !44)
!62 = distinct !{!62, !47, !63, !64}
!63 = !DILocation(line: 25, column: 3, scope: !40)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 26, column: 9, scope: !13)
!66 = !DILocation(line: 26, column: 12, scope: !13)
!67 = !DILocation(line: 26, column: 3, scope: !13)
!68 = !DILocalVariable(name: "c", scope: !13, file: !1, line: 27, type: !4)
!69 = !DILocation(line: 27, column: 8, scope: !13)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 28, type: !3)
!71 = distinct !DILexicalBlock(scope: !13, file: !1, line: 28, column: 3)
!72 = !DILocation(line: 28, column: 12, scope: !71)
!73 = !DILocation(line: 28, column: 8, scope: !71)
!74 = !DILocation(line: 28, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 28, column: 3)
!76 = !DILocation(line: 28, column: 23, scope: !75)
!77 = !DILocation(line: 28, column: 21, scope: !75)
!78 = !DILocation(line: 28, column: 3, scope: !71)
!79 = !DILocation(line: 28, column: 42, scope: !75)
!80 = !DILocation(line: 28, column: 44, scope: !75)
!81 = !DILocation(line: 28, column: 36, scope: !75)
!82 = !DILocation(line: 28, column: 49, scope: !75)
!83 = !DILocation(line: 28, column: 47, scope: !75)
!84 = !DILocation(line: 28, column: 33, scope: !75)
!85 = !DILocation(line: 28, column: 31, scope: !75)
!86 = !DILocation(line: 28, column: 27, scope: !75)
!87 = !DILocation(line: 28, column: 3, scope: !75)
!88 = distinct !{!88, !78, !89, !64}
!89 = !DILocation(line: 28, column: 49, scope: !71)
!90 = !DILocation(line: 29, column: 19, scope: !13)
!91 = !DILocation(line: 29, column: 3, scope: !13)
!92 = !DILocation(line: 30, column: 8, scope: !13)
!93 = !DILocation(line: 30, column: 3, scope: !13)
!94 = !DILocation(line: 31, column: 3, scope: !13)
!95 = distinct !DISubprogram(name: "isort", scope: !1, file: !1, line: 6, type: !96, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!96 = !DISubroutineType(types: !97)
!97 = !{null, !31, !3}
!98 = !DILocalVariable(name: "a", arg: 1, scope: !95, file: !1, line: 6, type: !31)
!99 = !DILocation(line: 6, column: 24, scope: !95)
!100 = !DILocalVariable(name: "n", arg: 2, scope: !95, file: !1, line: 6, type: !3)
!101 = !DILocation(line: 6, column: 31, scope: !95)
!102 = !DILocalVariable(name: "i", scope: !103, file: !1, line: 8, type: !3)
!103 = distinct !DILexicalBlock(scope: !95, file: !1, line: 8, column: 3)
!104 = !DILocation(line: 8, column: 12, scope: !103)
!105 = !DILocation(line: 8, column: 8, scope: !103)
!106 = !DILocation(line: 8, column: 19, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 8, column: 3)
!108 = !DILocation(line: 8, column: 23, scope: !107)
!109 = !DILocation(line: 8, column: 21, scope: !107)
!110 = !DILocation(line: 8, column: 3, scope: !103)
!111 = !DILocalVariable(name: "key", scope: !112, file: !1, line: 9, type: !3)
!112 = distinct !DILexicalBlock(scope: !107, file: !1, line: 8, column: 31)
!113 = !DILocation(line: 9, column: 9, scope: !112)
!114 = !DILocation(line: 9, column: 15, scope: !112)
!115 = !DILocation(line: 9, column: 17, scope: !112)
!116 = !DILocalVariable(name: "j", scope: !112, file: !1, line: 9, type: !3)
!117 = !DILocation(line: 9, column: 21, scope: !112)
!118 = !DILocation(line: 9, column: 25, scope: !112)
!119 = !DILocation(line: 9, column: 27, scope: !112)
!120 = !DILocation(line: 10, column: 5, scope: !112)
!121 = !DILocation(line: 10, column: 12, scope: !112)
!122 = !DILocation(line: 10, column: 14, scope: !112)
!123 = !DILocation(line: 10, column: 19, scope: !112)
!124 = !DILocation(line: 10, column: 22, scope: !112)
!125 = !DILocation(line: 10, column: 24, scope: !112)
!126 = !DILocation(line: 10, column: 29, scope: !112)
!127 = !DILocation(line: 10, column: 27, scope: !112)
!128 = !DILocation(line: 0, scope: !112)
!129 = !DILocation(line: 11, column: 18, scope: !130)
!130 = distinct !DILexicalBlock(scope: !112, file: !1, line: 10, column: 34)
!131 = !DILocation(line: 11, column: 20, scope: !130)
!132 = !DILocation(line: 11, column: 7, scope: !130)
!133 = !DILocation(line: 11, column: 9, scope: !130)
!134 = !DILocation(line: 11, column: 11, scope: !130)
!135 = !DILocation(line: 11, column: 16, scope: !130)
!136 = !DILocation(line: 12, column: 8, scope: !130)
!137 = distinct !{!137, !120, !138, !64}
!138 = !DILocation(line: 13, column: 5, scope: !112)
!139 = !DILocation(line: 14, column: 16, scope: !112)
!140 = !DILocation(line: 14, column: 5, scope: !112)
!141 = !DILocation(line: 14, column: 7, scope: !112)
!142 = !DILocation(line: 14, column: 9, scope: !112)
!143 = !DILocation(line: 14, column: 14, scope: !112)
!144 = !DILocation(line: 15, column: 3, scope: !112)
!145 = !DILocation(line: 8, column: 27, scope: !107)
!146 = !DILocation(line: 8, column: 3, scope: !107)
!147 = distinct !{!147, !110, !148, !64}
!148 = !DILocation(line: 15, column: 3, scope: !103)
!149 = !DILocation(line: 16, column: 1, scope: !95)
