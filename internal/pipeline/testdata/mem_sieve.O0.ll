; ModuleID = 'mem_sieve.c'
source_filename = "mem_sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"%d primes, gap sum %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32*, align 8
  %9 = alloca [64 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %15 = load i32, i32* %4, align 4, !dbg !26
  %16 = icmp sgt i32 %15, 1, !dbg !27
  br i1 %16, label %17, label %22, !dbg !26

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !28
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !28
  %20 = load i8*, i8** %19, align 8, !dbg !28
  %21 = call i32 @atoi(i8* noundef %20) #6, !dbg !29
  br label %23, !dbg !26

22:                                               ; preds = %2
  br label %23, !dbg !26

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 20000, %22 ], !dbg !26
  store i32 %24, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i8** %7, metadata !30, metadata !DIExpression()), !dbg !31
  %25 = load i32, i32* %6, align 4, !dbg !32
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = call noalias i8* @malloc(i64 noundef %26) #7, !dbg !33
  store i8* %27, i8** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32** %8, metadata !34, metadata !DIExpression()), !dbg !36
  %28 = load i32, i32* %6, align 4, !dbg !37
  %29 = sext i32 %28 to i64, !dbg !37
  %30 = mul i64 %29, 4, !dbg !38
  %31 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !39
  %32 = bitcast i8* %31 to i32*, !dbg !39
  store i32* %32, i32** %8, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata [64 x i32]* %9, metadata !40, metadata !DIExpression()), !dbg !44
  %33 = bitcast [64 x i32]* %9 to i8*, !dbg !44
  call void @llvm.memset.p0i8.i64(i8* align 16 %33, i8 0, i64 256, i1 false), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %10, metadata !45, metadata !DIExpression()), !dbg !46
  %34 = load i8*, i8** %7, align 8, !dbg !47
  %35 = load i32*, i32** %8, align 8, !dbg !48
  %36 = load i32, i32* %6, align 4, !dbg !49
  %37 = call i32 @sieve(i8* noundef %34, i32* noundef %35, i32 noundef %36), !dbg !50
  store i32 %37, i32* %10, align 4, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %11, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 1, i32* %11, align 4, !dbg !53
  br label %38, !dbg !54

38:                                               ; preds = %66, %23
  %39 = load i32, i32* %11, align 4, !dbg !55
  %40 = load i32, i32* %10, align 4, !dbg !57
  %41 = icmp slt i32 %39, %40, !dbg !58
  br i1 %41, label %42, label %69, !dbg !59

42:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata i32* %12, metadata !60, metadata !DIExpression()), !dbg !62
  %43 = load i32*, i32** %8, align 8, !dbg !63
  %44 = load i32, i32* %11, align 4, !dbg !64
  %45 = sext i32 %44 to i64, !dbg !63
  %46 = getelementptr inbounds i32, i32* %43, i64 %45, !dbg !63
  %47 = load i32, i32* %46, align 4, !dbg !63
  %48 = load i32*, i32** %8, align 8, !dbg !65
  %49 = load i32, i32* %11, align 4, !dbg !66
  %50 = sub nsw i32 %49, 1, !dbg !67
  %51 = sext i32 %50 to i64, !dbg !65
  %52 = getelementptr inbounds i32, i32* %48, i64 %51, !dbg !65
  %53 = load i32, i32* %52, align 4, !dbg !65
  %54 = sub nsw i32 %47, %53, !dbg !68
  store i32 %54, i32* %12, align 4, !dbg !62
  %55 = load i32, i32* %12, align 4, !dbg !69
  %56 = icmp slt i32 %55, 64, !dbg !70
  br i1 %56, label %57, label %59, !dbg !69

57:                                               ; preds = %42
  %58 = load i32, i32* %12, align 4, !dbg !71
  br label %60, !dbg !69

59:                                               ; preds = %42
  br label %60, !dbg !69

60:                                               ; preds = %59, %57
  %61 = phi i32 [ %58, %57 ], [ 63, %59 ], !dbg !69
  %62 = sext i32 %61 to i64, !dbg !72
  %63 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %62, !dbg !72
  %64 = load i32, i32* %63, align 4, !dbg !73
  %65 = add nsw i32 %64, 1, !dbg !73
  store i32 %65, i32* %63, align 4, !dbg !73
  br label %66, !dbg !74

66:                                               ; preds = %60
  %67 = load i32, i32* %11, align 4, !dbg !75
  %68 = add nsw i32 %67, 1, !dbg !75
  store i32 %68, i32* %11, align 4, !dbg !75
  br label %38, !dbg !76, !llvm.loop !77

69:                                               ; preds = %38
  call void @llvm.dbg.declare(metadata i64* %13, metadata !80, metadata !DIExpression()), !dbg !81
  store i64 0, i64* %13, align 8, !dbg !81
  call void @llvm.dbg.declare(metadata i32* %14, metadata !82, metadata !DIExpression()), !dbg !84
  store i32 0, i32* %14, align 4, !dbg !84
  br label %70, !dbg !85

70:                                               ; preds = %84, %69
  %71 = load i32, i32* %14, align 4, !dbg !86
  %72 = icmp slt i32 %71, 64, !dbg !88
  br i1 %72, label %73, label %87, !dbg !89

73:                                               ; preds = %70
  %74 = load i32, i32* %14, align 4, !dbg !90
  %75 = sext i32 %74 to i64, !dbg !91
  %76 = load i32, i32* %14, align 4, !dbg !92
  %77 = sext i32 %76 to i64, !dbg !93
  %78 = getelementptr inbounds [64 x i32], [64 x i32]* %9, i64 0, i64 %77, !dbg !93
  %79 = load i32, i32* %78, align 4, !dbg !93
  %80 = sext i32 %79 to i64, !dbg !93
  %81 = mul nsw i64 %75, %80, !dbg !94
  %82 = load i64, i64* %13, align 8, !dbg !95
  %83 = add nsw i64 %82, %81, !dbg !95
  store i64 %83, i64* %13, align 8, !dbg !95
  br label %84, !dbg !96

84:                                               ; preds = %73
  %85 = load i32, i32* %14, align 4, !dbg !97
  %86 = add nsw i32 %85, 1, !dbg !97
  store i32 %86, i32* %14, align 4, !dbg !97
  br label %70, !dbg !98, !llvm.loop !99

87:                                               ; preds = %70
  %88 = load i32, i32* %10, align 4, !dbg !101
  %89 = load i64, i64* %13, align 8, !dbg !102
  %90 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %88, i64 noundef %89), !dbg !103
  %91 = load i8*, i8** %7, align 8, !dbg !104
  call void @free(i8* noundef %91) #7, !dbg !105
  %92 = load i32*, i32** %8, align 8, !dbg !106
  %93 = bitcast i32* %92 to i8*, !dbg !106
  call void @free(i8* noundef %93) #7, !dbg !107
  ret i32 0, !dbg !108
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve(i8* noundef %0, i32* noundef %1, i32 noundef %2) #0 !dbg !109 {
  %4 = alloca i8*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !112, metadata !DIExpression()), !dbg !113
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !116, metadata !DIExpression()), !dbg !117
  call void @llvm.dbg.declare(metadata i32* %7, metadata !118, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %7, align 4, !dbg !119
  %10 = load i8*, i8** %4, align 8, !dbg !120
  %11 = load i32, i32* %6, align 4, !dbg !121
  %12 = sext i32 %11 to i64, !dbg !121
  call void @llvm.memset.p0i8.i64(i8* align 1 %10, i8 0, i64 %12, i1 false), !dbg !122
  call void @llvm.dbg.declare(metadata i32* %8, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 2, i32* %8, align 4, !dbg !125
  br label %13, !dbg !126

13:                                               ; preds = %52, %3
  %14 = load i32, i32* %8, align 4, !dbg !127
  %15 = load i32, i32* %6, align 4, !dbg !129
  %16 = icmp slt i32 %14, %15, !dbg !130
  br i1 %16, label %17, label %55, !dbg !131

17:                                               ; preds = %13
  %18 = load i8*, i8** %4, align 8, !dbg !132
  %19 = load i32, i32* %8, align 4, !dbg !135
  %20 = sext i32 %19 to i64, !dbg !132
  %21 = getelementptr inbounds i8, i8* %18, i64 %20, !dbg !132
  %22 = load i8, i8* %21, align 1, !dbg !132
  %23 = icmp ne i8 %22, 0, !dbg !132
  br i1 %23, label %24, label %25, !dbg !136

24:                                               ; preds = %17
  br label %52, !dbg !137

25:                                               ; preds = %17
  %26 = load i32, i32* %8, align 4, !dbg !138
  %27 = load i32*, i32** %5, align 8, !dbg !139
  %28 = load i32, i32* %7, align 4, !dbg !140
  %29 = add nsw i32 %28, 1, !dbg !140
  store i32 %29, i32* %7, align 4, !dbg !140
  %30 = sext i32 %28 to i64, !dbg !139
  %31 = getelementptr inbounds i32, i32* %27, i64 %30, !dbg !139
  store i32 %26, i32* %31, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata i64* %9, metadata !142, metadata !DIExpression()), !dbg !144
  %32 = load i32, i32* %8, align 4, !dbg !145
  %33 = sext i32 %32 to i64, !dbg !146
  %34 = load i32, i32* %8, align 4, !dbg !147
  %35 = sext i32 %34 to i64, !dbg !147
  %36 = mul nsw i64 %33, %35, !dbg !148
  store i64 %36, i64* %9, align 8, !dbg !144
  br label %37, !dbg !149

37:                                               ; preds = %46, %25
  %38 = load i64, i64* %9, align 8, !dbg !150
  %39 = load i32, i32* %6, align 4, !dbg !152
  %40 = sext i32 %39 to i64, !dbg !152
  %41 = icmp slt i64 %38, %40, !dbg !153
  br i1 %41, label %42, label %51, !dbg !154

42:                                               ; preds = %37
  %43 = load i8*, i8** %4, align 8, !dbg !155
  %44 = load i64, i64* %9, align 8, !dbg !156
  %45 = getelementptr inbounds i8, i8* %43, i64 %44, !dbg !155
  store i8 1, i8* %45, align 1, !dbg !157
  br label %46, !dbg !155

46:                                               ; preds = %42
  %47 = load i32, i32* %8, align 4, !dbg !158
  %48 = sext i32 %47 to i64, !dbg !158
  %49 = load i64, i64* %9, align 8, !dbg !159
  %50 = add nsw i64 %49, %48, !dbg !159
  store i64 %50, i64* %9, align 8, !dbg !159
  br label %37, !dbg !160, !llvm.loop !161

51:                                               ; preds = %37
  br label %52, !dbg !163

52:                                               ; preds = %51, %24
  %53 = load i32, i32* %8, align 4, !dbg !164
  %54 = add nsw i32 %53, 1, !dbg !164
  store i32 %54, i32* %8, align 4, !dbg !164
  br label %13, !dbg !165, !llvm.loop !166

55:                                               ; preds = %13
  %56 = load i32, i32* %7, align 4, !dbg !168
  ret i32 %56, !dbg !169
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mem_sieve.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f7dce6420fc1a430532fcd77cae6bf3d")
!2 = !{!3}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 23, type: !13, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 23, type: !15)
!21 = !DILocation(line: 23, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 23, type: !16)
!23 = !DILocation(line: 23, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 25, type: !15)
!25 = !DILocation(line: 25, column: 7, scope: !12)
!26 = !DILocation(line: 25, column: 11, scope: !12)
!27 = !DILocation(line: 25, column: 16, scope: !12)
!28 = !DILocation(line: 25, column: 27, scope: !12)
!29 = !DILocation(line: 25, column: 22, scope: !12)
!30 = !DILocalVariable(name: "composite", scope: !12, file: !1, line: 26, type: !17)
!31 = !DILocation(line: 26, column: 9, scope: !12)
!32 = !DILocation(line: 26, column: 28, scope: !12)
!33 = !DILocation(line: 26, column: 21, scope: !12)
!34 = !DILocalVariable(name: "primes", scope: !12, file: !1, line: 27, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!36 = !DILocation(line: 27, column: 8, scope: !12)
!37 = !DILocation(line: 27, column: 24, scope: !12)
!38 = !DILocation(line: 27, column: 26, scope: !12)
!39 = !DILocation(line: 27, column: 17, scope: !12)
!40 = !DILocalVariable(name: "hist", scope: !12, file: !1, line: 28, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 2048, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 64)
!44 = !DILocation(line: 28, column: 7, scope: !12)
!45 = !DILocalVariable(name: "np", scope: !12, file: !1, line: 29, type: !15)
!46 = !DILocation(line: 29, column: 7, scope: !12)
!47 = !DILocation(line: 29, column: 18, scope: !12)
!48 = !DILocation(line: 29, column: 29, scope: !12)
!49 = !DILocation(line: 29, column: 37, scope: !12)
!50 = !DILocation(line: 29, column: 12, scope: !12)
!51 = !DILocalVariable(name: "k", scope: !52, file: !1, line: 30, type: !15)
!52 = distinct !DILexicalBlock(scope: !12, file: !1, line: 30, column: 3)
!53 = !DILocation(line: 30, column: 12, scope: !52)
!54 = !DILocation(line: 30, column: 8, scope: !52)
!55 = !DILocation(line: 30, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 30, column: 3)
!57 = !DILocation(line: 30, column: 23, scope: !56)
!58 = !DILocation(line: 30, column: 21, scope: !56)
!59 = !DILocation(line: 30, column: 3, scope: !52)
!60 = !DILocalVariable(name: "gap", scope: !61, file: !1, line: 31, type: !15)
!61 = distinct !DILexicalBlock(scope: !56, file: !1, line: 30, column: 32)
!62 = !DILocation(line: 31, column: 9, scope: !61)
!63 = !DILocation(line: 31, column: 15, scope: !61)
!64 = !DILocation(line: 31, column: 22, scope: !61)
!65 = !DILocation(line: 31, column: 27, scope: !61)
!66 = !DILocation(line: 31, column: 34, scope: !61)
!67 = !DILocation(line: 31, column: 36, scope: !61)
!68 = !DILocation(line: 31, column: 25, scope: !61)
!69 = !DILocation(line: 32, column: 10, scope: !61)
!70 = !DILocation(line: 32, column: 14, scope: !61)
!71 = !DILocation(line: 32, column: 21, scope: !61)
!72 = !DILocation(line: 32, column: 5, scope: !61)
!73 = !DILocation(line: 32, column: 30, scope: !61)
!74 = !DILocation(line: 33, column: 3, scope: !61)
!75 = !DILocation(line: 30, column: 28, scope: !56)
!76 = !DILocation(line: 30, column: 3, scope: !56)
!77 = distinct !{!77, !59, !78, !79}
!78 = !DILocation(line: 33, column: 3, scope: !52)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocalVariable(name: "sum", scope: !12, file: !1, line: 34, type: !3)
!81 = !DILocation(line: 34, column: 8, scope: !12)
!82 = !DILocalVariable(name: "b", scope: !83, file: !1, line: 35, type: !15)
!83 = distinct !DILexicalBlock(scope: !12, file: !1, line: 35, column: 3)
!84 = !DILocation(line: 35, column: 12, scope: !83)
!85 = !DILocation(line: 35, column: 8, scope: !83)
!86 = !DILocation(line: 35, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 35, column: 3)
!88 = !DILocation(line: 35, column: 21, scope: !87)
!89 = !DILocation(line: 35, column: 3, scope: !83)
!90 = !DILocation(line: 36, column: 18, scope: !87)
!91 = !DILocation(line: 36, column: 12, scope: !87)
!92 = !DILocation(line: 36, column: 27, scope: !87)
!93 = !DILocation(line: 36, column: 22, scope: !87)
!94 = !DILocation(line: 36, column: 20, scope: !87)
!95 = !DILocation(line: 36, column: 9, scope: !87)
!96 = !DILocation(line: 36, column: 5, scope: !87)
!97 = !DILocation(line: 35, column: 28, scope: !87)
!98 = !DILocation(line: 35, column: 3, scope: !87)
!99 = distinct !{!99, !89, !100, !79}
!100 = !DILocation(line: 36, column: 28, scope: !83)
!101 = !DILocation(line: 37, column: 38, scope: !12)
!102 = !DILocation(line: 37, column: 42, scope: !12)
!103 = !DILocation(line: 37, column: 3, scope: !12)
!104 = !DILocation(line: 38, column: 8, scope: !12)
!105 = !DILocation(line: 38, column: 3, scope: !12)
!106 = !DILocation(line: 39, column: 8, scope: !12)
!107 = !DILocation(line: 39, column: 3, scope: !12)
!108 = !DILocation(line: 40, column: 3, scope: !12)
!109 = distinct !DISubprogram(name: "sieve", scope: !1, file: !1, line: 9, type: !110, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!110 = !DISubroutineType(types: !111)
!111 = !{!15, !17, !35, !15}
!112 = !DILocalVariable(name: "composite", arg: 1, scope: !109, file: !1, line: 9, type: !17)
!113 = !DILocation(line: 9, column: 24, scope: !109)
!114 = !DILocalVariable(name: "primes", arg: 2, scope: !109, file: !1, line: 9, type: !35)
!115 = !DILocation(line: 9, column: 40, scope: !109)
!116 = !DILocalVariable(name: "n", arg: 3, scope: !109, file: !1, line: 9, type: !15)
!117 = !DILocation(line: 9, column: 52, scope: !109)
!118 = !DILocalVariable(name: "np", scope: !109, file: !1, line: 11, type: !15)
!119 = !DILocation(line: 11, column: 7, scope: !109)
!120 = !DILocation(line: 12, column: 10, scope: !109)
!121 = !DILocation(line: 12, column: 24, scope: !109)
!122 = !DILocation(line: 12, column: 3, scope: !109)
!123 = !DILocalVariable(name: "i", scope: !124, file: !1, line: 13, type: !15)
!124 = distinct !DILexicalBlock(scope: !109, file: !1, line: 13, column: 3)
!125 = !DILocation(line: 13, column: 12, scope: !124)
!126 = !DILocation(line: 13, column: 8, scope: !124)
!127 = !DILocation(line: 13, column: 19, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 13, column: 3)
!129 = !DILocation(line: 13, column: 23, scope: !128)
!130 = !DILocation(line: 13, column: 21, scope: !128)
!131 = !DILocation(line: 13, column: 3, scope: !124)
!132 = !DILocation(line: 14, column: 9, scope: !133)
!133 = distinct !DILexicalBlock(scope: !134, file: !1, line: 14, column: 9)
!134 = distinct !DILexicalBlock(scope: !128, file: !1, line: 13, column: 31)
!135 = !DILocation(line: 14, column: 19, scope: !133)
!136 = !DILocation(line: 14, column: 9, scope: !134)
!137 = !DILocation(line: 15, column: 7, scope: !133)
!138 = !DILocation(line: 16, column: 20, scope: !134)
!139 = !DILocation(line: 16, column: 5, scope: !134)
!140 = !DILocation(line: 16, column: 14, scope: !134)
!141 = !DILocation(line: 16, column: 18, scope: !134)
!142 = !DILocalVariable(name: "j", scope: !143, file: !1, line: 17, type: !3)
!143 = distinct !DILexicalBlock(scope: !134, file: !1, line: 17, column: 5)
!144 = !DILocation(line: 17, column: 15, scope: !143)
!145 = !DILocation(line: 17, column: 25, scope: !143)
!146 = !DILocation(line: 17, column: 19, scope: !143)
!147 = !DILocation(line: 17, column: 29, scope: !143)
!148 = !DILocation(line: 17, column: 27, scope: !143)
!149 = !DILocation(line: 17, column: 10, scope: !143)
!150 = !DILocation(line: 17, column: 32, scope: !151)
!151 = distinct !DILexicalBlock(scope: !143, file: !1, line: 17, column: 5)
!152 = !DILocation(line: 17, column: 36, scope: !151)
!153 = !DILocation(line: 17, column: 34, scope: !151)
!154 = !DILocation(line: 17, column: 5, scope: !143)
!155 = !DILocation(line: 18, column: 7, scope: !151)
!156 = !DILocation(line: 18, column: 17, scope: !151)
!157 = !DILocation(line: 18, column: 20, scope: !151)
!158 = !DILocation(line: 17, column: 44, scope: !151)
!159 = !DILocation(line: 17, column: 41, scope: !151)
!160 = !DILocation(line: 17, column: 5, scope: !151)
!161 = distinct !{!161, !154, !162, !79}
!162 = !DILocation(line: 18, column: 22, scope: !143)
!163 = !DILocation(line: 19, column: 3, scope: !134)
!164 = !DILocation(line: 13, column: 27, scope: !128)
!165 = !DILocation(line: 13, column: 3, scope: !128)
!166 = distinct !{!166, !131, !167, !79}
!167 = !DILocation(line: 19, column: 3, scope: !124)
!168 = !DILocation(line: 20, column: 10, scope: !109)
!169 = !DILocation(line: 20, column: 3, scope: !109)
