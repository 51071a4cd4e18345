; ModuleID = 'tree_walk.c'
source_filename = "tree_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i64, %struct.node*, %struct.node* }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !34
  %3 = icmp sgt i32 %0, 1, !dbg !35
  br i1 %3, label %4, label %10, !dbg !36

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !37
  %6 = load i8*, i8** %5, align 8, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %6, metadata !42, metadata !DIExpression()) #7, !dbg !50
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !52
  %8 = trunc i64 %7 to i32, !dbg !53
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 7, metadata !23, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !25, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !54
  %9 = icmp sgt i32 %8, 0, !dbg !55
  br i1 %9, label %10, label %12, !dbg !57

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 1000, %2 ]
  br label %16, !dbg !57

12:                                               ; preds = %16, %4
  %13 = phi %struct.node* [ null, %4 ], [ %24, %16 ], !dbg !34
  %14 = tail call fastcc i64 @walk(%struct.node* noundef %13), !dbg !58
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %14), !dbg !59
  ret i32 0, !dbg !60

16:                                               ; preds = %10, %16
  %17 = phi i32 [ %25, %16 ], [ 0, %10 ]
  %18 = phi %struct.node* [ %24, %16 ], [ null, %10 ]
  %19 = phi i32 [ %21, %16 ], [ 7, %10 ]
  call void @llvm.dbg.value(metadata i32 %17, metadata !32, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata %struct.node* %18, metadata !25, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 %19, metadata !23, metadata !DIExpression()), !dbg !34
  %20 = mul i32 %19, 1664525, !dbg !61
  %21 = add i32 %20, 1013904223, !dbg !63
  call void @llvm.dbg.value(metadata i32 %21, metadata !23, metadata !DIExpression()), !dbg !34
  %22 = lshr i32 %21, 8, !dbg !64
  %23 = zext i32 %22 to i64, !dbg !65
  %24 = tail call fastcc %struct.node* @insert(%struct.node* noundef %18, i64 noundef %23), !dbg !66
  call void @llvm.dbg.value(metadata %struct.node* %24, metadata !25, metadata !DIExpression()), !dbg !34
  %25 = add nuw nsw i32 %17, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %25, metadata !32, metadata !DIExpression()), !dbg !54
  %26 = icmp eq i32 %25, %11, !dbg !55
  br i1 %26, label %12, label %16, !dbg !57, !llvm.loop !68
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc %struct.node* @insert(%struct.node* noundef %0, i64 noundef %1) unnamed_addr #0 !dbg !71 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !75, metadata !DIExpression()), !dbg !80
  call void @llvm.dbg.value(metadata i64 %1, metadata !76, metadata !DIExpression()), !dbg !80
  %3 = icmp eq %struct.node* %0, null, !dbg !81
  br i1 %3, label %4, label %10, !dbg !82

4:                                                ; preds = %2
  %5 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #7, !dbg !83
  %6 = bitcast i8* %5 to %struct.node*, !dbg !83
  call void @llvm.dbg.value(metadata %struct.node* %6, metadata !77, metadata !DIExpression()), !dbg !84
  %7 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 0, !dbg !85
  store i64 %1, i64* %7, align 8, !dbg !86, !tbaa !87
  %8 = getelementptr inbounds %struct.node, %struct.node* %6, i64 0, i32 1, !dbg !90
  %9 = bitcast %struct.node** %8 to i8*
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %9, i8 0, i64 16, i1 false), !dbg !91
  br label %14

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 0, !dbg !92
  %12 = load i64, i64* %11, align 8, !dbg !92, !tbaa !87
  %13 = icmp sgt i64 %12, %1, !dbg !94
  br i1 %13, label %16, label %20, !dbg !95

14:                                               ; preds = %4, %20, %16
  %15 = phi %struct.node* [ %0, %16 ], [ %0, %20 ], [ %6, %4 ]
  ret %struct.node* %15, !dbg !96

16:                                               ; preds = %10
  %17 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 1, !dbg !97
  %18 = load %struct.node*, %struct.node** %17, align 8, !dbg !97, !tbaa !98
  %19 = tail call fastcc %struct.node* @insert(%struct.node* noundef %18, i64 noundef %1), !dbg !99
  store %struct.node* %19, %struct.node** %17, align 8, !dbg !100, !tbaa !98
  br label %14

20:                                               ; preds = %10
  %21 = getelementptr inbounds %struct.node, %struct.node* %0, i64 0, i32 2, !dbg !101
  %22 = load %struct.node*, %struct.node** %21, align 8, !dbg !101, !tbaa !102
  %23 = tail call fastcc %struct.node* @insert(%struct.node* noundef %22, i64 noundef %1), !dbg !103
  store %struct.node* %23, %struct.node** %21, align 8, !dbg !104, !tbaa !102
  br label %14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i64 @walk(%struct.node* noundef readonly %0) unnamed_addr #2 !dbg !105 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !111, metadata !DIExpression()), !dbg !112
  %2 = icmp eq %struct.node* %0, null, !dbg !113
  br i1 %2, label %16, label %3, !dbg !115

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %12, %3 ], [ %0, %1 ]
  %5 = phi i64 [ %14, %3 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !111, metadata !DIExpression()), !dbg !112
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1, !dbg !116
  %7 = load %struct.node*, %struct.node** %6, align 8, !dbg !116, !tbaa !98
  %8 = tail call fastcc i64 @walk(%struct.node* noundef %7), !dbg !117
  %9 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0, !dbg !118
  %10 = load i64, i64* %9, align 8, !dbg !118, !tbaa !87
  %11 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 2, !dbg !119
  %12 = load %struct.node*, %struct.node** %11, align 8, !dbg !119, !tbaa !102
  %13 = add i64 %8, %5, !dbg !120
  %14 = add i64 %13, %10, !dbg !121
  call void @llvm.dbg.value(metadata %struct.node* %12, metadata !111, metadata !DIExpression()), !dbg !112
  %15 = icmp eq %struct.node* %12, null, !dbg !113
  br i1 %15, label %16, label %3, !dbg !115

16:                                               ; preds = %3, %1
  %17 = phi i64 [ 0, %1 ], [ %14, %3 ], !dbg !121
  ret i64 %17, !dbg !122
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn writeonly }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tree_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "698ee159b62f2ba327c0420bce9b037c")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !17, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !25, !32}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 34, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 34, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 36, type: !4)
!23 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 37, type: !24)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DILocalVariable(name: "root", scope: !16, file: !1, line: 38, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 192, elements: !28)
!28 = !{!29, !30, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !27, file: !1, line: 8, baseType: !3, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !27, file: !1, line: 9, baseType: !26, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !27, file: !1, line: 9, baseType: !26, size: 64, offset: 128)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 39, type: !4)
!33 = distinct !DILexicalBlock(scope: !16, file: !1, line: 39, column: 3)
!34 = !DILocation(line: 0, scope: !16)
!35 = !DILocation(line: 36, column: 16, scope: !16)
!36 = !DILocation(line: 36, column: 11, scope: !16)
!37 = !DILocation(line: 36, column: 27, scope: !16)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocalVariable(name: "__nptr", arg: 1, scope: !43, file: !44, line: 362, type: !47)
!43 = distinct !DISubprogram(name: "atoi", scope: !44, file: !44, line: 362, type: !45, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!44 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!45 = !DISubroutineType(types: !46)
!46 = !{!4, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!49 = !{!42}
!50 = !DILocation(line: 0, scope: !43, inlinedAt: !51)
!51 = distinct !DILocation(line: 36, column: 22, scope: !16)
!52 = !DILocation(line: 364, column: 16, scope: !43, inlinedAt: !51)
!53 = !DILocation(line: 364, column: 10, scope: !43, inlinedAt: !51)
!54 = !DILocation(line: 0, scope: !33)
!55 = !DILocation(line: 39, column: 21, scope: !56)
!56 = distinct !DILexicalBlock(scope: !33, file: !1, line: 39, column: 3)
!57 = !DILocation(line: 39, column: 3, scope: !33)
!58 = !DILocation(line: 43, column: 19, scope: !16)
!59 = !DILocation(line: 43, column: 3, scope: !16)
!60 = !DILocation(line: 44, column: 3, scope: !16)
!61 = !DILocation(line: 40, column: 11, scope: !62)
!62 = distinct !DILexicalBlock(scope: !56, file: !1, line: 39, column: 31)
!63 = !DILocation(line: 40, column: 22, scope: !62)
!64 = !DILocation(line: 41, column: 34, scope: !62)
!65 = !DILocation(line: 41, column: 25, scope: !62)
!66 = !DILocation(line: 41, column: 12, scope: !62)
!67 = !DILocation(line: 39, column: 27, scope: !56)
!68 = distinct !{!68, !57, !69, !70}
!69 = !DILocation(line: 42, column: 3, scope: !33)
!70 = !{!"llvm.loop.mustprogress"}
!71 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 12, type: !72, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!26, !26, !3}
!74 = !{!75, !76, !77}
!75 = !DILocalVariable(name: "t", arg: 1, scope: !71, file: !1, line: 12, type: !26)
!76 = !DILocalVariable(name: "key", arg: 2, scope: !71, file: !1, line: 12, type: !3)
!77 = !DILocalVariable(name: "n", scope: !78, file: !1, line: 15, type: !26)
!78 = distinct !DILexicalBlock(scope: !79, file: !1, line: 14, column: 11)
!79 = distinct !DILexicalBlock(scope: !71, file: !1, line: 14, column: 7)
!80 = !DILocation(line: 0, scope: !71)
!81 = !DILocation(line: 14, column: 8, scope: !79)
!82 = !DILocation(line: 14, column: 7, scope: !71)
!83 = !DILocation(line: 15, column: 22, scope: !78)
!84 = !DILocation(line: 0, scope: !78)
!85 = !DILocation(line: 16, column: 8, scope: !78)
!86 = !DILocation(line: 16, column: 12, scope: !78)
!87 = !{!88, !89, i64 0}
!88 = !{!"node", !89, i64 0, !39, i64 8, !39, i64 16}
!89 = !{!"long", !40, i64 0}
!90 = !DILocation(line: 17, column: 8, scope: !78)
!91 = !DILocation(line: 17, column: 13, scope: !78)
!92 = !DILocation(line: 20, column: 16, scope: !93)
!93 = distinct !DILexicalBlock(scope: !71, file: !1, line: 20, column: 7)
!94 = !DILocation(line: 20, column: 11, scope: !93)
!95 = !DILocation(line: 20, column: 7, scope: !71)
!96 = !DILocation(line: 25, column: 1, scope: !71)
!97 = !DILocation(line: 21, column: 25, scope: !93)
!98 = !{!88, !39, i64 8}
!99 = !DILocation(line: 21, column: 15, scope: !93)
!100 = !DILocation(line: 21, column: 13, scope: !93)
!101 = !DILocation(line: 23, column: 26, scope: !93)
!102 = !{!88, !39, i64 16}
!103 = !DILocation(line: 23, column: 16, scope: !93)
!104 = !DILocation(line: 23, column: 14, scope: !93)
!105 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 27, type: !106, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!106 = !DISubroutineType(types: !107)
!107 = !{!3, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!110 = !{!111}
!111 = !DILocalVariable(name: "t", arg: 1, scope: !105, file: !1, line: 27, type: !108)
!112 = !DILocation(line: 0, scope: !105)
!113 = !DILocation(line: 29, column: 8, scope: !114)
!114 = distinct !DILexicalBlock(scope: !105, file: !1, line: 29, column: 7)
!115 = !DILocation(line: 29, column: 7, scope: !105)
!116 = !DILocation(line: 31, column: 18, scope: !105)
!117 = !DILocation(line: 31, column: 10, scope: !105)
!118 = !DILocation(line: 31, column: 29, scope: !105)
!119 = !DILocation(line: 31, column: 43, scope: !105)
!120 = !DILocation(line: 31, column: 24, scope: !105)
!121 = !DILocation(line: 31, column: 33, scope: !105)
!122 = !DILocation(line: 32, column: 1, scope: !105)
