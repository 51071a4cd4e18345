; ModuleID = 'gauss_seidel_conv.c'
source_filename = "gauss_seidel_conv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"iterations %d checksum %.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @kernel_solve(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef readonly %2, double* nocapture noundef readonly %3, double* nocapture noundef %4, double noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !16 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !23, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %1, metadata !24, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %2, metadata !25, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %3, metadata !26, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double* %4, metadata !27, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double %5, metadata !28, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 %6, metadata !29, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  %8 = fadd double %5, 1.000000e+00, !dbg !45
  call void @llvm.dbg.value(metadata double %8, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !44
  %9 = fcmp ogt double %8, %5, !dbg !46
  %10 = icmp sgt i32 %6, 0, !dbg !47
  %11 = and i1 %9, %10, !dbg !47
  br i1 %11, label %12, label %129, !dbg !48

12:                                               ; preds = %7
  %13 = icmp sgt i32 %0, 0
  br i1 %13, label %14, label %126, !dbg !49

14:                                               ; preds = %12
  %15 = add nsw i32 %0, -1
  %16 = zext i32 %15 to i64, !dbg !48
  %17 = zext i32 %0 to i64
  %18 = icmp eq i32 %0, 1
  %19 = getelementptr inbounds double, double* %2, i64 1
  %20 = getelementptr inbounds double, double* %4, i64 1
  %21 = icmp eq i32 %0, 1
  %22 = getelementptr inbounds double, double* %2, i64 1
  %23 = getelementptr inbounds double, double* %4, i64 1
  %24 = icmp eq i32 %0, 1
  br label %25, !dbg !48

25:                                               ; preds = %14, %120
  %26 = phi i32 [ %122, %120 ], [ 0, %14 ]
  call void @llvm.dbg.value(metadata i32 %26, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !50
  %27 = load double, double* %3, align 8, !dbg !51, !tbaa !52
  call void @llvm.dbg.value(metadata double %27, metadata !35, metadata !DIExpression()), !dbg !56
  br i1 %18, label %36, label %28, !dbg !57

28:                                               ; preds = %25
  %29 = load double, double* %19, align 8, !dbg !58, !tbaa !52
  %30 = load double, double* %20, align 8, !dbg !60, !tbaa !52
  %31 = fneg double %29, !dbg !61
  %32 = tail call double @llvm.fmuladd.f64(double %31, double %30, double %27), !dbg !61
  call void @llvm.dbg.value(metadata double %27, metadata !35, metadata !DIExpression()), !dbg !56
  %33 = load double, double* %1, align 8, !dbg !62, !tbaa !52
  %34 = fdiv double %32, %33, !dbg !63
  store double %34, double* %4, align 8, !dbg !64, !tbaa !52
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !50
  %35 = load double, double* %4, align 8
  br label %80, !dbg !65

36:                                               ; preds = %25
  call void @llvm.dbg.value(metadata double %27, metadata !35, metadata !DIExpression()), !dbg !56
  %37 = load double, double* %1, align 8, !dbg !62, !tbaa !52
  %38 = fdiv double %27, %37, !dbg !63
  store double %38, double* %4, align 8, !dbg !64, !tbaa !52
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  %39 = load double, double* %3, align 8, !dbg !67, !tbaa !52
  %40 = load double, double* %1, align 8, !dbg !68, !tbaa !52
  %41 = fneg double %40, !dbg !69
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %38, double %39), !dbg !69
  call void @llvm.dbg.value(metadata double %116, metadata !40, metadata !DIExpression()), !dbg !70
  %43 = tail call double @llvm.fabs.f64(double %42), !dbg !71
  call void @llvm.dbg.value(metadata double %117, metadata !43, metadata !DIExpression()), !dbg !70
  %44 = fcmp ogt double %43, 0.000000e+00, !dbg !72
  %45 = select i1 %44, double %43, double 0.000000e+00, !dbg !74
  call void @llvm.dbg.value(metadata double %119, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !66
  br label %120, !dbg !49

46:                                               ; preds = %115, %74
  %47 = phi i64 [ %66, %74 ], [ 1, %115 ]
  %48 = phi double [ %78, %74 ], [ %119, %115 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !38, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double %48, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double undef, metadata !40, metadata !DIExpression()), !dbg !70
  %49 = getelementptr inbounds double, double* %1, i64 %47, !dbg !68
  %50 = load double, double* %49, align 8, !dbg !68, !tbaa !52
  %51 = fneg double %50, !dbg !69
  %52 = getelementptr inbounds double, double* %4, i64 %47, !dbg !75
  %53 = load double, double* %52, align 8, !dbg !75, !tbaa !52
  %54 = getelementptr inbounds double, double* %3, i64 %47, !dbg !67
  %55 = load double, double* %54, align 8, !dbg !67, !tbaa !52
  %56 = tail call double @llvm.fmuladd.f64(double %51, double %53, double %55), !dbg !69
  call void @llvm.dbg.value(metadata double %56, metadata !40, metadata !DIExpression()), !dbg !70
  %57 = getelementptr inbounds double, double* %2, i64 %47, !dbg !76
  %58 = load double, double* %57, align 8, !dbg !76, !tbaa !52
  %59 = add nuw i64 %47, 4294967295
  %60 = and i64 %59, 4294967295
  %61 = getelementptr inbounds double, double* %4, i64 %60, !dbg !78
  %62 = load double, double* %61, align 8, !dbg !78, !tbaa !52
  %63 = fneg double %58, !dbg !79
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %62, double %56), !dbg !79
  call void @llvm.dbg.value(metadata double %64, metadata !40, metadata !DIExpression()), !dbg !70
  %65 = icmp ult i64 %47, %16, !dbg !80
  %66 = add nuw nsw i64 %47, 1, !dbg !82
  br i1 %65, label %67, label %74, !dbg !83

67:                                               ; preds = %46
  %68 = getelementptr inbounds double, double* %2, i64 %66, !dbg !84
  %69 = load double, double* %68, align 8, !dbg !84, !tbaa !52
  %70 = getelementptr inbounds double, double* %4, i64 %66, !dbg !85
  %71 = load double, double* %70, align 8, !dbg !85, !tbaa !52
  %72 = fneg double %69, !dbg !86
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %71, double %64), !dbg !86
  call void @llvm.dbg.value(metadata double %73, metadata !40, metadata !DIExpression()), !dbg !70
  br label %74, !dbg !87

74:                                               ; preds = %46, %67
  %75 = phi double [ %73, %67 ], [ %64, %46 ], !dbg !70
  call void @llvm.dbg.value(metadata double %75, metadata !40, metadata !DIExpression()), !dbg !70
  %76 = tail call double @llvm.fabs.f64(double %75), !dbg !71
  call void @llvm.dbg.value(metadata double %76, metadata !43, metadata !DIExpression()), !dbg !70
  %77 = fcmp ogt double %76, %48, !dbg !72
  %78 = select i1 %77, double %76, double %48, !dbg !74
  call void @llvm.dbg.value(metadata double %78, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 %66, metadata !38, metadata !DIExpression()), !dbg !66
  %79 = icmp eq i64 %66, %17, !dbg !88
  br i1 %79, label %120, label %46, !dbg !49, !llvm.loop !89

80:                                               ; preds = %28, %98
  %81 = phi double [ %35, %28 ], [ %102, %98 ]
  %82 = phi i64 [ 1, %28 ], [ %90, %98 ]
  call void @llvm.dbg.value(metadata i64 %82, metadata !32, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata double undef, metadata !35, metadata !DIExpression()), !dbg !56
  %83 = getelementptr inbounds double, double* %3, i64 %82, !dbg !51
  %84 = load double, double* %83, align 8, !dbg !51, !tbaa !52
  call void @llvm.dbg.value(metadata double %84, metadata !35, metadata !DIExpression()), !dbg !56
  %85 = getelementptr inbounds double, double* %2, i64 %82, !dbg !93
  %86 = load double, double* %85, align 8, !dbg !93, !tbaa !52
  %87 = fneg double %86, !dbg !95
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %81, double %84), !dbg !95
  call void @llvm.dbg.value(metadata double %88, metadata !35, metadata !DIExpression()), !dbg !56
  %89 = icmp ult i64 %82, %16, !dbg !96
  %90 = add nuw nsw i64 %82, 1, !dbg !97
  br i1 %89, label %91, label %98, !dbg !57

91:                                               ; preds = %80
  %92 = getelementptr inbounds double, double* %2, i64 %90, !dbg !58
  %93 = load double, double* %92, align 8, !dbg !58, !tbaa !52
  %94 = getelementptr inbounds double, double* %4, i64 %90, !dbg !60
  %95 = load double, double* %94, align 8, !dbg !60, !tbaa !52
  %96 = fneg double %93, !dbg !61
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %95, double %88), !dbg !61
  call void @llvm.dbg.value(metadata double %97, metadata !35, metadata !DIExpression()), !dbg !56
  br label %98, !dbg !98

98:                                               ; preds = %80, %91
  %99 = phi double [ %97, %91 ], [ %88, %80 ], !dbg !56
  call void @llvm.dbg.value(metadata double %99, metadata !35, metadata !DIExpression()), !dbg !56
  %100 = getelementptr inbounds double, double* %1, i64 %82, !dbg !62
  %101 = load double, double* %100, align 8, !dbg !62, !tbaa !52
  %102 = fdiv double %99, %101, !dbg !63
  %103 = getelementptr inbounds double, double* %4, i64 %82, !dbg !99
  store double %102, double* %103, align 8, !dbg !64, !tbaa !52
  call void @llvm.dbg.value(metadata i64 %90, metadata !32, metadata !DIExpression()), !dbg !50
  %104 = icmp eq i64 %90, %17, !dbg !100
  br i1 %104, label %105, label %80, !dbg !65, !llvm.loop !101

105:                                              ; preds = %98
  call void @llvm.dbg.value(metadata i64 0, metadata !38, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  %106 = load double, double* %3, align 8, !dbg !67, !tbaa !52
  %107 = load double, double* %1, align 8, !dbg !68, !tbaa !52
  %108 = fneg double %107, !dbg !69
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %34, double %106), !dbg !69
  call void @llvm.dbg.value(metadata double %109, metadata !40, metadata !DIExpression()), !dbg !70
  br i1 %21, label %115, label %110, !dbg !83

110:                                              ; preds = %105
  %111 = load double, double* %22, align 8, !dbg !84, !tbaa !52
  %112 = load double, double* %23, align 8, !dbg !85, !tbaa !52
  %113 = fneg double %111, !dbg !86
  %114 = tail call double @llvm.fmuladd.f64(double %113, double %112, double %109), !dbg !86
  call void @llvm.dbg.value(metadata double %114, metadata !40, metadata !DIExpression()), !dbg !70
  br label %115, !dbg !87

115:                                              ; preds = %110, %105
  %116 = phi double [ %114, %110 ], [ %109, %105 ], !dbg !70
  call void @llvm.dbg.value(metadata double %116, metadata !40, metadata !DIExpression()), !dbg !70
  %117 = tail call double @llvm.fabs.f64(double %116), !dbg !71
  call void @llvm.dbg.value(metadata double %117, metadata !43, metadata !DIExpression()), !dbg !70
  %118 = fcmp ogt double %117, 0.000000e+00, !dbg !72
  %119 = select i1 %118, double %117, double 0.000000e+00, !dbg !74
  call void @llvm.dbg.value(metadata double %119, metadata !31, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata i64 1, metadata !38, metadata !DIExpression()), !dbg !66
  br i1 %24, label %120, label %46, !dbg !49

120:                                              ; preds = %74, %36, %115
  %121 = phi double [ %119, %115 ], [ %45, %36 ], [ %78, %74 ], !dbg !74
  %122 = add nuw nsw i32 %26, 1, !dbg !103
  call void @llvm.dbg.value(metadata i32 %122, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double undef, metadata !31, metadata !DIExpression()), !dbg !44
  %123 = fcmp ogt double %121, %5, !dbg !46
  %124 = icmp slt i32 %122, %6, !dbg !47
  %125 = select i1 %123, i1 %124, i1 false, !dbg !47
  br i1 %125, label %25, label %129, !dbg !48, !llvm.loop !104

126:                                              ; preds = %12
  %127 = fcmp olt double %5, 0.000000e+00
  br i1 %127, label %129, label %128

128:                                              ; preds = %126
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !50
  call void @llvm.dbg.value(metadata i32 0, metadata !38, metadata !DIExpression()), !dbg !66
  call void @llvm.dbg.value(metadata i32 1, metadata !30, metadata !DIExpression()), !dbg !44
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !31, metadata !DIExpression()), !dbg !44
  br label %129, !dbg !48

129:                                              ; preds = %120, %126, %128, %7
  %130 = phi i32 [ 0, %7 ], [ 1, %128 ], [ %6, %126 ], [ %122, %120 ], !dbg !44
  ret i32 %130, !dbg !106
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, i8** nocapture noundef readonly %1) local_unnamed_addr #2 !dbg !107 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !111, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i8** %1, metadata !112, metadata !DIExpression()), !dbg !124
  %3 = icmp sgt i32 %0, 1, !dbg !125
  br i1 %3, label %4, label %9, !dbg !126

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8*, i8** %1, i64 1, !dbg !127
  %6 = load i8*, i8** %5, align 8, !dbg !127, !tbaa !128
  call void @llvm.dbg.value(metadata i8* %6, metadata !130, metadata !DIExpression()) #8, !dbg !138
  %7 = tail call i64 @strtol(i8* nocapture noundef nonnull %6, i8** noundef null, i32 noundef 10) #8, !dbg !140
  %8 = trunc i64 %7 to i32, !dbg !141
  br label %9, !dbg !126

9:                                                ; preds = %2, %4
  %10 = phi i32 [ %8, %4 ], [ 2000, %2 ], !dbg !126
  call void @llvm.dbg.value(metadata i32 %10, metadata !113, metadata !DIExpression()), !dbg !124
  %11 = sext i32 %10 to i64, !dbg !142
  %12 = shl nsw i64 %11, 3, !dbg !143
  %13 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !144
  %14 = bitcast i8* %13 to double*, !dbg !144
  call void @llvm.dbg.value(metadata double* %14, metadata !114, metadata !DIExpression()), !dbg !124
  %15 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !145
  %16 = bitcast i8* %15 to double*, !dbg !145
  call void @llvm.dbg.value(metadata double* %16, metadata !115, metadata !DIExpression()), !dbg !124
  %17 = tail call noalias i8* @malloc(i64 noundef %12) #8, !dbg !146
  %18 = bitcast i8* %17 to double*, !dbg !146
  call void @llvm.dbg.value(metadata double* %18, metadata !116, metadata !DIExpression()), !dbg !124
  %19 = tail call noalias i8* @calloc(i64 noundef %11, i64 noundef 8) #8, !dbg !147
  %20 = bitcast i8* %19 to double*, !dbg !147
  call void @llvm.dbg.value(metadata double* %20, metadata !117, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !118, metadata !DIExpression()), !dbg !148
  %21 = icmp sgt i32 %10, 0, !dbg !149
  br i1 %21, label %24, label %22, !dbg !151

22:                                               ; preds = %9
  %23 = tail call i32 @kernel_solve(i32 noundef %10, double* noundef %14, double* noundef %16, double* noundef %18, double* noundef %20, double noundef 1.000000e-10, i32 noundef 500), !dbg !152
  call void @llvm.dbg.value(metadata i32 %55, metadata !120, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !153
  br label %97, !dbg !154

24:                                               ; preds = %9
  %25 = zext i32 %10 to i64, !dbg !149
  %26 = icmp eq i32 %10, 1, !dbg !151
  br i1 %26, label %52, label %27, !dbg !151

27:                                               ; preds = %24
  %28 = and i64 %25, 4294967294, !dbg !151
  br label %29, !dbg !151

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %47, %29 ], !dbg !155
  %31 = phi <2 x i32> [ <i32 0, i32 1>, %27 ], [ %48, %29 ], !dbg !156
  %32 = urem <2 x i32> %31, <i32 3, i32 3>, !dbg !156
  %33 = or <2 x i32> %32, <i32 4, i32 4>, !dbg !158
  %34 = sitofp <2 x i32> %33 to <2 x double>, !dbg !158
  %35 = getelementptr inbounds double, double* %14, i64 %30, !dbg !155
  %36 = bitcast double* %35 to <2 x double>*, !dbg !159
  store <2 x double> %34, <2 x double>* %36, align 8, !dbg !159, !tbaa !52
  %37 = and <2 x i32> %31, <i32 1, i32 1>, !dbg !160
  %38 = sitofp <2 x i32> %37 to <2 x double>, !dbg !161
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %38, <2 x double> <double -5.000000e-01, double -5.000000e-01>, <2 x double> <double -1.000000e+00, double -1.000000e+00>), !dbg !162
  %40 = getelementptr inbounds double, double* %16, i64 %30, !dbg !155
  %41 = bitcast double* %40 to <2 x double>*, !dbg !163
  store <2 x double> %39, <2 x double>* %41, align 8, !dbg !163, !tbaa !52
  %42 = urem <2 x i32> %31, <i32 11, i32 11>, !dbg !164
  %43 = add nsw <2 x i32> %42, <i32 -5, i32 -5>, !dbg !165
  %44 = sitofp <2 x i32> %43 to <2 x double>, !dbg !165
  %45 = getelementptr inbounds double, double* %18, i64 %30, !dbg !155
  %46 = bitcast double* %45 to <2 x double>*, !dbg !166
  store <2 x double> %44, <2 x double>* %46, align 8, !dbg !166, !tbaa !52
  %47 = add nuw i64 %30, 2, !dbg !155
  %48 = add <2 x i32> %31, <i32 2, i32 2>, !dbg !156
  %49 = icmp eq i64 %47, %28, !dbg !155
  br i1 %49, label %50, label %29, !dbg !155, !llvm.loop !167

50:                                               ; preds = %29
  %51 = icmp eq i64 %28, %25, !dbg !151
  br i1 %51, label %54, label %52, !dbg !151

52:                                               ; preds = %24, %50
  %53 = phi i64 [ 0, %24 ], [ %28, %50 ]
  br label %62, !dbg !151

54:                                               ; preds = %62, %50
  %55 = tail call i32 @kernel_solve(i32 noundef %10, double* noundef nonnull %14, double* noundef nonnull %16, double* noundef nonnull %18, double* noundef %20, double noundef 1.000000e-10, i32 noundef 500), !dbg !152
  call void @llvm.dbg.value(metadata i32 %55, metadata !120, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !121, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !153
  br i1 %21, label %56, label %97, !dbg !154

56:                                               ; preds = %54
  %57 = add nsw i64 %25, -1, !dbg !154
  %58 = and i64 %25, 3, !dbg !154
  %59 = icmp ult i64 %57, 3, !dbg !154
  br i1 %59, label %79, label %60, !dbg !154

60:                                               ; preds = %56
  %61 = and i64 %25, 4294967292, !dbg !154
  br label %101, !dbg !154

62:                                               ; preds = %52, %62
  %63 = phi i64 [ %77, %62 ], [ %53, %52 ]
  call void @llvm.dbg.value(metadata i64 %63, metadata !118, metadata !DIExpression()), !dbg !148
  %64 = trunc i64 %63 to i32, !dbg !156
  %65 = urem i32 %64, 3, !dbg !156
  %66 = or i32 %65, 4, !dbg !158
  %67 = sitofp i32 %66 to double, !dbg !158
  %68 = getelementptr inbounds double, double* %14, i64 %63, !dbg !170
  store double %67, double* %68, align 8, !dbg !159, !tbaa !52
  %69 = and i32 %64, 1, !dbg !160
  %70 = sitofp i32 %69 to double, !dbg !161
  %71 = tail call double @llvm.fmuladd.f64(double %70, double -5.000000e-01, double -1.000000e+00), !dbg !162
  %72 = getelementptr inbounds double, double* %16, i64 %63, !dbg !171
  store double %71, double* %72, align 8, !dbg !163, !tbaa !52
  %73 = urem i32 %64, 11, !dbg !164
  %74 = add nsw i32 %73, -5, !dbg !165
  %75 = sitofp i32 %74 to double, !dbg !165
  %76 = getelementptr inbounds double, double* %18, i64 %63, !dbg !172
  store double %75, double* %76, align 8, !dbg !166, !tbaa !52
  %77 = add nuw nsw i64 %63, 1, !dbg !155
  call void @llvm.dbg.value(metadata i64 %77, metadata !118, metadata !DIExpression()), !dbg !148
  %78 = icmp eq i64 %77, %25, !dbg !149
  br i1 %78, label %54, label %62, !dbg !151, !llvm.loop !173

79:                                               ; preds = %101, %56
  %80 = phi double [ undef, %56 ], [ %119, %101 ]
  %81 = phi i64 [ 0, %56 ], [ %120, %101 ]
  %82 = phi double [ 0.000000e+00, %56 ], [ %119, %101 ]
  %83 = icmp eq i64 %58, 0, !dbg !154
  br i1 %83, label %97, label %84, !dbg !154

84:                                               ; preds = %79, %84
  %85 = phi i64 [ %94, %84 ], [ %81, %79 ]
  %86 = phi double [ %93, %84 ], [ %82, %79 ]
  %87 = phi i64 [ %95, %84 ], [ 0, %79 ]
  call void @llvm.dbg.value(metadata i64 %85, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double %86, metadata !121, metadata !DIExpression()), !dbg !124
  %88 = getelementptr inbounds double, double* %20, i64 %85, !dbg !175
  %89 = load double, double* %88, align 8, !dbg !175, !tbaa !52
  %90 = trunc i64 %85 to i32, !dbg !177
  %91 = and i32 %90, 3, !dbg !177
  %92 = sitofp i32 %91 to double, !dbg !178
  %93 = tail call double @llvm.fmuladd.f64(double %89, double %92, double %86), !dbg !179
  call void @llvm.dbg.value(metadata double %93, metadata !121, metadata !DIExpression()), !dbg !124
  %94 = add nuw nsw i64 %85, 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 %94, metadata !122, metadata !DIExpression()), !dbg !153
  %95 = add i64 %87, 1, !dbg !154
  %96 = icmp eq i64 %95, %58, !dbg !154
  br i1 %96, label %97, label %84, !dbg !154, !llvm.loop !181

97:                                               ; preds = %79, %84, %22, %54
  %98 = phi i32 [ %55, %54 ], [ %23, %22 ], [ %55, %84 ], [ %55, %79 ]
  %99 = phi double [ 0.000000e+00, %54 ], [ 0.000000e+00, %22 ], [ %80, %79 ], [ %93, %84 ], !dbg !124
  %100 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([29 x i8], [29 x i8]* @.str, i64 0, i64 0), i32 noundef %98, double noundef %99), !dbg !183
  tail call void @free(i8* noundef %13) #8, !dbg !184
  tail call void @free(i8* noundef %15) #8, !dbg !185
  tail call void @free(i8* noundef %17) #8, !dbg !186
  tail call void @free(i8* noundef %19) #8, !dbg !187
  ret i32 0, !dbg !188

101:                                              ; preds = %101, %60
  %102 = phi i64 [ 0, %60 ], [ %120, %101 ]
  %103 = phi double [ 0.000000e+00, %60 ], [ %119, %101 ]
  %104 = phi i64 [ 0, %60 ], [ %121, %101 ]
  call void @llvm.dbg.value(metadata i64 %102, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double %103, metadata !121, metadata !DIExpression()), !dbg !124
  %105 = getelementptr inbounds double, double* %20, i64 %102, !dbg !175
  %106 = load double, double* %105, align 8, !dbg !175, !tbaa !52
  %107 = tail call double @llvm.fmuladd.f64(double %106, double 0.000000e+00, double %103), !dbg !179
  call void @llvm.dbg.value(metadata double %107, metadata !121, metadata !DIExpression()), !dbg !124
  %108 = or i64 %102, 1, !dbg !180
  call void @llvm.dbg.value(metadata i64 %108, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %108, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double %107, metadata !121, metadata !DIExpression()), !dbg !124
  %109 = getelementptr inbounds double, double* %20, i64 %108, !dbg !175
  %110 = load double, double* %109, align 8, !dbg !175, !tbaa !52
  %111 = fadd double %110, %107, !dbg !179
  call void @llvm.dbg.value(metadata double %111, metadata !121, metadata !DIExpression()), !dbg !124
  %112 = or i64 %102, 2, !dbg !180
  call void @llvm.dbg.value(metadata i64 %112, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %112, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double %111, metadata !121, metadata !DIExpression()), !dbg !124
  %113 = getelementptr inbounds double, double* %20, i64 %112, !dbg !175
  %114 = load double, double* %113, align 8, !dbg !175, !tbaa !52
  %115 = tail call double @llvm.fmuladd.f64(double %114, double 2.000000e+00, double %111), !dbg !179
  call void @llvm.dbg.value(metadata double %115, metadata !121, metadata !DIExpression()), !dbg !124
  %116 = or i64 %102, 3, !dbg !180
  call void @llvm.dbg.value(metadata i64 %116, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata i64 %116, metadata !122, metadata !DIExpression()), !dbg !153
  call void @llvm.dbg.value(metadata double %115, metadata !121, metadata !DIExpression()), !dbg !124
  %117 = getelementptr inbounds double, double* %20, i64 %116, !dbg !175
  %118 = load double, double* %117, align 8, !dbg !175, !tbaa !52
  %119 = tail call double @llvm.fmuladd.f64(double %118, double 3.000000e+00, double %115), !dbg !179
  call void @llvm.dbg.value(metadata double %119, metadata !121, metadata !DIExpression()), !dbg !124
  %120 = add nuw nsw i64 %102, 4, !dbg !180
  call void @llvm.dbg.value(metadata i64 %120, metadata !122, metadata !DIExpression()), !dbg !153
  %121 = add i64 %104, 4, !dbg !154
  %122 = icmp eq i64 %121, %61, !dbg !154
  br i1 %122, label %79, label %101, !dbg !154, !llvm.loop !189
}

; Function Attrs: inaccessiblememonly mustprogress nofree nounwind willreturn
declare noalias noundef i8* @malloc(i64 noundef) local_unnamed_addr #3

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
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "gauss_seidel_conv.c", directory: ".", checksumkind: CSK_MD5, checksum: "ea6f553c1591725aa7c90ba54bc55060")
!2 = !{!3, !4, !5, !8}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 7, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 1}
!15 = !{!"Debian clang version 14.0.6"}
!16 = distinct !DISubprogram(name: "kernel_solve", scope: !1, file: !1, line: 8, type: !17, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4, !19, !19, !19, !21, !3, !4}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !3)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !3, size: 64)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !35, !38, !40, !43}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !16, file: !1, line: 8, type: !4)
!24 = !DILocalVariable(name: "diag", arg: 2, scope: !16, file: !1, line: 8, type: !19)
!25 = !DILocalVariable(name: "off", arg: 3, scope: !16, file: !1, line: 8, type: !19)
!26 = !DILocalVariable(name: "b", arg: 4, scope: !16, file: !1, line: 8, type: !19)
!27 = !DILocalVariable(name: "x", arg: 5, scope: !16, file: !1, line: 9, type: !21)
!28 = !DILocalVariable(name: "tol", arg: 6, scope: !16, file: !1, line: 9, type: !3)
!29 = !DILocalVariable(name: "maxit", arg: 7, scope: !16, file: !1, line: 9, type: !4)
!30 = !DILocalVariable(name: "it", scope: !16, file: !1, line: 11, type: !4)
!31 = !DILocalVariable(name: "res", scope: !16, file: !1, line: 12, type: !3)
!32 = !DILocalVariable(name: "i", scope: !33, file: !1, line: 14, type: !4)
!33 = distinct !DILexicalBlock(scope: !34, file: !1, line: 14, column: 5)
!34 = distinct !DILexicalBlock(scope: !16, file: !1, line: 13, column: 35)
!35 = !DILocalVariable(name: "s", scope: !36, file: !1, line: 15, type: !3)
!36 = distinct !DILexicalBlock(scope: !37, file: !1, line: 14, column: 33)
!37 = distinct !DILexicalBlock(scope: !33, file: !1, line: 14, column: 5)
!38 = !DILocalVariable(name: "i", scope: !39, file: !1, line: 23, type: !4)
!39 = distinct !DILexicalBlock(scope: !34, file: !1, line: 23, column: 5)
!40 = !DILocalVariable(name: "r", scope: !41, file: !1, line: 24, type: !3)
!41 = distinct !DILexicalBlock(scope: !42, file: !1, line: 23, column: 33)
!42 = distinct !DILexicalBlock(scope: !39, file: !1, line: 23, column: 5)
!43 = !DILocalVariable(name: "ar", scope: !41, file: !1, line: 29, type: !3)
!44 = !DILocation(line: 0, scope: !16)
!45 = !DILocation(line: 12, column: 20, scope: !16)
!46 = !DILocation(line: 13, column: 14, scope: !16)
!47 = !DILocation(line: 13, column: 20, scope: !16)
!48 = !DILocation(line: 13, column: 3, scope: !16)
!49 = !DILocation(line: 23, column: 5, scope: !39)
!50 = !DILocation(line: 0, scope: !33)
!51 = !DILocation(line: 15, column: 18, scope: !36)
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 0, scope: !36)
!57 = !DILocation(line: 18, column: 11, scope: !36)
!58 = !DILocation(line: 19, column: 14, scope: !59)
!59 = distinct !DILexicalBlock(scope: !36, file: !1, line: 18, column: 11)
!60 = !DILocation(line: 19, column: 27, scope: !59)
!61 = !DILocation(line: 19, column: 11, scope: !59)
!62 = !DILocation(line: 20, column: 18, scope: !36)
!63 = !DILocation(line: 20, column: 16, scope: !36)
!64 = !DILocation(line: 20, column: 12, scope: !36)
!65 = !DILocation(line: 14, column: 5, scope: !33)
!66 = !DILocation(line: 0, scope: !39)
!67 = !DILocation(line: 24, column: 18, scope: !41)
!68 = !DILocation(line: 24, column: 25, scope: !41)
!69 = !DILocation(line: 24, column: 23, scope: !41)
!70 = !DILocation(line: 0, scope: !41)
!71 = !DILocation(line: 29, column: 19, scope: !41)
!72 = !DILocation(line: 30, column: 14, scope: !73)
!73 = distinct !DILexicalBlock(scope: !41, file: !1, line: 30, column: 11)
!74 = !DILocation(line: 30, column: 11, scope: !41)
!75 = !DILocation(line: 24, column: 35, scope: !41)
!76 = !DILocation(line: 26, column: 14, scope: !77)
!77 = distinct !DILexicalBlock(scope: !41, file: !1, line: 25, column: 11)
!78 = !DILocation(line: 26, column: 23, scope: !77)
!79 = !DILocation(line: 26, column: 11, scope: !77)
!80 = !DILocation(line: 27, column: 13, scope: !81)
!81 = distinct !DILexicalBlock(scope: !41, file: !1, line: 27, column: 11)
!82 = !DILocation(line: 0, scope: !42)
!83 = !DILocation(line: 27, column: 11, scope: !41)
!84 = !DILocation(line: 28, column: 14, scope: !81)
!85 = !DILocation(line: 28, column: 27, scope: !81)
!86 = !DILocation(line: 28, column: 11, scope: !81)
!87 = !DILocation(line: 28, column: 9, scope: !81)
!88 = !DILocation(line: 23, column: 23, scope: !42)
!89 = distinct !{!89, !49, !90, !91, !92}
!90 = !DILocation(line: 32, column: 5, scope: !39)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !{!"llvm.loop.peeled.count", i32 1}
!93 = !DILocation(line: 17, column: 14, scope: !94)
!94 = distinct !DILexicalBlock(scope: !36, file: !1, line: 16, column: 11)
!95 = !DILocation(line: 17, column: 11, scope: !94)
!96 = !DILocation(line: 18, column: 13, scope: !59)
!97 = !DILocation(line: 0, scope: !37)
!98 = !DILocation(line: 19, column: 9, scope: !59)
!99 = !DILocation(line: 20, column: 7, scope: !36)
!100 = !DILocation(line: 14, column: 23, scope: !37)
!101 = distinct !{!101, !65, !102, !91, !92}
!102 = !DILocation(line: 21, column: 5, scope: !33)
!103 = !DILocation(line: 33, column: 7, scope: !34)
!104 = distinct !{!104, !48, !105, !91}
!105 = !DILocation(line: 34, column: 3, scope: !16)
!106 = !DILocation(line: 35, column: 3, scope: !16)
!107 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 38, type: !108, scopeLine: 39, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!4, !4, !5}
!110 = !{!111, !112, !113, !114, !115, !116, !117, !118, !120, !121, !122}
!111 = !DILocalVariable(name: "argc", arg: 1, scope: !107, file: !1, line: 38, type: !4)
!112 = !DILocalVariable(name: "argv", arg: 2, scope: !107, file: !1, line: 38, type: !5)
!113 = !DILocalVariable(name: "n", scope: !107, file: !1, line: 40, type: !4)
!114 = !DILocalVariable(name: "diag", scope: !107, file: !1, line: 41, type: !21)
!115 = !DILocalVariable(name: "off", scope: !107, file: !1, line: 42, type: !21)
!116 = !DILocalVariable(name: "b", scope: !107, file: !1, line: 43, type: !21)
!117 = !DILocalVariable(name: "x", scope: !107, file: !1, line: 44, type: !21)
!118 = !DILocalVariable(name: "i", scope: !119, file: !1, line: 45, type: !4)
!119 = distinct !DILexicalBlock(scope: !107, file: !1, line: 45, column: 3)
!120 = !DILocalVariable(name: "it", scope: !107, file: !1, line: 50, type: !4)
!121 = !DILocalVariable(name: "s", scope: !107, file: !1, line: 51, type: !3)
!122 = !DILocalVariable(name: "i", scope: !123, file: !1, line: 52, type: !4)
!123 = distinct !DILexicalBlock(scope: !107, file: !1, line: 52, column: 3)
!124 = !DILocation(line: 0, scope: !107)
!125 = !DILocation(line: 40, column: 16, scope: !107)
!126 = !DILocation(line: 40, column: 11, scope: !107)
!127 = !DILocation(line: 40, column: 27, scope: !107)
!128 = !{!129, !129, i64 0}
!129 = !{!"any pointer", !54, i64 0}
!130 = !DILocalVariable(name: "__nptr", arg: 1, scope: !131, file: !132, line: 362, type: !135)
!131 = distinct !DISubprogram(name: "atoi", scope: !132, file: !132, line: 362, type: !133, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !137)
!132 = !DIFile(filename: "usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!133 = !DISubroutineType(types: !134)
!134 = !{!4, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !136, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!137 = !{!130}
!138 = !DILocation(line: 0, scope: !131, inlinedAt: !139)
!139 = distinct !DILocation(line: 40, column: 22, scope: !107)
!140 = !DILocation(line: 364, column: 16, scope: !131, inlinedAt: !139)
!141 = !DILocation(line: 364, column: 10, scope: !131, inlinedAt: !139)
!142 = !DILocation(line: 41, column: 25, scope: !107)
!143 = !DILocation(line: 41, column: 27, scope: !107)
!144 = !DILocation(line: 41, column: 18, scope: !107)
!145 = !DILocation(line: 42, column: 17, scope: !107)
!146 = !DILocation(line: 43, column: 15, scope: !107)
!147 = !DILocation(line: 44, column: 15, scope: !107)
!148 = !DILocation(line: 0, scope: !119)
!149 = !DILocation(line: 45, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !119, file: !1, line: 45, column: 3)
!151 = !DILocation(line: 45, column: 3, scope: !119)
!152 = !DILocation(line: 50, column: 12, scope: !107)
!153 = !DILocation(line: 0, scope: !123)
!154 = !DILocation(line: 52, column: 3, scope: !123)
!155 = !DILocation(line: 45, column: 27, scope: !150)
!156 = !DILocation(line: 46, column: 24, scope: !157)
!157 = distinct !DILexicalBlock(scope: !150, file: !1, line: 45, column: 31)
!158 = !DILocation(line: 46, column: 19, scope: !157)
!159 = !DILocation(line: 46, column: 13, scope: !157)
!160 = !DILocation(line: 47, column: 30, scope: !157)
!161 = !DILocation(line: 47, column: 27, scope: !157)
!162 = !DILocation(line: 47, column: 19, scope: !157)
!163 = !DILocation(line: 47, column: 12, scope: !157)
!164 = !DILocation(line: 48, column: 23, scope: !157)
!165 = !DILocation(line: 48, column: 29, scope: !157)
!166 = !DILocation(line: 48, column: 10, scope: !157)
!167 = distinct !{!167, !151, !168, !91, !169}
!168 = !DILocation(line: 49, column: 3, scope: !119)
!169 = !{!"llvm.loop.isvectorized", i32 1}
!170 = !DILocation(line: 46, column: 5, scope: !157)
!171 = !DILocation(line: 47, column: 5, scope: !157)
!172 = !DILocation(line: 48, column: 5, scope: !157)
!173 = distinct !{!173, !151, !168, !91, !174, !169}
!174 = !{!"llvm.loop.unroll.runtime.disable"}
!175 = !DILocation(line: 53, column: 10, scope: !176)
!176 = distinct !DILexicalBlock(scope: !123, file: !1, line: 52, column: 3)
!177 = !DILocation(line: 53, column: 20, scope: !176)
!178 = !DILocation(line: 53, column: 17, scope: !176)
!179 = !DILocation(line: 53, column: 7, scope: !176)
!180 = !DILocation(line: 52, column: 27, scope: !176)
!181 = distinct !{!181, !182}
!182 = !{!"llvm.loop.unroll.disable"}
!183 = !DILocation(line: 54, column: 3, scope: !107)
!184 = !DILocation(line: 55, column: 3, scope: !107)
!185 = !DILocation(line: 56, column: 3, scope: !107)
!186 = !DILocation(line: 57, column: 3, scope: !107)
!187 = !DILocation(line: 58, column: 3, scope: !107)
!188 = !DILocation(line: 59, column: 3, scope: !107)
!189 = distinct !{!189, !154, !190, !91}
!190 = !DILocation(line: 53, column: 23, scope: !123)
