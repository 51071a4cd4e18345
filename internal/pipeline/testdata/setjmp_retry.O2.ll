; ModuleID = 'setjmp_retry.c'
source_filename = "setjmp_retry.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@again = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1
@runs = internal unnamed_addr global i32 0, align 4, !dbg !17
@A = internal unnamed_addr global [1000 x double] zeroinitializer, align 16, !dbg !11

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !52 {
  %3 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !56, metadata !DIExpression()), !dbg !61
  call void @llvm.dbg.value(metadata i8** %1, metadata !57, metadata !DIExpression()), !dbg !61
  %4 = icmp sgt i32 %0, 1, !dbg !62
  br i1 %4, label %5, label %10, !dbg !63

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !64
  %7 = load i8*, i8** %6, align 8, !dbg !64, !tbaa !65
  call void @llvm.dbg.value(metadata i8* %7, metadata !69, metadata !DIExpression()) #8, !dbg !77
  %8 = call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #8, !dbg !79
  %9 = trunc i64 %8 to i32, !dbg !80
  br label %10, !dbg !63

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 100, %2 ], !dbg !63
  call void @llvm.dbg.value(metadata i32 %11, metadata !58, metadata !DIExpression()), !dbg !61
  %12 = bitcast i32* %3 to i8*, !dbg !81
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12), !dbg !81
  call void @llvm.dbg.declare(metadata i32* %3, metadata !59, metadata !DIExpression()), !dbg !82
  store volatile i32 0, i32* %3, align 4, !dbg !82, !tbaa !83
  %13 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0)) #9, !dbg !85
  %14 = load volatile i32, i32* %3, align 4, !dbg !86, !tbaa !83
  %15 = icmp slt i32 %14, %11, !dbg !88
  br i1 %15, label %16, label %53, !dbg !89

16:                                               ; preds = %10
  %17 = load volatile i32, i32* %3, align 4, !dbg !90, !tbaa !83
  %18 = add nsw i32 %17, 1, !dbg !90
  store volatile i32 %18, i32* %3, align 4, !dbg !90, !tbaa !83
  %19 = load volatile i32, i32* %3, align 4, !dbg !92, !tbaa !83
  call void @llvm.dbg.value(metadata i32 %19, metadata !93, metadata !DIExpression()) #8, !dbg !100
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !102
  %20 = sitofp i32 %19 to double
  call void @llvm.dbg.value(metadata i32 0, metadata !98, metadata !DIExpression()) #8, !dbg !102
  %21 = insertelement <2 x double> poison, double %20, i64 0, !dbg !103
  %22 = shufflevector <2 x double> %21, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !103
  %23 = insertelement <2 x double> poison, double %20, i64 0, !dbg !103
  %24 = shufflevector <2 x double> %23, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !103
  br label %25, !dbg !103

25:                                               ; preds = %25, %16
  %26 = phi i64 [ 0, %16 ], [ %48, %25 ], !dbg !104
  %27 = getelementptr inbounds [1000 x double], [1000 x double]* @A, i64 0, i64 %26, !dbg !104
  %28 = bitcast double* %27 to <2 x double>*, !dbg !106
  %29 = load <2 x double>, <2 x double>* %28, align 16, !dbg !106, !tbaa !107
  %30 = getelementptr inbounds double, double* %27, i64 2, !dbg !106
  %31 = bitcast double* %30 to <2 x double>*, !dbg !106
  %32 = load <2 x double>, <2 x double>* %31, align 16, !dbg !106, !tbaa !107
  %33 = fadd <2 x double> %29, %22, !dbg !106
  %34 = fadd <2 x double> %32, %24, !dbg !106
  %35 = bitcast double* %27 to <2 x double>*, !dbg !106
  store <2 x double> %33, <2 x double>* %35, align 16, !dbg !106, !tbaa !107
  %36 = bitcast double* %30 to <2 x double>*, !dbg !106
  store <2 x double> %34, <2 x double>* %36, align 16, !dbg !106, !tbaa !107
  %37 = or i64 %26, 4, !dbg !104
  %38 = getelementptr inbounds [1000 x double], [1000 x double]* @A, i64 0, i64 %37, !dbg !104
  %39 = bitcast double* %38 to <2 x double>*, !dbg !106
  %40 = load <2 x double>, <2 x double>* %39, align 16, !dbg !106, !tbaa !107
  %41 = getelementptr inbounds double, double* %38, i64 2, !dbg !106
  %42 = bitcast double* %41 to <2 x double>*, !dbg !106
  %43 = load <2 x double>, <2 x double>* %42, align 16, !dbg !106, !tbaa !107
  %44 = fadd <2 x double> %40, %22, !dbg !106
  %45 = fadd <2 x double> %43, %24, !dbg !106
  %46 = bitcast double* %38 to <2 x double>*, !dbg !106
  store <2 x double> %44, <2 x double>* %46, align 16, !dbg !106, !tbaa !107
  %47 = bitcast double* %41 to <2 x double>*, !dbg !106
  store <2 x double> %45, <2 x double>* %47, align 16, !dbg !106, !tbaa !107
  %48 = add nuw nsw i64 %26, 8, !dbg !104
  %49 = icmp eq i64 %48, 1000, !dbg !104
  br i1 %49, label %50, label %25, !dbg !104, !llvm.loop !109

50:                                               ; preds = %25
  %51 = load i32, i32* @runs, align 4, !dbg !113, !tbaa !83
  %52 = add nsw i32 %51, 1, !dbg !113
  store i32 %52, i32* @runs, align 4, !dbg !113, !tbaa !83
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0), i32 noundef 1) #10, !dbg !114
  unreachable, !dbg !114

53:                                               ; preds = %10
  %54 = load i32, i32* @runs, align 4, !dbg !115, !tbaa !83
  %55 = load double, double* getelementptr inbounds ([1000 x double], [1000 x double]* @A, i64 0, i64 10), align 16, !dbg !116, !tbaa !107
  %56 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %54, double noundef %55), !dbg !117
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12), !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind returns_twice }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "again", scope: !2, file: !3, line: 8, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "setjmp_retry.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "62fa7e8adeb52ca3ca65f860efb94a58")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11, !17}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64000, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 1000)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "runs", scope: !2, file: !3, line: 10, type: !5, isLocal: true, isDefinition: true)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !20, line: 32, baseType: !21)
!20 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 1600, elements: !43)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !23, line: 26, size: 1600, elements: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!24 = !{!25, !32, !33}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !22, file: !23, line: 32, baseType: !26, size: 512)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !27, line: 31, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 512, elements: !30)
!29 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!30 = !{!31}
!31 = !DISubrange(count: 8)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !22, file: !23, line: 33, baseType: !5, size: 32, offset: 512)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !22, file: !23, line: 34, baseType: !34, size: 1024, offset: 576)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !35, line: 8, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !35, line: 5, size: 1024, elements: !37)
!37 = !{!38}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !36, file: !35, line: 7, baseType: !39, size: 1024)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 1024, elements: !41)
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !{!42}
!42 = !DISubrange(count: 16)
!43 = !{!44}
!44 = !DISubrange(count: 1)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 7, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 1}
!51 = !{!"Debian clang version 14.0.6"}
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !53, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5, !6}
!55 = !{!56, !57, !58, !59}
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !52, file: !3, line: 20, type: !5)
!57 = !DILocalVariable(name: "argv", arg: 2, scope: !52, file: !3, line: 20, type: !6)
!58 = !DILocalVariable(name: "times", scope: !52, file: !3, line: 22, type: !5)
!59 = !DILocalVariable(name: "count", scope: !52, file: !3, line: 23, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!61 = !DILocation(line: 0, scope: !52)
!62 = !DILocation(line: 22, column: 20, scope: !52)
!63 = !DILocation(line: 22, column: 15, scope: !52)
!64 = !DILocation(line: 22, column: 31, scope: !52)
!65 = !{!66, !66, i64 0}
!66 = !{!"any pointer", !67, i64 0}
!67 = !{!"omnipotent char", !68, i64 0}
!68 = !{!"Simple C/C++ TBAA"}
!69 = !DILocalVariable(name: "__nptr", arg: 1, scope: !70, file: !71, line: 362, type: !74)
!70 = distinct !DISubprogram(name: "atoi", scope: !71, file: !71, line: 362, type: !72, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!71 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!72 = !DISubroutineType(types: !73)
!73 = !{!5, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!76 = !{!69}
!77 = !DILocation(line: 0, scope: !70, inlinedAt: !78)
!78 = distinct !DILocation(line: 22, column: 26, scope: !52)
!79 = !DILocation(line: 364, column: 16, scope: !70, inlinedAt: !78)
!80 = !DILocation(line: 364, column: 10, scope: !70, inlinedAt: !78)
!81 = !DILocation(line: 23, column: 3, scope: !52)
!82 = !DILocation(line: 23, column: 16, scope: !52)
!83 = !{!84, !84, i64 0}
!84 = !{!"int", !67, i64 0}
!85 = !DILocation(line: 24, column: 3, scope: !52)
!86 = !DILocation(line: 25, column: 7, scope: !87)
!87 = distinct !DILexicalBlock(scope: !52, file: !3, line: 25, column: 7)
!88 = !DILocation(line: 25, column: 13, scope: !87)
!89 = !DILocation(line: 25, column: 7, scope: !52)
!90 = !DILocation(line: 26, column: 10, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 25, column: 22)
!92 = !DILocation(line: 27, column: 10, scope: !91)
!93 = !DILocalVariable(name: "k", arg: 1, scope: !94, file: !3, line: 12, type: !5)
!94 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 12, type: !95, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !97)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !5}
!97 = !{!93, !98}
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 14, type: !5)
!99 = distinct !DILexicalBlock(scope: !94, file: !3, line: 14, column: 3)
!100 = !DILocation(line: 0, scope: !94, inlinedAt: !101)
!101 = distinct !DILocation(line: 27, column: 5, scope: !91)
!102 = !DILocation(line: 0, scope: !99, inlinedAt: !101)
!103 = !DILocation(line: 14, column: 3, scope: !99, inlinedAt: !101)
!104 = !DILocation(line: 14, column: 30, scope: !105, inlinedAt: !101)
!105 = distinct !DILexicalBlock(scope: !99, file: !3, line: 14, column: 3)
!106 = !DILocation(line: 15, column: 10, scope: !105, inlinedAt: !101)
!107 = !{!108, !108, i64 0}
!108 = !{!"double", !67, i64 0}
!109 = distinct !{!109, !103, !110, !111, !112}
!110 = !DILocation(line: 15, column: 13, scope: !99, inlinedAt: !101)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !{!"llvm.loop.isvectorized", i32 1}
!113 = !DILocation(line: 16, column: 7, scope: !94, inlinedAt: !101)
!114 = !DILocation(line: 17, column: 3, scope: !94, inlinedAt: !101)
!115 = !DILocation(line: 29, column: 21, scope: !52)
!116 = !DILocation(line: 29, column: 27, scope: !52)
!117 = !DILocation(line: 29, column: 3, scope: !52)
!118 = !DILocation(line: 31, column: 1, scope: !52)
!119 = !DILocation(line: 30, column: 3, scope: !52)
