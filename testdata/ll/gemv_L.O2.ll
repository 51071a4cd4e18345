; ModuleID = 'gemv.c'
source_filename = "gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [262144 x double] zeroinitializer, align 16, !dbg !0
@X = internal global [512 x double] zeroinitializer, align 16, !dbg !8
@Y = internal global [512 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !15

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemv(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !27 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !35, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %1, metadata !36, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %2, metadata !37, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %3, metadata !38, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !45
  %5 = sext i32 %0 to i64
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !45
  %6 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %6, label %7, label %72, !dbg !47

7:                                                ; preds = %4
  %8 = add nsw i64 %5, -1, !dbg !47
  %9 = and i64 %5, 3
  %10 = icmp ult i64 %8, 3
  %11 = and i64 %5, -4
  %12 = icmp eq i64 %9, 0
  br label %13, !dbg !47

13:                                               ; preds = %7, %67
  %14 = phi i64 [ %70, %67 ], [ 0, %7 ]
  call void @llvm.dbg.value(metadata i64 %14, metadata !39, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 0, metadata !40, metadata !DIExpression()), !dbg !45
  %15 = mul nsw i64 %14, %5
  br i1 %10, label %50, label %16, !dbg !49

16:                                               ; preds = %13, %16
  %17 = phi double [ %46, %16 ], [ 0.000000e+00, %13 ]
  %18 = phi i64 [ %47, %16 ], [ 0, %13 ]
  %19 = phi i64 [ %48, %16 ], [ 0, %13 ]
  call void @llvm.dbg.value(metadata double %17, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %18, metadata !40, metadata !DIExpression()), !dbg !45
  %20 = add nsw i64 %18, %15, !dbg !51
  %21 = getelementptr inbounds double, double* %1, i64 %20, !dbg !53
  %22 = load double, double* %21, align 8, !dbg !53, !tbaa !54
  %23 = getelementptr inbounds double, double* %2, i64 %18, !dbg !58
  %24 = load double, double* %23, align 8, !dbg !58, !tbaa !54
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %17), !dbg !59
  call void @llvm.dbg.value(metadata double %25, metadata !41, metadata !DIExpression()), !dbg !48
  %26 = or i64 %18, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %26, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %25, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %26, metadata !40, metadata !DIExpression()), !dbg !45
  %27 = add nsw i64 %26, %15, !dbg !51
  %28 = getelementptr inbounds double, double* %1, i64 %27, !dbg !53
  %29 = load double, double* %28, align 8, !dbg !53, !tbaa !54
  %30 = getelementptr inbounds double, double* %2, i64 %26, !dbg !58
  %31 = load double, double* %30, align 8, !dbg !58, !tbaa !54
  %32 = tail call double @llvm.fmuladd.f64(double %29, double %31, double %25), !dbg !59
  call void @llvm.dbg.value(metadata double %32, metadata !41, metadata !DIExpression()), !dbg !48
  %33 = or i64 %18, 2, !dbg !60
  call void @llvm.dbg.value(metadata i64 %33, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %32, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %33, metadata !40, metadata !DIExpression()), !dbg !45
  %34 = add nsw i64 %33, %15, !dbg !51
  %35 = getelementptr inbounds double, double* %1, i64 %34, !dbg !53
  %36 = load double, double* %35, align 8, !dbg !53, !tbaa !54
  %37 = getelementptr inbounds double, double* %2, i64 %33, !dbg !58
  %38 = load double, double* %37, align 8, !dbg !58, !tbaa !54
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %32), !dbg !59
  call void @llvm.dbg.value(metadata double %39, metadata !41, metadata !DIExpression()), !dbg !48
  %40 = or i64 %18, 3, !dbg !60
  call void @llvm.dbg.value(metadata i64 %40, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %39, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %40, metadata !40, metadata !DIExpression()), !dbg !45
  %41 = add nsw i64 %40, %15, !dbg !51
  %42 = getelementptr inbounds double, double* %1, i64 %41, !dbg !53
  %43 = load double, double* %42, align 8, !dbg !53, !tbaa !54
  %44 = getelementptr inbounds double, double* %2, i64 %40, !dbg !58
  %45 = load double, double* %44, align 8, !dbg !58, !tbaa !54
  %46 = tail call double @llvm.fmuladd.f64(double %43, double %45, double %39), !dbg !59
  call void @llvm.dbg.value(metadata double %46, metadata !41, metadata !DIExpression()), !dbg !48
  %47 = add nuw nsw i64 %18, 4, !dbg !60
  call void @llvm.dbg.value(metadata i64 %47, metadata !40, metadata !DIExpression()), !dbg !45
  %48 = add i64 %19, 4, !dbg !49
  %49 = icmp eq i64 %48, %11, !dbg !49
  br i1 %49, label %50, label %16, !dbg !49, !llvm.loop !61

50:                                               ; preds = %16, %13
  %51 = phi double [ undef, %13 ], [ %46, %16 ]
  %52 = phi double [ 0.000000e+00, %13 ], [ %46, %16 ]
  %53 = phi i64 [ 0, %13 ], [ %47, %16 ]
  br i1 %12, label %67, label %54, !dbg !49

54:                                               ; preds = %50, %54
  %55 = phi double [ %63, %54 ], [ %52, %50 ]
  %56 = phi i64 [ %64, %54 ], [ %53, %50 ]
  %57 = phi i64 [ %65, %54 ], [ 0, %50 ]
  call void @llvm.dbg.value(metadata double %55, metadata !41, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i64 %56, metadata !40, metadata !DIExpression()), !dbg !45
  %58 = add nsw i64 %56, %15, !dbg !51
  %59 = getelementptr inbounds double, double* %1, i64 %58, !dbg !53
  %60 = load double, double* %59, align 8, !dbg !53, !tbaa !54
  %61 = getelementptr inbounds double, double* %2, i64 %56, !dbg !58
  %62 = load double, double* %61, align 8, !dbg !58, !tbaa !54
  %63 = tail call double @llvm.fmuladd.f64(double %60, double %62, double %55), !dbg !59
  call void @llvm.dbg.value(metadata double %63, metadata !41, metadata !DIExpression()), !dbg !48
  %64 = add nuw nsw i64 %56, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %64, metadata !40, metadata !DIExpression()), !dbg !45
  %65 = add i64 %57, 1, !dbg !49
  %66 = icmp eq i64 %65, %9, !dbg !49
  br i1 %66, label %67, label %54, !dbg !49, !llvm.loop !64

67:                                               ; preds = %54, %50
  %68 = phi double [ %51, %50 ], [ %63, %54 ], !dbg !59
  %69 = getelementptr inbounds double, double* %3, i64 %14, !dbg !66
  store double %68, double* %69, align 8, !dbg !67, !tbaa !54
  %70 = add nuw nsw i64 %14, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %70, metadata !39, metadata !DIExpression()), !dbg !45
  %71 = icmp eq i64 %70, %5, !dbg !46
  br i1 %71, label %72, label %13, !dbg !47, !llvm.loop !69

72:                                               ; preds = %67, %4
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !72 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 0, metadata !76, metadata !DIExpression()), !dbg !78
  br label %1, !dbg !79

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !81
  %3 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %16, %1 ], !dbg !83
  %4 = add <2 x i32> %3, <i32 2, i32 2>, !dbg !83
  %5 = urem <2 x i32> %3, <i32 13, i32 13>, !dbg !83
  %6 = urem <2 x i32> %4, <i32 13, i32 13>, !dbg !83
  %7 = uitofp <2 x i32> %5 to <2 x double>, !dbg !84
  %8 = uitofp <2 x i32> %6 to <2 x double>, !dbg !84
  %9 = fmul <2 x double> %7, <double 2.500000e-01, double 2.500000e-01>, !dbg !85
  %10 = fmul <2 x double> %8, <double 2.500000e-01, double 2.500000e-01>, !dbg !85
  %11 = getelementptr inbounds [262144 x double], [262144 x double]* @A, i64 0, i64 %2, !dbg !81
  %12 = bitcast double* %11 to <2 x double>*, !dbg !86
  store <2 x double> %9, <2 x double>* %12, align 16, !dbg !86, !tbaa !54
  %13 = getelementptr inbounds double, double* %11, i64 2, !dbg !86
  %14 = bitcast double* %13 to <2 x double>*, !dbg !86
  store <2 x double> %10, <2 x double>* %14, align 16, !dbg !86, !tbaa !54
  %15 = add nuw i64 %2, 4, !dbg !81
  %16 = add <2 x i32> %3, <i32 4, i32 4>, !dbg !83
  %17 = icmp eq i64 %15, 262144, !dbg !81
  br i1 %17, label %18, label %1, !dbg !81, !llvm.loop !87

18:                                               ; preds = %1, %18
  %19 = phi i64 [ %44, %18 ], [ 0, %1 ], !dbg !90
  %20 = phi <2 x i64> [ %45, %18 ], [ <i64 0, i64 1>, %1 ]
  %21 = add <2 x i64> %20, <i64 2, i64 2>
  %22 = and <2 x i64> %20, <i64 3, i64 3>, !dbg !93
  %23 = and <2 x i64> %21, <i64 3, i64 3>, !dbg !93
  %24 = sitofp <2 x i64> %22 to <2 x double>, !dbg !94
  %25 = sitofp <2 x i64> %23 to <2 x double>, !dbg !94
  %26 = fadd <2 x double> %24, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %27 = fadd <2 x double> %25, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %28 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %19, !dbg !90
  %29 = bitcast double* %28 to <2 x double>*, !dbg !96
  store <2 x double> %26, <2 x double>* %29, align 16, !dbg !96, !tbaa !54
  %30 = getelementptr inbounds double, double* %28, i64 2, !dbg !96
  %31 = bitcast double* %30 to <2 x double>*, !dbg !96
  store <2 x double> %27, <2 x double>* %31, align 16, !dbg !96, !tbaa !54
  %32 = or i64 %19, 4, !dbg !90
  %33 = add <2 x i64> %20, <i64 2, i64 2>
  %34 = and <2 x i64> %20, <i64 3, i64 3>, !dbg !93
  %35 = and <2 x i64> %33, <i64 3, i64 3>, !dbg !93
  %36 = sitofp <2 x i64> %34 to <2 x double>, !dbg !94
  %37 = sitofp <2 x i64> %35 to <2 x double>, !dbg !94
  %38 = fadd <2 x double> %36, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %39 = fadd <2 x double> %37, <double 1.000000e+00, double 1.000000e+00>, !dbg !95
  %40 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %32, !dbg !90
  %41 = bitcast double* %40 to <2 x double>*, !dbg !96
  store <2 x double> %38, <2 x double>* %41, align 16, !dbg !96, !tbaa !54
  %42 = getelementptr inbounds double, double* %40, i64 2, !dbg !96
  %43 = bitcast double* %42 to <2 x double>*, !dbg !96
  store <2 x double> %39, <2 x double>* %43, align 16, !dbg !96, !tbaa !54
  %44 = add nuw nsw i64 %19, 8, !dbg !90
  %45 = add <2 x i64> %20, <i64 8, i64 8>
  %46 = icmp eq i64 %44, 512, !dbg !90
  br i1 %46, label %47, label %18, !dbg !90, !llvm.loop !97

47:                                               ; preds = %18
  tail call void @kernel_gemv(i32 noundef 512, double* noundef getelementptr inbounds ([262144 x double], [262144 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Y, i64 0, i64 0)), !dbg !100
  call void @llvm.dbg.value(metadata i64 0, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  br label %48, !dbg !101

48:                                               ; preds = %48, %47
  %49 = phi double [ 0.000000e+00, %47 ], [ %65, %48 ]
  %50 = phi i64 [ 0, %47 ], [ %66, %48 ]
  call void @llvm.dbg.value(metadata double %49, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %50, metadata !76, metadata !DIExpression()), !dbg !78
  %51 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %50, !dbg !103
  %52 = load double, double* %51, align 16, !dbg !103, !tbaa !54
  %53 = fadd double %49, %52, !dbg !105
  call void @llvm.dbg.value(metadata double %53, metadata !77, metadata !DIExpression()), !dbg !78
  %54 = or i64 %50, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %54, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %53, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %54, metadata !76, metadata !DIExpression()), !dbg !78
  %55 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %54, !dbg !103
  %56 = load double, double* %55, align 8, !dbg !103, !tbaa !54
  %57 = fadd double %53, %56, !dbg !105
  call void @llvm.dbg.value(metadata double %57, metadata !77, metadata !DIExpression()), !dbg !78
  %58 = or i64 %50, 2, !dbg !106
  call void @llvm.dbg.value(metadata i64 %58, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %57, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %58, metadata !76, metadata !DIExpression()), !dbg !78
  %59 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %58, !dbg !103
  %60 = load double, double* %59, align 16, !dbg !103, !tbaa !54
  %61 = fadd double %57, %60, !dbg !105
  call void @llvm.dbg.value(metadata double %61, metadata !77, metadata !DIExpression()), !dbg !78
  %62 = or i64 %50, 3, !dbg !106
  call void @llvm.dbg.value(metadata i64 %62, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %61, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %62, metadata !76, metadata !DIExpression()), !dbg !78
  %63 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %62, !dbg !103
  %64 = load double, double* %63, align 8, !dbg !103, !tbaa !54
  %65 = fadd double %61, %64, !dbg !105
  call void @llvm.dbg.value(metadata double %65, metadata !77, metadata !DIExpression()), !dbg !78
  %66 = add nuw nsw i64 %50, 4, !dbg !106
  call void @llvm.dbg.value(metadata i64 %66, metadata !76, metadata !DIExpression()), !dbg !78
  %67 = icmp eq i64 %66, 512, !dbg !107
  br i1 %67, label %68, label %48, !dbg !101, !llvm.loop !108

68:                                               ; preds = %48
  store double %65, double* @checksum, align 8, !dbg !110, !tbaa !54
  ret i32 0, !dbg !111
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !17, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemv.c", directory: ".")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!0, !8, !13, !15}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 32768, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 512)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !10, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16777216, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 262144)
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_gemv", scope: !3, file: !3, line: 13, type: !28, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !31, !31, !33}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!34 = !{!35, !36, !37, !38, !39, !40, !41}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 13, type: !30)
!36 = !DILocalVariable(name: "a", arg: 2, scope: !27, file: !3, line: 13, type: !31)
!37 = !DILocalVariable(name: "x", arg: 3, scope: !27, file: !3, line: 14, type: !31)
!38 = !DILocalVariable(name: "y", arg: 4, scope: !27, file: !3, line: 14, type: !33)
!39 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 16, type: !5)
!40 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 16, type: !5)
!41 = !DILocalVariable(name: "acc", scope: !42, file: !3, line: 18, type: !6)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 27)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 3)
!44 = distinct !DILexicalBlock(scope: !27, file: !3, line: 17, column: 3)
!45 = !DILocation(line: 0, scope: !27)
!46 = !DILocation(line: 17, column: 17, scope: !43)
!47 = !DILocation(line: 17, column: 3, scope: !44)
!48 = !DILocation(line: 0, scope: !42)
!49 = !DILocation(line: 19, column: 5, scope: !50)
!50 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!51 = !DILocation(line: 20, column: 22, scope: !52)
!52 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 5)
!53 = !DILocation(line: 20, column: 14, scope: !52)
!54 = !{!55, !55, i64 0}
!55 = !{!"double", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !DILocation(line: 20, column: 29, scope: !52)
!59 = !DILocation(line: 20, column: 11, scope: !52)
!60 = !DILocation(line: 19, column: 25, scope: !52)
!61 = distinct !{!61, !49, !62, !63}
!62 = !DILocation(line: 20, column: 32, scope: !50)
!63 = !{!"llvm.loop.mustprogress"}
!64 = distinct !{!64, !65}
!65 = !{!"llvm.loop.unroll.disable"}
!66 = !DILocation(line: 21, column: 5, scope: !42)
!67 = !DILocation(line: 21, column: 10, scope: !42)
!68 = !DILocation(line: 17, column: 23, scope: !43)
!69 = distinct !{!69, !47, !70, !63}
!70 = !DILocation(line: 22, column: 3, scope: !44)
!71 = !DILocation(line: 23, column: 1, scope: !27)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !73, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!30}
!75 = !{!76, !77}
!76 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !5)
!77 = !DILocalVariable(name: "s", scope: !72, file: !3, line: 28, type: !6)
!78 = !DILocation(line: 0, scope: !72)
!79 = !DILocation(line: 29, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 3)
!81 = !DILocation(line: 29, column: 33, scope: !82)
!82 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 3)
!83 = !DILocation(line: 30, column: 23, scope: !82)
!84 = !DILocation(line: 30, column: 12, scope: !82)
!85 = !DILocation(line: 30, column: 29, scope: !82)
!86 = !DILocation(line: 30, column: 10, scope: !82)
!87 = distinct !{!87, !79, !88, !63, !89}
!88 = !DILocation(line: 30, column: 31, scope: !80)
!89 = !{!"llvm.loop.isvectorized", i32 1}
!90 = !DILocation(line: 31, column: 23, scope: !91)
!91 = distinct !DILexicalBlock(scope: !92, file: !3, line: 31, column: 3)
!92 = distinct !DILexicalBlock(scope: !72, file: !3, line: 31, column: 3)
!93 = !DILocation(line: 32, column: 29, scope: !91)
!94 = !DILocation(line: 32, column: 18, scope: !91)
!95 = !DILocation(line: 32, column: 16, scope: !91)
!96 = !DILocation(line: 32, column: 10, scope: !91)
!97 = distinct !{!97, !98, !99, !63, !89}
!98 = !DILocation(line: 31, column: 3, scope: !92)
!99 = !DILocation(line: 32, column: 32, scope: !92)
!100 = !DILocation(line: 33, column: 3, scope: !72)
!101 = !DILocation(line: 34, column: 3, scope: !102)
!102 = distinct !DILexicalBlock(scope: !72, file: !3, line: 34, column: 3)
!103 = !DILocation(line: 35, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !102, file: !3, line: 34, column: 3)
!105 = !DILocation(line: 35, column: 7, scope: !104)
!106 = !DILocation(line: 34, column: 23, scope: !104)
!107 = !DILocation(line: 34, column: 17, scope: !104)
!108 = distinct !{!108, !101, !109, !63}
!109 = !DILocation(line: 35, column: 13, scope: !102)
!110 = !DILocation(line: 36, column: 12, scope: !72)
!111 = !DILocation(line: 37, column: 3, scope: !72)
