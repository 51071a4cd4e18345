; ModuleID = 'calloc_reuse.c'
source_filename = "calloc_reuse.c"
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
  %9 = alloca i32*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32*, align 8
  %14 = alloca double, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %17 = load i32, i32* %4, align 4, !dbg !24
  %18 = icmp sgt i32 %17, 1, !dbg !25
  br i1 %18, label %19, label %24, !dbg !24

19:                                               ; preds = %2
  %20 = load i8**, i8*** %5, align 8, !dbg !26
  %21 = getelementptr inbounds i8*, i8** %20, i64 1, !dbg !26
  %22 = load i8*, i8** %21, align 8, !dbg !26
  %23 = call i32 @atoi(i8* noundef %22) #4, !dbg !27
  br label %25, !dbg !24

24:                                               ; preds = %2
  br label %25, !dbg !24

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 4000, %24 ], !dbg !24
  store i32 %26, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %27 = load i32, i32* %6, align 4, !dbg !32
  %28 = sext i32 %27 to i64, !dbg !32
  %29 = mul i64 8, %28, !dbg !33
  %30 = call noalias i8* @malloc(i64 noundef %29) #5, !dbg !34
  %31 = bitcast i8* %30 to double*, !dbg !34
  store double* %31, double** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %8, align 4, !dbg !37
  br label %32, !dbg !38

32:                                               ; preds = %43, %25
  %33 = load i32, i32* %8, align 4, !dbg !39
  %34 = load i32, i32* %6, align 4, !dbg !41
  %35 = icmp slt i32 %33, %34, !dbg !42
  br i1 %35, label %36, label %46, !dbg !43

36:                                               ; preds = %32
  %37 = load i32, i32* %8, align 4, !dbg !44
  %38 = sitofp i32 %37 to double, !dbg !44
  %39 = load double*, double** %7, align 8, !dbg !45
  %40 = load i32, i32* %8, align 4, !dbg !46
  %41 = sext i32 %40 to i64, !dbg !45
  %42 = getelementptr inbounds double, double* %39, i64 %41, !dbg !45
  store double %38, double* %42, align 8, !dbg !47
  br label %43, !dbg !45

43:                                               ; preds = %36
  %44 = load i32, i32* %8, align 4, !dbg !48
  %45 = add nsw i32 %44, 1, !dbg !48
  store i32 %45, i32* %8, align 4, !dbg !48
  br label %32, !dbg !49, !llvm.loop !50

46:                                               ; preds = %32
  call void @llvm.dbg.declare(metadata i32** %9, metadata !53, metadata !DIExpression()), !dbg !55
  %47 = load i32, i32* %6, align 4, !dbg !56
  %48 = sext i32 %47 to i64, !dbg !56
  %49 = mul i64 4, %48, !dbg !57
  %50 = call noalias i8* @malloc(i64 noundef %49) #5, !dbg !58
  %51 = bitcast i8* %50 to i32*, !dbg !58
  store i32* %51, i32** %9, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %10, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %10, align 4, !dbg !61
  br label %52, !dbg !62

52:                                               ; preds = %65, %46
  %53 = load i32, i32* %10, align 4, !dbg !63
  %54 = load i32, i32* %6, align 4, !dbg !65
  %55 = icmp slt i32 %53, %54, !dbg !66
  br i1 %55, label %56, label %68, !dbg !67

56:                                               ; preds = %52
  %57 = load i32, i32* %10, align 4, !dbg !68
  %58 = mul nsw i32 %57, 7, !dbg !69
  %59 = load i32, i32* %6, align 4, !dbg !70
  %60 = srem i32 %58, %59, !dbg !71
  %61 = load i32*, i32** %9, align 8, !dbg !72
  %62 = load i32, i32* %10, align 4, !dbg !73
  %63 = sext i32 %62 to i64, !dbg !72
  %64 = getelementptr inbounds i32, i32* %61, i64 %63, !dbg !72
  store i32 %60, i32* %64, align 4, !dbg !74
  br label %65, !dbg !72

65:                                               ; preds = %56
  %66 = load i32, i32* %10, align 4, !dbg !75
  %67 = add nsw i32 %66, 1, !dbg !75
  store i32 %67, i32* %10, align 4, !dbg !75
  br label %52, !dbg !76, !llvm.loop !77

68:                                               ; preds = %52
  call void @llvm.dbg.declare(metadata i64* %11, metadata !79, metadata !DIExpression()), !dbg !81
  store i64 0, i64* %11, align 8, !dbg !81
  call void @llvm.dbg.declare(metadata i32* %12, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %12, align 4, !dbg !84
  br label %69, !dbg !85

69:                                               ; preds = %82, %68
  %70 = load i32, i32* %12, align 4, !dbg !86
  %71 = load i32, i32* %6, align 4, !dbg !88
  %72 = icmp slt i32 %70, %71, !dbg !89
  br i1 %72, label %73, label %85, !dbg !90

73:                                               ; preds = %69
  %74 = load i32*, i32** %9, align 8, !dbg !91
  %75 = load i32, i32* %12, align 4, !dbg !92
  %76 = sext i32 %75 to i64, !dbg !91
  %77 = getelementptr inbounds i32, i32* %74, i64 %76, !dbg !91
  %78 = load i32, i32* %77, align 4, !dbg !91
  %79 = sext i32 %78 to i64, !dbg !91
  %80 = load i64, i64* %11, align 8, !dbg !93
  %81 = add nsw i64 %80, %79, !dbg !93
  store i64 %81, i64* %11, align 8, !dbg !93
  br label %82, !dbg !94

82:                                               ; preds = %73
  %83 = load i32, i32* %12, align 4, !dbg !95
  %84 = add nsw i32 %83, 1, !dbg !95
  store i32 %84, i32* %12, align 4, !dbg !95
  br label %69, !dbg !96, !llvm.loop !97

85:                                               ; preds = %69
  %86 = load i32*, i32** %9, align 8, !dbg !99
  %87 = bitcast i32* %86 to i8*, !dbg !99
  call void @free(i8* noundef %87) #5, !dbg !100
  call void @llvm.dbg.declare(metadata i32** %13, metadata !101, metadata !DIExpression()), !dbg !102
  %88 = load i32, i32* %6, align 4, !dbg !103
  %89 = sext i32 %88 to i64, !dbg !103
  %90 = call noalias i8* @calloc(i64 noundef %89, i64 noundef 4) #5, !dbg !104
  %91 = bitcast i8* %90 to i32*, !dbg !104
  store i32* %91, i32** %13, align 8, !dbg !102
  call void @llvm.dbg.declare(metadata double* %14, metadata !105, metadata !DIExpression()), !dbg !106
  store double 0.000000e+00, double* %14, align 8, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %15, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 0, i32* %15, align 4, !dbg !109
  br label %92, !dbg !110

92:                                               ; preds = %119, %85
  %93 = load i32, i32* %15, align 4, !dbg !111
  %94 = icmp slt i32 %93, 4, !dbg !113
  br i1 %94, label %95, label %122, !dbg !114

95:                                               ; preds = %92
  call void @llvm.dbg.declare(metadata i32* %16, metadata !115, metadata !DIExpression()), !dbg !117
  store i32 0, i32* %16, align 4, !dbg !117
  br label %96, !dbg !118

96:                                               ; preds = %115, %95
  %97 = load i32, i32* %16, align 4, !dbg !119
  %98 = load i32, i32* %6, align 4, !dbg !121
  %99 = icmp slt i32 %97, %98, !dbg !122
  br i1 %99, label %100, label %118, !dbg !123

100:                                              ; preds = %96
  %101 = load double*, double** %7, align 8, !dbg !124
  %102 = load i32*, i32** %13, align 8, !dbg !125
  %103 = load i32, i32* %16, align 4, !dbg !126
  %104 = sext i32 %103 to i64, !dbg !125
  %105 = getelementptr inbounds i32, i32* %102, i64 %104, !dbg !125
  %106 = load i32, i32* %105, align 4, !dbg !125
  %107 = load i32, i32* %16, align 4, !dbg !127
  %108 = and i32 %107, 1, !dbg !128
  %109 = add nsw i32 %106, %108, !dbg !129
  %110 = sext i32 %109 to i64, !dbg !124
  %111 = getelementptr inbounds double, double* %101, i64 %110, !dbg !124
  %112 = load double, double* %111, align 8, !dbg !124
  %113 = load double, double* %14, align 8, !dbg !130
  %114 = fadd double %113, %112, !dbg !130
  store double %114, double* %14, align 8, !dbg !130
  br label %115, !dbg !131

115:                                              ; preds = %100
  %116 = load i32, i32* %16, align 4, !dbg !132
  %117 = add nsw i32 %116, 1, !dbg !132
  store i32 %117, i32* %16, align 4, !dbg !132
  br label %96, !dbg !133, !llvm.loop !134

118:                                              ; preds = %96
  br label %119, !dbg !135

119:                                              ; preds = %118
  %120 = load i32, i32* %15, align 4, !dbg !136
  %121 = add nsw i32 %120, 1, !dbg !136
  store i32 %121, i32* %15, align 4, !dbg !136
  br label %92, !dbg !137, !llvm.loop !138

122:                                              ; preds = %92
  %123 = load i32*, i32** %13, align 8, !dbg !140
  %124 = bitcast i32* %123 to i8*, !dbg !140
  call void @free(i8* noundef %124) #5, !dbg !141
  %125 = load double*, double** %7, align 8, !dbg !142
  %126 = bitcast double* %125 to i8*, !dbg !142
  call void @free(i8* noundef %126) #5, !dbg !143
  %127 = load double, double* %14, align 8, !dbg !144
  %128 = load i64, i64* %11, align 8, !dbg !145
  %129 = sitofp i64 %128 to double, !dbg !145
  %130 = fadd double %127, %129, !dbg !146
  %131 = fcmp ogt double %130, 1.000000e+00, !dbg !147
  %132 = zext i1 %131 to i32, !dbg !147
  ret i32 %132, !dbg !148
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

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
!1 = !DIFile(filename: "calloc_reuse.c", directory: "/work/lcgwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3ecaeaf828371e0262d8833036269f14")
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
!53 = !DILocalVariable(name: "t", scope: !10, file: !1, line: 8, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!55 = !DILocation(line: 8, column: 8, scope: !10)
!56 = !DILocation(line: 8, column: 33, scope: !10)
!57 = !DILocation(line: 8, column: 31, scope: !10)
!58 = !DILocation(line: 8, column: 12, scope: !10)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 9, type: !13)
!60 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!61 = !DILocation(line: 9, column: 12, scope: !60)
!62 = !DILocation(line: 9, column: 8, scope: !60)
!63 = !DILocation(line: 9, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 9, column: 3)
!65 = !DILocation(line: 9, column: 23, scope: !64)
!66 = !DILocation(line: 9, column: 21, scope: !64)
!67 = !DILocation(line: 9, column: 3, scope: !60)
!68 = !DILocation(line: 9, column: 39, scope: !64)
!69 = !DILocation(line: 9, column: 41, scope: !64)
!70 = !DILocation(line: 9, column: 48, scope: !64)
!71 = !DILocation(line: 9, column: 46, scope: !64)
!72 = !DILocation(line: 9, column: 31, scope: !64)
!73 = !DILocation(line: 9, column: 33, scope: !64)
!74 = !DILocation(line: 9, column: 36, scope: !64)
!75 = !DILocation(line: 9, column: 27, scope: !64)
!76 = !DILocation(line: 9, column: 3, scope: !64)
!77 = distinct !{!77, !67, !78, !52}
!78 = !DILocation(line: 9, column: 48, scope: !60)
!79 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 10, type: !80)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DILocation(line: 10, column: 8, scope: !10)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 11, type: !13)
!83 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!84 = !DILocation(line: 11, column: 12, scope: !83)
!85 = !DILocation(line: 11, column: 8, scope: !83)
!86 = !DILocation(line: 11, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 11, column: 3)
!88 = !DILocation(line: 11, column: 23, scope: !87)
!89 = !DILocation(line: 11, column: 21, scope: !87)
!90 = !DILocation(line: 11, column: 3, scope: !83)
!91 = !DILocation(line: 11, column: 36, scope: !87)
!92 = !DILocation(line: 11, column: 38, scope: !87)
!93 = !DILocation(line: 11, column: 33, scope: !87)
!94 = !DILocation(line: 11, column: 31, scope: !87)
!95 = !DILocation(line: 11, column: 27, scope: !87)
!96 = !DILocation(line: 11, column: 3, scope: !87)
!97 = distinct !{!97, !90, !98, !52}
!98 = !DILocation(line: 11, column: 39, scope: !83)
!99 = !DILocation(line: 12, column: 8, scope: !10)
!100 = !DILocation(line: 12, column: 3, scope: !10)
!101 = !DILocalVariable(name: "z", scope: !10, file: !1, line: 13, type: !54)
!102 = !DILocation(line: 13, column: 8, scope: !10)
!103 = !DILocation(line: 13, column: 19, scope: !10)
!104 = !DILocation(line: 13, column: 12, scope: !10)
!105 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 14, type: !30)
!106 = !DILocation(line: 14, column: 10, scope: !10)
!107 = !DILocalVariable(name: "r", scope: !108, file: !1, line: 15, type: !13)
!108 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!109 = !DILocation(line: 15, column: 12, scope: !108)
!110 = !DILocation(line: 15, column: 8, scope: !108)
!111 = !DILocation(line: 15, column: 19, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 15, column: 3)
!113 = !DILocation(line: 15, column: 21, scope: !112)
!114 = !DILocation(line: 15, column: 3, scope: !108)
!115 = !DILocalVariable(name: "i", scope: !116, file: !1, line: 16, type: !13)
!116 = distinct !DILexicalBlock(scope: !112, file: !1, line: 16, column: 5)
!117 = !DILocation(line: 16, column: 14, scope: !116)
!118 = !DILocation(line: 16, column: 10, scope: !116)
!119 = !DILocation(line: 16, column: 21, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !1, line: 16, column: 5)
!121 = !DILocation(line: 16, column: 25, scope: !120)
!122 = !DILocation(line: 16, column: 23, scope: !120)
!123 = !DILocation(line: 16, column: 5, scope: !116)
!124 = !DILocation(line: 16, column: 40, scope: !120)
!125 = !DILocation(line: 16, column: 42, scope: !120)
!126 = !DILocation(line: 16, column: 44, scope: !120)
!127 = !DILocation(line: 16, column: 50, scope: !120)
!128 = !DILocation(line: 16, column: 52, scope: !120)
!129 = !DILocation(line: 16, column: 47, scope: !120)
!130 = !DILocation(line: 16, column: 37, scope: !120)
!131 = !DILocation(line: 16, column: 33, scope: !120)
!132 = !DILocation(line: 16, column: 29, scope: !120)
!133 = !DILocation(line: 16, column: 5, scope: !120)
!134 = distinct !{!134, !123, !135, !52}
!135 = !DILocation(line: 16, column: 56, scope: !116)
!136 = !DILocation(line: 15, column: 27, scope: !112)
!137 = !DILocation(line: 15, column: 3, scope: !112)
!138 = distinct !{!138, !114, !139, !52}
!139 = !DILocation(line: 16, column: 56, scope: !108)
!140 = !DILocation(line: 17, column: 8, scope: !10)
!141 = !DILocation(line: 17, column: 3, scope: !10)
!142 = !DILocation(line: 18, column: 8, scope: !10)
!143 = !DILocation(line: 18, column: 3, scope: !10)
!144 = !DILocation(line: 19, column: 11, scope: !10)
!145 = !DILocation(line: 19, column: 17, scope: !10)
!146 = !DILocation(line: 19, column: 15, scope: !10)
!147 = !DILocation(line: 19, column: 20, scope: !10)
!148 = !DILocation(line: 19, column: 3, scope: !10)
