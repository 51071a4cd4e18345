; ModuleID = 'atexit_handler.c'
source_filename = "atexit_handler.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@total = internal unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !26 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !30, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !31, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %6, label %4, !dbg !40

4:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %10, metadata !32, metadata !DIExpression()), !dbg !38
  %5 = tail call i32 @atexit(void ()* noundef nonnull @report) #6, !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  br label %13, !dbg !43

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !44
  %8 = load i8*, i8** %7, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %8, metadata !49, metadata !DIExpression()) #6, !dbg !57
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #6, !dbg !59
  %10 = trunc i64 %9 to i32, !dbg !60
  call void @llvm.dbg.value(metadata i32 %10, metadata !32, metadata !DIExpression()), !dbg !38
  %11 = tail call i32 @atexit(void ()* noundef nonnull @report) #6, !dbg !41
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !42
  %12 = icmp sgt i32 %10, 0, !dbg !61
  br i1 %12, label %13, label %20, !dbg !43

13:                                               ; preds = %4, %6
  %14 = phi i32 [ 2, %4 ], [ %10, %6 ]
  %15 = load double, double* @total, align 8, !tbaa !62
  br label %16, !dbg !43

16:                                               ; preds = %13, %21
  %17 = phi i32 [ %22, %21 ], [ 0, %13 ]
  %18 = phi double [ %27, %21 ], [ %15, %13 ]
  call void @llvm.dbg.value(metadata i32 %17, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !64
  br label %24, !dbg !65

19:                                               ; preds = %21
  store double %27, double* @total, align 8, !dbg !66, !tbaa !62
  br label %20, !dbg !43

20:                                               ; preds = %19, %6
  ret i32 0, !dbg !68

21:                                               ; preds = %24
  %22 = add nuw nsw i32 %17, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %22, metadata !33, metadata !DIExpression()), !dbg !42
  %23 = icmp eq i32 %22, %14, !dbg !61
  br i1 %23, label %19, label %16, !dbg !43, !llvm.loop !70

24:                                               ; preds = %24, %16
  %25 = phi i32 [ 0, %16 ], [ %28, %24 ]
  %26 = phi double [ %18, %16 ], [ %27, %24 ]
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression()), !dbg !64
  %27 = fadd double %26, 0.000000e+00, !dbg !66
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value)), !dbg !64
  call void @llvm.dbg.value(metadata i32 %25, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 9, DW_OP_stack_value)), !dbg !64
  %28 = add nuw nsw i32 %25, 10, !dbg !73
  call void @llvm.dbg.value(metadata i32 %28, metadata !35, metadata !DIExpression()), !dbg !64
  %29 = icmp eq i32 %28, 100000, !dbg !74
  br i1 %29, label %21, label %24, !dbg !65, !llvm.loop !75
}

; Function Attrs: nounwind
declare !dbg !77 i32 @atexit(void ()* noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind uwtable
define internal void @report() #2 !dbg !84 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !86, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 undef, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 undef, metadata !86, metadata !DIExpression()), !dbg !89
  %1 = load double, double* @total, align 8, !dbg !91, !tbaa !62
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %1, double noundef 0.000000e+00), !dbg !92
  ret void, !dbg !93
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 7, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atexit_handler.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0bf4052aeb48ac70fb6a52134c7c324c")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !0, !17}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 6400000, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 100000)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{!5, !5, !6}
!29 = !{!30, !31, !32, !33, !35}
!30 = !DILocalVariable(name: "argc", arg: 1, scope: !26, file: !3, line: 13, type: !5)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !26, file: !3, line: 13, type: !6)
!32 = !DILocalVariable(name: "reps", scope: !26, file: !3, line: 14, type: !5)
!33 = !DILocalVariable(name: "r", scope: !34, file: !3, line: 16, type: !5)
!34 = distinct !DILexicalBlock(scope: !26, file: !3, line: 16, column: 3)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 17, type: !5)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 17, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 16, column: 3)
!38 = !DILocation(line: 0, scope: !26)
!39 = !DILocation(line: 14, column: 19, scope: !26)
!40 = !DILocation(line: 14, column: 14, scope: !26)
!41 = !DILocation(line: 15, column: 3, scope: !26)
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 16, column: 3, scope: !34)
!44 = !DILocation(line: 14, column: 30, scope: !26)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocalVariable(name: "__nptr", arg: 1, scope: !50, file: !51, line: 362, type: !54)
!50 = distinct !DISubprogram(name: "atoi", scope: !51, file: !51, line: 362, type: !52, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!5, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!56 = !{!49}
!57 = !DILocation(line: 0, scope: !50, inlinedAt: !58)
!58 = distinct !DILocation(line: 14, column: 25, scope: !26)
!59 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !58)
!60 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !58)
!61 = !DILocation(line: 16, column: 21, scope: !37)
!62 = !{!63, !63, i64 0}
!63 = !{!"double", !47, i64 0}
!64 = !DILocation(line: 0, scope: !36)
!65 = !DILocation(line: 17, column: 5, scope: !36)
!66 = !DILocation(line: 17, column: 39, scope: !67)
!67 = distinct !DILexicalBlock(scope: !36, file: !3, line: 17, column: 5)
!68 = !DILocation(line: 19, column: 1, scope: !26)
!69 = !DILocation(line: 16, column: 30, scope: !37)
!70 = distinct !{!70, !43, !71, !72}
!71 = !DILocation(line: 17, column: 45, scope: !34)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 17, column: 29, scope: !67)
!74 = !DILocation(line: 17, column: 23, scope: !67)
!75 = distinct !{!75, !65, !76, !72}
!76 = !DILocation(line: 17, column: 45, scope: !36)
!77 = !DISubprogram(name: "atexit", scope: !51, file: !51, line: 615, type: !78, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !83)
!78 = !DISubroutineType(types: !79)
!79 = !{!5, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DISubroutineType(types: !82)
!82 = !{null}
!83 = !{}
!84 = distinct !DISubprogram(name: "report", scope: !3, file: !3, line: 8, type: !81, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!85 = !{!86, !87}
!86 = !DILocalVariable(name: "s", scope: !84, file: !3, line: 9, type: !14)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 10, type: !5)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 10, column: 3)
!89 = !DILocation(line: 0, scope: !84)
!90 = !DILocation(line: 0, scope: !88)
!91 = !DILocation(line: 11, column: 21, scope: !84)
!92 = !DILocation(line: 11, column: 3, scope: !84)
!93 = !DILocation(line: 12, column: 1, scope: !84)
