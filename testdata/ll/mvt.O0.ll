; ModuleID = 'mvt.c'
source_filename = "mvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X1 = internal global [96 x double] zeroinitializer, align 16, !dbg !0
@A = internal global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Y1 = internal global [96 x double] zeroinitializer, align 16, !dbg !16
@X2 = internal global [96 x double] zeroinitializer, align 16, !dbg !12
@Y2 = internal global [96 x double] zeroinitializer, align 16, !dbg !18
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_mvt() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !34, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.declare(metadata i32* %2, metadata !37, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %1, align 4, !dbg !39
  br label %3, !dbg !41

3:                                                ; preds = %34, %0
  %4 = load i32, i32* %1, align 4, !dbg !42
  %5 = icmp ult i32 %4, 96, !dbg !44
  br i1 %5, label %6, label %37, !dbg !45

6:                                                ; preds = %3
  store i32 0, i32* %2, align 4, !dbg !46
  br label %7, !dbg !48

7:                                                ; preds = %30, %6
  %8 = load i32, i32* %2, align 4, !dbg !49
  %9 = icmp ult i32 %8, 96, !dbg !51
  br i1 %9, label %10, label %33, !dbg !52

10:                                               ; preds = %7
  %11 = load i32, i32* %1, align 4, !dbg !53
  %12 = zext i32 %11 to i64, !dbg !54
  %13 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %12, !dbg !54
  %14 = load double, double* %13, align 8, !dbg !54
  %15 = load i32, i32* %1, align 4, !dbg !55
  %16 = zext i32 %15 to i64, !dbg !56
  %17 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %16, !dbg !56
  %18 = load i32, i32* %2, align 4, !dbg !57
  %19 = zext i32 %18 to i64, !dbg !56
  %20 = getelementptr inbounds [96 x double], [96 x double]* %17, i64 0, i64 %19, !dbg !56
  %21 = load double, double* %20, align 8, !dbg !56
  %22 = load i32, i32* %2, align 4, !dbg !58
  %23 = zext i32 %22 to i64, !dbg !59
  %24 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %23, !dbg !59
  %25 = load double, double* %24, align 8, !dbg !59
  %26 = call double @llvm.fmuladd.f64(double %21, double %25, double %14), !dbg !60
  %27 = load i32, i32* %1, align 4, !dbg !61
  %28 = zext i32 %27 to i64, !dbg !62
  %29 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %28, !dbg !62
  store double %26, double* %29, align 8, !dbg !63
  br label %30, !dbg !62

30:                                               ; preds = %10
  %31 = load i32, i32* %2, align 4, !dbg !64
  %32 = add i32 %31, 1, !dbg !64
  store i32 %32, i32* %2, align 4, !dbg !64
  br label %7, !dbg !65, !llvm.loop !66

33:                                               ; preds = %7
  br label %34, !dbg !67

34:                                               ; preds = %33
  %35 = load i32, i32* %1, align 4, !dbg !69
  %36 = add i32 %35, 1, !dbg !69
  store i32 %36, i32* %1, align 4, !dbg !69
  br label %3, !dbg !70, !llvm.loop !71

37:                                               ; preds = %3
  store i32 0, i32* %1, align 4, !dbg !73
  br label %38, !dbg !75

38:                                               ; preds = %69, %37
  %39 = load i32, i32* %1, align 4, !dbg !76
  %40 = icmp ult i32 %39, 96, !dbg !78
  br i1 %40, label %41, label %72, !dbg !79

41:                                               ; preds = %38
  store i32 0, i32* %2, align 4, !dbg !80
  br label %42, !dbg !82

42:                                               ; preds = %65, %41
  %43 = load i32, i32* %2, align 4, !dbg !83
  %44 = icmp ult i32 %43, 96, !dbg !85
  br i1 %44, label %45, label %68, !dbg !86

45:                                               ; preds = %42
  %46 = load i32, i32* %1, align 4, !dbg !87
  %47 = zext i32 %46 to i64, !dbg !88
  %48 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %47, !dbg !88
  %49 = load double, double* %48, align 8, !dbg !88
  %50 = load i32, i32* %2, align 4, !dbg !89
  %51 = zext i32 %50 to i64, !dbg !90
  %52 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %51, !dbg !90
  %53 = load i32, i32* %1, align 4, !dbg !91
  %54 = zext i32 %53 to i64, !dbg !90
  %55 = getelementptr inbounds [96 x double], [96 x double]* %52, i64 0, i64 %54, !dbg !90
  %56 = load double, double* %55, align 8, !dbg !90
  %57 = load i32, i32* %2, align 4, !dbg !92
  %58 = zext i32 %57 to i64, !dbg !93
  %59 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %58, !dbg !93
  %60 = load double, double* %59, align 8, !dbg !93
  %61 = call double @llvm.fmuladd.f64(double %56, double %60, double %49), !dbg !94
  %62 = load i32, i32* %1, align 4, !dbg !95
  %63 = zext i32 %62 to i64, !dbg !96
  %64 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %63, !dbg !96
  store double %61, double* %64, align 8, !dbg !97
  br label %65, !dbg !96

65:                                               ; preds = %45
  %66 = load i32, i32* %2, align 4, !dbg !98
  %67 = add i32 %66, 1, !dbg !98
  store i32 %67, i32* %2, align 4, !dbg !98
  br label %42, !dbg !99, !llvm.loop !100

68:                                               ; preds = %42
  br label %69, !dbg !101

69:                                               ; preds = %68
  %70 = load i32, i32* %1, align 4, !dbg !102
  %71 = add i32 %70, 1, !dbg !102
  store i32 %71, i32* %1, align 4, !dbg !102
  br label %38, !dbg !103, !llvm.loop !104

72:                                               ; preds = %38
  ret void, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !107 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !111, metadata !DIExpression()), !dbg !112
  call void @llvm.dbg.declare(metadata i32* %3, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.declare(metadata double* %4, metadata !115, metadata !DIExpression()), !dbg !116
  store double 0.000000e+00, double* %4, align 8, !dbg !116
  store i32 0, i32* %2, align 4, !dbg !117
  br label %5, !dbg !119

5:                                                ; preds = %55, %0
  %6 = load i32, i32* %2, align 4, !dbg !120
  %7 = icmp ult i32 %6, 96, !dbg !122
  br i1 %7, label %8, label %58, !dbg !123

8:                                                ; preds = %5
  %9 = load i32, i32* %2, align 4, !dbg !124
  %10 = urem i32 %9, 3, !dbg !126
  %11 = uitofp i32 %10 to double, !dbg !127
  %12 = load i32, i32* %2, align 4, !dbg !128
  %13 = zext i32 %12 to i64, !dbg !129
  %14 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %13, !dbg !129
  store double %11, double* %14, align 8, !dbg !130
  %15 = load i32, i32* %2, align 4, !dbg !131
  %16 = urem i32 %15, 5, !dbg !132
  %17 = uitofp i32 %16 to double, !dbg !133
  %18 = load i32, i32* %2, align 4, !dbg !134
  %19 = zext i32 %18 to i64, !dbg !135
  %20 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %19, !dbg !135
  store double %17, double* %20, align 8, !dbg !136
  %21 = load i32, i32* %2, align 4, !dbg !137
  %22 = add i32 %21, 1, !dbg !138
  %23 = uitofp i32 %22 to double, !dbg !139
  %24 = fdiv double 1.000000e+00, %23, !dbg !140
  %25 = load i32, i32* %2, align 4, !dbg !141
  %26 = zext i32 %25 to i64, !dbg !142
  %27 = getelementptr inbounds [96 x double], [96 x double]* @Y1, i64 0, i64 %26, !dbg !142
  store double %24, double* %27, align 8, !dbg !143
  %28 = load i32, i32* %2, align 4, !dbg !144
  %29 = add i32 %28, 2, !dbg !145
  %30 = uitofp i32 %29 to double, !dbg !146
  %31 = fdiv double 2.000000e+00, %30, !dbg !147
  %32 = load i32, i32* %2, align 4, !dbg !148
  %33 = zext i32 %32 to i64, !dbg !149
  %34 = getelementptr inbounds [96 x double], [96 x double]* @Y2, i64 0, i64 %33, !dbg !149
  store double %31, double* %34, align 8, !dbg !150
  store i32 0, i32* %3, align 4, !dbg !151
  br label %35, !dbg !153

35:                                               ; preds = %51, %8
  %36 = load i32, i32* %3, align 4, !dbg !154
  %37 = icmp ult i32 %36, 96, !dbg !156
  br i1 %37, label %38, label %54, !dbg !157

38:                                               ; preds = %35
  %39 = load i32, i32* %2, align 4, !dbg !158
  %40 = load i32, i32* %3, align 4, !dbg !159
  %41 = mul i32 %39, %40, !dbg !160
  %42 = urem i32 %41, 96, !dbg !161
  %43 = uitofp i32 %42 to double, !dbg !162
  %44 = fdiv double %43, 9.600000e+01, !dbg !163
  %45 = load i32, i32* %2, align 4, !dbg !164
  %46 = zext i32 %45 to i64, !dbg !165
  %47 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @A, i64 0, i64 %46, !dbg !165
  %48 = load i32, i32* %3, align 4, !dbg !166
  %49 = zext i32 %48 to i64, !dbg !165
  %50 = getelementptr inbounds [96 x double], [96 x double]* %47, i64 0, i64 %49, !dbg !165
  store double %44, double* %50, align 8, !dbg !167
  br label %51, !dbg !165

51:                                               ; preds = %38
  %52 = load i32, i32* %3, align 4, !dbg !168
  %53 = add i32 %52, 1, !dbg !168
  store i32 %53, i32* %3, align 4, !dbg !168
  br label %35, !dbg !169, !llvm.loop !170

54:                                               ; preds = %35
  br label %55, !dbg !172

55:                                               ; preds = %54
  %56 = load i32, i32* %2, align 4, !dbg !173
  %57 = add i32 %56, 1, !dbg !173
  store i32 %57, i32* %2, align 4, !dbg !173
  br label %5, !dbg !174, !llvm.loop !175

58:                                               ; preds = %5
  call void @kernel_mvt(), !dbg !177
  store i32 0, i32* %2, align 4, !dbg !178
  br label %59, !dbg !180

59:                                               ; preds = %74, %58
  %60 = load i32, i32* %2, align 4, !dbg !181
  %61 = icmp ult i32 %60, 96, !dbg !183
  br i1 %61, label %62, label %77, !dbg !184

62:                                               ; preds = %59
  %63 = load i32, i32* %2, align 4, !dbg !185
  %64 = zext i32 %63 to i64, !dbg !186
  %65 = getelementptr inbounds [96 x double], [96 x double]* @X1, i64 0, i64 %64, !dbg !186
  %66 = load double, double* %65, align 8, !dbg !186
  %67 = load i32, i32* %2, align 4, !dbg !187
  %68 = zext i32 %67 to i64, !dbg !188
  %69 = getelementptr inbounds [96 x double], [96 x double]* @X2, i64 0, i64 %68, !dbg !188
  %70 = load double, double* %69, align 8, !dbg !188
  %71 = fadd double %66, %70, !dbg !189
  %72 = load double, double* %4, align 8, !dbg !190
  %73 = fadd double %72, %71, !dbg !190
  store double %73, double* %4, align 8, !dbg !190
  br label %74, !dbg !191

74:                                               ; preds = %62
  %75 = load i32, i32* %2, align 4, !dbg !192
  %76 = add i32 %75, 1, !dbg !192
  store i32 %76, i32* %2, align 4, !dbg !192
  br label %59, !dbg !193, !llvm.loop !194

77:                                               ; preds = %59
  %78 = load double, double* %4, align 8, !dbg !196
  store double %78, double* @checksum, align 8, !dbg !197
  ret i32 0, !dbg !198
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16, !18, !20}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y1", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "Y2", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!22 = !{i32 7, !"Dwarf Version", i32 4}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "kernel_mvt", scope: !3, file: !3, line: 12, type: !31, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{}
!34 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 14, type: !35)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 14, column: 12, scope: !30)
!37 = !DILocalVariable(name: "j", scope: !30, file: !3, line: 14, type: !35)
!38 = !DILocation(line: 14, column: 15, scope: !30)
!39 = !DILocation(line: 15, column: 10, scope: !40)
!40 = distinct !DILexicalBlock(scope: !30, file: !3, line: 15, column: 3)
!41 = !DILocation(line: 15, column: 8, scope: !40)
!42 = !DILocation(line: 15, column: 15, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !3, line: 15, column: 3)
!44 = !DILocation(line: 15, column: 17, scope: !43)
!45 = !DILocation(line: 15, column: 3, scope: !40)
!46 = !DILocation(line: 16, column: 12, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 16, column: 5)
!48 = !DILocation(line: 16, column: 10, scope: !47)
!49 = !DILocation(line: 16, column: 17, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 16, column: 5)
!51 = !DILocation(line: 16, column: 19, scope: !50)
!52 = !DILocation(line: 16, column: 5, scope: !47)
!53 = !DILocation(line: 17, column: 18, scope: !50)
!54 = !DILocation(line: 17, column: 15, scope: !50)
!55 = !DILocation(line: 17, column: 25, scope: !50)
!56 = !DILocation(line: 17, column: 23, scope: !50)
!57 = !DILocation(line: 17, column: 28, scope: !50)
!58 = !DILocation(line: 17, column: 36, scope: !50)
!59 = !DILocation(line: 17, column: 33, scope: !50)
!60 = !DILocation(line: 17, column: 21, scope: !50)
!61 = !DILocation(line: 17, column: 10, scope: !50)
!62 = !DILocation(line: 17, column: 7, scope: !50)
!63 = !DILocation(line: 17, column: 13, scope: !50)
!64 = !DILocation(line: 16, column: 25, scope: !50)
!65 = !DILocation(line: 16, column: 5, scope: !50)
!66 = distinct !{!66, !52, !67, !68}
!67 = !DILocation(line: 17, column: 37, scope: !47)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 15, column: 23, scope: !43)
!70 = !DILocation(line: 15, column: 3, scope: !43)
!71 = distinct !{!71, !45, !72, !68}
!72 = !DILocation(line: 17, column: 37, scope: !40)
!73 = !DILocation(line: 18, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !30, file: !3, line: 18, column: 3)
!75 = !DILocation(line: 18, column: 8, scope: !74)
!76 = !DILocation(line: 18, column: 15, scope: !77)
!77 = distinct !DILexicalBlock(scope: !74, file: !3, line: 18, column: 3)
!78 = !DILocation(line: 18, column: 17, scope: !77)
!79 = !DILocation(line: 18, column: 3, scope: !74)
!80 = !DILocation(line: 19, column: 12, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 19, column: 5)
!82 = !DILocation(line: 19, column: 10, scope: !81)
!83 = !DILocation(line: 19, column: 17, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 19, column: 5)
!85 = !DILocation(line: 19, column: 19, scope: !84)
!86 = !DILocation(line: 19, column: 5, scope: !81)
!87 = !DILocation(line: 20, column: 18, scope: !84)
!88 = !DILocation(line: 20, column: 15, scope: !84)
!89 = !DILocation(line: 20, column: 25, scope: !84)
!90 = !DILocation(line: 20, column: 23, scope: !84)
!91 = !DILocation(line: 20, column: 28, scope: !84)
!92 = !DILocation(line: 20, column: 36, scope: !84)
!93 = !DILocation(line: 20, column: 33, scope: !84)
!94 = !DILocation(line: 20, column: 21, scope: !84)
!95 = !DILocation(line: 20, column: 10, scope: !84)
!96 = !DILocation(line: 20, column: 7, scope: !84)
!97 = !DILocation(line: 20, column: 13, scope: !84)
!98 = !DILocation(line: 19, column: 25, scope: !84)
!99 = !DILocation(line: 19, column: 5, scope: !84)
!100 = distinct !{!100, !86, !101, !68}
!101 = !DILocation(line: 20, column: 37, scope: !81)
!102 = !DILocation(line: 18, column: 23, scope: !77)
!103 = !DILocation(line: 18, column: 3, scope: !77)
!104 = distinct !{!104, !79, !105, !68}
!105 = !DILocation(line: 20, column: 37, scope: !74)
!106 = !DILocation(line: 21, column: 1, scope: !30)
!107 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !108, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!108 = !DISubroutineType(types: !109)
!109 = !{!110}
!110 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!111 = !DILocalVariable(name: "i", scope: !107, file: !3, line: 25, type: !35)
!112 = !DILocation(line: 25, column: 12, scope: !107)
!113 = !DILocalVariable(name: "j", scope: !107, file: !3, line: 25, type: !35)
!114 = !DILocation(line: 25, column: 15, scope: !107)
!115 = !DILocalVariable(name: "s", scope: !107, file: !3, line: 26, type: !5)
!116 = !DILocation(line: 26, column: 10, scope: !107)
!117 = !DILocation(line: 27, column: 10, scope: !118)
!118 = distinct !DILexicalBlock(scope: !107, file: !3, line: 27, column: 3)
!119 = !DILocation(line: 27, column: 8, scope: !118)
!120 = !DILocation(line: 27, column: 15, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 27, column: 3)
!122 = !DILocation(line: 27, column: 17, scope: !121)
!123 = !DILocation(line: 27, column: 3, scope: !118)
!124 = !DILocation(line: 28, column: 22, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 27, column: 27)
!126 = !DILocation(line: 28, column: 24, scope: !125)
!127 = !DILocation(line: 28, column: 13, scope: !125)
!128 = !DILocation(line: 28, column: 8, scope: !125)
!129 = !DILocation(line: 28, column: 5, scope: !125)
!130 = !DILocation(line: 28, column: 11, scope: !125)
!131 = !DILocation(line: 29, column: 22, scope: !125)
!132 = !DILocation(line: 29, column: 24, scope: !125)
!133 = !DILocation(line: 29, column: 13, scope: !125)
!134 = !DILocation(line: 29, column: 8, scope: !125)
!135 = !DILocation(line: 29, column: 5, scope: !125)
!136 = !DILocation(line: 29, column: 11, scope: !125)
!137 = !DILocation(line: 30, column: 28, scope: !125)
!138 = !DILocation(line: 30, column: 30, scope: !125)
!139 = !DILocation(line: 30, column: 19, scope: !125)
!140 = !DILocation(line: 30, column: 17, scope: !125)
!141 = !DILocation(line: 30, column: 8, scope: !125)
!142 = !DILocation(line: 30, column: 5, scope: !125)
!143 = !DILocation(line: 30, column: 11, scope: !125)
!144 = !DILocation(line: 31, column: 28, scope: !125)
!145 = !DILocation(line: 31, column: 30, scope: !125)
!146 = !DILocation(line: 31, column: 19, scope: !125)
!147 = !DILocation(line: 31, column: 17, scope: !125)
!148 = !DILocation(line: 31, column: 8, scope: !125)
!149 = !DILocation(line: 31, column: 5, scope: !125)
!150 = !DILocation(line: 31, column: 11, scope: !125)
!151 = !DILocation(line: 32, column: 12, scope: !152)
!152 = distinct !DILexicalBlock(scope: !125, file: !3, line: 32, column: 5)
!153 = !DILocation(line: 32, column: 10, scope: !152)
!154 = !DILocation(line: 32, column: 17, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 32, column: 5)
!156 = !DILocation(line: 32, column: 19, scope: !155)
!157 = !DILocation(line: 32, column: 5, scope: !152)
!158 = !DILocation(line: 33, column: 27, scope: !155)
!159 = !DILocation(line: 33, column: 31, scope: !155)
!160 = !DILocation(line: 33, column: 29, scope: !155)
!161 = !DILocation(line: 33, column: 34, scope: !155)
!162 = !DILocation(line: 33, column: 17, scope: !155)
!163 = !DILocation(line: 33, column: 39, scope: !155)
!164 = !DILocation(line: 33, column: 9, scope: !155)
!165 = !DILocation(line: 33, column: 7, scope: !155)
!166 = !DILocation(line: 33, column: 12, scope: !155)
!167 = !DILocation(line: 33, column: 15, scope: !155)
!168 = !DILocation(line: 32, column: 25, scope: !155)
!169 = !DILocation(line: 32, column: 5, scope: !155)
!170 = distinct !{!170, !157, !171, !68}
!171 = !DILocation(line: 33, column: 41, scope: !152)
!172 = !DILocation(line: 34, column: 3, scope: !125)
!173 = !DILocation(line: 27, column: 23, scope: !121)
!174 = !DILocation(line: 27, column: 3, scope: !121)
!175 = distinct !{!175, !123, !176, !68}
!176 = !DILocation(line: 34, column: 3, scope: !118)
!177 = !DILocation(line: 35, column: 3, scope: !107)
!178 = !DILocation(line: 36, column: 10, scope: !179)
!179 = distinct !DILexicalBlock(scope: !107, file: !3, line: 36, column: 3)
!180 = !DILocation(line: 36, column: 8, scope: !179)
!181 = !DILocation(line: 36, column: 15, scope: !182)
!182 = distinct !DILexicalBlock(scope: !179, file: !3, line: 36, column: 3)
!183 = !DILocation(line: 36, column: 17, scope: !182)
!184 = !DILocation(line: 36, column: 3, scope: !179)
!185 = !DILocation(line: 37, column: 13, scope: !182)
!186 = !DILocation(line: 37, column: 10, scope: !182)
!187 = !DILocation(line: 37, column: 21, scope: !182)
!188 = !DILocation(line: 37, column: 18, scope: !182)
!189 = !DILocation(line: 37, column: 16, scope: !182)
!190 = !DILocation(line: 37, column: 7, scope: !182)
!191 = !DILocation(line: 37, column: 5, scope: !182)
!192 = !DILocation(line: 36, column: 23, scope: !182)
!193 = !DILocation(line: 36, column: 3, scope: !182)
!194 = distinct !{!194, !184, !195, !68}
!195 = !DILocation(line: 37, column: 22, scope: !179)
!196 = !DILocation(line: 38, column: 14, scope: !107)
!197 = !DILocation(line: 38, column: 12, scope: !107)
!198 = !DILocation(line: 39, column: 3, scope: !107)
