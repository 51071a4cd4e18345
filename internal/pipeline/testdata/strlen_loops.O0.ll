; ModuleID = 'strlen_loops.c'
source_filename = "strlen_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"reuse distance\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"%zu %d %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i8*, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  %16 = load i32, i32* %4, align 4, !dbg !25
  %17 = icmp sgt i32 %16, 1, !dbg !26
  br i1 %17, label %18, label %23, !dbg !25

18:                                               ; preds = %2
  %19 = load i8**, i8*** %5, align 8, !dbg !27
  %20 = getelementptr inbounds i8*, i8** %19, i64 1, !dbg !27
  %21 = load i8*, i8** %20, align 8, !dbg !27
  %22 = call i32 @atoi(i8* noundef %21) #5, !dbg !28
  br label %24, !dbg !25

23:                                               ; preds = %2
  br label %24, !dbg !25

24:                                               ; preds = %23, %18
  %25 = phi i32 [ %22, %18 ], [ 5000, %23 ], !dbg !25
  store i32 %25, i32* %6, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i8** %7, metadata !29, metadata !DIExpression()), !dbg !30
  %26 = load i32, i32* %6, align 4, !dbg !31
  %27 = add nsw i32 %26, 1, !dbg !32
  %28 = sext i32 %27 to i64, !dbg !31
  %29 = call noalias i8* @malloc(i64 noundef %28) #6, !dbg !33
  store i8* %29, i8** %7, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %8, metadata !34, metadata !DIExpression()), !dbg !36
  store i32 0, i32* %8, align 4, !dbg !36
  br label %30, !dbg !37

30:                                               ; preds = %47, %24
  %31 = load i32, i32* %8, align 4, !dbg !38
  %32 = load i32, i32* %6, align 4, !dbg !40
  %33 = icmp slt i32 %31, %32, !dbg !41
  br i1 %33, label %34, label %50, !dbg !42

34:                                               ; preds = %30
  %35 = load i32, i32* %8, align 4, !dbg !43
  %36 = mul nsw i32 %35, 7, !dbg !44
  %37 = load i32, i32* %8, align 4, !dbg !45
  %38 = sdiv i32 %37, 5, !dbg !46
  %39 = add nsw i32 %36, %38, !dbg !47
  %40 = srem i32 %39, 26, !dbg !48
  %41 = add nsw i32 97, %40, !dbg !49
  %42 = trunc i32 %41 to i8, !dbg !50
  %43 = load i8*, i8** %7, align 8, !dbg !51
  %44 = load i32, i32* %8, align 4, !dbg !52
  %45 = sext i32 %44 to i64, !dbg !51
  %46 = getelementptr inbounds i8, i8* %43, i64 %45, !dbg !51
  store i8 %42, i8* %46, align 1, !dbg !53
  br label %47, !dbg !51

47:                                               ; preds = %34
  %48 = load i32, i32* %8, align 4, !dbg !54
  %49 = add nsw i32 %48, 1, !dbg !54
  store i32 %49, i32* %8, align 4, !dbg !54
  br label %30, !dbg !55, !llvm.loop !56

50:                                               ; preds = %30
  %51 = load i8*, i8** %7, align 8, !dbg !59
  %52 = load i32, i32* %6, align 4, !dbg !60
  %53 = sext i32 %52 to i64, !dbg !59
  %54 = getelementptr inbounds i8, i8* %51, i64 %53, !dbg !59
  store i8 0, i8* %54, align 1, !dbg !61
  call void @llvm.dbg.declare(metadata i64* %9, metadata !62, metadata !DIExpression()), !dbg !66
  %55 = load i8*, i8** %7, align 8, !dbg !67
  %56 = call i64 @strlen(i8* noundef %55) #5, !dbg !68
  store i64 %56, i64* %9, align 8, !dbg !66
  call void @llvm.dbg.declare(metadata i32* %10, metadata !69, metadata !DIExpression()), !dbg !70
  store i32 0, i32* %10, align 4, !dbg !70
  call void @llvm.dbg.declare(metadata i64* %11, metadata !71, metadata !DIExpression()), !dbg !73
  store i64 0, i64* %11, align 8, !dbg !73
  br label %57, !dbg !74

57:                                               ; preds = %100, %50
  %58 = load i64, i64* %11, align 8, !dbg !75
  %59 = load i64, i64* %9, align 8, !dbg !77
  %60 = icmp ult i64 %58, %59, !dbg !78
  br i1 %60, label %61, label %103, !dbg !79

61:                                               ; preds = %57
  %62 = load i8*, i8** %7, align 8, !dbg !80
  %63 = load i64, i64* %11, align 8, !dbg !82
  %64 = getelementptr inbounds i8, i8* %62, i64 %63, !dbg !80
  %65 = load i8, i8* %64, align 1, !dbg !80
  %66 = sext i8 %65 to i32, !dbg !80
  %67 = icmp eq i32 %66, 97, !dbg !83
  br i1 %67, label %96, label %68, !dbg !84

68:                                               ; preds = %61
  %69 = load i8*, i8** %7, align 8, !dbg !85
  %70 = load i64, i64* %11, align 8, !dbg !86
  %71 = getelementptr inbounds i8, i8* %69, i64 %70, !dbg !85
  %72 = load i8, i8* %71, align 1, !dbg !85
  %73 = sext i8 %72 to i32, !dbg !85
  %74 = icmp eq i32 %73, 101, !dbg !87
  br i1 %74, label %96, label %75, !dbg !88

75:                                               ; preds = %68
  %76 = load i8*, i8** %7, align 8, !dbg !89
  %77 = load i64, i64* %11, align 8, !dbg !90
  %78 = getelementptr inbounds i8, i8* %76, i64 %77, !dbg !89
  %79 = load i8, i8* %78, align 1, !dbg !89
  %80 = sext i8 %79 to i32, !dbg !89
  %81 = icmp eq i32 %80, 105, !dbg !91
  br i1 %81, label %96, label %82, !dbg !92

82:                                               ; preds = %75
  %83 = load i8*, i8** %7, align 8, !dbg !93
  %84 = load i64, i64* %11, align 8, !dbg !94
  %85 = getelementptr inbounds i8, i8* %83, i64 %84, !dbg !93
  %86 = load i8, i8* %85, align 1, !dbg !93
  %87 = sext i8 %86 to i32, !dbg !93
  %88 = icmp eq i32 %87, 111, !dbg !95
  br i1 %88, label %96, label %89, !dbg !96

89:                                               ; preds = %82
  %90 = load i8*, i8** %7, align 8, !dbg !97
  %91 = load i64, i64* %11, align 8, !dbg !98
  %92 = getelementptr inbounds i8, i8* %90, i64 %91, !dbg !97
  %93 = load i8, i8* %92, align 1, !dbg !97
  %94 = sext i8 %93 to i32, !dbg !97
  %95 = icmp eq i32 %94, 117, !dbg !99
  br i1 %95, label %96, label %99, !dbg !100

96:                                               ; preds = %89, %82, %75, %68, %61
  %97 = load i32, i32* %10, align 4, !dbg !101
  %98 = add nsw i32 %97, 1, !dbg !101
  store i32 %98, i32* %10, align 4, !dbg !101
  br label %99, !dbg !102

99:                                               ; preds = %96, %89
  br label %100, !dbg !103

100:                                              ; preds = %99
  %101 = load i64, i64* %11, align 8, !dbg !104
  %102 = add i64 %101, 1, !dbg !104
  store i64 %102, i64* %11, align 8, !dbg !104
  br label %57, !dbg !105, !llvm.loop !106

103:                                              ; preds = %57
  call void @llvm.dbg.declare(metadata i8** %12, metadata !108, metadata !DIExpression()), !dbg !111
  store i8* getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i8** %12, align 8, !dbg !111
  call void @llvm.dbg.declare(metadata i64* %13, metadata !112, metadata !DIExpression()), !dbg !113
  %104 = load i8*, i8** %12, align 8, !dbg !114
  %105 = call i64 @strlen(i8* noundef %104) #5, !dbg !115
  store i64 %105, i64* %13, align 8, !dbg !113
  call void @llvm.dbg.declare(metadata i64* %14, metadata !116, metadata !DIExpression()), !dbg !118
  store i64 0, i64* %14, align 8, !dbg !118
  call void @llvm.dbg.declare(metadata i64* %15, metadata !119, metadata !DIExpression()), !dbg !121
  store i64 0, i64* %15, align 8, !dbg !121
  br label %106, !dbg !122

106:                                              ; preds = %131, %103
  %107 = load i64, i64* %15, align 8, !dbg !123
  %108 = load i64, i64* %9, align 8, !dbg !125
  %109 = icmp ult i64 %107, %108, !dbg !126
  br i1 %109, label %110, label %134, !dbg !127

110:                                              ; preds = %106
  %111 = load i64, i64* %14, align 8, !dbg !128
  %112 = mul nsw i64 %111, 31, !dbg !130
  %113 = load i8*, i8** %7, align 8, !dbg !131
  %114 = load i64, i64* %15, align 8, !dbg !132
  %115 = getelementptr inbounds i8, i8* %113, i64 %114, !dbg !131
  %116 = load i8, i8* %115, align 1, !dbg !131
  %117 = sext i8 %116 to i32, !dbg !131
  %118 = load i8*, i8** %12, align 8, !dbg !133
  %119 = load i64, i64* %15, align 8, !dbg !134
  %120 = load i64, i64* %13, align 8, !dbg !135
  %121 = urem i64 %119, %120, !dbg !136
  %122 = getelementptr inbounds i8, i8* %118, i64 %121, !dbg !133
  %123 = load i8, i8* %122, align 1, !dbg !133
  %124 = sext i8 %123 to i32, !dbg !133
  %125 = xor i32 %117, %124, !dbg !137
  %126 = sext i32 %125 to i64, !dbg !138
  %127 = add nsw i64 %112, %126, !dbg !139
  store i64 %127, i64* %14, align 8, !dbg !140
  %128 = load i8*, i8** %7, align 8, !dbg !141
  %129 = load i64, i64* %15, align 8, !dbg !142
  %130 = getelementptr inbounds i8, i8* %128, i64 %129, !dbg !141
  store i8 0, i8* %130, align 1, !dbg !143
  br label %131, !dbg !144

131:                                              ; preds = %110
  %132 = load i64, i64* %15, align 8, !dbg !145
  %133 = add i64 %132, 1, !dbg !145
  store i64 %133, i64* %15, align 8, !dbg !145
  br label %106, !dbg !146, !llvm.loop !147

134:                                              ; preds = %106
  %135 = load i64, i64* %9, align 8, !dbg !149
  %136 = load i32, i32* %10, align 4, !dbg !150
  %137 = load i64, i64* %14, align 8, !dbg !151
  %138 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %135, i32 noundef %136, i64 noundef %137), !dbg !152
  %139 = load i8*, i8** %7, align 8, !dbg !153
  call void @free(i8* noundef %139) #6, !dbg !154
  ret i32 0, !dbg !155
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i64 @strlen(i8* noundef) #2

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
!1 = !DIFile(filename: "strlen_loops.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5a07da2c2a85fbf81b7bc9176c573fef")
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
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !13, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 8, type: !15)
!20 = !DILocation(line: 8, column: 14, scope: !12)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 8, type: !16)
!22 = !DILocation(line: 8, column: 27, scope: !12)
!23 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 10, type: !15)
!24 = !DILocation(line: 10, column: 7, scope: !12)
!25 = !DILocation(line: 10, column: 11, scope: !12)
!26 = !DILocation(line: 10, column: 16, scope: !12)
!27 = !DILocation(line: 10, column: 27, scope: !12)
!28 = !DILocation(line: 10, column: 22, scope: !12)
!29 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 11, type: !17)
!30 = !DILocation(line: 11, column: 9, scope: !12)
!31 = !DILocation(line: 11, column: 20, scope: !12)
!32 = !DILocation(line: 11, column: 22, scope: !12)
!33 = !DILocation(line: 11, column: 13, scope: !12)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 12, type: !15)
!35 = distinct !DILexicalBlock(scope: !12, file: !1, line: 12, column: 3)
!36 = !DILocation(line: 12, column: 12, scope: !35)
!37 = !DILocation(line: 12, column: 8, scope: !35)
!38 = !DILocation(line: 12, column: 19, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !1, line: 12, column: 3)
!40 = !DILocation(line: 12, column: 23, scope: !39)
!41 = !DILocation(line: 12, column: 21, scope: !39)
!42 = !DILocation(line: 12, column: 3, scope: !35)
!43 = !DILocation(line: 13, column: 26, scope: !39)
!44 = !DILocation(line: 13, column: 28, scope: !39)
!45 = !DILocation(line: 13, column: 34, scope: !39)
!46 = !DILocation(line: 13, column: 36, scope: !39)
!47 = !DILocation(line: 13, column: 32, scope: !39)
!48 = !DILocation(line: 13, column: 41, scope: !39)
!49 = !DILocation(line: 13, column: 23, scope: !39)
!50 = !DILocation(line: 13, column: 12, scope: !39)
!51 = !DILocation(line: 13, column: 5, scope: !39)
!52 = !DILocation(line: 13, column: 7, scope: !39)
!53 = !DILocation(line: 13, column: 10, scope: !39)
!54 = !DILocation(line: 12, column: 27, scope: !39)
!55 = !DILocation(line: 12, column: 3, scope: !39)
!56 = distinct !{!56, !42, !57, !58}
!57 = !DILocation(line: 13, column: 45, scope: !35)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 14, column: 3, scope: !12)
!60 = !DILocation(line: 14, column: 5, scope: !12)
!61 = !DILocation(line: 14, column: 8, scope: !12)
!62 = !DILocalVariable(name: "len", scope: !12, file: !1, line: 15, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !64, line: 46, baseType: !65)
!64 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocation(line: 15, column: 10, scope: !12)
!67 = !DILocation(line: 15, column: 23, scope: !12)
!68 = !DILocation(line: 15, column: 16, scope: !12)
!69 = !DILocalVariable(name: "vowels", scope: !12, file: !1, line: 16, type: !15)
!70 = !DILocation(line: 16, column: 7, scope: !12)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 17, type: !63)
!72 = distinct !DILexicalBlock(scope: !12, file: !1, line: 17, column: 3)
!73 = !DILocation(line: 17, column: 15, scope: !72)
!74 = !DILocation(line: 17, column: 8, scope: !72)
!75 = !DILocation(line: 17, column: 22, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 17, column: 3)
!77 = !DILocation(line: 17, column: 26, scope: !76)
!78 = !DILocation(line: 17, column: 24, scope: !76)
!79 = !DILocation(line: 17, column: 3, scope: !72)
!80 = !DILocation(line: 18, column: 9, scope: !81)
!81 = distinct !DILexicalBlock(scope: !76, file: !1, line: 18, column: 9)
!82 = !DILocation(line: 18, column: 11, scope: !81)
!83 = !DILocation(line: 18, column: 14, scope: !81)
!84 = !DILocation(line: 18, column: 21, scope: !81)
!85 = !DILocation(line: 18, column: 24, scope: !81)
!86 = !DILocation(line: 18, column: 26, scope: !81)
!87 = !DILocation(line: 18, column: 29, scope: !81)
!88 = !DILocation(line: 18, column: 36, scope: !81)
!89 = !DILocation(line: 18, column: 39, scope: !81)
!90 = !DILocation(line: 18, column: 41, scope: !81)
!91 = !DILocation(line: 18, column: 44, scope: !81)
!92 = !DILocation(line: 18, column: 51, scope: !81)
!93 = !DILocation(line: 18, column: 54, scope: !81)
!94 = !DILocation(line: 18, column: 56, scope: !81)
!95 = !DILocation(line: 18, column: 59, scope: !81)
!96 = !DILocation(line: 18, column: 66, scope: !81)
!97 = !DILocation(line: 18, column: 69, scope: !81)
!98 = !DILocation(line: 18, column: 71, scope: !81)
!99 = !DILocation(line: 18, column: 74, scope: !81)
!100 = !DILocation(line: 18, column: 9, scope: !76)
!101 = !DILocation(line: 19, column: 13, scope: !81)
!102 = !DILocation(line: 19, column: 7, scope: !81)
!103 = !DILocation(line: 18, column: 77, scope: !81)
!104 = !DILocation(line: 17, column: 32, scope: !76)
!105 = !DILocation(line: 17, column: 3, scope: !76)
!106 = distinct !{!106, !79, !107, !58}
!107 = !DILocation(line: 19, column: 13, scope: !72)
!108 = !DILocalVariable(name: "key", scope: !12, file: !1, line: 20, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!111 = !DILocation(line: 20, column: 15, scope: !12)
!112 = !DILocalVariable(name: "k", scope: !12, file: !1, line: 21, type: !63)
!113 = !DILocation(line: 21, column: 10, scope: !12)
!114 = !DILocation(line: 21, column: 21, scope: !12)
!115 = !DILocation(line: 21, column: 14, scope: !12)
!116 = !DILocalVariable(name: "h", scope: !12, file: !1, line: 22, type: !117)
!117 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!118 = !DILocation(line: 22, column: 8, scope: !12)
!119 = !DILocalVariable(name: "i", scope: !120, file: !1, line: 23, type: !63)
!120 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 3)
!121 = !DILocation(line: 23, column: 15, scope: !120)
!122 = !DILocation(line: 23, column: 8, scope: !120)
!123 = !DILocation(line: 23, column: 22, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !1, line: 23, column: 3)
!125 = !DILocation(line: 23, column: 26, scope: !124)
!126 = !DILocation(line: 23, column: 24, scope: !124)
!127 = !DILocation(line: 23, column: 3, scope: !120)
!128 = !DILocation(line: 24, column: 9, scope: !129)
!129 = distinct !DILexicalBlock(scope: !124, file: !1, line: 23, column: 36)
!130 = !DILocation(line: 24, column: 11, scope: !129)
!131 = !DILocation(line: 24, column: 19, scope: !129)
!132 = !DILocation(line: 24, column: 21, scope: !129)
!133 = !DILocation(line: 24, column: 26, scope: !129)
!134 = !DILocation(line: 24, column: 30, scope: !129)
!135 = !DILocation(line: 24, column: 34, scope: !129)
!136 = !DILocation(line: 24, column: 32, scope: !129)
!137 = !DILocation(line: 24, column: 24, scope: !129)
!138 = !DILocation(line: 24, column: 18, scope: !129)
!139 = !DILocation(line: 24, column: 16, scope: !129)
!140 = !DILocation(line: 24, column: 7, scope: !129)
!141 = !DILocation(line: 25, column: 5, scope: !129)
!142 = !DILocation(line: 25, column: 7, scope: !129)
!143 = !DILocation(line: 25, column: 10, scope: !129)
!144 = !DILocation(line: 26, column: 3, scope: !129)
!145 = !DILocation(line: 23, column: 32, scope: !124)
!146 = !DILocation(line: 23, column: 3, scope: !124)
!147 = distinct !{!147, !127, !148, !58}
!148 = !DILocation(line: 26, column: 3, scope: !120)
!149 = !DILocation(line: 27, column: 26, scope: !12)
!150 = !DILocation(line: 27, column: 31, scope: !12)
!151 = !DILocation(line: 27, column: 39, scope: !12)
!152 = !DILocation(line: 27, column: 3, scope: !12)
!153 = !DILocation(line: 28, column: 8, scope: !12)
!154 = !DILocation(line: 28, column: 3, scope: !12)
!155 = !DILocation(line: 29, column: 3, scope: !12)
