; ModuleID = 'partial_walk.c'
source_filename = "partial_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%d %ld %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !13 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i8*, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !21, metadata !DIExpression()), !dbg !22
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !23, metadata !DIExpression()), !dbg !24
  call void @llvm.dbg.declare(metadata i32* %6, metadata !25, metadata !DIExpression()), !dbg !26
  %11 = load i32, i32* %4, align 4, !dbg !27
  %12 = icmp sgt i32 %11, 1, !dbg !28
  br i1 %12, label %13, label %18, !dbg !27

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8, !dbg !29
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !29
  %16 = load i8*, i8** %15, align 8, !dbg !29
  %17 = call i32 @atoi(i8* noundef %16) #6, !dbg !30
  br label %19, !dbg !27

18:                                               ; preds = %2
  br label %19, !dbg !27

19:                                               ; preds = %18, %13
  %20 = phi i32 [ %17, %13 ], [ 1000, %18 ], !dbg !27
  store i32 %20, i32* %6, align 4, !dbg !26
  call void @llvm.dbg.declare(metadata i8** %7, metadata !31, metadata !DIExpression()), !dbg !33
  %21 = load i32, i32* %6, align 4, !dbg !34
  %22 = sext i32 %21 to i64, !dbg !34
  %23 = call noalias i8* @malloc(i64 noundef %22) #7, !dbg !35
  store i8* %23, i8** %7, align 8, !dbg !33
  call void @llvm.dbg.declare(metadata i32* %8, metadata !36, metadata !DIExpression()), !dbg !37
  %24 = load i8*, i8** %7, align 8, !dbg !38
  %25 = load i32, i32* %6, align 4, !dbg !39
  %26 = call i32 @fill(i8* noundef %24, i32 noundef %25), !dbg !40
  store i32 %26, i32* %8, align 4, !dbg !37
  %27 = load i32, i32* %6, align 4, !dbg !41
  call void @srand(i32 noundef %27) #7, !dbg !42
  call void @llvm.dbg.declare(metadata i64* %9, metadata !43, metadata !DIExpression()), !dbg !45
  %28 = load i8*, i8** %7, align 8, !dbg !46
  %29 = load i32, i32* %6, align 4, !dbg !47
  %30 = call i64 @sample(i8* noundef %28, i32 noundef %29), !dbg !48
  store i64 %30, i64* %9, align 8, !dbg !45
  call void @llvm.dbg.declare(metadata i64* %10, metadata !49, metadata !DIExpression()), !dbg !50
  %31 = load i8*, i8** %7, align 8, !dbg !51
  %32 = load i32, i32* %6, align 4, !dbg !52
  %33 = call i64 @above(i8* noundef %31, i32 noundef %32, i32 noundef 127), !dbg !53
  store i64 %33, i64* %10, align 8, !dbg !50
  %34 = load i32, i32* %8, align 4, !dbg !54
  %35 = load i64, i64* %9, align 8, !dbg !55
  %36 = load i64, i64* %10, align 8, !dbg !56
  %37 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str, i64 0, i64 0), i32 noundef %34, i64 noundef %35, i64 noundef %36), !dbg !57
  %38 = load i8*, i8** %7, align 8, !dbg !58
  call void @free(i8* noundef %38) #7, !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fill(i8* noundef %0, i32 noundef %1) #0 !dbg !61 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !64, metadata !DIExpression()), !dbg !65
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !66, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.declare(metadata i32* %5, metadata !68, metadata !DIExpression()), !dbg !69
  store i32 7, i32* %5, align 4, !dbg !69
  call void @llvm.dbg.declare(metadata i32* %6, metadata !70, metadata !DIExpression()), !dbg !71
  store i32 0, i32* %6, align 4, !dbg !71
  call void @llvm.dbg.declare(metadata i32* %7, metadata !72, metadata !DIExpression()), !dbg !73
  store i32 0, i32* %7, align 4, !dbg !73
  br label %10, !dbg !74

10:                                               ; preds = %46, %2
  %11 = load i32, i32* %6, align 4, !dbg !75
  %12 = load i32, i32* %4, align 4, !dbg !76
  %13 = icmp slt i32 %11, %12, !dbg !77
  br i1 %13, label %14, label %49, !dbg !74

14:                                               ; preds = %10
  %15 = load i32, i32* %5, align 4, !dbg !78
  %16 = mul i32 %15, 1103515245, !dbg !80
  %17 = add i32 %16, 12345, !dbg !81
  store i32 %17, i32* %5, align 4, !dbg !82
  call void @llvm.dbg.declare(metadata i32* %8, metadata !83, metadata !DIExpression()), !dbg !84
  %18 = load i32, i32* %5, align 4, !dbg !85
  %19 = lshr i32 %18, 16, !dbg !86
  %20 = urem i32 %19, 7, !dbg !87
  %21 = add i32 1, %20, !dbg !88
  store i32 %21, i32* %8, align 4, !dbg !84
  call void @llvm.dbg.declare(metadata i32* %9, metadata !89, metadata !DIExpression()), !dbg !91
  store i32 0, i32* %9, align 4, !dbg !91
  br label %22, !dbg !92

22:                                               ; preds = %43, %14
  %23 = load i32, i32* %9, align 4, !dbg !93
  %24 = load i32, i32* %8, align 4, !dbg !95
  %25 = icmp slt i32 %23, %24, !dbg !96
  br i1 %25, label %26, label %30, !dbg !97

26:                                               ; preds = %22
  %27 = load i32, i32* %6, align 4, !dbg !98
  %28 = load i32, i32* %4, align 4, !dbg !99
  %29 = icmp slt i32 %27, %28, !dbg !100
  br label %30

30:                                               ; preds = %26, %22
  %31 = phi i1 [ false, %22 ], [ %29, %26 ], !dbg !101
  br i1 %31, label %32, label %46, !dbg !102

32:                                               ; preds = %30
  %33 = load i32, i32* %5, align 4, !dbg !103
  %34 = load i32, i32* %9, align 4, !dbg !104
  %35 = add nsw i32 %34, 8, !dbg !105
  %36 = lshr i32 %33, %35, !dbg !106
  %37 = trunc i32 %36 to i8, !dbg !107
  %38 = load i8*, i8** %3, align 8, !dbg !108
  %39 = load i32, i32* %6, align 4, !dbg !109
  %40 = add nsw i32 %39, 1, !dbg !109
  store i32 %40, i32* %6, align 4, !dbg !109
  %41 = sext i32 %39 to i64, !dbg !108
  %42 = getelementptr inbounds i8, i8* %38, i64 %41, !dbg !108
  store i8 %37, i8* %42, align 1, !dbg !110
  br label %43, !dbg !108

43:                                               ; preds = %32
  %44 = load i32, i32* %9, align 4, !dbg !111
  %45 = add nsw i32 %44, 1, !dbg !111
  store i32 %45, i32* %9, align 4, !dbg !111
  br label %22, !dbg !112, !llvm.loop !113

46:                                               ; preds = %30
  %47 = load i32, i32* %7, align 4, !dbg !116
  %48 = add nsw i32 %47, 1, !dbg !116
  store i32 %48, i32* %7, align 4, !dbg !116
  br label %10, !dbg !74, !llvm.loop !117

49:                                               ; preds = %10
  %50 = load i32, i32* %7, align 4, !dbg !119
  ret i32 %50, !dbg !120
}

; Function Attrs: nounwind
declare void @srand(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sample(i8* noundef %0, i32 noundef %1) #0 !dbg !121 {
  %3 = alloca i8*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [8 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !126, metadata !DIExpression()), !dbg !127
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !128, metadata !DIExpression()), !dbg !129
  call void @llvm.dbg.declare(metadata i64* %5, metadata !130, metadata !DIExpression()), !dbg !131
  store i64 0, i64* %5, align 8, !dbg !131
  call void @llvm.dbg.declare(metadata [8 x i32]* %6, metadata !132, metadata !DIExpression()), !dbg !136
  %9 = bitcast [8 x i32]* %6 to i8*, !dbg !136
  call void @llvm.memset.p0i8.i64(i8* align 16 %9, i8 0, i64 32, i1 false), !dbg !136
  call void @llvm.dbg.declare(metadata i32* %7, metadata !137, metadata !DIExpression()), !dbg !138
  store i32 0, i32* %7, align 4, !dbg !138
  br label %10, !dbg !139

10:                                               ; preds = %38, %2
  %11 = call i32 @rand() #7, !dbg !140
  %12 = srem i32 %11, 64, !dbg !141
  %13 = icmp ne i32 %12, 0, !dbg !142
  br i1 %13, label %14, label %39, !dbg !139

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %8, metadata !143, metadata !DIExpression()), !dbg !145
  %15 = load i8*, i8** %3, align 8, !dbg !146
  %16 = call i32 @rand() #7, !dbg !147
  %17 = load i32, i32* %4, align 4, !dbg !148
  %18 = srem i32 %16, %17, !dbg !149
  %19 = sext i32 %18 to i64, !dbg !146
  %20 = getelementptr inbounds i8, i8* %15, i64 %19, !dbg !146
  %21 = load i8, i8* %20, align 1, !dbg !146
  %22 = zext i8 %21 to i32, !dbg !146
  store i32 %22, i32* %8, align 4, !dbg !145
  %23 = load i32, i32* %8, align 4, !dbg !150
  %24 = sext i32 %23 to i64, !dbg !150
  %25 = load i64, i64* %5, align 8, !dbg !151
  %26 = add nsw i64 %25, %24, !dbg !151
  store i64 %26, i64* %5, align 8, !dbg !151
  %27 = load i32, i32* %8, align 4, !dbg !152
  %28 = and i32 %27, 7, !dbg !153
  %29 = sext i32 %28 to i64, !dbg !154
  %30 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 %29, !dbg !154
  %31 = load i32, i32* %30, align 4, !dbg !155
  %32 = add nsw i32 %31, 1, !dbg !155
  store i32 %32, i32* %30, align 4, !dbg !155
  %33 = load i32, i32* %8, align 4, !dbg !156
  %34 = icmp sgt i32 %33, 200, !dbg !158
  br i1 %34, label %35, label %38, !dbg !159

35:                                               ; preds = %14
  %36 = load i32, i32* %7, align 4, !dbg !160
  %37 = add nsw i32 %36, 1, !dbg !160
  store i32 %37, i32* %7, align 4, !dbg !160
  br label %38, !dbg !161

38:                                               ; preds = %35, %14
  br label %10, !dbg !139, !llvm.loop !162

39:                                               ; preds = %10
  %40 = load i64, i64* %5, align 8, !dbg !164
  %41 = getelementptr inbounds [8 x i32], [8 x i32]* %6, i64 0, i64 3, !dbg !165
  %42 = load i32, i32* %41, align 4, !dbg !165
  %43 = sext i32 %42 to i64, !dbg !165
  %44 = add nsw i64 %40, %43, !dbg !166
  %45 = load i32, i32* %7, align 4, !dbg !167
  %46 = sext i32 %45 to i64, !dbg !167
  %47 = add nsw i64 %44, %46, !dbg !168
  ret i64 %47, !dbg !169
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @above(i8* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !170 {
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i8* %0, i8** %4, align 8
  call void @llvm.dbg.declare(metadata i8** %4, metadata !173, metadata !DIExpression()), !dbg !174
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !175, metadata !DIExpression()), !dbg !176
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !177, metadata !DIExpression()), !dbg !178
  call void @llvm.dbg.declare(metadata i64* %7, metadata !179, metadata !DIExpression()), !dbg !180
  store i64 0, i64* %7, align 8, !dbg !180
  call void @llvm.dbg.declare(metadata i32* %8, metadata !181, metadata !DIExpression()), !dbg !183
  store i32 0, i32* %8, align 4, !dbg !183
  br label %9, !dbg !184

9:                                                ; preds = %32, %3
  %10 = load i32, i32* %8, align 4, !dbg !185
  %11 = load i32, i32* %5, align 4, !dbg !187
  %12 = icmp slt i32 %10, %11, !dbg !188
  br i1 %12, label %13, label %35, !dbg !189

13:                                               ; preds = %9
  %14 = load i8*, i8** %4, align 8, !dbg !190
  %15 = load i32, i32* %8, align 4, !dbg !192
  %16 = sext i32 %15 to i64, !dbg !190
  %17 = getelementptr inbounds i8, i8* %14, i64 %16, !dbg !190
  %18 = load i8, i8* %17, align 1, !dbg !190
  %19 = zext i8 %18 to i32, !dbg !190
  %20 = load i32, i32* %6, align 4, !dbg !193
  %21 = icmp sgt i32 %19, %20, !dbg !194
  br i1 %21, label %22, label %31, !dbg !195

22:                                               ; preds = %13
  %23 = load i8*, i8** %4, align 8, !dbg !196
  %24 = load i32, i32* %8, align 4, !dbg !197
  %25 = sext i32 %24 to i64, !dbg !196
  %26 = getelementptr inbounds i8, i8* %23, i64 %25, !dbg !196
  %27 = load i8, i8* %26, align 1, !dbg !196
  %28 = zext i8 %27 to i64, !dbg !196
  %29 = load i64, i64* %7, align 8, !dbg !198
  %30 = add nsw i64 %29, %28, !dbg !198
  store i64 %30, i64* %7, align 8, !dbg !198
  br label %31, !dbg !199

31:                                               ; preds = %22, %13
  br label %32, !dbg !193

32:                                               ; preds = %31
  %33 = load i32, i32* %8, align 4, !dbg !200
  %34 = add nsw i32 %33, 1, !dbg !200
  store i32 %34, i32* %8, align 4, !dbg !200
  br label %9, !dbg !201, !llvm.loop !202

35:                                               ; preds = %9
  %36 = load i64, i64* %7, align 8, !dbg !204
  ret i64 %36, !dbg !205
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nounwind
declare i32 @rand() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { argmemonly nofree nounwind willreturn writeonly }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "partial_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "b8f71414d85c989ecf1a9af6ab26dd64")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 1}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 44, type: !14, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !20)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{}
!21 = !DILocalVariable(name: "argc", arg: 1, scope: !13, file: !1, line: 44, type: !16)
!22 = !DILocation(line: 44, column: 14, scope: !13)
!23 = !DILocalVariable(name: "argv", arg: 2, scope: !13, file: !1, line: 44, type: !17)
!24 = !DILocation(line: 44, column: 27, scope: !13)
!25 = !DILocalVariable(name: "n", scope: !13, file: !1, line: 46, type: !16)
!26 = !DILocation(line: 46, column: 7, scope: !13)
!27 = !DILocation(line: 46, column: 11, scope: !13)
!28 = !DILocation(line: 46, column: 16, scope: !13)
!29 = !DILocation(line: 46, column: 27, scope: !13)
!30 = !DILocation(line: 46, column: 22, scope: !13)
!31 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 47, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!33 = !DILocation(line: 47, column: 18, scope: !13)
!34 = !DILocation(line: 47, column: 29, scope: !13)
!35 = !DILocation(line: 47, column: 22, scope: !13)
!36 = !DILocalVariable(name: "runs", scope: !13, file: !1, line: 48, type: !16)
!37 = !DILocation(line: 48, column: 7, scope: !13)
!38 = !DILocation(line: 48, column: 19, scope: !13)
!39 = !DILocation(line: 48, column: 22, scope: !13)
!40 = !DILocation(line: 48, column: 14, scope: !13)
!41 = !DILocation(line: 49, column: 19, scope: !13)
!42 = !DILocation(line: 49, column: 3, scope: !13)
!43 = !DILocalVariable(name: "acc", scope: !13, file: !1, line: 50, type: !44)
!44 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!45 = !DILocation(line: 50, column: 8, scope: !13)
!46 = !DILocation(line: 50, column: 21, scope: !13)
!47 = !DILocation(line: 50, column: 24, scope: !13)
!48 = !DILocation(line: 50, column: 14, scope: !13)
!49 = !DILocalVariable(name: "sum", scope: !13, file: !1, line: 51, type: !44)
!50 = !DILocation(line: 51, column: 8, scope: !13)
!51 = !DILocation(line: 51, column: 20, scope: !13)
!52 = !DILocation(line: 51, column: 23, scope: !13)
!53 = !DILocation(line: 51, column: 14, scope: !13)
!54 = !DILocation(line: 52, column: 26, scope: !13)
!55 = !DILocation(line: 52, column: 32, scope: !13)
!56 = !DILocation(line: 52, column: 37, scope: !13)
!57 = !DILocation(line: 52, column: 3, scope: !13)
!58 = !DILocation(line: 53, column: 8, scope: !13)
!59 = !DILocation(line: 53, column: 3, scope: !13)
!60 = !DILocation(line: 54, column: 3, scope: !13)
!61 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 7, type: !62, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!62 = !DISubroutineType(types: !63)
!63 = !{!16, !32, !16}
!64 = !DILocalVariable(name: "a", arg: 1, scope: !61, file: !1, line: 7, type: !32)
!65 = !DILocation(line: 7, column: 32, scope: !61)
!66 = !DILocalVariable(name: "n", arg: 2, scope: !61, file: !1, line: 7, type: !16)
!67 = !DILocation(line: 7, column: 39, scope: !61)
!68 = !DILocalVariable(name: "s", scope: !61, file: !1, line: 9, type: !3)
!69 = !DILocation(line: 9, column: 12, scope: !61)
!70 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 10, type: !16)
!71 = !DILocation(line: 10, column: 7, scope: !61)
!72 = !DILocalVariable(name: "runs", scope: !61, file: !1, line: 10, type: !16)
!73 = !DILocation(line: 10, column: 14, scope: !61)
!74 = !DILocation(line: 11, column: 3, scope: !61)
!75 = !DILocation(line: 11, column: 10, scope: !61)
!76 = !DILocation(line: 11, column: 14, scope: !61)
!77 = !DILocation(line: 11, column: 12, scope: !61)
!78 = !DILocation(line: 12, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !61, file: !1, line: 11, column: 17)
!80 = !DILocation(line: 12, column: 11, scope: !79)
!81 = !DILocation(line: 12, column: 25, scope: !79)
!82 = !DILocation(line: 12, column: 7, scope: !79)
!83 = !DILocalVariable(name: "len", scope: !79, file: !1, line: 13, type: !16)
!84 = !DILocation(line: 13, column: 9, scope: !79)
!85 = !DILocation(line: 13, column: 20, scope: !79)
!86 = !DILocation(line: 13, column: 22, scope: !79)
!87 = !DILocation(line: 13, column: 29, scope: !79)
!88 = !DILocation(line: 13, column: 17, scope: !79)
!89 = !DILocalVariable(name: "k", scope: !90, file: !1, line: 14, type: !16)
!90 = distinct !DILexicalBlock(scope: !79, file: !1, line: 14, column: 5)
!91 = !DILocation(line: 14, column: 14, scope: !90)
!92 = !DILocation(line: 14, column: 10, scope: !90)
!93 = !DILocation(line: 14, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !1, line: 14, column: 5)
!95 = !DILocation(line: 14, column: 25, scope: !94)
!96 = !DILocation(line: 14, column: 23, scope: !94)
!97 = !DILocation(line: 14, column: 29, scope: !94)
!98 = !DILocation(line: 14, column: 32, scope: !94)
!99 = !DILocation(line: 14, column: 36, scope: !94)
!100 = !DILocation(line: 14, column: 34, scope: !94)
!101 = !DILocation(line: 0, scope: !94)
!102 = !DILocation(line: 14, column: 5, scope: !90)
!103 = !DILocation(line: 15, column: 32, scope: !94)
!104 = !DILocation(line: 15, column: 38, scope: !94)
!105 = !DILocation(line: 15, column: 40, scope: !94)
!106 = !DILocation(line: 15, column: 34, scope: !94)
!107 = !DILocation(line: 15, column: 16, scope: !94)
!108 = !DILocation(line: 15, column: 7, scope: !94)
!109 = !DILocation(line: 15, column: 10, scope: !94)
!110 = !DILocation(line: 15, column: 14, scope: !94)
!111 = !DILocation(line: 14, column: 40, scope: !94)
!112 = !DILocation(line: 14, column: 5, scope: !94)
!113 = distinct !{!113, !102, !114, !115}
!114 = !DILocation(line: 15, column: 44, scope: !90)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 16, column: 9, scope: !79)
!117 = distinct !{!117, !74, !118, !115}
!118 = !DILocation(line: 17, column: 3, scope: !61)
!119 = !DILocation(line: 18, column: 10, scope: !61)
!120 = !DILocation(line: 18, column: 3, scope: !61)
!121 = distinct !DISubprogram(name: "sample", scope: !1, file: !1, line: 21, type: !122, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!122 = !DISubroutineType(types: !123)
!123 = !{!44, !124, !16}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !125, size: 64)
!125 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!126 = !DILocalVariable(name: "a", arg: 1, scope: !121, file: !1, line: 21, type: !124)
!127 = !DILocation(line: 21, column: 41, scope: !121)
!128 = !DILocalVariable(name: "n", arg: 2, scope: !121, file: !1, line: 21, type: !16)
!129 = !DILocation(line: 21, column: 48, scope: !121)
!130 = !DILocalVariable(name: "acc", scope: !121, file: !1, line: 23, type: !44)
!131 = !DILocation(line: 23, column: 8, scope: !121)
!132 = !DILocalVariable(name: "hist", scope: !121, file: !1, line: 24, type: !133)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 256, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 8)
!136 = !DILocation(line: 24, column: 7, scope: !121)
!137 = !DILocalVariable(name: "big", scope: !121, file: !1, line: 24, type: !16)
!138 = !DILocation(line: 24, column: 22, scope: !121)
!139 = !DILocation(line: 25, column: 3, scope: !121)
!140 = !DILocation(line: 25, column: 10, scope: !121)
!141 = !DILocation(line: 25, column: 17, scope: !121)
!142 = !DILocation(line: 25, column: 22, scope: !121)
!143 = !DILocalVariable(name: "v", scope: !144, file: !1, line: 26, type: !16)
!144 = distinct !DILexicalBlock(scope: !121, file: !1, line: 25, column: 28)
!145 = !DILocation(line: 26, column: 9, scope: !144)
!146 = !DILocation(line: 26, column: 13, scope: !144)
!147 = !DILocation(line: 26, column: 15, scope: !144)
!148 = !DILocation(line: 26, column: 24, scope: !144)
!149 = !DILocation(line: 26, column: 22, scope: !144)
!150 = !DILocation(line: 27, column: 12, scope: !144)
!151 = !DILocation(line: 27, column: 9, scope: !144)
!152 = !DILocation(line: 28, column: 10, scope: !144)
!153 = !DILocation(line: 28, column: 12, scope: !144)
!154 = !DILocation(line: 28, column: 5, scope: !144)
!155 = !DILocation(line: 28, column: 16, scope: !144)
!156 = !DILocation(line: 29, column: 9, scope: !157)
!157 = distinct !DILexicalBlock(scope: !144, file: !1, line: 29, column: 9)
!158 = !DILocation(line: 29, column: 11, scope: !157)
!159 = !DILocation(line: 29, column: 9, scope: !144)
!160 = !DILocation(line: 30, column: 10, scope: !157)
!161 = !DILocation(line: 30, column: 7, scope: !157)
!162 = distinct !{!162, !139, !163, !115}
!163 = !DILocation(line: 31, column: 3, scope: !121)
!164 = !DILocation(line: 32, column: 10, scope: !121)
!165 = !DILocation(line: 32, column: 16, scope: !121)
!166 = !DILocation(line: 32, column: 14, scope: !121)
!167 = !DILocation(line: 32, column: 26, scope: !121)
!168 = !DILocation(line: 32, column: 24, scope: !121)
!169 = !DILocation(line: 32, column: 3, scope: !121)
!170 = distinct !DISubprogram(name: "above", scope: !1, file: !1, line: 35, type: !171, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !20)
!171 = !DISubroutineType(types: !172)
!172 = !{!44, !124, !16, !16}
!173 = !DILocalVariable(name: "a", arg: 1, scope: !170, file: !1, line: 35, type: !124)
!174 = !DILocation(line: 35, column: 40, scope: !170)
!175 = !DILocalVariable(name: "n", arg: 2, scope: !170, file: !1, line: 35, type: !16)
!176 = !DILocation(line: 35, column: 47, scope: !170)
!177 = !DILocalVariable(name: "t", arg: 3, scope: !170, file: !1, line: 35, type: !16)
!178 = !DILocation(line: 35, column: 54, scope: !170)
!179 = !DILocalVariable(name: "sum", scope: !170, file: !1, line: 37, type: !44)
!180 = !DILocation(line: 37, column: 8, scope: !170)
!181 = !DILocalVariable(name: "i", scope: !182, file: !1, line: 38, type: !16)
!182 = distinct !DILexicalBlock(scope: !170, file: !1, line: 38, column: 3)
!183 = !DILocation(line: 38, column: 12, scope: !182)
!184 = !DILocation(line: 38, column: 8, scope: !182)
!185 = !DILocation(line: 38, column: 19, scope: !186)
!186 = distinct !DILexicalBlock(scope: !182, file: !1, line: 38, column: 3)
!187 = !DILocation(line: 38, column: 23, scope: !186)
!188 = !DILocation(line: 38, column: 21, scope: !186)
!189 = !DILocation(line: 38, column: 3, scope: !182)
!190 = !DILocation(line: 39, column: 9, scope: !191)
!191 = distinct !DILexicalBlock(scope: !186, file: !1, line: 39, column: 9)
!192 = !DILocation(line: 39, column: 11, scope: !191)
!193 = !DILocation(line: 39, column: 16, scope: !191)
!194 = !DILocation(line: 39, column: 14, scope: !191)
!195 = !DILocation(line: 39, column: 9, scope: !186)
!196 = !DILocation(line: 40, column: 14, scope: !191)
!197 = !DILocation(line: 40, column: 16, scope: !191)
!198 = !DILocation(line: 40, column: 11, scope: !191)
!199 = !DILocation(line: 40, column: 7, scope: !191)
!200 = !DILocation(line: 38, column: 27, scope: !186)
!201 = !DILocation(line: 38, column: 3, scope: !186)
!202 = distinct !{!202, !189, !203, !115}
!203 = !DILocation(line: 40, column: 17, scope: !182)
!204 = !DILocation(line: 41, column: 10, scope: !170)
!205 = !DILocation(line: 41, column: 3, scope: !170)
