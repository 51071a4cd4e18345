; ModuleID = 'realloc_growth.c'
source_filename = "realloc_growth.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.vec_t = type { i32*, i32, i32 }

@.str = private unnamed_addr constant [29 x i8] c"n %d cap %d kept %d sum %ld\0A\00", align 1
@lcg_state = internal global i32 12345, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @kernel_filter(%struct.vec_t* noundef %0, %struct.vec_t* noundef %1, i32 noundef %2) #0 !dbg !20 {
  %4 = alloca %struct.vec_t*, align 8
  %5 = alloca %struct.vec_t*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store %struct.vec_t* %0, %struct.vec_t** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.vec_t** %4, metadata !34, metadata !DIExpression()), !dbg !35
  store %struct.vec_t* %1, %struct.vec_t** %5, align 8
  call void @llvm.dbg.declare(metadata %struct.vec_t** %5, metadata !36, metadata !DIExpression()), !dbg !37
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !38, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i64* %7, metadata !40, metadata !DIExpression()), !dbg !41
  store i64 0, i64* %7, align 8, !dbg !41
  call void @llvm.dbg.declare(metadata i32* %8, metadata !42, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %8, align 4, !dbg !43
  br label %10, !dbg !44

10:                                               ; preds = %34, %3
  %11 = load i32, i32* %8, align 4, !dbg !45
  %12 = load %struct.vec_t*, %struct.vec_t** %4, align 8, !dbg !46
  %13 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %12, i32 0, i32 1, !dbg !47
  %14 = load i32, i32* %13, align 8, !dbg !47
  %15 = icmp slt i32 %11, %14, !dbg !48
  br i1 %15, label %16, label %37, !dbg !44

16:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !49, metadata !DIExpression()), !dbg !51
  %17 = load %struct.vec_t*, %struct.vec_t** %4, align 8, !dbg !52
  %18 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %17, i32 0, i32 0, !dbg !53
  %19 = load i32*, i32** %18, align 8, !dbg !53
  %20 = load i32, i32* %8, align 4, !dbg !54
  %21 = sext i32 %20 to i64, !dbg !52
  %22 = getelementptr inbounds i32, i32* %19, i64 %21, !dbg !52
  %23 = load i32, i32* %22, align 4, !dbg !52
  store i32 %23, i32* %9, align 4, !dbg !51
  %24 = load i32, i32* %9, align 4, !dbg !55
  %25 = load i32, i32* %6, align 4, !dbg !57
  %26 = icmp sgt i32 %24, %25, !dbg !58
  br i1 %26, label %27, label %34, !dbg !59

27:                                               ; preds = %16
  %28 = load %struct.vec_t*, %struct.vec_t** %5, align 8, !dbg !60
  %29 = load i32, i32* %9, align 4, !dbg !62
  call void @push(%struct.vec_t* noundef %28, i32 noundef %29), !dbg !63
  %30 = load i32, i32* %9, align 4, !dbg !64
  %31 = sext i32 %30 to i64, !dbg !64
  %32 = load i64, i64* %7, align 8, !dbg !65
  %33 = add nsw i64 %32, %31, !dbg !65
  store i64 %33, i64* %7, align 8, !dbg !65
  br label %34, !dbg !66

34:                                               ; preds = %27, %16
  %35 = load i32, i32* %8, align 4, !dbg !67
  %36 = add nsw i32 %35, 1, !dbg !67
  store i32 %36, i32* %8, align 4, !dbg !67
  br label %10, !dbg !44, !llvm.loop !68

37:                                               ; preds = %10
  %38 = load i64, i64* %7, align 8, !dbg !71
  ret i64 %38, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(%struct.vec_t* noundef %0, i32 noundef %1) #0 !dbg !73 {
  %3 = alloca %struct.vec_t*, align 8
  %4 = alloca i32, align 4
  store %struct.vec_t* %0, %struct.vec_t** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.vec_t** %3, metadata !76, metadata !DIExpression()), !dbg !77
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !78, metadata !DIExpression()), !dbg !79
  %5 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !80
  %6 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %5, i32 0, i32 1, !dbg !82
  %7 = load i32, i32* %6, align 8, !dbg !82
  %8 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !83
  %9 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %8, i32 0, i32 2, !dbg !84
  %10 = load i32, i32* %9, align 4, !dbg !84
  %11 = icmp eq i32 %7, %10, !dbg !85
  br i1 %11, label %12, label %40, !dbg !86

12:                                               ; preds = %2
  %13 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !87
  %14 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %13, i32 0, i32 2, !dbg !89
  %15 = load i32, i32* %14, align 4, !dbg !89
  %16 = icmp ne i32 %15, 0, !dbg !87
  br i1 %16, label %17, label %22, !dbg !87

17:                                               ; preds = %12
  %18 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !90
  %19 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %18, i32 0, i32 2, !dbg !91
  %20 = load i32, i32* %19, align 4, !dbg !91
  %21 = mul nsw i32 2, %20, !dbg !92
  br label %23, !dbg !87

22:                                               ; preds = %12
  br label %23, !dbg !87

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 4, %22 ], !dbg !87
  %25 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !93
  %26 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %25, i32 0, i32 2, !dbg !94
  store i32 %24, i32* %26, align 4, !dbg !95
  %27 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !96
  %28 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %27, i32 0, i32 0, !dbg !97
  %29 = load i32*, i32** %28, align 8, !dbg !97
  %30 = bitcast i32* %29 to i8*, !dbg !96
  %31 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !98
  %32 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %31, i32 0, i32 2, !dbg !99
  %33 = load i32, i32* %32, align 4, !dbg !99
  %34 = sext i32 %33 to i64, !dbg !100
  %35 = mul i64 %34, 4, !dbg !101
  %36 = call i8* @realloc(i8* noundef %30, i64 noundef %35) #6, !dbg !102
  %37 = bitcast i8* %36 to i32*, !dbg !102
  %38 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !103
  %39 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %38, i32 0, i32 0, !dbg !104
  store i32* %37, i32** %39, align 8, !dbg !105
  br label %40, !dbg !106

40:                                               ; preds = %23, %2
  %41 = load i32, i32* %4, align 4, !dbg !107
  %42 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !108
  %43 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %42, i32 0, i32 0, !dbg !109
  %44 = load i32*, i32** %43, align 8, !dbg !109
  %45 = load %struct.vec_t*, %struct.vec_t** %3, align 8, !dbg !110
  %46 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %45, i32 0, i32 1, !dbg !111
  %47 = load i32, i32* %46, align 8, !dbg !112
  %48 = add nsw i32 %47, 1, !dbg !112
  store i32 %48, i32* %46, align 8, !dbg !112
  %49 = sext i32 %47 to i64, !dbg !108
  %50 = getelementptr inbounds i32, i32* %44, i64 %49, !dbg !108
  store i32 %41, i32* %50, align 4, !dbg !113
  ret void, !dbg !114
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !115 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.vec_t, align 8
  %8 = alloca %struct.vec_t, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !121, metadata !DIExpression()), !dbg !122
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.declare(metadata i32* %6, metadata !125, metadata !DIExpression()), !dbg !126
  %12 = load i32, i32* %4, align 4, !dbg !127
  %13 = icmp sgt i32 %12, 1, !dbg !128
  br i1 %13, label %14, label %19, !dbg !127

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !129
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !129
  %17 = load i8*, i8** %16, align 8, !dbg !129
  %18 = call i32 @atoi(i8* noundef %17) #7, !dbg !130
  br label %20, !dbg !127

19:                                               ; preds = %2
  br label %20, !dbg !127

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 20000, %19 ], !dbg !127
  store i32 %21, i32* %6, align 4, !dbg !126
  call void @llvm.dbg.declare(metadata %struct.vec_t* %7, metadata !131, metadata !DIExpression()), !dbg !132
  %22 = bitcast %struct.vec_t* %7 to i8*, !dbg !132
  call void @llvm.memset.p0i8.i64(i8* align 8 %22, i8 0, i64 16, i1 false), !dbg !132
  call void @llvm.dbg.declare(metadata %struct.vec_t* %8, metadata !133, metadata !DIExpression()), !dbg !134
  %23 = bitcast %struct.vec_t* %8 to i8*, !dbg !134
  call void @llvm.memset.p0i8.i64(i8* align 8 %23, i8 0, i64 16, i1 false), !dbg !134
  call void @llvm.dbg.declare(metadata i64* %9, metadata !135, metadata !DIExpression()), !dbg !136
  store i64 0, i64* %9, align 8, !dbg !136
  call void @llvm.dbg.declare(metadata i32* %10, metadata !137, metadata !DIExpression()), !dbg !138
  br label %24, !dbg !139

24:                                               ; preds = %30, %20
  %25 = load i64, i64* %9, align 8, !dbg !140
  %26 = load i32, i32* %6, align 4, !dbg !141
  %27 = sext i32 %26 to i64, !dbg !142
  %28 = mul nsw i64 %27, 16384, !dbg !143
  %29 = icmp slt i64 %25, %28, !dbg !144
  br i1 %29, label %30, label %37, !dbg !139

30:                                               ; preds = %24
  %31 = call i32 @lcg(), !dbg !145
  store i32 %31, i32* %10, align 4, !dbg !147
  %32 = load i32, i32* %10, align 4, !dbg !148
  call void @push(%struct.vec_t* noundef %7, i32 noundef %32), !dbg !149
  %33 = load i32, i32* %10, align 4, !dbg !150
  %34 = zext i32 %33 to i64, !dbg !150
  %35 = load i64, i64* %9, align 8, !dbg !151
  %36 = add nsw i64 %35, %34, !dbg !151
  store i64 %36, i64* %9, align 8, !dbg !151
  br label %24, !dbg !139, !llvm.loop !152

37:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i64* %11, metadata !154, metadata !DIExpression()), !dbg !155
  %38 = call i64 @kernel_filter(%struct.vec_t* noundef %7, %struct.vec_t* noundef %8, i32 noundef 16384), !dbg !156
  store i64 %38, i64* %11, align 8, !dbg !155
  %39 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 1, !dbg !157
  %40 = load i32, i32* %39, align 8, !dbg !157
  %41 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 2, !dbg !158
  %42 = load i32, i32* %41, align 4, !dbg !158
  %43 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %8, i32 0, i32 1, !dbg !159
  %44 = load i32, i32* %43, align 8, !dbg !159
  %45 = load i64, i64* %11, align 8, !dbg !160
  %46 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %40, i32 noundef %42, i32 noundef %44, i64 noundef %45), !dbg !161
  %47 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %7, i32 0, i32 0, !dbg !162
  %48 = load i32*, i32** %47, align 8, !dbg !162
  %49 = bitcast i32* %48 to i8*, !dbg !163
  call void @free(i8* noundef %49) #6, !dbg !164
  %50 = getelementptr inbounds %struct.vec_t, %struct.vec_t* %8, i32 0, i32 0, !dbg !165
  %51 = load i32*, i32** %50, align 8, !dbg !165
  %52 = bitcast i32* %51 to i8*, !dbg !166
  call void @free(i8* noundef %52) #6, !dbg !167
  ret i32 0, !dbg !168
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg() #0 !dbg !169 {
  %1 = load i32, i32* @lcg_state, align 4, !dbg !172
  %2 = mul i32 %1, 1103515245, !dbg !173
  %3 = add i32 %2, 12345, !dbg !174
  store i32 %3, i32* @lcg_state, align 4, !dbg !175
  %4 = load i32, i32* @lcg_state, align 4, !dbg !176
  %5 = lshr i32 %4, 16, !dbg !177
  %6 = and i32 %5, 32767, !dbg !178
  ret i32 %6, !dbg !179
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #5

; Function Attrs: nounwind
declare i8* @realloc(i8* noundef, i64 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lcg_state", scope: !2, file: !3, line: 13, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "realloc_growth.c", directory: ".", checksumkind: CSK_MD5, checksum: "d5d68d5c29a87f7c5a077bc2469e4b0c")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !8, line: 46, baseType: !9)
!8 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "kernel_filter", scope: !3, file: !3, line: 30, type: !21, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !23, !32, !6}
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "vec_t", file: !3, line: 11, baseType: !26)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 7, size: 128, elements: !27)
!27 = !{!28, !30, !31}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !26, file: !3, line: 8, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !26, file: !3, line: 9, baseType: !6, size: 32, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !26, file: !3, line: 10, baseType: !6, size: 32, offset: 96)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!33 = !{}
!34 = !DILocalVariable(name: "in", arg: 1, scope: !20, file: !3, line: 30, type: !23)
!35 = !DILocation(line: 30, column: 33, scope: !20)
!36 = !DILocalVariable(name: "out", arg: 2, scope: !20, file: !3, line: 30, type: !32)
!37 = !DILocation(line: 30, column: 44, scope: !20)
!38 = !DILocalVariable(name: "threshold", arg: 3, scope: !20, file: !3, line: 30, type: !6)
!39 = !DILocation(line: 30, column: 53, scope: !20)
!40 = !DILocalVariable(name: "s", scope: !20, file: !3, line: 32, type: !5)
!41 = !DILocation(line: 32, column: 8, scope: !20)
!42 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 33, type: !6)
!43 = !DILocation(line: 33, column: 7, scope: !20)
!44 = !DILocation(line: 34, column: 3, scope: !20)
!45 = !DILocation(line: 34, column: 10, scope: !20)
!46 = !DILocation(line: 34, column: 14, scope: !20)
!47 = !DILocation(line: 34, column: 18, scope: !20)
!48 = !DILocation(line: 34, column: 12, scope: !20)
!49 = !DILocalVariable(name: "x", scope: !50, file: !3, line: 35, type: !6)
!50 = distinct !DILexicalBlock(scope: !20, file: !3, line: 34, column: 23)
!51 = !DILocation(line: 35, column: 9, scope: !50)
!52 = !DILocation(line: 35, column: 13, scope: !50)
!53 = !DILocation(line: 35, column: 17, scope: !50)
!54 = !DILocation(line: 35, column: 22, scope: !50)
!55 = !DILocation(line: 36, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !50, file: !3, line: 36, column: 9)
!57 = !DILocation(line: 36, column: 13, scope: !56)
!58 = !DILocation(line: 36, column: 11, scope: !56)
!59 = !DILocation(line: 36, column: 9, scope: !50)
!60 = !DILocation(line: 37, column: 12, scope: !61)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 36, column: 24)
!62 = !DILocation(line: 37, column: 17, scope: !61)
!63 = !DILocation(line: 37, column: 7, scope: !61)
!64 = !DILocation(line: 38, column: 12, scope: !61)
!65 = !DILocation(line: 38, column: 9, scope: !61)
!66 = !DILocation(line: 39, column: 5, scope: !61)
!67 = !DILocation(line: 40, column: 6, scope: !50)
!68 = distinct !{!68, !44, !69, !70}
!69 = !DILocation(line: 41, column: 3, scope: !20)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 42, column: 10, scope: !20)
!72 = !DILocation(line: 42, column: 3, scope: !20)
!73 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 21, type: !74, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !32, !6}
!76 = !DILocalVariable(name: "v", arg: 1, scope: !73, file: !3, line: 21, type: !32)
!77 = !DILocation(line: 21, column: 25, scope: !73)
!78 = !DILocalVariable(name: "x", arg: 2, scope: !73, file: !3, line: 21, type: !6)
!79 = !DILocation(line: 21, column: 32, scope: !73)
!80 = !DILocation(line: 23, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !73, file: !3, line: 23, column: 7)
!82 = !DILocation(line: 23, column: 10, scope: !81)
!83 = !DILocation(line: 23, column: 17, scope: !81)
!84 = !DILocation(line: 23, column: 20, scope: !81)
!85 = !DILocation(line: 23, column: 14, scope: !81)
!86 = !DILocation(line: 23, column: 7, scope: !73)
!87 = !DILocation(line: 24, column: 14, scope: !88)
!88 = distinct !DILexicalBlock(scope: !81, file: !3, line: 23, column: 25)
!89 = !DILocation(line: 24, column: 17, scope: !88)
!90 = !DILocation(line: 24, column: 27, scope: !88)
!91 = !DILocation(line: 24, column: 30, scope: !88)
!92 = !DILocation(line: 24, column: 25, scope: !88)
!93 = !DILocation(line: 24, column: 5, scope: !88)
!94 = !DILocation(line: 24, column: 8, scope: !88)
!95 = !DILocation(line: 24, column: 12, scope: !88)
!96 = !DILocation(line: 25, column: 23, scope: !88)
!97 = !DILocation(line: 25, column: 26, scope: !88)
!98 = !DILocation(line: 25, column: 40, scope: !88)
!99 = !DILocation(line: 25, column: 43, scope: !88)
!100 = !DILocation(line: 25, column: 32, scope: !88)
!101 = !DILocation(line: 25, column: 47, scope: !88)
!102 = !DILocation(line: 25, column: 15, scope: !88)
!103 = !DILocation(line: 25, column: 5, scope: !88)
!104 = !DILocation(line: 25, column: 8, scope: !88)
!105 = !DILocation(line: 25, column: 13, scope: !88)
!106 = !DILocation(line: 26, column: 3, scope: !88)
!107 = !DILocation(line: 27, column: 23, scope: !73)
!108 = !DILocation(line: 27, column: 3, scope: !73)
!109 = !DILocation(line: 27, column: 6, scope: !73)
!110 = !DILocation(line: 27, column: 11, scope: !73)
!111 = !DILocation(line: 27, column: 14, scope: !73)
!112 = !DILocation(line: 27, column: 17, scope: !73)
!113 = !DILocation(line: 27, column: 21, scope: !73)
!114 = !DILocation(line: 28, column: 1, scope: !73)
!115 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 45, type: !116, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !33)
!116 = !DISubroutineType(types: !117)
!117 = !{!6, !6, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!121 = !DILocalVariable(name: "argc", arg: 1, scope: !115, file: !3, line: 45, type: !6)
!122 = !DILocation(line: 45, column: 14, scope: !115)
!123 = !DILocalVariable(name: "argv", arg: 2, scope: !115, file: !3, line: 45, type: !118)
!124 = !DILocation(line: 45, column: 27, scope: !115)
!125 = !DILocalVariable(name: "limit", scope: !115, file: !3, line: 47, type: !6)
!126 = !DILocation(line: 47, column: 7, scope: !115)
!127 = !DILocation(line: 47, column: 15, scope: !115)
!128 = !DILocation(line: 47, column: 20, scope: !115)
!129 = !DILocation(line: 47, column: 31, scope: !115)
!130 = !DILocation(line: 47, column: 26, scope: !115)
!131 = !DILocalVariable(name: "v", scope: !115, file: !3, line: 48, type: !25)
!132 = !DILocation(line: 48, column: 9, scope: !115)
!133 = !DILocalVariable(name: "w", scope: !115, file: !3, line: 48, type: !25)
!134 = !DILocation(line: 48, column: 24, scope: !115)
!135 = !DILocalVariable(name: "total", scope: !115, file: !3, line: 49, type: !5)
!136 = !DILocation(line: 49, column: 8, scope: !115)
!137 = !DILocalVariable(name: "x", scope: !115, file: !3, line: 50, type: !11)
!138 = !DILocation(line: 50, column: 12, scope: !115)
!139 = !DILocation(line: 53, column: 3, scope: !115)
!140 = !DILocation(line: 53, column: 10, scope: !115)
!141 = !DILocation(line: 53, column: 24, scope: !115)
!142 = !DILocation(line: 53, column: 18, scope: !115)
!143 = !DILocation(line: 53, column: 30, scope: !115)
!144 = !DILocation(line: 53, column: 16, scope: !115)
!145 = !DILocation(line: 54, column: 9, scope: !146)
!146 = distinct !DILexicalBlock(scope: !115, file: !3, line: 53, column: 39)
!147 = !DILocation(line: 54, column: 7, scope: !146)
!148 = !DILocation(line: 55, column: 19, scope: !146)
!149 = !DILocation(line: 55, column: 5, scope: !146)
!150 = !DILocation(line: 56, column: 14, scope: !146)
!151 = !DILocation(line: 56, column: 11, scope: !146)
!152 = distinct !{!152, !139, !153, !70}
!153 = !DILocation(line: 57, column: 3, scope: !115)
!154 = !DILocalVariable(name: "kept", scope: !115, file: !3, line: 58, type: !5)
!155 = !DILocation(line: 58, column: 8, scope: !115)
!156 = !DILocation(line: 58, column: 15, scope: !115)
!157 = !DILocation(line: 59, column: 45, scope: !115)
!158 = !DILocation(line: 59, column: 52, scope: !115)
!159 = !DILocation(line: 59, column: 59, scope: !115)
!160 = !DILocation(line: 59, column: 64, scope: !115)
!161 = !DILocation(line: 59, column: 3, scope: !115)
!162 = !DILocation(line: 60, column: 10, scope: !115)
!163 = !DILocation(line: 60, column: 8, scope: !115)
!164 = !DILocation(line: 60, column: 3, scope: !115)
!165 = !DILocation(line: 61, column: 10, scope: !115)
!166 = !DILocation(line: 61, column: 8, scope: !115)
!167 = !DILocation(line: 61, column: 3, scope: !115)
!168 = !DILocation(line: 62, column: 3, scope: !115)
!169 = distinct !DISubprogram(name: "lcg", scope: !3, file: !3, line: 15, type: !170, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !33)
!170 = !DISubroutineType(types: !171)
!171 = !{!11}
!172 = !DILocation(line: 17, column: 15, scope: !169)
!173 = !DILocation(line: 17, column: 25, scope: !169)
!174 = !DILocation(line: 17, column: 39, scope: !169)
!175 = !DILocation(line: 17, column: 13, scope: !169)
!176 = !DILocation(line: 18, column: 11, scope: !169)
!177 = !DILocation(line: 18, column: 21, scope: !169)
!178 = !DILocation(line: 18, column: 28, scope: !169)
!179 = !DILocation(line: 18, column: 3, scope: !169)
