; ModuleID = 'gemvt.c'
source_filename = "gemvt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [28 x [28 x double]] zeroinitializer, align 16, !dbg !0
@X = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !7
@Y = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemvt() local_unnamed_addr #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !36
  br label %for.cond1.preheader, !dbg !37

for.cond1.preheader:                              ; preds = %entry, %for.end
  %indvars.iv27 = phi i64 [ 0, %entry ], [ %indvars.iv.next28, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv27, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !36
  br label %for.body3, !dbg !39

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  %t.024 = phi double [ 0.000000e+00, %for.cond1.preheader ], [ %5, %for.body3 ]
  call void @llvm.dbg.value(metadata double %t.024, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !29, metadata !DIExpression()), !dbg !36
  %arrayidx5 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv, i64 %indvars.iv27, !dbg !41
  %0 = load double, double* %arrayidx5, align 8, !dbg !41, !tbaa !43
  %arrayidx7 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv, !dbg !47
  %1 = load double, double* %arrayidx7, align 16, !dbg !47, !tbaa !43
  %2 = tail call double @llvm.fmuladd.f64(double %0, double %1, double %t.024), !dbg !48
  call void @llvm.dbg.value(metadata double %2, metadata !32, metadata !DIExpression()), !dbg !38
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !29, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double %2, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !29, metadata !DIExpression()), !dbg !36
  %arrayidx5.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv.next, i64 %indvars.iv27, !dbg !41
  %3 = load double, double* %arrayidx5.1, align 8, !dbg !41, !tbaa !43
  %arrayidx7.1 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv.next, !dbg !47
  %4 = load double, double* %arrayidx7.1, align 8, !dbg !47, !tbaa !43
  %5 = tail call double @llvm.fmuladd.f64(double %3, double %4, double %2), !dbg !48
  call void @llvm.dbg.value(metadata double %5, metadata !32, metadata !DIExpression()), !dbg !38
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !49
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !29, metadata !DIExpression()), !dbg !36
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 28, !dbg !50
  br i1 %exitcond.not.1, label %for.end, label %for.body3, !dbg !39, !llvm.loop !51

for.end:                                          ; preds = %for.body3
  %arrayidx9 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %indvars.iv27, !dbg !54
  store double %5, double* %arrayidx9, align 8, !dbg !55, !tbaa !43
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28, metadata !31, metadata !DIExpression()), !dbg !36
  %exitcond30.not = icmp eq i64 %indvars.iv.next28, 28, !dbg !57
  br i1 %exitcond30.not, label %for.end12, label %for.cond1.preheader, !dbg !37, !llvm.loop !58

for.end12:                                        ; preds = %for.end
  ret void, !dbg !60
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !61 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !68
  br label %for.body, !dbg !69

for.body:                                         ; preds = %entry, %for.inc11
  %indvars.iv45 = phi i64 [ 0, %entry ], [ %indvars.iv.next46, %for.inc11 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv45, metadata !65, metadata !DIExpression()), !dbg !68
  %0 = trunc i64 %indvars.iv45 to i32, !dbg !71
  %1 = sub i32 28, %0, !dbg !71
  %conv = sitofp i32 %1 to double, !dbg !71
  %div = fdiv double %conv, 2.800000e+01, !dbg !74
  %arrayidx = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv45, !dbg !75
  store double %div, double* %arrayidx, align 8, !dbg !76, !tbaa !43
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv45, i64 0, !dbg !77
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !77
  br label %vector.body, !dbg !77

vector.body:                                      ; preds = %vector.body, %for.body
  %index = phi i64 [ 0, %for.body ], [ %index.next.1, %vector.body ], !dbg !79
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %for.body ], [ %vec.ind.next.1, %vector.body ]
  %2 = add nuw nsw <2 x i64> %vec.ind, %broadcast.splat, !dbg !81
  %3 = trunc <2 x i64> %2 to <2 x i32>, !dbg !82
  %4 = urem <2 x i32> %3, <i32 3, i32 3>, !dbg !82
  %5 = add nsw <2 x i32> %4, <i32 -1, i32 -1>, !dbg !83
  %6 = sitofp <2 x i32> %5 to <2 x double>, !dbg !83
  %7 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv45, i64 %index, !dbg !79
  %8 = bitcast double* %7 to <2 x double>*, !dbg !84
  store <2 x double> %6, <2 x double>* %8, align 16, !dbg !84, !tbaa !43
  %index.next = or i64 %index, 2, !dbg !79
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %9 = add nuw nsw <2 x i64> %vec.ind.next, %broadcast.splat, !dbg !81
  %10 = trunc <2 x i64> %9 to <2 x i32>, !dbg !82
  %11 = urem <2 x i32> %10, <i32 3, i32 3>, !dbg !82
  %12 = add nsw <2 x i32> %11, <i32 -1, i32 -1>, !dbg !83
  %13 = sitofp <2 x i32> %12 to <2 x double>, !dbg !83
  %14 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv45, i64 %index.next, !dbg !79
  %15 = bitcast double* %14 to <2 x double>*, !dbg !84
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !84, !tbaa !43
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !79
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %16 = icmp eq i64 %index.next.1, 28, !dbg !79
  br i1 %16, label %for.inc11, label %vector.body, !dbg !79, !llvm.loop !85

for.inc11:                                        ; preds = %vector.body
  %indvars.iv.next46 = add nuw nsw i64 %indvars.iv45, 1, !dbg !88
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next46, metadata !65, metadata !DIExpression()), !dbg !68
  %exitcond49.not = icmp eq i64 %indvars.iv.next46, 28, !dbg !89
  br i1 %exitcond49.not, label %for.end13, label %for.body, !dbg !69, !llvm.loop !90

for.end13:                                        ; preds = %for.inc11
  tail call void @kernel_gemvt(), !dbg !92
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !68
  %17 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0), align 16, !dbg !93, !tbaa !43
  %add20 = fadd double %17, 0.000000e+00, !dbg !96
  call void @llvm.dbg.value(metadata double %add20, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  %18 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 1), align 8, !dbg !93, !tbaa !43
  %add20.1 = fadd double %add20, %18, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.1, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.1, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  %19 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 2), align 16, !dbg !93, !tbaa !43
  %add20.2 = fadd double %add20.1, %19, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  %20 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 3), align 8, !dbg !93, !tbaa !43
  %add20.3 = fadd double %add20.2, %20, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.3, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.3, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  %21 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 4), align 16, !dbg !93, !tbaa !43
  %add20.4 = fadd double %add20.3, %21, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.4, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.4, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  %22 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 5), align 8, !dbg !93, !tbaa !43
  %add20.5 = fadd double %add20.4, %22, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.5, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.5, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  %23 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 6), align 16, !dbg !93, !tbaa !43
  %add20.6 = fadd double %add20.5, %23, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.6, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.6, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  %24 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 7), align 8, !dbg !93, !tbaa !43
  %add20.7 = fadd double %add20.6, %24, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.7, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.7, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  %25 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 8), align 16, !dbg !93, !tbaa !43
  %add20.8 = fadd double %add20.7, %25, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.8, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.8, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  %26 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 9), align 8, !dbg !93, !tbaa !43
  %add20.9 = fadd double %add20.8, %26, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.9, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.9, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  %27 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 10), align 16, !dbg !93, !tbaa !43
  %add20.10 = fadd double %add20.9, %27, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.10, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.10, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  %28 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 11), align 8, !dbg !93, !tbaa !43
  %add20.11 = fadd double %add20.10, %28, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.11, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.11, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  %29 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 12), align 16, !dbg !93, !tbaa !43
  %add20.12 = fadd double %add20.11, %29, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.12, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.12, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  %30 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 13), align 8, !dbg !93, !tbaa !43
  %add20.13 = fadd double %add20.12, %30, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.13, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.13, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  %31 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 14), align 16, !dbg !93, !tbaa !43
  %add20.14 = fadd double %add20.13, %31, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.14, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.14, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  %32 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 15), align 8, !dbg !93, !tbaa !43
  %add20.15 = fadd double %add20.14, %32, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.15, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 16, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.15, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 16, metadata !66, metadata !DIExpression()), !dbg !68
  %33 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 16), align 16, !dbg !93, !tbaa !43
  %add20.16 = fadd double %add20.15, %33, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.16, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 17, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.16, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 17, metadata !66, metadata !DIExpression()), !dbg !68
  %34 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 17), align 8, !dbg !93, !tbaa !43
  %add20.17 = fadd double %add20.16, %34, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.17, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 18, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.17, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 18, metadata !66, metadata !DIExpression()), !dbg !68
  %35 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 18), align 16, !dbg !93, !tbaa !43
  %add20.18 = fadd double %add20.17, %35, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.18, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 19, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.18, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 19, metadata !66, metadata !DIExpression()), !dbg !68
  %36 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 19), align 8, !dbg !93, !tbaa !43
  %add20.19 = fadd double %add20.18, %36, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.19, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 20, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.19, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 20, metadata !66, metadata !DIExpression()), !dbg !68
  %37 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 20), align 16, !dbg !93, !tbaa !43
  %add20.20 = fadd double %add20.19, %37, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.20, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 21, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.20, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 21, metadata !66, metadata !DIExpression()), !dbg !68
  %38 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 21), align 8, !dbg !93, !tbaa !43
  %add20.21 = fadd double %add20.20, %38, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.21, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 22, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.21, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 22, metadata !66, metadata !DIExpression()), !dbg !68
  %39 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 22), align 16, !dbg !93, !tbaa !43
  %add20.22 = fadd double %add20.21, %39, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.22, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 23, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.22, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 23, metadata !66, metadata !DIExpression()), !dbg !68
  %40 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 23), align 8, !dbg !93, !tbaa !43
  %add20.23 = fadd double %add20.22, %40, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.23, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 24, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.23, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 24, metadata !66, metadata !DIExpression()), !dbg !68
  %41 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 24), align 16, !dbg !93, !tbaa !43
  %add20.24 = fadd double %add20.23, %41, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.24, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 25, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.24, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 25, metadata !66, metadata !DIExpression()), !dbg !68
  %42 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 25), align 8, !dbg !93, !tbaa !43
  %add20.25 = fadd double %add20.24, %42, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.25, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 26, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.25, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 26, metadata !66, metadata !DIExpression()), !dbg !68
  %43 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 26), align 16, !dbg !93, !tbaa !43
  %add20.26 = fadd double %add20.25, %43, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.26, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 27, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add20.26, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 27, metadata !66, metadata !DIExpression()), !dbg !68
  %44 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 27), align 8, !dbg !93, !tbaa !43
  %add20.27 = fadd double %add20.26, %44, !dbg !96
  call void @llvm.dbg.value(metadata double %add20.27, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 28, metadata !66, metadata !DIExpression()), !dbg !68
  store double %add20.27, double* @checksum, align 8, !dbg !97, !tbaa !43
  ret i32 0, !dbg !98
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemvt.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !17)
!17 = !{!11, !11}
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_gemvt", scope: !3, file: !3, line: 13, type: !26, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null}
!28 = !{!29, !31, !32}
!29 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 15, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 15, type: !30)
!32 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 17, type: !5)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 16, column: 27)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 3)
!35 = distinct !DILexicalBlock(scope: !25, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 0, scope: !25)
!37 = !DILocation(line: 16, column: 3, scope: !35)
!38 = !DILocation(line: 0, scope: !33)
!39 = !DILocation(line: 18, column: 5, scope: !40)
!40 = distinct !DILexicalBlock(scope: !33, file: !3, line: 18, column: 5)
!41 = !DILocation(line: 19, column: 12, scope: !42)
!42 = distinct !DILexicalBlock(scope: !40, file: !3, line: 18, column: 5)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 19, column: 22, scope: !42)
!48 = !DILocation(line: 19, column: 9, scope: !42)
!49 = !DILocation(line: 18, column: 25, scope: !42)
!50 = !DILocation(line: 18, column: 19, scope: !42)
!51 = distinct !{!51, !39, !52, !53}
!52 = !DILocation(line: 19, column: 25, scope: !40)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 20, column: 5, scope: !33)
!55 = !DILocation(line: 20, column: 10, scope: !33)
!56 = !DILocation(line: 16, column: 23, scope: !34)
!57 = !DILocation(line: 16, column: 17, scope: !34)
!58 = distinct !{!58, !37, !59, !53}
!59 = !DILocation(line: 21, column: 3, scope: !35)
!60 = !DILocation(line: 22, column: 1, scope: !25)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !62, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!30}
!64 = !{!65, !66, !67}
!65 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 26, type: !30)
!66 = !DILocalVariable(name: "j", scope: !61, file: !3, line: 26, type: !30)
!67 = !DILocalVariable(name: "s", scope: !61, file: !3, line: 27, type: !5)
!68 = !DILocation(line: 0, scope: !61)
!69 = !DILocation(line: 28, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !61, file: !3, line: 28, column: 3)
!71 = !DILocation(line: 29, column: 12, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 28, column: 27)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 3)
!74 = !DILocation(line: 29, column: 28, scope: !72)
!75 = !DILocation(line: 29, column: 5, scope: !72)
!76 = !DILocation(line: 29, column: 10, scope: !72)
!77 = !DILocation(line: 30, column: 5, scope: !78)
!78 = distinct !DILexicalBlock(scope: !72, file: !3, line: 30, column: 5)
!79 = !DILocation(line: 30, column: 25, scope: !80)
!80 = distinct !DILexicalBlock(scope: !78, file: !3, line: 30, column: 5)
!81 = !DILocation(line: 31, column: 29, scope: !80)
!82 = !DILocation(line: 31, column: 34, scope: !80)
!83 = !DILocation(line: 31, column: 39, scope: !80)
!84 = !DILocation(line: 31, column: 15, scope: !80)
!85 = distinct !{!85, !77, !86, !53, !87}
!86 = !DILocation(line: 31, column: 41, scope: !78)
!87 = !{!"llvm.loop.isvectorized", i32 1}
!88 = !DILocation(line: 28, column: 23, scope: !73)
!89 = !DILocation(line: 28, column: 17, scope: !73)
!90 = distinct !{!90, !69, !91, !53}
!91 = !DILocation(line: 32, column: 3, scope: !70)
!92 = !DILocation(line: 33, column: 3, scope: !61)
!93 = !DILocation(line: 35, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 34, column: 3)
!95 = distinct !DILexicalBlock(scope: !61, file: !3, line: 34, column: 3)
!96 = !DILocation(line: 35, column: 7, scope: !94)
!97 = !DILocation(line: 36, column: 12, scope: !61)
!98 = !DILocation(line: 37, column: 3, scope: !61)
