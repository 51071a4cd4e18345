; ModuleID = 'dot.c'
source_filename = "dot.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [200000 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [200000 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local double @kernel_dot(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !21 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !29, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %1, metadata !30, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %2, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %3, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !36
  %5 = icmp sgt i32 %0, 0, !dbg !37
  br i1 %5, label %6, label %69, !dbg !40

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !37
  %8 = add nsw i64 %7, -1, !dbg !40
  %9 = and i64 %7, 3, !dbg !40
  %10 = icmp ult i64 %8, 3, !dbg !40
  br i1 %10, label %48, label %11, !dbg !40

11:                                               ; preds = %6
  %12 = and i64 %7, 4294967292, !dbg !40
  br label %13, !dbg !40

13:                                               ; preds = %13, %11
  %14 = phi i64 [ 0, %11 ], [ %45, %13 ]
  %15 = phi double [ 0.000000e+00, %11 ], [ %44, %13 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %43, %13 ]
  %17 = phi i64 [ 0, %11 ], [ %46, %13 ]
  call void @llvm.dbg.value(metadata double %15, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %16, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %14, metadata !33, metadata !DIExpression()), !dbg !36
  %18 = getelementptr inbounds double, double* %1, i64 %14, !dbg !41
  %19 = load double, double* %18, align 8, !dbg !41, !tbaa !43
  %20 = getelementptr inbounds double, double* %2, i64 %14, !dbg !47
  %21 = load double, double* %20, align 8, !dbg !47, !tbaa !43
  %22 = tail call double @llvm.fmuladd.f64(double %19, double %21, double %16), !dbg !48
  call void @llvm.dbg.value(metadata double %22, metadata !34, metadata !DIExpression()), !dbg !36
  %23 = fadd double %15, %19, !dbg !49
  call void @llvm.dbg.value(metadata double %23, metadata !35, metadata !DIExpression()), !dbg !36
  %24 = or i64 %14, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %24, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %23, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %22, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %24, metadata !33, metadata !DIExpression()), !dbg !36
  %25 = getelementptr inbounds double, double* %1, i64 %24, !dbg !41
  %26 = load double, double* %25, align 8, !dbg !41, !tbaa !43
  %27 = getelementptr inbounds double, double* %2, i64 %24, !dbg !47
  %28 = load double, double* %27, align 8, !dbg !47, !tbaa !43
  %29 = tail call double @llvm.fmuladd.f64(double %26, double %28, double %22), !dbg !48
  call void @llvm.dbg.value(metadata double %29, metadata !34, metadata !DIExpression()), !dbg !36
  %30 = fadd double %23, %26, !dbg !49
  call void @llvm.dbg.value(metadata double %30, metadata !35, metadata !DIExpression()), !dbg !36
  %31 = or i64 %14, 2, !dbg !50
  call void @llvm.dbg.value(metadata i64 %31, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %30, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %29, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %31, metadata !33, metadata !DIExpression()), !dbg !36
  %32 = getelementptr inbounds double, double* %1, i64 %31, !dbg !41
  %33 = load double, double* %32, align 8, !dbg !41, !tbaa !43
  %34 = getelementptr inbounds double, double* %2, i64 %31, !dbg !47
  %35 = load double, double* %34, align 8, !dbg !47, !tbaa !43
  %36 = tail call double @llvm.fmuladd.f64(double %33, double %35, double %29), !dbg !48
  call void @llvm.dbg.value(metadata double %36, metadata !34, metadata !DIExpression()), !dbg !36
  %37 = fadd double %30, %33, !dbg !49
  call void @llvm.dbg.value(metadata double %37, metadata !35, metadata !DIExpression()), !dbg !36
  %38 = or i64 %14, 3, !dbg !50
  call void @llvm.dbg.value(metadata i64 %38, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %37, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %36, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %38, metadata !33, metadata !DIExpression()), !dbg !36
  %39 = getelementptr inbounds double, double* %1, i64 %38, !dbg !41
  %40 = load double, double* %39, align 8, !dbg !41, !tbaa !43
  %41 = getelementptr inbounds double, double* %2, i64 %38, !dbg !47
  %42 = load double, double* %41, align 8, !dbg !47, !tbaa !43
  %43 = tail call double @llvm.fmuladd.f64(double %40, double %42, double %36), !dbg !48
  call void @llvm.dbg.value(metadata double %43, metadata !34, metadata !DIExpression()), !dbg !36
  %44 = fadd double %37, %40, !dbg !49
  call void @llvm.dbg.value(metadata double %44, metadata !35, metadata !DIExpression()), !dbg !36
  %45 = add nuw nsw i64 %14, 4, !dbg !50
  call void @llvm.dbg.value(metadata i64 %45, metadata !33, metadata !DIExpression()), !dbg !36
  %46 = add i64 %17, 4, !dbg !40
  %47 = icmp eq i64 %46, %12, !dbg !40
  br i1 %47, label %48, label %13, !dbg !40, !llvm.loop !51

48:                                               ; preds = %13, %6
  %49 = phi double [ undef, %6 ], [ %43, %13 ]
  %50 = phi double [ undef, %6 ], [ %44, %13 ]
  %51 = phi i64 [ 0, %6 ], [ %45, %13 ]
  %52 = phi double [ 0.000000e+00, %6 ], [ %44, %13 ]
  %53 = phi double [ 0.000000e+00, %6 ], [ %43, %13 ]
  %54 = icmp eq i64 %9, 0, !dbg !40
  br i1 %54, label %69, label %55, !dbg !40

55:                                               ; preds = %48, %55
  %56 = phi i64 [ %66, %55 ], [ %51, %48 ]
  %57 = phi double [ %65, %55 ], [ %52, %48 ]
  %58 = phi double [ %64, %55 ], [ %53, %48 ]
  %59 = phi i64 [ %67, %55 ], [ 0, %48 ]
  call void @llvm.dbg.value(metadata double %57, metadata !35, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %58, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i64 %56, metadata !33, metadata !DIExpression()), !dbg !36
  %60 = getelementptr inbounds double, double* %1, i64 %56, !dbg !41
  %61 = load double, double* %60, align 8, !dbg !41, !tbaa !43
  %62 = getelementptr inbounds double, double* %2, i64 %56, !dbg !47
  %63 = load double, double* %62, align 8, !dbg !47, !tbaa !43
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %58), !dbg !48
  call void @llvm.dbg.value(metadata double %64, metadata !34, metadata !DIExpression()), !dbg !36
  %65 = fadd double %57, %61, !dbg !49
  call void @llvm.dbg.value(metadata double %65, metadata !35, metadata !DIExpression()), !dbg !36
  %66 = add nuw nsw i64 %56, 1, !dbg !50
  call void @llvm.dbg.value(metadata i64 %66, metadata !33, metadata !DIExpression()), !dbg !36
  %67 = add i64 %59, 1, !dbg !40
  %68 = icmp eq i64 %67, %9, !dbg !40
  br i1 %68, label %69, label %55, !dbg !40, !llvm.loop !54

69:                                               ; preds = %48, %55, %4
  %70 = phi double [ 0.000000e+00, %4 ], [ %49, %48 ], [ %64, %55 ], !dbg !36
  %71 = phi double [ 0.000000e+00, %4 ], [ %50, %48 ], [ %65, %55 ], !dbg !36
  store double %71, double* %3, align 8, !dbg !56, !tbaa !43
  ret double %70, !dbg !57
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !58 {
  %1 = alloca double, align 8
  %2 = bitcast double* %1 to i8*, !dbg !65
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %2) #5, !dbg !65
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !63, metadata !DIExpression()), !dbg !66
  store double 0.000000e+00, double* %1, align 8, !dbg !67, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !66
  br label %3, !dbg !68

3:                                                ; preds = %3, %0
  %4 = phi i64 [ 0, %0 ], [ %18, %3 ], !dbg !70
  %5 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %19, %3 ], !dbg !72
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %20, %3 ], !dbg !74
  %7 = and <2 x i32> %5, <i32 15, i32 15>, !dbg !72
  %8 = sitofp <2 x i32> %7 to <2 x double>, !dbg !75
  %9 = fmul <2 x double> %8, <double 6.250000e-02, double 6.250000e-02>, !dbg !76
  %10 = getelementptr inbounds [200000 x double], [200000 x double]* @X, i64 0, i64 %4, !dbg !70
  %11 = bitcast double* %10 to <2 x double>*, !dbg !77
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !77, !tbaa !43
  %12 = mul <2 x i32> %6, <i32 5, i32 5>, !dbg !74
  %13 = urem <2 x i32> %12, <i32 11, i32 11>, !dbg !74
  %14 = add nsw <2 x i32> %13, <i32 -5, i32 -5>, !dbg !78
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !78
  %16 = getelementptr inbounds [200000 x double], [200000 x double]* @Y, i64 0, i64 %4, !dbg !70
  %17 = bitcast double* %16 to <2 x double>*, !dbg !79
  store <2 x double> %15, <2 x double>* %17, align 16, !dbg !79, !tbaa !43
  %18 = add nuw i64 %4, 2, !dbg !70
  %19 = add <2 x i32> %5, <i32 2, i32 2>, !dbg !72
  %20 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !74
  %21 = icmp eq i64 %18, 200000, !dbg !70
  br i1 %21, label %22, label %3, !dbg !70, !llvm.loop !80

22:                                               ; preds = %3
  call void @llvm.dbg.value(metadata double* %1, metadata !63, metadata !DIExpression(DW_OP_deref)), !dbg !66
  %23 = call double @kernel_dot(i32 noundef 200000, double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([200000 x double], [200000 x double]* @Y, i64 0, i64 0), double* noundef nonnull %1), !dbg !83
  call void @llvm.dbg.value(metadata double %23, metadata !64, metadata !DIExpression()), !dbg !66
  %24 = load double, double* %1, align 8, !dbg !84, !tbaa !43
  call void @llvm.dbg.value(metadata double %24, metadata !63, metadata !DIExpression()), !dbg !66
  %25 = fadd double %23, %24, !dbg !85
  store double %25, double* @checksum, align 8, !dbg !86, !tbaa !43
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %2) #5, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dot.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 12800000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 200000)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_dot", scope: !3, file: !3, line: 12, type: !22, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !24, !25, !25, !27}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!28 = !{!29, !30, !31, !32, !33, !34, !35}
!29 = !DILocalVariable(name: "n", arg: 1, scope: !21, file: !3, line: 12, type: !24)
!30 = !DILocalVariable(name: "x", arg: 2, scope: !21, file: !3, line: 12, type: !25)
!31 = !DILocalVariable(name: "y", arg: 3, scope: !21, file: !3, line: 13, type: !25)
!32 = !DILocalVariable(name: "sum", arg: 4, scope: !21, file: !3, line: 13, type: !27)
!33 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 15, type: !24)
!34 = !DILocalVariable(name: "d", scope: !21, file: !3, line: 16, type: !5)
!35 = !DILocalVariable(name: "s", scope: !21, file: !3, line: 16, type: !5)
!36 = !DILocation(line: 0, scope: !21)
!37 = !DILocation(line: 17, column: 17, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 17, column: 3)
!39 = distinct !DILexicalBlock(scope: !21, file: !3, line: 17, column: 3)
!40 = !DILocation(line: 17, column: 3, scope: !39)
!41 = !DILocation(line: 18, column: 10, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 17, column: 27)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 18, column: 17, scope: !42)
!48 = !DILocation(line: 18, column: 7, scope: !42)
!49 = !DILocation(line: 19, column: 7, scope: !42)
!50 = !DILocation(line: 17, column: 23, scope: !38)
!51 = distinct !{!51, !40, !52, !53}
!52 = !DILocation(line: 20, column: 3, scope: !39)
!53 = !{!"llvm.loop.mustprogress"}
!54 = distinct !{!54, !55}
!55 = !{!"llvm.loop.unroll.disable"}
!56 = !DILocation(line: 21, column: 8, scope: !21)
!57 = !DILocation(line: 22, column: 3, scope: !21)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !59, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!24}
!61 = !{!62, !63, !64}
!62 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 27, type: !24)
!63 = !DILocalVariable(name: "s", scope: !58, file: !3, line: 28, type: !5)
!64 = !DILocalVariable(name: "d", scope: !58, file: !3, line: 28, type: !5)
!65 = !DILocation(line: 28, column: 3, scope: !58)
!66 = !DILocation(line: 0, scope: !58)
!67 = !DILocation(line: 28, column: 10, scope: !58)
!68 = !DILocation(line: 29, column: 3, scope: !69)
!69 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 3)
!70 = !DILocation(line: 29, column: 23, scope: !71)
!71 = distinct !DILexicalBlock(scope: !69, file: !3, line: 29, column: 3)
!72 = !DILocation(line: 30, column: 23, scope: !73)
!73 = distinct !DILexicalBlock(scope: !71, file: !3, line: 29, column: 27)
!74 = !DILocation(line: 31, column: 29, scope: !73)
!75 = !DILocation(line: 30, column: 12, scope: !73)
!76 = !DILocation(line: 30, column: 29, scope: !73)
!77 = !DILocation(line: 30, column: 10, scope: !73)
!78 = !DILocation(line: 31, column: 35, scope: !73)
!79 = !DILocation(line: 31, column: 10, scope: !73)
!80 = distinct !{!80, !68, !81, !53, !82}
!81 = !DILocation(line: 32, column: 3, scope: !69)
!82 = !{!"llvm.loop.isvectorized", i32 1}
!83 = !DILocation(line: 33, column: 7, scope: !58)
!84 = !DILocation(line: 34, column: 18, scope: !58)
!85 = !DILocation(line: 34, column: 16, scope: !58)
!86 = !DILocation(line: 34, column: 12, scope: !58)
!87 = !DILocation(line: 36, column: 1, scope: !58)
!88 = !DILocation(line: 35, column: 3, scope: !58)
