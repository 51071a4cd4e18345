; ModuleID = 'irr_datadep.c'
source_filename = "irr_datadep.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@start_value = dso_local local_unnamed_addr global i32 1000000, align 4, !dbg !0
@collatz_start = dso_local local_unnamed_addr global i32 27, align 4, !dbg !5
@Log = internal unnamed_addr global [64 x i32] zeroinitializer, align 16, !dbg !8
@A = internal unnamed_addr global [128 x i32] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !18

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !27 {
  %1 = load i32, i32* @start_value, align 4, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i32 %1, metadata !31, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  %2 = load i32, i32* @collatz_start, align 4, !dbg !43, !tbaa !38
  call void @llvm.dbg.value(metadata i32 %2, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %1, metadata !31, metadata !DIExpression()), !dbg !42
  %3 = icmp sgt i32 %1, 1, !dbg !44
  br i1 %3, label %10, label %7, !dbg !45

4:                                                ; preds = %10
  %5 = shl i64 %11, 32, !dbg !46
  %6 = ashr exact i64 %5, 32, !dbg !46
  br label %7, !dbg !46

7:                                                ; preds = %4, %0
  %8 = phi i64 [ -1, %0 ], [ %6, %4 ]
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %2, metadata !33, metadata !DIExpression()), !dbg !42
  %9 = icmp eq i32 %2, 1, !dbg !46
  br i1 %9, label %17, label %19, !dbg !47

10:                                               ; preds = %0, %10
  %11 = phi i64 [ %15, %10 ], [ 0, %0 ]
  %12 = phi i32 [ %13, %10 ], [ %1, %0 ]
  call void @llvm.dbg.value(metadata i64 %11, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %12, metadata !31, metadata !DIExpression()), !dbg !42
  %13 = lshr i32 %12, 1, !dbg !48
  call void @llvm.dbg.value(metadata i32 %13, metadata !31, metadata !DIExpression()), !dbg !42
  %14 = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %11, !dbg !50
  store i32 %13, i32* %14, align 4, !dbg !51, !tbaa !38
  %15 = add nuw nsw i64 %11, 1, !dbg !52
  call void @llvm.dbg.value(metadata i64 %15, metadata !32, metadata !DIExpression()), !dbg !42
  %16 = icmp ugt i32 %12, 3, !dbg !44
  br i1 %16, label %10, label %4, !dbg !45, !llvm.loop !53

17:                                               ; preds = %29, %7
  %18 = phi i32 [ 0, %7 ], [ %31, %29 ], !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !42
  br label %36, !dbg !56

19:                                               ; preds = %7, %29
  %20 = phi i32 [ %31, %29 ], [ 0, %7 ]
  %21 = phi i32 [ %30, %29 ], [ %2, %7 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %21, metadata !33, metadata !DIExpression()), !dbg !42
  %22 = and i32 %21, 1, !dbg !58
  %23 = icmp eq i32 %22, 0, !dbg !58
  br i1 %23, label %27, label %24, !dbg !61

24:                                               ; preds = %19
  %25 = mul nsw i32 %21, 3, !dbg !62
  %26 = add nsw i32 %25, 1, !dbg !63
  call void @llvm.dbg.value(metadata i32 %26, metadata !33, metadata !DIExpression()), !dbg !42
  br label %29, !dbg !64

27:                                               ; preds = %19
  %28 = sdiv i32 %21, 2, !dbg !65
  call void @llvm.dbg.value(metadata i32 %28, metadata !33, metadata !DIExpression()), !dbg !42
  br label %29

29:                                               ; preds = %27, %24
  %30 = phi i32 [ %26, %24 ], [ %28, %27 ], !dbg !66
  call void @llvm.dbg.value(metadata i32 %30, metadata !33, metadata !DIExpression()), !dbg !42
  %31 = add nuw nsw i32 %20, 1, !dbg !67
  call void @llvm.dbg.value(metadata i32 %31, metadata !34, metadata !DIExpression()), !dbg !42
  %32 = icmp eq i32 %30, 1, !dbg !46
  br i1 %32, label %17, label %19, !dbg !47, !llvm.loop !68

33:                                               ; preds = %36
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !42
  %34 = load i32, i32* getelementptr inbounds ([128 x i32], [128 x i32]* @A, i64 0, i64 0), align 16, !dbg !70, !tbaa !38
  %35 = icmp sgt i32 %34, -1, !dbg !71
  br i1 %35, label %51, label %60, !dbg !72

36:                                               ; preds = %36, %17
  %37 = phi i64 [ 0, %17 ], [ %49, %36 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !35, metadata !DIExpression()), !dbg !42
  %38 = icmp eq i64 %37, 90, !dbg !73
  %39 = trunc i64 %37 to i8, !dbg !75
  %40 = urem i8 %39, 10, !dbg !75
  %41 = zext i8 %40 to i32, !dbg !75
  %42 = select i1 %38, i32 -1, i32 %41, !dbg !75
  %43 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %37, !dbg !76
  store i32 %42, i32* %43, align 8, !dbg !77, !tbaa !38
  %44 = or i64 %37, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %44, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %44, metadata !35, metadata !DIExpression()), !dbg !42
  %45 = trunc i64 %44 to i8, !dbg !75
  %46 = urem i8 %45, 10, !dbg !75
  %47 = zext i8 %46 to i32, !dbg !75
  %48 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %44, !dbg !76
  store i32 %47, i32* %48, align 4, !dbg !77, !tbaa !38
  %49 = add nuw nsw i64 %37, 2, !dbg !78
  call void @llvm.dbg.value(metadata i64 %49, metadata !35, metadata !DIExpression()), !dbg !42
  %50 = icmp eq i64 %49, 128, !dbg !79
  br i1 %50, label %33, label %36, !dbg !56, !llvm.loop !80

51:                                               ; preds = %33, %51
  %52 = phi i64 [ %56, %51 ], [ 0, %33 ]
  %53 = phi i32 [ %58, %51 ], [ %34, %33 ]
  %54 = phi i32 [ %55, %51 ], [ 0, %33 ]
  call void @llvm.dbg.value(metadata i32 %54, metadata !36, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %52, metadata !35, metadata !DIExpression()), !dbg !42
  %55 = add nsw i32 %53, %54, !dbg !82
  call void @llvm.dbg.value(metadata i32 %55, metadata !36, metadata !DIExpression()), !dbg !42
  %56 = add nuw nsw i64 %52, 1, !dbg !84
  call void @llvm.dbg.value(metadata i64 %56, metadata !35, metadata !DIExpression()), !dbg !42
  %57 = getelementptr inbounds [128 x i32], [128 x i32]* @A, i64 0, i64 %56, !dbg !70
  %58 = load i32, i32* %57, align 4, !dbg !70, !tbaa !38
  %59 = icmp sgt i32 %58, -1, !dbg !71
  br i1 %59, label %51, label %60, !dbg !72, !llvm.loop !85

60:                                               ; preds = %51, %33
  %61 = phi i32 [ 0, %33 ], [ %55, %51 ], !dbg !42
  %62 = add nsw i32 %61, %18, !dbg !87
  %63 = getelementptr inbounds [64 x i32], [64 x i32]* @Log, i64 0, i64 %8, !dbg !88
  %64 = load i32, i32* %63, align 4, !dbg !88, !tbaa !38
  %65 = add nsw i32 %62, %64, !dbg !89
  store i32 %65, i32* @checksum, align 4, !dbg !90, !tbaa !38
  ret i32 0, !dbg !91
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "start_value", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_datadep.c", directory: ".")
!4 = !{!0, !5, !8, !13, !18}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "collatz_start", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "Log", scope: !2, file: !3, line: 11, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 2048, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 64)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 4096, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 128)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!20 = !{i32 7, !"Dwarf Version", i32 4}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !28, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!7}
!30 = !{!31, !32, !33, !34, !35, !36}
!31 = !DILocalVariable(name: "x", scope: !27, file: !3, line: 17, type: !7)
!32 = !DILocalVariable(name: "steps", scope: !27, file: !3, line: 17, type: !7)
!33 = !DILocalVariable(name: "n", scope: !27, file: !3, line: 17, type: !7)
!34 = !DILocalVariable(name: "count", scope: !27, file: !3, line: 17, type: !7)
!35 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 17, type: !7)
!36 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 17, type: !7)
!37 = !DILocation(line: 17, column: 11, scope: !27)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 0, scope: !27)
!43 = !DILocation(line: 17, column: 39, scope: !27)
!44 = !DILocation(line: 18, column: 12, scope: !27)
!45 = !DILocation(line: 18, column: 3, scope: !27)
!46 = !DILocation(line: 23, column: 12, scope: !27)
!47 = !DILocation(line: 23, column: 3, scope: !27)
!48 = !DILocation(line: 19, column: 11, scope: !49)
!49 = distinct !DILexicalBlock(scope: !27, file: !3, line: 18, column: 17)
!50 = !DILocation(line: 20, column: 5, scope: !49)
!51 = !DILocation(line: 20, column: 16, scope: !49)
!52 = !DILocation(line: 21, column: 10, scope: !49)
!53 = distinct !{!53, !45, !54, !55}
!54 = !DILocation(line: 22, column: 3, scope: !27)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 30, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !27, file: !3, line: 30, column: 3)
!58 = !DILocation(line: 24, column: 11, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 24, column: 9)
!60 = distinct !DILexicalBlock(scope: !27, file: !3, line: 23, column: 18)
!61 = !DILocation(line: 24, column: 9, scope: !60)
!62 = !DILocation(line: 25, column: 13, scope: !59)
!63 = !DILocation(line: 25, column: 17, scope: !59)
!64 = !DILocation(line: 25, column: 7, scope: !59)
!65 = !DILocation(line: 27, column: 13, scope: !59)
!66 = !DILocation(line: 0, scope: !59)
!67 = !DILocation(line: 28, column: 10, scope: !60)
!68 = distinct !{!68, !47, !69, !55}
!69 = !DILocation(line: 29, column: 3, scope: !27)
!70 = !DILocation(line: 33, column: 10, scope: !27)
!71 = !DILocation(line: 33, column: 15, scope: !27)
!72 = !DILocation(line: 33, column: 3, scope: !27)
!73 = !DILocation(line: 31, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !57, file: !3, line: 30, column: 3)
!75 = !DILocation(line: 31, column: 12, scope: !74)
!76 = !DILocation(line: 31, column: 5, scope: !74)
!77 = !DILocation(line: 31, column: 10, scope: !74)
!78 = !DILocation(line: 30, column: 23, scope: !74)
!79 = !DILocation(line: 30, column: 17, scope: !74)
!80 = distinct !{!80, !56, !81, !55}
!81 = !DILocation(line: 31, column: 43, scope: !57)
!82 = !DILocation(line: 34, column: 7, scope: !83)
!83 = distinct !DILexicalBlock(scope: !27, file: !3, line: 33, column: 21)
!84 = !DILocation(line: 35, column: 6, scope: !83)
!85 = distinct !{!85, !72, !86, !55}
!86 = !DILocation(line: 36, column: 3, scope: !27)
!87 = !DILocation(line: 37, column: 16, scope: !27)
!88 = !DILocation(line: 37, column: 26, scope: !27)
!89 = !DILocation(line: 37, column: 24, scope: !27)
!90 = !DILocation(line: 37, column: 12, scope: !27)
!91 = !DILocation(line: 38, column: 3, scope: !27)
