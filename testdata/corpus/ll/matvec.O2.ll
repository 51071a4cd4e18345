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
  %6 = icmp sgt i32 %0, 0, !dbg !41
  br i1 %6, label %7, label %21, !dbg !42

7:                                                ; preds = %5
  %8 = icmp sgt i32 %1, 0
  %9 = sext i32 %1 to i64
  %10 = zext i32 %0 to i64, !dbg !41
  %11 = zext i32 %1 to i64
  %12 = add nsw i64 %11, -1, !dbg !42
  %13 = and i64 %11, 3
  %14 = icmp ult i64 %12, 3
  %15 = and i64 %11, 4294967292
  %16 = icmp eq i64 %13, 0
  br label %17, !dbg !42

17:                                               ; preds = %7, %39
  %18 = phi i64 [ 0, %7 ], [ %42, %39 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()), !dbg !44
  br i1 %8, label %19, label %39, !dbg !45

19:                                               ; preds = %17
  %20 = mul nsw i64 %18, %9
  br i1 %14, label %22, label %44, !dbg !45

21:                                               ; preds = %39, %5
  ret void, !dbg !46

22:                                               ; preds = %44, %19
  %23 = phi double [ undef, %19 ], [ %74, %44 ]
  %24 = phi i64 [ 0, %19 ], [ %75, %44 ]
  %25 = phi double [ 0.000000e+00, %19 ], [ %74, %44 ]
  br i1 %16, label %39, label %26, !dbg !45

26:                                               ; preds = %22, %26
  %27 = phi i64 [ %36, %26 ], [ %24, %22 ]
  %28 = phi double [ %35, %26 ], [ %25, %22 ]
  %29 = phi i64 [ %37, %26 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double %28, metadata !34, metadata !DIExpression()), !dbg !44
  %30 = add nsw i64 %20, %27, !dbg !47
  %31 = getelementptr inbounds double, double* %2, i64 %30, !dbg !49
  %32 = load double, double* %31, align 8, !dbg !49, !tbaa !50
  %33 = getelementptr inbounds double, double* %3, i64 %27, !dbg !54
  %34 = load double, double* %33, align 8, !dbg !54, !tbaa !50
  %35 = tail call double @llvm.fmuladd.f64(double %32, double %34, double %28), !dbg !55
  call void @llvm.dbg.value(metadata double %35, metadata !34, metadata !DIExpression()), !dbg !44
  %36 = add nuw nsw i64 %27, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %36, metadata !37, metadata !DIExpression()), !dbg !43
  %37 = add i64 %29, 1, !dbg !45
  %38 = icmp eq i64 %37, %13, !dbg !45
  br i1 %38, label %39, label %26, !dbg !45, !llvm.loop !57

39:                                               ; preds = %22, %26, %17
  %40 = phi double [ 0.000000e+00, %17 ], [ %23, %22 ], [ %35, %26 ], !dbg !44
  %41 = getelementptr inbounds double, double* %4, i64 %18, !dbg !59
  store double %40, double* %41, align 8, !dbg !60, !tbaa !50
  %42 = add nuw nsw i64 %18, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %42, metadata !32, metadata !DIExpression()), !dbg !40
  %43 = icmp eq i64 %42, %10, !dbg !41
  br i1 %43, label %21, label %17, !dbg !42, !llvm.loop !62

44:                                               ; preds = %19, %44
  %45 = phi i64 [ %75, %44 ], [ 0, %19 ]
  %46 = phi double [ %74, %44 ], [ 0.000000e+00, %19 ]
  %47 = phi i64 [ %76, %44 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double %46, metadata !34, metadata !DIExpression()), !dbg !44
  %48 = add nsw i64 %20, %45, !dbg !47
  %49 = getelementptr inbounds double, double* %2, i64 %48, !dbg !49
  %50 = load double, double* %49, align 8, !dbg !49, !tbaa !50
  %51 = getelementptr inbounds double, double* %3, i64 %45, !dbg !54
  %52 = load double, double* %51, align 8, !dbg !54, !tbaa !50
  %53 = tail call double @llvm.fmuladd.f64(double %50, double %52, double %46), !dbg !55
  call void @llvm.dbg.value(metadata double %53, metadata !34, metadata !DIExpression()), !dbg !44
  %54 = or i64 %45, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %54, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %54, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double %53, metadata !34, metadata !DIExpression()), !dbg !44
  %55 = add nsw i64 %20, %54, !dbg !47
  %56 = getelementptr inbounds double, double* %2, i64 %55, !dbg !49
  %57 = load double, double* %56, align 8, !dbg !49, !tbaa !50
  %58 = getelementptr inbounds double, double* %3, i64 %54, !dbg !54
  %59 = load double, double* %58, align 8, !dbg !54, !tbaa !50
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %53), !dbg !55
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()), !dbg !44
  %61 = or i64 %45, 2, !dbg !56
  call void @llvm.dbg.value(metadata i64 %61, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %61, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double %60, metadata !34, metadata !DIExpression()), !dbg !44
  %62 = add nsw i64 %20, %61, !dbg !47
  %63 = getelementptr inbounds double, double* %2, i64 %62, !dbg !49
  %64 = load double, double* %63, align 8, !dbg !49, !tbaa !50
  %65 = getelementptr inbounds double, double* %3, i64 %61, !dbg !54
  %66 = load double, double* %65, align 8, !dbg !54, !tbaa !50
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %60), !dbg !55
  call void @llvm.dbg.value(metadata double %67, metadata !34, metadata !DIExpression()), !dbg !44
  %68 = or i64 %45, 3, !dbg !56
  call void @llvm.dbg.value(metadata i64 %68, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata i64 %68, metadata !37, metadata !DIExpression()), !dbg !43
  call void @llvm.dbg.value(metadata double %67, metadata !34, metadata !DIExpression()), !dbg !44
  %69 = add nsw i64 %20, %68, !dbg !47
  %70 = getelementptr inbounds double, double* %2, i64 %69, !dbg !49
  %71 = load double, double* %70, align 8, !dbg !49, !tbaa !50
  %72 = getelementptr inbounds double, double* %3, i64 %68, !dbg !54
  %73 = load double, double* %72, align 8, !dbg !54, !tbaa !50
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %67), !dbg !55
  call void @llvm.dbg.value(metadata double %74, metadata !34, metadata !DIExpression()), !dbg !44
  %75 = add nuw nsw i64 %45, 4, !dbg !56
  call void @llvm.dbg.value(metadata i64 %75, metadata !37, metadata !DIExpression()), !dbg !43
  %76 = add i64 %47, 4, !dbg !45
  %77 = icmp eq i64 %76, %15, !dbg !45
  br i1 %77, label %22, label %44, !dbg !45, !llvm.loop !65
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
  call void @llvm.dbg.value(metadata i8* %6, metadata !102, metadata !DIExpression()) #8, !dbg !110
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !112
  %8 = trunc i64 %7 to i32, !dbg !113
  call void @llvm.dbg.value(metadata i32 %8, metadata !73, metadata !DIExpression()), !dbg !96
  %9 = icmp eq i32 %0, 2, !dbg !114
  br i1 %9, label %15, label %10, !dbg !115

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !116
  %12 = load i8*, i8** %11, align 8, !dbg !116, !tbaa !100
  call void @llvm.dbg.value(metadata i8* %12, metadata !102, metadata !DIExpression()) #8, !dbg !117
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !119
  %14 = trunc i64 %13 to i32, !dbg !120
  br label %15, !dbg !115

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 300, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 200, %4 ], [ 200, %2 ], !dbg !115
  call void @llvm.dbg.value(metadata i32 %17, metadata !74, metadata !DIExpression()), !dbg !96
  %18 = sext i32 %16 to i64, !dbg !121
  %19 = sext i32 %17 to i64, !dbg !122
  %20 = mul nsw i64 %19, %18, !dbg !123
  %21 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !124
  %22 = bitcast i8* %21 to double*, !dbg !124
  call void @llvm.dbg.value(metadata double* %22, metadata !75, metadata !DIExpression()), !dbg !96
  %23 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !125
  %24 = bitcast i8* %23 to double*, !dbg !125
  call void @llvm.dbg.value(metadata double* %24, metadata !76, metadata !DIExpression()), !dbg !96
  %25 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #8, !dbg !126
  %26 = bitcast i8* %25 to double*, !dbg !126
  call void @llvm.dbg.value(metadata double* %26, metadata !77, metadata !DIExpression()), !dbg !96
  %27 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #8, !dbg !127
  %28 = bitcast i8* %27 to double*, !dbg !127
  call void @llvm.dbg.value(metadata double* %28, metadata !78, metadata !DIExpression()), !dbg !96
  %29 = tail call noalias i8* @calloc(i64 noundef %18, i64 noundef 8) #8, !dbg !128
  %30 = bitcast i8* %29 to double*, !dbg !128
  call void @llvm.dbg.value(metadata double* %30, metadata !79, metadata !DIExpression()), !dbg !96
  %31 = tail call noalias i8* @calloc(i64 noundef %19, i64 noundef 8) #8, !dbg !129
  %32 = bitcast i8* %31 to double*, !dbg !129
  call void @llvm.dbg.value(metadata double* %32, metadata !80, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !130
  %33 = icmp sgt i32 %16, 0, !dbg !131
  br i1 %33, label %34, label %44, !dbg !132

34:                                               ; preds = %15
  %35 = icmp sgt i32 %17, 0
  %36 = zext i32 %16 to i64, !dbg !131
  %37 = zext i32 %17 to i64
  br label %38, !dbg !132

38:                                               ; preds = %34, %109
  %39 = phi i64 [ 0, %34 ], [ %110, %109 ]
  call void @llvm.dbg.value(metadata i64 %39, metadata !81, metadata !DIExpression()), !dbg !130
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !133
  br i1 %35, label %40, label %109, !dbg !134

40:                                               ; preds = %38
  %41 = trunc i64 %39 to i32
  %42 = mul nsw i32 %41, 7
  %43 = mul nsw i64 %39, %19
  br label %112, !dbg !134

44:                                               ; preds = %109, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !89, metadata !DIExpression()), !dbg !135
  %45 = icmp sgt i32 %17, 0, !dbg !136
  br i1 %45, label %46, label %127, !dbg !138

46:                                               ; preds = %44
  %47 = zext i32 %17 to i64, !dbg !136
  %48 = icmp ult i32 %17, 4, !dbg !138
  br i1 %48, label %107, label %49, !dbg !138

49:                                               ; preds = %46
  %50 = and i64 %47, 4294967292, !dbg !138
  %51 = add nsw i64 %50, -4, !dbg !138
  %52 = lshr exact i64 %51, 2, !dbg !138
  %53 = add nuw nsw i64 %52, 1, !dbg !138
  %54 = and i64 %53, 1, !dbg !138
  %55 = icmp eq i64 %51, 0, !dbg !138
  br i1 %55, label %89, label %56, !dbg !138

56:                                               ; preds = %49
  %57 = and i64 %53, 9223372036854775806, !dbg !138
  br label %58, !dbg !138

58:                                               ; preds = %58, %56
  %59 = phi i64 [ 0, %56 ], [ %85, %58 ], !dbg !139
  %60 = phi <2 x i32> [ <i32 0, i32 1>, %56 ], [ %86, %58 ], !dbg !140
  %61 = phi i64 [ 0, %56 ], [ %87, %58 ]
  %62 = add <2 x i32> %60, <i32 2, i32 2>, !dbg !140
  %63 = and <2 x i32> %60, <i32 3, i32 3>, !dbg !140
  %64 = and <2 x i32> %62, <i32 3, i32 3>, !dbg !140
  %65 = sitofp <2 x i32> %63 to <2 x double>, !dbg !141
  %66 = sitofp <2 x i32> %64 to <2 x double>, !dbg !141
  %67 = fmul <2 x double> %65, <double 2.500000e-01, double 2.500000e-01>, !dbg !142
  %68 = fmul <2 x double> %66, <double 2.500000e-01, double 2.500000e-01>, !dbg !142
  %69 = getelementptr inbounds double, double* %26, i64 %59, !dbg !139
  %70 = bitcast double* %69 to <2 x double>*, !dbg !143
  store <2 x double> %67, <2 x double>* %70, align 8, !dbg !143, !tbaa !50
  %71 = getelementptr inbounds double, double* %69, i64 2, !dbg !143
  %72 = bitcast double* %71 to <2 x double>*, !dbg !143
  store <2 x double> %68, <2 x double>* %72, align 8, !dbg !143, !tbaa !50
  %73 = or i64 %59, 4, !dbg !139
  %74 = add <2 x i32> %60, <i32 2, i32 2>, !dbg !140
  %75 = and <2 x i32> %60, <i32 3, i32 3>, !dbg !140
  %76 = and <2 x i32> %74, <i32 3, i32 3>, !dbg !140
  %77 = sitofp <2 x i32> %75 to <2 x double>, !dbg !141
  %78 = sitofp <2 x i32> %76 to <2 x double>, !dbg !141
  %79 = fmul <2 x double> %77, <double 2.500000e-01, double 2.500000e-01>, !dbg !142
  %80 = fmul <2 x double> %78, <double 2.500000e-01, double 2.500000e-01>, !dbg !142
  %81 = getelementptr inbounds double, double* %26, i64 %73, !dbg !139
  %82 = bitcast double* %81 to <2 x double>*, !dbg !143
  store <2 x double> %79, <2 x double>* %82, align 8, !dbg !143, !tbaa !50
  %83 = getelementptr inbounds double, double* %81, i64 2, !dbg !143
  %84 = bitcast double* %83 to <2 x double>*, !dbg !143
  store <2 x double> %80, <2 x double>* %84, align 8, !dbg !143, !tbaa !50
  %85 = add nuw i64 %59, 8, !dbg !139
  %86 = add <2 x i32> %60, <i32 8, i32 8>, !dbg !140
  %87 = add i64 %61, 2, !dbg !139
  %88 = icmp eq i64 %87, %57, !dbg !139
  br i1 %88, label %89, label %58, !dbg !139, !llvm.loop !144

89:                                               ; preds = %58, %49
  %90 = phi i64 [ 0, %49 ], [ %85, %58 ]
  %91 = phi <2 x i32> [ <i32 0, i32 1>, %49 ], [ %86, %58 ]
  %92 = icmp eq i64 %54, 0, !dbg !139
  br i1 %92, label %105, label %93, !dbg !139

93:                                               ; preds = %89
  %94 = add <2 x i32> %91, <i32 2, i32 2>, !dbg !140
  %95 = and <2 x i32> %91, <i32 3, i32 3>, !dbg !140
  %96 = and <2 x i32> %94, <i32 3, i32 3>, !dbg !140
  %97 = sitofp <2 x i32> %95 to <2 x double>, !dbg !141
  %98 = sitofp <2 x i32> %96 to <2 x double>, !dbg !141
  %99 = fmul <2 x double> %97, <double 2.500000e-01, double 2.500000e-01>, !dbg !142
  %100 = fmul <2 x double> %98, <double 2.500000e-01, double 2.500000e-01>, !dbg !142
  %101 = getelementptr inbounds double, double* %26, i64 %90, !dbg !139
  %102 = bitcast double* %101 to <2 x double>*, !dbg !143
  store <2 x double> %99, <2 x double>* %102, align 8, !dbg !143, !tbaa !50
  %103 = getelementptr inbounds double, double* %101, i64 2, !dbg !143
  %104 = bitcast double* %103 to <2 x double>*, !dbg !143
  store <2 x double> %100, <2 x double>* %104, align 8, !dbg !143, !tbaa !50
  br label %105, !dbg !138

105:                                              ; preds = %89, %93
  %106 = icmp eq i64 %50, %47, !dbg !138
  br i1 %106, label %127, label %107, !dbg !138

107:                                              ; preds = %46, %105
  %108 = phi i64 [ 0, %46 ], [ %50, %105 ]
  br label %354, !dbg !138

109:                                              ; preds = %112, %38
  %110 = add nuw nsw i64 %39, 1, !dbg !147
  call void @llvm.dbg.value(metadata i64 %110, metadata !81, metadata !DIExpression()), !dbg !130
  %111 = icmp eq i64 %110, %36, !dbg !131
  br i1 %111, label %44, label %38, !dbg !132, !llvm.loop !148

112:                                              ; preds = %40, %112
  %113 = phi i64 [ 0, %40 ], [ %125, %112 ]
  call void @llvm.dbg.value(metadata i64 %113, metadata !83, metadata !DIExpression()), !dbg !133
  %114 = trunc i64 %113 to i32, !dbg !150
  %115 = mul nsw i32 %114, 3, !dbg !150
  %116 = add nuw nsw i32 %115, %42, !dbg !151
  %117 = urem i32 %116, 10, !dbg !152
  %118 = sitofp i32 %117 to double, !dbg !153
  %119 = fmul double %118, 1.250000e-01, !dbg !154
  call void @llvm.dbg.value(metadata double %119, metadata !86, metadata !DIExpression()), !dbg !155
  %120 = add nsw i64 %43, %113, !dbg !156
  %121 = getelementptr inbounds double, double* %22, i64 %120, !dbg !157
  store double %119, double* %121, align 8, !dbg !158, !tbaa !50
  %122 = mul nsw i64 %113, %18, !dbg !159
  %123 = add nsw i64 %122, %39, !dbg !160
  %124 = getelementptr inbounds double, double* %24, i64 %123, !dbg !161
  store double %119, double* %124, align 8, !dbg !162, !tbaa !50
  %125 = add nuw nsw i64 %113, 1, !dbg !163
  call void @llvm.dbg.value(metadata i64 %125, metadata !83, metadata !DIExpression()), !dbg !133
  %126 = icmp eq i64 %125, %37, !dbg !164
  br i1 %126, label %109, label %112, !dbg !134, !llvm.loop !165

127:                                              ; preds = %354, %105, %44
  call void @llvm.dbg.value(metadata i32 %8, metadata !27, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata i32 %17, metadata !28, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata double* %22, metadata !29, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata double* %26, metadata !30, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata double* %28, metadata !31, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #8, !dbg !169
  br i1 %33, label %128, label %196, !dbg !170

128:                                              ; preds = %127
  %129 = zext i32 %16 to i64, !dbg !171
  %130 = zext i32 %17 to i64
  %131 = add nsw i64 %130, -1, !dbg !170
  %132 = and i64 %130, 3
  %133 = icmp ult i64 %131, 3
  %134 = and i64 %130, 4294967292
  %135 = icmp eq i64 %132, 0
  br label %136, !dbg !170

136:                                              ; preds = %157, %128
  %137 = phi i64 [ 0, %128 ], [ %160, %157 ]
  call void @llvm.dbg.value(metadata i64 %137, metadata !32, metadata !DIExpression()) #8, !dbg !169
  call void @llvm.dbg.value(metadata i32 0, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !34, metadata !DIExpression()) #8, !dbg !173
  br i1 %45, label %138, label %157, !dbg !174

138:                                              ; preds = %136
  %139 = mul nsw i64 %137, %19
  br i1 %133, label %140, label %162, !dbg !174

140:                                              ; preds = %162, %138
  %141 = phi double [ undef, %138 ], [ %192, %162 ]
  %142 = phi i64 [ 0, %138 ], [ %193, %162 ]
  %143 = phi double [ 0.000000e+00, %138 ], [ %192, %162 ]
  br i1 %135, label %157, label %144, !dbg !174

144:                                              ; preds = %140, %144
  %145 = phi i64 [ %154, %144 ], [ %142, %140 ]
  %146 = phi double [ %153, %144 ], [ %143, %140 ]
  %147 = phi i64 [ %155, %144 ], [ 0, %140 ]
  call void @llvm.dbg.value(metadata i64 %145, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata double %146, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %148 = add nsw i64 %145, %139, !dbg !175
  %149 = getelementptr inbounds double, double* %22, i64 %148, !dbg !176
  %150 = load double, double* %149, align 8, !dbg !176, !tbaa !50
  %151 = getelementptr inbounds double, double* %26, i64 %145, !dbg !177
  %152 = load double, double* %151, align 8, !dbg !177, !tbaa !50
  %153 = tail call double @llvm.fmuladd.f64(double %150, double %152, double %146) #8, !dbg !178
  call void @llvm.dbg.value(metadata double %153, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %154 = add nuw nsw i64 %145, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %154, metadata !37, metadata !DIExpression()) #8, !dbg !172
  %155 = add i64 %147, 1, !dbg !174
  %156 = icmp eq i64 %155, %132, !dbg !174
  br i1 %156, label %157, label %144, !dbg !174, !llvm.loop !180

157:                                              ; preds = %140, %144, %136
  %158 = phi double [ 0.000000e+00, %136 ], [ %141, %140 ], [ %153, %144 ], !dbg !173
  %159 = getelementptr inbounds double, double* %28, i64 %137, !dbg !181
  store double %158, double* %159, align 8, !dbg !182, !tbaa !50
  %160 = add nuw nsw i64 %137, 1, !dbg !183
  call void @llvm.dbg.value(metadata i64 %160, metadata !32, metadata !DIExpression()) #8, !dbg !169
  %161 = icmp eq i64 %160, %129, !dbg !171
  br i1 %161, label %196, label %136, !dbg !170, !llvm.loop !184

162:                                              ; preds = %138, %162
  %163 = phi i64 [ %193, %162 ], [ 0, %138 ]
  %164 = phi double [ %192, %162 ], [ 0.000000e+00, %138 ]
  %165 = phi i64 [ %194, %162 ], [ 0, %138 ]
  call void @llvm.dbg.value(metadata i64 %163, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata double %164, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %166 = add nsw i64 %163, %139, !dbg !175
  %167 = getelementptr inbounds double, double* %22, i64 %166, !dbg !176
  %168 = load double, double* %167, align 8, !dbg !176, !tbaa !50
  %169 = getelementptr inbounds double, double* %26, i64 %163, !dbg !177
  %170 = load double, double* %169, align 8, !dbg !177, !tbaa !50
  %171 = tail call double @llvm.fmuladd.f64(double %168, double %170, double %164) #8, !dbg !178
  call void @llvm.dbg.value(metadata double %171, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %172 = or i64 %163, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %172, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata i64 %172, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata double %171, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %173 = add nsw i64 %172, %139, !dbg !175
  %174 = getelementptr inbounds double, double* %22, i64 %173, !dbg !176
  %175 = load double, double* %174, align 8, !dbg !176, !tbaa !50
  %176 = getelementptr inbounds double, double* %26, i64 %172, !dbg !177
  %177 = load double, double* %176, align 8, !dbg !177, !tbaa !50
  %178 = tail call double @llvm.fmuladd.f64(double %175, double %177, double %171) #8, !dbg !178
  call void @llvm.dbg.value(metadata double %178, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %179 = or i64 %163, 2, !dbg !179
  call void @llvm.dbg.value(metadata i64 %179, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata i64 %179, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata double %178, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %180 = add nsw i64 %179, %139, !dbg !175
  %181 = getelementptr inbounds double, double* %22, i64 %180, !dbg !176
  %182 = load double, double* %181, align 8, !dbg !176, !tbaa !50
  %183 = getelementptr inbounds double, double* %26, i64 %179, !dbg !177
  %184 = load double, double* %183, align 8, !dbg !177, !tbaa !50
  %185 = tail call double @llvm.fmuladd.f64(double %182, double %184, double %178) #8, !dbg !178
  call void @llvm.dbg.value(metadata double %185, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %186 = or i64 %163, 3, !dbg !179
  call void @llvm.dbg.value(metadata i64 %186, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata i64 %186, metadata !37, metadata !DIExpression()) #8, !dbg !172
  call void @llvm.dbg.value(metadata double %185, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %187 = add nsw i64 %186, %139, !dbg !175
  %188 = getelementptr inbounds double, double* %22, i64 %187, !dbg !176
  %189 = load double, double* %188, align 8, !dbg !176, !tbaa !50
  %190 = getelementptr inbounds double, double* %26, i64 %186, !dbg !177
  %191 = load double, double* %190, align 8, !dbg !177, !tbaa !50
  %192 = tail call double @llvm.fmuladd.f64(double %189, double %191, double %185) #8, !dbg !178
  call void @llvm.dbg.value(metadata double %192, metadata !34, metadata !DIExpression()) #8, !dbg !173
  %193 = add nuw nsw i64 %163, 4, !dbg !179
  call void @llvm.dbg.value(metadata i64 %193, metadata !37, metadata !DIExpression()) #8, !dbg !172
  %194 = add i64 %165, 4, !dbg !174
  %195 = icmp eq i64 %194, %134, !dbg !174
  br i1 %195, label %140, label %162, !dbg !174, !llvm.loop !186

196:                                              ; preds = %157, %127
  call void @llvm.dbg.value(metadata i32 0, metadata !188, metadata !DIExpression()) #8, !dbg !204
  br i1 %45, label %197, label %346, !dbg !206

197:                                              ; preds = %196
  %198 = zext i32 %17 to i64, !dbg !207
  %199 = zext i32 %16 to i64
  %200 = and i64 %199, 4294967292, !dbg !206
  %201 = add nsw i64 %200, -4, !dbg !206
  %202 = lshr exact i64 %201, 2, !dbg !206
  %203 = add nuw nsw i64 %202, 1, !dbg !206
  %204 = icmp ult i32 %16, 4
  %205 = and i64 %199, 4294967292
  %206 = and i64 %203, 1
  %207 = icmp eq i64 %201, 0
  %208 = and i64 %203, 9223372036854775806
  %209 = icmp eq i64 %206, 0
  %210 = icmp eq i64 %205, %199
  br label %211, !dbg !206

211:                                              ; preds = %286, %197
  %212 = phi i64 [ 0, %197 ], [ %287, %286 ]
  call void @llvm.dbg.value(metadata i64 %212, metadata !188, metadata !DIExpression()) #8, !dbg !204
  %213 = getelementptr inbounds double, double* %26, i64 %212, !dbg !208
  %214 = load double, double* %213, align 8, !dbg !208, !tbaa !50
  call void @llvm.dbg.value(metadata double %214, metadata !199, metadata !DIExpression()) #8, !dbg !209
  call void @llvm.dbg.value(metadata i32 0, metadata !202, metadata !DIExpression()) #8, !dbg !210
  br i1 %33, label %215, label %286, !dbg !211

215:                                              ; preds = %211
  %216 = mul nsw i64 %212, %18
  br i1 %204, label %284, label %217, !dbg !211

217:                                              ; preds = %215
  %218 = insertelement <2 x double> poison, double %214, i64 0, !dbg !211
  %219 = shufflevector <2 x double> %218, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !211
  %220 = insertelement <2 x double> poison, double %214, i64 0, !dbg !211
  %221 = shufflevector <2 x double> %220, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !211
  br i1 %207, label %263, label %222, !dbg !211

222:                                              ; preds = %217, %222
  %223 = phi i64 [ %260, %222 ], [ 0, %217 ], !dbg !212
  %224 = phi i64 [ %261, %222 ], [ 0, %217 ]
  %225 = add nsw i64 %223, %216, !dbg !212
  %226 = getelementptr inbounds double, double* %24, i64 %225, !dbg !212
  %227 = bitcast double* %226 to <2 x double>*, !dbg !214
  %228 = load <2 x double>, <2 x double>* %227, align 8, !dbg !214, !tbaa !50
  %229 = getelementptr inbounds double, double* %226, i64 2, !dbg !214
  %230 = bitcast double* %229 to <2 x double>*, !dbg !214
  %231 = load <2 x double>, <2 x double>* %230, align 8, !dbg !214, !tbaa !50
  %232 = getelementptr inbounds double, double* %30, i64 %223, !dbg !212
  %233 = bitcast double* %232 to <2 x double>*, !dbg !215
  %234 = load <2 x double>, <2 x double>* %233, align 8, !dbg !215, !tbaa !50
  %235 = getelementptr inbounds double, double* %232, i64 2, !dbg !215
  %236 = bitcast double* %235 to <2 x double>*, !dbg !215
  %237 = load <2 x double>, <2 x double>* %236, align 8, !dbg !215, !tbaa !50
  %238 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %228, <2 x double> %219, <2 x double> %234), !dbg !215
  %239 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %231, <2 x double> %221, <2 x double> %237), !dbg !215
  %240 = bitcast double* %232 to <2 x double>*, !dbg !215
  store <2 x double> %238, <2 x double>* %240, align 8, !dbg !215, !tbaa !50
  %241 = bitcast double* %235 to <2 x double>*, !dbg !215
  store <2 x double> %239, <2 x double>* %241, align 8, !dbg !215, !tbaa !50
  %242 = or i64 %223, 4, !dbg !212
  %243 = add nsw i64 %242, %216, !dbg !212
  %244 = getelementptr inbounds double, double* %24, i64 %243, !dbg !212
  %245 = bitcast double* %244 to <2 x double>*, !dbg !214
  %246 = load <2 x double>, <2 x double>* %245, align 8, !dbg !214, !tbaa !50
  %247 = getelementptr inbounds double, double* %244, i64 2, !dbg !214
  %248 = bitcast double* %247 to <2 x double>*, !dbg !214
  %249 = load <2 x double>, <2 x double>* %248, align 8, !dbg !214, !tbaa !50
  %250 = getelementptr inbounds double, double* %30, i64 %242, !dbg !212
  %251 = bitcast double* %250 to <2 x double>*, !dbg !215
  %252 = load <2 x double>, <2 x double>* %251, align 8, !dbg !215, !tbaa !50
  %253 = getelementptr inbounds double, double* %250, i64 2, !dbg !215
  %254 = bitcast double* %253 to <2 x double>*, !dbg !215
  %255 = load <2 x double>, <2 x double>* %254, align 8, !dbg !215, !tbaa !50
  %256 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %246, <2 x double> %219, <2 x double> %252), !dbg !215
  %257 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %249, <2 x double> %221, <2 x double> %255), !dbg !215
  %258 = bitcast double* %250 to <2 x double>*, !dbg !215
  store <2 x double> %256, <2 x double>* %258, align 8, !dbg !215, !tbaa !50
  %259 = bitcast double* %253 to <2 x double>*, !dbg !215
  store <2 x double> %257, <2 x double>* %259, align 8, !dbg !215, !tbaa !50
  %260 = add nuw i64 %223, 8, !dbg !212
  %261 = add i64 %224, 2, !dbg !212
  %262 = icmp eq i64 %261, %208, !dbg !212
  br i1 %262, label %263, label %222, !dbg !212, !llvm.loop !216

263:                                              ; preds = %222, %217
  %264 = phi i64 [ 0, %217 ], [ %260, %222 ]
  br i1 %209, label %283, label %265, !dbg !212

265:                                              ; preds = %263
  %266 = add nsw i64 %264, %216, !dbg !212
  %267 = getelementptr inbounds double, double* %24, i64 %266, !dbg !212
  %268 = bitcast double* %267 to <2 x double>*, !dbg !214
  %269 = load <2 x double>, <2 x double>* %268, align 8, !dbg !214, !tbaa !50
  %270 = getelementptr inbounds double, double* %267, i64 2, !dbg !214
  %271 = bitcast double* %270 to <2 x double>*, !dbg !214
  %272 = load <2 x double>, <2 x double>* %271, align 8, !dbg !214, !tbaa !50
  %273 = getelementptr inbounds double, double* %30, i64 %264, !dbg !212
  %274 = bitcast double* %273 to <2 x double>*, !dbg !215
  %275 = load <2 x double>, <2 x double>* %274, align 8, !dbg !215, !tbaa !50
  %276 = getelementptr inbounds double, double* %273, i64 2, !dbg !215
  %277 = bitcast double* %276 to <2 x double>*, !dbg !215
  %278 = load <2 x double>, <2 x double>* %277, align 8, !dbg !215, !tbaa !50
  %279 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> %219, <2 x double> %275), !dbg !215
  %280 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> %221, <2 x double> %278), !dbg !215
  %281 = bitcast double* %273 to <2 x double>*, !dbg !215
  store <2 x double> %279, <2 x double>* %281, align 8, !dbg !215, !tbaa !50
  %282 = bitcast double* %276 to <2 x double>*, !dbg !215
  store <2 x double> %280, <2 x double>* %282, align 8, !dbg !215, !tbaa !50
  br label %283, !dbg !211

283:                                              ; preds = %263, %265
  br i1 %210, label %286, label %284, !dbg !211

284:                                              ; preds = %215, %283
  %285 = phi i64 [ 0, %215 ], [ %205, %283 ]
  br label %294, !dbg !211

286:                                              ; preds = %294, %283, %211
  %287 = add nuw nsw i64 %212, 1, !dbg !218
  call void @llvm.dbg.value(metadata i64 %287, metadata !188, metadata !DIExpression()) #8, !dbg !204
  %288 = icmp eq i64 %287, %198, !dbg !207
  br i1 %288, label %289, label %211, !dbg !206, !llvm.loop !219

289:                                              ; preds = %286
  %290 = and i64 %199, 1
  %291 = icmp eq i32 %16, 1
  %292 = and i64 %199, 4294967294
  %293 = icmp eq i64 %290, 0
  br label %304, !dbg !221

294:                                              ; preds = %284, %294
  %295 = phi i64 [ %302, %294 ], [ %285, %284 ]
  call void @llvm.dbg.value(metadata i64 %295, metadata !202, metadata !DIExpression()) #8, !dbg !210
  %296 = add nsw i64 %295, %216, !dbg !237
  %297 = getelementptr inbounds double, double* %24, i64 %296, !dbg !214
  %298 = load double, double* %297, align 8, !dbg !214, !tbaa !50
  %299 = getelementptr inbounds double, double* %30, i64 %295, !dbg !238
  %300 = load double, double* %299, align 8, !dbg !215, !tbaa !50
  %301 = tail call double @llvm.fmuladd.f64(double %298, double %214, double %300) #8, !dbg !215
  store double %301, double* %299, align 8, !dbg !215, !tbaa !50
  %302 = add nuw nsw i64 %295, 1, !dbg !212
  call void @llvm.dbg.value(metadata i64 %302, metadata !202, metadata !DIExpression()) #8, !dbg !210
  %303 = icmp eq i64 %302, %199, !dbg !239
  br i1 %303, label %286, label %294, !dbg !211, !llvm.loop !240

304:                                              ; preds = %289, %319
  %305 = phi i64 [ %322, %319 ], [ 0, %289 ]
  call void @llvm.dbg.value(metadata i64 %305, metadata !230, metadata !DIExpression()) #8, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !234, metadata !DIExpression()) #8, !dbg !243
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !231, metadata !DIExpression()) #8, !dbg !244
  br i1 %33, label %306, label %319, !dbg !245

306:                                              ; preds = %304
  br i1 %291, label %307, label %324, !dbg !245

307:                                              ; preds = %324, %306
  %308 = phi double [ undef, %306 ], [ %342, %324 ]
  %309 = phi i64 [ 0, %306 ], [ %343, %324 ]
  %310 = phi double [ 0.000000e+00, %306 ], [ %342, %324 ]
  br i1 %293, label %319, label %311, !dbg !245

311:                                              ; preds = %307
  call void @llvm.dbg.value(metadata i64 %309, metadata !234, metadata !DIExpression()) #8, !dbg !243
  call void @llvm.dbg.value(metadata double %310, metadata !231, metadata !DIExpression()) #8, !dbg !244
  %312 = mul nuw nsw i64 %309, %198, !dbg !246
  %313 = add nuw nsw i64 %312, %305, !dbg !248
  %314 = getelementptr inbounds double, double* %22, i64 %313, !dbg !249
  %315 = load double, double* %314, align 8, !dbg !249, !tbaa !50
  %316 = getelementptr inbounds double, double* %28, i64 %309, !dbg !250
  %317 = load double, double* %316, align 8, !dbg !250, !tbaa !50
  %318 = tail call double @llvm.fmuladd.f64(double %315, double %317, double %310) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %318, metadata !231, metadata !DIExpression()) #8, !dbg !244
  call void @llvm.dbg.value(metadata i64 %309, metadata !234, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #8, !dbg !243
  br label %319, !dbg !252

319:                                              ; preds = %311, %307, %304
  %320 = phi double [ 0.000000e+00, %304 ], [ %308, %307 ], [ %318, %311 ], !dbg !244
  %321 = getelementptr inbounds double, double* %32, i64 %305, !dbg !252
  store double %320, double* %321, align 8, !dbg !253, !tbaa !50
  %322 = add nuw nsw i64 %305, 1, !dbg !254
  call void @llvm.dbg.value(metadata i64 %322, metadata !230, metadata !DIExpression()) #8, !dbg !242
  %323 = icmp eq i64 %322, %198, !dbg !255
  br i1 %323, label %346, label %304, !dbg !221, !llvm.loop !256

324:                                              ; preds = %306, %324
  %325 = phi i64 [ %343, %324 ], [ 0, %306 ]
  %326 = phi double [ %342, %324 ], [ 0.000000e+00, %306 ]
  %327 = phi i64 [ %344, %324 ], [ 0, %306 ]
  call void @llvm.dbg.value(metadata i64 %325, metadata !234, metadata !DIExpression()) #8, !dbg !243
  call void @llvm.dbg.value(metadata double %326, metadata !231, metadata !DIExpression()) #8, !dbg !244
  %328 = mul nuw nsw i64 %325, %198, !dbg !246
  %329 = add nuw nsw i64 %328, %305, !dbg !248
  %330 = getelementptr inbounds double, double* %22, i64 %329, !dbg !249
  %331 = load double, double* %330, align 8, !dbg !249, !tbaa !50
  %332 = getelementptr inbounds double, double* %28, i64 %325, !dbg !250
  %333 = load double, double* %332, align 8, !dbg !250, !tbaa !50
  %334 = tail call double @llvm.fmuladd.f64(double %331, double %333, double %326) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %334, metadata !231, metadata !DIExpression()) #8, !dbg !244
  %335 = or i64 %325, 1, !dbg !258
  call void @llvm.dbg.value(metadata i64 %335, metadata !234, metadata !DIExpression()) #8, !dbg !243
  call void @llvm.dbg.value(metadata i64 %335, metadata !234, metadata !DIExpression()) #8, !dbg !243
  call void @llvm.dbg.value(metadata double %334, metadata !231, metadata !DIExpression()) #8, !dbg !244
  %336 = mul nuw nsw i64 %335, %198, !dbg !246
  %337 = add nuw nsw i64 %336, %305, !dbg !248
  %338 = getelementptr inbounds double, double* %22, i64 %337, !dbg !249
  %339 = load double, double* %338, align 8, !dbg !249, !tbaa !50
  %340 = getelementptr inbounds double, double* %28, i64 %335, !dbg !250
  %341 = load double, double* %340, align 8, !dbg !250, !tbaa !50
  %342 = tail call double @llvm.fmuladd.f64(double %339, double %341, double %334) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %342, metadata !231, metadata !DIExpression()) #8, !dbg !244
  %343 = add nuw nsw i64 %325, 2, !dbg !258
  call void @llvm.dbg.value(metadata i64 %343, metadata !234, metadata !DIExpression()) #8, !dbg !243
  %344 = add i64 %327, 2, !dbg !245
  %345 = icmp eq i64 %344, %292, !dbg !245
  br i1 %345, label %307, label %324, !dbg !245, !llvm.loop !259

346:                                              ; preds = %319, %196
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !91, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !92, metadata !DIExpression()), !dbg !261
  br i1 %33, label %347, label %381, !dbg !262

347:                                              ; preds = %346
  %348 = zext i32 %16 to i64, !dbg !263
  %349 = add nsw i64 %348, -1, !dbg !262
  %350 = and i64 %348, 3, !dbg !262
  %351 = icmp ult i64 %349, 3, !dbg !262
  br i1 %351, label %363, label %352, !dbg !262

352:                                              ; preds = %347
  %353 = and i64 %348, 4294967292, !dbg !262
  br label %390, !dbg !262

354:                                              ; preds = %107, %354
  %355 = phi i64 [ %361, %354 ], [ %108, %107 ]
  call void @llvm.dbg.value(metadata i64 %355, metadata !89, metadata !DIExpression()), !dbg !135
  %356 = trunc i64 %355 to i32, !dbg !140
  %357 = and i32 %356, 3, !dbg !140
  %358 = sitofp i32 %357 to double, !dbg !141
  %359 = fmul double %358, 2.500000e-01, !dbg !142
  %360 = getelementptr inbounds double, double* %26, i64 %355, !dbg !265
  store double %359, double* %360, align 8, !dbg !143, !tbaa !50
  %361 = add nuw nsw i64 %355, 1, !dbg !139
  call void @llvm.dbg.value(metadata i64 %361, metadata !89, metadata !DIExpression()), !dbg !135
  %362 = icmp eq i64 %361, %47, !dbg !136
  br i1 %362, label %127, label %354, !dbg !138, !llvm.loop !266

363:                                              ; preds = %390, %347
  %364 = phi double [ undef, %347 ], [ %420, %390 ]
  %365 = phi i64 [ 0, %347 ], [ %421, %390 ]
  %366 = phi double [ 0.000000e+00, %347 ], [ %420, %390 ]
  %367 = icmp eq i64 %350, 0, !dbg !262
  br i1 %367, label %381, label %368, !dbg !262

368:                                              ; preds = %363, %368
  %369 = phi i64 [ %378, %368 ], [ %365, %363 ]
  %370 = phi double [ %377, %368 ], [ %366, %363 ]
  %371 = phi i64 [ %379, %368 ], [ 0, %363 ]
  call void @llvm.dbg.value(metadata i64 %369, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double %370, metadata !91, metadata !DIExpression()), !dbg !96
  %372 = getelementptr inbounds double, double* %28, i64 %369, !dbg !267
  %373 = load double, double* %372, align 8, !dbg !267, !tbaa !50
  %374 = getelementptr inbounds double, double* %30, i64 %369, !dbg !268
  %375 = load double, double* %374, align 8, !dbg !268, !tbaa !50
  %376 = fsub double %373, %375, !dbg !269
  %377 = fadd double %370, %376, !dbg !270
  call void @llvm.dbg.value(metadata double %377, metadata !91, metadata !DIExpression()), !dbg !96
  %378 = add nuw nsw i64 %369, 1, !dbg !271
  call void @llvm.dbg.value(metadata i64 %378, metadata !92, metadata !DIExpression()), !dbg !261
  %379 = add i64 %371, 1, !dbg !262
  %380 = icmp eq i64 %379, %350, !dbg !262
  br i1 %380, label %381, label %368, !dbg !262, !llvm.loop !272

381:                                              ; preds = %363, %368, %346
  %382 = phi double [ 0.000000e+00, %346 ], [ %364, %363 ], [ %377, %368 ], !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %382, metadata !91, metadata !DIExpression()), !dbg !96
  br i1 %45, label %383, label %439, !dbg !274

383:                                              ; preds = %381
  %384 = zext i32 %17 to i64, !dbg !275
  %385 = add nsw i64 %384, -1, !dbg !274
  %386 = and i64 %384, 7, !dbg !274
  %387 = icmp ult i64 %385, 7, !dbg !274
  br i1 %387, label %424, label %388, !dbg !274

388:                                              ; preds = %383
  %389 = and i64 %384, 4294967288, !dbg !274
  br label %442, !dbg !274

390:                                              ; preds = %390, %352
  %391 = phi i64 [ 0, %352 ], [ %421, %390 ]
  %392 = phi double [ 0.000000e+00, %352 ], [ %420, %390 ]
  %393 = phi i64 [ 0, %352 ], [ %422, %390 ]
  call void @llvm.dbg.value(metadata i64 %391, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double %392, metadata !91, metadata !DIExpression()), !dbg !96
  %394 = getelementptr inbounds double, double* %28, i64 %391, !dbg !267
  %395 = load double, double* %394, align 8, !dbg !267, !tbaa !50
  %396 = getelementptr inbounds double, double* %30, i64 %391, !dbg !268
  %397 = load double, double* %396, align 8, !dbg !268, !tbaa !50
  %398 = fsub double %395, %397, !dbg !269
  %399 = fadd double %392, %398, !dbg !270
  call void @llvm.dbg.value(metadata double %399, metadata !91, metadata !DIExpression()), !dbg !96
  %400 = or i64 %391, 1, !dbg !271
  call void @llvm.dbg.value(metadata i64 %400, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i64 %400, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double %399, metadata !91, metadata !DIExpression()), !dbg !96
  %401 = getelementptr inbounds double, double* %28, i64 %400, !dbg !267
  %402 = load double, double* %401, align 8, !dbg !267, !tbaa !50
  %403 = getelementptr inbounds double, double* %30, i64 %400, !dbg !268
  %404 = load double, double* %403, align 8, !dbg !268, !tbaa !50
  %405 = fsub double %402, %404, !dbg !269
  %406 = fadd double %399, %405, !dbg !270
  call void @llvm.dbg.value(metadata double %406, metadata !91, metadata !DIExpression()), !dbg !96
  %407 = or i64 %391, 2, !dbg !271
  call void @llvm.dbg.value(metadata i64 %407, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i64 %407, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double %406, metadata !91, metadata !DIExpression()), !dbg !96
  %408 = getelementptr inbounds double, double* %28, i64 %407, !dbg !267
  %409 = load double, double* %408, align 8, !dbg !267, !tbaa !50
  %410 = getelementptr inbounds double, double* %30, i64 %407, !dbg !268
  %411 = load double, double* %410, align 8, !dbg !268, !tbaa !50
  %412 = fsub double %409, %411, !dbg !269
  %413 = fadd double %406, %412, !dbg !270
  call void @llvm.dbg.value(metadata double %413, metadata !91, metadata !DIExpression()), !dbg !96
  %414 = or i64 %391, 3, !dbg !271
  call void @llvm.dbg.value(metadata i64 %414, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata i64 %414, metadata !92, metadata !DIExpression()), !dbg !261
  call void @llvm.dbg.value(metadata double %413, metadata !91, metadata !DIExpression()), !dbg !96
  %415 = getelementptr inbounds double, double* %28, i64 %414, !dbg !267
  %416 = load double, double* %415, align 8, !dbg !267, !tbaa !50
  %417 = getelementptr inbounds double, double* %30, i64 %414, !dbg !268
  %418 = load double, double* %417, align 8, !dbg !268, !tbaa !50
  %419 = fsub double %416, %418, !dbg !269
  %420 = fadd double %413, %419, !dbg !270
  call void @llvm.dbg.value(metadata double %420, metadata !91, metadata !DIExpression()), !dbg !96
  %421 = add nuw nsw i64 %391, 4, !dbg !271
  call void @llvm.dbg.value(metadata i64 %421, metadata !92, metadata !DIExpression()), !dbg !261
  %422 = add i64 %393, 4, !dbg !262
  %423 = icmp eq i64 %422, %353, !dbg !262
  br i1 %423, label %363, label %390, !dbg !262, !llvm.loop !277

424:                                              ; preds = %442, %383
  %425 = phi double [ undef, %383 ], [ %476, %442 ]
  %426 = phi i64 [ 0, %383 ], [ %477, %442 ]
  %427 = phi double [ %382, %383 ], [ %476, %442 ]
  %428 = icmp eq i64 %386, 0, !dbg !274
  br i1 %428, label %439, label %429, !dbg !274

429:                                              ; preds = %424, %429
  %430 = phi i64 [ %436, %429 ], [ %426, %424 ]
  %431 = phi double [ %435, %429 ], [ %427, %424 ]
  %432 = phi i64 [ %437, %429 ], [ 0, %424 ]
  call void @llvm.dbg.value(metadata i64 %430, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %431, metadata !91, metadata !DIExpression()), !dbg !96
  %433 = getelementptr inbounds double, double* %32, i64 %430, !dbg !279
  %434 = load double, double* %433, align 8, !dbg !279, !tbaa !50
  %435 = fadd double %431, %434, !dbg !280
  call void @llvm.dbg.value(metadata double %435, metadata !91, metadata !DIExpression()), !dbg !96
  %436 = add nuw nsw i64 %430, 1, !dbg !281
  call void @llvm.dbg.value(metadata i64 %436, metadata !94, metadata !DIExpression()), !dbg !273
  %437 = add i64 %432, 1, !dbg !274
  %438 = icmp eq i64 %437, %386, !dbg !274
  br i1 %438, label %439, label %429, !dbg !274, !llvm.loop !282

439:                                              ; preds = %424, %429, %381
  %440 = phi double [ %382, %381 ], [ %425, %424 ], [ %435, %429 ], !dbg !96
  %441 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str, i64 0, i64 0), double noundef %440), !dbg !283
  tail call void @free(i8* noundef %21) #8, !dbg !284
  tail call void @free(i8* noundef %23) #8, !dbg !285
  tail call void @free(i8* noundef %25) #8, !dbg !286
  tail call void @free(i8* noundef %27) #8, !dbg !287
  tail call void @free(i8* noundef %29) #8, !dbg !288
  tail call void @free(i8* noundef %31) #8, !dbg !289
  ret i32 0, !dbg !290

442:                                              ; preds = %442, %388
  %443 = phi i64 [ 0, %388 ], [ %477, %442 ]
  %444 = phi double [ %382, %388 ], [ %476, %442 ]
  %445 = phi i64 [ 0, %388 ], [ %478, %442 ]
  call void @llvm.dbg.value(metadata i64 %443, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %444, metadata !91, metadata !DIExpression()), !dbg !96
  %446 = getelementptr inbounds double, double* %32, i64 %443, !dbg !279
  %447 = load double, double* %446, align 8, !dbg !279, !tbaa !50
  %448 = fadd double %444, %447, !dbg !280
  call void @llvm.dbg.value(metadata double %448, metadata !91, metadata !DIExpression()), !dbg !96
  %449 = or i64 %443, 1, !dbg !281
  call void @llvm.dbg.value(metadata i64 %449, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %449, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %448, metadata !91, metadata !DIExpression()), !dbg !96
  %450 = getelementptr inbounds double, double* %32, i64 %449, !dbg !279
  %451 = load double, double* %450, align 8, !dbg !279, !tbaa !50
  %452 = fadd double %448, %451, !dbg !280
  call void @llvm.dbg.value(metadata double %452, metadata !91, metadata !DIExpression()), !dbg !96
  %453 = or i64 %443, 2, !dbg !281
  call void @llvm.dbg.value(metadata i64 %453, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %453, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %452, metadata !91, metadata !DIExpression()), !dbg !96
  %454 = getelementptr inbounds double, double* %32, i64 %453, !dbg !279
  %455 = load double, double* %454, align 8, !dbg !279, !tbaa !50
  %456 = fadd double %452, %455, !dbg !280
  call void @llvm.dbg.value(metadata double %456, metadata !91, metadata !DIExpression()), !dbg !96
  %457 = or i64 %443, 3, !dbg !281
  call void @llvm.dbg.value(metadata i64 %457, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %457, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %456, metadata !91, metadata !DIExpression()), !dbg !96
  %458 = getelementptr inbounds double, double* %32, i64 %457, !dbg !279
  %459 = load double, double* %458, align 8, !dbg !279, !tbaa !50
  %460 = fadd double %456, %459, !dbg !280
  call void @llvm.dbg.value(metadata double %460, metadata !91, metadata !DIExpression()), !dbg !96
  %461 = or i64 %443, 4, !dbg !281
  call void @llvm.dbg.value(metadata i64 %461, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %461, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %460, metadata !91, metadata !DIExpression()), !dbg !96
  %462 = getelementptr inbounds double, double* %32, i64 %461, !dbg !279
  %463 = load double, double* %462, align 8, !dbg !279, !tbaa !50
  %464 = fadd double %460, %463, !dbg !280
  call void @llvm.dbg.value(metadata double %464, metadata !91, metadata !DIExpression()), !dbg !96
  %465 = or i64 %443, 5, !dbg !281
  call void @llvm.dbg.value(metadata i64 %465, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %465, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %464, metadata !91, metadata !DIExpression()), !dbg !96
  %466 = getelementptr inbounds double, double* %32, i64 %465, !dbg !279
  %467 = load double, double* %466, align 8, !dbg !279, !tbaa !50
  %468 = fadd double %464, %467, !dbg !280
  call void @llvm.dbg.value(metadata double %468, metadata !91, metadata !DIExpression()), !dbg !96
  %469 = or i64 %443, 6, !dbg !281
  call void @llvm.dbg.value(metadata i64 %469, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %469, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %468, metadata !91, metadata !DIExpression()), !dbg !96
  %470 = getelementptr inbounds double, double* %32, i64 %469, !dbg !279
  %471 = load double, double* %470, align 8, !dbg !279, !tbaa !50
  %472 = fadd double %468, %471, !dbg !280
  call void @llvm.dbg.value(metadata double %472, metadata !91, metadata !DIExpression()), !dbg !96
  %473 = or i64 %443, 7, !dbg !281
  call void @llvm.dbg.value(metadata i64 %473, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata i64 %473, metadata !94, metadata !DIExpression()), !dbg !273
  call void @llvm.dbg.value(metadata double %472, metadata !91, metadata !DIExpression()), !dbg !96
  %474 = getelementptr inbounds double, double* %32, i64 %473, !dbg !279
  %475 = load double, double* %474, align 8, !dbg !279, !tbaa !50
  %476 = fadd double %472, %475, !dbg !280
  call void @llvm.dbg.value(metadata double %476, metadata !91, metadata !DIExpression()), !dbg !96
  %477 = add nuw nsw i64 %443, 8, !dbg !281
  call void @llvm.dbg.value(metadata i64 %477, metadata !94, metadata !DIExpression()), !dbg !273
  %478 = add i64 %445, 8, !dbg !274
  %479 = icmp eq i64 %478, %389, !dbg !274
  br i1 %479, label %424, label %442, !dbg !274, !llvm.loop !291
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
attributes #8 = { nounwind }

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
!43 = !DILocation(line: 0, scope: !38)
!44 = !DILocation(line: 0, scope: !35)
!45 = !DILocation(line: 11, column: 5, scope: !38)
!46 = !DILocation(line: 15, column: 1, scope: !19)
!47 = !DILocation(line: 12, column: 29, scope: !48)
!48 = distinct !DILexicalBlock(scope: !38, file: !1, line: 11, column: 5)
!49 = !DILocation(line: 12, column: 12, scope: !48)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 12, column: 36, scope: !48)
!55 = !DILocation(line: 12, column: 9, scope: !48)
!56 = !DILocation(line: 11, column: 32, scope: !48)
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.unroll.disable"}
!59 = !DILocation(line: 13, column: 5, scope: !35)
!60 = !DILocation(line: 13, column: 10, scope: !35)
!61 = !DILocation(line: 9, column: 30, scope: !36)
!62 = distinct !{!62, !42, !63, !64}
!63 = !DILocation(line: 14, column: 3, scope: !33)
!64 = !{!"llvm.loop.mustprogress"}
!65 = distinct !{!65, !45, !66, !64}
!66 = !DILocation(line: 12, column: 39, scope: !38)
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
!101 = !{!"any pointer", !52, i64 0}
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
!133 = !DILocation(line: 0, scope: !84)
!134 = !DILocation(line: 50, column: 5, scope: !84)
!135 = !DILocation(line: 0, scope: !90)
!136 = !DILocation(line: 55, column: 21, scope: !137)
!137 = distinct !DILexicalBlock(scope: !90, file: !1, line: 55, column: 3)
!138 = !DILocation(line: 55, column: 3, scope: !90)
!139 = !DILocation(line: 55, column: 30, scope: !137)
!140 = !DILocation(line: 56, column: 15, scope: !137)
!141 = !DILocation(line: 56, column: 12, scope: !137)
!142 = !DILocation(line: 56, column: 20, scope: !137)
!143 = !DILocation(line: 56, column: 10, scope: !137)
!144 = distinct !{!144, !138, !145, !64, !146}
!145 = !DILocation(line: 56, column: 22, scope: !90)
!146 = !{!"llvm.loop.isvectorized", i32 1}
!147 = !DILocation(line: 49, column: 30, scope: !85)
!148 = distinct !{!148, !132, !149, !64}
!149 = !DILocation(line: 54, column: 5, scope: !82)
!150 = !DILocation(line: 51, column: 30, scope: !87)
!151 = !DILocation(line: 51, column: 26, scope: !87)
!152 = !DILocation(line: 51, column: 35, scope: !87)
!153 = !DILocation(line: 51, column: 18, scope: !87)
!154 = !DILocation(line: 51, column: 41, scope: !87)
!155 = !DILocation(line: 0, scope: !87)
!156 = !DILocation(line: 52, column: 24, scope: !87)
!157 = !DILocation(line: 52, column: 7, scope: !87)
!158 = !DILocation(line: 52, column: 29, scope: !87)
!159 = !DILocation(line: 53, column: 18, scope: !87)
!160 = !DILocation(line: 53, column: 25, scope: !87)
!161 = !DILocation(line: 53, column: 7, scope: !87)
!162 = !DILocation(line: 53, column: 30, scope: !87)
!163 = !DILocation(line: 50, column: 32, scope: !88)
!164 = !DILocation(line: 50, column: 23, scope: !88)
!165 = distinct !{!165, !134, !166, !64}
!166 = !DILocation(line: 54, column: 5, scope: !84)
!167 = !DILocation(line: 0, scope: !19, inlinedAt: !168)
!168 = distinct !DILocation(line: 57, column: 3, scope: !67)
!169 = !DILocation(line: 0, scope: !33, inlinedAt: !168)
!170 = !DILocation(line: 9, column: 3, scope: !33, inlinedAt: !168)
!171 = !DILocation(line: 9, column: 21, scope: !36, inlinedAt: !168)
!172 = !DILocation(line: 0, scope: !38, inlinedAt: !168)
!173 = !DILocation(line: 0, scope: !35, inlinedAt: !168)
!174 = !DILocation(line: 11, column: 5, scope: !38, inlinedAt: !168)
!175 = !DILocation(line: 12, column: 29, scope: !48, inlinedAt: !168)
!176 = !DILocation(line: 12, column: 12, scope: !48, inlinedAt: !168)
!177 = !DILocation(line: 12, column: 36, scope: !48, inlinedAt: !168)
!178 = !DILocation(line: 12, column: 9, scope: !48, inlinedAt: !168)
!179 = !DILocation(line: 11, column: 32, scope: !48, inlinedAt: !168)
!180 = distinct !{!180, !58}
!181 = !DILocation(line: 13, column: 5, scope: !35, inlinedAt: !168)
!182 = !DILocation(line: 13, column: 10, scope: !35, inlinedAt: !168)
!183 = !DILocation(line: 9, column: 30, scope: !36, inlinedAt: !168)
!184 = distinct !{!184, !170, !185, !64}
!185 = !DILocation(line: 14, column: 3, scope: !33, inlinedAt: !168)
!186 = distinct !{!186, !174, !187, !64}
!187 = !DILocation(line: 12, column: 39, scope: !38, inlinedAt: !168)
!188 = !DILocalVariable(name: "j", scope: !189, file: !1, line: 22, type: !7)
!189 = distinct !DILexicalBlock(scope: !190, file: !1, line: 22, column: 3)
!190 = distinct !DISubprogram(name: "gemv_colmajor", scope: !1, file: !1, line: 17, type: !20, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !191)
!191 = !{!192, !193, !194, !195, !196, !197, !188, !199, !202}
!192 = !DILocalVariable(name: "rows", arg: 1, scope: !190, file: !1, line: 17, type: !7)
!193 = !DILocalVariable(name: "cols", arg: 2, scope: !190, file: !1, line: 17, type: !7)
!194 = !DILocalVariable(name: "Ac", arg: 3, scope: !190, file: !1, line: 17, type: !22)
!195 = !DILocalVariable(name: "x", arg: 4, scope: !190, file: !1, line: 17, type: !22)
!196 = !DILocalVariable(name: "y", arg: 5, scope: !190, file: !1, line: 18, type: !25)
!197 = !DILocalVariable(name: "i", scope: !198, file: !1, line: 20, type: !7)
!198 = distinct !DILexicalBlock(scope: !190, file: !1, line: 20, column: 3)
!199 = !DILocalVariable(name: "xj", scope: !200, file: !1, line: 23, type: !24)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 22, column: 34)
!201 = distinct !DILexicalBlock(scope: !189, file: !1, line: 22, column: 3)
!202 = !DILocalVariable(name: "i", scope: !203, file: !1, line: 24, type: !7)
!203 = distinct !DILexicalBlock(scope: !200, file: !1, line: 24, column: 5)
!204 = !DILocation(line: 0, scope: !189, inlinedAt: !205)
!205 = distinct !DILocation(line: 58, column: 3, scope: !67)
!206 = !DILocation(line: 22, column: 3, scope: !189, inlinedAt: !205)
!207 = !DILocation(line: 22, column: 21, scope: !201, inlinedAt: !205)
!208 = !DILocation(line: 23, column: 17, scope: !200, inlinedAt: !205)
!209 = !DILocation(line: 0, scope: !200, inlinedAt: !205)
!210 = !DILocation(line: 0, scope: !203, inlinedAt: !205)
!211 = !DILocation(line: 24, column: 5, scope: !203, inlinedAt: !205)
!212 = !DILocation(line: 24, column: 32, scope: !213, inlinedAt: !205)
!213 = distinct !DILexicalBlock(scope: !203, file: !1, line: 24, column: 5)
!214 = !DILocation(line: 25, column: 15, scope: !213, inlinedAt: !205)
!215 = !DILocation(line: 25, column: 12, scope: !213, inlinedAt: !205)
!216 = distinct !{!216, !211, !217, !64, !146}
!217 = !DILocation(line: 25, column: 40, scope: !203, inlinedAt: !205)
!218 = !DILocation(line: 22, column: 30, scope: !201, inlinedAt: !205)
!219 = distinct !{!219, !206, !220, !64}
!220 = !DILocation(line: 26, column: 3, scope: !189, inlinedAt: !205)
!221 = !DILocation(line: 31, column: 3, scope: !222, inlinedAt: !236)
!222 = distinct !DILexicalBlock(scope: !223, file: !1, line: 31, column: 3)
!223 = distinct !DISubprogram(name: "gemv_t", scope: !1, file: !1, line: 29, type: !20, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !224)
!224 = !{!225, !226, !227, !228, !229, !230, !231, !234}
!225 = !DILocalVariable(name: "rows", arg: 1, scope: !223, file: !1, line: 29, type: !7)
!226 = !DILocalVariable(name: "cols", arg: 2, scope: !223, file: !1, line: 29, type: !7)
!227 = !DILocalVariable(name: "A", arg: 3, scope: !223, file: !1, line: 29, type: !22)
!228 = !DILocalVariable(name: "y", arg: 4, scope: !223, file: !1, line: 29, type: !22)
!229 = !DILocalVariable(name: "z", arg: 5, scope: !223, file: !1, line: 29, type: !25)
!230 = !DILocalVariable(name: "j", scope: !222, file: !1, line: 31, type: !7)
!231 = !DILocalVariable(name: "s", scope: !232, file: !1, line: 32, type: !24)
!232 = distinct !DILexicalBlock(scope: !233, file: !1, line: 31, column: 34)
!233 = distinct !DILexicalBlock(scope: !222, file: !1, line: 31, column: 3)
!234 = !DILocalVariable(name: "i", scope: !235, file: !1, line: 33, type: !7)
!235 = distinct !DILexicalBlock(scope: !232, file: !1, line: 33, column: 5)
!236 = distinct !DILocation(line: 59, column: 3, scope: !67)
!237 = !DILocation(line: 25, column: 33, scope: !213, inlinedAt: !205)
!238 = !DILocation(line: 25, column: 7, scope: !213, inlinedAt: !205)
!239 = !DILocation(line: 24, column: 23, scope: !213, inlinedAt: !205)
!240 = distinct !{!240, !211, !217, !64, !241, !146}
!241 = !{!"llvm.loop.unroll.runtime.disable"}
!242 = !DILocation(line: 0, scope: !222, inlinedAt: !236)
!243 = !DILocation(line: 0, scope: !235, inlinedAt: !236)
!244 = !DILocation(line: 0, scope: !232, inlinedAt: !236)
!245 = !DILocation(line: 33, column: 5, scope: !235, inlinedAt: !236)
!246 = !DILocation(line: 34, column: 22, scope: !247, inlinedAt: !236)
!247 = distinct !DILexicalBlock(scope: !235, file: !1, line: 33, column: 5)
!248 = !DILocation(line: 34, column: 29, scope: !247, inlinedAt: !236)
!249 = !DILocation(line: 34, column: 12, scope: !247, inlinedAt: !236)
!250 = !DILocation(line: 34, column: 36, scope: !247, inlinedAt: !236)
!251 = !DILocation(line: 34, column: 9, scope: !247, inlinedAt: !236)
!252 = !DILocation(line: 35, column: 5, scope: !232, inlinedAt: !236)
!253 = !DILocation(line: 35, column: 10, scope: !232, inlinedAt: !236)
!254 = !DILocation(line: 31, column: 30, scope: !233, inlinedAt: !236)
!255 = !DILocation(line: 31, column: 21, scope: !233, inlinedAt: !236)
!256 = distinct !{!256, !221, !257, !64}
!257 = !DILocation(line: 36, column: 3, scope: !222, inlinedAt: !236)
!258 = !DILocation(line: 33, column: 32, scope: !247, inlinedAt: !236)
!259 = distinct !{!259, !245, !260, !64}
!260 = !DILocation(line: 34, column: 39, scope: !235, inlinedAt: !236)
!261 = !DILocation(line: 0, scope: !93)
!262 = !DILocation(line: 61, column: 3, scope: !93)
!263 = !DILocation(line: 61, column: 21, scope: !264)
!264 = distinct !DILexicalBlock(scope: !93, file: !1, line: 61, column: 3)
!265 = !DILocation(line: 56, column: 5, scope: !137)
!266 = distinct !{!266, !138, !145, !64, !241, !146}
!267 = !DILocation(line: 62, column: 10, scope: !264)
!268 = !DILocation(line: 62, column: 17, scope: !264)
!269 = !DILocation(line: 62, column: 15, scope: !264)
!270 = !DILocation(line: 62, column: 7, scope: !264)
!271 = !DILocation(line: 61, column: 30, scope: !264)
!272 = distinct !{!272, !58}
!273 = !DILocation(line: 0, scope: !95)
!274 = !DILocation(line: 63, column: 3, scope: !95)
!275 = !DILocation(line: 63, column: 21, scope: !276)
!276 = distinct !DILexicalBlock(scope: !95, file: !1, line: 63, column: 3)
!277 = distinct !{!277, !262, !278, !64}
!278 = !DILocation(line: 62, column: 21, scope: !93)
!279 = !DILocation(line: 64, column: 10, scope: !276)
!280 = !DILocation(line: 64, column: 7, scope: !276)
!281 = !DILocation(line: 63, column: 30, scope: !276)
!282 = distinct !{!282, !58}
!283 = !DILocation(line: 65, column: 3, scope: !67)
!284 = !DILocation(line: 66, column: 3, scope: !67)
!285 = !DILocation(line: 67, column: 3, scope: !67)
!286 = !DILocation(line: 68, column: 3, scope: !67)
!287 = !DILocation(line: 69, column: 3, scope: !67)
!288 = !DILocation(line: 70, column: 3, scope: !67)
!289 = !DILocation(line: 71, column: 3, scope: !67)
!290 = !DILocation(line: 73, column: 1, scope: !67)
!291 = distinct !{!291, !274, !292, !64}
!292 = !DILocation(line: 64, column: 13, scope: !95)
