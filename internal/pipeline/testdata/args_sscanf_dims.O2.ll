; ModuleID = 'args_sscanf_dims.c'
source_filename = "args_sscanf_dims.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque
%struct.dims = type { i32, i32 }

@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str = private unnamed_addr constant [22 x i8] c"usage: %s WxH [reps]\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"%dx%d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = alloca i64, align 8
  %4 = bitcast i64* %3 to %struct.dims*
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !36
  %5 = bitcast i64* %3 to i8*, !dbg !37
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %5) #8, !dbg !37
  call void @llvm.dbg.declare(metadata %struct.dims* %4, metadata !21, metadata !DIExpression()), !dbg !38
  store i64 103079215136, i64* %3, align 8, !dbg !38
  call void @llvm.dbg.value(metadata i64 2, metadata !26, metadata !DIExpression()), !dbg !36
  %6 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %6, label %7, label %23, !dbg !41

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !42
  %9 = load i8*, i8** %8, align 8, !dbg !42, !tbaa !43
  call void @llvm.dbg.value(metadata i8* %9, metadata !47, metadata !DIExpression()) #8, !dbg !56
  call void @llvm.dbg.value(metadata %struct.dims* %4, metadata !55, metadata !DIExpression()) #8, !dbg !56
  %10 = getelementptr inbounds %struct.dims, %struct.dims* %4, i64 0, i32 1, !dbg !58
  %11 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef %9, i8* noundef getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i64* noundef nonnull %3, i32* noundef nonnull %10) #8, !dbg !59
  %12 = icmp eq i32 %11, 2, !dbg !60
  br i1 %12, label %17, label %13, !dbg !61

13:                                               ; preds = %7
  %14 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !62, !tbaa !43
  %15 = load i8*, i8** %1, align 8, !dbg !64, !tbaa !43
  %16 = call i32 (%struct._IO_FILE*, i8*, ...) @fprintf(%struct._IO_FILE* noundef %14, i8* noundef getelementptr inbounds ([22 x i8], [22 x i8]* @.str, i64 0, i64 0), i8* noundef %15) #9, !dbg !65
  br label %151, !dbg !66

17:                                               ; preds = %7
  %18 = icmp ugt i32 %0, 2, !dbg !67
  br i1 %18, label %19, label %23, !dbg !69

19:                                               ; preds = %17
  %20 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !70
  %21 = load i8*, i8** %20, align 8, !dbg !70, !tbaa !43
  %22 = call i64 @strtoul(i8* nocapture noundef %21, i8** noundef null, i32 noundef 10) #8, !dbg !71
  call void @llvm.dbg.value(metadata i64 %22, metadata !26, metadata !DIExpression()), !dbg !36
  br label %23, !dbg !72

23:                                               ; preds = %2, %19, %17
  %24 = phi i64 [ %22, %19 ], [ 2, %17 ], [ 2, %2 ], !dbg !36
  call void @llvm.dbg.value(metadata i64 %24, metadata !26, metadata !DIExpression()), !dbg !36
  %25 = bitcast i64* %3 to i32*, !dbg !73
  %26 = load i32, i32* %25, align 8, !dbg !73, !tbaa !74
  %27 = sext i32 %26 to i64, !dbg !77
  %28 = shl nsw i64 %27, 2, !dbg !78
  %29 = getelementptr inbounds %struct.dims, %struct.dims* %4, i64 0, i32 1, !dbg !79
  %30 = load i32, i32* %29, align 4, !dbg !79, !tbaa !80
  %31 = sext i32 %30 to i64, !dbg !81
  %32 = mul i64 %28, %31, !dbg !82
  %33 = call noalias i8* @malloc(i64 noundef %32) #8, !dbg !83
  %34 = bitcast i8* %33 to float*, !dbg !83
  call void @llvm.dbg.value(metadata float* %34, metadata !28, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !84
  %35 = mul i32 %30, %26
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !84
  %36 = icmp sgt i32 %35, 0, !dbg !85
  br i1 %36, label %37, label %61, !dbg !87

37:                                               ; preds = %23
  %38 = zext i32 %35 to i64, !dbg !85
  %39 = icmp ult i32 %35, 8, !dbg !87
  br i1 %39, label %59, label %40, !dbg !87

40:                                               ; preds = %37
  %41 = and i64 %38, 4294967288, !dbg !87
  br label %42, !dbg !87

42:                                               ; preds = %42, %40
  %43 = phi i64 [ 0, %40 ], [ %54, %42 ], !dbg !88
  %44 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %40 ], [ %55, %42 ], !dbg !89
  %45 = add <4 x i32> %44, <i32 4, i32 4, i32 4, i32 4>, !dbg !89
  %46 = urem <4 x i32> %44, <i32 13, i32 13, i32 13, i32 13>, !dbg !89
  %47 = urem <4 x i32> %45, <i32 13, i32 13, i32 13, i32 13>, !dbg !89
  %48 = sitofp <4 x i32> %46 to <4 x float>, !dbg !90
  %49 = sitofp <4 x i32> %47 to <4 x float>, !dbg !90
  %50 = getelementptr inbounds float, float* %34, i64 %43, !dbg !88
  %51 = bitcast float* %50 to <4 x float>*, !dbg !91
  store <4 x float> %48, <4 x float>* %51, align 4, !dbg !91, !tbaa !92
  %52 = getelementptr inbounds float, float* %50, i64 4, !dbg !91
  %53 = bitcast float* %52 to <4 x float>*, !dbg !91
  store <4 x float> %49, <4 x float>* %53, align 4, !dbg !91, !tbaa !92
  %54 = add nuw i64 %43, 8, !dbg !88
  %55 = add <4 x i32> %44, <i32 8, i32 8, i32 8, i32 8>, !dbg !89
  %56 = icmp eq i64 %54, %41, !dbg !88
  br i1 %56, label %57, label %42, !dbg !88, !llvm.loop !94

57:                                               ; preds = %42
  %58 = icmp eq i64 %41, %38, !dbg !87
  br i1 %58, label %61, label %59, !dbg !87

59:                                               ; preds = %37, %57
  %60 = phi i64 [ 0, %37 ], [ %41, %57 ]
  br label %73, !dbg !87

61:                                               ; preds = %73, %57, %23
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !36
  %62 = icmp eq i64 %24, 0, !dbg !99
  br i1 %62, label %81, label %63, !dbg !101

63:                                               ; preds = %61
  %64 = icmp sgt i32 %26, 0
  %65 = icmp sgt i32 %30, 0
  %66 = zext i32 %26 to i64
  %67 = zext i32 %30 to i64
  %68 = add nsw i64 %67, -1, !dbg !101
  %69 = and i64 %67, 3
  %70 = icmp ult i64 %68, 3
  %71 = and i64 %67, 4294967292
  %72 = icmp eq i64 %69, 0
  br label %84, !dbg !101

73:                                               ; preds = %59, %73
  %74 = phi i64 [ %79, %73 ], [ %60, %59 ]
  call void @llvm.dbg.value(metadata i64 %74, metadata !30, metadata !DIExpression()), !dbg !84
  %75 = trunc i64 %74 to i32, !dbg !89
  %76 = urem i32 %75, 13, !dbg !89
  %77 = sitofp i32 %76 to float, !dbg !90
  %78 = getelementptr inbounds float, float* %34, i64 %74, !dbg !102
  store float %77, float* %78, align 4, !dbg !91, !tbaa !92
  %79 = add nuw nsw i64 %74, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %79, metadata !30, metadata !DIExpression()), !dbg !84
  %80 = icmp eq i64 %79, %38, !dbg !85
  br i1 %80, label %61, label %73, !dbg !87, !llvm.loop !103

81:                                               ; preds = %146, %61
  %82 = phi double [ 0.000000e+00, %61 ], [ %148, %146 ], !dbg !36
  %83 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), double noundef %82), !dbg !105
  call void @free(i8* noundef %33) #8, !dbg !106
  br label %151

84:                                               ; preds = %63, %146
  %85 = phi i64 [ 0, %63 ], [ %149, %146 ]
  %86 = phi double [ 0.000000e+00, %63 ], [ %148, %146 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !34, metadata !DIExpression()), !dbg !98
  call void @llvm.dbg.value(metadata double %86, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata float* %34, metadata !107, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %26, metadata !114, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 %30, metadata !115, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !116, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !117, metadata !DIExpression()), !dbg !124
  br i1 %64, label %87, label %146, !dbg !125

87:                                               ; preds = %84, %108
  %88 = phi i64 [ %110, %108 ], [ 0, %84 ]
  %89 = phi double [ %109, %108 ], [ 0.000000e+00, %84 ]
  call void @llvm.dbg.value(metadata i64 %88, metadata !117, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %89, metadata !116, metadata !DIExpression()), !dbg !122
  br i1 %65, label %90, label %108, !dbg !127

90:                                               ; preds = %87
  br i1 %70, label %91, label %112, !dbg !127

91:                                               ; preds = %112, %90
  %92 = phi double [ undef, %90 ], [ %142, %112 ]
  %93 = phi i64 [ 0, %90 ], [ %143, %112 ]
  %94 = phi double [ %89, %90 ], [ %142, %112 ]
  br i1 %72, label %108, label %95, !dbg !127

95:                                               ; preds = %91, %95
  %96 = phi i64 [ %105, %95 ], [ %93, %91 ]
  %97 = phi double [ %104, %95 ], [ %94, %91 ]
  %98 = phi i64 [ %106, %95 ], [ 0, %91 ]
  call void @llvm.dbg.value(metadata i64 %96, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %97, metadata !116, metadata !DIExpression()), !dbg !122
  %99 = mul nuw nsw i64 %96, %66, !dbg !128
  %100 = add nuw nsw i64 %99, %88, !dbg !130
  %101 = getelementptr inbounds float, float* %34, i64 %100, !dbg !131
  %102 = load float, float* %101, align 4, !dbg !131, !tbaa !92
  %103 = fpext float %102 to double, !dbg !131
  %104 = fadd double %97, %103, !dbg !132
  call void @llvm.dbg.value(metadata double %104, metadata !116, metadata !DIExpression()), !dbg !122
  %105 = add nuw nsw i64 %96, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %105, metadata !119, metadata !DIExpression()), !dbg !126
  %106 = add i64 %98, 1, !dbg !127
  %107 = icmp eq i64 %106, %69, !dbg !127
  br i1 %107, label %108, label %95, !dbg !127, !llvm.loop !134

108:                                              ; preds = %91, %95, %87
  %109 = phi double [ %89, %87 ], [ %92, %91 ], [ %104, %95 ], !dbg !122
  %110 = add nuw nsw i64 %88, 1, !dbg !136
  call void @llvm.dbg.value(metadata i64 %110, metadata !117, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %109, metadata !116, metadata !DIExpression()), !dbg !122
  %111 = icmp eq i64 %110, %66, !dbg !137
  br i1 %111, label %146, label %87, !dbg !125, !llvm.loop !138

112:                                              ; preds = %90, %112
  %113 = phi i64 [ %143, %112 ], [ 0, %90 ]
  %114 = phi double [ %142, %112 ], [ %89, %90 ]
  %115 = phi i64 [ %144, %112 ], [ 0, %90 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %114, metadata !116, metadata !DIExpression()), !dbg !122
  %116 = mul nuw nsw i64 %113, %66, !dbg !128
  %117 = add nuw nsw i64 %116, %88, !dbg !130
  %118 = getelementptr inbounds float, float* %34, i64 %117, !dbg !131
  %119 = load float, float* %118, align 4, !dbg !131, !tbaa !92
  %120 = fpext float %119 to double, !dbg !131
  %121 = fadd double %114, %120, !dbg !132
  call void @llvm.dbg.value(metadata double %121, metadata !116, metadata !DIExpression()), !dbg !122
  %122 = or i64 %113, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %122, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i64 %122, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %121, metadata !116, metadata !DIExpression()), !dbg !122
  %123 = mul nuw nsw i64 %122, %66, !dbg !128
  %124 = add nuw nsw i64 %123, %88, !dbg !130
  %125 = getelementptr inbounds float, float* %34, i64 %124, !dbg !131
  %126 = load float, float* %125, align 4, !dbg !131, !tbaa !92
  %127 = fpext float %126 to double, !dbg !131
  %128 = fadd double %121, %127, !dbg !132
  call void @llvm.dbg.value(metadata double %128, metadata !116, metadata !DIExpression()), !dbg !122
  %129 = or i64 %113, 2, !dbg !133
  call void @llvm.dbg.value(metadata i64 %129, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i64 %129, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %128, metadata !116, metadata !DIExpression()), !dbg !122
  %130 = mul nuw nsw i64 %129, %66, !dbg !128
  %131 = add nuw nsw i64 %130, %88, !dbg !130
  %132 = getelementptr inbounds float, float* %34, i64 %131, !dbg !131
  %133 = load float, float* %132, align 4, !dbg !131, !tbaa !92
  %134 = fpext float %133 to double, !dbg !131
  %135 = fadd double %128, %134, !dbg !132
  call void @llvm.dbg.value(metadata double %135, metadata !116, metadata !DIExpression()), !dbg !122
  %136 = or i64 %113, 3, !dbg !133
  call void @llvm.dbg.value(metadata i64 %136, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata i64 %136, metadata !119, metadata !DIExpression()), !dbg !126
  call void @llvm.dbg.value(metadata double %135, metadata !116, metadata !DIExpression()), !dbg !122
  %137 = mul nuw nsw i64 %136, %66, !dbg !128
  %138 = add nuw nsw i64 %137, %88, !dbg !130
  %139 = getelementptr inbounds float, float* %34, i64 %138, !dbg !131
  %140 = load float, float* %139, align 4, !dbg !131, !tbaa !92
  %141 = fpext float %140 to double, !dbg !131
  %142 = fadd double %135, %141, !dbg !132
  call void @llvm.dbg.value(metadata double %142, metadata !116, metadata !DIExpression()), !dbg !122
  %143 = add nuw nsw i64 %113, 4, !dbg !133
  call void @llvm.dbg.value(metadata i64 %143, metadata !119, metadata !DIExpression()), !dbg !126
  %144 = add i64 %115, 4, !dbg !127
  %145 = icmp eq i64 %144, %71, !dbg !127
  br i1 %145, label %91, label %112, !dbg !127, !llvm.loop !140

146:                                              ; preds = %108, %84
  %147 = phi double [ 0.000000e+00, %84 ], [ %109, %108 ], !dbg !142
  %148 = fadd double %86, %147, !dbg !143
  call void @llvm.dbg.value(metadata double %148, metadata !32, metadata !DIExpression()), !dbg !36
  %149 = add nuw i64 %85, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %149, metadata !34, metadata !DIExpression()), !dbg !98
  %150 = icmp eq i64 %149, %24, !dbg !99
  br i1 %150, label %81, label %84, !dbg !101, !llvm.loop !145

151:                                              ; preds = %81, %13
  %152 = phi i32 [ 0, %81 ], [ 2, %13 ], !dbg !36
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %5) #8, !dbg !147
  ret i32 %152, !dbg !147
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(%struct._IO_FILE* nocapture noundef, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtoul(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #5

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(i8* nocapture noundef readonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }
attributes #9 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_sscanf_dims.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "86a1bfe14d3745c2a9efc9170618a419")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 15, type: !12, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!12 = !DISubroutineType(types: !13)
!13 = !{!14, !14, !15}
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!18 = !{!19, !20, !21, !26, !28, !30, !32, !34}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !11, file: !1, line: 15, type: !14)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !11, file: !1, line: 15, type: !15)
!21 = !DILocalVariable(name: "d", scope: !11, file: !1, line: 16, type: !22)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dims", file: !1, line: 5, size: 64, elements: !23)
!23 = !{!24, !25}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !22, file: !1, line: 5, baseType: !14, size: 32)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !22, file: !1, line: 5, baseType: !14, size: 32, offset: 32)
!26 = !DILocalVariable(name: "reps", scope: !11, file: !1, line: 17, type: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !DILocalVariable(name: "g", scope: !11, file: !1, line: 23, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 24, type: !14)
!31 = distinct !DILexicalBlock(scope: !11, file: !1, line: 24, column: 3)
!32 = !DILocalVariable(name: "t", scope: !11, file: !1, line: 25, type: !33)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !DILocalVariable(name: "r", scope: !35, file: !1, line: 26, type: !27)
!35 = distinct !DILexicalBlock(scope: !11, file: !1, line: 26, column: 3)
!36 = !DILocation(line: 0, scope: !11)
!37 = !DILocation(line: 16, column: 3, scope: !11)
!38 = !DILocation(line: 16, column: 15, scope: !11)
!39 = !DILocation(line: 18, column: 12, scope: !40)
!40 = distinct !DILexicalBlock(scope: !11, file: !1, line: 18, column: 7)
!41 = !DILocation(line: 18, column: 16, scope: !40)
!42 = !DILocation(line: 18, column: 31, scope: !40)
!43 = !{!44, !44, i64 0}
!44 = !{!"any pointer", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "s", arg: 1, scope: !48, file: !1, line: 6, type: !51)
!48 = distinct !DISubprogram(name: "parse_dims", scope: !1, file: !1, line: 6, type: !49, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !54)
!49 = !DISubroutineType(types: !50)
!50 = !{!14, !51, !53}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!54 = !{!47, !55}
!55 = !DILocalVariable(name: "d", arg: 2, scope: !48, file: !1, line: 6, type: !53)
!56 = !DILocation(line: 0, scope: !48, inlinedAt: !57)
!57 = distinct !DILocation(line: 18, column: 20, scope: !40)
!58 = !DILocation(line: 7, column: 40, scope: !48, inlinedAt: !57)
!59 = !DILocation(line: 7, column: 10, scope: !48, inlinedAt: !57)
!60 = !DILocation(line: 7, column: 43, scope: !48, inlinedAt: !57)
!61 = !DILocation(line: 18, column: 7, scope: !11)
!62 = !DILocation(line: 19, column: 13, scope: !63)
!63 = distinct !DILexicalBlock(scope: !40, file: !1, line: 18, column: 45)
!64 = !DILocation(line: 19, column: 47, scope: !63)
!65 = !DILocation(line: 19, column: 5, scope: !63)
!66 = !DILocation(line: 20, column: 5, scope: !63)
!67 = !DILocation(line: 22, column: 12, scope: !68)
!68 = distinct !DILexicalBlock(scope: !11, file: !1, line: 22, column: 7)
!69 = !DILocation(line: 22, column: 7, scope: !11)
!70 = !DILocation(line: 22, column: 32, scope: !68)
!71 = !DILocation(line: 22, column: 24, scope: !68)
!72 = !DILocation(line: 22, column: 17, scope: !68)
!73 = !DILocation(line: 23, column: 39, scope: !11)
!74 = !{!75, !76, i64 0}
!75 = !{!"dims", !76, i64 0, !76, i64 4}
!76 = !{!"int", !45, i64 0}
!77 = !DILocation(line: 23, column: 37, scope: !11)
!78 = !DILocation(line: 23, column: 35, scope: !11)
!79 = !DILocation(line: 23, column: 45, scope: !11)
!80 = !{!75, !76, i64 4}
!81 = !DILocation(line: 23, column: 43, scope: !11)
!82 = !DILocation(line: 23, column: 41, scope: !11)
!83 = !DILocation(line: 23, column: 14, scope: !11)
!84 = !DILocation(line: 0, scope: !31)
!85 = !DILocation(line: 24, column: 21, scope: !86)
!86 = distinct !DILexicalBlock(scope: !31, file: !1, line: 24, column: 3)
!87 = !DILocation(line: 24, column: 3, scope: !31)
!88 = !DILocation(line: 24, column: 35, scope: !86)
!89 = !DILocation(line: 24, column: 56, scope: !86)
!90 = !DILocation(line: 24, column: 46, scope: !86)
!91 = !DILocation(line: 24, column: 44, scope: !86)
!92 = !{!93, !93, i64 0}
!93 = !{!"float", !45, i64 0}
!94 = distinct !{!94, !87, !95, !96, !97}
!95 = !DILocation(line: 24, column: 60, scope: !31)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = !DILocation(line: 0, scope: !35)
!99 = !DILocation(line: 26, column: 31, scope: !100)
!100 = distinct !DILexicalBlock(scope: !35, file: !1, line: 26, column: 3)
!101 = !DILocation(line: 26, column: 3, scope: !35)
!102 = !DILocation(line: 24, column: 39, scope: !86)
!103 = distinct !{!103, !87, !95, !96, !104, !97}
!104 = !{!"llvm.loop.unroll.runtime.disable"}
!105 = !DILocation(line: 27, column: 3, scope: !11)
!106 = !DILocation(line: 28, column: 3, scope: !11)
!107 = !DILocalVariable(name: "g", arg: 1, scope: !108, file: !1, line: 9, type: !111)
!108 = distinct !DISubprogram(name: "colsum", scope: !1, file: !1, line: 9, type: !109, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!109 = !DISubroutineType(types: !110)
!110 = !{!33, !111, !14, !14}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!113 = !{!107, !114, !115, !116, !117, !119}
!114 = !DILocalVariable(name: "w", arg: 2, scope: !108, file: !1, line: 9, type: !14)
!115 = !DILocalVariable(name: "h", arg: 3, scope: !108, file: !1, line: 9, type: !14)
!116 = !DILocalVariable(name: "s", scope: !108, file: !1, line: 10, type: !33)
!117 = !DILocalVariable(name: "x", scope: !118, file: !1, line: 11, type: !14)
!118 = distinct !DILexicalBlock(scope: !108, file: !1, line: 11, column: 3)
!119 = !DILocalVariable(name: "y", scope: !120, file: !1, line: 12, type: !14)
!120 = distinct !DILexicalBlock(scope: !121, file: !1, line: 12, column: 5)
!121 = distinct !DILexicalBlock(scope: !118, file: !1, line: 11, column: 3)
!122 = !DILocation(line: 0, scope: !108, inlinedAt: !123)
!123 = distinct !DILocation(line: 26, column: 49, scope: !100)
!124 = !DILocation(line: 0, scope: !118, inlinedAt: !123)
!125 = !DILocation(line: 11, column: 3, scope: !118, inlinedAt: !123)
!126 = !DILocation(line: 0, scope: !120, inlinedAt: !123)
!127 = !DILocation(line: 12, column: 5, scope: !120, inlinedAt: !123)
!128 = !DILocation(line: 12, column: 42, scope: !129, inlinedAt: !123)
!129 = distinct !DILexicalBlock(scope: !120, file: !1, line: 12, column: 5)
!130 = !DILocation(line: 12, column: 46, scope: !129, inlinedAt: !123)
!131 = !DILocation(line: 12, column: 38, scope: !129, inlinedAt: !123)
!132 = !DILocation(line: 12, column: 35, scope: !129, inlinedAt: !123)
!133 = !DILocation(line: 12, column: 29, scope: !129, inlinedAt: !123)
!134 = distinct !{!134, !135}
!135 = !{!"llvm.loop.unroll.disable"}
!136 = !DILocation(line: 11, column: 27, scope: !121, inlinedAt: !123)
!137 = !DILocation(line: 11, column: 21, scope: !121, inlinedAt: !123)
!138 = distinct !{!138, !125, !139, !96}
!139 = !DILocation(line: 12, column: 49, scope: !118, inlinedAt: !123)
!140 = distinct !{!140, !127, !141, !96}
!141 = !DILocation(line: 12, column: 49, scope: !120, inlinedAt: !123)
!142 = !DILocation(line: 10, column: 10, scope: !108, inlinedAt: !123)
!143 = !DILocation(line: 26, column: 46, scope: !100)
!144 = !DILocation(line: 26, column: 40, scope: !100)
!145 = distinct !{!145, !101, !146, !96}
!146 = !DILocation(line: 26, column: 67, scope: !35)
!147 = !DILocation(line: 30, column: 1, scope: !11)
