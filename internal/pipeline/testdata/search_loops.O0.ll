; ModuleID = 'search_loops.c'
source_filename = "search_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"abcd \00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"dd\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"dcba\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"bad\00", align 1
@.str.5 = private unnamed_addr constant [3 x i8] c"zz\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"%ld %ld %ld %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %15 = load i32, i32* %4, align 4, !dbg !26
  %16 = icmp sgt i32 %15, 1, !dbg !27
  br i1 %16, label %17, label %22, !dbg !26

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !28
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !28
  %20 = load i8*, i8** %19, align 8, !dbg !28
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !29
  br label %23, !dbg !26

22:                                               ; preds = %2
  br label %23, !dbg !26

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 5000, %22 ], !dbg !26
  store i32 %24, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i8** %7, metadata !30, metadata !DIExpression()), !dbg !31
  %25 = load i32, i32* %6, align 4, !dbg !32
  %26 = add nsw i32 %25, 1, !dbg !33
  %27 = sext i32 %26 to i64, !dbg !32
  %28 = call noalias i8* @malloc(i64 noundef %27) #6, !dbg !34
  store i8* %28, i8** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 11, i32* %8, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %9, align 4, !dbg !40
  br label %29, !dbg !41

29:                                               ; preds = %47, %23
  %30 = load i32, i32* %9, align 4, !dbg !42
  %31 = load i32, i32* %6, align 4, !dbg !44
  %32 = icmp slt i32 %30, %31, !dbg !45
  br i1 %32, label %33, label %50, !dbg !46

33:                                               ; preds = %29
  %34 = load i32, i32* %8, align 4, !dbg !47
  %35 = mul i32 %34, 1103515245, !dbg !49
  %36 = add i32 %35, 12345, !dbg !50
  store i32 %36, i32* %8, align 4, !dbg !51
  %37 = load i32, i32* %8, align 4, !dbg !52
  %38 = lshr i32 %37, 16, !dbg !53
  %39 = urem i32 %38, 5, !dbg !54
  %40 = zext i32 %39 to i64, !dbg !55
  %41 = getelementptr inbounds [6 x i8], [6 x i8]* @.str, i64 0, i64 %40, !dbg !55
  %42 = load i8, i8* %41, align 1, !dbg !55
  %43 = load i8*, i8** %7, align 8, !dbg !56
  %44 = load i32, i32* %9, align 4, !dbg !57
  %45 = sext i32 %44 to i64, !dbg !56
  %46 = getelementptr inbounds i8, i8* %43, i64 %45, !dbg !56
  store i8 %42, i8* %46, align 1, !dbg !58
  br label %47, !dbg !59

47:                                               ; preds = %33
  %48 = load i32, i32* %9, align 4, !dbg !60
  %49 = add nsw i32 %48, 1, !dbg !60
  store i32 %49, i32* %9, align 4, !dbg !60
  br label %29, !dbg !61, !llvm.loop !62

50:                                               ; preds = %29
  %51 = load i8*, i8** %7, align 8, !dbg !65
  %52 = load i32, i32* %6, align 4, !dbg !66
  %53 = sext i32 %52 to i64, !dbg !65
  %54 = getelementptr inbounds i8, i8* %51, i64 %53, !dbg !65
  store i8 0, i8* %54, align 1, !dbg !67
  call void @llvm.dbg.declare(metadata i64* %10, metadata !68, metadata !DIExpression()), !dbg !69
  %55 = load i8*, i8** %7, align 8, !dbg !70
  %56 = call i64 @find(i8* noundef %55, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.1, i64 0, i64 0)), !dbg !71
  store i64 %56, i64* %10, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata i64* %11, metadata !72, metadata !DIExpression()), !dbg !73
  %57 = load i8*, i8** %7, align 8, !dbg !74
  %58 = call i64 @find(i8* noundef %57, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0)), !dbg !75
  store i64 %58, i64* %11, align 8, !dbg !73
  call void @llvm.dbg.declare(metadata i64* %12, metadata !76, metadata !DIExpression()), !dbg !77
  %59 = load i8*, i8** %7, align 8, !dbg !78
  %60 = call i64 @find(i8* noundef %59, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i64 0, i64 0)), !dbg !79
  store i64 %60, i64* %12, align 8, !dbg !77
  call void @llvm.dbg.declare(metadata i64* %13, metadata !80, metadata !DIExpression()), !dbg !81
  %61 = load i8*, i8** %7, align 8, !dbg !82
  %62 = call i64 @find(i8* noundef %61, i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0)), !dbg !83
  store i64 %62, i64* %13, align 8, !dbg !81
  call void @llvm.dbg.declare(metadata i64* %14, metadata !84, metadata !DIExpression()), !dbg !85
  %63 = load i8*, i8** %7, align 8, !dbg !86
  %64 = call i64 @find(i8* noundef %63, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.5, i64 0, i64 0)), !dbg !87
  store i64 %64, i64* %14, align 8, !dbg !85
  %65 = load i64, i64* %10, align 8, !dbg !88
  %66 = load i64, i64* %11, align 8, !dbg !89
  %67 = load i64, i64* %12, align 8, !dbg !90
  %68 = load i64, i64* %13, align 8, !dbg !91
  %69 = load i64, i64* %14, align 8, !dbg !92
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.6, i64 0, i64 0), i64 noundef %65, i64 noundef %66, i64 noundef %67, i64 noundef %68, i64 noundef %69), !dbg !93
  %71 = load i8*, i8** %7, align 8, !dbg !94
  call void @free(i8* noundef %71) #6, !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @find(i8* noundef %0, i8* noundef %1) #0 !dbg !97 {
  %3 = alloca i64, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i8*, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !102, metadata !DIExpression()), !dbg !103
  store i8* %1, i8** %5, align 8
  call void @llvm.dbg.declare(metadata i8** %5, metadata !104, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.declare(metadata i64* %6, metadata !106, metadata !DIExpression()), !dbg !110
  %10 = load i8*, i8** %4, align 8, !dbg !111
  %11 = call i64 @strlen(i8* noundef %10) #5, !dbg !112
  store i64 %11, i64* %6, align 8, !dbg !110
  call void @llvm.dbg.declare(metadata i64* %7, metadata !113, metadata !DIExpression()), !dbg !114
  %12 = load i8*, i8** %5, align 8, !dbg !115
  %13 = call i64 @strlen(i8* noundef %12) #5, !dbg !116
  store i64 %13, i64* %7, align 8, !dbg !114
  call void @llvm.dbg.declare(metadata i64* %8, metadata !117, metadata !DIExpression()), !dbg !119
  store i64 0, i64* %8, align 8, !dbg !119
  br label %14, !dbg !120

14:                                               ; preds = %51, %2
  %15 = load i64, i64* %8, align 8, !dbg !121
  %16 = load i64, i64* %7, align 8, !dbg !123
  %17 = add i64 %15, %16, !dbg !124
  %18 = load i64, i64* %6, align 8, !dbg !125
  %19 = icmp ule i64 %17, %18, !dbg !126
  br i1 %19, label %20, label %54, !dbg !127

20:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i64* %9, metadata !128, metadata !DIExpression()), !dbg !130
  store i64 0, i64* %9, align 8, !dbg !130
  br label %21, !dbg !131

21:                                               ; preds = %41, %20
  %22 = load i64, i64* %9, align 8, !dbg !132
  %23 = load i64, i64* %7, align 8, !dbg !133
  %24 = icmp ult i64 %22, %23, !dbg !134
  br i1 %24, label %25, label %39, !dbg !135

25:                                               ; preds = %21
  %26 = load i8*, i8** %4, align 8, !dbg !136
  %27 = load i64, i64* %8, align 8, !dbg !137
  %28 = load i64, i64* %9, align 8, !dbg !138
  %29 = add i64 %27, %28, !dbg !139
  %30 = getelementptr inbounds i8, i8* %26, i64 %29, !dbg !136
  %31 = load i8, i8* %30, align 1, !dbg !136
  %32 = sext i8 %31 to i32, !dbg !136
  %33 = load i8*, i8** %5, align 8, !dbg !140
  %34 = load i64, i64* %9, align 8, !dbg !141
  %35 = getelementptr inbounds i8, i8* %33, i64 %34, !dbg !140
  %36 = load i8, i8* %35, align 1, !dbg !140
  %37 = sext i8 %36 to i32, !dbg !140
  %38 = icmp eq i32 %32, %37, !dbg !142
  br label %39

39:                                               ; preds = %25, %21
  %40 = phi i1 [ false, %21 ], [ %38, %25 ], !dbg !143
  br i1 %40, label %41, label %44, !dbg !131

41:                                               ; preds = %39
  %42 = load i64, i64* %9, align 8, !dbg !144
  %43 = add i64 %42, 1, !dbg !144
  store i64 %43, i64* %9, align 8, !dbg !144
  br label %21, !dbg !131, !llvm.loop !145

44:                                               ; preds = %39
  %45 = load i64, i64* %9, align 8, !dbg !146
  %46 = load i64, i64* %7, align 8, !dbg !148
  %47 = icmp eq i64 %45, %46, !dbg !149
  br i1 %47, label %48, label %50, !dbg !150

48:                                               ; preds = %44
  %49 = load i64, i64* %8, align 8, !dbg !151
  store i64 %49, i64* %3, align 8, !dbg !152
  br label %55, !dbg !152

50:                                               ; preds = %44
  br label %51, !dbg !153

51:                                               ; preds = %50
  %52 = load i64, i64* %8, align 8, !dbg !154
  %53 = add i64 %52, 1, !dbg !154
  store i64 %53, i64* %8, align 8, !dbg !154
  br label %14, !dbg !155, !llvm.loop !156

54:                                               ; preds = %14
  store i64 -1, i64* %3, align 8, !dbg !158
  br label %55, !dbg !158

55:                                               ; preds = %54, %48
  %56 = load i64, i64* %3, align 8, !dbg !159
  ret i64 %56, !dbg !159
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

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
!1 = !DIFile(filename: "search_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "376b06af6aee589ff948c22461f9f241")
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
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 22, type: !15)
!21 = !DILocation(line: 22, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 22, type: !16)
!23 = !DILocation(line: 22, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 24, type: !15)
!25 = !DILocation(line: 24, column: 7, scope: !12)
!26 = !DILocation(line: 24, column: 11, scope: !12)
!27 = !DILocation(line: 24, column: 16, scope: !12)
!28 = !DILocation(line: 24, column: 27, scope: !12)
!29 = !DILocation(line: 24, column: 22, scope: !12)
!30 = !DILocalVariable(name: "text", scope: !12, file: !1, line: 25, type: !17)
!31 = !DILocation(line: 25, column: 9, scope: !12)
!32 = !DILocation(line: 25, column: 23, scope: !12)
!33 = !DILocation(line: 25, column: 25, scope: !12)
!34 = !DILocation(line: 25, column: 16, scope: !12)
!35 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 26, type: !36)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 26, column: 12, scope: !12)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 27, type: !15)
!39 = distinct !DILexicalBlock(scope: !12, file: !1, line: 27, column: 3)
!40 = !DILocation(line: 27, column: 12, scope: !39)
!41 = !DILocation(line: 27, column: 8, scope: !39)
!42 = !DILocation(line: 27, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 27, column: 3)
!44 = !DILocation(line: 27, column: 23, scope: !43)
!45 = !DILocation(line: 27, column: 21, scope: !43)
!46 = !DILocation(line: 27, column: 3, scope: !39)
!47 = !DILocation(line: 28, column: 9, scope: !48)
!48 = distinct !DILexicalBlock(scope: !43, file: !1, line: 27, column: 31)
!49 = !DILocation(line: 28, column: 11, scope: !48)
!50 = !DILocation(line: 28, column: 25, scope: !48)
!51 = !DILocation(line: 28, column: 7, scope: !48)
!52 = !DILocation(line: 29, column: 24, scope: !48)
!53 = !DILocation(line: 29, column: 26, scope: !48)
!54 = !DILocation(line: 29, column: 33, scope: !48)
!55 = !DILocation(line: 29, column: 15, scope: !48)
!56 = !DILocation(line: 29, column: 5, scope: !48)
!57 = !DILocation(line: 29, column: 10, scope: !48)
!58 = !DILocation(line: 29, column: 13, scope: !48)
!59 = !DILocation(line: 30, column: 3, scope: !48)
!60 = !DILocation(line: 27, column: 27, scope: !43)
!61 = !DILocation(line: 27, column: 3, scope: !43)
!62 = distinct !{!62, !46, !63, !64}
!63 = !DILocation(line: 30, column: 3, scope: !39)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 31, column: 3, scope: !12)
!66 = !DILocation(line: 31, column: 8, scope: !12)
!67 = !DILocation(line: 31, column: 11, scope: !12)
!68 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 32, type: !3)
!69 = !DILocation(line: 32, column: 8, scope: !12)
!70 = !DILocation(line: 32, column: 17, scope: !12)
!71 = !DILocation(line: 32, column: 12, scope: !12)
!72 = !DILocalVariable(name: "b", scope: !12, file: !1, line: 33, type: !3)
!73 = !DILocation(line: 33, column: 8, scope: !12)
!74 = !DILocation(line: 33, column: 17, scope: !12)
!75 = !DILocation(line: 33, column: 12, scope: !12)
!76 = !DILocalVariable(name: "c", scope: !12, file: !1, line: 34, type: !3)
!77 = !DILocation(line: 34, column: 8, scope: !12)
!78 = !DILocation(line: 34, column: 17, scope: !12)
!79 = !DILocation(line: 34, column: 12, scope: !12)
!80 = !DILocalVariable(name: "d", scope: !12, file: !1, line: 35, type: !3)
!81 = !DILocation(line: 35, column: 8, scope: !12)
!82 = !DILocation(line: 35, column: 17, scope: !12)
!83 = !DILocation(line: 35, column: 12, scope: !12)
!84 = !DILocalVariable(name: "e", scope: !12, file: !1, line: 36, type: !3)
!85 = !DILocation(line: 36, column: 8, scope: !12)
!86 = !DILocation(line: 36, column: 17, scope: !12)
!87 = !DILocation(line: 36, column: 12, scope: !12)
!88 = !DILocation(line: 37, column: 35, scope: !12)
!89 = !DILocation(line: 37, column: 38, scope: !12)
!90 = !DILocation(line: 37, column: 41, scope: !12)
!91 = !DILocation(line: 37, column: 44, scope: !12)
!92 = !DILocation(line: 37, column: 47, scope: !12)
!93 = !DILocation(line: 37, column: 3, scope: !12)
!94 = !DILocation(line: 38, column: 8, scope: !12)
!95 = !DILocation(line: 38, column: 3, scope: !12)
!96 = !DILocation(line: 39, column: 3, scope: !12)
!97 = distinct !DISubprogram(name: "find", scope: !1, file: !1, line: 9, type: !98, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!98 = !DISubroutineType(types: !99)
!99 = !{!3, !100, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!102 = !DILocalVariable(name: "text", arg: 1, scope: !97, file: !1, line: 9, type: !100)
!103 = !DILocation(line: 9, column: 30, scope: !97)
!104 = !DILocalVariable(name: "pat", arg: 2, scope: !97, file: !1, line: 9, type: !100)
!105 = !DILocation(line: 9, column: 48, scope: !97)
!106 = !DILocalVariable(name: "n", scope: !97, file: !1, line: 11, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !108, line: 46, baseType: !109)
!108 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !DILocation(line: 11, column: 10, scope: !97)
!111 = !DILocation(line: 11, column: 21, scope: !97)
!112 = !DILocation(line: 11, column: 14, scope: !97)
!113 = !DILocalVariable(name: "m", scope: !97, file: !1, line: 11, type: !107)
!114 = !DILocation(line: 11, column: 28, scope: !97)
!115 = !DILocation(line: 11, column: 39, scope: !97)
!116 = !DILocation(line: 11, column: 32, scope: !97)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 12, type: !107)
!118 = distinct !DILexicalBlock(scope: !97, file: !1, line: 12, column: 3)
!119 = !DILocation(line: 12, column: 15, scope: !118)
!120 = !DILocation(line: 12, column: 8, scope: !118)
!121 = !DILocation(line: 12, column: 22, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !1, line: 12, column: 3)
!123 = !DILocation(line: 12, column: 26, scope: !122)
!124 = !DILocation(line: 12, column: 24, scope: !122)
!125 = !DILocation(line: 12, column: 31, scope: !122)
!126 = !DILocation(line: 12, column: 28, scope: !122)
!127 = !DILocation(line: 12, column: 3, scope: !118)
!128 = !DILocalVariable(name: "j", scope: !129, file: !1, line: 13, type: !107)
!129 = distinct !DILexicalBlock(scope: !122, file: !1, line: 12, column: 39)
!130 = !DILocation(line: 13, column: 12, scope: !129)
!131 = !DILocation(line: 14, column: 5, scope: !129)
!132 = !DILocation(line: 14, column: 12, scope: !129)
!133 = !DILocation(line: 14, column: 16, scope: !129)
!134 = !DILocation(line: 14, column: 14, scope: !129)
!135 = !DILocation(line: 14, column: 18, scope: !129)
!136 = !DILocation(line: 14, column: 21, scope: !129)
!137 = !DILocation(line: 14, column: 26, scope: !129)
!138 = !DILocation(line: 14, column: 30, scope: !129)
!139 = !DILocation(line: 14, column: 28, scope: !129)
!140 = !DILocation(line: 14, column: 36, scope: !129)
!141 = !DILocation(line: 14, column: 40, scope: !129)
!142 = !DILocation(line: 14, column: 33, scope: !129)
!143 = !DILocation(line: 0, scope: !129)
!144 = !DILocation(line: 15, column: 8, scope: !129)
!145 = distinct !{!145, !131, !144, !64}
!146 = !DILocation(line: 16, column: 9, scope: !147)
!147 = distinct !DILexicalBlock(scope: !129, file: !1, line: 16, column: 9)
!148 = !DILocation(line: 16, column: 14, scope: !147)
!149 = !DILocation(line: 16, column: 11, scope: !147)
!150 = !DILocation(line: 16, column: 9, scope: !129)
!151 = !DILocation(line: 17, column: 20, scope: !147)
!152 = !DILocation(line: 17, column: 7, scope: !147)
!153 = !DILocation(line: 18, column: 3, scope: !129)
!154 = !DILocation(line: 12, column: 35, scope: !122)
!155 = !DILocation(line: 12, column: 3, scope: !122)
!156 = distinct !{!156, !127, !157, !64}
!157 = !DILocation(line: 18, column: 3, scope: !118)
!158 = !DILocation(line: 19, column: 3, scope: !97)
!159 = !DILocation(line: 20, column: 1, scope: !97)
