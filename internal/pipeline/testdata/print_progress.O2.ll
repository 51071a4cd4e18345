; ModuleID = 'print_progress.c'
source_filename = "print_progress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global [65536 x double] zeroinitializer, align 16, !dbg !0
@hits = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !12
@.str = private unnamed_addr constant [26 x i8] c"slot %d reached 50 at %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"progress %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"s %.1f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !27 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i8** %1, metadata !32, metadata !DIExpression()), !dbg !42
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %9, !dbg !44

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !45
  %6 = load i8*, i8** %5, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %6, metadata !50, metadata !DIExpression()) #4, !dbg !58
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #4, !dbg !60
  %8 = trunc i64 %7 to i32, !dbg !61
  br label %9, !dbg !44

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 100000, %2 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 %10, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !62
  br label %13, !dbg !63

11:                                               ; preds = %13
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !64
  %12 = icmp sgt i32 %10, 0, !dbg !65
  br i1 %12, label %31, label %28, !dbg !66

13:                                               ; preds = %13, %9
  %14 = phi i64 [ 0, %9 ], [ %26, %13 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !35, metadata !DIExpression()), !dbg !62
  %15 = trunc i64 %14 to i32, !dbg !67
  %16 = mul nuw nsw i32 %15, 37, !dbg !67
  %17 = urem i32 %16, 101, !dbg !67
  %18 = sitofp i32 %17 to double, !dbg !69
  %19 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %14, !dbg !70
  store double %18, double* %19, align 16, !dbg !71, !tbaa !72
  %20 = or i64 %14, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %20, metadata !35, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 %20, metadata !35, metadata !DIExpression()), !dbg !62
  %21 = trunc i64 %20 to i32, !dbg !67
  %22 = mul nuw nsw i32 %21, 37, !dbg !67
  %23 = urem i32 %22, 101, !dbg !67
  %24 = sitofp i32 %23 to double, !dbg !69
  %25 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %20, !dbg !70
  store double %24, double* %25, align 8, !dbg !71, !tbaa !72
  %26 = add nuw nsw i64 %14, 2, !dbg !74
  call void @llvm.dbg.value(metadata i64 %26, metadata !35, metadata !DIExpression()), !dbg !62
  %27 = icmp eq i64 %26, 65536, !dbg !75
  br i1 %27, label %11, label %13, !dbg !63, !llvm.loop !76

28:                                               ; preds = %65, %11
  %29 = phi double [ 0.000000e+00, %11 ], [ %60, %65 ], !dbg !42
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([8 x i8], [8 x i8]* @.str.2, i64 0, i64 0), double noundef %29), !dbg !79
  ret i32 0, !dbg !80

31:                                               ; preds = %11, %65
  %32 = phi double [ %60, %65 ], [ 0.000000e+00, %11 ]
  %33 = phi i32 [ %66, %65 ], [ 0, %11 ]
  call void @llvm.dbg.value(metadata double %32, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %33, metadata !37, metadata !DIExpression()), !dbg !64
  %34 = mul nuw nsw i32 %33, 7, !dbg !81
  %35 = and i32 %34, 65535, !dbg !82
  call void @llvm.dbg.value(metadata i32 %35, metadata !39, metadata !DIExpression()), !dbg !83
  %36 = and i32 %33, 65535, !dbg !84
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %37, !dbg !85
  %39 = load double, double* %38, align 8, !dbg !86, !tbaa !72
  %40 = fadd double %39, 1.000000e+00, !dbg !86
  store double %40, double* %38, align 8, !dbg !86, !tbaa !72
  %41 = zext i32 %35 to i64
  %42 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %41, !dbg !87
  %43 = load double, double* %42, align 8, !dbg !87, !tbaa !72
  %44 = fcmp ogt double %43, 9.950000e+01, !dbg !89
  br i1 %44, label %45, label %59, !dbg !90

45:                                               ; preds = %31
  %46 = and i32 %33, 63, !dbg !91
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], [64 x i32]* @hits, i64 0, i64 %47, !dbg !93
  %49 = load i32, i32* %48, align 4, !dbg !94, !tbaa !95
  %50 = add nsw i32 %49, 1, !dbg !94
  store i32 %50, i32* %48, align 4, !dbg !94, !tbaa !95
  %51 = and i32 %33, 1023, !dbg !97
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds [65536 x double], [65536 x double]* @a, i64 0, i64 %52, !dbg !98
  %54 = load double, double* %53, align 8, !dbg !98, !tbaa !72
  %55 = fadd double %32, %54, !dbg !99
  call void @llvm.dbg.value(metadata double %55, metadata !34, metadata !DIExpression()), !dbg !42
  %56 = icmp eq i32 %50, 50, !dbg !100
  br i1 %56, label %57, label %59, !dbg !102

57:                                               ; preds = %45
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str, i64 0, i64 0), i32 noundef %46, i32 noundef %33), !dbg !103
  br label %59, !dbg !103

59:                                               ; preds = %45, %57, %31
  %60 = phi double [ %55, %57 ], [ %55, %45 ], [ %32, %31 ], !dbg !42
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()), !dbg !42
  %61 = and i32 %33, 4095, !dbg !104
  %62 = icmp eq i32 %61, 0, !dbg !106
  br i1 %62, label %63, label %65, !dbg !107

63:                                               ; preds = %59
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33), !dbg !108
  br label %65, !dbg !108

65:                                               ; preds = %63, %59
  %66 = add nuw nsw i32 %33, 1, !dbg !109
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %66, metadata !37, metadata !DIExpression()), !dbg !64
  %67 = icmp eq i32 %66, %10, !dbg !65
  br i1 %67, label %28, label %31, !dbg !66, !llvm.loop !110
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "print_progress.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "706ca4e4741936b27d88b65402e729f4")
!4 = !{!5, !6, !7, !10}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "hits", scope: !2, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 64)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4194304, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 65536)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !28, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!6, !6, !7}
!30 = !{!31, !32, !33, !34, !35, !37, !39}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !3, line: 12, type: !6)
!32 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !3, line: 12, type: !7)
!33 = !DILocalVariable(name: "n", scope: !27, file: !3, line: 14, type: !6)
!34 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 15, type: !5)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 16, type: !6)
!36 = distinct !DILexicalBlock(scope: !27, file: !3, line: 16, column: 3)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 18, type: !6)
!38 = distinct !DILexicalBlock(scope: !27, file: !3, line: 18, column: 3)
!39 = !DILocalVariable(name: "k", scope: !40, file: !3, line: 19, type: !6)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 18, column: 31)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 18, column: 3)
!42 = !DILocation(line: 0, scope: !27)
!43 = !DILocation(line: 14, column: 16, scope: !27)
!44 = !DILocation(line: 14, column: 11, scope: !27)
!45 = !DILocation(line: 14, column: 27, scope: !27)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocalVariable(name: "__nptr", arg: 1, scope: !51, file: !52, line: 362, type: !55)
!51 = distinct !DISubprogram(name: "atoi", scope: !52, file: !52, line: 362, type: !53, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!6, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!57 = !{!50}
!58 = !DILocation(line: 0, scope: !51, inlinedAt: !59)
!59 = distinct !DILocation(line: 14, column: 22, scope: !27)
!60 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !59)
!61 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !59)
!62 = !DILocation(line: 0, scope: !36)
!63 = !DILocation(line: 16, column: 3, scope: !36)
!64 = !DILocation(line: 0, scope: !38)
!65 = !DILocation(line: 18, column: 21, scope: !41)
!66 = !DILocation(line: 18, column: 3, scope: !38)
!67 = !DILocation(line: 17, column: 30, scope: !68)
!68 = distinct !DILexicalBlock(scope: !36, file: !3, line: 16, column: 3)
!69 = !DILocation(line: 17, column: 12, scope: !68)
!70 = !DILocation(line: 17, column: 5, scope: !68)
!71 = !DILocation(line: 17, column: 10, scope: !68)
!72 = !{!73, !73, i64 0}
!73 = !{!"double", !48, i64 0}
!74 = !DILocation(line: 16, column: 27, scope: !68)
!75 = !DILocation(line: 16, column: 21, scope: !68)
!76 = distinct !{!76, !63, !77, !78}
!77 = !DILocation(line: 17, column: 35, scope: !36)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 30, column: 3, scope: !27)
!80 = !DILocation(line: 31, column: 3, scope: !27)
!81 = !DILocation(line: 19, column: 16, scope: !40)
!82 = !DILocation(line: 19, column: 21, scope: !40)
!83 = !DILocation(line: 0, scope: !40)
!84 = !DILocation(line: 20, column: 9, scope: !40)
!85 = !DILocation(line: 20, column: 5, scope: !40)
!86 = !DILocation(line: 20, column: 20, scope: !40)
!87 = !DILocation(line: 21, column: 9, scope: !88)
!88 = distinct !DILexicalBlock(scope: !40, file: !3, line: 21, column: 9)
!89 = !DILocation(line: 21, column: 14, scope: !88)
!90 = !DILocation(line: 21, column: 9, scope: !40)
!91 = !DILocation(line: 22, column: 14, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 21, column: 22)
!93 = !DILocation(line: 22, column: 7, scope: !92)
!94 = !DILocation(line: 22, column: 19, scope: !92)
!95 = !{!96, !96, i64 0}
!96 = !{!"int", !48, i64 0}
!97 = !DILocation(line: 23, column: 16, scope: !92)
!98 = !DILocation(line: 23, column: 12, scope: !92)
!99 = !DILocation(line: 23, column: 9, scope: !92)
!100 = !DILocation(line: 24, column: 24, scope: !101)
!101 = distinct !DILexicalBlock(scope: !92, file: !3, line: 24, column: 11)
!102 = !DILocation(line: 24, column: 11, scope: !92)
!103 = !DILocation(line: 25, column: 9, scope: !101)
!104 = !DILocation(line: 27, column: 11, scope: !105)
!105 = distinct !DILexicalBlock(scope: !40, file: !3, line: 27, column: 9)
!106 = !DILocation(line: 27, column: 18, scope: !105)
!107 = !DILocation(line: 27, column: 9, scope: !40)
!108 = !DILocation(line: 28, column: 7, scope: !105)
!109 = !DILocation(line: 18, column: 27, scope: !41)
!110 = distinct !{!110, !66, !111, !78}
!111 = !DILocation(line: 29, column: 3, scope: !38)
