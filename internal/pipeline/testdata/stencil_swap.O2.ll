; ModuleID = 'stencil_swap.c'
source_filename = "stencil_swap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !44
  %3 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %3, label %4, label %21, !dbg !46

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !47
  %6 = load i8*, i8** %5, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %6, metadata !52, metadata !DIExpression()) #5, !dbg !60
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #5, !dbg !62
  %8 = trunc i64 %7 to i32, !dbg !63
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !44
  %9 = icmp eq i32 %0, 2, !dbg !64
  br i1 %9, label %21, label %10, !dbg !65

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !66
  %12 = load i8*, i8** %11, align 8, !dbg !66, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %12, metadata !52, metadata !DIExpression()) #5, !dbg !67
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #5, !dbg !69
  %14 = trunc i64 %13 to i32, !dbg !70
  call void @llvm.dbg.value(metadata i32 %14, metadata !23, metadata !DIExpression()), !dbg !44
  %15 = icmp ugt i32 %0, 3, !dbg !71
  br i1 %15, label %16, label %21, !dbg !72

16:                                               ; preds = %10
  %17 = getelementptr inbounds i8*, i8** %1, i64 3, !dbg !73
  %18 = load i8*, i8** %17, align 8, !dbg !73, !tbaa !48
  call void @llvm.dbg.value(metadata i8* %18, metadata !52, metadata !DIExpression()) #5, !dbg !74
  %19 = tail call i64 @strtol(i8* nocapture noundef nonnull %18, i8** noundef null, i32 noundef 10) #5, !dbg !76
  %20 = trunc i64 %19 to i32, !dbg !77
  br label %21, !dbg !72

21:                                               ; preds = %2, %4, %10, %16
  %22 = phi i32 [ %14, %16 ], [ %14, %10 ], [ 48, %4 ], [ 48, %2 ]
  %23 = phi i32 [ %8, %16 ], [ %8, %10 ], [ %8, %4 ], [ 64, %2 ]
  %24 = phi i32 [ %20, %16 ], [ 3, %10 ], [ 3, %4 ], [ 3, %2 ], !dbg !72
  call void @llvm.dbg.value(metadata i32 %24, metadata !24, metadata !DIExpression()), !dbg !44
  %25 = sext i32 %23 to i64, !dbg !78
  %26 = shl nsw i64 %25, 2, !dbg !79
  %27 = sext i32 %22 to i64, !dbg !80
  %28 = mul i64 %26, %27, !dbg !81
  %29 = tail call noalias i8* @malloc(i64 noundef %28) #5, !dbg !82
  %30 = bitcast i8* %29 to float*, !dbg !82
  call void @llvm.dbg.value(metadata float* %30, metadata !25, metadata !DIExpression()), !dbg !44
  %31 = tail call noalias i8* @malloc(i64 noundef %28) #5, !dbg !83
  %32 = bitcast i8* %31 to float*, !dbg !83
  call void @llvm.dbg.value(metadata float* %32, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !84
  %33 = mul i32 %23, %22
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !84
  %34 = icmp sgt i32 %33, 0, !dbg !85
  br i1 %34, label %35, label %59, !dbg !87

35:                                               ; preds = %21
  %36 = zext i32 %33 to i64, !dbg !85
  %37 = icmp ult i32 %33, 8, !dbg !87
  br i1 %37, label %57, label %38, !dbg !87

38:                                               ; preds = %35
  %39 = and i64 %36, 4294967288, !dbg !87
  br label %40, !dbg !87

40:                                               ; preds = %40, %38
  %41 = phi i64 [ 0, %38 ], [ %52, %40 ], !dbg !88
  %42 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %38 ], [ %53, %40 ], !dbg !89
  %43 = add <4 x i32> %42, <i32 4, i32 4, i32 4, i32 4>, !dbg !89
  %44 = urem <4 x i32> %42, <i32 17, i32 17, i32 17, i32 17>, !dbg !89
  %45 = urem <4 x i32> %43, <i32 17, i32 17, i32 17, i32 17>, !dbg !89
  %46 = sitofp <4 x i32> %44 to <4 x float>, !dbg !90
  %47 = sitofp <4 x i32> %45 to <4 x float>, !dbg !90
  %48 = getelementptr inbounds float, float* %30, i64 %41, !dbg !88
  %49 = bitcast float* %48 to <4 x float>*, !dbg !91
  store <4 x float> %46, <4 x float>* %49, align 4, !dbg !91, !tbaa !92
  %50 = getelementptr inbounds float, float* %48, i64 4, !dbg !91
  %51 = bitcast float* %50 to <4 x float>*, !dbg !91
  store <4 x float> %47, <4 x float>* %51, align 4, !dbg !91, !tbaa !92
  %52 = add nuw i64 %41, 8, !dbg !88
  %53 = add <4 x i32> %42, <i32 8, i32 8, i32 8, i32 8>, !dbg !89
  %54 = icmp eq i64 %52, %39, !dbg !88
  br i1 %54, label %55, label %40, !dbg !88, !llvm.loop !94

55:                                               ; preds = %40
  %56 = icmp eq i64 %39, %36, !dbg !87
  br i1 %56, label %59, label %57, !dbg !87

57:                                               ; preds = %35, %55
  %58 = phi i64 [ 0, %35 ], [ %39, %55 ]
  br label %70, !dbg !87

59:                                               ; preds = %70, %55, %21
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata float* %32, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata float* %30, metadata !25, metadata !DIExpression()), !dbg !44
  %60 = icmp sgt i32 %24, 0, !dbg !99
  br i1 %60, label %61, label %82, !dbg !100

61:                                               ; preds = %59
  %62 = icmp sgt i32 %23, 0
  %63 = icmp sgt i32 %22, 0
  %64 = add nsw i32 %23, -1
  %65 = add nsw i32 %22, -1
  %66 = zext i32 %65 to i64, !dbg !100
  %67 = zext i32 %64 to i64, !dbg !100
  %68 = zext i32 %23 to i64
  %69 = zext i32 %22 to i64
  br label %78, !dbg !100

70:                                               ; preds = %57, %70
  %71 = phi i64 [ %76, %70 ], [ %58, %57 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !28, metadata !DIExpression()), !dbg !84
  %72 = trunc i64 %71 to i32, !dbg !89
  %73 = urem i32 %72, 17, !dbg !89
  %74 = sitofp i32 %73 to float, !dbg !90
  %75 = getelementptr inbounds float, float* %30, i64 %71, !dbg !101
  store float %74, float* %75, align 4, !dbg !91, !tbaa !92
  %76 = add nuw nsw i64 %71, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %76, metadata !28, metadata !DIExpression()), !dbg !84
  %77 = icmp eq i64 %76, %36, !dbg !85
  br i1 %77, label %59, label %70, !dbg !87, !llvm.loop !102

78:                                               ; preds = %61, %103
  %79 = phi i32 [ 0, %61 ], [ %104, %103 ]
  %80 = phi float* [ %32, %61 ], [ %81, %103 ]
  %81 = phi float* [ %30, %61 ], [ %80, %103 ]
  call void @llvm.dbg.value(metadata i32 %79, metadata !30, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata float* %80, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata float* %81, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !104
  br i1 %62, label %91, label %103, !dbg !105

82:                                               ; preds = %103, %59
  %83 = phi float* [ %30, %59 ], [ %80, %103 ], !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !40, metadata !DIExpression()), !dbg !44
  br i1 %34, label %84, label %158, !dbg !107

84:                                               ; preds = %82
  %85 = zext i32 %33 to i64, !dbg !108
  %86 = add nsw i64 %85, -1, !dbg !107
  %87 = and i64 %85, 3, !dbg !107
  %88 = icmp ult i64 %86, 3, !dbg !107
  br i1 %88, label %142, label %89, !dbg !107

89:                                               ; preds = %84
  %90 = and i64 %85, 4294967292, !dbg !107
  br label %161, !dbg !107

91:                                               ; preds = %78, %106
  %92 = phi i64 [ %107, %106 ], [ 0, %78 ]
  call void @llvm.dbg.value(metadata i64 %92, metadata !32, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !110
  br i1 %63, label %95, label %93, !dbg !111

93:                                               ; preds = %91
  %94 = add nuw nsw i64 %92, 1, !dbg !112
  br label %106, !dbg !111

95:                                               ; preds = %91
  %96 = icmp eq i64 %92, 0
  %97 = icmp eq i64 %92, %67
  %98 = mul nsw i64 %92, %27
  %99 = add nsw i64 %92, -1
  %100 = mul nsw i64 %99, %27
  %101 = add nuw nsw i64 %92, 1
  %102 = mul nsw i64 %101, %27
  br label %109, !dbg !111

103:                                              ; preds = %106, %78
  call void @llvm.dbg.value(metadata float* %81, metadata !39, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata float* %80, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata float* %81, metadata !27, metadata !DIExpression()), !dbg !44
  %104 = add nuw nsw i32 %79, 1, !dbg !114
  call void @llvm.dbg.value(metadata i32 %104, metadata !30, metadata !DIExpression()), !dbg !98
  %105 = icmp eq i32 %104, %24, !dbg !99
  br i1 %105, label %82, label %78, !dbg !100, !llvm.loop !115

106:                                              ; preds = %137, %93
  %107 = phi i64 [ %94, %93 ], [ %101, %137 ], !dbg !112
  call void @llvm.dbg.value(metadata i64 %107, metadata !32, metadata !DIExpression()), !dbg !104
  %108 = icmp eq i64 %107, %68, !dbg !117
  br i1 %108, label %103, label %91, !dbg !105, !llvm.loop !118

109:                                              ; preds = %95, %137
  %110 = phi i64 [ 0, %95 ], [ %140, %137 ]
  call void @llvm.dbg.value(metadata i64 %110, metadata !36, metadata !DIExpression()), !dbg !110
  %111 = icmp eq i64 %110, 0
  %112 = select i1 %96, i1 true, i1 %111, !dbg !120
  %113 = select i1 %112, i1 true, i1 %97, !dbg !120
  %114 = icmp eq i64 %110, %66
  %115 = select i1 %113, i1 true, i1 %114, !dbg !120
  %116 = add nsw i64 %110, %98, !dbg !124
  %117 = getelementptr inbounds float, float* %81, i64 %116, !dbg !124
  %118 = load float, float* %117, align 4, !dbg !124, !tbaa !92
  br i1 %115, label %137, label %119, !dbg !120

119:                                              ; preds = %109
  %120 = add nsw i64 %110, %100, !dbg !125
  %121 = getelementptr inbounds float, float* %81, i64 %120, !dbg !126
  %122 = load float, float* %121, align 4, !dbg !126, !tbaa !92
  %123 = fadd float %118, %122, !dbg !127
  %124 = add nsw i64 %110, %102, !dbg !128
  %125 = getelementptr inbounds float, float* %81, i64 %124, !dbg !129
  %126 = load float, float* %125, align 4, !dbg !129, !tbaa !92
  %127 = fadd float %123, %126, !dbg !130
  %128 = add nsw i64 %116, -1, !dbg !131
  %129 = getelementptr inbounds float, float* %81, i64 %128, !dbg !132
  %130 = load float, float* %129, align 4, !dbg !132, !tbaa !92
  %131 = fadd float %127, %130, !dbg !133
  %132 = add nsw i64 %116, 1, !dbg !134
  %133 = getelementptr inbounds float, float* %81, i64 %132, !dbg !135
  %134 = load float, float* %133, align 4, !dbg !135, !tbaa !92
  %135 = fadd float %131, %134, !dbg !136
  %136 = fmul float %135, 0x3FC99999A0000000, !dbg !137
  br label %137

137:                                              ; preds = %109, %119
  %138 = phi float [ %136, %119 ], [ %118, %109 ]
  %139 = getelementptr inbounds float, float* %80, i64 %116, !dbg !124
  store float %138, float* %139, align 4, !dbg !124, !tbaa !92
  %140 = add nuw nsw i64 %110, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %140, metadata !36, metadata !DIExpression()), !dbg !110
  %141 = icmp eq i64 %140, %69, !dbg !139
  br i1 %141, label %106, label %109, !dbg !111, !llvm.loop !140

142:                                              ; preds = %161, %84
  %143 = phi double [ undef, %84 ], [ %183, %161 ]
  %144 = phi i64 [ 0, %84 ], [ %184, %161 ]
  %145 = phi double [ 0.000000e+00, %84 ], [ %183, %161 ]
  %146 = icmp eq i64 %87, 0, !dbg !107
  br i1 %146, label %158, label %147, !dbg !107

147:                                              ; preds = %142, %147
  %148 = phi i64 [ %155, %147 ], [ %144, %142 ]
  %149 = phi double [ %154, %147 ], [ %145, %142 ]
  %150 = phi i64 [ %156, %147 ], [ 0, %142 ]
  call void @llvm.dbg.value(metadata i64 %148, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %149, metadata !40, metadata !DIExpression()), !dbg !44
  %151 = getelementptr inbounds float, float* %83, i64 %148, !dbg !142
  %152 = load float, float* %151, align 4, !dbg !142, !tbaa !92
  %153 = fpext float %152 to double, !dbg !142
  %154 = fadd double %149, %153, !dbg !143
  call void @llvm.dbg.value(metadata double %154, metadata !40, metadata !DIExpression()), !dbg !44
  %155 = add nuw nsw i64 %148, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %155, metadata !42, metadata !DIExpression()), !dbg !106
  %156 = add i64 %150, 1, !dbg !107
  %157 = icmp eq i64 %156, %87, !dbg !107
  br i1 %157, label %158, label %147, !dbg !107, !llvm.loop !145

158:                                              ; preds = %142, %147, %82
  %159 = phi double [ 0.000000e+00, %82 ], [ %143, %142 ], [ %154, %147 ], !dbg !44
  %160 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %159), !dbg !147
  ret i32 0, !dbg !148

161:                                              ; preds = %161, %89
  %162 = phi i64 [ 0, %89 ], [ %184, %161 ]
  %163 = phi double [ 0.000000e+00, %89 ], [ %183, %161 ]
  %164 = phi i64 [ 0, %89 ], [ %185, %161 ]
  call void @llvm.dbg.value(metadata i64 %162, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %163, metadata !40, metadata !DIExpression()), !dbg !44
  %165 = getelementptr inbounds float, float* %83, i64 %162, !dbg !142
  %166 = load float, float* %165, align 4, !dbg !142, !tbaa !92
  %167 = fpext float %166 to double, !dbg !142
  %168 = fadd double %163, %167, !dbg !143
  call void @llvm.dbg.value(metadata double %168, metadata !40, metadata !DIExpression()), !dbg !44
  %169 = or i64 %162, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %169, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %169, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %168, metadata !40, metadata !DIExpression()), !dbg !44
  %170 = getelementptr inbounds float, float* %83, i64 %169, !dbg !142
  %171 = load float, float* %170, align 4, !dbg !142, !tbaa !92
  %172 = fpext float %171 to double, !dbg !142
  %173 = fadd double %168, %172, !dbg !143
  call void @llvm.dbg.value(metadata double %173, metadata !40, metadata !DIExpression()), !dbg !44
  %174 = or i64 %162, 2, !dbg !144
  call void @llvm.dbg.value(metadata i64 %174, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %174, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %173, metadata !40, metadata !DIExpression()), !dbg !44
  %175 = getelementptr inbounds float, float* %83, i64 %174, !dbg !142
  %176 = load float, float* %175, align 4, !dbg !142, !tbaa !92
  %177 = fpext float %176 to double, !dbg !142
  %178 = fadd double %173, %177, !dbg !143
  call void @llvm.dbg.value(metadata double %178, metadata !40, metadata !DIExpression()), !dbg !44
  %179 = or i64 %162, 3, !dbg !144
  call void @llvm.dbg.value(metadata i64 %179, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %179, metadata !42, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %178, metadata !40, metadata !DIExpression()), !dbg !44
  %180 = getelementptr inbounds float, float* %83, i64 %179, !dbg !142
  %181 = load float, float* %180, align 4, !dbg !142, !tbaa !92
  %182 = fpext float %181 to double, !dbg !142
  %183 = fadd double %178, %182, !dbg !143
  call void @llvm.dbg.value(metadata double %183, metadata !40, metadata !DIExpression()), !dbg !44
  %184 = add nuw nsw i64 %162, 4, !dbg !144
  call void @llvm.dbg.value(metadata i64 %184, metadata !42, metadata !DIExpression()), !dbg !106
  %185 = add i64 %164, 4, !dbg !107
  %186 = icmp eq i64 %185, %90, !dbg !107
  br i1 %186, label %142, label %161, !dbg !107, !llvm.loop !149
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stencil_swap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "2b4dbb8f5e02312dadd9636a5fcd72fb")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
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
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !24, !25, !27, !28, !30, !32, !36, !39, !40, !42}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 8, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 8, type: !5)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 9, type: !4)
!23 = !DILocalVariable(name: "m", scope: !16, file: !1, line: 9, type: !4)
!24 = !DILocalVariable(name: "steps", scope: !16, file: !1, line: 9, type: !4)
!25 = !DILocalVariable(name: "in", scope: !16, file: !1, line: 10, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!27 = !DILocalVariable(name: "out", scope: !16, file: !1, line: 10, type: !26)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 11, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 11, column: 3)
!30 = !DILocalVariable(name: "t", scope: !31, file: !1, line: 12, type: !4)
!31 = distinct !DILexicalBlock(scope: !16, file: !1, line: 12, column: 3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 13, type: !4)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 13, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !1, line: 12, column: 35)
!35 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 3)
!36 = !DILocalVariable(name: "j", scope: !37, file: !1, line: 14, type: !4)
!37 = distinct !DILexicalBlock(scope: !38, file: !1, line: 14, column: 7)
!38 = distinct !DILexicalBlock(scope: !33, file: !1, line: 13, column: 5)
!39 = !DILocalVariable(name: "tmp", scope: !34, file: !1, line: 20, type: !26)
!40 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 22, type: !41)
!41 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!42 = !DILocalVariable(name: "i", scope: !43, file: !1, line: 23, type: !4)
!43 = distinct !DILexicalBlock(scope: !16, file: !1, line: 23, column: 3)
!44 = !DILocation(line: 0, scope: !16)
!45 = !DILocation(line: 9, column: 16, scope: !16)
!46 = !DILocation(line: 9, column: 11, scope: !16)
!47 = !DILocation(line: 9, column: 27, scope: !16)
!48 = !{!49, !49, i64 0}
!49 = !{!"any pointer", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocalVariable(name: "__nptr", arg: 1, scope: !53, file: !54, line: 362, type: !57)
!53 = distinct !DISubprogram(name: "atoi", scope: !54, file: !54, line: 362, type: !55, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !59)
!54 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!55 = !DISubroutineType(types: !56)
!56 = !{!4, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!59 = !{!52}
!60 = !DILocation(line: 0, scope: !53, inlinedAt: !61)
!61 = distinct !DILocation(line: 9, column: 22, scope: !16)
!62 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !61)
!63 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !61)
!64 = !DILocation(line: 9, column: 51, scope: !16)
!65 = !DILocation(line: 9, column: 46, scope: !16)
!66 = !DILocation(line: 9, column: 62, scope: !16)
!67 = !DILocation(line: 0, scope: !53, inlinedAt: !68)
!68 = distinct !DILocation(line: 9, column: 57, scope: !16)
!69 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !68)
!70 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !68)
!71 = !DILocation(line: 9, column: 90, scope: !16)
!72 = !DILocation(line: 9, column: 85, scope: !16)
!73 = !DILocation(line: 9, column: 101, scope: !16)
!74 = !DILocation(line: 0, scope: !53, inlinedAt: !75)
!75 = distinct !DILocation(line: 9, column: 96, scope: !16)
!76 = !DILocation(line: 364, column: 16, scope: !53, inlinedAt: !75)
!77 = !DILocation(line: 364, column: 10, scope: !53, inlinedAt: !75)
!78 = !DILocation(line: 10, column: 38, scope: !16)
!79 = !DILocation(line: 10, column: 36, scope: !16)
!80 = !DILocation(line: 10, column: 42, scope: !16)
!81 = !DILocation(line: 10, column: 40, scope: !16)
!82 = !DILocation(line: 10, column: 15, scope: !16)
!83 = !DILocation(line: 10, column: 53, scope: !16)
!84 = !DILocation(line: 0, scope: !29)
!85 = !DILocation(line: 11, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !29, file: !1, line: 11, column: 3)
!87 = !DILocation(line: 11, column: 3, scope: !29)
!88 = !DILocation(line: 11, column: 31, scope: !86)
!89 = !DILocation(line: 11, column: 53, scope: !86)
!90 = !DILocation(line: 11, column: 43, scope: !86)
!91 = !DILocation(line: 11, column: 41, scope: !86)
!92 = !{!93, !93, i64 0}
!93 = !{!"float", !50, i64 0}
!94 = distinct !{!94, !87, !95, !96, !97}
!95 = !DILocation(line: 11, column: 57, scope: !29)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !DILocation(line: 0, scope: !31)
!99 = !DILocation(line: 12, column: 21, scope: !35)
!100 = !DILocation(line: 12, column: 3, scope: !31)
!101 = !DILocation(line: 11, column: 35, scope: !86)
!102 = distinct !{!102, !87, !95, !96, !103, !97}
!103 = !{!"llvm.loop.unroll.runtime.disable"}
!104 = !DILocation(line: 0, scope: !33)
!105 = !DILocation(line: 13, column: 5, scope: !33)
!106 = !DILocation(line: 0, scope: !43)
!107 = !DILocation(line: 23, column: 3, scope: !43)
!108 = !DILocation(line: 23, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !43, file: !1, line: 23, column: 3)
!110 = !DILocation(line: 0, scope: !37)
!111 = !DILocation(line: 14, column: 7, scope: !37)
!112 = !DILocation(line: 13, column: 29, scope: !38)
!113 = !DILocation(line: 0, scope: !34)
!114 = !DILocation(line: 12, column: 31, scope: !35)
!115 = distinct !{!115, !100, !116, !96}
!116 = !DILocation(line: 21, column: 3, scope: !31)
!117 = !DILocation(line: 13, column: 23, scope: !38)
!118 = distinct !{!118, !105, !119, !96}
!119 = !DILocation(line: 19, column: 7, scope: !33)
!120 = !DILocation(line: 15, column: 20, scope: !121)
!121 = distinct !DILexicalBlock(scope: !122, file: !1, line: 15, column: 13)
!122 = distinct !DILexicalBlock(scope: !123, file: !1, line: 14, column: 35)
!123 = distinct !DILexicalBlock(scope: !37, file: !1, line: 14, column: 7)
!124 = !DILocation(line: 0, scope: !121)
!125 = !DILocation(line: 18, column: 67, scope: !121)
!126 = !DILocation(line: 18, column: 52, scope: !121)
!127 = !DILocation(line: 18, column: 50, scope: !121)
!128 = !DILocation(line: 18, column: 89, scope: !121)
!129 = !DILocation(line: 18, column: 74, scope: !121)
!130 = !DILocation(line: 18, column: 72, scope: !121)
!131 = !DILocation(line: 18, column: 109, scope: !121)
!132 = !DILocation(line: 18, column: 96, scope: !121)
!133 = !DILocation(line: 18, column: 94, scope: !121)
!134 = !DILocation(line: 18, column: 129, scope: !121)
!135 = !DILocation(line: 18, column: 116, scope: !121)
!136 = !DILocation(line: 18, column: 114, scope: !121)
!137 = !DILocation(line: 18, column: 33, scope: !121)
!138 = !DILocation(line: 14, column: 31, scope: !123)
!139 = !DILocation(line: 14, column: 25, scope: !123)
!140 = distinct !{!140, !111, !141, !96}
!141 = !DILocation(line: 19, column: 7, scope: !37)
!142 = !DILocation(line: 23, column: 40, scope: !109)
!143 = !DILocation(line: 23, column: 37, scope: !109)
!144 = !DILocation(line: 23, column: 31, scope: !109)
!145 = distinct !{!145, !146}
!146 = !{!"llvm.loop.unroll.disable"}
!147 = !DILocation(line: 24, column: 3, scope: !16)
!148 = !DILocation(line: 26, column: 1, scope: !16)
!149 = distinct !{!149, !107, !150, !96}
!150 = !DILocation(line: 23, column: 44, scope: !43)
