; ModuleID = 'adi.c'
source_filename = "adi.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Cp = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !0
@U = internal unnamed_addr global [96 x [96 x double]] zeroinitializer, align 16, !dbg !7
@Dp = internal unnamed_addr global [96 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_adi(i32 noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !30, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %1, metadata !31, metadata !DIExpression()), !dbg !38
  %3 = tail call double @llvm.fmuladd.f64(double %1, double 2.000000e+00, double 1.000000e+00), !dbg !39
  call void @llvm.dbg.value(metadata double %3, metadata !36, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !38
  %4 = icmp sgt i32 %0, 0, !dbg !40
  br i1 %4, label %5, label %107, !dbg !43

5:                                                ; preds = %2
  %6 = fneg double %1
  %7 = fdiv double %6, %3
  br label %8, !dbg !43

8:                                                ; preds = %5, %104
  %9 = phi i32 [ 0, %5 ], [ %105, %104 ]
  call void @llvm.dbg.value(metadata i32 %9, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !38
  br label %10, !dbg !44

10:                                               ; preds = %8, %54
  %11 = phi i64 [ 0, %8 ], [ %55, %54 ]
  call void @llvm.dbg.value(metadata i64 %11, metadata !33, metadata !DIExpression()), !dbg !38
  store double %7, double* getelementptr inbounds ([96 x double], [96 x double]* @Cp, i64 0, i64 0), align 16, !dbg !47, !tbaa !50
  %12 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %11, i64 0, !dbg !54
  %13 = load double, double* %12, align 16, !dbg !54, !tbaa !50
  %14 = fdiv double %13, %3, !dbg !55
  store double %14, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 0), align 16, !dbg !56, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !38
  br label %15, !dbg !57

15:                                               ; preds = %10, %15
  %16 = phi double [ %14, %10 ], [ %26, %15 ], !dbg !59
  %17 = phi double [ %7, %10 ], [ %21, %15 ], !dbg !62
  %18 = phi i64 [ 1, %10 ], [ %28, %15 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !35, metadata !DIExpression()), !dbg !38
  %19 = tail call double @llvm.fmuladd.f64(double %1, double %17, double %3), !dbg !63
  %20 = fdiv double 1.000000e+00, %19, !dbg !64
  call void @llvm.dbg.value(metadata double %20, metadata !37, metadata !DIExpression()), !dbg !38
  %21 = fmul double %20, %6, !dbg !65
  %22 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %18, !dbg !66
  store double %21, double* %22, align 8, !dbg !67, !tbaa !50
  %23 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %11, i64 %18, !dbg !68
  %24 = load double, double* %23, align 8, !dbg !68, !tbaa !50
  %25 = tail call double @llvm.fmuladd.f64(double %1, double %16, double %24), !dbg !69
  %26 = fmul double %20, %25, !dbg !70
  %27 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %18, !dbg !71
  store double %26, double* %27, align 8, !dbg !72, !tbaa !50
  %28 = add nuw nsw i64 %18, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %28, metadata !35, metadata !DIExpression()), !dbg !38
  %29 = icmp eq i64 %28, 96, !dbg !74
  br i1 %29, label %30, label %15, !dbg !57, !llvm.loop !75

30:                                               ; preds = %15
  %31 = load double, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 95), align 8, !dbg !78, !tbaa !50
  %32 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %11, i64 95, !dbg !79
  store double %31, double* %32, align 8, !dbg !80, !tbaa !50
  call void @llvm.dbg.value(metadata i32 94, metadata !35, metadata !DIExpression()), !dbg !38
  br label %33, !dbg !81

33:                                               ; preds = %45, %30
  %34 = phi double [ %31, %30 ], [ %51, %45 ], !dbg !83
  %35 = phi i64 [ 94, %30 ], [ %53, %45 ]
  call void @llvm.dbg.value(metadata i64 %35, metadata !35, metadata !DIExpression()), !dbg !38
  %36 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %35, !dbg !85
  %37 = load double, double* %36, align 16, !dbg !85, !tbaa !50
  %38 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %35, !dbg !86
  %39 = load double, double* %38, align 16, !dbg !86, !tbaa !50
  %40 = fneg double %39, !dbg !87
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %34, double %37), !dbg !87
  %42 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %11, i64 %35, !dbg !88
  store double %41, double* %42, align 16, !dbg !89, !tbaa !50
  %43 = add nsw i64 %35, -1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %43, metadata !35, metadata !DIExpression()), !dbg !38
  %44 = icmp eq i64 %35, 0, !dbg !91
  br i1 %44, label %54, label %45, !dbg !81, !llvm.loop !92

45:                                               ; preds = %33
  call void @llvm.dbg.value(metadata i64 %43, metadata !35, metadata !DIExpression()), !dbg !38
  %46 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %43, !dbg !85
  %47 = load double, double* %46, align 8, !dbg !85, !tbaa !50
  %48 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %43, !dbg !86
  %49 = load double, double* %48, align 8, !dbg !86, !tbaa !50
  %50 = fneg double %49, !dbg !87
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %41, double %47), !dbg !87
  %52 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %11, i64 %43, !dbg !88
  store double %51, double* %52, align 8, !dbg !89, !tbaa !50
  %53 = add nsw i64 %35, -2, !dbg !90
  call void @llvm.dbg.value(metadata i64 %53, metadata !35, metadata !DIExpression()), !dbg !38
  br label %33

54:                                               ; preds = %33
  %55 = add nuw nsw i64 %11, 1, !dbg !94
  call void @llvm.dbg.value(metadata i64 %55, metadata !33, metadata !DIExpression()), !dbg !38
  %56 = icmp eq i64 %55, 96, !dbg !95
  br i1 %56, label %57, label %10, !dbg !44, !llvm.loop !96

57:                                               ; preds = %54, %101
  %58 = phi i64 [ %102, %101 ], [ 0, %54 ]
  call void @llvm.dbg.value(metadata i64 %58, metadata !34, metadata !DIExpression()), !dbg !38
  store double %7, double* getelementptr inbounds ([96 x double], [96 x double]* @Cp, i64 0, i64 0), align 16, !dbg !98, !tbaa !50
  %59 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 0, i64 %58, !dbg !102
  %60 = load double, double* %59, align 8, !dbg !102, !tbaa !50
  %61 = fdiv double %60, %3, !dbg !103
  store double %61, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 0), align 16, !dbg !104, !tbaa !50
  call void @llvm.dbg.value(metadata i32 1, metadata !35, metadata !DIExpression()), !dbg !38
  br label %62, !dbg !105

62:                                               ; preds = %57, %62
  %63 = phi double [ %61, %57 ], [ %73, %62 ], !dbg !107
  %64 = phi double [ %7, %57 ], [ %68, %62 ], !dbg !110
  %65 = phi i64 [ 1, %57 ], [ %75, %62 ]
  call void @llvm.dbg.value(metadata i64 %65, metadata !35, metadata !DIExpression()), !dbg !38
  %66 = tail call double @llvm.fmuladd.f64(double %1, double %64, double %3), !dbg !111
  %67 = fdiv double 1.000000e+00, %66, !dbg !112
  call void @llvm.dbg.value(metadata double %67, metadata !37, metadata !DIExpression()), !dbg !38
  %68 = fmul double %67, %6, !dbg !113
  %69 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %65, !dbg !114
  store double %68, double* %69, align 8, !dbg !115, !tbaa !50
  %70 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %65, i64 %58, !dbg !116
  %71 = load double, double* %70, align 8, !dbg !116, !tbaa !50
  %72 = tail call double @llvm.fmuladd.f64(double %1, double %63, double %71), !dbg !117
  %73 = fmul double %67, %72, !dbg !118
  %74 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %65, !dbg !119
  store double %73, double* %74, align 8, !dbg !120, !tbaa !50
  %75 = add nuw nsw i64 %65, 1, !dbg !121
  call void @llvm.dbg.value(metadata i64 %75, metadata !35, metadata !DIExpression()), !dbg !38
  %76 = icmp eq i64 %75, 96, !dbg !122
  br i1 %76, label %77, label %62, !dbg !105, !llvm.loop !123

77:                                               ; preds = %62
  %78 = load double, double* getelementptr inbounds ([96 x double], [96 x double]* @Dp, i64 0, i64 95), align 8, !dbg !125, !tbaa !50
  %79 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 95, i64 %58, !dbg !126
  store double %78, double* %79, align 8, !dbg !127, !tbaa !50
  call void @llvm.dbg.value(metadata i32 94, metadata !35, metadata !DIExpression()), !dbg !38
  br label %80, !dbg !128

80:                                               ; preds = %92, %77
  %81 = phi double [ %78, %77 ], [ %98, %92 ], !dbg !130
  %82 = phi i64 [ 94, %77 ], [ %100, %92 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !35, metadata !DIExpression()), !dbg !38
  %83 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %82, !dbg !132
  %84 = load double, double* %83, align 16, !dbg !132, !tbaa !50
  %85 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %82, !dbg !133
  %86 = load double, double* %85, align 16, !dbg !133, !tbaa !50
  %87 = fneg double %86, !dbg !134
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %81, double %84), !dbg !134
  %89 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %82, i64 %58, !dbg !135
  store double %88, double* %89, align 8, !dbg !136, !tbaa !50
  %90 = add nsw i64 %82, -1, !dbg !137
  call void @llvm.dbg.value(metadata i64 %90, metadata !35, metadata !DIExpression()), !dbg !38
  %91 = icmp eq i64 %82, 0, !dbg !138
  br i1 %91, label %101, label %92, !dbg !128, !llvm.loop !139

92:                                               ; preds = %80
  call void @llvm.dbg.value(metadata i64 %90, metadata !35, metadata !DIExpression()), !dbg !38
  %93 = getelementptr inbounds [96 x double], [96 x double]* @Dp, i64 0, i64 %90, !dbg !132
  %94 = load double, double* %93, align 8, !dbg !132, !tbaa !50
  %95 = getelementptr inbounds [96 x double], [96 x double]* @Cp, i64 0, i64 %90, !dbg !133
  %96 = load double, double* %95, align 8, !dbg !133, !tbaa !50
  %97 = fneg double %96, !dbg !134
  %98 = tail call double @llvm.fmuladd.f64(double %97, double %88, double %94), !dbg !134
  %99 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %90, i64 %58, !dbg !135
  store double %98, double* %99, align 8, !dbg !136, !tbaa !50
  %100 = add nsw i64 %82, -2, !dbg !137
  call void @llvm.dbg.value(metadata i64 %100, metadata !35, metadata !DIExpression()), !dbg !38
  br label %80

101:                                              ; preds = %80
  %102 = add nuw nsw i64 %58, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %102, metadata !34, metadata !DIExpression()), !dbg !38
  %103 = icmp eq i64 %102, 96, !dbg !142
  br i1 %103, label %104, label %57, !dbg !143, !llvm.loop !144

104:                                              ; preds = %101
  %105 = add nuw nsw i32 %9, 1, !dbg !146
  call void @llvm.dbg.value(metadata i32 %105, metadata !32, metadata !DIExpression()), !dbg !38
  %106 = icmp eq i32 %105, %0, !dbg !40
  br i1 %106, label %107, label %8, !dbg !43, !llvm.loop !147

107:                                              ; preds = %104, %2
  ret void, !dbg !149
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !150 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !157
  br label %1, !dbg !158

1:                                                ; preds = %0, %21
  %2 = phi i64 [ 0, %0 ], [ %22, %21 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !154, metadata !DIExpression()), !dbg !157
  %3 = mul nuw nsw i64 %2, 7
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !157
  br label %4, !dbg !160

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %19, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !155, metadata !DIExpression()), !dbg !157
  %6 = mul nuw nsw i64 %5, 3, !dbg !163
  %7 = add nuw nsw i64 %6, %3, !dbg !165
  %8 = trunc i64 %7 to i32, !dbg !166
  %9 = urem i32 %8, 10, !dbg !166
  %10 = sitofp i32 %9 to double, !dbg !167
  %11 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %2, i64 %5, !dbg !168
  store double %10, double* %11, align 16, !dbg !169, !tbaa !50
  %12 = or i64 %5, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %12, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %12, metadata !155, metadata !DIExpression()), !dbg !157
  %13 = mul nuw nsw i64 %12, 3, !dbg !163
  %14 = add nuw nsw i64 %13, %3, !dbg !165
  %15 = trunc i64 %14 to i32, !dbg !166
  %16 = urem i32 %15, 10, !dbg !166
  %17 = sitofp i32 %16 to double, !dbg !167
  %18 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %2, i64 %12, !dbg !168
  store double %17, double* %18, align 8, !dbg !169, !tbaa !50
  %19 = add nuw nsw i64 %5, 2, !dbg !170
  call void @llvm.dbg.value(metadata i64 %19, metadata !155, metadata !DIExpression()), !dbg !157
  %20 = icmp eq i64 %19, 96, !dbg !171
  br i1 %20, label %21, label %4, !dbg !160, !llvm.loop !172

21:                                               ; preds = %4
  %22 = add nuw nsw i64 %2, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %22, metadata !154, metadata !DIExpression()), !dbg !157
  %23 = icmp eq i64 %22, 96, !dbg !175
  br i1 %23, label %24, label %1, !dbg !158, !llvm.loop !176

24:                                               ; preds = %21
  tail call void @kernel_adi(i32 noundef 4, double noundef 2.500000e-01), !dbg !178
  call void @llvm.dbg.value(metadata i32 0, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !156, metadata !DIExpression()), !dbg !157
  br label %25, !dbg !179

25:                                               ; preds = %24, %56
  %26 = phi i64 [ 0, %24 ], [ %57, %56 ]
  %27 = phi double [ 0.000000e+00, %24 ], [ %53, %56 ]
  call void @llvm.dbg.value(metadata double %27, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %26, metadata !154, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %27, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i32 0, metadata !155, metadata !DIExpression()), !dbg !157
  br label %28, !dbg !181

28:                                               ; preds = %28, %25
  %29 = phi i64 [ 0, %25 ], [ %54, %28 ]
  %30 = phi double [ %27, %25 ], [ %53, %28 ]
  call void @llvm.dbg.value(metadata double %30, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %29, metadata !155, metadata !DIExpression()), !dbg !157
  %31 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %26, i64 %29, !dbg !184
  %32 = load double, double* %31, align 16, !dbg !184, !tbaa !50
  %33 = fadd double %30, %32, !dbg !186
  call void @llvm.dbg.value(metadata double %33, metadata !156, metadata !DIExpression()), !dbg !157
  %34 = or i64 %29, 1, !dbg !187
  call void @llvm.dbg.value(metadata i64 %34, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %33, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %34, metadata !155, metadata !DIExpression()), !dbg !157
  %35 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %26, i64 %34, !dbg !184
  %36 = load double, double* %35, align 8, !dbg !184, !tbaa !50
  %37 = fadd double %33, %36, !dbg !186
  call void @llvm.dbg.value(metadata double %37, metadata !156, metadata !DIExpression()), !dbg !157
  %38 = add nuw nsw i64 %29, 2, !dbg !187
  call void @llvm.dbg.value(metadata i64 %38, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %37, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %38, metadata !155, metadata !DIExpression()), !dbg !157
  %39 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %26, i64 %38, !dbg !184
  %40 = load double, double* %39, align 16, !dbg !184, !tbaa !50
  %41 = fadd double %37, %40, !dbg !186
  call void @llvm.dbg.value(metadata double %41, metadata !156, metadata !DIExpression()), !dbg !157
  %42 = add nuw nsw i64 %29, 3, !dbg !187
  call void @llvm.dbg.value(metadata i64 %42, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %41, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %42, metadata !155, metadata !DIExpression()), !dbg !157
  %43 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %26, i64 %42, !dbg !184
  %44 = load double, double* %43, align 8, !dbg !184, !tbaa !50
  %45 = fadd double %41, %44, !dbg !186
  call void @llvm.dbg.value(metadata double %45, metadata !156, metadata !DIExpression()), !dbg !157
  %46 = add nuw nsw i64 %29, 4, !dbg !187
  call void @llvm.dbg.value(metadata i64 %46, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %45, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %46, metadata !155, metadata !DIExpression()), !dbg !157
  %47 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %26, i64 %46, !dbg !184
  %48 = load double, double* %47, align 16, !dbg !184, !tbaa !50
  %49 = fadd double %45, %48, !dbg !186
  call void @llvm.dbg.value(metadata double %49, metadata !156, metadata !DIExpression()), !dbg !157
  %50 = add nuw nsw i64 %29, 5, !dbg !187
  call void @llvm.dbg.value(metadata i64 %50, metadata !155, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata double %49, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %50, metadata !155, metadata !DIExpression()), !dbg !157
  %51 = getelementptr inbounds [96 x [96 x double]], [96 x [96 x double]]* @U, i64 0, i64 %26, i64 %50, !dbg !184
  %52 = load double, double* %51, align 8, !dbg !184, !tbaa !50
  %53 = fadd double %49, %52, !dbg !186
  call void @llvm.dbg.value(metadata double %53, metadata !156, metadata !DIExpression()), !dbg !157
  %54 = add nuw nsw i64 %29, 6, !dbg !187
  call void @llvm.dbg.value(metadata i64 %54, metadata !155, metadata !DIExpression()), !dbg !157
  %55 = icmp eq i64 %54, 96, !dbg !188
  br i1 %55, label %56, label %28, !dbg !181, !llvm.loop !189

56:                                               ; preds = %28
  %57 = add nuw nsw i64 %26, 1, !dbg !191
  call void @llvm.dbg.value(metadata double %53, metadata !156, metadata !DIExpression()), !dbg !157
  call void @llvm.dbg.value(metadata i64 %57, metadata !154, metadata !DIExpression()), !dbg !157
  %58 = icmp eq i64 %57, 96, !dbg !192
  br i1 %58, label %59, label %25, !dbg !179, !llvm.loop !193

59:                                               ; preds = %56
  store double %53, double* @checksum, align 8, !dbg !195, !tbaa !50
  ret i32 0, !dbg !196
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
!1 = distinct !DIGlobalVariable(name: "Cp", scope: !2, file: !3, line: 15, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "adi.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "U", scope: !2, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 589824, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 96)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Dp", scope: !2, file: !3, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 6144, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_adi", scope: !3, file: !3, line: 19, type: !26, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !5}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!30, !31, !32, !33, !34, !35, !36, !37}
!30 = !DILocalVariable(name: "tsteps", arg: 1, scope: !25, file: !3, line: 19, type: !28)
!31 = !DILocalVariable(name: "r", arg: 2, scope: !25, file: !3, line: 19, type: !5)
!32 = !DILocalVariable(name: "t", scope: !25, file: !3, line: 21, type: !28)
!33 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 21, type: !28)
!34 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 21, type: !28)
!35 = !DILocalVariable(name: "k", scope: !25, file: !3, line: 21, type: !28)
!36 = !DILocalVariable(name: "diag", scope: !25, file: !3, line: 22, type: !5)
!37 = !DILocalVariable(name: "m", scope: !25, file: !3, line: 23, type: !5)
!38 = !DILocation(line: 0, scope: !25)
!39 = !DILocation(line: 22, column: 21, scope: !25)
!40 = !DILocation(line: 24, column: 17, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 24, column: 3)
!42 = distinct !DILexicalBlock(scope: !25, file: !3, line: 24, column: 3)
!43 = !DILocation(line: 24, column: 3, scope: !42)
!44 = !DILocation(line: 26, column: 5, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 26, column: 5)
!46 = distinct !DILexicalBlock(scope: !41, file: !3, line: 24, column: 32)
!47 = !DILocation(line: 27, column: 13, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 26, column: 29)
!49 = distinct !DILexicalBlock(scope: !45, file: !3, line: 26, column: 5)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 28, column: 15, scope: !48)
!55 = !DILocation(line: 28, column: 23, scope: !48)
!56 = !DILocation(line: 28, column: 13, scope: !48)
!57 = !DILocation(line: 29, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !48, file: !3, line: 29, column: 7)
!59 = !DILocation(line: 32, column: 32, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 29, column: 31)
!61 = distinct !DILexicalBlock(scope: !58, file: !3, line: 29, column: 7)
!62 = !DILocation(line: 30, column: 31, scope: !60)
!63 = !DILocation(line: 30, column: 25, scope: !60)
!64 = !DILocation(line: 30, column: 17, scope: !60)
!65 = !DILocation(line: 31, column: 20, scope: !60)
!66 = !DILocation(line: 31, column: 9, scope: !60)
!67 = !DILocation(line: 31, column: 15, scope: !60)
!68 = !DILocation(line: 32, column: 18, scope: !60)
!69 = !DILocation(line: 32, column: 26, scope: !60)
!70 = !DILocation(line: 32, column: 43, scope: !60)
!71 = !DILocation(line: 32, column: 9, scope: !60)
!72 = !DILocation(line: 32, column: 15, scope: !60)
!73 = !DILocation(line: 29, column: 27, scope: !61)
!74 = !DILocation(line: 29, column: 21, scope: !61)
!75 = distinct !{!75, !57, !76, !77}
!76 = !DILocation(line: 33, column: 7, scope: !58)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 34, column: 21, scope: !48)
!79 = !DILocation(line: 34, column: 7, scope: !48)
!80 = !DILocation(line: 34, column: 19, scope: !48)
!81 = !DILocation(line: 35, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !48, file: !3, line: 35, column: 7)
!83 = !DILocation(line: 36, column: 35, scope: !84)
!84 = distinct !DILexicalBlock(scope: !82, file: !3, line: 35, column: 7)
!85 = !DILocation(line: 36, column: 19, scope: !84)
!86 = !DILocation(line: 36, column: 27, scope: !84)
!87 = !DILocation(line: 36, column: 25, scope: !84)
!88 = !DILocation(line: 36, column: 9, scope: !84)
!89 = !DILocation(line: 36, column: 17, scope: !84)
!90 = !DILocation(line: 35, column: 32, scope: !84)
!91 = !DILocation(line: 35, column: 25, scope: !84)
!92 = distinct !{!92, !81, !93, !77}
!93 = !DILocation(line: 36, column: 45, scope: !82)
!94 = !DILocation(line: 26, column: 25, scope: !49)
!95 = !DILocation(line: 26, column: 19, scope: !49)
!96 = distinct !{!96, !44, !97, !77}
!97 = !DILocation(line: 37, column: 5, scope: !45)
!98 = !DILocation(line: 40, column: 13, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 39, column: 29)
!100 = distinct !DILexicalBlock(scope: !101, file: !3, line: 39, column: 5)
!101 = distinct !DILexicalBlock(scope: !46, file: !3, line: 39, column: 5)
!102 = !DILocation(line: 41, column: 15, scope: !99)
!103 = !DILocation(line: 41, column: 23, scope: !99)
!104 = !DILocation(line: 41, column: 13, scope: !99)
!105 = !DILocation(line: 42, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !99, file: !3, line: 42, column: 7)
!107 = !DILocation(line: 45, column: 32, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 42, column: 31)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 42, column: 7)
!110 = !DILocation(line: 43, column: 31, scope: !108)
!111 = !DILocation(line: 43, column: 25, scope: !108)
!112 = !DILocation(line: 43, column: 17, scope: !108)
!113 = !DILocation(line: 44, column: 20, scope: !108)
!114 = !DILocation(line: 44, column: 9, scope: !108)
!115 = !DILocation(line: 44, column: 15, scope: !108)
!116 = !DILocation(line: 45, column: 18, scope: !108)
!117 = !DILocation(line: 45, column: 26, scope: !108)
!118 = !DILocation(line: 45, column: 43, scope: !108)
!119 = !DILocation(line: 45, column: 9, scope: !108)
!120 = !DILocation(line: 45, column: 15, scope: !108)
!121 = !DILocation(line: 42, column: 27, scope: !109)
!122 = !DILocation(line: 42, column: 21, scope: !109)
!123 = distinct !{!123, !105, !124, !77}
!124 = !DILocation(line: 46, column: 7, scope: !106)
!125 = !DILocation(line: 47, column: 21, scope: !99)
!126 = !DILocation(line: 47, column: 7, scope: !99)
!127 = !DILocation(line: 47, column: 19, scope: !99)
!128 = !DILocation(line: 48, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !99, file: !3, line: 48, column: 7)
!130 = !DILocation(line: 49, column: 35, scope: !131)
!131 = distinct !DILexicalBlock(scope: !129, file: !3, line: 48, column: 7)
!132 = !DILocation(line: 49, column: 19, scope: !131)
!133 = !DILocation(line: 49, column: 27, scope: !131)
!134 = !DILocation(line: 49, column: 25, scope: !131)
!135 = !DILocation(line: 49, column: 9, scope: !131)
!136 = !DILocation(line: 49, column: 17, scope: !131)
!137 = !DILocation(line: 48, column: 32, scope: !131)
!138 = !DILocation(line: 48, column: 25, scope: !131)
!139 = distinct !{!139, !128, !140, !77}
!140 = !DILocation(line: 49, column: 45, scope: !129)
!141 = !DILocation(line: 39, column: 25, scope: !100)
!142 = !DILocation(line: 39, column: 19, scope: !100)
!143 = !DILocation(line: 39, column: 5, scope: !101)
!144 = distinct !{!144, !143, !145, !77}
!145 = !DILocation(line: 50, column: 5, scope: !101)
!146 = !DILocation(line: 24, column: 28, scope: !41)
!147 = distinct !{!147, !43, !148, !77}
!148 = !DILocation(line: 51, column: 3, scope: !42)
!149 = !DILocation(line: 52, column: 1, scope: !25)
!150 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 54, type: !151, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!28}
!153 = !{!154, !155, !156}
!154 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 56, type: !28)
!155 = !DILocalVariable(name: "j", scope: !150, file: !3, line: 56, type: !28)
!156 = !DILocalVariable(name: "s", scope: !150, file: !3, line: 57, type: !5)
!157 = !DILocation(line: 0, scope: !150)
!158 = !DILocation(line: 58, column: 3, scope: !159)
!159 = distinct !DILexicalBlock(scope: !150, file: !3, line: 58, column: 3)
!160 = !DILocation(line: 59, column: 5, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 59, column: 5)
!162 = distinct !DILexicalBlock(scope: !159, file: !3, line: 58, column: 3)
!163 = !DILocation(line: 60, column: 37, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !3, line: 59, column: 5)
!165 = !DILocation(line: 60, column: 33, scope: !164)
!166 = !DILocation(line: 60, column: 42, scope: !164)
!167 = !DILocation(line: 60, column: 17, scope: !164)
!168 = !DILocation(line: 60, column: 7, scope: !164)
!169 = !DILocation(line: 60, column: 15, scope: !164)
!170 = !DILocation(line: 59, column: 25, scope: !164)
!171 = !DILocation(line: 59, column: 19, scope: !164)
!172 = distinct !{!172, !160, !173, !77}
!173 = !DILocation(line: 60, column: 46, scope: !161)
!174 = !DILocation(line: 58, column: 23, scope: !162)
!175 = !DILocation(line: 58, column: 17, scope: !162)
!176 = distinct !{!176, !158, !177, !77}
!177 = !DILocation(line: 60, column: 46, scope: !159)
!178 = !DILocation(line: 61, column: 3, scope: !150)
!179 = !DILocation(line: 62, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !150, file: !3, line: 62, column: 3)
!181 = !DILocation(line: 63, column: 5, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 63, column: 5)
!183 = distinct !DILexicalBlock(scope: !180, file: !3, line: 62, column: 3)
!184 = !DILocation(line: 64, column: 12, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 63, column: 5)
!186 = !DILocation(line: 64, column: 9, scope: !185)
!187 = !DILocation(line: 63, column: 25, scope: !185)
!188 = !DILocation(line: 63, column: 19, scope: !185)
!189 = distinct !{!189, !181, !190, !77}
!190 = !DILocation(line: 64, column: 18, scope: !182)
!191 = !DILocation(line: 62, column: 23, scope: !183)
!192 = !DILocation(line: 62, column: 17, scope: !183)
!193 = distinct !{!193, !179, !194, !77}
!194 = !DILocation(line: 64, column: 18, scope: !180)
!195 = !DILocation(line: 65, column: 12, scope: !150)
!196 = !DILocation(line: 66, column: 3, scope: !150)
