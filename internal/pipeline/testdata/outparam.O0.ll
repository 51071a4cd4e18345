; ModuleID = 'outparam.c'
source_filename = "outparam.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !12 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !17, metadata !DIExpression()), !dbg !18
  store i32 3000, i32* %2, align 4, !dbg !18
  call void @llvm.dbg.declare(metadata double** %3, metadata !19, metadata !DIExpression()), !dbg !22
  store double* null, double** %3, align 8, !dbg !22
  call void @llvm.dbg.declare(metadata double** %4, metadata !23, metadata !DIExpression()), !dbg !24
  %9 = load i32, i32* %2, align 4, !dbg !25
  %10 = sext i32 %9 to i64, !dbg !25
  %11 = call double* @aligned(i64 noundef %10), !dbg !26
  store double* %11, double** %4, align 8, !dbg !24
  call void @llvm.dbg.declare(metadata double** %5, metadata !27, metadata !DIExpression()), !dbg !28
  %12 = load i32, i32* %2, align 4, !dbg !29
  %13 = sext i32 %12 to i64, !dbg !29
  %14 = mul i64 %13, 8, !dbg !30
  %15 = call noalias align 64 i8* @aligned_alloc(i64 noundef 64, i64 noundef %14) #5, !dbg !31
  %16 = bitcast i8* %15 to double*, !dbg !31
  store double* %16, double** %5, align 8, !dbg !28
  %17 = load i32, i32* %2, align 4, !dbg !32
  %18 = sext i32 %17 to i64, !dbg !32
  call void @make(double** noundef %3, i64 noundef %18), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %6, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %6, align 4, !dbg !36
  br label %19, !dbg !37

19:                                               ; preds = %41, %0
  %20 = load i32, i32* %6, align 4, !dbg !38
  %21 = load i32, i32* %2, align 4, !dbg !40
  %22 = icmp slt i32 %20, %21, !dbg !41
  br i1 %22, label %23, label %44, !dbg !42

23:                                               ; preds = %19
  %24 = load i32, i32* %6, align 4, !dbg !43
  %25 = sitofp i32 %24 to double, !dbg !43
  %26 = load double*, double** %3, align 8, !dbg !45
  %27 = load i32, i32* %6, align 4, !dbg !46
  %28 = sext i32 %27 to i64, !dbg !45
  %29 = getelementptr inbounds double, double* %26, i64 %28, !dbg !45
  store double %25, double* %29, align 8, !dbg !47
  %30 = load i32, i32* %6, align 4, !dbg !48
  %31 = mul nsw i32 2, %30, !dbg !49
  %32 = sitofp i32 %31 to double, !dbg !50
  %33 = load double*, double** %4, align 8, !dbg !51
  %34 = load i32, i32* %6, align 4, !dbg !52
  %35 = sext i32 %34 to i64, !dbg !51
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !51
  store double %32, double* %36, align 8, !dbg !53
  %37 = load double*, double** %5, align 8, !dbg !54
  %38 = load i32, i32* %6, align 4, !dbg !55
  %39 = sext i32 %38 to i64, !dbg !54
  %40 = getelementptr inbounds double, double* %37, i64 %39, !dbg !54
  store double 0.000000e+00, double* %40, align 8, !dbg !56
  br label %41, !dbg !57

41:                                               ; preds = %23
  %42 = load i32, i32* %6, align 4, !dbg !58
  %43 = add nsw i32 %42, 1, !dbg !58
  store i32 %43, i32* %6, align 4, !dbg !58
  br label %19, !dbg !59, !llvm.loop !60

44:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata i32* %7, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %7, align 4, !dbg !65
  br label %45, !dbg !66

45:                                               ; preds = %74, %44
  %46 = load i32, i32* %7, align 4, !dbg !67
  %47 = icmp slt i32 %46, 4, !dbg !69
  br i1 %47, label %48, label %77, !dbg !70

48:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata i32* %8, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %8, align 4, !dbg !73
  br label %49, !dbg !74

49:                                               ; preds = %70, %48
  %50 = load i32, i32* %8, align 4, !dbg !75
  %51 = load i32, i32* %2, align 4, !dbg !77
  %52 = icmp slt i32 %50, %51, !dbg !78
  br i1 %52, label %53, label %73, !dbg !79

53:                                               ; preds = %49
  %54 = load double*, double** %3, align 8, !dbg !80
  %55 = load i32, i32* %8, align 4, !dbg !81
  %56 = sext i32 %55 to i64, !dbg !80
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !80
  %58 = load double, double* %57, align 8, !dbg !80
  %59 = load double*, double** %4, align 8, !dbg !82
  %60 = load i32, i32* %8, align 4, !dbg !83
  %61 = sext i32 %60 to i64, !dbg !82
  %62 = getelementptr inbounds double, double* %59, i64 %61, !dbg !82
  %63 = load double, double* %62, align 8, !dbg !82
  %64 = load double*, double** %5, align 8, !dbg !84
  %65 = load i32, i32* %8, align 4, !dbg !85
  %66 = sext i32 %65 to i64, !dbg !84
  %67 = getelementptr inbounds double, double* %64, i64 %66, !dbg !84
  %68 = load double, double* %67, align 8, !dbg !86
  %69 = call double @llvm.fmuladd.f64(double %58, double %63, double %68), !dbg !86
  store double %69, double* %67, align 8, !dbg !86
  br label %70, !dbg !84

70:                                               ; preds = %53
  %71 = load i32, i32* %8, align 4, !dbg !87
  %72 = add nsw i32 %71, 1, !dbg !87
  store i32 %72, i32* %8, align 4, !dbg !87
  br label %49, !dbg !88, !llvm.loop !89

73:                                               ; preds = %49
  br label %74, !dbg !90

74:                                               ; preds = %73
  %75 = load i32, i32* %7, align 4, !dbg !91
  %76 = add nsw i32 %75, 1, !dbg !91
  store i32 %76, i32* %7, align 4, !dbg !91
  br label %45, !dbg !92, !llvm.loop !93

77:                                               ; preds = %45
  %78 = load double*, double** %5, align 8, !dbg !95
  %79 = load i32, i32* %2, align 4, !dbg !96
  %80 = sub nsw i32 %79, 1, !dbg !97
  %81 = sext i32 %80 to i64, !dbg !95
  %82 = getelementptr inbounds double, double* %78, i64 %81, !dbg !95
  %83 = load double, double* %82, align 8, !dbg !95
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %83), !dbg !98
  %85 = load double*, double** %3, align 8, !dbg !99
  %86 = bitcast double* %85 to i8*, !dbg !99
  call void @free(i8* noundef %86) #5, !dbg !100
  %87 = load double*, double** %4, align 8, !dbg !101
  %88 = bitcast double* %87 to i8*, !dbg !101
  call void @free(i8* noundef %88) #5, !dbg !102
  %89 = load double*, double** %5, align 8, !dbg !103
  %90 = bitcast double* %89 to i8*, !dbg !103
  call void @free(i8* noundef %90) #5, !dbg !104
  ret i32 0, !dbg !105
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @aligned(i64 noundef %0) #0 !dbg !106 {
  %2 = alloca i64, align 8
  %3 = alloca i8*, align 8
  store i64 %0, i64* %2, align 8
  call void @llvm.dbg.declare(metadata i64* %2, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.declare(metadata i8** %3, metadata !114, metadata !DIExpression()), !dbg !115
  store i8* null, i8** %3, align 8, !dbg !115
  %4 = load i64, i64* %2, align 8, !dbg !116
  %5 = mul i64 %4, 8, !dbg !118
  %6 = call i32 @posix_memalign(i8** noundef %3, i64 noundef 64, i64 noundef %5) #5, !dbg !119
  %7 = icmp ne i32 %6, 0, !dbg !120
  br i1 %7, label %8, label %9, !dbg !121

8:                                                ; preds = %1
  call void @exit(i32 noundef 1) #6, !dbg !122
  unreachable, !dbg !122

9:                                                ; preds = %1
  %10 = load i8*, i8** %3, align 8, !dbg !123
  %11 = bitcast i8* %10 to double*, !dbg !123
  ret double* %11, !dbg !124
}

; Function Attrs: nounwind
declare noalias i8* @aligned_alloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @make(double** noundef %0, i64 noundef %1) #0 !dbg !125 {
  %3 = alloca double**, align 8
  %4 = alloca i64, align 8
  store double** %0, double*** %3, align 8
  call void @llvm.dbg.declare(metadata double*** %3, metadata !129, metadata !DIExpression()), !dbg !130
  store i64 %1, i64* %4, align 8
  call void @llvm.dbg.declare(metadata i64* %4, metadata !131, metadata !DIExpression()), !dbg !132
  %5 = load i64, i64* %4, align 8, !dbg !133
  %6 = mul i64 %5, 8, !dbg !134
  %7 = call noalias i8* @malloc(i64 noundef %6) #5, !dbg !135
  %8 = bitcast i8* %7 to double*, !dbg !135
  %9 = load double**, double*** %3, align 8, !dbg !136
  store double* %8, double** %9, align 8, !dbg !137
  ret void, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "outparam.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "4da8256388a6933ea5641734f14737c9")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !13, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!13 = !DISubroutineType(types: !14)
!14 = !{!15}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !{}
!17 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 21, type: !15)
!18 = !DILocation(line: 21, column: 7, scope: !12)
!19 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 22, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DILocation(line: 22, column: 11, scope: !12)
!23 = !DILocalVariable(name: "y", scope: !12, file: !1, line: 22, type: !20)
!24 = !DILocation(line: 22, column: 22, scope: !12)
!25 = !DILocation(line: 22, column: 34, scope: !12)
!26 = !DILocation(line: 22, column: 26, scope: !12)
!27 = !DILocalVariable(name: "z", scope: !12, file: !1, line: 23, type: !20)
!28 = !DILocation(line: 23, column: 11, scope: !12)
!29 = !DILocation(line: 23, column: 33, scope: !12)
!30 = !DILocation(line: 23, column: 35, scope: !12)
!31 = !DILocation(line: 23, column: 15, scope: !12)
!32 = !DILocation(line: 24, column: 12, scope: !12)
!33 = !DILocation(line: 24, column: 3, scope: !12)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 25, type: !15)
!35 = distinct !DILexicalBlock(scope: !12, file: !1, line: 25, column: 3)
!36 = !DILocation(line: 25, column: 12, scope: !35)
!37 = !DILocation(line: 25, column: 8, scope: !35)
!38 = !DILocation(line: 25, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 25, column: 3)
!40 = !DILocation(line: 25, column: 23, scope: !39)
!41 = !DILocation(line: 25, column: 21, scope: !39)
!42 = !DILocation(line: 25, column: 3, scope: !35)
!43 = !DILocation(line: 26, column: 12, scope: !44)
!44 = distinct !DILexicalBlock(scope: !39, file: !1, line: 25, column: 31)
!45 = !DILocation(line: 26, column: 5, scope: !44)
!46 = !DILocation(line: 26, column: 7, scope: !44)
!47 = !DILocation(line: 26, column: 10, scope: !44)
!48 = !DILocation(line: 27, column: 16, scope: !44)
!49 = !DILocation(line: 27, column: 14, scope: !44)
!50 = !DILocation(line: 27, column: 12, scope: !44)
!51 = !DILocation(line: 27, column: 5, scope: !44)
!52 = !DILocation(line: 27, column: 7, scope: !44)
!53 = !DILocation(line: 27, column: 10, scope: !44)
!54 = !DILocation(line: 28, column: 5, scope: !44)
!55 = !DILocation(line: 28, column: 7, scope: !44)
!56 = !DILocation(line: 28, column: 10, scope: !44)
!57 = !DILocation(line: 29, column: 3, scope: !44)
!58 = !DILocation(line: 25, column: 27, scope: !39)
!59 = !DILocation(line: 25, column: 3, scope: !39)
!60 = distinct !{!60, !42, !61, !62}
!61 = !DILocation(line: 29, column: 3, scope: !35)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocalVariable(name: "r", scope: !64, file: !1, line: 30, type: !15)
!64 = distinct !DILexicalBlock(scope: !12, file: !1, line: 30, column: 3)
!65 = !DILocation(line: 30, column: 12, scope: !64)
!66 = !DILocation(line: 30, column: 8, scope: !64)
!67 = !DILocation(line: 30, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 30, column: 3)
!69 = !DILocation(line: 30, column: 21, scope: !68)
!70 = !DILocation(line: 30, column: 3, scope: !64)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 31, type: !15)
!72 = distinct !DILexicalBlock(scope: !68, file: !1, line: 31, column: 5)
!73 = !DILocation(line: 31, column: 14, scope: !72)
!74 = !DILocation(line: 31, column: 10, scope: !72)
!75 = !DILocation(line: 31, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 31, column: 5)
!77 = !DILocation(line: 31, column: 25, scope: !76)
!78 = !DILocation(line: 31, column: 23, scope: !76)
!79 = !DILocation(line: 31, column: 5, scope: !72)
!80 = !DILocation(line: 32, column: 15, scope: !76)
!81 = !DILocation(line: 32, column: 17, scope: !76)
!82 = !DILocation(line: 32, column: 22, scope: !76)
!83 = !DILocation(line: 32, column: 24, scope: !76)
!84 = !DILocation(line: 32, column: 7, scope: !76)
!85 = !DILocation(line: 32, column: 9, scope: !76)
!86 = !DILocation(line: 32, column: 12, scope: !76)
!87 = !DILocation(line: 31, column: 29, scope: !76)
!88 = !DILocation(line: 31, column: 5, scope: !76)
!89 = distinct !{!89, !79, !90, !62}
!90 = !DILocation(line: 32, column: 25, scope: !72)
!91 = !DILocation(line: 30, column: 27, scope: !68)
!92 = !DILocation(line: 30, column: 3, scope: !68)
!93 = distinct !{!93, !70, !94, !62}
!94 = !DILocation(line: 32, column: 25, scope: !64)
!95 = !DILocation(line: 33, column: 18, scope: !12)
!96 = !DILocation(line: 33, column: 20, scope: !12)
!97 = !DILocation(line: 33, column: 22, scope: !12)
!98 = !DILocation(line: 33, column: 3, scope: !12)
!99 = !DILocation(line: 34, column: 8, scope: !12)
!100 = !DILocation(line: 34, column: 3, scope: !12)
!101 = !DILocation(line: 35, column: 8, scope: !12)
!102 = !DILocation(line: 35, column: 3, scope: !12)
!103 = !DILocation(line: 36, column: 8, scope: !12)
!104 = !DILocation(line: 36, column: 3, scope: !12)
!105 = !DILocation(line: 37, column: 3, scope: !12)
!106 = distinct !DISubprogram(name: "aligned", scope: !1, file: !1, line: 13, type: !107, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!107 = !DISubroutineType(types: !108)
!108 = !{!20, !109}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !110, line: 46, baseType: !111)
!110 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!111 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DILocalVariable(name: "n", arg: 1, scope: !106, file: !1, line: 13, type: !109)
!113 = !DILocation(line: 13, column: 31, scope: !106)
!114 = !DILocalVariable(name: "r", scope: !106, file: !1, line: 14, type: !3)
!115 = !DILocation(line: 14, column: 9, scope: !106)
!116 = !DILocation(line: 15, column: 30, scope: !117)
!117 = distinct !DILexicalBlock(scope: !106, file: !1, line: 15, column: 7)
!118 = !DILocation(line: 15, column: 32, scope: !117)
!119 = !DILocation(line: 15, column: 7, scope: !117)
!120 = !DILocation(line: 15, column: 50, scope: !117)
!121 = !DILocation(line: 15, column: 7, scope: !106)
!122 = !DILocation(line: 16, column: 5, scope: !117)
!123 = !DILocation(line: 17, column: 10, scope: !106)
!124 = !DILocation(line: 17, column: 3, scope: !106)
!125 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 11, type: !126, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !16)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !128, !109}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!129 = !DILocalVariable(name: "p", arg: 1, scope: !125, file: !1, line: 11, type: !128)
!130 = !DILocation(line: 11, column: 27, scope: !125)
!131 = !DILocalVariable(name: "n", arg: 2, scope: !125, file: !1, line: 11, type: !109)
!132 = !DILocation(line: 11, column: 37, scope: !125)
!133 = !DILocation(line: 11, column: 54, scope: !125)
!134 = !DILocation(line: 11, column: 56, scope: !125)
!135 = !DILocation(line: 11, column: 47, scope: !125)
!136 = !DILocation(line: 11, column: 43, scope: !125)
!137 = !DILocation(line: 11, column: 45, scope: !125)
!138 = !DILocation(line: 11, column: 75, scope: !125)
