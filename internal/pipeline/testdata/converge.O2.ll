; ModuleID = 'converge.c'
source_filename = "converge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d sweeps %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !28
  %3 = icmp sgt i32 %0, 1, !dbg !29
  br i1 %3, label %4, label %9, !dbg !30

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !31
  %6 = load i8*, i8** %5, align 8, !dbg !31, !tbaa !32
  call void @llvm.dbg.value(metadata i8* %6, metadata !36, metadata !DIExpression()) #7, !dbg !44
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !46
  %8 = trunc i64 %7 to i32, !dbg !47
  br label %9, !dbg !30

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 4000, %2 ], !dbg !30
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !28
  %11 = sext i32 %10 to i64, !dbg !48
  %12 = shl nsw i64 %11, 3, !dbg !49
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #7, !dbg !50
  %14 = bitcast i8* %13 to double*, !dbg !50
  call void @llvm.dbg.value(metadata double* %14, metadata !22, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata i32 0, metadata !25, metadata !DIExpression()), !dbg !51
  %15 = icmp sgt i32 %10, 0, !dbg !52
  br i1 %15, label %16, label %42, !dbg !54

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !52
  %18 = icmp ult i32 %10, 4, !dbg !54
  br i1 %18, label %40, label %19, !dbg !54

19:                                               ; preds = %16
  %20 = and i64 %17, 4294967292, !dbg !54
  br label %21, !dbg !54

21:                                               ; preds = %21, %19
  %22 = phi i64 [ 0, %19 ], [ %35, %21 ], !dbg !55
  %23 = phi <2 x i32> [ <i32 0, i32 1>, %19 ], [ %36, %21 ], !dbg !56
  %24 = add <2 x i32> %23, <i32 2, i32 2>, !dbg !56
  %25 = urem <2 x i32> %23, <i32 7, i32 7>, !dbg !56
  %26 = urem <2 x i32> %24, <i32 7, i32 7>, !dbg !56
  %27 = sitofp <2 x i32> %25 to <2 x double>, !dbg !57
  %28 = sitofp <2 x i32> %26 to <2 x double>, !dbg !57
  %29 = fmul <2 x double> %27, <double 5.000000e-01, double 5.000000e-01>, !dbg !58
  %30 = fmul <2 x double> %28, <double 5.000000e-01, double 5.000000e-01>, !dbg !58
  %31 = getelementptr inbounds double, double* %14, i64 %22, !dbg !55
  %32 = bitcast double* %31 to <2 x double>*, !dbg !59
  store <2 x double> %29, <2 x double>* %32, align 8, !dbg !59, !tbaa !60
  %33 = getelementptr inbounds double, double* %31, i64 2, !dbg !59
  %34 = bitcast double* %33 to <2 x double>*, !dbg !59
  store <2 x double> %30, <2 x double>* %34, align 8, !dbg !59, !tbaa !60
  %35 = add nuw i64 %22, 4, !dbg !55
  %36 = add <2 x i32> %23, <i32 4, i32 4>, !dbg !56
  %37 = icmp eq i64 %35, %20, !dbg !55
  br i1 %37, label %38, label %21, !dbg !55, !llvm.loop !62

38:                                               ; preds = %21
  %39 = icmp eq i64 %20, %17, !dbg !54
  br i1 %39, label %42, label %40, !dbg !54

40:                                               ; preds = %16, %38
  %41 = phi i64 [ 0, %16 ], [ %20, %38 ]
  br label %54, !dbg !54

42:                                               ; preds = %54, %38, %9
  %43 = icmp sgt i32 %10, 2
  %44 = sitofp i32 %10 to double
  %45 = fmul double %44, 1.000000e-03
  %46 = add nsw i32 %10, -1
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds double, double* %14, i64 1
  %49 = add nsw i64 %47, -1, !dbg !66
  %50 = and i64 %49, 1
  %51 = icmp eq i32 %46, 2
  %52 = and i64 %49, -2
  %53 = icmp eq i64 %50, 0
  br label %63, !dbg !66

54:                                               ; preds = %40, %54
  %55 = phi i64 [ %61, %54 ], [ %41, %40 ]
  call void @llvm.dbg.value(metadata i64 %55, metadata !25, metadata !DIExpression()), !dbg !51
  %56 = trunc i64 %55 to i32, !dbg !56
  %57 = urem i32 %56, 7, !dbg !56
  %58 = sitofp i32 %57 to double, !dbg !57
  %59 = fmul double %58, 5.000000e-01, !dbg !58
  %60 = getelementptr inbounds double, double* %14, i64 %55, !dbg !67
  store double %59, double* %60, align 8, !dbg !59, !tbaa !60
  %61 = add nuw nsw i64 %55, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %61, metadata !25, metadata !DIExpression()), !dbg !51
  %62 = icmp eq i64 %61, %17, !dbg !52
  br i1 %62, label %42, label %54, !dbg !54, !llvm.loop !68

63:                                               ; preds = %113, %42
  %64 = phi i32 [ %116, %113 ], [ 0, %42 ], !dbg !28
  call void @llvm.dbg.value(metadata i32 %64, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.value(metadata double* %14, metadata !70, metadata !DIExpression()) #7, !dbg !82
  call void @llvm.dbg.value(metadata i32 %10, metadata !75, metadata !DIExpression()) #7, !dbg !82
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !76, metadata !DIExpression()) #7, !dbg !82
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()) #7, !dbg !84
  br i1 %43, label %65, label %113, !dbg !85

65:                                               ; preds = %63
  %66 = load double, double* %48, align 8, !dbg !86, !tbaa !60
  %67 = load double, double* %14, align 8, !dbg !87, !tbaa !60
  br i1 %51, label %96, label %68, !dbg !85

68:                                               ; preds = %65, %68
  %69 = phi double [ %90, %68 ], [ %67, %65 ], !dbg !87
  %70 = phi double [ %87, %68 ], [ %66, %65 ], !dbg !86
  %71 = phi i64 [ %85, %68 ], [ 1, %65 ]
  %72 = phi double [ %93, %68 ], [ 0.000000e+00, %65 ]
  %73 = phi i64 [ %94, %68 ], [ 0, %65 ]
  call void @llvm.dbg.value(metadata double %72, metadata !76, metadata !DIExpression()) #7, !dbg !82
  call void @llvm.dbg.value(metadata i64 %71, metadata !77, metadata !DIExpression()) #7, !dbg !84
  %74 = getelementptr inbounds double, double* %14, i64 %71, !dbg !86
  %75 = add nuw nsw i64 %71, 1, !dbg !88
  %76 = getelementptr inbounds double, double* %14, i64 %75, !dbg !89
  %77 = load double, double* %76, align 8, !dbg !89, !tbaa !60
  %78 = fadd double %69, %77, !dbg !90
  %79 = fmul double %78, 2.500000e-01, !dbg !91
  %80 = tail call double @llvm.fmuladd.f64(double %70, double 5.000000e-01, double %79) #7, !dbg !92
  call void @llvm.dbg.value(metadata double %80, metadata !79, metadata !DIExpression()) #7, !dbg !93
  %81 = fsub double %80, %70, !dbg !94
  %82 = tail call double @llvm.fabs.f64(double %81) #7, !dbg !95
  %83 = fadd double %72, %82, !dbg !96
  call void @llvm.dbg.value(metadata double %83, metadata !76, metadata !DIExpression()) #7, !dbg !82
  store double %80, double* %74, align 8, !dbg !97, !tbaa !60
  call void @llvm.dbg.value(metadata i64 %75, metadata !77, metadata !DIExpression()) #7, !dbg !84
  call void @llvm.dbg.value(metadata double %83, metadata !76, metadata !DIExpression()) #7, !dbg !82
  call void @llvm.dbg.value(metadata i64 %75, metadata !77, metadata !DIExpression()) #7, !dbg !84
  %84 = getelementptr inbounds double, double* %14, i64 %75, !dbg !86
  %85 = add nuw nsw i64 %71, 2, !dbg !88
  %86 = getelementptr inbounds double, double* %14, i64 %85, !dbg !89
  %87 = load double, double* %86, align 8, !dbg !89, !tbaa !60
  %88 = fadd double %80, %87, !dbg !90
  %89 = fmul double %88, 2.500000e-01, !dbg !91
  %90 = tail call double @llvm.fmuladd.f64(double %77, double 5.000000e-01, double %89) #7, !dbg !92
  call void @llvm.dbg.value(metadata double %90, metadata !79, metadata !DIExpression()) #7, !dbg !93
  %91 = fsub double %90, %77, !dbg !94
  %92 = tail call double @llvm.fabs.f64(double %91) #7, !dbg !95
  %93 = fadd double %83, %92, !dbg !96
  call void @llvm.dbg.value(metadata double %93, metadata !76, metadata !DIExpression()) #7, !dbg !82
  store double %90, double* %84, align 8, !dbg !97, !tbaa !60
  call void @llvm.dbg.value(metadata i64 %85, metadata !77, metadata !DIExpression()) #7, !dbg !84
  %94 = add i64 %73, 2, !dbg !85
  %95 = icmp eq i64 %94, %52, !dbg !85
  br i1 %95, label %96, label %68, !dbg !85, !llvm.loop !98

96:                                               ; preds = %68, %65
  %97 = phi double [ undef, %65 ], [ %93, %68 ]
  %98 = phi double [ %67, %65 ], [ %90, %68 ]
  %99 = phi double [ %66, %65 ], [ %87, %68 ]
  %100 = phi i64 [ 1, %65 ], [ %85, %68 ]
  %101 = phi double [ 0.000000e+00, %65 ], [ %93, %68 ]
  br i1 %53, label %113, label %102, !dbg !85

102:                                              ; preds = %96
  call void @llvm.dbg.value(metadata double %101, metadata !76, metadata !DIExpression()) #7, !dbg !82
  call void @llvm.dbg.value(metadata i64 %100, metadata !77, metadata !DIExpression()) #7, !dbg !84
  %103 = getelementptr inbounds double, double* %14, i64 %100, !dbg !86
  %104 = add nuw nsw i64 %100, 1, !dbg !88
  %105 = getelementptr inbounds double, double* %14, i64 %104, !dbg !89
  %106 = load double, double* %105, align 8, !dbg !89, !tbaa !60
  %107 = fadd double %98, %106, !dbg !90
  %108 = fmul double %107, 2.500000e-01, !dbg !91
  %109 = tail call double @llvm.fmuladd.f64(double %99, double 5.000000e-01, double %108) #7, !dbg !92
  call void @llvm.dbg.value(metadata double %109, metadata !79, metadata !DIExpression()) #7, !dbg !93
  %110 = fsub double %109, %99, !dbg !94
  %111 = tail call double @llvm.fabs.f64(double %110) #7, !dbg !95
  %112 = fadd double %101, %111, !dbg !96
  call void @llvm.dbg.value(metadata double %112, metadata !76, metadata !DIExpression()) #7, !dbg !82
  store double %109, double* %103, align 8, !dbg !97, !tbaa !60
  call void @llvm.dbg.value(metadata i64 %104, metadata !77, metadata !DIExpression()) #7, !dbg !84
  br label %113, !dbg !100

113:                                              ; preds = %102, %96, %63
  %114 = phi double [ 0.000000e+00, %63 ], [ %97, %96 ], [ %112, %102 ], !dbg !82
  %115 = fcmp ogt double %114, %45, !dbg !100
  %116 = add nuw nsw i32 %64, 1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %116, metadata !27, metadata !DIExpression()), !dbg !28
  br i1 %115, label %63, label %117, !dbg !66, !llvm.loop !102

117:                                              ; preds = %113
  %118 = sdiv i32 %10, 2, !dbg !103
  %119 = sext i32 %118 to i64, !dbg !104
  %120 = getelementptr inbounds double, double* %14, i64 %119, !dbg !104
  %121 = load double, double* %120, align 8, !dbg !104, !tbaa !60
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %64, double noundef %121), !dbg !105
  tail call void @free(i8* noundef %13) #7, !dbg !106
  ret i32 0, !dbg !107
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "converge.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9ce2a634762c480921cff9b51a76dff5")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !16, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !27}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 18, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 18, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 19, type: !3)
!22 = !DILocalVariable(name: "x", scope: !15, file: !1, line: 20, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "i", scope: !26, file: !1, line: 21, type: !3)
!26 = distinct !DILexicalBlock(scope: !15, file: !1, line: 21, column: 3)
!27 = !DILocalVariable(name: "sweeps", scope: !15, file: !1, line: 23, type: !3)
!28 = !DILocation(line: 0, scope: !15)
!29 = !DILocation(line: 19, column: 16, scope: !15)
!30 = !DILocation(line: 19, column: 11, scope: !15)
!31 = !DILocation(line: 19, column: 27, scope: !15)
!32 = !{!33, !33, i64 0}
!33 = !{!"any pointer", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C/C++ TBAA"}
!36 = !DILocalVariable(name: "__nptr", arg: 1, scope: !37, file: !38, line: 362, type: !41)
!37 = distinct !DISubprogram(name: "atoi", scope: !38, file: !38, line: 362, type: !39, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !43)
!38 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!39 = !DISubroutineType(types: !40)
!40 = !{!3, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!43 = !{!36}
!44 = !DILocation(line: 0, scope: !37, inlinedAt: !45)
!45 = distinct !DILocation(line: 19, column: 22, scope: !15)
!46 = !DILocation(line: 364, column: 16, scope: !37, inlinedAt: !45)
!47 = !DILocation(line: 364, column: 10, scope: !37, inlinedAt: !45)
!48 = !DILocation(line: 20, column: 22, scope: !15)
!49 = !DILocation(line: 20, column: 24, scope: !15)
!50 = !DILocation(line: 20, column: 15, scope: !15)
!51 = !DILocation(line: 0, scope: !26)
!52 = !DILocation(line: 21, column: 21, scope: !53)
!53 = distinct !DILexicalBlock(scope: !26, file: !1, line: 21, column: 3)
!54 = !DILocation(line: 21, column: 3, scope: !26)
!55 = !DILocation(line: 21, column: 27, scope: !53)
!56 = !DILocation(line: 22, column: 15, scope: !53)
!57 = !DILocation(line: 22, column: 12, scope: !53)
!58 = !DILocation(line: 22, column: 20, scope: !53)
!59 = !DILocation(line: 22, column: 10, scope: !53)
!60 = !{!61, !61, i64 0}
!61 = !{!"double", !34, i64 0}
!62 = distinct !{!62, !54, !63, !64, !65}
!63 = !DILocation(line: 22, column: 22, scope: !26)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !{!"llvm.loop.isvectorized", i32 1}
!66 = !DILocation(line: 24, column: 3, scope: !15)
!67 = !DILocation(line: 22, column: 5, scope: !53)
!68 = distinct !{!68, !54, !63, !64, !69, !65}
!69 = !{!"llvm.loop.unroll.runtime.disable"}
!70 = !DILocalVariable(name: "x", arg: 1, scope: !71, file: !1, line: 8, type: !23)
!71 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 8, type: !72, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!24, !23, !3}
!74 = !{!70, !75, !76, !77, !79}
!75 = !DILocalVariable(name: "n", arg: 2, scope: !71, file: !1, line: 8, type: !3)
!76 = !DILocalVariable(name: "change", scope: !71, file: !1, line: 9, type: !24)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 10, type: !3)
!78 = distinct !DILexicalBlock(scope: !71, file: !1, line: 10, column: 3)
!79 = !DILocalVariable(name: "v", scope: !80, file: !1, line: 11, type: !24)
!80 = distinct !DILexicalBlock(scope: !81, file: !1, line: 10, column: 35)
!81 = distinct !DILexicalBlock(scope: !78, file: !1, line: 10, column: 3)
!82 = !DILocation(line: 0, scope: !71, inlinedAt: !83)
!83 = distinct !DILocation(line: 24, column: 10, scope: !15)
!84 = !DILocation(line: 0, scope: !78, inlinedAt: !83)
!85 = !DILocation(line: 10, column: 3, scope: !78, inlinedAt: !83)
!86 = !DILocation(line: 11, column: 22, scope: !80, inlinedAt: !83)
!87 = !DILocation(line: 11, column: 37, scope: !80, inlinedAt: !83)
!88 = !DILocation(line: 11, column: 52, scope: !80, inlinedAt: !83)
!89 = !DILocation(line: 11, column: 48, scope: !80, inlinedAt: !83)
!90 = !DILocation(line: 11, column: 46, scope: !80, inlinedAt: !83)
!91 = !DILocation(line: 11, column: 34, scope: !80, inlinedAt: !83)
!92 = !DILocation(line: 11, column: 27, scope: !80, inlinedAt: !83)
!93 = !DILocation(line: 0, scope: !80, inlinedAt: !83)
!94 = !DILocation(line: 12, column: 22, scope: !80, inlinedAt: !83)
!95 = !DILocation(line: 12, column: 15, scope: !80, inlinedAt: !83)
!96 = !DILocation(line: 12, column: 12, scope: !80, inlinedAt: !83)
!97 = !DILocation(line: 13, column: 10, scope: !80, inlinedAt: !83)
!98 = distinct !{!98, !85, !99, !64}
!99 = !DILocation(line: 14, column: 3, scope: !78, inlinedAt: !83)
!100 = !DILocation(line: 24, column: 22, scope: !15)
!101 = !DILocation(line: 25, column: 11, scope: !15)
!102 = distinct !{!102, !66, !101, !64}
!103 = !DILocation(line: 26, column: 40, scope: !15)
!104 = !DILocation(line: 26, column: 36, scope: !15)
!105 = !DILocation(line: 26, column: 3, scope: !15)
!106 = !DILocation(line: 27, column: 3, scope: !15)
!107 = !DILocation(line: 28, column: 3, scope: !15)
