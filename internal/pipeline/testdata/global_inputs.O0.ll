; ModuleID = 'global_inputs.c'
source_filename = "global_inputs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@rounds = dso_local global i32 6, align 4, !dbg !0
@depth = dso_local global i32 12, align 4, !dbg !9
@scale = dso_local global i32 3, align 4, !dbg !12
@.str = private unnamed_addr constant [8 x i8] c"%ld %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !22 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !29, metadata !DIExpression()), !dbg !30
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %6, metadata !33, metadata !DIExpression()), !dbg !34
  %10 = load i32, i32* %4, align 4, !dbg !35
  %11 = icmp sgt i32 %10, 1, !dbg !36
  br i1 %11, label %12, label %17, !dbg !35

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8, !dbg !37
  %14 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !37
  %15 = load i8*, i8** %14, align 8, !dbg !37
  %16 = call i32 @atoi(i8* noundef %15) #5, !dbg !38
  br label %18, !dbg !35

17:                                               ; preds = %2
  br label %18, !dbg !35

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 1000, %17 ], !dbg !35
  store i32 %19, i32* %6, align 4, !dbg !34
  %20 = load i32, i32* %4, align 4, !dbg !39
  %21 = icmp sgt i32 %20, 2, !dbg !40
  br i1 %21, label %22, label %27, !dbg !39

22:                                               ; preds = %18
  %23 = load i8**, i8*** %5, align 8, !dbg !41
  %24 = getelementptr inbounds i8*, i8** %23, i64 2, !dbg !41
  %25 = load i8*, i8** %24, align 8, !dbg !41
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !42
  br label %28, !dbg !39

27:                                               ; preds = %18
  br label %28, !dbg !39

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 3, %27 ], !dbg !39
  store i32 %29, i32* @scale, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata double** %7, metadata !44, metadata !DIExpression()), !dbg !47
  %30 = load i32, i32* %6, align 4, !dbg !48
  %31 = sext i32 %30 to i64, !dbg !49
  %32 = load i32, i32* @scale, align 4, !dbg !50
  %33 = sext i32 %32 to i64, !dbg !50
  %34 = mul i64 %31, %33, !dbg !51
  %35 = call noalias i8* @calloc(i64 noundef %34, i64 noundef 8) #6, !dbg !52
  %36 = bitcast i8* %35 to double*, !dbg !52
  store double* %36, double** %7, align 8, !dbg !47
  call void @llvm.dbg.declare(metadata i64* %8, metadata !53, metadata !DIExpression()), !dbg !55
  store i64 0, i64* %8, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %9, metadata !56, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %9, align 4, !dbg !58
  br label %37, !dbg !59

37:                                               ; preds = %50, %28
  %38 = load i32, i32* %9, align 4, !dbg !60
  %39 = load i32, i32* @rounds, align 4, !dbg !62
  %40 = icmp slt i32 %38, %39, !dbg !63
  br i1 %40, label %41, label %53, !dbg !64

41:                                               ; preds = %37
  %42 = load i32, i32* @depth, align 4, !dbg !65
  %43 = load double*, double** %7, align 8, !dbg !66
  %44 = load i32, i32* %6, align 4, !dbg !67
  %45 = load i32, i32* @scale, align 4, !dbg !68
  %46 = mul nsw i32 %44, %45, !dbg !69
  %47 = call i64 @sweep(i32 noundef %42, double* noundef %43, i32 noundef %46), !dbg !70
  %48 = load i64, i64* %8, align 8, !dbg !71
  %49 = add nsw i64 %48, %47, !dbg !71
  store i64 %49, i64* %8, align 8, !dbg !71
  br label %50, !dbg !72

50:                                               ; preds = %41
  %51 = load i32, i32* %9, align 4, !dbg !73
  %52 = add nsw i32 %51, 1, !dbg !73
  store i32 %52, i32* %9, align 4, !dbg !73
  br label %37, !dbg !74, !llvm.loop !75

53:                                               ; preds = %37
  %54 = load i64, i64* %8, align 8, !dbg !78
  %55 = load double*, double** %7, align 8, !dbg !79
  %56 = load i32, i32* %6, align 4, !dbg !80
  %57 = sext i32 %56 to i64, !dbg !79
  %58 = getelementptr inbounds double, double* %55, i64 %57, !dbg !79
  %59 = load double, double* %58, align 8, !dbg !79
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %54, double noundef %59), !dbg !81
  %61 = load double*, double** %7, align 8, !dbg !82
  %62 = bitcast double* %61 to i8*, !dbg !82
  call void @free(i8* noundef %62) #6, !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sweep(i32 noundef %0, double* noundef %1, i32 noundef %2) #0 !dbg !85 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !88, metadata !DIExpression()), !dbg !89
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !90, metadata !DIExpression()), !dbg !91
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !92, metadata !DIExpression()), !dbg !93
  %9 = load i32, i32* %5, align 4, !dbg !94
  %10 = icmp eq i32 %9, 0, !dbg !96
  br i1 %10, label %11, label %12, !dbg !97

11:                                               ; preds = %3
  store i64 0, i64* %4, align 8, !dbg !98
  br label %36, !dbg !98

12:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %8, metadata !99, metadata !DIExpression()), !dbg !101
  store i32 0, i32* %8, align 4, !dbg !101
  br label %13, !dbg !102

13:                                               ; preds = %26, %12
  %14 = load i32, i32* %8, align 4, !dbg !103
  %15 = load i32, i32* %7, align 4, !dbg !105
  %16 = icmp slt i32 %14, %15, !dbg !106
  br i1 %16, label %17, label %29, !dbg !107

17:                                               ; preds = %13
  %18 = load i32, i32* %5, align 4, !dbg !108
  %19 = sitofp i32 %18 to double, !dbg !108
  %20 = load double*, double** %6, align 8, !dbg !109
  %21 = load i32, i32* %8, align 4, !dbg !110
  %22 = sext i32 %21 to i64, !dbg !109
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !109
  %24 = load double, double* %23, align 8, !dbg !111
  %25 = fadd double %24, %19, !dbg !111
  store double %25, double* %23, align 8, !dbg !111
  br label %26, !dbg !109

26:                                               ; preds = %17
  %27 = load i32, i32* %8, align 4, !dbg !112
  %28 = add nsw i32 %27, 1, !dbg !112
  store i32 %28, i32* %8, align 4, !dbg !112
  br label %13, !dbg !113, !llvm.loop !114

29:                                               ; preds = %13
  %30 = load i32, i32* %5, align 4, !dbg !116
  %31 = sub nsw i32 %30, 1, !dbg !117
  %32 = load double*, double** %6, align 8, !dbg !118
  %33 = load i32, i32* %7, align 4, !dbg !119
  %34 = call i64 @sweep(i32 noundef %31, double* noundef %32, i32 noundef %33), !dbg !120
  %35 = add nsw i64 1, %34, !dbg !121
  store i64 %35, i64* %4, align 8, !dbg !122
  br label %36, !dbg !122

36:                                               ; preds = %29, %11
  %37 = load i64, i64* %4, align 8, !dbg !123
  ret i64 %37, !dbg !123
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

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "rounds", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global_inputs.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "63afeaf98ae76e016b3e70cf4eee927e")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{!0, !9, !12}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "depth", scope: !2, file: !3, line: 9, type: !11, isLocal: false, isDefinition: true)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "scale", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !23, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!11, !11, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !3, line: 21, type: !11)
!30 = !DILocation(line: 21, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !3, line: 21, type: !25)
!32 = !DILocation(line: 21, column: 27, scope: !22)
!33 = !DILocalVariable(name: "n", scope: !22, file: !3, line: 23, type: !11)
!34 = !DILocation(line: 23, column: 7, scope: !22)
!35 = !DILocation(line: 23, column: 11, scope: !22)
!36 = !DILocation(line: 23, column: 16, scope: !22)
!37 = !DILocation(line: 23, column: 27, scope: !22)
!38 = !DILocation(line: 23, column: 22, scope: !22)
!39 = !DILocation(line: 24, column: 11, scope: !22)
!40 = !DILocation(line: 24, column: 16, scope: !22)
!41 = !DILocation(line: 24, column: 27, scope: !22)
!42 = !DILocation(line: 24, column: 22, scope: !22)
!43 = !DILocation(line: 24, column: 9, scope: !22)
!44 = !DILocalVariable(name: "a", scope: !22, file: !3, line: 25, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!47 = !DILocation(line: 25, column: 11, scope: !22)
!48 = !DILocation(line: 25, column: 30, scope: !22)
!49 = !DILocation(line: 25, column: 22, scope: !22)
!50 = !DILocation(line: 25, column: 34, scope: !22)
!51 = !DILocation(line: 25, column: 32, scope: !22)
!52 = !DILocation(line: 25, column: 15, scope: !22)
!53 = !DILocalVariable(name: "s", scope: !22, file: !3, line: 26, type: !54)
!54 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!55 = !DILocation(line: 26, column: 8, scope: !22)
!56 = !DILocalVariable(name: "r", scope: !57, file: !3, line: 27, type: !11)
!57 = distinct !DILexicalBlock(scope: !22, file: !3, line: 27, column: 3)
!58 = !DILocation(line: 27, column: 12, scope: !57)
!59 = !DILocation(line: 27, column: 8, scope: !57)
!60 = !DILocation(line: 27, column: 19, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 27, column: 3)
!62 = !DILocation(line: 27, column: 23, scope: !61)
!63 = !DILocation(line: 27, column: 21, scope: !61)
!64 = !DILocation(line: 27, column: 3, scope: !57)
!65 = !DILocation(line: 28, column: 16, scope: !61)
!66 = !DILocation(line: 28, column: 23, scope: !61)
!67 = !DILocation(line: 28, column: 26, scope: !61)
!68 = !DILocation(line: 28, column: 30, scope: !61)
!69 = !DILocation(line: 28, column: 28, scope: !61)
!70 = !DILocation(line: 28, column: 10, scope: !61)
!71 = !DILocation(line: 28, column: 7, scope: !61)
!72 = !DILocation(line: 28, column: 5, scope: !61)
!73 = !DILocation(line: 27, column: 32, scope: !61)
!74 = !DILocation(line: 27, column: 3, scope: !61)
!75 = distinct !{!75, !64, !76, !77}
!76 = !DILocation(line: 28, column: 35, scope: !57)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 29, column: 22, scope: !22)
!79 = !DILocation(line: 29, column: 25, scope: !22)
!80 = !DILocation(line: 29, column: 27, scope: !22)
!81 = !DILocation(line: 29, column: 3, scope: !22)
!82 = !DILocation(line: 30, column: 8, scope: !22)
!83 = !DILocation(line: 30, column: 3, scope: !22)
!84 = !DILocation(line: 31, column: 3, scope: !22)
!85 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 12, type: !86, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!86 = !DISubroutineType(types: !87)
!87 = !{!54, !11, !45, !11}
!88 = !DILocalVariable(name: "d", arg: 1, scope: !85, file: !3, line: 12, type: !11)
!89 = !DILocation(line: 12, column: 23, scope: !85)
!90 = !DILocalVariable(name: "a", arg: 2, scope: !85, file: !3, line: 12, type: !45)
!91 = !DILocation(line: 12, column: 34, scope: !85)
!92 = !DILocalVariable(name: "n", arg: 3, scope: !85, file: !3, line: 12, type: !11)
!93 = !DILocation(line: 12, column: 41, scope: !85)
!94 = !DILocation(line: 14, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !85, file: !3, line: 14, column: 7)
!96 = !DILocation(line: 14, column: 9, scope: !95)
!97 = !DILocation(line: 14, column: 7, scope: !85)
!98 = !DILocation(line: 15, column: 5, scope: !95)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 16, type: !11)
!100 = distinct !DILexicalBlock(scope: !85, file: !3, line: 16, column: 3)
!101 = !DILocation(line: 16, column: 12, scope: !100)
!102 = !DILocation(line: 16, column: 8, scope: !100)
!103 = !DILocation(line: 16, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !3, line: 16, column: 3)
!105 = !DILocation(line: 16, column: 23, scope: !104)
!106 = !DILocation(line: 16, column: 21, scope: !104)
!107 = !DILocation(line: 16, column: 3, scope: !100)
!108 = !DILocation(line: 17, column: 13, scope: !104)
!109 = !DILocation(line: 17, column: 5, scope: !104)
!110 = !DILocation(line: 17, column: 7, scope: !104)
!111 = !DILocation(line: 17, column: 10, scope: !104)
!112 = !DILocation(line: 16, column: 27, scope: !104)
!113 = !DILocation(line: 16, column: 3, scope: !104)
!114 = distinct !{!114, !107, !115, !77}
!115 = !DILocation(line: 17, column: 13, scope: !100)
!116 = !DILocation(line: 18, column: 20, scope: !85)
!117 = !DILocation(line: 18, column: 22, scope: !85)
!118 = !DILocation(line: 18, column: 27, scope: !85)
!119 = !DILocation(line: 18, column: 30, scope: !85)
!120 = !DILocation(line: 18, column: 14, scope: !85)
!121 = !DILocation(line: 18, column: 12, scope: !85)
!122 = !DILocation(line: 18, column: 3, scope: !85)
!123 = !DILocation(line: 19, column: 1, scope: !85)
