; ModuleID = 'args_global_early.c'
source_filename = "args_global_early.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@N = internal global i32 0, align 4, !dbg !0
@A = internal global double* null, align 8, !dbg !5
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !18 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata double* %6, metadata !29, metadata !DIExpression()), !dbg !30
  %8 = call double @sum(), !dbg !31
  store double %8, double* %6, align 8, !dbg !30
  %9 = load i32, i32* %4, align 4, !dbg !32
  %10 = load i8**, i8*** %5, align 8, !dbg !33
  call void @setup(i32 noundef %9, i8** noundef %10), !dbg !34
  call void @llvm.dbg.declare(metadata i32* %7, metadata !35, metadata !DIExpression()), !dbg !37
  store i32 0, i32* %7, align 4, !dbg !37
  br label %11, !dbg !38

11:                                               ; preds = %22, %2
  %12 = load i32, i32* %7, align 4, !dbg !39
  %13 = load i32, i32* @N, align 4, !dbg !41
  %14 = icmp slt i32 %12, %13, !dbg !42
  br i1 %14, label %15, label %25, !dbg !43

15:                                               ; preds = %11
  %16 = load i32, i32* %7, align 4, !dbg !44
  %17 = sitofp i32 %16 to double, !dbg !44
  %18 = load double*, double** @A, align 8, !dbg !45
  %19 = load i32, i32* %7, align 4, !dbg !46
  %20 = sext i32 %19 to i64, !dbg !45
  %21 = getelementptr inbounds double, double* %18, i64 %20, !dbg !45
  store double %17, double* %21, align 8, !dbg !47
  br label %22, !dbg !45

22:                                               ; preds = %15
  %23 = load i32, i32* %7, align 4, !dbg !48
  %24 = add nsw i32 %23, 1, !dbg !48
  store i32 %24, i32* %7, align 4, !dbg !48
  br label %11, !dbg !49, !llvm.loop !50

25:                                               ; preds = %11
  %26 = call double @sum(), !dbg !53
  %27 = load double, double* %6, align 8, !dbg !54
  %28 = fadd double %27, %26, !dbg !54
  store double %28, double* %6, align 8, !dbg !54
  %29 = load double, double* %6, align 8, !dbg !55
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %29), !dbg !56
  ret i32 0, !dbg !57
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum() #0 !dbg !58 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata double* %1, metadata !61, metadata !DIExpression()), !dbg !62
  store double 0.000000e+00, double* %1, align 8, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %2, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %2, align 4, !dbg !65
  br label %3, !dbg !66

3:                                                ; preds = %15, %0
  %4 = load i32, i32* %2, align 4, !dbg !67
  %5 = load i32, i32* @N, align 4, !dbg !69
  %6 = icmp slt i32 %4, %5, !dbg !70
  br i1 %6, label %7, label %18, !dbg !71

7:                                                ; preds = %3
  %8 = load double*, double** @A, align 8, !dbg !72
  %9 = load i32, i32* %2, align 4, !dbg !73
  %10 = sext i32 %9 to i64, !dbg !72
  %11 = getelementptr inbounds double, double* %8, i64 %10, !dbg !72
  %12 = load double, double* %11, align 8, !dbg !72
  %13 = load double, double* %1, align 8, !dbg !74
  %14 = fadd double %13, %12, !dbg !74
  store double %14, double* %1, align 8, !dbg !74
  br label %15, !dbg !75

15:                                               ; preds = %7
  %16 = load i32, i32* %2, align 4, !dbg !76
  %17 = add nsw i32 %16, 1, !dbg !76
  store i32 %17, i32* %2, align 4, !dbg !76
  br label %3, !dbg !77, !llvm.loop !78

18:                                               ; preds = %3
  %19 = load double, double* %1, align 8, !dbg !80
  ret double %19, !dbg !81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @setup(i32 noundef %0, i8** noundef %1) #0 !dbg !82 {
  %3 = alloca i32, align 4
  %4 = alloca i8**, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !85, metadata !DIExpression()), !dbg !86
  store i8** %1, i8*** %4, align 8
  call void @llvm.dbg.declare(metadata i8*** %4, metadata !87, metadata !DIExpression()), !dbg !88
  %5 = load i32, i32* %3, align 4, !dbg !89
  %6 = icmp sgt i32 %5, 1, !dbg !90
  br i1 %6, label %7, label %12, !dbg !89

7:                                                ; preds = %2
  %8 = load i8**, i8*** %4, align 8, !dbg !91
  %9 = getelementptr inbounds i8*, i8** %8, i64 1, !dbg !91
  %10 = load i8*, i8** %9, align 8, !dbg !91
  %11 = call i32 @atoi(i8* noundef %10) #5, !dbg !92
  br label %13, !dbg !89

12:                                               ; preds = %2
  br label %13, !dbg !89

13:                                               ; preds = %12, %7
  %14 = phi i32 [ %11, %7 ], [ 100, %12 ], !dbg !89
  store i32 %14, i32* @N, align 4, !dbg !93
  %15 = load i32, i32* @N, align 4, !dbg !94
  %16 = add nsw i32 %15, 1, !dbg !95
  %17 = sext i32 %16 to i64, !dbg !94
  %18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #6, !dbg !96
  %19 = bitcast i8* %18 to double*, !dbg !96
  store double* %19, double** @A, align 8, !dbg !97
  ret void, !dbg !98
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "N", scope: !2, file: !3, line: 7, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args_global_early.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "692fd72680da6c0aa4a56fa809099df7")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !7, isLocal: true, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 7, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 1}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !19, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!9, !9, !21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !3, line: 19, type: !9)
!26 = !DILocation(line: 19, column: 14, scope: !18)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !3, line: 19, type: !21)
!28 = !DILocation(line: 19, column: 27, scope: !18)
!29 = !DILocalVariable(name: "s", scope: !18, file: !3, line: 20, type: !8)
!30 = !DILocation(line: 20, column: 10, scope: !18)
!31 = !DILocation(line: 20, column: 14, scope: !18)
!32 = !DILocation(line: 21, column: 9, scope: !18)
!33 = !DILocation(line: 21, column: 15, scope: !18)
!34 = !DILocation(line: 21, column: 3, scope: !18)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 22, type: !9)
!36 = distinct !DILexicalBlock(scope: !18, file: !3, line: 22, column: 3)
!37 = !DILocation(line: 22, column: 12, scope: !36)
!38 = !DILocation(line: 22, column: 8, scope: !36)
!39 = !DILocation(line: 22, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 22, column: 3)
!41 = !DILocation(line: 22, column: 23, scope: !40)
!42 = !DILocation(line: 22, column: 21, scope: !40)
!43 = !DILocation(line: 22, column: 3, scope: !36)
!44 = !DILocation(line: 23, column: 12, scope: !40)
!45 = !DILocation(line: 23, column: 5, scope: !40)
!46 = !DILocation(line: 23, column: 7, scope: !40)
!47 = !DILocation(line: 23, column: 10, scope: !40)
!48 = !DILocation(line: 22, column: 27, scope: !40)
!49 = !DILocation(line: 22, column: 3, scope: !40)
!50 = distinct !{!50, !43, !51, !52}
!51 = !DILocation(line: 23, column: 12, scope: !36)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 24, column: 8, scope: !18)
!54 = !DILocation(line: 24, column: 5, scope: !18)
!55 = !DILocation(line: 25, column: 18, scope: !18)
!56 = !DILocation(line: 25, column: 3, scope: !18)
!57 = !DILocation(line: 26, column: 3, scope: !18)
!58 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 13, type: !59, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!59 = !DISubroutineType(types: !60)
!60 = !{!8}
!61 = !DILocalVariable(name: "s", scope: !58, file: !3, line: 14, type: !8)
!62 = !DILocation(line: 14, column: 10, scope: !58)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 15, type: !9)
!64 = distinct !DILexicalBlock(scope: !58, file: !3, line: 15, column: 3)
!65 = !DILocation(line: 15, column: 12, scope: !64)
!66 = !DILocation(line: 15, column: 8, scope: !64)
!67 = !DILocation(line: 15, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 15, column: 3)
!69 = !DILocation(line: 15, column: 23, scope: !68)
!70 = !DILocation(line: 15, column: 21, scope: !68)
!71 = !DILocation(line: 15, column: 3, scope: !64)
!72 = !DILocation(line: 16, column: 10, scope: !68)
!73 = !DILocation(line: 16, column: 12, scope: !68)
!74 = !DILocation(line: 16, column: 7, scope: !68)
!75 = !DILocation(line: 16, column: 5, scope: !68)
!76 = !DILocation(line: 15, column: 27, scope: !68)
!77 = !DILocation(line: 15, column: 3, scope: !68)
!78 = distinct !{!78, !71, !79, !52}
!79 = !DILocation(line: 16, column: 13, scope: !64)
!80 = !DILocation(line: 17, column: 10, scope: !58)
!81 = !DILocation(line: 17, column: 3, scope: !58)
!82 = distinct !DISubprogram(name: "setup", scope: !3, file: !3, line: 9, type: !83, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!83 = !DISubroutineType(types: !84)
!84 = !{null, !9, !21}
!85 = !DILocalVariable(name: "argc", arg: 1, scope: !82, file: !3, line: 9, type: !9)
!86 = !DILocation(line: 9, column: 23, scope: !82)
!87 = !DILocalVariable(name: "argv", arg: 2, scope: !82, file: !3, line: 9, type: !21)
!88 = !DILocation(line: 9, column: 36, scope: !82)
!89 = !DILocation(line: 10, column: 7, scope: !82)
!90 = !DILocation(line: 10, column: 12, scope: !82)
!91 = !DILocation(line: 10, column: 23, scope: !82)
!92 = !DILocation(line: 10, column: 18, scope: !82)
!93 = !DILocation(line: 10, column: 5, scope: !82)
!94 = !DILocation(line: 11, column: 14, scope: !82)
!95 = !DILocation(line: 11, column: 16, scope: !82)
!96 = !DILocation(line: 11, column: 7, scope: !82)
!97 = !DILocation(line: 11, column: 5, scope: !82)
!98 = !DILocation(line: 12, column: 1, scope: !82)
