; ModuleID = 'atexit_handler.c'
source_filename = "atexit_handler.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [100000 x double] zeroinitializer, align 16, !dbg !0
@total = internal global double 0.000000e+00, align 8, !dbg !5
@B = internal global [100000 x double] zeroinitializer, align 16, !dbg !8
@.str = private unnamed_addr constant [7 x i8] c"%g %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !21 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !29, metadata !DIExpression()), !dbg !30
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.declare(metadata i32* %6, metadata !33, metadata !DIExpression()), !dbg !34
  %9 = load i32, i32* %4, align 4, !dbg !35
  %10 = icmp sgt i32 %9, 1, !dbg !36
  br i1 %10, label %11, label %16, !dbg !35

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !37
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !37
  %14 = load i8*, i8** %13, align 8, !dbg !37
  %15 = call i32 @atoi(i8* noundef %14) #5, !dbg !38
  br label %17, !dbg !35

16:                                               ; preds = %2
  br label %17, !dbg !35

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 2, %16 ], !dbg !35
  store i32 %18, i32* %6, align 4, !dbg !34
  %19 = call i32 @atexit(void ()* noundef @report) #6, !dbg !39
  call void @llvm.dbg.declare(metadata i32* %7, metadata !40, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %7, align 4, !dbg !42
  br label %20, !dbg !43

20:                                               ; preds = %39, %17
  %21 = load i32, i32* %7, align 4, !dbg !44
  %22 = load i32, i32* %6, align 4, !dbg !46
  %23 = icmp slt i32 %21, %22, !dbg !47
  br i1 %23, label %24, label %42, !dbg !48

24:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %8, metadata !49, metadata !DIExpression()), !dbg !51
  store i32 0, i32* %8, align 4, !dbg !51
  br label %25, !dbg !52

25:                                               ; preds = %35, %24
  %26 = load i32, i32* %8, align 4, !dbg !53
  %27 = icmp slt i32 %26, 100000, !dbg !55
  br i1 %27, label %28, label %38, !dbg !56

28:                                               ; preds = %25
  %29 = load i32, i32* %8, align 4, !dbg !57
  %30 = sext i32 %29 to i64, !dbg !58
  %31 = getelementptr inbounds [100000 x double], [100000 x double]* @A, i64 0, i64 %30, !dbg !58
  %32 = load double, double* %31, align 8, !dbg !58
  %33 = load double, double* @total, align 8, !dbg !59
  %34 = fadd double %33, %32, !dbg !59
  store double %34, double* @total, align 8, !dbg !59
  br label %35, !dbg !60

35:                                               ; preds = %28
  %36 = load i32, i32* %8, align 4, !dbg !61
  %37 = add nsw i32 %36, 1, !dbg !61
  store i32 %37, i32* %8, align 4, !dbg !61
  br label %25, !dbg !62, !llvm.loop !63

38:                                               ; preds = %25
  br label %39, !dbg !64

39:                                               ; preds = %38
  %40 = load i32, i32* %7, align 4, !dbg !66
  %41 = add nsw i32 %40, 1, !dbg !66
  store i32 %41, i32* %7, align 4, !dbg !66
  br label %20, !dbg !67, !llvm.loop !68

42:                                               ; preds = %20
  ret i32 0, !dbg !70
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare i32 @atexit(void ()* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @report() #0 !dbg !71 {
  %1 = alloca double, align 8
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata double* %1, metadata !74, metadata !DIExpression()), !dbg !75
  store double 0.000000e+00, double* %1, align 8, !dbg !75
  call void @llvm.dbg.declare(metadata i32* %2, metadata !76, metadata !DIExpression()), !dbg !78
  store i32 0, i32* %2, align 4, !dbg !78
  br label %3, !dbg !79

3:                                                ; preds = %13, %0
  %4 = load i32, i32* %2, align 4, !dbg !80
  %5 = icmp slt i32 %4, 100000, !dbg !82
  br i1 %5, label %6, label %16, !dbg !83

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !84
  %8 = sext i32 %7 to i64, !dbg !85
  %9 = getelementptr inbounds [100000 x double], [100000 x double]* @B, i64 0, i64 %8, !dbg !85
  %10 = load double, double* %9, align 8, !dbg !85
  %11 = load double, double* %1, align 8, !dbg !86
  %12 = fadd double %11, %10, !dbg !86
  store double %12, double* %1, align 8, !dbg !86
  br label %13, !dbg !87

13:                                               ; preds = %6
  %14 = load i32, i32* %2, align 4, !dbg !88
  %15 = add nsw i32 %14, 1, !dbg !88
  store i32 %15, i32* %2, align 4, !dbg !88
  br label %3, !dbg !89, !llvm.loop !90

16:                                               ; preds = %3
  %17 = load double, double* @total, align 8, !dbg !92
  %18 = load double, double* %1, align 8, !dbg !93
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %17, double noundef %18), !dbg !94
  ret void, !dbg !95
}

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !10, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atexit_handler.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0bf4052aeb48ac70fb6a52134c7c324c")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!7 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 6, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 6400000, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 100000)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 7, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 1}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !22, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !3, line: 13, type: !24)
!30 = !DILocation(line: 13, column: 14, scope: !21)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !3, line: 13, type: !25)
!32 = !DILocation(line: 13, column: 27, scope: !21)
!33 = !DILocalVariable(name: "reps", scope: !21, file: !3, line: 14, type: !24)
!34 = !DILocation(line: 14, column: 7, scope: !21)
!35 = !DILocation(line: 14, column: 14, scope: !21)
!36 = !DILocation(line: 14, column: 19, scope: !21)
!37 = !DILocation(line: 14, column: 30, scope: !21)
!38 = !DILocation(line: 14, column: 25, scope: !21)
!39 = !DILocation(line: 15, column: 3, scope: !21)
!40 = !DILocalVariable(name: "r", scope: !41, file: !3, line: 16, type: !24)
!41 = distinct !DILexicalBlock(scope: !21, file: !3, line: 16, column: 3)
!42 = !DILocation(line: 16, column: 12, scope: !41)
!43 = !DILocation(line: 16, column: 8, scope: !41)
!44 = !DILocation(line: 16, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !3, line: 16, column: 3)
!46 = !DILocation(line: 16, column: 23, scope: !45)
!47 = !DILocation(line: 16, column: 21, scope: !45)
!48 = !DILocation(line: 16, column: 3, scope: !41)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 17, type: !24)
!50 = distinct !DILexicalBlock(scope: !45, file: !3, line: 17, column: 5)
!51 = !DILocation(line: 17, column: 14, scope: !50)
!52 = !DILocation(line: 17, column: 10, scope: !50)
!53 = !DILocation(line: 17, column: 21, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 17, column: 5)
!55 = !DILocation(line: 17, column: 23, scope: !54)
!56 = !DILocation(line: 17, column: 5, scope: !50)
!57 = !DILocation(line: 17, column: 44, scope: !54)
!58 = !DILocation(line: 17, column: 42, scope: !54)
!59 = !DILocation(line: 17, column: 39, scope: !54)
!60 = !DILocation(line: 17, column: 33, scope: !54)
!61 = !DILocation(line: 17, column: 29, scope: !54)
!62 = !DILocation(line: 17, column: 5, scope: !54)
!63 = distinct !{!63, !56, !64, !65}
!64 = !DILocation(line: 17, column: 45, scope: !50)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 16, column: 30, scope: !45)
!67 = !DILocation(line: 16, column: 3, scope: !45)
!68 = distinct !{!68, !48, !69, !65}
!69 = !DILocation(line: 17, column: 45, scope: !41)
!70 = !DILocation(line: 18, column: 3, scope: !21)
!71 = distinct !DISubprogram(name: "report", scope: !3, file: !3, line: 8, type: !72, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!72 = !DISubroutineType(types: !73)
!73 = !{null}
!74 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 9, type: !7)
!75 = !DILocation(line: 9, column: 10, scope: !71)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 10, type: !24)
!77 = distinct !DILexicalBlock(scope: !71, file: !3, line: 10, column: 3)
!78 = !DILocation(line: 10, column: 12, scope: !77)
!79 = !DILocation(line: 10, column: 8, scope: !77)
!80 = !DILocation(line: 10, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 10, column: 3)
!82 = !DILocation(line: 10, column: 21, scope: !81)
!83 = !DILocation(line: 10, column: 3, scope: !77)
!84 = !DILocation(line: 10, column: 38, scope: !81)
!85 = !DILocation(line: 10, column: 36, scope: !81)
!86 = !DILocation(line: 10, column: 33, scope: !81)
!87 = !DILocation(line: 10, column: 31, scope: !81)
!88 = !DILocation(line: 10, column: 27, scope: !81)
!89 = !DILocation(line: 10, column: 3, scope: !81)
!90 = distinct !{!90, !83, !91, !65}
!91 = !DILocation(line: 10, column: 39, scope: !77)
!92 = !DILocation(line: 11, column: 21, scope: !71)
!93 = !DILocation(line: 11, column: 28, scope: !71)
!94 = !DILocation(line: 11, column: 3, scope: !71)
!95 = !DILocation(line: 12, column: 1, scope: !71)
