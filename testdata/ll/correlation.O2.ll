; ModuleID = 'correlation.c'
source_filename = "correlation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [80 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [100 x [80 x double]] zeroinitializer, align 16, !dbg !7
@Stddev = internal unnamed_addr global [80 x double] zeroinitializer, align 16, !dbg !13
@Corr = internal unnamed_addr global [80 x [80 x double]] zeroinitializer, align 16, !dbg !17
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !21

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_correlation() local_unnamed_addr #0 !dbg !30 {
  call void @llvm.dbg.value(metadata double 1.000000e-01, metadata !38, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %1, !dbg !41

1:                                                ; preds = %0, %28
  %2 = phi i64 [ 0, %0 ], [ %30, %28 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !36, metadata !DIExpression()), !dbg !40
  %3 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %2, !dbg !43
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  br label %4, !dbg !46

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %26, %4 ]
  %6 = phi double [ 0.000000e+00, %1 ], [ %25, %4 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !34, metadata !DIExpression()), !dbg !40
  %7 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %5, i64 %2, !dbg !48
  %8 = load double, double* %7, align 8, !dbg !48, !tbaa !50
  %9 = fadd double %8, %6, !dbg !54
  %10 = add nuw nsw i64 %5, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %10, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %10, metadata !34, metadata !DIExpression()), !dbg !40
  %11 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %10, i64 %2, !dbg !48
  %12 = load double, double* %11, align 8, !dbg !48, !tbaa !50
  %13 = fadd double %12, %9, !dbg !54
  %14 = add nuw nsw i64 %5, 2, !dbg !55
  call void @llvm.dbg.value(metadata i64 %14, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %14, metadata !34, metadata !DIExpression()), !dbg !40
  %15 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %14, i64 %2, !dbg !48
  %16 = load double, double* %15, align 8, !dbg !48, !tbaa !50
  %17 = fadd double %16, %13, !dbg !54
  %18 = add nuw nsw i64 %5, 3, !dbg !55
  call void @llvm.dbg.value(metadata i64 %18, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %18, metadata !34, metadata !DIExpression()), !dbg !40
  %19 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %18, i64 %2, !dbg !48
  %20 = load double, double* %19, align 8, !dbg !48, !tbaa !50
  %21 = fadd double %20, %17, !dbg !54
  %22 = add nuw nsw i64 %5, 4, !dbg !55
  call void @llvm.dbg.value(metadata i64 %22, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %22, metadata !34, metadata !DIExpression()), !dbg !40
  %23 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %22, i64 %2, !dbg !48
  %24 = load double, double* %23, align 8, !dbg !48, !tbaa !50
  %25 = fadd double %24, %21, !dbg !54
  %26 = add nuw nsw i64 %5, 5, !dbg !55
  call void @llvm.dbg.value(metadata i64 %26, metadata !34, metadata !DIExpression()), !dbg !40
  %27 = icmp eq i64 %26, 100, !dbg !56
  br i1 %27, label %28, label %4, !dbg !46, !llvm.loop !57

28:                                               ; preds = %4
  %29 = fdiv double %25, 1.000000e+02, !dbg !60
  store double %29, double* %3, align 8, !dbg !60, !tbaa !50
  %30 = add nuw nsw i64 %2, 1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %30, metadata !36, metadata !DIExpression()), !dbg !40
  %31 = icmp eq i64 %30, 80, !dbg !62
  br i1 %31, label %32, label %1, !dbg !41, !llvm.loop !63

32:                                               ; preds = %28, %80
  %33 = phi i64 [ %84, %80 ], [ 0, %28 ]
  call void @llvm.dbg.value(metadata i64 %33, metadata !36, metadata !DIExpression()), !dbg !40
  %34 = getelementptr inbounds [80 x double], [80 x double]* @Stddev, i64 0, i64 %33, !dbg !65
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  %35 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %33
  %36 = load double, double* %35, align 8, !tbaa !50
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  br label %37, !dbg !69

37:                                               ; preds = %37, %32
  %38 = phi i64 [ 0, %32 ], [ %59, %37 ]
  %39 = phi double [ 0.000000e+00, %32 ], [ %58, %37 ]
  call void @llvm.dbg.value(metadata i64 %38, metadata !34, metadata !DIExpression()), !dbg !40
  %40 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %38, i64 %33, !dbg !71
  %41 = load double, double* %40, align 8, !dbg !71, !tbaa !50
  %42 = fsub double %41, %36, !dbg !73
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %42, double %39), !dbg !74
  %44 = or i64 %38, 1, !dbg !75
  call void @llvm.dbg.value(metadata i64 %44, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %44, metadata !34, metadata !DIExpression()), !dbg !40
  %45 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %44, i64 %33, !dbg !71
  %46 = load double, double* %45, align 8, !dbg !71, !tbaa !50
  %47 = fsub double %46, %36, !dbg !73
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %43), !dbg !74
  %49 = or i64 %38, 2, !dbg !75
  call void @llvm.dbg.value(metadata i64 %49, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %49, metadata !34, metadata !DIExpression()), !dbg !40
  %50 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %49, i64 %33, !dbg !71
  %51 = load double, double* %50, align 8, !dbg !71, !tbaa !50
  %52 = fsub double %51, %36, !dbg !73
  %53 = tail call double @llvm.fmuladd.f64(double %52, double %52, double %48), !dbg !74
  %54 = or i64 %38, 3, !dbg !75
  call void @llvm.dbg.value(metadata i64 %54, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %54, metadata !34, metadata !DIExpression()), !dbg !40
  %55 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %54, i64 %33, !dbg !71
  %56 = load double, double* %55, align 8, !dbg !71, !tbaa !50
  %57 = fsub double %56, %36, !dbg !73
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %53), !dbg !74
  %59 = add nuw nsw i64 %38, 4, !dbg !75
  call void @llvm.dbg.value(metadata i64 %59, metadata !34, metadata !DIExpression()), !dbg !40
  %60 = icmp eq i64 %59, 100, !dbg !76
  br i1 %60, label %61, label %37, !dbg !69, !llvm.loop !77

61:                                               ; preds = %37
  %62 = fdiv double %58, 1.000000e+02, !dbg !79
  call void @llvm.dbg.value(metadata double %62, metadata !80, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata double undef, metadata !86, metadata !DIExpression()) #4, !dbg !87
  %63 = fcmp ugt double %62, 0.000000e+00, !dbg !89
  br i1 %63, label %64, label %80, !dbg !91

64:                                               ; preds = %61
  %65 = tail call double @llvm.fmuladd.f64(double %62, double 5.000000e-01, double 1.000000e+00) #4, !dbg !92
  call void @llvm.dbg.value(metadata double %65, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()) #4, !dbg !87
  br label %66, !dbg !93

66:                                               ; preds = %66, %64
  %67 = phi double [ %65, %64 ], [ %77, %66 ]
  %68 = phi i32 [ 0, %64 ], [ %78, %66 ]
  call void @llvm.dbg.value(metadata double %67, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %68, metadata !85, metadata !DIExpression()) #4, !dbg !87
  %69 = fdiv double %62, %67, !dbg !95
  %70 = fadd double %67, %69, !dbg !97
  %71 = fmul double %70, 5.000000e-01, !dbg !98
  call void @llvm.dbg.value(metadata double %71, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %68, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !87
  call void @llvm.dbg.value(metadata double %71, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %68, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #4, !dbg !87
  %72 = fdiv double %62, %71, !dbg !95
  %73 = fadd double %71, %72, !dbg !97
  %74 = fmul double %73, 5.000000e-01, !dbg !98
  call void @llvm.dbg.value(metadata double %74, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %68, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !87
  call void @llvm.dbg.value(metadata double %74, metadata !86, metadata !DIExpression()) #4, !dbg !87
  call void @llvm.dbg.value(metadata i32 %68, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)) #4, !dbg !87
  %75 = fdiv double %62, %74, !dbg !95
  %76 = fadd double %74, %75, !dbg !97
  %77 = fmul double %76, 5.000000e-01, !dbg !98
  call void @llvm.dbg.value(metadata double %77, metadata !86, metadata !DIExpression()) #4, !dbg !87
  %78 = add nuw nsw i32 %68, 3, !dbg !99
  call void @llvm.dbg.value(metadata i32 %78, metadata !85, metadata !DIExpression()) #4, !dbg !87
  %79 = icmp eq i32 %78, 24, !dbg !100
  br i1 %79, label %80, label %66, !dbg !93, !llvm.loop !101

80:                                               ; preds = %66, %61
  %81 = phi double [ 0.000000e+00, %61 ], [ %77, %66 ], !dbg !87
  %82 = fcmp ugt double %81, 1.000000e-01, !dbg !103
  %83 = select i1 %82, double %81, double 1.000000e+00, !dbg !105
  store double %83, double* %34, align 8, !dbg !106, !tbaa !50
  %84 = add nuw nsw i64 %33, 1, !dbg !107
  call void @llvm.dbg.value(metadata i64 %84, metadata !36, metadata !DIExpression()), !dbg !40
  %85 = icmp eq i64 %84, 80, !dbg !108
  br i1 %85, label %86, label %32, !dbg !109, !llvm.loop !110

86:                                               ; preds = %80, %116
  %87 = phi i64 [ %117, %116 ], [ 0, %80 ]
  call void @llvm.dbg.value(metadata i64 %87, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i32 0, metadata !36, metadata !DIExpression()), !dbg !40
  br label %88, !dbg !112

88:                                               ; preds = %86, %108
  %89 = phi i64 [ 0, %86 ], [ %114, %108 ]
  call void @llvm.dbg.value(metadata i64 %89, metadata !36, metadata !DIExpression()), !dbg !40
  %90 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %87, i64 %89, !dbg !116
  %91 = load double, double* %90, align 8, !dbg !116, !tbaa !50
  %92 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %89, !dbg !118
  %93 = load double, double* %92, align 8, !dbg !118, !tbaa !50
  call void @llvm.dbg.value(metadata double 1.000000e+02, metadata !80, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata double 5.100000e+01, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !85, metadata !DIExpression()), !dbg !119
  br label %94, !dbg !121

94:                                               ; preds = %94, %88
  %95 = phi double [ 5.100000e+01, %88 ], [ %105, %94 ]
  %96 = phi i32 [ 0, %88 ], [ %106, %94 ]
  call void @llvm.dbg.value(metadata double %95, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %96, metadata !85, metadata !DIExpression()), !dbg !119
  %97 = fdiv double 1.000000e+02, %95, !dbg !122
  %98 = fadd double %95, %97, !dbg !123
  %99 = fmul double %98, 5.000000e-01, !dbg !124
  call void @llvm.dbg.value(metadata double %99, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %96, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %99, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %96, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !119
  %100 = fdiv double 1.000000e+02, %99, !dbg !122
  %101 = fadd double %99, %100, !dbg !123
  %102 = fmul double %101, 5.000000e-01, !dbg !124
  call void @llvm.dbg.value(metadata double %102, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %96, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  call void @llvm.dbg.value(metadata double %102, metadata !86, metadata !DIExpression()), !dbg !119
  call void @llvm.dbg.value(metadata i32 %96, metadata !85, metadata !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value)), !dbg !119
  %103 = fdiv double 1.000000e+02, %102, !dbg !122
  %104 = fadd double %102, %103, !dbg !123
  %105 = fmul double %104, 5.000000e-01, !dbg !124
  call void @llvm.dbg.value(metadata double %105, metadata !86, metadata !DIExpression()), !dbg !119
  %106 = add nuw nsw i32 %96, 3, !dbg !125
  call void @llvm.dbg.value(metadata i32 %106, metadata !85, metadata !DIExpression()), !dbg !119
  %107 = icmp eq i32 %106, 24, !dbg !126
  br i1 %107, label %108, label %94, !dbg !121, !llvm.loop !127

108:                                              ; preds = %94
  %109 = fsub double %91, %93, !dbg !129
  %110 = getelementptr inbounds [80 x double], [80 x double]* @Stddev, i64 0, i64 %89, !dbg !130
  %111 = load double, double* %110, align 8, !dbg !130, !tbaa !50
  %112 = fmul double %105, %111, !dbg !131
  %113 = fdiv double %109, %112, !dbg !132
  store double %113, double* %90, align 8, !dbg !133, !tbaa !50
  %114 = add nuw nsw i64 %89, 1, !dbg !134
  call void @llvm.dbg.value(metadata i64 %114, metadata !36, metadata !DIExpression()), !dbg !40
  %115 = icmp eq i64 %114, 80, !dbg !135
  br i1 %115, label %116, label %88, !dbg !112, !llvm.loop !136

116:                                              ; preds = %108
  %117 = add nuw nsw i64 %87, 1, !dbg !138
  call void @llvm.dbg.value(metadata i64 %117, metadata !34, metadata !DIExpression()), !dbg !40
  %118 = icmp eq i64 %117, 100, !dbg !139
  br i1 %118, label %122, label %86, !dbg !140, !llvm.loop !141

119:                                              ; preds = %146
  call void @llvm.dbg.value(metadata i64 %126, metadata !36, metadata !DIExpression()), !dbg !40
  %120 = add nuw nsw i64 %124, 1, !dbg !143
  %121 = icmp eq i64 %126, 79, !dbg !145
  br i1 %121, label %150, label %122, !dbg !143, !llvm.loop !147

122:                                              ; preds = %116, %119
  %123 = phi i64 [ %126, %119 ], [ 0, %116 ]
  %124 = phi i64 [ %120, %119 ], [ 1, %116 ]
  call void @llvm.dbg.value(metadata i64 %123, metadata !36, metadata !DIExpression()), !dbg !40
  %125 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %123, i64 %123, !dbg !149
  store double 1.000000e+00, double* %125, align 8, !dbg !151, !tbaa !50
  %126 = add nuw nsw i64 %123, 1, !dbg !152
  call void @llvm.dbg.value(metadata i64 %126, metadata !37, metadata !DIExpression()), !dbg !40
  br label %127, !dbg !154

127:                                              ; preds = %122, %146
  %128 = phi i64 [ %124, %122 ], [ %148, %146 ]
  call void @llvm.dbg.value(metadata i64 %128, metadata !37, metadata !DIExpression()), !dbg !40
  %129 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %123, i64 %128, !dbg !155
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !40
  br label %130, !dbg !158

130:                                              ; preds = %130, %127
  %131 = phi i64 [ 0, %127 ], [ %144, %130 ]
  %132 = phi double [ 0.000000e+00, %127 ], [ %143, %130 ]
  call void @llvm.dbg.value(metadata i64 %131, metadata !34, metadata !DIExpression()), !dbg !40
  %133 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %131, i64 %123, !dbg !160
  %134 = load double, double* %133, align 8, !dbg !160, !tbaa !50
  %135 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %131, i64 %128, !dbg !162
  %136 = load double, double* %135, align 8, !dbg !162, !tbaa !50
  %137 = tail call double @llvm.fmuladd.f64(double %134, double %136, double %132), !dbg !163
  %138 = or i64 %131, 1, !dbg !164
  call void @llvm.dbg.value(metadata i64 %138, metadata !34, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.value(metadata i64 %138, metadata !34, metadata !DIExpression()), !dbg !40
  %139 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %138, i64 %123, !dbg !160
  %140 = load double, double* %139, align 8, !dbg !160, !tbaa !50
  %141 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %138, i64 %128, !dbg !162
  %142 = load double, double* %141, align 8, !dbg !162, !tbaa !50
  %143 = tail call double @llvm.fmuladd.f64(double %140, double %142, double %137), !dbg !163
  %144 = add nuw nsw i64 %131, 2, !dbg !164
  call void @llvm.dbg.value(metadata i64 %144, metadata !34, metadata !DIExpression()), !dbg !40
  %145 = icmp eq i64 %144, 100, !dbg !165
  br i1 %145, label %146, label %130, !dbg !158, !llvm.loop !166

146:                                              ; preds = %130
  store double %143, double* %129, align 8, !dbg !163, !tbaa !50
  %147 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %128, i64 %123, !dbg !168
  store double %143, double* %147, align 8, !dbg !169, !tbaa !50
  %148 = add nuw nsw i64 %128, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %148, metadata !37, metadata !DIExpression()), !dbg !40
  %149 = icmp eq i64 %148, 80, !dbg !171
  br i1 %149, label %119, label %127, !dbg !154, !llvm.loop !172

150:                                              ; preds = %119
  store double 1.000000e+00, double* getelementptr inbounds ([80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 79, i64 79), align 8, !dbg !174, !tbaa !50
  ret void, !dbg !175
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !176 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()), !dbg !184
  br label %1, !dbg !185

1:                                                ; preds = %20, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %20 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !187
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !187
  br label %5, !dbg !187

5:                                                ; preds = %5, %1
  %6 = phi i64 [ 0, %1 ], [ %17, %5 ], !dbg !190
  %7 = phi <2 x i64> [ <i64 0, i64 1>, %1 ], [ %18, %5 ]
  %8 = add nuw <2 x i64> %7, <i64 2, i64 2>, !dbg !192
  %9 = and <2 x i64> %8, <i64 4294967295, i64 4294967295>, !dbg !193
  %10 = mul nuw nsw <2 x i64> %9, %4, !dbg !193
  %11 = add nuw nsw <2 x i64> %10, %7, !dbg !194
  %12 = trunc <2 x i64> %11 to <2 x i32>, !dbg !195
  %13 = urem <2 x i32> %12, <i32 29, i32 29>, !dbg !195
  %14 = sitofp <2 x i32> %13 to <2 x double>, !dbg !196
  %15 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %2, i64 %6, !dbg !190
  %16 = bitcast double* %15 to <2 x double>*, !dbg !197
  store <2 x double> %14, <2 x double>* %16, align 16, !dbg !197, !tbaa !50
  %17 = add nuw i64 %6, 2, !dbg !190
  %18 = add <2 x i64> %7, <i64 2, i64 2>
  %19 = icmp eq i64 %17, 80, !dbg !190
  br i1 %19, label %20, label %5, !dbg !190, !llvm.loop !198

20:                                               ; preds = %5
  %21 = add nuw nsw i64 %2, 1, !dbg !201
  call void @llvm.dbg.value(metadata i64 %21, metadata !180, metadata !DIExpression()), !dbg !184
  %22 = icmp eq i64 %21, 100, !dbg !202
  br i1 %22, label %23, label %1, !dbg !185, !llvm.loop !203

23:                                               ; preds = %20
  tail call void @kernel_correlation(), !dbg !205
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  br label %24, !dbg !206

24:                                               ; preds = %23, %51
  %25 = phi i64 [ 0, %23 ], [ %52, %51 ]
  %26 = phi double [ 0.000000e+00, %23 ], [ %48, %51 ]
  call void @llvm.dbg.value(metadata double %26, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %25, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %26, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()), !dbg !184
  br label %27, !dbg !208

27:                                               ; preds = %27, %24
  %28 = phi i64 [ 0, %24 ], [ %49, %27 ]
  %29 = phi double [ %26, %24 ], [ %48, %27 ]
  call void @llvm.dbg.value(metadata double %29, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %28, metadata !182, metadata !DIExpression()), !dbg !184
  %30 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %25, i64 %28, !dbg !211
  %31 = load double, double* %30, align 8, !dbg !211, !tbaa !50
  %32 = fadd double %29, %31, !dbg !213
  call void @llvm.dbg.value(metadata double %32, metadata !183, metadata !DIExpression()), !dbg !184
  %33 = add nuw nsw i64 %28, 1, !dbg !214
  call void @llvm.dbg.value(metadata i64 %33, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %32, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %33, metadata !182, metadata !DIExpression()), !dbg !184
  %34 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %25, i64 %33, !dbg !211
  %35 = load double, double* %34, align 8, !dbg !211, !tbaa !50
  %36 = fadd double %32, %35, !dbg !213
  call void @llvm.dbg.value(metadata double %36, metadata !183, metadata !DIExpression()), !dbg !184
  %37 = add nuw nsw i64 %28, 2, !dbg !214
  call void @llvm.dbg.value(metadata i64 %37, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %36, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %37, metadata !182, metadata !DIExpression()), !dbg !184
  %38 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %25, i64 %37, !dbg !211
  %39 = load double, double* %38, align 8, !dbg !211, !tbaa !50
  %40 = fadd double %36, %39, !dbg !213
  call void @llvm.dbg.value(metadata double %40, metadata !183, metadata !DIExpression()), !dbg !184
  %41 = add nuw nsw i64 %28, 3, !dbg !214
  call void @llvm.dbg.value(metadata i64 %41, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %40, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %41, metadata !182, metadata !DIExpression()), !dbg !184
  %42 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %25, i64 %41, !dbg !211
  %43 = load double, double* %42, align 8, !dbg !211, !tbaa !50
  %44 = fadd double %40, %43, !dbg !213
  call void @llvm.dbg.value(metadata double %44, metadata !183, metadata !DIExpression()), !dbg !184
  %45 = add nuw nsw i64 %28, 4, !dbg !214
  call void @llvm.dbg.value(metadata i64 %45, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %44, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %45, metadata !182, metadata !DIExpression()), !dbg !184
  %46 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Corr, i64 0, i64 %25, i64 %45, !dbg !211
  %47 = load double, double* %46, align 8, !dbg !211, !tbaa !50
  %48 = fadd double %44, %47, !dbg !213
  call void @llvm.dbg.value(metadata double %48, metadata !183, metadata !DIExpression()), !dbg !184
  %49 = add nuw nsw i64 %28, 5, !dbg !214
  call void @llvm.dbg.value(metadata i64 %49, metadata !182, metadata !DIExpression()), !dbg !184
  %50 = icmp eq i64 %49, 80, !dbg !215
  br i1 %50, label %51, label %27, !dbg !208, !llvm.loop !216

51:                                               ; preds = %27
  %52 = add nuw nsw i64 %25, 1, !dbg !218
  call void @llvm.dbg.value(metadata double %48, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %52, metadata !181, metadata !DIExpression()), !dbg !184
  %53 = icmp eq i64 %52, 80, !dbg !219
  br i1 %53, label %54, label %24, !dbg !206, !llvm.loop !220

54:                                               ; preds = %51
  store double %48, double* @checksum, align 8, !dbg !222, !tbaa !50
  ret i32 0, !dbg !223
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 80)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Stddev", scope: !2, file: !3, line: 20, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5120, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Corr", scope: !2, file: !3, line: 21, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !20)
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
!43 = !DILocation(line: 40, column: 5, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 39, column: 27)
!45 = distinct !DILexicalBlock(scope: !42, file: !3, line: 39, column: 3)
!46 = !DILocation(line: 41, column: 5, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !3, line: 41, column: 5)
!48 = !DILocation(line: 42, column: 18, scope: !49)
!49 = distinct !DILexicalBlock(scope: !47, file: !3, line: 41, column: 5)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 42, column: 15, scope: !49)
!55 = !DILocation(line: 41, column: 25, scope: !49)
!56 = !DILocation(line: 41, column: 19, scope: !49)
!57 = distinct !{!57, !46, !58, !59}
!58 = !DILocation(line: 42, column: 27, scope: !47)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 43, column: 13, scope: !44)
!61 = !DILocation(line: 39, column: 23, scope: !45)
!62 = !DILocation(line: 39, column: 17, scope: !45)
!63 = distinct !{!63, !41, !64, !59}
!64 = !DILocation(line: 44, column: 3, scope: !42)
!65 = !DILocation(line: 46, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 45, column: 27)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 45, column: 3)
!68 = distinct !DILexicalBlock(scope: !30, file: !3, line: 45, column: 3)
!69 = !DILocation(line: 47, column: 5, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 47, column: 5)
!71 = !DILocation(line: 48, column: 21, scope: !72)
!72 = distinct !DILexicalBlock(scope: !70, file: !3, line: 47, column: 5)
!73 = !DILocation(line: 48, column: 32, scope: !72)
!74 = !DILocation(line: 48, column: 17, scope: !72)
!75 = !DILocation(line: 47, column: 25, scope: !72)
!76 = !DILocation(line: 47, column: 19, scope: !72)
!77 = distinct !{!77, !69, !78, !59}
!78 = !DILocation(line: 48, column: 66, scope: !70)
!79 = !DILocation(line: 49, column: 39, scope: !66)
!80 = !DILocalVariable(name: "x", arg: 1, scope: !81, file: !3, line: 24, type: !5)
!81 = distinct !DISubprogram(name: "newton_sqrt", scope: !3, file: !3, line: 24, type: !82, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !5}
!84 = !{!80, !85, !86}
!85 = !DILocalVariable(name: "it", scope: !81, file: !3, line: 26, type: !35)
!86 = !DILocalVariable(name: "g", scope: !81, file: !3, line: 27, type: !5)
!87 = !DILocation(line: 0, scope: !81, inlinedAt: !88)
!88 = distinct !DILocation(line: 49, column: 17, scope: !66)
!89 = !DILocation(line: 28, column: 9, scope: !90, inlinedAt: !88)
!90 = distinct !DILexicalBlock(scope: !81, file: !3, line: 28, column: 7)
!91 = !DILocation(line: 28, column: 7, scope: !81, inlinedAt: !88)
!92 = !DILocation(line: 27, column: 22, scope: !81, inlinedAt: !88)
!93 = !DILocation(line: 30, column: 3, scope: !94, inlinedAt: !88)
!94 = distinct !DILexicalBlock(scope: !81, file: !3, line: 30, column: 3)
!95 = !DILocation(line: 31, column: 22, scope: !96, inlinedAt: !88)
!96 = distinct !DILexicalBlock(scope: !94, file: !3, line: 30, column: 3)
!97 = !DILocation(line: 31, column: 18, scope: !96, inlinedAt: !88)
!98 = !DILocation(line: 31, column: 13, scope: !96, inlinedAt: !88)
!99 = !DILocation(line: 30, column: 37, scope: !96, inlinedAt: !88)
!100 = !DILocation(line: 30, column: 19, scope: !96, inlinedAt: !88)
!101 = distinct !{!101, !93, !102, !59}
!102 = !DILocation(line: 31, column: 25, scope: !94, inlinedAt: !88)
!103 = !DILocation(line: 50, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !66, file: !3, line: 50, column: 9)
!105 = !DILocation(line: 50, column: 9, scope: !66)
!106 = !DILocation(line: 0, scope: !66)
!107 = !DILocation(line: 45, column: 23, scope: !67)
!108 = !DILocation(line: 45, column: 17, scope: !67)
!109 = !DILocation(line: 45, column: 3, scope: !68)
!110 = distinct !{!110, !109, !111, !59}
!111 = !DILocation(line: 52, column: 3, scope: !68)
!112 = !DILocation(line: 54, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 54, column: 5)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 53, column: 3)
!115 = distinct !DILexicalBlock(scope: !30, file: !3, line: 53, column: 3)
!116 = !DILocation(line: 55, column: 21, scope: !117)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 54, column: 5)
!118 = !DILocation(line: 55, column: 34, scope: !117)
!119 = !DILocation(line: 0, scope: !81, inlinedAt: !120)
!120 = distinct !DILocation(line: 55, column: 46, scope: !117)
!121 = !DILocation(line: 30, column: 3, scope: !94, inlinedAt: !120)
!122 = !DILocation(line: 31, column: 22, scope: !96, inlinedAt: !120)
!123 = !DILocation(line: 31, column: 18, scope: !96, inlinedAt: !120)
!124 = !DILocation(line: 31, column: 13, scope: !96, inlinedAt: !120)
!125 = !DILocation(line: 30, column: 37, scope: !96, inlinedAt: !120)
!126 = !DILocation(line: 30, column: 19, scope: !96, inlinedAt: !120)
!127 = distinct !{!127, !121, !128, !59}
!128 = !DILocation(line: 31, column: 25, scope: !94, inlinedAt: !120)
!129 = !DILocation(line: 55, column: 32, scope: !117)
!130 = !DILocation(line: 55, column: 71, scope: !117)
!131 = !DILocation(line: 55, column: 69, scope: !117)
!132 = !DILocation(line: 55, column: 43, scope: !117)
!133 = !DILocation(line: 55, column: 18, scope: !117)
!134 = !DILocation(line: 54, column: 25, scope: !117)
!135 = !DILocation(line: 54, column: 19, scope: !117)
!136 = distinct !{!136, !112, !137, !59}
!137 = !DILocation(line: 55, column: 80, scope: !113)
!138 = !DILocation(line: 53, column: 23, scope: !114)
!139 = !DILocation(line: 53, column: 17, scope: !114)
!140 = !DILocation(line: 53, column: 3, scope: !115)
!141 = distinct !{!141, !140, !142, !59}
!142 = !DILocation(line: 55, column: 80, scope: !115)
!143 = !DILocation(line: 56, column: 3, scope: !144)
!144 = distinct !DILexicalBlock(scope: !30, file: !3, line: 56, column: 3)
!145 = !DILocation(line: 56, column: 17, scope: !146)
!146 = distinct !DILexicalBlock(scope: !144, file: !3, line: 56, column: 3)
!147 = distinct !{!147, !143, !148, !59}
!148 = !DILocation(line: 64, column: 3, scope: !144)
!149 = !DILocation(line: 57, column: 5, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 56, column: 31)
!151 = !DILocation(line: 57, column: 16, scope: !150)
!152 = !DILocation(line: 58, column: 16, scope: !153)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 58, column: 5)
!154 = !DILocation(line: 58, column: 5, scope: !153)
!155 = !DILocation(line: 59, column: 7, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 58, column: 33)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 58, column: 5)
!158 = !DILocation(line: 60, column: 7, scope: !159)
!159 = distinct !DILexicalBlock(scope: !156, file: !3, line: 60, column: 7)
!160 = !DILocation(line: 61, column: 23, scope: !161)
!161 = distinct !DILexicalBlock(scope: !159, file: !3, line: 60, column: 7)
!162 = !DILocation(line: 61, column: 36, scope: !161)
!163 = !DILocation(line: 61, column: 20, scope: !161)
!164 = !DILocation(line: 60, column: 27, scope: !161)
!165 = !DILocation(line: 60, column: 21, scope: !161)
!166 = distinct !{!166, !158, !167, !59}
!167 = !DILocation(line: 61, column: 45, scope: !159)
!168 = !DILocation(line: 62, column: 7, scope: !156)
!169 = !DILocation(line: 62, column: 18, scope: !156)
!170 = !DILocation(line: 58, column: 29, scope: !157)
!171 = !DILocation(line: 58, column: 23, scope: !157)
!172 = distinct !{!172, !154, !173, !59}
!173 = !DILocation(line: 63, column: 5, scope: !153)
!174 = !DILocation(line: 65, column: 22, scope: !30)
!175 = !DILocation(line: 66, column: 1, scope: !30)
!176 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 68, type: !177, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!35}
!179 = !{!180, !181, !182, !183}
!180 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 70, type: !35)
!181 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 70, type: !35)
!182 = !DILocalVariable(name: "q", scope: !176, file: !3, line: 70, type: !35)
!183 = !DILocalVariable(name: "s", scope: !176, file: !3, line: 71, type: !5)
!184 = !DILocation(line: 0, scope: !176)
!185 = !DILocation(line: 72, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !176, file: !3, line: 72, column: 3)
!187 = !DILocation(line: 73, column: 5, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 73, column: 5)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 72, column: 3)
!190 = !DILocation(line: 73, column: 25, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 73, column: 5)
!192 = !DILocation(line: 74, column: 37, scope: !191)
!193 = !DILocation(line: 74, column: 32, scope: !191)
!194 = !DILocation(line: 74, column: 42, scope: !191)
!195 = !DILocation(line: 74, column: 47, scope: !191)
!196 = !DILocation(line: 74, column: 20, scope: !191)
!197 = !DILocation(line: 74, column: 18, scope: !191)
!198 = distinct !{!198, !187, !199, !59, !200}
!199 = !DILocation(line: 74, column: 51, scope: !188)
!200 = !{!"llvm.loop.isvectorized", i32 1}
!201 = !DILocation(line: 72, column: 23, scope: !189)
!202 = !DILocation(line: 72, column: 17, scope: !189)
!203 = distinct !{!203, !185, !204, !59}
!204 = !DILocation(line: 74, column: 51, scope: !186)
!205 = !DILocation(line: 75, column: 3, scope: !176)
!206 = !DILocation(line: 76, column: 3, scope: !207)
!207 = distinct !DILexicalBlock(scope: !176, file: !3, line: 76, column: 3)
!208 = !DILocation(line: 77, column: 5, scope: !209)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 77, column: 5)
!210 = distinct !DILexicalBlock(scope: !207, file: !3, line: 76, column: 3)
!211 = !DILocation(line: 78, column: 12, scope: !212)
!212 = distinct !DILexicalBlock(scope: !209, file: !3, line: 77, column: 5)
!213 = !DILocation(line: 78, column: 9, scope: !212)
!214 = !DILocation(line: 77, column: 25, scope: !212)
!215 = !DILocation(line: 77, column: 19, scope: !212)
!216 = distinct !{!216, !208, !217, !59}
!217 = !DILocation(line: 78, column: 21, scope: !209)
!218 = !DILocation(line: 76, column: 23, scope: !210)
!219 = !DILocation(line: 76, column: 17, scope: !210)
!220 = distinct !{!220, !206, !221, !59}
!221 = !DILocation(line: 78, column: 21, scope: !207)
!222 = !DILocation(line: 79, column: 12, scope: !176)
!223 = !DILocation(line: 80, column: 3, scope: !176)
