; ModuleID = 'atax.c'
source_filename = "atax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Y = internal unnamed_addr global [30 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [24 x [30 x double]] zeroinitializer, align 16, !dbg !7
@X = internal unnamed_addr global [30 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_atax() local_unnamed_addr #0 !dbg !26 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(240) bitcast ([30 x double]* @Y to i8*), i8 0, i64 240, i1 false), !dbg !35, !tbaa !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !34
  %.promoted = load <2 x double>, <2 x double>* bitcast ([30 x double]* @Y to <2 x double>*), align 16, !tbaa !38
  %.promoted65 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 2) to <2 x double>*), align 16, !tbaa !38
  %.promoted67 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 4) to <2 x double>*), align 16, !tbaa !38
  %.promoted69 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 6) to <2 x double>*), align 16, !tbaa !38
  %.promoted71 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 8) to <2 x double>*), align 16, !tbaa !38
  %.promoted73 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 10) to <2 x double>*), align 16, !tbaa !38
  %.promoted75 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 12) to <2 x double>*), align 16, !tbaa !38
  %.promoted77 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 14) to <2 x double>*), align 16, !tbaa !38
  %.promoted79 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 16) to <2 x double>*), align 16, !tbaa !38
  %.promoted81 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 18) to <2 x double>*), align 16, !tbaa !38
  %.promoted83 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 20) to <2 x double>*), align 16, !tbaa !38
  %.promoted85 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 22) to <2 x double>*), align 16, !tbaa !38
  %.promoted87 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 24) to <2 x double>*), align 16, !tbaa !38
  %.promoted89 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 26) to <2 x double>*), align 16, !tbaa !38
  %.promoted91 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 28) to <2 x double>*), align 16, !tbaa !38
  br label %for.cond4.preheader, !dbg !42

for.cond4.preheader:                              ; preds = %entry, %vector.ph
  %0 = phi <2 x double> [ %.promoted91, %entry ], [ %59, %vector.ph ]
  %1 = phi <2 x double> [ %.promoted89, %entry ], [ %56, %vector.ph ]
  %2 = phi <2 x double> [ %.promoted87, %entry ], [ %53, %vector.ph ]
  %3 = phi <2 x double> [ %.promoted85, %entry ], [ %50, %vector.ph ]
  %4 = phi <2 x double> [ %.promoted83, %entry ], [ %47, %vector.ph ]
  %5 = phi <2 x double> [ %.promoted81, %entry ], [ %44, %vector.ph ]
  %6 = phi <2 x double> [ %.promoted79, %entry ], [ %41, %vector.ph ]
  %7 = phi <2 x double> [ %.promoted77, %entry ], [ %38, %vector.ph ]
  %8 = phi <2 x double> [ %.promoted75, %entry ], [ %35, %vector.ph ]
  %9 = phi <2 x double> [ %.promoted73, %entry ], [ %32, %vector.ph ]
  %10 = phi <2 x double> [ %.promoted71, %entry ], [ %29, %vector.ph ]
  %11 = phi <2 x double> [ %.promoted69, %entry ], [ %26, %vector.ph ]
  %12 = phi <2 x double> [ %.promoted67, %entry ], [ %23, %vector.ph ]
  %13 = phi <2 x double> [ %.promoted65, %entry ], [ %20, %vector.ph ]
  %14 = phi <2 x double> [ %.promoted, %entry ], [ %17, %vector.ph ]
  %indvars.iv59 = phi i64 [ 0, %entry ], [ %indvars.iv.next60, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv59, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  br label %for.body6, !dbg !44

vector.ph:                                        ; preds = %for.body6
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  %broadcast.splatinsert = insertelement <2 x double> poison, double %68, i64 0, !dbg !48
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !48
  %15 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 0, !dbg !50
  %16 = bitcast double* %15 to <2 x double>*, !dbg !52
  %wide.load = load <2 x double>, <2 x double>* %16, align 16, !dbg !52, !tbaa !38
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load, <2 x double> %broadcast.splat, <2 x double> %14), !dbg !53
  %18 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 2, !dbg !50
  %19 = bitcast double* %18 to <2 x double>*, !dbg !52
  %wide.load.1 = load <2 x double>, <2 x double>* %19, align 16, !dbg !52, !tbaa !38
  %20 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.1, <2 x double> %broadcast.splat, <2 x double> %13), !dbg !53
  %21 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 4, !dbg !50
  %22 = bitcast double* %21 to <2 x double>*, !dbg !52
  %wide.load.2 = load <2 x double>, <2 x double>* %22, align 16, !dbg !52, !tbaa !38
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.2, <2 x double> %broadcast.splat, <2 x double> %12), !dbg !53
  %24 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 6, !dbg !50
  %25 = bitcast double* %24 to <2 x double>*, !dbg !52
  %wide.load.3 = load <2 x double>, <2 x double>* %25, align 16, !dbg !52, !tbaa !38
  %26 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.3, <2 x double> %broadcast.splat, <2 x double> %11), !dbg !53
  %27 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 8, !dbg !50
  %28 = bitcast double* %27 to <2 x double>*, !dbg !52
  %wide.load.4 = load <2 x double>, <2 x double>* %28, align 16, !dbg !52, !tbaa !38
  %29 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.4, <2 x double> %broadcast.splat, <2 x double> %10), !dbg !53
  %30 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 10, !dbg !50
  %31 = bitcast double* %30 to <2 x double>*, !dbg !52
  %wide.load.5 = load <2 x double>, <2 x double>* %31, align 16, !dbg !52, !tbaa !38
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.5, <2 x double> %broadcast.splat, <2 x double> %9), !dbg !53
  %33 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 12, !dbg !50
  %34 = bitcast double* %33 to <2 x double>*, !dbg !52
  %wide.load.6 = load <2 x double>, <2 x double>* %34, align 16, !dbg !52, !tbaa !38
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.6, <2 x double> %broadcast.splat, <2 x double> %8), !dbg !53
  %36 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 14, !dbg !50
  %37 = bitcast double* %36 to <2 x double>*, !dbg !52
  %wide.load.7 = load <2 x double>, <2 x double>* %37, align 16, !dbg !52, !tbaa !38
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.7, <2 x double> %broadcast.splat, <2 x double> %7), !dbg !53
  %39 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 16, !dbg !50
  %40 = bitcast double* %39 to <2 x double>*, !dbg !52
  %wide.load.8 = load <2 x double>, <2 x double>* %40, align 16, !dbg !52, !tbaa !38
  %41 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.8, <2 x double> %broadcast.splat, <2 x double> %6), !dbg !53
  %42 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 18, !dbg !50
  %43 = bitcast double* %42 to <2 x double>*, !dbg !52
  %wide.load.9 = load <2 x double>, <2 x double>* %43, align 16, !dbg !52, !tbaa !38
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.9, <2 x double> %broadcast.splat, <2 x double> %5), !dbg !53
  %45 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 20, !dbg !50
  %46 = bitcast double* %45 to <2 x double>*, !dbg !52
  %wide.load.10 = load <2 x double>, <2 x double>* %46, align 16, !dbg !52, !tbaa !38
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.10, <2 x double> %broadcast.splat, <2 x double> %4), !dbg !53
  %48 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 22, !dbg !50
  %49 = bitcast double* %48 to <2 x double>*, !dbg !52
  %wide.load.11 = load <2 x double>, <2 x double>* %49, align 16, !dbg !52, !tbaa !38
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.11, <2 x double> %broadcast.splat, <2 x double> %3), !dbg !53
  %51 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 24, !dbg !50
  %52 = bitcast double* %51 to <2 x double>*, !dbg !52
  %wide.load.12 = load <2 x double>, <2 x double>* %52, align 16, !dbg !52, !tbaa !38
  %53 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.12, <2 x double> %broadcast.splat, <2 x double> %2), !dbg !53
  %54 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 26, !dbg !50
  %55 = bitcast double* %54 to <2 x double>*, !dbg !52
  %wide.load.13 = load <2 x double>, <2 x double>* %55, align 16, !dbg !52, !tbaa !38
  %56 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.13, <2 x double> %broadcast.splat, <2 x double> %1), !dbg !53
  %57 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 28, !dbg !50
  %58 = bitcast double* %57 to <2 x double>*, !dbg !52
  %wide.load.14 = load <2 x double>, <2 x double>* %58, align 16, !dbg !52, !tbaa !38
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.14, <2 x double> %broadcast.splat, <2 x double> %0), !dbg !53
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1, !dbg !54
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60, metadata !30, metadata !DIExpression()), !dbg !34
  %exitcond62.not = icmp eq i64 %indvars.iv.next60, 24, !dbg !55
  br i1 %exitcond62.not, label %for.end30, label %for.cond4.preheader, !dbg !42, !llvm.loop !56

for.body6:                                        ; preds = %for.body6, %for.cond4.preheader
  %indvars.iv = phi i64 [ 0, %for.cond4.preheader ], [ %indvars.iv.next.2, %for.body6 ]
  %tmp.050 = phi double [ 0.000000e+00, %for.cond4.preheader ], [ %68, %for.body6 ]
  call void @llvm.dbg.value(metadata double %tmp.050, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !34
  %arrayidx10 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %indvars.iv, !dbg !59
  %60 = load double, double* %arrayidx10, align 8, !dbg !59, !tbaa !38
  %arrayidx12 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %indvars.iv, !dbg !61
  %61 = load double, double* %arrayidx12, align 8, !dbg !61, !tbaa !38
  %62 = tail call double @llvm.fmuladd.f64(double %60, double %61, double %tmp.050), !dbg !62
  call void @llvm.dbg.value(metadata double %62, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %62, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !34
  %arrayidx10.1 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %indvars.iv.next, !dbg !59
  %63 = load double, double* %arrayidx10.1, align 8, !dbg !59, !tbaa !38
  %arrayidx12.1 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %indvars.iv.next, !dbg !61
  %64 = load double, double* %arrayidx12.1, align 8, !dbg !61, !tbaa !38
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %64, double %62), !dbg !62
  call void @llvm.dbg.value(metadata double %65, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %65, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !34
  %arrayidx10.2 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %indvars.iv.next.1, !dbg !59
  %66 = load double, double* %arrayidx10.2, align 8, !dbg !59, !tbaa !38
  %arrayidx12.2 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %indvars.iv.next.1, !dbg !61
  %67 = load double, double* %arrayidx12.2, align 8, !dbg !61, !tbaa !38
  %68 = tail call double @llvm.fmuladd.f64(double %66, double %67, double %65), !dbg !62
  call void @llvm.dbg.value(metadata double %68, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !63
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond.not.2 = icmp eq i64 %indvars.iv.next.2, 30, !dbg !64
  br i1 %exitcond.not.2, label %vector.ph, label %for.body6, !dbg !44, !llvm.loop !65

for.end30:                                        ; preds = %vector.ph
  store <2 x double> %17, <2 x double>* bitcast ([30 x double]* @Y to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %20, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 2) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %23, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 4) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %26, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 6) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %29, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 8) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %32, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 10) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %35, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 12) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %38, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 14) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %41, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 16) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %44, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 18) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %47, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 20) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %50, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 22) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %53, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 24) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %56, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 26) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  store <2 x double> %59, <2 x double>* bitcast (double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 28) to <2 x double>*), align 16, !dbg !53, !tbaa !38
  ret void, !dbg !67
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !68 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  br label %vector.body, !dbg !76

vector.body:                                      ; preds = %vector.body.1, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body.1 ], !dbg !78
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %entry ], [ %vec.ind.next.1, %vector.body.1 ]
  %0 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !80
  %1 = add <2 x i32> %0, <i32 1, i32 1>, !dbg !80
  %2 = sitofp <2 x i32> %1 to <2 x double>, !dbg !80
  %3 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %2, !dbg !81
  %4 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %index, !dbg !78
  %5 = bitcast double* %4 to <2 x double>*, !dbg !82
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !82, !tbaa !38
  %index.next = or i64 %index, 2, !dbg !78
  %6 = icmp eq i64 %index.next, 30, !dbg !78
  br i1 %6, label %vector.ph72, label %vector.body.1, !dbg !78, !llvm.loop !83

vector.body.1:                                    ; preds = %vector.body
  %7 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !80
  %8 = add <2 x i32> %7, <i32 3, i32 3>, !dbg !80
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !80
  %10 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %9, !dbg !81
  %11 = getelementptr inbounds [30 x double], [30 x double]* @X, i64 0, i64 %index.next, !dbg !78
  %12 = bitcast double* %11 to <2 x double>*, !dbg !82
  store <2 x double> %10, <2 x double>* %12, align 16, !dbg !82, !tbaa !38
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !78
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 4, i64 4>
  br label %vector.body

vector.ph72:                                      ; preds = %vector.body, %for.inc19
  %indvars.iv60 = phi i64 [ %indvars.iv.next61, %for.inc19 ], [ 0, %vector.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !72, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  %13 = mul nuw nsw i64 %indvars.iv60, 3
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %13, i64 0, !dbg !86
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !86
  br label %vector.body71, !dbg !86

vector.body71:                                    ; preds = %vector.body71, %vector.ph72
  %index75 = phi i64 [ 0, %vector.ph72 ], [ %index.next78, %vector.body71 ], !dbg !90
  %vec.ind76 = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph72 ], [ %vec.ind.next77, %vector.body71 ]
  %14 = add nuw nsw <2 x i64> %vec.ind76, %broadcast.splat, !dbg !92
  %15 = trunc <2 x i64> %14 to <2 x i32>, !dbg !93
  %16 = urem <2 x i32> %15, <i32 17, i32 17>, !dbg !93
  %17 = sitofp <2 x i32> %16 to <2 x double>, !dbg !94
  %18 = fdiv <2 x double> %17, <double 1.700000e+01, double 1.700000e+01>, !dbg !95
  %19 = getelementptr inbounds [24 x [30 x double]], [24 x [30 x double]]* @A, i64 0, i64 %indvars.iv60, i64 %index75, !dbg !90
  %20 = bitcast double* %19 to <2 x double>*, !dbg !96
  store <2 x double> %18, <2 x double>* %20, align 16, !dbg !96, !tbaa !38
  %index.next78 = add nuw i64 %index75, 2, !dbg !90
  %vec.ind.next77 = add <2 x i64> %vec.ind76, <i64 2, i64 2>
  %21 = icmp eq i64 %index.next78, 30, !dbg !90
  br i1 %21, label %for.inc19, label %vector.body71, !dbg !90, !llvm.loop !97

for.inc19:                                        ; preds = %vector.body71
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !99
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !72, metadata !DIExpression()), !dbg !75
  %exitcond64.not = icmp eq i64 %indvars.iv.next61, 24, !dbg !100
  br i1 %exitcond64.not, label %for.end21, label %vector.ph72, !dbg !101, !llvm.loop !102

for.end21:                                        ; preds = %for.inc19
  tail call void @kernel_atax(), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 0, metadata !73, metadata !DIExpression()), !dbg !75
  %22 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 0), align 16, !dbg !105, !tbaa !38
  %add28 = fadd double %22, 0.000000e+00, !dbg !108
  call void @llvm.dbg.value(metadata double %add28, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 1, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 1, metadata !73, metadata !DIExpression()), !dbg !75
  %23 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 1), align 8, !dbg !105, !tbaa !38
  %add28.1 = fadd double %add28, %23, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.1, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 2, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.1, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 2, metadata !73, metadata !DIExpression()), !dbg !75
  %24 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 2), align 16, !dbg !105, !tbaa !38
  %add28.2 = fadd double %add28.1, %24, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.2, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 3, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.2, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 3, metadata !73, metadata !DIExpression()), !dbg !75
  %25 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 3), align 8, !dbg !105, !tbaa !38
  %add28.3 = fadd double %add28.2, %25, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.3, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 4, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.3, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 4, metadata !73, metadata !DIExpression()), !dbg !75
  %26 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 4), align 16, !dbg !105, !tbaa !38
  %add28.4 = fadd double %add28.3, %26, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.4, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 5, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.4, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 5, metadata !73, metadata !DIExpression()), !dbg !75
  %27 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 5), align 8, !dbg !105, !tbaa !38
  %add28.5 = fadd double %add28.4, %27, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.5, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 6, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.5, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 6, metadata !73, metadata !DIExpression()), !dbg !75
  %28 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 6), align 16, !dbg !105, !tbaa !38
  %add28.6 = fadd double %add28.5, %28, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.6, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 7, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.6, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 7, metadata !73, metadata !DIExpression()), !dbg !75
  %29 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 7), align 8, !dbg !105, !tbaa !38
  %add28.7 = fadd double %add28.6, %29, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.7, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 8, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.7, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 8, metadata !73, metadata !DIExpression()), !dbg !75
  %30 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 8), align 16, !dbg !105, !tbaa !38
  %add28.8 = fadd double %add28.7, %30, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.8, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 9, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.8, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 9, metadata !73, metadata !DIExpression()), !dbg !75
  %31 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 9), align 8, !dbg !105, !tbaa !38
  %add28.9 = fadd double %add28.8, %31, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.9, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 10, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.9, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 10, metadata !73, metadata !DIExpression()), !dbg !75
  %32 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 10), align 16, !dbg !105, !tbaa !38
  %add28.10 = fadd double %add28.9, %32, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.10, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 11, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.10, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 11, metadata !73, metadata !DIExpression()), !dbg !75
  %33 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 11), align 8, !dbg !105, !tbaa !38
  %add28.11 = fadd double %add28.10, %33, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.11, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 12, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.11, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 12, metadata !73, metadata !DIExpression()), !dbg !75
  %34 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 12), align 16, !dbg !105, !tbaa !38
  %add28.12 = fadd double %add28.11, %34, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.12, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 13, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.12, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 13, metadata !73, metadata !DIExpression()), !dbg !75
  %35 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 13), align 8, !dbg !105, !tbaa !38
  %add28.13 = fadd double %add28.12, %35, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.13, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 14, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.13, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 14, metadata !73, metadata !DIExpression()), !dbg !75
  %36 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 14), align 16, !dbg !105, !tbaa !38
  %add28.14 = fadd double %add28.13, %36, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.14, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 15, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.14, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 15, metadata !73, metadata !DIExpression()), !dbg !75
  %37 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 15), align 8, !dbg !105, !tbaa !38
  %add28.15 = fadd double %add28.14, %37, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.15, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 16, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.15, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 16, metadata !73, metadata !DIExpression()), !dbg !75
  %38 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 16), align 16, !dbg !105, !tbaa !38
  %add28.16 = fadd double %add28.15, %38, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.16, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 17, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.16, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 17, metadata !73, metadata !DIExpression()), !dbg !75
  %39 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 17), align 8, !dbg !105, !tbaa !38
  %add28.17 = fadd double %add28.16, %39, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.17, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 18, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.17, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 18, metadata !73, metadata !DIExpression()), !dbg !75
  %40 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 18), align 16, !dbg !105, !tbaa !38
  %add28.18 = fadd double %add28.17, %40, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.18, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 19, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.18, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 19, metadata !73, metadata !DIExpression()), !dbg !75
  %41 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 19), align 8, !dbg !105, !tbaa !38
  %add28.19 = fadd double %add28.18, %41, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.19, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 20, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.19, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 20, metadata !73, metadata !DIExpression()), !dbg !75
  %42 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 20), align 16, !dbg !105, !tbaa !38
  %add28.20 = fadd double %add28.19, %42, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.20, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 21, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.20, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 21, metadata !73, metadata !DIExpression()), !dbg !75
  %43 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 21), align 8, !dbg !105, !tbaa !38
  %add28.21 = fadd double %add28.20, %43, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.21, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 22, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.21, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 22, metadata !73, metadata !DIExpression()), !dbg !75
  %44 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 22), align 16, !dbg !105, !tbaa !38
  %add28.22 = fadd double %add28.21, %44, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.22, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 23, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.22, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 23, metadata !73, metadata !DIExpression()), !dbg !75
  %45 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 23), align 8, !dbg !105, !tbaa !38
  %add28.23 = fadd double %add28.22, %45, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.23, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 24, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.23, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 24, metadata !73, metadata !DIExpression()), !dbg !75
  %46 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 24), align 16, !dbg !105, !tbaa !38
  %add28.24 = fadd double %add28.23, %46, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.24, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 25, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.24, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 25, metadata !73, metadata !DIExpression()), !dbg !75
  %47 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 25), align 8, !dbg !105, !tbaa !38
  %add28.25 = fadd double %add28.24, %47, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.25, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 26, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.25, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 26, metadata !73, metadata !DIExpression()), !dbg !75
  %48 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 26), align 16, !dbg !105, !tbaa !38
  %add28.26 = fadd double %add28.25, %48, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.26, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 27, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.26, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 27, metadata !73, metadata !DIExpression()), !dbg !75
  %49 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 27), align 8, !dbg !105, !tbaa !38
  %add28.27 = fadd double %add28.26, %49, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.27, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 28, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.27, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 28, metadata !73, metadata !DIExpression()), !dbg !75
  %50 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 28), align 16, !dbg !105, !tbaa !38
  %add28.28 = fadd double %add28.27, %50, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.28, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 29, metadata !73, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata double %add28.28, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 29, metadata !73, metadata !DIExpression()), !dbg !75
  %51 = load double, double* getelementptr inbounds ([30 x double], [30 x double]* @Y, i64 0, i64 29), align 8, !dbg !105, !tbaa !38
  %add28.29 = fadd double %add28.28, %51, !dbg !108
  call void @llvm.dbg.value(metadata double %add28.29, metadata !74, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i64 30, metadata !73, metadata !DIExpression()), !dbg !75
  store double %add28.29, double* @checksum, align 8, !dbg !109, !tbaa !38
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atax.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !13, !0, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 46080, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 24)
!12 = !DISubrange(count: 30)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1920, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_atax", scope: !3, file: !3, line: 16, type: !27, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !{!30, !32, !33}
!30 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 18, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "tmp", scope: !26, file: !3, line: 19, type: !5)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 21, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 3)
!37 = distinct !DILexicalBlock(scope: !26, file: !3, line: 20, column: 3)
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 22, column: 3, scope: !43)
!43 = distinct !DILexicalBlock(scope: !26, file: !3, line: 22, column: 3)
!44 = !DILocation(line: 24, column: 5, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 24, column: 5)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 27)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 22, column: 3)
!48 = !DILocation(line: 26, column: 5, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 26, column: 5)
!50 = !DILocation(line: 26, column: 25, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 26, column: 5)
!52 = !DILocation(line: 27, column: 15, scope: !51)
!53 = !DILocation(line: 27, column: 12, scope: !51)
!54 = !DILocation(line: 22, column: 23, scope: !47)
!55 = !DILocation(line: 22, column: 17, scope: !47)
!56 = distinct !{!56, !42, !57, !58}
!57 = !DILocation(line: 28, column: 3, scope: !43)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 25, column: 14, scope: !60)
!60 = distinct !DILexicalBlock(scope: !45, file: !3, line: 24, column: 5)
!61 = !DILocation(line: 25, column: 24, scope: !60)
!62 = !DILocation(line: 25, column: 11, scope: !60)
!63 = !DILocation(line: 24, column: 25, scope: !60)
!64 = !DILocation(line: 24, column: 19, scope: !60)
!65 = distinct !{!65, !44, !66, !58}
!66 = !DILocation(line: 25, column: 27, scope: !45)
!67 = !DILocation(line: 29, column: 1, scope: !26)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !69, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{!31}
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 33, type: !31)
!73 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 33, type: !31)
!74 = !DILocalVariable(name: "s", scope: !68, file: !3, line: 34, type: !5)
!75 = !DILocation(line: 0, scope: !68)
!76 = !DILocation(line: 35, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !68, file: !3, line: 35, column: 3)
!78 = !DILocation(line: 36, column: 29, scope: !79)
!79 = distinct !DILexicalBlock(scope: !77, file: !3, line: 35, column: 3)
!80 = !DILocation(line: 36, column: 18, scope: !79)
!81 = !DILocation(line: 36, column: 16, scope: !79)
!82 = !DILocation(line: 36, column: 10, scope: !79)
!83 = distinct !{!83, !76, !84, !58, !85}
!84 = !DILocation(line: 36, column: 32, scope: !77)
!85 = !{!"llvm.loop.isvectorized", i32 1}
!86 = !DILocation(line: 38, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 38, column: 5)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 37, column: 3)
!89 = distinct !DILexicalBlock(scope: !68, file: !3, line: 37, column: 3)
!90 = !DILocation(line: 38, column: 25, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 38, column: 5)
!92 = !DILocation(line: 39, column: 33, scope: !91)
!93 = !DILocation(line: 39, column: 38, scope: !91)
!94 = !DILocation(line: 39, column: 17, scope: !91)
!95 = !DILocation(line: 39, column: 44, scope: !91)
!96 = !DILocation(line: 39, column: 15, scope: !91)
!97 = distinct !{!97, !86, !98, !58, !85}
!98 = !DILocation(line: 39, column: 46, scope: !87)
!99 = !DILocation(line: 37, column: 23, scope: !88)
!100 = !DILocation(line: 37, column: 17, scope: !88)
!101 = !DILocation(line: 37, column: 3, scope: !89)
!102 = distinct !{!102, !101, !103, !58}
!103 = !DILocation(line: 39, column: 46, scope: !89)
!104 = !DILocation(line: 40, column: 3, scope: !68)
!105 = !DILocation(line: 42, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 41, column: 3)
!107 = distinct !DILexicalBlock(scope: !68, file: !3, line: 41, column: 3)
!108 = !DILocation(line: 42, column: 7, scope: !106)
!109 = !DILocation(line: 43, column: 12, scope: !68)
!110 = !DILocation(line: 44, column: 3, scope: !68)
