; ModuleID = 'min_bound.c'
source_filename = "min_bound.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %16 = load i32, i32* %4, align 4, !dbg !24
  %17 = icmp sgt i32 %16, 1, !dbg !25
  br i1 %17, label %18, label %23, !dbg !24

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !26
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !26
  %21 = load i8*, i8** %20, align 8, !dbg !26
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !27
  br label %24, !dbg !24

23:                                               ; preds = %2
  br label %24, !dbg !24

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 1000, %23 ], !dbg !24
  store i32 %25, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i32* %7, metadata !28, metadata !DIExpression()), !dbg !29
  %26 = load i32, i32* %4, align 4, !dbg !30
  %27 = icmp sgt i32 %26, 2, !dbg !31
  br i1 %27, label %28, label %33, !dbg !30

28:                                               ; preds = %24
  %29 = load i8**, i8*** %5, align 8, !dbg !32
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !32
  %31 = load i8*, i8** %30, align 8, !dbg !32
  %32 = call i32 @atoi(i8* noundef %31) #5, !dbg !33
  br label %34, !dbg !30

33:                                               ; preds = %24
  br label %34, !dbg !30

34:                                               ; preds = %33, %28
  %35 = phi i32 [ %32, %28 ], [ 600, %33 ], !dbg !30
  store i32 %35, i32* %7, align 4, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !35
  %36 = load i32, i32* %4, align 4, !dbg !36
  %37 = icmp sgt i32 %36, 3, !dbg !37
  br i1 %37, label %38, label %43, !dbg !36

38:                                               ; preds = %34
  %39 = load i8**, i8*** %5, align 8, !dbg !38
  %40 = getelementptr inbounds i8*, i8** %39, i64 3, !dbg !38
  %41 = load i8*, i8** %40, align 8, !dbg !38
  %42 = call i32 @atoi(i8* noundef %41) #5, !dbg !39
  br label %44, !dbg !36

43:                                               ; preds = %34
  br label %44, !dbg !36

44:                                               ; preds = %43, %38
  %45 = phi i32 [ %42, %38 ], [ 10, %43 ], !dbg !36
  store i32 %45, i32* %8, align 4, !dbg !35
  call void @llvm.dbg.declare(metadata double** %9, metadata !40, metadata !DIExpression()), !dbg !43
  %46 = load i32, i32* %6, align 4, !dbg !44
  %47 = load i32, i32* %7, align 4, !dbg !45
  %48 = icmp sgt i32 %46, %47, !dbg !46
  br i1 %48, label %49, label %51, !dbg !44

49:                                               ; preds = %44
  %50 = load i32, i32* %6, align 4, !dbg !47
  br label %53, !dbg !44

51:                                               ; preds = %44
  %52 = load i32, i32* %7, align 4, !dbg !48
  br label %53, !dbg !44

53:                                               ; preds = %51, %49
  %54 = phi i32 [ %50, %49 ], [ %52, %51 ], !dbg !44
  %55 = sext i32 %54 to i64, !dbg !44
  %56 = call noalias i8* @calloc(i64 noundef %55, i64 noundef 8) #6, !dbg !49
  %57 = bitcast i8* %56 to double*, !dbg !49
  store double* %57, double** %9, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %10, align 4, !dbg !52
  br label %58, !dbg !53

58:                                               ; preds = %75, %53
  %59 = load i32, i32* %10, align 4, !dbg !54
  %60 = load i32, i32* %6, align 4, !dbg !56
  %61 = icmp slt i32 %59, %60, !dbg !57
  br i1 %61, label %62, label %66, !dbg !58

62:                                               ; preds = %58
  %63 = load i32, i32* %10, align 4, !dbg !59
  %64 = load i32, i32* %7, align 4, !dbg !60
  %65 = icmp slt i32 %63, %64, !dbg !61
  br label %66

66:                                               ; preds = %62, %58
  %67 = phi i1 [ false, %58 ], [ %65, %62 ], !dbg !62
  br i1 %67, label %68, label %78, !dbg !63

68:                                               ; preds = %66
  %69 = load i32, i32* %10, align 4, !dbg !64
  %70 = sitofp i32 %69 to double, !dbg !64
  %71 = load double*, double** %9, align 8, !dbg !65
  %72 = load i32, i32* %10, align 4, !dbg !66
  %73 = sext i32 %72 to i64, !dbg !65
  %74 = getelementptr inbounds double, double* %71, i64 %73, !dbg !65
  store double %70, double* %74, align 8, !dbg !67
  br label %75, !dbg !65

75:                                               ; preds = %68
  %76 = load i32, i32* %10, align 4, !dbg !68
  %77 = add nsw i32 %76, 1, !dbg !68
  store i32 %77, i32* %10, align 4, !dbg !68
  br label %58, !dbg !69, !llvm.loop !70

78:                                               ; preds = %66
  call void @llvm.dbg.declare(metadata i32* %11, metadata !73, metadata !DIExpression()), !dbg !75
  %79 = load i32, i32* %8, align 4, !dbg !76
  store i32 %79, i32* %11, align 4, !dbg !75
  br label %80, !dbg !77

80:                                               ; preds = %100, %78
  %81 = load i32, i32* %11, align 4, !dbg !78
  %82 = load i32, i32* %6, align 4, !dbg !80
  %83 = load i32, i32* %7, align 4, !dbg !81
  %84 = call i32 @smaller(i32 noundef %82, i32 noundef %83), !dbg !82
  %85 = icmp slt i32 %81, %84, !dbg !83
  br i1 %85, label %86, label %103, !dbg !84

86:                                               ; preds = %80
  %87 = load double*, double** %9, align 8, !dbg !85
  %88 = load i32, i32* %11, align 4, !dbg !86
  %89 = load i32, i32* %8, align 4, !dbg !87
  %90 = sub nsw i32 %88, %89, !dbg !88
  %91 = sext i32 %90 to i64, !dbg !85
  %92 = getelementptr inbounds double, double* %87, i64 %91, !dbg !85
  %93 = load double, double* %92, align 8, !dbg !85
  %94 = load double*, double** %9, align 8, !dbg !89
  %95 = load i32, i32* %11, align 4, !dbg !90
  %96 = sext i32 %95 to i64, !dbg !89
  %97 = getelementptr inbounds double, double* %94, i64 %96, !dbg !89
  %98 = load double, double* %97, align 8, !dbg !91
  %99 = fadd double %98, %93, !dbg !91
  store double %99, double* %97, align 8, !dbg !91
  br label %100, !dbg !89

100:                                              ; preds = %86
  %101 = load i32, i32* %11, align 4, !dbg !92
  %102 = add nsw i32 %101, 1, !dbg !92
  store i32 %102, i32* %11, align 4, !dbg !92
  br label %80, !dbg !93, !llvm.loop !94

103:                                              ; preds = %80
  call void @llvm.dbg.declare(metadata i32* %12, metadata !96, metadata !DIExpression()), !dbg !97
  %104 = load i32, i32* %6, align 4, !dbg !98
  %105 = load i32, i32* %7, align 4, !dbg !99
  %106 = icmp slt i32 %104, %105, !dbg !100
  br i1 %106, label %107, label %109, !dbg !98

107:                                              ; preds = %103
  %108 = load i32, i32* %6, align 4, !dbg !101
  br label %111, !dbg !98

109:                                              ; preds = %103
  %110 = load i32, i32* %7, align 4, !dbg !102
  br label %111, !dbg !98

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %108, %107 ], [ %110, %109 ], !dbg !98
  store i32 %112, i32* %12, align 4, !dbg !97
  call void @llvm.dbg.declare(metadata double* %13, metadata !103, metadata !DIExpression()), !dbg !104
  store double 0.000000e+00, double* %13, align 8, !dbg !104
  call void @llvm.dbg.declare(metadata i32* %14, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %14, align 4, !dbg !107
  br label %113, !dbg !108

113:                                              ; preds = %133, %111
  %114 = load i32, i32* %14, align 4, !dbg !109
  %115 = icmp slt i32 %114, 3, !dbg !111
  br i1 %115, label %116, label %136, !dbg !112

116:                                              ; preds = %113
  call void @llvm.dbg.declare(metadata i32* %15, metadata !113, metadata !DIExpression()), !dbg !115
  store i32 0, i32* %15, align 4, !dbg !115
  br label %117, !dbg !116

117:                                              ; preds = %129, %116
  %118 = load i32, i32* %15, align 4, !dbg !117
  %119 = load i32, i32* %12, align 4, !dbg !119
  %120 = icmp slt i32 %118, %119, !dbg !120
  br i1 %120, label %121, label %132, !dbg !121

121:                                              ; preds = %117
  %122 = load double*, double** %9, align 8, !dbg !122
  %123 = load i32, i32* %15, align 4, !dbg !123
  %124 = sext i32 %123 to i64, !dbg !122
  %125 = getelementptr inbounds double, double* %122, i64 %124, !dbg !122
  %126 = load double, double* %125, align 8, !dbg !122
  %127 = load double, double* %13, align 8, !dbg !124
  %128 = fadd double %127, %126, !dbg !124
  store double %128, double* %13, align 8, !dbg !124
  br label %129, !dbg !125

129:                                              ; preds = %121
  %130 = load i32, i32* %15, align 4, !dbg !126
  %131 = add nsw i32 %130, 1, !dbg !126
  store i32 %131, i32* %15, align 4, !dbg !126
  br label %117, !dbg !127, !llvm.loop !128

132:                                              ; preds = %117
  br label %133, !dbg !129

133:                                              ; preds = %132
  %134 = load i32, i32* %14, align 4, !dbg !130
  %135 = add nsw i32 %134, 1, !dbg !130
  store i32 %135, i32* %14, align 4, !dbg !130
  br label %113, !dbg !131, !llvm.loop !132

136:                                              ; preds = %113
  %137 = load double, double* %13, align 8, !dbg !134
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %137), !dbg !135
  %139 = load double*, double** %9, align 8, !dbg !136
  %140 = bitcast double* %139 to i8*, !dbg !136
  call void @free(i8* noundef %140) #6, !dbg !137
  ret i32 0, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @smaller(i32 noundef %0, i32 noundef %1) #0 !dbg !139 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !142, metadata !DIExpression()), !dbg !143
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !144, metadata !DIExpression()), !dbg !145
  %5 = load i32, i32* %3, align 4, !dbg !146
  %6 = load i32, i32* %4, align 4, !dbg !147
  %7 = icmp slt i32 %5, %6, !dbg !148
  br i1 %7, label %8, label %10, !dbg !146

8:                                                ; preds = %2
  %9 = load i32, i32* %3, align 4, !dbg !149
  br label %12, !dbg !146

10:                                               ; preds = %2
  %11 = load i32, i32* %4, align 4, !dbg !150
  br label %12, !dbg !146

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !146
  ret i32 %13, !dbg !151
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
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "min_bound.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ec644eec9908d314166960003d9f139b")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 10, type: !13)
!19 = !DILocation(line: 10, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 10, type: !14)
!21 = !DILocation(line: 10, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 11, type: !13)
!23 = !DILocation(line: 11, column: 7, scope: !10)
!24 = !DILocation(line: 11, column: 11, scope: !10)
!25 = !DILocation(line: 11, column: 16, scope: !10)
!26 = !DILocation(line: 11, column: 27, scope: !10)
!27 = !DILocation(line: 11, column: 22, scope: !10)
!28 = !DILocalVariable(name: "m", scope: !10, file: !1, line: 12, type: !13)
!29 = !DILocation(line: 12, column: 7, scope: !10)
!30 = !DILocation(line: 12, column: 11, scope: !10)
!31 = !DILocation(line: 12, column: 16, scope: !10)
!32 = !DILocation(line: 12, column: 27, scope: !10)
!33 = !DILocation(line: 12, column: 22, scope: !10)
!34 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 13, type: !13)
!35 = !DILocation(line: 13, column: 7, scope: !10)
!36 = !DILocation(line: 13, column: 11, scope: !10)
!37 = !DILocation(line: 13, column: 16, scope: !10)
!38 = !DILocation(line: 13, column: 27, scope: !10)
!39 = !DILocation(line: 13, column: 22, scope: !10)
!40 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 14, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !DILocation(line: 14, column: 11, scope: !10)
!44 = !DILocation(line: 14, column: 22, scope: !10)
!45 = !DILocation(line: 14, column: 26, scope: !10)
!46 = !DILocation(line: 14, column: 24, scope: !10)
!47 = !DILocation(line: 14, column: 30, scope: !10)
!48 = !DILocation(line: 14, column: 34, scope: !10)
!49 = !DILocation(line: 14, column: 15, scope: !10)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 15, type: !13)
!51 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!52 = !DILocation(line: 15, column: 12, scope: !51)
!53 = !DILocation(line: 15, column: 8, scope: !51)
!54 = !DILocation(line: 15, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 15, column: 3)
!56 = !DILocation(line: 15, column: 23, scope: !55)
!57 = !DILocation(line: 15, column: 21, scope: !55)
!58 = !DILocation(line: 15, column: 25, scope: !55)
!59 = !DILocation(line: 15, column: 28, scope: !55)
!60 = !DILocation(line: 15, column: 32, scope: !55)
!61 = !DILocation(line: 15, column: 30, scope: !55)
!62 = !DILocation(line: 0, scope: !55)
!63 = !DILocation(line: 15, column: 3, scope: !51)
!64 = !DILocation(line: 16, column: 12, scope: !55)
!65 = !DILocation(line: 16, column: 5, scope: !55)
!66 = !DILocation(line: 16, column: 7, scope: !55)
!67 = !DILocation(line: 16, column: 10, scope: !55)
!68 = !DILocation(line: 15, column: 36, scope: !55)
!69 = !DILocation(line: 15, column: 3, scope: !55)
!70 = distinct !{!70, !63, !71, !72}
!71 = !DILocation(line: 16, column: 12, scope: !51)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 17, type: !13)
!74 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!75 = !DILocation(line: 17, column: 12, scope: !74)
!76 = !DILocation(line: 17, column: 16, scope: !74)
!77 = !DILocation(line: 17, column: 8, scope: !74)
!78 = !DILocation(line: 17, column: 19, scope: !79)
!79 = distinct !DILexicalBlock(scope: !74, file: !1, line: 17, column: 3)
!80 = !DILocation(line: 17, column: 31, scope: !79)
!81 = !DILocation(line: 17, column: 34, scope: !79)
!82 = !DILocation(line: 17, column: 23, scope: !79)
!83 = !DILocation(line: 17, column: 21, scope: !79)
!84 = !DILocation(line: 17, column: 3, scope: !74)
!85 = !DILocation(line: 18, column: 13, scope: !79)
!86 = !DILocation(line: 18, column: 15, scope: !79)
!87 = !DILocation(line: 18, column: 19, scope: !79)
!88 = !DILocation(line: 18, column: 17, scope: !79)
!89 = !DILocation(line: 18, column: 5, scope: !79)
!90 = !DILocation(line: 18, column: 7, scope: !79)
!91 = !DILocation(line: 18, column: 10, scope: !79)
!92 = !DILocation(line: 17, column: 39, scope: !79)
!93 = !DILocation(line: 17, column: 3, scope: !79)
!94 = distinct !{!94, !84, !95, !72}
!95 = !DILocation(line: 18, column: 20, scope: !74)
!96 = !DILocalVariable(name: "lim", scope: !10, file: !1, line: 19, type: !13)
!97 = !DILocation(line: 19, column: 7, scope: !10)
!98 = !DILocation(line: 19, column: 13, scope: !10)
!99 = !DILocation(line: 19, column: 17, scope: !10)
!100 = !DILocation(line: 19, column: 15, scope: !10)
!101 = !DILocation(line: 19, column: 21, scope: !10)
!102 = !DILocation(line: 19, column: 25, scope: !10)
!103 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 20, type: !42)
!104 = !DILocation(line: 20, column: 10, scope: !10)
!105 = !DILocalVariable(name: "r", scope: !106, file: !1, line: 21, type: !13)
!106 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!107 = !DILocation(line: 21, column: 12, scope: !106)
!108 = !DILocation(line: 21, column: 8, scope: !106)
!109 = !DILocation(line: 21, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !1, line: 21, column: 3)
!111 = !DILocation(line: 21, column: 21, scope: !110)
!112 = !DILocation(line: 21, column: 3, scope: !106)
!113 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 22, type: !13)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 22, column: 5)
!115 = !DILocation(line: 22, column: 14, scope: !114)
!116 = !DILocation(line: 22, column: 10, scope: !114)
!117 = !DILocation(line: 22, column: 21, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 22, column: 5)
!119 = !DILocation(line: 22, column: 25, scope: !118)
!120 = !DILocation(line: 22, column: 23, scope: !118)
!121 = !DILocation(line: 22, column: 5, scope: !114)
!122 = !DILocation(line: 23, column: 12, scope: !118)
!123 = !DILocation(line: 23, column: 14, scope: !118)
!124 = !DILocation(line: 23, column: 9, scope: !118)
!125 = !DILocation(line: 23, column: 7, scope: !118)
!126 = !DILocation(line: 22, column: 31, scope: !118)
!127 = !DILocation(line: 22, column: 5, scope: !118)
!128 = distinct !{!128, !121, !129, !72}
!129 = !DILocation(line: 23, column: 15, scope: !114)
!130 = !DILocation(line: 21, column: 27, scope: !110)
!131 = !DILocation(line: 21, column: 3, scope: !110)
!132 = distinct !{!132, !112, !133, !72}
!133 = !DILocation(line: 23, column: 15, scope: !106)
!134 = !DILocation(line: 24, column: 20, scope: !10)
!135 = !DILocation(line: 24, column: 3, scope: !10)
!136 = !DILocation(line: 25, column: 8, scope: !10)
!137 = !DILocation(line: 25, column: 3, scope: !10)
!138 = !DILocation(line: 26, column: 3, scope: !10)
!139 = distinct !DISubprogram(name: "smaller", scope: !1, file: !1, line: 8, type: !140, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!140 = !DISubroutineType(types: !141)
!141 = !{!13, !13, !13}
!142 = !DILocalVariable(name: "a", arg: 1, scope: !139, file: !1, line: 8, type: !13)
!143 = !DILocation(line: 8, column: 24, scope: !139)
!144 = !DILocalVariable(name: "b", arg: 2, scope: !139, file: !1, line: 8, type: !13)
!145 = !DILocation(line: 8, column: 31, scope: !139)
!146 = !DILocation(line: 8, column: 43, scope: !139)
!147 = !DILocation(line: 8, column: 47, scope: !139)
!148 = !DILocation(line: 8, column: 45, scope: !139)
!149 = !DILocation(line: 8, column: 51, scope: !139)
!150 = !DILocation(line: 8, column: 55, scope: !139)
!151 = !DILocation(line: 8, column: 36, scope: !139)
