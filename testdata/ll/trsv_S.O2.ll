; ModuleID = 'trsv.c'
source_filename = "trsv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Bv = internal global [28 x double] zeroinitializer, align 16, !dbg !0
@L = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@Xv = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_trsv(i32 noundef %0, [28 x double]* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef %3) local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !34, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata [28 x double]* %1, metadata !35, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !36, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !37, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !44
  %5 = icmp sgt i32 %0, 0, !dbg !45
  br i1 %5, label %6, label %58, !dbg !46

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64, !dbg !45
  br label %8, !dbg !46

8:                                                ; preds = %6, %50
  %9 = phi i64 [ 0, %6 ], [ %56, %50 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !38, metadata !DIExpression()), !dbg !44
  %10 = getelementptr inbounds double, double* %2, i64 %9, !dbg !47
  %11 = load double, double* %10, align 8, !dbg !47, !tbaa !48
  call void @llvm.dbg.value(metadata double %11, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !44
  %12 = icmp eq i64 %9, 0, !dbg !53
  br i1 %12, label %50, label %13, !dbg !56

13:                                               ; preds = %8
  %14 = and i64 %9, 1, !dbg !56
  %15 = icmp eq i64 %9, 1, !dbg !56
  br i1 %15, label %38, label %16, !dbg !56

16:                                               ; preds = %13
  %17 = and i64 %9, 9223372036854775806, !dbg !56
  br label %18, !dbg !56

18:                                               ; preds = %18, %16
  %19 = phi i64 [ 0, %16 ], [ %35, %18 ]
  %20 = phi double [ %11, %16 ], [ %34, %18 ]
  %21 = phi i64 [ 0, %16 ], [ %36, %18 ]
  call void @llvm.dbg.value(metadata double %20, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %19, metadata !39, metadata !DIExpression()), !dbg !44
  %22 = getelementptr inbounds [28 x double], [28 x double]* %1, i64 %9, i64 %19, !dbg !57
  %23 = load double, double* %22, align 8, !dbg !57, !tbaa !48
  %24 = getelementptr inbounds double, double* %3, i64 %19, !dbg !58
  %25 = load double, double* %24, align 8, !dbg !58, !tbaa !48
  %26 = fneg double %23, !dbg !59
  %27 = tail call double @llvm.fmuladd.f64(double %26, double %25, double %20), !dbg !59
  call void @llvm.dbg.value(metadata double %27, metadata !40, metadata !DIExpression()), !dbg !52
  %28 = or i64 %19, 1, !dbg !60
  call void @llvm.dbg.value(metadata i64 %28, metadata !39, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %27, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %28, metadata !39, metadata !DIExpression()), !dbg !44
  %29 = getelementptr inbounds [28 x double], [28 x double]* %1, i64 %9, i64 %28, !dbg !57
  %30 = load double, double* %29, align 8, !dbg !57, !tbaa !48
  %31 = getelementptr inbounds double, double* %3, i64 %28, !dbg !58
  %32 = load double, double* %31, align 8, !dbg !58, !tbaa !48
  %33 = fneg double %30, !dbg !59
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %32, double %27), !dbg !59
  call void @llvm.dbg.value(metadata double %34, metadata !40, metadata !DIExpression()), !dbg !52
  %35 = add nuw nsw i64 %19, 2, !dbg !60
  call void @llvm.dbg.value(metadata i64 %35, metadata !39, metadata !DIExpression()), !dbg !44
  %36 = add i64 %21, 2, !dbg !56
  %37 = icmp eq i64 %36, %17, !dbg !56
  br i1 %37, label %38, label %18, !dbg !56, !llvm.loop !61

38:                                               ; preds = %18, %13
  %39 = phi double [ undef, %13 ], [ %34, %18 ]
  %40 = phi i64 [ 0, %13 ], [ %35, %18 ]
  %41 = phi double [ %11, %13 ], [ %34, %18 ]
  %42 = icmp eq i64 %14, 0, !dbg !56
  br i1 %42, label %50, label %43, !dbg !56

43:                                               ; preds = %38
  call void @llvm.dbg.value(metadata double %41, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %40, metadata !39, metadata !DIExpression()), !dbg !44
  %44 = getelementptr inbounds [28 x double], [28 x double]* %1, i64 %9, i64 %40, !dbg !57
  %45 = load double, double* %44, align 8, !dbg !57, !tbaa !48
  %46 = getelementptr inbounds double, double* %3, i64 %40, !dbg !58
  %47 = load double, double* %46, align 8, !dbg !58, !tbaa !48
  %48 = fneg double %45, !dbg !59
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %47, double %41), !dbg !59
  call void @llvm.dbg.value(metadata double %49, metadata !40, metadata !DIExpression()), !dbg !52
  call void @llvm.dbg.value(metadata i64 %40, metadata !39, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !44
  br label %50, !dbg !64

50:                                               ; preds = %43, %38, %8
  %51 = phi double [ %11, %8 ], [ %39, %38 ], [ %49, %43 ], !dbg !52
  %52 = getelementptr inbounds [28 x double], [28 x double]* %1, i64 %9, i64 %9, !dbg !64
  %53 = load double, double* %52, align 8, !dbg !64, !tbaa !48
  %54 = fdiv double %51, %53, !dbg !65
  %55 = getelementptr inbounds double, double* %3, i64 %9, !dbg !66
  store double %54, double* %55, align 8, !dbg !67, !tbaa !48
  %56 = add nuw nsw i64 %9, 1, !dbg !68
  call void @llvm.dbg.value(metadata i64 %56, metadata !38, metadata !DIExpression()), !dbg !44
  %57 = icmp eq i64 %56, %7, !dbg !45
  br i1 %57, label %58, label %8, !dbg !46, !llvm.loop !69

58:                                               ; preds = %50, %4
  ret void, !dbg !71
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !72 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !79
  br label %1, !dbg !80

1:                                                ; preds = %0, %25
  %2 = phi i64 [ 0, %0 ], [ %26, %25 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !76, metadata !DIExpression()), !dbg !79
  %3 = trunc i64 %2 to i32, !dbg !82
  %4 = and i32 %3, 3, !dbg !82
  %5 = add nuw nsw i32 %4, 1, !dbg !85
  %6 = sitofp i32 %5 to double, !dbg !85
  %7 = getelementptr inbounds [28 x double], [28 x double]* @Bv, i64 0, i64 %2, !dbg !86
  store double %6, double* %7, align 8, !dbg !87, !tbaa !48
  call void @llvm.dbg.value(metadata i32 0, metadata !77, metadata !DIExpression()), !dbg !79
  %8 = add nuw nsw i64 %2, 28
  br label %9, !dbg !88

9:                                                ; preds = %1, %20
  %10 = phi i64 [ 0, %1 ], [ %23, %20 ]
  call void @llvm.dbg.value(metadata i64 %10, metadata !77, metadata !DIExpression()), !dbg !79
  %11 = icmp ult i64 %10, %2, !dbg !90
  br i1 %11, label %12, label %17, !dbg !92

12:                                               ; preds = %9
  %13 = sub nuw nsw i64 %8, %10, !dbg !93
  %14 = trunc i64 %13 to i32, !dbg !94
  %15 = sitofp i32 %14 to double, !dbg !94
  %16 = fdiv double 1.000000e+00, %15, !dbg !95
  br label %20, !dbg !92

17:                                               ; preds = %9
  %18 = icmp eq i64 %10, %2, !dbg !96
  %19 = select i1 %18, double 2.000000e+00, double 0.000000e+00, !dbg !97
  br label %20, !dbg !92

20:                                               ; preds = %17, %12
  %21 = phi double [ %16, %12 ], [ %19, %17 ], !dbg !92
  %22 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @L, i64 0, i64 %2, i64 %10, !dbg !98
  store double %21, double* %22, align 8, !dbg !99, !tbaa !48
  %23 = add nuw nsw i64 %10, 1, !dbg !100
  call void @llvm.dbg.value(metadata i64 %23, metadata !77, metadata !DIExpression()), !dbg !79
  %24 = icmp eq i64 %23, 28, !dbg !101
  br i1 %24, label %25, label %9, !dbg !88, !llvm.loop !102

25:                                               ; preds = %20
  %26 = add nuw nsw i64 %2, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %26, metadata !76, metadata !DIExpression()), !dbg !79
  %27 = icmp eq i64 %26, 28, !dbg !105
  br i1 %27, label %28, label %1, !dbg !80, !llvm.loop !106

28:                                               ; preds = %25
  tail call void @kernel_trsv(i32 noundef 28, [28 x double]* noundef getelementptr inbounds ([28 x [28 x double]], [28 x [28 x double]]* @L, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Bv, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 0)), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 0, metadata !76, metadata !DIExpression()), !dbg !79
  %29 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 0), align 16, !dbg !109, !tbaa !48
  %30 = fadd double %29, 0.000000e+00, !dbg !112
  call void @llvm.dbg.value(metadata double %30, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 1, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %30, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 1, metadata !76, metadata !DIExpression()), !dbg !79
  %31 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 1), align 8, !dbg !109, !tbaa !48
  %32 = fadd double %30, %31, !dbg !112
  call void @llvm.dbg.value(metadata double %32, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 2, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %32, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 2, metadata !76, metadata !DIExpression()), !dbg !79
  %33 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 2), align 16, !dbg !109, !tbaa !48
  %34 = fadd double %32, %33, !dbg !112
  call void @llvm.dbg.value(metadata double %34, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 3, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %34, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 3, metadata !76, metadata !DIExpression()), !dbg !79
  %35 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 3), align 8, !dbg !109, !tbaa !48
  %36 = fadd double %34, %35, !dbg !112
  call void @llvm.dbg.value(metadata double %36, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 4, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %36, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 4, metadata !76, metadata !DIExpression()), !dbg !79
  %37 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 4), align 16, !dbg !109, !tbaa !48
  %38 = fadd double %36, %37, !dbg !112
  call void @llvm.dbg.value(metadata double %38, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 5, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %38, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 5, metadata !76, metadata !DIExpression()), !dbg !79
  %39 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 5), align 8, !dbg !109, !tbaa !48
  %40 = fadd double %38, %39, !dbg !112
  call void @llvm.dbg.value(metadata double %40, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 6, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %40, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 6, metadata !76, metadata !DIExpression()), !dbg !79
  %41 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 6), align 16, !dbg !109, !tbaa !48
  %42 = fadd double %40, %41, !dbg !112
  call void @llvm.dbg.value(metadata double %42, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 7, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %42, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 7, metadata !76, metadata !DIExpression()), !dbg !79
  %43 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 7), align 8, !dbg !109, !tbaa !48
  %44 = fadd double %42, %43, !dbg !112
  call void @llvm.dbg.value(metadata double %44, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 8, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %44, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 8, metadata !76, metadata !DIExpression()), !dbg !79
  %45 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 8), align 16, !dbg !109, !tbaa !48
  %46 = fadd double %44, %45, !dbg !112
  call void @llvm.dbg.value(metadata double %46, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 9, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %46, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 9, metadata !76, metadata !DIExpression()), !dbg !79
  %47 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 9), align 8, !dbg !109, !tbaa !48
  %48 = fadd double %46, %47, !dbg !112
  call void @llvm.dbg.value(metadata double %48, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 10, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %48, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 10, metadata !76, metadata !DIExpression()), !dbg !79
  %49 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 10), align 16, !dbg !109, !tbaa !48
  %50 = fadd double %48, %49, !dbg !112
  call void @llvm.dbg.value(metadata double %50, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 11, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %50, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 11, metadata !76, metadata !DIExpression()), !dbg !79
  %51 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 11), align 8, !dbg !109, !tbaa !48
  %52 = fadd double %50, %51, !dbg !112
  call void @llvm.dbg.value(metadata double %52, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 12, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %52, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 12, metadata !76, metadata !DIExpression()), !dbg !79
  %53 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 12), align 16, !dbg !109, !tbaa !48
  %54 = fadd double %52, %53, !dbg !112
  call void @llvm.dbg.value(metadata double %54, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 13, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %54, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 13, metadata !76, metadata !DIExpression()), !dbg !79
  %55 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 13), align 8, !dbg !109, !tbaa !48
  %56 = fadd double %54, %55, !dbg !112
  call void @llvm.dbg.value(metadata double %56, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 14, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %56, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 14, metadata !76, metadata !DIExpression()), !dbg !79
  %57 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 14), align 16, !dbg !109, !tbaa !48
  %58 = fadd double %56, %57, !dbg !112
  call void @llvm.dbg.value(metadata double %58, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 15, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %58, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 15, metadata !76, metadata !DIExpression()), !dbg !79
  %59 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 15), align 8, !dbg !109, !tbaa !48
  %60 = fadd double %58, %59, !dbg !112
  call void @llvm.dbg.value(metadata double %60, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 16, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %60, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 16, metadata !76, metadata !DIExpression()), !dbg !79
  %61 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 16), align 16, !dbg !109, !tbaa !48
  %62 = fadd double %60, %61, !dbg !112
  call void @llvm.dbg.value(metadata double %62, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 17, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %62, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 17, metadata !76, metadata !DIExpression()), !dbg !79
  %63 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 17), align 8, !dbg !109, !tbaa !48
  %64 = fadd double %62, %63, !dbg !112
  call void @llvm.dbg.value(metadata double %64, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 18, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %64, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 18, metadata !76, metadata !DIExpression()), !dbg !79
  %65 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 18), align 16, !dbg !109, !tbaa !48
  %66 = fadd double %64, %65, !dbg !112
  call void @llvm.dbg.value(metadata double %66, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 19, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %66, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 19, metadata !76, metadata !DIExpression()), !dbg !79
  %67 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 19), align 8, !dbg !109, !tbaa !48
  %68 = fadd double %66, %67, !dbg !112
  call void @llvm.dbg.value(metadata double %68, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 20, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %68, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 20, metadata !76, metadata !DIExpression()), !dbg !79
  %69 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 20), align 16, !dbg !109, !tbaa !48
  %70 = fadd double %68, %69, !dbg !112
  call void @llvm.dbg.value(metadata double %70, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 21, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %70, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 21, metadata !76, metadata !DIExpression()), !dbg !79
  %71 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 21), align 8, !dbg !109, !tbaa !48
  %72 = fadd double %70, %71, !dbg !112
  call void @llvm.dbg.value(metadata double %72, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 22, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %72, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 22, metadata !76, metadata !DIExpression()), !dbg !79
  %73 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 22), align 16, !dbg !109, !tbaa !48
  %74 = fadd double %72, %73, !dbg !112
  call void @llvm.dbg.value(metadata double %74, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 23, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %74, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 23, metadata !76, metadata !DIExpression()), !dbg !79
  %75 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 23), align 8, !dbg !109, !tbaa !48
  %76 = fadd double %74, %75, !dbg !112
  call void @llvm.dbg.value(metadata double %76, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 24, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %76, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 24, metadata !76, metadata !DIExpression()), !dbg !79
  %77 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 24), align 16, !dbg !109, !tbaa !48
  %78 = fadd double %76, %77, !dbg !112
  call void @llvm.dbg.value(metadata double %78, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 25, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %78, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 25, metadata !76, metadata !DIExpression()), !dbg !79
  %79 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 25), align 8, !dbg !109, !tbaa !48
  %80 = fadd double %78, %79, !dbg !112
  call void @llvm.dbg.value(metadata double %80, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 26, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %80, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 26, metadata !76, metadata !DIExpression()), !dbg !79
  %81 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 26), align 16, !dbg !109, !tbaa !48
  %82 = fadd double %80, %81, !dbg !112
  call void @llvm.dbg.value(metadata double %82, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 27, metadata !76, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata double %82, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 27, metadata !76, metadata !DIExpression()), !dbg !79
  %83 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Xv, i64 0, i64 27), align 8, !dbg !109, !tbaa !48
  %84 = fadd double %82, %83, !dbg !112
  call void @llvm.dbg.value(metadata double %84, metadata !78, metadata !DIExpression()), !dbg !79
  call void @llvm.dbg.value(metadata i64 28, metadata !76, metadata !DIExpression()), !dbg !79
  store double %84, double* @checksum, align 8, !dbg !113, !tbaa !48
  ret i32 0, !dbg !114
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
!1 = distinct !DIGlobalVariable(name: "Bv", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "trsv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Xv", scope: !2, file: !3, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_trsv", scope: !3, file: !3, line: 13, type: !26, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !29, !30, !32}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!33 = !{!34, !35, !36, !37, !38, !39, !40}
!34 = !DILocalVariable(name: "n", arg: 1, scope: !25, file: !3, line: 13, type: !28)
!35 = !DILocalVariable(name: "l", arg: 2, scope: !25, file: !3, line: 13, type: !29)
!36 = !DILocalVariable(name: "b", arg: 3, scope: !25, file: !3, line: 14, type: !30)
!37 = !DILocalVariable(name: "x", arg: 4, scope: !25, file: !3, line: 14, type: !32)
!38 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !28)
!39 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 16, type: !28)
!40 = !DILocalVariable(name: "s", scope: !41, file: !3, line: 18, type: !5)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 17, column: 27)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 3)
!43 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 3)
!44 = !DILocation(line: 0, scope: !25)
!45 = !DILocation(line: 17, column: 17, scope: !42)
!46 = !DILocation(line: 17, column: 3, scope: !43)
!47 = !DILocation(line: 18, column: 16, scope: !41)
!48 = !{!49, !49, i64 0}
!49 = !{!"double", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 0, scope: !41)
!53 = !DILocation(line: 19, column: 19, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 19, column: 5)
!55 = distinct !DILexicalBlock(scope: !41, file: !3, line: 19, column: 5)
!56 = !DILocation(line: 19, column: 5, scope: !55)
!57 = !DILocation(line: 20, column: 12, scope: !54)
!58 = !DILocation(line: 20, column: 22, scope: !54)
!59 = !DILocation(line: 20, column: 9, scope: !54)
!60 = !DILocation(line: 19, column: 25, scope: !54)
!61 = distinct !{!61, !56, !62, !63}
!62 = !DILocation(line: 20, column: 25, scope: !55)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 21, column: 16, scope: !41)
!65 = !DILocation(line: 21, column: 14, scope: !41)
!66 = !DILocation(line: 21, column: 5, scope: !41)
!67 = !DILocation(line: 21, column: 10, scope: !41)
!68 = !DILocation(line: 17, column: 23, scope: !42)
!69 = distinct !{!69, !46, !70, !63}
!70 = !DILocation(line: 22, column: 3, scope: !43)
!71 = !DILocation(line: 23, column: 1, scope: !25)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !73, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!28}
!75 = !{!76, !77, !78}
!76 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 27, type: !28)
!77 = !DILocalVariable(name: "j", scope: !72, file: !3, line: 27, type: !28)
!78 = !DILocalVariable(name: "s", scope: !72, file: !3, line: 28, type: !5)
!79 = !DILocation(line: 0, scope: !72)
!80 = !DILocation(line: 29, column: 3, scope: !81)
!81 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 3)
!82 = !DILocation(line: 30, column: 24, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 29, column: 27)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 29, column: 3)
!85 = !DILocation(line: 30, column: 29, scope: !83)
!86 = !DILocation(line: 30, column: 5, scope: !83)
!87 = !DILocation(line: 30, column: 11, scope: !83)
!88 = !DILocation(line: 31, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !83, file: !3, line: 31, column: 5)
!90 = !DILocation(line: 32, column: 20, scope: !91)
!91 = distinct !DILexicalBlock(scope: !89, file: !3, line: 31, column: 5)
!92 = !DILocation(line: 32, column: 17, scope: !91)
!93 = !DILocation(line: 32, column: 48, scope: !91)
!94 = !DILocation(line: 32, column: 33, scope: !91)
!95 = !DILocation(line: 32, column: 31, scope: !91)
!96 = !DILocation(line: 32, column: 58, scope: !91)
!97 = !DILocation(line: 32, column: 56, scope: !91)
!98 = !DILocation(line: 32, column: 7, scope: !91)
!99 = !DILocation(line: 32, column: 15, scope: !91)
!100 = !DILocation(line: 31, column: 25, scope: !91)
!101 = !DILocation(line: 31, column: 19, scope: !91)
!102 = distinct !{!102, !88, !103, !63}
!103 = !DILocation(line: 32, column: 74, scope: !89)
!104 = !DILocation(line: 29, column: 23, scope: !84)
!105 = !DILocation(line: 29, column: 17, scope: !84)
!106 = distinct !{!106, !80, !107, !63}
!107 = !DILocation(line: 33, column: 3, scope: !81)
!108 = !DILocation(line: 34, column: 3, scope: !72)
!109 = !DILocation(line: 36, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 35, column: 3)
!111 = distinct !DILexicalBlock(scope: !72, file: !3, line: 35, column: 3)
!112 = !DILocation(line: 36, column: 7, scope: !110)
!113 = !DILocation(line: 37, column: 12, scope: !72)
!114 = !DILocation(line: 38, column: 3, scope: !72)
