; ModuleID = 'omp_obj_fields.c'
source_filename = "omp_obj_fields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }
%struct.grid = type { i32, i32, double* }

@0 = private unnamed_addr constant [31 x i8] c";omp_obj_fields.c;relax;16;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 30, i8* getelementptr inbounds ([31 x i8], [31 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [32 x i8] c";omp_obj_fields.c;relax;16;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 31, i8* getelementptr inbounds ([32 x i8], [32 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 30, i8* getelementptr inbounds ([31 x i8], [31 x i8]* @0, i32 0, i32 0) }, align 8
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @relax(%struct.grid* noundef %0) #0 !dbg !15 {
  %2 = alloca %struct.grid*, align 8
  store %struct.grid* %0, %struct.grid** %2, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %2, metadata !29, metadata !DIExpression()), !dbg !30
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* @4, i32 1, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, %struct.grid**)* @.omp_outlined. to void (i32*, i32*, ...)*), %struct.grid** %2), !dbg !31
  ret void, !dbg !32
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined._debug__(i32* noalias noundef %0, i32* noalias noundef %1, %struct.grid** noundef nonnull align 8 dereferenceable(8) %2) #2 !dbg !33 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %struct.grid**, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !41, metadata !DIExpression()), !dbg !42
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !43, metadata !DIExpression()), !dbg !42
  store %struct.grid** %2, %struct.grid*** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.grid*** %6, metadata !44, metadata !DIExpression()), !dbg !45
  %18 = load %struct.grid**, %struct.grid*** %6, align 8, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %7, metadata !47, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.declare(metadata i32* %9, metadata !48, metadata !DIExpression()), !dbg !42
  %19 = load %struct.grid*, %struct.grid** %18, align 8, !dbg !49
  %20 = getelementptr inbounds %struct.grid, %struct.grid* %19, i32 0, i32 0, !dbg !50
  %21 = load i32, i32* %20, align 8, !dbg !50
  store i32 %21, i32* %9, align 4, !dbg !49
  call void @llvm.dbg.declare(metadata i32* %10, metadata !48, metadata !DIExpression()), !dbg !42
  %22 = load i32, i32* %9, align 4, !dbg !49
  %23 = sub nsw i32 %22, 0, !dbg !46
  %24 = sdiv i32 %23, 1, !dbg !46
  %25 = sub nsw i32 %24, 1, !dbg !46
  store i32 %25, i32* %10, align 4, !dbg !46
  call void @llvm.dbg.declare(metadata i32* %11, metadata !51, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %11, align 4, !dbg !52
  %26 = load i32, i32* %9, align 4, !dbg !49
  %27 = icmp slt i32 0, %26, !dbg !46
  br i1 %27, label %28, label %88, !dbg !46

28:                                               ; preds = %3
  call void @llvm.dbg.declare(metadata i32* %12, metadata !53, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %12, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %13, metadata !55, metadata !DIExpression()), !dbg !42
  %29 = load i32, i32* %10, align 4, !dbg !46
  store i32 %29, i32* %13, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %14, metadata !56, metadata !DIExpression()), !dbg !42
  store i32 1, i32* %14, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %15, metadata !57, metadata !DIExpression()), !dbg !42
  store i32 0, i32* %15, align 4, !dbg !54
  call void @llvm.dbg.declare(metadata i32* %16, metadata !51, metadata !DIExpression()), !dbg !42
  %30 = load i32*, i32** %4, align 8, !dbg !46
  %31 = load i32, i32* %30, align 4, !dbg !46
  call void @__kmpc_for_static_init_4(%struct.ident_t* @1, i32 %31, i32 34, i32* %15, i32* %12, i32* %13, i32* %14, i32 1, i32 1), !dbg !58
  %32 = load i32, i32* %13, align 4, !dbg !54
  %33 = load i32, i32* %10, align 4, !dbg !46
  %34 = icmp sgt i32 %32, %33, !dbg !54
  br i1 %34, label %35, label %37, !dbg !54

35:                                               ; preds = %28
  %36 = load i32, i32* %10, align 4, !dbg !46
  br label %39, !dbg !54

37:                                               ; preds = %28
  %38 = load i32, i32* %13, align 4, !dbg !54
  br label %39, !dbg !54

39:                                               ; preds = %37, %35
  %40 = phi i32 [ %36, %35 ], [ %38, %37 ], !dbg !54
  store i32 %40, i32* %13, align 4, !dbg !54
  %41 = load i32, i32* %12, align 4, !dbg !54
  store i32 %41, i32* %7, align 4, !dbg !54
  br label %42, !dbg !46

42:                                               ; preds = %81, %39
  %43 = load i32, i32* %7, align 4, !dbg !54
  %44 = load i32, i32* %13, align 4, !dbg !54
  %45 = icmp sle i32 %43, %44, !dbg !46
  br i1 %45, label %46, label %84, !dbg !46

46:                                               ; preds = %42
  %47 = load i32, i32* %7, align 4, !dbg !54
  %48 = mul nsw i32 %47, 1, !dbg !52
  %49 = add nsw i32 0, %48, !dbg !52
  store i32 %49, i32* %16, align 4, !dbg !52
  call void @llvm.dbg.declare(metadata i32* %17, metadata !59, metadata !DIExpression()), !dbg !61
  store i32 0, i32* %17, align 4, !dbg !61
  br label %50, !dbg !62

50:                                               ; preds = %76, %46
  %51 = load i32, i32* %17, align 4, !dbg !63
  %52 = load %struct.grid*, %struct.grid** %18, align 8, !dbg !65
  %53 = getelementptr inbounds %struct.grid, %struct.grid* %52, i32 0, i32 1, !dbg !66
  %54 = load i32, i32* %53, align 4, !dbg !66
  %55 = icmp slt i32 %51, %54, !dbg !67
  br i1 %55, label %56, label %79, !dbg !68

56:                                               ; preds = %50
  %57 = load i32, i32* %16, align 4, !dbg !69
  %58 = sitofp i32 %57 to double, !dbg !69
  %59 = load i32, i32* %17, align 4, !dbg !70
  %60 = sitofp i32 %59 to double, !dbg !70
  %61 = call double @llvm.fmuladd.f64(double %58, double 5.000000e-01, double %60), !dbg !71
  %62 = load %struct.grid*, %struct.grid** %18, align 8, !dbg !72
  %63 = getelementptr inbounds %struct.grid, %struct.grid* %62, i32 0, i32 2, !dbg !73
  %64 = load double*, double** %63, align 8, !dbg !73
  %65 = load i32, i32* %16, align 4, !dbg !74
  %66 = sext i32 %65 to i64, !dbg !75
  %67 = load %struct.grid*, %struct.grid** %18, align 8, !dbg !76
  %68 = getelementptr inbounds %struct.grid, %struct.grid* %67, i32 0, i32 1, !dbg !77
  %69 = load i32, i32* %68, align 4, !dbg !77
  %70 = sext i32 %69 to i64, !dbg !76
  %71 = mul i64 %66, %70, !dbg !78
  %72 = load i32, i32* %17, align 4, !dbg !79
  %73 = sext i32 %72 to i64, !dbg !79
  %74 = add i64 %71, %73, !dbg !80
  %75 = getelementptr inbounds double, double* %64, i64 %74, !dbg !72
  store double %61, double* %75, align 8, !dbg !81
  br label %76, !dbg !72

76:                                               ; preds = %56
  %77 = load i32, i32* %17, align 4, !dbg !82
  %78 = add nsw i32 %77, 1, !dbg !82
  store i32 %78, i32* %17, align 4, !dbg !82
  br label %50, !dbg !83, !llvm.loop !84

79:                                               ; preds = %50
  br label %80, !dbg !85

80:                                               ; preds = %79
  br label %81, !dbg !58

81:                                               ; preds = %80
  %82 = load i32, i32* %7, align 4, !dbg !54
  %83 = add nsw i32 %82, 1, !dbg !46
  store i32 %83, i32* %7, align 4, !dbg !46
  br label %42, !dbg !58, !llvm.loop !87

84:                                               ; preds = %42
  br label %85, !dbg !58

85:                                               ; preds = %84
  %86 = load i32*, i32** %4, align 8, !dbg !58
  %87 = load i32, i32* %86, align 4, !dbg !58
  call void @__kmpc_for_static_fini(%struct.ident_t* @3, i32 %87), !dbg !88
  br label %88, !dbg !58

88:                                               ; preds = %85, %3
  ret void, !dbg !89
}

declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32)

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) #3

; Function Attrs: noinline norecurse nounwind optnone uwtable
define internal void @.omp_outlined.(i32* noalias noundef %0, i32* noalias noundef %1, %struct.grid** noundef nonnull align 8 dereferenceable(8) %2) #2 !dbg !90 {
  %4 = alloca i32*, align 8
  %5 = alloca i32*, align 8
  %6 = alloca %struct.grid**, align 8
  store i32* %0, i32** %4, align 8
  call void @llvm.dbg.declare(metadata i32** %4, metadata !91, metadata !DIExpression()), !dbg !92
  store i32* %1, i32** %5, align 8
  call void @llvm.dbg.declare(metadata i32** %5, metadata !93, metadata !DIExpression()), !dbg !92
  store %struct.grid** %2, %struct.grid*** %6, align 8
  call void @llvm.dbg.declare(metadata %struct.grid*** %6, metadata !94, metadata !DIExpression()), !dbg !92
  %7 = load %struct.grid**, %struct.grid*** %6, align 8, !dbg !95
  %8 = load i32*, i32** %4, align 8, !dbg !95
  %9 = load i32*, i32** %5, align 8, !dbg !95
  %10 = load %struct.grid**, %struct.grid*** %6, align 8, !dbg !95
  call void @.omp_outlined._debug__(i32* %8, i32* %9, %struct.grid** %10) #3, !dbg !95
  ret void, !dbg !95
}

; Function Attrs: nounwind
declare !callback !96 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !98 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.grid, align 8
  %8 = alloca %struct.grid, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !104, metadata !DIExpression()), !dbg !105
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.declare(metadata i32* %6, metadata !108, metadata !DIExpression()), !dbg !109
  %9 = load i32, i32* %4, align 4, !dbg !110
  %10 = icmp sgt i32 %9, 1, !dbg !111
  br i1 %10, label %11, label %16, !dbg !110

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !112
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !112
  %14 = load i8*, i8** %13, align 8, !dbg !112
  %15 = call i32 @atoi(i8* noundef %14) #7, !dbg !113
  br label %17, !dbg !110

16:                                               ; preds = %2
  br label %17, !dbg !110

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 40, %16 ], !dbg !110
  store i32 %18, i32* %6, align 4, !dbg !109
  call void @llvm.dbg.declare(metadata %struct.grid* %7, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.declare(metadata %struct.grid* %8, metadata !116, metadata !DIExpression()), !dbg !117
  %19 = load i32, i32* %6, align 4, !dbg !118
  call void @grid_init(%struct.grid* noundef %7, i32 noundef %19, i32 noundef 30), !dbg !119
  %20 = load i32, i32* %6, align 4, !dbg !120
  %21 = mul nsw i32 2, %20, !dbg !121
  call void @grid_init(%struct.grid* noundef %8, i32 noundef %21, i32 noundef 10), !dbg !122
  call void @relax(%struct.grid* noundef %7), !dbg !123
  call void @relax(%struct.grid* noundef %8), !dbg !124
  %22 = getelementptr inbounds %struct.grid, %struct.grid* %7, i32 0, i32 2, !dbg !125
  %23 = load double*, double** %22, align 8, !dbg !125
  %24 = load i32, i32* %6, align 4, !dbg !126
  %25 = sext i32 %24 to i64, !dbg !127
  %26 = getelementptr inbounds double, double* %23, i64 %25, !dbg !127
  %27 = load double, double* %26, align 8, !dbg !127
  %28 = getelementptr inbounds %struct.grid, %struct.grid* %8, i32 0, i32 2, !dbg !128
  %29 = load double*, double** %28, align 8, !dbg !128
  %30 = load i32, i32* %6, align 4, !dbg !129
  %31 = sext i32 %30 to i64, !dbg !130
  %32 = getelementptr inbounds double, double* %29, i64 %31, !dbg !130
  %33 = load double, double* %32, align 8, !dbg !130
  %34 = fadd double %27, %33, !dbg !131
  %35 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %34), !dbg !132
  %36 = getelementptr inbounds %struct.grid, %struct.grid* %7, i32 0, i32 2, !dbg !133
  %37 = load double*, double** %36, align 8, !dbg !133
  %38 = bitcast double* %37 to i8*, !dbg !134
  call void @free(i8* noundef %38) #3, !dbg !135
  %39 = getelementptr inbounds %struct.grid, %struct.grid* %8, i32 0, i32 2, !dbg !136
  %40 = load double*, double** %39, align 8, !dbg !136
  %41 = bitcast double* %40 to i8*, !dbg !137
  call void @free(i8* noundef %41) #3, !dbg !138
  ret i32 0, !dbg !139
}

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @grid_init(%struct.grid* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !140 {
  %4 = alloca %struct.grid*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %struct.grid* %0, %struct.grid** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.grid** %4, metadata !143, metadata !DIExpression()), !dbg !144
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !145, metadata !DIExpression()), !dbg !146
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !147, metadata !DIExpression()), !dbg !148
  %7 = load i32, i32* %5, align 4, !dbg !149
  %8 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !150
  %9 = getelementptr inbounds %struct.grid, %struct.grid* %8, i32 0, i32 0, !dbg !151
  store i32 %7, i32* %9, align 8, !dbg !152
  %10 = load i32, i32* %6, align 4, !dbg !153
  %11 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !154
  %12 = getelementptr inbounds %struct.grid, %struct.grid* %11, i32 0, i32 1, !dbg !155
  store i32 %10, i32* %12, align 4, !dbg !156
  %13 = load i32, i32* %5, align 4, !dbg !157
  %14 = sext i32 %13 to i64, !dbg !157
  %15 = mul i64 8, %14, !dbg !158
  %16 = load i32, i32* %6, align 4, !dbg !159
  %17 = sext i32 %16 to i64, !dbg !159
  %18 = mul i64 %15, %17, !dbg !160
  %19 = call noalias i8* @malloc(i64 noundef %18) #3, !dbg !161
  %20 = bitcast i8* %19 to double*, !dbg !161
  %21 = load %struct.grid*, %struct.grid** %4, align 8, !dbg !162
  %22 = getelementptr inbounds %struct.grid, %struct.grid* %21, i32 0, i32 2, !dbg !163
  store double* %20, double** %22, align 8, !dbg !164
  ret void, !dbg !165
}

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #6

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { noinline norecurse nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "omp_obj_fields.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0ef21f4478f5e072a247d85870ee4c57")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !4, line: 46, baseType: !5)
!4 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"openmp", i32 50}
!10 = !{i32 7, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 1}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "relax", scope: !1, file: !1, line: 15, type: !16, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "grid", file: !1, line: 8, baseType: !20)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 8, size: 128, elements: !21)
!21 = !{!22, !24, !25}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !20, file: !1, line: 8, baseType: !23, size: 32)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !20, file: !1, line: 8, baseType: !23, size: 32, offset: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !20, file: !1, line: 8, baseType: !26, size: 64, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !{}
!29 = !DILocalVariable(name: "g", arg: 1, scope: !15, file: !1, line: 15, type: !18)
!30 = !DILocation(line: 15, column: 18, scope: !15)
!31 = !DILocation(line: 16, column: 1, scope: !15)
!32 = !DILocation(line: 20, column: 1, scope: !15)
!33 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !1, file: !1, line: 17, type: !34, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!34 = !DISubroutineType(types: !35)
!35 = !{null, !36, !36, !40}
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!40 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !18, size: 64)
!41 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !33, type: !36, flags: DIFlagArtificial)
!42 = !DILocation(line: 0, scope: !33)
!43 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !33, type: !36, flags: DIFlagArtificial)
!44 = !DILocalVariable(name: "g", arg: 3, scope: !33, file: !1, line: 15, type: !40)
!45 = !DILocation(line: 15, column: 18, scope: !33)
!46 = !DILocation(line: 17, column: 3, scope: !33)
!47 = !DILocalVariable(name: ".omp.iv", scope: !33, type: !23, flags: DIFlagArtificial)
!48 = !DILocalVariable(name: ".capture_expr.", scope: !33, type: !23, flags: DIFlagArtificial)
!49 = !DILocation(line: 17, column: 23, scope: !33)
!50 = !DILocation(line: 17, column: 26, scope: !33)
!51 = !DILocalVariable(name: "i", scope: !33, type: !23, flags: DIFlagArtificial)
!52 = !DILocation(line: 17, column: 29, scope: !33)
!53 = !DILocalVariable(name: ".omp.lb", scope: !33, type: !23, flags: DIFlagArtificial)
!54 = !DILocation(line: 17, column: 8, scope: !33)
!55 = !DILocalVariable(name: ".omp.ub", scope: !33, type: !23, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".omp.stride", scope: !33, type: !23, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".omp.is_last", scope: !33, type: !23, flags: DIFlagArtificial)
!58 = !DILocation(line: 16, column: 1, scope: !33)
!59 = !DILocalVariable(name: "j", scope: !60, file: !1, line: 18, type: !23)
!60 = distinct !DILexicalBlock(scope: !33, file: !1, line: 18, column: 5)
!61 = !DILocation(line: 18, column: 14, scope: !60)
!62 = !DILocation(line: 18, column: 10, scope: !60)
!63 = !DILocation(line: 18, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !1, line: 18, column: 5)
!65 = !DILocation(line: 18, column: 25, scope: !64)
!66 = !DILocation(line: 18, column: 28, scope: !64)
!67 = !DILocation(line: 18, column: 23, scope: !64)
!68 = !DILocation(line: 18, column: 5, scope: !60)
!69 = !DILocation(line: 19, column: 36, scope: !64)
!70 = !DILocation(line: 19, column: 46, scope: !64)
!71 = !DILocation(line: 19, column: 44, scope: !64)
!72 = !DILocation(line: 19, column: 7, scope: !64)
!73 = !DILocation(line: 19, column: 10, scope: !64)
!74 = !DILocation(line: 19, column: 20, scope: !64)
!75 = !DILocation(line: 19, column: 12, scope: !64)
!76 = !DILocation(line: 19, column: 24, scope: !64)
!77 = !DILocation(line: 19, column: 27, scope: !64)
!78 = !DILocation(line: 19, column: 22, scope: !64)
!79 = !DILocation(line: 19, column: 31, scope: !64)
!80 = !DILocation(line: 19, column: 29, scope: !64)
!81 = !DILocation(line: 19, column: 34, scope: !64)
!82 = !DILocation(line: 18, column: 32, scope: !64)
!83 = !DILocation(line: 18, column: 5, scope: !64)
!84 = distinct !{!84, !68, !85, !86}
!85 = !DILocation(line: 19, column: 46, scope: !60)
!86 = !{!"llvm.loop.mustprogress"}
!87 = distinct !{!87, !58, !88}
!88 = !DILocation(line: 16, column: 25, scope: !33)
!89 = !DILocation(line: 19, column: 46, scope: !33)
!90 = distinct !DISubprogram(name: ".omp_outlined.", scope: !1, file: !1, line: 16, type: !34, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!91 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !90, type: !36, flags: DIFlagArtificial)
!92 = !DILocation(line: 0, scope: !90)
!93 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !90, type: !36, flags: DIFlagArtificial)
!94 = !DILocalVariable(name: "g", arg: 3, scope: !90, type: !40, flags: DIFlagArtificial)
!95 = !DILocation(line: 16, column: 1, scope: !90)
!96 = !{!97}
!97 = !{i64 2, i64 -1, i64 -1, i1 true}
!98 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 22, type: !99, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!99 = !DISubroutineType(types: !100)
!100 = !{!23, !23, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!104 = !DILocalVariable(name: "argc", arg: 1, scope: !98, file: !1, line: 22, type: !23)
!105 = !DILocation(line: 22, column: 14, scope: !98)
!106 = !DILocalVariable(name: "argv", arg: 2, scope: !98, file: !1, line: 22, type: !101)
!107 = !DILocation(line: 22, column: 27, scope: !98)
!108 = !DILocalVariable(name: "n", scope: !98, file: !1, line: 23, type: !23)
!109 = !DILocation(line: 23, column: 7, scope: !98)
!110 = !DILocation(line: 23, column: 11, scope: !98)
!111 = !DILocation(line: 23, column: 16, scope: !98)
!112 = !DILocation(line: 23, column: 27, scope: !98)
!113 = !DILocation(line: 23, column: 22, scope: !98)
!114 = !DILocalVariable(name: "x", scope: !98, file: !1, line: 24, type: !19)
!115 = !DILocation(line: 24, column: 8, scope: !98)
!116 = !DILocalVariable(name: "y", scope: !98, file: !1, line: 24, type: !19)
!117 = !DILocation(line: 24, column: 11, scope: !98)
!118 = !DILocation(line: 25, column: 17, scope: !98)
!119 = !DILocation(line: 25, column: 3, scope: !98)
!120 = !DILocation(line: 26, column: 21, scope: !98)
!121 = !DILocation(line: 26, column: 19, scope: !98)
!122 = !DILocation(line: 26, column: 3, scope: !98)
!123 = !DILocation(line: 27, column: 3, scope: !98)
!124 = !DILocation(line: 28, column: 3, scope: !98)
!125 = !DILocation(line: 29, column: 20, scope: !98)
!126 = !DILocation(line: 29, column: 22, scope: !98)
!127 = !DILocation(line: 29, column: 18, scope: !98)
!128 = !DILocation(line: 29, column: 29, scope: !98)
!129 = !DILocation(line: 29, column: 31, scope: !98)
!130 = !DILocation(line: 29, column: 27, scope: !98)
!131 = !DILocation(line: 29, column: 25, scope: !98)
!132 = !DILocation(line: 29, column: 3, scope: !98)
!133 = !DILocation(line: 30, column: 10, scope: !98)
!134 = !DILocation(line: 30, column: 8, scope: !98)
!135 = !DILocation(line: 30, column: 3, scope: !98)
!136 = !DILocation(line: 30, column: 21, scope: !98)
!137 = !DILocation(line: 30, column: 19, scope: !98)
!138 = !DILocation(line: 30, column: 14, scope: !98)
!139 = !DILocation(line: 31, column: 3, scope: !98)
!140 = distinct !DISubprogram(name: "grid_init", scope: !1, file: !1, line: 10, type: !141, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !28)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !18, !23, !23}
!143 = !DILocalVariable(name: "g", arg: 1, scope: !140, file: !1, line: 10, type: !18)
!144 = !DILocation(line: 10, column: 29, scope: !140)
!145 = !DILocalVariable(name: "n", arg: 2, scope: !140, file: !1, line: 10, type: !23)
!146 = !DILocation(line: 10, column: 36, scope: !140)
!147 = !DILocalVariable(name: "m", arg: 3, scope: !140, file: !1, line: 10, type: !23)
!148 = !DILocation(line: 10, column: 43, scope: !140)
!149 = !DILocation(line: 11, column: 10, scope: !140)
!150 = !DILocation(line: 11, column: 3, scope: !140)
!151 = !DILocation(line: 11, column: 6, scope: !140)
!152 = !DILocation(line: 11, column: 8, scope: !140)
!153 = !DILocation(line: 11, column: 20, scope: !140)
!154 = !DILocation(line: 11, column: 13, scope: !140)
!155 = !DILocation(line: 11, column: 16, scope: !140)
!156 = !DILocation(line: 11, column: 18, scope: !140)
!157 = !DILocation(line: 12, column: 34, scope: !140)
!158 = !DILocation(line: 12, column: 32, scope: !140)
!159 = !DILocation(line: 12, column: 38, scope: !140)
!160 = !DILocation(line: 12, column: 36, scope: !140)
!161 = !DILocation(line: 12, column: 10, scope: !140)
!162 = !DILocation(line: 12, column: 3, scope: !140)
!163 = !DILocation(line: 12, column: 6, scope: !140)
!164 = !DILocation(line: 12, column: 8, scope: !140)
!165 = !DILocation(line: 13, column: 1, scope: !140)
