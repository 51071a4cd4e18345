; ModuleID = 'list_walk.c'
source_filename = "list_walk.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { double, %struct.node* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !42
  %3 = icmp sgt i32 %0, 1, !dbg !43
  br i1 %3, label %4, label %10, !dbg !44

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !45
  %6 = load i8*, i8** %5, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i8* %6, metadata !50, metadata !DIExpression()) #6, !dbg !58
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #6, !dbg !60
  %8 = trunc i64 %7 to i32, !dbg !61
  call void @llvm.dbg.value(metadata i32 %8, metadata !21, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata %struct.node* null, metadata !22, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !62
  %9 = icmp sgt i32 %8, 0, !dbg !63
  br i1 %9, label %10, label %14, !dbg !65

10:                                               ; preds = %2, %4
  %11 = phi i32 [ %8, %4 ], [ 1000, %2 ]
  br label %17, !dbg !65

12:                                               ; preds = %17
  %13 = bitcast i8* %23 to %struct.node*, !dbg !66
  br label %14, !dbg !75

14:                                               ; preds = %12, %4
  %15 = phi i32 [ %8, %4 ], [ %11, %12 ]
  %16 = phi %struct.node* [ null, %4 ], [ %13, %12 ], !dbg !42
  br label %29, !dbg !75

17:                                               ; preds = %10, %17
  %18 = phi %struct.node* [ %24, %17 ], [ null, %10 ]
  %19 = phi i32 [ %27, %17 ], [ 0, %10 ]
  call void @llvm.dbg.value(metadata %struct.node* %18, metadata !22, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %19, metadata !29, metadata !DIExpression()), !dbg !62
  %20 = mul nsw i32 %19, 7, !dbg !76
  %21 = urem i32 %20, 11, !dbg !77
  %22 = sitofp i32 %21 to double, !dbg !78
  call void @llvm.dbg.value(metadata %struct.node* %18, metadata !71, metadata !DIExpression()) #6, !dbg !79
  call void @llvm.dbg.value(metadata double %22, metadata !72, metadata !DIExpression()) #6, !dbg !79
  %23 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #6, !dbg !66
  %24 = bitcast i8* %23 to %struct.node*, !dbg !66
  call void @llvm.dbg.value(metadata %struct.node* %24, metadata !73, metadata !DIExpression()) #6, !dbg !79
  %25 = getelementptr inbounds %struct.node, %struct.node* %24, i64 0, i32 0, !dbg !80
  store double %22, double* %25, align 8, !dbg !81, !tbaa !82
  %26 = getelementptr inbounds %struct.node, %struct.node* %24, i64 0, i32 1, !dbg !85
  store %struct.node* %18, %struct.node** %26, align 8, !dbg !86, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %24, metadata !22, metadata !DIExpression()), !dbg !42
  %27 = add nuw nsw i32 %19, 1, !dbg !88
  call void @llvm.dbg.value(metadata i32 %27, metadata !29, metadata !DIExpression()), !dbg !62
  %28 = icmp eq i32 %27, %11, !dbg !63
  br i1 %28, label %12, label %17, !dbg !65, !llvm.loop !89

29:                                               ; preds = %14, %29
  %30 = phi %struct.node* [ %32, %29 ], [ %16, %14 ], !dbg !42
  call void @llvm.dbg.value(metadata %struct.node* %30, metadata !31, metadata !DIExpression()), !dbg !42
  %31 = getelementptr inbounds %struct.node, %struct.node* %30, i64 0, i32 1, !dbg !92
  %32 = load %struct.node*, %struct.node** %31, align 8, !dbg !92, !tbaa !87
  %33 = icmp eq %struct.node* %32, null, !dbg !75
  br i1 %33, label %34, label %29, !dbg !75, !llvm.loop !93

34:                                               ; preds = %29
  %35 = sdiv i32 %15, 2
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata %struct.node* %30, metadata !31, metadata !DIExpression()), !dbg !42
  %36 = icmp sgt i32 %15, 1, !dbg !96
  br i1 %36, label %39, label %37, !dbg !97

37:                                               ; preds = %39, %34
  %38 = icmp eq %struct.node* %16, null
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !37, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !106, metadata !DIExpression()), !dbg !107
  br i1 %38, label %123, label %51, !dbg !110

39:                                               ; preds = %34, %39
  %40 = phi i32 [ %49, %39 ], [ 0, %34 ]
  %41 = phi %struct.node* [ %43, %39 ], [ %30, %34 ]
  call void @llvm.dbg.value(metadata i32 %40, metadata !32, metadata !DIExpression()), !dbg !95
  call void @llvm.dbg.value(metadata %struct.node* %41, metadata !31, metadata !DIExpression()), !dbg !42
  %42 = tail call noalias dereferenceable_or_null(16) i8* @malloc(i64 noundef 16) #6, !dbg !112
  %43 = bitcast i8* %42 to %struct.node*, !dbg !112
  call void @llvm.dbg.value(metadata %struct.node* %43, metadata !34, metadata !DIExpression()), !dbg !113
  %44 = sitofp i32 %40 to double, !dbg !114
  %45 = getelementptr inbounds %struct.node, %struct.node* %43, i64 0, i32 0, !dbg !115
  store double %44, double* %45, align 8, !dbg !116, !tbaa !82
  %46 = getelementptr inbounds %struct.node, %struct.node* %43, i64 0, i32 1, !dbg !117
  store %struct.node* null, %struct.node** %46, align 8, !dbg !118, !tbaa !87
  %47 = getelementptr inbounds %struct.node, %struct.node* %41, i64 0, i32 1, !dbg !119
  %48 = bitcast %struct.node** %47 to i8**, !dbg !120
  store i8* %42, i8** %48, align 8, !dbg !120, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %43, metadata !31, metadata !DIExpression()), !dbg !42
  %49 = add nuw nsw i32 %40, 1, !dbg !121
  call void @llvm.dbg.value(metadata i32 %49, metadata !32, metadata !DIExpression()), !dbg !95
  %50 = icmp eq i32 %49, %35, !dbg !96
  br i1 %50, label %37, label %39, !dbg !97, !llvm.loop !122

51:                                               ; preds = %37, %51
  %52 = phi double [ %56, %51 ], [ 0.000000e+00, %37 ]
  %53 = phi %struct.node* [ %58, %51 ], [ %16, %37 ]
  call void @llvm.dbg.value(metadata double %52, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata %struct.node* %53, metadata !99, metadata !DIExpression()), !dbg !107
  %54 = getelementptr inbounds %struct.node, %struct.node* %53, i64 0, i32 0, !dbg !124
  %55 = load double, double* %54, align 8, !dbg !124, !tbaa !82
  %56 = fadd double %52, %55, !dbg !126
  call void @llvm.dbg.value(metadata double %56, metadata !106, metadata !DIExpression()), !dbg !107
  %57 = getelementptr inbounds %struct.node, %struct.node* %53, i64 0, i32 1, !dbg !127
  %58 = load %struct.node*, %struct.node** %57, align 8, !dbg !127, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %58, metadata !99, metadata !DIExpression()), !dbg !107
  %59 = icmp eq %struct.node* %58, null, !dbg !110
  br i1 %59, label %60, label %51, !dbg !110, !llvm.loop !128

60:                                               ; preds = %51, %60
  %61 = phi i32 [ %67, %60 ], [ 0, %51 ]
  %62 = phi %struct.node* [ %69, %60 ], [ %16, %51 ]
  call void @llvm.dbg.value(metadata i32 %61, metadata !130, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata %struct.node* %62, metadata !135, metadata !DIExpression()), !dbg !137
  %63 = getelementptr inbounds %struct.node, %struct.node* %62, i64 0, i32 0, !dbg !139
  %64 = load double, double* %63, align 8, !dbg !139, !tbaa !82
  %65 = fcmp ogt double %64, 5.000000e+00, !dbg !142
  %66 = zext i1 %65 to i32, !dbg !143
  %67 = add nuw nsw i32 %61, %66, !dbg !143
  call void @llvm.dbg.value(metadata i32 %67, metadata !130, metadata !DIExpression()), !dbg !137
  %68 = getelementptr inbounds %struct.node, %struct.node* %62, i64 0, i32 1, !dbg !144
  %69 = load %struct.node*, %struct.node** %68, align 8, !dbg !144, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %69, metadata !135, metadata !DIExpression()), !dbg !137
  %70 = icmp eq %struct.node* %69, null, !dbg !145
  br i1 %70, label %71, label %60, !dbg !146, !llvm.loop !147

71:                                               ; preds = %60
  %72 = sitofp i32 %67 to double, !dbg !149
  call void @llvm.dbg.value(metadata i32 1, metadata !38, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double undef, metadata !37, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !106, metadata !DIExpression()), !dbg !107
  br i1 %38, label %123, label %73, !dbg !110

73:                                               ; preds = %71, %73
  %74 = phi double [ %78, %73 ], [ 0.000000e+00, %71 ]
  %75 = phi %struct.node* [ %80, %73 ], [ %16, %71 ]
  call void @llvm.dbg.value(metadata double %74, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata %struct.node* %75, metadata !99, metadata !DIExpression()), !dbg !107
  %76 = getelementptr inbounds %struct.node, %struct.node* %75, i64 0, i32 0, !dbg !124
  %77 = load double, double* %76, align 8, !dbg !124, !tbaa !82
  %78 = fadd double %74, %77, !dbg !126
  call void @llvm.dbg.value(metadata double %78, metadata !106, metadata !DIExpression()), !dbg !107
  %79 = getelementptr inbounds %struct.node, %struct.node* %75, i64 0, i32 1, !dbg !127
  %80 = load %struct.node*, %struct.node** %79, align 8, !dbg !127, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %80, metadata !99, metadata !DIExpression()), !dbg !107
  %81 = icmp eq %struct.node* %80, null, !dbg !110
  br i1 %81, label %82, label %73, !dbg !110, !llvm.loop !128

82:                                               ; preds = %73, %82
  %83 = phi i32 [ %89, %82 ], [ 0, %73 ]
  %84 = phi %struct.node* [ %91, %82 ], [ %16, %73 ]
  call void @llvm.dbg.value(metadata i32 %83, metadata !130, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata %struct.node* %84, metadata !135, metadata !DIExpression()), !dbg !137
  %85 = getelementptr inbounds %struct.node, %struct.node* %84, i64 0, i32 0, !dbg !139
  %86 = load double, double* %85, align 8, !dbg !139, !tbaa !82
  %87 = fcmp ogt double %86, 5.000000e+00, !dbg !142
  %88 = zext i1 %87 to i32, !dbg !143
  %89 = add nuw nsw i32 %83, %88, !dbg !143
  call void @llvm.dbg.value(metadata i32 %89, metadata !130, metadata !DIExpression()), !dbg !137
  %90 = getelementptr inbounds %struct.node, %struct.node* %84, i64 0, i32 1, !dbg !144
  %91 = load %struct.node*, %struct.node** %90, align 8, !dbg !144, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %91, metadata !135, metadata !DIExpression()), !dbg !137
  %92 = icmp eq %struct.node* %91, null, !dbg !145
  br i1 %92, label %93, label %82, !dbg !146, !llvm.loop !147

93:                                               ; preds = %82
  %94 = sitofp i32 %89 to double, !dbg !149
  call void @llvm.dbg.value(metadata i32 2, metadata !38, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double undef, metadata !37, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !99, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !106, metadata !DIExpression()), !dbg !107
  br i1 %38, label %123, label %95, !dbg !110

95:                                               ; preds = %93, %95
  %96 = phi double [ %100, %95 ], [ 0.000000e+00, %93 ]
  %97 = phi %struct.node* [ %102, %95 ], [ %16, %93 ]
  call void @llvm.dbg.value(metadata double %96, metadata !106, metadata !DIExpression()), !dbg !107
  call void @llvm.dbg.value(metadata %struct.node* %97, metadata !99, metadata !DIExpression()), !dbg !107
  %98 = getelementptr inbounds %struct.node, %struct.node* %97, i64 0, i32 0, !dbg !124
  %99 = load double, double* %98, align 8, !dbg !124, !tbaa !82
  %100 = fadd double %96, %99, !dbg !126
  call void @llvm.dbg.value(metadata double %100, metadata !106, metadata !DIExpression()), !dbg !107
  %101 = getelementptr inbounds %struct.node, %struct.node* %97, i64 0, i32 1, !dbg !127
  %102 = load %struct.node*, %struct.node** %101, align 8, !dbg !127, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %102, metadata !99, metadata !DIExpression()), !dbg !107
  %103 = icmp eq %struct.node* %102, null, !dbg !110
  br i1 %103, label %104, label %95, !dbg !110, !llvm.loop !128

104:                                              ; preds = %95, %104
  %105 = phi i32 [ %111, %104 ], [ 0, %95 ]
  %106 = phi %struct.node* [ %113, %104 ], [ %16, %95 ]
  call void @llvm.dbg.value(metadata i32 %105, metadata !130, metadata !DIExpression()), !dbg !137
  call void @llvm.dbg.value(metadata %struct.node* %106, metadata !135, metadata !DIExpression()), !dbg !137
  %107 = getelementptr inbounds %struct.node, %struct.node* %106, i64 0, i32 0, !dbg !139
  %108 = load double, double* %107, align 8, !dbg !139, !tbaa !82
  %109 = fcmp ogt double %108, 5.000000e+00, !dbg !142
  %110 = zext i1 %109 to i32, !dbg !143
  %111 = add nuw nsw i32 %105, %110, !dbg !143
  call void @llvm.dbg.value(metadata i32 %111, metadata !130, metadata !DIExpression()), !dbg !137
  %112 = getelementptr inbounds %struct.node, %struct.node* %106, i64 0, i32 1, !dbg !144
  %113 = load %struct.node*, %struct.node** %112, align 8, !dbg !144, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %113, metadata !135, metadata !DIExpression()), !dbg !137
  %114 = icmp eq %struct.node* %113, null, !dbg !145
  br i1 %114, label %115, label %104, !dbg !146, !llvm.loop !147

115:                                              ; preds = %104
  %116 = sitofp i32 %111 to double, !dbg !149
  call void @llvm.dbg.value(metadata double undef, metadata !37, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 3, metadata !38, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata %struct.node* %16, metadata !22, metadata !DIExpression()), !dbg !42
  br i1 %38, label %123, label %117, !dbg !150

117:                                              ; preds = %115, %117
  %118 = phi %struct.node* [ %120, %117 ], [ %16, %115 ]
  call void @llvm.dbg.value(metadata %struct.node* %118, metadata !22, metadata !DIExpression()), !dbg !42
  %119 = getelementptr inbounds %struct.node, %struct.node* %118, i64 0, i32 1, !dbg !151
  %120 = load %struct.node*, %struct.node** %119, align 8, !dbg !151, !tbaa !87
  call void @llvm.dbg.value(metadata %struct.node* %120, metadata !40, metadata !DIExpression()), !dbg !152
  %121 = bitcast %struct.node* %118 to i8*, !dbg !153
  tail call void @free(i8* noundef %121) #6, !dbg !154
  call void @llvm.dbg.value(metadata %struct.node* %120, metadata !22, metadata !DIExpression()), !dbg !42
  %122 = icmp eq %struct.node* %120, null, !dbg !150
  br i1 %122, label %123, label %117, !dbg !150, !llvm.loop !155

123:                                              ; preds = %117, %37, %71, %93, %115
  %124 = phi double [ %116, %115 ], [ 0.000000e+00, %93 ], [ 0.000000e+00, %71 ], [ 0.000000e+00, %37 ], [ %116, %117 ]
  %125 = phi double [ %100, %115 ], [ 0.000000e+00, %93 ], [ 0.000000e+00, %71 ], [ 0.000000e+00, %37 ], [ %100, %117 ]
  %126 = phi double [ %72, %115 ], [ %72, %93 ], [ %72, %71 ], [ 0.000000e+00, %37 ], [ %72, %117 ]
  %127 = phi double [ %56, %115 ], [ %56, %93 ], [ %56, %71 ], [ 0.000000e+00, %37 ], [ %56, %117 ]
  %128 = phi double [ %78, %115 ], [ %78, %93 ], [ 0.000000e+00, %71 ], [ 0.000000e+00, %37 ], [ %78, %117 ]
  %129 = phi double [ %94, %115 ], [ %94, %93 ], [ 0.000000e+00, %71 ], [ 0.000000e+00, %37 ], [ %94, %117 ]
  %130 = fadd double %127, %126, !dbg !157
  %131 = fadd double %130, 0.000000e+00, !dbg !158
  call void @llvm.dbg.value(metadata double %131, metadata !37, metadata !DIExpression()), !dbg !42
  %132 = fadd double %128, %129, !dbg !157
  %133 = fadd double %131, %132, !dbg !158
  call void @llvm.dbg.value(metadata double %133, metadata !37, metadata !DIExpression()), !dbg !42
  %134 = fadd double %125, %124, !dbg !157
  %135 = fadd double %133, %134, !dbg !158
  call void @llvm.dbg.value(metadata double %135, metadata !37, metadata !DIExpression()), !dbg !42
  %136 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %135), !dbg !159
  ret i32 0, !dbg !160
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "list_walk.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "cf67b864602063040a42d6b57b899d6a")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 36, type: !16, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !29, !31, !32, !34, !37, !38, !40}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 36, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 36, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 37, type: !3)
!22 = !DILocalVariable(name: "head", scope: !15, file: !1, line: 38, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 7, size: 128, elements: !25)
!25 = !{!26, !28}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !24, file: !1, line: 8, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !24, file: !1, line: 9, baseType: !23, size: 64, offset: 64)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 39, type: !3)
!30 = distinct !DILexicalBlock(scope: !15, file: !1, line: 39, column: 3)
!31 = !DILocalVariable(name: "tail", scope: !15, file: !1, line: 41, type: !23)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 44, type: !3)
!33 = distinct !DILexicalBlock(scope: !15, file: !1, line: 44, column: 3)
!34 = !DILocalVariable(name: "m", scope: !35, file: !1, line: 45, type: !23)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 44, column: 35)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 44, column: 3)
!37 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 51, type: !27)
!38 = !DILocalVariable(name: "r", scope: !39, file: !1, line: 52, type: !3)
!39 = distinct !DILexicalBlock(scope: !15, file: !1, line: 52, column: 3)
!40 = !DILocalVariable(name: "next", scope: !41, file: !1, line: 55, type: !23)
!41 = distinct !DILexicalBlock(scope: !15, file: !1, line: 54, column: 16)
!42 = !DILocation(line: 0, scope: !15)
!43 = !DILocation(line: 37, column: 16, scope: !15)
!44 = !DILocation(line: 37, column: 11, scope: !15)
!45 = !DILocation(line: 37, column: 27, scope: !15)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocalVariable(name: "__nptr", arg: 1, scope: !51, file: !52, line: 362, type: !55)
!51 = distinct !DISubprogram(name: "atoi", scope: !52, file: !52, line: 362, type: !53, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !57)
!52 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!53 = !DISubroutineType(types: !54)
!54 = !{!3, !55}
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!57 = !{!50}
!58 = !DILocation(line: 0, scope: !51, inlinedAt: !59)
!59 = distinct !DILocation(line: 37, column: 22, scope: !15)
!60 = !DILocation(line: 364, column: 16, scope: !51, inlinedAt: !59)
!61 = !DILocation(line: 364, column: 10, scope: !51, inlinedAt: !59)
!62 = !DILocation(line: 0, scope: !30)
!63 = !DILocation(line: 39, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !30, file: !1, line: 39, column: 3)
!65 = !DILocation(line: 39, column: 3, scope: !30)
!66 = !DILocation(line: 13, column: 20, scope: !67, inlinedAt: !74)
!67 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 12, type: !68, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!23, !23, !27}
!70 = !{!71, !72, !73}
!71 = !DILocalVariable(name: "head", arg: 1, scope: !67, file: !1, line: 12, type: !23)
!72 = !DILocalVariable(name: "v", arg: 2, scope: !67, file: !1, line: 12, type: !27)
!73 = !DILocalVariable(name: "n", scope: !67, file: !1, line: 13, type: !23)
!74 = distinct !DILocation(line: 40, column: 12, scope: !64)
!75 = !DILocation(line: 42, column: 3, scope: !15)
!76 = !DILocation(line: 40, column: 26, scope: !64)
!77 = !DILocation(line: 40, column: 31, scope: !64)
!78 = !DILocation(line: 40, column: 23, scope: !64)
!79 = !DILocation(line: 0, scope: !67, inlinedAt: !74)
!80 = !DILocation(line: 14, column: 6, scope: !67, inlinedAt: !74)
!81 = !DILocation(line: 14, column: 8, scope: !67, inlinedAt: !74)
!82 = !{!83, !84, i64 0}
!83 = !{!"node", !84, i64 0, !47, i64 8}
!84 = !{!"double", !48, i64 0}
!85 = !DILocation(line: 15, column: 6, scope: !67, inlinedAt: !74)
!86 = !DILocation(line: 15, column: 11, scope: !67, inlinedAt: !74)
!87 = !{!83, !47, i64 8}
!88 = !DILocation(line: 39, column: 27, scope: !64)
!89 = distinct !{!89, !65, !90, !91}
!90 = !DILocation(line: 40, column: 35, scope: !30)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 42, column: 16, scope: !15)
!93 = distinct !{!93, !75, !94, !91}
!94 = !DILocation(line: 43, column: 18, scope: !15)
!95 = !DILocation(line: 0, scope: !33)
!96 = !DILocation(line: 44, column: 21, scope: !36)
!97 = !DILocation(line: 44, column: 3, scope: !33)
!98 = !DILocation(line: 0, scope: !39)
!99 = !DILocalVariable(name: "p", arg: 1, scope: !100, file: !1, line: 19, type: !103)
!100 = distinct !DISubprogram(name: "sum", scope: !1, file: !1, line: 19, type: !101, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !105)
!101 = !DISubroutineType(types: !102)
!102 = !{!27, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!105 = !{!99, !106}
!106 = !DILocalVariable(name: "s", scope: !100, file: !1, line: 20, type: !27)
!107 = !DILocation(line: 0, scope: !100, inlinedAt: !108)
!108 = distinct !DILocation(line: 53, column: 10, scope: !109)
!109 = distinct !DILexicalBlock(scope: !39, file: !1, line: 52, column: 3)
!110 = !DILocation(line: 21, column: 3, scope: !111, inlinedAt: !108)
!111 = distinct !DILexicalBlock(scope: !100, file: !1, line: 21, column: 3)
!112 = !DILocation(line: 45, column: 22, scope: !35)
!113 = !DILocation(line: 0, scope: !35)
!114 = !DILocation(line: 46, column: 12, scope: !35)
!115 = !DILocation(line: 46, column: 8, scope: !35)
!116 = !DILocation(line: 46, column: 10, scope: !35)
!117 = !DILocation(line: 47, column: 8, scope: !35)
!118 = !DILocation(line: 47, column: 13, scope: !35)
!119 = !DILocation(line: 48, column: 11, scope: !35)
!120 = !DILocation(line: 48, column: 16, scope: !35)
!121 = !DILocation(line: 44, column: 31, scope: !36)
!122 = distinct !{!122, !97, !123, !91}
!123 = !DILocation(line: 50, column: 3, scope: !33)
!124 = !DILocation(line: 22, column: 13, scope: !125, inlinedAt: !108)
!125 = distinct !DILexicalBlock(scope: !111, file: !1, line: 21, column: 3)
!126 = !DILocation(line: 22, column: 7, scope: !125, inlinedAt: !108)
!127 = !DILocation(line: 21, column: 20, scope: !125, inlinedAt: !108)
!128 = distinct !{!128, !110, !129, !91}
!129 = !DILocation(line: 22, column: 13, scope: !111, inlinedAt: !108)
!130 = !DILocalVariable(name: "c", scope: !131, file: !1, line: 27, type: !3)
!131 = distinct !DISubprogram(name: "count_big", scope: !1, file: !1, line: 26, type: !132, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !134)
!132 = !DISubroutineType(types: !133)
!133 = !{!3, !103, !27}
!134 = !{!135, !136, !130}
!135 = !DILocalVariable(name: "p", arg: 1, scope: !131, file: !1, line: 26, type: !103)
!136 = !DILocalVariable(name: "t", arg: 2, scope: !131, file: !1, line: 26, type: !27)
!137 = !DILocation(line: 0, scope: !131, inlinedAt: !138)
!138 = distinct !DILocation(line: 53, column: 22, scope: !109)
!139 = !DILocation(line: 29, column: 12, scope: !140, inlinedAt: !138)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 29, column: 9)
!141 = distinct !DILexicalBlock(scope: !131, file: !1, line: 28, column: 21)
!142 = !DILocation(line: 29, column: 14, scope: !140, inlinedAt: !138)
!143 = !DILocation(line: 29, column: 9, scope: !141, inlinedAt: !138)
!144 = !DILocation(line: 31, column: 12, scope: !141, inlinedAt: !138)
!145 = !DILocation(line: 28, column: 12, scope: !131, inlinedAt: !138)
!146 = !DILocation(line: 28, column: 3, scope: !131, inlinedAt: !138)
!147 = distinct !{!147, !146, !148, !91}
!148 = !DILocation(line: 32, column: 3, scope: !131, inlinedAt: !138)
!149 = !DILocation(line: 53, column: 22, scope: !109)
!150 = !DILocation(line: 54, column: 3, scope: !15)
!151 = !DILocation(line: 55, column: 31, scope: !41)
!152 = !DILocation(line: 0, scope: !41)
!153 = !DILocation(line: 56, column: 10, scope: !41)
!154 = !DILocation(line: 56, column: 5, scope: !41)
!155 = distinct !{!155, !150, !156, !91}
!156 = !DILocation(line: 58, column: 3, scope: !15)
!157 = !DILocation(line: 53, column: 20, scope: !109)
!158 = !DILocation(line: 53, column: 7, scope: !109)
!159 = !DILocation(line: 59, column: 3, scope: !15)
!160 = !DILocation(line: 60, column: 3, scope: !15)
