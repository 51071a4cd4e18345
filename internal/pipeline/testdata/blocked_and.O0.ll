; ModuleID = 'blocked_and.c'
source_filename = "blocked_and.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %15 = load i32, i32* %4, align 4, !dbg !24
  %16 = icmp sgt i32 %15, 1, !dbg !25
  br i1 %16, label %17, label %22, !dbg !24

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !26
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !26
  %20 = load i8*, i8** %19, align 8, !dbg !26
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !27
  br label %23, !dbg !24

22:                                               ; preds = %2
  br label %23, !dbg !24

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 100, %22 ], !dbg !24
  store i32 %24, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %25 = load i32, i32* %4, align 4, !dbg !30
  %26 = icmp sgt i32 %25, 2, !dbg !31
  br i1 %26, label %27, label %32, !dbg !30

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !32
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !32
  %30 = load i8*, i8** %29, align 8, !dbg !32
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !33
  br label %33, !dbg !30

32:                                               ; preds = %23
  br label %33, !dbg !30

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 70, %32 ], !dbg !30
  store i32 %34, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata double** %8, metadata !34, metadata !DIExpression()), !dbg !37
  %35 = load i32, i32* %6, align 4, !dbg !38
  %36 = sext i32 %35 to i64, !dbg !38
  %37 = mul i64 8, %36, !dbg !39
  %38 = load i32, i32* %7, align 4, !dbg !40
  %39 = sext i32 %38 to i64, !dbg !40
  %40 = mul i64 %37, %39, !dbg !41
  %41 = call noalias i8* @malloc(i64 noundef %40) #6, !dbg !42
  %42 = bitcast i8* %41 to double*, !dbg !42
  store double* %42, double** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !43, metadata !DIExpression()), !dbg !45
  store i32 0, i32* %9, align 4, !dbg !45
  br label %43, !dbg !46

43:                                               ; preds = %103, %33
  %44 = load i32, i32* %9, align 4, !dbg !47
  %45 = load i32, i32* %6, align 4, !dbg !49
  %46 = icmp slt i32 %44, %45, !dbg !50
  br i1 %46, label %47, label %106, !dbg !51

47:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !52, metadata !DIExpression()), !dbg !54
  store i32 0, i32* %10, align 4, !dbg !54
  br label %48, !dbg !55

48:                                               ; preds = %99, %47
  %49 = load i32, i32* %10, align 4, !dbg !56
  %50 = load i32, i32* %7, align 4, !dbg !58
  %51 = icmp slt i32 %49, %50, !dbg !59
  br i1 %51, label %52, label %102, !dbg !60

52:                                               ; preds = %48
  call void @llvm.dbg.declare(metadata i32* %11, metadata !61, metadata !DIExpression()), !dbg !63
  %53 = load i32, i32* %9, align 4, !dbg !64
  store i32 %53, i32* %11, align 4, !dbg !63
  br label %54, !dbg !65

54:                                               ; preds = %95, %52
  %55 = load i32, i32* %11, align 4, !dbg !66
  %56 = load i32, i32* %9, align 4, !dbg !68
  %57 = add nsw i32 %56, 16, !dbg !69
  %58 = icmp slt i32 %55, %57, !dbg !70
  br i1 %58, label %59, label %63, !dbg !71

59:                                               ; preds = %54
  %60 = load i32, i32* %11, align 4, !dbg !72
  %61 = load i32, i32* %6, align 4, !dbg !73
  %62 = icmp slt i32 %60, %61, !dbg !74
  br label %63

63:                                               ; preds = %59, %54
  %64 = phi i1 [ false, %54 ], [ %62, %59 ], !dbg !75
  br i1 %64, label %65, label %98, !dbg !76

65:                                               ; preds = %63
  call void @llvm.dbg.declare(metadata i32* %12, metadata !77, metadata !DIExpression()), !dbg !79
  %66 = load i32, i32* %10, align 4, !dbg !80
  store i32 %66, i32* %12, align 4, !dbg !79
  br label %67, !dbg !81

67:                                               ; preds = %91, %65
  %68 = load i32, i32* %12, align 4, !dbg !82
  %69 = load i32, i32* %10, align 4, !dbg !84
  %70 = add nsw i32 %69, 16, !dbg !85
  %71 = icmp slt i32 %68, %70, !dbg !86
  br i1 %71, label %72, label %76, !dbg !87

72:                                               ; preds = %67
  %73 = load i32, i32* %12, align 4, !dbg !88
  %74 = load i32, i32* %7, align 4, !dbg !89
  %75 = icmp slt i32 %73, %74, !dbg !90
  br label %76

76:                                               ; preds = %72, %67
  %77 = phi i1 [ false, %67 ], [ %75, %72 ], !dbg !91
  br i1 %77, label %78, label %94, !dbg !92

78:                                               ; preds = %76
  %79 = load i32, i32* %11, align 4, !dbg !93
  %80 = load i32, i32* %12, align 4, !dbg !94
  %81 = add nsw i32 %79, %80, !dbg !95
  %82 = sitofp i32 %81 to double, !dbg !93
  %83 = load double*, double** %8, align 8, !dbg !96
  %84 = load i32, i32* %11, align 4, !dbg !97
  %85 = load i32, i32* %7, align 4, !dbg !98
  %86 = mul nsw i32 %84, %85, !dbg !99
  %87 = load i32, i32* %12, align 4, !dbg !100
  %88 = add nsw i32 %86, %87, !dbg !101
  %89 = sext i32 %88 to i64, !dbg !96
  %90 = getelementptr inbounds double, double* %83, i64 %89, !dbg !96
  store double %82, double* %90, align 8, !dbg !102
  br label %91, !dbg !96

91:                                               ; preds = %78
  %92 = load i32, i32* %12, align 4, !dbg !103
  %93 = add nsw i32 %92, 1, !dbg !103
  store i32 %93, i32* %12, align 4, !dbg !103
  br label %67, !dbg !104, !llvm.loop !105

94:                                               ; preds = %76
  br label %95, !dbg !106

95:                                               ; preds = %94
  %96 = load i32, i32* %11, align 4, !dbg !108
  %97 = add nsw i32 %96, 1, !dbg !108
  store i32 %97, i32* %11, align 4, !dbg !108
  br label %54, !dbg !109, !llvm.loop !110

98:                                               ; preds = %63
  br label %99, !dbg !111

99:                                               ; preds = %98
  %100 = load i32, i32* %10, align 4, !dbg !112
  %101 = add nsw i32 %100, 16, !dbg !112
  store i32 %101, i32* %10, align 4, !dbg !112
  br label %48, !dbg !113, !llvm.loop !114

102:                                              ; preds = %48
  br label %103, !dbg !115

103:                                              ; preds = %102
  %104 = load i32, i32* %9, align 4, !dbg !116
  %105 = add nsw i32 %104, 16, !dbg !116
  store i32 %105, i32* %9, align 4, !dbg !116
  br label %43, !dbg !117, !llvm.loop !118

106:                                              ; preds = %43
  call void @llvm.dbg.declare(metadata double* %13, metadata !120, metadata !DIExpression()), !dbg !121
  store double 0.000000e+00, double* %13, align 8, !dbg !121
  call void @llvm.dbg.declare(metadata i32* %14, metadata !122, metadata !DIExpression()), !dbg !124
  store i32 0, i32* %14, align 4, !dbg !124
  br label %107, !dbg !125

107:                                              ; preds = %121, %106
  %108 = load i32, i32* %14, align 4, !dbg !126
  %109 = load i32, i32* %6, align 4, !dbg !128
  %110 = load i32, i32* %7, align 4, !dbg !129
  %111 = mul nsw i32 %109, %110, !dbg !130
  %112 = icmp slt i32 %108, %111, !dbg !131
  br i1 %112, label %113, label %124, !dbg !132

113:                                              ; preds = %107
  %114 = load double*, double** %8, align 8, !dbg !133
  %115 = load i32, i32* %14, align 4, !dbg !134
  %116 = sext i32 %115 to i64, !dbg !133
  %117 = getelementptr inbounds double, double* %114, i64 %116, !dbg !133
  %118 = load double, double* %117, align 8, !dbg !133
  %119 = load double, double* %13, align 8, !dbg !135
  %120 = fadd double %119, %118, !dbg !135
  store double %120, double* %13, align 8, !dbg !135
  br label %121, !dbg !136

121:                                              ; preds = %113
  %122 = load i32, i32* %14, align 4, !dbg !137
  %123 = add nsw i32 %122, 1, !dbg !137
  store i32 %123, i32* %14, align 4, !dbg !137
  br label %107, !dbg !138, !llvm.loop !139

124:                                              ; preds = %107
  %125 = load double, double* %13, align 8, !dbg !141
  %126 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %125), !dbg !142
  ret i32 0, !dbg !143
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "blocked_and.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f9cdad115e080f1c27a1c4aea7537fd7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !11, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 6, type: !13)
!19 = !DILocation(line: 6, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 6, type: !14)
!21 = !DILocation(line: 6, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 7, type: !13)
!23 = !DILocation(line: 7, column: 7, scope: !10)
!24 = !DILocation(line: 7, column: 11, scope: !10)
!25 = !DILocation(line: 7, column: 16, scope: !10)
!26 = !DILocation(line: 7, column: 27, scope: !10)
!27 = !DILocation(line: 7, column: 22, scope: !10)
!28 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 7, type: !13)
!29 = !DILocation(line: 7, column: 43, scope: !10)
!30 = !DILocation(line: 7, column: 47, scope: !10)
!31 = !DILocation(line: 7, column: 52, scope: !10)
!32 = !DILocation(line: 7, column: 63, scope: !10)
!33 = !DILocation(line: 7, column: 58, scope: !10)
!34 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 8, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocation(line: 8, column: 11, scope: !10)
!38 = !DILocation(line: 8, column: 39, scope: !10)
!39 = !DILocation(line: 8, column: 37, scope: !10)
!40 = !DILocation(line: 8, column: 43, scope: !10)
!41 = !DILocation(line: 8, column: 41, scope: !10)
!42 = !DILocation(line: 8, column: 15, scope: !10)
!43 = !DILocalVariable(name: "ii", scope: !44, file: !1, line: 9, type: !13)
!44 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!45 = !DILocation(line: 9, column: 12, scope: !44)
!46 = !DILocation(line: 9, column: 8, scope: !44)
!47 = !DILocation(line: 9, column: 20, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !1, line: 9, column: 3)
!49 = !DILocation(line: 9, column: 25, scope: !48)
!50 = !DILocation(line: 9, column: 23, scope: !48)
!51 = !DILocation(line: 9, column: 3, scope: !44)
!52 = !DILocalVariable(name: "jj", scope: !53, file: !1, line: 10, type: !13)
!53 = distinct !DILexicalBlock(scope: !48, file: !1, line: 10, column: 5)
!54 = !DILocation(line: 10, column: 14, scope: !53)
!55 = !DILocation(line: 10, column: 10, scope: !53)
!56 = !DILocation(line: 10, column: 22, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 10, column: 5)
!58 = !DILocation(line: 10, column: 27, scope: !57)
!59 = !DILocation(line: 10, column: 25, scope: !57)
!60 = !DILocation(line: 10, column: 5, scope: !53)
!61 = !DILocalVariable(name: "i", scope: !62, file: !1, line: 11, type: !13)
!62 = distinct !DILexicalBlock(scope: !57, file: !1, line: 11, column: 7)
!63 = !DILocation(line: 11, column: 16, scope: !62)
!64 = !DILocation(line: 11, column: 20, scope: !62)
!65 = !DILocation(line: 11, column: 12, scope: !62)
!66 = !DILocation(line: 11, column: 24, scope: !67)
!67 = distinct !DILexicalBlock(scope: !62, file: !1, line: 11, column: 7)
!68 = !DILocation(line: 11, column: 28, scope: !67)
!69 = !DILocation(line: 11, column: 31, scope: !67)
!70 = !DILocation(line: 11, column: 26, scope: !67)
!71 = !DILocation(line: 11, column: 35, scope: !67)
!72 = !DILocation(line: 11, column: 38, scope: !67)
!73 = !DILocation(line: 11, column: 42, scope: !67)
!74 = !DILocation(line: 11, column: 40, scope: !67)
!75 = !DILocation(line: 0, scope: !67)
!76 = !DILocation(line: 11, column: 7, scope: !62)
!77 = !DILocalVariable(name: "j", scope: !78, file: !1, line: 12, type: !13)
!78 = distinct !DILexicalBlock(scope: !67, file: !1, line: 12, column: 9)
!79 = !DILocation(line: 12, column: 18, scope: !78)
!80 = !DILocation(line: 12, column: 22, scope: !78)
!81 = !DILocation(line: 12, column: 14, scope: !78)
!82 = !DILocation(line: 12, column: 26, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !1, line: 12, column: 9)
!84 = !DILocation(line: 12, column: 30, scope: !83)
!85 = !DILocation(line: 12, column: 33, scope: !83)
!86 = !DILocation(line: 12, column: 28, scope: !83)
!87 = !DILocation(line: 12, column: 37, scope: !83)
!88 = !DILocation(line: 12, column: 40, scope: !83)
!89 = !DILocation(line: 12, column: 44, scope: !83)
!90 = !DILocation(line: 12, column: 42, scope: !83)
!91 = !DILocation(line: 0, scope: !83)
!92 = !DILocation(line: 12, column: 9, scope: !78)
!93 = !DILocation(line: 13, column: 26, scope: !83)
!94 = !DILocation(line: 13, column: 30, scope: !83)
!95 = !DILocation(line: 13, column: 28, scope: !83)
!96 = !DILocation(line: 13, column: 11, scope: !83)
!97 = !DILocation(line: 13, column: 13, scope: !83)
!98 = !DILocation(line: 13, column: 17, scope: !83)
!99 = !DILocation(line: 13, column: 15, scope: !83)
!100 = !DILocation(line: 13, column: 21, scope: !83)
!101 = !DILocation(line: 13, column: 19, scope: !83)
!102 = !DILocation(line: 13, column: 24, scope: !83)
!103 = !DILocation(line: 12, column: 48, scope: !83)
!104 = !DILocation(line: 12, column: 9, scope: !83)
!105 = distinct !{!105, !92, !106, !107}
!106 = !DILocation(line: 13, column: 30, scope: !78)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !DILocation(line: 11, column: 46, scope: !67)
!109 = !DILocation(line: 11, column: 7, scope: !67)
!110 = distinct !{!110, !76, !111, !107}
!111 = !DILocation(line: 13, column: 30, scope: !62)
!112 = !DILocation(line: 10, column: 33, scope: !57)
!113 = !DILocation(line: 10, column: 5, scope: !57)
!114 = distinct !{!114, !60, !115, !107}
!115 = !DILocation(line: 13, column: 30, scope: !53)
!116 = !DILocation(line: 9, column: 31, scope: !48)
!117 = !DILocation(line: 9, column: 3, scope: !48)
!118 = distinct !{!118, !51, !119, !107}
!119 = !DILocation(line: 13, column: 30, scope: !44)
!120 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 14, type: !36)
!121 = !DILocation(line: 14, column: 10, scope: !10)
!122 = !DILocalVariable(name: "i", scope: !123, file: !1, line: 15, type: !13)
!123 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!124 = !DILocation(line: 15, column: 12, scope: !123)
!125 = !DILocation(line: 15, column: 8, scope: !123)
!126 = !DILocation(line: 15, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !1, line: 15, column: 3)
!128 = !DILocation(line: 15, column: 23, scope: !127)
!129 = !DILocation(line: 15, column: 27, scope: !127)
!130 = !DILocation(line: 15, column: 25, scope: !127)
!131 = !DILocation(line: 15, column: 21, scope: !127)
!132 = !DILocation(line: 15, column: 3, scope: !123)
!133 = !DILocation(line: 15, column: 40, scope: !127)
!134 = !DILocation(line: 15, column: 42, scope: !127)
!135 = !DILocation(line: 15, column: 37, scope: !127)
!136 = !DILocation(line: 15, column: 35, scope: !127)
!137 = !DILocation(line: 15, column: 31, scope: !127)
!138 = !DILocation(line: 15, column: 3, scope: !127)
!139 = distinct !{!139, !132, !140, !107}
!140 = !DILocation(line: 15, column: 43, scope: !123)
!141 = !DILocation(line: 16, column: 18, scope: !10)
!142 = !DILocation(line: 16, column: 3, scope: !10)
!143 = !DILocation(line: 17, column: 3, scope: !10)
