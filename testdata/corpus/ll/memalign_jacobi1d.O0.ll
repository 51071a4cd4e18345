; ModuleID = 'memalign_jacobi1d.c'
source_filename = "memalign_jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !14 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !24, metadata !DIExpression()), !dbg !25
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata double** %9, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %10, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %10, align 4, !dbg !32
  br label %12, !dbg !33

12:                                               ; preds = %54, %4
  %13 = load i32, i32* %10, align 4, !dbg !34
  %14 = load i32, i32* %6, align 4, !dbg !36
  %15 = icmp slt i32 %13, %14, !dbg !37
  br i1 %15, label %16, label %57, !dbg !38

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata i32* %11, metadata !39, metadata !DIExpression()), !dbg !42
  store i32 1, i32* %11, align 4, !dbg !42
  br label %17, !dbg !43

17:                                               ; preds = %47, %16
  %18 = load i32, i32* %11, align 4, !dbg !44
  %19 = load i32, i32* %5, align 4, !dbg !46
  %20 = sub nsw i32 %19, 1, !dbg !47
  %21 = icmp slt i32 %18, %20, !dbg !48
  br i1 %21, label %22, label %50, !dbg !49

22:                                               ; preds = %17
  %23 = load double*, double** %7, align 8, !dbg !50
  %24 = load i32, i32* %11, align 4, !dbg !51
  %25 = sub nsw i32 %24, 1, !dbg !52
  %26 = sext i32 %25 to i64, !dbg !50
  %27 = getelementptr inbounds double, double* %23, i64 %26, !dbg !50
  %28 = load double, double* %27, align 8, !dbg !50
  %29 = load double*, double** %7, align 8, !dbg !53
  %30 = load i32, i32* %11, align 4, !dbg !54
  %31 = sext i32 %30 to i64, !dbg !53
  %32 = getelementptr inbounds double, double* %29, i64 %31, !dbg !53
  %33 = load double, double* %32, align 8, !dbg !53
  %34 = fadd double %28, %33, !dbg !55
  %35 = load double*, double** %7, align 8, !dbg !56
  %36 = load i32, i32* %11, align 4, !dbg !57
  %37 = add nsw i32 %36, 1, !dbg !58
  %38 = sext i32 %37 to i64, !dbg !56
  %39 = getelementptr inbounds double, double* %35, i64 %38, !dbg !56
  %40 = load double, double* %39, align 8, !dbg !56
  %41 = fadd double %34, %40, !dbg !59
  %42 = fmul double 3.333300e-01, %41, !dbg !60
  %43 = load double*, double** %8, align 8, !dbg !61
  %44 = load i32, i32* %11, align 4, !dbg !62
  %45 = sext i32 %44 to i64, !dbg !61
  %46 = getelementptr inbounds double, double* %43, i64 %45, !dbg !61
  store double %42, double* %46, align 8, !dbg !63
  br label %47, !dbg !61

47:                                               ; preds = %22
  %48 = load i32, i32* %11, align 4, !dbg !64
  %49 = add nsw i32 %48, 1, !dbg !64
  store i32 %49, i32* %11, align 4, !dbg !64
  br label %17, !dbg !65, !llvm.loop !66

50:                                               ; preds = %17
  %51 = load double*, double** %7, align 8, !dbg !69
  store double* %51, double** %9, align 8, !dbg !70
  %52 = load double*, double** %8, align 8, !dbg !71
  store double* %52, double** %7, align 8, !dbg !72
  %53 = load double*, double** %9, align 8, !dbg !73
  store double* %53, double** %8, align 8, !dbg !74
  br label %54, !dbg !75

54:                                               ; preds = %50
  %55 = load i32, i32* %10, align 4, !dbg !76
  %56 = add nsw i32 %55, 1, !dbg !76
  store i32 %56, i32* %10, align 4, !dbg !76
  br label %12, !dbg !77, !llvm.loop !78

57:                                               ; preds = %12
  ret void, !dbg !80
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !81 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca double*, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !87, metadata !DIExpression()), !dbg !88
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata i32* %6, metadata !91, metadata !DIExpression()), !dbg !92
  %14 = load i32, i32* %4, align 4, !dbg !93
  %15 = icmp sgt i32 %14, 1, !dbg !94
  br i1 %15, label %16, label %21, !dbg !93

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !95
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !95
  %19 = load i8*, i8** %18, align 8, !dbg !95
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !96
  br label %22, !dbg !93

21:                                               ; preds = %2
  br label %22, !dbg !93

22:                                               ; preds = %21, %16
  %23 = phi i32 [ %20, %16 ], [ 6000, %21 ], !dbg !93
  store i32 %23, i32* %6, align 4, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %7, metadata !97, metadata !DIExpression()), !dbg !98
  %24 = load i32, i32* %4, align 4, !dbg !99
  %25 = icmp sgt i32 %24, 2, !dbg !100
  br i1 %25, label %26, label %31, !dbg !99

26:                                               ; preds = %22
  %27 = load i8**, i8*** %5, align 8, !dbg !101
  %28 = getelementptr inbounds i8*, i8** %27, i64 2, !dbg !101
  %29 = load i8*, i8** %28, align 8, !dbg !101
  %30 = call i32 @atoi(i8* noundef %29) #5, !dbg !102
  br label %32, !dbg !99

31:                                               ; preds = %22
  br label %32, !dbg !99

32:                                               ; preds = %31, %26
  %33 = phi i32 [ %30, %26 ], [ 20, %31 ], !dbg !99
  store i32 %33, i32* %7, align 4, !dbg !98
  call void @llvm.dbg.declare(metadata double** %8, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata double** %9, metadata !105, metadata !DIExpression()), !dbg !106
  %34 = bitcast double** %8 to i8**, !dbg !107
  %35 = load i32, i32* %6, align 4, !dbg !109
  %36 = sext i32 %35 to i64, !dbg !109
  %37 = mul i64 %36, 8, !dbg !110
  %38 = call i32 @posix_memalign(i8** noundef %34, i64 noundef 64, i64 noundef %37) #6, !dbg !111
  %39 = icmp ne i32 %38, 0, !dbg !112
  br i1 %39, label %40, label %41, !dbg !113

40:                                               ; preds = %32
  store i32 1, i32* %3, align 4, !dbg !114
  br label %110, !dbg !114

41:                                               ; preds = %32
  %42 = bitcast double** %9 to i8**, !dbg !115
  %43 = load i32, i32* %6, align 4, !dbg !117
  %44 = sext i32 %43 to i64, !dbg !117
  %45 = mul i64 %44, 8, !dbg !118
  %46 = call i32 @posix_memalign(i8** noundef %42, i64 noundef 64, i64 noundef %45) #6, !dbg !119
  %47 = icmp ne i32 %46, 0, !dbg !120
  br i1 %47, label %48, label %49, !dbg !121

48:                                               ; preds = %41
  store i32 1, i32* %3, align 4, !dbg !122
  br label %110, !dbg !122

49:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata i32* %10, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %10, align 4, !dbg !125
  br label %50, !dbg !126

50:                                               ; preds = %71, %49
  %51 = load i32, i32* %10, align 4, !dbg !127
  %52 = load i32, i32* %6, align 4, !dbg !129
  %53 = icmp slt i32 %51, %52, !dbg !130
  br i1 %53, label %54, label %74, !dbg !131

54:                                               ; preds = %50
  %55 = load i32, i32* %10, align 4, !dbg !132
  %56 = srem i32 %55, 10, !dbg !134
  %57 = sitofp i32 %56 to double, !dbg !135
  %58 = load double*, double** %8, align 8, !dbg !136
  %59 = load i32, i32* %10, align 4, !dbg !137
  %60 = sext i32 %59 to i64, !dbg !136
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !136
  store double %57, double* %61, align 8, !dbg !138
  %62 = load double*, double** %8, align 8, !dbg !139
  %63 = load i32, i32* %10, align 4, !dbg !140
  %64 = sext i32 %63 to i64, !dbg !139
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !139
  %66 = load double, double* %65, align 8, !dbg !139
  %67 = load double*, double** %9, align 8, !dbg !141
  %68 = load i32, i32* %10, align 4, !dbg !142
  %69 = sext i32 %68 to i64, !dbg !141
  %70 = getelementptr inbounds double, double* %67, i64 %69, !dbg !141
  store double %66, double* %70, align 8, !dbg !143
  br label %71, !dbg !144

71:                                               ; preds = %54
  %72 = load i32, i32* %10, align 4, !dbg !145
  %73 = add nsw i32 %72, 1, !dbg !145
  store i32 %73, i32* %10, align 4, !dbg !145
  br label %50, !dbg !146, !llvm.loop !147

74:                                               ; preds = %50
  %75 = load i32, i32* %6, align 4, !dbg !149
  %76 = load i32, i32* %7, align 4, !dbg !150
  %77 = load double*, double** %8, align 8, !dbg !151
  %78 = load double*, double** %9, align 8, !dbg !152
  call void @kernel_jacobi1d(i32 noundef %75, i32 noundef %76, double* noundef %77, double* noundef %78), !dbg !153
  call void @llvm.dbg.declare(metadata double** %11, metadata !154, metadata !DIExpression()), !dbg !155
  %79 = load i32, i32* %7, align 4, !dbg !156
  %80 = srem i32 %79, 2, !dbg !157
  %81 = icmp eq i32 %80, 0, !dbg !158
  br i1 %81, label %82, label %84, !dbg !159

82:                                               ; preds = %74
  %83 = load double*, double** %8, align 8, !dbg !160
  br label %86, !dbg !159

84:                                               ; preds = %74
  %85 = load double*, double** %9, align 8, !dbg !161
  br label %86, !dbg !159

86:                                               ; preds = %84, %82
  %87 = phi double* [ %83, %82 ], [ %85, %84 ], !dbg !159
  store double* %87, double** %11, align 8, !dbg !155
  call void @llvm.dbg.declare(metadata double* %12, metadata !162, metadata !DIExpression()), !dbg !163
  store double 0.000000e+00, double* %12, align 8, !dbg !163
  call void @llvm.dbg.declare(metadata i32* %13, metadata !164, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %13, align 4, !dbg !166
  br label %88, !dbg !167

88:                                               ; preds = %100, %86
  %89 = load i32, i32* %13, align 4, !dbg !168
  %90 = load i32, i32* %6, align 4, !dbg !170
  %91 = icmp slt i32 %89, %90, !dbg !171
  br i1 %91, label %92, label %103, !dbg !172

92:                                               ; preds = %88
  %93 = load double*, double** %11, align 8, !dbg !173
  %94 = load i32, i32* %13, align 4, !dbg !174
  %95 = sext i32 %94 to i64, !dbg !173
  %96 = getelementptr inbounds double, double* %93, i64 %95, !dbg !173
  %97 = load double, double* %96, align 8, !dbg !173
  %98 = load double, double* %12, align 8, !dbg !175
  %99 = fadd double %98, %97, !dbg !175
  store double %99, double* %12, align 8, !dbg !175
  br label %100, !dbg !176

100:                                              ; preds = %92
  %101 = load i32, i32* %13, align 4, !dbg !177
  %102 = add nsw i32 %101, 1, !dbg !177
  store i32 %102, i32* %13, align 4, !dbg !177
  br label %88, !dbg !178, !llvm.loop !179

103:                                              ; preds = %88
  %104 = load double, double* %12, align 8, !dbg !181
  %105 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %104), !dbg !182
  %106 = load double*, double** %8, align 8, !dbg !183
  %107 = bitcast double* %106 to i8*, !dbg !183
  call void @free(i8* noundef %107) #6, !dbg !184
  %108 = load double*, double** %9, align 8, !dbg !185
  %109 = bitcast double* %108 to i8*, !dbg !185
  call void @free(i8* noundef %109) #6, !dbg !186
  store i32 0, i32* %3, align 4, !dbg !187
  br label %110, !dbg !187

110:                                              ; preds = %103, %48, %40
  %111 = load i32, i32* %3, align 4, !dbg !188
  ret i32 %111, !dbg !188
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #3

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
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "memalign_jacobi1d.c", directory: ".", checksumkind: CSK_MD5, checksum: "26cb2de98ca2bd85d57df7ce419a83a5")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !1, file: !1, line: 7, type: !15, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !17, !18, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!19 = !{}
!20 = !DILocalVariable(name: "n", arg: 1, scope: !14, file: !1, line: 7, type: !17)
!21 = !DILocation(line: 7, column: 26, scope: !14)
!22 = !DILocalVariable(name: "steps", arg: 2, scope: !14, file: !1, line: 7, type: !17)
!23 = !DILocation(line: 7, column: 33, scope: !14)
!24 = !DILocalVariable(name: "a", arg: 3, scope: !14, file: !1, line: 7, type: !18)
!25 = !DILocation(line: 7, column: 48, scope: !14)
!26 = !DILocalVariable(name: "b", arg: 4, scope: !14, file: !1, line: 7, type: !18)
!27 = !DILocation(line: 7, column: 59, scope: !14)
!28 = !DILocalVariable(name: "t", scope: !14, file: !1, line: 9, type: !18)
!29 = !DILocation(line: 9, column: 11, scope: !14)
!30 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 10, type: !17)
!31 = distinct !DILexicalBlock(scope: !14, file: !1, line: 10, column: 3)
!32 = !DILocation(line: 10, column: 12, scope: !31)
!33 = !DILocation(line: 10, column: 8, scope: !31)
!34 = !DILocation(line: 10, column: 19, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 10, column: 3)
!36 = !DILocation(line: 10, column: 23, scope: !35)
!37 = !DILocation(line: 10, column: 21, scope: !35)
!38 = !DILocation(line: 10, column: 3, scope: !31)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 11, type: !17)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 11, column: 5)
!41 = distinct !DILexicalBlock(scope: !35, file: !1, line: 10, column: 35)
!42 = !DILocation(line: 11, column: 14, scope: !40)
!43 = !DILocation(line: 11, column: 10, scope: !40)
!44 = !DILocation(line: 11, column: 21, scope: !45)
!45 = distinct !DILexicalBlock(scope: !40, file: !1, line: 11, column: 5)
!46 = !DILocation(line: 11, column: 25, scope: !45)
!47 = !DILocation(line: 11, column: 27, scope: !45)
!48 = !DILocation(line: 11, column: 23, scope: !45)
!49 = !DILocation(line: 11, column: 5, scope: !40)
!50 = !DILocation(line: 12, column: 25, scope: !45)
!51 = !DILocation(line: 12, column: 27, scope: !45)
!52 = !DILocation(line: 12, column: 29, scope: !45)
!53 = !DILocation(line: 12, column: 36, scope: !45)
!54 = !DILocation(line: 12, column: 38, scope: !45)
!55 = !DILocation(line: 12, column: 34, scope: !45)
!56 = !DILocation(line: 12, column: 43, scope: !45)
!57 = !DILocation(line: 12, column: 45, scope: !45)
!58 = !DILocation(line: 12, column: 47, scope: !45)
!59 = !DILocation(line: 12, column: 41, scope: !45)
!60 = !DILocation(line: 12, column: 22, scope: !45)
!61 = !DILocation(line: 12, column: 7, scope: !45)
!62 = !DILocation(line: 12, column: 9, scope: !45)
!63 = !DILocation(line: 12, column: 12, scope: !45)
!64 = !DILocation(line: 11, column: 33, scope: !45)
!65 = !DILocation(line: 11, column: 5, scope: !45)
!66 = distinct !{!66, !49, !67, !68}
!67 = !DILocation(line: 12, column: 51, scope: !40)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 13, column: 9, scope: !41)
!70 = !DILocation(line: 13, column: 7, scope: !41)
!71 = !DILocation(line: 14, column: 9, scope: !41)
!72 = !DILocation(line: 14, column: 7, scope: !41)
!73 = !DILocation(line: 15, column: 9, scope: !41)
!74 = !DILocation(line: 15, column: 7, scope: !41)
!75 = !DILocation(line: 16, column: 3, scope: !41)
!76 = !DILocation(line: 10, column: 31, scope: !35)
!77 = !DILocation(line: 10, column: 3, scope: !35)
!78 = distinct !{!78, !38, !79, !68}
!79 = !DILocation(line: 16, column: 3, scope: !31)
!80 = !DILocation(line: 17, column: 1, scope: !14)
!81 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !82, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!82 = !DISubroutineType(types: !83)
!83 = !{!17, !17, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !81, file: !1, line: 19, type: !17)
!88 = !DILocation(line: 19, column: 14, scope: !81)
!89 = !DILocalVariable(name: "argv", arg: 2, scope: !81, file: !1, line: 19, type: !84)
!90 = !DILocation(line: 19, column: 27, scope: !81)
!91 = !DILocalVariable(name: "n", scope: !81, file: !1, line: 21, type: !17)
!92 = !DILocation(line: 21, column: 7, scope: !81)
!93 = !DILocation(line: 21, column: 11, scope: !81)
!94 = !DILocation(line: 21, column: 16, scope: !81)
!95 = !DILocation(line: 21, column: 27, scope: !81)
!96 = !DILocation(line: 21, column: 22, scope: !81)
!97 = !DILocalVariable(name: "steps", scope: !81, file: !1, line: 22, type: !17)
!98 = !DILocation(line: 22, column: 7, scope: !81)
!99 = !DILocation(line: 22, column: 15, scope: !81)
!100 = !DILocation(line: 22, column: 20, scope: !81)
!101 = !DILocation(line: 22, column: 31, scope: !81)
!102 = !DILocation(line: 22, column: 26, scope: !81)
!103 = !DILocalVariable(name: "a", scope: !81, file: !1, line: 23, type: !18)
!104 = !DILocation(line: 23, column: 11, scope: !81)
!105 = !DILocalVariable(name: "b", scope: !81, file: !1, line: 23, type: !18)
!106 = !DILocation(line: 23, column: 15, scope: !81)
!107 = !DILocation(line: 24, column: 22, scope: !108)
!108 = distinct !DILexicalBlock(scope: !81, file: !1, line: 24, column: 7)
!109 = !DILocation(line: 24, column: 39, scope: !108)
!110 = !DILocation(line: 24, column: 41, scope: !108)
!111 = !DILocation(line: 24, column: 7, scope: !108)
!112 = !DILocation(line: 24, column: 59, scope: !108)
!113 = !DILocation(line: 24, column: 7, scope: !81)
!114 = !DILocation(line: 25, column: 5, scope: !108)
!115 = !DILocation(line: 26, column: 22, scope: !116)
!116 = distinct !DILexicalBlock(scope: !81, file: !1, line: 26, column: 7)
!117 = !DILocation(line: 26, column: 39, scope: !116)
!118 = !DILocation(line: 26, column: 41, scope: !116)
!119 = !DILocation(line: 26, column: 7, scope: !116)
!120 = !DILocation(line: 26, column: 59, scope: !116)
!121 = !DILocation(line: 26, column: 7, scope: !81)
!122 = !DILocation(line: 27, column: 5, scope: !116)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 28, type: !17)
!124 = distinct !DILexicalBlock(scope: !81, file: !1, line: 28, column: 3)
!125 = !DILocation(line: 28, column: 12, scope: !124)
!126 = !DILocation(line: 28, column: 8, scope: !124)
!127 = !DILocation(line: 28, column: 19, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 28, column: 3)
!129 = !DILocation(line: 28, column: 23, scope: !128)
!130 = !DILocation(line: 28, column: 21, scope: !128)
!131 = !DILocation(line: 28, column: 3, scope: !124)
!132 = !DILocation(line: 29, column: 21, scope: !133)
!133 = distinct !DILexicalBlock(scope: !128, file: !1, line: 28, column: 31)
!134 = !DILocation(line: 29, column: 23, scope: !133)
!135 = !DILocation(line: 29, column: 12, scope: !133)
!136 = !DILocation(line: 29, column: 5, scope: !133)
!137 = !DILocation(line: 29, column: 7, scope: !133)
!138 = !DILocation(line: 29, column: 10, scope: !133)
!139 = !DILocation(line: 30, column: 12, scope: !133)
!140 = !DILocation(line: 30, column: 14, scope: !133)
!141 = !DILocation(line: 30, column: 5, scope: !133)
!142 = !DILocation(line: 30, column: 7, scope: !133)
!143 = !DILocation(line: 30, column: 10, scope: !133)
!144 = !DILocation(line: 31, column: 3, scope: !133)
!145 = !DILocation(line: 28, column: 27, scope: !128)
!146 = !DILocation(line: 28, column: 3, scope: !128)
!147 = distinct !{!147, !131, !148, !68}
!148 = !DILocation(line: 31, column: 3, scope: !124)
!149 = !DILocation(line: 32, column: 19, scope: !81)
!150 = !DILocation(line: 32, column: 22, scope: !81)
!151 = !DILocation(line: 32, column: 29, scope: !81)
!152 = !DILocation(line: 32, column: 32, scope: !81)
!153 = !DILocation(line: 32, column: 3, scope: !81)
!154 = !DILocalVariable(name: "r", scope: !81, file: !1, line: 34, type: !18)
!155 = !DILocation(line: 34, column: 11, scope: !81)
!156 = !DILocation(line: 34, column: 16, scope: !81)
!157 = !DILocation(line: 34, column: 22, scope: !81)
!158 = !DILocation(line: 34, column: 26, scope: !81)
!159 = !DILocation(line: 34, column: 15, scope: !81)
!160 = !DILocation(line: 34, column: 34, scope: !81)
!161 = !DILocation(line: 34, column: 38, scope: !81)
!162 = !DILocalVariable(name: "s", scope: !81, file: !1, line: 35, type: !5)
!163 = !DILocation(line: 35, column: 10, scope: !81)
!164 = !DILocalVariable(name: "i", scope: !165, file: !1, line: 36, type: !17)
!165 = distinct !DILexicalBlock(scope: !81, file: !1, line: 36, column: 3)
!166 = !DILocation(line: 36, column: 12, scope: !165)
!167 = !DILocation(line: 36, column: 8, scope: !165)
!168 = !DILocation(line: 36, column: 19, scope: !169)
!169 = distinct !DILexicalBlock(scope: !165, file: !1, line: 36, column: 3)
!170 = !DILocation(line: 36, column: 23, scope: !169)
!171 = !DILocation(line: 36, column: 21, scope: !169)
!172 = !DILocation(line: 36, column: 3, scope: !165)
!173 = !DILocation(line: 37, column: 10, scope: !169)
!174 = !DILocation(line: 37, column: 12, scope: !169)
!175 = !DILocation(line: 37, column: 7, scope: !169)
!176 = !DILocation(line: 37, column: 5, scope: !169)
!177 = !DILocation(line: 36, column: 27, scope: !169)
!178 = !DILocation(line: 36, column: 3, scope: !169)
!179 = distinct !{!179, !172, !180, !68}
!180 = !DILocation(line: 37, column: 13, scope: !165)
!181 = !DILocation(line: 38, column: 29, scope: !81)
!182 = !DILocation(line: 38, column: 3, scope: !81)
!183 = !DILocation(line: 39, column: 8, scope: !81)
!184 = !DILocation(line: 39, column: 3, scope: !81)
!185 = !DILocation(line: 40, column: 8, scope: !81)
!186 = !DILocation(line: 40, column: 3, scope: !81)
!187 = !DILocation(line: 41, column: 3, scope: !81)
!188 = !DILocation(line: 42, column: 1, scope: !81)
