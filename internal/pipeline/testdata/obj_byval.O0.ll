; ModuleID = 'obj_byval.c'
source_filename = "obj_byval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dims = type { i32, i32 }
%struct.box = type { i32, i32, i32 }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !10 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double*, align 8
  %8 = alloca %struct.dims, align 4
  %9 = alloca %struct.dims, align 4
  %10 = alloca %struct.box, align 4
  %11 = alloca %struct.box, align 4
  %12 = alloca double, align 8
  %13 = alloca { i64, i32 }, align 4
  %14 = alloca { i64, i32 }, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !18, metadata !DIExpression()), !dbg !19
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %6, metadata !22, metadata !DIExpression()), !dbg !23
  %15 = load i32, i32* %4, align 4, !dbg !24
  %16 = icmp sgt i32 %15, 1, !dbg !25
  br i1 %16, label %17, label %22, !dbg !24

17:                                               ; preds = %2
  %18 = load i8**, i8*** %5, align 8, !dbg !26
  %19 = getelementptr inbounds i8*, i8** %18, i64 1, !dbg !26
  %20 = load i8*, i8** %19, align 8, !dbg !26
  %21 = call i32 @atoi(i8* noundef %20) #6, !dbg !27
  br label %23, !dbg !24

22:                                               ; preds = %2
  br label %23, !dbg !24

23:                                               ; preds = %22, %17
  %24 = phi i32 [ %21, %17 ], [ 40, %22 ], !dbg !24
  store i32 %24, i32* %6, align 4, !dbg !23
  call void @llvm.dbg.declare(metadata double** %7, metadata !28, metadata !DIExpression()), !dbg !31
  %25 = load i32, i32* %6, align 4, !dbg !32
  %26 = sext i32 %25 to i64, !dbg !32
  %27 = mul i64 32, %26, !dbg !33
  %28 = load i32, i32* %6, align 4, !dbg !34
  %29 = sext i32 %28 to i64, !dbg !34
  %30 = mul i64 %27, %29, !dbg !35
  %31 = call noalias i8* @malloc(i64 noundef %30) #7, !dbg !36
  %32 = bitcast i8* %31 to double*, !dbg !36
  store double* %32, double** %7, align 8, !dbg !31
  call void @llvm.dbg.declare(metadata %struct.dims* %8, metadata !37, metadata !DIExpression()), !dbg !42
  %33 = getelementptr inbounds %struct.dims, %struct.dims* %8, i32 0, i32 0, !dbg !43
  %34 = load i32, i32* %6, align 4, !dbg !44
  store i32 %34, i32* %33, align 4, !dbg !43
  %35 = getelementptr inbounds %struct.dims, %struct.dims* %8, i32 0, i32 1, !dbg !43
  %36 = load i32, i32* %6, align 4, !dbg !45
  store i32 %36, i32* %35, align 4, !dbg !43
  call void @llvm.dbg.declare(metadata %struct.dims* %9, metadata !46, metadata !DIExpression()), !dbg !47
  %37 = getelementptr inbounds %struct.dims, %struct.dims* %9, i32 0, i32 0, !dbg !48
  %38 = load i32, i32* %6, align 4, !dbg !49
  %39 = mul nsw i32 2, %38, !dbg !50
  store i32 %39, i32* %37, align 4, !dbg !48
  %40 = getelementptr inbounds %struct.dims, %struct.dims* %9, i32 0, i32 1, !dbg !48
  %41 = load i32, i32* %6, align 4, !dbg !51
  %42 = sdiv i32 %41, 2, !dbg !52
  store i32 %42, i32* %40, align 4, !dbg !48
  call void @llvm.dbg.declare(metadata %struct.box* %10, metadata !53, metadata !DIExpression()), !dbg !59
  %43 = getelementptr inbounds %struct.box, %struct.box* %10, i32 0, i32 0, !dbg !60
  %44 = load i32, i32* %6, align 4, !dbg !61
  store i32 %44, i32* %43, align 4, !dbg !60
  %45 = getelementptr inbounds %struct.box, %struct.box* %10, i32 0, i32 1, !dbg !60
  store i32 2, i32* %45, align 4, !dbg !60
  %46 = getelementptr inbounds %struct.box, %struct.box* %10, i32 0, i32 2, !dbg !60
  store i32 3, i32* %46, align 4, !dbg !60
  call void @llvm.dbg.declare(metadata %struct.box* %11, metadata !62, metadata !DIExpression()), !dbg !63
  %47 = getelementptr inbounds %struct.box, %struct.box* %11, i32 0, i32 0, !dbg !64
  store i32 4, i32* %47, align 4, !dbg !64
  %48 = getelementptr inbounds %struct.box, %struct.box* %11, i32 0, i32 1, !dbg !64
  %49 = load i32, i32* %6, align 4, !dbg !65
  store i32 %49, i32* %48, align 4, !dbg !64
  %50 = getelementptr inbounds %struct.box, %struct.box* %11, i32 0, i32 2, !dbg !64
  store i32 2, i32* %50, align 4, !dbg !64
  call void @llvm.dbg.declare(metadata double* %12, metadata !66, metadata !DIExpression()), !dbg !67
  %51 = load double*, double** %7, align 8, !dbg !68
  %52 = bitcast %struct.dims* %8 to i64*, !dbg !69
  %53 = load i64, i64* %52, align 4, !dbg !69
  %54 = call double @fill(double* noundef %51, i64 %53), !dbg !69
  %55 = load double*, double** %7, align 8, !dbg !70
  %56 = bitcast %struct.dims* %9 to i64*, !dbg !71
  %57 = load i64, i64* %56, align 4, !dbg !71
  %58 = call double @fill(double* noundef %55, i64 %57), !dbg !71
  %59 = fadd double %54, %58, !dbg !72
  %60 = load double*, double** %7, align 8, !dbg !73
  %61 = bitcast { i64, i32 }* %13 to i8*, !dbg !74
  %62 = bitcast %struct.box* %10 to i8*, !dbg !74
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %61, i8* align 4 %62, i64 12, i1 false), !dbg !74
  %63 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %13, i32 0, i32 0, !dbg !74
  %64 = load i64, i64* %63, align 4, !dbg !74
  %65 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %13, i32 0, i32 1, !dbg !74
  %66 = load i32, i32* %65, align 4, !dbg !74
  %67 = call double @vol(double* noundef %60, i64 %64, i32 %66), !dbg !74
  %68 = fadd double %59, %67, !dbg !75
  %69 = load double*, double** %7, align 8, !dbg !76
  %70 = bitcast { i64, i32 }* %14 to i8*, !dbg !77
  %71 = bitcast %struct.box* %11 to i8*, !dbg !77
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %70, i8* align 4 %71, i64 12, i1 false), !dbg !77
  %72 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %14, i32 0, i32 0, !dbg !77
  %73 = load i64, i64* %72, align 4, !dbg !77
  %74 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %14, i32 0, i32 1, !dbg !77
  %75 = load i32, i32* %74, align 4, !dbg !77
  %76 = call double @vol(double* noundef %69, i64 %73, i32 %75), !dbg !77
  %77 = fadd double %68, %76, !dbg !78
  store double %77, double* %12, align 8, !dbg !67
  %78 = load double, double* %12, align 8, !dbg !79
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %78), !dbg !80
  %80 = load double*, double** %7, align 8, !dbg !81
  %81 = bitcast double* %80 to i8*, !dbg !81
  call void @free(i8* noundef %81) #7, !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fill(double* noundef %0, i64 %1) #0 !dbg !84 {
  %3 = alloca %struct.dims, align 4
  %4 = alloca double*, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = bitcast %struct.dims* %3 to i64*
  store i64 %1, i64* %8, align 4
  store double* %0, double** %4, align 8
  call void @llvm.dbg.declare(metadata double** %4, metadata !87, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.declare(metadata %struct.dims* %3, metadata !89, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.declare(metadata double* %5, metadata !91, metadata !DIExpression()), !dbg !92
  store double 0.000000e+00, double* %5, align 8, !dbg !92
  call void @llvm.dbg.declare(metadata i32* %6, metadata !93, metadata !DIExpression()), !dbg !95
  store i32 0, i32* %6, align 4, !dbg !95
  br label %9, !dbg !96

9:                                                ; preds = %50, %2
  %10 = load i32, i32* %6, align 4, !dbg !97
  %11 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 0, !dbg !99
  %12 = load i32, i32* %11, align 4, !dbg !99
  %13 = icmp slt i32 %10, %12, !dbg !100
  br i1 %13, label %14, label %53, !dbg !101

14:                                               ; preds = %9
  call void @llvm.dbg.declare(metadata i32* %7, metadata !102, metadata !DIExpression()), !dbg !104
  store i32 0, i32* %7, align 4, !dbg !104
  br label %15, !dbg !105

15:                                               ; preds = %46, %14
  %16 = load i32, i32* %7, align 4, !dbg !106
  %17 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 1, !dbg !108
  %18 = load i32, i32* %17, align 4, !dbg !108
  %19 = icmp slt i32 %16, %18, !dbg !109
  br i1 %19, label %20, label %49, !dbg !110

20:                                               ; preds = %15
  %21 = load i32, i32* %6, align 4, !dbg !111
  %22 = load i32, i32* %7, align 4, !dbg !113
  %23 = add nsw i32 %21, %22, !dbg !114
  %24 = sitofp i32 %23 to double, !dbg !111
  %25 = load double*, double** %4, align 8, !dbg !115
  %26 = load i32, i32* %6, align 4, !dbg !116
  %27 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 1, !dbg !117
  %28 = load i32, i32* %27, align 4, !dbg !117
  %29 = mul nsw i32 %26, %28, !dbg !118
  %30 = load i32, i32* %7, align 4, !dbg !119
  %31 = add nsw i32 %29, %30, !dbg !120
  %32 = sext i32 %31 to i64, !dbg !115
  %33 = getelementptr inbounds double, double* %25, i64 %32, !dbg !115
  store double %24, double* %33, align 8, !dbg !121
  %34 = load double*, double** %4, align 8, !dbg !122
  %35 = load i32, i32* %6, align 4, !dbg !123
  %36 = getelementptr inbounds %struct.dims, %struct.dims* %3, i32 0, i32 1, !dbg !124
  %37 = load i32, i32* %36, align 4, !dbg !124
  %38 = mul nsw i32 %35, %37, !dbg !125
  %39 = load i32, i32* %7, align 4, !dbg !126
  %40 = add nsw i32 %38, %39, !dbg !127
  %41 = sext i32 %40 to i64, !dbg !122
  %42 = getelementptr inbounds double, double* %34, i64 %41, !dbg !122
  %43 = load double, double* %42, align 8, !dbg !122
  %44 = load double, double* %5, align 8, !dbg !128
  %45 = fadd double %44, %43, !dbg !128
  store double %45, double* %5, align 8, !dbg !128
  br label %46, !dbg !129

46:                                               ; preds = %20
  %47 = load i32, i32* %7, align 4, !dbg !130
  %48 = add nsw i32 %47, 1, !dbg !130
  store i32 %48, i32* %7, align 4, !dbg !130
  br label %15, !dbg !131, !llvm.loop !132

49:                                               ; preds = %15
  br label %50, !dbg !133

50:                                               ; preds = %49
  %51 = load i32, i32* %6, align 4, !dbg !135
  %52 = add nsw i32 %51, 1, !dbg !135
  store i32 %52, i32* %6, align 4, !dbg !135
  br label %9, !dbg !136, !llvm.loop !137

53:                                               ; preds = %9
  %54 = load double, double* %5, align 8, !dbg !139
  ret double %54, !dbg !140
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @vol(double* noundef %0, i64 %1, i32 %2) #0 !dbg !141 {
  %4 = alloca %struct.box, align 4
  %5 = alloca { i64, i32 }, align 4
  %6 = alloca double*, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 0
  store i64 %1, i64* %9, align 4
  %10 = getelementptr inbounds { i64, i32 }, { i64, i32 }* %5, i32 0, i32 1
  store i32 %2, i32* %10, align 4
  %11 = bitcast %struct.box* %4 to i8*
  %12 = bitcast { i64, i32 }* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %11, i8* align 4 %12, i64 12, i1 false)
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !144, metadata !DIExpression()), !dbg !145
  call void @llvm.dbg.declare(metadata %struct.box* %4, metadata !146, metadata !DIExpression()), !dbg !147
  call void @llvm.dbg.declare(metadata double* %7, metadata !148, metadata !DIExpression()), !dbg !149
  store double 0.000000e+00, double* %7, align 8, !dbg !149
  call void @llvm.dbg.declare(metadata i32* %8, metadata !150, metadata !DIExpression()), !dbg !152
  store i32 0, i32* %8, align 4, !dbg !152
  br label %13, !dbg !153

13:                                               ; preds = %32, %3
  %14 = load i32, i32* %8, align 4, !dbg !154
  %15 = getelementptr inbounds %struct.box, %struct.box* %4, i32 0, i32 0, !dbg !156
  %16 = load i32, i32* %15, align 4, !dbg !156
  %17 = getelementptr inbounds %struct.box, %struct.box* %4, i32 0, i32 1, !dbg !157
  %18 = load i32, i32* %17, align 4, !dbg !157
  %19 = mul nsw i32 %16, %18, !dbg !158
  %20 = getelementptr inbounds %struct.box, %struct.box* %4, i32 0, i32 2, !dbg !159
  %21 = load i32, i32* %20, align 4, !dbg !159
  %22 = mul nsw i32 %19, %21, !dbg !160
  %23 = icmp slt i32 %14, %22, !dbg !161
  br i1 %23, label %24, label %35, !dbg !162

24:                                               ; preds = %13
  %25 = load double*, double** %6, align 8, !dbg !163
  %26 = load i32, i32* %8, align 4, !dbg !164
  %27 = sext i32 %26 to i64, !dbg !163
  %28 = getelementptr inbounds double, double* %25, i64 %27, !dbg !163
  %29 = load double, double* %28, align 8, !dbg !163
  %30 = load double, double* %7, align 8, !dbg !165
  %31 = fadd double %30, %29, !dbg !165
  store double %31, double* %7, align 8, !dbg !165
  br label %32, !dbg !166

32:                                               ; preds = %24
  %33 = load i32, i32* %8, align 4, !dbg !167
  %34 = add nsw i32 %33, 1, !dbg !167
  store i32 %34, i32* %8, align 4, !dbg !167
  br label %13, !dbg !168, !llvm.loop !169

35:                                               ; preds = %13
  %36 = load double, double* %7, align 8, !dbg !171
  ret double %36, !dbg !172
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @printf(i8* noundef, ...) #5

; Function Attrs: nounwind
declare void @free(i8* noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly nofree nounwind willreturn }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind readonly willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_byval.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "30106725dfca1c0191a317c3d2c05ff9")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !11, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{}
!18 = !DILocalVariable(name: "argc", arg: 1, scope: !10, file: !1, line: 26, type: !13)
!19 = !DILocation(line: 26, column: 14, scope: !10)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !10, file: !1, line: 26, type: !14)
!21 = !DILocation(line: 26, column: 27, scope: !10)
!22 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 27, type: !13)
!23 = !DILocation(line: 27, column: 7, scope: !10)
!24 = !DILocation(line: 27, column: 11, scope: !10)
!25 = !DILocation(line: 27, column: 16, scope: !10)
!26 = !DILocation(line: 27, column: 27, scope: !10)
!27 = !DILocation(line: 27, column: 22, scope: !10)
!28 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 28, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!30 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!31 = !DILocation(line: 28, column: 11, scope: !10)
!32 = !DILocation(line: 28, column: 43, scope: !10)
!33 = !DILocation(line: 28, column: 41, scope: !10)
!34 = !DILocation(line: 28, column: 47, scope: !10)
!35 = !DILocation(line: 28, column: 45, scope: !10)
!36 = !DILocation(line: 28, column: 15, scope: !10)
!37 = !DILocalVariable(name: "d1", scope: !10, file: !1, line: 29, type: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dims", file: !1, line: 7, size: 64, elements: !39)
!39 = !{!40, !41}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !38, file: !1, line: 7, baseType: !13, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !38, file: !1, line: 7, baseType: !13, size: 32, offset: 32)
!42 = !DILocation(line: 29, column: 15, scope: !10)
!43 = !DILocation(line: 29, column: 20, scope: !10)
!44 = !DILocation(line: 29, column: 21, scope: !10)
!45 = !DILocation(line: 29, column: 24, scope: !10)
!46 = !DILocalVariable(name: "d2", scope: !10, file: !1, line: 29, type: !38)
!47 = !DILocation(line: 29, column: 28, scope: !10)
!48 = !DILocation(line: 29, column: 33, scope: !10)
!49 = !DILocation(line: 29, column: 38, scope: !10)
!50 = !DILocation(line: 29, column: 36, scope: !10)
!51 = !DILocation(line: 29, column: 41, scope: !10)
!52 = !DILocation(line: 29, column: 43, scope: !10)
!53 = !DILocalVariable(name: "b1", scope: !10, file: !1, line: 30, type: !54)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "box", file: !1, line: 8, size: 96, elements: !55)
!55 = !{!56, !57, !58}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !54, file: !1, line: 8, baseType: !13, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !54, file: !1, line: 8, baseType: !13, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !54, file: !1, line: 8, baseType: !13, size: 32, offset: 64)
!59 = !DILocation(line: 30, column: 14, scope: !10)
!60 = !DILocation(line: 30, column: 19, scope: !10)
!61 = !DILocation(line: 30, column: 20, scope: !10)
!62 = !DILocalVariable(name: "b2", scope: !10, file: !1, line: 30, type: !54)
!63 = !DILocation(line: 30, column: 30, scope: !10)
!64 = !DILocation(line: 30, column: 35, scope: !10)
!65 = !DILocation(line: 30, column: 39, scope: !10)
!66 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 31, type: !30)
!67 = !DILocation(line: 31, column: 10, scope: !10)
!68 = !DILocation(line: 31, column: 19, scope: !10)
!69 = !DILocation(line: 31, column: 14, scope: !10)
!70 = !DILocation(line: 31, column: 33, scope: !10)
!71 = !DILocation(line: 31, column: 28, scope: !10)
!72 = !DILocation(line: 31, column: 26, scope: !10)
!73 = !DILocation(line: 31, column: 46, scope: !10)
!74 = !DILocation(line: 31, column: 42, scope: !10)
!75 = !DILocation(line: 31, column: 40, scope: !10)
!76 = !DILocation(line: 31, column: 59, scope: !10)
!77 = !DILocation(line: 31, column: 55, scope: !10)
!78 = !DILocation(line: 31, column: 53, scope: !10)
!79 = !DILocation(line: 32, column: 18, scope: !10)
!80 = !DILocation(line: 32, column: 3, scope: !10)
!81 = !DILocation(line: 33, column: 8, scope: !10)
!82 = !DILocation(line: 33, column: 3, scope: !10)
!83 = !DILocation(line: 34, column: 3, scope: !10)
!84 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 10, type: !85, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!85 = !DISubroutineType(types: !86)
!86 = !{!30, !29, !38}
!87 = !DILocalVariable(name: "a", arg: 1, scope: !84, file: !1, line: 10, type: !29)
!88 = !DILocation(line: 10, column: 28, scope: !84)
!89 = !DILocalVariable(name: "d", arg: 2, scope: !84, file: !1, line: 10, type: !38)
!90 = !DILocation(line: 10, column: 43, scope: !84)
!91 = !DILocalVariable(name: "s", scope: !84, file: !1, line: 11, type: !30)
!92 = !DILocation(line: 11, column: 10, scope: !84)
!93 = !DILocalVariable(name: "i", scope: !94, file: !1, line: 12, type: !13)
!94 = distinct !DILexicalBlock(scope: !84, file: !1, line: 12, column: 3)
!95 = !DILocation(line: 12, column: 12, scope: !94)
!96 = !DILocation(line: 12, column: 8, scope: !94)
!97 = !DILocation(line: 12, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !1, line: 12, column: 3)
!99 = !DILocation(line: 12, column: 25, scope: !98)
!100 = !DILocation(line: 12, column: 21, scope: !98)
!101 = !DILocation(line: 12, column: 3, scope: !94)
!102 = !DILocalVariable(name: "j", scope: !103, file: !1, line: 13, type: !13)
!103 = distinct !DILexicalBlock(scope: !98, file: !1, line: 13, column: 5)
!104 = !DILocation(line: 13, column: 14, scope: !103)
!105 = !DILocation(line: 13, column: 10, scope: !103)
!106 = !DILocation(line: 13, column: 21, scope: !107)
!107 = distinct !DILexicalBlock(scope: !103, file: !1, line: 13, column: 5)
!108 = !DILocation(line: 13, column: 27, scope: !107)
!109 = !DILocation(line: 13, column: 23, scope: !107)
!110 = !DILocation(line: 13, column: 5, scope: !103)
!111 = !DILocation(line: 14, column: 24, scope: !112)
!112 = distinct !DILexicalBlock(scope: !107, file: !1, line: 13, column: 35)
!113 = !DILocation(line: 14, column: 28, scope: !112)
!114 = !DILocation(line: 14, column: 26, scope: !112)
!115 = !DILocation(line: 14, column: 7, scope: !112)
!116 = !DILocation(line: 14, column: 9, scope: !112)
!117 = !DILocation(line: 14, column: 15, scope: !112)
!118 = !DILocation(line: 14, column: 11, scope: !112)
!119 = !DILocation(line: 14, column: 19, scope: !112)
!120 = !DILocation(line: 14, column: 17, scope: !112)
!121 = !DILocation(line: 14, column: 22, scope: !112)
!122 = !DILocation(line: 15, column: 12, scope: !112)
!123 = !DILocation(line: 15, column: 14, scope: !112)
!124 = !DILocation(line: 15, column: 20, scope: !112)
!125 = !DILocation(line: 15, column: 16, scope: !112)
!126 = !DILocation(line: 15, column: 24, scope: !112)
!127 = !DILocation(line: 15, column: 22, scope: !112)
!128 = !DILocation(line: 15, column: 9, scope: !112)
!129 = !DILocation(line: 16, column: 5, scope: !112)
!130 = !DILocation(line: 13, column: 31, scope: !107)
!131 = !DILocation(line: 13, column: 5, scope: !107)
!132 = distinct !{!132, !110, !133, !134}
!133 = !DILocation(line: 16, column: 5, scope: !103)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 12, column: 29, scope: !98)
!136 = !DILocation(line: 12, column: 3, scope: !98)
!137 = distinct !{!137, !101, !138, !134}
!138 = !DILocation(line: 16, column: 5, scope: !94)
!139 = !DILocation(line: 17, column: 10, scope: !84)
!140 = !DILocation(line: 17, column: 3, scope: !84)
!141 = distinct !DISubprogram(name: "vol", scope: !1, file: !1, line: 20, type: !142, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !17)
!142 = !DISubroutineType(types: !143)
!143 = !{!30, !29, !54}
!144 = !DILocalVariable(name: "a", arg: 1, scope: !141, file: !1, line: 20, type: !29)
!145 = !DILocation(line: 20, column: 27, scope: !141)
!146 = !DILocalVariable(name: "b", arg: 2, scope: !141, file: !1, line: 20, type: !54)
!147 = !DILocation(line: 20, column: 41, scope: !141)
!148 = !DILocalVariable(name: "s", scope: !141, file: !1, line: 21, type: !30)
!149 = !DILocation(line: 21, column: 10, scope: !141)
!150 = !DILocalVariable(name: "i", scope: !151, file: !1, line: 22, type: !13)
!151 = distinct !DILexicalBlock(scope: !141, file: !1, line: 22, column: 3)
!152 = !DILocation(line: 22, column: 12, scope: !151)
!153 = !DILocation(line: 22, column: 8, scope: !151)
!154 = !DILocation(line: 22, column: 19, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !1, line: 22, column: 3)
!156 = !DILocation(line: 22, column: 25, scope: !155)
!157 = !DILocation(line: 22, column: 31, scope: !155)
!158 = !DILocation(line: 22, column: 27, scope: !155)
!159 = !DILocation(line: 22, column: 37, scope: !155)
!160 = !DILocation(line: 22, column: 33, scope: !155)
!161 = !DILocation(line: 22, column: 21, scope: !155)
!162 = !DILocation(line: 22, column: 3, scope: !151)
!163 = !DILocation(line: 22, column: 50, scope: !155)
!164 = !DILocation(line: 22, column: 52, scope: !155)
!165 = !DILocation(line: 22, column: 47, scope: !155)
!166 = !DILocation(line: 22, column: 45, scope: !155)
!167 = !DILocation(line: 22, column: 41, scope: !155)
!168 = !DILocation(line: 22, column: 3, scope: !155)
!169 = distinct !{!169, !162, !170, !134}
!170 = !DILocation(line: 22, column: 53, scope: !151)
!171 = !DILocation(line: 23, column: 10, scope: !141)
!172 = !DILocation(line: 23, column: 3, scope: !141)
