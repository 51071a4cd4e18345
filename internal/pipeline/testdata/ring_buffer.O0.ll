; ModuleID = 'ring_buffer.c'
source_filename = "ring_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hist = dso_local global [4096 x i32] zeroinitializer, align 16, !dbg !0
@cnt = dso_local global [4096 x i32] zeroinitializer, align 16, !dbg !5
@.str = private unnamed_addr constant [10 x i8] c"%d %d %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !27
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %6, metadata !30, metadata !DIExpression()), !dbg !31
  %13 = load i32, i32* %4, align 4, !dbg !32
  %14 = icmp sgt i32 %13, 1, !dbg !33
  br i1 %14, label %15, label %20, !dbg !32

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !34
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !34
  %18 = load i8*, i8** %17, align 8, !dbg !34
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !35
  br label %21, !dbg !32

20:                                               ; preds = %2
  br label %21, !dbg !32

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 1000000, %20 ], !dbg !32
  store i32 %22, i32* %6, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %7, metadata !36, metadata !DIExpression()), !dbg !37
  %23 = load i32, i32* %4, align 4, !dbg !38
  %24 = icmp sgt i32 %23, 2, !dbg !39
  br i1 %24, label %25, label %30, !dbg !38

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !40
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !40
  %28 = load i8*, i8** %27, align 8, !dbg !40
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !41
  br label %31, !dbg !38

30:                                               ; preds = %21
  br label %31, !dbg !38

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 1000, %30 ], !dbg !38
  store i32 %32, i32* %7, align 4, !dbg !37
  call void @llvm.dbg.declare(metadata double** %8, metadata !42, metadata !DIExpression()), !dbg !45
  %33 = load i32, i32* %7, align 4, !dbg !46
  %34 = sext i32 %33 to i64, !dbg !46
  %35 = call noalias i8* @calloc(i64 noundef %34, i64 noundef 8) #6, !dbg !47
  %36 = bitcast i8* %35 to double*, !dbg !47
  store double* %36, double** %8, align 8, !dbg !45
  %37 = load double*, double** %8, align 8, !dbg !48
  %38 = icmp ne double* %37, null, !dbg !48
  br i1 %38, label %40, label %39, !dbg !50

39:                                               ; preds = %31
  store i32 1, i32* %3, align 4, !dbg !51
  br label %104, !dbg !51

40:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata i32* %9, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %9, align 4, !dbg !54
  br label %41, !dbg !55

41:                                               ; preds = %59, %40
  %42 = load i32, i32* %9, align 4, !dbg !56
  %43 = load i32, i32* %6, align 4, !dbg !58
  %44 = icmp slt i32 %42, %43, !dbg !59
  br i1 %44, label %45, label %62, !dbg !60

45:                                               ; preds = %41
  %46 = load i32, i32* %9, align 4, !dbg !61
  %47 = load i32, i32* %9, align 4, !dbg !63
  %48 = and i32 %47, 4095, !dbg !64
  %49 = sext i32 %48 to i64, !dbg !65
  %50 = getelementptr inbounds [4096 x i32], [4096 x i32]* @hist, i64 0, i64 %49, !dbg !65
  %51 = load i32, i32* %50, align 4, !dbg !66
  %52 = add nsw i32 %51, %46, !dbg !66
  store i32 %52, i32* %50, align 4, !dbg !66
  %53 = load i32, i32* %9, align 4, !dbg !67
  %54 = srem i32 %53, 4096, !dbg !68
  %55 = sext i32 %54 to i64, !dbg !69
  %56 = getelementptr inbounds [4096 x i32], [4096 x i32]* @cnt, i64 0, i64 %55, !dbg !69
  %57 = load i32, i32* %56, align 4, !dbg !70
  %58 = add nsw i32 %57, 1, !dbg !70
  store i32 %58, i32* %56, align 4, !dbg !70
  br label %59, !dbg !71

59:                                               ; preds = %45
  %60 = load i32, i32* %9, align 4, !dbg !72
  %61 = add nsw i32 %60, 1, !dbg !72
  store i32 %61, i32* %9, align 4, !dbg !72
  br label %41, !dbg !73, !llvm.loop !74

62:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata i32* %10, metadata !77, metadata !DIExpression()), !dbg !79
  store i32 0, i32* %10, align 4, !dbg !79
  br label %63, !dbg !80

63:                                               ; preds = %78, %62
  %64 = load i32, i32* %10, align 4, !dbg !81
  %65 = load i32, i32* %6, align 4, !dbg !83
  %66 = icmp slt i32 %64, %65, !dbg !84
  br i1 %66, label %67, label %81, !dbg !85

67:                                               ; preds = %63
  %68 = load i32, i32* %10, align 4, !dbg !86
  %69 = sitofp i32 %68 to double, !dbg !86
  %70 = load double*, double** %8, align 8, !dbg !87
  %71 = load i32, i32* %10, align 4, !dbg !88
  %72 = load i32, i32* %7, align 4, !dbg !89
  %73 = srem i32 %71, %72, !dbg !90
  %74 = sext i32 %73 to i64, !dbg !87
  %75 = getelementptr inbounds double, double* %70, i64 %74, !dbg !87
  %76 = load double, double* %75, align 8, !dbg !91
  %77 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %69, double %76), !dbg !91
  store double %77, double* %75, align 8, !dbg !91
  br label %78, !dbg !87

78:                                               ; preds = %67
  %79 = load i32, i32* %10, align 4, !dbg !92
  %80 = add nsw i32 %79, 1, !dbg !92
  store i32 %80, i32* %10, align 4, !dbg !92
  br label %63, !dbg !93, !llvm.loop !94

81:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata double* %11, metadata !96, metadata !DIExpression()), !dbg !97
  store double 0.000000e+00, double* %11, align 8, !dbg !97
  call void @llvm.dbg.declare(metadata i32* %12, metadata !98, metadata !DIExpression()), !dbg !100
  store i32 0, i32* %12, align 4, !dbg !100
  br label %82, !dbg !101

82:                                               ; preds = %94, %81
  %83 = load i32, i32* %12, align 4, !dbg !102
  %84 = load i32, i32* %7, align 4, !dbg !104
  %85 = icmp slt i32 %83, %84, !dbg !105
  br i1 %85, label %86, label %97, !dbg !106

86:                                               ; preds = %82
  %87 = load double*, double** %8, align 8, !dbg !107
  %88 = load i32, i32* %12, align 4, !dbg !108
  %89 = sext i32 %88 to i64, !dbg !107
  %90 = getelementptr inbounds double, double* %87, i64 %89, !dbg !107
  %91 = load double, double* %90, align 8, !dbg !107
  %92 = load double, double* %11, align 8, !dbg !109
  %93 = fadd double %92, %91, !dbg !109
  store double %93, double* %11, align 8, !dbg !109
  br label %94, !dbg !110

94:                                               ; preds = %86
  %95 = load i32, i32* %12, align 4, !dbg !111
  %96 = add nsw i32 %95, 1, !dbg !111
  store i32 %96, i32* %12, align 4, !dbg !111
  br label %82, !dbg !112, !llvm.loop !113

97:                                               ; preds = %82
  %98 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @hist, i64 0, i64 5), align 4, !dbg !115
  %99 = load i32, i32* getelementptr inbounds ([4096 x i32], [4096 x i32]* @cnt, i64 0, i64 7), align 4, !dbg !116
  %100 = load double, double* %11, align 8, !dbg !117
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), i32 noundef %98, i32 noundef %99, double noundef %100), !dbg !118
  %102 = load double*, double** %8, align 8, !dbg !119
  %103 = bitcast double* %102 to i8*, !dbg !119
  call void @free(i8* noundef %103) #6, !dbg !120
  store i32 0, i32* %3, align 4, !dbg !121
  br label %104, !dbg !121

104:                                              ; preds = %97, %39
  %105 = load i32, i32* %3, align 4, !dbg !122
  ret i32 %105, !dbg !122
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hist", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ring_buffer.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1420c94b0149e00bb53f61ae8aeb4395")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "cnt", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 131072, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 4096)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!8, !8, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !3, line: 12, type: !8)
!27 = !DILocation(line: 12, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !3, line: 12, type: !22)
!29 = !DILocation(line: 12, column: 27, scope: !19)
!30 = !DILocalVariable(name: "n", scope: !19, file: !3, line: 14, type: !8)
!31 = !DILocation(line: 14, column: 7, scope: !19)
!32 = !DILocation(line: 14, column: 11, scope: !19)
!33 = !DILocation(line: 14, column: 16, scope: !19)
!34 = !DILocation(line: 14, column: 27, scope: !19)
!35 = !DILocation(line: 14, column: 22, scope: !19)
!36 = !DILocalVariable(name: "len", scope: !19, file: !3, line: 15, type: !8)
!37 = !DILocation(line: 15, column: 7, scope: !19)
!38 = !DILocation(line: 15, column: 13, scope: !19)
!39 = !DILocation(line: 15, column: 18, scope: !19)
!40 = !DILocation(line: 15, column: 29, scope: !19)
!41 = !DILocation(line: 15, column: 24, scope: !19)
!42 = !DILocalVariable(name: "win", scope: !19, file: !3, line: 16, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DILocation(line: 16, column: 11, scope: !19)
!46 = !DILocation(line: 16, column: 24, scope: !19)
!47 = !DILocation(line: 16, column: 17, scope: !19)
!48 = !DILocation(line: 17, column: 8, scope: !49)
!49 = distinct !DILexicalBlock(scope: !19, file: !3, line: 17, column: 7)
!50 = !DILocation(line: 17, column: 7, scope: !19)
!51 = !DILocation(line: 18, column: 5, scope: !49)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 19, type: !8)
!53 = distinct !DILexicalBlock(scope: !19, file: !3, line: 19, column: 3)
!54 = !DILocation(line: 19, column: 12, scope: !53)
!55 = !DILocation(line: 19, column: 8, scope: !53)
!56 = !DILocation(line: 19, column: 19, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 19, column: 3)
!58 = !DILocation(line: 19, column: 23, scope: !57)
!59 = !DILocation(line: 19, column: 21, scope: !57)
!60 = !DILocation(line: 19, column: 3, scope: !53)
!61 = !DILocation(line: 20, column: 29, scope: !62)
!62 = distinct !DILexicalBlock(scope: !57, file: !3, line: 19, column: 31)
!63 = !DILocation(line: 20, column: 10, scope: !62)
!64 = !DILocation(line: 20, column: 12, scope: !62)
!65 = !DILocation(line: 20, column: 5, scope: !62)
!66 = !DILocation(line: 20, column: 26, scope: !62)
!67 = !DILocation(line: 21, column: 9, scope: !62)
!68 = !DILocation(line: 21, column: 11, scope: !62)
!69 = !DILocation(line: 21, column: 5, scope: !62)
!70 = !DILocation(line: 21, column: 19, scope: !62)
!71 = !DILocation(line: 22, column: 3, scope: !62)
!72 = !DILocation(line: 19, column: 27, scope: !57)
!73 = !DILocation(line: 19, column: 3, scope: !57)
!74 = distinct !{!74, !60, !75, !76}
!75 = !DILocation(line: 22, column: 3, scope: !53)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 23, type: !8)
!78 = distinct !DILexicalBlock(scope: !19, file: !3, line: 23, column: 3)
!79 = !DILocation(line: 23, column: 12, scope: !78)
!80 = !DILocation(line: 23, column: 8, scope: !78)
!81 = !DILocation(line: 23, column: 19, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 23, column: 3)
!83 = !DILocation(line: 23, column: 23, scope: !82)
!84 = !DILocation(line: 23, column: 21, scope: !82)
!85 = !DILocation(line: 23, column: 3, scope: !78)
!86 = !DILocation(line: 24, column: 27, scope: !82)
!87 = !DILocation(line: 24, column: 5, scope: !82)
!88 = !DILocation(line: 24, column: 9, scope: !82)
!89 = !DILocation(line: 24, column: 13, scope: !82)
!90 = !DILocation(line: 24, column: 11, scope: !82)
!91 = !DILocation(line: 24, column: 18, scope: !82)
!92 = !DILocation(line: 23, column: 27, scope: !82)
!93 = !DILocation(line: 23, column: 3, scope: !82)
!94 = distinct !{!94, !85, !95, !76}
!95 = !DILocation(line: 24, column: 27, scope: !78)
!96 = !DILocalVariable(name: "s", scope: !19, file: !3, line: 25, type: !44)
!97 = !DILocation(line: 25, column: 10, scope: !19)
!98 = !DILocalVariable(name: "k", scope: !99, file: !3, line: 26, type: !8)
!99 = distinct !DILexicalBlock(scope: !19, file: !3, line: 26, column: 3)
!100 = !DILocation(line: 26, column: 12, scope: !99)
!101 = !DILocation(line: 26, column: 8, scope: !99)
!102 = !DILocation(line: 26, column: 19, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 26, column: 3)
!104 = !DILocation(line: 26, column: 23, scope: !103)
!105 = !DILocation(line: 26, column: 21, scope: !103)
!106 = !DILocation(line: 26, column: 3, scope: !99)
!107 = !DILocation(line: 27, column: 10, scope: !103)
!108 = !DILocation(line: 27, column: 14, scope: !103)
!109 = !DILocation(line: 27, column: 7, scope: !103)
!110 = !DILocation(line: 27, column: 5, scope: !103)
!111 = !DILocation(line: 26, column: 29, scope: !103)
!112 = !DILocation(line: 26, column: 3, scope: !103)
!113 = distinct !{!113, !106, !114, !76}
!114 = !DILocation(line: 27, column: 15, scope: !99)
!115 = !DILocation(line: 28, column: 24, scope: !19)
!116 = !DILocation(line: 28, column: 33, scope: !19)
!117 = !DILocation(line: 28, column: 41, scope: !19)
!118 = !DILocation(line: 28, column: 3, scope: !19)
!119 = !DILocation(line: 29, column: 8, scope: !19)
!120 = !DILocation(line: 29, column: 3, scope: !19)
!121 = !DILocation(line: 30, column: 3, scope: !19)
!122 = !DILocation(line: 31, column: 1, scope: !19)
