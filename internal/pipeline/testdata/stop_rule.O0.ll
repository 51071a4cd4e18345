; ModuleID = 'stop_rule.c'
source_filename = "stop_rule.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }
%struct.state = type { i32, i32, double }

@.str = private unnamed_addr constant [11 x i8] c"%ld %f %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.node*, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.node*, align 8
  %10 = alloca i64, align 8
  %11 = alloca %struct.node*, align 8
  %12 = alloca %struct.state, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %13 = load i32, i32* %4, align 4, !dbg !24
  %14 = icmp sgt i32 %13, 1, !dbg !25
  br i1 %14, label %15, label %20, !dbg !24

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !26
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !26
  %18 = load i8*, i8** %17, align 8, !dbg !26
  %19 = call i32 @atoi(i8* noundef %18) #5, !dbg !27
  br label %21, !dbg !24

20:                                               ; preds = %2
  br label %21, !dbg !24

21:                                               ; preds = %20, %15
  %22 = phi i32 [ %19, %15 ], [ 500, %20 ], !dbg !24
  store i32 %22, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata %struct.node** %7, metadata !28, metadata !DIExpression()), !dbg !36
  store %struct.node* null, %struct.node** %7, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %8, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %8, align 4, !dbg !39
  br label %23, !dbg !40

23:                                               ; preds = %38, %21
  %24 = load i32, i32* %8, align 4, !dbg !41
  %25 = load i32, i32* %6, align 4, !dbg !43
  %26 = icmp slt i32 %24, %25, !dbg !44
  br i1 %26, label %27, label %41, !dbg !45

27:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata %struct.node** %9, metadata !46, metadata !DIExpression()), !dbg !48
  %28 = call noalias i8* @malloc(i64 noundef 16) #6, !dbg !49
  %29 = bitcast i8* %28 to %struct.node*, !dbg !49
  store %struct.node* %29, %struct.node** %9, align 8, !dbg !48
  %30 = load i32, i32* %8, align 4, !dbg !50
  %31 = srem i32 %30, 7, !dbg !51
  %32 = load %struct.node*, %struct.node** %9, align 8, !dbg !52
  %33 = getelementptr inbounds %struct.node, %struct.node* %32, i32 0, i32 0, !dbg !53
  store i32 %31, i32* %33, align 8, !dbg !54
  %34 = load %struct.node*, %struct.node** %7, align 8, !dbg !55
  %35 = load %struct.node*, %struct.node** %9, align 8, !dbg !56
  %36 = getelementptr inbounds %struct.node, %struct.node* %35, i32 0, i32 1, !dbg !57
  store %struct.node* %34, %struct.node** %36, align 8, !dbg !58
  %37 = load %struct.node*, %struct.node** %9, align 8, !dbg !59
  store %struct.node* %37, %struct.node** %7, align 8, !dbg !60
  br label %38, !dbg !61

38:                                               ; preds = %27
  %39 = load i32, i32* %8, align 4, !dbg !62
  %40 = add nsw i32 %39, 1, !dbg !62
  store i32 %40, i32* %8, align 4, !dbg !62
  br label %23, !dbg !63, !llvm.loop !64

41:                                               ; preds = %23
  call void @llvm.dbg.declare(metadata i64* %10, metadata !67, metadata !DIExpression()), !dbg !69
  store i64 0, i64* %10, align 8, !dbg !69
  call void @llvm.dbg.declare(metadata %struct.node** %11, metadata !70, metadata !DIExpression()), !dbg !72
  %42 = load %struct.node*, %struct.node** %7, align 8, !dbg !73
  store %struct.node* %42, %struct.node** %11, align 8, !dbg !72
  br label %43, !dbg !74

43:                                               ; preds = %53, %41
  %44 = load %struct.node*, %struct.node** %11, align 8, !dbg !75
  %45 = icmp ne %struct.node* %44, null, !dbg !77
  br i1 %45, label %46, label %56, !dbg !77

46:                                               ; preds = %43
  %47 = load %struct.node*, %struct.node** %11, align 8, !dbg !78
  %48 = getelementptr inbounds %struct.node, %struct.node* %47, i32 0, i32 0, !dbg !79
  %49 = load i32, i32* %48, align 8, !dbg !79
  %50 = sext i32 %49 to i64, !dbg !78
  %51 = load i64, i64* %10, align 8, !dbg !80
  %52 = add nsw i64 %51, %50, !dbg !80
  store i64 %52, i64* %10, align 8, !dbg !80
  br label %53, !dbg !81

53:                                               ; preds = %46
  %54 = load %struct.node*, %struct.node** %11, align 8, !dbg !82
  %55 = call %struct.node* @next_of(%struct.node* noundef %54), !dbg !83
  store %struct.node* %55, %struct.node** %11, align 8, !dbg !84
  br label %43, !dbg !85, !llvm.loop !86

56:                                               ; preds = %43
  call void @llvm.dbg.declare(metadata %struct.state* %12, metadata !88, metadata !DIExpression()), !dbg !96
  %57 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 0, !dbg !97
  store i32 0, i32* %57, align 8, !dbg !97
  %58 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 1, !dbg !97
  %59 = load i32, i32* %6, align 4, !dbg !98
  store i32 %59, i32* %58, align 4, !dbg !97
  %60 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 2, !dbg !97
  store double 1.000000e+00, double* %60, align 8, !dbg !97
  br label %61, !dbg !99

61:                                               ; preds = %65, %56
  %62 = call i32 @done(%struct.state* noundef %12), !dbg !100
  %63 = icmp ne i32 %62, 0, !dbg !101
  %64 = xor i1 %63, true, !dbg !101
  br i1 %64, label %65, label %73, !dbg !99

65:                                               ; preds = %61
  %66 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 2, !dbg !102
  %67 = load double, double* %66, align 8, !dbg !102
  %68 = call double @llvm.fmuladd.f64(double %67, double 1.010000e+00, double 5.000000e-01), !dbg !104
  %69 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 2, !dbg !105
  store double %68, double* %69, align 8, !dbg !106
  %70 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 0, !dbg !107
  %71 = load i32, i32* %70, align 8, !dbg !108
  %72 = add nsw i32 %71, 1, !dbg !108
  store i32 %72, i32* %70, align 8, !dbg !108
  br label %61, !dbg !99, !llvm.loop !109

73:                                               ; preds = %61
  %74 = load i64, i64* %10, align 8, !dbg !111
  %75 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 2, !dbg !112
  %76 = load double, double* %75, align 8, !dbg !112
  %77 = getelementptr inbounds %struct.state, %struct.state* %12, i32 0, i32 0, !dbg !113
  %78 = load i32, i32* %77, align 8, !dbg !113
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 noundef %74, double noundef %76, i32 noundef %78), !dbg !114
  ret i32 0, !dbg !115
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @next_of(%struct.node* noundef %0) #0 !dbg !116 {
  %2 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.node** %2, metadata !119, metadata !DIExpression()), !dbg !120
  %3 = load %struct.node*, %struct.node** %2, align 8, !dbg !121
  %4 = getelementptr inbounds %struct.node, %struct.node* %3, i32 0, i32 1, !dbg !122
  %5 = load %struct.node*, %struct.node** %4, align 8, !dbg !122
  ret %struct.node* %5, !dbg !123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @done(%struct.state* noundef %0) #0 !dbg !124 {
  %2 = alloca %struct.state*, align 8
  store %struct.state* %0, %struct.state** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.state** %2, metadata !129, metadata !DIExpression()), !dbg !130
  %3 = load %struct.state*, %struct.state** %2, align 8, !dbg !131
  %4 = getelementptr inbounds %struct.state, %struct.state* %3, i32 0, i32 0, !dbg !132
  %5 = load i32, i32* %4, align 8, !dbg !132
  %6 = load %struct.state*, %struct.state** %2, align 8, !dbg !133
  %7 = getelementptr inbounds %struct.state, %struct.state* %6, i32 0, i32 1, !dbg !134
  %8 = load i32, i32* %7, align 4, !dbg !134
  %9 = icmp sge i32 %5, %8, !dbg !135
  br i1 %9, label %15, label %10, !dbg !136

10:                                               ; preds = %1
  %11 = load %struct.state*, %struct.state** %2, align 8, !dbg !137
  %12 = getelementptr inbounds %struct.state, %struct.state* %11, i32 0, i32 2, !dbg !138
  %13 = load double, double* %12, align 8, !dbg !138
  %14 = fcmp ogt double %13, 1.000000e+06, !dbg !139
  br label %15, !dbg !136

15:                                               ; preds = %10, %1
  %16 = phi i1 [ true, %1 ], [ %14, %10 ]
  %17 = zext i1 %16 to i32, !dbg !136
  ret i32 %17, !dbg !140
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stop_rule.c", directory: "/work/fixwt/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "5087e48f12901a2dfefb3321860f44c2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 10, type: !13)
!19 = !DILocation(line: 10, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 10, type: !14)
!21 = !DILocation(line: 10, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 11, type: !13)
!23 = !DILocation(line: 11, column: 7, scope: !10)
!24 = !DILocation(line: 11, column: 11, scope: !10)
!25 = !DILocation(line: 11, column: 16, scope: !10)
!26 = !DILocation(line: 11, column: 27, scope: !10)
!27 = !DILocation(line: 11, column: 22, scope: !10)
!28 = !DILocalVariable(name: "head", scope: !10, file: !1, line: 12, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "node", file: !1, line: 6, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 6, size: 128, elements: !32)
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !31, file: !1, line: 6, baseType: !13, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !31, file: !1, line: 6, baseType: !35, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!36 = !DILocation(line: 12, column: 9, scope: !10)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 13, type: !13)
!38 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 3)
!39 = !DILocation(line: 13, column: 12, scope: !38)
!40 = !DILocation(line: 13, column: 8, scope: !38)
!41 = !DILocation(line: 13, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 13, column: 3)
!43 = !DILocation(line: 13, column: 23, scope: !42)
!44 = !DILocation(line: 13, column: 21, scope: !42)
!45 = !DILocation(line: 13, column: 3, scope: !38)
!46 = !DILocalVariable(name: "q", scope: !47, file: !1, line: 13, type: !29)
!47 = distinct !DILexicalBlock(scope: !42, file: !1, line: 13, column: 31)
!48 = !DILocation(line: 13, column: 39, scope: !47)
!49 = !DILocation(line: 13, column: 43, scope: !47)
!50 = !DILocation(line: 13, column: 69, scope: !47)
!51 = !DILocation(line: 13, column: 71, scope: !47)
!52 = !DILocation(line: 13, column: 62, scope: !47)
!53 = !DILocation(line: 13, column: 65, scope: !47)
!54 = !DILocation(line: 13, column: 67, scope: !47)
!55 = !DILocation(line: 13, column: 86, scope: !47)
!56 = !DILocation(line: 13, column: 76, scope: !47)
!57 = !DILocation(line: 13, column: 79, scope: !47)
!58 = !DILocation(line: 13, column: 84, scope: !47)
!59 = !DILocation(line: 13, column: 99, scope: !47)
!60 = !DILocation(line: 13, column: 97, scope: !47)
!61 = !DILocation(line: 13, column: 102, scope: !47)
!62 = !DILocation(line: 13, column: 27, scope: !42)
!63 = !DILocation(line: 13, column: 3, scope: !42)
!64 = distinct !{!64, !45, !65, !66}
!65 = !DILocation(line: 13, column: 102, scope: !38)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 14, type: !68)
!68 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!69 = !DILocation(line: 14, column: 8, scope: !10)
!70 = !DILocalVariable(name: "p", scope: !71, file: !1, line: 15, type: !29)
!71 = distinct !DILexicalBlock(scope: !10, file: !1, line: 15, column: 3)
!72 = !DILocation(line: 15, column: 14, scope: !71)
!73 = !DILocation(line: 15, column: 18, scope: !71)
!74 = !DILocation(line: 15, column: 8, scope: !71)
!75 = !DILocation(line: 15, column: 24, scope: !76)
!76 = distinct !DILexicalBlock(scope: !71, file: !1, line: 15, column: 3)
!77 = !DILocation(line: 15, column: 3, scope: !71)
!78 = !DILocation(line: 15, column: 48, scope: !76)
!79 = !DILocation(line: 15, column: 51, scope: !76)
!80 = !DILocation(line: 15, column: 45, scope: !76)
!81 = !DILocation(line: 15, column: 43, scope: !76)
!82 = !DILocation(line: 15, column: 39, scope: !76)
!83 = !DILocation(line: 15, column: 31, scope: !76)
!84 = !DILocation(line: 15, column: 29, scope: !76)
!85 = !DILocation(line: 15, column: 3, scope: !76)
!86 = distinct !{!86, !77, !87, !66}
!87 = !DILocation(line: 15, column: 51, scope: !71)
!88 = !DILocalVariable(name: "st", scope: !10, file: !1, line: 16, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "state", file: !1, line: 7, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 128, elements: !91)
!91 = !{!92, !93, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "step", scope: !90, file: !1, line: 7, baseType: !13, size: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !90, file: !1, line: 7, baseType: !13, size: 32, offset: 32)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !90, file: !1, line: 7, baseType: !95, size: 64, offset: 64)
!95 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!96 = !DILocation(line: 16, column: 9, scope: !10)
!97 = !DILocation(line: 16, column: 14, scope: !10)
!98 = !DILocation(line: 16, column: 18, scope: !10)
!99 = !DILocation(line: 17, column: 3, scope: !10)
!100 = !DILocation(line: 17, column: 11, scope: !10)
!101 = !DILocation(line: 17, column: 10, scope: !10)
!102 = !DILocation(line: 17, column: 34, scope: !103)
!103 = distinct !DILexicalBlock(scope: !10, file: !1, line: 17, column: 22)
!104 = !DILocation(line: 17, column: 43, scope: !103)
!105 = !DILocation(line: 17, column: 27, scope: !103)
!106 = !DILocation(line: 17, column: 29, scope: !103)
!107 = !DILocation(line: 17, column: 53, scope: !103)
!108 = !DILocation(line: 17, column: 57, scope: !103)
!109 = distinct !{!109, !99, !110, !66}
!110 = !DILocation(line: 17, column: 61, scope: !10)
!111 = !DILocation(line: 18, column: 25, scope: !10)
!112 = !DILocation(line: 18, column: 31, scope: !10)
!113 = !DILocation(line: 18, column: 37, scope: !10)
!114 = !DILocation(line: 18, column: 3, scope: !10)
!115 = !DILocation(line: 19, column: 3, scope: !10)
!116 = distinct !DISubprogram(name: "next_of", scope: !1, file: !1, line: 9, type: !117, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!117 = !DISubroutineType(types: !118)
!118 = !{!29, !29}
!119 = !DILocalVariable(name: "p", arg: 1, scope: !116, file: !1, line: 9, type: !29)
!120 = !DILocation(line: 9, column: 28, scope: !116)
!121 = !DILocation(line: 9, column: 40, scope: !116)
!122 = !DILocation(line: 9, column: 43, scope: !116)
!123 = !DILocation(line: 9, column: 33, scope: !116)
!124 = distinct !DISubprogram(name: "done", scope: !1, file: !1, line: 8, type: !125, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!125 = !DISubroutineType(types: !126)
!126 = !{!13, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!129 = !DILocalVariable(name: "s", arg: 1, scope: !124, file: !1, line: 8, type: !127)
!130 = !DILocation(line: 8, column: 30, scope: !124)
!131 = !DILocation(line: 8, column: 42, scope: !124)
!132 = !DILocation(line: 8, column: 45, scope: !124)
!133 = !DILocation(line: 8, column: 53, scope: !124)
!134 = !DILocation(line: 8, column: 56, scope: !124)
!135 = !DILocation(line: 8, column: 50, scope: !124)
!136 = !DILocation(line: 8, column: 62, scope: !124)
!137 = !DILocation(line: 8, column: 65, scope: !124)
!138 = !DILocation(line: 8, column: 68, scope: !124)
!139 = !DILocation(line: 8, column: 70, scope: !124)
!140 = !DILocation(line: 8, column: 35, scope: !124)
