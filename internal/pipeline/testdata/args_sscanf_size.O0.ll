; ModuleID = 'args_sscanf_size.c'
source_filename = "args_sscanf_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"bad n\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca float*, align 8
  %9 = alloca float*, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca float*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 200, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata i64* %7, metadata !24, metadata !DIExpression()), !dbg !26
  store i64 3, i64* %7, align 8, !dbg !26
  %14 = load i32, i32* %4, align 4, !dbg !27
  %15 = icmp sgt i32 %14, 1, !dbg !29
  br i1 %15, label %16, label %25, !dbg !30

16:                                               ; preds = %2
  %17 = load i8**, i8*** %5, align 8, !dbg !31
  %18 = getelementptr inbounds i8*, i8** %17, i64 1, !dbg !31
  %19 = load i8*, i8** %18, align 8, !dbg !31
  %20 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef %19, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef %6) #4, !dbg !32
  %21 = icmp ne i32 %20, 1, !dbg !33
  br i1 %21, label %22, label %25, !dbg !34

22:                                               ; preds = %16
  %23 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !35
  %24 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %23, i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0)), !dbg !37
  store i32 1, i32* %3, align 4, !dbg !38
  br label %113, !dbg !38

25:                                               ; preds = %16, %2
  %26 = load i32, i32* %4, align 4, !dbg !39
  %27 = icmp sgt i32 %26, 2, !dbg !41
  br i1 %27, label %28, label %33, !dbg !42

28:                                               ; preds = %25
  %29 = load i8**, i8*** %5, align 8, !dbg !43
  %30 = getelementptr inbounds i8*, i8** %29, i64 2, !dbg !43
  %31 = load i8*, i8** %30, align 8, !dbg !43
  %32 = call i64 @strtol(i8* noundef %31, i8** noundef null, i32 noundef 10) #4, !dbg !44
  store i64 %32, i64* %7, align 8, !dbg !45
  br label %33, !dbg !46

33:                                               ; preds = %28, %25
  call void @llvm.dbg.declare(metadata float** %8, metadata !47, metadata !DIExpression()), !dbg !50
  %34 = load i32, i32* %6, align 4, !dbg !51
  %35 = sext i32 %34 to i64, !dbg !51
  %36 = mul i64 4, %35, !dbg !52
  %37 = call noalias i8* @malloc(i64 noundef %36) #4, !dbg !53
  %38 = bitcast i8* %37 to float*, !dbg !53
  store float* %38, float** %8, align 8, !dbg !50
  call void @llvm.dbg.declare(metadata float** %9, metadata !54, metadata !DIExpression()), !dbg !55
  %39 = load i32, i32* %6, align 4, !dbg !56
  %40 = sext i32 %39 to i64, !dbg !56
  %41 = mul i64 4, %40, !dbg !57
  %42 = call noalias i8* @malloc(i64 noundef %41) #4, !dbg !58
  %43 = bitcast i8* %42 to float*, !dbg !58
  store float* %43, float** %9, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %10, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %10, align 4, !dbg !61
  br label %44, !dbg !62

44:                                               ; preds = %55, %33
  %45 = load i32, i32* %10, align 4, !dbg !63
  %46 = load i32, i32* %6, align 4, !dbg !65
  %47 = icmp slt i32 %45, %46, !dbg !66
  br i1 %47, label %48, label %58, !dbg !67

48:                                               ; preds = %44
  %49 = load i32, i32* %10, align 4, !dbg !68
  %50 = sitofp i32 %49 to float, !dbg !68
  %51 = load float*, float** %8, align 8, !dbg !69
  %52 = load i32, i32* %10, align 4, !dbg !70
  %53 = sext i32 %52 to i64, !dbg !69
  %54 = getelementptr inbounds float, float* %51, i64 %53, !dbg !69
  store float %50, float* %54, align 4, !dbg !71
  br label %55, !dbg !69

55:                                               ; preds = %48
  %56 = load i32, i32* %10, align 4, !dbg !72
  %57 = add nsw i32 %56, 1, !dbg !72
  store i32 %57, i32* %10, align 4, !dbg !72
  br label %44, !dbg !73, !llvm.loop !74

58:                                               ; preds = %44
  call void @llvm.dbg.declare(metadata i64* %11, metadata !77, metadata !DIExpression()), !dbg !79
  store i64 0, i64* %11, align 8, !dbg !79
  br label %59, !dbg !80

59:                                               ; preds = %101, %58
  %60 = load i64, i64* %11, align 8, !dbg !81
  %61 = load i64, i64* %7, align 8, !dbg !83
  %62 = icmp slt i64 %60, %61, !dbg !84
  br i1 %62, label %63, label %104, !dbg !85

63:                                               ; preds = %59
  call void @llvm.dbg.declare(metadata i32* %12, metadata !86, metadata !DIExpression()), !dbg !89
  store i32 1, i32* %12, align 4, !dbg !89
  br label %64, !dbg !90

64:                                               ; preds = %94, %63
  %65 = load i32, i32* %12, align 4, !dbg !91
  %66 = load i32, i32* %6, align 4, !dbg !93
  %67 = sub nsw i32 %66, 1, !dbg !94
  %68 = icmp slt i32 %65, %67, !dbg !95
  br i1 %68, label %69, label %97, !dbg !96

69:                                               ; preds = %64
  %70 = load float*, float** %8, align 8, !dbg !97
  %71 = load i32, i32* %12, align 4, !dbg !98
  %72 = sub nsw i32 %71, 1, !dbg !99
  %73 = sext i32 %72 to i64, !dbg !97
  %74 = getelementptr inbounds float, float* %70, i64 %73, !dbg !97
  %75 = load float, float* %74, align 4, !dbg !97
  %76 = load float*, float** %8, align 8, !dbg !100
  %77 = load i32, i32* %12, align 4, !dbg !101
  %78 = sext i32 %77 to i64, !dbg !100
  %79 = getelementptr inbounds float, float* %76, i64 %78, !dbg !100
  %80 = load float, float* %79, align 4, !dbg !100
  %81 = fadd float %75, %80, !dbg !102
  %82 = load float*, float** %8, align 8, !dbg !103
  %83 = load i32, i32* %12, align 4, !dbg !104
  %84 = add nsw i32 %83, 1, !dbg !105
  %85 = sext i32 %84 to i64, !dbg !103
  %86 = getelementptr inbounds float, float* %82, i64 %85, !dbg !103
  %87 = load float, float* %86, align 4, !dbg !103
  %88 = fadd float %81, %87, !dbg !106
  %89 = fdiv float %88, 3.000000e+00, !dbg !107
  %90 = load float*, float** %9, align 8, !dbg !108
  %91 = load i32, i32* %12, align 4, !dbg !109
  %92 = sext i32 %91 to i64, !dbg !108
  %93 = getelementptr inbounds float, float* %90, i64 %92, !dbg !108
  store float %89, float* %93, align 4, !dbg !110
  br label %94, !dbg !108

94:                                               ; preds = %69
  %95 = load i32, i32* %12, align 4, !dbg !111
  %96 = add nsw i32 %95, 1, !dbg !111
  store i32 %96, i32* %12, align 4, !dbg !111
  br label %64, !dbg !112, !llvm.loop !113

97:                                               ; preds = %64
  call void @llvm.dbg.declare(metadata float** %13, metadata !115, metadata !DIExpression()), !dbg !116
  %98 = load float*, float** %8, align 8, !dbg !117
  store float* %98, float** %13, align 8, !dbg !116
  %99 = load float*, float** %9, align 8, !dbg !118
  store float* %99, float** %8, align 8, !dbg !119
  %100 = load float*, float** %13, align 8, !dbg !120
  store float* %100, float** %9, align 8, !dbg !121
  br label %101, !dbg !122

101:                                              ; preds = %97
  %102 = load i64, i64* %11, align 8, !dbg !123
  %103 = add nsw i64 %102, 1, !dbg !123
  store i64 %103, i64* %11, align 8, !dbg !123
  br label %59, !dbg !124, !llvm.loop !125

104:                                              ; preds = %59
  %105 = load float*, float** %8, align 8, !dbg !127
  %106 = load i32, i32* %6, align 4, !dbg !128
  %107 = sdiv i32 %106, 2, !dbg !129
  %108 = sext i32 %107 to i64, !dbg !127
  %109 = getelementptr inbounds float, float* %105, i64 %108, !dbg !127
  %110 = load float, float* %109, align 4, !dbg !127
  %111 = fpext float %110 to double, !dbg !127
  %112 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %111), !dbg !130
  store i32 0, i32* %3, align 4, !dbg !131
  br label %113, !dbg !131

113:                                              ; preds = %104, %22
  %114 = load i32, i32* %3, align 4, !dbg !132
  ret i32 %114, !dbg !132
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(i8* noundef, i8* noundef, ...) #2

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #3

; Function Attrs: nounwind
declare i64 @strtol(i8* noundef, i8** noundef, i32 noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_sscanf_size.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "68732b81e44db856bbd19d6c3ac1c1ae")
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
!24 = !DILocalVariable(name: "steps", scope: !10, file: !1, line: 6, type: !25)
!25 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!26 = !DILocation(line: 6, column: 8, scope: !10)
!27 = !DILocation(line: 7, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 7, column: 7)
!29 = !DILocation(line: 7, column: 12, scope: !28)
!30 = !DILocation(line: 7, column: 16, scope: !28)
!31 = !DILocation(line: 7, column: 26, scope: !28)
!32 = !DILocation(line: 7, column: 19, scope: !28)
!33 = !DILocation(line: 7, column: 45, scope: !28)
!34 = !DILocation(line: 7, column: 7, scope: !10)
!35 = !DILocation(line: 7, column: 61, scope: !36)
!36 = distinct !DILexicalBlock(scope: !28, file: !1, line: 7, column: 51)
!37 = !DILocation(line: 7, column: 53, scope: !36)
!38 = !DILocation(line: 7, column: 81, scope: !36)
!39 = !DILocation(line: 8, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !10, file: !1, line: 8, column: 7)
!41 = !DILocation(line: 8, column: 12, scope: !40)
!42 = !DILocation(line: 8, column: 7, scope: !10)
!43 = !DILocation(line: 8, column: 32, scope: !40)
!44 = !DILocation(line: 8, column: 25, scope: !40)
!45 = !DILocation(line: 8, column: 23, scope: !40)
!46 = !DILocation(line: 8, column: 17, scope: !40)
!47 = !DILocalVariable(name: "u", scope: !10, file: !1, line: 9, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!49 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!50 = !DILocation(line: 9, column: 10, scope: !10)
!51 = !DILocation(line: 9, column: 37, scope: !10)
!52 = !DILocation(line: 9, column: 35, scope: !10)
!53 = !DILocation(line: 9, column: 14, scope: !10)
!54 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 9, type: !48)
!55 = !DILocation(line: 9, column: 42, scope: !10)
!56 = !DILocation(line: 9, column: 69, scope: !10)
!57 = !DILocation(line: 9, column: 67, scope: !10)
!58 = !DILocation(line: 9, column: 46, scope: !10)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 10, type: !13)
!60 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!61 = !DILocation(line: 10, column: 12, scope: !60)
!62 = !DILocation(line: 10, column: 8, scope: !60)
!63 = !DILocation(line: 10, column: 19, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 10, column: 3)
!65 = !DILocation(line: 10, column: 23, scope: !64)
!66 = !DILocation(line: 10, column: 21, scope: !64)
!67 = !DILocation(line: 10, column: 3, scope: !60)
!68 = !DILocation(line: 10, column: 38, scope: !64)
!69 = !DILocation(line: 10, column: 31, scope: !64)
!70 = !DILocation(line: 10, column: 33, scope: !64)
!71 = !DILocation(line: 10, column: 36, scope: !64)
!72 = !DILocation(line: 10, column: 27, scope: !64)
!73 = !DILocation(line: 10, column: 3, scope: !64)
!74 = distinct !{!74, !67, !75, !76}
!75 = !DILocation(line: 10, column: 38, scope: !60)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "t", scope: !78, file: !1, line: 11, type: !25)
!78 = distinct !DILexicalBlock(scope: !10, file: !1, line: 11, column: 3)
!79 = !DILocation(line: 11, column: 13, scope: !78)
!80 = !DILocation(line: 11, column: 8, scope: !78)
!81 = !DILocation(line: 11, column: 20, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !1, line: 11, column: 3)
!83 = !DILocation(line: 11, column: 24, scope: !82)
!84 = !DILocation(line: 11, column: 22, scope: !82)
!85 = !DILocation(line: 11, column: 3, scope: !78)
!86 = !DILocalVariable(name: "i", scope: !87, file: !1, line: 12, type: !13)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 12, column: 5)
!88 = distinct !DILexicalBlock(scope: !82, file: !1, line: 11, column: 36)
!89 = !DILocation(line: 12, column: 14, scope: !87)
!90 = !DILocation(line: 12, column: 10, scope: !87)
!91 = !DILocation(line: 12, column: 21, scope: !92)
!92 = distinct !DILexicalBlock(scope: !87, file: !1, line: 12, column: 5)
!93 = !DILocation(line: 12, column: 25, scope: !92)
!94 = !DILocation(line: 12, column: 27, scope: !92)
!95 = !DILocation(line: 12, column: 23, scope: !92)
!96 = !DILocation(line: 12, column: 5, scope: !87)
!97 = !DILocation(line: 12, column: 45, scope: !92)
!98 = !DILocation(line: 12, column: 47, scope: !92)
!99 = !DILocation(line: 12, column: 49, scope: !92)
!100 = !DILocation(line: 12, column: 56, scope: !92)
!101 = !DILocation(line: 12, column: 58, scope: !92)
!102 = !DILocation(line: 12, column: 54, scope: !92)
!103 = !DILocation(line: 12, column: 63, scope: !92)
!104 = !DILocation(line: 12, column: 65, scope: !92)
!105 = !DILocation(line: 12, column: 67, scope: !92)
!106 = !DILocation(line: 12, column: 61, scope: !92)
!107 = !DILocation(line: 12, column: 73, scope: !92)
!108 = !DILocation(line: 12, column: 37, scope: !92)
!109 = !DILocation(line: 12, column: 39, scope: !92)
!110 = !DILocation(line: 12, column: 42, scope: !92)
!111 = !DILocation(line: 12, column: 33, scope: !92)
!112 = !DILocation(line: 12, column: 5, scope: !92)
!113 = distinct !{!113, !96, !114, !76}
!114 = !DILocation(line: 12, column: 75, scope: !87)
!115 = !DILocalVariable(name: "w", scope: !88, file: !1, line: 13, type: !48)
!116 = !DILocation(line: 13, column: 12, scope: !88)
!117 = !DILocation(line: 13, column: 16, scope: !88)
!118 = !DILocation(line: 13, column: 23, scope: !88)
!119 = !DILocation(line: 13, column: 21, scope: !88)
!120 = !DILocation(line: 13, column: 30, scope: !88)
!121 = !DILocation(line: 13, column: 28, scope: !88)
!122 = !DILocation(line: 14, column: 3, scope: !88)
!123 = !DILocation(line: 11, column: 32, scope: !82)
!124 = !DILocation(line: 11, column: 3, scope: !82)
!125 = distinct !{!125, !85, !126, !76}
!126 = !DILocation(line: 14, column: 3, scope: !78)
!127 = !DILocation(line: 15, column: 18, scope: !10)
!128 = !DILocation(line: 15, column: 20, scope: !10)
!129 = !DILocation(line: 15, column: 22, scope: !10)
!130 = !DILocation(line: 15, column: 3, scope: !10)
!131 = !DILocation(line: 16, column: 3, scope: !10)
!132 = !DILocation(line: 17, column: 1, scope: !10)
