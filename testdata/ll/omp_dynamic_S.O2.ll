; ModuleID = 'omp_dynamic.c'
source_filename = "omp_dynamic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [41 x i8] c";omp_dynamic.c;kernel_omp_dynamic;18;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 40, i8* getelementptr inbounds ([41 x i8], [41 x i8]* @0, i32 0, i32 0) }, align 8
@L = internal unnamed_addr global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@X = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !12
@Y = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !16

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_dynamic() local_unnamed_addr #0 !dbg !26 {
  call void @llvm.dbg.declare(metadata i32* undef, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !34
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @1, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !35
  ret void, !dbg !36
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare void @__kmpc_dispatch_init_4(%struct.ident_t*, i32, i32, i32, i32, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare i32 @__kmpc_dispatch_next_4(%struct.ident_t*, i32, i32*, i32*, i32*, i32*) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1) #4 !dbg !37 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !45, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32* %1, metadata !46, metadata !DIExpression()), !dbg !47
  tail call void @llvm.experimental.noalias.scope.decl(metadata !48), !dbg !51
  call void @llvm.dbg.value(metadata i32* %0, metadata !52, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* undef, metadata !55, metadata !DIExpression()) #3, !dbg !65
  %7 = bitcast i32* %3 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %7) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 0, metadata !57, metadata !DIExpression()) #3, !dbg !65
  store i32 0, i32* %3, align 4, !dbg !68, !tbaa !69, !noalias !48
  %8 = bitcast i32* %4 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %8) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 27, metadata !58, metadata !DIExpression()) #3, !dbg !65
  store i32 27, i32* %4, align 4, !dbg !68, !tbaa !69, !noalias !48
  %9 = bitcast i32* %5 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 1, metadata !59, metadata !DIExpression()) #3, !dbg !65
  store i32 1, i32* %5, align 4, !dbg !68, !tbaa !69, !noalias !48
  %10 = bitcast i32* %6 to i8*, !dbg !67
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()) #3, !dbg !65
  store i32 0, i32* %6, align 4, !dbg !68, !tbaa !69, !noalias !48
  %11 = load i32, i32* %0, align 4, !dbg !67, !tbaa !69, !alias.scope !48
  tail call void @__kmpc_dispatch_init_4(%struct.ident_t* nonnull @1, i32 %11, i32 1073741859, i32 0, i32 27, i32 1, i32 1) #3, !dbg !67, !noalias !48
  call void @llvm.dbg.value(metadata i32* %3, metadata !57, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %4, metadata !58, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %5, metadata !59, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %6, metadata !60, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  %12 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %11, i32* nonnull %6, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5) #3, !dbg !67, !noalias !48
  %13 = icmp eq i32 %12, 0, !dbg !67
  br i1 %13, label %72, label %17, !dbg !67

14:                                               ; preds = %67, %17
  call void @llvm.dbg.value(metadata i32* %3, metadata !57, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %4, metadata !58, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %5, metadata !59, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32* %6, metadata !60, metadata !DIExpression(DW_OP_deref)) #3, !dbg !65
  %15 = call i32 @__kmpc_dispatch_next_4(%struct.ident_t* nonnull @1, i32 %11, i32* nonnull %6, i32* nonnull %3, i32* nonnull %4, i32* nonnull %5) #3, !dbg !67, !noalias !48
  %16 = icmp eq i32 %15, 0, !dbg !67
  br i1 %16, label %72, label %17, !dbg !67, !llvm.loop !73

17:                                               ; preds = %2, %14
  %18 = load i32, i32* %3, align 4, !dbg !68, !tbaa !69, !noalias !48
  call void @llvm.dbg.value(metadata i32 %18, metadata !57, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32 %18, metadata !56, metadata !DIExpression()) #3, !dbg !65
  %19 = load i32, i32* %4, align 4, !tbaa !69, !noalias !48, !llvm.access.group !76
  call void @llvm.dbg.value(metadata i32 %19, metadata !58, metadata !DIExpression()) #3, !dbg !65
  %20 = icmp sgt i32 %18, %19, !dbg !67
  br i1 %20, label %14, label %21, !dbg !67

21:                                               ; preds = %17
  %22 = sext i32 %18 to i64, !dbg !74
  %23 = add i32 %19, 1, !dbg !74
  %24 = add i32 %18, 1, !dbg !74
  br label %25, !dbg !74

25:                                               ; preds = %67, %21
  %26 = phi i32 [ %71, %67 ], [ 0, %21 ]
  %27 = phi i64 [ %30, %67 ], [ %22, %21 ]
  %28 = add i32 %24, %26, !dbg !67
  %29 = zext i32 %28 to i64, !dbg !67
  %30 = add nsw i64 %27, 1, !dbg !67
  %31 = trunc i64 %30 to i32, !dbg !65
  call void @llvm.dbg.value(metadata i64 %27, metadata !56, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i32 0, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %32 = icmp slt i64 %27, 0, !dbg !78
  br i1 %32, label %67, label %33, !dbg !81

33:                                               ; preds = %25
  %34 = and i64 %29, 1, !dbg !81
  %35 = icmp eq i32 %28, 1, !dbg !81
  br i1 %35, label %56, label %36, !dbg !81

36:                                               ; preds = %33
  %37 = and i64 %29, 4294967294, !dbg !81
  br label %38, !dbg !81

38:                                               ; preds = %38, %36
  %39 = phi i64 [ 0, %36 ], [ %53, %38 ]
  %40 = phi double [ 0.000000e+00, %36 ], [ %52, %38 ]
  %41 = phi i64 [ 0, %36 ], [ %54, %38 ]
  call void @llvm.dbg.value(metadata double %40, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %39, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %42 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @L, i64 0, i64 %27, i64 %39, !dbg !82
  %43 = load double, double* %42, align 16, !dbg !82, !tbaa !83, !noalias !48, !llvm.access.group !76
  %44 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %39, !dbg !85
  %45 = load double, double* %44, align 16, !dbg !85, !tbaa !83, !noalias !48, !llvm.access.group !76
  %46 = call double @llvm.fmuladd.f64(double %43, double %45, double %40) #3, !dbg !86
  call void @llvm.dbg.value(metadata double %46, metadata !63, metadata !DIExpression()) #3, !dbg !77
  %47 = or i64 %39, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %47, metadata !61, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata double %46, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %47, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %48 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @L, i64 0, i64 %27, i64 %47, !dbg !82
  %49 = load double, double* %48, align 8, !dbg !82, !tbaa !83, !noalias !48, !llvm.access.group !76
  %50 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %47, !dbg !85
  %51 = load double, double* %50, align 8, !dbg !85, !tbaa !83, !noalias !48, !llvm.access.group !76
  %52 = call double @llvm.fmuladd.f64(double %49, double %51, double %46) #3, !dbg !86
  call void @llvm.dbg.value(metadata double %52, metadata !63, metadata !DIExpression()) #3, !dbg !77
  %53 = add nuw nsw i64 %39, 2, !dbg !87
  call void @llvm.dbg.value(metadata i64 %53, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %54 = add i64 %41, 2, !dbg !81
  %55 = icmp eq i64 %54, %37, !dbg !81
  br i1 %55, label %56, label %38, !dbg !81, !llvm.loop !88

56:                                               ; preds = %38, %33
  %57 = phi double [ undef, %33 ], [ %52, %38 ]
  %58 = phi i64 [ 0, %33 ], [ %53, %38 ]
  %59 = phi double [ 0.000000e+00, %33 ], [ %52, %38 ]
  %60 = icmp eq i64 %34, 0, !dbg !81
  br i1 %60, label %67, label %61, !dbg !81

61:                                               ; preds = %56
  call void @llvm.dbg.value(metadata double %59, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %58, metadata !61, metadata !DIExpression()) #3, !dbg !65
  %62 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @L, i64 0, i64 %27, i64 %58, !dbg !82
  %63 = load double, double* %62, align 8, !dbg !82, !tbaa !83, !noalias !48, !llvm.access.group !76
  %64 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %58, !dbg !85
  %65 = load double, double* %64, align 8, !dbg !85, !tbaa !83, !noalias !48, !llvm.access.group !76
  %66 = call double @llvm.fmuladd.f64(double %63, double %65, double %59) #3, !dbg !86
  call void @llvm.dbg.value(metadata double %66, metadata !63, metadata !DIExpression()) #3, !dbg !77
  call void @llvm.dbg.value(metadata i64 %58, metadata !61, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)) #3, !dbg !65
  br label %67, !dbg !91

67:                                               ; preds = %61, %56, %25
  %68 = phi double [ 0.000000e+00, %25 ], [ %57, %56 ], [ %66, %61 ], !dbg !77
  %69 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %27, !dbg !91
  store double %68, double* %69, align 8, !dbg !92, !tbaa !83, !noalias !48, !llvm.access.group !76
  call void @llvm.dbg.value(metadata i64 %30, metadata !56, metadata !DIExpression()) #3, !dbg !65
  call void @llvm.dbg.value(metadata i32 %19, metadata !58, metadata !DIExpression()) #3, !dbg !65
  %70 = icmp eq i32 %23, %31, !dbg !67
  %71 = add i32 %26, 1, !dbg !67
  br i1 %70, label %14, label %25, !dbg !67, !llvm.loop !93

72:                                               ; preds = %14, %2
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !74, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !74, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %8) #3, !dbg !74, !noalias !48
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %7) #3, !dbg !74, !noalias !48
  ret void, !dbg !51
}

; Function Attrs: nounwind
declare !callback !95 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !97 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !104
  br label %1, !dbg !105

1:                                                ; preds = %0, %22
  %2 = phi i64 [ 0, %0 ], [ %23, %22 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !101, metadata !DIExpression()), !dbg !104
  %3 = trunc i64 %2 to i8, !dbg !107
  %4 = urem i8 %3, 3, !dbg !107
  %5 = add nuw nsw i8 %4, 1, !dbg !110
  %6 = uitofp i8 %5 to double, !dbg !110
  %7 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %2, !dbg !111
  store double %6, double* %7, align 8, !dbg !112, !tbaa !83
  call void @llvm.dbg.value(metadata i32 0, metadata !102, metadata !DIExpression()), !dbg !104
  br label %8, !dbg !113

8:                                                ; preds = %1, %17
  %9 = phi i64 [ 0, %1 ], [ %20, %17 ]
  call void @llvm.dbg.value(metadata i64 %9, metadata !102, metadata !DIExpression()), !dbg !104
  %10 = icmp ugt i64 %9, %2, !dbg !115
  br i1 %10, label %17, label %11, !dbg !117

11:                                               ; preds = %8
  %12 = add nuw nsw i64 %9, %2, !dbg !118
  %13 = trunc i64 %12 to i32, !dbg !119
  %14 = urem i32 %13, 5, !dbg !119
  %15 = sitofp i32 %14 to double, !dbg !120
  %16 = fdiv double %15, 5.000000e+00, !dbg !121
  br label %17, !dbg !117

17:                                               ; preds = %8, %11
  %18 = phi double [ %16, %11 ], [ 0.000000e+00, %8 ], !dbg !117
  %19 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @L, i64 0, i64 %2, i64 %9, !dbg !122
  store double %18, double* %19, align 8, !dbg !123, !tbaa !83
  %20 = add nuw nsw i64 %9, 1, !dbg !124
  call void @llvm.dbg.value(metadata i64 %20, metadata !102, metadata !DIExpression()), !dbg !104
  %21 = icmp eq i64 %20, 28, !dbg !125
  br i1 %21, label %22, label %8, !dbg !113, !llvm.loop !126

22:                                               ; preds = %17
  %23 = add nuw nsw i64 %2, 1, !dbg !128
  call void @llvm.dbg.value(metadata i64 %23, metadata !101, metadata !DIExpression()), !dbg !104
  %24 = icmp eq i64 %23, 28, !dbg !129
  br i1 %24, label %25, label %1, !dbg !105, !llvm.loop !130

25:                                               ; preds = %22
  tail call void @kernel_omp_dynamic(), !dbg !132
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 0, metadata !101, metadata !DIExpression()), !dbg !104
  %26 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0), align 16, !dbg !133, !tbaa !83
  %27 = fadd double %26, 0.000000e+00, !dbg !136
  call void @llvm.dbg.value(metadata double %27, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %27, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()), !dbg !104
  %28 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 1), align 8, !dbg !133, !tbaa !83
  %29 = fadd double %27, %28, !dbg !136
  call void @llvm.dbg.value(metadata double %29, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 2, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %29, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 2, metadata !101, metadata !DIExpression()), !dbg !104
  %30 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 2), align 16, !dbg !133, !tbaa !83
  %31 = fadd double %29, %30, !dbg !136
  call void @llvm.dbg.value(metadata double %31, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 3, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %31, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 3, metadata !101, metadata !DIExpression()), !dbg !104
  %32 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 3), align 8, !dbg !133, !tbaa !83
  %33 = fadd double %31, %32, !dbg !136
  call void @llvm.dbg.value(metadata double %33, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 4, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %33, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 4, metadata !101, metadata !DIExpression()), !dbg !104
  %34 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 4), align 16, !dbg !133, !tbaa !83
  %35 = fadd double %33, %34, !dbg !136
  call void @llvm.dbg.value(metadata double %35, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 5, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %35, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 5, metadata !101, metadata !DIExpression()), !dbg !104
  %36 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 5), align 8, !dbg !133, !tbaa !83
  %37 = fadd double %35, %36, !dbg !136
  call void @llvm.dbg.value(metadata double %37, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 6, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %37, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 6, metadata !101, metadata !DIExpression()), !dbg !104
  %38 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 6), align 16, !dbg !133, !tbaa !83
  %39 = fadd double %37, %38, !dbg !136
  call void @llvm.dbg.value(metadata double %39, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 7, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %39, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 7, metadata !101, metadata !DIExpression()), !dbg !104
  %40 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 7), align 8, !dbg !133, !tbaa !83
  %41 = fadd double %39, %40, !dbg !136
  call void @llvm.dbg.value(metadata double %41, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 8, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %41, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 8, metadata !101, metadata !DIExpression()), !dbg !104
  %42 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 8), align 16, !dbg !133, !tbaa !83
  %43 = fadd double %41, %42, !dbg !136
  call void @llvm.dbg.value(metadata double %43, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 9, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %43, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 9, metadata !101, metadata !DIExpression()), !dbg !104
  %44 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 9), align 8, !dbg !133, !tbaa !83
  %45 = fadd double %43, %44, !dbg !136
  call void @llvm.dbg.value(metadata double %45, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 10, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %45, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 10, metadata !101, metadata !DIExpression()), !dbg !104
  %46 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 10), align 16, !dbg !133, !tbaa !83
  %47 = fadd double %45, %46, !dbg !136
  call void @llvm.dbg.value(metadata double %47, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 11, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %47, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 11, metadata !101, metadata !DIExpression()), !dbg !104
  %48 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 11), align 8, !dbg !133, !tbaa !83
  %49 = fadd double %47, %48, !dbg !136
  call void @llvm.dbg.value(metadata double %49, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 12, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %49, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 12, metadata !101, metadata !DIExpression()), !dbg !104
  %50 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 12), align 16, !dbg !133, !tbaa !83
  %51 = fadd double %49, %50, !dbg !136
  call void @llvm.dbg.value(metadata double %51, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 13, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %51, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 13, metadata !101, metadata !DIExpression()), !dbg !104
  %52 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 13), align 8, !dbg !133, !tbaa !83
  %53 = fadd double %51, %52, !dbg !136
  call void @llvm.dbg.value(metadata double %53, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 14, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %53, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 14, metadata !101, metadata !DIExpression()), !dbg !104
  %54 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 14), align 16, !dbg !133, !tbaa !83
  %55 = fadd double %53, %54, !dbg !136
  call void @llvm.dbg.value(metadata double %55, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 15, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %55, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 15, metadata !101, metadata !DIExpression()), !dbg !104
  %56 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 15), align 8, !dbg !133, !tbaa !83
  %57 = fadd double %55, %56, !dbg !136
  call void @llvm.dbg.value(metadata double %57, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 16, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %57, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 16, metadata !101, metadata !DIExpression()), !dbg !104
  %58 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 16), align 16, !dbg !133, !tbaa !83
  %59 = fadd double %57, %58, !dbg !136
  call void @llvm.dbg.value(metadata double %59, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 17, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %59, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 17, metadata !101, metadata !DIExpression()), !dbg !104
  %60 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 17), align 8, !dbg !133, !tbaa !83
  %61 = fadd double %59, %60, !dbg !136
  call void @llvm.dbg.value(metadata double %61, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 18, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %61, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 18, metadata !101, metadata !DIExpression()), !dbg !104
  %62 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 18), align 16, !dbg !133, !tbaa !83
  %63 = fadd double %61, %62, !dbg !136
  call void @llvm.dbg.value(metadata double %63, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 19, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %63, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 19, metadata !101, metadata !DIExpression()), !dbg !104
  %64 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 19), align 8, !dbg !133, !tbaa !83
  %65 = fadd double %63, %64, !dbg !136
  call void @llvm.dbg.value(metadata double %65, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 20, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %65, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 20, metadata !101, metadata !DIExpression()), !dbg !104
  %66 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 20), align 16, !dbg !133, !tbaa !83
  %67 = fadd double %65, %66, !dbg !136
  call void @llvm.dbg.value(metadata double %67, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 21, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %67, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 21, metadata !101, metadata !DIExpression()), !dbg !104
  %68 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 21), align 8, !dbg !133, !tbaa !83
  %69 = fadd double %67, %68, !dbg !136
  call void @llvm.dbg.value(metadata double %69, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 22, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %69, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 22, metadata !101, metadata !DIExpression()), !dbg !104
  %70 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 22), align 16, !dbg !133, !tbaa !83
  %71 = fadd double %69, %70, !dbg !136
  call void @llvm.dbg.value(metadata double %71, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 23, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %71, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 23, metadata !101, metadata !DIExpression()), !dbg !104
  %72 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 23), align 8, !dbg !133, !tbaa !83
  %73 = fadd double %71, %72, !dbg !136
  call void @llvm.dbg.value(metadata double %73, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 24, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %73, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 24, metadata !101, metadata !DIExpression()), !dbg !104
  %74 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 24), align 16, !dbg !133, !tbaa !83
  %75 = fadd double %73, %74, !dbg !136
  call void @llvm.dbg.value(metadata double %75, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 25, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %75, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 25, metadata !101, metadata !DIExpression()), !dbg !104
  %76 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 25), align 8, !dbg !133, !tbaa !83
  %77 = fadd double %75, %76, !dbg !136
  call void @llvm.dbg.value(metadata double %77, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 26, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %77, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 26, metadata !101, metadata !DIExpression()), !dbg !104
  %78 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 26), align 16, !dbg !133, !tbaa !83
  %79 = fadd double %77, %78, !dbg !136
  call void @llvm.dbg.value(metadata double %79, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 27, metadata !101, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata double %79, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 27, metadata !101, metadata !DIExpression()), !dbg !104
  %80 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 27), align 8, !dbg !133, !tbaa !83
  %81 = fadd double %79, %80, !dbg !136
  call void @llvm.dbg.value(metadata double %81, metadata !103, metadata !DIExpression()), !dbg !104
  call void @llvm.dbg.value(metadata i64 28, metadata !101, metadata !DIExpression()), !dbg !104
  store double %81, double* @checksum, align 8, !dbg !137, !tbaa !83
  ret i32 0, !dbg !138
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_dynamic.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "L", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"openmp", i32 50}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_omp_dynamic", scope: !3, file: !3, line: 15, type: !27, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !{!30, !32}
!30 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 17, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 17, type: !31)
!33 = !DILocation(line: 17, column: 7, scope: !26)
!34 = !DILocation(line: 17, column: 10, scope: !26)
!35 = !DILocation(line: 18, column: 1, scope: !26)
!36 = !DILocation(line: 25, column: 1, scope: !26)
!37 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 18, type: !38, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40, !40}
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!44 = !{!45, !46}
!45 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !37, type: !40, flags: DIFlagArtificial)
!46 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !37, type: !40, flags: DIFlagArtificial)
!47 = !DILocation(line: 0, scope: !37)
!48 = !{!49}
!49 = distinct !{!49, !50, !".omp_outlined._debug__: argument 0"}
!50 = distinct !{!50, !".omp_outlined._debug__"}
!51 = !DILocation(line: 18, column: 1, scope: !37)
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !53, type: !40, flags: DIFlagArtificial)
!53 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 19, type: !38, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!54 = !{!52, !55, !56, !57, !58, !59, !60, !61, !62, !63}
!55 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !53, type: !40, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: ".omp.iv", scope: !53, type: !31, flags: DIFlagArtificial)
!57 = !DILocalVariable(name: ".omp.lb", scope: !53, type: !31, flags: DIFlagArtificial)
!58 = !DILocalVariable(name: ".omp.ub", scope: !53, type: !31, flags: DIFlagArtificial)
!59 = !DILocalVariable(name: ".omp.stride", scope: !53, type: !31, flags: DIFlagArtificial)
!60 = !DILocalVariable(name: ".omp.is_last", scope: !53, type: !31, flags: DIFlagArtificial)
!61 = !DILocalVariable(name: "j", scope: !53, type: !31, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: "i", scope: !53, type: !31, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: "acc", scope: !64, file: !3, line: 20, type: !5)
!64 = distinct !DILexicalBlock(scope: !53, file: !3, line: 19, column: 27)
!65 = !DILocation(line: 0, scope: !53, inlinedAt: !66)
!66 = distinct !DILocation(line: 18, column: 1, scope: !37)
!67 = !DILocation(line: 19, column: 3, scope: !53, inlinedAt: !66)
!68 = !DILocation(line: 19, column: 8, scope: !53, inlinedAt: !66)
!69 = !{!70, !70, i64 0}
!70 = !{!"int", !71, i64 0}
!71 = !{!"omnipotent char", !72, i64 0}
!72 = !{!"Simple C/C++ TBAA"}
!73 = distinct !{!73, !74, !75}
!74 = !DILocation(line: 18, column: 1, scope: !53, inlinedAt: !66)
!75 = !DILocation(line: 18, column: 54, scope: !53, inlinedAt: !66)
!76 = distinct !{}
!77 = !DILocation(line: 0, scope: !64, inlinedAt: !66)
!78 = !DILocation(line: 21, column: 19, scope: !79, inlinedAt: !66)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 21, column: 5)
!80 = distinct !DILexicalBlock(scope: !64, file: !3, line: 21, column: 5)
!81 = !DILocation(line: 21, column: 5, scope: !80, inlinedAt: !66)
!82 = !DILocation(line: 22, column: 14, scope: !79, inlinedAt: !66)
!83 = !{!84, !84, i64 0}
!84 = !{!"double", !71, i64 0}
!85 = !DILocation(line: 22, column: 24, scope: !79, inlinedAt: !66)
!86 = !DILocation(line: 22, column: 11, scope: !79, inlinedAt: !66)
!87 = !DILocation(line: 21, column: 26, scope: !79, inlinedAt: !66)
!88 = distinct !{!88, !81, !89, !90}
!89 = !DILocation(line: 22, column: 27, scope: !80, inlinedAt: !66)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 23, column: 5, scope: !64, inlinedAt: !66)
!92 = !DILocation(line: 23, column: 10, scope: !64, inlinedAt: !66)
!93 = distinct !{!93, !74, !75, !94}
!94 = !{!"llvm.loop.parallel_accesses", !76}
!95 = !{!96}
!96 = !{i64 2, i64 -1, i64 -1, i1 true}
!97 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !98, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!31}
!100 = !{!101, !102, !103}
!101 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 29, type: !31)
!102 = !DILocalVariable(name: "j", scope: !97, file: !3, line: 29, type: !31)
!103 = !DILocalVariable(name: "s", scope: !97, file: !3, line: 30, type: !5)
!104 = !DILocation(line: 0, scope: !97)
!105 = !DILocation(line: 31, column: 3, scope: !106)
!106 = distinct !DILexicalBlock(scope: !97, file: !3, line: 31, column: 3)
!107 = !DILocation(line: 32, column: 23, scope: !108)
!108 = distinct !DILexicalBlock(scope: !109, file: !3, line: 31, column: 27)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 31, column: 3)
!110 = !DILocation(line: 32, column: 28, scope: !108)
!111 = !DILocation(line: 32, column: 5, scope: !108)
!112 = !DILocation(line: 32, column: 10, scope: !108)
!113 = !DILocation(line: 33, column: 5, scope: !114)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 33, column: 5)
!115 = !DILocation(line: 34, column: 20, scope: !116)
!116 = distinct !DILexicalBlock(scope: !114, file: !3, line: 33, column: 5)
!117 = !DILocation(line: 34, column: 17, scope: !116)
!118 = !DILocation(line: 34, column: 40, scope: !116)
!119 = !DILocation(line: 34, column: 45, scope: !116)
!120 = !DILocation(line: 34, column: 28, scope: !116)
!121 = !DILocation(line: 34, column: 50, scope: !116)
!122 = !DILocation(line: 34, column: 7, scope: !116)
!123 = !DILocation(line: 34, column: 15, scope: !116)
!124 = !DILocation(line: 33, column: 25, scope: !116)
!125 = !DILocation(line: 33, column: 19, scope: !116)
!126 = distinct !{!126, !113, !127, !90}
!127 = !DILocation(line: 34, column: 58, scope: !114)
!128 = !DILocation(line: 31, column: 23, scope: !109)
!129 = !DILocation(line: 31, column: 17, scope: !109)
!130 = distinct !{!130, !105, !131, !90}
!131 = !DILocation(line: 35, column: 3, scope: !106)
!132 = !DILocation(line: 36, column: 3, scope: !97)
!133 = !DILocation(line: 38, column: 10, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 37, column: 3)
!135 = distinct !DILexicalBlock(scope: !97, file: !3, line: 37, column: 3)
!136 = !DILocation(line: 38, column: 7, scope: !134)
!137 = !DILocation(line: 39, column: 12, scope: !97)
!138 = !DILocation(line: 40, column: 3, scope: !97)
