; ModuleID = 'float_config.c'
source_filename = "float_config.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Config = type { i32, i32, double, double }

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.Config, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata %struct.Config* %6, metadata !22, metadata !DIExpression()), !dbg !31
  %12 = load i32, i32* %4, align 4, !dbg !32
  %13 = load i8**, i8*** %5, align 8, !dbg !33
  call void @init_config(%struct.Config* noundef %6, i32 noundef %12, i8** noundef %13), !dbg !34
  call void @llvm.dbg.declare(metadata double** %7, metadata !35, metadata !DIExpression()), !dbg !37
  %14 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !38
  %15 = load i32, i32* %14, align 8, !dbg !38
  %16 = sext i32 %15 to i64, !dbg !39
  %17 = mul i64 %16, 8, !dbg !40
  %18 = call noalias i8* @malloc(i64 noundef %17) #5, !dbg !41
  %19 = bitcast i8* %18 to double*, !dbg !41
  store double* %19, double** %7, align 8, !dbg !37
  call void @llvm.dbg.declare(metadata double** %8, metadata !42, metadata !DIExpression()), !dbg !43
  %20 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !44
  %21 = load i32, i32* %20, align 8, !dbg !44
  %22 = sext i32 %21 to i64, !dbg !45
  %23 = mul i64 %22, 8, !dbg !46
  %24 = call noalias i8* @malloc(i64 noundef %23) #5, !dbg !47
  %25 = bitcast i8* %24 to double*, !dbg !47
  store double* %25, double** %8, align 8, !dbg !43
  %26 = load double*, double** %7, align 8, !dbg !48
  %27 = icmp ne double* %26, null, !dbg !48
  br i1 %27, label %28, label %31, !dbg !50

28:                                               ; preds = %2
  %29 = load double*, double** %8, align 8, !dbg !51
  %30 = icmp ne double* %29, null, !dbg !51
  br i1 %30, label %32, label %31, !dbg !52

31:                                               ; preds = %28, %2
  store i32 1, i32* %3, align 4, !dbg !53
  br label %86, !dbg !53

32:                                               ; preds = %28
  call void @llvm.dbg.declare(metadata i32* %9, metadata !54, metadata !DIExpression()), !dbg !56
  store i32 0, i32* %9, align 4, !dbg !56
  br label %33, !dbg !57

33:                                               ; preds = %60, %32
  %34 = load i32, i32* %9, align 4, !dbg !58
  %35 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 0, !dbg !60
  %36 = load i32, i32* %35, align 8, !dbg !60
  %37 = icmp slt i32 %34, %36, !dbg !61
  br i1 %37, label %38, label %63, !dbg !62

38:                                               ; preds = %33
  %39 = load i32, i32* %9, align 4, !dbg !63
  %40 = mul nsw i32 %39, 37, !dbg !65
  %41 = srem i32 %40, 100, !dbg !66
  %42 = sitofp i32 %41 to double, !dbg !67
  %43 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 3, !dbg !68
  %44 = load double, double* %43, align 8, !dbg !68
  %45 = fmul double %42, %44, !dbg !69
  %46 = fdiv double %45, 1.000000e+02, !dbg !70
  %47 = load double*, double** %7, align 8, !dbg !71
  %48 = load i32, i32* %9, align 4, !dbg !72
  %49 = sext i32 %48 to i64, !dbg !71
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !71
  store double %46, double* %50, align 8, !dbg !73
  %51 = load i32, i32* %9, align 4, !dbg !74
  %52 = srem i32 %51, 7, !dbg !75
  %53 = sub nsw i32 %52, 3, !dbg !76
  %54 = sitofp i32 %53 to double, !dbg !77
  %55 = fmul double %54, 5.000000e-01, !dbg !78
  %56 = load double*, double** %8, align 8, !dbg !79
  %57 = load i32, i32* %9, align 4, !dbg !80
  %58 = sext i32 %57 to i64, !dbg !79
  %59 = getelementptr inbounds double, double* %56, i64 %58, !dbg !79
  store double %55, double* %59, align 8, !dbg !81
  br label %60, !dbg !82

60:                                               ; preds = %38
  %61 = load i32, i32* %9, align 4, !dbg !83
  %62 = add nsw i32 %61, 1, !dbg !83
  store i32 %62, i32* %9, align 4, !dbg !83
  br label %33, !dbg !84, !llvm.loop !85

63:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i64* %10, metadata !88, metadata !DIExpression()), !dbg !90
  store i64 0, i64* %10, align 8, !dbg !90
  call void @llvm.dbg.declare(metadata i32* %11, metadata !91, metadata !DIExpression()), !dbg !93
  store i32 0, i32* %11, align 4, !dbg !93
  br label %64, !dbg !94

64:                                               ; preds = %76, %63
  %65 = load i32, i32* %11, align 4, !dbg !95
  %66 = getelementptr inbounds %struct.Config, %struct.Config* %6, i32 0, i32 1, !dbg !97
  %67 = load i32, i32* %66, align 4, !dbg !97
  %68 = icmp slt i32 %65, %67, !dbg !98
  br i1 %68, label %69, label %79, !dbg !99

69:                                               ; preds = %64
  %70 = load double*, double** %7, align 8, !dbg !100
  %71 = load double*, double** %8, align 8, !dbg !101
  %72 = call i32 @step(double* noundef %70, double* noundef %71, %struct.Config* noundef %6), !dbg !102
  %73 = sext i32 %72 to i64, !dbg !102
  %74 = load i64, i64* %10, align 8, !dbg !103
  %75 = add nsw i64 %74, %73, !dbg !103
  store i64 %75, i64* %10, align 8, !dbg !103
  br label %76, !dbg !104

76:                                               ; preds = %69
  %77 = load i32, i32* %11, align 4, !dbg !105
  %78 = add nsw i32 %77, 1, !dbg !105
  store i32 %78, i32* %11, align 4, !dbg !105
  br label %64, !dbg !106, !llvm.loop !107

79:                                               ; preds = %64
  %80 = load i64, i64* %10, align 8, !dbg !109
  %81 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %80), !dbg !110
  %82 = load double*, double** %7, align 8, !dbg !111
  %83 = bitcast double* %82 to i8*, !dbg !111
  call void @free(i8* noundef %83) #5, !dbg !112
  %84 = load double*, double** %8, align 8, !dbg !113
  %85 = bitcast double* %84 to i8*, !dbg !113
  call void @free(i8* noundef %85) #5, !dbg !114
  store i32 0, i32* %3, align 4, !dbg !115
  br label %86, !dbg !115

86:                                               ; preds = %79, %31
  %87 = load i32, i32* %3, align 4, !dbg !116
  ret i32 %87, !dbg !116
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init_config(%struct.Config* noundef %0, i32 noundef %1, i8** noundef %2) #0 !dbg !117 {
  %4 = alloca %struct.Config*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8**, align 8
  store %struct.Config* %0, %struct.Config** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.Config** %4, metadata !121, metadata !DIExpression()), !dbg !122
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !123, metadata !DIExpression()), !dbg !124
  store i8** %2, i8*** %6, align 8
  call void @llvm.dbg.declare(metadata i8*** %6, metadata !125, metadata !DIExpression()), !dbg !126
  %7 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !127
  %8 = getelementptr inbounds %struct.Config, %struct.Config* %7, i32 0, i32 0, !dbg !128
  store i32 1000, i32* %8, align 8, !dbg !129
  %9 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !130
  %10 = getelementptr inbounds %struct.Config, %struct.Config* %9, i32 0, i32 1, !dbg !131
  store i32 20, i32* %10, align 4, !dbg !132
  %11 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !133
  %12 = getelementptr inbounds %struct.Config, %struct.Config* %11, i32 0, i32 2, !dbg !134
  store double 1.000000e-02, double* %12, align 8, !dbg !135
  %13 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !136
  %14 = getelementptr inbounds %struct.Config, %struct.Config* %13, i32 0, i32 3, !dbg !137
  store double 1.000000e+01, double* %14, align 8, !dbg !138
  %15 = load i32, i32* %5, align 4, !dbg !139
  %16 = icmp sgt i32 %15, 1, !dbg !141
  br i1 %16, label %17, label %24, !dbg !142

17:                                               ; preds = %3
  %18 = load i8**, i8*** %6, align 8, !dbg !143
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !143
  %20 = load i8*, i8** %19, align 8, !dbg !143
  %21 = call i32 @atoi(i8* noundef %20) #6, !dbg !144
  %22 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !145
  %23 = getelementptr inbounds %struct.Config, %struct.Config* %22, i32 0, i32 0, !dbg !146
  store i32 %21, i32* %23, align 8, !dbg !147
  br label %24, !dbg !145

24:                                               ; preds = %17, %3
  %25 = load i32, i32* %5, align 4, !dbg !148
  %26 = icmp sgt i32 %25, 2, !dbg !150
  br i1 %26, label %27, label %34, !dbg !151

27:                                               ; preds = %24
  %28 = load i8**, i8*** %6, align 8, !dbg !152
  %29 = getelementptr inbounds i8*, i8** %28, i64 2, !dbg !152
  %30 = load i8*, i8** %29, align 8, !dbg !152
  %31 = call i32 @atoi(i8* noundef %30) #6, !dbg !153
  %32 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !154
  %33 = getelementptr inbounds %struct.Config, %struct.Config* %32, i32 0, i32 1, !dbg !155
  store i32 %31, i32* %33, align 4, !dbg !156
  br label %34, !dbg !154

34:                                               ; preds = %27, %24
  %35 = load i32, i32* %5, align 4, !dbg !157
  %36 = icmp sgt i32 %35, 3, !dbg !159
  br i1 %36, label %37, label %44, !dbg !160

37:                                               ; preds = %34
  %38 = load i8**, i8*** %6, align 8, !dbg !161
  %39 = getelementptr inbounds i8*, i8** %38, i64 3, !dbg !161
  %40 = load i8*, i8** %39, align 8, !dbg !161
  %41 = call double @atof(i8* noundef %40) #6, !dbg !162
  %42 = load %struct.Config*, %struct.Config** %4, align 8, !dbg !163
  %43 = getelementptr inbounds %struct.Config, %struct.Config* %42, i32 0, i32 2, !dbg !164
  store double %41, double* %43, align 8, !dbg !165
  br label %44, !dbg !163

44:                                               ; preds = %37, %34
  ret void, !dbg !166
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @step(double* noundef %0, double* noundef %1, %struct.Config* noundef %2) #0 !dbg !167 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca %struct.Config*, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !172, metadata !DIExpression()), !dbg !173
  store double* %1, double** %5, align 8
  call void @llvm.dbg.declare(metadata double** %5, metadata !174, metadata !DIExpression()), !dbg !175
  store %struct.Config* %2, %struct.Config** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.Config** %6, metadata !176, metadata !DIExpression()), !dbg !177
  call void @llvm.dbg.declare(metadata i32* %7, metadata !178, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %7, align 4, !dbg !179
  call void @llvm.dbg.declare(metadata i32* %8, metadata !180, metadata !DIExpression()), !dbg !182
  store i32 0, i32* %8, align 4, !dbg !182
  br label %9, !dbg !183

9:                                                ; preds = %60, %3
  %10 = load i32, i32* %8, align 4, !dbg !184
  %11 = load %struct.Config*, %struct.Config** %6, align 8, !dbg !186
  %12 = getelementptr inbounds %struct.Config, %struct.Config* %11, i32 0, i32 0, !dbg !187
  %13 = load i32, i32* %12, align 8, !dbg !187
  %14 = icmp slt i32 %10, %13, !dbg !188
  br i1 %14, label %15, label %63, !dbg !189

15:                                               ; preds = %9
  %16 = load double*, double** %5, align 8, !dbg !190
  %17 = load i32, i32* %8, align 4, !dbg !192
  %18 = sext i32 %17 to i64, !dbg !190
  %19 = getelementptr inbounds double, double* %16, i64 %18, !dbg !190
  %20 = load double, double* %19, align 8, !dbg !190
  %21 = load %struct.Config*, %struct.Config** %6, align 8, !dbg !193
  %22 = getelementptr inbounds %struct.Config, %struct.Config* %21, i32 0, i32 2, !dbg !194
  %23 = load double, double* %22, align 8, !dbg !194
  %24 = load double*, double** %4, align 8, !dbg !195
  %25 = load i32, i32* %8, align 4, !dbg !196
  %26 = sext i32 %25 to i64, !dbg !195
  %27 = getelementptr inbounds double, double* %24, i64 %26, !dbg !195
  %28 = load double, double* %27, align 8, !dbg !197
  %29 = call double @llvm.fmuladd.f64(double %20, double %23, double %28), !dbg !197
  store double %29, double* %27, align 8, !dbg !197
  %30 = load double*, double** %4, align 8, !dbg !198
  %31 = load i32, i32* %8, align 4, !dbg !200
  %32 = sext i32 %31 to i64, !dbg !198
  %33 = getelementptr inbounds double, double* %30, i64 %32, !dbg !198
  %34 = load double, double* %33, align 8, !dbg !198
  %35 = fcmp olt double %34, 0.000000e+00, !dbg !201
  br i1 %35, label %46, label %36, !dbg !202

36:                                               ; preds = %15
  %37 = load double*, double** %4, align 8, !dbg !203
  %38 = load i32, i32* %8, align 4, !dbg !204
  %39 = sext i32 %38 to i64, !dbg !203
  %40 = getelementptr inbounds double, double* %37, i64 %39, !dbg !203
  %41 = load double, double* %40, align 8, !dbg !203
  %42 = load %struct.Config*, %struct.Config** %6, align 8, !dbg !205
  %43 = getelementptr inbounds %struct.Config, %struct.Config* %42, i32 0, i32 3, !dbg !206
  %44 = load double, double* %43, align 8, !dbg !206
  %45 = fcmp ogt double %41, %44, !dbg !207
  br i1 %45, label %46, label %59, !dbg !208

46:                                               ; preds = %36, %15
  %47 = load double*, double** %5, align 8, !dbg !209
  %48 = load i32, i32* %8, align 4, !dbg !211
  %49 = sext i32 %48 to i64, !dbg !209
  %50 = getelementptr inbounds double, double* %47, i64 %49, !dbg !209
  %51 = load double, double* %50, align 8, !dbg !209
  %52 = fneg double %51, !dbg !212
  %53 = load double*, double** %5, align 8, !dbg !213
  %54 = load i32, i32* %8, align 4, !dbg !214
  %55 = sext i32 %54 to i64, !dbg !213
  %56 = getelementptr inbounds double, double* %53, i64 %55, !dbg !213
  store double %52, double* %56, align 8, !dbg !215
  %57 = load i32, i32* %7, align 4, !dbg !216
  %58 = add nsw i32 %57, 1, !dbg !216
  store i32 %58, i32* %7, align 4, !dbg !216
  br label %59, !dbg !217

59:                                               ; preds = %46, %36
  br label %60, !dbg !218

60:                                               ; preds = %59
  %61 = load i32, i32* %8, align 4, !dbg !219
  %62 = add nsw i32 %61, 1, !dbg !219
  store i32 %62, i32* %8, align 4, !dbg !219
  br label %9, !dbg !220, !llvm.loop !221

63:                                               ; preds = %9
  %64 = load i32, i32* %7, align 4, !dbg !223
  ret i32 %64, !dbg !224
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #2

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: nounwind readonly willreturn
declare double @atof(i8* noundef) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "float_config.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "4681c7935148152c39a8a22e4ca7623f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 42, type: !11, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 42, type: !13)
!19 = !DILocation(line: 42, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 42, type: !14)
!21 = !DILocation(line: 42, column: 27, scope: !10)
!22 = !DILocalVariable(name: "c", scope: !10, file: !1, line: 44, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "Config", file: !1, line: 13, baseType: !24)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 8, size: 192, elements: !25)
!25 = !{!26, !27, !28, !30}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !24, file: !1, line: 9, baseType: !13, size: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "steps", scope: !24, file: !1, line: 10, baseType: !13, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "dt", scope: !24, file: !1, line: 11, baseType: !29, size: 64, offset: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "box", scope: !24, file: !1, line: 12, baseType: !29, size: 64, offset: 128)
!31 = !DILocation(line: 44, column: 10, scope: !10)
!32 = !DILocation(line: 45, column: 19, scope: !10)
!33 = !DILocation(line: 45, column: 25, scope: !10)
!34 = !DILocation(line: 45, column: 3, scope: !10)
!35 = !DILocalVariable(name: "x", scope: !10, file: !1, line: 46, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!37 = !DILocation(line: 46, column: 11, scope: !10)
!38 = !DILocation(line: 46, column: 24, scope: !10)
!39 = !DILocation(line: 46, column: 22, scope: !10)
!40 = !DILocation(line: 46, column: 26, scope: !10)
!41 = !DILocation(line: 46, column: 15, scope: !10)
!42 = !DILocalVariable(name: "vx", scope: !10, file: !1, line: 47, type: !36)
!43 = !DILocation(line: 47, column: 11, scope: !10)
!44 = !DILocation(line: 47, column: 25, scope: !10)
!45 = !DILocation(line: 47, column: 23, scope: !10)
!46 = !DILocation(line: 47, column: 27, scope: !10)
!47 = !DILocation(line: 47, column: 16, scope: !10)
!48 = !DILocation(line: 48, column: 8, scope: !49)
!49 = distinct !DILexicalBlock(scope: !10, file: !1, line: 48, column: 7)
!50 = !DILocation(line: 48, column: 10, scope: !49)
!51 = !DILocation(line: 48, column: 14, scope: !49)
!52 = !DILocation(line: 48, column: 7, scope: !10)
!53 = !DILocation(line: 49, column: 5, scope: !49)
!54 = !DILocalVariable(name: "i", scope: !55, file: !1, line: 50, type: !13)
!55 = distinct !DILexicalBlock(scope: !10, file: !1, line: 50, column: 3)
!56 = !DILocation(line: 50, column: 12, scope: !55)
!57 = !DILocation(line: 50, column: 8, scope: !55)
!58 = !DILocation(line: 50, column: 19, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !1, line: 50, column: 3)
!60 = !DILocation(line: 50, column: 25, scope: !59)
!61 = !DILocation(line: 50, column: 21, scope: !59)
!62 = !DILocation(line: 50, column: 3, scope: !55)
!63 = !DILocation(line: 51, column: 13, scope: !64)
!64 = distinct !DILexicalBlock(scope: !59, file: !1, line: 50, column: 33)
!65 = !DILocation(line: 51, column: 15, scope: !64)
!66 = !DILocation(line: 51, column: 20, scope: !64)
!67 = !DILocation(line: 51, column: 12, scope: !64)
!68 = !DILocation(line: 51, column: 31, scope: !64)
!69 = !DILocation(line: 51, column: 27, scope: !64)
!70 = !DILocation(line: 51, column: 35, scope: !64)
!71 = !DILocation(line: 51, column: 5, scope: !64)
!72 = !DILocation(line: 51, column: 7, scope: !64)
!73 = !DILocation(line: 51, column: 10, scope: !64)
!74 = !DILocation(line: 52, column: 15, scope: !64)
!75 = !DILocation(line: 52, column: 17, scope: !64)
!76 = !DILocation(line: 52, column: 22, scope: !64)
!77 = !DILocation(line: 52, column: 13, scope: !64)
!78 = !DILocation(line: 52, column: 27, scope: !64)
!79 = !DILocation(line: 52, column: 5, scope: !64)
!80 = !DILocation(line: 52, column: 8, scope: !64)
!81 = !DILocation(line: 52, column: 11, scope: !64)
!82 = !DILocation(line: 53, column: 3, scope: !64)
!83 = !DILocation(line: 50, column: 29, scope: !59)
!84 = !DILocation(line: 50, column: 3, scope: !59)
!85 = distinct !{!85, !62, !86, !87}
!86 = !DILocation(line: 53, column: 3, scope: !55)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocalVariable(name: "total", scope: !10, file: !1, line: 54, type: !89)
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DILocation(line: 54, column: 8, scope: !10)
!91 = !DILocalVariable(name: "s", scope: !92, file: !1, line: 55, type: !13)
!92 = distinct !DILexicalBlock(scope: !10, file: !1, line: 55, column: 3)
!93 = !DILocation(line: 55, column: 12, scope: !92)
!94 = !DILocation(line: 55, column: 8, scope: !92)
!95 = !DILocation(line: 55, column: 19, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 55, column: 3)
!97 = !DILocation(line: 55, column: 25, scope: !96)
!98 = !DILocation(line: 55, column: 21, scope: !96)
!99 = !DILocation(line: 55, column: 3, scope: !92)
!100 = !DILocation(line: 56, column: 19, scope: !96)
!101 = !DILocation(line: 56, column: 22, scope: !96)
!102 = !DILocation(line: 56, column: 14, scope: !96)
!103 = !DILocation(line: 56, column: 11, scope: !96)
!104 = !DILocation(line: 56, column: 5, scope: !96)
!105 = !DILocation(line: 55, column: 33, scope: !96)
!106 = !DILocation(line: 55, column: 3, scope: !96)
!107 = distinct !{!107, !99, !108, !87}
!108 = !DILocation(line: 56, column: 28, scope: !92)
!109 = !DILocation(line: 57, column: 19, scope: !10)
!110 = !DILocation(line: 57, column: 3, scope: !10)
!111 = !DILocation(line: 58, column: 8, scope: !10)
!112 = !DILocation(line: 58, column: 3, scope: !10)
!113 = !DILocation(line: 59, column: 8, scope: !10)
!114 = !DILocation(line: 59, column: 3, scope: !10)
!115 = !DILocation(line: 60, column: 3, scope: !10)
!116 = !DILocation(line: 61, column: 1, scope: !10)
!117 = distinct !DISubprogram(name: "init_config", scope: !1, file: !1, line: 15, type: !118, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !13, !14}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!121 = !DILocalVariable(name: "c", arg: 1, scope: !117, file: !1, line: 15, type: !120)
!122 = !DILocation(line: 15, column: 33, scope: !117)
!123 = !DILocalVariable(name: "argc", arg: 2, scope: !117, file: !1, line: 15, type: !13)
!124 = !DILocation(line: 15, column: 40, scope: !117)
!125 = !DILocalVariable(name: "argv", arg: 3, scope: !117, file: !1, line: 15, type: !14)
!126 = !DILocation(line: 15, column: 53, scope: !117)
!127 = !DILocation(line: 17, column: 3, scope: !117)
!128 = !DILocation(line: 17, column: 6, scope: !117)
!129 = !DILocation(line: 17, column: 8, scope: !117)
!130 = !DILocation(line: 18, column: 3, scope: !117)
!131 = !DILocation(line: 18, column: 6, scope: !117)
!132 = !DILocation(line: 18, column: 12, scope: !117)
!133 = !DILocation(line: 19, column: 3, scope: !117)
!134 = !DILocation(line: 19, column: 6, scope: !117)
!135 = !DILocation(line: 19, column: 9, scope: !117)
!136 = !DILocation(line: 20, column: 3, scope: !117)
!137 = !DILocation(line: 20, column: 6, scope: !117)
!138 = !DILocation(line: 20, column: 10, scope: !117)
!139 = !DILocation(line: 21, column: 7, scope: !140)
!140 = distinct !DILexicalBlock(scope: !117, file: !1, line: 21, column: 7)
!141 = !DILocation(line: 21, column: 12, scope: !140)
!142 = !DILocation(line: 21, column: 7, scope: !117)
!143 = !DILocation(line: 22, column: 17, scope: !140)
!144 = !DILocation(line: 22, column: 12, scope: !140)
!145 = !DILocation(line: 22, column: 5, scope: !140)
!146 = !DILocation(line: 22, column: 8, scope: !140)
!147 = !DILocation(line: 22, column: 10, scope: !140)
!148 = !DILocation(line: 23, column: 7, scope: !149)
!149 = distinct !DILexicalBlock(scope: !117, file: !1, line: 23, column: 7)
!150 = !DILocation(line: 23, column: 12, scope: !149)
!151 = !DILocation(line: 23, column: 7, scope: !117)
!152 = !DILocation(line: 24, column: 21, scope: !149)
!153 = !DILocation(line: 24, column: 16, scope: !149)
!154 = !DILocation(line: 24, column: 5, scope: !149)
!155 = !DILocation(line: 24, column: 8, scope: !149)
!156 = !DILocation(line: 24, column: 14, scope: !149)
!157 = !DILocation(line: 25, column: 7, scope: !158)
!158 = distinct !DILexicalBlock(scope: !117, file: !1, line: 25, column: 7)
!159 = !DILocation(line: 25, column: 12, scope: !158)
!160 = !DILocation(line: 25, column: 7, scope: !117)
!161 = !DILocation(line: 26, column: 18, scope: !158)
!162 = !DILocation(line: 26, column: 13, scope: !158)
!163 = !DILocation(line: 26, column: 5, scope: !158)
!164 = !DILocation(line: 26, column: 8, scope: !158)
!165 = !DILocation(line: 26, column: 11, scope: !158)
!166 = !DILocation(line: 27, column: 1, scope: !117)
!167 = distinct !DISubprogram(name: "step", scope: !1, file: !1, line: 29, type: !168, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!168 = !DISubroutineType(types: !169)
!169 = !{!13, !36, !36, !170}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !171, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!172 = !DILocalVariable(name: "x", arg: 1, scope: !167, file: !1, line: 29, type: !36)
!173 = !DILocation(line: 29, column: 25, scope: !167)
!174 = !DILocalVariable(name: "vx", arg: 2, scope: !167, file: !1, line: 29, type: !36)
!175 = !DILocation(line: 29, column: 36, scope: !167)
!176 = !DILocalVariable(name: "c", arg: 3, scope: !167, file: !1, line: 29, type: !170)
!177 = !DILocation(line: 29, column: 54, scope: !167)
!178 = !DILocalVariable(name: "bounces", scope: !167, file: !1, line: 31, type: !13)
!179 = !DILocation(line: 31, column: 7, scope: !167)
!180 = !DILocalVariable(name: "i", scope: !181, file: !1, line: 32, type: !13)
!181 = distinct !DILexicalBlock(scope: !167, file: !1, line: 32, column: 3)
!182 = !DILocation(line: 32, column: 12, scope: !181)
!183 = !DILocation(line: 32, column: 8, scope: !181)
!184 = !DILocation(line: 32, column: 19, scope: !185)
!185 = distinct !DILexicalBlock(scope: !181, file: !1, line: 32, column: 3)
!186 = !DILocation(line: 32, column: 23, scope: !185)
!187 = !DILocation(line: 32, column: 26, scope: !185)
!188 = !DILocation(line: 32, column: 21, scope: !185)
!189 = !DILocation(line: 32, column: 3, scope: !181)
!190 = !DILocation(line: 33, column: 13, scope: !191)
!191 = distinct !DILexicalBlock(scope: !185, file: !1, line: 32, column: 34)
!192 = !DILocation(line: 33, column: 16, scope: !191)
!193 = !DILocation(line: 33, column: 21, scope: !191)
!194 = !DILocation(line: 33, column: 24, scope: !191)
!195 = !DILocation(line: 33, column: 5, scope: !191)
!196 = !DILocation(line: 33, column: 7, scope: !191)
!197 = !DILocation(line: 33, column: 10, scope: !191)
!198 = !DILocation(line: 34, column: 9, scope: !199)
!199 = distinct !DILexicalBlock(scope: !191, file: !1, line: 34, column: 9)
!200 = !DILocation(line: 34, column: 11, scope: !199)
!201 = !DILocation(line: 34, column: 14, scope: !199)
!202 = !DILocation(line: 34, column: 18, scope: !199)
!203 = !DILocation(line: 34, column: 21, scope: !199)
!204 = !DILocation(line: 34, column: 23, scope: !199)
!205 = !DILocation(line: 34, column: 28, scope: !199)
!206 = !DILocation(line: 34, column: 31, scope: !199)
!207 = !DILocation(line: 34, column: 26, scope: !199)
!208 = !DILocation(line: 34, column: 9, scope: !191)
!209 = !DILocation(line: 35, column: 16, scope: !210)
!210 = distinct !DILexicalBlock(scope: !199, file: !1, line: 34, column: 36)
!211 = !DILocation(line: 35, column: 19, scope: !210)
!212 = !DILocation(line: 35, column: 15, scope: !210)
!213 = !DILocation(line: 35, column: 7, scope: !210)
!214 = !DILocation(line: 35, column: 10, scope: !210)
!215 = !DILocation(line: 35, column: 13, scope: !210)
!216 = !DILocation(line: 36, column: 14, scope: !210)
!217 = !DILocation(line: 37, column: 5, scope: !210)
!218 = !DILocation(line: 38, column: 3, scope: !191)
!219 = !DILocation(line: 32, column: 30, scope: !185)
!220 = !DILocation(line: 32, column: 3, scope: !185)
!221 = distinct !{!221, !189, !222, !87}
!222 = !DILocation(line: 38, column: 3, scope: !181)
!223 = !DILocation(line: 39, column: 10, scope: !167)
!224 = !DILocation(line: 39, column: 3, scope: !167)
