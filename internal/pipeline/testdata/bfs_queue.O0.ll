; ModuleID = 'bfs_queue.c'
source_filename = "bfs_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%ld %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32*, align 8
  %12 = alloca i32*, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %21 = load i32, i32* %4, align 4, !dbg !28
  %22 = icmp sgt i32 %21, 1, !dbg !29
  br i1 %22, label %23, label %28, !dbg !28

23:                                               ; preds = %2
  %24 = load i8**, i8*** %5, align 8, !dbg !30
  %25 = getelementptr inbounds i8*, i8** %24, i64 1, !dbg !30
  %26 = load i8*, i8** %25, align 8, !dbg !30
  %27 = call i32 @atoi(i8* noundef %26) #5, !dbg !31
  br label %29, !dbg !28

28:                                               ; preds = %2
  br label %29, !dbg !28

29:                                               ; preds = %28, %23
  %30 = phi i32 [ %27, %23 ], [ 1000, %28 ], !dbg !28
  store i32 %30, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %31 = load i32, i32* %4, align 4, !dbg !34
  %32 = icmp sgt i32 %31, 2, !dbg !35
  br i1 %32, label %33, label %38, !dbg !34

33:                                               ; preds = %29
  %34 = load i8**, i8*** %5, align 8, !dbg !36
  %35 = getelementptr inbounds i8*, i8** %34, i64 2, !dbg !36
  %36 = load i8*, i8** %35, align 8, !dbg !36
  %37 = call i32 @atoi(i8* noundef %36) #5, !dbg !37
  br label %39, !dbg !34

38:                                               ; preds = %29
  br label %39, !dbg !34

39:                                               ; preds = %38, %33
  %40 = phi i32 [ %37, %33 ], [ 4, %38 ], !dbg !34
  store i32 %40, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32** %8, metadata !38, metadata !DIExpression()), !dbg !40
  %41 = load i32, i32* %6, align 4, !dbg !41
  %42 = sext i32 %41 to i64, !dbg !42
  %43 = load i32, i32* %7, align 4, !dbg !43
  %44 = sext i32 %43 to i64, !dbg !43
  %45 = mul i64 %42, %44, !dbg !44
  %46 = mul i64 %45, 4, !dbg !45
  %47 = call noalias i8* @malloc(i64 noundef %46) #6, !dbg !46
  %48 = bitcast i8* %47 to i32*, !dbg !46
  store i32* %48, i32** %8, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %9, metadata !47, metadata !DIExpression()), !dbg !49
  store i32 12345, i32* %9, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %10, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %10, align 4, !dbg !52
  br label %49, !dbg !53

49:                                               ; preds = %67, %39
  %50 = load i32, i32* %10, align 4, !dbg !54
  %51 = load i32, i32* %6, align 4, !dbg !56
  %52 = load i32, i32* %7, align 4, !dbg !57
  %53 = mul nsw i32 %51, %52, !dbg !58
  %54 = icmp slt i32 %50, %53, !dbg !59
  br i1 %54, label %55, label %70, !dbg !60

55:                                               ; preds = %49
  %56 = load i32, i32* %9, align 4, !dbg !61
  %57 = mul i32 %56, 1103515245, !dbg !63
  %58 = add i32 %57, 12345, !dbg !64
  store i32 %58, i32* %9, align 4, !dbg !65
  %59 = load i32, i32* %9, align 4, !dbg !66
  %60 = lshr i32 %59, 8, !dbg !67
  %61 = load i32, i32* %6, align 4, !dbg !68
  %62 = urem i32 %60, %61, !dbg !69
  %63 = load i32*, i32** %8, align 8, !dbg !70
  %64 = load i32, i32* %10, align 4, !dbg !71
  %65 = sext i32 %64 to i64, !dbg !70
  %66 = getelementptr inbounds i32, i32* %63, i64 %65, !dbg !70
  store i32 %62, i32* %66, align 4, !dbg !72
  br label %67, !dbg !73

67:                                               ; preds = %55
  %68 = load i32, i32* %10, align 4, !dbg !74
  %69 = add nsw i32 %68, 1, !dbg !74
  store i32 %69, i32* %10, align 4, !dbg !74
  br label %49, !dbg !75, !llvm.loop !76

70:                                               ; preds = %49
  call void @llvm.dbg.declare(metadata i32** %11, metadata !79, metadata !DIExpression()), !dbg !80
  %71 = load i32, i32* %6, align 4, !dbg !81
  %72 = sext i32 %71 to i64, !dbg !81
  %73 = mul i64 %72, 4, !dbg !82
  %74 = call noalias i8* @malloc(i64 noundef %73) #6, !dbg !83
  %75 = bitcast i8* %74 to i32*, !dbg !83
  store i32* %75, i32** %11, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata i32** %12, metadata !84, metadata !DIExpression()), !dbg !85
  %76 = load i32, i32* %6, align 4, !dbg !86
  %77 = sext i32 %76 to i64, !dbg !86
  %78 = mul i64 %77, 4, !dbg !87
  %79 = call noalias i8* @malloc(i64 noundef %78) #6, !dbg !88
  %80 = bitcast i8* %79 to i32*, !dbg !88
  store i32* %80, i32** %12, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %13, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %13, align 4, !dbg !91
  br label %81, !dbg !92

81:                                               ; preds = %90, %70
  %82 = load i32, i32* %13, align 4, !dbg !93
  %83 = load i32, i32* %6, align 4, !dbg !95
  %84 = icmp slt i32 %82, %83, !dbg !96
  br i1 %84, label %85, label %93, !dbg !97

85:                                               ; preds = %81
  %86 = load i32*, i32** %11, align 8, !dbg !98
  %87 = load i32, i32* %13, align 4, !dbg !99
  %88 = sext i32 %87 to i64, !dbg !98
  %89 = getelementptr inbounds i32, i32* %86, i64 %88, !dbg !98
  store i32 -1, i32* %89, align 4, !dbg !100
  br label %90, !dbg !98

90:                                               ; preds = %85
  %91 = load i32, i32* %13, align 4, !dbg !101
  %92 = add nsw i32 %91, 1, !dbg !101
  store i32 %92, i32* %13, align 4, !dbg !101
  br label %81, !dbg !102, !llvm.loop !103

93:                                               ; preds = %81
  call void @llvm.dbg.declare(metadata i32* %14, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %14, align 4, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %15, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %15, align 4, !dbg !108
  %94 = load i32*, i32** %11, align 8, !dbg !109
  %95 = getelementptr inbounds i32, i32* %94, i64 0, !dbg !109
  store i32 0, i32* %95, align 4, !dbg !110
  %96 = load i32*, i32** %12, align 8, !dbg !111
  %97 = load i32, i32* %15, align 4, !dbg !112
  %98 = add nsw i32 %97, 1, !dbg !112
  store i32 %98, i32* %15, align 4, !dbg !112
  %99 = sext i32 %97 to i64, !dbg !111
  %100 = getelementptr inbounds i32, i32* %96, i64 %99, !dbg !111
  store i32 0, i32* %100, align 4, !dbg !113
  br label %101, !dbg !114

101:                                              ; preds = %153, %93
  %102 = load i32, i32* %14, align 4, !dbg !115
  %103 = load i32, i32* %15, align 4, !dbg !116
  %104 = icmp slt i32 %102, %103, !dbg !117
  br i1 %104, label %105, label %154, !dbg !114

105:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata i32* %16, metadata !118, metadata !DIExpression()), !dbg !120
  %106 = load i32*, i32** %12, align 8, !dbg !121
  %107 = load i32, i32* %14, align 4, !dbg !122
  %108 = add nsw i32 %107, 1, !dbg !122
  store i32 %108, i32* %14, align 4, !dbg !122
  %109 = sext i32 %107 to i64, !dbg !121
  %110 = getelementptr inbounds i32, i32* %106, i64 %109, !dbg !121
  %111 = load i32, i32* %110, align 4, !dbg !121
  store i32 %111, i32* %16, align 4, !dbg !120
  call void @llvm.dbg.declare(metadata i32* %17, metadata !123, metadata !DIExpression()), !dbg !125
  store i32 0, i32* %17, align 4, !dbg !125
  br label %112, !dbg !126

112:                                              ; preds = %150, %105
  %113 = load i32, i32* %17, align 4, !dbg !127
  %114 = load i32, i32* %7, align 4, !dbg !129
  %115 = icmp slt i32 %113, %114, !dbg !130
  br i1 %115, label %116, label %153, !dbg !131

116:                                              ; preds = %112
  call void @llvm.dbg.declare(metadata i32* %18, metadata !132, metadata !DIExpression()), !dbg !134
  %117 = load i32*, i32** %8, align 8, !dbg !135
  %118 = load i32, i32* %16, align 4, !dbg !136
  %119 = load i32, i32* %7, align 4, !dbg !137
  %120 = mul nsw i32 %118, %119, !dbg !138
  %121 = load i32, i32* %17, align 4, !dbg !139
  %122 = add nsw i32 %120, %121, !dbg !140
  %123 = sext i32 %122 to i64, !dbg !135
  %124 = getelementptr inbounds i32, i32* %117, i64 %123, !dbg !135
  %125 = load i32, i32* %124, align 4, !dbg !135
  store i32 %125, i32* %18, align 4, !dbg !134
  %126 = load i32*, i32** %11, align 8, !dbg !141
  %127 = load i32, i32* %18, align 4, !dbg !143
  %128 = sext i32 %127 to i64, !dbg !141
  %129 = getelementptr inbounds i32, i32* %126, i64 %128, !dbg !141
  %130 = load i32, i32* %129, align 4, !dbg !141
  %131 = icmp slt i32 %130, 0, !dbg !144
  br i1 %131, label %132, label %149, !dbg !145

132:                                              ; preds = %116
  %133 = load i32*, i32** %11, align 8, !dbg !146
  %134 = load i32, i32* %16, align 4, !dbg !148
  %135 = sext i32 %134 to i64, !dbg !146
  %136 = getelementptr inbounds i32, i32* %133, i64 %135, !dbg !146
  %137 = load i32, i32* %136, align 4, !dbg !146
  %138 = add nsw i32 %137, 1, !dbg !149
  %139 = load i32*, i32** %11, align 8, !dbg !150
  %140 = load i32, i32* %18, align 4, !dbg !151
  %141 = sext i32 %140 to i64, !dbg !150
  %142 = getelementptr inbounds i32, i32* %139, i64 %141, !dbg !150
  store i32 %138, i32* %142, align 4, !dbg !152
  %143 = load i32, i32* %18, align 4, !dbg !153
  %144 = load i32*, i32** %12, align 8, !dbg !154
  %145 = load i32, i32* %15, align 4, !dbg !155
  %146 = add nsw i32 %145, 1, !dbg !155
  store i32 %146, i32* %15, align 4, !dbg !155
  %147 = sext i32 %145 to i64, !dbg !154
  %148 = getelementptr inbounds i32, i32* %144, i64 %147, !dbg !154
  store i32 %143, i32* %148, align 4, !dbg !156
  br label %149, !dbg !157

149:                                              ; preds = %132, %116
  br label %150, !dbg !158

150:                                              ; preds = %149
  %151 = load i32, i32* %17, align 4, !dbg !159
  %152 = add nsw i32 %151, 1, !dbg !159
  store i32 %152, i32* %17, align 4, !dbg !159
  br label %112, !dbg !160, !llvm.loop !161

153:                                              ; preds = %112
  br label %101, !dbg !114, !llvm.loop !163

154:                                              ; preds = %101
  call void @llvm.dbg.declare(metadata i64* %19, metadata !165, metadata !DIExpression()), !dbg !167
  store i64 0, i64* %19, align 8, !dbg !167
  call void @llvm.dbg.declare(metadata i32* %20, metadata !168, metadata !DIExpression()), !dbg !170
  store i32 0, i32* %20, align 4, !dbg !170
  br label %155, !dbg !171

155:                                              ; preds = %168, %154
  %156 = load i32, i32* %20, align 4, !dbg !172
  %157 = load i32, i32* %6, align 4, !dbg !174
  %158 = icmp slt i32 %156, %157, !dbg !175
  br i1 %158, label %159, label %171, !dbg !176

159:                                              ; preds = %155
  %160 = load i32*, i32** %11, align 8, !dbg !177
  %161 = load i32, i32* %20, align 4, !dbg !178
  %162 = sext i32 %161 to i64, !dbg !177
  %163 = getelementptr inbounds i32, i32* %160, i64 %162, !dbg !177
  %164 = load i32, i32* %163, align 4, !dbg !177
  %165 = sext i32 %164 to i64, !dbg !177
  %166 = load i64, i64* %19, align 8, !dbg !179
  %167 = add nsw i64 %166, %165, !dbg !179
  store i64 %167, i64* %19, align 8, !dbg !179
  br label %168, !dbg !180

168:                                              ; preds = %159
  %169 = load i32, i32* %20, align 4, !dbg !181
  %170 = add nsw i32 %169, 1, !dbg !181
  store i32 %170, i32* %20, align 4, !dbg !181
  br label %155, !dbg !182, !llvm.loop !183

171:                                              ; preds = %155
  %172 = load i64, i64* %19, align 8, !dbg !185
  %173 = load i32, i32* %15, align 4, !dbg !186
  %174 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %172, i32 noundef %173), !dbg !187
  ret i32 0, !dbg !188
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

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
!1 = !DIFile(filename: "bfs_queue.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6be04da6e205c08cfcce8f8579f000f3")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !15, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 6, type: !17)
!23 = !DILocation(line: 6, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 6, type: !18)
!25 = !DILocation(line: 6, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 7, type: !17)
!27 = !DILocation(line: 7, column: 7, scope: !14)
!28 = !DILocation(line: 7, column: 11, scope: !14)
!29 = !DILocation(line: 7, column: 16, scope: !14)
!30 = !DILocation(line: 7, column: 27, scope: !14)
!31 = !DILocation(line: 7, column: 22, scope: !14)
!32 = !DILocalVariable(name: "deg", scope: !14, file: !1, line: 8, type: !17)
!33 = !DILocation(line: 8, column: 7, scope: !14)
!34 = !DILocation(line: 8, column: 13, scope: !14)
!35 = !DILocation(line: 8, column: 18, scope: !14)
!36 = !DILocation(line: 8, column: 29, scope: !14)
!37 = !DILocation(line: 8, column: 24, scope: !14)
!38 = !DILocalVariable(name: "adj", scope: !14, file: !1, line: 9, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!40 = !DILocation(line: 9, column: 8, scope: !14)
!41 = !DILocation(line: 9, column: 29, scope: !14)
!42 = !DILocation(line: 9, column: 21, scope: !14)
!43 = !DILocation(line: 9, column: 33, scope: !14)
!44 = !DILocation(line: 9, column: 31, scope: !14)
!45 = !DILocation(line: 9, column: 37, scope: !14)
!46 = !DILocation(line: 9, column: 14, scope: !14)
!47 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 10, type: !48)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 10, column: 12, scope: !14)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 11, type: !17)
!51 = distinct !DILexicalBlock(scope: !14, file: !1, line: 11, column: 3)
!52 = !DILocation(line: 11, column: 12, scope: !51)
!53 = !DILocation(line: 11, column: 8, scope: !51)
!54 = !DILocation(line: 11, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 11, column: 3)
!56 = !DILocation(line: 11, column: 23, scope: !55)
!57 = !DILocation(line: 11, column: 27, scope: !55)
!58 = !DILocation(line: 11, column: 25, scope: !55)
!59 = !DILocation(line: 11, column: 21, scope: !55)
!60 = !DILocation(line: 11, column: 3, scope: !51)
!61 = !DILocation(line: 11, column: 43, scope: !62)
!62 = distinct !DILexicalBlock(scope: !55, file: !1, line: 11, column: 37)
!63 = !DILocation(line: 11, column: 45, scope: !62)
!64 = !DILocation(line: 11, column: 59, scope: !62)
!65 = !DILocation(line: 11, column: 41, scope: !62)
!66 = !DILocation(line: 11, column: 79, scope: !62)
!67 = !DILocation(line: 11, column: 81, scope: !62)
!68 = !DILocation(line: 11, column: 89, scope: !62)
!69 = !DILocation(line: 11, column: 87, scope: !62)
!70 = !DILocation(line: 11, column: 69, scope: !62)
!71 = !DILocation(line: 11, column: 73, scope: !62)
!72 = !DILocation(line: 11, column: 76, scope: !62)
!73 = !DILocation(line: 11, column: 92, scope: !62)
!74 = !DILocation(line: 11, column: 33, scope: !55)
!75 = !DILocation(line: 11, column: 3, scope: !55)
!76 = distinct !{!76, !60, !77, !78}
!77 = !DILocation(line: 11, column: 92, scope: !51)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocalVariable(name: "dist", scope: !14, file: !1, line: 12, type: !39)
!80 = !DILocation(line: 12, column: 8, scope: !14)
!81 = !DILocation(line: 12, column: 22, scope: !14)
!82 = !DILocation(line: 12, column: 24, scope: !14)
!83 = !DILocation(line: 12, column: 15, scope: !14)
!84 = !DILocalVariable(name: "queue", scope: !14, file: !1, line: 13, type: !39)
!85 = !DILocation(line: 13, column: 8, scope: !14)
!86 = !DILocation(line: 13, column: 23, scope: !14)
!87 = !DILocation(line: 13, column: 25, scope: !14)
!88 = !DILocation(line: 13, column: 16, scope: !14)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 14, type: !17)
!90 = distinct !DILexicalBlock(scope: !14, file: !1, line: 14, column: 3)
!91 = !DILocation(line: 14, column: 12, scope: !90)
!92 = !DILocation(line: 14, column: 8, scope: !90)
!93 = !DILocation(line: 14, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 14, column: 3)
!95 = !DILocation(line: 14, column: 23, scope: !94)
!96 = !DILocation(line: 14, column: 21, scope: !94)
!97 = !DILocation(line: 14, column: 3, scope: !90)
!98 = !DILocation(line: 14, column: 31, scope: !94)
!99 = !DILocation(line: 14, column: 36, scope: !94)
!100 = !DILocation(line: 14, column: 39, scope: !94)
!101 = !DILocation(line: 14, column: 27, scope: !94)
!102 = !DILocation(line: 14, column: 3, scope: !94)
!103 = distinct !{!103, !97, !104, !78}
!104 = !DILocation(line: 14, column: 42, scope: !90)
!105 = !DILocalVariable(name: "head", scope: !14, file: !1, line: 15, type: !17)
!106 = !DILocation(line: 15, column: 7, scope: !14)
!107 = !DILocalVariable(name: "tail", scope: !14, file: !1, line: 15, type: !17)
!108 = !DILocation(line: 15, column: 17, scope: !14)
!109 = !DILocation(line: 16, column: 3, scope: !14)
!110 = !DILocation(line: 16, column: 11, scope: !14)
!111 = !DILocation(line: 16, column: 16, scope: !14)
!112 = !DILocation(line: 16, column: 26, scope: !14)
!113 = !DILocation(line: 16, column: 30, scope: !14)
!114 = !DILocation(line: 17, column: 3, scope: !14)
!115 = !DILocation(line: 17, column: 10, scope: !14)
!116 = !DILocation(line: 17, column: 17, scope: !14)
!117 = !DILocation(line: 17, column: 15, scope: !14)
!118 = !DILocalVariable(name: "u", scope: !119, file: !1, line: 18, type: !17)
!119 = distinct !DILexicalBlock(scope: !14, file: !1, line: 17, column: 23)
!120 = !DILocation(line: 18, column: 9, scope: !119)
!121 = !DILocation(line: 18, column: 13, scope: !119)
!122 = !DILocation(line: 18, column: 23, scope: !119)
!123 = !DILocalVariable(name: "e", scope: !124, file: !1, line: 19, type: !17)
!124 = distinct !DILexicalBlock(scope: !119, file: !1, line: 19, column: 5)
!125 = !DILocation(line: 19, column: 14, scope: !124)
!126 = !DILocation(line: 19, column: 10, scope: !124)
!127 = !DILocation(line: 19, column: 21, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !1, line: 19, column: 5)
!129 = !DILocation(line: 19, column: 25, scope: !128)
!130 = !DILocation(line: 19, column: 23, scope: !128)
!131 = !DILocation(line: 19, column: 5, scope: !124)
!132 = !DILocalVariable(name: "v", scope: !133, file: !1, line: 20, type: !17)
!133 = distinct !DILexicalBlock(scope: !128, file: !1, line: 19, column: 35)
!134 = !DILocation(line: 20, column: 11, scope: !133)
!135 = !DILocation(line: 20, column: 15, scope: !133)
!136 = !DILocation(line: 20, column: 19, scope: !133)
!137 = !DILocation(line: 20, column: 23, scope: !133)
!138 = !DILocation(line: 20, column: 21, scope: !133)
!139 = !DILocation(line: 20, column: 29, scope: !133)
!140 = !DILocation(line: 20, column: 27, scope: !133)
!141 = !DILocation(line: 21, column: 11, scope: !142)
!142 = distinct !DILexicalBlock(scope: !133, file: !1, line: 21, column: 11)
!143 = !DILocation(line: 21, column: 16, scope: !142)
!144 = !DILocation(line: 21, column: 19, scope: !142)
!145 = !DILocation(line: 21, column: 11, scope: !133)
!146 = !DILocation(line: 21, column: 36, scope: !147)
!147 = distinct !DILexicalBlock(scope: !142, file: !1, line: 21, column: 24)
!148 = !DILocation(line: 21, column: 41, scope: !147)
!149 = !DILocation(line: 21, column: 44, scope: !147)
!150 = !DILocation(line: 21, column: 26, scope: !147)
!151 = !DILocation(line: 21, column: 31, scope: !147)
!152 = !DILocation(line: 21, column: 34, scope: !147)
!153 = !DILocation(line: 21, column: 65, scope: !147)
!154 = !DILocation(line: 21, column: 49, scope: !147)
!155 = !DILocation(line: 21, column: 59, scope: !147)
!156 = !DILocation(line: 21, column: 63, scope: !147)
!157 = !DILocation(line: 21, column: 68, scope: !147)
!158 = !DILocation(line: 22, column: 5, scope: !133)
!159 = !DILocation(line: 19, column: 31, scope: !128)
!160 = !DILocation(line: 19, column: 5, scope: !128)
!161 = distinct !{!161, !131, !162, !78}
!162 = !DILocation(line: 22, column: 5, scope: !124)
!163 = distinct !{!163, !114, !164, !78}
!164 = !DILocation(line: 23, column: 3, scope: !14)
!165 = !DILocalVariable(name: "sum", scope: !14, file: !1, line: 24, type: !166)
!166 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!167 = !DILocation(line: 24, column: 8, scope: !14)
!168 = !DILocalVariable(name: "i", scope: !169, file: !1, line: 25, type: !17)
!169 = distinct !DILexicalBlock(scope: !14, file: !1, line: 25, column: 3)
!170 = !DILocation(line: 25, column: 12, scope: !169)
!171 = !DILocation(line: 25, column: 8, scope: !169)
!172 = !DILocation(line: 25, column: 19, scope: !173)
!173 = distinct !DILexicalBlock(scope: !169, file: !1, line: 25, column: 3)
!174 = !DILocation(line: 25, column: 23, scope: !173)
!175 = !DILocation(line: 25, column: 21, scope: !173)
!176 = !DILocation(line: 25, column: 3, scope: !169)
!177 = !DILocation(line: 25, column: 38, scope: !173)
!178 = !DILocation(line: 25, column: 43, scope: !173)
!179 = !DILocation(line: 25, column: 35, scope: !173)
!180 = !DILocation(line: 25, column: 31, scope: !173)
!181 = !DILocation(line: 25, column: 27, scope: !173)
!182 = !DILocation(line: 25, column: 3, scope: !173)
!183 = distinct !{!183, !176, !184, !78}
!184 = !DILocation(line: 25, column: 44, scope: !169)
!185 = !DILocation(line: 26, column: 22, scope: !14)
!186 = !DILocation(line: 26, column: 27, scope: !14)
!187 = !DILocation(line: 26, column: 3, scope: !14)
!188 = !DILocation(line: 27, column: 3, scope: !14)
