; ModuleID = 'converge.c'
source_filename = "converge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"%d sweeps %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %10 = load i32, i32* %4, align 4, !dbg !24
  %11 = icmp sgt i32 %10, 1, !dbg !25
  br i1 %11, label %12, label %17, !dbg !24

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8, !dbg !26
  %14 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !26
  %15 = load i8*, i8** %14, align 8, !dbg !26
  %16 = call i32 @atoi(i8* noundef %15) #5, !dbg !27
  br label %18, !dbg !24

17:                                               ; preds = %2
  br label %18, !dbg !24

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 4000, %17 ], !dbg !24
  store i32 %19, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %20 = load i32, i32* %6, align 4, !dbg !32
  %21 = sext i32 %20 to i64, !dbg !32
  %22 = mul i64 %21, 8, !dbg !33
  %23 = call noalias i8* @malloc(i64 noundef %22) #6, !dbg !34
  %24 = bitcast i8* %23 to double*, !dbg !34
  store double* %24, double** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata i32* %8, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %8, align 4, !dbg !37
  br label %25, !dbg !38

25:                                               ; preds = %38, %18
  %26 = load i32, i32* %8, align 4, !dbg !39
  %27 = load i32, i32* %6, align 4, !dbg !41
  %28 = icmp slt i32 %26, %27, !dbg !42
  br i1 %28, label %29, label %41, !dbg !43

29:                                               ; preds = %25
  %30 = load i32, i32* %8, align 4, !dbg !44
  %31 = srem i32 %30, 7, !dbg !45
  %32 = sitofp i32 %31 to double, !dbg !46
  %33 = fmul double %32, 5.000000e-01, !dbg !47
  %34 = load double*, double** %7, align 8, !dbg !48
  %35 = load i32, i32* %8, align 4, !dbg !49
  %36 = sext i32 %35 to i64, !dbg !48
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !48
  store double %33, double* %37, align 8, !dbg !50
  br label %38, !dbg !48

38:                                               ; preds = %29
  %39 = load i32, i32* %8, align 4, !dbg !51
  %40 = add nsw i32 %39, 1, !dbg !51
  store i32 %40, i32* %8, align 4, !dbg !51
  br label %25, !dbg !52, !llvm.loop !53

41:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata i32* %9, metadata !56, metadata !DIExpression()), !dbg !57
  store i32 0, i32* %9, align 4, !dbg !57
  br label %42, !dbg !58

42:                                               ; preds = %50, %41
  %43 = load double*, double** %7, align 8, !dbg !59
  %44 = load i32, i32* %6, align 4, !dbg !60
  %45 = call double @sweep(double* noundef %43, i32 noundef %44), !dbg !61
  %46 = load i32, i32* %6, align 4, !dbg !62
  %47 = sitofp i32 %46 to double, !dbg !62
  %48 = fmul double 1.000000e-03, %47, !dbg !63
  %49 = fcmp ogt double %45, %48, !dbg !64
  br i1 %49, label %50, label %53, !dbg !58

50:                                               ; preds = %42
  %51 = load i32, i32* %9, align 4, !dbg !65
  %52 = add nsw i32 %51, 1, !dbg !65
  store i32 %52, i32* %9, align 4, !dbg !65
  br label %42, !dbg !58, !llvm.loop !66

53:                                               ; preds = %42
  %54 = load i32, i32* %9, align 4, !dbg !67
  %55 = load double*, double** %7, align 8, !dbg !68
  %56 = load i32, i32* %6, align 4, !dbg !69
  %57 = sdiv i32 %56, 2, !dbg !70
  %58 = sext i32 %57 to i64, !dbg !68
  %59 = getelementptr inbounds double, double* %55, i64 %58, !dbg !68
  %60 = load double, double* %59, align 8, !dbg !68
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %54, double noundef %60), !dbg !71
  %62 = load double*, double** %7, align 8, !dbg !72
  %63 = bitcast double* %62 to i8*, !dbg !72
  call void @free(i8* noundef %63) #6, !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sweep(double* noundef %0, i32 noundef %1) #0 !dbg !75 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !78, metadata !DIExpression()), !dbg !79
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.declare(metadata double* %5, metadata !82, metadata !DIExpression()), !dbg !83
  store double 0.000000e+00, double* %5, align 8, !dbg !83
  call void @llvm.dbg.declare(metadata i32* %6, metadata !84, metadata !DIExpression()), !dbg !86
  store i32 1, i32* %6, align 4, !dbg !86
  br label %8, !dbg !87

8:                                                ; preds = %49, %2
  %9 = load i32, i32* %6, align 4, !dbg !88
  %10 = load i32, i32* %4, align 4, !dbg !90
  %11 = sub nsw i32 %10, 1, !dbg !91
  %12 = icmp slt i32 %9, %11, !dbg !92
  br i1 %12, label %13, label %52, !dbg !93

13:                                               ; preds = %8
  call void @llvm.dbg.declare(metadata double* %7, metadata !94, metadata !DIExpression()), !dbg !96
  %14 = load double*, double** %3, align 8, !dbg !97
  %15 = load i32, i32* %6, align 4, !dbg !98
  %16 = sext i32 %15 to i64, !dbg !97
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !97
  %18 = load double, double* %17, align 8, !dbg !97
  %19 = load double*, double** %3, align 8, !dbg !99
  %20 = load i32, i32* %6, align 4, !dbg !100
  %21 = sub nsw i32 %20, 1, !dbg !101
  %22 = sext i32 %21 to i64, !dbg !99
  %23 = getelementptr inbounds double, double* %19, i64 %22, !dbg !99
  %24 = load double, double* %23, align 8, !dbg !99
  %25 = load double*, double** %3, align 8, !dbg !102
  %26 = load i32, i32* %6, align 4, !dbg !103
  %27 = add nsw i32 %26, 1, !dbg !104
  %28 = sext i32 %27 to i64, !dbg !102
  %29 = getelementptr inbounds double, double* %25, i64 %28, !dbg !102
  %30 = load double, double* %29, align 8, !dbg !102
  %31 = fadd double %24, %30, !dbg !105
  %32 = fmul double 2.500000e-01, %31, !dbg !106
  %33 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %18, double %32), !dbg !107
  store double %33, double* %7, align 8, !dbg !96
  %34 = load double, double* %7, align 8, !dbg !108
  %35 = load double*, double** %3, align 8, !dbg !109
  %36 = load i32, i32* %6, align 4, !dbg !110
  %37 = sext i32 %36 to i64, !dbg !109
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !109
  %39 = load double, double* %38, align 8, !dbg !109
  %40 = fsub double %34, %39, !dbg !111
  %41 = call double @llvm.fabs.f64(double %40), !dbg !112
  %42 = load double, double* %5, align 8, !dbg !113
  %43 = fadd double %42, %41, !dbg !113
  store double %43, double* %5, align 8, !dbg !113
  %44 = load double, double* %7, align 8, !dbg !114
  %45 = load double*, double** %3, align 8, !dbg !115
  %46 = load i32, i32* %6, align 4, !dbg !116
  %47 = sext i32 %46 to i64, !dbg !115
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !115
  store double %44, double* %48, align 8, !dbg !117
  br label %49, !dbg !118

49:                                               ; preds = %13
  %50 = load i32, i32* %6, align 4, !dbg !119
  %51 = add nsw i32 %50, 1, !dbg !119
  store i32 %51, i32* %6, align 4, !dbg !119
  br label %8, !dbg !120, !llvm.loop !121

52:                                               ; preds = %8
  %53 = load double, double* %5, align 8, !dbg !123
  ret double %53, !dbg !124
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

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
!1 = !DIFile(filename: "converge.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9ce2a634762c480921cff9b51a76dff5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !11, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 18, type: !13)
!19 = !DILocation(line: 18, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 18, type: !14)
!21 = !DILocation(line: 18, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 19, type: !13)
!23 = !DILocation(line: 19, column: 7, scope: !10)
!24 = !DILocation(line: 19, column: 11, scope: !10)
!25 = !DILocation(line: 19, column: 16, scope: !10)
!26 = !DILocation(line: 19, column: 27, scope: !10)
!27 = !DILocation(line: 19, column: 22, scope: !10)
!28 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 20, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 20, column: 11, scope: !10)
!32 = !DILocation(line: 20, column: 22, scope: !10)
!33 = !DILocation(line: 20, column: 24, scope: !10)
!34 = !DILocation(line: 20, column: 15, scope: !10)
!35 = !DILocalVariable(name: "i", scope: !36, file: !1, line: 21, type: !13)
!36 = distinct !DILexicalBlock(scope: !10, file: !1, line: 21, column: 3)
!37 = !DILocation(line: 21, column: 12, scope: !36)
!38 = !DILocation(line: 21, column: 8, scope: !36)
!39 = !DILocation(line: 21, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 21, column: 3)
!41 = !DILocation(line: 21, column: 23, scope: !40)
!42 = !DILocation(line: 21, column: 21, scope: !40)
!43 = !DILocation(line: 21, column: 3, scope: !36)
!44 = !DILocation(line: 22, column: 13, scope: !40)
!45 = !DILocation(line: 22, column: 15, scope: !40)
!46 = !DILocation(line: 22, column: 12, scope: !40)
!47 = !DILocation(line: 22, column: 20, scope: !40)
!48 = !DILocation(line: 22, column: 5, scope: !40)
!49 = !DILocation(line: 22, column: 7, scope: !40)
!50 = !DILocation(line: 22, column: 10, scope: !40)
!51 = !DILocation(line: 21, column: 27, scope: !40)
!52 = !DILocation(line: 21, column: 3, scope: !40)
!53 = distinct !{!53, !43, !54, !55}
!54 = !DILocation(line: 22, column: 22, scope: !36)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocalVariable(name: "sweeps", scope: !10, file: !1, line: 23, type: !13)
!57 = !DILocation(line: 23, column: 7, scope: !10)
!58 = !DILocation(line: 24, column: 3, scope: !10)
!59 = !DILocation(line: 24, column: 16, scope: !10)
!60 = !DILocation(line: 24, column: 19, scope: !10)
!61 = !DILocation(line: 24, column: 10, scope: !10)
!62 = !DILocation(line: 24, column: 31, scope: !10)
!63 = !DILocation(line: 24, column: 29, scope: !10)
!64 = !DILocation(line: 24, column: 22, scope: !10)
!65 = !DILocation(line: 25, column: 11, scope: !10)
!66 = distinct !{!66, !58, !65, !55}
!67 = !DILocation(line: 26, column: 28, scope: !10)
!68 = !DILocation(line: 26, column: 36, scope: !10)
!69 = !DILocation(line: 26, column: 38, scope: !10)
!70 = !DILocation(line: 26, column: 40, scope: !10)
!71 = !DILocation(line: 26, column: 3, scope: !10)
!72 = !DILocation(line: 27, column: 8, scope: !10)
!73 = !DILocation(line: 27, column: 3, scope: !10)
!74 = !DILocation(line: 28, column: 3, scope: !10)
!75 = distinct !DISubprogram(name: "sweep", scope: !1, file: !1, line: 8, type: !76, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!76 = !DISubroutineType(types: !77)
!77 = !{!30, !29, !13}
!78 = !DILocalVariable(name: "x", arg: 1, scope: !75, file: !1, line: 8, type: !29)
!79 = !DILocation(line: 8, column: 29, scope: !75)
!80 = !DILocalVariable(name: "n", arg: 2, scope: !75, file: !1, line: 8, type: !13)
!81 = !DILocation(line: 8, column: 36, scope: !75)
!82 = !DILocalVariable(name: "change", scope: !75, file: !1, line: 9, type: !30)
!83 = !DILocation(line: 9, column: 10, scope: !75)
!84 = !DILocalVariable(name: "i", scope: !85, file: !1, line: 10, type: !13)
!85 = distinct !DILexicalBlock(scope: !75, file: !1, line: 10, column: 3)
!86 = !DILocation(line: 10, column: 12, scope: !85)
!87 = !DILocation(line: 10, column: 8, scope: !85)
!88 = !DILocation(line: 10, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !1, line: 10, column: 3)
!90 = !DILocation(line: 10, column: 23, scope: !89)
!91 = !DILocation(line: 10, column: 25, scope: !89)
!92 = !DILocation(line: 10, column: 21, scope: !89)
!93 = !DILocation(line: 10, column: 3, scope: !85)
!94 = !DILocalVariable(name: "v", scope: !95, file: !1, line: 11, type: !30)
!95 = distinct !DILexicalBlock(scope: !89, file: !1, line: 10, column: 35)
!96 = !DILocation(line: 11, column: 12, scope: !95)
!97 = !DILocation(line: 11, column: 22, scope: !95)
!98 = !DILocation(line: 11, column: 24, scope: !95)
!99 = !DILocation(line: 11, column: 37, scope: !95)
!100 = !DILocation(line: 11, column: 39, scope: !95)
!101 = !DILocation(line: 11, column: 41, scope: !95)
!102 = !DILocation(line: 11, column: 48, scope: !95)
!103 = !DILocation(line: 11, column: 50, scope: !95)
!104 = !DILocation(line: 11, column: 52, scope: !95)
!105 = !DILocation(line: 11, column: 46, scope: !95)
!106 = !DILocation(line: 11, column: 34, scope: !95)
!107 = !DILocation(line: 11, column: 27, scope: !95)
!108 = !DILocation(line: 12, column: 20, scope: !95)
!109 = !DILocation(line: 12, column: 24, scope: !95)
!110 = !DILocation(line: 12, column: 26, scope: !95)
!111 = !DILocation(line: 12, column: 22, scope: !95)
!112 = !DILocation(line: 12, column: 15, scope: !95)
!113 = !DILocation(line: 12, column: 12, scope: !95)
!114 = !DILocation(line: 13, column: 12, scope: !95)
!115 = !DILocation(line: 13, column: 5, scope: !95)
!116 = !DILocation(line: 13, column: 7, scope: !95)
!117 = !DILocation(line: 13, column: 10, scope: !95)
!118 = !DILocation(line: 14, column: 3, scope: !95)
!119 = !DILocation(line: 10, column: 31, scope: !89)
!120 = !DILocation(line: 10, column: 3, scope: !89)
!121 = distinct !{!121, !93, !122, !55}
!122 = !DILocation(line: 14, column: 3, scope: !85)
!123 = !DILocation(line: 15, column: 10, scope: !75)
!124 = !DILocation(line: 15, column: 3, scope: !75)
