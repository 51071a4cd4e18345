; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_jacobi2d([64 x double]* noundef %0, [64 x double]* noundef %1) #0 !dbg !22 {
  %3 = alloca [64 x double]*, align 8
  %4 = alloca [64 x double]*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store [64 x double]* %0, [64 x double]** %3, align 8
  call void @llvm.dbg.declare(metadata [64 x double]** %3, metadata !29, metadata !DIExpression()), !dbg !30
  store [64 x double]* %1, [64 x double]** %4, align 8
  call void @llvm.dbg.declare(metadata [64 x double]** %4, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %5, metadata !33, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.declare(metadata i32* %6, metadata !36, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* %7, metadata !38, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %5, align 4, !dbg !40
  br label %8, !dbg !42

8:                                                ; preds = %115, %2
  %9 = load i32, i32* %5, align 4, !dbg !43
  %10 = icmp slt i32 %9, 10, !dbg !45
  br i1 %10, label %11, label %118, !dbg !46

11:                                               ; preds = %8
  store i32 1, i32* %6, align 4, !dbg !47
  br label %12, !dbg !50

12:                                               ; preds = %80, %11
  %13 = load i32, i32* %6, align 4, !dbg !51
  %14 = icmp slt i32 %13, 63, !dbg !53
  br i1 %14, label %15, label %83, !dbg !54

15:                                               ; preds = %12
  store i32 1, i32* %7, align 4, !dbg !55
  br label %16, !dbg !57

16:                                               ; preds = %76, %15
  %17 = load i32, i32* %7, align 4, !dbg !58
  %18 = icmp slt i32 %17, 63, !dbg !60
  br i1 %18, label %19, label %79, !dbg !61

19:                                               ; preds = %16
  %20 = load [64 x double]*, [64 x double]** %3, align 8, !dbg !62
  %21 = load i32, i32* %6, align 4, !dbg !63
  %22 = sext i32 %21 to i64, !dbg !62
  %23 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 %22, !dbg !62
  %24 = load i32, i32* %7, align 4, !dbg !64
  %25 = sext i32 %24 to i64, !dbg !62
  %26 = getelementptr inbounds [64 x double], [64 x double]* %23, i64 0, i64 %25, !dbg !62
  %27 = load double, double* %26, align 8, !dbg !62
  %28 = load [64 x double]*, [64 x double]** %3, align 8, !dbg !65
  %29 = load i32, i32* %6, align 4, !dbg !66
  %30 = sub nsw i32 %29, 1, !dbg !67
  %31 = sext i32 %30 to i64, !dbg !65
  %32 = getelementptr inbounds [64 x double], [64 x double]* %28, i64 %31, !dbg !65
  %33 = load i32, i32* %7, align 4, !dbg !68
  %34 = sext i32 %33 to i64, !dbg !65
  %35 = getelementptr inbounds [64 x double], [64 x double]* %32, i64 0, i64 %34, !dbg !65
  %36 = load double, double* %35, align 8, !dbg !65
  %37 = fadd double %27, %36, !dbg !69
  %38 = load [64 x double]*, [64 x double]** %3, align 8, !dbg !70
  %39 = load i32, i32* %6, align 4, !dbg !71
  %40 = add nsw i32 %39, 1, !dbg !72
  %41 = sext i32 %40 to i64, !dbg !70
  %42 = getelementptr inbounds [64 x double], [64 x double]* %38, i64 %41, !dbg !70
  %43 = load i32, i32* %7, align 4, !dbg !73
  %44 = sext i32 %43 to i64, !dbg !70
  %45 = getelementptr inbounds [64 x double], [64 x double]* %42, i64 0, i64 %44, !dbg !70
  %46 = load double, double* %45, align 8, !dbg !70
  %47 = fadd double %37, %46, !dbg !74
  %48 = load [64 x double]*, [64 x double]** %3, align 8, !dbg !75
  %49 = load i32, i32* %6, align 4, !dbg !76
  %50 = sext i32 %49 to i64, !dbg !75
  %51 = getelementptr inbounds [64 x double], [64 x double]* %48, i64 %50, !dbg !75
  %52 = load i32, i32* %7, align 4, !dbg !77
  %53 = sub nsw i32 %52, 1, !dbg !78
  %54 = sext i32 %53 to i64, !dbg !75
  %55 = getelementptr inbounds [64 x double], [64 x double]* %51, i64 0, i64 %54, !dbg !75
  %56 = load double, double* %55, align 8, !dbg !75
  %57 = fadd double %47, %56, !dbg !79
  %58 = load [64 x double]*, [64 x double]** %3, align 8, !dbg !80
  %59 = load i32, i32* %6, align 4, !dbg !81
  %60 = sext i32 %59 to i64, !dbg !80
  %61 = getelementptr inbounds [64 x double], [64 x double]* %58, i64 %60, !dbg !80
  %62 = load i32, i32* %7, align 4, !dbg !82
  %63 = add nsw i32 %62, 1, !dbg !83
  %64 = sext i32 %63 to i64, !dbg !80
  %65 = getelementptr inbounds [64 x double], [64 x double]* %61, i64 0, i64 %64, !dbg !80
  %66 = load double, double* %65, align 8, !dbg !80
  %67 = fadd double %57, %66, !dbg !84
  %68 = fmul double 2.000000e-01, %67, !dbg !85
  %69 = load [64 x double]*, [64 x double]** %4, align 8, !dbg !86
  %70 = load i32, i32* %6, align 4, !dbg !87
  %71 = sext i32 %70 to i64, !dbg !86
  %72 = getelementptr inbounds [64 x double], [64 x double]* %69, i64 %71, !dbg !86
  %73 = load i32, i32* %7, align 4, !dbg !88
  %74 = sext i32 %73 to i64, !dbg !86
  %75 = getelementptr inbounds [64 x double], [64 x double]* %72, i64 0, i64 %74, !dbg !86
  store double %68, double* %75, align 8, !dbg !89
  br label %76, !dbg !86

76:                                               ; preds = %19
  %77 = load i32, i32* %7, align 4, !dbg !90
  %78 = add nsw i32 %77, 1, !dbg !90
  store i32 %78, i32* %7, align 4, !dbg !90
  br label %16, !dbg !91, !llvm.loop !92

79:                                               ; preds = %16
  br label %80, !dbg !93

80:                                               ; preds = %79
  %81 = load i32, i32* %6, align 4, !dbg !95
  %82 = add nsw i32 %81, 1, !dbg !95
  store i32 %82, i32* %6, align 4, !dbg !95
  br label %12, !dbg !96, !llvm.loop !97

83:                                               ; preds = %12
  store i32 1, i32* %6, align 4, !dbg !99
  br label %84, !dbg !101

84:                                               ; preds = %111, %83
  %85 = load i32, i32* %6, align 4, !dbg !102
  %86 = icmp slt i32 %85, 63, !dbg !104
  br i1 %86, label %87, label %114, !dbg !105

87:                                               ; preds = %84
  store i32 1, i32* %7, align 4, !dbg !106
  br label %88, !dbg !108

88:                                               ; preds = %107, %87
  %89 = load i32, i32* %7, align 4, !dbg !109
  %90 = icmp slt i32 %89, 63, !dbg !111
  br i1 %90, label %91, label %110, !dbg !112

91:                                               ; preds = %88
  %92 = load [64 x double]*, [64 x double]** %4, align 8, !dbg !113
  %93 = load i32, i32* %6, align 4, !dbg !114
  %94 = sext i32 %93 to i64, !dbg !113
  %95 = getelementptr inbounds [64 x double], [64 x double]* %92, i64 %94, !dbg !113
  %96 = load i32, i32* %7, align 4, !dbg !115
  %97 = sext i32 %96 to i64, !dbg !113
  %98 = getelementptr inbounds [64 x double], [64 x double]* %95, i64 0, i64 %97, !dbg !113
  %99 = load double, double* %98, align 8, !dbg !113
  %100 = load [64 x double]*, [64 x double]** %3, align 8, !dbg !116
  %101 = load i32, i32* %6, align 4, !dbg !117
  %102 = sext i32 %101 to i64, !dbg !116
  %103 = getelementptr inbounds [64 x double], [64 x double]* %100, i64 %102, !dbg !116
  %104 = load i32, i32* %7, align 4, !dbg !118
  %105 = sext i32 %104 to i64, !dbg !116
  %106 = getelementptr inbounds [64 x double], [64 x double]* %103, i64 0, i64 %105, !dbg !116
  store double %99, double* %106, align 8, !dbg !119
  br label %107, !dbg !116

107:                                              ; preds = %91
  %108 = load i32, i32* %7, align 4, !dbg !120
  %109 = add nsw i32 %108, 1, !dbg !120
  store i32 %109, i32* %7, align 4, !dbg !120
  br label %88, !dbg !121, !llvm.loop !122

110:                                              ; preds = %88
  br label %111, !dbg !123

111:                                              ; preds = %110
  %112 = load i32, i32* %6, align 4, !dbg !124
  %113 = add nsw i32 %112, 1, !dbg !124
  store i32 %113, i32* %6, align 4, !dbg !124
  br label %84, !dbg !125, !llvm.loop !126

114:                                              ; preds = %84
  br label %115, !dbg !128

115:                                              ; preds = %114
  %116 = load i32, i32* %5, align 4, !dbg !129
  %117 = add nsw i32 %116, 1, !dbg !129
  store i32 %117, i32* %5, align 4, !dbg !129
  br label %8, !dbg !130, !llvm.loop !131

118:                                              ; preds = %8
  ret void, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !134 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !137, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.declare(metadata i32* %3, metadata !139, metadata !DIExpression()), !dbg !140
  call void @llvm.dbg.declare(metadata double* %4, metadata !141, metadata !DIExpression()), !dbg !142
  store double 0.000000e+00, double* %4, align 8, !dbg !142
  store i32 0, i32* %2, align 4, !dbg !143
  br label %5, !dbg !145

5:                                                ; preds = %34, %0
  %6 = load i32, i32* %2, align 4, !dbg !146
  %7 = icmp slt i32 %6, 64, !dbg !148
  br i1 %7, label %8, label %37, !dbg !149

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !150
  br label %9, !dbg !152

9:                                                ; preds = %30, %8
  %10 = load i32, i32* %3, align 4, !dbg !153
  %11 = icmp slt i32 %10, 64, !dbg !155
  br i1 %11, label %12, label %33, !dbg !156

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !157
  %14 = load i32, i32* %3, align 4, !dbg !159
  %15 = mul nsw i32 %13, %14, !dbg !160
  %16 = srem i32 %15, 10, !dbg !161
  %17 = sitofp i32 %16 to double, !dbg !162
  %18 = load i32, i32* %2, align 4, !dbg !163
  %19 = sext i32 %18 to i64, !dbg !164
  %20 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %19, !dbg !164
  %21 = load i32, i32* %3, align 4, !dbg !165
  %22 = sext i32 %21 to i64, !dbg !164
  %23 = getelementptr inbounds [64 x double], [64 x double]* %20, i64 0, i64 %22, !dbg !164
  store double %17, double* %23, align 8, !dbg !166
  %24 = load i32, i32* %2, align 4, !dbg !167
  %25 = sext i32 %24 to i64, !dbg !168
  %26 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 %25, !dbg !168
  %27 = load i32, i32* %3, align 4, !dbg !169
  %28 = sext i32 %27 to i64, !dbg !168
  %29 = getelementptr inbounds [64 x double], [64 x double]* %26, i64 0, i64 %28, !dbg !168
  store double 0.000000e+00, double* %29, align 8, !dbg !170
  br label %30, !dbg !171

30:                                               ; preds = %12
  %31 = load i32, i32* %3, align 4, !dbg !172
  %32 = add nsw i32 %31, 1, !dbg !172
  store i32 %32, i32* %3, align 4, !dbg !172
  br label %9, !dbg !173, !llvm.loop !174

33:                                               ; preds = %9
  br label %34, !dbg !175

34:                                               ; preds = %33
  %35 = load i32, i32* %2, align 4, !dbg !176
  %36 = add nsw i32 %35, 1, !dbg !176
  store i32 %36, i32* %2, align 4, !dbg !176
  br label %5, !dbg !177, !llvm.loop !178

37:                                               ; preds = %5
  call void @kernel_jacobi2d([64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 0), [64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 0)), !dbg !180
  store i32 0, i32* %2, align 4, !dbg !181
  br label %38, !dbg !183

38:                                               ; preds = %59, %37
  %39 = load i32, i32* %2, align 4, !dbg !184
  %40 = icmp slt i32 %39, 64, !dbg !186
  br i1 %40, label %41, label %62, !dbg !187

41:                                               ; preds = %38
  store i32 0, i32* %3, align 4, !dbg !188
  br label %42, !dbg !190

42:                                               ; preds = %55, %41
  %43 = load i32, i32* %3, align 4, !dbg !191
  %44 = icmp slt i32 %43, 64, !dbg !193
  br i1 %44, label %45, label %58, !dbg !194

45:                                               ; preds = %42
  %46 = load i32, i32* %2, align 4, !dbg !195
  %47 = sext i32 %46 to i64, !dbg !196
  %48 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %47, !dbg !196
  %49 = load i32, i32* %3, align 4, !dbg !197
  %50 = sext i32 %49 to i64, !dbg !196
  %51 = getelementptr inbounds [64 x double], [64 x double]* %48, i64 0, i64 %50, !dbg !196
  %52 = load double, double* %51, align 8, !dbg !196
  %53 = load double, double* %4, align 8, !dbg !198
  %54 = fadd double %53, %52, !dbg !198
  store double %54, double* %4, align 8, !dbg !198
  br label %55, !dbg !199

55:                                               ; preds = %45
  %56 = load i32, i32* %3, align 4, !dbg !200
  %57 = add nsw i32 %56, 1, !dbg !200
  store i32 %57, i32* %3, align 4, !dbg !200
  br label %42, !dbg !201, !llvm.loop !202

58:                                               ; preds = %42
  br label %59, !dbg !203

59:                                               ; preds = %58
  %60 = load i32, i32* %2, align 4, !dbg !204
  %61 = add nsw i32 %60, 1, !dbg !204
  store i32 %61, i32* %2, align 4, !dbg !204
  br label %38, !dbg !205, !llvm.loop !206

62:                                               ; preds = %38
  %63 = load double, double* %4, align 8, !dbg !208
  store double %63, double* @checksum, align 8, !dbg !209
  ret i32 0, !dbg !210
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 262144, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 14.0.6"}
!22 = distinct !DISubprogram(name: "kernel_jacobi2d", scope: !3, file: !3, line: 16, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !27)
!27 = !{!11}
!28 = !{}
!29 = !DILocalVariable(name: "a", arg: 1, scope: !22, file: !3, line: 16, type: !25)
!30 = !DILocation(line: 16, column: 57, scope: !22)
!31 = !DILocalVariable(name: "b", arg: 2, scope: !22, file: !3, line: 16, type: !25)
!32 = !DILocation(line: 16, column: 73, scope: !22)
!33 = !DILocalVariable(name: "t", scope: !22, file: !3, line: 18, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocation(line: 18, column: 7, scope: !22)
!36 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 18, type: !34)
!37 = !DILocation(line: 18, column: 10, scope: !22)
!38 = !DILocalVariable(name: "j", scope: !22, file: !3, line: 18, type: !34)
!39 = !DILocation(line: 18, column: 13, scope: !22)
!40 = !DILocation(line: 19, column: 10, scope: !41)
!41 = distinct !DILexicalBlock(scope: !22, file: !3, line: 19, column: 3)
!42 = !DILocation(line: 19, column: 8, scope: !41)
!43 = !DILocation(line: 19, column: 15, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 19, column: 3)
!45 = !DILocation(line: 19, column: 17, scope: !44)
!46 = !DILocation(line: 19, column: 3, scope: !41)
!47 = !DILocation(line: 20, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 20, column: 5)
!49 = distinct !DILexicalBlock(scope: !44, file: !3, line: 19, column: 27)
!50 = !DILocation(line: 20, column: 10, scope: !48)
!51 = !DILocation(line: 20, column: 17, scope: !52)
!52 = distinct !DILexicalBlock(scope: !48, file: !3, line: 20, column: 5)
!53 = !DILocation(line: 20, column: 19, scope: !52)
!54 = !DILocation(line: 20, column: 5, scope: !48)
!55 = !DILocation(line: 21, column: 14, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 21, column: 7)
!57 = !DILocation(line: 21, column: 12, scope: !56)
!58 = !DILocation(line: 21, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 21, column: 7)
!60 = !DILocation(line: 21, column: 21, scope: !59)
!61 = !DILocation(line: 21, column: 7, scope: !56)
!62 = !DILocation(line: 22, column: 26, scope: !59)
!63 = !DILocation(line: 22, column: 28, scope: !59)
!64 = !DILocation(line: 22, column: 31, scope: !59)
!65 = !DILocation(line: 22, column: 36, scope: !59)
!66 = !DILocation(line: 22, column: 38, scope: !59)
!67 = !DILocation(line: 22, column: 40, scope: !59)
!68 = !DILocation(line: 22, column: 45, scope: !59)
!69 = !DILocation(line: 22, column: 34, scope: !59)
!70 = !DILocation(line: 22, column: 50, scope: !59)
!71 = !DILocation(line: 22, column: 52, scope: !59)
!72 = !DILocation(line: 22, column: 54, scope: !59)
!73 = !DILocation(line: 22, column: 59, scope: !59)
!74 = !DILocation(line: 22, column: 48, scope: !59)
!75 = !DILocation(line: 22, column: 64, scope: !59)
!76 = !DILocation(line: 22, column: 66, scope: !59)
!77 = !DILocation(line: 22, column: 69, scope: !59)
!78 = !DILocation(line: 22, column: 71, scope: !59)
!79 = !DILocation(line: 22, column: 62, scope: !59)
!80 = !DILocation(line: 23, column: 26, scope: !59)
!81 = !DILocation(line: 23, column: 28, scope: !59)
!82 = !DILocation(line: 23, column: 31, scope: !59)
!83 = !DILocation(line: 23, column: 33, scope: !59)
!84 = !DILocation(line: 22, column: 76, scope: !59)
!85 = !DILocation(line: 22, column: 23, scope: !59)
!86 = !DILocation(line: 22, column: 9, scope: !59)
!87 = !DILocation(line: 22, column: 11, scope: !59)
!88 = !DILocation(line: 22, column: 14, scope: !59)
!89 = !DILocation(line: 22, column: 17, scope: !59)
!90 = !DILocation(line: 21, column: 31, scope: !59)
!91 = !DILocation(line: 21, column: 7, scope: !59)
!92 = distinct !{!92, !61, !93, !94}
!93 = !DILocation(line: 23, column: 37, scope: !56)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 20, column: 29, scope: !52)
!96 = !DILocation(line: 20, column: 5, scope: !52)
!97 = distinct !{!97, !54, !98, !94}
!98 = !DILocation(line: 23, column: 37, scope: !48)
!99 = !DILocation(line: 24, column: 12, scope: !100)
!100 = distinct !DILexicalBlock(scope: !49, file: !3, line: 24, column: 5)
!101 = !DILocation(line: 24, column: 10, scope: !100)
!102 = !DILocation(line: 24, column: 17, scope: !103)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 24, column: 5)
!104 = !DILocation(line: 24, column: 19, scope: !103)
!105 = !DILocation(line: 24, column: 5, scope: !100)
!106 = !DILocation(line: 25, column: 14, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !3, line: 25, column: 7)
!108 = !DILocation(line: 25, column: 12, scope: !107)
!109 = !DILocation(line: 25, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 25, column: 7)
!111 = !DILocation(line: 25, column: 21, scope: !110)
!112 = !DILocation(line: 25, column: 7, scope: !107)
!113 = !DILocation(line: 26, column: 19, scope: !110)
!114 = !DILocation(line: 26, column: 21, scope: !110)
!115 = !DILocation(line: 26, column: 24, scope: !110)
!116 = !DILocation(line: 26, column: 9, scope: !110)
!117 = !DILocation(line: 26, column: 11, scope: !110)
!118 = !DILocation(line: 26, column: 14, scope: !110)
!119 = !DILocation(line: 26, column: 17, scope: !110)
!120 = !DILocation(line: 25, column: 31, scope: !110)
!121 = !DILocation(line: 25, column: 7, scope: !110)
!122 = distinct !{!122, !112, !123, !94}
!123 = !DILocation(line: 26, column: 25, scope: !107)
!124 = !DILocation(line: 24, column: 29, scope: !103)
!125 = !DILocation(line: 24, column: 5, scope: !103)
!126 = distinct !{!126, !105, !127, !94}
!127 = !DILocation(line: 26, column: 25, scope: !100)
!128 = !DILocation(line: 27, column: 3, scope: !49)
!129 = !DILocation(line: 19, column: 23, scope: !44)
!130 = !DILocation(line: 19, column: 3, scope: !44)
!131 = distinct !{!131, !46, !132, !94}
!132 = !DILocation(line: 27, column: 3, scope: !41)
!133 = !DILocation(line: 28, column: 1, scope: !22)
!134 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !135, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!135 = !DISubroutineType(types: !136)
!136 = !{!34}
!137 = !DILocalVariable(name: "i", scope: !134, file: !3, line: 32, type: !34)
!138 = !DILocation(line: 32, column: 7, scope: !134)
!139 = !DILocalVariable(name: "j", scope: !134, file: !3, line: 32, type: !34)
!140 = !DILocation(line: 32, column: 10, scope: !134)
!141 = !DILocalVariable(name: "s", scope: !134, file: !3, line: 33, type: !5)
!142 = !DILocation(line: 33, column: 10, scope: !134)
!143 = !DILocation(line: 34, column: 10, scope: !144)
!144 = distinct !DILexicalBlock(scope: !134, file: !3, line: 34, column: 3)
!145 = !DILocation(line: 34, column: 8, scope: !144)
!146 = !DILocation(line: 34, column: 15, scope: !147)
!147 = distinct !DILexicalBlock(scope: !144, file: !3, line: 34, column: 3)
!148 = !DILocation(line: 34, column: 17, scope: !147)
!149 = !DILocation(line: 34, column: 3, scope: !144)
!150 = !DILocation(line: 35, column: 12, scope: !151)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 35, column: 5)
!152 = !DILocation(line: 35, column: 10, scope: !151)
!153 = !DILocation(line: 35, column: 17, scope: !154)
!154 = distinct !DILexicalBlock(scope: !151, file: !3, line: 35, column: 5)
!155 = !DILocation(line: 35, column: 19, scope: !154)
!156 = !DILocation(line: 35, column: 5, scope: !151)
!157 = !DILocation(line: 36, column: 28, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !3, line: 35, column: 29)
!159 = !DILocation(line: 36, column: 32, scope: !158)
!160 = !DILocation(line: 36, column: 30, scope: !158)
!161 = !DILocation(line: 36, column: 35, scope: !158)
!162 = !DILocation(line: 36, column: 18, scope: !158)
!163 = !DILocation(line: 36, column: 10, scope: !158)
!164 = !DILocation(line: 36, column: 7, scope: !158)
!165 = !DILocation(line: 36, column: 13, scope: !158)
!166 = !DILocation(line: 36, column: 16, scope: !158)
!167 = !DILocation(line: 37, column: 10, scope: !158)
!168 = !DILocation(line: 37, column: 7, scope: !158)
!169 = !DILocation(line: 37, column: 13, scope: !158)
!170 = !DILocation(line: 37, column: 16, scope: !158)
!171 = !DILocation(line: 38, column: 5, scope: !158)
!172 = !DILocation(line: 35, column: 25, scope: !154)
!173 = !DILocation(line: 35, column: 5, scope: !154)
!174 = distinct !{!174, !156, !175, !94}
!175 = !DILocation(line: 38, column: 5, scope: !151)
!176 = !DILocation(line: 34, column: 23, scope: !147)
!177 = !DILocation(line: 34, column: 3, scope: !147)
!178 = distinct !{!178, !149, !179, !94}
!179 = !DILocation(line: 38, column: 5, scope: !144)
!180 = !DILocation(line: 39, column: 3, scope: !134)
!181 = !DILocation(line: 40, column: 10, scope: !182)
!182 = distinct !DILexicalBlock(scope: !134, file: !3, line: 40, column: 3)
!183 = !DILocation(line: 40, column: 8, scope: !182)
!184 = !DILocation(line: 40, column: 15, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 40, column: 3)
!186 = !DILocation(line: 40, column: 17, scope: !185)
!187 = !DILocation(line: 40, column: 3, scope: !182)
!188 = !DILocation(line: 41, column: 12, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 41, column: 5)
!190 = !DILocation(line: 41, column: 10, scope: !189)
!191 = !DILocation(line: 41, column: 17, scope: !192)
!192 = distinct !DILexicalBlock(scope: !189, file: !3, line: 41, column: 5)
!193 = !DILocation(line: 41, column: 19, scope: !192)
!194 = !DILocation(line: 41, column: 5, scope: !189)
!195 = !DILocation(line: 42, column: 15, scope: !192)
!196 = !DILocation(line: 42, column: 12, scope: !192)
!197 = !DILocation(line: 42, column: 18, scope: !192)
!198 = !DILocation(line: 42, column: 9, scope: !192)
!199 = !DILocation(line: 42, column: 7, scope: !192)
!200 = !DILocation(line: 41, column: 25, scope: !192)
!201 = !DILocation(line: 41, column: 5, scope: !192)
!202 = distinct !{!202, !194, !203, !94}
!203 = !DILocation(line: 42, column: 19, scope: !189)
!204 = !DILocation(line: 40, column: 23, scope: !185)
!205 = !DILocation(line: 40, column: 3, scope: !185)
!206 = distinct !{!206, !187, !207, !94}
!207 = !DILocation(line: 42, column: 19, scope: !182)
!208 = !DILocation(line: 43, column: 14, scope: !134)
!209 = !DILocation(line: 43, column: 12, scope: !134)
!210 = !DILocation(line: 44, column: 3, scope: !134)
