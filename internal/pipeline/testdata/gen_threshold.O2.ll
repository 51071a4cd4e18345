; ModuleID = 'gen_threshold.c'
source_filename = "gen_threshold.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !19, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i8** %1, metadata !20, metadata !DIExpression()), !dbg !38
  %3 = icmp sgt i32 %0, 1, !dbg !39
  br i1 %3, label %6, label %4, !dbg !40

4:                                                ; preds = %2
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !38
  %5 = tail call noalias dereferenceable_or_null(1000) i8* @malloc(i64 noundef 1000) #6, !dbg !41
  call void @llvm.dbg.value(metadata i8* %13, metadata !22, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* poison, metadata !25, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 7, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !42
  br label %15, !dbg !43

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !44
  %8 = load i8*, i8** %7, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i8* %8, metadata !49, metadata !DIExpression()) #6, !dbg !57
  %9 = tail call i64 @strtol(i8* nocapture noundef nonnull %8, i8** noundef null, i32 noundef 10) #6, !dbg !59
  %10 = trunc i64 %9 to i32, !dbg !60
  call void @llvm.dbg.value(metadata i32 %10, metadata !21, metadata !DIExpression()), !dbg !38
  %11 = shl i64 %9, 32, !dbg !61
  %12 = ashr exact i64 %11, 32, !dbg !61
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #6, !dbg !41
  call void @llvm.dbg.value(metadata i8* %13, metadata !22, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* poison, metadata !25, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 7, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !42
  %14 = icmp sgt i32 %10, 0, !dbg !62
  br i1 %14, label %15, label %125, !dbg !43

15:                                               ; preds = %4, %6
  %16 = phi i8* [ %5, %4 ], [ %13, %6 ]
  %17 = phi i64 [ 1000, %4 ], [ %9, %6 ]
  %18 = and i64 %17, 4294967295, !dbg !62
  %19 = add nsw i64 %18, -1, !dbg !43
  %20 = and i64 %17, 1, !dbg !43
  %21 = icmp eq i64 %19, 0, !dbg !43
  br i1 %21, label %30, label %22, !dbg !43

22:                                               ; preds = %15
  %23 = sub nsw i64 %18, %20, !dbg !43
  br label %41, !dbg !43

24:                                               ; preds = %41
  %25 = mul i32 %53, 1664525, !dbg !43
  %26 = add i32 %25, 74380127, !dbg !43
  %27 = lshr i32 %26, 24, !dbg !43
  %28 = trunc i32 %27 to i8, !dbg !43
  %29 = and i8 %28, 7, !dbg !43
  br label %30, !dbg !43

30:                                               ; preds = %24, %15
  %31 = phi i64 [ 0, %15 ], [ %58, %24 ]
  %32 = phi i8 [ 5, %15 ], [ %29, %24 ]
  %33 = icmp eq i64 %20, 0, !dbg !43
  br i1 %33, label %36, label %34, !dbg !43

34:                                               ; preds = %30
  call void @llvm.dbg.value(metadata i64 %31, metadata !30, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !28, metadata !DIExpression()), !dbg !38
  %35 = getelementptr inbounds i8, i8* %16, i64 %31, !dbg !64
  store i8 %32, i8* %35, align 1, !dbg !66, !tbaa !67
  call void @llvm.dbg.value(metadata i64 %31, metadata !30, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !42
  br label %36, !dbg !68

36:                                               ; preds = %30, %34
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !38
  %37 = and i64 %17, 1, !dbg !71
  %38 = icmp eq i64 %19, 0, !dbg !71
  br i1 %38, label %61, label %39, !dbg !71

39:                                               ; preds = %36
  %40 = sub nsw i64 %18, %37, !dbg !71
  br label %88, !dbg !71

41:                                               ; preds = %41, %22
  %42 = phi i64 [ 0, %22 ], [ %58, %41 ]
  %43 = phi i32 [ 7, %22 ], [ %53, %41 ]
  %44 = phi i64 [ 0, %22 ], [ %59, %41 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !30, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %43, metadata !28, metadata !DIExpression()), !dbg !38
  %45 = mul i32 %43, 1664525, !dbg !72
  %46 = add i32 %45, 1013904223, !dbg !73
  call void @llvm.dbg.value(metadata i32 %46, metadata !28, metadata !DIExpression()), !dbg !38
  %47 = lshr i32 %46, 24, !dbg !74
  %48 = trunc i32 %47 to i8, !dbg !75
  %49 = and i8 %48, 7, !dbg !75
  %50 = getelementptr inbounds i8, i8* %16, i64 %42, !dbg !64
  store i8 %49, i8* %50, align 1, !dbg !66, !tbaa !67
  %51 = or i64 %42, 1, !dbg !76
  call void @llvm.dbg.value(metadata i64 %51, metadata !30, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %51, metadata !30, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 %46, metadata !28, metadata !DIExpression()), !dbg !38
  %52 = mul i32 %46, 1664525, !dbg !72
  %53 = add i32 %52, 1013904223, !dbg !73
  call void @llvm.dbg.value(metadata i32 %53, metadata !28, metadata !DIExpression()), !dbg !38
  %54 = lshr i32 %53, 24, !dbg !74
  %55 = trunc i32 %54 to i8, !dbg !75
  %56 = and i8 %55, 7, !dbg !75
  %57 = getelementptr inbounds i8, i8* %16, i64 %51, !dbg !64
  store i8 %56, i8* %57, align 1, !dbg !66, !tbaa !67
  %58 = add nuw nsw i64 %42, 2, !dbg !76
  call void @llvm.dbg.value(metadata i64 %58, metadata !30, metadata !DIExpression()), !dbg !42
  %59 = add i64 %44, 2, !dbg !43
  %60 = icmp eq i64 %59, %23, !dbg !43
  br i1 %60, label %24, label %41, !dbg !43, !llvm.loop !77

61:                                               ; preds = %88, %36
  %62 = phi i32 [ undef, %36 ], [ %110, %88 ]
  %63 = phi double [ undef, %36 ], [ %111, %88 ]
  %64 = phi i64 [ 0, %36 ], [ %112, %88 ]
  %65 = phi i32 [ 0, %36 ], [ %110, %88 ]
  %66 = phi double [ 0.000000e+00, %36 ], [ %111, %88 ]
  %67 = icmp eq i64 %37, 0, !dbg !71
  br i1 %67, label %78, label %68, !dbg !71

68:                                               ; preds = %61
  call void @llvm.dbg.value(metadata i64 %64, metadata !34, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %65, metadata !33, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %66, metadata !32, metadata !DIExpression()), !dbg !38
  %69 = getelementptr inbounds i8, i8* %16, i64 %64, !dbg !80
  %70 = load i8, i8* %69, align 1, !dbg !80, !tbaa !67
  %71 = icmp ugt i8 %70, 4, !dbg !83
  %72 = uitofp i8 %70 to double, !dbg !84
  %73 = fmul double %72, 5.000000e-01, !dbg !84
  %74 = select i1 %71, double %73, double 1.000000e+00, !dbg !84
  %75 = zext i1 %71 to i32, !dbg !84
  %76 = add nuw nsw i32 %65, %75, !dbg !84
  call void @llvm.dbg.value(metadata i32 %76, metadata !33, metadata !DIExpression()), !dbg !38
  %77 = fadd double %66, %74, !dbg !85
  call void @llvm.dbg.value(metadata double %77, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %64, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !70
  br label %78, !dbg !86

78:                                               ; preds = %61, %68
  %79 = phi i32 [ %62, %61 ], [ %76, %68 ], !dbg !84
  %80 = phi double [ %63, %61 ], [ %77, %68 ], !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double %80, metadata !32, metadata !DIExpression()), !dbg !38
  %81 = icmp eq i32 %79, 0, !dbg !86
  br i1 %81, label %125, label %82, !dbg !89

82:                                               ; preds = %78
  %83 = add i32 %79, -1, !dbg !89
  %84 = and i32 %79, 7, !dbg !89
  %85 = icmp ult i32 %83, 7, !dbg !89
  br i1 %85, label %115, label %86, !dbg !89

86:                                               ; preds = %82
  %87 = and i32 %79, -8, !dbg !89
  br label %130, !dbg !89

88:                                               ; preds = %88, %39
  %89 = phi i64 [ 0, %39 ], [ %112, %88 ]
  %90 = phi i32 [ 0, %39 ], [ %110, %88 ]
  %91 = phi double [ 0.000000e+00, %39 ], [ %111, %88 ]
  %92 = phi i64 [ 0, %39 ], [ %113, %88 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !34, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %90, metadata !33, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %91, metadata !32, metadata !DIExpression()), !dbg !38
  %93 = getelementptr inbounds i8, i8* %16, i64 %89, !dbg !80
  %94 = load i8, i8* %93, align 1, !dbg !80, !tbaa !67
  %95 = icmp ugt i8 %94, 4, !dbg !83
  %96 = uitofp i8 %94 to double, !dbg !84
  %97 = fmul double %96, 5.000000e-01, !dbg !84
  %98 = select i1 %95, double %97, double 1.000000e+00, !dbg !84
  %99 = zext i1 %95 to i32, !dbg !84
  %100 = add nuw nsw i32 %90, %99, !dbg !84
  call void @llvm.dbg.value(metadata i32 %100, metadata !33, metadata !DIExpression()), !dbg !38
  %101 = fadd double %91, %98, !dbg !85
  call void @llvm.dbg.value(metadata double %101, metadata !32, metadata !DIExpression()), !dbg !38
  %102 = or i64 %89, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %102, metadata !34, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %102, metadata !34, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 %100, metadata !33, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %101, metadata !32, metadata !DIExpression()), !dbg !38
  %103 = getelementptr inbounds i8, i8* %16, i64 %102, !dbg !80
  %104 = load i8, i8* %103, align 1, !dbg !80, !tbaa !67
  %105 = icmp ugt i8 %104, 4, !dbg !83
  %106 = uitofp i8 %104 to double, !dbg !84
  %107 = fmul double %106, 5.000000e-01, !dbg !84
  %108 = select i1 %105, double %107, double 1.000000e+00, !dbg !84
  %109 = zext i1 %105 to i32, !dbg !84
  %110 = add nuw nsw i32 %100, %109, !dbg !84
  call void @llvm.dbg.value(metadata i32 %110, metadata !33, metadata !DIExpression()), !dbg !38
  %111 = fadd double %101, %108, !dbg !85
  call void @llvm.dbg.value(metadata double %111, metadata !32, metadata !DIExpression()), !dbg !38
  %112 = add nuw nsw i64 %89, 2, !dbg !90
  call void @llvm.dbg.value(metadata i64 %112, metadata !34, metadata !DIExpression()), !dbg !70
  %113 = add i64 %92, 2, !dbg !71
  %114 = icmp eq i64 %113, %40, !dbg !71
  br i1 %114, label %61, label %88, !dbg !71, !llvm.loop !91

115:                                              ; preds = %130, %82
  %116 = phi double [ undef, %82 ], [ %140, %130 ]
  %117 = phi double [ %80, %82 ], [ %140, %130 ]
  %118 = icmp eq i32 %84, 0, !dbg !89
  br i1 %118, label %125, label %119, !dbg !89

119:                                              ; preds = %115, %119
  %120 = phi double [ %122, %119 ], [ %117, %115 ]
  %121 = phi i32 [ %123, %119 ], [ 0, %115 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double %120, metadata !32, metadata !DIExpression()), !dbg !38
  %122 = fmul double %120, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %122, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !88
  %123 = add i32 %121, 1, !dbg !89
  %124 = icmp eq i32 %123, %84, !dbg !89
  br i1 %124, label %125, label %119, !dbg !89, !llvm.loop !94

125:                                              ; preds = %115, %119, %6, %78
  %126 = phi i32 [ %79, %78 ], [ 0, %6 ], [ %79, %119 ], [ %79, %115 ]
  %127 = phi i8* [ %16, %78 ], [ %13, %6 ], [ %16, %119 ], [ %16, %115 ]
  %128 = phi double [ %80, %78 ], [ 0.000000e+00, %6 ], [ %116, %115 ], [ %122, %119 ], !dbg !38
  %129 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0), i32 noundef %126, double noundef %128), !dbg !96
  tail call void @free(i8* noundef %127) #6, !dbg !97
  ret i32 0, !dbg !98

130:                                              ; preds = %130, %86
  %131 = phi double [ %80, %86 ], [ %140, %130 ]
  %132 = phi i32 [ 0, %86 ], [ %141, %130 ]
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata double %131, metadata !32, metadata !DIExpression()), !dbg !38
  %133 = fmul double %131, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %133, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %133, metadata !32, metadata !DIExpression()), !dbg !38
  %134 = fmul double %133, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %134, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %134, metadata !32, metadata !DIExpression()), !dbg !38
  %135 = fmul double %134, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %135, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %135, metadata !32, metadata !DIExpression()), !dbg !38
  %136 = fmul double %135, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %136, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %136, metadata !32, metadata !DIExpression()), !dbg !38
  %137 = fmul double %136, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %137, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %137, metadata !32, metadata !DIExpression()), !dbg !38
  %138 = fmul double %137, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %138, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %138, metadata !32, metadata !DIExpression()), !dbg !38
  %139 = fmul double %138, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %139, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value)), !dbg !88
  call void @llvm.dbg.value(metadata double %139, metadata !32, metadata !DIExpression()), !dbg !38
  %140 = fmul double %139, 0x3FEFF7CED916872B, !dbg !93
  call void @llvm.dbg.value(metadata double %140, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 poison, metadata !36, metadata !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value)), !dbg !88
  %141 = add i32 %132, 8, !dbg !89
  %142 = icmp eq i32 %141, %87, !dbg !89
  br i1 %142, label %115, label %130, !dbg !89, !llvm.loop !99
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #5

attributes #0 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gen_threshold.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "e0dbb80ea78702f71ef9d64b072bc7ec")
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
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 7, type: !16, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{!3, !3, !4}
!18 = !{!19, !20, !21, !22, !25, !28, !30, !32, !33, !34, !36}
!19 = !DILocalVariable(name: "argc", arg: 1, scope: !15, file: !1, line: 7, type: !3)
!20 = !DILocalVariable(name: "argv", arg: 2, scope: !15, file: !1, line: 7, type: !4)
!21 = !DILocalVariable(name: "n", scope: !15, file: !1, line: 9, type: !3)
!22 = !DILocalVariable(name: "code", scope: !15, file: !1, line: 10, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!25 = !DILocalVariable(name: "w", scope: !15, file: !1, line: 11, type: !26)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!28 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 12, type: !29)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 13, type: !3)
!31 = distinct !DILexicalBlock(scope: !15, file: !1, line: 13, column: 3)
!32 = !DILocalVariable(name: "acc", scope: !15, file: !1, line: 17, type: !27)
!33 = !DILocalVariable(name: "high", scope: !15, file: !1, line: 18, type: !3)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 19, type: !3)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 19, column: 3)
!36 = !DILocalVariable(name: "k", scope: !37, file: !1, line: 28, type: !3)
!37 = distinct !DILexicalBlock(scope: !15, file: !1, line: 28, column: 3)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 9, column: 16, scope: !15)
!40 = !DILocation(line: 9, column: 11, scope: !15)
!41 = !DILocation(line: 10, column: 25, scope: !15)
!42 = !DILocation(line: 0, scope: !31)
!43 = !DILocation(line: 13, column: 3, scope: !31)
!44 = !DILocation(line: 9, column: 27, scope: !15)
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocalVariable(name: "__nptr", arg: 1, scope: !50, file: !51, line: 362, type: !54)
!50 = distinct !DISubprogram(name: "atoi", scope: !51, file: !51, line: 362, type: !52, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !56)
!51 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!52 = !DISubroutineType(types: !53)
!53 = !{!3, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!56 = !{!49}
!57 = !DILocation(line: 0, scope: !50, inlinedAt: !58)
!58 = distinct !DILocation(line: 9, column: 22, scope: !15)
!59 = !DILocation(line: 364, column: 16, scope: !50, inlinedAt: !58)
!60 = !DILocation(line: 364, column: 10, scope: !50, inlinedAt: !58)
!61 = !DILocation(line: 10, column: 32, scope: !15)
!62 = !DILocation(line: 13, column: 21, scope: !63)
!63 = distinct !DILexicalBlock(scope: !31, file: !1, line: 13, column: 3)
!64 = !DILocation(line: 15, column: 5, scope: !65)
!65 = distinct !DILexicalBlock(scope: !63, file: !1, line: 13, column: 31)
!66 = !DILocation(line: 15, column: 13, scope: !65)
!67 = !{!47, !47, i64 0}
!68 = !DILocation(line: 19, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !35, file: !1, line: 19, column: 3)
!70 = !DILocation(line: 0, scope: !35)
!71 = !DILocation(line: 19, column: 3, scope: !35)
!72 = !DILocation(line: 14, column: 11, scope: !65)
!73 = !DILocation(line: 14, column: 22, scope: !65)
!74 = !DILocation(line: 15, column: 18, scope: !65)
!75 = !DILocation(line: 15, column: 15, scope: !65)
!76 = !DILocation(line: 13, column: 27, scope: !63)
!77 = distinct !{!77, !43, !78, !79}
!78 = !DILocation(line: 16, column: 3, scope: !31)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 20, column: 9, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !1, line: 20, column: 9)
!82 = distinct !DILexicalBlock(scope: !69, file: !1, line: 19, column: 31)
!83 = !DILocation(line: 20, column: 17, scope: !81)
!84 = !DILocation(line: 20, column: 9, scope: !82)
!85 = !DILocation(line: 26, column: 9, scope: !82)
!86 = !DILocation(line: 28, column: 21, scope: !87)
!87 = distinct !DILexicalBlock(scope: !37, file: !1, line: 28, column: 3)
!88 = !DILocation(line: 0, scope: !37)
!89 = !DILocation(line: 28, column: 3, scope: !37)
!90 = !DILocation(line: 19, column: 27, scope: !69)
!91 = distinct !{!91, !71, !92, !79}
!92 = !DILocation(line: 27, column: 3, scope: !35)
!93 = !DILocation(line: 29, column: 9, scope: !87)
!94 = distinct !{!94, !95}
!95 = !{!"llvm.loop.unroll.disable"}
!96 = !DILocation(line: 30, column: 3, scope: !15)
!97 = !DILocation(line: 31, column: 3, scope: !15)
!98 = !DILocation(line: 33, column: 3, scope: !15)
!99 = distinct !{!99, !89, !100, !79}
!100 = !DILocation(line: 29, column: 12, scope: !37)
