; ModuleID = 'switch_latch.c'
source_filename = "switch_latch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [41 x i8] c"%ld letters and separators in %ld words\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !24, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %4, label %15, !dbg !40

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !41
  %6 = load i8*, i8** %5, align 8, !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %6, metadata !46, metadata !DIExpression()) #6, !dbg !54
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !57
  call void @llvm.dbg.value(metadata i32 %8, metadata !25, metadata !DIExpression()), !dbg !38
  %9 = icmp eq i32 %0, 2, !dbg !58
  br i1 %9, label %15, label %10, !dbg !59

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !60
  %12 = load i8*, i8** %11, align 8, !dbg !60, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %12, metadata !46, metadata !DIExpression()) #6, !dbg !61
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !63
  %14 = trunc i64 %13 to i32, !dbg !64
  br label %15, !dbg !59

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !38
  %18 = sext i32 %16 to i64, !dbg !65
  %19 = add nsw i64 %18, 1, !dbg !66
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !67
  call void @llvm.dbg.value(metadata i8* %20, metadata !27, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 %17, metadata !26, metadata !DIExpression()), !dbg !38
  %21 = icmp sgt i32 %16, 0, !dbg !69
  br i1 %21, label %24, label %22, !dbg !70

22:                                               ; preds = %15
  %23 = getelementptr inbounds i8, i8* %20, i64 %18, !dbg !71
  store i8 0, i8* %23, align 1, !dbg !72, !tbaa !73
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !74
  br label %48, !dbg !75

24:                                               ; preds = %15
  %25 = zext i32 %16 to i64, !dbg !69
  br label %28, !dbg !70

26:                                               ; preds = %42
  %27 = getelementptr inbounds i8, i8* %20, i64 %18, !dbg !71
  store i8 0, i8* %27, align 1, !dbg !72, !tbaa !73
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 0, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !74
  br i1 %21, label %52, label %48, !dbg !75

28:                                               ; preds = %24, %42
  %29 = phi i64 [ 0, %24 ], [ %46, %42 ]
  %30 = phi i32 [ %17, %24 ], [ %32, %42 ]
  call void @llvm.dbg.value(metadata i32 %30, metadata !26, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %29, metadata !28, metadata !DIExpression()), !dbg !68
  %31 = mul i32 %30, 1103515245, !dbg !76
  %32 = add i32 %31, 12345, !dbg !77
  call void @llvm.dbg.value(metadata i32 %32, metadata !26, metadata !DIExpression()), !dbg !38
  %33 = lshr i32 %32, 16, !dbg !78
  %34 = trunc i32 %33 to i16, !dbg !79
  %35 = urem i16 %34, 11, !dbg !79
  %36 = zext i16 %35 to i32, !dbg !79
  call void @llvm.dbg.value(metadata i32 %36, metadata !30, metadata !DIExpression()), !dbg !80
  switch i32 %36, label %37 [
    i32 0, label %42
    i32 1, label %41
  ], !dbg !81

37:                                               ; preds = %28
  %38 = icmp eq i16 %35, 2, !dbg !82
  %39 = add nuw nsw i16 %35, 97, !dbg !83
  %40 = select i1 %38, i16 44, i16 %39, !dbg !83
  br label %42, !dbg !84

41:                                               ; preds = %28
  br label %42, !dbg !81

42:                                               ; preds = %28, %41, %37
  %43 = phi i16 [ 32, %28 ], [ %40, %37 ], [ 10, %41 ], !dbg !81
  %44 = trunc i16 %43 to i8, !dbg !81
  %45 = getelementptr inbounds i8, i8* %20, i64 %29, !dbg !85
  store i8 %44, i8* %45, align 1, !dbg !86, !tbaa !73
  %46 = add nuw nsw i64 %29, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %32, metadata !26, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %46, metadata !28, metadata !DIExpression()), !dbg !68
  %47 = icmp eq i64 %46, %25, !dbg !69
  br i1 %47, label %26, label %28, !dbg !70, !llvm.loop !88

48:                                               ; preds = %73, %22, %26
  %49 = phi i64 [ 0, %26 ], [ 0, %22 ], [ %66, %73 ], !dbg !38
  %50 = phi i64 [ 0, %26 ], [ 0, %22 ], [ %67, %73 ], !dbg !38
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str, i64 0, i64 0), i64 noundef %49, i64 noundef %50), !dbg !91
  tail call void @free(i8* noundef nonnull %20) #6, !dbg !92
  ret i32 0, !dbg !93

52:                                               ; preds = %26, %73
  %53 = phi i32 [ %75, %73 ], [ 0, %26 ]
  %54 = phi i64 [ %67, %73 ], [ 0, %26 ]
  %55 = phi i64 [ %66, %73 ], [ 0, %26 ]
  call void @llvm.dbg.value(metadata i32 %53, metadata !36, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %54, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %55, metadata !33, metadata !DIExpression()), !dbg !38
  %56 = sext i32 %53 to i64, !dbg !94
  %57 = getelementptr inbounds i8, i8* %20, i64 %56, !dbg !94
  call void @llvm.dbg.value(metadata i8* %57, metadata !97, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !102
  br label %58, !dbg !104

58:                                               ; preds = %58, %52
  %59 = phi i64 [ %60, %58 ], [ 0, %52 ], !dbg !102
  call void @llvm.dbg.value(metadata i64 %59, metadata !100, metadata !DIExpression()), !dbg !102
  %60 = add nuw i64 %59, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %60, metadata !100, metadata !DIExpression()), !dbg !102
  %61 = getelementptr inbounds i8, i8* %57, i64 %59, !dbg !107
  %62 = load i8, i8* %61, align 1, !dbg !107, !tbaa !73
  call void @llvm.dbg.value(metadata i8 %62, metadata !101, metadata !DIExpression()), !dbg !102
  switch i8 %62, label %58 [
    i8 44, label %63
    i8 32, label %63
    i8 10, label %63
    i8 0, label %63
  ], !dbg !108

63:                                               ; preds = %58, %58, %58, %58
  %64 = shl i64 %60, 32, !dbg !109
  %65 = ashr exact i64 %64, 32, !dbg !109
  %66 = add nsw i64 %65, %55, !dbg !110
  call void @llvm.dbg.value(metadata i64 %66, metadata !33, metadata !DIExpression()), !dbg !38
  %67 = add nuw nsw i64 %54, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %67, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8* %57, metadata !97, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !112
  br label %68, !dbg !114

68:                                               ; preds = %68, %63
  %69 = phi i64 [ %70, %68 ], [ 0, %63 ], !dbg !112
  call void @llvm.dbg.value(metadata i64 %69, metadata !100, metadata !DIExpression()), !dbg !112
  %70 = add nuw i64 %69, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %70, metadata !100, metadata !DIExpression()), !dbg !112
  %71 = getelementptr inbounds i8, i8* %57, i64 %69, !dbg !116
  %72 = load i8, i8* %71, align 1, !dbg !116, !tbaa !73
  call void @llvm.dbg.value(metadata i8 %72, metadata !101, metadata !DIExpression()), !dbg !112
  switch i8 %72, label %68 [
    i8 44, label %73
    i8 32, label %73
    i8 10, label %73
    i8 0, label %73
  ], !dbg !117

73:                                               ; preds = %68, %68, %68, %68
  %74 = trunc i64 %70 to i32, !dbg !117
  %75 = add nsw i32 %53, %74, !dbg !118
  call void @llvm.dbg.value(metadata i32 %75, metadata !36, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 %67, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %66, metadata !33, metadata !DIExpression()), !dbg !38
  %76 = icmp slt i32 %75, %16, !dbg !119
  br i1 %76, label %52, label %48, !dbg !75, !llvm.loop !120
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
!1 = !DIFile(filename: "switch_latch.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "def312971e7b50bb94e041ee7f34276a")
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
!19 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !20, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!8, !8, !9}
!22 = !{!23, !24, !25, !26, !27, !28, !30, !33, !35, !36}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !1, line: 18, type: !8)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !1, line: 18, type: !9)
!25 = !DILocalVariable(name: "n", scope: !19, file: !1, line: 20, type: !8)
!26 = !DILocalVariable(name: "seed", scope: !19, file: !1, line: 21, type: !3)
!27 = !DILocalVariable(name: "t", scope: !19, file: !1, line: 22, type: !10)
!28 = !DILocalVariable(name: "j", scope: !29, file: !1, line: 23, type: !8)
!29 = distinct !DILexicalBlock(scope: !19, file: !1, line: 23, column: 3)
!30 = !DILocalVariable(name: "r", scope: !31, file: !1, line: 25, type: !3)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 23, column: 31)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 23, column: 3)
!33 = !DILocalVariable(name: "total", scope: !19, file: !1, line: 29, type: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "words", scope: !19, file: !1, line: 29, type: !34)
!36 = !DILocalVariable(name: "j", scope: !37, file: !1, line: 30, type: !8)
!37 = distinct !DILexicalBlock(scope: !19, file: !1, line: 30, column: 3)
!38 = !DILocation(line: 0, scope: !19)
!39 = !DILocation(line: 20, column: 16, scope: !19)
!40 = !DILocation(line: 20, column: 11, scope: !19)
!41 = !DILocation(line: 20, column: 27, scope: !19)
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocalVariable(name: "__nptr", arg: 1, scope: !47, file: !48, line: 362, type: !51)
!47 = distinct !DISubprogram(name: "atoi", scope: !48, file: !48, line: 362, type: !49, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!48 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!49 = !DISubroutineType(types: !50)
!50 = !{!8, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!53 = !{!46}
!54 = !DILocation(line: 0, scope: !47, inlinedAt: !55)
!55 = distinct !DILocation(line: 20, column: 22, scope: !19)
!56 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !55)
!58 = !DILocation(line: 21, column: 24, scope: !19)
!59 = !DILocation(line: 21, column: 19, scope: !19)
!60 = !DILocation(line: 21, column: 45, scope: !19)
!61 = !DILocation(line: 0, scope: !47, inlinedAt: !62)
!62 = distinct !DILocation(line: 21, column: 40, scope: !19)
!63 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !62)
!64 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !62)
!65 = !DILocation(line: 22, column: 20, scope: !19)
!66 = !DILocation(line: 22, column: 30, scope: !19)
!67 = !DILocation(line: 22, column: 13, scope: !19)
!68 = !DILocation(line: 0, scope: !29)
!69 = !DILocation(line: 23, column: 21, scope: !32)
!70 = !DILocation(line: 23, column: 3, scope: !29)
!71 = !DILocation(line: 28, column: 3, scope: !19)
!72 = !DILocation(line: 28, column: 8, scope: !19)
!73 = !{!44, !44, i64 0}
!74 = !DILocation(line: 0, scope: !37)
!75 = !DILocation(line: 30, column: 3, scope: !37)
!76 = !DILocation(line: 24, column: 17, scope: !31)
!77 = !DILocation(line: 24, column: 31, scope: !31)
!78 = !DILocation(line: 25, column: 24, scope: !31)
!79 = !DILocation(line: 25, column: 31, scope: !31)
!80 = !DILocation(line: 0, scope: !31)
!81 = !DILocation(line: 26, column: 12, scope: !31)
!82 = !DILocation(line: 26, column: 45, scope: !31)
!83 = !DILocation(line: 26, column: 43, scope: !31)
!84 = !DILocation(line: 26, column: 27, scope: !31)
!85 = !DILocation(line: 26, column: 5, scope: !31)
!86 = !DILocation(line: 26, column: 10, scope: !31)
!87 = !DILocation(line: 23, column: 27, scope: !32)
!88 = distinct !{!88, !70, !89, !90}
!89 = !DILocation(line: 27, column: 3, scope: !29)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 34, column: 3, scope: !19)
!92 = !DILocation(line: 35, column: 3, scope: !19)
!93 = !DILocation(line: 36, column: 3, scope: !19)
!94 = !DILocation(line: 31, column: 25, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !1, line: 30, column: 48)
!96 = distinct !DILexicalBlock(scope: !37, file: !1, line: 30, column: 3)
!97 = !DILocalVariable(name: "s", arg: 1, scope: !98, file: !1, line: 8, type: !51)
!98 = distinct !DISubprogram(name: "word_len", scope: !1, file: !1, line: 8, type: !49, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !99)
!99 = !{!97, !100, !101}
!100 = !DILocalVariable(name: "i", scope: !98, file: !1, line: 10, type: !8)
!101 = !DILocalVariable(name: "c", scope: !98, file: !1, line: 11, type: !7)
!102 = !DILocation(line: 0, scope: !98, inlinedAt: !103)
!103 = distinct !DILocation(line: 31, column: 14, scope: !95)
!104 = !DILocation(line: 12, column: 3, scope: !98, inlinedAt: !103)
!105 = !DILocation(line: 13, column: 12, scope: !106, inlinedAt: !103)
!106 = distinct !DILexicalBlock(scope: !98, file: !1, line: 12, column: 6)
!107 = !DILocation(line: 13, column: 9, scope: !106, inlinedAt: !103)
!108 = !DILocation(line: 14, column: 21, scope: !98, inlinedAt: !103)
!109 = !DILocation(line: 31, column: 14, scope: !95)
!110 = !DILocation(line: 31, column: 11, scope: !95)
!111 = !DILocation(line: 32, column: 10, scope: !95)
!112 = !DILocation(line: 0, scope: !98, inlinedAt: !113)
!113 = distinct !DILocation(line: 30, column: 31, scope: !96)
!114 = !DILocation(line: 12, column: 3, scope: !98, inlinedAt: !113)
!115 = !DILocation(line: 13, column: 12, scope: !106, inlinedAt: !113)
!116 = !DILocation(line: 13, column: 9, scope: !106, inlinedAt: !113)
!117 = !DILocation(line: 14, column: 21, scope: !98, inlinedAt: !113)
!118 = !DILocation(line: 30, column: 28, scope: !96)
!119 = !DILocation(line: 30, column: 21, scope: !96)
!120 = distinct !{!120, !75, !121, !90}
!121 = !DILocation(line: 33, column: 3, scope: !37)
