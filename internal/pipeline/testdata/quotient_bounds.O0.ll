; ModuleID = 'quotient_bounds.c'
source_filename = "quotient_bounds.c"
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
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
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
  %25 = phi i32 [ %22, %18 ], [ 100, %23 ], !dbg !24
  store i32 %25, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %26 = load i32, i32* %6, align 4, !dbg !32
  %27 = icmp sgt i32 %26, 0, !dbg !33
  br i1 %27, label %28, label %30, !dbg !32

28:                                               ; preds = %24
  %29 = load i32, i32* %6, align 4, !dbg !34
  br label %31, !dbg !32

30:                                               ; preds = %24
  br label %31, !dbg !32

31:                                               ; preds = %30, %28
  %32 = phi i32 [ %29, %28 ], [ 1, %30 ], !dbg !32
  %33 = sext i32 %32 to i64, !dbg !32
  %34 = call noalias i8* @calloc(i64 noundef %33, i64 noundef 8) #6, !dbg !35
  %35 = bitcast i8* %34 to double*, !dbg !35
  store double* %35, double** %7, align 8, !dbg !31
  %36 = load double*, double** %7, align 8, !dbg !36
  %37 = icmp ne double* %36, null, !dbg !36
  br i1 %37, label %39, label %38, !dbg !38

38:                                               ; preds = %31
  store i32 1, i32* %3, align 4, !dbg !39
  br label %141, !dbg !39

39:                                               ; preds = %31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %8, align 4, !dbg !42
  br label %40, !dbg !43

40:                                               ; preds = %51, %39
  %41 = load i32, i32* %8, align 4, !dbg !44
  %42 = load i32, i32* %6, align 4, !dbg !46
  %43 = icmp slt i32 %41, %42, !dbg !47
  br i1 %43, label %44, label %54, !dbg !48

44:                                               ; preds = %40
  %45 = load i32, i32* %8, align 4, !dbg !49
  %46 = sitofp i32 %45 to double, !dbg !49
  %47 = load double*, double** %7, align 8, !dbg !50
  %48 = load i32, i32* %8, align 4, !dbg !51
  %49 = sext i32 %48 to i64, !dbg !50
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !50
  store double %46, double* %50, align 8, !dbg !52
  br label %51, !dbg !50

51:                                               ; preds = %44
  %52 = load i32, i32* %8, align 4, !dbg !53
  %53 = add nsw i32 %52, 1, !dbg !53
  store i32 %53, i32* %8, align 4, !dbg !53
  br label %40, !dbg !54, !llvm.loop !55

54:                                               ; preds = %40
  call void @llvm.dbg.declare(metadata double* %9, metadata !58, metadata !DIExpression()), !dbg !59
  store double 0.000000e+00, double* %9, align 8, !dbg !59
  call void @llvm.dbg.declare(metadata i32* %10, metadata !60, metadata !DIExpression()), !dbg !62
  store i32 0, i32* %10, align 4, !dbg !62
  br label %55, !dbg !63

55:                                               ; preds = %68, %54
  %56 = load i32, i32* %10, align 4, !dbg !64
  %57 = load i32, i32* %6, align 4, !dbg !66
  %58 = sdiv i32 %57, 2, !dbg !67
  %59 = icmp sle i32 %56, %58, !dbg !68
  br i1 %59, label %60, label %71, !dbg !69

60:                                               ; preds = %55
  %61 = load double*, double** %7, align 8, !dbg !70
  %62 = load i32, i32* %10, align 4, !dbg !71
  %63 = sext i32 %62 to i64, !dbg !70
  %64 = getelementptr inbounds double, double* %61, i64 %63, !dbg !70
  %65 = load double, double* %64, align 8, !dbg !70
  %66 = load double, double* %9, align 8, !dbg !72
  %67 = fadd double %66, %65, !dbg !72
  store double %67, double* %9, align 8, !dbg !72
  br label %68, !dbg !73

68:                                               ; preds = %60
  %69 = load i32, i32* %10, align 4, !dbg !74
  %70 = add nsw i32 %69, 1, !dbg !74
  store i32 %70, i32* %10, align 4, !dbg !74
  br label %55, !dbg !75, !llvm.loop !76

71:                                               ; preds = %55
  call void @llvm.dbg.declare(metadata i32* %11, metadata !78, metadata !DIExpression()), !dbg !80
  store i32 0, i32* %11, align 4, !dbg !80
  br label %72, !dbg !81

72:                                               ; preds = %87, %71
  %73 = load i32, i32* %11, align 4, !dbg !82
  %74 = load i32, i32* %6, align 4, !dbg !84
  %75 = add nsw i32 %74, 1, !dbg !85
  %76 = sdiv i32 %75, 3, !dbg !86
  %77 = icmp slt i32 %73, %76, !dbg !87
  br i1 %77, label %78, label %90, !dbg !88

78:                                               ; preds = %72
  %79 = load double*, double** %7, align 8, !dbg !89
  %80 = load i32, i32* %11, align 4, !dbg !90
  %81 = mul nsw i32 3, %80, !dbg !91
  %82 = sext i32 %81 to i64, !dbg !89
  %83 = getelementptr inbounds double, double* %79, i64 %82, !dbg !89
  %84 = load double, double* %83, align 8, !dbg !89
  %85 = load double, double* %9, align 8, !dbg !92
  %86 = fadd double %85, %84, !dbg !92
  store double %86, double* %9, align 8, !dbg !92
  br label %87, !dbg !93

87:                                               ; preds = %78
  %88 = load i32, i32* %11, align 4, !dbg !94
  %89 = add nsw i32 %88, 1, !dbg !94
  store i32 %89, i32* %11, align 4, !dbg !94
  br label %72, !dbg !95, !llvm.loop !96

90:                                               ; preds = %72
  call void @llvm.dbg.declare(metadata i32* %12, metadata !98, metadata !DIExpression()), !dbg !100
  %91 = load i32, i32* %6, align 4, !dbg !101
  store i32 %91, i32* %12, align 4, !dbg !100
  call void @llvm.dbg.declare(metadata i32* %13, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %13, align 4, !dbg !104
  br label %92, !dbg !105

92:                                               ; preds = %105, %90
  %93 = load i32, i32* %13, align 4, !dbg !106
  %94 = load i32, i32* %12, align 4, !dbg !108
  %95 = lshr i32 %94, 2, !dbg !109
  %96 = icmp ult i32 %93, %95, !dbg !110
  br i1 %96, label %97, label %108, !dbg !111

97:                                               ; preds = %92
  %98 = load double*, double** %7, align 8, !dbg !112
  %99 = load i32, i32* %13, align 4, !dbg !113
  %100 = zext i32 %99 to i64, !dbg !112
  %101 = getelementptr inbounds double, double* %98, i64 %100, !dbg !112
  %102 = load double, double* %101, align 8, !dbg !112
  %103 = load double, double* %9, align 8, !dbg !114
  %104 = fsub double %103, %102, !dbg !114
  store double %104, double* %9, align 8, !dbg !114
  br label %105, !dbg !115

105:                                              ; preds = %97
  %106 = load i32, i32* %13, align 4, !dbg !116
  %107 = add i32 %106, 1, !dbg !116
  store i32 %107, i32* %13, align 4, !dbg !116
  br label %92, !dbg !117, !llvm.loop !118

108:                                              ; preds = %92
  call void @llvm.dbg.declare(metadata i32* %14, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 0, i32* %14, align 4, !dbg !122
  br label %109, !dbg !123

109:                                              ; preds = %133, %108
  %110 = load i32, i32* %14, align 4, !dbg !124
  %111 = load i32, i32* %6, align 4, !dbg !126
  %112 = sdiv i32 %111, 4, !dbg !127
  %113 = icmp slt i32 %110, %112, !dbg !128
  br i1 %113, label %114, label %136, !dbg !129

114:                                              ; preds = %109
  call void @llvm.dbg.declare(metadata i32* %15, metadata !130, metadata !DIExpression()), !dbg !132
  store i32 0, i32* %15, align 4, !dbg !132
  br label %115, !dbg !133

115:                                              ; preds = %129, %114
  %116 = load i32, i32* %15, align 4, !dbg !134
  %117 = icmp slt i32 %116, 4, !dbg !136
  br i1 %117, label %118, label %132, !dbg !137

118:                                              ; preds = %115
  %119 = load double*, double** %7, align 8, !dbg !138
  %120 = load i32, i32* %14, align 4, !dbg !139
  %121 = mul nsw i32 4, %120, !dbg !140
  %122 = load i32, i32* %15, align 4, !dbg !141
  %123 = add nsw i32 %121, %122, !dbg !142
  %124 = sext i32 %123 to i64, !dbg !138
  %125 = getelementptr inbounds double, double* %119, i64 %124, !dbg !138
  %126 = load double, double* %125, align 8, !dbg !138
  %127 = load double, double* %9, align 8, !dbg !143
  %128 = fadd double %127, %126, !dbg !143
  store double %128, double* %9, align 8, !dbg !143
  br label %129, !dbg !144

129:                                              ; preds = %118
  %130 = load i32, i32* %15, align 4, !dbg !145
  %131 = add nsw i32 %130, 1, !dbg !145
  store i32 %131, i32* %15, align 4, !dbg !145
  br label %115, !dbg !146, !llvm.loop !147

132:                                              ; preds = %115
  br label %133, !dbg !148

133:                                              ; preds = %132
  %134 = load i32, i32* %14, align 4, !dbg !149
  %135 = add nsw i32 %134, 1, !dbg !149
  store i32 %135, i32* %14, align 4, !dbg !149
  br label %109, !dbg !150, !llvm.loop !151

136:                                              ; preds = %109
  %137 = load double, double* %9, align 8, !dbg !153
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %137), !dbg !154
  %139 = load double*, double** %7, align 8, !dbg !155
  %140 = bitcast double* %139 to i8*, !dbg !155
  call void @free(i8* noundef %140) #6, !dbg !156
  store i32 0, i32* %3, align 4, !dbg !157
  br label %141, !dbg !157

141:                                              ; preds = %136, %38
  %142 = load i32, i32* %3, align 4, !dbg !158
  ret i32 %142, !dbg !158
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

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
!1 = !DIFile(filename: "quotient_bounds.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "7478ac92ba26d6c178897b1195b43911")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!19 = !DILocation(line: 7, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 7, type: !14)
!21 = !DILocation(line: 7, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 8, type: !13)
!23 = !DILocation(line: 8, column: 7, scope: !10)
!24 = !DILocation(line: 8, column: 11, scope: !10)
!25 = !DILocation(line: 8, column: 16, scope: !10)
!26 = !DILocation(line: 8, column: 27, scope: !10)
!27 = !DILocation(line: 8, column: 22, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 9, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 9, column: 11, scope: !10)
!32 = !DILocation(line: 9, column: 22, scope: !10)
!33 = !DILocation(line: 9, column: 24, scope: !10)
!34 = !DILocation(line: 9, column: 30, scope: !10)
!35 = !DILocation(line: 9, column: 15, scope: !10)
!36 = !DILocation(line: 10, column: 8, scope: !37)
!37 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!38 = !DILocation(line: 10, column: 7, scope: !10)
!39 = !DILocation(line: 11, column: 5, scope: !37)
!40 = !DILocalVariable(name: "i", scope: !41, file: !1, line: 12, type: !13)
!41 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!42 = !DILocation(line: 12, column: 12, scope: !41)
!43 = !DILocation(line: 12, column: 8, scope: !41)
!44 = !DILocation(line: 12, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !1, line: 12, column: 3)
!46 = !DILocation(line: 12, column: 23, scope: !45)
!47 = !DILocation(line: 12, column: 21, scope: !45)
!48 = !DILocation(line: 12, column: 3, scope: !41)
!49 = !DILocation(line: 13, column: 12, scope: !45)
!50 = !DILocation(line: 13, column: 5, scope: !45)
!51 = !DILocation(line: 13, column: 7, scope: !45)
!52 = !DILocation(line: 13, column: 10, scope: !45)
!53 = !DILocation(line: 12, column: 27, scope: !45)
!54 = !DILocation(line: 12, column: 3, scope: !45)
!55 = distinct !{!55, !48, !56, !57}
!56 = !DILocation(line: 13, column: 12, scope: !41)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 14, type: !30)
!59 = !DILocation(line: 14, column: 10, scope: !10)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 15, type: !13)
!61 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!62 = !DILocation(line: 15, column: 12, scope: !61)
!63 = !DILocation(line: 15, column: 8, scope: !61)
!64 = !DILocation(line: 15, column: 19, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !1, line: 15, column: 3)
!66 = !DILocation(line: 15, column: 24, scope: !65)
!67 = !DILocation(line: 15, column: 26, scope: !65)
!68 = !DILocation(line: 15, column: 21, scope: !65)
!69 = !DILocation(line: 15, column: 3, scope: !61)
!70 = !DILocation(line: 16, column: 10, scope: !65)
!71 = !DILocation(line: 16, column: 12, scope: !65)
!72 = !DILocation(line: 16, column: 7, scope: !65)
!73 = !DILocation(line: 16, column: 5, scope: !65)
!74 = !DILocation(line: 15, column: 32, scope: !65)
!75 = !DILocation(line: 15, column: 3, scope: !65)
!76 = distinct !{!76, !69, !77, !57}
!77 = !DILocation(line: 16, column: 13, scope: !61)
!78 = !DILocalVariable(name: "i", scope: !79, file: !1, line: 17, type: !13)
!79 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!80 = !DILocation(line: 17, column: 12, scope: !79)
!81 = !DILocation(line: 17, column: 8, scope: !79)
!82 = !DILocation(line: 17, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !1, line: 17, column: 3)
!84 = !DILocation(line: 17, column: 24, scope: !83)
!85 = !DILocation(line: 17, column: 26, scope: !83)
!86 = !DILocation(line: 17, column: 31, scope: !83)
!87 = !DILocation(line: 17, column: 21, scope: !83)
!88 = !DILocation(line: 17, column: 3, scope: !79)
!89 = !DILocation(line: 18, column: 10, scope: !83)
!90 = !DILocation(line: 18, column: 16, scope: !83)
!91 = !DILocation(line: 18, column: 14, scope: !83)
!92 = !DILocation(line: 18, column: 7, scope: !83)
!93 = !DILocation(line: 18, column: 5, scope: !83)
!94 = !DILocation(line: 17, column: 37, scope: !83)
!95 = !DILocation(line: 17, column: 3, scope: !83)
!96 = distinct !{!96, !88, !97, !57}
!97 = !DILocation(line: 18, column: 17, scope: !79)
!98 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 19, type: !99)
!99 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!100 = !DILocation(line: 19, column: 12, scope: !10)
!101 = !DILocation(line: 19, column: 16, scope: !10)
!102 = !DILocalVariable(name: "i", scope: !103, file: !1, line: 20, type: !99)
!103 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 3)
!104 = !DILocation(line: 20, column: 17, scope: !103)
!105 = !DILocation(line: 20, column: 8, scope: !103)
!106 = !DILocation(line: 20, column: 24, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 20, column: 3)
!108 = !DILocation(line: 20, column: 28, scope: !107)
!109 = !DILocation(line: 20, column: 30, scope: !107)
!110 = !DILocation(line: 20, column: 26, scope: !107)
!111 = !DILocation(line: 20, column: 3, scope: !103)
!112 = !DILocation(line: 21, column: 10, scope: !107)
!113 = !DILocation(line: 21, column: 12, scope: !107)
!114 = !DILocation(line: 21, column: 7, scope: !107)
!115 = !DILocation(line: 21, column: 5, scope: !107)
!116 = !DILocation(line: 20, column: 37, scope: !107)
!117 = !DILocation(line: 20, column: 3, scope: !107)
!118 = distinct !{!118, !111, !119, !57}
!119 = !DILocation(line: 21, column: 13, scope: !103)
!120 = !DILocalVariable(name: "k", scope: !121, file: !1, line: 22, type: !13)
!121 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!122 = !DILocation(line: 22, column: 12, scope: !121)
!123 = !DILocation(line: 22, column: 8, scope: !121)
!124 = !DILocation(line: 22, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 22, column: 3)
!126 = !DILocation(line: 22, column: 23, scope: !125)
!127 = !DILocation(line: 22, column: 25, scope: !125)
!128 = !DILocation(line: 22, column: 21, scope: !125)
!129 = !DILocation(line: 22, column: 3, scope: !121)
!130 = !DILocalVariable(name: "j", scope: !131, file: !1, line: 23, type: !13)
!131 = distinct !DILexicalBlock(scope: !125, file: !1, line: 23, column: 5)
!132 = !DILocation(line: 23, column: 14, scope: !131)
!133 = !DILocation(line: 23, column: 10, scope: !131)
!134 = !DILocation(line: 23, column: 21, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 23, column: 5)
!136 = !DILocation(line: 23, column: 23, scope: !135)
!137 = !DILocation(line: 23, column: 5, scope: !131)
!138 = !DILocation(line: 24, column: 12, scope: !135)
!139 = !DILocation(line: 24, column: 18, scope: !135)
!140 = !DILocation(line: 24, column: 16, scope: !135)
!141 = !DILocation(line: 24, column: 22, scope: !135)
!142 = !DILocation(line: 24, column: 20, scope: !135)
!143 = !DILocation(line: 24, column: 9, scope: !135)
!144 = !DILocation(line: 24, column: 7, scope: !135)
!145 = !DILocation(line: 23, column: 29, scope: !135)
!146 = !DILocation(line: 23, column: 5, scope: !135)
!147 = distinct !{!147, !137, !148, !57}
!148 = !DILocation(line: 24, column: 23, scope: !131)
!149 = !DILocation(line: 22, column: 31, scope: !125)
!150 = !DILocation(line: 22, column: 3, scope: !125)
!151 = distinct !{!151, !129, !152, !57}
!152 = !DILocation(line: 24, column: 23, scope: !121)
!153 = !DILocation(line: 25, column: 18, scope: !10)
!154 = !DILocation(line: 25, column: 3, scope: !10)
!155 = !DILocation(line: 26, column: 8, scope: !10)
!156 = !DILocation(line: 26, column: 3, scope: !10)
!157 = !DILocation(line: 27, column: 3, scope: !10)
!158 = !DILocation(line: 28, column: 1, scope: !10)
