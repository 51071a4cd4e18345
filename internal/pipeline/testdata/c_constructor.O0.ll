; ModuleID = 'c_constructor.c'
source_filename = "c_constructor.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = internal global [100000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%g\0A\00", align 1
@llvm.global_ctors = appending global [1 x { i32, void ()*, i8* }] [{ i32, void ()*, i8* } { i32 65535, void ()* @fill, i8* null }]

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill() #0 !dbg !17 {
  %1 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i32* %1, metadata !21, metadata !DIExpression()), !dbg !24
  store i32 0, i32* %1, align 4, !dbg !24
  br label %2, !dbg !25

2:                                                ; preds = %12, %0
  %3 = load i32, i32* %1, align 4, !dbg !26
  %4 = icmp slt i32 %3, 100000, !dbg !28
  br i1 %4, label %5, label %15, !dbg !29

5:                                                ; preds = %2
  %6 = load i32, i32* %1, align 4, !dbg !30
  %7 = sitofp i32 %6 to double, !dbg !30
  %8 = fmul double %7, 5.000000e-01, !dbg !31
  %9 = load i32, i32* %1, align 4, !dbg !32
  %10 = sext i32 %9 to i64, !dbg !33
  %11 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %10, !dbg !33
  store double %8, double* %11, align 8, !dbg !34
  br label %12, !dbg !33

12:                                               ; preds = %5
  %13 = load i32, i32* %1, align 4, !dbg !35
  %14 = add nsw i32 %13, 1, !dbg !35
  store i32 %14, i32* %1, align 4, !dbg !35
  br label %2, !dbg !36, !llvm.loop !37

15:                                               ; preds = %2
  ret void, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !41 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !47, metadata !DIExpression()), !dbg !48
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !49, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata i32* %6, metadata !51, metadata !DIExpression()), !dbg !52
  %9 = load i32, i32* %4, align 4, !dbg !53
  %10 = icmp sgt i32 %9, 1, !dbg !54
  br i1 %10, label %11, label %16, !dbg !53

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !55
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !55
  %14 = load i8*, i8** %13, align 8, !dbg !55
  %15 = call i32 @atoi(i8* noundef %14) #4, !dbg !56
  br label %17, !dbg !53

16:                                               ; preds = %2
  br label %17, !dbg !53

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 1000, %16 ], !dbg !53
  store i32 %18, i32* %6, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata double* %7, metadata !57, metadata !DIExpression()), !dbg !58
  store double 0.000000e+00, double* %7, align 8, !dbg !58
  call void @llvm.dbg.declare(metadata i32* %8, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %8, align 4, !dbg !61
  br label %19, !dbg !62

19:                                               ; preds = %30, %17
  %20 = load i32, i32* %8, align 4, !dbg !63
  %21 = load i32, i32* %6, align 4, !dbg !65
  %22 = icmp slt i32 %20, %21, !dbg !66
  br i1 %22, label %23, label %33, !dbg !67

23:                                               ; preds = %19
  %24 = load i32, i32* %8, align 4, !dbg !68
  %25 = sext i32 %24 to i64, !dbg !69
  %26 = getelementptr inbounds [100000 x double], [100000 x double]* @table, i64 0, i64 %25, !dbg !69
  %27 = load double, double* %26, align 8, !dbg !69
  %28 = load double, double* %7, align 8, !dbg !70
  %29 = fadd double %28, %27, !dbg !70
  store double %29, double* %7, align 8, !dbg !70
  br label %30, !dbg !71

30:                                               ; preds = %23
  %31 = load i32, i32* %8, align 4, !dbg !72
  %32 = add nsw i32 %31, 1, !dbg !72
  store i32 %32, i32* %8, align 4, !dbg !72
  br label %19, !dbg !73, !llvm.loop !74

33:                                               ; preds = %19
  %34 = load double, double* %7, align 8, !dbg !76
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %34), !dbg !77
  ret i32 0, !dbg !78
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
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 5, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c_constructor.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "372e82ae1d5eff1df1fc3bcceb8073b6")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 6400000, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 100000)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 6, type: !18, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{null}
!20 = !{}
!21 = !DILocalVariable(name: "i", scope: !22, file: !3, line: 7, type: !23)
!22 = distinct !DILexicalBlock(scope: !17, file: !3, line: 7, column: 3)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DILocation(line: 7, column: 12, scope: !22)
!25 = !DILocation(line: 7, column: 8, scope: !22)
!26 = !DILocation(line: 7, column: 19, scope: !27)
!27 = distinct !DILexicalBlock(scope: !22, file: !3, line: 7, column: 3)
!28 = !DILocation(line: 7, column: 21, scope: !27)
!29 = !DILocation(line: 7, column: 3, scope: !22)
!30 = !DILocation(line: 7, column: 42, scope: !27)
!31 = !DILocation(line: 7, column: 44, scope: !27)
!32 = !DILocation(line: 7, column: 37, scope: !27)
!33 = !DILocation(line: 7, column: 31, scope: !27)
!34 = !DILocation(line: 7, column: 40, scope: !27)
!35 = !DILocation(line: 7, column: 27, scope: !27)
!36 = !DILocation(line: 7, column: 3, scope: !27)
!37 = distinct !{!37, !29, !38, !39}
!38 = !DILocation(line: 7, column: 46, scope: !22)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 8, column: 1, scope: !17)
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !42, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!42 = !DISubroutineType(types: !43)
!43 = !{!23, !23, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!47 = !DILocalVariable(name: "argc", arg: 1, scope: !41, file: !3, line: 9, type: !23)
!48 = !DILocation(line: 9, column: 14, scope: !41)
!49 = !DILocalVariable(name: "argv", arg: 2, scope: !41, file: !3, line: 9, type: !44)
!50 = !DILocation(line: 9, column: 27, scope: !41)
!51 = !DILocalVariable(name: "n", scope: !41, file: !3, line: 10, type: !23)
!52 = !DILocation(line: 10, column: 7, scope: !41)
!53 = !DILocation(line: 10, column: 11, scope: !41)
!54 = !DILocation(line: 10, column: 16, scope: !41)
!55 = !DILocation(line: 10, column: 27, scope: !41)
!56 = !DILocation(line: 10, column: 22, scope: !41)
!57 = !DILocalVariable(name: "s", scope: !41, file: !3, line: 11, type: !6)
!58 = !DILocation(line: 11, column: 10, scope: !41)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 12, type: !23)
!60 = distinct !DILexicalBlock(scope: !41, file: !3, line: 12, column: 3)
!61 = !DILocation(line: 12, column: 12, scope: !60)
!62 = !DILocation(line: 12, column: 8, scope: !60)
!63 = !DILocation(line: 12, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !3, line: 12, column: 3)
!65 = !DILocation(line: 12, column: 23, scope: !64)
!66 = !DILocation(line: 12, column: 21, scope: !64)
!67 = !DILocation(line: 12, column: 3, scope: !60)
!68 = !DILocation(line: 12, column: 42, scope: !64)
!69 = !DILocation(line: 12, column: 36, scope: !64)
!70 = !DILocation(line: 12, column: 33, scope: !64)
!71 = !DILocation(line: 12, column: 31, scope: !64)
!72 = !DILocation(line: 12, column: 27, scope: !64)
!73 = !DILocation(line: 12, column: 3, scope: !64)
!74 = distinct !{!74, !67, !75, !39}
!75 = !DILocation(line: 12, column: 43, scope: !60)
!76 = !DILocation(line: 13, column: 18, scope: !41)
!77 = !DILocation(line: 13, column: 3, scope: !41)
!78 = !DILocation(line: 14, column: 3, scope: !41)
