; ModuleID = 'bst.c'
source_filename = "bst.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.tree = type { i32, i32, %struct.tree*, %struct.tree* }

@.str = private unnamed_addr constant [30 x i8] c"height %d sig %ld depths %ld\0A\00", align 1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local i64 @kernel_inorder(%struct.tree* noundef readonly %0, i64 noundef %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !30, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata i64 %1, metadata !31, metadata !DIExpression()), !dbg !32
  %3 = icmp eq %struct.tree* %0, null, !dbg !33
  br i1 %3, label %21, label %4, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !36
  %6 = load %struct.tree*, %struct.tree** %5, align 8, !dbg !36, !tbaa !37
  %7 = call i64 @kernel_inorder(%struct.tree* noundef %6, i64 noundef %1), !dbg !43
  call void @llvm.dbg.value(metadata i64 %7, metadata !31, metadata !DIExpression()), !dbg !32
  %8 = mul nsw i64 %7, 31, !dbg !44
  %9 = srem i64 %8, 1000000007, !dbg !45
  %10 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 0, !dbg !46
  %11 = load i32, i32* %10, align 8, !dbg !46, !tbaa !47
  %12 = sext i32 %11 to i64, !dbg !48
  %13 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 1, !dbg !49
  %14 = load i32, i32* %13, align 4, !dbg !49, !tbaa !50
  %15 = sext i32 %14 to i64, !dbg !51
  %16 = mul nsw i64 %15, %12, !dbg !52
  %17 = add nsw i64 %16, %9, !dbg !53
  call void @llvm.dbg.value(metadata i64 %17, metadata !31, metadata !DIExpression()), !dbg !32
  %18 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !54
  %19 = load %struct.tree*, %struct.tree** %18, align 8, !dbg !54, !tbaa !55
  %20 = call i64 @kernel_inorder(%struct.tree* noundef %19, i64 noundef %17), !dbg !56
  br label %21, !dbg !57

21:                                               ; preds = %2, %4
  %22 = phi i64 [ %20, %4 ], [ %1, %2 ], !dbg !32
  ret i64 %22, !dbg !58
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !59 {
  %3 = alloca %struct.tree*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !63, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i8** %1, metadata !64, metadata !DIExpression()), !dbg !76
  %4 = icmp sgt i32 %0, 1, !dbg !77
  br i1 %4, label %5, label %10, !dbg !78

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !79
  %7 = load i8*, i8** %6, align 8, !dbg !79, !tbaa !80
  call void @llvm.dbg.value(metadata i8* %7, metadata !81, metadata !DIExpression()) #9, !dbg !89
  %8 = call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #9, !dbg !91
  %9 = trunc i64 %8 to i32, !dbg !92
  br label %10, !dbg !78

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 5000, %2 ], !dbg !78
  call void @llvm.dbg.value(metadata i32 %11, metadata !65, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata %struct.tree* null, metadata !66, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 31337, metadata !68, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !70, metadata !DIExpression()), !dbg !93
  %12 = icmp sgt i32 %11, 0, !dbg !94
  br i1 %12, label %13, label %16, !dbg !96

13:                                               ; preds = %10
  %14 = bitcast %struct.tree** %3 to i8*
  %15 = bitcast %struct.tree** %3 to i8*
  br label %20, !dbg !96

16:                                               ; preds = %54, %10
  %17 = phi %struct.tree* [ null, %10 ], [ %55, %54 ], !dbg !76
  %18 = call i64 @kernel_inorder(%struct.tree* noundef %17, i64 noundef 0), !dbg !97
  call void @llvm.dbg.value(metadata i64 %18, metadata !72, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i64 0, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !98
  %19 = icmp eq %struct.tree* %17, null
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 0, metadata !73, metadata !DIExpression()), !dbg !76
  br label %61, !dbg !99

20:                                               ; preds = %13, %54
  %21 = phi %struct.tree* [ %55, %54 ], [ null, %13 ]
  %22 = phi i32 [ %56, %54 ], [ 0, %13 ]
  %23 = phi i32 [ %25, %54 ], [ 31337, %13 ]
  call void @llvm.dbg.value(metadata %struct.tree* %21, metadata !66, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %22, metadata !70, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %23, metadata !68, metadata !DIExpression()), !dbg !76
  %24 = mul i32 %23, 1103515245, !dbg !100
  %25 = add i32 %24, 12345, !dbg !102
  call void @llvm.dbg.value(metadata i32 %25, metadata !68, metadata !DIExpression()), !dbg !76
  %26 = lshr i32 %25, 10, !dbg !103
  %27 = urem i32 %26, 20000, !dbg !104
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %14), !dbg !105
  call void @llvm.dbg.value(metadata %struct.tree* %21, metadata !110, metadata !DIExpression()) #9, !dbg !105
  store %struct.tree* %21, %struct.tree** %3, align 8, !tbaa !80
  call void @llvm.dbg.value(metadata i32 %27, metadata !111, metadata !DIExpression()) #9, !dbg !105
  call void @llvm.dbg.value(metadata %struct.tree** %3, metadata !112, metadata !DIExpression()) #9, !dbg !105
  %28 = icmp eq %struct.tree* %21, null, !dbg !116
  br i1 %28, label %45, label %29, !dbg !116

29:                                               ; preds = %20, %38
  %30 = phi %struct.tree* [ %43, %38 ], [ %21, %20 ]
  %31 = getelementptr inbounds %struct.tree, %struct.tree* %30, i64 0, i32 0, !dbg !117
  %32 = load i32, i32* %31, align 8, !dbg !117, !tbaa !47
  %33 = icmp eq i32 %32, %27, !dbg !120
  br i1 %33, label %34, label %38, !dbg !121

34:                                               ; preds = %29
  %35 = getelementptr inbounds %struct.tree, %struct.tree* %30, i64 0, i32 1, !dbg !122
  %36 = load i32, i32* %35, align 4, !dbg !124, !tbaa !50
  %37 = add nsw i32 %36, 1, !dbg !124
  store i32 %37, i32* %35, align 4, !dbg !124, !tbaa !50
  call void @llvm.dbg.value(metadata %struct.tree* undef, metadata !110, metadata !DIExpression()) #9, !dbg !105
  br label %54, !dbg !125

38:                                               ; preds = %29
  %39 = icmp sgt i32 %32, %27, !dbg !126
  %40 = getelementptr inbounds %struct.tree, %struct.tree* %30, i64 0, i32 2, !dbg !127
  %41 = getelementptr inbounds %struct.tree, %struct.tree* %30, i64 0, i32 3, !dbg !127
  %42 = select i1 %39, %struct.tree** %40, %struct.tree** %41, !dbg !127
  call void @llvm.dbg.value(metadata %struct.tree** %42, metadata !112, metadata !DIExpression()) #9, !dbg !105
  %43 = load %struct.tree*, %struct.tree** %42, align 8, !dbg !128, !tbaa !80
  %44 = icmp eq %struct.tree* %43, null, !dbg !116
  br i1 %44, label %45, label %29, !dbg !116, !llvm.loop !129

45:                                               ; preds = %38, %20
  %46 = phi %struct.tree** [ %3, %20 ], [ %42, %38 ], !dbg !105
  %47 = call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #9, !dbg !133
  %48 = bitcast i8* %47 to %struct.tree*, !dbg !133
  call void @llvm.dbg.value(metadata %struct.tree* %48, metadata !114, metadata !DIExpression()) #9, !dbg !105
  %49 = getelementptr inbounds %struct.tree, %struct.tree* %48, i64 0, i32 0, !dbg !134
  store i32 %27, i32* %49, align 8, !dbg !135, !tbaa !47
  %50 = getelementptr inbounds %struct.tree, %struct.tree* %48, i64 0, i32 1, !dbg !136
  store i32 1, i32* %50, align 4, !dbg !137, !tbaa !50
  %51 = getelementptr inbounds %struct.tree, %struct.tree* %48, i64 0, i32 2, !dbg !138
  %52 = bitcast %struct.tree** %46 to i8**, !dbg !139
  %53 = bitcast %struct.tree** %51 to i8*, !dbg !139
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %53, i8 0, i64 16, i1 false) #9, !dbg !140
  store i8* %47, i8** %52, align 8, !dbg !139, !tbaa !80
  call void @llvm.dbg.value(metadata %struct.tree* undef, metadata !110, metadata !DIExpression()) #9, !dbg !105
  br label %54

54:                                               ; preds = %34, %45
  %55 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !105, !tbaa !80
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %15), !dbg !141
  call void @llvm.dbg.value(metadata %struct.tree* %55, metadata !66, metadata !DIExpression()), !dbg !76
  %56 = add nuw nsw i32 %22, 1, !dbg !142
  call void @llvm.dbg.value(metadata i32 %56, metadata !70, metadata !DIExpression()), !dbg !93
  call void @llvm.dbg.value(metadata i32 %25, metadata !68, metadata !DIExpression()), !dbg !76
  %57 = icmp eq i32 %56, %11, !dbg !94
  br i1 %57, label %16, label %20, !dbg !96, !llvm.loop !143

58:                                               ; preds = %78
  %59 = call fastcc i32 @height(%struct.tree* noundef %17), !dbg !145
  %60 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %59, i64 noundef %18, i64 noundef %81), !dbg !146
  call fastcc void @destroy(%struct.tree* noundef %17), !dbg !147
  ret i32 0, !dbg !148

61:                                               ; preds = %16, %78
  %62 = phi i32 [ 0, %16 ], [ %82, %78 ]
  %63 = phi i64 [ 0, %16 ], [ %81, %78 ]
  call void @llvm.dbg.value(metadata i32 %62, metadata !74, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata i64 %63, metadata !73, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata %struct.tree* %17, metadata !149, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 %62, metadata !154, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !156
  br i1 %19, label %78, label %64, !dbg !159

64:                                               ; preds = %61, %70
  %65 = phi i32 [ %76, %70 ], [ 0, %61 ]
  %66 = phi %struct.tree* [ %75, %70 ], [ %17, %61 ]
  call void @llvm.dbg.value(metadata i32 %65, metadata !155, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata %struct.tree* %66, metadata !149, metadata !DIExpression()), !dbg !156
  %67 = getelementptr inbounds %struct.tree, %struct.tree* %66, i64 0, i32 0, !dbg !160
  %68 = load i32, i32* %67, align 8, !dbg !160, !tbaa !47
  %69 = icmp eq i32 %68, %62, !dbg !161
  br i1 %69, label %78, label %70, !dbg !162

70:                                               ; preds = %64
  %71 = icmp sgt i32 %68, %62, !dbg !163
  %72 = getelementptr inbounds %struct.tree, %struct.tree* %66, i64 0, i32 2, !dbg !165
  %73 = getelementptr inbounds %struct.tree, %struct.tree* %66, i64 0, i32 3, !dbg !165
  %74 = select i1 %71, %struct.tree** %72, %struct.tree** %73, !dbg !165
  %75 = load %struct.tree*, %struct.tree** %74, align 8, !dbg !165, !tbaa !80
  call void @llvm.dbg.value(metadata %struct.tree* %75, metadata !149, metadata !DIExpression()), !dbg !156
  %76 = add nuw nsw i32 %65, 1, !dbg !166
  call void @llvm.dbg.value(metadata i32 %76, metadata !155, metadata !DIExpression()), !dbg !156
  %77 = icmp eq %struct.tree* %75, null, !dbg !167
  br i1 %77, label %78, label %64, !dbg !159, !llvm.loop !168

78:                                               ; preds = %64, %70, %61
  %79 = phi i32 [ -1, %61 ], [ %65, %64 ], [ -1, %70 ], !dbg !170
  %80 = sext i32 %79 to i64, !dbg !171
  %81 = add nsw i64 %63, %80, !dbg !172
  call void @llvm.dbg.value(metadata i64 %81, metadata !73, metadata !DIExpression()), !dbg !76
  %82 = add nuw nsw i32 %62, 37, !dbg !173
  call void @llvm.dbg.value(metadata i32 %82, metadata !74, metadata !DIExpression()), !dbg !98
  %83 = icmp ult i32 %62, 19963, !dbg !174
  br i1 %83, label %61, label %58, !dbg !99, !llvm.loop !175
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @height(%struct.tree* noundef readonly %0) unnamed_addr #0 !dbg !177 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !181, metadata !DIExpression()), !dbg !184
  %2 = icmp eq %struct.tree* %0, null, !dbg !185
  br i1 %2, label %13, label %3, !dbg !187

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !188
  %5 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !188, !tbaa !37
  %6 = call fastcc i32 @height(%struct.tree* noundef %5), !dbg !189
  call void @llvm.dbg.value(metadata i32 %6, metadata !182, metadata !DIExpression()), !dbg !184
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !190
  %8 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !190, !tbaa !55
  %9 = call fastcc i32 @height(%struct.tree* noundef %8), !dbg !191
  call void @llvm.dbg.value(metadata i32 %9, metadata !183, metadata !DIExpression()), !dbg !184
  %10 = icmp sgt i32 %6, %9, !dbg !192
  %11 = select i1 %10, i32 %6, i32 %9, !dbg !193
  %12 = add nsw i32 %11, 1, !dbg !194
  br label %13

13:                                               ; preds = %1, %3
  %14 = phi i32 [ %12, %3 ], [ 0, %1 ], !dbg !184
  ret i32 %14, !dbg !195
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(%struct.tree* noundef %0) unnamed_addr #1 !dbg !196 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !200, metadata !DIExpression()), !dbg !201
  %2 = icmp eq %struct.tree* %0, null, !dbg !202
  br i1 %2, label %9, label %3, !dbg !204

3:                                                ; preds = %1
  %4 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !205
  %5 = load %struct.tree*, %struct.tree** %4, align 8, !dbg !205, !tbaa !37
  call fastcc void @destroy(%struct.tree* noundef %5), !dbg !206
  %6 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !207
  %7 = load %struct.tree*, %struct.tree** %6, align 8, !dbg !207, !tbaa !55
  call fastcc void @destroy(%struct.tree* noundef %7), !dbg !208
  %8 = bitcast %struct.tree* %0 to i8*, !dbg !209
  call void @free(i8* noundef %8) #9, !dbg !210
  br label %9, !dbg !211

9:                                                ; preds = %1, %3
  ret void, !dbg !211
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #8

; Function Attrs: argmemonly nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #8

attributes #0 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { argmemonly nofree nounwind willreturn writeonly }
attributes #8 = { argmemonly nofree nosync nounwind willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bst.c", directory: ".", checksumkind: CSK_MD5, checksum: "a8cd5e84e6971d65e977f710e585b424")
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
!16 = distinct !DISubprogram(name: "kernel_inorder", scope: !1, file: !1, line: 31, type: !17, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !29)
!17 = !DISubroutineType(types: !18)
!18 = !{!3, !19, !3}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "tree", file: !1, line: 11, baseType: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tree", file: !1, line: 7, size: 192, elements: !23)
!23 = !{!24, !25, !26, !28}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !22, file: !1, line: 8, baseType: !4, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !22, file: !1, line: 9, baseType: !4, size: 32, offset: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !22, file: !1, line: 10, baseType: !27, size: 64, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !22, file: !1, line: 10, baseType: !27, size: 64, offset: 128)
!29 = !{!30, !31}
!30 = !DILocalVariable(name: "t", arg: 1, scope: !16, file: !1, line: 31, type: !19)
!31 = !DILocalVariable(name: "acc", arg: 2, scope: !16, file: !1, line: 31, type: !3)
!32 = !DILocation(line: 0, scope: !16)
!33 = !DILocation(line: 33, column: 8, scope: !34)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 33, column: 7)
!35 = !DILocation(line: 33, column: 7, scope: !16)
!36 = !DILocation(line: 35, column: 27, scope: !16)
!37 = !{!38, !42, i64 8}
!38 = !{!"tree", !39, i64 0, !39, i64 4, !42, i64 8, !42, i64 16}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !{!"any pointer", !40, i64 0}
!43 = !DILocation(line: 35, column: 9, scope: !16)
!44 = !DILocation(line: 36, column: 13, scope: !16)
!45 = !DILocation(line: 36, column: 18, scope: !16)
!46 = !DILocation(line: 36, column: 42, scope: !16)
!47 = !{!38, !39, i64 0}
!48 = !DILocation(line: 36, column: 33, scope: !16)
!49 = !DILocation(line: 36, column: 51, scope: !16)
!50 = !{!38, !39, i64 4}
!51 = !DILocation(line: 36, column: 48, scope: !16)
!52 = !DILocation(line: 36, column: 46, scope: !16)
!53 = !DILocation(line: 36, column: 31, scope: !16)
!54 = !DILocation(line: 37, column: 28, scope: !16)
!55 = !{!38, !42, i64 16}
!56 = !DILocation(line: 37, column: 10, scope: !16)
!57 = !DILocation(line: 37, column: 3, scope: !16)
!58 = !DILocation(line: 38, column: 1, scope: !16)
!59 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 67, type: !60, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!4, !4, !5}
!62 = !{!63, !64, !65, !66, !68, !70, !72, !73, !74}
!63 = !DILocalVariable(name: "argc", arg: 1, scope: !59, file: !1, line: 67, type: !4)
!64 = !DILocalVariable(name: "argv", arg: 2, scope: !59, file: !1, line: 67, type: !5)
!65 = !DILocalVariable(name: "n", scope: !59, file: !1, line: 69, type: !4)
!66 = !DILocalVariable(name: "root", scope: !59, file: !1, line: 70, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!68 = !DILocalVariable(name: "s", scope: !59, file: !1, line: 71, type: !69)
!69 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 72, type: !4)
!71 = distinct !DILexicalBlock(scope: !59, file: !1, line: 72, column: 3)
!72 = !DILocalVariable(name: "sig", scope: !59, file: !1, line: 76, type: !3)
!73 = !DILocalVariable(name: "dsum", scope: !59, file: !1, line: 77, type: !3)
!74 = !DILocalVariable(name: "k", scope: !75, file: !1, line: 78, type: !4)
!75 = distinct !DILexicalBlock(scope: !59, file: !1, line: 78, column: 3)
!76 = !DILocation(line: 0, scope: !59)
!77 = !DILocation(line: 69, column: 16, scope: !59)
!78 = !DILocation(line: 69, column: 11, scope: !59)
!79 = !DILocation(line: 69, column: 27, scope: !59)
!80 = !{!42, !42, i64 0}
!81 = !DILocalVariable(name: "__nptr", arg: 1, scope: !82, file: !83, line: 362, type: !86)
!82 = distinct !DISubprogram(name: "atoi", scope: !83, file: !83, line: 362, type: !84, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !88)
!83 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!84 = !DISubroutineType(types: !85)
!85 = !{!4, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!88 = !{!81}
!89 = !DILocation(line: 0, scope: !82, inlinedAt: !90)
!90 = distinct !DILocation(line: 69, column: 22, scope: !59)
!91 = !DILocation(line: 364, column: 16, scope: !82, inlinedAt: !90)
!92 = !DILocation(line: 364, column: 10, scope: !82, inlinedAt: !90)
!93 = !DILocation(line: 0, scope: !71)
!94 = !DILocation(line: 72, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !71, file: !1, line: 72, column: 3)
!96 = !DILocation(line: 72, column: 3, scope: !71)
!97 = !DILocation(line: 76, column: 14, scope: !59)
!98 = !DILocation(line: 0, scope: !75)
!99 = !DILocation(line: 78, column: 3, scope: !75)
!100 = !DILocation(line: 73, column: 11, scope: !101)
!101 = distinct !DILexicalBlock(scope: !95, file: !1, line: 72, column: 31)
!102 = !DILocation(line: 73, column: 25, scope: !101)
!103 = !DILocation(line: 74, column: 34, scope: !101)
!104 = !DILocation(line: 74, column: 41, scope: !101)
!105 = !DILocation(line: 0, scope: !106, inlinedAt: !115)
!106 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !107, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!67, !67, !4}
!109 = !{!110, !111, !112, !114}
!110 = !DILocalVariable(name: "root", arg: 1, scope: !106, file: !1, line: 13, type: !67)
!111 = !DILocalVariable(name: "key", arg: 2, scope: !106, file: !1, line: 13, type: !4)
!112 = !DILocalVariable(name: "link", scope: !106, file: !1, line: 15, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!114 = !DILocalVariable(name: "t", scope: !106, file: !1, line: 23, type: !67)
!115 = distinct !DILocation(line: 74, column: 12, scope: !101)
!116 = !DILocation(line: 16, column: 3, scope: !106, inlinedAt: !115)
!117 = !DILocation(line: 17, column: 25, scope: !118, inlinedAt: !115)
!118 = distinct !DILexicalBlock(scope: !119, file: !1, line: 17, column: 9)
!119 = distinct !DILexicalBlock(scope: !106, file: !1, line: 16, column: 17)
!120 = !DILocation(line: 17, column: 13, scope: !118, inlinedAt: !115)
!121 = !DILocation(line: 17, column: 9, scope: !119, inlinedAt: !115)
!122 = !DILocation(line: 18, column: 16, scope: !123, inlinedAt: !115)
!123 = distinct !DILexicalBlock(scope: !118, file: !1, line: 17, column: 30)
!124 = !DILocation(line: 18, column: 21, scope: !123, inlinedAt: !115)
!125 = !DILocation(line: 19, column: 7, scope: !123, inlinedAt: !115)
!126 = !DILocation(line: 21, column: 16, scope: !119, inlinedAt: !115)
!127 = !DILocation(line: 21, column: 12, scope: !119, inlinedAt: !115)
!128 = !DILocation(line: 16, column: 10, scope: !106, inlinedAt: !115)
!129 = distinct !{!129, !116, !130, !131, !132}
!130 = !DILocation(line: 22, column: 3, scope: !106, inlinedAt: !115)
!131 = !{!"llvm.loop.mustprogress"}
!132 = !{!"llvm.loop.unroll.disable"}
!133 = !DILocation(line: 23, column: 13, scope: !106, inlinedAt: !115)
!134 = !DILocation(line: 24, column: 6, scope: !106, inlinedAt: !115)
!135 = !DILocation(line: 24, column: 10, scope: !106, inlinedAt: !115)
!136 = !DILocation(line: 25, column: 6, scope: !106, inlinedAt: !115)
!137 = !DILocation(line: 25, column: 12, scope: !106, inlinedAt: !115)
!138 = !DILocation(line: 26, column: 6, scope: !106, inlinedAt: !115)
!139 = !DILocation(line: 27, column: 9, scope: !106, inlinedAt: !115)
!140 = !DILocation(line: 26, column: 11, scope: !106, inlinedAt: !115)
!141 = !DILocation(line: 29, column: 1, scope: !106, inlinedAt: !115)
!142 = !DILocation(line: 72, column: 27, scope: !95)
!143 = distinct !{!143, !96, !144, !131, !132}
!144 = !DILocation(line: 75, column: 3, scope: !71)
!145 = !DILocation(line: 80, column: 44, scope: !59)
!146 = !DILocation(line: 80, column: 3, scope: !59)
!147 = !DILocation(line: 81, column: 3, scope: !59)
!148 = !DILocation(line: 82, column: 3, scope: !59)
!149 = !DILocalVariable(name: "t", arg: 1, scope: !150, file: !1, line: 48, type: !19)
!150 = distinct !DISubprogram(name: "depth_of", scope: !1, file: !1, line: 48, type: !151, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!4, !19, !4}
!153 = !{!149, !154, !155}
!154 = !DILocalVariable(name: "key", arg: 2, scope: !150, file: !1, line: 48, type: !4)
!155 = !DILocalVariable(name: "d", scope: !150, file: !1, line: 50, type: !4)
!156 = !DILocation(line: 0, scope: !150, inlinedAt: !157)
!157 = distinct !DILocation(line: 79, column: 13, scope: !158)
!158 = distinct !DILexicalBlock(scope: !75, file: !1, line: 78, column: 3)
!159 = !DILocation(line: 51, column: 12, scope: !150, inlinedAt: !157)
!160 = !DILocation(line: 51, column: 18, scope: !150, inlinedAt: !157)
!161 = !DILocation(line: 51, column: 22, scope: !150, inlinedAt: !157)
!162 = !DILocation(line: 51, column: 3, scope: !150, inlinedAt: !157)
!163 = !DILocation(line: 52, column: 13, scope: !164, inlinedAt: !157)
!164 = distinct !DILexicalBlock(scope: !150, file: !1, line: 51, column: 30)
!165 = !DILocation(line: 52, column: 9, scope: !164, inlinedAt: !157)
!166 = !DILocation(line: 53, column: 6, scope: !164, inlinedAt: !157)
!167 = !DILocation(line: 51, column: 10, scope: !150, inlinedAt: !157)
!168 = distinct !{!168, !162, !169, !131, !132}
!169 = !DILocation(line: 54, column: 3, scope: !150, inlinedAt: !157)
!170 = !DILocation(line: 55, column: 10, scope: !150, inlinedAt: !157)
!171 = !DILocation(line: 79, column: 13, scope: !158)
!172 = !DILocation(line: 79, column: 10, scope: !158)
!173 = !DILocation(line: 78, column: 32, scope: !158)
!174 = !DILocation(line: 78, column: 21, scope: !158)
!175 = distinct !{!175, !99, !176, !131, !132}
!176 = !DILocation(line: 79, column: 29, scope: !75)
!177 = distinct !DISubprogram(name: "height", scope: !1, file: !1, line: 40, type: !178, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !180)
!178 = !DISubroutineType(types: !179)
!179 = !{!4, !19}
!180 = !{!181, !182, !183}
!181 = !DILocalVariable(name: "t", arg: 1, scope: !177, file: !1, line: 40, type: !19)
!182 = !DILocalVariable(name: "l", scope: !177, file: !1, line: 44, type: !4)
!183 = !DILocalVariable(name: "r", scope: !177, file: !1, line: 44, type: !4)
!184 = !DILocation(line: 0, scope: !177)
!185 = !DILocation(line: 42, column: 8, scope: !186)
!186 = distinct !DILexicalBlock(scope: !177, file: !1, line: 42, column: 7)
!187 = !DILocation(line: 42, column: 7, scope: !177)
!188 = !DILocation(line: 44, column: 21, scope: !177)
!189 = !DILocation(line: 44, column: 11, scope: !177)
!190 = !DILocation(line: 44, column: 42, scope: !177)
!191 = !DILocation(line: 44, column: 32, scope: !177)
!192 = !DILocation(line: 45, column: 17, scope: !177)
!193 = !DILocation(line: 45, column: 15, scope: !177)
!194 = !DILocation(line: 45, column: 12, scope: !177)
!195 = !DILocation(line: 46, column: 1, scope: !177)
!196 = distinct !DISubprogram(name: "destroy", scope: !1, file: !1, line: 58, type: !197, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !199)
!197 = !DISubroutineType(types: !198)
!198 = !{null, !67}
!199 = !{!200}
!200 = !DILocalVariable(name: "t", arg: 1, scope: !196, file: !1, line: 58, type: !67)
!201 = !DILocation(line: 0, scope: !196)
!202 = !DILocation(line: 60, column: 8, scope: !203)
!203 = distinct !DILexicalBlock(scope: !196, file: !1, line: 60, column: 7)
!204 = !DILocation(line: 60, column: 7, scope: !196)
!205 = !DILocation(line: 62, column: 14, scope: !196)
!206 = !DILocation(line: 62, column: 3, scope: !196)
!207 = !DILocation(line: 63, column: 14, scope: !196)
!208 = !DILocation(line: 63, column: 3, scope: !196)
!209 = !DILocation(line: 64, column: 8, scope: !196)
!210 = !DILocation(line: 64, column: 3, scope: !196)
!211 = !DILocation(line: 65, column: 1, scope: !196)
