; ModuleID = 'list_walk.c'
source_filename = "list_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { double, %struct.node* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.node*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.node*, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.node*, align 8
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.node*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  %15 = load i32, i32* %4, align 4, !dbg !26
  %16 = icmp sgt i32 %15, 1, !dbg !27
  br i1 %16, label %17, label %22, !dbg !26

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !28
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !28
  %20 = load i8*, i8** %19, align 8, !dbg !28
  %21 = call i32 @atoi(i8* noundef %20) #5, !dbg !29
  br label %23, !dbg !26

22:                                               ; preds = %2
  br label %23, !dbg !26

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 1000, %22 ], !dbg !26
  store i32 %24, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata %struct.node** %7, metadata !30, metadata !DIExpression()), !dbg !37
  store %struct.node* null, %struct.node** %7, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata i32* %8, metadata !38, metadata !DIExpression()), !dbg !40
  store i32 0, i32* %8, align 4, !dbg !40
  br label %25, !dbg !41

25:                                               ; preds = %36, %23
  %26 = load i32, i32* %8, align 4, !dbg !42
  %27 = load i32, i32* %6, align 4, !dbg !44
  %28 = icmp slt i32 %26, %27, !dbg !45
  br i1 %28, label %29, label %39, !dbg !46

29:                                               ; preds = %25
  %30 = load %struct.node*, %struct.node** %7, align 8, !dbg !47
  %31 = load i32, i32* %8, align 4, !dbg !48
  %32 = mul nsw i32 %31, 7, !dbg !49
  %33 = srem i32 %32, 11, !dbg !50
  %34 = sitofp i32 %33 to double, !dbg !51
  %35 = call %struct.node* @push(%struct.node* noundef %30, double noundef %34), !dbg !52
  store %struct.node* %35, %struct.node** %7, align 8, !dbg !53
  br label %36, !dbg !54

36:                                               ; preds = %29
  %37 = load i32, i32* %8, align 4, !dbg !55
  %38 = add nsw i32 %37, 1, !dbg !55
  store i32 %38, i32* %8, align 4, !dbg !55
  br label %25, !dbg !56, !llvm.loop !57

39:                                               ; preds = %25
  call void @llvm.dbg.declare(metadata %struct.node** %9, metadata !60, metadata !DIExpression()), !dbg !61
  %40 = load %struct.node*, %struct.node** %7, align 8, !dbg !62
  store %struct.node* %40, %struct.node** %9, align 8, !dbg !61
  br label %41, !dbg !63

41:                                               ; preds = %46, %39
  %42 = load %struct.node*, %struct.node** %9, align 8, !dbg !64
  %43 = getelementptr inbounds %struct.node, %struct.node* %42, i32 0, i32 1, !dbg !65
  %44 = load %struct.node*, %struct.node** %43, align 8, !dbg !65
  %45 = icmp ne %struct.node* %44, null, !dbg !63
  br i1 %45, label %46, label %50, !dbg !63

46:                                               ; preds = %41
  %47 = load %struct.node*, %struct.node** %9, align 8, !dbg !66
  %48 = getelementptr inbounds %struct.node, %struct.node* %47, i32 0, i32 1, !dbg !67
  %49 = load %struct.node*, %struct.node** %48, align 8, !dbg !67
  store %struct.node* %49, %struct.node** %9, align 8, !dbg !68
  br label %41, !dbg !63, !llvm.loop !69

50:                                               ; preds = %41
  call void @llvm.dbg.declare(metadata i32* %10, metadata !70, metadata !DIExpression()), !dbg !72
  store i32 0, i32* %10, align 4, !dbg !72
  br label %51, !dbg !73

51:                                               ; preds = %69, %50
  %52 = load i32, i32* %10, align 4, !dbg !74
  %53 = load i32, i32* %6, align 4, !dbg !76
  %54 = sdiv i32 %53, 2, !dbg !77
  %55 = icmp slt i32 %52, %54, !dbg !78
  br i1 %55, label %56, label %72, !dbg !79

56:                                               ; preds = %51
  call void @llvm.dbg.declare(metadata %struct.node** %11, metadata !80, metadata !DIExpression()), !dbg !82
  %57 = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !83
  %58 = bitcast i8* %57 to %struct.node*, !dbg !83
  store %struct.node* %58, %struct.node** %11, align 8, !dbg !82
  %59 = load i32, i32* %10, align 4, !dbg !84
  %60 = sitofp i32 %59 to double, !dbg !84
  %61 = load %struct.node*, %struct.node** %11, align 8, !dbg !85
  %62 = getelementptr inbounds %struct.node, %struct.node* %61, i32 0, i32 0, !dbg !86
  store double %60, double* %62, align 8, !dbg !87
  %63 = load %struct.node*, %struct.node** %11, align 8, !dbg !88
  %64 = getelementptr inbounds %struct.node, %struct.node* %63, i32 0, i32 1, !dbg !89
  store %struct.node* null, %struct.node** %64, align 8, !dbg !90
  %65 = load %struct.node*, %struct.node** %11, align 8, !dbg !91
  %66 = load %struct.node*, %struct.node** %9, align 8, !dbg !92
  %67 = getelementptr inbounds %struct.node, %struct.node* %66, i32 0, i32 1, !dbg !93
  store %struct.node* %65, %struct.node** %67, align 8, !dbg !94
  %68 = load %struct.node*, %struct.node** %11, align 8, !dbg !95
  store %struct.node* %68, %struct.node** %9, align 8, !dbg !96
  br label %69, !dbg !97

69:                                               ; preds = %56
  %70 = load i32, i32* %10, align 4, !dbg !98
  %71 = add nsw i32 %70, 1, !dbg !98
  store i32 %71, i32* %10, align 4, !dbg !98
  br label %51, !dbg !99, !llvm.loop !100

72:                                               ; preds = %51
  call void @llvm.dbg.declare(metadata double* %12, metadata !102, metadata !DIExpression()), !dbg !103
  store double 0.000000e+00, double* %12, align 8, !dbg !103
  call void @llvm.dbg.declare(metadata i32* %13, metadata !104, metadata !DIExpression()), !dbg !106
  store i32 0, i32* %13, align 4, !dbg !106
  br label %73, !dbg !107

73:                                               ; preds = %85, %72
  %74 = load i32, i32* %13, align 4, !dbg !108
  %75 = icmp slt i32 %74, 3, !dbg !110
  br i1 %75, label %76, label %88, !dbg !111

76:                                               ; preds = %73
  %77 = load %struct.node*, %struct.node** %7, align 8, !dbg !112
  %78 = call double @sum(%struct.node* noundef %77), !dbg !113
  %79 = load %struct.node*, %struct.node** %7, align 8, !dbg !114
  %80 = call i32 @count_big(%struct.node* noundef %79, double noundef 5.000000e+00), !dbg !115
  %81 = sitofp i32 %80 to double, !dbg !115
  %82 = fadd double %78, %81, !dbg !116
  %83 = load double, double* %12, align 8, !dbg !117
  %84 = fadd double %83, %82, !dbg !117
  store double %84, double* %12, align 8, !dbg !117
  br label %85, !dbg !118

85:                                               ; preds = %76
  %86 = load i32, i32* %13, align 4, !dbg !119
  %87 = add nsw i32 %86, 1, !dbg !119
  store i32 %87, i32* %13, align 4, !dbg !119
  br label %73, !dbg !120, !llvm.loop !121

88:                                               ; preds = %73
  br label %89, !dbg !123

89:                                               ; preds = %92, %88
  %90 = load %struct.node*, %struct.node** %7, align 8, !dbg !124
  %91 = icmp ne %struct.node* %90, null, !dbg !123
  br i1 %91, label %92, label %99, !dbg !123

92:                                               ; preds = %89
  call void @llvm.dbg.declare(metadata %struct.node** %14, metadata !125, metadata !DIExpression()), !dbg !127
  %93 = load %struct.node*, %struct.node** %7, align 8, !dbg !128
  %94 = getelementptr inbounds %struct.node, %struct.node* %93, i32 0, i32 1, !dbg !129
  %95 = load %struct.node*, %struct.node** %94, align 8, !dbg !129
  store %struct.node* %95, %struct.node** %14, align 8, !dbg !127
  %96 = load %struct.node*, %struct.node** %7, align 8, !dbg !130
  %97 = bitcast %struct.node* %96 to i8*, !dbg !130
  call void @free(i8* noundef %97) #6, !dbg !131
  %98 = load %struct.node*, %struct.node** %14, align 8, !dbg !132
  store %struct.node* %98, %struct.node** %7, align 8, !dbg !133
  br label %89, !dbg !123, !llvm.loop !134

99:                                               ; preds = %89
  %100 = load double, double* %12, align 8, !dbg !136
  %101 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %100), !dbg !137
  ret i32 0, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @push(%struct.node* noundef %0, double noundef %1) #0 !dbg !139 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca double, align 8
  %5 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %3, metadata !142, metadata !DIExpression()), !dbg !143
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !144, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.declare(metadata %struct.node** %5, metadata !146, metadata !DIExpression()), !dbg !147
  %6 = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !148
  %7 = bitcast i8* %6 to %struct.node*, !dbg !148
  store %struct.node* %7, %struct.node** %5, align 8, !dbg !147
  %8 = load double, double* %4, align 8, !dbg !149
  %9 = load %struct.node*, %struct.node** %5, align 8, !dbg !150
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 0, !dbg !151
  store double %8, double* %10, align 8, !dbg !152
  %11 = load %struct.node*, %struct.node** %3, align 8, !dbg !153
  %12 = load %struct.node*, %struct.node** %5, align 8, !dbg !154
  %13 = getelementptr inbounds %struct.node, %struct.node* %12, i32 0, i32 1, !dbg !155
  store %struct.node* %11, %struct.node** %13, align 8, !dbg !156
  %14 = load %struct.node*, %struct.node** %5, align 8, !dbg !157
  ret %struct.node* %14, !dbg !158
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum(%struct.node* noundef %0) #0 !dbg !159 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca double, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !164, metadata !DIExpression()), !dbg !165
  call void @llvm.dbg.declare(metadata double* %3, metadata !166, metadata !DIExpression()), !dbg !167
  store double 0.000000e+00, double* %3, align 8, !dbg !167
  br label %4, !dbg !168

4:                                                ; preds = %13, %1
  %5 = load %struct.node*, %struct.node** %2, align 8, !dbg !169
  %6 = icmp ne %struct.node* %5, null, !dbg !172
  br i1 %6, label %7, label %17, !dbg !172

7:                                                ; preds = %4
  %8 = load %struct.node*, %struct.node** %2, align 8, !dbg !173
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 0, !dbg !174
  %10 = load double, double* %9, align 8, !dbg !174
  %11 = load double, double* %3, align 8, !dbg !175
  %12 = fadd double %11, %10, !dbg !175
  store double %12, double* %3, align 8, !dbg !175
  br label %13, !dbg !176

13:                                               ; preds = %7
  %14 = load %struct.node*, %struct.node** %2, align 8, !dbg !177
  %15 = getelementptr inbounds %struct.node, %struct.node* %14, i32 0, i32 1, !dbg !178
  %16 = load %struct.node*, %struct.node** %15, align 8, !dbg !178
  store %struct.node* %16, %struct.node** %2, align 8, !dbg !179
  br label %4, !dbg !180, !llvm.loop !181

17:                                               ; preds = %4
  %18 = load double, double* %3, align 8, !dbg !183
  ret double %18, !dbg !184
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_big(%struct.node* noundef %0, double noundef %1) #0 !dbg !185 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store %struct.node* %0, %struct.node** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %3, metadata !188, metadata !DIExpression()), !dbg !189
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !190, metadata !DIExpression()), !dbg !191
  call void @llvm.dbg.declare(metadata i32* %5, metadata !192, metadata !DIExpression()), !dbg !193
  store i32 0, i32* %5, align 4, !dbg !193
  br label %6, !dbg !194

6:                                                ; preds = %18, %2
  %7 = load %struct.node*, %struct.node** %3, align 8, !dbg !195
  %8 = icmp ne %struct.node* %7, null, !dbg !196
  br i1 %8, label %9, label %22, !dbg !194

9:                                                ; preds = %6
  %10 = load %struct.node*, %struct.node** %3, align 8, !dbg !197
  %11 = getelementptr inbounds %struct.node, %struct.node* %10, i32 0, i32 0, !dbg !200
  %12 = load double, double* %11, align 8, !dbg !200
  %13 = load double, double* %4, align 8, !dbg !201
  %14 = fcmp ogt double %12, %13, !dbg !202
  br i1 %14, label %15, label %18, !dbg !203

15:                                               ; preds = %9
  %16 = load i32, i32* %5, align 4, !dbg !204
  %17 = add nsw i32 %16, 1, !dbg !204
  store i32 %17, i32* %5, align 4, !dbg !204
  br label %18, !dbg !205

18:                                               ; preds = %15, %9
  %19 = load %struct.node*, %struct.node** %3, align 8, !dbg !206
  %20 = getelementptr inbounds %struct.node, %struct.node* %19, i32 0, i32 1, !dbg !207
  %21 = load %struct.node*, %struct.node** %20, align 8, !dbg !207
  store %struct.node* %21, %struct.node** %3, align 8, !dbg !208
  br label %6, !dbg !194, !llvm.loop !209

22:                                               ; preds = %6
  %23 = load i32, i32* %5, align 4, !dbg !211
  ret i32 %23, !dbg !212
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "list_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cf67b864602063040a42d6b57b899d6a")
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
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !13, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 36, type: !15)
!21 = !DILocation(line: 36, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 36, type: !16)
!23 = !DILocation(line: 36, column: 27, scope: !12)
!24 = !DILocalVariable(name: "n", scope: !12, file: !1, line: 37, type: !15)
!25 = !DILocation(line: 37, column: 7, scope: !12)
!26 = !DILocation(line: 37, column: 11, scope: !12)
!27 = !DILocation(line: 37, column: 16, scope: !12)
!28 = !DILocation(line: 37, column: 27, scope: !12)
!29 = !DILocation(line: 37, column: 22, scope: !12)
!30 = !DILocalVariable(name: "head", scope: !12, file: !1, line: 38, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !32, file: !1, line: 8, baseType: !35, size: 64)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !32, file: !1, line: 9, baseType: !31, size: 64, offset: 64)
!37 = !DILocation(line: 38, column: 16, scope: !12)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 39, type: !15)
!39 = distinct !DILexicalBlock(scope: !12, file: !1, line: 39, column: 3)
!40 = !DILocation(line: 39, column: 12, scope: !39)
!41 = !DILocation(line: 39, column: 8, scope: !39)
!42 = !DILocation(line: 39, column: 19, scope: !43)
!43 = distinct !DILexicalBlock(scope: !39, file: !1, line: 39, column: 3)
!44 = !DILocation(line: 39, column: 23, scope: !43)
!45 = !DILocation(line: 39, column: 21, scope: !43)
!46 = !DILocation(line: 39, column: 3, scope: !39)
!47 = !DILocation(line: 40, column: 17, scope: !43)
!48 = !DILocation(line: 40, column: 24, scope: !43)
!49 = !DILocation(line: 40, column: 26, scope: !43)
!50 = !DILocation(line: 40, column: 31, scope: !43)
!51 = !DILocation(line: 40, column: 23, scope: !43)
!52 = !DILocation(line: 40, column: 12, scope: !43)
!53 = !DILocation(line: 40, column: 10, scope: !43)
!54 = !DILocation(line: 40, column: 5, scope: !43)
!55 = !DILocation(line: 39, column: 27, scope: !43)
!56 = !DILocation(line: 39, column: 3, scope: !43)
!57 = distinct !{!57, !46, !58, !59}
!58 = !DILocation(line: 40, column: 35, scope: !39)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocalVariable(name: "tail", scope: !12, file: !1, line: 41, type: !31)
!61 = !DILocation(line: 41, column: 16, scope: !12)
!62 = !DILocation(line: 41, column: 23, scope: !12)
!63 = !DILocation(line: 42, column: 3, scope: !12)
!64 = !DILocation(line: 42, column: 10, scope: !12)
!65 = !DILocation(line: 42, column: 16, scope: !12)
!66 = !DILocation(line: 43, column: 12, scope: !12)
!67 = !DILocation(line: 43, column: 18, scope: !12)
!68 = !DILocation(line: 43, column: 10, scope: !12)
!69 = distinct !{!69, !63, !67, !59}
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 44, type: !15)
!71 = distinct !DILexicalBlock(scope: !12, file: !1, line: 44, column: 3)
!72 = !DILocation(line: 44, column: 12, scope: !71)
!73 = !DILocation(line: 44, column: 8, scope: !71)
!74 = !DILocation(line: 44, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 44, column: 3)
!76 = !DILocation(line: 44, column: 23, scope: !75)
!77 = !DILocation(line: 44, column: 25, scope: !75)
!78 = !DILocation(line: 44, column: 21, scope: !75)
!79 = !DILocation(line: 44, column: 3, scope: !71)
!80 = !DILocalVariable(name: "m", scope: !81, file: !1, line: 45, type: !31)
!81 = distinct !DILexicalBlock(scope: !75, file: !1, line: 44, column: 35)
!82 = !DILocation(line: 45, column: 18, scope: !81)
!83 = !DILocation(line: 45, column: 22, scope: !81)
!84 = !DILocation(line: 46, column: 12, scope: !81)
!85 = !DILocation(line: 46, column: 5, scope: !81)
!86 = !DILocation(line: 46, column: 8, scope: !81)
!87 = !DILocation(line: 46, column: 10, scope: !81)
!88 = !DILocation(line: 47, column: 5, scope: !81)
!89 = !DILocation(line: 47, column: 8, scope: !81)
!90 = !DILocation(line: 47, column: 13, scope: !81)
!91 = !DILocation(line: 48, column: 18, scope: !81)
!92 = !DILocation(line: 48, column: 5, scope: !81)
!93 = !DILocation(line: 48, column: 11, scope: !81)
!94 = !DILocation(line: 48, column: 16, scope: !81)
!95 = !DILocation(line: 49, column: 12, scope: !81)
!96 = !DILocation(line: 49, column: 10, scope: !81)
!97 = !DILocation(line: 50, column: 3, scope: !81)
!98 = !DILocation(line: 44, column: 31, scope: !75)
!99 = !DILocation(line: 44, column: 3, scope: !75)
!100 = distinct !{!100, !79, !101, !59}
!101 = !DILocation(line: 50, column: 3, scope: !71)
!102 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 51, type: !35)
!103 = !DILocation(line: 51, column: 10, scope: !12)
!104 = !DILocalVariable(name: "r", scope: !105, file: !1, line: 52, type: !15)
!105 = distinct !DILexicalBlock(scope: !12, file: !1, line: 52, column: 3)
!106 = !DILocation(line: 52, column: 12, scope: !105)
!107 = !DILocation(line: 52, column: 8, scope: !105)
!108 = !DILocation(line: 52, column: 19, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !1, line: 52, column: 3)
!110 = !DILocation(line: 52, column: 21, scope: !109)
!111 = !DILocation(line: 52, column: 3, scope: !105)
!112 = !DILocation(line: 53, column: 14, scope: !109)
!113 = !DILocation(line: 53, column: 10, scope: !109)
!114 = !DILocation(line: 53, column: 32, scope: !109)
!115 = !DILocation(line: 53, column: 22, scope: !109)
!116 = !DILocation(line: 53, column: 20, scope: !109)
!117 = !DILocation(line: 53, column: 7, scope: !109)
!118 = !DILocation(line: 53, column: 5, scope: !109)
!119 = !DILocation(line: 52, column: 27, scope: !109)
!120 = !DILocation(line: 52, column: 3, scope: !109)
!121 = distinct !{!121, !111, !122, !59}
!122 = !DILocation(line: 53, column: 41, scope: !105)
!123 = !DILocation(line: 54, column: 3, scope: !12)
!124 = !DILocation(line: 54, column: 10, scope: !12)
!125 = !DILocalVariable(name: "next", scope: !126, file: !1, line: 55, type: !31)
!126 = distinct !DILexicalBlock(scope: !12, file: !1, line: 54, column: 16)
!127 = !DILocation(line: 55, column: 18, scope: !126)
!128 = !DILocation(line: 55, column: 25, scope: !126)
!129 = !DILocation(line: 55, column: 31, scope: !126)
!130 = !DILocation(line: 56, column: 10, scope: !126)
!131 = !DILocation(line: 56, column: 5, scope: !126)
!132 = !DILocation(line: 57, column: 12, scope: !126)
!133 = !DILocation(line: 57, column: 10, scope: !126)
!134 = distinct !{!134, !123, !135, !59}
!135 = !DILocation(line: 58, column: 3, scope: !12)
!136 = !DILocation(line: 59, column: 18, scope: !12)
!137 = !DILocation(line: 59, column: 3, scope: !12)
!138 = !DILocation(line: 60, column: 3, scope: !12)
!139 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 12, type: !140, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!140 = !DISubroutineType(types: !141)
!141 = !{!31, !31, !35}
!142 = !DILocalVariable(name: "head", arg: 1, scope: !139, file: !1, line: 12, type: !31)
!143 = !DILocation(line: 12, column: 39, scope: !139)
!144 = !DILocalVariable(name: "v", arg: 2, scope: !139, file: !1, line: 12, type: !35)
!145 = !DILocation(line: 12, column: 52, scope: !139)
!146 = !DILocalVariable(name: "n", scope: !139, file: !1, line: 13, type: !31)
!147 = !DILocation(line: 13, column: 16, scope: !139)
!148 = !DILocation(line: 13, column: 20, scope: !139)
!149 = !DILocation(line: 14, column: 10, scope: !139)
!150 = !DILocation(line: 14, column: 3, scope: !139)
!151 = !DILocation(line: 14, column: 6, scope: !139)
!152 = !DILocation(line: 14, column: 8, scope: !139)
!153 = !DILocation(line: 15, column: 13, scope: !139)
!154 = !DILocation(line: 15, column: 3, scope: !139)
!155 = !DILocation(line: 15, column: 6, scope: !139)
!156 = !DILocation(line: 15, column: 11, scope: !139)
!157 = !DILocation(line: 16, column: 10, scope: !139)
!158 = !DILocation(line: 16, column: 3, scope: !139)
!159 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 19, type: !160, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!160 = !DISubroutineType(types: !161)
!161 = !{!35, !162}
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!164 = !DILocalVariable(name: "p", arg: 1, scope: !159, file: !1, line: 19, type: !162)
!165 = !DILocation(line: 19, column: 38, scope: !159)
!166 = !DILocalVariable(name: "s", scope: !159, file: !1, line: 20, type: !35)
!167 = !DILocation(line: 20, column: 10, scope: !159)
!168 = !DILocation(line: 21, column: 3, scope: !159)
!169 = !DILocation(line: 21, column: 10, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !1, line: 21, column: 3)
!171 = distinct !DILexicalBlock(scope: !159, file: !1, line: 21, column: 3)
!172 = !DILocation(line: 21, column: 3, scope: !171)
!173 = !DILocation(line: 22, column: 10, scope: !170)
!174 = !DILocation(line: 22, column: 13, scope: !170)
!175 = !DILocation(line: 22, column: 7, scope: !170)
!176 = !DILocation(line: 22, column: 5, scope: !170)
!177 = !DILocation(line: 21, column: 17, scope: !170)
!178 = !DILocation(line: 21, column: 20, scope: !170)
!179 = !DILocation(line: 21, column: 15, scope: !170)
!180 = !DILocation(line: 21, column: 3, scope: !170)
!181 = distinct !{!181, !172, !182, !59}
!182 = !DILocation(line: 22, column: 13, scope: !171)
!183 = !DILocation(line: 23, column: 10, scope: !159)
!184 = !DILocation(line: 23, column: 3, scope: !159)
!185 = distinct !DISubprogram(name: "count_big", scope: !1, file: !1, line: 26, type: !186, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!186 = !DISubroutineType(types: !187)
!187 = !{!15, !162, !35}
!188 = !DILocalVariable(name: "p", arg: 1, scope: !185, file: !1, line: 26, type: !162)
!189 = !DILocation(line: 26, column: 41, scope: !185)
!190 = !DILocalVariable(name: "t", arg: 2, scope: !185, file: !1, line: 26, type: !35)
!191 = !DILocation(line: 26, column: 51, scope: !185)
!192 = !DILocalVariable(name: "c", scope: !185, file: !1, line: 27, type: !15)
!193 = !DILocation(line: 27, column: 7, scope: !185)
!194 = !DILocation(line: 28, column: 3, scope: !185)
!195 = !DILocation(line: 28, column: 10, scope: !185)
!196 = !DILocation(line: 28, column: 12, scope: !185)
!197 = !DILocation(line: 29, column: 9, scope: !198)
!198 = distinct !DILexicalBlock(scope: !199, file: !1, line: 29, column: 9)
!199 = distinct !DILexicalBlock(scope: !185, file: !1, line: 28, column: 21)
!200 = !DILocation(line: 29, column: 12, scope: !198)
!201 = !DILocation(line: 29, column: 16, scope: !198)
!202 = !DILocation(line: 29, column: 14, scope: !198)
!203 = !DILocation(line: 29, column: 9, scope: !199)
!204 = !DILocation(line: 30, column: 8, scope: !198)
!205 = !DILocation(line: 30, column: 7, scope: !198)
!206 = !DILocation(line: 31, column: 9, scope: !199)
!207 = !DILocation(line: 31, column: 12, scope: !199)
!208 = !DILocation(line: 31, column: 7, scope: !199)
!209 = distinct !{!209, !194, !210, !59}
!210 = !DILocation(line: 32, column: 3, scope: !185)
!211 = !DILocation(line: 33, column: 10, scope: !185)
!212 = !DILocation(line: 33, column: 3, scope: !185)
