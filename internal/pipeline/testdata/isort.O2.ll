; ModuleID = 'isort.c'
source_filename = "isort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !32
  %3 = icmp sgt i32 %0, 1, !dbg !33
  br i1 %3, label %4, label %9, !dbg !34

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !35
  %6 = load i8*, i8** %5, align 8, !dbg !35, !tbaa !36
  call void @llvm.dbg.value(metadata i8* %6, metadata !40, metadata !DIExpression()) #6, !dbg !48
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !50
  %8 = trunc i64 %7 to i32, !dbg !51
  br label %9, !dbg !34

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 500, %2 ], !dbg !34
  call void @llvm.dbg.value(metadata i32 %10, metadata !22, metadata !DIExpression()), !dbg !32
  %11 = sext i32 %10 to i64, !dbg !52
  %12 = shl nsw i64 %11, 2, !dbg !53
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #6, !dbg !54
  %14 = bitcast i8* %13 to i32*, !dbg !54
  call void @llvm.dbg.value(metadata i32* %14, metadata !23, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 11, metadata !25, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !55
  %15 = icmp sgt i32 %10, 0, !dbg !56
  br i1 %15, label %16, label %106, !dbg !58

16:                                               ; preds = %9
  %17 = zext i32 %10 to i64, !dbg !56
  %18 = add nsw i64 %17, -1, !dbg !58
  %19 = and i64 %17, 1, !dbg !58
  %20 = icmp eq i64 %18, 0, !dbg !58
  br i1 %20, label %30, label %21, !dbg !58

21:                                               ; preds = %16
  %22 = and i64 %17, 4294967294, !dbg !58
  br label %67, !dbg !58

23:                                               ; preds = %67
  %24 = mul i32 %80, 1664525, !dbg !58
  %25 = add i32 %24, 1013904223, !dbg !58
  %26 = lshr i32 %25, 16, !dbg !58
  %27 = trunc i32 %26 to i16, !dbg !58
  %28 = urem i16 %27, 10000, !dbg !58
  %29 = zext i16 %28 to i32, !dbg !58
  br label %30, !dbg !58

30:                                               ; preds = %23, %16
  %31 = phi i64 [ 0, %16 ], [ %86, %23 ]
  %32 = phi i32 [ 5750, %16 ], [ %29, %23 ]
  %33 = icmp eq i64 %19, 0, !dbg !58
  br i1 %33, label %36, label %34, !dbg !58

34:                                               ; preds = %30
  call void @llvm.dbg.value(metadata i64 %31, metadata !27, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 undef, metadata !25, metadata !DIExpression()), !dbg !32
  %35 = getelementptr inbounds i32, i32* %14, i64 %31, !dbg !59
  store i32 %32, i32* %35, align 4, !dbg !61, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %31, metadata !27, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !55
  br label %36, !dbg !64

36:                                               ; preds = %30, %34
  call void @llvm.dbg.value(metadata i32* %14, metadata !71, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %10, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 1, metadata !73, metadata !DIExpression()), !dbg !79
  %37 = icmp sgt i32 %10, 1, !dbg !64
  br i1 %37, label %38, label %61, !dbg !80

38:                                               ; preds = %36
  %39 = zext i32 %10 to i64, !dbg !64
  br label %40, !dbg !80

40:                                               ; preds = %54, %38
  %41 = phi i64 [ 1, %38 ], [ %59, %54 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !73, metadata !DIExpression()), !dbg !79
  %42 = getelementptr inbounds i32, i32* %14, i64 %41, !dbg !81
  %43 = load i32, i32* %42, align 4, !dbg !81, !tbaa !62
  call void @llvm.dbg.value(metadata i32 %43, metadata !74, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i64 %41, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !82
  br label %44, !dbg !83

44:                                               ; preds = %51, %40
  %45 = phi i64 [ %41, %40 ], [ %46, %51 ]
  %46 = add nsw i64 %45, -1, !dbg !82
  %47 = and i64 %46, 4294967295, !dbg !84
  %48 = getelementptr inbounds i32, i32* %14, i64 %47, !dbg !84
  %49 = load i32, i32* %48, align 4, !dbg !84, !tbaa !62
  %50 = icmp sgt i32 %49, %43, !dbg !85
  br i1 %50, label %51, label %54, !dbg !86

51:                                               ; preds = %44
  %52 = getelementptr inbounds i32, i32* %14, i64 %45, !dbg !87
  store i32 %49, i32* %52, align 4, !dbg !89, !tbaa !62
  call void @llvm.dbg.value(metadata i64 %46, metadata !76, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !82
  %53 = icmp sgt i64 %45, 1
  br i1 %53, label %44, label %54, !dbg !83, !llvm.loop !90

54:                                               ; preds = %51, %44
  %55 = phi i64 [ 0, %51 ], [ %45, %44 ]
  %56 = shl i64 %55, 32, !dbg !93
  %57 = ashr exact i64 %56, 32, !dbg !93
  %58 = getelementptr inbounds i32, i32* %14, i64 %57, !dbg !93
  store i32 %43, i32* %58, align 4, !dbg !94, !tbaa !62
  %59 = add nuw nsw i64 %41, 1, !dbg !95
  call void @llvm.dbg.value(metadata i64 %59, metadata !73, metadata !DIExpression()), !dbg !79
  %60 = icmp eq i64 %59, %39, !dbg !64
  br i1 %60, label %61, label %40, !dbg !80, !llvm.loop !96

61:                                               ; preds = %54, %36
  call void @llvm.dbg.value(metadata i64 0, metadata !29, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !98
  br i1 %15, label %62, label %106, !dbg !99

62:                                               ; preds = %61
  %63 = and i64 %17, 3, !dbg !99
  %64 = icmp ult i64 %18, 3, !dbg !99
  br i1 %64, label %89, label %65, !dbg !99

65:                                               ; preds = %62
  %66 = and i64 %17, 4294967292, !dbg !99
  br label %109, !dbg !99

67:                                               ; preds = %67, %21
  %68 = phi i64 [ 0, %21 ], [ %86, %67 ]
  %69 = phi i32 [ 11, %21 ], [ %80, %67 ]
  %70 = phi i64 [ 0, %21 ], [ %87, %67 ]
  call void @llvm.dbg.value(metadata i64 %68, metadata !27, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %69, metadata !25, metadata !DIExpression()), !dbg !32
  %71 = mul i32 %69, 1664525, !dbg !100
  %72 = add i32 %71, 1013904223, !dbg !101
  call void @llvm.dbg.value(metadata i32 %72, metadata !25, metadata !DIExpression()), !dbg !32
  %73 = lshr i32 %72, 16, !dbg !102
  %74 = trunc i32 %73 to i16, !dbg !103
  %75 = urem i16 %74, 10000, !dbg !103
  %76 = zext i16 %75 to i32, !dbg !103
  %77 = getelementptr inbounds i32, i32* %14, i64 %68, !dbg !59
  store i32 %76, i32* %77, align 4, !dbg !61, !tbaa !62
  %78 = or i64 %68, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %78, metadata !27, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %78, metadata !27, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %72, metadata !25, metadata !DIExpression()), !dbg !32
  %79 = mul i32 %72, 1664525, !dbg !100
  %80 = add i32 %79, 1013904223, !dbg !101
  call void @llvm.dbg.value(metadata i32 %80, metadata !25, metadata !DIExpression()), !dbg !32
  %81 = lshr i32 %80, 16, !dbg !102
  %82 = trunc i32 %81 to i16, !dbg !103
  %83 = urem i16 %82, 10000, !dbg !103
  %84 = zext i16 %83 to i32, !dbg !103
  %85 = getelementptr inbounds i32, i32* %14, i64 %78, !dbg !59
  store i32 %84, i32* %85, align 4, !dbg !61, !tbaa !62
  %86 = add nuw nsw i64 %68, 2, !dbg !104
  call void @llvm.dbg.value(metadata i64 %86, metadata !27, metadata !DIExpression()), !dbg !55
  %87 = add i64 %70, 2, !dbg !58
  %88 = icmp eq i64 %87, %22, !dbg !58
  br i1 %88, label %23, label %67, !dbg !58, !llvm.loop !105

89:                                               ; preds = %109, %62
  %90 = phi i64 [ undef, %62 ], [ %135, %109 ]
  %91 = phi i64 [ 0, %62 ], [ %136, %109 ]
  %92 = phi i64 [ 0, %62 ], [ %135, %109 ]
  %93 = icmp eq i64 %63, 0, !dbg !99
  br i1 %93, label %106, label %94, !dbg !99

94:                                               ; preds = %89, %94
  %95 = phi i64 [ %103, %94 ], [ %91, %89 ]
  %96 = phi i64 [ %102, %94 ], [ %92, %89 ]
  %97 = phi i64 [ %104, %94 ], [ 0, %89 ]
  call void @llvm.dbg.value(metadata i64 %95, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %96, metadata !29, metadata !DIExpression()), !dbg !32
  %98 = getelementptr inbounds i32, i32* %14, i64 %95, !dbg !107
  %99 = load i32, i32* %98, align 4, !dbg !107, !tbaa !62
  %100 = sext i32 %99 to i64, !dbg !109
  %101 = mul nsw i64 %95, %100, !dbg !110
  %102 = add nsw i64 %101, %96, !dbg !111
  call void @llvm.dbg.value(metadata i64 %102, metadata !29, metadata !DIExpression()), !dbg !32
  %103 = add nuw nsw i64 %95, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %103, metadata !30, metadata !DIExpression()), !dbg !98
  %104 = add i64 %97, 1, !dbg !99
  %105 = icmp eq i64 %104, %63, !dbg !99
  br i1 %105, label %106, label %94, !dbg !99, !llvm.loop !113

106:                                              ; preds = %89, %94, %9, %61
  %107 = phi i64 [ 0, %61 ], [ 0, %9 ], [ %90, %89 ], [ %102, %94 ], !dbg !32
  %108 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([5 x i8], [5 x i8]* @.str, i64 0, i64 0), i64 noundef %107), !dbg !115
  tail call void @free(i8* noundef %13) #6, !dbg !116
  ret i32 0, !dbg !117

109:                                              ; preds = %109, %65
  %110 = phi i64 [ 0, %65 ], [ %136, %109 ]
  %111 = phi i64 [ 0, %65 ], [ %135, %109 ]
  %112 = phi i64 [ 0, %65 ], [ %137, %109 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %111, metadata !29, metadata !DIExpression()), !dbg !32
  %113 = getelementptr inbounds i32, i32* %14, i64 %110, !dbg !107
  %114 = load i32, i32* %113, align 4, !dbg !107, !tbaa !62
  %115 = sext i32 %114 to i64, !dbg !109
  %116 = mul nsw i64 %110, %115, !dbg !110
  %117 = add nsw i64 %116, %111, !dbg !111
  call void @llvm.dbg.value(metadata i64 %117, metadata !29, metadata !DIExpression()), !dbg !32
  %118 = or i64 %110, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %118, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %118, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %117, metadata !29, metadata !DIExpression()), !dbg !32
  %119 = getelementptr inbounds i32, i32* %14, i64 %118, !dbg !107
  %120 = load i32, i32* %119, align 4, !dbg !107, !tbaa !62
  %121 = sext i32 %120 to i64, !dbg !109
  %122 = mul nsw i64 %118, %121, !dbg !110
  %123 = add nsw i64 %122, %117, !dbg !111
  call void @llvm.dbg.value(metadata i64 %123, metadata !29, metadata !DIExpression()), !dbg !32
  %124 = or i64 %110, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %124, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %124, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %123, metadata !29, metadata !DIExpression()), !dbg !32
  %125 = getelementptr inbounds i32, i32* %14, i64 %124, !dbg !107
  %126 = load i32, i32* %125, align 4, !dbg !107, !tbaa !62
  %127 = sext i32 %126 to i64, !dbg !109
  %128 = mul nsw i64 %124, %127, !dbg !110
  %129 = add nsw i64 %128, %123, !dbg !111
  call void @llvm.dbg.value(metadata i64 %129, metadata !29, metadata !DIExpression()), !dbg !32
  %130 = or i64 %110, 3, !dbg !112
  call void @llvm.dbg.value(metadata i64 %130, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %130, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %129, metadata !29, metadata !DIExpression()), !dbg !32
  %131 = getelementptr inbounds i32, i32* %14, i64 %130, !dbg !107
  %132 = load i32, i32* %131, align 4, !dbg !107, !tbaa !62
  %133 = sext i32 %132 to i64, !dbg !109
  %134 = mul nsw i64 %130, %133, !dbg !110
  %135 = add nsw i64 %134, %129, !dbg !111
  call void @llvm.dbg.value(metadata i64 %135, metadata !29, metadata !DIExpression()), !dbg !32
  %136 = add nuw nsw i64 %110, 4, !dbg !112
  call void @llvm.dbg.value(metadata i64 %136, metadata !30, metadata !DIExpression()), !dbg !98
  %137 = add i64 %112, 4, !dbg !99
  %138 = icmp eq i64 %137, %66, !dbg !99
  br i1 %138, label %89, label %109, !dbg !99, !llvm.loop !118
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "isort.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "490a7566e7aadc519b7326d82b7ffc72")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 17, type: !17, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !3, !5}
!19 = !{!20, !21, !22, !23, !25, !27, !29, !30}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 17, type: !3)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 17, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 19, type: !3)
!23 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 20, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!25 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 21, type: !26)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 22, type: !3)
!28 = distinct !DILexicalBlock(scope: !16, file: !1, line: 22, column: 3)
!29 = !DILocalVariable(name: "c", scope: !16, file: !1, line: 27, type: !4)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 28, type: !3)
!31 = distinct !DILexicalBlock(scope: !16, file: !1, line: 28, column: 3)
!32 = !DILocation(line: 0, scope: !16)
!33 = !DILocation(line: 19, column: 16, scope: !16)
!34 = !DILocation(line: 19, column: 11, scope: !16)
!35 = !DILocation(line: 19, column: 27, scope: !16)
!36 = !{!37, !37, i64 0}
!37 = !{!"any pointer", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocalVariable(name: "__nptr", arg: 1, scope: !41, file: !42, line: 362, type: !45)
!41 = distinct !DISubprogram(name: "atoi", scope: !42, file: !42, line: 362, type: !43, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !47)
!42 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!43 = !DISubroutineType(types: !44)
!44 = !{!3, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!47 = !{!40}
!48 = !DILocation(line: 0, scope: !41, inlinedAt: !49)
!49 = distinct !DILocation(line: 19, column: 22, scope: !16)
!50 = !DILocation(line: 364, column: 16, scope: !41, inlinedAt: !49)
!51 = !DILocation(line: 364, column: 10, scope: !41, inlinedAt: !49)
!52 = !DILocation(line: 20, column: 19, scope: !16)
!53 = !DILocation(line: 20, column: 21, scope: !16)
!54 = !DILocation(line: 20, column: 12, scope: !16)
!55 = !DILocation(line: 0, scope: !28)
!56 = !DILocation(line: 22, column: 21, scope: !57)
!57 = distinct !DILexicalBlock(scope: !28, file: !1, line: 22, column: 3)
!58 = !DILocation(line: 22, column: 3, scope: !28)
!59 = !DILocation(line: 24, column: 5, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !1, line: 22, column: 31)
!61 = !DILocation(line: 24, column: 10, scope: !60)
!62 = !{!63, !63, i64 0}
!63 = !{!"int", !38, i64 0}
!64 = !DILocation(line: 8, column: 21, scope: !65, inlinedAt: !77)
!65 = distinct !DILexicalBlock(scope: !66, file: !1, line: 8, column: 3)
!66 = distinct !DILexicalBlock(scope: !67, file: !1, line: 8, column: 3)
!67 = distinct !DISubprogram(name: "isort", scope: !1, file: !1, line: 6, type: !68, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !24, !3}
!70 = !{!71, !72, !73, !74, !76}
!71 = !DILocalVariable(name: "a", arg: 1, scope: !67, file: !1, line: 6, type: !24)
!72 = !DILocalVariable(name: "n", arg: 2, scope: !67, file: !1, line: 6, type: !3)
!73 = !DILocalVariable(name: "i", scope: !66, file: !1, line: 8, type: !3)
!74 = !DILocalVariable(name: "key", scope: !75, file: !1, line: 9, type: !3)
!75 = distinct !DILexicalBlock(scope: !65, file: !1, line: 8, column: 31)
!76 = !DILocalVariable(name: "j", scope: !75, file: !1, line: 9, type: !3)
!77 = distinct !DILocation(line: 26, column: 3, scope: !16)
!78 = !DILocation(line: 0, scope: !67, inlinedAt: !77)
!79 = !DILocation(line: 0, scope: !66, inlinedAt: !77)
!80 = !DILocation(line: 8, column: 3, scope: !66, inlinedAt: !77)
!81 = !DILocation(line: 9, column: 15, scope: !75, inlinedAt: !77)
!82 = !DILocation(line: 0, scope: !75, inlinedAt: !77)
!83 = !DILocation(line: 10, column: 19, scope: !75, inlinedAt: !77)
!84 = !DILocation(line: 10, column: 22, scope: !75, inlinedAt: !77)
!85 = !DILocation(line: 10, column: 27, scope: !75, inlinedAt: !77)
!86 = !DILocation(line: 10, column: 5, scope: !75, inlinedAt: !77)
!87 = !DILocation(line: 11, column: 7, scope: !88, inlinedAt: !77)
!88 = distinct !DILexicalBlock(scope: !75, file: !1, line: 10, column: 34)
!89 = !DILocation(line: 11, column: 16, scope: !88, inlinedAt: !77)
!90 = distinct !{!90, !86, !91, !92}
!91 = !DILocation(line: 13, column: 5, scope: !75, inlinedAt: !77)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 14, column: 5, scope: !75, inlinedAt: !77)
!94 = !DILocation(line: 14, column: 14, scope: !75, inlinedAt: !77)
!95 = !DILocation(line: 8, column: 27, scope: !65, inlinedAt: !77)
!96 = distinct !{!96, !80, !97, !92}
!97 = !DILocation(line: 15, column: 3, scope: !66, inlinedAt: !77)
!98 = !DILocation(line: 0, scope: !31)
!99 = !DILocation(line: 28, column: 3, scope: !31)
!100 = !DILocation(line: 23, column: 11, scope: !60)
!101 = !DILocation(line: 23, column: 22, scope: !60)
!102 = !DILocation(line: 24, column: 21, scope: !60)
!103 = !DILocation(line: 24, column: 28, scope: !60)
!104 = !DILocation(line: 22, column: 27, scope: !57)
!105 = distinct !{!105, !58, !106, !92}
!106 = !DILocation(line: 25, column: 3, scope: !28)
!107 = !DILocation(line: 28, column: 42, scope: !108)
!108 = distinct !DILexicalBlock(scope: !31, file: !1, line: 28, column: 3)
!109 = !DILocation(line: 28, column: 36, scope: !108)
!110 = !DILocation(line: 28, column: 47, scope: !108)
!111 = !DILocation(line: 28, column: 33, scope: !108)
!112 = !DILocation(line: 28, column: 27, scope: !108)
!113 = distinct !{!113, !114}
!114 = !{!"llvm.loop.unroll.disable"}
!115 = !DILocation(line: 29, column: 3, scope: !16)
!116 = !DILocation(line: 30, column: 3, scope: !16)
!117 = !DILocation(line: 31, column: 3, scope: !16)
!118 = distinct !{!118, !99, !119, !92}
!119 = !DILocation(line: 28, column: 49, scope: !31)
