; ModuleID = 'stale_count.c'
source_filename = "stale_count.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"%d %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %4, label %9, !dbg !40

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !41
  %6 = load i8*, i8** %5, align 8, !dbg !41, !tbaa !42
  call void @llvm.dbg.value(metadata i8* %6, metadata !46, metadata !DIExpression()) #7, !dbg !54
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !56
  %8 = trunc i64 %7 to i32, !dbg !57
  br label %9, !dbg !40

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 1000, %2 ], !dbg !40
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !38
  %11 = sext i32 %10 to i64, !dbg !58
  %12 = shl nsw i64 %11, 2, !dbg !59
  %13 = call noalias i8* @malloc(i64 noundef %12) #7, !dbg !60
  %14 = bitcast i8* %13 to i32*, !dbg !60
  call void @llvm.dbg.value(metadata i32* %14, metadata !22, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 5, metadata !24, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !61
  %15 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %15, label %16, label %18, !dbg !64

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !62
  br label %22, !dbg !64

18:                                               ; preds = %22, %9
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !38
  %19 = icmp sgt i32 %10, 0, !dbg !66
  br i1 %19, label %20, label %32, !dbg !68

20:                                               ; preds = %18
  %21 = zext i32 %10 to i64, !dbg !66
  br label %38, !dbg !68

22:                                               ; preds = %16, %22
  %23 = phi i64 [ 0, %16 ], [ %30, %22 ]
  %24 = phi i32 [ 5, %16 ], [ %26, %22 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !26, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i32 %24, metadata !24, metadata !DIExpression()), !dbg !38
  %25 = mul i32 %24, 1664525, !dbg !69
  %26 = add i32 %25, 1013904223, !dbg !71
  call void @llvm.dbg.value(metadata i32 %26, metadata !24, metadata !DIExpression()), !dbg !38
  %27 = lshr i32 %26, 16, !dbg !72
  %28 = urem i32 %27, 100, !dbg !73
  %29 = getelementptr inbounds i32, i32* %14, i64 %23, !dbg !74
  store i32 %28, i32* %29, align 4, !dbg !75, !tbaa !76
  %30 = add nuw nsw i64 %23, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %30, metadata !26, metadata !DIExpression()), !dbg !61
  %31 = icmp eq i64 %30, %17, !dbg !62
  br i1 %31, label %18, label %22, !dbg !64, !llvm.loop !79

32:                                               ; preds = %38, %18
  %33 = phi i32 [ 0, %18 ], [ %45, %38 ], !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !83
  %34 = icmp sgt i32 %10, 0, !dbg !84
  br i1 %34, label %35, label %48, !dbg !86

35:                                               ; preds = %32
  %36 = zext i32 %10 to i64, !dbg !86
  %37 = shl nuw nsw i64 %36, 2, !dbg !86
  call void @llvm.memset.p0i8.i64(i8* align 4 %13, i8 0, i64 %37, i1 false), !dbg !87, !tbaa !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 undef, metadata !31, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !83
  br label %48, !dbg !88

38:                                               ; preds = %20, %38
  %39 = phi i64 [ 0, %20 ], [ %46, %38 ]
  %40 = phi i32 [ 0, %20 ], [ %45, %38 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !29, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 %40, metadata !28, metadata !DIExpression()), !dbg !38
  %41 = getelementptr inbounds i32, i32* %14, i64 %39, !dbg !89
  %42 = load i32, i32* %41, align 4, !dbg !89, !tbaa !76
  %43 = icmp sgt i32 %42, 50, !dbg !90
  %44 = zext i1 %43 to i32, !dbg !90
  %45 = add nuw nsw i32 %40, %44, !dbg !91
  call void @llvm.dbg.value(metadata i32 %45, metadata !28, metadata !DIExpression()), !dbg !38
  %46 = add nuw nsw i64 %39, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %46, metadata !29, metadata !DIExpression()), !dbg !65
  %47 = icmp eq i64 %46, %21, !dbg !66
  br i1 %47, label %32, label %38, !dbg !68, !llvm.loop !93

48:                                               ; preds = %35, %32
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !38
  %49 = sdiv i32 %10, 4, !dbg !88
  %50 = icmp sgt i32 %33, %49, !dbg !95
  %51 = icmp sgt i32 %10, 0
  %52 = and i1 %50, %51, !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 0, metadata !33, metadata !DIExpression()), !dbg !38
  br i1 %52, label %53, label %66, !dbg !96

53:                                               ; preds = %48
  %54 = zext i32 %10 to i64, !dbg !98
  br label %55, !dbg !100

55:                                               ; preds = %53, %55
  %56 = phi i64 [ 0, %53 ], [ %64, %55 ]
  %57 = phi i64 [ 0, %53 ], [ %63, %55 ]
  call void @llvm.dbg.value(metadata i64 %56, metadata !35, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i64 %57, metadata !33, metadata !DIExpression()), !dbg !38
  %58 = getelementptr inbounds i32, i32* %14, i64 %56, !dbg !101
  %59 = load i32, i32* %58, align 4, !dbg !101, !tbaa !76
  %60 = trunc i64 %56 to i32, !dbg !102
  %61 = add nsw i32 %59, %60, !dbg !102
  %62 = sext i32 %61 to i64, !dbg !101
  %63 = add nsw i64 %57, %62, !dbg !103
  call void @llvm.dbg.value(metadata i64 %63, metadata !33, metadata !DIExpression()), !dbg !38
  %64 = add nuw nsw i64 %56, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %64, metadata !35, metadata !DIExpression()), !dbg !97
  %65 = icmp eq i64 %64, %54, !dbg !98
  br i1 %65, label %66, label %55, !dbg !100, !llvm.loop !105

66:                                               ; preds = %55, %48
  %67 = phi i64 [ 0, %48 ], [ %63, %55 ], !dbg !107
  call void @llvm.dbg.value(metadata i64 %67, metadata !33, metadata !DIExpression()), !dbg !38
  %68 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), i32 noundef %33, i64 noundef %67), !dbg !108
  call void @free(i8* noundef %13) #7, !dbg !109
  ret i32 0, !dbg !110
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

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stale_count.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "790f39457bd43abdc43469701c58666a")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !16, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !24, !26, !28, !29, !31, !33, !35}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 6, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 6, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 8, type: !3)
!22 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 9, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!24 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 10, type: !25)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 11, type: !3)
!27 = distinct !DILexicalBlock(scope: !15, file: !1, line: 11, column: 3)
!28 = !DILocalVariable(name: "cnt", scope: !15, file: !1, line: 15, type: !3)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 16, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 16, column: 3)
!31 = !DILocalVariable(name: "i", scope: !32, file: !1, line: 18, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!33 = !DILocalVariable(name: "t", scope: !15, file: !1, line: 20, type: !34)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 22, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 22, column: 5)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 7)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 8, column: 16, scope: !15)
!40 = !DILocation(line: 8, column: 11, scope: !15)
!41 = !DILocation(line: 8, column: 27, scope: !15)
!42 = !{!43, !43, i64 0}
!43 = !{!"any pointer", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = !DILocalVariable(name: "__nptr", arg: 1, scope: !47, file: !48, line: 362, type: !51)
!47 = distinct !DISubprogram(name: "atoi", scope: !48, file: !48, line: 362, type: !49, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !53)
!48 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!49 = !DISubroutineType(types: !50)
!50 = !{!3, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!53 = !{!46}
!54 = !DILocation(line: 0, scope: !47, inlinedAt: !55)
!55 = distinct !DILocation(line: 8, column: 22, scope: !15)
!56 = !DILocation(line: 364, column: 16, scope: !47, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !47, inlinedAt: !55)
!58 = !DILocation(line: 9, column: 19, scope: !15)
!59 = !DILocation(line: 9, column: 21, scope: !15)
!60 = !DILocation(line: 9, column: 12, scope: !15)
!61 = !DILocation(line: 0, scope: !27)
!62 = !DILocation(line: 11, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !27, file: !1, line: 11, column: 3)
!64 = !DILocation(line: 11, column: 3, scope: !27)
!65 = !DILocation(line: 0, scope: !30)
!66 = !DILocation(line: 16, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 3)
!68 = !DILocation(line: 16, column: 3, scope: !30)
!69 = !DILocation(line: 12, column: 11, scope: !70)
!70 = distinct !DILexicalBlock(scope: !63, file: !1, line: 11, column: 31)
!71 = !DILocation(line: 12, column: 22, scope: !70)
!72 = !DILocation(line: 13, column: 21, scope: !70)
!73 = !DILocation(line: 13, column: 28, scope: !70)
!74 = !DILocation(line: 13, column: 5, scope: !70)
!75 = !DILocation(line: 13, column: 10, scope: !70)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !44, i64 0}
!78 = !DILocation(line: 11, column: 27, scope: !63)
!79 = distinct !{!79, !64, !80, !81, !82}
!80 = !DILocation(line: 14, column: 3, scope: !27)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !{!"llvm.loop.unroll.disable"}
!83 = !DILocation(line: 0, scope: !32)
!84 = !DILocation(line: 18, column: 21, scope: !85)
!85 = distinct !DILexicalBlock(scope: !32, file: !1, line: 18, column: 3)
!86 = !DILocation(line: 18, column: 3, scope: !32)
!87 = !DILocation(line: 19, column: 10, scope: !85)
!88 = !DILocation(line: 21, column: 15, scope: !37)
!89 = !DILocation(line: 17, column: 12, scope: !67)
!90 = !DILocation(line: 17, column: 17, scope: !67)
!91 = !DILocation(line: 17, column: 9, scope: !67)
!92 = !DILocation(line: 16, column: 27, scope: !67)
!93 = distinct !{!93, !68, !94, !81, !82}
!94 = !DILocation(line: 17, column: 19, scope: !30)
!95 = !DILocation(line: 21, column: 11, scope: !37)
!96 = !DILocation(line: 21, column: 7, scope: !15)
!97 = !DILocation(line: 0, scope: !36)
!98 = !DILocation(line: 22, column: 23, scope: !99)
!99 = distinct !DILexicalBlock(scope: !36, file: !1, line: 22, column: 5)
!100 = !DILocation(line: 22, column: 5, scope: !36)
!101 = !DILocation(line: 23, column: 12, scope: !99)
!102 = !DILocation(line: 23, column: 17, scope: !99)
!103 = !DILocation(line: 23, column: 9, scope: !99)
!104 = !DILocation(line: 22, column: 29, scope: !99)
!105 = distinct !{!105, !100, !106, !81, !82}
!106 = !DILocation(line: 23, column: 19, scope: !36)
!107 = !DILocation(line: 20, column: 8, scope: !15)
!108 = !DILocation(line: 24, column: 3, scope: !15)
!109 = !DILocation(line: 25, column: 3, scope: !15)
!110 = !DILocation(line: 26, column: 3, scope: !15)
