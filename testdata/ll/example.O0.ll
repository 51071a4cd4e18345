; ModuleID = 'example.c'
source_filename = "example.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [100 x [200 x i32]], align 16
  store i32 0, i32* %1, align 4
  call void @llvm.dbg.declare(metadata i32* %2, metadata !15, metadata !DIExpression()), !dbg !17
  call void @llvm.dbg.declare(metadata i32* %3, metadata !18, metadata !DIExpression()), !dbg !19
  call void @llvm.dbg.declare(metadata i32* %4, metadata !20, metadata !DIExpression()), !dbg !21
  call void @llvm.dbg.declare(metadata i32* %5, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.declare(metadata i32* %6, metadata !24, metadata !DIExpression()), !dbg !25
  store i32 10, i32* %6, align 4, !dbg !25
  call void @llvm.dbg.declare(metadata [100 x [200 x i32]]* %7, metadata !26, metadata !DIExpression()), !dbg !31
  store i32 0, i32* %2, align 4, !dbg !32
  br label %8, !dbg !34

8:                                                ; preds = %48, %0
  %9 = load i32, i32* %2, align 4, !dbg !35
  %10 = icmp ult i32 %9, 100, !dbg !37
  br i1 %10, label %11, label %51, !dbg !38

11:                                               ; preds = %8
  %12 = load i32, i32* %2, align 4, !dbg !39
  %13 = load i32, i32* %5, align 4, !dbg !41
  %14 = add i32 %13, %12, !dbg !41
  store i32 %14, i32* %5, align 4, !dbg !41
  store i32 0, i32* %3, align 4, !dbg !42
  br label %15, !dbg !44

15:                                               ; preds = %44, %11
  %16 = load i32, i32* %3, align 4, !dbg !45
  %17 = icmp ult i32 %16, 200, !dbg !47
  br i1 %17, label %18, label %47, !dbg !48

18:                                               ; preds = %15
  %19 = load i32, i32* %5, align 4, !dbg !49
  %20 = load i32, i32* %3, align 4, !dbg !51
  %21 = mul i32 %19, %20, !dbg !52
  %22 = load i32, i32* %6, align 4, !dbg !53
  %23 = add i32 %21, %22, !dbg !54
  store i32 %23, i32* %5, align 4, !dbg !55
  store i32 0, i32* %4, align 4, !dbg !56
  br label %24, !dbg !58

24:                                               ; preds = %33, %18
  %25 = load i32, i32* %4, align 4, !dbg !59
  %26 = icmp ult i32 %25, 300, !dbg !61
  br i1 %26, label %27, label %36, !dbg !62

27:                                               ; preds = %24
  %28 = load i32, i32* %4, align 4, !dbg !63
  %29 = load i32, i32* %4, align 4, !dbg !64
  %30 = mul i32 %28, %29, !dbg !65
  %31 = load i32, i32* %5, align 4, !dbg !66
  %32 = add i32 %31, %30, !dbg !66
  store i32 %32, i32* %5, align 4, !dbg !66
  br label %33, !dbg !67

33:                                               ; preds = %27
  %34 = load i32, i32* %4, align 4, !dbg !68
  %35 = add i32 %34, 1, !dbg !68
  store i32 %35, i32* %4, align 4, !dbg !68
  br label %24, !dbg !69, !llvm.loop !70

36:                                               ; preds = %24
  %37 = load i32, i32* %5, align 4, !dbg !73
  %38 = load i32, i32* %2, align 4, !dbg !74
  %39 = zext i32 %38 to i64, !dbg !75
  %40 = getelementptr inbounds [100 x [200 x i32]], [100 x [200 x i32]]* %7, i64 0, i64 %39, !dbg !75
  %41 = load i32, i32* %3, align 4, !dbg !76
  %42 = zext i32 %41 to i64, !dbg !75
  %43 = getelementptr inbounds [200 x i32], [200 x i32]* %40, i64 0, i64 %42, !dbg !75
  store i32 %37, i32* %43, align 4, !dbg !77
  br label %44, !dbg !78

44:                                               ; preds = %36
  %45 = load i32, i32* %3, align 4, !dbg !79
  %46 = add i32 %45, 1, !dbg !79
  store i32 %46, i32* %3, align 4, !dbg !79
  br label %15, !dbg !80, !llvm.loop !81

47:                                               ; preds = %15
  br label %48, !dbg !83

48:                                               ; preds = %47
  %49 = load i32, i32* %2, align 4, !dbg !84
  %50 = add i32 %49, 1, !dbg !84
  store i32 %50, i32* %2, align 4, !dbg !84
  br label %8, !dbg !85, !llvm.loop !86

51:                                               ; preds = %8
  ret i32 0, !dbg !88
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "example.c", directory: ".")
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 14.0.6"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "i", scope: !10, file: !1, line: 2, type: !16)
!16 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!17 = !DILocation(line: 2, column: 12, scope: !10)
!18 = !DILocalVariable(name: "j", scope: !10, file: !1, line: 2, type: !16)
!19 = !DILocation(line: 2, column: 15, scope: !10)
!20 = !DILocalVariable(name: "k", scope: !10, file: !1, line: 2, type: !16)
!21 = !DILocation(line: 2, column: 18, scope: !10)
!22 = !DILocalVariable(name: "result", scope: !10, file: !1, line: 2, type: !16)
!23 = !DILocation(line: 2, column: 21, scope: !10)
!24 = !DILocalVariable(name: "A", scope: !10, file: !1, line: 2, type: !16)
!25 = !DILocation(line: 2, column: 29, scope: !10)
!26 = !DILocalVariable(name: "arr", scope: !10, file: !1, line: 2, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 640000, elements: !28)
!28 = !{!29, !30}
!29 = !DISubrange(count: 100)
!30 = !DISubrange(count: 200)
!31 = !DILocation(line: 2, column: 37, scope: !10)
!32 = !DILocation(line: 3, column: 10, scope: !33)
!33 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 3)
!34 = !DILocation(line: 3, column: 8, scope: !33)
!35 = !DILocation(line: 3, column: 15, scope: !36)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 3, column: 3)
!37 = !DILocation(line: 3, column: 17, scope: !36)
!38 = !DILocation(line: 3, column: 3, scope: !33)
!39 = !DILocation(line: 4, column: 15, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !1, line: 3, column: 29)
!41 = !DILocation(line: 4, column: 12, scope: !40)
!42 = !DILocation(line: 5, column: 12, scope: !43)
!43 = distinct !DILexicalBlock(scope: !40, file: !1, line: 5, column: 5)
!44 = !DILocation(line: 5, column: 10, scope: !43)
!45 = !DILocation(line: 5, column: 17, scope: !46)
!46 = distinct !DILexicalBlock(scope: !43, file: !1, line: 5, column: 5)
!47 = !DILocation(line: 5, column: 19, scope: !46)
!48 = !DILocation(line: 5, column: 5, scope: !43)
!49 = !DILocation(line: 6, column: 16, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !1, line: 5, column: 31)
!51 = !DILocation(line: 6, column: 25, scope: !50)
!52 = !DILocation(line: 6, column: 23, scope: !50)
!53 = !DILocation(line: 6, column: 29, scope: !50)
!54 = !DILocation(line: 6, column: 27, scope: !50)
!55 = !DILocation(line: 6, column: 14, scope: !50)
!56 = !DILocation(line: 7, column: 14, scope: !57)
!57 = distinct !DILexicalBlock(scope: !50, file: !1, line: 7, column: 7)
!58 = !DILocation(line: 7, column: 12, scope: !57)
!59 = !DILocation(line: 7, column: 19, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !1, line: 7, column: 7)
!61 = !DILocation(line: 7, column: 21, scope: !60)
!62 = !DILocation(line: 7, column: 7, scope: !57)
!63 = !DILocation(line: 8, column: 19, scope: !60)
!64 = !DILocation(line: 8, column: 23, scope: !60)
!65 = !DILocation(line: 8, column: 21, scope: !60)
!66 = !DILocation(line: 8, column: 16, scope: !60)
!67 = !DILocation(line: 8, column: 9, scope: !60)
!68 = !DILocation(line: 7, column: 29, scope: !60)
!69 = !DILocation(line: 7, column: 7, scope: !60)
!70 = distinct !{!70, !62, !71, !72}
!71 = !DILocation(line: 8, column: 23, scope: !57)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 9, column: 19, scope: !50)
!74 = !DILocation(line: 9, column: 11, scope: !50)
!75 = !DILocation(line: 9, column: 7, scope: !50)
!76 = !DILocation(line: 9, column: 14, scope: !50)
!77 = !DILocation(line: 9, column: 17, scope: !50)
!78 = !DILocation(line: 10, column: 5, scope: !50)
!79 = !DILocation(line: 5, column: 27, scope: !46)
!80 = !DILocation(line: 5, column: 5, scope: !46)
!81 = distinct !{!81, !48, !82, !72}
!82 = !DILocation(line: 10, column: 5, scope: !43)
!83 = !DILocation(line: 11, column: 3, scope: !40)
!84 = !DILocation(line: 3, column: 25, scope: !36)
!85 = !DILocation(line: 3, column: 3, scope: !36)
!86 = distinct !{!86, !38, !87, !72}
!87 = !DILocation(line: 11, column: 3, scope: !33)
!88 = !DILocation(line: 12, column: 3, scope: !10)
