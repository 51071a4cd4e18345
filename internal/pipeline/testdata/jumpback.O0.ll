; ModuleID = 'jumpback.c'
source_filename = "jumpback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.__jmp_buf_tag = type { [8 x i64], i32, %struct.__sigset_t }
%struct.__sigset_t = type { [16 x i64] }

@a = internal global double* null, align 8, !dbg !0
@again = internal global [1 x %struct.__jmp_buf_tag] zeroinitializer, align 16, !dbg !5
@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1
@runs = internal global i32 0, align 4, !dbg !34

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !46 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !53, metadata !DIExpression()), !dbg !54
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !55, metadata !DIExpression()), !dbg !56
  call void @llvm.dbg.declare(metadata i32* %6, metadata !57, metadata !DIExpression()), !dbg !58
  %7 = load i32, i32* %4, align 4, !dbg !59
  %8 = icmp sgt i32 %7, 1, !dbg !60
  br i1 %8, label %9, label %14, !dbg !59

9:                                                ; preds = %2
  %10 = load i8**, i8*** %5, align 8, !dbg !61
  %11 = getelementptr inbounds i8*, i8** %10, i64 1, !dbg !61
  %12 = load i8*, i8** %11, align 8, !dbg !61
  %13 = call i32 @atoi(i8* noundef %12) #7, !dbg !62
  br label %15, !dbg !59

14:                                               ; preds = %2
  br label %15, !dbg !59

15:                                               ; preds = %14, %9
  %16 = phi i32 [ %13, %9 ], [ 1000, %14 ], !dbg !59
  store i32 %16, i32* %6, align 4, !dbg !58
  %17 = load i32, i32* %6, align 4, !dbg !63
  %18 = sext i32 %17 to i64, !dbg !63
  %19 = call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #8, !dbg !64
  %20 = bitcast i8* %19 to double*, !dbg !64
  store double* %20, double** @a, align 8, !dbg !65
  %21 = call i32 @_setjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0)) #9, !dbg !66
  %22 = load i32, i32* %6, align 4, !dbg !67
  call void @f(i32 noundef %22), !dbg !68
  %23 = load i32, i32* @runs, align 4, !dbg !69
  %24 = load double*, double** @a, align 8, !dbg !70
  %25 = getelementptr inbounds double, double* %24, i64 0, !dbg !70
  %26 = load double, double* %25, align 8, !dbg !70
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %23, double noundef %26), !dbg !71
  ret i32 0, !dbg !72
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind returns_twice
declare i32 @_setjmp(%struct.__jmp_buf_tag* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f(i32 noundef %0) #0 !dbg !73 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !76, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.declare(metadata i32* %3, metadata !78, metadata !DIExpression()), !dbg !80
  store i32 0, i32* %3, align 4, !dbg !80
  br label %4, !dbg !81

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4, !dbg !82
  %6 = load i32, i32* %2, align 4, !dbg !84
  %7 = icmp slt i32 %5, %6, !dbg !85
  br i1 %7, label %8, label %18, !dbg !86

8:                                                ; preds = %4
  %9 = load double*, double** @a, align 8, !dbg !87
  %10 = load i32, i32* %3, align 4, !dbg !88
  %11 = sext i32 %10 to i64, !dbg !87
  %12 = getelementptr inbounds double, double* %9, i64 %11, !dbg !87
  %13 = load double, double* %12, align 8, !dbg !89
  %14 = fadd double %13, 1.000000e+00, !dbg !89
  store double %14, double* %12, align 8, !dbg !89
  br label %15, !dbg !87

15:                                               ; preds = %8
  %16 = load i32, i32* %3, align 4, !dbg !90
  %17 = add nsw i32 %16, 1, !dbg !90
  store i32 %17, i32* %3, align 4, !dbg !90
  br label %4, !dbg !91, !llvm.loop !92

18:                                               ; preds = %4
  %19 = load i32, i32* @runs, align 4, !dbg !95
  %20 = add nsw i32 %19, 1, !dbg !95
  store i32 %20, i32* @runs, align 4, !dbg !95
  %21 = icmp slt i32 %20, 100, !dbg !97
  br i1 %21, label %22, label %23, !dbg !98

22:                                               ; preds = %18
  call void @longjmp(%struct.__jmp_buf_tag* noundef getelementptr inbounds ([1 x %struct.__jmp_buf_tag], [1 x %struct.__jmp_buf_tag]* @again, i64 0, i64 0), i32 noundef 1) #10, !dbg !99
  unreachable, !dbg !99

23:                                               ; preds = %18
  ret void, !dbg !100
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: noreturn nounwind
declare void @longjmp(%struct.__jmp_buf_tag* noundef, i32 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind returns_twice "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }
attributes #8 = { nounwind }
attributes #9 = { nounwind returns_twice }
attributes #10 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !36, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jumpback.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "c21e5f3caaff1b7628a84bda6e890da7")
!4 = !{!5, !0, !34}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "again", scope: !2, file: !3, line: 7, type: !7, isLocal: true, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "jmp_buf", file: !8, line: 32, baseType: !9)
!8 = !DIFile(filename: "/usr/include/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "cd7862ae7ed31595227c999638ae74e7")
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 1600, elements: !32)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__jmp_buf_tag", file: !11, line: 26, size: 1600, elements: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct___jmp_buf_tag.h", directory: "", checksumkind: CSK_MD5, checksum: "56a90a97e853c2bec1d9e290be5e92e4")
!12 = !{!13, !20, !22}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__jmpbuf", scope: !10, file: !11, line: 32, baseType: !14, size: 512)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__jmp_buf", file: !15, line: 31, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/setjmp.h", directory: "", checksumkind: CSK_MD5, checksum: "80e7796efafaf357b5e64731e4f6ac30")
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 512, elements: !18)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !{!19}
!19 = !DISubrange(count: 8)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__mask_was_saved", scope: !10, file: !11, line: 33, baseType: !21, size: 32, offset: 512)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__saved_mask", scope: !10, file: !11, line: 34, baseType: !23, size: 1024, offset: 576)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "__sigset_t", file: !24, line: 8, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__sigset_t.h", directory: "", checksumkind: CSK_MD5, checksum: "acc6b14c0967857fec362a8d433e1cf2")
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !24, line: 5, size: 1024, elements: !26)
!26 = !{!27}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__val", scope: !25, file: !24, line: 7, baseType: !28, size: 1024)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 1024, elements: !30)
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !{!33}
!33 = !DISubrange(count: 1)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "runs", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 7, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 1}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 14.0.6"}
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !47, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!47 = !DISubroutineType(types: !48)
!48 = !{!21, !21, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!51 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!52 = !{}
!53 = !DILocalVariable(name: "argc", arg: 1, scope: !46, file: !3, line: 18, type: !21)
!54 = !DILocation(line: 18, column: 14, scope: !46)
!55 = !DILocalVariable(name: "argv", arg: 2, scope: !46, file: !3, line: 18, type: !49)
!56 = !DILocation(line: 18, column: 27, scope: !46)
!57 = !DILocalVariable(name: "n", scope: !46, file: !3, line: 19, type: !21)
!58 = !DILocation(line: 19, column: 7, scope: !46)
!59 = !DILocation(line: 19, column: 11, scope: !46)
!60 = !DILocation(line: 19, column: 16, scope: !46)
!61 = !DILocation(line: 19, column: 27, scope: !46)
!62 = !DILocation(line: 19, column: 22, scope: !46)
!63 = !DILocation(line: 20, column: 14, scope: !46)
!64 = !DILocation(line: 20, column: 7, scope: !46)
!65 = !DILocation(line: 20, column: 5, scope: !46)
!66 = !DILocation(line: 21, column: 3, scope: !46)
!67 = !DILocation(line: 22, column: 5, scope: !46)
!68 = !DILocation(line: 22, column: 3, scope: !46)
!69 = !DILocation(line: 23, column: 21, scope: !46)
!70 = !DILocation(line: 23, column: 27, scope: !46)
!71 = !DILocation(line: 23, column: 3, scope: !46)
!72 = !DILocation(line: 24, column: 3, scope: !46)
!73 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 11, type: !74, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !52)
!74 = !DISubroutineType(types: !75)
!75 = !{null, !21}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !73, file: !3, line: 11, type: !21)
!77 = !DILocation(line: 11, column: 19, scope: !73)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 12, type: !21)
!79 = distinct !DILexicalBlock(scope: !73, file: !3, line: 12, column: 3)
!80 = !DILocation(line: 12, column: 12, scope: !79)
!81 = !DILocation(line: 12, column: 8, scope: !79)
!82 = !DILocation(line: 12, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 12, column: 3)
!84 = !DILocation(line: 12, column: 23, scope: !83)
!85 = !DILocation(line: 12, column: 21, scope: !83)
!86 = !DILocation(line: 12, column: 3, scope: !79)
!87 = !DILocation(line: 13, column: 5, scope: !83)
!88 = !DILocation(line: 13, column: 7, scope: !83)
!89 = !DILocation(line: 13, column: 10, scope: !83)
!90 = !DILocation(line: 12, column: 27, scope: !83)
!91 = !DILocation(line: 12, column: 3, scope: !83)
!92 = distinct !{!92, !86, !93, !94}
!93 = !DILocation(line: 13, column: 13, scope: !79)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 14, column: 7, scope: !96)
!96 = distinct !DILexicalBlock(scope: !73, file: !3, line: 14, column: 7)
!97 = !DILocation(line: 14, column: 14, scope: !96)
!98 = !DILocation(line: 14, column: 7, scope: !73)
!99 = !DILocation(line: 15, column: 5, scope: !96)
!100 = !DILocation(line: 16, column: 1, scope: !73)
