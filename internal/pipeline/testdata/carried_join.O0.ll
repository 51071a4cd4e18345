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
  %11 = alloca i32, align 4
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %16 = load i32, i32* %4, align 4, !dbg !24
  %17 = icmp sgt i32 %16, 1, !dbg !25
  br i1 %17, label %18, label %23, !dbg !24

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !26
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !26
  %21 = load i8*, i8** %20, align 8, !dbg !26
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !27
  br label %24, !dbg !24

23:                                               ; preds = %2
  br label %24, !dbg !24

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 4000, %23 ], !dbg !24
  store i32 %25, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i8** %7, metadata !28, metadata !DIExpression()), !dbg !29
  %26 = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !30
  store i8* %26, i8** %7, align 8, !dbg !29
  %27 = load i8*, i8** %7, align 8, !dbg !31
  %28 = load i32, i32* %6, align 4, !dbg !32
  %29 = call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef %27, i64 noundef 16, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %28) #6, !dbg !33
  call void @llvm.dbg.declare(metadata i32** %8, metadata !34, metadata !DIExpression()), !dbg !36
  %30 = load i32, i32* %6, align 4, !dbg !37
  %31 = add nsw i32 %30, 1, !dbg !38
  %32 = sext i32 %31 to i64, !dbg !39
  %33 = mul i64 %32, 4, !dbg !40
  %34 = call noalias i8* @malloc(i64 noundef %33) #6, !dbg !41
  %35 = bitcast i8* %34 to i32*, !dbg !41
  store i32* %35, i32** %8, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %9, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %9, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %10, align 4, !dbg !45
  br label %36, !dbg !46

36:                                               ; preds = %53, %24
  %37 = load i32, i32* %10, align 4, !dbg !47
  %38 = load i32, i32* %6, align 4, !dbg !48
  %39 = icmp slt i32 %37, %38, !dbg !49
  br i1 %39, label %40, label %63, !dbg !46

40:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %11, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 2, i32* %11, align 4, !dbg !52
  %41 = load i32, i32* %10, align 4, !dbg !53
  %42 = srem i32 %41, 89, !dbg !55
  %43 = icmp eq i32 %42, 0, !dbg !56
  br i1 %43, label %44, label %47, !dbg !57

44:                                               ; preds = %40
  %45 = load i32, i32* %11, align 4, !dbg !58
  %46 = add nsw i32 %45, 150, !dbg !58
  store i32 %46, i32* %11, align 4, !dbg !58
  br label %53, !dbg !59

47:                                               ; preds = %40
  %48 = load i32, i32* %10, align 4, !dbg !60
  %49 = srem i32 %48, 5, !dbg !61
  %50 = mul nsw i32 %49, 4, !dbg !62
  %51 = load i32, i32* %11, align 4, !dbg !63
  %52 = add nsw i32 %51, %50, !dbg !63
  store i32 %52, i32* %11, align 4, !dbg !63
  br label %53

53:                                               ; preds = %47, %44
  %54 = load i32, i32* %9, align 4, !dbg !64
  %55 = load i32*, i32** %8, align 8, !dbg !65
  %56 = load i32, i32* %10, align 4, !dbg !66
  %57 = add nsw i32 %56, 1, !dbg !66
  store i32 %57, i32* %10, align 4, !dbg !66
  %58 = sext i32 %56 to i64, !dbg !65
  %59 = getelementptr inbounds i32, i32* %55, i64 %58, !dbg !65
  store i32 %54, i32* %59, align 4, !dbg !67
  %60 = load i32, i32* %11, align 4, !dbg !68
  %61 = load i32, i32* %9, align 4, !dbg !69
  %62 = add nsw i32 %61, %60, !dbg !69
  store i32 %62, i32* %9, align 4, !dbg !69
  br label %36, !dbg !46, !llvm.loop !70

63:                                               ; preds = %36
  %64 = load i32, i32* %9, align 4, !dbg !73
  %65 = load i32*, i32** %8, align 8, !dbg !74
  %66 = load i32, i32* %6, align 4, !dbg !75
  %67 = sext i32 %66 to i64, !dbg !74
  %68 = getelementptr inbounds i32, i32* %65, i64 %67, !dbg !74
  store i32 %64, i32* %68, align 4, !dbg !76
  call void @llvm.dbg.declare(metadata i32** %12, metadata !77, metadata !DIExpression()), !dbg !78
  %69 = load i32, i32* %9, align 4, !dbg !79
  %70 = sext i32 %69 to i64, !dbg !79
  %71 = mul i64 %70, 4, !dbg !80
  %72 = call noalias i8* @malloc(i64 noundef %71) #6, !dbg !81
  %73 = bitcast i8* %72 to i32*, !dbg !81
  store i32* %73, i32** %12, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %13, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %13, align 4, !dbg !84
  br label %74, !dbg !85

74:                                               ; preds = %86, %63
  %75 = load i32, i32* %13, align 4, !dbg !86
  %76 = load i32, i32* %9, align 4, !dbg !88
  %77 = icmp slt i32 %75, %76, !dbg !89
  br i1 %77, label %78, label %89, !dbg !90

78:                                               ; preds = %74
  %79 = load i32, i32* %13, align 4, !dbg !91
  %80 = load i32, i32* %6, align 4, !dbg !92
  %81 = srem i32 %79, %80, !dbg !93
  %82 = load i32*, i32** %12, align 8, !dbg !94
  %83 = load i32, i32* %13, align 4, !dbg !95
  %84 = sext i32 %83 to i64, !dbg !94
  %85 = getelementptr inbounds i32, i32* %82, i64 %84, !dbg !94
  store i32 %81, i32* %85, align 4, !dbg !96
  br label %86, !dbg !94

86:                                               ; preds = %78
  %87 = load i32, i32* %13, align 4, !dbg !97
  %88 = add nsw i32 %87, 1, !dbg !97
  store i32 %88, i32* %13, align 4, !dbg !97
  br label %74, !dbg !98, !llvm.loop !99

89:                                               ; preds = %74
  call void @llvm.dbg.declare(metadata i64* %14, metadata !101, metadata !DIExpression()), !dbg !103
  store i64 0, i64* %14, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %15, metadata !104, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %15, align 4, !dbg !106
  br label %90, !dbg !107

90:                                               ; preds = %107, %89
  %91 = load i32, i32* %15, align 4, !dbg !108
  %92 = load i32, i32* %6, align 4, !dbg !110
  %93 = icmp slt i32 %91, %92, !dbg !111
  br i1 %93, label %94, label %110, !dbg !112

94:                                               ; preds = %90
  %95 = load i32*, i32** %12, align 8, !dbg !113
  %96 = load i32*, i32** %8, align 8, !dbg !114
  %97 = load i32, i32* %15, align 4, !dbg !115
  %98 = sext i32 %97 to i64, !dbg !114
  %99 = getelementptr inbounds i32, i32* %96, i64 %98, !dbg !114
  %100 = load i32, i32* %99, align 4, !dbg !114
  %101 = sext i32 %100 to i64, !dbg !113
  %102 = getelementptr inbounds i32, i32* %95, i64 %101, !dbg !113
  %103 = load i32, i32* %102, align 4, !dbg !113
  %104 = sext i32 %103 to i64, !dbg !113
  %105 = load i64, i64* %14, align 8, !dbg !116
  %106 = add nsw i64 %105, %104, !dbg !116
  store i64 %106, i64* %14, align 8, !dbg !116
  br label %107, !dbg !117

107:                                              ; preds = %94
  %108 = load i32, i32* %15, align 4, !dbg !118
  %109 = add nsw i32 %108, 1, !dbg !118
  store i32 %109, i32* %15, align 4, !dbg !118
  br label %90, !dbg !119, !llvm.loop !120

110:                                              ; preds = %90
  %111 = load i8*, i8** %7, align 8, !dbg !122
  %112 = load i32, i32* %9, align 4, !dbg !123
  %113 = load i64, i64* %14, align 8, !dbg !124
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %111, i32 noundef %112, i64 noundef %113), !dbg !125
  %115 = load i8*, i8** %7, align 8, !dbg !126
  call void @free(i8* noundef %115) #6, !dbg !127
  %116 = load i32*, i32** %12, align 8, !dbg !128
  %117 = bitcast i32* %116 to i8*, !dbg !128
  call void @free(i8* noundef %117) #6, !dbg !129
  %118 = load i32*, i32** %8, align 8, !dbg !130
  %119 = bitcast i32* %118 to i8*, !dbg !130
  call void @free(i8* noundef %119) #6, !dbg !131
  ret i32 0, !dbg !132
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
!1 = !DIFile(filename: "carried_join.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "96ea8e2b5761b9e73f82c60e74c85ad9")
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
!44 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 17, type: !13)
!45 = !DILocation(line: 17, column: 16, scope: !10)
!46 = !DILocation(line: 18, column: 3, scope: !10)
!47 = !DILocation(line: 18, column: 10, scope: !10)
!48 = !DILocation(line: 18, column: 14, scope: !10)
!49 = !DILocation(line: 18, column: 12, scope: !10)
!50 = !DILocalVariable(name: "len", scope: !51, file: !1, line: 19, type: !13)
!51 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 17)
!52 = !DILocation(line: 19, column: 9, scope: !51)
!53 = !DILocation(line: 20, column: 9, scope: !54)
!54 = distinct !DILexicalBlock(scope: !51, file: !1, line: 20, column: 9)
!55 = !DILocation(line: 20, column: 11, scope: !54)
!56 = !DILocation(line: 20, column: 16, scope: !54)
!57 = !DILocation(line: 20, column: 9, scope: !51)
!58 = !DILocation(line: 21, column: 11, scope: !54)
!59 = !DILocation(line: 21, column: 7, scope: !54)
!60 = !DILocation(line: 23, column: 15, scope: !54)
!61 = !DILocation(line: 23, column: 17, scope: !54)
!62 = !DILocation(line: 23, column: 22, scope: !54)
!63 = !DILocation(line: 23, column: 11, scope: !54)
!64 = !DILocation(line: 24, column: 19, scope: !51)
!65 = !DILocation(line: 24, column: 5, scope: !51)
!66 = !DILocation(line: 24, column: 13, scope: !51)
!67 = !DILocation(line: 24, column: 17, scope: !51)
!68 = !DILocation(line: 25, column: 12, scope: !51)
!69 = !DILocation(line: 25, column: 9, scope: !51)
!70 = distinct !{!70, !46, !71, !72}
!71 = !DILocation(line: 26, column: 3, scope: !10)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 27, column: 15, scope: !10)
!74 = !DILocation(line: 27, column: 3, scope: !10)
!75 = !DILocation(line: 27, column: 10, scope: !10)
!76 = !DILocation(line: 27, column: 13, scope: !10)
!77 = !DILocalVariable(name: "col", scope: !10, file: !1, line: 28, type: !35)
!78 = !DILocation(line: 28, column: 8, scope: !10)
!79 = !DILocation(line: 28, column: 21, scope: !10)
!80 = !DILocation(line: 28, column: 25, scope: !10)
!81 = !DILocation(line: 28, column: 14, scope: !10)
!82 = !DILocalVariable(name: "k", scope: !83, file: !1, line: 29, type: !13)
!83 = distinct !DILexicalBlock(scope: !10, file: !1, line: 29, column: 3)
!84 = !DILocation(line: 29, column: 12, scope: !83)
!85 = !DILocation(line: 29, column: 8, scope: !83)
!86 = !DILocation(line: 29, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 29, column: 3)
!88 = !DILocation(line: 29, column: 23, scope: !87)
!89 = !DILocation(line: 29, column: 21, scope: !87)
!90 = !DILocation(line: 29, column: 3, scope: !83)
!91 = !DILocation(line: 30, column: 14, scope: !87)
!92 = !DILocation(line: 30, column: 18, scope: !87)
!93 = !DILocation(line: 30, column: 16, scope: !87)
!94 = !DILocation(line: 30, column: 5, scope: !87)
!95 = !DILocation(line: 30, column: 9, scope: !87)
!96 = !DILocation(line: 30, column: 12, scope: !87)
!97 = !DILocation(line: 29, column: 29, scope: !87)
!98 = !DILocation(line: 29, column: 3, scope: !87)
!99 = distinct !{!99, !90, !100, !72}
!100 = !DILocation(line: 30, column: 18, scope: !83)
!101 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 31, type: !102)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DILocation(line: 31, column: 8, scope: !10)
!104 = !DILocalVariable(name: "i", scope: !105, file: !1, line: 32, type: !13)
!105 = distinct !DILexicalBlock(scope: !10, file: !1, line: 32, column: 3)
!106 = !DILocation(line: 32, column: 12, scope: !105)
!107 = !DILocation(line: 32, column: 8, scope: !105)
!108 = !DILocation(line: 32, column: 19, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 32, column: 3)
!110 = !DILocation(line: 32, column: 23, scope: !109)
!111 = !DILocation(line: 32, column: 21, scope: !109)
!112 = !DILocation(line: 32, column: 3, scope: !105)
!113 = !DILocation(line: 33, column: 12, scope: !109)
!114 = !DILocation(line: 33, column: 16, scope: !109)
!115 = !DILocation(line: 33, column: 23, scope: !109)
!116 = !DILocation(line: 33, column: 9, scope: !109)
!117 = !DILocation(line: 33, column: 5, scope: !109)
!118 = !DILocation(line: 32, column: 27, scope: !109)
!119 = !DILocation(line: 32, column: 3, scope: !109)
!120 = distinct !{!120, !112, !121, !72}
!121 = !DILocation(line: 33, column: 25, scope: !105)
!122 = !DILocation(line: 34, column: 25, scope: !10)
!123 = !DILocation(line: 34, column: 32, scope: !10)
!124 = !DILocation(line: 34, column: 37, scope: !10)
!125 = !DILocation(line: 34, column: 3, scope: !10)
!126 = !DILocation(line: 35, column: 8, scope: !10)
!127 = !DILocation(line: 35, column: 3, scope: !10)
!128 = !DILocation(line: 36, column: 8, scope: !10)
!129 = !DILocation(line: 36, column: 3, scope: !10)
!130 = !DILocation(line: 37, column: 8, scope: !10)
!131 = !DILocation(line: 37, column: 3, scope: !10)
!132 = !DILocation(line: 38, column: 3, scope: !10)
