; ModuleID = 'ger.c'
source_filename = "ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [512 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [512 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [512 x [512 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_ger(i32 noundef %0, i32 noundef %1, double noundef %2, [512 x double]* nocapture noundef %3, double* nocapture noundef readonly %4, double* nocapture noundef readonly %5) local_unnamed_addr #0 !dbg !25 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !33, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 %1, metadata !34, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %2, metadata !35, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata [512 x double]* %3, metadata !36, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %4, metadata !37, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %5, metadata !38, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !45
  %7 = icmp sgt i32 %0, 0, !dbg !46
  br i1 %7, label %8, label %134, !dbg !47

8:                                                ; preds = %6
  %9 = icmp sgt i32 %1, 0
  %10 = zext i32 %0 to i64, !dbg !46
  %11 = zext i32 %1 to i64
  %12 = getelementptr double, double* %5, i64 %11, !dbg !47
  %13 = and i64 %11, 4294967292, !dbg !47
  %14 = add nsw i64 %13, -4, !dbg !47
  %15 = lshr exact i64 %14, 2, !dbg !47
  %16 = add nuw nsw i64 %15, 1, !dbg !47
  %17 = icmp ult i32 %1, 4
  %18 = and i64 %11, 4294967292
  %19 = and i64 %16, 1
  %20 = icmp eq i64 %14, 0
  %21 = and i64 %16, 9223372036854775806
  %22 = icmp eq i64 %19, 0
  %23 = icmp eq i64 %18, %11
  %24 = and i64 %11, 1
  %25 = icmp eq i64 %24, 0
  %26 = sub nsw i64 0, %11
  br label %27, !dbg !47

27:                                               ; preds = %8, %131
  %28 = phi i64 [ 0, %8 ], [ %132, %131 ]
  call void @llvm.dbg.value(metadata i64 %28, metadata !39, metadata !DIExpression()), !dbg !45
  %29 = getelementptr [512 x double], [512 x double]* %3, i64 %28, i64 0, !dbg !48
  %30 = getelementptr [512 x double], [512 x double]* %3, i64 %28, i64 %11, !dbg !48
  %31 = getelementptr inbounds double, double* %4, i64 %28, !dbg !48
  %32 = load double, double* %31, align 8, !dbg !48, !tbaa !49
  %33 = fmul double %32, %2, !dbg !53
  call void @llvm.dbg.value(metadata double %33, metadata !41, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !45
  br i1 %9, label %34, label %131, !dbg !55

34:                                               ; preds = %27
  br i1 %17, label %103, label %35, !dbg !55

35:                                               ; preds = %34
  %36 = icmp ult double* %29, %12, !dbg !55
  %37 = icmp ugt double* %30, %5, !dbg !55
  %38 = and i1 %36, %37, !dbg !55
  br i1 %38, label %103, label %39, !dbg !55

39:                                               ; preds = %35
  %40 = insertelement <2 x double> poison, double %33, i64 0, !dbg !55
  %41 = shufflevector <2 x double> %40, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !55
  %42 = insertelement <2 x double> poison, double %33, i64 0, !dbg !55
  %43 = shufflevector <2 x double> %42, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !55
  br i1 %20, label %83, label %44, !dbg !55

44:                                               ; preds = %39, %44
  %45 = phi i64 [ %80, %44 ], [ 0, %39 ], !dbg !57
  %46 = phi i64 [ %81, %44 ], [ 0, %39 ]
  %47 = getelementptr inbounds double, double* %5, i64 %45, !dbg !57
  %48 = bitcast double* %47 to <2 x double>*, !dbg !59
  %49 = load <2 x double>, <2 x double>* %48, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %50 = getelementptr inbounds double, double* %47, i64 2, !dbg !59
  %51 = bitcast double* %50 to <2 x double>*, !dbg !59
  %52 = load <2 x double>, <2 x double>* %51, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %53 = getelementptr inbounds [512 x double], [512 x double]* %3, i64 %28, i64 %45, !dbg !57
  %54 = bitcast double* %53 to <2 x double>*, !dbg !63
  %55 = load <2 x double>, <2 x double>* %54, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %56 = getelementptr inbounds double, double* %53, i64 2, !dbg !63
  %57 = bitcast double* %56 to <2 x double>*, !dbg !63
  %58 = load <2 x double>, <2 x double>* %57, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %59 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %49, <2 x double> %55), !dbg !63
  %60 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %52, <2 x double> %58), !dbg !63
  %61 = bitcast double* %53 to <2 x double>*, !dbg !63
  store <2 x double> %59, <2 x double>* %61, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %62 = bitcast double* %56 to <2 x double>*, !dbg !63
  store <2 x double> %60, <2 x double>* %62, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %63 = or i64 %45, 4, !dbg !57
  %64 = getelementptr inbounds double, double* %5, i64 %63, !dbg !57
  %65 = bitcast double* %64 to <2 x double>*, !dbg !59
  %66 = load <2 x double>, <2 x double>* %65, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %67 = getelementptr inbounds double, double* %64, i64 2, !dbg !59
  %68 = bitcast double* %67 to <2 x double>*, !dbg !59
  %69 = load <2 x double>, <2 x double>* %68, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %70 = getelementptr inbounds [512 x double], [512 x double]* %3, i64 %28, i64 %63, !dbg !57
  %71 = bitcast double* %70 to <2 x double>*, !dbg !63
  %72 = load <2 x double>, <2 x double>* %71, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %73 = getelementptr inbounds double, double* %70, i64 2, !dbg !63
  %74 = bitcast double* %73 to <2 x double>*, !dbg !63
  %75 = load <2 x double>, <2 x double>* %74, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %76 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %66, <2 x double> %72), !dbg !63
  %77 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %69, <2 x double> %75), !dbg !63
  %78 = bitcast double* %70 to <2 x double>*, !dbg !63
  store <2 x double> %76, <2 x double>* %78, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %79 = bitcast double* %73 to <2 x double>*, !dbg !63
  store <2 x double> %77, <2 x double>* %79, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %80 = add nuw i64 %45, 8, !dbg !57
  %81 = add i64 %46, 2, !dbg !57
  %82 = icmp eq i64 %81, %21, !dbg !57
  br i1 %82, label %83, label %44, !dbg !57, !llvm.loop !66

83:                                               ; preds = %44, %39
  %84 = phi i64 [ 0, %39 ], [ %80, %44 ]
  br i1 %22, label %102, label %85, !dbg !57

85:                                               ; preds = %83
  %86 = getelementptr inbounds double, double* %5, i64 %84, !dbg !57
  %87 = bitcast double* %86 to <2 x double>*, !dbg !59
  %88 = load <2 x double>, <2 x double>* %87, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %89 = getelementptr inbounds double, double* %86, i64 2, !dbg !59
  %90 = bitcast double* %89 to <2 x double>*, !dbg !59
  %91 = load <2 x double>, <2 x double>* %90, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %92 = getelementptr inbounds [512 x double], [512 x double]* %3, i64 %28, i64 %84, !dbg !57
  %93 = bitcast double* %92 to <2 x double>*, !dbg !63
  %94 = load <2 x double>, <2 x double>* %93, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %95 = getelementptr inbounds double, double* %92, i64 2, !dbg !63
  %96 = bitcast double* %95 to <2 x double>*, !dbg !63
  %97 = load <2 x double>, <2 x double>* %96, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %98 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %41, <2 x double> %88, <2 x double> %94), !dbg !63
  %99 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %43, <2 x double> %91, <2 x double> %97), !dbg !63
  %100 = bitcast double* %92 to <2 x double>*, !dbg !63
  store <2 x double> %98, <2 x double>* %100, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %101 = bitcast double* %95 to <2 x double>*, !dbg !63
  store <2 x double> %99, <2 x double>* %101, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  br label %102, !dbg !55

102:                                              ; preds = %83, %85
  br i1 %23, label %131, label %103, !dbg !55

103:                                              ; preds = %35, %34, %102
  %104 = phi i64 [ 0, %35 ], [ 0, %34 ], [ %18, %102 ]
  %105 = xor i64 %104, -1, !dbg !55
  br i1 %25, label %113, label %106, !dbg !55

106:                                              ; preds = %103
  call void @llvm.dbg.value(metadata i64 undef, metadata !40, metadata !DIExpression()), !dbg !45
  %107 = getelementptr inbounds double, double* %5, i64 %104, !dbg !59
  %108 = load double, double* %107, align 8, !dbg !59, !tbaa !49
  %109 = getelementptr inbounds [512 x double], [512 x double]* %3, i64 %28, i64 %104, !dbg !70
  %110 = load double, double* %109, align 8, !dbg !63, !tbaa !49
  %111 = tail call double @llvm.fmuladd.f64(double %33, double %108, double %110), !dbg !63
  store double %111, double* %109, align 8, !dbg !63, !tbaa !49
  %112 = or i64 %104, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %112, metadata !40, metadata !DIExpression()), !dbg !45
  br label %113, !dbg !55

113:                                              ; preds = %106, %103
  %114 = phi i64 [ %104, %103 ], [ %112, %106 ]
  %115 = icmp eq i64 %105, %26, !dbg !55
  br i1 %115, label %131, label %116, !dbg !55

116:                                              ; preds = %113, %116
  %117 = phi i64 [ %129, %116 ], [ %114, %113 ]
  call void @llvm.dbg.value(metadata i64 %117, metadata !40, metadata !DIExpression()), !dbg !45
  %118 = getelementptr inbounds double, double* %5, i64 %117, !dbg !59
  %119 = load double, double* %118, align 8, !dbg !59, !tbaa !49
  %120 = getelementptr inbounds [512 x double], [512 x double]* %3, i64 %28, i64 %117, !dbg !70
  %121 = load double, double* %120, align 8, !dbg !63, !tbaa !49
  %122 = tail call double @llvm.fmuladd.f64(double %33, double %119, double %121), !dbg !63
  store double %122, double* %120, align 8, !dbg !63, !tbaa !49
  %123 = add nuw nsw i64 %117, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %123, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %123, metadata !40, metadata !DIExpression()), !dbg !45
  %124 = getelementptr inbounds double, double* %5, i64 %123, !dbg !59
  %125 = load double, double* %124, align 8, !dbg !59, !tbaa !49
  %126 = getelementptr inbounds [512 x double], [512 x double]* %3, i64 %28, i64 %123, !dbg !70
  %127 = load double, double* %126, align 8, !dbg !63, !tbaa !49
  %128 = tail call double @llvm.fmuladd.f64(double %33, double %125, double %127), !dbg !63
  store double %128, double* %126, align 8, !dbg !63, !tbaa !49
  %129 = add nuw nsw i64 %117, 2, !dbg !57
  call void @llvm.dbg.value(metadata i64 %129, metadata !40, metadata !DIExpression()), !dbg !45
  %130 = icmp eq i64 %129, %11, !dbg !71
  br i1 %130, label %131, label %116, !dbg !55, !llvm.loop !72

131:                                              ; preds = %113, %116, %102, %27
  %132 = add nuw nsw i64 %28, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %132, metadata !39, metadata !DIExpression()), !dbg !45
  %133 = icmp eq i64 %132, %10, !dbg !46
  br i1 %133, label %134, label %27, !dbg !47, !llvm.loop !74

134:                                              ; preds = %131, %6
  ret void, !dbg !76
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !77 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %1, !dbg !85

1:                                                ; preds = %0, %36
  %2 = phi i64 [ 0, %0 ], [ %37, %36 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !81, metadata !DIExpression()), !dbg !84
  %3 = trunc i64 %2 to i16, !dbg !87
  %4 = urem i16 %3, 10, !dbg !87
  %5 = uitofp i16 %4 to double, !dbg !90
  %6 = fdiv double %5, 1.000000e+01, !dbg !91
  %7 = getelementptr inbounds [512 x double], [512 x double]* @X, i64 0, i64 %2, !dbg !92
  store double %6, double* %7, align 8, !dbg !93, !tbaa !49
  %8 = sub i16 512, %3, !dbg !94
  %9 = urem i16 %8, 6, !dbg !94
  %10 = uitofp i16 %9 to double, !dbg !95
  %11 = fdiv double %10, 6.000000e+00, !dbg !96
  %12 = getelementptr inbounds [512 x double], [512 x double]* @Y, i64 0, i64 %2, !dbg !97
  store double %11, double* %12, align 8, !dbg !98, !tbaa !49
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()), !dbg !84
  %13 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !99
  %14 = shufflevector <2 x i64> %13, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !99
  %15 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !99
  %16 = shufflevector <2 x i64> %15, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !99
  br label %17, !dbg !99

17:                                               ; preds = %17, %1
  %18 = phi i64 [ 0, %1 ], [ %33, %17 ], !dbg !101
  %19 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %34, %17 ]
  %20 = add <2 x i64> %19, <i64 2, i64 2>
  %21 = sub nsw <2 x i64> %14, %19, !dbg !103
  %22 = sub nsw <2 x i64> %16, %20, !dbg !103
  %23 = trunc <2 x i64> %21 to <2 x i32>, !dbg !104
  %24 = trunc <2 x i64> %22 to <2 x i32>, !dbg !104
  %25 = sitofp <2 x i32> %23 to <2 x double>, !dbg !104
  %26 = sitofp <2 x i32> %24 to <2 x double>, !dbg !104
  %27 = fmul <2 x double> %25, <double 0x3F60000000000000, double 0x3F60000000000000>, !dbg !105
  %28 = fmul <2 x double> %26, <double 0x3F60000000000000, double 0x3F60000000000000>, !dbg !105
  %29 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %2, i64 %18, !dbg !101
  %30 = bitcast double* %29 to <2 x double>*, !dbg !106
  store <2 x double> %27, <2 x double>* %30, align 16, !dbg !106, !tbaa !49
  %31 = getelementptr inbounds double, double* %29, i64 2, !dbg !106
  %32 = bitcast double* %31 to <2 x double>*, !dbg !106
  store <2 x double> %28, <2 x double>* %32, align 16, !dbg !106, !tbaa !49
  %33 = add nuw i64 %18, 4, !dbg !101
  %34 = add <2 x i64> %19, <i64 4, i64 4>
  %35 = icmp eq i64 %33, 512, !dbg !101
  br i1 %35, label %36, label %17, !dbg !101, !llvm.loop !107

36:                                               ; preds = %17
  %37 = add nuw nsw i64 %2, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %37, metadata !81, metadata !DIExpression()), !dbg !84
  %38 = icmp eq i64 %37, 512, !dbg !110
  br i1 %38, label %39, label %1, !dbg !85, !llvm.loop !111

39:                                               ; preds = %36
  tail call void @kernel_ger(i32 noundef 512, i32 noundef 512, double noundef 7.500000e-01, [512 x double]* noundef getelementptr inbounds ([512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([512 x double], [512 x double]* @Y, i64 0, i64 0)), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !83, metadata !DIExpression()), !dbg !84
  br label %40, !dbg !114

40:                                               ; preds = %39, %63
  %41 = phi i64 [ 0, %39 ], [ %64, %63 ]
  %42 = phi double [ 0.000000e+00, %39 ], [ %60, %63 ]
  call void @llvm.dbg.value(metadata double %42, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %41, metadata !81, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %42, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()), !dbg !84
  br label %43, !dbg !116

43:                                               ; preds = %43, %40
  %44 = phi i64 [ 0, %40 ], [ %61, %43 ]
  %45 = phi double [ %42, %40 ], [ %60, %43 ]
  call void @llvm.dbg.value(metadata double %45, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %44, metadata !82, metadata !DIExpression()), !dbg !84
  %46 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %41, i64 %44, !dbg !119
  %47 = load double, double* %46, align 16, !dbg !119, !tbaa !49
  %48 = fadd double %45, %47, !dbg !121
  call void @llvm.dbg.value(metadata double %48, metadata !83, metadata !DIExpression()), !dbg !84
  %49 = or i64 %44, 1, !dbg !122
  call void @llvm.dbg.value(metadata i64 %49, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %48, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %49, metadata !82, metadata !DIExpression()), !dbg !84
  %50 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %41, i64 %49, !dbg !119
  %51 = load double, double* %50, align 8, !dbg !119, !tbaa !49
  %52 = fadd double %48, %51, !dbg !121
  call void @llvm.dbg.value(metadata double %52, metadata !83, metadata !DIExpression()), !dbg !84
  %53 = or i64 %44, 2, !dbg !122
  call void @llvm.dbg.value(metadata i64 %53, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %52, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %53, metadata !82, metadata !DIExpression()), !dbg !84
  %54 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %41, i64 %53, !dbg !119
  %55 = load double, double* %54, align 16, !dbg !119, !tbaa !49
  %56 = fadd double %52, %55, !dbg !121
  call void @llvm.dbg.value(metadata double %56, metadata !83, metadata !DIExpression()), !dbg !84
  %57 = or i64 %44, 3, !dbg !122
  call void @llvm.dbg.value(metadata i64 %57, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %56, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %57, metadata !82, metadata !DIExpression()), !dbg !84
  %58 = getelementptr inbounds [512 x [512 x double]], [512 x [512 x double]]* @A, i64 0, i64 %41, i64 %57, !dbg !119
  %59 = load double, double* %58, align 8, !dbg !119, !tbaa !49
  %60 = fadd double %56, %59, !dbg !121
  call void @llvm.dbg.value(metadata double %60, metadata !83, metadata !DIExpression()), !dbg !84
  %61 = add nuw nsw i64 %44, 4, !dbg !122
  call void @llvm.dbg.value(metadata i64 %61, metadata !82, metadata !DIExpression()), !dbg !84
  %62 = icmp eq i64 %61, 512, !dbg !123
  br i1 %62, label %63, label %43, !dbg !116, !llvm.loop !124

63:                                               ; preds = %43
  %64 = add nuw nsw i64 %41, 1, !dbg !126
  call void @llvm.dbg.value(metadata double %60, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %64, metadata !81, metadata !DIExpression()), !dbg !84
  %65 = icmp eq i64 %64, 512, !dbg !127
  br i1 %65, label %66, label %40, !dbg !114, !llvm.loop !128

66:                                               ; preds = %63
  store double %60, double* @checksum, align 8, !dbg !130, !tbaa !49
  ret i32 0, !dbg !131
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ger.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16777216, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 512)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_ger", scope: !3, file: !3, line: 12, type: !26, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !28, !5, !29, !30, !30}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!32 = !{!33, !34, !35, !36, !37, !38, !39, !40, !41}
!33 = !DILocalVariable(name: "m", arg: 1, scope: !25, file: !3, line: 12, type: !28)
!34 = !DILocalVariable(name: "n", arg: 2, scope: !25, file: !3, line: 12, type: !28)
!35 = !DILocalVariable(name: "alpha", arg: 3, scope: !25, file: !3, line: 12, type: !5)
!36 = !DILocalVariable(name: "a", arg: 4, scope: !25, file: !3, line: 13, type: !29)
!37 = !DILocalVariable(name: "x", arg: 5, scope: !25, file: !3, line: 13, type: !30)
!38 = !DILocalVariable(name: "y", arg: 6, scope: !25, file: !3, line: 14, type: !30)
!39 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !28)
!40 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 16, type: !28)
!41 = !DILocalVariable(name: "ax", scope: !42, file: !3, line: 18, type: !5)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 27)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 3)
!44 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 3)
!45 = !DILocation(line: 0, scope: !25)
!46 = !DILocation(line: 17, column: 17, scope: !43)
!47 = !DILocation(line: 17, column: 3, scope: !44)
!48 = !DILocation(line: 18, column: 25, scope: !42)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 18, column: 23, scope: !42)
!54 = !DILocation(line: 0, scope: !42)
!55 = !DILocation(line: 19, column: 5, scope: !56)
!56 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!57 = !DILocation(line: 19, column: 25, scope: !58)
!58 = distinct !DILexicalBlock(scope: !56, file: !3, line: 19, column: 5)
!59 = !DILocation(line: 20, column: 23, scope: !58)
!60 = !{!61}
!61 = distinct !{!61, !62}
!62 = distinct !{!62, !"LVerDomain"}
!63 = !DILocation(line: 20, column: 15, scope: !58)
!64 = !{!65}
!65 = distinct !{!65, !62}
!66 = distinct !{!66, !55, !67, !68, !69}
!67 = !DILocation(line: 20, column: 26, scope: !56)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !{!"llvm.loop.isvectorized", i32 1}
!70 = !DILocation(line: 20, column: 7, scope: !58)
!71 = !DILocation(line: 19, column: 19, scope: !58)
!72 = distinct !{!72, !55, !67, !68, !69}
!73 = !DILocation(line: 17, column: 23, scope: !43)
!74 = distinct !{!74, !47, !75, !68}
!75 = !DILocation(line: 21, column: 3, scope: !44)
!76 = !DILocation(line: 22, column: 1, scope: !25)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !78, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!28}
!80 = !{!81, !82, !83}
!81 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 26, type: !28)
!82 = !DILocalVariable(name: "j", scope: !77, file: !3, line: 26, type: !28)
!83 = !DILocalVariable(name: "s", scope: !77, file: !3, line: 27, type: !5)
!84 = !DILocation(line: 0, scope: !77)
!85 = !DILocation(line: 28, column: 3, scope: !86)
!86 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 3)
!87 = !DILocation(line: 29, column: 23, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 28, column: 27)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 28, column: 3)
!90 = !DILocation(line: 29, column: 12, scope: !88)
!91 = !DILocation(line: 29, column: 29, scope: !88)
!92 = !DILocation(line: 29, column: 5, scope: !88)
!93 = !DILocation(line: 29, column: 10, scope: !88)
!94 = !DILocation(line: 30, column: 29, scope: !88)
!95 = !DILocation(line: 30, column: 12, scope: !88)
!96 = !DILocation(line: 30, column: 34, scope: !88)
!97 = !DILocation(line: 30, column: 5, scope: !88)
!98 = !DILocation(line: 30, column: 10, scope: !88)
!99 = !DILocation(line: 31, column: 5, scope: !100)
!100 = distinct !DILexicalBlock(scope: !88, file: !3, line: 31, column: 5)
!101 = !DILocation(line: 31, column: 25, scope: !102)
!102 = distinct !DILexicalBlock(scope: !100, file: !3, line: 31, column: 5)
!103 = !DILocation(line: 32, column: 28, scope: !102)
!104 = !DILocation(line: 32, column: 17, scope: !102)
!105 = !DILocation(line: 32, column: 33, scope: !102)
!106 = !DILocation(line: 32, column: 15, scope: !102)
!107 = distinct !{!107, !99, !108, !68, !69}
!108 = !DILocation(line: 32, column: 35, scope: !100)
!109 = !DILocation(line: 28, column: 23, scope: !89)
!110 = !DILocation(line: 28, column: 17, scope: !89)
!111 = distinct !{!111, !85, !112, !68}
!112 = !DILocation(line: 33, column: 3, scope: !86)
!113 = !DILocation(line: 34, column: 3, scope: !77)
!114 = !DILocation(line: 35, column: 3, scope: !115)
!115 = distinct !DILexicalBlock(scope: !77, file: !3, line: 35, column: 3)
!116 = !DILocation(line: 36, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 36, column: 5)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 35, column: 3)
!119 = !DILocation(line: 37, column: 12, scope: !120)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 36, column: 5)
!121 = !DILocation(line: 37, column: 9, scope: !120)
!122 = !DILocation(line: 36, column: 25, scope: !120)
!123 = !DILocation(line: 36, column: 19, scope: !120)
!124 = distinct !{!124, !116, !125, !68}
!125 = !DILocation(line: 37, column: 18, scope: !117)
!126 = !DILocation(line: 35, column: 23, scope: !118)
!127 = !DILocation(line: 35, column: 17, scope: !118)
!128 = distinct !{!128, !114, !129, !68}
!129 = !DILocation(line: 37, column: 18, scope: !115)
!130 = !DILocation(line: 38, column: 12, scope: !77)
!131 = !DILocation(line: 39, column: 3, scope: !77)
