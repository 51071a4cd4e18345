; ModuleID = 'calloc_histogram.c'
source_filename = "calloc_histogram.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"median %d p90 %d checksum %ld\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local void @kernel_histogram(i32 noundef %0, i32* nocapture noundef readonly %1, i32 noundef %2, i32* nocapture noundef %3) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !24, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32* %1, metadata !25, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 %2, metadata !26, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32* %3, metadata !27, metadata !DIExpression()), !dbg !30
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !31
  %5 = icmp sgt i32 %0, 0, !dbg !32
  br i1 %5, label %6, label %8, !dbg !34

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !32
  br label %9, !dbg !34

8:                                                ; preds = %9, %4
  ret void, !dbg !35

9:                                                ; preds = %6, %9
  %10 = phi i64 [ 0, %6 ], [ %18, %9 ]
  call void @llvm.dbg.value(metadata i64 %10, metadata !28, metadata !DIExpression()), !dbg !31
  %11 = getelementptr inbounds i32, i32* %1, i64 %10, !dbg !36
  %12 = load i32, i32* %11, align 4, !dbg !36, !tbaa !37
  %13 = urem i32 %12, %2, !dbg !41
  %14 = zext i32 %13 to i64, !dbg !42
  %15 = getelementptr inbounds i32, i32* %3, i64 %14, !dbg !42
  %16 = load i32, i32* %15, align 4, !dbg !43, !tbaa !37
  %17 = add nsw i32 %16, 1, !dbg !43
  store i32 %17, i32* %15, align 4, !dbg !43, !tbaa !37
  %18 = add nuw nsw i64 %10, 1, !dbg !44
  call void @llvm.dbg.value(metadata i64 %18, metadata !28, metadata !DIExpression()), !dbg !31
  %19 = icmp eq i64 %18, %7, !dbg !32
  br i1 %19, label %8, label %9, !dbg !34, !llvm.loop !45
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #1 !dbg !49 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !53, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i8** %1, metadata !54, metadata !DIExpression()), !dbg !70
  %3 = icmp sgt i32 %0, 1, !dbg !71
  br i1 %3, label %4, label %9, !dbg !72

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !73
  %6 = load i8*, i8** %5, align 8, !dbg !73, !tbaa !74
  call void @llvm.dbg.value(metadata i8* %6, metadata !76, metadata !DIExpression()) #7, !dbg !84
  %7 = call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !86
  %8 = trunc i64 %7 to i32, !dbg !87
  br label %9, !dbg !72

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 100000, %2 ], !dbg !72
  call void @llvm.dbg.value(metadata i32 %10, metadata !55, metadata !DIExpression()), !dbg !70
  %11 = icmp sgt i32 %0, 2, !dbg !88
  br i1 %11, label %12, label %17, !dbg !89

12:                                               ; preds = %9
  %13 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !90
  %14 = load i8*, i8** %13, align 8, !dbg !90, !tbaa !74
  call void @llvm.dbg.value(metadata i8* %14, metadata !76, metadata !DIExpression()) #7, !dbg !91
  %15 = call i64 @strtol(i8* nocapture noundef nonnull %14, i8** noundef null, i32 noundef 10) #7, !dbg !93
  %16 = trunc i64 %15 to i32, !dbg !94
  br label %17, !dbg !89

17:                                               ; preds = %9, %12
  %18 = phi i32 [ %16, %12 ], [ 256, %9 ], !dbg !89
  call void @llvm.dbg.value(metadata i32 %18, metadata !56, metadata !DIExpression()), !dbg !70
  %19 = sext i32 %10 to i64, !dbg !95
  %20 = shl nsw i64 %19, 2, !dbg !96
  %21 = call noalias i8* @malloc(i64 noundef %20) #7, !dbg !97
  %22 = bitcast i8* %21 to i32*, !dbg !97
  call void @llvm.dbg.value(metadata i32* %22, metadata !57, metadata !DIExpression()), !dbg !70
  %23 = sext i32 %18 to i64, !dbg !98
  %24 = call noalias i8* @calloc(i64 noundef %23, i64 noundef 4) #7, !dbg !99
  %25 = bitcast i8* %24 to i32*, !dbg !99
  call void @llvm.dbg.value(metadata i32* %25, metadata !59, metadata !DIExpression()), !dbg !70
  %26 = call noalias i8* @calloc(i64 noundef %23, i64 noundef 8) #7, !dbg !100
  %27 = bitcast i8* %26 to i64*, !dbg !100
  call void @llvm.dbg.value(metadata i64* %27, metadata !60, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 -1831433054, metadata !62, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !101
  %28 = icmp sgt i32 %10, 0, !dbg !102
  br i1 %28, label %29, label %32, !dbg !104

29:                                               ; preds = %17
  %30 = sdiv i32 %18, 2
  %31 = zext i32 %10 to i64, !dbg !102
  br label %110, !dbg !104

32:                                               ; preds = %110, %17
  call void @llvm.dbg.value(metadata i32 %10, metadata !24, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32* %22, metadata !25, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 %18, metadata !26, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32* %25, metadata !27, metadata !DIExpression()), !dbg !105
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !107
  %33 = icmp sgt i32 %10, 0, !dbg !108
  br i1 %33, label %34, label %47, !dbg !109

34:                                               ; preds = %32
  %35 = zext i32 %10 to i64, !dbg !108
  br label %36, !dbg !109

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %45, %36 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !28, metadata !DIExpression()), !dbg !107
  %38 = getelementptr inbounds i32, i32* %22, i64 %37, !dbg !110
  %39 = load i32, i32* %38, align 4, !dbg !110, !tbaa !37
  %40 = urem i32 %39, %18, !dbg !111
  %41 = zext i32 %40 to i64, !dbg !112
  %42 = getelementptr inbounds i32, i32* %25, i64 %41, !dbg !112
  %43 = load i32, i32* %42, align 4, !dbg !113, !tbaa !37
  %44 = add nsw i32 %43, 1, !dbg !113
  store i32 %44, i32* %42, align 4, !dbg !113, !tbaa !37
  %45 = add nuw nsw i64 %37, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %45, metadata !28, metadata !DIExpression()), !dbg !107
  %46 = icmp eq i64 %45, %35, !dbg !108
  br i1 %46, label %47, label %36, !dbg !109, !llvm.loop !115

47:                                               ; preds = %36, %32
  %48 = sdiv i32 %10, 2, !dbg !117
  %49 = sext i32 %48 to i64, !dbg !118
  call void @llvm.dbg.value(metadata i32 %18, metadata !119, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32* %25, metadata !126, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64* %27, metadata !127, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 %49, metadata !128, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 0, metadata !130, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !131
  %50 = icmp sgt i32 %18, 0, !dbg !133
  br i1 %50, label %51, label %76, !dbg !136

51:                                               ; preds = %47
  %52 = zext i32 %18 to i64, !dbg !133
  br label %56, !dbg !136

53:                                               ; preds = %56
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !131
  br i1 %50, label %54, label %76, !dbg !137

54:                                               ; preds = %53
  %55 = zext i32 %18 to i64, !dbg !139
  br label %66, !dbg !137

56:                                               ; preds = %56, %51
  %57 = phi i64 [ 0, %51 ], [ %64, %56 ]
  %58 = phi i64 [ 0, %51 ], [ %62, %56 ]
  call void @llvm.dbg.value(metadata i64 %58, metadata !130, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i64 %57, metadata !129, metadata !DIExpression()), !dbg !131
  %59 = getelementptr inbounds i32, i32* %25, i64 %57, !dbg !141
  %60 = load i32, i32* %59, align 4, !dbg !141, !tbaa !37
  %61 = sext i32 %60 to i64, !dbg !141
  %62 = add nsw i64 %58, %61, !dbg !143
  call void @llvm.dbg.value(metadata i64 %62, metadata !130, metadata !DIExpression()), !dbg !131
  %63 = getelementptr inbounds i64, i64* %27, i64 %57, !dbg !144
  store i64 %62, i64* %63, align 8, !dbg !145, !tbaa !146
  %64 = add nuw nsw i64 %57, 1, !dbg !148
  call void @llvm.dbg.value(metadata i64 %64, metadata !129, metadata !DIExpression()), !dbg !131
  %65 = icmp eq i64 %64, %52, !dbg !133
  br i1 %65, label %53, label %56, !dbg !136, !llvm.loop !149

66:                                               ; preds = %71, %54
  %67 = phi i64 [ 0, %54 ], [ %72, %71 ]
  call void @llvm.dbg.value(metadata i64 %67, metadata !129, metadata !DIExpression()), !dbg !131
  %68 = getelementptr inbounds i64, i64* %27, i64 %67, !dbg !151
  %69 = load i64, i64* %68, align 8, !dbg !151, !tbaa !146
  %70 = icmp slt i64 %69, %49, !dbg !153
  br i1 %70, label %71, label %74, !dbg !154

71:                                               ; preds = %66
  %72 = add nuw nsw i64 %67, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %72, metadata !129, metadata !DIExpression()), !dbg !131
  %73 = icmp eq i64 %72, %55, !dbg !139
  br i1 %73, label %76, label %66, !dbg !137, !llvm.loop !156

74:                                               ; preds = %66
  %75 = trunc i64 %67 to i32, !dbg !154
  br label %76, !dbg !158

76:                                               ; preds = %71, %74, %47, %53
  %77 = phi i32 [ 0, %53 ], [ 0, %47 ], [ %75, %74 ], [ %18, %71 ], !dbg !159
  call void @llvm.dbg.value(metadata i32 %77, metadata !65, metadata !DIExpression()), !dbg !70
  %78 = mul nsw i64 %19, 9, !dbg !158
  %79 = sdiv i64 %78, 10, !dbg !160
  call void @llvm.dbg.value(metadata i32 %18, metadata !119, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32* %25, metadata !126, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i64* %27, metadata !127, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i64 %79, metadata !128, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i64 0, metadata !130, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !161
  br i1 %50, label %80, label %105, !dbg !163

80:                                               ; preds = %76
  %81 = zext i32 %18 to i64, !dbg !164
  br label %85, !dbg !163

82:                                               ; preds = %85
  call void @llvm.dbg.value(metadata i32 0, metadata !129, metadata !DIExpression()), !dbg !161
  br i1 %50, label %83, label %105, !dbg !165

83:                                               ; preds = %82
  %84 = zext i32 %18 to i64, !dbg !166
  br label %95, !dbg !165

85:                                               ; preds = %85, %80
  %86 = phi i64 [ 0, %80 ], [ %93, %85 ]
  %87 = phi i64 [ 0, %80 ], [ %91, %85 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !130, metadata !DIExpression()), !dbg !161
  call void @llvm.dbg.value(metadata i64 %86, metadata !129, metadata !DIExpression()), !dbg !161
  %88 = getelementptr inbounds i32, i32* %25, i64 %86, !dbg !167
  %89 = load i32, i32* %88, align 4, !dbg !167, !tbaa !37
  %90 = sext i32 %89 to i64, !dbg !167
  %91 = add nsw i64 %87, %90, !dbg !168
  call void @llvm.dbg.value(metadata i64 %91, metadata !130, metadata !DIExpression()), !dbg !161
  %92 = getelementptr inbounds i64, i64* %27, i64 %86, !dbg !169
  store i64 %91, i64* %92, align 8, !dbg !170, !tbaa !146
  %93 = add nuw nsw i64 %86, 1, !dbg !171
  call void @llvm.dbg.value(metadata i64 %93, metadata !129, metadata !DIExpression()), !dbg !161
  %94 = icmp eq i64 %93, %81, !dbg !164
  br i1 %94, label %82, label %85, !dbg !163, !llvm.loop !172

95:                                               ; preds = %100, %83
  %96 = phi i64 [ 0, %83 ], [ %101, %100 ]
  call void @llvm.dbg.value(metadata i64 %96, metadata !129, metadata !DIExpression()), !dbg !161
  %97 = getelementptr inbounds i64, i64* %27, i64 %96, !dbg !174
  %98 = load i64, i64* %97, align 8, !dbg !174, !tbaa !146
  %99 = icmp slt i64 %98, %79, !dbg !175
  br i1 %99, label %100, label %103, !dbg !176

100:                                              ; preds = %95
  %101 = add nuw nsw i64 %96, 1, !dbg !177
  call void @llvm.dbg.value(metadata i64 %101, metadata !129, metadata !DIExpression()), !dbg !161
  %102 = icmp eq i64 %101, %84, !dbg !166
  br i1 %102, label %105, label %95, !dbg !165, !llvm.loop !178

103:                                              ; preds = %95
  %104 = trunc i64 %96 to i32, !dbg !176
  br label %105, !dbg !180

105:                                              ; preds = %100, %103, %76, %82
  %106 = phi i32 [ 0, %82 ], [ 0, %76 ], [ %104, %103 ], [ %18, %100 ], !dbg !181
  call void @llvm.dbg.value(metadata i32 %106, metadata !66, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 0, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !182
  %107 = icmp sgt i32 %18, 0, !dbg !183
  br i1 %107, label %108, label %123, !dbg !185

108:                                              ; preds = %105
  %109 = zext i32 %18 to i64, !dbg !183
  br label %126, !dbg !185

110:                                              ; preds = %29, %110
  %111 = phi i64 [ 0, %29 ], [ %121, %110 ]
  %112 = phi i32 [ -1831433054, %29 ], [ %114, %110 ]
  call void @llvm.dbg.value(metadata i32 %112, metadata !62, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %111, metadata !63, metadata !DIExpression()), !dbg !101
  %113 = mul i32 %112, 1664525, !dbg !186
  %114 = add i32 %113, 1013904223, !dbg !188
  call void @llvm.dbg.value(metadata i32 %114, metadata !62, metadata !DIExpression()), !dbg !70
  %115 = lshr i32 %114, 8, !dbg !189
  %116 = urem i32 %115, %30, !dbg !190
  %117 = lshr i32 %114, 20, !dbg !191
  %118 = urem i32 %117, %30, !dbg !192
  %119 = add nuw nsw i32 %118, %116, !dbg !193
  %120 = getelementptr inbounds i32, i32* %22, i64 %111, !dbg !194
  store i32 %119, i32* %120, align 4, !dbg !195, !tbaa !37
  %121 = add nuw nsw i64 %111, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %121, metadata !63, metadata !DIExpression()), !dbg !101
  %122 = icmp eq i64 %121, %31, !dbg !102
  br i1 %122, label %32, label %110, !dbg !104, !llvm.loop !197

123:                                              ; preds = %126, %105
  %124 = phi i64 [ 0, %105 ], [ %134, %126 ], !dbg !70
  %125 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), i32 noundef %77, i32 noundef %106, i64 noundef %124), !dbg !199
  call void @free(i8* noundef %21) #7, !dbg !200
  call void @free(i8* noundef %24) #7, !dbg !201
  call void @free(i8* noundef %26) #7, !dbg !202
  ret i32 0, !dbg !203

126:                                              ; preds = %108, %126
  %127 = phi i64 [ 0, %108 ], [ %132, %126 ]
  %128 = phi i64 [ 0, %108 ], [ %134, %126 ]
  call void @llvm.dbg.value(metadata i64 %127, metadata !68, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i64 %128, metadata !67, metadata !DIExpression()), !dbg !70
  %129 = getelementptr inbounds i32, i32* %25, i64 %127, !dbg !204
  %130 = load i32, i32* %129, align 4, !dbg !204, !tbaa !37
  %131 = sext i32 %130 to i64, !dbg !205
  %132 = add nuw nsw i64 %127, 1, !dbg !206
  %133 = mul nsw i64 %132, %131, !dbg !207
  %134 = add nsw i64 %133, %128, !dbg !208
  call void @llvm.dbg.value(metadata i64 %132, metadata !68, metadata !DIExpression()), !dbg !182
  call void @llvm.dbg.value(metadata i64 %134, metadata !67, metadata !DIExpression()), !dbg !70
  %135 = icmp eq i64 %132, %109, !dbg !183
  br i1 %135, label %123, label %126, !dbg !185, !llvm.loop !209
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "calloc_histogram.c", directory: ".", checksumkind: CSK_MD5, checksum: "ece18868b5cbdc41a1fe561c90508aa0")
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
!16 = distinct !DISubprogram(name: "kernel_histogram", scope: !1, file: !1, line: 7, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !23)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !4, !19, !4, !22}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{!24, !25, !26, !27, !28}
!24 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 7, type: !4)
!25 = !DILocalVariable(name: "x", arg: 2, scope: !16, file: !1, line: 7, type: !19)
!26 = !DILocalVariable(name: "nbins", arg: 3, scope: !16, file: !1, line: 7, type: !4)
!27 = !DILocalVariable(name: "h", arg: 4, scope: !16, file: !1, line: 7, type: !22)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 9, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 9, column: 3)
!30 = !DILocation(line: 0, scope: !16)
!31 = !DILocation(line: 0, scope: !29)
!32 = !DILocation(line: 9, column: 21, scope: !33)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 9, column: 3)
!34 = !DILocation(line: 9, column: 3, scope: !29)
!35 = !DILocation(line: 11, column: 1, scope: !16)
!36 = !DILocation(line: 10, column: 7, scope: !33)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 10, column: 12, scope: !33)
!42 = !DILocation(line: 10, column: 5, scope: !33)
!43 = !DILocation(line: 10, column: 20, scope: !33)
!44 = !DILocation(line: 9, column: 27, scope: !33)
!45 = distinct !{!45, !34, !46, !47, !48}
!46 = !DILocation(line: 10, column: 20, scope: !29)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !{!"llvm.loop.unroll.disable"}
!49 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 27, type: !50, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!4, !4, !5}
!52 = !{!53, !54, !55, !56, !57, !59, !60, !62, !63, !65, !66, !67, !68}
!53 = !DILocalVariable(name: "argc", arg: 1, scope: !49, file: !1, line: 27, type: !4)
!54 = !DILocalVariable(name: "argv", arg: 2, scope: !49, file: !1, line: 27, type: !5)
!55 = !DILocalVariable(name: "n", scope: !49, file: !1, line: 29, type: !4)
!56 = !DILocalVariable(name: "nbins", scope: !49, file: !1, line: 30, type: !4)
!57 = !DILocalVariable(name: "x", scope: !49, file: !1, line: 31, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!59 = !DILocalVariable(name: "h", scope: !49, file: !1, line: 32, type: !22)
!60 = !DILocalVariable(name: "cum", scope: !49, file: !1, line: 33, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!62 = !DILocalVariable(name: "s", scope: !49, file: !1, line: 34, type: !21)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 36, type: !4)
!64 = distinct !DILexicalBlock(scope: !49, file: !1, line: 36, column: 3)
!65 = !DILocalVariable(name: "med", scope: !49, file: !1, line: 42, type: !4)
!66 = !DILocalVariable(name: "p90", scope: !49, file: !1, line: 43, type: !4)
!67 = !DILocalVariable(name: "chk", scope: !49, file: !1, line: 44, type: !3)
!68 = !DILocalVariable(name: "b", scope: !69, file: !1, line: 45, type: !4)
!69 = distinct !DILexicalBlock(scope: !49, file: !1, line: 45, column: 3)
!70 = !DILocation(line: 0, scope: !49)
!71 = !DILocation(line: 29, column: 16, scope: !49)
!72 = !DILocation(line: 29, column: 11, scope: !49)
!73 = !DILocation(line: 29, column: 27, scope: !49)
!74 = !{!75, !75, i64 0}
!75 = !{!"any pointer", !39, i64 0}
!76 = !DILocalVariable(name: "__nptr", arg: 1, scope: !77, file: !78, line: 362, type: !81)
!77 = distinct !DISubprogram(name: "atoi", scope: !78, file: !78, line: 362, type: !79, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!78 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!79 = !DISubroutineType(types: !80)
!80 = !{!4, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!83 = !{!76}
!84 = !DILocation(line: 0, scope: !77, inlinedAt: !85)
!85 = distinct !DILocation(line: 29, column: 22, scope: !49)
!86 = !DILocation(line: 364, column: 16, scope: !77, inlinedAt: !85)
!87 = !DILocation(line: 364, column: 10, scope: !77, inlinedAt: !85)
!88 = !DILocation(line: 30, column: 20, scope: !49)
!89 = !DILocation(line: 30, column: 15, scope: !49)
!90 = !DILocation(line: 30, column: 31, scope: !49)
!91 = !DILocation(line: 0, scope: !77, inlinedAt: !92)
!92 = distinct !DILocation(line: 30, column: 26, scope: !49)
!93 = !DILocation(line: 364, column: 16, scope: !77, inlinedAt: !92)
!94 = !DILocation(line: 364, column: 10, scope: !77, inlinedAt: !92)
!95 = !DILocation(line: 31, column: 24, scope: !49)
!96 = !DILocation(line: 31, column: 26, scope: !49)
!97 = !DILocation(line: 31, column: 17, scope: !49)
!98 = !DILocation(line: 32, column: 19, scope: !49)
!99 = !DILocation(line: 32, column: 12, scope: !49)
!100 = !DILocation(line: 33, column: 15, scope: !49)
!101 = !DILocation(line: 0, scope: !64)
!102 = !DILocation(line: 36, column: 21, scope: !103)
!103 = distinct !DILexicalBlock(scope: !64, file: !1, line: 36, column: 3)
!104 = !DILocation(line: 36, column: 3, scope: !64)
!105 = !DILocation(line: 0, scope: !16, inlinedAt: !106)
!106 = distinct !DILocation(line: 41, column: 3, scope: !49)
!107 = !DILocation(line: 0, scope: !29, inlinedAt: !106)
!108 = !DILocation(line: 9, column: 21, scope: !33, inlinedAt: !106)
!109 = !DILocation(line: 9, column: 3, scope: !29, inlinedAt: !106)
!110 = !DILocation(line: 10, column: 7, scope: !33, inlinedAt: !106)
!111 = !DILocation(line: 10, column: 12, scope: !33, inlinedAt: !106)
!112 = !DILocation(line: 10, column: 5, scope: !33, inlinedAt: !106)
!113 = !DILocation(line: 10, column: 20, scope: !33, inlinedAt: !106)
!114 = !DILocation(line: 9, column: 27, scope: !33, inlinedAt: !106)
!115 = distinct !{!115, !109, !116, !47, !48}
!116 = !DILocation(line: 10, column: 20, scope: !29, inlinedAt: !106)
!117 = !DILocation(line: 42, column: 45, scope: !49)
!118 = !DILocation(line: 42, column: 43, scope: !49)
!119 = !DILocalVariable(name: "nbins", arg: 1, scope: !120, file: !1, line: 13, type: !4)
!120 = distinct !DISubprogram(name: "percentile_bin", scope: !1, file: !1, line: 13, type: !121, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !125)
!121 = !DISubroutineType(types: !122)
!122 = !{!4, !4, !123, !61, !3}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!125 = !{!119, !126, !127, !128, !129, !130}
!126 = !DILocalVariable(name: "h", arg: 2, scope: !120, file: !1, line: 13, type: !123)
!127 = !DILocalVariable(name: "cum", arg: 3, scope: !120, file: !1, line: 13, type: !61)
!128 = !DILocalVariable(name: "target", arg: 4, scope: !120, file: !1, line: 13, type: !3)
!129 = !DILocalVariable(name: "b", scope: !120, file: !1, line: 15, type: !4)
!130 = !DILocalVariable(name: "c", scope: !120, file: !1, line: 16, type: !3)
!131 = !DILocation(line: 0, scope: !120, inlinedAt: !132)
!132 = distinct !DILocation(line: 42, column: 13, scope: !49)
!133 = !DILocation(line: 17, column: 17, scope: !134, inlinedAt: !132)
!134 = distinct !DILexicalBlock(scope: !135, file: !1, line: 17, column: 3)
!135 = distinct !DILexicalBlock(scope: !120, file: !1, line: 17, column: 3)
!136 = !DILocation(line: 17, column: 3, scope: !135, inlinedAt: !132)
!137 = !DILocation(line: 21, column: 3, scope: !138, inlinedAt: !132)
!138 = distinct !DILexicalBlock(scope: !120, file: !1, line: 21, column: 3)
!139 = !DILocation(line: 21, column: 17, scope: !140, inlinedAt: !132)
!140 = distinct !DILexicalBlock(scope: !138, file: !1, line: 21, column: 3)
!141 = !DILocation(line: 18, column: 10, scope: !142, inlinedAt: !132)
!142 = distinct !DILexicalBlock(scope: !134, file: !1, line: 17, column: 31)
!143 = !DILocation(line: 18, column: 7, scope: !142, inlinedAt: !132)
!144 = !DILocation(line: 19, column: 5, scope: !142, inlinedAt: !132)
!145 = !DILocation(line: 19, column: 12, scope: !142, inlinedAt: !132)
!146 = !{!147, !147, i64 0}
!147 = !{!"long", !39, i64 0}
!148 = !DILocation(line: 17, column: 27, scope: !134, inlinedAt: !132)
!149 = distinct !{!149, !136, !150, !47, !48}
!150 = !DILocation(line: 20, column: 3, scope: !135, inlinedAt: !132)
!151 = !DILocation(line: 22, column: 9, scope: !152, inlinedAt: !132)
!152 = distinct !DILexicalBlock(scope: !140, file: !1, line: 22, column: 9)
!153 = !DILocation(line: 22, column: 16, scope: !152, inlinedAt: !132)
!154 = !DILocation(line: 22, column: 9, scope: !140, inlinedAt: !132)
!155 = !DILocation(line: 21, column: 27, scope: !140, inlinedAt: !132)
!156 = distinct !{!156, !137, !157, !47, !48}
!157 = !DILocation(line: 23, column: 7, scope: !138, inlinedAt: !132)
!158 = !DILocation(line: 43, column: 51, scope: !49)
!159 = !DILocation(line: 0, scope: !138, inlinedAt: !132)
!160 = !DILocation(line: 43, column: 55, scope: !49)
!161 = !DILocation(line: 0, scope: !120, inlinedAt: !162)
!162 = distinct !DILocation(line: 43, column: 13, scope: !49)
!163 = !DILocation(line: 17, column: 3, scope: !135, inlinedAt: !162)
!164 = !DILocation(line: 17, column: 17, scope: !134, inlinedAt: !162)
!165 = !DILocation(line: 21, column: 3, scope: !138, inlinedAt: !162)
!166 = !DILocation(line: 21, column: 17, scope: !140, inlinedAt: !162)
!167 = !DILocation(line: 18, column: 10, scope: !142, inlinedAt: !162)
!168 = !DILocation(line: 18, column: 7, scope: !142, inlinedAt: !162)
!169 = !DILocation(line: 19, column: 5, scope: !142, inlinedAt: !162)
!170 = !DILocation(line: 19, column: 12, scope: !142, inlinedAt: !162)
!171 = !DILocation(line: 17, column: 27, scope: !134, inlinedAt: !162)
!172 = distinct !{!172, !163, !173, !47, !48}
!173 = !DILocation(line: 20, column: 3, scope: !135, inlinedAt: !162)
!174 = !DILocation(line: 22, column: 9, scope: !152, inlinedAt: !162)
!175 = !DILocation(line: 22, column: 16, scope: !152, inlinedAt: !162)
!176 = !DILocation(line: 22, column: 9, scope: !140, inlinedAt: !162)
!177 = !DILocation(line: 21, column: 27, scope: !140, inlinedAt: !162)
!178 = distinct !{!178, !165, !179, !47, !48}
!179 = !DILocation(line: 23, column: 7, scope: !138, inlinedAt: !162)
!180 = !DILocation(line: 45, column: 8, scope: !69)
!181 = !DILocation(line: 0, scope: !138, inlinedAt: !162)
!182 = !DILocation(line: 0, scope: !69)
!183 = !DILocation(line: 45, column: 21, scope: !184)
!184 = distinct !DILexicalBlock(scope: !69, file: !1, line: 45, column: 3)
!185 = !DILocation(line: 45, column: 3, scope: !69)
!186 = !DILocation(line: 37, column: 11, scope: !187)
!187 = distinct !DILexicalBlock(scope: !103, file: !1, line: 36, column: 31)
!188 = !DILocation(line: 37, column: 22, scope: !187)
!189 = !DILocation(line: 39, column: 16, scope: !187)
!190 = !DILocation(line: 39, column: 22, scope: !187)
!191 = !DILocation(line: 39, column: 43, scope: !187)
!192 = !DILocation(line: 39, column: 50, scope: !187)
!193 = !DILocation(line: 39, column: 37, scope: !187)
!194 = !DILocation(line: 39, column: 5, scope: !187)
!195 = !DILocation(line: 39, column: 10, scope: !187)
!196 = !DILocation(line: 36, column: 27, scope: !103)
!197 = distinct !{!197, !104, !198, !47, !48}
!198 = !DILocation(line: 40, column: 3, scope: !64)
!199 = !DILocation(line: 47, column: 3, scope: !49)
!200 = !DILocation(line: 48, column: 3, scope: !49)
!201 = !DILocation(line: 49, column: 3, scope: !49)
!202 = !DILocation(line: 50, column: 3, scope: !49)
!203 = !DILocation(line: 51, column: 3, scope: !49)
!204 = !DILocation(line: 46, column: 18, scope: !184)
!205 = !DILocation(line: 46, column: 12, scope: !184)
!206 = !DILocation(line: 46, column: 28, scope: !184)
!207 = !DILocation(line: 46, column: 23, scope: !184)
!208 = !DILocation(line: 46, column: 9, scope: !184)
!209 = distinct !{!209, !185, !210, !47, !48}
!210 = !DILocation(line: 46, column: 31, scope: !69)
