; ModuleID = 'covariance.c'
source_filename = "covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [20 x [16 x double]] zeroinitializer, align 16, !dbg !7
@Cov = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_covariance() local_unnamed_addr #0 !dbg !28 {
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  br label %1, !dbg !43

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %86, %1 ], !dbg !45
  %3 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %2, !dbg !45
  %4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %2, !dbg !45
  %5 = bitcast double* %4 to <2 x double>*, !dbg !47
  %6 = load <2 x double>, <2 x double>* %5, align 16, !dbg !47, !tbaa !51
  %7 = fadd <2 x double> %6, zeroinitializer, !dbg !55
  %8 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %2, !dbg !45
  %9 = bitcast double* %8 to <2 x double>*, !dbg !47
  %10 = load <2 x double>, <2 x double>* %9, align 16, !dbg !47, !tbaa !51
  %11 = fadd <2 x double> %10, %7, !dbg !55
  %12 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %2, !dbg !45
  %13 = bitcast double* %12 to <2 x double>*, !dbg !47
  %14 = load <2 x double>, <2 x double>* %13, align 16, !dbg !47, !tbaa !51
  %15 = fadd <2 x double> %14, %11, !dbg !55
  %16 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %2, !dbg !45
  %17 = bitcast double* %16 to <2 x double>*, !dbg !47
  %18 = load <2 x double>, <2 x double>* %17, align 16, !dbg !47, !tbaa !51
  %19 = fadd <2 x double> %18, %15, !dbg !55
  %20 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %2, !dbg !45
  %21 = bitcast double* %20 to <2 x double>*, !dbg !47
  %22 = load <2 x double>, <2 x double>* %21, align 16, !dbg !47, !tbaa !51
  %23 = fadd <2 x double> %22, %19, !dbg !55
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %2, !dbg !45
  %25 = bitcast double* %24 to <2 x double>*, !dbg !47
  %26 = load <2 x double>, <2 x double>* %25, align 16, !dbg !47, !tbaa !51
  %27 = fadd <2 x double> %26, %23, !dbg !55
  %28 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %2, !dbg !45
  %29 = bitcast double* %28 to <2 x double>*, !dbg !47
  %30 = load <2 x double>, <2 x double>* %29, align 16, !dbg !47, !tbaa !51
  %31 = fadd <2 x double> %30, %27, !dbg !55
  %32 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %2, !dbg !45
  %33 = bitcast double* %32 to <2 x double>*, !dbg !47
  %34 = load <2 x double>, <2 x double>* %33, align 16, !dbg !47, !tbaa !51
  %35 = fadd <2 x double> %34, %31, !dbg !55
  %36 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %2, !dbg !45
  %37 = bitcast double* %36 to <2 x double>*, !dbg !47
  %38 = load <2 x double>, <2 x double>* %37, align 16, !dbg !47, !tbaa !51
  %39 = fadd <2 x double> %38, %35, !dbg !55
  %40 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %2, !dbg !45
  %41 = bitcast double* %40 to <2 x double>*, !dbg !47
  %42 = load <2 x double>, <2 x double>* %41, align 16, !dbg !47, !tbaa !51
  %43 = fadd <2 x double> %42, %39, !dbg !55
  %44 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %2, !dbg !45
  %45 = bitcast double* %44 to <2 x double>*, !dbg !47
  %46 = load <2 x double>, <2 x double>* %45, align 16, !dbg !47, !tbaa !51
  %47 = fadd <2 x double> %46, %43, !dbg !55
  %48 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %2, !dbg !45
  %49 = bitcast double* %48 to <2 x double>*, !dbg !47
  %50 = load <2 x double>, <2 x double>* %49, align 16, !dbg !47, !tbaa !51
  %51 = fadd <2 x double> %50, %47, !dbg !55
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %2, !dbg !45
  %53 = bitcast double* %52 to <2 x double>*, !dbg !47
  %54 = load <2 x double>, <2 x double>* %53, align 16, !dbg !47, !tbaa !51
  %55 = fadd <2 x double> %54, %51, !dbg !55
  %56 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %2, !dbg !45
  %57 = bitcast double* %56 to <2 x double>*, !dbg !47
  %58 = load <2 x double>, <2 x double>* %57, align 16, !dbg !47, !tbaa !51
  %59 = fadd <2 x double> %58, %55, !dbg !55
  %60 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %2, !dbg !45
  %61 = bitcast double* %60 to <2 x double>*, !dbg !47
  %62 = load <2 x double>, <2 x double>* %61, align 16, !dbg !47, !tbaa !51
  %63 = fadd <2 x double> %62, %59, !dbg !55
  %64 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %2, !dbg !45
  %65 = bitcast double* %64 to <2 x double>*, !dbg !47
  %66 = load <2 x double>, <2 x double>* %65, align 16, !dbg !47, !tbaa !51
  %67 = fadd <2 x double> %66, %63, !dbg !55
  %68 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %2, !dbg !45
  %69 = bitcast double* %68 to <2 x double>*, !dbg !47
  %70 = load <2 x double>, <2 x double>* %69, align 16, !dbg !47, !tbaa !51
  %71 = fadd <2 x double> %70, %67, !dbg !55
  %72 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %2, !dbg !45
  %73 = bitcast double* %72 to <2 x double>*, !dbg !47
  %74 = load <2 x double>, <2 x double>* %73, align 16, !dbg !47, !tbaa !51
  %75 = fadd <2 x double> %74, %71, !dbg !55
  %76 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %2, !dbg !45
  %77 = bitcast double* %76 to <2 x double>*, !dbg !47
  %78 = load <2 x double>, <2 x double>* %77, align 16, !dbg !47, !tbaa !51
  %79 = fadd <2 x double> %78, %75, !dbg !55
  %80 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %2, !dbg !45
  %81 = bitcast double* %80 to <2 x double>*, !dbg !47
  %82 = load <2 x double>, <2 x double>* %81, align 16, !dbg !47, !tbaa !51
  %83 = fadd <2 x double> %82, %79, !dbg !55
  %84 = fdiv <2 x double> %83, <double 2.000000e+01, double 2.000000e+01>, !dbg !56
  %85 = bitcast double* %3 to <2 x double>*, !dbg !56
  store <2 x double> %84, <2 x double>* %85, align 16, !dbg !56, !tbaa !51
  %86 = add nuw i64 %2, 2, !dbg !45
  %87 = icmp eq i64 %86, 16, !dbg !45
  br i1 %87, label %88, label %1, !dbg !45, !llvm.loop !57

88:                                               ; preds = %1
  %89 = load <2 x double>, <2 x double>* bitcast ([16 x double]* @Mean to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %90 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 2) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %91 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 4) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %92 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 6) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %93 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 8) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %94 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 10) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %95 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 12) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %96 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 14) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  br label %97, !dbg !66

97:                                               ; preds = %88, %97
  %98 = phi i64 [ 0, %88 ], [ %139, %97 ]
  call void @llvm.dbg.value(metadata i64 %98, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !42
  %99 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 0, !dbg !67
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !42
  %100 = bitcast double* %99 to <2 x double>*, !dbg !68
  %101 = load <2 x double>, <2 x double>* %100, align 16, !dbg !68, !tbaa !51
  %102 = fsub <2 x double> %101, %89, !dbg !68
  %103 = bitcast double* %99 to <2 x double>*, !dbg !68
  store <2 x double> %102, <2 x double>* %103, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !42
  %104 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 2, !dbg !67
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !42
  %105 = bitcast double* %104 to <2 x double>*, !dbg !68
  %106 = load <2 x double>, <2 x double>* %105, align 16, !dbg !68, !tbaa !51
  %107 = fsub <2 x double> %106, %90, !dbg !68
  %108 = bitcast double* %104 to <2 x double>*, !dbg !68
  store <2 x double> %107, <2 x double>* %108, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !42
  %109 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 4, !dbg !67
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !42
  %110 = bitcast double* %109 to <2 x double>*, !dbg !68
  %111 = load <2 x double>, <2 x double>* %110, align 16, !dbg !68, !tbaa !51
  %112 = fsub <2 x double> %111, %91, !dbg !68
  %113 = bitcast double* %109 to <2 x double>*, !dbg !68
  store <2 x double> %112, <2 x double>* %113, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !42
  %114 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 6, !dbg !67
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !42
  %115 = bitcast double* %114 to <2 x double>*, !dbg !68
  %116 = load <2 x double>, <2 x double>* %115, align 16, !dbg !68, !tbaa !51
  %117 = fsub <2 x double> %116, %92, !dbg !68
  %118 = bitcast double* %114 to <2 x double>*, !dbg !68
  store <2 x double> %117, <2 x double>* %118, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !42
  %119 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 8, !dbg !67
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !42
  %120 = bitcast double* %119 to <2 x double>*, !dbg !68
  %121 = load <2 x double>, <2 x double>* %120, align 16, !dbg !68, !tbaa !51
  %122 = fsub <2 x double> %121, %93, !dbg !68
  %123 = bitcast double* %119 to <2 x double>*, !dbg !68
  store <2 x double> %122, <2 x double>* %123, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !42
  %124 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 10, !dbg !67
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !42
  %125 = bitcast double* %124 to <2 x double>*, !dbg !68
  %126 = load <2 x double>, <2 x double>* %125, align 16, !dbg !68, !tbaa !51
  %127 = fsub <2 x double> %126, %94, !dbg !68
  %128 = bitcast double* %124 to <2 x double>*, !dbg !68
  store <2 x double> %127, <2 x double>* %128, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !42
  %129 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 12, !dbg !67
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !42
  %130 = bitcast double* %129 to <2 x double>*, !dbg !68
  %131 = load <2 x double>, <2 x double>* %130, align 16, !dbg !68, !tbaa !51
  %132 = fsub <2 x double> %131, %95, !dbg !68
  %133 = bitcast double* %129 to <2 x double>*, !dbg !68
  store <2 x double> %132, <2 x double>* %133, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !42
  %134 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %98, i64 14, !dbg !67
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !42
  %135 = bitcast double* %134 to <2 x double>*, !dbg !68
  %136 = load <2 x double>, <2 x double>* %135, align 16, !dbg !68, !tbaa !51
  %137 = fsub <2 x double> %136, %96, !dbg !68
  %138 = bitcast double* %134 to <2 x double>*, !dbg !68
  store <2 x double> %137, <2 x double>* %138, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !42
  %139 = add nuw nsw i64 %98, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %139, metadata !32, metadata !DIExpression()), !dbg !42
  %140 = icmp eq i64 %139, 20, !dbg !70
  br i1 %140, label %141, label %97, !dbg !66, !llvm.loop !71

141:                                              ; preds = %97, %269
  %142 = phi i64 [ %270, %269 ], [ 0, %97 ]
  call void @llvm.dbg.value(metadata i64 %142, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %142, metadata !35, metadata !DIExpression()), !dbg !42
  %143 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %142, !dbg !73
  %144 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %142
  %145 = load double, double* %144, align 8, !dbg !73, !tbaa !51
  %146 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %142
  %147 = load double, double* %146, align 8, !dbg !73, !tbaa !51
  %148 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %142
  %149 = load double, double* %148, align 8, !dbg !73, !tbaa !51
  %150 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %142
  %151 = load double, double* %150, align 8, !dbg !73, !tbaa !51
  %152 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %142
  %153 = load double, double* %152, align 8, !dbg !73, !tbaa !51
  %154 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %142
  %155 = load double, double* %154, align 8, !dbg !73, !tbaa !51
  %156 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %142
  %157 = load double, double* %156, align 8, !dbg !73, !tbaa !51
  %158 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %142
  %159 = load double, double* %158, align 8, !dbg !73, !tbaa !51
  %160 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %142
  %161 = load double, double* %160, align 8, !dbg !73, !tbaa !51
  %162 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %142
  %163 = load double, double* %162, align 8, !dbg !73, !tbaa !51
  %164 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %142
  %165 = load double, double* %164, align 8, !dbg !73, !tbaa !51
  %166 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %142
  %167 = load double, double* %166, align 8, !dbg !73, !tbaa !51
  %168 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %142
  %169 = load double, double* %168, align 8, !dbg !73, !tbaa !51
  %170 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %142
  %171 = load double, double* %170, align 8, !dbg !73, !tbaa !51
  %172 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %142
  %173 = load double, double* %172, align 8, !dbg !73, !tbaa !51
  %174 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %142
  %175 = load double, double* %174, align 8, !dbg !73, !tbaa !51
  %176 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %142
  %177 = load double, double* %176, align 8, !dbg !73, !tbaa !51
  %178 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %142
  %179 = load double, double* %178, align 8, !dbg !73, !tbaa !51
  %180 = load double, double* %143, align 8, !tbaa !51
  %181 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %142
  %182 = load double, double* %181, align 8, !tbaa !51
  br label %183, !dbg !76

183:                                              ; preds = %232, %141
  %184 = phi double [ %179, %141 ], [ %268, %232 ], !dbg !77
  %185 = phi double [ %177, %141 ], [ %266, %232 ], !dbg !77
  %186 = phi double [ %175, %141 ], [ %264, %232 ], !dbg !77
  %187 = phi double [ %173, %141 ], [ %262, %232 ], !dbg !77
  %188 = phi double [ %171, %141 ], [ %260, %232 ], !dbg !77
  %189 = phi double [ %169, %141 ], [ %258, %232 ], !dbg !77
  %190 = phi double [ %167, %141 ], [ %256, %232 ], !dbg !77
  %191 = phi double [ %165, %141 ], [ %254, %232 ], !dbg !77
  %192 = phi double [ %163, %141 ], [ %252, %232 ], !dbg !77
  %193 = phi double [ %161, %141 ], [ %250, %232 ], !dbg !77
  %194 = phi double [ %159, %141 ], [ %248, %232 ], !dbg !77
  %195 = phi double [ %157, %141 ], [ %246, %232 ], !dbg !77
  %196 = phi double [ %155, %141 ], [ %244, %232 ], !dbg !77
  %197 = phi double [ %153, %141 ], [ %242, %232 ], !dbg !77
  %198 = phi double [ %151, %141 ], [ %240, %232 ], !dbg !77
  %199 = phi double [ %149, %141 ], [ %238, %232 ], !dbg !77
  %200 = phi double [ %147, %141 ], [ %236, %232 ], !dbg !77
  %201 = phi double [ %145, %141 ], [ %234, %232 ], !dbg !77
  %202 = phi i64 [ %142, %141 ], [ %230, %232 ]
  call void @llvm.dbg.value(metadata i64 %202, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !42
  %203 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %202, !dbg !77
  %204 = load double, double* %203, align 8, !dbg !77, !tbaa !51
  %205 = tail call double @llvm.fmuladd.f64(double %180, double %204, double 0.000000e+00), !dbg !79
  call void @llvm.dbg.value(metadata double %205, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !42
  %206 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %202, !dbg !77
  %207 = load double, double* %206, align 8, !dbg !77, !tbaa !51
  %208 = tail call double @llvm.fmuladd.f64(double %182, double %207, double %205), !dbg !79
  call void @llvm.dbg.value(metadata double %208, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 2, metadata !32, metadata !DIExpression()), !dbg !42
  %209 = tail call double @llvm.fmuladd.f64(double %145, double %201, double %208), !dbg !79
  call void @llvm.dbg.value(metadata double %209, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 3, metadata !32, metadata !DIExpression()), !dbg !42
  %210 = tail call double @llvm.fmuladd.f64(double %147, double %200, double %209), !dbg !79
  call void @llvm.dbg.value(metadata double %210, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 4, metadata !32, metadata !DIExpression()), !dbg !42
  %211 = tail call double @llvm.fmuladd.f64(double %149, double %199, double %210), !dbg !79
  call void @llvm.dbg.value(metadata double %211, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 5, metadata !32, metadata !DIExpression()), !dbg !42
  %212 = tail call double @llvm.fmuladd.f64(double %151, double %198, double %211), !dbg !79
  call void @llvm.dbg.value(metadata double %212, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 6, metadata !32, metadata !DIExpression()), !dbg !42
  %213 = tail call double @llvm.fmuladd.f64(double %153, double %197, double %212), !dbg !79
  call void @llvm.dbg.value(metadata double %213, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 7, metadata !32, metadata !DIExpression()), !dbg !42
  %214 = tail call double @llvm.fmuladd.f64(double %155, double %196, double %213), !dbg !79
  call void @llvm.dbg.value(metadata double %214, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 8, metadata !32, metadata !DIExpression()), !dbg !42
  %215 = tail call double @llvm.fmuladd.f64(double %157, double %195, double %214), !dbg !79
  call void @llvm.dbg.value(metadata double %215, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 9, metadata !32, metadata !DIExpression()), !dbg !42
  %216 = tail call double @llvm.fmuladd.f64(double %159, double %194, double %215), !dbg !79
  call void @llvm.dbg.value(metadata double %216, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 10, metadata !32, metadata !DIExpression()), !dbg !42
  %217 = tail call double @llvm.fmuladd.f64(double %161, double %193, double %216), !dbg !79
  call void @llvm.dbg.value(metadata double %217, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 11, metadata !32, metadata !DIExpression()), !dbg !42
  %218 = tail call double @llvm.fmuladd.f64(double %163, double %192, double %217), !dbg !79
  call void @llvm.dbg.value(metadata double %218, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 12, metadata !32, metadata !DIExpression()), !dbg !42
  %219 = tail call double @llvm.fmuladd.f64(double %165, double %191, double %218), !dbg !79
  call void @llvm.dbg.value(metadata double %219, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 13, metadata !32, metadata !DIExpression()), !dbg !42
  %220 = tail call double @llvm.fmuladd.f64(double %167, double %190, double %219), !dbg !79
  call void @llvm.dbg.value(metadata double %220, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 14, metadata !32, metadata !DIExpression()), !dbg !42
  %221 = tail call double @llvm.fmuladd.f64(double %169, double %189, double %220), !dbg !79
  call void @llvm.dbg.value(metadata double %221, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 15, metadata !32, metadata !DIExpression()), !dbg !42
  %222 = tail call double @llvm.fmuladd.f64(double %171, double %188, double %221), !dbg !79
  call void @llvm.dbg.value(metadata double %222, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 16, metadata !32, metadata !DIExpression()), !dbg !42
  %223 = tail call double @llvm.fmuladd.f64(double %173, double %187, double %222), !dbg !79
  call void @llvm.dbg.value(metadata double %223, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 17, metadata !32, metadata !DIExpression()), !dbg !42
  %224 = tail call double @llvm.fmuladd.f64(double %175, double %186, double %223), !dbg !79
  call void @llvm.dbg.value(metadata double %224, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 18, metadata !32, metadata !DIExpression()), !dbg !42
  %225 = tail call double @llvm.fmuladd.f64(double %177, double %185, double %224), !dbg !79
  call void @llvm.dbg.value(metadata double %225, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 19, metadata !32, metadata !DIExpression()), !dbg !42
  %226 = tail call double @llvm.fmuladd.f64(double %179, double %184, double %225), !dbg !79
  call void @llvm.dbg.value(metadata double %226, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 20, metadata !32, metadata !DIExpression()), !dbg !42
  %227 = fdiv double %226, 1.900000e+01, !dbg !80
  %228 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %142, i64 %202, !dbg !81
  store double %227, double* %228, align 8, !dbg !82, !tbaa !51
  %229 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %202, i64 %142, !dbg !83
  store double %227, double* %229, align 8, !dbg !84, !tbaa !51
  %230 = add nuw nsw i64 %202, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %230, metadata !35, metadata !DIExpression()), !dbg !42
  %231 = icmp eq i64 %230, 16, !dbg !86
  br i1 %231, label %269, label %232, !dbg !76, !llvm.loop !87

232:                                              ; preds = %183
  %233 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %230
  %234 = load double, double* %233, align 8, !dbg !77, !tbaa !51
  %235 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %230
  %236 = load double, double* %235, align 8, !dbg !77, !tbaa !51
  %237 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %230
  %238 = load double, double* %237, align 8, !dbg !77, !tbaa !51
  %239 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %230
  %240 = load double, double* %239, align 8, !dbg !77, !tbaa !51
  %241 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %230
  %242 = load double, double* %241, align 8, !dbg !77, !tbaa !51
  %243 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %230
  %244 = load double, double* %243, align 8, !dbg !77, !tbaa !51
  %245 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %230
  %246 = load double, double* %245, align 8, !dbg !77, !tbaa !51
  %247 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %230
  %248 = load double, double* %247, align 8, !dbg !77, !tbaa !51
  %249 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %230
  %250 = load double, double* %249, align 8, !dbg !77, !tbaa !51
  %251 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %230
  %252 = load double, double* %251, align 8, !dbg !77, !tbaa !51
  %253 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %230
  %254 = load double, double* %253, align 8, !dbg !77, !tbaa !51
  %255 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %230
  %256 = load double, double* %255, align 8, !dbg !77, !tbaa !51
  %257 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %230
  %258 = load double, double* %257, align 8, !dbg !77, !tbaa !51
  %259 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %230
  %260 = load double, double* %259, align 8, !dbg !77, !tbaa !51
  %261 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %230
  %262 = load double, double* %261, align 8, !dbg !77, !tbaa !51
  %263 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %230
  %264 = load double, double* %263, align 8, !dbg !77, !tbaa !51
  %265 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %230
  %266 = load double, double* %265, align 8, !dbg !77, !tbaa !51
  %267 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %230
  %268 = load double, double* %267, align 8, !dbg !77, !tbaa !51
  br label %183, !dbg !76

269:                                              ; preds = %183
  %270 = add nuw nsw i64 %142, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %270, metadata !34, metadata !DIExpression()), !dbg !42
  %271 = icmp eq i64 %270, 16, !dbg !90
  br i1 %271, label %272, label %141, !dbg !91, !llvm.loop !92

272:                                              ; preds = %269
  ret void, !dbg !94
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !95 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !103
  br label %1, !dbg !104

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %61, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !99, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !103
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !106
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !106
  %5 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %6 = shl <2 x i32> %5, <i32 0, i32 1>, !dbg !109
  %7 = urem <2 x i32> %6, <i32 23, i32 23>, !dbg !109
  %8 = sitofp <2 x i32> %7 to <2 x double>, !dbg !111
  %9 = fdiv <2 x double> %8, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 0, !dbg !113
  %11 = bitcast double* %10 to <2 x double>*, !dbg !114
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !114, !tbaa !51
  %12 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %13 = mul <2 x i32> %12, <i32 3, i32 4>, !dbg !109
  %14 = urem <2 x i32> %13, <i32 23, i32 23>, !dbg !109
  %15 = sitofp <2 x i32> %14 to <2 x double>, !dbg !111
  %16 = fdiv <2 x double> %15, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %17 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 2, !dbg !113
  %18 = bitcast double* %17 to <2 x double>*, !dbg !114
  store <2 x double> %16, <2 x double>* %18, align 16, !dbg !114, !tbaa !51
  %19 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %20 = mul <2 x i32> %19, <i32 5, i32 6>, !dbg !109
  %21 = urem <2 x i32> %20, <i32 23, i32 23>, !dbg !109
  %22 = sitofp <2 x i32> %21 to <2 x double>, !dbg !111
  %23 = fdiv <2 x double> %22, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %24 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 4, !dbg !113
  %25 = bitcast double* %24 to <2 x double>*, !dbg !114
  store <2 x double> %23, <2 x double>* %25, align 16, !dbg !114, !tbaa !51
  %26 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %27 = mul <2 x i32> %26, <i32 7, i32 8>, !dbg !109
  %28 = urem <2 x i32> %27, <i32 23, i32 23>, !dbg !109
  %29 = sitofp <2 x i32> %28 to <2 x double>, !dbg !111
  %30 = fdiv <2 x double> %29, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 6, !dbg !113
  %32 = bitcast double* %31 to <2 x double>*, !dbg !114
  store <2 x double> %30, <2 x double>* %32, align 16, !dbg !114, !tbaa !51
  %33 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %34 = mul <2 x i32> %33, <i32 9, i32 10>, !dbg !109
  %35 = urem <2 x i32> %34, <i32 23, i32 23>, !dbg !109
  %36 = sitofp <2 x i32> %35 to <2 x double>, !dbg !111
  %37 = fdiv <2 x double> %36, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %38 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 8, !dbg !113
  %39 = bitcast double* %38 to <2 x double>*, !dbg !114
  store <2 x double> %37, <2 x double>* %39, align 16, !dbg !114, !tbaa !51
  %40 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %41 = mul <2 x i32> %40, <i32 11, i32 12>, !dbg !109
  %42 = urem <2 x i32> %41, <i32 23, i32 23>, !dbg !109
  %43 = sitofp <2 x i32> %42 to <2 x double>, !dbg !111
  %44 = fdiv <2 x double> %43, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %45 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 10, !dbg !113
  %46 = bitcast double* %45 to <2 x double>*, !dbg !114
  store <2 x double> %44, <2 x double>* %46, align 16, !dbg !114, !tbaa !51
  %47 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %48 = mul <2 x i32> %47, <i32 13, i32 14>, !dbg !109
  %49 = urem <2 x i32> %48, <i32 23, i32 23>, !dbg !109
  %50 = sitofp <2 x i32> %49 to <2 x double>, !dbg !111
  %51 = fdiv <2 x double> %50, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 12, !dbg !113
  %53 = bitcast double* %52 to <2 x double>*, !dbg !114
  store <2 x double> %51, <2 x double>* %53, align 16, !dbg !114, !tbaa !51
  %54 = trunc <2 x i64> %4 to <2 x i32>, !dbg !109
  %55 = mul <2 x i32> %54, <i32 15, i32 16>, !dbg !109
  %56 = urem <2 x i32> %55, <i32 23, i32 23>, !dbg !109
  %57 = sitofp <2 x i32> %56 to <2 x double>, !dbg !111
  %58 = fdiv <2 x double> %57, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %59 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %2, i64 14, !dbg !113
  %60 = bitcast double* %59 to <2 x double>*, !dbg !114
  store <2 x double> %58, <2 x double>* %60, align 16, !dbg !114, !tbaa !51
  %61 = add nuw nsw i64 %2, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %61, metadata !99, metadata !DIExpression()), !dbg !103
  %62 = icmp eq i64 %61, 20, !dbg !116
  br i1 %62, label %63, label %1, !dbg !104, !llvm.loop !117

63:                                               ; preds = %1
  tail call void @kernel_covariance(), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !102, metadata !DIExpression()), !dbg !103
  br label %64, !dbg !120

64:                                               ; preds = %63, %64
  %65 = phi i64 [ 0, %63 ], [ %115, %64 ]
  %66 = phi double [ 0.000000e+00, %63 ], [ %114, %64 ]
  call void @llvm.dbg.value(metadata double %66, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %65, metadata !100, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %66, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %66, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 0, metadata !101, metadata !DIExpression()), !dbg !103
  %67 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 0, !dbg !122
  %68 = load double, double* %67, align 16, !dbg !122, !tbaa !51
  %69 = fadd double %66, %68, !dbg !126
  call void @llvm.dbg.value(metadata double %69, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %69, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()), !dbg !103
  %70 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 1, !dbg !122
  %71 = load double, double* %70, align 8, !dbg !122, !tbaa !51
  %72 = fadd double %69, %71, !dbg !126
  call void @llvm.dbg.value(metadata double %72, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 2, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %72, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 2, metadata !101, metadata !DIExpression()), !dbg !103
  %73 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 2, !dbg !122
  %74 = load double, double* %73, align 16, !dbg !122, !tbaa !51
  %75 = fadd double %72, %74, !dbg !126
  call void @llvm.dbg.value(metadata double %75, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 3, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %75, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 3, metadata !101, metadata !DIExpression()), !dbg !103
  %76 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 3, !dbg !122
  %77 = load double, double* %76, align 8, !dbg !122, !tbaa !51
  %78 = fadd double %75, %77, !dbg !126
  call void @llvm.dbg.value(metadata double %78, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 4, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %78, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 4, metadata !101, metadata !DIExpression()), !dbg !103
  %79 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 4, !dbg !122
  %80 = load double, double* %79, align 16, !dbg !122, !tbaa !51
  %81 = fadd double %78, %80, !dbg !126
  call void @llvm.dbg.value(metadata double %81, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 5, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %81, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 5, metadata !101, metadata !DIExpression()), !dbg !103
  %82 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 5, !dbg !122
  %83 = load double, double* %82, align 8, !dbg !122, !tbaa !51
  %84 = fadd double %81, %83, !dbg !126
  call void @llvm.dbg.value(metadata double %84, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 6, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %84, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 6, metadata !101, metadata !DIExpression()), !dbg !103
  %85 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 6, !dbg !122
  %86 = load double, double* %85, align 16, !dbg !122, !tbaa !51
  %87 = fadd double %84, %86, !dbg !126
  call void @llvm.dbg.value(metadata double %87, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 7, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %87, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 7, metadata !101, metadata !DIExpression()), !dbg !103
  %88 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 7, !dbg !122
  %89 = load double, double* %88, align 8, !dbg !122, !tbaa !51
  %90 = fadd double %87, %89, !dbg !126
  call void @llvm.dbg.value(metadata double %90, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 8, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %90, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 8, metadata !101, metadata !DIExpression()), !dbg !103
  %91 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 8, !dbg !122
  %92 = load double, double* %91, align 16, !dbg !122, !tbaa !51
  %93 = fadd double %90, %92, !dbg !126
  call void @llvm.dbg.value(metadata double %93, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 9, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %93, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 9, metadata !101, metadata !DIExpression()), !dbg !103
  %94 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 9, !dbg !122
  %95 = load double, double* %94, align 8, !dbg !122, !tbaa !51
  %96 = fadd double %93, %95, !dbg !126
  call void @llvm.dbg.value(metadata double %96, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 10, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %96, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 10, metadata !101, metadata !DIExpression()), !dbg !103
  %97 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 10, !dbg !122
  %98 = load double, double* %97, align 16, !dbg !122, !tbaa !51
  %99 = fadd double %96, %98, !dbg !126
  call void @llvm.dbg.value(metadata double %99, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 11, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %99, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 11, metadata !101, metadata !DIExpression()), !dbg !103
  %100 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 11, !dbg !122
  %101 = load double, double* %100, align 8, !dbg !122, !tbaa !51
  %102 = fadd double %99, %101, !dbg !126
  call void @llvm.dbg.value(metadata double %102, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 12, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %102, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 12, metadata !101, metadata !DIExpression()), !dbg !103
  %103 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 12, !dbg !122
  %104 = load double, double* %103, align 16, !dbg !122, !tbaa !51
  %105 = fadd double %102, %104, !dbg !126
  call void @llvm.dbg.value(metadata double %105, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 13, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %105, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 13, metadata !101, metadata !DIExpression()), !dbg !103
  %106 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 13, !dbg !122
  %107 = load double, double* %106, align 8, !dbg !122, !tbaa !51
  %108 = fadd double %105, %107, !dbg !126
  call void @llvm.dbg.value(metadata double %108, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 14, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %108, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 14, metadata !101, metadata !DIExpression()), !dbg !103
  %109 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 14, !dbg !122
  %110 = load double, double* %109, align 16, !dbg !122, !tbaa !51
  %111 = fadd double %108, %110, !dbg !126
  call void @llvm.dbg.value(metadata double %111, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 15, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %111, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 15, metadata !101, metadata !DIExpression()), !dbg !103
  %112 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %65, i64 15, !dbg !122
  %113 = load double, double* %112, align 8, !dbg !122, !tbaa !51
  %114 = fadd double %111, %113, !dbg !126
  call void @llvm.dbg.value(metadata double %114, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 16, metadata !101, metadata !DIExpression()), !dbg !103
  %115 = add nuw nsw i64 %65, 1, !dbg !127
  call void @llvm.dbg.value(metadata double %114, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %115, metadata !100, metadata !DIExpression()), !dbg !103
  %116 = icmp eq i64 %115, 16, !dbg !128
  br i1 %116, label %117, label %64, !dbg !120, !llvm.loop !129

117:                                              ; preds = %64
  store double %114, double* @checksum, align 8, !dbg !131, !tbaa !51
  ret i32 0, !dbg !132
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 20)
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !20)
!20 = !{!12}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_covariance", scope: !3, file: !3, line: 18, type: !29, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null}
!31 = !{!32, !34, !35, !36}
!32 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 20, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "p", scope: !28, file: !3, line: 20, type: !33)
!35 = !DILocalVariable(name: "q", scope: !28, file: !3, line: 20, type: !33)
!36 = !DILocalVariable(name: "acc", scope: !37, file: !3, line: 32, type: !5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 31, column: 29)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 31, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 31, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 30, column: 3)
!41 = distinct !DILexicalBlock(scope: !28, file: !3, line: 30, column: 3)
!42 = !DILocation(line: 0, scope: !28)
!43 = !DILocation(line: 21, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !28, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 21, column: 23, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 3)
!47 = !DILocation(line: 24, column: 18, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 23, column: 5)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 23, column: 5)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 21, column: 27)
!51 = !{!52, !52, i64 0}
!52 = !{!"double", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 24, column: 15, scope: !48)
!56 = !DILocation(line: 25, column: 13, scope: !50)
!57 = distinct !{!57, !43, !58, !59, !60}
!58 = !DILocation(line: 26, column: 3, scope: !44)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !{!"llvm.loop.isvectorized", i32 1}
!61 = !DILocation(line: 29, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 28, column: 5)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 28, column: 5)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 27, column: 3)
!65 = distinct !DILexicalBlock(scope: !28, file: !3, line: 27, column: 3)
!66 = !DILocation(line: 27, column: 3, scope: !65)
!67 = !DILocation(line: 29, column: 7, scope: !62)
!68 = !DILocation(line: 29, column: 18, scope: !62)
!69 = !DILocation(line: 27, column: 23, scope: !64)
!70 = !DILocation(line: 27, column: 17, scope: !64)
!71 = distinct !{!71, !66, !72, !59}
!72 = !DILocation(line: 29, column: 27, scope: !65)
!73 = !DILocation(line: 34, column: 16, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 33, column: 7)
!75 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 7)
!76 = !DILocation(line: 31, column: 5, scope: !39)
!77 = !DILocation(line: 34, column: 29, scope: !74)
!78 = !DILocation(line: 0, scope: !37)
!79 = !DILocation(line: 34, column: 13, scope: !74)
!80 = !DILocation(line: 35, column: 23, scope: !37)
!81 = !DILocation(line: 35, column: 7, scope: !37)
!82 = !DILocation(line: 35, column: 17, scope: !37)
!83 = !DILocation(line: 36, column: 7, scope: !37)
!84 = !DILocation(line: 36, column: 17, scope: !37)
!85 = !DILocation(line: 31, column: 25, scope: !38)
!86 = !DILocation(line: 31, column: 19, scope: !38)
!87 = distinct !{!87, !76, !88, !59}
!88 = !DILocation(line: 37, column: 5, scope: !39)
!89 = !DILocation(line: 30, column: 23, scope: !40)
!90 = !DILocation(line: 30, column: 17, scope: !40)
!91 = !DILocation(line: 30, column: 3, scope: !41)
!92 = distinct !{!92, !91, !93, !59}
!93 = !DILocation(line: 37, column: 5, scope: !41)
!94 = !DILocation(line: 38, column: 1, scope: !28)
!95 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !96, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!33}
!98 = !{!99, !100, !101, !102}
!99 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 42, type: !33)
!100 = !DILocalVariable(name: "p", scope: !95, file: !3, line: 42, type: !33)
!101 = !DILocalVariable(name: "q", scope: !95, file: !3, line: 42, type: !33)
!102 = !DILocalVariable(name: "s", scope: !95, file: !3, line: 43, type: !5)
!103 = !DILocation(line: 0, scope: !95)
!104 = !DILocation(line: 44, column: 3, scope: !105)
!105 = distinct !DILexicalBlock(scope: !95, file: !3, line: 44, column: 3)
!106 = !DILocation(line: 45, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 45, column: 5)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 44, column: 3)
!109 = !DILocation(line: 46, column: 43, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 45, column: 5)
!111 = !DILocation(line: 46, column: 20, scope: !110)
!112 = !DILocation(line: 46, column: 49, scope: !110)
!113 = !DILocation(line: 46, column: 37, scope: !110)
!114 = !DILocation(line: 46, column: 18, scope: !110)
!115 = !DILocation(line: 44, column: 23, scope: !108)
!116 = !DILocation(line: 44, column: 17, scope: !108)
!117 = distinct !{!117, !104, !118, !59}
!118 = !DILocation(line: 46, column: 51, scope: !105)
!119 = !DILocation(line: 47, column: 3, scope: !95)
!120 = !DILocation(line: 48, column: 3, scope: !121)
!121 = distinct !DILexicalBlock(scope: !95, file: !3, line: 48, column: 3)
!122 = !DILocation(line: 50, column: 12, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 49, column: 5)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 49, column: 5)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 48, column: 3)
!126 = !DILocation(line: 50, column: 9, scope: !123)
!127 = !DILocation(line: 48, column: 23, scope: !125)
!128 = !DILocation(line: 48, column: 17, scope: !125)
!129 = distinct !{!129, !120, !130, !59}
!130 = !DILocation(line: 50, column: 20, scope: !121)
!131 = !DILocation(line: 51, column: 12, scope: !95)
!132 = !DILocation(line: 52, column: 3, scope: !95)
