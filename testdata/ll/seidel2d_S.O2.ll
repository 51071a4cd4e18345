; ModuleID = 'seidel2d.c'
source_filename = "seidel2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = internal unnamed_addr global [30 x [30 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_seidel2d() local_unnamed_addr #0 !dbg !19 {
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  br label %1, !dbg !28

1:                                                ; preds = %0, %47
  %2 = phi i32 [ 0, %0 ], [ %48, %47 ]
  call void @llvm.dbg.value(metadata i32 %2, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 1, metadata !25, metadata !DIExpression()), !dbg !27
  %3 = load double, double* getelementptr inbounds ([30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 0, i64 0), align 16, !dbg !30, !tbaa !36
  br label %4, !dbg !40

4:                                                ; preds = %1, %45
  %5 = phi double [ %3, %1 ], [ %12, %45 ], !dbg !30
  %6 = phi i64 [ 1, %1 ], [ %8, %45 ]
  call void @llvm.dbg.value(metadata i64 %6, metadata !25, metadata !DIExpression()), !dbg !27
  %7 = add nsw i64 %6, -1
  %8 = add nuw nsw i64 %6, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !27
  %9 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %7, i64 1
  %10 = load double, double* %9, align 8, !dbg !42, !tbaa !36
  %11 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %6, i64 0
  %12 = load double, double* %11, align 16, !dbg !43, !tbaa !36
  %13 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %6, i64 1
  %14 = load double, double* %13, align 8, !dbg !44, !tbaa !36
  %15 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %8, i64 0
  %16 = load double, double* %15, align 16, !dbg !45, !tbaa !36
  %17 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %8, i64 1
  %18 = load double, double* %17, align 8, !dbg !46, !tbaa !36
  br label %19, !dbg !47

19:                                               ; preds = %4, %19
  %20 = phi double [ %18, %4 ], [ %41, %19 ], !dbg !46
  %21 = phi double [ %16, %4 ], [ %20, %19 ], !dbg !45
  %22 = phi double [ %14, %4 ], [ %36, %19 ], !dbg !44
  %23 = phi double [ %12, %4 ], [ %43, %19 ], !dbg !43
  %24 = phi double [ %10, %4 ], [ %30, %19 ], !dbg !42
  %25 = phi double [ %5, %4 ], [ %24, %19 ], !dbg !30
  %26 = phi i64 [ 1, %4 ], [ %28, %19 ]
  call void @llvm.dbg.value(metadata i64 %26, metadata !26, metadata !DIExpression()), !dbg !27
  %27 = fadd double %25, %24, !dbg !48
  %28 = add nuw nsw i64 %26, 1, !dbg !49
  %29 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %7, i64 %28, !dbg !50
  %30 = load double, double* %29, align 8, !dbg !50, !tbaa !36
  %31 = fadd double %27, %30, !dbg !51
  %32 = fadd double %31, %23, !dbg !52
  %33 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %6, i64 %26, !dbg !44
  %34 = fadd double %32, %22, !dbg !53
  %35 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %6, i64 %28, !dbg !54
  %36 = load double, double* %35, align 8, !dbg !54, !tbaa !36
  %37 = fadd double %34, %36, !dbg !55
  %38 = fadd double %37, %21, !dbg !56
  %39 = fadd double %38, %20, !dbg !57
  %40 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %8, i64 %28, !dbg !58
  %41 = load double, double* %40, align 8, !dbg !58, !tbaa !36
  %42 = fadd double %39, %41, !dbg !59
  %43 = fdiv double %42, 9.000000e+00, !dbg !60
  store double %43, double* %33, align 8, !dbg !61, !tbaa !36
  call void @llvm.dbg.value(metadata i64 %28, metadata !26, metadata !DIExpression()), !dbg !27
  %44 = icmp eq i64 %28, 29, !dbg !62
  br i1 %44, label %45, label %19, !dbg !47, !llvm.loop !63

45:                                               ; preds = %19
  call void @llvm.dbg.value(metadata i64 %8, metadata !25, metadata !DIExpression()), !dbg !27
  %46 = icmp eq i64 %8, 29, !dbg !66
  br i1 %46, label %47, label %4, !dbg !40, !llvm.loop !67

47:                                               ; preds = %45
  %48 = add nuw nsw i32 %2, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %48, metadata !23, metadata !DIExpression()), !dbg !27
  %49 = icmp eq i32 %48, 5, !dbg !70
  br i1 %49, label %50, label %1, !dbg !28, !llvm.loop !71

50:                                               ; preds = %47
  ret void, !dbg !73
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !74 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  br label %1, !dbg !82

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %114, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  %3 = icmp eq i64 %2, 0
  %4 = select i1 %3, double 1.000000e+01, double 0.000000e+00
  %5 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !84
  %6 = shufflevector <2 x i64> %5, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !84
  %7 = insertelement <2 x double> poison, double %4, i64 0, !dbg !84
  %8 = shufflevector <2 x double> %7, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  %9 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %10 = add <2 x i32> %9, <i32 0, i32 1>, !dbg !87
  %11 = and <2 x i32> %10, <i32 3, i32 3>, !dbg !87
  %12 = sitofp <2 x i32> %11 to <2 x double>, !dbg !89
  %13 = fadd <2 x double> %8, %12, !dbg !90
  %14 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 0, !dbg !91
  %15 = bitcast double* %14 to <2 x double>*, !dbg !92
  store <2 x double> %13, <2 x double>* %15, align 16, !dbg !92, !tbaa !36
  %16 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %17 = add <2 x i32> %16, <i32 2, i32 3>, !dbg !87
  %18 = and <2 x i32> %17, <i32 3, i32 3>, !dbg !87
  %19 = sitofp <2 x i32> %18 to <2 x double>, !dbg !89
  %20 = fadd <2 x double> %8, %19, !dbg !90
  %21 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 2, !dbg !91
  %22 = bitcast double* %21 to <2 x double>*, !dbg !92
  store <2 x double> %20, <2 x double>* %22, align 16, !dbg !92, !tbaa !36
  %23 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %24 = add <2 x i32> %23, <i32 4, i32 5>, !dbg !87
  %25 = and <2 x i32> %24, <i32 3, i32 3>, !dbg !87
  %26 = sitofp <2 x i32> %25 to <2 x double>, !dbg !89
  %27 = fadd <2 x double> %8, %26, !dbg !90
  %28 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 4, !dbg !91
  %29 = bitcast double* %28 to <2 x double>*, !dbg !92
  store <2 x double> %27, <2 x double>* %29, align 16, !dbg !92, !tbaa !36
  %30 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %31 = add <2 x i32> %30, <i32 6, i32 7>, !dbg !87
  %32 = and <2 x i32> %31, <i32 3, i32 3>, !dbg !87
  %33 = sitofp <2 x i32> %32 to <2 x double>, !dbg !89
  %34 = fadd <2 x double> %8, %33, !dbg !90
  %35 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 6, !dbg !91
  %36 = bitcast double* %35 to <2 x double>*, !dbg !92
  store <2 x double> %34, <2 x double>* %36, align 16, !dbg !92, !tbaa !36
  %37 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %38 = add <2 x i32> %37, <i32 8, i32 9>, !dbg !87
  %39 = and <2 x i32> %38, <i32 3, i32 3>, !dbg !87
  %40 = sitofp <2 x i32> %39 to <2 x double>, !dbg !89
  %41 = fadd <2 x double> %8, %40, !dbg !90
  %42 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 8, !dbg !91
  %43 = bitcast double* %42 to <2 x double>*, !dbg !92
  store <2 x double> %41, <2 x double>* %43, align 16, !dbg !92, !tbaa !36
  %44 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %45 = add <2 x i32> %44, <i32 10, i32 11>, !dbg !87
  %46 = and <2 x i32> %45, <i32 3, i32 3>, !dbg !87
  %47 = sitofp <2 x i32> %46 to <2 x double>, !dbg !89
  %48 = fadd <2 x double> %8, %47, !dbg !90
  %49 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 10, !dbg !91
  %50 = bitcast double* %49 to <2 x double>*, !dbg !92
  store <2 x double> %48, <2 x double>* %50, align 16, !dbg !92, !tbaa !36
  %51 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %52 = add <2 x i32> %51, <i32 12, i32 13>, !dbg !87
  %53 = and <2 x i32> %52, <i32 3, i32 3>, !dbg !87
  %54 = sitofp <2 x i32> %53 to <2 x double>, !dbg !89
  %55 = fadd <2 x double> %8, %54, !dbg !90
  %56 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 12, !dbg !91
  %57 = bitcast double* %56 to <2 x double>*, !dbg !92
  store <2 x double> %55, <2 x double>* %57, align 16, !dbg !92, !tbaa !36
  %58 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %59 = add <2 x i32> %58, <i32 14, i32 15>, !dbg !87
  %60 = and <2 x i32> %59, <i32 3, i32 3>, !dbg !87
  %61 = sitofp <2 x i32> %60 to <2 x double>, !dbg !89
  %62 = fadd <2 x double> %8, %61, !dbg !90
  %63 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 14, !dbg !91
  %64 = bitcast double* %63 to <2 x double>*, !dbg !92
  store <2 x double> %62, <2 x double>* %64, align 16, !dbg !92, !tbaa !36
  %65 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %66 = add <2 x i32> %65, <i32 16, i32 17>, !dbg !87
  %67 = and <2 x i32> %66, <i32 3, i32 3>, !dbg !87
  %68 = sitofp <2 x i32> %67 to <2 x double>, !dbg !89
  %69 = fadd <2 x double> %8, %68, !dbg !90
  %70 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 16, !dbg !91
  %71 = bitcast double* %70 to <2 x double>*, !dbg !92
  store <2 x double> %69, <2 x double>* %71, align 16, !dbg !92, !tbaa !36
  %72 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %73 = add <2 x i32> %72, <i32 18, i32 19>, !dbg !87
  %74 = and <2 x i32> %73, <i32 3, i32 3>, !dbg !87
  %75 = sitofp <2 x i32> %74 to <2 x double>, !dbg !89
  %76 = fadd <2 x double> %8, %75, !dbg !90
  %77 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 18, !dbg !91
  %78 = bitcast double* %77 to <2 x double>*, !dbg !92
  store <2 x double> %76, <2 x double>* %78, align 16, !dbg !92, !tbaa !36
  %79 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %80 = add <2 x i32> %79, <i32 20, i32 21>, !dbg !87
  %81 = and <2 x i32> %80, <i32 3, i32 3>, !dbg !87
  %82 = sitofp <2 x i32> %81 to <2 x double>, !dbg !89
  %83 = fadd <2 x double> %8, %82, !dbg !90
  %84 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 20, !dbg !91
  %85 = bitcast double* %84 to <2 x double>*, !dbg !92
  store <2 x double> %83, <2 x double>* %85, align 16, !dbg !92, !tbaa !36
  %86 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %87 = add <2 x i32> %86, <i32 22, i32 23>, !dbg !87
  %88 = and <2 x i32> %87, <i32 3, i32 3>, !dbg !87
  %89 = sitofp <2 x i32> %88 to <2 x double>, !dbg !89
  %90 = fadd <2 x double> %8, %89, !dbg !90
  %91 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 22, !dbg !91
  %92 = bitcast double* %91 to <2 x double>*, !dbg !92
  store <2 x double> %90, <2 x double>* %92, align 16, !dbg !92, !tbaa !36
  %93 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %94 = add <2 x i32> %93, <i32 24, i32 25>, !dbg !87
  %95 = and <2 x i32> %94, <i32 3, i32 3>, !dbg !87
  %96 = sitofp <2 x i32> %95 to <2 x double>, !dbg !89
  %97 = fadd <2 x double> %8, %96, !dbg !90
  %98 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 24, !dbg !91
  %99 = bitcast double* %98 to <2 x double>*, !dbg !92
  store <2 x double> %97, <2 x double>* %99, align 16, !dbg !92, !tbaa !36
  %100 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %101 = add <2 x i32> %100, <i32 26, i32 27>, !dbg !87
  %102 = and <2 x i32> %101, <i32 3, i32 3>, !dbg !87
  %103 = sitofp <2 x i32> %102 to <2 x double>, !dbg !89
  %104 = fadd <2 x double> %8, %103, !dbg !90
  %105 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 26, !dbg !91
  %106 = bitcast double* %105 to <2 x double>*, !dbg !92
  store <2 x double> %104, <2 x double>* %106, align 16, !dbg !92, !tbaa !36
  %107 = trunc <2 x i64> %6 to <2 x i32>, !dbg !87
  %108 = add <2 x i32> %107, <i32 28, i32 29>, !dbg !87
  %109 = and <2 x i32> %108, <i32 3, i32 3>, !dbg !87
  %110 = sitofp <2 x i32> %109 to <2 x double>, !dbg !89
  %111 = fadd <2 x double> %8, %110, !dbg !90
  %112 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %2, i64 28, !dbg !91
  %113 = bitcast double* %112 to <2 x double>*, !dbg !92
  store <2 x double> %111, <2 x double>* %113, align 16, !dbg !92, !tbaa !36
  %114 = add nuw nsw i64 %2, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %114, metadata !78, metadata !DIExpression()), !dbg !81
  %115 = icmp eq i64 %114, 30, !dbg !94
  br i1 %115, label %116, label %1, !dbg !82, !llvm.loop !95

116:                                              ; preds = %1
  tail call void @kernel_seidel2d(), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  br label %117, !dbg !98

117:                                              ; preds = %116, %117
  %118 = phi i64 [ 0, %116 ], [ %210, %117 ]
  %119 = phi double [ 0.000000e+00, %116 ], [ %209, %117 ]
  call void @llvm.dbg.value(metadata double %119, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %118, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %119, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %119, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !81
  %120 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 0, !dbg !100
  %121 = load double, double* %120, align 16, !dbg !100, !tbaa !36
  %122 = fadd double %119, %121, !dbg !104
  call void @llvm.dbg.value(metadata double %122, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 1, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %122, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 1, metadata !79, metadata !DIExpression()), !dbg !81
  %123 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 1, !dbg !100
  %124 = load double, double* %123, align 8, !dbg !100, !tbaa !36
  %125 = fadd double %122, %124, !dbg !104
  call void @llvm.dbg.value(metadata double %125, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 2, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %125, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 2, metadata !79, metadata !DIExpression()), !dbg !81
  %126 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 2, !dbg !100
  %127 = load double, double* %126, align 16, !dbg !100, !tbaa !36
  %128 = fadd double %125, %127, !dbg !104
  call void @llvm.dbg.value(metadata double %128, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 3, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %128, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 3, metadata !79, metadata !DIExpression()), !dbg !81
  %129 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 3, !dbg !100
  %130 = load double, double* %129, align 8, !dbg !100, !tbaa !36
  %131 = fadd double %128, %130, !dbg !104
  call void @llvm.dbg.value(metadata double %131, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 4, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %131, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 4, metadata !79, metadata !DIExpression()), !dbg !81
  %132 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 4, !dbg !100
  %133 = load double, double* %132, align 16, !dbg !100, !tbaa !36
  %134 = fadd double %131, %133, !dbg !104
  call void @llvm.dbg.value(metadata double %134, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %134, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !81
  %135 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 5, !dbg !100
  %136 = load double, double* %135, align 8, !dbg !100, !tbaa !36
  %137 = fadd double %134, %136, !dbg !104
  call void @llvm.dbg.value(metadata double %137, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 6, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %137, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 6, metadata !79, metadata !DIExpression()), !dbg !81
  %138 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 6, !dbg !100
  %139 = load double, double* %138, align 16, !dbg !100, !tbaa !36
  %140 = fadd double %137, %139, !dbg !104
  call void @llvm.dbg.value(metadata double %140, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 7, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %140, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 7, metadata !79, metadata !DIExpression()), !dbg !81
  %141 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 7, !dbg !100
  %142 = load double, double* %141, align 8, !dbg !100, !tbaa !36
  %143 = fadd double %140, %142, !dbg !104
  call void @llvm.dbg.value(metadata double %143, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 8, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %143, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 8, metadata !79, metadata !DIExpression()), !dbg !81
  %144 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 8, !dbg !100
  %145 = load double, double* %144, align 16, !dbg !100, !tbaa !36
  %146 = fadd double %143, %145, !dbg !104
  call void @llvm.dbg.value(metadata double %146, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 9, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %146, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 9, metadata !79, metadata !DIExpression()), !dbg !81
  %147 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 9, !dbg !100
  %148 = load double, double* %147, align 8, !dbg !100, !tbaa !36
  %149 = fadd double %146, %148, !dbg !104
  call void @llvm.dbg.value(metadata double %149, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %149, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !81
  %150 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 10, !dbg !100
  %151 = load double, double* %150, align 16, !dbg !100, !tbaa !36
  %152 = fadd double %149, %151, !dbg !104
  call void @llvm.dbg.value(metadata double %152, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 11, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %152, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 11, metadata !79, metadata !DIExpression()), !dbg !81
  %153 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 11, !dbg !100
  %154 = load double, double* %153, align 8, !dbg !100, !tbaa !36
  %155 = fadd double %152, %154, !dbg !104
  call void @llvm.dbg.value(metadata double %155, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 12, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %155, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 12, metadata !79, metadata !DIExpression()), !dbg !81
  %156 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 12, !dbg !100
  %157 = load double, double* %156, align 16, !dbg !100, !tbaa !36
  %158 = fadd double %155, %157, !dbg !104
  call void @llvm.dbg.value(metadata double %158, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 13, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %158, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 13, metadata !79, metadata !DIExpression()), !dbg !81
  %159 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 13, !dbg !100
  %160 = load double, double* %159, align 8, !dbg !100, !tbaa !36
  %161 = fadd double %158, %160, !dbg !104
  call void @llvm.dbg.value(metadata double %161, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 14, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %161, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 14, metadata !79, metadata !DIExpression()), !dbg !81
  %162 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 14, !dbg !100
  %163 = load double, double* %162, align 16, !dbg !100, !tbaa !36
  %164 = fadd double %161, %163, !dbg !104
  call void @llvm.dbg.value(metadata double %164, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %164, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !81
  %165 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 15, !dbg !100
  %166 = load double, double* %165, align 8, !dbg !100, !tbaa !36
  %167 = fadd double %164, %166, !dbg !104
  call void @llvm.dbg.value(metadata double %167, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 16, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %167, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 16, metadata !79, metadata !DIExpression()), !dbg !81
  %168 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 16, !dbg !100
  %169 = load double, double* %168, align 16, !dbg !100, !tbaa !36
  %170 = fadd double %167, %169, !dbg !104
  call void @llvm.dbg.value(metadata double %170, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 17, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %170, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 17, metadata !79, metadata !DIExpression()), !dbg !81
  %171 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 17, !dbg !100
  %172 = load double, double* %171, align 8, !dbg !100, !tbaa !36
  %173 = fadd double %170, %172, !dbg !104
  call void @llvm.dbg.value(metadata double %173, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 18, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %173, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 18, metadata !79, metadata !DIExpression()), !dbg !81
  %174 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 18, !dbg !100
  %175 = load double, double* %174, align 16, !dbg !100, !tbaa !36
  %176 = fadd double %173, %175, !dbg !104
  call void @llvm.dbg.value(metadata double %176, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 19, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %176, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 19, metadata !79, metadata !DIExpression()), !dbg !81
  %177 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 19, !dbg !100
  %178 = load double, double* %177, align 8, !dbg !100, !tbaa !36
  %179 = fadd double %176, %178, !dbg !104
  call void @llvm.dbg.value(metadata double %179, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %179, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !81
  %180 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 20, !dbg !100
  %181 = load double, double* %180, align 16, !dbg !100, !tbaa !36
  %182 = fadd double %179, %181, !dbg !104
  call void @llvm.dbg.value(metadata double %182, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 21, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %182, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 21, metadata !79, metadata !DIExpression()), !dbg !81
  %183 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 21, !dbg !100
  %184 = load double, double* %183, align 8, !dbg !100, !tbaa !36
  %185 = fadd double %182, %184, !dbg !104
  call void @llvm.dbg.value(metadata double %185, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 22, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %185, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 22, metadata !79, metadata !DIExpression()), !dbg !81
  %186 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 22, !dbg !100
  %187 = load double, double* %186, align 16, !dbg !100, !tbaa !36
  %188 = fadd double %185, %187, !dbg !104
  call void @llvm.dbg.value(metadata double %188, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 23, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %188, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 23, metadata !79, metadata !DIExpression()), !dbg !81
  %189 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 23, !dbg !100
  %190 = load double, double* %189, align 8, !dbg !100, !tbaa !36
  %191 = fadd double %188, %190, !dbg !104
  call void @llvm.dbg.value(metadata double %191, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 24, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %191, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 24, metadata !79, metadata !DIExpression()), !dbg !81
  %192 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 24, !dbg !100
  %193 = load double, double* %192, align 16, !dbg !100, !tbaa !36
  %194 = fadd double %191, %193, !dbg !104
  call void @llvm.dbg.value(metadata double %194, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %194, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !81
  %195 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 25, !dbg !100
  %196 = load double, double* %195, align 8, !dbg !100, !tbaa !36
  %197 = fadd double %194, %196, !dbg !104
  call void @llvm.dbg.value(metadata double %197, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 26, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %197, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 26, metadata !79, metadata !DIExpression()), !dbg !81
  %198 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 26, !dbg !100
  %199 = load double, double* %198, align 16, !dbg !100, !tbaa !36
  %200 = fadd double %197, %199, !dbg !104
  call void @llvm.dbg.value(metadata double %200, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 27, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %200, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 27, metadata !79, metadata !DIExpression()), !dbg !81
  %201 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 27, !dbg !100
  %202 = load double, double* %201, align 8, !dbg !100, !tbaa !36
  %203 = fadd double %200, %202, !dbg !104
  call void @llvm.dbg.value(metadata double %203, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 28, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %203, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 28, metadata !79, metadata !DIExpression()), !dbg !81
  %204 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 28, !dbg !100
  %205 = load double, double* %204, align 16, !dbg !100, !tbaa !36
  %206 = fadd double %203, %205, !dbg !104
  call void @llvm.dbg.value(metadata double %206, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 29, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %206, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 29, metadata !79, metadata !DIExpression()), !dbg !81
  %207 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %118, i64 29, !dbg !100
  %208 = load double, double* %207, align 8, !dbg !100, !tbaa !36
  %209 = fadd double %206, %208, !dbg !104
  call void @llvm.dbg.value(metadata double %209, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 30, metadata !79, metadata !DIExpression()), !dbg !81
  %210 = add nuw nsw i64 %118, 1, !dbg !105
  call void @llvm.dbg.value(metadata double %209, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %210, metadata !78, metadata !DIExpression()), !dbg !81
  %211 = icmp eq i64 %210, 30, !dbg !106
  br i1 %211, label %212, label %117, !dbg !98, !llvm.loop !107

212:                                              ; preds = %117
  store double %209, double* @checksum, align 8, !dbg !109, !tbaa !36
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 57600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 30)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_seidel2d", scope: !3, file: !3, line: 15, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !25, !26}
!23 = !DILocalVariable(name: "t", scope: !19, file: !3, line: 17, type: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 17, type: !24)
!26 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 17, type: !24)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 18, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 18, column: 3)
!30 = !DILocation(line: 21, column: 20, scope: !31)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 7)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 20, column: 7)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 5)
!35 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 19, column: 5, scope: !34)
!41 = !DILocation(line: 19, column: 30, scope: !33)
!42 = !DILocation(line: 21, column: 38, scope: !31)
!43 = !DILocation(line: 22, column: 20, scope: !31)
!44 = !DILocation(line: 22, column: 34, scope: !31)
!45 = !DILocation(line: 23, column: 20, scope: !31)
!46 = !DILocation(line: 23, column: 38, scope: !31)
!47 = !DILocation(line: 20, column: 7, scope: !32)
!48 = !DILocation(line: 21, column: 36, scope: !31)
!49 = !DILocation(line: 21, column: 63, scope: !31)
!50 = !DILocation(line: 21, column: 52, scope: !31)
!51 = !DILocation(line: 21, column: 50, scope: !31)
!52 = !DILocation(line: 21, column: 68, scope: !31)
!53 = !DILocation(line: 22, column: 32, scope: !31)
!54 = !DILocation(line: 22, column: 44, scope: !31)
!55 = !DILocation(line: 22, column: 42, scope: !31)
!56 = !DILocation(line: 22, column: 56, scope: !31)
!57 = !DILocation(line: 23, column: 36, scope: !31)
!58 = !DILocation(line: 23, column: 52, scope: !31)
!59 = !DILocation(line: 23, column: 50, scope: !31)
!60 = !DILocation(line: 23, column: 69, scope: !31)
!61 = !DILocation(line: 21, column: 17, scope: !31)
!62 = !DILocation(line: 20, column: 21, scope: !31)
!63 = distinct !{!63, !47, !64, !65}
!64 = !DILocation(line: 23, column: 71, scope: !32)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 19, column: 19, scope: !33)
!67 = distinct !{!67, !40, !68, !65}
!68 = !DILocation(line: 23, column: 71, scope: !34)
!69 = !DILocation(line: 18, column: 23, scope: !35)
!70 = !DILocation(line: 18, column: 17, scope: !35)
!71 = distinct !{!71, !28, !72, !65}
!72 = !DILocation(line: 23, column: 71, scope: !29)
!73 = !DILocation(line: 24, column: 1, scope: !19)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !75, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!24}
!77 = !{!78, !79, !80}
!78 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 28, type: !24)
!79 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 28, type: !24)
!80 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 29, type: !5)
!81 = !DILocation(line: 0, scope: !74)
!82 = !DILocation(line: 30, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 30, column: 3)
!84 = !DILocation(line: 31, column: 5, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 31, column: 5)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 3)
!87 = !DILocation(line: 32, column: 34, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 31, column: 5)
!89 = !DILocation(line: 32, column: 17, scope: !88)
!90 = !DILocation(line: 32, column: 39, scope: !88)
!91 = !DILocation(line: 31, column: 25, scope: !88)
!92 = !DILocation(line: 32, column: 15, scope: !88)
!93 = !DILocation(line: 30, column: 23, scope: !86)
!94 = !DILocation(line: 30, column: 17, scope: !86)
!95 = distinct !{!95, !82, !96, !65}
!96 = !DILocation(line: 32, column: 61, scope: !83)
!97 = !DILocation(line: 33, column: 3, scope: !74)
!98 = !DILocation(line: 34, column: 3, scope: !99)
!99 = distinct !DILexicalBlock(scope: !74, file: !3, line: 34, column: 3)
!100 = !DILocation(line: 36, column: 12, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 35, column: 5)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 35, column: 5)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 34, column: 3)
!104 = !DILocation(line: 36, column: 9, scope: !101)
!105 = !DILocation(line: 34, column: 23, scope: !103)
!106 = !DILocation(line: 34, column: 17, scope: !103)
!107 = distinct !{!107, !98, !108, !65}
!108 = !DILocation(line: 36, column: 18, scope: !99)
!109 = !DILocation(line: 37, column: 12, scope: !74)
!110 = !DILocation(line: 38, column: 3, scope: !74)
