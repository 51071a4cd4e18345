; ModuleID = 'recursive_dc.c'
source_filename = "recursive_dc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"%.1f %.1f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !20, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i8** %1, metadata !21, metadata !DIExpression()), !dbg !33
  %3 = icmp sgt i32 %0, 1, !dbg !34
  br i1 %3, label %4, label %15, !dbg !35

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !36
  %6 = load i8*, i8** %5, align 8, !dbg !36, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %6, metadata !41, metadata !DIExpression()) #8, !dbg !49
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !51
  %8 = trunc i64 %7 to i32, !dbg !52
  call void @llvm.dbg.value(metadata i32 %8, metadata !22, metadata !DIExpression()), !dbg !33
  %9 = icmp eq i32 %0, 2, !dbg !53
  br i1 %9, label %15, label %10, !dbg !54

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !55
  %12 = load i8*, i8** %11, align 8, !dbg !55, !tbaa !37
  call void @llvm.dbg.value(metadata i8* %12, metadata !41, metadata !DIExpression()) #8, !dbg !56
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !58
  %14 = trunc i64 %13 to i32, !dbg !59
  br label %15, !dbg !54

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 20000, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 96, %4 ], [ 96, %2 ], !dbg !54
  call void @llvm.dbg.value(metadata i32 %17, metadata !23, metadata !DIExpression()), !dbg !33
  %18 = sext i32 %16 to i64, !dbg !60
  %19 = shl nsw i64 %18, 3, !dbg !61
  %20 = tail call noalias i8* @malloc(i64 noundef %19) #8, !dbg !62
  %21 = bitcast i8* %20 to double*, !dbg !62
  call void @llvm.dbg.value(metadata double* %21, metadata !24, metadata !DIExpression()), !dbg !33
  %22 = sext i32 %17 to i64, !dbg !63
  %23 = shl nsw i64 %22, 3, !dbg !64
  %24 = mul i64 %23, %22, !dbg !65
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !66
  %26 = bitcast i8* %25 to double*, !dbg !66
  call void @llvm.dbg.value(metadata double* %26, metadata !26, metadata !DIExpression()), !dbg !33
  %27 = tail call noalias i8* @malloc(i64 noundef %24) #8, !dbg !67
  %28 = bitcast i8* %27 to double*, !dbg !67
  call void @llvm.dbg.value(metadata double* %28, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !68
  %29 = icmp sgt i32 %16, 0, !dbg !69
  br i1 %29, label %30, label %54, !dbg !71

30:                                               ; preds = %15
  %31 = zext i32 %16 to i64, !dbg !69
  %32 = icmp ult i32 %16, 4, !dbg !71
  br i1 %32, label %52, label %33, !dbg !71

33:                                               ; preds = %30
  %34 = and i64 %31, 4294967292, !dbg !71
  br label %35, !dbg !71

35:                                               ; preds = %35, %33
  %36 = phi i64 [ 0, %33 ], [ %47, %35 ], !dbg !72
  %37 = phi <2 x i32> [ <i32 0, i32 1>, %33 ], [ %48, %35 ], !dbg !73
  %38 = add <2 x i32> %37, <i32 2, i32 2>, !dbg !73
  %39 = urem <2 x i32> %37, <i32 13, i32 13>, !dbg !73
  %40 = urem <2 x i32> %38, <i32 13, i32 13>, !dbg !73
  %41 = sitofp <2 x i32> %39 to <2 x double>, !dbg !74
  %42 = sitofp <2 x i32> %40 to <2 x double>, !dbg !74
  %43 = getelementptr inbounds double, double* %21, i64 %36, !dbg !72
  %44 = bitcast double* %43 to <2 x double>*, !dbg !75
  store <2 x double> %41, <2 x double>* %44, align 8, !dbg !75, !tbaa !76
  %45 = getelementptr inbounds double, double* %43, i64 2, !dbg !75
  %46 = bitcast double* %45 to <2 x double>*, !dbg !75
  store <2 x double> %42, <2 x double>* %46, align 8, !dbg !75, !tbaa !76
  %47 = add nuw i64 %36, 4, !dbg !72
  %48 = add <2 x i32> %37, <i32 4, i32 4>, !dbg !73
  %49 = icmp eq i64 %47, %34, !dbg !72
  br i1 %49, label %50, label %35, !dbg !72, !llvm.loop !78

50:                                               ; preds = %35
  %51 = icmp eq i64 %34, %31, !dbg !71
  br i1 %51, label %54, label %52, !dbg !71

52:                                               ; preds = %30, %50
  %53 = phi i64 [ 0, %30 ], [ %34, %50 ]
  br label %81, !dbg !71

54:                                               ; preds = %81, %50, %15
  %55 = mul i32 %17, %17
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !82
  %56 = icmp eq i32 %55, 0, !dbg !83
  br i1 %56, label %89, label %57, !dbg !85

57:                                               ; preds = %54
  %58 = zext i32 %55 to i64, !dbg !83
  %59 = icmp ult i32 %55, 4, !dbg !85
  br i1 %59, label %79, label %60, !dbg !85

60:                                               ; preds = %57
  %61 = and i64 %58, 4294967292, !dbg !85
  br label %62, !dbg !85

62:                                               ; preds = %62, %60
  %63 = phi i64 [ 0, %60 ], [ %74, %62 ], !dbg !86
  %64 = phi <2 x i32> [ <i32 0, i32 1>, %60 ], [ %75, %62 ], !dbg !87
  %65 = add <2 x i32> %64, <i32 2, i32 2>, !dbg !87
  %66 = urem <2 x i32> %64, <i32 7, i32 7>, !dbg !87
  %67 = urem <2 x i32> %65, <i32 7, i32 7>, !dbg !87
  %68 = sitofp <2 x i32> %66 to <2 x double>, !dbg !88
  %69 = sitofp <2 x i32> %67 to <2 x double>, !dbg !88
  %70 = getelementptr inbounds double, double* %26, i64 %63, !dbg !86
  %71 = bitcast double* %70 to <2 x double>*, !dbg !89
  store <2 x double> %68, <2 x double>* %71, align 8, !dbg !89, !tbaa !76
  %72 = getelementptr inbounds double, double* %70, i64 2, !dbg !89
  %73 = bitcast double* %72 to <2 x double>*, !dbg !89
  store <2 x double> %69, <2 x double>* %73, align 8, !dbg !89, !tbaa !76
  %74 = add nuw i64 %63, 4, !dbg !86
  %75 = add <2 x i32> %64, <i32 4, i32 4>, !dbg !87
  %76 = icmp eq i64 %74, %61, !dbg !86
  br i1 %76, label %77, label %62, !dbg !86, !llvm.loop !90

77:                                               ; preds = %62
  %78 = icmp eq i64 %61, %58, !dbg !85
  br i1 %78, label %89, label %79, !dbg !85

79:                                               ; preds = %57, %77
  %80 = phi i64 [ 0, %57 ], [ %61, %77 ]
  br label %96, !dbg !85

81:                                               ; preds = %52, %81
  %82 = phi i64 [ %87, %81 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !28, metadata !DIExpression()), !dbg !68
  %83 = trunc i64 %82 to i32, !dbg !73
  %84 = urem i32 %83, 13, !dbg !73
  %85 = sitofp i32 %84 to double, !dbg !74
  %86 = getelementptr inbounds double, double* %21, i64 %82, !dbg !92
  store double %85, double* %86, align 8, !dbg !75, !tbaa !76
  %87 = add nuw nsw i64 %82, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %87, metadata !28, metadata !DIExpression()), !dbg !68
  %88 = icmp eq i64 %87, %31, !dbg !69
  br i1 %88, label %54, label %81, !dbg !71, !llvm.loop !93

89:                                               ; preds = %96, %77, %54
  %90 = tail call fastcc double @pairwise(double* noundef %21, i32 noundef 0, i32 noundef %16), !dbg !95
  call void @llvm.dbg.value(metadata double %90, metadata !32, metadata !DIExpression()), !dbg !33
  tail call fastcc void @transpose(double* noundef %26, double* noundef %28, i32 noundef %17, i32 noundef 0, i32 noundef %17, i32 noundef 0, i32 noundef %17), !dbg !96
  %91 = add nsw i32 %17, 2, !dbg !97
  %92 = sext i32 %91 to i64, !dbg !98
  %93 = getelementptr inbounds double, double* %28, i64 %92, !dbg !98
  %94 = load double, double* %93, align 8, !dbg !98, !tbaa !76
  %95 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %90, double noundef %94), !dbg !99
  tail call void @free(i8* noundef %20) #8, !dbg !100
  tail call void @free(i8* noundef %25) #8, !dbg !101
  tail call void @free(i8* noundef %27) #8, !dbg !102
  ret i32 0, !dbg !103

96:                                               ; preds = %79, %96
  %97 = phi i64 [ %102, %96 ], [ %80, %79 ]
  call void @llvm.dbg.value(metadata i64 %97, metadata !30, metadata !DIExpression()), !dbg !82
  %98 = trunc i64 %97 to i32, !dbg !87
  %99 = urem i32 %98, 7, !dbg !87
  %100 = sitofp i32 %99 to double, !dbg !88
  %101 = getelementptr inbounds double, double* %26, i64 %97, !dbg !104
  store double %100, double* %101, align 8, !dbg !89, !tbaa !76
  %102 = add nuw nsw i64 %97, 1, !dbg !86
  call void @llvm.dbg.value(metadata i64 %102, metadata !30, metadata !DIExpression()), !dbg !82
  %103 = icmp eq i64 %102, %58, !dbg !83
  br i1 %103, label %89, label %96, !dbg !85, !llvm.loop !105
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readonly uwtable
define internal fastcc double @pairwise(double* noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 !dbg !106 {
  call void @llvm.dbg.value(metadata double* %0, metadata !112, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %1, metadata !113, metadata !DIExpression()), !dbg !121
  call void @llvm.dbg.value(metadata i32 %2, metadata !114, metadata !DIExpression()), !dbg !121
  %4 = sub nsw i32 %2, %1, !dbg !122
  %5 = icmp slt i32 %4, 17, !dbg !123
  br i1 %5, label %6, label %69, !dbg !124

6:                                                ; preds = %3
  call void @llvm.dbg.value(metadata i32 %1, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !115, metadata !DIExpression()), !dbg !126
  %7 = icmp sgt i32 %2, %1, !dbg !127
  br i1 %7, label %8, label %67, !dbg !129

8:                                                ; preds = %6
  %9 = sext i32 %1 to i64, !dbg !129
  %10 = sext i32 %2 to i64, !dbg !127
  %11 = sub nsw i64 %10, %9, !dbg !129
  %12 = xor i64 %9, -1, !dbg !129
  %13 = add nsw i64 %12, %10, !dbg !129
  %14 = and i64 %11, 7, !dbg !129
  %15 = icmp eq i64 %14, 0, !dbg !129
  br i1 %15, label %26, label %16, !dbg !129

16:                                               ; preds = %8, %16
  %17 = phi i64 [ %23, %16 ], [ %9, %8 ]
  %18 = phi double [ %22, %16 ], [ 0.000000e+00, %8 ]
  %19 = phi i64 [ %24, %16 ], [ 0, %8 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %18, metadata !115, metadata !DIExpression()), !dbg !126
  %20 = getelementptr inbounds double, double* %0, i64 %17, !dbg !130
  %21 = load double, double* %20, align 8, !dbg !130, !tbaa !76
  %22 = fadd double %18, %21, !dbg !131
  call void @llvm.dbg.value(metadata double %22, metadata !115, metadata !DIExpression()), !dbg !126
  %23 = add nsw i64 %17, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %23, metadata !118, metadata !DIExpression()), !dbg !125
  %24 = add i64 %19, 1, !dbg !129
  %25 = icmp eq i64 %24, %14, !dbg !129
  br i1 %25, label %26, label %16, !dbg !129, !llvm.loop !133

26:                                               ; preds = %16, %8
  %27 = phi double [ undef, %8 ], [ %22, %16 ]
  %28 = phi i64 [ %9, %8 ], [ %23, %16 ]
  %29 = phi double [ 0.000000e+00, %8 ], [ %22, %16 ]
  %30 = icmp ult i64 %13, 7, !dbg !129
  br i1 %30, label %67, label %31, !dbg !129

31:                                               ; preds = %26, %31
  %32 = phi i64 [ %65, %31 ], [ %28, %26 ]
  %33 = phi double [ %64, %31 ], [ %29, %26 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %33, metadata !115, metadata !DIExpression()), !dbg !126
  %34 = getelementptr inbounds double, double* %0, i64 %32, !dbg !130
  %35 = load double, double* %34, align 8, !dbg !130, !tbaa !76
  %36 = fadd double %33, %35, !dbg !131
  call void @llvm.dbg.value(metadata double %36, metadata !115, metadata !DIExpression()), !dbg !126
  %37 = add nsw i64 %32, 1, !dbg !132
  call void @llvm.dbg.value(metadata i64 %37, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %37, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %36, metadata !115, metadata !DIExpression()), !dbg !126
  %38 = getelementptr inbounds double, double* %0, i64 %37, !dbg !130
  %39 = load double, double* %38, align 8, !dbg !130, !tbaa !76
  %40 = fadd double %36, %39, !dbg !131
  call void @llvm.dbg.value(metadata double %40, metadata !115, metadata !DIExpression()), !dbg !126
  %41 = add nsw i64 %32, 2, !dbg !132
  call void @llvm.dbg.value(metadata i64 %41, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %41, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %40, metadata !115, metadata !DIExpression()), !dbg !126
  %42 = getelementptr inbounds double, double* %0, i64 %41, !dbg !130
  %43 = load double, double* %42, align 8, !dbg !130, !tbaa !76
  %44 = fadd double %40, %43, !dbg !131
  call void @llvm.dbg.value(metadata double %44, metadata !115, metadata !DIExpression()), !dbg !126
  %45 = add nsw i64 %32, 3, !dbg !132
  call void @llvm.dbg.value(metadata i64 %45, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %45, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %44, metadata !115, metadata !DIExpression()), !dbg !126
  %46 = getelementptr inbounds double, double* %0, i64 %45, !dbg !130
  %47 = load double, double* %46, align 8, !dbg !130, !tbaa !76
  %48 = fadd double %44, %47, !dbg !131
  call void @llvm.dbg.value(metadata double %48, metadata !115, metadata !DIExpression()), !dbg !126
  %49 = add nsw i64 %32, 4, !dbg !132
  call void @llvm.dbg.value(metadata i64 %49, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %49, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %48, metadata !115, metadata !DIExpression()), !dbg !126
  %50 = getelementptr inbounds double, double* %0, i64 %49, !dbg !130
  %51 = load double, double* %50, align 8, !dbg !130, !tbaa !76
  %52 = fadd double %48, %51, !dbg !131
  call void @llvm.dbg.value(metadata double %52, metadata !115, metadata !DIExpression()), !dbg !126
  %53 = add nsw i64 %32, 5, !dbg !132
  call void @llvm.dbg.value(metadata i64 %53, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %53, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %52, metadata !115, metadata !DIExpression()), !dbg !126
  %54 = getelementptr inbounds double, double* %0, i64 %53, !dbg !130
  %55 = load double, double* %54, align 8, !dbg !130, !tbaa !76
  %56 = fadd double %52, %55, !dbg !131
  call void @llvm.dbg.value(metadata double %56, metadata !115, metadata !DIExpression()), !dbg !126
  %57 = add nsw i64 %32, 6, !dbg !132
  call void @llvm.dbg.value(metadata i64 %57, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %57, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %56, metadata !115, metadata !DIExpression()), !dbg !126
  %58 = getelementptr inbounds double, double* %0, i64 %57, !dbg !130
  %59 = load double, double* %58, align 8, !dbg !130, !tbaa !76
  %60 = fadd double %56, %59, !dbg !131
  call void @llvm.dbg.value(metadata double %60, metadata !115, metadata !DIExpression()), !dbg !126
  %61 = add nsw i64 %32, 7, !dbg !132
  call void @llvm.dbg.value(metadata i64 %61, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i64 %61, metadata !118, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata double %60, metadata !115, metadata !DIExpression()), !dbg !126
  %62 = getelementptr inbounds double, double* %0, i64 %61, !dbg !130
  %63 = load double, double* %62, align 8, !dbg !130, !tbaa !76
  %64 = fadd double %60, %63, !dbg !131
  call void @llvm.dbg.value(metadata double %64, metadata !115, metadata !DIExpression()), !dbg !126
  %65 = add nsw i64 %32, 8, !dbg !132
  call void @llvm.dbg.value(metadata i64 %65, metadata !118, metadata !DIExpression()), !dbg !125
  %66 = icmp eq i64 %65, %10, !dbg !127
  br i1 %66, label %67, label %31, !dbg !129, !llvm.loop !135

67:                                               ; preds = %26, %31, %6, %69
  %68 = phi double [ %74, %69 ], [ 0.000000e+00, %6 ], [ %27, %26 ], [ %64, %31 ]
  ret double %68, !dbg !137

69:                                               ; preds = %3
  %70 = lshr i32 %4, 1, !dbg !138
  %71 = add nsw i32 %70, %1, !dbg !139
  call void @llvm.dbg.value(metadata i32 %71, metadata !120, metadata !DIExpression()), !dbg !121
  %72 = tail call fastcc double @pairwise(double* noundef %0, i32 noundef %1, i32 noundef %71), !dbg !140
  %73 = tail call fastcc double @pairwise(double* noundef %0, i32 noundef %71, i32 noundef %2), !dbg !141
  %74 = fadd double %72, %73, !dbg !142
  br label %67
}

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) unnamed_addr #3 !dbg !143 {
  %8 = sub nsw i32 %4, %3
  call void @llvm.dbg.value(metadata double* %0, metadata !147, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double* %1, metadata !148, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %2, metadata !149, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %3, metadata !150, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %4, metadata !151, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %5, metadata !152, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %6, metadata !153, metadata !DIExpression()), !dbg !166
  %9 = sub nsw i32 %6, %5, !dbg !167
  %10 = mul nsw i32 %9, %8, !dbg !168
  %11 = icmp slt i32 %10, 65, !dbg !169
  br i1 %11, label %17, label %12, !dbg !170

12:                                               ; preds = %7, %158
  %13 = phi i32 [ %162, %158 ], [ %9, %7 ]
  %14 = phi i32 [ %161, %158 ], [ %8, %7 ]
  %15 = phi i32 [ %156, %158 ], [ %5, %7 ]
  %16 = phi i32 [ %160, %158 ], [ %3, %7 ]
  call void @llvm.dbg.value(metadata i32 %15, metadata !152, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %16, metadata !150, metadata !DIExpression()), !dbg !166
  br label %154, !dbg !170

17:                                               ; preds = %158, %165, %7
  %18 = phi i32 [ %3, %7 ], [ %16, %165 ], [ %160, %158 ]
  %19 = phi i32 [ %5, %7 ], [ %167, %165 ], [ %156, %158 ]
  call void @llvm.dbg.value(metadata i32 %18, metadata !154, metadata !DIExpression()), !dbg !171
  %20 = icmp slt i32 %18, %4, !dbg !172
  br i1 %20, label %21, label %171, !dbg !173

21:                                               ; preds = %17
  %22 = icmp slt i32 %19, %6
  %23 = sext i32 %19 to i64, !dbg !173
  %24 = sext i32 %2 to i64, !dbg !173
  %25 = sext i32 %18 to i64, !dbg !173
  %26 = sext i32 %4 to i64, !dbg !172
  %27 = sext i32 %6 to i64
  %28 = add nsw i64 %23, %25, !dbg !173
  %29 = add nsw i64 %25, %27, !dbg !173
  %30 = add nsw i64 %25, %23, !dbg !173
  %31 = sub nsw i64 %27, %23, !dbg !173
  %32 = add nsw i64 %31, -4, !dbg !173
  %33 = lshr i64 %32, 2, !dbg !173
  %34 = add nuw nsw i64 %33, 1, !dbg !173
  %35 = icmp ugt i64 %31, 3
  %36 = icmp eq i32 %2, 1
  %37 = and i1 %35, %36
  %38 = and i64 %31, -4
  %39 = add nsw i64 %38, %23
  %40 = and i64 %34, 1
  %41 = icmp ult i64 %32, 4
  %42 = and i64 %34, 9223372036854775806
  %43 = icmp eq i64 %40, 0
  %44 = icmp eq i64 %31, %38
  %45 = sub nsw i64 0, %27
  br label %46, !dbg !173

46:                                               ; preds = %21, %133
  %47 = phi i64 [ 0, %21 ], [ %136, %133 ]
  %48 = phi i64 [ %25, %21 ], [ %134, %133 ]
  call void @llvm.dbg.value(metadata i64 %48, metadata !154, metadata !DIExpression()), !dbg !171
  call void @llvm.dbg.value(metadata i32 %19, metadata !158, metadata !DIExpression()), !dbg !174
  %49 = add i64 %28, %47, !dbg !175
  %50 = getelementptr double, double* %1, i64 %49, !dbg !175
  %51 = add i64 %29, %47, !dbg !175
  %52 = getelementptr double, double* %1, i64 %51, !dbg !175
  %53 = add i64 %30, %47, !dbg !175
  %54 = getelementptr double, double* %0, i64 %53, !dbg !175
  %55 = getelementptr double, double* %0, i64 %51, !dbg !175
  br i1 %22, label %56, label %133, !dbg !175

56:                                               ; preds = %46
  %57 = mul nsw i64 %48, %24
  br i1 %37, label %58, label %116, !dbg !175

58:                                               ; preds = %56
  %59 = icmp ult double* %50, %55, !dbg !175
  %60 = icmp ult double* %54, %52, !dbg !175
  %61 = and i1 %59, %60, !dbg !175
  br i1 %61, label %116, label %62

62:                                               ; preds = %58
  br i1 %41, label %98, label %63, !dbg !175

63:                                               ; preds = %62, %63
  %64 = phi i64 [ %95, %63 ], [ 0, %62 ]
  %65 = phi i64 [ %96, %63 ], [ 0, %62 ]
  %66 = add i64 %64, %23
  %67 = add nsw i64 %66, %57, !dbg !176
  %68 = getelementptr inbounds double, double* %0, i64 %67, !dbg !178
  %69 = bitcast double* %68 to <2 x double>*, !dbg !178
  %70 = load <2 x double>, <2 x double>* %69, align 8, !dbg !178, !tbaa !76, !alias.scope !179
  %71 = getelementptr inbounds double, double* %68, i64 2, !dbg !178
  %72 = bitcast double* %71 to <2 x double>*, !dbg !178
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !178, !tbaa !76, !alias.scope !179
  %74 = mul nsw i64 %66, %24, !dbg !182
  %75 = add nsw i64 %74, %48, !dbg !183
  %76 = getelementptr inbounds double, double* %1, i64 %75, !dbg !184
  %77 = bitcast double* %76 to <2 x double>*, !dbg !185
  store <2 x double> %70, <2 x double>* %77, align 8, !dbg !185, !tbaa !76, !alias.scope !186, !noalias !179
  %78 = getelementptr inbounds double, double* %76, i64 2, !dbg !185
  %79 = bitcast double* %78 to <2 x double>*, !dbg !185
  store <2 x double> %73, <2 x double>* %79, align 8, !dbg !185, !tbaa !76, !alias.scope !186, !noalias !179
  %80 = or i64 %64, 4
  %81 = add i64 %80, %23
  %82 = add nsw i64 %81, %57, !dbg !176
  %83 = getelementptr inbounds double, double* %0, i64 %82, !dbg !178
  %84 = bitcast double* %83 to <2 x double>*, !dbg !178
  %85 = load <2 x double>, <2 x double>* %84, align 8, !dbg !178, !tbaa !76, !alias.scope !179
  %86 = getelementptr inbounds double, double* %83, i64 2, !dbg !178
  %87 = bitcast double* %86 to <2 x double>*, !dbg !178
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !178, !tbaa !76, !alias.scope !179
  %89 = mul nsw i64 %81, %24, !dbg !182
  %90 = add nsw i64 %89, %48, !dbg !183
  %91 = getelementptr inbounds double, double* %1, i64 %90, !dbg !184
  %92 = bitcast double* %91 to <2 x double>*, !dbg !185
  store <2 x double> %85, <2 x double>* %92, align 8, !dbg !185, !tbaa !76, !alias.scope !186, !noalias !179
  %93 = getelementptr inbounds double, double* %91, i64 2, !dbg !185
  %94 = bitcast double* %93 to <2 x double>*, !dbg !185
  store <2 x double> %88, <2 x double>* %94, align 8, !dbg !185, !tbaa !76, !alias.scope !186, !noalias !179
  %95 = add nuw i64 %64, 8
  %96 = add i64 %65, 2
  %97 = icmp eq i64 %96, %42
  br i1 %97, label %98, label %63, !llvm.loop !188

98:                                               ; preds = %63, %62
  %99 = phi i64 [ 0, %62 ], [ %95, %63 ]
  br i1 %43, label %115, label %100

100:                                              ; preds = %98
  %101 = add i64 %99, %23
  %102 = add nsw i64 %101, %57, !dbg !176
  %103 = getelementptr inbounds double, double* %0, i64 %102, !dbg !178
  %104 = bitcast double* %103 to <2 x double>*, !dbg !178
  %105 = load <2 x double>, <2 x double>* %104, align 8, !dbg !178, !tbaa !76, !alias.scope !179
  %106 = getelementptr inbounds double, double* %103, i64 2, !dbg !178
  %107 = bitcast double* %106 to <2 x double>*, !dbg !178
  %108 = load <2 x double>, <2 x double>* %107, align 8, !dbg !178, !tbaa !76, !alias.scope !179
  %109 = mul nsw i64 %101, %24, !dbg !182
  %110 = add nsw i64 %109, %48, !dbg !183
  %111 = getelementptr inbounds double, double* %1, i64 %110, !dbg !184
  %112 = bitcast double* %111 to <2 x double>*, !dbg !185
  store <2 x double> %105, <2 x double>* %112, align 8, !dbg !185, !tbaa !76, !alias.scope !186, !noalias !179
  %113 = getelementptr inbounds double, double* %111, i64 2, !dbg !185
  %114 = bitcast double* %113 to <2 x double>*, !dbg !185
  store <2 x double> %108, <2 x double>* %114, align 8, !dbg !185, !tbaa !76, !alias.scope !186, !noalias !179
  br label %115, !dbg !175

115:                                              ; preds = %98, %100
  br i1 %44, label %133, label %116, !dbg !175

116:                                              ; preds = %58, %56, %115
  %117 = phi i64 [ %23, %58 ], [ %23, %56 ], [ %39, %115 ]
  %118 = sub nsw i64 %27, %117, !dbg !175
  %119 = xor i64 %117, -1, !dbg !175
  %120 = and i64 %118, 1, !dbg !175
  %121 = icmp eq i64 %120, 0, !dbg !175
  br i1 %121, label %130, label %122, !dbg !175

122:                                              ; preds = %116
  call void @llvm.dbg.value(metadata i64 %117, metadata !158, metadata !DIExpression()), !dbg !174
  %123 = add nsw i64 %117, %57, !dbg !176
  %124 = getelementptr inbounds double, double* %0, i64 %123, !dbg !178
  %125 = load double, double* %124, align 8, !dbg !178, !tbaa !76
  %126 = mul nsw i64 %117, %24, !dbg !182
  %127 = add nsw i64 %126, %48, !dbg !183
  %128 = getelementptr inbounds double, double* %1, i64 %127, !dbg !184
  store double %125, double* %128, align 8, !dbg !185, !tbaa !76
  %129 = add nsw i64 %117, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %129, metadata !158, metadata !DIExpression()), !dbg !174
  br label %130, !dbg !175

130:                                              ; preds = %122, %116
  %131 = phi i64 [ %117, %116 ], [ %129, %122 ]
  %132 = icmp eq i64 %119, %45, !dbg !175
  br i1 %132, label %133, label %137, !dbg !175

133:                                              ; preds = %130, %137, %115, %46
  %134 = add nsw i64 %48, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %134, metadata !154, metadata !DIExpression()), !dbg !171
  %135 = icmp eq i64 %134, %26, !dbg !172
  %136 = add i64 %47, 1, !dbg !173
  br i1 %135, label %171, label %46, !dbg !173, !llvm.loop !192

137:                                              ; preds = %130, %137
  %138 = phi i64 [ %152, %137 ], [ %131, %130 ]
  call void @llvm.dbg.value(metadata i64 %138, metadata !158, metadata !DIExpression()), !dbg !174
  %139 = add nsw i64 %138, %57, !dbg !176
  %140 = getelementptr inbounds double, double* %0, i64 %139, !dbg !178
  %141 = load double, double* %140, align 8, !dbg !178, !tbaa !76
  %142 = mul nsw i64 %138, %24, !dbg !182
  %143 = add nsw i64 %142, %48, !dbg !183
  %144 = getelementptr inbounds double, double* %1, i64 %143, !dbg !184
  store double %141, double* %144, align 8, !dbg !185, !tbaa !76
  %145 = add nsw i64 %138, 1, !dbg !190
  call void @llvm.dbg.value(metadata i64 %145, metadata !158, metadata !DIExpression()), !dbg !174
  call void @llvm.dbg.value(metadata i64 %145, metadata !158, metadata !DIExpression()), !dbg !174
  %146 = add nsw i64 %145, %57, !dbg !176
  %147 = getelementptr inbounds double, double* %0, i64 %146, !dbg !178
  %148 = load double, double* %147, align 8, !dbg !178, !tbaa !76
  %149 = mul nsw i64 %145, %24, !dbg !182
  %150 = add nsw i64 %149, %48, !dbg !183
  %151 = getelementptr inbounds double, double* %1, i64 %150, !dbg !184
  store double %148, double* %151, align 8, !dbg !185, !tbaa !76
  %152 = add nsw i64 %138, 2, !dbg !190
  call void @llvm.dbg.value(metadata i64 %152, metadata !158, metadata !DIExpression()), !dbg !174
  %153 = icmp eq i64 %152, %27, !dbg !194
  br i1 %153, label %133, label %137, !dbg !175, !llvm.loop !195

154:                                              ; preds = %12, %165
  %155 = phi i32 [ %13, %12 ], [ %168, %165 ]
  %156 = phi i32 [ %15, %12 ], [ %167, %165 ]
  call void @llvm.dbg.value(metadata i32 %156, metadata !152, metadata !DIExpression()), !dbg !166
  %157 = icmp slt i32 %14, %155, !dbg !196
  br i1 %157, label %165, label %158, !dbg !197

158:                                              ; preds = %154
  %159 = add nsw i32 %16, %4, !dbg !198
  %160 = sdiv i32 %159, 2, !dbg !199
  call void @llvm.dbg.value(metadata i32 %160, metadata !161, metadata !DIExpression()), !dbg !200
  tail call fastcc void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %16, i32 noundef %160, i32 noundef %156, i32 noundef %6), !dbg !201
  %161 = sub nsw i32 %4, %160
  call void @llvm.dbg.value(metadata double* %0, metadata !147, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double* %1, metadata !148, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %2, metadata !149, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %160, metadata !150, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %4, metadata !151, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %156, metadata !152, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %6, metadata !153, metadata !DIExpression()), !dbg !166
  %162 = sub nsw i32 %6, %156, !dbg !167
  %163 = mul nsw i32 %162, %161, !dbg !168
  %164 = icmp slt i32 %163, 65, !dbg !169
  br i1 %164, label %17, label %12, !dbg !170

165:                                              ; preds = %154
  %166 = add nsw i32 %156, %6, !dbg !202
  %167 = sdiv i32 %166, 2, !dbg !203
  call void @llvm.dbg.value(metadata i32 %167, metadata !164, metadata !DIExpression()), !dbg !204
  tail call fastcc void @transpose(double* noundef %0, double* noundef %1, i32 noundef %2, i32 noundef %16, i32 noundef %4, i32 noundef %156, i32 noundef %167), !dbg !205
  call void @llvm.dbg.value(metadata double* %0, metadata !147, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata double* %1, metadata !148, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %2, metadata !149, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %16, metadata !150, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %4, metadata !151, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %167, metadata !152, metadata !DIExpression()), !dbg !166
  call void @llvm.dbg.value(metadata i32 %6, metadata !153, metadata !DIExpression()), !dbg !166
  %168 = sub nsw i32 %6, %167, !dbg !167
  %169 = mul nsw i32 %168, %14, !dbg !168
  %170 = icmp slt i32 %169, 65, !dbg !169
  br i1 %170, label %17, label %154, !dbg !170

171:                                              ; preds = %133, %17
  ret void, !dbg !206
}

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
attributes #2 = { nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "recursive_dc.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "1064accff1844890ae303912236a9c81")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
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
!16 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 39, type: !17, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !5}
!19 = !{!20, !21, !22, !23, !24, !26, !27, !28, !30, !32}
!20 = !DILocalVariable(name: "argc", arg: 1, scope: !16, file: !1, line: 39, type: !4)
!21 = !DILocalVariable(name: "argv", arg: 2, scope: !16, file: !1, line: 39, type: !5)
!22 = !DILocalVariable(name: "len", scope: !16, file: !1, line: 41, type: !4)
!23 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 42, type: !4)
!24 = !DILocalVariable(name: "a", scope: !16, file: !1, line: 43, type: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!26 = !DILocalVariable(name: "m", scope: !16, file: !1, line: 44, type: !25)
!27 = !DILocalVariable(name: "t", scope: !16, file: !1, line: 45, type: !25)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 46, type: !4)
!29 = distinct !DILexicalBlock(scope: !16, file: !1, line: 46, column: 3)
!30 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 48, type: !4)
!31 = distinct !DILexicalBlock(scope: !16, file: !1, line: 48, column: 3)
!32 = !DILocalVariable(name: "s", scope: !16, file: !1, line: 50, type: !3)
!33 = !DILocation(line: 0, scope: !16)
!34 = !DILocation(line: 41, column: 18, scope: !16)
!35 = !DILocation(line: 41, column: 13, scope: !16)
!36 = !DILocation(line: 41, column: 29, scope: !16)
!37 = !{!38, !38, i64 0}
!38 = !{!"any pointer", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocalVariable(name: "__nptr", arg: 1, scope: !42, file: !43, line: 362, type: !46)
!42 = distinct !DISubprogram(name: "atoi", scope: !43, file: !43, line: 362, type: !44, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !48)
!43 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!44 = !DISubroutineType(types: !45)
!45 = !{!4, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!48 = !{!41}
!49 = !DILocation(line: 0, scope: !42, inlinedAt: !50)
!50 = distinct !DILocation(line: 41, column: 24, scope: !16)
!51 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !50)
!52 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !50)
!53 = !DILocation(line: 42, column: 16, scope: !16)
!54 = !DILocation(line: 42, column: 11, scope: !16)
!55 = !DILocation(line: 42, column: 27, scope: !16)
!56 = !DILocation(line: 0, scope: !42, inlinedAt: !57)
!57 = distinct !DILocation(line: 42, column: 22, scope: !16)
!58 = !DILocation(line: 364, column: 16, scope: !42, inlinedAt: !57)
!59 = !DILocation(line: 364, column: 10, scope: !42, inlinedAt: !57)
!60 = !DILocation(line: 43, column: 39, scope: !16)
!61 = !DILocation(line: 43, column: 37, scope: !16)
!62 = !DILocation(line: 43, column: 15, scope: !16)
!63 = !DILocation(line: 44, column: 39, scope: !16)
!64 = !DILocation(line: 44, column: 37, scope: !16)
!65 = !DILocation(line: 44, column: 41, scope: !16)
!66 = !DILocation(line: 44, column: 15, scope: !16)
!67 = !DILocation(line: 45, column: 15, scope: !16)
!68 = !DILocation(line: 0, scope: !29)
!69 = !DILocation(line: 46, column: 21, scope: !70)
!70 = distinct !DILexicalBlock(scope: !29, file: !1, line: 46, column: 3)
!71 = !DILocation(line: 46, column: 3, scope: !29)
!72 = !DILocation(line: 46, column: 29, scope: !70)
!73 = !DILocation(line: 47, column: 23, scope: !70)
!74 = !DILocation(line: 47, column: 12, scope: !70)
!75 = !DILocation(line: 47, column: 10, scope: !70)
!76 = !{!77, !77, i64 0}
!77 = !{!"double", !39, i64 0}
!78 = distinct !{!78, !71, !79, !80, !81}
!79 = !DILocation(line: 47, column: 27, scope: !29)
!80 = !{!"llvm.loop.mustprogress"}
!81 = !{!"llvm.loop.isvectorized", i32 1}
!82 = !DILocation(line: 0, scope: !31)
!83 = !DILocation(line: 48, column: 21, scope: !84)
!84 = distinct !DILexicalBlock(scope: !31, file: !1, line: 48, column: 3)
!85 = !DILocation(line: 48, column: 3, scope: !31)
!86 = !DILocation(line: 48, column: 31, scope: !84)
!87 = !DILocation(line: 49, column: 23, scope: !84)
!88 = !DILocation(line: 49, column: 12, scope: !84)
!89 = !DILocation(line: 49, column: 10, scope: !84)
!90 = distinct !{!90, !85, !91, !80, !81}
!91 = !DILocation(line: 49, column: 26, scope: !31)
!92 = !DILocation(line: 47, column: 5, scope: !70)
!93 = distinct !{!93, !71, !79, !80, !94, !81}
!94 = !{!"llvm.loop.unroll.runtime.disable"}
!95 = !DILocation(line: 50, column: 14, scope: !16)
!96 = !DILocation(line: 51, column: 3, scope: !16)
!97 = !DILocation(line: 52, column: 32, scope: !16)
!98 = !DILocation(line: 52, column: 28, scope: !16)
!99 = !DILocation(line: 52, column: 3, scope: !16)
!100 = !DILocation(line: 53, column: 3, scope: !16)
!101 = !DILocation(line: 54, column: 3, scope: !16)
!102 = !DILocation(line: 55, column: 3, scope: !16)
!103 = !DILocation(line: 56, column: 3, scope: !16)
!104 = !DILocation(line: 49, column: 5, scope: !84)
!105 = distinct !{!105, !85, !91, !80, !94, !81}
!106 = distinct !DISubprogram(name: "pairwise", scope: !1, file: !1, line: 8, type: !107, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !111)
!107 = !DISubroutineType(types: !108)
!108 = !{!3, !109, !4, !4}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!111 = !{!112, !113, !114, !115, !118, !120}
!112 = !DILocalVariable(name: "a", arg: 1, scope: !106, file: !1, line: 8, type: !109)
!113 = !DILocalVariable(name: "lo", arg: 2, scope: !106, file: !1, line: 8, type: !4)
!114 = !DILocalVariable(name: "hi", arg: 3, scope: !106, file: !1, line: 8, type: !4)
!115 = !DILocalVariable(name: "s", scope: !116, file: !1, line: 11, type: !3)
!116 = distinct !DILexicalBlock(scope: !117, file: !1, line: 10, column: 22)
!117 = distinct !DILexicalBlock(scope: !106, file: !1, line: 10, column: 7)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 12, type: !4)
!119 = distinct !DILexicalBlock(scope: !116, file: !1, line: 12, column: 5)
!120 = !DILocalVariable(name: "mid", scope: !106, file: !1, line: 16, type: !4)
!121 = !DILocation(line: 0, scope: !106)
!122 = !DILocation(line: 10, column: 10, scope: !117)
!123 = !DILocation(line: 10, column: 15, scope: !117)
!124 = !DILocation(line: 10, column: 7, scope: !106)
!125 = !DILocation(line: 0, scope: !119)
!126 = !DILocation(line: 0, scope: !116)
!127 = !DILocation(line: 12, column: 24, scope: !128)
!128 = distinct !DILexicalBlock(scope: !119, file: !1, line: 12, column: 5)
!129 = !DILocation(line: 12, column: 5, scope: !119)
!130 = !DILocation(line: 13, column: 12, scope: !128)
!131 = !DILocation(line: 13, column: 9, scope: !128)
!132 = !DILocation(line: 12, column: 31, scope: !128)
!133 = distinct !{!133, !134}
!134 = !{!"llvm.loop.unroll.disable"}
!135 = distinct !{!135, !129, !136, !80}
!136 = !DILocation(line: 13, column: 15, scope: !119)
!137 = !DILocation(line: 18, column: 1, scope: !106)
!138 = !DILocation(line: 16, column: 28, scope: !106)
!139 = !DILocation(line: 16, column: 16, scope: !106)
!140 = !DILocation(line: 17, column: 10, scope: !106)
!141 = !DILocation(line: 17, column: 33, scope: !106)
!142 = !DILocation(line: 17, column: 31, scope: !106)
!143 = distinct !DISubprogram(name: "transpose", scope: !1, file: !1, line: 20, type: !144, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !146)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !109, !25, !4, !4, !4, !4, !4}
!146 = !{!147, !148, !149, !150, !151, !152, !153, !154, !158, !161, !164}
!147 = !DILocalVariable(name: "src", arg: 1, scope: !143, file: !1, line: 20, type: !109)
!148 = !DILocalVariable(name: "dst", arg: 2, scope: !143, file: !1, line: 20, type: !25)
!149 = !DILocalVariable(name: "n", arg: 3, scope: !143, file: !1, line: 20, type: !4)
!150 = !DILocalVariable(name: "r0", arg: 4, scope: !143, file: !1, line: 20, type: !4)
!151 = !DILocalVariable(name: "r1", arg: 5, scope: !143, file: !1, line: 20, type: !4)
!152 = !DILocalVariable(name: "c0", arg: 6, scope: !143, file: !1, line: 20, type: !4)
!153 = !DILocalVariable(name: "c1", arg: 7, scope: !143, file: !1, line: 20, type: !4)
!154 = !DILocalVariable(name: "i", scope: !155, file: !1, line: 23, type: !4)
!155 = distinct !DILexicalBlock(scope: !156, file: !1, line: 23, column: 5)
!156 = distinct !DILexicalBlock(scope: !157, file: !1, line: 22, column: 36)
!157 = distinct !DILexicalBlock(scope: !143, file: !1, line: 22, column: 7)
!158 = !DILocalVariable(name: "j", scope: !159, file: !1, line: 24, type: !4)
!159 = distinct !DILexicalBlock(scope: !160, file: !1, line: 24, column: 7)
!160 = distinct !DILexicalBlock(scope: !155, file: !1, line: 23, column: 5)
!161 = !DILocalVariable(name: "rm", scope: !162, file: !1, line: 29, type: !4)
!162 = distinct !DILexicalBlock(scope: !163, file: !1, line: 28, column: 27)
!163 = distinct !DILexicalBlock(scope: !143, file: !1, line: 28, column: 7)
!164 = !DILocalVariable(name: "cm", scope: !165, file: !1, line: 33, type: !4)
!165 = distinct !DILexicalBlock(scope: !163, file: !1, line: 32, column: 10)
!166 = !DILocation(line: 0, scope: !143)
!167 = !DILocation(line: 22, column: 23, scope: !157)
!168 = !DILocation(line: 22, column: 17, scope: !157)
!169 = !DILocation(line: 22, column: 29, scope: !157)
!170 = !DILocation(line: 22, column: 7, scope: !143)
!171 = !DILocation(line: 0, scope: !155)
!172 = !DILocation(line: 23, column: 24, scope: !160)
!173 = !DILocation(line: 23, column: 5, scope: !155)
!174 = !DILocation(line: 0, scope: !159)
!175 = !DILocation(line: 24, column: 7, scope: !159)
!176 = !DILocation(line: 25, column: 36, scope: !177)
!177 = distinct !DILexicalBlock(scope: !159, file: !1, line: 24, column: 7)
!178 = !DILocation(line: 25, column: 26, scope: !177)
!179 = !{!180}
!180 = distinct !{!180, !181}
!181 = distinct !{!181, !"LVerDomain"}
!182 = !DILocation(line: 25, column: 15, scope: !177)
!183 = !DILocation(line: 25, column: 19, scope: !177)
!184 = !DILocation(line: 25, column: 9, scope: !177)
!185 = !DILocation(line: 25, column: 24, scope: !177)
!186 = !{!187}
!187 = distinct !{!187, !181}
!188 = distinct !{!188, !175, !189, !80, !81}
!189 = !DILocation(line: 25, column: 39, scope: !159)
!190 = !DILocation(line: 24, column: 33, scope: !177)
!191 = !DILocation(line: 23, column: 31, scope: !160)
!192 = distinct !{!192, !173, !193, !80}
!193 = !DILocation(line: 25, column: 39, scope: !155)
!194 = !DILocation(line: 24, column: 26, scope: !177)
!195 = distinct !{!195, !175, !189, !80, !81}
!196 = !DILocation(line: 28, column: 15, scope: !163)
!197 = !DILocation(line: 28, column: 7, scope: !143)
!198 = !DILocation(line: 29, column: 18, scope: !162)
!199 = !DILocation(line: 29, column: 24, scope: !162)
!200 = !DILocation(line: 0, scope: !162)
!201 = !DILocation(line: 30, column: 5, scope: !162)
!202 = !DILocation(line: 33, column: 18, scope: !165)
!203 = !DILocation(line: 33, column: 24, scope: !165)
!204 = !DILocation(line: 0, scope: !165)
!205 = !DILocation(line: 34, column: 5, scope: !165)
!206 = !DILocation(line: 37, column: 1, scope: !143)
