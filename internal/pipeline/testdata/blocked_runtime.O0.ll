; ModuleID = 'blocked_runtime.c'
source_filename = "blocked_runtime.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @transpose_blocked(i32 noundef %0, i32 noundef %1, float* noundef %2, float* noundef %3) #0 !dbg !10 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca float*, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !19, metadata !DIExpression()), !dbg !20
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !21, metadata !DIExpression()), !dbg !22
  store float* %2, float** %7, align 8
  call void @llvm.dbg.declare(metadata float** %7, metadata !23, metadata !DIExpression()), !dbg !24
  store float* %3, float** %8, align 8
  call void @llvm.dbg.declare(metadata float** %8, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %9, metadata !27, metadata !DIExpression()), !dbg !29
  store i32 0, i32* %9, align 4, !dbg !29
  br label %13, !dbg !30

13:                                               ; preds = %81, %4
  %14 = load i32, i32* %9, align 4, !dbg !31
  %15 = load i32, i32* %5, align 4, !dbg !33
  %16 = icmp slt i32 %14, %15, !dbg !34
  br i1 %16, label %17, label %85, !dbg !35

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %10, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %10, align 4, !dbg !38
  br label %18, !dbg !39

18:                                               ; preds = %76, %17
  %19 = load i32, i32* %10, align 4, !dbg !40
  %20 = load i32, i32* %5, align 4, !dbg !42
  %21 = icmp slt i32 %19, %20, !dbg !43
  br i1 %21, label %22, label %80, !dbg !44

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata i32* %11, metadata !45, metadata !DIExpression()), !dbg !47
  %23 = load i32, i32* %9, align 4, !dbg !48
  store i32 %23, i32* %11, align 4, !dbg !47
  br label %24, !dbg !49

24:                                               ; preds = %72, %22
  %25 = load i32, i32* %11, align 4, !dbg !50
  %26 = load i32, i32* %9, align 4, !dbg !52
  %27 = load i32, i32* %6, align 4, !dbg !53
  %28 = add nsw i32 %26, %27, !dbg !54
  %29 = icmp slt i32 %25, %28, !dbg !55
  br i1 %29, label %30, label %34, !dbg !56

30:                                               ; preds = %24
  %31 = load i32, i32* %11, align 4, !dbg !57
  %32 = load i32, i32* %5, align 4, !dbg !58
  %33 = icmp slt i32 %31, %32, !dbg !59
  br label %34

34:                                               ; preds = %30, %24
  %35 = phi i1 [ false, %24 ], [ %33, %30 ], !dbg !60
  br i1 %35, label %36, label %75, !dbg !61

36:                                               ; preds = %34
  call void @llvm.dbg.declare(metadata i32* %12, metadata !62, metadata !DIExpression()), !dbg !64
  %37 = load i32, i32* %10, align 4, !dbg !65
  store i32 %37, i32* %12, align 4, !dbg !64
  br label %38, !dbg !66

38:                                               ; preds = %68, %36
  %39 = load i32, i32* %12, align 4, !dbg !67
  %40 = load i32, i32* %10, align 4, !dbg !69
  %41 = load i32, i32* %6, align 4, !dbg !70
  %42 = add nsw i32 %40, %41, !dbg !71
  %43 = icmp slt i32 %39, %42, !dbg !72
  br i1 %43, label %44, label %48, !dbg !73

44:                                               ; preds = %38
  %45 = load i32, i32* %12, align 4, !dbg !74
  %46 = load i32, i32* %5, align 4, !dbg !75
  %47 = icmp slt i32 %45, %46, !dbg !76
  br label %48

48:                                               ; preds = %44, %38
  %49 = phi i1 [ false, %38 ], [ %47, %44 ], !dbg !77
  br i1 %49, label %50, label %71, !dbg !78

50:                                               ; preds = %48
  %51 = load float*, float** %7, align 8, !dbg !79
  %52 = load i32, i32* %11, align 4, !dbg !80
  %53 = load i32, i32* %5, align 4, !dbg !81
  %54 = mul nsw i32 %52, %53, !dbg !82
  %55 = load i32, i32* %12, align 4, !dbg !83
  %56 = add nsw i32 %54, %55, !dbg !84
  %57 = sext i32 %56 to i64, !dbg !79
  %58 = getelementptr inbounds float, float* %51, i64 %57, !dbg !79
  %59 = load float, float* %58, align 4, !dbg !79
  %60 = load float*, float** %8, align 8, !dbg !85
  %61 = load i32, i32* %12, align 4, !dbg !86
  %62 = load i32, i32* %5, align 4, !dbg !87
  %63 = mul nsw i32 %61, %62, !dbg !88
  %64 = load i32, i32* %11, align 4, !dbg !89
  %65 = add nsw i32 %63, %64, !dbg !90
  %66 = sext i32 %65 to i64, !dbg !85
  %67 = getelementptr inbounds float, float* %60, i64 %66, !dbg !85
  store float %59, float* %67, align 4, !dbg !91
  br label %68, !dbg !85

68:                                               ; preds = %50
  %69 = load i32, i32* %12, align 4, !dbg !92
  %70 = add nsw i32 %69, 1, !dbg !92
  store i32 %70, i32* %12, align 4, !dbg !92
  br label %38, !dbg !93, !llvm.loop !94

71:                                               ; preds = %48
  br label %72, !dbg !95

72:                                               ; preds = %71
  %73 = load i32, i32* %11, align 4, !dbg !97
  %74 = add nsw i32 %73, 1, !dbg !97
  store i32 %74, i32* %11, align 4, !dbg !97
  br label %24, !dbg !98, !llvm.loop !99

75:                                               ; preds = %34
  br label %76, !dbg !100

76:                                               ; preds = %75
  %77 = load i32, i32* %6, align 4, !dbg !101
  %78 = load i32, i32* %10, align 4, !dbg !102
  %79 = add nsw i32 %78, %77, !dbg !102
  store i32 %79, i32* %10, align 4, !dbg !102
  br label %18, !dbg !103, !llvm.loop !104

80:                                               ; preds = %18
  br label %81, !dbg !105

81:                                               ; preds = %80
  %82 = load i32, i32* %6, align 4, !dbg !106
  %83 = load i32, i32* %9, align 4, !dbg !107
  %84 = add nsw i32 %83, %82, !dbg !107
  store i32 %84, i32* %9, align 4, !dbg !107
  br label %13, !dbg !108, !llvm.loop !109

85:                                               ; preds = %13
  ret void, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !112 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !118, metadata !DIExpression()), !dbg !119
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.declare(metadata i32* %6, metadata !122, metadata !DIExpression()), !dbg !123
  store i32 300, i32* %6, align 4, !dbg !123
  call void @llvm.dbg.declare(metadata i32* %7, metadata !124, metadata !DIExpression()), !dbg !125
  store i32 16, i32* %7, align 4, !dbg !125
  %14 = load i32, i32* %4, align 4, !dbg !126
  %15 = icmp sgt i32 %14, 1, !dbg !128
  br i1 %15, label %16, label %21, !dbg !129

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !130
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !130
  %19 = load i8*, i8** %18, align 8, !dbg !130
  %20 = call i32 @atoi(i8* noundef %19) #5, !dbg !131
  store i32 %20, i32* %6, align 4, !dbg !132
  br label %21, !dbg !133

21:                                               ; preds = %16, %2
  %22 = load i32, i32* %4, align 4, !dbg !134
  %23 = icmp sgt i32 %22, 2, !dbg !136
  br i1 %23, label %24, label %29, !dbg !137

24:                                               ; preds = %21
  %25 = load i8**, i8*** %5, align 8, !dbg !138
  %26 = getelementptr inbounds i8*, i8** %25, i64 2, !dbg !138
  %27 = load i8*, i8** %26, align 8, !dbg !138
  %28 = call i32 @atoi(i8* noundef %27) #5, !dbg !139
  store i32 %28, i32* %7, align 4, !dbg !140
  br label %29, !dbg !141

29:                                               ; preds = %24, %21
  call void @llvm.dbg.declare(metadata float** %8, metadata !142, metadata !DIExpression()), !dbg !143
  %30 = load i32, i32* %6, align 4, !dbg !144
  %31 = sext i32 %30 to i64, !dbg !144
  %32 = mul i64 4, %31, !dbg !145
  %33 = load i32, i32* %6, align 4, !dbg !146
  %34 = sext i32 %33 to i64, !dbg !146
  %35 = mul i64 %32, %34, !dbg !147
  %36 = call noalias i8* @malloc(i64 noundef %35) #6, !dbg !148
  %37 = bitcast i8* %36 to float*, !dbg !148
  store float* %37, float** %8, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata float** %9, metadata !149, metadata !DIExpression()), !dbg !150
  %38 = load i32, i32* %6, align 4, !dbg !151
  %39 = sext i32 %38 to i64, !dbg !151
  %40 = mul i64 4, %39, !dbg !152
  %41 = load i32, i32* %6, align 4, !dbg !153
  %42 = sext i32 %41 to i64, !dbg !153
  %43 = mul i64 %40, %42, !dbg !154
  %44 = call noalias i8* @malloc(i64 noundef %43) #6, !dbg !155
  %45 = bitcast i8* %44 to float*, !dbg !155
  store float* %45, float** %9, align 8, !dbg !150
  call void @llvm.dbg.declare(metadata i32* %10, metadata !156, metadata !DIExpression()), !dbg !158
  store i32 0, i32* %10, align 4, !dbg !158
  br label %46, !dbg !159

46:                                               ; preds = %60, %29
  %47 = load i32, i32* %10, align 4, !dbg !160
  %48 = load i32, i32* %6, align 4, !dbg !162
  %49 = load i32, i32* %6, align 4, !dbg !163
  %50 = mul nsw i32 %48, %49, !dbg !164
  %51 = icmp slt i32 %47, %50, !dbg !165
  br i1 %51, label %52, label %63, !dbg !166

52:                                               ; preds = %46
  %53 = load i32, i32* %10, align 4, !dbg !167
  %54 = sitofp i32 %53 to float, !dbg !167
  %55 = fmul float %54, 5.000000e-01, !dbg !168
  %56 = load float*, float** %8, align 8, !dbg !169
  %57 = load i32, i32* %10, align 4, !dbg !170
  %58 = sext i32 %57 to i64, !dbg !169
  %59 = getelementptr inbounds float, float* %56, i64 %58, !dbg !169
  store float %55, float* %59, align 4, !dbg !171
  br label %60, !dbg !169

60:                                               ; preds = %52
  %61 = load i32, i32* %10, align 4, !dbg !172
  %62 = add nsw i32 %61, 1, !dbg !172
  store i32 %62, i32* %10, align 4, !dbg !172
  br label %46, !dbg !173, !llvm.loop !174

63:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata i32* %11, metadata !176, metadata !DIExpression()), !dbg !178
  store i32 0, i32* %11, align 4, !dbg !178
  br label %64, !dbg !179

64:                                               ; preds = %72, %63
  %65 = load i32, i32* %11, align 4, !dbg !180
  %66 = icmp slt i32 %65, 3, !dbg !182
  br i1 %66, label %67, label %75, !dbg !183

67:                                               ; preds = %64
  %68 = load i32, i32* %6, align 4, !dbg !184
  %69 = load i32, i32* %7, align 4, !dbg !185
  %70 = load float*, float** %8, align 8, !dbg !186
  %71 = load float*, float** %9, align 8, !dbg !187
  call void @transpose_blocked(i32 noundef %68, i32 noundef %69, float* noundef %70, float* noundef %71), !dbg !188
  br label %72, !dbg !188

72:                                               ; preds = %67
  %73 = load i32, i32* %11, align 4, !dbg !189
  %74 = add nsw i32 %73, 1, !dbg !189
  store i32 %74, i32* %11, align 4, !dbg !189
  br label %64, !dbg !190, !llvm.loop !191

75:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata double* %12, metadata !193, metadata !DIExpression()), !dbg !195
  store double 0.000000e+00, double* %12, align 8, !dbg !195
  call void @llvm.dbg.declare(metadata i32* %13, metadata !196, metadata !DIExpression()), !dbg !198
  store i32 0, i32* %13, align 4, !dbg !198
  br label %76, !dbg !199

76:                                               ; preds = %91, %75
  %77 = load i32, i32* %13, align 4, !dbg !200
  %78 = load i32, i32* %6, align 4, !dbg !202
  %79 = load i32, i32* %6, align 4, !dbg !203
  %80 = mul nsw i32 %78, %79, !dbg !204
  %81 = icmp slt i32 %77, %80, !dbg !205
  br i1 %81, label %82, label %94, !dbg !206

82:                                               ; preds = %76
  %83 = load float*, float** %9, align 8, !dbg !207
  %84 = load i32, i32* %13, align 4, !dbg !208
  %85 = sext i32 %84 to i64, !dbg !207
  %86 = getelementptr inbounds float, float* %83, i64 %85, !dbg !207
  %87 = load float, float* %86, align 4, !dbg !207
  %88 = fpext float %87 to double, !dbg !207
  %89 = load double, double* %12, align 8, !dbg !209
  %90 = fadd double %89, %88, !dbg !209
  store double %90, double* %12, align 8, !dbg !209
  br label %91, !dbg !210

91:                                               ; preds = %82
  %92 = load i32, i32* %13, align 4, !dbg !211
  %93 = add nsw i32 %92, 7, !dbg !211
  store i32 %93, i32* %13, align 4, !dbg !211
  br label %76, !dbg !212, !llvm.loop !213

94:                                               ; preds = %76
  %95 = load double, double* %12, align 8, !dbg !215
  %96 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %95), !dbg !216
  %97 = load float*, float** %8, align 8, !dbg !217
  %98 = bitcast float* %97 to i8*, !dbg !217
  call void @free(i8* noundef %98) #6, !dbg !218
  %99 = load float*, float** %9, align 8, !dbg !219
  %100 = bitcast float* %99 to i8*, !dbg !219
  call void @free(i8* noundef %100) #6, !dbg !220
  ret i32 0, !dbg !221
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

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
!1 = !DIFile(filename: "blocked_runtime.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b7c5568f01fb872ca2e77d5d75313ccc")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "transpose_blocked", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !13, !14, !17}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 8, type: !13)
!20 = !DILocation(line: 8, column: 28, scope: !10)
!21 = !DILocalVariable(name: "bs", arg: 2, scope: !10, file: !1, line: 8, type: !13)
!22 = !DILocation(line: 8, column: 35, scope: !10)
!23 = !DILocalVariable(name: "src", arg: 3, scope: !10, file: !1, line: 8, type: !14)
!24 = !DILocation(line: 8, column: 52, scope: !10)
!25 = !DILocalVariable(name: "dst", arg: 4, scope: !10, file: !1, line: 8, type: !17)
!26 = !DILocation(line: 8, column: 64, scope: !10)
!27 = !DILocalVariable(name: "ii", scope: !28, file: !1, line: 9, type: !13)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 9, column: 3)
!29 = !DILocation(line: 9, column: 12, scope: !28)
!30 = !DILocation(line: 9, column: 8, scope: !28)
!31 = !DILocation(line: 9, column: 20, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !1, line: 9, column: 3)
!33 = !DILocation(line: 9, column: 25, scope: !32)
!34 = !DILocation(line: 9, column: 23, scope: !32)
!35 = !DILocation(line: 9, column: 3, scope: !28)
!36 = !DILocalVariable(name: "jj", scope: !37, file: !1, line: 10, type: !13)
!37 = distinct !DILexicalBlock(scope: !32, file: !1, line: 10, column: 5)
!38 = !DILocation(line: 10, column: 14, scope: !37)
!39 = !DILocation(line: 10, column: 10, scope: !37)
!40 = !DILocation(line: 10, column: 22, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 10, column: 5)
!42 = !DILocation(line: 10, column: 27, scope: !41)
!43 = !DILocation(line: 10, column: 25, scope: !41)
!44 = !DILocation(line: 10, column: 5, scope: !37)
!45 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 11, type: !13)
!46 = distinct !DILexicalBlock(scope: !41, file: !1, line: 11, column: 7)
!47 = !DILocation(line: 11, column: 16, scope: !46)
!48 = !DILocation(line: 11, column: 20, scope: !46)
!49 = !DILocation(line: 11, column: 12, scope: !46)
!50 = !DILocation(line: 11, column: 24, scope: !51)
!51 = distinct !DILexicalBlock(scope: !46, file: !1, line: 11, column: 7)
!52 = !DILocation(line: 11, column: 28, scope: !51)
!53 = !DILocation(line: 11, column: 33, scope: !51)
!54 = !DILocation(line: 11, column: 31, scope: !51)
!55 = !DILocation(line: 11, column: 26, scope: !51)
!56 = !DILocation(line: 11, column: 36, scope: !51)
!57 = !DILocation(line: 11, column: 39, scope: !51)
!58 = !DILocation(line: 11, column: 43, scope: !51)
!59 = !DILocation(line: 11, column: 41, scope: !51)
!60 = !DILocation(line: 0, scope: !51)
!61 = !DILocation(line: 11, column: 7, scope: !46)
!62 = !DILocalVariable(name: "j", scope: !63, file: !1, line: 12, type: !13)
!63 = distinct !DILexicalBlock(scope: !51, file: !1, line: 12, column: 9)
!64 = !DILocation(line: 12, column: 18, scope: !63)
!65 = !DILocation(line: 12, column: 22, scope: !63)
!66 = !DILocation(line: 12, column: 14, scope: !63)
!67 = !DILocation(line: 12, column: 26, scope: !68)
!68 = distinct !DILexicalBlock(scope: !63, file: !1, line: 12, column: 9)
!69 = !DILocation(line: 12, column: 30, scope: !68)
!70 = !DILocation(line: 12, column: 35, scope: !68)
!71 = !DILocation(line: 12, column: 33, scope: !68)
!72 = !DILocation(line: 12, column: 28, scope: !68)
!73 = !DILocation(line: 12, column: 38, scope: !68)
!74 = !DILocation(line: 12, column: 41, scope: !68)
!75 = !DILocation(line: 12, column: 45, scope: !68)
!76 = !DILocation(line: 12, column: 43, scope: !68)
!77 = !DILocation(line: 0, scope: !68)
!78 = !DILocation(line: 12, column: 9, scope: !63)
!79 = !DILocation(line: 13, column: 28, scope: !68)
!80 = !DILocation(line: 13, column: 32, scope: !68)
!81 = !DILocation(line: 13, column: 36, scope: !68)
!82 = !DILocation(line: 13, column: 34, scope: !68)
!83 = !DILocation(line: 13, column: 40, scope: !68)
!84 = !DILocation(line: 13, column: 38, scope: !68)
!85 = !DILocation(line: 13, column: 11, scope: !68)
!86 = !DILocation(line: 13, column: 15, scope: !68)
!87 = !DILocation(line: 13, column: 19, scope: !68)
!88 = !DILocation(line: 13, column: 17, scope: !68)
!89 = !DILocation(line: 13, column: 23, scope: !68)
!90 = !DILocation(line: 13, column: 21, scope: !68)
!91 = !DILocation(line: 13, column: 26, scope: !68)
!92 = !DILocation(line: 12, column: 49, scope: !68)
!93 = !DILocation(line: 12, column: 9, scope: !68)
!94 = distinct !{!94, !78, !95, !96}
!95 = !DILocation(line: 13, column: 41, scope: !63)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocation(line: 11, column: 47, scope: !51)
!98 = !DILocation(line: 11, column: 7, scope: !51)
!99 = distinct !{!99, !61, !100, !96}
!100 = !DILocation(line: 13, column: 41, scope: !46)
!101 = !DILocation(line: 10, column: 36, scope: !41)
!102 = !DILocation(line: 10, column: 33, scope: !41)
!103 = !DILocation(line: 10, column: 5, scope: !41)
!104 = distinct !{!104, !44, !105, !96}
!105 = !DILocation(line: 13, column: 41, scope: !37)
!106 = !DILocation(line: 9, column: 34, scope: !32)
!107 = !DILocation(line: 9, column: 31, scope: !32)
!108 = !DILocation(line: 9, column: 3, scope: !32)
!109 = distinct !{!109, !35, !110, !96}
!110 = !DILocation(line: 13, column: 41, scope: !28)
!111 = !DILocation(line: 14, column: 1, scope: !10)
!112 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !113, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!113 = !DISubroutineType(types: !114)
!114 = !{!13, !13, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!118 = !DILocalVariable(name: "argc", arg: 1, scope: !112, file: !1, line: 16, type: !13)
!119 = !DILocation(line: 16, column: 14, scope: !112)
!120 = !DILocalVariable(name: "argv", arg: 2, scope: !112, file: !1, line: 16, type: !115)
!121 = !DILocation(line: 16, column: 27, scope: !112)
!122 = !DILocalVariable(name: "n", scope: !112, file: !1, line: 17, type: !13)
!123 = !DILocation(line: 17, column: 7, scope: !112)
!124 = !DILocalVariable(name: "bs", scope: !112, file: !1, line: 17, type: !13)
!125 = !DILocation(line: 17, column: 16, scope: !112)
!126 = !DILocation(line: 18, column: 7, scope: !127)
!127 = distinct !DILexicalBlock(scope: !112, file: !1, line: 18, column: 7)
!128 = !DILocation(line: 18, column: 12, scope: !127)
!129 = !DILocation(line: 18, column: 7, scope: !112)
!130 = !DILocation(line: 18, column: 26, scope: !127)
!131 = !DILocation(line: 18, column: 21, scope: !127)
!132 = !DILocation(line: 18, column: 19, scope: !127)
!133 = !DILocation(line: 18, column: 17, scope: !127)
!134 = !DILocation(line: 19, column: 7, scope: !135)
!135 = distinct !DILexicalBlock(scope: !112, file: !1, line: 19, column: 7)
!136 = !DILocation(line: 19, column: 12, scope: !135)
!137 = !DILocation(line: 19, column: 7, scope: !112)
!138 = !DILocation(line: 19, column: 27, scope: !135)
!139 = !DILocation(line: 19, column: 22, scope: !135)
!140 = !DILocation(line: 19, column: 20, scope: !135)
!141 = !DILocation(line: 19, column: 17, scope: !135)
!142 = !DILocalVariable(name: "s", scope: !112, file: !1, line: 20, type: !17)
!143 = !DILocation(line: 20, column: 10, scope: !112)
!144 = !DILocation(line: 20, column: 37, scope: !112)
!145 = !DILocation(line: 20, column: 35, scope: !112)
!146 = !DILocation(line: 20, column: 41, scope: !112)
!147 = !DILocation(line: 20, column: 39, scope: !112)
!148 = !DILocation(line: 20, column: 14, scope: !112)
!149 = !DILocalVariable(name: "d", scope: !112, file: !1, line: 20, type: !17)
!150 = !DILocation(line: 20, column: 46, scope: !112)
!151 = !DILocation(line: 20, column: 73, scope: !112)
!152 = !DILocation(line: 20, column: 71, scope: !112)
!153 = !DILocation(line: 20, column: 77, scope: !112)
!154 = !DILocation(line: 20, column: 75, scope: !112)
!155 = !DILocation(line: 20, column: 50, scope: !112)
!156 = !DILocalVariable(name: "i", scope: !157, file: !1, line: 21, type: !13)
!157 = distinct !DILexicalBlock(scope: !112, file: !1, line: 21, column: 3)
!158 = !DILocation(line: 21, column: 12, scope: !157)
!159 = !DILocation(line: 21, column: 8, scope: !157)
!160 = !DILocation(line: 21, column: 19, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !1, line: 21, column: 3)
!162 = !DILocation(line: 21, column: 23, scope: !161)
!163 = !DILocation(line: 21, column: 27, scope: !161)
!164 = !DILocation(line: 21, column: 25, scope: !161)
!165 = !DILocation(line: 21, column: 21, scope: !161)
!166 = !DILocation(line: 21, column: 3, scope: !157)
!167 = !DILocation(line: 21, column: 42, scope: !161)
!168 = !DILocation(line: 21, column: 44, scope: !161)
!169 = !DILocation(line: 21, column: 35, scope: !161)
!170 = !DILocation(line: 21, column: 37, scope: !161)
!171 = !DILocation(line: 21, column: 40, scope: !161)
!172 = !DILocation(line: 21, column: 31, scope: !161)
!173 = !DILocation(line: 21, column: 3, scope: !161)
!174 = distinct !{!174, !166, !175, !96}
!175 = !DILocation(line: 21, column: 46, scope: !157)
!176 = !DILocalVariable(name: "r", scope: !177, file: !1, line: 22, type: !13)
!177 = distinct !DILexicalBlock(scope: !112, file: !1, line: 22, column: 3)
!178 = !DILocation(line: 22, column: 12, scope: !177)
!179 = !DILocation(line: 22, column: 8, scope: !177)
!180 = !DILocation(line: 22, column: 19, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !1, line: 22, column: 3)
!182 = !DILocation(line: 22, column: 21, scope: !181)
!183 = !DILocation(line: 22, column: 3, scope: !177)
!184 = !DILocation(line: 22, column: 49, scope: !181)
!185 = !DILocation(line: 22, column: 52, scope: !181)
!186 = !DILocation(line: 22, column: 56, scope: !181)
!187 = !DILocation(line: 22, column: 59, scope: !181)
!188 = !DILocation(line: 22, column: 31, scope: !181)
!189 = !DILocation(line: 22, column: 27, scope: !181)
!190 = !DILocation(line: 22, column: 3, scope: !181)
!191 = distinct !{!191, !183, !192, !96}
!192 = !DILocation(line: 22, column: 60, scope: !177)
!193 = !DILocalVariable(name: "t", scope: !112, file: !1, line: 23, type: !194)
!194 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!195 = !DILocation(line: 23, column: 10, scope: !112)
!196 = !DILocalVariable(name: "i", scope: !197, file: !1, line: 24, type: !13)
!197 = distinct !DILexicalBlock(scope: !112, file: !1, line: 24, column: 3)
!198 = !DILocation(line: 24, column: 12, scope: !197)
!199 = !DILocation(line: 24, column: 8, scope: !197)
!200 = !DILocation(line: 24, column: 19, scope: !201)
!201 = distinct !DILexicalBlock(scope: !197, file: !1, line: 24, column: 3)
!202 = !DILocation(line: 24, column: 23, scope: !201)
!203 = !DILocation(line: 24, column: 27, scope: !201)
!204 = !DILocation(line: 24, column: 25, scope: !201)
!205 = !DILocation(line: 24, column: 21, scope: !201)
!206 = !DILocation(line: 24, column: 3, scope: !197)
!207 = !DILocation(line: 24, column: 43, scope: !201)
!208 = !DILocation(line: 24, column: 45, scope: !201)
!209 = !DILocation(line: 24, column: 40, scope: !201)
!210 = !DILocation(line: 24, column: 38, scope: !201)
!211 = !DILocation(line: 24, column: 32, scope: !201)
!212 = !DILocation(line: 24, column: 3, scope: !201)
!213 = distinct !{!213, !206, !214, !96}
!214 = !DILocation(line: 24, column: 46, scope: !197)
!215 = !DILocation(line: 25, column: 18, scope: !112)
!216 = !DILocation(line: 25, column: 3, scope: !112)
!217 = !DILocation(line: 26, column: 8, scope: !112)
!218 = !DILocation(line: 26, column: 3, scope: !112)
!219 = !DILocation(line: 26, column: 17, scope: !112)
!220 = !DILocation(line: 26, column: 12, scope: !112)
!221 = !DILocation(line: 27, column: 3, scope: !112)
