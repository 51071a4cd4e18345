; ModuleID = 'placement.c'
source_filename = "placement.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.timespec = type { i64, i64 }

@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [8 x i8] c"%.3f s\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !15 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !23, metadata !DIExpression()), !dbg !24
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !25, metadata !DIExpression()), !dbg !26
  call void @llvm.dbg.declare(metadata i32* %6, metadata !27, metadata !DIExpression()), !dbg !28
  %12 = load i32, i32* %4, align 4, !dbg !29
  %13 = icmp sgt i32 %12, 1, !dbg !30
  br i1 %13, label %14, label %19, !dbg !29

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !31
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !31
  %17 = load i8*, i8** %16, align 8, !dbg !31
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !32
  br label %20, !dbg !29

19:                                               ; preds = %2
  br label %20, !dbg !29

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 60, %19 ], !dbg !29
  store i32 %21, i32* %6, align 4, !dbg !28
  call void @llvm.dbg.declare(metadata double** %7, metadata !33, metadata !DIExpression()), !dbg !35
  %22 = load i32, i32* %6, align 4, !dbg !36
  %23 = sext i32 %22 to i64, !dbg !37
  %24 = load i32, i32* %6, align 4, !dbg !38
  %25 = sext i32 %24 to i64, !dbg !38
  %26 = mul i64 %23, %25, !dbg !39
  %27 = mul i64 %26, 8, !dbg !40
  %28 = call noalias i8* @malloc(i64 noundef %27) #6, !dbg !41
  %29 = bitcast i8* %28 to double*, !dbg !41
  store double* %29, double** %7, align 8, !dbg !35
  call void @llvm.dbg.declare(metadata i32* %8, metadata !42, metadata !DIExpression()), !dbg !44
  store i32 0, i32* %8, align 4, !dbg !44
  br label %30, !dbg !45

30:                                               ; preds = %44, %20
  %31 = load i32, i32* %8, align 4, !dbg !46
  %32 = load i32, i32* %6, align 4, !dbg !48
  %33 = load i32, i32* %6, align 4, !dbg !49
  %34 = mul nsw i32 %32, %33, !dbg !50
  %35 = icmp slt i32 %31, %34, !dbg !51
  br i1 %35, label %36, label %47, !dbg !52

36:                                               ; preds = %30
  %37 = load i32, i32* %8, align 4, !dbg !53
  %38 = srem i32 %37, 7, !dbg !54
  %39 = sitofp i32 %38 to double, !dbg !53
  %40 = load double*, double** %7, align 8, !dbg !55
  %41 = load i32, i32* %8, align 4, !dbg !56
  %42 = sext i32 %41 to i64, !dbg !55
  %43 = getelementptr inbounds double, double* %40, i64 %42, !dbg !55
  store double %39, double* %43, align 8, !dbg !57
  br label %44, !dbg !55

44:                                               ; preds = %36
  %45 = load i32, i32* %8, align 4, !dbg !58
  %46 = add nsw i32 %45, 1, !dbg !58
  store i32 %46, i32* %8, align 4, !dbg !58
  br label %30, !dbg !59, !llvm.loop !60

47:                                               ; preds = %30
  call void @llvm.dbg.declare(metadata double* %9, metadata !63, metadata !DIExpression()), !dbg !64
  %48 = call double @now(), !dbg !65
  store double %48, double* %9, align 8, !dbg !64
  call void @llvm.dbg.declare(metadata double* %10, metadata !66, metadata !DIExpression()), !dbg !67
  %49 = load double*, double** %7, align 8, !dbg !68
  %50 = load i32, i32* %6, align 4, !dbg !69
  %51 = load i32, i32* %6, align 4, !dbg !70
  %52 = call double @colsum(double* noundef %49, i32 noundef %50, i32 noundef %51), !dbg !71
  %53 = load double*, double** %7, align 8, !dbg !72
  %54 = load i32, i32* %6, align 4, !dbg !73
  %55 = load i32, i32* %6, align 4, !dbg !74
  %56 = call double @colsum(double* noundef %53, i32 noundef %54, i32 noundef %55), !dbg !75
  %57 = fadd double %52, %56, !dbg !76
  store double %57, double* %10, align 8, !dbg !67
  call void @llvm.dbg.declare(metadata double* %11, metadata !77, metadata !DIExpression()), !dbg !78
  %58 = call double @now(), !dbg !79
  store double %58, double* %11, align 8, !dbg !78
  %59 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !80
  %60 = load double, double* %11, align 8, !dbg !81
  %61 = load double, double* %9, align 8, !dbg !82
  %62 = fsub double %60, %61, !dbg !83
  %63 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %59, i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str, i64 0, i64 0), double noundef %62), !dbg !84
  %64 = load double, double* %10, align 8, !dbg !85
  %65 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %64), !dbg !86
  %66 = load double*, double** %7, align 8, !dbg !87
  %67 = bitcast double* %66 to i8*, !dbg !87
  call void @free(i8* noundef %67) #6, !dbg !88
  ret i32 0, !dbg !89
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @now() #0 !dbg !90 {
  %1 = alloca %struct.timespec, align 8
  call void @llvm.dbg.declare(metadata %struct.timespec* %1, metadata !93, metadata !DIExpression()), !dbg !103
  %2 = call i32 @clock_gettime(i32 noundef 1, %struct.timespec* noundef %1) #6, !dbg !104
  %3 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 0, !dbg !105
  %4 = load i64, i64* %3, align 8, !dbg !105
  %5 = sitofp i64 %4 to double, !dbg !106
  %6 = getelementptr inbounds %struct.timespec, %struct.timespec* %1, i32 0, i32 1, !dbg !107
  %7 = load i64, i64* %6, align 8, !dbg !107
  %8 = sitofp i64 %7 to double, !dbg !108
  %9 = call double @llvm.fmuladd.f64(double 1.000000e-09, double %8, double %5), !dbg !109
  ret double %9, !dbg !110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @colsum(double* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !111 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !116, metadata !DIExpression()), !dbg !117
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !118, metadata !DIExpression()), !dbg !119
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.declare(metadata double* %7, metadata !122, metadata !DIExpression()), !dbg !123
  store double 0.000000e+00, double* %7, align 8, !dbg !123
  call void @llvm.dbg.declare(metadata i32* %8, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %8, align 4, !dbg !126
  br label %10, !dbg !127

10:                                               ; preds = %37, %3
  %11 = load i32, i32* %8, align 4, !dbg !128
  %12 = load i32, i32* %6, align 4, !dbg !130
  %13 = icmp slt i32 %11, %12, !dbg !131
  br i1 %13, label %14, label %40, !dbg !132

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !133, metadata !DIExpression()), !dbg !135
  store i32 0, i32* %9, align 4, !dbg !135
  br label %15, !dbg !136

15:                                               ; preds = %33, %14
  %16 = load i32, i32* %9, align 4, !dbg !137
  %17 = load i32, i32* %5, align 4, !dbg !139
  %18 = icmp slt i32 %16, %17, !dbg !140
  br i1 %18, label %19, label %36, !dbg !141

19:                                               ; preds = %15
  %20 = load double*, double** %4, align 8, !dbg !142
  %21 = load i32, i32* %9, align 4, !dbg !143
  %22 = sext i32 %21 to i64, !dbg !144
  %23 = load i32, i32* %6, align 4, !dbg !145
  %24 = sext i32 %23 to i64, !dbg !145
  %25 = mul i64 %22, %24, !dbg !146
  %26 = load i32, i32* %8, align 4, !dbg !147
  %27 = sext i32 %26 to i64, !dbg !147
  %28 = add i64 %25, %27, !dbg !148
  %29 = getelementptr inbounds double, double* %20, i64 %28, !dbg !142
  %30 = load double, double* %29, align 8, !dbg !142
  %31 = load double, double* %7, align 8, !dbg !149
  %32 = fadd double %31, %30, !dbg !149
  store double %32, double* %7, align 8, !dbg !149
  br label %33, !dbg !150

33:                                               ; preds = %19
  %34 = load i32, i32* %9, align 4, !dbg !151
  %35 = add nsw i32 %34, 1, !dbg !151
  store i32 %35, i32* %9, align 4, !dbg !151
  br label %15, !dbg !152, !llvm.loop !153

36:                                               ; preds = %15
  br label %37, !dbg !154

37:                                               ; preds = %36
  %38 = load i32, i32* %8, align 4, !dbg !155
  %39 = add nsw i32 %38, 1, !dbg !155
  store i32 %39, i32* %8, align 4, !dbg !155
  br label %10, !dbg !156, !llvm.loop !157

40:                                               ; preds = %10
  %41 = load double, double* %7, align 8, !dbg !159
  ret double %41, !dbg !160
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @clock_gettime(i32 noundef, %struct.timespec* noundef) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "placement.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "09c65635977f1089b1b9a12a34591dc6")
!2 = !{!3, !6}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18, !19}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{}
!23 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 27, type: !18)
!24 = !DILocation(line: 27, column: 14, scope: !15)
!25 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 27, type: !19)
!26 = !DILocation(line: 27, column: 27, scope: !15)
!27 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 29, type: !18)
!28 = !DILocation(line: 29, column: 6, scope: !15)
!29 = !DILocation(line: 29, column: 10, scope: !15)
!30 = !DILocation(line: 29, column: 15, scope: !15)
!31 = !DILocation(line: 29, column: 26, scope: !15)
!32 = !DILocation(line: 29, column: 21, scope: !15)
!33 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 30, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!35 = !DILocation(line: 30, column: 10, scope: !15)
!36 = !DILocation(line: 30, column: 29, scope: !15)
!37 = !DILocation(line: 30, column: 21, scope: !15)
!38 = !DILocation(line: 30, column: 33, scope: !15)
!39 = !DILocation(line: 30, column: 31, scope: !15)
!40 = !DILocation(line: 30, column: 35, scope: !15)
!41 = !DILocation(line: 30, column: 14, scope: !15)
!42 = !DILocalVariable(name: "k", scope: !43, file: !1, line: 31, type: !18)
!43 = distinct !DILexicalBlock(scope: !15, file: !1, line: 31, column: 2)
!44 = !DILocation(line: 31, column: 11, scope: !43)
!45 = !DILocation(line: 31, column: 7, scope: !43)
!46 = !DILocation(line: 31, column: 18, scope: !47)
!47 = distinct !DILexicalBlock(scope: !43, file: !1, line: 31, column: 2)
!48 = !DILocation(line: 31, column: 22, scope: !47)
!49 = !DILocation(line: 31, column: 26, scope: !47)
!50 = !DILocation(line: 31, column: 24, scope: !47)
!51 = !DILocation(line: 31, column: 20, scope: !47)
!52 = !DILocation(line: 31, column: 2, scope: !43)
!53 = !DILocation(line: 32, column: 10, scope: !47)
!54 = !DILocation(line: 32, column: 12, scope: !47)
!55 = !DILocation(line: 32, column: 3, scope: !47)
!56 = !DILocation(line: 32, column: 5, scope: !47)
!57 = !DILocation(line: 32, column: 8, scope: !47)
!58 = !DILocation(line: 31, column: 30, scope: !47)
!59 = !DILocation(line: 31, column: 2, scope: !47)
!60 = distinct !{!60, !52, !61, !62}
!61 = !DILocation(line: 32, column: 14, scope: !43)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocalVariable(name: "t0", scope: !15, file: !1, line: 33, type: !6)
!64 = !DILocation(line: 33, column: 9, scope: !15)
!65 = !DILocation(line: 33, column: 14, scope: !15)
!66 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 34, type: !6)
!67 = !DILocation(line: 34, column: 9, scope: !15)
!68 = !DILocation(line: 34, column: 20, scope: !15)
!69 = !DILocation(line: 34, column: 23, scope: !15)
!70 = !DILocation(line: 34, column: 26, scope: !15)
!71 = !DILocation(line: 34, column: 13, scope: !15)
!72 = !DILocation(line: 34, column: 38, scope: !15)
!73 = !DILocation(line: 34, column: 41, scope: !15)
!74 = !DILocation(line: 34, column: 44, scope: !15)
!75 = !DILocation(line: 34, column: 31, scope: !15)
!76 = !DILocation(line: 34, column: 29, scope: !15)
!77 = !DILocalVariable(name: "t1", scope: !15, file: !1, line: 35, type: !6)
!78 = !DILocation(line: 35, column: 9, scope: !15)
!79 = !DILocation(line: 35, column: 14, scope: !15)
!80 = !DILocation(line: 36, column: 10, scope: !15)
!81 = !DILocation(line: 36, column: 30, scope: !15)
!82 = !DILocation(line: 36, column: 35, scope: !15)
!83 = !DILocation(line: 36, column: 33, scope: !15)
!84 = !DILocation(line: 36, column: 2, scope: !15)
!85 = !DILocation(line: 37, column: 17, scope: !15)
!86 = !DILocation(line: 37, column: 2, scope: !15)
!87 = !DILocation(line: 38, column: 7, scope: !15)
!88 = !DILocation(line: 38, column: 2, scope: !15)
!89 = !DILocation(line: 39, column: 2, scope: !15)
!90 = distinct !DISubprogram(name: "now", scope: !1, file: !1, line: 11, type: !91, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!91 = !DISubroutineType(types: !92)
!92 = !{!6}
!93 = !DILocalVariable(name: "ts", scope: !90, file: !1, line: 13, type: !94)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !95, line: 11, size: 128, elements: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!96 = !{!97, !101}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !94, file: !95, line: 16, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !99, line: 160, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !94, file: !95, line: 21, baseType: !102, size: 64, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !99, line: 197, baseType: !100)
!103 = !DILocation(line: 13, column: 18, scope: !90)
!104 = !DILocation(line: 14, column: 2, scope: !90)
!105 = !DILocation(line: 15, column: 20, scope: !90)
!106 = !DILocation(line: 15, column: 9, scope: !90)
!107 = !DILocation(line: 15, column: 47, scope: !90)
!108 = !DILocation(line: 15, column: 36, scope: !90)
!109 = !DILocation(line: 15, column: 27, scope: !90)
!110 = !DILocation(line: 15, column: 2, scope: !90)
!111 = distinct !DISubprogram(name: "colsum", scope: !1, file: !1, line: 18, type: !112, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !22)
!112 = !DISubroutineType(types: !113)
!113 = !{!6, !114, !18, !18}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!116 = !DILocalVariable(name: "a", arg: 1, scope: !111, file: !1, line: 18, type: !114)
!117 = !DILocation(line: 18, column: 36, scope: !111)
!118 = !DILocalVariable(name: "rows", arg: 2, scope: !111, file: !1, line: 18, type: !18)
!119 = !DILocation(line: 18, column: 43, scope: !111)
!120 = !DILocalVariable(name: "cols", arg: 3, scope: !111, file: !1, line: 18, type: !18)
!121 = !DILocation(line: 18, column: 53, scope: !111)
!122 = !DILocalVariable(name: "s", scope: !111, file: !1, line: 20, type: !6)
!123 = !DILocation(line: 20, column: 9, scope: !111)
!124 = !DILocalVariable(name: "j", scope: !125, file: !1, line: 21, type: !18)
!125 = distinct !DILexicalBlock(scope: !111, file: !1, line: 21, column: 2)
!126 = !DILocation(line: 21, column: 11, scope: !125)
!127 = !DILocation(line: 21, column: 7, scope: !125)
!128 = !DILocation(line: 21, column: 18, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !1, line: 21, column: 2)
!130 = !DILocation(line: 21, column: 22, scope: !129)
!131 = !DILocation(line: 21, column: 20, scope: !129)
!132 = !DILocation(line: 21, column: 2, scope: !125)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 22, type: !18)
!134 = distinct !DILexicalBlock(scope: !129, file: !1, line: 22, column: 3)
!135 = !DILocation(line: 22, column: 12, scope: !134)
!136 = !DILocation(line: 22, column: 8, scope: !134)
!137 = !DILocation(line: 22, column: 19, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !1, line: 22, column: 3)
!139 = !DILocation(line: 22, column: 23, scope: !138)
!140 = !DILocation(line: 22, column: 21, scope: !138)
!141 = !DILocation(line: 22, column: 3, scope: !134)
!142 = !DILocation(line: 23, column: 9, scope: !138)
!143 = !DILocation(line: 23, column: 19, scope: !138)
!144 = !DILocation(line: 23, column: 11, scope: !138)
!145 = !DILocation(line: 23, column: 23, scope: !138)
!146 = !DILocation(line: 23, column: 21, scope: !138)
!147 = !DILocation(line: 23, column: 30, scope: !138)
!148 = !DILocation(line: 23, column: 28, scope: !138)
!149 = !DILocation(line: 23, column: 6, scope: !138)
!150 = !DILocation(line: 23, column: 4, scope: !138)
!151 = !DILocation(line: 22, column: 30, scope: !138)
!152 = !DILocation(line: 22, column: 3, scope: !138)
!153 = distinct !{!153, !141, !154, !62}
!154 = !DILocation(line: 23, column: 31, scope: !134)
!155 = !DILocation(line: 21, column: 29, scope: !129)
!156 = !DILocation(line: 21, column: 2, scope: !129)
!157 = distinct !{!157, !132, !158, !62}
!158 = !DILocation(line: 23, column: 31, scope: !125)
!159 = !DILocation(line: 24, column: 9, scope: !111)
!160 = !DILocation(line: 24, column: 2, scope: !111)
