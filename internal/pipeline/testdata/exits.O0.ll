; ModuleID = 'exits.c'
source_filename = "exits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%ld %d %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
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
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !19, metadata !DIExpression()), !dbg !20
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !21, metadata !DIExpression()), !dbg !22
  call void @llvm.dbg.declare(metadata i32* %6, metadata !23, metadata !DIExpression()), !dbg !24
  %20 = load i32, i32* %4, align 4, !dbg !25
  %21 = icmp sgt i32 %20, 1, !dbg !26
  br i1 %21, label %22, label %27, !dbg !25

22:                                               ; preds = %2
  %23 = load i8**, i8*** %5, align 8, !dbg !27
  %24 = getelementptr inbounds i8*, i8** %23, i64 1, !dbg !27
  %25 = load i8*, i8** %24, align 8, !dbg !27
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !28
  br label %28, !dbg !25

27:                                               ; preds = %2
  br label %28, !dbg !25

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 1000, %27 ], !dbg !25
  store i32 %29, i32* %6, align 4, !dbg !24
  call void @llvm.dbg.declare(metadata i32* %7, metadata !29, metadata !DIExpression()), !dbg !30
  %30 = load i32, i32* %4, align 4, !dbg !31
  %31 = icmp sgt i32 %30, 2, !dbg !32
  br i1 %31, label %32, label %37, !dbg !31

32:                                               ; preds = %28
  %33 = load i8**, i8*** %5, align 8, !dbg !33
  %34 = getelementptr inbounds i8*, i8** %33, i64 2, !dbg !33
  %35 = load i8*, i8** %34, align 8, !dbg !33
  %36 = call i32 @atoi(i8* noundef %35) #5, !dbg !34
  br label %38, !dbg !31

37:                                               ; preds = %28
  br label %38, !dbg !31

38:                                               ; preds = %37, %32
  %39 = phi i32 [ %36, %32 ], [ 50, %37 ], !dbg !31
  store i32 %39, i32* %7, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32** %8, metadata !35, metadata !DIExpression()), !dbg !37
  %40 = load i32, i32* %6, align 4, !dbg !38
  %41 = sext i32 %40 to i64, !dbg !38
  %42 = mul i64 %41, 4, !dbg !39
  %43 = call noalias i8* @malloc(i64 noundef %42) #6, !dbg !40
  %44 = bitcast i8* %43 to i32*, !dbg !40
  store i32* %44, i32** %8, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %9, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 3, i32* %9, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata i32* %10, metadata !44, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %10, align 4, !dbg !46
  br label %45, !dbg !47

45:                                               ; preds = %60, %38
  %46 = load i32, i32* %10, align 4, !dbg !48
  %47 = load i32, i32* %6, align 4, !dbg !50
  %48 = icmp slt i32 %46, %47, !dbg !51
  br i1 %48, label %49, label %63, !dbg !52

49:                                               ; preds = %45
  %50 = load i32, i32* %9, align 4, !dbg !53
  %51 = mul i32 %50, 1664525, !dbg !55
  %52 = add i32 %51, 1013904223, !dbg !56
  store i32 %52, i32* %9, align 4, !dbg !57
  %53 = load i32, i32* %9, align 4, !dbg !58
  %54 = lshr i32 %53, 16, !dbg !59
  %55 = urem i32 %54, 1000, !dbg !60
  %56 = load i32*, i32** %8, align 8, !dbg !61
  %57 = load i32, i32* %10, align 4, !dbg !62
  %58 = sext i32 %57 to i64, !dbg !61
  %59 = getelementptr inbounds i32, i32* %56, i64 %58, !dbg !61
  store i32 %55, i32* %59, align 4, !dbg !63
  br label %60, !dbg !64

60:                                               ; preds = %49
  %61 = load i32, i32* %10, align 4, !dbg !65
  %62 = add nsw i32 %61, 1, !dbg !65
  store i32 %62, i32* %10, align 4, !dbg !65
  br label %45, !dbg !66, !llvm.loop !67

63:                                               ; preds = %45
  call void @llvm.dbg.declare(metadata i64* %11, metadata !70, metadata !DIExpression()), !dbg !72
  store i64 0, i64* %11, align 8, !dbg !72
  call void @llvm.dbg.declare(metadata i32* %12, metadata !73, metadata !DIExpression()), !dbg !75
  store i32 0, i32* %12, align 4, !dbg !75
  br label %64, !dbg !76

64:                                               ; preds = %101, %63
  %65 = load i32, i32* %12, align 4, !dbg !77
  %66 = load i32, i32* %7, align 4, !dbg !79
  %67 = icmp slt i32 %65, %66, !dbg !80
  br i1 %67, label %68, label %104, !dbg !81

68:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %13, metadata !82, metadata !DIExpression()), !dbg !84
  %69 = load i32, i32* %12, align 4, !dbg !85
  %70 = mul nsw i32 %69, 37, !dbg !86
  %71 = srem i32 %70, 1000, !dbg !87
  store i32 %71, i32* %13, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %14, metadata !88, metadata !DIExpression()), !dbg !89
  store i32 -1, i32* %14, align 4, !dbg !89
  call void @llvm.dbg.declare(metadata i32* %15, metadata !90, metadata !DIExpression()), !dbg !92
  store i32 0, i32* %15, align 4, !dbg !92
  br label %72, !dbg !93

72:                                               ; preds = %87, %68
  %73 = load i32, i32* %15, align 4, !dbg !94
  %74 = load i32, i32* %6, align 4, !dbg !96
  %75 = icmp slt i32 %73, %74, !dbg !97
  br i1 %75, label %76, label %90, !dbg !98

76:                                               ; preds = %72
  %77 = load i32*, i32** %8, align 8, !dbg !99
  %78 = load i32, i32* %15, align 4, !dbg !101
  %79 = sext i32 %78 to i64, !dbg !99
  %80 = getelementptr inbounds i32, i32* %77, i64 %79, !dbg !99
  %81 = load i32, i32* %80, align 4, !dbg !99
  %82 = load i32, i32* %13, align 4, !dbg !102
  %83 = icmp eq i32 %81, %82, !dbg !103
  br i1 %83, label %84, label %86, !dbg !104

84:                                               ; preds = %76
  %85 = load i32, i32* %15, align 4, !dbg !105
  store i32 %85, i32* %14, align 4, !dbg !107
  br label %90, !dbg !108

86:                                               ; preds = %76
  br label %87, !dbg !102

87:                                               ; preds = %86
  %88 = load i32, i32* %15, align 4, !dbg !109
  %89 = add nsw i32 %88, 1, !dbg !109
  store i32 %89, i32* %15, align 4, !dbg !109
  br label %72, !dbg !110, !llvm.loop !111

90:                                               ; preds = %84, %72
  %91 = load i32, i32* %14, align 4, !dbg !113
  %92 = load i32*, i32** %8, align 8, !dbg !114
  %93 = load i32, i32* %6, align 4, !dbg !115
  %94 = load i32, i32* %13, align 4, !dbg !116
  %95 = add nsw i32 %94, 1, !dbg !117
  %96 = call i32 @find(i32* noundef %92, i32 noundef %93, i32 noundef %95), !dbg !118
  %97 = add nsw i32 %91, %96, !dbg !119
  %98 = sext i32 %97 to i64, !dbg !113
  %99 = load i64, i64* %11, align 8, !dbg !120
  %100 = add nsw i64 %99, %98, !dbg !120
  store i64 %100, i64* %11, align 8, !dbg !120
  br label %101, !dbg !121

101:                                              ; preds = %90
  %102 = load i32, i32* %12, align 4, !dbg !122
  %103 = add nsw i32 %102, 1, !dbg !122
  store i32 %103, i32* %12, align 4, !dbg !122
  br label %64, !dbg !123, !llvm.loop !124

104:                                              ; preds = %64
  call void @llvm.dbg.declare(metadata i32* %16, metadata !126, metadata !DIExpression()), !dbg !127
  %105 = load i32, i32* %6, align 4, !dbg !128
  store i32 %105, i32* %16, align 4, !dbg !127
  call void @llvm.dbg.declare(metadata i32* %17, metadata !129, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %17, align 4, !dbg !131
  br label %106, !dbg !133

106:                                              ; preds = %127, %104
  %107 = load i32, i32* %17, align 4, !dbg !134
  %108 = icmp slt i32 %107, 100, !dbg !136
  br i1 %108, label %109, label %130, !dbg !137

109:                                              ; preds = %106
  call void @llvm.dbg.declare(metadata i32* %18, metadata !138, metadata !DIExpression()), !dbg !140
  %110 = load i32, i32* %16, align 4, !dbg !141
  %111 = load i32, i32* %6, align 4, !dbg !142
  %112 = load i32, i32* %16, align 4, !dbg !143
  %113 = sdiv i32 %111, %112, !dbg !144
  %114 = add nsw i32 %110, %113, !dbg !145
  %115 = sdiv i32 %114, 2, !dbg !146
  store i32 %115, i32* %18, align 4, !dbg !140
  %116 = load i32, i32* %18, align 4, !dbg !147
  %117 = load i32, i32* %16, align 4, !dbg !149
  %118 = icmp eq i32 %116, %117, !dbg !150
  br i1 %118, label %124, label %119, !dbg !151

119:                                              ; preds = %109
  %120 = load i32, i32* %18, align 4, !dbg !152
  %121 = load i32, i32* %16, align 4, !dbg !153
  %122 = add nsw i32 %121, 1, !dbg !154
  %123 = icmp eq i32 %120, %122, !dbg !155
  br i1 %123, label %124, label %125, !dbg !156

124:                                              ; preds = %119, %109
  br label %130, !dbg !157

125:                                              ; preds = %119
  %126 = load i32, i32* %18, align 4, !dbg !158
  store i32 %126, i32* %16, align 4, !dbg !159
  br label %127, !dbg !160

127:                                              ; preds = %125
  %128 = load i32, i32* %17, align 4, !dbg !161
  %129 = add nsw i32 %128, 1, !dbg !161
  store i32 %129, i32* %17, align 4, !dbg !161
  br label %106, !dbg !162, !llvm.loop !163

130:                                              ; preds = %124, %106
  call void @llvm.dbg.declare(metadata i32* %19, metadata !165, metadata !DIExpression()), !dbg !166
  store i32 0, i32* %19, align 4, !dbg !166
  br label %131, !dbg !167

131:                                              ; preds = %143, %130
  %132 = load i32, i32* %19, align 4, !dbg !168
  %133 = load i32, i32* %6, align 4, !dbg !169
  %134 = icmp slt i32 %132, %133, !dbg !170
  br i1 %134, label %135, label %146, !dbg !167

135:                                              ; preds = %131
  %136 = load i32*, i32** %8, align 8, !dbg !171
  %137 = load i32, i32* %19, align 4, !dbg !174
  %138 = sext i32 %137 to i64, !dbg !171
  %139 = getelementptr inbounds i32, i32* %136, i64 %138, !dbg !171
  %140 = load i32, i32* %139, align 4, !dbg !171
  %141 = icmp eq i32 %140, 999, !dbg !175
  br i1 %141, label %142, label %143, !dbg !176

142:                                              ; preds = %135
  br label %146, !dbg !177

143:                                              ; preds = %135
  %144 = load i32, i32* %19, align 4, !dbg !178
  %145 = add nsw i32 %144, 1, !dbg !178
  store i32 %145, i32* %19, align 4, !dbg !178
  br label %131, !dbg !167, !llvm.loop !179

146:                                              ; preds = %142, %131
  %147 = load i64, i64* %11, align 8, !dbg !181
  %148 = load i32, i32* %16, align 4, !dbg !182
  %149 = load i32, i32* %17, align 4, !dbg !183
  %150 = load i32, i32* %19, align 4, !dbg !184
  %151 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i64 noundef %147, i32 noundef %148, i32 noundef %149, i32 noundef %150), !dbg !185
  %152 = load i32*, i32** %8, align 8, !dbg !186
  %153 = bitcast i32* %152 to i8*, !dbg !186
  call void @free(i8* noundef %153) #6, !dbg !187
  ret i32 0, !dbg !188
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !189 {
  %4 = alloca i32, align 4
  %5 = alloca i32*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32* %0, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !194, metadata !DIExpression()), !dbg !195
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !196, metadata !DIExpression()), !dbg !197
  store i32 %2, i32* %7, align 4
  call void @llvm.dbg.declare(metadata i32* %7, metadata !198, metadata !DIExpression()), !dbg !199
  call void @llvm.dbg.declare(metadata i32* %8, metadata !200, metadata !DIExpression()), !dbg !202
  store i32 0, i32* %8, align 4, !dbg !202
  br label %9, !dbg !203

9:                                                ; preds = %24, %3
  %10 = load i32, i32* %8, align 4, !dbg !204
  %11 = load i32, i32* %6, align 4, !dbg !206
  %12 = icmp slt i32 %10, %11, !dbg !207
  br i1 %12, label %13, label %27, !dbg !208

13:                                               ; preds = %9
  %14 = load i32*, i32** %5, align 8, !dbg !209
  %15 = load i32, i32* %8, align 4, !dbg !211
  %16 = sext i32 %15 to i64, !dbg !209
  %17 = getelementptr inbounds i32, i32* %14, i64 %16, !dbg !209
  %18 = load i32, i32* %17, align 4, !dbg !209
  %19 = load i32, i32* %7, align 4, !dbg !212
  %20 = icmp eq i32 %18, %19, !dbg !213
  br i1 %20, label %21, label %23, !dbg !214

21:                                               ; preds = %13
  %22 = load i32, i32* %8, align 4, !dbg !215
  store i32 %22, i32* %4, align 4, !dbg !216
  br label %28, !dbg !216

23:                                               ; preds = %13
  br label %24, !dbg !212

24:                                               ; preds = %23
  %25 = load i32, i32* %8, align 4, !dbg !217
  %26 = add nsw i32 %25, 1, !dbg !217
  store i32 %26, i32* %8, align 4, !dbg !217
  br label %9, !dbg !218, !llvm.loop !219

27:                                               ; preds = %9
  store i32 -1, i32* %4, align 4, !dbg !221
  br label %28, !dbg !221

28:                                               ; preds = %27, %21
  %29 = load i32, i32* %4, align 4, !dbg !222
  ret i32 %29, !dbg !222
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
!1 = !DIFile(filename: "exits.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d4cf9593d4a205d236c178c3e6d80750")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !13, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3, !15}
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 17, type: !3)
!20 = !DILocation(line: 17, column: 14, scope: !12)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 17, type: !15)
!22 = !DILocation(line: 17, column: 27, scope: !12)
!23 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 19, type: !3)
!24 = !DILocation(line: 19, column: 7, scope: !12)
!25 = !DILocation(line: 19, column: 11, scope: !12)
!26 = !DILocation(line: 19, column: 16, scope: !12)
!27 = !DILocation(line: 19, column: 27, scope: !12)
!28 = !DILocation(line: 19, column: 22, scope: !12)
!29 = !DILocalVariable(name: "q", scope: !12, file: !1, line: 20, type: !3)
!30 = !DILocation(line: 20, column: 7, scope: !12)
!31 = !DILocation(line: 20, column: 11, scope: !12)
!32 = !DILocation(line: 20, column: 16, scope: !12)
!33 = !DILocation(line: 20, column: 27, scope: !12)
!34 = !DILocation(line: 20, column: 22, scope: !12)
!35 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 21, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!37 = !DILocation(line: 21, column: 8, scope: !12)
!38 = !DILocation(line: 21, column: 19, scope: !12)
!39 = !DILocation(line: 21, column: 21, scope: !12)
!40 = !DILocation(line: 21, column: 12, scope: !12)
!41 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 22, type: !42)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 22, column: 12, scope: !12)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 23, type: !3)
!45 = distinct !DILexicalBlock(scope: !12, file: !1, line: 23, column: 3)
!46 = !DILocation(line: 23, column: 12, scope: !45)
!47 = !DILocation(line: 23, column: 8, scope: !45)
!48 = !DILocation(line: 23, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !1, line: 23, column: 3)
!50 = !DILocation(line: 23, column: 23, scope: !49)
!51 = !DILocation(line: 23, column: 21, scope: !49)
!52 = !DILocation(line: 23, column: 3, scope: !45)
!53 = !DILocation(line: 24, column: 9, scope: !54)
!54 = distinct !DILexicalBlock(scope: !49, file: !1, line: 23, column: 31)
!55 = !DILocation(line: 24, column: 11, scope: !54)
!56 = !DILocation(line: 24, column: 22, scope: !54)
!57 = !DILocation(line: 24, column: 7, scope: !54)
!58 = !DILocation(line: 25, column: 19, scope: !54)
!59 = !DILocation(line: 25, column: 21, scope: !54)
!60 = !DILocation(line: 25, column: 28, scope: !54)
!61 = !DILocation(line: 25, column: 5, scope: !54)
!62 = !DILocation(line: 25, column: 7, scope: !54)
!63 = !DILocation(line: 25, column: 10, scope: !54)
!64 = !DILocation(line: 26, column: 3, scope: !54)
!65 = !DILocation(line: 23, column: 27, scope: !49)
!66 = !DILocation(line: 23, column: 3, scope: !49)
!67 = distinct !{!67, !52, !68, !69}
!68 = !DILocation(line: 26, column: 3, scope: !45)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocalVariable(name: "found", scope: !12, file: !1, line: 27, type: !71)
!71 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!72 = !DILocation(line: 27, column: 8, scope: !12)
!73 = !DILocalVariable(name: "k", scope: !74, file: !1, line: 28, type: !3)
!74 = distinct !DILexicalBlock(scope: !12, file: !1, line: 28, column: 3)
!75 = !DILocation(line: 28, column: 12, scope: !74)
!76 = !DILocation(line: 28, column: 8, scope: !74)
!77 = !DILocation(line: 28, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !1, line: 28, column: 3)
!79 = !DILocation(line: 28, column: 23, scope: !78)
!80 = !DILocation(line: 28, column: 21, scope: !78)
!81 = !DILocation(line: 28, column: 3, scope: !74)
!82 = !DILocalVariable(name: "key", scope: !83, file: !1, line: 29, type: !3)
!83 = distinct !DILexicalBlock(scope: !78, file: !1, line: 28, column: 31)
!84 = !DILocation(line: 29, column: 9, scope: !83)
!85 = !DILocation(line: 29, column: 16, scope: !83)
!86 = !DILocation(line: 29, column: 18, scope: !83)
!87 = !DILocation(line: 29, column: 24, scope: !83)
!88 = !DILocalVariable(name: "at", scope: !83, file: !1, line: 30, type: !3)
!89 = !DILocation(line: 30, column: 9, scope: !83)
!90 = !DILocalVariable(name: "i", scope: !91, file: !1, line: 31, type: !3)
!91 = distinct !DILexicalBlock(scope: !83, file: !1, line: 31, column: 5)
!92 = !DILocation(line: 31, column: 14, scope: !91)
!93 = !DILocation(line: 31, column: 10, scope: !91)
!94 = !DILocation(line: 31, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 31, column: 5)
!96 = !DILocation(line: 31, column: 25, scope: !95)
!97 = !DILocation(line: 31, column: 23, scope: !95)
!98 = !DILocation(line: 31, column: 5, scope: !91)
!99 = !DILocation(line: 32, column: 11, scope: !100)
!100 = distinct !DILexicalBlock(scope: !95, file: !1, line: 32, column: 11)
!101 = !DILocation(line: 32, column: 13, scope: !100)
!102 = !DILocation(line: 32, column: 19, scope: !100)
!103 = !DILocation(line: 32, column: 16, scope: !100)
!104 = !DILocation(line: 32, column: 11, scope: !95)
!105 = !DILocation(line: 33, column: 14, scope: !106)
!106 = distinct !DILexicalBlock(scope: !100, file: !1, line: 32, column: 24)
!107 = !DILocation(line: 33, column: 12, scope: !106)
!108 = !DILocation(line: 34, column: 9, scope: !106)
!109 = !DILocation(line: 31, column: 29, scope: !95)
!110 = !DILocation(line: 31, column: 5, scope: !95)
!111 = distinct !{!111, !98, !112, !69}
!112 = !DILocation(line: 35, column: 7, scope: !91)
!113 = !DILocation(line: 36, column: 14, scope: !83)
!114 = !DILocation(line: 36, column: 24, scope: !83)
!115 = !DILocation(line: 36, column: 27, scope: !83)
!116 = !DILocation(line: 36, column: 30, scope: !83)
!117 = !DILocation(line: 36, column: 34, scope: !83)
!118 = !DILocation(line: 36, column: 19, scope: !83)
!119 = !DILocation(line: 36, column: 17, scope: !83)
!120 = !DILocation(line: 36, column: 11, scope: !83)
!121 = !DILocation(line: 37, column: 3, scope: !83)
!122 = !DILocation(line: 28, column: 27, scope: !78)
!123 = !DILocation(line: 28, column: 3, scope: !78)
!124 = distinct !{!124, !81, !125, !69}
!125 = !DILocation(line: 37, column: 3, scope: !74)
!126 = !DILocalVariable(name: "x", scope: !12, file: !1, line: 38, type: !3)
!127 = !DILocation(line: 38, column: 7, scope: !12)
!128 = !DILocation(line: 38, column: 11, scope: !12)
!129 = !DILocalVariable(name: "it", scope: !12, file: !1, line: 38, type: !3)
!130 = !DILocation(line: 38, column: 14, scope: !12)
!131 = !DILocation(line: 39, column: 11, scope: !132)
!132 = distinct !DILexicalBlock(scope: !12, file: !1, line: 39, column: 3)
!133 = !DILocation(line: 39, column: 8, scope: !132)
!134 = !DILocation(line: 39, column: 16, scope: !135)
!135 = distinct !DILexicalBlock(scope: !132, file: !1, line: 39, column: 3)
!136 = !DILocation(line: 39, column: 19, scope: !135)
!137 = !DILocation(line: 39, column: 3, scope: !132)
!138 = !DILocalVariable(name: "nx", scope: !139, file: !1, line: 40, type: !3)
!139 = distinct !DILexicalBlock(scope: !135, file: !1, line: 39, column: 32)
!140 = !DILocation(line: 40, column: 9, scope: !139)
!141 = !DILocation(line: 40, column: 15, scope: !139)
!142 = !DILocation(line: 40, column: 19, scope: !139)
!143 = !DILocation(line: 40, column: 23, scope: !139)
!144 = !DILocation(line: 40, column: 21, scope: !139)
!145 = !DILocation(line: 40, column: 17, scope: !139)
!146 = !DILocation(line: 40, column: 26, scope: !139)
!147 = !DILocation(line: 41, column: 9, scope: !148)
!148 = distinct !DILexicalBlock(scope: !139, file: !1, line: 41, column: 9)
!149 = !DILocation(line: 41, column: 15, scope: !148)
!150 = !DILocation(line: 41, column: 12, scope: !148)
!151 = !DILocation(line: 41, column: 17, scope: !148)
!152 = !DILocation(line: 41, column: 20, scope: !148)
!153 = !DILocation(line: 41, column: 26, scope: !148)
!154 = !DILocation(line: 41, column: 28, scope: !148)
!155 = !DILocation(line: 41, column: 23, scope: !148)
!156 = !DILocation(line: 41, column: 9, scope: !139)
!157 = !DILocation(line: 42, column: 7, scope: !148)
!158 = !DILocation(line: 43, column: 9, scope: !139)
!159 = !DILocation(line: 43, column: 7, scope: !139)
!160 = !DILocation(line: 44, column: 3, scope: !139)
!161 = !DILocation(line: 39, column: 28, scope: !135)
!162 = !DILocation(line: 39, column: 3, scope: !135)
!163 = distinct !{!163, !137, !164, !69}
!164 = !DILocation(line: 44, column: 3, scope: !132)
!165 = !DILocalVariable(name: "len", scope: !12, file: !1, line: 45, type: !3)
!166 = !DILocation(line: 45, column: 7, scope: !12)
!167 = !DILocation(line: 46, column: 3, scope: !12)
!168 = !DILocation(line: 46, column: 10, scope: !12)
!169 = !DILocation(line: 46, column: 16, scope: !12)
!170 = !DILocation(line: 46, column: 14, scope: !12)
!171 = !DILocation(line: 47, column: 9, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !1, line: 47, column: 9)
!173 = distinct !DILexicalBlock(scope: !12, file: !1, line: 46, column: 19)
!174 = !DILocation(line: 47, column: 11, scope: !172)
!175 = !DILocation(line: 47, column: 16, scope: !172)
!176 = !DILocation(line: 47, column: 9, scope: !173)
!177 = !DILocation(line: 48, column: 7, scope: !172)
!178 = !DILocation(line: 49, column: 8, scope: !173)
!179 = distinct !{!179, !167, !180, !69}
!180 = !DILocation(line: 50, column: 3, scope: !12)
!181 = !DILocation(line: 51, column: 28, scope: !12)
!182 = !DILocation(line: 51, column: 35, scope: !12)
!183 = !DILocation(line: 51, column: 38, scope: !12)
!184 = !DILocation(line: 51, column: 42, scope: !12)
!185 = !DILocation(line: 51, column: 3, scope: !12)
!186 = !DILocation(line: 52, column: 8, scope: !12)
!187 = !DILocation(line: 52, column: 3, scope: !12)
!188 = !DILocation(line: 53, column: 3, scope: !12)
!189 = distinct !DISubprogram(name: "find", scope: !1, file: !1, line: 9, type: !190, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!190 = !DISubroutineType(types: !191)
!191 = !{!3, !192, !3, !3}
!192 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !193, size: 64)
!193 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!194 = !DILocalVariable(name: "a", arg: 1, scope: !189, file: !1, line: 9, type: !192)
!195 = !DILocation(line: 9, column: 28, scope: !189)
!196 = !DILocalVariable(name: "n", arg: 2, scope: !189, file: !1, line: 9, type: !3)
!197 = !DILocation(line: 9, column: 35, scope: !189)
!198 = !DILocalVariable(name: "key", arg: 3, scope: !189, file: !1, line: 9, type: !3)
!199 = !DILocation(line: 9, column: 42, scope: !189)
!200 = !DILocalVariable(name: "i", scope: !201, file: !1, line: 11, type: !3)
!201 = distinct !DILexicalBlock(scope: !189, file: !1, line: 11, column: 3)
!202 = !DILocation(line: 11, column: 12, scope: !201)
!203 = !DILocation(line: 11, column: 8, scope: !201)
!204 = !DILocation(line: 11, column: 19, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !1, line: 11, column: 3)
!206 = !DILocation(line: 11, column: 23, scope: !205)
!207 = !DILocation(line: 11, column: 21, scope: !205)
!208 = !DILocation(line: 11, column: 3, scope: !201)
!209 = !DILocation(line: 12, column: 9, scope: !210)
!210 = distinct !DILexicalBlock(scope: !205, file: !1, line: 12, column: 9)
!211 = !DILocation(line: 12, column: 11, scope: !210)
!212 = !DILocation(line: 12, column: 17, scope: !210)
!213 = !DILocation(line: 12, column: 14, scope: !210)
!214 = !DILocation(line: 12, column: 9, scope: !205)
!215 = !DILocation(line: 13, column: 14, scope: !210)
!216 = !DILocation(line: 13, column: 7, scope: !210)
!217 = !DILocation(line: 11, column: 27, scope: !205)
!218 = !DILocation(line: 11, column: 3, scope: !205)
!219 = distinct !{!219, !208, !220, !69}
!220 = !DILocation(line: 13, column: 14, scope: !201)
!221 = !DILocation(line: 14, column: 3, scope: !189)
!222 = !DILocation(line: 15, column: 1, scope: !189)
