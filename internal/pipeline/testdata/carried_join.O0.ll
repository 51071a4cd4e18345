; ModuleID = 'carried_join.c'
source_filename = "carried_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"csr%d\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%s %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %15 = load i32, i32* %4, align 4, !dbg !24
  %16 = icmp sgt i32 %15, 1, !dbg !25
  br i1 %16, label %17, label %22, !dbg !24

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !26
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !26
  %20 = load i8*, i8** %19, align 8, !dbg !26
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !27
  br label %23, !dbg !24

22:                                               ; preds = %2
  br label %23, !dbg !24

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 4000, %22 ], !dbg !24
  store i32 %24, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i8** %7, metadata !28, metadata !DIExpression()), !dbg !29
  %25 = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !30
  store i8* %25, i8** %7, align 8, !dbg !29
  %26 = load i8*, i8** %7, align 8, !dbg !31
  %27 = load i32, i32* %6, align 4, !dbg !32
  %28 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %26, i64 noundef 16, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %27) #6, !dbg !33
  call void @llvm.dbg.declare(metadata i32** %8, metadata !34, metadata !DIExpression()), !dbg !36
  %29 = load i32, i32* %6, align 4, !dbg !37
  %30 = add nsw i32 %29, 1, !dbg !38
  %31 = sext i32 %30 to i64, !dbg !39
  %32 = mul i64 %31, 4, !dbg !40
  %33 = call noalias i8* @malloc(i64 noundef %32) #6, !dbg !41
  %34 = bitcast i8* %33 to i32*, !dbg !41
  store i32* %34, i32** %8, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %9, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %9, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %10, align 4, !dbg !46
  br label %35, !dbg !47

35:                                               ; preds = %58, %23
  %36 = load i32, i32* %10, align 4, !dbg !48
  %37 = load i32, i32* %6, align 4, !dbg !50
  %38 = icmp slt i32 %36, %37, !dbg !51
  br i1 %38, label %39, label %61, !dbg !52

39:                                               ; preds = %35
  %40 = load i32, i32* %9, align 4, !dbg !53
  %41 = load i32*, i32** %8, align 8, !dbg !55
  %42 = load i32, i32* %10, align 4, !dbg !56
  %43 = sext i32 %42 to i64, !dbg !55
  %44 = getelementptr inbounds i32, i32* %41, i64 %43, !dbg !55
  store i32 %40, i32* %44, align 4, !dbg !57
  %45 = load i32, i32* %10, align 4, !dbg !58
  %46 = srem i32 %45, 97, !dbg !59
  %47 = icmp eq i32 %46, 0, !dbg !60
  br i1 %47, label %48, label %49, !dbg !58

48:                                               ; preds = %39
  br label %53, !dbg !58

49:                                               ; preds = %39
  %50 = load i32, i32* %10, align 4, !dbg !61
  %51 = srem i32 %50, 7, !dbg !62
  %52 = mul nsw i32 %51, 3, !dbg !63
  br label %53, !dbg !58

53:                                               ; preds = %49, %48
  %54 = phi i32 [ 200, %48 ], [ %52, %49 ], !dbg !58
  %55 = add nsw i32 1, %54, !dbg !64
  %56 = load i32, i32* %9, align 4, !dbg !65
  %57 = add nsw i32 %56, %55, !dbg !65
  store i32 %57, i32* %9, align 4, !dbg !65
  br label %58, !dbg !66

58:                                               ; preds = %53
  %59 = load i32, i32* %10, align 4, !dbg !67
  %60 = add nsw i32 %59, 1, !dbg !67
  store i32 %60, i32* %10, align 4, !dbg !67
  br label %35, !dbg !68, !llvm.loop !69

61:                                               ; preds = %35
  %62 = load i32, i32* %9, align 4, !dbg !72
  %63 = load i32*, i32** %8, align 8, !dbg !73
  %64 = load i32, i32* %6, align 4, !dbg !74
  %65 = sext i32 %64 to i64, !dbg !73
  %66 = getelementptr inbounds i32, i32* %63, i64 %65, !dbg !73
  store i32 %62, i32* %66, align 4, !dbg !75
  call void @llvm.dbg.declare(metadata i32** %11, metadata !76, metadata !DIExpression()), !dbg !77
  %67 = load i32, i32* %9, align 4, !dbg !78
  %68 = sext i32 %67 to i64, !dbg !78
  %69 = mul i64 %68, 4, !dbg !79
  %70 = call noalias i8* @malloc(i64 noundef %69) #6, !dbg !80
  %71 = bitcast i8* %70 to i32*, !dbg !80
  store i32* %71, i32** %11, align 8, !dbg !77
  call void @llvm.dbg.declare(metadata i32* %12, metadata !81, metadata !DIExpression()), !dbg !83
  store i32 0, i32* %12, align 4, !dbg !83
  br label %72, !dbg !84

72:                                               ; preds = %84, %61
  %73 = load i32, i32* %12, align 4, !dbg !85
  %74 = load i32, i32* %9, align 4, !dbg !87
  %75 = icmp slt i32 %73, %74, !dbg !88
  br i1 %75, label %76, label %87, !dbg !89

76:                                               ; preds = %72
  %77 = load i32, i32* %12, align 4, !dbg !90
  %78 = load i32, i32* %6, align 4, !dbg !91
  %79 = srem i32 %77, %78, !dbg !92
  %80 = load i32*, i32** %11, align 8, !dbg !93
  %81 = load i32, i32* %12, align 4, !dbg !94
  %82 = sext i32 %81 to i64, !dbg !93
  %83 = getelementptr inbounds i32, i32* %80, i64 %82, !dbg !93
  store i32 %79, i32* %83, align 4, !dbg !95
  br label %84, !dbg !93

84:                                               ; preds = %76
  %85 = load i32, i32* %12, align 4, !dbg !96
  %86 = add nsw i32 %85, 1, !dbg !96
  store i32 %86, i32* %12, align 4, !dbg !96
  br label %72, !dbg !97, !llvm.loop !98

87:                                               ; preds = %72
  call void @llvm.dbg.declare(metadata i64* %13, metadata !100, metadata !DIExpression()), !dbg !102
  store i64 0, i64* %13, align 8, !dbg !102
  call void @llvm.dbg.declare(metadata i32* %14, metadata !103, metadata !DIExpression()), !dbg !105
  store i32 0, i32* %14, align 4, !dbg !105
  br label %88, !dbg !106

88:                                               ; preds = %105, %87
  %89 = load i32, i32* %14, align 4, !dbg !107
  %90 = load i32, i32* %6, align 4, !dbg !109
  %91 = icmp slt i32 %89, %90, !dbg !110
  br i1 %91, label %92, label %108, !dbg !111

92:                                               ; preds = %88
  %93 = load i32*, i32** %11, align 8, !dbg !112
  %94 = load i32*, i32** %8, align 8, !dbg !113
  %95 = load i32, i32* %14, align 4, !dbg !114
  %96 = sext i32 %95 to i64, !dbg !113
  %97 = getelementptr inbounds i32, i32* %94, i64 %96, !dbg !113
  %98 = load i32, i32* %97, align 4, !dbg !113
  %99 = sext i32 %98 to i64, !dbg !112
  %100 = getelementptr inbounds i32, i32* %93, i64 %99, !dbg !112
  %101 = load i32, i32* %100, align 4, !dbg !112
  %102 = sext i32 %101 to i64, !dbg !112
  %103 = load i64, i64* %13, align 8, !dbg !115
  %104 = add nsw i64 %103, %102, !dbg !115
  store i64 %104, i64* %13, align 8, !dbg !115
  br label %105, !dbg !116

105:                                              ; preds = %92
  %106 = load i32, i32* %14, align 4, !dbg !117
  %107 = add nsw i32 %106, 1, !dbg !117
  store i32 %107, i32* %14, align 4, !dbg !117
  br label %88, !dbg !118, !llvm.loop !119

108:                                              ; preds = %88
  %109 = load i8*, i8** %7, align 8, !dbg !121
  %110 = load i32, i32* %9, align 4, !dbg !122
  %111 = load i64, i64* %13, align 8, !dbg !123
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %109, i32 noundef %110, i64 noundef %111), !dbg !124
  %113 = load i8*, i8** %7, align 8, !dbg !125
  call void @free(i8* noundef %113) #6, !dbg !126
  %114 = load i32*, i32** %11, align 8, !dbg !127
  %115 = bitcast i32* %114 to i8*, !dbg !127
  call void @free(i8* noundef %115) #6, !dbg !128
  %116 = load i32*, i32** %8, align 8, !dbg !129
  %117 = bitcast i32* %116 to i8*, !dbg !129
  call void @free(i8* noundef %117) #6, !dbg !130
  ret i32 0, !dbg !131
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare i32 @snprintf(i8* noundef, i64 noundef, i8* noundef, ...) #3

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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "carried_join.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a4ac6a1af6523b4d01bb82e11b879cf9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
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
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 13, type: !13)
!23 = !DILocation(line: 13, column: 7, scope: !10)
!24 = !DILocation(line: 13, column: 11, scope: !10)
!25 = !DILocation(line: 13, column: 16, scope: !10)
!26 = !DILocation(line: 13, column: 27, scope: !10)
!27 = !DILocation(line: 13, column: 22, scope: !10)
!28 = !DILocalVariable(name: "label", scope: !10, file: !1, line: 14, type: !15)
!29 = !DILocation(line: 14, column: 9, scope: !10)
!30 = !DILocation(line: 14, column: 17, scope: !10)
!31 = !DILocation(line: 15, column: 12, scope: !10)
!32 = !DILocation(line: 15, column: 32, scope: !10)
!33 = !DILocation(line: 15, column: 3, scope: !10)
!34 = !DILocalVariable(name: "rowptr", scope: !10, file: !1, line: 16, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!36 = !DILocation(line: 16, column: 8, scope: !10)
!37 = !DILocation(line: 16, column: 25, scope: !10)
!38 = !DILocation(line: 16, column: 27, scope: !10)
!39 = !DILocation(line: 16, column: 24, scope: !10)
!40 = !DILocation(line: 16, column: 32, scope: !10)
!41 = !DILocation(line: 16, column: 17, scope: !10)
!42 = !DILocalVariable(name: "nnz", scope: !10, file: !1, line: 17, type: !13)
!43 = !DILocation(line: 17, column: 7, scope: !10)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 18, type: !13)
!45 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!46 = !DILocation(line: 18, column: 12, scope: !45)
!47 = !DILocation(line: 18, column: 8, scope: !45)
!48 = !DILocation(line: 18, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 18, column: 3)
!50 = !DILocation(line: 18, column: 23, scope: !49)
!51 = !DILocation(line: 18, column: 21, scope: !49)
!52 = !DILocation(line: 18, column: 3, scope: !45)
!53 = !DILocation(line: 19, column: 17, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !1, line: 18, column: 31)
!55 = !DILocation(line: 19, column: 5, scope: !54)
!56 = !DILocation(line: 19, column: 12, scope: !54)
!57 = !DILocation(line: 19, column: 15, scope: !54)
!58 = !DILocation(line: 20, column: 17, scope: !54)
!59 = !DILocation(line: 20, column: 19, scope: !54)
!60 = !DILocation(line: 20, column: 24, scope: !54)
!61 = !DILocation(line: 20, column: 38, scope: !54)
!62 = !DILocation(line: 20, column: 40, scope: !54)
!63 = !DILocation(line: 20, column: 45, scope: !54)
!64 = !DILocation(line: 20, column: 14, scope: !54)
!65 = !DILocation(line: 20, column: 9, scope: !54)
!66 = !DILocation(line: 21, column: 3, scope: !54)
!67 = !DILocation(line: 18, column: 27, scope: !49)
!68 = !DILocation(line: 18, column: 3, scope: !49)
!69 = distinct !{!69, !52, !70, !71}
!70 = !DILocation(line: 21, column: 3, scope: !45)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 22, column: 15, scope: !10)
!73 = !DILocation(line: 22, column: 3, scope: !10)
!74 = !DILocation(line: 22, column: 10, scope: !10)
!75 = !DILocation(line: 22, column: 13, scope: !10)
!76 = !DILocalVariable(name: "col", scope: !10, file: !1, line: 23, type: !35)
!77 = !DILocation(line: 23, column: 8, scope: !10)
!78 = !DILocation(line: 23, column: 21, scope: !10)
!79 = !DILocation(line: 23, column: 25, scope: !10)
!80 = !DILocation(line: 23, column: 14, scope: !10)
!81 = !DILocalVariable(name: "k", scope: !82, file: !1, line: 24, type: !13)
!82 = distinct !DILexicalBlock(scope: !10, file: !1, line: 24, column: 3)
!83 = !DILocation(line: 24, column: 12, scope: !82)
!84 = !DILocation(line: 24, column: 8, scope: !82)
!85 = !DILocation(line: 24, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !1, line: 24, column: 3)
!87 = !DILocation(line: 24, column: 23, scope: !86)
!88 = !DILocation(line: 24, column: 21, scope: !86)
!89 = !DILocation(line: 24, column: 3, scope: !82)
!90 = !DILocation(line: 25, column: 14, scope: !86)
!91 = !DILocation(line: 25, column: 18, scope: !86)
!92 = !DILocation(line: 25, column: 16, scope: !86)
!93 = !DILocation(line: 25, column: 5, scope: !86)
!94 = !DILocation(line: 25, column: 9, scope: !86)
!95 = !DILocation(line: 25, column: 12, scope: !86)
!96 = !DILocation(line: 24, column: 29, scope: !86)
!97 = !DILocation(line: 24, column: 3, scope: !86)
!98 = distinct !{!98, !89, !99, !71}
!99 = !DILocation(line: 25, column: 18, scope: !82)
!100 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 26, type: !101)
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DILocation(line: 26, column: 8, scope: !10)
!103 = !DILocalVariable(name: "i", scope: !104, file: !1, line: 27, type: !13)
!104 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 3)
!105 = !DILocation(line: 27, column: 12, scope: !104)
!106 = !DILocation(line: 27, column: 8, scope: !104)
!107 = !DILocation(line: 27, column: 19, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 27, column: 3)
!109 = !DILocation(line: 27, column: 23, scope: !108)
!110 = !DILocation(line: 27, column: 21, scope: !108)
!111 = !DILocation(line: 27, column: 3, scope: !104)
!112 = !DILocation(line: 28, column: 12, scope: !108)
!113 = !DILocation(line: 28, column: 16, scope: !108)
!114 = !DILocation(line: 28, column: 23, scope: !108)
!115 = !DILocation(line: 28, column: 9, scope: !108)
!116 = !DILocation(line: 28, column: 5, scope: !108)
!117 = !DILocation(line: 27, column: 27, scope: !108)
!118 = !DILocation(line: 27, column: 3, scope: !108)
!119 = distinct !{!119, !111, !120, !71}
!120 = !DILocation(line: 28, column: 25, scope: !104)
!121 = !DILocation(line: 29, column: 25, scope: !10)
!122 = !DILocation(line: 29, column: 32, scope: !10)
!123 = !DILocation(line: 29, column: 37, scope: !10)
!124 = !DILocation(line: 29, column: 3, scope: !10)
!125 = !DILocation(line: 30, column: 8, scope: !10)
!126 = !DILocation(line: 30, column: 3, scope: !10)
!127 = !DILocation(line: 31, column: 8, scope: !10)
!128 = !DILocation(line: 31, column: 3, scope: !10)
!129 = !DILocation(line: 32, column: 8, scope: !10)
!130 = !DILocation(line: 32, column: 3, scope: !10)
!131 = !DILocation(line: 33, column: 3, scope: !10)
