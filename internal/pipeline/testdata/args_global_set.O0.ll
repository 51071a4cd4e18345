; ModuleID = 'args_global_set.c'
source_filename = "args_global_set.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@NM = internal global i32 0, align 4, !dbg !0
@B = internal global double* null, align 8, !dbg !5
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@N = internal global i32 0, align 4, !dbg !9
@M = internal global i32 0, align 4, !dbg !12
@A = internal global double* null, align 8, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !24 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !31, metadata !DIExpression()), !dbg !32
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !33, metadata !DIExpression()), !dbg !34
  %8 = load i32, i32* %4, align 4, !dbg !35
  %9 = load i8**, i8*** %5, align 8, !dbg !36
  call void @setup(i32 noundef %8, i8** noundef %9), !dbg !37
  call void @init(), !dbg !38
  call void @kernel(), !dbg !39
  call void @llvm.dbg.declare(metadata double* %6, metadata !40, metadata !DIExpression()), !dbg !41
  store double 0.000000e+00, double* %6, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %7, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %7, align 4, !dbg !44
  br label %10, !dbg !45

10:                                               ; preds = %22, %2
  %11 = load i32, i32* %7, align 4, !dbg !46
  %12 = load i32, i32* @NM, align 4, !dbg !48
  %13 = icmp slt i32 %11, %12, !dbg !49
  br i1 %13, label %14, label %25, !dbg !50

14:                                               ; preds = %10
  %15 = load double*, double** @B, align 8, !dbg !51
  %16 = load i32, i32* %7, align 4, !dbg !52
  %17 = sext i32 %16 to i64, !dbg !51
  %18 = getelementptr inbounds double, double* %15, i64 %17, !dbg !51
  %19 = load double, double* %18, align 8, !dbg !51
  %20 = load double, double* %6, align 8, !dbg !53
  %21 = fadd double %20, %19, !dbg !53
  store double %21, double* %6, align 8, !dbg !53
  br label %22, !dbg !54

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4, !dbg !55
  %24 = add nsw i32 %23, 1, !dbg !55
  store i32 %24, i32* %7, align 4, !dbg !55
  br label %10, !dbg !56, !llvm.loop !57

25:                                               ; preds = %10
  %26 = load double, double* %6, align 8, !dbg !60
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %26), !dbg !61
  ret i32 0, !dbg !62
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @setup(i32 noundef %0, i8** noundef %1) #0 !dbg !63 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !66, metadata !DIExpression()), !dbg !67
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !68, metadata !DIExpression()), !dbg !69
  %5 = load i32, i32* %3, align 4, !dbg !70
  %6 = icmp sgt i32 %5, 1, !dbg !71
  br i1 %6, label %7, label %12, !dbg !70

7:                                                ; preds = %2
  %8 = load i8**, i8*** %4, align 8, !dbg !72
  %9 = getelementptr inbounds i8*, i8** %8, i64 1, !dbg !72
  %10 = load i8*, i8** %9, align 8, !dbg !72
  %11 = call i32 @atoi(i8* noundef %10) #5, !dbg !73
  br label %13, !dbg !70

12:                                               ; preds = %2
  br label %13, !dbg !70

13:                                               ; preds = %12, %7
  %14 = phi i32 [ %11, %7 ], [ 100, %12 ], !dbg !70
  store i32 %14, i32* @N, align 4, !dbg !74
  %15 = load i32, i32* %3, align 4, !dbg !75
  %16 = icmp sgt i32 %15, 2, !dbg !76
  br i1 %16, label %17, label %22, !dbg !75

17:                                               ; preds = %13
  %18 = load i8**, i8*** %4, align 8, !dbg !77
  %19 = getelementptr inbounds i8*, i8** %18, i64 2, !dbg !77
  %20 = load i8*, i8** %19, align 8, !dbg !77
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !78
  br label %23, !dbg !75

22:                                               ; preds = %13
  br label %23, !dbg !75

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 50, %22 ], !dbg !75
  store i32 %24, i32* @M, align 4, !dbg !79
  %25 = load i32, i32* @N, align 4, !dbg !80
  %26 = load i32, i32* @M, align 4, !dbg !81
  %27 = mul nsw i32 %25, %26, !dbg !82
  store i32 %27, i32* @NM, align 4, !dbg !83
  %28 = load i32, i32* @NM, align 4, !dbg !84
  %29 = sext i32 %28 to i64, !dbg !84
  %30 = mul i64 8, %29, !dbg !85
  %31 = call noalias i8* @malloc(i64 noundef %30) #6, !dbg !86
  %32 = bitcast i8* %31 to double*, !dbg !86
  store double* %32, double** @A, align 8, !dbg !87
  %33 = load i32, i32* @NM, align 4, !dbg !88
  %34 = sext i32 %33 to i64, !dbg !88
  %35 = mul i64 8, %34, !dbg !89
  %36 = call noalias i8* @malloc(i64 noundef %35) #6, !dbg !90
  %37 = bitcast i8* %36 to double*, !dbg !90
  store double* %37, double** @B, align 8, !dbg !91
  ret void, !dbg !92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !96, metadata !DIExpression()), !dbg !98
  store i32 0, i32* %1, align 4, !dbg !98
  br label %3, !dbg !99

3:                                                ; preds = %29, %0
  %4 = load i32, i32* %1, align 4, !dbg !100
  %5 = load i32, i32* @N, align 4, !dbg !102
  %6 = icmp slt i32 %4, %5, !dbg !103
  br i1 %6, label %7, label %32, !dbg !104

7:                                                ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %2, metadata !105, metadata !DIExpression()), !dbg !107
  store i32 0, i32* %2, align 4, !dbg !107
  br label %8, !dbg !108

8:                                                ; preds = %25, %7
  %9 = load i32, i32* %2, align 4, !dbg !109
  %10 = load i32, i32* @M, align 4, !dbg !111
  %11 = icmp slt i32 %9, %10, !dbg !112
  br i1 %11, label %12, label %28, !dbg !113

12:                                               ; preds = %8
  %13 = load i32, i32* %1, align 4, !dbg !114
  %14 = load i32, i32* %2, align 4, !dbg !115
  %15 = add nsw i32 %13, %14, !dbg !116
  %16 = sitofp i32 %15 to double, !dbg !114
  %17 = load double*, double** @A, align 8, !dbg !117
  %18 = load i32, i32* %1, align 4, !dbg !118
  %19 = load i32, i32* @M, align 4, !dbg !119
  %20 = mul nsw i32 %18, %19, !dbg !120
  %21 = load i32, i32* %2, align 4, !dbg !121
  %22 = add nsw i32 %20, %21, !dbg !122
  %23 = sext i32 %22 to i64, !dbg !117
  %24 = getelementptr inbounds double, double* %17, i64 %23, !dbg !117
  store double %16, double* %24, align 8, !dbg !123
  br label %25, !dbg !117

25:                                               ; preds = %12
  %26 = load i32, i32* %2, align 4, !dbg !124
  %27 = add nsw i32 %26, 1, !dbg !124
  store i32 %27, i32* %2, align 4, !dbg !124
  br label %8, !dbg !125, !llvm.loop !126

28:                                               ; preds = %8
  br label %29, !dbg !127

29:                                               ; preds = %28
  %30 = load i32, i32* %1, align 4, !dbg !128
  %31 = add nsw i32 %30, 1, !dbg !128
  store i32 %31, i32* %1, align 4, !dbg !128
  br label %3, !dbg !129, !llvm.loop !130

32:                                               ; preds = %3
  ret void, !dbg !132
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @kernel() #0 !dbg !133 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !134, metadata !DIExpression()), !dbg !136
  store i32 0, i32* %1, align 4, !dbg !136
  br label %3, !dbg !137

3:                                                ; preds = %35, %0
  %4 = load i32, i32* %1, align 4, !dbg !138
  %5 = load i32, i32* @M, align 4, !dbg !140
  %6 = icmp slt i32 %4, %5, !dbg !141
  br i1 %6, label %7, label %38, !dbg !142

7:                                                ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %2, metadata !143, metadata !DIExpression()), !dbg !145
  store i32 0, i32* %2, align 4, !dbg !145
  br label %8, !dbg !146

8:                                                ; preds = %31, %7
  %9 = load i32, i32* %2, align 4, !dbg !147
  %10 = load i32, i32* @N, align 4, !dbg !149
  %11 = icmp slt i32 %9, %10, !dbg !150
  br i1 %11, label %12, label %34, !dbg !151

12:                                               ; preds = %8
  %13 = load double*, double** @A, align 8, !dbg !152
  %14 = load i32, i32* %2, align 4, !dbg !153
  %15 = load i32, i32* @M, align 4, !dbg !154
  %16 = mul nsw i32 %14, %15, !dbg !155
  %17 = load i32, i32* %1, align 4, !dbg !156
  %18 = add nsw i32 %16, %17, !dbg !157
  %19 = sext i32 %18 to i64, !dbg !152
  %20 = getelementptr inbounds double, double* %13, i64 %19, !dbg !152
  %21 = load double, double* %20, align 8, !dbg !152
  %22 = fmul double 2.000000e+00, %21, !dbg !158
  %23 = load double*, double** @B, align 8, !dbg !159
  %24 = load i32, i32* %2, align 4, !dbg !160
  %25 = load i32, i32* @M, align 4, !dbg !161
  %26 = mul nsw i32 %24, %25, !dbg !162
  %27 = load i32, i32* %1, align 4, !dbg !163
  %28 = add nsw i32 %26, %27, !dbg !164
  %29 = sext i32 %28 to i64, !dbg !159
  %30 = getelementptr inbounds double, double* %23, i64 %29, !dbg !159
  store double %22, double* %30, align 8, !dbg !165
  br label %31, !dbg !159

31:                                               ; preds = %12
  %32 = load i32, i32* %2, align 4, !dbg !166
  %33 = add nsw i32 %32, 1, !dbg !166
  store i32 %33, i32* %2, align 4, !dbg !166
  br label %8, !dbg !167, !llvm.loop !168

34:                                               ; preds = %8
  br label %35, !dbg !169

35:                                               ; preds = %34
  %36 = load i32, i32* %1, align 4, !dbg !170
  %37 = add nsw i32 %36, 1, !dbg !170
  store i32 %37, i32* %1, align 4, !dbg !170
  br label %3, !dbg !171, !llvm.loop !172

38:                                               ; preds = %3
  ret void, !dbg !174
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "NM", scope: !2, file: !3, line: 8, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_global_set.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9a93f03349e8cfeccaa2253bcf750e33")
!4 = !{!0, !5, !9, !12, !14}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 8, type: !11, isLocal: true, isDefinition: true)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "M", scope: !2, file: !3, line: 8, type: !11, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !25, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!25 = !DISubroutineType(types: !26)
!26 = !{!11, !11, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !24, file: !3, line: 27, type: !11)
!32 = !DILocation(line: 27, column: 14, scope: !24)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !24, file: !3, line: 27, type: !27)
!34 = !DILocation(line: 27, column: 27, scope: !24)
!35 = !DILocation(line: 28, column: 9, scope: !24)
!36 = !DILocation(line: 28, column: 15, scope: !24)
!37 = !DILocation(line: 28, column: 3, scope: !24)
!38 = !DILocation(line: 29, column: 3, scope: !24)
!39 = !DILocation(line: 30, column: 3, scope: !24)
!40 = !DILocalVariable(name: "s", scope: !24, file: !3, line: 31, type: !8)
!41 = !DILocation(line: 31, column: 10, scope: !24)
!42 = !DILocalVariable(name: "i", scope: !43, file: !3, line: 32, type: !11)
!43 = distinct !DILexicalBlock(scope: !24, file: !3, line: 32, column: 3)
!44 = !DILocation(line: 32, column: 12, scope: !43)
!45 = !DILocation(line: 32, column: 8, scope: !43)
!46 = !DILocation(line: 32, column: 19, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 32, column: 3)
!48 = !DILocation(line: 32, column: 23, scope: !47)
!49 = !DILocation(line: 32, column: 21, scope: !47)
!50 = !DILocation(line: 32, column: 3, scope: !43)
!51 = !DILocation(line: 33, column: 10, scope: !47)
!52 = !DILocation(line: 33, column: 12, scope: !47)
!53 = !DILocation(line: 33, column: 7, scope: !47)
!54 = !DILocation(line: 33, column: 5, scope: !47)
!55 = !DILocation(line: 32, column: 28, scope: !47)
!56 = !DILocation(line: 32, column: 3, scope: !47)
!57 = distinct !{!57, !50, !58, !59}
!58 = !DILocation(line: 33, column: 13, scope: !43)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 34, column: 18, scope: !24)
!61 = !DILocation(line: 34, column: 3, scope: !24)
!62 = !DILocation(line: 35, column: 3, scope: !24)
!63 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 10, type: !64, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !11, !27}
!66 = !DILocalVariable(name: "argc", arg: 1, scope: !63, file: !3, line: 10, type: !11)
!67 = !DILocation(line: 10, column: 23, scope: !63)
!68 = !DILocalVariable(name: "argv", arg: 2, scope: !63, file: !3, line: 10, type: !27)
!69 = !DILocation(line: 10, column: 36, scope: !63)
!70 = !DILocation(line: 11, column: 7, scope: !63)
!71 = !DILocation(line: 11, column: 12, scope: !63)
!72 = !DILocation(line: 11, column: 23, scope: !63)
!73 = !DILocation(line: 11, column: 18, scope: !63)
!74 = !DILocation(line: 11, column: 5, scope: !63)
!75 = !DILocation(line: 12, column: 7, scope: !63)
!76 = !DILocation(line: 12, column: 12, scope: !63)
!77 = !DILocation(line: 12, column: 23, scope: !63)
!78 = !DILocation(line: 12, column: 18, scope: !63)
!79 = !DILocation(line: 12, column: 5, scope: !63)
!80 = !DILocation(line: 13, column: 8, scope: !63)
!81 = !DILocation(line: 13, column: 12, scope: !63)
!82 = !DILocation(line: 13, column: 10, scope: !63)
!83 = !DILocation(line: 13, column: 6, scope: !63)
!84 = !DILocation(line: 14, column: 31, scope: !63)
!85 = !DILocation(line: 14, column: 29, scope: !63)
!86 = !DILocation(line: 14, column: 7, scope: !63)
!87 = !DILocation(line: 14, column: 5, scope: !63)
!88 = !DILocation(line: 15, column: 31, scope: !63)
!89 = !DILocation(line: 15, column: 29, scope: !63)
!90 = !DILocation(line: 15, column: 7, scope: !63)
!91 = !DILocation(line: 15, column: 5, scope: !63)
!92 = !DILocation(line: 16, column: 1, scope: !63)
!93 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 17, type: !94, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!94 = !DISubroutineType(types: !95)
!95 = !{null}
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 18, type: !11)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 18, column: 3)
!98 = !DILocation(line: 18, column: 12, scope: !97)
!99 = !DILocation(line: 18, column: 8, scope: !97)
!100 = !DILocation(line: 18, column: 19, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 18, column: 3)
!102 = !DILocation(line: 18, column: 23, scope: !101)
!103 = !DILocation(line: 18, column: 21, scope: !101)
!104 = !DILocation(line: 18, column: 3, scope: !97)
!105 = !DILocalVariable(name: "j", scope: !106, file: !3, line: 19, type: !11)
!106 = distinct !DILexicalBlock(scope: !101, file: !3, line: 19, column: 5)
!107 = !DILocation(line: 19, column: 14, scope: !106)
!108 = !DILocation(line: 19, column: 10, scope: !106)
!109 = !DILocation(line: 19, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 19, column: 5)
!111 = !DILocation(line: 19, column: 25, scope: !110)
!112 = !DILocation(line: 19, column: 23, scope: !110)
!113 = !DILocation(line: 19, column: 5, scope: !106)
!114 = !DILocation(line: 20, column: 22, scope: !110)
!115 = !DILocation(line: 20, column: 26, scope: !110)
!116 = !DILocation(line: 20, column: 24, scope: !110)
!117 = !DILocation(line: 20, column: 7, scope: !110)
!118 = !DILocation(line: 20, column: 9, scope: !110)
!119 = !DILocation(line: 20, column: 13, scope: !110)
!120 = !DILocation(line: 20, column: 11, scope: !110)
!121 = !DILocation(line: 20, column: 17, scope: !110)
!122 = !DILocation(line: 20, column: 15, scope: !110)
!123 = !DILocation(line: 20, column: 20, scope: !110)
!124 = !DILocation(line: 19, column: 29, scope: !110)
!125 = !DILocation(line: 19, column: 5, scope: !110)
!126 = distinct !{!126, !113, !127, !59}
!127 = !DILocation(line: 20, column: 26, scope: !106)
!128 = !DILocation(line: 18, column: 27, scope: !101)
!129 = !DILocation(line: 18, column: 3, scope: !101)
!130 = distinct !{!130, !104, !131, !59}
!131 = !DILocation(line: 20, column: 26, scope: !97)
!132 = !DILocation(line: 21, column: 1, scope: !93)
!133 = distinct !DISubprogram(name: "kernel", scope: !3, file: !3, line: 22, type: !94, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!134 = !DILocalVariable(name: "j", scope: !135, file: !3, line: 23, type: !11)
!135 = distinct !DILexicalBlock(scope: !133, file: !3, line: 23, column: 3)
!136 = !DILocation(line: 23, column: 12, scope: !135)
!137 = !DILocation(line: 23, column: 8, scope: !135)
!138 = !DILocation(line: 23, column: 19, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 23, column: 3)
!140 = !DILocation(line: 23, column: 23, scope: !139)
!141 = !DILocation(line: 23, column: 21, scope: !139)
!142 = !DILocation(line: 23, column: 3, scope: !135)
!143 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 24, type: !11)
!144 = distinct !DILexicalBlock(scope: !139, file: !3, line: 24, column: 5)
!145 = !DILocation(line: 24, column: 14, scope: !144)
!146 = !DILocation(line: 24, column: 10, scope: !144)
!147 = !DILocation(line: 24, column: 21, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 24, column: 5)
!149 = !DILocation(line: 24, column: 25, scope: !148)
!150 = !DILocation(line: 24, column: 23, scope: !148)
!151 = !DILocation(line: 24, column: 5, scope: !144)
!152 = !DILocation(line: 25, column: 26, scope: !148)
!153 = !DILocation(line: 25, column: 28, scope: !148)
!154 = !DILocation(line: 25, column: 32, scope: !148)
!155 = !DILocation(line: 25, column: 30, scope: !148)
!156 = !DILocation(line: 25, column: 36, scope: !148)
!157 = !DILocation(line: 25, column: 34, scope: !148)
!158 = !DILocation(line: 25, column: 24, scope: !148)
!159 = !DILocation(line: 25, column: 7, scope: !148)
!160 = !DILocation(line: 25, column: 9, scope: !148)
!161 = !DILocation(line: 25, column: 13, scope: !148)
!162 = !DILocation(line: 25, column: 11, scope: !148)
!163 = !DILocation(line: 25, column: 17, scope: !148)
!164 = !DILocation(line: 25, column: 15, scope: !148)
!165 = !DILocation(line: 25, column: 20, scope: !148)
!166 = !DILocation(line: 24, column: 29, scope: !148)
!167 = !DILocation(line: 24, column: 5, scope: !148)
!168 = distinct !{!168, !151, !169, !59}
!169 = !DILocation(line: 25, column: 37, scope: !144)
!170 = !DILocation(line: 23, column: 27, scope: !139)
!171 = !DILocation(line: 23, column: 3, scope: !139)
!172 = distinct !{!172, !142, !173, !59}
!173 = !DILocation(line: 25, column: 37, scope: !135)
!174 = !DILocation(line: 26, column: 1, scope: !133)
