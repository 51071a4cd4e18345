; ModuleID = 'args_getopt.c'
source_filename = "args_getopt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [5 x i8] c"n:r:\00", align 1
@optarg = external local_unnamed_addr global i8*, align 8
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [25 x i8] c"usage: %s [-n N] [-r R]\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 100, metadata !21, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 1, metadata !22, metadata !DIExpression()), !dbg !31
  br label %3, !dbg !32

3:                                                ; preds = %13, %2
  %4 = phi i32 [ %16, %13 ], [ 1, %2 ]
  %5 = phi i32 [ %7, %13 ], [ 100, %2 ]
  br label %6, !dbg !32

6:                                                ; preds = %3, %9
  %7 = phi i32 [ %12, %9 ], [ %5, %3 ], !dbg !33
  call void @llvm.dbg.value(metadata i32 %7, metadata !21, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %4, metadata !22, metadata !DIExpression()), !dbg !31
  %8 = tail call i32 @getopt(i32 noundef %0, i8** noundef %1, i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0)) #6, !dbg !34
  call void @llvm.dbg.value(metadata i32 %8, metadata !23, metadata !DIExpression()), !dbg !31
  switch i32 %8, label %17 [
    i32 -1, label %21
    i32 110, label %9
    i32 114, label %13
  ], !dbg !32

9:                                                ; preds = %6
  %10 = load i8*, i8** @optarg, align 8, !dbg !35, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %10, metadata !42, metadata !DIExpression()) #6, !dbg !50
  %11 = tail call i64 @strtol(i8* nocapture noundef nonnull %10, i8** noundef null, i32 noundef 10) #6, !dbg !52
  %12 = trunc i64 %11 to i32, !dbg !53
  call void @llvm.dbg.value(metadata i32 %12, metadata !21, metadata !DIExpression()), !dbg !31
  br label %6, !dbg !54, !llvm.loop !55

13:                                               ; preds = %6
  %14 = load i8*, i8** @optarg, align 8, !dbg !58, !tbaa !38
  call void @llvm.dbg.value(metadata i8* %14, metadata !42, metadata !DIExpression()) #6, !dbg !59
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #6, !dbg !61
  %16 = trunc i64 %15 to i32, !dbg !62
  call void @llvm.dbg.value(metadata i32 %16, metadata !22, metadata !DIExpression()), !dbg !31
  br label %3, !dbg !63, !llvm.loop !55

17:                                               ; preds = %6
  %18 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !64, !tbaa !38
  %19 = load i8*, i8** %1, align 8, !dbg !65, !tbaa !38
  %20 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %18, i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), i8* noundef %19) #7, !dbg !66
  br label %71, !dbg !67

21:                                               ; preds = %6
  %22 = sext i32 %7 to i64, !dbg !68
  %23 = tail call noalias i8* @calloc(i64 noundef %22, i64 noundef 4) #6, !dbg !69
  %24 = bitcast i8* %23 to i32*, !dbg !69
  call void @llvm.dbg.value(metadata i32* %24, metadata !24, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !70
  %25 = icmp sgt i32 %4, 0, !dbg !71
  br i1 %25, label %26, label %37, !dbg !72

26:                                               ; preds = %21
  %27 = icmp sgt i32 %7, 0
  %28 = and i32 %7, 1
  %29 = icmp eq i32 %7, 1
  %30 = and i32 %7, -2
  %31 = icmp eq i32 %28, 0
  br label %32, !dbg !72

32:                                               ; preds = %26, %49
  %33 = phi i32 [ 0, %26 ], [ %50, %49 ]
  call void @llvm.dbg.value(metadata i32 %33, metadata !26, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !73
  br i1 %27, label %34, label %49, !dbg !74

34:                                               ; preds = %32
  br i1 %29, label %40, label %52, !dbg !74

35:                                               ; preds = %49
  %36 = load i32, i32* %24, align 4, !dbg !75, !tbaa !76
  br label %37, !dbg !75

37:                                               ; preds = %35, %21
  %38 = phi i32 [ %36, %35 ], [ 0, %21 ], !dbg !75
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), i32 noundef %38), !dbg !78
  br label %71

40:                                               ; preds = %52, %34
  %41 = phi i32 [ 0, %34 ], [ %68, %52 ]
  br i1 %31, label %49, label %42, !dbg !74

42:                                               ; preds = %40
  call void @llvm.dbg.value(metadata i32 %41, metadata !28, metadata !DIExpression()), !dbg !73
  %43 = mul nuw nsw i32 %41, 7, !dbg !79
  %44 = srem i32 %43, %7, !dbg !81
  %45 = zext i32 %44 to i64, !dbg !82
  %46 = getelementptr inbounds i32, i32* %24, i64 %45, !dbg !82
  %47 = load i32, i32* %46, align 4, !dbg !83, !tbaa !76
  %48 = add nsw i32 %47, %41, !dbg !83
  store i32 %48, i32* %46, align 4, !dbg !83, !tbaa !76
  call void @llvm.dbg.value(metadata i32 %41, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !73
  br label %49, !dbg !84

49:                                               ; preds = %42, %40, %32
  %50 = add nuw nsw i32 %33, 1, !dbg !84
  call void @llvm.dbg.value(metadata i32 %50, metadata !26, metadata !DIExpression()), !dbg !70
  %51 = icmp eq i32 %50, %4, !dbg !71
  br i1 %51, label %35, label %32, !dbg !72, !llvm.loop !85

52:                                               ; preds = %34, %52
  %53 = phi i32 [ %68, %52 ], [ 0, %34 ]
  %54 = phi i32 [ %69, %52 ], [ 0, %34 ]
  call void @llvm.dbg.value(metadata i32 %53, metadata !28, metadata !DIExpression()), !dbg !73
  %55 = mul nuw nsw i32 %53, 7, !dbg !79
  %56 = srem i32 %55, %7, !dbg !81
  %57 = zext i32 %56 to i64, !dbg !82
  %58 = getelementptr inbounds i32, i32* %24, i64 %57, !dbg !82
  %59 = load i32, i32* %58, align 4, !dbg !83, !tbaa !76
  %60 = add nsw i32 %59, %53, !dbg !83
  store i32 %60, i32* %58, align 4, !dbg !83, !tbaa !76
  %61 = or i32 %53, 1, !dbg !87
  call void @llvm.dbg.value(metadata i32 %61, metadata !28, metadata !DIExpression()), !dbg !73
  call void @llvm.dbg.value(metadata i32 %61, metadata !28, metadata !DIExpression()), !dbg !73
  %62 = mul nuw nsw i32 %61, 7, !dbg !79
  %63 = srem i32 %62, %7, !dbg !81
  %64 = zext i32 %63 to i64, !dbg !82
  %65 = getelementptr inbounds i32, i32* %24, i64 %64, !dbg !82
  %66 = load i32, i32* %65, align 4, !dbg !83, !tbaa !76
  %67 = add nsw i32 %66, %61, !dbg !83
  store i32 %67, i32* %65, align 4, !dbg !83, !tbaa !76
  %68 = add nuw nsw i32 %53, 2, !dbg !87
  call void @llvm.dbg.value(metadata i32 %68, metadata !28, metadata !DIExpression()), !dbg !73
  %69 = add i32 %54, 2, !dbg !74
  %70 = icmp eq i32 %69, %30, !dbg !74
  br i1 %70, label %40, label %52, !dbg !74, !llvm.loop !88

71:                                               ; preds = %37, %17
  %72 = phi i32 [ 1, %17 ], [ 0, %37 ], !dbg !31
  ret i32 %72, !dbg !90
}

; Function Attrs: nounwind
declare !dbg !91 i32 @getopt(i32 noundef, i8** noundef, i8* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }
attributes #7 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_getopt.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6dc74c53b37b8f5f0d54cd2e822c14bf")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 5, type: !16, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !24, !26, !28}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 5, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 5, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 6, type: !3)
!22 = !DILocalVariable(name: "reps", scope: !15, file: !1, line: 6, type: !3)
!23 = !DILocalVariable(name: "c", scope: !15, file: !1, line: 6, type: !3)
!24 = !DILocalVariable(name: "h", scope: !15, file: !1, line: 14, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!26 = !DILocalVariable(name: "r", scope: !27, file: !1, line: 15, type: !3)
!27 = distinct !DILexicalBlock(scope: !15, file: !1, line: 15, column: 3)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 16, type: !3)
!29 = distinct !DILexicalBlock(scope: !30, file: !1, line: 16, column: 5)
!30 = distinct !DILexicalBlock(scope: !27, file: !1, line: 15, column: 3)
!31 = !DILocation(line: 0, scope: !15)
!32 = !DILocation(line: 7, column: 3, scope: !15)
!33 = !DILocation(line: 6, column: 7, scope: !15)
!34 = !DILocation(line: 7, column: 15, scope: !15)
!35 = !DILocation(line: 9, column: 24, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 8, column: 16)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 7, column: 50)
!38 = !{!39, !39, i64 0}
!39 = !{!"any pointer", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocalVariable(name: "__nptr", arg: 1, scope: !43, file: !44, line: 362, type: !47)
!43 = distinct !DISubprogram(name: "atoi", scope: !44, file: !44, line: 362, type: !45, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !49)
!44 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!45 = !DISubroutineType(types: !46)
!46 = !{!3, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!49 = !{!42}
!50 = !DILocation(line: 0, scope: !43, inlinedAt: !51)
!51 = distinct !DILocation(line: 9, column: 19, scope: !36)
!52 = !DILocation(line: 364, column: 16, scope: !43, inlinedAt: !51)
!53 = !DILocation(line: 364, column: 10, scope: !43, inlinedAt: !51)
!54 = !DILocation(line: 9, column: 33, scope: !36)
!55 = distinct !{!55, !32, !56, !57}
!56 = !DILocation(line: 13, column: 3, scope: !15)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 10, column: 27, scope: !36)
!59 = !DILocation(line: 0, scope: !43, inlinedAt: !60)
!60 = distinct !DILocation(line: 10, column: 22, scope: !36)
!61 = !DILocation(line: 364, column: 16, scope: !43, inlinedAt: !60)
!62 = !DILocation(line: 364, column: 10, scope: !43, inlinedAt: !60)
!63 = !DILocation(line: 10, column: 36, scope: !36)
!64 = !DILocation(line: 11, column: 22, scope: !36)
!65 = !DILocation(line: 11, column: 59, scope: !36)
!66 = !DILocation(line: 11, column: 14, scope: !36)
!67 = !DILocation(line: 11, column: 69, scope: !36)
!68 = !DILocation(line: 14, column: 19, scope: !15)
!69 = !DILocation(line: 14, column: 12, scope: !15)
!70 = !DILocation(line: 0, scope: !27)
!71 = !DILocation(line: 15, column: 21, scope: !30)
!72 = !DILocation(line: 15, column: 3, scope: !27)
!73 = !DILocation(line: 0, scope: !29)
!74 = !DILocation(line: 16, column: 5, scope: !29)
!75 = !DILocation(line: 17, column: 18, scope: !15)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !40, i64 0}
!78 = !DILocation(line: 17, column: 3, scope: !15)
!79 = !DILocation(line: 16, column: 38, scope: !80)
!80 = distinct !DILexicalBlock(scope: !29, file: !1, line: 16, column: 5)
!81 = !DILocation(line: 16, column: 43, scope: !80)
!82 = !DILocation(line: 16, column: 33, scope: !80)
!83 = !DILocation(line: 16, column: 48, scope: !80)
!84 = !DILocation(line: 15, column: 30, scope: !30)
!85 = distinct !{!85, !72, !86, !57}
!86 = !DILocation(line: 16, column: 51, scope: !27)
!87 = !DILocation(line: 16, column: 29, scope: !80)
!88 = distinct !{!88, !74, !89, !57}
!89 = !DILocation(line: 16, column: 51, scope: !29)
!90 = !DILocation(line: 19, column: 1, scope: !15)
!91 = !DISubprogram(name: "getopt", scope: !92, file: !92, line: 91, type: !93, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !97)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/getopt_core.h", directory: "", checksumkind: CSK_MD5, checksum: "81ab788980ce9d5be2ba931a6ae17301")
!93 = !DISubroutineType(types: !94)
!94 = !{!3, !3, !95, !47}
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!97 = !{}
