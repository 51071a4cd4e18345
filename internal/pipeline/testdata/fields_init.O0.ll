; ModuleID = 'fields_init.c'
source_filename = "fields_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.mat = type { i32, i32, double* }

@.str = private unnamed_addr constant [7 x i8] c"%f %f\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !14 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.mat, align 8
  %8 = alloca %struct.mat, align 8
  %9 = alloca %struct.mat, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !22, metadata !DIExpression()), !dbg !23
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !24, metadata !DIExpression()), !dbg !25
  call void @llvm.dbg.declare(metadata i32* %6, metadata !26, metadata !DIExpression()), !dbg !27
  %12 = load i32, i32* %4, align 4, !dbg !28
  %13 = icmp sgt i32 %12, 1, !dbg !29
  br i1 %13, label %14, label %19, !dbg !28

14:                                               ; preds = %2
  %15 = load i8**, i8*** %5, align 8, !dbg !30
  %16 = getelementptr inbounds i8*, i8** %15, i64 1, !dbg !30
  %17 = load i8*, i8** %16, align 8, !dbg !30
  %18 = call i32 @atoi(i8* noundef %17) #5, !dbg !31
  br label %20, !dbg !28

19:                                               ; preds = %2
  br label %20, !dbg !28

20:                                               ; preds = %19, %14
  %21 = phi i32 [ %18, %14 ], [ 40, %19 ], !dbg !28
  store i32 %21, i32* %6, align 4, !dbg !27
  call void @llvm.dbg.declare(metadata %struct.mat* %7, metadata !32, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.declare(metadata %struct.mat* %8, metadata !42, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.declare(metadata %struct.mat* %9, metadata !44, metadata !DIExpression()), !dbg !45
  %22 = load i32, i32* %6, align 4, !dbg !46
  %23 = load i32, i32* %6, align 4, !dbg !47
  %24 = sdiv i32 %23, 2, !dbg !48
  %25 = add nsw i32 %24, 1, !dbg !49
  call void @mat_init(%struct.mat* noundef %7, i32 noundef %22, i32 noundef %25), !dbg !50
  %26 = load i32, i32* %6, align 4, !dbg !51
  call void @mat_init(%struct.mat* noundef %8, i32 noundef 3, i32 noundef %26), !dbg !52
  call void @scale(%struct.mat* noundef %7, double noundef 2.000000e+00), !dbg !53
  %27 = call double @total(%struct.mat* noundef %7), !dbg !54
  %28 = getelementptr inbounds %struct.mat, %struct.mat* %8, i32 0, i32 2, !dbg !55
  %29 = load double*, double** %28, align 8, !dbg !55
  %30 = getelementptr inbounds double, double* %29, i64 0, !dbg !56
  %31 = load double, double* %30, align 8, !dbg !56
  %32 = getelementptr inbounds %struct.mat, %struct.mat* %8, i32 0, i32 0, !dbg !57
  %33 = load i32, i32* %32, align 8, !dbg !57
  %34 = sitofp i32 %33 to double, !dbg !58
  %35 = fadd double %31, %34, !dbg !59
  %36 = getelementptr inbounds %struct.mat, %struct.mat* %8, i32 0, i32 1, !dbg !60
  %37 = load i32, i32* %36, align 4, !dbg !60
  %38 = sitofp i32 %37 to double, !dbg !61
  %39 = fadd double %35, %38, !dbg !62
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %27, double noundef %39), !dbg !63
  %41 = getelementptr inbounds %struct.mat, %struct.mat* %9, i32 0, i32 0, !dbg !64
  store i32 1, i32* %41, align 8, !dbg !65
  %42 = load i32, i32* %6, align 4, !dbg !66
  %43 = sext i32 %42 to i64, !dbg !67
  %44 = mul i64 2, %43, !dbg !68
  %45 = call noalias i8* @calloc(i64 noundef %44, i64 noundef 8) #6, !dbg !69
  %46 = bitcast i8* %45 to double*, !dbg !69
  %47 = getelementptr inbounds %struct.mat, %struct.mat* %9, i32 0, i32 2, !dbg !70
  store double* %46, double** %47, align 8, !dbg !71
  %48 = load i32, i32* %6, align 4, !dbg !72
  call void @set_len(%struct.mat* noundef %9, i32 noundef %48), !dbg !73
  %49 = load i32, i32* %6, align 4, !dbg !74
  %50 = mul nsw i32 2, %49, !dbg !75
  call void @set_len(%struct.mat* noundef %9, i32 noundef %50), !dbg !76
  call void @llvm.dbg.declare(metadata double* %10, metadata !77, metadata !DIExpression()), !dbg !78
  store double 0.000000e+00, double* %10, align 8, !dbg !78
  call void @llvm.dbg.declare(metadata i32* %11, metadata !79, metadata !DIExpression()), !dbg !81
  store i32 0, i32* %11, align 4, !dbg !81
  br label %51, !dbg !82

51:                                               ; preds = %65, %20
  %52 = load i32, i32* %11, align 4, !dbg !83
  %53 = getelementptr inbounds %struct.mat, %struct.mat* %9, i32 0, i32 1, !dbg !85
  %54 = load i32, i32* %53, align 4, !dbg !85
  %55 = icmp slt i32 %52, %54, !dbg !86
  br i1 %55, label %56, label %68, !dbg !87

56:                                               ; preds = %51
  %57 = getelementptr inbounds %struct.mat, %struct.mat* %9, i32 0, i32 2, !dbg !88
  %58 = load double*, double** %57, align 8, !dbg !88
  %59 = load i32, i32* %11, align 4, !dbg !89
  %60 = sext i32 %59 to i64, !dbg !90
  %61 = getelementptr inbounds double, double* %58, i64 %60, !dbg !90
  %62 = load double, double* %61, align 8, !dbg !90
  %63 = load double, double* %10, align 8, !dbg !91
  %64 = fadd double %63, %62, !dbg !91
  store double %64, double* %10, align 8, !dbg !91
  br label %65, !dbg !92

65:                                               ; preds = %56
  %66 = load i32, i32* %11, align 4, !dbg !93
  %67 = add nsw i32 %66, 1, !dbg !93
  store i32 %67, i32* %11, align 4, !dbg !93
  br label %51, !dbg !94, !llvm.loop !95

68:                                               ; preds = %51
  %69 = load double, double* %10, align 8, !dbg !98
  %70 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %69), !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mat_init(%struct.mat* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !101 {
  %4 = alloca %struct.mat*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.mat* %0, %struct.mat** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %4, metadata !105, metadata !DIExpression()), !dbg !106
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !107, metadata !DIExpression()), !dbg !108
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !109, metadata !DIExpression()), !dbg !110
  %7 = load i32, i32* %5, align 4, !dbg !111
  %8 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !112
  %9 = getelementptr inbounds %struct.mat, %struct.mat* %8, i32 0, i32 0, !dbg !113
  store i32 %7, i32* %9, align 8, !dbg !114
  %10 = load i32, i32* %6, align 4, !dbg !115
  %11 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !116
  %12 = getelementptr inbounds %struct.mat, %struct.mat* %11, i32 0, i32 1, !dbg !117
  store i32 %10, i32* %12, align 4, !dbg !118
  %13 = load i32, i32* %5, align 4, !dbg !119
  %14 = sext i32 %13 to i64, !dbg !120
  %15 = load i32, i32* %6, align 4, !dbg !121
  %16 = sext i32 %15 to i64, !dbg !121
  %17 = mul i64 %14, %16, !dbg !122
  %18 = call noalias i8* @calloc(i64 noundef %17, i64 noundef 8) #6, !dbg !123
  %19 = bitcast i8* %18 to double*, !dbg !123
  %20 = load %struct.mat*, %struct.mat** %4, align 8, !dbg !124
  %21 = getelementptr inbounds %struct.mat, %struct.mat* %20, i32 0, i32 2, !dbg !125
  store double* %19, double** %21, align 8, !dbg !126
  ret void, !dbg !127
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(%struct.mat* noundef %0, double noundef %1) #0 !dbg !128 {
  %3 = alloca %struct.mat*, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store %struct.mat* %0, %struct.mat** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %3, metadata !131, metadata !DIExpression()), !dbg !132
  store double %1, double* %4, align 8
  call void @llvm.dbg.declare(metadata double* %4, metadata !133, metadata !DIExpression()), !dbg !134
  call void @llvm.dbg.declare(metadata i32* %5, metadata !135, metadata !DIExpression()), !dbg !137
  store i32 0, i32* %5, align 4, !dbg !137
  br label %6, !dbg !138

6:                                                ; preds = %26, %2
  %7 = load i32, i32* %5, align 4, !dbg !139
  %8 = load %struct.mat*, %struct.mat** %3, align 8, !dbg !141
  %9 = getelementptr inbounds %struct.mat, %struct.mat* %8, i32 0, i32 0, !dbg !142
  %10 = load i32, i32* %9, align 8, !dbg !142
  %11 = load %struct.mat*, %struct.mat** %3, align 8, !dbg !143
  %12 = getelementptr inbounds %struct.mat, %struct.mat* %11, i32 0, i32 1, !dbg !144
  %13 = load i32, i32* %12, align 4, !dbg !144
  %14 = mul nsw i32 %10, %13, !dbg !145
  %15 = icmp slt i32 %7, %14, !dbg !146
  br i1 %15, label %16, label %29, !dbg !147

16:                                               ; preds = %6
  %17 = load double, double* %4, align 8, !dbg !148
  %18 = load %struct.mat*, %struct.mat** %3, align 8, !dbg !149
  %19 = getelementptr inbounds %struct.mat, %struct.mat* %18, i32 0, i32 2, !dbg !150
  %20 = load double*, double** %19, align 8, !dbg !150
  %21 = load i32, i32* %5, align 4, !dbg !151
  %22 = sext i32 %21 to i64, !dbg !149
  %23 = getelementptr inbounds double, double* %20, i64 %22, !dbg !149
  %24 = load double, double* %23, align 8, !dbg !152
  %25 = fmul double %24, %17, !dbg !152
  store double %25, double* %23, align 8, !dbg !152
  br label %26, !dbg !149

26:                                               ; preds = %16
  %27 = load i32, i32* %5, align 4, !dbg !153
  %28 = add nsw i32 %27, 1, !dbg !153
  store i32 %28, i32* %5, align 4, !dbg !153
  br label %6, !dbg !154, !llvm.loop !155

29:                                               ; preds = %6
  ret void, !dbg !157
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @total(%struct.mat* noundef %0) #0 !dbg !158 {
  %2 = alloca %struct.mat*, align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store %struct.mat* %0, %struct.mat** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %2, metadata !163, metadata !DIExpression()), !dbg !164
  call void @llvm.dbg.declare(metadata double* %3, metadata !165, metadata !DIExpression()), !dbg !166
  store double 0.000000e+00, double* %3, align 8, !dbg !166
  call void @llvm.dbg.declare(metadata i32* %4, metadata !167, metadata !DIExpression()), !dbg !169
  store i32 0, i32* %4, align 4, !dbg !169
  br label %6, !dbg !170

6:                                                ; preds = %38, %1
  %7 = load i32, i32* %4, align 4, !dbg !171
  %8 = load %struct.mat*, %struct.mat** %2, align 8, !dbg !173
  %9 = call i32 @mat_rows(%struct.mat* noundef %8), !dbg !174
  %10 = icmp slt i32 %7, %9, !dbg !175
  br i1 %10, label %11, label %41, !dbg !176

11:                                               ; preds = %6
  call void @llvm.dbg.declare(metadata i32* %5, metadata !177, metadata !DIExpression()), !dbg !179
  store i32 0, i32* %5, align 4, !dbg !179
  br label %12, !dbg !180

12:                                               ; preds = %34, %11
  %13 = load i32, i32* %5, align 4, !dbg !181
  %14 = load %struct.mat*, %struct.mat** %2, align 8, !dbg !183
  %15 = call i32 @mat_cols(%struct.mat* noundef %14), !dbg !184
  %16 = icmp slt i32 %13, %15, !dbg !185
  br i1 %16, label %17, label %37, !dbg !186

17:                                               ; preds = %12
  %18 = load %struct.mat*, %struct.mat** %2, align 8, !dbg !187
  %19 = getelementptr inbounds %struct.mat, %struct.mat* %18, i32 0, i32 2, !dbg !188
  %20 = load double*, double** %19, align 8, !dbg !188
  %21 = load i32, i32* %4, align 4, !dbg !189
  %22 = sext i32 %21 to i64, !dbg !190
  %23 = load %struct.mat*, %struct.mat** %2, align 8, !dbg !191
  %24 = call i32 @mat_cols(%struct.mat* noundef %23), !dbg !192
  %25 = sext i32 %24 to i64, !dbg !192
  %26 = mul i64 %22, %25, !dbg !193
  %27 = load i32, i32* %5, align 4, !dbg !194
  %28 = sext i32 %27 to i64, !dbg !194
  %29 = add i64 %26, %28, !dbg !195
  %30 = getelementptr inbounds double, double* %20, i64 %29, !dbg !187
  %31 = load double, double* %30, align 8, !dbg !187
  %32 = load double, double* %3, align 8, !dbg !196
  %33 = fadd double %32, %31, !dbg !196
  store double %33, double* %3, align 8, !dbg !196
  br label %34, !dbg !197

34:                                               ; preds = %17
  %35 = load i32, i32* %5, align 4, !dbg !198
  %36 = add nsw i32 %35, 1, !dbg !198
  store i32 %36, i32* %5, align 4, !dbg !198
  br label %12, !dbg !199, !llvm.loop !200

37:                                               ; preds = %12
  br label %38, !dbg !201

38:                                               ; preds = %37
  %39 = load i32, i32* %4, align 4, !dbg !202
  %40 = add nsw i32 %39, 1, !dbg !202
  store i32 %40, i32* %4, align 4, !dbg !202
  br label %6, !dbg !203, !llvm.loop !204

41:                                               ; preds = %6
  %42 = load double, double* %3, align 8, !dbg !206
  ret double %42, !dbg !207
}

; Function Attrs: nounwind
declare noalias i8* @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_len(%struct.mat* noundef %0, i32 noundef %1) #0 !dbg !208 {
  %3 = alloca %struct.mat*, align 8
  %4 = alloca i32, align 4
  store %struct.mat* %0, %struct.mat** %3, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %3, metadata !211, metadata !DIExpression()), !dbg !212
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !213, metadata !DIExpression()), !dbg !214
  %5 = load i32, i32* %4, align 4, !dbg !215
  %6 = load %struct.mat*, %struct.mat** %3, align 8, !dbg !216
  %7 = getelementptr inbounds %struct.mat, %struct.mat* %6, i32 0, i32 1, !dbg !217
  store i32 %5, i32* %7, align 4, !dbg !218
  ret void, !dbg !219
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mat_rows(%struct.mat* noundef %0) #0 !dbg !220 {
  %2 = alloca %struct.mat*, align 8
  store %struct.mat* %0, %struct.mat** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %2, metadata !223, metadata !DIExpression()), !dbg !224
  %3 = load %struct.mat*, %struct.mat** %2, align 8, !dbg !225
  %4 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 0, !dbg !226
  %5 = load i32, i32* %4, align 8, !dbg !226
  ret i32 %5, !dbg !227
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mat_cols(%struct.mat* noundef %0) #0 !dbg !228 {
  %2 = alloca %struct.mat*, align 8
  store %struct.mat* %0, %struct.mat** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.mat** %2, metadata !229, metadata !DIExpression()), !dbg !230
  %3 = load %struct.mat*, %struct.mat** %2, align 8, !dbg !231
  %4 = getelementptr inbounds %struct.mat, %struct.mat* %3, i32 0, i32 1, !dbg !232
  %5 = load i32, i32* %4, align 4, !dbg !232
  ret i32 %5, !dbg !233
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind readonly willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "fields_init.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "2052abc96d1e7ff24fbf1bd375532c19")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 34, type: !15, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17, !18}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!21 = !{}
!22 = !DILocalVariable(name: "argc", arg: 1, scope: !14, file: !1, line: 34, type: !17)
!23 = !DILocation(line: 34, column: 14, scope: !14)
!24 = !DILocalVariable(name: "argv", arg: 2, scope: !14, file: !1, line: 34, type: !18)
!25 = !DILocation(line: 34, column: 27, scope: !14)
!26 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 35, type: !17)
!27 = !DILocation(line: 35, column: 7, scope: !14)
!28 = !DILocation(line: 35, column: 11, scope: !14)
!29 = !DILocation(line: 35, column: 16, scope: !14)
!30 = !DILocation(line: 35, column: 27, scope: !14)
!31 = !DILocation(line: 35, column: 22, scope: !14)
!32 = !DILocalVariable(name: "a", scope: !14, file: !1, line: 36, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "mat", file: !1, line: 10, baseType: !34)
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 10, size: 128, elements: !35)
!35 = !{!36, !37, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !34, file: !1, line: 10, baseType: !17, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !34, file: !1, line: 10, baseType: !17, size: 32, offset: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !34, file: !1, line: 10, baseType: !39, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!41 = !DILocation(line: 36, column: 7, scope: !14)
!42 = !DILocalVariable(name: "b", scope: !14, file: !1, line: 36, type: !33)
!43 = !DILocation(line: 36, column: 10, scope: !14)
!44 = !DILocalVariable(name: "v", scope: !14, file: !1, line: 36, type: !33)
!45 = !DILocation(line: 36, column: 13, scope: !14)
!46 = !DILocation(line: 37, column: 16, scope: !14)
!47 = !DILocation(line: 37, column: 19, scope: !14)
!48 = !DILocation(line: 37, column: 21, scope: !14)
!49 = !DILocation(line: 37, column: 25, scope: !14)
!50 = !DILocation(line: 37, column: 3, scope: !14)
!51 = !DILocation(line: 38, column: 19, scope: !14)
!52 = !DILocation(line: 38, column: 3, scope: !14)
!53 = !DILocation(line: 39, column: 3, scope: !14)
!54 = !DILocation(line: 40, column: 21, scope: !14)
!55 = !DILocation(line: 40, column: 34, scope: !14)
!56 = !DILocation(line: 40, column: 32, scope: !14)
!57 = !DILocation(line: 40, column: 43, scope: !14)
!58 = !DILocation(line: 40, column: 41, scope: !14)
!59 = !DILocation(line: 40, column: 39, scope: !14)
!60 = !DILocation(line: 40, column: 52, scope: !14)
!61 = !DILocation(line: 40, column: 50, scope: !14)
!62 = !DILocation(line: 40, column: 48, scope: !14)
!63 = !DILocation(line: 40, column: 3, scope: !14)
!64 = !DILocation(line: 41, column: 5, scope: !14)
!65 = !DILocation(line: 41, column: 10, scope: !14)
!66 = !DILocation(line: 42, column: 28, scope: !14)
!67 = !DILocation(line: 42, column: 20, scope: !14)
!68 = !DILocation(line: 42, column: 18, scope: !14)
!69 = !DILocation(line: 42, column: 9, scope: !14)
!70 = !DILocation(line: 42, column: 5, scope: !14)
!71 = !DILocation(line: 42, column: 7, scope: !14)
!72 = !DILocation(line: 43, column: 15, scope: !14)
!73 = !DILocation(line: 43, column: 3, scope: !14)
!74 = !DILocation(line: 44, column: 19, scope: !14)
!75 = !DILocation(line: 44, column: 17, scope: !14)
!76 = !DILocation(line: 44, column: 3, scope: !14)
!77 = !DILocalVariable(name: "s", scope: !14, file: !1, line: 45, type: !40)
!78 = !DILocation(line: 45, column: 10, scope: !14)
!79 = !DILocalVariable(name: "j", scope: !80, file: !1, line: 46, type: !17)
!80 = distinct !DILexicalBlock(scope: !14, file: !1, line: 46, column: 3)
!81 = !DILocation(line: 46, column: 12, scope: !80)
!82 = !DILocation(line: 46, column: 8, scope: !80)
!83 = !DILocation(line: 46, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !1, line: 46, column: 3)
!85 = !DILocation(line: 46, column: 25, scope: !84)
!86 = !DILocation(line: 46, column: 21, scope: !84)
!87 = !DILocation(line: 46, column: 3, scope: !80)
!88 = !DILocation(line: 47, column: 12, scope: !84)
!89 = !DILocation(line: 47, column: 14, scope: !84)
!90 = !DILocation(line: 47, column: 10, scope: !84)
!91 = !DILocation(line: 47, column: 7, scope: !84)
!92 = !DILocation(line: 47, column: 5, scope: !84)
!93 = !DILocation(line: 46, column: 32, scope: !84)
!94 = !DILocation(line: 46, column: 3, scope: !84)
!95 = distinct !{!95, !87, !96, !97}
!96 = !DILocation(line: 47, column: 15, scope: !80)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 48, column: 18, scope: !14)
!99 = !DILocation(line: 48, column: 3, scope: !14)
!100 = !DILocation(line: 49, column: 3, scope: !14)
!101 = distinct !DISubprogram(name: "mat_init", scope: !1, file: !1, line: 12, type: !102, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !17, !17}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!105 = !DILocalVariable(name: "m", arg: 1, scope: !101, file: !1, line: 12, type: !104)
!106 = !DILocation(line: 12, column: 27, scope: !101)
!107 = !DILocalVariable(name: "r", arg: 2, scope: !101, file: !1, line: 12, type: !17)
!108 = !DILocation(line: 12, column: 34, scope: !101)
!109 = !DILocalVariable(name: "c", arg: 3, scope: !101, file: !1, line: 12, type: !17)
!110 = !DILocation(line: 12, column: 41, scope: !101)
!111 = !DILocation(line: 13, column: 13, scope: !101)
!112 = !DILocation(line: 13, column: 3, scope: !101)
!113 = !DILocation(line: 13, column: 6, scope: !101)
!114 = !DILocation(line: 13, column: 11, scope: !101)
!115 = !DILocation(line: 14, column: 13, scope: !101)
!116 = !DILocation(line: 14, column: 3, scope: !101)
!117 = !DILocation(line: 14, column: 6, scope: !101)
!118 = !DILocation(line: 14, column: 11, scope: !101)
!119 = !DILocation(line: 15, column: 25, scope: !101)
!120 = !DILocation(line: 15, column: 17, scope: !101)
!121 = !DILocation(line: 15, column: 29, scope: !101)
!122 = !DILocation(line: 15, column: 27, scope: !101)
!123 = !DILocation(line: 15, column: 10, scope: !101)
!124 = !DILocation(line: 15, column: 3, scope: !101)
!125 = !DILocation(line: 15, column: 6, scope: !101)
!126 = !DILocation(line: 15, column: 8, scope: !101)
!127 = !DILocation(line: 16, column: 1, scope: !101)
!128 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 29, type: !129, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !104, !40}
!131 = !DILocalVariable(name: "m", arg: 1, scope: !128, file: !1, line: 29, type: !104)
!132 = !DILocation(line: 29, column: 24, scope: !128)
!133 = !DILocalVariable(name: "f", arg: 2, scope: !128, file: !1, line: 29, type: !40)
!134 = !DILocation(line: 29, column: 34, scope: !128)
!135 = !DILocalVariable(name: "i", scope: !136, file: !1, line: 30, type: !17)
!136 = distinct !DILexicalBlock(scope: !128, file: !1, line: 30, column: 3)
!137 = !DILocation(line: 30, column: 12, scope: !136)
!138 = !DILocation(line: 30, column: 8, scope: !136)
!139 = !DILocation(line: 30, column: 19, scope: !140)
!140 = distinct !DILexicalBlock(scope: !136, file: !1, line: 30, column: 3)
!141 = !DILocation(line: 30, column: 23, scope: !140)
!142 = !DILocation(line: 30, column: 26, scope: !140)
!143 = !DILocation(line: 30, column: 33, scope: !140)
!144 = !DILocation(line: 30, column: 36, scope: !140)
!145 = !DILocation(line: 30, column: 31, scope: !140)
!146 = !DILocation(line: 30, column: 21, scope: !140)
!147 = !DILocation(line: 30, column: 3, scope: !136)
!148 = !DILocation(line: 31, column: 16, scope: !140)
!149 = !DILocation(line: 31, column: 5, scope: !140)
!150 = !DILocation(line: 31, column: 8, scope: !140)
!151 = !DILocation(line: 31, column: 10, scope: !140)
!152 = !DILocation(line: 31, column: 13, scope: !140)
!153 = !DILocation(line: 30, column: 43, scope: !140)
!154 = !DILocation(line: 30, column: 3, scope: !140)
!155 = distinct !{!155, !147, !156, !97}
!156 = !DILocation(line: 31, column: 16, scope: !136)
!157 = !DILocation(line: 32, column: 1, scope: !128)
!158 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 21, type: !159, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!159 = !DISubroutineType(types: !160)
!160 = !{!40, !161}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !33)
!163 = !DILocalVariable(name: "m", arg: 1, scope: !158, file: !1, line: 21, type: !161)
!164 = !DILocation(line: 21, column: 32, scope: !158)
!165 = !DILocalVariable(name: "s", scope: !158, file: !1, line: 22, type: !40)
!166 = !DILocation(line: 22, column: 10, scope: !158)
!167 = !DILocalVariable(name: "i", scope: !168, file: !1, line: 23, type: !17)
!168 = distinct !DILexicalBlock(scope: !158, file: !1, line: 23, column: 3)
!169 = !DILocation(line: 23, column: 12, scope: !168)
!170 = !DILocation(line: 23, column: 8, scope: !168)
!171 = !DILocation(line: 23, column: 19, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !1, line: 23, column: 3)
!173 = !DILocation(line: 23, column: 32, scope: !172)
!174 = !DILocation(line: 23, column: 23, scope: !172)
!175 = !DILocation(line: 23, column: 21, scope: !172)
!176 = !DILocation(line: 23, column: 3, scope: !168)
!177 = !DILocalVariable(name: "j", scope: !178, file: !1, line: 24, type: !17)
!178 = distinct !DILexicalBlock(scope: !172, file: !1, line: 24, column: 5)
!179 = !DILocation(line: 24, column: 14, scope: !178)
!180 = !DILocation(line: 24, column: 10, scope: !178)
!181 = !DILocation(line: 24, column: 21, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !1, line: 24, column: 5)
!183 = !DILocation(line: 24, column: 34, scope: !182)
!184 = !DILocation(line: 24, column: 25, scope: !182)
!185 = !DILocation(line: 24, column: 23, scope: !182)
!186 = !DILocation(line: 24, column: 5, scope: !178)
!187 = !DILocation(line: 25, column: 12, scope: !182)
!188 = !DILocation(line: 25, column: 15, scope: !182)
!189 = !DILocation(line: 25, column: 25, scope: !182)
!190 = !DILocation(line: 25, column: 17, scope: !182)
!191 = !DILocation(line: 25, column: 38, scope: !182)
!192 = !DILocation(line: 25, column: 29, scope: !182)
!193 = !DILocation(line: 25, column: 27, scope: !182)
!194 = !DILocation(line: 25, column: 43, scope: !182)
!195 = !DILocation(line: 25, column: 41, scope: !182)
!196 = !DILocation(line: 25, column: 9, scope: !182)
!197 = !DILocation(line: 25, column: 7, scope: !182)
!198 = !DILocation(line: 24, column: 39, scope: !182)
!199 = !DILocation(line: 24, column: 5, scope: !182)
!200 = distinct !{!200, !186, !201, !97}
!201 = !DILocation(line: 25, column: 44, scope: !178)
!202 = !DILocation(line: 23, column: 37, scope: !172)
!203 = !DILocation(line: 23, column: 3, scope: !172)
!204 = distinct !{!204, !176, !205, !97}
!205 = !DILocation(line: 25, column: 44, scope: !168)
!206 = !DILocation(line: 26, column: 10, scope: !158)
!207 = !DILocation(line: 26, column: 3, scope: !158)
!208 = distinct !DISubprogram(name: "set_len", scope: !1, file: !1, line: 19, type: !209, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !104, !17}
!211 = !DILocalVariable(name: "m", arg: 1, scope: !208, file: !1, line: 19, type: !104)
!212 = !DILocation(line: 19, column: 26, scope: !208)
!213 = !DILocalVariable(name: "k", arg: 2, scope: !208, file: !1, line: 19, type: !17)
!214 = !DILocation(line: 19, column: 33, scope: !208)
!215 = !DILocation(line: 19, column: 48, scope: !208)
!216 = !DILocation(line: 19, column: 38, scope: !208)
!217 = !DILocation(line: 19, column: 41, scope: !208)
!218 = !DILocation(line: 19, column: 46, scope: !208)
!219 = !DILocation(line: 19, column: 51, scope: !208)
!220 = distinct !DISubprogram(name: "mat_rows", scope: !1, file: !1, line: 17, type: !221, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!221 = !DISubroutineType(types: !222)
!222 = !{!17, !161}
!223 = !DILocalVariable(name: "m", arg: 1, scope: !220, file: !1, line: 17, type: !161)
!224 = !DILocation(line: 17, column: 32, scope: !220)
!225 = !DILocation(line: 17, column: 44, scope: !220)
!226 = !DILocation(line: 17, column: 47, scope: !220)
!227 = !DILocation(line: 17, column: 37, scope: !220)
!228 = distinct !DISubprogram(name: "mat_cols", scope: !1, file: !1, line: 18, type: !221, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!229 = !DILocalVariable(name: "m", arg: 1, scope: !228, file: !1, line: 18, type: !161)
!230 = !DILocation(line: 18, column: 32, scope: !228)
!231 = !DILocation(line: 18, column: 44, scope: !228)
!232 = !DILocation(line: 18, column: 47, scope: !228)
!233 = !DILocation(line: 18, column: 37, scope: !228)
