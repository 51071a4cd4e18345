; ModuleID = 'args_outparam_init.c'
source_filename = "args_outparam_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @kernel(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1, double* nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata double* %0, metadata !23, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double* %1, metadata !24, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %3, metadata !26, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 %4, metadata !27, metadata !DIExpression()), !dbg !35
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !36
  %6 = icmp sgt i32 %3, 0, !dbg !37
  br i1 %6, label %7, label %21, !dbg !38

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = sext i32 %4 to i64, !dbg !38
  %10 = zext i32 %3 to i64, !dbg !37
  %11 = zext i32 %4 to i64
  %12 = add nsw i64 %11, -1, !dbg !38
  %13 = and i64 %11, 3
  %14 = icmp ult i64 %12, 3
  %15 = and i64 %11, 4294967292
  %16 = icmp eq i64 %13, 0
  br label %17, !dbg !38

17:                                               ; preds = %7, %39
  %18 = phi i64 [ 0, %7 ], [ %42, %39 ]
  call void @llvm.dbg.value(metadata i64 %18, metadata !28, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()), !dbg !40
  br i1 %8, label %19, label %39, !dbg !41

19:                                               ; preds = %17
  %20 = mul nsw i64 %18, %9
  br i1 %14, label %22, label %44, !dbg !41

21:                                               ; preds = %39, %5
  ret void, !dbg !42

22:                                               ; preds = %44, %19
  %23 = phi double [ undef, %19 ], [ %74, %44 ]
  %24 = phi i64 [ 0, %19 ], [ %75, %44 ]
  %25 = phi double [ 0.000000e+00, %19 ], [ %74, %44 ]
  br i1 %16, label %39, label %26, !dbg !41

26:                                               ; preds = %22, %26
  %27 = phi i64 [ %36, %26 ], [ %24, %22 ]
  %28 = phi double [ %35, %26 ], [ %25, %22 ]
  %29 = phi i64 [ %37, %26 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %28, metadata !30, metadata !DIExpression()), !dbg !40
  %30 = add nsw i64 %27, %20, !dbg !43
  %31 = getelementptr inbounds double, double* %0, i64 %30, !dbg !45
  %32 = load double, double* %31, align 8, !dbg !45, !tbaa !46
  %33 = getelementptr inbounds double, double* %1, i64 %27, !dbg !50
  %34 = load double, double* %33, align 8, !dbg !50, !tbaa !46
  %35 = tail call double @llvm.fmuladd.f64(double %32, double %34, double %28), !dbg !51
  call void @llvm.dbg.value(metadata double %35, metadata !30, metadata !DIExpression()), !dbg !40
  %36 = add nuw nsw i64 %27, 1, !dbg !52
  call void @llvm.dbg.value(metadata i64 %36, metadata !33, metadata !DIExpression()), !dbg !39
  %37 = add i64 %29, 1, !dbg !41
  %38 = icmp eq i64 %37, %13, !dbg !41
  br i1 %38, label %39, label %26, !dbg !41, !llvm.loop !53

39:                                               ; preds = %22, %26, %17
  %40 = phi double [ 0.000000e+00, %17 ], [ %23, %22 ], [ %35, %26 ], !dbg !40
  %41 = getelementptr inbounds double, double* %2, i64 %18, !dbg !55
  store double %40, double* %41, align 8, !dbg !56, !tbaa !46
  %42 = add nuw nsw i64 %18, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %42, metadata !28, metadata !DIExpression()), !dbg !36
  %43 = icmp eq i64 %42, %10, !dbg !37
  br i1 %43, label %21, label %17, !dbg !38, !llvm.loop !58

44:                                               ; preds = %19, %44
  %45 = phi i64 [ %75, %44 ], [ 0, %19 ]
  %46 = phi double [ %74, %44 ], [ 0.000000e+00, %19 ]
  %47 = phi i64 [ %76, %44 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %45, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %46, metadata !30, metadata !DIExpression()), !dbg !40
  %48 = add nsw i64 %45, %20, !dbg !43
  %49 = getelementptr inbounds double, double* %0, i64 %48, !dbg !45
  %50 = load double, double* %49, align 8, !dbg !45, !tbaa !46
  %51 = getelementptr inbounds double, double* %1, i64 %45, !dbg !50
  %52 = load double, double* %51, align 8, !dbg !50, !tbaa !46
  %53 = tail call double @llvm.fmuladd.f64(double %50, double %52, double %46), !dbg !51
  call void @llvm.dbg.value(metadata double %53, metadata !30, metadata !DIExpression()), !dbg !40
  %54 = or i64 %45, 1, !dbg !52
  call void @llvm.dbg.value(metadata i64 %54, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %54, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %53, metadata !30, metadata !DIExpression()), !dbg !40
  %55 = add nsw i64 %54, %20, !dbg !43
  %56 = getelementptr inbounds double, double* %0, i64 %55, !dbg !45
  %57 = load double, double* %56, align 8, !dbg !45, !tbaa !46
  %58 = getelementptr inbounds double, double* %1, i64 %54, !dbg !50
  %59 = load double, double* %58, align 8, !dbg !50, !tbaa !46
  %60 = tail call double @llvm.fmuladd.f64(double %57, double %59, double %53), !dbg !51
  call void @llvm.dbg.value(metadata double %60, metadata !30, metadata !DIExpression()), !dbg !40
  %61 = or i64 %45, 2, !dbg !52
  call void @llvm.dbg.value(metadata i64 %61, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %61, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %60, metadata !30, metadata !DIExpression()), !dbg !40
  %62 = add nsw i64 %61, %20, !dbg !43
  %63 = getelementptr inbounds double, double* %0, i64 %62, !dbg !45
  %64 = load double, double* %63, align 8, !dbg !45, !tbaa !46
  %65 = getelementptr inbounds double, double* %1, i64 %61, !dbg !50
  %66 = load double, double* %65, align 8, !dbg !50, !tbaa !46
  %67 = tail call double @llvm.fmuladd.f64(double %64, double %66, double %60), !dbg !51
  call void @llvm.dbg.value(metadata double %67, metadata !30, metadata !DIExpression()), !dbg !40
  %68 = or i64 %45, 3, !dbg !52
  call void @llvm.dbg.value(metadata i64 %68, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i64 %68, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %67, metadata !30, metadata !DIExpression()), !dbg !40
  %69 = add nsw i64 %68, %20, !dbg !43
  %70 = getelementptr inbounds double, double* %0, i64 %69, !dbg !45
  %71 = load double, double* %70, align 8, !dbg !45, !tbaa !46
  %72 = getelementptr inbounds double, double* %1, i64 %68, !dbg !50
  %73 = load double, double* %72, align 8, !dbg !50, !tbaa !46
  %74 = tail call double @llvm.fmuladd.f64(double %71, double %73, double %67), !dbg !51
  call void @llvm.dbg.value(metadata double %74, metadata !30, metadata !DIExpression()), !dbg !40
  %75 = add nuw nsw i64 %45, 4, !dbg !52
  call void @llvm.dbg.value(metadata i64 %75, metadata !33, metadata !DIExpression()), !dbg !39
  %76 = add i64 %47, 4, !dbg !41
  %77 = icmp eq i64 %76, %15, !dbg !41
  br i1 %77, label %22, label %44, !dbg !41, !llvm.loop !61
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !63 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !67, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i8** %1, metadata !68, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %0, metadata !79, metadata !DIExpression()) #7, !dbg !88
  call void @llvm.dbg.value(metadata i8** %1, metadata !85, metadata !DIExpression()) #7, !dbg !88
  call void @llvm.dbg.value(metadata i32* undef, metadata !86, metadata !DIExpression()) #7, !dbg !88
  call void @llvm.dbg.value(metadata i32* undef, metadata !87, metadata !DIExpression()) #7, !dbg !88
  %3 = icmp sgt i32 %0, 1, !dbg !90
  br i1 %3, label %4, label %15, !dbg !92

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !93
  %6 = load i8*, i8** %5, align 8, !dbg !93, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %6, metadata !96, metadata !DIExpression()) #7, !dbg !104
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #7, !dbg !106
  %8 = trunc i64 %7 to i32, !dbg !107
  %9 = icmp eq i32 %0, 2, !dbg !108
  br i1 %9, label %15, label %10, !dbg !110

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !111
  %12 = load i8*, i8** %11, align 8, !dbg !111, !tbaa !94
  call void @llvm.dbg.value(metadata i8* %12, metadata !96, metadata !DIExpression()) #7, !dbg !112
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #7, !dbg !114
  %14 = trunc i64 %13 to i32, !dbg !115
  br label %15, !dbg !116

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %4 ], [ %8, %10 ], [ 100, %2 ], !dbg !88
  %17 = phi i32 [ 50, %4 ], [ %14, %10 ], [ 50, %2 ], !dbg !88
  call void @llvm.dbg.value(metadata i32 %16, metadata !69, metadata !DIExpression()), !dbg !78
  %18 = sext i32 %16 to i64, !dbg !117
  %19 = shl nsw i64 %18, 3, !dbg !118
  call void @llvm.dbg.value(metadata i32 %17, metadata !70, metadata !DIExpression()), !dbg !78
  %20 = sext i32 %17 to i64, !dbg !119
  %21 = mul i64 %19, %20, !dbg !120
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #7, !dbg !121
  %23 = bitcast i8* %22 to double*, !dbg !121
  call void @llvm.dbg.value(metadata double* %23, metadata !71, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %17, metadata !70, metadata !DIExpression()), !dbg !78
  %24 = shl nsw i64 %20, 3, !dbg !122
  %25 = tail call noalias i8* @malloc(i64 noundef %24) #7, !dbg !123
  %26 = bitcast i8* %25 to double*, !dbg !123
  call void @llvm.dbg.value(metadata double* %26, metadata !72, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %16, metadata !69, metadata !DIExpression()), !dbg !78
  %27 = tail call noalias i8* @malloc(i64 noundef %19) #7, !dbg !124
  %28 = bitcast i8* %27 to double*, !dbg !124
  call void @llvm.dbg.value(metadata double* %28, metadata !73, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !125
  %29 = mul i32 %17, %16
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 %16, metadata !69, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %17, metadata !70, metadata !DIExpression()), !dbg !78
  %30 = icmp sgt i32 %29, 0, !dbg !126
  br i1 %30, label %31, label %55, !dbg !128

31:                                               ; preds = %15
  %32 = zext i32 %29 to i64, !dbg !126
  %33 = icmp ult i32 %29, 4, !dbg !128
  br i1 %33, label %53, label %34, !dbg !128

34:                                               ; preds = %31
  %35 = and i64 %32, 4294967292, !dbg !128
  br label %36, !dbg !128

36:                                               ; preds = %36, %34
  %37 = phi i64 [ 0, %34 ], [ %48, %36 ], !dbg !129
  %38 = phi <2 x i32> [ <i32 0, i32 1>, %34 ], [ %49, %36 ], !dbg !130
  %39 = add <2 x i32> %38, <i32 2, i32 2>, !dbg !130
  %40 = urem <2 x i32> %38, <i32 7, i32 7>, !dbg !130
  %41 = urem <2 x i32> %39, <i32 7, i32 7>, !dbg !130
  %42 = sitofp <2 x i32> %40 to <2 x double>, !dbg !131
  %43 = sitofp <2 x i32> %41 to <2 x double>, !dbg !131
  %44 = getelementptr inbounds double, double* %23, i64 %37, !dbg !129
  %45 = bitcast double* %44 to <2 x double>*, !dbg !132
  store <2 x double> %42, <2 x double>* %45, align 8, !dbg !132, !tbaa !46
  %46 = getelementptr inbounds double, double* %44, i64 2, !dbg !132
  %47 = bitcast double* %46 to <2 x double>*, !dbg !132
  store <2 x double> %43, <2 x double>* %47, align 8, !dbg !132, !tbaa !46
  %48 = add nuw i64 %37, 4, !dbg !129
  %49 = add <2 x i32> %38, <i32 4, i32 4>, !dbg !130
  %50 = icmp eq i64 %48, %35, !dbg !129
  br i1 %50, label %51, label %36, !dbg !129, !llvm.loop !133

51:                                               ; preds = %36
  %52 = icmp eq i64 %35, %32, !dbg !128
  br i1 %52, label %55, label %53, !dbg !128

53:                                               ; preds = %31, %51
  %54 = phi i64 [ 0, %31 ], [ %35, %51 ]
  br label %106, !dbg !128

55:                                               ; preds = %106, %51, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 %17, metadata !70, metadata !DIExpression()), !dbg !78
  %56 = icmp sgt i32 %17, 0, !dbg !137
  br i1 %56, label %57, label %114, !dbg !139

57:                                               ; preds = %55
  %58 = zext i32 %17 to i64, !dbg !137
  %59 = icmp eq i32 %17, 1, !dbg !139
  br i1 %59, label %104, label %60, !dbg !139

60:                                               ; preds = %57
  %61 = and i64 %58, 4294967294, !dbg !139
  %62 = add nsw i64 %61, -2, !dbg !139
  %63 = lshr exact i64 %62, 1, !dbg !139
  %64 = add nuw i64 %63, 1, !dbg !139
  %65 = and i64 %64, 1, !dbg !139
  %66 = icmp eq i64 %62, 0, !dbg !139
  br i1 %66, label %94, label %67, !dbg !139

67:                                               ; preds = %60
  %68 = and i64 %64, -2, !dbg !139
  br label %69, !dbg !139

69:                                               ; preds = %69, %67
  %70 = phi i64 [ 0, %67 ], [ %86, %69 ], !dbg !140
  %71 = phi <2 x i64> [ <i64 0, i64 1>, %67 ], [ %87, %69 ]
  %72 = phi i64 [ 0, %67 ], [ %88, %69 ]
  %73 = trunc <2 x i64> %71 to <2 x i32>, !dbg !141
  %74 = add <2 x i32> %73, <i32 1, i32 1>, !dbg !141
  %75 = sitofp <2 x i32> %74 to <2 x double>, !dbg !141
  %76 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %75, !dbg !142
  %77 = getelementptr inbounds double, double* %26, i64 %70, !dbg !140
  %78 = bitcast double* %77 to <2 x double>*, !dbg !143
  store <2 x double> %76, <2 x double>* %78, align 8, !dbg !143, !tbaa !46
  %79 = or i64 %70, 2, !dbg !140
  %80 = trunc <2 x i64> %71 to <2 x i32>, !dbg !141
  %81 = add <2 x i32> %80, <i32 3, i32 3>, !dbg !141
  %82 = sitofp <2 x i32> %81 to <2 x double>, !dbg !141
  %83 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %82, !dbg !142
  %84 = getelementptr inbounds double, double* %26, i64 %79, !dbg !140
  %85 = bitcast double* %84 to <2 x double>*, !dbg !143
  store <2 x double> %83, <2 x double>* %85, align 8, !dbg !143, !tbaa !46
  %86 = add nuw i64 %70, 4, !dbg !140
  %87 = add <2 x i64> %71, <i64 4, i64 4>
  %88 = add nuw i64 %72, 2, !dbg !140
  %89 = icmp eq i64 %88, %68, !dbg !140
  br i1 %89, label %90, label %69, !dbg !140, !llvm.loop !144

90:                                               ; preds = %69
  %91 = trunc <2 x i64> %87 to <2 x i32>, !dbg !140
  %92 = add <2 x i32> %91, <i32 1, i32 1>, !dbg !140
  %93 = sitofp <2 x i32> %92 to <2 x double>, !dbg !140
  br label %94, !dbg !140

94:                                               ; preds = %90, %60
  %95 = phi i64 [ 0, %60 ], [ %86, %90 ]
  %96 = phi <2 x double> [ <double 1.000000e+00, double 2.000000e+00>, %60 ], [ %93, %90 ]
  %97 = icmp eq i64 %65, 0, !dbg !140
  br i1 %97, label %102, label %98, !dbg !140

98:                                               ; preds = %94
  %99 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %96, !dbg !142
  %100 = getelementptr inbounds double, double* %26, i64 %95, !dbg !140
  %101 = bitcast double* %100 to <2 x double>*, !dbg !143
  store <2 x double> %99, <2 x double>* %101, align 8, !dbg !143, !tbaa !46
  br label %102, !dbg !139

102:                                              ; preds = %94, %98
  %103 = icmp eq i64 %61, %58, !dbg !139
  br i1 %103, label %114, label %104, !dbg !139

104:                                              ; preds = %57, %102
  %105 = phi i64 [ 0, %57 ], [ %61, %102 ]
  br label %190, !dbg !139

106:                                              ; preds = %53, %106
  %107 = phi i64 [ %112, %106 ], [ %54, %53 ]
  call void @llvm.dbg.value(metadata i64 %107, metadata !74, metadata !DIExpression()), !dbg !125
  %108 = trunc i64 %107 to i32, !dbg !130
  %109 = urem i32 %108, 7, !dbg !130
  %110 = sitofp i32 %109 to double, !dbg !131
  %111 = getelementptr inbounds double, double* %23, i64 %107, !dbg !146
  store double %110, double* %111, align 8, !dbg !132, !tbaa !46
  %112 = add nuw nsw i64 %107, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %112, metadata !74, metadata !DIExpression()), !dbg !125
  call void @llvm.dbg.value(metadata i32 %16, metadata !69, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 %17, metadata !70, metadata !DIExpression()), !dbg !78
  %113 = icmp eq i64 %112, %32, !dbg !126
  br i1 %113, label %55, label %106, !dbg !128, !llvm.loop !147

114:                                              ; preds = %190, %102, %55
  call void @llvm.dbg.value(metadata i32 %16, metadata !69, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double* %23, metadata !23, metadata !DIExpression()) #7, !dbg !149
  call void @llvm.dbg.value(metadata double* %26, metadata !24, metadata !DIExpression()) #7, !dbg !149
  call void @llvm.dbg.value(metadata double* %28, metadata !25, metadata !DIExpression()) #7, !dbg !149
  call void @llvm.dbg.value(metadata i32 %16, metadata !26, metadata !DIExpression()) #7, !dbg !149
  call void @llvm.dbg.value(metadata i32 %17, metadata !27, metadata !DIExpression()) #7, !dbg !149
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()) #7, !dbg !151
  %115 = icmp sgt i32 %16, 0, !dbg !152
  br i1 %115, label %116, label %184, !dbg !153

116:                                              ; preds = %114
  %117 = zext i32 %16 to i64, !dbg !152
  %118 = zext i32 %17 to i64
  %119 = add nsw i64 %118, -1, !dbg !153
  %120 = and i64 %118, 3
  %121 = icmp ult i64 %119, 3
  %122 = and i64 %118, 4294967292
  %123 = icmp eq i64 %120, 0
  br label %124, !dbg !153

124:                                              ; preds = %145, %116
  %125 = phi i64 [ 0, %116 ], [ %148, %145 ]
  call void @llvm.dbg.value(metadata i64 %125, metadata !28, metadata !DIExpression()) #7, !dbg !151
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !30, metadata !DIExpression()) #7, !dbg !155
  br i1 %56, label %126, label %145, !dbg !156

126:                                              ; preds = %124
  %127 = mul nsw i64 %125, %20
  br i1 %121, label %128, label %150, !dbg !156

128:                                              ; preds = %150, %126
  %129 = phi double [ undef, %126 ], [ %180, %150 ]
  %130 = phi i64 [ 0, %126 ], [ %181, %150 ]
  %131 = phi double [ 0.000000e+00, %126 ], [ %180, %150 ]
  br i1 %123, label %145, label %132, !dbg !156

132:                                              ; preds = %128, %132
  %133 = phi i64 [ %142, %132 ], [ %130, %128 ]
  %134 = phi double [ %141, %132 ], [ %131, %128 ]
  %135 = phi i64 [ %143, %132 ], [ 0, %128 ]
  call void @llvm.dbg.value(metadata i64 %133, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double %134, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %136 = add nsw i64 %133, %127, !dbg !157
  %137 = getelementptr inbounds double, double* %23, i64 %136, !dbg !158
  %138 = load double, double* %137, align 8, !dbg !158, !tbaa !46
  %139 = getelementptr inbounds double, double* %26, i64 %133, !dbg !159
  %140 = load double, double* %139, align 8, !dbg !159, !tbaa !46
  %141 = tail call double @llvm.fmuladd.f64(double %138, double %140, double %134) #7, !dbg !160
  call void @llvm.dbg.value(metadata double %141, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %142 = add nuw nsw i64 %133, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %142, metadata !33, metadata !DIExpression()) #7, !dbg !154
  %143 = add i64 %135, 1, !dbg !156
  %144 = icmp eq i64 %143, %120, !dbg !156
  br i1 %144, label %145, label %132, !dbg !156, !llvm.loop !162

145:                                              ; preds = %128, %132, %124
  %146 = phi double [ 0.000000e+00, %124 ], [ %129, %128 ], [ %141, %132 ], !dbg !155
  %147 = getelementptr inbounds double, double* %28, i64 %125, !dbg !163
  store double %146, double* %147, align 8, !dbg !164, !tbaa !46
  %148 = add nuw nsw i64 %125, 1, !dbg !165
  call void @llvm.dbg.value(metadata i64 %148, metadata !28, metadata !DIExpression()) #7, !dbg !151
  %149 = icmp eq i64 %148, %117, !dbg !152
  br i1 %149, label %184, label %124, !dbg !153, !llvm.loop !166

150:                                              ; preds = %126, %150
  %151 = phi i64 [ %181, %150 ], [ 0, %126 ]
  %152 = phi double [ %180, %150 ], [ 0.000000e+00, %126 ]
  %153 = phi i64 [ %182, %150 ], [ 0, %126 ]
  call void @llvm.dbg.value(metadata i64 %151, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double %152, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %154 = add nsw i64 %151, %127, !dbg !157
  %155 = getelementptr inbounds double, double* %23, i64 %154, !dbg !158
  %156 = load double, double* %155, align 8, !dbg !158, !tbaa !46
  %157 = getelementptr inbounds double, double* %26, i64 %151, !dbg !159
  %158 = load double, double* %157, align 8, !dbg !159, !tbaa !46
  %159 = tail call double @llvm.fmuladd.f64(double %156, double %158, double %152) #7, !dbg !160
  call void @llvm.dbg.value(metadata double %159, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %160 = or i64 %151, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %160, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata i64 %160, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double %159, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %161 = add nsw i64 %160, %127, !dbg !157
  %162 = getelementptr inbounds double, double* %23, i64 %161, !dbg !158
  %163 = load double, double* %162, align 8, !dbg !158, !tbaa !46
  %164 = getelementptr inbounds double, double* %26, i64 %160, !dbg !159
  %165 = load double, double* %164, align 8, !dbg !159, !tbaa !46
  %166 = tail call double @llvm.fmuladd.f64(double %163, double %165, double %159) #7, !dbg !160
  call void @llvm.dbg.value(metadata double %166, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %167 = or i64 %151, 2, !dbg !161
  call void @llvm.dbg.value(metadata i64 %167, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata i64 %167, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double %166, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %168 = add nsw i64 %167, %127, !dbg !157
  %169 = getelementptr inbounds double, double* %23, i64 %168, !dbg !158
  %170 = load double, double* %169, align 8, !dbg !158, !tbaa !46
  %171 = getelementptr inbounds double, double* %26, i64 %167, !dbg !159
  %172 = load double, double* %171, align 8, !dbg !159, !tbaa !46
  %173 = tail call double @llvm.fmuladd.f64(double %170, double %172, double %166) #7, !dbg !160
  call void @llvm.dbg.value(metadata double %173, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %174 = or i64 %151, 3, !dbg !161
  call void @llvm.dbg.value(metadata i64 %174, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata i64 %174, metadata !33, metadata !DIExpression()) #7, !dbg !154
  call void @llvm.dbg.value(metadata double %173, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %175 = add nsw i64 %174, %127, !dbg !157
  %176 = getelementptr inbounds double, double* %23, i64 %175, !dbg !158
  %177 = load double, double* %176, align 8, !dbg !158, !tbaa !46
  %178 = getelementptr inbounds double, double* %26, i64 %174, !dbg !159
  %179 = load double, double* %178, align 8, !dbg !159, !tbaa !46
  %180 = tail call double @llvm.fmuladd.f64(double %177, double %179, double %173) #7, !dbg !160
  call void @llvm.dbg.value(metadata double %180, metadata !30, metadata !DIExpression()) #7, !dbg !155
  %181 = add nuw nsw i64 %151, 4, !dbg !161
  call void @llvm.dbg.value(metadata i64 %181, metadata !33, metadata !DIExpression()) #7, !dbg !154
  %182 = add i64 %153, 4, !dbg !156
  %183 = icmp eq i64 %182, %122, !dbg !156
  br i1 %183, label %128, label %150, !dbg !156, !llvm.loop !168

184:                                              ; preds = %145, %114
  call void @llvm.dbg.value(metadata i32 %16, metadata !69, metadata !DIExpression()), !dbg !78
  %185 = add nsw i32 %16, -1, !dbg !170
  %186 = sext i32 %185 to i64, !dbg !171
  %187 = getelementptr inbounds double, double* %28, i64 %186, !dbg !171
  %188 = load double, double* %187, align 8, !dbg !171, !tbaa !46
  %189 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %188), !dbg !172
  ret i32 0, !dbg !173

190:                                              ; preds = %104, %190
  %191 = phi i64 [ %192, %190 ], [ %105, %104 ]
  call void @llvm.dbg.value(metadata i64 %191, metadata !76, metadata !DIExpression()), !dbg !136
  %192 = add nuw nsw i64 %191, 1, !dbg !140
  %193 = trunc i64 %192 to i32, !dbg !141
  %194 = sitofp i32 %193 to double, !dbg !141
  %195 = fdiv double 1.000000e+00, %194, !dbg !142
  %196 = getelementptr inbounds double, double* %26, i64 %191, !dbg !174
  store double %195, double* %196, align 8, !dbg !143, !tbaa !46
  call void @llvm.dbg.value(metadata i64 %192, metadata !76, metadata !DIExpression()), !dbg !136
  call void @llvm.dbg.value(metadata i32 %17, metadata !70, metadata !DIExpression()), !dbg !78
  %197 = icmp eq i64 %192, %58, !dbg !137
  br i1 %197, label %114, label %190, !dbg !139, !llvm.loop !175
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { inaccessiblememonly mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "args_outparam_init.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "65141aa50054f747c03e4de75cffc101")
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
!15 = distinct !DISubprogram(name: "kernel", scope: !1, file: !1, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !18, !20, !18, !3, !3}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!22 = !{!23, !24, !25, !26, !27, !28, !30, !33}
!23 = !DILocalVariable(name: "a", arg: 1, scope: !15, file: !1, line: 9, type: !18)
!24 = !DILocalVariable(name: "x", arg: 2, scope: !15, file: !1, line: 9, type: !20)
!25 = !DILocalVariable(name: "y", arg: 3, scope: !15, file: !1, line: 9, type: !18)
!26 = !DILocalVariable(name: "n", arg: 4, scope: !15, file: !1, line: 9, type: !3)
!27 = !DILocalVariable(name: "m", arg: 5, scope: !15, file: !1, line: 9, type: !3)
!28 = !DILocalVariable(name: "i", scope: !29, file: !1, line: 10, type: !3)
!29 = distinct !DILexicalBlock(scope: !15, file: !1, line: 10, column: 3)
!30 = !DILocalVariable(name: "s", scope: !31, file: !1, line: 11, type: !19)
!31 = distinct !DILexicalBlock(scope: !32, file: !1, line: 10, column: 31)
!32 = distinct !DILexicalBlock(scope: !29, file: !1, line: 10, column: 3)
!33 = !DILocalVariable(name: "j", scope: !34, file: !1, line: 12, type: !3)
!34 = distinct !DILexicalBlock(scope: !31, file: !1, line: 12, column: 5)
!35 = !DILocation(line: 0, scope: !15)
!36 = !DILocation(line: 0, scope: !29)
!37 = !DILocation(line: 10, column: 21, scope: !32)
!38 = !DILocation(line: 10, column: 3, scope: !29)
!39 = !DILocation(line: 0, scope: !34)
!40 = !DILocation(line: 0, scope: !31)
!41 = !DILocation(line: 12, column: 5, scope: !34)
!42 = !DILocation(line: 15, column: 1, scope: !15)
!43 = !DILocation(line: 12, column: 46, scope: !44)
!44 = distinct !DILexicalBlock(scope: !34, file: !1, line: 12, column: 5)
!45 = !DILocation(line: 12, column: 38, scope: !44)
!46 = !{!47, !47, i64 0}
!47 = !{!"double", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 12, column: 53, scope: !44)
!51 = !DILocation(line: 12, column: 35, scope: !44)
!52 = !DILocation(line: 12, column: 29, scope: !44)
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.unroll.disable"}
!55 = !DILocation(line: 13, column: 5, scope: !31)
!56 = !DILocation(line: 13, column: 10, scope: !31)
!57 = !DILocation(line: 10, column: 27, scope: !32)
!58 = distinct !{!58, !38, !59, !60}
!59 = !DILocation(line: 14, column: 3, scope: !29)
!60 = !{!"llvm.loop.mustprogress"}
!61 = distinct !{!61, !41, !62, !60}
!62 = !DILocation(line: 12, column: 56, scope: !34)
!63 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!3, !3, !4}
!66 = !{!67, !68, !69, !70, !71, !72, !73, !74, !76}
!67 = !DILocalVariable(name: "argc", arg: 1, scope: !63, file: !1, line: 16, type: !3)
!68 = !DILocalVariable(name: "argv", arg: 2, scope: !63, file: !1, line: 16, type: !4)
!69 = !DILocalVariable(name: "n", scope: !63, file: !1, line: 17, type: !3)
!70 = !DILocalVariable(name: "m", scope: !63, file: !1, line: 17, type: !3)
!71 = !DILocalVariable(name: "a", scope: !63, file: !1, line: 19, type: !18)
!72 = !DILocalVariable(name: "x", scope: !63, file: !1, line: 19, type: !18)
!73 = !DILocalVariable(name: "y", scope: !63, file: !1, line: 19, type: !18)
!74 = !DILocalVariable(name: "i", scope: !75, file: !1, line: 20, type: !3)
!75 = distinct !DILexicalBlock(scope: !63, file: !1, line: 20, column: 3)
!76 = !DILocalVariable(name: "j", scope: !77, file: !1, line: 21, type: !3)
!77 = distinct !DILexicalBlock(scope: !63, file: !1, line: 21, column: 3)
!78 = !DILocation(line: 0, scope: !63)
!79 = !DILocalVariable(name: "argc", arg: 1, scope: !80, file: !1, line: 4, type: !3)
!80 = distinct !DISubprogram(name: "init", scope: !1, file: !1, line: 4, type: !81, scopeLine: 4, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !3, !4, !83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!84 = !{!79, !85, !86, !87}
!85 = !DILocalVariable(name: "argv", arg: 2, scope: !80, file: !1, line: 4, type: !4)
!86 = !DILocalVariable(name: "n", arg: 3, scope: !80, file: !1, line: 4, type: !83)
!87 = !DILocalVariable(name: "m", arg: 4, scope: !80, file: !1, line: 4, type: !83)
!88 = !DILocation(line: 0, scope: !80, inlinedAt: !89)
!89 = distinct !DILocation(line: 18, column: 3, scope: !63)
!90 = !DILocation(line: 6, column: 12, scope: !91, inlinedAt: !89)
!91 = distinct !DILexicalBlock(scope: !80, file: !1, line: 6, column: 7)
!92 = !DILocation(line: 6, column: 7, scope: !80, inlinedAt: !89)
!93 = !DILocation(line: 6, column: 27, scope: !91, inlinedAt: !89)
!94 = !{!95, !95, i64 0}
!95 = !{!"any pointer", !48, i64 0}
!96 = !DILocalVariable(name: "__nptr", arg: 1, scope: !97, file: !98, line: 362, type: !101)
!97 = distinct !DISubprogram(name: "atoi", scope: !98, file: !98, line: 362, type: !99, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !103)
!98 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!99 = !DISubroutineType(types: !100)
!100 = !{!3, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!103 = !{!96}
!104 = !DILocation(line: 0, scope: !97, inlinedAt: !105)
!105 = distinct !DILocation(line: 6, column: 22, scope: !91, inlinedAt: !89)
!106 = !DILocation(line: 364, column: 16, scope: !97, inlinedAt: !105)
!107 = !DILocation(line: 364, column: 10, scope: !97, inlinedAt: !105)
!108 = !DILocation(line: 7, column: 12, scope: !109, inlinedAt: !89)
!109 = distinct !DILexicalBlock(scope: !80, file: !1, line: 7, column: 7)
!110 = !DILocation(line: 7, column: 7, scope: !80, inlinedAt: !89)
!111 = !DILocation(line: 7, column: 27, scope: !109, inlinedAt: !89)
!112 = !DILocation(line: 0, scope: !97, inlinedAt: !113)
!113 = distinct !DILocation(line: 7, column: 22, scope: !109, inlinedAt: !89)
!114 = !DILocation(line: 364, column: 16, scope: !97, inlinedAt: !113)
!115 = !DILocation(line: 364, column: 10, scope: !97, inlinedAt: !113)
!116 = !DILocation(line: 7, column: 17, scope: !109, inlinedAt: !89)
!117 = !DILocation(line: 19, column: 39, scope: !63)
!118 = !DILocation(line: 19, column: 37, scope: !63)
!119 = !DILocation(line: 19, column: 43, scope: !63)
!120 = !DILocation(line: 19, column: 41, scope: !63)
!121 = !DILocation(line: 19, column: 15, scope: !63)
!122 = !DILocation(line: 19, column: 74, scope: !63)
!123 = !DILocation(line: 19, column: 52, scope: !63)
!124 = !DILocation(line: 19, column: 85, scope: !63)
!125 = !DILocation(line: 0, scope: !75)
!126 = !DILocation(line: 20, column: 21, scope: !127)
!127 = distinct !DILexicalBlock(scope: !75, file: !1, line: 20, column: 3)
!128 = !DILocation(line: 20, column: 3, scope: !75)
!129 = !DILocation(line: 20, column: 31, scope: !127)
!130 = !DILocation(line: 20, column: 44, scope: !127)
!131 = !DILocation(line: 20, column: 42, scope: !127)
!132 = !DILocation(line: 20, column: 40, scope: !127)
!133 = distinct !{!133, !128, !134, !60, !135}
!134 = !DILocation(line: 20, column: 46, scope: !75)
!135 = !{!"llvm.loop.isvectorized", i32 1}
!136 = !DILocation(line: 0, scope: !77)
!137 = !DILocation(line: 21, column: 21, scope: !138)
!138 = distinct !DILexicalBlock(scope: !77, file: !1, line: 21, column: 3)
!139 = !DILocation(line: 21, column: 3, scope: !77)
!140 = !DILocation(line: 21, column: 47, scope: !138)
!141 = !DILocation(line: 21, column: 44, scope: !138)
!142 = !DILocation(line: 21, column: 42, scope: !138)
!143 = !DILocation(line: 21, column: 36, scope: !138)
!144 = distinct !{!144, !139, !145, !60, !135}
!145 = !DILocation(line: 21, column: 50, scope: !77)
!146 = !DILocation(line: 20, column: 35, scope: !127)
!147 = distinct !{!147, !128, !134, !60, !148, !135}
!148 = !{!"llvm.loop.unroll.runtime.disable"}
!149 = !DILocation(line: 0, scope: !15, inlinedAt: !150)
!150 = distinct !DILocation(line: 22, column: 3, scope: !63)
!151 = !DILocation(line: 0, scope: !29, inlinedAt: !150)
!152 = !DILocation(line: 10, column: 21, scope: !32, inlinedAt: !150)
!153 = !DILocation(line: 10, column: 3, scope: !29, inlinedAt: !150)
!154 = !DILocation(line: 0, scope: !34, inlinedAt: !150)
!155 = !DILocation(line: 0, scope: !31, inlinedAt: !150)
!156 = !DILocation(line: 12, column: 5, scope: !34, inlinedAt: !150)
!157 = !DILocation(line: 12, column: 46, scope: !44, inlinedAt: !150)
!158 = !DILocation(line: 12, column: 38, scope: !44, inlinedAt: !150)
!159 = !DILocation(line: 12, column: 53, scope: !44, inlinedAt: !150)
!160 = !DILocation(line: 12, column: 35, scope: !44, inlinedAt: !150)
!161 = !DILocation(line: 12, column: 29, scope: !44, inlinedAt: !150)
!162 = distinct !{!162, !54}
!163 = !DILocation(line: 13, column: 5, scope: !31, inlinedAt: !150)
!164 = !DILocation(line: 13, column: 10, scope: !31, inlinedAt: !150)
!165 = !DILocation(line: 10, column: 27, scope: !32, inlinedAt: !150)
!166 = distinct !{!166, !153, !167, !60}
!167 = !DILocation(line: 14, column: 3, scope: !29, inlinedAt: !150)
!168 = distinct !{!168, !156, !169, !60}
!169 = !DILocation(line: 12, column: 56, scope: !34, inlinedAt: !150)
!170 = !DILocation(line: 23, column: 22, scope: !63)
!171 = !DILocation(line: 23, column: 18, scope: !63)
!172 = !DILocation(line: 23, column: 3, scope: !63)
!173 = !DILocation(line: 24, column: 3, scope: !63)
!174 = !DILocation(line: 21, column: 31, scope: !138)
!175 = distinct !{!175, !139, !145, !60, !148, !135}
