; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@B = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemm(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata double %0, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %1, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !33
  %3 = insertelement <2 x double> poison, double %1, i64 0
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer
  br label %5, !dbg !34

5:                                                ; preds = %160, %2
  %6 = phi i64 [ 0, %2 ], [ %161, %160 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  %7 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 15
  %8 = load double, double* %7, align 8, !dbg !36, !tbaa !43
  %9 = fmul double %8, %0
  %10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 14
  %11 = load double, double* %10, align 16, !dbg !36, !tbaa !43
  %12 = fmul double %11, %0
  %13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 13
  %14 = load double, double* %13, align 8, !dbg !36, !tbaa !43
  %15 = fmul double %14, %0
  %16 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 12
  %17 = load double, double* %16, align 16, !dbg !36, !tbaa !43
  %18 = fmul double %17, %0
  %19 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 11
  %20 = load double, double* %19, align 8, !dbg !36, !tbaa !43
  %21 = fmul double %20, %0
  %22 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 10
  %23 = load double, double* %22, align 16, !dbg !36, !tbaa !43
  %24 = fmul double %23, %0
  %25 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 9
  %26 = load double, double* %25, align 8, !dbg !36, !tbaa !43
  %27 = fmul double %26, %0
  %28 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 8
  %29 = load double, double* %28, align 16, !dbg !36, !tbaa !43
  %30 = fmul double %29, %0
  %31 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 7
  %32 = load double, double* %31, align 8, !dbg !36, !tbaa !43
  %33 = fmul double %32, %0
  %34 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 6
  %35 = load double, double* %34, align 16, !dbg !36, !tbaa !43
  %36 = fmul double %35, %0
  %37 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 5
  %38 = load double, double* %37, align 8, !dbg !36, !tbaa !43
  %39 = fmul double %38, %0
  %40 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 4
  %41 = load double, double* %40, align 16, !dbg !36, !tbaa !43
  %42 = fmul double %41, %0
  %43 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 3
  %44 = load double, double* %43, align 8, !dbg !36, !tbaa !43
  %45 = fmul double %44, %0
  %46 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 2
  %47 = load double, double* %46, align 16, !dbg !36, !tbaa !43
  %48 = fmul double %47, %0
  %49 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 1
  %50 = load double, double* %49, align 8, !dbg !36, !tbaa !43
  %51 = fmul double %50, %0
  %52 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %6, i64 0, !dbg !36
  %53 = load double, double* %52, align 16, !dbg !36, !tbaa !43
  %54 = fmul double %53, %0
  %55 = insertelement <2 x double> poison, double %54, i64 0, !dbg !47
  %56 = shufflevector <2 x double> %55, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %57 = insertelement <2 x double> poison, double %51, i64 0, !dbg !47
  %58 = shufflevector <2 x double> %57, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %59 = insertelement <2 x double> poison, double %48, i64 0, !dbg !47
  %60 = shufflevector <2 x double> %59, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %61 = insertelement <2 x double> poison, double %45, i64 0, !dbg !47
  %62 = shufflevector <2 x double> %61, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %63 = insertelement <2 x double> poison, double %42, i64 0, !dbg !47
  %64 = shufflevector <2 x double> %63, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %65 = insertelement <2 x double> poison, double %39, i64 0, !dbg !47
  %66 = shufflevector <2 x double> %65, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %67 = insertelement <2 x double> poison, double %36, i64 0, !dbg !47
  %68 = shufflevector <2 x double> %67, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %69 = insertelement <2 x double> poison, double %33, i64 0, !dbg !47
  %70 = shufflevector <2 x double> %69, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %71 = insertelement <2 x double> poison, double %30, i64 0, !dbg !47
  %72 = shufflevector <2 x double> %71, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %73 = insertelement <2 x double> poison, double %27, i64 0, !dbg !47
  %74 = shufflevector <2 x double> %73, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %75 = insertelement <2 x double> poison, double %24, i64 0, !dbg !47
  %76 = shufflevector <2 x double> %75, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %77 = insertelement <2 x double> poison, double %21, i64 0, !dbg !47
  %78 = shufflevector <2 x double> %77, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %79 = insertelement <2 x double> poison, double %18, i64 0, !dbg !47
  %80 = shufflevector <2 x double> %79, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %81 = insertelement <2 x double> poison, double %15, i64 0, !dbg !47
  %82 = shufflevector <2 x double> %81, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %83 = insertelement <2 x double> poison, double %12, i64 0, !dbg !47
  %84 = shufflevector <2 x double> %83, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %85 = insertelement <2 x double> poison, double %9, i64 0, !dbg !47
  %86 = shufflevector <2 x double> %85, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  br label %87, !dbg !47

87:                                               ; preds = %87, %5
  %88 = phi i64 [ 0, %5 ], [ %158, %87 ], !dbg !48
  %89 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %6, i64 %88, !dbg !48
  %90 = bitcast double* %89 to <2 x double>*, !dbg !49
  %91 = load <2 x double>, <2 x double>* %90, align 16, !dbg !49, !tbaa !43
  %92 = fmul <2 x double> %91, %4, !dbg !49
  %93 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 0, i64 %88, !dbg !48
  %94 = bitcast double* %93 to <2 x double>*, !dbg !50
  %95 = load <2 x double>, <2 x double>* %94, align 16, !dbg !50, !tbaa !43
  %96 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %56, <2 x double> %95, <2 x double> %92), !dbg !51
  %97 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 1, i64 %88, !dbg !48
  %98 = bitcast double* %97 to <2 x double>*, !dbg !50
  %99 = load <2 x double>, <2 x double>* %98, align 16, !dbg !50, !tbaa !43
  %100 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %58, <2 x double> %99, <2 x double> %96), !dbg !51
  %101 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 2, i64 %88, !dbg !48
  %102 = bitcast double* %101 to <2 x double>*, !dbg !50
  %103 = load <2 x double>, <2 x double>* %102, align 16, !dbg !50, !tbaa !43
  %104 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %60, <2 x double> %103, <2 x double> %100), !dbg !51
  %105 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 3, i64 %88, !dbg !48
  %106 = bitcast double* %105 to <2 x double>*, !dbg !50
  %107 = load <2 x double>, <2 x double>* %106, align 16, !dbg !50, !tbaa !43
  %108 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %62, <2 x double> %107, <2 x double> %104), !dbg !51
  %109 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 4, i64 %88, !dbg !48
  %110 = bitcast double* %109 to <2 x double>*, !dbg !50
  %111 = load <2 x double>, <2 x double>* %110, align 16, !dbg !50, !tbaa !43
  %112 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %64, <2 x double> %111, <2 x double> %108), !dbg !51
  %113 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 5, i64 %88, !dbg !48
  %114 = bitcast double* %113 to <2 x double>*, !dbg !50
  %115 = load <2 x double>, <2 x double>* %114, align 16, !dbg !50, !tbaa !43
  %116 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %66, <2 x double> %115, <2 x double> %112), !dbg !51
  %117 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 6, i64 %88, !dbg !48
  %118 = bitcast double* %117 to <2 x double>*, !dbg !50
  %119 = load <2 x double>, <2 x double>* %118, align 16, !dbg !50, !tbaa !43
  %120 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %68, <2 x double> %119, <2 x double> %116), !dbg !51
  %121 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 7, i64 %88, !dbg !48
  %122 = bitcast double* %121 to <2 x double>*, !dbg !50
  %123 = load <2 x double>, <2 x double>* %122, align 16, !dbg !50, !tbaa !43
  %124 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %70, <2 x double> %123, <2 x double> %120), !dbg !51
  %125 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 8, i64 %88, !dbg !48
  %126 = bitcast double* %125 to <2 x double>*, !dbg !50
  %127 = load <2 x double>, <2 x double>* %126, align 16, !dbg !50, !tbaa !43
  %128 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %72, <2 x double> %127, <2 x double> %124), !dbg !51
  %129 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 9, i64 %88, !dbg !48
  %130 = bitcast double* %129 to <2 x double>*, !dbg !50
  %131 = load <2 x double>, <2 x double>* %130, align 16, !dbg !50, !tbaa !43
  %132 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %74, <2 x double> %131, <2 x double> %128), !dbg !51
  %133 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 10, i64 %88, !dbg !48
  %134 = bitcast double* %133 to <2 x double>*, !dbg !50
  %135 = load <2 x double>, <2 x double>* %134, align 16, !dbg !50, !tbaa !43
  %136 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %76, <2 x double> %135, <2 x double> %132), !dbg !51
  %137 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 11, i64 %88, !dbg !48
  %138 = bitcast double* %137 to <2 x double>*, !dbg !50
  %139 = load <2 x double>, <2 x double>* %138, align 16, !dbg !50, !tbaa !43
  %140 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %78, <2 x double> %139, <2 x double> %136), !dbg !51
  %141 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 12, i64 %88, !dbg !48
  %142 = bitcast double* %141 to <2 x double>*, !dbg !50
  %143 = load <2 x double>, <2 x double>* %142, align 16, !dbg !50, !tbaa !43
  %144 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %80, <2 x double> %143, <2 x double> %140), !dbg !51
  %145 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 13, i64 %88, !dbg !48
  %146 = bitcast double* %145 to <2 x double>*, !dbg !50
  %147 = load <2 x double>, <2 x double>* %146, align 16, !dbg !50, !tbaa !43
  %148 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %82, <2 x double> %147, <2 x double> %144), !dbg !51
  %149 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 14, i64 %88, !dbg !48
  %150 = bitcast double* %149 to <2 x double>*, !dbg !50
  %151 = load <2 x double>, <2 x double>* %150, align 16, !dbg !50, !tbaa !43
  %152 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %84, <2 x double> %151, <2 x double> %148), !dbg !51
  %153 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 15, i64 %88, !dbg !48
  %154 = bitcast double* %153 to <2 x double>*, !dbg !50
  %155 = load <2 x double>, <2 x double>* %154, align 16, !dbg !50, !tbaa !43
  %156 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %86, <2 x double> %155, <2 x double> %152), !dbg !51
  %157 = bitcast double* %89 to <2 x double>*, !dbg !51
  store <2 x double> %156, <2 x double>* %157, align 16, !dbg !51, !tbaa !43
  %158 = add nuw i64 %88, 2, !dbg !48
  %159 = icmp eq i64 %158, 16, !dbg !48
  br i1 %159, label %160, label %87, !dbg !48, !llvm.loop !52

160:                                              ; preds = %87
  %161 = add nuw nsw i64 %6, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %161, metadata !29, metadata !DIExpression()), !dbg !33
  %162 = icmp eq i64 %161, 16, !dbg !57
  br i1 %162, label %163, label %5, !dbg !34, !llvm.loop !58

163:                                              ; preds = %160
  ret void, !dbg !60
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !61 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !68
  br label %1, !dbg !69

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %181, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !71
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !71
  %5 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %6 = mul nuw <2 x i32> %5, <i32 0, i32 1>, !dbg !74
  %7 = add <2 x i32> %6, <i32 1, i32 1>, !dbg !74
  %8 = and <2 x i32> %7, <i32 15, i32 15>, !dbg !74
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !77
  %10 = fmul <2 x double> %9, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 0, !dbg !79
  %12 = bitcast double* %11 to <2 x double>*, !dbg !80
  store <2 x double> %10, <2 x double>* %12, align 16, !dbg !80, !tbaa !43
  %13 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %14 = add <2 x i32> %13, <i32 0, i32 2>, !dbg !81
  %15 = and <2 x i32> %14, <i32 15, i32 15>, !dbg !81
  %16 = sitofp <2 x i32> %15 to <2 x double>, !dbg !82
  %17 = fmul <2 x double> %16, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %18 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 0, !dbg !79
  %19 = bitcast double* %18 to <2 x double>*, !dbg !84
  store <2 x double> %17, <2 x double>* %19, align 16, !dbg !84, !tbaa !43
  %20 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %21 = mul <2 x i32> %20, <i32 3, i32 4>, !dbg !85
  %22 = and <2 x i32> %21, <i32 15, i32 15>, !dbg !85
  %23 = sitofp <2 x i32> %22 to <2 x double>, !dbg !86
  %24 = fmul <2 x double> %23, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %25 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 0, !dbg !79
  %26 = bitcast double* %25 to <2 x double>*, !dbg !88
  store <2 x double> %24, <2 x double>* %26, align 16, !dbg !88, !tbaa !43
  %27 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %28 = mul <2 x i32> %27, <i32 2, i32 3>, !dbg !74
  %29 = add <2 x i32> %28, <i32 1, i32 1>, !dbg !74
  %30 = and <2 x i32> %29, <i32 15, i32 15>, !dbg !74
  %31 = sitofp <2 x i32> %30 to <2 x double>, !dbg !77
  %32 = fmul <2 x double> %31, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %33 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 2, !dbg !79
  %34 = bitcast double* %33 to <2 x double>*, !dbg !80
  store <2 x double> %32, <2 x double>* %34, align 16, !dbg !80, !tbaa !43
  %35 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %36 = add <2 x i32> %35, <i32 4, i32 6>, !dbg !81
  %37 = and <2 x i32> %36, <i32 15, i32 15>, !dbg !81
  %38 = sitofp <2 x i32> %37 to <2 x double>, !dbg !82
  %39 = fmul <2 x double> %38, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %40 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 2, !dbg !79
  %41 = bitcast double* %40 to <2 x double>*, !dbg !84
  store <2 x double> %39, <2 x double>* %41, align 16, !dbg !84, !tbaa !43
  %42 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %43 = mul <2 x i32> %42, <i32 5, i32 6>, !dbg !85
  %44 = and <2 x i32> %43, <i32 15, i32 15>, !dbg !85
  %45 = sitofp <2 x i32> %44 to <2 x double>, !dbg !86
  %46 = fmul <2 x double> %45, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %47 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 2, !dbg !79
  %48 = bitcast double* %47 to <2 x double>*, !dbg !88
  store <2 x double> %46, <2 x double>* %48, align 16, !dbg !88, !tbaa !43
  %49 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %50 = mul <2 x i32> %49, <i32 4, i32 5>, !dbg !74
  %51 = add <2 x i32> %50, <i32 1, i32 1>, !dbg !74
  %52 = and <2 x i32> %51, <i32 15, i32 15>, !dbg !74
  %53 = sitofp <2 x i32> %52 to <2 x double>, !dbg !77
  %54 = fmul <2 x double> %53, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %55 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 4, !dbg !79
  %56 = bitcast double* %55 to <2 x double>*, !dbg !80
  store <2 x double> %54, <2 x double>* %56, align 16, !dbg !80, !tbaa !43
  %57 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %58 = add <2 x i32> %57, <i32 8, i32 10>, !dbg !81
  %59 = and <2 x i32> %58, <i32 15, i32 15>, !dbg !81
  %60 = sitofp <2 x i32> %59 to <2 x double>, !dbg !82
  %61 = fmul <2 x double> %60, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %62 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 4, !dbg !79
  %63 = bitcast double* %62 to <2 x double>*, !dbg !84
  store <2 x double> %61, <2 x double>* %63, align 16, !dbg !84, !tbaa !43
  %64 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %65 = mul <2 x i32> %64, <i32 7, i32 8>, !dbg !85
  %66 = and <2 x i32> %65, <i32 15, i32 15>, !dbg !85
  %67 = sitofp <2 x i32> %66 to <2 x double>, !dbg !86
  %68 = fmul <2 x double> %67, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %69 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 4, !dbg !79
  %70 = bitcast double* %69 to <2 x double>*, !dbg !88
  store <2 x double> %68, <2 x double>* %70, align 16, !dbg !88, !tbaa !43
  %71 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %72 = mul <2 x i32> %71, <i32 6, i32 7>, !dbg !74
  %73 = add <2 x i32> %72, <i32 1, i32 1>, !dbg !74
  %74 = and <2 x i32> %73, <i32 15, i32 15>, !dbg !74
  %75 = sitofp <2 x i32> %74 to <2 x double>, !dbg !77
  %76 = fmul <2 x double> %75, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %77 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 6, !dbg !79
  %78 = bitcast double* %77 to <2 x double>*, !dbg !80
  store <2 x double> %76, <2 x double>* %78, align 16, !dbg !80, !tbaa !43
  %79 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %80 = add <2 x i32> %79, <i32 12, i32 14>, !dbg !81
  %81 = and <2 x i32> %80, <i32 15, i32 15>, !dbg !81
  %82 = sitofp <2 x i32> %81 to <2 x double>, !dbg !82
  %83 = fmul <2 x double> %82, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %84 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 6, !dbg !79
  %85 = bitcast double* %84 to <2 x double>*, !dbg !84
  store <2 x double> %83, <2 x double>* %85, align 16, !dbg !84, !tbaa !43
  %86 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %87 = mul <2 x i32> %86, <i32 9, i32 10>, !dbg !85
  %88 = and <2 x i32> %87, <i32 15, i32 15>, !dbg !85
  %89 = sitofp <2 x i32> %88 to <2 x double>, !dbg !86
  %90 = fmul <2 x double> %89, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %91 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 6, !dbg !79
  %92 = bitcast double* %91 to <2 x double>*, !dbg !88
  store <2 x double> %90, <2 x double>* %92, align 16, !dbg !88, !tbaa !43
  %93 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %94 = mul <2 x i32> %93, <i32 8, i32 9>, !dbg !74
  %95 = add <2 x i32> %94, <i32 1, i32 1>, !dbg !74
  %96 = and <2 x i32> %95, <i32 15, i32 15>, !dbg !74
  %97 = sitofp <2 x i32> %96 to <2 x double>, !dbg !77
  %98 = fmul <2 x double> %97, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %99 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 8, !dbg !79
  %100 = bitcast double* %99 to <2 x double>*, !dbg !80
  store <2 x double> %98, <2 x double>* %100, align 16, !dbg !80, !tbaa !43
  %101 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %102 = add <2 x i32> %101, <i32 16, i32 18>, !dbg !81
  %103 = and <2 x i32> %102, <i32 15, i32 15>, !dbg !81
  %104 = sitofp <2 x i32> %103 to <2 x double>, !dbg !82
  %105 = fmul <2 x double> %104, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %106 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 8, !dbg !79
  %107 = bitcast double* %106 to <2 x double>*, !dbg !84
  store <2 x double> %105, <2 x double>* %107, align 16, !dbg !84, !tbaa !43
  %108 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %109 = mul <2 x i32> %108, <i32 11, i32 12>, !dbg !85
  %110 = and <2 x i32> %109, <i32 15, i32 15>, !dbg !85
  %111 = sitofp <2 x i32> %110 to <2 x double>, !dbg !86
  %112 = fmul <2 x double> %111, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %113 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 8, !dbg !79
  %114 = bitcast double* %113 to <2 x double>*, !dbg !88
  store <2 x double> %112, <2 x double>* %114, align 16, !dbg !88, !tbaa !43
  %115 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %116 = mul <2 x i32> %115, <i32 10, i32 11>, !dbg !74
  %117 = add <2 x i32> %116, <i32 1, i32 1>, !dbg !74
  %118 = and <2 x i32> %117, <i32 15, i32 15>, !dbg !74
  %119 = sitofp <2 x i32> %118 to <2 x double>, !dbg !77
  %120 = fmul <2 x double> %119, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %121 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 10, !dbg !79
  %122 = bitcast double* %121 to <2 x double>*, !dbg !80
  store <2 x double> %120, <2 x double>* %122, align 16, !dbg !80, !tbaa !43
  %123 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %124 = add <2 x i32> %123, <i32 20, i32 22>, !dbg !81
  %125 = and <2 x i32> %124, <i32 15, i32 15>, !dbg !81
  %126 = sitofp <2 x i32> %125 to <2 x double>, !dbg !82
  %127 = fmul <2 x double> %126, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %128 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 10, !dbg !79
  %129 = bitcast double* %128 to <2 x double>*, !dbg !84
  store <2 x double> %127, <2 x double>* %129, align 16, !dbg !84, !tbaa !43
  %130 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %131 = mul <2 x i32> %130, <i32 13, i32 14>, !dbg !85
  %132 = and <2 x i32> %131, <i32 15, i32 15>, !dbg !85
  %133 = sitofp <2 x i32> %132 to <2 x double>, !dbg !86
  %134 = fmul <2 x double> %133, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %135 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 10, !dbg !79
  %136 = bitcast double* %135 to <2 x double>*, !dbg !88
  store <2 x double> %134, <2 x double>* %136, align 16, !dbg !88, !tbaa !43
  %137 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %138 = mul <2 x i32> %137, <i32 12, i32 13>, !dbg !74
  %139 = add <2 x i32> %138, <i32 1, i32 1>, !dbg !74
  %140 = and <2 x i32> %139, <i32 15, i32 15>, !dbg !74
  %141 = sitofp <2 x i32> %140 to <2 x double>, !dbg !77
  %142 = fmul <2 x double> %141, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %143 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 12, !dbg !79
  %144 = bitcast double* %143 to <2 x double>*, !dbg !80
  store <2 x double> %142, <2 x double>* %144, align 16, !dbg !80, !tbaa !43
  %145 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %146 = add <2 x i32> %145, <i32 24, i32 26>, !dbg !81
  %147 = and <2 x i32> %146, <i32 15, i32 15>, !dbg !81
  %148 = sitofp <2 x i32> %147 to <2 x double>, !dbg !82
  %149 = fmul <2 x double> %148, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %150 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 12, !dbg !79
  %151 = bitcast double* %150 to <2 x double>*, !dbg !84
  store <2 x double> %149, <2 x double>* %151, align 16, !dbg !84, !tbaa !43
  %152 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %153 = mul <2 x i32> %152, <i32 15, i32 16>, !dbg !85
  %154 = and <2 x i32> %153, <i32 15, i32 15>, !dbg !85
  %155 = sitofp <2 x i32> %154 to <2 x double>, !dbg !86
  %156 = fmul <2 x double> %155, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %157 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 12, !dbg !79
  %158 = bitcast double* %157 to <2 x double>*, !dbg !88
  store <2 x double> %156, <2 x double>* %158, align 16, !dbg !88, !tbaa !43
  %159 = trunc <2 x i64> %4 to <2 x i32>, !dbg !74
  %160 = mul <2 x i32> %159, <i32 14, i32 15>, !dbg !74
  %161 = add <2 x i32> %160, <i32 1, i32 1>, !dbg !74
  %162 = and <2 x i32> %161, <i32 15, i32 15>, !dbg !74
  %163 = sitofp <2 x i32> %162 to <2 x double>, !dbg !77
  %164 = fmul <2 x double> %163, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %165 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 14, !dbg !79
  %166 = bitcast double* %165 to <2 x double>*, !dbg !80
  store <2 x double> %164, <2 x double>* %166, align 16, !dbg !80, !tbaa !43
  %167 = trunc <2 x i64> %4 to <2 x i32>, !dbg !81
  %168 = add <2 x i32> %167, <i32 28, i32 30>, !dbg !81
  %169 = and <2 x i32> %168, <i32 15, i32 15>, !dbg !81
  %170 = sitofp <2 x i32> %169 to <2 x double>, !dbg !82
  %171 = fmul <2 x double> %170, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %172 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 14, !dbg !79
  %173 = bitcast double* %172 to <2 x double>*, !dbg !84
  store <2 x double> %171, <2 x double>* %173, align 16, !dbg !84, !tbaa !43
  %174 = trunc <2 x i64> %4 to <2 x i32>, !dbg !85
  %175 = mul <2 x i32> %174, <i32 17, i32 18>, !dbg !85
  %176 = and <2 x i32> %175, <i32 15, i32 15>, !dbg !85
  %177 = sitofp <2 x i32> %176 to <2 x double>, !dbg !86
  %178 = fmul <2 x double> %177, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %179 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 14, !dbg !79
  %180 = bitcast double* %179 to <2 x double>*, !dbg !88
  store <2 x double> %178, <2 x double>* %180, align 16, !dbg !88, !tbaa !43
  %181 = add nuw nsw i64 %2, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %181, metadata !65, metadata !DIExpression()), !dbg !68
  %182 = icmp eq i64 %181, 16, !dbg !90
  br i1 %182, label %183, label %1, !dbg !69, !llvm.loop !91

183:                                              ; preds = %1
  tail call void @kernel_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  br label %184, !dbg !94

184:                                              ; preds = %183, %184
  %185 = phi i64 [ 0, %183 ], [ %235, %184 ]
  %186 = phi double [ 0.000000e+00, %183 ], [ %234, %184 ]
  call void @llvm.dbg.value(metadata double %186, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %185, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %186, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %186, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !68
  %187 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 0, !dbg !96
  %188 = load double, double* %187, align 16, !dbg !96, !tbaa !43
  %189 = fadd double %186, %188, !dbg !100
  call void @llvm.dbg.value(metadata double %189, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %189, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  %190 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 1, !dbg !96
  %191 = load double, double* %190, align 8, !dbg !96, !tbaa !43
  %192 = fadd double %189, %191, !dbg !100
  call void @llvm.dbg.value(metadata double %192, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %192, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  %193 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 2, !dbg !96
  %194 = load double, double* %193, align 16, !dbg !96, !tbaa !43
  %195 = fadd double %192, %194, !dbg !100
  call void @llvm.dbg.value(metadata double %195, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %195, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  %196 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 3, !dbg !96
  %197 = load double, double* %196, align 8, !dbg !96, !tbaa !43
  %198 = fadd double %195, %197, !dbg !100
  call void @llvm.dbg.value(metadata double %198, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %198, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  %199 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 4, !dbg !96
  %200 = load double, double* %199, align 16, !dbg !96, !tbaa !43
  %201 = fadd double %198, %200, !dbg !100
  call void @llvm.dbg.value(metadata double %201, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %201, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  %202 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 5, !dbg !96
  %203 = load double, double* %202, align 8, !dbg !96, !tbaa !43
  %204 = fadd double %201, %203, !dbg !100
  call void @llvm.dbg.value(metadata double %204, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %204, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  %205 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 6, !dbg !96
  %206 = load double, double* %205, align 16, !dbg !96, !tbaa !43
  %207 = fadd double %204, %206, !dbg !100
  call void @llvm.dbg.value(metadata double %207, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %207, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  %208 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 7, !dbg !96
  %209 = load double, double* %208, align 8, !dbg !96, !tbaa !43
  %210 = fadd double %207, %209, !dbg !100
  call void @llvm.dbg.value(metadata double %210, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %210, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  %211 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 8, !dbg !96
  %212 = load double, double* %211, align 16, !dbg !96, !tbaa !43
  %213 = fadd double %210, %212, !dbg !100
  call void @llvm.dbg.value(metadata double %213, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %213, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  %214 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 9, !dbg !96
  %215 = load double, double* %214, align 8, !dbg !96, !tbaa !43
  %216 = fadd double %213, %215, !dbg !100
  call void @llvm.dbg.value(metadata double %216, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %216, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  %217 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 10, !dbg !96
  %218 = load double, double* %217, align 16, !dbg !96, !tbaa !43
  %219 = fadd double %216, %218, !dbg !100
  call void @llvm.dbg.value(metadata double %219, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %219, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  %220 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 11, !dbg !96
  %221 = load double, double* %220, align 8, !dbg !96, !tbaa !43
  %222 = fadd double %219, %221, !dbg !100
  call void @llvm.dbg.value(metadata double %222, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %222, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  %223 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 12, !dbg !96
  %224 = load double, double* %223, align 16, !dbg !96, !tbaa !43
  %225 = fadd double %222, %224, !dbg !100
  call void @llvm.dbg.value(metadata double %225, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %225, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  %226 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 13, !dbg !96
  %227 = load double, double* %226, align 8, !dbg !96, !tbaa !43
  %228 = fadd double %225, %227, !dbg !100
  call void @llvm.dbg.value(metadata double %228, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %228, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  %229 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 14, !dbg !96
  %230 = load double, double* %229, align 16, !dbg !96, !tbaa !43
  %231 = fadd double %228, %230, !dbg !100
  call void @llvm.dbg.value(metadata double %231, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %231, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  %232 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 15, !dbg !96
  %233 = load double, double* %232, align 8, !dbg !96, !tbaa !43
  %234 = fadd double %231, %233, !dbg !100
  call void @llvm.dbg.value(metadata double %234, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 16, metadata !66, metadata !DIExpression()), !dbg !68
  %235 = add nuw nsw i64 %185, 1, !dbg !101
  call void @llvm.dbg.value(metadata double %234, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %235, metadata !65, metadata !DIExpression()), !dbg !68
  %236 = icmp eq i64 %235, 16, !dbg !102
  br i1 %236, label %237, label %184, !dbg !94, !llvm.loop !103

237:                                              ; preds = %184
  store double %234, double* @checksum, align 8, !dbg !105, !tbaa !43
  ret i32 0, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !12, !0, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_gemm", scope: !3, file: !3, line: 13, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5}
!26 = !{!27, !28, !29, !31, !32}
!27 = !DILocalVariable(name: "alpha", arg: 1, scope: !23, file: !3, line: 13, type: !5)
!28 = !DILocalVariable(name: "beta", arg: 2, scope: !23, file: !3, line: 13, type: !5)
!29 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 15, type: !30)
!32 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 15, type: !30)
!33 = !DILocation(line: 0, scope: !23)
!34 = !DILocation(line: 16, column: 3, scope: !35)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 20, column: 28, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 19, column: 7)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 7)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 29)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 5)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 17, column: 5)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 3)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 17, column: 5, scope: !41)
!48 = !DILocation(line: 17, column: 25, scope: !40)
!49 = !DILocation(line: 18, column: 15, scope: !39)
!50 = !DILocation(line: 20, column: 38, scope: !37)
!51 = !DILocation(line: 20, column: 17, scope: !37)
!52 = distinct !{!52, !47, !53, !54, !55}
!53 = !DILocation(line: 21, column: 5, scope: !41)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.isvectorized", i32 1}
!56 = !DILocation(line: 16, column: 23, scope: !42)
!57 = !DILocation(line: 16, column: 17, scope: !42)
!58 = distinct !{!58, !34, !59, !54}
!59 = !DILocation(line: 21, column: 5, scope: !35)
!60 = !DILocation(line: 22, column: 1, scope: !23)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !62, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!30}
!64 = !{!65, !66, !67}
!65 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 26, type: !30)
!66 = !DILocalVariable(name: "j", scope: !61, file: !3, line: 26, type: !30)
!67 = !DILocalVariable(name: "s", scope: !61, file: !3, line: 27, type: !5)
!68 = !DILocation(line: 0, scope: !61)
!69 = !DILocation(line: 28, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !61, file: !3, line: 28, column: 3)
!71 = !DILocation(line: 29, column: 5, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 29, column: 5)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 3)
!74 = !DILocation(line: 30, column: 38, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 29, column: 29)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 5)
!77 = !DILocation(line: 30, column: 17, scope: !75)
!78 = !DILocation(line: 30, column: 43, scope: !75)
!79 = !DILocation(line: 29, column: 25, scope: !76)
!80 = !DILocation(line: 30, column: 15, scope: !75)
!81 = !DILocation(line: 31, column: 38, scope: !75)
!82 = !DILocation(line: 31, column: 17, scope: !75)
!83 = !DILocation(line: 31, column: 43, scope: !75)
!84 = !DILocation(line: 31, column: 15, scope: !75)
!85 = !DILocation(line: 32, column: 40, scope: !75)
!86 = !DILocation(line: 32, column: 17, scope: !75)
!87 = !DILocation(line: 32, column: 45, scope: !75)
!88 = !DILocation(line: 32, column: 15, scope: !75)
!89 = !DILocation(line: 28, column: 23, scope: !73)
!90 = !DILocation(line: 28, column: 17, scope: !73)
!91 = distinct !{!91, !69, !92, !54}
!92 = !DILocation(line: 33, column: 5, scope: !70)
!93 = !DILocation(line: 34, column: 3, scope: !61)
!94 = !DILocation(line: 35, column: 3, scope: !95)
!95 = distinct !DILexicalBlock(scope: !61, file: !3, line: 35, column: 3)
!96 = !DILocation(line: 37, column: 12, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 36, column: 5)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 36, column: 5)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 35, column: 3)
!100 = !DILocation(line: 37, column: 9, scope: !97)
!101 = !DILocation(line: 35, column: 23, scope: !99)
!102 = !DILocation(line: 35, column: 17, scope: !99)
!103 = distinct !{!103, !94, !104, !54}
!104 = !DILocation(line: 37, column: 18, scope: !95)
!105 = !DILocation(line: 38, column: 12, scope: !61)
!106 = !DILocation(line: 39, column: 3, scope: !61)
