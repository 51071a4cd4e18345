; ModuleID = 'lu_inplace.c'
source_filename = "lu_inplace.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1

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
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 100, i32* %6, align 4, !dbg !23
  %12 = load i32, i32* %4, align 4, !dbg !24
  %13 = icmp sgt i32 %12, 1, !dbg !26
  br i1 %13, label %14, label %19, !dbg !27

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !28
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !28
  %17 = load i8*, i8** %16, align 8, !dbg !28
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !29
  store i32 %18, i32* %6, align 4, !dbg !30
  br label %19, !dbg !31

19:                                               ; preds = %14, %2
  call void @llvm.dbg.declare(metadata double** %7, metadata !32, metadata !DIExpression()), !dbg !35
  %20 = load i32, i32* %6, align 4, !dbg !36
  %21 = sext i32 %20 to i64, !dbg !36
  %22 = mul i64 8, %21, !dbg !37
  %23 = load i32, i32* %6, align 4, !dbg !38
  %24 = sext i32 %23 to i64, !dbg !38
  %25 = mul i64 %22, %24, !dbg !39
  %26 = call noalias i8* @malloc(i64 noundef %25) #6, !dbg !40
  %27 = bitcast i8* %26 to double*, !dbg !40
  store double* %27, double** %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %8, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %8, align 4, !dbg !43
  br label %28, !dbg !44

28:                                               ; preds = %66, %19
  %29 = load i32, i32* %8, align 4, !dbg !45
  %30 = load i32, i32* %6, align 4, !dbg !47
  %31 = icmp slt i32 %29, %30, !dbg !48
  br i1 %31, label %32, label %69, !dbg !49

32:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata i32* %9, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %9, align 4, !dbg !52
  br label %33, !dbg !53

33:                                               ; preds = %62, %32
  %34 = load i32, i32* %9, align 4, !dbg !54
  %35 = load i32, i32* %6, align 4, !dbg !56
  %36 = icmp slt i32 %34, %35, !dbg !57
  br i1 %36, label %37, label %65, !dbg !58

37:                                               ; preds = %33
  %38 = load i32, i32* %8, align 4, !dbg !59
  %39 = load i32, i32* %9, align 4, !dbg !60
  %40 = icmp eq i32 %38, %39, !dbg !61
  br i1 %40, label %41, label %45, !dbg !62

41:                                               ; preds = %37
  %42 = load i32, i32* %6, align 4, !dbg !63
  %43 = sitofp i32 %42 to double, !dbg !63
  %44 = fadd double %43, 1.000000e+00, !dbg !64
  br label %52, !dbg !62

45:                                               ; preds = %37
  %46 = load i32, i32* %8, align 4, !dbg !65
  %47 = add nsw i32 1, %46, !dbg !66
  %48 = load i32, i32* %9, align 4, !dbg !67
  %49 = add nsw i32 %47, %48, !dbg !68
  %50 = sitofp i32 %49 to double, !dbg !69
  %51 = fdiv double 1.000000e+00, %50, !dbg !70
  br label %52, !dbg !62

52:                                               ; preds = %45, %41
  %53 = phi double [ %44, %41 ], [ %51, %45 ], !dbg !62
  %54 = load double*, double** %7, align 8, !dbg !71
  %55 = load i32, i32* %8, align 4, !dbg !72
  %56 = load i32, i32* %6, align 4, !dbg !73
  %57 = mul nsw i32 %55, %56, !dbg !74
  %58 = load i32, i32* %9, align 4, !dbg !75
  %59 = add nsw i32 %57, %58, !dbg !76
  %60 = sext i32 %59 to i64, !dbg !71
  %61 = getelementptr inbounds double, double* %54, i64 %60, !dbg !71
  store double %53, double* %61, align 8, !dbg !77
  br label %62, !dbg !71

62:                                               ; preds = %52
  %63 = load i32, i32* %9, align 4, !dbg !78
  %64 = add nsw i32 %63, 1, !dbg !78
  store i32 %64, i32* %9, align 4, !dbg !78
  br label %33, !dbg !79, !llvm.loop !80

65:                                               ; preds = %33
  br label %66, !dbg !81

66:                                               ; preds = %65
  %67 = load i32, i32* %8, align 4, !dbg !83
  %68 = add nsw i32 %67, 1, !dbg !83
  store i32 %68, i32* %8, align 4, !dbg !83
  br label %28, !dbg !84, !llvm.loop !85

69:                                               ; preds = %28
  %70 = load i32, i32* %6, align 4, !dbg !87
  %71 = load double*, double** %7, align 8, !dbg !88
  call void @lu(i32 noundef %70, double* noundef %71), !dbg !89
  call void @llvm.dbg.declare(metadata double* %10, metadata !90, metadata !DIExpression()), !dbg !91
  store double 0.000000e+00, double* %10, align 8, !dbg !91
  call void @llvm.dbg.declare(metadata i32* %11, metadata !92, metadata !DIExpression()), !dbg !94
  store i32 0, i32* %11, align 4, !dbg !94
  br label %72, !dbg !95

72:                                               ; preds = %88, %69
  %73 = load i32, i32* %11, align 4, !dbg !96
  %74 = load i32, i32* %6, align 4, !dbg !98
  %75 = icmp slt i32 %73, %74, !dbg !99
  br i1 %75, label %76, label %91, !dbg !100

76:                                               ; preds = %72
  %77 = load double*, double** %7, align 8, !dbg !101
  %78 = load i32, i32* %11, align 4, !dbg !102
  %79 = load i32, i32* %6, align 4, !dbg !103
  %80 = mul nsw i32 %78, %79, !dbg !104
  %81 = load i32, i32* %11, align 4, !dbg !105
  %82 = add nsw i32 %80, %81, !dbg !106
  %83 = sext i32 %82 to i64, !dbg !101
  %84 = getelementptr inbounds double, double* %77, i64 %83, !dbg !101
  %85 = load double, double* %84, align 8, !dbg !101
  %86 = load double, double* %10, align 8, !dbg !107
  %87 = fadd double %86, %85, !dbg !107
  store double %87, double* %10, align 8, !dbg !107
  br label %88, !dbg !108

88:                                               ; preds = %76
  %89 = load i32, i32* %11, align 4, !dbg !109
  %90 = add nsw i32 %89, 1, !dbg !109
  store i32 %90, i32* %11, align 4, !dbg !109
  br label %72, !dbg !110, !llvm.loop !111

91:                                               ; preds = %72
  %92 = load double, double* %10, align 8, !dbg !113
  %93 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %92), !dbg !114
  %94 = load double*, double** %7, align 8, !dbg !115
  %95 = bitcast double* %94 to i8*, !dbg !115
  call void @free(i8* noundef %95) #6, !dbg !116
  ret i32 0, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lu(i32 noundef %0, double* noundef %1) #0 !dbg !118 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !121, metadata !DIExpression()), !dbg !122
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %5, metadata !125, metadata !DIExpression()), !dbg !127
  store i32 0, i32* %5, align 4, !dbg !127
  br label %8, !dbg !128

8:                                                ; preds = %83, %2
  %9 = load i32, i32* %5, align 4, !dbg !129
  %10 = load i32, i32* %3, align 4, !dbg !131
  %11 = icmp slt i32 %9, %10, !dbg !132
  br i1 %11, label %12, label %86, !dbg !133

12:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata i32* %6, metadata !134, metadata !DIExpression()), !dbg !137
  %13 = load i32, i32* %5, align 4, !dbg !138
  %14 = add nsw i32 %13, 1, !dbg !139
  store i32 %14, i32* %6, align 4, !dbg !137
  br label %15, !dbg !140

15:                                               ; preds = %79, %12
  %16 = load i32, i32* %6, align 4, !dbg !141
  %17 = load i32, i32* %3, align 4, !dbg !143
  %18 = icmp slt i32 %16, %17, !dbg !144
  br i1 %18, label %19, label %82, !dbg !145

19:                                               ; preds = %15
  %20 = load double*, double** %4, align 8, !dbg !146
  %21 = load i32, i32* %5, align 4, !dbg !148
  %22 = load i32, i32* %3, align 4, !dbg !149
  %23 = mul nsw i32 %21, %22, !dbg !150
  %24 = load i32, i32* %5, align 4, !dbg !151
  %25 = add nsw i32 %23, %24, !dbg !152
  %26 = sext i32 %25 to i64, !dbg !146
  %27 = getelementptr inbounds double, double* %20, i64 %26, !dbg !146
  %28 = load double, double* %27, align 8, !dbg !146
  %29 = load double*, double** %4, align 8, !dbg !153
  %30 = load i32, i32* %6, align 4, !dbg !154
  %31 = load i32, i32* %3, align 4, !dbg !155
  %32 = mul nsw i32 %30, %31, !dbg !156
  %33 = load i32, i32* %5, align 4, !dbg !157
  %34 = add nsw i32 %32, %33, !dbg !158
  %35 = sext i32 %34 to i64, !dbg !153
  %36 = getelementptr inbounds double, double* %29, i64 %35, !dbg !153
  %37 = load double, double* %36, align 8, !dbg !159
  %38 = fdiv double %37, %28, !dbg !159
  store double %38, double* %36, align 8, !dbg !159
  call void @llvm.dbg.declare(metadata i32* %7, metadata !160, metadata !DIExpression()), !dbg !162
  %39 = load i32, i32* %5, align 4, !dbg !163
  %40 = add nsw i32 %39, 1, !dbg !164
  store i32 %40, i32* %7, align 4, !dbg !162
  br label %41, !dbg !165

41:                                               ; preds = %75, %19
  %42 = load i32, i32* %7, align 4, !dbg !166
  %43 = load i32, i32* %3, align 4, !dbg !168
  %44 = icmp slt i32 %42, %43, !dbg !169
  br i1 %44, label %45, label %78, !dbg !170

45:                                               ; preds = %41
  %46 = load double*, double** %4, align 8, !dbg !171
  %47 = load i32, i32* %6, align 4, !dbg !172
  %48 = load i32, i32* %3, align 4, !dbg !173
  %49 = mul nsw i32 %47, %48, !dbg !174
  %50 = load i32, i32* %5, align 4, !dbg !175
  %51 = add nsw i32 %49, %50, !dbg !176
  %52 = sext i32 %51 to i64, !dbg !171
  %53 = getelementptr inbounds double, double* %46, i64 %52, !dbg !171
  %54 = load double, double* %53, align 8, !dbg !171
  %55 = load double*, double** %4, align 8, !dbg !177
  %56 = load i32, i32* %5, align 4, !dbg !178
  %57 = load i32, i32* %3, align 4, !dbg !179
  %58 = mul nsw i32 %56, %57, !dbg !180
  %59 = load i32, i32* %7, align 4, !dbg !181
  %60 = add nsw i32 %58, %59, !dbg !182
  %61 = sext i32 %60 to i64, !dbg !177
  %62 = getelementptr inbounds double, double* %55, i64 %61, !dbg !177
  %63 = load double, double* %62, align 8, !dbg !177
  %64 = load double*, double** %4, align 8, !dbg !183
  %65 = load i32, i32* %6, align 4, !dbg !184
  %66 = load i32, i32* %3, align 4, !dbg !185
  %67 = mul nsw i32 %65, %66, !dbg !186
  %68 = load i32, i32* %7, align 4, !dbg !187
  %69 = add nsw i32 %67, %68, !dbg !188
  %70 = sext i32 %69 to i64, !dbg !183
  %71 = getelementptr inbounds double, double* %64, i64 %70, !dbg !183
  %72 = load double, double* %71, align 8, !dbg !189
  %73 = fneg double %54, !dbg !189
  %74 = call double @llvm.fmuladd.f64(double %73, double %63, double %72), !dbg !189
  store double %74, double* %71, align 8, !dbg !189
  br label %75, !dbg !183

75:                                               ; preds = %45
  %76 = load i32, i32* %7, align 4, !dbg !190
  %77 = add nsw i32 %76, 1, !dbg !190
  store i32 %77, i32* %7, align 4, !dbg !190
  br label %41, !dbg !191, !llvm.loop !192

78:                                               ; preds = %41
  br label %79, !dbg !194

79:                                               ; preds = %78
  %80 = load i32, i32* %6, align 4, !dbg !195
  %81 = add nsw i32 %80, 1, !dbg !195
  store i32 %81, i32* %6, align 4, !dbg !195
  br label %15, !dbg !196, !llvm.loop !197

82:                                               ; preds = %15
  br label %83, !dbg !199

83:                                               ; preds = %82
  %84 = load i32, i32* %5, align 4, !dbg !200
  %85 = add nsw i32 %84, 1, !dbg !200
  store i32 %85, i32* %5, align 4, !dbg !200
  br label %8, !dbg !201, !llvm.loop !202

86:                                               ; preds = %8
  ret void, !dbg !204
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

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
!1 = !DIFile(filename: "lu_inplace.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cae12945a5d3ebb7078ca697b11e7b4a")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 18, type: !13)
!19 = !DILocation(line: 18, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 18, type: !14)
!21 = !DILocation(line: 18, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 19, type: !13)
!23 = !DILocation(line: 19, column: 7, scope: !10)
!24 = !DILocation(line: 20, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 7)
!26 = !DILocation(line: 20, column: 12, scope: !25)
!27 = !DILocation(line: 20, column: 7, scope: !10)
!28 = !DILocation(line: 20, column: 26, scope: !25)
!29 = !DILocation(line: 20, column: 21, scope: !25)
!30 = !DILocation(line: 20, column: 19, scope: !25)
!31 = !DILocation(line: 20, column: 17, scope: !25)
!32 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 21, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!35 = !DILocation(line: 21, column: 11, scope: !10)
!36 = !DILocation(line: 21, column: 39, scope: !10)
!37 = !DILocation(line: 21, column: 37, scope: !10)
!38 = !DILocation(line: 21, column: 43, scope: !10)
!39 = !DILocation(line: 21, column: 41, scope: !10)
!40 = !DILocation(line: 21, column: 15, scope: !10)
!41 = !DILocalVariable(name: "i", scope: !42, file: !1, line: 22, type: !13)
!42 = distinct !DILexicalBlock(scope: !10, file: !1, line: 22, column: 3)
!43 = !DILocation(line: 22, column: 12, scope: !42)
!44 = !DILocation(line: 22, column: 8, scope: !42)
!45 = !DILocation(line: 22, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 22, column: 3)
!47 = !DILocation(line: 22, column: 23, scope: !46)
!48 = !DILocation(line: 22, column: 21, scope: !46)
!49 = !DILocation(line: 22, column: 3, scope: !42)
!50 = !DILocalVariable(name: "j", scope: !51, file: !1, line: 23, type: !13)
!51 = distinct !DILexicalBlock(scope: !46, file: !1, line: 23, column: 5)
!52 = !DILocation(line: 23, column: 14, scope: !51)
!53 = !DILocation(line: 23, column: 10, scope: !51)
!54 = !DILocation(line: 23, column: 21, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 23, column: 5)
!56 = !DILocation(line: 23, column: 25, scope: !55)
!57 = !DILocation(line: 23, column: 23, scope: !55)
!58 = !DILocation(line: 23, column: 5, scope: !51)
!59 = !DILocation(line: 24, column: 23, scope: !55)
!60 = !DILocation(line: 24, column: 28, scope: !55)
!61 = !DILocation(line: 24, column: 25, scope: !55)
!62 = !DILocation(line: 24, column: 22, scope: !55)
!63 = !DILocation(line: 24, column: 33, scope: !55)
!64 = !DILocation(line: 24, column: 35, scope: !55)
!65 = !DILocation(line: 24, column: 54, scope: !55)
!66 = !DILocation(line: 24, column: 52, scope: !55)
!67 = !DILocation(line: 24, column: 58, scope: !55)
!68 = !DILocation(line: 24, column: 56, scope: !55)
!69 = !DILocation(line: 24, column: 49, scope: !55)
!70 = !DILocation(line: 24, column: 47, scope: !55)
!71 = !DILocation(line: 24, column: 7, scope: !55)
!72 = !DILocation(line: 24, column: 9, scope: !55)
!73 = !DILocation(line: 24, column: 13, scope: !55)
!74 = !DILocation(line: 24, column: 11, scope: !55)
!75 = !DILocation(line: 24, column: 17, scope: !55)
!76 = !DILocation(line: 24, column: 15, scope: !55)
!77 = !DILocation(line: 24, column: 20, scope: !55)
!78 = !DILocation(line: 23, column: 29, scope: !55)
!79 = !DILocation(line: 23, column: 5, scope: !55)
!80 = distinct !{!80, !58, !81, !82}
!81 = !DILocation(line: 24, column: 59, scope: !51)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 22, column: 27, scope: !46)
!84 = !DILocation(line: 22, column: 3, scope: !46)
!85 = distinct !{!85, !49, !86, !82}
!86 = !DILocation(line: 24, column: 59, scope: !42)
!87 = !DILocation(line: 25, column: 6, scope: !10)
!88 = !DILocation(line: 25, column: 9, scope: !10)
!89 = !DILocation(line: 25, column: 3, scope: !10)
!90 = !DILocalVariable(name: "tr", scope: !10, file: !1, line: 26, type: !34)
!91 = !DILocation(line: 26, column: 10, scope: !10)
!92 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 27, type: !13)
!93 = distinct !DILexicalBlock(scope: !10, file: !1, line: 27, column: 3)
!94 = !DILocation(line: 27, column: 12, scope: !93)
!95 = !DILocation(line: 27, column: 8, scope: !93)
!96 = !DILocation(line: 27, column: 19, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 27, column: 3)
!98 = !DILocation(line: 27, column: 23, scope: !97)
!99 = !DILocation(line: 27, column: 21, scope: !97)
!100 = !DILocation(line: 27, column: 3, scope: !93)
!101 = !DILocation(line: 27, column: 37, scope: !97)
!102 = !DILocation(line: 27, column: 39, scope: !97)
!103 = !DILocation(line: 27, column: 43, scope: !97)
!104 = !DILocation(line: 27, column: 41, scope: !97)
!105 = !DILocation(line: 27, column: 47, scope: !97)
!106 = !DILocation(line: 27, column: 45, scope: !97)
!107 = !DILocation(line: 27, column: 34, scope: !97)
!108 = !DILocation(line: 27, column: 31, scope: !97)
!109 = !DILocation(line: 27, column: 27, scope: !97)
!110 = !DILocation(line: 27, column: 3, scope: !97)
!111 = distinct !{!111, !100, !112, !82}
!112 = !DILocation(line: 27, column: 48, scope: !93)
!113 = !DILocation(line: 28, column: 18, scope: !10)
!114 = !DILocation(line: 28, column: 3, scope: !10)
!115 = !DILocation(line: 29, column: 8, scope: !10)
!116 = !DILocation(line: 29, column: 3, scope: !10)
!117 = !DILocation(line: 30, column: 3, scope: !10)
!118 = distinct !DISubprogram(name: "lu", scope: !1, file: !1, line: 8, type: !119, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!119 = !DISubroutineType(types: !120)
!120 = !{null, !13, !33}
!121 = !DILocalVariable(name: "n", arg: 1, scope: !118, file: !1, line: 8, type: !13)
!122 = !DILocation(line: 8, column: 20, scope: !118)
!123 = !DILocalVariable(name: "a", arg: 2, scope: !118, file: !1, line: 8, type: !33)
!124 = !DILocation(line: 8, column: 31, scope: !118)
!125 = !DILocalVariable(name: "k", scope: !126, file: !1, line: 9, type: !13)
!126 = distinct !DILexicalBlock(scope: !118, file: !1, line: 9, column: 3)
!127 = !DILocation(line: 9, column: 12, scope: !126)
!128 = !DILocation(line: 9, column: 8, scope: !126)
!129 = !DILocation(line: 9, column: 19, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !1, line: 9, column: 3)
!131 = !DILocation(line: 9, column: 23, scope: !130)
!132 = !DILocation(line: 9, column: 21, scope: !130)
!133 = !DILocation(line: 9, column: 3, scope: !126)
!134 = !DILocalVariable(name: "i", scope: !135, file: !1, line: 10, type: !13)
!135 = distinct !DILexicalBlock(scope: !136, file: !1, line: 10, column: 5)
!136 = distinct !DILexicalBlock(scope: !130, file: !1, line: 9, column: 31)
!137 = !DILocation(line: 10, column: 14, scope: !135)
!138 = !DILocation(line: 10, column: 18, scope: !135)
!139 = !DILocation(line: 10, column: 20, scope: !135)
!140 = !DILocation(line: 10, column: 10, scope: !135)
!141 = !DILocation(line: 10, column: 25, scope: !142)
!142 = distinct !DILexicalBlock(scope: !135, file: !1, line: 10, column: 5)
!143 = !DILocation(line: 10, column: 29, scope: !142)
!144 = !DILocation(line: 10, column: 27, scope: !142)
!145 = !DILocation(line: 10, column: 5, scope: !135)
!146 = !DILocation(line: 11, column: 23, scope: !147)
!147 = distinct !DILexicalBlock(scope: !142, file: !1, line: 10, column: 37)
!148 = !DILocation(line: 11, column: 25, scope: !147)
!149 = !DILocation(line: 11, column: 29, scope: !147)
!150 = !DILocation(line: 11, column: 27, scope: !147)
!151 = !DILocation(line: 11, column: 33, scope: !147)
!152 = !DILocation(line: 11, column: 31, scope: !147)
!153 = !DILocation(line: 11, column: 7, scope: !147)
!154 = !DILocation(line: 11, column: 9, scope: !147)
!155 = !DILocation(line: 11, column: 13, scope: !147)
!156 = !DILocation(line: 11, column: 11, scope: !147)
!157 = !DILocation(line: 11, column: 17, scope: !147)
!158 = !DILocation(line: 11, column: 15, scope: !147)
!159 = !DILocation(line: 11, column: 20, scope: !147)
!160 = !DILocalVariable(name: "j", scope: !161, file: !1, line: 12, type: !13)
!161 = distinct !DILexicalBlock(scope: !147, file: !1, line: 12, column: 7)
!162 = !DILocation(line: 12, column: 16, scope: !161)
!163 = !DILocation(line: 12, column: 20, scope: !161)
!164 = !DILocation(line: 12, column: 22, scope: !161)
!165 = !DILocation(line: 12, column: 12, scope: !161)
!166 = !DILocation(line: 12, column: 27, scope: !167)
!167 = distinct !DILexicalBlock(scope: !161, file: !1, line: 12, column: 7)
!168 = !DILocation(line: 12, column: 31, scope: !167)
!169 = !DILocation(line: 12, column: 29, scope: !167)
!170 = !DILocation(line: 12, column: 7, scope: !161)
!171 = !DILocation(line: 13, column: 25, scope: !167)
!172 = !DILocation(line: 13, column: 27, scope: !167)
!173 = !DILocation(line: 13, column: 31, scope: !167)
!174 = !DILocation(line: 13, column: 29, scope: !167)
!175 = !DILocation(line: 13, column: 35, scope: !167)
!176 = !DILocation(line: 13, column: 33, scope: !167)
!177 = !DILocation(line: 13, column: 40, scope: !167)
!178 = !DILocation(line: 13, column: 42, scope: !167)
!179 = !DILocation(line: 13, column: 46, scope: !167)
!180 = !DILocation(line: 13, column: 44, scope: !167)
!181 = !DILocation(line: 13, column: 50, scope: !167)
!182 = !DILocation(line: 13, column: 48, scope: !167)
!183 = !DILocation(line: 13, column: 9, scope: !167)
!184 = !DILocation(line: 13, column: 11, scope: !167)
!185 = !DILocation(line: 13, column: 15, scope: !167)
!186 = !DILocation(line: 13, column: 13, scope: !167)
!187 = !DILocation(line: 13, column: 19, scope: !167)
!188 = !DILocation(line: 13, column: 17, scope: !167)
!189 = !DILocation(line: 13, column: 22, scope: !167)
!190 = !DILocation(line: 12, column: 35, scope: !167)
!191 = !DILocation(line: 12, column: 7, scope: !167)
!192 = distinct !{!192, !170, !193, !82}
!193 = !DILocation(line: 13, column: 51, scope: !161)
!194 = !DILocation(line: 14, column: 5, scope: !147)
!195 = !DILocation(line: 10, column: 33, scope: !142)
!196 = !DILocation(line: 10, column: 5, scope: !142)
!197 = distinct !{!197, !145, !198, !82}
!198 = !DILocation(line: 14, column: 5, scope: !135)
!199 = !DILocation(line: 15, column: 3, scope: !136)
!200 = !DILocation(line: 9, column: 27, scope: !130)
!201 = !DILocation(line: 9, column: 3, scope: !130)
!202 = distinct !{!202, !133, !203, !82}
!203 = !DILocation(line: 15, column: 3, scope: !126)
!204 = !DILocation(line: 16, column: 1, scope: !118)
