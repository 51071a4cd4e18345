; ModuleID = 'args_getopt.c'
source_filename = "args_getopt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [5 x i8] c"n:r:\00", align 1
@optarg = external global i8*, align 8
@stderr = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [25 x i8] c"usage: %s [-n N] [-r R]\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 100, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 1, i32* %7, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %8, metadata !26, metadata !DIExpression()), !dbg !27
  br label %12, !dbg !28

12:                                               ; preds = %31, %2
  %13 = load i32, i32* %4, align 4, !dbg !29
  %14 = load i8**, i8*** %5, align 8, !dbg !30
  %15 = call i32 @getopt(i32 noundef %13, i8** noundef %14, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)) #5, !dbg !31
  store i32 %15, i32* %8, align 4, !dbg !32
  %16 = icmp ne i32 %15, -1, !dbg !33
  br i1 %16, label %17, label %32, !dbg !28

17:                                               ; preds = %12
  %18 = load i32, i32* %8, align 4, !dbg !34
  switch i32 %18, label %25 [
    i32 110, label %19
    i32 114, label %22
  ], !dbg !36

19:                                               ; preds = %17
  %20 = load i8*, i8** @optarg, align 8, !dbg !37
  %21 = call i32 @atoi(i8* noundef %20) #6, !dbg !39
  store i32 %21, i32* %6, align 4, !dbg !40
  br label %31, !dbg !41

22:                                               ; preds = %17
  %23 = load i8*, i8** @optarg, align 8, !dbg !42
  %24 = call i32 @atoi(i8* noundef %23) #6, !dbg !43
  store i32 %24, i32* %7, align 4, !dbg !44
  br label %31, !dbg !45

25:                                               ; preds = %17
  %26 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !46
  %27 = load i8**, i8*** %5, align 8, !dbg !47
  %28 = getelementptr inbounds i8*, i8** %27, i64 0, !dbg !47
  %29 = load i8*, i8** %28, align 8, !dbg !47
  %30 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %26, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i8* noundef %29), !dbg !48
  store i32 1, i32* %3, align 4, !dbg !49
  br label %69, !dbg !49

31:                                               ; preds = %22, %19
  br label %12, !dbg !28, !llvm.loop !50

32:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32** %9, metadata !53, metadata !DIExpression()), !dbg !55
  %33 = load i32, i32* %6, align 4, !dbg !56
  %34 = sext i32 %33 to i64, !dbg !56
  %35 = call noalias i8* @calloc(i64 noundef %34, i64 noundef 4) #5, !dbg !57
  %36 = bitcast i8* %35 to i32*, !dbg !57
  store i32* %36, i32** %9, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %10, metadata !58, metadata !DIExpression()), !dbg !60
  store i32 0, i32* %10, align 4, !dbg !60
  br label %37, !dbg !61

37:                                               ; preds = %61, %32
  %38 = load i32, i32* %10, align 4, !dbg !62
  %39 = load i32, i32* %7, align 4, !dbg !64
  %40 = icmp slt i32 %38, %39, !dbg !65
  br i1 %40, label %41, label %64, !dbg !66

41:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %11, metadata !67, metadata !DIExpression()), !dbg !69
  store i32 0, i32* %11, align 4, !dbg !69
  br label %42, !dbg !70

42:                                               ; preds = %57, %41
  %43 = load i32, i32* %11, align 4, !dbg !71
  %44 = load i32, i32* %6, align 4, !dbg !73
  %45 = icmp slt i32 %43, %44, !dbg !74
  br i1 %45, label %46, label %60, !dbg !75

46:                                               ; preds = %42
  %47 = load i32, i32* %11, align 4, !dbg !76
  %48 = load i32*, i32** %9, align 8, !dbg !77
  %49 = load i32, i32* %11, align 4, !dbg !78
  %50 = mul nsw i32 %49, 7, !dbg !79
  %51 = load i32, i32* %6, align 4, !dbg !80
  %52 = srem i32 %50, %51, !dbg !81
  %53 = sext i32 %52 to i64, !dbg !77
  %54 = getelementptr inbounds i32, i32* %48, i64 %53, !dbg !77
  %55 = load i32, i32* %54, align 4, !dbg !82
  %56 = add nsw i32 %55, %47, !dbg !82
  store i32 %56, i32* %54, align 4, !dbg !82
  br label %57, !dbg !77

57:                                               ; preds = %46
  %58 = load i32, i32* %11, align 4, !dbg !83
  %59 = add nsw i32 %58, 1, !dbg !83
  store i32 %59, i32* %11, align 4, !dbg !83
  br label %42, !dbg !84, !llvm.loop !85

60:                                               ; preds = %42
  br label %61, !dbg !86

61:                                               ; preds = %60
  %62 = load i32, i32* %10, align 4, !dbg !87
  %63 = add nsw i32 %62, 1, !dbg !87
  store i32 %63, i32* %10, align 4, !dbg !87
  br label %37, !dbg !88, !llvm.loop !89

64:                                               ; preds = %37
  %65 = load i32*, i32** %9, align 8, !dbg !91
  %66 = getelementptr inbounds i32, i32* %65, i64 0, !dbg !91
  %67 = load i32, i32* %66, align 4, !dbg !91
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %67), !dbg !92
  store i32 0, i32* %3, align 4, !dbg !93
  br label %69, !dbg !93

69:                                               ; preds = %64, %25
  %70 = load i32, i32* %3, align 4, !dbg !94
  ret i32 %70, !dbg !94
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @getopt(i32 noundef, i8** noundef, i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_getopt.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6dc74c53b37b8f5f0d54cd2e822c14bf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !11, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 5, type: !13)
!19 = !DILocation(line: 5, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 5, type: !14)
!21 = !DILocation(line: 5, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 6, type: !13)
!23 = !DILocation(line: 6, column: 7, scope: !10)
!24 = !DILocalVariable(name: "reps", scope: !10, file: !1, line: 6, type: !13)
!25 = !DILocation(line: 6, column: 16, scope: !10)
!26 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 6, type: !13)
!27 = !DILocation(line: 6, column: 26, scope: !10)
!28 = !DILocation(line: 7, column: 3, scope: !10)
!29 = !DILocation(line: 7, column: 22, scope: !10)
!30 = !DILocation(line: 7, column: 28, scope: !10)
!31 = !DILocation(line: 7, column: 15, scope: !10)
!32 = !DILocation(line: 7, column: 13, scope: !10)
!33 = !DILocation(line: 7, column: 43, scope: !10)
!34 = !DILocation(line: 8, column: 13, scope: !35)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 50)
!36 = !DILocation(line: 8, column: 5, scope: !35)
!37 = !DILocation(line: 9, column: 24, scope: !38)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 8, column: 16)
!39 = !DILocation(line: 9, column: 19, scope: !38)
!40 = !DILocation(line: 9, column: 17, scope: !38)
!41 = !DILocation(line: 9, column: 33, scope: !38)
!42 = !DILocation(line: 10, column: 27, scope: !38)
!43 = !DILocation(line: 10, column: 22, scope: !38)
!44 = !DILocation(line: 10, column: 20, scope: !38)
!45 = !DILocation(line: 10, column: 36, scope: !38)
!46 = !DILocation(line: 11, column: 22, scope: !38)
!47 = !DILocation(line: 11, column: 59, scope: !38)
!48 = !DILocation(line: 11, column: 14, scope: !38)
!49 = !DILocation(line: 11, column: 69, scope: !38)
!50 = distinct !{!50, !28, !51, !52}
!51 = !DILocation(line: 13, column: 3, scope: !10)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocalVariable(name: "h", scope: !10, file: !1, line: 14, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!55 = !DILocation(line: 14, column: 8, scope: !10)
!56 = !DILocation(line: 14, column: 19, scope: !10)
!57 = !DILocation(line: 14, column: 12, scope: !10)
!58 = !DILocalVariable(name: "r", scope: !59, file: !1, line: 15, type: !13)
!59 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!60 = !DILocation(line: 15, column: 12, scope: !59)
!61 = !DILocation(line: 15, column: 8, scope: !59)
!62 = !DILocation(line: 15, column: 19, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !1, line: 15, column: 3)
!64 = !DILocation(line: 15, column: 23, scope: !63)
!65 = !DILocation(line: 15, column: 21, scope: !63)
!66 = !DILocation(line: 15, column: 3, scope: !59)
!67 = !DILocalVariable(name: "i", scope: !68, file: !1, line: 16, type: !13)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 16, column: 5)
!69 = !DILocation(line: 16, column: 14, scope: !68)
!70 = !DILocation(line: 16, column: 10, scope: !68)
!71 = !DILocation(line: 16, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 16, column: 5)
!73 = !DILocation(line: 16, column: 25, scope: !72)
!74 = !DILocation(line: 16, column: 23, scope: !72)
!75 = !DILocation(line: 16, column: 5, scope: !68)
!76 = !DILocation(line: 16, column: 51, scope: !72)
!77 = !DILocation(line: 16, column: 33, scope: !72)
!78 = !DILocation(line: 16, column: 36, scope: !72)
!79 = !DILocation(line: 16, column: 38, scope: !72)
!80 = !DILocation(line: 16, column: 45, scope: !72)
!81 = !DILocation(line: 16, column: 43, scope: !72)
!82 = !DILocation(line: 16, column: 48, scope: !72)
!83 = !DILocation(line: 16, column: 29, scope: !72)
!84 = !DILocation(line: 16, column: 5, scope: !72)
!85 = distinct !{!85, !75, !86, !52}
!86 = !DILocation(line: 16, column: 51, scope: !68)
!87 = !DILocation(line: 15, column: 30, scope: !63)
!88 = !DILocation(line: 15, column: 3, scope: !63)
!89 = distinct !{!89, !66, !90, !52}
!90 = !DILocation(line: 16, column: 51, scope: !59)
!91 = !DILocation(line: 17, column: 18, scope: !10)
!92 = !DILocation(line: 17, column: 3, scope: !10)
!93 = !DILocation(line: 18, column: 3, scope: !10)
!94 = !DILocation(line: 19, column: 1, scope: !10)
