; ModuleID = 'longscan.c'
source_filename = "longscan.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%c %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  %3 = alloca [26 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !33
  %4 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %4, label %5, label %10, !dbg !35

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %7 = load i8*, i8** %6, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %7, metadata !41, metadata !DIExpression()) #9, !dbg !47
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #9, !dbg !49
  %9 = trunc i64 %8 to i32, !dbg !50
  br label %10, !dbg !35

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 100000, %2 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %11, metadata !21, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %11, metadata !51, metadata !DIExpression()) #9, !dbg !61
  %12 = add nsw i32 %11, 1, !dbg !63
  %13 = sext i32 %12 to i64, !dbg !64
  %14 = tail call noalias i8* @malloc(i64 noundef %13) #9, !dbg !65
  call void @llvm.dbg.value(metadata i8* %14, metadata !56, metadata !DIExpression()) #9, !dbg !61
  call void @llvm.dbg.value(metadata i32 7, metadata !57, metadata !DIExpression()) #9, !dbg !61
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()) #9, !dbg !66
  %15 = icmp sgt i32 %11, 0, !dbg !67
  br i1 %15, label %16, label %60, !dbg !69

16:                                               ; preds = %10
  %17 = zext i32 %11 to i64, !dbg !67
  %18 = and i64 %17, 1, !dbg !69
  %19 = icmp eq i32 %11, 1, !dbg !69
  br i1 %19, label %54, label %20, !dbg !69

20:                                               ; preds = %16
  %21 = and i64 %17, 4294967294, !dbg !69
  br label %22, !dbg !69

22:                                               ; preds = %22, %20
  %23 = phi i64 [ 0, %20 ], [ %43, %22 ]
  %24 = phi i32 [ 7, %20 ], [ %36, %22 ]
  %25 = phi i64 [ 0, %20 ], [ %44, %22 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !59, metadata !DIExpression()) #9, !dbg !66
  call void @llvm.dbg.value(metadata i32 %24, metadata !57, metadata !DIExpression()) #9, !dbg !61
  %26 = mul i32 %24, 1103515245, !dbg !70
  %27 = add i32 %26, 12345, !dbg !72
  call void @llvm.dbg.value(metadata i32 %27, metadata !57, metadata !DIExpression()) #9, !dbg !61
  %28 = lshr i32 %27, 16, !dbg !73
  %29 = trunc i32 %28 to i16, !dbg !74
  %30 = urem i16 %29, 26, !dbg !74
  %31 = trunc i16 %30 to i8, !dbg !75
  %32 = add nuw nsw i8 %31, 97, !dbg !75
  %33 = getelementptr inbounds i8, i8* %14, i64 %23, !dbg !76
  store i8 %32, i8* %33, align 1, !dbg !77, !tbaa !78
  %34 = or i64 %23, 1, !dbg !79
  call void @llvm.dbg.value(metadata i64 %34, metadata !59, metadata !DIExpression()) #9, !dbg !66
  call void @llvm.dbg.value(metadata i64 %34, metadata !59, metadata !DIExpression()) #9, !dbg !66
  call void @llvm.dbg.value(metadata i32 %27, metadata !57, metadata !DIExpression()) #9, !dbg !61
  %35 = mul i32 %27, 1103515245, !dbg !70
  %36 = add i32 %35, 12345, !dbg !72
  call void @llvm.dbg.value(metadata i32 %36, metadata !57, metadata !DIExpression()) #9, !dbg !61
  %37 = lshr i32 %36, 16, !dbg !73
  %38 = trunc i32 %37 to i16, !dbg !74
  %39 = urem i16 %38, 26, !dbg !74
  %40 = trunc i16 %39 to i8, !dbg !75
  %41 = add nuw nsw i8 %40, 97, !dbg !75
  %42 = getelementptr inbounds i8, i8* %14, i64 %34, !dbg !76
  store i8 %41, i8* %42, align 1, !dbg !77, !tbaa !78
  %43 = add nuw nsw i64 %23, 2, !dbg !79
  call void @llvm.dbg.value(metadata i64 %43, metadata !59, metadata !DIExpression()) #9, !dbg !66
  %44 = add i64 %25, 2, !dbg !69
  %45 = icmp eq i64 %44, %21, !dbg !69
  br i1 %45, label %46, label %22, !dbg !69, !llvm.loop !80

46:                                               ; preds = %22
  %47 = mul i32 %36, 1103515245, !dbg !69
  %48 = add i32 %47, 12345, !dbg !69
  %49 = lshr i32 %48, 16, !dbg !69
  %50 = trunc i32 %49 to i16, !dbg !69
  %51 = urem i16 %50, 26, !dbg !69
  %52 = trunc i16 %51 to i8, !dbg !69
  %53 = add nuw i8 %52, 97, !dbg !69
  br label %54, !dbg !69

54:                                               ; preds = %46, %16
  %55 = phi i64 [ 0, %16 ], [ %43, %46 ]
  %56 = phi i8 [ 117, %16 ], [ %53, %46 ]
  %57 = icmp eq i64 %18, 0, !dbg !69
  br i1 %57, label %60, label %58, !dbg !69

58:                                               ; preds = %54
  call void @llvm.dbg.value(metadata i64 %55, metadata !59, metadata !DIExpression()) #9, !dbg !66
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()) #9, !dbg !61
  call void @llvm.dbg.value(metadata i32 undef, metadata !57, metadata !DIExpression()) #9, !dbg !61
  %59 = getelementptr inbounds i8, i8* %14, i64 %55, !dbg !76
  store i8 %56, i8* %59, align 1, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i64 %55, metadata !59, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !66
  br label %60, !dbg !83

60:                                               ; preds = %58, %54, %10
  %61 = sext i32 %11 to i64, !dbg !83
  %62 = getelementptr inbounds i8, i8* %14, i64 %61, !dbg !83
  store i8 0, i8* %62, align 1, !dbg !84, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %14, metadata !22, metadata !DIExpression()), !dbg !33
  %63 = bitcast [26 x i32]* %3 to i8*, !dbg !85
  call void @llvm.lifetime.start.p0i8(i64 104, i8* nonnull %63) #9, !dbg !85
  call void @llvm.dbg.declare(metadata [26 x i32]* %3, metadata !23, metadata !DIExpression()), !dbg !86
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(104) %63, i8 0, i64 104, i1 false), !dbg !86
  call void @llvm.dbg.value(metadata i8* %14, metadata !27, metadata !DIExpression()), !dbg !33
  %64 = load i8, i8* %14, align 1, !dbg !87, !tbaa !78
  %65 = icmp eq i8 %64, 0, !dbg !88
  br i1 %65, label %66, label %67, !dbg !88

66:                                               ; preds = %67, %60
  br label %84, !dbg !89

67:                                               ; preds = %60, %67
  %68 = phi i8 [ %76, %67 ], [ %64, %60 ]
  %69 = phi i8* [ %70, %67 ], [ %14, %60 ]
  call void @llvm.dbg.value(metadata i8* %69, metadata !27, metadata !DIExpression()), !dbg !33
  %70 = getelementptr inbounds i8, i8* %69, i64 1, !dbg !90
  call void @llvm.dbg.value(metadata i8* %70, metadata !27, metadata !DIExpression()), !dbg !33
  %71 = sext i8 %68 to i64, !dbg !91
  %72 = add nsw i64 %71, -97, !dbg !92
  %73 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %72, !dbg !93
  %74 = load i32, i32* %73, align 4, !dbg !94, !tbaa !95
  %75 = add nsw i32 %74, 1, !dbg !94
  store i32 %75, i32* %73, align 4, !dbg !94, !tbaa !95
  %76 = load i8, i8* %70, align 1, !dbg !87, !tbaa !78
  %77 = icmp eq i8 %76, 0, !dbg !88
  br i1 %77, label %66, label %67, !dbg !88, !llvm.loop !97

78:                                               ; preds = %84
  %79 = add nsw i32 %94, 97, !dbg !98
  %80 = sext i32 %94 to i64, !dbg !99
  %81 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %80, !dbg !99
  %82 = load i32, i32* %81, align 4, !dbg !99, !tbaa !95
  %83 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %79, i32 noundef %82), !dbg !100
  tail call void @free(i8* noundef %14) #9, !dbg !101
  call void @llvm.lifetime.end.p0i8(i64 104, i8* nonnull %63) #9, !dbg !102
  ret i32 0, !dbg !103

84:                                               ; preds = %97, %66
  %85 = phi i64 [ 1, %66 ], [ %124, %97 ]
  %86 = phi i32 [ 0, %66 ], [ %123, %97 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !31, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %86, metadata !30, metadata !DIExpression()), !dbg !33
  %87 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %85, !dbg !105
  %88 = load i32, i32* %87, align 4, !dbg !105, !tbaa !95
  %89 = sext i32 %86 to i64, !dbg !108
  %90 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %89, !dbg !108
  %91 = load i32, i32* %90, align 4, !dbg !108, !tbaa !95
  %92 = icmp sgt i32 %88, %91, !dbg !109
  %93 = trunc i64 %85 to i32, !dbg !110
  %94 = select i1 %92, i32 %93, i32 %86, !dbg !110
  call void @llvm.dbg.value(metadata i32 %94, metadata !30, metadata !DIExpression()), !dbg !33
  %95 = add nuw nsw i64 %85, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %95, metadata !31, metadata !DIExpression()), !dbg !104
  %96 = icmp eq i64 %95, 26, !dbg !112
  br i1 %96, label %78, label %97, !dbg !89, !llvm.loop !113

97:                                               ; preds = %84
  call void @llvm.dbg.value(metadata i64 %95, metadata !31, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %94, metadata !30, metadata !DIExpression()), !dbg !33
  %98 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %95, !dbg !105
  %99 = load i32, i32* %98, align 4, !dbg !105, !tbaa !95
  %100 = sext i32 %94 to i64, !dbg !108
  %101 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %100, !dbg !108
  %102 = load i32, i32* %101, align 4, !dbg !108, !tbaa !95
  %103 = icmp sgt i32 %99, %102, !dbg !109
  %104 = trunc i64 %95 to i32, !dbg !110
  %105 = select i1 %103, i32 %104, i32 %94, !dbg !110
  call void @llvm.dbg.value(metadata i32 %105, metadata !30, metadata !DIExpression()), !dbg !33
  %106 = add nuw nsw i64 %85, 2, !dbg !111
  call void @llvm.dbg.value(metadata i64 %106, metadata !31, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 %106, metadata !31, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %105, metadata !30, metadata !DIExpression()), !dbg !33
  %107 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %106, !dbg !105
  %108 = load i32, i32* %107, align 4, !dbg !105, !tbaa !95
  %109 = sext i32 %105 to i64, !dbg !108
  %110 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %109, !dbg !108
  %111 = load i32, i32* %110, align 4, !dbg !108, !tbaa !95
  %112 = icmp sgt i32 %108, %111, !dbg !109
  %113 = trunc i64 %106 to i32, !dbg !110
  %114 = select i1 %112, i32 %113, i32 %105, !dbg !110
  call void @llvm.dbg.value(metadata i32 %114, metadata !30, metadata !DIExpression()), !dbg !33
  %115 = add nuw nsw i64 %85, 3, !dbg !111
  call void @llvm.dbg.value(metadata i64 %115, metadata !31, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 %115, metadata !31, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 %114, metadata !30, metadata !DIExpression()), !dbg !33
  %116 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %115, !dbg !105
  %117 = load i32, i32* %116, align 4, !dbg !105, !tbaa !95
  %118 = sext i32 %114 to i64, !dbg !108
  %119 = getelementptr inbounds [26 x i32], [26 x i32]* %3, i64 0, i64 %118, !dbg !108
  %120 = load i32, i32* %119, align 4, !dbg !108, !tbaa !95
  %121 = icmp sgt i32 %117, %120, !dbg !109
  %122 = trunc i64 %115 to i32, !dbg !110
  %123 = select i1 %121, i32 %122, i32 %114, !dbg !110
  call void @llvm.dbg.value(metadata i32 %123, metadata !30, metadata !DIExpression()), !dbg !33
  %124 = add nuw nsw i64 %85, 4, !dbg !111
  call void @llvm.dbg.value(metadata i64 %124, metadata !31, metadata !DIExpression()), !dbg !104
  br label %84
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "longscan.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "365d6562cb222d6869b9eefd2e6624df")
!2 = !{!3, !4, !7, !6}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 20, type: !16, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !27, !30, !31}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 20, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 20, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 22, type: !3)
!22 = !DILocalVariable(name: "text", scope: !15, file: !1, line: 23, type: !5)
!23 = !DILocalVariable(name: "hist", scope: !15, file: !1, line: 24, type: !24)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !3, size: 832, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 26)
!27 = !DILocalVariable(name: "p", scope: !15, file: !1, line: 25, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!30 = !DILocalVariable(name: "best", scope: !15, file: !1, line: 28, type: !3)
!31 = !DILocalVariable(name: "k", scope: !32, file: !1, line: 29, type: !3)
!32 = distinct !DILexicalBlock(scope: !15, file: !1, line: 29, column: 3)
!33 = !DILocation(line: 0, scope: !15)
!34 = !DILocation(line: 22, column: 16, scope: !15)
!35 = !DILocation(line: 22, column: 11, scope: !15)
!36 = !DILocation(line: 22, column: 27, scope: !15)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !28)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !46)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!3, !28}
!46 = !{!41}
!47 = !DILocation(line: 0, scope: !42, inlinedAt: !48)
!48 = distinct !DILocation(line: 22, column: 22, scope: !15)
!49 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !48)
!50 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !48)
!51 = !DILocalVariable(name: "n", arg: 1, scope: !52, file: !1, line: 8, type: !3)
!52 = distinct !DISubprogram(name: "make", scope: !1, file: !1, line: 8, type: !53, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !3}
!55 = !{!51, !56, !57, !59}
!56 = !DILocalVariable(name: "b", scope: !52, file: !1, line: 10, type: !5)
!57 = !DILocalVariable(name: "s", scope: !52, file: !1, line: 11, type: !58)
!58 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!59 = !DILocalVariable(name: "i", scope: !60, file: !1, line: 12, type: !3)
!60 = distinct !DILexicalBlock(scope: !52, file: !1, line: 12, column: 3)
!61 = !DILocation(line: 0, scope: !52, inlinedAt: !62)
!62 = distinct !DILocation(line: 23, column: 16, scope: !15)
!63 = !DILocation(line: 10, column: 22, scope: !52, inlinedAt: !62)
!64 = !DILocation(line: 10, column: 20, scope: !52, inlinedAt: !62)
!65 = !DILocation(line: 10, column: 13, scope: !52, inlinedAt: !62)
!66 = !DILocation(line: 0, scope: !60, inlinedAt: !62)
!67 = !DILocation(line: 12, column: 21, scope: !68, inlinedAt: !62)
!68 = distinct !DILexicalBlock(scope: !60, file: !1, line: 12, column: 3)
!69 = !DILocation(line: 12, column: 3, scope: !60, inlinedAt: !62)
!70 = !DILocation(line: 13, column: 11, scope: !71, inlinedAt: !62)
!71 = distinct !DILexicalBlock(scope: !68, file: !1, line: 12, column: 31)
!72 = !DILocation(line: 13, column: 25, scope: !71, inlinedAt: !62)
!73 = !DILocation(line: 14, column: 28, scope: !71, inlinedAt: !62)
!74 = !DILocation(line: 14, column: 35, scope: !71, inlinedAt: !62)
!75 = !DILocation(line: 14, column: 12, scope: !71, inlinedAt: !62)
!76 = !DILocation(line: 14, column: 5, scope: !71, inlinedAt: !62)
!77 = !DILocation(line: 14, column: 10, scope: !71, inlinedAt: !62)
!78 = !{!39, !39, i64 0}
!79 = !DILocation(line: 12, column: 27, scope: !68, inlinedAt: !62)
!80 = distinct !{!80, !69, !81, !82}
!81 = !DILocation(line: 15, column: 3, scope: !60, inlinedAt: !62)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 16, column: 3, scope: !52, inlinedAt: !62)
!84 = !DILocation(line: 16, column: 8, scope: !52, inlinedAt: !62)
!85 = !DILocation(line: 24, column: 3, scope: !15)
!86 = !DILocation(line: 24, column: 7, scope: !15)
!87 = !DILocation(line: 26, column: 10, scope: !15)
!88 = !DILocation(line: 26, column: 3, scope: !15)
!89 = !DILocation(line: 29, column: 3, scope: !32)
!90 = !DILocation(line: 27, column: 12, scope: !15)
!91 = !DILocation(line: 27, column: 10, scope: !15)
!92 = !DILocation(line: 27, column: 15, scope: !15)
!93 = !DILocation(line: 27, column: 5, scope: !15)
!94 = !DILocation(line: 27, column: 21, scope: !15)
!95 = !{!96, !96, i64 0}
!96 = !{!"int", !39, i64 0}
!97 = distinct !{!97, !88, !94, !82}
!98 = !DILocation(line: 32, column: 25, scope: !15)
!99 = !DILocation(line: 32, column: 33, scope: !15)
!100 = !DILocation(line: 32, column: 3, scope: !15)
!101 = !DILocation(line: 33, column: 3, scope: !15)
!102 = !DILocation(line: 35, column: 1, scope: !15)
!103 = !DILocation(line: 34, column: 3, scope: !15)
!104 = !DILocation(line: 0, scope: !32)
!105 = !DILocation(line: 30, column: 9, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !1, line: 30, column: 9)
!107 = distinct !DILexicalBlock(scope: !32, file: !1, line: 29, column: 3)
!108 = !DILocation(line: 30, column: 19, scope: !106)
!109 = !DILocation(line: 30, column: 17, scope: !106)
!110 = !DILocation(line: 30, column: 9, scope: !107)
!111 = !DILocation(line: 29, column: 28, scope: !107)
!112 = !DILocation(line: 29, column: 21, scope: !107)
!113 = distinct !{!113, !89, !114, !82}
!114 = !DILocation(line: 31, column: 14, scope: !32)
