; ModuleID = 'mem_bucket.c'
source_filename = "mem_bucket.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32*, align 8
  %9 = alloca i32*, align 8
  %10 = alloca i32*, align 8
  %11 = alloca i32*, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %20 = load i32, i32* %4, align 4, !dbg !26
  %21 = icmp sgt i32 %20, 1, !dbg !27
  br i1 %21, label %22, label %27, !dbg !26

22:                                               ; preds = %2
  %23 = load i8**, i8*** %5, align 8, !dbg !28
  %24 = getelementptr inbounds i8*, i8** %23, i64 1, !dbg !28
  %25 = load i8*, i8** %24, align 8, !dbg !28
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !29
  br label %28, !dbg !26

27:                                               ; preds = %2
  br label %28, !dbg !26

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 50000, %27 ], !dbg !26
  store i32 %29, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !31
  %30 = load i32, i32* %4, align 4, !dbg !32
  %31 = icmp sgt i32 %30, 2, !dbg !33
  br i1 %31, label %32, label %37, !dbg !32

32:                                               ; preds = %28
  %33 = load i8**, i8*** %5, align 8, !dbg !34
  %34 = getelementptr inbounds i8*, i8** %33, i64 2, !dbg !34
  %35 = load i8*, i8** %34, align 8, !dbg !34
  %36 = call i32 @atoi(i8* noundef %35) #5, !dbg !35
  br label %38, !dbg !32

37:                                               ; preds = %28
  br label %38, !dbg !32

38:                                               ; preds = %37, %32
  %39 = phi i32 [ %36, %32 ], [ 256, %37 ], !dbg !32
  store i32 %39, i32* %7, align 4, !dbg !31
  call void @llvm.dbg.declare(metadata i32** %8, metadata !36, metadata !DIExpression()), !dbg !38
  %40 = load i32, i32* %6, align 4, !dbg !39
  %41 = sext i32 %40 to i64, !dbg !39
  %42 = mul i64 %41, 4, !dbg !40
  %43 = call noalias i8* @malloc(i64 noundef %42) #6, !dbg !41
  %44 = bitcast i8* %43 to i32*, !dbg !41
  store i32* %44, i32** %8, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata i32** %9, metadata !42, metadata !DIExpression()), !dbg !43
  %45 = load i32, i32* %6, align 4, !dbg !44
  %46 = sext i32 %45 to i64, !dbg !44
  %47 = mul i64 %46, 4, !dbg !45
  %48 = call noalias i8* @malloc(i64 noundef %47) #6, !dbg !46
  %49 = bitcast i8* %48 to i32*, !dbg !46
  store i32* %49, i32** %9, align 8, !dbg !43
  call void @llvm.dbg.declare(metadata i32** %10, metadata !47, metadata !DIExpression()), !dbg !48
  %50 = load i32, i32* %7, align 4, !dbg !49
  %51 = add nsw i32 %50, 1, !dbg !50
  %52 = sext i32 %51 to i64, !dbg !49
  %53 = call noalias i8* @calloc(i64 noundef %52, i64 noundef 4) #6, !dbg !51
  %54 = bitcast i8* %53 to i32*, !dbg !51
  store i32* %54, i32** %10, align 8, !dbg !48
  call void @llvm.dbg.declare(metadata i32** %11, metadata !52, metadata !DIExpression()), !dbg !53
  %55 = load i32, i32* %7, align 4, !dbg !54
  %56 = add nsw i32 %55, 1, !dbg !55
  %57 = sext i32 %56 to i64, !dbg !56
  %58 = mul i64 %57, 4, !dbg !57
  %59 = call noalias i8* @malloc(i64 noundef %58) #6, !dbg !58
  %60 = bitcast i8* %59 to i32*, !dbg !58
  store i32* %60, i32** %11, align 8, !dbg !53
  call void @llvm.dbg.declare(metadata i32* %12, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %12, align 4, !dbg !61
  br label %61, !dbg !62

61:                                               ; preds = %78, %38
  %62 = load i32, i32* %12, align 4, !dbg !63
  %63 = load i32, i32* %6, align 4, !dbg !65
  %64 = icmp slt i32 %62, %63, !dbg !66
  br i1 %64, label %65, label %81, !dbg !67

65:                                               ; preds = %61
  %66 = load i32, i32* %12, align 4, !dbg !68
  %67 = sext i32 %66 to i64, !dbg !69
  %68 = mul nsw i64 %67, 2654435761, !dbg !70
  %69 = ashr i64 %68, 7, !dbg !71
  %70 = load i32, i32* %7, align 4, !dbg !72
  %71 = sext i32 %70 to i64, !dbg !72
  %72 = srem i64 %69, %71, !dbg !73
  %73 = trunc i64 %72 to i32, !dbg !74
  %74 = load i32*, i32** %8, align 8, !dbg !75
  %75 = load i32, i32* %12, align 4, !dbg !76
  %76 = sext i32 %75 to i64, !dbg !75
  %77 = getelementptr inbounds i32, i32* %74, i64 %76, !dbg !75
  store i32 %73, i32* %77, align 4, !dbg !77
  br label %78, !dbg !75

78:                                               ; preds = %65
  %79 = load i32, i32* %12, align 4, !dbg !78
  %80 = add nsw i32 %79, 1, !dbg !78
  store i32 %80, i32* %12, align 4, !dbg !78
  br label %61, !dbg !79, !llvm.loop !80

81:                                               ; preds = %61
  call void @llvm.dbg.declare(metadata i32* %13, metadata !83, metadata !DIExpression()), !dbg !85
  store i32 0, i32* %13, align 4, !dbg !85
  br label %82, !dbg !86

82:                                               ; preds = %97, %81
  %83 = load i32, i32* %13, align 4, !dbg !87
  %84 = load i32, i32* %6, align 4, !dbg !89
  %85 = icmp slt i32 %83, %84, !dbg !90
  br i1 %85, label %86, label %100, !dbg !91

86:                                               ; preds = %82
  %87 = load i32*, i32** %10, align 8, !dbg !92
  %88 = load i32*, i32** %8, align 8, !dbg !93
  %89 = load i32, i32* %13, align 4, !dbg !94
  %90 = sext i32 %89 to i64, !dbg !93
  %91 = getelementptr inbounds i32, i32* %88, i64 %90, !dbg !93
  %92 = load i32, i32* %91, align 4, !dbg !93
  %93 = sext i32 %92 to i64, !dbg !92
  %94 = getelementptr inbounds i32, i32* %87, i64 %93, !dbg !92
  %95 = load i32, i32* %94, align 4, !dbg !95
  %96 = add nsw i32 %95, 1, !dbg !95
  store i32 %96, i32* %94, align 4, !dbg !95
  br label %97, !dbg !92

97:                                               ; preds = %86
  %98 = load i32, i32* %13, align 4, !dbg !96
  %99 = add nsw i32 %98, 1, !dbg !96
  store i32 %99, i32* %13, align 4, !dbg !96
  br label %82, !dbg !97, !llvm.loop !98

100:                                              ; preds = %82
  %101 = load i32*, i32** %11, align 8, !dbg !100
  %102 = getelementptr inbounds i32, i32* %101, i64 0, !dbg !100
  store i32 0, i32* %102, align 4, !dbg !101
  call void @llvm.dbg.declare(metadata i32* %14, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %14, align 4, !dbg !104
  br label %103, !dbg !105

103:                                              ; preds = %124, %100
  %104 = load i32, i32* %14, align 4, !dbg !106
  %105 = load i32, i32* %7, align 4, !dbg !108
  %106 = icmp slt i32 %104, %105, !dbg !109
  br i1 %106, label %107, label %127, !dbg !110

107:                                              ; preds = %103
  %108 = load i32*, i32** %11, align 8, !dbg !111
  %109 = load i32, i32* %14, align 4, !dbg !112
  %110 = sext i32 %109 to i64, !dbg !111
  %111 = getelementptr inbounds i32, i32* %108, i64 %110, !dbg !111
  %112 = load i32, i32* %111, align 4, !dbg !111
  %113 = load i32*, i32** %10, align 8, !dbg !113
  %114 = load i32, i32* %14, align 4, !dbg !114
  %115 = sext i32 %114 to i64, !dbg !113
  %116 = getelementptr inbounds i32, i32* %113, i64 %115, !dbg !113
  %117 = load i32, i32* %116, align 4, !dbg !113
  %118 = add nsw i32 %112, %117, !dbg !115
  %119 = load i32*, i32** %11, align 8, !dbg !116
  %120 = load i32, i32* %14, align 4, !dbg !117
  %121 = add nsw i32 %120, 1, !dbg !118
  %122 = sext i32 %121 to i64, !dbg !116
  %123 = getelementptr inbounds i32, i32* %119, i64 %122, !dbg !116
  store i32 %118, i32* %123, align 4, !dbg !119
  br label %124, !dbg !116

124:                                              ; preds = %107
  %125 = load i32, i32* %14, align 4, !dbg !120
  %126 = add nsw i32 %125, 1, !dbg !120
  store i32 %126, i32* %14, align 4, !dbg !120
  br label %103, !dbg !121, !llvm.loop !122

127:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata i32* %15, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %15, align 4, !dbg !126
  br label %128, !dbg !127

128:                                              ; preds = %147, %127
  %129 = load i32, i32* %15, align 4, !dbg !128
  %130 = load i32, i32* %6, align 4, !dbg !130
  %131 = icmp slt i32 %129, %130, !dbg !131
  br i1 %131, label %132, label %150, !dbg !132

132:                                              ; preds = %128
  %133 = load i32, i32* %15, align 4, !dbg !133
  %134 = load i32*, i32** %9, align 8, !dbg !134
  %135 = load i32*, i32** %11, align 8, !dbg !135
  %136 = load i32*, i32** %8, align 8, !dbg !136
  %137 = load i32, i32* %15, align 4, !dbg !137
  %138 = sext i32 %137 to i64, !dbg !136
  %139 = getelementptr inbounds i32, i32* %136, i64 %138, !dbg !136
  %140 = load i32, i32* %139, align 4, !dbg !136
  %141 = sext i32 %140 to i64, !dbg !135
  %142 = getelementptr inbounds i32, i32* %135, i64 %141, !dbg !135
  %143 = load i32, i32* %142, align 4, !dbg !138
  %144 = add nsw i32 %143, 1, !dbg !138
  store i32 %144, i32* %142, align 4, !dbg !138
  %145 = sext i32 %143 to i64, !dbg !134
  %146 = getelementptr inbounds i32, i32* %134, i64 %145, !dbg !134
  store i32 %133, i32* %146, align 4, !dbg !139
  br label %147, !dbg !134

147:                                              ; preds = %132
  %148 = load i32, i32* %15, align 4, !dbg !140
  %149 = add nsw i32 %148, 1, !dbg !140
  store i32 %149, i32* %15, align 4, !dbg !140
  br label %128, !dbg !141, !llvm.loop !142

150:                                              ; preds = %128
  call void @llvm.dbg.declare(metadata i64* %16, metadata !144, metadata !DIExpression()), !dbg !145
  store i64 0, i64* %16, align 8, !dbg !145
  call void @llvm.dbg.declare(metadata i32* %17, metadata !146, metadata !DIExpression()), !dbg !148
  store i32 0, i32* %17, align 4, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %18, metadata !149, metadata !DIExpression()), !dbg !150
  store i32 0, i32* %18, align 4, !dbg !150
  br label %151, !dbg !151

151:                                              ; preds = %189, %150
  %152 = load i32, i32* %17, align 4, !dbg !152
  %153 = load i32, i32* %7, align 4, !dbg !154
  %154 = icmp slt i32 %152, %153, !dbg !155
  br i1 %154, label %155, label %192, !dbg !156

155:                                              ; preds = %151
  call void @llvm.dbg.declare(metadata i32* %19, metadata !157, metadata !DIExpression()), !dbg !160
  %156 = load i32, i32* %18, align 4, !dbg !161
  store i32 %156, i32* %19, align 4, !dbg !160
  br label %157, !dbg !162

157:                                              ; preds = %178, %155
  %158 = load i32, i32* %19, align 4, !dbg !163
  %159 = load i32, i32* %18, align 4, !dbg !165
  %160 = load i32*, i32** %10, align 8, !dbg !166
  %161 = load i32, i32* %17, align 4, !dbg !167
  %162 = sext i32 %161 to i64, !dbg !166
  %163 = getelementptr inbounds i32, i32* %160, i64 %162, !dbg !166
  %164 = load i32, i32* %163, align 4, !dbg !166
  %165 = add nsw i32 %159, %164, !dbg !168
  %166 = icmp slt i32 %158, %165, !dbg !169
  br i1 %166, label %167, label %181, !dbg !170

167:                                              ; preds = %157
  %168 = load i32*, i32** %9, align 8, !dbg !171
  %169 = load i32, i32* %19, align 4, !dbg !172
  %170 = sext i32 %169 to i64, !dbg !171
  %171 = getelementptr inbounds i32, i32* %168, i64 %170, !dbg !171
  %172 = load i32, i32* %171, align 4, !dbg !171
  %173 = load i32, i32* %17, align 4, !dbg !173
  %174 = xor i32 %172, %173, !dbg !174
  %175 = sext i32 %174 to i64, !dbg !171
  %176 = load i64, i64* %16, align 8, !dbg !175
  %177 = add nsw i64 %176, %175, !dbg !175
  store i64 %177, i64* %16, align 8, !dbg !175
  br label %178, !dbg !176

178:                                              ; preds = %167
  %179 = load i32, i32* %19, align 4, !dbg !177
  %180 = add nsw i32 %179, 1, !dbg !177
  store i32 %180, i32* %19, align 4, !dbg !177
  br label %157, !dbg !178, !llvm.loop !179

181:                                              ; preds = %157
  %182 = load i32*, i32** %10, align 8, !dbg !181
  %183 = load i32, i32* %17, align 4, !dbg !182
  %184 = sext i32 %183 to i64, !dbg !181
  %185 = getelementptr inbounds i32, i32* %182, i64 %184, !dbg !181
  %186 = load i32, i32* %185, align 4, !dbg !181
  %187 = load i32, i32* %18, align 4, !dbg !183
  %188 = add nsw i32 %187, %186, !dbg !183
  store i32 %188, i32* %18, align 4, !dbg !183
  br label %189, !dbg !184

189:                                              ; preds = %181
  %190 = load i32, i32* %17, align 4, !dbg !185
  %191 = add nsw i32 %190, 1, !dbg !185
  store i32 %191, i32* %17, align 4, !dbg !185
  br label %151, !dbg !186, !llvm.loop !187

192:                                              ; preds = %151
  %193 = load i64, i64* %16, align 8, !dbg !189
  %194 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %193), !dbg !190
  ret i32 0, !dbg !191
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mem_bucket.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "efb6104d19400163238d8f6fb59b6ab2")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !14, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3, !16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 8, type: !3)
!21 = !DILocation(line: 8, column: 14, scope: !13)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 8, type: !16)
!23 = !DILocation(line: 8, column: 27, scope: !13)
!24 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 10, type: !3)
!25 = !DILocation(line: 10, column: 7, scope: !13)
!26 = !DILocation(line: 10, column: 11, scope: !13)
!27 = !DILocation(line: 10, column: 16, scope: !13)
!28 = !DILocation(line: 10, column: 27, scope: !13)
!29 = !DILocation(line: 10, column: 22, scope: !13)
!30 = !DILocalVariable(name: "nb", scope: !13, file: !1, line: 11, type: !3)
!31 = !DILocation(line: 11, column: 7, scope: !13)
!32 = !DILocation(line: 11, column: 12, scope: !13)
!33 = !DILocation(line: 11, column: 17, scope: !13)
!34 = !DILocation(line: 11, column: 28, scope: !13)
!35 = !DILocation(line: 11, column: 23, scope: !13)
!36 = !DILocalVariable(name: "key", scope: !13, file: !1, line: 12, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!38 = !DILocation(line: 12, column: 8, scope: !13)
!39 = !DILocation(line: 12, column: 21, scope: !13)
!40 = !DILocation(line: 12, column: 23, scope: !13)
!41 = !DILocation(line: 12, column: 14, scope: !13)
!42 = !DILocalVariable(name: "out", scope: !13, file: !1, line: 13, type: !37)
!43 = !DILocation(line: 13, column: 8, scope: !13)
!44 = !DILocation(line: 13, column: 21, scope: !13)
!45 = !DILocation(line: 13, column: 23, scope: !13)
!46 = !DILocation(line: 13, column: 14, scope: !13)
!47 = !DILocalVariable(name: "cnt", scope: !13, file: !1, line: 14, type: !37)
!48 = !DILocation(line: 14, column: 8, scope: !13)
!49 = !DILocation(line: 14, column: 21, scope: !13)
!50 = !DILocation(line: 14, column: 24, scope: !13)
!51 = !DILocation(line: 14, column: 14, scope: !13)
!52 = !DILocalVariable(name: "pos", scope: !13, file: !1, line: 15, type: !37)
!53 = !DILocation(line: 15, column: 8, scope: !13)
!54 = !DILocation(line: 15, column: 22, scope: !13)
!55 = !DILocation(line: 15, column: 25, scope: !13)
!56 = !DILocation(line: 15, column: 21, scope: !13)
!57 = !DILocation(line: 15, column: 30, scope: !13)
!58 = !DILocation(line: 15, column: 14, scope: !13)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 16, type: !3)
!60 = distinct !DILexicalBlock(scope: !13, file: !1, line: 16, column: 3)
!61 = !DILocation(line: 16, column: 12, scope: !60)
!62 = !DILocation(line: 16, column: 8, scope: !60)
!63 = !DILocation(line: 16, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 16, column: 3)
!65 = !DILocation(line: 16, column: 23, scope: !64)
!66 = !DILocation(line: 16, column: 21, scope: !64)
!67 = !DILocation(line: 16, column: 3, scope: !60)
!68 = !DILocation(line: 17, column: 27, scope: !64)
!69 = !DILocation(line: 17, column: 21, scope: !64)
!70 = !DILocation(line: 17, column: 29, scope: !64)
!71 = !DILocation(line: 17, column: 43, scope: !64)
!72 = !DILocation(line: 17, column: 51, scope: !64)
!73 = !DILocation(line: 17, column: 49, scope: !64)
!74 = !DILocation(line: 17, column: 14, scope: !64)
!75 = !DILocation(line: 17, column: 5, scope: !64)
!76 = !DILocation(line: 17, column: 9, scope: !64)
!77 = !DILocation(line: 17, column: 12, scope: !64)
!78 = !DILocation(line: 16, column: 27, scope: !64)
!79 = !DILocation(line: 16, column: 3, scope: !64)
!80 = distinct !{!80, !67, !81, !82}
!81 = !DILocation(line: 17, column: 53, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 18, type: !3)
!84 = distinct !DILexicalBlock(scope: !13, file: !1, line: 18, column: 3)
!85 = !DILocation(line: 18, column: 12, scope: !84)
!86 = !DILocation(line: 18, column: 8, scope: !84)
!87 = !DILocation(line: 18, column: 19, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 18, column: 3)
!89 = !DILocation(line: 18, column: 23, scope: !88)
!90 = !DILocation(line: 18, column: 21, scope: !88)
!91 = !DILocation(line: 18, column: 3, scope: !84)
!92 = !DILocation(line: 19, column: 5, scope: !88)
!93 = !DILocation(line: 19, column: 9, scope: !88)
!94 = !DILocation(line: 19, column: 13, scope: !88)
!95 = !DILocation(line: 19, column: 16, scope: !88)
!96 = !DILocation(line: 18, column: 27, scope: !88)
!97 = !DILocation(line: 18, column: 3, scope: !88)
!98 = distinct !{!98, !91, !99, !82}
!99 = !DILocation(line: 19, column: 16, scope: !84)
!100 = !DILocation(line: 20, column: 3, scope: !13)
!101 = !DILocation(line: 20, column: 10, scope: !13)
!102 = !DILocalVariable(name: "b", scope: !103, file: !1, line: 21, type: !3)
!103 = distinct !DILexicalBlock(scope: !13, file: !1, line: 21, column: 3)
!104 = !DILocation(line: 21, column: 12, scope: !103)
!105 = !DILocation(line: 21, column: 8, scope: !103)
!106 = !DILocation(line: 21, column: 19, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 21, column: 3)
!108 = !DILocation(line: 21, column: 23, scope: !107)
!109 = !DILocation(line: 21, column: 21, scope: !107)
!110 = !DILocation(line: 21, column: 3, scope: !103)
!111 = !DILocation(line: 22, column: 18, scope: !107)
!112 = !DILocation(line: 22, column: 22, scope: !107)
!113 = !DILocation(line: 22, column: 27, scope: !107)
!114 = !DILocation(line: 22, column: 31, scope: !107)
!115 = !DILocation(line: 22, column: 25, scope: !107)
!116 = !DILocation(line: 22, column: 5, scope: !107)
!117 = !DILocation(line: 22, column: 9, scope: !107)
!118 = !DILocation(line: 22, column: 11, scope: !107)
!119 = !DILocation(line: 22, column: 16, scope: !107)
!120 = !DILocation(line: 21, column: 28, scope: !107)
!121 = !DILocation(line: 21, column: 3, scope: !107)
!122 = distinct !{!122, !110, !123, !82}
!123 = !DILocation(line: 22, column: 32, scope: !103)
!124 = !DILocalVariable(name: "i", scope: !125, file: !1, line: 23, type: !3)
!125 = distinct !DILexicalBlock(scope: !13, file: !1, line: 23, column: 3)
!126 = !DILocation(line: 23, column: 12, scope: !125)
!127 = !DILocation(line: 23, column: 8, scope: !125)
!128 = !DILocation(line: 23, column: 19, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !1, line: 23, column: 3)
!130 = !DILocation(line: 23, column: 23, scope: !129)
!131 = !DILocation(line: 23, column: 21, scope: !129)
!132 = !DILocation(line: 23, column: 3, scope: !125)
!133 = !DILocation(line: 24, column: 26, scope: !129)
!134 = !DILocation(line: 24, column: 5, scope: !129)
!135 = !DILocation(line: 24, column: 9, scope: !129)
!136 = !DILocation(line: 24, column: 13, scope: !129)
!137 = !DILocation(line: 24, column: 17, scope: !129)
!138 = !DILocation(line: 24, column: 20, scope: !129)
!139 = !DILocation(line: 24, column: 24, scope: !129)
!140 = !DILocation(line: 23, column: 27, scope: !129)
!141 = !DILocation(line: 23, column: 3, scope: !129)
!142 = distinct !{!142, !132, !143, !82}
!143 = !DILocation(line: 24, column: 26, scope: !125)
!144 = !DILocalVariable(name: "check", scope: !13, file: !1, line: 25, type: !4)
!145 = !DILocation(line: 25, column: 8, scope: !13)
!146 = !DILocalVariable(name: "b", scope: !147, file: !1, line: 26, type: !3)
!147 = distinct !DILexicalBlock(scope: !13, file: !1, line: 26, column: 3)
!148 = !DILocation(line: 26, column: 12, scope: !147)
!149 = !DILocalVariable(name: "s", scope: !147, file: !1, line: 26, type: !3)
!150 = !DILocation(line: 26, column: 19, scope: !147)
!151 = !DILocation(line: 26, column: 8, scope: !147)
!152 = !DILocation(line: 26, column: 26, scope: !153)
!153 = distinct !DILexicalBlock(scope: !147, file: !1, line: 26, column: 3)
!154 = !DILocation(line: 26, column: 30, scope: !153)
!155 = !DILocation(line: 26, column: 28, scope: !153)
!156 = !DILocation(line: 26, column: 3, scope: !147)
!157 = !DILocalVariable(name: "k", scope: !158, file: !1, line: 27, type: !3)
!158 = distinct !DILexicalBlock(scope: !159, file: !1, line: 27, column: 5)
!159 = distinct !DILexicalBlock(scope: !153, file: !1, line: 26, column: 39)
!160 = !DILocation(line: 27, column: 14, scope: !158)
!161 = !DILocation(line: 27, column: 18, scope: !158)
!162 = !DILocation(line: 27, column: 10, scope: !158)
!163 = !DILocation(line: 27, column: 21, scope: !164)
!164 = distinct !DILexicalBlock(scope: !158, file: !1, line: 27, column: 5)
!165 = !DILocation(line: 27, column: 25, scope: !164)
!166 = !DILocation(line: 27, column: 29, scope: !164)
!167 = !DILocation(line: 27, column: 33, scope: !164)
!168 = !DILocation(line: 27, column: 27, scope: !164)
!169 = !DILocation(line: 27, column: 23, scope: !164)
!170 = !DILocation(line: 27, column: 5, scope: !158)
!171 = !DILocation(line: 28, column: 16, scope: !164)
!172 = !DILocation(line: 28, column: 20, scope: !164)
!173 = !DILocation(line: 28, column: 25, scope: !164)
!174 = !DILocation(line: 28, column: 23, scope: !164)
!175 = !DILocation(line: 28, column: 13, scope: !164)
!176 = !DILocation(line: 28, column: 7, scope: !164)
!177 = !DILocation(line: 27, column: 38, scope: !164)
!178 = !DILocation(line: 27, column: 5, scope: !164)
!179 = distinct !{!179, !170, !180, !82}
!180 = !DILocation(line: 28, column: 25, scope: !158)
!181 = !DILocation(line: 29, column: 10, scope: !159)
!182 = !DILocation(line: 29, column: 14, scope: !159)
!183 = !DILocation(line: 29, column: 7, scope: !159)
!184 = !DILocation(line: 30, column: 3, scope: !159)
!185 = !DILocation(line: 26, column: 35, scope: !153)
!186 = !DILocation(line: 26, column: 3, scope: !153)
!187 = distinct !{!187, !156, !188, !82}
!188 = !DILocation(line: 30, column: 3, scope: !147)
!189 = !DILocation(line: 31, column: 19, scope: !13)
!190 = !DILocation(line: 31, column: 3, scope: !13)
!191 = !DILocation(line: 32, column: 3, scope: !13)
