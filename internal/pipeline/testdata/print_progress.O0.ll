; ModuleID = 'print_progress.c'
source_filename = "print_progress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal global [65536 x double] zeroinitializer, align 16, !dbg !0
@hits = internal global [64 x i32] zeroinitializer, align 16, !dbg !7
@.str = private unnamed_addr constant [26 x i8] c"slot %d reached 50 at %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"progress %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"s %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !24 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !32
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %6, metadata !35, metadata !DIExpression()), !dbg !36
  %11 = load i32, i32* %4, align 4, !dbg !37
  %12 = icmp sgt i32 %11, 1, !dbg !38
  br i1 %12, label %13, label %18, !dbg !37

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8, !dbg !39
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !39
  %16 = load i8*, i8** %15, align 8, !dbg !39
  %17 = call i32 @atoi(i8* noundef %16) #4, !dbg !40
  br label %19, !dbg !37

18:                                               ; preds = %2
  br label %19, !dbg !37

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ 100000, %18 ], !dbg !37
  store i32 %20, i32* %6, align 4, !dbg !36
  call void @llvm.dbg.declare(metadata double* %7, metadata !41, metadata !DIExpression()), !dbg !42
  store double 0.000000e+00, double* %7, align 8, !dbg !42
  call void @llvm.dbg.declare(metadata i32* %8, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %8, align 4, !dbg !45
  br label %21, !dbg !46

21:                                               ; preds = %32, %19
  %22 = load i32, i32* %8, align 4, !dbg !47
  %23 = icmp slt i32 %22, 65536, !dbg !49
  br i1 %23, label %24, label %35, !dbg !50

24:                                               ; preds = %21
  %25 = load i32, i32* %8, align 4, !dbg !51
  %26 = mul nsw i32 %25, 37, !dbg !52
  %27 = srem i32 %26, 101, !dbg !53
  %28 = sitofp i32 %27 to double, !dbg !54
  %29 = load i32, i32* %8, align 4, !dbg !55
  %30 = sext i32 %29 to i64, !dbg !56
  %31 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %30, !dbg !56
  store double %28, double* %31, align 8, !dbg !57
  br label %32, !dbg !56

32:                                               ; preds = %24
  %33 = load i32, i32* %8, align 4, !dbg !58
  %34 = add nsw i32 %33, 1, !dbg !58
  store i32 %34, i32* %8, align 4, !dbg !58
  br label %21, !dbg !59, !llvm.loop !60

35:                                               ; preds = %21
  call void @llvm.dbg.declare(metadata i32* %9, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %9, align 4, !dbg !65
  br label %36, !dbg !66

36:                                               ; preds = %89, %35
  %37 = load i32, i32* %9, align 4, !dbg !67
  %38 = load i32, i32* %6, align 4, !dbg !69
  %39 = icmp slt i32 %37, %38, !dbg !70
  br i1 %39, label %40, label %92, !dbg !71

40:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %10, metadata !72, metadata !DIExpression()), !dbg !74
  %41 = load i32, i32* %9, align 4, !dbg !75
  %42 = mul nsw i32 %41, 7, !dbg !76
  %43 = and i32 %42, 65535, !dbg !77
  store i32 %43, i32* %10, align 4, !dbg !74
  %44 = load i32, i32* %9, align 4, !dbg !78
  %45 = and i32 %44, 65535, !dbg !79
  %46 = sext i32 %45 to i64, !dbg !80
  %47 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %46, !dbg !80
  %48 = load double, double* %47, align 8, !dbg !81
  %49 = fadd double %48, 1.000000e+00, !dbg !81
  store double %49, double* %47, align 8, !dbg !81
  %50 = load i32, i32* %10, align 4, !dbg !82
  %51 = sext i32 %50 to i64, !dbg !84
  %52 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %51, !dbg !84
  %53 = load double, double* %52, align 8, !dbg !84
  %54 = fcmp ogt double %53, 9.950000e+01, !dbg !85
  br i1 %54, label %55, label %81, !dbg !86

55:                                               ; preds = %40
  %56 = load i32, i32* %9, align 4, !dbg !87
  %57 = and i32 %56, 63, !dbg !89
  %58 = sext i32 %57 to i64, !dbg !90
  %59 = getelementptr inbounds [64 x i32], [64 x i32]* @hits, i64 0, i64 %58, !dbg !90
  %60 = load i32, i32* %59, align 4, !dbg !91
  %61 = add nsw i32 %60, 1, !dbg !91
  store i32 %61, i32* %59, align 4, !dbg !91
  %62 = load i32, i32* %9, align 4, !dbg !92
  %63 = and i32 %62, 1023, !dbg !93
  %64 = sext i32 %63 to i64, !dbg !94
  %65 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %64, !dbg !94
  %66 = load double, double* %65, align 8, !dbg !94
  %67 = load double, double* %7, align 8, !dbg !95
  %68 = fadd double %67, %66, !dbg !95
  store double %68, double* %7, align 8, !dbg !95
  %69 = load i32, i32* %9, align 4, !dbg !96
  %70 = and i32 %69, 63, !dbg !98
  %71 = sext i32 %70 to i64, !dbg !99
  %72 = getelementptr inbounds [64 x i32], [64 x i32]* @hits, i64 0, i64 %71, !dbg !99
  %73 = load i32, i32* %72, align 4, !dbg !99
  %74 = icmp eq i32 %73, 50, !dbg !100
  br i1 %74, label %75, label %80, !dbg !101

75:                                               ; preds = %55
  %76 = load i32, i32* %9, align 4, !dbg !102
  %77 = and i32 %76, 63, !dbg !103
  %78 = load i32, i32* %9, align 4, !dbg !104
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i32 noundef %77, i32 noundef %78), !dbg !105
  br label %80, !dbg !105

80:                                               ; preds = %75, %55
  br label %81, !dbg !106

81:                                               ; preds = %80, %40
  %82 = load i32, i32* %9, align 4, !dbg !107
  %83 = srem i32 %82, 4096, !dbg !109
  %84 = icmp eq i32 %83, 0, !dbg !110
  br i1 %84, label %85, label %88, !dbg !111

85:                                               ; preds = %81
  %86 = load i32, i32* %9, align 4, !dbg !112
  %87 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %86), !dbg !113
  br label %88, !dbg !113

88:                                               ; preds = %85, %81
  br label %89, !dbg !114

89:                                               ; preds = %88
  %90 = load i32, i32* %9, align 4, !dbg !115
  %91 = add nsw i32 %90, 1, !dbg !115
  store i32 %91, i32* %9, align 4, !dbg !115
  br label %36, !dbg !116, !llvm.loop !117

92:                                               ; preds = %36
  %93 = load double, double* %7, align 8, !dbg !119
  %94 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), double noundef %93), !dbg !120
  ret i32 0, !dbg !121
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "print_progress.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "706ca4e4741936b27d88b65402e729f4")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "hits", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 2048, elements: !11)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4194304, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 65536)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !25, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!25 = !DISubroutineType(types: !26)
!26 = !{!10, !10, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !3, line: 12, type: !10)
!32 = !DILocation(line: 12, column: 14, scope: !24)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !3, line: 12, type: !27)
!34 = !DILocation(line: 12, column: 27, scope: !24)
!35 = !DILocalVariable(name: "n", scope: !24, file: !3, line: 14, type: !10)
!36 = !DILocation(line: 14, column: 7, scope: !24)
!37 = !DILocation(line: 14, column: 11, scope: !24)
!38 = !DILocation(line: 14, column: 16, scope: !24)
!39 = !DILocation(line: 14, column: 27, scope: !24)
!40 = !DILocation(line: 14, column: 22, scope: !24)
!41 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 15, type: !5)
!42 = !DILocation(line: 15, column: 10, scope: !24)
!43 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 16, type: !10)
!44 = distinct !DILexicalBlock(scope: !24, file: !3, line: 16, column: 3)
!45 = !DILocation(line: 16, column: 12, scope: !44)
!46 = !DILocation(line: 16, column: 8, scope: !44)
!47 = !DILocation(line: 16, column: 19, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 16, column: 3)
!49 = !DILocation(line: 16, column: 21, scope: !48)
!50 = !DILocation(line: 16, column: 3, scope: !44)
!51 = !DILocation(line: 17, column: 22, scope: !48)
!52 = !DILocation(line: 17, column: 24, scope: !48)
!53 = !DILocation(line: 17, column: 30, scope: !48)
!54 = !DILocation(line: 17, column: 12, scope: !48)
!55 = !DILocation(line: 17, column: 7, scope: !48)
!56 = !DILocation(line: 17, column: 5, scope: !48)
!57 = !DILocation(line: 17, column: 10, scope: !48)
!58 = !DILocation(line: 16, column: 27, scope: !48)
!59 = !DILocation(line: 16, column: 3, scope: !48)
!60 = distinct !{!60, !50, !61, !62}
!61 = !DILocation(line: 17, column: 35, scope: !44)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 18, type: !10)
!64 = distinct !DILexicalBlock(scope: !24, file: !3, line: 18, column: 3)
!65 = !DILocation(line: 18, column: 12, scope: !64)
!66 = !DILocation(line: 18, column: 8, scope: !64)
!67 = !DILocation(line: 18, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 18, column: 3)
!69 = !DILocation(line: 18, column: 23, scope: !68)
!70 = !DILocation(line: 18, column: 21, scope: !68)
!71 = !DILocation(line: 18, column: 3, scope: !64)
!72 = !DILocalVariable(name: "k", scope: !73, file: !3, line: 19, type: !10)
!73 = distinct !DILexicalBlock(scope: !68, file: !3, line: 18, column: 31)
!74 = !DILocation(line: 19, column: 9, scope: !73)
!75 = !DILocation(line: 19, column: 14, scope: !73)
!76 = !DILocation(line: 19, column: 16, scope: !73)
!77 = !DILocation(line: 19, column: 21, scope: !73)
!78 = !DILocation(line: 20, column: 7, scope: !73)
!79 = !DILocation(line: 20, column: 9, scope: !73)
!80 = !DILocation(line: 20, column: 5, scope: !73)
!81 = !DILocation(line: 20, column: 20, scope: !73)
!82 = !DILocation(line: 21, column: 11, scope: !83)
!83 = distinct !DILexicalBlock(scope: !73, file: !3, line: 21, column: 9)
!84 = !DILocation(line: 21, column: 9, scope: !83)
!85 = !DILocation(line: 21, column: 14, scope: !83)
!86 = !DILocation(line: 21, column: 9, scope: !73)
!87 = !DILocation(line: 22, column: 12, scope: !88)
!88 = distinct !DILexicalBlock(scope: !83, file: !3, line: 21, column: 22)
!89 = !DILocation(line: 22, column: 14, scope: !88)
!90 = !DILocation(line: 22, column: 7, scope: !88)
!91 = !DILocation(line: 22, column: 19, scope: !88)
!92 = !DILocation(line: 23, column: 14, scope: !88)
!93 = !DILocation(line: 23, column: 16, scope: !88)
!94 = !DILocation(line: 23, column: 12, scope: !88)
!95 = !DILocation(line: 23, column: 9, scope: !88)
!96 = !DILocation(line: 24, column: 16, scope: !97)
!97 = distinct !DILexicalBlock(scope: !88, file: !3, line: 24, column: 11)
!98 = !DILocation(line: 24, column: 18, scope: !97)
!99 = !DILocation(line: 24, column: 11, scope: !97)
!100 = !DILocation(line: 24, column: 24, scope: !97)
!101 = !DILocation(line: 24, column: 11, scope: !88)
!102 = !DILocation(line: 25, column: 46, scope: !97)
!103 = !DILocation(line: 25, column: 48, scope: !97)
!104 = !DILocation(line: 25, column: 54, scope: !97)
!105 = !DILocation(line: 25, column: 9, scope: !97)
!106 = !DILocation(line: 26, column: 5, scope: !88)
!107 = !DILocation(line: 27, column: 9, scope: !108)
!108 = distinct !DILexicalBlock(scope: !73, file: !3, line: 27, column: 9)
!109 = !DILocation(line: 27, column: 11, scope: !108)
!110 = !DILocation(line: 27, column: 18, scope: !108)
!111 = !DILocation(line: 27, column: 9, scope: !73)
!112 = !DILocation(line: 28, column: 31, scope: !108)
!113 = !DILocation(line: 28, column: 7, scope: !108)
!114 = !DILocation(line: 29, column: 3, scope: !73)
!115 = !DILocation(line: 18, column: 27, scope: !68)
!116 = !DILocation(line: 18, column: 3, scope: !68)
!117 = distinct !{!117, !71, !118, !62}
!118 = !DILocation(line: 29, column: 3, scope: !64)
!119 = !DILocation(line: 30, column: 22, scope: !24)
!120 = !DILocation(line: 30, column: 3, scope: !24)
!121 = !DILocation(line: 31, column: 3, scope: !24)
