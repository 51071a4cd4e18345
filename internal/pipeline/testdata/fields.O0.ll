; ModuleID = 'fields.c'
source_filename = "fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec_t = type { i32, double*, double*, double* }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel_axpy(%struct.vec_t* noundef %0, double noundef %1) #0 !dbg !13 {
  %3 = alloca %struct.vec_t*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store %struct.vec_t* %0, %struct.vec_t** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.vec_t** %3, metadata !28, metadata !DIExpression()), !dbg !29
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.declare(metadata i32* %5, metadata !32, metadata !DIExpression()), !dbg !34
  store i32 0, i32* %5, align 4, !dbg !34
  br label %6, !dbg !35

6:                                                ; preds = %29, %2
  %7 = load i32, i32* %5, align 4, !dbg !36
  %8 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !38
  %9 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %8, i32 0, i32 0, !dbg !39
  %10 = load i32, i32* %9, align 8, !dbg !39
  %11 = icmp slt i32 %7, %10, !dbg !40
  br i1 %11, label %12, label %32, !dbg !41

12:                                               ; preds = %6
  %13 = load double, double* %4, align 8, !dbg !42
  %14 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !43
  %15 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %14, i32 0, i32 1, !dbg !44
  %16 = load double*, double** %15, align 8, !dbg !44
  %17 = load i32, i32* %5, align 4, !dbg !45
  %18 = sext i32 %17 to i64, !dbg !43
  %19 = getelementptr inbounds double, double* %16, i64 %18, !dbg !43
  %20 = load double, double* %19, align 8, !dbg !43
  %21 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !46
  %22 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %21, i32 0, i32 2, !dbg !47
  %23 = load double*, double** %22, align 8, !dbg !47
  %24 = load i32, i32* %5, align 4, !dbg !48
  %25 = sext i32 %24 to i64, !dbg !46
  %26 = getelementptr inbounds double, double* %23, i64 %25, !dbg !46
  %27 = load double, double* %26, align 8, !dbg !49
  %28 = call double @llvm.fmuladd.f64(double %13, double %20, double %27), !dbg !49
  store double %28, double* %26, align 8, !dbg !49
  br label %29, !dbg !46

29:                                               ; preds = %12
  %30 = load i32, i32* %5, align 4, !dbg !50
  %31 = add nsw i32 %30, 1, !dbg !50
  store i32 %31, i32* %5, align 4, !dbg !50
  br label %6, !dbg !51, !llvm.loop !52

32:                                               ; preds = %6
  ret void, !dbg !55
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !56 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.vec_t, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !62, metadata !DIExpression()), !dbg !63
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !64, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.declare(metadata i32* %6, metadata !66, metadata !DIExpression()), !dbg !67
  %9 = load i32, i32* %4, align 4, !dbg !68
  %10 = icmp sgt i32 %9, 1, !dbg !69
  br i1 %10, label %11, label %16, !dbg !68

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !70
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !70
  %14 = load i8*, i8** %13, align 8, !dbg !70
  %15 = call i32 @atoi(i8* noundef %14) #5, !dbg !71
  br label %17, !dbg !68

16:                                               ; preds = %2
  br label %17, !dbg !68

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 5000, %16 ], !dbg !68
  store i32 %18, i32* %6, align 4, !dbg !67
  call void @llvm.dbg.declare(metadata %struct.vec_t* %7, metadata !72, metadata !DIExpression()), !dbg !73
  %19 = load i32, i32* %6, align 4, !dbg !74
  call void @init(%struct.vec_t* noundef %7, i32 noundef %19), !dbg !75
  %20 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 3, !dbg !76
  %21 = bitcast double** %20 to i8**, !dbg !78
  %22 = call i32 @posix_memalign(i8** noundef %21, i64 noundef 64, i64 noundef 64) #6, !dbg !79
  %23 = icmp ne i32 %22, 0, !dbg !80
  br i1 %23, label %24, label %25, !dbg !81

24:                                               ; preds = %17
  store i32 1, i32* %3, align 4, !dbg !82
  br label %46, !dbg !82

25:                                               ; preds = %17
  %26 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 3, !dbg !83
  %27 = load double*, double** %26, align 8, !dbg !83
  %28 = getelementptr inbounds double, double* %27, i64 0, !dbg !84
  store double 1.000000e+00, double* %28, align 8, !dbg !85
  call void @llvm.dbg.declare(metadata i32* %8, metadata !86, metadata !DIExpression()), !dbg !88
  store i32 0, i32* %8, align 4, !dbg !88
  br label %29, !dbg !89

29:                                               ; preds = %33, %25
  %30 = load i32, i32* %8, align 4, !dbg !90
  %31 = icmp slt i32 %30, 10, !dbg !92
  br i1 %31, label %32, label %36, !dbg !93

32:                                               ; preds = %29
  call void @kernel_axpy(%struct.vec_t* noundef %7, double noundef 5.000000e-01), !dbg !94
  br label %33, !dbg !94

33:                                               ; preds = %32
  %34 = load i32, i32* %8, align 4, !dbg !95
  %35 = add nsw i32 %34, 1, !dbg !95
  store i32 %35, i32* %8, align 4, !dbg !95
  br label %29, !dbg !96, !llvm.loop !97

36:                                               ; preds = %29
  %37 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 2, !dbg !99
  %38 = load double*, double** %37, align 8, !dbg !99
  %39 = getelementptr inbounds double, double* %38, i64 7, !dbg !100
  %40 = load double, double* %39, align 8, !dbg !100
  %41 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 3, !dbg !101
  %42 = load double*, double** %41, align 8, !dbg !101
  %43 = getelementptr inbounds double, double* %42, i64 0, !dbg !102
  %44 = load double, double* %43, align 8, !dbg !102
  %45 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %40, double noundef %44), !dbg !103
  store i32 0, i32* %3, align 4, !dbg !104
  br label %46, !dbg !104

46:                                               ; preds = %36, %24
  %47 = load i32, i32* %3, align 4, !dbg !105
  ret i32 %47, !dbg !105
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(%struct.vec_t* noundef %0, i32 noundef %1) #0 !dbg !106 {
  %3 = alloca %struct.vec_t*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.vec_t* %0, %struct.vec_t** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.vec_t** %3, metadata !109, metadata !DIExpression()), !dbg !110
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !111, metadata !DIExpression()), !dbg !112
  %6 = load i32, i32* %4, align 4, !dbg !113
  %7 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !114
  %8 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 0, !dbg !115
  store i32 %6, i32* %8, align 8, !dbg !116
  %9 = load i32, i32* %4, align 4, !dbg !117
  %10 = sext i32 %9 to i64, !dbg !117
  %11 = mul i64 %10, 8, !dbg !118
  %12 = call noalias i8* @malloc(i64 noundef %11) #6, !dbg !119
  %13 = bitcast i8* %12 to double*, !dbg !119
  %14 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !120
  %15 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %14, i32 0, i32 1, !dbg !121
  store double* %13, double** %15, align 8, !dbg !122
  %16 = load i32, i32* %4, align 4, !dbg !123
  %17 = sext i32 %16 to i64, !dbg !123
  %18 = mul i64 %17, 8, !dbg !124
  %19 = call noalias i8* @malloc(i64 noundef %18) #6, !dbg !125
  %20 = bitcast i8* %19 to double*, !dbg !125
  %21 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !126
  %22 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %21, i32 0, i32 2, !dbg !127
  store double* %20, double** %22, align 8, !dbg !128
  %23 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !129
  %24 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %23, i32 0, i32 3, !dbg !130
  store double* null, double** %24, align 8, !dbg !131
  call void @llvm.dbg.declare(metadata i32* %5, metadata !132, metadata !DIExpression()), !dbg !134
  store i32 0, i32* %5, align 4, !dbg !134
  br label %25, !dbg !135

25:                                               ; preds = %44, %2
  %26 = load i32, i32* %5, align 4, !dbg !136
  %27 = load i32, i32* %4, align 4, !dbg !138
  %28 = icmp slt i32 %26, %27, !dbg !139
  br i1 %28, label %29, label %47, !dbg !140

29:                                               ; preds = %25
  %30 = load i32, i32* %5, align 4, !dbg !141
  %31 = sitofp i32 %30 to double, !dbg !141
  %32 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !143
  %33 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %32, i32 0, i32 1, !dbg !144
  %34 = load double*, double** %33, align 8, !dbg !144
  %35 = load i32, i32* %5, align 4, !dbg !145
  %36 = sext i32 %35 to i64, !dbg !143
  %37 = getelementptr inbounds double, double* %34, i64 %36, !dbg !143
  store double %31, double* %37, align 8, !dbg !146
  %38 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !147
  %39 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %38, i32 0, i32 2, !dbg !148
  %40 = load double*, double** %39, align 8, !dbg !148
  %41 = load i32, i32* %5, align 4, !dbg !149
  %42 = sext i32 %41 to i64, !dbg !147
  %43 = getelementptr inbounds double, double* %40, i64 %42, !dbg !147
  store double 0.000000e+00, double* %43, align 8, !dbg !150
  br label %44, !dbg !151

44:                                               ; preds = %29
  %45 = load i32, i32* %5, align 4, !dbg !152
  %46 = add nsw i32 %45, 1, !dbg !152
  store i32 %46, i32* %5, align 4, !dbg !152
  br label %25, !dbg !153, !llvm.loop !154

47:                                               ; preds = %25
  ret void, !dbg !156
}

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fields.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "db56973d3c5450734d9b7c6a483762f7")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "kernel_axpy", scope: !1, file: !1, line: 28, type: !14, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!14 = !DISubroutineType(types: !15)
!15 = !{null, !16, !24}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec_t", file: !1, line: 14, baseType: !18)
!18 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 256, elements: !19)
!19 = !{!20, !22, !25, !26}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !18, file: !1, line: 10, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !18, file: !1, line: 11, baseType: !23, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !18, file: !1, line: 12, baseType: !23, size: 64, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !18, file: !1, line: 13, baseType: !23, size: 64, offset: 192)
!27 = !{}
!28 = !DILocalVariable(name: "v", arg: 1, scope: !13, file: !1, line: 28, type: !16)
!29 = !DILocation(line: 28, column: 25, scope: !13)
!30 = !DILocalVariable(name: "s", arg: 2, scope: !13, file: !1, line: 28, type: !24)
!31 = !DILocation(line: 28, column: 35, scope: !13)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 30, type: !21)
!33 = distinct !DILexicalBlock(scope: !13, file: !1, line: 30, column: 3)
!34 = !DILocation(line: 30, column: 12, scope: !33)
!35 = !DILocation(line: 30, column: 8, scope: !33)
!36 = !DILocation(line: 30, column: 19, scope: !37)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 30, column: 3)
!38 = !DILocation(line: 30, column: 23, scope: !37)
!39 = !DILocation(line: 30, column: 26, scope: !37)
!40 = !DILocation(line: 30, column: 21, scope: !37)
!41 = !DILocation(line: 30, column: 3, scope: !33)
!42 = !DILocation(line: 31, column: 16, scope: !37)
!43 = !DILocation(line: 31, column: 20, scope: !37)
!44 = !DILocation(line: 31, column: 23, scope: !37)
!45 = !DILocation(line: 31, column: 25, scope: !37)
!46 = !DILocation(line: 31, column: 5, scope: !37)
!47 = !DILocation(line: 31, column: 8, scope: !37)
!48 = !DILocation(line: 31, column: 10, scope: !37)
!49 = !DILocation(line: 31, column: 13, scope: !37)
!50 = !DILocation(line: 30, column: 30, scope: !37)
!51 = !DILocation(line: 30, column: 3, scope: !37)
!52 = distinct !{!52, !41, !53, !54}
!53 = !DILocation(line: 31, column: 26, scope: !33)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocation(line: 32, column: 1, scope: !13)
!56 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !57, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!57 = !DISubroutineType(types: !58)
!58 = !{!21, !21, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!61 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!62 = !DILocalVariable(name: "argc", arg: 1, scope: !56, file: !1, line: 34, type: !21)
!63 = !DILocation(line: 34, column: 14, scope: !56)
!64 = !DILocalVariable(name: "argv", arg: 2, scope: !56, file: !1, line: 34, type: !59)
!65 = !DILocation(line: 34, column: 27, scope: !56)
!66 = !DILocalVariable(name: "n", scope: !56, file: !1, line: 36, type: !21)
!67 = !DILocation(line: 36, column: 7, scope: !56)
!68 = !DILocation(line: 36, column: 11, scope: !56)
!69 = !DILocation(line: 36, column: 16, scope: !56)
!70 = !DILocation(line: 36, column: 27, scope: !56)
!71 = !DILocation(line: 36, column: 22, scope: !56)
!72 = !DILocalVariable(name: "v", scope: !56, file: !1, line: 37, type: !17)
!73 = !DILocation(line: 37, column: 9, scope: !56)
!74 = !DILocation(line: 38, column: 12, scope: !56)
!75 = !DILocation(line: 38, column: 3, scope: !56)
!76 = !DILocation(line: 39, column: 34, scope: !77)
!77 = distinct !DILexicalBlock(scope: !56, file: !1, line: 39, column: 7)
!78 = !DILocation(line: 39, column: 22, scope: !77)
!79 = !DILocation(line: 39, column: 7, scope: !77)
!80 = !DILocation(line: 39, column: 45, scope: !77)
!81 = !DILocation(line: 39, column: 7, scope: !56)
!82 = !DILocation(line: 40, column: 5, scope: !77)
!83 = !DILocation(line: 41, column: 5, scope: !56)
!84 = !DILocation(line: 41, column: 3, scope: !56)
!85 = !DILocation(line: 41, column: 10, scope: !56)
!86 = !DILocalVariable(name: "r", scope: !87, file: !1, line: 42, type: !21)
!87 = distinct !DILexicalBlock(scope: !56, file: !1, line: 42, column: 3)
!88 = !DILocation(line: 42, column: 12, scope: !87)
!89 = !DILocation(line: 42, column: 8, scope: !87)
!90 = !DILocation(line: 42, column: 19, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !1, line: 42, column: 3)
!92 = !DILocation(line: 42, column: 21, scope: !91)
!93 = !DILocation(line: 42, column: 3, scope: !87)
!94 = !DILocation(line: 43, column: 5, scope: !91)
!95 = !DILocation(line: 42, column: 28, scope: !91)
!96 = !DILocation(line: 42, column: 3, scope: !91)
!97 = distinct !{!97, !93, !98, !54}
!98 = !DILocation(line: 43, column: 24, scope: !87)
!99 = !DILocation(line: 44, column: 23, scope: !56)
!100 = !DILocation(line: 44, column: 21, scope: !56)
!101 = !DILocation(line: 44, column: 31, scope: !56)
!102 = !DILocation(line: 44, column: 29, scope: !56)
!103 = !DILocation(line: 44, column: 3, scope: !56)
!104 = !DILocation(line: 45, column: 3, scope: !56)
!105 = !DILocation(line: 46, column: 1, scope: !56)
!106 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 16, type: !107, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !27)
!107 = !DISubroutineType(types: !108)
!108 = !{null, !16, !21}
!109 = !DILocalVariable(name: "v", arg: 1, scope: !106, file: !1, line: 16, type: !16)
!110 = !DILocation(line: 16, column: 25, scope: !106)
!111 = !DILocalVariable(name: "n", arg: 2, scope: !106, file: !1, line: 16, type: !21)
!112 = !DILocation(line: 16, column: 32, scope: !106)
!113 = !DILocation(line: 18, column: 10, scope: !106)
!114 = !DILocation(line: 18, column: 3, scope: !106)
!115 = !DILocation(line: 18, column: 6, scope: !106)
!116 = !DILocation(line: 18, column: 8, scope: !106)
!117 = !DILocation(line: 19, column: 17, scope: !106)
!118 = !DILocation(line: 19, column: 19, scope: !106)
!119 = !DILocation(line: 19, column: 10, scope: !106)
!120 = !DILocation(line: 19, column: 3, scope: !106)
!121 = !DILocation(line: 19, column: 6, scope: !106)
!122 = !DILocation(line: 19, column: 8, scope: !106)
!123 = !DILocation(line: 20, column: 17, scope: !106)
!124 = !DILocation(line: 20, column: 19, scope: !106)
!125 = !DILocation(line: 20, column: 10, scope: !106)
!126 = !DILocation(line: 20, column: 3, scope: !106)
!127 = !DILocation(line: 20, column: 6, scope: !106)
!128 = !DILocation(line: 20, column: 8, scope: !106)
!129 = !DILocation(line: 21, column: 3, scope: !106)
!130 = !DILocation(line: 21, column: 6, scope: !106)
!131 = !DILocation(line: 21, column: 8, scope: !106)
!132 = !DILocalVariable(name: "i", scope: !133, file: !1, line: 22, type: !21)
!133 = distinct !DILexicalBlock(scope: !106, file: !1, line: 22, column: 3)
!134 = !DILocation(line: 22, column: 12, scope: !133)
!135 = !DILocation(line: 22, column: 8, scope: !133)
!136 = !DILocation(line: 22, column: 19, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !1, line: 22, column: 3)
!138 = !DILocation(line: 22, column: 23, scope: !137)
!139 = !DILocation(line: 22, column: 21, scope: !137)
!140 = !DILocation(line: 22, column: 3, scope: !133)
!141 = !DILocation(line: 23, column: 15, scope: !142)
!142 = distinct !DILexicalBlock(scope: !137, file: !1, line: 22, column: 31)
!143 = !DILocation(line: 23, column: 5, scope: !142)
!144 = !DILocation(line: 23, column: 8, scope: !142)
!145 = !DILocation(line: 23, column: 10, scope: !142)
!146 = !DILocation(line: 23, column: 13, scope: !142)
!147 = !DILocation(line: 24, column: 5, scope: !142)
!148 = !DILocation(line: 24, column: 8, scope: !142)
!149 = !DILocation(line: 24, column: 10, scope: !142)
!150 = !DILocation(line: 24, column: 13, scope: !142)
!151 = !DILocation(line: 25, column: 3, scope: !142)
!152 = !DILocation(line: 22, column: 27, scope: !137)
!153 = !DILocation(line: 22, column: 3, scope: !137)
!154 = distinct !{!154, !140, !155, !54}
!155 = !DILocation(line: 25, column: 3, scope: !133)
!156 = !DILocation(line: 26, column: 1, scope: !106)
