; ModuleID = 'args_callee_ret.c'
source_filename = "args_callee_ret.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %9 = load i32, i32* %4, align 4, !dbg !24
  %10 = icmp sgt i32 %9, 1, !dbg !25
  br i1 %10, label %11, label %15, !dbg !24

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !26
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !26
  %14 = load i8*, i8** %13, align 8, !dbg !26
  br label %16, !dbg !24

15:                                               ; preds = %2
  br label %16, !dbg !24

16:                                               ; preds = %15, %11
  %17 = phi i8* [ %14, %11 ], [ null, %15 ], !dbg !24
  %18 = call i32 @parse_size(i8* noundef %17, i32 noundef 1000), !dbg !27
  store i32 %18, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %19 = load i32, i32* %6, align 4, !dbg !32
  %20 = sext i32 %19 to i64, !dbg !32
  %21 = call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #5, !dbg !33
  %22 = bitcast i8* %21 to double*, !dbg !33
  store double* %22, double** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %8, align 4, !dbg !36
  br label %23, !dbg !37

23:                                               ; preds = %29, %16
  %24 = load i32, i32* %8, align 4, !dbg !38
  %25 = icmp slt i32 %24, 4, !dbg !40
  br i1 %25, label %26, label %32, !dbg !41

26:                                               ; preds = %23
  %27 = load double*, double** %7, align 8, !dbg !42
  %28 = load i32, i32* %6, align 4, !dbg !43
  call void @kernel(double* noundef %27, i32 noundef %28), !dbg !44
  br label %29, !dbg !44

29:                                               ; preds = %26
  %30 = load i32, i32* %8, align 4, !dbg !45
  %31 = add nsw i32 %30, 1, !dbg !45
  store i32 %31, i32* %8, align 4, !dbg !45
  br label %23, !dbg !46, !llvm.loop !47

32:                                               ; preds = %23
  %33 = load double*, double** %7, align 8, !dbg !50
  %34 = load i32, i32* %6, align 4, !dbg !51
  %35 = sub nsw i32 %34, 1, !dbg !52
  %36 = sext i32 %35 to i64, !dbg !50
  %37 = getelementptr inbounds double, double* %33, i64 %36, !dbg !50
  %38 = load double, double* %37, align 8, !dbg !50
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %38), !dbg !53
  %40 = load double*, double** %7, align 8, !dbg !54
  %41 = bitcast double* %40 to i8*, !dbg !54
  call void @free(i8* noundef %41) #5, !dbg !55
  ret i32 0, !dbg !56
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_size(i8* noundef %0, i32 noundef %1) #0 !dbg !57 {
  %3 = alloca i32, align 4
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !62, metadata !DIExpression()), !dbg !63
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !64, metadata !DIExpression()), !dbg !65
  %7 = load i8*, i8** %4, align 8, !dbg !66
  %8 = icmp ne i8* %7, null, !dbg !66
  br i1 %8, label %11, label %9, !dbg !68

9:                                                ; preds = %2
  %10 = load i32, i32* %5, align 4, !dbg !69
  store i32 %10, i32* %3, align 4, !dbg !70
  br label %22, !dbg !70

11:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !71, metadata !DIExpression()), !dbg !72
  %12 = load i8*, i8** %4, align 8, !dbg !73
  %13 = call i32 @atoi(i8* noundef %12) #6, !dbg !74
  store i32 %13, i32* %6, align 4, !dbg !72
  %14 = load i32, i32* %6, align 4, !dbg !75
  %15 = icmp sgt i32 %14, 0, !dbg !76
  br i1 %15, label %16, label %18, !dbg !75

16:                                               ; preds = %11
  %17 = load i32, i32* %6, align 4, !dbg !77
  br label %20, !dbg !75

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4, !dbg !78
  br label %20, !dbg !75

20:                                               ; preds = %18, %16
  %21 = phi i32 [ %17, %16 ], [ %19, %18 ], !dbg !75
  store i32 %21, i32* %3, align 4, !dbg !79
  br label %22, !dbg !79

22:                                               ; preds = %20, %9
  %23 = load i32, i32* %3, align 4, !dbg !80
  ret i32 %23, !dbg !80
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel(double* noundef %0, i32 noundef %1) #0 !dbg !81 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !84, metadata !DIExpression()), !dbg !85
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %5, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %5, align 4, !dbg !90
  br label %6, !dbg !91

6:                                                ; preds = %23, %2
  %7 = load i32, i32* %5, align 4, !dbg !92
  %8 = load i32, i32* %4, align 4, !dbg !94
  %9 = icmp slt i32 %7, %8, !dbg !95
  br i1 %9, label %10, label %26, !dbg !96

10:                                               ; preds = %6
  %11 = load double*, double** %3, align 8, !dbg !97
  %12 = load i32, i32* %5, align 4, !dbg !98
  %13 = sext i32 %12 to i64, !dbg !97
  %14 = getelementptr inbounds double, double* %11, i64 %13, !dbg !97
  %15 = load double, double* %14, align 8, !dbg !97
  %16 = load i32, i32* %5, align 4, !dbg !99
  %17 = sitofp i32 %16 to double, !dbg !99
  %18 = call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double %17), !dbg !100
  %19 = load double*, double** %3, align 8, !dbg !101
  %20 = load i32, i32* %5, align 4, !dbg !102
  %21 = sext i32 %20 to i64, !dbg !101
  %22 = getelementptr inbounds double, double* %19, i64 %21, !dbg !101
  store double %18, double* %22, align 8, !dbg !103
  br label %23, !dbg !101

23:                                               ; preds = %10
  %24 = load i32, i32* %5, align 4, !dbg !104
  %25 = add nsw i32 %24, 1, !dbg !104
  store i32 %25, i32* %5, align 4, !dbg !104
  br label %6, !dbg !105, !llvm.loop !106

26:                                               ; preds = %6
  ret void, !dbg !108
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_callee_ret.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0caa74a92db1e0714c2341749e50a776")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !11, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 12, type: !13)
!19 = !DILocation(line: 12, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 12, type: !14)
!21 = !DILocation(line: 12, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 13, type: !13)
!23 = !DILocation(line: 13, column: 7, scope: !10)
!24 = !DILocation(line: 13, column: 22, scope: !10)
!25 = !DILocation(line: 13, column: 27, scope: !10)
!26 = !DILocation(line: 13, column: 33, scope: !10)
!27 = !DILocation(line: 13, column: 11, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 14, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 14, column: 11, scope: !10)
!32 = !DILocation(line: 14, column: 22, scope: !10)
!33 = !DILocation(line: 14, column: 15, scope: !10)
!34 = !DILocalVariable(name: "r", scope: !35, file: !1, line: 15, type: !13)
!35 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!36 = !DILocation(line: 15, column: 12, scope: !35)
!37 = !DILocation(line: 15, column: 8, scope: !35)
!38 = !DILocation(line: 15, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 15, column: 3)
!40 = !DILocation(line: 15, column: 21, scope: !39)
!41 = !DILocation(line: 15, column: 3, scope: !35)
!42 = !DILocation(line: 15, column: 38, scope: !39)
!43 = !DILocation(line: 15, column: 41, scope: !39)
!44 = !DILocation(line: 15, column: 31, scope: !39)
!45 = !DILocation(line: 15, column: 27, scope: !39)
!46 = !DILocation(line: 15, column: 3, scope: !39)
!47 = distinct !{!47, !41, !48, !49}
!48 = !DILocation(line: 15, column: 42, scope: !35)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 16, column: 18, scope: !10)
!51 = !DILocation(line: 16, column: 20, scope: !10)
!52 = !DILocation(line: 16, column: 22, scope: !10)
!53 = !DILocation(line: 16, column: 3, scope: !10)
!54 = !DILocation(line: 17, column: 8, scope: !10)
!55 = !DILocation(line: 17, column: 3, scope: !10)
!56 = !DILocation(line: 18, column: 3, scope: !10)
!57 = distinct !DISubprogram(name: "parse_size", scope: !1, file: !1, line: 4, type: !58, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!58 = !DISubroutineType(types: !59)
!59 = !{!13, !60, !13}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!62 = !DILocalVariable(name: "s", arg: 1, scope: !57, file: !1, line: 4, type: !60)
!63 = !DILocation(line: 4, column: 35, scope: !57)
!64 = !DILocalVariable(name: "def", arg: 2, scope: !57, file: !1, line: 4, type: !13)
!65 = !DILocation(line: 4, column: 42, scope: !57)
!66 = !DILocation(line: 5, column: 8, scope: !67)
!67 = distinct !DILexicalBlock(scope: !57, file: !1, line: 5, column: 7)
!68 = !DILocation(line: 5, column: 7, scope: !57)
!69 = !DILocation(line: 5, column: 18, scope: !67)
!70 = !DILocation(line: 5, column: 11, scope: !67)
!71 = !DILocalVariable(name: "v", scope: !57, file: !1, line: 6, type: !13)
!72 = !DILocation(line: 6, column: 7, scope: !57)
!73 = !DILocation(line: 6, column: 16, scope: !57)
!74 = !DILocation(line: 6, column: 11, scope: !57)
!75 = !DILocation(line: 7, column: 10, scope: !57)
!76 = !DILocation(line: 7, column: 12, scope: !57)
!77 = !DILocation(line: 7, column: 18, scope: !57)
!78 = !DILocation(line: 7, column: 22, scope: !57)
!79 = !DILocation(line: 7, column: 3, scope: !57)
!80 = !DILocation(line: 8, column: 1, scope: !57)
!81 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 9, type: !82, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!82 = !DISubroutineType(types: !83)
!83 = !{null, !29, !13}
!84 = !DILocalVariable(name: "a", arg: 1, scope: !81, file: !1, line: 9, type: !29)
!85 = !DILocation(line: 9, column: 28, scope: !81)
!86 = !DILocalVariable(name: "n", arg: 2, scope: !81, file: !1, line: 9, type: !13)
!87 = !DILocation(line: 9, column: 35, scope: !81)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 10, type: !13)
!89 = distinct !DILexicalBlock(scope: !81, file: !1, line: 10, column: 3)
!90 = !DILocation(line: 10, column: 12, scope: !89)
!91 = !DILocation(line: 10, column: 8, scope: !89)
!92 = !DILocation(line: 10, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 10, column: 3)
!94 = !DILocation(line: 10, column: 23, scope: !93)
!95 = !DILocation(line: 10, column: 21, scope: !93)
!96 = !DILocation(line: 10, column: 3, scope: !89)
!97 = !DILocation(line: 10, column: 38, scope: !93)
!98 = !DILocation(line: 10, column: 40, scope: !93)
!99 = !DILocation(line: 10, column: 51, scope: !93)
!100 = !DILocation(line: 10, column: 49, scope: !93)
!101 = !DILocation(line: 10, column: 31, scope: !93)
!102 = !DILocation(line: 10, column: 33, scope: !93)
!103 = !DILocation(line: 10, column: 36, scope: !93)
!104 = !DILocation(line: 10, column: 27, scope: !93)
!105 = !DILocation(line: 10, column: 3, scope: !93)
!106 = distinct !{!106, !96, !107, !49}
!107 = !DILocation(line: 10, column: 51, scope: !89)
!108 = !DILocation(line: 11, column: 1, scope: !81)
