; ModuleID = 'matvec.c'
source_filename = "matvec.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel_gemv(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef writeonly %4) local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 %1, metadata !28, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %3, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double* %4, metadata !31, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !40
  %6 = bitcast double* %4 to i8*, !dbg !41
  %7 = icmp sgt i32 %0, 0, !dbg !41
  br i1 %7, label %8, label %80, !dbg !42

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = sext i32 %1 to i64
  %11 = zext i32 %0 to i64, !dbg !40
  br i1 %9, label %14, label %12, !dbg !43

12:                                               ; preds = %8
  %13 = shl nuw nsw i64 %11, 3, !dbg !42
  call void @llvm.memset.p0i8.i64(i8* align 8 %6, i8 0, i64 %13, i1 false), !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 undef, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i32 undef, metadata !34, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !40
  br label %80, !dbg !51

14:                                               ; preds = %8
  %15 = zext i32 %1 to i64
  %16 = add nsw i64 %15, -1, !dbg !42
  %17 = and i64 %15, 3
  %18 = icmp ult i64 %16, 3
  %19 = and i64 %15, 4294967292
  %20 = icmp eq i64 %17, 0
  br label %21, !dbg !42

21:                                               ; preds = %14, %75
  %22 = phi i64 [ 0, %14 ], [ %78, %75 ]
  call void @llvm.dbg.value(metadata i64 %22, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !50
  %23 = mul nsw i64 %22, %10
  br i1 %18, label %58, label %24, !dbg !43

24:                                               ; preds = %21, %24
  %25 = phi i64 [ %55, %24 ], [ 0, %21 ]
  %26 = phi double [ %54, %24 ], [ 0.000000e+00, %21 ]
  %27 = phi i64 [ %56, %24 ], [ 0, %21 ]
  call void @llvm.dbg.value(metadata i64 %25, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %26, metadata !34, metadata !DIExpression()), !dbg !50
  %28 = add nsw i64 %23, %25, !dbg !52
  %29 = getelementptr inbounds double, double* %2, i64 %28, !dbg !54
  %30 = load double, double* %29, align 8, !dbg !54, !tbaa !45
  %31 = getelementptr inbounds double, double* %3, i64 %25, !dbg !55
  %32 = load double, double* %31, align 8, !dbg !55, !tbaa !45
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %26), !dbg !56
  call void @llvm.dbg.value(metadata double %33, metadata !34, metadata !DIExpression()), !dbg !50
  %34 = or i64 %25, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %34, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %34, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %33, metadata !34, metadata !DIExpression()), !dbg !50
  %35 = add nsw i64 %23, %34, !dbg !52
  %36 = getelementptr inbounds double, double* %2, i64 %35, !dbg !54
  %37 = load double, double* %36, align 8, !dbg !54, !tbaa !45
  %38 = getelementptr inbounds double, double* %3, i64 %34, !dbg !55
  %39 = load double, double* %38, align 8, !dbg !55, !tbaa !45
  %40 = tail call double @llvm.fmuladd.f64(double %37, double %39, double %33), !dbg !56
  call void @llvm.dbg.value(metadata double %40, metadata !34, metadata !DIExpression()), !dbg !50
  %41 = or i64 %25, 2, !dbg !57
  call void @llvm.dbg.value(metadata i64 %41, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %41, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %40, metadata !34, metadata !DIExpression()), !dbg !50
  %42 = add nsw i64 %23, %41, !dbg !52
  %43 = getelementptr inbounds double, double* %2, i64 %42, !dbg !54
  %44 = load double, double* %43, align 8, !dbg !54, !tbaa !45
  %45 = getelementptr inbounds double, double* %3, i64 %41, !dbg !55
  %46 = load double, double* %45, align 8, !dbg !55, !tbaa !45
  %47 = tail call double @llvm.fmuladd.f64(double %44, double %46, double %40), !dbg !56
  call void @llvm.dbg.value(metadata double %47, metadata !34, metadata !DIExpression()), !dbg !50
  %48 = or i64 %25, 3, !dbg !57
  call void @llvm.dbg.value(metadata i64 %48, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %48, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %47, metadata !34, metadata !DIExpression()), !dbg !50
  %49 = add nsw i64 %23, %48, !dbg !52
  %50 = getelementptr inbounds double, double* %2, i64 %49, !dbg !54
  %51 = load double, double* %50, align 8, !dbg !54, !tbaa !45
  %52 = getelementptr inbounds double, double* %3, i64 %48, !dbg !55
  %53 = load double, double* %52, align 8, !dbg !55, !tbaa !45
  %54 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %47), !dbg !56
  call void @llvm.dbg.value(metadata double %54, metadata !34, metadata !DIExpression()), !dbg !50
  %55 = add nuw nsw i64 %25, 4, !dbg !57
  call void @llvm.dbg.value(metadata i64 %55, metadata !37, metadata !DIExpression()), !dbg !49
  %56 = add i64 %27, 4, !dbg !43
  %57 = icmp eq i64 %56, %19, !dbg !43
  br i1 %57, label %58, label %24, !dbg !43, !llvm.loop !58

58:                                               ; preds = %24, %21
  %59 = phi double [ undef, %21 ], [ %54, %24 ]
  %60 = phi i64 [ 0, %21 ], [ %55, %24 ]
  %61 = phi double [ 0.000000e+00, %21 ], [ %54, %24 ]
  br i1 %20, label %75, label %62, !dbg !43

62:                                               ; preds = %58, %62
  %63 = phi i64 [ %72, %62 ], [ %60, %58 ]
  %64 = phi double [ %71, %62 ], [ %61, %58 ]
  %65 = phi i64 [ %73, %62 ], [ 0, %58 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !37, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata double %64, metadata !34, metadata !DIExpression()), !dbg !50
  %66 = add nsw i64 %23, %63, !dbg !52
  %67 = getelementptr inbounds double, double* %2, i64 %66, !dbg !54
  %68 = load double, double* %67, align 8, !dbg !54, !tbaa !45
  %69 = getelementptr inbounds double, double* %3, i64 %63, !dbg !55
  %70 = load double, double* %69, align 8, !dbg !55, !tbaa !45
  %71 = tail call double @llvm.fmuladd.f64(double %68, double %70, double %64), !dbg !56
  call void @llvm.dbg.value(metadata double %71, metadata !34, metadata !DIExpression()), !dbg !50
  %72 = add nuw nsw i64 %63, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %72, metadata !37, metadata !DIExpression()), !dbg !49
  %73 = add i64 %65, 1, !dbg !43
  %74 = icmp eq i64 %73, %17, !dbg !43
  br i1 %74, label %75, label %62, !dbg !43, !llvm.loop !61

75:                                               ; preds = %62, %58
  %76 = phi double [ %59, %58 ], [ %71, %62 ], !dbg !56
  %77 = getelementptr inbounds double, double* %4, i64 %22, !dbg !63
  store double %76, double* %77, align 8, !dbg !44, !tbaa !45
  %78 = add nuw nsw i64 %22, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %78, metadata !32, metadata !DIExpression()), !dbg !40
  %79 = icmp eq i64 %78, %11, !dbg !41
  br i1 %79, label %80, label %21, !dbg !42, !llvm.loop !65

80:                                               ; preds = %75, %12, %5
  ret void, !dbg !51
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !67 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !71, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i8** %1, metadata !72, metadata !DIExpression()), !dbg !96
  %3 = icmp sgt i32 %0, 1, !dbg !97
  br i1 %3, label %4, label %15, !dbg !98

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !99
  %6 = load i8*, i8** %5, align 8, !dbg !99, !tbaa !100
  call void @llvm.dbg.value(metadata i8* %6, metadata !102, metadata !DIExpression()) #9, !dbg !110
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !112
  %8 = trunc i64 %7 to i32, !dbg !113
  call void @llvm.dbg.value(metadata i32 %8, metadata !73, metadata !DIExpression()), !dbg !96
  %9 = icmp eq i32 %0, 2, !dbg !114
  br i1 %9, label %15, label %10, !dbg !115

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !116
  %12 = load i8*, i8** %11, align 8, !dbg !116, !tbaa !100
  call void @llvm.dbg.value(metadata i8* %12, metadata !102, metadata !DIExpression()) #9, !dbg !117
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !119
  %14 = trunc i64 %13 to i32, !dbg !120
  br label %15, !dbg !115

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 300, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 200, %4 ], [ 200, %2 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 %17, metadata !74, metadata !DIExpression()), !dbg !96
  %18 = sext i32 %16 to i64, !dbg !121
  %19 = sext i32 %17 to i64, !dbg !122
  %20 = mul nsw i64 %19, %18, !dbg !123
  %21 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #9, !dbg !124
  %22 = bitcast i8* %21 to double*, !dbg !124
  call void @llvm.dbg.value(metadata double* %22, metadata !75, metadata !DIExpression()), !dbg !96
  %23 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #9, !dbg !125
  %24 = bitcast i8* %23 to double*, !dbg !125
  call void @llvm.dbg.value(metadata double* %24, metadata !76, metadata !DIExpression()), !dbg !96
  %25 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #9, !dbg !126
  %26 = bitcast i8* %25 to double*, !dbg !126
  call void @llvm.dbg.value(metadata double* %26, metadata !77, metadata !DIExpression()), !dbg !96
  %27 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #9, !dbg !127
  %28 = bitcast i8* %27 to double*, !dbg !127
  call void @llvm.dbg.value(metadata double* %28, metadata !78, metadata !DIExpression()), !dbg !96
  %29 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #9, !dbg !128
  %30 = bitcast i8* %29 to double*, !dbg !128
  call void @llvm.dbg.value(metadata double* %30, metadata !79, metadata !DIExpression()), !dbg !96
  %31 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #9, !dbg !129
  %32 = bitcast i8* %31 to double*, !dbg !129
  call void @llvm.dbg.value(metadata double* %32, metadata !80, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !130
  %33 = icmp sgt i32 %16, 0, !dbg !131
  br i1 %33, label %34, label %62, !dbg !132

34:                                               ; preds = %15
  %35 = icmp sgt i32 %17, 0
  br i1 %35, label %36, label %346, !dbg !133

36:                                               ; preds = %34
  %37 = zext i32 %16 to i64, !dbg !131
  %38 = zext i32 %17 to i64
  br label %39, !dbg !132

39:                                               ; preds = %36, %59
  %40 = phi i64 [ 0, %36 ], [ %60, %59 ]
  call void @llvm.dbg.value(metadata i64 %40, metadata !81, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !134
  %41 = trunc i64 %40 to i32
  %42 = mul nsw i32 %41, 7
  %43 = mul nsw i64 %40, %19
  br label %44, !dbg !133

44:                                               ; preds = %39, %44
  %45 = phi i64 [ 0, %39 ], [ %57, %44 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !83, metadata !DIExpression()), !dbg !134
  %46 = trunc i64 %45 to i32, !dbg !135
  %47 = mul nsw i32 %46, 3, !dbg !135
  %48 = add nuw nsw i32 %47, %42, !dbg !136
  %49 = urem i32 %48, 10, !dbg !137
  %50 = sitofp i32 %49 to double, !dbg !138
  %51 = fmul double %50, 1.250000e-01, !dbg !139
  call void @llvm.dbg.value(metadata double %51, metadata !86, metadata !DIExpression()), !dbg !140
  %52 = add nsw i64 %43, %45, !dbg !141
  %53 = getelementptr inbounds double, double* %22, i64 %52, !dbg !142
  store double %51, double* %53, align 8, !dbg !143, !tbaa !45
  %54 = mul nsw i64 %45, %18, !dbg !144
  %55 = add nsw i64 %54, %40, !dbg !145
  %56 = getelementptr inbounds double, double* %24, i64 %55, !dbg !146
  store double %51, double* %56, align 8, !dbg !147, !tbaa !45
  %57 = add nuw nsw i64 %45, 1, !dbg !148
  call void @llvm.dbg.value(metadata i64 %57, metadata !83, metadata !DIExpression()), !dbg !134
  %58 = icmp eq i64 %57, %38, !dbg !149
  br i1 %58, label %59, label %44, !dbg !133, !llvm.loop !150

59:                                               ; preds = %44
  %60 = add nuw nsw i64 %40, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %60, metadata !81, metadata !DIExpression()), !dbg !130
  %61 = icmp eq i64 %60, %37, !dbg !131
  br i1 %61, label %62, label %39, !dbg !132, !llvm.loop !153

62:                                               ; preds = %59, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !155
  %63 = icmp sgt i32 %17, 0, !dbg !156
  br i1 %63, label %64, label %127, !dbg !158

64:                                               ; preds = %62
  %65 = zext i32 %17 to i64, !dbg !156
  %66 = icmp ult i32 %17, 4, !dbg !158
  br i1 %66, label %125, label %67, !dbg !158

67:                                               ; preds = %64
  %68 = and i64 %65, 4294967292, !dbg !158
  %69 = add nsw i64 %68, -4, !dbg !158
  %70 = lshr exact i64 %69, 2, !dbg !158
  %71 = add nuw nsw i64 %70, 1, !dbg !158
  %72 = and i64 %71, 1, !dbg !158
  %73 = icmp eq i64 %69, 0, !dbg !158
  br i1 %73, label %107, label %74, !dbg !158

74:                                               ; preds = %67
  %75 = and i64 %71, 9223372036854775806, !dbg !158
  br label %76, !dbg !158

76:                                               ; preds = %76, %74
  %77 = phi i64 [ 0, %74 ], [ %103, %76 ], !dbg !159
  %78 = phi <2 x i32> [ <i32 0, i32 1>, %74 ], [ %104, %76 ], !dbg !160
  %79 = phi i64 [ 0, %74 ], [ %105, %76 ]
  %80 = add <2 x i32> %78, <i32 2, i32 2>, !dbg !160
  %81 = and <2 x i32> %78, <i32 3, i32 3>, !dbg !160
  %82 = and <2 x i32> %80, <i32 3, i32 3>, !dbg !160
  %83 = sitofp <2 x i32> %81 to <2 x double>, !dbg !161
  %84 = sitofp <2 x i32> %82 to <2 x double>, !dbg !161
  %85 = fmul <2 x double> %83, <double 2.500000e-01, double 2.500000e-01>, !dbg !162
  %86 = fmul <2 x double> %84, <double 2.500000e-01, double 2.500000e-01>, !dbg !162
  %87 = getelementptr inbounds double, double* %26, i64 %77, !dbg !159
  %88 = bitcast double* %87 to <2 x double>*, !dbg !163
  store <2 x double> %85, <2 x double>* %88, align 8, !dbg !163, !tbaa !45
  %89 = getelementptr inbounds double, double* %87, i64 2, !dbg !163
  %90 = bitcast double* %89 to <2 x double>*, !dbg !163
  store <2 x double> %86, <2 x double>* %90, align 8, !dbg !163, !tbaa !45
  %91 = or i64 %77, 4, !dbg !159
  %92 = add <2 x i32> %78, <i32 2, i32 2>, !dbg !160
  %93 = and <2 x i32> %78, <i32 3, i32 3>, !dbg !160
  %94 = and <2 x i32> %92, <i32 3, i32 3>, !dbg !160
  %95 = sitofp <2 x i32> %93 to <2 x double>, !dbg !161
  %96 = sitofp <2 x i32> %94 to <2 x double>, !dbg !161
  %97 = fmul <2 x double> %95, <double 2.500000e-01, double 2.500000e-01>, !dbg !162
  %98 = fmul <2 x double> %96, <double 2.500000e-01, double 2.500000e-01>, !dbg !162
  %99 = getelementptr inbounds double, double* %26, i64 %91, !dbg !159
  %100 = bitcast double* %99 to <2 x double>*, !dbg !163
  store <2 x double> %97, <2 x double>* %100, align 8, !dbg !163, !tbaa !45
  %101 = getelementptr inbounds double, double* %99, i64 2, !dbg !163
  %102 = bitcast double* %101 to <2 x double>*, !dbg !163
  store <2 x double> %98, <2 x double>* %102, align 8, !dbg !163, !tbaa !45
  %103 = add nuw i64 %77, 8, !dbg !159
  %104 = add <2 x i32> %78, <i32 8, i32 8>, !dbg !160
  %105 = add i64 %79, 2, !dbg !159
  %106 = icmp eq i64 %105, %75, !dbg !159
  br i1 %106, label %107, label %76, !dbg !159, !llvm.loop !164

107:                                              ; preds = %76, %67
  %108 = phi i64 [ 0, %67 ], [ %103, %76 ]
  %109 = phi <2 x i32> [ <i32 0, i32 1>, %67 ], [ %104, %76 ]
  %110 = icmp eq i64 %72, 0, !dbg !159
  br i1 %110, label %123, label %111, !dbg !159

111:                                              ; preds = %107
  %112 = add <2 x i32> %109, <i32 2, i32 2>, !dbg !160
  %113 = and <2 x i32> %109, <i32 3, i32 3>, !dbg !160
  %114 = and <2 x i32> %112, <i32 3, i32 3>, !dbg !160
  %115 = sitofp <2 x i32> %113 to <2 x double>, !dbg !161
  %116 = sitofp <2 x i32> %114 to <2 x double>, !dbg !161
  %117 = fmul <2 x double> %115, <double 2.500000e-01, double 2.500000e-01>, !dbg !162
  %118 = fmul <2 x double> %116, <double 2.500000e-01, double 2.500000e-01>, !dbg !162
  %119 = getelementptr inbounds double, double* %26, i64 %108, !dbg !159
  %120 = bitcast double* %119 to <2 x double>*, !dbg !163
  store <2 x double> %117, <2 x double>* %120, align 8, !dbg !163, !tbaa !45
  %121 = getelementptr inbounds double, double* %119, i64 2, !dbg !163
  %122 = bitcast double* %121 to <2 x double>*, !dbg !163
  store <2 x double> %118, <2 x double>* %122, align 8, !dbg !163, !tbaa !45
  br label %123, !dbg !158

123:                                              ; preds = %107, %111
  %124 = icmp eq i64 %68, %65, !dbg !158
  br i1 %124, label %127, label %125, !dbg !158

125:                                              ; preds = %64, %123
  %126 = phi i64 [ 0, %64 ], [ %68, %123 ]
  br label %354, !dbg !158

127:                                              ; preds = %354, %123, %62
  %128 = phi i1 [ false, %62 ], [ %63, %123 ], [ %63, %354 ]
  call void @llvm.dbg.value(metadata i32 %8, metadata !27, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i32 %17, metadata !28, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata double* %22, metadata !29, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata double* %26, metadata !30, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata double* %28, metadata !31, metadata !DIExpression()) #9, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !169
  br i1 %33, label %129, label %296, !dbg !170

129:                                              ; preds = %127
  %130 = zext i32 %16 to i64, !dbg !169
  br i1 %128, label %131, label %346, !dbg !171

131:                                              ; preds = %129
  %132 = zext i32 %17 to i64
  %133 = add nsw i64 %132, -1, !dbg !170
  %134 = and i64 %132, 3
  %135 = icmp ult i64 %133, 3
  %136 = and i64 %132, 4294967292
  %137 = icmp eq i64 %134, 0
  br label %138, !dbg !170

138:                                              ; preds = %192, %131
  %139 = phi i64 [ 0, %131 ], [ %195, %192 ]
  call void @llvm.dbg.value(metadata i64 %139, metadata !32, metadata !DIExpression()) #9, !dbg !169
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %140 = mul nsw i64 %139, %19
  br i1 %135, label %175, label %141, !dbg !171

141:                                              ; preds = %138, %141
  %142 = phi i64 [ %172, %141 ], [ 0, %138 ]
  %143 = phi double [ %171, %141 ], [ 0.000000e+00, %138 ]
  %144 = phi i64 [ %173, %141 ], [ 0, %138 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %143, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %145 = add nsw i64 %142, %140, !dbg !174
  %146 = getelementptr inbounds double, double* %22, i64 %145, !dbg !175
  %147 = load double, double* %146, align 8, !dbg !175, !tbaa !45
  %148 = getelementptr inbounds double, double* %26, i64 %142, !dbg !176
  %149 = load double, double* %148, align 8, !dbg !176, !tbaa !45
  %150 = tail call double @llvm.fmuladd.f64(double %147, double %149, double %143) #9, !dbg !177
  call void @llvm.dbg.value(metadata double %150, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %151 = or i64 %142, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %151, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata i64 %151, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %150, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %152 = add nsw i64 %151, %140, !dbg !174
  %153 = getelementptr inbounds double, double* %22, i64 %152, !dbg !175
  %154 = load double, double* %153, align 8, !dbg !175, !tbaa !45
  %155 = getelementptr inbounds double, double* %26, i64 %151, !dbg !176
  %156 = load double, double* %155, align 8, !dbg !176, !tbaa !45
  %157 = tail call double @llvm.fmuladd.f64(double %154, double %156, double %150) #9, !dbg !177
  call void @llvm.dbg.value(metadata double %157, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %158 = or i64 %142, 2, !dbg !178
  call void @llvm.dbg.value(metadata i64 %158, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata i64 %158, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %157, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %159 = add nsw i64 %158, %140, !dbg !174
  %160 = getelementptr inbounds double, double* %22, i64 %159, !dbg !175
  %161 = load double, double* %160, align 8, !dbg !175, !tbaa !45
  %162 = getelementptr inbounds double, double* %26, i64 %158, !dbg !176
  %163 = load double, double* %162, align 8, !dbg !176, !tbaa !45
  %164 = tail call double @llvm.fmuladd.f64(double %161, double %163, double %157) #9, !dbg !177
  call void @llvm.dbg.value(metadata double %164, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %165 = or i64 %142, 3, !dbg !178
  call void @llvm.dbg.value(metadata i64 %165, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata i64 %165, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %164, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %166 = add nsw i64 %165, %140, !dbg !174
  %167 = getelementptr inbounds double, double* %22, i64 %166, !dbg !175
  %168 = load double, double* %167, align 8, !dbg !175, !tbaa !45
  %169 = getelementptr inbounds double, double* %26, i64 %165, !dbg !176
  %170 = load double, double* %169, align 8, !dbg !176, !tbaa !45
  %171 = tail call double @llvm.fmuladd.f64(double %168, double %170, double %164) #9, !dbg !177
  call void @llvm.dbg.value(metadata double %171, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %172 = add nuw nsw i64 %142, 4, !dbg !178
  call void @llvm.dbg.value(metadata i64 %172, metadata !37, metadata !DIExpression()) #9, !dbg !172
  %173 = add i64 %144, 4, !dbg !171
  %174 = icmp eq i64 %173, %136, !dbg !171
  br i1 %174, label %175, label %141, !dbg !171, !llvm.loop !179

175:                                              ; preds = %141, %138
  %176 = phi double [ undef, %138 ], [ %171, %141 ]
  %177 = phi i64 [ 0, %138 ], [ %172, %141 ]
  %178 = phi double [ 0.000000e+00, %138 ], [ %171, %141 ]
  br i1 %137, label %192, label %179, !dbg !171

179:                                              ; preds = %175, %179
  %180 = phi i64 [ %189, %179 ], [ %177, %175 ]
  %181 = phi double [ %188, %179 ], [ %178, %175 ]
  %182 = phi i64 [ %190, %179 ], [ 0, %175 ]
  call void @llvm.dbg.value(metadata i64 %180, metadata !37, metadata !DIExpression()) #9, !dbg !172
  call void @llvm.dbg.value(metadata double %181, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %183 = add nsw i64 %180, %140, !dbg !174
  %184 = getelementptr inbounds double, double* %22, i64 %183, !dbg !175
  %185 = load double, double* %184, align 8, !dbg !175, !tbaa !45
  %186 = getelementptr inbounds double, double* %26, i64 %180, !dbg !176
  %187 = load double, double* %186, align 8, !dbg !176, !tbaa !45
  %188 = tail call double @llvm.fmuladd.f64(double %185, double %187, double %181) #9, !dbg !177
  call void @llvm.dbg.value(metadata double %188, metadata !34, metadata !DIExpression()) #9, !dbg !173
  %189 = add nuw nsw i64 %180, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %189, metadata !37, metadata !DIExpression()) #9, !dbg !172
  %190 = add i64 %182, 1, !dbg !171
  %191 = icmp eq i64 %190, %134, !dbg !171
  br i1 %191, label %192, label %179, !dbg !171, !llvm.loop !181

192:                                              ; preds = %179, %175
  %193 = phi double [ %176, %175 ], [ %188, %179 ], !dbg !177
  %194 = getelementptr inbounds double, double* %28, i64 %139, !dbg !182
  store double %193, double* %194, align 8, !dbg !183, !tbaa !45
  %195 = add nuw nsw i64 %139, 1, !dbg !184
  call void @llvm.dbg.value(metadata i64 %195, metadata !32, metadata !DIExpression()) #9, !dbg !169
  %196 = icmp eq i64 %195, %130, !dbg !185
  br i1 %196, label %197, label %138, !dbg !170, !llvm.loop !186

197:                                              ; preds = %192
  %198 = and i64 %130, 4294967292, !dbg !188
  %199 = add nsw i64 %198, -4, !dbg !188
  %200 = lshr exact i64 %199, 2, !dbg !188
  %201 = add nuw nsw i64 %200, 1, !dbg !188
  %202 = icmp ult i32 %16, 4
  %203 = and i64 %130, 4294967292
  %204 = and i64 %201, 1
  %205 = icmp eq i64 %199, 0
  %206 = and i64 %201, 9223372036854775806
  %207 = icmp eq i64 %204, 0
  %208 = icmp eq i64 %203, %130
  br label %209, !dbg !188

209:                                              ; preds = %197, %293
  %210 = phi i64 [ %294, %293 ], [ 0, %197 ]
  call void @llvm.dbg.value(metadata i64 %210, metadata !199, metadata !DIExpression()) #9, !dbg !206
  %211 = getelementptr inbounds double, double* %26, i64 %210, !dbg !207
  %212 = load double, double* %211, align 8, !dbg !207, !tbaa !45
  call void @llvm.dbg.value(metadata double %212, metadata !200, metadata !DIExpression()) #9, !dbg !208
  call void @llvm.dbg.value(metadata i32 0, metadata !203, metadata !DIExpression()) #9, !dbg !209
  %213 = mul nsw i64 %210, %18
  br i1 %202, label %281, label %214, !dbg !210

214:                                              ; preds = %209
  %215 = insertelement <2 x double> poison, double %212, i64 0, !dbg !210
  %216 = shufflevector <2 x double> %215, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !210
  %217 = insertelement <2 x double> poison, double %212, i64 0, !dbg !210
  %218 = shufflevector <2 x double> %217, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !210
  br i1 %205, label %260, label %219, !dbg !210

219:                                              ; preds = %214, %219
  %220 = phi i64 [ %257, %219 ], [ 0, %214 ], !dbg !211
  %221 = phi i64 [ %258, %219 ], [ 0, %214 ]
  %222 = add nsw i64 %220, %213, !dbg !211
  %223 = getelementptr inbounds double, double* %24, i64 %222, !dbg !211
  %224 = bitcast double* %223 to <2 x double>*, !dbg !213
  %225 = load <2 x double>, <2 x double>* %224, align 8, !dbg !213, !tbaa !45
  %226 = getelementptr inbounds double, double* %223, i64 2, !dbg !213
  %227 = bitcast double* %226 to <2 x double>*, !dbg !213
  %228 = load <2 x double>, <2 x double>* %227, align 8, !dbg !213, !tbaa !45
  %229 = getelementptr inbounds double, double* %30, i64 %220, !dbg !211
  %230 = bitcast double* %229 to <2 x double>*, !dbg !214
  %231 = load <2 x double>, <2 x double>* %230, align 8, !dbg !214, !tbaa !45
  %232 = getelementptr inbounds double, double* %229, i64 2, !dbg !214
  %233 = bitcast double* %232 to <2 x double>*, !dbg !214
  %234 = load <2 x double>, <2 x double>* %233, align 8, !dbg !214, !tbaa !45
  %235 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %225, <2 x double> %216, <2 x double> %231), !dbg !214
  %236 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %228, <2 x double> %218, <2 x double> %234), !dbg !214
  %237 = bitcast double* %229 to <2 x double>*, !dbg !214
  store <2 x double> %235, <2 x double>* %237, align 8, !dbg !214, !tbaa !45
  %238 = bitcast double* %232 to <2 x double>*, !dbg !214
  store <2 x double> %236, <2 x double>* %238, align 8, !dbg !214, !tbaa !45
  %239 = or i64 %220, 4, !dbg !211
  %240 = add nsw i64 %239, %213, !dbg !211
  %241 = getelementptr inbounds double, double* %24, i64 %240, !dbg !211
  %242 = bitcast double* %241 to <2 x double>*, !dbg !213
  %243 = load <2 x double>, <2 x double>* %242, align 8, !dbg !213, !tbaa !45
  %244 = getelementptr inbounds double, double* %241, i64 2, !dbg !213
  %245 = bitcast double* %244 to <2 x double>*, !dbg !213
  %246 = load <2 x double>, <2 x double>* %245, align 8, !dbg !213, !tbaa !45
  %247 = getelementptr inbounds double, double* %30, i64 %239, !dbg !211
  %248 = bitcast double* %247 to <2 x double>*, !dbg !214
  %249 = load <2 x double>, <2 x double>* %248, align 8, !dbg !214, !tbaa !45
  %250 = getelementptr inbounds double, double* %247, i64 2, !dbg !214
  %251 = bitcast double* %250 to <2 x double>*, !dbg !214
  %252 = load <2 x double>, <2 x double>* %251, align 8, !dbg !214, !tbaa !45
  %253 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %243, <2 x double> %216, <2 x double> %249), !dbg !214
  %254 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %246, <2 x double> %218, <2 x double> %252), !dbg !214
  %255 = bitcast double* %247 to <2 x double>*, !dbg !214
  store <2 x double> %253, <2 x double>* %255, align 8, !dbg !214, !tbaa !45
  %256 = bitcast double* %250 to <2 x double>*, !dbg !214
  store <2 x double> %254, <2 x double>* %256, align 8, !dbg !214, !tbaa !45
  %257 = add nuw i64 %220, 8, !dbg !211
  %258 = add i64 %221, 2, !dbg !211
  %259 = icmp eq i64 %258, %206, !dbg !211
  br i1 %259, label %260, label %219, !dbg !211, !llvm.loop !215

260:                                              ; preds = %219, %214
  %261 = phi i64 [ 0, %214 ], [ %257, %219 ]
  br i1 %207, label %280, label %262, !dbg !211

262:                                              ; preds = %260
  %263 = add nsw i64 %261, %213, !dbg !211
  %264 = getelementptr inbounds double, double* %24, i64 %263, !dbg !211
  %265 = bitcast double* %264 to <2 x double>*, !dbg !213
  %266 = load <2 x double>, <2 x double>* %265, align 8, !dbg !213, !tbaa !45
  %267 = getelementptr inbounds double, double* %264, i64 2, !dbg !213
  %268 = bitcast double* %267 to <2 x double>*, !dbg !213
  %269 = load <2 x double>, <2 x double>* %268, align 8, !dbg !213, !tbaa !45
  %270 = getelementptr inbounds double, double* %30, i64 %261, !dbg !211
  %271 = bitcast double* %270 to <2 x double>*, !dbg !214
  %272 = load <2 x double>, <2 x double>* %271, align 8, !dbg !214, !tbaa !45
  %273 = getelementptr inbounds double, double* %270, i64 2, !dbg !214
  %274 = bitcast double* %273 to <2 x double>*, !dbg !214
  %275 = load <2 x double>, <2 x double>* %274, align 8, !dbg !214, !tbaa !45
  %276 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %266, <2 x double> %216, <2 x double> %272), !dbg !214
  %277 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> %218, <2 x double> %275), !dbg !214
  %278 = bitcast double* %270 to <2 x double>*, !dbg !214
  store <2 x double> %276, <2 x double>* %278, align 8, !dbg !214, !tbaa !45
  %279 = bitcast double* %273 to <2 x double>*, !dbg !214
  store <2 x double> %277, <2 x double>* %279, align 8, !dbg !214, !tbaa !45
  br label %280, !dbg !210

280:                                              ; preds = %260, %262
  br i1 %208, label %293, label %281, !dbg !210

281:                                              ; preds = %209, %280
  %282 = phi i64 [ 0, %209 ], [ %203, %280 ]
  br label %283, !dbg !210

283:                                              ; preds = %281, %283
  %284 = phi i64 [ %291, %283 ], [ %282, %281 ]
  call void @llvm.dbg.value(metadata i64 %284, metadata !203, metadata !DIExpression()) #9, !dbg !209
  %285 = add nsw i64 %284, %213, !dbg !217
  %286 = getelementptr inbounds double, double* %24, i64 %285, !dbg !213
  %287 = load double, double* %286, align 8, !dbg !213, !tbaa !45
  %288 = getelementptr inbounds double, double* %30, i64 %284, !dbg !218
  %289 = load double, double* %288, align 8, !dbg !214, !tbaa !45
  %290 = tail call double @llvm.fmuladd.f64(double %287, double %212, double %289) #9, !dbg !214
  store double %290, double* %288, align 8, !dbg !214, !tbaa !45
  %291 = add nuw nsw i64 %284, 1, !dbg !211
  call void @llvm.dbg.value(metadata i64 %291, metadata !203, metadata !DIExpression()) #9, !dbg !209
  %292 = icmp eq i64 %291, %130, !dbg !219
  br i1 %292, label %293, label %283, !dbg !210, !llvm.loop !220

293:                                              ; preds = %283, %280
  %294 = add nuw nsw i64 %210, 1, !dbg !222
  call void @llvm.dbg.value(metadata i64 %294, metadata !199, metadata !DIExpression()) #9, !dbg !206
  %295 = icmp eq i64 %294, %132, !dbg !223
  br i1 %295, label %297, label %209, !dbg !188, !llvm.loop !224

296:                                              ; preds = %127
  call void @llvm.dbg.value(metadata i32 %8, metadata !226, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 %17, metadata !229, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double* %22, metadata !230, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double* %28, metadata !231, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double* %32, metadata !232, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !233, metadata !DIExpression()) #9, !dbg !242
  br i1 %128, label %384, label %441, !dbg !243

297:                                              ; preds = %293
  call void @llvm.dbg.value(metadata i32 %8, metadata !226, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 %17, metadata !229, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double* %22, metadata !230, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double* %28, metadata !231, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata double* %32, metadata !232, metadata !DIExpression()) #9, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !233, metadata !DIExpression()) #9, !dbg !242
  %298 = zext i32 %17 to i64
  br i1 %33, label %299, label %384, !dbg !244

299:                                              ; preds = %297
  %300 = and i64 %130, 1
  %301 = icmp eq i32 %16, 1
  %302 = and i64 %130, 4294967294
  %303 = icmp eq i64 %300, 0
  br label %304, !dbg !243

304:                                              ; preds = %340, %299
  %305 = phi i64 [ 0, %299 ], [ %343, %340 ]
  call void @llvm.dbg.value(metadata i64 %305, metadata !233, metadata !DIExpression()) #9, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !238, metadata !DIExpression()) #9, !dbg !245
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !235, metadata !DIExpression()) #9, !dbg !246
  br i1 %301, label %328, label %306, !dbg !244

306:                                              ; preds = %304, %306
  %307 = phi i64 [ %325, %306 ], [ 0, %304 ]
  %308 = phi double [ %324, %306 ], [ 0.000000e+00, %304 ]
  %309 = phi i64 [ %326, %306 ], [ 0, %304 ]
  call void @llvm.dbg.value(metadata i64 %307, metadata !238, metadata !DIExpression()) #9, !dbg !245
  call void @llvm.dbg.value(metadata double %308, metadata !235, metadata !DIExpression()) #9, !dbg !246
  %310 = mul nuw nsw i64 %307, %298, !dbg !247
  %311 = add nuw nsw i64 %310, %305, !dbg !249
  %312 = getelementptr inbounds double, double* %22, i64 %311, !dbg !250
  %313 = load double, double* %312, align 8, !dbg !250, !tbaa !45
  %314 = getelementptr inbounds double, double* %28, i64 %307, !dbg !251
  %315 = load double, double* %314, align 8, !dbg !251, !tbaa !45
  %316 = tail call double @llvm.fmuladd.f64(double %313, double %315, double %308) #9, !dbg !252
  call void @llvm.dbg.value(metadata double %316, metadata !235, metadata !DIExpression()) #9, !dbg !246
  %317 = or i64 %307, 1, !dbg !253
  call void @llvm.dbg.value(metadata i64 %317, metadata !238, metadata !DIExpression()) #9, !dbg !245
  call void @llvm.dbg.value(metadata i64 %317, metadata !238, metadata !DIExpression()) #9, !dbg !245
  call void @llvm.dbg.value(metadata double %316, metadata !235, metadata !DIExpression()) #9, !dbg !246
  %318 = mul nuw nsw i64 %317, %298, !dbg !247
  %319 = add nuw nsw i64 %318, %305, !dbg !249
  %320 = getelementptr inbounds double, double* %22, i64 %319, !dbg !250
  %321 = load double, double* %320, align 8, !dbg !250, !tbaa !45
  %322 = getelementptr inbounds double, double* %28, i64 %317, !dbg !251
  %323 = load double, double* %322, align 8, !dbg !251, !tbaa !45
  %324 = tail call double @llvm.fmuladd.f64(double %321, double %323, double %316) #9, !dbg !252
  call void @llvm.dbg.value(metadata double %324, metadata !235, metadata !DIExpression()) #9, !dbg !246
  %325 = add nuw nsw i64 %307, 2, !dbg !253
  call void @llvm.dbg.value(metadata i64 %325, metadata !238, metadata !DIExpression()) #9, !dbg !245
  %326 = add i64 %309, 2, !dbg !244
  %327 = icmp eq i64 %326, %302, !dbg !244
  br i1 %327, label %328, label %306, !dbg !244, !llvm.loop !254

328:                                              ; preds = %306, %304
  %329 = phi double [ undef, %304 ], [ %324, %306 ]
  %330 = phi i64 [ 0, %304 ], [ %325, %306 ]
  %331 = phi double [ 0.000000e+00, %304 ], [ %324, %306 ]
  br i1 %303, label %340, label %332, !dbg !244

332:                                              ; preds = %328
  call void @llvm.dbg.value(metadata i64 %330, metadata !238, metadata !DIExpression()) #9, !dbg !245
  call void @llvm.dbg.value(metadata double %331, metadata !235, metadata !DIExpression()) #9, !dbg !246
  %333 = mul nuw nsw i64 %330, %298, !dbg !247
  %334 = add nuw nsw i64 %333, %305, !dbg !249
  %335 = getelementptr inbounds double, double* %22, i64 %334, !dbg !250
  %336 = load double, double* %335, align 8, !dbg !250, !tbaa !45
  %337 = getelementptr inbounds double, double* %28, i64 %330, !dbg !251
  %338 = load double, double* %337, align 8, !dbg !251, !tbaa !45
  %339 = tail call double @llvm.fmuladd.f64(double %336, double %338, double %331) #9, !dbg !252
  call void @llvm.dbg.value(metadata double %339, metadata !235, metadata !DIExpression()) #9, !dbg !246
  call void @llvm.dbg.value(metadata i64 %330, metadata !238, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !245
  br label %340, !dbg !256

340:                                              ; preds = %328, %332
  %341 = phi double [ %329, %328 ], [ %339, %332 ], !dbg !252
  %342 = getelementptr inbounds double, double* %32, i64 %305, !dbg !256
  store double %341, double* %342, align 8, !dbg !257, !tbaa !45
  %343 = add nuw nsw i64 %305, 1, !dbg !258
  call void @llvm.dbg.value(metadata i64 %343, metadata !233, metadata !DIExpression()) #9, !dbg !242
  %344 = icmp eq i64 %343, %298, !dbg !259
  br i1 %344, label %345, label %304, !dbg !243, !llvm.loop !260

345:                                              ; preds = %340
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !262
  br i1 %33, label %346, label %381, !dbg !263

346:                                              ; preds = %129, %34, %345
  %347 = phi i1 [ true, %345 ], [ false, %34 ], [ false, %129 ]
  %348 = zext i32 %16 to i64, !dbg !264
  %349 = add nsw i64 %348, -1, !dbg !263
  %350 = and i64 %348, 3, !dbg !263
  %351 = icmp ult i64 %349, 3, !dbg !263
  br i1 %351, label %363, label %352, !dbg !263

352:                                              ; preds = %346
  %353 = and i64 %348, 4294967292, !dbg !263
  br label %392, !dbg !263

354:                                              ; preds = %125, %354
  %355 = phi i64 [ %361, %354 ], [ %126, %125 ]
  call void @llvm.dbg.value(metadata i64 %355, metadata !89, metadata !DIExpression()), !dbg !155
  %356 = trunc i64 %355 to i32, !dbg !160
  %357 = and i32 %356, 3, !dbg !160
  %358 = sitofp i32 %357 to double, !dbg !161
  %359 = fmul double %358, 2.500000e-01, !dbg !162
  %360 = getelementptr inbounds double, double* %26, i64 %355, !dbg !266
  store double %359, double* %360, align 8, !dbg !163, !tbaa !45
  %361 = add nuw nsw i64 %355, 1, !dbg !159
  call void @llvm.dbg.value(metadata i64 %361, metadata !89, metadata !DIExpression()), !dbg !155
  %362 = icmp eq i64 %361, %65, !dbg !156
  br i1 %362, label %127, label %354, !dbg !158, !llvm.loop !267

363:                                              ; preds = %392, %346
  %364 = phi double [ undef, %346 ], [ %422, %392 ]
  %365 = phi i64 [ 0, %346 ], [ %423, %392 ]
  %366 = phi double [ 0.000000e+00, %346 ], [ %422, %392 ]
  %367 = icmp eq i64 %350, 0, !dbg !263
  br i1 %367, label %381, label %368, !dbg !263

368:                                              ; preds = %363, %368
  %369 = phi i64 [ %378, %368 ], [ %365, %363 ]
  %370 = phi double [ %377, %368 ], [ %366, %363 ]
  %371 = phi i64 [ %379, %368 ], [ 0, %363 ]
  call void @llvm.dbg.value(metadata i64 %369, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %370, metadata !91, metadata !DIExpression()), !dbg !96
  %372 = getelementptr inbounds double, double* %28, i64 %369, !dbg !268
  %373 = load double, double* %372, align 8, !dbg !268, !tbaa !45
  %374 = getelementptr inbounds double, double* %30, i64 %369, !dbg !269
  %375 = load double, double* %374, align 8, !dbg !269, !tbaa !45
  %376 = fsub double %373, %375, !dbg !270
  %377 = fadd double %370, %376, !dbg !271
  call void @llvm.dbg.value(metadata double %377, metadata !91, metadata !DIExpression()), !dbg !96
  %378 = add nuw nsw i64 %369, 1, !dbg !272
  call void @llvm.dbg.value(metadata i64 %378, metadata !92, metadata !DIExpression()), !dbg !262
  %379 = add i64 %371, 1, !dbg !263
  %380 = icmp eq i64 %379, %350, !dbg !263
  br i1 %380, label %381, label %368, !dbg !263, !llvm.loop !273

381:                                              ; preds = %363, %368, %345
  %382 = phi i1 [ true, %345 ], [ %347, %368 ], [ %347, %363 ]
  %383 = phi double [ 0.000000e+00, %345 ], [ %364, %363 ], [ %377, %368 ], !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %383, metadata !91, metadata !DIExpression()), !dbg !96
  br i1 %382, label %384, label %441, !dbg !275

384:                                              ; preds = %297, %296, %381
  %385 = phi double [ %383, %381 ], [ 0.000000e+00, %296 ], [ 0.000000e+00, %297 ]
  %386 = zext i32 %17 to i64, !dbg !276
  %387 = add nsw i64 %386, -1, !dbg !275
  %388 = and i64 %386, 7, !dbg !275
  %389 = icmp ult i64 %387, 7, !dbg !275
  br i1 %389, label %426, label %390, !dbg !275

390:                                              ; preds = %384
  %391 = and i64 %386, 4294967288, !dbg !275
  br label %444, !dbg !275

392:                                              ; preds = %392, %352
  %393 = phi i64 [ 0, %352 ], [ %423, %392 ]
  %394 = phi double [ 0.000000e+00, %352 ], [ %422, %392 ]
  %395 = phi i64 [ 0, %352 ], [ %424, %392 ]
  call void @llvm.dbg.value(metadata i64 %393, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %394, metadata !91, metadata !DIExpression()), !dbg !96
  %396 = getelementptr inbounds double, double* %28, i64 %393, !dbg !268
  %397 = load double, double* %396, align 8, !dbg !268, !tbaa !45
  %398 = getelementptr inbounds double, double* %30, i64 %393, !dbg !269
  %399 = load double, double* %398, align 8, !dbg !269, !tbaa !45
  %400 = fsub double %397, %399, !dbg !270
  %401 = fadd double %394, %400, !dbg !271
  call void @llvm.dbg.value(metadata double %401, metadata !91, metadata !DIExpression()), !dbg !96
  %402 = or i64 %393, 1, !dbg !272
  call void @llvm.dbg.value(metadata i64 %402, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i64 %402, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %401, metadata !91, metadata !DIExpression()), !dbg !96
  %403 = getelementptr inbounds double, double* %28, i64 %402, !dbg !268
  %404 = load double, double* %403, align 8, !dbg !268, !tbaa !45
  %405 = getelementptr inbounds double, double* %30, i64 %402, !dbg !269
  %406 = load double, double* %405, align 8, !dbg !269, !tbaa !45
  %407 = fsub double %404, %406, !dbg !270
  %408 = fadd double %401, %407, !dbg !271
  call void @llvm.dbg.value(metadata double %408, metadata !91, metadata !DIExpression()), !dbg !96
  %409 = or i64 %393, 2, !dbg !272
  call void @llvm.dbg.value(metadata i64 %409, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i64 %409, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %408, metadata !91, metadata !DIExpression()), !dbg !96
  %410 = getelementptr inbounds double, double* %28, i64 %409, !dbg !268
  %411 = load double, double* %410, align 8, !dbg !268, !tbaa !45
  %412 = getelementptr inbounds double, double* %30, i64 %409, !dbg !269
  %413 = load double, double* %412, align 8, !dbg !269, !tbaa !45
  %414 = fsub double %411, %413, !dbg !270
  %415 = fadd double %408, %414, !dbg !271
  call void @llvm.dbg.value(metadata double %415, metadata !91, metadata !DIExpression()), !dbg !96
  %416 = or i64 %393, 3, !dbg !272
  call void @llvm.dbg.value(metadata i64 %416, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata i64 %416, metadata !92, metadata !DIExpression()), !dbg !262
  call void @llvm.dbg.value(metadata double %415, metadata !91, metadata !DIExpression()), !dbg !96
  %417 = getelementptr inbounds double, double* %28, i64 %416, !dbg !268
  %418 = load double, double* %417, align 8, !dbg !268, !tbaa !45
  %419 = getelementptr inbounds double, double* %30, i64 %416, !dbg !269
  %420 = load double, double* %419, align 8, !dbg !269, !tbaa !45
  %421 = fsub double %418, %420, !dbg !270
  %422 = fadd double %415, %421, !dbg !271
  call void @llvm.dbg.value(metadata double %422, metadata !91, metadata !DIExpression()), !dbg !96
  %423 = add nuw nsw i64 %393, 4, !dbg !272
  call void @llvm.dbg.value(metadata i64 %423, metadata !92, metadata !DIExpression()), !dbg !262
  %424 = add i64 %395, 4, !dbg !263
  %425 = icmp eq i64 %424, %353, !dbg !263
  br i1 %425, label %363, label %392, !dbg !263, !llvm.loop !278

426:                                              ; preds = %444, %384
  %427 = phi double [ undef, %384 ], [ %478, %444 ]
  %428 = phi i64 [ 0, %384 ], [ %479, %444 ]
  %429 = phi double [ %385, %384 ], [ %478, %444 ]
  %430 = icmp eq i64 %388, 0, !dbg !275
  br i1 %430, label %441, label %431, !dbg !275

431:                                              ; preds = %426, %431
  %432 = phi i64 [ %438, %431 ], [ %428, %426 ]
  %433 = phi double [ %437, %431 ], [ %429, %426 ]
  %434 = phi i64 [ %439, %431 ], [ 0, %426 ]
  call void @llvm.dbg.value(metadata i64 %432, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %433, metadata !91, metadata !DIExpression()), !dbg !96
  %435 = getelementptr inbounds double, double* %32, i64 %432, !dbg !280
  %436 = load double, double* %435, align 8, !dbg !280, !tbaa !45
  %437 = fadd double %433, %436, !dbg !281
  call void @llvm.dbg.value(metadata double %437, metadata !91, metadata !DIExpression()), !dbg !96
  %438 = add nuw nsw i64 %432, 1, !dbg !282
  call void @llvm.dbg.value(metadata i64 %438, metadata !94, metadata !DIExpression()), !dbg !274
  %439 = add i64 %434, 1, !dbg !275
  %440 = icmp eq i64 %439, %388, !dbg !275
  br i1 %440, label %441, label %431, !dbg !275, !llvm.loop !283

441:                                              ; preds = %426, %431, %296, %381
  %442 = phi double [ %383, %381 ], [ 0.000000e+00, %296 ], [ %427, %426 ], [ %437, %431 ], !dbg !96
  %443 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %442), !dbg !284
  tail call void @free(i8* noundef %21) #9, !dbg !285
  tail call void @free(i8* noundef %23) #9, !dbg !286
  tail call void @free(i8* noundef %25) #9, !dbg !287
  tail call void @free(i8* noundef %27) #9, !dbg !288
  tail call void @free(i8* noundef %29) #9, !dbg !289
  tail call void @free(i8* noundef %31) #9, !dbg !290
  ret i32 0, !dbg !291

444:                                              ; preds = %444, %390
  %445 = phi i64 [ 0, %390 ], [ %479, %444 ]
  %446 = phi double [ %385, %390 ], [ %478, %444 ]
  %447 = phi i64 [ 0, %390 ], [ %480, %444 ]
  call void @llvm.dbg.value(metadata i64 %445, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %446, metadata !91, metadata !DIExpression()), !dbg !96
  %448 = getelementptr inbounds double, double* %32, i64 %445, !dbg !280
  %449 = load double, double* %448, align 8, !dbg !280, !tbaa !45
  %450 = fadd double %446, %449, !dbg !281
  call void @llvm.dbg.value(metadata double %450, metadata !91, metadata !DIExpression()), !dbg !96
  %451 = or i64 %445, 1, !dbg !282
  call void @llvm.dbg.value(metadata i64 %451, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %451, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %450, metadata !91, metadata !DIExpression()), !dbg !96
  %452 = getelementptr inbounds double, double* %32, i64 %451, !dbg !280
  %453 = load double, double* %452, align 8, !dbg !280, !tbaa !45
  %454 = fadd double %450, %453, !dbg !281
  call void @llvm.dbg.value(metadata double %454, metadata !91, metadata !DIExpression()), !dbg !96
  %455 = or i64 %445, 2, !dbg !282
  call void @llvm.dbg.value(metadata i64 %455, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %455, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %454, metadata !91, metadata !DIExpression()), !dbg !96
  %456 = getelementptr inbounds double, double* %32, i64 %455, !dbg !280
  %457 = load double, double* %456, align 8, !dbg !280, !tbaa !45
  %458 = fadd double %454, %457, !dbg !281
  call void @llvm.dbg.value(metadata double %458, metadata !91, metadata !DIExpression()), !dbg !96
  %459 = or i64 %445, 3, !dbg !282
  call void @llvm.dbg.value(metadata i64 %459, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %459, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %458, metadata !91, metadata !DIExpression()), !dbg !96
  %460 = getelementptr inbounds double, double* %32, i64 %459, !dbg !280
  %461 = load double, double* %460, align 8, !dbg !280, !tbaa !45
  %462 = fadd double %458, %461, !dbg !281
  call void @llvm.dbg.value(metadata double %462, metadata !91, metadata !DIExpression()), !dbg !96
  %463 = or i64 %445, 4, !dbg !282
  call void @llvm.dbg.value(metadata i64 %463, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %463, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %462, metadata !91, metadata !DIExpression()), !dbg !96
  %464 = getelementptr inbounds double, double* %32, i64 %463, !dbg !280
  %465 = load double, double* %464, align 8, !dbg !280, !tbaa !45
  %466 = fadd double %462, %465, !dbg !281
  call void @llvm.dbg.value(metadata double %466, metadata !91, metadata !DIExpression()), !dbg !96
  %467 = or i64 %445, 5, !dbg !282
  call void @llvm.dbg.value(metadata i64 %467, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %467, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %466, metadata !91, metadata !DIExpression()), !dbg !96
  %468 = getelementptr inbounds double, double* %32, i64 %467, !dbg !280
  %469 = load double, double* %468, align 8, !dbg !280, !tbaa !45
  %470 = fadd double %466, %469, !dbg !281
  call void @llvm.dbg.value(metadata double %470, metadata !91, metadata !DIExpression()), !dbg !96
  %471 = or i64 %445, 6, !dbg !282
  call void @llvm.dbg.value(metadata i64 %471, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %471, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %470, metadata !91, metadata !DIExpression()), !dbg !96
  %472 = getelementptr inbounds double, double* %32, i64 %471, !dbg !280
  %473 = load double, double* %472, align 8, !dbg !280, !tbaa !45
  %474 = fadd double %470, %473, !dbg !281
  call void @llvm.dbg.value(metadata double %474, metadata !91, metadata !DIExpression()), !dbg !96
  %475 = or i64 %445, 7, !dbg !282
  call void @llvm.dbg.value(metadata i64 %475, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata i64 %475, metadata !94, metadata !DIExpression()), !dbg !274
  call void @llvm.dbg.value(metadata double %474, metadata !91, metadata !DIExpression()), !dbg !96
  %476 = getelementptr inbounds double, double* %32, i64 %475, !dbg !280
  %477 = load double, double* %476, align 8, !dbg !280, !tbaa !45
  %478 = fadd double %474, %477, !dbg !281
  call void @llvm.dbg.value(metadata double %478, metadata !91, metadata !DIExpression()), !dbg !96
  %479 = add nuw nsw i64 %445, 8, !dbg !282
  call void @llvm.dbg.value(metadata i64 %479, metadata !94, metadata !DIExpression()), !dbg !274
  %480 = add i64 %447, 8, !dbg !275
  %481 = icmp eq i64 %480, %391, !dbg !275
  br i1 %481, label %426, label %444, !dbg !275, !llvm.loop !292
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { inaccessiblemem_or_argmemonly mustprogress nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { argmemonly nofree nounwind willreturn writeonly }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "matvec.c", directory: ".", checksumkind: CSK_MD5, checksum: "55178259cf14bef01098f877bae3721b")
!2 = !{!3, !4, !7, !8, !11}
!3 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !5, line: 46, baseType: !6)
!5 = !DIFile(filename: "usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: ".", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!6 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_gemv", scope: !1, file: !1, line: 7, type: !20, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!20 = !DISubroutineType(types: !21)
!21 = !{null, !7, !7, !22, !22, !25}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32, !34, !37}
!27 = !DILocalVariable(name: "rows", arg: 1, scope: !19, file: !1, line: 7, type: !7)
!28 = !DILocalVariable(name: "cols", arg: 2, scope: !19, file: !1, line: 7, type: !7)
!29 = !DILocalVariable(name: "A", arg: 3, scope: !19, file: !1, line: 7, type: !22)
!30 = !DILocalVariable(name: "x", arg: 4, scope: !19, file: !1, line: 7, type: !22)
!31 = !DILocalVariable(name: "y", arg: 5, scope: !19, file: !1, line: 7, type: !25)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 9, type: !7)
!33 = distinct !DILexicalBlock(scope: !19, file: !1, line: 9, column: 3)
!34 = !DILocalVariable(name: "s", scope: !35, file: !1, line: 10, type: !24)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 9, column: 34)
!36 = distinct !DILexicalBlock(scope: !33, file: !1, line: 9, column: 3)
!37 = !DILocalVariable(name: "j", scope: !38, file: !1, line: 11, type: !7)
!38 = distinct !DILexicalBlock(scope: !35, file: !1, line: 11, column: 5)
!39 = !DILocation(line: 0, scope: !19)
!40 = !DILocation(line: 0, scope: !33)
!41 = !DILocation(line: 9, column: 21, scope: !36)
!42 = !DILocation(line: 9, column: 3, scope: !33)
!43 = !DILocation(line: 11, column: 5, scope: !38)
!44 = !DILocation(line: 13, column: 10, scope: !35)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 0, scope: !38)
!50 = !DILocation(line: 0, scope: !35)
!51 = !DILocation(line: 15, column: 1, scope: !19)
!52 = !DILocation(line: 12, column: 29, scope: !53)
!53 = distinct !DILexicalBlock(scope: !38, file: !1, line: 11, column: 5)
!54 = !DILocation(line: 12, column: 12, scope: !53)
!55 = !DILocation(line: 12, column: 36, scope: !53)
!56 = !DILocation(line: 12, column: 9, scope: !53)
!57 = !DILocation(line: 11, column: 32, scope: !53)
!58 = distinct !{!58, !43, !59, !60}
!59 = !DILocation(line: 12, column: 39, scope: !38)
!60 = !{!"llvm.loop.mustprogress"}
!61 = distinct !{!61, !62}
!62 = !{!"llvm.loop.unroll.disable"}
!63 = !DILocation(line: 13, column: 5, scope: !35)
!64 = !DILocation(line: 9, column: 30, scope: !36)
!65 = distinct !{!65, !42, !66, !60}
!66 = !DILocation(line: 14, column: 3, scope: !33)
!67 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 39, type: !68, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!7, !7, !8}
!70 = !{!71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !83, !86, !89, !91, !92, !94}
!71 = !DILocalVariable(name: "argc", arg: 1, scope: !67, file: !1, line: 39, type: !7)
!72 = !DILocalVariable(name: "argv", arg: 2, scope: !67, file: !1, line: 39, type: !8)
!73 = !DILocalVariable(name: "rows", scope: !67, file: !1, line: 41, type: !7)
!74 = !DILocalVariable(name: "cols", scope: !67, file: !1, line: 42, type: !7)
!75 = !DILocalVariable(name: "A", scope: !67, file: !1, line: 43, type: !25)
!76 = !DILocalVariable(name: "Ac", scope: !67, file: !1, line: 44, type: !25)
!77 = !DILocalVariable(name: "x", scope: !67, file: !1, line: 45, type: !25)
!78 = !DILocalVariable(name: "y", scope: !67, file: !1, line: 46, type: !25)
!79 = !DILocalVariable(name: "y2", scope: !67, file: !1, line: 47, type: !25)
!80 = !DILocalVariable(name: "z", scope: !67, file: !1, line: 48, type: !25)
!81 = !DILocalVariable(name: "i", scope: !82, file: !1, line: 49, type: !7)
!82 = distinct !DILexicalBlock(scope: !67, file: !1, line: 49, column: 3)
!83 = !DILocalVariable(name: "j", scope: !84, file: !1, line: 50, type: !7)
!84 = distinct !DILexicalBlock(scope: !85, file: !1, line: 50, column: 5)
!85 = distinct !DILexicalBlock(scope: !82, file: !1, line: 49, column: 3)
!86 = !DILocalVariable(name: "v", scope: !87, file: !1, line: 51, type: !24)
!87 = distinct !DILexicalBlock(scope: !88, file: !1, line: 50, column: 36)
!88 = distinct !DILexicalBlock(scope: !84, file: !1, line: 50, column: 5)
!89 = !DILocalVariable(name: "j", scope: !90, file: !1, line: 55, type: !7)
!90 = distinct !DILexicalBlock(scope: !67, file: !1, line: 55, column: 3)
!91 = !DILocalVariable(name: "s", scope: !67, file: !1, line: 60, type: !24)
!92 = !DILocalVariable(name: "i", scope: !93, file: !1, line: 61, type: !7)
!93 = distinct !DILexicalBlock(scope: !67, file: !1, line: 61, column: 3)
!94 = !DILocalVariable(name: "j", scope: !95, file: !1, line: 63, type: !7)
!95 = distinct !DILexicalBlock(scope: !67, file: !1, line: 63, column: 3)
!96 = !DILocation(line: 0, scope: !67)
!97 = !DILocation(line: 41, column: 19, scope: !67)
!98 = !DILocation(line: 41, column: 14, scope: !67)
!99 = !DILocation(line: 41, column: 30, scope: !67)
!100 = !{!101, !101, i64 0}
!101 = !{!"any pointer", !47, i64 0}
!102 = !DILocalVariable(name: "__nptr", arg: 1, scope: !103, file: !104, line: 362, type: !107)
!103 = distinct !DISubprogram(name: "atoi", scope: !104, file: !104, line: 362, type: !105, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !109)
!104 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!105 = !DISubroutineType(types: !106)
!106 = !{!7, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!109 = !{!102}
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !111)
!111 = distinct !DILocation(line: 41, column: 25, scope: !67)
!112 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !111)
!114 = !DILocation(line: 42, column: 19, scope: !67)
!115 = !DILocation(line: 42, column: 14, scope: !67)
!116 = !DILocation(line: 42, column: 30, scope: !67)
!117 = !DILocation(line: 0, scope: !103, inlinedAt: !118)
!118 = distinct !DILocation(line: 42, column: 25, scope: !67)
!119 = !DILocation(line: 364, column: 16, scope: !103, inlinedAt: !118)
!120 = !DILocation(line: 364, column: 10, scope: !103, inlinedAt: !118)
!121 = !DILocation(line: 43, column: 22, scope: !67)
!122 = !DILocation(line: 43, column: 37, scope: !67)
!123 = !DILocation(line: 43, column: 35, scope: !67)
!124 = !DILocation(line: 43, column: 15, scope: !67)
!125 = !DILocation(line: 44, column: 16, scope: !67)
!126 = !DILocation(line: 45, column: 15, scope: !67)
!127 = !DILocation(line: 46, column: 15, scope: !67)
!128 = !DILocation(line: 47, column: 16, scope: !67)
!129 = !DILocation(line: 48, column: 15, scope: !67)
!130 = !DILocation(line: 0, scope: !82)
!131 = !DILocation(line: 49, column: 21, scope: !85)
!132 = !DILocation(line: 49, column: 3, scope: !82)
!133 = !DILocation(line: 50, column: 5, scope: !84)
!134 = !DILocation(line: 0, scope: !84)
!135 = !DILocation(line: 51, column: 30, scope: !87)
!136 = !DILocation(line: 51, column: 26, scope: !87)
!137 = !DILocation(line: 51, column: 35, scope: !87)
!138 = !DILocation(line: 51, column: 18, scope: !87)
!139 = !DILocation(line: 51, column: 41, scope: !87)
!140 = !DILocation(line: 0, scope: !87)
!141 = !DILocation(line: 52, column: 24, scope: !87)
!142 = !DILocation(line: 52, column: 7, scope: !87)
!143 = !DILocation(line: 52, column: 29, scope: !87)
!144 = !DILocation(line: 53, column: 18, scope: !87)
!145 = !DILocation(line: 53, column: 25, scope: !87)
!146 = !DILocation(line: 53, column: 7, scope: !87)
!147 = !DILocation(line: 53, column: 30, scope: !87)
!148 = !DILocation(line: 50, column: 32, scope: !88)
!149 = !DILocation(line: 50, column: 23, scope: !88)
!150 = distinct !{!150, !133, !151, !60}
!151 = !DILocation(line: 54, column: 5, scope: !84)
!152 = !DILocation(line: 49, column: 30, scope: !85)
!153 = distinct !{!153, !132, !154, !60}
!154 = !DILocation(line: 54, column: 5, scope: !82)
!155 = !DILocation(line: 0, scope: !90)
!156 = !DILocation(line: 55, column: 21, scope: !157)
!157 = distinct !DILexicalBlock(scope: !90, file: !1, line: 55, column: 3)
!158 = !DILocation(line: 55, column: 3, scope: !90)
!159 = !DILocation(line: 55, column: 30, scope: !157)
!160 = !DILocation(line: 56, column: 15, scope: !157)
!161 = !DILocation(line: 56, column: 12, scope: !157)
!162 = !DILocation(line: 56, column: 20, scope: !157)
!163 = !DILocation(line: 56, column: 10, scope: !157)
!164 = distinct !{!164, !158, !165, !60, !166}
!165 = !DILocation(line: 56, column: 22, scope: !90)
!166 = !{!"llvm.loop.isvectorized", i32 1}
!167 = !DILocation(line: 0, scope: !19, inlinedAt: !168)
!168 = distinct !DILocation(line: 57, column: 3, scope: !67)
!169 = !DILocation(line: 0, scope: !33, inlinedAt: !168)
!170 = !DILocation(line: 9, column: 3, scope: !33, inlinedAt: !168)
!171 = !DILocation(line: 11, column: 5, scope: !38, inlinedAt: !168)
!172 = !DILocation(line: 0, scope: !38, inlinedAt: !168)
!173 = !DILocation(line: 0, scope: !35, inlinedAt: !168)
!174 = !DILocation(line: 12, column: 29, scope: !53, inlinedAt: !168)
!175 = !DILocation(line: 12, column: 12, scope: !53, inlinedAt: !168)
!176 = !DILocation(line: 12, column: 36, scope: !53, inlinedAt: !168)
!177 = !DILocation(line: 12, column: 9, scope: !53, inlinedAt: !168)
!178 = !DILocation(line: 11, column: 32, scope: !53, inlinedAt: !168)
!179 = distinct !{!179, !171, !180, !60}
!180 = !DILocation(line: 12, column: 39, scope: !38, inlinedAt: !168)
!181 = distinct !{!181, !62}
!182 = !DILocation(line: 13, column: 5, scope: !35, inlinedAt: !168)
!183 = !DILocation(line: 13, column: 10, scope: !35, inlinedAt: !168)
!184 = !DILocation(line: 9, column: 30, scope: !36, inlinedAt: !168)
!185 = !DILocation(line: 9, column: 21, scope: !36, inlinedAt: !168)
!186 = distinct !{!186, !170, !187, !60}
!187 = !DILocation(line: 14, column: 3, scope: !33, inlinedAt: !168)
!188 = !DILocation(line: 22, column: 3, scope: !189, inlinedAt: !205)
!189 = distinct !DILexicalBlock(scope: !190, file: !1, line: 22, column: 3)
!190 = distinct !DISubprogram(name: "gemv_colmajor", scope: !1, file: !1, line: 17, type: !20, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !191)
!191 = !{!192, !193, !194, !195, !196, !197, !199, !200, !203}
!192 = !DILocalVariable(name: "rows", arg: 1, scope: !190, file: !1, line: 17, type: !7)
!193 = !DILocalVariable(name: "cols", arg: 2, scope: !190, file: !1, line: 17, type: !7)
!194 = !DILocalVariable(name: "Ac", arg: 3, scope: !190, file: !1, line: 17, type: !22)
!195 = !DILocalVariable(name: "x", arg: 4, scope: !190, file: !1, line: 17, type: !22)
!196 = !DILocalVariable(name: "y", arg: 5, scope: !190, file: !1, line: 18, type: !25)
!197 = !DILocalVariable(name: "i", scope: !198, file: !1, line: 20, type: !7)
!198 = distinct !DILexicalBlock(scope: !190, file: !1, line: 20, column: 3)
!199 = !DILocalVariable(name: "j", scope: !189, file: !1, line: 22, type: !7)
!200 = !DILocalVariable(name: "xj", scope: !201, file: !1, line: 23, type: !24)
!201 = distinct !DILexicalBlock(scope: !202, file: !1, line: 22, column: 34)
!202 = distinct !DILexicalBlock(scope: !189, file: !1, line: 22, column: 3)
!203 = !DILocalVariable(name: "i", scope: !204, file: !1, line: 24, type: !7)
!204 = distinct !DILexicalBlock(scope: !201, file: !1, line: 24, column: 5)
!205 = distinct !DILocation(line: 58, column: 3, scope: !67)
!206 = !DILocation(line: 0, scope: !189, inlinedAt: !205)
!207 = !DILocation(line: 23, column: 17, scope: !201, inlinedAt: !205)
!208 = !DILocation(line: 0, scope: !201, inlinedAt: !205)
!209 = !DILocation(line: 0, scope: !204, inlinedAt: !205)
!210 = !DILocation(line: 24, column: 5, scope: !204, inlinedAt: !205)
!211 = !DILocation(line: 24, column: 32, scope: !212, inlinedAt: !205)
!212 = distinct !DILexicalBlock(scope: !204, file: !1, line: 24, column: 5)
!213 = !DILocation(line: 25, column: 15, scope: !212, inlinedAt: !205)
!214 = !DILocation(line: 25, column: 12, scope: !212, inlinedAt: !205)
!215 = distinct !{!215, !210, !216, !60, !166}
!216 = !DILocation(line: 25, column: 40, scope: !204, inlinedAt: !205)
!217 = !DILocation(line: 25, column: 33, scope: !212, inlinedAt: !205)
!218 = !DILocation(line: 25, column: 7, scope: !212, inlinedAt: !205)
!219 = !DILocation(line: 24, column: 23, scope: !212, inlinedAt: !205)
!220 = distinct !{!220, !210, !216, !60, !221, !166}
!221 = !{!"llvm.loop.unroll.runtime.disable"}
!222 = !DILocation(line: 22, column: 30, scope: !202, inlinedAt: !205)
!223 = !DILocation(line: 22, column: 21, scope: !202, inlinedAt: !205)
!224 = distinct !{!224, !188, !225, !60}
!225 = !DILocation(line: 26, column: 3, scope: !189, inlinedAt: !205)
!226 = !DILocalVariable(name: "rows", arg: 1, scope: !227, file: !1, line: 29, type: !7)
!227 = distinct !DISubprogram(name: "gemv_t", scope: !1, file: !1, line: 29, type: !20, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !228)
!228 = !{!226, !229, !230, !231, !232, !233, !235, !238}
!229 = !DILocalVariable(name: "cols", arg: 2, scope: !227, file: !1, line: 29, type: !7)
!230 = !DILocalVariable(name: "A", arg: 3, scope: !227, file: !1, line: 29, type: !22)
!231 = !DILocalVariable(name: "y", arg: 4, scope: !227, file: !1, line: 29, type: !22)
!232 = !DILocalVariable(name: "z", arg: 5, scope: !227, file: !1, line: 29, type: !25)
!233 = !DILocalVariable(name: "j", scope: !234, file: !1, line: 31, type: !7)
!234 = distinct !DILexicalBlock(scope: !227, file: !1, line: 31, column: 3)
!235 = !DILocalVariable(name: "s", scope: !236, file: !1, line: 32, type: !24)
!236 = distinct !DILexicalBlock(scope: !237, file: !1, line: 31, column: 34)
!237 = distinct !DILexicalBlock(scope: !234, file: !1, line: 31, column: 3)
!238 = !DILocalVariable(name: "i", scope: !239, file: !1, line: 33, type: !7)
!239 = distinct !DILexicalBlock(scope: !236, file: !1, line: 33, column: 5)
!240 = !DILocation(line: 0, scope: !227, inlinedAt: !241)
!241 = distinct !DILocation(line: 59, column: 3, scope: !67)
!242 = !DILocation(line: 0, scope: !234, inlinedAt: !241)
!243 = !DILocation(line: 31, column: 3, scope: !234, inlinedAt: !241)
!244 = !DILocation(line: 33, column: 5, scope: !239, inlinedAt: !241)
!245 = !DILocation(line: 0, scope: !239, inlinedAt: !241)
!246 = !DILocation(line: 0, scope: !236, inlinedAt: !241)
!247 = !DILocation(line: 34, column: 22, scope: !248, inlinedAt: !241)
!248 = distinct !DILexicalBlock(scope: !239, file: !1, line: 33, column: 5)
!249 = !DILocation(line: 34, column: 29, scope: !248, inlinedAt: !241)
!250 = !DILocation(line: 34, column: 12, scope: !248, inlinedAt: !241)
!251 = !DILocation(line: 34, column: 36, scope: !248, inlinedAt: !241)
!252 = !DILocation(line: 34, column: 9, scope: !248, inlinedAt: !241)
!253 = !DILocation(line: 33, column: 32, scope: !248, inlinedAt: !241)
!254 = distinct !{!254, !244, !255, !60}
!255 = !DILocation(line: 34, column: 39, scope: !239, inlinedAt: !241)
!256 = !DILocation(line: 35, column: 5, scope: !236, inlinedAt: !241)
!257 = !DILocation(line: 35, column: 10, scope: !236, inlinedAt: !241)
!258 = !DILocation(line: 31, column: 30, scope: !237, inlinedAt: !241)
!259 = !DILocation(line: 31, column: 21, scope: !237, inlinedAt: !241)
!260 = distinct !{!260, !243, !261, !60}
!261 = !DILocation(line: 36, column: 3, scope: !234, inlinedAt: !241)
!262 = !DILocation(line: 0, scope: !93)
!263 = !DILocation(line: 61, column: 3, scope: !93)
!264 = !DILocation(line: 61, column: 21, scope: !265)
!265 = distinct !DILexicalBlock(scope: !93, file: !1, line: 61, column: 3)
!266 = !DILocation(line: 56, column: 5, scope: !157)
!267 = distinct !{!267, !158, !165, !60, !221, !166}
!268 = !DILocation(line: 62, column: 10, scope: !265)
!269 = !DILocation(line: 62, column: 17, scope: !265)
!270 = !DILocation(line: 62, column: 15, scope: !265)
!271 = !DILocation(line: 62, column: 7, scope: !265)
!272 = !DILocation(line: 61, column: 30, scope: !265)
!273 = distinct !{!273, !62}
!274 = !DILocation(line: 0, scope: !95)
!275 = !DILocation(line: 63, column: 3, scope: !95)
!276 = !DILocation(line: 63, column: 21, scope: !277)
!277 = distinct !DILexicalBlock(scope: !95, file: !1, line: 63, column: 3)
!278 = distinct !{!278, !263, !279, !60}
!279 = !DILocation(line: 62, column: 21, scope: !93)
!280 = !DILocation(line: 64, column: 10, scope: !277)
!281 = !DILocation(line: 64, column: 7, scope: !277)
!282 = !DILocation(line: 63, column: 30, scope: !277)
!283 = distinct !{!283, !62}
!284 = !DILocation(line: 65, column: 3, scope: !67)
!285 = !DILocation(line: 66, column: 3, scope: !67)
!286 = !DILocation(line: 67, column: 3, scope: !67)
!287 = !DILocation(line: 68, column: 3, scope: !67)
!288 = !DILocation(line: 69, column: 3, scope: !67)
!289 = !DILocation(line: 70, column: 3, scope: !67)
!290 = !DILocation(line: 71, column: 3, scope: !67)
!291 = !DILocation(line: 73, column: 1, scope: !67)
!292 = distinct !{!292, !275, !293, !60}
!293 = !DILocation(line: 64, column: 13, scope: !95)
