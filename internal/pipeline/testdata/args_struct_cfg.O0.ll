; ModuleID = 'args_struct_cfg.c'
source_filename = "args_struct_cfg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.image = type { i32, i32, float* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.image, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.image* %6, metadata !22, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.declare(metadata i32* %7, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = load i32, i32* %4, align 4, !dbg !33
  %11 = icmp sgt i32 %10, 1, !dbg !34
  br i1 %11, label %12, label %17, !dbg !33

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8, !dbg !35
  %14 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !35
  %15 = load i8*, i8** %14, align 8, !dbg !35
  %16 = call i32 @atoi(i8* noundef %15) #5, !dbg !36
  br label %18, !dbg !33

17:                                               ; preds = %2
  br label %18, !dbg !33

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 64, %17 ], !dbg !33
  store i32 %19, i32* %7, align 4, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %8, metadata !37, metadata !DIExpression()), !dbg !38
  %20 = load i32, i32* %4, align 4, !dbg !39
  %21 = icmp sgt i32 %20, 2, !dbg !40
  br i1 %21, label %22, label %27, !dbg !39

22:                                               ; preds = %18
  %23 = load i8**, i8*** %5, align 8, !dbg !41
  %24 = getelementptr inbounds i8*, i8** %23, i64 2, !dbg !41
  %25 = load i8*, i8** %24, align 8, !dbg !41
  %26 = call i32 @atoi(i8* noundef %25) #5, !dbg !42
  br label %28, !dbg !39

27:                                               ; preds = %18
  br label %28, !dbg !39

28:                                               ; preds = %27, %22
  %29 = phi i32 [ %26, %22 ], [ 48, %27 ], !dbg !39
  store i32 %29, i32* %8, align 4, !dbg !38
  %30 = load i32, i32* %7, align 4, !dbg !43
  %31 = load i32, i32* %8, align 4, !dbg !44
  call void @image_init(%struct.image* noundef %6, i32 noundef %30, i32 noundef %31), !dbg !45
  call void @llvm.dbg.declare(metadata i32* %9, metadata !46, metadata !DIExpression()), !dbg !48
  store i32 0, i32* %9, align 4, !dbg !48
  br label %32, !dbg !49

32:                                               ; preds = %47, %28
  %33 = load i32, i32* %9, align 4, !dbg !50
  %34 = load i32, i32* %7, align 4, !dbg !52
  %35 = load i32, i32* %8, align 4, !dbg !53
  %36 = mul nsw i32 %34, %35, !dbg !54
  %37 = icmp slt i32 %33, %36, !dbg !55
  br i1 %37, label %38, label %50, !dbg !56

38:                                               ; preds = %32
  %39 = load i32, i32* %9, align 4, !dbg !57
  %40 = and i32 %39, 15, !dbg !58
  %41 = sitofp i32 %40 to float, !dbg !57
  %42 = getelementptr inbounds %struct.image, %struct.image* %6, i32 0, i32 2, !dbg !59
  %43 = load float*, float** %42, align 8, !dbg !59
  %44 = load i32, i32* %9, align 4, !dbg !60
  %45 = sext i32 %44 to i64, !dbg !61
  %46 = getelementptr inbounds float, float* %43, i64 %45, !dbg !61
  store float %41, float* %46, align 4, !dbg !62
  br label %47, !dbg !61

47:                                               ; preds = %38
  %48 = load i32, i32* %9, align 4, !dbg !63
  %49 = add nsw i32 %48, 1, !dbg !63
  store i32 %49, i32* %9, align 4, !dbg !63
  br label %32, !dbg !64, !llvm.loop !65

50:                                               ; preds = %32
  call void @blur(%struct.image* noundef %6), !dbg !68
  %51 = getelementptr inbounds %struct.image, %struct.image* %6, i32 0, i32 2, !dbg !69
  %52 = load float*, float** %51, align 8, !dbg !69
  %53 = load i32, i32* %7, align 4, !dbg !70
  %54 = add nsw i32 %53, 1, !dbg !71
  %55 = sext i32 %54 to i64, !dbg !72
  %56 = getelementptr inbounds float, float* %52, i64 %55, !dbg !72
  %57 = load float, float* %56, align 4, !dbg !72
  %58 = fpext float %57 to double, !dbg !72
  %59 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %58), !dbg !73
  ret i32 0, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @image_init(%struct.image* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !75 {
  %4 = alloca %struct.image*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.image* %0, %struct.image** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.image** %4, metadata !79, metadata !DIExpression()), !dbg !80
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !81, metadata !DIExpression()), !dbg !82
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !83, metadata !DIExpression()), !dbg !84
  %7 = load i32, i32* %5, align 4, !dbg !85
  %8 = load %struct.image*, %struct.image** %4, align 8, !dbg !86
  %9 = getelementptr inbounds %struct.image, %struct.image* %8, i32 0, i32 0, !dbg !87
  store i32 %7, i32* %9, align 8, !dbg !88
  %10 = load i32, i32* %6, align 4, !dbg !89
  %11 = load %struct.image*, %struct.image** %4, align 8, !dbg !90
  %12 = getelementptr inbounds %struct.image, %struct.image* %11, i32 0, i32 1, !dbg !91
  store i32 %10, i32* %12, align 4, !dbg !92
  %13 = load i32, i32* %5, align 4, !dbg !93
  %14 = sext i32 %13 to i64, !dbg !93
  %15 = mul i64 4, %14, !dbg !94
  %16 = load i32, i32* %6, align 4, !dbg !95
  %17 = sext i32 %16 to i64, !dbg !95
  %18 = mul i64 %15, %17, !dbg !96
  %19 = call noalias i8* @malloc(i64 noundef %18) #6, !dbg !97
  %20 = bitcast i8* %19 to float*, !dbg !97
  %21 = load %struct.image*, %struct.image** %4, align 8, !dbg !98
  %22 = getelementptr inbounds %struct.image, %struct.image* %21, i32 0, i32 2, !dbg !99
  store float* %20, float** %22, align 8, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @blur(%struct.image* noundef %0) #0 !dbg !102 {
  %2 = alloca %struct.image*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store %struct.image* %0, %struct.image** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.image** %2, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.declare(metadata i32* %3, metadata !107, metadata !DIExpression()), !dbg !109
  store i32 1, i32* %3, align 4, !dbg !109
  br label %5, !dbg !110

5:                                                ; preds = %67, %1
  %6 = load i32, i32* %3, align 4, !dbg !111
  %7 = load %struct.image*, %struct.image** %2, align 8, !dbg !113
  %8 = getelementptr inbounds %struct.image, %struct.image* %7, i32 0, i32 1, !dbg !114
  %9 = load i32, i32* %8, align 4, !dbg !114
  %10 = sub nsw i32 %9, 1, !dbg !115
  %11 = icmp slt i32 %6, %10, !dbg !116
  br i1 %11, label %12, label %70, !dbg !117

12:                                               ; preds = %5
  call void @llvm.dbg.declare(metadata i32* %4, metadata !118, metadata !DIExpression()), !dbg !120
  store i32 1, i32* %4, align 4, !dbg !120
  br label %13, !dbg !121

13:                                               ; preds = %63, %12
  %14 = load i32, i32* %4, align 4, !dbg !122
  %15 = load %struct.image*, %struct.image** %2, align 8, !dbg !124
  %16 = getelementptr inbounds %struct.image, %struct.image* %15, i32 0, i32 0, !dbg !125
  %17 = load i32, i32* %16, align 8, !dbg !125
  %18 = sub nsw i32 %17, 1, !dbg !126
  %19 = icmp slt i32 %14, %18, !dbg !127
  br i1 %19, label %20, label %66, !dbg !128

20:                                               ; preds = %13
  %21 = load %struct.image*, %struct.image** %2, align 8, !dbg !129
  %22 = getelementptr inbounds %struct.image, %struct.image* %21, i32 0, i32 2, !dbg !130
  %23 = load float*, float** %22, align 8, !dbg !130
  %24 = load i32, i32* %3, align 4, !dbg !131
  %25 = sub nsw i32 %24, 1, !dbg !132
  %26 = load %struct.image*, %struct.image** %2, align 8, !dbg !133
  %27 = getelementptr inbounds %struct.image, %struct.image* %26, i32 0, i32 0, !dbg !134
  %28 = load i32, i32* %27, align 8, !dbg !134
  %29 = mul nsw i32 %25, %28, !dbg !135
  %30 = load i32, i32* %4, align 4, !dbg !136
  %31 = add nsw i32 %29, %30, !dbg !137
  %32 = sext i32 %31 to i64, !dbg !129
  %33 = getelementptr inbounds float, float* %23, i64 %32, !dbg !129
  %34 = load float, float* %33, align 4, !dbg !129
  %35 = load %struct.image*, %struct.image** %2, align 8, !dbg !138
  %36 = getelementptr inbounds %struct.image, %struct.image* %35, i32 0, i32 2, !dbg !139
  %37 = load float*, float** %36, align 8, !dbg !139
  %38 = load i32, i32* %3, align 4, !dbg !140
  %39 = add nsw i32 %38, 1, !dbg !141
  %40 = load %struct.image*, %struct.image** %2, align 8, !dbg !142
  %41 = getelementptr inbounds %struct.image, %struct.image* %40, i32 0, i32 0, !dbg !143
  %42 = load i32, i32* %41, align 8, !dbg !143
  %43 = mul nsw i32 %39, %42, !dbg !144
  %44 = load i32, i32* %4, align 4, !dbg !145
  %45 = add nsw i32 %43, %44, !dbg !146
  %46 = sext i32 %45 to i64, !dbg !138
  %47 = getelementptr inbounds float, float* %37, i64 %46, !dbg !138
  %48 = load float, float* %47, align 4, !dbg !138
  %49 = fadd float %34, %48, !dbg !147
  %50 = fmul float %49, 5.000000e-01, !dbg !148
  %51 = load %struct.image*, %struct.image** %2, align 8, !dbg !149
  %52 = getelementptr inbounds %struct.image, %struct.image* %51, i32 0, i32 2, !dbg !150
  %53 = load float*, float** %52, align 8, !dbg !150
  %54 = load i32, i32* %3, align 4, !dbg !151
  %55 = load %struct.image*, %struct.image** %2, align 8, !dbg !152
  %56 = getelementptr inbounds %struct.image, %struct.image* %55, i32 0, i32 0, !dbg !153
  %57 = load i32, i32* %56, align 8, !dbg !153
  %58 = mul nsw i32 %54, %57, !dbg !154
  %59 = load i32, i32* %4, align 4, !dbg !155
  %60 = add nsw i32 %58, %59, !dbg !156
  %61 = sext i32 %60 to i64, !dbg !149
  %62 = getelementptr inbounds float, float* %53, i64 %61, !dbg !149
  store float %50, float* %62, align 4, !dbg !157
  br label %63, !dbg !149

63:                                               ; preds = %20
  %64 = load i32, i32* %4, align 4, !dbg !158
  %65 = add nsw i32 %64, 1, !dbg !158
  store i32 %65, i32* %4, align 4, !dbg !158
  br label %13, !dbg !159, !llvm.loop !160

66:                                               ; preds = %13
  br label %67, !dbg !161

67:                                               ; preds = %66
  %68 = load i32, i32* %3, align 4, !dbg !162
  %69 = add nsw i32 %68, 1, !dbg !162
  store i32 %69, i32* %3, align 4, !dbg !162
  br label %5, !dbg !163, !llvm.loop !164

70:                                               ; preds = %5
  ret void, !dbg !166
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_struct_cfg.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "befb9fee876d6fbaf97cfe0b24988ae2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !11, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 14, type: !13)
!19 = !DILocation(line: 14, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 14, type: !14)
!21 = !DILocation(line: 14, column: 27, scope: !10)
!22 = !DILocalVariable(name: "img", scope: !10, file: !1, line: 15, type: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "image", file: !1, line: 4, size: 128, elements: !24)
!24 = !{!25, !26, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "width", scope: !23, file: !1, line: 4, baseType: !13, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "height", scope: !23, file: !1, line: 4, baseType: !13, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "pix", scope: !23, file: !1, line: 4, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!30 = !DILocation(line: 15, column: 16, scope: !10)
!31 = !DILocalVariable(name: "w", scope: !10, file: !1, line: 16, type: !13)
!32 = !DILocation(line: 16, column: 7, scope: !10)
!33 = !DILocation(line: 16, column: 11, scope: !10)
!34 = !DILocation(line: 16, column: 16, scope: !10)
!35 = !DILocation(line: 16, column: 27, scope: !10)
!36 = !DILocation(line: 16, column: 22, scope: !10)
!37 = !DILocalVariable(name: "h", scope: !10, file: !1, line: 16, type: !13)
!38 = !DILocation(line: 16, column: 42, scope: !10)
!39 = !DILocation(line: 16, column: 46, scope: !10)
!40 = !DILocation(line: 16, column: 51, scope: !10)
!41 = !DILocation(line: 16, column: 62, scope: !10)
!42 = !DILocation(line: 16, column: 57, scope: !10)
!43 = !DILocation(line: 17, column: 20, scope: !10)
!44 = !DILocation(line: 17, column: 23, scope: !10)
!45 = !DILocation(line: 17, column: 3, scope: !10)
!46 = !DILocalVariable(name: "i", scope: !47, file: !1, line: 18, type: !13)
!47 = distinct !DILexicalBlock(scope: !10, file: !1, line: 18, column: 3)
!48 = !DILocation(line: 18, column: 12, scope: !47)
!49 = !DILocation(line: 18, column: 8, scope: !47)
!50 = !DILocation(line: 18, column: 19, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !1, line: 18, column: 3)
!52 = !DILocation(line: 18, column: 23, scope: !51)
!53 = !DILocation(line: 18, column: 27, scope: !51)
!54 = !DILocation(line: 18, column: 25, scope: !51)
!55 = !DILocation(line: 18, column: 21, scope: !51)
!56 = !DILocation(line: 18, column: 3, scope: !47)
!57 = !DILocation(line: 18, column: 48, scope: !51)
!58 = !DILocation(line: 18, column: 50, scope: !51)
!59 = !DILocation(line: 18, column: 39, scope: !51)
!60 = !DILocation(line: 18, column: 43, scope: !51)
!61 = !DILocation(line: 18, column: 35, scope: !51)
!62 = !DILocation(line: 18, column: 46, scope: !51)
!63 = !DILocation(line: 18, column: 31, scope: !51)
!64 = !DILocation(line: 18, column: 3, scope: !51)
!65 = distinct !{!65, !56, !66, !67}
!66 = !DILocation(line: 18, column: 52, scope: !47)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 19, column: 3, scope: !10)
!69 = !DILocation(line: 20, column: 22, scope: !10)
!70 = !DILocation(line: 20, column: 26, scope: !10)
!71 = !DILocation(line: 20, column: 28, scope: !10)
!72 = !DILocation(line: 20, column: 18, scope: !10)
!73 = !DILocation(line: 20, column: 3, scope: !10)
!74 = !DILocation(line: 21, column: 3, scope: !10)
!75 = distinct !DISubprogram(name: "image_init", scope: !1, file: !1, line: 5, type: !76, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!76 = !DISubroutineType(types: !77)
!77 = !{null, !78, !13, !13}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!79 = !DILocalVariable(name: "img", arg: 1, scope: !75, file: !1, line: 5, type: !78)
!80 = !DILocation(line: 5, column: 38, scope: !75)
!81 = !DILocalVariable(name: "w", arg: 2, scope: !75, file: !1, line: 5, type: !13)
!82 = !DILocation(line: 5, column: 47, scope: !75)
!83 = !DILocalVariable(name: "h", arg: 3, scope: !75, file: !1, line: 5, type: !13)
!84 = !DILocation(line: 5, column: 54, scope: !75)
!85 = !DILocation(line: 6, column: 16, scope: !75)
!86 = !DILocation(line: 6, column: 3, scope: !75)
!87 = !DILocation(line: 6, column: 8, scope: !75)
!88 = !DILocation(line: 6, column: 14, scope: !75)
!89 = !DILocation(line: 6, column: 33, scope: !75)
!90 = !DILocation(line: 6, column: 19, scope: !75)
!91 = !DILocation(line: 6, column: 24, scope: !75)
!92 = !DILocation(line: 6, column: 31, scope: !75)
!93 = !DILocation(line: 7, column: 37, scope: !75)
!94 = !DILocation(line: 7, column: 35, scope: !75)
!95 = !DILocation(line: 7, column: 41, scope: !75)
!96 = !DILocation(line: 7, column: 39, scope: !75)
!97 = !DILocation(line: 7, column: 14, scope: !75)
!98 = !DILocation(line: 7, column: 3, scope: !75)
!99 = !DILocation(line: 7, column: 8, scope: !75)
!100 = !DILocation(line: 7, column: 12, scope: !75)
!101 = !DILocation(line: 8, column: 1, scope: !75)
!102 = distinct !DISubprogram(name: "blur", scope: !1, file: !1, line: 9, type: !103, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!103 = !DISubroutineType(types: !104)
!104 = !{null, !78}
!105 = !DILocalVariable(name: "img", arg: 1, scope: !102, file: !1, line: 9, type: !78)
!106 = !DILocation(line: 9, column: 32, scope: !102)
!107 = !DILocalVariable(name: "y", scope: !108, file: !1, line: 10, type: !13)
!108 = distinct !DILexicalBlock(scope: !102, file: !1, line: 10, column: 3)
!109 = !DILocation(line: 10, column: 12, scope: !108)
!110 = !DILocation(line: 10, column: 8, scope: !108)
!111 = !DILocation(line: 10, column: 19, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !1, line: 10, column: 3)
!113 = !DILocation(line: 10, column: 23, scope: !112)
!114 = !DILocation(line: 10, column: 28, scope: !112)
!115 = !DILocation(line: 10, column: 35, scope: !112)
!116 = !DILocation(line: 10, column: 21, scope: !112)
!117 = !DILocation(line: 10, column: 3, scope: !108)
!118 = !DILocalVariable(name: "x", scope: !119, file: !1, line: 11, type: !13)
!119 = distinct !DILexicalBlock(scope: !112, file: !1, line: 11, column: 5)
!120 = !DILocation(line: 11, column: 14, scope: !119)
!121 = !DILocation(line: 11, column: 10, scope: !119)
!122 = !DILocation(line: 11, column: 21, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !1, line: 11, column: 5)
!124 = !DILocation(line: 11, column: 25, scope: !123)
!125 = !DILocation(line: 11, column: 30, scope: !123)
!126 = !DILocation(line: 11, column: 36, scope: !123)
!127 = !DILocation(line: 11, column: 23, scope: !123)
!128 = !DILocation(line: 11, column: 5, scope: !119)
!129 = !DILocation(line: 12, column: 39, scope: !123)
!130 = !DILocation(line: 12, column: 44, scope: !123)
!131 = !DILocation(line: 12, column: 49, scope: !123)
!132 = !DILocation(line: 12, column: 51, scope: !123)
!133 = !DILocation(line: 12, column: 58, scope: !123)
!134 = !DILocation(line: 12, column: 63, scope: !123)
!135 = !DILocation(line: 12, column: 56, scope: !123)
!136 = !DILocation(line: 12, column: 71, scope: !123)
!137 = !DILocation(line: 12, column: 69, scope: !123)
!138 = !DILocation(line: 12, column: 76, scope: !123)
!139 = !DILocation(line: 12, column: 81, scope: !123)
!140 = !DILocation(line: 12, column: 86, scope: !123)
!141 = !DILocation(line: 12, column: 88, scope: !123)
!142 = !DILocation(line: 12, column: 95, scope: !123)
!143 = !DILocation(line: 12, column: 100, scope: !123)
!144 = !DILocation(line: 12, column: 93, scope: !123)
!145 = !DILocation(line: 12, column: 108, scope: !123)
!146 = !DILocation(line: 12, column: 106, scope: !123)
!147 = !DILocation(line: 12, column: 74, scope: !123)
!148 = !DILocation(line: 12, column: 112, scope: !123)
!149 = !DILocation(line: 12, column: 7, scope: !123)
!150 = !DILocation(line: 12, column: 12, scope: !123)
!151 = !DILocation(line: 12, column: 16, scope: !123)
!152 = !DILocation(line: 12, column: 20, scope: !123)
!153 = !DILocation(line: 12, column: 25, scope: !123)
!154 = !DILocation(line: 12, column: 18, scope: !123)
!155 = !DILocation(line: 12, column: 33, scope: !123)
!156 = !DILocation(line: 12, column: 31, scope: !123)
!157 = !DILocation(line: 12, column: 36, scope: !123)
!158 = !DILocation(line: 11, column: 42, scope: !123)
!159 = !DILocation(line: 11, column: 5, scope: !123)
!160 = distinct !{!160, !128, !161, !67}
!161 = !DILocation(line: 12, column: 114, scope: !119)
!162 = !DILocation(line: 10, column: 41, scope: !112)
!163 = !DILocation(line: 10, column: 3, scope: !112)
!164 = distinct !{!164, !117, !165, !67}
!165 = !DILocation(line: 12, column: 114, scope: !108)
!166 = !DILocation(line: 13, column: 1, scope: !102)
