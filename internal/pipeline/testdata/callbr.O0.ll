; ModuleID = 'callbr.c'
source_filename = "callbr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@hits = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !14 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !18, metadata !DIExpression()), !dbg !19
  store i32 0, i32* %2, align 4, !dbg !19
  call void @llvm.dbg.declare(metadata i32* %3, metadata !20, metadata !DIExpression()), !dbg !22
  store i32 0, i32* %3, align 4, !dbg !22
  br label %4, !dbg !23

4:                                                ; preds = %13, %0
  %5 = load i32, i32* %3, align 4, !dbg !24
  %6 = icmp slt i32 %5, 100, !dbg !26
  br i1 %6, label %7, label %16, !dbg !27

7:                                                ; preds = %4
  %8 = load i32, i32* %3, align 4, !dbg !28
  %9 = and i32 %8, 1, !dbg !29
  %10 = call i32 @f(i32 noundef %9), !dbg !30
  %11 = load i32, i32* %2, align 4, !dbg !31
  %12 = add nsw i32 %11, %10, !dbg !31
  store i32 %12, i32* %2, align 4, !dbg !31
  br label %13, !dbg !32

13:                                               ; preds = %7
  %14 = load i32, i32* %3, align 4, !dbg !33
  %15 = add nsw i32 %14, 1, !dbg !33
  store i32 %15, i32* %3, align 4, !dbg !33
  br label %4, !dbg !34, !llvm.loop !35

16:                                               ; preds = %4
  %17 = load i32, i32* %2, align 4, !dbg !38
  %18 = and i32 %17, 1, !dbg !39
  ret i32 %18, !dbg !40
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f(i32 noundef %0) #0 !dbg !41 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  call void @llvm.dbg.declare(metadata i32* %3, metadata !44, metadata !DIExpression()), !dbg !45
  %4 = load i32, i32* %3, align 4, !dbg !46
  callbr void asm sideeffect "testl $0, $0; jne ${1:l}", "r,i,~{dirflag},~{fpsr},~{flags}"(i32 %4, i8* blockaddress(@f, %6)) #2
          to label %5 [label %6], !dbg !47, !srcloc !48

5:                                                ; preds = %1
  store i32 1, i32* %2, align 4, !dbg !49
  br label %9, !dbg !49

6:                                                ; preds = %1
  call void @llvm.dbg.label(metadata !50), !dbg !51
  %7 = load i32, i32* @hits, align 4, !dbg !52
  %8 = add nsw i32 %7, 1, !dbg !52
  store i32 %8, i32* @hits, align 4, !dbg !52
  store i32 2, i32* %2, align 4, !dbg !53
  br label %9, !dbg !53

9:                                                ; preds = %6, %5
  %10 = load i32, i32* %2, align 4, !dbg !54
  ret i32 %10, !dbg !54
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.label(metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hits", scope: !2, file: !3, line: 2, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "callbr.c", directory: ".", checksumkind: CSK_MD5, checksum: "130b7e95ea5084d243e8216df0f0920e")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !15, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!5}
!17 = !{}
!18 = !DILocalVariable(name: "s", scope: !14, file: !3, line: 10, type: !5)
!19 = !DILocation(line: 10, column: 22, scope: !14)
!20 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 10, type: !5)
!21 = distinct !DILexicalBlock(scope: !14, file: !3, line: 10, column: 29)
!22 = !DILocation(line: 10, column: 38, scope: !21)
!23 = !DILocation(line: 10, column: 34, scope: !21)
!24 = !DILocation(line: 10, column: 45, scope: !25)
!25 = distinct !DILexicalBlock(scope: !21, file: !3, line: 10, column: 29)
!26 = !DILocation(line: 10, column: 47, scope: !25)
!27 = !DILocation(line: 10, column: 29, scope: !21)
!28 = !DILocation(line: 10, column: 66, scope: !25)
!29 = !DILocation(line: 10, column: 68, scope: !25)
!30 = !DILocation(line: 10, column: 64, scope: !25)
!31 = !DILocation(line: 10, column: 61, scope: !25)
!32 = !DILocation(line: 10, column: 59, scope: !25)
!33 = !DILocation(line: 10, column: 55, scope: !25)
!34 = !DILocation(line: 10, column: 29, scope: !25)
!35 = distinct !{!35, !27, !36, !37}
!36 = !DILocation(line: 10, column: 71, scope: !21)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 10, column: 81, scope: !14)
!39 = !DILocation(line: 10, column: 83, scope: !14)
!40 = !DILocation(line: 10, column: 74, scope: !14)
!41 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 3, type: !42, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !17)
!42 = !DISubroutineType(types: !43)
!43 = !{!5, !5}
!44 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !3, line: 3, type: !5)
!45 = !DILocation(line: 3, column: 18, scope: !41)
!46 = !DILocation(line: 4, column: 44, scope: !41)
!47 = !DILocation(line: 4, column: 3, scope: !41)
!48 = !{i64 123}
!49 = !DILocation(line: 5, column: 3, scope: !41)
!50 = !DILabel(scope: !41, name: "odd", file: !3, line: 6)
!51 = !DILocation(line: 6, column: 1, scope: !41)
!52 = !DILocation(line: 7, column: 7, scope: !41)
!53 = !DILocation(line: 8, column: 3, scope: !41)
!54 = !DILocation(line: 9, column: 1, scope: !41)
