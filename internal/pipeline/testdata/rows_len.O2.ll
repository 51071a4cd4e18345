; ModuleID = 'rows_len.c'
source_filename = "rows_len.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.row = type { i32, double* }

@.str = private unnamed_addr constant [6 x i8] c"%.1f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %3, label %4, label %16, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #7, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !44
  %9 = icmp eq i32 %0, 2, !dbg !64
  br i1 %9, label %16, label %10, !dbg !65

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !66
  %12 = load i8*, i8** %11, align 8, !dbg !66, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %12, metadata !52, metadata !DIExpression()) #7, !dbg !67
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !69
  %14 = shl i64 %13, 32, !dbg !65
  %15 = ashr exact i64 %14, 32, !dbg !65
  br label %16, !dbg !65

16:                                               ; preds = %2, %4, %10
  %17 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 40, %2 ]
  %18 = phi i64 [ %15, %10 ], [ 3, %4 ], [ 3, %2 ]
  call void @llvm.dbg.value(metadata i32 undef, metadata !22, metadata !DIExpression()), !dbg !44
  %19 = sext i32 %17 to i64, !dbg !70
  %20 = shl nsw i64 %19, 4, !dbg !71
  %21 = tail call noalias i8* @malloc(i64 noundef %20) #7, !dbg !72
  %22 = bitcast i8* %21 to %struct.row*, !dbg !72
  call void @llvm.dbg.value(metadata %struct.row* %22, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !73
  %23 = icmp sgt i32 %17, 0, !dbg !74
  br i1 %23, label %24, label %93, !dbg !75

24:                                               ; preds = %16
  %25 = zext i32 %17 to i64, !dbg !74
  br label %29, !dbg !75

26:                                               ; preds = %29
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !44
  br i1 %23, label %27, label %93, !dbg !77

27:                                               ; preds = %26
  %28 = zext i32 %17 to i64, !dbg !78
  br label %41, !dbg !77

29:                                               ; preds = %24, %29
  %30 = phi i64 [ 0, %24 ], [ %39, %29 ]
  call void @llvm.dbg.value(metadata i64 %30, metadata !31, metadata !DIExpression()), !dbg !73
  %31 = mul nsw i64 %30, %18, !dbg !79
  %32 = add nsw i64 %31, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %32, metadata !33, metadata !DIExpression()), !dbg !81
  %33 = getelementptr inbounds %struct.row, %struct.row* %22, i64 %30, i32 0, !dbg !82
  %34 = trunc i64 %32 to i32, !dbg !83
  store i32 %34, i32* %33, align 8, !dbg !83, !tbaa !84
  %35 = shl nsw i64 %32, 3, !dbg !87
  %36 = tail call noalias i8* @malloc(i64 noundef %35) #7, !dbg !88
  %37 = getelementptr inbounds %struct.row, %struct.row* %22, i64 %30, i32 1, !dbg !89
  %38 = bitcast double** %37 to i8**, !dbg !90
  store i8* %36, i8** %38, align 8, !dbg !90, !tbaa !91
  %39 = add nuw nsw i64 %30, 1, !dbg !92
  call void @llvm.dbg.value(metadata i64 %39, metadata !31, metadata !DIExpression()), !dbg !73
  %40 = icmp eq i64 %39, %25, !dbg !74
  br i1 %40, label %26, label %29, !dbg !75, !llvm.loop !93

41:                                               ; preds = %27, %71
  %42 = phi i64 [ 0, %27 ], [ %73, %71 ]
  %43 = phi double [ 0.000000e+00, %27 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !37, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double %43, metadata !36, metadata !DIExpression()), !dbg !44
  %44 = getelementptr inbounds %struct.row, %struct.row* %22, i64 %42, i32 0
  %45 = load i32, i32* %44, align 8, !tbaa !84
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !96
  %46 = icmp sgt i32 %45, 0, !dbg !97
  br i1 %46, label %47, label %71, !dbg !99

47:                                               ; preds = %41
  %48 = trunc i64 %42 to i32
  %49 = sitofp i32 %48 to double
  %50 = getelementptr inbounds %struct.row, %struct.row* %22, i64 %42, i32 1
  %51 = load double*, double** %50, align 8, !tbaa !91
  %52 = zext i32 %45 to i64, !dbg !97
  %53 = and i64 %52, 1, !dbg !99
  %54 = icmp eq i32 %45, 1, !dbg !99
  br i1 %54, label %60, label %55, !dbg !99

55:                                               ; preds = %47
  %56 = and i64 %52, 4294967294, !dbg !99
  br label %75, !dbg !99

57:                                               ; preds = %71
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !100
  br i1 %23, label %58, label %93, !dbg !101

58:                                               ; preds = %57
  %59 = zext i32 %17 to i64, !dbg !102
  br label %96, !dbg !101

60:                                               ; preds = %75, %47
  %61 = phi double [ undef, %47 ], [ %89, %75 ]
  %62 = phi i64 [ 0, %47 ], [ %90, %75 ]
  %63 = phi double [ %43, %47 ], [ %89, %75 ]
  %64 = icmp eq i64 %53, 0, !dbg !99
  br i1 %64, label %71, label %65, !dbg !99

65:                                               ; preds = %60
  call void @llvm.dbg.value(metadata i64 %62, metadata !39, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %63, metadata !36, metadata !DIExpression()), !dbg !44
  %66 = trunc i64 %62 to i32, !dbg !104
  %67 = sitofp i32 %66 to double, !dbg !104
  %68 = tail call double @llvm.fmuladd.f64(double %67, double 5.000000e-01, double %49), !dbg !106
  %69 = getelementptr inbounds double, double* %51, i64 %62, !dbg !107
  store double %68, double* %69, align 8, !dbg !108, !tbaa !109
  %70 = fadd double %63, %68, !dbg !111
  call void @llvm.dbg.value(metadata double %70, metadata !36, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %62, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !96
  br label %71, !dbg !112

71:                                               ; preds = %65, %60, %41
  %72 = phi double [ %43, %41 ], [ %61, %60 ], [ %70, %65 ], !dbg !44
  %73 = add nuw nsw i64 %42, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %73, metadata !37, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double %72, metadata !36, metadata !DIExpression()), !dbg !44
  %74 = icmp eq i64 %73, %28, !dbg !78
  br i1 %74, label %57, label %41, !dbg !77, !llvm.loop !113

75:                                               ; preds = %75, %55
  %76 = phi i64 [ 0, %55 ], [ %90, %75 ]
  %77 = phi double [ %43, %55 ], [ %89, %75 ]
  %78 = phi i64 [ 0, %55 ], [ %91, %75 ]
  call void @llvm.dbg.value(metadata i64 %76, metadata !39, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %77, metadata !36, metadata !DIExpression()), !dbg !44
  %79 = trunc i64 %76 to i32, !dbg !104
  %80 = sitofp i32 %79 to double, !dbg !104
  %81 = tail call double @llvm.fmuladd.f64(double %80, double 5.000000e-01, double %49), !dbg !106
  %82 = getelementptr inbounds double, double* %51, i64 %76, !dbg !107
  store double %81, double* %82, align 8, !dbg !108, !tbaa !109
  %83 = fadd double %77, %81, !dbg !111
  call void @llvm.dbg.value(metadata double %83, metadata !36, metadata !DIExpression()), !dbg !44
  %84 = or i64 %76, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %84, metadata !39, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %84, metadata !39, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %83, metadata !36, metadata !DIExpression()), !dbg !44
  %85 = trunc i64 %84 to i32, !dbg !104
  %86 = sitofp i32 %85 to double, !dbg !104
  %87 = tail call double @llvm.fmuladd.f64(double %86, double 5.000000e-01, double %49), !dbg !106
  %88 = getelementptr inbounds double, double* %51, i64 %84, !dbg !107
  store double %87, double* %88, align 8, !dbg !108, !tbaa !109
  %89 = fadd double %83, %87, !dbg !111
  call void @llvm.dbg.value(metadata double %89, metadata !36, metadata !DIExpression()), !dbg !44
  %90 = add nuw nsw i64 %76, 2, !dbg !115
  call void @llvm.dbg.value(metadata i64 %90, metadata !39, metadata !DIExpression()), !dbg !96
  %91 = add i64 %78, 2, !dbg !99
  %92 = icmp eq i64 %91, %56, !dbg !99
  br i1 %92, label %60, label %75, !dbg !99, !llvm.loop !116

93:                                               ; preds = %96, %16, %26, %57
  %94 = phi double [ %72, %57 ], [ 0.000000e+00, %26 ], [ 0.000000e+00, %16 ], [ %72, %96 ]
  tail call void @free(i8* noundef %21) #7, !dbg !118
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), double noundef %94), !dbg !119
  ret i32 0, !dbg !120

96:                                               ; preds = %58, %96
  %97 = phi i64 [ 0, %58 ], [ %101, %96 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !42, metadata !DIExpression()), !dbg !100
  %98 = getelementptr inbounds %struct.row, %struct.row* %22, i64 %97, i32 1, !dbg !121
  %99 = bitcast double** %98 to i8**, !dbg !121
  %100 = load i8*, i8** %99, align 8, !dbg !121, !tbaa !91
  tail call void @free(i8* noundef %100) #7, !dbg !122
  %101 = add nuw nsw i64 %97, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %101, metadata !42, metadata !DIExpression()), !dbg !100
  %102 = icmp eq i64 %101, %59, !dbg !102
  br i1 %102, label %93, label %96, !dbg !101, !llvm.loop !124
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "rows_len.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "6179204848e39f7d981843992ea54b39")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !31, !33, !36, !37, !39, !42}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 14, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 14, type: !4)
!21 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 15, type: !3)
!22 = !DILocalVariable(name: "grow", scope: !15, file: !1, line: 16, type: !3)
!23 = !DILocalVariable(name: "rows", scope: !15, file: !1, line: 17, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "row", file: !1, line: 7, size: 128, elements: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !25, file: !1, line: 8, baseType: !3, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !25, file: !1, line: 9, baseType: !29, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocalVariable(name: "k", scope: !32, file: !1, line: 18, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 3)
!33 = !DILocalVariable(name: "len", scope: !34, file: !1, line: 19, type: !3)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 18, column: 31)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 18, column: 3)
!36 = !DILocalVariable(name: "sum", scope: !15, file: !1, line: 23, type: !30)
!37 = !DILocalVariable(name: "k", scope: !38, file: !1, line: 24, type: !3)
!38 = distinct !DILexicalBlock(scope: !15, file: !1, line: 24, column: 3)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 25, type: !3)
!40 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 5)
!41 = distinct !DILexicalBlock(scope: !38, file: !1, line: 24, column: 3)
!42 = !DILocalVariable(name: "k", scope: !43, file: !1, line: 29, type: !3)
!43 = distinct !DILexicalBlock(scope: !15, file: !1, line: 29, column: 3)
!44 = !DILocation(line: 0, scope: !15)
!45 = !DILocation(line: 15, column: 16, scope: !15)
!46 = !DILocation(line: 15, column: 11, scope: !15)
!47 = !DILocation(line: 15, column: 27, scope: !15)
!48 = !{!49, !49, i64 0}
!49 = !{!"any pointer", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocalVariable(name: "__nptr", arg: 1, scope: !53, file: !54, line: 362, type: !57)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 362, type: !55, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!54 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!55 = !DISubroutineType(types: !56)
!56 = !{!3, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!59 = !{!52}
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 15, column: 22, scope: !15)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 16, column: 19, scope: !15)
!65 = !DILocation(line: 16, column: 14, scope: !15)
!66 = !DILocation(line: 16, column: 30, scope: !15)
!67 = !DILocation(line: 0, scope: !53, inlinedAt: !68)
!68 = distinct !DILocation(line: 16, column: 25, scope: !15)
!69 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !68)
!70 = !DILocation(line: 17, column: 29, scope: !15)
!71 = !DILocation(line: 17, column: 31, scope: !15)
!72 = !DILocation(line: 17, column: 22, scope: !15)
!73 = !DILocation(line: 0, scope: !32)
!74 = !DILocation(line: 18, column: 21, scope: !35)
!75 = !DILocation(line: 18, column: 3, scope: !32)
!76 = !DILocation(line: 0, scope: !38)
!77 = !DILocation(line: 24, column: 3, scope: !38)
!78 = !DILocation(line: 24, column: 21, scope: !41)
!79 = !DILocation(line: 19, column: 20, scope: !34)
!80 = !DILocation(line: 19, column: 24, scope: !34)
!81 = !DILocation(line: 0, scope: !34)
!82 = !DILocation(line: 20, column: 13, scope: !34)
!83 = !DILocation(line: 20, column: 17, scope: !34)
!84 = !{!85, !86, i64 0}
!85 = !{!"row", !86, i64 0, !49, i64 8}
!86 = !{!"int", !50, i64 0}
!87 = !DILocation(line: 21, column: 30, scope: !34)
!88 = !DILocation(line: 21, column: 19, scope: !34)
!89 = !DILocation(line: 21, column: 13, scope: !34)
!90 = !DILocation(line: 21, column: 17, scope: !34)
!91 = !{!85, !49, i64 8}
!92 = !DILocation(line: 18, column: 27, scope: !35)
!93 = distinct !{!93, !75, !94, !95}
!94 = !DILocation(line: 22, column: 3, scope: !32)
!95 = !{!"llvm.loop.mustprogress"}
!96 = !DILocation(line: 0, scope: !40)
!97 = !DILocation(line: 25, column: 23, scope: !98)
!98 = distinct !DILexicalBlock(scope: !40, file: !1, line: 25, column: 5)
!99 = !DILocation(line: 25, column: 5, scope: !40)
!100 = !DILocation(line: 0, scope: !43)
!101 = !DILocation(line: 29, column: 3, scope: !43)
!102 = !DILocation(line: 29, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !43, file: !1, line: 29, column: 3)
!104 = !DILocation(line: 26, column: 30, scope: !105)
!105 = distinct !DILexicalBlock(scope: !98, file: !1, line: 25, column: 49)
!106 = !DILocation(line: 26, column: 32, scope: !105)
!107 = !DILocation(line: 26, column: 7, scope: !105)
!108 = !DILocation(line: 26, column: 22, scope: !105)
!109 = !{!110, !110, i64 0}
!110 = !{!"double", !50, i64 0}
!111 = !DILocation(line: 27, column: 11, scope: !105)
!112 = !DILocation(line: 24, column: 27, scope: !41)
!113 = distinct !{!113, !77, !114, !95}
!114 = !DILocation(line: 28, column: 5, scope: !38)
!115 = !DILocation(line: 25, column: 45, scope: !98)
!116 = distinct !{!116, !99, !117, !95}
!117 = !DILocation(line: 28, column: 5, scope: !40)
!118 = !DILocation(line: 31, column: 3, scope: !15)
!119 = !DILocation(line: 32, column: 3, scope: !15)
!120 = !DILocation(line: 34, column: 1, scope: !15)
!121 = !DILocation(line: 30, column: 18, scope: !103)
!122 = !DILocation(line: 30, column: 5, scope: !103)
!123 = !DILocation(line: 29, column: 27, scope: !103)
!124 = distinct !{!124, !101, !125, !95}
!125 = !DILocation(line: 30, column: 21, scope: !43)
