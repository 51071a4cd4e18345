; ModuleID = 'stale_count.c'
source_filename = "stale_count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  %15 = load i32, i32* %4, align 4, !dbg !25
  %16 = icmp sgt i32 %15, 1, !dbg !26
  br i1 %16, label %17, label %22, !dbg !25

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !27
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !27
  %20 = load i8*, i8** %19, align 8, !dbg !27
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !28
  br label %23, !dbg !25

22:                                               ; preds = %2
  br label %23, !dbg !25

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1000, %22 ], !dbg !25
  store i32 %24, i32* %6, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32** %7, metadata !29, metadata !DIExpression()), !dbg !31
  %25 = load i32, i32* %6, align 4, !dbg !32
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = mul i64 %26, 4, !dbg !33
  %28 = call noalias i8* @malloc(i64 noundef %27) #6, !dbg !34
  %29 = bitcast i8* %28 to i32*, !dbg !34
  store i32* %29, i32** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 5, i32* %8, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %9, align 4, !dbg !40
  br label %30, !dbg !41

30:                                               ; preds = %45, %23
  %31 = load i32, i32* %9, align 4, !dbg !42
  %32 = load i32, i32* %6, align 4, !dbg !44
  %33 = icmp slt i32 %31, %32, !dbg !45
  br i1 %33, label %34, label %48, !dbg !46

34:                                               ; preds = %30
  %35 = load i32, i32* %8, align 4, !dbg !47
  %36 = mul i32 %35, 1664525, !dbg !49
  %37 = add i32 %36, 1013904223, !dbg !50
  store i32 %37, i32* %8, align 4, !dbg !51
  %38 = load i32, i32* %8, align 4, !dbg !52
  %39 = lshr i32 %38, 16, !dbg !53
  %40 = urem i32 %39, 100, !dbg !54
  %41 = load i32*, i32** %7, align 8, !dbg !55
  %42 = load i32, i32* %9, align 4, !dbg !56
  %43 = sext i32 %42 to i64, !dbg !55
  %44 = getelementptr inbounds i32, i32* %41, i64 %43, !dbg !55
  store i32 %40, i32* %44, align 4, !dbg !57
  br label %45, !dbg !58

45:                                               ; preds = %34
  %46 = load i32, i32* %9, align 4, !dbg !59
  %47 = add nsw i32 %46, 1, !dbg !59
  store i32 %47, i32* %9, align 4, !dbg !59
  br label %30, !dbg !60, !llvm.loop !61

48:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata i32* %10, metadata !64, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %10, align 4, !dbg !65
  call void @llvm.dbg.declare(metadata i32* %11, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %11, align 4, !dbg !68
  br label %49, !dbg !69

49:                                               ; preds = %63, %48
  %50 = load i32, i32* %11, align 4, !dbg !70
  %51 = load i32, i32* %6, align 4, !dbg !72
  %52 = icmp slt i32 %50, %51, !dbg !73
  br i1 %52, label %53, label %66, !dbg !74

53:                                               ; preds = %49
  %54 = load i32*, i32** %7, align 8, !dbg !75
  %55 = load i32, i32* %11, align 4, !dbg !76
  %56 = sext i32 %55 to i64, !dbg !75
  %57 = getelementptr inbounds i32, i32* %54, i64 %56, !dbg !75
  %58 = load i32, i32* %57, align 4, !dbg !75
  %59 = icmp sgt i32 %58, 50, !dbg !77
  %60 = zext i1 %59 to i32, !dbg !77
  %61 = load i32, i32* %10, align 4, !dbg !78
  %62 = add nsw i32 %61, %60, !dbg !78
  store i32 %62, i32* %10, align 4, !dbg !78
  br label %63, !dbg !79

63:                                               ; preds = %53
  %64 = load i32, i32* %11, align 4, !dbg !80
  %65 = add nsw i32 %64, 1, !dbg !80
  store i32 %65, i32* %11, align 4, !dbg !80
  br label %49, !dbg !81, !llvm.loop !82

66:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata i32* %12, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 0, i32* %12, align 4, !dbg !86
  br label %67, !dbg !87

67:                                               ; preds = %76, %66
  %68 = load i32, i32* %12, align 4, !dbg !88
  %69 = load i32, i32* %6, align 4, !dbg !90
  %70 = icmp slt i32 %68, %69, !dbg !91
  br i1 %70, label %71, label %79, !dbg !92

71:                                               ; preds = %67
  %72 = load i32*, i32** %7, align 8, !dbg !93
  %73 = load i32, i32* %12, align 4, !dbg !94
  %74 = sext i32 %73 to i64, !dbg !93
  %75 = getelementptr inbounds i32, i32* %72, i64 %74, !dbg !93
  store i32 0, i32* %75, align 4, !dbg !95
  br label %76, !dbg !93

76:                                               ; preds = %71
  %77 = load i32, i32* %12, align 4, !dbg !96
  %78 = add nsw i32 %77, 1, !dbg !96
  store i32 %78, i32* %12, align 4, !dbg !96
  br label %67, !dbg !97, !llvm.loop !98

79:                                               ; preds = %67
  call void @llvm.dbg.declare(metadata i64* %13, metadata !100, metadata !DIExpression()), !dbg !102
  store i64 0, i64* %13, align 8, !dbg !102
  %80 = load i32, i32* %10, align 4, !dbg !103
  %81 = load i32, i32* %6, align 4, !dbg !105
  %82 = sdiv i32 %81, 4, !dbg !106
  %83 = icmp sgt i32 %80, %82, !dbg !107
  br i1 %83, label %84, label %104, !dbg !108

84:                                               ; preds = %79
  call void @llvm.dbg.declare(metadata i32* %14, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %14, align 4, !dbg !111
  br label %85, !dbg !112

85:                                               ; preds = %100, %84
  %86 = load i32, i32* %14, align 4, !dbg !113
  %87 = load i32, i32* %6, align 4, !dbg !115
  %88 = icmp slt i32 %86, %87, !dbg !116
  br i1 %88, label %89, label %103, !dbg !117

89:                                               ; preds = %85
  %90 = load i32*, i32** %7, align 8, !dbg !118
  %91 = load i32, i32* %14, align 4, !dbg !119
  %92 = sext i32 %91 to i64, !dbg !118
  %93 = getelementptr inbounds i32, i32* %90, i64 %92, !dbg !118
  %94 = load i32, i32* %93, align 4, !dbg !118
  %95 = load i32, i32* %14, align 4, !dbg !120
  %96 = add nsw i32 %94, %95, !dbg !121
  %97 = sext i32 %96 to i64, !dbg !118
  %98 = load i64, i64* %13, align 8, !dbg !122
  %99 = add nsw i64 %98, %97, !dbg !122
  store i64 %99, i64* %13, align 8, !dbg !122
  br label %100, !dbg !123

100:                                              ; preds = %89
  %101 = load i32, i32* %14, align 4, !dbg !124
  %102 = add nsw i32 %101, 1, !dbg !124
  store i32 %102, i32* %14, align 4, !dbg !124
  br label %85, !dbg !125, !llvm.loop !126

103:                                              ; preds = %85
  br label %104, !dbg !127

104:                                              ; preds = %103, %79
  %105 = load i32, i32* %10, align 4, !dbg !128
  %106 = load i64, i64* %13, align 8, !dbg !129
  %107 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %105, i64 noundef %106), !dbg !130
  %108 = load i32*, i32** %7, align 8, !dbg !131
  %109 = bitcast i32* %108 to i8*, !dbg !131
  call void @free(i8* noundef %109) #6, !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stale_count.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "790f39457bd43abdc43469701c58666a")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 6, type: !3)
!20 = !DILocation(line: 6, column: 14, scope: !12)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 6, type: !15)
!22 = !DILocation(line: 6, column: 27, scope: !12)
!23 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 8, type: !3)
!24 = !DILocation(line: 8, column: 7, scope: !12)
!25 = !DILocation(line: 8, column: 11, scope: !12)
!26 = !DILocation(line: 8, column: 16, scope: !12)
!27 = !DILocation(line: 8, column: 27, scope: !12)
!28 = !DILocation(line: 8, column: 22, scope: !12)
!29 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 9, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!31 = !DILocation(line: 9, column: 8, scope: !12)
!32 = !DILocation(line: 9, column: 19, scope: !12)
!33 = !DILocation(line: 9, column: 21, scope: !12)
!34 = !DILocation(line: 9, column: 12, scope: !12)
!35 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 10, type: !36)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 10, column: 12, scope: !12)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 11, type: !3)
!39 = distinct !DILexicalBlock(scope: !12, file: !1, line: 11, column: 3)
!40 = !DILocation(line: 11, column: 12, scope: !39)
!41 = !DILocation(line: 11, column: 8, scope: !39)
!42 = !DILocation(line: 11, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 11, column: 3)
!44 = !DILocation(line: 11, column: 23, scope: !43)
!45 = !DILocation(line: 11, column: 21, scope: !43)
!46 = !DILocation(line: 11, column: 3, scope: !39)
!47 = !DILocation(line: 12, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !43, file: !1, line: 11, column: 31)
!49 = !DILocation(line: 12, column: 11, scope: !48)
!50 = !DILocation(line: 12, column: 22, scope: !48)
!51 = !DILocation(line: 12, column: 7, scope: !48)
!52 = !DILocation(line: 13, column: 19, scope: !48)
!53 = !DILocation(line: 13, column: 21, scope: !48)
!54 = !DILocation(line: 13, column: 28, scope: !48)
!55 = !DILocation(line: 13, column: 5, scope: !48)
!56 = !DILocation(line: 13, column: 7, scope: !48)
!57 = !DILocation(line: 13, column: 10, scope: !48)
!58 = !DILocation(line: 14, column: 3, scope: !48)
!59 = !DILocation(line: 11, column: 27, scope: !43)
!60 = !DILocation(line: 11, column: 3, scope: !43)
!61 = distinct !{!61, !46, !62, !63}
!62 = !DILocation(line: 14, column: 3, scope: !39)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "cnt", scope: !12, file: !1, line: 15, type: !3)
!65 = !DILocation(line: 15, column: 7, scope: !12)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 16, type: !3)
!67 = distinct !DILexicalBlock(scope: !12, file: !1, line: 16, column: 3)
!68 = !DILocation(line: 16, column: 12, scope: !67)
!69 = !DILocation(line: 16, column: 8, scope: !67)
!70 = !DILocation(line: 16, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 16, column: 3)
!72 = !DILocation(line: 16, column: 23, scope: !71)
!73 = !DILocation(line: 16, column: 21, scope: !71)
!74 = !DILocation(line: 16, column: 3, scope: !67)
!75 = !DILocation(line: 17, column: 12, scope: !71)
!76 = !DILocation(line: 17, column: 14, scope: !71)
!77 = !DILocation(line: 17, column: 17, scope: !71)
!78 = !DILocation(line: 17, column: 9, scope: !71)
!79 = !DILocation(line: 17, column: 5, scope: !71)
!80 = !DILocation(line: 16, column: 27, scope: !71)
!81 = !DILocation(line: 16, column: 3, scope: !71)
!82 = distinct !{!82, !74, !83, !63}
!83 = !DILocation(line: 17, column: 19, scope: !67)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 18, type: !3)
!85 = distinct !DILexicalBlock(scope: !12, file: !1, line: 18, column: 3)
!86 = !DILocation(line: 18, column: 12, scope: !85)
!87 = !DILocation(line: 18, column: 8, scope: !85)
!88 = !DILocation(line: 18, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 18, column: 3)
!90 = !DILocation(line: 18, column: 23, scope: !89)
!91 = !DILocation(line: 18, column: 21, scope: !89)
!92 = !DILocation(line: 18, column: 3, scope: !85)
!93 = !DILocation(line: 19, column: 5, scope: !89)
!94 = !DILocation(line: 19, column: 7, scope: !89)
!95 = !DILocation(line: 19, column: 10, scope: !89)
!96 = !DILocation(line: 18, column: 27, scope: !89)
!97 = !DILocation(line: 18, column: 3, scope: !89)
!98 = distinct !{!98, !92, !99, !63}
!99 = !DILocation(line: 19, column: 12, scope: !85)
!100 = !DILocalVariable(name: "t", scope: !12, file: !1, line: 20, type: !101)
!101 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!102 = !DILocation(line: 20, column: 8, scope: !12)
!103 = !DILocation(line: 21, column: 7, scope: !104)
!104 = distinct !DILexicalBlock(scope: !12, file: !1, line: 21, column: 7)
!105 = !DILocation(line: 21, column: 13, scope: !104)
!106 = !DILocation(line: 21, column: 15, scope: !104)
!107 = !DILocation(line: 21, column: 11, scope: !104)
!108 = !DILocation(line: 21, column: 7, scope: !12)
!109 = !DILocalVariable(name: "i", scope: !110, file: !1, line: 22, type: !3)
!110 = distinct !DILexicalBlock(scope: !104, file: !1, line: 22, column: 5)
!111 = !DILocation(line: 22, column: 14, scope: !110)
!112 = !DILocation(line: 22, column: 10, scope: !110)
!113 = !DILocation(line: 22, column: 21, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 22, column: 5)
!115 = !DILocation(line: 22, column: 25, scope: !114)
!116 = !DILocation(line: 22, column: 23, scope: !114)
!117 = !DILocation(line: 22, column: 5, scope: !110)
!118 = !DILocation(line: 23, column: 12, scope: !114)
!119 = !DILocation(line: 23, column: 14, scope: !114)
!120 = !DILocation(line: 23, column: 19, scope: !114)
!121 = !DILocation(line: 23, column: 17, scope: !114)
!122 = !DILocation(line: 23, column: 9, scope: !114)
!123 = !DILocation(line: 23, column: 7, scope: !114)
!124 = !DILocation(line: 22, column: 29, scope: !114)
!125 = !DILocation(line: 22, column: 5, scope: !114)
!126 = distinct !{!126, !117, !127, !63}
!127 = !DILocation(line: 23, column: 19, scope: !110)
!128 = !DILocation(line: 24, column: 22, scope: !12)
!129 = !DILocation(line: 24, column: 27, scope: !12)
!130 = !DILocation(line: 24, column: 3, scope: !12)
!131 = !DILocation(line: 25, column: 8, scope: !12)
!132 = !DILocation(line: 25, column: 3, scope: !12)
!133 = !DILocation(line: 26, column: 3, scope: !12)
