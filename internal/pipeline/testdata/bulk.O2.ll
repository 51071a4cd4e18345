; ModuleID = 'bulk.c'
source_filename = "bulk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !48
  %3 = icmp sgt i32 %0, 1, !dbg !49
  br i1 %3, label %4, label %15, !dbg !50

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !51
  %6 = load i8*, i8** %5, align 8, !dbg !51, !tbaa !52
  call void @llvm.dbg.value(metadata i8* %6, metadata !56, metadata !DIExpression()) #8, !dbg !64
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !66
  %8 = trunc i64 %7 to i32, !dbg !67
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !48
  %9 = icmp eq i32 %0, 2, !dbg !68
  br i1 %9, label %15, label %10, !dbg !69

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !70
  %12 = load i8*, i8** %11, align 8, !dbg !70, !tbaa !52
  call void @llvm.dbg.value(metadata i8* %12, metadata !56, metadata !DIExpression()) #8, !dbg !71
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !73
  %14 = trunc i64 %13 to i32, !dbg !74
  br label %15, !dbg !69

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 1000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !69
  call void @llvm.dbg.value(metadata i32 %17, metadata !22, metadata !DIExpression()), !dbg !48
  %18 = sext i32 %16 to i64, !dbg !75
  %19 = shl nsw i64 %18, 3, !dbg !76
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #8, !dbg !77
  %21 = bitcast i8* %20 to double*, !dbg !77
  call void @llvm.dbg.value(metadata double* %21, metadata !23, metadata !DIExpression()), !dbg !48
  %22 = tail call noalias i8* @malloc(i64 noundef %19) #8, !dbg !78
  %23 = bitcast i8* %22 to double*, !dbg !78
  call void @llvm.dbg.value(metadata double* %23, metadata !26, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %21, metadata !79, metadata !DIExpression()) #8, !dbg !87
  call void @llvm.dbg.value(metadata i32 %8, metadata !84, metadata !DIExpression()) #8, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()) #8, !dbg !89
  %24 = icmp sgt i32 %16, 0, !dbg !90
  br i1 %24, label %26, label %25, !dbg !92

25:                                               ; preds = %15
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %22, i8 0, i64 %19, i1 false), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !94
  br label %52, !dbg !95

26:                                               ; preds = %15
  %27 = zext i32 %16 to i64, !dbg !92
  %28 = shl nuw nsw i64 %27, 3, !dbg !92
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %20, i8 0, i64 %28, i1 false) #8, !dbg !96, !tbaa !97
  call void @llvm.dbg.value(metadata i32 undef, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !89
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %22, i8 0, i64 %19, i1 false), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !27, metadata !DIExpression()), !dbg !94
  %29 = zext i32 %16 to i64, !dbg !99
  %30 = icmp ult i32 %16, 4, !dbg !95
  br i1 %30, label %50, label %31, !dbg !95

31:                                               ; preds = %26
  %32 = and i64 %29, 4294967292, !dbg !95
  br label %33, !dbg !95

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %45, %33 ], !dbg !101
  %35 = phi <2 x i32> [ <i32 0, i32 1>, %31 ], [ %46, %33 ], !dbg !102
  %36 = add <2 x i32> %35, <i32 2, i32 2>, !dbg !102
  %37 = urem <2 x i32> %35, <i32 13, i32 13>, !dbg !102
  %38 = urem <2 x i32> %36, <i32 13, i32 13>, !dbg !102
  %39 = sitofp <2 x i32> %37 to <2 x double>, !dbg !103
  %40 = sitofp <2 x i32> %38 to <2 x double>, !dbg !103
  %41 = getelementptr inbounds double, double* %21, i64 %34, !dbg !101
  %42 = bitcast double* %41 to <2 x double>*, !dbg !104
  store <2 x double> %39, <2 x double>* %42, align 8, !dbg !104, !tbaa !97
  %43 = getelementptr inbounds double, double* %41, i64 2, !dbg !104
  %44 = bitcast double* %43 to <2 x double>*, !dbg !104
  store <2 x double> %40, <2 x double>* %44, align 8, !dbg !104, !tbaa !97
  %45 = add nuw i64 %34, 4, !dbg !101
  %46 = add <2 x i32> %35, <i32 4, i32 4>, !dbg !102
  %47 = icmp eq i64 %45, %32, !dbg !101
  br i1 %47, label %48, label %33, !dbg !101, !llvm.loop !105

48:                                               ; preds = %33
  %49 = icmp eq i64 %32, %29, !dbg !95
  br i1 %49, label %52, label %50, !dbg !95

50:                                               ; preds = %26, %48
  %51 = phi i64 [ 0, %26 ], [ %32, %48 ]
  br label %76, !dbg !95

52:                                               ; preds = %76, %48, %25
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !29, metadata !DIExpression()), !dbg !48
  %53 = icmp sgt i32 %17, 0, !dbg !110
  br i1 %53, label %54, label %84, !dbg !111

54:                                               ; preds = %52
  %55 = zext i32 %16 to i64
  %56 = getelementptr inbounds double, double* %21, i64 1
  %57 = bitcast double* %56 to i8*
  %58 = getelementptr inbounds double, double* %23, i64 2
  %59 = bitcast double* %58 to i8*
  %60 = add nsw i32 %16, -3
  %61 = sext i32 %60 to i64
  %62 = shl nsw i64 %61, 3
  %63 = getelementptr inbounds double, double* %23, i64 5
  %64 = bitcast double* %63 to i8*
  %65 = add nsw i32 %16, -5
  %66 = sext i32 %65 to i64
  %67 = shl nsw i64 %66, 3
  %68 = shl nuw nsw i64 %55, 3, !dbg !111
  %69 = add nsw i64 %18, -1, !dbg !111
  %70 = udiv i64 %69, 7, !dbg !111
  %71 = add nuw nsw i64 %70, 1, !dbg !111
  %72 = and i64 %71, 3
  %73 = icmp ult i64 %69, 21
  %74 = and i64 %71, 9223372036854775804
  %75 = icmp eq i64 %72, 0
  br label %91, !dbg !111

76:                                               ; preds = %50, %76
  %77 = phi i64 [ %82, %76 ], [ %51, %50 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !27, metadata !DIExpression()), !dbg !94
  %78 = trunc i64 %77 to i32, !dbg !102
  %79 = urem i32 %78, 13, !dbg !102
  %80 = sitofp i32 %79 to double, !dbg !103
  %81 = getelementptr inbounds double, double* %21, i64 %77, !dbg !112
  store double %80, double* %81, align 8, !dbg !104, !tbaa !97
  %82 = add nuw nsw i64 %77, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %82, metadata !27, metadata !DIExpression()), !dbg !94
  %83 = icmp eq i64 %82, %29, !dbg !99
  br i1 %83, label %52, label %76, !dbg !95, !llvm.loop !113

84:                                               ; preds = %113, %52
  %85 = phi double [ 0.000000e+00, %52 ], [ %114, %113 ], !dbg !115
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !116
  %86 = getelementptr inbounds i8, i8* %20, i64 24, !dbg !117
  %87 = bitcast i8* %86 to double*, !dbg !117
  %88 = load double, double* %87, align 8, !dbg !117, !tbaa !97
  call void @llvm.dbg.value(metadata double %88, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  call void @llvm.dbg.value(metadata i32 undef, metadata !45, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !116
  call void @llvm.dbg.value(metadata double %88, metadata !47, metadata !DIExpression(DW_OP_LLVM_fragment, 192, 64)), !dbg !48
  %89 = fadd double %85, %88, !dbg !119
  call void @llvm.dbg.value(metadata double %89, metadata !29, metadata !DIExpression()), !dbg !48
  %90 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %89), !dbg !120
  tail call void @free(i8* noundef %20) #8, !dbg !121
  tail call void @free(i8* noundef %22) #8, !dbg !122
  ret i32 0, !dbg !123

91:                                               ; preds = %54, %113
  %92 = phi i32 [ 0, %54 ], [ %115, %113 ]
  %93 = phi double [ 0.000000e+00, %54 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i32 %92, metadata !30, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %93, metadata !29, metadata !DIExpression()), !dbg !48
  call void @llvm.dbg.value(metadata double* %23, metadata !124, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata double* %21, metadata !131, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 %8, metadata !132, metadata !DIExpression()), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !133, metadata !DIExpression()), !dbg !137
  br i1 %24, label %95, label %94, !dbg !138

94:                                               ; preds = %91
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %57, i8* nonnull align 8 %59, i64 %62, i1 false), !dbg !139
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %64, i8* align 8 %22, i64 %67, i1 false), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %93, metadata !29, metadata !DIExpression()), !dbg !48
  br label %113, !dbg !142

95:                                               ; preds = %91
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %22, i8* align 8 %20, i64 %68, i1 false), !dbg !143, !tbaa !97
  call void @llvm.dbg.value(metadata i32 undef, metadata !133, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !137
  tail call void @llvm.memcpy.p0i8.p0i8.i64(i8* nonnull align 8 %57, i8* nonnull align 8 %59, i64 %62, i1 false), !dbg !139
  tail call void @llvm.memmove.p0i8.p0i8.i64(i8* nonnull align 8 %64, i8* align 8 %22, i64 %67, i1 false), !dbg !140
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %93, metadata !29, metadata !DIExpression()), !dbg !48
  br i1 %73, label %96, label %117, !dbg !142

96:                                               ; preds = %117, %95
  %97 = phi double [ undef, %95 ], [ %147, %117 ]
  %98 = phi i64 [ 0, %95 ], [ %148, %117 ]
  %99 = phi double [ %93, %95 ], [ %147, %117 ]
  br i1 %75, label %113, label %100, !dbg !142

100:                                              ; preds = %96, %100
  %101 = phi i64 [ %110, %100 ], [ %98, %96 ]
  %102 = phi double [ %109, %100 ], [ %99, %96 ]
  %103 = phi i64 [ %111, %100 ], [ 0, %96 ]
  call void @llvm.dbg.value(metadata i64 %101, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %102, metadata !29, metadata !DIExpression()), !dbg !48
  %104 = getelementptr inbounds double, double* %21, i64 %101, !dbg !145
  %105 = load double, double* %104, align 8, !dbg !145, !tbaa !97
  %106 = getelementptr inbounds double, double* %23, i64 %101, !dbg !147
  %107 = load double, double* %106, align 8, !dbg !147, !tbaa !97
  %108 = fadd double %105, %107, !dbg !148
  %109 = fadd double %102, %108, !dbg !149
  call void @llvm.dbg.value(metadata double %109, metadata !29, metadata !DIExpression()), !dbg !48
  %110 = add nuw nsw i64 %101, 7, !dbg !150
  call void @llvm.dbg.value(metadata i64 %110, metadata !32, metadata !DIExpression()), !dbg !141
  %111 = add i64 %103, 1, !dbg !142
  %112 = icmp eq i64 %111, %72, !dbg !142
  br i1 %112, label %113, label %100, !dbg !142, !llvm.loop !151

113:                                              ; preds = %96, %100, %94
  %114 = phi double [ %93, %94 ], [ %97, %96 ], [ %109, %100 ], !dbg !48
  %115 = add nuw nsw i32 %92, 1, !dbg !153
  call void @llvm.dbg.value(metadata i32 %115, metadata !30, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %114, metadata !29, metadata !DIExpression()), !dbg !48
  %116 = icmp eq i32 %115, %17, !dbg !110
  br i1 %116, label %84, label %91, !dbg !111, !llvm.loop !154

117:                                              ; preds = %95, %117
  %118 = phi i64 [ %148, %117 ], [ 0, %95 ]
  %119 = phi double [ %147, %117 ], [ %93, %95 ]
  %120 = phi i64 [ %149, %117 ], [ 0, %95 ]
  call void @llvm.dbg.value(metadata i64 %118, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %119, metadata !29, metadata !DIExpression()), !dbg !48
  %121 = getelementptr inbounds double, double* %21, i64 %118, !dbg !145
  %122 = load double, double* %121, align 8, !dbg !145, !tbaa !97
  %123 = getelementptr inbounds double, double* %23, i64 %118, !dbg !147
  %124 = load double, double* %123, align 8, !dbg !147, !tbaa !97
  %125 = fadd double %122, %124, !dbg !148
  %126 = fadd double %119, %125, !dbg !149
  call void @llvm.dbg.value(metadata double %126, metadata !29, metadata !DIExpression()), !dbg !48
  %127 = add nuw nsw i64 %118, 7, !dbg !150
  call void @llvm.dbg.value(metadata i64 %127, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %127, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %126, metadata !29, metadata !DIExpression()), !dbg !48
  %128 = getelementptr inbounds double, double* %21, i64 %127, !dbg !145
  %129 = load double, double* %128, align 8, !dbg !145, !tbaa !97
  %130 = getelementptr inbounds double, double* %23, i64 %127, !dbg !147
  %131 = load double, double* %130, align 8, !dbg !147, !tbaa !97
  %132 = fadd double %129, %131, !dbg !148
  %133 = fadd double %126, %132, !dbg !149
  call void @llvm.dbg.value(metadata double %133, metadata !29, metadata !DIExpression()), !dbg !48
  %134 = add nuw nsw i64 %118, 14, !dbg !150
  call void @llvm.dbg.value(metadata i64 %134, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %134, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %133, metadata !29, metadata !DIExpression()), !dbg !48
  %135 = getelementptr inbounds double, double* %21, i64 %134, !dbg !145
  %136 = load double, double* %135, align 8, !dbg !145, !tbaa !97
  %137 = getelementptr inbounds double, double* %23, i64 %134, !dbg !147
  %138 = load double, double* %137, align 8, !dbg !147, !tbaa !97
  %139 = fadd double %136, %138, !dbg !148
  %140 = fadd double %133, %139, !dbg !149
  call void @llvm.dbg.value(metadata double %140, metadata !29, metadata !DIExpression()), !dbg !48
  %141 = add nuw nsw i64 %118, 21, !dbg !150
  call void @llvm.dbg.value(metadata i64 %141, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata i64 %141, metadata !32, metadata !DIExpression()), !dbg !141
  call void @llvm.dbg.value(metadata double %140, metadata !29, metadata !DIExpression()), !dbg !48
  %142 = getelementptr inbounds double, double* %21, i64 %141, !dbg !145
  %143 = load double, double* %142, align 8, !dbg !145, !tbaa !97
  %144 = getelementptr inbounds double, double* %23, i64 %141, !dbg !147
  %145 = load double, double* %144, align 8, !dbg !147, !tbaa !97
  %146 = fadd double %143, %145, !dbg !148
  %147 = fadd double %140, %146, !dbg !149
  call void @llvm.dbg.value(metadata double %147, metadata !29, metadata !DIExpression()), !dbg !48
  %148 = add nuw nsw i64 %118, 28, !dbg !150
  call void @llvm.dbg.value(metadata i64 %148, metadata !32, metadata !DIExpression()), !dbg !141
  %149 = add i64 %120, 4, !dbg !142
  %150 = icmp eq i64 %149, %74, !dbg !142
  br i1 %150, label %96, label %117, !dbg !142, !llvm.loop !156
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: argmemonly mustprogress nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nounwind willreturn writeonly }
attributes #3 = { argmemonly mustprogress nofree nounwind willreturn }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "bulk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "a5509cccc1a8c094e8fe1532bbd1c95e")
!2 = !{!3, !4, !7}
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 24, type: !16, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !23, !26, !27, !29, !30, !32, !36, !45, !47}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 24, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 24, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 25, type: !3)
!22 = !DILocalVariable(name: "reps", scope: !15, file: !1, line: 26, type: !3)
!23 = !DILocalVariable(name: "a", scope: !15, file: !1, line: 27, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!26 = !DILocalVariable(name: "b", scope: !15, file: !1, line: 28, type: !24)
!27 = !DILocalVariable(name: "i", scope: !28, file: !1, line: 31, type: !3)
!28 = distinct !DILexicalBlock(scope: !15, file: !1, line: 31, column: 3)
!29 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 33, type: !25)
!30 = !DILocalVariable(name: "r", scope: !31, file: !1, line: 34, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 34, column: 3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 38, type: !3)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 38, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 34, column: 34)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 34, column: 3)
!36 = !DILocalVariable(name: "st", scope: !15, file: !1, line: 41, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "stats", file: !1, line: 12, baseType: !38)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 9, size: 1600, elements: !39)
!39 = !{!40, !44}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !38, file: !1, line: 10, baseType: !41, size: 1536)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 1536, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 24)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !38, file: !1, line: 11, baseType: !3, size: 32, offset: 1536)
!45 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 43, type: !3)
!46 = distinct !DILexicalBlock(scope: !15, file: !1, line: 43, column: 3)
!47 = !DILocalVariable(name: "cp", scope: !15, file: !1, line: 45, type: !37)
!48 = !DILocation(line: 0, scope: !15)
!49 = !DILocation(line: 25, column: 16, scope: !15)
!50 = !DILocation(line: 25, column: 11, scope: !15)
!51 = !DILocation(line: 25, column: 27, scope: !15)
!52 = !{!53, !53, i64 0}
!53 = !{!"any pointer", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocalVariable(name: "__nptr", arg: 1, scope: !57, file: !58, line: 362, type: !61)
!57 = distinct !DISubprogram(name: "atoi", scope: !58, file: !58, line: 362, type: !59, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !63)
!58 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!59 = !DISubroutineType(types: !60)
!60 = !{!3, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!63 = !{!56}
!64 = !DILocation(line: 0, scope: !57, inlinedAt: !65)
!65 = distinct !DILocation(line: 25, column: 22, scope: !15)
!66 = !DILocation(line: 364, column: 16, scope: !57, inlinedAt: !65)
!67 = !DILocation(line: 364, column: 10, scope: !57, inlinedAt: !65)
!68 = !DILocation(line: 26, column: 19, scope: !15)
!69 = !DILocation(line: 26, column: 14, scope: !15)
!70 = !DILocation(line: 26, column: 30, scope: !15)
!71 = !DILocation(line: 0, scope: !57, inlinedAt: !72)
!72 = distinct !DILocation(line: 26, column: 25, scope: !15)
!73 = !DILocation(line: 364, column: 16, scope: !57, inlinedAt: !72)
!74 = !DILocation(line: 364, column: 10, scope: !57, inlinedAt: !72)
!75 = !DILocation(line: 27, column: 22, scope: !15)
!76 = !DILocation(line: 27, column: 24, scope: !15)
!77 = !DILocation(line: 27, column: 15, scope: !15)
!78 = !DILocation(line: 28, column: 15, scope: !15)
!79 = !DILocalVariable(name: "a", arg: 1, scope: !80, file: !1, line: 14, type: !24)
!80 = distinct !DISubprogram(name: "zero", scope: !1, file: !1, line: 14, type: !81, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !24, !3}
!83 = !{!79, !84, !85}
!84 = !DILocalVariable(name: "n", arg: 2, scope: !80, file: !1, line: 14, type: !3)
!85 = !DILocalVariable(name: "i", scope: !86, file: !1, line: 15, type: !3)
!86 = distinct !DILexicalBlock(scope: !80, file: !1, line: 15, column: 3)
!87 = !DILocation(line: 0, scope: !80, inlinedAt: !88)
!88 = distinct !DILocation(line: 29, column: 3, scope: !15)
!89 = !DILocation(line: 0, scope: !86, inlinedAt: !88)
!90 = !DILocation(line: 15, column: 21, scope: !91, inlinedAt: !88)
!91 = distinct !DILexicalBlock(scope: !86, file: !1, line: 15, column: 3)
!92 = !DILocation(line: 15, column: 3, scope: !86, inlinedAt: !88)
!93 = !DILocation(line: 30, column: 3, scope: !15)
!94 = !DILocation(line: 0, scope: !28)
!95 = !DILocation(line: 31, column: 3, scope: !28)
!96 = !DILocation(line: 16, column: 10, scope: !91, inlinedAt: !88)
!97 = !{!98, !98, i64 0}
!98 = !{!"double", !54, i64 0}
!99 = !DILocation(line: 31, column: 21, scope: !100)
!100 = distinct !DILexicalBlock(scope: !28, file: !1, line: 31, column: 3)
!101 = !DILocation(line: 31, column: 27, scope: !100)
!102 = !DILocation(line: 32, column: 14, scope: !100)
!103 = !DILocation(line: 32, column: 12, scope: !100)
!104 = !DILocation(line: 32, column: 10, scope: !100)
!105 = distinct !{!105, !95, !106, !107, !108}
!106 = !DILocation(line: 32, column: 16, scope: !28)
!107 = !{!"llvm.loop.mustprogress"}
!108 = !{!"llvm.loop.isvectorized", i32 1}
!109 = !DILocation(line: 0, scope: !31)
!110 = !DILocation(line: 34, column: 21, scope: !35)
!111 = !DILocation(line: 34, column: 3, scope: !31)
!112 = !DILocation(line: 32, column: 5, scope: !100)
!113 = distinct !{!113, !95, !106, !107, !114, !108}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
!115 = !DILocation(line: 33, column: 10, scope: !15)
!116 = !DILocation(line: 0, scope: !46)
!117 = !DILocation(line: 44, column: 13, scope: !118)
!118 = distinct !DILexicalBlock(scope: !46, file: !1, line: 43, column: 3)
!119 = !DILocation(line: 46, column: 5, scope: !15)
!120 = !DILocation(line: 47, column: 3, scope: !15)
!121 = !DILocation(line: 48, column: 3, scope: !15)
!122 = !DILocation(line: 49, column: 3, scope: !15)
!123 = !DILocation(line: 51, column: 1, scope: !15)
!124 = !DILocalVariable(name: "dst", arg: 1, scope: !125, file: !1, line: 19, type: !24)
!125 = distinct !DISubprogram(name: "copy", scope: !1, file: !1, line: 19, type: !126, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !130)
!126 = !DISubroutineType(types: !127)
!127 = !{null, !24, !128, !3}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!130 = !{!124, !131, !132, !133}
!131 = !DILocalVariable(name: "src", arg: 2, scope: !125, file: !1, line: 19, type: !128)
!132 = !DILocalVariable(name: "n", arg: 3, scope: !125, file: !1, line: 19, type: !3)
!133 = !DILocalVariable(name: "i", scope: !134, file: !1, line: 20, type: !3)
!134 = distinct !DILexicalBlock(scope: !125, file: !1, line: 20, column: 3)
!135 = !DILocation(line: 0, scope: !125, inlinedAt: !136)
!136 = distinct !DILocation(line: 35, column: 5, scope: !34)
!137 = !DILocation(line: 0, scope: !134, inlinedAt: !136)
!138 = !DILocation(line: 20, column: 3, scope: !134, inlinedAt: !136)
!139 = !DILocation(line: 36, column: 5, scope: !34)
!140 = !DILocation(line: 37, column: 5, scope: !34)
!141 = !DILocation(line: 0, scope: !33)
!142 = !DILocation(line: 38, column: 5, scope: !33)
!143 = !DILocation(line: 21, column: 12, scope: !144, inlinedAt: !136)
!144 = distinct !DILexicalBlock(scope: !134, file: !1, line: 20, column: 3)
!145 = !DILocation(line: 39, column: 12, scope: !146)
!146 = distinct !DILexicalBlock(scope: !33, file: !1, line: 38, column: 5)
!147 = !DILocation(line: 39, column: 19, scope: !146)
!148 = !DILocation(line: 39, column: 17, scope: !146)
!149 = !DILocation(line: 39, column: 9, scope: !146)
!150 = !DILocation(line: 38, column: 30, scope: !146)
!151 = distinct !{!151, !152}
!152 = !{!"llvm.loop.unroll.disable"}
!153 = !DILocation(line: 34, column: 30, scope: !35)
!154 = distinct !{!154, !111, !155, !107}
!155 = !DILocation(line: 40, column: 3, scope: !31)
!156 = distinct !{!156, !142, !157, !107}
!157 = !DILocation(line: 39, column: 22, scope: !33)
