; ModuleID = 'correlation.c'
source_filename = "correlation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [20 x [16 x double]] zeroinitializer, align 16, !dbg !7
@Stddev = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !13
@Corr = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !17
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_correlation() local_unnamed_addr #0 !dbg !30 {
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !38, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %1, !dbg !41

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %86, %1 ], !dbg !43
  %3 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %2, !dbg !43
  %4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %2, !dbg !43
  %5 = bitcast double* %4 to <2 x double>*, !dbg !45
  %6 = load <2 x double>, <2 x double>* %5, align 16, !dbg !45, !tbaa !49
  %7 = fadd <2 x double> %6, zeroinitializer, !dbg !53
  %8 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %2, !dbg !43
  %9 = bitcast double* %8 to <2 x double>*, !dbg !45
  %10 = load <2 x double>, <2 x double>* %9, align 16, !dbg !45, !tbaa !49
  %11 = fadd <2 x double> %10, %7, !dbg !53
  %12 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %2, !dbg !43
  %13 = bitcast double* %12 to <2 x double>*, !dbg !45
  %14 = load <2 x double>, <2 x double>* %13, align 16, !dbg !45, !tbaa !49
  %15 = fadd <2 x double> %14, %11, !dbg !53
  %16 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %2, !dbg !43
  %17 = bitcast double* %16 to <2 x double>*, !dbg !45
  %18 = load <2 x double>, <2 x double>* %17, align 16, !dbg !45, !tbaa !49
  %19 = fadd <2 x double> %18, %15, !dbg !53
  %20 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %2, !dbg !43
  %21 = bitcast double* %20 to <2 x double>*, !dbg !45
  %22 = load <2 x double>, <2 x double>* %21, align 16, !dbg !45, !tbaa !49
  %23 = fadd <2 x double> %22, %19, !dbg !53
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %2, !dbg !43
  %25 = bitcast double* %24 to <2 x double>*, !dbg !45
  %26 = load <2 x double>, <2 x double>* %25, align 16, !dbg !45, !tbaa !49
  %27 = fadd <2 x double> %26, %23, !dbg !53
  %28 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %2, !dbg !43
  %29 = bitcast double* %28 to <2 x double>*, !dbg !45
  %30 = load <2 x double>, <2 x double>* %29, align 16, !dbg !45, !tbaa !49
  %31 = fadd <2 x double> %30, %27, !dbg !53
  %32 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %2, !dbg !43
  %33 = bitcast double* %32 to <2 x double>*, !dbg !45
  %34 = load <2 x double>, <2 x double>* %33, align 16, !dbg !45, !tbaa !49
  %35 = fadd <2 x double> %34, %31, !dbg !53
  %36 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %2, !dbg !43
  %37 = bitcast double* %36 to <2 x double>*, !dbg !45
  %38 = load <2 x double>, <2 x double>* %37, align 16, !dbg !45, !tbaa !49
  %39 = fadd <2 x double> %38, %35, !dbg !53
  %40 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %2, !dbg !43
  %41 = bitcast double* %40 to <2 x double>*, !dbg !45
  %42 = load <2 x double>, <2 x double>* %41, align 16, !dbg !45, !tbaa !49
  %43 = fadd <2 x double> %42, %39, !dbg !53
  %44 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %2, !dbg !43
  %45 = bitcast double* %44 to <2 x double>*, !dbg !45
  %46 = load <2 x double>, <2 x double>* %45, align 16, !dbg !45, !tbaa !49
  %47 = fadd <2 x double> %46, %43, !dbg !53
  %48 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %2, !dbg !43
  %49 = bitcast double* %48 to <2 x double>*, !dbg !45
  %50 = load <2 x double>, <2 x double>* %49, align 16, !dbg !45, !tbaa !49
  %51 = fadd <2 x double> %50, %47, !dbg !53
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %2, !dbg !43
  %53 = bitcast double* %52 to <2 x double>*, !dbg !45
  %54 = load <2 x double>, <2 x double>* %53, align 16, !dbg !45, !tbaa !49
  %55 = fadd <2 x double> %54, %51, !dbg !53
  %56 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %2, !dbg !43
  %57 = bitcast double* %56 to <2 x double>*, !dbg !45
  %58 = load <2 x double>, <2 x double>* %57, align 16, !dbg !45, !tbaa !49
  %59 = fadd <2 x double> %58, %55, !dbg !53
  %60 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %2, !dbg !43
  %61 = bitcast double* %60 to <2 x double>*, !dbg !45
  %62 = load <2 x double>, <2 x double>* %61, align 16, !dbg !45, !tbaa !49
  %63 = fadd <2 x double> %62, %59, !dbg !53
  %64 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %2, !dbg !43
  %65 = bitcast double* %64 to <2 x double>*, !dbg !45
  %66 = load <2 x double>, <2 x double>* %65, align 16, !dbg !45, !tbaa !49
  %67 = fadd <2 x double> %66, %63, !dbg !53
  %68 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %2, !dbg !43
  %69 = bitcast double* %68 to <2 x double>*, !dbg !45
  %70 = load <2 x double>, <2 x double>* %69, align 16, !dbg !45, !tbaa !49
  %71 = fadd <2 x double> %70, %67, !dbg !53
  %72 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %2, !dbg !43
  %73 = bitcast double* %72 to <2 x double>*, !dbg !45
  %74 = load <2 x double>, <2 x double>* %73, align 16, !dbg !45, !tbaa !49
  %75 = fadd <2 x double> %74, %71, !dbg !53
  %76 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %2, !dbg !43
  %77 = bitcast double* %76 to <2 x double>*, !dbg !45
  %78 = load <2 x double>, <2 x double>* %77, align 16, !dbg !45, !tbaa !49
  %79 = fadd <2 x double> %78, %75, !dbg !53
  %80 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %2, !dbg !43
  %81 = bitcast double* %80 to <2 x double>*, !dbg !45
  %82 = load <2 x double>, <2 x double>* %81, align 16, !dbg !45, !tbaa !49
  %83 = fadd <2 x double> %82, %79, !dbg !53
  %84 = fdiv <2 x double> %83, <double 2.000000e+01, double 2.000000e+01>, !dbg !54
  %85 = bitcast double* %3 to <2 x double>*, !dbg !54
  store <2 x double> %84, <2 x double>* %85, align 16, !dbg !54, !tbaa !49
  %86 = add nuw i64 %2, 2, !dbg !43
  %87 = icmp eq i64 %86, 16, !dbg !43
  br i1 %87, label %88, label %1, !dbg !43, !llvm.loop !55

88:                                               ; preds = %1, %191
  %89 = phi i64 [ %195, %191 ], [ 0, %1 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !36, metadata !DIExpression()), !dbg !40
  %90 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %89, !dbg !59
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  %91 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %89
  %92 = load double, double* %91, align 8, !tbaa !49
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !40
  %93 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %89, !dbg !63
  %94 = load double, double* %93, align 8, !dbg !63, !tbaa !49
  %95 = fsub double %94, %92, !dbg !66
  %96 = tail call double @llvm.fmuladd.f64(double %95, double %95, double 0.000000e+00), !dbg !67
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !40
  %97 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %89, !dbg !63
  %98 = load double, double* %97, align 8, !dbg !63, !tbaa !49
  %99 = fsub double %98, %92, !dbg !66
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %96), !dbg !67
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !40
  %101 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %89, !dbg !63
  %102 = load double, double* %101, align 8, !dbg !63, !tbaa !49
  %103 = fsub double %102, %92, !dbg !66
  %104 = tail call double @llvm.fmuladd.f64(double %103, double %103, double %100), !dbg !67
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !40
  %105 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %89, !dbg !63
  %106 = load double, double* %105, align 8, !dbg !63, !tbaa !49
  %107 = fsub double %106, %92, !dbg !66
  %108 = tail call double @llvm.fmuladd.f64(double %107, double %107, double %104), !dbg !67
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !40
  %109 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %89, !dbg !63
  %110 = load double, double* %109, align 8, !dbg !63, !tbaa !49
  %111 = fsub double %110, %92, !dbg !66
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %111, double %108), !dbg !67
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !40
  %113 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %89, !dbg !63
  %114 = load double, double* %113, align 8, !dbg !63, !tbaa !49
  %115 = fsub double %114, %92, !dbg !66
  %116 = tail call double @llvm.fmuladd.f64(double %115, double %115, double %112), !dbg !67
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !40
  %117 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %89, !dbg !63
  %118 = load double, double* %117, align 8, !dbg !63, !tbaa !49
  %119 = fsub double %118, %92, !dbg !66
  %120 = tail call double @llvm.fmuladd.f64(double %119, double %119, double %116), !dbg !67
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !40
  %121 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %89, !dbg !63
  %122 = load double, double* %121, align 8, !dbg !63, !tbaa !49
  %123 = fsub double %122, %92, !dbg !66
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %120), !dbg !67
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !40
  %125 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %89, !dbg !63
  %126 = load double, double* %125, align 8, !dbg !63, !tbaa !49
  %127 = fsub double %126, %92, !dbg !66
  %128 = tail call double @llvm.fmuladd.f64(double %127, double %127, double %124), !dbg !67
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !40
  %129 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %89, !dbg !63
  %130 = load double, double* %129, align 8, !dbg !63, !tbaa !49
  %131 = fsub double %130, %92, !dbg !66
  %132 = tail call double @llvm.fmuladd.f64(double %131, double %131, double %128), !dbg !67
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !40
  %133 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %89, !dbg !63
  %134 = load double, double* %133, align 8, !dbg !63, !tbaa !49
  %135 = fsub double %134, %92, !dbg !66
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %135, double %132), !dbg !67
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !40
  %137 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %89, !dbg !63
  %138 = load double, double* %137, align 8, !dbg !63, !tbaa !49
  %139 = fsub double %138, %92, !dbg !66
  %140 = tail call double @llvm.fmuladd.f64(double %139, double %139, double %136), !dbg !67
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !40
  %141 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %89, !dbg !63
  %142 = load double, double* %141, align 8, !dbg !63, !tbaa !49
  %143 = fsub double %142, %92, !dbg !66
  %144 = tail call double @llvm.fmuladd.f64(double %143, double %143, double %140), !dbg !67
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !40
  %145 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %89, !dbg !63
  %146 = load double, double* %145, align 8, !dbg !63, !tbaa !49
  %147 = fsub double %146, %92, !dbg !66
  %148 = tail call double @llvm.fmuladd.f64(double %147, double %147, double %144), !dbg !67
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !40
  %149 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %89, !dbg !63
  %150 = load double, double* %149, align 8, !dbg !63, !tbaa !49
  %151 = fsub double %150, %92, !dbg !66
  %152 = tail call double @llvm.fmuladd.f64(double %151, double %151, double %148), !dbg !67
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !40
  %153 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %89, !dbg !63
  %154 = load double, double* %153, align 8, !dbg !63, !tbaa !49
  %155 = fsub double %154, %92, !dbg !66
  %156 = tail call double @llvm.fmuladd.f64(double %155, double %155, double %152), !dbg !67
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !40
  %157 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %89, !dbg !63
  %158 = load double, double* %157, align 8, !dbg !63, !tbaa !49
  %159 = fsub double %158, %92, !dbg !66
  %160 = tail call double @llvm.fmuladd.f64(double %159, double %159, double %156), !dbg !67
  call void @llvm.dbg.value(metadata i64 17, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 17, metadata !34, metadata !DIExpression()), !dbg !40
  %161 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %89, !dbg !63
  %162 = load double, double* %161, align 8, !dbg !63, !tbaa !49
  %163 = fsub double %162, %92, !dbg !66
  %164 = tail call double @llvm.fmuladd.f64(double %163, double %163, double %160), !dbg !67
  call void @llvm.dbg.value(metadata i64 18, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 18, metadata !34, metadata !DIExpression()), !dbg !40
  %165 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %89, !dbg !63
  %166 = load double, double* %165, align 8, !dbg !63, !tbaa !49
  %167 = fsub double %166, %92, !dbg !66
  %168 = tail call double @llvm.fmuladd.f64(double %167, double %167, double %164), !dbg !67
  call void @llvm.dbg.value(metadata i64 19, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 19, metadata !34, metadata !DIExpression()), !dbg !40
  %169 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %89, !dbg !63
  %170 = load double, double* %169, align 8, !dbg !63, !tbaa !49
  %171 = fsub double %170, %92, !dbg !66
  %172 = tail call double @llvm.fmuladd.f64(double %171, double %171, double %168), !dbg !67
  call void @llvm.dbg.value(metadata i64 20, metadata !34, metadata !DIExpression()), !dbg !40
  %173 = fdiv double %172, 2.000000e+01, !dbg !68
  call void @llvm.dbg.value(metadata double %173, metadata !69, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata double undef, metadata !75, metadata !DIExpression()) #4, !dbg !76
  %174 = fcmp ugt double %173, 0.000000e+00, !dbg !78
  br i1 %174, label %175, label %191, !dbg !80

175:                                              ; preds = %88
  %176 = tail call double @llvm.fmuladd.f64(double %173, double 5.000000e-01, double 1.000000e+00) #4, !dbg !81
  call void @llvm.dbg.value(metadata double %176, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()) #4, !dbg !76
  br label %177, !dbg !82

177:                                              ; preds = %177, %175
  %178 = phi double [ %176, %175 ], [ %188, %177 ]
  %179 = phi i32 [ 0, %175 ], [ %189, %177 ]
  call void @llvm.dbg.value(metadata double %178, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %179, metadata !74, metadata !DIExpression()) #4, !dbg !76
  %180 = fdiv double %173, %178, !dbg !84
  %181 = fadd double %178, %180, !dbg !86
  %182 = fmul double %181, 5.000000e-01, !dbg !87
  call void @llvm.dbg.value(metadata double %182, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %179, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !76
  call void @llvm.dbg.value(metadata double %182, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %179, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !76
  %183 = fdiv double %173, %182, !dbg !84
  %184 = fadd double %182, %183, !dbg !86
  %185 = fmul double %184, 5.000000e-01, !dbg !87
  call void @llvm.dbg.value(metadata double %185, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %179, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !76
  call void @llvm.dbg.value(metadata double %185, metadata !75, metadata !DIExpression()) #4, !dbg !76
  call void @llvm.dbg.value(metadata i32 %179, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !76
  %186 = fdiv double %173, %185, !dbg !84
  %187 = fadd double %185, %186, !dbg !86
  %188 = fmul double %187, 5.000000e-01, !dbg !87
  call void @llvm.dbg.value(metadata double %188, metadata !75, metadata !DIExpression()) #4, !dbg !76
  %189 = add nuw nsw i32 %179, 3, !dbg !88
  call void @llvm.dbg.value(metadata i32 %189, metadata !74, metadata !DIExpression()) #4, !dbg !76
  %190 = icmp eq i32 %189, 24, !dbg !89
  br i1 %190, label %191, label %177, !dbg !82, !llvm.loop !90

191:                                              ; preds = %177, %88
  %192 = phi double [ 0.000000e+00, %88 ], [ %188, %177 ], !dbg !76
  %193 = fcmp ugt double %192, 1.000000e-01, !dbg !92
  %194 = select i1 %193, double %192, double 1.000000e+00, !dbg !94
  store double %194, double* %90, align 8, !dbg !95, !tbaa !49
  %195 = add nuw nsw i64 %89, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %195, metadata !36, metadata !DIExpression()), !dbg !40
  %196 = icmp eq i64 %195, 16, !dbg !97
  br i1 %196, label %197, label %88, !dbg !98, !llvm.loop !99

197:                                              ; preds = %191, %227
  %198 = phi i64 [ %228, %227 ], [ 0, %191 ]
  call void @llvm.dbg.value(metadata i64 %198, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %199, !dbg !101

199:                                              ; preds = %197, %219
  %200 = phi i64 [ 0, %197 ], [ %225, %219 ]
  call void @llvm.dbg.value(metadata i64 %200, metadata !36, metadata !DIExpression()), !dbg !40
  %201 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %198, i64 %200, !dbg !105
  %202 = load double, double* %201, align 8, !dbg !105, !tbaa !49
  %203 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %200, !dbg !107
  %204 = load double, double* %203, align 8, !dbg !107, !tbaa !49
  call void @llvm.dbg.value(metadata double 2.000000e+01, metadata !69, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata double 1.100000e+01, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !74, metadata !DIExpression()), !dbg !108
  br label %205, !dbg !110

205:                                              ; preds = %205, %199
  %206 = phi double [ 1.100000e+01, %199 ], [ %216, %205 ]
  %207 = phi i32 [ 0, %199 ], [ %217, %205 ]
  call void @llvm.dbg.value(metadata double %206, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %207, metadata !74, metadata !DIExpression()), !dbg !108
  %208 = fdiv double 2.000000e+01, %206, !dbg !111
  %209 = fadd double %206, %208, !dbg !112
  %210 = fmul double %209, 5.000000e-01, !dbg !113
  call void @llvm.dbg.value(metadata double %210, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %207, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata double %210, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %207, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !108
  %211 = fdiv double 2.000000e+01, %210, !dbg !111
  %212 = fadd double %210, %211, !dbg !112
  %213 = fmul double %212, 5.000000e-01, !dbg !113
  call void @llvm.dbg.value(metadata double %213, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %207, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !108
  call void @llvm.dbg.value(metadata double %213, metadata !75, metadata !DIExpression()), !dbg !108
  call void @llvm.dbg.value(metadata i32 %207, metadata !74, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !108
  %214 = fdiv double 2.000000e+01, %213, !dbg !111
  %215 = fadd double %213, %214, !dbg !112
  %216 = fmul double %215, 5.000000e-01, !dbg !113
  call void @llvm.dbg.value(metadata double %216, metadata !75, metadata !DIExpression()), !dbg !108
  %217 = add nuw nsw i32 %207, 3, !dbg !114
  call void @llvm.dbg.value(metadata i32 %217, metadata !74, metadata !DIExpression()), !dbg !108
  %218 = icmp eq i32 %217, 24, !dbg !115
  br i1 %218, label %219, label %205, !dbg !110, !llvm.loop !116

219:                                              ; preds = %205
  %220 = fsub double %202, %204, !dbg !118
  %221 = getelementptr inbounds [16 x double], [16 x double]* @Stddev, i64 0, i64 %200, !dbg !119
  %222 = load double, double* %221, align 8, !dbg !119, !tbaa !49
  %223 = fmul double %216, %222, !dbg !120
  %224 = fdiv double %220, %223, !dbg !121
  store double %224, double* %201, align 8, !dbg !122, !tbaa !49
  %225 = add nuw nsw i64 %200, 1, !dbg !123
  call void @llvm.dbg.value(metadata i64 %225, metadata !36, metadata !DIExpression()), !dbg !40
  %226 = icmp eq i64 %225, 16, !dbg !124
  br i1 %226, label %227, label %199, !dbg !101, !llvm.loop !125

227:                                              ; preds = %219
  %228 = add nuw nsw i64 %198, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %228, metadata !34, metadata !DIExpression()), !dbg !40
  %229 = icmp eq i64 %228, 20, !dbg !128
  br i1 %229, label %233, label %197, !dbg !129, !llvm.loop !130

230:                                              ; preds = %278
  call void @llvm.dbg.value(metadata i64 %237, metadata !36, metadata !DIExpression()), !dbg !40
  %231 = add nuw nsw i64 %235, 1, !dbg !132
  %232 = icmp eq i64 %237, 15, !dbg !134
  br i1 %232, label %344, label %233, !dbg !132, !llvm.loop !136

233:                                              ; preds = %227, %230
  %234 = phi i64 [ %237, %230 ], [ 0, %227 ]
  %235 = phi i64 [ %231, %230 ], [ 1, %227 ]
  call void @llvm.dbg.value(metadata i64 %234, metadata !36, metadata !DIExpression()), !dbg !40
  %236 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %234, i64 %234, !dbg !138
  store double 1.000000e+00, double* %236, align 8, !dbg !140, !tbaa !49
  %237 = add nuw nsw i64 %234, 1, !dbg !141
  call void @llvm.dbg.value(metadata i64 %237, metadata !37, metadata !DIExpression()), !dbg !40
  %238 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %234, !dbg !143
  %239 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %234
  %240 = load double, double* %239, align 8, !dbg !143, !tbaa !49
  %241 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %234
  %242 = load double, double* %241, align 8, !dbg !143, !tbaa !49
  %243 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %234
  %244 = load double, double* %243, align 8, !dbg !143, !tbaa !49
  %245 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %234
  %246 = load double, double* %245, align 8, !dbg !143, !tbaa !49
  %247 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %234
  %248 = load double, double* %247, align 8, !dbg !143, !tbaa !49
  %249 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %234
  %250 = load double, double* %249, align 8, !dbg !143, !tbaa !49
  %251 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %234
  %252 = load double, double* %251, align 8, !dbg !143, !tbaa !49
  %253 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %234
  %254 = load double, double* %253, align 8, !dbg !143, !tbaa !49
  %255 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %234
  %256 = load double, double* %255, align 8, !dbg !143, !tbaa !49
  %257 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %234
  %258 = load double, double* %257, align 8, !dbg !143, !tbaa !49
  %259 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %234
  %260 = load double, double* %259, align 8, !dbg !143, !tbaa !49
  %261 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %234
  %262 = load double, double* %261, align 8, !dbg !143, !tbaa !49
  %263 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %234
  %264 = load double, double* %263, align 8, !dbg !143, !tbaa !49
  %265 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %234
  %266 = load double, double* %265, align 8, !dbg !143, !tbaa !49
  %267 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %234
  %268 = load double, double* %267, align 8, !dbg !143, !tbaa !49
  %269 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %234
  %270 = load double, double* %269, align 8, !dbg !143, !tbaa !49
  %271 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %234
  %272 = load double, double* %271, align 8, !dbg !143, !tbaa !49
  %273 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %234
  %274 = load double, double* %273, align 8, !dbg !143, !tbaa !49
  %275 = load double, double* %238, align 8, !tbaa !49
  %276 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %234
  %277 = load double, double* %276, align 8, !tbaa !49
  br label %278, !dbg !148

278:                                              ; preds = %233, %278
  %279 = phi i64 [ %235, %233 ], [ %342, %278 ]
  call void @llvm.dbg.value(metadata i64 %279, metadata !37, metadata !DIExpression()), !dbg !40
  %280 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %234, i64 %279, !dbg !149
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !40
  %281 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %279, !dbg !150
  %282 = load double, double* %281, align 8, !dbg !150, !tbaa !49
  %283 = tail call double @llvm.fmuladd.f64(double %275, double %282, double 0.000000e+00), !dbg !151
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !40
  %284 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %279, !dbg !150
  %285 = load double, double* %284, align 8, !dbg !150, !tbaa !49
  %286 = tail call double @llvm.fmuladd.f64(double %277, double %285, double %283), !dbg !151
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !40
  %287 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %279, !dbg !150
  %288 = load double, double* %287, align 8, !dbg !150, !tbaa !49
  %289 = tail call double @llvm.fmuladd.f64(double %240, double %288, double %286), !dbg !151
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !40
  %290 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %279, !dbg !150
  %291 = load double, double* %290, align 8, !dbg !150, !tbaa !49
  %292 = tail call double @llvm.fmuladd.f64(double %242, double %291, double %289), !dbg !151
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !40
  %293 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %279, !dbg !150
  %294 = load double, double* %293, align 8, !dbg !150, !tbaa !49
  %295 = tail call double @llvm.fmuladd.f64(double %244, double %294, double %292), !dbg !151
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !40
  %296 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %279, !dbg !150
  %297 = load double, double* %296, align 8, !dbg !150, !tbaa !49
  %298 = tail call double @llvm.fmuladd.f64(double %246, double %297, double %295), !dbg !151
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !40
  %299 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %279, !dbg !150
  %300 = load double, double* %299, align 8, !dbg !150, !tbaa !49
  %301 = tail call double @llvm.fmuladd.f64(double %248, double %300, double %298), !dbg !151
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !40
  %302 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %279, !dbg !150
  %303 = load double, double* %302, align 8, !dbg !150, !tbaa !49
  %304 = tail call double @llvm.fmuladd.f64(double %250, double %303, double %301), !dbg !151
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !40
  %305 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %279, !dbg !150
  %306 = load double, double* %305, align 8, !dbg !150, !tbaa !49
  %307 = tail call double @llvm.fmuladd.f64(double %252, double %306, double %304), !dbg !151
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !40
  %308 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %279, !dbg !150
  %309 = load double, double* %308, align 8, !dbg !150, !tbaa !49
  %310 = tail call double @llvm.fmuladd.f64(double %254, double %309, double %307), !dbg !151
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !40
  %311 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %279, !dbg !150
  %312 = load double, double* %311, align 8, !dbg !150, !tbaa !49
  %313 = tail call double @llvm.fmuladd.f64(double %256, double %312, double %310), !dbg !151
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !40
  %314 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %279, !dbg !150
  %315 = load double, double* %314, align 8, !dbg !150, !tbaa !49
  %316 = tail call double @llvm.fmuladd.f64(double %258, double %315, double %313), !dbg !151
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !40
  %317 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %279, !dbg !150
  %318 = load double, double* %317, align 8, !dbg !150, !tbaa !49
  %319 = tail call double @llvm.fmuladd.f64(double %260, double %318, double %316), !dbg !151
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !40
  %320 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %279, !dbg !150
  %321 = load double, double* %320, align 8, !dbg !150, !tbaa !49
  %322 = tail call double @llvm.fmuladd.f64(double %262, double %321, double %319), !dbg !151
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !40
  %323 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %279, !dbg !150
  %324 = load double, double* %323, align 8, !dbg !150, !tbaa !49
  %325 = tail call double @llvm.fmuladd.f64(double %264, double %324, double %322), !dbg !151
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !40
  %326 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %279, !dbg !150
  %327 = load double, double* %326, align 8, !dbg !150, !tbaa !49
  %328 = tail call double @llvm.fmuladd.f64(double %266, double %327, double %325), !dbg !151
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !40
  %329 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %279, !dbg !150
  %330 = load double, double* %329, align 8, !dbg !150, !tbaa !49
  %331 = tail call double @llvm.fmuladd.f64(double %268, double %330, double %328), !dbg !151
  call void @llvm.dbg.value(metadata i64 17, metadata !34, metadata !DIExpression()), !dbg !40
  %332 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %279, !dbg !150
  %333 = load double, double* %332, align 8, !dbg !150, !tbaa !49
  %334 = tail call double @llvm.fmuladd.f64(double %270, double %333, double %331), !dbg !151
  call void @llvm.dbg.value(metadata i64 18, metadata !34, metadata !DIExpression()), !dbg !40
  %335 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %279, !dbg !150
  %336 = load double, double* %335, align 8, !dbg !150, !tbaa !49
  %337 = tail call double @llvm.fmuladd.f64(double %272, double %336, double %334), !dbg !151
  call void @llvm.dbg.value(metadata i64 19, metadata !34, metadata !DIExpression()), !dbg !40
  %338 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %279, !dbg !150
  %339 = load double, double* %338, align 8, !dbg !150, !tbaa !49
  %340 = tail call double @llvm.fmuladd.f64(double %274, double %339, double %337), !dbg !151
  call void @llvm.dbg.value(metadata i64 20, metadata !34, metadata !DIExpression()), !dbg !40
  store double %340, double* %280, align 8, !dbg !151, !tbaa !49
  %341 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %279, i64 %234, !dbg !152
  store double %340, double* %341, align 8, !dbg !153, !tbaa !49
  %342 = add nuw nsw i64 %279, 1, !dbg !154
  call void @llvm.dbg.value(metadata i64 %342, metadata !37, metadata !DIExpression()), !dbg !40
  %343 = icmp eq i64 %342, 16, !dbg !155
  br i1 %343, label %230, label %278, !dbg !148, !llvm.loop !156

344:                                              ; preds = %230
  store double 1.000000e+00, double* getelementptr inbounds ([16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 15, i64 15), align 8, !dbg !158, !tbaa !49
  ret void, !dbg !159
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !160 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !164, metadata !DIExpression()), !dbg !168
  br label %1, !dbg !169

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %61, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !164, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !168
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !171
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !171
  %5 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %6 = mul <2 x i32> %5, <i32 2, i32 3>, !dbg !174
  %7 = add <2 x i32> %6, <i32 0, i32 1>, !dbg !174
  %8 = urem <2 x i32> %7, <i32 29, i32 29>, !dbg !174
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !176
  %10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 0, !dbg !177
  %11 = bitcast double* %10 to <2 x double>*, !dbg !178
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !178, !tbaa !49
  %12 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %13 = mul <2 x i32> %12, <i32 4, i32 5>, !dbg !174
  %14 = add <2 x i32> %13, <i32 2, i32 3>, !dbg !174
  %15 = urem <2 x i32> %14, <i32 29, i32 29>, !dbg !174
  %16 = sitofp <2 x i32> %15 to <2 x double>, !dbg !176
  %17 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 2, !dbg !177
  %18 = bitcast double* %17 to <2 x double>*, !dbg !178
  store <2 x double> %16, <2 x double>* %18, align 16, !dbg !178, !tbaa !49
  %19 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %20 = mul <2 x i32> %19, <i32 6, i32 7>, !dbg !174
  %21 = add <2 x i32> %20, <i32 4, i32 5>, !dbg !174
  %22 = urem <2 x i32> %21, <i32 29, i32 29>, !dbg !174
  %23 = sitofp <2 x i32> %22 to <2 x double>, !dbg !176
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 4, !dbg !177
  %25 = bitcast double* %24 to <2 x double>*, !dbg !178
  store <2 x double> %23, <2 x double>* %25, align 16, !dbg !178, !tbaa !49
  %26 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %27 = mul <2 x i32> %26, <i32 8, i32 9>, !dbg !174
  %28 = add <2 x i32> %27, <i32 6, i32 7>, !dbg !174
  %29 = urem <2 x i32> %28, <i32 29, i32 29>, !dbg !174
  %30 = sitofp <2 x i32> %29 to <2 x double>, !dbg !176
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 6, !dbg !177
  %32 = bitcast double* %31 to <2 x double>*, !dbg !178
  store <2 x double> %30, <2 x double>* %32, align 16, !dbg !178, !tbaa !49
  %33 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %34 = mul <2 x i32> %33, <i32 10, i32 11>, !dbg !174
  %35 = add <2 x i32> %34, <i32 8, i32 9>, !dbg !174
  %36 = urem <2 x i32> %35, <i32 29, i32 29>, !dbg !174
  %37 = sitofp <2 x i32> %36 to <2 x double>, !dbg !176
  %38 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 8, !dbg !177
  %39 = bitcast double* %38 to <2 x double>*, !dbg !178
  store <2 x double> %37, <2 x double>* %39, align 16, !dbg !178, !tbaa !49
  %40 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %41 = mul <2 x i32> %40, <i32 12, i32 13>, !dbg !174
  %42 = add <2 x i32> %41, <i32 10, i32 11>, !dbg !174
  %43 = urem <2 x i32> %42, <i32 29, i32 29>, !dbg !174
  %44 = sitofp <2 x i32> %43 to <2 x double>, !dbg !176
  %45 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 10, !dbg !177
  %46 = bitcast double* %45 to <2 x double>*, !dbg !178
  store <2 x double> %44, <2 x double>* %46, align 16, !dbg !178, !tbaa !49
  %47 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %48 = mul <2 x i32> %47, <i32 14, i32 15>, !dbg !174
  %49 = add <2 x i32> %48, <i32 12, i32 13>, !dbg !174
  %50 = urem <2 x i32> %49, <i32 29, i32 29>, !dbg !174
  %51 = sitofp <2 x i32> %50 to <2 x double>, !dbg !176
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 12, !dbg !177
  %53 = bitcast double* %52 to <2 x double>*, !dbg !178
  store <2 x double> %51, <2 x double>* %53, align 16, !dbg !178, !tbaa !49
  %54 = trunc <2 x i64> %4 to <2 x i32>, !dbg !174
  %55 = mul <2 x i32> %54, <i32 16, i32 17>, !dbg !174
  %56 = add <2 x i32> %55, <i32 14, i32 15>, !dbg !174
  %57 = urem <2 x i32> %56, <i32 29, i32 29>, !dbg !174
  %58 = sitofp <2 x i32> %57 to <2 x double>, !dbg !176
  %59 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 14, !dbg !177
  %60 = bitcast double* %59 to <2 x double>*, !dbg !178
  store <2 x double> %58, <2 x double>* %60, align 16, !dbg !178, !tbaa !49
  %61 = add nuw nsw i64 %2, 1, !dbg !179
  call void @llvm.dbg.value(metadata i64 %61, metadata !164, metadata !DIExpression()), !dbg !168
  %62 = icmp eq i64 %61, 20, !dbg !180
  br i1 %62, label %63, label %1, !dbg !169, !llvm.loop !181

63:                                               ; preds = %1
  tail call void @kernel_correlation(), !dbg !183
  call void @llvm.dbg.value(metadata i32 0, metadata !165, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !167, metadata !DIExpression()), !dbg !168
  br label %64, !dbg !184

64:                                               ; preds = %63, %64
  %65 = phi i64 [ 0, %63 ], [ %115, %64 ]
  %66 = phi double [ 0.000000e+00, %63 ], [ %114, %64 ]
  call void @llvm.dbg.value(metadata double %66, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 %65, metadata !165, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %66, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i32 0, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %66, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 0, metadata !166, metadata !DIExpression()), !dbg !168
  %67 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 0, !dbg !186
  %68 = load double, double* %67, align 16, !dbg !186, !tbaa !49
  %69 = fadd double %66, %68, !dbg !190
  call void @llvm.dbg.value(metadata double %69, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 1, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %69, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 1, metadata !166, metadata !DIExpression()), !dbg !168
  %70 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 1, !dbg !186
  %71 = load double, double* %70, align 8, !dbg !186, !tbaa !49
  %72 = fadd double %69, %71, !dbg !190
  call void @llvm.dbg.value(metadata double %72, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 2, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %72, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 2, metadata !166, metadata !DIExpression()), !dbg !168
  %73 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 2, !dbg !186
  %74 = load double, double* %73, align 16, !dbg !186, !tbaa !49
  %75 = fadd double %72, %74, !dbg !190
  call void @llvm.dbg.value(metadata double %75, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 3, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %75, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 3, metadata !166, metadata !DIExpression()), !dbg !168
  %76 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 3, !dbg !186
  %77 = load double, double* %76, align 8, !dbg !186, !tbaa !49
  %78 = fadd double %75, %77, !dbg !190
  call void @llvm.dbg.value(metadata double %78, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 4, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %78, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 4, metadata !166, metadata !DIExpression()), !dbg !168
  %79 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 4, !dbg !186
  %80 = load double, double* %79, align 16, !dbg !186, !tbaa !49
  %81 = fadd double %78, %80, !dbg !190
  call void @llvm.dbg.value(metadata double %81, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 5, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %81, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 5, metadata !166, metadata !DIExpression()), !dbg !168
  %82 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 5, !dbg !186
  %83 = load double, double* %82, align 8, !dbg !186, !tbaa !49
  %84 = fadd double %81, %83, !dbg !190
  call void @llvm.dbg.value(metadata double %84, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 6, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %84, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 6, metadata !166, metadata !DIExpression()), !dbg !168
  %85 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 6, !dbg !186
  %86 = load double, double* %85, align 16, !dbg !186, !tbaa !49
  %87 = fadd double %84, %86, !dbg !190
  call void @llvm.dbg.value(metadata double %87, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 7, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %87, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 7, metadata !166, metadata !DIExpression()), !dbg !168
  %88 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 7, !dbg !186
  %89 = load double, double* %88, align 8, !dbg !186, !tbaa !49
  %90 = fadd double %87, %89, !dbg !190
  call void @llvm.dbg.value(metadata double %90, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 8, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %90, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 8, metadata !166, metadata !DIExpression()), !dbg !168
  %91 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 8, !dbg !186
  %92 = load double, double* %91, align 16, !dbg !186, !tbaa !49
  %93 = fadd double %90, %92, !dbg !190
  call void @llvm.dbg.value(metadata double %93, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 9, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %93, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 9, metadata !166, metadata !DIExpression()), !dbg !168
  %94 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 9, !dbg !186
  %95 = load double, double* %94, align 8, !dbg !186, !tbaa !49
  %96 = fadd double %93, %95, !dbg !190
  call void @llvm.dbg.value(metadata double %96, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 10, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %96, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 10, metadata !166, metadata !DIExpression()), !dbg !168
  %97 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 10, !dbg !186
  %98 = load double, double* %97, align 16, !dbg !186, !tbaa !49
  %99 = fadd double %96, %98, !dbg !190
  call void @llvm.dbg.value(metadata double %99, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 11, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %99, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 11, metadata !166, metadata !DIExpression()), !dbg !168
  %100 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 11, !dbg !186
  %101 = load double, double* %100, align 8, !dbg !186, !tbaa !49
  %102 = fadd double %99, %101, !dbg !190
  call void @llvm.dbg.value(metadata double %102, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 12, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %102, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 12, metadata !166, metadata !DIExpression()), !dbg !168
  %103 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 12, !dbg !186
  %104 = load double, double* %103, align 16, !dbg !186, !tbaa !49
  %105 = fadd double %102, %104, !dbg !190
  call void @llvm.dbg.value(metadata double %105, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 13, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %105, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 13, metadata !166, metadata !DIExpression()), !dbg !168
  %106 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 13, !dbg !186
  %107 = load double, double* %106, align 8, !dbg !186, !tbaa !49
  %108 = fadd double %105, %107, !dbg !190
  call void @llvm.dbg.value(metadata double %108, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 14, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %108, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 14, metadata !166, metadata !DIExpression()), !dbg !168
  %109 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 14, !dbg !186
  %110 = load double, double* %109, align 16, !dbg !186, !tbaa !49
  %111 = fadd double %108, %110, !dbg !190
  call void @llvm.dbg.value(metadata double %111, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 15, metadata !166, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata double %111, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 15, metadata !166, metadata !DIExpression()), !dbg !168
  %112 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Corr, i64 0, i64 %65, i64 15, !dbg !186
  %113 = load double, double* %112, align 8, !dbg !186, !tbaa !49
  %114 = fadd double %111, %113, !dbg !190
  call void @llvm.dbg.value(metadata double %114, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 16, metadata !166, metadata !DIExpression()), !dbg !168
  %115 = add nuw nsw i64 %65, 1, !dbg !191
  call void @llvm.dbg.value(metadata double %114, metadata !167, metadata !DIExpression()), !dbg !168
  call void @llvm.dbg.value(metadata i64 %115, metadata !165, metadata !DIExpression()), !dbg !168
  %116 = icmp eq i64 %115, 16, !dbg !192
  br i1 %116, label %117, label %64, !dbg !184, !llvm.loop !193

117:                                              ; preds = %64
  store double %114, double* @checksum, align 8, !dbg !195, !tbaa !49
  ret i32 0, !dbg !196
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "correlation.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 20)
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Stddev", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Corr", scope: !2, file: !3, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !20)
!20 = !{!12, !12}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 22, type: !5, isLocal: false, isDefinition: true)
!23 = !{i32 7, !"Dwarf Version", i32 4}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 7, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 1}
!29 = !{!"Debian clang version 14.0.6"}
!30 = distinct !DISubprogram(name: "kernel_correlation", scope: !3, file: !3, line: 35, type: !31, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !33)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !{!34, !36, !37, !38}
!34 = !DILocalVariable(name: "i", scope: !30, file: !3, line: 37, type: !35)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "p", scope: !30, file: !3, line: 37, type: !35)
!37 = !DILocalVariable(name: "q", scope: !30, file: !3, line: 37, type: !35)
!38 = !DILocalVariable(name: "eps", scope: !30, file: !3, line: 38, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!40 = !DILocation(line: 0, scope: !30)
!41 = !DILocation(line: 39, column: 3, scope: !42)
!42 = distinct !DILexicalBlock(scope: !30, file: !3, line: 39, column: 3)
!43 = !DILocation(line: 39, column: 23, scope: !44)
!44 = distinct !DILexicalBlock(scope: !42, file: !3, line: 39, column: 3)
!45 = !DILocation(line: 42, column: 18, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 41, column: 5)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 41, column: 5)
!48 = distinct !DILexicalBlock(scope: !44, file: !3, line: 39, column: 27)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 42, column: 15, scope: !46)
!54 = !DILocation(line: 43, column: 13, scope: !48)
!55 = distinct !{!55, !41, !56, !57, !58}
!56 = !DILocation(line: 44, column: 3, scope: !42)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !{!"llvm.loop.isvectorized", i32 1}
!59 = !DILocation(line: 46, column: 5, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 45, column: 27)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 45, column: 3)
!62 = distinct !DILexicalBlock(scope: !30, file: !3, line: 45, column: 3)
!63 = !DILocation(line: 48, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 47, column: 5)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 47, column: 5)
!66 = !DILocation(line: 48, column: 32, scope: !64)
!67 = !DILocation(line: 48, column: 17, scope: !64)
!68 = !DILocation(line: 49, column: 39, scope: !60)
!69 = !DILocalVariable(name: "x", arg: 1, scope: !70, file: !3, line: 24, type: !5)
!70 = distinct !DISubprogram(name: "newton_sqrt", scope: !3, file: !3, line: 24, type: !71, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!5, !5}
!73 = !{!69, !74, !75}
!74 = !DILocalVariable(name: "it", scope: !70, file: !3, line: 26, type: !35)
!75 = !DILocalVariable(name: "g", scope: !70, file: !3, line: 27, type: !5)
!76 = !DILocation(line: 0, scope: !70, inlinedAt: !77)
!77 = distinct !DILocation(line: 49, column: 17, scope: !60)
!78 = !DILocation(line: 28, column: 9, scope: !79, inlinedAt: !77)
!79 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 7)
!80 = !DILocation(line: 28, column: 7, scope: !70, inlinedAt: !77)
!81 = !DILocation(line: 27, column: 22, scope: !70, inlinedAt: !77)
!82 = !DILocation(line: 30, column: 3, scope: !83, inlinedAt: !77)
!83 = distinct !DILexicalBlock(scope: !70, file: !3, line: 30, column: 3)
!84 = !DILocation(line: 31, column: 22, scope: !85, inlinedAt: !77)
!85 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 3)
!86 = !DILocation(line: 31, column: 18, scope: !85, inlinedAt: !77)
!87 = !DILocation(line: 31, column: 13, scope: !85, inlinedAt: !77)
!88 = !DILocation(line: 30, column: 37, scope: !85, inlinedAt: !77)
!89 = !DILocation(line: 30, column: 19, scope: !85, inlinedAt: !77)
!90 = distinct !{!90, !82, !91, !57}
!91 = !DILocation(line: 31, column: 25, scope: !83, inlinedAt: !77)
!92 = !DILocation(line: 50, column: 19, scope: !93)
!93 = distinct !DILexicalBlock(scope: !60, file: !3, line: 50, column: 9)
!94 = !DILocation(line: 50, column: 9, scope: !60)
!95 = !DILocation(line: 0, scope: !60)
!96 = !DILocation(line: 45, column: 23, scope: !61)
!97 = !DILocation(line: 45, column: 17, scope: !61)
!98 = !DILocation(line: 45, column: 3, scope: !62)
!99 = distinct !{!99, !98, !100, !57}
!100 = !DILocation(line: 52, column: 3, scope: !62)
!101 = !DILocation(line: 54, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 54, column: 5)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 53, column: 3)
!104 = distinct !DILexicalBlock(scope: !30, file: !3, line: 53, column: 3)
!105 = !DILocation(line: 55, column: 21, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 54, column: 5)
!107 = !DILocation(line: 55, column: 34, scope: !106)
!108 = !DILocation(line: 0, scope: !70, inlinedAt: !109)
!109 = distinct !DILocation(line: 55, column: 46, scope: !106)
!110 = !DILocation(line: 30, column: 3, scope: !83, inlinedAt: !109)
!111 = !DILocation(line: 31, column: 22, scope: !85, inlinedAt: !109)
!112 = !DILocation(line: 31, column: 18, scope: !85, inlinedAt: !109)
!113 = !DILocation(line: 31, column: 13, scope: !85, inlinedAt: !109)
!114 = !DILocation(line: 30, column: 37, scope: !85, inlinedAt: !109)
!115 = !DILocation(line: 30, column: 19, scope: !85, inlinedAt: !109)
!116 = distinct !{!116, !110, !117, !57}
!117 = !DILocation(line: 31, column: 25, scope: !83, inlinedAt: !109)
!118 = !DILocation(line: 55, column: 32, scope: !106)
!119 = !DILocation(line: 55, column: 71, scope: !106)
!120 = !DILocation(line: 55, column: 69, scope: !106)
!121 = !DILocation(line: 55, column: 43, scope: !106)
!122 = !DILocation(line: 55, column: 18, scope: !106)
!123 = !DILocation(line: 54, column: 25, scope: !106)
!124 = !DILocation(line: 54, column: 19, scope: !106)
!125 = distinct !{!125, !101, !126, !57}
!126 = !DILocation(line: 55, column: 80, scope: !102)
!127 = !DILocation(line: 53, column: 23, scope: !103)
!128 = !DILocation(line: 53, column: 17, scope: !103)
!129 = !DILocation(line: 53, column: 3, scope: !104)
!130 = distinct !{!130, !129, !131, !57}
!131 = !DILocation(line: 55, column: 80, scope: !104)
!132 = !DILocation(line: 56, column: 3, scope: !133)
!133 = distinct !DILexicalBlock(scope: !30, file: !3, line: 56, column: 3)
!134 = !DILocation(line: 56, column: 17, scope: !135)
!135 = distinct !DILexicalBlock(scope: !133, file: !3, line: 56, column: 3)
!136 = distinct !{!136, !132, !137, !57}
!137 = !DILocation(line: 64, column: 3, scope: !133)
!138 = !DILocation(line: 57, column: 5, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 56, column: 31)
!140 = !DILocation(line: 57, column: 16, scope: !139)
!141 = !DILocation(line: 58, column: 16, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 58, column: 5)
!143 = !DILocation(line: 61, column: 23, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 60, column: 7)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 60, column: 7)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 58, column: 33)
!147 = distinct !DILexicalBlock(scope: !142, file: !3, line: 58, column: 5)
!148 = !DILocation(line: 58, column: 5, scope: !142)
!149 = !DILocation(line: 59, column: 7, scope: !146)
!150 = !DILocation(line: 61, column: 36, scope: !144)
!151 = !DILocation(line: 61, column: 20, scope: !144)
!152 = !DILocation(line: 62, column: 7, scope: !146)
!153 = !DILocation(line: 62, column: 18, scope: !146)
!154 = !DILocation(line: 58, column: 29, scope: !147)
!155 = !DILocation(line: 58, column: 23, scope: !147)
!156 = distinct !{!156, !148, !157, !57}
!157 = !DILocation(line: 63, column: 5, scope: !142)
!158 = !DILocation(line: 65, column: 22, scope: !30)
!159 = !DILocation(line: 66, column: 1, scope: !30)
!160 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 68, type: !161, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!35}
!163 = !{!164, !165, !166, !167}
!164 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 70, type: !35)
!165 = !DILocalVariable(name: "p", scope: !160, file: !3, line: 70, type: !35)
!166 = !DILocalVariable(name: "q", scope: !160, file: !3, line: 70, type: !35)
!167 = !DILocalVariable(name: "s", scope: !160, file: !3, line: 71, type: !5)
!168 = !DILocation(line: 0, scope: !160)
!169 = !DILocation(line: 72, column: 3, scope: !170)
!170 = distinct !DILexicalBlock(scope: !160, file: !3, line: 72, column: 3)
!171 = !DILocation(line: 73, column: 5, scope: !172)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 73, column: 5)
!173 = distinct !DILexicalBlock(scope: !170, file: !3, line: 72, column: 3)
!174 = !DILocation(line: 74, column: 47, scope: !175)
!175 = distinct !DILexicalBlock(scope: !172, file: !3, line: 73, column: 5)
!176 = !DILocation(line: 74, column: 20, scope: !175)
!177 = !DILocation(line: 73, column: 25, scope: !175)
!178 = !DILocation(line: 74, column: 18, scope: !175)
!179 = !DILocation(line: 72, column: 23, scope: !173)
!180 = !DILocation(line: 72, column: 17, scope: !173)
!181 = distinct !{!181, !169, !182, !57}
!182 = !DILocation(line: 74, column: 51, scope: !170)
!183 = !DILocation(line: 75, column: 3, scope: !160)
!184 = !DILocation(line: 76, column: 3, scope: !185)
!185 = distinct !DILexicalBlock(scope: !160, file: !3, line: 76, column: 3)
!186 = !DILocation(line: 78, column: 12, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 77, column: 5)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 77, column: 5)
!189 = distinct !DILexicalBlock(scope: !185, file: !3, line: 76, column: 3)
!190 = !DILocation(line: 78, column: 9, scope: !187)
!191 = !DILocation(line: 76, column: 23, scope: !189)
!192 = !DILocation(line: 76, column: 17, scope: !189)
!193 = distinct !{!193, !184, !194, !57}
!194 = !DILocation(line: 78, column: 21, scope: !185)
!195 = !DILocation(line: 79, column: 12, scope: !160)
!196 = !DILocation(line: 80, column: 3, scope: !160)
