; ModuleID = 'span.c'
source_filename = "span.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type <{ i8, double }>

@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @total(i32 noundef %0, %struct.rec* noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.rec*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !24, metadata !DIExpression()), !dbg !25
  store %struct.rec* %1, %struct.rec** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.rec** %4, metadata !26, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.declare(metadata double* %5, metadata !28, metadata !DIExpression()), !dbg !29
  store double 0.000000e+00, double* %5, align 8, !dbg !29
  call void @llvm.dbg.declare(metadata i32* %6, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %6, align 4, !dbg !32
  br label %7, !dbg !33

7:                                                ; preds = %20, %2
  %8 = load i32, i32* %6, align 4, !dbg !34
  %9 = load i32, i32* %3, align 4, !dbg !36
  %10 = icmp slt i32 %8, %9, !dbg !37
  br i1 %10, label %11, label %23, !dbg !38

11:                                               ; preds = %7
  %12 = load %struct.rec*, %struct.rec** %4, align 8, !dbg !39
  %13 = load i32, i32* %6, align 4, !dbg !40
  %14 = sext i32 %13 to i64, !dbg !39
  %15 = getelementptr inbounds %struct.rec, %struct.rec* %12, i64 %14, !dbg !39
  %16 = getelementptr inbounds %struct.rec, %struct.rec* %15, i32 0, i32 1, !dbg !41
  %17 = load double, double* %16, align 1, !dbg !41
  %18 = load double, double* %5, align 8, !dbg !42
  %19 = fadd double %18, %17, !dbg !42
  store double %19, double* %5, align 8, !dbg !42
  br label %20, !dbg !43

20:                                               ; preds = %11
  %21 = load i32, i32* %6, align 4, !dbg !44
  %22 = add nsw i32 %21, 1, !dbg !44
  store i32 %22, i32* %6, align 4, !dbg !44
  br label %7, !dbg !45, !llvm.loop !46

23:                                               ; preds = %7
  %24 = load double, double* %5, align 8, !dbg !49
  ret double %24, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !51 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca %struct.rec*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double*, align 8
  %14 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !56, metadata !DIExpression()), !dbg !57
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !58, metadata !DIExpression()), !dbg !59
  call void @llvm.dbg.declare(metadata i32* %6, metadata !60, metadata !DIExpression()), !dbg !61
  %15 = load i32, i32* %4, align 4, !dbg !62
  %16 = icmp sgt i32 %15, 1, !dbg !63
  br i1 %16, label %17, label %22, !dbg !62

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !64
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !64
  %20 = load i8*, i8** %19, align 8, !dbg !64
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !65
  br label %23, !dbg !62

22:                                               ; preds = %2
  br label %23, !dbg !62

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 3000, %22 ], !dbg !62
  store i32 %24, i32* %6, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %7, metadata !66, metadata !DIExpression()), !dbg !67
  %25 = load i32, i32* %4, align 4, !dbg !68
  %26 = icmp sgt i32 %25, 2, !dbg !69
  br i1 %26, label %27, label %32, !dbg !68

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !70
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !70
  %30 = load i8*, i8** %29, align 8, !dbg !70
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !71
  br label %33, !dbg !68

32:                                               ; preds = %23
  br label %33, !dbg !68

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 8, %32 ], !dbg !68
  store i32 %34, i32* %7, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata double** %8, metadata !72, metadata !DIExpression()), !dbg !74
  %35 = load i32, i32* %6, align 4, !dbg !75
  %36 = sext i32 %35 to i64, !dbg !75
  %37 = mul i64 %36, 8, !dbg !76
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !77
  %39 = bitcast i8* %38 to double*, !dbg !77
  store double* %39, double** %8, align 8, !dbg !74
  call void @llvm.dbg.declare(metadata double** %9, metadata !78, metadata !DIExpression()), !dbg !79
  %40 = load i32, i32* %6, align 4, !dbg !80
  %41 = sext i32 %40 to i64, !dbg !80
  %42 = mul i64 %41, 8, !dbg !81
  %43 = call noalias i8* @malloc(i64 noundef %42) #6, !dbg !82
  %44 = bitcast i8* %43 to double*, !dbg !82
  store double* %44, double** %9, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata %struct.rec** %10, metadata !83, metadata !DIExpression()), !dbg !85
  %45 = load i32, i32* %6, align 4, !dbg !86
  %46 = sext i32 %45 to i64, !dbg !86
  %47 = mul i64 %46, 9, !dbg !87
  %48 = call noalias i8* @malloc(i64 noundef %47) #6, !dbg !88
  %49 = bitcast i8* %48 to %struct.rec*, !dbg !88
  store %struct.rec* %49, %struct.rec** %10, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %11, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %11, align 4, !dbg !91
  br label %50, !dbg !92

50:                                               ; preds = %81, %33
  %51 = load i32, i32* %11, align 4, !dbg !93
  %52 = load i32, i32* %6, align 4, !dbg !95
  %53 = icmp slt i32 %51, %52, !dbg !96
  br i1 %53, label %54, label %84, !dbg !97

54:                                               ; preds = %50
  %55 = load i32, i32* %11, align 4, !dbg !98
  %56 = srem i32 %55, 17, !dbg !100
  %57 = sitofp i32 %56 to double, !dbg !98
  %58 = load double*, double** %8, align 8, !dbg !101
  %59 = load i32, i32* %11, align 4, !dbg !102
  %60 = sext i32 %59 to i64, !dbg !101
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !101
  store double %57, double* %61, align 8, !dbg !103
  %62 = load double*, double** %9, align 8, !dbg !104
  %63 = load i32, i32* %11, align 4, !dbg !105
  %64 = sext i32 %63 to i64, !dbg !104
  %65 = getelementptr inbounds double, double* %62, i64 %64, !dbg !104
  store double 0.000000e+00, double* %65, align 8, !dbg !106
  %66 = load i32, i32* %11, align 4, !dbg !107
  %67 = trunc i32 %66 to i8, !dbg !108
  %68 = load %struct.rec*, %struct.rec** %10, align 8, !dbg !109
  %69 = load i32, i32* %11, align 4, !dbg !110
  %70 = sext i32 %69 to i64, !dbg !109
  %71 = getelementptr inbounds %struct.rec, %struct.rec* %68, i64 %70, !dbg !109
  %72 = getelementptr inbounds %struct.rec, %struct.rec* %71, i32 0, i32 0, !dbg !111
  store i8 %67, i8* %72, align 1, !dbg !112
  %73 = load i32, i32* %11, align 4, !dbg !113
  %74 = sitofp i32 %73 to double, !dbg !113
  %75 = fmul double %74, 5.000000e-01, !dbg !114
  %76 = load %struct.rec*, %struct.rec** %10, align 8, !dbg !115
  %77 = load i32, i32* %11, align 4, !dbg !116
  %78 = sext i32 %77 to i64, !dbg !115
  %79 = getelementptr inbounds %struct.rec, %struct.rec* %76, i64 %78, !dbg !115
  %80 = getelementptr inbounds %struct.rec, %struct.rec* %79, i32 0, i32 1, !dbg !117
  store double %75, double* %80, align 1, !dbg !118
  br label %81, !dbg !119

81:                                               ; preds = %54
  %82 = load i32, i32* %11, align 4, !dbg !120
  %83 = add nsw i32 %82, 1, !dbg !120
  store i32 %83, i32* %11, align 4, !dbg !120
  br label %50, !dbg !121, !llvm.loop !122

84:                                               ; preds = %50
  call void @llvm.dbg.declare(metadata i32* %12, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %12, align 4, !dbg !126
  br label %85, !dbg !127

85:                                               ; preds = %96, %84
  %86 = load i32, i32* %12, align 4, !dbg !128
  %87 = load i32, i32* %7, align 4, !dbg !130
  %88 = icmp slt i32 %86, %87, !dbg !131
  br i1 %88, label %89, label %99, !dbg !132

89:                                               ; preds = %85
  %90 = load i32, i32* %6, align 4, !dbg !133
  %91 = load double*, double** %8, align 8, !dbg !135
  %92 = load double*, double** %9, align 8, !dbg !136
  call void @smooth(i32 noundef %90, double* noundef %91, double* noundef %92), !dbg !137
  call void @llvm.dbg.declare(metadata double** %13, metadata !138, metadata !DIExpression()), !dbg !139
  %93 = load double*, double** %8, align 8, !dbg !140
  store double* %93, double** %13, align 8, !dbg !139
  %94 = load double*, double** %9, align 8, !dbg !141
  store double* %94, double** %8, align 8, !dbg !142
  %95 = load double*, double** %13, align 8, !dbg !143
  store double* %95, double** %9, align 8, !dbg !144
  br label %96, !dbg !145

96:                                               ; preds = %89
  %97 = load i32, i32* %12, align 4, !dbg !146
  %98 = add nsw i32 %97, 1, !dbg !146
  store i32 %98, i32* %12, align 4, !dbg !146
  br label %85, !dbg !147, !llvm.loop !148

99:                                               ; preds = %85
  call void @llvm.dbg.declare(metadata double* %14, metadata !150, metadata !DIExpression()), !dbg !151
  %100 = load i32, i32* %6, align 4, !dbg !152
  %101 = load %struct.rec*, %struct.rec** %10, align 8, !dbg !153
  %102 = call double @total(i32 noundef %100, %struct.rec* noundef %101), !dbg !154
  store double %102, double* %14, align 8, !dbg !151
  %103 = load double*, double** %8, align 8, !dbg !155
  %104 = load i32, i32* %6, align 4, !dbg !156
  %105 = sdiv i32 %104, 2, !dbg !157
  %106 = sext i32 %105 to i64, !dbg !155
  %107 = getelementptr inbounds double, double* %103, i64 %106, !dbg !155
  %108 = load double, double* %107, align 8, !dbg !155
  %109 = load double, double* %14, align 8, !dbg !158
  %110 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %108, double noundef %109), !dbg !159
  %111 = load double*, double** %8, align 8, !dbg !160
  %112 = bitcast double* %111 to i8*, !dbg !160
  call void @free(i8* noundef %112) #6, !dbg !161
  %113 = load double*, double** %9, align 8, !dbg !162
  %114 = bitcast double* %113 to i8*, !dbg !162
  call void @free(i8* noundef %114) #6, !dbg !163
  %115 = load %struct.rec*, %struct.rec** %10, align 8, !dbg !164
  %116 = bitcast %struct.rec* %115 to i8*, !dbg !164
  call void @free(i8* noundef %116) #6, !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @smooth(i32 noundef %0, double* noundef %1, double* noundef %2) #0 !dbg !167 {
  %4 = alloca i32, align 4
  %5 = alloca double*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !172, metadata !DIExpression()), !dbg !173
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !174, metadata !DIExpression()), !dbg !175
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !176, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata i32* %7, metadata !178, metadata !DIExpression()), !dbg !180
  store i32 1, i32* %7, align 4, !dbg !180
  br label %8, !dbg !181

8:                                                ; preds = %38, %3
  %9 = load i32, i32* %7, align 4, !dbg !182
  %10 = load i32, i32* %4, align 4, !dbg !184
  %11 = sub nsw i32 %10, 1, !dbg !185
  %12 = icmp slt i32 %9, %11, !dbg !186
  br i1 %12, label %13, label %41, !dbg !187

13:                                               ; preds = %8
  %14 = load double*, double** %5, align 8, !dbg !188
  %15 = load i32, i32* %7, align 4, !dbg !189
  %16 = sub nsw i32 %15, 1, !dbg !190
  %17 = sext i32 %16 to i64, !dbg !188
  %18 = getelementptr inbounds double, double* %14, i64 %17, !dbg !188
  %19 = load double, double* %18, align 8, !dbg !188
  %20 = load double*, double** %5, align 8, !dbg !191
  %21 = load i32, i32* %7, align 4, !dbg !192
  %22 = sext i32 %21 to i64, !dbg !191
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !191
  %24 = load double, double* %23, align 8, !dbg !191
  %25 = fadd double %19, %24, !dbg !193
  %26 = load double*, double** %5, align 8, !dbg !194
  %27 = load i32, i32* %7, align 4, !dbg !195
  %28 = add nsw i32 %27, 1, !dbg !196
  %29 = sext i32 %28 to i64, !dbg !194
  %30 = getelementptr inbounds double, double* %26, i64 %29, !dbg !194
  %31 = load double, double* %30, align 8, !dbg !194
  %32 = fadd double %25, %31, !dbg !197
  %33 = fdiv double %32, 3.000000e+00, !dbg !198
  %34 = load double*, double** %6, align 8, !dbg !199
  %35 = load i32, i32* %7, align 4, !dbg !200
  %36 = sext i32 %35 to i64, !dbg !199
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !199
  store double %33, double* %37, align 8, !dbg !201
  br label %38, !dbg !199

38:                                               ; preds = %13
  %39 = load i32, i32* %7, align 4, !dbg !202
  %40 = add nsw i32 %39, 1, !dbg !202
  store i32 %40, i32* %7, align 4, !dbg !202
  br label %8, !dbg !203, !llvm.loop !204

41:                                               ; preds = %8
  ret void, !dbg !206
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
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "span.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b1d82b970bddac9021dd4c17aba0889a")
!2 = !{!3}
!3 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 20, type: !13, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16, !17}
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !1, line: 9, size: 72, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !19, file: !1, line: 10, baseType: !3, size: 8)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !19, file: !1, line: 11, baseType: !15, size: 64, offset: 8)
!23 = !{}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !12, file: !1, line: 20, type: !16)
!25 = !DILocation(line: 20, column: 18, scope: !12)
!26 = !DILocalVariable(name: "r", arg: 2, scope: !12, file: !1, line: 20, type: !17)
!27 = !DILocation(line: 20, column: 39, scope: !12)
!28 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 22, type: !15)
!29 = !DILocation(line: 22, column: 10, scope: !12)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 23, type: !16)
!31 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 3)
!32 = !DILocation(line: 23, column: 12, scope: !31)
!33 = !DILocation(line: 23, column: 8, scope: !31)
!34 = !DILocation(line: 23, column: 19, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 23, column: 3)
!36 = !DILocation(line: 23, column: 23, scope: !35)
!37 = !DILocation(line: 23, column: 21, scope: !35)
!38 = !DILocation(line: 23, column: 3, scope: !31)
!39 = !DILocation(line: 24, column: 10, scope: !35)
!40 = !DILocation(line: 24, column: 12, scope: !35)
!41 = !DILocation(line: 24, column: 15, scope: !35)
!42 = !DILocation(line: 24, column: 7, scope: !35)
!43 = !DILocation(line: 24, column: 5, scope: !35)
!44 = !DILocation(line: 23, column: 27, scope: !35)
!45 = !DILocation(line: 23, column: 3, scope: !35)
!46 = distinct !{!46, !38, !47, !48}
!47 = !DILocation(line: 24, column: 15, scope: !31)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 25, column: 10, scope: !12)
!50 = !DILocation(line: 25, column: 3, scope: !12)
!51 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !52, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !23)
!52 = !DISubroutineType(types: !53)
!53 = !{!16, !16, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !51, file: !1, line: 28, type: !16)
!57 = !DILocation(line: 28, column: 14, scope: !51)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !51, file: !1, line: 28, type: !54)
!59 = !DILocation(line: 28, column: 27, scope: !51)
!60 = !DILocalVariable(name: "n", scope: !51, file: !1, line: 30, type: !16)
!61 = !DILocation(line: 30, column: 7, scope: !51)
!62 = !DILocation(line: 30, column: 11, scope: !51)
!63 = !DILocation(line: 30, column: 16, scope: !51)
!64 = !DILocation(line: 30, column: 27, scope: !51)
!65 = !DILocation(line: 30, column: 22, scope: !51)
!66 = !DILocalVariable(name: "steps", scope: !51, file: !1, line: 31, type: !16)
!67 = !DILocation(line: 31, column: 7, scope: !51)
!68 = !DILocation(line: 31, column: 15, scope: !51)
!69 = !DILocation(line: 31, column: 20, scope: !51)
!70 = !DILocation(line: 31, column: 31, scope: !51)
!71 = !DILocation(line: 31, column: 26, scope: !51)
!72 = !DILocalVariable(name: "a", scope: !51, file: !1, line: 32, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!74 = !DILocation(line: 32, column: 11, scope: !51)
!75 = !DILocation(line: 32, column: 22, scope: !51)
!76 = !DILocation(line: 32, column: 24, scope: !51)
!77 = !DILocation(line: 32, column: 15, scope: !51)
!78 = !DILocalVariable(name: "b", scope: !51, file: !1, line: 32, type: !73)
!79 = !DILocation(line: 32, column: 39, scope: !51)
!80 = !DILocation(line: 32, column: 50, scope: !51)
!81 = !DILocation(line: 32, column: 52, scope: !51)
!82 = !DILocation(line: 32, column: 43, scope: !51)
!83 = !DILocalVariable(name: "r", scope: !51, file: !1, line: 33, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!85 = !DILocation(line: 33, column: 15, scope: !51)
!86 = !DILocation(line: 33, column: 26, scope: !51)
!87 = !DILocation(line: 33, column: 28, scope: !51)
!88 = !DILocation(line: 33, column: 19, scope: !51)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 34, type: !16)
!90 = distinct !DILexicalBlock(scope: !51, file: !1, line: 34, column: 3)
!91 = !DILocation(line: 34, column: 12, scope: !90)
!92 = !DILocation(line: 34, column: 8, scope: !90)
!93 = !DILocation(line: 34, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 34, column: 3)
!95 = !DILocation(line: 34, column: 23, scope: !94)
!96 = !DILocation(line: 34, column: 21, scope: !94)
!97 = !DILocation(line: 34, column: 3, scope: !90)
!98 = !DILocation(line: 35, column: 12, scope: !99)
!99 = distinct !DILexicalBlock(scope: !94, file: !1, line: 34, column: 31)
!100 = !DILocation(line: 35, column: 14, scope: !99)
!101 = !DILocation(line: 35, column: 5, scope: !99)
!102 = !DILocation(line: 35, column: 7, scope: !99)
!103 = !DILocation(line: 35, column: 10, scope: !99)
!104 = !DILocation(line: 36, column: 5, scope: !99)
!105 = !DILocation(line: 36, column: 7, scope: !99)
!106 = !DILocation(line: 36, column: 10, scope: !99)
!107 = !DILocation(line: 37, column: 22, scope: !99)
!108 = !DILocation(line: 37, column: 16, scope: !99)
!109 = !DILocation(line: 37, column: 5, scope: !99)
!110 = !DILocation(line: 37, column: 7, scope: !99)
!111 = !DILocation(line: 37, column: 10, scope: !99)
!112 = !DILocation(line: 37, column: 14, scope: !99)
!113 = !DILocation(line: 38, column: 14, scope: !99)
!114 = !DILocation(line: 38, column: 16, scope: !99)
!115 = !DILocation(line: 38, column: 5, scope: !99)
!116 = !DILocation(line: 38, column: 7, scope: !99)
!117 = !DILocation(line: 38, column: 10, scope: !99)
!118 = !DILocation(line: 38, column: 12, scope: !99)
!119 = !DILocation(line: 39, column: 3, scope: !99)
!120 = !DILocation(line: 34, column: 27, scope: !94)
!121 = !DILocation(line: 34, column: 3, scope: !94)
!122 = distinct !{!122, !97, !123, !48}
!123 = !DILocation(line: 39, column: 3, scope: !90)
!124 = !DILocalVariable(name: "t", scope: !125, file: !1, line: 40, type: !16)
!125 = distinct !DILexicalBlock(scope: !51, file: !1, line: 40, column: 3)
!126 = !DILocation(line: 40, column: 12, scope: !125)
!127 = !DILocation(line: 40, column: 8, scope: !125)
!128 = !DILocation(line: 40, column: 19, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !1, line: 40, column: 3)
!130 = !DILocation(line: 40, column: 23, scope: !129)
!131 = !DILocation(line: 40, column: 21, scope: !129)
!132 = !DILocation(line: 40, column: 3, scope: !125)
!133 = !DILocation(line: 41, column: 12, scope: !134)
!134 = distinct !DILexicalBlock(scope: !129, file: !1, line: 40, column: 35)
!135 = !DILocation(line: 41, column: 15, scope: !134)
!136 = !DILocation(line: 41, column: 18, scope: !134)
!137 = !DILocation(line: 41, column: 5, scope: !134)
!138 = !DILocalVariable(name: "x", scope: !134, file: !1, line: 42, type: !73)
!139 = !DILocation(line: 42, column: 13, scope: !134)
!140 = !DILocation(line: 42, column: 17, scope: !134)
!141 = !DILocation(line: 43, column: 9, scope: !134)
!142 = !DILocation(line: 43, column: 7, scope: !134)
!143 = !DILocation(line: 44, column: 9, scope: !134)
!144 = !DILocation(line: 44, column: 7, scope: !134)
!145 = !DILocation(line: 45, column: 3, scope: !134)
!146 = !DILocation(line: 40, column: 31, scope: !129)
!147 = !DILocation(line: 40, column: 3, scope: !129)
!148 = distinct !{!148, !132, !149, !48}
!149 = !DILocation(line: 45, column: 3, scope: !125)
!150 = !DILocalVariable(name: "s", scope: !51, file: !1, line: 46, type: !15)
!151 = !DILocation(line: 46, column: 10, scope: !51)
!152 = !DILocation(line: 46, column: 20, scope: !51)
!153 = !DILocation(line: 46, column: 23, scope: !51)
!154 = !DILocation(line: 46, column: 14, scope: !51)
!155 = !DILocation(line: 47, column: 21, scope: !51)
!156 = !DILocation(line: 47, column: 23, scope: !51)
!157 = !DILocation(line: 47, column: 25, scope: !51)
!158 = !DILocation(line: 47, column: 31, scope: !51)
!159 = !DILocation(line: 47, column: 3, scope: !51)
!160 = !DILocation(line: 48, column: 8, scope: !51)
!161 = !DILocation(line: 48, column: 3, scope: !51)
!162 = !DILocation(line: 49, column: 8, scope: !51)
!163 = !DILocation(line: 49, column: 3, scope: !51)
!164 = !DILocation(line: 50, column: 8, scope: !51)
!165 = !DILocation(line: 50, column: 3, scope: !51)
!166 = !DILocation(line: 51, column: 3, scope: !51)
!167 = distinct !DISubprogram(name: "smooth", scope: !1, file: !1, line: 14, type: !168, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !23)
!168 = !DISubroutineType(types: !169)
!169 = !{null, !16, !170, !73}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!172 = !DILocalVariable(name: "n", arg: 1, scope: !167, file: !1, line: 14, type: !16)
!173 = !DILocation(line: 14, column: 24, scope: !167)
!174 = !DILocalVariable(name: "a", arg: 2, scope: !167, file: !1, line: 14, type: !170)
!175 = !DILocation(line: 14, column: 41, scope: !167)
!176 = !DILocalVariable(name: "b", arg: 3, scope: !167, file: !1, line: 14, type: !73)
!177 = !DILocation(line: 14, column: 52, scope: !167)
!178 = !DILocalVariable(name: "i", scope: !179, file: !1, line: 16, type: !16)
!179 = distinct !DILexicalBlock(scope: !167, file: !1, line: 16, column: 3)
!180 = !DILocation(line: 16, column: 12, scope: !179)
!181 = !DILocation(line: 16, column: 8, scope: !179)
!182 = !DILocation(line: 16, column: 19, scope: !183)
!183 = distinct !DILexicalBlock(scope: !179, file: !1, line: 16, column: 3)
!184 = !DILocation(line: 16, column: 23, scope: !183)
!185 = !DILocation(line: 16, column: 25, scope: !183)
!186 = !DILocation(line: 16, column: 21, scope: !183)
!187 = !DILocation(line: 16, column: 3, scope: !179)
!188 = !DILocation(line: 17, column: 13, scope: !183)
!189 = !DILocation(line: 17, column: 15, scope: !183)
!190 = !DILocation(line: 17, column: 17, scope: !183)
!191 = !DILocation(line: 17, column: 24, scope: !183)
!192 = !DILocation(line: 17, column: 26, scope: !183)
!193 = !DILocation(line: 17, column: 22, scope: !183)
!194 = !DILocation(line: 17, column: 31, scope: !183)
!195 = !DILocation(line: 17, column: 33, scope: !183)
!196 = !DILocation(line: 17, column: 35, scope: !183)
!197 = !DILocation(line: 17, column: 29, scope: !183)
!198 = !DILocation(line: 17, column: 41, scope: !183)
!199 = !DILocation(line: 17, column: 5, scope: !183)
!200 = !DILocation(line: 17, column: 7, scope: !183)
!201 = !DILocation(line: 17, column: 10, scope: !183)
!202 = !DILocation(line: 16, column: 31, scope: !183)
!203 = !DILocation(line: 16, column: 3, scope: !183)
!204 = distinct !{!204, !187, !205, !48}
!205 = !DILocation(line: 17, column: 43, scope: !179)
!206 = !DILocation(line: 18, column: 1, scope: !167)
