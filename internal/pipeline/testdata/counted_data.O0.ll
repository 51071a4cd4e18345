; ModuleID = 'counted_data.c'
source_filename = "counted_data.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %11 = load i32, i32* %4, align 4, !dbg !28
  %12 = icmp sgt i32 %11, 1, !dbg !29
  br i1 %12, label %13, label %18, !dbg !28

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8, !dbg !30
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !30
  %16 = load i8*, i8** %15, align 8, !dbg !30
  %17 = call i32 @atoi(i8* noundef %16) #5, !dbg !31
  br label %19, !dbg !28

18:                                               ; preds = %2
  br label %19, !dbg !28

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ 60, %18 ], !dbg !28
  store i32 %20, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata double** %7, metadata !32, metadata !DIExpression()), !dbg !35
  %21 = load i32, i32* %6, align 4, !dbg !36
  %22 = sext i32 %21 to i64, !dbg !37
  %23 = load i32, i32* %6, align 4, !dbg !38
  %24 = sext i32 %23 to i64, !dbg !38
  %25 = mul i64 %22, %24, !dbg !39
  %26 = mul i64 %25, 8, !dbg !40
  %27 = call noalias i8* @malloc(i64 noundef %26) #6, !dbg !41
  %28 = bitcast i8* %27 to double*, !dbg !41
  store double* %28, double** %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %8, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %8, align 4, !dbg !44
  br label %29, !dbg !45

29:                                               ; preds = %67, %19
  %30 = load i32, i32* %8, align 4, !dbg !46
  %31 = load i32, i32* %6, align 4, !dbg !48
  %32 = icmp slt i32 %30, %31, !dbg !49
  br i1 %32, label %33, label %70, !dbg !50

33:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %9, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %9, align 4, !dbg !53
  br label %34, !dbg !54

34:                                               ; preds = %63, %33
  %35 = load i32, i32* %9, align 4, !dbg !55
  %36 = load i32, i32* %8, align 4, !dbg !57
  %37 = icmp sle i32 %35, %36, !dbg !58
  br i1 %37, label %38, label %66, !dbg !59

38:                                               ; preds = %34
  %39 = load i32, i32* %9, align 4, !dbg !60
  %40 = load i32, i32* %8, align 4, !dbg !61
  %41 = icmp eq i32 %39, %40, !dbg !62
  br i1 %41, label %42, label %46, !dbg !63

42:                                               ; preds = %38
  %43 = load i32, i32* %6, align 4, !dbg !64
  %44 = sitofp i32 %43 to double, !dbg !64
  %45 = fadd double %44, 1.000000e+00, !dbg !65
  br label %53, !dbg !63

46:                                               ; preds = %38
  %47 = load i32, i32* %8, align 4, !dbg !66
  %48 = add nsw i32 1, %47, !dbg !67
  %49 = load i32, i32* %9, align 4, !dbg !68
  %50 = add nsw i32 %48, %49, !dbg !69
  %51 = sitofp i32 %50 to double, !dbg !70
  %52 = fdiv double 1.000000e+00, %51, !dbg !71
  br label %53, !dbg !63

53:                                               ; preds = %46, %42
  %54 = phi double [ %45, %42 ], [ %52, %46 ], !dbg !63
  %55 = load double*, double** %7, align 8, !dbg !72
  %56 = load i32, i32* %8, align 4, !dbg !73
  %57 = load i32, i32* %6, align 4, !dbg !74
  %58 = mul nsw i32 %56, %57, !dbg !75
  %59 = load i32, i32* %9, align 4, !dbg !76
  %60 = add nsw i32 %58, %59, !dbg !77
  %61 = sext i32 %60 to i64, !dbg !72
  %62 = getelementptr inbounds double, double* %55, i64 %61, !dbg !72
  store double %54, double* %62, align 8, !dbg !78
  br label %63, !dbg !72

63:                                               ; preds = %53
  %64 = load i32, i32* %9, align 4, !dbg !79
  %65 = add nsw i32 %64, 1, !dbg !79
  store i32 %65, i32* %9, align 4, !dbg !79
  br label %34, !dbg !80, !llvm.loop !81

66:                                               ; preds = %34
  br label %67, !dbg !82

67:                                               ; preds = %66
  %68 = load i32, i32* %8, align 4, !dbg !84
  %69 = add nsw i32 %68, 1, !dbg !84
  store i32 %69, i32* %8, align 4, !dbg !84
  br label %29, !dbg !85, !llvm.loop !86

70:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %10, metadata !88, metadata !DIExpression()), !dbg !89
  %71 = load i32, i32* %6, align 4, !dbg !90
  %72 = load double*, double** %7, align 8, !dbg !91
  %73 = call i32 @above(i32 noundef %71, double* noundef %72, double noundef 5.000000e-02), !dbg !92
  store i32 %73, i32* %10, align 4, !dbg !89
  %74 = load i32, i32* %10, align 4, !dbg !93
  %75 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %74), !dbg !94
  %76 = load double*, double** %7, align 8, !dbg !95
  %77 = bitcast double* %76 to i8*, !dbg !95
  call void @free(i8* noundef %77) #6, !dbg !96
  ret i32 0, !dbg !97
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @above(i32 noundef %0, double* noundef %1, double noundef %2) #0 !dbg !98 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !103, metadata !DIExpression()), !dbg !104
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !105, metadata !DIExpression()), !dbg !106
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !107, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.declare(metadata i32* %7, metadata !109, metadata !DIExpression()), !dbg !110
  store i32 0, i32* %7, align 4, !dbg !110
  call void @llvm.dbg.declare(metadata i32* %8, metadata !111, metadata !DIExpression()), !dbg !113
  store i32 0, i32* %8, align 4, !dbg !113
  br label %9, !dbg !114

9:                                                ; preds = %25, %3
  %10 = load i32, i32* %8, align 4, !dbg !115
  %11 = load i32, i32* %4, align 4, !dbg !117
  %12 = icmp slt i32 %10, %11, !dbg !118
  br i1 %12, label %13, label %28, !dbg !119

13:                                               ; preds = %9
  %14 = load double*, double** %5, align 8, !dbg !120
  %15 = load i32, i32* %8, align 4, !dbg !122
  %16 = sext i32 %15 to i64, !dbg !120
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !120
  %18 = load double, double* %17, align 8, !dbg !120
  %19 = load double, double* %6, align 8, !dbg !123
  %20 = fcmp ogt double %18, %19, !dbg !124
  br i1 %20, label %21, label %24, !dbg !125

21:                                               ; preds = %13
  %22 = load i32, i32* %7, align 4, !dbg !126
  %23 = add nsw i32 %22, 1, !dbg !126
  store i32 %23, i32* %7, align 4, !dbg !126
  br label %24, !dbg !127

24:                                               ; preds = %21, %13
  br label %25, !dbg !123

25:                                               ; preds = %24
  %26 = load i32, i32* %8, align 4, !dbg !128
  %27 = add nsw i32 %26, 1, !dbg !128
  store i32 %27, i32* %8, align 4, !dbg !128
  br label %9, !dbg !129, !llvm.loop !130

28:                                               ; preds = %9
  %29 = load i32, i32* %7, align 4, !dbg !132
  ret i32 %29, !dbg !133
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
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "counted_data.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "80f396c77b2cf47544aea82f10dafa84")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !15, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 18, type: !17)
!23 = !DILocation(line: 18, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 18, type: !18)
!25 = !DILocation(line: 18, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 20, type: !17)
!27 = !DILocation(line: 20, column: 7, scope: !14)
!28 = !DILocation(line: 20, column: 11, scope: !14)
!29 = !DILocation(line: 20, column: 16, scope: !14)
!30 = !DILocation(line: 20, column: 27, scope: !14)
!31 = !DILocation(line: 20, column: 22, scope: !14)
!32 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 21, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocation(line: 21, column: 11, scope: !14)
!36 = !DILocation(line: 21, column: 30, scope: !14)
!37 = !DILocation(line: 21, column: 22, scope: !14)
!38 = !DILocation(line: 21, column: 34, scope: !14)
!39 = !DILocation(line: 21, column: 32, scope: !14)
!40 = !DILocation(line: 21, column: 36, scope: !14)
!41 = !DILocation(line: 21, column: 15, scope: !14)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 22, type: !17)
!43 = distinct !DILexicalBlock(scope: !14, file: !1, line: 22, column: 3)
!44 = !DILocation(line: 22, column: 12, scope: !43)
!45 = !DILocation(line: 22, column: 8, scope: !43)
!46 = !DILocation(line: 22, column: 19, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 22, column: 3)
!48 = !DILocation(line: 22, column: 23, scope: !47)
!49 = !DILocation(line: 22, column: 21, scope: !47)
!50 = !DILocation(line: 22, column: 3, scope: !43)
!51 = !DILocalVariable(name: "j", scope: !52, file: !1, line: 23, type: !17)
!52 = distinct !DILexicalBlock(scope: !47, file: !1, line: 23, column: 5)
!53 = !DILocation(line: 23, column: 14, scope: !52)
!54 = !DILocation(line: 23, column: 10, scope: !52)
!55 = !DILocation(line: 23, column: 21, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 23, column: 5)
!57 = !DILocation(line: 23, column: 26, scope: !56)
!58 = !DILocation(line: 23, column: 23, scope: !56)
!59 = !DILocation(line: 23, column: 5, scope: !52)
!60 = !DILocation(line: 24, column: 23, scope: !56)
!61 = !DILocation(line: 24, column: 28, scope: !56)
!62 = !DILocation(line: 24, column: 25, scope: !56)
!63 = !DILocation(line: 24, column: 22, scope: !56)
!64 = !DILocation(line: 24, column: 33, scope: !56)
!65 = !DILocation(line: 24, column: 35, scope: !56)
!66 = !DILocation(line: 24, column: 54, scope: !56)
!67 = !DILocation(line: 24, column: 52, scope: !56)
!68 = !DILocation(line: 24, column: 58, scope: !56)
!69 = !DILocation(line: 24, column: 56, scope: !56)
!70 = !DILocation(line: 24, column: 49, scope: !56)
!71 = !DILocation(line: 24, column: 47, scope: !56)
!72 = !DILocation(line: 24, column: 7, scope: !56)
!73 = !DILocation(line: 24, column: 9, scope: !56)
!74 = !DILocation(line: 24, column: 13, scope: !56)
!75 = !DILocation(line: 24, column: 11, scope: !56)
!76 = !DILocation(line: 24, column: 17, scope: !56)
!77 = !DILocation(line: 24, column: 15, scope: !56)
!78 = !DILocation(line: 24, column: 20, scope: !56)
!79 = !DILocation(line: 23, column: 30, scope: !56)
!80 = !DILocation(line: 23, column: 5, scope: !56)
!81 = distinct !{!81, !59, !82, !83}
!82 = !DILocation(line: 24, column: 59, scope: !52)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 22, column: 27, scope: !47)
!85 = !DILocation(line: 22, column: 3, scope: !47)
!86 = distinct !{!86, !50, !87, !83}
!87 = !DILocation(line: 24, column: 59, scope: !43)
!88 = !DILocalVariable(name: "c", scope: !14, file: !1, line: 25, type: !17)
!89 = !DILocation(line: 25, column: 7, scope: !14)
!90 = !DILocation(line: 25, column: 17, scope: !14)
!91 = !DILocation(line: 25, column: 20, scope: !14)
!92 = !DILocation(line: 25, column: 11, scope: !14)
!93 = !DILocation(line: 26, column: 18, scope: !14)
!94 = !DILocation(line: 26, column: 3, scope: !14)
!95 = !DILocation(line: 27, column: 8, scope: !14)
!96 = !DILocation(line: 27, column: 3, scope: !14)
!97 = !DILocation(line: 28, column: 3, scope: !14)
!98 = distinct !DISubprogram(name: "above", scope: !1, file: !1, line: 9, type: !99, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!99 = !DISubroutineType(types: !100)
!100 = !{!17, !17, !101, !34}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!103 = !DILocalVariable(name: "n", arg: 1, scope: !98, file: !1, line: 9, type: !17)
!104 = !DILocation(line: 9, column: 22, scope: !98)
!105 = !DILocalVariable(name: "v", arg: 2, scope: !98, file: !1, line: 9, type: !101)
!106 = !DILocation(line: 9, column: 39, scope: !98)
!107 = !DILocalVariable(name: "t", arg: 3, scope: !98, file: !1, line: 9, type: !34)
!108 = !DILocation(line: 9, column: 49, scope: !98)
!109 = !DILocalVariable(name: "c", scope: !98, file: !1, line: 11, type: !17)
!110 = !DILocation(line: 11, column: 7, scope: !98)
!111 = !DILocalVariable(name: "i", scope: !112, file: !1, line: 12, type: !17)
!112 = distinct !DILexicalBlock(scope: !98, file: !1, line: 12, column: 3)
!113 = !DILocation(line: 12, column: 12, scope: !112)
!114 = !DILocation(line: 12, column: 8, scope: !112)
!115 = !DILocation(line: 12, column: 19, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 12, column: 3)
!117 = !DILocation(line: 12, column: 23, scope: !116)
!118 = !DILocation(line: 12, column: 21, scope: !116)
!119 = !DILocation(line: 12, column: 3, scope: !112)
!120 = !DILocation(line: 13, column: 9, scope: !121)
!121 = distinct !DILexicalBlock(scope: !116, file: !1, line: 13, column: 9)
!122 = !DILocation(line: 13, column: 11, scope: !121)
!123 = !DILocation(line: 13, column: 16, scope: !121)
!124 = !DILocation(line: 13, column: 14, scope: !121)
!125 = !DILocation(line: 13, column: 9, scope: !116)
!126 = !DILocation(line: 14, column: 8, scope: !121)
!127 = !DILocation(line: 14, column: 7, scope: !121)
!128 = !DILocation(line: 12, column: 27, scope: !116)
!129 = !DILocation(line: 12, column: 3, scope: !116)
!130 = distinct !{!130, !119, !131, !83}
!131 = !DILocation(line: 14, column: 8, scope: !112)
!132 = !DILocation(line: 15, column: 10, scope: !98)
!133 = !DILocation(line: 15, column: 3, scope: !98)
