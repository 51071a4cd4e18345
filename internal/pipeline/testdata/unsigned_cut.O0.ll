; ModuleID = 'unsigned_cut.c'
source_filename = "unsigned_cut.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@B = dso_local global [4096 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%f %u\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !30
  %10 = load i32, i32* %4, align 4, !dbg !31
  %11 = icmp sgt i32 %10, 1, !dbg !32
  br i1 %11, label %12, label %17, !dbg !31

12:                                               ; preds = %2
  %13 = load i8**, i8*** %5, align 8, !dbg !33
  %14 = getelementptr inbounds i8*, i8** %13, i64 1, !dbg !33
  %15 = load i8*, i8** %14, align 8, !dbg !33
  %16 = call i32 @atoi(i8* noundef %15) #4, !dbg !34
  br label %18, !dbg !31

17:                                               ; preds = %2
  br label %18, !dbg !31

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 10, %17 ], !dbg !31
  store i32 %19, i32* %6, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %7, metadata !35, metadata !DIExpression()), !dbg !38
  store i32 0, i32* %7, align 4, !dbg !38
  br label %20, !dbg !39

20:                                               ; preds = %35, %18
  %21 = load i32, i32* %7, align 4, !dbg !40
  %22 = load i32, i32* %6, align 4, !dbg !42
  %23 = sub nsw i32 %22, 20, !dbg !43
  %24 = icmp ult i32 %21, %23, !dbg !44
  br i1 %24, label %25, label %38, !dbg !45

25:                                               ; preds = %20
  %26 = load i32, i32* %7, align 4, !dbg !46
  %27 = icmp uge i32 %26, 1000, !dbg !49
  br i1 %27, label %28, label %29, !dbg !50

28:                                               ; preds = %25
  br label %38, !dbg !51

29:                                               ; preds = %25
  %30 = load i32, i32* %7, align 4, !dbg !52
  %31 = zext i32 %30 to i64, !dbg !53
  %32 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %31, !dbg !53
  %33 = load double, double* %32, align 8, !dbg !54
  %34 = fadd double %33, 2.000000e+00, !dbg !54
  store double %34, double* %32, align 8, !dbg !54
  br label %35, !dbg !55

35:                                               ; preds = %29
  %36 = load i32, i32* %7, align 4, !dbg !56
  %37 = add i32 %36, 1, !dbg !56
  store i32 %37, i32* %7, align 4, !dbg !56
  br label %20, !dbg !57, !llvm.loop !58

38:                                               ; preds = %28, %20
  call void @llvm.dbg.declare(metadata i32* %8, metadata !61, metadata !DIExpression()), !dbg !62
  %39 = load i32, i32* %6, align 4, !dbg !63
  %40 = sub nsw i32 %39, 30, !dbg !64
  store i32 %40, i32* %8, align 4, !dbg !62
  call void @llvm.dbg.declare(metadata i32* %9, metadata !65, metadata !DIExpression()), !dbg !66
  store i32 0, i32* %9, align 4, !dbg !66
  br label %41, !dbg !67

41:                                               ; preds = %50, %38
  %42 = load i32, i32* %9, align 4, !dbg !68
  %43 = load i32, i32* %8, align 4, !dbg !69
  %44 = icmp ult i32 %42, %43, !dbg !70
  br i1 %44, label %45, label %48, !dbg !71

45:                                               ; preds = %41
  %46 = load i32, i32* %9, align 4, !dbg !72
  %47 = icmp ult i32 %46, 700, !dbg !73
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i1 [ false, %41 ], [ %47, %45 ], !dbg !74
  br i1 %49, label %50, label %57, !dbg !67

50:                                               ; preds = %48
  %51 = load i32, i32* %9, align 4, !dbg !75
  %52 = add i32 %51, 1, !dbg !75
  store i32 %52, i32* %9, align 4, !dbg !75
  %53 = zext i32 %51 to i64, !dbg !76
  %54 = getelementptr inbounds [4096 x double], [4096 x double]* @B, i64 0, i64 %53, !dbg !76
  %55 = load double, double* %54, align 8, !dbg !77
  %56 = fmul double %55, 5.000000e-01, !dbg !77
  store double %56, double* %54, align 8, !dbg !77
  br label %41, !dbg !67, !llvm.loop !78

57:                                               ; preds = %48
  %58 = load double, double* getelementptr inbounds ([4096 x double], [4096 x double]* @B, i64 0, i64 3), align 8, !dbg !80
  %59 = load i32, i32* %9, align 4, !dbg !81
  %60 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), double noundef %58, i32 noundef %59), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: nounwind readonly willreturn
declare i32 @atoi(i8* noundef) #2

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind readonly willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind readonly willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unsigned_cut.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "eb6d525b9947ee16f669f9a3840eb67a")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 262144, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 4096)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !18, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !3, line: 10, type: !20)
!26 = !DILocation(line: 10, column: 14, scope: !17)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !3, line: 10, type: !21)
!28 = !DILocation(line: 10, column: 27, scope: !17)
!29 = !DILocalVariable(name: "n", scope: !17, file: !3, line: 12, type: !20)
!30 = !DILocation(line: 12, column: 7, scope: !17)
!31 = !DILocation(line: 12, column: 11, scope: !17)
!32 = !DILocation(line: 12, column: 16, scope: !17)
!33 = !DILocation(line: 12, column: 27, scope: !17)
!34 = !DILocation(line: 12, column: 22, scope: !17)
!35 = !DILocalVariable(name: "i", scope: !36, file: !3, line: 13, type: !37)
!36 = distinct !DILexicalBlock(scope: !17, file: !3, line: 13, column: 3)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 13, column: 17, scope: !36)
!39 = !DILocation(line: 13, column: 8, scope: !36)
!40 = !DILocation(line: 13, column: 24, scope: !41)
!41 = distinct !DILexicalBlock(scope: !36, file: !3, line: 13, column: 3)
!42 = !DILocation(line: 13, column: 28, scope: !41)
!43 = !DILocation(line: 13, column: 30, scope: !41)
!44 = !DILocation(line: 13, column: 26, scope: !41)
!45 = !DILocation(line: 13, column: 3, scope: !36)
!46 = !DILocation(line: 14, column: 9, scope: !47)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 14, column: 9)
!48 = distinct !DILexicalBlock(scope: !41, file: !3, line: 13, column: 41)
!49 = !DILocation(line: 14, column: 11, scope: !47)
!50 = !DILocation(line: 14, column: 9, scope: !48)
!51 = !DILocation(line: 15, column: 7, scope: !47)
!52 = !DILocation(line: 16, column: 7, scope: !48)
!53 = !DILocation(line: 16, column: 5, scope: !48)
!54 = !DILocation(line: 16, column: 10, scope: !48)
!55 = !DILocation(line: 17, column: 3, scope: !48)
!56 = !DILocation(line: 13, column: 37, scope: !41)
!57 = !DILocation(line: 13, column: 3, scope: !41)
!58 = distinct !{!58, !45, !59, !60}
!59 = !DILocation(line: 17, column: 3, scope: !36)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocalVariable(name: "lim", scope: !17, file: !3, line: 18, type: !37)
!62 = !DILocation(line: 18, column: 12, scope: !17)
!63 = !DILocation(line: 18, column: 18, scope: !17)
!64 = !DILocation(line: 18, column: 20, scope: !17)
!65 = !DILocalVariable(name: "k", scope: !17, file: !3, line: 19, type: !37)
!66 = !DILocation(line: 19, column: 12, scope: !17)
!67 = !DILocation(line: 20, column: 3, scope: !17)
!68 = !DILocation(line: 20, column: 10, scope: !17)
!69 = !DILocation(line: 20, column: 14, scope: !17)
!70 = !DILocation(line: 20, column: 12, scope: !17)
!71 = !DILocation(line: 20, column: 18, scope: !17)
!72 = !DILocation(line: 20, column: 21, scope: !17)
!73 = !DILocation(line: 20, column: 23, scope: !17)
!74 = !DILocation(line: 0, scope: !17)
!75 = !DILocation(line: 21, column: 8, scope: !17)
!76 = !DILocation(line: 21, column: 5, scope: !17)
!77 = !DILocation(line: 21, column: 12, scope: !17)
!78 = distinct !{!78, !67, !79, !60}
!79 = !DILocation(line: 21, column: 15, scope: !17)
!80 = !DILocation(line: 22, column: 21, scope: !17)
!81 = !DILocation(line: 22, column: 27, scope: !17)
!82 = !DILocation(line: 22, column: 3, scope: !17)
!83 = !DILocation(line: 23, column: 3, scope: !17)
