; ModuleID = 'args_outparam_init.c'
source_filename = "args_outparam_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @kernel(double* noundef %0, double* noundef %1, double* noundef %2, i32 noundef %3, i32 noundef %4) #0 !dbg !10 {
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca double, align 8
  %13 = alloca i32, align 4
  store double* %0, double** %6, align 8
  call void @llvm.dbg.declare(metadata double** %6, metadata !19, metadata !DIExpression()), !dbg !20
  store double* %1, double** %7, align 8
  call void @llvm.dbg.declare(metadata double** %7, metadata !21, metadata !DIExpression()), !dbg !22
  store double* %2, double** %8, align 8
  call void @llvm.dbg.declare(metadata double** %8, metadata !23, metadata !DIExpression()), !dbg !24
  store i32 %3, i32* %9, align 4
  call void @llvm.dbg.declare(metadata i32* %9, metadata !25, metadata !DIExpression()), !dbg !26
  store i32 %4, i32* %10, align 4
  call void @llvm.dbg.declare(metadata i32* %10, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %11, metadata !29, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %11, align 4, !dbg !31
  br label %14, !dbg !32

14:                                               ; preds = %49, %5
  %15 = load i32, i32* %11, align 4, !dbg !33
  %16 = load i32, i32* %9, align 4, !dbg !35
  %17 = icmp slt i32 %15, %16, !dbg !36
  br i1 %17, label %18, label %52, !dbg !37

18:                                               ; preds = %14
  call void @llvm.dbg.declare(metadata double* %12, metadata !38, metadata !DIExpression()), !dbg !40
  store double 0.000000e+00, double* %12, align 8, !dbg !40
  call void @llvm.dbg.declare(metadata i32* %13, metadata !41, metadata !DIExpression()), !dbg !43
  store i32 0, i32* %13, align 4, !dbg !43
  br label %19, !dbg !44

19:                                               ; preds = %40, %18
  %20 = load i32, i32* %13, align 4, !dbg !45
  %21 = load i32, i32* %10, align 4, !dbg !47
  %22 = icmp slt i32 %20, %21, !dbg !48
  br i1 %22, label %23, label %43, !dbg !49

23:                                               ; preds = %19
  %24 = load double*, double** %6, align 8, !dbg !50
  %25 = load i32, i32* %11, align 4, !dbg !51
  %26 = load i32, i32* %10, align 4, !dbg !52
  %27 = mul nsw i32 %25, %26, !dbg !53
  %28 = load i32, i32* %13, align 4, !dbg !54
  %29 = add nsw i32 %27, %28, !dbg !55
  %30 = sext i32 %29 to i64, !dbg !50
  %31 = getelementptr inbounds double, double* %24, i64 %30, !dbg !50
  %32 = load double, double* %31, align 8, !dbg !50
  %33 = load double*, double** %7, align 8, !dbg !56
  %34 = load i32, i32* %13, align 4, !dbg !57
  %35 = sext i32 %34 to i64, !dbg !56
  %36 = getelementptr inbounds double, double* %33, i64 %35, !dbg !56
  %37 = load double, double* %36, align 8, !dbg !56
  %38 = load double, double* %12, align 8, !dbg !58
  %39 = call double @llvm.fmuladd.f64(double %32, double %37, double %38), !dbg !58
  store double %39, double* %12, align 8, !dbg !58
  br label %40, !dbg !59

40:                                               ; preds = %23
  %41 = load i32, i32* %13, align 4, !dbg !60
  %42 = add nsw i32 %41, 1, !dbg !60
  store i32 %42, i32* %13, align 4, !dbg !60
  br label %19, !dbg !61, !llvm.loop !62

43:                                               ; preds = %19
  %44 = load double, double* %12, align 8, !dbg !65
  %45 = load double*, double** %8, align 8, !dbg !66
  %46 = load i32, i32* %11, align 4, !dbg !67
  %47 = sext i32 %46 to i64, !dbg !66
  %48 = getelementptr inbounds double, double* %45, i64 %47, !dbg !66
  store double %44, double* %48, align 8, !dbg !68
  br label %49, !dbg !69

49:                                               ; preds = %43
  %50 = load i32, i32* %11, align 4, !dbg !70
  %51 = add nsw i32 %50, 1, !dbg !70
  store i32 %51, i32* %11, align 4, !dbg !70
  br label %14, !dbg !71, !llvm.loop !72

52:                                               ; preds = %14
  ret void, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !75 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double*, align 8
  %9 = alloca double*, align 8
  %10 = alloca double*, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !81, metadata !DIExpression()), !dbg !82
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.declare(metadata i32* %6, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.declare(metadata i32* %7, metadata !87, metadata !DIExpression()), !dbg !88
  %13 = load i32, i32* %4, align 4, !dbg !89
  %14 = load i8**, i8*** %5, align 8, !dbg !90
  call void @init(i32 noundef %13, i8** noundef %14, i32* noundef %6, i32* noundef %7), !dbg !91
  call void @llvm.dbg.declare(metadata double** %8, metadata !92, metadata !DIExpression()), !dbg !93
  %15 = load i32, i32* %6, align 4, !dbg !94
  %16 = sext i32 %15 to i64, !dbg !94
  %17 = mul i64 8, %16, !dbg !95
  %18 = load i32, i32* %7, align 4, !dbg !96
  %19 = sext i32 %18 to i64, !dbg !96
  %20 = mul i64 %17, %19, !dbg !97
  %21 = call noalias i8* @malloc(i64 noundef %20) #5, !dbg !98
  %22 = bitcast i8* %21 to double*, !dbg !98
  store double* %22, double** %8, align 8, !dbg !93
  call void @llvm.dbg.declare(metadata double** %9, metadata !99, metadata !DIExpression()), !dbg !100
  %23 = load i32, i32* %7, align 4, !dbg !101
  %24 = sext i32 %23 to i64, !dbg !101
  %25 = mul i64 8, %24, !dbg !102
  %26 = call noalias i8* @malloc(i64 noundef %25) #5, !dbg !103
  %27 = bitcast i8* %26 to double*, !dbg !103
  store double* %27, double** %9, align 8, !dbg !100
  call void @llvm.dbg.declare(metadata double** %10, metadata !104, metadata !DIExpression()), !dbg !105
  %28 = load i32, i32* %6, align 4, !dbg !106
  %29 = sext i32 %28 to i64, !dbg !106
  %30 = mul i64 8, %29, !dbg !107
  %31 = call noalias i8* @malloc(i64 noundef %30) #5, !dbg !108
  %32 = bitcast i8* %31 to double*, !dbg !108
  store double* %32, double** %10, align 8, !dbg !105
  call void @llvm.dbg.declare(metadata i32* %11, metadata !109, metadata !DIExpression()), !dbg !111
  store i32 0, i32* %11, align 4, !dbg !111
  br label %33, !dbg !112

33:                                               ; preds = %47, %2
  %34 = load i32, i32* %11, align 4, !dbg !113
  %35 = load i32, i32* %6, align 4, !dbg !115
  %36 = load i32, i32* %7, align 4, !dbg !116
  %37 = mul nsw i32 %35, %36, !dbg !117
  %38 = icmp slt i32 %34, %37, !dbg !118
  br i1 %38, label %39, label %50, !dbg !119

39:                                               ; preds = %33
  %40 = load i32, i32* %11, align 4, !dbg !120
  %41 = srem i32 %40, 7, !dbg !121
  %42 = sitofp i32 %41 to double, !dbg !120
  %43 = load double*, double** %8, align 8, !dbg !122
  %44 = load i32, i32* %11, align 4, !dbg !123
  %45 = sext i32 %44 to i64, !dbg !122
  %46 = getelementptr inbounds double, double* %43, i64 %45, !dbg !122
  store double %42, double* %46, align 8, !dbg !124
  br label %47, !dbg !122

47:                                               ; preds = %39
  %48 = load i32, i32* %11, align 4, !dbg !125
  %49 = add nsw i32 %48, 1, !dbg !125
  store i32 %49, i32* %11, align 4, !dbg !125
  br label %33, !dbg !126, !llvm.loop !127

50:                                               ; preds = %33
  call void @llvm.dbg.declare(metadata i32* %12, metadata !129, metadata !DIExpression()), !dbg !131
  store i32 0, i32* %12, align 4, !dbg !131
  br label %51, !dbg !132

51:                                               ; preds = %64, %50
  %52 = load i32, i32* %12, align 4, !dbg !133
  %53 = load i32, i32* %7, align 4, !dbg !135
  %54 = icmp slt i32 %52, %53, !dbg !136
  br i1 %54, label %55, label %67, !dbg !137

55:                                               ; preds = %51
  %56 = load i32, i32* %12, align 4, !dbg !138
  %57 = add nsw i32 %56, 1, !dbg !139
  %58 = sitofp i32 %57 to double, !dbg !140
  %59 = fdiv double 1.000000e+00, %58, !dbg !141
  %60 = load double*, double** %9, align 8, !dbg !142
  %61 = load i32, i32* %12, align 4, !dbg !143
  %62 = sext i32 %61 to i64, !dbg !142
  %63 = getelementptr inbounds double, double* %60, i64 %62, !dbg !142
  store double %59, double* %63, align 8, !dbg !144
  br label %64, !dbg !142

64:                                               ; preds = %55
  %65 = load i32, i32* %12, align 4, !dbg !145
  %66 = add nsw i32 %65, 1, !dbg !145
  store i32 %66, i32* %12, align 4, !dbg !145
  br label %51, !dbg !146, !llvm.loop !147

67:                                               ; preds = %51
  %68 = load double*, double** %8, align 8, !dbg !149
  %69 = load double*, double** %9, align 8, !dbg !150
  %70 = load double*, double** %10, align 8, !dbg !151
  %71 = load i32, i32* %6, align 4, !dbg !152
  %72 = load i32, i32* %7, align 4, !dbg !153
  call void @kernel(double* noundef %68, double* noundef %69, double* noundef %70, i32 noundef %71, i32 noundef %72), !dbg !154
  %73 = load double*, double** %10, align 8, !dbg !155
  %74 = load i32, i32* %6, align 4, !dbg !156
  %75 = sub nsw i32 %74, 1, !dbg !157
  %76 = sext i32 %75 to i64, !dbg !155
  %77 = getelementptr inbounds double, double* %73, i64 %76, !dbg !155
  %78 = load double, double* %77, align 8, !dbg !155
  %79 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %78), !dbg !158
  ret i32 0, !dbg !159
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init(i32 noundef %0, i8** noundef %1, i32* noundef %2, i32* noundef %3) #0 !dbg !160 {
  %5 = alloca i32, align 4
  %6 = alloca i8**, align 8
  %7 = alloca i32*, align 8
  %8 = alloca i32*, align 8
  store i32 %0, i32* %5, align 4
  call void @llvm.dbg.declare(metadata i32* %5, metadata !164, metadata !DIExpression()), !dbg !165
  store i8** %1, i8*** %6, align 8
  call void @llvm.dbg.declare(metadata i8*** %6, metadata !166, metadata !DIExpression()), !dbg !167
  store i32* %2, i32** %7, align 8
  call void @llvm.dbg.declare(metadata i32** %7, metadata !168, metadata !DIExpression()), !dbg !169
  store i32* %3, i32** %8, align 8
  call void @llvm.dbg.declare(metadata i32** %8, metadata !170, metadata !DIExpression()), !dbg !171
  %9 = load i32*, i32** %7, align 8, !dbg !172
  store i32 100, i32* %9, align 4, !dbg !173
  %10 = load i32*, i32** %8, align 8, !dbg !174
  store i32 50, i32* %10, align 4, !dbg !175
  %11 = load i32, i32* %5, align 4, !dbg !176
  %12 = icmp sgt i32 %11, 1, !dbg !178
  br i1 %12, label %13, label %19, !dbg !179

13:                                               ; preds = %4
  %14 = load i8**, i8*** %6, align 8, !dbg !180
  %15 = getelementptr inbounds i8*, i8** %14, i64 1, !dbg !180
  %16 = load i8*, i8** %15, align 8, !dbg !180
  %17 = call i32 @atoi(i8* noundef %16) #6, !dbg !181
  %18 = load i32*, i32** %7, align 8, !dbg !182
  store i32 %17, i32* %18, align 4, !dbg !183
  br label %19, !dbg !184

19:                                               ; preds = %13, %4
  %20 = load i32, i32* %5, align 4, !dbg !185
  %21 = icmp sgt i32 %20, 2, !dbg !187
  br i1 %21, label %22, label %28, !dbg !188

22:                                               ; preds = %19
  %23 = load i8**, i8*** %6, align 8, !dbg !189
  %24 = getelementptr inbounds i8*, i8** %23, i64 2, !dbg !189
  %25 = load i8*, i8** %24, align 8, !dbg !189
  %26 = call i32 @atoi(i8* noundef %25) #6, !dbg !190
  %27 = load i32*, i32** %8, align 8, !dbg !191
  store i32 %26, i32* %27, align 4, !dbg !192
  br label %28, !dbg !193

28:                                               ; preds = %22, %19
  ret void, !dbg !194
}

; Function Attrs: nounwind
declare noalias i8* @malloc(i64 noundef) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #4

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
!1 = !DIFile(filename: "args_outparam_init.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "65141aa50054f747c03e4de75cffc101")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 9, type: !11, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!11 = !DISubroutineType(types: !12)
!12 = !{null, !13, !15, !13, !17, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{}
!19 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 9, type: !13)
!20 = !DILocation(line: 9, column: 21, scope: !10)
!21 = !DILocalVariable(name: "x", arg: 2, scope: !10, file: !1, line: 9, type: !15)
!22 = !DILocation(line: 9, column: 38, scope: !10)
!23 = !DILocalVariable(name: "y", arg: 3, scope: !10, file: !1, line: 9, type: !13)
!24 = !DILocation(line: 9, column: 49, scope: !10)
!25 = !DILocalVariable(name: "n", arg: 4, scope: !10, file: !1, line: 9, type: !17)
!26 = !DILocation(line: 9, column: 56, scope: !10)
!27 = !DILocalVariable(name: "m", arg: 5, scope: !10, file: !1, line: 9, type: !17)
!28 = !DILocation(line: 9, column: 63, scope: !10)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 10, type: !17)
!30 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 3)
!31 = !DILocation(line: 10, column: 12, scope: !30)
!32 = !DILocation(line: 10, column: 8, scope: !30)
!33 = !DILocation(line: 10, column: 19, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 10, column: 3)
!35 = !DILocation(line: 10, column: 23, scope: !34)
!36 = !DILocation(line: 10, column: 21, scope: !34)
!37 = !DILocation(line: 10, column: 3, scope: !30)
!38 = !DILocalVariable(name: "s", scope: !39, file: !1, line: 11, type: !14)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 10, column: 31)
!40 = !DILocation(line: 11, column: 12, scope: !39)
!41 = !DILocalVariable(name: "j", scope: !42, file: !1, line: 12, type: !17)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 12, column: 5)
!43 = !DILocation(line: 12, column: 14, scope: !42)
!44 = !DILocation(line: 12, column: 10, scope: !42)
!45 = !DILocation(line: 12, column: 21, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !1, line: 12, column: 5)
!47 = !DILocation(line: 12, column: 25, scope: !46)
!48 = !DILocation(line: 12, column: 23, scope: !46)
!49 = !DILocation(line: 12, column: 5, scope: !42)
!50 = !DILocation(line: 12, column: 38, scope: !46)
!51 = !DILocation(line: 12, column: 40, scope: !46)
!52 = !DILocation(line: 12, column: 44, scope: !46)
!53 = !DILocation(line: 12, column: 42, scope: !46)
!54 = !DILocation(line: 12, column: 48, scope: !46)
!55 = !DILocation(line: 12, column: 46, scope: !46)
!56 = !DILocation(line: 12, column: 53, scope: !46)
!57 = !DILocation(line: 12, column: 55, scope: !46)
!58 = !DILocation(line: 12, column: 35, scope: !46)
!59 = !DILocation(line: 12, column: 33, scope: !46)
!60 = !DILocation(line: 12, column: 29, scope: !46)
!61 = !DILocation(line: 12, column: 5, scope: !46)
!62 = distinct !{!62, !49, !63, !64}
!63 = !DILocation(line: 12, column: 56, scope: !42)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 13, column: 12, scope: !39)
!66 = !DILocation(line: 13, column: 5, scope: !39)
!67 = !DILocation(line: 13, column: 7, scope: !39)
!68 = !DILocation(line: 13, column: 10, scope: !39)
!69 = !DILocation(line: 14, column: 3, scope: !39)
!70 = !DILocation(line: 10, column: 27, scope: !34)
!71 = !DILocation(line: 10, column: 3, scope: !34)
!72 = distinct !{!72, !37, !73, !64}
!73 = !DILocation(line: 14, column: 3, scope: !30)
!74 = !DILocation(line: 15, column: 1, scope: !10)
!75 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !76, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !18)
!76 = !DISubroutineType(types: !77)
!77 = !{!17, !17, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!81 = !DILocalVariable(name: "argc", arg: 1, scope: !75, file: !1, line: 16, type: !17)
!82 = !DILocation(line: 16, column: 14, scope: !75)
!83 = !DILocalVariable(name: "argv", arg: 2, scope: !75, file: !1, line: 16, type: !78)
!84 = !DILocation(line: 16, column: 27, scope: !75)
!85 = !DILocalVariable(name: "n", scope: !75, file: !1, line: 17, type: !17)
!86 = !DILocation(line: 17, column: 7, scope: !75)
!87 = !DILocalVariable(name: "m", scope: !75, file: !1, line: 17, type: !17)
!88 = !DILocation(line: 17, column: 10, scope: !75)
!89 = !DILocation(line: 18, column: 8, scope: !75)
!90 = !DILocation(line: 18, column: 14, scope: !75)
!91 = !DILocation(line: 18, column: 3, scope: !75)
!92 = !DILocalVariable(name: "a", scope: !75, file: !1, line: 19, type: !13)
!93 = !DILocation(line: 19, column: 11, scope: !75)
!94 = !DILocation(line: 19, column: 39, scope: !75)
!95 = !DILocation(line: 19, column: 37, scope: !75)
!96 = !DILocation(line: 19, column: 43, scope: !75)
!97 = !DILocation(line: 19, column: 41, scope: !75)
!98 = !DILocation(line: 19, column: 15, scope: !75)
!99 = !DILocalVariable(name: "x", scope: !75, file: !1, line: 19, type: !13)
!100 = !DILocation(line: 19, column: 48, scope: !75)
!101 = !DILocation(line: 19, column: 76, scope: !75)
!102 = !DILocation(line: 19, column: 74, scope: !75)
!103 = !DILocation(line: 19, column: 52, scope: !75)
!104 = !DILocalVariable(name: "y", scope: !75, file: !1, line: 19, type: !13)
!105 = !DILocation(line: 19, column: 81, scope: !75)
!106 = !DILocation(line: 19, column: 109, scope: !75)
!107 = !DILocation(line: 19, column: 107, scope: !75)
!108 = !DILocation(line: 19, column: 85, scope: !75)
!109 = !DILocalVariable(name: "i", scope: !110, file: !1, line: 20, type: !17)
!110 = distinct !DILexicalBlock(scope: !75, file: !1, line: 20, column: 3)
!111 = !DILocation(line: 20, column: 12, scope: !110)
!112 = !DILocation(line: 20, column: 8, scope: !110)
!113 = !DILocation(line: 20, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !1, line: 20, column: 3)
!115 = !DILocation(line: 20, column: 23, scope: !114)
!116 = !DILocation(line: 20, column: 27, scope: !114)
!117 = !DILocation(line: 20, column: 25, scope: !114)
!118 = !DILocation(line: 20, column: 21, scope: !114)
!119 = !DILocation(line: 20, column: 3, scope: !110)
!120 = !DILocation(line: 20, column: 42, scope: !114)
!121 = !DILocation(line: 20, column: 44, scope: !114)
!122 = !DILocation(line: 20, column: 35, scope: !114)
!123 = !DILocation(line: 20, column: 37, scope: !114)
!124 = !DILocation(line: 20, column: 40, scope: !114)
!125 = !DILocation(line: 20, column: 31, scope: !114)
!126 = !DILocation(line: 20, column: 3, scope: !114)
!127 = distinct !{!127, !119, !128, !64}
!128 = !DILocation(line: 20, column: 46, scope: !110)
!129 = !DILocalVariable(name: "j", scope: !130, file: !1, line: 21, type: !17)
!130 = distinct !DILexicalBlock(scope: !75, file: !1, line: 21, column: 3)
!131 = !DILocation(line: 21, column: 12, scope: !130)
!132 = !DILocation(line: 21, column: 8, scope: !130)
!133 = !DILocation(line: 21, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !1, line: 21, column: 3)
!135 = !DILocation(line: 21, column: 23, scope: !134)
!136 = !DILocation(line: 21, column: 21, scope: !134)
!137 = !DILocation(line: 21, column: 3, scope: !130)
!138 = !DILocation(line: 21, column: 45, scope: !134)
!139 = !DILocation(line: 21, column: 47, scope: !134)
!140 = !DILocation(line: 21, column: 44, scope: !134)
!141 = !DILocation(line: 21, column: 42, scope: !134)
!142 = !DILocation(line: 21, column: 31, scope: !134)
!143 = !DILocation(line: 21, column: 33, scope: !134)
!144 = !DILocation(line: 21, column: 36, scope: !134)
!145 = !DILocation(line: 21, column: 27, scope: !134)
!146 = !DILocation(line: 21, column: 3, scope: !134)
!147 = distinct !{!147, !137, !148, !64}
!148 = !DILocation(line: 21, column: 50, scope: !130)
!149 = !DILocation(line: 22, column: 10, scope: !75)
!150 = !DILocation(line: 22, column: 13, scope: !75)
!151 = !DILocation(line: 22, column: 16, scope: !75)
!152 = !DILocation(line: 22, column: 19, scope: !75)
!153 = !DILocation(line: 22, column: 22, scope: !75)
!154 = !DILocation(line: 22, column: 3, scope: !75)
!155 = !DILocation(line: 23, column: 18, scope: !75)
!156 = !DILocation(line: 23, column: 20, scope: !75)
!157 = !DILocation(line: 23, column: 22, scope: !75)
!158 = !DILocation(line: 23, column: 3, scope: !75)
!159 = !DILocation(line: 24, column: 3, scope: !75)
!160 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 4, type: !161, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !18)
!161 = !DISubroutineType(types: !162)
!162 = !{null, !17, !78, !163, !163}
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!164 = !DILocalVariable(name: "argc", arg: 1, scope: !160, file: !1, line: 4, type: !17)
!165 = !DILocation(line: 4, column: 22, scope: !160)
!166 = !DILocalVariable(name: "argv", arg: 2, scope: !160, file: !1, line: 4, type: !78)
!167 = !DILocation(line: 4, column: 35, scope: !160)
!168 = !DILocalVariable(name: "n", arg: 3, scope: !160, file: !1, line: 4, type: !163)
!169 = !DILocation(line: 4, column: 46, scope: !160)
!170 = !DILocalVariable(name: "m", arg: 4, scope: !160, file: !1, line: 4, type: !163)
!171 = !DILocation(line: 4, column: 54, scope: !160)
!172 = !DILocation(line: 5, column: 4, scope: !160)
!173 = !DILocation(line: 5, column: 6, scope: !160)
!174 = !DILocation(line: 5, column: 14, scope: !160)
!175 = !DILocation(line: 5, column: 16, scope: !160)
!176 = !DILocation(line: 6, column: 7, scope: !177)
!177 = distinct !DILexicalBlock(scope: !160, file: !1, line: 6, column: 7)
!178 = !DILocation(line: 6, column: 12, scope: !177)
!179 = !DILocation(line: 6, column: 7, scope: !160)
!180 = !DILocation(line: 6, column: 27, scope: !177)
!181 = !DILocation(line: 6, column: 22, scope: !177)
!182 = !DILocation(line: 6, column: 18, scope: !177)
!183 = !DILocation(line: 6, column: 20, scope: !177)
!184 = !DILocation(line: 6, column: 17, scope: !177)
!185 = !DILocation(line: 7, column: 7, scope: !186)
!186 = distinct !DILexicalBlock(scope: !160, file: !1, line: 7, column: 7)
!187 = !DILocation(line: 7, column: 12, scope: !186)
!188 = !DILocation(line: 7, column: 7, scope: !160)
!189 = !DILocation(line: 7, column: 27, scope: !186)
!190 = !DILocation(line: 7, column: 22, scope: !186)
!191 = !DILocation(line: 7, column: 18, scope: !186)
!192 = !DILocation(line: 7, column: 20, scope: !186)
!193 = !DILocation(line: 7, column: 17, scope: !186)
!194 = !DILocation(line: 8, column: 1, scope: !160)
