; ModuleID = 'fnptr.c'
source_filename = "fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [262144 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca void (double*, i32)*, align 8
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata void (double*, i32)** %6, metadata !29, metadata !DIExpression()), !dbg !35
  store void (double*, i32)* @stream, void (double*, i32)** %6, align 8, !dbg !35
  %7 = load i32, i32* %4, align 4, !dbg !36
  %8 = icmp sgt i32 %7, 5, !dbg !38
  br i1 %8, label %9, label %10, !dbg !39

9:                                                ; preds = %2
  store void (double*, i32)* null, void (double*, i32)** %6, align 8, !dbg !40
  br label %10, !dbg !41

10:                                               ; preds = %9, %2
  %11 = load void (double*, i32)*, void (double*, i32)** %6, align 8, !dbg !42
  call void %11(double* noundef getelementptr inbounds ([262144 x double], [262144 x double]* @A, i64 0, i64 0), i32 noundef 262144), !dbg !42
  %12 = load double, double* getelementptr inbounds ([262144 x double], [262144 x double]* @A, i64 0, i64 3), align 8, !dbg !43
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %12), !dbg !44
  ret i32 0, !dbg !45
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stream(double* noundef %0, i32 noundef %1) #0 !dbg !46 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store double* %0, double** %3, align 8
  call void @llvm.dbg.declare(metadata double** %3, metadata !47, metadata !DIExpression()), !dbg !48
  store i32 %1, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !49, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.declare(metadata i32* %5, metadata !51, metadata !DIExpression()), !dbg !53
  store i32 0, i32* %5, align 4, !dbg !53
  br label %6, !dbg !54

6:                                                ; preds = %21, %2
  %7 = load i32, i32* %5, align 4, !dbg !55
  %8 = load i32, i32* %4, align 4, !dbg !57
  %9 = icmp slt i32 %7, %8, !dbg !58
  br i1 %9, label %10, label %24, !dbg !59

10:                                               ; preds = %6
  %11 = load double*, double** %3, align 8, !dbg !60
  %12 = load i32, i32* %5, align 4, !dbg !61
  %13 = sext i32 %12 to i64, !dbg !60
  %14 = getelementptr inbounds double, double* %11, i64 %13, !dbg !60
  %15 = load double, double* %14, align 8, !dbg !60
  %16 = call double @llvm.fmuladd.f64(double %15, double 2.000000e+00, double 1.000000e+00), !dbg !62
  %17 = load double*, double** %3, align 8, !dbg !63
  %18 = load i32, i32* %5, align 4, !dbg !64
  %19 = sext i32 %18 to i64, !dbg !63
  %20 = getelementptr inbounds double, double* %17, i64 %19, !dbg !63
  store double %16, double* %20, align 8, !dbg !65
  br label %21, !dbg !63

21:                                               ; preds = %10
  %22 = load i32, i32* %5, align 4, !dbg !66
  %23 = add nsw i32 %22, 1, !dbg !66
  store i32 %23, i32* %5, align 4, !dbg !66
  br label %6, !dbg !67, !llvm.loop !68

24:                                               ; preds = %6
  ret void, !dbg !71
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "fnptr.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0f1ac59c757e6adaa0bf03632cb8c887")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16777216, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 262144)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !3, line: 11, type: !20)
!26 = !DILocation(line: 11, column: 14, scope: !17)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !3, line: 11, type: !21)
!28 = !DILocation(line: 11, column: 27, scope: !17)
!29 = !DILocalVariable(name: "k", scope: !17, file: !3, line: 12, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "kernel_fn", file: !3, line: 10, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34, !20}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!35 = !DILocation(line: 12, column: 13, scope: !17)
!36 = !DILocation(line: 13, column: 7, scope: !37)
!37 = distinct !DILexicalBlock(scope: !17, file: !3, line: 13, column: 7)
!38 = !DILocation(line: 13, column: 12, scope: !37)
!39 = !DILocation(line: 13, column: 7, scope: !17)
!40 = !DILocation(line: 13, column: 19, scope: !37)
!41 = !DILocation(line: 13, column: 17, scope: !37)
!42 = !DILocation(line: 14, column: 3, scope: !17)
!43 = !DILocation(line: 15, column: 18, scope: !17)
!44 = !DILocation(line: 15, column: 3, scope: !17)
!45 = !DILocation(line: 16, column: 3, scope: !17)
!46 = distinct !DISubprogram(name: "stream", scope: !3, file: !3, line: 7, type: !32, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!47 = !DILocalVariable(name: "a", arg: 1, scope: !46, file: !3, line: 7, type: !34)
!48 = !DILocation(line: 7, column: 28, scope: !46)
!49 = !DILocalVariable(name: "n", arg: 2, scope: !46, file: !3, line: 7, type: !20)
!50 = !DILocation(line: 7, column: 35, scope: !46)
!51 = !DILocalVariable(name: "i", scope: !52, file: !3, line: 8, type: !20)
!52 = distinct !DILexicalBlock(scope: !46, file: !3, line: 8, column: 3)
!53 = !DILocation(line: 8, column: 12, scope: !52)
!54 = !DILocation(line: 8, column: 8, scope: !52)
!55 = !DILocation(line: 8, column: 19, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !3, line: 8, column: 3)
!57 = !DILocation(line: 8, column: 23, scope: !56)
!58 = !DILocation(line: 8, column: 21, scope: !56)
!59 = !DILocation(line: 8, column: 3, scope: !52)
!60 = !DILocation(line: 8, column: 38, scope: !56)
!61 = !DILocation(line: 8, column: 40, scope: !56)
!62 = !DILocation(line: 8, column: 47, scope: !56)
!63 = !DILocation(line: 8, column: 31, scope: !56)
!64 = !DILocation(line: 8, column: 33, scope: !56)
!65 = !DILocation(line: 8, column: 36, scope: !56)
!66 = !DILocation(line: 8, column: 27, scope: !56)
!67 = !DILocation(line: 8, column: 3, scope: !56)
!68 = distinct !{!68, !59, !69, !70}
!69 = !DILocation(line: 8, column: 49, scope: !52)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 9, column: 1, scope: !46)
