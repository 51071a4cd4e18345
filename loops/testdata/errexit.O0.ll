; ModuleID = 'errexit.c'
source_filename = "errexit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [15 x i8] c"usage: %s [n]\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"posix_memalign\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !22
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !23, metadata !DIExpression()), !dbg !24
  %10 = load i32, i32* %4, align 4, !dbg !25
  %11 = icmp sgt i32 %10, 3, !dbg !27
  br i1 %11, label %12, label %18, !dbg !28

12:                                               ; preds = %2
  %13 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !29
  %14 = load i8**, i8*** %5, align 8, !dbg !31
  %15 = getelementptr inbounds i8*, i8** %14, i64 0, !dbg !31
  %16 = load i8*, i8** %15, align 8, !dbg !31
  %17 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %13, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i8* noundef %16), !dbg !32
  store i32 1, i32* %3, align 4, !dbg !33
  br label %95, !dbg !33

18:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !34, metadata !DIExpression()), !dbg !35
  %19 = load i32, i32* %4, align 4, !dbg !36
  %20 = icmp sgt i32 %19, 1, !dbg !37
  br i1 %20, label %21, label %26, !dbg !36

21:                                               ; preds = %18
  %22 = load i8**, i8*** %5, align 8, !dbg !38
  %23 = getelementptr inbounds i8*, i8** %22, i64 1, !dbg !38
  %24 = load i8*, i8** %23, align 8, !dbg !38
  %25 = call i32 @atoi(i8* noundef %24) #5, !dbg !39
  br label %27, !dbg !36

26:                                               ; preds = %18
  br label %27, !dbg !36

27:                                               ; preds = %26, %21
  %28 = phi i32 [ %25, %21 ], [ 100, %26 ], !dbg !36
  store i32 %28, i32* %6, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata double** %7, metadata !40, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata double** %8, metadata !44, metadata !DIExpression()), !dbg !45
  %29 = bitcast double** %7 to i8**, !dbg !46
  %30 = load i32, i32* %6, align 4, !dbg !48
  %31 = sext i32 %30 to i64, !dbg !48
  %32 = mul i64 %31, 8, !dbg !49
  %33 = call i32 @posix_memalign(i8** noundef %29, i64 noundef 64, i64 noundef %32) #6, !dbg !50
  %34 = icmp ne i32 %33, 0, !dbg !51
  br i1 %34, label %35, label %36, !dbg !52

35:                                               ; preds = %27
  store i32 1, i32* %3, align 4, !dbg !53
  br label %95, !dbg !53

36:                                               ; preds = %27
  %37 = bitcast double** %8 to i8**, !dbg !54
  %38 = load i32, i32* %6, align 4, !dbg !56
  %39 = sext i32 %38 to i64, !dbg !56
  %40 = mul i64 %39, 8, !dbg !57
  %41 = call i32 @posix_memalign(i8** noundef %37, i64 noundef 64, i64 noundef %40) #6, !dbg !58
  %42 = icmp ne i32 %41, 0, !dbg !59
  br i1 %42, label %43, label %46, !dbg !60

43:                                               ; preds = %36
  call void @perror(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0)), !dbg !61
  %44 = load double*, double** %7, align 8, !dbg !63
  %45 = bitcast double* %44 to i8*, !dbg !63
  call void @free(i8* noundef %45) #6, !dbg !64
  store i32 2, i32* %3, align 4, !dbg !65
  br label %95, !dbg !65

46:                                               ; preds = %36
  call void @llvm.dbg.declare(metadata i32* %9, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %9, align 4, !dbg !68
  br label %47, !dbg !69

47:                                               ; preds = %73, %46
  %48 = load i32, i32* %9, align 4, !dbg !70
  %49 = load i32, i32* %6, align 4, !dbg !72
  %50 = icmp slt i32 %48, %49, !dbg !73
  br i1 %50, label %51, label %76, !dbg !74

51:                                               ; preds = %47
  %52 = load i32, i32* %9, align 4, !dbg !75
  %53 = sitofp i32 %52 to double, !dbg !75
  %54 = load double*, double** %7, align 8, !dbg !77
  %55 = load i32, i32* %9, align 4, !dbg !78
  %56 = sext i32 %55 to i64, !dbg !77
  %57 = getelementptr inbounds double, double* %54, i64 %56, !dbg !77
  store double %53, double* %57, align 8, !dbg !79
  %58 = load i32, i32* %9, align 4, !dbg !80
  %59 = mul nsw i32 2, %58, !dbg !81
  %60 = sitofp i32 %59 to double, !dbg !82
  %61 = load double*, double** %8, align 8, !dbg !83
  %62 = load i32, i32* %9, align 4, !dbg !84
  %63 = sext i32 %62 to i64, !dbg !83
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !83
  store double %60, double* %64, align 8, !dbg !85
  %65 = load double*, double** %7, align 8, !dbg !86
  %66 = load i32, i32* %9, align 4, !dbg !88
  %67 = sext i32 %66 to i64, !dbg !86
  %68 = getelementptr inbounds double, double* %65, i64 %67, !dbg !86
  %69 = load double, double* %68, align 8, !dbg !86
  %70 = fcmp ogt double %69, 1.000000e+09, !dbg !89
  br i1 %70, label %71, label %72, !dbg !90

71:                                               ; preds = %51
  store i32 0, i32* %3, align 4, !dbg !91
  br label %95, !dbg !91

72:                                               ; preds = %51
  br label %73, !dbg !92

73:                                               ; preds = %72
  %74 = load i32, i32* %9, align 4, !dbg !93
  %75 = add nsw i32 %74, 1, !dbg !93
  store i32 %75, i32* %9, align 4, !dbg !93
  br label %47, !dbg !94, !llvm.loop !95

76:                                               ; preds = %47
  %77 = load double*, double** %7, align 8, !dbg !98
  %78 = load i32, i32* %6, align 4, !dbg !99
  %79 = sub nsw i32 %78, 1, !dbg !100
  %80 = sext i32 %79 to i64, !dbg !98
  %81 = getelementptr inbounds double, double* %77, i64 %80, !dbg !98
  %82 = load double, double* %81, align 8, !dbg !98
  %83 = load double*, double** %8, align 8, !dbg !101
  %84 = load i32, i32* %6, align 4, !dbg !102
  %85 = sub nsw i32 %84, 1, !dbg !103
  %86 = sext i32 %85 to i64, !dbg !101
  %87 = getelementptr inbounds double, double* %83, i64 %86, !dbg !101
  %88 = load double, double* %87, align 8, !dbg !101
  %89 = fadd double %82, %88, !dbg !104
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %89), !dbg !105
  %91 = load double*, double** %7, align 8, !dbg !106
  %92 = bitcast double* %91 to i8*, !dbg !106
  call void @free(i8* noundef %92) #6, !dbg !107
  %93 = load double*, double** %8, align 8, !dbg !108
  %94 = bitcast double* %93 to i8*, !dbg !108
  call void @free(i8* noundef %94) #6, !dbg !109
  store i32 0, i32* %3, align 4, !dbg !110
  br label %95, !dbg !110

95:                                               ; preds = %76, %71, %43, %35, %12
  %96 = load i32, i32* %3, align 4, !dbg !111
  ret i32 %96, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #4

declare void @perror(i8* noundef) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "errexit.c", directory: "/work/main/loops/testdata", checksumkind: CSK_MD5, checksum: "fd57a3d519537c66dadcd035524c6470")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 8, type: !16)
!22 = !DILocation(line: 8, column: 14, scope: !13)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 8, type: !17)
!24 = !DILocation(line: 8, column: 27, scope: !13)
!25 = !DILocation(line: 10, column: 7, scope: !26)
!26 = distinct !DILexicalBlock(scope: !13, file: !1, line: 10, column: 7)
!27 = !DILocation(line: 10, column: 12, scope: !26)
!28 = !DILocation(line: 10, column: 7, scope: !13)
!29 = !DILocation(line: 11, column: 13, scope: !30)
!30 = distinct !DILexicalBlock(scope: !26, file: !1, line: 10, column: 17)
!31 = !DILocation(line: 11, column: 40, scope: !30)
!32 = !DILocation(line: 11, column: 5, scope: !30)
!33 = !DILocation(line: 12, column: 5, scope: !30)
!34 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 14, type: !16)
!35 = !DILocation(line: 14, column: 7, scope: !13)
!36 = !DILocation(line: 14, column: 11, scope: !13)
!37 = !DILocation(line: 14, column: 16, scope: !13)
!38 = !DILocation(line: 14, column: 27, scope: !13)
!39 = !DILocation(line: 14, column: 22, scope: !13)
!40 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 15, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DILocation(line: 15, column: 11, scope: !13)
!44 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 15, type: !41)
!45 = !DILocation(line: 15, column: 15, scope: !13)
!46 = !DILocation(line: 16, column: 22, scope: !47)
!47 = distinct !DILexicalBlock(scope: !13, file: !1, line: 16, column: 7)
!48 = !DILocation(line: 16, column: 39, scope: !47)
!49 = !DILocation(line: 16, column: 41, scope: !47)
!50 = !DILocation(line: 16, column: 7, scope: !47)
!51 = !DILocation(line: 16, column: 59, scope: !47)
!52 = !DILocation(line: 16, column: 7, scope: !13)
!53 = !DILocation(line: 17, column: 5, scope: !47)
!54 = !DILocation(line: 18, column: 22, scope: !55)
!55 = distinct !DILexicalBlock(scope: !13, file: !1, line: 18, column: 7)
!56 = !DILocation(line: 18, column: 39, scope: !55)
!57 = !DILocation(line: 18, column: 41, scope: !55)
!58 = !DILocation(line: 18, column: 7, scope: !55)
!59 = !DILocation(line: 18, column: 59, scope: !55)
!60 = !DILocation(line: 18, column: 7, scope: !13)
!61 = !DILocation(line: 19, column: 5, scope: !62)
!62 = distinct !DILexicalBlock(scope: !55, file: !1, line: 18, column: 65)
!63 = !DILocation(line: 20, column: 10, scope: !62)
!64 = !DILocation(line: 20, column: 5, scope: !62)
!65 = !DILocation(line: 21, column: 5, scope: !62)
!66 = !DILocalVariable(name: "i", scope: !67, file: !1, line: 23, type: !16)
!67 = distinct !DILexicalBlock(scope: !13, file: !1, line: 23, column: 3)
!68 = !DILocation(line: 23, column: 12, scope: !67)
!69 = !DILocation(line: 23, column: 8, scope: !67)
!70 = !DILocation(line: 23, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !1, line: 23, column: 3)
!72 = !DILocation(line: 23, column: 23, scope: !71)
!73 = !DILocation(line: 23, column: 21, scope: !71)
!74 = !DILocation(line: 23, column: 3, scope: !67)
!75 = !DILocation(line: 24, column: 12, scope: !76)
!76 = distinct !DILexicalBlock(scope: !71, file: !1, line: 23, column: 31)
!77 = !DILocation(line: 24, column: 5, scope: !76)
!78 = !DILocation(line: 24, column: 7, scope: !76)
!79 = !DILocation(line: 24, column: 10, scope: !76)
!80 = !DILocation(line: 25, column: 16, scope: !76)
!81 = !DILocation(line: 25, column: 14, scope: !76)
!82 = !DILocation(line: 25, column: 12, scope: !76)
!83 = !DILocation(line: 25, column: 5, scope: !76)
!84 = !DILocation(line: 25, column: 7, scope: !76)
!85 = !DILocation(line: 25, column: 10, scope: !76)
!86 = !DILocation(line: 26, column: 9, scope: !87)
!87 = distinct !DILexicalBlock(scope: !76, file: !1, line: 26, column: 9)
!88 = !DILocation(line: 26, column: 11, scope: !87)
!89 = !DILocation(line: 26, column: 14, scope: !87)
!90 = !DILocation(line: 26, column: 9, scope: !76)
!91 = !DILocation(line: 27, column: 7, scope: !87)
!92 = !DILocation(line: 28, column: 3, scope: !76)
!93 = !DILocation(line: 23, column: 27, scope: !71)
!94 = !DILocation(line: 23, column: 3, scope: !71)
!95 = distinct !{!95, !74, !96, !97}
!96 = !DILocation(line: 28, column: 3, scope: !67)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 29, column: 18, scope: !13)
!99 = !DILocation(line: 29, column: 20, scope: !13)
!100 = !DILocation(line: 29, column: 22, scope: !13)
!101 = !DILocation(line: 29, column: 29, scope: !13)
!102 = !DILocation(line: 29, column: 31, scope: !13)
!103 = !DILocation(line: 29, column: 33, scope: !13)
!104 = !DILocation(line: 29, column: 27, scope: !13)
!105 = !DILocation(line: 29, column: 3, scope: !13)
!106 = !DILocation(line: 30, column: 8, scope: !13)
!107 = !DILocation(line: 30, column: 3, scope: !13)
!108 = !DILocation(line: 31, column: 8, scope: !13)
!109 = !DILocation(line: 31, column: 3, scope: !13)
!110 = !DILocation(line: 32, column: 3, scope: !13)
!111 = !DILocation(line: 33, column: 1, scope: !13)
