; ModuleID = 'nested_search.c'
source_filename = "nested_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %15, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #6, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !33
  %9 = icmp eq i32 %0, 2, !dbg !53
  br i1 %9, label %15, label %10, !dbg !54

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %12 = load i8*, i8** %11, align 8, !dbg !55, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %12, metadata !41, metadata !DIExpression()) #6, !dbg !56
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !58
  %14 = trunc i64 %13 to i32, !dbg !59
  br label %15, !dbg !54

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 100, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 50, %4 ], [ 50, %2 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !33
  %18 = sext i32 %16 to i64, !dbg !60
  %19 = shl nsw i64 %18, 2, !dbg !61
  %20 = sext i32 %17 to i64, !dbg !62
  %21 = mul i64 %19, %20, !dbg !63
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #6, !dbg !64
  %23 = bitcast i8* %22 to i32*, !dbg !64
  call void @llvm.dbg.value(metadata i32* %23, metadata !23, metadata !DIExpression()), !dbg !33
  %24 = icmp eq i8* %22, null, !dbg !65
  br i1 %24, label %152, label %25, !dbg !67

25:                                               ; preds = %15
  %26 = mul i32 %17, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !68
  %27 = icmp sgt i32 %26, 0, !dbg !69
  br i1 %27, label %28, label %52, !dbg !71

28:                                               ; preds = %25
  %29 = zext i32 %26 to i64, !dbg !69
  %30 = icmp ult i32 %26, 8, !dbg !71
  br i1 %30, label %50, label %31, !dbg !71

31:                                               ; preds = %28
  %32 = and i64 %29, 4294967288, !dbg !71
  br label %33, !dbg !71

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %45, %33 ], !dbg !72
  %35 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %31 ], [ %46, %33 ], !dbg !73
  %36 = mul nsw <4 x i32> %35, <i32 7, i32 7, i32 7, i32 7>, !dbg !73
  %37 = mul <4 x i32> %35, <i32 7, i32 7, i32 7, i32 7>, !dbg !73
  %38 = add <4 x i32> %37, <i32 28, i32 28, i32 28, i32 28>, !dbg !73
  %39 = urem <4 x i32> %36, <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !74
  %40 = urem <4 x i32> %38, <i32 1000, i32 1000, i32 1000, i32 1000>, !dbg !74
  %41 = getelementptr inbounds i32, i32* %23, i64 %34, !dbg !72
  %42 = bitcast i32* %41 to <4 x i32>*, !dbg !75
  store <4 x i32> %39, <4 x i32>* %42, align 4, !dbg !75, !tbaa !76
  %43 = getelementptr inbounds i32, i32* %41, i64 4, !dbg !75
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !75
  store <4 x i32> %40, <4 x i32>* %44, align 4, !dbg !75, !tbaa !76
  %45 = add nuw i64 %34, 8, !dbg !72
  %46 = add <4 x i32> %35, <i32 8, i32 8, i32 8, i32 8>, !dbg !73
  %47 = icmp eq i64 %45, %32, !dbg !72
  br i1 %47, label %48, label %33, !dbg !72, !llvm.loop !78

48:                                               ; preds = %33
  %49 = icmp eq i64 %32, %29, !dbg !71
  br i1 %49, label %52, label %50, !dbg !71

50:                                               ; preds = %28, %48
  %51 = phi i64 [ 0, %28 ], [ %32, %48 ]
  br label %57, !dbg !71

52:                                               ; preds = %57, %48, %25
  %53 = icmp sgt i32 %16, 0
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 0, metadata !27, metadata !DIExpression()), !dbg !33
  %54 = icmp sgt i32 %17, 0
  %55 = zext i32 %16 to i64
  %56 = zext i32 %17 to i64
  br label %65, !dbg !83

57:                                               ; preds = %50, %57
  %58 = phi i64 [ %63, %57 ], [ %51, %50 ]
  call void @llvm.dbg.value(metadata i64 %58, metadata !25, metadata !DIExpression()), !dbg !68
  %59 = trunc i64 %58 to i32, !dbg !73
  %60 = mul nsw i32 %59, 7, !dbg !73
  %61 = urem i32 %60, 1000, !dbg !74
  %62 = getelementptr inbounds i32, i32* %23, i64 %58, !dbg !84
  store i32 %61, i32* %62, align 4, !dbg !75, !tbaa !76
  %63 = add nuw nsw i64 %58, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %63, metadata !25, metadata !DIExpression()), !dbg !68
  %64 = icmp eq i64 %63, %29, !dbg !69
  br i1 %64, label %52, label %57, !dbg !71, !llvm.loop !85

65:                                               ; preds = %52, %88
  %66 = phi i32 [ 0, %52 ], [ %93, %88 ]
  %67 = phi i64 [ 0, %52 ], [ %92, %88 ]
  call void @llvm.dbg.value(metadata i32 %66, metadata !29, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %67, metadata !27, metadata !DIExpression()), !dbg !33
  %68 = trunc i32 %66 to i16, !dbg !87
  %69 = mul i16 %68, 37, !dbg !87
  %70 = urem i16 %69, 1000, !dbg !87
  %71 = zext i16 %70 to i32, !dbg !87
  call void @llvm.dbg.value(metadata i32* %23, metadata !89, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %8, metadata !96, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %17, metadata !97, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %71, metadata !98, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !106
  br i1 %53, label %72, label %88, !dbg !107

72:                                               ; preds = %65, %85
  %73 = phi i64 [ %86, %85 ], [ 0, %65 ]
  call void @llvm.dbg.value(metadata i64 %73, metadata !99, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !108
  br i1 %54, label %74, label %85, !dbg !109

74:                                               ; preds = %72
  %75 = mul nsw i64 %73, %20
  br label %78, !dbg !109

76:                                               ; preds = %78
  call void @llvm.dbg.value(metadata i32 undef, metadata !101, metadata !DIExpression()), !dbg !108
  %77 = icmp eq i64 %84, %56, !dbg !110
  br i1 %77, label %85, label %78, !dbg !109, !llvm.loop !112

78:                                               ; preds = %76, %74
  %79 = phi i64 [ 0, %74 ], [ %84, %76 ]
  call void @llvm.dbg.value(metadata i64 %79, metadata !101, metadata !DIExpression()), !dbg !108
  %80 = add nsw i64 %79, %75, !dbg !114
  %81 = getelementptr inbounds i32, i32* %23, i64 %80, !dbg !116
  %82 = load i32, i32* %81, align 4, !dbg !116, !tbaa !76
  %83 = icmp eq i32 %82, %71, !dbg !117
  %84 = add nuw nsw i64 %79, 1, !dbg !118
  call void @llvm.dbg.value(metadata i64 %84, metadata !101, metadata !DIExpression()), !dbg !108
  br i1 %83, label %88, label %76, !dbg !119

85:                                               ; preds = %76, %72
  %86 = add nuw nsw i64 %73, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %86, metadata !99, metadata !DIExpression()), !dbg !106
  %87 = icmp eq i64 %86, %55, !dbg !121
  br i1 %87, label %88, label %72, !dbg !107, !llvm.loop !122

88:                                               ; preds = %85, %78, %65
  %89 = phi i64 [ -1, %65 ], [ %80, %78 ], [ -1, %85 ]
  %90 = shl i64 %89, 32, !dbg !124
  %91 = ashr exact i64 %90, 32, !dbg !124
  %92 = add nsw i64 %91, %67, !dbg !125
  call void @llvm.dbg.value(metadata i64 %92, metadata !27, metadata !DIExpression()), !dbg !33
  %93 = add nuw nsw i32 %66, 1, !dbg !126
  call void @llvm.dbg.value(metadata i32 %93, metadata !29, metadata !DIExpression()), !dbg !82
  %94 = icmp eq i32 %93, 20, !dbg !127
  br i1 %94, label %97, label %65, !dbg !83, !llvm.loop !128

95:                                               ; preds = %146
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %149), !dbg !130
  tail call void @free(i8* noundef %22) #6, !dbg !131
  br label %152

97:                                               ; preds = %88, %146
  %98 = phi i32 [ %150, %146 ], [ 0, %88 ]
  %99 = phi i64 [ %149, %146 ], [ %92, %88 ]
  call void @llvm.dbg.value(metadata i32 %98, metadata !31, metadata !DIExpression()), !dbg !132
  call void @llvm.dbg.value(metadata i64 %99, metadata !27, metadata !DIExpression()), !dbg !33
  %100 = mul nuw nsw i32 %98, 131, !dbg !133
  %101 = add nuw nsw i32 %100, 60, !dbg !135
  call void @llvm.dbg.value(metadata i32* %23, metadata !136, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 %17, metadata !141, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 %101, metadata !142, metadata !DIExpression()), !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !143, metadata !DIExpression()), !dbg !153
  br i1 %54, label %106, label %146, !dbg !154

102:                                              ; preds = %114, %106
  call void @llvm.dbg.value(metadata i64 %110, metadata !143, metadata !DIExpression()), !dbg !153
  %103 = add nuw nsw i64 %109, 1, !dbg !154
  %104 = add nuw nsw i64 %108, 1, !dbg !154
  %105 = icmp eq i64 %110, %56, !dbg !155
  br i1 %105, label %146, label %106, !dbg !154

106:                                              ; preds = %97, %102
  %107 = phi i64 [ %110, %102 ], [ 0, %97 ]
  %108 = phi i64 [ %104, %102 ], [ 1, %97 ]
  %109 = phi i64 [ %103, %102 ], [ 2, %97 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !143, metadata !DIExpression()), !dbg !153
  %110 = add nuw nsw i64 %107, 1, !dbg !156
  call void @llvm.dbg.value(metadata i64 %110, metadata !145, metadata !DIExpression()), !dbg !157
  %111 = icmp ult i64 %110, %56, !dbg !158
  br i1 %111, label %112, label %102, !dbg !159

112:                                              ; preds = %106
  %113 = getelementptr inbounds i32, i32* %23, i64 %107
  br label %117, !dbg !159

114:                                              ; preds = %142, %117
  call void @llvm.dbg.value(metadata i64 %120, metadata !145, metadata !DIExpression()), !dbg !157
  %115 = add nuw nsw i64 %119, 1, !dbg !159
  %116 = icmp eq i64 %120, %56, !dbg !158
  br i1 %116, label %102, label %117, !dbg !159

117:                                              ; preds = %114, %112
  %118 = phi i64 [ %108, %112 ], [ %120, %114 ]
  %119 = phi i64 [ %109, %112 ], [ %115, %114 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !145, metadata !DIExpression()), !dbg !157
  %120 = add nuw nsw i64 %118, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %120, metadata !148, metadata !DIExpression()), !dbg !161
  %121 = trunc i64 %120 to i32, !dbg !162
  %122 = icmp sgt i32 %17, %121, !dbg !162
  br i1 %122, label %123, label %114, !dbg !164

123:                                              ; preds = %117
  %124 = load i32, i32* %113, align 4, !tbaa !76
  %125 = getelementptr inbounds i32, i32* %23, i64 %118
  %126 = load i32, i32* %125, align 4, !tbaa !76
  %127 = add nsw i32 %126, %124
  br label %128, !dbg !164

128:                                              ; preds = %142, %123
  %129 = phi i64 [ %119, %123 ], [ %143, %142 ]
  call void @llvm.dbg.value(metadata i64 %129, metadata !148, metadata !DIExpression()), !dbg !161
  %130 = getelementptr inbounds i32, i32* %23, i64 %129, !dbg !165
  %131 = load i32, i32* %130, align 4, !dbg !165, !tbaa !76
  %132 = add nsw i32 %127, %131, !dbg !167
  %133 = icmp eq i32 %132, %101, !dbg !168
  br i1 %133, label %134, label %142, !dbg !169

134:                                              ; preds = %128
  %135 = trunc i64 %107 to i32, !dbg !170
  %136 = trunc i64 %118 to i32, !dbg !170
  %137 = trunc i64 %129 to i32, !dbg !170
  %138 = mul nsw i32 %17, %135, !dbg !170
  %139 = add i32 %138, %136, !dbg !171
  %140 = mul i32 %139, %17, !dbg !171
  %141 = add nsw i32 %140, %137, !dbg !172
  br label %146

142:                                              ; preds = %128
  %143 = add nuw nsw i64 %129, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %143, metadata !148, metadata !DIExpression()), !dbg !161
  %144 = trunc i64 %143 to i32, !dbg !162
  %145 = icmp sgt i32 %17, %144, !dbg !162
  br i1 %145, label %128, label %114, !dbg !164, !llvm.loop !174

146:                                              ; preds = %102, %97, %134
  %147 = phi i32 [ %141, %134 ], [ -1, %97 ], [ -1, %102 ]
  %148 = sext i32 %147 to i64, !dbg !176
  %149 = add nsw i64 %99, %148, !dbg !177
  call void @llvm.dbg.value(metadata i64 %149, metadata !27, metadata !DIExpression()), !dbg !33
  %150 = add nuw nsw i32 %98, 1, !dbg !178
  call void @llvm.dbg.value(metadata i32 %150, metadata !31, metadata !DIExpression()), !dbg !132
  %151 = icmp eq i32 %150, 5, !dbg !179
  br i1 %151, label %95, label %97, !dbg !180, !llvm.loop !181

152:                                              ; preds = %15, %95
  %153 = phi i32 [ 0, %95 ], [ 1, %15 ], !dbg !33
  ret i32 %153, !dbg !183
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "nested_search.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "ccfb4b2b0be454b6ec7cd1d360a80dc2")
!2 = !{!3, !4, !7}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !16, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !25, !27, !29, !31}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 27, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 27, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 29, type: !3)
!22 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 30, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 31, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!25 = !DILocalVariable(name: "k", scope: !26, file: !1, line: 34, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 34, column: 3)
!27 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 36, type: !28)
!28 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!29 = !DILocalVariable(name: "q", scope: !30, file: !1, line: 37, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 37, column: 3)
!31 = !DILocalVariable(name: "t", scope: !32, file: !1, line: 39, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 39, column: 3)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 29, column: 16, scope: !15)
!35 = !DILocation(line: 29, column: 11, scope: !15)
!36 = !DILocation(line: 29, column: 27, scope: !15)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!3, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 29, column: 22, scope: !15)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 30, column: 16, scope: !15)
!54 = !DILocation(line: 30, column: 11, scope: !15)
!55 = !DILocation(line: 30, column: 27, scope: !15)
!56 = !DILocation(line: 0, scope: !42, inlinedAt: !57)
!57 = distinct !DILocation(line: 30, column: 22, scope: !15)
!58 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !57)
!60 = !DILocation(line: 31, column: 33, scope: !15)
!61 = !DILocation(line: 31, column: 31, scope: !15)
!62 = !DILocation(line: 31, column: 37, scope: !15)
!63 = !DILocation(line: 31, column: 35, scope: !15)
!64 = !DILocation(line: 31, column: 12, scope: !15)
!65 = !DILocation(line: 32, column: 8, scope: !66)
!66 = distinct !DILexicalBlock(scope: !15, file: !1, line: 32, column: 7)
!67 = !DILocation(line: 32, column: 7, scope: !15)
!68 = !DILocation(line: 0, scope: !26)
!69 = !DILocation(line: 34, column: 21, scope: !70)
!70 = distinct !DILexicalBlock(scope: !26, file: !1, line: 34, column: 3)
!71 = !DILocation(line: 34, column: 3, scope: !26)
!72 = !DILocation(line: 34, column: 31, scope: !70)
!73 = !DILocation(line: 35, column: 15, scope: !70)
!74 = !DILocation(line: 35, column: 20, scope: !70)
!75 = !DILocation(line: 35, column: 10, scope: !70)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !39, i64 0}
!78 = distinct !{!78, !71, !79, !80, !81}
!79 = !DILocation(line: 35, column: 22, scope: !26)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !{!"llvm.loop.isvectorized", i32 1}
!82 = !DILocation(line: 0, scope: !30)
!83 = !DILocation(line: 37, column: 3, scope: !30)
!84 = !DILocation(line: 35, column: 5, scope: !70)
!85 = distinct !{!85, !71, !79, !80, !86, !81}
!86 = !{!"llvm.loop.unroll.runtime.disable"}
!87 = !DILocation(line: 38, column: 33, scope: !88)
!88 = distinct !DILexicalBlock(scope: !30, file: !1, line: 37, column: 3)
!89 = !DILocalVariable(name: "a", arg: 1, scope: !90, file: !1, line: 8, type: !93)
!90 = distinct !DISubprogram(name: "find2d", scope: !1, file: !1, line: 8, type: !91, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !95)
!91 = !DISubroutineType(types: !92)
!92 = !{!3, !93, !3, !3, !3}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!95 = !{!89, !96, !97, !98, !99, !101}
!96 = !DILocalVariable(name: "n", arg: 2, scope: !90, file: !1, line: 8, type: !3)
!97 = !DILocalVariable(name: "m", arg: 3, scope: !90, file: !1, line: 8, type: !3)
!98 = !DILocalVariable(name: "key", arg: 4, scope: !90, file: !1, line: 8, type: !3)
!99 = !DILocalVariable(name: "i", scope: !100, file: !1, line: 10, type: !3)
!100 = distinct !DILexicalBlock(scope: !90, file: !1, line: 10, column: 3)
!101 = !DILocalVariable(name: "j", scope: !102, file: !1, line: 11, type: !3)
!102 = distinct !DILexicalBlock(scope: !103, file: !1, line: 11, column: 5)
!103 = distinct !DILexicalBlock(scope: !100, file: !1, line: 10, column: 3)
!104 = !DILocation(line: 0, scope: !90, inlinedAt: !105)
!105 = distinct !DILocation(line: 38, column: 10, scope: !88)
!106 = !DILocation(line: 0, scope: !100, inlinedAt: !105)
!107 = !DILocation(line: 10, column: 3, scope: !100, inlinedAt: !105)
!108 = !DILocation(line: 0, scope: !102, inlinedAt: !105)
!109 = !DILocation(line: 11, column: 5, scope: !102, inlinedAt: !105)
!110 = !DILocation(line: 11, column: 23, scope: !111, inlinedAt: !105)
!111 = distinct !DILexicalBlock(scope: !102, file: !1, line: 11, column: 5)
!112 = distinct !{!112, !109, !113, !80}
!113 = !DILocation(line: 13, column: 24, scope: !102, inlinedAt: !105)
!114 = !DILocation(line: 12, column: 19, scope: !115, inlinedAt: !105)
!115 = distinct !DILexicalBlock(scope: !111, file: !1, line: 12, column: 11)
!116 = !DILocation(line: 12, column: 11, scope: !115, inlinedAt: !105)
!117 = !DILocation(line: 12, column: 24, scope: !115, inlinedAt: !105)
!118 = !DILocation(line: 11, column: 29, scope: !111, inlinedAt: !105)
!119 = !DILocation(line: 12, column: 11, scope: !111, inlinedAt: !105)
!120 = !DILocation(line: 10, column: 27, scope: !103, inlinedAt: !105)
!121 = !DILocation(line: 10, column: 21, scope: !103, inlinedAt: !105)
!122 = distinct !{!122, !107, !123, !80}
!123 = !DILocation(line: 13, column: 24, scope: !100, inlinedAt: !105)
!124 = !DILocation(line: 38, column: 10, scope: !88)
!125 = !DILocation(line: 38, column: 7, scope: !88)
!126 = !DILocation(line: 37, column: 28, scope: !88)
!127 = !DILocation(line: 37, column: 21, scope: !88)
!128 = distinct !{!128, !83, !129, !80}
!129 = !DILocation(line: 38, column: 39, scope: !30)
!130 = !DILocation(line: 41, column: 3, scope: !15)
!131 = !DILocation(line: 42, column: 3, scope: !15)
!132 = !DILocation(line: 0, scope: !32)
!133 = !DILocation(line: 40, column: 32, scope: !134)
!134 = distinct !DILexicalBlock(scope: !32, file: !1, line: 39, column: 3)
!135 = !DILocation(line: 40, column: 26, scope: !134)
!136 = !DILocalVariable(name: "v", arg: 1, scope: !137, file: !1, line: 17, type: !93)
!137 = distinct !DISubprogram(name: "triple", scope: !1, file: !1, line: 17, type: !138, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!3, !93, !3, !3}
!140 = !{!136, !141, !142, !143, !145, !148}
!141 = !DILocalVariable(name: "n", arg: 2, scope: !137, file: !1, line: 17, type: !3)
!142 = !DILocalVariable(name: "target", arg: 3, scope: !137, file: !1, line: 17, type: !3)
!143 = !DILocalVariable(name: "i", scope: !144, file: !1, line: 19, type: !3)
!144 = distinct !DILexicalBlock(scope: !137, file: !1, line: 19, column: 3)
!145 = !DILocalVariable(name: "j", scope: !146, file: !1, line: 20, type: !3)
!146 = distinct !DILexicalBlock(scope: !147, file: !1, line: 20, column: 5)
!147 = distinct !DILexicalBlock(scope: !144, file: !1, line: 19, column: 3)
!148 = !DILocalVariable(name: "k", scope: !149, file: !1, line: 21, type: !3)
!149 = distinct !DILexicalBlock(scope: !150, file: !1, line: 21, column: 7)
!150 = distinct !DILexicalBlock(scope: !146, file: !1, line: 20, column: 5)
!151 = !DILocation(line: 0, scope: !137, inlinedAt: !152)
!152 = distinct !DILocation(line: 40, column: 10, scope: !134)
!153 = !DILocation(line: 0, scope: !144, inlinedAt: !152)
!154 = !DILocation(line: 19, column: 3, scope: !144, inlinedAt: !152)
!155 = !DILocation(line: 19, column: 21, scope: !147, inlinedAt: !152)
!156 = !DILocation(line: 20, column: 20, scope: !146, inlinedAt: !152)
!157 = !DILocation(line: 0, scope: !146, inlinedAt: !152)
!158 = !DILocation(line: 20, column: 27, scope: !150, inlinedAt: !152)
!159 = !DILocation(line: 20, column: 5, scope: !146, inlinedAt: !152)
!160 = !DILocation(line: 21, column: 22, scope: !149, inlinedAt: !152)
!161 = !DILocation(line: 0, scope: !149, inlinedAt: !152)
!162 = !DILocation(line: 21, column: 29, scope: !163, inlinedAt: !152)
!163 = distinct !DILexicalBlock(scope: !149, file: !1, line: 21, column: 7)
!164 = !DILocation(line: 21, column: 7, scope: !149, inlinedAt: !152)
!165 = !DILocation(line: 22, column: 27, scope: !166, inlinedAt: !152)
!166 = distinct !DILexicalBlock(scope: !163, file: !1, line: 22, column: 13)
!167 = !DILocation(line: 22, column: 25, scope: !166, inlinedAt: !152)
!168 = !DILocation(line: 22, column: 32, scope: !166, inlinedAt: !152)
!169 = !DILocation(line: 22, column: 13, scope: !163, inlinedAt: !152)
!170 = !DILocation(line: 23, column: 20, scope: !166, inlinedAt: !152)
!171 = !DILocation(line: 23, column: 28, scope: !166, inlinedAt: !152)
!172 = !DILocation(line: 23, column: 36, scope: !166, inlinedAt: !152)
!173 = !DILocation(line: 21, column: 35, scope: !163, inlinedAt: !152)
!174 = distinct !{!174, !164, !175, !80}
!175 = !DILocation(line: 23, column: 38, scope: !149, inlinedAt: !152)
!176 = !DILocation(line: 40, column: 10, scope: !134)
!177 = !DILocation(line: 40, column: 7, scope: !134)
!178 = !DILocation(line: 39, column: 27, scope: !134)
!179 = !DILocation(line: 39, column: 21, scope: !134)
!180 = !DILocation(line: 39, column: 3, scope: !32)
!181 = distinct !{!181, !180, !182, !80}
!182 = !DILocation(line: 40, column: 35, scope: !32)
!183 = !DILocation(line: 44, column: 1, scope: !15)
