; ModuleID = 'default_args.c'
source_filename = "default_args.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [4096 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
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
  %19 = phi i32 [ %16, %12 ], [ 100, %17 ], !dbg !31
  store i32 %19, i32* %6, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata double* %7, metadata !35, metadata !DIExpression()), !dbg !36
  store double 0.000000e+00, double* %7, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %8, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 -5, i32* %8, align 4, !dbg !39
  br label %20, !dbg !40

20:                                               ; preds = %31, %18
  %21 = load i32, i32* %8, align 4, !dbg !41
  %22 = icmp ult i32 %21, 5, !dbg !43
  br i1 %22, label %23, label %34, !dbg !44

23:                                               ; preds = %20
  %24 = load i32, i32* %8, align 4, !dbg !45
  %25 = add nsw i32 %24, 5, !dbg !46
  %26 = sext i32 %25 to i64, !dbg !47
  %27 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %26, !dbg !47
  %28 = load double, double* %27, align 8, !dbg !47
  %29 = load double, double* %7, align 8, !dbg !48
  %30 = fadd double %29, %28, !dbg !48
  store double %30, double* %7, align 8, !dbg !48
  br label %31, !dbg !49

31:                                               ; preds = %23
  %32 = load i32, i32* %8, align 4, !dbg !50
  %33 = add nsw i32 %32, 1, !dbg !50
  store i32 %33, i32* %8, align 4, !dbg !50
  br label %20, !dbg !51, !llvm.loop !52

34:                                               ; preds = %20
  call void @llvm.dbg.declare(metadata i32* %9, metadata !55, metadata !DIExpression()), !dbg !58
  store i32 0, i32* %9, align 4, !dbg !58
  br label %35, !dbg !59

35:                                               ; preds = %49, %34
  %36 = load i32, i32* %9, align 4, !dbg !60
  %37 = load i32, i32* %6, align 4, !dbg !62
  %38 = sub nsw i32 %37, 20, !dbg !63
  %39 = icmp ult i32 %36, %38, !dbg !64
  br i1 %39, label %40, label %52, !dbg !65

40:                                               ; preds = %35
  %41 = load i32, i32* %9, align 4, !dbg !66
  %42 = mul i32 %41, 7, !dbg !67
  %43 = urem i32 %42, 4096, !dbg !68
  %44 = zext i32 %43 to i64, !dbg !69
  %45 = getelementptr inbounds [4096 x double], [4096 x double]* @A, i64 0, i64 %44, !dbg !69
  %46 = load double, double* %45, align 8, !dbg !69
  %47 = load double, double* %7, align 8, !dbg !70
  %48 = fadd double %47, %46, !dbg !70
  store double %48, double* %7, align 8, !dbg !70
  br label %49, !dbg !71

49:                                               ; preds = %40
  %50 = load i32, i32* %9, align 4, !dbg !72
  %51 = add i32 %50, 1, !dbg !72
  store i32 %51, i32* %9, align 4, !dbg !72
  br label %35, !dbg !73, !llvm.loop !74

52:                                               ; preds = %35
  %53 = load double, double* %7, align 8, !dbg !76
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %53), !dbg !77
  ret i32 0, !dbg !78
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
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "default_args.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "3377aa7381c04a94bd1d289ba308498d")
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
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !18, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !3, line: 8, type: !20)
!26 = !DILocation(line: 8, column: 14, scope: !17)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !3, line: 8, type: !21)
!28 = !DILocation(line: 8, column: 27, scope: !17)
!29 = !DILocalVariable(name: "n", scope: !17, file: !3, line: 9, type: !20)
!30 = !DILocation(line: 9, column: 7, scope: !17)
!31 = !DILocation(line: 9, column: 11, scope: !17)
!32 = !DILocation(line: 9, column: 16, scope: !17)
!33 = !DILocation(line: 9, column: 27, scope: !17)
!34 = !DILocation(line: 9, column: 22, scope: !17)
!35 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 10, type: !6)
!36 = !DILocation(line: 10, column: 10, scope: !17)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 11, type: !20)
!38 = distinct !DILexicalBlock(scope: !17, file: !3, line: 11, column: 3)
!39 = !DILocation(line: 11, column: 12, scope: !38)
!40 = !DILocation(line: 11, column: 8, scope: !38)
!41 = !DILocation(line: 11, column: 20, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 11, column: 3)
!43 = !DILocation(line: 11, column: 22, scope: !42)
!44 = !DILocation(line: 11, column: 3, scope: !38)
!45 = !DILocation(line: 12, column: 12, scope: !42)
!46 = !DILocation(line: 12, column: 14, scope: !42)
!47 = !DILocation(line: 12, column: 10, scope: !42)
!48 = !DILocation(line: 12, column: 7, scope: !42)
!49 = !DILocation(line: 12, column: 5, scope: !42)
!50 = !DILocation(line: 11, column: 29, scope: !42)
!51 = !DILocation(line: 11, column: 3, scope: !42)
!52 = distinct !{!52, !44, !53, !54}
!53 = !DILocation(line: 12, column: 17, scope: !38)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 13, type: !57)
!56 = distinct !DILexicalBlock(scope: !17, file: !3, line: 13, column: 3)
!57 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!58 = !DILocation(line: 13, column: 17, scope: !56)
!59 = !DILocation(line: 13, column: 8, scope: !56)
!60 = !DILocation(line: 13, column: 24, scope: !61)
!61 = distinct !DILexicalBlock(scope: !56, file: !3, line: 13, column: 3)
!62 = !DILocation(line: 13, column: 28, scope: !61)
!63 = !DILocation(line: 13, column: 30, scope: !61)
!64 = !DILocation(line: 13, column: 26, scope: !61)
!65 = !DILocation(line: 13, column: 3, scope: !56)
!66 = !DILocation(line: 14, column: 13, scope: !61)
!67 = !DILocation(line: 14, column: 15, scope: !61)
!68 = !DILocation(line: 14, column: 20, scope: !61)
!69 = !DILocation(line: 14, column: 10, scope: !61)
!70 = !DILocation(line: 14, column: 7, scope: !61)
!71 = !DILocation(line: 14, column: 5, scope: !61)
!72 = !DILocation(line: 13, column: 37, scope: !61)
!73 = !DILocation(line: 13, column: 3, scope: !61)
!74 = distinct !{!74, !65, !75, !54}
!75 = !DILocation(line: 14, column: 26, scope: !56)
!76 = !DILocation(line: 15, column: 18, scope: !17)
!77 = !DILocation(line: 15, column: 3, scope: !17)
!78 = !DILocation(line: 16, column: 3, scope: !17)
