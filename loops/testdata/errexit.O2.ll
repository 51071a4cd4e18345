; ModuleID = 'errexit.c'
source_filename = "errexit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [15 x i8] c"usage: %s [n]\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"posix_memalign\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  %3 = alloca double*, align 8
  %4 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !29
  %5 = icmp sgt i32 %0, 3, !dbg !30
  br i1 %5, label %6, label %10, !dbg !32

6:                                                ; preds = %2
  %7 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !33, !tbaa !35
  %8 = load i8*, i8** %1, align 8, !dbg !39, !tbaa !35
  %9 = tail call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %7, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), i8* noundef %8) #6, !dbg !40
  br label %67, !dbg !41

10:                                               ; preds = %2
  %11 = icmp sgt i32 %0, 1, !dbg !42
  br i1 %11, label %12, label %17, !dbg !43

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !44
  %14 = load i8*, i8** %13, align 8, !dbg !44, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %14, metadata !45, metadata !DIExpression()) #7, !dbg !53
  %15 = tail call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #7, !dbg !55
  %16 = trunc i64 %15 to i32, !dbg !56
  br label %17, !dbg !43

17:                                               ; preds = %10, %12
  %18 = phi i32 [ %16, %12 ], [ 100, %10 ], !dbg !43
  call void @llvm.dbg.value(metadata i32 %18, metadata !22, metadata !DIExpression()), !dbg !29
  %19 = bitcast double** %3 to i8*, !dbg !57
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %19) #7, !dbg !57
  %20 = bitcast double** %4 to i8*, !dbg !57
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %20) #7, !dbg !57
  %21 = bitcast double** %3 to i8**, !dbg !58
  %22 = sext i32 %18 to i64, !dbg !60
  %23 = shl nsw i64 %22, 3, !dbg !61
  call void @llvm.dbg.value(metadata double** %3, metadata !23, metadata !DIExpression(DW_OP_deref)), !dbg !29
  %24 = call i32 @posix_memalign(i8** noundef nonnull %21, i64 noundef 64, i64 noundef %23) #7, !dbg !62
  %25 = icmp eq i32 %24, 0, !dbg !63
  br i1 %25, label %26, label %65, !dbg !64

26:                                               ; preds = %17
  %27 = bitcast double** %4 to i8**, !dbg !65
  call void @llvm.dbg.value(metadata double** %4, metadata !26, metadata !DIExpression(DW_OP_deref)), !dbg !29
  %28 = call i32 @posix_memalign(i8** noundef nonnull %27, i64 noundef 64, i64 noundef %23) #7, !dbg !67
  %29 = icmp eq i32 %28, 0, !dbg !68
  br i1 %29, label %30, label %36, !dbg !69

30:                                               ; preds = %26
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !70
  %31 = icmp sgt i32 %18, 0, !dbg !71
  %32 = load double*, double** %3, align 8, !tbaa !35
  %33 = load double*, double** %4, align 8, !tbaa !35
  br i1 %31, label %34, label %51, !dbg !73

34:                                               ; preds = %30
  %35 = zext i32 %18 to i64, !dbg !71
  br label %39, !dbg !73

36:                                               ; preds = %26
  call void @perror(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0)) #6, !dbg !74
  call void @llvm.dbg.value(metadata double* undef, metadata !23, metadata !DIExpression()), !dbg !29
  br label %61, !dbg !76

37:                                               ; preds = %39
  call void @llvm.dbg.value(metadata i64 %50, metadata !27, metadata !DIExpression()), !dbg !70
  %38 = icmp eq i64 %50, %35, !dbg !71
  br i1 %38, label %51, label %39, !dbg !73, !llvm.loop !77

39:                                               ; preds = %34, %37
  %40 = phi i64 [ 0, %34 ], [ %50, %37 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !27, metadata !DIExpression()), !dbg !70
  %41 = trunc i64 %40 to i32, !dbg !80
  %42 = sitofp i32 %41 to double, !dbg !80
  call void @llvm.dbg.value(metadata double* %32, metadata !23, metadata !DIExpression()), !dbg !29
  %43 = getelementptr inbounds double, double* %32, i64 %40, !dbg !82
  store double %42, double* %43, align 8, !dbg !83, !tbaa !84
  %44 = trunc i64 %40 to i32, !dbg !86
  %45 = shl i32 %44, 1, !dbg !86
  %46 = sitofp i32 %45 to double, !dbg !86
  call void @llvm.dbg.value(metadata double* %33, metadata !26, metadata !DIExpression()), !dbg !29
  %47 = getelementptr inbounds double, double* %33, i64 %40, !dbg !87
  store double %46, double* %47, align 8, !dbg !88, !tbaa !84
  call void @llvm.dbg.value(metadata double* %32, metadata !23, metadata !DIExpression()), !dbg !29
  %48 = load double, double* %43, align 8, !dbg !89, !tbaa !84
  %49 = fcmp ogt double %48, 1.000000e+09, !dbg !91
  %50 = add nuw nsw i64 %40, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %50, metadata !27, metadata !DIExpression()), !dbg !70
  br i1 %49, label %65, label %37, !dbg !93

51:                                               ; preds = %37, %30
  call void @llvm.dbg.value(metadata double* %32, metadata !23, metadata !DIExpression()), !dbg !29
  %52 = add nsw i32 %18, -1, !dbg !94
  %53 = sext i32 %52 to i64, !dbg !95
  %54 = getelementptr inbounds double, double* %32, i64 %53, !dbg !95
  %55 = load double, double* %54, align 8, !dbg !95, !tbaa !84
  call void @llvm.dbg.value(metadata double* %33, metadata !26, metadata !DIExpression()), !dbg !29
  %56 = getelementptr inbounds double, double* %33, i64 %53, !dbg !96
  %57 = load double, double* %56, align 8, !dbg !96, !tbaa !84
  %58 = fadd double %55, %57, !dbg !97
  %59 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %58), !dbg !98
  %60 = load i8*, i8** %21, align 8, !dbg !99, !tbaa !35
  call void @llvm.dbg.value(metadata double* undef, metadata !23, metadata !DIExpression()), !dbg !29
  call void @free(i8* noundef %60) #7, !dbg !100
  call void @llvm.dbg.value(metadata double* undef, metadata !26, metadata !DIExpression()), !dbg !29
  br label %61, !dbg !101

61:                                               ; preds = %36, %51
  %62 = phi i8** [ %27, %51 ], [ %21, %36 ]
  %63 = phi i32 [ 0, %51 ], [ 2, %36 ]
  %64 = load i8*, i8** %62, align 8, !dbg !29, !tbaa !35
  call void @free(i8* noundef %64) #7, !dbg !29
  br label %65, !dbg !102

65:                                               ; preds = %39, %61, %17
  %66 = phi i32 [ 1, %17 ], [ %63, %61 ], [ 0, %39 ], !dbg !29
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %20) #7, !dbg !102
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %19) #7, !dbg !102
  br label %67

67:                                               ; preds = %65, %6
  %68 = phi i32 [ 1, %6 ], [ %66, %65 ], !dbg !29
  ret i32 %68, !dbg !102
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare !dbg !103 i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare !dbg !110 void @perror(i8* nocapture noundef readonly) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { cold }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "errexit.c", directory: "/work/main/loops/testdata", checksumkind: CSK_MD5, checksum: "fd57a3d519537c66dadcd035524c6470")
!2 = !{!3, !5, !6, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !17, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !5, !6}
!19 = !{!20, !21, !22, !23, !26, !27}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 8, type: !5)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 8, type: !6)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 14, type: !5)
!23 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 15, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "b", scope: !16, file: !1, line: 15, type: !24)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 23, type: !5)
!28 = distinct !DILexicalBlock(scope: !16, file: !1, line: 23, column: 3)
!29 = !DILocation(line: 0, scope: !16)
!30 = !DILocation(line: 10, column: 12, scope: !31)
!31 = distinct !DILexicalBlock(scope: !16, file: !1, line: 10, column: 7)
!32 = !DILocation(line: 10, column: 7, scope: !16)
!33 = !DILocation(line: 11, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 10, column: 17)
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 11, column: 40, scope: !34)
!40 = !DILocation(line: 11, column: 5, scope: !34)
!41 = !DILocation(line: 12, column: 5, scope: !34)
!42 = !DILocation(line: 14, column: 16, scope: !16)
!43 = !DILocation(line: 14, column: 11, scope: !16)
!44 = !DILocation(line: 14, column: 27, scope: !16)
!45 = !DILocalVariable(name: "__nptr", arg: 1, scope: !46, file: !47, line: 362, type: !50)
!46 = distinct !DISubprogram(name: "atoi", scope: !47, file: !47, line: 362, type: !48, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!47 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!48 = !DISubroutineType(types: !49)
!49 = !{!5, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!52 = !{!45}
!53 = !DILocation(line: 0, scope: !46, inlinedAt: !54)
!54 = distinct !DILocation(line: 14, column: 22, scope: !16)
!55 = !DILocation(line: 364, column: 16, scope: !46, inlinedAt: !54)
!56 = !DILocation(line: 364, column: 10, scope: !46, inlinedAt: !54)
!57 = !DILocation(line: 15, column: 3, scope: !16)
!58 = !DILocation(line: 16, column: 22, scope: !59)
!59 = distinct !DILexicalBlock(scope: !16, file: !1, line: 16, column: 7)
!60 = !DILocation(line: 16, column: 39, scope: !59)
!61 = !DILocation(line: 16, column: 41, scope: !59)
!62 = !DILocation(line: 16, column: 7, scope: !59)
!63 = !DILocation(line: 16, column: 59, scope: !59)
!64 = !DILocation(line: 16, column: 7, scope: !16)
!65 = !DILocation(line: 18, column: 22, scope: !66)
!66 = distinct !DILexicalBlock(scope: !16, file: !1, line: 18, column: 7)
!67 = !DILocation(line: 18, column: 7, scope: !66)
!68 = !DILocation(line: 18, column: 59, scope: !66)
!69 = !DILocation(line: 18, column: 7, scope: !16)
!70 = !DILocation(line: 0, scope: !28)
!71 = !DILocation(line: 23, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !28, file: !1, line: 23, column: 3)
!73 = !DILocation(line: 23, column: 3, scope: !28)
!74 = !DILocation(line: 19, column: 5, scope: !75)
!75 = distinct !DILexicalBlock(scope: !66, file: !1, line: 18, column: 65)
!76 = !DILocation(line: 21, column: 5, scope: !75)
!77 = distinct !{!77, !73, !78, !79}
!78 = !DILocation(line: 28, column: 3, scope: !28)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 24, column: 12, scope: !81)
!81 = distinct !DILexicalBlock(scope: !72, file: !1, line: 23, column: 31)
!82 = !DILocation(line: 24, column: 5, scope: !81)
!83 = !DILocation(line: 24, column: 10, scope: !81)
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !37, i64 0}
!86 = !DILocation(line: 25, column: 12, scope: !81)
!87 = !DILocation(line: 25, column: 5, scope: !81)
!88 = !DILocation(line: 25, column: 10, scope: !81)
!89 = !DILocation(line: 26, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !81, file: !1, line: 26, column: 9)
!91 = !DILocation(line: 26, column: 14, scope: !90)
!92 = !DILocation(line: 23, column: 27, scope: !72)
!93 = !DILocation(line: 26, column: 9, scope: !81)
!94 = !DILocation(line: 29, column: 22, scope: !16)
!95 = !DILocation(line: 29, column: 18, scope: !16)
!96 = !DILocation(line: 29, column: 29, scope: !16)
!97 = !DILocation(line: 29, column: 27, scope: !16)
!98 = !DILocation(line: 29, column: 3, scope: !16)
!99 = !DILocation(line: 30, column: 8, scope: !16)
!100 = !DILocation(line: 30, column: 3, scope: !16)
!101 = !DILocation(line: 32, column: 3, scope: !16)
!102 = !DILocation(line: 33, column: 1, scope: !16)
!103 = !DISubprogram(name: "posix_memalign", scope: !47, file: !47, line: 599, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!104 = !DISubroutineType(types: !105)
!105 = !{!5, !3, !106, !106}
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !107, line: 46, baseType: !108)
!107 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !{}
!110 = !DISubprogram(name: "perror", scope: !111, file: !111, line: 804, type: !112, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !109)
!111 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!112 = !DISubroutineType(types: !113)
!113 = !{null, !50}
