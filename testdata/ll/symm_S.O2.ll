; ModuleID = 'symm.c'
source_filename = "symm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !0
@B = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@C = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_symm(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !23 {
  call void @llvm.dbg.value(metadata double %0, metadata !27, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %1, metadata !28, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !39
  br label %3, !dbg !40

3:                                                ; preds = %2, %61
  %4 = phi i64 [ 1, %2 ], [ %63, %61 ]
  %5 = phi i64 [ 0, %2 ], [ %62, %61 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !29, metadata !DIExpression()), !dbg !39
  %6 = icmp ult i64 %5, 15
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !39
  %7 = and i64 %4, 1
  %8 = icmp eq i64 %5, 0
  %9 = and i64 %4, 9223372036854775806
  %10 = icmp eq i64 %7, 0
  br label %11, !dbg !41

11:                                               ; preds = %3, %53
  %12 = phi i64 [ 0, %3 ], [ %59, %53 ]
  call void @llvm.dbg.value(metadata i64 %12, metadata !31, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !39
  br i1 %8, label %13, label %25, !dbg !43

13:                                               ; preds = %25, %11
  %14 = phi double [ undef, %11 ], [ %39, %25 ]
  %15 = phi i64 [ 0, %11 ], [ %40, %25 ]
  %16 = phi double [ 0.000000e+00, %11 ], [ %39, %25 ]
  br i1 %10, label %23, label %17, !dbg !43

17:                                               ; preds = %13
  call void @llvm.dbg.value(metadata double %16, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %15, metadata !32, metadata !DIExpression()), !dbg !39
  %18 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %5, i64 %15, !dbg !45
  %19 = load double, double* %18, align 8, !dbg !45, !tbaa !47
  %20 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %15, i64 %12, !dbg !51
  %21 = load double, double* %20, align 8, !dbg !51, !tbaa !47
  %22 = tail call double @llvm.fmuladd.f64(double %19, double %21, double %16), !dbg !52
  call void @llvm.dbg.value(metadata double %22, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %15, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  br label %23, !dbg !53

23:                                               ; preds = %13, %17
  %24 = phi double [ %14, %13 ], [ %22, %17 ], !dbg !52
  call void @llvm.dbg.value(metadata double %24, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %5, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  br i1 %6, label %43, label %53, !dbg !53

25:                                               ; preds = %11, %25
  %26 = phi i64 [ %40, %25 ], [ 0, %11 ]
  %27 = phi double [ %39, %25 ], [ 0.000000e+00, %11 ]
  %28 = phi i64 [ %41, %25 ], [ 0, %11 ]
  call void @llvm.dbg.value(metadata double %27, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %26, metadata !32, metadata !DIExpression()), !dbg !39
  %29 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %5, i64 %26, !dbg !45
  %30 = load double, double* %29, align 16, !dbg !45, !tbaa !47
  %31 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %26, i64 %12, !dbg !51
  %32 = load double, double* %31, align 8, !dbg !51, !tbaa !47
  %33 = tail call double @llvm.fmuladd.f64(double %30, double %32, double %27), !dbg !52
  call void @llvm.dbg.value(metadata double %33, metadata !33, metadata !DIExpression()), !dbg !42
  %34 = or i64 %26, 1, !dbg !55
  call void @llvm.dbg.value(metadata i64 %34, metadata !32, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.value(metadata double %33, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %34, metadata !32, metadata !DIExpression()), !dbg !39
  %35 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %5, i64 %34, !dbg !45
  %36 = load double, double* %35, align 8, !dbg !45, !tbaa !47
  %37 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %34, i64 %12, !dbg !51
  %38 = load double, double* %37, align 8, !dbg !51, !tbaa !47
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33), !dbg !52
  call void @llvm.dbg.value(metadata double %39, metadata !33, metadata !DIExpression()), !dbg !42
  %40 = add nuw nsw i64 %26, 2, !dbg !55
  call void @llvm.dbg.value(metadata i64 %40, metadata !32, metadata !DIExpression()), !dbg !39
  %41 = add i64 %28, 2, !dbg !43
  %42 = icmp eq i64 %41, %9, !dbg !43
  br i1 %42, label %13, label %25, !dbg !43, !llvm.loop !56

43:                                               ; preds = %23, %43
  %44 = phi i64 [ %46, %43 ], [ %5, %23 ]
  %45 = phi double [ %51, %43 ], [ %24, %23 ]
  %46 = add nuw nsw i64 %44, 1
  call void @llvm.dbg.value(metadata double %45, metadata !33, metadata !DIExpression()), !dbg !42
  %47 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %46, i64 %5, !dbg !59
  %48 = load double, double* %47, align 8, !dbg !59, !tbaa !47
  %49 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %46, i64 %12, !dbg !61
  %50 = load double, double* %49, align 8, !dbg !61, !tbaa !47
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45), !dbg !62
  call void @llvm.dbg.value(metadata double %51, metadata !33, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %46, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  call void @llvm.dbg.value(metadata i64 %46, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !39
  %52 = icmp eq i64 %46, 15, !dbg !63
  br i1 %52, label %53, label %43, !dbg !53, !llvm.loop !64

53:                                               ; preds = %43, %23
  %54 = phi double [ %24, %23 ], [ %51, %43 ], !dbg !42
  %55 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %5, i64 %12, !dbg !66
  %56 = load double, double* %55, align 8, !dbg !66, !tbaa !47
  %57 = fmul double %54, %0, !dbg !67
  %58 = tail call double @llvm.fmuladd.f64(double %1, double %56, double %57), !dbg !68
  store double %58, double* %55, align 8, !dbg !69, !tbaa !47
  %59 = add nuw nsw i64 %12, 1, !dbg !70
  call void @llvm.dbg.value(metadata i64 %59, metadata !31, metadata !DIExpression()), !dbg !39
  %60 = icmp eq i64 %59, 16, !dbg !71
  br i1 %60, label %61, label %11, !dbg !41, !llvm.loop !72

61:                                               ; preds = %53
  %62 = add nuw nsw i64 %5, 1, !dbg !74
  call void @llvm.dbg.value(metadata i64 %62, metadata !29, metadata !DIExpression()), !dbg !39
  %63 = add nuw nsw i64 %4, 1, !dbg !40
  %64 = icmp eq i64 %62, 16, !dbg !75
  br i1 %64, label %65, label %3, !dbg !40, !llvm.loop !76

65:                                               ; preds = %61
  ret void, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !79 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !86
  br label %1, !dbg !87

1:                                                ; preds = %0, %31
  %2 = phi i64 [ 0, %0 ], [ %32, %31 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !83, metadata !DIExpression()), !dbg !86
  %3 = shl nuw nsw i64 %2, 1
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !86
  br label %4, !dbg !89

4:                                                ; preds = %1, %13
  %5 = phi i64 [ 0, %1 ], [ %29, %13 ]
  call void @llvm.dbg.value(metadata i64 %5, metadata !84, metadata !DIExpression()), !dbg !86
  %6 = icmp ugt i64 %5, %2, !dbg !92
  br i1 %6, label %13, label %7, !dbg !95

7:                                                ; preds = %4
  %8 = add nuw nsw i64 %5, %2, !dbg !96
  %9 = trunc i64 %8 to i32, !dbg !97
  %10 = urem i32 %9, 6, !dbg !97
  %11 = sitofp i32 %10 to double, !dbg !98
  %12 = fdiv double %11, 6.000000e+00, !dbg !99
  br label %13, !dbg !95

13:                                               ; preds = %4, %7
  %14 = phi double [ %12, %7 ], [ -9.990000e+02, %4 ], !dbg !95
  %15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 %5, !dbg !100
  store double %14, double* %15, align 8, !dbg !101, !tbaa !47
  %16 = add nuw nsw i64 %5, %3, !dbg !102
  %17 = trunc i64 %16 to i32, !dbg !103
  %18 = urem i32 %17, 7, !dbg !103
  %19 = sitofp i32 %18 to double, !dbg !104
  %20 = fdiv double %19, 7.000000e+00, !dbg !105
  %21 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 %5, !dbg !106
  store double %20, double* %21, align 8, !dbg !107, !tbaa !47
  %22 = mul nuw nsw i64 %5, 5, !dbg !108
  %23 = add nuw nsw i64 %22, %2, !dbg !109
  %24 = trunc i64 %23 to i32, !dbg !110
  %25 = and i32 %24, 3, !dbg !110
  %26 = sitofp i32 %25 to double, !dbg !111
  %27 = fmul double %26, 2.500000e-01, !dbg !112
  %28 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 %5, !dbg !113
  store double %27, double* %28, align 8, !dbg !114, !tbaa !47
  %29 = add nuw nsw i64 %5, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %29, metadata !84, metadata !DIExpression()), !dbg !86
  %30 = icmp eq i64 %29, 16, !dbg !116
  br i1 %30, label %31, label %4, !dbg !89, !llvm.loop !117

31:                                               ; preds = %13
  %32 = add nuw nsw i64 %2, 1, !dbg !119
  call void @llvm.dbg.value(metadata i64 %32, metadata !83, metadata !DIExpression()), !dbg !86
  %33 = icmp eq i64 %32, 16, !dbg !120
  br i1 %33, label %34, label %1, !dbg !87, !llvm.loop !121

34:                                               ; preds = %31
  tail call void @kernel_symm(double noundef 1.250000e+00, double noundef 5.000000e-01), !dbg !123
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !85, metadata !DIExpression()), !dbg !86
  br label %35, !dbg !124

35:                                               ; preds = %34, %35
  %36 = phi i64 [ 0, %34 ], [ %86, %35 ]
  %37 = phi double [ 0.000000e+00, %34 ], [ %85, %35 ]
  call void @llvm.dbg.value(metadata double %37, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %36, metadata !83, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %37, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i32 0, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %37, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 0, metadata !84, metadata !DIExpression()), !dbg !86
  %38 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 0, !dbg !126
  %39 = load double, double* %38, align 16, !dbg !126, !tbaa !47
  %40 = fadd double %37, %39, !dbg !130
  call void @llvm.dbg.value(metadata double %40, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %40, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 1, metadata !84, metadata !DIExpression()), !dbg !86
  %41 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 1, !dbg !126
  %42 = load double, double* %41, align 8, !dbg !126, !tbaa !47
  %43 = fadd double %40, %42, !dbg !130
  call void @llvm.dbg.value(metadata double %43, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 2, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %43, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 2, metadata !84, metadata !DIExpression()), !dbg !86
  %44 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 2, !dbg !126
  %45 = load double, double* %44, align 16, !dbg !126, !tbaa !47
  %46 = fadd double %43, %45, !dbg !130
  call void @llvm.dbg.value(metadata double %46, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 3, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %46, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 3, metadata !84, metadata !DIExpression()), !dbg !86
  %47 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 3, !dbg !126
  %48 = load double, double* %47, align 8, !dbg !126, !tbaa !47
  %49 = fadd double %46, %48, !dbg !130
  call void @llvm.dbg.value(metadata double %49, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 4, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %49, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 4, metadata !84, metadata !DIExpression()), !dbg !86
  %50 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 4, !dbg !126
  %51 = load double, double* %50, align 16, !dbg !126, !tbaa !47
  %52 = fadd double %49, %51, !dbg !130
  call void @llvm.dbg.value(metadata double %52, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 5, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %52, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 5, metadata !84, metadata !DIExpression()), !dbg !86
  %53 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 5, !dbg !126
  %54 = load double, double* %53, align 8, !dbg !126, !tbaa !47
  %55 = fadd double %52, %54, !dbg !130
  call void @llvm.dbg.value(metadata double %55, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 6, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %55, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 6, metadata !84, metadata !DIExpression()), !dbg !86
  %56 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 6, !dbg !126
  %57 = load double, double* %56, align 16, !dbg !126, !tbaa !47
  %58 = fadd double %55, %57, !dbg !130
  call void @llvm.dbg.value(metadata double %58, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 7, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %58, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 7, metadata !84, metadata !DIExpression()), !dbg !86
  %59 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 7, !dbg !126
  %60 = load double, double* %59, align 8, !dbg !126, !tbaa !47
  %61 = fadd double %58, %60, !dbg !130
  call void @llvm.dbg.value(metadata double %61, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 8, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %61, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 8, metadata !84, metadata !DIExpression()), !dbg !86
  %62 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 8, !dbg !126
  %63 = load double, double* %62, align 16, !dbg !126, !tbaa !47
  %64 = fadd double %61, %63, !dbg !130
  call void @llvm.dbg.value(metadata double %64, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 9, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %64, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 9, metadata !84, metadata !DIExpression()), !dbg !86
  %65 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 9, !dbg !126
  %66 = load double, double* %65, align 8, !dbg !126, !tbaa !47
  %67 = fadd double %64, %66, !dbg !130
  call void @llvm.dbg.value(metadata double %67, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 10, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %67, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 10, metadata !84, metadata !DIExpression()), !dbg !86
  %68 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 10, !dbg !126
  %69 = load double, double* %68, align 16, !dbg !126, !tbaa !47
  %70 = fadd double %67, %69, !dbg !130
  call void @llvm.dbg.value(metadata double %70, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 11, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %70, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 11, metadata !84, metadata !DIExpression()), !dbg !86
  %71 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 11, !dbg !126
  %72 = load double, double* %71, align 8, !dbg !126, !tbaa !47
  %73 = fadd double %70, %72, !dbg !130
  call void @llvm.dbg.value(metadata double %73, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 12, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %73, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 12, metadata !84, metadata !DIExpression()), !dbg !86
  %74 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 12, !dbg !126
  %75 = load double, double* %74, align 16, !dbg !126, !tbaa !47
  %76 = fadd double %73, %75, !dbg !130
  call void @llvm.dbg.value(metadata double %76, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 13, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %76, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 13, metadata !84, metadata !DIExpression()), !dbg !86
  %77 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 13, !dbg !126
  %78 = load double, double* %77, align 8, !dbg !126, !tbaa !47
  %79 = fadd double %76, %78, !dbg !130
  call void @llvm.dbg.value(metadata double %79, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 14, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %79, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 14, metadata !84, metadata !DIExpression()), !dbg !86
  %80 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 14, !dbg !126
  %81 = load double, double* %80, align 16, !dbg !126, !tbaa !47
  %82 = fadd double %79, %81, !dbg !130
  call void @llvm.dbg.value(metadata double %82, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 15, metadata !84, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata double %82, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 15, metadata !84, metadata !DIExpression()), !dbg !86
  %83 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %36, i64 15, !dbg !126
  %84 = load double, double* %83, align 8, !dbg !126, !tbaa !47
  %85 = fadd double %82, %84, !dbg !130
  call void @llvm.dbg.value(metadata double %85, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 16, metadata !84, metadata !DIExpression()), !dbg !86
  %86 = add nuw nsw i64 %36, 1, !dbg !131
  call void @llvm.dbg.value(metadata double %85, metadata !85, metadata !DIExpression()), !dbg !86
  call void @llvm.dbg.value(metadata i64 %86, metadata !83, metadata !DIExpression()), !dbg !86
  %87 = icmp eq i64 %86, 16, !dbg !132
  br i1 %87, label %88, label %35, !dbg !124, !llvm.loop !133

88:                                               ; preds = %35
  store double %85, double* @checksum, align 8, !dbg !135, !tbaa !47
  ret i32 0, !dbg !136
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_symm", scope: !3, file: !3, line: 15, type: !24, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5}
!26 = !{!27, !28, !29, !31, !32, !33}
!27 = !DILocalVariable(name: "alpha", arg: 1, scope: !23, file: !3, line: 15, type: !5)
!28 = !DILocalVariable(name: "beta", arg: 2, scope: !23, file: !3, line: 15, type: !5)
!29 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 17, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 17, type: !30)
!32 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 17, type: !30)
!33 = !DILocalVariable(name: "acc", scope: !34, file: !3, line: 20, type: !5)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 29)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 19, column: 5)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 19, column: 5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 18, column: 3)
!38 = distinct !DILexicalBlock(scope: !23, file: !3, line: 18, column: 3)
!39 = !DILocation(line: 0, scope: !23)
!40 = !DILocation(line: 18, column: 3, scope: !38)
!41 = !DILocation(line: 19, column: 5, scope: !36)
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 21, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !34, file: !3, line: 21, column: 7)
!45 = !DILocation(line: 22, column: 16, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 7)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !DILocation(line: 22, column: 26, scope: !46)
!52 = !DILocation(line: 22, column: 13, scope: !46)
!53 = !DILocation(line: 23, column: 7, scope: !54)
!54 = distinct !DILexicalBlock(scope: !34, file: !3, line: 23, column: 7)
!55 = !DILocation(line: 21, column: 28, scope: !46)
!56 = distinct !{!56, !43, !57, !58}
!57 = !DILocation(line: 22, column: 32, scope: !44)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 24, column: 16, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 7)
!61 = !DILocation(line: 24, column: 26, scope: !60)
!62 = !DILocation(line: 24, column: 13, scope: !60)
!63 = !DILocation(line: 23, column: 25, scope: !60)
!64 = distinct !{!64, !53, !65, !58}
!65 = !DILocation(line: 24, column: 32, scope: !54)
!66 = !DILocation(line: 25, column: 24, scope: !34)
!67 = !DILocation(line: 25, column: 40, scope: !34)
!68 = !DILocation(line: 25, column: 32, scope: !34)
!69 = !DILocation(line: 25, column: 15, scope: !34)
!70 = !DILocation(line: 19, column: 25, scope: !35)
!71 = !DILocation(line: 19, column: 19, scope: !35)
!72 = distinct !{!72, !41, !73, !58}
!73 = !DILocation(line: 26, column: 5, scope: !36)
!74 = !DILocation(line: 18, column: 23, scope: !37)
!75 = !DILocation(line: 18, column: 17, scope: !37)
!76 = distinct !{!76, !40, !77, !58}
!77 = !DILocation(line: 26, column: 5, scope: !38)
!78 = !DILocation(line: 27, column: 1, scope: !23)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !80, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!30}
!82 = !{!83, !84, !85}
!83 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 31, type: !30)
!84 = !DILocalVariable(name: "j", scope: !79, file: !3, line: 31, type: !30)
!85 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 32, type: !5)
!86 = !DILocation(line: 0, scope: !79)
!87 = !DILocation(line: 33, column: 3, scope: !88)
!88 = distinct !DILexicalBlock(scope: !79, file: !3, line: 33, column: 3)
!89 = !DILocation(line: 34, column: 5, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 34, column: 5)
!91 = distinct !DILexicalBlock(scope: !88, file: !3, line: 33, column: 3)
!92 = !DILocation(line: 35, column: 20, scope: !93)
!93 = distinct !DILexicalBlock(scope: !94, file: !3, line: 34, column: 29)
!94 = distinct !DILexicalBlock(scope: !90, file: !3, line: 34, column: 5)
!95 = !DILocation(line: 35, column: 17, scope: !93)
!96 = !DILocation(line: 35, column: 40, scope: !93)
!97 = !DILocation(line: 35, column: 45, scope: !93)
!98 = !DILocation(line: 35, column: 28, scope: !93)
!99 = !DILocation(line: 35, column: 50, scope: !93)
!100 = !DILocation(line: 35, column: 7, scope: !93)
!101 = !DILocation(line: 35, column: 15, scope: !93)
!102 = !DILocation(line: 36, column: 33, scope: !93)
!103 = !DILocation(line: 36, column: 38, scope: !93)
!104 = !DILocation(line: 36, column: 17, scope: !93)
!105 = !DILocation(line: 36, column: 43, scope: !93)
!106 = !DILocation(line: 36, column: 7, scope: !93)
!107 = !DILocation(line: 36, column: 15, scope: !93)
!108 = !DILocation(line: 37, column: 33, scope: !93)
!109 = !DILocation(line: 37, column: 29, scope: !93)
!110 = !DILocation(line: 37, column: 38, scope: !93)
!111 = !DILocation(line: 37, column: 17, scope: !93)
!112 = !DILocation(line: 37, column: 43, scope: !93)
!113 = !DILocation(line: 37, column: 7, scope: !93)
!114 = !DILocation(line: 37, column: 15, scope: !93)
!115 = !DILocation(line: 34, column: 25, scope: !94)
!116 = !DILocation(line: 34, column: 19, scope: !94)
!117 = distinct !{!117, !89, !118, !58}
!118 = !DILocation(line: 38, column: 5, scope: !90)
!119 = !DILocation(line: 33, column: 23, scope: !91)
!120 = !DILocation(line: 33, column: 17, scope: !91)
!121 = distinct !{!121, !87, !122, !58}
!122 = !DILocation(line: 38, column: 5, scope: !88)
!123 = !DILocation(line: 39, column: 3, scope: !79)
!124 = !DILocation(line: 40, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !79, file: !3, line: 40, column: 3)
!126 = !DILocation(line: 42, column: 12, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 41, column: 5)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 41, column: 5)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 40, column: 3)
!130 = !DILocation(line: 42, column: 9, scope: !127)
!131 = !DILocation(line: 40, column: 23, scope: !129)
!132 = !DILocation(line: 40, column: 17, scope: !129)
!133 = distinct !{!133, !124, !134, !58}
!134 = !DILocation(line: 42, column: 18, scope: !125)
!135 = !DILocation(line: 43, column: 12, scope: !79)
!136 = !DILocation(line: 44, column: 3, scope: !79)
