; ModuleID = 'recursion_parts.c'
source_filename = "recursion_parts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %10 = load i32, i32* %4, align 4, !dbg !28
  %11 = icmp sgt i32 %10, 1, !dbg !29
  br i1 %11, label %12, label %17, !dbg !28

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8, !dbg !30
  %14 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !30
  %15 = load i8*, i8** %14, align 8, !dbg !30
  %16 = call i32 @atoi(i8* noundef %15) #5, !dbg !31
  br label %18, !dbg !28

17:                                               ; preds = %2
  br label %18, !dbg !28

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 6561, %17 ], !dbg !28
  store i32 %19, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %20 = load i32, i32* %4, align 4, !dbg !34
  %21 = icmp sgt i32 %20, 2, !dbg !35
  br i1 %21, label %22, label %27, !dbg !34

22:                                               ; preds = %18
  %23 = load i8**, i8*** %5, align 8, !dbg !36
  %24 = getelementptr inbounds i8*, i8** %23, i64 2, !dbg !36
  %25 = load i8*, i8** %24, align 8, !dbg !36
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !37
  br label %28, !dbg !34

27:                                               ; preds = %18
  br label %28, !dbg !34

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 3, %27 ], !dbg !34
  store i32 %29, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata double** %8, metadata !38, metadata !DIExpression()), !dbg !41
  %30 = load i32, i32* %6, align 4, !dbg !42
  %31 = sext i32 %30 to i64, !dbg !43
  %32 = mul i64 %31, 8, !dbg !44
  %33 = call noalias i8* @malloc(i64 noundef %32) #6, !dbg !45
  %34 = bitcast i8* %33 to double*, !dbg !45
  store double* %34, double** %8, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %9, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %9, align 4, !dbg !48
  br label %35, !dbg !49

35:                                               ; preds = %47, %28
  %36 = load i32, i32* %9, align 4, !dbg !50
  %37 = load i32, i32* %6, align 4, !dbg !52
  %38 = icmp slt i32 %36, %37, !dbg !53
  br i1 %38, label %39, label %50, !dbg !54

39:                                               ; preds = %35
  %40 = load i32, i32* %9, align 4, !dbg !55
  %41 = srem i32 %40, 5, !dbg !56
  %42 = sitofp i32 %41 to double, !dbg !55
  %43 = load double*, double** %8, align 8, !dbg !57
  %44 = load i32, i32* %9, align 4, !dbg !58
  %45 = sext i32 %44 to i64, !dbg !57
  %46 = getelementptr inbounds double, double* %43, i64 %45, !dbg !57
  store double %42, double* %46, align 8, !dbg !59
  br label %47, !dbg !57

47:                                               ; preds = %39
  %48 = load i32, i32* %9, align 4, !dbg !60
  %49 = add nsw i32 %48, 1, !dbg !60
  store i32 %49, i32* %9, align 4, !dbg !60
  br label %35, !dbg !61, !llvm.loop !62

50:                                               ; preds = %35
  %51 = load double*, double** %8, align 8, !dbg !65
  %52 = load i32, i32* %6, align 4, !dbg !66
  %53 = load i32, i32* %7, align 4, !dbg !67
  %54 = call double @seg(double* noundef %51, i32 noundef 0, i32 noundef %52, i32 noundef %53), !dbg !68
  %55 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %54), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @seg(double* noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 !dbg !71 {
  %5 = alloca double, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !76, metadata !DIExpression()), !dbg !77
  store i32 %1, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !78, metadata !DIExpression()), !dbg !79
  store i32 %2, i32* %8, align 4
  call void @llvm.dbg.declare(metadata i32* %8, metadata !80, metadata !DIExpression()), !dbg !81
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !82, metadata !DIExpression()), !dbg !83
  %15 = load i32, i32* %8, align 4, !dbg !84
  %16 = icmp sle i32 %15, 8, !dbg !86
  br i1 %16, label %17, label %38, !dbg !87

17:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata double* %10, metadata !88, metadata !DIExpression()), !dbg !90
  store double 0.000000e+00, double* %10, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %11, metadata !91, metadata !DIExpression()), !dbg !93
  %18 = load i32, i32* %7, align 4, !dbg !94
  store i32 %18, i32* %11, align 4, !dbg !93
  br label %19, !dbg !95

19:                                               ; preds = %33, %17
  %20 = load i32, i32* %11, align 4, !dbg !96
  %21 = load i32, i32* %7, align 4, !dbg !98
  %22 = load i32, i32* %8, align 4, !dbg !99
  %23 = add nsw i32 %21, %22, !dbg !100
  %24 = icmp slt i32 %20, %23, !dbg !101
  br i1 %24, label %25, label %36, !dbg !102

25:                                               ; preds = %19
  %26 = load double*, double** %6, align 8, !dbg !103
  %27 = load i32, i32* %11, align 4, !dbg !104
  %28 = sext i32 %27 to i64, !dbg !103
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !103
  %30 = load double, double* %29, align 8, !dbg !103
  %31 = load double, double* %10, align 8, !dbg !105
  %32 = fadd double %31, %30, !dbg !105
  store double %32, double* %10, align 8, !dbg !105
  br label %33, !dbg !106

33:                                               ; preds = %25
  %34 = load i32, i32* %11, align 4, !dbg !107
  %35 = add nsw i32 %34, 1, !dbg !107
  store i32 %35, i32* %11, align 4, !dbg !107
  br label %19, !dbg !108, !llvm.loop !109

36:                                               ; preds = %19
  %37 = load double, double* %10, align 8, !dbg !111
  store double %37, double* %5, align 8, !dbg !112
  br label %63, !dbg !112

38:                                               ; preds = %4
  call void @llvm.dbg.declare(metadata double* %12, metadata !113, metadata !DIExpression()), !dbg !114
  store double 0.000000e+00, double* %12, align 8, !dbg !114
  call void @llvm.dbg.declare(metadata i32* %13, metadata !115, metadata !DIExpression()), !dbg !116
  %39 = load i32, i32* %8, align 4, !dbg !117
  %40 = load i32, i32* %9, align 4, !dbg !118
  %41 = sdiv i32 %39, %40, !dbg !119
  store i32 %41, i32* %13, align 4, !dbg !116
  call void @llvm.dbg.declare(metadata i32* %14, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %14, align 4, !dbg !122
  br label %42, !dbg !123

42:                                               ; preds = %58, %38
  %43 = load i32, i32* %14, align 4, !dbg !124
  %44 = load i32, i32* %9, align 4, !dbg !126
  %45 = icmp slt i32 %43, %44, !dbg !127
  br i1 %45, label %46, label %61, !dbg !128

46:                                               ; preds = %42
  %47 = load double*, double** %6, align 8, !dbg !129
  %48 = load i32, i32* %7, align 4, !dbg !130
  %49 = load i32, i32* %14, align 4, !dbg !131
  %50 = load i32, i32* %13, align 4, !dbg !132
  %51 = mul nsw i32 %49, %50, !dbg !133
  %52 = add nsw i32 %48, %51, !dbg !134
  %53 = load i32, i32* %13, align 4, !dbg !135
  %54 = load i32, i32* %9, align 4, !dbg !136
  %55 = call double @seg(double* noundef %47, i32 noundef %52, i32 noundef %53, i32 noundef %54), !dbg !137
  %56 = load double, double* %12, align 8, !dbg !138
  %57 = fadd double %56, %55, !dbg !138
  store double %57, double* %12, align 8, !dbg !138
  br label %58, !dbg !139

58:                                               ; preds = %46
  %59 = load i32, i32* %14, align 4, !dbg !140
  %60 = add nsw i32 %59, 1, !dbg !140
  store i32 %60, i32* %14, align 4, !dbg !140
  br label %42, !dbg !141, !llvm.loop !142

61:                                               ; preds = %42
  %62 = load double, double* %12, align 8, !dbg !144
  store double %62, double* %5, align 8, !dbg !145
  br label %63, !dbg !145

63:                                               ; preds = %61, %36
  %64 = load double, double* %5, align 8, !dbg !146
  ret double %64, !dbg !146
}

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
!1 = !DIFile(filename: "recursion_parts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "79d10924cdbd245ad885cb39f8e48b73")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !15, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 22, type: !17)
!23 = !DILocation(line: 22, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 22, type: !18)
!25 = !DILocation(line: 22, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 24, type: !17)
!27 = !DILocation(line: 24, column: 7, scope: !14)
!28 = !DILocation(line: 24, column: 11, scope: !14)
!29 = !DILocation(line: 24, column: 16, scope: !14)
!30 = !DILocation(line: 24, column: 27, scope: !14)
!31 = !DILocation(line: 24, column: 22, scope: !14)
!32 = !DILocalVariable(name: "parts", scope: !14, file: !1, line: 25, type: !17)
!33 = !DILocation(line: 25, column: 7, scope: !14)
!34 = !DILocation(line: 25, column: 15, scope: !14)
!35 = !DILocation(line: 25, column: 20, scope: !14)
!36 = !DILocation(line: 25, column: 31, scope: !14)
!37 = !DILocation(line: 25, column: 26, scope: !14)
!38 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 26, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 26, column: 11, scope: !14)
!42 = !DILocation(line: 26, column: 30, scope: !14)
!43 = !DILocation(line: 26, column: 22, scope: !14)
!44 = !DILocation(line: 26, column: 32, scope: !14)
!45 = !DILocation(line: 26, column: 15, scope: !14)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 27, type: !17)
!47 = distinct !DILexicalBlock(scope: !14, file: !1, line: 27, column: 3)
!48 = !DILocation(line: 27, column: 12, scope: !47)
!49 = !DILocation(line: 27, column: 8, scope: !47)
!50 = !DILocation(line: 27, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 27, column: 3)
!52 = !DILocation(line: 27, column: 23, scope: !51)
!53 = !DILocation(line: 27, column: 21, scope: !51)
!54 = !DILocation(line: 27, column: 3, scope: !47)
!55 = !DILocation(line: 28, column: 12, scope: !51)
!56 = !DILocation(line: 28, column: 14, scope: !51)
!57 = !DILocation(line: 28, column: 5, scope: !51)
!58 = !DILocation(line: 28, column: 7, scope: !51)
!59 = !DILocation(line: 28, column: 10, scope: !51)
!60 = !DILocation(line: 27, column: 27, scope: !51)
!61 = !DILocation(line: 27, column: 3, scope: !51)
!62 = distinct !{!62, !54, !63, !64}
!63 = !DILocation(line: 28, column: 16, scope: !47)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 29, column: 22, scope: !14)
!66 = !DILocation(line: 29, column: 28, scope: !14)
!67 = !DILocation(line: 29, column: 31, scope: !14)
!68 = !DILocation(line: 29, column: 18, scope: !14)
!69 = !DILocation(line: 29, column: 3, scope: !14)
!70 = !DILocation(line: 30, column: 3, scope: !14)
!71 = distinct !DISubprogram(name: "seg", scope: !1, file: !1, line: 7, type: !72, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!72 = !DISubroutineType(types: !73)
!73 = !{!40, !74, !17, !17, !17}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !40)
!76 = !DILocalVariable(name: "a", arg: 1, scope: !71, file: !1, line: 7, type: !74)
!77 = !DILocation(line: 7, column: 33, scope: !71)
!78 = !DILocalVariable(name: "lo", arg: 2, scope: !71, file: !1, line: 7, type: !17)
!79 = !DILocation(line: 7, column: 40, scope: !71)
!80 = !DILocalVariable(name: "len", arg: 3, scope: !71, file: !1, line: 7, type: !17)
!81 = !DILocation(line: 7, column: 48, scope: !71)
!82 = !DILocalVariable(name: "parts", arg: 4, scope: !71, file: !1, line: 7, type: !17)
!83 = !DILocation(line: 7, column: 57, scope: !71)
!84 = !DILocation(line: 9, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !71, file: !1, line: 9, column: 7)
!86 = !DILocation(line: 9, column: 11, scope: !85)
!87 = !DILocation(line: 9, column: 7, scope: !71)
!88 = !DILocalVariable(name: "s", scope: !89, file: !1, line: 10, type: !40)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 9, column: 17)
!90 = !DILocation(line: 10, column: 12, scope: !89)
!91 = !DILocalVariable(name: "i", scope: !92, file: !1, line: 11, type: !17)
!92 = distinct !DILexicalBlock(scope: !89, file: !1, line: 11, column: 5)
!93 = !DILocation(line: 11, column: 14, scope: !92)
!94 = !DILocation(line: 11, column: 18, scope: !92)
!95 = !DILocation(line: 11, column: 10, scope: !92)
!96 = !DILocation(line: 11, column: 22, scope: !97)
!97 = distinct !DILexicalBlock(scope: !92, file: !1, line: 11, column: 5)
!98 = !DILocation(line: 11, column: 26, scope: !97)
!99 = !DILocation(line: 11, column: 31, scope: !97)
!100 = !DILocation(line: 11, column: 29, scope: !97)
!101 = !DILocation(line: 11, column: 24, scope: !97)
!102 = !DILocation(line: 11, column: 5, scope: !92)
!103 = !DILocation(line: 12, column: 12, scope: !97)
!104 = !DILocation(line: 12, column: 14, scope: !97)
!105 = !DILocation(line: 12, column: 9, scope: !97)
!106 = !DILocation(line: 12, column: 7, scope: !97)
!107 = !DILocation(line: 11, column: 37, scope: !97)
!108 = !DILocation(line: 11, column: 5, scope: !97)
!109 = distinct !{!109, !102, !110, !64}
!110 = !DILocation(line: 12, column: 15, scope: !92)
!111 = !DILocation(line: 13, column: 12, scope: !89)
!112 = !DILocation(line: 13, column: 5, scope: !89)
!113 = !DILocalVariable(name: "s", scope: !71, file: !1, line: 15, type: !40)
!114 = !DILocation(line: 15, column: 10, scope: !71)
!115 = !DILocalVariable(name: "step", scope: !71, file: !1, line: 16, type: !17)
!116 = !DILocation(line: 16, column: 7, scope: !71)
!117 = !DILocation(line: 16, column: 14, scope: !71)
!118 = !DILocation(line: 16, column: 20, scope: !71)
!119 = !DILocation(line: 16, column: 18, scope: !71)
!120 = !DILocalVariable(name: "p", scope: !121, file: !1, line: 17, type: !17)
!121 = distinct !DILexicalBlock(scope: !71, file: !1, line: 17, column: 3)
!122 = !DILocation(line: 17, column: 12, scope: !121)
!123 = !DILocation(line: 17, column: 8, scope: !121)
!124 = !DILocation(line: 17, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 17, column: 3)
!126 = !DILocation(line: 17, column: 23, scope: !125)
!127 = !DILocation(line: 17, column: 21, scope: !125)
!128 = !DILocation(line: 17, column: 3, scope: !121)
!129 = !DILocation(line: 18, column: 14, scope: !125)
!130 = !DILocation(line: 18, column: 17, scope: !125)
!131 = !DILocation(line: 18, column: 22, scope: !125)
!132 = !DILocation(line: 18, column: 26, scope: !125)
!133 = !DILocation(line: 18, column: 24, scope: !125)
!134 = !DILocation(line: 18, column: 20, scope: !125)
!135 = !DILocation(line: 18, column: 32, scope: !125)
!136 = !DILocation(line: 18, column: 38, scope: !125)
!137 = !DILocation(line: 18, column: 10, scope: !125)
!138 = !DILocation(line: 18, column: 7, scope: !125)
!139 = !DILocation(line: 18, column: 5, scope: !125)
!140 = !DILocation(line: 17, column: 31, scope: !125)
!141 = !DILocation(line: 17, column: 3, scope: !125)
!142 = distinct !{!142, !128, !143, !64}
!143 = !DILocation(line: 18, column: 43, scope: !121)
!144 = !DILocation(line: 19, column: 10, scope: !71)
!145 = !DILocation(line: 19, column: 3, scope: !71)
!146 = !DILocation(line: 20, column: 1, scope: !71)
