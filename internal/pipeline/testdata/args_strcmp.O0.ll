; ModuleID = 'args_strcmp.c'
source_filename = "args_strcmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [35 x i8] c"usage: args_strcmp rows|strided N\0A\00", align 1
@A = internal global [20000 x double] zeroinitializer, align 16, !dbg !0
@B = internal global [20000 x double] zeroinitializer, align 16, !dbg !5
@.str.1 = private unnamed_addr constant [5 x i8] c"rows\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"strided\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"unknown mode %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !27, metadata !DIExpression()), !dbg !28
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !29, metadata !DIExpression()), !dbg !30
  %9 = load i32, i32* %4, align 4, !dbg !31
  %10 = icmp slt i32 %9, 3, !dbg !33
  br i1 %10, label %11, label %14, !dbg !34

11:                                               ; preds = %2
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !35
  %13 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %12, i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0)), !dbg !37
  store i32 1, i32* %3, align 4, !dbg !38
  br label %66, !dbg !38

14:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !39, metadata !DIExpression()), !dbg !40
  %15 = load i8**, i8*** %5, align 8, !dbg !41
  %16 = getelementptr inbounds i8*, i8** %15, i64 2, !dbg !41
  %17 = load i8*, i8** %16, align 8, !dbg !41
  %18 = call i32 @atoi(i8* noundef %17) #4, !dbg !42
  store i32 %18, i32* %6, align 4, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %7, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %7, align 4, !dbg !45
  br label %19, !dbg !46

19:                                               ; preds = %35, %14
  %20 = load i32, i32* %7, align 4, !dbg !47
  %21 = load i32, i32* %6, align 4, !dbg !49
  %22 = icmp slt i32 %20, %21, !dbg !50
  br i1 %22, label %23, label %38, !dbg !51

23:                                               ; preds = %19
  %24 = load i32, i32* %7, align 4, !dbg !52
  %25 = sitofp i32 %24 to double, !dbg !52
  %26 = load i32, i32* %7, align 4, !dbg !54
  %27 = sext i32 %26 to i64, !dbg !55
  %28 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %27, !dbg !55
  store double %25, double* %28, align 8, !dbg !56
  %29 = load i32, i32* %7, align 4, !dbg !57
  %30 = mul nsw i32 2, %29, !dbg !58
  %31 = sitofp i32 %30 to double, !dbg !59
  %32 = load i32, i32* %7, align 4, !dbg !60
  %33 = sext i32 %32 to i64, !dbg !61
  %34 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %33, !dbg !61
  store double %31, double* %34, align 8, !dbg !62
  br label %35, !dbg !63

35:                                               ; preds = %23
  %36 = load i32, i32* %7, align 4, !dbg !64
  %37 = add nsw i32 %36, 1, !dbg !64
  store i32 %37, i32* %7, align 4, !dbg !64
  br label %19, !dbg !65, !llvm.loop !66

38:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata double* %8, metadata !69, metadata !DIExpression()), !dbg !70
  %39 = load i8**, i8*** %5, align 8, !dbg !71
  %40 = getelementptr inbounds i8*, i8** %39, i64 1, !dbg !71
  %41 = load i8*, i8** %40, align 8, !dbg !71
  %42 = call i32 @strcmp(i8* noundef %41, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)) #4, !dbg !73
  %43 = icmp eq i32 %42, 0, !dbg !74
  br i1 %43, label %44, label %47, !dbg !75

44:                                               ; preds = %38
  %45 = load i32, i32* %6, align 4, !dbg !76
  %46 = call double @row_sum(i32 noundef %45), !dbg !77
  store double %46, double* %8, align 8, !dbg !78
  br label %63, !dbg !79

47:                                               ; preds = %38
  %48 = load i8**, i8*** %5, align 8, !dbg !80
  %49 = getelementptr inbounds i8*, i8** %48, i64 1, !dbg !80
  %50 = load i8*, i8** %49, align 8, !dbg !80
  %51 = call i32 @strncmp(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), i8* noundef %50, i64 noundef 7) #4, !dbg !82
  %52 = icmp eq i32 %51, 0, !dbg !83
  br i1 %52, label %53, label %56, !dbg !84

53:                                               ; preds = %47
  %54 = load i32, i32* %6, align 4, !dbg !85
  %55 = call double @strided(i32 noundef %54), !dbg !86
  store double %55, double* %8, align 8, !dbg !87
  br label %62, !dbg !88

56:                                               ; preds = %47
  %57 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !89
  %58 = load i8**, i8*** %5, align 8, !dbg !91
  %59 = getelementptr inbounds i8*, i8** %58, i64 1, !dbg !91
  %60 = load i8*, i8** %59, align 8, !dbg !91
  %61 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %57, i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i8* noundef %60), !dbg !92
  store i32 2, i32* %3, align 4, !dbg !93
  br label %66, !dbg !93

62:                                               ; preds = %53
  br label %63

63:                                               ; preds = %62, %44
  %64 = load double, double* %8, align 8, !dbg !94
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), double noundef %64), !dbg !95
  store i32 0, i32* %3, align 4, !dbg !96
  br label %66, !dbg !96

66:                                               ; preds = %63, %56, %11
  %67 = load i32, i32* %3, align 4, !dbg !97
  ret i32 %67, !dbg !97
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @strcmp(i8* noundef, i8* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @row_sum(i32 noundef %0) #0 !dbg !98 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !101, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.declare(metadata double* %3, metadata !103, metadata !DIExpression()), !dbg !104
  store double 0.000000e+00, double* %3, align 8, !dbg !104
  call void @llvm.dbg.declare(metadata i32* %4, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %4, align 4, !dbg !107
  br label %5, !dbg !108

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !109
  %7 = load i32, i32* %2, align 4, !dbg !111
  %8 = icmp slt i32 %6, %7, !dbg !112
  br i1 %8, label %9, label %19, !dbg !113

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !114
  %11 = sext i32 %10 to i64, !dbg !115
  %12 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %11, !dbg !115
  %13 = load double, double* %12, align 8, !dbg !115
  %14 = load double, double* %3, align 8, !dbg !116
  %15 = fadd double %14, %13, !dbg !116
  store double %15, double* %3, align 8, !dbg !116
  br label %16, !dbg !117

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4, !dbg !118
  %18 = add nsw i32 %17, 1, !dbg !118
  store i32 %18, i32* %4, align 4, !dbg !118
  br label %5, !dbg !119, !llvm.loop !120

19:                                               ; preds = %5
  %20 = load double, double* %3, align 8, !dbg !122
  ret double %20, !dbg !123
}

; Function Attrs: nounwind readonly willreturn
declare i32 @strncmp(i8* noundef, i8* noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strided(i32 noundef %0) #0 !dbg !124 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !125, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.declare(metadata double* %3, metadata !127, metadata !DIExpression()), !dbg !128
  store double 0.000000e+00, double* %3, align 8, !dbg !128
  call void @llvm.dbg.declare(metadata i32* %4, metadata !129, metadata !DIExpression()), !dbg !131
  store i32 0, i32* %4, align 4, !dbg !131
  br label %5, !dbg !132

5:                                                ; preds = %21, %1
  %6 = load i32, i32* %4, align 4, !dbg !133
  %7 = load i32, i32* %2, align 4, !dbg !135
  %8 = icmp slt i32 %6, %7, !dbg !136
  br i1 %8, label %9, label %24, !dbg !137

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !138
  %11 = sext i32 %10 to i64, !dbg !139
  %12 = getelementptr inbounds [20000 x double], [20000 x double]* @B, i64 0, i64 %11, !dbg !139
  %13 = load double, double* %12, align 8, !dbg !139
  %14 = load i32, i32* %4, align 4, !dbg !140
  %15 = sext i32 %14 to i64, !dbg !141
  %16 = getelementptr inbounds [20000 x double], [20000 x double]* @A, i64 0, i64 %15, !dbg !141
  %17 = load double, double* %16, align 8, !dbg !141
  %18 = fadd double %13, %17, !dbg !142
  %19 = load double, double* %3, align 8, !dbg !143
  %20 = fadd double %19, %18, !dbg !143
  store double %20, double* %3, align 8, !dbg !143
  br label %21, !dbg !144

21:                                               ; preds = %9
  %22 = load i32, i32* %4, align 4, !dbg !145
  %23 = add nsw i32 %22, 16, !dbg !145
  store i32 %23, i32* %4, align 4, !dbg !145
  br label %5, !dbg !146, !llvm.loop !147

24:                                               ; preds = %5
  %25 = load double, double* %3, align 8, !dbg !149
  ret double %25, !dbg !150
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_strcmp.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7417f468d9aba0a3d2f7165914c2d41f")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 1280000, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 20000)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !20, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!26 = !{}
!27 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !3, line: 19, type: !22)
!28 = !DILocation(line: 19, column: 14, scope: !19)
!29 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !3, line: 19, type: !23)
!30 = !DILocation(line: 19, column: 27, scope: !19)
!31 = !DILocation(line: 20, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !19, file: !3, line: 20, column: 7)
!33 = !DILocation(line: 20, column: 12, scope: !32)
!34 = !DILocation(line: 20, column: 7, scope: !19)
!35 = !DILocation(line: 21, column: 13, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 17)
!37 = !DILocation(line: 21, column: 5, scope: !36)
!38 = !DILocation(line: 22, column: 5, scope: !36)
!39 = !DILocalVariable(name: "n", scope: !19, file: !3, line: 24, type: !22)
!40 = !DILocation(line: 24, column: 7, scope: !19)
!41 = !DILocation(line: 24, column: 16, scope: !19)
!42 = !DILocation(line: 24, column: 11, scope: !19)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 25, type: !22)
!44 = distinct !DILexicalBlock(scope: !19, file: !3, line: 25, column: 3)
!45 = !DILocation(line: 25, column: 12, scope: !44)
!46 = !DILocation(line: 25, column: 8, scope: !44)
!47 = !DILocation(line: 25, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 25, column: 3)
!49 = !DILocation(line: 25, column: 23, scope: !48)
!50 = !DILocation(line: 25, column: 21, scope: !48)
!51 = !DILocation(line: 25, column: 3, scope: !44)
!52 = !DILocation(line: 26, column: 12, scope: !53)
!53 = distinct !DILexicalBlock(scope: !48, file: !3, line: 25, column: 31)
!54 = !DILocation(line: 26, column: 7, scope: !53)
!55 = !DILocation(line: 26, column: 5, scope: !53)
!56 = !DILocation(line: 26, column: 10, scope: !53)
!57 = !DILocation(line: 27, column: 16, scope: !53)
!58 = !DILocation(line: 27, column: 14, scope: !53)
!59 = !DILocation(line: 27, column: 12, scope: !53)
!60 = !DILocation(line: 27, column: 7, scope: !53)
!61 = !DILocation(line: 27, column: 5, scope: !53)
!62 = !DILocation(line: 27, column: 10, scope: !53)
!63 = !DILocation(line: 28, column: 3, scope: !53)
!64 = !DILocation(line: 25, column: 27, scope: !48)
!65 = !DILocation(line: 25, column: 3, scope: !48)
!66 = distinct !{!66, !51, !67, !68}
!67 = !DILocation(line: 28, column: 3, scope: !44)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocalVariable(name: "r", scope: !19, file: !3, line: 29, type: !8)
!70 = !DILocation(line: 29, column: 10, scope: !19)
!71 = !DILocation(line: 30, column: 14, scope: !72)
!72 = distinct !DILexicalBlock(scope: !19, file: !3, line: 30, column: 7)
!73 = !DILocation(line: 30, column: 7, scope: !72)
!74 = !DILocation(line: 30, column: 31, scope: !72)
!75 = !DILocation(line: 30, column: 7, scope: !19)
!76 = !DILocation(line: 31, column: 17, scope: !72)
!77 = !DILocation(line: 31, column: 9, scope: !72)
!78 = !DILocation(line: 31, column: 7, scope: !72)
!79 = !DILocation(line: 31, column: 5, scope: !72)
!80 = !DILocation(line: 32, column: 31, scope: !81)
!81 = distinct !DILexicalBlock(scope: !72, file: !3, line: 32, column: 12)
!82 = !DILocation(line: 32, column: 12, scope: !81)
!83 = !DILocation(line: 32, column: 43, scope: !81)
!84 = !DILocation(line: 32, column: 12, scope: !72)
!85 = !DILocation(line: 33, column: 17, scope: !81)
!86 = !DILocation(line: 33, column: 9, scope: !81)
!87 = !DILocation(line: 33, column: 7, scope: !81)
!88 = !DILocation(line: 33, column: 5, scope: !81)
!89 = !DILocation(line: 35, column: 13, scope: !90)
!90 = distinct !DILexicalBlock(scope: !81, file: !3, line: 34, column: 8)
!91 = !DILocation(line: 35, column: 42, scope: !90)
!92 = !DILocation(line: 35, column: 5, scope: !90)
!93 = !DILocation(line: 36, column: 5, scope: !90)
!94 = !DILocation(line: 38, column: 18, scope: !19)
!95 = !DILocation(line: 38, column: 3, scope: !19)
!96 = !DILocation(line: 39, column: 3, scope: !19)
!97 = !DILocation(line: 40, column: 1, scope: !19)
!98 = distinct !DISubprogram(name: "row_sum", scope: !3, file: !3, line: 9, type: !99, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!99 = !DISubroutineType(types: !100)
!100 = !{!8, !22}
!101 = !DILocalVariable(name: "n", arg: 1, scope: !98, file: !3, line: 9, type: !22)
!102 = !DILocation(line: 9, column: 27, scope: !98)
!103 = !DILocalVariable(name: "s", scope: !98, file: !3, line: 10, type: !8)
!104 = !DILocation(line: 10, column: 10, scope: !98)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 11, type: !22)
!106 = distinct !DILexicalBlock(scope: !98, file: !3, line: 11, column: 3)
!107 = !DILocation(line: 11, column: 12, scope: !106)
!108 = !DILocation(line: 11, column: 8, scope: !106)
!109 = !DILocation(line: 11, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 11, column: 3)
!111 = !DILocation(line: 11, column: 23, scope: !110)
!112 = !DILocation(line: 11, column: 21, scope: !110)
!113 = !DILocation(line: 11, column: 3, scope: !106)
!114 = !DILocation(line: 11, column: 38, scope: !110)
!115 = !DILocation(line: 11, column: 36, scope: !110)
!116 = !DILocation(line: 11, column: 33, scope: !110)
!117 = !DILocation(line: 11, column: 31, scope: !110)
!118 = !DILocation(line: 11, column: 27, scope: !110)
!119 = !DILocation(line: 11, column: 3, scope: !110)
!120 = distinct !{!120, !113, !121, !68}
!121 = !DILocation(line: 11, column: 39, scope: !106)
!122 = !DILocation(line: 12, column: 10, scope: !98)
!123 = !DILocation(line: 12, column: 3, scope: !98)
!124 = distinct !DISubprogram(name: "strided", scope: !3, file: !3, line: 14, type: !99, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !26)
!125 = !DILocalVariable(name: "n", arg: 1, scope: !124, file: !3, line: 14, type: !22)
!126 = !DILocation(line: 14, column: 27, scope: !124)
!127 = !DILocalVariable(name: "s", scope: !124, file: !3, line: 15, type: !8)
!128 = !DILocation(line: 15, column: 10, scope: !124)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 16, type: !22)
!130 = distinct !DILexicalBlock(scope: !124, file: !3, line: 16, column: 3)
!131 = !DILocation(line: 16, column: 12, scope: !130)
!132 = !DILocation(line: 16, column: 8, scope: !130)
!133 = !DILocation(line: 16, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 16, column: 3)
!135 = !DILocation(line: 16, column: 23, scope: !134)
!136 = !DILocation(line: 16, column: 21, scope: !134)
!137 = !DILocation(line: 16, column: 3, scope: !130)
!138 = !DILocation(line: 16, column: 42, scope: !134)
!139 = !DILocation(line: 16, column: 40, scope: !134)
!140 = !DILocation(line: 16, column: 49, scope: !134)
!141 = !DILocation(line: 16, column: 47, scope: !134)
!142 = !DILocation(line: 16, column: 45, scope: !134)
!143 = !DILocation(line: 16, column: 37, scope: !134)
!144 = !DILocation(line: 16, column: 35, scope: !134)
!145 = !DILocation(line: 16, column: 28, scope: !134)
!146 = !DILocation(line: 16, column: 3, scope: !134)
!147 = distinct !{!147, !137, !148, !68}
!148 = !DILocation(line: 16, column: 50, scope: !130)
!149 = !DILocation(line: 17, column: 10, scope: !124)
!150 = !DILocation(line: 17, column: 3, scope: !124)
