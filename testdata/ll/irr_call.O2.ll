; ModuleID = 'irr_call.c'
source_filename = "irr_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mat = internal global [64 x [48 x double]] zeroinitializer, align 16, !dbg !0
@Sums = internal unnamed_addr global [64 x double] zeroinitializer, align 16, !dbg !7
@Tri = internal unnamed_addr global [64 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !26 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !34
  br label %1, !dbg !35

1:                                                ; preds = %33, %0
  %2 = phi i64 [ 0, %0 ], [ %34, %33 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !37
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !37
  br label %5, !dbg !37

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %30, %5 ], !dbg !40
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %31, %5 ]
  %8 = add nuw nsw <2 x i64> %7, %4, !dbg !42
  %9 = trunc <2 x i64> %8 to <2 x i32>, !dbg !43
  %10 = and <2 x i32> %9, <i32 7, i32 7>, !dbg !43
  %11 = sitofp <2 x i32> %10 to <2 x double>, !dbg !44
  %12 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %2, i64 %6, !dbg !40
  %13 = bitcast double* %12 to <2 x double>*, !dbg !45
  store <2 x double> %11, <2 x double>* %13, align 16, !dbg !45, !tbaa !46
  %14 = add nuw nsw i64 %6, 2, !dbg !40
  %15 = add <2 x i64> %7, <i64 2, i64 2>
  %16 = add nuw nsw <2 x i64> %15, %4, !dbg !42
  %17 = trunc <2 x i64> %16 to <2 x i32>, !dbg !43
  %18 = and <2 x i32> %17, <i32 7, i32 7>, !dbg !43
  %19 = sitofp <2 x i32> %18 to <2 x double>, !dbg !44
  %20 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %2, i64 %14, !dbg !40
  %21 = bitcast double* %20 to <2 x double>*, !dbg !45
  store <2 x double> %19, <2 x double>* %21, align 16, !dbg !45, !tbaa !46
  %22 = add nuw nsw i64 %6, 4, !dbg !40
  %23 = add <2 x i64> %7, <i64 4, i64 4>
  %24 = add nuw nsw <2 x i64> %23, %4, !dbg !42
  %25 = trunc <2 x i64> %24 to <2 x i32>, !dbg !43
  %26 = and <2 x i32> %25, <i32 7, i32 7>, !dbg !43
  %27 = sitofp <2 x i32> %26 to <2 x double>, !dbg !44
  %28 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %2, i64 %22, !dbg !40
  %29 = bitcast double* %28 to <2 x double>*, !dbg !45
  store <2 x double> %27, <2 x double>* %29, align 16, !dbg !45, !tbaa !46
  %30 = add nuw nsw i64 %6, 6, !dbg !40
  %31 = add <2 x i64> %7, <i64 6, i64 6>
  %32 = icmp eq i64 %30, 48, !dbg !40
  br i1 %32, label %33, label %5, !dbg !40, !llvm.loop !50

33:                                               ; preds = %5
  %34 = add nuw nsw i64 %2, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %34, metadata !31, metadata !DIExpression()), !dbg !34
  %35 = icmp eq i64 %34, 64, !dbg !55
  br i1 %35, label %36, label %1, !dbg !35, !llvm.loop !56

36:                                               ; preds = %33, %36
  %37 = phi i64 [ %41, %36 ], [ 0, %33 ]
  call void @llvm.dbg.value(metadata i64 %37, metadata !31, metadata !DIExpression()), !dbg !34
  %38 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %37, i64 0, !dbg !58
  %39 = tail call fastcc double @row_sum(double* noundef nonnull %38, i32 noundef 48), !dbg !61
  %40 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %37, !dbg !62
  store double %39, double* %40, align 8, !dbg !63, !tbaa !46
  %41 = add nuw nsw i64 %37, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %41, metadata !31, metadata !DIExpression()), !dbg !34
  %42 = icmp eq i64 %41, 64, !dbg !65
  br i1 %42, label %43, label %36, !dbg !66, !llvm.loop !67

43:                                               ; preds = %36, %43
  %44 = phi i64 [ %47, %43 ], [ 0, %36 ]
  call void @llvm.dbg.value(metadata i64 %44, metadata !31, metadata !DIExpression()), !dbg !34
  %45 = getelementptr inbounds [64 x [48 x double]], [64 x [48 x double]]* @Mat, i64 0, i64 %44, i64 0, !dbg !69
  tail call fastcc void @row_scale(double* noundef nonnull %45), !dbg !73
  %46 = icmp ult i64 %44, 48, !dbg !74
  %47 = add nuw nsw i64 %44, 1, !dbg !75
  %48 = trunc i64 %47 to i32, !dbg !75
  %49 = select i1 %46, i32 %48, i32 48, !dbg !75
  %50 = tail call fastcc double @row_sum(double* noundef nonnull %45, i32 noundef %49), !dbg !76
  %51 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %44, !dbg !77
  store double %50, double* %51, align 8, !dbg !78, !tbaa !46
  call void @llvm.dbg.value(metadata i64 %47, metadata !31, metadata !DIExpression()), !dbg !34
  %52 = icmp eq i64 %47, 64, !dbg !79
  br i1 %52, label %53, label %43, !dbg !80, !llvm.loop !81

53:                                               ; preds = %43, %53
  %54 = phi i64 [ %69, %53 ], [ 0, %43 ]
  %55 = phi double [ %68, %53 ], [ 0.000000e+00, %43 ]
  call void @llvm.dbg.value(metadata double %55, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %54, metadata !31, metadata !DIExpression()), !dbg !34
  %56 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %54, !dbg !83
  %57 = load double, double* %56, align 16, !dbg !83, !tbaa !46
  %58 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %54, !dbg !86
  %59 = load double, double* %58, align 16, !dbg !86, !tbaa !46
  %60 = fadd double %57, %59, !dbg !87
  %61 = fadd double %55, %60, !dbg !88
  call void @llvm.dbg.value(metadata double %61, metadata !33, metadata !DIExpression()), !dbg !34
  %62 = or i64 %54, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %62, metadata !31, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %61, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %62, metadata !31, metadata !DIExpression()), !dbg !34
  %63 = getelementptr inbounds [64 x double], [64 x double]* @Sums, i64 0, i64 %62, !dbg !83
  %64 = load double, double* %63, align 8, !dbg !83, !tbaa !46
  %65 = getelementptr inbounds [64 x double], [64 x double]* @Tri, i64 0, i64 %62, !dbg !86
  %66 = load double, double* %65, align 8, !dbg !86, !tbaa !46
  %67 = fadd double %64, %66, !dbg !87
  %68 = fadd double %61, %67, !dbg !88
  call void @llvm.dbg.value(metadata double %68, metadata !33, metadata !DIExpression()), !dbg !34
  %69 = add nuw nsw i64 %54, 2, !dbg !89
  call void @llvm.dbg.value(metadata i64 %69, metadata !31, metadata !DIExpression()), !dbg !34
  %70 = icmp eq i64 %69, 64, !dbg !90
  br i1 %70, label %71, label %53, !dbg !91, !llvm.loop !92

71:                                               ; preds = %53
  store double %68, double* @checksum, align 8, !dbg !94, !tbaa !46
  ret i32 0, !dbg !95
}

; Function Attrs: nofree noinline norecurse nosync nounwind readonly uwtable
define internal fastcc double @row_sum(double* nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #1 !dbg !96 {
  call void @llvm.dbg.value(metadata double* %0, metadata !102, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 %1, metadata !103, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !104, metadata !DIExpression()), !dbg !106
  %3 = icmp sgt i32 %1, 0, !dbg !107
  br i1 %3, label %4, label %64, !dbg !110

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64, !dbg !107
  %6 = add nsw i64 %5, -1, !dbg !110
  %7 = and i64 %5, 7, !dbg !110
  %8 = icmp ult i64 %6, 7, !dbg !110
  br i1 %8, label %49, label %9, !dbg !110

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967288, !dbg !110
  br label %11, !dbg !110

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %46, %11 ]
  %13 = phi double [ 0.000000e+00, %9 ], [ %45, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %47, %11 ]
  call void @llvm.dbg.value(metadata double %13, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %12, metadata !104, metadata !DIExpression()), !dbg !106
  %15 = getelementptr inbounds double, double* %0, i64 %12, !dbg !111
  %16 = load double, double* %15, align 8, !dbg !111, !tbaa !46
  %17 = fadd double %13, %16, !dbg !112
  call void @llvm.dbg.value(metadata double %17, metadata !105, metadata !DIExpression()), !dbg !106
  %18 = or i64 %12, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %18, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %17, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %18, metadata !104, metadata !DIExpression()), !dbg !106
  %19 = getelementptr inbounds double, double* %0, i64 %18, !dbg !111
  %20 = load double, double* %19, align 8, !dbg !111, !tbaa !46
  %21 = fadd double %17, %20, !dbg !112
  call void @llvm.dbg.value(metadata double %21, metadata !105, metadata !DIExpression()), !dbg !106
  %22 = or i64 %12, 2, !dbg !113
  call void @llvm.dbg.value(metadata i64 %22, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %21, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %22, metadata !104, metadata !DIExpression()), !dbg !106
  %23 = getelementptr inbounds double, double* %0, i64 %22, !dbg !111
  %24 = load double, double* %23, align 8, !dbg !111, !tbaa !46
  %25 = fadd double %21, %24, !dbg !112
  call void @llvm.dbg.value(metadata double %25, metadata !105, metadata !DIExpression()), !dbg !106
  %26 = or i64 %12, 3, !dbg !113
  call void @llvm.dbg.value(metadata i64 %26, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %25, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %26, metadata !104, metadata !DIExpression()), !dbg !106
  %27 = getelementptr inbounds double, double* %0, i64 %26, !dbg !111
  %28 = load double, double* %27, align 8, !dbg !111, !tbaa !46
  %29 = fadd double %25, %28, !dbg !112
  call void @llvm.dbg.value(metadata double %29, metadata !105, metadata !DIExpression()), !dbg !106
  %30 = or i64 %12, 4, !dbg !113
  call void @llvm.dbg.value(metadata i64 %30, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %29, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %30, metadata !104, metadata !DIExpression()), !dbg !106
  %31 = getelementptr inbounds double, double* %0, i64 %30, !dbg !111
  %32 = load double, double* %31, align 8, !dbg !111, !tbaa !46
  %33 = fadd double %29, %32, !dbg !112
  call void @llvm.dbg.value(metadata double %33, metadata !105, metadata !DIExpression()), !dbg !106
  %34 = or i64 %12, 5, !dbg !113
  call void @llvm.dbg.value(metadata i64 %34, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %33, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %34, metadata !104, metadata !DIExpression()), !dbg !106
  %35 = getelementptr inbounds double, double* %0, i64 %34, !dbg !111
  %36 = load double, double* %35, align 8, !dbg !111, !tbaa !46
  %37 = fadd double %33, %36, !dbg !112
  call void @llvm.dbg.value(metadata double %37, metadata !105, metadata !DIExpression()), !dbg !106
  %38 = or i64 %12, 6, !dbg !113
  call void @llvm.dbg.value(metadata i64 %38, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %37, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %38, metadata !104, metadata !DIExpression()), !dbg !106
  %39 = getelementptr inbounds double, double* %0, i64 %38, !dbg !111
  %40 = load double, double* %39, align 8, !dbg !111, !tbaa !46
  %41 = fadd double %37, %40, !dbg !112
  call void @llvm.dbg.value(metadata double %41, metadata !105, metadata !DIExpression()), !dbg !106
  %42 = or i64 %12, 7, !dbg !113
  call void @llvm.dbg.value(metadata i64 %42, metadata !104, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata double %41, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %42, metadata !104, metadata !DIExpression()), !dbg !106
  %43 = getelementptr inbounds double, double* %0, i64 %42, !dbg !111
  %44 = load double, double* %43, align 8, !dbg !111, !tbaa !46
  %45 = fadd double %41, %44, !dbg !112
  call void @llvm.dbg.value(metadata double %45, metadata !105, metadata !DIExpression()), !dbg !106
  %46 = add nuw nsw i64 %12, 8, !dbg !113
  call void @llvm.dbg.value(metadata i64 %46, metadata !104, metadata !DIExpression()), !dbg !106
  %47 = add i64 %14, 8, !dbg !110
  %48 = icmp eq i64 %47, %10, !dbg !110
  br i1 %48, label %49, label %11, !dbg !110, !llvm.loop !114

49:                                               ; preds = %11, %4
  %50 = phi double [ undef, %4 ], [ %45, %11 ]
  %51 = phi i64 [ 0, %4 ], [ %46, %11 ]
  %52 = phi double [ 0.000000e+00, %4 ], [ %45, %11 ]
  %53 = icmp eq i64 %7, 0, !dbg !110
  br i1 %53, label %64, label %54, !dbg !110

54:                                               ; preds = %49, %54
  %55 = phi i64 [ %61, %54 ], [ %51, %49 ]
  %56 = phi double [ %60, %54 ], [ %52, %49 ]
  %57 = phi i64 [ %62, %54 ], [ 0, %49 ]
  call void @llvm.dbg.value(metadata double %56, metadata !105, metadata !DIExpression()), !dbg !106
  call void @llvm.dbg.value(metadata i64 %55, metadata !104, metadata !DIExpression()), !dbg !106
  %58 = getelementptr inbounds double, double* %0, i64 %55, !dbg !111
  %59 = load double, double* %58, align 8, !dbg !111, !tbaa !46
  %60 = fadd double %56, %59, !dbg !112
  call void @llvm.dbg.value(metadata double %60, metadata !105, metadata !DIExpression()), !dbg !106
  %61 = add nuw nsw i64 %55, 1, !dbg !113
  call void @llvm.dbg.value(metadata i64 %61, metadata !104, metadata !DIExpression()), !dbg !106
  %62 = add i64 %57, 1, !dbg !110
  %63 = icmp eq i64 %62, %7, !dbg !110
  br i1 %63, label %64, label %54, !dbg !110, !llvm.loop !116

64:                                               ; preds = %49, %54, %2
  %65 = phi double [ 0.000000e+00, %2 ], [ %50, %49 ], [ %60, %54 ], !dbg !106
  ret double %65, !dbg !118
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define internal fastcc void @row_scale(double* nocapture noundef %0) unnamed_addr #2 !dbg !119 {
  call void @llvm.dbg.value(metadata double* %0, metadata !124, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 48, metadata !125, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !126, metadata !DIExpression()), !dbg !128
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !128
  %2 = bitcast double* %0 to <2 x double>*, !dbg !129
  %3 = load <2 x double>, <2 x double>* %2, align 8, !dbg !129, !tbaa !46
  %4 = fmul <2 x double> %3, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %5 = bitcast double* %0 to <2 x double>*, !dbg !129
  store <2 x double> %4, <2 x double>* %5, align 8, !dbg !129, !tbaa !46
  %6 = getelementptr inbounds double, double* %0, i64 2, !dbg !132
  %7 = bitcast double* %6 to <2 x double>*, !dbg !129
  %8 = load <2 x double>, <2 x double>* %7, align 8, !dbg !129, !tbaa !46
  %9 = fmul <2 x double> %8, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %10 = bitcast double* %6 to <2 x double>*, !dbg !129
  store <2 x double> %9, <2 x double>* %10, align 8, !dbg !129, !tbaa !46
  %11 = getelementptr inbounds double, double* %0, i64 4, !dbg !132
  %12 = bitcast double* %11 to <2 x double>*, !dbg !129
  %13 = load <2 x double>, <2 x double>* %12, align 8, !dbg !129, !tbaa !46
  %14 = fmul <2 x double> %13, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %15 = bitcast double* %11 to <2 x double>*, !dbg !129
  store <2 x double> %14, <2 x double>* %15, align 8, !dbg !129, !tbaa !46
  %16 = getelementptr inbounds double, double* %0, i64 6, !dbg !132
  %17 = bitcast double* %16 to <2 x double>*, !dbg !129
  %18 = load <2 x double>, <2 x double>* %17, align 8, !dbg !129, !tbaa !46
  %19 = fmul <2 x double> %18, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %20 = bitcast double* %16 to <2 x double>*, !dbg !129
  store <2 x double> %19, <2 x double>* %20, align 8, !dbg !129, !tbaa !46
  %21 = getelementptr inbounds double, double* %0, i64 8, !dbg !132
  %22 = bitcast double* %21 to <2 x double>*, !dbg !129
  %23 = load <2 x double>, <2 x double>* %22, align 8, !dbg !129, !tbaa !46
  %24 = fmul <2 x double> %23, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %25 = bitcast double* %21 to <2 x double>*, !dbg !129
  store <2 x double> %24, <2 x double>* %25, align 8, !dbg !129, !tbaa !46
  %26 = getelementptr inbounds double, double* %0, i64 10, !dbg !132
  %27 = bitcast double* %26 to <2 x double>*, !dbg !129
  %28 = load <2 x double>, <2 x double>* %27, align 8, !dbg !129, !tbaa !46
  %29 = fmul <2 x double> %28, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %30 = bitcast double* %26 to <2 x double>*, !dbg !129
  store <2 x double> %29, <2 x double>* %30, align 8, !dbg !129, !tbaa !46
  %31 = getelementptr inbounds double, double* %0, i64 12, !dbg !132
  %32 = bitcast double* %31 to <2 x double>*, !dbg !129
  %33 = load <2 x double>, <2 x double>* %32, align 8, !dbg !129, !tbaa !46
  %34 = fmul <2 x double> %33, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %35 = bitcast double* %31 to <2 x double>*, !dbg !129
  store <2 x double> %34, <2 x double>* %35, align 8, !dbg !129, !tbaa !46
  %36 = getelementptr inbounds double, double* %0, i64 14, !dbg !132
  %37 = bitcast double* %36 to <2 x double>*, !dbg !129
  %38 = load <2 x double>, <2 x double>* %37, align 8, !dbg !129, !tbaa !46
  %39 = fmul <2 x double> %38, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %40 = bitcast double* %36 to <2 x double>*, !dbg !129
  store <2 x double> %39, <2 x double>* %40, align 8, !dbg !129, !tbaa !46
  %41 = getelementptr inbounds double, double* %0, i64 16, !dbg !132
  %42 = bitcast double* %41 to <2 x double>*, !dbg !129
  %43 = load <2 x double>, <2 x double>* %42, align 8, !dbg !129, !tbaa !46
  %44 = fmul <2 x double> %43, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %45 = bitcast double* %41 to <2 x double>*, !dbg !129
  store <2 x double> %44, <2 x double>* %45, align 8, !dbg !129, !tbaa !46
  %46 = getelementptr inbounds double, double* %0, i64 18, !dbg !132
  %47 = bitcast double* %46 to <2 x double>*, !dbg !129
  %48 = load <2 x double>, <2 x double>* %47, align 8, !dbg !129, !tbaa !46
  %49 = fmul <2 x double> %48, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %50 = bitcast double* %46 to <2 x double>*, !dbg !129
  store <2 x double> %49, <2 x double>* %50, align 8, !dbg !129, !tbaa !46
  %51 = getelementptr inbounds double, double* %0, i64 20, !dbg !132
  %52 = bitcast double* %51 to <2 x double>*, !dbg !129
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !129, !tbaa !46
  %54 = fmul <2 x double> %53, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %55 = bitcast double* %51 to <2 x double>*, !dbg !129
  store <2 x double> %54, <2 x double>* %55, align 8, !dbg !129, !tbaa !46
  %56 = getelementptr inbounds double, double* %0, i64 22, !dbg !132
  %57 = bitcast double* %56 to <2 x double>*, !dbg !129
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !129, !tbaa !46
  %59 = fmul <2 x double> %58, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %60 = bitcast double* %56 to <2 x double>*, !dbg !129
  store <2 x double> %59, <2 x double>* %60, align 8, !dbg !129, !tbaa !46
  %61 = getelementptr inbounds double, double* %0, i64 24, !dbg !132
  %62 = bitcast double* %61 to <2 x double>*, !dbg !129
  %63 = load <2 x double>, <2 x double>* %62, align 8, !dbg !129, !tbaa !46
  %64 = fmul <2 x double> %63, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %65 = bitcast double* %61 to <2 x double>*, !dbg !129
  store <2 x double> %64, <2 x double>* %65, align 8, !dbg !129, !tbaa !46
  %66 = getelementptr inbounds double, double* %0, i64 26, !dbg !132
  %67 = bitcast double* %66 to <2 x double>*, !dbg !129
  %68 = load <2 x double>, <2 x double>* %67, align 8, !dbg !129, !tbaa !46
  %69 = fmul <2 x double> %68, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %70 = bitcast double* %66 to <2 x double>*, !dbg !129
  store <2 x double> %69, <2 x double>* %70, align 8, !dbg !129, !tbaa !46
  %71 = getelementptr inbounds double, double* %0, i64 28, !dbg !132
  %72 = bitcast double* %71 to <2 x double>*, !dbg !129
  %73 = load <2 x double>, <2 x double>* %72, align 8, !dbg !129, !tbaa !46
  %74 = fmul <2 x double> %73, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %75 = bitcast double* %71 to <2 x double>*, !dbg !129
  store <2 x double> %74, <2 x double>* %75, align 8, !dbg !129, !tbaa !46
  %76 = getelementptr inbounds double, double* %0, i64 30, !dbg !132
  %77 = bitcast double* %76 to <2 x double>*, !dbg !129
  %78 = load <2 x double>, <2 x double>* %77, align 8, !dbg !129, !tbaa !46
  %79 = fmul <2 x double> %78, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %80 = bitcast double* %76 to <2 x double>*, !dbg !129
  store <2 x double> %79, <2 x double>* %80, align 8, !dbg !129, !tbaa !46
  %81 = getelementptr inbounds double, double* %0, i64 32, !dbg !132
  %82 = bitcast double* %81 to <2 x double>*, !dbg !129
  %83 = load <2 x double>, <2 x double>* %82, align 8, !dbg !129, !tbaa !46
  %84 = fmul <2 x double> %83, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %85 = bitcast double* %81 to <2 x double>*, !dbg !129
  store <2 x double> %84, <2 x double>* %85, align 8, !dbg !129, !tbaa !46
  %86 = getelementptr inbounds double, double* %0, i64 34, !dbg !132
  %87 = bitcast double* %86 to <2 x double>*, !dbg !129
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !129, !tbaa !46
  %89 = fmul <2 x double> %88, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %90 = bitcast double* %86 to <2 x double>*, !dbg !129
  store <2 x double> %89, <2 x double>* %90, align 8, !dbg !129, !tbaa !46
  %91 = getelementptr inbounds double, double* %0, i64 36, !dbg !132
  %92 = bitcast double* %91 to <2 x double>*, !dbg !129
  %93 = load <2 x double>, <2 x double>* %92, align 8, !dbg !129, !tbaa !46
  %94 = fmul <2 x double> %93, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %95 = bitcast double* %91 to <2 x double>*, !dbg !129
  store <2 x double> %94, <2 x double>* %95, align 8, !dbg !129, !tbaa !46
  %96 = getelementptr inbounds double, double* %0, i64 38, !dbg !132
  %97 = bitcast double* %96 to <2 x double>*, !dbg !129
  %98 = load <2 x double>, <2 x double>* %97, align 8, !dbg !129, !tbaa !46
  %99 = fmul <2 x double> %98, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %100 = bitcast double* %96 to <2 x double>*, !dbg !129
  store <2 x double> %99, <2 x double>* %100, align 8, !dbg !129, !tbaa !46
  %101 = getelementptr inbounds double, double* %0, i64 40, !dbg !132
  %102 = bitcast double* %101 to <2 x double>*, !dbg !129
  %103 = load <2 x double>, <2 x double>* %102, align 8, !dbg !129, !tbaa !46
  %104 = fmul <2 x double> %103, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %105 = bitcast double* %101 to <2 x double>*, !dbg !129
  store <2 x double> %104, <2 x double>* %105, align 8, !dbg !129, !tbaa !46
  %106 = getelementptr inbounds double, double* %0, i64 42, !dbg !132
  %107 = bitcast double* %106 to <2 x double>*, !dbg !129
  %108 = load <2 x double>, <2 x double>* %107, align 8, !dbg !129, !tbaa !46
  %109 = fmul <2 x double> %108, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %110 = bitcast double* %106 to <2 x double>*, !dbg !129
  store <2 x double> %109, <2 x double>* %110, align 8, !dbg !129, !tbaa !46
  %111 = getelementptr inbounds double, double* %0, i64 44, !dbg !132
  %112 = bitcast double* %111 to <2 x double>*, !dbg !129
  %113 = load <2 x double>, <2 x double>* %112, align 8, !dbg !129, !tbaa !46
  %114 = fmul <2 x double> %113, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %115 = bitcast double* %111 to <2 x double>*, !dbg !129
  store <2 x double> %114, <2 x double>* %115, align 8, !dbg !129, !tbaa !46
  %116 = getelementptr inbounds double, double* %0, i64 46, !dbg !132
  %117 = bitcast double* %116 to <2 x double>*, !dbg !129
  %118 = load <2 x double>, <2 x double>* %117, align 8, !dbg !129, !tbaa !46
  %119 = fmul <2 x double> %118, <double 5.000000e-01, double 5.000000e-01>, !dbg !129
  %120 = bitcast double* %116 to <2 x double>*, !dbg !129
  store <2 x double> %119, <2 x double>* %120, align 8, !dbg !129, !tbaa !46
  ret void, !dbg !133
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mat", scope: !2, file: !3, line: 7, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "irr_call.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Sums", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Tri", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 196608, elements: !17)
!17 = !{!11, !18}
!18 = !DISubrange(count: 48)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !27, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31, !32, !33}
!31 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 30, type: !29)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 30, type: !29)
!33 = !DILocalVariable(name: "s", scope: !26, file: !3, line: 31, type: !5)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 32, column: 3, scope: !36)
!36 = distinct !DILexicalBlock(scope: !26, file: !3, line: 32, column: 3)
!37 = !DILocation(line: 33, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 33, column: 5)
!39 = distinct !DILexicalBlock(scope: !36, file: !3, line: 32, column: 3)
!40 = !DILocation(line: 33, column: 28, scope: !41)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 33, column: 5)
!42 = !DILocation(line: 34, column: 31, scope: !41)
!43 = !DILocation(line: 34, column: 36, scope: !41)
!44 = !DILocation(line: 34, column: 19, scope: !41)
!45 = !DILocation(line: 34, column: 17, scope: !41)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = distinct !{!50, !37, !51, !52, !53}
!51 = !DILocation(line: 34, column: 39, scope: !38)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !DILocation(line: 32, column: 26, scope: !39)
!55 = !DILocation(line: 32, column: 17, scope: !39)
!56 = distinct !{!56, !35, !57, !52}
!57 = !DILocation(line: 34, column: 39, scope: !36)
!58 = !DILocation(line: 36, column: 23, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 35, column: 3)
!60 = distinct !DILexicalBlock(scope: !26, file: !3, line: 35, column: 3)
!61 = !DILocation(line: 36, column: 15, scope: !59)
!62 = !DILocation(line: 36, column: 5, scope: !59)
!63 = !DILocation(line: 36, column: 13, scope: !59)
!64 = !DILocation(line: 35, column: 26, scope: !59)
!65 = !DILocation(line: 35, column: 17, scope: !59)
!66 = !DILocation(line: 35, column: 3, scope: !60)
!67 = distinct !{!67, !66, !68, !52}
!68 = !DILocation(line: 36, column: 35, scope: !60)
!69 = !DILocation(line: 38, column: 15, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 30)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 37, column: 3)
!72 = distinct !DILexicalBlock(scope: !26, file: !3, line: 37, column: 3)
!73 = !DILocation(line: 38, column: 5, scope: !70)
!74 = !DILocation(line: 39, column: 32, scope: !70)
!75 = !DILocation(line: 39, column: 30, scope: !70)
!76 = !DILocation(line: 39, column: 14, scope: !70)
!77 = !DILocation(line: 39, column: 5, scope: !70)
!78 = !DILocation(line: 39, column: 12, scope: !70)
!79 = !DILocation(line: 37, column: 17, scope: !71)
!80 = !DILocation(line: 37, column: 3, scope: !72)
!81 = distinct !{!81, !80, !82, !52}
!82 = !DILocation(line: 40, column: 3, scope: !72)
!83 = !DILocation(line: 42, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 41, column: 3)
!85 = distinct !DILexicalBlock(scope: !26, file: !3, line: 41, column: 3)
!86 = !DILocation(line: 42, column: 20, scope: !84)
!87 = !DILocation(line: 42, column: 18, scope: !84)
!88 = !DILocation(line: 42, column: 7, scope: !84)
!89 = !DILocation(line: 41, column: 26, scope: !84)
!90 = !DILocation(line: 41, column: 17, scope: !84)
!91 = !DILocation(line: 41, column: 3, scope: !85)
!92 = distinct !{!92, !91, !93, !52}
!93 = !DILocation(line: 42, column: 25, scope: !85)
!94 = !DILocation(line: 43, column: 12, scope: !26)
!95 = !DILocation(line: 44, column: 3, scope: !26)
!96 = distinct !DISubprogram(name: "row_sum", scope: !3, file: !3, line: 12, type: !97, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!97 = !DISubroutineType(types: !98)
!98 = !{!5, !99, !29}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!101 = !{!102, !103, !104, !105}
!102 = !DILocalVariable(name: "row", arg: 1, scope: !96, file: !3, line: 12, type: !99)
!103 = !DILocalVariable(name: "len", arg: 2, scope: !96, file: !3, line: 12, type: !29)
!104 = !DILocalVariable(name: "j", scope: !96, file: !3, line: 14, type: !29)
!105 = !DILocalVariable(name: "s", scope: !96, file: !3, line: 15, type: !5)
!106 = !DILocation(line: 0, scope: !96)
!107 = !DILocation(line: 16, column: 17, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 16, column: 3)
!109 = distinct !DILexicalBlock(scope: !96, file: !3, line: 16, column: 3)
!110 = !DILocation(line: 16, column: 3, scope: !109)
!111 = !DILocation(line: 17, column: 10, scope: !108)
!112 = !DILocation(line: 17, column: 7, scope: !108)
!113 = !DILocation(line: 16, column: 25, scope: !108)
!114 = distinct !{!114, !110, !115, !52}
!115 = !DILocation(line: 17, column: 15, scope: !109)
!116 = distinct !{!116, !117}
!117 = !{!"llvm.loop.unroll.disable"}
!118 = !DILocation(line: 18, column: 3, scope: !96)
!119 = distinct !DISubprogram(name: "row_scale", scope: !3, file: !3, line: 21, type: !120, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !123)
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !29, !5}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!123 = !{!124, !125, !126, !127}
!124 = !DILocalVariable(name: "row", arg: 1, scope: !119, file: !3, line: 21, type: !122)
!125 = !DILocalVariable(name: "len", arg: 2, scope: !119, file: !3, line: 21, type: !29)
!126 = !DILocalVariable(name: "f", arg: 3, scope: !119, file: !3, line: 21, type: !5)
!127 = !DILocalVariable(name: "j", scope: !119, file: !3, line: 23, type: !29)
!128 = !DILocation(line: 0, scope: !119)
!129 = !DILocation(line: 25, column: 12, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 24, column: 3)
!131 = distinct !DILexicalBlock(scope: !119, file: !3, line: 24, column: 3)
!132 = !DILocation(line: 24, column: 25, scope: !130)
!133 = !DILocation(line: 26, column: 1, scope: !119)
