; ModuleID = 'irr_call.c'
source_filename = "irr_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mat = internal global [64 x [48 x double]] zeroinitializer, align 16, !dbg !0
@Sums = internal global [64 x double] zeroinitializer, align 16, !dbg !7
@Tri = internal global [64 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %3, metadata !34, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata double* %4, metadata !36, metadata !DIExpression()), !dbg !37
  store double 0.000000e+00, double* %4, align 8, !dbg !37
  store i32 0, i32* %2, align 4, !dbg !38
  br label %5, !dbg !40

5:                                                ; preds = %28, %0
  %6 = load i32, i32* %2, align 4, !dbg !41
  %7 = icmp slt i32 %6, 64, !dbg !43
  br i1 %7, label %8, label %31, !dbg !44

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !45
  br label %9, !dbg !47

9:                                                ; preds = %24, %8
  %10 = load i32, i32* %3, align 4, !dbg !48
  %11 = icmp slt i32 %10, 48, !dbg !50
  br i1 %11, label %12, label %27, !dbg !51

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !52
  %14 = load i32, i32* %3, align 4, !dbg !53
  %15 = add nsw i32 %13, %14, !dbg !54
  %16 = srem i32 %15, 8, !dbg !55
  %17 = sitofp i32 %16 to double, !dbg !56
  %18 = load i32, i32* %2, align 4, !dbg !57
  %19 = sext i32 %18 to i64, !dbg !58
  %20 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %19, !dbg !58
  %21 = load i32, i32* %3, align 4, !dbg !59
  %22 = sext i32 %21 to i64, !dbg !58
  %23 = getelementptr inbounds [48 x double], [48 x double]* %20, i64 0, i64 %22, !dbg !58
  store double %17, double* %23, align 8, !dbg !60
  br label %24, !dbg !58

24:                                               ; preds = %12
  %25 = load i32, i32* %3, align 4, !dbg !61
  %26 = add nsw i32 %25, 1, !dbg !61
  store i32 %26, i32* %3, align 4, !dbg !61
  br label %9, !dbg !62, !llvm.loop !63

27:                                               ; preds = %9
  br label %28, !dbg !64

28:                                               ; preds = %27
  %29 = load i32, i32* %2, align 4, !dbg !66
  %30 = add nsw i32 %29, 1, !dbg !66
  store i32 %30, i32* %2, align 4, !dbg !66
  br label %5, !dbg !67, !llvm.loop !68

31:                                               ; preds = %5
  store i32 0, i32* %2, align 4, !dbg !70
  br label %32, !dbg !72

32:                                               ; preds = %44, %31
  %33 = load i32, i32* %2, align 4, !dbg !73
  %34 = icmp slt i32 %33, 64, !dbg !75
  br i1 %34, label %35, label %47, !dbg !76

35:                                               ; preds = %32
  %36 = load i32, i32* %2, align 4, !dbg !77
  %37 = sext i32 %36 to i64, !dbg !78
  %38 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %37, !dbg !78
  %39 = getelementptr inbounds [48 x double], [48 x double]* %38, i64 0, i64 0, !dbg !78
  %40 = call double @row_sum(double* noundef %39, i32 noundef 48), !dbg !79
  %41 = load i32, i32* %2, align 4, !dbg !80
  %42 = sext i32 %41 to i64, !dbg !81
  %43 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %42, !dbg !81
  store double %40, double* %43, align 8, !dbg !82
  br label %44, !dbg !81

44:                                               ; preds = %35
  %45 = load i32, i32* %2, align 4, !dbg !83
  %46 = add nsw i32 %45, 1, !dbg !83
  store i32 %46, i32* %2, align 4, !dbg !83
  br label %32, !dbg !84, !llvm.loop !85

47:                                               ; preds = %32
  store i32 0, i32* %2, align 4, !dbg !87
  br label %48, !dbg !89

48:                                               ; preds = %72, %47
  %49 = load i32, i32* %2, align 4, !dbg !90
  %50 = icmp slt i32 %49, 64, !dbg !92
  br i1 %50, label %51, label %75, !dbg !93

51:                                               ; preds = %48
  %52 = load i32, i32* %2, align 4, !dbg !94
  %53 = sext i32 %52 to i64, !dbg !96
  %54 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %53, !dbg !96
  %55 = getelementptr inbounds [48 x double], [48 x double]* %54, i64 0, i64 0, !dbg !96
  call void @row_scale(double* noundef %55, i32 noundef 48, double noundef 5.000000e-01), !dbg !97
  %56 = load i32, i32* %2, align 4, !dbg !98
  %57 = sext i32 %56 to i64, !dbg !99
  %58 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %57, !dbg !99
  %59 = getelementptr inbounds [48 x double], [48 x double]* %58, i64 0, i64 0, !dbg !99
  %60 = load i32, i32* %2, align 4, !dbg !100
  %61 = icmp slt i32 %60, 48, !dbg !101
  br i1 %61, label %62, label %65, !dbg !100

62:                                               ; preds = %51
  %63 = load i32, i32* %2, align 4, !dbg !102
  %64 = add nsw i32 %63, 1, !dbg !103
  br label %66, !dbg !100

65:                                               ; preds = %51
  br label %66, !dbg !100

66:                                               ; preds = %65, %62
  %67 = phi i32 [ %64, %62 ], [ 48, %65 ], !dbg !100
  %68 = call double @row_sum(double* noundef %59, i32 noundef %67), !dbg !104
  %69 = load i32, i32* %2, align 4, !dbg !105
  %70 = sext i32 %69 to i64, !dbg !106
  %71 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %70, !dbg !106
  store double %68, double* %71, align 8, !dbg !107
  br label %72, !dbg !108

72:                                               ; preds = %66
  %73 = load i32, i32* %2, align 4, !dbg !109
  %74 = add nsw i32 %73, 1, !dbg !109
  store i32 %74, i32* %2, align 4, !dbg !109
  br label %48, !dbg !110, !llvm.loop !111

75:                                               ; preds = %48
  store i32 0, i32* %2, align 4, !dbg !113
  br label %76, !dbg !115

76:                                               ; preds = %91, %75
  %77 = load i32, i32* %2, align 4, !dbg !116
  %78 = icmp slt i32 %77, 64, !dbg !118
  br i1 %78, label %79, label %94, !dbg !119

79:                                               ; preds = %76
  %80 = load i32, i32* %2, align 4, !dbg !120
  %81 = sext i32 %80 to i64, !dbg !121
  %82 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %81, !dbg !121
  %83 = load double, double* %82, align 8, !dbg !121
  %84 = load i32, i32* %2, align 4, !dbg !122
  %85 = sext i32 %84 to i64, !dbg !123
  %86 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %85, !dbg !123
  %87 = load double, double* %86, align 8, !dbg !123
  %88 = fadd double %83, %87, !dbg !124
  %89 = load double, double* %4, align 8, !dbg !125
  %90 = fadd double %89, %88, !dbg !125
  store double %90, double* %4, align 8, !dbg !125
  br label %91, !dbg !126

91:                                               ; preds = %79
  %92 = load i32, i32* %2, align 4, !dbg !127
  %93 = add nsw i32 %92, 1, !dbg !127
  store i32 %93, i32* %2, align 4, !dbg !127
  br label %76, !dbg !128, !llvm.loop !129

94:                                               ; preds = %76
  %95 = load double, double* %4, align 8, !dbg !131
  store double %95, double* @checksum, align 8, !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @row_sum(double* noundef %0, i32 noundef %1) #0 !dbg !134 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !139, metadata !DIExpression()), !dbg !140
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !141, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.declare(metadata i32* %5, metadata !143, metadata !DIExpression()), !dbg !144
  call void @llvm.dbg.declare(metadata double* %6, metadata !145, metadata !DIExpression()), !dbg !146
  store double 0.000000e+00, double* %6, align 8, !dbg !146
  store i32 0, i32* %5, align 4, !dbg !147
  br label %7, !dbg !149

7:                                                ; preds = %19, %2
  %8 = load i32, i32* %5, align 4, !dbg !150
  %9 = load i32, i32* %4, align 4, !dbg !152
  %10 = icmp slt i32 %8, %9, !dbg !153
  br i1 %10, label %11, label %22, !dbg !154

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 8, !dbg !155
  %13 = load i32, i32* %5, align 4, !dbg !156
  %14 = sext i32 %13 to i64, !dbg !155
  %15 = getelementptr inbounds double, double* %12, i64 %14, !dbg !155
  %16 = load double, double* %15, align 8, !dbg !155
  %17 = load double, double* %6, align 8, !dbg !157
  %18 = fadd double %17, %16, !dbg !157
  store double %18, double* %6, align 8, !dbg !157
  br label %19, !dbg !158

19:                                               ; preds = %11
  %20 = load i32, i32* %5, align 4, !dbg !159
  %21 = add nsw i32 %20, 1, !dbg !159
  store i32 %21, i32* %5, align 4, !dbg !159
  br label %7, !dbg !160, !llvm.loop !161

22:                                               ; preds = %7
  %23 = load double, double* %6, align 8, !dbg !163
  ret double %23, !dbg !164
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @row_scale(double* noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !165 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !169, metadata !DIExpression()), !dbg !170
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !171, metadata !DIExpression()), !dbg !172
  store double %2, double* %6, align 8
  call void @llvm.dbg.declare(metadata double* %6, metadata !173, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.declare(metadata i32* %7, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 0, i32* %7, align 4, !dbg !177
  br label %8, !dbg !179

8:                                                ; preds = %20, %3
  %9 = load i32, i32* %7, align 4, !dbg !180
  %10 = load i32, i32* %5, align 4, !dbg !182
  %11 = icmp slt i32 %9, %10, !dbg !183
  br i1 %11, label %12, label %23, !dbg !184

12:                                               ; preds = %8
  %13 = load double, double* %6, align 8, !dbg !185
  %14 = load double*, double** %4, align 8, !dbg !186
  %15 = load i32, i32* %7, align 4, !dbg !187
  %16 = sext i32 %15 to i64, !dbg !186
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !186
  %18 = load double, double* %17, align 8, !dbg !188
  %19 = fmul double %18, %13, !dbg !188
  store double %19, double* %17, align 8, !dbg !188
  br label %20, !dbg !186

20:                                               ; preds = %12
  %21 = load i32, i32* %7, align 4, !dbg !189
  %22 = add nsw i32 %21, 1, !dbg !189
  store i32 %22, i32* %7, align 4, !dbg !189
  br label %8, !dbg !190, !llvm.loop !191

23:                                               ; preds = %8
  ret void, !dbg !193
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mat", scope: !2, file: !3, line: 7, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_call.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Sums", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Tri", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 196608, elements: !17)
!17 = !{!11, !18}
!18 = !DISubrange(count: 48)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !28, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{}
!32 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 30, type: !30)
!33 = !DILocation(line: 30, column: 7, scope: !27)
!34 = !DILocalVariable(name: "j", scope: !27, file: !3, line: 30, type: !30)
!35 = !DILocation(line: 30, column: 10, scope: !27)
!36 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 31, type: !5)
!37 = !DILocation(line: 31, column: 10, scope: !27)
!38 = !DILocation(line: 32, column: 10, scope: !39)
!39 = distinct !DILexicalBlock(scope: !27, file: !3, line: 32, column: 3)
!40 = !DILocation(line: 32, column: 8, scope: !39)
!41 = !DILocation(line: 32, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 32, column: 3)
!43 = !DILocation(line: 32, column: 17, scope: !42)
!44 = !DILocation(line: 32, column: 3, scope: !39)
!45 = !DILocation(line: 33, column: 12, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 33, column: 5)
!47 = !DILocation(line: 33, column: 10, scope: !46)
!48 = !DILocation(line: 33, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 33, column: 5)
!50 = !DILocation(line: 33, column: 19, scope: !49)
!51 = !DILocation(line: 33, column: 5, scope: !46)
!52 = !DILocation(line: 34, column: 29, scope: !49)
!53 = !DILocation(line: 34, column: 33, scope: !49)
!54 = !DILocation(line: 34, column: 31, scope: !49)
!55 = !DILocation(line: 34, column: 36, scope: !49)
!56 = !DILocation(line: 34, column: 19, scope: !49)
!57 = !DILocation(line: 34, column: 11, scope: !49)
!58 = !DILocation(line: 34, column: 7, scope: !49)
!59 = !DILocation(line: 34, column: 14, scope: !49)
!60 = !DILocation(line: 34, column: 17, scope: !49)
!61 = !DILocation(line: 33, column: 28, scope: !49)
!62 = !DILocation(line: 33, column: 5, scope: !49)
!63 = distinct !{!63, !51, !64, !65}
!64 = !DILocation(line: 34, column: 39, scope: !46)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 32, column: 26, scope: !42)
!67 = !DILocation(line: 32, column: 3, scope: !42)
!68 = distinct !{!68, !44, !69, !65}
!69 = !DILocation(line: 34, column: 39, scope: !39)
!70 = !DILocation(line: 35, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !27, file: !3, line: 35, column: 3)
!72 = !DILocation(line: 35, column: 8, scope: !71)
!73 = !DILocation(line: 35, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !3, line: 35, column: 3)
!75 = !DILocation(line: 35, column: 17, scope: !74)
!76 = !DILocation(line: 35, column: 3, scope: !71)
!77 = !DILocation(line: 36, column: 27, scope: !74)
!78 = !DILocation(line: 36, column: 23, scope: !74)
!79 = !DILocation(line: 36, column: 15, scope: !74)
!80 = !DILocation(line: 36, column: 10, scope: !74)
!81 = !DILocation(line: 36, column: 5, scope: !74)
!82 = !DILocation(line: 36, column: 13, scope: !74)
!83 = !DILocation(line: 35, column: 26, scope: !74)
!84 = !DILocation(line: 35, column: 3, scope: !74)
!85 = distinct !{!85, !76, !86, !65}
!86 = !DILocation(line: 36, column: 35, scope: !71)
!87 = !DILocation(line: 37, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !27, file: !3, line: 37, column: 3)
!89 = !DILocation(line: 37, column: 8, scope: !88)
!90 = !DILocation(line: 37, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 37, column: 3)
!92 = !DILocation(line: 37, column: 17, scope: !91)
!93 = !DILocation(line: 37, column: 3, scope: !88)
!94 = !DILocation(line: 38, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 37, column: 30)
!96 = !DILocation(line: 38, column: 15, scope: !95)
!97 = !DILocation(line: 38, column: 5, scope: !95)
!98 = !DILocation(line: 39, column: 26, scope: !95)
!99 = !DILocation(line: 39, column: 22, scope: !95)
!100 = !DILocation(line: 39, column: 30, scope: !95)
!101 = !DILocation(line: 39, column: 32, scope: !95)
!102 = !DILocation(line: 39, column: 41, scope: !95)
!103 = !DILocation(line: 39, column: 43, scope: !95)
!104 = !DILocation(line: 39, column: 14, scope: !95)
!105 = !DILocation(line: 39, column: 9, scope: !95)
!106 = !DILocation(line: 39, column: 5, scope: !95)
!107 = !DILocation(line: 39, column: 12, scope: !95)
!108 = !DILocation(line: 40, column: 3, scope: !95)
!109 = !DILocation(line: 37, column: 26, scope: !91)
!110 = !DILocation(line: 37, column: 3, scope: !91)
!111 = distinct !{!111, !93, !112, !65}
!112 = !DILocation(line: 40, column: 3, scope: !88)
!113 = !DILocation(line: 41, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !27, file: !3, line: 41, column: 3)
!115 = !DILocation(line: 41, column: 8, scope: !114)
!116 = !DILocation(line: 41, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !3, line: 41, column: 3)
!118 = !DILocation(line: 41, column: 17, scope: !117)
!119 = !DILocation(line: 41, column: 3, scope: !114)
!120 = !DILocation(line: 42, column: 15, scope: !117)
!121 = !DILocation(line: 42, column: 10, scope: !117)
!122 = !DILocation(line: 42, column: 24, scope: !117)
!123 = !DILocation(line: 42, column: 20, scope: !117)
!124 = !DILocation(line: 42, column: 18, scope: !117)
!125 = !DILocation(line: 42, column: 7, scope: !117)
!126 = !DILocation(line: 42, column: 5, scope: !117)
!127 = !DILocation(line: 41, column: 26, scope: !117)
!128 = !DILocation(line: 41, column: 3, scope: !117)
!129 = distinct !{!129, !119, !130, !65}
!130 = !DILocation(line: 42, column: 25, scope: !114)
!131 = !DILocation(line: 43, column: 14, scope: !27)
!132 = !DILocation(line: 43, column: 12, scope: !27)
!133 = !DILocation(line: 44, column: 3, scope: !27)
!134 = distinct !DISubprogram(name: "row_sum", scope: !3, file: !3, line: 12, type: !135, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!135 = !DISubroutineType(types: !136)
!136 = !{!5, !137, !30}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!139 = !DILocalVariable(name: "row", arg: 1, scope: !134, file: !3, line: 12, type: !137)
!140 = !DILocation(line: 12, column: 63, scope: !134)
!141 = !DILocalVariable(name: "len", arg: 2, scope: !134, file: !3, line: 12, type: !30)
!142 = !DILocation(line: 12, column: 72, scope: !134)
!143 = !DILocalVariable(name: "j", scope: !134, file: !3, line: 14, type: !30)
!144 = !DILocation(line: 14, column: 7, scope: !134)
!145 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 15, type: !5)
!146 = !DILocation(line: 15, column: 10, scope: !134)
!147 = !DILocation(line: 16, column: 10, scope: !148)
!148 = distinct !DILexicalBlock(scope: !134, file: !3, line: 16, column: 3)
!149 = !DILocation(line: 16, column: 8, scope: !148)
!150 = !DILocation(line: 16, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 16, column: 3)
!152 = !DILocation(line: 16, column: 19, scope: !151)
!153 = !DILocation(line: 16, column: 17, scope: !151)
!154 = !DILocation(line: 16, column: 3, scope: !148)
!155 = !DILocation(line: 17, column: 10, scope: !151)
!156 = !DILocation(line: 17, column: 14, scope: !151)
!157 = !DILocation(line: 17, column: 7, scope: !151)
!158 = !DILocation(line: 17, column: 5, scope: !151)
!159 = !DILocation(line: 16, column: 25, scope: !151)
!160 = !DILocation(line: 16, column: 3, scope: !151)
!161 = distinct !{!161, !154, !162, !65}
!162 = !DILocation(line: 17, column: 15, scope: !148)
!163 = !DILocation(line: 18, column: 10, scope: !134)
!164 = !DILocation(line: 18, column: 3, scope: !134)
!165 = distinct !DISubprogram(name: "row_scale", scope: !3, file: !3, line: 21, type: !166, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !31)
!166 = !DISubroutineType(types: !167)
!167 = !{null, !168, !30, !5}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!169 = !DILocalVariable(name: "row", arg: 1, scope: !165, file: !3, line: 21, type: !168)
!170 = !DILocation(line: 21, column: 57, scope: !165)
!171 = !DILocalVariable(name: "len", arg: 2, scope: !165, file: !3, line: 21, type: !30)
!172 = !DILocation(line: 21, column: 66, scope: !165)
!173 = !DILocalVariable(name: "f", arg: 3, scope: !165, file: !3, line: 21, type: !5)
!174 = !DILocation(line: 21, column: 78, scope: !165)
!175 = !DILocalVariable(name: "j", scope: !165, file: !3, line: 23, type: !30)
!176 = !DILocation(line: 23, column: 7, scope: !165)
!177 = !DILocation(line: 24, column: 10, scope: !178)
!178 = distinct !DILexicalBlock(scope: !165, file: !3, line: 24, column: 3)
!179 = !DILocation(line: 24, column: 8, scope: !178)
!180 = !DILocation(line: 24, column: 15, scope: !181)
!181 = distinct !DILexicalBlock(scope: !178, file: !3, line: 24, column: 3)
!182 = !DILocation(line: 24, column: 19, scope: !181)
!183 = !DILocation(line: 24, column: 17, scope: !181)
!184 = !DILocation(line: 24, column: 3, scope: !178)
!185 = !DILocation(line: 25, column: 15, scope: !181)
!186 = !DILocation(line: 25, column: 5, scope: !181)
!187 = !DILocation(line: 25, column: 9, scope: !181)
!188 = !DILocation(line: 25, column: 12, scope: !181)
!189 = !DILocation(line: 24, column: 25, scope: !181)
!190 = !DILocation(line: 24, column: 3, scope: !181)
!191 = distinct !{!191, !184, !192, !65}
!192 = !DILocation(line: 25, column: 15, scope: !178)
!193 = !DILocation(line: 26, column: 1, scope: !165)
