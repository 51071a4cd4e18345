; ModuleID = 'omp_dynamic.c'
source_filename = "omp_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_dynamic.c;kernel_omp_dynamic;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@L = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@X = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@Y = internal global [96 x double] zeroinitializer, align 16, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_dynamic() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %2, metadata !34, metadata !DIExpression()), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @1, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !38 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca double, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !45, metadata !DIExpression()), !dbg !46
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !47, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %5, metadata !48, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %7, metadata !49, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %7, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %8, metadata !51, metadata !DIExpression()), !dbg !46
  store i32 95, i32* %8, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %9, metadata !52, metadata !DIExpression()), !dbg !46
  store i32 1, i32* %9, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %10, metadata !53, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %10, align 4, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %11, metadata !54, metadata !DIExpression()), !dbg !46
  call void @llvm.dbg.declare(metadata i32* %12, metadata !55, metadata !DIExpression()), !dbg !46
  %14 = load i32*, i32** %3, align 8, !dbg !56
  %15 = load i32, i32* %14, align 4, !dbg !56
  call void @__kmpc_dispatch_init_4(%struct.ident_t* @1, i32 %15, i32 1073741859, i32 0, i32 95, i32 1, i32 1), !dbg !56
  br label %16, !dbg !56

16:                                               ; preds = %60, %2
  %17 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* @1, i32 %15, i32* %10, i32* %7, i32* %8, i32* %9), !dbg !56
  %18 = icmp ne i32 %17, 0, !dbg !56
  br i1 %18, label %19, label %61, !dbg !56

19:                                               ; preds = %16
  %20 = load i32, i32* %7, align 4, !dbg !50
  store i32 %20, i32* %5, align 4, !dbg !50
  br label %21, !dbg !56

21:                                               ; preds = %56, %19
  %22 = load i32, i32* %5, align 4, !dbg !50, !llvm.access.group !57
  %23 = load i32, i32* %8, align 4, !dbg !50, !llvm.access.group !57
  %24 = icmp sle i32 %22, %23, !dbg !56
  br i1 %24, label %25, label %59, !dbg !56

25:                                               ; preds = %21
  %26 = load i32, i32* %5, align 4, !dbg !50, !llvm.access.group !57
  %27 = mul nsw i32 %26, 1, !dbg !58
  %28 = add nsw i32 0, %27, !dbg !58
  store i32 %28, i32* %12, align 4, !dbg !58, !llvm.access.group !57
  call void @llvm.dbg.declare(metadata double* %13, metadata !59, metadata !DIExpression()), !dbg !61
  store double 0.000000e+00, double* %13, align 8, !dbg !61, !llvm.access.group !57
  store i32 0, i32* %11, align 4, !dbg !62, !llvm.access.group !57
  br label %29, !dbg !64

29:                                               ; preds = %47, %25
  %30 = load i32, i32* %11, align 4, !dbg !65, !llvm.access.group !57
  %31 = load i32, i32* %12, align 4, !dbg !67, !llvm.access.group !57
  %32 = icmp sle i32 %30, %31, !dbg !68
  br i1 %32, label %33, label %50, !dbg !69

33:                                               ; preds = %29
  %34 = load i32, i32* %12, align 4, !dbg !70, !llvm.access.group !57
  %35 = sext i32 %34 to i64, !dbg !71
  %36 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @L, i64 0, i64 %35, !dbg !71
  %37 = load i32, i32* %11, align 4, !dbg !72, !llvm.access.group !57
  %38 = sext i32 %37 to i64, !dbg !71
  %39 = getelementptr inbounds [96 x double], [96 x double]* %36, i64 0, i64 %38, !dbg !71
  %40 = load double, double* %39, align 8, !dbg !71, !llvm.access.group !57
  %41 = load i32, i32* %11, align 4, !dbg !73, !llvm.access.group !57
  %42 = sext i32 %41 to i64, !dbg !74
  %43 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %42, !dbg !74
  %44 = load double, double* %43, align 8, !dbg !74, !llvm.access.group !57
  %45 = load double, double* %13, align 8, !dbg !75, !llvm.access.group !57
  %46 = call double @llvm.fmuladd.f64(double %40, double %44, double %45), !dbg !75
  store double %46, double* %13, align 8, !dbg !75, !llvm.access.group !57
  br label %47, !dbg !76

47:                                               ; preds = %33
  %48 = load i32, i32* %11, align 4, !dbg !77, !llvm.access.group !57
  %49 = add nsw i32 %48, 1, !dbg !77
  store i32 %49, i32* %11, align 4, !dbg !77, !llvm.access.group !57
  br label %29, !dbg !78, !llvm.loop !79

50:                                               ; preds = %29
  %51 = load double, double* %13, align 8, !dbg !82, !llvm.access.group !57
  %52 = load i32, i32* %12, align 4, !dbg !83, !llvm.access.group !57
  %53 = sext i32 %52 to i64, !dbg !84
  %54 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %53, !dbg !84
  store double %51, double* %54, align 8, !dbg !85, !llvm.access.group !57
  br label %55, !dbg !86

55:                                               ; preds = %50
  br label %56, !dbg !87

56:                                               ; preds = %55
  %57 = load i32, i32* %5, align 4, !dbg !50, !llvm.access.group !57
  %58 = add nsw i32 %57, 1, !dbg !56
  store i32 %58, i32* %5, align 4, !dbg !56, !llvm.access.group !57
  br label %21, !dbg !87, !llvm.loop !88

59:                                               ; preds = %21
  br label %60, !dbg !87

60:                                               ; preds = %59
  br label %16, !dbg !87, !llvm.loop !91

61:                                               ; preds = %16
  ret void, !dbg !92
}

declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32)

declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1) #2 !dbg !93 {
  %3 = alloca i32*, align 8
  %4 = alloca i32*, align 8
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !94, metadata !DIExpression()), !dbg !95
  store i32* %1, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !96, metadata !DIExpression()), !dbg !95
  %5 = load i32*, i32** %3, align 8, !dbg !97
  %6 = load i32*, i32** %4, align 8, !dbg !97
  call void @.omp_outlined._debug__(i32* %5, i32* %6) #3, !dbg !97
  ret void, !dbg !97
}

; Function Attrs: nounwind
declare !callback !98 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !100 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.declare(metadata i32* %3, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.declare(metadata double* %4, metadata !107, metadata !DIExpression()), !dbg !108
  store double 0.000000e+00, double* %4, align 8, !dbg !108
  store i32 0, i32* %2, align 4, !dbg !109
  br label %5, !dbg !111

5:                                                ; preds = %43, %0
  %6 = load i32, i32* %2, align 4, !dbg !112
  %7 = icmp slt i32 %6, 96, !dbg !114
  br i1 %7, label %8, label %46, !dbg !115

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !116
  %10 = srem i32 %9, 3, !dbg !118
  %11 = sitofp i32 %10 to double, !dbg !119
  %12 = fadd double %11, 1.000000e+00, !dbg !120
  %13 = load i32, i32* %2, align 4, !dbg !121
  %14 = sext i32 %13 to i64, !dbg !122
  %15 = getelementptr inbounds [96 x double], [96 x double]* @X, i64 0, i64 %14, !dbg !122
  store double %12, double* %15, align 8, !dbg !123
  store i32 0, i32* %3, align 4, !dbg !124
  br label %16, !dbg !126

16:                                               ; preds = %39, %8
  %17 = load i32, i32* %3, align 4, !dbg !127
  %18 = icmp slt i32 %17, 96, !dbg !129
  br i1 %18, label %19, label %42, !dbg !130

19:                                               ; preds = %16
  %20 = load i32, i32* %3, align 4, !dbg !131
  %21 = load i32, i32* %2, align 4, !dbg !132
  %22 = icmp sle i32 %20, %21, !dbg !133
  br i1 %22, label %23, label %30, !dbg !134

23:                                               ; preds = %19
  %24 = load i32, i32* %2, align 4, !dbg !135
  %25 = load i32, i32* %3, align 4, !dbg !136
  %26 = add nsw i32 %24, %25, !dbg !137
  %27 = srem i32 %26, 5, !dbg !138
  %28 = sitofp i32 %27 to double, !dbg !139
  %29 = fdiv double %28, 5.000000e+00, !dbg !140
  br label %31, !dbg !134

30:                                               ; preds = %19
  br label %31, !dbg !134

31:                                               ; preds = %30, %23
  %32 = phi double [ %29, %23 ], [ 0.000000e+00, %30 ], !dbg !134
  %33 = load i32, i32* %2, align 4, !dbg !141
  %34 = sext i32 %33 to i64, !dbg !142
  %35 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @L, i64 0, i64 %34, !dbg !142
  %36 = load i32, i32* %3, align 4, !dbg !143
  %37 = sext i32 %36 to i64, !dbg !142
  %38 = getelementptr inbounds [96 x double], [96 x double]* %35, i64 0, i64 %37, !dbg !142
  store double %32, double* %38, align 8, !dbg !144
  br label %39, !dbg !142

39:                                               ; preds = %31
  %40 = load i32, i32* %3, align 4, !dbg !145
  %41 = add nsw i32 %40, 1, !dbg !145
  store i32 %41, i32* %3, align 4, !dbg !145
  br label %16, !dbg !146, !llvm.loop !147

42:                                               ; preds = %16
  br label %43, !dbg !149

43:                                               ; preds = %42
  %44 = load i32, i32* %2, align 4, !dbg !150
  %45 = add nsw i32 %44, 1, !dbg !150
  store i32 %45, i32* %2, align 4, !dbg !150
  br label %5, !dbg !151, !llvm.loop !152

46:                                               ; preds = %5
  call void @kernel_omp_dynamic(), !dbg !154
  store i32 0, i32* %2, align 4, !dbg !155
  br label %47, !dbg !157

47:                                               ; preds = %57, %46
  %48 = load i32, i32* %2, align 4, !dbg !158
  %49 = icmp slt i32 %48, 96, !dbg !160
  br i1 %49, label %50, label %60, !dbg !161

50:                                               ; preds = %47
  %51 = load i32, i32* %2, align 4, !dbg !162
  %52 = sext i32 %51 to i64, !dbg !163
  %53 = getelementptr inbounds [96 x double], [96 x double]* @Y, i64 0, i64 %52, !dbg !163
  %54 = load double, double* %53, align 8, !dbg !163
  %55 = load double, double* %4, align 8, !dbg !164
  %56 = fadd double %55, %54, !dbg !164
  store double %56, double* %4, align 8, !dbg !164
  br label %57, !dbg !165

57:                                               ; preds = %50
  %58 = load i32, i32* %2, align 4, !dbg !166
  %59 = add nsw i32 %58, 1, !dbg !166
  store i32 %59, i32* %2, align 4, !dbg !166
  br label %47, !dbg !167, !llvm.loop !168

60:                                               ; preds = %47
  %61 = load double, double* %4, align 8, !dbg !170
  store double %61, double* @checksum, align 8, !dbg !171
  ret i32 0, !dbg !172
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dynamic.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_dynamic", scope: !3, file: !3, line: 15, type: !28, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !{}
!31 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 17, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 17, column: 7, scope: !27)
!34 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 17, type: !32)
!35 = !DILocation(line: 17, column: 10, scope: !27)
!36 = !DILocation(line: 18, column: 1, scope: !27)
!37 = !DILocation(line: 25, column: 1, scope: !27)
!38 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !39, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41}
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!45 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !38, type: !41, flags: DIFlagArtificial)
!46 = !DILocation(line: 0, scope: !38)
!47 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !38, type: !41, flags: DIFlagArtificial)
!48 = !DILocalVariable(name: ".omp.iv", scope: !38, type: !32, flags: DIFlagArtificial)
!49 = !DILocalVariable(name: ".omp.lb", scope: !38, type: !32, flags: DIFlagArtificial)
!50 = !DILocation(line: 19, column: 8, scope: !38)
!51 = !DILocalVariable(name: ".omp.ub", scope: !38, type: !32, flags: DIFlagArtificial)
!52 = !DILocalVariable(name: ".omp.stride", scope: !38, type: !32, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".omp.is_last", scope: !38, type: !32, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: "j", scope: !38, type: !32, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "i", scope: !38, type: !32, flags: DIFlagArtificial)
!56 = !DILocation(line: 19, column: 3, scope: !38)
!57 = distinct !{}
!58 = !DILocation(line: 19, column: 22, scope: !38)
!59 = !DILocalVariable(name: "acc", scope: !60, file: !3, line: 20, type: !5)
!60 = distinct !DILexicalBlock(scope: !38, file: !3, line: 19, column: 27)
!61 = !DILocation(line: 20, column: 12, scope: !60)
!62 = !DILocation(line: 21, column: 12, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 21, column: 5)
!64 = !DILocation(line: 21, column: 10, scope: !63)
!65 = !DILocation(line: 21, column: 17, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 21, column: 5)
!67 = !DILocation(line: 21, column: 22, scope: !66)
!68 = !DILocation(line: 21, column: 19, scope: !66)
!69 = !DILocation(line: 21, column: 5, scope: !63)
!70 = !DILocation(line: 22, column: 16, scope: !66)
!71 = !DILocation(line: 22, column: 14, scope: !66)
!72 = !DILocation(line: 22, column: 19, scope: !66)
!73 = !DILocation(line: 22, column: 26, scope: !66)
!74 = !DILocation(line: 22, column: 24, scope: !66)
!75 = !DILocation(line: 22, column: 11, scope: !66)
!76 = !DILocation(line: 22, column: 7, scope: !66)
!77 = !DILocation(line: 21, column: 26, scope: !66)
!78 = !DILocation(line: 21, column: 5, scope: !66)
!79 = distinct !{!79, !69, !80, !81}
!80 = !DILocation(line: 22, column: 27, scope: !63)
!81 = !{!"llvm.loop.mustprogress"}
!82 = !DILocation(line: 23, column: 12, scope: !60)
!83 = !DILocation(line: 23, column: 7, scope: !60)
!84 = !DILocation(line: 23, column: 5, scope: !60)
!85 = !DILocation(line: 23, column: 10, scope: !60)
!86 = !DILocation(line: 24, column: 3, scope: !60)
!87 = !DILocation(line: 18, column: 1, scope: !38)
!88 = distinct !{!88, !87, !89, !90}
!89 = !DILocation(line: 18, column: 54, scope: !38)
!90 = !{!"llvm.loop.parallel_accesses", !57}
!91 = distinct !{!91, !87, !89}
!92 = !DILocation(line: 24, column: 3, scope: !38)
!93 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !39, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!94 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !93, type: !41, flags: DIFlagArtificial)
!95 = !DILocation(line: 0, scope: !93)
!96 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !93, type: !41, flags: DIFlagArtificial)
!97 = !DILocation(line: 18, column: 1, scope: !93)
!98 = !{!99}
!99 = !{i64 2, i64 -1, i64 -1, i1 true}
!100 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !101, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!101 = !DISubroutineType(types: !102)
!102 = !{!32}
!103 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 29, type: !32)
!104 = !DILocation(line: 29, column: 7, scope: !100)
!105 = !DILocalVariable(name: "j", scope: !100, file: !3, line: 29, type: !32)
!106 = !DILocation(line: 29, column: 10, scope: !100)
!107 = !DILocalVariable(name: "s", scope: !100, file: !3, line: 30, type: !5)
!108 = !DILocation(line: 30, column: 10, scope: !100)
!109 = !DILocation(line: 31, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !100, file: !3, line: 31, column: 3)
!111 = !DILocation(line: 31, column: 8, scope: !110)
!112 = !DILocation(line: 31, column: 15, scope: !113)
!113 = distinct !DILexicalBlock(scope: !110, file: !3, line: 31, column: 3)
!114 = !DILocation(line: 31, column: 17, scope: !113)
!115 = !DILocation(line: 31, column: 3, scope: !110)
!116 = !DILocation(line: 32, column: 21, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 31, column: 27)
!118 = !DILocation(line: 32, column: 23, scope: !117)
!119 = !DILocation(line: 32, column: 12, scope: !117)
!120 = !DILocation(line: 32, column: 28, scope: !117)
!121 = !DILocation(line: 32, column: 7, scope: !117)
!122 = !DILocation(line: 32, column: 5, scope: !117)
!123 = !DILocation(line: 32, column: 10, scope: !117)
!124 = !DILocation(line: 33, column: 12, scope: !125)
!125 = distinct !DILexicalBlock(scope: !117, file: !3, line: 33, column: 5)
!126 = !DILocation(line: 33, column: 10, scope: !125)
!127 = !DILocation(line: 33, column: 17, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 33, column: 5)
!129 = !DILocation(line: 33, column: 19, scope: !128)
!130 = !DILocation(line: 33, column: 5, scope: !125)
!131 = !DILocation(line: 34, column: 18, scope: !128)
!132 = !DILocation(line: 34, column: 23, scope: !128)
!133 = !DILocation(line: 34, column: 20, scope: !128)
!134 = !DILocation(line: 34, column: 17, scope: !128)
!135 = !DILocation(line: 34, column: 38, scope: !128)
!136 = !DILocation(line: 34, column: 42, scope: !128)
!137 = !DILocation(line: 34, column: 40, scope: !128)
!138 = !DILocation(line: 34, column: 45, scope: !128)
!139 = !DILocation(line: 34, column: 28, scope: !128)
!140 = !DILocation(line: 34, column: 50, scope: !128)
!141 = !DILocation(line: 34, column: 9, scope: !128)
!142 = !DILocation(line: 34, column: 7, scope: !128)
!143 = !DILocation(line: 34, column: 12, scope: !128)
!144 = !DILocation(line: 34, column: 15, scope: !128)
!145 = !DILocation(line: 33, column: 25, scope: !128)
!146 = !DILocation(line: 33, column: 5, scope: !128)
!147 = distinct !{!147, !130, !148, !81}
!148 = !DILocation(line: 34, column: 58, scope: !125)
!149 = !DILocation(line: 35, column: 3, scope: !117)
!150 = !DILocation(line: 31, column: 23, scope: !113)
!151 = !DILocation(line: 31, column: 3, scope: !113)
!152 = distinct !{!152, !115, !153, !81}
!153 = !DILocation(line: 35, column: 3, scope: !110)
!154 = !DILocation(line: 36, column: 3, scope: !100)
!155 = !DILocation(line: 37, column: 10, scope: !156)
!156 = distinct !DILexicalBlock(scope: !100, file: !3, line: 37, column: 3)
!157 = !DILocation(line: 37, column: 8, scope: !156)
!158 = !DILocation(line: 37, column: 15, scope: !159)
!159 = distinct !DILexicalBlock(scope: !156, file: !3, line: 37, column: 3)
!160 = !DILocation(line: 37, column: 17, scope: !159)
!161 = !DILocation(line: 37, column: 3, scope: !156)
!162 = !DILocation(line: 38, column: 12, scope: !159)
!163 = !DILocation(line: 38, column: 10, scope: !159)
!164 = !DILocation(line: 38, column: 7, scope: !159)
!165 = !DILocation(line: 38, column: 5, scope: !159)
!166 = !DILocation(line: 37, column: 23, scope: !159)
!167 = !DILocation(line: 37, column: 3, scope: !159)
!168 = distinct !{!168, !161, !169, !81}
!169 = !DILocation(line: 38, column: 13, scope: !156)
!170 = !DILocation(line: 39, column: 14, scope: !100)
!171 = !DILocation(line: 39, column: 12, scope: !100)
!172 = !DILocation(line: 40, column: 3, scope: !100)
