; ModuleID = 'carried_join.c'
source_filename = "carried_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"csr%d\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%s %d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !35
  %3 = icmp sgt i32 %0, 1, !dbg !36
  br i1 %3, label %4, label %9, !dbg !37

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !38
  %6 = load i8*, i8** %5, align 8, !dbg !38, !tbaa !39
  call void @llvm.dbg.value(metadata i8* %6, metadata !43, metadata !DIExpression()) #6, !dbg !51
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !53
  %8 = trunc i64 %7 to i32, !dbg !54
  br label %9, !dbg !37

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 4000, %2 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !35
  %11 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #6, !dbg !55
  call void @llvm.dbg.value(metadata i8* %11, metadata !22, metadata !DIExpression()), !dbg !35
  %12 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) %11, i64 noundef 16, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %10) #6, !dbg !56
  %13 = add nsw i32 %10, 1, !dbg !57
  %14 = sext i32 %13 to i64, !dbg !58
  %15 = shl nsw i64 %14, 2, !dbg !59
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #6, !dbg !60
  %17 = bitcast i8* %16 to i32*, !dbg !60
  call void @llvm.dbg.value(metadata i32* %17, metadata !23, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !61
  %18 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %18, label %19, label %21, !dbg !64

19:                                               ; preds = %9
  %20 = zext i32 %10 to i64, !dbg !62
  br label %36, !dbg !64

21:                                               ; preds = %46, %9
  %22 = phi i32 [ 0, %9 ], [ %49, %46 ], !dbg !35
  %23 = sext i32 %10 to i64, !dbg !65
  %24 = getelementptr inbounds i32, i32* %17, i64 %23, !dbg !65
  store i32 %22, i32* %24, align 4, !dbg !66, !tbaa !67
  %25 = sext i32 %22 to i64, !dbg !69
  %26 = shl nsw i64 %25, 2, !dbg !70
  %27 = tail call noalias i8* @malloc(i64 noundef %26) #6, !dbg !71
  %28 = bitcast i8* %27 to i32*, !dbg !71
  call void @llvm.dbg.value(metadata i32* %28, metadata !28, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !72
  %29 = icmp sgt i32 %22, 0, !dbg !73
  br i1 %29, label %30, label %59, !dbg !75

30:                                               ; preds = %21
  %31 = zext i32 %22 to i64, !dbg !73
  %32 = and i64 %31, 1, !dbg !75
  %33 = icmp eq i32 %22, 1, !dbg !75
  br i1 %33, label %52, label %34, !dbg !75

34:                                               ; preds = %30
  %35 = and i64 %31, 4294967294, !dbg !75
  br label %67, !dbg !75

36:                                               ; preds = %19, %46
  %37 = phi i64 [ 0, %19 ], [ %50, %46 ]
  %38 = phi i32 [ 0, %19 ], [ %49, %46 ]
  call void @llvm.dbg.value(metadata i32 %38, metadata !25, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %37, metadata !26, metadata !DIExpression()), !dbg !61
  %39 = getelementptr inbounds i32, i32* %17, i64 %37, !dbg !76
  store i32 %38, i32* %39, align 4, !dbg !78, !tbaa !67
  %40 = trunc i64 %37 to i32, !dbg !79
  %41 = urem i32 %40, 97, !dbg !79
  %42 = icmp eq i32 %41, 0, !dbg !80
  br i1 %42, label %46, label %43, !dbg !81

43:                                               ; preds = %36
  %44 = urem i32 %40, 7, !dbg !82
  %45 = mul nuw nsw i32 %44, 3, !dbg !83
  br label %46, !dbg !81

46:                                               ; preds = %36, %43
  %47 = phi i32 [ %45, %43 ], [ 200, %36 ], !dbg !81
  %48 = add i32 %38, 1, !dbg !84
  %49 = add i32 %48, %47, !dbg !85
  call void @llvm.dbg.value(metadata i32 %49, metadata !25, metadata !DIExpression()), !dbg !35
  %50 = add nuw nsw i64 %37, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %50, metadata !26, metadata !DIExpression()), !dbg !61
  %51 = icmp eq i64 %50, %20, !dbg !62
  br i1 %51, label %21, label %36, !dbg !64, !llvm.loop !87

52:                                               ; preds = %67, %30
  %53 = phi i64 [ 0, %30 ], [ %77, %67 ]
  %54 = icmp eq i64 %32, 0, !dbg !75
  br i1 %54, label %59, label %55, !dbg !75

55:                                               ; preds = %52
  call void @llvm.dbg.value(metadata i64 %53, metadata !29, metadata !DIExpression()), !dbg !72
  %56 = trunc i64 %53 to i32, !dbg !90
  %57 = srem i32 %56, %10, !dbg !90
  %58 = getelementptr inbounds i32, i32* %28, i64 %53, !dbg !91
  store i32 %57, i32* %58, align 4, !dbg !92, !tbaa !67
  call void @llvm.dbg.value(metadata i64 %53, metadata !29, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !72
  br label %59, !dbg !93

59:                                               ; preds = %55, %52, %21
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 0, metadata !31, metadata !DIExpression()), !dbg !35
  br i1 %18, label %60, label %99, !dbg !93

60:                                               ; preds = %59
  %61 = zext i32 %10 to i64, !dbg !95
  %62 = add nsw i64 %61, -1, !dbg !93
  %63 = and i64 %61, 3, !dbg !93
  %64 = icmp ult i64 %62, 3, !dbg !93
  br i1 %64, label %80, label %65, !dbg !93

65:                                               ; preds = %60
  %66 = and i64 %61, 4294967292, !dbg !93
  br label %102, !dbg !93

67:                                               ; preds = %67, %34
  %68 = phi i64 [ 0, %34 ], [ %77, %67 ]
  %69 = phi i64 [ 0, %34 ], [ %78, %67 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !29, metadata !DIExpression()), !dbg !72
  %70 = trunc i64 %68 to i32, !dbg !90
  %71 = srem i32 %70, %10, !dbg !90
  %72 = getelementptr inbounds i32, i32* %28, i64 %68, !dbg !91
  store i32 %71, i32* %72, align 4, !dbg !92, !tbaa !67
  %73 = or i64 %68, 1, !dbg !97
  call void @llvm.dbg.value(metadata i64 %73, metadata !29, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i64 %73, metadata !29, metadata !DIExpression()), !dbg !72
  %74 = trunc i64 %73 to i32, !dbg !90
  %75 = srem i32 %74, %10, !dbg !90
  %76 = getelementptr inbounds i32, i32* %28, i64 %73, !dbg !91
  store i32 %75, i32* %76, align 4, !dbg !92, !tbaa !67
  %77 = add nuw nsw i64 %68, 2, !dbg !97
  call void @llvm.dbg.value(metadata i64 %77, metadata !29, metadata !DIExpression()), !dbg !72
  %78 = add i64 %69, 2, !dbg !75
  %79 = icmp eq i64 %78, %35, !dbg !75
  br i1 %79, label %52, label %67, !dbg !75, !llvm.loop !98

80:                                               ; preds = %102, %60
  %81 = phi i64 [ undef, %60 ], [ %136, %102 ]
  %82 = phi i64 [ 0, %60 ], [ %137, %102 ]
  %83 = phi i64 [ 0, %60 ], [ %136, %102 ]
  %84 = icmp eq i64 %63, 0, !dbg !93
  br i1 %84, label %99, label %85, !dbg !93

85:                                               ; preds = %80, %85
  %86 = phi i64 [ %96, %85 ], [ %82, %80 ]
  %87 = phi i64 [ %95, %85 ], [ %83, %80 ]
  %88 = phi i64 [ %97, %85 ], [ 0, %80 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %87, metadata !31, metadata !DIExpression()), !dbg !35
  %89 = getelementptr inbounds i32, i32* %17, i64 %86, !dbg !100
  %90 = load i32, i32* %89, align 4, !dbg !100, !tbaa !67
  %91 = sext i32 %90 to i64, !dbg !101
  %92 = getelementptr inbounds i32, i32* %28, i64 %91, !dbg !101
  %93 = load i32, i32* %92, align 4, !dbg !101, !tbaa !67
  %94 = sext i32 %93 to i64, !dbg !101
  %95 = add nsw i64 %87, %94, !dbg !102
  call void @llvm.dbg.value(metadata i64 %95, metadata !31, metadata !DIExpression()), !dbg !35
  %96 = add nuw nsw i64 %86, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %96, metadata !33, metadata !DIExpression()), !dbg !94
  %97 = add i64 %88, 1, !dbg !93
  %98 = icmp eq i64 %97, %63, !dbg !93
  br i1 %98, label %99, label %85, !dbg !93, !llvm.loop !104

99:                                               ; preds = %80, %85, %59
  %100 = phi i64 [ 0, %59 ], [ %81, %80 ], [ %95, %85 ], !dbg !35
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %11, i32 noundef %22, i64 noundef %100), !dbg !106
  tail call void @free(i8* noundef %11) #6, !dbg !107
  tail call void @free(i8* noundef %27) #6, !dbg !108
  tail call void @free(i8* noundef %16) #6, !dbg !109
  ret i32 0, !dbg !110

102:                                              ; preds = %102, %65
  %103 = phi i64 [ 0, %65 ], [ %137, %102 ]
  %104 = phi i64 [ 0, %65 ], [ %136, %102 ]
  %105 = phi i64 [ 0, %65 ], [ %138, %102 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %104, metadata !31, metadata !DIExpression()), !dbg !35
  %106 = getelementptr inbounds i32, i32* %17, i64 %103, !dbg !100
  %107 = load i32, i32* %106, align 4, !dbg !100, !tbaa !67
  %108 = sext i32 %107 to i64, !dbg !101
  %109 = getelementptr inbounds i32, i32* %28, i64 %108, !dbg !101
  %110 = load i32, i32* %109, align 4, !dbg !101, !tbaa !67
  %111 = sext i32 %110 to i64, !dbg !101
  %112 = add nsw i64 %104, %111, !dbg !102
  call void @llvm.dbg.value(metadata i64 %112, metadata !31, metadata !DIExpression()), !dbg !35
  %113 = or i64 %103, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %113, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %113, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %112, metadata !31, metadata !DIExpression()), !dbg !35
  %114 = getelementptr inbounds i32, i32* %17, i64 %113, !dbg !100
  %115 = load i32, i32* %114, align 4, !dbg !100, !tbaa !67
  %116 = sext i32 %115 to i64, !dbg !101
  %117 = getelementptr inbounds i32, i32* %28, i64 %116, !dbg !101
  %118 = load i32, i32* %117, align 4, !dbg !101, !tbaa !67
  %119 = sext i32 %118 to i64, !dbg !101
  %120 = add nsw i64 %112, %119, !dbg !102
  call void @llvm.dbg.value(metadata i64 %120, metadata !31, metadata !DIExpression()), !dbg !35
  %121 = or i64 %103, 2, !dbg !103
  call void @llvm.dbg.value(metadata i64 %121, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %121, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %120, metadata !31, metadata !DIExpression()), !dbg !35
  %122 = getelementptr inbounds i32, i32* %17, i64 %121, !dbg !100
  %123 = load i32, i32* %122, align 4, !dbg !100, !tbaa !67
  %124 = sext i32 %123 to i64, !dbg !101
  %125 = getelementptr inbounds i32, i32* %28, i64 %124, !dbg !101
  %126 = load i32, i32* %125, align 4, !dbg !101, !tbaa !67
  %127 = sext i32 %126 to i64, !dbg !101
  %128 = add nsw i64 %120, %127, !dbg !102
  call void @llvm.dbg.value(metadata i64 %128, metadata !31, metadata !DIExpression()), !dbg !35
  %129 = or i64 %103, 3, !dbg !103
  call void @llvm.dbg.value(metadata i64 %129, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %129, metadata !33, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %128, metadata !31, metadata !DIExpression()), !dbg !35
  %130 = getelementptr inbounds i32, i32* %17, i64 %129, !dbg !100
  %131 = load i32, i32* %130, align 4, !dbg !100, !tbaa !67
  %132 = sext i32 %131 to i64, !dbg !101
  %133 = getelementptr inbounds i32, i32* %28, i64 %132, !dbg !101
  %134 = load i32, i32* %133, align 4, !dbg !101, !tbaa !67
  %135 = sext i32 %134 to i64, !dbg !101
  %136 = add nsw i64 %128, %135, !dbg !102
  call void @llvm.dbg.value(metadata i64 %136, metadata !31, metadata !DIExpression()), !dbg !35
  %137 = add nuw nsw i64 %103, 4, !dbg !103
  call void @llvm.dbg.value(metadata i64 %137, metadata !33, metadata !DIExpression()), !dbg !94
  %138 = add i64 %105, 4, !dbg !93
  %139 = icmp eq i64 %138, %66, !dbg !93
  br i1 %139, label %80, label %102, !dbg !93, !llvm.loop !111
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(i8* noalias nocapture noundef writeonly, i64 noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

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
!1 = !DIFile(filename: "carried_join.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a4ac6a1af6523b4d01bb82e11b879cf9")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 11, type: !16, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !25, !26, !28, !29, !31, !33}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 11, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 11, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 13, type: !3)
!22 = !DILocalVariable(name: "label", scope: !15, file: !1, line: 14, type: !5)
!23 = !DILocalVariable(name: "rowptr", scope: !15, file: !1, line: 16, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!25 = !DILocalVariable(name: "nnz", scope: !15, file: !1, line: 17, type: !3)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 18, type: !3)
!27 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!28 = !DILocalVariable(name: "col", scope: !15, file: !1, line: 23, type: !24)
!29 = !DILocalVariable(name: "k", scope: !30, file: !1, line: 24, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 24, column: 3)
!31 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 26, type: !32)
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 27, type: !3)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 27, column: 3)
!35 = !DILocation(line: 0, scope: !15)
!36 = !DILocation(line: 13, column: 16, scope: !15)
!37 = !DILocation(line: 13, column: 11, scope: !15)
!38 = !DILocation(line: 13, column: 27, scope: !15)
!39 = !{!40, !40, i64 0}
!40 = !{!"any pointer", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocalVariable(name: "__nptr", arg: 1, scope: !44, file: !45, line: 362, type: !48)
!44 = distinct !DISubprogram(name: "atoi", scope: !45, file: !45, line: 362, type: !46, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !50)
!45 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!46 = !DISubroutineType(types: !47)
!47 = !{!3, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!50 = !{!43}
!51 = !DILocation(line: 0, scope: !44, inlinedAt: !52)
!52 = distinct !DILocation(line: 13, column: 22, scope: !15)
!53 = !DILocation(line: 364, column: 16, scope: !44, inlinedAt: !52)
!54 = !DILocation(line: 364, column: 10, scope: !44, inlinedAt: !52)
!55 = !DILocation(line: 14, column: 17, scope: !15)
!56 = !DILocation(line: 15, column: 3, scope: !15)
!57 = !DILocation(line: 16, column: 27, scope: !15)
!58 = !DILocation(line: 16, column: 24, scope: !15)
!59 = !DILocation(line: 16, column: 32, scope: !15)
!60 = !DILocation(line: 16, column: 17, scope: !15)
!61 = !DILocation(line: 0, scope: !27)
!62 = !DILocation(line: 18, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !27, file: !1, line: 18, column: 3)
!64 = !DILocation(line: 18, column: 3, scope: !27)
!65 = !DILocation(line: 22, column: 3, scope: !15)
!66 = !DILocation(line: 22, column: 13, scope: !15)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !41, i64 0}
!69 = !DILocation(line: 23, column: 21, scope: !15)
!70 = !DILocation(line: 23, column: 25, scope: !15)
!71 = !DILocation(line: 23, column: 14, scope: !15)
!72 = !DILocation(line: 0, scope: !30)
!73 = !DILocation(line: 24, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !30, file: !1, line: 24, column: 3)
!75 = !DILocation(line: 24, column: 3, scope: !30)
!76 = !DILocation(line: 19, column: 5, scope: !77)
!77 = distinct !DILexicalBlock(scope: !63, file: !1, line: 18, column: 31)
!78 = !DILocation(line: 19, column: 15, scope: !77)
!79 = !DILocation(line: 20, column: 19, scope: !77)
!80 = !DILocation(line: 20, column: 24, scope: !77)
!81 = !DILocation(line: 20, column: 17, scope: !77)
!82 = !DILocation(line: 20, column: 40, scope: !77)
!83 = !DILocation(line: 20, column: 45, scope: !77)
!84 = !DILocation(line: 20, column: 14, scope: !77)
!85 = !DILocation(line: 20, column: 9, scope: !77)
!86 = !DILocation(line: 18, column: 27, scope: !63)
!87 = distinct !{!87, !64, !88, !89}
!88 = !DILocation(line: 21, column: 3, scope: !27)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 25, column: 16, scope: !74)
!91 = !DILocation(line: 25, column: 5, scope: !74)
!92 = !DILocation(line: 25, column: 12, scope: !74)
!93 = !DILocation(line: 27, column: 3, scope: !34)
!94 = !DILocation(line: 0, scope: !34)
!95 = !DILocation(line: 27, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !34, file: !1, line: 27, column: 3)
!97 = !DILocation(line: 24, column: 29, scope: !74)
!98 = distinct !{!98, !75, !99, !89}
!99 = !DILocation(line: 25, column: 18, scope: !30)
!100 = !DILocation(line: 28, column: 16, scope: !96)
!101 = !DILocation(line: 28, column: 12, scope: !96)
!102 = !DILocation(line: 28, column: 9, scope: !96)
!103 = !DILocation(line: 27, column: 27, scope: !96)
!104 = distinct !{!104, !105}
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DILocation(line: 29, column: 3, scope: !15)
!107 = !DILocation(line: 30, column: 3, scope: !15)
!108 = !DILocation(line: 31, column: 3, scope: !15)
!109 = !DILocation(line: 32, column: 3, scope: !15)
!110 = !DILocation(line: 33, column: 3, scope: !15)
!111 = distinct !{!111, !93, !112, !89}
!112 = !DILocation(line: 28, column: 25, scope: !34)
