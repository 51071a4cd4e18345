; ModuleID = 'omp_chunked.c'
source_filename = "omp_chunked.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_chunked.c;kernel_omp_chunked;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@Rs = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [42 x i8] c";omp_chunked.c;kernel_omp_chunked;18;60;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 41, i8* getelementptr inbounds ([42 x i8], [42 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_omp_chunked(double noundef %0) #0 !dbg !25 {
  %2 = alloca double, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store double %0, double* %2, align 8
  call void @llvm.dbg.declare(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %3, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %4, metadata !34, metadata !DIExpression()), !dbg !35
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* %2), !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #2 !dbg !38 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !46, metadata !DIExpression()), !dbg !47
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !48, metadata !DIExpression()), !dbg !47
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !49, metadata !DIExpression()), !dbg !50
  %16 = load double*, double** %6, align 8, !dbg !51
  call void @llvm.dbg.declare(metadata i32* %7, metadata !52, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %9, metadata !53, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %9, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %10, metadata !55, metadata !DIExpression()), !dbg !47
  store i32 27, i32* %10, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %11, metadata !56, metadata !DIExpression()), !dbg !47
  store i32 1, i32* %11, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %12, metadata !57, metadata !DIExpression()), !dbg !47
  store i32 0, i32* %12, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %13, metadata !58, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %14, metadata !59, metadata !DIExpression()), !dbg !47
  %17 = load i32*, i32** %4, align 8, !dbg !51
  %18 = load i32, i32* %17, align 4, !dbg !51
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %18, i32 33, i32* %12, i32* %9, i32* %10, i32* %11, i32 1, i32 4), !dbg !60
  br label %19, !dbg !51

19:                                               ; preds = %75, %3
  %20 = load i32, i32* %10, align 4, !dbg !54
  %21 = icmp sgt i32 %20, 27, !dbg !54
  br i1 %21, label %22, label %23, !dbg !54

22:                                               ; preds = %19
  br label %25, !dbg !54

23:                                               ; preds = %19
  %24 = load i32, i32* %10, align 4, !dbg !54
  br label %25, !dbg !54

25:                                               ; preds = %23, %22
  %26 = phi i32 [ 27, %22 ], [ %24, %23 ], !dbg !54
  store i32 %26, i32* %10, align 4, !dbg !54
  %27 = load i32, i32* %9, align 4, !dbg !54
  store i32 %27, i32* %7, align 4, !dbg !54
  %28 = load i32, i32* %7, align 4, !dbg !54
  %29 = load i32, i32* %10, align 4, !dbg !54
  %30 = icmp sle i32 %28, %29, !dbg !51
  br i1 %30, label %31, label %82, !dbg !51

31:                                               ; preds = %25
  br label %32, !dbg !51

32:                                               ; preds = %71, %31
  %33 = load i32, i32* %7, align 4, !dbg !54
  %34 = load i32, i32* %10, align 4, !dbg !54
  %35 = icmp sle i32 %33, %34, !dbg !51
  br i1 %35, label %36, label %74, !dbg !51

36:                                               ; preds = %32
  %37 = load i32, i32* %7, align 4, !dbg !54
  %38 = mul nsw i32 %37, 1, !dbg !61
  %39 = add nsw i32 0, %38, !dbg !61
  store i32 %39, i32* %14, align 4, !dbg !61
  call void @llvm.dbg.declare(metadata double* %15, metadata !62, metadata !DIExpression()), !dbg !64
  store double 0.000000e+00, double* %15, align 8, !dbg !64
  store i32 0, i32* %13, align 4, !dbg !65
  br label %40, !dbg !67

40:                                               ; preds = %62, %36
  %41 = load i32, i32* %13, align 4, !dbg !68
  %42 = icmp slt i32 %41, 28, !dbg !70
  br i1 %42, label %43, label %65, !dbg !71

43:                                               ; preds = %40
  %44 = load double, double* %16, align 8, !dbg !72
  %45 = load i32, i32* %14, align 4, !dbg !74
  %46 = sext i32 %45 to i64, !dbg !75
  %47 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %46, !dbg !75
  %48 = load i32, i32* %13, align 4, !dbg !76
  %49 = sext i32 %48 to i64, !dbg !75
  %50 = getelementptr inbounds [28 x double], [28 x double]* %47, i64 0, i64 %49, !dbg !75
  %51 = load double, double* %50, align 8, !dbg !77
  %52 = fmul double %51, %44, !dbg !77
  store double %52, double* %50, align 8, !dbg !77
  %53 = load i32, i32* %14, align 4, !dbg !78
  %54 = sext i32 %53 to i64, !dbg !79
  %55 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %54, !dbg !79
  %56 = load i32, i32* %13, align 4, !dbg !80
  %57 = sext i32 %56 to i64, !dbg !79
  %58 = getelementptr inbounds [28 x double], [28 x double]* %55, i64 0, i64 %57, !dbg !79
  %59 = load double, double* %58, align 8, !dbg !79
  %60 = load double, double* %15, align 8, !dbg !81
  %61 = fadd double %60, %59, !dbg !81
  store double %61, double* %15, align 8, !dbg !81
  br label %62, !dbg !82

62:                                               ; preds = %43
  %63 = load i32, i32* %13, align 4, !dbg !83
  %64 = add nsw i32 %63, 1, !dbg !83
  store i32 %64, i32* %13, align 4, !dbg !83
  br label %40, !dbg !84, !llvm.loop !85

65:                                               ; preds = %40
  %66 = load double, double* %15, align 8, !dbg !88
  %67 = load i32, i32* %14, align 4, !dbg !89
  %68 = sext i32 %67 to i64, !dbg !90
  %69 = getelementptr inbounds [28 x double], [28 x double]* @Rs, i64 0, i64 %68, !dbg !90
  store double %66, double* %69, align 8, !dbg !91
  br label %70, !dbg !92

70:                                               ; preds = %65
  br label %71, !dbg !60

71:                                               ; preds = %70
  %72 = load i32, i32* %7, align 4, !dbg !54
  %73 = add nsw i32 %72, 1, !dbg !51
  store i32 %73, i32* %7, align 4, !dbg !51
  br label %32, !dbg !60, !llvm.loop !93

74:                                               ; preds = %32
  br label %75, !dbg !60

75:                                               ; preds = %74
  %76 = load i32, i32* %9, align 4, !dbg !54
  %77 = load i32, i32* %11, align 4, !dbg !54
  %78 = add nsw i32 %76, %77, !dbg !51
  store i32 %78, i32* %9, align 4, !dbg !51
  %79 = load i32, i32* %10, align 4, !dbg !54
  %80 = load i32, i32* %11, align 4, !dbg !54
  %81 = add nsw i32 %79, %80, !dbg !51
  store i32 %81, i32* %10, align 4, !dbg !51
  br label %19, !dbg !60, !llvm.loop !95

82:                                               ; preds = %25
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %18), !dbg !94
  ret void, !dbg !96
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, double* noundef nonnull align 8 dereferenceable(8) %2) #2 !dbg !97 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca double*, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !98, metadata !DIExpression()), !dbg !99
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !100, metadata !DIExpression()), !dbg !99
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !101, metadata !DIExpression()), !dbg !99
  %7 = load double*, double** %6, align 8, !dbg !102
  %8 = load i32*, i32** %4, align 8, !dbg !102
  %9 = load i32*, i32** %5, align 8, !dbg !102
  %10 = load double*, double** %6, align 8, !dbg !102
  call void @.omp_outlined._debug__(i32* %8, i32* %9, double* %10) #3, !dbg !102
  ret void, !dbg !102
}

; Function Attrs: nounwind
declare !callback !103 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !105 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.declare(metadata i32* %3, metadata !110, metadata !DIExpression()), !dbg !111
  call void @llvm.dbg.declare(metadata double* %4, metadata !112, metadata !DIExpression()), !dbg !113
  store double 0.000000e+00, double* %4, align 8, !dbg !113
  store i32 0, i32* %2, align 4, !dbg !114
  br label %5, !dbg !116

5:                                                ; preds = %28, %0
  %6 = load i32, i32* %2, align 4, !dbg !117
  %7 = icmp slt i32 %6, 28, !dbg !119
  br i1 %7, label %8, label %31, !dbg !120

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !121
  br label %9, !dbg !123

9:                                                ; preds = %24, %8
  %10 = load i32, i32* %3, align 4, !dbg !124
  %11 = icmp slt i32 %10, 28, !dbg !126
  br i1 %11, label %12, label %27, !dbg !127

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !128
  %14 = load i32, i32* %3, align 4, !dbg !129
  %15 = add nsw i32 %13, %14, !dbg !130
  %16 = srem i32 %15, 7, !dbg !131
  %17 = sitofp i32 %16 to double, !dbg !132
  %18 = load i32, i32* %2, align 4, !dbg !133
  %19 = sext i32 %18 to i64, !dbg !134
  %20 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %19, !dbg !134
  %21 = load i32, i32* %3, align 4, !dbg !135
  %22 = sext i32 %21 to i64, !dbg !134
  %23 = getelementptr inbounds [28 x double], [28 x double]* %20, i64 0, i64 %22, !dbg !134
  store double %17, double* %23, align 8, !dbg !136
  br label %24, !dbg !134

24:                                               ; preds = %12
  %25 = load i32, i32* %3, align 4, !dbg !137
  %26 = add nsw i32 %25, 1, !dbg !137
  store i32 %26, i32* %3, align 4, !dbg !137
  br label %9, !dbg !138, !llvm.loop !139

27:                                               ; preds = %9
  br label %28, !dbg !140

28:                                               ; preds = %27
  %29 = load i32, i32* %2, align 4, !dbg !141
  %30 = add nsw i32 %29, 1, !dbg !141
  store i32 %30, i32* %2, align 4, !dbg !141
  br label %5, !dbg !142, !llvm.loop !143

31:                                               ; preds = %5
  call void @kernel_omp_chunked(double noundef 5.000000e-01), !dbg !145
  store i32 0, i32* %2, align 4, !dbg !146
  br label %32, !dbg !148

32:                                               ; preds = %42, %31
  %33 = load i32, i32* %2, align 4, !dbg !149
  %34 = icmp slt i32 %33, 28, !dbg !151
  br i1 %34, label %35, label %45, !dbg !152

35:                                               ; preds = %32
  %36 = load i32, i32* %2, align 4, !dbg !153
  %37 = sext i32 %36 to i64, !dbg !154
  %38 = getelementptr inbounds [28 x double], [28 x double]* @Rs, i64 0, i64 %37, !dbg !154
  %39 = load double, double* %38, align 8, !dbg !154
  %40 = load double, double* %4, align 8, !dbg !155
  %41 = fadd double %40, %39, !dbg !155
  store double %41, double* %4, align 8, !dbg !155
  br label %42, !dbg !156

42:                                               ; preds = %35
  %43 = load i32, i32* %2, align 4, !dbg !157
  %44 = add nsw i32 %43, 1, !dbg !157
  store i32 %44, i32* %2, align 4, !dbg !157
  br label %32, !dbg !158, !llvm.loop !159

45:                                               ; preds = %32
  %46 = load double, double* %4, align 8, !dbg !161
  store double %46, double* @checksum, align 8, !dbg !162
  ret i32 0, !dbg !163
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_chunked.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Rs", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!11}
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_omp_chunked", scope: !3, file: !3, line: 15, type: !26, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !5}
!28 = !{}
!29 = !DILocalVariable(name: "f", arg: 1, scope: !25, file: !3, line: 15, type: !5)
!30 = !DILocation(line: 15, column: 58, scope: !25)
!31 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 17, type: !32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocation(line: 17, column: 7, scope: !25)
!34 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 17, type: !32)
!35 = !DILocation(line: 17, column: 10, scope: !25)
!36 = !DILocation(line: 18, column: 1, scope: !25)
!37 = !DILocation(line: 27, column: 1, scope: !25)
!38 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !39, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !41, !41, !45}
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!45 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!46 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !38, type: !41, flags: DIFlagArtificial)
!47 = !DILocation(line: 0, scope: !38)
!48 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !38, type: !41, flags: DIFlagArtificial)
!49 = !DILocalVariable(name: "f", arg: 3, scope: !38, file: !3, line: 15, type: !45)
!50 = !DILocation(line: 15, column: 58, scope: !38)
!51 = !DILocation(line: 19, column: 3, scope: !38)
!52 = !DILocalVariable(name: ".omp.iv", scope: !38, type: !32, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".omp.lb", scope: !38, type: !32, flags: DIFlagArtificial)
!54 = !DILocation(line: 19, column: 8, scope: !38)
!55 = !DILocalVariable(name: ".omp.ub", scope: !38, type: !32, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".omp.stride", scope: !38, type: !32, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".omp.is_last", scope: !38, type: !32, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: "j", scope: !38, type: !32, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: "i", scope: !38, type: !32, flags: DIFlagArtificial)
!60 = !DILocation(line: 18, column: 1, scope: !38)
!61 = !DILocation(line: 19, column: 22, scope: !38)
!62 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 20, type: !5)
!63 = distinct !DILexicalBlock(scope: !38, file: !3, line: 19, column: 27)
!64 = !DILocation(line: 20, column: 12, scope: !63)
!65 = !DILocation(line: 21, column: 12, scope: !66)
!66 = distinct !DILexicalBlock(scope: !63, file: !3, line: 21, column: 5)
!67 = !DILocation(line: 21, column: 10, scope: !66)
!68 = !DILocation(line: 21, column: 17, scope: !69)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 21, column: 5)
!70 = !DILocation(line: 21, column: 19, scope: !69)
!71 = !DILocation(line: 21, column: 5, scope: !66)
!72 = !DILocation(line: 22, column: 18, scope: !73)
!73 = distinct !DILexicalBlock(scope: !69, file: !3, line: 21, column: 29)
!74 = !DILocation(line: 22, column: 9, scope: !73)
!75 = !DILocation(line: 22, column: 7, scope: !73)
!76 = !DILocation(line: 22, column: 12, scope: !73)
!77 = !DILocation(line: 22, column: 15, scope: !73)
!78 = !DILocation(line: 23, column: 14, scope: !73)
!79 = !DILocation(line: 23, column: 12, scope: !73)
!80 = !DILocation(line: 23, column: 17, scope: !73)
!81 = !DILocation(line: 23, column: 9, scope: !73)
!82 = !DILocation(line: 24, column: 5, scope: !73)
!83 = !DILocation(line: 21, column: 25, scope: !69)
!84 = !DILocation(line: 21, column: 5, scope: !69)
!85 = distinct !{!85, !71, !86, !87}
!86 = !DILocation(line: 24, column: 5, scope: !66)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 25, column: 13, scope: !63)
!89 = !DILocation(line: 25, column: 8, scope: !63)
!90 = !DILocation(line: 25, column: 5, scope: !63)
!91 = !DILocation(line: 25, column: 11, scope: !63)
!92 = !DILocation(line: 26, column: 3, scope: !63)
!93 = distinct !{!93, !60, !94}
!94 = !DILocation(line: 18, column: 60, scope: !38)
!95 = distinct !{!95, !60, !94}
!96 = !DILocation(line: 26, column: 3, scope: !38)
!97 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !39, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!98 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !97, type: !41, flags: DIFlagArtificial)
!99 = !DILocation(line: 0, scope: !97)
!100 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !97, type: !41, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: "f", arg: 3, scope: !97, type: !45, flags: DIFlagArtificial)
!102 = !DILocation(line: 18, column: 1, scope: !97)
!103 = !{!104}
!104 = !{i64 2, i64 -1, i64 -1, i1 true}
!105 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !106, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!106 = !DISubroutineType(types: !107)
!107 = !{!32}
!108 = !DILocalVariable(name: "i", scope: !105, file: !3, line: 31, type: !32)
!109 = !DILocation(line: 31, column: 7, scope: !105)
!110 = !DILocalVariable(name: "j", scope: !105, file: !3, line: 31, type: !32)
!111 = !DILocation(line: 31, column: 10, scope: !105)
!112 = !DILocalVariable(name: "s", scope: !105, file: !3, line: 32, type: !5)
!113 = !DILocation(line: 32, column: 10, scope: !105)
!114 = !DILocation(line: 33, column: 10, scope: !115)
!115 = distinct !DILexicalBlock(scope: !105, file: !3, line: 33, column: 3)
!116 = !DILocation(line: 33, column: 8, scope: !115)
!117 = !DILocation(line: 33, column: 15, scope: !118)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 33, column: 3)
!119 = !DILocation(line: 33, column: 17, scope: !118)
!120 = !DILocation(line: 33, column: 3, scope: !115)
!121 = !DILocation(line: 34, column: 12, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !3, line: 34, column: 5)
!123 = !DILocation(line: 34, column: 10, scope: !122)
!124 = !DILocation(line: 34, column: 17, scope: !125)
!125 = distinct !DILexicalBlock(scope: !122, file: !3, line: 34, column: 5)
!126 = !DILocation(line: 34, column: 19, scope: !125)
!127 = !DILocation(line: 34, column: 5, scope: !122)
!128 = !DILocation(line: 35, column: 27, scope: !125)
!129 = !DILocation(line: 35, column: 31, scope: !125)
!130 = !DILocation(line: 35, column: 29, scope: !125)
!131 = !DILocation(line: 35, column: 34, scope: !125)
!132 = !DILocation(line: 35, column: 17, scope: !125)
!133 = !DILocation(line: 35, column: 9, scope: !125)
!134 = !DILocation(line: 35, column: 7, scope: !125)
!135 = !DILocation(line: 35, column: 12, scope: !125)
!136 = !DILocation(line: 35, column: 15, scope: !125)
!137 = !DILocation(line: 34, column: 25, scope: !125)
!138 = !DILocation(line: 34, column: 5, scope: !125)
!139 = distinct !{!139, !127, !140, !87}
!140 = !DILocation(line: 35, column: 37, scope: !122)
!141 = !DILocation(line: 33, column: 23, scope: !118)
!142 = !DILocation(line: 33, column: 3, scope: !118)
!143 = distinct !{!143, !120, !144, !87}
!144 = !DILocation(line: 35, column: 37, scope: !115)
!145 = !DILocation(line: 36, column: 3, scope: !105)
!146 = !DILocation(line: 37, column: 10, scope: !147)
!147 = distinct !DILexicalBlock(scope: !105, file: !3, line: 37, column: 3)
!148 = !DILocation(line: 37, column: 8, scope: !147)
!149 = !DILocation(line: 37, column: 15, scope: !150)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 37, column: 3)
!151 = !DILocation(line: 37, column: 17, scope: !150)
!152 = !DILocation(line: 37, column: 3, scope: !147)
!153 = !DILocation(line: 38, column: 13, scope: !150)
!154 = !DILocation(line: 38, column: 10, scope: !150)
!155 = !DILocation(line: 38, column: 7, scope: !150)
!156 = !DILocation(line: 38, column: 5, scope: !150)
!157 = !DILocation(line: 37, column: 23, scope: !150)
!158 = !DILocation(line: 37, column: 3, scope: !150)
!159 = distinct !{!159, !152, !160, !87}
!160 = !DILocation(line: 38, column: 14, scope: !147)
!161 = !DILocation(line: 39, column: 14, scope: !105)
!162 = !DILocation(line: 39, column: 12, scope: !105)
!163 = !DILocation(line: 40, column: 3, scope: !105)
