; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi2d([64 x double]* nocapture noundef %0, [64 x double]* nocapture noundef %1) local_unnamed_addr #0 !dbg !21 {
  call void @llvm.dbg.value(metadata [64 x double]* %0, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata [64 x double]* %1, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !34
  br label %3, !dbg !35

3:                                                ; preds = %2, %122
  %4 = phi i32 [ 0, %2 ], [ %123, %122 ]
  call void @llvm.dbg.value(metadata i32 %4, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !34
  br label %5, !dbg !37

5:                                                ; preds = %3, %67
  %6 = phi i64 [ 0, %3 ], [ %69, %67 ]
  %7 = phi i64 [ 1, %3 ], [ %9, %67 ]
  call void @llvm.dbg.value(metadata i64 %7, metadata !32, metadata !DIExpression()), !dbg !34
  %8 = add nsw i64 %7, -1
  %9 = add nuw nsw i64 %7, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %10 = add i64 %6, 2
  %11 = getelementptr [64 x double], [64 x double]* %0, i64 %10, i64 63
  %12 = getelementptr [64 x double], [64 x double]* %0, i64 %6, i64 1
  %13 = getelementptr [64 x double], [64 x double]* %1, i64 %7, i64 63
  %14 = getelementptr [64 x double], [64 x double]* %1, i64 %7, i64 1
  %15 = icmp ult double* %14, %11, !dbg !43
  %16 = icmp ult double* %12, %13, !dbg !43
  %17 = and i1 %15, %16, !dbg !43
  br i1 %17, label %46, label %18, !dbg !43

18:                                               ; preds = %5, %18
  %19 = phi i64 [ %44, %18 ], [ 0, %5 ]
  %20 = or i64 %19, 1
  %21 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %7, i64 %20, !dbg !45
  %22 = bitcast double* %21 to <2 x double>*, !dbg !45
  %23 = load <2 x double>, <2 x double>* %22, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %24 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %8, i64 %20, !dbg !54
  %25 = bitcast double* %24 to <2 x double>*, !dbg !54
  %26 = load <2 x double>, <2 x double>* %25, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %27 = fadd <2 x double> %23, %26, !dbg !55
  %28 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %9, i64 %20, !dbg !56
  %29 = bitcast double* %28 to <2 x double>*, !dbg !56
  %30 = load <2 x double>, <2 x double>* %29, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %31 = fadd <2 x double> %27, %30, !dbg !57
  %32 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %7, i64 %19, !dbg !58
  %33 = bitcast double* %32 to <2 x double>*, !dbg !58
  %34 = load <2 x double>, <2 x double>* %33, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %35 = fadd <2 x double> %31, %34, !dbg !59
  %36 = add i64 %19, 2, !dbg !60
  %37 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %7, i64 %36, !dbg !61
  %38 = bitcast double* %37 to <2 x double>*, !dbg !61
  %39 = load <2 x double>, <2 x double>* %38, align 8, !dbg !61, !tbaa !47, !alias.scope !51
  %40 = fadd <2 x double> %35, %39, !dbg !62
  %41 = fmul <2 x double> %40, <double 2.000000e-01, double 2.000000e-01>, !dbg !63
  %42 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %7, i64 %20, !dbg !64
  %43 = bitcast double* %42 to <2 x double>*, !dbg !65
  store <2 x double> %41, <2 x double>* %43, align 8, !dbg !65, !tbaa !47, !alias.scope !66, !noalias !51
  %44 = add nuw i64 %19, 2
  %45 = icmp eq i64 %44, 62
  br i1 %45, label %67, label %18, !llvm.loop !68

46:                                               ; preds = %5, %46
  %47 = phi i64 [ %60, %46 ], [ 1, %5 ]
  call void @llvm.dbg.value(metadata i64 %47, metadata !33, metadata !DIExpression()), !dbg !34
  %48 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %7, i64 %47, !dbg !45
  %49 = load double, double* %48, align 8, !dbg !45, !tbaa !47
  %50 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %8, i64 %47, !dbg !54
  %51 = load double, double* %50, align 8, !dbg !54, !tbaa !47
  %52 = fadd double %49, %51, !dbg !55
  %53 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %9, i64 %47, !dbg !56
  %54 = load double, double* %53, align 8, !dbg !56, !tbaa !47
  %55 = fadd double %52, %54, !dbg !57
  %56 = add nsw i64 %47, -1, !dbg !72
  %57 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %7, i64 %56, !dbg !58
  %58 = load double, double* %57, align 8, !dbg !58, !tbaa !47
  %59 = fadd double %55, %58, !dbg !59
  %60 = add nuw nsw i64 %47, 1, !dbg !60
  %61 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %7, i64 %60, !dbg !61
  %62 = load double, double* %61, align 8, !dbg !61, !tbaa !47
  %63 = fadd double %59, %62, !dbg !62
  %64 = fmul double %63, 2.000000e-01, !dbg !63
  %65 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %7, i64 %47, !dbg !64
  store double %64, double* %65, align 8, !dbg !65, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %60, metadata !33, metadata !DIExpression()), !dbg !34
  %66 = icmp eq i64 %60, 63, !dbg !73
  br i1 %66, label %67, label %46, !dbg !43, !llvm.loop !74

67:                                               ; preds = %18, %46
  call void @llvm.dbg.value(metadata i64 %9, metadata !32, metadata !DIExpression()), !dbg !34
  %68 = icmp eq i64 %9, 63, !dbg !75
  %69 = add i64 %6, 1, !dbg !37
  br i1 %68, label %70, label %5, !dbg !37, !llvm.loop !76

70:                                               ; preds = %67, %119
  %71 = phi i64 [ %120, %119 ], [ 1, %67 ]
  call void @llvm.dbg.value(metadata i64 %71, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %72 = getelementptr [64 x double], [64 x double]* %1, i64 %71, i64 63, !dbg !78
  %73 = getelementptr [64 x double], [64 x double]* %1, i64 %71, i64 1, !dbg !78
  %74 = getelementptr [64 x double], [64 x double]* %0, i64 %71, i64 63, !dbg !78
  %75 = getelementptr [64 x double], [64 x double]* %0, i64 %71, i64 1, !dbg !78
  %76 = icmp ult double* %75, %72, !dbg !78
  %77 = icmp ult double* %73, %74, !dbg !78
  %78 = and i1 %76, %77, !dbg !78
  br i1 %78, label %108, label %79, !dbg !78

79:                                               ; preds = %70, %100
  %80 = phi i64 [ %107, %100 ], [ 0, %70 ]
  %81 = or i64 %80, 1
  %82 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %71, i64 %81, !dbg !82
  %83 = bitcast double* %82 to <2 x double>*, !dbg !82
  %84 = load <2 x double>, <2 x double>* %83, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %85 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %71, i64 %81, !dbg !87
  %86 = bitcast double* %85 to <2 x double>*, !dbg !88
  store <2 x double> %84, <2 x double>* %86, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %87 = or i64 %80, 3
  %88 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %71, i64 %87, !dbg !82
  %89 = bitcast double* %88 to <2 x double>*, !dbg !82
  %90 = load <2 x double>, <2 x double>* %89, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %91 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %71, i64 %87, !dbg !87
  %92 = bitcast double* %91 to <2 x double>*, !dbg !88
  store <2 x double> %90, <2 x double>* %92, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %93 = or i64 %80, 5
  %94 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %71, i64 %93, !dbg !82
  %95 = bitcast double* %94 to <2 x double>*, !dbg !82
  %96 = load <2 x double>, <2 x double>* %95, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %97 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %71, i64 %93, !dbg !87
  %98 = bitcast double* %97 to <2 x double>*, !dbg !88
  store <2 x double> %96, <2 x double>* %98, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %99 = icmp eq i64 %80, 56
  br i1 %99, label %119, label %100, !llvm.loop !91

100:                                              ; preds = %79
  %101 = or i64 %80, 7
  %102 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %71, i64 %101, !dbg !82
  %103 = bitcast double* %102 to <2 x double>*, !dbg !82
  %104 = load <2 x double>, <2 x double>* %103, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %105 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %71, i64 %101, !dbg !87
  %106 = bitcast double* %105 to <2 x double>*, !dbg !88
  store <2 x double> %104, <2 x double>* %106, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %107 = add nuw nsw i64 %80, 8
  br label %79

108:                                              ; preds = %70, %108
  %109 = phi i64 [ %117, %108 ], [ 1, %70 ]
  call void @llvm.dbg.value(metadata i64 %109, metadata !33, metadata !DIExpression()), !dbg !34
  %110 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %71, i64 %109, !dbg !82
  %111 = load double, double* %110, align 8, !dbg !82, !tbaa !47
  %112 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %71, i64 %109, !dbg !87
  store double %111, double* %112, align 8, !dbg !88, !tbaa !47
  %113 = add nuw nsw i64 %109, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %113, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %113, metadata !33, metadata !DIExpression()), !dbg !34
  %114 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 %71, i64 %113, !dbg !82
  %115 = load double, double* %114, align 8, !dbg !82, !tbaa !47
  %116 = getelementptr inbounds [64 x double], [64 x double]* %0, i64 %71, i64 %113, !dbg !87
  store double %115, double* %116, align 8, !dbg !88, !tbaa !47
  %117 = add nuw nsw i64 %109, 2, !dbg !93
  call void @llvm.dbg.value(metadata i64 %117, metadata !33, metadata !DIExpression()), !dbg !34
  %118 = icmp eq i64 %117, 63, !dbg !94
  br i1 %118, label %119, label %108, !dbg !78, !llvm.loop !95

119:                                              ; preds = %79, %108
  %120 = add nuw nsw i64 %71, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %120, metadata !32, metadata !DIExpression()), !dbg !34
  %121 = icmp eq i64 %120, 63, !dbg !97
  br i1 %121, label %122, label %70, !dbg !98, !llvm.loop !99

122:                                              ; preds = %119
  %123 = add nuw nsw i32 %4, 1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %123, metadata !30, metadata !DIExpression()), !dbg !34
  %124 = icmp eq i32 %123, 10, !dbg !102
  br i1 %124, label %125, label %3, !dbg !35, !llvm.loop !103

125:                                              ; preds = %122
  ret void, !dbg !105
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !106 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32768) bitcast ([64 x [64 x double]]* @Bg to i8*), i8 0, i64 32768, i1 false), !dbg !114, !tbaa !47
  br label %1, !dbg !120

1:                                                ; preds = %0, %18
  %2 = phi i64 [ 0, %0 ], [ %19, %18 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !113
  br label %3, !dbg !121

3:                                                ; preds = %3, %1
  %4 = phi i64 [ 0, %1 ], [ %16, %3 ]
  call void @llvm.dbg.value(metadata i64 %4, metadata !111, metadata !DIExpression()), !dbg !113
  %5 = mul nuw nsw i64 %4, %2, !dbg !122
  %6 = trunc i64 %5 to i32, !dbg !123
  %7 = urem i32 %6, 10, !dbg !123
  %8 = sitofp i32 %7 to double, !dbg !124
  %9 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %2, i64 %4, !dbg !125
  store double %8, double* %9, align 16, !dbg !126, !tbaa !47
  %10 = or i64 %4, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %10, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %10, metadata !111, metadata !DIExpression()), !dbg !113
  %11 = mul nuw nsw i64 %10, %2, !dbg !122
  %12 = trunc i64 %11 to i32, !dbg !123
  %13 = urem i32 %12, 10, !dbg !123
  %14 = sitofp i32 %13 to double, !dbg !124
  %15 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %2, i64 %10, !dbg !125
  store double %14, double* %15, align 8, !dbg !126, !tbaa !47
  %16 = add nuw nsw i64 %4, 2, !dbg !127
  call void @llvm.dbg.value(metadata i64 %16, metadata !111, metadata !DIExpression()), !dbg !113
  %17 = icmp eq i64 %16, 64, !dbg !128
  br i1 %17, label %18, label %3, !dbg !121, !llvm.loop !129

18:                                               ; preds = %3
  %19 = add nuw nsw i64 %2, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %19, metadata !110, metadata !DIExpression()), !dbg !113
  %20 = icmp eq i64 %19, 64, !dbg !132
  br i1 %20, label %21, label %1, !dbg !120, !llvm.loop !133

21:                                               ; preds = %18
  tail call void @kernel_jacobi2d([64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 0), [64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 0)), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !113
  br label %22, !dbg !136

22:                                               ; preds = %21, %45
  %23 = phi i64 [ 0, %21 ], [ %46, %45 ]
  %24 = phi double [ 0.000000e+00, %21 ], [ %42, %45 ]
  call void @llvm.dbg.value(metadata double %24, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %23, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %24, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !113
  br label %25, !dbg !138

25:                                               ; preds = %25, %22
  %26 = phi i64 [ 0, %22 ], [ %43, %25 ]
  %27 = phi double [ %24, %22 ], [ %42, %25 ]
  call void @llvm.dbg.value(metadata double %27, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %26, metadata !111, metadata !DIExpression()), !dbg !113
  %28 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %26, !dbg !141
  %29 = load double, double* %28, align 16, !dbg !141, !tbaa !47
  %30 = fadd double %27, %29, !dbg !143
  call void @llvm.dbg.value(metadata double %30, metadata !112, metadata !DIExpression()), !dbg !113
  %31 = or i64 %26, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %31, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %30, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %31, metadata !111, metadata !DIExpression()), !dbg !113
  %32 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %31, !dbg !141
  %33 = load double, double* %32, align 8, !dbg !141, !tbaa !47
  %34 = fadd double %30, %33, !dbg !143
  call void @llvm.dbg.value(metadata double %34, metadata !112, metadata !DIExpression()), !dbg !113
  %35 = or i64 %26, 2, !dbg !144
  call void @llvm.dbg.value(metadata i64 %35, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %34, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %35, metadata !111, metadata !DIExpression()), !dbg !113
  %36 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %35, !dbg !141
  %37 = load double, double* %36, align 16, !dbg !141, !tbaa !47
  %38 = fadd double %34, %37, !dbg !143
  call void @llvm.dbg.value(metadata double %38, metadata !112, metadata !DIExpression()), !dbg !113
  %39 = or i64 %26, 3, !dbg !144
  call void @llvm.dbg.value(metadata i64 %39, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %38, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %39, metadata !111, metadata !DIExpression()), !dbg !113
  %40 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %23, i64 %39, !dbg !141
  %41 = load double, double* %40, align 8, !dbg !141, !tbaa !47
  %42 = fadd double %38, %41, !dbg !143
  call void @llvm.dbg.value(metadata double %42, metadata !112, metadata !DIExpression()), !dbg !113
  %43 = add nuw nsw i64 %26, 4, !dbg !144
  call void @llvm.dbg.value(metadata i64 %43, metadata !111, metadata !DIExpression()), !dbg !113
  %44 = icmp eq i64 %43, 64, !dbg !145
  br i1 %44, label %45, label %25, !dbg !138, !llvm.loop !146

45:                                               ; preds = %25
  %46 = add nuw nsw i64 %23, 1, !dbg !148
  call void @llvm.dbg.value(metadata double %42, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %46, metadata !110, metadata !DIExpression()), !dbg !113
  %47 = icmp eq i64 %46, 64, !dbg !149
  br i1 %47, label %48, label %22, !dbg !136, !llvm.loop !150

48:                                               ; preds = %45
  store double %42, double* @checksum, align 8, !dbg !152, !tbaa !47
  ret i32 0, !dbg !153
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 262144, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 64)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_jacobi2d", scope: !3, file: !3, line: 16, type: !22, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !26)
!26 = !{!11}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !3, line: 16, type: !24)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !3, line: 16, type: !24)
!30 = !DILocalVariable(name: "t", scope: !21, file: !3, line: 18, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "j", scope: !21, file: !3, line: 18, type: !31)
!34 = !DILocation(line: 0, scope: !21)
!35 = !DILocation(line: 19, column: 3, scope: !36)
!36 = distinct !DILexicalBlock(scope: !21, file: !3, line: 19, column: 3)
!37 = !DILocation(line: 20, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 27)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 19, column: 3)
!41 = !DILocation(line: 20, column: 29, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 20, column: 5)
!43 = !DILocation(line: 21, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 7)
!45 = !DILocation(line: 22, column: 26, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 7)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53, !"LVerDomain"}
!54 = !DILocation(line: 22, column: 36, scope: !46)
!55 = !DILocation(line: 22, column: 34, scope: !46)
!56 = !DILocation(line: 22, column: 50, scope: !46)
!57 = !DILocation(line: 22, column: 48, scope: !46)
!58 = !DILocation(line: 22, column: 64, scope: !46)
!59 = !DILocation(line: 22, column: 62, scope: !46)
!60 = !DILocation(line: 23, column: 33, scope: !46)
!61 = !DILocation(line: 23, column: 26, scope: !46)
!62 = !DILocation(line: 22, column: 76, scope: !46)
!63 = !DILocation(line: 22, column: 23, scope: !46)
!64 = !DILocation(line: 22, column: 9, scope: !46)
!65 = !DILocation(line: 22, column: 17, scope: !46)
!66 = !{!67}
!67 = distinct !{!67, !53}
!68 = distinct !{!68, !43, !69, !70, !71}
!69 = !DILocation(line: 23, column: 37, scope: !44)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 22, column: 71, scope: !46)
!73 = !DILocation(line: 21, column: 21, scope: !46)
!74 = distinct !{!74, !43, !69, !70, !71}
!75 = !DILocation(line: 20, column: 19, scope: !42)
!76 = distinct !{!76, !37, !77, !70}
!77 = !DILocation(line: 23, column: 37, scope: !38)
!78 = !DILocation(line: 25, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 7)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 5)
!81 = distinct !DILexicalBlock(scope: !39, file: !3, line: 24, column: 5)
!82 = !DILocation(line: 26, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 25, column: 7)
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !DILocation(line: 26, column: 9, scope: !83)
!88 = !DILocation(line: 26, column: 17, scope: !83)
!89 = !{!90}
!90 = distinct !{!90, !86}
!91 = distinct !{!91, !78, !92, !70, !71}
!92 = !DILocation(line: 26, column: 25, scope: !79)
!93 = !DILocation(line: 25, column: 31, scope: !83)
!94 = !DILocation(line: 25, column: 21, scope: !83)
!95 = distinct !{!95, !78, !92, !70, !71}
!96 = !DILocation(line: 24, column: 29, scope: !80)
!97 = !DILocation(line: 24, column: 19, scope: !80)
!98 = !DILocation(line: 24, column: 5, scope: !81)
!99 = distinct !{!99, !98, !100, !70}
!100 = !DILocation(line: 26, column: 25, scope: !81)
!101 = !DILocation(line: 19, column: 23, scope: !40)
!102 = !DILocation(line: 19, column: 17, scope: !40)
!103 = distinct !{!103, !35, !104, !70}
!104 = !DILocation(line: 27, column: 3, scope: !36)
!105 = !DILocation(line: 28, column: 1, scope: !21)
!106 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !107, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!31}
!109 = !{!110, !111, !112}
!110 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 32, type: !31)
!111 = !DILocalVariable(name: "j", scope: !106, file: !3, line: 32, type: !31)
!112 = !DILocalVariable(name: "s", scope: !106, file: !3, line: 33, type: !5)
!113 = !DILocation(line: 0, scope: !106)
!114 = !DILocation(line: 37, column: 16, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 35, column: 29)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 35, column: 5)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 35, column: 5)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 34, column: 3)
!119 = distinct !DILexicalBlock(scope: !106, file: !3, line: 34, column: 3)
!120 = !DILocation(line: 34, column: 3, scope: !119)
!121 = !DILocation(line: 35, column: 5, scope: !117)
!122 = !DILocation(line: 36, column: 30, scope: !115)
!123 = !DILocation(line: 36, column: 35, scope: !115)
!124 = !DILocation(line: 36, column: 18, scope: !115)
!125 = !DILocation(line: 36, column: 7, scope: !115)
!126 = !DILocation(line: 36, column: 16, scope: !115)
!127 = !DILocation(line: 35, column: 25, scope: !116)
!128 = !DILocation(line: 35, column: 19, scope: !116)
!129 = distinct !{!129, !121, !130, !70}
!130 = !DILocation(line: 38, column: 5, scope: !117)
!131 = !DILocation(line: 34, column: 23, scope: !118)
!132 = !DILocation(line: 34, column: 17, scope: !118)
!133 = distinct !{!133, !120, !134, !70}
!134 = !DILocation(line: 38, column: 5, scope: !119)
!135 = !DILocation(line: 39, column: 3, scope: !106)
!136 = !DILocation(line: 40, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !106, file: !3, line: 40, column: 3)
!138 = !DILocation(line: 41, column: 5, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 41, column: 5)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 40, column: 3)
!141 = !DILocation(line: 42, column: 12, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 41, column: 5)
!143 = !DILocation(line: 42, column: 9, scope: !142)
!144 = !DILocation(line: 41, column: 25, scope: !142)
!145 = !DILocation(line: 41, column: 19, scope: !142)
!146 = distinct !{!146, !138, !147, !70}
!147 = !DILocation(line: 42, column: 19, scope: !139)
!148 = !DILocation(line: 40, column: 23, scope: !140)
!149 = !DILocation(line: 40, column: 17, scope: !140)
!150 = distinct !{!150, !136, !151, !70}
!151 = !DILocation(line: 42, column: 19, scope: !137)
!152 = !DILocation(line: 43, column: 12, scope: !106)
!153 = !DILocation(line: 44, column: 3, scope: !106)
