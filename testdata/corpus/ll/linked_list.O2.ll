; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, double, %struct.node* }

@.str = private unnamed_addr constant [24 x i8] c"found %d checksum %.1f\0A\00", align 1

; Function Attrs: nofree nosync nounwind readonly uwtable
define dso_local double @kernel_walk(%struct.node* noundef readonly %0) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !28, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata %struct.node* %0, metadata !30, metadata !DIExpression()), !dbg !31
  %2 = icmp eq %struct.node* %0, null, !dbg !32
  br i1 %2, label %15, label %3, !dbg !32

3:                                                ; preds = %1, %3
  %4 = phi %struct.node* [ %13, %3 ], [ %0, %1 ]
  %5 = phi double [ %11, %3 ], [ 0.000000e+00, %1 ]
  call void @llvm.dbg.value(metadata %struct.node* %4, metadata !30, metadata !DIExpression()), !dbg !31
  call void @llvm.dbg.value(metadata double %5, metadata !29, metadata !DIExpression()), !dbg !31
  %6 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 1, !dbg !33
  %7 = load double, double* %6, align 8, !dbg !33, !tbaa !35
  %8 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 0, !dbg !42
  %9 = load i32, i32* %8, align 8, !dbg !42, !tbaa !43
  %10 = sitofp i32 %9 to double, !dbg !44
  %11 = tail call double @llvm.fmuladd.f64(double %7, double %10, double %5), !dbg !45
  call void @llvm.dbg.value(metadata double %11, metadata !29, metadata !DIExpression()), !dbg !31
  %12 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 2, !dbg !46
  %13 = load %struct.node*, %struct.node** %12, align 8, !dbg !46, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %13, metadata !30, metadata !DIExpression()), !dbg !31
  %14 = icmp eq %struct.node* %13, null, !dbg !32
  br i1 %14, label %15, label %3, !dbg !32, !llvm.loop !48

15:                                               ; preds = %3, %1
  %16 = phi double [ 0.000000e+00, %1 ], [ %11, %3 ], !dbg !31
  ret double %16, !dbg !51
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !52 {
  %3 = alloca %struct.node*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !56, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i8** %1, metadata !57, metadata !DIExpression()), !dbg !77
  %4 = icmp sgt i32 %0, 1, !dbg !78
  br i1 %4, label %7, label %5, !dbg !79

5:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %11, metadata !58, metadata !DIExpression()), !dbg !77
  %6 = bitcast %struct.node** %3 to i8*, !dbg !80
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %6), !dbg !80
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !59, metadata !DIExpression()), !dbg !77
  store %struct.node* null, %struct.node** %3, align 8, !dbg !81, !tbaa !82
  call void @llvm.dbg.value(metadata i32 99, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 99, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !83
  br label %14, !dbg !84

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !85
  %9 = load i8*, i8** %8, align 8, !dbg !85, !tbaa !82
  call void @llvm.dbg.value(metadata i8* %9, metadata !86, metadata !DIExpression()) #9, !dbg !94
  %10 = tail call i64 @strtol(i8* nocapture noundef nonnull %9, i8** noundef null, i32 noundef 10) #9, !dbg !96
  %11 = trunc i64 %10 to i32, !dbg !97
  call void @llvm.dbg.value(metadata i32 %11, metadata !58, metadata !DIExpression()), !dbg !77
  %12 = bitcast %struct.node** %3 to i8*, !dbg !80
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12), !dbg !80
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 99, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !62, metadata !DIExpression()), !dbg !83
  %13 = icmp sgt i32 %11, 0, !dbg !98
  br i1 %13, label %14, label %16, !dbg !84

14:                                               ; preds = %5, %7
  %15 = phi i32 [ 600, %5 ], [ %11, %7 ]
  br label %19, !dbg !84

16:                                               ; preds = %52, %7
  %17 = phi %struct.node* [ null, %7 ], [ %53, %52 ]
  store %struct.node* %17, %struct.node** %3, align 8, !dbg !100, !tbaa !82
  %18 = icmp eq %struct.node* %17, null
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !102
  br label %75, !dbg !103

19:                                               ; preds = %14, %52
  %20 = phi i32 [ %24, %52 ], [ 99, %14 ]
  %21 = phi i32 [ %54, %52 ], [ 0, %14 ]
  %22 = phi %struct.node* [ %53, %52 ], [ null, %14 ]
  call void @llvm.dbg.value(metadata i32 %20, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %21, metadata !62, metadata !DIExpression()), !dbg !83
  %23 = mul i32 %20, 1664525, !dbg !104
  %24 = add i32 %23, 1013904223, !dbg !105
  call void @llvm.dbg.value(metadata i32 %24, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %22, metadata !59, metadata !DIExpression()), !dbg !77
  %25 = lshr i32 %24, 20, !dbg !106
  %26 = urem i32 %21, 9, !dbg !107
  %27 = sitofp i32 %26 to double, !dbg !108
  call void @llvm.dbg.value(metadata %struct.node* %22, metadata !109, metadata !DIExpression()) #9, !dbg !118
  call void @llvm.dbg.value(metadata i32 %25, metadata !114, metadata !DIExpression()) #9, !dbg !118
  call void @llvm.dbg.value(metadata double %27, metadata !115, metadata !DIExpression()) #9, !dbg !118
  %28 = tail call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #9, !dbg !120
  %29 = bitcast i8* %28 to %struct.node*, !dbg !120
  call void @llvm.dbg.value(metadata %struct.node* %29, metadata !116, metadata !DIExpression()) #9, !dbg !118
  %30 = getelementptr inbounds %struct.node, %struct.node* %29, i64 0, i32 0, !dbg !121
  store i32 %25, i32* %30, align 8, !dbg !122, !tbaa !43
  %31 = getelementptr inbounds %struct.node, %struct.node* %29, i64 0, i32 1, !dbg !123
  store double %27, double* %31, align 8, !dbg !124, !tbaa !35
  %32 = icmp eq %struct.node* %22, null, !dbg !125
  br i1 %32, label %37, label %33, !dbg !127

33:                                               ; preds = %19
  %34 = getelementptr inbounds %struct.node, %struct.node* %22, i64 0, i32 0, !dbg !128
  %35 = load i32, i32* %34, align 8, !dbg !128, !tbaa !43
  %36 = icmp slt i32 %35, %25, !dbg !129
  br i1 %36, label %39, label %37, !dbg !130

37:                                               ; preds = %33, %19
  %38 = getelementptr inbounds %struct.node, %struct.node* %29, i64 0, i32 2, !dbg !131
  store %struct.node* %22, %struct.node** %38, align 8, !dbg !133, !tbaa !47
  br label %52, !dbg !134

39:                                               ; preds = %33, %44
  %40 = phi %struct.node* [ %42, %44 ], [ %22, %33 ], !dbg !118
  call void @llvm.dbg.value(metadata %struct.node* %40, metadata !117, metadata !DIExpression()) #9, !dbg !118
  %41 = getelementptr inbounds %struct.node, %struct.node* %40, i64 0, i32 2, !dbg !135
  %42 = load %struct.node*, %struct.node** %41, align 8, !dbg !135, !tbaa !47
  %43 = icmp eq %struct.node* %42, null, !dbg !136
  br i1 %43, label %48, label %44, !dbg !137

44:                                               ; preds = %39
  %45 = getelementptr inbounds %struct.node, %struct.node* %42, i64 0, i32 0, !dbg !138
  %46 = load i32, i32* %45, align 8, !dbg !138, !tbaa !43
  %47 = icmp slt i32 %46, %25, !dbg !139
  br i1 %47, label %39, label %48, !dbg !140, !llvm.loop !141

48:                                               ; preds = %44, %39
  %49 = getelementptr inbounds %struct.node, %struct.node* %40, i64 0, i32 2, !dbg !135
  %50 = getelementptr inbounds %struct.node, %struct.node* %29, i64 0, i32 2, !dbg !143
  store %struct.node* %42, %struct.node** %50, align 8, !dbg !144, !tbaa !47
  %51 = bitcast %struct.node** %49 to i8**, !dbg !145
  store i8* %28, i8** %51, align 8, !dbg !145, !tbaa !47
  br label %52

52:                                               ; preds = %37, %48
  %53 = phi %struct.node* [ %29, %37 ], [ %22, %48 ], !dbg !118
  call void @llvm.dbg.value(metadata %struct.node* %53, metadata !59, metadata !DIExpression()), !dbg !77
  %54 = add nuw nsw i32 %21, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %24, metadata !60, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %54, metadata !62, metadata !DIExpression()), !dbg !83
  %55 = icmp eq i32 %54, %15, !dbg !98
  br i1 %55, label %16, label %19, !dbg !84, !llvm.loop !147

56:                                               ; preds = %70
  call void @llvm.dbg.value(metadata %struct.node** %3, metadata !68, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !77
  br i1 %18, label %118, label %81, !dbg !149

57:                                               ; preds = %75, %78
  %58 = phi i32 [ %79, %78 ], [ %77, %75 ]
  call void @llvm.dbg.value(metadata i32 %76, metadata !64, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %58, metadata !65, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata %struct.node* %17, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %17, metadata !150, metadata !DIExpression()), !dbg !156
  call void @llvm.dbg.value(metadata i32 %58, metadata !155, metadata !DIExpression()), !dbg !156
  br i1 %18, label %78, label %59, !dbg !159

59:                                               ; preds = %57, %66
  %60 = phi %struct.node* [ %68, %66 ], [ %17, %57 ]
  call void @llvm.dbg.value(metadata %struct.node* %60, metadata !150, metadata !DIExpression()), !dbg !156
  %61 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 0, !dbg !160
  %62 = load i32, i32* %61, align 8, !dbg !160, !tbaa !43
  %63 = icmp eq i32 %62, %58, !dbg !163
  br i1 %63, label %70, label %64, !dbg !164

64:                                               ; preds = %59
  %65 = icmp sgt i32 %62, %58, !dbg !165
  br i1 %65, label %70, label %66, !dbg !167

66:                                               ; preds = %64
  %67 = getelementptr inbounds %struct.node, %struct.node* %60, i64 0, i32 2, !dbg !168
  %68 = load %struct.node*, %struct.node** %67, align 8, !dbg !168, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %68, metadata !150, metadata !DIExpression()), !dbg !156
  %69 = icmp eq %struct.node* %68, null, !dbg !169
  br i1 %69, label %70, label %59, !dbg !159, !llvm.loop !170

70:                                               ; preds = %59, %64, %66
  %71 = phi i32 [ 0, %66 ], [ 0, %64 ], [ 1, %59 ]
  %72 = add nuw nsw i32 %71, %76, !dbg !172
  call void @llvm.dbg.value(metadata i32 %72, metadata !64, metadata !DIExpression()), !dbg !77
  %73 = add nuw nsw i32 %58, 7, !dbg !173
  call void @llvm.dbg.value(metadata i32 %73, metadata !65, metadata !DIExpression()), !dbg !102
  %74 = icmp ult i32 %58, 4089, !dbg !174
  br i1 %74, label %75, label %56, !dbg !103, !llvm.loop !175

75:                                               ; preds = %70, %16
  %76 = phi i32 [ %72, %70 ], [ 0, %16 ]
  %77 = phi i32 [ %73, %70 ], [ 0, %16 ]
  br label %57, !dbg !103

78:                                               ; preds = %57
  call void @llvm.dbg.value(metadata i32 %72, metadata !64, metadata !DIExpression()), !dbg !77
  %79 = add nuw nsw i32 %58, 7, !dbg !173
  call void @llvm.dbg.value(metadata i32 %73, metadata !65, metadata !DIExpression()), !dbg !102
  %80 = icmp ult i32 %58, 4089, !dbg !174
  br i1 %80, label %57, label %118, !dbg !103, !llvm.loop !175

81:                                               ; preds = %56, %92
  %82 = phi %struct.node* [ %94, %92 ], [ %17, %56 ]
  %83 = phi %struct.node** [ %93, %92 ], [ %3, %56 ]
  %84 = phi i32 [ %85, %92 ], [ 0, %56 ]
  call void @llvm.dbg.value(metadata %struct.node** %83, metadata !68, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %84, metadata !67, metadata !DIExpression()), !dbg !77
  %85 = add nuw nsw i32 %84, 1, !dbg !177
  call void @llvm.dbg.value(metadata i32 %85, metadata !67, metadata !DIExpression()), !dbg !77
  %86 = urem i32 %84, 3, !dbg !178
  %87 = icmp eq i32 %86, 2, !dbg !179
  %88 = getelementptr inbounds %struct.node, %struct.node* %82, i64 0, i32 2, !dbg !180
  br i1 %87, label %89, label %92, !dbg !181

89:                                               ; preds = %81
  call void @llvm.dbg.value(metadata %struct.node* %82, metadata !70, metadata !DIExpression()), !dbg !182
  %90 = load %struct.node*, %struct.node** %88, align 8, !dbg !183, !tbaa !47
  store %struct.node* %90, %struct.node** %83, align 8, !dbg !184, !tbaa !82
  %91 = bitcast %struct.node* %82 to i8*, !dbg !185
  tail call void @free(i8* noundef %91) #9, !dbg !186
  br label %92, !dbg !187

92:                                               ; preds = %81, %89
  %93 = phi %struct.node** [ %83, %89 ], [ %88, %81 ], !dbg !77
  call void @llvm.dbg.value(metadata %struct.node** %93, metadata !68, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 %85, metadata !67, metadata !DIExpression()), !dbg !77
  %94 = load %struct.node*, %struct.node** %93, align 8, !dbg !188, !tbaa !82
  %95 = icmp eq %struct.node* %94, null, !dbg !149
  br i1 %95, label %96, label %81, !dbg !149, !llvm.loop !189

96:                                               ; preds = %92
  %97 = load %struct.node*, %struct.node** %3, align 8, !dbg !191, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.node* %97, metadata !59, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %97, metadata !28, metadata !DIExpression()) #9, !dbg !192
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()) #9, !dbg !192
  call void @llvm.dbg.value(metadata %struct.node* %97, metadata !30, metadata !DIExpression()) #9, !dbg !192
  %98 = icmp eq %struct.node* %97, null, !dbg !194
  br i1 %98, label %118, label %99, !dbg !194

99:                                               ; preds = %96, %99
  %100 = phi %struct.node* [ %109, %99 ], [ %97, %96 ]
  %101 = phi double [ %107, %99 ], [ 0.000000e+00, %96 ]
  call void @llvm.dbg.value(metadata %struct.node* %100, metadata !30, metadata !DIExpression()) #9, !dbg !192
  call void @llvm.dbg.value(metadata double %101, metadata !29, metadata !DIExpression()) #9, !dbg !192
  %102 = getelementptr inbounds %struct.node, %struct.node* %100, i64 0, i32 1, !dbg !195
  %103 = load double, double* %102, align 8, !dbg !195, !tbaa !35
  %104 = getelementptr inbounds %struct.node, %struct.node* %100, i64 0, i32 0, !dbg !196
  %105 = load i32, i32* %104, align 8, !dbg !196, !tbaa !43
  %106 = sitofp i32 %105 to double, !dbg !197
  %107 = tail call double @llvm.fmuladd.f64(double %103, double %106, double %101) #9, !dbg !198
  call void @llvm.dbg.value(metadata double %107, metadata !29, metadata !DIExpression()) #9, !dbg !192
  %108 = getelementptr inbounds %struct.node, %struct.node* %100, i64 0, i32 2, !dbg !199
  %109 = load %struct.node*, %struct.node** %108, align 8, !dbg !199, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %109, metadata !30, metadata !DIExpression()) #9, !dbg !192
  %110 = icmp eq %struct.node* %109, null, !dbg !194
  br i1 %110, label %111, label %99, !dbg !194, !llvm.loop !200

111:                                              ; preds = %99
  call void @llvm.dbg.value(metadata double %107, metadata !74, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata %struct.node* %97, metadata !59, metadata !DIExpression()), !dbg !77
  br i1 %98, label %118, label %112, !dbg !202

112:                                              ; preds = %111, %112
  %113 = phi %struct.node* [ %115, %112 ], [ %97, %111 ]
  call void @llvm.dbg.value(metadata %struct.node* %113, metadata !59, metadata !DIExpression()), !dbg !77
  %114 = getelementptr inbounds %struct.node, %struct.node* %113, i64 0, i32 2, !dbg !203
  %115 = load %struct.node*, %struct.node** %114, align 8, !dbg !203, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %115, metadata !75, metadata !DIExpression()), !dbg !204
  %116 = bitcast %struct.node* %113 to i8*, !dbg !205
  tail call void @free(i8* noundef %116) #9, !dbg !206
  call void @llvm.dbg.value(metadata %struct.node* %115, metadata !59, metadata !DIExpression()), !dbg !77
  %117 = icmp eq %struct.node* %115, null, !dbg !202
  br i1 %117, label %118, label %112, !dbg !202, !llvm.loop !207

118:                                              ; preds = %78, %112, %56, %96, %111
  %119 = phi double [ %107, %111 ], [ 0.000000e+00, %96 ], [ 0.000000e+00, %56 ], [ %107, %112 ], [ 0.000000e+00, %78 ]
  %120 = phi i32 [ %72, %111 ], [ %72, %96 ], [ %72, %56 ], [ %72, %112 ], [ %76, %78 ]
  %121 = bitcast %struct.node** %3 to i8*
  %122 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %120, double noundef %119), !dbg !209
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %121), !dbg !210
  ret i32 0, !dbg !211
}

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #8

attributes #0 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "abd06b74c88e45817d9598c870101a2f")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
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
!16 = distinct !DISubprogram(name: "kernel_walk", scope: !1, file: !1, line: 42, type: !17, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !27)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 192, elements: !22)
!22 = !{!23, !24, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !21, file: !1, line: 8, baseType: !3, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !21, file: !1, line: 9, baseType: !4, size: 64, offset: 64)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !21, file: !1, line: 10, baseType: !26, size: 64, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!27 = !{!28, !29, !30}
!28 = !DILocalVariable(name: "head", arg: 1, scope: !16, file: !1, line: 42, type: !19)
!29 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 44, type: !4)
!30 = !DILocalVariable(name: "p", scope: !16, file: !1, line: 45, type: !19)
!31 = !DILocation(line: 0, scope: !16)
!32 = !DILocation(line: 46, column: 3, scope: !16)
!33 = !DILocation(line: 47, column: 13, scope: !34)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 46, column: 13)
!35 = !{!36, !40, i64 8}
!36 = !{!"node", !37, i64 0, !40, i64 8, !41, i64 16}
!37 = !{!"int", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !{!"double", !38, i64 0}
!41 = !{!"any pointer", !38, i64 0}
!42 = !DILocation(line: 47, column: 22, scope: !34)
!43 = !{!36, !37, i64 0}
!44 = !DILocation(line: 47, column: 19, scope: !34)
!45 = !DILocation(line: 47, column: 7, scope: !34)
!46 = !DILocation(line: 48, column: 12, scope: !34)
!47 = !{!36, !41, i64 16}
!48 = distinct !{!48, !32, !49, !50}
!49 = !DILocation(line: 49, column: 3, scope: !16)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 50, column: 3, scope: !16)
!52 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 53, type: !53, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !3, !5}
!55 = !{!56, !57, !58, !59, !60, !62, !64, !65, !67, !68, !70, !74, !75}
!56 = !DILocalVariable(name: "argc", arg: 1, scope: !52, file: !1, line: 53, type: !3)
!57 = !DILocalVariable(name: "argv", arg: 2, scope: !52, file: !1, line: 53, type: !5)
!58 = !DILocalVariable(name: "n", scope: !52, file: !1, line: 55, type: !3)
!59 = !DILocalVariable(name: "head", scope: !52, file: !1, line: 56, type: !26)
!60 = !DILocalVariable(name: "s", scope: !52, file: !1, line: 57, type: !61)
!61 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 58, type: !3)
!63 = distinct !DILexicalBlock(scope: !52, file: !1, line: 58, column: 3)
!64 = !DILocalVariable(name: "found", scope: !52, file: !1, line: 62, type: !3)
!65 = !DILocalVariable(name: "q", scope: !66, file: !1, line: 63, type: !3)
!66 = distinct !DILexicalBlock(scope: !52, file: !1, line: 63, column: 3)
!67 = !DILocalVariable(name: "idx", scope: !52, file: !1, line: 66, type: !3)
!68 = !DILocalVariable(name: "pp", scope: !52, file: !1, line: 67, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!70 = !DILocalVariable(name: "dead", scope: !71, file: !1, line: 70, type: !26)
!71 = distinct !DILexicalBlock(scope: !72, file: !1, line: 69, column: 25)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 69, column: 9)
!73 = distinct !DILexicalBlock(scope: !52, file: !1, line: 68, column: 15)
!74 = !DILocalVariable(name: "sum", scope: !52, file: !1, line: 77, type: !4)
!75 = !DILocalVariable(name: "nx", scope: !76, file: !1, line: 79, type: !26)
!76 = distinct !DILexicalBlock(scope: !52, file: !1, line: 78, column: 16)
!77 = !DILocation(line: 0, scope: !52)
!78 = !DILocation(line: 55, column: 16, scope: !52)
!79 = !DILocation(line: 55, column: 11, scope: !52)
!80 = !DILocation(line: 56, column: 3, scope: !52)
!81 = !DILocation(line: 56, column: 16, scope: !52)
!82 = !{!41, !41, i64 0}
!83 = !DILocation(line: 0, scope: !63)
!84 = !DILocation(line: 58, column: 3, scope: !63)
!85 = !DILocation(line: 55, column: 27, scope: !52)
!86 = !DILocalVariable(name: "__nptr", arg: 1, scope: !87, file: !88, line: 362, type: !91)
!87 = distinct !DISubprogram(name: "atoi", scope: !88, file: !88, line: 362, type: !89, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !93)
!88 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!89 = !DISubroutineType(types: !90)
!90 = !{!3, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!93 = !{!86}
!94 = !DILocation(line: 0, scope: !87, inlinedAt: !95)
!95 = distinct !DILocation(line: 55, column: 22, scope: !52)
!96 = !DILocation(line: 364, column: 16, scope: !87, inlinedAt: !95)
!97 = !DILocation(line: 364, column: 10, scope: !87, inlinedAt: !95)
!98 = !DILocation(line: 58, column: 21, scope: !99)
!99 = distinct !DILexicalBlock(scope: !63, file: !1, line: 58, column: 3)
!100 = !DILocation(line: 0, scope: !101)
!101 = distinct !DILexicalBlock(scope: !99, file: !1, line: 58, column: 31)
!102 = !DILocation(line: 0, scope: !66)
!103 = !DILocation(line: 63, column: 3, scope: !66)
!104 = !DILocation(line: 59, column: 11, scope: !101)
!105 = !DILocation(line: 59, column: 22, scope: !101)
!106 = !DILocation(line: 60, column: 33, scope: !101)
!107 = !DILocation(line: 60, column: 52, scope: !101)
!108 = !DILocation(line: 60, column: 41, scope: !101)
!109 = !DILocalVariable(name: "head", arg: 1, scope: !110, file: !1, line: 13, type: !26)
!110 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !111, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!26, !26, !3, !4}
!113 = !{!109, !114, !115, !116, !117}
!114 = !DILocalVariable(name: "key", arg: 2, scope: !110, file: !1, line: 13, type: !3)
!115 = !DILocalVariable(name: "val", arg: 3, scope: !110, file: !1, line: 13, type: !4)
!116 = !DILocalVariable(name: "n", scope: !110, file: !1, line: 15, type: !26)
!117 = !DILocalVariable(name: "p", scope: !110, file: !1, line: 22, type: !26)
!118 = !DILocation(line: 0, scope: !110, inlinedAt: !119)
!119 = distinct !DILocation(line: 60, column: 12, scope: !101)
!120 = !DILocation(line: 15, column: 20, scope: !110, inlinedAt: !119)
!121 = !DILocation(line: 16, column: 6, scope: !110, inlinedAt: !119)
!122 = !DILocation(line: 16, column: 10, scope: !110, inlinedAt: !119)
!123 = !DILocation(line: 17, column: 6, scope: !110, inlinedAt: !119)
!124 = !DILocation(line: 17, column: 10, scope: !110, inlinedAt: !119)
!125 = !DILocation(line: 18, column: 12, scope: !126, inlinedAt: !119)
!126 = distinct !DILexicalBlock(scope: !110, file: !1, line: 18, column: 7)
!127 = !DILocation(line: 18, column: 20, scope: !126, inlinedAt: !119)
!128 = !DILocation(line: 18, column: 29, scope: !126, inlinedAt: !119)
!129 = !DILocation(line: 18, column: 33, scope: !126, inlinedAt: !119)
!130 = !DILocation(line: 18, column: 7, scope: !110, inlinedAt: !119)
!131 = !DILocation(line: 19, column: 8, scope: !132, inlinedAt: !119)
!132 = distinct !DILexicalBlock(scope: !126, file: !1, line: 18, column: 41)
!133 = !DILocation(line: 19, column: 13, scope: !132, inlinedAt: !119)
!134 = !DILocation(line: 20, column: 5, scope: !132, inlinedAt: !119)
!135 = !DILocation(line: 23, column: 13, scope: !110, inlinedAt: !119)
!136 = !DILocation(line: 23, column: 18, scope: !110, inlinedAt: !119)
!137 = !DILocation(line: 23, column: 26, scope: !110, inlinedAt: !119)
!138 = !DILocation(line: 23, column: 38, scope: !110, inlinedAt: !119)
!139 = !DILocation(line: 23, column: 42, scope: !110, inlinedAt: !119)
!140 = !DILocation(line: 23, column: 3, scope: !110, inlinedAt: !119)
!141 = distinct !{!141, !140, !142, !50}
!142 = !DILocation(line: 24, column: 12, scope: !110, inlinedAt: !119)
!143 = !DILocation(line: 25, column: 6, scope: !110, inlinedAt: !119)
!144 = !DILocation(line: 25, column: 11, scope: !110, inlinedAt: !119)
!145 = !DILocation(line: 26, column: 11, scope: !110, inlinedAt: !119)
!146 = !DILocation(line: 58, column: 27, scope: !99)
!147 = distinct !{!147, !84, !148, !50}
!148 = !DILocation(line: 61, column: 3, scope: !63)
!149 = !DILocation(line: 68, column: 3, scope: !52)
!150 = !DILocalVariable(name: "p", arg: 1, scope: !151, file: !1, line: 30, type: !19)
!151 = distinct !DISubprogram(name: "contains", scope: !1, file: !1, line: 30, type: !152, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !154)
!152 = !DISubroutineType(types: !153)
!153 = !{!3, !19, !3}
!154 = !{!150, !155}
!155 = !DILocalVariable(name: "key", arg: 2, scope: !151, file: !1, line: 30, type: !3)
!156 = !DILocation(line: 0, scope: !151, inlinedAt: !157)
!157 = distinct !DILocation(line: 64, column: 14, scope: !158)
!158 = distinct !DILexicalBlock(scope: !66, file: !1, line: 63, column: 3)
!159 = !DILocation(line: 32, column: 3, scope: !151, inlinedAt: !157)
!160 = !DILocation(line: 33, column: 12, scope: !161, inlinedAt: !157)
!161 = distinct !DILexicalBlock(scope: !162, file: !1, line: 33, column: 9)
!162 = distinct !DILexicalBlock(scope: !151, file: !1, line: 32, column: 21)
!163 = !DILocation(line: 33, column: 16, scope: !161, inlinedAt: !157)
!164 = !DILocation(line: 33, column: 9, scope: !162, inlinedAt: !157)
!165 = !DILocation(line: 35, column: 16, scope: !166, inlinedAt: !157)
!166 = distinct !DILexicalBlock(scope: !162, file: !1, line: 35, column: 9)
!167 = !DILocation(line: 35, column: 9, scope: !162, inlinedAt: !157)
!168 = !DILocation(line: 37, column: 12, scope: !162, inlinedAt: !157)
!169 = !DILocation(line: 32, column: 12, scope: !151, inlinedAt: !157)
!170 = distinct !{!170, !159, !171, !50}
!171 = !DILocation(line: 38, column: 3, scope: !151, inlinedAt: !157)
!172 = !DILocation(line: 64, column: 11, scope: !158)
!173 = !DILocation(line: 63, column: 31, scope: !158)
!174 = !DILocation(line: 63, column: 21, scope: !158)
!175 = distinct !{!175, !103, !176, !50}
!176 = !DILocation(line: 64, column: 30, scope: !66)
!177 = !DILocation(line: 69, column: 12, scope: !72)
!178 = !DILocation(line: 69, column: 15, scope: !72)
!179 = !DILocation(line: 69, column: 19, scope: !72)
!180 = !DILocation(line: 0, scope: !72)
!181 = !DILocation(line: 69, column: 9, scope: !73)
!182 = !DILocation(line: 0, scope: !71)
!183 = !DILocation(line: 71, column: 19, scope: !71)
!184 = !DILocation(line: 71, column: 11, scope: !71)
!185 = !DILocation(line: 72, column: 12, scope: !71)
!186 = !DILocation(line: 72, column: 7, scope: !71)
!187 = !DILocation(line: 73, column: 5, scope: !71)
!188 = !DILocation(line: 68, column: 10, scope: !52)
!189 = distinct !{!189, !149, !190, !50}
!190 = !DILocation(line: 76, column: 3, scope: !52)
!191 = !DILocation(line: 77, column: 28, scope: !52)
!192 = !DILocation(line: 0, scope: !16, inlinedAt: !193)
!193 = distinct !DILocation(line: 77, column: 16, scope: !52)
!194 = !DILocation(line: 46, column: 3, scope: !16, inlinedAt: !193)
!195 = !DILocation(line: 47, column: 13, scope: !34, inlinedAt: !193)
!196 = !DILocation(line: 47, column: 22, scope: !34, inlinedAt: !193)
!197 = !DILocation(line: 47, column: 19, scope: !34, inlinedAt: !193)
!198 = !DILocation(line: 47, column: 7, scope: !34, inlinedAt: !193)
!199 = !DILocation(line: 48, column: 12, scope: !34, inlinedAt: !193)
!200 = distinct !{!200, !194, !201, !50}
!201 = !DILocation(line: 49, column: 3, scope: !16, inlinedAt: !193)
!202 = !DILocation(line: 78, column: 3, scope: !52)
!203 = !DILocation(line: 79, column: 29, scope: !76)
!204 = !DILocation(line: 0, scope: !76)
!205 = !DILocation(line: 80, column: 10, scope: !76)
!206 = !DILocation(line: 80, column: 5, scope: !76)
!207 = distinct !{!207, !202, !208, !50}
!208 = !DILocation(line: 82, column: 3, scope: !52)
!209 = !DILocation(line: 83, column: 3, scope: !52)
!210 = !DILocation(line: 85, column: 1, scope: !52)
!211 = !DILocation(line: 84, column: 3, scope: !52)
