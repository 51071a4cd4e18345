; ModuleID = 'args_sscanf_size.c'
source_filename = "args_sscanf_size.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct._IO_FILE = type { i32, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, i8*, %struct._IO_marker*, %struct._IO_FILE*, i32, i32, i64, i16, i8, [1 x i8], i8*, i64, %struct._IO_codecvt*, %struct._IO_wide_data*, %struct._IO_FILE*, i8*, i64, i32, [20 x i8] }
%struct._IO_marker = type opaque
%struct._IO_codecvt = type opaque
%struct._IO_wide_data = type opaque

@.str = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@stderr = external local_unnamed_addr global %struct._IO_FILE*, align 8
@.str.1 = private unnamed_addr constant [7 x i8] c"bad n\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !9 {
  %3 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32 %0, metadata !17, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i8** %1, metadata !18, metadata !DIExpression()), !dbg !35
  %4 = bitcast i32* %3 to i8*, !dbg !36
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %4) #7, !dbg !36
  call void @llvm.dbg.value(metadata i32 200, metadata !19, metadata !DIExpression()), !dbg !35
  store i32 200, i32* %3, align 4, !dbg !37, !tbaa !38
  call void @llvm.dbg.value(metadata i64 3, metadata !20, metadata !DIExpression()), !dbg !35
  %5 = icmp sgt i32 %0, 1, !dbg !42
  br i1 %5, label %6, label %23, !dbg !44

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !45
  %8 = load i8*, i8** %7, align 8, !dbg !45, !tbaa !46
  call void @llvm.dbg.value(metadata i32* %3, metadata !19, metadata !DIExpression(DW_OP_deref)), !dbg !35
  %9 = call i32 (i8*, i8*, ...) @__isoc99_sscanf(i8* noundef %8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), i32* noundef nonnull %3) #7, !dbg !48
  %10 = icmp eq i32 %9, 1, !dbg !49
  br i1 %10, label %14, label %11, !dbg !50

11:                                               ; preds = %6
  %12 = load %struct._IO_FILE*, %struct._IO_FILE** @stderr, align 8, !dbg !51, !tbaa !46
  %13 = call i64 @fwrite(i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.1, i64 0, i64 0), i64 6, i64 1, %struct._IO_FILE* %12) #8, !dbg !53
  br label %155, !dbg !54

14:                                               ; preds = %6
  %15 = icmp ugt i32 %0, 2, !dbg !55
  br i1 %15, label %16, label %20, !dbg !57

16:                                               ; preds = %14
  %17 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !58
  %18 = load i8*, i8** %17, align 8, !dbg !58, !tbaa !46
  %19 = call i64 @strtol(i8* nocapture noundef %18, i8** noundef null, i32 noundef 10) #7, !dbg !59
  call void @llvm.dbg.value(metadata i64 %19, metadata !20, metadata !DIExpression()), !dbg !35
  br label %20, !dbg !60

20:                                               ; preds = %14, %16
  %21 = phi i64 [ 3, %14 ], [ %19, %16 ]
  %22 = load i32, i32* %3, align 4, !dbg !61, !tbaa !38
  br label %23, !dbg !61

23:                                               ; preds = %20, %2
  %24 = phi i32 [ %22, %20 ], [ 200, %2 ], !dbg !61
  %25 = phi i64 [ %21, %20 ], [ 3, %2 ], !dbg !35
  call void @llvm.dbg.value(metadata i64 %25, metadata !20, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  %26 = sext i32 %24 to i64, !dbg !61
  %27 = shl nsw i64 %26, 2, !dbg !62
  %28 = call noalias i8* @malloc(i64 noundef %27) #7, !dbg !63
  %29 = bitcast i8* %28 to float*, !dbg !63
  call void @llvm.dbg.value(metadata float* %29, metadata !22, metadata !DIExpression()), !dbg !35
  %30 = call noalias i8* @malloc(i64 noundef %27) #7, !dbg !64
  %31 = bitcast i8* %30 to float*, !dbg !64
  call void @llvm.dbg.value(metadata float* %31, metadata !25, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !65
  %32 = icmp sgt i32 %24, 0, !dbg !66
  br i1 %32, label %33, label %85, !dbg !68

33:                                               ; preds = %23
  %34 = zext i32 %24 to i64, !dbg !66
  %35 = icmp ult i32 %24, 8, !dbg !68
  br i1 %35, label %83, label %36, !dbg !68

36:                                               ; preds = %33
  %37 = and i64 %34, 4294967288, !dbg !68
  %38 = add nsw i64 %37, -8, !dbg !68
  %39 = lshr exact i64 %38, 3, !dbg !68
  %40 = add nuw nsw i64 %39, 1, !dbg !68
  %41 = and i64 %40, 1, !dbg !68
  %42 = icmp eq i64 %38, 0, !dbg !68
  br i1 %42, label %69, label %43, !dbg !68

43:                                               ; preds = %36
  %44 = and i64 %40, 4611686018427387902, !dbg !68
  br label %45, !dbg !68

45:                                               ; preds = %45, %43
  %46 = phi i64 [ 0, %43 ], [ %65, %45 ], !dbg !69
  %47 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %43 ], [ %66, %45 ], !dbg !70
  %48 = phi i64 [ 0, %43 ], [ %67, %45 ]
  %49 = add <4 x i32> %47, <i32 4, i32 4, i32 4, i32 4>, !dbg !70
  %50 = sitofp <4 x i32> %47 to <4 x float>, !dbg !70
  %51 = sitofp <4 x i32> %49 to <4 x float>, !dbg !70
  %52 = getelementptr inbounds float, float* %29, i64 %46, !dbg !69
  %53 = bitcast float* %52 to <4 x float>*, !dbg !71
  store <4 x float> %50, <4 x float>* %53, align 4, !dbg !71, !tbaa !72
  %54 = getelementptr inbounds float, float* %52, i64 4, !dbg !71
  %55 = bitcast float* %54 to <4 x float>*, !dbg !71
  store <4 x float> %51, <4 x float>* %55, align 4, !dbg !71, !tbaa !72
  %56 = or i64 %46, 8, !dbg !69
  %57 = add <4 x i32> %47, <i32 8, i32 8, i32 8, i32 8>, !dbg !70
  %58 = add <4 x i32> %47, <i32 12, i32 12, i32 12, i32 12>, !dbg !70
  %59 = sitofp <4 x i32> %57 to <4 x float>, !dbg !70
  %60 = sitofp <4 x i32> %58 to <4 x float>, !dbg !70
  %61 = getelementptr inbounds float, float* %29, i64 %56, !dbg !69
  %62 = bitcast float* %61 to <4 x float>*, !dbg !71
  store <4 x float> %59, <4 x float>* %62, align 4, !dbg !71, !tbaa !72
  %63 = getelementptr inbounds float, float* %61, i64 4, !dbg !71
  %64 = bitcast float* %63 to <4 x float>*, !dbg !71
  store <4 x float> %60, <4 x float>* %64, align 4, !dbg !71, !tbaa !72
  %65 = add nuw i64 %46, 16, !dbg !69
  %66 = add <4 x i32> %47, <i32 16, i32 16, i32 16, i32 16>, !dbg !70
  %67 = add i64 %48, 2, !dbg !69
  %68 = icmp eq i64 %67, %44, !dbg !69
  br i1 %68, label %69, label %45, !dbg !69, !llvm.loop !74

69:                                               ; preds = %45, %36
  %70 = phi i64 [ 0, %36 ], [ %65, %45 ]
  %71 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %36 ], [ %66, %45 ]
  %72 = icmp eq i64 %41, 0, !dbg !69
  br i1 %72, label %81, label %73, !dbg !69

73:                                               ; preds = %69
  %74 = add <4 x i32> %71, <i32 4, i32 4, i32 4, i32 4>, !dbg !70
  %75 = sitofp <4 x i32> %71 to <4 x float>, !dbg !70
  %76 = sitofp <4 x i32> %74 to <4 x float>, !dbg !70
  %77 = getelementptr inbounds float, float* %29, i64 %70, !dbg !69
  %78 = bitcast float* %77 to <4 x float>*, !dbg !71
  store <4 x float> %75, <4 x float>* %78, align 4, !dbg !71, !tbaa !72
  %79 = getelementptr inbounds float, float* %77, i64 4, !dbg !71
  %80 = bitcast float* %79 to <4 x float>*, !dbg !71
  store <4 x float> %76, <4 x float>* %80, align 4, !dbg !71, !tbaa !72
  br label %81, !dbg !68

81:                                               ; preds = %69, %73
  %82 = icmp eq i64 %37, %34, !dbg !68
  br i1 %82, label %85, label %83, !dbg !68

83:                                               ; preds = %33, %81
  %84 = phi i64 [ 0, %33 ], [ %37, %81 ]
  br label %96, !dbg !68

85:                                               ; preds = %96, %81, %23
  call void @llvm.dbg.value(metadata i64 0, metadata !28, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata float* %31, metadata !25, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata float* %29, metadata !22, metadata !DIExpression()), !dbg !35
  %86 = icmp sgt i64 %25, 0, !dbg !79
  br i1 %86, label %87, label %111, !dbg !80

87:                                               ; preds = %85
  %88 = add i32 %24, -1
  %89 = icmp sgt i32 %24, 2
  %90 = zext i32 %88 to i64
  %91 = add nsw i64 %90, -1, !dbg !80
  %92 = and i64 %91, 1
  %93 = icmp eq i32 %88, 2
  %94 = and i64 %91, -2
  %95 = icmp eq i64 %92, 0
  br label %103, !dbg !80

96:                                               ; preds = %83, %96
  %97 = phi i64 [ %101, %96 ], [ %84, %83 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !26, metadata !DIExpression()), !dbg !65
  %98 = trunc i64 %97 to i32, !dbg !70
  %99 = sitofp i32 %98 to float, !dbg !70
  %100 = getelementptr inbounds float, float* %29, i64 %97, !dbg !81
  store float %99, float* %100, align 4, !dbg !71, !tbaa !72
  %101 = add nuw nsw i64 %97, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %101, metadata !26, metadata !DIExpression()), !dbg !65
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  %102 = icmp eq i64 %101, %34, !dbg !66
  br i1 %102, label %85, label %96, !dbg !68, !llvm.loop !82

103:                                              ; preds = %87, %131
  %104 = phi i64 [ 0, %87 ], [ %132, %131 ]
  %105 = phi float* [ %31, %87 ], [ %106, %131 ]
  %106 = phi float* [ %29, %87 ], [ %105, %131 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !28, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata float* %105, metadata !25, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata float* %106, metadata !22, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  br i1 %89, label %107, label %131, !dbg !85

107:                                              ; preds = %103
  %108 = load float, float* %106, align 4, !dbg !86, !tbaa !72
  %109 = getelementptr inbounds float, float* %106, i64 1
  %110 = load float, float* %109, align 4, !dbg !88, !tbaa !72
  br i1 %93, label %119, label %134, !dbg !85

111:                                              ; preds = %131, %85
  %112 = phi float* [ %29, %85 ], [ %105, %131 ], !dbg !35
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  %113 = sdiv i32 %24, 2, !dbg !89
  %114 = sext i32 %113 to i64, !dbg !90
  %115 = getelementptr inbounds float, float* %112, i64 %114, !dbg !90
  %116 = load float, float* %115, align 4, !dbg !90, !tbaa !72
  %117 = fpext float %116 to double, !dbg !90
  %118 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.2, i64 0, i64 0), double noundef %117), !dbg !91
  br label %155

119:                                              ; preds = %134, %107
  %120 = phi float [ %110, %107 ], [ %149, %134 ]
  %121 = phi float [ %108, %107 ], [ %142, %134 ]
  %122 = phi i64 [ 1, %107 ], [ %147, %134 ]
  br i1 %95, label %131, label %123, !dbg !85

123:                                              ; preds = %119
  call void @llvm.dbg.value(metadata i64 %122, metadata !30, metadata !DIExpression()), !dbg !84
  %124 = fadd float %121, %120, !dbg !92
  %125 = add nuw nsw i64 %122, 1, !dbg !93
  %126 = getelementptr inbounds float, float* %106, i64 %125, !dbg !94
  %127 = load float, float* %126, align 4, !dbg !94, !tbaa !72
  %128 = fadd float %124, %127, !dbg !95
  %129 = fdiv float %128, 3.000000e+00, !dbg !96
  %130 = getelementptr inbounds float, float* %105, i64 %122, !dbg !97
  store float %129, float* %130, align 4, !dbg !98, !tbaa !72
  call void @llvm.dbg.value(metadata i64 %125, metadata !30, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  br label %131, !dbg !99

131:                                              ; preds = %123, %119, %103
  call void @llvm.dbg.value(metadata float* %106, metadata !34, metadata !DIExpression()), !dbg !100
  call void @llvm.dbg.value(metadata float* %105, metadata !22, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata float* %106, metadata !25, metadata !DIExpression()), !dbg !35
  %132 = add nuw nsw i64 %104, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %132, metadata !28, metadata !DIExpression()), !dbg !78
  %133 = icmp eq i64 %132, %25, !dbg !79
  br i1 %133, label %111, label %103, !dbg !80, !llvm.loop !101

134:                                              ; preds = %107, %134
  %135 = phi float [ %149, %134 ], [ %110, %107 ], !dbg !88
  %136 = phi float [ %142, %134 ], [ %108, %107 ], !dbg !86
  %137 = phi i64 [ %147, %134 ], [ 1, %107 ]
  %138 = phi i64 [ %153, %134 ], [ 0, %107 ]
  call void @llvm.dbg.value(metadata i64 %137, metadata !30, metadata !DIExpression()), !dbg !84
  %139 = fadd float %136, %135, !dbg !92
  %140 = add nuw nsw i64 %137, 1, !dbg !93
  %141 = getelementptr inbounds float, float* %106, i64 %140, !dbg !94
  %142 = load float, float* %141, align 4, !dbg !94, !tbaa !72
  %143 = fadd float %139, %142, !dbg !95
  %144 = fdiv float %143, 3.000000e+00, !dbg !96
  %145 = getelementptr inbounds float, float* %105, i64 %137, !dbg !97
  store float %144, float* %145, align 4, !dbg !98, !tbaa !72
  call void @llvm.dbg.value(metadata i64 %140, metadata !30, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i64 %140, metadata !30, metadata !DIExpression()), !dbg !84
  %146 = fadd float %135, %142, !dbg !92
  %147 = add nuw nsw i64 %137, 2, !dbg !93
  %148 = getelementptr inbounds float, float* %106, i64 %147, !dbg !94
  %149 = load float, float* %148, align 4, !dbg !94, !tbaa !72
  %150 = fadd float %146, %149, !dbg !95
  %151 = fdiv float %150, 3.000000e+00, !dbg !96
  %152 = getelementptr inbounds float, float* %105, i64 %140, !dbg !97
  store float %151, float* %152, align 4, !dbg !98, !tbaa !72
  call void @llvm.dbg.value(metadata i64 %147, metadata !30, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 %24, metadata !19, metadata !DIExpression()), !dbg !35
  %153 = add i64 %138, 2, !dbg !85
  %154 = icmp eq i64 %153, %94, !dbg !85
  br i1 %154, label %119, label %134, !dbg !85, !llvm.loop !103

155:                                              ; preds = %111, %11
  %156 = phi i32 [ 1, %11 ], [ 0, %111 ], !dbg !35
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %4) #7, !dbg !105
  ret i32 %156, !dbg !105
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(i8* nocapture noundef readonly, i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(i8* nocapture noundef, i64 noundef, i64 noundef, %struct._IO_FILE* nocapture noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { cold }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_sscanf_size.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "68732b81e44db856bbd19d6c3ac1c1ae")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 1}
!8 = !{!"Debian clang version 14.0.6"}
!9 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 4, type: !10, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !16)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !12, !13}
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17, !18, !19, !20, !22, !25, !26, !28, !30, !34}
!17 = !DILocalVariable(name: "argc", arg: 1, scope: !9, file: !1, line: 4, type: !12)
!18 = !DILocalVariable(name: "argv", arg: 2, scope: !9, file: !1, line: 4, type: !13)
!19 = !DILocalVariable(name: "n", scope: !9, file: !1, line: 5, type: !12)
!20 = !DILocalVariable(name: "steps", scope: !9, file: !1, line: 6, type: !21)
!21 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!22 = !DILocalVariable(name: "u", scope: !9, file: !1, line: 9, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !DILocalVariable(name: "v", scope: !9, file: !1, line: 9, type: !23)
!26 = !DILocalVariable(name: "i", scope: !27, file: !1, line: 10, type: !12)
!27 = distinct !DILexicalBlock(scope: !9, file: !1, line: 10, column: 3)
!28 = !DILocalVariable(name: "t", scope: !29, file: !1, line: 11, type: !21)
!29 = distinct !DILexicalBlock(scope: !9, file: !1, line: 11, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 12, type: !12)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 12, column: 5)
!32 = distinct !DILexicalBlock(scope: !33, file: !1, line: 11, column: 36)
!33 = distinct !DILexicalBlock(scope: !29, file: !1, line: 11, column: 3)
!34 = !DILocalVariable(name: "w", scope: !32, file: !1, line: 13, type: !23)
!35 = !DILocation(line: 0, scope: !9)
!36 = !DILocation(line: 5, column: 3, scope: !9)
!37 = !DILocation(line: 5, column: 7, scope: !9)
!38 = !{!39, !39, i64 0}
!39 = !{!"int", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 7, column: 12, scope: !43)
!43 = distinct !DILexicalBlock(scope: !9, file: !1, line: 7, column: 7)
!44 = !DILocation(line: 7, column: 16, scope: !43)
!45 = !DILocation(line: 7, column: 26, scope: !43)
!46 = !{!47, !47, i64 0}
!47 = !{!"any pointer", !40, i64 0}
!48 = !DILocation(line: 7, column: 19, scope: !43)
!49 = !DILocation(line: 7, column: 45, scope: !43)
!50 = !DILocation(line: 7, column: 7, scope: !9)
!51 = !DILocation(line: 7, column: 61, scope: !52)
!52 = distinct !DILexicalBlock(scope: !43, file: !1, line: 7, column: 51)
!53 = !DILocation(line: 7, column: 53, scope: !52)
!54 = !DILocation(line: 7, column: 81, scope: !52)
!55 = !DILocation(line: 8, column: 12, scope: !56)
!56 = distinct !DILexicalBlock(scope: !9, file: !1, line: 8, column: 7)
!57 = !DILocation(line: 8, column: 7, scope: !9)
!58 = !DILocation(line: 8, column: 32, scope: !56)
!59 = !DILocation(line: 8, column: 25, scope: !56)
!60 = !DILocation(line: 8, column: 17, scope: !56)
!61 = !DILocation(line: 9, column: 37, scope: !9)
!62 = !DILocation(line: 9, column: 35, scope: !9)
!63 = !DILocation(line: 9, column: 14, scope: !9)
!64 = !DILocation(line: 9, column: 46, scope: !9)
!65 = !DILocation(line: 0, scope: !27)
!66 = !DILocation(line: 10, column: 21, scope: !67)
!67 = distinct !DILexicalBlock(scope: !27, file: !1, line: 10, column: 3)
!68 = !DILocation(line: 10, column: 3, scope: !27)
!69 = !DILocation(line: 10, column: 27, scope: !67)
!70 = !DILocation(line: 10, column: 38, scope: !67)
!71 = !DILocation(line: 10, column: 36, scope: !67)
!72 = !{!73, !73, i64 0}
!73 = !{!"float", !40, i64 0}
!74 = distinct !{!74, !68, !75, !76, !77}
!75 = !DILocation(line: 10, column: 38, scope: !27)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !{!"llvm.loop.isvectorized", i32 1}
!78 = !DILocation(line: 0, scope: !29)
!79 = !DILocation(line: 11, column: 22, scope: !33)
!80 = !DILocation(line: 11, column: 3, scope: !29)
!81 = !DILocation(line: 10, column: 31, scope: !67)
!82 = distinct !{!82, !68, !75, !76, !83, !77}
!83 = !{!"llvm.loop.unroll.runtime.disable"}
!84 = !DILocation(line: 0, scope: !31)
!85 = !DILocation(line: 12, column: 5, scope: !31)
!86 = !DILocation(line: 12, column: 45, scope: !87)
!87 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 5)
!88 = !DILocation(line: 12, column: 56, scope: !87)
!89 = !DILocation(line: 15, column: 22, scope: !9)
!90 = !DILocation(line: 15, column: 18, scope: !9)
!91 = !DILocation(line: 15, column: 3, scope: !9)
!92 = !DILocation(line: 12, column: 54, scope: !87)
!93 = !DILocation(line: 12, column: 67, scope: !87)
!94 = !DILocation(line: 12, column: 63, scope: !87)
!95 = !DILocation(line: 12, column: 61, scope: !87)
!96 = !DILocation(line: 12, column: 73, scope: !87)
!97 = !DILocation(line: 12, column: 37, scope: !87)
!98 = !DILocation(line: 12, column: 42, scope: !87)
!99 = !DILocation(line: 11, column: 32, scope: !33)
!100 = !DILocation(line: 0, scope: !32)
!101 = distinct !{!101, !80, !102, !76}
!102 = !DILocation(line: 14, column: 3, scope: !29)
!103 = distinct !{!103, !85, !104, !76}
!104 = !DILocation(line: 12, column: 75, scope: !31)
!105 = !DILocation(line: 17, column: 1, scope: !9)
