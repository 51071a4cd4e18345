; ModuleID = 'atexit_only.c'
source_filename = "atexit_only.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [100000 x i32] zeroinitializer, align 16, !dbg !0
@sink = dso_local global i64 0, align 8, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !20 {
  %1 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %2 = call i32 @atexit(void ()* noundef @handler) #3, !dbg !24
  ret i32 0, !dbg !25
}

; Function Attrs: nounwind
declare i32 @atexit(void ()* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @handler() #0 !dbg !26 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  call void @llvm.dbg.declare(metadata i64* %1, metadata !29, metadata !DIExpression()), !dbg !30
  store i64 0, i64* %1, align 8, !dbg !30
  call void @llvm.dbg.declare(metadata i32* %2, metadata !31, metadata !DIExpression()), !dbg !33
  store i32 0, i32* %2, align 4, !dbg !33
  br label %3, !dbg !34

3:                                                ; preds = %14, %0
  %4 = load i32, i32* %2, align 4, !dbg !35
  %5 = icmp slt i32 %4, 100000, !dbg !37
  br i1 %5, label %6, label %17, !dbg !38

6:                                                ; preds = %3
  %7 = load i32, i32* %2, align 4, !dbg !39
  %8 = sext i32 %7 to i64, !dbg !40
  %9 = getelementptr inbounds [100000 x i32], [100000 x i32]* @A, i64 0, i64 %8, !dbg !40
  %10 = load i32, i32* %9, align 4, !dbg !40
  %11 = sext i32 %10 to i64, !dbg !40
  %12 = load i64, i64* %1, align 8, !dbg !41
  %13 = add nsw i64 %12, %11, !dbg !41
  store i64 %13, i64* %1, align 8, !dbg !41
  br label %14, !dbg !42

14:                                               ; preds = %6
  %15 = load i32, i32* %2, align 4, !dbg !43
  %16 = add nsw i32 %15, 1, !dbg !43
  store i32 %16, i32* %2, align 4, !dbg !43
  br label %3, !dbg !44, !llvm.loop !45

17:                                               ; preds = %3
  %18 = load i64, i64* %1, align 8, !dbg !48
  store i64 %18, i64* @sink, align 8, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 5, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atexit_only.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "39789a94b5f21f6c0b6fccc9f9d3ed93")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sink", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 3200000, elements: !10)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 100000)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 14.0.6"}
!20 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !21, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!9}
!23 = !{}
!24 = !DILocation(line: 13, column: 3, scope: !20)
!25 = !DILocation(line: 14, column: 3, scope: !20)
!26 = distinct !DISubprogram(name: "handler", scope: !3, file: !3, line: 7, type: !27, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !23)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !DILocalVariable(name: "s", scope: !26, file: !3, line: 8, type: !7)
!30 = !DILocation(line: 8, column: 8, scope: !26)
!31 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 9, type: !9)
!32 = distinct !DILexicalBlock(scope: !26, file: !3, line: 9, column: 3)
!33 = !DILocation(line: 9, column: 12, scope: !32)
!34 = !DILocation(line: 9, column: 8, scope: !32)
!35 = !DILocation(line: 9, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !3, line: 9, column: 3)
!37 = !DILocation(line: 9, column: 21, scope: !36)
!38 = !DILocation(line: 9, column: 3, scope: !32)
!39 = !DILocation(line: 9, column: 38, scope: !36)
!40 = !DILocation(line: 9, column: 36, scope: !36)
!41 = !DILocation(line: 9, column: 33, scope: !36)
!42 = !DILocation(line: 9, column: 31, scope: !36)
!43 = !DILocation(line: 9, column: 27, scope: !36)
!44 = !DILocation(line: 9, column: 3, scope: !36)
!45 = distinct !{!45, !38, !46, !47}
!46 = !DILocation(line: 9, column: 39, scope: !32)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocation(line: 10, column: 10, scope: !26)
!49 = !DILocation(line: 10, column: 8, scope: !26)
!50 = !DILocation(line: 11, column: 1, scope: !26)
