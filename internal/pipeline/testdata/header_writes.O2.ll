; ModuleID = 'header_writes.c'
source_filename = "header_writes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [35 x i8] c"%ld pieces, %ld digits, %ld upper\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !39
  %3 = icmp sgt i32 %0, 1, !dbg !40
  br i1 %3, label %4, label %15, !dbg !41

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %6 = load i8*, i8** %5, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %6, metadata !47, metadata !DIExpression()) #6, !dbg !55
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !57
  %8 = trunc i64 %7 to i32, !dbg !58
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !39
  %9 = icmp eq i32 %0, 2, !dbg !59
  br i1 %9, label %15, label %10, !dbg !60

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !61
  %12 = load i8*, i8** %11, align 8, !dbg !61, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %12, metadata !47, metadata !DIExpression()) #6, !dbg !62
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !64
  %14 = trunc i64 %13 to i32, !dbg !65
  br label %15, !dbg !60

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 1, %4 ], [ 1, %2 ], !dbg !60
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !39
  %18 = sext i32 %16 to i64, !dbg !66
  %19 = add nsw i64 %18, 1, !dbg !67
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !68
  call void @llvm.dbg.value(metadata i8* %20, metadata !27, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !39
  %21 = icmp sgt i32 %16, 0, !dbg !70
  br i1 %21, label %24, label %22, !dbg !71

22:                                               ; preds = %15
  %23 = getelementptr inbounds i8, i8* %20, i64 %18, !dbg !72
  store i8 0, i8* %23, align 1, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !75
  br label %62, !dbg !76

24:                                               ; preds = %15
  %25 = zext i32 %16 to i64, !dbg !70
  br label %30, !dbg !71

26:                                               ; preds = %57
  %27 = getelementptr inbounds i8, i8* %20, i64 %18, !dbg !72
  store i8 0, i8* %27, align 1, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !75
  br i1 %21, label %28, label %62, !dbg !76

28:                                               ; preds = %26
  %29 = zext i32 %16 to i64, !dbg !77
  br label %67, !dbg !76

30:                                               ; preds = %24, %57
  %31 = phi i64 [ 0, %24 ], [ %60, %57 ]
  %32 = phi i32 [ %17, %24 ], [ %34, %57 ]
  call void @llvm.dbg.value(metadata i32 %32, metadata !26, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %31, metadata !28, metadata !DIExpression()), !dbg !69
  %33 = mul i32 %32, 1103515245, !dbg !79
  %34 = add i32 %33, 12345, !dbg !80
  call void @llvm.dbg.value(metadata i32 %34, metadata !26, metadata !DIExpression()), !dbg !39
  %35 = lshr i32 %34, 16, !dbg !81
  %36 = trunc i32 %35 to i16, !dbg !82
  %37 = urem i16 %36, 17, !dbg !82
  call void @llvm.dbg.value(metadata i16 %37, metadata !30, metadata !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !83
  %38 = icmp eq i16 %37, 0, !dbg !84
  br i1 %38, label %57, label %39, !dbg !85

39:                                               ; preds = %30
  %40 = icmp ult i16 %37, 6, !dbg !86
  br i1 %40, label %41, label %47, !dbg !87

41:                                               ; preds = %39
  %42 = lshr i32 %34, 20, !dbg !88
  %43 = trunc i32 %42 to i16, !dbg !89
  %44 = urem i16 %43, 10, !dbg !89
  %45 = trunc i16 %44 to i8, !dbg !89
  %46 = or i8 %45, 48, !dbg !90
  br label %57, !dbg !87

47:                                               ; preds = %39
  %48 = icmp ult i16 %37, 9, !dbg !91
  %49 = lshr i32 %34, 18, !dbg !83
  %50 = trunc i32 %49 to i16, !dbg !83
  %51 = urem i16 %50, 26, !dbg !83
  %52 = trunc i16 %51 to i8, !dbg !83
  br i1 %48, label %53, label %55, !dbg !92

53:                                               ; preds = %47
  %54 = add nuw nsw i8 %52, 65, !dbg !93
  br label %57, !dbg !92

55:                                               ; preds = %47
  %56 = add nuw nsw i8 %52, 97, !dbg !94
  br label %57, !dbg !92

57:                                               ; preds = %41, %55, %53, %30
  %58 = phi i8 [ 0, %30 ], [ %46, %41 ], [ %54, %53 ], [ %56, %55 ], !dbg !85
  %59 = getelementptr inbounds i8, i8* %20, i64 %31, !dbg !95
  store i8 %58, i8* %59, align 1, !dbg !96, !tbaa !74
  %60 = add nuw nsw i64 %31, 1, !dbg !97
  call void @llvm.dbg.value(metadata i32 %34, metadata !26, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %60, metadata !28, metadata !DIExpression()), !dbg !69
  %61 = icmp eq i64 %60, %25, !dbg !70
  br i1 %61, label %26, label %30, !dbg !71, !llvm.loop !98

62:                                               ; preds = %113, %22, %26
  %63 = phi i64 [ 0, %26 ], [ 0, %22 ], [ %114, %113 ], !dbg !39
  %64 = phi i64 [ 0, %26 ], [ 0, %22 ], [ %115, %113 ], !dbg !39
  %65 = phi i64 [ 0, %26 ], [ 0, %22 ], [ %116, %113 ], !dbg !39
  %66 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str, i64 0, i64 0), i64 noundef %65, i64 noundef %63, i64 noundef %64), !dbg !101
  tail call void @free(i8* noundef %20) #6, !dbg !102
  ret i32 0, !dbg !103

67:                                               ; preds = %28, %113
  %68 = phi i64 [ 0, %28 ], [ %117, %113 ]
  %69 = phi i64 [ 0, %28 ], [ %116, %113 ]
  %70 = phi i64 [ 0, %28 ], [ %115, %113 ]
  %71 = phi i64 [ 0, %28 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !37, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 %69, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %70, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %71, metadata !33, metadata !DIExpression()), !dbg !39
  %72 = icmp eq i64 %68, 0, !dbg !104
  br i1 %72, label %78, label %73, !dbg !106

73:                                               ; preds = %67
  %74 = add nsw i64 %68, -1, !dbg !107
  %75 = getelementptr inbounds i8, i8* %20, i64 %74, !dbg !108
  %76 = load i8, i8* %75, align 1, !dbg !108, !tbaa !74
  %77 = icmp eq i8 %76, 0, !dbg !109
  br i1 %77, label %78, label %113, !dbg !110

78:                                               ; preds = %73, %67
  %79 = getelementptr inbounds i8, i8* %20, i64 %68, !dbg !111
  call void @llvm.dbg.value(metadata i8* %79, metadata !113, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 0, metadata !118, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !121
  %80 = load i8, i8* %79, align 1, !dbg !123, !tbaa !74
  call void @llvm.dbg.value(metadata i8 %80, metadata !120, metadata !DIExpression()), !dbg !121
  %81 = icmp eq i8 %80, 0, !dbg !124
  br i1 %81, label %107, label %82, !dbg !125

82:                                               ; preds = %78, %82
  %83 = phi i64 [ %86, %82 ], [ 0, %78 ]
  %84 = phi i8 [ %92, %82 ], [ %80, %78 ]
  %85 = phi i64 [ %90, %82 ], [ 0, %78 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !118, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %83, metadata !119, metadata !DIExpression()), !dbg !121
  %86 = add nuw nsw i64 %83, 1, !dbg !126
  call void @llvm.dbg.value(metadata i64 %86, metadata !119, metadata !DIExpression()), !dbg !121
  %87 = add i8 %84, -48, !dbg !127
  %88 = icmp ult i8 %87, 10, !dbg !127
  %89 = zext i1 %88 to i64, !dbg !127
  %90 = add nuw nsw i64 %85, %89, !dbg !127
  call void @llvm.dbg.value(metadata i64 %90, metadata !118, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i64 %86, metadata !119, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !121
  %91 = getelementptr inbounds i8, i8* %79, i64 %86, !dbg !123
  %92 = load i8, i8* %91, align 1, !dbg !123, !tbaa !74
  call void @llvm.dbg.value(metadata i8 %92, metadata !120, metadata !DIExpression()), !dbg !121
  %93 = icmp eq i8 %92, 0, !dbg !124
  br i1 %93, label %94, label %82, !dbg !125, !llvm.loop !129

94:                                               ; preds = %82
  %95 = add nsw i64 %90, %71, !dbg !131
  call void @llvm.dbg.value(metadata i64 %95, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i8* %79, metadata !135, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !137
  call void @llvm.dbg.value(metadata i8 %80, metadata !136, metadata !DIExpression()), !dbg !137
  br label %96, !dbg !139

96:                                               ; preds = %94, %96
  %97 = phi i8 [ %105, %96 ], [ %80, %94 ]
  %98 = phi i8* [ %100, %96 ], [ %79, %94 ]
  %99 = phi i32 [ %104, %96 ], [ 0, %94 ]
  call void @llvm.dbg.value(metadata i8* %98, metadata !135, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i32 %99, metadata !132, metadata !DIExpression()), !dbg !137
  %100 = getelementptr inbounds i8, i8* %98, i64 1, !dbg !140
  call void @llvm.dbg.value(metadata i8* %100, metadata !135, metadata !DIExpression()), !dbg !137
  %101 = add i8 %97, -65, !dbg !141
  %102 = icmp ult i8 %101, 26, !dbg !141
  %103 = zext i1 %102 to i32, !dbg !141
  %104 = add nuw nsw i32 %99, %103, !dbg !141
  call void @llvm.dbg.value(metadata i32 %104, metadata !132, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata i8* %100, metadata !135, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !137
  %105 = load i8, i8* %100, align 1, !dbg !143, !tbaa !74
  call void @llvm.dbg.value(metadata i8 %105, metadata !136, metadata !DIExpression()), !dbg !137
  %106 = icmp eq i8 %105, 0, !dbg !139
  br i1 %106, label %107, label %96, !dbg !139, !llvm.loop !144

107:                                              ; preds = %96, %78
  %108 = phi i64 [ %71, %78 ], [ %95, %96 ]
  %109 = phi i32 [ 0, %78 ], [ %104, %96 ], !dbg !137
  %110 = sext i32 %109 to i64, !dbg !146
  %111 = add nsw i64 %70, %110, !dbg !147
  call void @llvm.dbg.value(metadata i64 %111, metadata !35, metadata !DIExpression()), !dbg !39
  %112 = add nsw i64 %69, 1, !dbg !148
  call void @llvm.dbg.value(metadata i64 %112, metadata !36, metadata !DIExpression()), !dbg !39
  br label %113, !dbg !149

113:                                              ; preds = %73, %107
  %114 = phi i64 [ %108, %107 ], [ %71, %73 ], !dbg !39
  %115 = phi i64 [ %111, %107 ], [ %70, %73 ], !dbg !39
  %116 = phi i64 [ %112, %107 ], [ %69, %73 ], !dbg !39
  call void @llvm.dbg.value(metadata i64 %116, metadata !36, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %115, metadata !35, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %114, metadata !33, metadata !DIExpression()), !dbg !39
  %117 = add nuw nsw i64 %68, 1, !dbg !150
  call void @llvm.dbg.value(metadata i64 %117, metadata !37, metadata !DIExpression()), !dbg !75
  %118 = icmp eq i64 %117, %29, !dbg !77
  br i1 %118, label %62, label %67, !dbg !76, !llvm.loop !151
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
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "header_writes.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e25baf44007784001a9d4697a383053f")
!2 = !{!3, !4, !7, !8, !9, !11}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 30, type: !20, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!8, !8, !9}
!22 = !{!23, !24, !25, !26, !27, !28, !30, !33, !35, !36, !37}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 30, type: !8)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 30, type: !9)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 32, type: !8)
!26 = !DILocalVariable(name: "seed", scope: !19, file: !1, line: 33, type: !3)
!27 = !DILocalVariable(name: "t", scope: !19, file: !1, line: 34, type: !10)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 35, type: !8)
!29 = distinct !DILexicalBlock(scope: !19, file: !1, line: 35, column: 3)
!30 = !DILocalVariable(name: "r", scope: !31, file: !1, line: 37, type: !3)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 35, column: 31)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 35, column: 3)
!33 = !DILocalVariable(name: "digits", scope: !19, file: !1, line: 41, type: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "upper", scope: !19, file: !1, line: 41, type: !34)
!36 = !DILocalVariable(name: "pieces", scope: !19, file: !1, line: 41, type: !34)
!37 = !DILocalVariable(name: "j", scope: !38, file: !1, line: 42, type: !8)
!38 = distinct !DILexicalBlock(scope: !19, file: !1, line: 42, column: 3)
!39 = !DILocation(line: 0, scope: !19)
!40 = !DILocation(line: 32, column: 16, scope: !19)
!41 = !DILocation(line: 32, column: 11, scope: !19)
!42 = !DILocation(line: 32, column: 27, scope: !19)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "__nptr", arg: 1, scope: !48, file: !49, line: 362, type: !52)
!48 = distinct !DISubprogram(name: "atoi", scope: !49, file: !49, line: 362, type: !50, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!8, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!54 = !{!47}
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 32, column: 22, scope: !19)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 33, column: 24, scope: !19)
!60 = !DILocation(line: 33, column: 19, scope: !19)
!61 = !DILocation(line: 33, column: 45, scope: !19)
!62 = !DILocation(line: 0, scope: !48, inlinedAt: !63)
!63 = distinct !DILocation(line: 33, column: 40, scope: !19)
!64 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !63)
!65 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !63)
!66 = !DILocation(line: 34, column: 20, scope: !19)
!67 = !DILocation(line: 34, column: 30, scope: !19)
!68 = !DILocation(line: 34, column: 13, scope: !19)
!69 = !DILocation(line: 0, scope: !29)
!70 = !DILocation(line: 35, column: 21, scope: !32)
!71 = !DILocation(line: 35, column: 3, scope: !29)
!72 = !DILocation(line: 40, column: 3, scope: !19)
!73 = !DILocation(line: 40, column: 8, scope: !19)
!74 = !{!45, !45, i64 0}
!75 = !DILocation(line: 0, scope: !38)
!76 = !DILocation(line: 42, column: 3, scope: !38)
!77 = !DILocation(line: 42, column: 21, scope: !78)
!78 = distinct !DILexicalBlock(scope: !38, file: !1, line: 42, column: 3)
!79 = !DILocation(line: 36, column: 17, scope: !31)
!80 = !DILocation(line: 36, column: 31, scope: !31)
!81 = !DILocation(line: 37, column: 24, scope: !31)
!82 = !DILocation(line: 37, column: 31, scope: !31)
!83 = !DILocation(line: 0, scope: !31)
!84 = !DILocation(line: 38, column: 14, scope: !31)
!85 = !DILocation(line: 38, column: 12, scope: !31)
!86 = !DILocation(line: 38, column: 30, scope: !31)
!87 = !DILocation(line: 38, column: 28, scope: !31)
!88 = !DILocation(line: 38, column: 55, scope: !31)
!89 = !DILocation(line: 38, column: 62, scope: !31)
!90 = !DILocation(line: 38, column: 36, scope: !31)
!91 = !DILocation(line: 38, column: 72, scope: !31)
!92 = !DILocation(line: 38, column: 70, scope: !31)
!93 = !DILocation(line: 38, column: 78, scope: !31)
!94 = !DILocation(line: 38, column: 112, scope: !31)
!95 = !DILocation(line: 38, column: 5, scope: !31)
!96 = !DILocation(line: 38, column: 10, scope: !31)
!97 = !DILocation(line: 35, column: 27, scope: !32)
!98 = distinct !{!98, !71, !99, !100}
!99 = !DILocation(line: 39, column: 3, scope: !29)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 48, column: 3, scope: !19)
!102 = !DILocation(line: 49, column: 3, scope: !19)
!103 = !DILocation(line: 50, column: 3, scope: !19)
!104 = !DILocation(line: 43, column: 11, scope: !105)
!105 = distinct !DILexicalBlock(scope: !78, file: !1, line: 43, column: 9)
!106 = !DILocation(line: 43, column: 16, scope: !105)
!107 = !DILocation(line: 43, column: 23, scope: !105)
!108 = !DILocation(line: 43, column: 19, scope: !105)
!109 = !DILocation(line: 43, column: 28, scope: !105)
!110 = !DILocation(line: 43, column: 9, scope: !78)
!111 = !DILocation(line: 44, column: 32, scope: !112)
!112 = distinct !DILexicalBlock(scope: !105, file: !1, line: 43, column: 37)
!113 = !DILocalVariable(name: "s", arg: 1, scope: !114, file: !1, line: 9, type: !52)
!114 = distinct !DISubprogram(name: "count_digits", scope: !1, file: !1, line: 9, type: !115, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!34, !52}
!117 = !{!113, !118, !119, !120}
!118 = !DILocalVariable(name: "d", scope: !114, file: !1, line: 11, type: !34)
!119 = !DILocalVariable(name: "i", scope: !114, file: !1, line: 12, type: !8)
!120 = !DILocalVariable(name: "c", scope: !114, file: !1, line: 13, type: !7)
!121 = !DILocation(line: 0, scope: !114, inlinedAt: !122)
!122 = distinct !DILocation(line: 44, column: 17, scope: !112)
!123 = !DILocation(line: 14, column: 15, scope: !114, inlinedAt: !122)
!124 = !DILocation(line: 14, column: 23, scope: !114, inlinedAt: !122)
!125 = !DILocation(line: 14, column: 3, scope: !114, inlinedAt: !122)
!126 = !DILocation(line: 14, column: 18, scope: !114, inlinedAt: !122)
!127 = !DILocation(line: 15, column: 18, scope: !128, inlinedAt: !122)
!128 = distinct !DILexicalBlock(scope: !114, file: !1, line: 15, column: 9)
!129 = distinct !{!129, !125, !130, !100}
!130 = !DILocation(line: 16, column: 8, scope: !114, inlinedAt: !122)
!131 = !DILocation(line: 44, column: 14, scope: !112)
!132 = !DILocalVariable(name: "u", scope: !133, file: !1, line: 22, type: !8)
!133 = distinct !DISubprogram(name: "count_upper", scope: !1, file: !1, line: 20, type: !50, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!134 = !{!135, !132, !136}
!135 = !DILocalVariable(name: "p", arg: 1, scope: !133, file: !1, line: 20, type: !52)
!136 = !DILocalVariable(name: "c", scope: !133, file: !1, line: 23, type: !7)
!137 = !DILocation(line: 0, scope: !133, inlinedAt: !138)
!138 = distinct !DILocation(line: 45, column: 16, scope: !112)
!139 = !DILocation(line: 24, column: 3, scope: !133, inlinedAt: !138)
!140 = !DILocation(line: 24, column: 17, scope: !133, inlinedAt: !138)
!141 = !DILocation(line: 25, column: 18, scope: !142, inlinedAt: !138)
!142 = distinct !DILexicalBlock(scope: !133, file: !1, line: 25, column: 9)
!143 = !DILocation(line: 24, column: 15, scope: !133, inlinedAt: !138)
!144 = distinct !{!144, !139, !145, !100}
!145 = !DILocation(line: 26, column: 8, scope: !133, inlinedAt: !138)
!146 = !DILocation(line: 45, column: 16, scope: !112)
!147 = !DILocation(line: 45, column: 13, scope: !112)
!148 = !DILocation(line: 46, column: 13, scope: !112)
!149 = !DILocation(line: 47, column: 5, scope: !112)
!150 = !DILocation(line: 42, column: 27, scope: !78)
!151 = distinct !{!151, !76, !152, !100}
!152 = !DILocation(line: 47, column: 5, scope: !38)
