; ModuleID = 'estimate.c'
source_filename = "estimate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type opaque

@a = dso_local global [100 x i32] zeroinitializer, align 16, !dbg !0
@stdin = external global %struct._IO_FILE*, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @f(i32* noundef %0) #0 !dbg !17 {
  %2 = alloca i32*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32* %0, i32** %2, align 8
  call void @llvm.dbg.declare(metadata i32** %2, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %3, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 0, i32* %3, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata i32* %4, metadata !26, metadata !DIExpression()), !dbg !28
  store i32 0, i32* %4, align 4, !dbg !28
  br label %5, !dbg !29

5:                                                ; preds = %16, %1
  %6 = load i32, i32* %4, align 4, !dbg !30
  %7 = icmp slt i32 %6, 100, !dbg !32
  br i1 %7, label %8, label %19, !dbg !33

8:                                                ; preds = %5
  %9 = load i32*, i32** %2, align 8, !dbg !34
  %10 = load i32, i32* %4, align 4, !dbg !35
  %11 = sext i32 %10 to i64, !dbg !34
  %12 = getelementptr inbounds i32, i32* %9, i64 %11, !dbg !34
  %13 = load i32, i32* %12, align 4, !dbg !34
  %14 = load i32, i32* %3, align 4, !dbg !36
  %15 = add nsw i32 %14, %13, !dbg !36
  store i32 %15, i32* %3, align 4, !dbg !36
  br label %16, !dbg !37

16:                                               ; preds = %8
  %17 = load i32, i32* %4, align 4, !dbg !38
  %18 = add nsw i32 %17, 1, !dbg !38
  store i32 %18, i32* %4, align 4, !dbg !38
  br label %5, !dbg !39, !llvm.loop !40

19:                                               ; preds = %5
  %20 = load i32, i32* %3, align 4, !dbg !43
  %21 = icmp sgt i32 %20, 7, !dbg !45
  br i1 %21, label %22, label %26, !dbg !46

22:                                               ; preds = %19
  %23 = load i32*, i32** %2, align 8, !dbg !47
  %24 = getelementptr inbounds i32, i32* %23, i64 0, !dbg !47
  %25 = load i32, i32* %24, align 4, !dbg !47
  store i32 %25, i32* %3, align 4, !dbg !48
  br label %26, !dbg !49

26:                                               ; preds = %22, %19
  %27 = load i32, i32* %3, align 4, !dbg !50
  ret i32 %27, !dbg !51
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = load %struct._IO_FILE*, %struct._IO_FILE** @stdin, align 8, !dbg !55
  %3 = call i64 @fread(i8* noundef bitcast ([100 x i32]* @a to i8*), i64 noundef 400, i64 noundef 1, %struct._IO_FILE* noundef %2), !dbg !56
  %4 = call i32 @f(i32* noundef getelementptr inbounds ([100 x i32], [100 x i32]* @a, i64 0, i64 0)), !dbg !57
  ret i32 %4, !dbg !58
}

declare i64 @fread(i8* noundef, i64 noundef, i64 noundef, %struct._IO_FILE* noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "estimate.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e9a38ac7844ae03867c1a27f375ac49e")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 3200, elements: !7)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8}
!8 = !DISubrange(count: 100)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 14.0.6"}
!17 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 3, type: !18, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!18 = !DISubroutineType(types: !19)
!19 = !{!6, !20}
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!21 = !{}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !17, file: !3, line: 3, type: !20)
!23 = !DILocation(line: 3, column: 12, scope: !17)
!24 = !DILocalVariable(name: "s", scope: !17, file: !3, line: 4, type: !6)
!25 = !DILocation(line: 4, column: 7, scope: !17)
!26 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 5, type: !6)
!27 = distinct !DILexicalBlock(scope: !17, file: !3, line: 5, column: 3)
!28 = !DILocation(line: 5, column: 12, scope: !27)
!29 = !DILocation(line: 5, column: 8, scope: !27)
!30 = !DILocation(line: 5, column: 19, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !3, line: 5, column: 3)
!32 = !DILocation(line: 5, column: 21, scope: !31)
!33 = !DILocation(line: 5, column: 3, scope: !27)
!34 = !DILocation(line: 6, column: 10, scope: !31)
!35 = !DILocation(line: 6, column: 12, scope: !31)
!36 = !DILocation(line: 6, column: 7, scope: !31)
!37 = !DILocation(line: 6, column: 5, scope: !31)
!38 = !DILocation(line: 5, column: 29, scope: !31)
!39 = !DILocation(line: 5, column: 3, scope: !31)
!40 = distinct !{!40, !33, !41, !42}
!41 = !DILocation(line: 6, column: 13, scope: !27)
!42 = !{!"llvm.loop.mustprogress"}
!43 = !DILocation(line: 7, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !17, file: !3, line: 7, column: 7)
!45 = !DILocation(line: 7, column: 9, scope: !44)
!46 = !DILocation(line: 7, column: 7, scope: !17)
!47 = !DILocation(line: 8, column: 9, scope: !44)
!48 = !DILocation(line: 8, column: 7, scope: !44)
!49 = !DILocation(line: 8, column: 5, scope: !44)
!50 = !DILocation(line: 9, column: 10, scope: !17)
!51 = !DILocation(line: 9, column: 3, scope: !17)
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !53, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!53 = !DISubroutineType(types: !54)
!54 = !{!6}
!55 = !DILocation(line: 14, column: 40, scope: !52)
!56 = !DILocation(line: 14, column: 18, scope: !52)
!57 = !DILocation(line: 14, column: 55, scope: !52)
!58 = !DILocation(line: 14, column: 48, scope: !52)
