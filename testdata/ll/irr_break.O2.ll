; ModuleID = 'irr_break.c'
source_filename = "irr_break.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [512 x i32] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global i32 0, align 4, !dbg !11

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 -1, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !31
  br label %1, !dbg !32

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !34
  %3 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %16, %1 ], !dbg !36
  %4 = mul <4 x i16> %3, <i16 11, i16 11, i16 11, i16 11>, !dbg !36
  %5 = mul <4 x i16> %3, <i16 11, i16 11, i16 11, i16 11>, !dbg !36
  %6 = add <4 x i16> %5, <i16 44, i16 44, i16 44, i16 44>, !dbg !36
  %7 = urem <4 x i16> %4, <i16 97, i16 97, i16 97, i16 97>, !dbg !36
  %8 = urem <4 x i16> %6, <i16 97, i16 97, i16 97, i16 97>, !dbg !36
  %9 = zext <4 x i16> %7 to <4 x i32>, !dbg !36
  %10 = zext <4 x i16> %8 to <4 x i32>, !dbg !36
  %11 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %2, !dbg !34
  %12 = bitcast i32* %11 to <4 x i32>*, !dbg !37
  store <4 x i32> %9, <4 x i32>* %12, align 16, !dbg !37, !tbaa !38
  %13 = getelementptr inbounds i32, i32* %11, i64 4, !dbg !37
  %14 = bitcast i32* %13 to <4 x i32>*, !dbg !37
  store <4 x i32> %10, <4 x i32>* %14, align 16, !dbg !37, !tbaa !38
  %15 = add nuw i64 %2, 8, !dbg !34
  %16 = add <4 x i16> %3, <i16 8, i16 8, i16 8, i16 8>, !dbg !36
  %17 = icmp eq i64 %15, 512, !dbg !34
  br i1 %17, label %18, label %1, !dbg !34, !llvm.loop !42

18:                                               ; preds = %1, %33
  %19 = phi i64 [ %35, %33 ], [ 0, %1 ]
  %20 = phi i32 [ %34, %33 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %19, metadata !27, metadata !DIExpression()), !dbg !31
  %21 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %19, !dbg !46
  %22 = load i32, i32* %21, align 8, !dbg !46, !tbaa !38
  %23 = add nsw i32 %22, %20, !dbg !50
  call void @llvm.dbg.value(metadata i32 %23, metadata !29, metadata !DIExpression()), !dbg !31
  %24 = icmp eq i64 %19, 200, !dbg !51
  br i1 %24, label %37, label %25, !dbg !53

25:                                               ; preds = %18
  call void @llvm.dbg.value(metadata i32 %23, metadata !29, metadata !DIExpression()), !dbg !31
  %26 = or i64 %19, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %26, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %23, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %26, metadata !27, metadata !DIExpression()), !dbg !31
  %27 = and i64 %26, 3, !dbg !55
  %28 = icmp eq i64 %27, 3, !dbg !55
  br i1 %28, label %33, label %29, !dbg !57

29:                                               ; preds = %25
  %30 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %26, !dbg !46
  %31 = load i32, i32* %30, align 4, !dbg !46, !tbaa !38
  %32 = add nsw i32 %31, %23, !dbg !50
  call void @llvm.dbg.value(metadata i32 %32, metadata !29, metadata !DIExpression()), !dbg !31
  br label %33, !dbg !53

33:                                               ; preds = %29, %25
  %34 = phi i32 [ %23, %25 ], [ %32, %29 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %34, metadata !29, metadata !DIExpression()), !dbg !31
  %35 = add nuw nsw i64 %19, 2, !dbg !54
  call void @llvm.dbg.value(metadata i64 %35, metadata !27, metadata !DIExpression()), !dbg !31
  %36 = icmp eq i64 %35, 512, !dbg !58
  br i1 %36, label %37, label %18, !dbg !59, !llvm.loop !60

37:                                               ; preds = %33, %18
  %38 = phi i32 [ %23, %18 ], [ %34, %33 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %38, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !31
  br label %39, !dbg !62

39:                                               ; preds = %59, %37
  %40 = phi i64 [ 0, %37 ], [ %60, %59 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !27, metadata !DIExpression()), !dbg !31
  %41 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %40, !dbg !64
  %42 = load i32, i32* %41, align 16, !dbg !64, !tbaa !38
  %43 = icmp eq i32 %42, 77, !dbg !68
  br i1 %43, label %62, label %44, !dbg !69

44:                                               ; preds = %39
  %45 = or i64 %40, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %45, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %45, metadata !27, metadata !DIExpression()), !dbg !31
  %46 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %45, !dbg !64
  %47 = load i32, i32* %46, align 4, !dbg !64, !tbaa !38
  %48 = icmp eq i32 %47, 77, !dbg !68
  br i1 %48, label %62, label %49, !dbg !69

49:                                               ; preds = %44
  %50 = or i64 %40, 2, !dbg !70
  call void @llvm.dbg.value(metadata i64 %50, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %50, metadata !27, metadata !DIExpression()), !dbg !31
  %51 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %50, !dbg !64
  %52 = load i32, i32* %51, align 8, !dbg !64, !tbaa !38
  %53 = icmp eq i32 %52, 77, !dbg !68
  br i1 %53, label %62, label %54, !dbg !69

54:                                               ; preds = %49
  %55 = or i64 %40, 3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %55, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i64 %55, metadata !27, metadata !DIExpression()), !dbg !31
  %56 = getelementptr inbounds [512 x i32], [512 x i32]* @A, i64 0, i64 %55, !dbg !64
  %57 = load i32, i32* %56, align 4, !dbg !64, !tbaa !38
  %58 = icmp eq i32 %57, 77, !dbg !68
  br i1 %58, label %62, label %59, !dbg !69

59:                                               ; preds = %54
  %60 = add nuw nsw i64 %40, 4, !dbg !70
  call void @llvm.dbg.value(metadata i64 %60, metadata !27, metadata !DIExpression()), !dbg !31
  %61 = icmp eq i64 %60, 512, !dbg !71
  br i1 %61, label %65, label %39, !dbg !62, !llvm.loop !72

62:                                               ; preds = %54, %49, %44, %39
  %63 = phi i64 [ %40, %39 ], [ %45, %44 ], [ %50, %49 ], [ %55, %54 ]
  %64 = trunc i64 %63 to i32, !dbg !69
  br label %65, !dbg !74

65:                                               ; preds = %59, %62
  %66 = phi i32 [ %64, %62 ], [ -1, %59 ], !dbg !31
  call void @llvm.dbg.value(metadata i32 %66, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 %38, metadata !29, metadata !DIExpression()), !dbg !31
  br label %67, !dbg !74

67:                                               ; preds = %67, %65
  %68 = phi i32 [ -1, %65 ], [ %92, %67 ]
  %69 = phi i33 [ 0, %65 ], [ %89, %67 ]
  %70 = phi i32 [ 0, %65 ], [ %91, %67 ]
  %71 = phi i32 [ 1, %65 ], [ %90, %67 ]
  %72 = phi i32 [ %38, %65 ], [ %88, %67 ]
  call void @llvm.dbg.value(metadata i32 %72, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i33 %69, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 %72, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %73 = zext i32 %68 to i33, !dbg !76
  %74 = mul i33 %69, %73, !dbg !76
  %75 = lshr exact i33 %74, 1, !dbg !76
  %76 = trunc i33 %75 to i32, !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !31
  %77 = add i32 %72, %70, !dbg !76
  %78 = or i33 %69, 1, !dbg !74
  call void @llvm.dbg.value(metadata !DIArgList(i32 %77, i32 %76), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i33 %78, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  %79 = add nuw nsw i32 %71, 2, !dbg !74
  %80 = add i32 %70, %71, !dbg !74
  %81 = add nsw i32 %68, 1, !dbg !74
  call void @llvm.dbg.value(metadata !DIArgList(i32 %77, i32 %76), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i33 %78, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata !DIArgList(i32 %77, i32 %76), metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %82 = zext i32 %81 to i33, !dbg !76
  %83 = mul i33 %78, %82, !dbg !76
  %84 = lshr i33 %83, 1, !dbg !76
  %85 = trunc i33 %84 to i32, !dbg !76
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !29, metadata !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value)), !dbg !31
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !31
  %86 = add i32 %77, %80, !dbg !76
  %87 = add i32 %76, %85, !dbg !76
  %88 = sub i32 %86, %87, !dbg !76
  %89 = add nuw nsw i33 %69, 2, !dbg !74
  call void @llvm.dbg.value(metadata i32 %88, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata i33 %89, metadata !27, metadata !DIExpression(DW_OP_LLVM_convert, 33, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !31
  %90 = add nuw nsw i32 %71, 4, !dbg !74
  %91 = add i32 %80, %79, !dbg !74
  %92 = add nsw i32 %68, 2, !dbg !74
  %93 = icmp eq i32 %92, 31, !dbg !79
  br i1 %93, label %94, label %67, !dbg !74, !llvm.loop !80

94:                                               ; preds = %67
  %95 = add nsw i32 %88, %66, !dbg !82
  store i32 %95, i32* @checksum, align 4, !dbg !83, !tbaa !38
  ret i32 0, !dbg !84
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #1

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_break.c", directory: ".")
!4 = !{!0, !5, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32768, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16384, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 512)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!8}
!26 = !{!27, !28, !29, !30}
!27 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !8)
!28 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 15, type: !8)
!29 = !DILocalVariable(name: "s", scope: !23, file: !3, line: 15, type: !8)
!30 = !DILocalVariable(name: "pos", scope: !23, file: !3, line: 15, type: !8)
!31 = !DILocation(line: 0, scope: !23)
!32 = !DILocation(line: 16, column: 3, scope: !33)
!33 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!34 = !DILocation(line: 16, column: 23, scope: !35)
!35 = distinct !DILexicalBlock(scope: !33, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 17, column: 21, scope: !35)
!37 = !DILocation(line: 17, column: 10, scope: !35)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = distinct !{!42, !32, !43, !44, !45}
!43 = !DILocation(line: 17, column: 23, scope: !33)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!"llvm.loop.isvectorized", i32 1}
!46 = !DILocation(line: 21, column: 10, scope: !47)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 18, column: 27)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 18, column: 3)
!49 = distinct !DILexicalBlock(scope: !23, file: !3, line: 18, column: 3)
!50 = !DILocation(line: 21, column: 7, scope: !47)
!51 = !DILocation(line: 22, column: 11, scope: !52)
!52 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 9)
!53 = !DILocation(line: 22, column: 9, scope: !47)
!54 = !DILocation(line: 18, column: 23, scope: !48)
!55 = !DILocation(line: 19, column: 15, scope: !56)
!56 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 9)
!57 = !DILocation(line: 19, column: 9, scope: !47)
!58 = !DILocation(line: 18, column: 17, scope: !48)
!59 = !DILocation(line: 18, column: 3, scope: !49)
!60 = distinct !{!60, !59, !61, !44}
!61 = !DILocation(line: 24, column: 3, scope: !49)
!62 = !DILocation(line: 25, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !23, file: !3, line: 25, column: 3)
!64 = !DILocation(line: 26, column: 9, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 26, column: 9)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 25, column: 27)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 25, column: 3)
!68 = !DILocation(line: 26, column: 14, scope: !65)
!69 = !DILocation(line: 26, column: 9, scope: !66)
!70 = !DILocation(line: 25, column: 23, scope: !67)
!71 = !DILocation(line: 25, column: 17, scope: !67)
!72 = distinct !{!72, !62, !73, !44}
!73 = !DILocation(line: 30, column: 3, scope: !63)
!74 = !DILocation(line: 31, column: 3, scope: !75)
!75 = distinct !DILexicalBlock(scope: !23, file: !3, line: 31, column: 3)
!76 = !DILocation(line: 32, column: 5, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 32, column: 5)
!78 = distinct !DILexicalBlock(scope: !75, file: !3, line: 31, column: 3)
!79 = !DILocation(line: 31, column: 17, scope: !78)
!80 = distinct !{!80, !74, !81, !44}
!81 = !DILocation(line: 37, column: 5, scope: !75)
!82 = !DILocation(line: 38, column: 16, scope: !23)
!83 = !DILocation(line: 38, column: 12, scope: !23)
!84 = !DILocation(line: 39, column: 3, scope: !23)
