; ModuleID = 'bind_calls.c'
source_filename = "bind_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [8000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @k1(i32 noundef %0) #0 !dbg !17 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata double* %3, metadata !24, metadata !DIExpression()), !dbg !25
  store double 0.000000e+00, double* %3, align 8, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %4, align 4, !dbg !28
  br label %5, !dbg !29

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !30
  %7 = load i32, i32* %2, align 4, !dbg !32
  %8 = icmp slt i32 %6, %7, !dbg !33
  br i1 %8, label %9, label %19, !dbg !34

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !35
  %11 = sext i32 %10 to i64, !dbg !36
  %12 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %11, !dbg !36
  %13 = load double, double* %12, align 8, !dbg !36
  %14 = load double, double* %3, align 8, !dbg !37
  %15 = fadd double %14, %13, !dbg !37
  store double %15, double* %3, align 8, !dbg !37
  br label %16, !dbg !38

16:                                               ; preds = %9
  %17 = load i32, i32* %4, align 4, !dbg !39
  %18 = add nsw i32 %17, 1, !dbg !39
  store i32 %18, i32* %4, align 4, !dbg !39
  br label %5, !dbg !40, !llvm.loop !41

19:                                               ; preds = %5
  %20 = load double, double* %3, align 8, !dbg !44
  ret double %20, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @k2(i32 noundef %0) #0 !dbg !46 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !47, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.declare(metadata double* %3, metadata !49, metadata !DIExpression()), !dbg !50
  store double 0.000000e+00, double* %3, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata i32* %4, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %4, align 4, !dbg !53
  br label %5, !dbg !54

5:                                                ; preds = %17, %1
  %6 = load i32, i32* %4, align 4, !dbg !55
  %7 = load i32, i32* %2, align 4, !dbg !57
  %8 = icmp slt i32 %6, %7, !dbg !58
  br i1 %8, label %9, label %20, !dbg !59

9:                                                ; preds = %5
  %10 = load i32, i32* %4, align 4, !dbg !60
  %11 = mul nsw i32 2, %10, !dbg !61
  %12 = sext i32 %11 to i64, !dbg !62
  %13 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %12, !dbg !62
  %14 = load double, double* %13, align 8, !dbg !62
  %15 = load double, double* %3, align 8, !dbg !63
  %16 = fadd double %15, %14, !dbg !63
  store double %16, double* %3, align 8, !dbg !63
  br label %17, !dbg !64

17:                                               ; preds = %9
  %18 = load i32, i32* %4, align 4, !dbg !65
  %19 = add nsw i32 %18, 1, !dbg !65
  store i32 %19, i32* %4, align 4, !dbg !65
  br label %5, !dbg !66, !llvm.loop !67

20:                                               ; preds = %5
  %21 = load double, double* %3, align 8, !dbg !69
  ret double %21, !dbg !70
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @k3(i32 noundef %0, i32 noundef %1) #0 !dbg !71 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !74, metadata !DIExpression()), !dbg !75
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.declare(metadata double* %5, metadata !78, metadata !DIExpression()), !dbg !79
  store double 0.000000e+00, double* %5, align 8, !dbg !79
  call void @llvm.dbg.declare(metadata i32* %6, metadata !80, metadata !DIExpression()), !dbg !82
  store i32 0, i32* %6, align 4, !dbg !82
  br label %7, !dbg !83

7:                                                ; preds = %23, %2
  %8 = load i32, i32* %6, align 4, !dbg !84
  %9 = load i32, i32* %3, align 4, !dbg !86
  %10 = icmp slt i32 %8, %9, !dbg !87
  br i1 %10, label %11, label %26, !dbg !88

11:                                               ; preds = %7
  %12 = load i32, i32* %6, align 4, !dbg !89
  %13 = load i32, i32* %4, align 4, !dbg !92
  %14 = icmp eq i32 %12, %13, !dbg !93
  br i1 %14, label %15, label %16, !dbg !94

15:                                               ; preds = %11
  br label %26, !dbg !95

16:                                               ; preds = %11
  %17 = load i32, i32* %6, align 4, !dbg !96
  %18 = sext i32 %17 to i64, !dbg !97
  %19 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %18, !dbg !97
  %20 = load double, double* %19, align 8, !dbg !97
  %21 = load double, double* %5, align 8, !dbg !98
  %22 = fadd double %21, %20, !dbg !98
  store double %22, double* %5, align 8, !dbg !98
  br label %23, !dbg !99

23:                                               ; preds = %16
  %24 = load i32, i32* %6, align 4, !dbg !100
  %25 = add nsw i32 %24, 1, !dbg !100
  store i32 %25, i32* %6, align 4, !dbg !100
  br label %7, !dbg !101, !llvm.loop !102

26:                                               ; preds = %15, %7
  %27 = load double, double* %5, align 8, !dbg !104
  ret double %27, !dbg !105
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !106 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !112, metadata !DIExpression()), !dbg !113
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.declare(metadata i32* %6, metadata !116, metadata !DIExpression()), !dbg !117
  %8 = load i32, i32* %4, align 4, !dbg !118
  %9 = icmp sgt i32 %8, 1, !dbg !119
  br i1 %9, label %10, label %15, !dbg !118

10:                                               ; preds = %2
  %11 = load i8**, i8*** %5, align 8, !dbg !120
  %12 = getelementptr inbounds i8*, i8** %11, i64 1, !dbg !120
  %13 = load i8*, i8** %12, align 8, !dbg !120
  %14 = call i32 @atoi(i8* noundef %13) #4, !dbg !121
  br label %16, !dbg !118

15:                                               ; preds = %2
  br label %16, !dbg !118

16:                                               ; preds = %15, %10
  %17 = phi i32 [ %14, %10 ], [ 500, %15 ], !dbg !118
  store i32 %17, i32* %6, align 4, !dbg !117
  call void @llvm.dbg.declare(metadata i32* %7, metadata !122, metadata !DIExpression()), !dbg !124
  store i32 0, i32* %7, align 4, !dbg !124
  br label %18, !dbg !125

18:                                               ; preds = %28, %16
  %19 = load i32, i32* %7, align 4, !dbg !126
  %20 = icmp slt i32 %19, 8000, !dbg !128
  br i1 %20, label %21, label %31, !dbg !129

21:                                               ; preds = %18
  %22 = load i32, i32* %7, align 4, !dbg !130
  %23 = srem i32 %22, 7, !dbg !131
  %24 = sitofp i32 %23 to double, !dbg !130
  %25 = load i32, i32* %7, align 4, !dbg !132
  %26 = sext i32 %25 to i64, !dbg !133
  %27 = getelementptr inbounds [8000 x double], [8000 x double]* @a, i64 0, i64 %26, !dbg !133
  store double %24, double* %27, align 8, !dbg !134
  br label %28, !dbg !133

28:                                               ; preds = %21
  %29 = load i32, i32* %7, align 4, !dbg !135
  %30 = add nsw i32 %29, 1, !dbg !135
  store i32 %30, i32* %7, align 4, !dbg !135
  br label %18, !dbg !136, !llvm.loop !137

31:                                               ; preds = %18
  %32 = load i32, i32* %6, align 4, !dbg !139
  %33 = mul nsw i32 2, %32, !dbg !140
  %34 = sub nsw i32 %33, 1, !dbg !141
  %35 = call double @k1(i32 noundef %34), !dbg !142
  %36 = load i32, i32* %6, align 4, !dbg !143
  %37 = sdiv i32 %36, 3, !dbg !144
  %38 = call double @k2(i32 noundef %37), !dbg !145
  %39 = fadd double %35, %38, !dbg !146
  %40 = load i32, i32* %6, align 4, !dbg !147
  %41 = load i32, i32* %6, align 4, !dbg !148
  %42 = sdiv i32 %41, 2, !dbg !149
  %43 = call double @k3(i32 noundef %40, i32 noundef %42), !dbg !150
  %44 = fadd double %39, %43, !dbg !151
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %44), !dbg !152
  ret i32 0, !dbg !153
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bind_calls.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1032f7af9b3a3316a3a6915bf587f526")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 512000, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 8000)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "k1", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!6, !20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{}
!22 = !DILocalVariable(name: "m", arg: 1, scope: !17, file: !3, line: 7, type: !20)
!23 = !DILocation(line: 7, column: 41, scope: !17)
!24 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 8, type: !6)
!25 = !DILocation(line: 8, column: 10, scope: !17)
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 9, type: !20)
!27 = distinct !DILexicalBlock(scope: !17, file: !3, line: 9, column: 3)
!28 = !DILocation(line: 9, column: 12, scope: !27)
!29 = !DILocation(line: 9, column: 8, scope: !27)
!30 = !DILocation(line: 9, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !3, line: 9, column: 3)
!32 = !DILocation(line: 9, column: 23, scope: !31)
!33 = !DILocation(line: 9, column: 21, scope: !31)
!34 = !DILocation(line: 9, column: 3, scope: !27)
!35 = !DILocation(line: 9, column: 38, scope: !31)
!36 = !DILocation(line: 9, column: 36, scope: !31)
!37 = !DILocation(line: 9, column: 33, scope: !31)
!38 = !DILocation(line: 9, column: 31, scope: !31)
!39 = !DILocation(line: 9, column: 27, scope: !31)
!40 = !DILocation(line: 9, column: 3, scope: !31)
!41 = distinct !{!41, !34, !42, !43}
!42 = !DILocation(line: 9, column: 39, scope: !27)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 10, column: 10, scope: !17)
!45 = !DILocation(line: 10, column: 3, scope: !17)
!46 = distinct !DISubprogram(name: "k2", scope: !3, file: !3, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!47 = !DILocalVariable(name: "m", arg: 1, scope: !46, file: !3, line: 12, type: !20)
!48 = !DILocation(line: 12, column: 41, scope: !46)
!49 = !DILocalVariable(name: "s", scope: !46, file: !3, line: 13, type: !6)
!50 = !DILocation(line: 13, column: 10, scope: !46)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 14, type: !20)
!52 = distinct !DILexicalBlock(scope: !46, file: !3, line: 14, column: 3)
!53 = !DILocation(line: 14, column: 12, scope: !52)
!54 = !DILocation(line: 14, column: 8, scope: !52)
!55 = !DILocation(line: 14, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 14, column: 3)
!57 = !DILocation(line: 14, column: 23, scope: !56)
!58 = !DILocation(line: 14, column: 21, scope: !56)
!59 = !DILocation(line: 14, column: 3, scope: !52)
!60 = !DILocation(line: 14, column: 42, scope: !56)
!61 = !DILocation(line: 14, column: 40, scope: !56)
!62 = !DILocation(line: 14, column: 36, scope: !56)
!63 = !DILocation(line: 14, column: 33, scope: !56)
!64 = !DILocation(line: 14, column: 31, scope: !56)
!65 = !DILocation(line: 14, column: 27, scope: !56)
!66 = !DILocation(line: 14, column: 3, scope: !56)
!67 = distinct !{!67, !59, !68, !43}
!68 = !DILocation(line: 14, column: 43, scope: !52)
!69 = !DILocation(line: 15, column: 10, scope: !46)
!70 = !DILocation(line: 15, column: 3, scope: !46)
!71 = distinct !DISubprogram(name: "k3", scope: !3, file: !3, line: 17, type: !72, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!72 = !DISubroutineType(types: !73)
!73 = !{!6, !20, !20}
!74 = !DILocalVariable(name: "n", arg: 1, scope: !71, file: !3, line: 17, type: !20)
!75 = !DILocation(line: 17, column: 41, scope: !71)
!76 = !DILocalVariable(name: "m", arg: 2, scope: !71, file: !3, line: 17, type: !20)
!77 = !DILocation(line: 17, column: 48, scope: !71)
!78 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 18, type: !6)
!79 = !DILocation(line: 18, column: 10, scope: !71)
!80 = !DILocalVariable(name: "i", scope: !81, file: !3, line: 19, type: !20)
!81 = distinct !DILexicalBlock(scope: !71, file: !3, line: 19, column: 3)
!82 = !DILocation(line: 19, column: 12, scope: !81)
!83 = !DILocation(line: 19, column: 8, scope: !81)
!84 = !DILocation(line: 19, column: 19, scope: !85)
!85 = distinct !DILexicalBlock(scope: !81, file: !3, line: 19, column: 3)
!86 = !DILocation(line: 19, column: 23, scope: !85)
!87 = !DILocation(line: 19, column: 21, scope: !85)
!88 = !DILocation(line: 19, column: 3, scope: !81)
!89 = !DILocation(line: 20, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 20, column: 9)
!91 = distinct !DILexicalBlock(scope: !85, file: !3, line: 19, column: 31)
!92 = !DILocation(line: 20, column: 14, scope: !90)
!93 = !DILocation(line: 20, column: 11, scope: !90)
!94 = !DILocation(line: 20, column: 9, scope: !91)
!95 = !DILocation(line: 20, column: 17, scope: !90)
!96 = !DILocation(line: 21, column: 12, scope: !91)
!97 = !DILocation(line: 21, column: 10, scope: !91)
!98 = !DILocation(line: 21, column: 7, scope: !91)
!99 = !DILocation(line: 22, column: 3, scope: !91)
!100 = !DILocation(line: 19, column: 27, scope: !85)
!101 = !DILocation(line: 19, column: 3, scope: !85)
!102 = distinct !{!102, !88, !103, !43}
!103 = !DILocation(line: 22, column: 3, scope: !81)
!104 = !DILocation(line: 23, column: 10, scope: !71)
!105 = !DILocation(line: 23, column: 3, scope: !71)
!106 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !107, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!107 = !DISubroutineType(types: !108)
!108 = !{!20, !20, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!111 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!112 = !DILocalVariable(name: "argc", arg: 1, scope: !106, file: !3, line: 25, type: !20)
!113 = !DILocation(line: 25, column: 14, scope: !106)
!114 = !DILocalVariable(name: "argv", arg: 2, scope: !106, file: !3, line: 25, type: !109)
!115 = !DILocation(line: 25, column: 27, scope: !106)
!116 = !DILocalVariable(name: "n", scope: !106, file: !3, line: 26, type: !20)
!117 = !DILocation(line: 26, column: 7, scope: !106)
!118 = !DILocation(line: 26, column: 11, scope: !106)
!119 = !DILocation(line: 26, column: 16, scope: !106)
!120 = !DILocation(line: 26, column: 27, scope: !106)
!121 = !DILocation(line: 26, column: 22, scope: !106)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 27, type: !20)
!123 = distinct !DILexicalBlock(scope: !106, file: !3, line: 27, column: 3)
!124 = !DILocation(line: 27, column: 12, scope: !123)
!125 = !DILocation(line: 27, column: 8, scope: !123)
!126 = !DILocation(line: 27, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 27, column: 3)
!128 = !DILocation(line: 27, column: 21, scope: !127)
!129 = !DILocation(line: 27, column: 3, scope: !123)
!130 = !DILocation(line: 27, column: 41, scope: !127)
!131 = !DILocation(line: 27, column: 43, scope: !127)
!132 = !DILocation(line: 27, column: 36, scope: !127)
!133 = !DILocation(line: 27, column: 34, scope: !127)
!134 = !DILocation(line: 27, column: 39, scope: !127)
!135 = !DILocation(line: 27, column: 30, scope: !127)
!136 = !DILocation(line: 27, column: 3, scope: !127)
!137 = distinct !{!137, !129, !138, !43}
!138 = !DILocation(line: 27, column: 45, scope: !123)
!139 = !DILocation(line: 28, column: 25, scope: !106)
!140 = !DILocation(line: 28, column: 23, scope: !106)
!141 = !DILocation(line: 28, column: 27, scope: !106)
!142 = !DILocation(line: 28, column: 18, scope: !106)
!143 = !DILocation(line: 28, column: 37, scope: !106)
!144 = !DILocation(line: 28, column: 39, scope: !106)
!145 = !DILocation(line: 28, column: 34, scope: !106)
!146 = !DILocation(line: 28, column: 32, scope: !106)
!147 = !DILocation(line: 28, column: 49, scope: !106)
!148 = !DILocation(line: 28, column: 52, scope: !106)
!149 = !DILocation(line: 28, column: 54, scope: !106)
!150 = !DILocation(line: 28, column: 46, scope: !106)
!151 = !DILocation(line: 28, column: 44, scope: !106)
!152 = !DILocation(line: 28, column: 3, scope: !106)
!153 = !DILocation(line: 29, column: 3, scope: !106)
