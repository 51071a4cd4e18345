; ModuleID = 'suffix.c'
source_filename = "suffix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [300 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [300 x double] zeroinitializer, align 16, !dbg !7
@R = internal global [300 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_suffix(i32 noundef %0, double* nocapture noundef readonly %1, double* nocapture noundef %2, double* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata i32 %0, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %1, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %2, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %3, metadata !34, metadata !DIExpression()), !dbg !36
  %5 = add nsw i32 %0, -1, !dbg !37
  %6 = sext i32 %5 to i64, !dbg !38
  %7 = getelementptr inbounds double, double* %1, i64 %6, !dbg !38
  %8 = load double, double* %7, align 8, !dbg !38, !tbaa !39
  %9 = getelementptr inbounds double, double* %2, i64 %6, !dbg !43
  store double %8, double* %9, align 8, !dbg !44, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %0, metadata !35, metadata !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value)), !dbg !36
  %10 = icmp sgt i32 %0, 1, !dbg !45
  br i1 %10, label %11, label %28, !dbg !48

11:                                               ; preds = %4
  %12 = add nsw i32 %0, -2, !dbg !49
  call void @llvm.dbg.value(metadata i32 %12, metadata !35, metadata !DIExpression()), !dbg !36
  %13 = zext i32 %12 to i64, !dbg !48
  %14 = and i64 %13, 1, !dbg !48
  %15 = icmp eq i64 %14, 0, !dbg !48
  br i1 %15, label %16, label %25, !dbg !48

16:                                               ; preds = %11
  call void @llvm.dbg.value(metadata i64 %13, metadata !35, metadata !DIExpression()), !dbg !36
  %17 = getelementptr inbounds double, double* %1, i64 %13, !dbg !50
  %18 = load double, double* %17, align 8, !dbg !50, !tbaa !39
  %19 = add nuw nsw i64 %13, 1, !dbg !51
  %20 = getelementptr inbounds double, double* %2, i64 %19, !dbg !52
  %21 = load double, double* %20, align 8, !dbg !52, !tbaa !39
  %22 = fadd double %18, %21, !dbg !53
  %23 = getelementptr inbounds double, double* %2, i64 %13, !dbg !54
  store double %22, double* %23, align 8, !dbg !55, !tbaa !39
  %24 = add nsw i64 %13, -1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %24, metadata !35, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !36
  br label %25, !dbg !48

25:                                               ; preds = %16, %11
  %26 = phi i64 [ %13, %11 ], [ %24, %16 ]
  %27 = icmp eq i32 %12, 0, !dbg !48
  br i1 %27, label %28, label %118, !dbg !48

28:                                               ; preds = %25, %118, %4
  call void @llvm.dbg.value(metadata i32 %5, metadata !35, metadata !DIExpression()), !dbg !36
  %29 = icmp sgt i32 %0, 0, !dbg !57
  br i1 %29, label %30, label %142, !dbg !60

30:                                               ; preds = %28
  %31 = zext i32 %0 to i64, !dbg !60
  %32 = icmp ult i32 %0, 4, !dbg !60
  br i1 %32, label %116, label %33, !dbg !60

33:                                               ; preds = %30
  %34 = add nsw i64 %6, 1, !dbg !60
  %35 = sub nsw i64 %34, %31, !dbg !60
  %36 = getelementptr double, double* %3, i64 %35, !dbg !60
  %37 = getelementptr double, double* %3, i64 %34, !dbg !60
  %38 = getelementptr double, double* %1, i64 %31, !dbg !60
  %39 = icmp ult double* %36, %38, !dbg !60
  %40 = icmp ugt double* %37, %1, !dbg !60
  %41 = and i1 %39, %40, !dbg !60
  br i1 %41, label %116, label %42, !dbg !60

42:                                               ; preds = %33
  %43 = and i64 %31, 4294967292, !dbg !60
  %44 = and i64 %31, 3, !dbg !60
  %45 = add nsw i64 %43, -4, !dbg !60
  %46 = lshr exact i64 %45, 2, !dbg !60
  %47 = add nuw nsw i64 %46, 1, !dbg !60
  %48 = and i64 %47, 1, !dbg !60
  %49 = icmp eq i64 %45, 0, !dbg !60
  br i1 %49, label %94, label %50, !dbg !60

50:                                               ; preds = %42
  %51 = and i64 %47, 9223372036854775806, !dbg !60
  br label %52, !dbg !60

52:                                               ; preds = %52, %50
  %53 = phi i64 [ 0, %50 ], [ %89, %52 ]
  %54 = phi i64 [ 0, %50 ], [ %90, %52 ]
  %55 = xor i64 %53, -1, !dbg !61
  %56 = add i64 %55, %31, !dbg !61
  %57 = getelementptr inbounds double, double* %1, i64 %56, !dbg !62
  %58 = getelementptr inbounds double, double* %57, i64 -1, !dbg !62
  %59 = bitcast double* %58 to <2 x double>*, !dbg !62
  %60 = load <2 x double>, <2 x double>* %59, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %61 = shufflevector <2 x double> %60, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %62 = getelementptr inbounds double, double* %57, i64 -2, !dbg !62
  %63 = getelementptr inbounds double, double* %62, i64 -1, !dbg !62
  %64 = bitcast double* %63 to <2 x double>*, !dbg !62
  %65 = load <2 x double>, <2 x double>* %64, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %67 = sub nuw nsw i64 %6, %56, !dbg !66
  %68 = getelementptr inbounds double, double* %3, i64 %67, !dbg !67
  %69 = bitcast double* %68 to <2 x double>*, !dbg !68
  store <2 x double> %61, <2 x double>* %69, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %70 = getelementptr inbounds double, double* %68, i64 2, !dbg !68
  %71 = bitcast double* %70 to <2 x double>*, !dbg !68
  store <2 x double> %66, <2 x double>* %71, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %72 = sub nuw nsw i64 -5, %53, !dbg !61
  %73 = add i64 %72, %31, !dbg !61
  %74 = getelementptr inbounds double, double* %1, i64 %73, !dbg !62
  %75 = getelementptr inbounds double, double* %74, i64 -1, !dbg !62
  %76 = bitcast double* %75 to <2 x double>*, !dbg !62
  %77 = load <2 x double>, <2 x double>* %76, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %79 = getelementptr inbounds double, double* %74, i64 -2, !dbg !62
  %80 = getelementptr inbounds double, double* %79, i64 -1, !dbg !62
  %81 = bitcast double* %80 to <2 x double>*, !dbg !62
  %82 = load <2 x double>, <2 x double>* %81, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %83 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %84 = sub nuw nsw i64 %6, %73, !dbg !66
  %85 = getelementptr inbounds double, double* %3, i64 %84, !dbg !67
  %86 = bitcast double* %85 to <2 x double>*, !dbg !68
  store <2 x double> %78, <2 x double>* %86, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %87 = getelementptr inbounds double, double* %85, i64 2, !dbg !68
  %88 = bitcast double* %87 to <2 x double>*, !dbg !68
  store <2 x double> %83, <2 x double>* %88, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %89 = add nuw i64 %53, 8
  %90 = add i64 %54, 2
  %91 = icmp eq i64 %90, %51
  br i1 %91, label %92, label %52, !llvm.loop !71

92:                                               ; preds = %52
  %93 = sub i64 -9, %53
  br label %94

94:                                               ; preds = %92, %42
  %95 = phi i64 [ -1, %42 ], [ %93, %92 ]
  %96 = icmp eq i64 %48, 0
  br i1 %96, label %114, label %97

97:                                               ; preds = %94
  %98 = add i64 %95, %31, !dbg !61
  %99 = getelementptr inbounds double, double* %1, i64 %98, !dbg !62
  %100 = getelementptr inbounds double, double* %99, i64 -1, !dbg !62
  %101 = bitcast double* %100 to <2 x double>*, !dbg !62
  %102 = load <2 x double>, <2 x double>* %101, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %104 = getelementptr inbounds double, double* %99, i64 -2, !dbg !62
  %105 = getelementptr inbounds double, double* %104, i64 -1, !dbg !62
  %106 = bitcast double* %105 to <2 x double>*, !dbg !62
  %107 = load <2 x double>, <2 x double>* %106, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %108 = shufflevector <2 x double> %107, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %109 = sub nuw nsw i64 %6, %98, !dbg !66
  %110 = getelementptr inbounds double, double* %3, i64 %109, !dbg !67
  %111 = bitcast double* %110 to <2 x double>*, !dbg !68
  store <2 x double> %103, <2 x double>* %111, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %112 = getelementptr inbounds double, double* %110, i64 2, !dbg !68
  %113 = bitcast double* %112 to <2 x double>*, !dbg !68
  store <2 x double> %108, <2 x double>* %113, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  br label %114, !dbg !60

114:                                              ; preds = %94, %97
  %115 = icmp eq i64 %43, %31, !dbg !60
  br i1 %115, label %142, label %116, !dbg !60

116:                                              ; preds = %33, %30, %114
  %117 = phi i64 [ %31, %33 ], [ %31, %30 ], [ %44, %114 ]
  br label %134, !dbg !60

118:                                              ; preds = %25, %118
  %119 = phi i64 [ %132, %118 ], [ %26, %25 ]
  call void @llvm.dbg.value(metadata i64 %119, metadata !35, metadata !DIExpression()), !dbg !36
  %120 = getelementptr inbounds double, double* %1, i64 %119, !dbg !50
  %121 = load double, double* %120, align 8, !dbg !50, !tbaa !39
  %122 = add nuw nsw i64 %119, 1, !dbg !51
  %123 = getelementptr inbounds double, double* %2, i64 %122, !dbg !52
  %124 = load double, double* %123, align 8, !dbg !52, !tbaa !39
  %125 = fadd double %121, %124, !dbg !53
  %126 = getelementptr inbounds double, double* %2, i64 %119, !dbg !54
  store double %125, double* %126, align 8, !dbg !55, !tbaa !39
  %127 = add nsw i64 %119, -1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %127, metadata !35, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %127, metadata !35, metadata !DIExpression()), !dbg !36
  %128 = getelementptr inbounds double, double* %1, i64 %127, !dbg !50
  %129 = load double, double* %128, align 8, !dbg !50, !tbaa !39
  %130 = fadd double %129, %125, !dbg !53
  %131 = getelementptr inbounds double, double* %2, i64 %127, !dbg !54
  store double %130, double* %131, align 8, !dbg !55, !tbaa !39
  %132 = add nsw i64 %119, -2, !dbg !56
  call void @llvm.dbg.value(metadata i64 %132, metadata !35, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !36
  %133 = icmp eq i64 %127, 0, !dbg !45
  br i1 %133, label %28, label %118, !dbg !48, !llvm.loop !75

134:                                              ; preds = %116, %134
  %135 = phi i64 [ %136, %134 ], [ %117, %116 ]
  %136 = add nsw i64 %135, -1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %136, metadata !35, metadata !DIExpression()), !dbg !36
  %137 = getelementptr inbounds double, double* %1, i64 %136, !dbg !62
  %138 = load double, double* %137, align 8, !dbg !62, !tbaa !39
  %139 = sub nuw nsw i64 %6, %136, !dbg !66
  %140 = getelementptr inbounds double, double* %3, i64 %139, !dbg !67
  store double %138, double* %140, align 8, !dbg !68, !tbaa !39
  call void @llvm.dbg.value(metadata i64 %136, metadata !35, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !36
  %141 = icmp ugt i64 %135, 1, !dbg !57
  br i1 %141, label %134, label %142, !dbg !60, !llvm.loop !77

142:                                              ; preds = %134, %114, %28
  ret void, !dbg !78
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !79 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !85
  br label %1, !dbg !86

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ], !dbg !88
  %3 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %18, %1 ], !dbg !90
  %4 = add <2 x i16> %3, <i16 2, i16 2>, !dbg !90
  %5 = urem <2 x i16> %3, <i16 7, i16 7>, !dbg !90
  %6 = urem <2 x i16> %4, <i16 7, i16 7>, !dbg !90
  %7 = zext <2 x i16> %5 to <2 x i32>, !dbg !90
  %8 = zext <2 x i16> %6 to <2 x i32>, !dbg !90
  %9 = add nsw <2 x i32> %7, <i32 -3, i32 -3>, !dbg !91
  %10 = add nsw <2 x i32> %8, <i32 -3, i32 -3>, !dbg !91
  %11 = sitofp <2 x i32> %9 to <2 x double>, !dbg !91
  %12 = sitofp <2 x i32> %10 to <2 x double>, !dbg !91
  %13 = getelementptr inbounds [300 x double], [300 x double]* @X, i64 0, i64 %2, !dbg !88
  %14 = bitcast double* %13 to <2 x double>*, !dbg !92
  store <2 x double> %11, <2 x double>* %14, align 16, !dbg !92, !tbaa !39
  %15 = getelementptr inbounds double, double* %13, i64 2, !dbg !92
  %16 = bitcast double* %15 to <2 x double>*, !dbg !92
  store <2 x double> %12, <2 x double>* %16, align 16, !dbg !92, !tbaa !39
  %17 = add nuw i64 %2, 4, !dbg !88
  %18 = add <2 x i16> %3, <i16 4, i16 4>, !dbg !90
  %19 = icmp eq i64 %17, 300, !dbg !88
  br i1 %19, label %20, label %1, !dbg !88, !llvm.loop !93

20:                                               ; preds = %1
  tail call void @kernel_suffix(i32 noundef 300, double* noundef getelementptr inbounds ([300 x double], [300 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([300 x double], [300 x double]* @Y, i64 0, i64 0), double* noundef getelementptr inbounds ([300 x double], [300 x double]* @R, i64 0, i64 0)), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !84, metadata !DIExpression()), !dbg !85
  br label %21, !dbg !96

21:                                               ; preds = %21, %20
  %22 = phi i64 [ 0, %20 ], [ %44, %21 ]
  %23 = phi double [ 0.000000e+00, %20 ], [ %43, %21 ]
  call void @llvm.dbg.value(metadata double %23, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %22, metadata !83, metadata !DIExpression()), !dbg !85
  %24 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %22, !dbg !98
  %25 = load double, double* %24, align 8, !dbg !98, !tbaa !39
  %26 = getelementptr inbounds [300 x double], [300 x double]* @R, i64 0, i64 %22, !dbg !100
  %27 = load double, double* %26, align 8, !dbg !100, !tbaa !39
  %28 = tail call double @llvm.fmuladd.f64(double %27, double 5.000000e-01, double %25), !dbg !101
  %29 = fadd double %23, %28, !dbg !102
  call void @llvm.dbg.value(metadata double %29, metadata !84, metadata !DIExpression()), !dbg !85
  %30 = add nuw nsw i64 %22, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %30, metadata !83, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double %29, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %30, metadata !83, metadata !DIExpression()), !dbg !85
  %31 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %30, !dbg !98
  %32 = load double, double* %31, align 8, !dbg !98, !tbaa !39
  %33 = getelementptr inbounds [300 x double], [300 x double]* @R, i64 0, i64 %30, !dbg !100
  %34 = load double, double* %33, align 8, !dbg !100, !tbaa !39
  %35 = tail call double @llvm.fmuladd.f64(double %34, double 5.000000e-01, double %32), !dbg !101
  %36 = fadd double %29, %35, !dbg !102
  call void @llvm.dbg.value(metadata double %36, metadata !84, metadata !DIExpression()), !dbg !85
  %37 = add nuw nsw i64 %22, 2, !dbg !103
  call void @llvm.dbg.value(metadata i64 %37, metadata !83, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double %36, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %37, metadata !83, metadata !DIExpression()), !dbg !85
  %38 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %37, !dbg !98
  %39 = load double, double* %38, align 8, !dbg !98, !tbaa !39
  %40 = getelementptr inbounds [300 x double], [300 x double]* @R, i64 0, i64 %37, !dbg !100
  %41 = load double, double* %40, align 8, !dbg !100, !tbaa !39
  %42 = tail call double @llvm.fmuladd.f64(double %41, double 5.000000e-01, double %39), !dbg !101
  %43 = fadd double %36, %42, !dbg !102
  call void @llvm.dbg.value(metadata double %43, metadata !84, metadata !DIExpression()), !dbg !85
  %44 = add nuw nsw i64 %22, 3, !dbg !103
  call void @llvm.dbg.value(metadata i64 %44, metadata !83, metadata !DIExpression()), !dbg !85
  %45 = icmp eq i64 %44, 300, !dbg !104
  br i1 %45, label %46, label %21, !dbg !96, !llvm.loop !105

46:                                               ; preds = %21
  store double %43, double* @checksum, align 8, !dbg !107, !tbaa !39
  ret i32 0, !dbg !108
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "suffix.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 300)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_suffix", scope: !3, file: !3, line: 14, type: !24, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !26, !27, !29, !29}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!30 = !{!31, !32, !33, !34, !35}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !3, line: 14, type: !26)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !23, file: !3, line: 14, type: !27)
!33 = !DILocalVariable(name: "y", arg: 3, scope: !23, file: !3, line: 14, type: !29)
!34 = !DILocalVariable(name: "r", arg: 4, scope: !23, file: !3, line: 15, type: !29)
!35 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 17, type: !26)
!36 = !DILocation(line: 0, scope: !23)
!37 = !DILocation(line: 18, column: 18, scope: !23)
!38 = !DILocation(line: 18, column: 14, scope: !23)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 18, column: 3, scope: !23)
!44 = !DILocation(line: 18, column: 12, scope: !23)
!45 = !DILocation(line: 19, column: 21, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 3)
!47 = distinct !DILexicalBlock(scope: !23, file: !3, line: 19, column: 3)
!48 = !DILocation(line: 19, column: 3, scope: !47)
!49 = !DILocation(line: 19, column: 14, scope: !47)
!50 = !DILocation(line: 20, column: 12, scope: !46)
!51 = !DILocation(line: 20, column: 23, scope: !46)
!52 = !DILocation(line: 20, column: 19, scope: !46)
!53 = !DILocation(line: 20, column: 17, scope: !46)
!54 = !DILocation(line: 20, column: 5, scope: !46)
!55 = !DILocation(line: 20, column: 10, scope: !46)
!56 = !DILocation(line: 19, column: 28, scope: !46)
!57 = !DILocation(line: 21, column: 21, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 21, column: 3)
!59 = distinct !DILexicalBlock(scope: !23, file: !3, line: 21, column: 3)
!60 = !DILocation(line: 21, column: 3, scope: !59)
!61 = !DILocation(line: 0, scope: !59)
!62 = !DILocation(line: 22, column: 20, scope: !58)
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !DILocation(line: 22, column: 13, scope: !58)
!67 = !DILocation(line: 22, column: 5, scope: !58)
!68 = !DILocation(line: 22, column: 18, scope: !58)
!69 = !{!70}
!70 = distinct !{!70, !65}
!71 = distinct !{!71, !60, !72, !73, !74}
!72 = !DILocation(line: 22, column: 23, scope: !59)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = distinct !{!75, !48, !76, !73}
!76 = !DILocation(line: 20, column: 26, scope: !47)
!77 = distinct !{!77, !60, !72, !73, !74}
!78 = !DILocation(line: 23, column: 1, scope: !23)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !80, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!26}
!82 = !{!83, !84}
!83 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 27, type: !26)
!84 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 28, type: !5)
!85 = !DILocation(line: 0, scope: !79)
!86 = !DILocation(line: 29, column: 3, scope: !87)
!87 = distinct !DILexicalBlock(scope: !79, file: !3, line: 29, column: 3)
!88 = !DILocation(line: 29, column: 23, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !3, line: 29, column: 3)
!90 = !DILocation(line: 30, column: 23, scope: !89)
!91 = !DILocation(line: 30, column: 28, scope: !89)
!92 = !DILocation(line: 30, column: 10, scope: !89)
!93 = distinct !{!93, !86, !94, !73, !74}
!94 = !DILocation(line: 30, column: 30, scope: !87)
!95 = !DILocation(line: 31, column: 3, scope: !79)
!96 = !DILocation(line: 32, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !79, file: !3, line: 32, column: 3)
!98 = !DILocation(line: 33, column: 10, scope: !99)
!99 = distinct !DILexicalBlock(scope: !97, file: !3, line: 32, column: 3)
!100 = !DILocation(line: 33, column: 23, scope: !99)
!101 = !DILocation(line: 33, column: 15, scope: !99)
!102 = !DILocation(line: 33, column: 7, scope: !99)
!103 = !DILocation(line: 32, column: 23, scope: !99)
!104 = !DILocation(line: 32, column: 17, scope: !99)
!105 = distinct !{!105, !96, !106, !73}
!106 = !DILocation(line: 33, column: 26, scope: !97)
!107 = !DILocation(line: 34, column: 12, scope: !79)
!108 = !DILocation(line: 35, column: 3, scope: !79)
