; ModuleID = 'setjmp_retry.c'
source_filename = "setjmp_retry.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@again = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1
@runs = internal global i32 0, align 4, !dbg !11
@A = internal global [1000 x double] zeroinitializer, align 16, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !48 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !55, metadata !DIExpression()), !dbg !56
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !57, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.declare(metadata i32* %6, metadata !59, metadata !DIExpression()), !dbg !60
  %8 = load i32, i32* %4, align 4, !dbg !61
  %9 = icmp sgt i32 %8, 1, !dbg !62
  br i1 %9, label %10, label %15, !dbg !61

10:                                               ; preds = %2
  %11 = load i8**, i8*** %5, align 8, !dbg !63
  %12 = getelementptr inbounds i8*, i8** %11, i64 1, !dbg !63
  %13 = load i8*, i8** %12, align 8, !dbg !63
  %14 = call i32 @atoi(i8* noundef %13) #6, !dbg !64
  br label %16, !dbg !61

15:                                               ; preds = %2
  br label %16, !dbg !61

16:                                               ; preds = %15, %10
  %17 = phi i32 [ %14, %10 ], [ 100, %15 ], !dbg !61
  store i32 %17, i32* %6, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata i32* %7, metadata !65, metadata !DIExpression()), !dbg !67
  store volatile i32 0, i32* %7, align 4, !dbg !67
  %18 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0)) #7, !dbg !68
  %19 = load volatile i32, i32* %7, align 4, !dbg !69
  %20 = load i32, i32* %6, align 4, !dbg !71
  %21 = icmp slt i32 %19, %20, !dbg !72
  br i1 %21, label %22, label %26, !dbg !73

22:                                               ; preds = %16
  %23 = load volatile i32, i32* %7, align 4, !dbg !74
  %24 = add nsw i32 %23, 1, !dbg !74
  store volatile i32 %24, i32* %7, align 4, !dbg !74
  %25 = load volatile i32, i32* %7, align 4, !dbg !76
  call void @work(i32 noundef %25), !dbg !77
  br label %26, !dbg !78

26:                                               ; preds = %22, %16
  %27 = load i32, i32* @runs, align 4, !dbg !79
  %28 = load double, double* getelementptr inbounds ([1000 x double], [1000 x double]* @A, i64 0, i64 10), align 16, !dbg !80
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %27, double noundef %28), !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @work(i32 noundef %0) #0 !dbg !83 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !86, metadata !DIExpression()), !dbg !87
  call void @llvm.dbg.declare(metadata i32* %3, metadata !88, metadata !DIExpression()), !dbg !90
  store i32 0, i32* %3, align 4, !dbg !90
  br label %4, !dbg !91

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4, !dbg !92
  %6 = icmp slt i32 %5, 1000, !dbg !94
  br i1 %6, label %7, label %18, !dbg !95

7:                                                ; preds = %4
  %8 = load i32, i32* %2, align 4, !dbg !96
  %9 = sitofp i32 %8 to double, !dbg !96
  %10 = load i32, i32* %3, align 4, !dbg !97
  %11 = sext i32 %10 to i64, !dbg !98
  %12 = getelementptr inbounds [1000 x double], [1000 x double]* @A, i64 0, i64 %11, !dbg !98
  %13 = load double, double* %12, align 8, !dbg !99
  %14 = fadd double %13, %9, !dbg !99
  store double %14, double* %12, align 8, !dbg !99
  br label %15, !dbg !98

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4, !dbg !100
  %17 = add nsw i32 %16, 1, !dbg !100
  store i32 %17, i32* %3, align 4, !dbg !100
  br label %4, !dbg !101, !llvm.loop !102

18:                                               ; preds = %4
  %19 = load i32, i32* @runs, align 4, !dbg !105
  %20 = add nsw i32 %19, 1, !dbg !105
  store i32 %20, i32* @runs, align 4, !dbg !105
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0), i32 noundef 1) #8, !dbg !106
  unreachable, !dbg !106
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind returns_twice }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "again", scope: !2, file: !3, line: 8, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "setjmp_retry.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "62fa7e8adeb52ca3ca65f860efb94a58")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64000, elements: !9)
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DISubrange(count: 1000)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "runs", scope: !2, file: !3, line: 10, type: !13, isLocal: true, isDefinition: true)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !15, line: 32, baseType: !16)
!15 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 1600, elements: !38)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !18, line: 26, size: 1600, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!19 = !{!20, !27, !28}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !17, file: !18, line: 32, baseType: !21, size: 512)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !22, line: 31, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 512, elements: !25)
!24 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!25 = !{!26}
!26 = !DISubrange(count: 8)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !17, file: !18, line: 33, baseType: !13, size: 32, offset: 512)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !17, file: !18, line: 34, baseType: !29, size: 1024, offset: 576)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !30, line: 8, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !30, line: 5, size: 1024, elements: !32)
!32 = !{!33}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !31, file: !30, line: 7, baseType: !34, size: 1024)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 1024, elements: !36)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !{!37}
!37 = !DISubrange(count: 16)
!38 = !{!39}
!39 = !DISubrange(count: 1)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 7, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 1}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 14.0.6"}
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !49, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!49 = !DISubroutineType(types: !50)
!50 = !{!13, !13, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!54 = !{}
!55 = !DILocalVariable(name: "argc", arg: 1, scope: !48, file: !3, line: 20, type: !13)
!56 = !DILocation(line: 20, column: 14, scope: !48)
!57 = !DILocalVariable(name: "argv", arg: 2, scope: !48, file: !3, line: 20, type: !51)
!58 = !DILocation(line: 20, column: 27, scope: !48)
!59 = !DILocalVariable(name: "times", scope: !48, file: !3, line: 22, type: !13)
!60 = !DILocation(line: 22, column: 7, scope: !48)
!61 = !DILocation(line: 22, column: 15, scope: !48)
!62 = !DILocation(line: 22, column: 20, scope: !48)
!63 = !DILocation(line: 22, column: 31, scope: !48)
!64 = !DILocation(line: 22, column: 26, scope: !48)
!65 = !DILocalVariable(name: "count", scope: !48, file: !3, line: 23, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !13)
!67 = !DILocation(line: 23, column: 16, scope: !48)
!68 = !DILocation(line: 24, column: 3, scope: !48)
!69 = !DILocation(line: 25, column: 7, scope: !70)
!70 = distinct !DILexicalBlock(scope: !48, file: !3, line: 25, column: 7)
!71 = !DILocation(line: 25, column: 15, scope: !70)
!72 = !DILocation(line: 25, column: 13, scope: !70)
!73 = !DILocation(line: 25, column: 7, scope: !48)
!74 = !DILocation(line: 26, column: 10, scope: !75)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 25, column: 22)
!76 = !DILocation(line: 27, column: 10, scope: !75)
!77 = !DILocation(line: 27, column: 5, scope: !75)
!78 = !DILocation(line: 28, column: 3, scope: !75)
!79 = !DILocation(line: 29, column: 21, scope: !48)
!80 = !DILocation(line: 29, column: 27, scope: !48)
!81 = !DILocation(line: 29, column: 3, scope: !48)
!82 = !DILocation(line: 30, column: 3, scope: !48)
!83 = distinct !DISubprogram(name: "work", scope: !3, file: !3, line: 12, type: !84, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !54)
!84 = !DISubroutineType(types: !85)
!85 = !{null, !13}
!86 = !DILocalVariable(name: "k", arg: 1, scope: !83, file: !3, line: 12, type: !13)
!87 = !DILocation(line: 12, column: 22, scope: !83)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 14, type: !13)
!89 = distinct !DILexicalBlock(scope: !83, file: !3, line: 14, column: 3)
!90 = !DILocation(line: 14, column: 12, scope: !89)
!91 = !DILocation(line: 14, column: 8, scope: !89)
!92 = !DILocation(line: 14, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 14, column: 3)
!94 = !DILocation(line: 14, column: 21, scope: !93)
!95 = !DILocation(line: 14, column: 3, scope: !89)
!96 = !DILocation(line: 15, column: 13, scope: !93)
!97 = !DILocation(line: 15, column: 7, scope: !93)
!98 = !DILocation(line: 15, column: 5, scope: !93)
!99 = !DILocation(line: 15, column: 10, scope: !93)
!100 = !DILocation(line: 14, column: 30, scope: !93)
!101 = !DILocation(line: 14, column: 3, scope: !93)
!102 = distinct !{!102, !95, !103, !104}
!103 = !DILocation(line: 15, column: 13, scope: !89)
!104 = !{!"llvm.loop.mustprogress"}
!105 = !DILocation(line: 16, column: 7, scope: !83)
!106 = !DILocation(line: 17, column: 3, scope: !83)
