; ModuleID = 'irreducible.c'
source_filename = "irreducible.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = internal unnamed_addr global [3000 x double] zeroinitializer, align 16, !dbg !0
@b = internal unnamed_addr global [3000 x double] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local double @sweep(i32 noundef %0) local_unnamed_addr #0 !dbg !24 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !28, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !39
  %2 = srem i32 %0, 2, !dbg !40
  %3 = icmp eq i32 %2, 1, !dbg !42
  br i1 %3, label %39, label %4, !dbg !43

4:                                                ; preds = %1, %42
  %5 = phi double [ %63, %42 ], [ 0.000000e+00, %1 ], !dbg !44
  %6 = phi i32 [ %43, %42 ], [ 0, %1 ], !dbg !45
  call void @llvm.dbg.value(metadata i32 %6, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %5, metadata !29, metadata !DIExpression()), !dbg !39
  %7 = icmp slt i32 %6, %0, !dbg !46
  br i1 %7, label %8, label %66, !dbg !47

8:                                                ; preds = %4
  %9 = sitofp i32 %6 to double
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !48
  %10 = insertelement <2 x double> poison, double %9, i64 0, !dbg !49
  %11 = shufflevector <2 x double> %10, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !49
  %12 = insertelement <2 x double> poison, double %9, i64 0, !dbg !49
  %13 = shufflevector <2 x double> %12, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !49
  br label %14, !dbg !49

14:                                               ; preds = %14, %8
  %15 = phi i64 [ 0, %8 ], [ %37, %14 ], !dbg !50
  %16 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %15, !dbg !50
  %17 = bitcast double* %16 to <2 x double>*, !dbg !52
  %18 = load <2 x double>, <2 x double>* %17, align 16, !dbg !52, !tbaa !53
  %19 = getelementptr inbounds double, double* %16, i64 2, !dbg !52
  %20 = bitcast double* %19 to <2 x double>*, !dbg !52
  %21 = load <2 x double>, <2 x double>* %20, align 16, !dbg !52, !tbaa !53
  %22 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %11), !dbg !57
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %13), !dbg !57
  %24 = bitcast double* %16 to <2 x double>*, !dbg !58
  store <2 x double> %22, <2 x double>* %24, align 16, !dbg !58, !tbaa !53
  %25 = bitcast double* %19 to <2 x double>*, !dbg !58
  store <2 x double> %23, <2 x double>* %25, align 16, !dbg !58, !tbaa !53
  %26 = or i64 %15, 4, !dbg !50
  %27 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %26, !dbg !50
  %28 = bitcast double* %27 to <2 x double>*, !dbg !52
  %29 = load <2 x double>, <2 x double>* %28, align 16, !dbg !52, !tbaa !53
  %30 = getelementptr inbounds double, double* %27, i64 2, !dbg !52
  %31 = bitcast double* %30 to <2 x double>*, !dbg !52
  %32 = load <2 x double>, <2 x double>* %31, align 16, !dbg !52, !tbaa !53
  %33 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %29, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %11), !dbg !57
  %34 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %32, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %13), !dbg !57
  %35 = bitcast double* %27 to <2 x double>*, !dbg !58
  store <2 x double> %33, <2 x double>* %35, align 16, !dbg !58, !tbaa !53
  %36 = bitcast double* %30 to <2 x double>*, !dbg !58
  store <2 x double> %34, <2 x double>* %36, align 16, !dbg !58, !tbaa !53
  %37 = add nuw nsw i64 %15, 8, !dbg !50
  %38 = icmp eq i64 %37, 3000, !dbg !50
  br i1 %38, label %39, label %14, !dbg !50, !llvm.loop !59

39:                                               ; preds = %14, %1
  %40 = phi double [ 0.000000e+00, %1 ], [ %5, %14 ], !dbg !44
  %41 = phi i32 [ 0, %1 ], [ %6, %14 ], !dbg !39
  call void @llvm.dbg.value(metadata i32 %41, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %40, metadata !29, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.label(metadata !38), !dbg !63
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %40, metadata !29, metadata !DIExpression()), !dbg !39
  br label %44, !dbg !65

42:                                               ; preds = %44
  %43 = add nsw i32 %41, 1, !dbg !66
  call void @llvm.dbg.value(metadata i32 %43, metadata !30, metadata !DIExpression()), !dbg !39
  br label %4, !dbg !67, !llvm.loop !68

44:                                               ; preds = %44, %39
  %45 = phi i64 [ 0, %39 ], [ %64, %44 ]
  %46 = phi double [ %40, %39 ], [ %63, %44 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !36, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %46, metadata !29, metadata !DIExpression()), !dbg !39
  %47 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %45, !dbg !70
  %48 = load double, double* %47, align 8, !dbg !70, !tbaa !53
  %49 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %45, !dbg !72
  %50 = load double, double* %49, align 8, !dbg !72, !tbaa !53
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %46), !dbg !73
  call void @llvm.dbg.value(metadata double %51, metadata !29, metadata !DIExpression()), !dbg !39
  %52 = add nuw nsw i64 %45, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %52, metadata !36, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i64 %52, metadata !36, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %51, metadata !29, metadata !DIExpression()), !dbg !39
  %53 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %52, !dbg !70
  %54 = load double, double* %53, align 8, !dbg !70, !tbaa !53
  %55 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %52, !dbg !72
  %56 = load double, double* %55, align 8, !dbg !72, !tbaa !53
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51), !dbg !73
  call void @llvm.dbg.value(metadata double %57, metadata !29, metadata !DIExpression()), !dbg !39
  %58 = add nuw nsw i64 %45, 2, !dbg !74
  call void @llvm.dbg.value(metadata i64 %58, metadata !36, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata i64 %58, metadata !36, metadata !DIExpression()), !dbg !64
  call void @llvm.dbg.value(metadata double %57, metadata !29, metadata !DIExpression()), !dbg !39
  %59 = getelementptr inbounds [3000 x double], [3000 x double]* @a, i64 0, i64 %58, !dbg !70
  %60 = load double, double* %59, align 8, !dbg !70, !tbaa !53
  %61 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %58, !dbg !72
  %62 = load double, double* %61, align 8, !dbg !72, !tbaa !53
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %57), !dbg !73
  call void @llvm.dbg.value(metadata double %63, metadata !29, metadata !DIExpression()), !dbg !39
  %64 = add nuw nsw i64 %45, 3, !dbg !74
  call void @llvm.dbg.value(metadata i64 %64, metadata !36, metadata !DIExpression()), !dbg !64
  %65 = icmp eq i64 %64, 3000, !dbg !75
  br i1 %65, label %42, label %44, !dbg !65, !llvm.loop !76

66:                                               ; preds = %4
  ret double %5, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !79 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !83, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i8** %1, metadata !84, metadata !DIExpression()), !dbg !89
  %3 = icmp sgt i32 %0, 1, !dbg !90
  br i1 %3, label %4, label %9, !dbg !91

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !92
  %6 = load i8*, i8** %5, align 8, !dbg !92, !tbaa !93
  call void @llvm.dbg.value(metadata i8* %6, metadata !95, metadata !DIExpression()) #6, !dbg !103
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !105
  %8 = trunc i64 %7 to i32, !dbg !106
  br label %9, !dbg !91

9:                                                ; preds = %4, %2
  %10 = phi i32 [ %8, %4 ], [ 5, %2 ], !dbg !91
  call void @llvm.dbg.value(metadata i32 %10, metadata !85, metadata !DIExpression()), !dbg !89
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()), !dbg !107
  br label %11, !dbg !108

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %39, %11 ], !dbg !109
  %13 = phi <2 x i32> [ <i32 0, i32 1>, %9 ], [ %40, %11 ], !dbg !111
  %14 = add <2 x i32> %13, <i32 2, i32 2>, !dbg !111
  %15 = sitofp <2 x i32> %13 to <2 x double>, !dbg !111
  %16 = sitofp <2 x i32> %14 to <2 x double>, !dbg !111
  %17 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %12, !dbg !109
  %18 = bitcast double* %17 to <2 x double>*, !dbg !112
  store <2 x double> %15, <2 x double>* %18, align 16, !dbg !112, !tbaa !53
  %19 = getelementptr inbounds double, double* %17, i64 2, !dbg !112
  %20 = bitcast double* %19 to <2 x double>*, !dbg !112
  store <2 x double> %16, <2 x double>* %20, align 16, !dbg !112, !tbaa !53
  %21 = add nuw nsw i64 %12, 4, !dbg !109
  %22 = add <2 x i32> %13, <i32 4, i32 4>, !dbg !111
  %23 = add <2 x i32> %13, <i32 6, i32 6>, !dbg !111
  %24 = sitofp <2 x i32> %22 to <2 x double>, !dbg !111
  %25 = sitofp <2 x i32> %23 to <2 x double>, !dbg !111
  %26 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %21, !dbg !109
  %27 = bitcast double* %26 to <2 x double>*, !dbg !112
  store <2 x double> %24, <2 x double>* %27, align 16, !dbg !112, !tbaa !53
  %28 = getelementptr inbounds double, double* %26, i64 2, !dbg !112
  %29 = bitcast double* %28 to <2 x double>*, !dbg !112
  store <2 x double> %25, <2 x double>* %29, align 16, !dbg !112, !tbaa !53
  %30 = add nuw nsw i64 %12, 8, !dbg !109
  %31 = add <2 x i32> %13, <i32 8, i32 8>, !dbg !111
  %32 = add <2 x i32> %13, <i32 10, i32 10>, !dbg !111
  %33 = sitofp <2 x i32> %31 to <2 x double>, !dbg !111
  %34 = sitofp <2 x i32> %32 to <2 x double>, !dbg !111
  %35 = getelementptr inbounds [3000 x double], [3000 x double]* @b, i64 0, i64 %30, !dbg !109
  %36 = bitcast double* %35 to <2 x double>*, !dbg !112
  store <2 x double> %33, <2 x double>* %36, align 16, !dbg !112, !tbaa !53
  %37 = getelementptr inbounds double, double* %35, i64 2, !dbg !112
  %38 = bitcast double* %37 to <2 x double>*, !dbg !112
  store <2 x double> %34, <2 x double>* %38, align 16, !dbg !112, !tbaa !53
  %39 = add nuw nsw i64 %12, 12, !dbg !109
  %40 = add <2 x i32> %13, <i32 12, i32 12>, !dbg !111
  %41 = icmp eq i64 %39, 3000, !dbg !109
  br i1 %41, label %42, label %11, !dbg !109, !llvm.loop !113

42:                                               ; preds = %11
  %43 = tail call double @sweep(i32 noundef %10), !dbg !115
  call void @llvm.dbg.value(metadata double %43, metadata !88, metadata !DIExpression()), !dbg !89
  %44 = add nsw i32 %10, 1, !dbg !116
  %45 = tail call double @sweep(i32 noundef %44), !dbg !117
  %46 = fadd double %43, %45, !dbg !118
  call void @llvm.dbg.value(metadata double %46, metadata !88, metadata !DIExpression()), !dbg !89
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %46), !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #5

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irreducible.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9b712a0ff7bf9d0fb69e61c1ae8a8d61")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0, !11}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 12, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 192000, elements: !15)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !{!16}
!16 = !DISubrange(count: 3000)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "sweep", scope: !3, file: !3, line: 14, type: !25, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!14, !5}
!27 = !{!28, !29, !30, !31, !36, !38}
!28 = !DILocalVariable(name: "reps", arg: 1, scope: !24, file: !3, line: 14, type: !5)
!29 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 15, type: !14)
!30 = !DILocalVariable(name: "r", scope: !24, file: !3, line: 16, type: !5)
!31 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 20, type: !5)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 20, column: 5)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 30)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 3)
!35 = distinct !DILexicalBlock(scope: !24, file: !3, line: 19, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !3, line: 23, type: !5)
!37 = distinct !DILexicalBlock(scope: !33, file: !3, line: 23, column: 5)
!38 = !DILabel(scope: !33, name: "mid", file: !3, line: 22)
!39 = !DILocation(line: 0, scope: !24)
!40 = !DILocation(line: 17, column: 12, scope: !41)
!41 = distinct !DILexicalBlock(scope: !24, file: !3, line: 17, column: 7)
!42 = !DILocation(line: 17, column: 16, scope: !41)
!43 = !DILocation(line: 17, column: 7, scope: !24)
!44 = !DILocation(line: 15, column: 10, scope: !24)
!45 = !DILocation(line: 0, scope: !35)
!46 = !DILocation(line: 19, column: 17, scope: !34)
!47 = !DILocation(line: 19, column: 3, scope: !35)
!48 = !DILocation(line: 0, scope: !32)
!49 = !DILocation(line: 20, column: 5, scope: !32)
!50 = !DILocation(line: 20, column: 29, scope: !51)
!51 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 5)
!52 = !DILocation(line: 21, column: 14, scope: !51)
!53 = !{!54, !54, i64 0}
!54 = !{!"double", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 21, column: 25, scope: !51)
!58 = !DILocation(line: 21, column: 12, scope: !51)
!59 = distinct !{!59, !49, !60, !61, !62}
!60 = !DILocation(line: 21, column: 27, scope: !32)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !DILocation(line: 22, column: 3, scope: !33)
!64 = !DILocation(line: 0, scope: !37)
!65 = !DILocation(line: 23, column: 5, scope: !37)
!66 = !DILocation(line: 19, column: 26, scope: !34)
!67 = !DILocation(line: 19, column: 3, scope: !34)
!68 = distinct !{!68, !47, !69, !61}
!69 = !DILocation(line: 25, column: 3, scope: !35)
!70 = !DILocation(line: 24, column: 12, scope: !71)
!71 = distinct !DILexicalBlock(scope: !37, file: !3, line: 23, column: 5)
!72 = !DILocation(line: 24, column: 19, scope: !71)
!73 = !DILocation(line: 24, column: 9, scope: !71)
!74 = !DILocation(line: 23, column: 29, scope: !71)
!75 = !DILocation(line: 23, column: 23, scope: !71)
!76 = distinct !{!76, !65, !77, !61}
!77 = !DILocation(line: 24, column: 22, scope: !37)
!78 = !DILocation(line: 26, column: 3, scope: !24)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !80, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!5, !5, !6}
!82 = !{!83, !84, !85, !86, !88}
!83 = !DILocalVariable(name: "argc", arg: 1, scope: !79, file: !3, line: 29, type: !5)
!84 = !DILocalVariable(name: "argv", arg: 2, scope: !79, file: !3, line: 29, type: !6)
!85 = !DILocalVariable(name: "reps", scope: !79, file: !3, line: 30, type: !5)
!86 = !DILocalVariable(name: "j", scope: !87, file: !3, line: 31, type: !5)
!87 = distinct !DILexicalBlock(scope: !79, file: !3, line: 31, column: 3)
!88 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 33, type: !14)
!89 = !DILocation(line: 0, scope: !79)
!90 = !DILocation(line: 30, column: 19, scope: !79)
!91 = !DILocation(line: 30, column: 14, scope: !79)
!92 = !DILocation(line: 30, column: 30, scope: !79)
!93 = !{!94, !94, i64 0}
!94 = !{!"any pointer", !55, i64 0}
!95 = !DILocalVariable(name: "__nptr", arg: 1, scope: !96, file: !97, line: 362, type: !100)
!96 = distinct !DISubprogram(name: "atoi", scope: !97, file: !97, line: 362, type: !98, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!97 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!98 = !DISubroutineType(types: !99)
!99 = !{!5, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!102 = !{!95}
!103 = !DILocation(line: 0, scope: !96, inlinedAt: !104)
!104 = distinct !DILocation(line: 30, column: 25, scope: !79)
!105 = !DILocation(line: 364, column: 16, scope: !96, inlinedAt: !104)
!106 = !DILocation(line: 364, column: 10, scope: !96, inlinedAt: !104)
!107 = !DILocation(line: 0, scope: !87)
!108 = !DILocation(line: 31, column: 3, scope: !87)
!109 = !DILocation(line: 31, column: 27, scope: !110)
!110 = distinct !DILexicalBlock(scope: !87, file: !3, line: 31, column: 3)
!111 = !DILocation(line: 32, column: 12, scope: !110)
!112 = !DILocation(line: 32, column: 10, scope: !110)
!113 = distinct !{!113, !108, !114, !61, !62}
!114 = !DILocation(line: 32, column: 12, scope: !87)
!115 = !DILocation(line: 33, column: 14, scope: !79)
!116 = !DILocation(line: 34, column: 19, scope: !79)
!117 = !DILocation(line: 34, column: 8, scope: !79)
!118 = !DILocation(line: 34, column: 5, scope: !79)
!119 = !DILocation(line: 35, column: 3, scope: !79)
!120 = !DILocation(line: 36, column: 3, scope: !79)
