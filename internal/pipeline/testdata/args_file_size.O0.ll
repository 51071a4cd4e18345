; ModuleID = 'args_file_size.c'
source_filename = "args_file_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [9 x i8] c"size.txt\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"r\00", align 1
@.str.2 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.3 = private unnamed_addr constant [22 x i8] c"cannot read the size\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct._IO_FILE*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 0, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata %struct._IO_FILE** %7, metadata !24, metadata !DIExpression()), !dbg !85
  %11 = load i32, i32* %4, align 4, !dbg !86
  %12 = icmp sgt i32 %11, 1, !dbg !87
  br i1 %12, label %13, label %17, !dbg !86

13:                                               ; preds = %2
  %14 = load i8**, i8*** %5, align 8, !dbg !88
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !88
  %16 = load i8*, i8** %15, align 8, !dbg !88
  br label %18, !dbg !86

17:                                               ; preds = %2
  br label %18, !dbg !86

18:                                               ; preds = %17, %13
  %19 = phi i8* [ %16, %13 ], [ getelementptr inbounds ([9 x i8], [9 x i8]* @.str, i64 0, i64 0), %17 ], !dbg !86
  %20 = call noalias %struct._IO_FILE* @fopen(i8* noundef %19, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.1, i64 0, i64 0)), !dbg !89
  store %struct._IO_FILE* %20, %struct._IO_FILE** %7, align 8, !dbg !85
  %21 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !90
  %22 = icmp ne %struct._IO_FILE* %21, null, !dbg !90
  br i1 %22, label %23, label %27, !dbg !92

23:                                               ; preds = %18
  %24 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !93
  %25 = call i32 (%struct._IO_FILE*, i8*, ...) @__isoc99_fscanf(%struct._IO_FILE* noundef %24, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.2, i64 0, i64 0), i32* noundef %6), !dbg !94
  %26 = icmp ne i32 %25, 1, !dbg !95
  br i1 %26, label %27, label %30, !dbg !96

27:                                               ; preds = %23, %18
  %28 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !97
  %29 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %28, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str.3, i64 0, i64 0)), !dbg !99
  store i32 1, i32* %3, align 4, !dbg !100
  br label %69, !dbg !100

30:                                               ; preds = %23
  %31 = load %struct._IO_FILE*, %struct._IO_FILE** %7, align 8, !dbg !101
  %32 = call i32 @fclose(%struct._IO_FILE* noundef %31), !dbg !102
  call void @llvm.dbg.declare(metadata double** %8, metadata !103, metadata !DIExpression()), !dbg !106
  %33 = load i32, i32* %6, align 4, !dbg !107
  %34 = sext i32 %33 to i64, !dbg !107
  %35 = call noalias i8* @calloc(i64 noundef %34, i64 noundef 8) #4, !dbg !108
  %36 = bitcast i8* %35 to double*, !dbg !108
  store double* %36, double** %8, align 8, !dbg !106
  call void @llvm.dbg.declare(metadata i32* %9, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %9, align 4, !dbg !111
  br label %37, !dbg !112

37:                                               ; preds = %58, %30
  %38 = load i32, i32* %9, align 4, !dbg !113
  %39 = icmp slt i32 %38, 3, !dbg !115
  br i1 %39, label %40, label %61, !dbg !116

40:                                               ; preds = %37
  call void @llvm.dbg.declare(metadata i32* %10, metadata !117, metadata !DIExpression()), !dbg !119
  store i32 0, i32* %10, align 4, !dbg !119
  br label %41, !dbg !120

41:                                               ; preds = %54, %40
  %42 = load i32, i32* %10, align 4, !dbg !121
  %43 = load i32, i32* %6, align 4, !dbg !123
  %44 = icmp slt i32 %42, %43, !dbg !124
  br i1 %44, label %45, label %57, !dbg !125

45:                                               ; preds = %41
  %46 = load i32, i32* %10, align 4, !dbg !126
  %47 = sitofp i32 %46 to double, !dbg !126
  %48 = load double*, double** %8, align 8, !dbg !127
  %49 = load i32, i32* %10, align 4, !dbg !128
  %50 = sext i32 %49 to i64, !dbg !127
  %51 = getelementptr inbounds double, double* %48, i64 %50, !dbg !127
  %52 = load double, double* %51, align 8, !dbg !129
  %53 = fadd double %52, %47, !dbg !129
  store double %53, double* %51, align 8, !dbg !129
  br label %54, !dbg !127

54:                                               ; preds = %45
  %55 = load i32, i32* %10, align 4, !dbg !130
  %56 = add nsw i32 %55, 1, !dbg !130
  store i32 %56, i32* %10, align 4, !dbg !130
  br label %41, !dbg !131, !llvm.loop !132

57:                                               ; preds = %41
  br label %58, !dbg !133

58:                                               ; preds = %57
  %59 = load i32, i32* %9, align 4, !dbg !135
  %60 = add nsw i32 %59, 1, !dbg !135
  store i32 %60, i32* %9, align 4, !dbg !135
  br label %37, !dbg !136, !llvm.loop !137

61:                                               ; preds = %37
  %62 = load double*, double** %8, align 8, !dbg !139
  %63 = load i32, i32* %6, align 4, !dbg !140
  %64 = sub nsw i32 %63, 1, !dbg !141
  %65 = sext i32 %64 to i64, !dbg !139
  %66 = getelementptr inbounds double, double* %62, i64 %65, !dbg !139
  %67 = load double, double* %66, align 8, !dbg !139
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.4, i64 0, i64 0), double noundef %67), !dbg !142
  store i32 0, i32* %3, align 4, !dbg !143
  br label %69, !dbg !143

69:                                               ; preds = %61, %27
  %70 = load i32, i32* %3, align 4, !dbg !144
  ret i32 %70, !dbg !144
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

declare noalias %struct._IO_FILE* @fopen(i8* noundef, i8* noundef) #2

declare i32 @__isoc99_fscanf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

declare i32 @fclose(%struct._IO_FILE* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_file_size.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1872f2e3464eabc5d0f0e17f30dff9f5")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !11, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 4, type: !13)
!19 = !DILocation(line: 4, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 4, type: !14)
!21 = !DILocation(line: 4, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 5, type: !13)
!23 = !DILocation(line: 5, column: 7, scope: !10)
!24 = !DILocalVariable(name: "f", scope: !10, file: !1, line: 6, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !27, line: 7, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !29, line: 49, size: 1728, elements: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!30 = !{!31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !46, !48, !49, !50, !54, !56, !58, !62, !65, !67, !70, !73, !74, !76, !80, !81}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !28, file: !29, line: 51, baseType: !13, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !28, file: !29, line: 54, baseType: !15, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !28, file: !29, line: 55, baseType: !15, size: 64, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !28, file: !29, line: 56, baseType: !15, size: 64, offset: 192)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !28, file: !29, line: 57, baseType: !15, size: 64, offset: 256)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !28, file: !29, line: 58, baseType: !15, size: 64, offset: 320)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !28, file: !29, line: 59, baseType: !15, size: 64, offset: 384)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !28, file: !29, line: 60, baseType: !15, size: 64, offset: 448)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !28, file: !29, line: 61, baseType: !15, size: 64, offset: 512)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !28, file: !29, line: 64, baseType: !15, size: 64, offset: 576)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !28, file: !29, line: 65, baseType: !15, size: 64, offset: 640)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !28, file: !29, line: 66, baseType: !15, size: 64, offset: 704)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !28, file: !29, line: 68, baseType: !44, size: 64, offset: 768)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !29, line: 36, flags: DIFlagFwdDecl)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !28, file: !29, line: 70, baseType: !47, size: 64, offset: 832)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !28, file: !29, line: 72, baseType: !13, size: 32, offset: 896)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !28, file: !29, line: 73, baseType: !13, size: 32, offset: 928)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !28, file: !29, line: 74, baseType: !51, size: 64, offset: 960)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !52, line: 152, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !28, file: !29, line: 77, baseType: !55, size: 16, offset: 1024)
!55 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !28, file: !29, line: 78, baseType: !57, size: 8, offset: 1040)
!57 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !28, file: !29, line: 79, baseType: !59, size: 8, offset: 1048)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 8, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 1)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !28, file: !29, line: 81, baseType: !63, size: 64, offset: 1088)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !29, line: 43, baseType: null)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !28, file: !29, line: 89, baseType: !66, size: 64, offset: 1152)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !52, line: 153, baseType: !53)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !28, file: !29, line: 91, baseType: !68, size: 64, offset: 1216)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !29, line: 37, flags: DIFlagFwdDecl)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !28, file: !29, line: 92, baseType: !71, size: 64, offset: 1280)
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!72 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !29, line: 38, flags: DIFlagFwdDecl)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !28, file: !29, line: 93, baseType: !47, size: 64, offset: 1344)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !28, file: !29, line: 94, baseType: !75, size: 64, offset: 1408)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !28, file: !29, line: 95, baseType: !77, size: 64, offset: 1472)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !78, line: 46, baseType: !79)
!78 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !28, file: !29, line: 96, baseType: !13, size: 32, offset: 1536)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !28, file: !29, line: 98, baseType: !82, size: 160, offset: 1568)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 160, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 20)
!85 = !DILocation(line: 6, column: 9, scope: !10)
!86 = !DILocation(line: 6, column: 19, scope: !10)
!87 = !DILocation(line: 6, column: 24, scope: !10)
!88 = !DILocation(line: 6, column: 30, scope: !10)
!89 = !DILocation(line: 6, column: 13, scope: !10)
!90 = !DILocation(line: 7, column: 8, scope: !91)
!91 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 7)
!92 = !DILocation(line: 7, column: 10, scope: !91)
!93 = !DILocation(line: 7, column: 20, scope: !91)
!94 = !DILocation(line: 7, column: 13, scope: !91)
!95 = !DILocation(line: 7, column: 33, scope: !91)
!96 = !DILocation(line: 7, column: 7, scope: !10)
!97 = !DILocation(line: 7, column: 49, scope: !98)
!98 = distinct !DILexicalBlock(scope: !91, file: !1, line: 7, column: 39)
!99 = !DILocation(line: 7, column: 41, scope: !98)
!100 = !DILocation(line: 7, column: 84, scope: !98)
!101 = !DILocation(line: 8, column: 10, scope: !10)
!102 = !DILocation(line: 8, column: 3, scope: !10)
!103 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 9, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!106 = !DILocation(line: 9, column: 11, scope: !10)
!107 = !DILocation(line: 9, column: 22, scope: !10)
!108 = !DILocation(line: 9, column: 15, scope: !10)
!109 = !DILocalVariable(name: "r", scope: !110, file: !1, line: 10, type: !13)
!110 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!111 = !DILocation(line: 10, column: 12, scope: !110)
!112 = !DILocation(line: 10, column: 8, scope: !110)
!113 = !DILocation(line: 10, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 10, column: 3)
!115 = !DILocation(line: 10, column: 21, scope: !114)
!116 = !DILocation(line: 10, column: 3, scope: !110)
!117 = !DILocalVariable(name: "i", scope: !118, file: !1, line: 11, type: !13)
!118 = distinct !DILexicalBlock(scope: !114, file: !1, line: 11, column: 5)
!119 = !DILocation(line: 11, column: 14, scope: !118)
!120 = !DILocation(line: 11, column: 10, scope: !118)
!121 = !DILocation(line: 11, column: 21, scope: !122)
!122 = distinct !DILexicalBlock(scope: !118, file: !1, line: 11, column: 5)
!123 = !DILocation(line: 11, column: 25, scope: !122)
!124 = !DILocation(line: 11, column: 23, scope: !122)
!125 = !DILocation(line: 11, column: 5, scope: !118)
!126 = !DILocation(line: 11, column: 41, scope: !122)
!127 = !DILocation(line: 11, column: 33, scope: !122)
!128 = !DILocation(line: 11, column: 35, scope: !122)
!129 = !DILocation(line: 11, column: 38, scope: !122)
!130 = !DILocation(line: 11, column: 29, scope: !122)
!131 = !DILocation(line: 11, column: 5, scope: !122)
!132 = distinct !{!132, !125, !133, !134}
!133 = !DILocation(line: 11, column: 41, scope: !118)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 10, column: 27, scope: !114)
!136 = !DILocation(line: 10, column: 3, scope: !114)
!137 = distinct !{!137, !116, !138, !134}
!138 = !DILocation(line: 11, column: 41, scope: !110)
!139 = !DILocation(line: 12, column: 18, scope: !10)
!140 = !DILocation(line: 12, column: 20, scope: !10)
!141 = !DILocation(line: 12, column: 22, scope: !10)
!142 = !DILocation(line: 12, column: 3, scope: !10)
!143 = !DILocation(line: 13, column: 3, scope: !10)
!144 = !DILocation(line: 14, column: 1, scope: !10)
