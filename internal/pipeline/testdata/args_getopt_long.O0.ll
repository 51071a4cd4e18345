; ModuleID = 'args_getopt_long.c'
source_filename = "args_getopt_long.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.config = type { i32, i32, i32 }
%struct.option = type { i8*, i32, i32*, i32 }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@__const.main.cfg = private unnamed_addr constant %struct.config { i32 1000, i32 2, i32 0 }, align 4
@.str = private unnamed_addr constant [14 x i8] c"n=%d reps=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@parse.longs = internal constant [4 x %struct.option] [%struct.option { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0), i32 1, i32* null, i32 110 }, %struct.option { i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.3, i32 0, i32 0), i32 1, i32* null, i32 114 }, %struct.option { i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i32 0, i32 0), i32 0, i32* null, i32 118 }, %struct.option zeroinitializer], align 16, !dbg !0
@.str.2 = private unnamed_addr constant [5 x i8] c"size\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"reps\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"verbose\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"n:r:v\00", align 1
@optarg = external global i8*, align 8
@stderr = external global %struct._IO_FILE*, align 8
@.str.6 = private unnamed_addr constant [38 x i8] c"usage: %s [--size N] [--reps R] [-v]\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !41 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.config, align 4
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !44, metadata !DIExpression()), !dbg !45
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !46, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.declare(metadata %struct.config* %6, metadata !48, metadata !DIExpression()), !dbg !49
  %12 = bitcast %struct.config* %6 to i8*, !dbg !49
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %12, i8* align 4 bitcast (%struct.config* @__const.main.cfg to i8*), i64 12, i1 false), !dbg !49
  %13 = load i32, i32* %4, align 4, !dbg !50
  %14 = load i8**, i8*** %5, align 8, !dbg !51
  call void @parse(i32 noundef %13, i8** noundef %14, %struct.config* noundef %6), !dbg !52
  call void @llvm.dbg.declare(metadata double** %7, metadata !53, metadata !DIExpression()), !dbg !56
  %15 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 0, !dbg !57
  %16 = load i32, i32* %15, align 4, !dbg !57
  %17 = sext i32 %16 to i64, !dbg !58
  %18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #7, !dbg !59
  %19 = bitcast i8* %18 to double*, !dbg !59
  store double* %19, double** %7, align 8, !dbg !56
  call void @llvm.dbg.declare(metadata double** %8, metadata !60, metadata !DIExpression()), !dbg !61
  %20 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 0, !dbg !62
  %21 = load i32, i32* %20, align 4, !dbg !62
  %22 = sext i32 %21 to i64, !dbg !63
  %23 = mul i64 8, %22, !dbg !64
  %24 = call noalias i8* @malloc(i64 noundef %23) #7, !dbg !65
  %25 = bitcast i8* %24 to double*, !dbg !65
  store double* %25, double** %8, align 8, !dbg !61
  call void @llvm.dbg.declare(metadata i32* %9, metadata !66, metadata !DIExpression()), !dbg !68
  store i32 0, i32* %9, align 4, !dbg !68
  br label %26, !dbg !69

26:                                               ; preds = %39, %2
  %27 = load i32, i32* %9, align 4, !dbg !70
  %28 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 0, !dbg !72
  %29 = load i32, i32* %28, align 4, !dbg !72
  %30 = icmp slt i32 %27, %29, !dbg !73
  br i1 %30, label %31, label %42, !dbg !74

31:                                               ; preds = %26
  %32 = load i32, i32* %9, align 4, !dbg !75
  %33 = srem i32 %32, 10, !dbg !76
  %34 = sitofp i32 %33 to double, !dbg !75
  %35 = load double*, double** %8, align 8, !dbg !77
  %36 = load i32, i32* %9, align 4, !dbg !78
  %37 = sext i32 %36 to i64, !dbg !77
  %38 = getelementptr inbounds double, double* %35, i64 %37, !dbg !77
  store double %34, double* %38, align 8, !dbg !79
  br label %39, !dbg !77

39:                                               ; preds = %31
  %40 = load i32, i32* %9, align 4, !dbg !80
  %41 = add nsw i32 %40, 1, !dbg !80
  store i32 %41, i32* %9, align 4, !dbg !80
  br label %26, !dbg !81, !llvm.loop !82

42:                                               ; preds = %26
  call void @llvm.dbg.declare(metadata double* %10, metadata !85, metadata !DIExpression()), !dbg !86
  store double 0.000000e+00, double* %10, align 8, !dbg !86
  call void @llvm.dbg.declare(metadata i32* %11, metadata !87, metadata !DIExpression()), !dbg !89
  store i32 0, i32* %11, align 4, !dbg !89
  br label %43, !dbg !90

43:                                               ; preds = %56, %42
  %44 = load i32, i32* %11, align 4, !dbg !91
  %45 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 1, !dbg !93
  %46 = load i32, i32* %45, align 4, !dbg !93
  %47 = icmp slt i32 %44, %46, !dbg !94
  br i1 %47, label %48, label %59, !dbg !95

48:                                               ; preds = %43
  %49 = load double*, double** %7, align 8, !dbg !96
  %50 = load double*, double** %8, align 8, !dbg !97
  %51 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 0, !dbg !98
  %52 = load i32, i32* %51, align 4, !dbg !98
  %53 = call double @stream(double* noundef %49, double* noundef %50, i32 noundef %52), !dbg !99
  %54 = load double, double* %10, align 8, !dbg !100
  %55 = fadd double %54, %53, !dbg !100
  store double %55, double* %10, align 8, !dbg !100
  br label %56, !dbg !101

56:                                               ; preds = %48
  %57 = load i32, i32* %11, align 4, !dbg !102
  %58 = add nsw i32 %57, 1, !dbg !102
  store i32 %58, i32* %11, align 4, !dbg !102
  br label %43, !dbg !103, !llvm.loop !104

59:                                               ; preds = %43
  %60 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 2, !dbg !106
  %61 = load i32, i32* %60, align 4, !dbg !106
  %62 = icmp ne i32 %61, 0, !dbg !108
  br i1 %62, label %63, label %69, !dbg !109

63:                                               ; preds = %59
  %64 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 0, !dbg !110
  %65 = load i32, i32* %64, align 4, !dbg !110
  %66 = getelementptr inbounds %struct.config, %struct.config* %6, i32 0, i32 1, !dbg !111
  %67 = load i32, i32* %66, align 4, !dbg !111
  %68 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str, i64 0, i64 0), i32 noundef %65, i32 noundef %67), !dbg !112
  br label %69, !dbg !112

69:                                               ; preds = %63, %59
  %70 = load double, double* %10, align 8, !dbg !113
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %70), !dbg !114
  ret i32 0, !dbg !115
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @parse(i32 noundef %0, i8** noundef %1, %struct.config* noundef %2) #0 !dbg !2 {
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.config*, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !116, metadata !DIExpression()), !dbg !117
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !118, metadata !DIExpression()), !dbg !119
  store %struct.config* %2, %struct.config** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.config** %6, metadata !120, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.declare(metadata i32* %7, metadata !122, metadata !DIExpression()), !dbg !123
  br label %8, !dbg !124

8:                                                ; preds = %34, %3
  %9 = load i32, i32* %4, align 4, !dbg !125
  %10 = load i8**, i8*** %5, align 8, !dbg !126
  %11 = call i32 @getopt_long(i32 noundef %9, i8** noundef %10, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.5, i64 0, i64 0), %struct.option* noundef getelementptr inbounds ([4 x %struct.option], [4 x %struct.option]* @parse.longs, i64 0, i64 0), i32* noundef null) #7, !dbg !127
  store i32 %11, i32* %7, align 4, !dbg !128
  %12 = icmp ne i32 %11, -1, !dbg !129
  br i1 %12, label %13, label %35, !dbg !124

13:                                               ; preds = %8
  %14 = load i32, i32* %7, align 4, !dbg !130
  switch i32 %14, label %28 [
    i32 110, label %15
    i32 114, label %20
    i32 118, label %25
  ], !dbg !132

15:                                               ; preds = %13
  %16 = load i8*, i8** @optarg, align 8, !dbg !133
  %17 = call i32 @atoi(i8* noundef %16) #8, !dbg !135
  %18 = load %struct.config*, %struct.config** %6, align 8, !dbg !136
  %19 = getelementptr inbounds %struct.config, %struct.config* %18, i32 0, i32 0, !dbg !137
  store i32 %17, i32* %19, align 4, !dbg !138
  br label %34, !dbg !139

20:                                               ; preds = %13
  %21 = load i8*, i8** @optarg, align 8, !dbg !140
  %22 = call i32 @atoi(i8* noundef %21) #8, !dbg !141
  %23 = load %struct.config*, %struct.config** %6, align 8, !dbg !142
  %24 = getelementptr inbounds %struct.config, %struct.config* %23, i32 0, i32 1, !dbg !143
  store i32 %22, i32* %24, align 4, !dbg !144
  br label %34, !dbg !145

25:                                               ; preds = %13
  %26 = load %struct.config*, %struct.config** %6, align 8, !dbg !146
  %27 = getelementptr inbounds %struct.config, %struct.config* %26, i32 0, i32 2, !dbg !147
  store i32 1, i32* %27, align 4, !dbg !148
  br label %34, !dbg !149

28:                                               ; preds = %13
  %29 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !150
  %30 = load i8**, i8*** %5, align 8, !dbg !151
  %31 = getelementptr inbounds i8*, i8** %30, i64 0, !dbg !151
  %32 = load i8*, i8** %31, align 8, !dbg !151
  %33 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %29, i8* noundef getelementptr inbounds ([38 x i8], [38 x i8]* @.str.6, i64 0, i64 0), i8* noundef %32), !dbg !152
  call void @exit(i32 noundef 2) #9, !dbg !153
  unreachable, !dbg !153

34:                                               ; preds = %25, %20, %15
  br label %8, !dbg !124, !llvm.loop !154

35:                                               ; preds = %8
  ret void, !dbg !156
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #3

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @stream(double* noundef %0, double* noundef %1, i32 noundef %2) #0 !dbg !157 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !162, metadata !DIExpression()), !dbg !163
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !164, metadata !DIExpression()), !dbg !165
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !166, metadata !DIExpression()), !dbg !167
  call void @llvm.dbg.declare(metadata double* %7, metadata !168, metadata !DIExpression()), !dbg !169
  store double 0.000000e+00, double* %7, align 8, !dbg !169
  call void @llvm.dbg.declare(metadata i32* %8, metadata !170, metadata !DIExpression()), !dbg !172
  store i32 0, i32* %8, align 4, !dbg !172
  br label %9, !dbg !173

9:                                                ; preds = %32, %3
  %10 = load i32, i32* %8, align 4, !dbg !174
  %11 = load i32, i32* %6, align 4, !dbg !176
  %12 = icmp slt i32 %10, %11, !dbg !177
  br i1 %12, label %13, label %35, !dbg !178

13:                                               ; preds = %9
  %14 = load double*, double** %5, align 8, !dbg !179
  %15 = load i32, i32* %8, align 4, !dbg !181
  %16 = sext i32 %15 to i64, !dbg !179
  %17 = getelementptr inbounds double, double* %14, i64 %16, !dbg !179
  %18 = load double, double* %17, align 8, !dbg !179
  %19 = load double*, double** %4, align 8, !dbg !182
  %20 = load i32, i32* %8, align 4, !dbg !183
  %21 = sext i32 %20 to i64, !dbg !182
  %22 = getelementptr inbounds double, double* %19, i64 %21, !dbg !182
  %23 = load double, double* %22, align 8, !dbg !184
  %24 = call double @llvm.fmuladd.f64(double 5.000000e-01, double %18, double %23), !dbg !184
  store double %24, double* %22, align 8, !dbg !184
  %25 = load double*, double** %4, align 8, !dbg !185
  %26 = load i32, i32* %8, align 4, !dbg !186
  %27 = sext i32 %26 to i64, !dbg !185
  %28 = getelementptr inbounds double, double* %25, i64 %27, !dbg !185
  %29 = load double, double* %28, align 8, !dbg !185
  %30 = load double, double* %7, align 8, !dbg !187
  %31 = fadd double %30, %29, !dbg !187
  store double %31, double* %7, align 8, !dbg !187
  br label %32, !dbg !188

32:                                               ; preds = %13
  %33 = load i32, i32* %8, align 4, !dbg !189
  %34 = add nsw i32 %33, 1, !dbg !189
  store i32 %34, i32* %8, align 4, !dbg !189
  br label %9, !dbg !190, !llvm.loop !191

35:                                               ; preds = %9
  %36 = load double, double* %7, align 8, !dbg !193
  ret double %36, !dbg !194
}

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare i32 @getopt_long(i32 noundef, i8** noundef, i8* noundef, %struct.option* noundef, i32* noundef) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #5

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #4

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind readonly willreturn }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "longs", scope: !2, file: !3, line: 7, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "parse", scope: !3, file: !3, line: 6, type: !4, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16, retainedNodes: !18)
!3 = !DIFile(filename: "args_getopt_long.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a37d06a675906840d26e9def5c138a55")
!4 = !DISubroutineType(types: !5)
!5 = !{null, !6, !7, !10}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "config", file: !3, line: 5, size: 96, elements: !12)
!12 = !{!13, !14, !15}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !11, file: !3, line: 5, baseType: !6, size: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "reps", scope: !11, file: !3, line: 5, baseType: !6, size: 32, offset: 32)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "verbose", scope: !11, file: !3, line: 5, baseType: !6, size: 32, offset: 64)
!16 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0}
!18 = !{}
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 1024, elements: !31)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "option", file: !22, line: 50, size: 256, elements: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/getopt_ext.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f86ba96a508c530fa381ae1dafe9eb")
!23 = !{!24, !27, !28, !30}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !21, file: !22, line: 52, baseType: !25, size: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "has_arg", scope: !21, file: !22, line: 55, baseType: !6, size: 32, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "flag", scope: !21, file: !22, line: 56, baseType: !29, size: 64, offset: 128)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !21, file: !22, line: 57, baseType: !6, size: 32, offset: 192)
!31 = !{!32}
!32 = !DISubrange(count: 4)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 7, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 1}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 14.0.6"}
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !42, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !18)
!42 = !DISubroutineType(types: !43)
!43 = !{!6, !6, !7}
!44 = !DILocalVariable(name: "argc", arg: 1, scope: !41, file: !3, line: 27, type: !6)
!45 = !DILocation(line: 27, column: 14, scope: !41)
!46 = !DILocalVariable(name: "argv", arg: 2, scope: !41, file: !3, line: 27, type: !7)
!47 = !DILocation(line: 27, column: 27, scope: !41)
!48 = !DILocalVariable(name: "cfg", scope: !41, file: !3, line: 28, type: !11)
!49 = !DILocation(line: 28, column: 17, scope: !41)
!50 = !DILocation(line: 29, column: 9, scope: !41)
!51 = !DILocation(line: 29, column: 15, scope: !41)
!52 = !DILocation(line: 29, column: 3, scope: !41)
!53 = !DILocalVariable(name: "a", scope: !41, file: !3, line: 30, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!56 = !DILocation(line: 30, column: 11, scope: !41)
!57 = !DILocation(line: 30, column: 26, scope: !41)
!58 = !DILocation(line: 30, column: 22, scope: !41)
!59 = !DILocation(line: 30, column: 15, scope: !41)
!60 = !DILocalVariable(name: "b", scope: !41, file: !3, line: 30, type: !54)
!61 = !DILocation(line: 30, column: 42, scope: !41)
!62 = !DILocation(line: 30, column: 74, scope: !41)
!63 = !DILocation(line: 30, column: 70, scope: !41)
!64 = !DILocation(line: 30, column: 68, scope: !41)
!65 = !DILocation(line: 30, column: 46, scope: !41)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 31, type: !6)
!67 = distinct !DILexicalBlock(scope: !41, file: !3, line: 31, column: 3)
!68 = !DILocation(line: 31, column: 12, scope: !67)
!69 = !DILocation(line: 31, column: 8, scope: !67)
!70 = !DILocation(line: 31, column: 19, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 31, column: 3)
!72 = !DILocation(line: 31, column: 27, scope: !71)
!73 = !DILocation(line: 31, column: 21, scope: !71)
!74 = !DILocation(line: 31, column: 3, scope: !67)
!75 = !DILocation(line: 31, column: 42, scope: !71)
!76 = !DILocation(line: 31, column: 44, scope: !71)
!77 = !DILocation(line: 31, column: 35, scope: !71)
!78 = !DILocation(line: 31, column: 37, scope: !71)
!79 = !DILocation(line: 31, column: 40, scope: !71)
!80 = !DILocation(line: 31, column: 31, scope: !71)
!81 = !DILocation(line: 31, column: 3, scope: !71)
!82 = distinct !{!82, !74, !83, !84}
!83 = !DILocation(line: 31, column: 46, scope: !67)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocalVariable(name: "t", scope: !41, file: !3, line: 32, type: !55)
!86 = !DILocation(line: 32, column: 10, scope: !41)
!87 = !DILocalVariable(name: "r", scope: !88, file: !3, line: 33, type: !6)
!88 = distinct !DILexicalBlock(scope: !41, file: !3, line: 33, column: 3)
!89 = !DILocation(line: 33, column: 12, scope: !88)
!90 = !DILocation(line: 33, column: 8, scope: !88)
!91 = !DILocation(line: 33, column: 19, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 33, column: 3)
!93 = !DILocation(line: 33, column: 27, scope: !92)
!94 = !DILocation(line: 33, column: 21, scope: !92)
!95 = !DILocation(line: 33, column: 3, scope: !88)
!96 = !DILocation(line: 33, column: 50, scope: !92)
!97 = !DILocation(line: 33, column: 53, scope: !92)
!98 = !DILocation(line: 33, column: 60, scope: !92)
!99 = !DILocation(line: 33, column: 43, scope: !92)
!100 = !DILocation(line: 33, column: 40, scope: !92)
!101 = !DILocation(line: 33, column: 38, scope: !92)
!102 = !DILocation(line: 33, column: 34, scope: !92)
!103 = !DILocation(line: 33, column: 3, scope: !92)
!104 = distinct !{!104, !95, !105, !84}
!105 = !DILocation(line: 33, column: 61, scope: !88)
!106 = !DILocation(line: 34, column: 11, scope: !107)
!107 = distinct !DILexicalBlock(scope: !41, file: !3, line: 34, column: 7)
!108 = !DILocation(line: 34, column: 7, scope: !107)
!109 = !DILocation(line: 34, column: 7, scope: !41)
!110 = !DILocation(line: 34, column: 49, scope: !107)
!111 = !DILocation(line: 34, column: 56, scope: !107)
!112 = !DILocation(line: 34, column: 20, scope: !107)
!113 = !DILocation(line: 35, column: 18, scope: !41)
!114 = !DILocation(line: 35, column: 3, scope: !41)
!115 = !DILocation(line: 36, column: 3, scope: !41)
!116 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 6, type: !6)
!117 = !DILocation(line: 6, column: 23, scope: !2)
!118 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 6, type: !7)
!119 = !DILocation(line: 6, column: 36, scope: !2)
!120 = !DILocalVariable(name: "cfg", arg: 3, scope: !2, file: !3, line: 6, type: !10)
!121 = !DILocation(line: 6, column: 57, scope: !2)
!122 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 12, type: !6)
!123 = !DILocation(line: 12, column: 7, scope: !2)
!124 = !DILocation(line: 13, column: 3, scope: !2)
!125 = !DILocation(line: 13, column: 27, scope: !2)
!126 = !DILocation(line: 13, column: 33, scope: !2)
!127 = !DILocation(line: 13, column: 15, scope: !2)
!128 = !DILocation(line: 13, column: 13, scope: !2)
!129 = !DILocation(line: 13, column: 62, scope: !2)
!130 = !DILocation(line: 14, column: 13, scope: !131)
!131 = distinct !DILexicalBlock(scope: !2, file: !3, line: 13, column: 69)
!132 = !DILocation(line: 14, column: 5, scope: !131)
!133 = !DILocation(line: 15, column: 29, scope: !134)
!134 = distinct !DILexicalBlock(scope: !131, file: !3, line: 14, column: 16)
!135 = !DILocation(line: 15, column: 24, scope: !134)
!136 = !DILocation(line: 15, column: 15, scope: !134)
!137 = !DILocation(line: 15, column: 20, scope: !134)
!138 = !DILocation(line: 15, column: 22, scope: !134)
!139 = !DILocation(line: 15, column: 38, scope: !134)
!140 = !DILocation(line: 16, column: 32, scope: !134)
!141 = !DILocation(line: 16, column: 27, scope: !134)
!142 = !DILocation(line: 16, column: 15, scope: !134)
!143 = !DILocation(line: 16, column: 20, scope: !134)
!144 = !DILocation(line: 16, column: 25, scope: !134)
!145 = !DILocation(line: 16, column: 41, scope: !134)
!146 = !DILocation(line: 17, column: 15, scope: !134)
!147 = !DILocation(line: 17, column: 20, scope: !134)
!148 = !DILocation(line: 17, column: 28, scope: !134)
!149 = !DILocation(line: 17, column: 33, scope: !134)
!150 = !DILocation(line: 18, column: 22, scope: !134)
!151 = !DILocation(line: 18, column: 72, scope: !134)
!152 = !DILocation(line: 18, column: 14, scope: !134)
!153 = !DILocation(line: 18, column: 82, scope: !134)
!154 = distinct !{!154, !124, !155, !84}
!155 = !DILocation(line: 20, column: 3, scope: !2)
!156 = !DILocation(line: 21, column: 1, scope: !2)
!157 = distinct !DISubprogram(name: "stream", scope: !3, file: !3, line: 22, type: !158, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !16, retainedNodes: !18)
!158 = !DISubroutineType(types: !159)
!159 = !{!55, !54, !160, !6}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !55)
!162 = !DILocalVariable(name: "a", arg: 1, scope: !157, file: !3, line: 22, type: !54)
!163 = !DILocation(line: 22, column: 30, scope: !157)
!164 = !DILocalVariable(name: "b", arg: 2, scope: !157, file: !3, line: 22, type: !160)
!165 = !DILocation(line: 22, column: 47, scope: !157)
!166 = !DILocalVariable(name: "n", arg: 3, scope: !157, file: !3, line: 22, type: !6)
!167 = !DILocation(line: 22, column: 54, scope: !157)
!168 = !DILocalVariable(name: "s", scope: !157, file: !3, line: 23, type: !55)
!169 = !DILocation(line: 23, column: 10, scope: !157)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 24, type: !6)
!171 = distinct !DILexicalBlock(scope: !157, file: !3, line: 24, column: 3)
!172 = !DILocation(line: 24, column: 12, scope: !171)
!173 = !DILocation(line: 24, column: 8, scope: !171)
!174 = !DILocation(line: 24, column: 19, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 24, column: 3)
!176 = !DILocation(line: 24, column: 23, scope: !175)
!177 = !DILocation(line: 24, column: 21, scope: !175)
!178 = !DILocation(line: 24, column: 3, scope: !171)
!179 = !DILocation(line: 24, column: 47, scope: !180)
!180 = distinct !DILexicalBlock(scope: !175, file: !3, line: 24, column: 31)
!181 = !DILocation(line: 24, column: 49, scope: !180)
!182 = !DILocation(line: 24, column: 33, scope: !180)
!183 = !DILocation(line: 24, column: 35, scope: !180)
!184 = !DILocation(line: 24, column: 38, scope: !180)
!185 = !DILocation(line: 24, column: 58, scope: !180)
!186 = !DILocation(line: 24, column: 60, scope: !180)
!187 = !DILocation(line: 24, column: 55, scope: !180)
!188 = !DILocation(line: 24, column: 64, scope: !180)
!189 = !DILocation(line: 24, column: 27, scope: !175)
!190 = !DILocation(line: 24, column: 3, scope: !175)
!191 = distinct !{!191, !178, !192, !84}
!192 = !DILocation(line: 24, column: 64, scope: !171)
!193 = !DILocation(line: 25, column: 10, scope: !157)
!194 = !DILocation(line: 25, column: 3, scope: !157)
