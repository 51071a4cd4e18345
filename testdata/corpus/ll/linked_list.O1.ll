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
  %11 = call double @llvm.fmuladd.f64(double %7, double %10, double %5), !dbg !45
  call void @llvm.dbg.value(metadata double %11, metadata !29, metadata !DIExpression()), !dbg !31
  %12 = getelementptr inbounds %struct.node, %struct.node* %4, i64 0, i32 2, !dbg !46
  %13 = load %struct.node*, %struct.node** %12, align 8, !dbg !46, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %13, metadata !30, metadata !DIExpression()), !dbg !31
  %14 = icmp eq %struct.node* %13, null, !dbg !32
  br i1 %14, label %15, label %3, !dbg !32, !llvm.loop !48

15:                                               ; preds = %3, %1
  %16 = phi double [ 0.000000e+00, %1 ], [ %11, %3 ], !dbg !31
  ret double %16, !dbg !52
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #3 !dbg !53 {
  %3 = alloca %struct.node*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !57, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i8** %1, metadata !58, metadata !DIExpression()), !dbg !78
  %4 = icmp sgt i32 %0, 1, !dbg !79
  br i1 %4, label %5, label %10, !dbg !80

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !81
  %7 = load i8*, i8** %6, align 8, !dbg !81, !tbaa !82
  call void @llvm.dbg.value(metadata i8* %7, metadata !83, metadata !DIExpression()) #9, !dbg !91
  %8 = call i64 @strtol(i8* nocapture noundef nonnull %7, i8** noundef null, i32 noundef 10) #9, !dbg !93
  %9 = trunc i64 %8 to i32, !dbg !94
  br label %10, !dbg !80

10:                                               ; preds = %2, %5
  %11 = phi i32 [ %9, %5 ], [ 600, %2 ], !dbg !80
  call void @llvm.dbg.value(metadata i32 %11, metadata !59, metadata !DIExpression()), !dbg !78
  %12 = bitcast %struct.node** %3 to i8*, !dbg !95
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %12), !dbg !95
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !60, metadata !DIExpression()), !dbg !78
  store %struct.node* null, %struct.node** %3, align 8, !dbg !96, !tbaa !82
  call void @llvm.dbg.value(metadata i32 99, metadata !61, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !97
  call void @llvm.dbg.value(metadata i32 99, metadata !61, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !63, metadata !DIExpression()), !dbg !97
  %13 = icmp sgt i32 %11, 0, !dbg !98
  br i1 %13, label %17, label %14, !dbg !100

14:                                               ; preds = %50, %10
  %15 = phi %struct.node* [ null, %10 ], [ %51, %50 ]
  store %struct.node* %15, %struct.node** %3, align 8, !dbg !101, !tbaa !82
  %16 = icmp eq %struct.node* %15, null
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !103
  br label %57, !dbg !104

17:                                               ; preds = %10, %50
  %18 = phi i32 [ %22, %50 ], [ 99, %10 ]
  %19 = phi i32 [ %52, %50 ], [ 0, %10 ]
  %20 = phi %struct.node* [ %51, %50 ], [ null, %10 ]
  call void @llvm.dbg.value(metadata i32 %18, metadata !61, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %19, metadata !63, metadata !DIExpression()), !dbg !97
  %21 = mul i32 %18, 1664525, !dbg !105
  %22 = add i32 %21, 1013904223, !dbg !106
  call void @llvm.dbg.value(metadata i32 %22, metadata !61, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata %struct.node* %20, metadata !60, metadata !DIExpression()), !dbg !78
  %23 = lshr i32 %22, 20, !dbg !107
  %24 = urem i32 %19, 9, !dbg !108
  %25 = sitofp i32 %24 to double, !dbg !109
  call void @llvm.dbg.value(metadata %struct.node* %20, metadata !110, metadata !DIExpression()) #9, !dbg !119
  call void @llvm.dbg.value(metadata i32 %23, metadata !115, metadata !DIExpression()) #9, !dbg !119
  call void @llvm.dbg.value(metadata double %25, metadata !116, metadata !DIExpression()) #9, !dbg !119
  %26 = call noalias dereferenceable_or_null(24) i8* @malloc(i64 noundef 24) #9, !dbg !121
  %27 = bitcast i8* %26 to %struct.node*, !dbg !121
  call void @llvm.dbg.value(metadata %struct.node* %27, metadata !117, metadata !DIExpression()) #9, !dbg !119
  %28 = getelementptr inbounds %struct.node, %struct.node* %27, i64 0, i32 0, !dbg !122
  store i32 %23, i32* %28, align 8, !dbg !123, !tbaa !43
  %29 = getelementptr inbounds %struct.node, %struct.node* %27, i64 0, i32 1, !dbg !124
  store double %25, double* %29, align 8, !dbg !125, !tbaa !35
  %30 = icmp eq %struct.node* %20, null, !dbg !126
  br i1 %30, label %35, label %31, !dbg !128

31:                                               ; preds = %17
  %32 = getelementptr inbounds %struct.node, %struct.node* %20, i64 0, i32 0, !dbg !129
  %33 = load i32, i32* %32, align 8, !dbg !129, !tbaa !43
  %34 = icmp slt i32 %33, %23, !dbg !130
  br i1 %34, label %37, label %35, !dbg !131

35:                                               ; preds = %31, %17
  %36 = getelementptr inbounds %struct.node, %struct.node* %27, i64 0, i32 2, !dbg !132
  store %struct.node* %20, %struct.node** %36, align 8, !dbg !134, !tbaa !47
  br label %50, !dbg !135

37:                                               ; preds = %31, %42
  %38 = phi %struct.node* [ %40, %42 ], [ %20, %31 ], !dbg !119
  call void @llvm.dbg.value(metadata %struct.node* %38, metadata !118, metadata !DIExpression()) #9, !dbg !119
  %39 = getelementptr inbounds %struct.node, %struct.node* %38, i64 0, i32 2, !dbg !136
  %40 = load %struct.node*, %struct.node** %39, align 8, !dbg !136, !tbaa !47
  %41 = icmp eq %struct.node* %40, null, !dbg !137
  br i1 %41, label %46, label %42, !dbg !138

42:                                               ; preds = %37
  %43 = getelementptr inbounds %struct.node, %struct.node* %40, i64 0, i32 0, !dbg !139
  %44 = load i32, i32* %43, align 8, !dbg !139, !tbaa !43
  %45 = icmp slt i32 %44, %23, !dbg !140
  br i1 %45, label %37, label %46, !dbg !141, !llvm.loop !142

46:                                               ; preds = %42, %37
  %47 = getelementptr inbounds %struct.node, %struct.node* %38, i64 0, i32 2, !dbg !136
  %48 = getelementptr inbounds %struct.node, %struct.node* %27, i64 0, i32 2, !dbg !144
  store %struct.node* %40, %struct.node** %48, align 8, !dbg !145, !tbaa !47
  %49 = bitcast %struct.node** %47 to i8**, !dbg !146
  store i8* %26, i8** %49, align 8, !dbg !146, !tbaa !47
  br label %50

50:                                               ; preds = %35, %46
  %51 = phi %struct.node* [ %27, %35 ], [ %20, %46 ], !dbg !119
  call void @llvm.dbg.value(metadata %struct.node* %51, metadata !60, metadata !DIExpression()), !dbg !78
  %52 = add nuw nsw i32 %19, 1, !dbg !147
  call void @llvm.dbg.value(metadata i32 %22, metadata !61, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %52, metadata !63, metadata !DIExpression()), !dbg !97
  %53 = icmp eq i32 %52, %11, !dbg !98
  br i1 %53, label %14, label %17, !dbg !100, !llvm.loop !148

54:                                               ; preds = %71
  call void @llvm.dbg.value(metadata %struct.node** %3, metadata !69, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !78
  %55 = load %struct.node*, %struct.node** %3, align 8, !dbg !150, !tbaa !82
  %56 = icmp eq %struct.node* %55, null, !dbg !151
  br i1 %56, label %91, label %76, !dbg !151

57:                                               ; preds = %14, %71
  %58 = phi i32 [ 0, %14 ], [ %73, %71 ]
  %59 = phi i32 [ 0, %14 ], [ %74, %71 ]
  call void @llvm.dbg.value(metadata i32 %58, metadata !65, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %59, metadata !66, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata %struct.node* %15, metadata !60, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata %struct.node* %15, metadata !152, metadata !DIExpression()), !dbg !158
  call void @llvm.dbg.value(metadata i32 %59, metadata !157, metadata !DIExpression()), !dbg !158
  br i1 %16, label %71, label %60, !dbg !161

60:                                               ; preds = %57, %67
  %61 = phi %struct.node* [ %69, %67 ], [ %15, %57 ]
  call void @llvm.dbg.value(metadata %struct.node* %61, metadata !152, metadata !DIExpression()), !dbg !158
  %62 = getelementptr inbounds %struct.node, %struct.node* %61, i64 0, i32 0, !dbg !162
  %63 = load i32, i32* %62, align 8, !dbg !162, !tbaa !43
  %64 = icmp eq i32 %63, %59, !dbg !165
  br i1 %64, label %71, label %65, !dbg !166

65:                                               ; preds = %60
  %66 = icmp sgt i32 %63, %59, !dbg !167
  br i1 %66, label %71, label %67, !dbg !169

67:                                               ; preds = %65
  %68 = getelementptr inbounds %struct.node, %struct.node* %61, i64 0, i32 2, !dbg !170
  %69 = load %struct.node*, %struct.node** %68, align 8, !dbg !170, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %69, metadata !152, metadata !DIExpression()), !dbg !158
  %70 = icmp eq %struct.node* %69, null, !dbg !171
  br i1 %70, label %71, label %60, !dbg !161, !llvm.loop !172

71:                                               ; preds = %60, %65, %67, %57
  %72 = phi i32 [ 0, %57 ], [ 1, %60 ], [ 0, %65 ], [ 0, %67 ], !dbg !158
  %73 = add nuw nsw i32 %72, %58, !dbg !174
  call void @llvm.dbg.value(metadata i32 %73, metadata !65, metadata !DIExpression()), !dbg !78
  %74 = add nuw nsw i32 %59, 7, !dbg !175
  call void @llvm.dbg.value(metadata i32 %74, metadata !66, metadata !DIExpression()), !dbg !103
  %75 = icmp ult i32 %59, 4089, !dbg !176
  br i1 %75, label %57, label %54, !dbg !104, !llvm.loop !177

76:                                               ; preds = %54, %87
  %77 = phi %struct.node* [ %89, %87 ], [ %55, %54 ]
  %78 = phi %struct.node** [ %88, %87 ], [ %3, %54 ]
  %79 = phi i32 [ %80, %87 ], [ 0, %54 ]
  call void @llvm.dbg.value(metadata %struct.node** %78, metadata !69, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %79, metadata !68, metadata !DIExpression()), !dbg !78
  %80 = add nuw nsw i32 %79, 1, !dbg !179
  call void @llvm.dbg.value(metadata i32 %80, metadata !68, metadata !DIExpression()), !dbg !78
  %81 = urem i32 %79, 3, !dbg !180
  %82 = icmp eq i32 %81, 2, !dbg !181
  %83 = getelementptr inbounds %struct.node, %struct.node* %77, i64 0, i32 2, !dbg !182
  br i1 %82, label %84, label %87, !dbg !183

84:                                               ; preds = %76
  call void @llvm.dbg.value(metadata %struct.node* %77, metadata !71, metadata !DIExpression()), !dbg !184
  %85 = load %struct.node*, %struct.node** %83, align 8, !dbg !185, !tbaa !47
  store %struct.node* %85, %struct.node** %78, align 8, !dbg !186, !tbaa !82
  %86 = bitcast %struct.node* %77 to i8*, !dbg !187
  call void @free(i8* noundef %86) #9, !dbg !188
  br label %87, !dbg !189

87:                                               ; preds = %76, %84
  %88 = phi %struct.node** [ %78, %84 ], [ %83, %76 ], !dbg !78
  call void @llvm.dbg.value(metadata %struct.node** %88, metadata !69, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %80, metadata !68, metadata !DIExpression()), !dbg !78
  %89 = load %struct.node*, %struct.node** %88, align 8, !dbg !150, !tbaa !82
  %90 = icmp eq %struct.node* %89, null, !dbg !151
  br i1 %90, label %91, label %76, !dbg !151, !llvm.loop !190

91:                                               ; preds = %87, %54
  %92 = load %struct.node*, %struct.node** %3, align 8, !dbg !192, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.node* %92, metadata !60, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata %struct.node* %92, metadata !28, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata %struct.node* %92, metadata !30, metadata !DIExpression()) #9, !dbg !193
  %93 = icmp eq %struct.node* %92, null, !dbg !195
  br i1 %93, label %106, label %94, !dbg !195

94:                                               ; preds = %91, %94
  %95 = phi %struct.node* [ %104, %94 ], [ %92, %91 ]
  %96 = phi double [ %102, %94 ], [ 0.000000e+00, %91 ]
  call void @llvm.dbg.value(metadata %struct.node* %95, metadata !30, metadata !DIExpression()) #9, !dbg !193
  call void @llvm.dbg.value(metadata double %96, metadata !29, metadata !DIExpression()) #9, !dbg !193
  %97 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 1, !dbg !196
  %98 = load double, double* %97, align 8, !dbg !196, !tbaa !35
  %99 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 0, !dbg !197
  %100 = load i32, i32* %99, align 8, !dbg !197, !tbaa !43
  %101 = sitofp i32 %100 to double, !dbg !198
  %102 = call double @llvm.fmuladd.f64(double %98, double %101, double %96) #9, !dbg !199
  call void @llvm.dbg.value(metadata double %102, metadata !29, metadata !DIExpression()) #9, !dbg !193
  %103 = getelementptr inbounds %struct.node, %struct.node* %95, i64 0, i32 2, !dbg !200
  %104 = load %struct.node*, %struct.node** %103, align 8, !dbg !200, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %104, metadata !30, metadata !DIExpression()) #9, !dbg !193
  %105 = icmp eq %struct.node* %104, null, !dbg !195
  br i1 %105, label %106, label %94, !dbg !195, !llvm.loop !201

106:                                              ; preds = %94, %91
  %107 = phi double [ 0.000000e+00, %91 ], [ %102, %94 ], !dbg !193
  call void @llvm.dbg.value(metadata double %107, metadata !75, metadata !DIExpression()), !dbg !78
  %108 = load %struct.node*, %struct.node** %3, align 8, !tbaa !82
  call void @llvm.dbg.value(metadata %struct.node* %108, metadata !60, metadata !DIExpression()), !dbg !78
  %109 = icmp eq %struct.node* %108, null, !dbg !203
  br i1 %109, label %116, label %110, !dbg !203

110:                                              ; preds = %106, %110
  %111 = phi %struct.node* [ %113, %110 ], [ %108, %106 ]
  call void @llvm.dbg.value(metadata %struct.node* %111, metadata !60, metadata !DIExpression()), !dbg !78
  %112 = getelementptr inbounds %struct.node, %struct.node* %111, i64 0, i32 2, !dbg !204
  %113 = load %struct.node*, %struct.node** %112, align 8, !dbg !204, !tbaa !47
  call void @llvm.dbg.value(metadata %struct.node* %113, metadata !76, metadata !DIExpression()), !dbg !205
  %114 = bitcast %struct.node* %111 to i8*, !dbg !206
  call void @free(i8* noundef %114) #9, !dbg !207
  call void @llvm.dbg.value(metadata %struct.node* %113, metadata !60, metadata !DIExpression()), !dbg !78
  %115 = icmp eq %struct.node* %113, null, !dbg !203
  br i1 %115, label %116, label %110, !dbg !203, !llvm.loop !208

116:                                              ; preds = %110, %106
  %117 = phi %struct.node* [ %108, %106 ], [ %113, %110 ]
  store %struct.node* %117, %struct.node** %3, align 8, !dbg !78, !tbaa !82
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str, i64 0, i64 0), i32 noundef %73, double noundef %107), !dbg !210
  %119 = bitcast %struct.node** %3 to i8*, !dbg !211
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %119), !dbg !211
  ret i32 0, !dbg !212
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
!48 = distinct !{!48, !32, !49, !50, !51}
!49 = !DILocation(line: 49, column: 3, scope: !16)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !{!"llvm.loop.unroll.disable"}
!52 = !DILocation(line: 50, column: 3, scope: !16)
!53 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 53, type: !54, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!3, !3, !5}
!56 = !{!57, !58, !59, !60, !61, !63, !65, !66, !68, !69, !71, !75, !76}
!57 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !1, line: 53, type: !3)
!58 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !1, line: 53, type: !5)
!59 = !DILocalVariable(name: "n", scope: !53, file: !1, line: 55, type: !3)
!60 = !DILocalVariable(name: "head", scope: !53, file: !1, line: 56, type: !26)
!61 = !DILocalVariable(name: "s", scope: !53, file: !1, line: 57, type: !62)
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "i", scope: !64, file: !1, line: 58, type: !3)
!64 = distinct !DILexicalBlock(scope: !53, file: !1, line: 58, column: 3)
!65 = !DILocalVariable(name: "found", scope: !53, file: !1, line: 62, type: !3)
!66 = !DILocalVariable(name: "q", scope: !67, file: !1, line: 63, type: !3)
!67 = distinct !DILexicalBlock(scope: !53, file: !1, line: 63, column: 3)
!68 = !DILocalVariable(name: "idx", scope: !53, file: !1, line: 66, type: !3)
!69 = !DILocalVariable(name: "pp", scope: !53, file: !1, line: 67, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!71 = !DILocalVariable(name: "dead", scope: !72, file: !1, line: 70, type: !26)
!72 = distinct !DILexicalBlock(scope: !73, file: !1, line: 69, column: 25)
!73 = distinct !DILexicalBlock(scope: !74, file: !1, line: 69, column: 9)
!74 = distinct !DILexicalBlock(scope: !53, file: !1, line: 68, column: 15)
!75 = !DILocalVariable(name: "sum", scope: !53, file: !1, line: 77, type: !4)
!76 = !DILocalVariable(name: "nx", scope: !77, file: !1, line: 79, type: !26)
!77 = distinct !DILexicalBlock(scope: !53, file: !1, line: 78, column: 16)
!78 = !DILocation(line: 0, scope: !53)
!79 = !DILocation(line: 55, column: 16, scope: !53)
!80 = !DILocation(line: 55, column: 11, scope: !53)
!81 = !DILocation(line: 55, column: 27, scope: !53)
!82 = !{!41, !41, i64 0}
!83 = !DILocalVariable(name: "__nptr", arg: 1, scope: !84, file: !85, line: 362, type: !88)
!84 = distinct !DISubprogram(name: "atoi", scope: !85, file: !85, line: 362, type: !86, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !90)
!85 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!86 = !DISubroutineType(types: !87)
!87 = !{!3, !88}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!90 = !{!83}
!91 = !DILocation(line: 0, scope: !84, inlinedAt: !92)
!92 = distinct !DILocation(line: 55, column: 22, scope: !53)
!93 = !DILocation(line: 364, column: 16, scope: !84, inlinedAt: !92)
!94 = !DILocation(line: 364, column: 10, scope: !84, inlinedAt: !92)
!95 = !DILocation(line: 56, column: 3, scope: !53)
!96 = !DILocation(line: 56, column: 16, scope: !53)
!97 = !DILocation(line: 0, scope: !64)
!98 = !DILocation(line: 58, column: 21, scope: !99)
!99 = distinct !DILexicalBlock(scope: !64, file: !1, line: 58, column: 3)
!100 = !DILocation(line: 58, column: 3, scope: !64)
!101 = !DILocation(line: 0, scope: !102)
!102 = distinct !DILexicalBlock(scope: !99, file: !1, line: 58, column: 31)
!103 = !DILocation(line: 0, scope: !67)
!104 = !DILocation(line: 63, column: 3, scope: !67)
!105 = !DILocation(line: 59, column: 11, scope: !102)
!106 = !DILocation(line: 59, column: 22, scope: !102)
!107 = !DILocation(line: 60, column: 33, scope: !102)
!108 = !DILocation(line: 60, column: 52, scope: !102)
!109 = !DILocation(line: 60, column: 41, scope: !102)
!110 = !DILocalVariable(name: "head", arg: 1, scope: !111, file: !1, line: 13, type: !26)
!111 = distinct !DISubprogram(name: "insert", scope: !1, file: !1, line: 13, type: !112, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !114)
!112 = !DISubroutineType(types: !113)
!113 = !{!26, !26, !3, !4}
!114 = !{!110, !115, !116, !117, !118}
!115 = !DILocalVariable(name: "key", arg: 2, scope: !111, file: !1, line: 13, type: !3)
!116 = !DILocalVariable(name: "val", arg: 3, scope: !111, file: !1, line: 13, type: !4)
!117 = !DILocalVariable(name: "n", scope: !111, file: !1, line: 15, type: !26)
!118 = !DILocalVariable(name: "p", scope: !111, file: !1, line: 22, type: !26)
!119 = !DILocation(line: 0, scope: !111, inlinedAt: !120)
!120 = distinct !DILocation(line: 60, column: 12, scope: !102)
!121 = !DILocation(line: 15, column: 20, scope: !111, inlinedAt: !120)
!122 = !DILocation(line: 16, column: 6, scope: !111, inlinedAt: !120)
!123 = !DILocation(line: 16, column: 10, scope: !111, inlinedAt: !120)
!124 = !DILocation(line: 17, column: 6, scope: !111, inlinedAt: !120)
!125 = !DILocation(line: 17, column: 10, scope: !111, inlinedAt: !120)
!126 = !DILocation(line: 18, column: 12, scope: !127, inlinedAt: !120)
!127 = distinct !DILexicalBlock(scope: !111, file: !1, line: 18, column: 7)
!128 = !DILocation(line: 18, column: 20, scope: !127, inlinedAt: !120)
!129 = !DILocation(line: 18, column: 29, scope: !127, inlinedAt: !120)
!130 = !DILocation(line: 18, column: 33, scope: !127, inlinedAt: !120)
!131 = !DILocation(line: 18, column: 7, scope: !111, inlinedAt: !120)
!132 = !DILocation(line: 19, column: 8, scope: !133, inlinedAt: !120)
!133 = distinct !DILexicalBlock(scope: !127, file: !1, line: 18, column: 41)
!134 = !DILocation(line: 19, column: 13, scope: !133, inlinedAt: !120)
!135 = !DILocation(line: 20, column: 5, scope: !133, inlinedAt: !120)
!136 = !DILocation(line: 23, column: 13, scope: !111, inlinedAt: !120)
!137 = !DILocation(line: 23, column: 18, scope: !111, inlinedAt: !120)
!138 = !DILocation(line: 23, column: 26, scope: !111, inlinedAt: !120)
!139 = !DILocation(line: 23, column: 38, scope: !111, inlinedAt: !120)
!140 = !DILocation(line: 23, column: 42, scope: !111, inlinedAt: !120)
!141 = !DILocation(line: 23, column: 3, scope: !111, inlinedAt: !120)
!142 = distinct !{!142, !141, !143, !50, !51}
!143 = !DILocation(line: 24, column: 12, scope: !111, inlinedAt: !120)
!144 = !DILocation(line: 25, column: 6, scope: !111, inlinedAt: !120)
!145 = !DILocation(line: 25, column: 11, scope: !111, inlinedAt: !120)
!146 = !DILocation(line: 26, column: 11, scope: !111, inlinedAt: !120)
!147 = !DILocation(line: 58, column: 27, scope: !99)
!148 = distinct !{!148, !100, !149, !50, !51}
!149 = !DILocation(line: 61, column: 3, scope: !64)
!150 = !DILocation(line: 68, column: 10, scope: !53)
!151 = !DILocation(line: 68, column: 3, scope: !53)
!152 = !DILocalVariable(name: "p", arg: 1, scope: !153, file: !1, line: 30, type: !19)
!153 = distinct !DISubprogram(name: "contains", scope: !1, file: !1, line: 30, type: !154, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !156)
!154 = !DISubroutineType(types: !155)
!155 = !{!3, !19, !3}
!156 = !{!152, !157}
!157 = !DILocalVariable(name: "key", arg: 2, scope: !153, file: !1, line: 30, type: !3)
!158 = !DILocation(line: 0, scope: !153, inlinedAt: !159)
!159 = distinct !DILocation(line: 64, column: 14, scope: !160)
!160 = distinct !DILexicalBlock(scope: !67, file: !1, line: 63, column: 3)
!161 = !DILocation(line: 32, column: 3, scope: !153, inlinedAt: !159)
!162 = !DILocation(line: 33, column: 12, scope: !163, inlinedAt: !159)
!163 = distinct !DILexicalBlock(scope: !164, file: !1, line: 33, column: 9)
!164 = distinct !DILexicalBlock(scope: !153, file: !1, line: 32, column: 21)
!165 = !DILocation(line: 33, column: 16, scope: !163, inlinedAt: !159)
!166 = !DILocation(line: 33, column: 9, scope: !164, inlinedAt: !159)
!167 = !DILocation(line: 35, column: 16, scope: !168, inlinedAt: !159)
!168 = distinct !DILexicalBlock(scope: !164, file: !1, line: 35, column: 9)
!169 = !DILocation(line: 35, column: 9, scope: !164, inlinedAt: !159)
!170 = !DILocation(line: 37, column: 12, scope: !164, inlinedAt: !159)
!171 = !DILocation(line: 32, column: 12, scope: !153, inlinedAt: !159)
!172 = distinct !{!172, !161, !173, !50, !51}
!173 = !DILocation(line: 38, column: 3, scope: !153, inlinedAt: !159)
!174 = !DILocation(line: 64, column: 11, scope: !160)
!175 = !DILocation(line: 63, column: 31, scope: !160)
!176 = !DILocation(line: 63, column: 21, scope: !160)
!177 = distinct !{!177, !104, !178, !50, !51}
!178 = !DILocation(line: 64, column: 30, scope: !67)
!179 = !DILocation(line: 69, column: 12, scope: !73)
!180 = !DILocation(line: 69, column: 15, scope: !73)
!181 = !DILocation(line: 69, column: 19, scope: !73)
!182 = !DILocation(line: 0, scope: !73)
!183 = !DILocation(line: 69, column: 9, scope: !74)
!184 = !DILocation(line: 0, scope: !72)
!185 = !DILocation(line: 71, column: 19, scope: !72)
!186 = !DILocation(line: 71, column: 11, scope: !72)
!187 = !DILocation(line: 72, column: 12, scope: !72)
!188 = !DILocation(line: 72, column: 7, scope: !72)
!189 = !DILocation(line: 73, column: 5, scope: !72)
!190 = distinct !{!190, !151, !191, !50, !51}
!191 = !DILocation(line: 76, column: 3, scope: !53)
!192 = !DILocation(line: 77, column: 28, scope: !53)
!193 = !DILocation(line: 0, scope: !16, inlinedAt: !194)
!194 = distinct !DILocation(line: 77, column: 16, scope: !53)
!195 = !DILocation(line: 46, column: 3, scope: !16, inlinedAt: !194)
!196 = !DILocation(line: 47, column: 13, scope: !34, inlinedAt: !194)
!197 = !DILocation(line: 47, column: 22, scope: !34, inlinedAt: !194)
!198 = !DILocation(line: 47, column: 19, scope: !34, inlinedAt: !194)
!199 = !DILocation(line: 47, column: 7, scope: !34, inlinedAt: !194)
!200 = !DILocation(line: 48, column: 12, scope: !34, inlinedAt: !194)
!201 = distinct !{!201, !195, !202, !50, !51}
!202 = !DILocation(line: 49, column: 3, scope: !16, inlinedAt: !194)
!203 = !DILocation(line: 78, column: 3, scope: !53)
!204 = !DILocation(line: 79, column: 29, scope: !77)
!205 = !DILocation(line: 0, scope: !77)
!206 = !DILocation(line: 80, column: 10, scope: !77)
!207 = !DILocation(line: 80, column: 5, scope: !77)
!208 = distinct !{!208, !203, !209, !50, !51}
!209 = !DILocation(line: 82, column: 3, scope: !53)
!210 = !DILocation(line: 83, column: 3, scope: !53)
!211 = !DILocation(line: 85, column: 1, scope: !53)
!212 = !DILocation(line: 84, column: 3, scope: !53)
