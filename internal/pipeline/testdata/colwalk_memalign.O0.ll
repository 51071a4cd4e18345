; ModuleID = 'colwalk_memalign.c'
source_filename = "colwalk_memalign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@stderr = external global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [15 x i8] c"out of memory\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !15 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !20, metadata !DIExpression()), !dbg !21
  store i32 60, i32* %2, align 4, !dbg !21
  call void @llvm.dbg.declare(metadata i32* %3, metadata !22, metadata !DIExpression()), !dbg !23
  store i32 80, i32* %3, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %4, metadata !24, metadata !DIExpression()), !dbg !27
  %7 = load i32, i32* %2, align 4, !dbg !28
  %8 = load i32, i32* %3, align 4, !dbg !29
  %9 = call double* @alloc_matrix(i32 noundef %7, i32 noundef %8), !dbg !30
  store double* %9, double** %4, align 8, !dbg !27
  call void @llvm.dbg.declare(metadata double** %5, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = load i32, i32* %2, align 4, !dbg !33
  %11 = load i32, i32* %3, align 4, !dbg !34
  %12 = call double* @alloc_matrix(i32 noundef %10, i32 noundef %11), !dbg !35
  store double* %12, double** %5, align 8, !dbg !32
  call void @llvm.dbg.declare(metadata i32* %6, metadata !36, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %6, align 4, !dbg !38
  br label %13, !dbg !39

13:                                               ; preds = %34, %0
  %14 = load i32, i32* %6, align 4, !dbg !40
  %15 = load i32, i32* %2, align 4, !dbg !42
  %16 = load i32, i32* %3, align 4, !dbg !43
  %17 = mul nsw i32 %15, %16, !dbg !44
  %18 = icmp slt i32 %14, %17, !dbg !45
  br i1 %18, label %19, label %37, !dbg !46

19:                                               ; preds = %13
  %20 = load i32, i32* %6, align 4, !dbg !47
  %21 = srem i32 %20, 7, !dbg !49
  %22 = sitofp i32 %21 to double, !dbg !47
  %23 = load double*, double** %4, align 8, !dbg !50
  %24 = load i32, i32* %6, align 4, !dbg !51
  %25 = sext i32 %24 to i64, !dbg !50
  %26 = getelementptr inbounds double, double* %23, i64 %25, !dbg !50
  store double %22, double* %26, align 8, !dbg !52
  %27 = load i32, i32* %6, align 4, !dbg !53
  %28 = srem i32 %27, 5, !dbg !54
  %29 = sitofp i32 %28 to double, !dbg !53
  %30 = load double*, double** %5, align 8, !dbg !55
  %31 = load i32, i32* %6, align 4, !dbg !56
  %32 = sext i32 %31 to i64, !dbg !55
  %33 = getelementptr inbounds double, double* %30, i64 %32, !dbg !55
  store double %29, double* %33, align 8, !dbg !57
  br label %34, !dbg !58

34:                                               ; preds = %19
  %35 = load i32, i32* %6, align 4, !dbg !59
  %36 = add nsw i32 %35, 1, !dbg !59
  store i32 %36, i32* %6, align 4, !dbg !59
  br label %13, !dbg !60, !llvm.loop !61

37:                                               ; preds = %13
  %38 = load i32, i32* %2, align 4, !dbg !64
  %39 = load i32, i32* %3, align 4, !dbg !65
  %40 = load double*, double** %4, align 8, !dbg !66
  %41 = load double*, double** %5, align 8, !dbg !67
  call void @colwalk(i32 noundef %38, i32 noundef %39, double* noundef %40, double* noundef %41), !dbg !68
  %42 = load double*, double** %4, align 8, !dbg !69
  %43 = load i32, i32* %2, align 4, !dbg !70
  %44 = load i32, i32* %3, align 4, !dbg !71
  %45 = mul nsw i32 %43, %44, !dbg !72
  %46 = sub nsw i32 %45, 1, !dbg !73
  %47 = sext i32 %46 to i64, !dbg !69
  %48 = getelementptr inbounds double, double* %42, i64 %47, !dbg !69
  %49 = load double, double* %48, align 8, !dbg !69
  %50 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %49), !dbg !74
  %51 = load double*, double** %4, align 8, !dbg !75
  %52 = bitcast double* %51 to i8*, !dbg !75
  call void @free(i8* noundef %52) #5, !dbg !76
  %53 = load double*, double** %5, align 8, !dbg !77
  %54 = bitcast double* %53 to i8*, !dbg !77
  call void @free(i8* noundef %54) #5, !dbg !78
  ret i32 0, !dbg !79
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double* @alloc_matrix(i32 noundef %0, i32 noundef %1) #0 !dbg !80 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8*, align 8
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !83, metadata !DIExpression()), !dbg !84
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata i8** %5, metadata !87, metadata !DIExpression()), !dbg !88
  store i8* null, i8** %5, align 8, !dbg !88
  %6 = load i32, i32* %3, align 4, !dbg !89
  %7 = sext i32 %6 to i64, !dbg !91
  %8 = load i32, i32* %4, align 4, !dbg !92
  %9 = sext i32 %8 to i64, !dbg !92
  %10 = mul i64 %7, %9, !dbg !93
  %11 = mul i64 %10, 8, !dbg !94
  %12 = call i32 @posix_memalign(i8** noundef %5, i64 noundef 4096, i64 noundef %11) #5, !dbg !95
  %13 = icmp ne i32 %12, 0, !dbg !96
  br i1 %13, label %14, label %17, !dbg !97

14:                                               ; preds = %2
  %15 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !98
  %16 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %15, i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0)), !dbg !100
  call void @exit(i32 noundef 1) #6, !dbg !101
  unreachable, !dbg !101

17:                                               ; preds = %2
  %18 = load i8*, i8** %5, align 8, !dbg !102
  %19 = bitcast i8* %18 to double*, !dbg !102
  ret double* %19, !dbg !103
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @colwalk(i32 noundef %0, i32 noundef %1, double* noundef %2, double* noundef %3) #0 !dbg !104 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 %1, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !109, metadata !DIExpression()), !dbg !110
  store double* %2, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !111, metadata !DIExpression()), !dbg !112
  store double* %3, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !113, metadata !DIExpression()), !dbg !114
  call void @llvm.dbg.declare(metadata i32* %9, metadata !115, metadata !DIExpression()), !dbg !117
  store i32 0, i32* %9, align 4, !dbg !117
  br label %14, !dbg !118

14:                                               ; preds = %87, %4
  %15 = load i32, i32* %9, align 4, !dbg !119
  %16 = load i32, i32* %6, align 4, !dbg !121
  %17 = icmp slt i32 %15, %16, !dbg !122
  br i1 %17, label %18, label %90, !dbg !123

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata i32* %10, metadata !124, metadata !DIExpression()), !dbg !126
  store i32 0, i32* %10, align 4, !dbg !126
  br label %19, !dbg !127

19:                                               ; preds = %83, %18
  %20 = load i32, i32* %10, align 4, !dbg !128
  %21 = load i32, i32* %9, align 4, !dbg !130
  %22 = icmp slt i32 %20, %21, !dbg !131
  br i1 %22, label %23, label %86, !dbg !132

23:                                               ; preds = %19
  call void @llvm.dbg.declare(metadata double* %11, metadata !133, metadata !DIExpression()), !dbg !135
  store double 0.000000e+00, double* %11, align 8, !dbg !135
  call void @llvm.dbg.declare(metadata i32* %12, metadata !136, metadata !DIExpression()), !dbg !138
  store i32 0, i32* %12, align 4, !dbg !138
  br label %24, !dbg !139

24:                                               ; preds = %49, %23
  %25 = load i32, i32* %12, align 4, !dbg !140
  %26 = load i32, i32* %5, align 4, !dbg !142
  %27 = icmp slt i32 %25, %26, !dbg !143
  br i1 %27, label %28, label %52, !dbg !144

28:                                               ; preds = %24
  %29 = load double*, double** %8, align 8, !dbg !145
  %30 = load i32, i32* %12, align 4, !dbg !146
  %31 = load i32, i32* %6, align 4, !dbg !147
  %32 = mul nsw i32 %30, %31, !dbg !148
  %33 = load i32, i32* %10, align 4, !dbg !149
  %34 = add nsw i32 %32, %33, !dbg !150
  %35 = sext i32 %34 to i64, !dbg !145
  %36 = getelementptr inbounds double, double* %29, i64 %35, !dbg !145
  %37 = load double, double* %36, align 8, !dbg !145
  %38 = load double*, double** %7, align 8, !dbg !151
  %39 = load i32, i32* %12, align 4, !dbg !152
  %40 = load i32, i32* %6, align 4, !dbg !153
  %41 = mul nsw i32 %39, %40, !dbg !154
  %42 = load i32, i32* %9, align 4, !dbg !155
  %43 = add nsw i32 %41, %42, !dbg !156
  %44 = sext i32 %43 to i64, !dbg !151
  %45 = getelementptr inbounds double, double* %38, i64 %44, !dbg !151
  %46 = load double, double* %45, align 8, !dbg !151
  %47 = load double, double* %11, align 8, !dbg !157
  %48 = call double @llvm.fmuladd.f64(double %37, double %46, double %47), !dbg !157
  store double %48, double* %11, align 8, !dbg !157
  br label %49, !dbg !158

49:                                               ; preds = %28
  %50 = load i32, i32* %12, align 4, !dbg !159
  %51 = add nsw i32 %50, 1, !dbg !159
  store i32 %51, i32* %12, align 4, !dbg !159
  br label %24, !dbg !160, !llvm.loop !161

52:                                               ; preds = %24
  call void @llvm.dbg.declare(metadata i32* %13, metadata !163, metadata !DIExpression()), !dbg !165
  store i32 0, i32* %13, align 4, !dbg !165
  br label %53, !dbg !166

53:                                               ; preds = %79, %52
  %54 = load i32, i32* %13, align 4, !dbg !167
  %55 = load i32, i32* %5, align 4, !dbg !169
  %56 = icmp slt i32 %54, %55, !dbg !170
  br i1 %56, label %57, label %82, !dbg !171

57:                                               ; preds = %53
  %58 = load double, double* %11, align 8, !dbg !172
  %59 = load double*, double** %8, align 8, !dbg !173
  %60 = load i32, i32* %13, align 4, !dbg !174
  %61 = load i32, i32* %6, align 4, !dbg !175
  %62 = mul nsw i32 %60, %61, !dbg !176
  %63 = load i32, i32* %10, align 4, !dbg !177
  %64 = add nsw i32 %62, %63, !dbg !178
  %65 = sext i32 %64 to i64, !dbg !173
  %66 = getelementptr inbounds double, double* %59, i64 %65, !dbg !173
  %67 = load double, double* %66, align 8, !dbg !173
  %68 = load double*, double** %7, align 8, !dbg !179
  %69 = load i32, i32* %13, align 4, !dbg !180
  %70 = load i32, i32* %6, align 4, !dbg !181
  %71 = mul nsw i32 %69, %70, !dbg !182
  %72 = load i32, i32* %9, align 4, !dbg !183
  %73 = add nsw i32 %71, %72, !dbg !184
  %74 = sext i32 %73 to i64, !dbg !179
  %75 = getelementptr inbounds double, double* %68, i64 %74, !dbg !179
  %76 = load double, double* %75, align 8, !dbg !185
  %77 = fneg double %58, !dbg !185
  %78 = call double @llvm.fmuladd.f64(double %77, double %67, double %76), !dbg !185
  store double %78, double* %75, align 8, !dbg !185
  br label %79, !dbg !179

79:                                               ; preds = %57
  %80 = load i32, i32* %13, align 4, !dbg !186
  %81 = add nsw i32 %80, 1, !dbg !186
  store i32 %81, i32* %13, align 4, !dbg !186
  br label %53, !dbg !187, !llvm.loop !188

82:                                               ; preds = %53
  br label %83, !dbg !190

83:                                               ; preds = %82
  %84 = load i32, i32* %10, align 4, !dbg !191
  %85 = add nsw i32 %84, 1, !dbg !191
  store i32 %85, i32* %10, align 4, !dbg !191
  br label %19, !dbg !192, !llvm.loop !193

86:                                               ; preds = %19
  br label %87, !dbg !194

87:                                               ; preds = %86
  %88 = load i32, i32* %9, align 4, !dbg !195
  %89 = add nsw i32 %88, 1, !dbg !195
  store i32 %89, i32* %9, align 4, !dbg !195
  br label %14, !dbg !196, !llvm.loop !197

90:                                               ; preds = %14
  ret void, !dbg !199
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

; Function Attrs: nounwind
declare i32 @posix_memalign(i8** noundef, i64 noundef, i64 noundef) #3

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "colwalk_memalign.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0034daf3103d0351821639d0e0fc6b99")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 31, type: !16, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{}
!20 = !DILocalVariable(name: "m", scope: !15, file: !1, line: 32, type: !18)
!21 = !DILocation(line: 32, column: 7, scope: !15)
!22 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 32, type: !18)
!23 = !DILocation(line: 32, column: 15, scope: !15)
!24 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 33, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!27 = !DILocation(line: 33, column: 11, scope: !15)
!28 = !DILocation(line: 33, column: 28, scope: !15)
!29 = !DILocation(line: 33, column: 31, scope: !15)
!30 = !DILocation(line: 33, column: 15, scope: !15)
!31 = !DILocalVariable(name: "q", scope: !15, file: !1, line: 33, type: !25)
!32 = !DILocation(line: 33, column: 36, scope: !15)
!33 = !DILocation(line: 33, column: 53, scope: !15)
!34 = !DILocation(line: 33, column: 56, scope: !15)
!35 = !DILocation(line: 33, column: 40, scope: !15)
!36 = !DILocalVariable(name: "i", scope: !37, file: !1, line: 34, type: !18)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 34, column: 3)
!38 = !DILocation(line: 34, column: 12, scope: !37)
!39 = !DILocation(line: 34, column: 8, scope: !37)
!40 = !DILocation(line: 34, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !1, line: 34, column: 3)
!42 = !DILocation(line: 34, column: 23, scope: !41)
!43 = !DILocation(line: 34, column: 27, scope: !41)
!44 = !DILocation(line: 34, column: 25, scope: !41)
!45 = !DILocation(line: 34, column: 21, scope: !41)
!46 = !DILocation(line: 34, column: 3, scope: !37)
!47 = !DILocation(line: 35, column: 12, scope: !48)
!48 = distinct !DILexicalBlock(scope: !41, file: !1, line: 34, column: 35)
!49 = !DILocation(line: 35, column: 14, scope: !48)
!50 = !DILocation(line: 35, column: 5, scope: !48)
!51 = !DILocation(line: 35, column: 7, scope: !48)
!52 = !DILocation(line: 35, column: 10, scope: !48)
!53 = !DILocation(line: 36, column: 12, scope: !48)
!54 = !DILocation(line: 36, column: 14, scope: !48)
!55 = !DILocation(line: 36, column: 5, scope: !48)
!56 = !DILocation(line: 36, column: 7, scope: !48)
!57 = !DILocation(line: 36, column: 10, scope: !48)
!58 = !DILocation(line: 37, column: 3, scope: !48)
!59 = !DILocation(line: 34, column: 31, scope: !41)
!60 = !DILocation(line: 34, column: 3, scope: !41)
!61 = distinct !{!61, !46, !62, !63}
!62 = !DILocation(line: 37, column: 3, scope: !37)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 38, column: 11, scope: !15)
!65 = !DILocation(line: 38, column: 14, scope: !15)
!66 = !DILocation(line: 38, column: 17, scope: !15)
!67 = !DILocation(line: 38, column: 20, scope: !15)
!68 = !DILocation(line: 38, column: 3, scope: !15)
!69 = !DILocation(line: 39, column: 18, scope: !15)
!70 = !DILocation(line: 39, column: 20, scope: !15)
!71 = !DILocation(line: 39, column: 24, scope: !15)
!72 = !DILocation(line: 39, column: 22, scope: !15)
!73 = !DILocation(line: 39, column: 26, scope: !15)
!74 = !DILocation(line: 39, column: 3, scope: !15)
!75 = !DILocation(line: 40, column: 8, scope: !15)
!76 = !DILocation(line: 40, column: 3, scope: !15)
!77 = !DILocation(line: 41, column: 8, scope: !15)
!78 = !DILocation(line: 41, column: 3, scope: !15)
!79 = !DILocation(line: 42, column: 3, scope: !15)
!80 = distinct !DISubprogram(name: "alloc_matrix", scope: !1, file: !1, line: 11, type: !81, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!81 = !DISubroutineType(types: !82)
!82 = !{!25, !18, !18}
!83 = !DILocalVariable(name: "rows", arg: 1, scope: !80, file: !1, line: 11, type: !18)
!84 = !DILocation(line: 11, column: 33, scope: !80)
!85 = !DILocalVariable(name: "cols", arg: 2, scope: !80, file: !1, line: 11, type: !18)
!86 = !DILocation(line: 11, column: 43, scope: !80)
!87 = !DILocalVariable(name: "r", scope: !80, file: !1, line: 12, type: !3)
!88 = !DILocation(line: 12, column: 9, scope: !80)
!89 = !DILocation(line: 13, column: 40, scope: !90)
!90 = distinct !DILexicalBlock(scope: !80, file: !1, line: 13, column: 7)
!91 = !DILocation(line: 13, column: 32, scope: !90)
!92 = !DILocation(line: 13, column: 47, scope: !90)
!93 = !DILocation(line: 13, column: 45, scope: !90)
!94 = !DILocation(line: 13, column: 52, scope: !90)
!95 = !DILocation(line: 13, column: 7, scope: !90)
!96 = !DILocation(line: 13, column: 70, scope: !90)
!97 = !DILocation(line: 13, column: 7, scope: !80)
!98 = !DILocation(line: 14, column: 13, scope: !99)
!99 = distinct !DILexicalBlock(scope: !90, file: !1, line: 13, column: 76)
!100 = !DILocation(line: 14, column: 5, scope: !99)
!101 = !DILocation(line: 15, column: 5, scope: !99)
!102 = !DILocation(line: 17, column: 10, scope: !80)
!103 = !DILocation(line: 17, column: 3, scope: !80)
!104 = distinct !DISubprogram(name: "colwalk", scope: !1, file: !1, line: 20, type: !105, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !18, !18, !25, !25}
!107 = !DILocalVariable(name: "m", arg: 1, scope: !104, file: !1, line: 20, type: !18)
!108 = !DILocation(line: 20, column: 25, scope: !104)
!109 = !DILocalVariable(name: "n", arg: 2, scope: !104, file: !1, line: 20, type: !18)
!110 = !DILocation(line: 20, column: 32, scope: !104)
!111 = !DILocalVariable(name: "a", arg: 3, scope: !104, file: !1, line: 20, type: !25)
!112 = !DILocation(line: 20, column: 43, scope: !104)
!113 = !DILocalVariable(name: "q", arg: 4, scope: !104, file: !1, line: 20, type: !25)
!114 = !DILocation(line: 20, column: 54, scope: !104)
!115 = !DILocalVariable(name: "j", scope: !116, file: !1, line: 21, type: !18)
!116 = distinct !DILexicalBlock(scope: !104, file: !1, line: 21, column: 3)
!117 = !DILocation(line: 21, column: 12, scope: !116)
!118 = !DILocation(line: 21, column: 8, scope: !116)
!119 = !DILocation(line: 21, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !1, line: 21, column: 3)
!121 = !DILocation(line: 21, column: 23, scope: !120)
!122 = !DILocation(line: 21, column: 21, scope: !120)
!123 = !DILocation(line: 21, column: 3, scope: !116)
!124 = !DILocalVariable(name: "k", scope: !125, file: !1, line: 22, type: !18)
!125 = distinct !DILexicalBlock(scope: !120, file: !1, line: 22, column: 5)
!126 = !DILocation(line: 22, column: 14, scope: !125)
!127 = !DILocation(line: 22, column: 10, scope: !125)
!128 = !DILocation(line: 22, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !1, line: 22, column: 5)
!130 = !DILocation(line: 22, column: 25, scope: !129)
!131 = !DILocation(line: 22, column: 23, scope: !129)
!132 = !DILocation(line: 22, column: 5, scope: !125)
!133 = !DILocalVariable(name: "s", scope: !134, file: !1, line: 23, type: !26)
!134 = distinct !DILexicalBlock(scope: !129, file: !1, line: 22, column: 33)
!135 = !DILocation(line: 23, column: 14, scope: !134)
!136 = !DILocalVariable(name: "i", scope: !137, file: !1, line: 24, type: !18)
!137 = distinct !DILexicalBlock(scope: !134, file: !1, line: 24, column: 7)
!138 = !DILocation(line: 24, column: 16, scope: !137)
!139 = !DILocation(line: 24, column: 12, scope: !137)
!140 = !DILocation(line: 24, column: 23, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !1, line: 24, column: 7)
!142 = !DILocation(line: 24, column: 27, scope: !141)
!143 = !DILocation(line: 24, column: 25, scope: !141)
!144 = !DILocation(line: 24, column: 7, scope: !137)
!145 = !DILocation(line: 25, column: 14, scope: !141)
!146 = !DILocation(line: 25, column: 16, scope: !141)
!147 = !DILocation(line: 25, column: 20, scope: !141)
!148 = !DILocation(line: 25, column: 18, scope: !141)
!149 = !DILocation(line: 25, column: 24, scope: !141)
!150 = !DILocation(line: 25, column: 22, scope: !141)
!151 = !DILocation(line: 25, column: 29, scope: !141)
!152 = !DILocation(line: 25, column: 31, scope: !141)
!153 = !DILocation(line: 25, column: 35, scope: !141)
!154 = !DILocation(line: 25, column: 33, scope: !141)
!155 = !DILocation(line: 25, column: 39, scope: !141)
!156 = !DILocation(line: 25, column: 37, scope: !141)
!157 = !DILocation(line: 25, column: 11, scope: !141)
!158 = !DILocation(line: 25, column: 9, scope: !141)
!159 = !DILocation(line: 24, column: 31, scope: !141)
!160 = !DILocation(line: 24, column: 7, scope: !141)
!161 = distinct !{!161, !144, !162, !63}
!162 = !DILocation(line: 25, column: 40, scope: !137)
!163 = !DILocalVariable(name: "i", scope: !164, file: !1, line: 26, type: !18)
!164 = distinct !DILexicalBlock(scope: !134, file: !1, line: 26, column: 7)
!165 = !DILocation(line: 26, column: 16, scope: !164)
!166 = !DILocation(line: 26, column: 12, scope: !164)
!167 = !DILocation(line: 26, column: 23, scope: !168)
!168 = distinct !DILexicalBlock(scope: !164, file: !1, line: 26, column: 7)
!169 = !DILocation(line: 26, column: 27, scope: !168)
!170 = !DILocation(line: 26, column: 25, scope: !168)
!171 = !DILocation(line: 26, column: 7, scope: !164)
!172 = !DILocation(line: 27, column: 25, scope: !168)
!173 = !DILocation(line: 27, column: 29, scope: !168)
!174 = !DILocation(line: 27, column: 31, scope: !168)
!175 = !DILocation(line: 27, column: 35, scope: !168)
!176 = !DILocation(line: 27, column: 33, scope: !168)
!177 = !DILocation(line: 27, column: 39, scope: !168)
!178 = !DILocation(line: 27, column: 37, scope: !168)
!179 = !DILocation(line: 27, column: 9, scope: !168)
!180 = !DILocation(line: 27, column: 11, scope: !168)
!181 = !DILocation(line: 27, column: 15, scope: !168)
!182 = !DILocation(line: 27, column: 13, scope: !168)
!183 = !DILocation(line: 27, column: 19, scope: !168)
!184 = !DILocation(line: 27, column: 17, scope: !168)
!185 = !DILocation(line: 27, column: 22, scope: !168)
!186 = !DILocation(line: 26, column: 31, scope: !168)
!187 = !DILocation(line: 26, column: 7, scope: !168)
!188 = distinct !{!188, !171, !189, !63}
!189 = !DILocation(line: 27, column: 40, scope: !164)
!190 = !DILocation(line: 28, column: 5, scope: !134)
!191 = !DILocation(line: 22, column: 29, scope: !129)
!192 = !DILocation(line: 22, column: 5, scope: !129)
!193 = distinct !{!193, !132, !194, !63}
!194 = !DILocation(line: 28, column: 5, scope: !125)
!195 = !DILocation(line: 21, column: 27, scope: !120)
!196 = !DILocation(line: 21, column: 3, scope: !120)
!197 = distinct !{!197, !123, !198, !63}
!198 = !DILocation(line: 28, column: 5, scope: !116)
!199 = !DILocation(line: 29, column: 1, scope: !104)
