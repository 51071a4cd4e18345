; ModuleID = 'longscan.c'
source_filename = "longscan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%c %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca [26 x i32], align 16
  %9 = alloca i8*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  %12 = load i32, i32* %4, align 4, !dbg !25
  %13 = icmp sgt i32 %12, 1, !dbg !26
  br i1 %13, label %14, label %19, !dbg !25

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !27
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !27
  %17 = load i8*, i8** %16, align 8, !dbg !27
  %18 = call i32 @atoi(i8* noundef %17) #6, !dbg !28
  br label %20, !dbg !25

19:                                               ; preds = %2
  br label %20, !dbg !25

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 100000, %19 ], !dbg !25
  store i32 %21, i32* %6, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i8** %7, metadata !29, metadata !DIExpression()), !dbg !30
  %22 = load i32, i32* %6, align 4, !dbg !31
  %23 = call i8* @make(i32 noundef %22), !dbg !32
  store i8* %23, i8** %7, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata [26 x i32]* %8, metadata !33, metadata !DIExpression()), !dbg !37
  %24 = bitcast [26 x i32]* %8 to i8*, !dbg !37
  call void @llvm.memset.p0i8.i64(i8* align 16 %24, i8 0, i64 104, i1 false), !dbg !37
  call void @llvm.dbg.declare(metadata i8** %9, metadata !38, metadata !DIExpression()), !dbg !41
  %25 = load i8*, i8** %7, align 8, !dbg !42
  store i8* %25, i8** %9, align 8, !dbg !41
  br label %26, !dbg !43

26:                                               ; preds = %30, %20
  %27 = load i8*, i8** %9, align 8, !dbg !44
  %28 = load i8, i8* %27, align 1, !dbg !45
  %29 = icmp ne i8 %28, 0, !dbg !43
  br i1 %29, label %30, label %40, !dbg !43

30:                                               ; preds = %26
  %31 = load i8*, i8** %9, align 8, !dbg !46
  %32 = getelementptr inbounds i8, i8* %31, i32 1, !dbg !46
  store i8* %32, i8** %9, align 8, !dbg !46
  %33 = load i8, i8* %31, align 1, !dbg !47
  %34 = sext i8 %33 to i32, !dbg !47
  %35 = sub nsw i32 %34, 97, !dbg !48
  %36 = sext i32 %35 to i64, !dbg !49
  %37 = getelementptr inbounds [26 x i32], [26 x i32]* %8, i64 0, i64 %36, !dbg !49
  %38 = load i32, i32* %37, align 4, !dbg !50
  %39 = add nsw i32 %38, 1, !dbg !50
  store i32 %39, i32* %37, align 4, !dbg !50
  br label %26, !dbg !43, !llvm.loop !51

40:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata i32* %10, metadata !53, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %10, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %11, metadata !55, metadata !DIExpression()), !dbg !57
  store i32 1, i32* %11, align 4, !dbg !57
  br label %41, !dbg !58

41:                                               ; preds = %57, %40
  %42 = load i32, i32* %11, align 4, !dbg !59
  %43 = icmp slt i32 %42, 26, !dbg !61
  br i1 %43, label %44, label %60, !dbg !62

44:                                               ; preds = %41
  %45 = load i32, i32* %11, align 4, !dbg !63
  %46 = sext i32 %45 to i64, !dbg !65
  %47 = getelementptr inbounds [26 x i32], [26 x i32]* %8, i64 0, i64 %46, !dbg !65
  %48 = load i32, i32* %47, align 4, !dbg !65
  %49 = load i32, i32* %10, align 4, !dbg !66
  %50 = sext i32 %49 to i64, !dbg !67
  %51 = getelementptr inbounds [26 x i32], [26 x i32]* %8, i64 0, i64 %50, !dbg !67
  %52 = load i32, i32* %51, align 4, !dbg !67
  %53 = icmp sgt i32 %48, %52, !dbg !68
  br i1 %53, label %54, label %56, !dbg !69

54:                                               ; preds = %44
  %55 = load i32, i32* %11, align 4, !dbg !70
  store i32 %55, i32* %10, align 4, !dbg !71
  br label %56, !dbg !72

56:                                               ; preds = %54, %44
  br label %57, !dbg !73

57:                                               ; preds = %56
  %58 = load i32, i32* %11, align 4, !dbg !74
  %59 = add nsw i32 %58, 1, !dbg !74
  store i32 %59, i32* %11, align 4, !dbg !74
  br label %41, !dbg !75, !llvm.loop !76

60:                                               ; preds = %41
  %61 = load i32, i32* %10, align 4, !dbg !78
  %62 = add nsw i32 97, %61, !dbg !79
  %63 = load i32, i32* %10, align 4, !dbg !80
  %64 = sext i32 %63 to i64, !dbg !81
  %65 = getelementptr inbounds [26 x i32], [26 x i32]* %8, i64 0, i64 %64, !dbg !81
  %66 = load i32, i32* %65, align 4, !dbg !81
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %62, i32 noundef %66), !dbg !82
  %68 = load i8*, i8** %7, align 8, !dbg !83
  call void @free(i8* noundef %68) #7, !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i8* @make(i32 noundef %0) #0 !dbg !86 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata i8** %3, metadata !91, metadata !DIExpression()), !dbg !92
  %6 = load i32, i32* %2, align 4, !dbg !93
  %7 = add nsw i32 %6, 1, !dbg !94
  %8 = sext i32 %7 to i64, !dbg !93
  %9 = call noalias i8* @malloc(i64 noundef %8) #7, !dbg !95
  store i8* %9, i8** %3, align 8, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %4, metadata !96, metadata !DIExpression()), !dbg !98
  store i32 7, i32* %4, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata i32* %5, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %5, align 4, !dbg !101
  br label %10, !dbg !102

10:                                               ; preds = %27, %1
  %11 = load i32, i32* %5, align 4, !dbg !103
  %12 = load i32, i32* %2, align 4, !dbg !105
  %13 = icmp slt i32 %11, %12, !dbg !106
  br i1 %13, label %14, label %30, !dbg !107

14:                                               ; preds = %10
  %15 = load i32, i32* %4, align 4, !dbg !108
  %16 = mul i32 %15, 1103515245, !dbg !110
  %17 = add i32 %16, 12345, !dbg !111
  store i32 %17, i32* %4, align 4, !dbg !112
  %18 = load i32, i32* %4, align 4, !dbg !113
  %19 = lshr i32 %18, 16, !dbg !114
  %20 = urem i32 %19, 26, !dbg !115
  %21 = add i32 97, %20, !dbg !116
  %22 = trunc i32 %21 to i8, !dbg !117
  %23 = load i8*, i8** %3, align 8, !dbg !118
  %24 = load i32, i32* %5, align 4, !dbg !119
  %25 = sext i32 %24 to i64, !dbg !118
  %26 = getelementptr inbounds i8, i8* %23, i64 %25, !dbg !118
  store i8 %22, i8* %26, align 1, !dbg !120
  br label %27, !dbg !121

27:                                               ; preds = %14
  %28 = load i32, i32* %5, align 4, !dbg !122
  %29 = add nsw i32 %28, 1, !dbg !122
  store i32 %29, i32* %5, align 4, !dbg !122
  br label %10, !dbg !123, !llvm.loop !124

30:                                               ; preds = %10
  %31 = load i8*, i8** %3, align 8, !dbg !126
  %32 = load i32, i32* %2, align 4, !dbg !127
  %33 = sext i32 %32 to i64, !dbg !126
  %34 = getelementptr inbounds i8, i8* %31, i64 %33, !dbg !126
  store i8 0, i8* %34, align 1, !dbg !128
  %35 = load i8*, i8** %3, align 8, !dbg !129
  ret i8* %35, !dbg !130
}

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #5

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "longscan.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "365d6562cb222d6869b9eefd2e6624df")
!2 = !{!3}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 20, type: !15)
!20 = !DILocation(line: 20, column: 14, scope: !12)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 20, type: !16)
!22 = !DILocation(line: 20, column: 27, scope: !12)
!23 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 22, type: !15)
!24 = !DILocation(line: 22, column: 7, scope: !12)
!25 = !DILocation(line: 22, column: 11, scope: !12)
!26 = !DILocation(line: 22, column: 16, scope: !12)
!27 = !DILocation(line: 22, column: 27, scope: !12)
!28 = !DILocation(line: 22, column: 22, scope: !12)
!29 = !DILocalVariable(name: "text", scope: !12, file: !1, line: 23, type: !17)
!30 = !DILocation(line: 23, column: 9, scope: !12)
!31 = !DILocation(line: 23, column: 21, scope: !12)
!32 = !DILocation(line: 23, column: 16, scope: !12)
!33 = !DILocalVariable(name: "hist", scope: !12, file: !1, line: 24, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 832, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 26)
!37 = !DILocation(line: 24, column: 7, scope: !12)
!38 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 25, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!41 = !DILocation(line: 25, column: 15, scope: !12)
!42 = !DILocation(line: 25, column: 19, scope: !12)
!43 = !DILocation(line: 26, column: 3, scope: !12)
!44 = !DILocation(line: 26, column: 11, scope: !12)
!45 = !DILocation(line: 26, column: 10, scope: !12)
!46 = !DILocation(line: 27, column: 12, scope: !12)
!47 = !DILocation(line: 27, column: 10, scope: !12)
!48 = !DILocation(line: 27, column: 15, scope: !12)
!49 = !DILocation(line: 27, column: 5, scope: !12)
!50 = !DILocation(line: 27, column: 21, scope: !12)
!51 = distinct !{!51, !43, !50, !52}
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocalVariable(name: "best", scope: !12, file: !1, line: 28, type: !15)
!54 = !DILocation(line: 28, column: 7, scope: !12)
!55 = !DILocalVariable(name: "k", scope: !56, file: !1, line: 29, type: !15)
!56 = distinct !DILexicalBlock(scope: !12, file: !1, line: 29, column: 3)
!57 = !DILocation(line: 29, column: 12, scope: !56)
!58 = !DILocation(line: 29, column: 8, scope: !56)
!59 = !DILocation(line: 29, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !56, file: !1, line: 29, column: 3)
!61 = !DILocation(line: 29, column: 21, scope: !60)
!62 = !DILocation(line: 29, column: 3, scope: !56)
!63 = !DILocation(line: 30, column: 14, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 30, column: 9)
!65 = !DILocation(line: 30, column: 9, scope: !64)
!66 = !DILocation(line: 30, column: 24, scope: !64)
!67 = !DILocation(line: 30, column: 19, scope: !64)
!68 = !DILocation(line: 30, column: 17, scope: !64)
!69 = !DILocation(line: 30, column: 9, scope: !60)
!70 = !DILocation(line: 31, column: 14, scope: !64)
!71 = !DILocation(line: 31, column: 12, scope: !64)
!72 = !DILocation(line: 31, column: 7, scope: !64)
!73 = !DILocation(line: 30, column: 28, scope: !64)
!74 = !DILocation(line: 29, column: 28, scope: !60)
!75 = !DILocation(line: 29, column: 3, scope: !60)
!76 = distinct !{!76, !62, !77, !52}
!77 = !DILocation(line: 31, column: 14, scope: !56)
!78 = !DILocation(line: 32, column: 27, scope: !12)
!79 = !DILocation(line: 32, column: 25, scope: !12)
!80 = !DILocation(line: 32, column: 38, scope: !12)
!81 = !DILocation(line: 32, column: 33, scope: !12)
!82 = !DILocation(line: 32, column: 3, scope: !12)
!83 = !DILocation(line: 33, column: 8, scope: !12)
!84 = !DILocation(line: 33, column: 3, scope: !12)
!85 = !DILocation(line: 34, column: 3, scope: !12)
!86 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 8, type: !87, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!87 = !DISubroutineType(types: !88)
!88 = !{!17, !15}
!89 = !DILocalVariable(name: "n", arg: 1, scope: !86, file: !1, line: 8, type: !15)
!90 = !DILocation(line: 8, column: 23, scope: !86)
!91 = !DILocalVariable(name: "b", scope: !86, file: !1, line: 10, type: !17)
!92 = !DILocation(line: 10, column: 9, scope: !86)
!93 = !DILocation(line: 10, column: 20, scope: !86)
!94 = !DILocation(line: 10, column: 22, scope: !86)
!95 = !DILocation(line: 10, column: 13, scope: !86)
!96 = !DILocalVariable(name: "s", scope: !86, file: !1, line: 11, type: !97)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DILocation(line: 11, column: 12, scope: !86)
!99 = !DILocalVariable(name: "i", scope: !100, file: !1, line: 12, type: !15)
!100 = distinct !DILexicalBlock(scope: !86, file: !1, line: 12, column: 3)
!101 = !DILocation(line: 12, column: 12, scope: !100)
!102 = !DILocation(line: 12, column: 8, scope: !100)
!103 = !DILocation(line: 12, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !1, line: 12, column: 3)
!105 = !DILocation(line: 12, column: 23, scope: !104)
!106 = !DILocation(line: 12, column: 21, scope: !104)
!107 = !DILocation(line: 12, column: 3, scope: !100)
!108 = !DILocation(line: 13, column: 9, scope: !109)
!109 = distinct !DILexicalBlock(scope: !104, file: !1, line: 12, column: 31)
!110 = !DILocation(line: 13, column: 11, scope: !109)
!111 = !DILocation(line: 13, column: 25, scope: !109)
!112 = !DILocation(line: 13, column: 7, scope: !109)
!113 = !DILocation(line: 14, column: 26, scope: !109)
!114 = !DILocation(line: 14, column: 28, scope: !109)
!115 = !DILocation(line: 14, column: 35, scope: !109)
!116 = !DILocation(line: 14, column: 23, scope: !109)
!117 = !DILocation(line: 14, column: 12, scope: !109)
!118 = !DILocation(line: 14, column: 5, scope: !109)
!119 = !DILocation(line: 14, column: 7, scope: !109)
!120 = !DILocation(line: 14, column: 10, scope: !109)
!121 = !DILocation(line: 15, column: 3, scope: !109)
!122 = !DILocation(line: 12, column: 27, scope: !104)
!123 = !DILocation(line: 12, column: 3, scope: !104)
!124 = distinct !{!124, !107, !125, !52}
!125 = !DILocation(line: 15, column: 3, scope: !100)
!126 = !DILocation(line: 16, column: 3, scope: !86)
!127 = !DILocation(line: 16, column: 5, scope: !86)
!128 = !DILocation(line: 16, column: 8, scope: !86)
!129 = !DILocation(line: 17, column: 10, scope: !86)
!130 = !DILocation(line: 17, column: 3, scope: !86)
