; ModuleID = 'cholesky.c'
source_filename = "cholesky.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [900 x double] zeroinitializer, align 16, !dbg !0
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_cholesky(i32 noundef %0, double* noundef %1) #0 !dbg !20 {
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %5, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %6, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* %7, metadata !34, metadata !DIExpression()), !dbg !35
  store i32 0, i32* %5, align 4, !dbg !36
  br label %8, !dbg !38

8:                                                ; preds = %135, %2
  %9 = load i32, i32* %5, align 4, !dbg !39
  %10 = load i32, i32* %3, align 4, !dbg !41
  %11 = icmp slt i32 %9, %10, !dbg !42
  br i1 %11, label %12, label %138, !dbg !43

12:                                               ; preds = %8
  store i32 0, i32* %6, align 4, !dbg !44
  br label %13, !dbg !47

13:                                               ; preds = %75, %12
  %14 = load i32, i32* %6, align 4, !dbg !48
  %15 = load i32, i32* %5, align 4, !dbg !50
  %16 = icmp slt i32 %14, %15, !dbg !51
  br i1 %16, label %17, label %78, !dbg !52

17:                                               ; preds = %13
  store i32 0, i32* %7, align 4, !dbg !53
  br label %18, !dbg !56

18:                                               ; preds = %52, %17
  %19 = load i32, i32* %7, align 4, !dbg !57
  %20 = load i32, i32* %6, align 4, !dbg !59
  %21 = icmp slt i32 %19, %20, !dbg !60
  br i1 %21, label %22, label %55, !dbg !61

22:                                               ; preds = %18
  %23 = load double*, double** %4, align 8, !dbg !62
  %24 = load i32, i32* %5, align 4, !dbg !63
  %25 = load i32, i32* %3, align 4, !dbg !64
  %26 = mul nsw i32 %24, %25, !dbg !65
  %27 = load i32, i32* %7, align 4, !dbg !66
  %28 = add nsw i32 %26, %27, !dbg !67
  %29 = sext i32 %28 to i64, !dbg !62
  %30 = getelementptr inbounds double, double* %23, i64 %29, !dbg !62
  %31 = load double, double* %30, align 8, !dbg !62
  %32 = load double*, double** %4, align 8, !dbg !68
  %33 = load i32, i32* %6, align 4, !dbg !69
  %34 = load i32, i32* %3, align 4, !dbg !70
  %35 = mul nsw i32 %33, %34, !dbg !71
  %36 = load i32, i32* %7, align 4, !dbg !72
  %37 = add nsw i32 %35, %36, !dbg !73
  %38 = sext i32 %37 to i64, !dbg !68
  %39 = getelementptr inbounds double, double* %32, i64 %38, !dbg !68
  %40 = load double, double* %39, align 8, !dbg !68
  %41 = load double*, double** %4, align 8, !dbg !74
  %42 = load i32, i32* %5, align 4, !dbg !75
  %43 = load i32, i32* %3, align 4, !dbg !76
  %44 = mul nsw i32 %42, %43, !dbg !77
  %45 = load i32, i32* %6, align 4, !dbg !78
  %46 = add nsw i32 %44, %45, !dbg !79
  %47 = sext i32 %46 to i64, !dbg !74
  %48 = getelementptr inbounds double, double* %41, i64 %47, !dbg !74
  %49 = load double, double* %48, align 8, !dbg !80
  %50 = fneg double %31, !dbg !80
  %51 = call double @llvm.fmuladd.f64(double %50, double %40, double %49), !dbg !80
  store double %51, double* %48, align 8, !dbg !80
  br label %52, !dbg !74

52:                                               ; preds = %22
  %53 = load i32, i32* %7, align 4, !dbg !81
  %54 = add nsw i32 %53, 1, !dbg !81
  store i32 %54, i32* %7, align 4, !dbg !81
  br label %18, !dbg !82, !llvm.loop !83

55:                                               ; preds = %18
  %56 = load double*, double** %4, align 8, !dbg !86
  %57 = load i32, i32* %6, align 4, !dbg !87
  %58 = load i32, i32* %3, align 4, !dbg !88
  %59 = mul nsw i32 %57, %58, !dbg !89
  %60 = load i32, i32* %6, align 4, !dbg !90
  %61 = add nsw i32 %59, %60, !dbg !91
  %62 = sext i32 %61 to i64, !dbg !86
  %63 = getelementptr inbounds double, double* %56, i64 %62, !dbg !86
  %64 = load double, double* %63, align 8, !dbg !86
  %65 = load double*, double** %4, align 8, !dbg !92
  %66 = load i32, i32* %5, align 4, !dbg !93
  %67 = load i32, i32* %3, align 4, !dbg !94
  %68 = mul nsw i32 %66, %67, !dbg !95
  %69 = load i32, i32* %6, align 4, !dbg !96
  %70 = add nsw i32 %68, %69, !dbg !97
  %71 = sext i32 %70 to i64, !dbg !92
  %72 = getelementptr inbounds double, double* %65, i64 %71, !dbg !92
  %73 = load double, double* %72, align 8, !dbg !98
  %74 = fdiv double %73, %64, !dbg !98
  store double %74, double* %72, align 8, !dbg !98
  br label %75, !dbg !99

75:                                               ; preds = %55
  %76 = load i32, i32* %6, align 4, !dbg !100
  %77 = add nsw i32 %76, 1, !dbg !100
  store i32 %77, i32* %6, align 4, !dbg !100
  br label %13, !dbg !101, !llvm.loop !102

78:                                               ; preds = %13
  store i32 0, i32* %7, align 4, !dbg !104
  br label %79, !dbg !106

79:                                               ; preds = %113, %78
  %80 = load i32, i32* %7, align 4, !dbg !107
  %81 = load i32, i32* %5, align 4, !dbg !109
  %82 = icmp slt i32 %80, %81, !dbg !110
  br i1 %82, label %83, label %116, !dbg !111

83:                                               ; preds = %79
  %84 = load double*, double** %4, align 8, !dbg !112
  %85 = load i32, i32* %5, align 4, !dbg !113
  %86 = load i32, i32* %3, align 4, !dbg !114
  %87 = mul nsw i32 %85, %86, !dbg !115
  %88 = load i32, i32* %7, align 4, !dbg !116
  %89 = add nsw i32 %87, %88, !dbg !117
  %90 = sext i32 %89 to i64, !dbg !112
  %91 = getelementptr inbounds double, double* %84, i64 %90, !dbg !112
  %92 = load double, double* %91, align 8, !dbg !112
  %93 = load double*, double** %4, align 8, !dbg !118
  %94 = load i32, i32* %5, align 4, !dbg !119
  %95 = load i32, i32* %3, align 4, !dbg !120
  %96 = mul nsw i32 %94, %95, !dbg !121
  %97 = load i32, i32* %7, align 4, !dbg !122
  %98 = add nsw i32 %96, %97, !dbg !123
  %99 = sext i32 %98 to i64, !dbg !118
  %100 = getelementptr inbounds double, double* %93, i64 %99, !dbg !118
  %101 = load double, double* %100, align 8, !dbg !118
  %102 = load double*, double** %4, align 8, !dbg !124
  %103 = load i32, i32* %5, align 4, !dbg !125
  %104 = load i32, i32* %3, align 4, !dbg !126
  %105 = mul nsw i32 %103, %104, !dbg !127
  %106 = load i32, i32* %5, align 4, !dbg !128
  %107 = add nsw i32 %105, %106, !dbg !129
  %108 = sext i32 %107 to i64, !dbg !124
  %109 = getelementptr inbounds double, double* %102, i64 %108, !dbg !124
  %110 = load double, double* %109, align 8, !dbg !130
  %111 = fneg double %92, !dbg !130
  %112 = call double @llvm.fmuladd.f64(double %111, double %101, double %110), !dbg !130
  store double %112, double* %109, align 8, !dbg !130
  br label %113, !dbg !124

113:                                              ; preds = %83
  %114 = load i32, i32* %7, align 4, !dbg !131
  %115 = add nsw i32 %114, 1, !dbg !131
  store i32 %115, i32* %7, align 4, !dbg !131
  br label %79, !dbg !132, !llvm.loop !133

116:                                              ; preds = %79
  %117 = load double*, double** %4, align 8, !dbg !135
  %118 = load i32, i32* %5, align 4, !dbg !136
  %119 = load i32, i32* %3, align 4, !dbg !137
  %120 = mul nsw i32 %118, %119, !dbg !138
  %121 = load i32, i32* %5, align 4, !dbg !139
  %122 = add nsw i32 %120, %121, !dbg !140
  %123 = sext i32 %122 to i64, !dbg !135
  %124 = getelementptr inbounds double, double* %117, i64 %123, !dbg !135
  %125 = load double, double* %124, align 8, !dbg !135
  %126 = call double @sqrt(double noundef %125) #3, !dbg !141
  %127 = load double*, double** %4, align 8, !dbg !142
  %128 = load i32, i32* %5, align 4, !dbg !143
  %129 = load i32, i32* %3, align 4, !dbg !144
  %130 = mul nsw i32 %128, %129, !dbg !145
  %131 = load i32, i32* %5, align 4, !dbg !146
  %132 = add nsw i32 %130, %131, !dbg !147
  %133 = sext i32 %132 to i64, !dbg !142
  %134 = getelementptr inbounds double, double* %127, i64 %133, !dbg !142
  store double %126, double* %134, align 8, !dbg !148
  br label %135, !dbg !149

135:                                              ; preds = %116
  %136 = load i32, i32* %5, align 4, !dbg !150
  %137 = add nsw i32 %136, 1, !dbg !150
  store i32 %137, i32* %5, align 4, !dbg !150
  br label %8, !dbg !151, !llvm.loop !152

138:                                              ; preds = %8
  ret void, !dbg !154
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !155 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !158, metadata !DIExpression()), !dbg !159
  call void @llvm.dbg.declare(metadata i32* %3, metadata !160, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.declare(metadata double* %4, metadata !162, metadata !DIExpression()), !dbg !163
  store double 0.000000e+00, double* %4, align 8, !dbg !163
  store i32 0, i32* %2, align 4, !dbg !164
  br label %5, !dbg !166

5:                                                ; preds = %36, %0
  %6 = load i32, i32* %2, align 4, !dbg !167
  %7 = icmp slt i32 %6, 30, !dbg !169
  br i1 %7, label %8, label %39, !dbg !170

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !171
  br label %9, !dbg !173

9:                                                ; preds = %32, %8
  %10 = load i32, i32* %3, align 4, !dbg !174
  %11 = icmp slt i32 %10, 30, !dbg !176
  br i1 %11, label %12, label %35, !dbg !177

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !178
  %14 = load i32, i32* %3, align 4, !dbg !179
  %15 = icmp eq i32 %13, %14, !dbg !180
  br i1 %15, label %16, label %17, !dbg !181

16:                                               ; preds = %12
  br label %24, !dbg !181

17:                                               ; preds = %12
  %18 = load i32, i32* %2, align 4, !dbg !182
  %19 = load i32, i32* %3, align 4, !dbg !183
  %20 = add nsw i32 %18, %19, !dbg !184
  %21 = add nsw i32 %20, 1, !dbg !185
  %22 = sitofp i32 %21 to double, !dbg !186
  %23 = fdiv double 1.000000e+00, %22, !dbg !187
  br label %24, !dbg !181

24:                                               ; preds = %17, %16
  %25 = phi double [ 3.000000e+01, %16 ], [ %23, %17 ], !dbg !181
  %26 = load i32, i32* %2, align 4, !dbg !188
  %27 = mul nsw i32 %26, 30, !dbg !189
  %28 = load i32, i32* %3, align 4, !dbg !190
  %29 = add nsw i32 %27, %28, !dbg !191
  %30 = sext i32 %29 to i64, !dbg !192
  %31 = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %30, !dbg !192
  store double %25, double* %31, align 8, !dbg !193
  br label %32, !dbg !192

32:                                               ; preds = %24
  %33 = load i32, i32* %3, align 4, !dbg !194
  %34 = add nsw i32 %33, 1, !dbg !194
  store i32 %34, i32* %3, align 4, !dbg !194
  br label %9, !dbg !195, !llvm.loop !196

35:                                               ; preds = %9
  br label %36, !dbg !197

36:                                               ; preds = %35
  %37 = load i32, i32* %2, align 4, !dbg !198
  %38 = add nsw i32 %37, 1, !dbg !198
  store i32 %38, i32* %2, align 4, !dbg !198
  br label %5, !dbg !199, !llvm.loop !200

39:                                               ; preds = %5
  call void @kernel_cholesky(i32 noundef 30, double* noundef getelementptr inbounds ([900 x double], [900 x double]* @A, i64 0, i64 0)), !dbg !202
  store i32 0, i32* %2, align 4, !dbg !203
  br label %40, !dbg !205

40:                                               ; preds = %62, %39
  %41 = load i32, i32* %2, align 4, !dbg !206
  %42 = icmp slt i32 %41, 30, !dbg !208
  br i1 %42, label %43, label %65, !dbg !209

43:                                               ; preds = %40
  store i32 0, i32* %3, align 4, !dbg !210
  br label %44, !dbg !212

44:                                               ; preds = %58, %43
  %45 = load i32, i32* %3, align 4, !dbg !213
  %46 = load i32, i32* %2, align 4, !dbg !215
  %47 = icmp sle i32 %45, %46, !dbg !216
  br i1 %47, label %48, label %61, !dbg !217

48:                                               ; preds = %44
  %49 = load i32, i32* %2, align 4, !dbg !218
  %50 = mul nsw i32 %49, 30, !dbg !219
  %51 = load i32, i32* %3, align 4, !dbg !220
  %52 = add nsw i32 %50, %51, !dbg !221
  %53 = sext i32 %52 to i64, !dbg !222
  %54 = getelementptr inbounds [900 x double], [900 x double]* @A, i64 0, i64 %53, !dbg !222
  %55 = load double, double* %54, align 8, !dbg !222
  %56 = load double, double* %4, align 8, !dbg !223
  %57 = fadd double %56, %55, !dbg !223
  store double %57, double* %4, align 8, !dbg !223
  br label %58, !dbg !224

58:                                               ; preds = %48
  %59 = load i32, i32* %3, align 4, !dbg !225
  %60 = add nsw i32 %59, 1, !dbg !225
  store i32 %60, i32* %3, align 4, !dbg !225
  br label %44, !dbg !226, !llvm.loop !227

61:                                               ; preds = %44
  br label %62, !dbg !228

62:                                               ; preds = %61
  %63 = load i32, i32* %2, align 4, !dbg !229
  %64 = add nsw i32 %63, 1, !dbg !229
  store i32 %64, i32* %2, align 4, !dbg !229
  br label %40, !dbg !230, !llvm.loop !231

65:                                               ; preds = %40
  %66 = load double, double* %4, align 8, !dbg !233
  store double %66, double* @checksum, align 8, !dbg !234
  ret i32 0, !dbg !235
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cholesky.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 57600, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 900)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_cholesky", scope: !3, file: !3, line: 14, type: !21, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!21 = !DISubroutineType(types: !22)
!22 = !{null, !23, !24}
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "n", arg: 1, scope: !20, file: !3, line: 14, type: !23)
!27 = !DILocation(line: 14, column: 52, scope: !20)
!28 = !DILocalVariable(name: "a", arg: 2, scope: !20, file: !3, line: 14, type: !24)
!29 = !DILocation(line: 14, column: 63, scope: !20)
!30 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 16, type: !23)
!31 = !DILocation(line: 16, column: 7, scope: !20)
!32 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 16, type: !23)
!33 = !DILocation(line: 16, column: 10, scope: !20)
!34 = !DILocalVariable(name: "k", scope: !20, file: !3, line: 16, type: !23)
!35 = !DILocation(line: 16, column: 13, scope: !20)
!36 = !DILocation(line: 17, column: 10, scope: !37)
!37 = distinct !DILexicalBlock(scope: !20, file: !3, line: 17, column: 3)
!38 = !DILocation(line: 17, column: 8, scope: !37)
!39 = !DILocation(line: 17, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !37, file: !3, line: 17, column: 3)
!41 = !DILocation(line: 17, column: 19, scope: !40)
!42 = !DILocation(line: 17, column: 17, scope: !40)
!43 = !DILocation(line: 17, column: 3, scope: !37)
!44 = !DILocation(line: 18, column: 12, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 18, column: 5)
!46 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 27)
!47 = !DILocation(line: 18, column: 10, scope: !45)
!48 = !DILocation(line: 18, column: 17, scope: !49)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 18, column: 5)
!50 = !DILocation(line: 18, column: 21, scope: !49)
!51 = !DILocation(line: 18, column: 19, scope: !49)
!52 = !DILocation(line: 18, column: 5, scope: !45)
!53 = !DILocation(line: 19, column: 14, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 19, column: 7)
!55 = distinct !DILexicalBlock(scope: !49, file: !3, line: 18, column: 29)
!56 = !DILocation(line: 19, column: 12, scope: !54)
!57 = !DILocation(line: 19, column: 19, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 7)
!59 = !DILocation(line: 19, column: 23, scope: !58)
!60 = !DILocation(line: 19, column: 21, scope: !58)
!61 = !DILocation(line: 19, column: 7, scope: !54)
!62 = !DILocation(line: 20, column: 25, scope: !58)
!63 = !DILocation(line: 20, column: 27, scope: !58)
!64 = !DILocation(line: 20, column: 31, scope: !58)
!65 = !DILocation(line: 20, column: 29, scope: !58)
!66 = !DILocation(line: 20, column: 35, scope: !58)
!67 = !DILocation(line: 20, column: 33, scope: !58)
!68 = !DILocation(line: 20, column: 40, scope: !58)
!69 = !DILocation(line: 20, column: 42, scope: !58)
!70 = !DILocation(line: 20, column: 46, scope: !58)
!71 = !DILocation(line: 20, column: 44, scope: !58)
!72 = !DILocation(line: 20, column: 50, scope: !58)
!73 = !DILocation(line: 20, column: 48, scope: !58)
!74 = !DILocation(line: 20, column: 9, scope: !58)
!75 = !DILocation(line: 20, column: 11, scope: !58)
!76 = !DILocation(line: 20, column: 15, scope: !58)
!77 = !DILocation(line: 20, column: 13, scope: !58)
!78 = !DILocation(line: 20, column: 19, scope: !58)
!79 = !DILocation(line: 20, column: 17, scope: !58)
!80 = !DILocation(line: 20, column: 22, scope: !58)
!81 = !DILocation(line: 19, column: 27, scope: !58)
!82 = !DILocation(line: 19, column: 7, scope: !58)
!83 = distinct !{!83, !61, !84, !85}
!84 = !DILocation(line: 20, column: 51, scope: !54)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 21, column: 23, scope: !55)
!87 = !DILocation(line: 21, column: 25, scope: !55)
!88 = !DILocation(line: 21, column: 29, scope: !55)
!89 = !DILocation(line: 21, column: 27, scope: !55)
!90 = !DILocation(line: 21, column: 33, scope: !55)
!91 = !DILocation(line: 21, column: 31, scope: !55)
!92 = !DILocation(line: 21, column: 7, scope: !55)
!93 = !DILocation(line: 21, column: 9, scope: !55)
!94 = !DILocation(line: 21, column: 13, scope: !55)
!95 = !DILocation(line: 21, column: 11, scope: !55)
!96 = !DILocation(line: 21, column: 17, scope: !55)
!97 = !DILocation(line: 21, column: 15, scope: !55)
!98 = !DILocation(line: 21, column: 20, scope: !55)
!99 = !DILocation(line: 22, column: 5, scope: !55)
!100 = !DILocation(line: 18, column: 25, scope: !49)
!101 = !DILocation(line: 18, column: 5, scope: !49)
!102 = distinct !{!102, !52, !103, !85}
!103 = !DILocation(line: 22, column: 5, scope: !45)
!104 = !DILocation(line: 23, column: 12, scope: !105)
!105 = distinct !DILexicalBlock(scope: !46, file: !3, line: 23, column: 5)
!106 = !DILocation(line: 23, column: 10, scope: !105)
!107 = !DILocation(line: 23, column: 17, scope: !108)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 23, column: 5)
!109 = !DILocation(line: 23, column: 21, scope: !108)
!110 = !DILocation(line: 23, column: 19, scope: !108)
!111 = !DILocation(line: 23, column: 5, scope: !105)
!112 = !DILocation(line: 24, column: 23, scope: !108)
!113 = !DILocation(line: 24, column: 25, scope: !108)
!114 = !DILocation(line: 24, column: 29, scope: !108)
!115 = !DILocation(line: 24, column: 27, scope: !108)
!116 = !DILocation(line: 24, column: 33, scope: !108)
!117 = !DILocation(line: 24, column: 31, scope: !108)
!118 = !DILocation(line: 24, column: 38, scope: !108)
!119 = !DILocation(line: 24, column: 40, scope: !108)
!120 = !DILocation(line: 24, column: 44, scope: !108)
!121 = !DILocation(line: 24, column: 42, scope: !108)
!122 = !DILocation(line: 24, column: 48, scope: !108)
!123 = !DILocation(line: 24, column: 46, scope: !108)
!124 = !DILocation(line: 24, column: 7, scope: !108)
!125 = !DILocation(line: 24, column: 9, scope: !108)
!126 = !DILocation(line: 24, column: 13, scope: !108)
!127 = !DILocation(line: 24, column: 11, scope: !108)
!128 = !DILocation(line: 24, column: 17, scope: !108)
!129 = !DILocation(line: 24, column: 15, scope: !108)
!130 = !DILocation(line: 24, column: 20, scope: !108)
!131 = !DILocation(line: 23, column: 25, scope: !108)
!132 = !DILocation(line: 23, column: 5, scope: !108)
!133 = distinct !{!133, !111, !134, !85}
!134 = !DILocation(line: 24, column: 49, scope: !105)
!135 = !DILocation(line: 25, column: 25, scope: !46)
!136 = !DILocation(line: 25, column: 27, scope: !46)
!137 = !DILocation(line: 25, column: 31, scope: !46)
!138 = !DILocation(line: 25, column: 29, scope: !46)
!139 = !DILocation(line: 25, column: 35, scope: !46)
!140 = !DILocation(line: 25, column: 33, scope: !46)
!141 = !DILocation(line: 25, column: 20, scope: !46)
!142 = !DILocation(line: 25, column: 5, scope: !46)
!143 = !DILocation(line: 25, column: 7, scope: !46)
!144 = !DILocation(line: 25, column: 11, scope: !46)
!145 = !DILocation(line: 25, column: 9, scope: !46)
!146 = !DILocation(line: 25, column: 15, scope: !46)
!147 = !DILocation(line: 25, column: 13, scope: !46)
!148 = !DILocation(line: 25, column: 18, scope: !46)
!149 = !DILocation(line: 26, column: 3, scope: !46)
!150 = !DILocation(line: 17, column: 23, scope: !40)
!151 = !DILocation(line: 17, column: 3, scope: !40)
!152 = distinct !{!152, !43, !153, !85}
!153 = !DILocation(line: 26, column: 3, scope: !37)
!154 = !DILocation(line: 27, column: 1, scope: !20)
!155 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !156, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!156 = !DISubroutineType(types: !157)
!157 = !{!23}
!158 = !DILocalVariable(name: "i", scope: !155, file: !3, line: 31, type: !23)
!159 = !DILocation(line: 31, column: 7, scope: !155)
!160 = !DILocalVariable(name: "j", scope: !155, file: !3, line: 31, type: !23)
!161 = !DILocation(line: 31, column: 10, scope: !155)
!162 = !DILocalVariable(name: "s", scope: !155, file: !3, line: 32, type: !5)
!163 = !DILocation(line: 32, column: 10, scope: !155)
!164 = !DILocation(line: 34, column: 10, scope: !165)
!165 = distinct !DILexicalBlock(scope: !155, file: !3, line: 34, column: 3)
!166 = !DILocation(line: 34, column: 8, scope: !165)
!167 = !DILocation(line: 34, column: 15, scope: !168)
!168 = distinct !DILexicalBlock(scope: !165, file: !3, line: 34, column: 3)
!169 = !DILocation(line: 34, column: 17, scope: !168)
!170 = !DILocation(line: 34, column: 3, scope: !165)
!171 = !DILocation(line: 35, column: 12, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !3, line: 35, column: 5)
!173 = !DILocation(line: 35, column: 10, scope: !172)
!174 = !DILocation(line: 35, column: 17, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 35, column: 5)
!176 = !DILocation(line: 35, column: 19, scope: !175)
!177 = !DILocation(line: 35, column: 5, scope: !172)
!178 = !DILocation(line: 36, column: 23, scope: !175)
!179 = !DILocation(line: 36, column: 28, scope: !175)
!180 = !DILocation(line: 36, column: 25, scope: !175)
!181 = !DILocation(line: 36, column: 22, scope: !175)
!182 = !DILocation(line: 36, column: 60, scope: !175)
!183 = !DILocation(line: 36, column: 64, scope: !175)
!184 = !DILocation(line: 36, column: 62, scope: !175)
!185 = !DILocation(line: 36, column: 66, scope: !175)
!186 = !DILocation(line: 36, column: 51, scope: !175)
!187 = !DILocation(line: 36, column: 49, scope: !175)
!188 = !DILocation(line: 36, column: 9, scope: !175)
!189 = !DILocation(line: 36, column: 11, scope: !175)
!190 = !DILocation(line: 36, column: 17, scope: !175)
!191 = !DILocation(line: 36, column: 15, scope: !175)
!192 = !DILocation(line: 36, column: 7, scope: !175)
!193 = !DILocation(line: 36, column: 20, scope: !175)
!194 = !DILocation(line: 35, column: 25, scope: !175)
!195 = !DILocation(line: 35, column: 5, scope: !175)
!196 = distinct !{!196, !177, !197, !85}
!197 = !DILocation(line: 36, column: 69, scope: !172)
!198 = !DILocation(line: 34, column: 23, scope: !168)
!199 = !DILocation(line: 34, column: 3, scope: !168)
!200 = distinct !{!200, !170, !201, !85}
!201 = !DILocation(line: 36, column: 69, scope: !165)
!202 = !DILocation(line: 37, column: 3, scope: !155)
!203 = !DILocation(line: 38, column: 10, scope: !204)
!204 = distinct !DILexicalBlock(scope: !155, file: !3, line: 38, column: 3)
!205 = !DILocation(line: 38, column: 8, scope: !204)
!206 = !DILocation(line: 38, column: 15, scope: !207)
!207 = distinct !DILexicalBlock(scope: !204, file: !3, line: 38, column: 3)
!208 = !DILocation(line: 38, column: 17, scope: !207)
!209 = !DILocation(line: 38, column: 3, scope: !204)
!210 = !DILocation(line: 39, column: 12, scope: !211)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 39, column: 5)
!212 = !DILocation(line: 39, column: 10, scope: !211)
!213 = !DILocation(line: 39, column: 17, scope: !214)
!214 = distinct !DILexicalBlock(scope: !211, file: !3, line: 39, column: 5)
!215 = !DILocation(line: 39, column: 22, scope: !214)
!216 = !DILocation(line: 39, column: 19, scope: !214)
!217 = !DILocation(line: 39, column: 5, scope: !211)
!218 = !DILocation(line: 40, column: 14, scope: !214)
!219 = !DILocation(line: 40, column: 16, scope: !214)
!220 = !DILocation(line: 40, column: 22, scope: !214)
!221 = !DILocation(line: 40, column: 20, scope: !214)
!222 = !DILocation(line: 40, column: 12, scope: !214)
!223 = !DILocation(line: 40, column: 9, scope: !214)
!224 = !DILocation(line: 40, column: 7, scope: !214)
!225 = !DILocation(line: 39, column: 26, scope: !214)
!226 = !DILocation(line: 39, column: 5, scope: !214)
!227 = distinct !{!227, !217, !228, !85}
!228 = !DILocation(line: 40, column: 23, scope: !211)
!229 = !DILocation(line: 38, column: 23, scope: !207)
!230 = !DILocation(line: 38, column: 3, scope: !207)
!231 = distinct !{!231, !209, !232, !85}
!232 = !DILocation(line: 40, column: 23, scope: !204)
!233 = !DILocation(line: 41, column: 14, scope: !155)
!234 = !DILocation(line: 41, column: 12, scope: !155)
!235 = !DILocation(line: 42, column: 3, scope: !155)
