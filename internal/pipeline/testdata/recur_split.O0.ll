; ModuleID = 'recur_split.c'
source_filename = "recur_split.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rsum(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !16 {
  %4 = alloca i64, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !27, metadata !DIExpression()), !dbg !28
  %12 = load i32, i32* %7, align 4, !dbg !29
  %13 = load i32, i32* %6, align 4, !dbg !31
  %14 = sub nsw i32 %12, %13, !dbg !32
  %15 = icmp sle i32 %14, 8, !dbg !33
  br i1 %15, label %16, label %21, !dbg !34

16:                                               ; preds = %3
  %17 = load i32*, i32** %5, align 8, !dbg !35
  %18 = load i32, i32* %6, align 4, !dbg !36
  %19 = load i32, i32* %7, align 4, !dbg !37
  %20 = call i64 @leaf(i32* noundef %17, i32 noundef %18, i32 noundef %19), !dbg !38
  store i64 %20, i64* %4, align 8, !dbg !39
  br label %47, !dbg !39

21:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %8, metadata !40, metadata !DIExpression()), !dbg !41
  %22 = load i32, i32* %7, align 4, !dbg !42
  %23 = load i32, i32* %6, align 4, !dbg !43
  %24 = sub nsw i32 %22, %23, !dbg !44
  %25 = sub nsw i32 %24, 1, !dbg !45
  store i32 %25, i32* %8, align 4, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %9, metadata !46, metadata !DIExpression()), !dbg !47
  %26 = load i32, i32* %6, align 4, !dbg !48
  %27 = add nsw i32 %26, 1, !dbg !49
  %28 = load i32*, i32** %5, align 8, !dbg !50
  %29 = load i32, i32* %6, align 4, !dbg !51
  %30 = sext i32 %29 to i64, !dbg !50
  %31 = getelementptr inbounds i32, i32* %28, i64 %30, !dbg !50
  %32 = load i32, i32* %31, align 4, !dbg !50
  %33 = load i32, i32* %8, align 4, !dbg !52
  %34 = urem i32 %32, %33, !dbg !53
  %35 = add nsw i32 %27, %34, !dbg !54
  store i32 %35, i32* %9, align 4, !dbg !47
  call void @llvm.dbg.declare(metadata i64* %10, metadata !55, metadata !DIExpression()), !dbg !56
  %36 = load i32*, i32** %5, align 8, !dbg !57
  %37 = load i32, i32* %6, align 4, !dbg !58
  %38 = load i32, i32* %9, align 4, !dbg !59
  %39 = call i64 @rsum(i32* noundef %36, i32 noundef %37, i32 noundef %38), !dbg !60
  store i64 %39, i64* %10, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata i64* %11, metadata !61, metadata !DIExpression()), !dbg !62
  %40 = load i32*, i32** %5, align 8, !dbg !63
  %41 = load i32, i32* %9, align 4, !dbg !64
  %42 = load i32, i32* %7, align 4, !dbg !65
  %43 = call i64 @rsum(i32* noundef %40, i32 noundef %41, i32 noundef %42), !dbg !66
  store i64 %43, i64* %11, align 8, !dbg !62
  %44 = load i64, i64* %10, align 8, !dbg !67
  %45 = load i64, i64* %11, align 8, !dbg !68
  %46 = add nsw i64 %44, %45, !dbg !69
  store i64 %46, i64* %4, align 8, !dbg !70
  br label %47, !dbg !70

47:                                               ; preds = %21, %16
  %48 = load i64, i64* %4, align 8, !dbg !71
  ret i64 %48, !dbg !71
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @leaf(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !72 {
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !73, metadata !DIExpression()), !dbg !74
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !75, metadata !DIExpression()), !dbg !76
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.declare(metadata i64* %7, metadata !79, metadata !DIExpression()), !dbg !80
  store i64 0, i64* %7, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata i32* %8, metadata !81, metadata !DIExpression()), !dbg !83
  %9 = load i32, i32* %5, align 4, !dbg !84
  store i32 %9, i32* %8, align 4, !dbg !83
  br label %10, !dbg !85

10:                                               ; preds = %23, %3
  %11 = load i32, i32* %8, align 4, !dbg !86
  %12 = load i32, i32* %6, align 4, !dbg !88
  %13 = icmp slt i32 %11, %12, !dbg !89
  br i1 %13, label %14, label %26, !dbg !90

14:                                               ; preds = %10
  %15 = load i32*, i32** %4, align 8, !dbg !91
  %16 = load i32, i32* %8, align 4, !dbg !92
  %17 = sext i32 %16 to i64, !dbg !91
  %18 = getelementptr inbounds i32, i32* %15, i64 %17, !dbg !91
  %19 = load i32, i32* %18, align 4, !dbg !91
  %20 = sext i32 %19 to i64, !dbg !91
  %21 = load i64, i64* %7, align 8, !dbg !93
  %22 = add nsw i64 %21, %20, !dbg !93
  store i64 %22, i64* %7, align 8, !dbg !93
  br label %23, !dbg !94

23:                                               ; preds = %14
  %24 = load i32, i32* %8, align 4, !dbg !95
  %25 = add nsw i32 %24, 1, !dbg !95
  store i32 %25, i32* %8, align 4, !dbg !95
  br label %10, !dbg !96, !llvm.loop !97

26:                                               ; preds = %10
  %27 = load i64, i64* %7, align 8, !dbg !100
  ret i64 %27, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !102 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !108, metadata !DIExpression()), !dbg !109
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !110, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata i32* %6, metadata !112, metadata !DIExpression()), !dbg !113
  %13 = load i32, i32* %4, align 4, !dbg !114
  %14 = icmp sgt i32 %13, 1, !dbg !115
  br i1 %14, label %15, label %20, !dbg !114

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !116
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !116
  %18 = load i8*, i8** %17, align 8, !dbg !116
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !117
  br label %21, !dbg !114

20:                                               ; preds = %2
  br label %21, !dbg !114

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 30000, %20 ], !dbg !114
  store i32 %22, i32* %6, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %7, metadata !118, metadata !DIExpression()), !dbg !119
  %23 = load i32, i32* %4, align 4, !dbg !120
  %24 = icmp sgt i32 %23, 2, !dbg !121
  br i1 %24, label %25, label %30, !dbg !120

25:                                               ; preds = %21
  %26 = load i8**, i8*** %5, align 8, !dbg !122
  %27 = getelementptr inbounds i8*, i8** %26, i64 2, !dbg !122
  %28 = load i8*, i8** %27, align 8, !dbg !122
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !123
  br label %31, !dbg !120

30:                                               ; preds = %21
  br label %31, !dbg !120

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 3, %30 ], !dbg !120
  store i32 %32, i32* %7, align 4, !dbg !119
  call void @llvm.dbg.declare(metadata i32** %8, metadata !124, metadata !DIExpression()), !dbg !126
  %33 = load i32, i32* %6, align 4, !dbg !127
  %34 = sext i32 %33 to i64, !dbg !128
  %35 = mul i64 %34, 4, !dbg !129
  %36 = call noalias i8* @malloc(i64 noundef %35) #6, !dbg !130
  %37 = bitcast i8* %36 to i32*, !dbg !130
  store i32* %37, i32** %8, align 8, !dbg !126
  call void @llvm.dbg.declare(metadata i32* %9, metadata !131, metadata !DIExpression()), !dbg !132
  store i32 7, i32* %9, align 4, !dbg !132
  call void @llvm.dbg.declare(metadata i32* %10, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %10, align 4, !dbg !135
  br label %38, !dbg !136

38:                                               ; preds = %52, %31
  %39 = load i32, i32* %10, align 4, !dbg !137
  %40 = load i32, i32* %6, align 4, !dbg !139
  %41 = icmp slt i32 %39, %40, !dbg !140
  br i1 %41, label %42, label %55, !dbg !141

42:                                               ; preds = %38
  %43 = load i32, i32* %9, align 4, !dbg !142
  %44 = mul i32 %43, 1664525, !dbg !144
  %45 = add i32 %44, 1013904223, !dbg !145
  store i32 %45, i32* %9, align 4, !dbg !146
  %46 = load i32, i32* %9, align 4, !dbg !147
  %47 = lshr i32 %46, 9, !dbg !148
  %48 = load i32*, i32** %8, align 8, !dbg !149
  %49 = load i32, i32* %10, align 4, !dbg !150
  %50 = sext i32 %49 to i64, !dbg !149
  %51 = getelementptr inbounds i32, i32* %48, i64 %50, !dbg !149
  store i32 %47, i32* %51, align 4, !dbg !151
  br label %52, !dbg !152

52:                                               ; preds = %42
  %53 = load i32, i32* %10, align 4, !dbg !153
  %54 = add nsw i32 %53, 1, !dbg !153
  store i32 %54, i32* %10, align 4, !dbg !153
  br label %38, !dbg !154, !llvm.loop !155

55:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata i64* %11, metadata !157, metadata !DIExpression()), !dbg !158
  store i64 0, i64* %11, align 8, !dbg !158
  call void @llvm.dbg.declare(metadata i32* %12, metadata !159, metadata !DIExpression()), !dbg !161
  store i32 0, i32* %12, align 4, !dbg !161
  br label %56, !dbg !162

56:                                               ; preds = %66, %55
  %57 = load i32, i32* %12, align 4, !dbg !163
  %58 = load i32, i32* %7, align 4, !dbg !165
  %59 = icmp slt i32 %57, %58, !dbg !166
  br i1 %59, label %60, label %69, !dbg !167

60:                                               ; preds = %56
  %61 = load i32*, i32** %8, align 8, !dbg !168
  %62 = load i32, i32* %6, align 4, !dbg !169
  %63 = call i64 @rsum(i32* noundef %61, i32 noundef 0, i32 noundef %62), !dbg !170
  %64 = load i64, i64* %11, align 8, !dbg !171
  %65 = add nsw i64 %64, %63, !dbg !171
  store i64 %65, i64* %11, align 8, !dbg !171
  br label %66, !dbg !172

66:                                               ; preds = %60
  %67 = load i32, i32* %12, align 4, !dbg !173
  %68 = add nsw i32 %67, 1, !dbg !173
  store i32 %68, i32* %12, align 4, !dbg !173
  br label %56, !dbg !174, !llvm.loop !175

69:                                               ; preds = %56
  %70 = load i64, i64* %11, align 8, !dbg !177
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %70), !dbg !178
  %72 = load i32*, i32** %8, align 8, !dbg !179
  %73 = bitcast i32* %72 to i8*, !dbg !179
  call void @free(i8* noundef %73) #6, !dbg !180
  ret i32 0, !dbg !181
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recur_split.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9377755e91b7c6ed3007242a619f4e20")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 46, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "rsum", scope: !1, file: !1, line: 17, type: !17, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !20, !3, !3}
!19 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!22 = !{}
!23 = !DILocalVariable(name: "a", arg: 1, scope: !16, file: !1, line: 17, type: !20)
!24 = !DILocation(line: 17, column: 22, scope: !16)
!25 = !DILocalVariable(name: "lo", arg: 2, scope: !16, file: !1, line: 17, type: !3)
!26 = !DILocation(line: 17, column: 29, scope: !16)
!27 = !DILocalVariable(name: "hi", arg: 3, scope: !16, file: !1, line: 17, type: !3)
!28 = !DILocation(line: 17, column: 37, scope: !16)
!29 = !DILocation(line: 19, column: 7, scope: !30)
!30 = distinct !DILexicalBlock(scope: !16, file: !1, line: 19, column: 7)
!31 = !DILocation(line: 19, column: 12, scope: !30)
!32 = !DILocation(line: 19, column: 10, scope: !30)
!33 = !DILocation(line: 19, column: 15, scope: !30)
!34 = !DILocation(line: 19, column: 7, scope: !16)
!35 = !DILocation(line: 20, column: 17, scope: !30)
!36 = !DILocation(line: 20, column: 20, scope: !30)
!37 = !DILocation(line: 20, column: 24, scope: !30)
!38 = !DILocation(line: 20, column: 12, scope: !30)
!39 = !DILocation(line: 20, column: 5, scope: !30)
!40 = !DILocalVariable(name: "span", scope: !16, file: !1, line: 21, type: !3)
!41 = !DILocation(line: 21, column: 7, scope: !16)
!42 = !DILocation(line: 21, column: 14, scope: !16)
!43 = !DILocation(line: 21, column: 19, scope: !16)
!44 = !DILocation(line: 21, column: 17, scope: !16)
!45 = !DILocation(line: 21, column: 22, scope: !16)
!46 = !DILocalVariable(name: "mid", scope: !16, file: !1, line: 22, type: !3)
!47 = !DILocation(line: 22, column: 7, scope: !16)
!48 = !DILocation(line: 22, column: 13, scope: !16)
!49 = !DILocation(line: 22, column: 16, scope: !16)
!50 = !DILocation(line: 22, column: 38, scope: !16)
!51 = !DILocation(line: 22, column: 40, scope: !16)
!52 = !DILocation(line: 22, column: 56, scope: !16)
!53 = !DILocation(line: 22, column: 44, scope: !16)
!54 = !DILocation(line: 22, column: 20, scope: !16)
!55 = !DILocalVariable(name: "left", scope: !16, file: !1, line: 23, type: !19)
!56 = !DILocation(line: 23, column: 8, scope: !16)
!57 = !DILocation(line: 23, column: 20, scope: !16)
!58 = !DILocation(line: 23, column: 23, scope: !16)
!59 = !DILocation(line: 23, column: 27, scope: !16)
!60 = !DILocation(line: 23, column: 15, scope: !16)
!61 = !DILocalVariable(name: "right", scope: !16, file: !1, line: 24, type: !19)
!62 = !DILocation(line: 24, column: 8, scope: !16)
!63 = !DILocation(line: 24, column: 21, scope: !16)
!64 = !DILocation(line: 24, column: 24, scope: !16)
!65 = !DILocation(line: 24, column: 29, scope: !16)
!66 = !DILocation(line: 24, column: 16, scope: !16)
!67 = !DILocation(line: 25, column: 10, scope: !16)
!68 = !DILocation(line: 25, column: 17, scope: !16)
!69 = !DILocation(line: 25, column: 15, scope: !16)
!70 = !DILocation(line: 25, column: 3, scope: !16)
!71 = !DILocation(line: 26, column: 1, scope: !16)
!72 = distinct !DISubprogram(name: "leaf", scope: !1, file: !1, line: 9, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!73 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !1, line: 9, type: !20)
!74 = !DILocation(line: 9, column: 29, scope: !72)
!75 = !DILocalVariable(name: "lo", arg: 2, scope: !72, file: !1, line: 9, type: !3)
!76 = !DILocation(line: 9, column: 36, scope: !72)
!77 = !DILocalVariable(name: "hi", arg: 3, scope: !72, file: !1, line: 9, type: !3)
!78 = !DILocation(line: 9, column: 44, scope: !72)
!79 = !DILocalVariable(name: "s", scope: !72, file: !1, line: 11, type: !19)
!80 = !DILocation(line: 11, column: 8, scope: !72)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 12, type: !3)
!82 = distinct !DILexicalBlock(scope: !72, file: !1, line: 12, column: 3)
!83 = !DILocation(line: 12, column: 12, scope: !82)
!84 = !DILocation(line: 12, column: 16, scope: !82)
!85 = !DILocation(line: 12, column: 8, scope: !82)
!86 = !DILocation(line: 12, column: 20, scope: !87)
!87 = distinct !DILexicalBlock(scope: !82, file: !1, line: 12, column: 3)
!88 = !DILocation(line: 12, column: 24, scope: !87)
!89 = !DILocation(line: 12, column: 22, scope: !87)
!90 = !DILocation(line: 12, column: 3, scope: !82)
!91 = !DILocation(line: 13, column: 10, scope: !87)
!92 = !DILocation(line: 13, column: 12, scope: !87)
!93 = !DILocation(line: 13, column: 7, scope: !87)
!94 = !DILocation(line: 13, column: 5, scope: !87)
!95 = !DILocation(line: 12, column: 29, scope: !87)
!96 = !DILocation(line: 12, column: 3, scope: !87)
!97 = distinct !{!97, !90, !98, !99}
!98 = !DILocation(line: 13, column: 13, scope: !82)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 14, column: 10, scope: !72)
!101 = !DILocation(line: 14, column: 3, scope: !72)
!102 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 28, type: !103, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!103 = !DISubroutineType(types: !104)
!104 = !{!3, !3, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!108 = !DILocalVariable(name: "argc", arg: 1, scope: !102, file: !1, line: 28, type: !3)
!109 = !DILocation(line: 28, column: 14, scope: !102)
!110 = !DILocalVariable(name: "argv", arg: 2, scope: !102, file: !1, line: 28, type: !105)
!111 = !DILocation(line: 28, column: 27, scope: !102)
!112 = !DILocalVariable(name: "n", scope: !102, file: !1, line: 30, type: !3)
!113 = !DILocation(line: 30, column: 7, scope: !102)
!114 = !DILocation(line: 30, column: 11, scope: !102)
!115 = !DILocation(line: 30, column: 16, scope: !102)
!116 = !DILocation(line: 30, column: 27, scope: !102)
!117 = !DILocation(line: 30, column: 22, scope: !102)
!118 = !DILocalVariable(name: "reps", scope: !102, file: !1, line: 31, type: !3)
!119 = !DILocation(line: 31, column: 7, scope: !102)
!120 = !DILocation(line: 31, column: 14, scope: !102)
!121 = !DILocation(line: 31, column: 19, scope: !102)
!122 = !DILocation(line: 31, column: 30, scope: !102)
!123 = !DILocation(line: 31, column: 25, scope: !102)
!124 = !DILocalVariable(name: "a", scope: !102, file: !1, line: 32, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!126 = !DILocation(line: 32, column: 8, scope: !102)
!127 = !DILocation(line: 32, column: 27, scope: !102)
!128 = !DILocation(line: 32, column: 19, scope: !102)
!129 = !DILocation(line: 32, column: 29, scope: !102)
!130 = !DILocation(line: 32, column: 12, scope: !102)
!131 = !DILocalVariable(name: "s", scope: !102, file: !1, line: 33, type: !4)
!132 = !DILocation(line: 33, column: 12, scope: !102)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 34, type: !3)
!134 = distinct !DILexicalBlock(scope: !102, file: !1, line: 34, column: 3)
!135 = !DILocation(line: 34, column: 12, scope: !134)
!136 = !DILocation(line: 34, column: 8, scope: !134)
!137 = !DILocation(line: 34, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 34, column: 3)
!139 = !DILocation(line: 34, column: 23, scope: !138)
!140 = !DILocation(line: 34, column: 21, scope: !138)
!141 = !DILocation(line: 34, column: 3, scope: !134)
!142 = !DILocation(line: 35, column: 9, scope: !143)
!143 = distinct !DILexicalBlock(scope: !138, file: !1, line: 34, column: 31)
!144 = !DILocation(line: 35, column: 11, scope: !143)
!145 = !DILocation(line: 35, column: 22, scope: !143)
!146 = !DILocation(line: 35, column: 7, scope: !143)
!147 = !DILocation(line: 36, column: 18, scope: !143)
!148 = !DILocation(line: 36, column: 20, scope: !143)
!149 = !DILocation(line: 36, column: 5, scope: !143)
!150 = !DILocation(line: 36, column: 7, scope: !143)
!151 = !DILocation(line: 36, column: 10, scope: !143)
!152 = !DILocation(line: 37, column: 3, scope: !143)
!153 = !DILocation(line: 34, column: 27, scope: !138)
!154 = !DILocation(line: 34, column: 3, scope: !138)
!155 = distinct !{!155, !141, !156, !99}
!156 = !DILocation(line: 37, column: 3, scope: !134)
!157 = !DILocalVariable(name: "total", scope: !102, file: !1, line: 38, type: !19)
!158 = !DILocation(line: 38, column: 8, scope: !102)
!159 = !DILocalVariable(name: "r", scope: !160, file: !1, line: 39, type: !3)
!160 = distinct !DILexicalBlock(scope: !102, file: !1, line: 39, column: 3)
!161 = !DILocation(line: 39, column: 12, scope: !160)
!162 = !DILocation(line: 39, column: 8, scope: !160)
!163 = !DILocation(line: 39, column: 19, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !1, line: 39, column: 3)
!165 = !DILocation(line: 39, column: 23, scope: !164)
!166 = !DILocation(line: 39, column: 21, scope: !164)
!167 = !DILocation(line: 39, column: 3, scope: !160)
!168 = !DILocation(line: 40, column: 19, scope: !164)
!169 = !DILocation(line: 40, column: 25, scope: !164)
!170 = !DILocation(line: 40, column: 14, scope: !164)
!171 = !DILocation(line: 40, column: 11, scope: !164)
!172 = !DILocation(line: 40, column: 5, scope: !164)
!173 = !DILocation(line: 39, column: 30, scope: !164)
!174 = !DILocation(line: 39, column: 3, scope: !164)
!175 = distinct !{!175, !167, !176, !99}
!176 = !DILocation(line: 40, column: 26, scope: !160)
!177 = !DILocation(line: 41, column: 19, scope: !102)
!178 = !DILocation(line: 41, column: 3, scope: !102)
!179 = !DILocation(line: 42, column: 8, scope: !102)
!180 = !DILocation(line: 42, column: 3, scope: !102)
!181 = !DILocation(line: 43, column: 3, scope: !102)
