; ModuleID = 'c_constructor.c'
source_filename = "c_constructor.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal unnamed_addr global [100000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fill, i8* null }]

; Function Attrs: nofree norecurse nosync nounwind uwtable writeonly
define internal void @fill() #0 !dbg !22 {
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !28
  br label %1, !dbg !29

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %24, %1 ], !dbg !30
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %25, %1 ], !dbg !32
  %4 = add <2 x i32> %3, <i32 2, i32 2>, !dbg !32
  %5 = sitofp <2 x i32> %3 to <2 x double>, !dbg !32
  %6 = sitofp <2 x i32> %4 to <2 x double>, !dbg !32
  %7 = fmul <2 x double> %5, <double 5.000000e-01, double 5.000000e-01>, !dbg !33
  %8 = fmul <2 x double> %6, <double 5.000000e-01, double 5.000000e-01>, !dbg !33
  %9 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %2, !dbg !30
  %10 = bitcast double* %9 to <2 x double>*, !dbg !34
  store <2 x double> %7, <2 x double>* %10, align 16, !dbg !34, !tbaa !35
  %11 = getelementptr inbounds double, double* %9, i64 2, !dbg !34
  %12 = bitcast double* %11 to <2 x double>*, !dbg !34
  store <2 x double> %8, <2 x double>* %12, align 16, !dbg !34, !tbaa !35
  %13 = or i64 %2, 4, !dbg !30
  %14 = add <2 x i32> %3, <i32 4, i32 4>, !dbg !32
  %15 = add <2 x i32> %3, <i32 6, i32 6>, !dbg !32
  %16 = sitofp <2 x i32> %14 to <2 x double>, !dbg !32
  %17 = sitofp <2 x i32> %15 to <2 x double>, !dbg !32
  %18 = fmul <2 x double> %16, <double 5.000000e-01, double 5.000000e-01>, !dbg !33
  %19 = fmul <2 x double> %17, <double 5.000000e-01, double 5.000000e-01>, !dbg !33
  %20 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %13, !dbg !30
  %21 = bitcast double* %20 to <2 x double>*, !dbg !34
  store <2 x double> %18, <2 x double>* %21, align 16, !dbg !34, !tbaa !35
  %22 = getelementptr inbounds double, double* %20, i64 2, !dbg !34
  %23 = bitcast double* %22 to <2 x double>*, !dbg !34
  store <2 x double> %19, <2 x double>* %23, align 16, !dbg !34, !tbaa !35
  %24 = add nuw nsw i64 %2, 8, !dbg !30
  %25 = add <2 x i32> %3, <i32 8, i32 8>, !dbg !32
  %26 = icmp eq i64 %24, 100000, !dbg !30
  br i1 %26, label %27, label %1, !dbg !30, !llvm.loop !39

27:                                               ; preds = %1
  ret void, !dbg !43
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !44 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !48, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i8** %1, metadata !49, metadata !DIExpression()), !dbg !54
  %3 = icmp sgt i32 %0, 1, !dbg !55
  br i1 %3, label %4, label %10, !dbg !56

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !57
  %6 = load i8*, i8** %5, align 8, !dbg !57, !tbaa !58
  call void @llvm.dbg.value(metadata i8* %6, metadata !60, metadata !DIExpression()) #5, !dbg !68
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !70
  %8 = trunc i64 %7 to i32, !dbg !71
  call void @llvm.dbg.value(metadata i32 %8, metadata !50, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !51, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !72
  %9 = icmp sgt i32 %8, 0, !dbg !73
  br i1 %9, label %10, label %33, !dbg !75

10:                                               ; preds = %2, %4
  %11 = phi i64 [ %7, %4 ], [ 1000, %2 ]
  %12 = and i64 %11, 4294967295, !dbg !73
  %13 = add nsw i64 %12, -1, !dbg !75
  %14 = and i64 %11, 3, !dbg !75
  %15 = icmp ult i64 %13, 3, !dbg !75
  br i1 %15, label %18, label %16, !dbg !75

16:                                               ; preds = %10
  %17 = sub nsw i64 %12, %14, !dbg !75
  br label %36, !dbg !75

18:                                               ; preds = %36, %10
  %19 = phi double [ undef, %10 ], [ %54, %36 ]
  %20 = phi i64 [ 0, %10 ], [ %55, %36 ]
  %21 = phi double [ 0.000000e+00, %10 ], [ %54, %36 ]
  %22 = icmp eq i64 %14, 0, !dbg !75
  br i1 %22, label %33, label %23, !dbg !75

23:                                               ; preds = %18, %23
  %24 = phi i64 [ %30, %23 ], [ %20, %18 ]
  %25 = phi double [ %29, %23 ], [ %21, %18 ]
  %26 = phi i64 [ %31, %23 ], [ 0, %18 ]
  call void @llvm.dbg.value(metadata i64 %24, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double %25, metadata !51, metadata !DIExpression()), !dbg !54
  %27 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %24, !dbg !76
  %28 = load double, double* %27, align 8, !dbg !76, !tbaa !35
  %29 = fadd double %25, %28, !dbg !77
  call void @llvm.dbg.value(metadata double %29, metadata !51, metadata !DIExpression()), !dbg !54
  %30 = add nuw nsw i64 %24, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %30, metadata !52, metadata !DIExpression()), !dbg !72
  %31 = add i64 %26, 1, !dbg !75
  %32 = icmp eq i64 %31, %14, !dbg !75
  br i1 %32, label %33, label %23, !dbg !75, !llvm.loop !79

33:                                               ; preds = %18, %23, %4
  %34 = phi double [ 0.000000e+00, %4 ], [ %19, %18 ], [ %29, %23 ], !dbg !54
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %34), !dbg !81
  ret i32 0, !dbg !82

36:                                               ; preds = %36, %16
  %37 = phi i64 [ 0, %16 ], [ %55, %36 ]
  %38 = phi double [ 0.000000e+00, %16 ], [ %54, %36 ]
  %39 = phi i64 [ 0, %16 ], [ %56, %36 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double %38, metadata !51, metadata !DIExpression()), !dbg !54
  %40 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %37, !dbg !76
  %41 = load double, double* %40, align 16, !dbg !76, !tbaa !35
  %42 = fadd double %38, %41, !dbg !77
  call void @llvm.dbg.value(metadata double %42, metadata !51, metadata !DIExpression()), !dbg !54
  %43 = or i64 %37, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %43, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i64 %43, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double %42, metadata !51, metadata !DIExpression()), !dbg !54
  %44 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %43, !dbg !76
  %45 = load double, double* %44, align 8, !dbg !76, !tbaa !35
  %46 = fadd double %42, %45, !dbg !77
  call void @llvm.dbg.value(metadata double %46, metadata !51, metadata !DIExpression()), !dbg !54
  %47 = or i64 %37, 2, !dbg !78
  call void @llvm.dbg.value(metadata i64 %47, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i64 %47, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double %46, metadata !51, metadata !DIExpression()), !dbg !54
  %48 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %47, !dbg !76
  %49 = load double, double* %48, align 16, !dbg !76, !tbaa !35
  %50 = fadd double %46, %49, !dbg !77
  call void @llvm.dbg.value(metadata double %50, metadata !51, metadata !DIExpression()), !dbg !54
  %51 = or i64 %37, 3, !dbg !78
  call void @llvm.dbg.value(metadata i64 %51, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata i64 %51, metadata !52, metadata !DIExpression()), !dbg !72
  call void @llvm.dbg.value(metadata double %50, metadata !51, metadata !DIExpression()), !dbg !54
  %52 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %51, !dbg !76
  %53 = load double, double* %52, align 8, !dbg !76, !tbaa !35
  %54 = fadd double %50, %53, !dbg !77
  call void @llvm.dbg.value(metadata double %54, metadata !51, metadata !DIExpression()), !dbg !54
  %55 = add nuw nsw i64 %37, 4, !dbg !78
  call void @llvm.dbg.value(metadata i64 %55, metadata !52, metadata !DIExpression()), !dbg !72
  %56 = add i64 %39, 4, !dbg !75
  %57 = icmp eq i64 %56, %17, !dbg !75
  br i1 %57, label %18, label %36, !dbg !75, !llvm.loop !83
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree norecurse nosync nounwind uwtable writeonly "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_constructor.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "372e82ae1d5eff1df1fc3bcceb8073b6")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 6400000, elements: !13)
!12 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!13 = !{!14}
!14 = !DISubrange(count: 100000)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 7, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 1}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 6, type: !23, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{null}
!25 = !{!26}
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 7, type: !5)
!27 = distinct !DILexicalBlock(scope: !22, file: !3, line: 7, column: 3)
!28 = !DILocation(line: 0, scope: !27)
!29 = !DILocation(line: 7, column: 3, scope: !27)
!30 = !DILocation(line: 7, column: 27, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !3, line: 7, column: 3)
!32 = !DILocation(line: 7, column: 42, scope: !31)
!33 = !DILocation(line: 7, column: 44, scope: !31)
!34 = !DILocation(line: 7, column: 40, scope: !31)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = distinct !{!39, !29, !40, !41, !42}
!40 = !DILocation(line: 7, column: 46, scope: !27)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !{!"llvm.loop.isvectorized", i32 1}
!43 = !DILocation(line: 8, column: 1, scope: !22)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !45, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!5, !5, !6}
!47 = !{!48, !49, !50, !51, !52}
!48 = !DILocalVariable(name: "argc", arg: 1, scope: !44, file: !3, line: 9, type: !5)
!49 = !DILocalVariable(name: "argv", arg: 2, scope: !44, file: !3, line: 9, type: !6)
!50 = !DILocalVariable(name: "n", scope: !44, file: !3, line: 10, type: !5)
!51 = !DILocalVariable(name: "s", scope: !44, file: !3, line: 11, type: !12)
!52 = !DILocalVariable(name: "i", scope: !53, file: !3, line: 12, type: !5)
!53 = distinct !DILexicalBlock(scope: !44, file: !3, line: 12, column: 3)
!54 = !DILocation(line: 0, scope: !44)
!55 = !DILocation(line: 10, column: 16, scope: !44)
!56 = !DILocation(line: 10, column: 11, scope: !44)
!57 = !DILocation(line: 10, column: 27, scope: !44)
!58 = !{!59, !59, i64 0}
!59 = !{!"any pointer", !37, i64 0}
!60 = !DILocalVariable(name: "__nptr", arg: 1, scope: !61, file: !62, line: 362, type: !65)
!61 = distinct !DISubprogram(name: "atoi", scope: !62, file: !62, line: 362, type: !63, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !67)
!62 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!63 = !DISubroutineType(types: !64)
!64 = !{!5, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!67 = !{!60}
!68 = !DILocation(line: 0, scope: !61, inlinedAt: !69)
!69 = distinct !DILocation(line: 10, column: 22, scope: !44)
!70 = !DILocation(line: 364, column: 16, scope: !61, inlinedAt: !69)
!71 = !DILocation(line: 364, column: 10, scope: !61, inlinedAt: !69)
!72 = !DILocation(line: 0, scope: !53)
!73 = !DILocation(line: 12, column: 21, scope: !74)
!74 = distinct !DILexicalBlock(scope: !53, file: !3, line: 12, column: 3)
!75 = !DILocation(line: 12, column: 3, scope: !53)
!76 = !DILocation(line: 12, column: 36, scope: !74)
!77 = !DILocation(line: 12, column: 33, scope: !74)
!78 = !DILocation(line: 12, column: 27, scope: !74)
!79 = distinct !{!79, !80}
!80 = !{!"llvm.loop.unroll.disable"}
!81 = !DILocation(line: 13, column: 3, scope: !44)
!82 = !DILocation(line: 14, column: 3, scope: !44)
!83 = distinct !{!83, !75, !84, !41}
!84 = !DILocation(line: 12, column: 43, scope: !53)
