; ModuleID = 'obj_heap.c'
source_filename = "obj_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.matrix = type { i32, i32, double* }

@.str = private unnamed_addr constant [4 x i8] c"%f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @mat_fill(%struct.matrix* nocapture noundef readonly %0, double noundef %1) local_unnamed_addr #0 !dbg !18 {
  call void @llvm.dbg.value(metadata %struct.matrix* %0, metadata !31, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata double %1, metadata !32, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !39
  %3 = getelementptr inbounds %struct.matrix, %struct.matrix* %0, i64 0, i32 0
  %4 = load i32, i32* %3, align 8, !tbaa !40
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()), !dbg !39
  %5 = icmp sgt i32 %4, 0, !dbg !46
  br i1 %5, label %6, label %85, !dbg !47

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.matrix, %struct.matrix* %0, i64 0, i32 1
  %8 = load i32, i32* %7, align 4, !tbaa !48
  %9 = icmp sgt i32 %8, 0
  %10 = getelementptr inbounds %struct.matrix, %struct.matrix* %0, i64 0, i32 2
  %11 = sext i32 %8 to i64, !dbg !47
  %12 = zext i32 %4 to i64, !dbg !46
  %13 = zext i32 %8 to i64
  %14 = and i64 %13, 4294967292, !dbg !47
  %15 = add nsw i64 %14, -4, !dbg !47
  %16 = lshr exact i64 %15, 2, !dbg !47
  %17 = add nuw nsw i64 %16, 1, !dbg !47
  %18 = icmp ult i32 %8, 4
  %19 = and i64 %13, 4294967292
  %20 = and i64 %17, 1
  %21 = icmp eq i64 %15, 0
  %22 = and i64 %17, 9223372036854775806
  %23 = icmp eq i64 %20, 0
  %24 = icmp eq i64 %19, %13
  br label %25, !dbg !47

25:                                               ; preds = %6, %86
  %26 = phi i64 [ 0, %6 ], [ %87, %86 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !33, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()), !dbg !49
  br i1 %9, label %27, label %86, !dbg !50

27:                                               ; preds = %25
  %28 = trunc i64 %26 to i32
  %29 = sitofp i32 %28 to double
  %30 = tail call double @llvm.fmuladd.f64(double %29, double 5.000000e-01, double %1), !dbg !38
  %31 = load double*, double** %10, align 8, !tbaa !51
  %32 = mul nsw i64 %26, %11
  br i1 %18, label %83, label %33, !dbg !50

33:                                               ; preds = %27
  %34 = insertelement <2 x double> poison, double %30, i64 0, !dbg !50
  %35 = shufflevector <2 x double> %34, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !50
  %36 = insertelement <2 x double> poison, double %30, i64 0, !dbg !50
  %37 = shufflevector <2 x double> %36, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !50
  br i1 %21, label %68, label %38, !dbg !50

38:                                               ; preds = %33, %38
  %39 = phi i64 [ %64, %38 ], [ 0, %33 ], !dbg !52
  %40 = phi <2 x i32> [ %65, %38 ], [ <i32 0, i32 1>, %33 ], !dbg !54
  %41 = phi i64 [ %66, %38 ], [ 0, %33 ]
  %42 = add <2 x i32> %40, <i32 2, i32 2>, !dbg !54
  %43 = sitofp <2 x i32> %40 to <2 x double>, !dbg !54
  %44 = sitofp <2 x i32> %42 to <2 x double>, !dbg !54
  %45 = fsub <2 x double> %35, %43, !dbg !55
  %46 = fsub <2 x double> %37, %44, !dbg !55
  %47 = add nsw i64 %32, %39, !dbg !52
  %48 = getelementptr inbounds double, double* %31, i64 %47, !dbg !52
  %49 = bitcast double* %48 to <2 x double>*, !dbg !56
  store <2 x double> %45, <2 x double>* %49, align 8, !dbg !56, !tbaa !57
  %50 = getelementptr inbounds double, double* %48, i64 2, !dbg !56
  %51 = bitcast double* %50 to <2 x double>*, !dbg !56
  store <2 x double> %46, <2 x double>* %51, align 8, !dbg !56, !tbaa !57
  %52 = or i64 %39, 4, !dbg !52
  %53 = add <2 x i32> %40, <i32 4, i32 4>, !dbg !54
  %54 = add <2 x i32> %40, <i32 6, i32 6>, !dbg !54
  %55 = sitofp <2 x i32> %53 to <2 x double>, !dbg !54
  %56 = sitofp <2 x i32> %54 to <2 x double>, !dbg !54
  %57 = fsub <2 x double> %35, %55, !dbg !55
  %58 = fsub <2 x double> %37, %56, !dbg !55
  %59 = add nsw i64 %32, %52, !dbg !52
  %60 = getelementptr inbounds double, double* %31, i64 %59, !dbg !52
  %61 = bitcast double* %60 to <2 x double>*, !dbg !56
  store <2 x double> %57, <2 x double>* %61, align 8, !dbg !56, !tbaa !57
  %62 = getelementptr inbounds double, double* %60, i64 2, !dbg !56
  %63 = bitcast double* %62 to <2 x double>*, !dbg !56
  store <2 x double> %58, <2 x double>* %63, align 8, !dbg !56, !tbaa !57
  %64 = add nuw i64 %39, 8, !dbg !52
  %65 = add <2 x i32> %40, <i32 8, i32 8>, !dbg !54
  %66 = add i64 %41, 2, !dbg !52
  %67 = icmp eq i64 %66, %22, !dbg !52
  br i1 %67, label %68, label %38, !dbg !52, !llvm.loop !59

68:                                               ; preds = %38, %33
  %69 = phi i64 [ 0, %33 ], [ %64, %38 ]
  %70 = phi <2 x i32> [ <i32 0, i32 1>, %33 ], [ %65, %38 ]
  br i1 %23, label %82, label %71, !dbg !52

71:                                               ; preds = %68
  %72 = add <2 x i32> %70, <i32 2, i32 2>, !dbg !54
  %73 = sitofp <2 x i32> %70 to <2 x double>, !dbg !54
  %74 = sitofp <2 x i32> %72 to <2 x double>, !dbg !54
  %75 = fsub <2 x double> %35, %73, !dbg !55
  %76 = fsub <2 x double> %37, %74, !dbg !55
  %77 = add nsw i64 %32, %69, !dbg !52
  %78 = getelementptr inbounds double, double* %31, i64 %77, !dbg !52
  %79 = bitcast double* %78 to <2 x double>*, !dbg !56
  store <2 x double> %75, <2 x double>* %79, align 8, !dbg !56, !tbaa !57
  %80 = getelementptr inbounds double, double* %78, i64 2, !dbg !56
  %81 = bitcast double* %80 to <2 x double>*, !dbg !56
  store <2 x double> %76, <2 x double>* %81, align 8, !dbg !56, !tbaa !57
  br label %82, !dbg !50

82:                                               ; preds = %68, %71
  br i1 %24, label %86, label %83, !dbg !50

83:                                               ; preds = %27, %82
  %84 = phi i64 [ 0, %27 ], [ %19, %82 ]
  br label %89, !dbg !50

85:                                               ; preds = %86, %2
  ret void, !dbg !63

86:                                               ; preds = %89, %82, %25
  %87 = add nuw nsw i64 %26, 1, !dbg !64
  call void @llvm.dbg.value(metadata i64 %87, metadata !33, metadata !DIExpression()), !dbg !39
  %88 = icmp eq i64 %87, %12, !dbg !46
  br i1 %88, label %85, label %25, !dbg !47, !llvm.loop !65

89:                                               ; preds = %83, %89
  %90 = phi i64 [ %96, %89 ], [ %84, %83 ]
  call void @llvm.dbg.value(metadata i64 %90, metadata !35, metadata !DIExpression()), !dbg !49
  %91 = trunc i64 %90 to i32, !dbg !54
  %92 = sitofp i32 %91 to double, !dbg !54
  %93 = fsub double %30, %92, !dbg !55
  %94 = add nsw i64 %32, %90, !dbg !67
  %95 = getelementptr inbounds double, double* %31, i64 %94, !dbg !68
  store double %93, double* %95, align 8, !dbg !56, !tbaa !57
  %96 = add nuw nsw i64 %90, 1, !dbg !52
  call void @llvm.dbg.value(metadata i64 %96, metadata !35, metadata !DIExpression()), !dbg !49
  %97 = icmp eq i64 %96, %13, !dbg !69
  br i1 %97, label %86, label %89, !dbg !50, !llvm.loop !70
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local void @mat_vec(%struct.matrix* nocapture noundef readonly %0, double* nocapture noundef readonly %1, double* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !72 {
  call void @llvm.dbg.value(metadata %struct.matrix* %0, metadata !80, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* %1, metadata !81, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata double* %2, metadata !82, metadata !DIExpression()), !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !91
  %4 = getelementptr inbounds %struct.matrix, %struct.matrix* %0, i64 0, i32 0
  %5 = load i32, i32* %4, align 8, !tbaa !40
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !91
  %6 = icmp sgt i32 %5, 0, !dbg !92
  br i1 %6, label %7, label %25, !dbg !93

7:                                                ; preds = %3
  %8 = getelementptr inbounds %struct.matrix, %struct.matrix* %0, i64 0, i32 1
  %9 = load i32, i32* %8, align 4, !tbaa !48
  %10 = icmp sgt i32 %9, 0
  %11 = getelementptr inbounds %struct.matrix, %struct.matrix* %0, i64 0, i32 2
  %12 = sext i32 %9 to i64, !dbg !93
  %13 = zext i32 %5 to i64, !dbg !92
  %14 = zext i32 %9 to i64
  %15 = add nsw i64 %14, -1, !dbg !93
  %16 = and i64 %14, 3
  %17 = icmp ult i64 %15, 3
  %18 = and i64 %14, 4294967292
  %19 = icmp eq i64 %16, 0
  br label %20, !dbg !93

20:                                               ; preds = %7, %43
  %21 = phi i64 [ 0, %7 ], [ %46, %43 ]
  call void @llvm.dbg.value(metadata i64 %21, metadata !83, metadata !DIExpression()), !dbg !91
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()), !dbg !95
  br i1 %10, label %22, label %43, !dbg !96

22:                                               ; preds = %20
  %23 = load double*, double** %11, align 8, !tbaa !51
  %24 = mul nsw i64 %21, %12
  br i1 %17, label %26, label %48, !dbg !96

25:                                               ; preds = %43, %3
  ret void, !dbg !97

26:                                               ; preds = %48, %22
  %27 = phi double [ undef, %22 ], [ %78, %48 ]
  %28 = phi i64 [ 0, %22 ], [ %79, %48 ]
  %29 = phi double [ 0.000000e+00, %22 ], [ %78, %48 ]
  br i1 %19, label %43, label %30, !dbg !96

30:                                               ; preds = %26, %30
  %31 = phi i64 [ %40, %30 ], [ %28, %26 ]
  %32 = phi double [ %39, %30 ], [ %29, %26 ]
  %33 = phi i64 [ %41, %30 ], [ 0, %26 ]
  call void @llvm.dbg.value(metadata i64 %31, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %32, metadata !85, metadata !DIExpression()), !dbg !95
  %34 = add nsw i64 %24, %31, !dbg !98
  %35 = getelementptr inbounds double, double* %23, i64 %34, !dbg !100
  %36 = load double, double* %35, align 8, !dbg !100, !tbaa !57
  %37 = getelementptr inbounds double, double* %1, i64 %31, !dbg !101
  %38 = load double, double* %37, align 8, !dbg !101, !tbaa !57
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %32), !dbg !102
  call void @llvm.dbg.value(metadata double %39, metadata !85, metadata !DIExpression()), !dbg !95
  %40 = add nuw nsw i64 %31, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %40, metadata !88, metadata !DIExpression()), !dbg !94
  %41 = add i64 %33, 1, !dbg !96
  %42 = icmp eq i64 %41, %16, !dbg !96
  br i1 %42, label %43, label %30, !dbg !96, !llvm.loop !104

43:                                               ; preds = %26, %30, %20
  %44 = phi double [ 0.000000e+00, %20 ], [ %27, %26 ], [ %39, %30 ], !dbg !95
  %45 = getelementptr inbounds double, double* %2, i64 %21, !dbg !106
  store double %44, double* %45, align 8, !dbg !107, !tbaa !57
  %46 = add nuw nsw i64 %21, 1, !dbg !108
  call void @llvm.dbg.value(metadata i64 %46, metadata !83, metadata !DIExpression()), !dbg !91
  %47 = icmp eq i64 %46, %13, !dbg !92
  br i1 %47, label %25, label %20, !dbg !93, !llvm.loop !109

48:                                               ; preds = %22, %48
  %49 = phi i64 [ %79, %48 ], [ 0, %22 ]
  %50 = phi double [ %78, %48 ], [ 0.000000e+00, %22 ]
  %51 = phi i64 [ %80, %48 ], [ 0, %22 ]
  call void @llvm.dbg.value(metadata i64 %49, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %50, metadata !85, metadata !DIExpression()), !dbg !95
  %52 = add nsw i64 %24, %49, !dbg !98
  %53 = getelementptr inbounds double, double* %23, i64 %52, !dbg !100
  %54 = load double, double* %53, align 8, !dbg !100, !tbaa !57
  %55 = getelementptr inbounds double, double* %1, i64 %49, !dbg !101
  %56 = load double, double* %55, align 8, !dbg !101, !tbaa !57
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %50), !dbg !102
  call void @llvm.dbg.value(metadata double %57, metadata !85, metadata !DIExpression()), !dbg !95
  %58 = or i64 %49, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %58, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %58, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %57, metadata !85, metadata !DIExpression()), !dbg !95
  %59 = add nsw i64 %24, %58, !dbg !98
  %60 = getelementptr inbounds double, double* %23, i64 %59, !dbg !100
  %61 = load double, double* %60, align 8, !dbg !100, !tbaa !57
  %62 = getelementptr inbounds double, double* %1, i64 %58, !dbg !101
  %63 = load double, double* %62, align 8, !dbg !101, !tbaa !57
  %64 = tail call double @llvm.fmuladd.f64(double %61, double %63, double %57), !dbg !102
  call void @llvm.dbg.value(metadata double %64, metadata !85, metadata !DIExpression()), !dbg !95
  %65 = or i64 %49, 2, !dbg !103
  call void @llvm.dbg.value(metadata i64 %65, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %65, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %64, metadata !85, metadata !DIExpression()), !dbg !95
  %66 = add nsw i64 %24, %65, !dbg !98
  %67 = getelementptr inbounds double, double* %23, i64 %66, !dbg !100
  %68 = load double, double* %67, align 8, !dbg !100, !tbaa !57
  %69 = getelementptr inbounds double, double* %1, i64 %65, !dbg !101
  %70 = load double, double* %69, align 8, !dbg !101, !tbaa !57
  %71 = tail call double @llvm.fmuladd.f64(double %68, double %70, double %64), !dbg !102
  call void @llvm.dbg.value(metadata double %71, metadata !85, metadata !DIExpression()), !dbg !95
  %72 = or i64 %49, 3, !dbg !103
  call void @llvm.dbg.value(metadata i64 %72, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata i64 %72, metadata !88, metadata !DIExpression()), !dbg !94
  call void @llvm.dbg.value(metadata double %71, metadata !85, metadata !DIExpression()), !dbg !95
  %73 = add nsw i64 %24, %72, !dbg !98
  %74 = getelementptr inbounds double, double* %23, i64 %73, !dbg !100
  %75 = load double, double* %74, align 8, !dbg !100, !tbaa !57
  %76 = getelementptr inbounds double, double* %1, i64 %72, !dbg !101
  %77 = load double, double* %76, align 8, !dbg !101, !tbaa !57
  %78 = tail call double @llvm.fmuladd.f64(double %75, double %77, double %71), !dbg !102
  call void @llvm.dbg.value(metadata double %78, metadata !85, metadata !DIExpression()), !dbg !95
  %79 = add nuw nsw i64 %49, 4, !dbg !103
  call void @llvm.dbg.value(metadata i64 %79, metadata !88, metadata !DIExpression()), !dbg !94
  %80 = add i64 %51, 4, !dbg !96
  %81 = icmp eq i64 %80, %18, !dbg !96
  br i1 %81, label %26, label %48, !dbg !96, !llvm.loop !111
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !113 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !117, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i8** %1, metadata !118, metadata !DIExpression()), !dbg !127
  %3 = icmp sgt i32 %0, 1, !dbg !128
  br i1 %3, label %4, label %15, !dbg !129

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !130
  %6 = load i8*, i8** %5, align 8, !dbg !130, !tbaa !131
  call void @llvm.dbg.value(metadata i8* %6, metadata !132, metadata !DIExpression()) #8, !dbg !140
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !142
  %8 = trunc i64 %7 to i32, !dbg !143
  call void @llvm.dbg.value(metadata i32 %8, metadata !119, metadata !DIExpression()), !dbg !127
  %9 = icmp eq i32 %0, 2, !dbg !144
  br i1 %9, label %15, label %10, !dbg !145

10:                                               ; preds = %4
  %11 = getelementptr inbounds i8*, i8** %1, i64 2, !dbg !146
  %12 = load i8*, i8** %11, align 8, !dbg !146, !tbaa !131
  call void @llvm.dbg.value(metadata i8* %12, metadata !132, metadata !DIExpression()) #8, !dbg !147
  %13 = tail call i64 @strtol(i8* nocapture noundef nonnull %12, i8** noundef null, i32 noundef 10) #8, !dbg !149
  %14 = trunc i64 %13 to i32, !dbg !150
  br label %15, !dbg !145

15:                                               ; preds = %2, %4, %10
  %16 = phi i32 [ %8, %10 ], [ %8, %4 ], [ 50, %2 ]
  %17 = phi i32 [ %14, %10 ], [ 20, %4 ], [ 20, %2 ], !dbg !145
  call void @llvm.dbg.value(metadata i32 %17, metadata !120, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 %8, metadata !151, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata i32 %17, metadata !156, metadata !DIExpression()) #8, !dbg !158
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !157, metadata !DIExpression()) #8, !dbg !158
  %18 = sext i32 %16 to i64, !dbg !160
  %19 = sext i32 %17 to i64, !dbg !161
  %20 = mul nsw i64 %19, %18, !dbg !162
  %21 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !163
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !121, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 %17, metadata !151, metadata !DIExpression()) #8, !dbg !164
  call void @llvm.dbg.value(metadata i32 %8, metadata !156, metadata !DIExpression()) #8, !dbg !164
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !157, metadata !DIExpression()) #8, !dbg !164
  %22 = tail call noalias i8* @calloc(i64 noundef %20, i64 noundef 8) #8, !dbg !166
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !122, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !31, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !32, metadata !DIExpression()) #8, !dbg !167
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #8, !dbg !169
  %23 = icmp sgt i32 %16, 0, !dbg !170
  %24 = bitcast i8* %21 to double*, !dbg !171
  %25 = bitcast i8* %22 to double*, !dbg !171
  br i1 %23, label %26, label %112, !dbg !171

26:                                               ; preds = %15
  %27 = icmp sgt i32 %17, 0
  %28 = zext i32 %16 to i64, !dbg !170
  %29 = zext i32 %17 to i64
  %30 = and i64 %29, 4294967292, !dbg !171
  %31 = add nsw i64 %30, -4, !dbg !171
  %32 = lshr exact i64 %31, 2, !dbg !171
  %33 = add nuw nsw i64 %32, 1, !dbg !171
  %34 = icmp ult i32 %17, 4
  %35 = and i64 %29, 4294967292
  %36 = and i64 %33, 1
  %37 = icmp eq i64 %31, 0
  %38 = and i64 %33, 9223372036854775806
  %39 = icmp eq i64 %36, 0
  %40 = icmp eq i64 %35, %29
  br label %41, !dbg !171

41:                                               ; preds = %100, %26
  %42 = phi i64 [ 0, %26 ], [ %101, %100 ]
  call void @llvm.dbg.value(metadata i64 %42, metadata !33, metadata !DIExpression()) #8, !dbg !169
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #8, !dbg !172
  br i1 %27, label %43, label %100, !dbg !173

43:                                               ; preds = %41
  %44 = trunc i64 %42 to i32
  %45 = sitofp i32 %44 to double
  %46 = tail call double @llvm.fmuladd.f64(double %45, double 5.000000e-01, double 1.000000e+00) #8, !dbg !167
  %47 = mul nsw i64 %42, %19
  br i1 %34, label %98, label %48, !dbg !173

48:                                               ; preds = %43
  %49 = insertelement <2 x double> poison, double %46, i64 0, !dbg !173
  %50 = shufflevector <2 x double> %49, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !173
  %51 = insertelement <2 x double> poison, double %46, i64 0, !dbg !173
  %52 = shufflevector <2 x double> %51, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !173
  br i1 %37, label %83, label %53, !dbg !173

53:                                               ; preds = %48, %53
  %54 = phi i64 [ %79, %53 ], [ 0, %48 ], !dbg !174
  %55 = phi <2 x i32> [ %80, %53 ], [ <i32 0, i32 1>, %48 ], !dbg !175
  %56 = phi i64 [ %81, %53 ], [ 0, %48 ]
  %57 = add <2 x i32> %55, <i32 2, i32 2>, !dbg !175
  %58 = sitofp <2 x i32> %55 to <2 x double>, !dbg !175
  %59 = sitofp <2 x i32> %57 to <2 x double>, !dbg !175
  %60 = fsub <2 x double> %50, %58, !dbg !176
  %61 = fsub <2 x double> %52, %59, !dbg !176
  %62 = add nsw i64 %54, %47, !dbg !174
  %63 = getelementptr inbounds double, double* %24, i64 %62, !dbg !174
  %64 = bitcast double* %63 to <2 x double>*, !dbg !177
  store <2 x double> %60, <2 x double>* %64, align 8, !dbg !177, !tbaa !57
  %65 = getelementptr inbounds double, double* %63, i64 2, !dbg !177
  %66 = bitcast double* %65 to <2 x double>*, !dbg !177
  store <2 x double> %61, <2 x double>* %66, align 8, !dbg !177, !tbaa !57
  %67 = or i64 %54, 4, !dbg !174
  %68 = add <2 x i32> %55, <i32 4, i32 4>, !dbg !175
  %69 = add <2 x i32> %55, <i32 6, i32 6>, !dbg !175
  %70 = sitofp <2 x i32> %68 to <2 x double>, !dbg !175
  %71 = sitofp <2 x i32> %69 to <2 x double>, !dbg !175
  %72 = fsub <2 x double> %50, %70, !dbg !176
  %73 = fsub <2 x double> %52, %71, !dbg !176
  %74 = add nsw i64 %67, %47, !dbg !174
  %75 = getelementptr inbounds double, double* %24, i64 %74, !dbg !174
  %76 = bitcast double* %75 to <2 x double>*, !dbg !177
  store <2 x double> %72, <2 x double>* %76, align 8, !dbg !177, !tbaa !57
  %77 = getelementptr inbounds double, double* %75, i64 2, !dbg !177
  %78 = bitcast double* %77 to <2 x double>*, !dbg !177
  store <2 x double> %73, <2 x double>* %78, align 8, !dbg !177, !tbaa !57
  %79 = add nuw i64 %54, 8, !dbg !174
  %80 = add <2 x i32> %55, <i32 8, i32 8>, !dbg !175
  %81 = add i64 %56, 2, !dbg !174
  %82 = icmp eq i64 %81, %38, !dbg !174
  br i1 %82, label %83, label %53, !dbg !174, !llvm.loop !178

83:                                               ; preds = %53, %48
  %84 = phi i64 [ 0, %48 ], [ %79, %53 ]
  %85 = phi <2 x i32> [ <i32 0, i32 1>, %48 ], [ %80, %53 ]
  br i1 %39, label %97, label %86, !dbg !174

86:                                               ; preds = %83
  %87 = add <2 x i32> %85, <i32 2, i32 2>, !dbg !175
  %88 = sitofp <2 x i32> %85 to <2 x double>, !dbg !175
  %89 = sitofp <2 x i32> %87 to <2 x double>, !dbg !175
  %90 = fsub <2 x double> %50, %88, !dbg !176
  %91 = fsub <2 x double> %52, %89, !dbg !176
  %92 = add nsw i64 %84, %47, !dbg !174
  %93 = getelementptr inbounds double, double* %24, i64 %92, !dbg !174
  %94 = bitcast double* %93 to <2 x double>*, !dbg !177
  store <2 x double> %90, <2 x double>* %94, align 8, !dbg !177, !tbaa !57
  %95 = getelementptr inbounds double, double* %93, i64 2, !dbg !177
  %96 = bitcast double* %95 to <2 x double>*, !dbg !177
  store <2 x double> %91, <2 x double>* %96, align 8, !dbg !177, !tbaa !57
  br label %97, !dbg !173

97:                                               ; preds = %83, %86
  br i1 %40, label %100, label %98, !dbg !173

98:                                               ; preds = %43, %97
  %99 = phi i64 [ 0, %43 ], [ %35, %97 ]
  br label %103, !dbg !173

100:                                              ; preds = %103, %97, %41
  %101 = add nuw nsw i64 %42, 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 %101, metadata !33, metadata !DIExpression()) #8, !dbg !169
  %102 = icmp eq i64 %101, %28, !dbg !170
  br i1 %102, label %112, label %41, !dbg !171, !llvm.loop !181

103:                                              ; preds = %98, %103
  %104 = phi i64 [ %110, %103 ], [ %99, %98 ]
  call void @llvm.dbg.value(metadata i64 %104, metadata !35, metadata !DIExpression()) #8, !dbg !172
  %105 = trunc i64 %104 to i32, !dbg !175
  %106 = sitofp i32 %105 to double, !dbg !175
  %107 = fsub double %46, %106, !dbg !176
  %108 = add nsw i64 %104, %47, !dbg !183
  %109 = getelementptr inbounds double, double* %24, i64 %108, !dbg !184
  store double %107, double* %109, align 8, !dbg !177, !tbaa !57
  %110 = add nuw nsw i64 %104, 1, !dbg !174
  call void @llvm.dbg.value(metadata i64 %110, metadata !35, metadata !DIExpression()) #8, !dbg !172
  %111 = icmp eq i64 %110, %29, !dbg !185
  br i1 %111, label %100, label %103, !dbg !173, !llvm.loop !186

112:                                              ; preds = %100, %15
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !31, metadata !DIExpression()) #8, !dbg !187
  call void @llvm.dbg.value(metadata double 2.000000e+00, metadata !32, metadata !DIExpression()) #8, !dbg !187
  call void @llvm.dbg.value(metadata i32 0, metadata !33, metadata !DIExpression()) #8, !dbg !189
  %113 = icmp sgt i32 %17, 0, !dbg !190
  br i1 %113, label %114, label %199, !dbg !191

114:                                              ; preds = %112
  %115 = zext i32 %17 to i64, !dbg !190
  %116 = zext i32 %16 to i64
  %117 = and i64 %116, 4294967292, !dbg !191
  %118 = add nsw i64 %117, -4, !dbg !191
  %119 = lshr exact i64 %118, 2, !dbg !191
  %120 = add nuw nsw i64 %119, 1, !dbg !191
  %121 = icmp ult i32 %16, 4
  %122 = and i64 %116, 4294967292
  %123 = and i64 %120, 1
  %124 = icmp eq i64 %118, 0
  %125 = and i64 %120, 9223372036854775806
  %126 = icmp eq i64 %123, 0
  %127 = icmp eq i64 %122, %116
  br label %128, !dbg !191

128:                                              ; preds = %187, %114
  %129 = phi i64 [ 0, %114 ], [ %188, %187 ]
  call void @llvm.dbg.value(metadata i64 %129, metadata !33, metadata !DIExpression()) #8, !dbg !189
  call void @llvm.dbg.value(metadata i32 0, metadata !35, metadata !DIExpression()) #8, !dbg !192
  br i1 %23, label %130, label %187, !dbg !193

130:                                              ; preds = %128
  %131 = trunc i64 %129 to i32
  %132 = sitofp i32 %131 to double
  %133 = tail call double @llvm.fmuladd.f64(double %132, double 5.000000e-01, double 2.000000e+00) #8, !dbg !187
  %134 = mul nsw i64 %129, %18
  br i1 %121, label %185, label %135, !dbg !193

135:                                              ; preds = %130
  %136 = insertelement <2 x double> poison, double %133, i64 0, !dbg !193
  %137 = shufflevector <2 x double> %136, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !193
  %138 = insertelement <2 x double> poison, double %133, i64 0, !dbg !193
  %139 = shufflevector <2 x double> %138, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !193
  br i1 %124, label %170, label %140, !dbg !193

140:                                              ; preds = %135, %140
  %141 = phi i64 [ %166, %140 ], [ 0, %135 ], !dbg !194
  %142 = phi <2 x i32> [ %167, %140 ], [ <i32 0, i32 1>, %135 ], !dbg !195
  %143 = phi i64 [ %168, %140 ], [ 0, %135 ]
  %144 = add <2 x i32> %142, <i32 2, i32 2>, !dbg !195
  %145 = sitofp <2 x i32> %142 to <2 x double>, !dbg !195
  %146 = sitofp <2 x i32> %144 to <2 x double>, !dbg !195
  %147 = fsub <2 x double> %137, %145, !dbg !196
  %148 = fsub <2 x double> %139, %146, !dbg !196
  %149 = add nsw i64 %141, %134, !dbg !194
  %150 = getelementptr inbounds double, double* %25, i64 %149, !dbg !194
  %151 = bitcast double* %150 to <2 x double>*, !dbg !197
  store <2 x double> %147, <2 x double>* %151, align 8, !dbg !197, !tbaa !57
  %152 = getelementptr inbounds double, double* %150, i64 2, !dbg !197
  %153 = bitcast double* %152 to <2 x double>*, !dbg !197
  store <2 x double> %148, <2 x double>* %153, align 8, !dbg !197, !tbaa !57
  %154 = or i64 %141, 4, !dbg !194
  %155 = add <2 x i32> %142, <i32 4, i32 4>, !dbg !195
  %156 = add <2 x i32> %142, <i32 6, i32 6>, !dbg !195
  %157 = sitofp <2 x i32> %155 to <2 x double>, !dbg !195
  %158 = sitofp <2 x i32> %156 to <2 x double>, !dbg !195
  %159 = fsub <2 x double> %137, %157, !dbg !196
  %160 = fsub <2 x double> %139, %158, !dbg !196
  %161 = add nsw i64 %154, %134, !dbg !194
  %162 = getelementptr inbounds double, double* %25, i64 %161, !dbg !194
  %163 = bitcast double* %162 to <2 x double>*, !dbg !197
  store <2 x double> %159, <2 x double>* %163, align 8, !dbg !197, !tbaa !57
  %164 = getelementptr inbounds double, double* %162, i64 2, !dbg !197
  %165 = bitcast double* %164 to <2 x double>*, !dbg !197
  store <2 x double> %160, <2 x double>* %165, align 8, !dbg !197, !tbaa !57
  %166 = add nuw i64 %141, 8, !dbg !194
  %167 = add <2 x i32> %142, <i32 8, i32 8>, !dbg !195
  %168 = add i64 %143, 2, !dbg !194
  %169 = icmp eq i64 %168, %125, !dbg !194
  br i1 %169, label %170, label %140, !dbg !194, !llvm.loop !198

170:                                              ; preds = %140, %135
  %171 = phi i64 [ 0, %135 ], [ %166, %140 ]
  %172 = phi <2 x i32> [ <i32 0, i32 1>, %135 ], [ %167, %140 ]
  br i1 %126, label %184, label %173, !dbg !194

173:                                              ; preds = %170
  %174 = add <2 x i32> %172, <i32 2, i32 2>, !dbg !195
  %175 = sitofp <2 x i32> %172 to <2 x double>, !dbg !195
  %176 = sitofp <2 x i32> %174 to <2 x double>, !dbg !195
  %177 = fsub <2 x double> %137, %175, !dbg !196
  %178 = fsub <2 x double> %139, %176, !dbg !196
  %179 = add nsw i64 %171, %134, !dbg !194
  %180 = getelementptr inbounds double, double* %25, i64 %179, !dbg !194
  %181 = bitcast double* %180 to <2 x double>*, !dbg !197
  store <2 x double> %177, <2 x double>* %181, align 8, !dbg !197, !tbaa !57
  %182 = getelementptr inbounds double, double* %180, i64 2, !dbg !197
  %183 = bitcast double* %182 to <2 x double>*, !dbg !197
  store <2 x double> %178, <2 x double>* %183, align 8, !dbg !197, !tbaa !57
  br label %184, !dbg !193

184:                                              ; preds = %170, %173
  br i1 %127, label %187, label %185, !dbg !193

185:                                              ; preds = %130, %184
  %186 = phi i64 [ 0, %130 ], [ %122, %184 ]
  br label %190, !dbg !193

187:                                              ; preds = %190, %184, %128
  %188 = add nuw nsw i64 %129, 1, !dbg !200
  call void @llvm.dbg.value(metadata i64 %188, metadata !33, metadata !DIExpression()) #8, !dbg !189
  %189 = icmp eq i64 %188, %115, !dbg !190
  br i1 %189, label %199, label %128, !dbg !191, !llvm.loop !201

190:                                              ; preds = %185, %190
  %191 = phi i64 [ %197, %190 ], [ %186, %185 ]
  call void @llvm.dbg.value(metadata i64 %191, metadata !35, metadata !DIExpression()) #8, !dbg !192
  %192 = trunc i64 %191 to i32, !dbg !195
  %193 = sitofp i32 %192 to double, !dbg !195
  %194 = fsub double %133, %193, !dbg !196
  %195 = add nsw i64 %191, %134, !dbg !203
  %196 = getelementptr inbounds double, double* %25, i64 %195, !dbg !204
  store double %194, double* %196, align 8, !dbg !197, !tbaa !57
  %197 = add nuw nsw i64 %191, 1, !dbg !194
  call void @llvm.dbg.value(metadata i64 %197, metadata !35, metadata !DIExpression()) #8, !dbg !192
  %198 = icmp eq i64 %197, %116, !dbg !205
  br i1 %198, label %187, label %190, !dbg !193, !llvm.loop !206

199:                                              ; preds = %187, %112
  %200 = shl nsw i64 %18, 3, !dbg !207
  %201 = tail call noalias i8* @malloc(i64 noundef %200) #8, !dbg !208
  %202 = bitcast i8* %201 to double*, !dbg !208
  call void @llvm.dbg.value(metadata double* %202, metadata !123, metadata !DIExpression()), !dbg !127
  %203 = tail call noalias i8* @malloc(i64 noundef %200) #8, !dbg !209
  %204 = bitcast i8* %203 to double*, !dbg !209
  call void @llvm.dbg.value(metadata double* %204, metadata !124, metadata !DIExpression()), !dbg !127
  call void @llvm.dbg.value(metadata i32 0, metadata !125, metadata !DIExpression()), !dbg !210
  br i1 %23, label %205, label %257, !dbg !211

205:                                              ; preds = %199
  %206 = zext i32 %16 to i64, !dbg !212
  %207 = icmp ult i32 %16, 4, !dbg !211
  br i1 %207, label %255, label %208, !dbg !211

208:                                              ; preds = %205
  %209 = and i64 %206, 4294967292, !dbg !211
  %210 = add nsw i64 %209, -4, !dbg !211
  %211 = lshr exact i64 %210, 2, !dbg !211
  %212 = add nuw nsw i64 %211, 1, !dbg !211
  %213 = and i64 %212, 1, !dbg !211
  %214 = icmp eq i64 %210, 0, !dbg !211
  br i1 %214, label %241, label %215, !dbg !211

215:                                              ; preds = %208
  %216 = and i64 %212, 9223372036854775806, !dbg !211
  br label %217, !dbg !211

217:                                              ; preds = %217, %215
  %218 = phi i64 [ 0, %215 ], [ %237, %217 ], !dbg !214
  %219 = phi <2 x i32> [ <i32 0, i32 1>, %215 ], [ %238, %217 ], !dbg !215
  %220 = phi i64 [ 0, %215 ], [ %239, %217 ]
  %221 = add <2 x i32> %219, <i32 2, i32 2>, !dbg !215
  %222 = sitofp <2 x i32> %219 to <2 x double>, !dbg !215
  %223 = sitofp <2 x i32> %221 to <2 x double>, !dbg !215
  %224 = getelementptr inbounds double, double* %202, i64 %218, !dbg !214
  %225 = bitcast double* %224 to <2 x double>*, !dbg !216
  store <2 x double> %222, <2 x double>* %225, align 8, !dbg !216, !tbaa !57
  %226 = getelementptr inbounds double, double* %224, i64 2, !dbg !216
  %227 = bitcast double* %226 to <2 x double>*, !dbg !216
  store <2 x double> %223, <2 x double>* %227, align 8, !dbg !216, !tbaa !57
  %228 = or i64 %218, 4, !dbg !214
  %229 = add <2 x i32> %219, <i32 4, i32 4>, !dbg !215
  %230 = add <2 x i32> %219, <i32 6, i32 6>, !dbg !215
  %231 = sitofp <2 x i32> %229 to <2 x double>, !dbg !215
  %232 = sitofp <2 x i32> %230 to <2 x double>, !dbg !215
  %233 = getelementptr inbounds double, double* %202, i64 %228, !dbg !214
  %234 = bitcast double* %233 to <2 x double>*, !dbg !216
  store <2 x double> %231, <2 x double>* %234, align 8, !dbg !216, !tbaa !57
  %235 = getelementptr inbounds double, double* %233, i64 2, !dbg !216
  %236 = bitcast double* %235 to <2 x double>*, !dbg !216
  store <2 x double> %232, <2 x double>* %236, align 8, !dbg !216, !tbaa !57
  %237 = add nuw i64 %218, 8, !dbg !214
  %238 = add <2 x i32> %219, <i32 8, i32 8>, !dbg !215
  %239 = add i64 %220, 2, !dbg !214
  %240 = icmp eq i64 %239, %216, !dbg !214
  br i1 %240, label %241, label %217, !dbg !214, !llvm.loop !217

241:                                              ; preds = %217, %208
  %242 = phi i64 [ 0, %208 ], [ %237, %217 ]
  %243 = phi <2 x i32> [ <i32 0, i32 1>, %208 ], [ %238, %217 ]
  %244 = icmp eq i64 %213, 0, !dbg !214
  br i1 %244, label %253, label %245, !dbg !214

245:                                              ; preds = %241
  %246 = add <2 x i32> %243, <i32 2, i32 2>, !dbg !215
  %247 = sitofp <2 x i32> %243 to <2 x double>, !dbg !215
  %248 = sitofp <2 x i32> %246 to <2 x double>, !dbg !215
  %249 = getelementptr inbounds double, double* %202, i64 %242, !dbg !214
  %250 = bitcast double* %249 to <2 x double>*, !dbg !216
  store <2 x double> %247, <2 x double>* %250, align 8, !dbg !216, !tbaa !57
  %251 = getelementptr inbounds double, double* %249, i64 2, !dbg !216
  %252 = bitcast double* %251 to <2 x double>*, !dbg !216
  store <2 x double> %248, <2 x double>* %252, align 8, !dbg !216, !tbaa !57
  br label %253, !dbg !211

253:                                              ; preds = %241, %245
  %254 = icmp eq i64 %209, %206, !dbg !211
  br i1 %254, label %257, label %255, !dbg !211

255:                                              ; preds = %205, %253
  %256 = phi i64 [ 0, %205 ], [ %209, %253 ]
  br label %400, !dbg !211

257:                                              ; preds = %400, %253, %199
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !80, metadata !DIExpression()) #8, !dbg !219
  call void @llvm.dbg.value(metadata double* %202, metadata !81, metadata !DIExpression()) #8, !dbg !219
  call void @llvm.dbg.value(metadata double* %204, metadata !82, metadata !DIExpression()) #8, !dbg !219
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #8, !dbg !221
  br i1 %113, label %258, label %326, !dbg !222

258:                                              ; preds = %257
  %259 = zext i32 %17 to i64, !dbg !223
  %260 = zext i32 %16 to i64
  %261 = add nsw i64 %260, -1, !dbg !222
  %262 = and i64 %260, 3
  %263 = icmp ult i64 %261, 3
  %264 = and i64 %260, 4294967292
  %265 = icmp eq i64 %262, 0
  br label %266, !dbg !222

266:                                              ; preds = %287, %258
  %267 = phi i64 [ 0, %258 ], [ %290, %287 ]
  call void @llvm.dbg.value(metadata i64 %267, metadata !83, metadata !DIExpression()) #8, !dbg !221
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()) #8, !dbg !225
  br i1 %23, label %268, label %287, !dbg !226

268:                                              ; preds = %266
  %269 = mul nsw i64 %267, %18
  br i1 %263, label %270, label %292, !dbg !226

270:                                              ; preds = %292, %268
  %271 = phi double [ undef, %268 ], [ %322, %292 ]
  %272 = phi i64 [ 0, %268 ], [ %323, %292 ]
  %273 = phi double [ 0.000000e+00, %268 ], [ %322, %292 ]
  br i1 %265, label %287, label %274, !dbg !226

274:                                              ; preds = %270, %274
  %275 = phi i64 [ %284, %274 ], [ %272, %270 ]
  %276 = phi double [ %283, %274 ], [ %273, %270 ]
  %277 = phi i64 [ %285, %274 ], [ 0, %270 ]
  call void @llvm.dbg.value(metadata i64 %275, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata double %276, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %278 = add nsw i64 %275, %269, !dbg !227
  %279 = getelementptr inbounds double, double* %25, i64 %278, !dbg !228
  %280 = load double, double* %279, align 8, !dbg !228, !tbaa !57
  %281 = getelementptr inbounds double, double* %202, i64 %275, !dbg !229
  %282 = load double, double* %281, align 8, !dbg !229, !tbaa !57
  %283 = tail call double @llvm.fmuladd.f64(double %280, double %282, double %276) #8, !dbg !230
  call void @llvm.dbg.value(metadata double %283, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %284 = add nuw nsw i64 %275, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %284, metadata !88, metadata !DIExpression()) #8, !dbg !224
  %285 = add i64 %277, 1, !dbg !226
  %286 = icmp eq i64 %285, %262, !dbg !226
  br i1 %286, label %287, label %274, !dbg !226, !llvm.loop !232

287:                                              ; preds = %270, %274, %266
  %288 = phi double [ 0.000000e+00, %266 ], [ %271, %270 ], [ %283, %274 ], !dbg !225
  %289 = getelementptr inbounds double, double* %204, i64 %267, !dbg !233
  store double %288, double* %289, align 8, !dbg !234, !tbaa !57
  %290 = add nuw nsw i64 %267, 1, !dbg !235
  call void @llvm.dbg.value(metadata i64 %290, metadata !83, metadata !DIExpression()) #8, !dbg !221
  %291 = icmp eq i64 %290, %259, !dbg !223
  br i1 %291, label %326, label %266, !dbg !222, !llvm.loop !236

292:                                              ; preds = %268, %292
  %293 = phi i64 [ %323, %292 ], [ 0, %268 ]
  %294 = phi double [ %322, %292 ], [ 0.000000e+00, %268 ]
  %295 = phi i64 [ %324, %292 ], [ 0, %268 ]
  call void @llvm.dbg.value(metadata i64 %293, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata double %294, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %296 = add nsw i64 %293, %269, !dbg !227
  %297 = getelementptr inbounds double, double* %25, i64 %296, !dbg !228
  %298 = load double, double* %297, align 8, !dbg !228, !tbaa !57
  %299 = getelementptr inbounds double, double* %202, i64 %293, !dbg !229
  %300 = load double, double* %299, align 8, !dbg !229, !tbaa !57
  %301 = tail call double @llvm.fmuladd.f64(double %298, double %300, double %294) #8, !dbg !230
  call void @llvm.dbg.value(metadata double %301, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %302 = or i64 %293, 1, !dbg !231
  call void @llvm.dbg.value(metadata i64 %302, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata i64 %302, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata double %301, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %303 = add nsw i64 %302, %269, !dbg !227
  %304 = getelementptr inbounds double, double* %25, i64 %303, !dbg !228
  %305 = load double, double* %304, align 8, !dbg !228, !tbaa !57
  %306 = getelementptr inbounds double, double* %202, i64 %302, !dbg !229
  %307 = load double, double* %306, align 8, !dbg !229, !tbaa !57
  %308 = tail call double @llvm.fmuladd.f64(double %305, double %307, double %301) #8, !dbg !230
  call void @llvm.dbg.value(metadata double %308, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %309 = or i64 %293, 2, !dbg !231
  call void @llvm.dbg.value(metadata i64 %309, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata i64 %309, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata double %308, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %310 = add nsw i64 %309, %269, !dbg !227
  %311 = getelementptr inbounds double, double* %25, i64 %310, !dbg !228
  %312 = load double, double* %311, align 8, !dbg !228, !tbaa !57
  %313 = getelementptr inbounds double, double* %202, i64 %309, !dbg !229
  %314 = load double, double* %313, align 8, !dbg !229, !tbaa !57
  %315 = tail call double @llvm.fmuladd.f64(double %312, double %314, double %308) #8, !dbg !230
  call void @llvm.dbg.value(metadata double %315, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %316 = or i64 %293, 3, !dbg !231
  call void @llvm.dbg.value(metadata i64 %316, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata i64 %316, metadata !88, metadata !DIExpression()) #8, !dbg !224
  call void @llvm.dbg.value(metadata double %315, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %317 = add nsw i64 %316, %269, !dbg !227
  %318 = getelementptr inbounds double, double* %25, i64 %317, !dbg !228
  %319 = load double, double* %318, align 8, !dbg !228, !tbaa !57
  %320 = getelementptr inbounds double, double* %202, i64 %316, !dbg !229
  %321 = load double, double* %320, align 8, !dbg !229, !tbaa !57
  %322 = tail call double @llvm.fmuladd.f64(double %319, double %321, double %315) #8, !dbg !230
  call void @llvm.dbg.value(metadata double %322, metadata !85, metadata !DIExpression()) #8, !dbg !225
  %323 = add nuw nsw i64 %293, 4, !dbg !231
  call void @llvm.dbg.value(metadata i64 %323, metadata !88, metadata !DIExpression()) #8, !dbg !224
  %324 = add i64 %295, 4, !dbg !226
  %325 = icmp eq i64 %324, %264, !dbg !226
  br i1 %325, label %270, label %292, !dbg !226, !llvm.loop !238

326:                                              ; preds = %287, %257
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !80, metadata !DIExpression()) #8, !dbg !240
  call void @llvm.dbg.value(metadata double* %204, metadata !81, metadata !DIExpression()) #8, !dbg !240
  call void @llvm.dbg.value(metadata double* %202, metadata !82, metadata !DIExpression()) #8, !dbg !240
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #8, !dbg !242
  br i1 %23, label %327, label %395, !dbg !243

327:                                              ; preds = %326
  %328 = zext i32 %16 to i64, !dbg !244
  %329 = zext i32 %17 to i64
  %330 = add nsw i64 %329, -1, !dbg !243
  %331 = and i64 %329, 3
  %332 = icmp ult i64 %330, 3
  %333 = and i64 %329, 4294967292
  %334 = icmp eq i64 %331, 0
  br label %335, !dbg !243

335:                                              ; preds = %356, %327
  %336 = phi i64 [ 0, %327 ], [ %359, %356 ]
  call void @llvm.dbg.value(metadata i64 %336, metadata !83, metadata !DIExpression()) #8, !dbg !242
  call void @llvm.dbg.value(metadata i32 0, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()) #8, !dbg !246
  br i1 %113, label %337, label %356, !dbg !247

337:                                              ; preds = %335
  %338 = mul nsw i64 %336, %19
  br i1 %332, label %339, label %361, !dbg !247

339:                                              ; preds = %361, %337
  %340 = phi double [ undef, %337 ], [ %391, %361 ]
  %341 = phi i64 [ 0, %337 ], [ %392, %361 ]
  %342 = phi double [ 0.000000e+00, %337 ], [ %391, %361 ]
  br i1 %334, label %356, label %343, !dbg !247

343:                                              ; preds = %339, %343
  %344 = phi i64 [ %353, %343 ], [ %341, %339 ]
  %345 = phi double [ %352, %343 ], [ %342, %339 ]
  %346 = phi i64 [ %354, %343 ], [ 0, %339 ]
  call void @llvm.dbg.value(metadata i64 %344, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata double %345, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %347 = add nsw i64 %344, %338, !dbg !248
  %348 = getelementptr inbounds double, double* %24, i64 %347, !dbg !249
  %349 = load double, double* %348, align 8, !dbg !249, !tbaa !57
  %350 = getelementptr inbounds double, double* %204, i64 %344, !dbg !250
  %351 = load double, double* %350, align 8, !dbg !250, !tbaa !57
  %352 = tail call double @llvm.fmuladd.f64(double %349, double %351, double %345) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %352, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %353 = add nuw nsw i64 %344, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %353, metadata !88, metadata !DIExpression()) #8, !dbg !245
  %354 = add i64 %346, 1, !dbg !247
  %355 = icmp eq i64 %354, %331, !dbg !247
  br i1 %355, label %356, label %343, !dbg !247, !llvm.loop !253

356:                                              ; preds = %339, %343, %335
  %357 = phi double [ 0.000000e+00, %335 ], [ %340, %339 ], [ %352, %343 ], !dbg !246
  %358 = getelementptr inbounds double, double* %202, i64 %336, !dbg !254
  store double %357, double* %358, align 8, !dbg !255, !tbaa !57
  %359 = add nuw nsw i64 %336, 1, !dbg !256
  call void @llvm.dbg.value(metadata i64 %359, metadata !83, metadata !DIExpression()) #8, !dbg !242
  %360 = icmp eq i64 %359, %328, !dbg !244
  br i1 %360, label %395, label %335, !dbg !243, !llvm.loop !257

361:                                              ; preds = %337, %361
  %362 = phi i64 [ %392, %361 ], [ 0, %337 ]
  %363 = phi double [ %391, %361 ], [ 0.000000e+00, %337 ]
  %364 = phi i64 [ %393, %361 ], [ 0, %337 ]
  call void @llvm.dbg.value(metadata i64 %362, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata double %363, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %365 = add nsw i64 %362, %338, !dbg !248
  %366 = getelementptr inbounds double, double* %24, i64 %365, !dbg !249
  %367 = load double, double* %366, align 8, !dbg !249, !tbaa !57
  %368 = getelementptr inbounds double, double* %204, i64 %362, !dbg !250
  %369 = load double, double* %368, align 8, !dbg !250, !tbaa !57
  %370 = tail call double @llvm.fmuladd.f64(double %367, double %369, double %363) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %370, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %371 = or i64 %362, 1, !dbg !252
  call void @llvm.dbg.value(metadata i64 %371, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata i64 %371, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata double %370, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %372 = add nsw i64 %371, %338, !dbg !248
  %373 = getelementptr inbounds double, double* %24, i64 %372, !dbg !249
  %374 = load double, double* %373, align 8, !dbg !249, !tbaa !57
  %375 = getelementptr inbounds double, double* %204, i64 %371, !dbg !250
  %376 = load double, double* %375, align 8, !dbg !250, !tbaa !57
  %377 = tail call double @llvm.fmuladd.f64(double %374, double %376, double %370) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %377, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %378 = or i64 %362, 2, !dbg !252
  call void @llvm.dbg.value(metadata i64 %378, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata i64 %378, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata double %377, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %379 = add nsw i64 %378, %338, !dbg !248
  %380 = getelementptr inbounds double, double* %24, i64 %379, !dbg !249
  %381 = load double, double* %380, align 8, !dbg !249, !tbaa !57
  %382 = getelementptr inbounds double, double* %204, i64 %378, !dbg !250
  %383 = load double, double* %382, align 8, !dbg !250, !tbaa !57
  %384 = tail call double @llvm.fmuladd.f64(double %381, double %383, double %377) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %384, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %385 = or i64 %362, 3, !dbg !252
  call void @llvm.dbg.value(metadata i64 %385, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata i64 %385, metadata !88, metadata !DIExpression()) #8, !dbg !245
  call void @llvm.dbg.value(metadata double %384, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %386 = add nsw i64 %385, %338, !dbg !248
  %387 = getelementptr inbounds double, double* %24, i64 %386, !dbg !249
  %388 = load double, double* %387, align 8, !dbg !249, !tbaa !57
  %389 = getelementptr inbounds double, double* %204, i64 %385, !dbg !250
  %390 = load double, double* %389, align 8, !dbg !250, !tbaa !57
  %391 = tail call double @llvm.fmuladd.f64(double %388, double %390, double %384) #8, !dbg !251
  call void @llvm.dbg.value(metadata double %391, metadata !85, metadata !DIExpression()) #8, !dbg !246
  %392 = add nuw nsw i64 %362, 4, !dbg !252
  call void @llvm.dbg.value(metadata i64 %392, metadata !88, metadata !DIExpression()) #8, !dbg !245
  %393 = add i64 %364, 4, !dbg !247
  %394 = icmp eq i64 %393, %333, !dbg !247
  br i1 %394, label %339, label %361, !dbg !247, !llvm.loop !259

395:                                              ; preds = %356, %326
  %396 = load double, double* %202, align 8, !dbg !261, !tbaa !57
  %397 = load double, double* %204, align 8, !dbg !262, !tbaa !57
  %398 = fadd double %396, %397, !dbg !263
  %399 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), double noundef %398), !dbg !264
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !265, metadata !DIExpression()) #8, !dbg !270
  tail call void @free(i8* noundef %21) #8, !dbg !272
  call void @llvm.dbg.value(metadata %struct.matrix* poison, metadata !265, metadata !DIExpression()) #8, !dbg !273
  tail call void @free(i8* noundef %22) #8, !dbg !275
  tail call void @free(i8* noundef %201) #8, !dbg !276
  tail call void @free(i8* noundef %203) #8, !dbg !277
  ret i32 0, !dbg !278

400:                                              ; preds = %255, %400
  %401 = phi i64 [ %405, %400 ], [ %256, %255 ]
  call void @llvm.dbg.value(metadata i64 %401, metadata !125, metadata !DIExpression()), !dbg !210
  %402 = trunc i64 %401 to i32, !dbg !215
  %403 = sitofp i32 %402 to double, !dbg !215
  %404 = getelementptr inbounds double, double* %202, i64 %401, !dbg !279
  store double %403, double* %404, align 8, !dbg !216, !tbaa !57
  %405 = add nuw nsw i64 %401, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %405, metadata !125, metadata !DIExpression()), !dbg !210
  %406 = icmp eq i64 %405, %206, !dbg !212
  br i1 %406, label %257, label %400, !dbg !211, !llvm.loop !280
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: inaccessiblemem_or_argmemonly mustprogress nounwind willreturn
declare void @free(i8* nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(i8* noundef readonly, i8** nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #7

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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "obj_heap.c", directory: "/work/main/internal/pipeline/testdata", checksumkind: CSK_MD5, checksum: "95cfd74469752a08fa96faf97ebac185")
!2 = !{!3, !4, !7, !8}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !9, line: 46, baseType: !10)
!9 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!10 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 7, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 1}
!17 = !{!"Debian clang version 14.0.6"}
!18 = distinct !DISubprogram(name: "mat_fill", scope: !1, file: !1, line: 22, type: !19, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !30)
!19 = !DISubroutineType(types: !20)
!20 = !{null, !21, !29}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "matrix", file: !1, line: 10, baseType: !23)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !1, line: 7, size: 128, elements: !24)
!24 = !{!25, !26, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "rows", scope: !23, file: !1, line: 8, baseType: !3, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "cols", scope: !23, file: !1, line: 8, baseType: !3, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !23, file: !1, line: 9, baseType: !28, size: 64, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{!31, !32, !33, !35}
!31 = !DILocalVariable(name: "m", arg: 1, scope: !18, file: !1, line: 22, type: !21)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !18, file: !1, line: 22, type: !29)
!33 = !DILocalVariable(name: "i", scope: !34, file: !1, line: 23, type: !3)
!34 = distinct !DILexicalBlock(scope: !18, file: !1, line: 23, column: 3)
!35 = !DILocalVariable(name: "j", scope: !36, file: !1, line: 24, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 24, column: 5)
!37 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 3)
!38 = !DILocation(line: 0, scope: !18)
!39 = !DILocation(line: 0, scope: !34)
!40 = !{!41, !42, i64 0}
!41 = !{!"", !42, i64 0, !42, i64 4, !45, i64 8}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !{!"any pointer", !43, i64 0}
!46 = !DILocation(line: 23, column: 21, scope: !37)
!47 = !DILocation(line: 23, column: 3, scope: !34)
!48 = !{!41, !42, i64 4}
!49 = !DILocation(line: 0, scope: !36)
!50 = !DILocation(line: 24, column: 5, scope: !36)
!51 = !{!41, !45, i64 8}
!52 = !DILocation(line: 24, column: 35, scope: !53)
!53 = distinct !DILexicalBlock(scope: !36, file: !1, line: 24, column: 5)
!54 = !DILocation(line: 25, column: 45, scope: !53)
!55 = !DILocation(line: 25, column: 43, scope: !53)
!56 = !DILocation(line: 25, column: 29, scope: !53)
!57 = !{!58, !58, i64 0}
!58 = !{!"double", !43, i64 0}
!59 = distinct !{!59, !50, !60, !61, !62}
!60 = !DILocation(line: 25, column: 45, scope: !36)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !{!"llvm.loop.isvectorized", i32 1}
!63 = !DILocation(line: 26, column: 1, scope: !18)
!64 = !DILocation(line: 23, column: 33, scope: !37)
!65 = distinct !{!65, !47, !66, !61}
!66 = !DILocation(line: 25, column: 45, scope: !34)
!67 = !DILocation(line: 25, column: 24, scope: !53)
!68 = !DILocation(line: 25, column: 7, scope: !53)
!69 = !DILocation(line: 24, column: 23, scope: !53)
!70 = distinct !{!70, !50, !60, !61, !71, !62}
!71 = !{!"llvm.loop.unroll.runtime.disable"}
!72 = distinct !DISubprogram(name: "mat_vec", scope: !1, file: !1, line: 28, type: !73, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !79)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !75, !77, !28}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!79 = !{!80, !81, !82, !83, !85, !88}
!80 = !DILocalVariable(name: "m", arg: 1, scope: !72, file: !1, line: 28, type: !75)
!81 = !DILocalVariable(name: "x", arg: 2, scope: !72, file: !1, line: 28, type: !77)
!82 = !DILocalVariable(name: "y", arg: 3, scope: !72, file: !1, line: 28, type: !28)
!83 = !DILocalVariable(name: "i", scope: !84, file: !1, line: 29, type: !3)
!84 = distinct !DILexicalBlock(scope: !72, file: !1, line: 29, column: 3)
!85 = !DILocalVariable(name: "s", scope: !86, file: !1, line: 30, type: !29)
!86 = distinct !DILexicalBlock(scope: !87, file: !1, line: 29, column: 37)
!87 = distinct !DILexicalBlock(scope: !84, file: !1, line: 29, column: 3)
!88 = !DILocalVariable(name: "j", scope: !89, file: !1, line: 31, type: !3)
!89 = distinct !DILexicalBlock(scope: !86, file: !1, line: 31, column: 5)
!90 = !DILocation(line: 0, scope: !72)
!91 = !DILocation(line: 0, scope: !84)
!92 = !DILocation(line: 29, column: 21, scope: !87)
!93 = !DILocation(line: 29, column: 3, scope: !84)
!94 = !DILocation(line: 0, scope: !89)
!95 = !DILocation(line: 0, scope: !86)
!96 = !DILocation(line: 31, column: 5, scope: !89)
!97 = !DILocation(line: 35, column: 1, scope: !72)
!98 = !DILocation(line: 32, column: 29, scope: !99)
!99 = distinct !DILexicalBlock(scope: !89, file: !1, line: 31, column: 5)
!100 = !DILocation(line: 32, column: 12, scope: !99)
!101 = !DILocation(line: 32, column: 36, scope: !99)
!102 = !DILocation(line: 32, column: 9, scope: !99)
!103 = !DILocation(line: 31, column: 35, scope: !99)
!104 = distinct !{!104, !105}
!105 = !{!"llvm.loop.unroll.disable"}
!106 = !DILocation(line: 33, column: 5, scope: !86)
!107 = !DILocation(line: 33, column: 10, scope: !86)
!108 = !DILocation(line: 29, column: 33, scope: !87)
!109 = distinct !{!109, !93, !110, !61}
!110 = !DILocation(line: 34, column: 3, scope: !84)
!111 = distinct !{!111, !96, !112, !61}
!112 = !DILocation(line: 32, column: 39, scope: !89)
!113 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 37, type: !114, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!3, !3, !4}
!116 = !{!117, !118, !119, !120, !121, !122, !123, !124, !125}
!117 = !DILocalVariable(name: "argc", arg: 1, scope: !113, file: !1, line: 37, type: !3)
!118 = !DILocalVariable(name: "argv", arg: 2, scope: !113, file: !1, line: 37, type: !4)
!119 = !DILocalVariable(name: "n", scope: !113, file: !1, line: 38, type: !3)
!120 = !DILocalVariable(name: "k", scope: !113, file: !1, line: 39, type: !3)
!121 = !DILocalVariable(name: "a", scope: !113, file: !1, line: 40, type: !21)
!122 = !DILocalVariable(name: "b", scope: !113, file: !1, line: 40, type: !21)
!123 = !DILocalVariable(name: "x", scope: !113, file: !1, line: 43, type: !28)
!124 = !DILocalVariable(name: "y", scope: !113, file: !1, line: 43, type: !28)
!125 = !DILocalVariable(name: "i", scope: !126, file: !1, line: 44, type: !3)
!126 = distinct !DILexicalBlock(scope: !113, file: !1, line: 44, column: 3)
!127 = !DILocation(line: 0, scope: !113)
!128 = !DILocation(line: 38, column: 16, scope: !113)
!129 = !DILocation(line: 38, column: 11, scope: !113)
!130 = !DILocation(line: 38, column: 27, scope: !113)
!131 = !{!45, !45, i64 0}
!132 = !DILocalVariable(name: "__nptr", arg: 1, scope: !133, file: !134, line: 362, type: !137)
!133 = distinct !DISubprogram(name: "atoi", scope: !134, file: !134, line: 362, type: !135, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !139)
!134 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!135 = !DISubroutineType(types: !136)
!136 = !{!3, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!138 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!139 = !{!132}
!140 = !DILocation(line: 0, scope: !133, inlinedAt: !141)
!141 = distinct !DILocation(line: 38, column: 22, scope: !113)
!142 = !DILocation(line: 364, column: 16, scope: !133, inlinedAt: !141)
!143 = !DILocation(line: 364, column: 10, scope: !133, inlinedAt: !141)
!144 = !DILocation(line: 39, column: 16, scope: !113)
!145 = !DILocation(line: 39, column: 11, scope: !113)
!146 = !DILocation(line: 39, column: 27, scope: !113)
!147 = !DILocation(line: 0, scope: !133, inlinedAt: !148)
!148 = distinct !DILocation(line: 39, column: 22, scope: !113)
!149 = !DILocation(line: 364, column: 16, scope: !133, inlinedAt: !148)
!150 = !DILocation(line: 364, column: 10, scope: !133, inlinedAt: !148)
!151 = !DILocalVariable(name: "rows", arg: 1, scope: !152, file: !1, line: 12, type: !3)
!152 = distinct !DISubprogram(name: "mat_new", scope: !1, file: !1, line: 12, type: !153, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!21, !3, !3}
!155 = !{!151, !156, !157}
!156 = !DILocalVariable(name: "cols", arg: 2, scope: !152, file: !1, line: 12, type: !3)
!157 = !DILocalVariable(name: "m", scope: !152, file: !1, line: 13, type: !21)
!158 = !DILocation(line: 0, scope: !152, inlinedAt: !159)
!159 = distinct !DILocation(line: 40, column: 15, scope: !113)
!160 = !DILocation(line: 16, column: 17, scope: !152, inlinedAt: !159)
!161 = !DILocation(line: 16, column: 32, scope: !152, inlinedAt: !159)
!162 = !DILocation(line: 16, column: 30, scope: !152, inlinedAt: !159)
!163 = !DILocation(line: 16, column: 10, scope: !152, inlinedAt: !159)
!164 = !DILocation(line: 0, scope: !152, inlinedAt: !165)
!165 = distinct !DILocation(line: 40, column: 35, scope: !113)
!166 = !DILocation(line: 16, column: 10, scope: !152, inlinedAt: !165)
!167 = !DILocation(line: 0, scope: !18, inlinedAt: !168)
!168 = distinct !DILocation(line: 41, column: 3, scope: !113)
!169 = !DILocation(line: 0, scope: !34, inlinedAt: !168)
!170 = !DILocation(line: 23, column: 21, scope: !37, inlinedAt: !168)
!171 = !DILocation(line: 23, column: 3, scope: !34, inlinedAt: !168)
!172 = !DILocation(line: 0, scope: !36, inlinedAt: !168)
!173 = !DILocation(line: 24, column: 5, scope: !36, inlinedAt: !168)
!174 = !DILocation(line: 24, column: 35, scope: !53, inlinedAt: !168)
!175 = !DILocation(line: 25, column: 45, scope: !53, inlinedAt: !168)
!176 = !DILocation(line: 25, column: 43, scope: !53, inlinedAt: !168)
!177 = !DILocation(line: 25, column: 29, scope: !53, inlinedAt: !168)
!178 = distinct !{!178, !173, !179, !61, !62}
!179 = !DILocation(line: 25, column: 45, scope: !36, inlinedAt: !168)
!180 = !DILocation(line: 23, column: 33, scope: !37, inlinedAt: !168)
!181 = distinct !{!181, !171, !182, !61}
!182 = !DILocation(line: 25, column: 45, scope: !34, inlinedAt: !168)
!183 = !DILocation(line: 25, column: 24, scope: !53, inlinedAt: !168)
!184 = !DILocation(line: 25, column: 7, scope: !53, inlinedAt: !168)
!185 = !DILocation(line: 24, column: 23, scope: !53, inlinedAt: !168)
!186 = distinct !{!186, !173, !179, !61, !71, !62}
!187 = !DILocation(line: 0, scope: !18, inlinedAt: !188)
!188 = distinct !DILocation(line: 42, column: 3, scope: !113)
!189 = !DILocation(line: 0, scope: !34, inlinedAt: !188)
!190 = !DILocation(line: 23, column: 21, scope: !37, inlinedAt: !188)
!191 = !DILocation(line: 23, column: 3, scope: !34, inlinedAt: !188)
!192 = !DILocation(line: 0, scope: !36, inlinedAt: !188)
!193 = !DILocation(line: 24, column: 5, scope: !36, inlinedAt: !188)
!194 = !DILocation(line: 24, column: 35, scope: !53, inlinedAt: !188)
!195 = !DILocation(line: 25, column: 45, scope: !53, inlinedAt: !188)
!196 = !DILocation(line: 25, column: 43, scope: !53, inlinedAt: !188)
!197 = !DILocation(line: 25, column: 29, scope: !53, inlinedAt: !188)
!198 = distinct !{!198, !193, !199, !61, !62}
!199 = !DILocation(line: 25, column: 45, scope: !36, inlinedAt: !188)
!200 = !DILocation(line: 23, column: 33, scope: !37, inlinedAt: !188)
!201 = distinct !{!201, !191, !202, !61}
!202 = !DILocation(line: 25, column: 45, scope: !34, inlinedAt: !188)
!203 = !DILocation(line: 25, column: 24, scope: !53, inlinedAt: !188)
!204 = !DILocation(line: 25, column: 7, scope: !53, inlinedAt: !188)
!205 = !DILocation(line: 24, column: 23, scope: !53, inlinedAt: !188)
!206 = distinct !{!206, !193, !199, !61, !71, !62}
!207 = !DILocation(line: 43, column: 37, scope: !113)
!208 = !DILocation(line: 43, column: 15, scope: !113)
!209 = !DILocation(line: 43, column: 48, scope: !113)
!210 = !DILocation(line: 0, scope: !126)
!211 = !DILocation(line: 44, column: 3, scope: !126)
!212 = !DILocation(line: 44, column: 21, scope: !213)
!213 = distinct !DILexicalBlock(scope: !126, file: !1, line: 44, column: 3)
!214 = !DILocation(line: 44, column: 27, scope: !213)
!215 = !DILocation(line: 44, column: 38, scope: !213)
!216 = !DILocation(line: 44, column: 36, scope: !213)
!217 = distinct !{!217, !211, !218, !61, !62}
!218 = !DILocation(line: 44, column: 38, scope: !126)
!219 = !DILocation(line: 0, scope: !72, inlinedAt: !220)
!220 = distinct !DILocation(line: 45, column: 3, scope: !113)
!221 = !DILocation(line: 0, scope: !84, inlinedAt: !220)
!222 = !DILocation(line: 29, column: 3, scope: !84, inlinedAt: !220)
!223 = !DILocation(line: 29, column: 21, scope: !87, inlinedAt: !220)
!224 = !DILocation(line: 0, scope: !89, inlinedAt: !220)
!225 = !DILocation(line: 0, scope: !86, inlinedAt: !220)
!226 = !DILocation(line: 31, column: 5, scope: !89, inlinedAt: !220)
!227 = !DILocation(line: 32, column: 29, scope: !99, inlinedAt: !220)
!228 = !DILocation(line: 32, column: 12, scope: !99, inlinedAt: !220)
!229 = !DILocation(line: 32, column: 36, scope: !99, inlinedAt: !220)
!230 = !DILocation(line: 32, column: 9, scope: !99, inlinedAt: !220)
!231 = !DILocation(line: 31, column: 35, scope: !99, inlinedAt: !220)
!232 = distinct !{!232, !105}
!233 = !DILocation(line: 33, column: 5, scope: !86, inlinedAt: !220)
!234 = !DILocation(line: 33, column: 10, scope: !86, inlinedAt: !220)
!235 = !DILocation(line: 29, column: 33, scope: !87, inlinedAt: !220)
!236 = distinct !{!236, !222, !237, !61}
!237 = !DILocation(line: 34, column: 3, scope: !84, inlinedAt: !220)
!238 = distinct !{!238, !226, !239, !61}
!239 = !DILocation(line: 32, column: 39, scope: !89, inlinedAt: !220)
!240 = !DILocation(line: 0, scope: !72, inlinedAt: !241)
!241 = distinct !DILocation(line: 46, column: 3, scope: !113)
!242 = !DILocation(line: 0, scope: !84, inlinedAt: !241)
!243 = !DILocation(line: 29, column: 3, scope: !84, inlinedAt: !241)
!244 = !DILocation(line: 29, column: 21, scope: !87, inlinedAt: !241)
!245 = !DILocation(line: 0, scope: !89, inlinedAt: !241)
!246 = !DILocation(line: 0, scope: !86, inlinedAt: !241)
!247 = !DILocation(line: 31, column: 5, scope: !89, inlinedAt: !241)
!248 = !DILocation(line: 32, column: 29, scope: !99, inlinedAt: !241)
!249 = !DILocation(line: 32, column: 12, scope: !99, inlinedAt: !241)
!250 = !DILocation(line: 32, column: 36, scope: !99, inlinedAt: !241)
!251 = !DILocation(line: 32, column: 9, scope: !99, inlinedAt: !241)
!252 = !DILocation(line: 31, column: 35, scope: !99, inlinedAt: !241)
!253 = distinct !{!253, !105}
!254 = !DILocation(line: 33, column: 5, scope: !86, inlinedAt: !241)
!255 = !DILocation(line: 33, column: 10, scope: !86, inlinedAt: !241)
!256 = !DILocation(line: 29, column: 33, scope: !87, inlinedAt: !241)
!257 = distinct !{!257, !243, !258, !61}
!258 = !DILocation(line: 34, column: 3, scope: !84, inlinedAt: !241)
!259 = distinct !{!259, !247, !260, !61}
!260 = !DILocation(line: 32, column: 39, scope: !89, inlinedAt: !241)
!261 = !DILocation(line: 47, column: 18, scope: !113)
!262 = !DILocation(line: 47, column: 25, scope: !113)
!263 = !DILocation(line: 47, column: 23, scope: !113)
!264 = !DILocation(line: 47, column: 3, scope: !113)
!265 = !DILocalVariable(name: "m", arg: 1, scope: !266, file: !1, line: 20, type: !21)
!266 = distinct !DISubprogram(name: "mat_free", scope: !1, file: !1, line: 20, type: !267, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{null, !21}
!269 = !{!265}
!270 = !DILocation(line: 0, scope: !266, inlinedAt: !271)
!271 = distinct !DILocation(line: 48, column: 3, scope: !113)
!272 = !DILocation(line: 20, column: 35, scope: !266, inlinedAt: !271)
!273 = !DILocation(line: 0, scope: !266, inlinedAt: !274)
!274 = distinct !DILocation(line: 48, column: 16, scope: !113)
!275 = !DILocation(line: 20, column: 35, scope: !266, inlinedAt: !274)
!276 = !DILocation(line: 48, column: 29, scope: !113)
!277 = !DILocation(line: 48, column: 38, scope: !113)
!278 = !DILocation(line: 49, column: 3, scope: !113)
!279 = !DILocation(line: 44, column: 31, scope: !213)
!280 = distinct !{!280, !211, !218, !61, !71, !62}
