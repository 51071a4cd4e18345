; ModuleID = 'failexit.c'
source_filename = "failexit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [13 x i8] c"bad size %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"done\00", align 1

; Function Attrs: nounwind uwtable
define dso_local void @check(i32 noundef %0, double* noundef readnone %1) local_unnamed_addr #0 !dbg !9 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.value(metadata double* %1, metadata !18, metadata !DIExpression()), !dbg !19
  %3 = icmp slt i32 %0, 1, !dbg !20
  br i1 %3, label %4, label %7, !dbg !22

4:                                                ; preds = %2
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !23, !tbaa !25
  %6 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %5, i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %0) #4, !dbg !29
  tail call void @exit(i32 noundef 2) #5, !dbg !30
  unreachable, !dbg !30

7:                                                ; preds = %2
  %8 = icmp eq double* %1, null, !dbg !31
  br i1 %8, label %9, label %10, !dbg !33

9:                                                ; preds = %7
  tail call void @abort() #5, !dbg !34
  unreachable, !dbg !34

10:                                               ; preds = %7
  ret void, !dbg !35
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local void @finish(i32 noundef %0) local_unnamed_addr #0 !dbg !36 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !40, metadata !DIExpression()), !dbg !41
  %2 = icmp eq i32 %0, 0, !dbg !42
  br i1 %2, label %5, label %3, !dbg !44

3:                                                ; preds = %1
  %4 = tail call i32 @puts(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0)), !dbg !45
  tail call void @exit(i32 noundef 0) #5, !dbg !47
  unreachable, !dbg !47

5:                                                ; preds = %1
  ret void, !dbg !48
}

; Function Attrs: nofree nounwind
declare !dbg !49 noundef i32 @puts(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { cold }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "failexit.c", directory: "/work/main/loops/testdata", checksumkind: CSK_MD5, checksum: "9bd7468bb27277f6ca716840416f7b17")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{null, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!16 = !{!17, !18}
!17 = !DILocalVariable(name: "n", arg: 1, scope: !9, file: !1, line: 8, type: !12)
!18 = !DILocalVariable(name: "p", arg: 2, scope: !9, file: !1, line: 8, type: !13)
!19 = !DILocation(line: 0, scope: !9)
!20 = !DILocation(line: 9, column: 9, scope: !21)
!21 = distinct !DILexicalBlock(scope: !9, file: !1, line: 9, column: 7)
!22 = !DILocation(line: 9, column: 7, scope: !9)
!23 = !DILocation(line: 10, column: 13, scope: !24)
!24 = distinct !DILexicalBlock(scope: !21, file: !1, line: 9, column: 15)
!25 = !{!26, !26, i64 0}
!26 = !{!"any pointer", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C/C++ TBAA"}
!29 = !DILocation(line: 10, column: 5, scope: !24)
!30 = !DILocation(line: 11, column: 5, scope: !24)
!31 = !DILocation(line: 13, column: 9, scope: !32)
!32 = distinct !DILexicalBlock(scope: !9, file: !1, line: 13, column: 7)
!33 = !DILocation(line: 13, column: 7, scope: !9)
!34 = !DILocation(line: 14, column: 5, scope: !32)
!35 = !DILocation(line: 15, column: 1, scope: !9)
!36 = distinct !DISubprogram(name: "finish", scope: !1, file: !1, line: 17, type: !37, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !12}
!39 = !{!40}
!40 = !DILocalVariable(name: "done", arg: 1, scope: !36, file: !1, line: 17, type: !12)
!41 = !DILocation(line: 0, scope: !36)
!42 = !DILocation(line: 18, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !36, file: !1, line: 18, column: 7)
!44 = !DILocation(line: 18, column: 7, scope: !36)
!45 = !DILocation(line: 19, column: 5, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 18, column: 13)
!47 = !DILocation(line: 20, column: 5, scope: !46)
!48 = !DILocation(line: 22, column: 1, scope: !36)
!49 = !DISubprogram(name: "puts", scope: !50, file: !50, line: 661, type: !51, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !56)
!50 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!51 = !DISubroutineType(types: !52)
!52 = !{!12, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!55 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!56 = !{}
