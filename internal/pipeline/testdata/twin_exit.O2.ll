; ModuleID = 'twin_exit.c'
source_filename = "twin_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%e\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @apply(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !27, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 %1, metadata !28, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %2, metadata !29, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %3, metadata !30, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double* %4, metadata !31, metadata !DIExpression()), !dbg !38
  %6 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !39
  %7 = icmp sgt i32 %0, 0, !dbg !40
  br i1 %7, label %8, label %15, !dbg !41

8:                                                ; preds = %5
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %0 to i64, !dbg !40
  %11 = and i64 %6, 1
  %12 = icmp eq i32 %1, 1
  %13 = and i64 %6, 4294967294
  %14 = icmp eq i64 %11, 0
  br label %16, !dbg !41

15:                                               ; preds = %31, %5
  ret void, !dbg !42

16:                                               ; preds = %8, %31
  %17 = phi i64 [ 0, %8 ], [ %32, %31 ]
  call void @llvm.dbg.value(metadata i64 %17, metadata !32, metadata !DIExpression()), !dbg !39
  %18 = getelementptr inbounds double, double* %4, i64 %17, !dbg !43
  store double 0.000000e+00, double* %18, align 8, !dbg !44, !tbaa !45
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !49
  br i1 %9, label %19, label %31, !dbg !50

19:                                               ; preds = %16
  %20 = mul nuw nsw i64 %17, %6
  %21 = getelementptr inbounds double, double* %2, i64 %20
  br i1 %12, label %22, label %34, !dbg !50

22:                                               ; preds = %34, %19
  %23 = phi double [ 0.000000e+00, %19 ], [ %48, %34 ]
  %24 = phi i64 [ 0, %19 ], [ %49, %34 ]
  br i1 %14, label %31, label %25, !dbg !50

25:                                               ; preds = %22
  call void @llvm.dbg.value(metadata i64 %24, metadata !34, metadata !DIExpression()), !dbg !49
  %26 = getelementptr inbounds double, double* %21, i64 %24, !dbg !51
  %27 = load double, double* %26, align 8, !dbg !51, !tbaa !45
  %28 = getelementptr inbounds double, double* %3, i64 %24, !dbg !53
  %29 = load double, double* %28, align 8, !dbg !53, !tbaa !45
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %23), !dbg !54
  store double %30, double* %18, align 8, !dbg !54, !tbaa !45
  call void @llvm.dbg.value(metadata i64 %24, metadata !34, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !49
  br label %31, !dbg !55

31:                                               ; preds = %25, %22, %16
  %32 = add nuw nsw i64 %17, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %32, metadata !32, metadata !DIExpression()), !dbg !39
  %33 = icmp eq i64 %32, %10, !dbg !40
  br i1 %33, label %15, label %16, !dbg !41, !llvm.loop !56

34:                                               ; preds = %19, %34
  %35 = phi double [ %48, %34 ], [ 0.000000e+00, %19 ], !dbg !54
  %36 = phi i64 [ %49, %34 ], [ 0, %19 ]
  %37 = phi i64 [ %50, %34 ], [ 0, %19 ]
  call void @llvm.dbg.value(metadata i64 %36, metadata !34, metadata !DIExpression()), !dbg !49
  %38 = getelementptr inbounds double, double* %21, i64 %36, !dbg !51
  %39 = load double, double* %38, align 8, !dbg !51, !tbaa !45
  %40 = getelementptr inbounds double, double* %3, i64 %36, !dbg !53
  %41 = load double, double* %40, align 8, !dbg !53, !tbaa !45
  %42 = tail call double @llvm.fmuladd.f64(double %39, double %41, double %35), !dbg !54
  store double %42, double* %18, align 8, !dbg !54, !tbaa !45
  %43 = or i64 %36, 1, !dbg !59
  call void @llvm.dbg.value(metadata i64 %43, metadata !34, metadata !DIExpression()), !dbg !49
  call void @llvm.dbg.value(metadata i64 %43, metadata !34, metadata !DIExpression()), !dbg !49
  %44 = getelementptr inbounds double, double* %21, i64 %43, !dbg !51
  %45 = load double, double* %44, align 8, !dbg !51, !tbaa !45
  %46 = getelementptr inbounds double, double* %3, i64 %43, !dbg !53
  %47 = load double, double* %46, align 8, !dbg !53, !tbaa !45
  %48 = tail call double @llvm.fmuladd.f64(double %45, double %47, double %42), !dbg !54
  store double %48, double* %18, align 8, !dbg !54, !tbaa !45
  %49 = add nuw nsw i64 %36, 2, !dbg !59
  call void @llvm.dbg.value(metadata i64 %49, metadata !34, metadata !DIExpression()), !dbg !49
  %50 = add i64 %37, 2, !dbg !50
  %51 = icmp eq i64 %50, %13, !dbg !50
  br i1 %51, label %22, label %34, !dbg !50, !llvm.loop !60
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @apply_t(i32 noundef %0, i32 noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4) local_unnamed_addr #0 !dbg !62 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !64, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata i32 %1, metadata !65, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %2, metadata !66, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %3, metadata !67, metadata !DIExpression()), !dbg !76
  call void @llvm.dbg.value(metadata double* %4, metadata !68, metadata !DIExpression()), !dbg !76
  %6 = zext i32 %1 to i64
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()), !dbg !77
  %7 = icmp sgt i32 %1, 0, !dbg !78
  br i1 %7, label %8, label %11, !dbg !80

8:                                                ; preds = %5
  %9 = bitcast double* %4 to i8*
  %10 = shl nuw nsw i64 %6, 3, !dbg !80
  call void @llvm.memset.p0i8.i64(i8* align 8 %9, i8 0, i64 %10, i1 false), !dbg !81, !tbaa !45
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression()), !dbg !77
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !77
  br label %11, !dbg !82

11:                                               ; preds = %8, %5
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()), !dbg !83
  %12 = icmp sgt i32 %0, 0, !dbg !82
  br i1 %12, label %13, label %84, !dbg !84

13:                                               ; preds = %11
  %14 = zext i32 %0 to i64, !dbg !82
  %15 = getelementptr double, double* %4, i64 %6, !dbg !84
  %16 = icmp ult i32 %1, 4
  %17 = and i64 %6, 4294967292
  %18 = icmp eq i64 %17, %6
  %19 = and i64 %6, 1
  %20 = icmp eq i64 %19, 0
  %21 = sub nsw i64 0, %6
  br label %22, !dbg !84

22:                                               ; preds = %13, %85
  %23 = phi i64 [ 0, %13 ], [ %86, %85 ]
  call void @llvm.dbg.value(metadata i64 %23, metadata !71, metadata !DIExpression()), !dbg !83
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()), !dbg !85
  %24 = mul i64 %23, %6, !dbg !86
  %25 = getelementptr double, double* %2, i64 %24, !dbg !86
  %26 = add i64 %24, %6, !dbg !86
  %27 = getelementptr double, double* %2, i64 %26, !dbg !86
  %28 = getelementptr double, double* %3, i64 %23, !dbg !86
  %29 = add nuw i64 %23, 1, !dbg !86
  %30 = getelementptr double, double* %3, i64 %29, !dbg !86
  br i1 %7, label %31, label %85, !dbg !86

31:                                               ; preds = %22
  %32 = mul nuw nsw i64 %23, %6
  %33 = getelementptr inbounds double, double* %2, i64 %32
  %34 = getelementptr inbounds double, double* %3, i64 %23
  br i1 %16, label %70, label %35, !dbg !86

35:                                               ; preds = %31
  %36 = icmp ugt double* %27, %4, !dbg !86
  %37 = icmp ult double* %25, %15, !dbg !86
  %38 = and i1 %36, %37, !dbg !86
  %39 = icmp ugt double* %30, %4, !dbg !86
  %40 = icmp ult double* %28, %15, !dbg !86
  %41 = and i1 %39, %40, !dbg !86
  %42 = or i1 %38, %41, !dbg !86
  br i1 %42, label %70, label %43, !dbg !86

43:                                               ; preds = %35
  %44 = load double, double* %34, align 8, !tbaa !45, !alias.scope !87
  %45 = insertelement <2 x double> poison, double %44, i64 0
  %46 = shufflevector <2 x double> %45, <2 x double> poison, <2 x i32> zeroinitializer
  %47 = insertelement <2 x double> poison, double %44, i64 0
  %48 = shufflevector <2 x double> %47, <2 x double> poison, <2 x i32> zeroinitializer
  br label %49, !dbg !86

49:                                               ; preds = %49, %43
  %50 = phi i64 [ 0, %43 ], [ %67, %49 ], !dbg !90
  %51 = getelementptr inbounds double, double* %33, i64 %50, !dbg !90
  %52 = bitcast double* %51 to <2 x double>*, !dbg !92
  %53 = load <2 x double>, <2 x double>* %52, align 8, !dbg !92, !tbaa !45, !alias.scope !93
  %54 = getelementptr inbounds double, double* %51, i64 2, !dbg !92
  %55 = bitcast double* %54 to <2 x double>*, !dbg !92
  %56 = load <2 x double>, <2 x double>* %55, align 8, !dbg !92, !tbaa !45, !alias.scope !93
  %57 = getelementptr inbounds double, double* %4, i64 %50, !dbg !90
  %58 = bitcast double* %57 to <2 x double>*, !dbg !95
  %59 = load <2 x double>, <2 x double>* %58, align 8, !dbg !95, !tbaa !45, !alias.scope !96, !noalias !98
  %60 = getelementptr inbounds double, double* %57, i64 2, !dbg !95
  %61 = bitcast double* %60 to <2 x double>*, !dbg !95
  %62 = load <2 x double>, <2 x double>* %61, align 8, !dbg !95, !tbaa !45, !alias.scope !96, !noalias !98
  %63 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %53, <2 x double> %46, <2 x double> %59), !dbg !90
  %64 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %48, <2 x double> %62), !dbg !90
  %65 = bitcast double* %57 to <2 x double>*, !dbg !95
  store <2 x double> %63, <2 x double>* %65, align 8, !dbg !95, !tbaa !45, !alias.scope !96, !noalias !98
  %66 = bitcast double* %60 to <2 x double>*, !dbg !95
  store <2 x double> %64, <2 x double>* %66, align 8, !dbg !95, !tbaa !45, !alias.scope !96, !noalias !98
  %67 = add nuw i64 %50, 4, !dbg !90
  %68 = icmp eq i64 %67, %17, !dbg !90
  br i1 %68, label %69, label %49, !dbg !90, !llvm.loop !99

69:                                               ; preds = %49
  br i1 %18, label %85, label %70, !dbg !86

70:                                               ; preds = %35, %31, %69
  %71 = phi i64 [ 0, %35 ], [ 0, %31 ], [ %17, %69 ]
  %72 = xor i64 %71, -1, !dbg !86
  br i1 %20, label %81, label %73, !dbg !86

73:                                               ; preds = %70
  call void @llvm.dbg.value(metadata i64 undef, metadata !73, metadata !DIExpression()), !dbg !85
  %74 = getelementptr inbounds double, double* %33, i64 %71, !dbg !92
  %75 = load double, double* %74, align 8, !dbg !92, !tbaa !45
  %76 = load double, double* %34, align 8, !dbg !102, !tbaa !45
  %77 = getelementptr inbounds double, double* %4, i64 %71, !dbg !103
  %78 = load double, double* %77, align 8, !dbg !95, !tbaa !45
  %79 = tail call double @llvm.fmuladd.f64(double %75, double %76, double %78), !dbg !95
  store double %79, double* %77, align 8, !dbg !95, !tbaa !45
  %80 = or i64 %71, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %80, metadata !73, metadata !DIExpression()), !dbg !85
  br label %81, !dbg !86

81:                                               ; preds = %73, %70
  %82 = phi i64 [ %71, %70 ], [ %80, %73 ]
  %83 = icmp eq i64 %72, %21, !dbg !86
  br i1 %83, label %85, label %88, !dbg !86

84:                                               ; preds = %85, %11
  ret void, !dbg !104

85:                                               ; preds = %81, %88, %69, %22
  %86 = add nuw nsw i64 %23, 1, !dbg !105
  call void @llvm.dbg.value(metadata i64 %86, metadata !71, metadata !DIExpression()), !dbg !83
  %87 = icmp eq i64 %86, %14, !dbg !82
  br i1 %87, label %84, label %22, !dbg !84, !llvm.loop !106

88:                                               ; preds = %81, %88
  %89 = phi i64 [ %103, %88 ], [ %82, %81 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !73, metadata !DIExpression()), !dbg !85
  %90 = getelementptr inbounds double, double* %33, i64 %89, !dbg !92
  %91 = load double, double* %90, align 8, !dbg !92, !tbaa !45
  %92 = load double, double* %34, align 8, !dbg !102, !tbaa !45
  %93 = getelementptr inbounds double, double* %4, i64 %89, !dbg !103
  %94 = load double, double* %93, align 8, !dbg !95, !tbaa !45
  %95 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %94), !dbg !95
  store double %95, double* %93, align 8, !dbg !95, !tbaa !45
  %96 = add nuw nsw i64 %89, 1, !dbg !90
  call void @llvm.dbg.value(metadata i64 %96, metadata !73, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %96, metadata !73, metadata !DIExpression()), !dbg !85
  %97 = getelementptr inbounds double, double* %33, i64 %96, !dbg !92
  %98 = load double, double* %97, align 8, !dbg !92, !tbaa !45
  %99 = load double, double* %34, align 8, !dbg !102, !tbaa !45
  %100 = getelementptr inbounds double, double* %4, i64 %96, !dbg !103
  %101 = load double, double* %100, align 8, !dbg !95, !tbaa !45
  %102 = tail call double @llvm.fmuladd.f64(double %98, double %99, double %101), !dbg !95
  store double %102, double* %100, align 8, !dbg !95, !tbaa !45
  %103 = add nuw nsw i64 %89, 2, !dbg !90
  call void @llvm.dbg.value(metadata i64 %103, metadata !73, metadata !DIExpression()), !dbg !85
  %104 = icmp eq i64 %103, %6, !dbg !108
  br i1 %104, label %85, label %88, !dbg !86, !llvm.loop !109
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !110 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !114, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i8** %1, metadata !115, metadata !DIExpression()), !dbg !138
  %3 = icmp sgt i32 %0, 1, !dbg !139
  br i1 %3, label %4, label %15, !dbg !140

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !141
  %6 = load i8*, i8** %5, align 8, !dbg !141, !tbaa !142
  call void @llvm.dbg.value(metadata i8* %6, metadata !144, metadata !DIExpression()) #9, !dbg !152
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #9, !dbg !154
  %8 = trunc i64 %7 to i32, !dbg !155
  call void @llvm.dbg.value(metadata i32 %8, metadata !116, metadata !DIExpression()), !dbg !138
  %9 = icmp eq i32 %0, 2, !dbg !156
  br i1 %9, label %15, label %10, !dbg !157

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !158
  %12 = load i8*, i8** %11, align 8, !dbg !158, !tbaa !142
  call void @llvm.dbg.value(metadata i8* %12, metadata !144, metadata !DIExpression()) #9, !dbg !159
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #9, !dbg !161
  %14 = trunc i64 %13 to i32, !dbg !162
  br label %15, !dbg !157

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 90, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 70, %4 ], [ 70, %2 ], !dbg !157
  call void @llvm.dbg.value(metadata i32 %17, metadata !117, metadata !DIExpression()), !dbg !138
  %18 = zext i32 %17 to i64, !dbg !163
  %19 = zext i32 %16 to i64, !dbg !164
  %20 = shl nuw nsw i64 %19, 3, !dbg !164
  %21 = mul i64 %20, %18, !dbg !164
  %22 = tail call noalias i8* @malloc(i64 noundef %21) #9, !dbg !165
  %23 = bitcast i8* %22 to double*, !dbg !165
  call void @llvm.dbg.value(metadata double* %23, metadata !118, metadata !DIExpression()), !dbg !138
  %24 = sext i32 %17 to i64, !dbg !166
  %25 = shl nsw i64 %24, 3, !dbg !167
  %26 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !168
  %27 = bitcast i8* %26 to double*, !dbg !168
  call void @llvm.dbg.value(metadata double* %27, metadata !119, metadata !DIExpression()), !dbg !138
  %28 = sext i32 %16 to i64, !dbg !169
  %29 = shl nsw i64 %28, 3, !dbg !170
  %30 = tail call noalias i8* @malloc(i64 noundef %29) #9, !dbg !171
  %31 = bitcast i8* %30 to double*, !dbg !171
  call void @llvm.dbg.value(metadata double* %31, metadata !120, metadata !DIExpression()), !dbg !138
  %32 = tail call noalias i8* @malloc(i64 noundef %25) #9, !dbg !172
  %33 = bitcast i8* %32 to double*, !dbg !172
  call void @llvm.dbg.value(metadata double* %33, metadata !121, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !173
  %34 = icmp sgt i32 %16, 0, !dbg !174
  br i1 %34, label %35, label %96, !dbg !175

35:                                               ; preds = %15
  %36 = icmp sgt i32 %17, 0
  %37 = and i64 %18, 4294967294, !dbg !175
  %38 = add nsw i64 %37, -2, !dbg !175
  %39 = lshr exact i64 %38, 1, !dbg !175
  %40 = add nuw i64 %39, 1, !dbg !175
  %41 = icmp eq i32 %17, 1
  %42 = and i64 %18, 4294967294
  %43 = and i64 %40, 1
  %44 = icmp eq i64 %38, 0
  %45 = and i64 %40, -2
  %46 = icmp eq i64 %43, 0
  %47 = icmp eq i64 %42, %18
  br label %48, !dbg !175

48:                                               ; preds = %35, %171
  %49 = phi i64 [ 0, %35 ], [ %172, %171 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !122, metadata !DIExpression()), !dbg !173
  call void @llvm.dbg.value(metadata i32 0, metadata !124, metadata !DIExpression()), !dbg !176
  br i1 %36, label %50, label %171, !dbg !177

50:                                               ; preds = %48
  %51 = trunc i64 %49 to i32
  %52 = mul nsw i32 %51, 7
  %53 = mul nuw nsw i64 %49, %18
  %54 = getelementptr inbounds double, double* %23, i64 %53
  br i1 %41, label %94, label %55, !dbg !177

55:                                               ; preds = %50
  %56 = insertelement <2 x i32> poison, i32 %52, i64 0, !dbg !177
  %57 = shufflevector <2 x i32> %56, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !177
  br i1 %44, label %82, label %58, !dbg !177

58:                                               ; preds = %55, %58
  %59 = phi i64 [ %78, %58 ], [ 0, %55 ], !dbg !178
  %60 = phi <2 x i32> [ %79, %58 ], [ <i32 0, i32 1>, %55 ], !dbg !180
  %61 = phi i64 [ %80, %58 ], [ 0, %55 ]
  %62 = mul nsw <2 x i32> %60, <i32 3, i32 3>, !dbg !180
  %63 = add nuw nsw <2 x i32> %62, %57, !dbg !181
  %64 = urem <2 x i32> %63, <i32 11, i32 11>, !dbg !182
  %65 = add nsw <2 x i32> %64, <i32 -5, i32 -5>, !dbg !183
  %66 = sitofp <2 x i32> %65 to <2 x double>, !dbg !183
  %67 = getelementptr inbounds double, double* %54, i64 %59, !dbg !178
  %68 = bitcast double* %67 to <2 x double>*, !dbg !184
  store <2 x double> %66, <2 x double>* %68, align 8, !dbg !184, !tbaa !45
  %69 = or i64 %59, 2, !dbg !178
  %70 = mul <2 x i32> %60, <i32 3, i32 3>, !dbg !180
  %71 = add <2 x i32> %70, <i32 6, i32 6>, !dbg !180
  %72 = add nuw nsw <2 x i32> %71, %57, !dbg !181
  %73 = urem <2 x i32> %72, <i32 11, i32 11>, !dbg !182
  %74 = add nsw <2 x i32> %73, <i32 -5, i32 -5>, !dbg !183
  %75 = sitofp <2 x i32> %74 to <2 x double>, !dbg !183
  %76 = getelementptr inbounds double, double* %54, i64 %69, !dbg !178
  %77 = bitcast double* %76 to <2 x double>*, !dbg !184
  store <2 x double> %75, <2 x double>* %77, align 8, !dbg !184, !tbaa !45
  %78 = add nuw i64 %59, 4, !dbg !178
  %79 = add <2 x i32> %60, <i32 4, i32 4>, !dbg !180
  %80 = add nuw i64 %61, 2, !dbg !178
  %81 = icmp eq i64 %80, %45, !dbg !178
  br i1 %81, label %82, label %58, !dbg !178, !llvm.loop !185

82:                                               ; preds = %58, %55
  %83 = phi i64 [ 0, %55 ], [ %78, %58 ]
  %84 = phi <2 x i32> [ <i32 0, i32 1>, %55 ], [ %79, %58 ]
  br i1 %46, label %93, label %85, !dbg !178

85:                                               ; preds = %82
  %86 = mul nsw <2 x i32> %84, <i32 3, i32 3>, !dbg !180
  %87 = add nuw nsw <2 x i32> %86, %57, !dbg !181
  %88 = urem <2 x i32> %87, <i32 11, i32 11>, !dbg !182
  %89 = add nsw <2 x i32> %88, <i32 -5, i32 -5>, !dbg !183
  %90 = sitofp <2 x i32> %89 to <2 x double>, !dbg !183
  %91 = getelementptr inbounds double, double* %54, i64 %83, !dbg !178
  %92 = bitcast double* %91 to <2 x double>*, !dbg !184
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !184, !tbaa !45
  br label %93, !dbg !177

93:                                               ; preds = %82, %85
  br i1 %47, label %171, label %94, !dbg !177

94:                                               ; preds = %50, %93
  %95 = phi i64 [ 0, %50 ], [ %42, %93 ]
  br label %174, !dbg !177

96:                                               ; preds = %171, %15
  call void @llvm.dbg.value(metadata i32 0, metadata !127, metadata !DIExpression()), !dbg !187
  %97 = icmp sgt i32 %17, 0, !dbg !188
  br i1 %97, label %98, label %185, !dbg !190

98:                                               ; preds = %96
  %99 = icmp ult i32 %17, 4, !dbg !190
  br i1 %99, label %169, label %100, !dbg !190

100:                                              ; preds = %98
  %101 = and i64 %18, 4294967292, !dbg !190
  %102 = add nsw i64 %101, -4, !dbg !190
  %103 = lshr exact i64 %102, 2, !dbg !190
  %104 = add nuw nsw i64 %103, 1, !dbg !190
  %105 = and i64 %104, 7, !dbg !190
  %106 = icmp ult i64 %102, 28, !dbg !190
  br i1 %106, label %154, label %107, !dbg !190

107:                                              ; preds = %100
  %108 = and i64 %104, 9223372036854775800, !dbg !190
  br label %109, !dbg !190

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %151, %109 ], !dbg !191
  %111 = phi i64 [ 0, %107 ], [ %152, %109 ]
  %112 = getelementptr inbounds double, double* %27, i64 %110, !dbg !191
  %113 = bitcast double* %112 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %113, align 8, !dbg !192, !tbaa !45
  %114 = getelementptr inbounds double, double* %112, i64 2, !dbg !192
  %115 = bitcast double* %114 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %115, align 8, !dbg !192, !tbaa !45
  %116 = or i64 %110, 4, !dbg !191
  %117 = getelementptr inbounds double, double* %27, i64 %116, !dbg !191
  %118 = bitcast double* %117 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %118, align 8, !dbg !192, !tbaa !45
  %119 = getelementptr inbounds double, double* %117, i64 2, !dbg !192
  %120 = bitcast double* %119 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %120, align 8, !dbg !192, !tbaa !45
  %121 = or i64 %110, 8, !dbg !191
  %122 = getelementptr inbounds double, double* %27, i64 %121, !dbg !191
  %123 = bitcast double* %122 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %123, align 8, !dbg !192, !tbaa !45
  %124 = getelementptr inbounds double, double* %122, i64 2, !dbg !192
  %125 = bitcast double* %124 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %125, align 8, !dbg !192, !tbaa !45
  %126 = or i64 %110, 12, !dbg !191
  %127 = getelementptr inbounds double, double* %27, i64 %126, !dbg !191
  %128 = bitcast double* %127 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %128, align 8, !dbg !192, !tbaa !45
  %129 = getelementptr inbounds double, double* %127, i64 2, !dbg !192
  %130 = bitcast double* %129 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %130, align 8, !dbg !192, !tbaa !45
  %131 = or i64 %110, 16, !dbg !191
  %132 = getelementptr inbounds double, double* %27, i64 %131, !dbg !191
  %133 = bitcast double* %132 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %133, align 8, !dbg !192, !tbaa !45
  %134 = getelementptr inbounds double, double* %132, i64 2, !dbg !192
  %135 = bitcast double* %134 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %135, align 8, !dbg !192, !tbaa !45
  %136 = or i64 %110, 20, !dbg !191
  %137 = getelementptr inbounds double, double* %27, i64 %136, !dbg !191
  %138 = bitcast double* %137 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %138, align 8, !dbg !192, !tbaa !45
  %139 = getelementptr inbounds double, double* %137, i64 2, !dbg !192
  %140 = bitcast double* %139 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %140, align 8, !dbg !192, !tbaa !45
  %141 = or i64 %110, 24, !dbg !191
  %142 = getelementptr inbounds double, double* %27, i64 %141, !dbg !191
  %143 = bitcast double* %142 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %143, align 8, !dbg !192, !tbaa !45
  %144 = getelementptr inbounds double, double* %142, i64 2, !dbg !192
  %145 = bitcast double* %144 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %145, align 8, !dbg !192, !tbaa !45
  %146 = or i64 %110, 28, !dbg !191
  %147 = getelementptr inbounds double, double* %27, i64 %146, !dbg !191
  %148 = bitcast double* %147 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %148, align 8, !dbg !192, !tbaa !45
  %149 = getelementptr inbounds double, double* %147, i64 2, !dbg !192
  %150 = bitcast double* %149 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %150, align 8, !dbg !192, !tbaa !45
  %151 = add nuw i64 %110, 32, !dbg !191
  %152 = add i64 %111, 8, !dbg !191
  %153 = icmp eq i64 %152, %108, !dbg !191
  br i1 %153, label %154, label %109, !dbg !191, !llvm.loop !193

154:                                              ; preds = %109, %100
  %155 = phi i64 [ 0, %100 ], [ %151, %109 ]
  %156 = icmp eq i64 %105, 0, !dbg !191
  br i1 %156, label %167, label %157, !dbg !191

157:                                              ; preds = %154, %157
  %158 = phi i64 [ %164, %157 ], [ %155, %154 ], !dbg !191
  %159 = phi i64 [ %165, %157 ], [ 0, %154 ]
  %160 = getelementptr inbounds double, double* %27, i64 %158, !dbg !191
  %161 = bitcast double* %160 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %161, align 8, !dbg !192, !tbaa !45
  %162 = getelementptr inbounds double, double* %160, i64 2, !dbg !192
  %163 = bitcast double* %162 to <2 x double>*, !dbg !192
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, <2 x double>* %163, align 8, !dbg !192, !tbaa !45
  %164 = add nuw i64 %158, 4, !dbg !191
  %165 = add i64 %159, 1, !dbg !191
  %166 = icmp eq i64 %165, %105, !dbg !191
  br i1 %166, label %167, label %157, !dbg !191, !llvm.loop !195

167:                                              ; preds = %157, %154
  %168 = icmp eq i64 %101, %18, !dbg !190
  br i1 %168, label %185, label %169, !dbg !190

169:                                              ; preds = %98, %167
  %170 = phi i64 [ 0, %98 ], [ %101, %167 ]
  br label %210, !dbg !190

171:                                              ; preds = %174, %93, %48
  %172 = add nuw nsw i64 %49, 1, !dbg !197
  call void @llvm.dbg.value(metadata i64 %172, metadata !122, metadata !DIExpression()), !dbg !173
  %173 = icmp eq i64 %172, %19, !dbg !174
  br i1 %173, label %96, label %48, !dbg !175, !llvm.loop !198

174:                                              ; preds = %94, %174
  %175 = phi i64 [ %183, %174 ], [ %95, %94 ]
  call void @llvm.dbg.value(metadata i64 %175, metadata !124, metadata !DIExpression()), !dbg !176
  %176 = trunc i64 %175 to i32, !dbg !180
  %177 = mul nsw i32 %176, 3, !dbg !180
  %178 = add nuw nsw i32 %177, %52, !dbg !181
  %179 = urem i32 %178, 11, !dbg !182
  %180 = add nsw i32 %179, -5, !dbg !183
  %181 = sitofp i32 %180 to double, !dbg !183
  %182 = getelementptr inbounds double, double* %54, i64 %175, !dbg !200
  store double %181, double* %182, align 8, !dbg !184, !tbaa !45
  %183 = add nuw nsw i64 %175, 1, !dbg !178
  call void @llvm.dbg.value(metadata i64 %183, metadata !124, metadata !DIExpression()), !dbg !176
  %184 = icmp eq i64 %183, %18, !dbg !201
  br i1 %184, label %171, label %174, !dbg !177, !llvm.loop !202

185:                                              ; preds = %210, %167, %96
  call void @llvm.dbg.value(metadata i32 0, metadata !130, metadata !DIExpression()), !dbg !204
  %186 = shl nuw nsw i64 %18, 3
  %187 = add nsw i64 %18, -1, !dbg !205
  %188 = and i64 %18, 4294967292, !dbg !205
  %189 = add nsw i64 %188, -4, !dbg !205
  %190 = lshr exact i64 %189, 2, !dbg !205
  %191 = add nuw nsw i64 %190, 1, !dbg !205
  %192 = and i64 %18, 3
  %193 = icmp ult i64 %187, 3
  %194 = and i64 %18, 4294967292
  %195 = icmp eq i64 %192, 0
  %196 = icmp ult i32 %17, 4
  %197 = and i64 %18, 4294967292
  %198 = and i64 %191, 1
  %199 = icmp eq i64 %189, 0
  %200 = and i64 %191, 9223372036854775806
  %201 = icmp eq i64 %198, 0
  %202 = icmp eq i64 %197, %18
  %203 = icmp ult i32 %17, 4
  %204 = and i64 %18, 4294967292
  %205 = and i64 %191, 1
  %206 = icmp eq i64 %189, 0
  %207 = and i64 %191, 9223372036854775806
  %208 = icmp eq i64 %205, 0
  %209 = icmp eq i64 %204, %18
  br label %221, !dbg !205

210:                                              ; preds = %169, %210
  %211 = phi i64 [ %213, %210 ], [ %170, %169 ]
  call void @llvm.dbg.value(metadata i64 %211, metadata !127, metadata !DIExpression()), !dbg !187
  %212 = getelementptr inbounds double, double* %27, i64 %211, !dbg !206
  store double 1.000000e+00, double* %212, align 8, !dbg !192, !tbaa !45
  %213 = add nuw nsw i64 %211, 1, !dbg !191
  call void @llvm.dbg.value(metadata i64 %213, metadata !127, metadata !DIExpression()), !dbg !187
  %214 = icmp eq i64 %213, %18, !dbg !188
  br i1 %214, label %185, label %210, !dbg !190, !llvm.loop !207

215:                                              ; preds = %420
  call void @llvm.dbg.value(metadata i32 0, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !129, metadata !DIExpression()), !dbg !138
  br i1 %97, label %216, label %451, !dbg !209

216:                                              ; preds = %215
  %217 = and i64 %18, 7, !dbg !209
  %218 = icmp ult i64 %187, 7, !dbg !209
  br i1 %218, label %436, label %219, !dbg !209

219:                                              ; preds = %216
  %220 = and i64 %18, 4294967288, !dbg !209
  br label %454, !dbg !209

221:                                              ; preds = %423, %185
  %222 = phi i32 [ 0, %185 ], [ %424, %423 ]
  call void @llvm.dbg.value(metadata i32 %222, metadata !130, metadata !DIExpression()), !dbg !204
  call void @llvm.dbg.value(metadata i32 %8, metadata !27, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata i32 %17, metadata !28, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double* %23, metadata !29, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double* %27, metadata !30, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata double* %31, metadata !31, metadata !DIExpression()) #9, !dbg !210
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()) #9, !dbg !212
  br i1 %34, label %223, label %280, !dbg !213

223:                                              ; preds = %221, %247
  %224 = phi i64 [ %248, %247 ], [ 0, %221 ]
  call void @llvm.dbg.value(metadata i64 %224, metadata !32, metadata !DIExpression()) #9, !dbg !212
  %225 = getelementptr inbounds double, double* %31, i64 %224, !dbg !214
  store double 0.000000e+00, double* %225, align 8, !dbg !215, !tbaa !45
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()) #9, !dbg !216
  br i1 %97, label %226, label %247, !dbg !217

226:                                              ; preds = %223
  %227 = mul nuw nsw i64 %224, %18
  %228 = getelementptr inbounds double, double* %23, i64 %227
  br i1 %193, label %229, label %250, !dbg !217

229:                                              ; preds = %250, %226
  %230 = phi double [ undef, %226 ], [ %276, %250 ]
  %231 = phi double [ 0.000000e+00, %226 ], [ %276, %250 ]
  %232 = phi i64 [ 0, %226 ], [ %277, %250 ]
  br i1 %195, label %245, label %233, !dbg !217

233:                                              ; preds = %229, %233
  %234 = phi double [ %241, %233 ], [ %231, %229 ], !dbg !218
  %235 = phi i64 [ %242, %233 ], [ %232, %229 ]
  %236 = phi i64 [ %243, %233 ], [ 0, %229 ]
  call void @llvm.dbg.value(metadata i64 %235, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %237 = getelementptr inbounds double, double* %228, i64 %235, !dbg !219
  %238 = load double, double* %237, align 8, !dbg !219, !tbaa !45
  %239 = getelementptr inbounds double, double* %27, i64 %235, !dbg !220
  %240 = load double, double* %239, align 8, !dbg !220, !tbaa !45
  %241 = tail call double @llvm.fmuladd.f64(double %238, double %240, double %234) #9, !dbg !218
  %242 = add nuw nsw i64 %235, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %242, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %243 = add i64 %236, 1, !dbg !217
  %244 = icmp eq i64 %243, %192, !dbg !217
  br i1 %244, label %245, label %233, !dbg !217, !llvm.loop !222

245:                                              ; preds = %233, %229
  %246 = phi double [ %230, %229 ], [ %241, %233 ], !dbg !218
  store double %246, double* %225, align 8, !dbg !218, !tbaa !45
  br label %247, !dbg !223

247:                                              ; preds = %245, %223
  %248 = add nuw nsw i64 %224, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %248, metadata !32, metadata !DIExpression()) #9, !dbg !212
  %249 = icmp eq i64 %248, %19, !dbg !224
  br i1 %249, label %280, label %223, !dbg !213, !llvm.loop !225

250:                                              ; preds = %226, %250
  %251 = phi double [ %276, %250 ], [ 0.000000e+00, %226 ], !dbg !218
  %252 = phi i64 [ %277, %250 ], [ 0, %226 ]
  %253 = phi i64 [ %278, %250 ], [ 0, %226 ]
  call void @llvm.dbg.value(metadata i64 %252, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %254 = getelementptr inbounds double, double* %228, i64 %252, !dbg !219
  %255 = load double, double* %254, align 8, !dbg !219, !tbaa !45
  %256 = getelementptr inbounds double, double* %27, i64 %252, !dbg !220
  %257 = load double, double* %256, align 8, !dbg !220, !tbaa !45
  %258 = tail call double @llvm.fmuladd.f64(double %255, double %257, double %251) #9, !dbg !218
  %259 = or i64 %252, 1, !dbg !221
  call void @llvm.dbg.value(metadata i64 %259, metadata !34, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i64 %259, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %260 = getelementptr inbounds double, double* %228, i64 %259, !dbg !219
  %261 = load double, double* %260, align 8, !dbg !219, !tbaa !45
  %262 = getelementptr inbounds double, double* %27, i64 %259, !dbg !220
  %263 = load double, double* %262, align 8, !dbg !220, !tbaa !45
  %264 = tail call double @llvm.fmuladd.f64(double %261, double %263, double %258) #9, !dbg !218
  %265 = or i64 %252, 2, !dbg !221
  call void @llvm.dbg.value(metadata i64 %265, metadata !34, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i64 %265, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %266 = getelementptr inbounds double, double* %228, i64 %265, !dbg !219
  %267 = load double, double* %266, align 8, !dbg !219, !tbaa !45
  %268 = getelementptr inbounds double, double* %27, i64 %265, !dbg !220
  %269 = load double, double* %268, align 8, !dbg !220, !tbaa !45
  %270 = tail call double @llvm.fmuladd.f64(double %267, double %269, double %264) #9, !dbg !218
  %271 = or i64 %252, 3, !dbg !221
  call void @llvm.dbg.value(metadata i64 %271, metadata !34, metadata !DIExpression()) #9, !dbg !216
  call void @llvm.dbg.value(metadata i64 %271, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %272 = getelementptr inbounds double, double* %228, i64 %271, !dbg !219
  %273 = load double, double* %272, align 8, !dbg !219, !tbaa !45
  %274 = getelementptr inbounds double, double* %27, i64 %271, !dbg !220
  %275 = load double, double* %274, align 8, !dbg !220, !tbaa !45
  %276 = tail call double @llvm.fmuladd.f64(double %273, double %275, double %270) #9, !dbg !218
  %277 = add nuw nsw i64 %252, 4, !dbg !221
  call void @llvm.dbg.value(metadata i64 %277, metadata !34, metadata !DIExpression()) #9, !dbg !216
  %278 = add i64 %253, 4, !dbg !217
  %279 = icmp eq i64 %278, %194, !dbg !217
  br i1 %279, label %229, label %250, !dbg !217, !llvm.loop !227

280:                                              ; preds = %247, %221
  call void @llvm.dbg.value(metadata i32 %8, metadata !64, metadata !DIExpression()) #9, !dbg !229
  call void @llvm.dbg.value(metadata i32 %17, metadata !65, metadata !DIExpression()) #9, !dbg !229
  call void @llvm.dbg.value(metadata double* %23, metadata !66, metadata !DIExpression()) #9, !dbg !229
  call void @llvm.dbg.value(metadata double* %31, metadata !67, metadata !DIExpression()) #9, !dbg !229
  call void @llvm.dbg.value(metadata double* %33, metadata !68, metadata !DIExpression()) #9, !dbg !229
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #9, !dbg !231
  br i1 %97, label %281, label %282, !dbg !232

281:                                              ; preds = %280
  tail call void @llvm.memset.p0i8.i64(i8* align 8 %32, i8 0, i64 %186, i1 false) #9, !dbg !233, !tbaa !45
  call void @llvm.dbg.value(metadata i32 undef, metadata !69, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #9, !dbg !231
  br label %282, !dbg !234

282:                                              ; preds = %281, %280
  call void @llvm.dbg.value(metadata i32 0, metadata !71, metadata !DIExpression()) #9, !dbg !235
  br i1 %34, label %283, label %368, !dbg !236

283:                                              ; preds = %282, %356
  %284 = phi i64 [ %357, %356 ], [ 0, %282 ]
  call void @llvm.dbg.value(metadata i64 %284, metadata !71, metadata !DIExpression()) #9, !dbg !235
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #9, !dbg !237
  br i1 %97, label %285, label %356, !dbg !238

285:                                              ; preds = %283
  %286 = mul nuw nsw i64 %284, %18
  %287 = getelementptr inbounds double, double* %23, i64 %286
  %288 = getelementptr inbounds double, double* %31, i64 %284
  %289 = load double, double* %288, align 8, !tbaa !45
  br i1 %196, label %354, label %290, !dbg !238

290:                                              ; preds = %285
  %291 = insertelement <2 x double> poison, double %289, i64 0, !dbg !238
  %292 = shufflevector <2 x double> %291, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !238
  %293 = insertelement <2 x double> poison, double %289, i64 0, !dbg !238
  %294 = shufflevector <2 x double> %293, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !238
  br i1 %199, label %334, label %295, !dbg !238

295:                                              ; preds = %290, %295
  %296 = phi i64 [ %331, %295 ], [ 0, %290 ], !dbg !239
  %297 = phi i64 [ %332, %295 ], [ 0, %290 ]
  %298 = getelementptr inbounds double, double* %287, i64 %296, !dbg !239
  %299 = bitcast double* %298 to <2 x double>*, !dbg !240
  %300 = load <2 x double>, <2 x double>* %299, align 8, !dbg !240, !tbaa !45
  %301 = getelementptr inbounds double, double* %298, i64 2, !dbg !240
  %302 = bitcast double* %301 to <2 x double>*, !dbg !240
  %303 = load <2 x double>, <2 x double>* %302, align 8, !dbg !240, !tbaa !45
  %304 = getelementptr inbounds double, double* %33, i64 %296, !dbg !239
  %305 = bitcast double* %304 to <2 x double>*, !dbg !241
  %306 = load <2 x double>, <2 x double>* %305, align 8, !dbg !241, !tbaa !45
  %307 = getelementptr inbounds double, double* %304, i64 2, !dbg !241
  %308 = bitcast double* %307 to <2 x double>*, !dbg !241
  %309 = load <2 x double>, <2 x double>* %308, align 8, !dbg !241, !tbaa !45
  %310 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %300, <2 x double> %292, <2 x double> %306), !dbg !241
  %311 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %303, <2 x double> %294, <2 x double> %309), !dbg !241
  %312 = bitcast double* %304 to <2 x double>*, !dbg !241
  store <2 x double> %310, <2 x double>* %312, align 8, !dbg !241, !tbaa !45
  %313 = bitcast double* %307 to <2 x double>*, !dbg !241
  store <2 x double> %311, <2 x double>* %313, align 8, !dbg !241, !tbaa !45
  %314 = or i64 %296, 4, !dbg !239
  %315 = getelementptr inbounds double, double* %287, i64 %314, !dbg !239
  %316 = bitcast double* %315 to <2 x double>*, !dbg !240
  %317 = load <2 x double>, <2 x double>* %316, align 8, !dbg !240, !tbaa !45
  %318 = getelementptr inbounds double, double* %315, i64 2, !dbg !240
  %319 = bitcast double* %318 to <2 x double>*, !dbg !240
  %320 = load <2 x double>, <2 x double>* %319, align 8, !dbg !240, !tbaa !45
  %321 = getelementptr inbounds double, double* %33, i64 %314, !dbg !239
  %322 = bitcast double* %321 to <2 x double>*, !dbg !241
  %323 = load <2 x double>, <2 x double>* %322, align 8, !dbg !241, !tbaa !45
  %324 = getelementptr inbounds double, double* %321, i64 2, !dbg !241
  %325 = bitcast double* %324 to <2 x double>*, !dbg !241
  %326 = load <2 x double>, <2 x double>* %325, align 8, !dbg !241, !tbaa !45
  %327 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %317, <2 x double> %292, <2 x double> %323), !dbg !241
  %328 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %320, <2 x double> %294, <2 x double> %326), !dbg !241
  %329 = bitcast double* %321 to <2 x double>*, !dbg !241
  store <2 x double> %327, <2 x double>* %329, align 8, !dbg !241, !tbaa !45
  %330 = bitcast double* %324 to <2 x double>*, !dbg !241
  store <2 x double> %328, <2 x double>* %330, align 8, !dbg !241, !tbaa !45
  %331 = add nuw i64 %296, 8, !dbg !239
  %332 = add i64 %297, 2, !dbg !239
  %333 = icmp eq i64 %332, %200, !dbg !239
  br i1 %333, label %334, label %295, !dbg !239, !llvm.loop !242

334:                                              ; preds = %295, %290
  %335 = phi i64 [ 0, %290 ], [ %331, %295 ]
  br i1 %201, label %353, label %336, !dbg !239

336:                                              ; preds = %334
  %337 = getelementptr inbounds double, double* %287, i64 %335, !dbg !239
  %338 = bitcast double* %337 to <2 x double>*, !dbg !240
  %339 = load <2 x double>, <2 x double>* %338, align 8, !dbg !240, !tbaa !45
  %340 = getelementptr inbounds double, double* %337, i64 2, !dbg !240
  %341 = bitcast double* %340 to <2 x double>*, !dbg !240
  %342 = load <2 x double>, <2 x double>* %341, align 8, !dbg !240, !tbaa !45
  %343 = getelementptr inbounds double, double* %33, i64 %335, !dbg !239
  %344 = bitcast double* %343 to <2 x double>*, !dbg !241
  %345 = load <2 x double>, <2 x double>* %344, align 8, !dbg !241, !tbaa !45
  %346 = getelementptr inbounds double, double* %343, i64 2, !dbg !241
  %347 = bitcast double* %346 to <2 x double>*, !dbg !241
  %348 = load <2 x double>, <2 x double>* %347, align 8, !dbg !241, !tbaa !45
  %349 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %339, <2 x double> %292, <2 x double> %345), !dbg !241
  %350 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %342, <2 x double> %294, <2 x double> %348), !dbg !241
  %351 = bitcast double* %343 to <2 x double>*, !dbg !241
  store <2 x double> %349, <2 x double>* %351, align 8, !dbg !241, !tbaa !45
  %352 = bitcast double* %346 to <2 x double>*, !dbg !241
  store <2 x double> %350, <2 x double>* %352, align 8, !dbg !241, !tbaa !45
  br label %353, !dbg !238

353:                                              ; preds = %334, %336
  br i1 %202, label %356, label %354, !dbg !238

354:                                              ; preds = %285, %353
  %355 = phi i64 [ 0, %285 ], [ %197, %353 ]
  br label %359, !dbg !238

356:                                              ; preds = %359, %353, %283
  %357 = add nuw nsw i64 %284, 1, !dbg !244
  call void @llvm.dbg.value(metadata i64 %357, metadata !71, metadata !DIExpression()) #9, !dbg !235
  %358 = icmp eq i64 %357, %19, !dbg !234
  br i1 %358, label %368, label %283, !dbg !236, !llvm.loop !245

359:                                              ; preds = %354, %359
  %360 = phi i64 [ %366, %359 ], [ %355, %354 ]
  call void @llvm.dbg.value(metadata i64 %360, metadata !73, metadata !DIExpression()) #9, !dbg !237
  %361 = getelementptr inbounds double, double* %287, i64 %360, !dbg !240
  %362 = load double, double* %361, align 8, !dbg !240, !tbaa !45
  %363 = getelementptr inbounds double, double* %33, i64 %360, !dbg !247
  %364 = load double, double* %363, align 8, !dbg !241, !tbaa !45
  %365 = tail call double @llvm.fmuladd.f64(double %362, double %289, double %364) #9, !dbg !241
  store double %365, double* %363, align 8, !dbg !241, !tbaa !45
  %366 = add nuw nsw i64 %360, 1, !dbg !239
  call void @llvm.dbg.value(metadata i64 %366, metadata !73, metadata !DIExpression()) #9, !dbg !237
  %367 = icmp eq i64 %366, %18, !dbg !248
  br i1 %367, label %356, label %359, !dbg !238, !llvm.loop !249

368:                                              ; preds = %356, %282
  call void @llvm.dbg.value(metadata i32 0, metadata !132, metadata !DIExpression()), !dbg !250
  br i1 %97, label %369, label %425, !dbg !251

369:                                              ; preds = %368
  br i1 %203, label %418, label %370, !dbg !251

370:                                              ; preds = %369
  br i1 %206, label %402, label %371, !dbg !251

371:                                              ; preds = %370, %371
  %372 = phi i64 [ %399, %371 ], [ 0, %370 ], !dbg !252
  %373 = phi i64 [ %400, %371 ], [ 0, %370 ]
  %374 = getelementptr inbounds double, double* %33, i64 %372, !dbg !252
  %375 = bitcast double* %374 to <2 x double>*, !dbg !254
  %376 = load <2 x double>, <2 x double>* %375, align 8, !dbg !254, !tbaa !45
  %377 = getelementptr inbounds double, double* %374, i64 2, !dbg !254
  %378 = bitcast double* %377 to <2 x double>*, !dbg !254
  %379 = load <2 x double>, <2 x double>* %378, align 8, !dbg !254, !tbaa !45
  %380 = fmul <2 x double> %376, <double 1.000000e-02, double 1.000000e-02>, !dbg !255
  %381 = fmul <2 x double> %379, <double 1.000000e-02, double 1.000000e-02>, !dbg !255
  %382 = getelementptr inbounds double, double* %27, i64 %372, !dbg !252
  %383 = bitcast double* %382 to <2 x double>*, !dbg !256
  store <2 x double> %380, <2 x double>* %383, align 8, !dbg !256, !tbaa !45
  %384 = getelementptr inbounds double, double* %382, i64 2, !dbg !256
  %385 = bitcast double* %384 to <2 x double>*, !dbg !256
  store <2 x double> %381, <2 x double>* %385, align 8, !dbg !256, !tbaa !45
  %386 = or i64 %372, 4, !dbg !252
  %387 = getelementptr inbounds double, double* %33, i64 %386, !dbg !252
  %388 = bitcast double* %387 to <2 x double>*, !dbg !254
  %389 = load <2 x double>, <2 x double>* %388, align 8, !dbg !254, !tbaa !45
  %390 = getelementptr inbounds double, double* %387, i64 2, !dbg !254
  %391 = bitcast double* %390 to <2 x double>*, !dbg !254
  %392 = load <2 x double>, <2 x double>* %391, align 8, !dbg !254, !tbaa !45
  %393 = fmul <2 x double> %389, <double 1.000000e-02, double 1.000000e-02>, !dbg !255
  %394 = fmul <2 x double> %392, <double 1.000000e-02, double 1.000000e-02>, !dbg !255
  %395 = getelementptr inbounds double, double* %27, i64 %386, !dbg !252
  %396 = bitcast double* %395 to <2 x double>*, !dbg !256
  store <2 x double> %393, <2 x double>* %396, align 8, !dbg !256, !tbaa !45
  %397 = getelementptr inbounds double, double* %395, i64 2, !dbg !256
  %398 = bitcast double* %397 to <2 x double>*, !dbg !256
  store <2 x double> %394, <2 x double>* %398, align 8, !dbg !256, !tbaa !45
  %399 = add nuw i64 %372, 8, !dbg !252
  %400 = add i64 %373, 2, !dbg !252
  %401 = icmp eq i64 %400, %207, !dbg !252
  br i1 %401, label %402, label %371, !dbg !252, !llvm.loop !257

402:                                              ; preds = %371, %370
  %403 = phi i64 [ 0, %370 ], [ %399, %371 ]
  br i1 %208, label %417, label %404, !dbg !252

404:                                              ; preds = %402
  %405 = getelementptr inbounds double, double* %33, i64 %403, !dbg !252
  %406 = bitcast double* %405 to <2 x double>*, !dbg !254
  %407 = load <2 x double>, <2 x double>* %406, align 8, !dbg !254, !tbaa !45
  %408 = getelementptr inbounds double, double* %405, i64 2, !dbg !254
  %409 = bitcast double* %408 to <2 x double>*, !dbg !254
  %410 = load <2 x double>, <2 x double>* %409, align 8, !dbg !254, !tbaa !45
  %411 = fmul <2 x double> %407, <double 1.000000e-02, double 1.000000e-02>, !dbg !255
  %412 = fmul <2 x double> %410, <double 1.000000e-02, double 1.000000e-02>, !dbg !255
  %413 = getelementptr inbounds double, double* %27, i64 %403, !dbg !252
  %414 = bitcast double* %413 to <2 x double>*, !dbg !256
  store <2 x double> %411, <2 x double>* %414, align 8, !dbg !256, !tbaa !45
  %415 = getelementptr inbounds double, double* %413, i64 2, !dbg !256
  %416 = bitcast double* %415 to <2 x double>*, !dbg !256
  store <2 x double> %412, <2 x double>* %416, align 8, !dbg !256, !tbaa !45
  br label %417, !dbg !251

417:                                              ; preds = %402, %404
  br i1 %209, label %420, label %418, !dbg !251

418:                                              ; preds = %369, %417
  %419 = phi i64 [ 0, %369 ], [ %204, %417 ]
  br label %428, !dbg !251

420:                                              ; preds = %428, %417
  %421 = add nuw nsw i32 %222, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %421, metadata !130, metadata !DIExpression()), !dbg !204
  %422 = icmp eq i32 %421, 4, !dbg !260
  br i1 %422, label %215, label %423, !dbg !205

423:                                              ; preds = %420, %425
  %424 = phi i32 [ %421, %420 ], [ %426, %425 ]
  br label %221, !dbg !204, !llvm.loop !261

425:                                              ; preds = %368
  %426 = add nuw nsw i32 %222, 1, !dbg !259
  call void @llvm.dbg.value(metadata i32 %421, metadata !130, metadata !DIExpression()), !dbg !204
  %427 = icmp eq i32 %426, 4, !dbg !260
  br i1 %427, label %451, label %423, !dbg !205

428:                                              ; preds = %418, %428
  %429 = phi i64 [ %434, %428 ], [ %419, %418 ]
  call void @llvm.dbg.value(metadata i64 %429, metadata !132, metadata !DIExpression()), !dbg !250
  %430 = getelementptr inbounds double, double* %33, i64 %429, !dbg !254
  %431 = load double, double* %430, align 8, !dbg !254, !tbaa !45
  %432 = fmul double %431, 1.000000e-02, !dbg !255
  %433 = getelementptr inbounds double, double* %27, i64 %429, !dbg !263
  store double %432, double* %433, align 8, !dbg !256, !tbaa !45
  %434 = add nuw nsw i64 %429, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %434, metadata !132, metadata !DIExpression()), !dbg !250
  %435 = icmp eq i64 %434, %18, !dbg !264
  br i1 %435, label %420, label %428, !dbg !251, !llvm.loop !265

436:                                              ; preds = %454, %216
  %437 = phi double [ undef, %216 ], [ %488, %454 ]
  %438 = phi i64 [ 0, %216 ], [ %489, %454 ]
  %439 = phi double [ 0.000000e+00, %216 ], [ %488, %454 ]
  %440 = icmp eq i64 %217, 0, !dbg !209
  br i1 %440, label %451, label %441, !dbg !209

441:                                              ; preds = %436, %441
  %442 = phi i64 [ %448, %441 ], [ %438, %436 ]
  %443 = phi double [ %447, %441 ], [ %439, %436 ]
  %444 = phi i64 [ %449, %441 ], [ 0, %436 ]
  call void @llvm.dbg.value(metadata i64 %442, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %443, metadata !129, metadata !DIExpression()), !dbg !138
  %445 = getelementptr inbounds double, double* %27, i64 %442, !dbg !266
  %446 = load double, double* %445, align 8, !dbg !266, !tbaa !45
  %447 = fadd double %443, %446, !dbg !268
  call void @llvm.dbg.value(metadata double %447, metadata !129, metadata !DIExpression()), !dbg !138
  %448 = add nuw nsw i64 %442, 1, !dbg !269
  call void @llvm.dbg.value(metadata i64 %448, metadata !136, metadata !DIExpression()), !dbg !208
  %449 = add i64 %444, 1, !dbg !209
  %450 = icmp eq i64 %449, %217, !dbg !209
  br i1 %450, label %451, label %441, !dbg !209, !llvm.loop !270

451:                                              ; preds = %425, %436, %441, %215
  %452 = phi double [ 0.000000e+00, %215 ], [ %437, %436 ], [ %447, %441 ], [ 0.000000e+00, %425 ], !dbg !138
  %453 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %452), !dbg !271
  tail call void @free(i8* noundef %22) #9, !dbg !272
  tail call void @free(i8* noundef %26) #9, !dbg !273
  tail call void @free(i8* noundef %30) #9, !dbg !274
  tail call void @free(i8* noundef %32) #9, !dbg !275
  ret i32 0, !dbg !276

454:                                              ; preds = %454, %219
  %455 = phi i64 [ 0, %219 ], [ %489, %454 ]
  %456 = phi double [ 0.000000e+00, %219 ], [ %488, %454 ]
  %457 = phi i64 [ 0, %219 ], [ %490, %454 ]
  call void @llvm.dbg.value(metadata i64 %455, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %456, metadata !129, metadata !DIExpression()), !dbg !138
  %458 = getelementptr inbounds double, double* %27, i64 %455, !dbg !266
  %459 = load double, double* %458, align 8, !dbg !266, !tbaa !45
  %460 = fadd double %456, %459, !dbg !268
  call void @llvm.dbg.value(metadata double %460, metadata !129, metadata !DIExpression()), !dbg !138
  %461 = or i64 %455, 1, !dbg !269
  call void @llvm.dbg.value(metadata i64 %461, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %461, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %460, metadata !129, metadata !DIExpression()), !dbg !138
  %462 = getelementptr inbounds double, double* %27, i64 %461, !dbg !266
  %463 = load double, double* %462, align 8, !dbg !266, !tbaa !45
  %464 = fadd double %460, %463, !dbg !268
  call void @llvm.dbg.value(metadata double %464, metadata !129, metadata !DIExpression()), !dbg !138
  %465 = or i64 %455, 2, !dbg !269
  call void @llvm.dbg.value(metadata i64 %465, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %465, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %464, metadata !129, metadata !DIExpression()), !dbg !138
  %466 = getelementptr inbounds double, double* %27, i64 %465, !dbg !266
  %467 = load double, double* %466, align 8, !dbg !266, !tbaa !45
  %468 = fadd double %464, %467, !dbg !268
  call void @llvm.dbg.value(metadata double %468, metadata !129, metadata !DIExpression()), !dbg !138
  %469 = or i64 %455, 3, !dbg !269
  call void @llvm.dbg.value(metadata i64 %469, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %469, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %468, metadata !129, metadata !DIExpression()), !dbg !138
  %470 = getelementptr inbounds double, double* %27, i64 %469, !dbg !266
  %471 = load double, double* %470, align 8, !dbg !266, !tbaa !45
  %472 = fadd double %468, %471, !dbg !268
  call void @llvm.dbg.value(metadata double %472, metadata !129, metadata !DIExpression()), !dbg !138
  %473 = or i64 %455, 4, !dbg !269
  call void @llvm.dbg.value(metadata i64 %473, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %473, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %472, metadata !129, metadata !DIExpression()), !dbg !138
  %474 = getelementptr inbounds double, double* %27, i64 %473, !dbg !266
  %475 = load double, double* %474, align 8, !dbg !266, !tbaa !45
  %476 = fadd double %472, %475, !dbg !268
  call void @llvm.dbg.value(metadata double %476, metadata !129, metadata !DIExpression()), !dbg !138
  %477 = or i64 %455, 5, !dbg !269
  call void @llvm.dbg.value(metadata i64 %477, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %477, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %476, metadata !129, metadata !DIExpression()), !dbg !138
  %478 = getelementptr inbounds double, double* %27, i64 %477, !dbg !266
  %479 = load double, double* %478, align 8, !dbg !266, !tbaa !45
  %480 = fadd double %476, %479, !dbg !268
  call void @llvm.dbg.value(metadata double %480, metadata !129, metadata !DIExpression()), !dbg !138
  %481 = or i64 %455, 6, !dbg !269
  call void @llvm.dbg.value(metadata i64 %481, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %481, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %480, metadata !129, metadata !DIExpression()), !dbg !138
  %482 = getelementptr inbounds double, double* %27, i64 %481, !dbg !266
  %483 = load double, double* %482, align 8, !dbg !266, !tbaa !45
  %484 = fadd double %480, %483, !dbg !268
  call void @llvm.dbg.value(metadata double %484, metadata !129, metadata !DIExpression()), !dbg !138
  %485 = or i64 %455, 7, !dbg !269
  call void @llvm.dbg.value(metadata i64 %485, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata i64 %485, metadata !136, metadata !DIExpression()), !dbg !208
  call void @llvm.dbg.value(metadata double %484, metadata !129, metadata !DIExpression()), !dbg !138
  %486 = getelementptr inbounds double, double* %27, i64 %485, !dbg !266
  %487 = load double, double* %486, align 8, !dbg !266, !tbaa !45
  %488 = fadd double %484, %487, !dbg !268
  call void @llvm.dbg.value(metadata double %488, metadata !129, metadata !DIExpression()), !dbg !138
  %489 = add nuw nsw i64 %455, 8, !dbg !269
  call void @llvm.dbg.value(metadata i64 %489, metadata !136, metadata !DIExpression()), !dbg !208
  %490 = add i64 %457, 8, !dbg !209
  %491 = icmp eq i64 %490, %220, !dbg !209
  br i1 %491, label %436, label %454, !dbg !209, !llvm.loop !277
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

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
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "twin_exit.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "06ea3363517ce12793ff9f67e53c3f57")
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
!15 = distinct !DISubprogram(name: "apply", scope: !1, file: !1, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !26)
!16 = !DISubroutineType(types: !17)
!17 = !{null, !3, !3, !18, !23, !25}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, elements: !21)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !{!22}
!22 = !DISubrange(count: -1)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32, !34}
!27 = !DILocalVariable(name: "n", arg: 1, scope: !15, file: !1, line: 8, type: !3)
!28 = !DILocalVariable(name: "m", arg: 2, scope: !15, file: !1, line: 8, type: !3)
!29 = !DILocalVariable(name: "A", arg: 3, scope: !15, file: !1, line: 8, type: !18)
!30 = !DILocalVariable(name: "v", arg: 4, scope: !15, file: !1, line: 8, type: !23)
!31 = !DILocalVariable(name: "w", arg: 5, scope: !15, file: !1, line: 8, type: !25)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 10, type: !3)
!33 = distinct !DILexicalBlock(scope: !15, file: !1, line: 10, column: 3)
!34 = !DILocalVariable(name: "j", scope: !35, file: !1, line: 12, type: !3)
!35 = distinct !DILexicalBlock(scope: !36, file: !1, line: 12, column: 5)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 10, column: 31)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 10, column: 3)
!38 = !DILocation(line: 0, scope: !15)
!39 = !DILocation(line: 0, scope: !33)
!40 = !DILocation(line: 10, column: 21, scope: !37)
!41 = !DILocation(line: 10, column: 3, scope: !33)
!42 = !DILocation(line: 15, column: 1, scope: !15)
!43 = !DILocation(line: 11, column: 5, scope: !36)
!44 = !DILocation(line: 11, column: 10, scope: !36)
!45 = !{!46, !46, i64 0}
!46 = !{!"double", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 0, scope: !35)
!50 = !DILocation(line: 12, column: 5, scope: !35)
!51 = !DILocation(line: 13, column: 15, scope: !52)
!52 = distinct !DILexicalBlock(scope: !35, file: !1, line: 12, column: 5)
!53 = !DILocation(line: 13, column: 25, scope: !52)
!54 = !DILocation(line: 13, column: 12, scope: !52)
!55 = !DILocation(line: 10, column: 27, scope: !37)
!56 = distinct !{!56, !41, !57, !58}
!57 = !DILocation(line: 14, column: 3, scope: !33)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 12, column: 29, scope: !52)
!60 = distinct !{!60, !50, !61, !58}
!61 = !DILocation(line: 13, column: 28, scope: !35)
!62 = distinct !DISubprogram(name: "apply_t", scope: !1, file: !1, line: 17, type: !16, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !63)
!63 = !{!64, !65, !66, !67, !68, !69, !71, !73}
!64 = !DILocalVariable(name: "n", arg: 1, scope: !62, file: !1, line: 17, type: !3)
!65 = !DILocalVariable(name: "m", arg: 2, scope: !62, file: !1, line: 17, type: !3)
!66 = !DILocalVariable(name: "A", arg: 3, scope: !62, file: !1, line: 17, type: !18)
!67 = !DILocalVariable(name: "w", arg: 4, scope: !62, file: !1, line: 17, type: !23)
!68 = !DILocalVariable(name: "u", arg: 5, scope: !62, file: !1, line: 17, type: !25)
!69 = !DILocalVariable(name: "j", scope: !70, file: !1, line: 19, type: !3)
!70 = distinct !DILexicalBlock(scope: !62, file: !1, line: 19, column: 3)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 21, type: !3)
!72 = distinct !DILexicalBlock(scope: !62, file: !1, line: 21, column: 3)
!73 = !DILocalVariable(name: "j", scope: !74, file: !1, line: 22, type: !3)
!74 = distinct !DILexicalBlock(scope: !75, file: !1, line: 22, column: 5)
!75 = distinct !DILexicalBlock(scope: !72, file: !1, line: 21, column: 3)
!76 = !DILocation(line: 0, scope: !62)
!77 = !DILocation(line: 0, scope: !70)
!78 = !DILocation(line: 19, column: 21, scope: !79)
!79 = distinct !DILexicalBlock(scope: !70, file: !1, line: 19, column: 3)
!80 = !DILocation(line: 19, column: 3, scope: !70)
!81 = !DILocation(line: 20, column: 10, scope: !79)
!82 = !DILocation(line: 21, column: 21, scope: !75)
!83 = !DILocation(line: 0, scope: !72)
!84 = !DILocation(line: 21, column: 3, scope: !72)
!85 = !DILocation(line: 0, scope: !74)
!86 = !DILocation(line: 22, column: 5, scope: !74)
!87 = !{!88}
!88 = distinct !{!88, !89}
!89 = distinct !{!89, !"LVerDomain"}
!90 = !DILocation(line: 22, column: 29, scope: !91)
!91 = distinct !DILexicalBlock(scope: !74, file: !1, line: 22, column: 5)
!92 = !DILocation(line: 23, column: 15, scope: !91)
!93 = !{!94}
!94 = distinct !{!94, !89}
!95 = !DILocation(line: 23, column: 12, scope: !91)
!96 = !{!97}
!97 = distinct !{!97, !89}
!98 = !{!94, !88}
!99 = distinct !{!99, !86, !100, !58, !101}
!100 = !DILocation(line: 23, column: 28, scope: !74)
!101 = !{!"llvm.loop.isvectorized", i32 1}
!102 = !DILocation(line: 23, column: 25, scope: !91)
!103 = !DILocation(line: 23, column: 7, scope: !91)
!104 = !DILocation(line: 24, column: 1, scope: !62)
!105 = !DILocation(line: 21, column: 27, scope: !75)
!106 = distinct !{!106, !84, !107, !58}
!107 = !DILocation(line: 23, column: 28, scope: !72)
!108 = !DILocation(line: 22, column: 23, scope: !91)
!109 = distinct !{!109, !86, !100, !58, !101}
!110 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 26, type: !111, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!3, !3, !4}
!113 = !{!114, !115, !116, !117, !118, !119, !120, !121, !122, !124, !127, !129, !130, !132, !136}
!114 = !DILocalVariable(name: "argc", arg: 1, scope: !110, file: !1, line: 26, type: !3)
!115 = !DILocalVariable(name: "argv", arg: 2, scope: !110, file: !1, line: 26, type: !4)
!116 = !DILocalVariable(name: "n", scope: !110, file: !1, line: 28, type: !3)
!117 = !DILocalVariable(name: "m", scope: !110, file: !1, line: 29, type: !3)
!118 = !DILocalVariable(name: "A", scope: !110, file: !1, line: 30, type: !18)
!119 = !DILocalVariable(name: "v", scope: !110, file: !1, line: 31, type: !25)
!120 = !DILocalVariable(name: "w", scope: !110, file: !1, line: 31, type: !25)
!121 = !DILocalVariable(name: "u", scope: !110, file: !1, line: 32, type: !25)
!122 = !DILocalVariable(name: "i", scope: !123, file: !1, line: 33, type: !3)
!123 = distinct !DILexicalBlock(scope: !110, file: !1, line: 33, column: 3)
!124 = !DILocalVariable(name: "j", scope: !125, file: !1, line: 34, type: !3)
!125 = distinct !DILexicalBlock(scope: !126, file: !1, line: 34, column: 5)
!126 = distinct !DILexicalBlock(scope: !123, file: !1, line: 33, column: 3)
!127 = !DILocalVariable(name: "j", scope: !128, file: !1, line: 36, type: !3)
!128 = distinct !DILexicalBlock(scope: !110, file: !1, line: 36, column: 3)
!129 = !DILocalVariable(name: "norm", scope: !110, file: !1, line: 38, type: !20)
!130 = !DILocalVariable(name: "step", scope: !131, file: !1, line: 39, type: !3)
!131 = distinct !DILexicalBlock(scope: !110, file: !1, line: 39, column: 3)
!132 = !DILocalVariable(name: "j", scope: !133, file: !1, line: 42, type: !3)
!133 = distinct !DILexicalBlock(scope: !134, file: !1, line: 42, column: 5)
!134 = distinct !DILexicalBlock(scope: !135, file: !1, line: 39, column: 40)
!135 = distinct !DILexicalBlock(scope: !131, file: !1, line: 39, column: 3)
!136 = !DILocalVariable(name: "j", scope: !137, file: !1, line: 45, type: !3)
!137 = distinct !DILexicalBlock(scope: !110, file: !1, line: 45, column: 3)
!138 = !DILocation(line: 0, scope: !110)
!139 = !DILocation(line: 28, column: 16, scope: !110)
!140 = !DILocation(line: 28, column: 11, scope: !110)
!141 = !DILocation(line: 28, column: 27, scope: !110)
!142 = !{!143, !143, i64 0}
!143 = !{!"any pointer", !47, i64 0}
!144 = !DILocalVariable(name: "__nptr", arg: 1, scope: !145, file: !146, line: 362, type: !149)
!145 = distinct !DISubprogram(name: "atoi", scope: !146, file: !146, line: 362, type: !147, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !151)
!146 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!147 = !DISubroutineType(types: !148)
!148 = !{!3, !149}
!149 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !150, size: 64)
!150 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!151 = !{!144}
!152 = !DILocation(line: 0, scope: !145, inlinedAt: !153)
!153 = distinct !DILocation(line: 28, column: 22, scope: !110)
!154 = !DILocation(line: 364, column: 16, scope: !145, inlinedAt: !153)
!155 = !DILocation(line: 364, column: 10, scope: !145, inlinedAt: !153)
!156 = !DILocation(line: 29, column: 16, scope: !110)
!157 = !DILocation(line: 29, column: 11, scope: !110)
!158 = !DILocation(line: 29, column: 27, scope: !110)
!159 = !DILocation(line: 0, scope: !145, inlinedAt: !160)
!160 = distinct !DILocation(line: 29, column: 22, scope: !110)
!161 = !DILocation(line: 364, column: 16, scope: !145, inlinedAt: !160)
!162 = !DILocation(line: 364, column: 10, scope: !145, inlinedAt: !160)
!163 = !DILocation(line: 30, column: 3, scope: !110)
!164 = !DILocation(line: 30, column: 27, scope: !110)
!165 = !DILocation(line: 30, column: 20, scope: !110)
!166 = !DILocation(line: 31, column: 22, scope: !110)
!167 = !DILocation(line: 31, column: 24, scope: !110)
!168 = !DILocation(line: 31, column: 15, scope: !110)
!169 = !DILocation(line: 31, column: 55, scope: !110)
!170 = !DILocation(line: 31, column: 57, scope: !110)
!171 = !DILocation(line: 31, column: 48, scope: !110)
!172 = !DILocation(line: 32, column: 15, scope: !110)
!173 = !DILocation(line: 0, scope: !123)
!174 = !DILocation(line: 33, column: 21, scope: !126)
!175 = !DILocation(line: 33, column: 3, scope: !123)
!176 = !DILocation(line: 0, scope: !125)
!177 = !DILocation(line: 34, column: 5, scope: !125)
!178 = !DILocation(line: 34, column: 29, scope: !179)
!179 = distinct !DILexicalBlock(scope: !125, file: !1, line: 34, column: 5)
!180 = !DILocation(line: 35, column: 29, scope: !179)
!181 = !DILocation(line: 35, column: 25, scope: !179)
!182 = !DILocation(line: 35, column: 34, scope: !179)
!183 = !DILocation(line: 35, column: 40, scope: !179)
!184 = !DILocation(line: 35, column: 15, scope: !179)
!185 = distinct !{!185, !177, !186, !58, !101}
!186 = !DILocation(line: 35, column: 42, scope: !125)
!187 = !DILocation(line: 0, scope: !128)
!188 = !DILocation(line: 36, column: 21, scope: !189)
!189 = distinct !DILexicalBlock(scope: !128, file: !1, line: 36, column: 3)
!190 = !DILocation(line: 36, column: 3, scope: !128)
!191 = !DILocation(line: 36, column: 27, scope: !189)
!192 = !DILocation(line: 37, column: 10, scope: !189)
!193 = distinct !{!193, !190, !194, !58, !101}
!194 = !DILocation(line: 37, column: 12, scope: !128)
!195 = distinct !{!195, !196}
!196 = !{!"llvm.loop.unroll.disable"}
!197 = !DILocation(line: 33, column: 27, scope: !126)
!198 = distinct !{!198, !175, !199, !58}
!199 = !DILocation(line: 35, column: 42, scope: !123)
!200 = !DILocation(line: 35, column: 7, scope: !179)
!201 = !DILocation(line: 34, column: 23, scope: !179)
!202 = distinct !{!202, !177, !186, !58, !203, !101}
!203 = !{!"llvm.loop.unroll.runtime.disable"}
!204 = !DILocation(line: 0, scope: !131)
!205 = !DILocation(line: 39, column: 3, scope: !131)
!206 = !DILocation(line: 37, column: 5, scope: !189)
!207 = distinct !{!207, !190, !194, !58, !203, !101}
!208 = !DILocation(line: 0, scope: !137)
!209 = !DILocation(line: 45, column: 3, scope: !137)
!210 = !DILocation(line: 0, scope: !15, inlinedAt: !211)
!211 = distinct !DILocation(line: 40, column: 5, scope: !134)
!212 = !DILocation(line: 0, scope: !33, inlinedAt: !211)
!213 = !DILocation(line: 10, column: 3, scope: !33, inlinedAt: !211)
!214 = !DILocation(line: 11, column: 5, scope: !36, inlinedAt: !211)
!215 = !DILocation(line: 11, column: 10, scope: !36, inlinedAt: !211)
!216 = !DILocation(line: 0, scope: !35, inlinedAt: !211)
!217 = !DILocation(line: 12, column: 5, scope: !35, inlinedAt: !211)
!218 = !DILocation(line: 13, column: 12, scope: !52, inlinedAt: !211)
!219 = !DILocation(line: 13, column: 15, scope: !52, inlinedAt: !211)
!220 = !DILocation(line: 13, column: 25, scope: !52, inlinedAt: !211)
!221 = !DILocation(line: 12, column: 29, scope: !52, inlinedAt: !211)
!222 = distinct !{!222, !196}
!223 = !DILocation(line: 10, column: 27, scope: !37, inlinedAt: !211)
!224 = !DILocation(line: 10, column: 21, scope: !37, inlinedAt: !211)
!225 = distinct !{!225, !213, !226, !58}
!226 = !DILocation(line: 14, column: 3, scope: !33, inlinedAt: !211)
!227 = distinct !{!227, !217, !228, !58}
!228 = !DILocation(line: 13, column: 28, scope: !35, inlinedAt: !211)
!229 = !DILocation(line: 0, scope: !62, inlinedAt: !230)
!230 = distinct !DILocation(line: 41, column: 5, scope: !134)
!231 = !DILocation(line: 0, scope: !70, inlinedAt: !230)
!232 = !DILocation(line: 19, column: 3, scope: !70, inlinedAt: !230)
!233 = !DILocation(line: 20, column: 10, scope: !79, inlinedAt: !230)
!234 = !DILocation(line: 21, column: 21, scope: !75, inlinedAt: !230)
!235 = !DILocation(line: 0, scope: !72, inlinedAt: !230)
!236 = !DILocation(line: 21, column: 3, scope: !72, inlinedAt: !230)
!237 = !DILocation(line: 0, scope: !74, inlinedAt: !230)
!238 = !DILocation(line: 22, column: 5, scope: !74, inlinedAt: !230)
!239 = !DILocation(line: 22, column: 29, scope: !91, inlinedAt: !230)
!240 = !DILocation(line: 23, column: 15, scope: !91, inlinedAt: !230)
!241 = !DILocation(line: 23, column: 12, scope: !91, inlinedAt: !230)
!242 = distinct !{!242, !238, !243, !58, !101}
!243 = !DILocation(line: 23, column: 28, scope: !74, inlinedAt: !230)
!244 = !DILocation(line: 21, column: 27, scope: !75, inlinedAt: !230)
!245 = distinct !{!245, !236, !246, !58}
!246 = !DILocation(line: 23, column: 28, scope: !72, inlinedAt: !230)
!247 = !DILocation(line: 23, column: 7, scope: !91, inlinedAt: !230)
!248 = !DILocation(line: 22, column: 23, scope: !91, inlinedAt: !230)
!249 = distinct !{!249, !238, !243, !58, !203, !101}
!250 = !DILocation(line: 0, scope: !133)
!251 = !DILocation(line: 42, column: 5, scope: !133)
!252 = !DILocation(line: 42, column: 29, scope: !253)
!253 = distinct !DILexicalBlock(scope: !133, file: !1, line: 42, column: 5)
!254 = !DILocation(line: 43, column: 14, scope: !253)
!255 = !DILocation(line: 43, column: 19, scope: !253)
!256 = !DILocation(line: 43, column: 12, scope: !253)
!257 = distinct !{!257, !251, !258, !58, !101}
!258 = !DILocation(line: 43, column: 21, scope: !133)
!259 = !DILocation(line: 39, column: 36, scope: !135)
!260 = !DILocation(line: 39, column: 27, scope: !135)
!261 = distinct !{!261, !205, !262, !58}
!262 = !DILocation(line: 44, column: 3, scope: !131)
!263 = !DILocation(line: 43, column: 7, scope: !253)
!264 = !DILocation(line: 42, column: 23, scope: !253)
!265 = distinct !{!265, !251, !258, !58, !203, !101}
!266 = !DILocation(line: 46, column: 13, scope: !267)
!267 = distinct !DILexicalBlock(scope: !137, file: !1, line: 45, column: 3)
!268 = !DILocation(line: 46, column: 10, scope: !267)
!269 = !DILocation(line: 45, column: 27, scope: !267)
!270 = distinct !{!270, !196}
!271 = !DILocation(line: 47, column: 3, scope: !110)
!272 = !DILocation(line: 48, column: 3, scope: !110)
!273 = !DILocation(line: 49, column: 3, scope: !110)
!274 = !DILocation(line: 50, column: 3, scope: !110)
!275 = !DILocation(line: 51, column: 3, scope: !110)
!276 = !DILocation(line: 53, column: 1, scope: !110)
!277 = distinct !{!277, !209, !278, !58}
!278 = !DILocation(line: 46, column: 16, scope: !137)
