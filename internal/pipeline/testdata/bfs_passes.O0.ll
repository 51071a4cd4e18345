; ModuleID = 'bfs_passes.c'
source_filename = "bfs_passes.c"
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
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %23 = load i32, i32* %4, align 4, !dbg !28
  %24 = icmp sgt i32 %23, 1, !dbg !29
  br i1 %24, label %25, label %30, !dbg !28

25:                                               ; preds = %2
  %26 = load i8**, i8*** %5, align 8, !dbg !30
  %27 = getelementptr inbounds i8*, i8** %26, i64 1, !dbg !30
  %28 = load i8*, i8** %27, align 8, !dbg !30
  %29 = call i32 @atoi(i8* noundef %28) #5, !dbg !31
  br label %31, !dbg !28

30:                                               ; preds = %2
  br label %31, !dbg !28

31:                                               ; preds = %30, %25
  %32 = phi i32 [ %29, %25 ], [ 1000, %30 ], !dbg !28
  store i32 %32, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata i32* %7, metadata !32, metadata !DIExpression()), !dbg !33
  %33 = load i32, i32* %4, align 4, !dbg !34
  %34 = icmp sgt i32 %33, 2, !dbg !35
  br i1 %34, label %35, label %40, !dbg !34

35:                                               ; preds = %31
  %36 = load i8**, i8*** %5, align 8, !dbg !36
  %37 = getelementptr inbounds i8*, i8** %36, i64 2, !dbg !36
  %38 = load i8*, i8** %37, align 8, !dbg !36
  %39 = call i32 @atoi(i8* noundef %38) #5, !dbg !37
  br label %41, !dbg !34

40:                                               ; preds = %31
  br label %41, !dbg !34

41:                                               ; preds = %40, %35
  %42 = phi i32 [ %39, %35 ], [ 4, %40 ], !dbg !34
  store i32 %42, i32* %7, align 4, !dbg !33
  call void @llvm.dbg.declare(metadata i32** %8, metadata !38, metadata !DIExpression()), !dbg !40
  %43 = load i32, i32* %6, align 4, !dbg !41
  %44 = sext i32 %43 to i64, !dbg !42
  %45 = load i32, i32* %7, align 4, !dbg !43
  %46 = sext i32 %45 to i64, !dbg !43
  %47 = mul i64 %44, %46, !dbg !44
  %48 = mul i64 %47, 4, !dbg !45
  %49 = call noalias i8* @malloc(i64 noundef %48) #6, !dbg !46
  %50 = bitcast i8* %49 to i32*, !dbg !46
  store i32* %50, i32** %8, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %9, metadata !47, metadata !DIExpression()), !dbg !49
  store i32 12345, i32* %9, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %10, metadata !50, metadata !DIExpression()), !dbg !52
  store i32 0, i32* %10, align 4, !dbg !52
  br label %51, !dbg !53

51:                                               ; preds = %69, %41
  %52 = load i32, i32* %10, align 4, !dbg !54
  %53 = load i32, i32* %6, align 4, !dbg !56
  %54 = load i32, i32* %7, align 4, !dbg !57
  %55 = mul nsw i32 %53, %54, !dbg !58
  %56 = icmp slt i32 %52, %55, !dbg !59
  br i1 %56, label %57, label %72, !dbg !60

57:                                               ; preds = %51
  %58 = load i32, i32* %9, align 4, !dbg !61
  %59 = mul i32 %58, 1103515245, !dbg !63
  %60 = add i32 %59, 12345, !dbg !64
  store i32 %60, i32* %9, align 4, !dbg !65
  %61 = load i32, i32* %9, align 4, !dbg !66
  %62 = lshr i32 %61, 8, !dbg !67
  %63 = load i32, i32* %6, align 4, !dbg !68
  %64 = urem i32 %62, %63, !dbg !69
  %65 = load i32*, i32** %8, align 8, !dbg !70
  %66 = load i32, i32* %10, align 4, !dbg !71
  %67 = sext i32 %66 to i64, !dbg !70
  %68 = getelementptr inbounds i32, i32* %65, i64 %67, !dbg !70
  store i32 %64, i32* %68, align 4, !dbg !72
  br label %69, !dbg !73

69:                                               ; preds = %57
  %70 = load i32, i32* %10, align 4, !dbg !74
  %71 = add nsw i32 %70, 1, !dbg !74
  store i32 %71, i32* %10, align 4, !dbg !74
  br label %51, !dbg !75, !llvm.loop !76

72:                                               ; preds = %51
  call void @llvm.dbg.declare(metadata i32** %11, metadata !79, metadata !DIExpression()), !dbg !80
  %73 = load i32, i32* %6, align 4, !dbg !81
  %74 = sext i32 %73 to i64, !dbg !81
  %75 = mul i64 %74, 4, !dbg !82
  %76 = call noalias i8* @malloc(i64 noundef %75) #6, !dbg !83
  %77 = bitcast i8* %76 to i32*, !dbg !83
  store i32* %77, i32** %11, align 8, !dbg !80
  call void @llvm.dbg.declare(metadata i32** %12, metadata !84, metadata !DIExpression()), !dbg !85
  %78 = load i32, i32* %6, align 4, !dbg !86
  %79 = sext i32 %78 to i64, !dbg !86
  %80 = mul i64 %79, 4, !dbg !87
  %81 = call noalias i8* @malloc(i64 noundef %80) #6, !dbg !88
  %82 = bitcast i8* %81 to i32*, !dbg !88
  store i32* %82, i32** %12, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %13, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %13, align 4, !dbg !91
  br label %83, !dbg !92

83:                                               ; preds = %92, %72
  %84 = load i32, i32* %13, align 4, !dbg !93
  %85 = load i32, i32* %6, align 4, !dbg !95
  %86 = icmp slt i32 %84, %85, !dbg !96
  br i1 %86, label %87, label %95, !dbg !97

87:                                               ; preds = %83
  %88 = load i32*, i32** %11, align 8, !dbg !98
  %89 = load i32, i32* %13, align 4, !dbg !99
  %90 = sext i32 %89 to i64, !dbg !98
  %91 = getelementptr inbounds i32, i32* %88, i64 %90, !dbg !98
  store i32 -1, i32* %91, align 4, !dbg !100
  br label %92, !dbg !98

92:                                               ; preds = %87
  %93 = load i32, i32* %13, align 4, !dbg !101
  %94 = add nsw i32 %93, 1, !dbg !101
  store i32 %94, i32* %13, align 4, !dbg !101
  br label %83, !dbg !102, !llvm.loop !103

95:                                               ; preds = %83
  call void @llvm.dbg.declare(metadata i32* %14, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %14, align 4, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %15, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 0, i32* %15, align 4, !dbg !108
  %96 = load i32*, i32** %11, align 8, !dbg !109
  %97 = getelementptr inbounds i32, i32* %96, i64 0, !dbg !109
  store i32 0, i32* %97, align 4, !dbg !110
  %98 = load i32*, i32** %12, align 8, !dbg !111
  %99 = load i32, i32* %15, align 4, !dbg !112
  %100 = add nsw i32 %99, 1, !dbg !112
  store i32 %100, i32* %15, align 4, !dbg !112
  %101 = sext i32 %99 to i64, !dbg !111
  %102 = getelementptr inbounds i32, i32* %98, i64 %101, !dbg !111
  store i32 0, i32* %102, align 4, !dbg !113
  call void @llvm.dbg.declare(metadata i32* %16, metadata !114, metadata !DIExpression()), !dbg !115
  store i32 0, i32* %16, align 4, !dbg !115
  br label %103, !dbg !116

103:                                              ; preds = %157, %95
  %104 = load i32, i32* %16, align 4, !dbg !117
  %105 = add nsw i32 %104, 1, !dbg !117
  store i32 %105, i32* %16, align 4, !dbg !117
  %106 = load i32, i32* %14, align 4, !dbg !118
  %107 = load i32, i32* %15, align 4, !dbg !119
  %108 = icmp slt i32 %106, %107, !dbg !120
  br i1 %108, label %109, label %158, !dbg !116

109:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata i32* %17, metadata !121, metadata !DIExpression()), !dbg !123
  %110 = load i32*, i32** %12, align 8, !dbg !124
  %111 = load i32, i32* %14, align 4, !dbg !125
  %112 = add nsw i32 %111, 1, !dbg !125
  store i32 %112, i32* %14, align 4, !dbg !125
  %113 = sext i32 %111 to i64, !dbg !124
  %114 = getelementptr inbounds i32, i32* %110, i64 %113, !dbg !124
  %115 = load i32, i32* %114, align 4, !dbg !124
  store i32 %115, i32* %17, align 4, !dbg !123
  call void @llvm.dbg.declare(metadata i32* %18, metadata !126, metadata !DIExpression()), !dbg !128
  store i32 0, i32* %18, align 4, !dbg !128
  br label %116, !dbg !129

116:                                              ; preds = %154, %109
  %117 = load i32, i32* %18, align 4, !dbg !130
  %118 = load i32, i32* %7, align 4, !dbg !132
  %119 = icmp slt i32 %117, %118, !dbg !133
  br i1 %119, label %120, label %157, !dbg !134

120:                                              ; preds = %116
  call void @llvm.dbg.declare(metadata i32* %19, metadata !135, metadata !DIExpression()), !dbg !137
  %121 = load i32*, i32** %8, align 8, !dbg !138
  %122 = load i32, i32* %17, align 4, !dbg !139
  %123 = load i32, i32* %7, align 4, !dbg !140
  %124 = mul nsw i32 %122, %123, !dbg !141
  %125 = load i32, i32* %18, align 4, !dbg !142
  %126 = add nsw i32 %124, %125, !dbg !143
  %127 = sext i32 %126 to i64, !dbg !138
  %128 = getelementptr inbounds i32, i32* %121, i64 %127, !dbg !138
  %129 = load i32, i32* %128, align 4, !dbg !138
  store i32 %129, i32* %19, align 4, !dbg !137
  %130 = load i32*, i32** %11, align 8, !dbg !144
  %131 = load i32, i32* %19, align 4, !dbg !146
  %132 = sext i32 %131 to i64, !dbg !144
  %133 = getelementptr inbounds i32, i32* %130, i64 %132, !dbg !144
  %134 = load i32, i32* %133, align 4, !dbg !144
  %135 = icmp slt i32 %134, 0, !dbg !147
  br i1 %135, label %136, label %153, !dbg !148

136:                                              ; preds = %120
  %137 = load i32*, i32** %11, align 8, !dbg !149
  %138 = load i32, i32* %17, align 4, !dbg !151
  %139 = sext i32 %138 to i64, !dbg !149
  %140 = getelementptr inbounds i32, i32* %137, i64 %139, !dbg !149
  %141 = load i32, i32* %140, align 4, !dbg !149
  %142 = add nsw i32 %141, 1, !dbg !152
  %143 = load i32*, i32** %11, align 8, !dbg !153
  %144 = load i32, i32* %19, align 4, !dbg !154
  %145 = sext i32 %144 to i64, !dbg !153
  %146 = getelementptr inbounds i32, i32* %143, i64 %145, !dbg !153
  store i32 %142, i32* %146, align 4, !dbg !155
  %147 = load i32, i32* %19, align 4, !dbg !156
  %148 = load i32*, i32** %12, align 8, !dbg !157
  %149 = load i32, i32* %15, align 4, !dbg !158
  %150 = add nsw i32 %149, 1, !dbg !158
  store i32 %150, i32* %15, align 4, !dbg !158
  %151 = sext i32 %149 to i64, !dbg !157
  %152 = getelementptr inbounds i32, i32* %148, i64 %151, !dbg !157
  store i32 %147, i32* %152, align 4, !dbg !159
  br label %153, !dbg !160

153:                                              ; preds = %136, %120
  br label %154, !dbg !161

154:                                              ; preds = %153
  %155 = load i32, i32* %18, align 4, !dbg !162
  %156 = add nsw i32 %155, 1, !dbg !162
  store i32 %156, i32* %18, align 4, !dbg !162
  br label %116, !dbg !163, !llvm.loop !164

157:                                              ; preds = %116
  br label %103, !dbg !116, !llvm.loop !166

158:                                              ; preds = %103
  call void @llvm.dbg.declare(metadata i64* %20, metadata !168, metadata !DIExpression()), !dbg !170
  store i64 0, i64* %20, align 8, !dbg !170
  call void @llvm.dbg.declare(metadata i32* %21, metadata !171, metadata !DIExpression()), !dbg !173
  store i32 0, i32* %21, align 4, !dbg !173
  br label %159, !dbg !174

159:                                              ; preds = %172, %158
  %160 = load i32, i32* %21, align 4, !dbg !175
  %161 = load i32, i32* %6, align 4, !dbg !177
  %162 = icmp slt i32 %160, %161, !dbg !178
  br i1 %162, label %163, label %175, !dbg !179

163:                                              ; preds = %159
  %164 = load i32*, i32** %11, align 8, !dbg !180
  %165 = load i32, i32* %21, align 4, !dbg !181
  %166 = sext i32 %165 to i64, !dbg !180
  %167 = getelementptr inbounds i32, i32* %164, i64 %166, !dbg !180
  %168 = load i32, i32* %167, align 4, !dbg !180
  %169 = sext i32 %168 to i64, !dbg !180
  %170 = load i64, i64* %20, align 8, !dbg !182
  %171 = add nsw i64 %170, %169, !dbg !182
  store i64 %171, i64* %20, align 8, !dbg !182
  br label %172, !dbg !183

172:                                              ; preds = %163
  %173 = load i32, i32* %21, align 4, !dbg !184
  %174 = add nsw i32 %173, 1, !dbg !184
  store i32 %174, i32* %21, align 4, !dbg !184
  br label %159, !dbg !185, !llvm.loop !186

175:                                              ; preds = %159
  call void @llvm.dbg.declare(metadata i32* %22, metadata !188, metadata !DIExpression()), !dbg !190
  store i32 0, i32* %22, align 4, !dbg !190
  br label %176, !dbg !191

176:                                              ; preds = %191, %175
  %177 = load i32, i32* %22, align 4, !dbg !192
  %178 = load i32, i32* %16, align 4, !dbg !194
  %179 = icmp slt i32 %177, %178, !dbg !195
  br i1 %179, label %180, label %194, !dbg !196

180:                                              ; preds = %176
  %181 = load i32*, i32** %11, align 8, !dbg !197
  %182 = load i32, i32* %22, align 4, !dbg !198
  %183 = load i32, i32* %6, align 4, !dbg !199
  %184 = srem i32 %182, %183, !dbg !200
  %185 = sext i32 %184 to i64, !dbg !197
  %186 = getelementptr inbounds i32, i32* %181, i64 %185, !dbg !197
  %187 = load i32, i32* %186, align 4, !dbg !197
  %188 = sext i32 %187 to i64, !dbg !197
  %189 = load i64, i64* %20, align 8, !dbg !201
  %190 = add nsw i64 %189, %188, !dbg !201
  store i64 %190, i64* %20, align 8, !dbg !201
  br label %191, !dbg !202

191:                                              ; preds = %180
  %192 = load i32, i32* %22, align 4, !dbg !203
  %193 = add nsw i32 %192, 1, !dbg !203
  store i32 %193, i32* %22, align 4, !dbg !203
  br label %176, !dbg !204, !llvm.loop !205

194:                                              ; preds = %176
  %195 = load i64, i64* %20, align 8, !dbg !207
  %196 = load i32, i32* %15, align 4, !dbg !208
  %197 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i64 noundef %195, i32 noundef %196), !dbg !209
  ret i32 0, !dbg !210
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
!1 = !DIFile(filename: "bfs_passes.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "880b4562ed5e9c673447e420a97d4fd9")
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
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 8, type: !17)
!23 = !DILocation(line: 8, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 8, type: !18)
!25 = !DILocation(line: 8, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 9, type: !17)
!27 = !DILocation(line: 9, column: 7, scope: !14)
!28 = !DILocation(line: 9, column: 11, scope: !14)
!29 = !DILocation(line: 9, column: 16, scope: !14)
!30 = !DILocation(line: 9, column: 27, scope: !14)
!31 = !DILocation(line: 9, column: 22, scope: !14)
!32 = !DILocalVariable(name: "deg", scope: !14, file: !1, line: 10, type: !17)
!33 = !DILocation(line: 10, column: 7, scope: !14)
!34 = !DILocation(line: 10, column: 13, scope: !14)
!35 = !DILocation(line: 10, column: 18, scope: !14)
!36 = !DILocation(line: 10, column: 29, scope: !14)
!37 = !DILocation(line: 10, column: 24, scope: !14)
!38 = !DILocalVariable(name: "adj", scope: !14, file: !1, line: 11, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!40 = !DILocation(line: 11, column: 8, scope: !14)
!41 = !DILocation(line: 11, column: 29, scope: !14)
!42 = !DILocation(line: 11, column: 21, scope: !14)
!43 = !DILocation(line: 11, column: 33, scope: !14)
!44 = !DILocation(line: 11, column: 31, scope: !14)
!45 = !DILocation(line: 11, column: 37, scope: !14)
!46 = !DILocation(line: 11, column: 14, scope: !14)
!47 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 12, type: !48)
!48 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 12, column: 12, scope: !14)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 13, type: !17)
!51 = distinct !DILexicalBlock(scope: !14, file: !1, line: 13, column: 3)
!52 = !DILocation(line: 13, column: 12, scope: !51)
!53 = !DILocation(line: 13, column: 8, scope: !51)
!54 = !DILocation(line: 13, column: 19, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 13, column: 3)
!56 = !DILocation(line: 13, column: 23, scope: !55)
!57 = !DILocation(line: 13, column: 27, scope: !55)
!58 = !DILocation(line: 13, column: 25, scope: !55)
!59 = !DILocation(line: 13, column: 21, scope: !55)
!60 = !DILocation(line: 13, column: 3, scope: !51)
!61 = !DILocation(line: 13, column: 43, scope: !62)
!62 = distinct !DILexicalBlock(scope: !55, file: !1, line: 13, column: 37)
!63 = !DILocation(line: 13, column: 45, scope: !62)
!64 = !DILocation(line: 13, column: 59, scope: !62)
!65 = !DILocation(line: 13, column: 41, scope: !62)
!66 = !DILocation(line: 13, column: 79, scope: !62)
!67 = !DILocation(line: 13, column: 81, scope: !62)
!68 = !DILocation(line: 13, column: 89, scope: !62)
!69 = !DILocation(line: 13, column: 87, scope: !62)
!70 = !DILocation(line: 13, column: 69, scope: !62)
!71 = !DILocation(line: 13, column: 73, scope: !62)
!72 = !DILocation(line: 13, column: 76, scope: !62)
!73 = !DILocation(line: 13, column: 92, scope: !62)
!74 = !DILocation(line: 13, column: 33, scope: !55)
!75 = !DILocation(line: 13, column: 3, scope: !55)
!76 = distinct !{!76, !60, !77, !78}
!77 = !DILocation(line: 13, column: 92, scope: !51)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocalVariable(name: "dist", scope: !14, file: !1, line: 14, type: !39)
!80 = !DILocation(line: 14, column: 8, scope: !14)
!81 = !DILocation(line: 14, column: 22, scope: !14)
!82 = !DILocation(line: 14, column: 24, scope: !14)
!83 = !DILocation(line: 14, column: 15, scope: !14)
!84 = !DILocalVariable(name: "queue", scope: !14, file: !1, line: 15, type: !39)
!85 = !DILocation(line: 15, column: 8, scope: !14)
!86 = !DILocation(line: 15, column: 23, scope: !14)
!87 = !DILocation(line: 15, column: 25, scope: !14)
!88 = !DILocation(line: 15, column: 16, scope: !14)
!89 = !DILocalVariable(name: "i", scope: !90, file: !1, line: 16, type: !17)
!90 = distinct !DILexicalBlock(scope: !14, file: !1, line: 16, column: 3)
!91 = !DILocation(line: 16, column: 12, scope: !90)
!92 = !DILocation(line: 16, column: 8, scope: !90)
!93 = !DILocation(line: 16, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 16, column: 3)
!95 = !DILocation(line: 16, column: 23, scope: !94)
!96 = !DILocation(line: 16, column: 21, scope: !94)
!97 = !DILocation(line: 16, column: 3, scope: !90)
!98 = !DILocation(line: 16, column: 31, scope: !94)
!99 = !DILocation(line: 16, column: 36, scope: !94)
!100 = !DILocation(line: 16, column: 39, scope: !94)
!101 = !DILocation(line: 16, column: 27, scope: !94)
!102 = !DILocation(line: 16, column: 3, scope: !94)
!103 = distinct !{!103, !97, !104, !78}
!104 = !DILocation(line: 16, column: 42, scope: !90)
!105 = !DILocalVariable(name: "head", scope: !14, file: !1, line: 17, type: !17)
!106 = !DILocation(line: 17, column: 7, scope: !14)
!107 = !DILocalVariable(name: "tail", scope: !14, file: !1, line: 17, type: !17)
!108 = !DILocation(line: 17, column: 17, scope: !14)
!109 = !DILocation(line: 18, column: 3, scope: !14)
!110 = !DILocation(line: 18, column: 11, scope: !14)
!111 = !DILocation(line: 18, column: 16, scope: !14)
!112 = !DILocation(line: 18, column: 26, scope: !14)
!113 = !DILocation(line: 18, column: 30, scope: !14)
!114 = !DILocalVariable(name: "passes", scope: !14, file: !1, line: 19, type: !17)
!115 = !DILocation(line: 19, column: 7, scope: !14)
!116 = !DILocation(line: 20, column: 3, scope: !14)
!117 = !DILocation(line: 20, column: 16, scope: !14)
!118 = !DILocation(line: 20, column: 20, scope: !14)
!119 = !DILocation(line: 20, column: 27, scope: !14)
!120 = !DILocation(line: 20, column: 25, scope: !14)
!121 = !DILocalVariable(name: "u", scope: !122, file: !1, line: 21, type: !17)
!122 = distinct !DILexicalBlock(scope: !14, file: !1, line: 20, column: 33)
!123 = !DILocation(line: 21, column: 9, scope: !122)
!124 = !DILocation(line: 21, column: 13, scope: !122)
!125 = !DILocation(line: 21, column: 23, scope: !122)
!126 = !DILocalVariable(name: "e", scope: !127, file: !1, line: 22, type: !17)
!127 = distinct !DILexicalBlock(scope: !122, file: !1, line: 22, column: 5)
!128 = !DILocation(line: 22, column: 14, scope: !127)
!129 = !DILocation(line: 22, column: 10, scope: !127)
!130 = !DILocation(line: 22, column: 21, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !1, line: 22, column: 5)
!132 = !DILocation(line: 22, column: 25, scope: !131)
!133 = !DILocation(line: 22, column: 23, scope: !131)
!134 = !DILocation(line: 22, column: 5, scope: !127)
!135 = !DILocalVariable(name: "v", scope: !136, file: !1, line: 23, type: !17)
!136 = distinct !DILexicalBlock(scope: !131, file: !1, line: 22, column: 35)
!137 = !DILocation(line: 23, column: 11, scope: !136)
!138 = !DILocation(line: 23, column: 15, scope: !136)
!139 = !DILocation(line: 23, column: 19, scope: !136)
!140 = !DILocation(line: 23, column: 23, scope: !136)
!141 = !DILocation(line: 23, column: 21, scope: !136)
!142 = !DILocation(line: 23, column: 29, scope: !136)
!143 = !DILocation(line: 23, column: 27, scope: !136)
!144 = !DILocation(line: 24, column: 11, scope: !145)
!145 = distinct !DILexicalBlock(scope: !136, file: !1, line: 24, column: 11)
!146 = !DILocation(line: 24, column: 16, scope: !145)
!147 = !DILocation(line: 24, column: 19, scope: !145)
!148 = !DILocation(line: 24, column: 11, scope: !136)
!149 = !DILocation(line: 24, column: 36, scope: !150)
!150 = distinct !DILexicalBlock(scope: !145, file: !1, line: 24, column: 24)
!151 = !DILocation(line: 24, column: 41, scope: !150)
!152 = !DILocation(line: 24, column: 44, scope: !150)
!153 = !DILocation(line: 24, column: 26, scope: !150)
!154 = !DILocation(line: 24, column: 31, scope: !150)
!155 = !DILocation(line: 24, column: 34, scope: !150)
!156 = !DILocation(line: 24, column: 65, scope: !150)
!157 = !DILocation(line: 24, column: 49, scope: !150)
!158 = !DILocation(line: 24, column: 59, scope: !150)
!159 = !DILocation(line: 24, column: 63, scope: !150)
!160 = !DILocation(line: 24, column: 68, scope: !150)
!161 = !DILocation(line: 25, column: 5, scope: !136)
!162 = !DILocation(line: 22, column: 31, scope: !131)
!163 = !DILocation(line: 22, column: 5, scope: !131)
!164 = distinct !{!164, !134, !165, !78}
!165 = !DILocation(line: 25, column: 5, scope: !127)
!166 = distinct !{!166, !116, !167, !78}
!167 = !DILocation(line: 26, column: 3, scope: !14)
!168 = !DILocalVariable(name: "sum", scope: !14, file: !1, line: 27, type: !169)
!169 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!170 = !DILocation(line: 27, column: 8, scope: !14)
!171 = !DILocalVariable(name: "i", scope: !172, file: !1, line: 28, type: !17)
!172 = distinct !DILexicalBlock(scope: !14, file: !1, line: 28, column: 3)
!173 = !DILocation(line: 28, column: 12, scope: !172)
!174 = !DILocation(line: 28, column: 8, scope: !172)
!175 = !DILocation(line: 28, column: 19, scope: !176)
!176 = distinct !DILexicalBlock(scope: !172, file: !1, line: 28, column: 3)
!177 = !DILocation(line: 28, column: 23, scope: !176)
!178 = !DILocation(line: 28, column: 21, scope: !176)
!179 = !DILocation(line: 28, column: 3, scope: !172)
!180 = !DILocation(line: 28, column: 38, scope: !176)
!181 = !DILocation(line: 28, column: 43, scope: !176)
!182 = !DILocation(line: 28, column: 35, scope: !176)
!183 = !DILocation(line: 28, column: 31, scope: !176)
!184 = !DILocation(line: 28, column: 27, scope: !176)
!185 = !DILocation(line: 28, column: 3, scope: !176)
!186 = distinct !{!186, !179, !187, !78}
!187 = !DILocation(line: 28, column: 44, scope: !172)
!188 = !DILocalVariable(name: "k", scope: !189, file: !1, line: 29, type: !17)
!189 = distinct !DILexicalBlock(scope: !14, file: !1, line: 29, column: 3)
!190 = !DILocation(line: 29, column: 12, scope: !189)
!191 = !DILocation(line: 29, column: 8, scope: !189)
!192 = !DILocation(line: 29, column: 19, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !1, line: 29, column: 3)
!194 = !DILocation(line: 29, column: 23, scope: !193)
!195 = !DILocation(line: 29, column: 21, scope: !193)
!196 = !DILocation(line: 29, column: 3, scope: !189)
!197 = !DILocation(line: 29, column: 43, scope: !193)
!198 = !DILocation(line: 29, column: 48, scope: !193)
!199 = !DILocation(line: 29, column: 52, scope: !193)
!200 = !DILocation(line: 29, column: 50, scope: !193)
!201 = !DILocation(line: 29, column: 40, scope: !193)
!202 = !DILocation(line: 29, column: 36, scope: !193)
!203 = !DILocation(line: 29, column: 32, scope: !193)
!204 = !DILocation(line: 29, column: 3, scope: !193)
!205 = distinct !{!205, !196, !206, !78}
!206 = !DILocation(line: 29, column: 53, scope: !189)
!207 = !DILocation(line: 30, column: 22, scope: !14)
!208 = !DILocation(line: 30, column: 27, scope: !14)
!209 = !DILocation(line: 30, column: 3, scope: !14)
!210 = !DILocation(line: 31, column: 3, scope: !14)
