; ModuleID = 'mem_sieve.c'
source_filename = "mem_sieve.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"%d primes, gap sum %ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  %3 = alloca [64 x i32], align 16
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !39
  %4 = icmp sgt i32 %0, 1, !dbg !40
  br i1 %4, label %5, label %10, !dbg !41

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %7 = load i8*, i8** %6, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %7, metadata !47, metadata !DIExpression()) #10, !dbg !55
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #10, !dbg !57
  %9 = trunc i64 %8 to i32, !dbg !58
  br label %10, !dbg !41

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 20000, %2 ], !dbg !41
  call void @llvm.dbg.value(metadata i32 %11, metadata !22, metadata !DIExpression()), !dbg !39
  %12 = sext i32 %11 to i64, !dbg !59
  %13 = call i8* @calloc(i64 1, i64 %12), !dbg !60
  call void @llvm.dbg.value(metadata i8* %13, metadata !23, metadata !DIExpression()), !dbg !39
  %14 = shl nsw i64 %12, 2, !dbg !61
  %15 = tail call noalias i8* @malloc(i64 noundef %14) #10, !dbg !62
  %16 = bitcast i8* %15 to i32*, !dbg !62
  call void @llvm.dbg.value(metadata i32* %16, metadata !24, metadata !DIExpression()), !dbg !39
  %17 = bitcast [64 x i32]* %3 to i8*, !dbg !63
  call void @llvm.lifetime.start.p0i8(i64 256, i8* nonnull %17) #10, !dbg !63
  call void @llvm.dbg.declare(metadata [64 x i32]* %3, metadata !26, metadata !DIExpression()), !dbg !64
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(256) %17, i8 0, i64 256, i1 false), !dbg !64
  call void @llvm.dbg.value(metadata i8* %13, metadata !65, metadata !DIExpression()) #10, !dbg !79
  call void @llvm.dbg.value(metadata i32* %16, metadata !70, metadata !DIExpression()) #10, !dbg !79
  call void @llvm.dbg.value(metadata i32 %11, metadata !71, metadata !DIExpression()) #10, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()) #10, !dbg !79
  call void @llvm.dbg.value(metadata i32 2, metadata !73, metadata !DIExpression()) #10, !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()) #10, !dbg !79
  %18 = icmp sgt i32 %11, 2, !dbg !82
  br i1 %18, label %19, label %67, !dbg !83

19:                                               ; preds = %10
  %20 = zext i32 %11 to i64, !dbg !82
  br label %21, !dbg !83

21:                                               ; preds = %39, %19
  %22 = phi i64 [ 2, %19 ], [ %41, %39 ]
  %23 = phi i32 [ 0, %19 ], [ %40, %39 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !73, metadata !DIExpression()) #10, !dbg !81
  call void @llvm.dbg.value(metadata i32 %23, metadata !72, metadata !DIExpression()) #10, !dbg !79
  %24 = getelementptr inbounds i8, i8* %13, i64 %22, !dbg !84
  %25 = load i8, i8* %24, align 1, !dbg !84, !tbaa !86
  %26 = icmp eq i8 %25, 0, !dbg !84
  br i1 %26, label %27, label %39, !dbg !87

27:                                               ; preds = %21
  %28 = add nsw i32 %23, 1, !dbg !88
  call void @llvm.dbg.value(metadata i32 %28, metadata !72, metadata !DIExpression()) #10, !dbg !79
  %29 = sext i32 %23 to i64, !dbg !89
  %30 = getelementptr inbounds i32, i32* %16, i64 %29, !dbg !89
  %31 = trunc i64 %22 to i32, !dbg !90
  store i32 %31, i32* %30, align 4, !dbg !90, !tbaa !91
  %32 = mul nuw nsw i64 %22, %22, !dbg !93
  call void @llvm.dbg.value(metadata i64 %32, metadata !75, metadata !DIExpression()) #10, !dbg !94
  %33 = icmp slt i64 %32, %12, !dbg !95
  br i1 %33, label %34, label %39, !dbg !97

34:                                               ; preds = %27, %34
  %35 = phi i64 [ %37, %34 ], [ %32, %27 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !75, metadata !DIExpression()) #10, !dbg !94
  %36 = getelementptr inbounds i8, i8* %13, i64 %35, !dbg !98
  store i8 1, i8* %36, align 1, !dbg !99, !tbaa !86
  %37 = add nuw nsw i64 %35, %22, !dbg !100
  call void @llvm.dbg.value(metadata i64 %37, metadata !75, metadata !DIExpression()) #10, !dbg !94
  %38 = icmp slt i64 %37, %12, !dbg !95
  br i1 %38, label %34, label %39, !dbg !97, !llvm.loop !101

39:                                               ; preds = %34, %27, %21
  %40 = phi i32 [ %23, %21 ], [ %28, %27 ], [ %28, %34 ], !dbg !79
  call void @llvm.dbg.value(metadata i32 %40, metadata !72, metadata !DIExpression()) #10, !dbg !79
  %41 = add nuw nsw i64 %22, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %41, metadata !73, metadata !DIExpression()) #10, !dbg !81
  %42 = icmp eq i64 %41, %20, !dbg !82
  br i1 %42, label %43, label %21, !dbg !83, !llvm.loop !105

43:                                               ; preds = %39
  call void @llvm.dbg.value(metadata i32 %40, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 1, metadata !31, metadata !DIExpression()), !dbg !107
  %44 = icmp sgt i32 %40, 1, !dbg !108
  br i1 %44, label %45, label %67, !dbg !109

45:                                               ; preds = %43
  %46 = zext i32 %40 to i64, !dbg !108
  %47 = load i32, i32* %16, align 4, !dbg !110, !tbaa !91
  %48 = add nsw i64 %46, -1, !dbg !109
  %49 = and i64 %48, 1, !dbg !109
  %50 = icmp eq i32 %40, 2, !dbg !109
  br i1 %50, label %53, label %51, !dbg !109

51:                                               ; preds = %45
  %52 = and i64 %48, -2, !dbg !109
  br label %69, !dbg !109

53:                                               ; preds = %69, %45
  %54 = phi i32 [ %47, %45 ], [ %84, %69 ]
  %55 = phi i64 [ 1, %45 ], [ %92, %69 ]
  %56 = icmp eq i64 %49, 0, !dbg !109
  br i1 %56, label %67, label %57, !dbg !109

57:                                               ; preds = %53
  call void @llvm.dbg.value(metadata i64 %55, metadata !31, metadata !DIExpression()), !dbg !107
  %58 = getelementptr inbounds i32, i32* %16, i64 %55, !dbg !111
  %59 = load i32, i32* %58, align 4, !dbg !111, !tbaa !91
  %60 = sub nsw i32 %59, %54, !dbg !112
  call void @llvm.dbg.value(metadata i32 %60, metadata !33, metadata !DIExpression()), !dbg !113
  %61 = icmp slt i32 %60, 63, !dbg !114
  %62 = select i1 %61, i32 %60, i32 63, !dbg !114
  %63 = sext i32 %62 to i64, !dbg !115
  %64 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %63, !dbg !115
  %65 = load i32, i32* %64, align 4, !dbg !116, !tbaa !91
  %66 = add nsw i32 %65, 1, !dbg !116
  store i32 %66, i32* %64, align 4, !dbg !116, !tbaa !91
  call void @llvm.dbg.value(metadata i64 %55, metadata !31, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !107
  br label %67, !dbg !117

67:                                               ; preds = %57, %53, %10, %43
  %68 = phi i32 [ %40, %43 ], [ 0, %10 ], [ %40, %53 ], [ %40, %57 ]
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 0, metadata !36, metadata !DIExpression()), !dbg !39
  br label %97, !dbg !117

69:                                               ; preds = %69, %51
  %70 = phi i32 [ %47, %51 ], [ %84, %69 ], !dbg !110
  %71 = phi i64 [ 1, %51 ], [ %92, %69 ]
  %72 = phi i64 [ 0, %51 ], [ %93, %69 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !31, metadata !DIExpression()), !dbg !107
  %73 = getelementptr inbounds i32, i32* %16, i64 %71, !dbg !111
  %74 = load i32, i32* %73, align 4, !dbg !111, !tbaa !91
  %75 = sub nsw i32 %74, %70, !dbg !112
  call void @llvm.dbg.value(metadata i32 %75, metadata !33, metadata !DIExpression()), !dbg !113
  %76 = icmp slt i32 %75, 63, !dbg !114
  %77 = select i1 %76, i32 %75, i32 63, !dbg !114
  %78 = sext i32 %77 to i64, !dbg !115
  %79 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %78, !dbg !115
  %80 = load i32, i32* %79, align 4, !dbg !116, !tbaa !91
  %81 = add nsw i32 %80, 1, !dbg !116
  store i32 %81, i32* %79, align 4, !dbg !116, !tbaa !91
  %82 = add nuw nsw i64 %71, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %82, metadata !31, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata i64 %82, metadata !31, metadata !DIExpression()), !dbg !107
  %83 = getelementptr inbounds i32, i32* %16, i64 %82, !dbg !111
  %84 = load i32, i32* %83, align 4, !dbg !111, !tbaa !91
  %85 = sub nsw i32 %84, %74, !dbg !112
  call void @llvm.dbg.value(metadata i32 %85, metadata !33, metadata !DIExpression()), !dbg !113
  %86 = icmp slt i32 %85, 63, !dbg !114
  %87 = select i1 %86, i32 %85, i32 63, !dbg !114
  %88 = sext i32 %87 to i64, !dbg !115
  %89 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %88, !dbg !115
  %90 = load i32, i32* %89, align 4, !dbg !116, !tbaa !91
  %91 = add nsw i32 %90, 1, !dbg !116
  store i32 %91, i32* %89, align 4, !dbg !116, !tbaa !91
  %92 = add nuw nsw i64 %71, 2, !dbg !119
  call void @llvm.dbg.value(metadata i64 %92, metadata !31, metadata !DIExpression()), !dbg !107
  %93 = add i64 %72, 2, !dbg !109
  %94 = icmp eq i64 %93, %52, !dbg !109
  br i1 %94, label %53, label %69, !dbg !109, !llvm.loop !120

95:                                               ; preds = %97
  %96 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %68, i64 noundef %122), !dbg !122
  tail call void @free(i8* noundef %13) #10, !dbg !123
  tail call void @free(i8* noundef %15) #10, !dbg !124
  call void @llvm.lifetime.end.p0i8(i64 256, i8* nonnull %17) #10, !dbg !125
  ret i32 0, !dbg !126

97:                                               ; preds = %97, %67
  %98 = phi i64 [ 0, %67 ], [ %123, %97 ]
  %99 = phi i64 [ 0, %67 ], [ %122, %97 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %99, metadata !36, metadata !DIExpression()), !dbg !39
  %100 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %98, !dbg !127
  %101 = load i32, i32* %100, align 16, !dbg !127, !tbaa !91
  %102 = sext i32 %101 to i64, !dbg !127
  %103 = mul nsw i64 %98, %102, !dbg !129
  %104 = add nsw i64 %103, %99, !dbg !130
  call void @llvm.dbg.value(metadata i64 %104, metadata !36, metadata !DIExpression()), !dbg !39
  %105 = or i64 %98, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %105, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %105, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %104, metadata !36, metadata !DIExpression()), !dbg !39
  %106 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %105, !dbg !127
  %107 = load i32, i32* %106, align 4, !dbg !127, !tbaa !91
  %108 = sext i32 %107 to i64, !dbg !127
  %109 = mul nsw i64 %105, %108, !dbg !129
  %110 = add nsw i64 %109, %104, !dbg !130
  call void @llvm.dbg.value(metadata i64 %110, metadata !36, metadata !DIExpression()), !dbg !39
  %111 = or i64 %98, 2, !dbg !131
  call void @llvm.dbg.value(metadata i64 %111, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %111, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %110, metadata !36, metadata !DIExpression()), !dbg !39
  %112 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %111, !dbg !127
  %113 = load i32, i32* %112, align 8, !dbg !127, !tbaa !91
  %114 = sext i32 %113 to i64, !dbg !127
  %115 = mul nsw i64 %111, %114, !dbg !129
  %116 = add nsw i64 %115, %110, !dbg !130
  call void @llvm.dbg.value(metadata i64 %116, metadata !36, metadata !DIExpression()), !dbg !39
  %117 = or i64 %98, 3, !dbg !131
  call void @llvm.dbg.value(metadata i64 %117, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %117, metadata !37, metadata !DIExpression()), !dbg !118
  call void @llvm.dbg.value(metadata i64 %116, metadata !36, metadata !DIExpression()), !dbg !39
  %118 = getelementptr inbounds [64 x i32], [64 x i32]* %3, i64 0, i64 %117, !dbg !127
  %119 = load i32, i32* %118, align 4, !dbg !127, !tbaa !91
  %120 = sext i32 %119 to i64, !dbg !127
  %121 = mul nsw i64 %117, %120, !dbg !129
  %122 = add nsw i64 %121, %116, !dbg !130
  call void @llvm.dbg.value(metadata i64 %122, metadata !36, metadata !DIExpression()), !dbg !39
  %123 = add nuw nsw i64 %98, 4, !dbg !131
  call void @llvm.dbg.value(metadata i64 %123, metadata !37, metadata !DIExpression()), !dbg !118
  %124 = icmp eq i64 %123, 64, !dbg !132
  br i1 %124, label %95, label %97, !dbg !117, !llvm.loop !133
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

; Function Attrs: inaccessiblememonly nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #9

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { inaccessiblememonly nofree nounwind willreturn }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "mem_sieve.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "f7dce6420fc1a430532fcd77cae6bf3d")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
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
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 23, type: !17, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !24, !26, !30, !31, !33, !36, !37}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 23, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 23, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 25, type: !4)
!23 = !DILocalVariable(name: "composite", scope: !16, file: !1, line: 26, type: !6)
!24 = !DILocalVariable(name: "primes", scope: !16, file: !1, line: 27, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!26 = !DILocalVariable(name: "hist", scope: !16, file: !1, line: 28, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 64)
!30 = !DILocalVariable(name: "np", scope: !16, file: !1, line: 29, type: !4)
!31 = !DILocalVariable(name: "k", scope: !32, file: !1, line: 30, type: !4)
!32 = distinct !DILexicalBlock(scope: !16, file: !1, line: 30, column: 3)
!33 = !DILocalVariable(name: "gap", scope: !34, file: !1, line: 31, type: !4)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 30, column: 32)
!35 = distinct !DILexicalBlock(scope: !32, file: !1, line: 30, column: 3)
!36 = !DILocalVariable(name: "sum", scope: !16, file: !1, line: 34, type: !3)
!37 = !DILocalVariable(name: "b", scope: !38, file: !1, line: 35, type: !4)
!38 = distinct !DILexicalBlock(scope: !16, file: !1, line: 35, column: 3)
!39 = !DILocation(line: 0, scope: !16)
!40 = !DILocation(line: 25, column: 16, scope: !16)
!41 = !DILocation(line: 25, column: 11, scope: !16)
!42 = !DILocation(line: 25, column: 27, scope: !16)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "__nptr", arg: 1, scope: !48, file: !49, line: 362, type: !52)
!48 = distinct !DISubprogram(name: "atoi", scope: !49, file: !49, line: 362, type: !50, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!50 = !DISubroutineType(types: !51)
!51 = !{!4, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!54 = !{!47}
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 25, column: 22, scope: !16)
!57 = !DILocation(line: 364, column: 16, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 364, column: 10, scope: !48, inlinedAt: !56)
!59 = !DILocation(line: 26, column: 28, scope: !16)
!60 = !DILocation(line: 26, column: 21, scope: !16)
!61 = !DILocation(line: 27, column: 26, scope: !16)
!62 = !DILocation(line: 27, column: 17, scope: !16)
!63 = !DILocation(line: 28, column: 3, scope: !16)
!64 = !DILocation(line: 28, column: 7, scope: !16)
!65 = !DILocalVariable(name: "composite", arg: 1, scope: !66, file: !1, line: 9, type: !6)
!66 = distinct !DISubprogram(name: "sieve", scope: !1, file: !1, line: 9, type: !67, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!4, !6, !25, !4}
!69 = !{!65, !70, !71, !72, !73, !75}
!70 = !DILocalVariable(name: "primes", arg: 2, scope: !66, file: !1, line: 9, type: !25)
!71 = !DILocalVariable(name: "n", arg: 3, scope: !66, file: !1, line: 9, type: !4)
!72 = !DILocalVariable(name: "np", scope: !66, file: !1, line: 11, type: !4)
!73 = !DILocalVariable(name: "i", scope: !74, file: !1, line: 13, type: !4)
!74 = distinct !DILexicalBlock(scope: !66, file: !1, line: 13, column: 3)
!75 = !DILocalVariable(name: "j", scope: !76, file: !1, line: 17, type: !3)
!76 = distinct !DILexicalBlock(scope: !77, file: !1, line: 17, column: 5)
!77 = distinct !DILexicalBlock(scope: !78, file: !1, line: 13, column: 31)
!78 = distinct !DILexicalBlock(scope: !74, file: !1, line: 13, column: 3)
!79 = !DILocation(line: 0, scope: !66, inlinedAt: !80)
!80 = distinct !DILocation(line: 29, column: 12, scope: !16)
!81 = !DILocation(line: 0, scope: !74, inlinedAt: !80)
!82 = !DILocation(line: 13, column: 21, scope: !78, inlinedAt: !80)
!83 = !DILocation(line: 13, column: 3, scope: !74, inlinedAt: !80)
!84 = !DILocation(line: 14, column: 9, scope: !85, inlinedAt: !80)
!85 = distinct !DILexicalBlock(scope: !77, file: !1, line: 14, column: 9)
!86 = !{!45, !45, i64 0}
!87 = !DILocation(line: 14, column: 9, scope: !77, inlinedAt: !80)
!88 = !DILocation(line: 16, column: 14, scope: !77, inlinedAt: !80)
!89 = !DILocation(line: 16, column: 5, scope: !77, inlinedAt: !80)
!90 = !DILocation(line: 16, column: 18, scope: !77, inlinedAt: !80)
!91 = !{!92, !92, i64 0}
!92 = !{!"int", !45, i64 0}
!93 = !DILocation(line: 17, column: 27, scope: !76, inlinedAt: !80)
!94 = !DILocation(line: 0, scope: !76, inlinedAt: !80)
!95 = !DILocation(line: 17, column: 34, scope: !96, inlinedAt: !80)
!96 = distinct !DILexicalBlock(scope: !76, file: !1, line: 17, column: 5)
!97 = !DILocation(line: 17, column: 5, scope: !76, inlinedAt: !80)
!98 = !DILocation(line: 18, column: 7, scope: !96, inlinedAt: !80)
!99 = !DILocation(line: 18, column: 20, scope: !96, inlinedAt: !80)
!100 = !DILocation(line: 17, column: 41, scope: !96, inlinedAt: !80)
!101 = distinct !{!101, !97, !102, !103}
!102 = !DILocation(line: 18, column: 22, scope: !76, inlinedAt: !80)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocation(line: 13, column: 27, scope: !78, inlinedAt: !80)
!105 = distinct !{!105, !83, !106, !103}
!106 = !DILocation(line: 19, column: 3, scope: !74, inlinedAt: !80)
!107 = !DILocation(line: 0, scope: !32)
!108 = !DILocation(line: 30, column: 21, scope: !35)
!109 = !DILocation(line: 30, column: 3, scope: !32)
!110 = !DILocation(line: 31, column: 27, scope: !34)
!111 = !DILocation(line: 31, column: 15, scope: !34)
!112 = !DILocation(line: 31, column: 25, scope: !34)
!113 = !DILocation(line: 0, scope: !34)
!114 = !DILocation(line: 32, column: 10, scope: !34)
!115 = !DILocation(line: 32, column: 5, scope: !34)
!116 = !DILocation(line: 32, column: 30, scope: !34)
!117 = !DILocation(line: 35, column: 3, scope: !38)
!118 = !DILocation(line: 0, scope: !38)
!119 = !DILocation(line: 30, column: 28, scope: !35)
!120 = distinct !{!120, !109, !121, !103}
!121 = !DILocation(line: 33, column: 3, scope: !32)
!122 = !DILocation(line: 37, column: 3, scope: !16)
!123 = !DILocation(line: 38, column: 3, scope: !16)
!124 = !DILocation(line: 39, column: 3, scope: !16)
!125 = !DILocation(line: 41, column: 1, scope: !16)
!126 = !DILocation(line: 40, column: 3, scope: !16)
!127 = !DILocation(line: 36, column: 22, scope: !128)
!128 = distinct !DILexicalBlock(scope: !38, file: !1, line: 35, column: 3)
!129 = !DILocation(line: 36, column: 20, scope: !128)
!130 = !DILocation(line: 36, column: 9, scope: !128)
!131 = !DILocation(line: 35, column: 28, scope: !128)
!132 = !DILocation(line: 35, column: 21, scope: !128)
!133 = distinct !{!133, !117, !134, !103}
!134 = !DILocation(line: 36, column: 28, scope: !38)
