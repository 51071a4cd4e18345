; ModuleID = 'args_sscanf_dims.c'
source_filename = "args_sscanf_dims.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.dims = type { i32, i32 }
%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@__const.main.d = private unnamed_addr constant %struct.dims { i32 32, i32 24 }, align 4
@stderr = external global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [22 x i8] c"usage: %s WxH [reps]\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%dx%d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca %struct.dims, align 4
  %7 = alloca i64, align 8
  %8 = alloca float*, align 8
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  %11 = alloca i64, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata %struct.dims* %6, metadata !24, metadata !DIExpression()), !dbg !29
  %12 = bitcast %struct.dims* %6 to i8*, !dbg !29
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %12, i8* align 4 bitcast (%struct.dims* @__const.main.d to i8*), i64 8, i1 false), !dbg !29
  call void @llvm.dbg.declare(metadata i64* %7, metadata !30, metadata !DIExpression()), !dbg !32
  store i64 2, i64* %7, align 8, !dbg !32
  %13 = load i32, i32* %4, align 4, !dbg !33
  %14 = icmp sgt i32 %13, 1, !dbg !35
  br i1 %14, label %15, label %27, !dbg !36

15:                                               ; preds = %2
  %16 = load i8**, i8*** %5, align 8, !dbg !37
  %17 = getelementptr inbounds i8*, i8** %16, i64 1, !dbg !37
  %18 = load i8*, i8** %17, align 8, !dbg !37
  %19 = call i32 @parse_dims(i8* noundef %18, %struct.dims* noundef %6), !dbg !38
  %20 = icmp ne i32 %19, 0, !dbg !38
  br i1 %20, label %27, label %21, !dbg !39

21:                                               ; preds = %15
  %22 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !40
  %23 = load i8**, i8*** %5, align 8, !dbg !42
  %24 = getelementptr inbounds i8*, i8** %23, i64 0, !dbg !42
  %25 = load i8*, i8** %24, align 8, !dbg !42
  %26 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %22, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i8* noundef %25), !dbg !43
  store i32 2, i32* %3, align 4, !dbg !44
  br label %87, !dbg !44

27:                                               ; preds = %15, %2
  %28 = load i32, i32* %4, align 4, !dbg !45
  %29 = icmp sgt i32 %28, 2, !dbg !47
  br i1 %29, label %30, label %35, !dbg !48

30:                                               ; preds = %27
  %31 = load i8**, i8*** %5, align 8, !dbg !49
  %32 = getelementptr inbounds i8*, i8** %31, i64 2, !dbg !49
  %33 = load i8*, i8** %32, align 8, !dbg !49
  %34 = call i64 @strtoul(i8* noundef %33, i8** noundef null, i32 noundef 10) #5, !dbg !50
  store i64 %34, i64* %7, align 8, !dbg !51
  br label %35, !dbg !52

35:                                               ; preds = %30, %27
  call void @llvm.dbg.declare(metadata float** %8, metadata !53, metadata !DIExpression()), !dbg !55
  %36 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 0, !dbg !56
  %37 = load i32, i32* %36, align 4, !dbg !56
  %38 = sext i32 %37 to i64, !dbg !57
  %39 = mul i64 4, %38, !dbg !58
  %40 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 1, !dbg !59
  %41 = load i32, i32* %40, align 4, !dbg !59
  %42 = sext i32 %41 to i64, !dbg !60
  %43 = mul i64 %39, %42, !dbg !61
  %44 = call noalias i8* @malloc(i64 noundef %43) #5, !dbg !62
  %45 = bitcast i8* %44 to float*, !dbg !62
  store float* %45, float** %8, align 8, !dbg !55
  call void @llvm.dbg.declare(metadata i32* %9, metadata !63, metadata !DIExpression()), !dbg !65
  store i32 0, i32* %9, align 4, !dbg !65
  br label %46, !dbg !66

46:                                               ; preds = %62, %35
  %47 = load i32, i32* %9, align 4, !dbg !67
  %48 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 0, !dbg !69
  %49 = load i32, i32* %48, align 4, !dbg !69
  %50 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 1, !dbg !70
  %51 = load i32, i32* %50, align 4, !dbg !70
  %52 = mul nsw i32 %49, %51, !dbg !71
  %53 = icmp slt i32 %47, %52, !dbg !72
  br i1 %53, label %54, label %65, !dbg !73

54:                                               ; preds = %46
  %55 = load i32, i32* %9, align 4, !dbg !74
  %56 = srem i32 %55, 13, !dbg !75
  %57 = sitofp i32 %56 to float, !dbg !76
  %58 = load float*, float** %8, align 8, !dbg !77
  %59 = load i32, i32* %9, align 4, !dbg !78
  %60 = sext i32 %59 to i64, !dbg !77
  %61 = getelementptr inbounds float, float* %58, i64 %60, !dbg !77
  store float %57, float* %61, align 4, !dbg !79
  br label %62, !dbg !77

62:                                               ; preds = %54
  %63 = load i32, i32* %9, align 4, !dbg !80
  %64 = add nsw i32 %63, 1, !dbg !80
  store i32 %64, i32* %9, align 4, !dbg !80
  br label %46, !dbg !81, !llvm.loop !82

65:                                               ; preds = %46
  call void @llvm.dbg.declare(metadata double* %10, metadata !85, metadata !DIExpression()), !dbg !87
  store double 0.000000e+00, double* %10, align 8, !dbg !87
  call void @llvm.dbg.declare(metadata i64* %11, metadata !88, metadata !DIExpression()), !dbg !90
  store i64 0, i64* %11, align 8, !dbg !90
  br label %66, !dbg !91

66:                                               ; preds = %79, %65
  %67 = load i64, i64* %11, align 8, !dbg !92
  %68 = load i64, i64* %7, align 8, !dbg !94
  %69 = icmp ult i64 %67, %68, !dbg !95
  br i1 %69, label %70, label %82, !dbg !96

70:                                               ; preds = %66
  %71 = load float*, float** %8, align 8, !dbg !97
  %72 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 0, !dbg !98
  %73 = load i32, i32* %72, align 4, !dbg !98
  %74 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 1, !dbg !99
  %75 = load i32, i32* %74, align 4, !dbg !99
  %76 = call double @colsum(float* noundef %71, i32 noundef %73, i32 noundef %75), !dbg !100
  %77 = load double, double* %10, align 8, !dbg !101
  %78 = fadd double %77, %76, !dbg !101
  store double %78, double* %10, align 8, !dbg !101
  br label %79, !dbg !102

79:                                               ; preds = %70
  %80 = load i64, i64* %11, align 8, !dbg !103
  %81 = add i64 %80, 1, !dbg !103
  store i64 %81, i64* %11, align 8, !dbg !103
  br label %66, !dbg !104, !llvm.loop !105

82:                                               ; preds = %66
  %83 = load double, double* %10, align 8, !dbg !107
  %84 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %83), !dbg !108
  %85 = load float*, float** %8, align 8, !dbg !109
  %86 = bitcast float* %85 to i8*, !dbg !109
  call void @free(i8* noundef %86) #5, !dbg !110
  store i32 0, i32* %3, align 4, !dbg !111
  br label %87, !dbg !111

87:                                               ; preds = %82, %21
  %88 = load i32, i32* %3, align 4, !dbg !112
  ret i32 %88, !dbg !112
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_dims(i8* noundef %0, %struct.dims* noundef %1) #0 !dbg !113 {
  %3 = alloca i8*, align 8
  %4 = alloca %struct.dims*, align 8
  store i8* %0, i8** %3, align 8
  call void @llvm.dbg.declare(metadata i8** %3, metadata !119, metadata !DIExpression()), !dbg !120
  store %struct.dims* %1, %struct.dims** %4, align 8
  call void @llvm.dbg.declare(metadata %struct.dims** %4, metadata !121, metadata !DIExpression()), !dbg !122
  %5 = load i8*, i8** %3, align 8, !dbg !123
  %6 = load %struct.dims*, %struct.dims** %4, align 8, !dbg !124
  %7 = getelementptr inbounds %struct.dims, %struct.dims* %6, i32 0, i32 0, !dbg !125
  %8 = load %struct.dims*, %struct.dims** %4, align 8, !dbg !126
  %9 = getelementptr inbounds %struct.dims, %struct.dims* %8, i32 0, i32 1, !dbg !127
  %10 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef %5, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i32* noundef %7, i32* noundef %9) #5, !dbg !128
  %11 = icmp eq i32 %10, 2, !dbg !129
  %12 = zext i1 %11 to i32, !dbg !129
  ret i32 %12, !dbg !130
}

declare i32 @fprintf(%struct._IO_FILE* noundef, i8* noundef, ...) #3

; Function Attrs: nounwind
declare i64 @strtoul(i8* noundef, i8** noundef, i32 noundef) #4

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @colsum(float* noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !131 {
  %4 = alloca float*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store float* %0, float** %4, align 8
  call void @llvm.dbg.declare(metadata float** %4, metadata !136, metadata !DIExpression()), !dbg !137
  store i32 %1, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !138, metadata !DIExpression()), !dbg !139
  store i32 %2, i32* %6, align 4
  call void @llvm.dbg.declare(metadata i32* %6, metadata !140, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.declare(metadata double* %7, metadata !142, metadata !DIExpression()), !dbg !143
  store double 0.000000e+00, double* %7, align 8, !dbg !143
  call void @llvm.dbg.declare(metadata i32* %8, metadata !144, metadata !DIExpression()), !dbg !146
  store i32 0, i32* %8, align 4, !dbg !146
  br label %10, !dbg !147

10:                                               ; preds = %36, %3
  %11 = load i32, i32* %8, align 4, !dbg !148
  %12 = load i32, i32* %5, align 4, !dbg !150
  %13 = icmp slt i32 %11, %12, !dbg !151
  br i1 %13, label %14, label %39, !dbg !152

14:                                               ; preds = %10
  call void @llvm.dbg.declare(metadata i32* %9, metadata !153, metadata !DIExpression()), !dbg !155
  store i32 0, i32* %9, align 4, !dbg !155
  br label %15, !dbg !156

15:                                               ; preds = %32, %14
  %16 = load i32, i32* %9, align 4, !dbg !157
  %17 = load i32, i32* %6, align 4, !dbg !159
  %18 = icmp slt i32 %16, %17, !dbg !160
  br i1 %18, label %19, label %35, !dbg !161

19:                                               ; preds = %15
  %20 = load float*, float** %4, align 8, !dbg !162
  %21 = load i32, i32* %9, align 4, !dbg !163
  %22 = load i32, i32* %5, align 4, !dbg !164
  %23 = mul nsw i32 %21, %22, !dbg !165
  %24 = load i32, i32* %8, align 4, !dbg !166
  %25 = add nsw i32 %23, %24, !dbg !167
  %26 = sext i32 %25 to i64, !dbg !162
  %27 = getelementptr inbounds float, float* %20, i64 %26, !dbg !162
  %28 = load float, float* %27, align 4, !dbg !162
  %29 = fpext float %28 to double, !dbg !162
  %30 = load double, double* %7, align 8, !dbg !168
  %31 = fadd double %30, %29, !dbg !168
  store double %31, double* %7, align 8, !dbg !168
  br label %32, !dbg !169

32:                                               ; preds = %19
  %33 = load i32, i32* %9, align 4, !dbg !170
  %34 = add nsw i32 %33, 1, !dbg !170
  store i32 %34, i32* %9, align 4, !dbg !170
  br label %15, !dbg !171, !llvm.loop !172

35:                                               ; preds = %15
  br label %36, !dbg !173

36:                                               ; preds = %35
  %37 = load i32, i32* %8, align 4, !dbg !174
  %38 = add nsw i32 %37, 1, !dbg !174
  store i32 %38, i32* %8, align 4, !dbg !174
  br label %10, !dbg !175, !llvm.loop !176

39:                                               ; preds = %10
  %40 = load double, double* %7, align 8, !dbg !178
  ret double %40, !dbg !179
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind
declare void @free(i8* noundef) #4

; Function Attrs: nounwind
declare i32 @__isoc99_sscanf(i8* noundef, i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_sscanf_dims.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "86a1bfe14d3745c2a9efc9170618a419")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 14.0.6"}
!12 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !13, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !12, file: !1, line: 15, type: !15)
!21 = !DILocation(line: 15, column: 14, scope: !12)
!22 = !DILocalVariable(name: "argv", arg: 2, scope: !12, file: !1, line: 15, type: !16)
!23 = !DILocation(line: 15, column: 27, scope: !12)
!24 = !DILocalVariable(name: "d", scope: !12, file: !1, line: 16, type: !25)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dims", file: !1, line: 5, size: 64, elements: !26)
!26 = !{!27, !28}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !25, file: !1, line: 5, baseType: !15, size: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !25, file: !1, line: 5, baseType: !15, size: 32, offset: 32)
!29 = !DILocation(line: 16, column: 15, scope: !12)
!30 = !DILocalVariable(name: "reps", scope: !12, file: !1, line: 17, type: !31)
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 17, column: 17, scope: !12)
!33 = !DILocation(line: 18, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !12, file: !1, line: 18, column: 7)
!35 = !DILocation(line: 18, column: 12, scope: !34)
!36 = !DILocation(line: 18, column: 16, scope: !34)
!37 = !DILocation(line: 18, column: 31, scope: !34)
!38 = !DILocation(line: 18, column: 20, scope: !34)
!39 = !DILocation(line: 18, column: 7, scope: !12)
!40 = !DILocation(line: 19, column: 13, scope: !41)
!41 = distinct !DILexicalBlock(scope: !34, file: !1, line: 18, column: 45)
!42 = !DILocation(line: 19, column: 47, scope: !41)
!43 = !DILocation(line: 19, column: 5, scope: !41)
!44 = !DILocation(line: 20, column: 5, scope: !41)
!45 = !DILocation(line: 22, column: 7, scope: !46)
!46 = distinct !DILexicalBlock(scope: !12, file: !1, line: 22, column: 7)
!47 = !DILocation(line: 22, column: 12, scope: !46)
!48 = !DILocation(line: 22, column: 7, scope: !12)
!49 = !DILocation(line: 22, column: 32, scope: !46)
!50 = !DILocation(line: 22, column: 24, scope: !46)
!51 = !DILocation(line: 22, column: 22, scope: !46)
!52 = !DILocation(line: 22, column: 17, scope: !46)
!53 = !DILocalVariable(name: "g", scope: !12, file: !1, line: 23, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!55 = !DILocation(line: 23, column: 10, scope: !12)
!56 = !DILocation(line: 23, column: 39, scope: !12)
!57 = !DILocation(line: 23, column: 37, scope: !12)
!58 = !DILocation(line: 23, column: 35, scope: !12)
!59 = !DILocation(line: 23, column: 45, scope: !12)
!60 = !DILocation(line: 23, column: 43, scope: !12)
!61 = !DILocation(line: 23, column: 41, scope: !12)
!62 = !DILocation(line: 23, column: 14, scope: !12)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 24, type: !15)
!64 = distinct !DILexicalBlock(scope: !12, file: !1, line: 24, column: 3)
!65 = !DILocation(line: 24, column: 12, scope: !64)
!66 = !DILocation(line: 24, column: 8, scope: !64)
!67 = !DILocation(line: 24, column: 19, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !1, line: 24, column: 3)
!69 = !DILocation(line: 24, column: 25, scope: !68)
!70 = !DILocation(line: 24, column: 31, scope: !68)
!71 = !DILocation(line: 24, column: 27, scope: !68)
!72 = !DILocation(line: 24, column: 21, scope: !68)
!73 = !DILocation(line: 24, column: 3, scope: !64)
!74 = !DILocation(line: 24, column: 54, scope: !68)
!75 = !DILocation(line: 24, column: 56, scope: !68)
!76 = !DILocation(line: 24, column: 46, scope: !68)
!77 = !DILocation(line: 24, column: 39, scope: !68)
!78 = !DILocation(line: 24, column: 41, scope: !68)
!79 = !DILocation(line: 24, column: 44, scope: !68)
!80 = !DILocation(line: 24, column: 35, scope: !68)
!81 = !DILocation(line: 24, column: 3, scope: !68)
!82 = distinct !{!82, !73, !83, !84}
!83 = !DILocation(line: 24, column: 60, scope: !64)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocalVariable(name: "t", scope: !12, file: !1, line: 25, type: !86)
!86 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!87 = !DILocation(line: 25, column: 10, scope: !12)
!88 = !DILocalVariable(name: "r", scope: !89, file: !1, line: 26, type: !31)
!89 = distinct !DILexicalBlock(scope: !12, file: !1, line: 26, column: 3)
!90 = !DILocation(line: 26, column: 22, scope: !89)
!91 = !DILocation(line: 26, column: 8, scope: !89)
!92 = !DILocation(line: 26, column: 29, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !1, line: 26, column: 3)
!94 = !DILocation(line: 26, column: 33, scope: !93)
!95 = !DILocation(line: 26, column: 31, scope: !93)
!96 = !DILocation(line: 26, column: 3, scope: !89)
!97 = !DILocation(line: 26, column: 56, scope: !93)
!98 = !DILocation(line: 26, column: 61, scope: !93)
!99 = !DILocation(line: 26, column: 66, scope: !93)
!100 = !DILocation(line: 26, column: 49, scope: !93)
!101 = !DILocation(line: 26, column: 46, scope: !93)
!102 = !DILocation(line: 26, column: 44, scope: !93)
!103 = !DILocation(line: 26, column: 40, scope: !93)
!104 = !DILocation(line: 26, column: 3, scope: !93)
!105 = distinct !{!105, !96, !106, !84}
!106 = !DILocation(line: 26, column: 67, scope: !89)
!107 = !DILocation(line: 27, column: 18, scope: !12)
!108 = !DILocation(line: 27, column: 3, scope: !12)
!109 = !DILocation(line: 28, column: 8, scope: !12)
!110 = !DILocation(line: 28, column: 3, scope: !12)
!111 = !DILocation(line: 29, column: 3, scope: !12)
!112 = !DILocation(line: 30, column: 1, scope: !12)
!113 = distinct !DISubprogram(name: "parse_dims", scope: !1, file: !1, line: 6, type: !114, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!114 = !DISubroutineType(types: !115)
!115 = !{!15, !116, !118}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!119 = !DILocalVariable(name: "s", arg: 1, scope: !113, file: !1, line: 6, type: !116)
!120 = !DILocation(line: 6, column: 35, scope: !113)
!121 = !DILocalVariable(name: "d", arg: 2, scope: !113, file: !1, line: 6, type: !118)
!122 = !DILocation(line: 6, column: 51, scope: !113)
!123 = !DILocation(line: 7, column: 17, scope: !113)
!124 = !DILocation(line: 7, column: 30, scope: !113)
!125 = !DILocation(line: 7, column: 33, scope: !113)
!126 = !DILocation(line: 7, column: 37, scope: !113)
!127 = !DILocation(line: 7, column: 40, scope: !113)
!128 = !DILocation(line: 7, column: 10, scope: !113)
!129 = !DILocation(line: 7, column: 43, scope: !113)
!130 = !DILocation(line: 7, column: 3, scope: !113)
!131 = distinct !DISubprogram(name: "colsum", scope: !1, file: !1, line: 9, type: !132, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !19)
!132 = !DISubroutineType(types: !133)
!133 = !{!86, !134, !15, !15}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!136 = !DILocalVariable(name: "g", arg: 1, scope: !131, file: !1, line: 9, type: !134)
!137 = !DILocation(line: 9, column: 35, scope: !131)
!138 = !DILocalVariable(name: "w", arg: 2, scope: !131, file: !1, line: 9, type: !15)
!139 = !DILocation(line: 9, column: 42, scope: !131)
!140 = !DILocalVariable(name: "h", arg: 3, scope: !131, file: !1, line: 9, type: !15)
!141 = !DILocation(line: 9, column: 49, scope: !131)
!142 = !DILocalVariable(name: "s", scope: !131, file: !1, line: 10, type: !86)
!143 = !DILocation(line: 10, column: 10, scope: !131)
!144 = !DILocalVariable(name: "x", scope: !145, file: !1, line: 11, type: !15)
!145 = distinct !DILexicalBlock(scope: !131, file: !1, line: 11, column: 3)
!146 = !DILocation(line: 11, column: 12, scope: !145)
!147 = !DILocation(line: 11, column: 8, scope: !145)
!148 = !DILocation(line: 11, column: 19, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !1, line: 11, column: 3)
!150 = !DILocation(line: 11, column: 23, scope: !149)
!151 = !DILocation(line: 11, column: 21, scope: !149)
!152 = !DILocation(line: 11, column: 3, scope: !145)
!153 = !DILocalVariable(name: "y", scope: !154, file: !1, line: 12, type: !15)
!154 = distinct !DILexicalBlock(scope: !149, file: !1, line: 12, column: 5)
!155 = !DILocation(line: 12, column: 14, scope: !154)
!156 = !DILocation(line: 12, column: 10, scope: !154)
!157 = !DILocation(line: 12, column: 21, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !1, line: 12, column: 5)
!159 = !DILocation(line: 12, column: 25, scope: !158)
!160 = !DILocation(line: 12, column: 23, scope: !158)
!161 = !DILocation(line: 12, column: 5, scope: !154)
!162 = !DILocation(line: 12, column: 38, scope: !158)
!163 = !DILocation(line: 12, column: 40, scope: !158)
!164 = !DILocation(line: 12, column: 44, scope: !158)
!165 = !DILocation(line: 12, column: 42, scope: !158)
!166 = !DILocation(line: 12, column: 48, scope: !158)
!167 = !DILocation(line: 12, column: 46, scope: !158)
!168 = !DILocation(line: 12, column: 35, scope: !158)
!169 = !DILocation(line: 12, column: 33, scope: !158)
!170 = !DILocation(line: 12, column: 29, scope: !158)
!171 = !DILocation(line: 12, column: 5, scope: !158)
!172 = distinct !{!172, !161, !173, !84}
!173 = !DILocation(line: 12, column: 49, scope: !154)
!174 = !DILocation(line: 11, column: 27, scope: !149)
!175 = !DILocation(line: 11, column: 3, scope: !149)
!176 = distinct !{!176, !152, !177, !84}
!177 = !DILocation(line: 12, column: 49, scope: !145)
!178 = !DILocation(line: 13, column: 10, scope: !131)
!179 = !DILocation(line: 13, column: 3, scope: !131)
