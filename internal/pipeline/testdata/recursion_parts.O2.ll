; ModuleID = 'recursion_parts.c'
source_filename = "recursion_parts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !22, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i8** %1, metadata !23, metadata !DIExpression()), !dbg !31
  %3 = icmp sgt i32 %0, 1, !dbg !32
  br i1 %3, label %4, label %15, !dbg !33

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !34
  %6 = load i8*, i8** %5, align 8, !dbg !34, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %6, metadata !39, metadata !DIExpression()) #6, !dbg !47
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !49
  %8 = trunc i64 %7 to i32, !dbg !50
  call void @llvm.dbg.value(metadata i32 %8, metadata !24, metadata !DIExpression()), !dbg !31
  %9 = icmp eq i32 %0, 2, !dbg !51
  br i1 %9, label %15, label %10, !dbg !52

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !53
  %12 = load i8*, i8** %11, align 8, !dbg !53, !tbaa !35
  call void @llvm.dbg.value(metadata i8* %12, metadata !39, metadata !DIExpression()) #6, !dbg !54
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #6, !dbg !56
  %14 = trunc i64 %13 to i32, !dbg !57
  br label %15, !dbg !52

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 6561, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !52
  call void @llvm.dbg.value(metadata i32 %17, metadata !25, metadata !DIExpression()), !dbg !31
  %18 = sext i32 %16 to i64, !dbg !58
  %19 = shl nsw i64 %18, 3, !dbg !59
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #6, !dbg !60
  %21 = bitcast i8* %20 to double*, !dbg !60
  call void @llvm.dbg.value(metadata double* %21, metadata !26, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !61
  %22 = icmp sgt i32 %16, 0, !dbg !62
  br i1 %22, label %23, label %47, !dbg !64

23:                                               ; preds = %15
  %24 = zext i32 %16 to i64, !dbg !62
  %25 = icmp ult i32 %16, 4, !dbg !64
  br i1 %25, label %45, label %26, !dbg !64

26:                                               ; preds = %23
  %27 = and i64 %24, 4294967292, !dbg !64
  br label %28, !dbg !64

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %40, %28 ], !dbg !65
  %30 = phi <2 x i32> [ <i32 0, i32 1>, %26 ], [ %41, %28 ], !dbg !66
  %31 = add <2 x i32> %30, <i32 2, i32 2>, !dbg !66
  %32 = urem <2 x i32> %30, <i32 5, i32 5>, !dbg !66
  %33 = urem <2 x i32> %31, <i32 5, i32 5>, !dbg !66
  %34 = sitofp <2 x i32> %32 to <2 x double>, !dbg !67
  %35 = sitofp <2 x i32> %33 to <2 x double>, !dbg !67
  %36 = getelementptr inbounds double, double* %21, i64 %29, !dbg !65
  %37 = bitcast double* %36 to <2 x double>*, !dbg !68
  store <2 x double> %34, <2 x double>* %37, align 8, !dbg !68, !tbaa !69
  %38 = getelementptr inbounds double, double* %36, i64 2, !dbg !68
  %39 = bitcast double* %38 to <2 x double>*, !dbg !68
  store <2 x double> %35, <2 x double>* %39, align 8, !dbg !68, !tbaa !69
  %40 = add nuw i64 %29, 4, !dbg !65
  %41 = add <2 x i32> %30, <i32 4, i32 4>, !dbg !66
  %42 = icmp eq i64 %40, %27, !dbg !65
  br i1 %42, label %43, label %28, !dbg !65, !llvm.loop !71

43:                                               ; preds = %28
  %44 = icmp eq i64 %27, %24, !dbg !64
  br i1 %44, label %47, label %45, !dbg !64

45:                                               ; preds = %23, %43
  %46 = phi i64 [ 0, %23 ], [ %27, %43 ]
  br label %50, !dbg !64

47:                                               ; preds = %50, %43, %15
  %48 = tail call fastcc double @seg(double* noundef %21, i32 noundef 0, i32 noundef %16, i32 noundef %17), !dbg !75
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %48), !dbg !76
  ret i32 0, !dbg !77

50:                                               ; preds = %45, %50
  %51 = phi i64 [ %56, %50 ], [ %46, %45 ]
  call void @llvm.dbg.value(metadata i64 %51, metadata !29, metadata !DIExpression()), !dbg !61
  %52 = trunc i64 %51 to i32, !dbg !66
  %53 = urem i32 %52, 5, !dbg !66
  %54 = sitofp i32 %53 to double, !dbg !67
  %55 = getelementptr inbounds double, double* %21, i64 %51, !dbg !78
  store double %54, double* %55, align 8, !dbg !68, !tbaa !69
  %56 = add nuw nsw i64 %51, 1, !dbg !65
  call void @llvm.dbg.value(metadata i64 %56, metadata !29, metadata !DIExpression()), !dbg !61
  %57 = icmp eq i64 %56, %24, !dbg !62
  br i1 %57, label %47, label %50, !dbg !64, !llvm.loop !79
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc double @seg(double* nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 !dbg !81 {
  call void @llvm.dbg.value(metadata double* %0, metadata !87, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %1, metadata !88, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %2, metadata !89, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 %3, metadata !90, metadata !DIExpression()), !dbg !100
  %5 = icmp slt i32 %2, 9, !dbg !101
  br i1 %5, label %6, label %20, !dbg !102

6:                                                ; preds = %4
  call void @llvm.dbg.value(metadata i32 %1, metadata !94, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !104
  %7 = icmp sgt i32 %2, 0, !dbg !105
  br i1 %7, label %8, label %32, !dbg !107

8:                                                ; preds = %6
  %9 = add nsw i32 %2, %1
  %10 = sext i32 %1 to i64, !dbg !107
  %11 = sext i32 %9 to i64, !dbg !107
  br label %12, !dbg !107

12:                                               ; preds = %8, %12
  %13 = phi i64 [ %10, %8 ], [ %18, %12 ]
  %14 = phi double [ 0.000000e+00, %8 ], [ %17, %12 ]
  call void @llvm.dbg.value(metadata i64 %13, metadata !94, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %14, metadata !91, metadata !DIExpression()), !dbg !104
  %15 = getelementptr inbounds double, double* %0, i64 %13, !dbg !108
  %16 = load double, double* %15, align 8, !dbg !108, !tbaa !69
  %17 = fadd double %14, %16, !dbg !109
  call void @llvm.dbg.value(metadata double %17, metadata !91, metadata !DIExpression()), !dbg !104
  %18 = add nsw i64 %13, 1, !dbg !110
  call void @llvm.dbg.value(metadata i64 %18, metadata !94, metadata !DIExpression()), !dbg !103
  %19 = icmp slt i64 %18, %11, !dbg !105
  br i1 %19, label %12, label %32, !dbg !107, !llvm.loop !111

20:                                               ; preds = %4
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !96, metadata !DIExpression()), !dbg !100
  %21 = sdiv i32 %2, %3, !dbg !113
  call void @llvm.dbg.value(metadata i32 %21, metadata !97, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !96, metadata !DIExpression()), !dbg !100
  %22 = icmp sgt i32 %3, 0, !dbg !115
  br i1 %22, label %23, label %32, !dbg !117

23:                                               ; preds = %20, %23
  %24 = phi i32 [ %30, %23 ], [ 0, %20 ]
  %25 = phi double [ %29, %23 ], [ 0.000000e+00, %20 ]
  call void @llvm.dbg.value(metadata i32 %24, metadata !98, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.value(metadata double %25, metadata !96, metadata !DIExpression()), !dbg !100
  %26 = mul nsw i32 %24, %21, !dbg !118
  %27 = add nsw i32 %26, %1, !dbg !119
  %28 = tail call fastcc double @seg(double* noundef %0, i32 noundef %27, i32 noundef %21, i32 noundef %3), !dbg !120
  %29 = fadd double %25, %28, !dbg !121
  call void @llvm.dbg.value(metadata double %29, metadata !96, metadata !DIExpression()), !dbg !100
  %30 = add nuw nsw i32 %24, 1, !dbg !122
  call void @llvm.dbg.value(metadata i32 %30, metadata !98, metadata !DIExpression()), !dbg !114
  %31 = icmp eq i32 %30, %3, !dbg !115
  br i1 %31, label %32, label %23, !dbg !117, !llvm.loop !123

32:                                               ; preds = %23, %12, %20, %6
  %33 = phi double [ 0.000000e+00, %6 ], [ 0.000000e+00, %20 ], [ %17, %12 ], [ %29, %23 ], !dbg !100
  ret double %33, !dbg !125
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recursion_parts.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "79d10924cdbd245ad885cb39f8e48b73")
!2 = !{!3, !6, !7, !10}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !19, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!6, !6, !7}
!21 = !{!22, !23, !24, !25, !26, !29}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !1, line: 22, type: !6)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !1, line: 22, type: !7)
!24 = !DILocalVariable(name: "n", scope: !18, file: !1, line: 24, type: !6)
!25 = !DILocalVariable(name: "parts", scope: !18, file: !1, line: 25, type: !6)
!26 = !DILocalVariable(name: "a", scope: !18, file: !1, line: 26, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 27, type: !6)
!30 = distinct !DILexicalBlock(scope: !18, file: !1, line: 27, column: 3)
!31 = !DILocation(line: 0, scope: !18)
!32 = !DILocation(line: 24, column: 16, scope: !18)
!33 = !DILocation(line: 24, column: 11, scope: !18)
!34 = !DILocation(line: 24, column: 27, scope: !18)
!35 = !{!36, !36, i64 0}
!36 = !{!"any pointer", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocalVariable(name: "__nptr", arg: 1, scope: !40, file: !41, line: 362, type: !44)
!40 = distinct !DISubprogram(name: "atoi", scope: !41, file: !41, line: 362, type: !42, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!41 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!42 = !DISubroutineType(types: !43)
!43 = !{!6, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!46 = !{!39}
!47 = !DILocation(line: 0, scope: !40, inlinedAt: !48)
!48 = distinct !DILocation(line: 24, column: 22, scope: !18)
!49 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !48)
!50 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !48)
!51 = !DILocation(line: 25, column: 20, scope: !18)
!52 = !DILocation(line: 25, column: 15, scope: !18)
!53 = !DILocation(line: 25, column: 31, scope: !18)
!54 = !DILocation(line: 0, scope: !40, inlinedAt: !55)
!55 = distinct !DILocation(line: 25, column: 26, scope: !18)
!56 = !DILocation(line: 364, column: 16, scope: !40, inlinedAt: !55)
!57 = !DILocation(line: 364, column: 10, scope: !40, inlinedAt: !55)
!58 = !DILocation(line: 26, column: 22, scope: !18)
!59 = !DILocation(line: 26, column: 32, scope: !18)
!60 = !DILocation(line: 26, column: 15, scope: !18)
!61 = !DILocation(line: 0, scope: !30)
!62 = !DILocation(line: 27, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !30, file: !1, line: 27, column: 3)
!64 = !DILocation(line: 27, column: 3, scope: !30)
!65 = !DILocation(line: 27, column: 27, scope: !63)
!66 = !DILocation(line: 28, column: 14, scope: !63)
!67 = !DILocation(line: 28, column: 12, scope: !63)
!68 = !DILocation(line: 28, column: 10, scope: !63)
!69 = !{!70, !70, i64 0}
!70 = !{!"double", !37, i64 0}
!71 = distinct !{!71, !64, !72, !73, !74}
!72 = !DILocation(line: 28, column: 16, scope: !30)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = !DILocation(line: 29, column: 18, scope: !18)
!76 = !DILocation(line: 29, column: 3, scope: !18)
!77 = !DILocation(line: 30, column: 3, scope: !18)
!78 = !DILocation(line: 28, column: 5, scope: !63)
!79 = distinct !{!79, !64, !72, !73, !80, !74}
!80 = !{!"llvm.loop.unroll.runtime.disable"}
!81 = distinct !DISubprogram(name: "seg", scope: !1, file: !1, line: 7, type: !82, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!82 = !DISubroutineType(types: !83)
!83 = !{!28, !84, !6, !6, !6}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !28)
!86 = !{!87, !88, !89, !90, !91, !94, !96, !97, !98}
!87 = !DILocalVariable(name: "a", arg: 1, scope: !81, file: !1, line: 7, type: !84)
!88 = !DILocalVariable(name: "lo", arg: 2, scope: !81, file: !1, line: 7, type: !6)
!89 = !DILocalVariable(name: "len", arg: 3, scope: !81, file: !1, line: 7, type: !6)
!90 = !DILocalVariable(name: "parts", arg: 4, scope: !81, file: !1, line: 7, type: !6)
!91 = !DILocalVariable(name: "s", scope: !92, file: !1, line: 10, type: !28)
!92 = distinct !DILexicalBlock(scope: !93, file: !1, line: 9, column: 17)
!93 = distinct !DILexicalBlock(scope: !81, file: !1, line: 9, column: 7)
!94 = !DILocalVariable(name: "i", scope: !95, file: !1, line: 11, type: !6)
!95 = distinct !DILexicalBlock(scope: !92, file: !1, line: 11, column: 5)
!96 = !DILocalVariable(name: "s", scope: !81, file: !1, line: 15, type: !28)
!97 = !DILocalVariable(name: "step", scope: !81, file: !1, line: 16, type: !6)
!98 = !DILocalVariable(name: "p", scope: !99, file: !1, line: 17, type: !6)
!99 = distinct !DILexicalBlock(scope: !81, file: !1, line: 17, column: 3)
!100 = !DILocation(line: 0, scope: !81)
!101 = !DILocation(line: 9, column: 11, scope: !93)
!102 = !DILocation(line: 9, column: 7, scope: !81)
!103 = !DILocation(line: 0, scope: !95)
!104 = !DILocation(line: 0, scope: !92)
!105 = !DILocation(line: 11, column: 24, scope: !106)
!106 = distinct !DILexicalBlock(scope: !95, file: !1, line: 11, column: 5)
!107 = !DILocation(line: 11, column: 5, scope: !95)
!108 = !DILocation(line: 12, column: 12, scope: !106)
!109 = !DILocation(line: 12, column: 9, scope: !106)
!110 = !DILocation(line: 11, column: 37, scope: !106)
!111 = distinct !{!111, !107, !112, !73}
!112 = !DILocation(line: 12, column: 15, scope: !95)
!113 = !DILocation(line: 16, column: 18, scope: !81)
!114 = !DILocation(line: 0, scope: !99)
!115 = !DILocation(line: 17, column: 21, scope: !116)
!116 = distinct !DILexicalBlock(scope: !99, file: !1, line: 17, column: 3)
!117 = !DILocation(line: 17, column: 3, scope: !99)
!118 = !DILocation(line: 18, column: 24, scope: !116)
!119 = !DILocation(line: 18, column: 20, scope: !116)
!120 = !DILocation(line: 18, column: 10, scope: !116)
!121 = !DILocation(line: 18, column: 7, scope: !116)
!122 = !DILocation(line: 17, column: 31, scope: !116)
!123 = distinct !{!123, !117, !124, !73}
!124 = !DILocation(line: 18, column: 43, scope: !99)
!125 = !DILocation(line: 20, column: 1, scope: !81)
