; ModuleID = 'jumpback.c'
source_filename = "jumpback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@a = internal unnamed_addr global double* null, align 8, !dbg !0
@again = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1
@runs = internal unnamed_addr global i32 0, align 4, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !50 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i8** %1, metadata !55, metadata !DIExpression()), !dbg !57
  %3 = icmp sgt i32 %0, 1, !dbg !58
  br i1 %3, label %4, label %9, !dbg !59

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !60
  %6 = load i8*, i8** %5, align 8, !dbg !60, !tbaa !61
  call void @llvm.dbg.value(metadata i8* %6, metadata !65, metadata !DIExpression()) #7, !dbg !73
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !75
  %8 = trunc i64 %7 to i32, !dbg !76
  br label %9, !dbg !59

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 1000, %2 ], !dbg !59
  call void @llvm.dbg.value(metadata i32 %10, metadata !56, metadata !DIExpression()), !dbg !57
  %11 = sext i32 %10 to i64, !dbg !77
  %12 = call noalias i8* @calloc(i64 noundef %11, i64 noundef 8) #7, !dbg !78
  store i8* %12, i8** bitcast (double** @a to i8**), align 8, !dbg !79, !tbaa !61
  %13 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0)) #8, !dbg !80
  call void @llvm.dbg.value(metadata i32 %10, metadata !81, metadata !DIExpression()) #7, !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #7, !dbg !90
  %14 = icmp sgt i32 %10, 0, !dbg !91
  br i1 %14, label %15, label %73, !dbg !93

15:                                               ; preds = %9
  %16 = load double*, double** @a, align 8, !tbaa !61
  %17 = zext i32 %10 to i64, !dbg !91
  %18 = icmp ult i32 %10, 4, !dbg !93
  br i1 %18, label %71, label %19, !dbg !93

19:                                               ; preds = %15
  %20 = and i64 %17, 4294967292, !dbg !93
  %21 = add nsw i64 %20, -4, !dbg !93
  %22 = lshr exact i64 %21, 2, !dbg !93
  %23 = add nuw nsw i64 %22, 1, !dbg !93
  %24 = and i64 %23, 1, !dbg !93
  %25 = icmp eq i64 %21, 0, !dbg !93
  br i1 %25, label %55, label %26, !dbg !93

26:                                               ; preds = %19
  %27 = and i64 %23, 9223372036854775806, !dbg !93
  br label %28, !dbg !93

28:                                               ; preds = %28, %26
  %29 = phi i64 [ 0, %26 ], [ %52, %28 ], !dbg !94
  %30 = phi i64 [ 0, %26 ], [ %53, %28 ]
  %31 = getelementptr inbounds double, double* %16, i64 %29, !dbg !94
  %32 = bitcast double* %31 to <2 x double>*, !dbg !95
  %33 = load <2 x double>, <2 x double>* %32, align 8, !dbg !95, !tbaa !96
  %34 = getelementptr inbounds double, double* %31, i64 2, !dbg !95
  %35 = bitcast double* %34 to <2 x double>*, !dbg !95
  %36 = load <2 x double>, <2 x double>* %35, align 8, !dbg !95, !tbaa !96
  %37 = fadd <2 x double> %33, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %38 = fadd <2 x double> %36, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %39 = bitcast double* %31 to <2 x double>*, !dbg !95
  store <2 x double> %37, <2 x double>* %39, align 8, !dbg !95, !tbaa !96
  %40 = bitcast double* %34 to <2 x double>*, !dbg !95
  store <2 x double> %38, <2 x double>* %40, align 8, !dbg !95, !tbaa !96
  %41 = or i64 %29, 4, !dbg !94
  %42 = getelementptr inbounds double, double* %16, i64 %41, !dbg !94
  %43 = bitcast double* %42 to <2 x double>*, !dbg !95
  %44 = load <2 x double>, <2 x double>* %43, align 8, !dbg !95, !tbaa !96
  %45 = getelementptr inbounds double, double* %42, i64 2, !dbg !95
  %46 = bitcast double* %45 to <2 x double>*, !dbg !95
  %47 = load <2 x double>, <2 x double>* %46, align 8, !dbg !95, !tbaa !96
  %48 = fadd <2 x double> %44, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %49 = fadd <2 x double> %47, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %50 = bitcast double* %42 to <2 x double>*, !dbg !95
  store <2 x double> %48, <2 x double>* %50, align 8, !dbg !95, !tbaa !96
  %51 = bitcast double* %45 to <2 x double>*, !dbg !95
  store <2 x double> %49, <2 x double>* %51, align 8, !dbg !95, !tbaa !96
  %52 = add nuw i64 %29, 8, !dbg !94
  %53 = add i64 %30, 2, !dbg !94
  %54 = icmp eq i64 %53, %27, !dbg !94
  br i1 %54, label %55, label %28, !dbg !94, !llvm.loop !98

55:                                               ; preds = %28, %19
  %56 = phi i64 [ 0, %19 ], [ %52, %28 ]
  %57 = icmp eq i64 %24, 0, !dbg !94
  br i1 %57, label %69, label %58, !dbg !94

58:                                               ; preds = %55
  %59 = getelementptr inbounds double, double* %16, i64 %56, !dbg !94
  %60 = bitcast double* %59 to <2 x double>*, !dbg !95
  %61 = load <2 x double>, <2 x double>* %60, align 8, !dbg !95, !tbaa !96
  %62 = getelementptr inbounds double, double* %59, i64 2, !dbg !95
  %63 = bitcast double* %62 to <2 x double>*, !dbg !95
  %64 = load <2 x double>, <2 x double>* %63, align 8, !dbg !95, !tbaa !96
  %65 = fadd <2 x double> %61, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %66 = fadd <2 x double> %64, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %67 = bitcast double* %59 to <2 x double>*, !dbg !95
  store <2 x double> %65, <2 x double>* %67, align 8, !dbg !95, !tbaa !96
  %68 = bitcast double* %62 to <2 x double>*, !dbg !95
  store <2 x double> %66, <2 x double>* %68, align 8, !dbg !95, !tbaa !96
  br label %69, !dbg !93

69:                                               ; preds = %55, %58
  %70 = icmp eq i64 %20, %17, !dbg !93
  br i1 %70, label %73, label %71, !dbg !93

71:                                               ; preds = %15, %69
  %72 = phi i64 [ 0, %15 ], [ %20, %69 ]
  br label %77, !dbg !93

73:                                               ; preds = %77, %69, %9
  %74 = load i32, i32* @runs, align 4, !dbg !102, !tbaa !104
  %75 = add nsw i32 %74, 1, !dbg !102
  store i32 %75, i32* @runs, align 4, !dbg !102, !tbaa !104
  %76 = icmp slt i32 %74, 99, !dbg !106
  br i1 %76, label %84, label %85, !dbg !107

77:                                               ; preds = %71, %77
  %78 = phi i64 [ %82, %77 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %78, metadata !86, metadata !DIExpression()) #7, !dbg !90
  %79 = getelementptr inbounds double, double* %16, i64 %78, !dbg !108
  %80 = load double, double* %79, align 8, !dbg !95, !tbaa !96
  %81 = fadd double %80, 1.000000e+00, !dbg !95
  store double %81, double* %79, align 8, !dbg !95, !tbaa !96
  %82 = add nuw nsw i64 %78, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %82, metadata !86, metadata !DIExpression()) #7, !dbg !90
  %83 = icmp eq i64 %82, %17, !dbg !91
  br i1 %83, label %73, label %77, !dbg !93, !llvm.loop !109

84:                                               ; preds = %73
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0), i32 noundef 1) #9, !dbg !111
  unreachable, !dbg !111

85:                                               ; preds = %73
  %86 = load double*, double** @a, align 8, !dbg !112, !tbaa !61
  %87 = load double, double* %86, align 8, !dbg !112, !tbaa !96
  %88 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %75, double noundef %87), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #1

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind returns_twice "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }
attributes #8 = { nounwind returns_twice }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !41, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jumpback.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "c21e5f3caaff1b7628a84bda6e890da7")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !0, !39}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "again", scope: !2, file: !3, line: 7, type: !13, isLocal: true, isDefinition: true)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !14, line: 32, baseType: !15)
!14 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 1600, elements: !37)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !17, line: 26, size: 1600, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!18 = !{!19, !26, !27}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !16, file: !17, line: 32, baseType: !20, size: 512)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !21, line: 31, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 512, elements: !24)
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !{!25}
!25 = !DISubrange(count: 8)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !16, file: !17, line: 33, baseType: !5, size: 32, offset: 512)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !16, file: !17, line: 34, baseType: !28, size: 1024, offset: 576)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !29, line: 8, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !29, line: 5, size: 1024, elements: !31)
!31 = !{!32}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !30, file: !29, line: 7, baseType: !33, size: 1024)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 1024, elements: !35)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !{!38}
!38 = !DISubrange(count: 1)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "runs", scope: !2, file: !3, line: 9, type: !5, isLocal: true, isDefinition: true)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 7, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 1}
!49 = !{!"Debian clang version 14.0.6"}
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !51, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !5, !6}
!53 = !{!54, !55, !56}
!54 = !DILocalVariable(name: "argc", arg: 1, scope: !50, file: !3, line: 18, type: !5)
!55 = !DILocalVariable(name: "argv", arg: 2, scope: !50, file: !3, line: 18, type: !6)
!56 = !DILocalVariable(name: "n", scope: !50, file: !3, line: 19, type: !5)
!57 = !DILocation(line: 0, scope: !50)
!58 = !DILocation(line: 19, column: 16, scope: !50)
!59 = !DILocation(line: 19, column: 11, scope: !50)
!60 = !DILocation(line: 19, column: 27, scope: !50)
!61 = !{!62, !62, i64 0}
!62 = !{!"any pointer", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocalVariable(name: "__nptr", arg: 1, scope: !66, file: !67, line: 362, type: !70)
!66 = distinct !DISubprogram(name: "atoi", scope: !67, file: !67, line: 362, type: !68, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!67 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!68 = !DISubroutineType(types: !69)
!69 = !{!5, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!72 = !{!65}
!73 = !DILocation(line: 0, scope: !66, inlinedAt: !74)
!74 = distinct !DILocation(line: 19, column: 22, scope: !50)
!75 = !DILocation(line: 364, column: 16, scope: !66, inlinedAt: !74)
!76 = !DILocation(line: 364, column: 10, scope: !66, inlinedAt: !74)
!77 = !DILocation(line: 20, column: 14, scope: !50)
!78 = !DILocation(line: 20, column: 7, scope: !50)
!79 = !DILocation(line: 20, column: 5, scope: !50)
!80 = !DILocation(line: 21, column: 3, scope: !50)
!81 = !DILocalVariable(name: "n", arg: 1, scope: !82, file: !3, line: 11, type: !5)
!82 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !83, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{null, !5}
!85 = !{!81, !86}
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 12, type: !5)
!87 = distinct !DILexicalBlock(scope: !82, file: !3, line: 12, column: 3)
!88 = !DILocation(line: 0, scope: !82, inlinedAt: !89)
!89 = distinct !DILocation(line: 22, column: 3, scope: !50)
!90 = !DILocation(line: 0, scope: !87, inlinedAt: !89)
!91 = !DILocation(line: 12, column: 21, scope: !92, inlinedAt: !89)
!92 = distinct !DILexicalBlock(scope: !87, file: !3, line: 12, column: 3)
!93 = !DILocation(line: 12, column: 3, scope: !87, inlinedAt: !89)
!94 = !DILocation(line: 12, column: 27, scope: !92, inlinedAt: !89)
!95 = !DILocation(line: 13, column: 10, scope: !92, inlinedAt: !89)
!96 = !{!97, !97, i64 0}
!97 = !{!"double", !63, i64 0}
!98 = distinct !{!98, !93, !99, !100, !101}
!99 = !DILocation(line: 13, column: 13, scope: !87, inlinedAt: !89)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !{!"llvm.loop.isvectorized", i32 1}
!102 = !DILocation(line: 14, column: 7, scope: !103, inlinedAt: !89)
!103 = distinct !DILexicalBlock(scope: !82, file: !3, line: 14, column: 7)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !63, i64 0}
!106 = !DILocation(line: 14, column: 14, scope: !103, inlinedAt: !89)
!107 = !DILocation(line: 14, column: 7, scope: !82, inlinedAt: !89)
!108 = !DILocation(line: 13, column: 5, scope: !92, inlinedAt: !89)
!109 = distinct !{!109, !93, !99, !100, !110, !101}
!110 = !{!"llvm.loop.unroll.runtime.disable"}
!111 = !DILocation(line: 15, column: 5, scope: !103, inlinedAt: !89)
!112 = !DILocation(line: 23, column: 27, scope: !50)
!113 = !DILocation(line: 23, column: 3, scope: !50)
!114 = !DILocation(line: 24, column: 3, scope: !50)
