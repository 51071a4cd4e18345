; ModuleID = 'gen_chunks.c'
source_filename = "gen_chunks.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %14 = load i32, i32* %4, align 4, !dbg !24
  %15 = icmp sgt i32 %14, 1, !dbg !25
  br i1 %15, label %16, label %21, !dbg !24

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !26
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !26
  %19 = load i8*, i8** %18, align 8, !dbg !26
  %20 = call i32 @atoi(i8* noundef %19) #4, !dbg !27
  br label %22, !dbg !24

21:                                               ; preds = %2
  br label %22, !dbg !24

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 10000, %21 ], !dbg !24
  store i32 %23, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %24 = load i32, i32* %6, align 4, !dbg !32
  %25 = sext i32 %24 to i64, !dbg !32
  %26 = mul i64 8, %25, !dbg !33
  %27 = call noalias i8* @malloc(i64 noundef %26) #5, !dbg !34
  %28 = bitcast i8* %27 to double*, !dbg !34
  store double* %28, double** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %8, align 4, !dbg !37
  br label %29, !dbg !38

29:                                               ; preds = %40, %22
  %30 = load i32, i32* %8, align 4, !dbg !39
  %31 = load i32, i32* %6, align 4, !dbg !41
  %32 = icmp slt i32 %30, %31, !dbg !42
  br i1 %32, label %33, label %43, !dbg !43

33:                                               ; preds = %29
  %34 = load i32, i32* %8, align 4, !dbg !44
  %35 = sitofp i32 %34 to double, !dbg !44
  %36 = load double*, double** %7, align 8, !dbg !45
  %37 = load i32, i32* %8, align 4, !dbg !46
  %38 = sext i32 %37 to i64, !dbg !45
  %39 = getelementptr inbounds double, double* %36, i64 %38, !dbg !45
  store double %35, double* %39, align 8, !dbg !47
  br label %40, !dbg !45

40:                                               ; preds = %33
  %41 = load i32, i32* %8, align 4, !dbg !48
  %42 = add nsw i32 %41, 1, !dbg !48
  store i32 %42, i32* %8, align 4, !dbg !48
  br label %29, !dbg !49, !llvm.loop !50

43:                                               ; preds = %29
  call void @llvm.dbg.declare(metadata i32* %9, metadata !53, metadata !DIExpression()), !dbg !55
  store i32 7, i32* %9, align 4, !dbg !55
  call void @llvm.dbg.declare(metadata double* %10, metadata !56, metadata !DIExpression()), !dbg !57
  store double 0.000000e+00, double* %10, align 8, !dbg !57
  call void @llvm.dbg.declare(metadata i32* %11, metadata !58, metadata !DIExpression()), !dbg !59
  %44 = load i32, i32* %6, align 4, !dbg !60
  %45 = mul nsw i32 3, %44, !dbg !61
  store i32 %45, i32* %11, align 4, !dbg !59
  br label %46, !dbg !62

46:                                               ; preds = %78, %43
  %47 = load i32, i32* %11, align 4, !dbg !63
  %48 = icmp sgt i32 %47, 0, !dbg !64
  br i1 %48, label %49, label %82, !dbg !62

49:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %12, metadata !65, metadata !DIExpression()), !dbg !67
  %50 = load i32, i32* %11, align 4, !dbg !68
  %51 = icmp slt i32 %50, 1000, !dbg !69
  br i1 %51, label %52, label %54, !dbg !68

52:                                               ; preds = %49
  %53 = load i32, i32* %11, align 4, !dbg !70
  br label %55, !dbg !68

54:                                               ; preds = %49
  br label %55, !dbg !68

55:                                               ; preds = %54, %52
  %56 = phi i32 [ %53, %52 ], [ 1000, %54 ], !dbg !68
  store i32 %56, i32* %12, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata i32* %13, metadata !71, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %13, align 4, !dbg !73
  br label %57, !dbg !74

57:                                               ; preds = %75, %55
  %58 = load i32, i32* %13, align 4, !dbg !75
  %59 = load i32, i32* %12, align 4, !dbg !77
  %60 = icmp slt i32 %58, %59, !dbg !78
  br i1 %60, label %61, label %78, !dbg !79

61:                                               ; preds = %57
  %62 = load i32, i32* %9, align 4, !dbg !80
  %63 = mul i32 %62, 1103515245, !dbg !82
  %64 = add i32 %63, 12345, !dbg !83
  store i32 %64, i32* %9, align 4, !dbg !84
  %65 = load double*, double** %7, align 8, !dbg !85
  %66 = load i32, i32* %9, align 4, !dbg !86
  %67 = lshr i32 %66, 4, !dbg !87
  %68 = load i32, i32* %6, align 4, !dbg !88
  %69 = urem i32 %67, %68, !dbg !89
  %70 = zext i32 %69 to i64, !dbg !85
  %71 = getelementptr inbounds double, double* %65, i64 %70, !dbg !85
  %72 = load double, double* %71, align 8, !dbg !85
  %73 = load double, double* %10, align 8, !dbg !90
  %74 = fadd double %73, %72, !dbg !90
  store double %74, double* %10, align 8, !dbg !90
  br label %75, !dbg !91

75:                                               ; preds = %61
  %76 = load i32, i32* %13, align 4, !dbg !92
  %77 = add nsw i32 %76, 1, !dbg !92
  store i32 %77, i32* %13, align 4, !dbg !92
  br label %57, !dbg !93, !llvm.loop !94

78:                                               ; preds = %57
  %79 = load i32, i32* %12, align 4, !dbg !96
  %80 = load i32, i32* %11, align 4, !dbg !97
  %81 = sub nsw i32 %80, %79, !dbg !97
  store i32 %81, i32* %11, align 4, !dbg !97
  br label %46, !dbg !62, !llvm.loop !98

82:                                               ; preds = %46
  %83 = load double*, double** %7, align 8, !dbg !100
  %84 = bitcast double* %83 to i8*, !dbg !100
  call void @free(i8* noundef %84) #5, !dbg !101
  %85 = load double, double* %10, align 8, !dbg !102
  %86 = fcmp ogt double %85, 1.000000e+00, !dbg !103
  %87 = zext i1 %86 to i32, !dbg !103
  ret i32 %87, !dbg !104
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gen_chunks.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9f6195d5b7fa0c7b6d0357be41e9b142")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!19 = !DILocation(line: 4, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 4, type: !14)
!21 = !DILocation(line: 4, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 5, type: !13)
!23 = !DILocation(line: 5, column: 7, scope: !10)
!24 = !DILocation(line: 5, column: 11, scope: !10)
!25 = !DILocation(line: 5, column: 16, scope: !10)
!26 = !DILocation(line: 5, column: 27, scope: !10)
!27 = !DILocation(line: 5, column: 22, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 6, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 6, column: 11, scope: !10)
!32 = !DILocation(line: 6, column: 39, scope: !10)
!33 = !DILocation(line: 6, column: 37, scope: !10)
!34 = !DILocation(line: 6, column: 15, scope: !10)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 7, type: !13)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 3)
!37 = !DILocation(line: 7, column: 12, scope: !36)
!38 = !DILocation(line: 7, column: 8, scope: !36)
!39 = !DILocation(line: 7, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 7, column: 3)
!41 = !DILocation(line: 7, column: 23, scope: !40)
!42 = !DILocation(line: 7, column: 21, scope: !40)
!43 = !DILocation(line: 7, column: 3, scope: !36)
!44 = !DILocation(line: 7, column: 38, scope: !40)
!45 = !DILocation(line: 7, column: 31, scope: !40)
!46 = !DILocation(line: 7, column: 33, scope: !40)
!47 = !DILocation(line: 7, column: 36, scope: !40)
!48 = !DILocation(line: 7, column: 27, scope: !40)
!49 = !DILocation(line: 7, column: 3, scope: !40)
!50 = distinct !{!50, !43, !51, !52}
!51 = !DILocation(line: 7, column: 38, scope: !36)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 8, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 8, column: 12, scope: !10)
!56 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 9, type: !30)
!57 = !DILocation(line: 9, column: 10, scope: !10)
!58 = !DILocalVariable(name: "left", scope: !10, file: !1, line: 10, type: !13)
!59 = !DILocation(line: 10, column: 7, scope: !10)
!60 = !DILocation(line: 10, column: 18, scope: !10)
!61 = !DILocation(line: 10, column: 16, scope: !10)
!62 = !DILocation(line: 11, column: 3, scope: !10)
!63 = !DILocation(line: 11, column: 10, scope: !10)
!64 = !DILocation(line: 11, column: 15, scope: !10)
!65 = !DILocalVariable(name: "chunk", scope: !66, file: !1, line: 12, type: !13)
!66 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 20)
!67 = !DILocation(line: 12, column: 9, scope: !66)
!68 = !DILocation(line: 12, column: 17, scope: !66)
!69 = !DILocation(line: 12, column: 22, scope: !66)
!70 = !DILocation(line: 12, column: 31, scope: !66)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 13, type: !13)
!72 = distinct !DILexicalBlock(scope: !66, file: !1, line: 13, column: 5)
!73 = !DILocation(line: 13, column: 14, scope: !72)
!74 = !DILocation(line: 13, column: 10, scope: !72)
!75 = !DILocation(line: 13, column: 21, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 13, column: 5)
!77 = !DILocation(line: 13, column: 25, scope: !76)
!78 = !DILocation(line: 13, column: 23, scope: !76)
!79 = !DILocation(line: 13, column: 5, scope: !72)
!80 = !DILocation(line: 14, column: 11, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !1, line: 13, column: 37)
!82 = !DILocation(line: 14, column: 13, scope: !81)
!83 = !DILocation(line: 14, column: 27, scope: !81)
!84 = !DILocation(line: 14, column: 9, scope: !81)
!85 = !DILocation(line: 15, column: 14, scope: !81)
!86 = !DILocation(line: 15, column: 17, scope: !81)
!87 = !DILocation(line: 15, column: 19, scope: !81)
!88 = !DILocation(line: 15, column: 27, scope: !81)
!89 = !DILocation(line: 15, column: 25, scope: !81)
!90 = !DILocation(line: 15, column: 11, scope: !81)
!91 = !DILocation(line: 16, column: 5, scope: !81)
!92 = !DILocation(line: 13, column: 33, scope: !76)
!93 = !DILocation(line: 13, column: 5, scope: !76)
!94 = distinct !{!94, !79, !95, !52}
!95 = !DILocation(line: 16, column: 5, scope: !72)
!96 = !DILocation(line: 17, column: 13, scope: !66)
!97 = !DILocation(line: 17, column: 10, scope: !66)
!98 = distinct !{!98, !62, !99, !52}
!99 = !DILocation(line: 18, column: 3, scope: !10)
!100 = !DILocation(line: 19, column: 8, scope: !10)
!101 = !DILocation(line: 19, column: 3, scope: !10)
!102 = !DILocation(line: 20, column: 10, scope: !10)
!103 = !DILocation(line: 20, column: 14, scope: !10)
!104 = !DILocation(line: 20, column: 3, scope: !10)
