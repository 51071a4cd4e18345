; ModuleID = 'seidel2d.c'
source_filename = "seidel2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = internal global [30 x [30 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_seidel2d() #0 !dbg !20 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !24, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %2, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %3, metadata !29, metadata !DIExpression()), !dbg !30
  store i32 0, i32* %1, align 4, !dbg !31
  br label %4, !dbg !33

4:                                                ; preds = %114, %0
  %5 = load i32, i32* %1, align 4, !dbg !34
  %6 = icmp slt i32 %5, 5, !dbg !36
  br i1 %6, label %7, label %117, !dbg !37

7:                                                ; preds = %4
  store i32 1, i32* %2, align 4, !dbg !38
  br label %8, !dbg !40

8:                                                ; preds = %110, %7
  %9 = load i32, i32* %2, align 4, !dbg !41
  %10 = icmp sle i32 %9, 28, !dbg !43
  br i1 %10, label %11, label %113, !dbg !44

11:                                               ; preds = %8
  store i32 1, i32* %3, align 4, !dbg !45
  br label %12, !dbg !47

12:                                               ; preds = %106, %11
  %13 = load i32, i32* %3, align 4, !dbg !48
  %14 = icmp sle i32 %13, 28, !dbg !50
  br i1 %14, label %15, label %109, !dbg !51

15:                                               ; preds = %12
  %16 = load i32, i32* %2, align 4, !dbg !52
  %17 = sub nsw i32 %16, 1, !dbg !53
  %18 = sext i32 %17 to i64, !dbg !54
  %19 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %18, !dbg !54
  %20 = load i32, i32* %3, align 4, !dbg !55
  %21 = sub nsw i32 %20, 1, !dbg !56
  %22 = sext i32 %21 to i64, !dbg !54
  %23 = getelementptr inbounds [30 x double], [30 x double]* %19, i64 0, i64 %22, !dbg !54
  %24 = load double, double* %23, align 8, !dbg !54
  %25 = load i32, i32* %2, align 4, !dbg !57
  %26 = sub nsw i32 %25, 1, !dbg !58
  %27 = sext i32 %26 to i64, !dbg !59
  %28 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %27, !dbg !59
  %29 = load i32, i32* %3, align 4, !dbg !60
  %30 = sext i32 %29 to i64, !dbg !59
  %31 = getelementptr inbounds [30 x double], [30 x double]* %28, i64 0, i64 %30, !dbg !59
  %32 = load double, double* %31, align 8, !dbg !59
  %33 = fadd double %24, %32, !dbg !61
  %34 = load i32, i32* %2, align 4, !dbg !62
  %35 = sub nsw i32 %34, 1, !dbg !63
  %36 = sext i32 %35 to i64, !dbg !64
  %37 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %36, !dbg !64
  %38 = load i32, i32* %3, align 4, !dbg !65
  %39 = add nsw i32 %38, 1, !dbg !66
  %40 = sext i32 %39 to i64, !dbg !64
  %41 = getelementptr inbounds [30 x double], [30 x double]* %37, i64 0, i64 %40, !dbg !64
  %42 = load double, double* %41, align 8, !dbg !64
  %43 = fadd double %33, %42, !dbg !67
  %44 = load i32, i32* %2, align 4, !dbg !68
  %45 = sext i32 %44 to i64, !dbg !69
  %46 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %45, !dbg !69
  %47 = load i32, i32* %3, align 4, !dbg !70
  %48 = sub nsw i32 %47, 1, !dbg !71
  %49 = sext i32 %48 to i64, !dbg !69
  %50 = getelementptr inbounds [30 x double], [30 x double]* %46, i64 0, i64 %49, !dbg !69
  %51 = load double, double* %50, align 8, !dbg !69
  %52 = fadd double %43, %51, !dbg !72
  %53 = load i32, i32* %2, align 4, !dbg !73
  %54 = sext i32 %53 to i64, !dbg !74
  %55 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %54, !dbg !74
  %56 = load i32, i32* %3, align 4, !dbg !75
  %57 = sext i32 %56 to i64, !dbg !74
  %58 = getelementptr inbounds [30 x double], [30 x double]* %55, i64 0, i64 %57, !dbg !74
  %59 = load double, double* %58, align 8, !dbg !74
  %60 = fadd double %52, %59, !dbg !76
  %61 = load i32, i32* %2, align 4, !dbg !77
  %62 = sext i32 %61 to i64, !dbg !78
  %63 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %62, !dbg !78
  %64 = load i32, i32* %3, align 4, !dbg !79
  %65 = add nsw i32 %64, 1, !dbg !80
  %66 = sext i32 %65 to i64, !dbg !78
  %67 = getelementptr inbounds [30 x double], [30 x double]* %63, i64 0, i64 %66, !dbg !78
  %68 = load double, double* %67, align 8, !dbg !78
  %69 = fadd double %60, %68, !dbg !81
  %70 = load i32, i32* %2, align 4, !dbg !82
  %71 = add nsw i32 %70, 1, !dbg !83
  %72 = sext i32 %71 to i64, !dbg !84
  %73 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %72, !dbg !84
  %74 = load i32, i32* %3, align 4, !dbg !85
  %75 = sub nsw i32 %74, 1, !dbg !86
  %76 = sext i32 %75 to i64, !dbg !84
  %77 = getelementptr inbounds [30 x double], [30 x double]* %73, i64 0, i64 %76, !dbg !84
  %78 = load double, double* %77, align 8, !dbg !84
  %79 = fadd double %69, %78, !dbg !87
  %80 = load i32, i32* %2, align 4, !dbg !88
  %81 = add nsw i32 %80, 1, !dbg !89
  %82 = sext i32 %81 to i64, !dbg !90
  %83 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %82, !dbg !90
  %84 = load i32, i32* %3, align 4, !dbg !91
  %85 = sext i32 %84 to i64, !dbg !90
  %86 = getelementptr inbounds [30 x double], [30 x double]* %83, i64 0, i64 %85, !dbg !90
  %87 = load double, double* %86, align 8, !dbg !90
  %88 = fadd double %79, %87, !dbg !92
  %89 = load i32, i32* %2, align 4, !dbg !93
  %90 = add nsw i32 %89, 1, !dbg !94
  %91 = sext i32 %90 to i64, !dbg !95
  %92 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %91, !dbg !95
  %93 = load i32, i32* %3, align 4, !dbg !96
  %94 = add nsw i32 %93, 1, !dbg !97
  %95 = sext i32 %94 to i64, !dbg !95
  %96 = getelementptr inbounds [30 x double], [30 x double]* %92, i64 0, i64 %95, !dbg !95
  %97 = load double, double* %96, align 8, !dbg !95
  %98 = fadd double %88, %97, !dbg !98
  %99 = fdiv double %98, 9.000000e+00, !dbg !99
  %100 = load i32, i32* %2, align 4, !dbg !100
  %101 = sext i32 %100 to i64, !dbg !101
  %102 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %101, !dbg !101
  %103 = load i32, i32* %3, align 4, !dbg !102
  %104 = sext i32 %103 to i64, !dbg !101
  %105 = getelementptr inbounds [30 x double], [30 x double]* %102, i64 0, i64 %104, !dbg !101
  store double %99, double* %105, align 8, !dbg !103
  br label %106, !dbg !101

106:                                              ; preds = %15
  %107 = load i32, i32* %3, align 4, !dbg !104
  %108 = add nsw i32 %107, 1, !dbg !104
  store i32 %108, i32* %3, align 4, !dbg !104
  br label %12, !dbg !105, !llvm.loop !106

109:                                              ; preds = %12
  br label %110, !dbg !107

110:                                              ; preds = %109
  %111 = load i32, i32* %2, align 4, !dbg !109
  %112 = add nsw i32 %111, 1, !dbg !109
  store i32 %112, i32* %2, align 4, !dbg !109
  br label %8, !dbg !110, !llvm.loop !111

113:                                              ; preds = %8
  br label %114, !dbg !112

114:                                              ; preds = %113
  %115 = load i32, i32* %1, align 4, !dbg !113
  %116 = add nsw i32 %115, 1, !dbg !113
  store i32 %116, i32* %1, align 4, !dbg !113
  br label %4, !dbg !114, !llvm.loop !115

117:                                              ; preds = %4
  ret void, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !118 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.declare(metadata i32* %3, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata double* %4, metadata !125, metadata !DIExpression()), !dbg !126
  store double 0.000000e+00, double* %4, align 8, !dbg !126
  store i32 0, i32* %2, align 4, !dbg !127
  br label %5, !dbg !129

5:                                                ; preds = %33, %0
  %6 = load i32, i32* %2, align 4, !dbg !130
  %7 = icmp slt i32 %6, 30, !dbg !132
  br i1 %7, label %8, label %36, !dbg !133

8:                                                ; preds = %5
  store i32 0, i32* %3, align 4, !dbg !134
  br label %9, !dbg !136

9:                                                ; preds = %29, %8
  %10 = load i32, i32* %3, align 4, !dbg !137
  %11 = icmp slt i32 %10, 30, !dbg !139
  br i1 %11, label %12, label %32, !dbg !140

12:                                               ; preds = %9
  %13 = load i32, i32* %2, align 4, !dbg !141
  %14 = load i32, i32* %3, align 4, !dbg !142
  %15 = add nsw i32 %13, %14, !dbg !143
  %16 = srem i32 %15, 4, !dbg !144
  %17 = sitofp i32 %16 to double, !dbg !145
  %18 = load i32, i32* %2, align 4, !dbg !146
  %19 = icmp eq i32 %18, 0, !dbg !147
  %20 = zext i1 %19 to i64, !dbg !146
  %21 = select i1 %19, double 1.000000e+01, double 0.000000e+00, !dbg !146
  %22 = fadd double %17, %21, !dbg !148
  %23 = load i32, i32* %2, align 4, !dbg !149
  %24 = sext i32 %23 to i64, !dbg !150
  %25 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %24, !dbg !150
  %26 = load i32, i32* %3, align 4, !dbg !151
  %27 = sext i32 %26 to i64, !dbg !150
  %28 = getelementptr inbounds [30 x double], [30 x double]* %25, i64 0, i64 %27, !dbg !150
  store double %22, double* %28, align 8, !dbg !152
  br label %29, !dbg !150

29:                                               ; preds = %12
  %30 = load i32, i32* %3, align 4, !dbg !153
  %31 = add nsw i32 %30, 1, !dbg !153
  store i32 %31, i32* %3, align 4, !dbg !153
  br label %9, !dbg !154, !llvm.loop !155

32:                                               ; preds = %9
  br label %33, !dbg !156

33:                                               ; preds = %32
  %34 = load i32, i32* %2, align 4, !dbg !157
  %35 = add nsw i32 %34, 1, !dbg !157
  store i32 %35, i32* %2, align 4, !dbg !157
  br label %5, !dbg !158, !llvm.loop !159

36:                                               ; preds = %5
  call void @kernel_seidel2d(), !dbg !161
  store i32 0, i32* %2, align 4, !dbg !162
  br label %37, !dbg !164

37:                                               ; preds = %58, %36
  %38 = load i32, i32* %2, align 4, !dbg !165
  %39 = icmp slt i32 %38, 30, !dbg !167
  br i1 %39, label %40, label %61, !dbg !168

40:                                               ; preds = %37
  store i32 0, i32* %3, align 4, !dbg !169
  br label %41, !dbg !171

41:                                               ; preds = %54, %40
  %42 = load i32, i32* %3, align 4, !dbg !172
  %43 = icmp slt i32 %42, 30, !dbg !174
  br i1 %43, label %44, label %57, !dbg !175

44:                                               ; preds = %41
  %45 = load i32, i32* %2, align 4, !dbg !176
  %46 = sext i32 %45 to i64, !dbg !177
  %47 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %46, !dbg !177
  %48 = load i32, i32* %3, align 4, !dbg !178
  %49 = sext i32 %48 to i64, !dbg !177
  %50 = getelementptr inbounds [30 x double], [30 x double]* %47, i64 0, i64 %49, !dbg !177
  %51 = load double, double* %50, align 8, !dbg !177
  %52 = load double, double* %4, align 8, !dbg !179
  %53 = fadd double %52, %51, !dbg !179
  store double %53, double* %4, align 8, !dbg !179
  br label %54, !dbg !180

54:                                               ; preds = %44
  %55 = load i32, i32* %3, align 4, !dbg !181
  %56 = add nsw i32 %55, 1, !dbg !181
  store i32 %56, i32* %3, align 4, !dbg !181
  br label %41, !dbg !182, !llvm.loop !183

57:                                               ; preds = %41
  br label %58, !dbg !184

58:                                               ; preds = %57
  %59 = load i32, i32* %2, align 4, !dbg !185
  %60 = add nsw i32 %59, 1, !dbg !185
  store i32 %60, i32* %2, align 4, !dbg !185
  br label %37, !dbg !186, !llvm.loop !187

61:                                               ; preds = %37
  %62 = load double, double* %4, align 8, !dbg !189
  store double %62, double* @checksum, align 8, !dbg !190
  ret i32 0, !dbg !191
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 57600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 30)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_seidel2d", scope: !3, file: !3, line: 15, type: !21, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{null}
!23 = !{}
!24 = !DILocalVariable(name: "t", scope: !20, file: !3, line: 17, type: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 17, column: 7, scope: !20)
!27 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 17, type: !25)
!28 = !DILocation(line: 17, column: 10, scope: !20)
!29 = !DILocalVariable(name: "j", scope: !20, file: !3, line: 17, type: !25)
!30 = !DILocation(line: 17, column: 13, scope: !20)
!31 = !DILocation(line: 18, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !20, file: !3, line: 18, column: 3)
!33 = !DILocation(line: 18, column: 8, scope: !32)
!34 = !DILocation(line: 18, column: 15, scope: !35)
!35 = distinct !DILexicalBlock(scope: !32, file: !3, line: 18, column: 3)
!36 = !DILocation(line: 18, column: 17, scope: !35)
!37 = !DILocation(line: 18, column: 3, scope: !32)
!38 = !DILocation(line: 19, column: 12, scope: !39)
!39 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 5)
!40 = !DILocation(line: 19, column: 10, scope: !39)
!41 = !DILocation(line: 19, column: 17, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 5)
!43 = !DILocation(line: 19, column: 19, scope: !42)
!44 = !DILocation(line: 19, column: 5, scope: !39)
!45 = !DILocation(line: 20, column: 14, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 20, column: 7)
!47 = !DILocation(line: 20, column: 12, scope: !46)
!48 = !DILocation(line: 20, column: 19, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 20, column: 7)
!50 = !DILocation(line: 20, column: 21, scope: !49)
!51 = !DILocation(line: 20, column: 7, scope: !46)
!52 = !DILocation(line: 21, column: 22, scope: !49)
!53 = !DILocation(line: 21, column: 24, scope: !49)
!54 = !DILocation(line: 21, column: 20, scope: !49)
!55 = !DILocation(line: 21, column: 29, scope: !49)
!56 = !DILocation(line: 21, column: 31, scope: !49)
!57 = !DILocation(line: 21, column: 40, scope: !49)
!58 = !DILocation(line: 21, column: 42, scope: !49)
!59 = !DILocation(line: 21, column: 38, scope: !49)
!60 = !DILocation(line: 21, column: 47, scope: !49)
!61 = !DILocation(line: 21, column: 36, scope: !49)
!62 = !DILocation(line: 21, column: 54, scope: !49)
!63 = !DILocation(line: 21, column: 56, scope: !49)
!64 = !DILocation(line: 21, column: 52, scope: !49)
!65 = !DILocation(line: 21, column: 61, scope: !49)
!66 = !DILocation(line: 21, column: 63, scope: !49)
!67 = !DILocation(line: 21, column: 50, scope: !49)
!68 = !DILocation(line: 22, column: 22, scope: !49)
!69 = !DILocation(line: 22, column: 20, scope: !49)
!70 = !DILocation(line: 22, column: 25, scope: !49)
!71 = !DILocation(line: 22, column: 27, scope: !49)
!72 = !DILocation(line: 21, column: 68, scope: !49)
!73 = !DILocation(line: 22, column: 36, scope: !49)
!74 = !DILocation(line: 22, column: 34, scope: !49)
!75 = !DILocation(line: 22, column: 39, scope: !49)
!76 = !DILocation(line: 22, column: 32, scope: !49)
!77 = !DILocation(line: 22, column: 46, scope: !49)
!78 = !DILocation(line: 22, column: 44, scope: !49)
!79 = !DILocation(line: 22, column: 49, scope: !49)
!80 = !DILocation(line: 22, column: 51, scope: !49)
!81 = !DILocation(line: 22, column: 42, scope: !49)
!82 = !DILocation(line: 23, column: 22, scope: !49)
!83 = !DILocation(line: 23, column: 24, scope: !49)
!84 = !DILocation(line: 23, column: 20, scope: !49)
!85 = !DILocation(line: 23, column: 29, scope: !49)
!86 = !DILocation(line: 23, column: 31, scope: !49)
!87 = !DILocation(line: 22, column: 56, scope: !49)
!88 = !DILocation(line: 23, column: 40, scope: !49)
!89 = !DILocation(line: 23, column: 42, scope: !49)
!90 = !DILocation(line: 23, column: 38, scope: !49)
!91 = !DILocation(line: 23, column: 47, scope: !49)
!92 = !DILocation(line: 23, column: 36, scope: !49)
!93 = !DILocation(line: 23, column: 54, scope: !49)
!94 = !DILocation(line: 23, column: 56, scope: !49)
!95 = !DILocation(line: 23, column: 52, scope: !49)
!96 = !DILocation(line: 23, column: 61, scope: !49)
!97 = !DILocation(line: 23, column: 63, scope: !49)
!98 = !DILocation(line: 23, column: 50, scope: !49)
!99 = !DILocation(line: 23, column: 69, scope: !49)
!100 = !DILocation(line: 21, column: 11, scope: !49)
!101 = !DILocation(line: 21, column: 9, scope: !49)
!102 = !DILocation(line: 21, column: 14, scope: !49)
!103 = !DILocation(line: 21, column: 17, scope: !49)
!104 = !DILocation(line: 20, column: 32, scope: !49)
!105 = !DILocation(line: 20, column: 7, scope: !49)
!106 = distinct !{!106, !51, !107, !108}
!107 = !DILocation(line: 23, column: 71, scope: !46)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocation(line: 19, column: 30, scope: !42)
!110 = !DILocation(line: 19, column: 5, scope: !42)
!111 = distinct !{!111, !44, !112, !108}
!112 = !DILocation(line: 23, column: 71, scope: !39)
!113 = !DILocation(line: 18, column: 23, scope: !35)
!114 = !DILocation(line: 18, column: 3, scope: !35)
!115 = distinct !{!115, !37, !116, !108}
!116 = !DILocation(line: 23, column: 71, scope: !32)
!117 = !DILocation(line: 24, column: 1, scope: !20)
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !119, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!119 = !DISubroutineType(types: !120)
!120 = !{!25}
!121 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 28, type: !25)
!122 = !DILocation(line: 28, column: 7, scope: !118)
!123 = !DILocalVariable(name: "j", scope: !118, file: !3, line: 28, type: !25)
!124 = !DILocation(line: 28, column: 10, scope: !118)
!125 = !DILocalVariable(name: "s", scope: !118, file: !3, line: 29, type: !5)
!126 = !DILocation(line: 29, column: 10, scope: !118)
!127 = !DILocation(line: 30, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !118, file: !3, line: 30, column: 3)
!129 = !DILocation(line: 30, column: 8, scope: !128)
!130 = !DILocation(line: 30, column: 15, scope: !131)
!131 = distinct !DILexicalBlock(scope: !128, file: !3, line: 30, column: 3)
!132 = !DILocation(line: 30, column: 17, scope: !131)
!133 = !DILocation(line: 30, column: 3, scope: !128)
!134 = !DILocation(line: 31, column: 12, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 31, column: 5)
!136 = !DILocation(line: 31, column: 10, scope: !135)
!137 = !DILocation(line: 31, column: 17, scope: !138)
!138 = distinct !DILexicalBlock(scope: !135, file: !3, line: 31, column: 5)
!139 = !DILocation(line: 31, column: 19, scope: !138)
!140 = !DILocation(line: 31, column: 5, scope: !135)
!141 = !DILocation(line: 32, column: 27, scope: !138)
!142 = !DILocation(line: 32, column: 31, scope: !138)
!143 = !DILocation(line: 32, column: 29, scope: !138)
!144 = !DILocation(line: 32, column: 34, scope: !138)
!145 = !DILocation(line: 32, column: 17, scope: !138)
!146 = !DILocation(line: 32, column: 42, scope: !138)
!147 = !DILocation(line: 32, column: 44, scope: !138)
!148 = !DILocation(line: 32, column: 39, scope: !138)
!149 = !DILocation(line: 32, column: 9, scope: !138)
!150 = !DILocation(line: 32, column: 7, scope: !138)
!151 = !DILocation(line: 32, column: 12, scope: !138)
!152 = !DILocation(line: 32, column: 15, scope: !138)
!153 = !DILocation(line: 31, column: 25, scope: !138)
!154 = !DILocation(line: 31, column: 5, scope: !138)
!155 = distinct !{!155, !140, !156, !108}
!156 = !DILocation(line: 32, column: 61, scope: !135)
!157 = !DILocation(line: 30, column: 23, scope: !131)
!158 = !DILocation(line: 30, column: 3, scope: !131)
!159 = distinct !{!159, !133, !160, !108}
!160 = !DILocation(line: 32, column: 61, scope: !128)
!161 = !DILocation(line: 33, column: 3, scope: !118)
!162 = !DILocation(line: 34, column: 10, scope: !163)
!163 = distinct !DILexicalBlock(scope: !118, file: !3, line: 34, column: 3)
!164 = !DILocation(line: 34, column: 8, scope: !163)
!165 = !DILocation(line: 34, column: 15, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 34, column: 3)
!167 = !DILocation(line: 34, column: 17, scope: !166)
!168 = !DILocation(line: 34, column: 3, scope: !163)
!169 = !DILocation(line: 35, column: 12, scope: !170)
!170 = distinct !DILexicalBlock(scope: !166, file: !3, line: 35, column: 5)
!171 = !DILocation(line: 35, column: 10, scope: !170)
!172 = !DILocation(line: 35, column: 17, scope: !173)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 35, column: 5)
!174 = !DILocation(line: 35, column: 19, scope: !173)
!175 = !DILocation(line: 35, column: 5, scope: !170)
!176 = !DILocation(line: 36, column: 14, scope: !173)
!177 = !DILocation(line: 36, column: 12, scope: !173)
!178 = !DILocation(line: 36, column: 17, scope: !173)
!179 = !DILocation(line: 36, column: 9, scope: !173)
!180 = !DILocation(line: 36, column: 7, scope: !173)
!181 = !DILocation(line: 35, column: 25, scope: !173)
!182 = !DILocation(line: 35, column: 5, scope: !173)
!183 = distinct !{!183, !175, !184, !108}
!184 = !DILocation(line: 36, column: 18, scope: !170)
!185 = !DILocation(line: 34, column: 23, scope: !166)
!186 = !DILocation(line: 34, column: 3, scope: !166)
!187 = distinct !{!187, !168, !188, !108}
!188 = !DILocation(line: 36, column: 18, scope: !163)
!189 = !DILocation(line: 37, column: 14, scope: !118)
!190 = !DILocation(line: 37, column: 12, scope: !118)
!191 = !DILocation(line: 38, column: 3, scope: !118)
