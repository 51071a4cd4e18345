; ModuleID = 'converge_cap.c'
source_filename = "converge_cap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !37
  %3 = icmp sgt i32 %0, 1, !dbg !38
  br i1 %3, label %4, label %15, !dbg !39

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !40
  %6 = load i8*, i8** %5, align 8, !dbg !40, !tbaa !41
  call void @llvm.dbg.value(metadata i8* %6, metadata !45, metadata !DIExpression()) #7, !dbg !53
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !55
  %8 = trunc i64 %7 to i32, !dbg !56
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !37
  %9 = icmp eq i32 %0, 2, !dbg !57
  br i1 %9, label %15, label %10, !dbg !58

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !59
  %12 = load i8*, i8** %11, align 8, !dbg !59, !tbaa !41
  call void @llvm.dbg.value(metadata i8* %12, metadata !45, metadata !DIExpression()) #7, !dbg !60
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !62
  %14 = trunc i64 %13 to i32, !dbg !63
  br label %15, !dbg !58

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 2000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 500, %4 ], [ 500, %2 ], !dbg !58
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata double 0x3EB0C6F7A0B5ED8D, metadata !23, metadata !DIExpression()), !dbg !37
  %18 = sext i32 %16 to i64, !dbg !64
  %19 = shl nsw i64 %18, 3, !dbg !65
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !66
  %21 = bitcast i8* %20 to double*, !dbg !66
  call void @llvm.dbg.value(metadata double* %21, metadata !25, metadata !DIExpression()), !dbg !37
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !67
  %23 = bitcast i8* %22 to double*, !dbg !67
  call void @llvm.dbg.value(metadata double* %23, metadata !27, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !68
  %24 = icmp sgt i32 %16, 0, !dbg !69
  br i1 %24, label %25, label %51, !dbg !71

25:                                               ; preds = %15
  %26 = zext i32 %16 to i64, !dbg !69
  %27 = icmp ult i32 %16, 4, !dbg !71
  br i1 %27, label %49, label %28, !dbg !71

28:                                               ; preds = %25
  %29 = and i64 %26, 4294967292, !dbg !71
  br label %30, !dbg !71

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %44, %30 ], !dbg !72
  %32 = phi <2 x i32> [ <i32 0, i32 1>, %28 ], [ %45, %30 ], !dbg !73
  %33 = add <2 x i32> %32, <i32 2, i32 2>, !dbg !73
  %34 = urem <2 x i32> %32, <i32 17, i32 17>, !dbg !73
  %35 = urem <2 x i32> %33, <i32 17, i32 17>, !dbg !73
  %36 = sitofp <2 x i32> %34 to <2 x double>, !dbg !74
  %37 = sitofp <2 x i32> %35 to <2 x double>, !dbg !74
  %38 = fmul <2 x double> %36, <double 1.000000e-01, double 1.000000e-01>, !dbg !75
  %39 = fmul <2 x double> %37, <double 1.000000e-01, double 1.000000e-01>, !dbg !75
  %40 = getelementptr inbounds double, double* %21, i64 %31, !dbg !72
  %41 = bitcast double* %40 to <2 x double>*, !dbg !76
  store <2 x double> %38, <2 x double>* %41, align 8, !dbg !76, !tbaa !77
  %42 = getelementptr inbounds double, double* %40, i64 2, !dbg !76
  %43 = bitcast double* %42 to <2 x double>*, !dbg !76
  store <2 x double> %39, <2 x double>* %43, align 8, !dbg !76, !tbaa !77
  %44 = add nuw i64 %31, 4, !dbg !72
  %45 = add <2 x i32> %32, <i32 4, i32 4>, !dbg !73
  %46 = icmp eq i64 %44, %29, !dbg !72
  br i1 %46, label %47, label %30, !dbg !72, !llvm.loop !79

47:                                               ; preds = %30
  %48 = icmp eq i64 %29, %26, !dbg !71
  br i1 %48, label %51, label %49, !dbg !71

49:                                               ; preds = %25, %47
  %50 = phi i64 [ 0, %25 ], [ %29, %47 ]
  br label %61, !dbg !71

51:                                               ; preds = %61, %47, %15
  %52 = add i32 %16, -1
  %53 = icmp sgt i32 %16, 2
  %54 = getelementptr i8, i8* %20, i64 8, !dbg !83
  %55 = getelementptr i8, i8* %22, i64 8, !dbg !83
  %56 = add i32 %16, -2, !dbg !83
  %57 = zext i32 %56 to i64, !dbg !83
  %58 = shl nuw nsw i64 %57, 3, !dbg !83
  %59 = zext i32 %52 to i64
  %60 = getelementptr inbounds double, double* %21, i64 1
  br label %70, !dbg !83

61:                                               ; preds = %49, %61
  %62 = phi i64 [ %68, %61 ], [ %50, %49 ]
  call void @llvm.dbg.value(metadata i64 %62, metadata !28, metadata !DIExpression()), !dbg !68
  %63 = trunc i64 %62 to i32, !dbg !73
  %64 = urem i32 %63, 17, !dbg !73
  %65 = sitofp i32 %64 to double, !dbg !74
  %66 = fmul double %65, 1.000000e-01, !dbg !75
  %67 = getelementptr inbounds double, double* %21, i64 %62, !dbg !84
  store double %66, double* %67, align 8, !dbg !76, !tbaa !77
  %68 = add nuw nsw i64 %62, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %68, metadata !28, metadata !DIExpression()), !dbg !68
  %69 = icmp eq i64 %68, %26, !dbg !69
  br i1 %69, label %51, label %61, !dbg !71, !llvm.loop !85

70:                                               ; preds = %51, %96
  %71 = phi i32 [ %97, %96 ], [ 0, %51 ], !dbg !37
  call void @llvm.dbg.value(metadata i32 %71, metadata !30, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !37
  br i1 %53, label %74, label %72, !dbg !88

72:                                               ; preds = %70
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !89
  %73 = add nuw nsw i32 %71, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 undef, metadata !30, metadata !DIExpression()), !dbg !37
  br label %101, !dbg !91

74:                                               ; preds = %70
  %75 = load double, double* %60, align 8, !dbg !92, !tbaa !77
  br label %78, !dbg !88

76:                                               ; preds = %78
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !89
  br i1 %53, label %77, label %96, !dbg !95

77:                                               ; preds = %76
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %54, i8* align 8 %55, i64 %58, i1 false), !dbg !96, !tbaa !77
  call void @llvm.dbg.value(metadata i32 undef, metadata !35, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !89
  br label %96, !dbg !90

78:                                               ; preds = %74, %78
  %79 = phi double [ %75, %74 ], [ %87, %78 ], !dbg !92
  %80 = phi i64 [ 1, %74 ], [ %85, %78 ]
  %81 = phi double [ 0.000000e+00, %74 ], [ %94, %78 ]
  call void @llvm.dbg.value(metadata i64 %80, metadata !32, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %81, metadata !31, metadata !DIExpression()), !dbg !37
  %82 = add nsw i64 %80, -1, !dbg !98
  %83 = getelementptr inbounds double, double* %21, i64 %82, !dbg !99
  %84 = load double, double* %83, align 8, !dbg !99, !tbaa !77
  %85 = add nuw nsw i64 %80, 1, !dbg !100
  %86 = getelementptr inbounds double, double* %21, i64 %85, !dbg !101
  %87 = load double, double* %86, align 8, !dbg !101, !tbaa !77
  %88 = fadd double %84, %87, !dbg !102
  %89 = fmul double %88, 2.500000e-01, !dbg !103
  %90 = tail call double @llvm.fmuladd.f64(double %79, double 5.000000e-01, double %89), !dbg !104
  %91 = getelementptr inbounds double, double* %23, i64 %80, !dbg !105
  store double %90, double* %91, align 8, !dbg !106, !tbaa !77
  %92 = fsub double %90, %79, !dbg !107
  %93 = tail call double @llvm.fabs.f64(double %92), !dbg !108
  %94 = fadd double %81, %93, !dbg !109
  call void @llvm.dbg.value(metadata i64 %85, metadata !32, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.value(metadata double %94, metadata !31, metadata !DIExpression()), !dbg !37
  %95 = icmp eq i64 %85, %59, !dbg !110
  br i1 %95, label %76, label %78, !dbg !88, !llvm.loop !111

96:                                               ; preds = %77, %76
  %97 = add nuw nsw i32 %71, 1, !dbg !90
  call void @llvm.dbg.value(metadata i32 %97, metadata !30, metadata !DIExpression()), !dbg !37
  %98 = fcmp ogt double %94, 0x3EB0C6F7A0B5ED8D, !dbg !113
  %99 = icmp slt i32 %97, %17, !dbg !114
  %100 = select i1 %98, i1 %99, i1 false, !dbg !114
  br i1 %100, label %70, label %101, !dbg !91, !llvm.loop !115

101:                                              ; preds = %96, %72
  %102 = phi i32 [ %73, %72 ], [ %97, %96 ]
  %103 = phi double [ 0.000000e+00, %72 ], [ %94, %96 ]
  %104 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %102, double noundef %103), !dbg !117
  ret i32 0, !dbg !118
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { argmemonly nofree nounwind willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "converge_cap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "abc01611e249f7e4d49622c2c96f651f")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !25, !27, !28, !30, !31, !32, !35}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 9, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 9, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 10, type: !3)
!22 = !DILocalVariable(name: "maxit", scope: !15, file: !1, line: 11, type: !3)
!23 = !DILocalVariable(name: "tol", scope: !15, file: !1, line: 12, type: !24)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 13, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!27 = !DILocalVariable(name: "y", scope: !15, file: !1, line: 13, type: !26)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 14, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 14, column: 3)
!30 = !DILocalVariable(name: "it", scope: !15, file: !1, line: 15, type: !3)
!31 = !DILocalVariable(name: "err", scope: !15, file: !1, line: 16, type: !24)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 19, type: !3)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 19, column: 5)
!34 = distinct !DILexicalBlock(scope: !15, file: !1, line: 17, column: 6)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 23, type: !3)
!36 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 5)
!37 = !DILocation(line: 0, scope: !15)
!38 = !DILocation(line: 10, column: 16, scope: !15)
!39 = !DILocation(line: 10, column: 11, scope: !15)
!40 = !DILocation(line: 10, column: 27, scope: !15)
!41 = !{!42, !42, i64 0}
!42 = !{!"any pointer", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocalVariable(name: "__nptr", arg: 1, scope: !46, file: !47, line: 362, type: !50)
!46 = distinct !DISubprogram(name: "atoi", scope: !47, file: !47, line: 362, type: !48, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!47 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!48 = !DISubroutineType(types: !49)
!49 = !{!3, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!52 = !{!45}
!53 = !DILocation(line: 0, scope: !46, inlinedAt: !54)
!54 = distinct !DILocation(line: 10, column: 22, scope: !15)
!55 = !DILocation(line: 364, column: 16, scope: !46, inlinedAt: !54)
!56 = !DILocation(line: 364, column: 10, scope: !46, inlinedAt: !54)
!57 = !DILocation(line: 11, column: 20, scope: !15)
!58 = !DILocation(line: 11, column: 15, scope: !15)
!59 = !DILocation(line: 11, column: 31, scope: !15)
!60 = !DILocation(line: 0, scope: !46, inlinedAt: !61)
!61 = distinct !DILocation(line: 11, column: 26, scope: !15)
!62 = !DILocation(line: 364, column: 16, scope: !46, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !46, inlinedAt: !61)
!64 = !DILocation(line: 13, column: 22, scope: !15)
!65 = !DILocation(line: 13, column: 24, scope: !15)
!66 = !DILocation(line: 13, column: 15, scope: !15)
!67 = !DILocation(line: 13, column: 48, scope: !15)
!68 = !DILocation(line: 0, scope: !29)
!69 = !DILocation(line: 14, column: 21, scope: !70)
!70 = distinct !DILexicalBlock(scope: !29, file: !1, line: 14, column: 3)
!71 = !DILocation(line: 14, column: 3, scope: !29)
!72 = !DILocation(line: 14, column: 27, scope: !70)
!73 = !DILocation(line: 14, column: 41, scope: !70)
!74 = !DILocation(line: 14, column: 38, scope: !70)
!75 = !DILocation(line: 14, column: 47, scope: !70)
!76 = !DILocation(line: 14, column: 36, scope: !70)
!77 = !{!78, !78, i64 0}
!78 = !{!"double", !43, i64 0}
!79 = distinct !{!79, !71, !80, !81, !82}
!80 = !DILocation(line: 14, column: 49, scope: !29)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !{!"llvm.loop.isvectorized", i32 1}
!83 = !DILocation(line: 17, column: 3, scope: !15)
!84 = !DILocation(line: 14, column: 31, scope: !70)
!85 = distinct !{!85, !71, !80, !81, !86, !82}
!86 = !{!"llvm.loop.unroll.runtime.disable"}
!87 = !DILocation(line: 0, scope: !33)
!88 = !DILocation(line: 19, column: 5, scope: !33)
!89 = !DILocation(line: 0, scope: !36)
!90 = !DILocation(line: 24, column: 7, scope: !34)
!91 = !DILocation(line: 25, column: 3, scope: !34)
!92 = !DILocation(line: 20, column: 20, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !1, line: 19, column: 37)
!94 = distinct !DILexicalBlock(scope: !33, file: !1, line: 19, column: 5)
!95 = !DILocation(line: 23, column: 5, scope: !36)
!96 = !DILocation(line: 23, column: 42, scope: !97)
!97 = distinct !DILexicalBlock(scope: !36, file: !1, line: 23, column: 5)
!98 = !DILocation(line: 20, column: 39, scope: !93)
!99 = !DILocation(line: 20, column: 35, scope: !93)
!100 = !DILocation(line: 20, column: 50, scope: !93)
!101 = !DILocation(line: 20, column: 46, scope: !93)
!102 = !DILocation(line: 20, column: 44, scope: !93)
!103 = !DILocation(line: 20, column: 32, scope: !93)
!104 = !DILocation(line: 20, column: 25, scope: !93)
!105 = !DILocation(line: 20, column: 7, scope: !93)
!106 = !DILocation(line: 20, column: 12, scope: !93)
!107 = !DILocation(line: 21, column: 24, scope: !93)
!108 = !DILocation(line: 21, column: 14, scope: !93)
!109 = !DILocation(line: 21, column: 11, scope: !93)
!110 = !DILocation(line: 19, column: 23, scope: !94)
!111 = distinct !{!111, !88, !112, !81}
!112 = !DILocation(line: 22, column: 5, scope: !33)
!113 = !DILocation(line: 25, column: 16, scope: !15)
!114 = !DILocation(line: 25, column: 22, scope: !15)
!115 = distinct !{!115, !83, !116, !81}
!116 = !DILocation(line: 25, column: 35, scope: !15)
!117 = !DILocation(line: 26, column: 3, scope: !15)
!118 = !DILocation(line: 27, column: 3, scope: !15)
