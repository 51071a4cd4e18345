; ModuleID = 'trsv.c'
source_filename = "trsv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Bv = internal global [512 x double] zeroinitializer, align 16, !dbg !0
@L = internal global [512 x [512 x double]] zeroinitializer, align 16, !dbg !7
@Xv = internal global [512 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_trsv(i32 noundef %0, [512 x double]* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !26 {
  %5 = alloca i32, align 4
  %6 = alloca [512 x double]*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !35, metadata !DIExpression()), !dbg !36
  store [512 x double]* %1, [512 x double]** %6, align 8
  call void @llvm.dbg.declare(metadata [512 x double]** %6, metadata !37, metadata !DIExpression()), !dbg !38
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !39, metadata !DIExpression()), !dbg !40
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !41, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %9, metadata !43, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.declare(metadata i32* %10, metadata !45, metadata !DIExpression()), !dbg !46
  store i32 0, i32* %9, align 4, !dbg !47
  br label %12, !dbg !49

12:                                               ; preds = %61, %4
  %13 = load i32, i32* %9, align 4, !dbg !50
  %14 = load i32, i32* %5, align 4, !dbg !52
  %15 = icmp slt i32 %13, %14, !dbg !53
  br i1 %15, label %16, label %64, !dbg !54

16:                                               ; preds = %12
  call void @llvm.dbg.declare(metadata double* %11, metadata !55, metadata !DIExpression()), !dbg !57
  %17 = load double*, double** %7, align 8, !dbg !58
  %18 = load i32, i32* %9, align 4, !dbg !59
  %19 = sext i32 %18 to i64, !dbg !58
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !58
  %21 = load double, double* %20, align 8, !dbg !58
  store double %21, double* %11, align 8, !dbg !57
  store i32 0, i32* %10, align 4, !dbg !60
  br label %22, !dbg !62

22:                                               ; preds = %43, %16
  %23 = load i32, i32* %10, align 4, !dbg !63
  %24 = load i32, i32* %9, align 4, !dbg !65
  %25 = icmp slt i32 %23, %24, !dbg !66
  br i1 %25, label %26, label %46, !dbg !67

26:                                               ; preds = %22
  %27 = load [512 x double]*, [512 x double]** %6, align 8, !dbg !68
  %28 = load i32, i32* %9, align 4, !dbg !69
  %29 = sext i32 %28 to i64, !dbg !68
  %30 = getelementptr inbounds [512 x double], [512 x double]* %27, i64 %29, !dbg !68
  %31 = load i32, i32* %10, align 4, !dbg !70
  %32 = sext i32 %31 to i64, !dbg !68
  %33 = getelementptr inbounds [512 x double], [512 x double]* %30, i64 0, i64 %32, !dbg !68
  %34 = load double, double* %33, align 8, !dbg !68
  %35 = load double*, double** %8, align 8, !dbg !71
  %36 = load i32, i32* %10, align 4, !dbg !72
  %37 = sext i32 %36 to i64, !dbg !71
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !71
  %39 = load double, double* %38, align 8, !dbg !71
  %40 = load double, double* %11, align 8, !dbg !73
  %41 = fneg double %34, !dbg !73
  %42 = call double @llvm.fmuladd.f64(double %41, double %39, double %40), !dbg !73
  store double %42, double* %11, align 8, !dbg !73
  br label %43, !dbg !74

43:                                               ; preds = %26
  %44 = load i32, i32* %10, align 4, !dbg !75
  %45 = add nsw i32 %44, 1, !dbg !75
  store i32 %45, i32* %10, align 4, !dbg !75
  br label %22, !dbg !76, !llvm.loop !77

46:                                               ; preds = %22
  %47 = load double, double* %11, align 8, !dbg !80
  %48 = load [512 x double]*, [512 x double]** %6, align 8, !dbg !81
  %49 = load i32, i32* %9, align 4, !dbg !82
  %50 = sext i32 %49 to i64, !dbg !81
  %51 = getelementptr inbounds [512 x double], [512 x double]* %48, i64 %50, !dbg !81
  %52 = load i32, i32* %9, align 4, !dbg !83
  %53 = sext i32 %52 to i64, !dbg !81
  %54 = getelementptr inbounds [512 x double], [512 x double]* %51, i64 0, i64 %53, !dbg !81
  %55 = load double, double* %54, align 8, !dbg !81
  %56 = fdiv double %47, %55, !dbg !84
  %57 = load double*, double** %8, align 8, !dbg !85
  %58 = load i32, i32* %9, align 4, !dbg !86
  %59 = sext i32 %58 to i64, !dbg !85
  %60 = getelementptr inbounds double, double* %57, i64 %59, !dbg !85
  store double %56, double* %60, align 8, !dbg !87
  br label %61, !dbg !88

61:                                               ; preds = %46
  %62 = load i32, i32* %9, align 4, !dbg !89
  %63 = add nsw i32 %62, 1, !dbg !89
  store i32 %63, i32* %9, align 4, !dbg !89
  br label %12, !dbg !90, !llvm.loop !91

64:                                               ; preds = %12
  ret void, !dbg !93
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !94 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !97, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.declare(metadata i32* %3, metadata !99, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.declare(metadata double* %4, metadata !101, metadata !DIExpression()), !dbg !102
  store double 0.000000e+00, double* %4, align 8, !dbg !102
  store i32 0, i32* %2, align 4, !dbg !103
  br label %5, !dbg !105

5:                                                ; preds = %48, %0
  %6 = load i32, i32* %2, align 4, !dbg !106
  %7 = icmp slt i32 %6, 512, !dbg !108
  br i1 %7, label %8, label %51, !dbg !109

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !110
  %10 = srem i32 %9, 4, !dbg !112
  %11 = sitofp i32 %10 to double, !dbg !113
  %12 = fadd double %11, 1.000000e+00, !dbg !114
  %13 = load i32, i32* %2, align 4, !dbg !115
  %14 = sext i32 %13 to i64, !dbg !116
  %15 = getelementptr inbounds [512 x double], [512 x double]* @Bv, i64 0, i64 %14, !dbg !116
  store double %12, double* %15, align 8, !dbg !117
  store i32 0, i32* %3, align 4, !dbg !118
  br label %16, !dbg !120

16:                                               ; preds = %44, %8
  %17 = load i32, i32* %3, align 4, !dbg !121
  %18 = icmp slt i32 %17, 512, !dbg !123
  br i1 %18, label %19, label %47, !dbg !124

19:                                               ; preds = %16
  %20 = load i32, i32* %3, align 4, !dbg !125
  %21 = load i32, i32* %2, align 4, !dbg !126
  %22 = icmp slt i32 %20, %21, !dbg !127
  br i1 %22, label %23, label %30, !dbg !128

23:                                               ; preds = %19
  %24 = load i32, i32* %2, align 4, !dbg !129
  %25 = add nsw i32 512, %24, !dbg !130
  %26 = load i32, i32* %3, align 4, !dbg !131
  %27 = sub nsw i32 %25, %26, !dbg !132
  %28 = sitofp i32 %27 to double, !dbg !133
  %29 = fdiv double 1.000000e+00, %28, !dbg !134
  br label %36, !dbg !128

30:                                               ; preds = %19
  %31 = load i32, i32* %3, align 4, !dbg !135
  %32 = load i32, i32* %2, align 4, !dbg !136
  %33 = icmp eq i32 %31, %32, !dbg !137
  %34 = zext i1 %33 to i64, !dbg !135
  %35 = select i1 %33, double 2.000000e+00, double 0.000000e+00, !dbg !135
  br label %36, !dbg !128

36:                                               ; preds = %30, %23
  %37 = phi double [ %29, %23 ], [ %35, %30 ], !dbg !128
  %38 = load i32, i32* %2, align 4, !dbg !138
  %39 = sext i32 %38 to i64, !dbg !139
  %40 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @L, i64 0, i64 %39, !dbg !139
  %41 = load i32, i32* %3, align 4, !dbg !140
  %42 = sext i32 %41 to i64, !dbg !139
  %43 = getelementptr inbounds [512 x double], [512 x double]* %40, i64 0, i64 %42, !dbg !139
  store double %37, double* %43, align 8, !dbg !141
  br label %44, !dbg !139

44:                                               ; preds = %36
  %45 = load i32, i32* %3, align 4, !dbg !142
  %46 = add nsw i32 %45, 1, !dbg !142
  store i32 %46, i32* %3, align 4, !dbg !142
  br label %16, !dbg !143, !llvm.loop !144

47:                                               ; preds = %16
  br label %48, !dbg !146

48:                                               ; preds = %47
  %49 = load i32, i32* %2, align 4, !dbg !147
  %50 = add nsw i32 %49, 1, !dbg !147
  store i32 %50, i32* %2, align 4, !dbg !147
  br label %5, !dbg !148, !llvm.loop !149

51:                                               ; preds = %5
  call void @kernel_trsv(i32 noundef 512, [512 x double]* noundef getelementptr inbounds ([512 x [512 x double]], [512 x [512 x double]]* @L, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Bv, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Xv, i64 0, i64 0)), !dbg !151
  store i32 0, i32* %2, align 4, !dbg !152
  br label %52, !dbg !154

52:                                               ; preds = %62, %51
  %53 = load i32, i32* %2, align 4, !dbg !155
  %54 = icmp slt i32 %53, 512, !dbg !157
  br i1 %54, label %55, label %65, !dbg !158

55:                                               ; preds = %52
  %56 = load i32, i32* %2, align 4, !dbg !159
  %57 = sext i32 %56 to i64, !dbg !160
  %58 = getelementptr inbounds [512 x double], [512 x double]* @Xv, i64 0, i64 %57, !dbg !160
  %59 = load double, double* %58, align 8, !dbg !160
  %60 = load double, double* %4, align 8, !dbg !161
  %61 = fadd double %60, %59, !dbg !161
  store double %61, double* %4, align 8, !dbg !161
  br label %62, !dbg !162

62:                                               ; preds = %55
  %63 = load i32, i32* %2, align 4, !dbg !163
  %64 = add nsw i32 %63, 1, !dbg !163
  store i32 %64, i32* %2, align 4, !dbg !163
  br label %52, !dbg !164, !llvm.loop !165

65:                                               ; preds = %52
  %66 = load double, double* %4, align 8, !dbg !167
  store double %66, double* @checksum, align 8, !dbg !168
  ret i32 0, !dbg !169
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Bv", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "trsv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Xv", scope: !2, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_trsv", scope: !3, file: !3, line: 13, type: !27, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!27 = !DISubroutineType(types: !28)
!28 = !{null, !29, !30, !31, !33}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!34 = !{}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !26, file: !3, line: 13, type: !29)
!36 = !DILocation(line: 13, column: 48, scope: !26)
!37 = !DILocalVariable(name: "l", arg: 2, scope: !26, file: !3, line: 13, type: !30)
!38 = !DILocation(line: 13, column: 60, scope: !26)
!39 = !DILocalVariable(name: "b", arg: 3, scope: !26, file: !3, line: 14, type: !31)
!40 = !DILocation(line: 14, column: 58, scope: !26)
!41 = !DILocalVariable(name: "x", arg: 4, scope: !26, file: !3, line: 14, type: !33)
!42 = !DILocation(line: 14, column: 69, scope: !26)
!43 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 16, type: !29)
!44 = !DILocation(line: 16, column: 7, scope: !26)
!45 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 16, type: !29)
!46 = !DILocation(line: 16, column: 10, scope: !26)
!47 = !DILocation(line: 17, column: 10, scope: !48)
!48 = distinct !DILexicalBlock(scope: !26, file: !3, line: 17, column: 3)
!49 = !DILocation(line: 17, column: 8, scope: !48)
!50 = !DILocation(line: 17, column: 15, scope: !51)
!51 = distinct !DILexicalBlock(scope: !48, file: !3, line: 17, column: 3)
!52 = !DILocation(line: 17, column: 19, scope: !51)
!53 = !DILocation(line: 17, column: 17, scope: !51)
!54 = !DILocation(line: 17, column: 3, scope: !48)
!55 = !DILocalVariable(name: "s", scope: !56, file: !3, line: 18, type: !5)
!56 = distinct !DILexicalBlock(scope: !51, file: !3, line: 17, column: 27)
!57 = !DILocation(line: 18, column: 12, scope: !56)
!58 = !DILocation(line: 18, column: 16, scope: !56)
!59 = !DILocation(line: 18, column: 18, scope: !56)
!60 = !DILocation(line: 19, column: 12, scope: !61)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 19, column: 5)
!62 = !DILocation(line: 19, column: 10, scope: !61)
!63 = !DILocation(line: 19, column: 17, scope: !64)
!64 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 5)
!65 = !DILocation(line: 19, column: 21, scope: !64)
!66 = !DILocation(line: 19, column: 19, scope: !64)
!67 = !DILocation(line: 19, column: 5, scope: !61)
!68 = !DILocation(line: 20, column: 12, scope: !64)
!69 = !DILocation(line: 20, column: 14, scope: !64)
!70 = !DILocation(line: 20, column: 17, scope: !64)
!71 = !DILocation(line: 20, column: 22, scope: !64)
!72 = !DILocation(line: 20, column: 24, scope: !64)
!73 = !DILocation(line: 20, column: 9, scope: !64)
!74 = !DILocation(line: 20, column: 7, scope: !64)
!75 = !DILocation(line: 19, column: 25, scope: !64)
!76 = !DILocation(line: 19, column: 5, scope: !64)
!77 = distinct !{!77, !67, !78, !79}
!78 = !DILocation(line: 20, column: 25, scope: !61)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 21, column: 12, scope: !56)
!81 = !DILocation(line: 21, column: 16, scope: !56)
!82 = !DILocation(line: 21, column: 18, scope: !56)
!83 = !DILocation(line: 21, column: 21, scope: !56)
!84 = !DILocation(line: 21, column: 14, scope: !56)
!85 = !DILocation(line: 21, column: 5, scope: !56)
!86 = !DILocation(line: 21, column: 7, scope: !56)
!87 = !DILocation(line: 21, column: 10, scope: !56)
!88 = !DILocation(line: 22, column: 3, scope: !56)
!89 = !DILocation(line: 17, column: 23, scope: !51)
!90 = !DILocation(line: 17, column: 3, scope: !51)
!91 = distinct !{!91, !54, !92, !79}
!92 = !DILocation(line: 22, column: 3, scope: !48)
!93 = !DILocation(line: 23, column: 1, scope: !26)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !95, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!95 = !DISubroutineType(types: !96)
!96 = !{!29}
!97 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 27, type: !29)
!98 = !DILocation(line: 27, column: 7, scope: !94)
!99 = !DILocalVariable(name: "j", scope: !94, file: !3, line: 27, type: !29)
!100 = !DILocation(line: 27, column: 10, scope: !94)
!101 = !DILocalVariable(name: "s", scope: !94, file: !3, line: 28, type: !5)
!102 = !DILocation(line: 28, column: 10, scope: !94)
!103 = !DILocation(line: 29, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !94, file: !3, line: 29, column: 3)
!105 = !DILocation(line: 29, column: 8, scope: !104)
!106 = !DILocation(line: 29, column: 15, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !3, line: 29, column: 3)
!108 = !DILocation(line: 29, column: 17, scope: !107)
!109 = !DILocation(line: 29, column: 3, scope: !104)
!110 = !DILocation(line: 30, column: 22, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !3, line: 29, column: 27)
!112 = !DILocation(line: 30, column: 24, scope: !111)
!113 = !DILocation(line: 30, column: 13, scope: !111)
!114 = !DILocation(line: 30, column: 29, scope: !111)
!115 = !DILocation(line: 30, column: 8, scope: !111)
!116 = !DILocation(line: 30, column: 5, scope: !111)
!117 = !DILocation(line: 30, column: 11, scope: !111)
!118 = !DILocation(line: 31, column: 12, scope: !119)
!119 = distinct !DILexicalBlock(scope: !111, file: !3, line: 31, column: 5)
!120 = !DILocation(line: 31, column: 10, scope: !119)
!121 = !DILocation(line: 31, column: 17, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !3, line: 31, column: 5)
!123 = !DILocation(line: 31, column: 19, scope: !122)
!124 = !DILocation(line: 31, column: 5, scope: !119)
!125 = !DILocation(line: 32, column: 18, scope: !122)
!126 = !DILocation(line: 32, column: 22, scope: !122)
!127 = !DILocation(line: 32, column: 20, scope: !122)
!128 = !DILocation(line: 32, column: 17, scope: !122)
!129 = !DILocation(line: 32, column: 46, scope: !122)
!130 = !DILocation(line: 32, column: 44, scope: !122)
!131 = !DILocation(line: 32, column: 50, scope: !122)
!132 = !DILocation(line: 32, column: 48, scope: !122)
!133 = !DILocation(line: 32, column: 33, scope: !122)
!134 = !DILocation(line: 32, column: 31, scope: !122)
!135 = !DILocation(line: 32, column: 56, scope: !122)
!136 = !DILocation(line: 32, column: 61, scope: !122)
!137 = !DILocation(line: 32, column: 58, scope: !122)
!138 = !DILocation(line: 32, column: 9, scope: !122)
!139 = !DILocation(line: 32, column: 7, scope: !122)
!140 = !DILocation(line: 32, column: 12, scope: !122)
!141 = !DILocation(line: 32, column: 15, scope: !122)
!142 = !DILocation(line: 31, column: 25, scope: !122)
!143 = !DILocation(line: 31, column: 5, scope: !122)
!144 = distinct !{!144, !124, !145, !79}
!145 = !DILocation(line: 32, column: 74, scope: !119)
!146 = !DILocation(line: 33, column: 3, scope: !111)
!147 = !DILocation(line: 29, column: 23, scope: !107)
!148 = !DILocation(line: 29, column: 3, scope: !107)
!149 = distinct !{!149, !109, !150, !79}
!150 = !DILocation(line: 33, column: 3, scope: !104)
!151 = !DILocation(line: 34, column: 3, scope: !94)
!152 = !DILocation(line: 35, column: 10, scope: !153)
!153 = distinct !DILexicalBlock(scope: !94, file: !3, line: 35, column: 3)
!154 = !DILocation(line: 35, column: 8, scope: !153)
!155 = !DILocation(line: 35, column: 15, scope: !156)
!156 = distinct !DILexicalBlock(scope: !153, file: !3, line: 35, column: 3)
!157 = !DILocation(line: 35, column: 17, scope: !156)
!158 = !DILocation(line: 35, column: 3, scope: !153)
!159 = !DILocation(line: 36, column: 13, scope: !156)
!160 = !DILocation(line: 36, column: 10, scope: !156)
!161 = !DILocation(line: 36, column: 7, scope: !156)
!162 = !DILocation(line: 36, column: 5, scope: !156)
!163 = !DILocation(line: 35, column: 23, scope: !156)
!164 = !DILocation(line: 35, column: 3, scope: !156)
!165 = distinct !{!165, !158, !166, !79}
!166 = !DILocation(line: 36, column: 14, scope: !153)
!167 = !DILocation(line: 37, column: 14, scope: !94)
!168 = !DILocation(line: 37, column: 12, scope: !94)
!169 = !DILocation(line: 38, column: 3, scope: !94)
