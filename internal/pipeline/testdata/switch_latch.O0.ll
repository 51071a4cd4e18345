; ModuleID = 'switch_latch.c'
source_filename = "switch_latch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"%ld letters and separators in %ld words\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %14 = load i32, i32* %4, align 4, !dbg !29
  %15 = icmp sgt i32 %14, 1, !dbg !30
  br i1 %15, label %16, label %21, !dbg !29

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !31
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !31
  %19 = load i8*, i8** %18, align 8, !dbg !31
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !32
  br label %22, !dbg !29

21:                                               ; preds = %2
  br label %22, !dbg !29

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 1000, %21 ], !dbg !29
  store i32 %23, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %24 = load i32, i32* %4, align 4, !dbg !35
  %25 = icmp sgt i32 %24, 2, !dbg !36
  br i1 %25, label %26, label %31, !dbg !35

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !37
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !37
  %29 = load i8*, i8** %28, align 8, !dbg !37
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !38
  br label %32, !dbg !35

31:                                               ; preds = %22
  br label %32, !dbg !35

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 3, %31 ], !dbg !35
  store i32 %33, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i8** %8, metadata !39, metadata !DIExpression()), !dbg !40
  %34 = load i32, i32* %6, align 4, !dbg !41
  %35 = sext i32 %34 to i64, !dbg !42
  %36 = add i64 %35, 1, !dbg !43
  %37 = call noalias i8* @malloc(i64 noundef %36) #6, !dbg !44
  store i8* %37, i8** %8, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %9, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %9, align 4, !dbg !47
  br label %38, !dbg !48

38:                                               ; preds = %76, %32
  %39 = load i32, i32* %9, align 4, !dbg !49
  %40 = load i32, i32* %6, align 4, !dbg !51
  %41 = icmp slt i32 %39, %40, !dbg !52
  br i1 %41, label %42, label %79, !dbg !53

42:                                               ; preds = %38
  %43 = load i32, i32* %7, align 4, !dbg !54
  %44 = mul i32 %43, 1103515245, !dbg !56
  %45 = add i32 %44, 12345, !dbg !57
  store i32 %45, i32* %7, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %10, metadata !59, metadata !DIExpression()), !dbg !60
  %46 = load i32, i32* %7, align 4, !dbg !61
  %47 = lshr i32 %46, 16, !dbg !62
  %48 = urem i32 %47, 11, !dbg !63
  store i32 %48, i32* %10, align 4, !dbg !60
  %49 = load i32, i32* %10, align 4, !dbg !64
  %50 = icmp eq i32 %49, 0, !dbg !65
  br i1 %50, label %51, label %52, !dbg !64

51:                                               ; preds = %42
  br label %69, !dbg !64

52:                                               ; preds = %42
  %53 = load i32, i32* %10, align 4, !dbg !66
  %54 = icmp eq i32 %53, 1, !dbg !67
  br i1 %54, label %55, label %56, !dbg !66

55:                                               ; preds = %52
  br label %67, !dbg !66

56:                                               ; preds = %52
  %57 = load i32, i32* %10, align 4, !dbg !68
  %58 = icmp eq i32 %57, 2, !dbg !69
  br i1 %58, label %59, label %60, !dbg !68

59:                                               ; preds = %56
  br label %65, !dbg !68

60:                                               ; preds = %56
  %61 = load i32, i32* %10, align 4, !dbg !70
  %62 = add i32 97, %61, !dbg !71
  %63 = trunc i32 %62 to i8, !dbg !72
  %64 = sext i8 %63 to i32, !dbg !72
  br label %65, !dbg !68

65:                                               ; preds = %60, %59
  %66 = phi i32 [ 44, %59 ], [ %64, %60 ], !dbg !68
  br label %67, !dbg !66

67:                                               ; preds = %65, %55
  %68 = phi i32 [ 10, %55 ], [ %66, %65 ], !dbg !66
  br label %69, !dbg !64

69:                                               ; preds = %67, %51
  %70 = phi i32 [ 32, %51 ], [ %68, %67 ], !dbg !64
  %71 = trunc i32 %70 to i8, !dbg !64
  %72 = load i8*, i8** %8, align 8, !dbg !73
  %73 = load i32, i32* %9, align 4, !dbg !74
  %74 = sext i32 %73 to i64, !dbg !73
  %75 = getelementptr inbounds i8, i8* %72, i64 %74, !dbg !73
  store i8 %71, i8* %75, align 1, !dbg !75
  br label %76, !dbg !76

76:                                               ; preds = %69
  %77 = load i32, i32* %9, align 4, !dbg !77
  %78 = add nsw i32 %77, 1, !dbg !77
  store i32 %78, i32* %9, align 4, !dbg !77
  br label %38, !dbg !78, !llvm.loop !79

79:                                               ; preds = %38
  %80 = load i8*, i8** %8, align 8, !dbg !82
  %81 = load i32, i32* %6, align 4, !dbg !83
  %82 = sext i32 %81 to i64, !dbg !82
  %83 = getelementptr inbounds i8, i8* %80, i64 %82, !dbg !82
  store i8 0, i8* %83, align 1, !dbg !84
  call void @llvm.dbg.declare(metadata i64* %11, metadata !85, metadata !DIExpression()), !dbg !87
  store i64 0, i64* %11, align 8, !dbg !87
  call void @llvm.dbg.declare(metadata i64* %12, metadata !88, metadata !DIExpression()), !dbg !89
  store i64 0, i64* %12, align 8, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %13, metadata !90, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %13, align 4, !dbg !92
  br label %84, !dbg !93

84:                                               ; preds = %99, %79
  %85 = load i32, i32* %13, align 4, !dbg !94
  %86 = load i32, i32* %6, align 4, !dbg !96
  %87 = icmp slt i32 %85, %86, !dbg !97
  br i1 %87, label %88, label %107, !dbg !98

88:                                               ; preds = %84
  %89 = load i8*, i8** %8, align 8, !dbg !99
  %90 = load i32, i32* %13, align 4, !dbg !101
  %91 = sext i32 %90 to i64, !dbg !102
  %92 = getelementptr inbounds i8, i8* %89, i64 %91, !dbg !102
  %93 = call i32 @word_len(i8* noundef %92), !dbg !103
  %94 = sext i32 %93 to i64, !dbg !103
  %95 = load i64, i64* %11, align 8, !dbg !104
  %96 = add nsw i64 %95, %94, !dbg !104
  store i64 %96, i64* %11, align 8, !dbg !104
  %97 = load i64, i64* %12, align 8, !dbg !105
  %98 = add nsw i64 %97, 1, !dbg !105
  store i64 %98, i64* %12, align 8, !dbg !105
  br label %99, !dbg !106

99:                                               ; preds = %88
  %100 = load i8*, i8** %8, align 8, !dbg !107
  %101 = load i32, i32* %13, align 4, !dbg !108
  %102 = sext i32 %101 to i64, !dbg !109
  %103 = getelementptr inbounds i8, i8* %100, i64 %102, !dbg !109
  %104 = call i32 @word_len(i8* noundef %103), !dbg !110
  %105 = load i32, i32* %13, align 4, !dbg !111
  %106 = add nsw i32 %105, %104, !dbg !111
  store i32 %106, i32* %13, align 4, !dbg !111
  br label %84, !dbg !112, !llvm.loop !113

107:                                              ; preds = %84
  %108 = load i64, i64* %11, align 8, !dbg !115
  %109 = load i64, i64* %12, align 8, !dbg !116
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([41 x i8], [41 x i8]* @.str, i64 0, i64 0), i64 noundef %108, i64 noundef %109), !dbg !117
  %111 = load i8*, i8** %8, align 8, !dbg !118
  call void @free(i8* noundef %111) #6, !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @word_len(i8* noundef %0) #0 !dbg !121 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !126, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %3, metadata !128, metadata !DIExpression()), !dbg !129
  store i32 0, i32* %3, align 4, !dbg !129
  call void @llvm.dbg.declare(metadata i8* %4, metadata !130, metadata !DIExpression()), !dbg !131
  br label %5, !dbg !132

5:                                                ; preds = %28, %1
  %6 = load i8*, i8** %2, align 8, !dbg !133
  %7 = load i32, i32* %3, align 4, !dbg !135
  %8 = add nsw i32 %7, 1, !dbg !135
  store i32 %8, i32* %3, align 4, !dbg !135
  %9 = sext i32 %7 to i64, !dbg !133
  %10 = getelementptr inbounds i8, i8* %6, i64 %9, !dbg !133
  %11 = load i8, i8* %10, align 1, !dbg !133
  store i8 %11, i8* %4, align 1, !dbg !136
  br label %12, !dbg !137

12:                                               ; preds = %5
  %13 = load i8, i8* %4, align 1, !dbg !138
  %14 = sext i8 %13 to i32, !dbg !138
  %15 = icmp ne i32 %14, 32, !dbg !139
  br i1 %15, label %16, label %28, !dbg !140

16:                                               ; preds = %12
  %17 = load i8, i8* %4, align 1, !dbg !141
  %18 = sext i8 %17 to i32, !dbg !141
  %19 = icmp ne i32 %18, 10, !dbg !142
  br i1 %19, label %20, label %28, !dbg !143

20:                                               ; preds = %16
  %21 = load i8, i8* %4, align 1, !dbg !144
  %22 = sext i8 %21 to i32, !dbg !144
  %23 = icmp ne i32 %22, 44, !dbg !145
  br i1 %23, label %24, label %28, !dbg !146

24:                                               ; preds = %20
  %25 = load i8, i8* %4, align 1, !dbg !147
  %26 = sext i8 %25 to i32, !dbg !147
  %27 = icmp ne i32 %26, 0, !dbg !148
  br label %28

28:                                               ; preds = %24, %20, %16, %12
  %29 = phi i1 [ false, %20 ], [ false, %16 ], [ false, %12 ], [ %27, %24 ], !dbg !149
  br i1 %29, label %5, label %30, !dbg !137, !llvm.loop !150

30:                                               ; preds = %28
  %31 = load i32, i32* %3, align 4, !dbg !152
  ret i32 %31, !dbg !153
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "switch_latch.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "def312971e7b50bb94e041ee7f34276a")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !17, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 18, type: !19)
!24 = !DILocation(line: 18, column: 14, scope: !16)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 18, type: !20)
!26 = !DILocation(line: 18, column: 27, scope: !16)
!27 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 20, type: !19)
!28 = !DILocation(line: 20, column: 7, scope: !16)
!29 = !DILocation(line: 20, column: 11, scope: !16)
!30 = !DILocation(line: 20, column: 16, scope: !16)
!31 = !DILocation(line: 20, column: 27, scope: !16)
!32 = !DILocation(line: 20, column: 22, scope: !16)
!33 = !DILocalVariable(name: "seed", scope: !16, file: !1, line: 21, type: !3)
!34 = !DILocation(line: 21, column: 12, scope: !16)
!35 = !DILocation(line: 21, column: 19, scope: !16)
!36 = !DILocation(line: 21, column: 24, scope: !16)
!37 = !DILocation(line: 21, column: 45, scope: !16)
!38 = !DILocation(line: 21, column: 40, scope: !16)
!39 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 22, type: !21)
!40 = !DILocation(line: 22, column: 9, scope: !16)
!41 = !DILocation(line: 22, column: 28, scope: !16)
!42 = !DILocation(line: 22, column: 20, scope: !16)
!43 = !DILocation(line: 22, column: 30, scope: !16)
!44 = !DILocation(line: 22, column: 13, scope: !16)
!45 = !DILocalVariable(name: "j", scope: !46, file: !1, line: 23, type: !19)
!46 = distinct !DILexicalBlock(scope: !16, file: !1, line: 23, column: 3)
!47 = !DILocation(line: 23, column: 12, scope: !46)
!48 = !DILocation(line: 23, column: 8, scope: !46)
!49 = !DILocation(line: 23, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 23, column: 3)
!51 = !DILocation(line: 23, column: 23, scope: !50)
!52 = !DILocation(line: 23, column: 21, scope: !50)
!53 = !DILocation(line: 23, column: 3, scope: !46)
!54 = !DILocation(line: 24, column: 12, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !1, line: 23, column: 31)
!56 = !DILocation(line: 24, column: 17, scope: !55)
!57 = !DILocation(line: 24, column: 31, scope: !55)
!58 = !DILocation(line: 24, column: 10, scope: !55)
!59 = !DILocalVariable(name: "r", scope: !55, file: !1, line: 25, type: !3)
!60 = !DILocation(line: 25, column: 14, scope: !55)
!61 = !DILocation(line: 25, column: 19, scope: !55)
!62 = !DILocation(line: 25, column: 24, scope: !55)
!63 = !DILocation(line: 25, column: 31, scope: !55)
!64 = !DILocation(line: 26, column: 12, scope: !55)
!65 = !DILocation(line: 26, column: 14, scope: !55)
!66 = !DILocation(line: 26, column: 27, scope: !55)
!67 = !DILocation(line: 26, column: 29, scope: !55)
!68 = !DILocation(line: 26, column: 43, scope: !55)
!69 = !DILocation(line: 26, column: 45, scope: !55)
!70 = !DILocation(line: 26, column: 71, scope: !55)
!71 = !DILocation(line: 26, column: 69, scope: !55)
!72 = !DILocation(line: 26, column: 58, scope: !55)
!73 = !DILocation(line: 26, column: 5, scope: !55)
!74 = !DILocation(line: 26, column: 7, scope: !55)
!75 = !DILocation(line: 26, column: 10, scope: !55)
!76 = !DILocation(line: 27, column: 3, scope: !55)
!77 = !DILocation(line: 23, column: 27, scope: !50)
!78 = !DILocation(line: 23, column: 3, scope: !50)
!79 = distinct !{!79, !53, !80, !81}
!80 = !DILocation(line: 27, column: 3, scope: !46)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 28, column: 3, scope: !16)
!83 = !DILocation(line: 28, column: 5, scope: !16)
!84 = !DILocation(line: 28, column: 8, scope: !16)
!85 = !DILocalVariable(name: "total", scope: !16, file: !1, line: 29, type: !86)
!86 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!87 = !DILocation(line: 29, column: 8, scope: !16)
!88 = !DILocalVariable(name: "words", scope: !16, file: !1, line: 29, type: !86)
!89 = !DILocation(line: 29, column: 19, scope: !16)
!90 = !DILocalVariable(name: "j", scope: !91, file: !1, line: 30, type: !19)
!91 = distinct !DILexicalBlock(scope: !16, file: !1, line: 30, column: 3)
!92 = !DILocation(line: 30, column: 12, scope: !91)
!93 = !DILocation(line: 30, column: 8, scope: !91)
!94 = !DILocation(line: 30, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 30, column: 3)
!96 = !DILocation(line: 30, column: 23, scope: !95)
!97 = !DILocation(line: 30, column: 21, scope: !95)
!98 = !DILocation(line: 30, column: 3, scope: !91)
!99 = !DILocation(line: 31, column: 23, scope: !100)
!100 = distinct !DILexicalBlock(scope: !95, file: !1, line: 30, column: 48)
!101 = !DILocation(line: 31, column: 27, scope: !100)
!102 = !DILocation(line: 31, column: 25, scope: !100)
!103 = !DILocation(line: 31, column: 14, scope: !100)
!104 = !DILocation(line: 31, column: 11, scope: !100)
!105 = !DILocation(line: 32, column: 10, scope: !100)
!106 = !DILocation(line: 33, column: 3, scope: !100)
!107 = !DILocation(line: 30, column: 40, scope: !95)
!108 = !DILocation(line: 30, column: 44, scope: !95)
!109 = !DILocation(line: 30, column: 42, scope: !95)
!110 = !DILocation(line: 30, column: 31, scope: !95)
!111 = !DILocation(line: 30, column: 28, scope: !95)
!112 = !DILocation(line: 30, column: 3, scope: !95)
!113 = distinct !{!113, !98, !114, !81}
!114 = !DILocation(line: 33, column: 3, scope: !91)
!115 = !DILocation(line: 34, column: 55, scope: !16)
!116 = !DILocation(line: 34, column: 62, scope: !16)
!117 = !DILocation(line: 34, column: 3, scope: !16)
!118 = !DILocation(line: 35, column: 8, scope: !16)
!119 = !DILocation(line: 35, column: 3, scope: !16)
!120 = !DILocation(line: 36, column: 3, scope: !16)
!121 = distinct !DISubprogram(name: "word_len", scope: !1, file: !1, line: 8, type: !122, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!122 = !DISubroutineType(types: !123)
!123 = !{!19, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!126 = !DILocalVariable(name: "s", arg: 1, scope: !121, file: !1, line: 8, type: !124)
!127 = !DILocation(line: 8, column: 33, scope: !121)
!128 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 10, type: !19)
!129 = !DILocation(line: 10, column: 7, scope: !121)
!130 = !DILocalVariable(name: "c", scope: !121, file: !1, line: 11, type: !7)
!131 = !DILocation(line: 11, column: 8, scope: !121)
!132 = !DILocation(line: 12, column: 3, scope: !121)
!133 = !DILocation(line: 13, column: 9, scope: !134)
!134 = distinct !DILexicalBlock(scope: !121, file: !1, line: 12, column: 6)
!135 = !DILocation(line: 13, column: 12, scope: !134)
!136 = !DILocation(line: 13, column: 7, scope: !134)
!137 = !DILocation(line: 14, column: 3, scope: !134)
!138 = !DILocation(line: 14, column: 12, scope: !121)
!139 = !DILocation(line: 14, column: 14, scope: !121)
!140 = !DILocation(line: 14, column: 21, scope: !121)
!141 = !DILocation(line: 14, column: 24, scope: !121)
!142 = !DILocation(line: 14, column: 26, scope: !121)
!143 = !DILocation(line: 14, column: 34, scope: !121)
!144 = !DILocation(line: 14, column: 37, scope: !121)
!145 = !DILocation(line: 14, column: 39, scope: !121)
!146 = !DILocation(line: 14, column: 46, scope: !121)
!147 = !DILocation(line: 14, column: 49, scope: !121)
!148 = !DILocation(line: 14, column: 51, scope: !121)
!149 = !DILocation(line: 0, scope: !121)
!150 = distinct !{!150, !132, !151, !81}
!151 = !DILocation(line: 14, column: 58, scope: !121)
!152 = !DILocation(line: 15, column: 10, scope: !121)
!153 = !DILocation(line: 15, column: 3, scope: !121)
