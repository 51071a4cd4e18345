; ModuleID = 'exits.c'
source_filename = "exits.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%ld %d %d %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !46
  %3 = icmp sgt i32 %0, 1, !dbg !47
  br i1 %3, label %4, label %15, !dbg !48

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !49
  %6 = load i8*, i8** %5, align 8, !dbg !49, !tbaa !50
  call void @llvm.dbg.value(metadata i8* %6, metadata !54, metadata !DIExpression()) #6, !dbg !62
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !64
  %8 = trunc i64 %7 to i32, !dbg !65
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !46
  %9 = icmp eq i32 %0, 2, !dbg !66
  br i1 %9, label %15, label %10, !dbg !67

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !68
  %12 = load i8*, i8** %11, align 8, !dbg !68, !tbaa !50
  call void @llvm.dbg.value(metadata i8* %12, metadata !54, metadata !DIExpression()) #6, !dbg !69
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !71
  %14 = trunc i64 %13 to i32, !dbg !72
  br label %15, !dbg !67

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 50, %4 ], [ 50, %2 ], !dbg !67
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !46
  %18 = sext i32 %16 to i64, !dbg !73
  %19 = shl nsw i64 %18, 2, !dbg !74
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !75
  %21 = bitcast i8* %20 to i32*, !dbg !75
  call void @llvm.dbg.value(metadata i32* %21, metadata !23, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 3, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !76
  %22 = icmp sgt i32 %16, 0, !dbg !77
  br i1 %22, label %23, label %42, !dbg !79

23:                                               ; preds = %15
  %24 = zext i32 %16 to i64, !dbg !77
  %25 = and i64 %24, 1, !dbg !79
  %26 = icmp eq i32 %16, 1, !dbg !79
  br i1 %26, label %36, label %27, !dbg !79

27:                                               ; preds = %23
  %28 = and i64 %24, 4294967294, !dbg !79
  br label %46, !dbg !79

29:                                               ; preds = %46
  %30 = mul i32 %59, 1664525, !dbg !79
  %31 = add i32 %30, 1013904223, !dbg !79
  %32 = lshr i32 %31, 16, !dbg !79
  %33 = trunc i32 %32 to i16, !dbg !79
  %34 = urem i16 %33, 1000, !dbg !79
  %35 = zext i16 %34 to i32, !dbg !79
  br label %36, !dbg !79

36:                                               ; preds = %29, %23
  %37 = phi i64 [ 0, %23 ], [ %65, %29 ]
  %38 = phi i32 [ 547, %23 ], [ %35, %29 ]
  %39 = icmp eq i64 %25, 0, !dbg !79
  br i1 %39, label %42, label %40, !dbg !79

40:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %37, metadata !27, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !46
  %41 = getelementptr inbounds i32, i32* %21, i64 %37, !dbg !80
  store i32 %38, i32* %41, align 4, !dbg !82, !tbaa !83
  call void @llvm.dbg.value(metadata i64 %37, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !76
  br label %42, !dbg !85

42:                                               ; preds = %40, %36, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !29, metadata !DIExpression()), !dbg !46
  %43 = icmp sgt i32 %17, 0, !dbg !85
  br i1 %43, label %44, label %68, !dbg !87

44:                                               ; preds = %42
  %45 = zext i32 %16 to i64
  br label %70, !dbg !87

46:                                               ; preds = %46, %27
  %47 = phi i64 [ 0, %27 ], [ %65, %46 ]
  %48 = phi i32 [ 3, %27 ], [ %59, %46 ]
  %49 = phi i64 [ 0, %27 ], [ %66, %46 ]
  call void @llvm.dbg.value(metadata i32 %48, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %47, metadata !27, metadata !DIExpression()), !dbg !76
  %50 = mul i32 %48, 1664525, !dbg !88
  %51 = add i32 %50, 1013904223, !dbg !89
  call void @llvm.dbg.value(metadata i32 %51, metadata !25, metadata !DIExpression()), !dbg !46
  %52 = lshr i32 %51, 16, !dbg !90
  %53 = trunc i32 %52 to i16, !dbg !91
  %54 = urem i16 %53, 1000, !dbg !91
  %55 = zext i16 %54 to i32, !dbg !91
  %56 = getelementptr inbounds i32, i32* %21, i64 %47, !dbg !80
  store i32 %55, i32* %56, align 4, !dbg !82, !tbaa !83
  %57 = or i64 %47, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %57, metadata !27, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %51, metadata !25, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i64 %57, metadata !27, metadata !DIExpression()), !dbg !76
  %58 = mul i32 %51, 1664525, !dbg !88
  %59 = add i32 %58, 1013904223, !dbg !89
  call void @llvm.dbg.value(metadata i32 %59, metadata !25, metadata !DIExpression()), !dbg !46
  %60 = lshr i32 %59, 16, !dbg !90
  %61 = trunc i32 %60 to i16, !dbg !91
  %62 = urem i16 %61, 1000, !dbg !91
  %63 = zext i16 %62 to i32, !dbg !91
  %64 = getelementptr inbounds i32, i32* %21, i64 %57, !dbg !80
  store i32 %63, i32* %64, align 4, !dbg !82, !tbaa !83
  %65 = add nuw nsw i64 %47, 2, !dbg !92
  call void @llvm.dbg.value(metadata i64 %65, metadata !27, metadata !DIExpression()), !dbg !76
  %66 = add i64 %49, 2, !dbg !79
  %67 = icmp eq i64 %66, %28, !dbg !79
  br i1 %67, label %29, label %46, !dbg !79, !llvm.loop !93

68:                                               ; preds = %94, %42
  %69 = phi i64 [ 0, %42 ], [ %100, %94 ], !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %16, metadata !39, metadata !DIExpression()), !dbg !46
  br label %103, !dbg !96

70:                                               ; preds = %44, %94
  %71 = phi i32 [ 0, %44 ], [ %101, %94 ]
  %72 = phi i64 [ 0, %44 ], [ %100, %94 ]
  call void @llvm.dbg.value(metadata i32 %71, metadata !31, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %72, metadata !29, metadata !DIExpression()), !dbg !46
  %73 = mul nsw i32 %71, 37, !dbg !97
  %74 = urem i32 %73, 1000, !dbg !98
  call void @llvm.dbg.value(metadata i32 %74, metadata !33, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 -1, metadata !36, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !100
  br i1 %22, label %75, label %94, !dbg !101

75:                                               ; preds = %70, %80
  %76 = phi i64 [ %81, %80 ], [ 0, %70 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !37, metadata !DIExpression()), !dbg !100
  %77 = getelementptr inbounds i32, i32* %21, i64 %76, !dbg !102
  %78 = load i32, i32* %77, align 4, !dbg !102, !tbaa !83
  %79 = icmp eq i32 %78, %74, !dbg !105
  br i1 %79, label %83, label %80, !dbg !106

80:                                               ; preds = %75
  %81 = add nuw nsw i64 %76, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %81, metadata !37, metadata !DIExpression()), !dbg !100
  %82 = icmp eq i64 %81, %45, !dbg !108
  br i1 %82, label %83, label %75, !dbg !101, !llvm.loop !109

83:                                               ; preds = %80, %75
  %84 = phi i64 [ -1, %80 ], [ %76, %75 ], !dbg !99
  call void @llvm.dbg.value(metadata i32 undef, metadata !36, metadata !DIExpression()), !dbg !99
  %85 = add nuw nsw i32 %74, 1, !dbg !111
  call void @llvm.dbg.value(metadata i32* %21, metadata !112, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %8, metadata !119, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 %85, metadata !120, metadata !DIExpression()), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !121, metadata !DIExpression()), !dbg !125
  br i1 %22, label %86, label %94, !dbg !126

86:                                               ; preds = %83, %91
  %87 = phi i64 [ %92, %91 ], [ 0, %83 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !121, metadata !DIExpression()), !dbg !125
  %88 = getelementptr inbounds i32, i32* %21, i64 %87, !dbg !127
  %89 = load i32, i32* %88, align 4, !dbg !127, !tbaa !83
  %90 = icmp eq i32 %89, %85, !dbg !130
  br i1 %90, label %94, label %91, !dbg !131

91:                                               ; preds = %86
  %92 = add nuw nsw i64 %87, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %92, metadata !121, metadata !DIExpression()), !dbg !125
  %93 = icmp eq i64 %92, %45, !dbg !133
  br i1 %93, label %94, label %86, !dbg !126, !llvm.loop !134

94:                                               ; preds = %91, %86, %70, %83
  %95 = phi i64 [ %84, %83 ], [ -1, %70 ], [ %84, %86 ], [ %84, %91 ]
  %96 = phi i64 [ -1, %83 ], [ -1, %70 ], [ -1, %91 ], [ %87, %86 ]
  %97 = add i64 %96, %95, !dbg !136
  %98 = shl i64 %97, 32, !dbg !137
  %99 = ashr exact i64 %98, 32, !dbg !137
  %100 = add nsw i64 %72, %99, !dbg !138
  call void @llvm.dbg.value(metadata i64 %100, metadata !29, metadata !DIExpression()), !dbg !46
  %101 = add nuw nsw i32 %71, 1, !dbg !139
  call void @llvm.dbg.value(metadata i32 %101, metadata !31, metadata !DIExpression()), !dbg !86
  %102 = icmp eq i32 %101, %17, !dbg !85
  br i1 %102, label %68, label %70, !dbg !87, !llvm.loop !140

103:                                              ; preds = %68, %113
  %104 = phi i32 [ 0, %68 ], [ %114, %113 ]
  %105 = phi i32 [ %16, %68 ], [ %108, %113 ]
  call void @llvm.dbg.value(metadata i32 %104, metadata !40, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %105, metadata !39, metadata !DIExpression()), !dbg !46
  %106 = sdiv i32 %16, %105, !dbg !142
  %107 = add nsw i32 %106, %105, !dbg !143
  %108 = sdiv i32 %107, 2, !dbg !144
  call void @llvm.dbg.value(metadata i32 %108, metadata !41, metadata !DIExpression()), !dbg !145
  %109 = icmp eq i32 %108, %105, !dbg !146
  %110 = add nsw i32 %105, 1
  %111 = icmp eq i32 %108, %110
  %112 = select i1 %109, i1 true, i1 %111, !dbg !148
  call void @llvm.dbg.value(metadata i32 undef, metadata !39, metadata !DIExpression()), !dbg !46
  br i1 %112, label %116, label %113

113:                                              ; preds = %103
  %114 = add nuw nsw i32 %104, 1, !dbg !149
  call void @llvm.dbg.value(metadata i32 %114, metadata !40, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 %108, metadata !39, metadata !DIExpression()), !dbg !46
  %115 = icmp eq i32 %114, 100, !dbg !150
  br i1 %115, label %116, label %103, !dbg !96, !llvm.loop !151

116:                                              ; preds = %103, %113
  %117 = phi i32 [ %105, %103 ], [ %108, %113 ], !dbg !153
  %118 = phi i32 [ %104, %103 ], [ 100, %113 ], !dbg !154
  call void @llvm.dbg.value(metadata i32 %117, metadata !39, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !46
  br i1 %22, label %119, label %131, !dbg !155

119:                                              ; preds = %116
  %120 = zext i32 %16 to i64, !dbg !156
  br label %121, !dbg !155

121:                                              ; preds = %119, %126
  %122 = phi i64 [ 0, %119 ], [ %127, %126 ]
  call void @llvm.dbg.value(metadata i64 %122, metadata !45, metadata !DIExpression()), !dbg !46
  %123 = getelementptr inbounds i32, i32* %21, i64 %122, !dbg !157
  %124 = load i32, i32* %123, align 4, !dbg !157, !tbaa !83
  %125 = icmp eq i32 %124, 999, !dbg !160
  br i1 %125, label %129, label %126, !dbg !161

126:                                              ; preds = %121
  %127 = add nuw nsw i64 %122, 1, !dbg !162
  call void @llvm.dbg.value(metadata i64 %127, metadata !45, metadata !DIExpression()), !dbg !46
  %128 = icmp eq i64 %127, %120, !dbg !156
  br i1 %128, label %131, label %121, !dbg !155, !llvm.loop !163

129:                                              ; preds = %121
  %130 = trunc i64 %122 to i32, !dbg !161
  br label %131, !dbg !165

131:                                              ; preds = %126, %129, %116
  %132 = phi i32 [ 0, %116 ], [ %130, %129 ], [ %16, %126 ], !dbg !46
  %133 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i64 noundef %69, i32 noundef %117, i32 noundef %118, i32 noundef %132), !dbg !165
  tail call void @free(i8* noundef %20) #6, !dbg !166
  ret i32 0, !dbg !167
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
!1 = !DIFile(filename: "exits.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "d4cf9593d4a205d236c178c3e6d80750")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !16, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !25, !27, !29, !31, !33, !36, !37, !39, !40, !41, !45}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 17, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 17, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 19, type: !3)
!22 = !DILocalVariable(name: "q", scope: !15, file: !1, line: 20, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 21, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!25 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 22, type: !26)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 23, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 23, column: 3)
!29 = !DILocalVariable(name: "found", scope: !15, file: !1, line: 27, type: !30)
!30 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "k", scope: !32, file: !1, line: 28, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 28, column: 3)
!33 = !DILocalVariable(name: "key", scope: !34, file: !1, line: 29, type: !3)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 28, column: 31)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 28, column: 3)
!36 = !DILocalVariable(name: "at", scope: !34, file: !1, line: 30, type: !3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 31, type: !3)
!38 = distinct !DILexicalBlock(scope: !34, file: !1, line: 31, column: 5)
!39 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 38, type: !3)
!40 = !DILocalVariable(name: "it", scope: !15, file: !1, line: 38, type: !3)
!41 = !DILocalVariable(name: "nx", scope: !42, file: !1, line: 40, type: !3)
!42 = distinct !DILexicalBlock(scope: !43, file: !1, line: 39, column: 32)
!43 = distinct !DILexicalBlock(scope: !44, file: !1, line: 39, column: 3)
!44 = distinct !DILexicalBlock(scope: !15, file: !1, line: 39, column: 3)
!45 = !DILocalVariable(name: "len", scope: !15, file: !1, line: 45, type: !3)
!46 = !DILocation(line: 0, scope: !15)
!47 = !DILocation(line: 19, column: 16, scope: !15)
!48 = !DILocation(line: 19, column: 11, scope: !15)
!49 = !DILocation(line: 19, column: 27, scope: !15)
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocalVariable(name: "__nptr", arg: 1, scope: !55, file: !56, line: 362, type: !59)
!55 = distinct !DISubprogram(name: "atoi", scope: !56, file: !56, line: 362, type: !57, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !61)
!56 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!57 = !DISubroutineType(types: !58)
!58 = !{!3, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!61 = !{!54}
!62 = !DILocation(line: 0, scope: !55, inlinedAt: !63)
!63 = distinct !DILocation(line: 19, column: 22, scope: !15)
!64 = !DILocation(line: 364, column: 16, scope: !55, inlinedAt: !63)
!65 = !DILocation(line: 364, column: 10, scope: !55, inlinedAt: !63)
!66 = !DILocation(line: 20, column: 16, scope: !15)
!67 = !DILocation(line: 20, column: 11, scope: !15)
!68 = !DILocation(line: 20, column: 27, scope: !15)
!69 = !DILocation(line: 0, scope: !55, inlinedAt: !70)
!70 = distinct !DILocation(line: 20, column: 22, scope: !15)
!71 = !DILocation(line: 364, column: 16, scope: !55, inlinedAt: !70)
!72 = !DILocation(line: 364, column: 10, scope: !55, inlinedAt: !70)
!73 = !DILocation(line: 21, column: 19, scope: !15)
!74 = !DILocation(line: 21, column: 21, scope: !15)
!75 = !DILocation(line: 21, column: 12, scope: !15)
!76 = !DILocation(line: 0, scope: !28)
!77 = !DILocation(line: 23, column: 21, scope: !78)
!78 = distinct !DILexicalBlock(scope: !28, file: !1, line: 23, column: 3)
!79 = !DILocation(line: 23, column: 3, scope: !28)
!80 = !DILocation(line: 25, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !1, line: 23, column: 31)
!82 = !DILocation(line: 25, column: 10, scope: !81)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !52, i64 0}
!85 = !DILocation(line: 28, column: 21, scope: !35)
!86 = !DILocation(line: 0, scope: !32)
!87 = !DILocation(line: 28, column: 3, scope: !32)
!88 = !DILocation(line: 24, column: 11, scope: !81)
!89 = !DILocation(line: 24, column: 22, scope: !81)
!90 = !DILocation(line: 25, column: 21, scope: !81)
!91 = !DILocation(line: 25, column: 28, scope: !81)
!92 = !DILocation(line: 23, column: 27, scope: !78)
!93 = distinct !{!93, !79, !94, !95}
!94 = !DILocation(line: 26, column: 3, scope: !28)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 39, column: 3, scope: !44)
!97 = !DILocation(line: 29, column: 18, scope: !34)
!98 = !DILocation(line: 29, column: 24, scope: !34)
!99 = !DILocation(line: 0, scope: !34)
!100 = !DILocation(line: 0, scope: !38)
!101 = !DILocation(line: 31, column: 5, scope: !38)
!102 = !DILocation(line: 32, column: 11, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !1, line: 32, column: 11)
!104 = distinct !DILexicalBlock(scope: !38, file: !1, line: 31, column: 5)
!105 = !DILocation(line: 32, column: 16, scope: !103)
!106 = !DILocation(line: 32, column: 11, scope: !104)
!107 = !DILocation(line: 31, column: 29, scope: !104)
!108 = !DILocation(line: 31, column: 23, scope: !104)
!109 = distinct !{!109, !101, !110, !95}
!110 = !DILocation(line: 35, column: 7, scope: !38)
!111 = !DILocation(line: 36, column: 34, scope: !34)
!112 = !DILocalVariable(name: "a", arg: 1, scope: !113, file: !1, line: 9, type: !116)
!113 = distinct !DISubprogram(name: "find", scope: !1, file: !1, line: 9, type: !114, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !118)
!114 = !DISubroutineType(types: !115)
!115 = !{!3, !116, !3, !3}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!118 = !{!112, !119, !120, !121}
!119 = !DILocalVariable(name: "n", arg: 2, scope: !113, file: !1, line: 9, type: !3)
!120 = !DILocalVariable(name: "key", arg: 3, scope: !113, file: !1, line: 9, type: !3)
!121 = !DILocalVariable(name: "i", scope: !122, file: !1, line: 11, type: !3)
!122 = distinct !DILexicalBlock(scope: !113, file: !1, line: 11, column: 3)
!123 = !DILocation(line: 0, scope: !113, inlinedAt: !124)
!124 = distinct !DILocation(line: 36, column: 19, scope: !34)
!125 = !DILocation(line: 0, scope: !122, inlinedAt: !124)
!126 = !DILocation(line: 11, column: 3, scope: !122, inlinedAt: !124)
!127 = !DILocation(line: 12, column: 9, scope: !128, inlinedAt: !124)
!128 = distinct !DILexicalBlock(scope: !129, file: !1, line: 12, column: 9)
!129 = distinct !DILexicalBlock(scope: !122, file: !1, line: 11, column: 3)
!130 = !DILocation(line: 12, column: 14, scope: !128, inlinedAt: !124)
!131 = !DILocation(line: 12, column: 9, scope: !129, inlinedAt: !124)
!132 = !DILocation(line: 11, column: 27, scope: !129, inlinedAt: !124)
!133 = !DILocation(line: 11, column: 21, scope: !129, inlinedAt: !124)
!134 = distinct !{!134, !126, !135, !95}
!135 = !DILocation(line: 13, column: 14, scope: !122, inlinedAt: !124)
!136 = !DILocation(line: 36, column: 17, scope: !34)
!137 = !DILocation(line: 36, column: 14, scope: !34)
!138 = !DILocation(line: 36, column: 11, scope: !34)
!139 = !DILocation(line: 28, column: 27, scope: !35)
!140 = distinct !{!140, !87, !141, !95}
!141 = !DILocation(line: 37, column: 3, scope: !32)
!142 = !DILocation(line: 40, column: 21, scope: !42)
!143 = !DILocation(line: 40, column: 17, scope: !42)
!144 = !DILocation(line: 40, column: 26, scope: !42)
!145 = !DILocation(line: 0, scope: !42)
!146 = !DILocation(line: 41, column: 12, scope: !147)
!147 = distinct !DILexicalBlock(scope: !42, file: !1, line: 41, column: 9)
!148 = !DILocation(line: 41, column: 17, scope: !147)
!149 = !DILocation(line: 39, column: 28, scope: !43)
!150 = !DILocation(line: 39, column: 19, scope: !43)
!151 = distinct !{!151, !96, !152, !95}
!152 = !DILocation(line: 44, column: 3, scope: !44)
!153 = !DILocation(line: 38, column: 7, scope: !15)
!154 = !DILocation(line: 0, scope: !44)
!155 = !DILocation(line: 46, column: 3, scope: !15)
!156 = !DILocation(line: 46, column: 14, scope: !15)
!157 = !DILocation(line: 47, column: 9, scope: !158)
!158 = distinct !DILexicalBlock(scope: !159, file: !1, line: 47, column: 9)
!159 = distinct !DILexicalBlock(scope: !15, file: !1, line: 46, column: 19)
!160 = !DILocation(line: 47, column: 16, scope: !158)
!161 = !DILocation(line: 47, column: 9, scope: !159)
!162 = !DILocation(line: 49, column: 8, scope: !159)
!163 = distinct !{!163, !155, !164, !95}
!164 = !DILocation(line: 50, column: 3, scope: !15)
!165 = !DILocation(line: 51, column: 3, scope: !15)
!166 = !DILocation(line: 52, column: 3, scope: !15)
!167 = !DILocation(line: 54, column: 1, scope: !15)
