; ModuleID = 'carried_join.c'
source_filename = "carried_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"csr%d\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"%s %d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !36
  %3 = icmp sgt i32 %0, 1, !dbg !37
  br i1 %3, label %4, label %9, !dbg !38

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !39
  %6 = load i8*, i8** %5, align 8, !dbg !39, !tbaa !40
  call void @llvm.dbg.value(metadata i8* %6, metadata !44, metadata !DIExpression()) #6, !dbg !52
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !54
  %8 = trunc i64 %7 to i32, !dbg !55
  br label %9, !dbg !38

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 4000, %2 ], !dbg !38
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !36
  %11 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #6, !dbg !56
  call void @llvm.dbg.value(metadata i8* %11, metadata !22, metadata !DIExpression()), !dbg !36
  %12 = tail call i32 (i8*, i64, i8*, ...) @snprintf(i8* noundef nonnull dereferenceable(1) %11, i64 noundef 16, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i32 noundef %10) #6, !dbg !57
  %13 = add nsw i32 %10, 1, !dbg !58
  %14 = sext i32 %13 to i64, !dbg !59
  %15 = shl nsw i64 %14, 2, !dbg !60
  %16 = tail call noalias i8* @malloc(i64 noundef %15) #6, !dbg !61
  %17 = bitcast i8* %16 to i32*, !dbg !61
  call void @llvm.dbg.value(metadata i32* %17, metadata !23, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !36
  %18 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %18, label %19, label %37, !dbg !63

19:                                               ; preds = %9
  %20 = zext i32 %10 to i64, !dbg !62
  br label %21, !dbg !63

21:                                               ; preds = %19, %31
  %22 = phi i64 [ 0, %19 ], [ %33, %31 ]
  %23 = phi i32 [ 0, %19 ], [ %35, %31 ]
  call void @llvm.dbg.value(metadata i32 %23, metadata !25, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %22, metadata !26, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 2, metadata !27, metadata !DIExpression()), !dbg !64
  %24 = trunc i64 %22 to i32, !dbg !65
  %25 = urem i32 %24, 89, !dbg !65
  %26 = icmp eq i32 %25, 0, !dbg !67
  br i1 %26, label %31, label %27, !dbg !68

27:                                               ; preds = %21
  %28 = urem i32 %24, 5, !dbg !69
  %29 = shl nuw nsw i32 %28, 2, !dbg !70
  %30 = or i32 %29, 2, !dbg !71
  call void @llvm.dbg.value(metadata i32 %30, metadata !27, metadata !DIExpression()), !dbg !64
  br label %31

31:                                               ; preds = %21, %27
  %32 = phi i32 [ %30, %27 ], [ 152, %21 ], !dbg !72
  call void @llvm.dbg.value(metadata i32 %32, metadata !27, metadata !DIExpression()), !dbg !64
  %33 = add nuw nsw i64 %22, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %33, metadata !26, metadata !DIExpression()), !dbg !36
  %34 = getelementptr inbounds i32, i32* %17, i64 %22, !dbg !74
  store i32 %23, i32* %34, align 4, !dbg !75, !tbaa !76
  %35 = add nsw i32 %32, %23, !dbg !78
  call void @llvm.dbg.value(metadata i32 %35, metadata !25, metadata !DIExpression()), !dbg !36
  %36 = icmp eq i64 %33, %20, !dbg !62
  br i1 %36, label %37, label %21, !dbg !63, !llvm.loop !79

37:                                               ; preds = %31, %9
  %38 = phi i32 [ 0, %9 ], [ %35, %31 ], !dbg !36
  %39 = sext i32 %10 to i64, !dbg !82
  %40 = getelementptr inbounds i32, i32* %17, i64 %39, !dbg !82
  store i32 %38, i32* %40, align 4, !dbg !83, !tbaa !76
  %41 = sext i32 %38 to i64, !dbg !84
  %42 = shl nsw i64 %41, 2, !dbg !85
  %43 = tail call noalias i8* @malloc(i64 noundef %42) #6, !dbg !86
  %44 = bitcast i8* %43 to i32*, !dbg !86
  call void @llvm.dbg.value(metadata i32* %44, metadata !29, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !87
  %45 = icmp sgt i32 %38, 0, !dbg !88
  br i1 %45, label %46, label %59, !dbg !90

46:                                               ; preds = %37
  %47 = zext i32 %38 to i64, !dbg !88
  %48 = and i64 %47, 1, !dbg !90
  %49 = icmp eq i32 %38, 1, !dbg !90
  br i1 %49, label %52, label %50, !dbg !90

50:                                               ; preds = %46
  %51 = and i64 %47, 4294967294, !dbg !90
  br label %67, !dbg !90

52:                                               ; preds = %67, %46
  %53 = phi i64 [ 0, %46 ], [ %77, %67 ]
  %54 = icmp eq i64 %48, 0, !dbg !90
  br i1 %54, label %59, label %55, !dbg !90

55:                                               ; preds = %52
  call void @llvm.dbg.value(metadata i64 %53, metadata !30, metadata !DIExpression()), !dbg !87
  %56 = trunc i64 %53 to i32, !dbg !91
  %57 = srem i32 %56, %10, !dbg !91
  %58 = getelementptr inbounds i32, i32* %44, i64 %53, !dbg !92
  store i32 %57, i32* %58, align 4, !dbg !93, !tbaa !76
  call void @llvm.dbg.value(metadata i64 %53, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !87
  br label %59, !dbg !94

59:                                               ; preds = %55, %52, %37
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !36
  br i1 %18, label %60, label %99, !dbg !94

60:                                               ; preds = %59
  %61 = zext i32 %10 to i64, !dbg !96
  %62 = add nsw i64 %61, -1, !dbg !94
  %63 = and i64 %61, 3, !dbg !94
  %64 = icmp ult i64 %62, 3, !dbg !94
  br i1 %64, label %80, label %65, !dbg !94

65:                                               ; preds = %60
  %66 = and i64 %61, 4294967292, !dbg !94
  br label %102, !dbg !94

67:                                               ; preds = %67, %50
  %68 = phi i64 [ 0, %50 ], [ %77, %67 ]
  %69 = phi i64 [ 0, %50 ], [ %78, %67 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !30, metadata !DIExpression()), !dbg !87
  %70 = trunc i64 %68 to i32, !dbg !91
  %71 = srem i32 %70, %10, !dbg !91
  %72 = getelementptr inbounds i32, i32* %44, i64 %68, !dbg !92
  store i32 %71, i32* %72, align 4, !dbg !93, !tbaa !76
  %73 = or i64 %68, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %73, metadata !30, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata i64 %73, metadata !30, metadata !DIExpression()), !dbg !87
  %74 = trunc i64 %73 to i32, !dbg !91
  %75 = srem i32 %74, %10, !dbg !91
  %76 = getelementptr inbounds i32, i32* %44, i64 %73, !dbg !92
  store i32 %75, i32* %76, align 4, !dbg !93, !tbaa !76
  %77 = add nuw nsw i64 %68, 2, !dbg !98
  call void @llvm.dbg.value(metadata i64 %77, metadata !30, metadata !DIExpression()), !dbg !87
  %78 = add i64 %69, 2, !dbg !90
  %79 = icmp eq i64 %78, %51, !dbg !90
  br i1 %79, label %52, label %67, !dbg !90, !llvm.loop !99

80:                                               ; preds = %102, %60
  %81 = phi i64 [ undef, %60 ], [ %136, %102 ]
  %82 = phi i64 [ 0, %60 ], [ %137, %102 ]
  %83 = phi i64 [ 0, %60 ], [ %136, %102 ]
  %84 = icmp eq i64 %63, 0, !dbg !94
  br i1 %84, label %99, label %85, !dbg !94

85:                                               ; preds = %80, %85
  %86 = phi i64 [ %96, %85 ], [ %82, %80 ]
  %87 = phi i64 [ %95, %85 ], [ %83, %80 ]
  %88 = phi i64 [ %97, %85 ], [ 0, %80 ]
  call void @llvm.dbg.value(metadata i64 %86, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %87, metadata !32, metadata !DIExpression()), !dbg !36
  %89 = getelementptr inbounds i32, i32* %17, i64 %86, !dbg !101
  %90 = load i32, i32* %89, align 4, !dbg !101, !tbaa !76
  %91 = sext i32 %90 to i64, !dbg !102
  %92 = getelementptr inbounds i32, i32* %44, i64 %91, !dbg !102
  %93 = load i32, i32* %92, align 4, !dbg !102, !tbaa !76
  %94 = sext i32 %93 to i64, !dbg !102
  %95 = add nsw i64 %87, %94, !dbg !103
  call void @llvm.dbg.value(metadata i64 %95, metadata !32, metadata !DIExpression()), !dbg !36
  %96 = add nuw nsw i64 %86, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %96, metadata !34, metadata !DIExpression()), !dbg !95
  %97 = add i64 %88, 1, !dbg !94
  %98 = icmp eq i64 %97, %63, !dbg !94
  br i1 %98, label %99, label %85, !dbg !94, !llvm.loop !105

99:                                               ; preds = %80, %85, %59
  %100 = phi i64 [ 0, %59 ], [ %81, %80 ], [ %95, %85 ], !dbg !36
  %101 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* noundef %11, i32 noundef %38, i64 noundef %100), !dbg !107
  tail call void @free(i8* noundef %11) #6, !dbg !108
  tail call void @free(i8* noundef %43) #6, !dbg !109
  tail call void @free(i8* noundef %16) #6, !dbg !110
  ret i32 0, !dbg !111

102:                                              ; preds = %102, %65
  %103 = phi i64 [ 0, %65 ], [ %137, %102 ]
  %104 = phi i64 [ 0, %65 ], [ %136, %102 ]
  %105 = phi i64 [ 0, %65 ], [ %138, %102 ]
  call void @llvm.dbg.value(metadata i64 %103, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %104, metadata !32, metadata !DIExpression()), !dbg !36
  %106 = getelementptr inbounds i32, i32* %17, i64 %103, !dbg !101
  %107 = load i32, i32* %106, align 4, !dbg !101, !tbaa !76
  %108 = sext i32 %107 to i64, !dbg !102
  %109 = getelementptr inbounds i32, i32* %44, i64 %108, !dbg !102
  %110 = load i32, i32* %109, align 4, !dbg !102, !tbaa !76
  %111 = sext i32 %110 to i64, !dbg !102
  %112 = add nsw i64 %104, %111, !dbg !103
  call void @llvm.dbg.value(metadata i64 %112, metadata !32, metadata !DIExpression()), !dbg !36
  %113 = or i64 %103, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %113, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %113, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %112, metadata !32, metadata !DIExpression()), !dbg !36
  %114 = getelementptr inbounds i32, i32* %17, i64 %113, !dbg !101
  %115 = load i32, i32* %114, align 4, !dbg !101, !tbaa !76
  %116 = sext i32 %115 to i64, !dbg !102
  %117 = getelementptr inbounds i32, i32* %44, i64 %116, !dbg !102
  %118 = load i32, i32* %117, align 4, !dbg !102, !tbaa !76
  %119 = sext i32 %118 to i64, !dbg !102
  %120 = add nsw i64 %112, %119, !dbg !103
  call void @llvm.dbg.value(metadata i64 %120, metadata !32, metadata !DIExpression()), !dbg !36
  %121 = or i64 %103, 2, !dbg !104
  call void @llvm.dbg.value(metadata i64 %121, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %121, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %120, metadata !32, metadata !DIExpression()), !dbg !36
  %122 = getelementptr inbounds i32, i32* %17, i64 %121, !dbg !101
  %123 = load i32, i32* %122, align 4, !dbg !101, !tbaa !76
  %124 = sext i32 %123 to i64, !dbg !102
  %125 = getelementptr inbounds i32, i32* %44, i64 %124, !dbg !102
  %126 = load i32, i32* %125, align 4, !dbg !102, !tbaa !76
  %127 = sext i32 %126 to i64, !dbg !102
  %128 = add nsw i64 %120, %127, !dbg !103
  call void @llvm.dbg.value(metadata i64 %128, metadata !32, metadata !DIExpression()), !dbg !36
  %129 = or i64 %103, 3, !dbg !104
  call void @llvm.dbg.value(metadata i64 %129, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %129, metadata !34, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata i64 %128, metadata !32, metadata !DIExpression()), !dbg !36
  %130 = getelementptr inbounds i32, i32* %17, i64 %129, !dbg !101
  %131 = load i32, i32* %130, align 4, !dbg !101, !tbaa !76
  %132 = sext i32 %131 to i64, !dbg !102
  %133 = getelementptr inbounds i32, i32* %44, i64 %132, !dbg !102
  %134 = load i32, i32* %133, align 4, !dbg !102, !tbaa !76
  %135 = sext i32 %134 to i64, !dbg !102
  %136 = add nsw i64 %128, %135, !dbg !103
  call void @llvm.dbg.value(metadata i64 %136, metadata !32, metadata !DIExpression()), !dbg !36
  %137 = add nuw nsw i64 %103, 4, !dbg !104
  call void @llvm.dbg.value(metadata i64 %137, metadata !34, metadata !DIExpression()), !dbg !95
  %138 = add i64 %105, 4, !dbg !94
  %139 = icmp eq i64 %138, %66, !dbg !94
  br i1 %139, label %80, label %102, !dbg !94, !llvm.loop !112
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
!1 = !DIFile(filename: "carried_join.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "96ea8e2b5761b9e73f82c60e74c85ad9")
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
!18 = !{!19, !20, !21, !22, !23, !25, !26, !27, !29, !30, !32, !34}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 11, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 11, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 13, type: !3)
!22 = !DILocalVariable(name: "label", scope: !15, file: !1, line: 14, type: !5)
!23 = !DILocalVariable(name: "rowptr", scope: !15, file: !1, line: 16, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!25 = !DILocalVariable(name: "nnz", scope: !15, file: !1, line: 17, type: !3)
!26 = !DILocalVariable(name: "i", scope: !15, file: !1, line: 17, type: !3)
!27 = !DILocalVariable(name: "len", scope: !28, file: !1, line: 19, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 17)
!29 = !DILocalVariable(name: "col", scope: !15, file: !1, line: 28, type: !24)
!30 = !DILocalVariable(name: "k", scope: !31, file: !1, line: 29, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 29, column: 3)
!32 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 31, type: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 32, type: !3)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 32, column: 3)
!36 = !DILocation(line: 0, scope: !15)
!37 = !DILocation(line: 13, column: 16, scope: !15)
!38 = !DILocation(line: 13, column: 11, scope: !15)
!39 = !DILocation(line: 13, column: 27, scope: !15)
!40 = !{!41, !41, i64 0}
!41 = !{!"any pointer", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocalVariable(name: "__nptr", arg: 1, scope: !45, file: !46, line: 362, type: !49)
!45 = distinct !DISubprogram(name: "atoi", scope: !46, file: !46, line: 362, type: !47, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !51)
!46 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!47 = !DISubroutineType(types: !48)
!48 = !{!3, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!51 = !{!44}
!52 = !DILocation(line: 0, scope: !45, inlinedAt: !53)
!53 = distinct !DILocation(line: 13, column: 22, scope: !15)
!54 = !DILocation(line: 364, column: 16, scope: !45, inlinedAt: !53)
!55 = !DILocation(line: 364, column: 10, scope: !45, inlinedAt: !53)
!56 = !DILocation(line: 14, column: 17, scope: !15)
!57 = !DILocation(line: 15, column: 3, scope: !15)
!58 = !DILocation(line: 16, column: 27, scope: !15)
!59 = !DILocation(line: 16, column: 24, scope: !15)
!60 = !DILocation(line: 16, column: 32, scope: !15)
!61 = !DILocation(line: 16, column: 17, scope: !15)
!62 = !DILocation(line: 18, column: 12, scope: !15)
!63 = !DILocation(line: 18, column: 3, scope: !15)
!64 = !DILocation(line: 0, scope: !28)
!65 = !DILocation(line: 20, column: 11, scope: !66)
!66 = distinct !DILexicalBlock(scope: !28, file: !1, line: 20, column: 9)
!67 = !DILocation(line: 20, column: 16, scope: !66)
!68 = !DILocation(line: 20, column: 9, scope: !28)
!69 = !DILocation(line: 23, column: 17, scope: !66)
!70 = !DILocation(line: 23, column: 22, scope: !66)
!71 = !DILocation(line: 23, column: 11, scope: !66)
!72 = !DILocation(line: 0, scope: !66)
!73 = !DILocation(line: 24, column: 13, scope: !28)
!74 = !DILocation(line: 24, column: 5, scope: !28)
!75 = !DILocation(line: 24, column: 17, scope: !28)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !42, i64 0}
!78 = !DILocation(line: 25, column: 9, scope: !28)
!79 = distinct !{!79, !63, !80, !81}
!80 = !DILocation(line: 26, column: 3, scope: !15)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 27, column: 3, scope: !15)
!83 = !DILocation(line: 27, column: 13, scope: !15)
!84 = !DILocation(line: 28, column: 21, scope: !15)
!85 = !DILocation(line: 28, column: 25, scope: !15)
!86 = !DILocation(line: 28, column: 14, scope: !15)
!87 = !DILocation(line: 0, scope: !31)
!88 = !DILocation(line: 29, column: 21, scope: !89)
!89 = distinct !DILexicalBlock(scope: !31, file: !1, line: 29, column: 3)
!90 = !DILocation(line: 29, column: 3, scope: !31)
!91 = !DILocation(line: 30, column: 16, scope: !89)
!92 = !DILocation(line: 30, column: 5, scope: !89)
!93 = !DILocation(line: 30, column: 12, scope: !89)
!94 = !DILocation(line: 32, column: 3, scope: !35)
!95 = !DILocation(line: 0, scope: !35)
!96 = !DILocation(line: 32, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !35, file: !1, line: 32, column: 3)
!98 = !DILocation(line: 29, column: 29, scope: !89)
!99 = distinct !{!99, !90, !100, !81}
!100 = !DILocation(line: 30, column: 18, scope: !31)
!101 = !DILocation(line: 33, column: 16, scope: !97)
!102 = !DILocation(line: 33, column: 12, scope: !97)
!103 = !DILocation(line: 33, column: 9, scope: !97)
!104 = !DILocation(line: 32, column: 27, scope: !97)
!105 = distinct !{!105, !106}
!106 = !{!"llvm.loop.unroll.disable"}
!107 = !DILocation(line: 34, column: 3, scope: !15)
!108 = !DILocation(line: 35, column: 3, scope: !15)
!109 = !DILocation(line: 36, column: 3, scope: !15)
!110 = !DILocation(line: 37, column: 3, scope: !15)
!111 = !DILocation(line: 38, column: 3, scope: !15)
!112 = distinct !{!112, !94, !113, !81}
!113 = !DILocation(line: 33, column: 25, scope: !35)
