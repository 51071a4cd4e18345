; ModuleID = 'heuristics.c'
source_filename = "heuristics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.node = type { %struct.node*, i32 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [11 x i8] c"too large\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind readonly uwtable
define dso_local i32 @walk(%struct.node* noundef readonly %0) local_unnamed_addr #0 !dbg !11 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !21, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata i32 0, metadata !22, metadata !DIExpression()), !dbg !23
  %2 = icmp eq %struct.node* %0, null, !dbg !24
  br i1 %2, label %12, label %3, !dbg !25

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi %struct.node* [ %10, %3 ], [ %0, %1 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !22, metadata !DIExpression()), !dbg !23
  call void @llvm.dbg.value(metadata %struct.node* %5, metadata !21, metadata !DIExpression()), !dbg !23
  %6 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 1, !dbg !26
  %7 = load i32, i32* %6, align 8, !dbg !26, !tbaa !28
  %8 = add nsw i32 %7, %4, !dbg !34
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !23
  %9 = getelementptr inbounds %struct.node, %struct.node* %5, i64 0, i32 0, !dbg !35
  %10 = load %struct.node*, %struct.node** %9, align 8, !dbg !35, !tbaa !36
  call void @llvm.dbg.value(metadata %struct.node* %10, metadata !21, metadata !DIExpression()), !dbg !23
  %11 = icmp eq %struct.node* %10, null, !dbg !24
  br i1 %11, label %12, label %3, !dbg !25, !llvm.loop !37

12:                                               ; preds = %3, %1
  %13 = phi i32 [ 0, %1 ], [ %8, %3 ], !dbg !23
  ret i32 %13, !dbg !40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @zero(i32 noundef %0, i32 noundef %1) local_unnamed_addr #1 !dbg !41 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !45, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 %1, metadata !46, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !47, metadata !DIExpression()), !dbg !48
  %3 = icmp eq i32 %0, 0, !dbg !49
  %4 = zext i1 %3 to i32, !dbg !51
  call void @llvm.dbg.value(metadata i32 %4, metadata !47, metadata !DIExpression()), !dbg !48
  %5 = icmp slt i32 %1, 0, !dbg !52
  %6 = or i32 %4, 2, !dbg !54
  %7 = select i1 %5, i32 %6, i32 %4, !dbg !54
  call void @llvm.dbg.value(metadata i32 %7, metadata !47, metadata !DIExpression()), !dbg !48
  %8 = icmp sgt i32 %0, 0, !dbg !55
  %9 = add nuw nsw i32 %7, 3, !dbg !57
  %10 = select i1 %8, i32 %9, i32 %7, !dbg !57
  call void @llvm.dbg.value(metadata i32 %10, metadata !47, metadata !DIExpression()), !dbg !48
  %11 = icmp eq i32 %1, -1, !dbg !58
  %12 = add nuw nsw i32 %10, 4, !dbg !60
  %13 = select i1 %11, i32 %10, i32 %12, !dbg !60
  call void @llvm.dbg.value(metadata i32 %13, metadata !47, metadata !DIExpression()), !dbg !48
  ret i32 %13, !dbg !61
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local double @fl(double noundef %0, double noundef %1) local_unnamed_addr #1 !dbg !62 {
  call void @llvm.dbg.value(metadata double %0, metadata !67, metadata !DIExpression()), !dbg !69
  call void @llvm.dbg.value(metadata double %1, metadata !68, metadata !DIExpression()), !dbg !69
  %3 = fcmp oeq double %0, %1, !dbg !70
  br i1 %3, label %9, label %4, !dbg !72

4:                                                ; preds = %2
  %5 = fcmp uno double %0, 0.000000e+00, !dbg !73
  br i1 %5, label %9, label %6, !dbg !75

6:                                                ; preds = %4
  %7 = fcmp olt double %0, %1, !dbg !76
  %8 = select i1 %7, double %0, double %1, !dbg !77
  br label %9, !dbg !78

9:                                                ; preds = %4, %2, %6
  %10 = phi double [ %8, %6 ], [ 0.000000e+00, %2 ], [ 1.000000e+00, %4 ], !dbg !69
  ret double %10, !dbg !79
}

; Function Attrs: nounwind uwtable
define dso_local i32 @check(i32* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 !dbg !80 {
  call void @llvm.dbg.value(metadata i32* %0, metadata !85, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 %1, metadata !86, metadata !DIExpression()), !dbg !90
  %3 = icmp sgt i32 %1, 1000000, !dbg !91
  br i1 %3, label %4, label %7, !dbg !93

4:                                                ; preds = %2
  %5 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !94, !tbaa !96
  %6 = tail call i64 @fwrite(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), i64 10, i64 1, %struct._IO_FILE* %5) #7, !dbg !97
  tail call void @exit(i32 noundef 1) #8, !dbg !98
  unreachable, !dbg !98

7:                                                ; preds = %2
  %8 = load i32, i32* %0, align 4, !dbg !99, !tbaa !100
  call void @llvm.dbg.value(metadata i32 %8, metadata !87, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 1, metadata !88, metadata !DIExpression()), !dbg !101
  %9 = icmp sgt i32 %1, 1, !dbg !102
  br i1 %9, label %10, label %86, !dbg !104

10:                                               ; preds = %7
  %11 = zext i32 %1 to i64, !dbg !102
  %12 = add nsw i64 %11, -1, !dbg !104
  %13 = icmp ult i64 %12, 8, !dbg !104
  br i1 %13, label %83, label %14, !dbg !104

14:                                               ; preds = %10
  %15 = and i64 %12, -8, !dbg !104
  %16 = or i64 %15, 1, !dbg !104
  %17 = insertelement <4 x i32> poison, i32 %8, i64 0, !dbg !104
  %18 = shufflevector <4 x i32> %17, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !104
  %19 = add nsw i64 %15, -8, !dbg !104
  %20 = lshr exact i64 %19, 3, !dbg !104
  %21 = add nuw nsw i64 %20, 1, !dbg !104
  %22 = and i64 %21, 1, !dbg !104
  %23 = icmp eq i64 %19, 0, !dbg !104
  br i1 %23, label %58, label %24, !dbg !104

24:                                               ; preds = %14
  %25 = and i64 %21, 4611686018427387902, !dbg !104
  br label %26, !dbg !104

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %53, %26 ]
  %28 = phi <4 x i32> [ %18, %24 ], [ %51, %26 ]
  %29 = phi <4 x i32> [ %18, %24 ], [ %52, %26 ]
  %30 = phi i64 [ 0, %24 ], [ %54, %26 ]
  %31 = or i64 %27, 1
  %32 = getelementptr inbounds i32, i32* %0, i64 %31, !dbg !105
  %33 = bitcast i32* %32 to <4 x i32>*, !dbg !105
  %34 = load <4 x i32>, <4 x i32>* %33, align 4, !dbg !105, !tbaa !100
  %35 = getelementptr inbounds i32, i32* %32, i64 4, !dbg !105
  %36 = bitcast i32* %35 to <4 x i32>*, !dbg !105
  %37 = load <4 x i32>, <4 x i32>* %36, align 4, !dbg !105, !tbaa !100
  %38 = icmp slt <4 x i32> %34, %28, !dbg !107
  %39 = icmp slt <4 x i32> %37, %29, !dbg !107
  %40 = select <4 x i1> %38, <4 x i32> %34, <4 x i32> %28, !dbg !108
  %41 = select <4 x i1> %39, <4 x i32> %37, <4 x i32> %29, !dbg !108
  %42 = or i64 %27, 9
  %43 = getelementptr inbounds i32, i32* %0, i64 %42, !dbg !105
  %44 = bitcast i32* %43 to <4 x i32>*, !dbg !105
  %45 = load <4 x i32>, <4 x i32>* %44, align 4, !dbg !105, !tbaa !100
  %46 = getelementptr inbounds i32, i32* %43, i64 4, !dbg !105
  %47 = bitcast i32* %46 to <4 x i32>*, !dbg !105
  %48 = load <4 x i32>, <4 x i32>* %47, align 4, !dbg !105, !tbaa !100
  %49 = icmp slt <4 x i32> %45, %40, !dbg !107
  %50 = icmp slt <4 x i32> %48, %41, !dbg !107
  %51 = select <4 x i1> %49, <4 x i32> %45, <4 x i32> %40, !dbg !108
  %52 = select <4 x i1> %50, <4 x i32> %48, <4 x i32> %41, !dbg !108
  %53 = add nuw i64 %27, 16
  %54 = add i64 %30, 2
  %55 = icmp eq i64 %54, %25
  br i1 %55, label %56, label %26, !llvm.loop !109

56:                                               ; preds = %26
  %57 = or i64 %53, 1
  br label %58

58:                                               ; preds = %56, %14
  %59 = phi <4 x i32> [ undef, %14 ], [ %51, %56 ]
  %60 = phi <4 x i32> [ undef, %14 ], [ %52, %56 ]
  %61 = phi i64 [ 1, %14 ], [ %57, %56 ]
  %62 = phi <4 x i32> [ %18, %14 ], [ %51, %56 ]
  %63 = phi <4 x i32> [ %18, %14 ], [ %52, %56 ]
  %64 = icmp eq i64 %22, 0
  br i1 %64, label %76, label %65

65:                                               ; preds = %58
  %66 = getelementptr inbounds i32, i32* %0, i64 %61, !dbg !105
  %67 = bitcast i32* %66 to <4 x i32>*, !dbg !105
  %68 = load <4 x i32>, <4 x i32>* %67, align 4, !dbg !105, !tbaa !100
  %69 = getelementptr inbounds i32, i32* %66, i64 4, !dbg !105
  %70 = bitcast i32* %69 to <4 x i32>*, !dbg !105
  %71 = load <4 x i32>, <4 x i32>* %70, align 4, !dbg !105, !tbaa !100
  %72 = icmp slt <4 x i32> %68, %62, !dbg !107
  %73 = icmp slt <4 x i32> %71, %63, !dbg !107
  %74 = select <4 x i1> %72, <4 x i32> %68, <4 x i32> %62, !dbg !108
  %75 = select <4 x i1> %73, <4 x i32> %71, <4 x i32> %63, !dbg !108
  br label %76, !dbg !104

76:                                               ; preds = %58, %65
  %77 = phi <4 x i32> [ %59, %58 ], [ %74, %65 ], !dbg !108
  %78 = phi <4 x i32> [ %60, %58 ], [ %75, %65 ], !dbg !108
  %79 = icmp slt <4 x i32> %77, %78, !dbg !104
  %80 = select <4 x i1> %79, <4 x i32> %77, <4 x i32> %78, !dbg !104
  %81 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %80), !dbg !104
  %82 = icmp eq i64 %12, %15, !dbg !104
  br i1 %82, label %86, label %83, !dbg !104

83:                                               ; preds = %10, %76
  %84 = phi i64 [ 1, %10 ], [ %16, %76 ]
  %85 = phi i32 [ %8, %10 ], [ %81, %76 ]
  br label %88, !dbg !104

86:                                               ; preds = %88, %76, %7
  %87 = phi i32 [ %8, %7 ], [ %81, %76 ], [ %94, %88 ], !dbg !90
  ret i32 %87, !dbg !112

88:                                               ; preds = %83, %88
  %89 = phi i64 [ %95, %88 ], [ %84, %83 ]
  %90 = phi i32 [ %94, %88 ], [ %85, %83 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !88, metadata !DIExpression()), !dbg !101
  call void @llvm.dbg.value(metadata i32 %90, metadata !87, metadata !DIExpression()), !dbg !90
  %91 = getelementptr inbounds i32, i32* %0, i64 %89, !dbg !105
  %92 = load i32, i32* %91, align 4, !dbg !105, !tbaa !100
  %93 = icmp slt i32 %92, %90, !dbg !107
  %94 = select i1 %93, i32 %92, i32 %90, !dbg !108
  call void @llvm.dbg.value(metadata i32 %94, metadata !87, metadata !DIExpression()), !dbg !90
  %95 = add nuw nsw i64 %89, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %95, metadata !88, metadata !DIExpression()), !dbg !101
  %96 = icmp eq i64 %95, %11, !dbg !102
  br i1 %96, label %86, label %88, !dbg !104, !llvm.loop !114
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn
define dso_local i32 @expect(i32 noundef %0) local_unnamed_addr #1 !dbg !116 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !120, metadata !DIExpression()), !dbg !121
  %2 = icmp sgt i32 %0, 100, !dbg !122
  br i1 %2, label %3, label %5, !dbg !124, !prof !125

3:                                                ; preds = %1
  %4 = udiv i32 %0, 3, !dbg !126
  br label %5, !dbg !127

5:                                                ; preds = %1, %3
  %6 = phi i32 [ %4, %3 ], [ %0, %1 ], !dbg !121
  ret i32 %6, !dbg !128
}

; Function Attrs: nounwind uwtable
define dso_local i32 @dispatch(i8* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #2 !dbg !129 {
  call void @llvm.dbg.value(metadata i8* %0, metadata !136, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 %1, metadata !137, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !138, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i32 0, metadata !139, metadata !DIExpression()), !dbg !142
  %3 = icmp sgt i32 %1, 0, !dbg !143
  br i1 %3, label %4, label %6, !dbg !145

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !143
  br label %8, !dbg !145

6:                                                ; preds = %21, %2
  %7 = phi i32 [ 0, %2 ], [ %22, %21 ], !dbg !141
  ret i32 %7, !dbg !146

8:                                                ; preds = %4, %21
  %9 = phi i64 [ 0, %4 ], [ %23, %21 ]
  %10 = phi i32 [ 0, %4 ], [ %22, %21 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !139, metadata !DIExpression()), !dbg !142
  call void @llvm.dbg.value(metadata i32 %10, metadata !138, metadata !DIExpression()), !dbg !141
  %11 = getelementptr inbounds i8, i8* %0, i64 %9, !dbg !147
  %12 = load i8, i8* %11, align 1, !dbg !147, !tbaa !149
  %13 = sext i8 %12 to i32, !dbg !147
  switch i32 %13, label %20 [
    i32 97, label %14
    i32 98, label %16
    i32 99, label %18
  ], !dbg !150

14:                                               ; preds = %8
  %15 = add nsw i32 %10, 1, !dbg !151
  call void @llvm.dbg.value(metadata i32 %15, metadata !138, metadata !DIExpression()), !dbg !141
  br label %21, !dbg !153

16:                                               ; preds = %8
  %17 = add nsw i32 %10, -1, !dbg !154
  call void @llvm.dbg.value(metadata i32 %17, metadata !138, metadata !DIExpression()), !dbg !141
  br label %21, !dbg !155

18:                                               ; preds = %8
  %19 = shl nsw i32 %10, 1, !dbg !156
  call void @llvm.dbg.value(metadata i32 %19, metadata !138, metadata !DIExpression()), !dbg !141
  br label %21, !dbg !157

20:                                               ; preds = %8
  tail call void @abort() #8, !dbg !158
  unreachable, !dbg !158

21:                                               ; preds = %14, %16, %18
  %22 = phi i32 [ %19, %18 ], [ %17, %16 ], [ %15, %14 ], !dbg !159
  call void @llvm.dbg.value(metadata i32 %22, metadata !138, metadata !DIExpression()), !dbg !141
  %23 = add nuw nsw i64 %9, 1, !dbg !160
  call void @llvm.dbg.value(metadata i64 %23, metadata !139, metadata !DIExpression()), !dbg !142
  %24 = icmp eq i64 %23, %5, !dbg !143
  br i1 %24, label %6, label %8, !dbg !145, !llvm.loop !161
}

; Function Attrs: noreturn nounwind
declare void @abort() local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone willreturn
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #6

attributes #0 = { nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind readnone uwtable willreturn "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nofree nounwind }
attributes #6 = { nofree nosync nounwind readnone willreturn }
attributes #7 = { cold }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heuristics.c", directory: ".", checksumkind: CSK_MD5, checksum: "90b1b7cd223f78d712c8fb55f17b422d")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "walk", scope: !1, file: !1, line: 13, type: !12, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !20)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 8, size: 128, elements: !17)
!17 = !{!18, !19}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !16, file: !1, line: 9, baseType: !15, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !16, file: !1, line: 10, baseType: !14, size: 32, offset: 64)
!20 = !{!21, !22}
!21 = !DILocalVariable(name: "p", arg: 1, scope: !11, file: !1, line: 13, type: !15)
!22 = !DILocalVariable(name: "s", scope: !11, file: !1, line: 14, type: !14)
!23 = !DILocation(line: 0, scope: !11)
!24 = !DILocation(line: 15, column: 12, scope: !11)
!25 = !DILocation(line: 15, column: 3, scope: !11)
!26 = !DILocation(line: 16, column: 13, scope: !27)
!27 = distinct !DILexicalBlock(scope: !11, file: !1, line: 15, column: 21)
!28 = !{!29, !33, i64 8}
!29 = !{!"node", !30, i64 0, !33, i64 8}
!30 = !{!"any pointer", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C/C++ TBAA"}
!33 = !{!"int", !31, i64 0}
!34 = !DILocation(line: 16, column: 7, scope: !27)
!35 = !DILocation(line: 17, column: 12, scope: !27)
!36 = !{!29, !30, i64 0}
!37 = distinct !{!37, !25, !38, !39}
!38 = !DILocation(line: 18, column: 3, scope: !11)
!39 = !{!"llvm.loop.mustprogress"}
!40 = !DILocation(line: 19, column: 3, scope: !11)
!41 = distinct !DISubprogram(name: "zero", scope: !1, file: !1, line: 22, type: !42, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!14, !14, !14}
!44 = !{!45, !46, !47}
!45 = !DILocalVariable(name: "x", arg: 1, scope: !41, file: !1, line: 22, type: !14)
!46 = !DILocalVariable(name: "y", arg: 2, scope: !41, file: !1, line: 22, type: !14)
!47 = !DILocalVariable(name: "r", scope: !41, file: !1, line: 23, type: !14)
!48 = !DILocation(line: 0, scope: !41)
!49 = !DILocation(line: 24, column: 9, scope: !50)
!50 = distinct !DILexicalBlock(scope: !41, file: !1, line: 24, column: 7)
!51 = !DILocation(line: 24, column: 7, scope: !41)
!52 = !DILocation(line: 26, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !41, file: !1, line: 26, column: 7)
!54 = !DILocation(line: 26, column: 7, scope: !41)
!55 = !DILocation(line: 28, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !41, file: !1, line: 28, column: 7)
!57 = !DILocation(line: 28, column: 7, scope: !41)
!58 = !DILocation(line: 30, column: 9, scope: !59)
!59 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 7)
!60 = !DILocation(line: 30, column: 7, scope: !41)
!61 = !DILocation(line: 32, column: 3, scope: !41)
!62 = distinct !DISubprogram(name: "fl", scope: !1, file: !1, line: 35, type: !63, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !65, !65}
!65 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!66 = !{!67, !68}
!67 = !DILocalVariable(name: "a", arg: 1, scope: !62, file: !1, line: 35, type: !65)
!68 = !DILocalVariable(name: "b", arg: 2, scope: !62, file: !1, line: 35, type: !65)
!69 = !DILocation(line: 0, scope: !62)
!70 = !DILocation(line: 36, column: 9, scope: !71)
!71 = distinct !DILexicalBlock(scope: !62, file: !1, line: 36, column: 7)
!72 = !DILocation(line: 36, column: 7, scope: !62)
!73 = !DILocation(line: 38, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !62, file: !1, line: 38, column: 7)
!75 = !DILocation(line: 38, column: 7, scope: !62)
!76 = !DILocation(line: 40, column: 12, scope: !62)
!77 = !DILocation(line: 40, column: 10, scope: !62)
!78 = !DILocation(line: 40, column: 3, scope: !62)
!79 = !DILocation(line: 41, column: 1, scope: !62)
!80 = distinct !DISubprogram(name: "check", scope: !1, file: !1, line: 43, type: !81, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!14, !83, !14}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!84 = !{!85, !86, !87, !88}
!85 = !DILocalVariable(name: "a", arg: 1, scope: !80, file: !1, line: 43, type: !83)
!86 = !DILocalVariable(name: "n", arg: 2, scope: !80, file: !1, line: 43, type: !14)
!87 = !DILocalVariable(name: "m", scope: !80, file: !1, line: 48, type: !14)
!88 = !DILocalVariable(name: "i", scope: !89, file: !1, line: 49, type: !14)
!89 = distinct !DILexicalBlock(scope: !80, file: !1, line: 49, column: 3)
!90 = !DILocation(line: 0, scope: !80)
!91 = !DILocation(line: 44, column: 9, scope: !92)
!92 = distinct !DILexicalBlock(scope: !80, file: !1, line: 44, column: 7)
!93 = !DILocation(line: 44, column: 7, scope: !80)
!94 = !DILocation(line: 45, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !1, line: 44, column: 20)
!96 = !{!30, !30, i64 0}
!97 = !DILocation(line: 45, column: 5, scope: !95)
!98 = !DILocation(line: 46, column: 5, scope: !95)
!99 = !DILocation(line: 48, column: 11, scope: !80)
!100 = !{!33, !33, i64 0}
!101 = !DILocation(line: 0, scope: !89)
!102 = !DILocation(line: 49, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !89, file: !1, line: 49, column: 3)
!104 = !DILocation(line: 49, column: 3, scope: !89)
!105 = !DILocation(line: 50, column: 9, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !1, line: 50, column: 9)
!107 = !DILocation(line: 50, column: 14, scope: !106)
!108 = !DILocation(line: 50, column: 9, scope: !103)
!109 = distinct !{!109, !104, !110, !39, !111}
!110 = !DILocation(line: 51, column: 14, scope: !89)
!111 = !{!"llvm.loop.isvectorized", i32 1}
!112 = !DILocation(line: 52, column: 3, scope: !80)
!113 = !DILocation(line: 49, column: 27, scope: !103)
!114 = distinct !{!114, !104, !110, !39, !115, !111}
!115 = !{!"llvm.loop.unroll.runtime.disable"}
!116 = distinct !DISubprogram(name: "expect", scope: !1, file: !1, line: 55, type: !117, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!14, !14}
!119 = !{!120}
!120 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !1, line: 55, type: !14)
!121 = !DILocation(line: 0, scope: !116)
!122 = !DILocation(line: 56, column: 26, scope: !123)
!123 = distinct !DILexicalBlock(scope: !116, file: !1, line: 56, column: 7)
!124 = !DILocation(line: 56, column: 7, scope: !116)
!125 = !{!"branch_weights", i32 1, i32 2000}
!126 = !DILocation(line: 57, column: 14, scope: !123)
!127 = !DILocation(line: 57, column: 5, scope: !123)
!128 = !DILocation(line: 59, column: 1, scope: !116)
!129 = distinct !DISubprogram(name: "dispatch", scope: !1, file: !1, line: 61, type: !130, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !135)
!130 = !DISubroutineType(types: !131)
!131 = !{!14, !132, !14}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!134 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!135 = !{!136, !137, !138, !139}
!136 = !DILocalVariable(name: "code", arg: 1, scope: !129, file: !1, line: 61, type: !132)
!137 = !DILocalVariable(name: "n", arg: 2, scope: !129, file: !1, line: 61, type: !14)
!138 = !DILocalVariable(name: "acc", scope: !129, file: !1, line: 62, type: !14)
!139 = !DILocalVariable(name: "pc", scope: !140, file: !1, line: 63, type: !14)
!140 = distinct !DILexicalBlock(scope: !129, file: !1, line: 63, column: 3)
!141 = !DILocation(line: 0, scope: !129)
!142 = !DILocation(line: 0, scope: !140)
!143 = !DILocation(line: 63, column: 23, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !1, line: 63, column: 3)
!145 = !DILocation(line: 63, column: 3, scope: !140)
!146 = !DILocation(line: 78, column: 3, scope: !129)
!147 = !DILocation(line: 64, column: 13, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !1, line: 63, column: 34)
!149 = !{!31, !31, i64 0}
!150 = !DILocation(line: 64, column: 5, scope: !148)
!151 = !DILocation(line: 66, column: 10, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !1, line: 64, column: 23)
!153 = !DILocation(line: 67, column: 7, scope: !152)
!154 = !DILocation(line: 69, column: 10, scope: !152)
!155 = !DILocation(line: 70, column: 7, scope: !152)
!156 = !DILocation(line: 72, column: 11, scope: !152)
!157 = !DILocation(line: 73, column: 7, scope: !152)
!158 = !DILocation(line: 75, column: 7, scope: !152)
!159 = !DILocation(line: 0, scope: !152)
!160 = !DILocation(line: 63, column: 30, scope: !144)
!161 = distinct !{!161, !145, !162, !39}
!162 = !DILocation(line: 77, column: 3, scope: !140)
