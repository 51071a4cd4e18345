; ModuleID = 'unsigned_wrap.c'
source_filename = "unsigned_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.window = type { i32, i32 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [23 x i8] c"usage: %s N SKIP REPS\0A\00", align 1
@acc = internal global [256 x double] zeroinitializer, align 16, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @tail(i32 noundef %0, i32 noundef %1, double* noundef %2) #0 !dbg !19 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !26, metadata !DIExpression()), !dbg !27
  store double* %2, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !28, metadata !DIExpression()), !dbg !29
  call void @llvm.dbg.declare(metadata i32* %7, metadata !30, metadata !DIExpression()), !dbg !32
  store i32 0, i32* %7, align 4, !dbg !32
  br label %8, !dbg !33

8:                                                ; preds = %22, %3
  %9 = load i32, i32* %7, align 4, !dbg !34
  %10 = load i32, i32* %4, align 4, !dbg !36
  %11 = load i32, i32* %5, align 4, !dbg !37
  %12 = sub i32 %10, %11, !dbg !38
  %13 = icmp ult i32 %9, %12, !dbg !39
  br i1 %13, label %14, label %25, !dbg !40

14:                                               ; preds = %8
  %15 = load double*, double** %6, align 8, !dbg !41
  %16 = load i32, i32* %7, align 4, !dbg !42
  %17 = and i32 %16, 255, !dbg !43
  %18 = zext i32 %17 to i64, !dbg !41
  %19 = getelementptr inbounds double, double* %15, i64 %18, !dbg !41
  %20 = load double, double* %19, align 8, !dbg !44
  %21 = fadd double %20, 1.000000e+00, !dbg !44
  store double %21, double* %19, align 8, !dbg !44
  br label %22, !dbg !41

22:                                               ; preds = %14
  %23 = load i32, i32* %7, align 4, !dbg !45
  %24 = add i32 %23, 1, !dbg !45
  store i32 %24, i32* %7, align 4, !dbg !45
  br label %8, !dbg !46, !llvm.loop !47

25:                                               ; preds = %8
  ret void, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @window_init(%struct.window* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !51 {
  %4 = alloca %struct.window*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.window* %0, %struct.window** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.window** %4, metadata !59, metadata !DIExpression()), !dbg !60
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !61, metadata !DIExpression()), !dbg !62
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !63, metadata !DIExpression()), !dbg !64
  %7 = load i32, i32* %5, align 4, !dbg !65
  %8 = load %struct.window*, %struct.window** %4, align 8, !dbg !66
  %9 = getelementptr inbounds %struct.window, %struct.window* %8, i32 0, i32 0, !dbg !67
  store i32 %7, i32* %9, align 4, !dbg !68
  %10 = load i32, i32* %6, align 4, !dbg !69
  %11 = load %struct.window*, %struct.window** %4, align 8, !dbg !70
  %12 = getelementptr inbounds %struct.window, %struct.window* %11, i32 0, i32 1, !dbg !71
  store i32 %10, i32* %12, align 4, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @window_sum(%struct.window* noundef %0, double* noundef %1) #0 !dbg !74 {
  %3 = alloca %struct.window*, align 8
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store %struct.window* %0, %struct.window** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.window** %3, metadata !81, metadata !DIExpression()), !dbg !82
  store double* %1, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.declare(metadata double* %5, metadata !85, metadata !DIExpression()), !dbg !86
  store double 0.000000e+00, double* %5, align 8, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %6, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %6, align 4, !dbg !89
  br label %7, !dbg !90

7:                                                ; preds = %27, %2
  %8 = load i32, i32* %6, align 4, !dbg !91
  %9 = load %struct.window*, %struct.window** %3, align 8, !dbg !93
  %10 = getelementptr inbounds %struct.window, %struct.window* %9, i32 0, i32 0, !dbg !94
  %11 = load i32, i32* %10, align 4, !dbg !94
  %12 = load %struct.window*, %struct.window** %3, align 8, !dbg !95
  %13 = getelementptr inbounds %struct.window, %struct.window* %12, i32 0, i32 1, !dbg !96
  %14 = load i32, i32* %13, align 4, !dbg !96
  %15 = sub i32 %11, %14, !dbg !97
  %16 = icmp ult i32 %8, %15, !dbg !98
  br i1 %16, label %17, label %30, !dbg !99

17:                                               ; preds = %7
  %18 = load double*, double** %4, align 8, !dbg !100
  %19 = load i32, i32* %6, align 4, !dbg !101
  %20 = mul i32 %19, 7, !dbg !102
  %21 = and i32 %20, 255, !dbg !103
  %22 = zext i32 %21 to i64, !dbg !100
  %23 = getelementptr inbounds double, double* %18, i64 %22, !dbg !100
  %24 = load double, double* %23, align 8, !dbg !100
  %25 = load double, double* %5, align 8, !dbg !104
  %26 = fadd double %25, %24, !dbg !104
  store double %26, double* %5, align 8, !dbg !104
  br label %27, !dbg !105

27:                                               ; preds = %17
  %28 = load i32, i32* %6, align 4, !dbg !106
  %29 = add i32 %28, 1, !dbg !106
  store i32 %29, i32* %6, align 4, !dbg !106
  br label %7, !dbg !107, !llvm.loop !108

30:                                               ; preds = %7
  %31 = load double, double* %5, align 8, !dbg !110
  ret double %31, !dbg !111
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !112 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.window, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !119, metadata !DIExpression()), !dbg !120
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !121, metadata !DIExpression()), !dbg !122
  %12 = load i32, i32* %4, align 4, !dbg !123
  %13 = icmp slt i32 %12, 4, !dbg !125
  br i1 %13, label %14, label %20, !dbg !126

14:                                               ; preds = %2
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !127
  %16 = load i8**, i8*** %5, align 8, !dbg !129
  %17 = getelementptr inbounds i8*, i8** %16, i64 0, !dbg !129
  %18 = load i8*, i8** %17, align 8, !dbg !129
  %19 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %15, i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str, i64 0, i64 0), i8* noundef %18), !dbg !130
  store i32 1, i32* %3, align 4, !dbg !131
  br label %51, !dbg !131

20:                                               ; preds = %2
  call void @llvm.dbg.declare(metadata i32* %6, metadata !132, metadata !DIExpression()), !dbg !133
  %21 = load i8**, i8*** %5, align 8, !dbg !134
  %22 = getelementptr inbounds i8*, i8** %21, i64 1, !dbg !134
  %23 = load i8*, i8** %22, align 8, !dbg !134
  %24 = call i32 @atoi(i8* noundef %23) #4, !dbg !135
  store i32 %24, i32* %6, align 4, !dbg !133
  call void @llvm.dbg.declare(metadata i32* %7, metadata !136, metadata !DIExpression()), !dbg !137
  %25 = load i8**, i8*** %5, align 8, !dbg !138
  %26 = getelementptr inbounds i8*, i8** %25, i64 2, !dbg !138
  %27 = load i8*, i8** %26, align 8, !dbg !138
  %28 = call i32 @atoi(i8* noundef %27) #4, !dbg !139
  store i32 %28, i32* %7, align 4, !dbg !137
  call void @llvm.dbg.declare(metadata i32* %8, metadata !140, metadata !DIExpression()), !dbg !141
  %29 = load i8**, i8*** %5, align 8, !dbg !142
  %30 = getelementptr inbounds i8*, i8** %29, i64 3, !dbg !142
  %31 = load i8*, i8** %30, align 8, !dbg !142
  %32 = call i32 @atoi(i8* noundef %31) #4, !dbg !143
  store i32 %32, i32* %8, align 4, !dbg !141
  call void @llvm.dbg.declare(metadata %struct.window* %9, metadata !144, metadata !DIExpression()), !dbg !145
  %33 = load i32, i32* %6, align 4, !dbg !146
  %34 = load i32, i32* %7, align 4, !dbg !147
  call void @window_init(%struct.window* noundef %9, i32 noundef %33, i32 noundef %34), !dbg !148
  call void @llvm.dbg.declare(metadata double* %10, metadata !149, metadata !DIExpression()), !dbg !150
  store double 0.000000e+00, double* %10, align 8, !dbg !150
  call void @llvm.dbg.declare(metadata i32* %11, metadata !151, metadata !DIExpression()), !dbg !153
  store i32 0, i32* %11, align 4, !dbg !153
  br label %35, !dbg !154

35:                                               ; preds = %45, %20
  %36 = load i32, i32* %11, align 4, !dbg !155
  %37 = load i32, i32* %8, align 4, !dbg !157
  %38 = icmp slt i32 %36, %37, !dbg !158
  br i1 %38, label %39, label %48, !dbg !159

39:                                               ; preds = %35
  %40 = load i32, i32* %6, align 4, !dbg !160
  %41 = load i32, i32* %7, align 4, !dbg !162
  call void @tail(i32 noundef %40, i32 noundef %41, double* noundef getelementptr inbounds ([256 x double], [256 x double]* @acc, i64 0, i64 0)), !dbg !163
  %42 = call double @window_sum(%struct.window* noundef %9, double* noundef getelementptr inbounds ([256 x double], [256 x double]* @acc, i64 0, i64 0)), !dbg !164
  %43 = load double, double* %10, align 8, !dbg !165
  %44 = fadd double %43, %42, !dbg !165
  store double %44, double* %10, align 8, !dbg !165
  br label %45, !dbg !166

45:                                               ; preds = %39
  %46 = load i32, i32* %11, align 4, !dbg !167
  %47 = add nsw i32 %46, 1, !dbg !167
  store i32 %47, i32* %11, align 4, !dbg !167
  br label %35, !dbg !168, !llvm.loop !169

48:                                               ; preds = %35
  %49 = load double, double* %10, align 8, !dbg !171
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %49), !dbg !172
  store i32 0, i32* %3, align 4, !dbg !173
  br label %51, !dbg !173

51:                                               ; preds = %48, %14
  %52 = load i32, i32* %3, align 4, !dbg !174
  ret i32 %52, !dbg !174
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "acc", scope: !2, file: !3, line: 13, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unsigned_wrap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "9b95e13b91442a6489ca47432d072be3")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 256)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "tail", scope: !3, file: !3, line: 15, type: !20, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !5, !5, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 15, type: !5)
!25 = !DILocation(line: 15, column: 20, scope: !19)
!26 = !DILocalVariable(name: "skip", arg: 2, scope: !19, file: !3, line: 15, type: !5)
!27 = !DILocation(line: 15, column: 32, scope: !19)
!28 = !DILocalVariable(name: "a", arg: 3, scope: !19, file: !3, line: 15, type: !22)
!29 = !DILocation(line: 15, column: 46, scope: !19)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 16, type: !5)
!31 = distinct !DILexicalBlock(scope: !19, file: !3, line: 16, column: 3)
!32 = !DILocation(line: 16, column: 17, scope: !31)
!33 = !DILocation(line: 16, column: 8, scope: !31)
!34 = !DILocation(line: 16, column: 24, scope: !35)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 16, column: 28, scope: !35)
!37 = !DILocation(line: 16, column: 32, scope: !35)
!38 = !DILocation(line: 16, column: 30, scope: !35)
!39 = !DILocation(line: 16, column: 26, scope: !35)
!40 = !DILocation(line: 16, column: 3, scope: !31)
!41 = !DILocation(line: 17, column: 5, scope: !35)
!42 = !DILocation(line: 17, column: 7, scope: !35)
!43 = !DILocation(line: 17, column: 9, scope: !35)
!44 = !DILocation(line: 17, column: 16, scope: !35)
!45 = !DILocation(line: 16, column: 39, scope: !35)
!46 = !DILocation(line: 16, column: 3, scope: !35)
!47 = distinct !{!47, !40, !48, !49}
!48 = !DILocation(line: 17, column: 19, scope: !31)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 18, column: 1, scope: !19)
!51 = distinct !DISubprogram(name: "window_init", scope: !3, file: !3, line: 20, type: !52, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!52 = !DISubroutineType(types: !53)
!53 = !{null, !54, !5, !5}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "window", file: !3, line: 8, size: 64, elements: !56)
!56 = !{!57, !58}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !55, file: !3, line: 9, baseType: !5, size: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "skip", scope: !55, file: !3, line: 10, baseType: !5, size: 32, offset: 32)
!59 = !DILocalVariable(name: "w", arg: 1, scope: !51, file: !3, line: 20, type: !54)
!60 = !DILocation(line: 20, column: 33, scope: !51)
!61 = !DILocalVariable(name: "len", arg: 2, scope: !51, file: !3, line: 20, type: !5)
!62 = !DILocation(line: 20, column: 45, scope: !51)
!63 = !DILocalVariable(name: "skip", arg: 3, scope: !51, file: !3, line: 20, type: !5)
!64 = !DILocation(line: 20, column: 59, scope: !51)
!65 = !DILocation(line: 21, column: 12, scope: !51)
!66 = !DILocation(line: 21, column: 3, scope: !51)
!67 = !DILocation(line: 21, column: 6, scope: !51)
!68 = !DILocation(line: 21, column: 10, scope: !51)
!69 = !DILocation(line: 22, column: 13, scope: !51)
!70 = !DILocation(line: 22, column: 3, scope: !51)
!71 = !DILocation(line: 22, column: 6, scope: !51)
!72 = !DILocation(line: 22, column: 11, scope: !51)
!73 = !DILocation(line: 23, column: 1, scope: !51)
!74 = distinct !DISubprogram(name: "window_sum", scope: !3, file: !3, line: 25, type: !75, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!75 = !DISubroutineType(types: !76)
!76 = !{!8, !77, !79}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!81 = !DILocalVariable(name: "w", arg: 1, scope: !74, file: !3, line: 25, type: !77)
!82 = !DILocation(line: 25, column: 40, scope: !74)
!83 = !DILocalVariable(name: "a", arg: 2, scope: !74, file: !3, line: 25, type: !79)
!84 = !DILocation(line: 25, column: 57, scope: !74)
!85 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 26, type: !8)
!86 = !DILocation(line: 26, column: 10, scope: !74)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 27, type: !5)
!88 = distinct !DILexicalBlock(scope: !74, file: !3, line: 27, column: 3)
!89 = !DILocation(line: 27, column: 17, scope: !88)
!90 = !DILocation(line: 27, column: 8, scope: !88)
!91 = !DILocation(line: 27, column: 24, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 27, column: 3)
!93 = !DILocation(line: 27, column: 28, scope: !92)
!94 = !DILocation(line: 27, column: 31, scope: !92)
!95 = !DILocation(line: 27, column: 37, scope: !92)
!96 = !DILocation(line: 27, column: 40, scope: !92)
!97 = !DILocation(line: 27, column: 35, scope: !92)
!98 = !DILocation(line: 27, column: 26, scope: !92)
!99 = !DILocation(line: 27, column: 3, scope: !88)
!100 = !DILocation(line: 28, column: 10, scope: !92)
!101 = !DILocation(line: 28, column: 13, scope: !92)
!102 = !DILocation(line: 28, column: 15, scope: !92)
!103 = !DILocation(line: 28, column: 20, scope: !92)
!104 = !DILocation(line: 28, column: 7, scope: !92)
!105 = !DILocation(line: 28, column: 5, scope: !92)
!106 = !DILocation(line: 27, column: 47, scope: !92)
!107 = !DILocation(line: 27, column: 3, scope: !92)
!108 = distinct !{!108, !99, !109, !49}
!109 = !DILocation(line: 28, column: 25, scope: !88)
!110 = !DILocation(line: 29, column: 10, scope: !74)
!111 = !DILocation(line: 29, column: 3, scope: !74)
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!113 = !DISubroutineType(types: !114)
!114 = !{!115, !115, !116}
!115 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!119 = !DILocalVariable(name: "argc", arg: 1, scope: !112, file: !3, line: 32, type: !115)
!120 = !DILocation(line: 32, column: 14, scope: !112)
!121 = !DILocalVariable(name: "argv", arg: 2, scope: !112, file: !3, line: 32, type: !116)
!122 = !DILocation(line: 32, column: 27, scope: !112)
!123 = !DILocation(line: 33, column: 7, scope: !124)
!124 = distinct !DILexicalBlock(scope: !112, file: !3, line: 33, column: 7)
!125 = !DILocation(line: 33, column: 12, scope: !124)
!126 = !DILocation(line: 33, column: 7, scope: !112)
!127 = !DILocation(line: 34, column: 13, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 33, column: 17)
!129 = !DILocation(line: 34, column: 48, scope: !128)
!130 = !DILocation(line: 34, column: 5, scope: !128)
!131 = !DILocation(line: 35, column: 5, scope: !128)
!132 = !DILocalVariable(name: "n", scope: !112, file: !3, line: 37, type: !5)
!133 = !DILocation(line: 37, column: 12, scope: !112)
!134 = !DILocation(line: 37, column: 31, scope: !112)
!135 = !DILocation(line: 37, column: 26, scope: !112)
!136 = !DILocalVariable(name: "skip", scope: !112, file: !3, line: 38, type: !5)
!137 = !DILocation(line: 38, column: 12, scope: !112)
!138 = !DILocation(line: 38, column: 34, scope: !112)
!139 = !DILocation(line: 38, column: 29, scope: !112)
!140 = !DILocalVariable(name: "reps", scope: !112, file: !3, line: 39, type: !115)
!141 = !DILocation(line: 39, column: 7, scope: !112)
!142 = !DILocation(line: 39, column: 19, scope: !112)
!143 = !DILocation(line: 39, column: 14, scope: !112)
!144 = !DILocalVariable(name: "w", scope: !112, file: !3, line: 40, type: !55)
!145 = !DILocation(line: 40, column: 17, scope: !112)
!146 = !DILocation(line: 41, column: 19, scope: !112)
!147 = !DILocation(line: 41, column: 22, scope: !112)
!148 = !DILocation(line: 41, column: 3, scope: !112)
!149 = !DILocalVariable(name: "s", scope: !112, file: !3, line: 42, type: !8)
!150 = !DILocation(line: 42, column: 10, scope: !112)
!151 = !DILocalVariable(name: "r", scope: !152, file: !3, line: 43, type: !115)
!152 = distinct !DILexicalBlock(scope: !112, file: !3, line: 43, column: 3)
!153 = !DILocation(line: 43, column: 12, scope: !152)
!154 = !DILocation(line: 43, column: 8, scope: !152)
!155 = !DILocation(line: 43, column: 19, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 43, column: 3)
!157 = !DILocation(line: 43, column: 23, scope: !156)
!158 = !DILocation(line: 43, column: 21, scope: !156)
!159 = !DILocation(line: 43, column: 3, scope: !152)
!160 = !DILocation(line: 44, column: 10, scope: !161)
!161 = distinct !DILexicalBlock(scope: !156, file: !3, line: 43, column: 34)
!162 = !DILocation(line: 44, column: 13, scope: !161)
!163 = !DILocation(line: 44, column: 5, scope: !161)
!164 = !DILocation(line: 45, column: 10, scope: !161)
!165 = !DILocation(line: 45, column: 7, scope: !161)
!166 = !DILocation(line: 46, column: 3, scope: !161)
!167 = !DILocation(line: 43, column: 30, scope: !156)
!168 = !DILocation(line: 43, column: 3, scope: !156)
!169 = distinct !{!169, !159, !170, !49}
!170 = !DILocation(line: 46, column: 3, scope: !152)
!171 = !DILocation(line: 47, column: 18, scope: !112)
!172 = !DILocation(line: 47, column: 3, scope: !112)
!173 = !DILocation(line: 48, column: 3, scope: !112)
!174 = !DILocation(line: 49, column: 1, scope: !112)
