; ModuleID = 'argv_wrap.c'
source_filename = "argv_wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [1000 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, i8** noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8**, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store i32 0, i32* %3, align 4
  store i32 %0, i32* %4, align 4
  call void @llvm.dbg.declare(metadata i32* %4, metadata !25, metadata !DIExpression()), !dbg !26
  store i8** %1, i8*** %5, align 8
  call void @llvm.dbg.declare(metadata i8*** %5, metadata !27, metadata !DIExpression()), !dbg !28
  call void @llvm.dbg.declare(metadata i32* %6, metadata !29, metadata !DIExpression()), !dbg !30
  %9 = load i32, i32* %4, align 4, !dbg !31
  %10 = icmp sgt i32 %9, 1, !dbg !32
  br i1 %10, label %11, label %16, !dbg !31

11:                                               ; preds = %2
  %12 = load i8**, i8*** %5, align 8, !dbg !33
  %13 = getelementptr inbounds i8*, i8** %12, i64 1, !dbg !33
  %14 = load i8*, i8** %13, align 8, !dbg !33
  %15 = call i32 @atoi(i8* noundef %14) #4, !dbg !34
  br label %17, !dbg !31

16:                                               ; preds = %2
  br label %17, !dbg !31

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ 100, %16 ], !dbg !31
  store i32 %18, i32* %6, align 4, !dbg !30
  call void @llvm.dbg.declare(metadata double* %7, metadata !35, metadata !DIExpression()), !dbg !36
  store double 0.000000e+00, double* %7, align 8, !dbg !36
  call void @llvm.dbg.declare(metadata i32* %8, metadata !37, metadata !DIExpression()), !dbg !39
  store i32 0, i32* %8, align 4, !dbg !39
  br label %19, !dbg !40

19:                                               ; preds = %34, %17
  %20 = load i32, i32* %8, align 4, !dbg !41
  %21 = load i32, i32* %6, align 4, !dbg !43
  %22 = icmp slt i32 %20, %21, !dbg !44
  br i1 %22, label %23, label %37, !dbg !45

23:                                               ; preds = %19
  %24 = load i32, i32* %8, align 4, !dbg !46
  %25 = srem i32 %24, 1000, !dbg !47
  %26 = sext i32 %25 to i64, !dbg !48
  %27 = getelementptr inbounds [1000 x double], [1000 x double]* @a, i64 0, i64 %26, !dbg !48
  %28 = load double, double* %27, align 8, !dbg !48
  %29 = load i32, i32* %8, align 4, !dbg !49
  %30 = sitofp i32 %29 to double, !dbg !49
  %31 = fadd double %28, %30, !dbg !50
  %32 = load double, double* %7, align 8, !dbg !51
  %33 = fadd double %32, %31, !dbg !51
  store double %33, double* %7, align 8, !dbg !51
  br label %34, !dbg !52

34:                                               ; preds = %23
  %35 = load i32, i32* %8, align 4, !dbg !53
  %36 = add nsw i32 %35, 1, !dbg !53
  store i32 %36, i32* %8, align 4, !dbg !53
  br label %19, !dbg !54, !llvm.loop !55

37:                                               ; preds = %19
  %38 = load double, double* %7, align 8, !dbg !58
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %38), !dbg !59
  ret i32 0, !dbg !60
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
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "argv_wrap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "0f417fabfa0f2ac709893ad5e153423d")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64000, elements: !7)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8}
!8 = !DISubrange(count: 1000)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !18, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !3, line: 7, type: !20)
!26 = !DILocation(line: 7, column: 14, scope: !17)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !3, line: 7, type: !21)
!28 = !DILocation(line: 7, column: 27, scope: !17)
!29 = !DILocalVariable(name: "n", scope: !17, file: !3, line: 8, type: !20)
!30 = !DILocation(line: 8, column: 7, scope: !17)
!31 = !DILocation(line: 8, column: 11, scope: !17)
!32 = !DILocation(line: 8, column: 16, scope: !17)
!33 = !DILocation(line: 8, column: 27, scope: !17)
!34 = !DILocation(line: 8, column: 22, scope: !17)
!35 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 9, type: !6)
!36 = !DILocation(line: 9, column: 10, scope: !17)
!37 = !DILocalVariable(name: "i", scope: !38, file: !3, line: 10, type: !20)
!38 = distinct !DILexicalBlock(scope: !17, file: !3, line: 10, column: 3)
!39 = !DILocation(line: 10, column: 12, scope: !38)
!40 = !DILocation(line: 10, column: 8, scope: !38)
!41 = !DILocation(line: 10, column: 19, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 10, column: 3)
!43 = !DILocation(line: 10, column: 23, scope: !42)
!44 = !DILocation(line: 10, column: 21, scope: !42)
!45 = !DILocation(line: 10, column: 3, scope: !38)
!46 = !DILocation(line: 11, column: 12, scope: !42)
!47 = !DILocation(line: 11, column: 14, scope: !42)
!48 = !DILocation(line: 11, column: 10, scope: !42)
!49 = !DILocation(line: 11, column: 24, scope: !42)
!50 = !DILocation(line: 11, column: 22, scope: !42)
!51 = !DILocation(line: 11, column: 7, scope: !42)
!52 = !DILocation(line: 11, column: 5, scope: !42)
!53 = !DILocation(line: 10, column: 27, scope: !42)
!54 = !DILocation(line: 10, column: 3, scope: !42)
!55 = distinct !{!55, !45, !56, !57}
!56 = !DILocation(line: 11, column: 24, scope: !38)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 12, column: 18, scope: !17)
!59 = !DILocation(line: 12, column: 3, scope: !17)
!60 = !DILocation(line: 13, column: 3, scope: !17)
