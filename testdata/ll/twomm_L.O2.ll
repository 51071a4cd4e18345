; ModuleID = 'twomm.c'
source_filename = "twomm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal global [80 x [90 x double]] zeroinitializer, align 16, !dbg !0
@B = internal global [90 x [80 x double]] zeroinitializer, align 16, !dbg !7
@C = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !17
@D = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !19
@T = internal global [80 x [80 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_twomm(i32 noundef %0, i32 noundef %1, double noundef %2, double noundef %3, [90 x double]* nocapture noundef readonly %4, [80 x double]* nocapture noundef readonly %5, [80 x double]* nocapture noundef %6, [80 x double]* nocapture noundef readonly %7, [80 x double]* nocapture noundef %8) local_unnamed_addr #0 !dbg !32 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !43, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 %1, metadata !44, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %2, metadata !45, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata double %3, metadata !46, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [90 x double]* %4, metadata !47, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %5, metadata !48, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %6, metadata !49, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %7, metadata !50, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata [80 x double]* %8, metadata !51, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !55
  %10 = icmp sgt i32 %0, 0, !dbg !56
  br i1 %10, label %11, label %108, !dbg !59

11:                                               ; preds = %9
  %12 = icmp sgt i32 %1, 0
  %13 = zext i32 %0 to i64, !dbg !56
  %14 = zext i32 %1 to i64
  %15 = and i64 %14, 1
  %16 = icmp eq i32 %1, 1
  %17 = and i64 %14, 4294967294
  %18 = icmp eq i64 %15, 0
  br label %19, !dbg !59

19:                                               ; preds = %65, %11
  %20 = phi i64 [ 0, %11 ], [ %66, %65 ]
  call void @llvm.dbg.value(metadata i64 %20, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !55
  br label %28, !dbg !60

21:                                               ; preds = %65
  call void @llvm.dbg.value(metadata i32 0, metadata !52, metadata !DIExpression()), !dbg !55
  br i1 %10, label %22, label %108, !dbg !62

22:                                               ; preds = %21
  %23 = zext i32 %0 to i64, !dbg !64
  %24 = and i64 %13, 1
  %25 = icmp eq i32 %0, 1
  %26 = and i64 %13, 4294967294
  %27 = icmp eq i64 %24, 0
  br label %68, !dbg !62

28:                                               ; preds = %19, %62
  %29 = phi i64 [ 0, %19 ], [ %63, %62 ]
  call void @llvm.dbg.value(metadata i64 %29, metadata !53, metadata !DIExpression()), !dbg !55
  %30 = getelementptr inbounds [80 x double], [80 x double]* %6, i64 %20, i64 %29, !dbg !66
  store double 0.000000e+00, double* %30, align 8, !dbg !69, !tbaa !70
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !55
  br i1 %12, label %31, label %62, !dbg !74

31:                                               ; preds = %28
  br i1 %16, label %52, label %32, !dbg !74

32:                                               ; preds = %31, %32
  %33 = phi double [ %48, %32 ], [ 0.000000e+00, %31 ], !dbg !76
  %34 = phi i64 [ %49, %32 ], [ 0, %31 ]
  %35 = phi i64 [ %50, %32 ], [ 0, %31 ]
  call void @llvm.dbg.value(metadata i64 %34, metadata !54, metadata !DIExpression()), !dbg !55
  %36 = getelementptr inbounds [90 x double], [90 x double]* %4, i64 %20, i64 %34, !dbg !78
  %37 = load double, double* %36, align 8, !dbg !78, !tbaa !70
  %38 = fmul double %37, %2, !dbg !79
  %39 = getelementptr inbounds [80 x double], [80 x double]* %5, i64 %34, i64 %29, !dbg !80
  %40 = load double, double* %39, align 8, !dbg !80, !tbaa !70
  %41 = tail call double @llvm.fmuladd.f64(double %38, double %40, double %33), !dbg !76
  store double %41, double* %30, align 8, !dbg !76, !tbaa !70
  %42 = or i64 %34, 1, !dbg !81
  call void @llvm.dbg.value(metadata i64 %42, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %42, metadata !54, metadata !DIExpression()), !dbg !55
  %43 = getelementptr inbounds [90 x double], [90 x double]* %4, i64 %20, i64 %42, !dbg !78
  %44 = load double, double* %43, align 8, !dbg !78, !tbaa !70
  %45 = fmul double %44, %2, !dbg !79
  %46 = getelementptr inbounds [80 x double], [80 x double]* %5, i64 %42, i64 %29, !dbg !80
  %47 = load double, double* %46, align 8, !dbg !80, !tbaa !70
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %41), !dbg !76
  store double %48, double* %30, align 8, !dbg !76, !tbaa !70
  %49 = add nuw nsw i64 %34, 2, !dbg !81
  call void @llvm.dbg.value(metadata i64 %49, metadata !54, metadata !DIExpression()), !dbg !55
  %50 = add i64 %35, 2, !dbg !74
  %51 = icmp eq i64 %50, %17, !dbg !74
  br i1 %51, label %52, label %32, !dbg !74, !llvm.loop !82

52:                                               ; preds = %32, %31
  %53 = phi double [ 0.000000e+00, %31 ], [ %48, %32 ]
  %54 = phi i64 [ 0, %31 ], [ %49, %32 ]
  br i1 %18, label %62, label %55, !dbg !74

55:                                               ; preds = %52
  call void @llvm.dbg.value(metadata i64 %54, metadata !54, metadata !DIExpression()), !dbg !55
  %56 = getelementptr inbounds [90 x double], [90 x double]* %4, i64 %20, i64 %54, !dbg !78
  %57 = load double, double* %56, align 8, !dbg !78, !tbaa !70
  %58 = fmul double %57, %2, !dbg !79
  %59 = getelementptr inbounds [80 x double], [80 x double]* %5, i64 %54, i64 %29, !dbg !80
  %60 = load double, double* %59, align 8, !dbg !80, !tbaa !70
  %61 = tail call double @llvm.fmuladd.f64(double %58, double %60, double %53), !dbg !76
  store double %61, double* %30, align 8, !dbg !76, !tbaa !70
  call void @llvm.dbg.value(metadata i64 %54, metadata !54, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !55
  br label %62, !dbg !85

62:                                               ; preds = %55, %52, %28
  %63 = add nuw nsw i64 %29, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %63, metadata !53, metadata !DIExpression()), !dbg !55
  %64 = icmp eq i64 %63, %13, !dbg !86
  br i1 %64, label %65, label %28, !dbg !60, !llvm.loop !87

65:                                               ; preds = %62
  %66 = add nuw nsw i64 %20, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %66, metadata !52, metadata !DIExpression()), !dbg !55
  %67 = icmp eq i64 %66, %13, !dbg !56
  br i1 %67, label %21, label %19, !dbg !59, !llvm.loop !90

68:                                               ; preds = %105, %22
  %69 = phi i64 [ 0, %22 ], [ %106, %105 ]
  call void @llvm.dbg.value(metadata i64 %69, metadata !52, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i32 0, metadata !53, metadata !DIExpression()), !dbg !55
  br label %70, !dbg !92

70:                                               ; preds = %102, %68
  %71 = phi i64 [ 0, %68 ], [ %103, %102 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !53, metadata !DIExpression()), !dbg !55
  %72 = getelementptr inbounds [80 x double], [80 x double]* %8, i64 %69, i64 %71, !dbg !94
  %73 = load double, double* %72, align 8, !dbg !97, !tbaa !70
  %74 = fmul double %73, %3, !dbg !97
  store double %74, double* %72, align 8, !dbg !97, !tbaa !70
  call void @llvm.dbg.value(metadata i32 0, metadata !54, metadata !DIExpression()), !dbg !55
  br i1 %25, label %93, label %75, !dbg !98

75:                                               ; preds = %70, %75
  %76 = phi double [ %89, %75 ], [ %74, %70 ], !dbg !100
  %77 = phi i64 [ %90, %75 ], [ 0, %70 ]
  %78 = phi i64 [ %91, %75 ], [ 0, %70 ]
  call void @llvm.dbg.value(metadata i64 %77, metadata !54, metadata !DIExpression()), !dbg !55
  %79 = getelementptr inbounds [80 x double], [80 x double]* %6, i64 %69, i64 %77, !dbg !102
  %80 = load double, double* %79, align 8, !dbg !102, !tbaa !70
  %81 = getelementptr inbounds [80 x double], [80 x double]* %7, i64 %77, i64 %71, !dbg !103
  %82 = load double, double* %81, align 8, !dbg !103, !tbaa !70
  %83 = tail call double @llvm.fmuladd.f64(double %80, double %82, double %76), !dbg !100
  store double %83, double* %72, align 8, !dbg !100, !tbaa !70
  %84 = or i64 %77, 1, !dbg !104
  call void @llvm.dbg.value(metadata i64 %84, metadata !54, metadata !DIExpression()), !dbg !55
  call void @llvm.dbg.value(metadata i64 %84, metadata !54, metadata !DIExpression()), !dbg !55
  %85 = getelementptr inbounds [80 x double], [80 x double]* %6, i64 %69, i64 %84, !dbg !102
  %86 = load double, double* %85, align 8, !dbg !102, !tbaa !70
  %87 = getelementptr inbounds [80 x double], [80 x double]* %7, i64 %84, i64 %71, !dbg !103
  %88 = load double, double* %87, align 8, !dbg !103, !tbaa !70
  %89 = tail call double @llvm.fmuladd.f64(double %86, double %88, double %83), !dbg !100
  store double %89, double* %72, align 8, !dbg !100, !tbaa !70
  %90 = add nuw nsw i64 %77, 2, !dbg !104
  call void @llvm.dbg.value(metadata i64 %90, metadata !54, metadata !DIExpression()), !dbg !55
  %91 = add i64 %78, 2, !dbg !98
  %92 = icmp eq i64 %91, %26, !dbg !98
  br i1 %92, label %93, label %75, !dbg !98, !llvm.loop !105

93:                                               ; preds = %75, %70
  %94 = phi double [ %74, %70 ], [ %89, %75 ]
  %95 = phi i64 [ 0, %70 ], [ %90, %75 ]
  br i1 %27, label %102, label %96, !dbg !98

96:                                               ; preds = %93
  call void @llvm.dbg.value(metadata i64 %95, metadata !54, metadata !DIExpression()), !dbg !55
  %97 = getelementptr inbounds [80 x double], [80 x double]* %6, i64 %69, i64 %95, !dbg !102
  %98 = load double, double* %97, align 8, !dbg !102, !tbaa !70
  %99 = getelementptr inbounds [80 x double], [80 x double]* %7, i64 %95, i64 %71, !dbg !103
  %100 = load double, double* %99, align 8, !dbg !103, !tbaa !70
  %101 = tail call double @llvm.fmuladd.f64(double %98, double %100, double %94), !dbg !100
  store double %101, double* %72, align 8, !dbg !100, !tbaa !70
  call void @llvm.dbg.value(metadata i64 %95, metadata !54, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !55
  br label %102, !dbg !107

102:                                              ; preds = %93, %96
  %103 = add nuw nsw i64 %71, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %103, metadata !53, metadata !DIExpression()), !dbg !55
  %104 = icmp eq i64 %103, %23, !dbg !108
  br i1 %104, label %105, label %70, !dbg !92, !llvm.loop !109

105:                                              ; preds = %102
  %106 = add nuw nsw i64 %69, 1, !dbg !111
  call void @llvm.dbg.value(metadata i64 %106, metadata !52, metadata !DIExpression()), !dbg !55
  %107 = icmp eq i64 %106, %23, !dbg !64
  br i1 %107, label %108, label %68, !dbg !62, !llvm.loop !112

108:                                              ; preds = %105, %9, %21
  ret void, !dbg !114
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !115 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !122
  br label %1, !dbg !123

1:                                                ; preds = %28, %0
  %2 = phi i64 [ 0, %0 ], [ %29, %28 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !122
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !125
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !125
  br label %5, !dbg !125

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %25, %5 ], !dbg !128
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %26, %5 ]
  %8 = or i64 %6, 1, !dbg !128
  %9 = add nuw nsw <2 x i64> %7, %4, !dbg !130
  %10 = trunc <2 x i64> %9 to <2 x i32>, !dbg !132
  %11 = urem <2 x i32> %10, <i32 7, i32 7>, !dbg !132
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !133
  %13 = fdiv <2 x double> %12, <double 7.000000e+00, double 7.000000e+00>, !dbg !134
  %14 = getelementptr inbounds [80 x [90 x double]], [80 x [90 x double]]* @A, i64 0, i64 %2, i64 %6, !dbg !128
  %15 = bitcast double* %14 to <2 x double>*, !dbg !135
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !135, !tbaa !70
  %16 = mul nuw nsw <2 x i64> %7, %4, !dbg !136
  %17 = trunc <2 x i64> %16 to <2 x i32>, !dbg !137
  %18 = urem <2 x i32> %17, <i32 5, i32 5>, !dbg !137
  %19 = sitofp <2 x i32> %18 to <2 x double>, !dbg !138
  %20 = fdiv <2 x double> %19, <double 5.000000e+00, double 5.000000e+00>, !dbg !139
  %21 = getelementptr inbounds [90 x [80 x double]], [90 x [80 x double]]* @B, i64 0, i64 %6, i64 %2, !dbg !128
  %22 = getelementptr inbounds [90 x [80 x double]], [90 x [80 x double]]* @B, i64 0, i64 %8, i64 %2, !dbg !128
  %23 = extractelement <2 x double> %20, i64 0, !dbg !128
  store double %23, double* %21, align 8, !dbg !128, !tbaa !70
  %24 = extractelement <2 x double> %20, i64 1, !dbg !128
  store double %24, double* %22, align 8, !dbg !128, !tbaa !70
  %25 = add nuw i64 %6, 2, !dbg !128
  %26 = add <2 x i64> %7, <i64 2, i64 2>
  %27 = icmp eq i64 %25, 90, !dbg !128
  br i1 %27, label %28, label %5, !dbg !128, !llvm.loop !140

28:                                               ; preds = %5
  %29 = add nuw nsw i64 %2, 1, !dbg !143
  call void @llvm.dbg.value(metadata i64 %29, metadata !119, metadata !DIExpression()), !dbg !122
  %30 = icmp eq i64 %29, 80, !dbg !144
  br i1 %30, label %31, label %1, !dbg !123, !llvm.loop !145

31:                                               ; preds = %28, %59
  %32 = phi i64 [ %60, %59 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i64 %32, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !122
  %33 = shl nuw nsw i64 %32, 1
  %34 = insertelement <2 x i64> poison, i64 %33, i64 0, !dbg !147
  %35 = shufflevector <2 x i64> %34, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !147
  %36 = insertelement <2 x i64> poison, i64 %32, i64 0, !dbg !147
  %37 = shufflevector <2 x i64> %36, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !147
  br label %38, !dbg !147

38:                                               ; preds = %38, %31
  %39 = phi i64 [ 0, %31 ], [ %56, %38 ], !dbg !151
  %40 = phi <2 x i64> [ <i64 0, i64 1>, %31 ], [ %57, %38 ]
  %41 = add nuw nsw <2 x i64> %40, %35, !dbg !153
  %42 = trunc <2 x i64> %41 to <2 x i32>, !dbg !155
  %43 = urem <2 x i32> %42, <i32 9, i32 9>, !dbg !155
  %44 = sitofp <2 x i32> %43 to <2 x double>, !dbg !156
  %45 = fdiv <2 x double> %44, <double 9.000000e+00, double 9.000000e+00>, !dbg !157
  %46 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @C, i64 0, i64 %32, i64 %39, !dbg !151
  %47 = bitcast double* %46 to <2 x double>*, !dbg !158
  store <2 x double> %45, <2 x double>* %47, align 16, !dbg !158, !tbaa !70
  %48 = mul nuw nsw <2 x i64> %40, <i64 3, i64 3>, !dbg !159
  %49 = add nuw nsw <2 x i64> %48, %37, !dbg !160
  %50 = trunc <2 x i64> %49 to <2 x i32>, !dbg !161
  %51 = urem <2 x i32> %50, <i32 11, i32 11>, !dbg !161
  %52 = sitofp <2 x i32> %51 to <2 x double>, !dbg !162
  %53 = fdiv <2 x double> %52, <double 1.100000e+01, double 1.100000e+01>, !dbg !163
  %54 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %32, i64 %39, !dbg !151
  %55 = bitcast double* %54 to <2 x double>*, !dbg !164
  store <2 x double> %53, <2 x double>* %55, align 16, !dbg !164, !tbaa !70
  %56 = add nuw i64 %39, 2, !dbg !151
  %57 = add <2 x i64> %40, <i64 2, i64 2>
  %58 = icmp eq i64 %56, 80, !dbg !151
  br i1 %58, label %59, label %38, !dbg !151, !llvm.loop !165

59:                                               ; preds = %38
  %60 = add nuw nsw i64 %32, 1, !dbg !167
  call void @llvm.dbg.value(metadata i64 %60, metadata !119, metadata !DIExpression()), !dbg !122
  %61 = icmp eq i64 %60, 80, !dbg !168
  br i1 %61, label %62, label %31, !dbg !169, !llvm.loop !170

62:                                               ; preds = %59
  tail call void @kernel_twomm(i32 noundef 80, i32 noundef 90, double noundef 5.000000e-01, double noundef 2.000000e+00, [90 x double]* noundef getelementptr inbounds ([80 x [90 x double]], [80 x [90 x double]]* @A, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([90 x [80 x double]], [90 x [80 x double]]* @B, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @T, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @C, i64 0, i64 0), [80 x double]* noundef getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 0)), !dbg !172
  call void @llvm.dbg.value(metadata i32 0, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !122
  br label %63, !dbg !173

63:                                               ; preds = %62, %90
  %64 = phi i64 [ 0, %62 ], [ %91, %90 ]
  %65 = phi double [ 0.000000e+00, %62 ], [ %87, %90 ]
  call void @llvm.dbg.value(metadata double %65, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %64, metadata !119, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %65, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i32 0, metadata !120, metadata !DIExpression()), !dbg !122
  br label %66, !dbg !175

66:                                               ; preds = %66, %63
  %67 = phi i64 [ 0, %63 ], [ %88, %66 ]
  %68 = phi double [ %65, %63 ], [ %87, %66 ]
  call void @llvm.dbg.value(metadata double %68, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %67, metadata !120, metadata !DIExpression()), !dbg !122
  %69 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %64, i64 %67, !dbg !178
  %70 = load double, double* %69, align 8, !dbg !178, !tbaa !70
  %71 = fadd double %68, %70, !dbg !180
  call void @llvm.dbg.value(metadata double %71, metadata !121, metadata !DIExpression()), !dbg !122
  %72 = add nuw nsw i64 %67, 1, !dbg !181
  call void @llvm.dbg.value(metadata i64 %72, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %71, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %72, metadata !120, metadata !DIExpression()), !dbg !122
  %73 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %64, i64 %72, !dbg !178
  %74 = load double, double* %73, align 8, !dbg !178, !tbaa !70
  %75 = fadd double %71, %74, !dbg !180
  call void @llvm.dbg.value(metadata double %75, metadata !121, metadata !DIExpression()), !dbg !122
  %76 = add nuw nsw i64 %67, 2, !dbg !181
  call void @llvm.dbg.value(metadata i64 %76, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %75, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %76, metadata !120, metadata !DIExpression()), !dbg !122
  %77 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %64, i64 %76, !dbg !178
  %78 = load double, double* %77, align 8, !dbg !178, !tbaa !70
  %79 = fadd double %75, %78, !dbg !180
  call void @llvm.dbg.value(metadata double %79, metadata !121, metadata !DIExpression()), !dbg !122
  %80 = add nuw nsw i64 %67, 3, !dbg !181
  call void @llvm.dbg.value(metadata i64 %80, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %79, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %80, metadata !120, metadata !DIExpression()), !dbg !122
  %81 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %64, i64 %80, !dbg !178
  %82 = load double, double* %81, align 8, !dbg !178, !tbaa !70
  %83 = fadd double %79, %82, !dbg !180
  call void @llvm.dbg.value(metadata double %83, metadata !121, metadata !DIExpression()), !dbg !122
  %84 = add nuw nsw i64 %67, 4, !dbg !181
  call void @llvm.dbg.value(metadata i64 %84, metadata !120, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata double %83, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %84, metadata !120, metadata !DIExpression()), !dbg !122
  %85 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @D, i64 0, i64 %64, i64 %84, !dbg !178
  %86 = load double, double* %85, align 8, !dbg !178, !tbaa !70
  %87 = fadd double %83, %86, !dbg !180
  call void @llvm.dbg.value(metadata double %87, metadata !121, metadata !DIExpression()), !dbg !122
  %88 = add nuw nsw i64 %67, 5, !dbg !181
  call void @llvm.dbg.value(metadata i64 %88, metadata !120, metadata !DIExpression()), !dbg !122
  %89 = icmp eq i64 %88, 80, !dbg !182
  br i1 %89, label %90, label %66, !dbg !175, !llvm.loop !183

90:                                               ; preds = %66
  %91 = add nuw nsw i64 %64, 1, !dbg !185
  call void @llvm.dbg.value(metadata double %87, metadata !121, metadata !DIExpression()), !dbg !122
  call void @llvm.dbg.value(metadata i64 %91, metadata !119, metadata !DIExpression()), !dbg !122
  %92 = icmp eq i64 %91, 80, !dbg !186
  br i1 %92, label %93, label %63, !dbg !173, !llvm.loop !187

93:                                               ; preds = %90
  store double %87, double* @checksum, align 8, !dbg !189, !tbaa !70
  ret i32 0, !dbg !190
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 12, type: !23, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "twomm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !13, !17, !19, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 460800, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 90)
!12 = !DISubrange(count: 80)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "T", scope: !2, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "D", scope: !2, file: !3, line: 16, type: !15, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 460800, elements: !24)
!24 = !{!12, !11}
!25 = !{i32 7, !"Dwarf Version", i32 4}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 7, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 1}
!31 = !{!"Debian clang version 14.0.6"}
!32 = distinct !DISubprogram(name: "kernel_twomm", scope: !3, file: !3, line: 19, type: !33, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!33 = !DISubroutineType(types: !34)
!34 = !{null, !35, !35, !5, !5, !36, !39, !39, !39, !39}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5760, elements: !38)
!38 = !{!11}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5120, elements: !41)
!41 = !{!12}
!42 = !{!43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54}
!43 = !DILocalVariable(name: "ni", arg: 1, scope: !32, file: !3, line: 19, type: !35)
!44 = !DILocalVariable(name: "nk", arg: 2, scope: !32, file: !3, line: 19, type: !35)
!45 = !DILocalVariable(name: "alpha", arg: 3, scope: !32, file: !3, line: 19, type: !5)
!46 = !DILocalVariable(name: "beta", arg: 4, scope: !32, file: !3, line: 20, type: !5)
!47 = !DILocalVariable(name: "a", arg: 5, scope: !32, file: !3, line: 20, type: !36)
!48 = !DILocalVariable(name: "b", arg: 6, scope: !32, file: !3, line: 21, type: !39)
!49 = !DILocalVariable(name: "t", arg: 7, scope: !32, file: !3, line: 21, type: !39)
!50 = !DILocalVariable(name: "c", arg: 8, scope: !32, file: !3, line: 22, type: !39)
!51 = !DILocalVariable(name: "d", arg: 9, scope: !32, file: !3, line: 22, type: !39)
!52 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 24, type: !35)
!53 = !DILocalVariable(name: "j", scope: !32, file: !3, line: 24, type: !35)
!54 = !DILocalVariable(name: "k", scope: !32, file: !3, line: 24, type: !35)
!55 = !DILocation(line: 0, scope: !32)
!56 = !DILocation(line: 25, column: 17, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 25, column: 3)
!58 = distinct !DILexicalBlock(scope: !32, file: !3, line: 25, column: 3)
!59 = !DILocation(line: 25, column: 3, scope: !58)
!60 = !DILocation(line: 26, column: 5, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 26, column: 5)
!62 = !DILocation(line: 31, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !32, file: !3, line: 31, column: 3)
!64 = !DILocation(line: 31, column: 17, scope: !65)
!65 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 3)
!66 = !DILocation(line: 27, column: 7, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 26, column: 30)
!68 = distinct !DILexicalBlock(scope: !61, file: !3, line: 26, column: 5)
!69 = !DILocation(line: 27, column: 15, scope: !67)
!70 = !{!71, !71, i64 0}
!71 = !{!"double", !72, i64 0}
!72 = !{!"omnipotent char", !73, i64 0}
!73 = !{!"Simple C/C++ TBAA"}
!74 = !DILocation(line: 28, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 7)
!76 = !DILocation(line: 29, column: 17, scope: !77)
!77 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 7)
!78 = !DILocation(line: 29, column: 28, scope: !77)
!79 = !DILocation(line: 29, column: 26, scope: !77)
!80 = !DILocation(line: 29, column: 38, scope: !77)
!81 = !DILocation(line: 28, column: 28, scope: !77)
!82 = distinct !{!82, !74, !83, !84}
!83 = !DILocation(line: 29, column: 44, scope: !75)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 26, column: 26, scope: !68)
!86 = !DILocation(line: 26, column: 19, scope: !68)
!87 = distinct !{!87, !60, !88, !84}
!88 = !DILocation(line: 30, column: 5, scope: !61)
!89 = !DILocation(line: 25, column: 24, scope: !57)
!90 = distinct !{!90, !59, !91, !84}
!91 = !DILocation(line: 30, column: 5, scope: !58)
!92 = !DILocation(line: 32, column: 5, scope: !93)
!93 = distinct !DILexicalBlock(scope: !65, file: !3, line: 32, column: 5)
!94 = !DILocation(line: 33, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 32, column: 30)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 32, column: 5)
!97 = !DILocation(line: 33, column: 15, scope: !95)
!98 = !DILocation(line: 34, column: 7, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 34, column: 7)
!100 = !DILocation(line: 35, column: 17, scope: !101)
!101 = distinct !DILexicalBlock(scope: !99, file: !3, line: 34, column: 7)
!102 = !DILocation(line: 35, column: 20, scope: !101)
!103 = !DILocation(line: 35, column: 30, scope: !101)
!104 = !DILocation(line: 34, column: 28, scope: !101)
!105 = distinct !{!105, !98, !106, !84}
!106 = !DILocation(line: 35, column: 36, scope: !99)
!107 = !DILocation(line: 32, column: 26, scope: !96)
!108 = !DILocation(line: 32, column: 19, scope: !96)
!109 = distinct !{!109, !92, !110, !84}
!110 = !DILocation(line: 36, column: 5, scope: !93)
!111 = !DILocation(line: 31, column: 24, scope: !65)
!112 = distinct !{!112, !62, !113, !84}
!113 = !DILocation(line: 36, column: 5, scope: !63)
!114 = !DILocation(line: 37, column: 1, scope: !32)
!115 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 39, type: !116, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!35}
!118 = !{!119, !120, !121}
!119 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 41, type: !35)
!120 = !DILocalVariable(name: "j", scope: !115, file: !3, line: 41, type: !35)
!121 = !DILocalVariable(name: "s", scope: !115, file: !3, line: 42, type: !5)
!122 = !DILocation(line: 0, scope: !115)
!123 = !DILocation(line: 43, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !115, file: !3, line: 43, column: 3)
!125 = !DILocation(line: 44, column: 5, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 44, column: 5)
!127 = distinct !DILexicalBlock(scope: !124, file: !3, line: 43, column: 3)
!128 = !DILocation(line: 44, column: 25, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !3, line: 44, column: 5)
!130 = !DILocation(line: 45, column: 29, scope: !131)
!131 = distinct !DILexicalBlock(scope: !129, file: !3, line: 44, column: 29)
!132 = !DILocation(line: 45, column: 34, scope: !131)
!133 = !DILocation(line: 45, column: 17, scope: !131)
!134 = !DILocation(line: 45, column: 39, scope: !131)
!135 = !DILocation(line: 45, column: 15, scope: !131)
!136 = !DILocation(line: 46, column: 29, scope: !131)
!137 = !DILocation(line: 46, column: 34, scope: !131)
!138 = !DILocation(line: 46, column: 17, scope: !131)
!139 = !DILocation(line: 46, column: 39, scope: !131)
!140 = distinct !{!140, !125, !141, !84, !142}
!141 = !DILocation(line: 47, column: 5, scope: !126)
!142 = !{!"llvm.loop.isvectorized", i32 1}
!143 = !DILocation(line: 43, column: 23, scope: !127)
!144 = !DILocation(line: 43, column: 17, scope: !127)
!145 = distinct !{!145, !123, !146, !84}
!146 = !DILocation(line: 47, column: 5, scope: !124)
!147 = !DILocation(line: 49, column: 5, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 49, column: 5)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 48, column: 3)
!150 = distinct !DILexicalBlock(scope: !115, file: !3, line: 48, column: 3)
!151 = !DILocation(line: 49, column: 25, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 49, column: 5)
!153 = !DILocation(line: 50, column: 33, scope: !154)
!154 = distinct !DILexicalBlock(scope: !152, file: !3, line: 49, column: 29)
!155 = !DILocation(line: 50, column: 38, scope: !154)
!156 = !DILocation(line: 50, column: 17, scope: !154)
!157 = !DILocation(line: 50, column: 43, scope: !154)
!158 = !DILocation(line: 50, column: 15, scope: !154)
!159 = !DILocation(line: 51, column: 33, scope: !154)
!160 = !DILocation(line: 51, column: 29, scope: !154)
!161 = !DILocation(line: 51, column: 38, scope: !154)
!162 = !DILocation(line: 51, column: 17, scope: !154)
!163 = !DILocation(line: 51, column: 44, scope: !154)
!164 = !DILocation(line: 51, column: 15, scope: !154)
!165 = distinct !{!165, !147, !166, !84, !142}
!166 = !DILocation(line: 52, column: 5, scope: !148)
!167 = !DILocation(line: 48, column: 23, scope: !149)
!168 = !DILocation(line: 48, column: 17, scope: !149)
!169 = !DILocation(line: 48, column: 3, scope: !150)
!170 = distinct !{!170, !169, !171, !84}
!171 = !DILocation(line: 52, column: 5, scope: !150)
!172 = !DILocation(line: 53, column: 3, scope: !115)
!173 = !DILocation(line: 54, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !115, file: !3, line: 54, column: 3)
!175 = !DILocation(line: 55, column: 5, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 55, column: 5)
!177 = distinct !DILexicalBlock(scope: !174, file: !3, line: 54, column: 3)
!178 = !DILocation(line: 56, column: 12, scope: !179)
!179 = distinct !DILexicalBlock(scope: !176, file: !3, line: 55, column: 5)
!180 = !DILocation(line: 56, column: 9, scope: !179)
!181 = !DILocation(line: 55, column: 25, scope: !179)
!182 = !DILocation(line: 55, column: 19, scope: !179)
!183 = distinct !{!183, !175, !184, !84}
!184 = !DILocation(line: 56, column: 18, scope: !176)
!185 = !DILocation(line: 54, column: 23, scope: !177)
!186 = !DILocation(line: 54, column: 17, scope: !177)
!187 = distinct !{!187, !173, !188, !84}
!188 = !DILocation(line: 56, column: 18, scope: !174)
!189 = !DILocation(line: 57, column: 12, scope: !115)
!190 = !DILocation(line: 58, column: 3, scope: !115)
