; ModuleID = 'argv_matmul.c'
source_filename = "argv_matmul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %13 = load i32, i32* %4, align 4, !dbg !24
  %14 = icmp sgt i32 %13, 1, !dbg !25
  br i1 %14, label %15, label %20, !dbg !24

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !26
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !26
  %18 = load i8*, i8** %17, align 8, !dbg !26
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !27
  br label %21, !dbg !24

20:                                               ; preds = %2
  br label %21, !dbg !24

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 64, %20 ], !dbg !24
  store i32 %22, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %23 = load i32, i32* %6, align 4, !dbg !32
  %24 = sext i32 %23 to i64, !dbg !32
  %25 = mul i64 8, %24, !dbg !33
  %26 = load i32, i32* %6, align 4, !dbg !34
  %27 = sext i32 %26 to i64, !dbg !34
  %28 = mul i64 %25, %27, !dbg !35
  %29 = call noalias i8* @malloc(i64 noundef %28) #6, !dbg !36
  %30 = bitcast i8* %29 to double*, !dbg !36
  store double* %30, double** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata double** %8, metadata !37, metadata !DIExpression()), !dbg !38
  %31 = load i32, i32* %6, align 4, !dbg !39
  %32 = sext i32 %31 to i64, !dbg !39
  %33 = mul i64 8, %32, !dbg !40
  %34 = load i32, i32* %6, align 4, !dbg !41
  %35 = sext i32 %34 to i64, !dbg !41
  %36 = mul i64 %33, %35, !dbg !42
  %37 = call noalias i8* @malloc(i64 noundef %36) #6, !dbg !43
  %38 = bitcast i8* %37 to double*, !dbg !43
  store double* %38, double** %8, align 8, !dbg !38
  call void @llvm.dbg.declare(metadata double** %9, metadata !44, metadata !DIExpression()), !dbg !45
  %39 = load i32, i32* %6, align 4, !dbg !46
  %40 = sext i32 %39 to i64, !dbg !46
  %41 = mul i64 8, %40, !dbg !47
  %42 = load i32, i32* %6, align 4, !dbg !48
  %43 = sext i32 %42 to i64, !dbg !48
  %44 = mul i64 %41, %43, !dbg !49
  %45 = call noalias i8* @malloc(i64 noundef %44) #6, !dbg !50
  %46 = bitcast i8* %45 to double*, !dbg !50
  store double* %46, double** %9, align 8, !dbg !45
  call void @llvm.dbg.declare(metadata i32* %10, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %10, align 4, !dbg !53
  br label %47, !dbg !54

47:                                               ; preds = %68, %21
  %48 = load i32, i32* %10, align 4, !dbg !55
  %49 = load i32, i32* %6, align 4, !dbg !57
  %50 = load i32, i32* %6, align 4, !dbg !58
  %51 = mul nsw i32 %49, %50, !dbg !59
  %52 = icmp slt i32 %48, %51, !dbg !60
  br i1 %52, label %53, label %71, !dbg !61

53:                                               ; preds = %47
  %54 = load i32, i32* %10, align 4, !dbg !62
  %55 = srem i32 %54, 7, !dbg !64
  %56 = sitofp i32 %55 to double, !dbg !62
  %57 = load double*, double** %7, align 8, !dbg !65
  %58 = load i32, i32* %10, align 4, !dbg !66
  %59 = sext i32 %58 to i64, !dbg !65
  %60 = getelementptr inbounds double, double* %57, i64 %59, !dbg !65
  store double %56, double* %60, align 8, !dbg !67
  %61 = load i32, i32* %10, align 4, !dbg !68
  %62 = srem i32 %61, 5, !dbg !69
  %63 = sitofp i32 %62 to double, !dbg !68
  %64 = load double*, double** %8, align 8, !dbg !70
  %65 = load i32, i32* %10, align 4, !dbg !71
  %66 = sext i32 %65 to i64, !dbg !70
  %67 = getelementptr inbounds double, double* %64, i64 %66, !dbg !70
  store double %63, double* %67, align 8, !dbg !72
  br label %68, !dbg !73

68:                                               ; preds = %53
  %69 = load i32, i32* %10, align 4, !dbg !74
  %70 = add nsw i32 %69, 1, !dbg !74
  store i32 %70, i32* %10, align 4, !dbg !74
  br label %47, !dbg !75, !llvm.loop !76

71:                                               ; preds = %47
  %72 = load i32, i32* %6, align 4, !dbg !79
  %73 = load double*, double** %7, align 8, !dbg !80
  %74 = load double*, double** %8, align 8, !dbg !81
  %75 = load double*, double** %9, align 8, !dbg !82
  call void @matmul(i32 noundef %72, double* noundef %73, double* noundef %74, double* noundef %75), !dbg !83
  call void @llvm.dbg.declare(metadata double* %11, metadata !84, metadata !DIExpression()), !dbg !85
  store double 0.000000e+00, double* %11, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %12, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %12, align 4, !dbg !88
  br label %76, !dbg !89

76:                                               ; preds = %90, %71
  %77 = load i32, i32* %12, align 4, !dbg !90
  %78 = load i32, i32* %6, align 4, !dbg !92
  %79 = load i32, i32* %6, align 4, !dbg !93
  %80 = mul nsw i32 %78, %79, !dbg !94
  %81 = icmp slt i32 %77, %80, !dbg !95
  br i1 %81, label %82, label %93, !dbg !96

82:                                               ; preds = %76
  %83 = load double*, double** %9, align 8, !dbg !97
  %84 = load i32, i32* %12, align 4, !dbg !98
  %85 = sext i32 %84 to i64, !dbg !97
  %86 = getelementptr inbounds double, double* %83, i64 %85, !dbg !97
  %87 = load double, double* %86, align 8, !dbg !97
  %88 = load double, double* %11, align 8, !dbg !99
  %89 = fadd double %88, %87, !dbg !99
  store double %89, double* %11, align 8, !dbg !99
  br label %90, !dbg !100

90:                                               ; preds = %82
  %91 = load i32, i32* %12, align 4, !dbg !101
  %92 = add nsw i32 %91, 1, !dbg !101
  store i32 %92, i32* %12, align 4, !dbg !101
  br label %76, !dbg !102, !llvm.loop !103

93:                                               ; preds = %76
  %94 = load i32, i32* %4, align 4, !dbg !105
  %95 = icmp sgt i32 %94, 42, !dbg !107
  br i1 %95, label %96, label %102, !dbg !108

96:                                               ; preds = %93
  %97 = load double, double* %11, align 8, !dbg !109
  %98 = fcmp olt double %97, 0.000000e+00, !dbg !110
  br i1 %98, label %99, label %102, !dbg !111

99:                                               ; preds = %96
  %100 = load double, double* %11, align 8, !dbg !112
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %100), !dbg !113
  br label %102, !dbg !113

102:                                              ; preds = %99, %96, %93
  %103 = load double, double* %11, align 8, !dbg !114
  %104 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %103), !dbg !115
  ret i32 0, !dbg !116
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @matmul(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !117 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !120, metadata !DIExpression()), !dbg !121
  store double* %1, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !122, metadata !DIExpression()), !dbg !123
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !124, metadata !DIExpression()), !dbg !125
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !126, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.declare(metadata i32* %9, metadata !128, metadata !DIExpression()), !dbg !130
  store i32 0, i32* %9, align 4, !dbg !130
  br label %13, !dbg !131

13:                                               ; preds = %65, %4
  %14 = load i32, i32* %9, align 4, !dbg !132
  %15 = load i32, i32* %5, align 4, !dbg !134
  %16 = icmp slt i32 %14, %15, !dbg !135
  br i1 %16, label %17, label %68, !dbg !136

17:                                               ; preds = %13
  call void @llvm.dbg.declare(metadata i32* %10, metadata !137, metadata !DIExpression()), !dbg !139
  store i32 0, i32* %10, align 4, !dbg !139
  br label %18, !dbg !140

18:                                               ; preds = %61, %17
  %19 = load i32, i32* %10, align 4, !dbg !141
  %20 = load i32, i32* %5, align 4, !dbg !143
  %21 = icmp slt i32 %19, %20, !dbg !144
  br i1 %21, label %22, label %64, !dbg !145

22:                                               ; preds = %18
  call void @llvm.dbg.declare(metadata double* %11, metadata !146, metadata !DIExpression()), !dbg !148
  store double 0.000000e+00, double* %11, align 8, !dbg !148
  call void @llvm.dbg.declare(metadata i32* %12, metadata !149, metadata !DIExpression()), !dbg !151
  store i32 0, i32* %12, align 4, !dbg !151
  br label %23, !dbg !152

23:                                               ; preds = %48, %22
  %24 = load i32, i32* %12, align 4, !dbg !153
  %25 = load i32, i32* %5, align 4, !dbg !155
  %26 = icmp slt i32 %24, %25, !dbg !156
  br i1 %26, label %27, label %51, !dbg !157

27:                                               ; preds = %23
  %28 = load double*, double** %6, align 8, !dbg !158
  %29 = load i32, i32* %9, align 4, !dbg !159
  %30 = load i32, i32* %5, align 4, !dbg !160
  %31 = mul nsw i32 %29, %30, !dbg !161
  %32 = load i32, i32* %12, align 4, !dbg !162
  %33 = add nsw i32 %31, %32, !dbg !163
  %34 = sext i32 %33 to i64, !dbg !158
  %35 = getelementptr inbounds double, double* %28, i64 %34, !dbg !158
  %36 = load double, double* %35, align 8, !dbg !158
  %37 = load double*, double** %7, align 8, !dbg !164
  %38 = load i32, i32* %12, align 4, !dbg !165
  %39 = load i32, i32* %5, align 4, !dbg !166
  %40 = mul nsw i32 %38, %39, !dbg !167
  %41 = load i32, i32* %10, align 4, !dbg !168
  %42 = add nsw i32 %40, %41, !dbg !169
  %43 = sext i32 %42 to i64, !dbg !164
  %44 = getelementptr inbounds double, double* %37, i64 %43, !dbg !164
  %45 = load double, double* %44, align 8, !dbg !164
  %46 = load double, double* %11, align 8, !dbg !170
  %47 = call double @llvm.fmuladd.f64(double %36, double %45, double %46), !dbg !170
  store double %47, double* %11, align 8, !dbg !170
  br label %48, !dbg !171

48:                                               ; preds = %27
  %49 = load i32, i32* %12, align 4, !dbg !172
  %50 = add nsw i32 %49, 1, !dbg !172
  store i32 %50, i32* %12, align 4, !dbg !172
  br label %23, !dbg !173, !llvm.loop !174

51:                                               ; preds = %23
  %52 = load double, double* %11, align 8, !dbg !176
  %53 = load double*, double** %8, align 8, !dbg !177
  %54 = load i32, i32* %9, align 4, !dbg !178
  %55 = load i32, i32* %5, align 4, !dbg !179
  %56 = mul nsw i32 %54, %55, !dbg !180
  %57 = load i32, i32* %10, align 4, !dbg !181
  %58 = add nsw i32 %56, %57, !dbg !182
  %59 = sext i32 %58 to i64, !dbg !177
  %60 = getelementptr inbounds double, double* %53, i64 %59, !dbg !177
  store double %52, double* %60, align 8, !dbg !183
  br label %61, !dbg !184

61:                                               ; preds = %51
  %62 = load i32, i32* %10, align 4, !dbg !185
  %63 = add nsw i32 %62, 1, !dbg !185
  store i32 %63, i32* %10, align 4, !dbg !185
  br label %18, !dbg !186, !llvm.loop !187

64:                                               ; preds = %18
  br label %65, !dbg !188

65:                                               ; preds = %64
  %66 = load i32, i32* %9, align 4, !dbg !189
  %67 = add nsw i32 %66, 1, !dbg !189
  store i32 %67, i32* %9, align 4, !dbg !189
  br label %13, !dbg !190, !llvm.loop !191

68:                                               ; preds = %13
  ret void, !dbg !193
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "argv_matmul.c", directory: ".", checksumkind: CSK_MD5, checksum: "4051a67719ec8aecc9a8f4210c31d7cf")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 14, type: !13)
!19 = !DILocation(line: 14, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 14, type: !14)
!21 = !DILocation(line: 14, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 15, type: !13)
!23 = !DILocation(line: 15, column: 7, scope: !10)
!24 = !DILocation(line: 15, column: 11, scope: !10)
!25 = !DILocation(line: 15, column: 16, scope: !10)
!26 = !DILocation(line: 15, column: 27, scope: !10)
!27 = !DILocation(line: 15, column: 22, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 16, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 16, column: 11, scope: !10)
!32 = !DILocation(line: 16, column: 37, scope: !10)
!33 = !DILocation(line: 16, column: 36, scope: !10)
!34 = !DILocation(line: 16, column: 39, scope: !10)
!35 = !DILocation(line: 16, column: 38, scope: !10)
!36 = !DILocation(line: 16, column: 15, scope: !10)
!37 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 16, type: !29)
!38 = !DILocation(line: 16, column: 44, scope: !10)
!39 = !DILocation(line: 16, column: 70, scope: !10)
!40 = !DILocation(line: 16, column: 69, scope: !10)
!41 = !DILocation(line: 16, column: 72, scope: !10)
!42 = !DILocation(line: 16, column: 71, scope: !10)
!43 = !DILocation(line: 16, column: 48, scope: !10)
!44 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 16, type: !29)
!45 = !DILocation(line: 16, column: 77, scope: !10)
!46 = !DILocation(line: 16, column: 103, scope: !10)
!47 = !DILocation(line: 16, column: 102, scope: !10)
!48 = !DILocation(line: 16, column: 105, scope: !10)
!49 = !DILocation(line: 16, column: 104, scope: !10)
!50 = !DILocation(line: 16, column: 81, scope: !10)
!51 = !DILocalVariable(name: "i", scope: !52, file: !1, line: 17, type: !13)
!52 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 3)
!53 = !DILocation(line: 17, column: 12, scope: !52)
!54 = !DILocation(line: 17, column: 8, scope: !52)
!55 = !DILocation(line: 17, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !1, line: 17, column: 3)
!57 = !DILocation(line: 17, column: 23, scope: !56)
!58 = !DILocation(line: 17, column: 25, scope: !56)
!59 = !DILocation(line: 17, column: 24, scope: !56)
!60 = !DILocation(line: 17, column: 21, scope: !56)
!61 = !DILocation(line: 17, column: 3, scope: !52)
!62 = !DILocation(line: 17, column: 42, scope: !63)
!63 = distinct !DILexicalBlock(scope: !56, file: !1, line: 17, column: 33)
!64 = !DILocation(line: 17, column: 44, scope: !63)
!65 = !DILocation(line: 17, column: 35, scope: !63)
!66 = !DILocation(line: 17, column: 37, scope: !63)
!67 = !DILocation(line: 17, column: 40, scope: !63)
!68 = !DILocation(line: 17, column: 56, scope: !63)
!69 = !DILocation(line: 17, column: 58, scope: !63)
!70 = !DILocation(line: 17, column: 49, scope: !63)
!71 = !DILocation(line: 17, column: 51, scope: !63)
!72 = !DILocation(line: 17, column: 54, scope: !63)
!73 = !DILocation(line: 17, column: 63, scope: !63)
!74 = !DILocation(line: 17, column: 29, scope: !56)
!75 = !DILocation(line: 17, column: 3, scope: !56)
!76 = distinct !{!76, !61, !77, !78}
!77 = !DILocation(line: 17, column: 63, scope: !52)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 18, column: 10, scope: !10)
!80 = !DILocation(line: 18, column: 13, scope: !10)
!81 = !DILocation(line: 18, column: 16, scope: !10)
!82 = !DILocation(line: 18, column: 19, scope: !10)
!83 = !DILocation(line: 18, column: 3, scope: !10)
!84 = !DILocalVariable(name: "sum", scope: !10, file: !1, line: 19, type: !30)
!85 = !DILocation(line: 19, column: 10, scope: !10)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 20, type: !13)
!87 = distinct !DILexicalBlock(scope: !10, file: !1, line: 20, column: 3)
!88 = !DILocation(line: 20, column: 12, scope: !87)
!89 = !DILocation(line: 20, column: 8, scope: !87)
!90 = !DILocation(line: 20, column: 19, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 20, column: 3)
!92 = !DILocation(line: 20, column: 23, scope: !91)
!93 = !DILocation(line: 20, column: 25, scope: !91)
!94 = !DILocation(line: 20, column: 24, scope: !91)
!95 = !DILocation(line: 20, column: 21, scope: !91)
!96 = !DILocation(line: 20, column: 3, scope: !87)
!97 = !DILocation(line: 20, column: 40, scope: !91)
!98 = !DILocation(line: 20, column: 42, scope: !91)
!99 = !DILocation(line: 20, column: 37, scope: !91)
!100 = !DILocation(line: 20, column: 33, scope: !91)
!101 = !DILocation(line: 20, column: 29, scope: !91)
!102 = !DILocation(line: 20, column: 3, scope: !91)
!103 = distinct !{!103, !96, !104, !78}
!104 = !DILocation(line: 20, column: 43, scope: !87)
!105 = !DILocation(line: 21, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 7)
!107 = !DILocation(line: 21, column: 12, scope: !106)
!108 = !DILocation(line: 21, column: 17, scope: !106)
!109 = !DILocation(line: 21, column: 20, scope: !106)
!110 = !DILocation(line: 21, column: 24, scope: !106)
!111 = !DILocation(line: 21, column: 7, scope: !10)
!112 = !DILocation(line: 21, column: 44, scope: !106)
!113 = !DILocation(line: 21, column: 29, scope: !106)
!114 = !DILocation(line: 22, column: 18, scope: !10)
!115 = !DILocation(line: 22, column: 3, scope: !10)
!116 = !DILocation(line: 23, column: 3, scope: !10)
!117 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 5, type: !118, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !13, !29, !29, !29}
!120 = !DILocalVariable(name: "n", arg: 1, scope: !117, file: !1, line: 5, type: !13)
!121 = !DILocation(line: 5, column: 24, scope: !117)
!122 = !DILocalVariable(name: "a", arg: 2, scope: !117, file: !1, line: 5, type: !29)
!123 = !DILocation(line: 5, column: 35, scope: !117)
!124 = !DILocalVariable(name: "b", arg: 3, scope: !117, file: !1, line: 5, type: !29)
!125 = !DILocation(line: 5, column: 46, scope: !117)
!126 = !DILocalVariable(name: "c", arg: 4, scope: !117, file: !1, line: 5, type: !29)
!127 = !DILocation(line: 5, column: 57, scope: !117)
!128 = !DILocalVariable(name: "i", scope: !129, file: !1, line: 6, type: !13)
!129 = distinct !DILexicalBlock(scope: !117, file: !1, line: 6, column: 3)
!130 = !DILocation(line: 6, column: 12, scope: !129)
!131 = !DILocation(line: 6, column: 8, scope: !129)
!132 = !DILocation(line: 6, column: 19, scope: !133)
!133 = distinct !DILexicalBlock(scope: !129, file: !1, line: 6, column: 3)
!134 = !DILocation(line: 6, column: 23, scope: !133)
!135 = !DILocation(line: 6, column: 21, scope: !133)
!136 = !DILocation(line: 6, column: 3, scope: !129)
!137 = !DILocalVariable(name: "j", scope: !138, file: !1, line: 7, type: !13)
!138 = distinct !DILexicalBlock(scope: !133, file: !1, line: 7, column: 5)
!139 = !DILocation(line: 7, column: 14, scope: !138)
!140 = !DILocation(line: 7, column: 10, scope: !138)
!141 = !DILocation(line: 7, column: 21, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !1, line: 7, column: 5)
!143 = !DILocation(line: 7, column: 25, scope: !142)
!144 = !DILocation(line: 7, column: 23, scope: !142)
!145 = !DILocation(line: 7, column: 5, scope: !138)
!146 = !DILocalVariable(name: "s", scope: !147, file: !1, line: 8, type: !30)
!147 = distinct !DILexicalBlock(scope: !142, file: !1, line: 7, column: 33)
!148 = !DILocation(line: 8, column: 14, scope: !147)
!149 = !DILocalVariable(name: "k", scope: !150, file: !1, line: 9, type: !13)
!150 = distinct !DILexicalBlock(scope: !147, file: !1, line: 9, column: 7)
!151 = !DILocation(line: 9, column: 16, scope: !150)
!152 = !DILocation(line: 9, column: 12, scope: !150)
!153 = !DILocation(line: 9, column: 23, scope: !154)
!154 = distinct !DILexicalBlock(scope: !150, file: !1, line: 9, column: 7)
!155 = !DILocation(line: 9, column: 27, scope: !154)
!156 = !DILocation(line: 9, column: 25, scope: !154)
!157 = !DILocation(line: 9, column: 7, scope: !150)
!158 = !DILocation(line: 10, column: 14, scope: !154)
!159 = !DILocation(line: 10, column: 16, scope: !154)
!160 = !DILocation(line: 10, column: 18, scope: !154)
!161 = !DILocation(line: 10, column: 17, scope: !154)
!162 = !DILocation(line: 10, column: 20, scope: !154)
!163 = !DILocation(line: 10, column: 19, scope: !154)
!164 = !DILocation(line: 10, column: 25, scope: !154)
!165 = !DILocation(line: 10, column: 27, scope: !154)
!166 = !DILocation(line: 10, column: 29, scope: !154)
!167 = !DILocation(line: 10, column: 28, scope: !154)
!168 = !DILocation(line: 10, column: 31, scope: !154)
!169 = !DILocation(line: 10, column: 30, scope: !154)
!170 = !DILocation(line: 10, column: 11, scope: !154)
!171 = !DILocation(line: 10, column: 9, scope: !154)
!172 = !DILocation(line: 9, column: 31, scope: !154)
!173 = !DILocation(line: 9, column: 7, scope: !154)
!174 = distinct !{!174, !157, !175, !78}
!175 = !DILocation(line: 10, column: 32, scope: !150)
!176 = !DILocation(line: 11, column: 18, scope: !147)
!177 = !DILocation(line: 11, column: 7, scope: !147)
!178 = !DILocation(line: 11, column: 9, scope: !147)
!179 = !DILocation(line: 11, column: 11, scope: !147)
!180 = !DILocation(line: 11, column: 10, scope: !147)
!181 = !DILocation(line: 11, column: 13, scope: !147)
!182 = !DILocation(line: 11, column: 12, scope: !147)
!183 = !DILocation(line: 11, column: 16, scope: !147)
!184 = !DILocation(line: 12, column: 5, scope: !147)
!185 = !DILocation(line: 7, column: 29, scope: !142)
!186 = !DILocation(line: 7, column: 5, scope: !142)
!187 = distinct !{!187, !145, !188, !78}
!188 = !DILocation(line: 12, column: 5, scope: !138)
!189 = !DILocation(line: 6, column: 27, scope: !133)
!190 = !DILocation(line: 6, column: 3, scope: !133)
!191 = distinct !{!191, !136, !192, !78}
!192 = !DILocation(line: 12, column: 5, scope: !129)
!193 = !DILocation(line: 13, column: 1, scope: !117)
