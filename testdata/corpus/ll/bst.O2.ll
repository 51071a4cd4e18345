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
  br i1 %3, label %23, label %4, !dbg !35

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %19, %4 ], [ %1, %2 ]
  %6 = phi %struct.tree* [ %21, %4 ], [ %0, %2 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !31, metadata !DIExpression()), !dbg !32
  call void @llvm.dbg.value(metadata %struct.tree* %6, metadata !30, metadata !DIExpression()), !dbg !32
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 2, !dbg !36
  %8 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !36, !tbaa !37
  %9 = tail call i64 @kernel_inorder(%struct.tree* noundef %8, i64 noundef %5), !dbg !43
  call void @llvm.dbg.value(metadata i64 %9, metadata !31, metadata !DIExpression()), !dbg !32
  %10 = mul nsw i64 %9, 31, !dbg !44
  %11 = srem i64 %10, 1000000007, !dbg !45
  %12 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 0, !dbg !46
  %13 = load i32, i32* %12, align 8, !dbg !46, !tbaa !47
  %14 = sext i32 %13 to i64, !dbg !48
  %15 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 1, !dbg !49
  %16 = load i32, i32* %15, align 4, !dbg !49, !tbaa !50
  %17 = sext i32 %16 to i64, !dbg !51
  %18 = mul nsw i64 %17, %14, !dbg !52
  %19 = add nsw i64 %18, %11, !dbg !53
  call void @llvm.dbg.value(metadata i64 %19, metadata !31, metadata !DIExpression()), !dbg !32
  %20 = getelementptr inbounds %struct.tree, %struct.tree* %6, i64 0, i32 3, !dbg !54
  %21 = load %struct.tree*, %struct.tree** %20, align 8, !dbg !54, !tbaa !55
  call void @llvm.dbg.value(metadata %struct.tree* %21, metadata !30, metadata !DIExpression()), !dbg !32
  %22 = icmp eq %struct.tree* %21, null, !dbg !33
  br i1 %22, label %23, label %4, !dbg !35

23:                                               ; preds = %4, %2
  %24 = phi i64 [ %1, %2 ], [ %19, %4 ]
  ret i64 %24, !dbg !56
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !57 {
  %3 = alloca %struct.tree*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !61, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i8** %1, metadata !62, metadata !DIExpression()), !dbg !74
  %4 = icmp sgt i32 %0, 1, !dbg !75
  br i1 %4, label %5, label %11, !dbg !76

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !77
  %7 = load i8*, i8** %6, align 8, !dbg !77, !tbaa !78
  call void @llvm.dbg.value(metadata i8* %7, metadata !79, metadata !DIExpression()) #9, !dbg !87
  %8 = tail call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #9, !dbg !89
  %9 = trunc i64 %8 to i32, !dbg !90
  call void @llvm.dbg.value(metadata i32 %9, metadata !63, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata %struct.tree* null, metadata !64, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 31337, metadata !66, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !91
  %10 = icmp sgt i32 %9, 0, !dbg !92
  br i1 %10, label %11, label %14, !dbg !94

11:                                               ; preds = %2, %5
  %12 = phi i32 [ %9, %5 ], [ 5000, %2 ]
  %13 = bitcast %struct.tree** %3 to i8*
  br label %18, !dbg !94

14:                                               ; preds = %53, %5
  %15 = phi %struct.tree* [ null, %5 ], [ %54, %53 ], !dbg !74
  %16 = tail call i64 @kernel_inorder(%struct.tree* noundef %15, i64 noundef 0), !dbg !95
  call void @llvm.dbg.value(metadata i64 %16, metadata !70, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i64 0, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()), !dbg !96
  %17 = icmp eq %struct.tree* %15, null
  br label %60, !dbg !97

18:                                               ; preds = %11, %53
  %19 = phi %struct.tree* [ null, %11 ], [ %54, %53 ]
  %20 = phi i32 [ 0, %11 ], [ %55, %53 ]
  %21 = phi i32 [ 31337, %11 ], [ %23, %53 ]
  call void @llvm.dbg.value(metadata %struct.tree* %19, metadata !64, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata i32 %20, metadata !68, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %21, metadata !66, metadata !DIExpression()), !dbg !74
  %22 = mul i32 %21, 1103515245, !dbg !98
  %23 = add i32 %22, 12345, !dbg !100
  call void @llvm.dbg.value(metadata i32 %23, metadata !66, metadata !DIExpression()), !dbg !74
  %24 = lshr i32 %23, 10, !dbg !101
  %25 = urem i32 %24, 20000, !dbg !102
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %13), !dbg !103
  call void @llvm.dbg.value(metadata %struct.tree* %19, metadata !108, metadata !DIExpression()) #9, !dbg !103
  store %struct.tree* %19, %struct.tree** %3, align 8, !tbaa !78
  call void @llvm.dbg.value(metadata i32 %25, metadata !109, metadata !DIExpression()) #9, !dbg !103
  call void @llvm.dbg.value(metadata %struct.tree** %3, metadata !110, metadata !DIExpression()) #9, !dbg !103
  %26 = icmp eq %struct.tree* %19, null, !dbg !114
  br i1 %26, label %43, label %27, !dbg !114

27:                                               ; preds = %18, %36
  %28 = phi %struct.tree* [ %41, %36 ], [ %19, %18 ]
  %29 = getelementptr inbounds %struct.tree, %struct.tree* %28, i64 0, i32 0, !dbg !115
  %30 = load i32, i32* %29, align 8, !dbg !115, !tbaa !47
  %31 = icmp eq i32 %30, %25, !dbg !118
  br i1 %31, label %32, label %36, !dbg !119

32:                                               ; preds = %27
  %33 = getelementptr inbounds %struct.tree, %struct.tree* %28, i64 0, i32 1, !dbg !120
  %34 = load i32, i32* %33, align 4, !dbg !122, !tbaa !50
  %35 = add nsw i32 %34, 1, !dbg !122
  store i32 %35, i32* %33, align 4, !dbg !122, !tbaa !50
  call void @llvm.dbg.value(metadata %struct.tree* undef, metadata !108, metadata !DIExpression()) #9, !dbg !103
  br label %53, !dbg !123

36:                                               ; preds = %27
  %37 = icmp sgt i32 %30, %25, !dbg !124
  %38 = getelementptr inbounds %struct.tree, %struct.tree* %28, i64 0, i32 2, !dbg !125
  %39 = getelementptr inbounds %struct.tree, %struct.tree* %28, i64 0, i32 3, !dbg !125
  %40 = select i1 %37, %struct.tree** %38, %struct.tree** %39, !dbg !125
  call void @llvm.dbg.value(metadata %struct.tree** %40, metadata !110, metadata !DIExpression()) #9, !dbg !103
  %41 = load %struct.tree*, %struct.tree** %40, align 8, !dbg !126, !tbaa !78
  %42 = icmp eq %struct.tree* %41, null, !dbg !114
  br i1 %42, label %43, label %27, !dbg !114, !llvm.loop !127

43:                                               ; preds = %36, %18
  %44 = phi %struct.tree** [ %3, %18 ], [ %40, %36 ], !dbg !103
  %45 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #9, !dbg !130
  %46 = bitcast i8* %45 to %struct.tree*, !dbg !130
  call void @llvm.dbg.value(metadata %struct.tree* %46, metadata !112, metadata !DIExpression()) #9, !dbg !103
  %47 = getelementptr inbounds %struct.tree, %struct.tree* %46, i64 0, i32 0, !dbg !131
  store i32 %25, i32* %47, align 8, !dbg !132, !tbaa !47
  %48 = getelementptr inbounds %struct.tree, %struct.tree* %46, i64 0, i32 1, !dbg !133
  store i32 1, i32* %48, align 4, !dbg !134, !tbaa !50
  %49 = getelementptr inbounds %struct.tree, %struct.tree* %46, i64 0, i32 2, !dbg !135
  %50 = bitcast %struct.tree** %44 to i8**, !dbg !136
  %51 = bitcast %struct.tree** %49 to i8*, !dbg !136
  tail call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 8 dereferenceable(16) %51, i8 0, i64 16, i1 false) #9, !dbg !137
  store i8* %45, i8** %50, align 8, !dbg !136, !tbaa !78
  call void @llvm.dbg.value(metadata %struct.tree* undef, metadata !108, metadata !DIExpression()) #9, !dbg !103
  %52 = load %struct.tree*, %struct.tree** %3, align 8, !dbg !103, !tbaa !78
  br label %53

53:                                               ; preds = %32, %43
  %54 = phi %struct.tree* [ %52, %43 ], [ %19, %32 ], !dbg !103
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %13), !dbg !138
  call void @llvm.dbg.value(metadata %struct.tree* %54, metadata !64, metadata !DIExpression()), !dbg !74
  %55 = add nuw nsw i32 %20, 1, !dbg !139
  call void @llvm.dbg.value(metadata i32 %55, metadata !68, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 %23, metadata !66, metadata !DIExpression()), !dbg !74
  %56 = icmp eq i32 %55, %12, !dbg !92
  br i1 %56, label %14, label %18, !dbg !94, !llvm.loop !140

57:                                               ; preds = %77
  %58 = tail call fastcc i32 @height(%struct.tree* noundef %15), !dbg !142
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), i32 noundef %58, i64 noundef %16, i64 noundef %80), !dbg !143
  tail call fastcc void @destroy(%struct.tree* noundef %15), !dbg !144
  ret i32 0, !dbg !145

60:                                               ; preds = %14, %77
  %61 = phi i32 [ 0, %14 ], [ %81, %77 ]
  %62 = phi i64 [ 0, %14 ], [ %80, %77 ]
  call void @llvm.dbg.value(metadata i32 %61, metadata !72, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %62, metadata !71, metadata !DIExpression()), !dbg !74
  call void @llvm.dbg.value(metadata %struct.tree* %15, metadata !146, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 %61, metadata !151, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i32 0, metadata !152, metadata !DIExpression()), !dbg !153
  br i1 %17, label %77, label %63, !dbg !156

63:                                               ; preds = %60, %69
  %64 = phi i32 [ %75, %69 ], [ 0, %60 ]
  %65 = phi %struct.tree* [ %74, %69 ], [ %15, %60 ]
  call void @llvm.dbg.value(metadata i32 %64, metadata !152, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata %struct.tree* %65, metadata !146, metadata !DIExpression()), !dbg !153
  %66 = getelementptr inbounds %struct.tree, %struct.tree* %65, i64 0, i32 0, !dbg !157
  %67 = load i32, i32* %66, align 8, !dbg !157, !tbaa !47
  %68 = icmp eq i32 %67, %61, !dbg !158
  br i1 %68, label %77, label %69, !dbg !159

69:                                               ; preds = %63
  %70 = icmp sgt i32 %67, %61, !dbg !160
  %71 = getelementptr inbounds %struct.tree, %struct.tree* %65, i64 0, i32 2, !dbg !162
  %72 = getelementptr inbounds %struct.tree, %struct.tree* %65, i64 0, i32 3, !dbg !162
  %73 = select i1 %70, %struct.tree** %71, %struct.tree** %72, !dbg !162
  %74 = load %struct.tree*, %struct.tree** %73, align 8, !dbg !162, !tbaa !78
  call void @llvm.dbg.value(metadata %struct.tree* %74, metadata !146, metadata !DIExpression()), !dbg !153
  %75 = add nuw nsw i32 %64, 1, !dbg !163
  call void @llvm.dbg.value(metadata i32 %75, metadata !152, metadata !DIExpression()), !dbg !153
  %76 = icmp eq %struct.tree* %74, null, !dbg !164
  br i1 %76, label %77, label %63, !dbg !156, !llvm.loop !165

77:                                               ; preds = %63, %69, %60
  %78 = phi i32 [ -1, %60 ], [ %64, %63 ], [ -1, %69 ], !dbg !167
  %79 = sext i32 %78 to i64, !dbg !168
  %80 = add nsw i64 %62, %79, !dbg !169
  call void @llvm.dbg.value(metadata i64 %80, metadata !71, metadata !DIExpression()), !dbg !74
  %81 = add nuw nsw i32 %61, 37, !dbg !170
  call void @llvm.dbg.value(metadata i32 %81, metadata !72, metadata !DIExpression()), !dbg !96
  %82 = icmp ult i32 %61, 19963, !dbg !171
  br i1 %82, label %60, label %57, !dbg !97, !llvm.loop !172
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc i32 @height(%struct.tree* noundef readonly %0) unnamed_addr #0 !dbg !174 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !178, metadata !DIExpression()), !dbg !181
  %2 = icmp eq %struct.tree* %0, null, !dbg !182
  br i1 %2, label %3, label %5, !dbg !184

3:                                                ; preds = %1, %5
  %4 = phi i32 [ %14, %5 ], [ 0, %1 ]
  ret i32 %4, !dbg !185

5:                                                ; preds = %1
  %6 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !186
  %7 = load %struct.tree*, %struct.tree** %6, align 8, !dbg !186, !tbaa !37
  %8 = tail call fastcc i32 @height(%struct.tree* noundef %7), !dbg !187
  call void @llvm.dbg.value(metadata i32 %8, metadata !179, metadata !DIExpression()), !dbg !181
  %9 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !188
  %10 = load %struct.tree*, %struct.tree** %9, align 8, !dbg !188, !tbaa !55
  %11 = tail call fastcc i32 @height(%struct.tree* noundef %10), !dbg !189
  call void @llvm.dbg.value(metadata i32 %11, metadata !180, metadata !DIExpression()), !dbg !181
  %12 = icmp sgt i32 %8, %11, !dbg !190
  %13 = select i1 %12, i32 %8, i32 %11, !dbg !191
  %14 = add nsw i32 %13, 1, !dbg !192
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc void @destroy(%struct.tree* noundef %0) unnamed_addr #1 !dbg !193 {
  call void @llvm.dbg.value(metadata %struct.tree* %0, metadata !197, metadata !DIExpression()), !dbg !198
  %2 = icmp eq %struct.tree* %0, null, !dbg !199
  br i1 %2, label %3, label %4, !dbg !201

3:                                                ; preds = %1, %4
  ret void, !dbg !202

4:                                                ; preds = %1
  %5 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 2, !dbg !203
  %6 = load %struct.tree*, %struct.tree** %5, align 8, !dbg !203, !tbaa !37
  tail call fastcc void @destroy(%struct.tree* noundef %6), !dbg !204
  %7 = getelementptr inbounds %struct.tree, %struct.tree* %0, i64 0, i32 3, !dbg !205
  %8 = load %struct.tree*, %struct.tree** %7, align 8, !dbg !205, !tbaa !55
  tail call fastcc void @destroy(%struct.tree* noundef %8), !dbg !206
  %9 = bitcast %struct.tree* %0 to i8*, !dbg !207
  tail call void @free(i8* noundef %9) #9, !dbg !208
  br label %3
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
!56 = !DILocation(line: 38, column: 1, scope: !16)
!57 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 67, type: !58, scopeLine: 68, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!4, !4, !5}
!60 = !{!61, !62, !63, !64, !66, !68, !70, !71, !72}
!61 = !DILocalVariable(name: "argc", arg: 1, scope: !57, file: !1, line: 67, type: !4)
!62 = !DILocalVariable(name: "argv", arg: 2, scope: !57, file: !1, line: 67, type: !5)
!63 = !DILocalVariable(name: "n", scope: !57, file: !1, line: 69, type: !4)
!64 = !DILocalVariable(name: "root", scope: !57, file: !1, line: 70, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!66 = !DILocalVariable(name: "s", scope: !57, file: !1, line: 71, type: !67)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocalVariable(name: "i", scope: !69, file: !1, line: 72, type: !4)
!69 = distinct !DILexicalBlock(scope: !57, file: !1, line: 72, column: 3)
!70 = !DILocalVariable(name: "sig", scope: !57, file: !1, line: 76, type: !3)
!71 = !DILocalVariable(name: "dsum", scope: !57, file: !1, line: 77, type: !3)
!72 = !DILocalVariable(name: "k", scope: !73, file: !1, line: 78, type: !4)
!73 = distinct !DILexicalBlock(scope: !57, file: !1, line: 78, column: 3)
!74 = !DILocation(line: 0, scope: !57)
!75 = !DILocation(line: 69, column: 16, scope: !57)
!76 = !DILocation(line: 69, column: 11, scope: !57)
!77 = !DILocation(line: 69, column: 27, scope: !57)
!78 = !{!42, !42, i64 0}
!79 = !DILocalVariable(name: "__nptr", arg: 1, scope: !80, file: !81, line: 362, type: !84)
!80 = distinct !DISubprogram(name: "atoi", scope: !81, file: !81, line: 362, type: !82, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !86)
!81 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!82 = !DISubroutineType(types: !83)
!83 = !{!4, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!86 = !{!79}
!87 = !DILocation(line: 0, scope: !80, inlinedAt: !88)
!88 = distinct !DILocation(line: 69, column: 22, scope: !57)
!89 = !DILocation(line: 364, column: 16, scope: !80, inlinedAt: !88)
!90 = !DILocation(line: 364, column: 10, scope: !80, inlinedAt: !88)
!91 = !DILocation(line: 0, scope: !69)
!92 = !DILocation(line: 72, column: 21, scope: !93)
!93 = distinct !DILexicalBlock(scope: !69, file: !1, line: 72, column: 3)
!94 = !DILocation(line: 72, column: 3, scope: !69)
!95 = !DILocation(line: 76, column: 14, scope: !57)
!96 = !DILocation(line: 0, scope: !73)
!97 = !DILocation(line: 78, column: 3, scope: !73)
!98 = !DILocation(line: 73, column: 11, scope: !99)
!99 = distinct !DILexicalBlock(scope: !93, file: !1, line: 72, column: 31)
!100 = !DILocation(line: 73, column: 25, scope: !99)
!101 = !DILocation(line: 74, column: 34, scope: !99)
!102 = !DILocation(line: 74, column: 41, scope: !99)
!103 = !DILocation(line: 0, scope: !104, inlinedAt: !113)
!104 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !105, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{!65, !65, !4}
!107 = !{!108, !109, !110, !112}
!108 = !DILocalVariable(name: "root", arg: 1, scope: !104, file: !1, line: 13, type: !65)
!109 = !DILocalVariable(name: "key", arg: 2, scope: !104, file: !1, line: 13, type: !4)
!110 = !DILocalVariable(name: "link", scope: !104, file: !1, line: 15, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!112 = !DILocalVariable(name: "t", scope: !104, file: !1, line: 23, type: !65)
!113 = distinct !DILocation(line: 74, column: 12, scope: !99)
!114 = !DILocation(line: 16, column: 3, scope: !104, inlinedAt: !113)
!115 = !DILocation(line: 17, column: 25, scope: !116, inlinedAt: !113)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 17, column: 9)
!117 = distinct !DILexicalBlock(scope: !104, file: !1, line: 16, column: 17)
!118 = !DILocation(line: 17, column: 13, scope: !116, inlinedAt: !113)
!119 = !DILocation(line: 17, column: 9, scope: !117, inlinedAt: !113)
!120 = !DILocation(line: 18, column: 16, scope: !121, inlinedAt: !113)
!121 = distinct !DILexicalBlock(scope: !116, file: !1, line: 17, column: 30)
!122 = !DILocation(line: 18, column: 21, scope: !121, inlinedAt: !113)
!123 = !DILocation(line: 19, column: 7, scope: !121, inlinedAt: !113)
!124 = !DILocation(line: 21, column: 16, scope: !117, inlinedAt: !113)
!125 = !DILocation(line: 21, column: 12, scope: !117, inlinedAt: !113)
!126 = !DILocation(line: 16, column: 10, scope: !104, inlinedAt: !113)
!127 = distinct !{!127, !114, !128, !129}
!128 = !DILocation(line: 22, column: 3, scope: !104, inlinedAt: !113)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 23, column: 13, scope: !104, inlinedAt: !113)
!131 = !DILocation(line: 24, column: 6, scope: !104, inlinedAt: !113)
!132 = !DILocation(line: 24, column: 10, scope: !104, inlinedAt: !113)
!133 = !DILocation(line: 25, column: 6, scope: !104, inlinedAt: !113)
!134 = !DILocation(line: 25, column: 12, scope: !104, inlinedAt: !113)
!135 = !DILocation(line: 26, column: 6, scope: !104, inlinedAt: !113)
!136 = !DILocation(line: 27, column: 9, scope: !104, inlinedAt: !113)
!137 = !DILocation(line: 26, column: 11, scope: !104, inlinedAt: !113)
!138 = !DILocation(line: 29, column: 1, scope: !104, inlinedAt: !113)
!139 = !DILocation(line: 72, column: 27, scope: !93)
!140 = distinct !{!140, !94, !141, !129}
!141 = !DILocation(line: 75, column: 3, scope: !69)
!142 = !DILocation(line: 80, column: 44, scope: !57)
!143 = !DILocation(line: 80, column: 3, scope: !57)
!144 = !DILocation(line: 81, column: 3, scope: !57)
!145 = !DILocation(line: 82, column: 3, scope: !57)
!146 = !DILocalVariable(name: "t", arg: 1, scope: !147, file: !1, line: 48, type: !19)
!147 = distinct !DISubprogram(name: "depth_of", scope: !1, file: !1, line: 48, type: !148, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !150)
!148 = !DISubroutineType(types: !149)
!149 = !{!4, !19, !4}
!150 = !{!146, !151, !152}
!151 = !DILocalVariable(name: "key", arg: 2, scope: !147, file: !1, line: 48, type: !4)
!152 = !DILocalVariable(name: "d", scope: !147, file: !1, line: 50, type: !4)
!153 = !DILocation(line: 0, scope: !147, inlinedAt: !154)
!154 = distinct !DILocation(line: 79, column: 13, scope: !155)
!155 = distinct !DILexicalBlock(scope: !73, file: !1, line: 78, column: 3)
!156 = !DILocation(line: 51, column: 12, scope: !147, inlinedAt: !154)
!157 = !DILocation(line: 51, column: 18, scope: !147, inlinedAt: !154)
!158 = !DILocation(line: 51, column: 22, scope: !147, inlinedAt: !154)
!159 = !DILocation(line: 51, column: 3, scope: !147, inlinedAt: !154)
!160 = !DILocation(line: 52, column: 13, scope: !161, inlinedAt: !154)
!161 = distinct !DILexicalBlock(scope: !147, file: !1, line: 51, column: 30)
!162 = !DILocation(line: 52, column: 9, scope: !161, inlinedAt: !154)
!163 = !DILocation(line: 53, column: 6, scope: !161, inlinedAt: !154)
!164 = !DILocation(line: 51, column: 10, scope: !147, inlinedAt: !154)
!165 = distinct !{!165, !159, !166, !129}
!166 = !DILocation(line: 54, column: 3, scope: !147, inlinedAt: !154)
!167 = !DILocation(line: 55, column: 10, scope: !147, inlinedAt: !154)
!168 = !DILocation(line: 79, column: 13, scope: !155)
!169 = !DILocation(line: 79, column: 10, scope: !155)
!170 = !DILocation(line: 78, column: 32, scope: !155)
!171 = !DILocation(line: 78, column: 21, scope: !155)
!172 = distinct !{!172, !97, !173, !129}
!173 = !DILocation(line: 79, column: 29, scope: !73)
!174 = distinct !DISubprogram(name: "height", scope: !1, file: !1, line: 40, type: !175, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!4, !19}
!177 = !{!178, !179, !180}
!178 = !DILocalVariable(name: "t", arg: 1, scope: !174, file: !1, line: 40, type: !19)
!179 = !DILocalVariable(name: "l", scope: !174, file: !1, line: 44, type: !4)
!180 = !DILocalVariable(name: "r", scope: !174, file: !1, line: 44, type: !4)
!181 = !DILocation(line: 0, scope: !174)
!182 = !DILocation(line: 42, column: 8, scope: !183)
!183 = distinct !DILexicalBlock(scope: !174, file: !1, line: 42, column: 7)
!184 = !DILocation(line: 42, column: 7, scope: !174)
!185 = !DILocation(line: 46, column: 1, scope: !174)
!186 = !DILocation(line: 44, column: 21, scope: !174)
!187 = !DILocation(line: 44, column: 11, scope: !174)
!188 = !DILocation(line: 44, column: 42, scope: !174)
!189 = !DILocation(line: 44, column: 32, scope: !174)
!190 = !DILocation(line: 45, column: 17, scope: !174)
!191 = !DILocation(line: 45, column: 15, scope: !174)
!192 = !DILocation(line: 45, column: 12, scope: !174)
!193 = distinct !DISubprogram(name: "destroy", scope: !1, file: !1, line: 58, type: !194, scopeLine: 59, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !196)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !65}
!196 = !{!197}
!197 = !DILocalVariable(name: "t", arg: 1, scope: !193, file: !1, line: 58, type: !65)
!198 = !DILocation(line: 0, scope: !193)
!199 = !DILocation(line: 60, column: 8, scope: !200)
!200 = distinct !DILexicalBlock(scope: !193, file: !1, line: 60, column: 7)
!201 = !DILocation(line: 60, column: 7, scope: !193)
!202 = !DILocation(line: 65, column: 1, scope: !193)
!203 = !DILocation(line: 62, column: 14, scope: !193)
!204 = !DILocation(line: 62, column: 3, scope: !193)
!205 = !DILocation(line: 63, column: 14, scope: !193)
!206 = !DILocation(line: 63, column: 3, scope: !193)
!207 = !DILocation(line: 64, column: 8, scope: !193)
!208 = !DILocation(line: 64, column: 3, scope: !193)
