; ModuleID = 'header_writes.c'
source_filename = "header_writes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"%ld pieces, %ld digits, %ld upper\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !16 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %15 = load i32, i32* %4, align 4, !dbg !29
  %16 = icmp sgt i32 %15, 1, !dbg !30
  br i1 %16, label %17, label %22, !dbg !29

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !31
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !31
  %20 = load i8*, i8** %19, align 8, !dbg !31
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !32
  br label %23, !dbg !29

22:                                               ; preds = %2
  br label %23, !dbg !29

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1000, %22 ], !dbg !29
  store i32 %24, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata i32* %7, metadata !33, metadata !DIExpression()), !dbg !34
  %25 = load i32, i32* %4, align 4, !dbg !35
  %26 = icmp sgt i32 %25, 2, !dbg !36
  br i1 %26, label %27, label %32, !dbg !35

27:                                               ; preds = %23
  %28 = load i8**, i8*** %5, align 8, !dbg !37
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !37
  %30 = load i8*, i8** %29, align 8, !dbg !37
  %31 = call i32 @atoi(i8* noundef %30) #5, !dbg !38
  br label %33, !dbg !35

32:                                               ; preds = %23
  br label %33, !dbg !35

33:                                               ; preds = %32, %27
  %34 = phi i32 [ %31, %27 ], [ 1, %32 ], !dbg !35
  store i32 %34, i32* %7, align 4, !dbg !34
  call void @llvm.dbg.declare(metadata i8** %8, metadata !39, metadata !DIExpression()), !dbg !40
  %35 = load i32, i32* %6, align 4, !dbg !41
  %36 = sext i32 %35 to i64, !dbg !42
  %37 = add i64 %36, 1, !dbg !43
  %38 = call noalias i8* @malloc(i64 noundef %37) #6, !dbg !44
  store i8* %38, i8** %8, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %9, metadata !45, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %9, align 4, !dbg !47
  br label %39, !dbg !48

39:                                               ; preds = %91, %33
  %40 = load i32, i32* %9, align 4, !dbg !49
  %41 = load i32, i32* %6, align 4, !dbg !51
  %42 = icmp slt i32 %40, %41, !dbg !52
  br i1 %42, label %43, label %94, !dbg !53

43:                                               ; preds = %39
  %44 = load i32, i32* %7, align 4, !dbg !54
  %45 = mul i32 %44, 1103515245, !dbg !56
  %46 = add i32 %45, 12345, !dbg !57
  store i32 %46, i32* %7, align 4, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %10, metadata !59, metadata !DIExpression()), !dbg !60
  %47 = load i32, i32* %7, align 4, !dbg !61
  %48 = lshr i32 %47, 16, !dbg !62
  %49 = urem i32 %48, 17, !dbg !63
  store i32 %49, i32* %10, align 4, !dbg !60
  %50 = load i32, i32* %10, align 4, !dbg !64
  %51 = icmp eq i32 %50, 0, !dbg !65
  br i1 %51, label %52, label %53, !dbg !64

52:                                               ; preds = %43
  br label %84, !dbg !64

53:                                               ; preds = %43
  %54 = load i32, i32* %10, align 4, !dbg !66
  %55 = icmp ult i32 %54, 6, !dbg !67
  br i1 %55, label %56, label %63, !dbg !66

56:                                               ; preds = %53
  %57 = load i32, i32* %7, align 4, !dbg !68
  %58 = lshr i32 %57, 20, !dbg !69
  %59 = urem i32 %58, 10, !dbg !70
  %60 = add i32 48, %59, !dbg !71
  %61 = trunc i32 %60 to i8, !dbg !72
  %62 = sext i8 %61 to i32, !dbg !72
  br label %82, !dbg !66

63:                                               ; preds = %53
  %64 = load i32, i32* %10, align 4, !dbg !73
  %65 = icmp ult i32 %64, 9, !dbg !74
  br i1 %65, label %66, label %73, !dbg !73

66:                                               ; preds = %63
  %67 = load i32, i32* %7, align 4, !dbg !75
  %68 = lshr i32 %67, 18, !dbg !76
  %69 = urem i32 %68, 26, !dbg !77
  %70 = add i32 65, %69, !dbg !78
  %71 = trunc i32 %70 to i8, !dbg !79
  %72 = sext i8 %71 to i32, !dbg !79
  br label %80, !dbg !73

73:                                               ; preds = %63
  %74 = load i32, i32* %7, align 4, !dbg !80
  %75 = lshr i32 %74, 18, !dbg !81
  %76 = urem i32 %75, 26, !dbg !82
  %77 = add i32 97, %76, !dbg !83
  %78 = trunc i32 %77 to i8, !dbg !84
  %79 = sext i8 %78 to i32, !dbg !84
  br label %80, !dbg !73

80:                                               ; preds = %73, %66
  %81 = phi i32 [ %72, %66 ], [ %79, %73 ], !dbg !73
  br label %82, !dbg !66

82:                                               ; preds = %80, %56
  %83 = phi i32 [ %62, %56 ], [ %81, %80 ], !dbg !66
  br label %84, !dbg !64

84:                                               ; preds = %82, %52
  %85 = phi i32 [ 0, %52 ], [ %83, %82 ], !dbg !64
  %86 = trunc i32 %85 to i8, !dbg !64
  %87 = load i8*, i8** %8, align 8, !dbg !85
  %88 = load i32, i32* %9, align 4, !dbg !86
  %89 = sext i32 %88 to i64, !dbg !85
  %90 = getelementptr inbounds i8, i8* %87, i64 %89, !dbg !85
  store i8 %86, i8* %90, align 1, !dbg !87
  br label %91, !dbg !88

91:                                               ; preds = %84
  %92 = load i32, i32* %9, align 4, !dbg !89
  %93 = add nsw i32 %92, 1, !dbg !89
  store i32 %93, i32* %9, align 4, !dbg !89
  br label %39, !dbg !90, !llvm.loop !91

94:                                               ; preds = %39
  %95 = load i8*, i8** %8, align 8, !dbg !94
  %96 = load i32, i32* %6, align 4, !dbg !95
  %97 = sext i32 %96 to i64, !dbg !94
  %98 = getelementptr inbounds i8, i8* %95, i64 %97, !dbg !94
  store i8 0, i8* %98, align 1, !dbg !96
  call void @llvm.dbg.declare(metadata i64* %11, metadata !97, metadata !DIExpression()), !dbg !99
  store i64 0, i64* %11, align 8, !dbg !99
  call void @llvm.dbg.declare(metadata i64* %12, metadata !100, metadata !DIExpression()), !dbg !101
  store i64 0, i64* %12, align 8, !dbg !101
  call void @llvm.dbg.declare(metadata i64* %13, metadata !102, metadata !DIExpression()), !dbg !103
  store i64 0, i64* %13, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %14, metadata !104, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %14, align 4, !dbg !106
  br label %99, !dbg !107

99:                                               ; preds = %134, %94
  %100 = load i32, i32* %14, align 4, !dbg !108
  %101 = load i32, i32* %6, align 4, !dbg !110
  %102 = icmp slt i32 %100, %101, !dbg !111
  br i1 %102, label %103, label %137, !dbg !112

103:                                              ; preds = %99
  %104 = load i32, i32* %14, align 4, !dbg !113
  %105 = icmp eq i32 %104, 0, !dbg !115
  br i1 %105, label %115, label %106, !dbg !116

106:                                              ; preds = %103
  %107 = load i8*, i8** %8, align 8, !dbg !117
  %108 = load i32, i32* %14, align 4, !dbg !118
  %109 = sub nsw i32 %108, 1, !dbg !119
  %110 = sext i32 %109 to i64, !dbg !117
  %111 = getelementptr inbounds i8, i8* %107, i64 %110, !dbg !117
  %112 = load i8, i8* %111, align 1, !dbg !117
  %113 = sext i8 %112 to i32, !dbg !117
  %114 = icmp eq i32 %113, 0, !dbg !120
  br i1 %114, label %115, label %133, !dbg !121

115:                                              ; preds = %106, %103
  %116 = load i8*, i8** %8, align 8, !dbg !122
  %117 = load i32, i32* %14, align 4, !dbg !124
  %118 = sext i32 %117 to i64, !dbg !125
  %119 = getelementptr inbounds i8, i8* %116, i64 %118, !dbg !125
  %120 = call i64 @count_digits(i8* noundef %119), !dbg !126
  %121 = load i64, i64* %11, align 8, !dbg !127
  %122 = add nsw i64 %121, %120, !dbg !127
  store i64 %122, i64* %11, align 8, !dbg !127
  %123 = load i8*, i8** %8, align 8, !dbg !128
  %124 = load i32, i32* %14, align 4, !dbg !129
  %125 = sext i32 %124 to i64, !dbg !130
  %126 = getelementptr inbounds i8, i8* %123, i64 %125, !dbg !130
  %127 = call i32 @count_upper(i8* noundef %126), !dbg !131
  %128 = sext i32 %127 to i64, !dbg !131
  %129 = load i64, i64* %12, align 8, !dbg !132
  %130 = add nsw i64 %129, %128, !dbg !132
  store i64 %130, i64* %12, align 8, !dbg !132
  %131 = load i64, i64* %13, align 8, !dbg !133
  %132 = add nsw i64 %131, 1, !dbg !133
  store i64 %132, i64* %13, align 8, !dbg !133
  br label %133, !dbg !134

133:                                              ; preds = %115, %106
  br label %134, !dbg !135

134:                                              ; preds = %133
  %135 = load i32, i32* %14, align 4, !dbg !136
  %136 = add nsw i32 %135, 1, !dbg !136
  store i32 %136, i32* %14, align 4, !dbg !136
  br label %99, !dbg !137, !llvm.loop !138

137:                                              ; preds = %99
  %138 = load i64, i64* %13, align 8, !dbg !140
  %139 = load i64, i64* %11, align 8, !dbg !141
  %140 = load i64, i64* %12, align 8, !dbg !142
  %141 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i64 noundef %138, i64 noundef %139, i64 noundef %140), !dbg !143
  %142 = load i8*, i8** %8, align 8, !dbg !144
  call void @free(i8* noundef %142) #6, !dbg !145
  ret i32 0, !dbg !146
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @count_digits(i8* noundef %0) #0 !dbg !147 {
  %2 = alloca i8*, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !152, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.declare(metadata i64* %3, metadata !154, metadata !DIExpression()), !dbg !155
  store i64 0, i64* %3, align 8, !dbg !155
  call void @llvm.dbg.declare(metadata i32* %4, metadata !156, metadata !DIExpression()), !dbg !157
  store i32 0, i32* %4, align 4, !dbg !157
  call void @llvm.dbg.declare(metadata i8* %5, metadata !158, metadata !DIExpression()), !dbg !159
  br label %6, !dbg !160

6:                                                ; preds = %26, %1
  %7 = load i8*, i8** %2, align 8, !dbg !161
  %8 = load i32, i32* %4, align 4, !dbg !162
  %9 = add nsw i32 %8, 1, !dbg !162
  store i32 %9, i32* %4, align 4, !dbg !162
  %10 = sext i32 %8 to i64, !dbg !161
  %11 = getelementptr inbounds i8, i8* %7, i64 %10, !dbg !161
  %12 = load i8, i8* %11, align 1, !dbg !161
  store i8 %12, i8* %5, align 1, !dbg !163
  %13 = sext i8 %12 to i32, !dbg !164
  %14 = icmp ne i32 %13, 0, !dbg !165
  br i1 %14, label %15, label %27, !dbg !160

15:                                               ; preds = %6
  %16 = load i8, i8* %5, align 1, !dbg !166
  %17 = sext i8 %16 to i32, !dbg !166
  %18 = icmp sge i32 %17, 48, !dbg !168
  br i1 %18, label %19, label %26, !dbg !169

19:                                               ; preds = %15
  %20 = load i8, i8* %5, align 1, !dbg !170
  %21 = sext i8 %20 to i32, !dbg !170
  %22 = icmp sle i32 %21, 57, !dbg !171
  br i1 %22, label %23, label %26, !dbg !172

23:                                               ; preds = %19
  %24 = load i64, i64* %3, align 8, !dbg !173
  %25 = add nsw i64 %24, 1, !dbg !173
  store i64 %25, i64* %3, align 8, !dbg !173
  br label %26, !dbg !174

26:                                               ; preds = %23, %19, %15
  br label %6, !dbg !160, !llvm.loop !175

27:                                               ; preds = %6
  %28 = load i64, i64* %3, align 8, !dbg !177
  ret i64 %28, !dbg !178
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_upper(i8* noundef %0) #0 !dbg !179 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i8* %0, i8** %2, align 8
  call void @llvm.dbg.declare(metadata i8** %2, metadata !182, metadata !DIExpression()), !dbg !183
  call void @llvm.dbg.declare(metadata i32* %3, metadata !184, metadata !DIExpression()), !dbg !185
  store i32 0, i32* %3, align 4, !dbg !185
  call void @llvm.dbg.declare(metadata i8* %4, metadata !186, metadata !DIExpression()), !dbg !187
  br label %5, !dbg !188

5:                                                ; preds = %21, %1
  %6 = load i8*, i8** %2, align 8, !dbg !189
  %7 = getelementptr inbounds i8, i8* %6, i32 1, !dbg !189
  store i8* %7, i8** %2, align 8, !dbg !189
  %8 = load i8, i8* %6, align 1, !dbg !190
  store i8 %8, i8* %4, align 1, !dbg !191
  %9 = icmp ne i8 %8, 0, !dbg !188
  br i1 %9, label %10, label %22, !dbg !188

10:                                               ; preds = %5
  %11 = load i8, i8* %4, align 1, !dbg !192
  %12 = sext i8 %11 to i32, !dbg !192
  %13 = icmp sge i32 %12, 65, !dbg !194
  br i1 %13, label %14, label %21, !dbg !195

14:                                               ; preds = %10
  %15 = load i8, i8* %4, align 1, !dbg !196
  %16 = sext i8 %15 to i32, !dbg !196
  %17 = icmp sle i32 %16, 90, !dbg !197
  br i1 %17, label %18, label %21, !dbg !198

18:                                               ; preds = %14
  %19 = load i32, i32* %3, align 4, !dbg !199
  %20 = add nsw i32 %19, 1, !dbg !199
  store i32 %20, i32* %3, align 4, !dbg !199
  br label %21, !dbg !200

21:                                               ; preds = %18, %14, %10
  br label %5, !dbg !188, !llvm.loop !201

22:                                               ; preds = %5
  %23 = load i32, i32* %3, align 4, !dbg !203
  ret i32 %23, !dbg !204
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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "header_writes.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e25baf44007784001a9d4697a383053f")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !17, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19, !20}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 30, type: !19)
!24 = !DILocation(line: 30, column: 14, scope: !16)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 30, type: !20)
!26 = !DILocation(line: 30, column: 27, scope: !16)
!27 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 32, type: !19)
!28 = !DILocation(line: 32, column: 7, scope: !16)
!29 = !DILocation(line: 32, column: 11, scope: !16)
!30 = !DILocation(line: 32, column: 16, scope: !16)
!31 = !DILocation(line: 32, column: 27, scope: !16)
!32 = !DILocation(line: 32, column: 22, scope: !16)
!33 = !DILocalVariable(name: "seed", scope: !16, file: !1, line: 33, type: !3)
!34 = !DILocation(line: 33, column: 12, scope: !16)
!35 = !DILocation(line: 33, column: 19, scope: !16)
!36 = !DILocation(line: 33, column: 24, scope: !16)
!37 = !DILocation(line: 33, column: 45, scope: !16)
!38 = !DILocation(line: 33, column: 40, scope: !16)
!39 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 34, type: !21)
!40 = !DILocation(line: 34, column: 9, scope: !16)
!41 = !DILocation(line: 34, column: 28, scope: !16)
!42 = !DILocation(line: 34, column: 20, scope: !16)
!43 = !DILocation(line: 34, column: 30, scope: !16)
!44 = !DILocation(line: 34, column: 13, scope: !16)
!45 = !DILocalVariable(name: "j", scope: !46, file: !1, line: 35, type: !19)
!46 = distinct !DILexicalBlock(scope: !16, file: !1, line: 35, column: 3)
!47 = !DILocation(line: 35, column: 12, scope: !46)
!48 = !DILocation(line: 35, column: 8, scope: !46)
!49 = !DILocation(line: 35, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 35, column: 3)
!51 = !DILocation(line: 35, column: 23, scope: !50)
!52 = !DILocation(line: 35, column: 21, scope: !50)
!53 = !DILocation(line: 35, column: 3, scope: !46)
!54 = !DILocation(line: 36, column: 12, scope: !55)
!55 = distinct !DILexicalBlock(scope: !50, file: !1, line: 35, column: 31)
!56 = !DILocation(line: 36, column: 17, scope: !55)
!57 = !DILocation(line: 36, column: 31, scope: !55)
!58 = !DILocation(line: 36, column: 10, scope: !55)
!59 = !DILocalVariable(name: "r", scope: !55, file: !1, line: 37, type: !3)
!60 = !DILocation(line: 37, column: 14, scope: !55)
!61 = !DILocation(line: 37, column: 19, scope: !55)
!62 = !DILocation(line: 37, column: 24, scope: !55)
!63 = !DILocation(line: 37, column: 31, scope: !55)
!64 = !DILocation(line: 38, column: 12, scope: !55)
!65 = !DILocation(line: 38, column: 14, scope: !55)
!66 = !DILocation(line: 38, column: 28, scope: !55)
!67 = !DILocation(line: 38, column: 30, scope: !55)
!68 = !DILocation(line: 38, column: 50, scope: !55)
!69 = !DILocation(line: 38, column: 55, scope: !55)
!70 = !DILocation(line: 38, column: 62, scope: !55)
!71 = !DILocation(line: 38, column: 47, scope: !55)
!72 = !DILocation(line: 38, column: 36, scope: !55)
!73 = !DILocation(line: 38, column: 70, scope: !55)
!74 = !DILocation(line: 38, column: 72, scope: !55)
!75 = !DILocation(line: 38, column: 92, scope: !55)
!76 = !DILocation(line: 38, column: 97, scope: !55)
!77 = !DILocation(line: 38, column: 104, scope: !55)
!78 = !DILocation(line: 38, column: 89, scope: !55)
!79 = !DILocation(line: 38, column: 78, scope: !55)
!80 = !DILocation(line: 38, column: 126, scope: !55)
!81 = !DILocation(line: 38, column: 131, scope: !55)
!82 = !DILocation(line: 38, column: 138, scope: !55)
!83 = !DILocation(line: 38, column: 123, scope: !55)
!84 = !DILocation(line: 38, column: 112, scope: !55)
!85 = !DILocation(line: 38, column: 5, scope: !55)
!86 = !DILocation(line: 38, column: 7, scope: !55)
!87 = !DILocation(line: 38, column: 10, scope: !55)
!88 = !DILocation(line: 39, column: 3, scope: !55)
!89 = !DILocation(line: 35, column: 27, scope: !50)
!90 = !DILocation(line: 35, column: 3, scope: !50)
!91 = distinct !{!91, !53, !92, !93}
!92 = !DILocation(line: 39, column: 3, scope: !46)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 40, column: 3, scope: !16)
!95 = !DILocation(line: 40, column: 5, scope: !16)
!96 = !DILocation(line: 40, column: 8, scope: !16)
!97 = !DILocalVariable(name: "digits", scope: !16, file: !1, line: 41, type: !98)
!98 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!99 = !DILocation(line: 41, column: 8, scope: !16)
!100 = !DILocalVariable(name: "upper", scope: !16, file: !1, line: 41, type: !98)
!101 = !DILocation(line: 41, column: 20, scope: !16)
!102 = !DILocalVariable(name: "pieces", scope: !16, file: !1, line: 41, type: !98)
!103 = !DILocation(line: 41, column: 31, scope: !16)
!104 = !DILocalVariable(name: "j", scope: !105, file: !1, line: 42, type: !19)
!105 = distinct !DILexicalBlock(scope: !16, file: !1, line: 42, column: 3)
!106 = !DILocation(line: 42, column: 12, scope: !105)
!107 = !DILocation(line: 42, column: 8, scope: !105)
!108 = !DILocation(line: 42, column: 19, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 42, column: 3)
!110 = !DILocation(line: 42, column: 23, scope: !109)
!111 = !DILocation(line: 42, column: 21, scope: !109)
!112 = !DILocation(line: 42, column: 3, scope: !105)
!113 = !DILocation(line: 43, column: 9, scope: !114)
!114 = distinct !DILexicalBlock(scope: !109, file: !1, line: 43, column: 9)
!115 = !DILocation(line: 43, column: 11, scope: !114)
!116 = !DILocation(line: 43, column: 16, scope: !114)
!117 = !DILocation(line: 43, column: 19, scope: !114)
!118 = !DILocation(line: 43, column: 21, scope: !114)
!119 = !DILocation(line: 43, column: 23, scope: !114)
!120 = !DILocation(line: 43, column: 28, scope: !114)
!121 = !DILocation(line: 43, column: 9, scope: !109)
!122 = !DILocation(line: 44, column: 30, scope: !123)
!123 = distinct !DILexicalBlock(scope: !114, file: !1, line: 43, column: 37)
!124 = !DILocation(line: 44, column: 34, scope: !123)
!125 = !DILocation(line: 44, column: 32, scope: !123)
!126 = !DILocation(line: 44, column: 17, scope: !123)
!127 = !DILocation(line: 44, column: 14, scope: !123)
!128 = !DILocation(line: 45, column: 28, scope: !123)
!129 = !DILocation(line: 45, column: 32, scope: !123)
!130 = !DILocation(line: 45, column: 30, scope: !123)
!131 = !DILocation(line: 45, column: 16, scope: !123)
!132 = !DILocation(line: 45, column: 13, scope: !123)
!133 = !DILocation(line: 46, column: 13, scope: !123)
!134 = !DILocation(line: 47, column: 5, scope: !123)
!135 = !DILocation(line: 43, column: 31, scope: !114)
!136 = !DILocation(line: 42, column: 27, scope: !109)
!137 = !DILocation(line: 42, column: 3, scope: !109)
!138 = distinct !{!138, !112, !139, !93}
!139 = !DILocation(line: 47, column: 5, scope: !105)
!140 = !DILocation(line: 48, column: 49, scope: !16)
!141 = !DILocation(line: 48, column: 57, scope: !16)
!142 = !DILocation(line: 48, column: 65, scope: !16)
!143 = !DILocation(line: 48, column: 3, scope: !16)
!144 = !DILocation(line: 49, column: 8, scope: !16)
!145 = !DILocation(line: 49, column: 3, scope: !16)
!146 = !DILocation(line: 50, column: 3, scope: !16)
!147 = distinct !DISubprogram(name: "count_digits", scope: !1, file: !1, line: 9, type: !148, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!148 = !DISubroutineType(types: !149)
!149 = !{!98, !150}
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !151, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!152 = !DILocalVariable(name: "s", arg: 1, scope: !147, file: !1, line: 9, type: !150)
!153 = !DILocation(line: 9, column: 38, scope: !147)
!154 = !DILocalVariable(name: "d", scope: !147, file: !1, line: 11, type: !98)
!155 = !DILocation(line: 11, column: 8, scope: !147)
!156 = !DILocalVariable(name: "i", scope: !147, file: !1, line: 12, type: !19)
!157 = !DILocation(line: 12, column: 7, scope: !147)
!158 = !DILocalVariable(name: "c", scope: !147, file: !1, line: 13, type: !7)
!159 = !DILocation(line: 13, column: 8, scope: !147)
!160 = !DILocation(line: 14, column: 3, scope: !147)
!161 = !DILocation(line: 14, column: 15, scope: !147)
!162 = !DILocation(line: 14, column: 18, scope: !147)
!163 = !DILocation(line: 14, column: 13, scope: !147)
!164 = !DILocation(line: 14, column: 10, scope: !147)
!165 = !DILocation(line: 14, column: 23, scope: !147)
!166 = !DILocation(line: 15, column: 9, scope: !167)
!167 = distinct !DILexicalBlock(scope: !147, file: !1, line: 15, column: 9)
!168 = !DILocation(line: 15, column: 11, scope: !167)
!169 = !DILocation(line: 15, column: 18, scope: !167)
!170 = !DILocation(line: 15, column: 21, scope: !167)
!171 = !DILocation(line: 15, column: 23, scope: !167)
!172 = !DILocation(line: 15, column: 9, scope: !147)
!173 = !DILocation(line: 16, column: 8, scope: !167)
!174 = !DILocation(line: 16, column: 7, scope: !167)
!175 = distinct !{!175, !160, !176, !93}
!176 = !DILocation(line: 16, column: 8, scope: !147)
!177 = !DILocation(line: 17, column: 10, scope: !147)
!178 = !DILocation(line: 17, column: 3, scope: !147)
!179 = distinct !DISubprogram(name: "count_upper", scope: !1, file: !1, line: 20, type: !180, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!180 = !DISubroutineType(types: !181)
!181 = !{!19, !150}
!182 = !DILocalVariable(name: "p", arg: 1, scope: !179, file: !1, line: 20, type: !150)
!183 = !DILocation(line: 20, column: 36, scope: !179)
!184 = !DILocalVariable(name: "u", scope: !179, file: !1, line: 22, type: !19)
!185 = !DILocation(line: 22, column: 7, scope: !179)
!186 = !DILocalVariable(name: "c", scope: !179, file: !1, line: 23, type: !7)
!187 = !DILocation(line: 23, column: 8, scope: !179)
!188 = !DILocation(line: 24, column: 3, scope: !179)
!189 = !DILocation(line: 24, column: 17, scope: !179)
!190 = !DILocation(line: 24, column: 15, scope: !179)
!191 = !DILocation(line: 24, column: 13, scope: !179)
!192 = !DILocation(line: 25, column: 9, scope: !193)
!193 = distinct !DILexicalBlock(scope: !179, file: !1, line: 25, column: 9)
!194 = !DILocation(line: 25, column: 11, scope: !193)
!195 = !DILocation(line: 25, column: 18, scope: !193)
!196 = !DILocation(line: 25, column: 21, scope: !193)
!197 = !DILocation(line: 25, column: 23, scope: !193)
!198 = !DILocation(line: 25, column: 9, scope: !179)
!199 = !DILocation(line: 26, column: 8, scope: !193)
!200 = !DILocation(line: 26, column: 7, scope: !193)
!201 = distinct !{!201, !188, !202, !93}
!202 = !DILocation(line: 26, column: 8, scope: !179)
!203 = !DILocation(line: 27, column: 10, scope: !179)
!204 = !DILocation(line: 27, column: 3, scope: !179)
