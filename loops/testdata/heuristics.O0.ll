; ModuleID = 'heuristics.c'
source_filename = "heuristics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.node = type { %struct.node*, i32 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [11 x i8] c"too large\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @walk(%struct.node* noundef %0) #0 !dbg !12 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca i32, align 4
  store %struct.node* %0, %struct.node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %3, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %3, align 4, !dbg !25
  br label %4, !dbg !26

4:                                                ; preds = %7, %1
  %5 = load %struct.node*, %struct.node** %2, align 8, !dbg !27
  %6 = icmp ne %struct.node* %5, null, !dbg !28
  br i1 %6, label %7, label %16, !dbg !26

7:                                                ; preds = %4
  %8 = load %struct.node*, %struct.node** %2, align 8, !dbg !29
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1, !dbg !31
  %10 = load i32, i32* %9, align 8, !dbg !31
  %11 = load i32, i32* %3, align 4, !dbg !32
  %12 = add nsw i32 %11, %10, !dbg !32
  store i32 %12, i32* %3, align 4, !dbg !32
  %13 = load %struct.node*, %struct.node** %2, align 8, !dbg !33
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0, !dbg !34
  %15 = load %struct.node*, %struct.node** %14, align 8, !dbg !34
  store %struct.node* %15, %struct.node** %2, align 8, !dbg !35
  br label %4, !dbg !26, !llvm.loop !36

16:                                               ; preds = %4
  %17 = load i32, i32* %3, align 4, !dbg !39
  ret i32 %17, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @zero(i32 noundef %0, i32 noundef %1) #0 !dbg !41 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !44, metadata !DIExpression()), !dbg !45
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata i32* %5, metadata !48, metadata !DIExpression()), !dbg !49
  store i32 0, i32* %5, align 4, !dbg !49
  %6 = load i32, i32* %3, align 4, !dbg !50
  %7 = icmp eq i32 %6, 0, !dbg !52
  br i1 %7, label %8, label %11, !dbg !53

8:                                                ; preds = %2
  %9 = load i32, i32* %5, align 4, !dbg !54
  %10 = add nsw i32 %9, 1, !dbg !54
  store i32 %10, i32* %5, align 4, !dbg !54
  br label %11, !dbg !55

11:                                               ; preds = %8, %2
  %12 = load i32, i32* %4, align 4, !dbg !56
  %13 = icmp slt i32 %12, 0, !dbg !58
  br i1 %13, label %14, label %17, !dbg !59

14:                                               ; preds = %11
  %15 = load i32, i32* %5, align 4, !dbg !60
  %16 = add nsw i32 %15, 2, !dbg !60
  store i32 %16, i32* %5, align 4, !dbg !60
  br label %17, !dbg !61

17:                                               ; preds = %14, %11
  %18 = load i32, i32* %3, align 4, !dbg !62
  %19 = icmp sgt i32 %18, 0, !dbg !64
  br i1 %19, label %20, label %23, !dbg !65

20:                                               ; preds = %17
  %21 = load i32, i32* %5, align 4, !dbg !66
  %22 = add nsw i32 %21, 3, !dbg !66
  store i32 %22, i32* %5, align 4, !dbg !66
  br label %23, !dbg !67

23:                                               ; preds = %20, %17
  %24 = load i32, i32* %4, align 4, !dbg !68
  %25 = icmp ne i32 %24, -1, !dbg !70
  br i1 %25, label %26, label %29, !dbg !71

26:                                               ; preds = %23
  %27 = load i32, i32* %5, align 4, !dbg !72
  %28 = add nsw i32 %27, 4, !dbg !72
  store i32 %28, i32* %5, align 4, !dbg !72
  br label %29, !dbg !73

29:                                               ; preds = %26, %23
  %30 = load i32, i32* %5, align 4, !dbg !74
  ret i32 %30, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @fl(double noundef %0, double noundef %1) #0 !dbg !76 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !80, metadata !DIExpression()), !dbg !81
  store double %1, double* %5, align 8
  call void @llvm.dbg.declare(metadata double* %5, metadata !82, metadata !DIExpression()), !dbg !83
  %6 = load double, double* %4, align 8, !dbg !84
  %7 = load double, double* %5, align 8, !dbg !86
  %8 = fcmp oeq double %6, %7, !dbg !87
  br i1 %8, label %9, label %10, !dbg !88

9:                                                ; preds = %2
  store double 0.000000e+00, double* %3, align 8, !dbg !89
  br label %24, !dbg !89

10:                                               ; preds = %2
  %11 = load double, double* %4, align 8, !dbg !90
  %12 = fcmp uno double %11, %11, !dbg !90
  br i1 %12, label %13, label %14, !dbg !92

13:                                               ; preds = %10
  store double 1.000000e+00, double* %3, align 8, !dbg !93
  br label %24, !dbg !93

14:                                               ; preds = %10
  %15 = load double, double* %4, align 8, !dbg !94
  %16 = load double, double* %5, align 8, !dbg !95
  %17 = fcmp olt double %15, %16, !dbg !96
  br i1 %17, label %18, label %20, !dbg !94

18:                                               ; preds = %14
  %19 = load double, double* %4, align 8, !dbg !97
  br label %22, !dbg !94

20:                                               ; preds = %14
  %21 = load double, double* %5, align 8, !dbg !98
  br label %22, !dbg !94

22:                                               ; preds = %20, %18
  %23 = phi double [ %19, %18 ], [ %21, %20 ], !dbg !94
  store double %23, double* %3, align 8, !dbg !99
  br label %24, !dbg !99

24:                                               ; preds = %22, %13, %9
  %25 = load double, double* %3, align 8, !dbg !100
  ret double %25, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check(i32* noundef %0, i32 noundef %1) #0 !dbg !101 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32* %0, i32** %3, align 8
  call void @llvm.dbg.declare(metadata i32** %3, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !107, metadata !DIExpression()), !dbg !108
  %7 = load i32, i32* %4, align 4, !dbg !109
  %8 = icmp sgt i32 %7, 1000000, !dbg !111
  br i1 %8, label %9, label %12, !dbg !112

9:                                                ; preds = %2
  %10 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !113
  %11 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %10, i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0)), !dbg !115
  call void @exit(i32 noundef 1) #4, !dbg !116
  unreachable, !dbg !116

12:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %5, metadata !117, metadata !DIExpression()), !dbg !118
  %13 = load i32*, i32** %3, align 8, !dbg !119
  %14 = getelementptr inbounds i32, i32* %13, i64 0, !dbg !119
  %15 = load i32, i32* %14, align 4, !dbg !119
  store i32 %15, i32* %5, align 4, !dbg !118
  call void @llvm.dbg.declare(metadata i32* %6, metadata !120, metadata !DIExpression()), !dbg !122
  store i32 1, i32* %6, align 4, !dbg !122
  br label %16, !dbg !123

16:                                               ; preds = %35, %12
  %17 = load i32, i32* %6, align 4, !dbg !124
  %18 = load i32, i32* %4, align 4, !dbg !126
  %19 = icmp slt i32 %17, %18, !dbg !127
  br i1 %19, label %20, label %38, !dbg !128

20:                                               ; preds = %16
  %21 = load i32*, i32** %3, align 8, !dbg !129
  %22 = load i32, i32* %6, align 4, !dbg !131
  %23 = sext i32 %22 to i64, !dbg !129
  %24 = getelementptr inbounds i32, i32* %21, i64 %23, !dbg !129
  %25 = load i32, i32* %24, align 4, !dbg !129
  %26 = load i32, i32* %5, align 4, !dbg !132
  %27 = icmp slt i32 %25, %26, !dbg !133
  br i1 %27, label %28, label %34, !dbg !134

28:                                               ; preds = %20
  %29 = load i32*, i32** %3, align 8, !dbg !135
  %30 = load i32, i32* %6, align 4, !dbg !136
  %31 = sext i32 %30 to i64, !dbg !135
  %32 = getelementptr inbounds i32, i32* %29, i64 %31, !dbg !135
  %33 = load i32, i32* %32, align 4, !dbg !135
  store i32 %33, i32* %5, align 4, !dbg !137
  br label %34, !dbg !138

34:                                               ; preds = %28, %20
  br label %35, !dbg !132

35:                                               ; preds = %34
  %36 = load i32, i32* %6, align 4, !dbg !139
  %37 = add nsw i32 %36, 1, !dbg !139
  store i32 %37, i32* %6, align 4, !dbg !139
  br label %16, !dbg !140, !llvm.loop !141

38:                                               ; preds = %16
  %39 = load i32, i32* %5, align 4, !dbg !143
  ret i32 %39, !dbg !144
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @expect(i32 noundef %0) #0 !dbg !145 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !148, metadata !DIExpression()), !dbg !149
  %4 = load i32, i32* %3, align 4, !dbg !150
  %5 = icmp sgt i32 %4, 100, !dbg !152
  %6 = zext i1 %5 to i32, !dbg !152
  %7 = sext i32 %6 to i64, !dbg !150
  %8 = icmp ne i64 %7, 0, !dbg !153
  br i1 %8, label %9, label %12, !dbg !154

9:                                                ; preds = %1
  %10 = load i32, i32* %3, align 4, !dbg !155
  %11 = sdiv i32 %10, 3, !dbg !156
  store i32 %11, i32* %2, align 4, !dbg !157
  br label %14, !dbg !157

12:                                               ; preds = %1
  %13 = load i32, i32* %3, align 4, !dbg !158
  store i32 %13, i32* %2, align 4, !dbg !159
  br label %14, !dbg !159

14:                                               ; preds = %12, %9
  %15 = load i32, i32* %2, align 4, !dbg !160
  ret i32 %15, !dbg !160
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @dispatch(i8* noundef %0, i32 noundef %1) #0 !dbg !161 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !167, metadata !DIExpression()), !dbg !168
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !169, metadata !DIExpression()), !dbg !170
  call void @llvm.dbg.declare(metadata i32* %5, metadata !171, metadata !DIExpression()), !dbg !172
  store i32 0, i32* %5, align 4, !dbg !172
  call void @llvm.dbg.declare(metadata i32* %6, metadata !173, metadata !DIExpression()), !dbg !175
  store i32 0, i32* %6, align 4, !dbg !175
  br label %7, !dbg !176

7:                                                ; preds = %29, %2
  %8 = load i32, i32* %6, align 4, !dbg !177
  %9 = load i32, i32* %4, align 4, !dbg !179
  %10 = icmp slt i32 %8, %9, !dbg !180
  br i1 %10, label %11, label %32, !dbg !181

11:                                               ; preds = %7
  %12 = load i8*, i8** %3, align 8, !dbg !182
  %13 = load i32, i32* %6, align 4, !dbg !184
  %14 = sext i32 %13 to i64, !dbg !182
  %15 = getelementptr inbounds i8, i8* %12, i64 %14, !dbg !182
  %16 = load i8, i8* %15, align 1, !dbg !182
  %17 = sext i8 %16 to i32, !dbg !182
  switch i32 %17, label %27 [
    i32 97, label %18
    i32 98, label %21
    i32 99, label %24
  ], !dbg !185

18:                                               ; preds = %11
  %19 = load i32, i32* %5, align 4, !dbg !186
  %20 = add nsw i32 %19, 1, !dbg !186
  store i32 %20, i32* %5, align 4, !dbg !186
  br label %28, !dbg !188

21:                                               ; preds = %11
  %22 = load i32, i32* %5, align 4, !dbg !189
  %23 = add nsw i32 %22, -1, !dbg !189
  store i32 %23, i32* %5, align 4, !dbg !189
  br label %28, !dbg !190

24:                                               ; preds = %11
  %25 = load i32, i32* %5, align 4, !dbg !191
  %26 = mul nsw i32 %25, 2, !dbg !191
  store i32 %26, i32* %5, align 4, !dbg !191
  br label %28, !dbg !192

27:                                               ; preds = %11
  call void @abort() #4, !dbg !193
  unreachable, !dbg !193

28:                                               ; preds = %24, %21, %18
  br label %29, !dbg !194

29:                                               ; preds = %28
  %30 = load i32, i32* %6, align 4, !dbg !195
  %31 = add nsw i32 %30, 1, !dbg !195
  store i32 %31, i32* %6, align 4, !dbg !195
  br label %7, !dbg !196, !llvm.loop !197

32:                                               ; preds = %7
  %33 = load i32, i32* %5, align 4, !dbg !199
  ret i32 %33, !dbg !200
}

; Function Attrs: noreturn nounwind
declare void @abort() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heuristics.c", directory: ".", checksumkind: CSK_MD5, checksum: "90b1b7cd223f78d712c8fb55f17b422d")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 8, size: 128, elements: !18)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !17, file: !1, line: 9, baseType: !16, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !17, file: !1, line: 10, baseType: !15, size: 32, offset: 64)
!21 = !{}
!22 = !DILocalVariable(name: "p", arg: 1, scope: !12, file: !1, line: 13, type: !16)
!23 = !DILocation(line: 13, column: 23, scope: !12)
!24 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 14, type: !15)
!25 = !DILocation(line: 14, column: 7, scope: !12)
!26 = !DILocation(line: 15, column: 3, scope: !12)
!27 = !DILocation(line: 15, column: 10, scope: !12)
!28 = !DILocation(line: 15, column: 12, scope: !12)
!29 = !DILocation(line: 16, column: 10, scope: !30)
!30 = distinct !DILexicalBlock(scope: !12, file: !1, line: 15, column: 21)
!31 = !DILocation(line: 16, column: 13, scope: !30)
!32 = !DILocation(line: 16, column: 7, scope: !30)
!33 = !DILocation(line: 17, column: 9, scope: !30)
!34 = !DILocation(line: 17, column: 12, scope: !30)
!35 = !DILocation(line: 17, column: 7, scope: !30)
!36 = distinct !{!36, !26, !37, !38}
!37 = !DILocation(line: 18, column: 3, scope: !12)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 19, column: 10, scope: !12)
!40 = !DILocation(line: 19, column: 3, scope: !12)
!41 = distinct !DISubprogram(name: "zero", scope: !1, file: !1, line: 22, type: !42, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!42 = !DISubroutineType(types: !43)
!43 = !{!15, !15, !15}
!44 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !1, line: 22, type: !15)
!45 = !DILocation(line: 22, column: 14, scope: !41)
!46 = !DILocalVariable(name: "y", arg: 2, scope: !41, file: !1, line: 22, type: !15)
!47 = !DILocation(line: 22, column: 21, scope: !41)
!48 = !DILocalVariable(name: "r", scope: !41, file: !1, line: 23, type: !15)
!49 = !DILocation(line: 23, column: 7, scope: !41)
!50 = !DILocation(line: 24, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !41, file: !1, line: 24, column: 7)
!52 = !DILocation(line: 24, column: 9, scope: !51)
!53 = !DILocation(line: 24, column: 7, scope: !41)
!54 = !DILocation(line: 25, column: 7, scope: !51)
!55 = !DILocation(line: 25, column: 5, scope: !51)
!56 = !DILocation(line: 26, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !41, file: !1, line: 26, column: 7)
!58 = !DILocation(line: 26, column: 9, scope: !57)
!59 = !DILocation(line: 26, column: 7, scope: !41)
!60 = !DILocation(line: 27, column: 7, scope: !57)
!61 = !DILocation(line: 27, column: 5, scope: !57)
!62 = !DILocation(line: 28, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !41, file: !1, line: 28, column: 7)
!64 = !DILocation(line: 28, column: 9, scope: !63)
!65 = !DILocation(line: 28, column: 7, scope: !41)
!66 = !DILocation(line: 29, column: 7, scope: !63)
!67 = !DILocation(line: 29, column: 5, scope: !63)
!68 = !DILocation(line: 30, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 7)
!70 = !DILocation(line: 30, column: 9, scope: !69)
!71 = !DILocation(line: 30, column: 7, scope: !41)
!72 = !DILocation(line: 31, column: 7, scope: !69)
!73 = !DILocation(line: 31, column: 5, scope: !69)
!74 = !DILocation(line: 32, column: 10, scope: !41)
!75 = !DILocation(line: 32, column: 3, scope: !41)
!76 = distinct !DISubprogram(name: "fl", scope: !1, file: !1, line: 35, type: !77, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !79, !79}
!79 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!80 = !DILocalVariable(name: "a", arg: 1, scope: !76, file: !1, line: 35, type: !79)
!81 = !DILocation(line: 35, column: 18, scope: !76)
!82 = !DILocalVariable(name: "b", arg: 2, scope: !76, file: !1, line: 35, type: !79)
!83 = !DILocation(line: 35, column: 28, scope: !76)
!84 = !DILocation(line: 36, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !76, file: !1, line: 36, column: 7)
!86 = !DILocation(line: 36, column: 12, scope: !85)
!87 = !DILocation(line: 36, column: 9, scope: !85)
!88 = !DILocation(line: 36, column: 7, scope: !76)
!89 = !DILocation(line: 37, column: 5, scope: !85)
!90 = !DILocation(line: 38, column: 7, scope: !91)
!91 = distinct !DILexicalBlock(scope: !76, file: !1, line: 38, column: 7)
!92 = !DILocation(line: 38, column: 7, scope: !76)
!93 = !DILocation(line: 39, column: 5, scope: !91)
!94 = !DILocation(line: 40, column: 10, scope: !76)
!95 = !DILocation(line: 40, column: 14, scope: !76)
!96 = !DILocation(line: 40, column: 12, scope: !76)
!97 = !DILocation(line: 40, column: 18, scope: !76)
!98 = !DILocation(line: 40, column: 22, scope: !76)
!99 = !DILocation(line: 40, column: 3, scope: !76)
!100 = !DILocation(line: 41, column: 1, scope: !76)
!101 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 43, type: !102, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!102 = !DISubroutineType(types: !103)
!103 = !{!15, !104, !15}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!105 = !DILocalVariable(name: "a", arg: 1, scope: !101, file: !1, line: 43, type: !104)
!106 = !DILocation(line: 43, column: 16, scope: !101)
!107 = !DILocalVariable(name: "n", arg: 2, scope: !101, file: !1, line: 43, type: !15)
!108 = !DILocation(line: 43, column: 23, scope: !101)
!109 = !DILocation(line: 44, column: 7, scope: !110)
!110 = distinct !DILexicalBlock(scope: !101, file: !1, line: 44, column: 7)
!111 = !DILocation(line: 44, column: 9, scope: !110)
!112 = !DILocation(line: 44, column: 7, scope: !101)
!113 = !DILocation(line: 45, column: 13, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 44, column: 20)
!115 = !DILocation(line: 45, column: 5, scope: !114)
!116 = !DILocation(line: 46, column: 5, scope: !114)
!117 = !DILocalVariable(name: "m", scope: !101, file: !1, line: 48, type: !15)
!118 = !DILocation(line: 48, column: 7, scope: !101)
!119 = !DILocation(line: 48, column: 11, scope: !101)
!120 = !DILocalVariable(name: "i", scope: !121, file: !1, line: 49, type: !15)
!121 = distinct !DILexicalBlock(scope: !101, file: !1, line: 49, column: 3)
!122 = !DILocation(line: 49, column: 12, scope: !121)
!123 = !DILocation(line: 49, column: 8, scope: !121)
!124 = !DILocation(line: 49, column: 19, scope: !125)
!125 = distinct !DILexicalBlock(scope: !121, file: !1, line: 49, column: 3)
!126 = !DILocation(line: 49, column: 23, scope: !125)
!127 = !DILocation(line: 49, column: 21, scope: !125)
!128 = !DILocation(line: 49, column: 3, scope: !121)
!129 = !DILocation(line: 50, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !1, line: 50, column: 9)
!131 = !DILocation(line: 50, column: 11, scope: !130)
!132 = !DILocation(line: 50, column: 16, scope: !130)
!133 = !DILocation(line: 50, column: 14, scope: !130)
!134 = !DILocation(line: 50, column: 9, scope: !125)
!135 = !DILocation(line: 51, column: 11, scope: !130)
!136 = !DILocation(line: 51, column: 13, scope: !130)
!137 = !DILocation(line: 51, column: 9, scope: !130)
!138 = !DILocation(line: 51, column: 7, scope: !130)
!139 = !DILocation(line: 49, column: 27, scope: !125)
!140 = !DILocation(line: 49, column: 3, scope: !125)
!141 = distinct !{!141, !128, !142, !38}
!142 = !DILocation(line: 51, column: 14, scope: !121)
!143 = !DILocation(line: 52, column: 10, scope: !101)
!144 = !DILocation(line: 52, column: 3, scope: !101)
!145 = distinct !DISubprogram(name: "expect", scope: !1, file: !1, line: 55, type: !146, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!146 = !DISubroutineType(types: !147)
!147 = !{!15, !15}
!148 = !DILocalVariable(name: "x", arg: 1, scope: !145, file: !1, line: 55, type: !15)
!149 = !DILocation(line: 55, column: 16, scope: !145)
!150 = !DILocation(line: 56, column: 24, scope: !151)
!151 = distinct !DILexicalBlock(scope: !145, file: !1, line: 56, column: 7)
!152 = !DILocation(line: 56, column: 26, scope: !151)
!153 = !DILocation(line: 56, column: 7, scope: !151)
!154 = !DILocation(line: 56, column: 7, scope: !145)
!155 = !DILocation(line: 57, column: 12, scope: !151)
!156 = !DILocation(line: 57, column: 14, scope: !151)
!157 = !DILocation(line: 57, column: 5, scope: !151)
!158 = !DILocation(line: 58, column: 10, scope: !145)
!159 = !DILocation(line: 58, column: 3, scope: !145)
!160 = !DILocation(line: 59, column: 1, scope: !145)
!161 = distinct !DISubprogram(name: "dispatch", scope: !1, file: !1, line: 61, type: !162, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!162 = !DISubroutineType(types: !163)
!163 = !{!15, !164, !15}
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!166 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!167 = !DILocalVariable(name: "code", arg: 1, scope: !161, file: !1, line: 61, type: !164)
!168 = !DILocation(line: 61, column: 26, scope: !161)
!169 = !DILocalVariable(name: "n", arg: 2, scope: !161, file: !1, line: 61, type: !15)
!170 = !DILocation(line: 61, column: 36, scope: !161)
!171 = !DILocalVariable(name: "acc", scope: !161, file: !1, line: 62, type: !15)
!172 = !DILocation(line: 62, column: 7, scope: !161)
!173 = !DILocalVariable(name: "pc", scope: !174, file: !1, line: 63, type: !15)
!174 = distinct !DILexicalBlock(scope: !161, file: !1, line: 63, column: 3)
!175 = !DILocation(line: 63, column: 12, scope: !174)
!176 = !DILocation(line: 63, column: 8, scope: !174)
!177 = !DILocation(line: 63, column: 20, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !1, line: 63, column: 3)
!179 = !DILocation(line: 63, column: 25, scope: !178)
!180 = !DILocation(line: 63, column: 23, scope: !178)
!181 = !DILocation(line: 63, column: 3, scope: !174)
!182 = !DILocation(line: 64, column: 13, scope: !183)
!183 = distinct !DILexicalBlock(scope: !178, file: !1, line: 63, column: 34)
!184 = !DILocation(line: 64, column: 18, scope: !183)
!185 = !DILocation(line: 64, column: 5, scope: !183)
!186 = !DILocation(line: 66, column: 10, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !1, line: 64, column: 23)
!188 = !DILocation(line: 67, column: 7, scope: !187)
!189 = !DILocation(line: 69, column: 10, scope: !187)
!190 = !DILocation(line: 70, column: 7, scope: !187)
!191 = !DILocation(line: 72, column: 11, scope: !187)
!192 = !DILocation(line: 73, column: 7, scope: !187)
!193 = !DILocation(line: 75, column: 7, scope: !187)
!194 = !DILocation(line: 77, column: 3, scope: !183)
!195 = !DILocation(line: 63, column: 30, scope: !178)
!196 = !DILocation(line: 63, column: 3, scope: !178)
!197 = distinct !{!197, !181, !198, !38}
!198 = !DILocation(line: 77, column: 3, scope: !174)
!199 = !DILocation(line: 78, column: 10, scope: !161)
!200 = !DILocation(line: 78, column: 3, scope: !161)
