; ModuleID = 'omp_gemv.c'
source_filename = "omp_gemv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemv.c;kernel_omp_gemv;19;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@2 = private unnamed_addr constant [36 x i8] c";omp_gemv.c;kernel_omp_gemv;19;25;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@A = internal global [784 x double] zeroinitializer, align 16, !dbg !7
@X = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !17

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_gemv(i32 noundef %0, double* noundef %1, double* noundef %2, double* noundef %3) local_unnamed_addr #0 !dbg !27 {
  %5 = alloca i32, align 4
  %6 = alloca double*, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  call void @llvm.dbg.value(metadata i32 %0, metadata !35, metadata !DIExpression()), !dbg !40
  store i32 %0, i32* %5, align 4, !tbaa !41
  call void @llvm.dbg.value(metadata double* %1, metadata !36, metadata !DIExpression()), !dbg !40
  store double* %1, double** %6, align 8, !tbaa !45
  call void @llvm.dbg.value(metadata double* %2, metadata !37, metadata !DIExpression()), !dbg !40
  store double* %2, double** %7, align 8, !tbaa !45
  call void @llvm.dbg.value(metadata double* %3, metadata !38, metadata !DIExpression()), !dbg !40
  store double* %3, double** %8, align 8, !tbaa !45
  call void @llvm.dbg.declare(metadata i32* undef, metadata !39, metadata !DIExpression()), !dbg !47
  call void @llvm.dbg.value(metadata i32* %5, metadata !35, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void @llvm.dbg.value(metadata double** %6, metadata !36, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void @llvm.dbg.value(metadata double** %7, metadata !37, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void @llvm.dbg.value(metadata double** %8, metadata !38, metadata !DIExpression(DW_OP_deref)), !dbg !40
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 4, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, i32*, double**, double**, double**)* @.omp_outlined. to void (i32*, i32*, ...)*), i32* nonnull %5, double** nonnull %6, double** nonnull %7, double** nonnull %8), !dbg !48
  ret void, !dbg !49
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, i32* nocapture noundef nonnull readonly align 4 dereferenceable(4) %2, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %3, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %4, double** nocapture noundef nonnull readonly align 8 dereferenceable(8) %5) #4 !dbg !50 {
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !61, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32* %1, metadata !62, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i32* %2, metadata !63, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double** %3, metadata !64, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double** %4, metadata !65, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata double** %5, metadata !66, metadata !DIExpression()), !dbg !67
  tail call void @llvm.experimental.noalias.scope.decl(metadata !68), !dbg !71
  call void @llvm.dbg.value(metadata i32* %0, metadata !72, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* undef, metadata !75, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %2, metadata !76, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double** %3, metadata !77, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double** %4, metadata !78, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double** %5, metadata !79, metadata !DIExpression()) #3, !dbg !90
  %11 = load i32, i32* %2, align 4, !dbg !92, !tbaa !41, !noalias !68
  call void @llvm.dbg.value(metadata i32 %11, metadata !81, metadata !DIExpression()) #3, !dbg !90
  %12 = add nsw i32 %11, -1, !dbg !93
  call void @llvm.dbg.value(metadata i32 %12, metadata !81, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()) #3, !dbg !90
  %13 = icmp sgt i32 %11, 0, !dbg !93
  br i1 %13, label %14, label %102, !dbg !93

14:                                               ; preds = %6
  %15 = bitcast i32* %7 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %15) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()) #3, !dbg !90
  store i32 0, i32* %7, align 4, !dbg !94, !tbaa !41, !noalias !68
  %16 = bitcast i32* %8 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %16) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 %12, metadata !84, metadata !DIExpression()) #3, !dbg !90
  store i32 %12, i32* %8, align 4, !dbg !94, !tbaa !41, !noalias !68
  %17 = bitcast i32* %9 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %17) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 1, metadata !85, metadata !DIExpression()) #3, !dbg !90
  store i32 1, i32* %9, align 4, !dbg !94, !tbaa !41, !noalias !68
  %18 = bitcast i32* %10 to i8*, !dbg !93
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %18) #3, !dbg !93, !noalias !68
  call void @llvm.dbg.value(metadata i32 0, metadata !86, metadata !DIExpression()) #3, !dbg !90
  store i32 0, i32* %10, align 4, !dbg !94, !tbaa !41, !noalias !68
  %19 = load i32, i32* %0, align 4, !dbg !93, !tbaa !41, !alias.scope !68
  call void @llvm.dbg.value(metadata i32* %7, metadata !83, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %8, metadata !84, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %9, metadata !85, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32* %10, metadata !86, metadata !DIExpression(DW_OP_deref)) #3, !dbg !90
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %19, i32 34, i32* nonnull %10, i32* nonnull %7, i32* nonnull %8, i32* nonnull %9, i32 1, i32 1) #3, !dbg !95, !noalias !68
  %20 = load i32, i32* %8, align 4, !dbg !94, !tbaa !41, !noalias !68
  call void @llvm.dbg.value(metadata i32 %20, metadata !84, metadata !DIExpression()) #3, !dbg !90
  %21 = icmp sgt i32 %20, %12, !dbg !94
  %22 = select i1 %21, i32 %12, i32 %20, !dbg !94
  call void @llvm.dbg.value(metadata i32 %22, metadata !84, metadata !DIExpression()) #3, !dbg !90
  store i32 %22, i32* %8, align 4, !dbg !94, !tbaa !41, !noalias !68
  %23 = load i32, i32* %7, align 4, !dbg !94, !tbaa !41, !noalias !68
  call void @llvm.dbg.value(metadata i32 %23, metadata !83, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 %23, metadata !80, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 %22, metadata !84, metadata !DIExpression()) #3, !dbg !90
  %24 = icmp sgt i32 %23, %22, !dbg !93
  br i1 %24, label %101, label %25, !dbg !93

25:                                               ; preds = %14
  %26 = load i32, i32* %2, align 4, !tbaa !41, !noalias !68
  %27 = icmp sgt i32 %26, 0
  %28 = load double*, double** %3, align 8, !noalias !68
  %29 = load double*, double** %4, align 8, !noalias !68
  %30 = load double*, double** %5, align 8, !tbaa !45, !noalias !68
  %31 = sext i32 %23 to i64, !dbg !93
  %32 = sext i32 %26 to i64, !dbg !93
  %33 = add nsw i32 %22, 1, !dbg !93
  %34 = zext i32 %26 to i64
  %35 = add nsw i64 %34, -1, !dbg !93
  %36 = and i64 %34, 3
  %37 = icmp ult i64 %35, 3
  %38 = and i64 %34, 4294967292
  %39 = icmp eq i64 %36, 0
  br label %40, !dbg !93

40:                                               ; preds = %95, %25
  %41 = phi i64 [ %31, %25 ], [ %98, %95 ]
  call void @llvm.dbg.value(metadata i64 %41, metadata !80, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !87, metadata !DIExpression()) #3, !dbg !96
  br i1 %27, label %42, label %95, !dbg !97

42:                                               ; preds = %40
  %43 = mul nsw i64 %41, %32
  br i1 %37, label %78, label %44, !dbg !97

44:                                               ; preds = %42, %44
  %45 = phi i64 [ %75, %44 ], [ 0, %42 ]
  %46 = phi double [ %74, %44 ], [ 0.000000e+00, %42 ]
  %47 = phi i64 [ %76, %44 ], [ 0, %42 ]
  call void @llvm.dbg.value(metadata double %46, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %45, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %48 = add nsw i64 %45, %43, !dbg !99
  %49 = getelementptr inbounds double, double* %28, i64 %48, !dbg !101
  %50 = load double, double* %49, align 8, !dbg !101, !tbaa !102, !noalias !68
  %51 = getelementptr inbounds double, double* %29, i64 %45, !dbg !104
  %52 = load double, double* %51, align 8, !dbg !104, !tbaa !102, !noalias !68
  %53 = call double @llvm.fmuladd.f64(double %50, double %52, double %46) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %53, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %54 = or i64 %45, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %54, metadata !87, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata double %53, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %54, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %55 = add nsw i64 %54, %43, !dbg !99
  %56 = getelementptr inbounds double, double* %28, i64 %55, !dbg !101
  %57 = load double, double* %56, align 8, !dbg !101, !tbaa !102, !noalias !68
  %58 = getelementptr inbounds double, double* %29, i64 %54, !dbg !104
  %59 = load double, double* %58, align 8, !dbg !104, !tbaa !102, !noalias !68
  %60 = call double @llvm.fmuladd.f64(double %57, double %59, double %53) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %60, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %61 = or i64 %45, 2, !dbg !106
  call void @llvm.dbg.value(metadata i64 %61, metadata !87, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata double %60, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %61, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %62 = add nsw i64 %61, %43, !dbg !99
  %63 = getelementptr inbounds double, double* %28, i64 %62, !dbg !101
  %64 = load double, double* %63, align 8, !dbg !101, !tbaa !102, !noalias !68
  %65 = getelementptr inbounds double, double* %29, i64 %61, !dbg !104
  %66 = load double, double* %65, align 8, !dbg !104, !tbaa !102, !noalias !68
  %67 = call double @llvm.fmuladd.f64(double %64, double %66, double %60) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %67, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %68 = or i64 %45, 3, !dbg !106
  call void @llvm.dbg.value(metadata i64 %68, metadata !87, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata double %67, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %68, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %69 = add nsw i64 %68, %43, !dbg !99
  %70 = getelementptr inbounds double, double* %28, i64 %69, !dbg !101
  %71 = load double, double* %70, align 8, !dbg !101, !tbaa !102, !noalias !68
  %72 = getelementptr inbounds double, double* %29, i64 %68, !dbg !104
  %73 = load double, double* %72, align 8, !dbg !104, !tbaa !102, !noalias !68
  %74 = call double @llvm.fmuladd.f64(double %71, double %73, double %67) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %74, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %75 = add nuw nsw i64 %45, 4, !dbg !106
  call void @llvm.dbg.value(metadata i64 %75, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %76 = add i64 %47, 4, !dbg !97
  %77 = icmp eq i64 %76, %38, !dbg !97
  br i1 %77, label %78, label %44, !dbg !97, !llvm.loop !107

78:                                               ; preds = %44, %42
  %79 = phi double [ undef, %42 ], [ %74, %44 ]
  %80 = phi i64 [ 0, %42 ], [ %75, %44 ]
  %81 = phi double [ 0.000000e+00, %42 ], [ %74, %44 ]
  br i1 %39, label %95, label %82, !dbg !97

82:                                               ; preds = %78, %82
  %83 = phi i64 [ %92, %82 ], [ %80, %78 ]
  %84 = phi double [ %91, %82 ], [ %81, %78 ]
  %85 = phi i64 [ %93, %82 ], [ 0, %78 ]
  call void @llvm.dbg.value(metadata double %84, metadata !89, metadata !DIExpression()) #3, !dbg !96
  call void @llvm.dbg.value(metadata i64 %83, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %86 = add nsw i64 %83, %43, !dbg !99
  %87 = getelementptr inbounds double, double* %28, i64 %86, !dbg !101
  %88 = load double, double* %87, align 8, !dbg !101, !tbaa !102, !noalias !68
  %89 = getelementptr inbounds double, double* %29, i64 %83, !dbg !104
  %90 = load double, double* %89, align 8, !dbg !104, !tbaa !102, !noalias !68
  %91 = call double @llvm.fmuladd.f64(double %88, double %90, double %84) #3, !dbg !105
  call void @llvm.dbg.value(metadata double %91, metadata !89, metadata !DIExpression()) #3, !dbg !96
  %92 = add nuw nsw i64 %83, 1, !dbg !106
  call void @llvm.dbg.value(metadata i64 %92, metadata !87, metadata !DIExpression()) #3, !dbg !96
  %93 = add i64 %85, 1, !dbg !97
  %94 = icmp eq i64 %93, %36, !dbg !97
  br i1 %94, label %95, label %82, !dbg !97, !llvm.loop !110

95:                                               ; preds = %78, %82, %40
  %96 = phi double [ 0.000000e+00, %40 ], [ %79, %78 ], [ %91, %82 ], !dbg !96
  %97 = getelementptr inbounds double, double* %30, i64 %41, !dbg !112
  store double %96, double* %97, align 8, !dbg !113, !tbaa !102, !noalias !68
  %98 = add nsw i64 %41, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %98, metadata !80, metadata !DIExpression()) #3, !dbg !90
  call void @llvm.dbg.value(metadata i32 %22, metadata !84, metadata !DIExpression()) #3, !dbg !90
  %99 = trunc i64 %98 to i32, !dbg !93
  %100 = icmp eq i32 %33, %99, !dbg !93
  br i1 %100, label %101, label %40, !dbg !93, !llvm.loop !114

101:                                              ; preds = %95, %14
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %19) #3, !dbg !115, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %18) #3, !dbg !95, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %17) #3, !dbg !95, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %16) #3, !dbg !95, !noalias !68
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %15) #3, !dbg !95, !noalias !68
  br label %102, !dbg !95

102:                                              ; preds = %6, %101
  ret void, !dbg !71
}

; Function Attrs: nounwind
declare !callback !116 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !118 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !124
  br label %1, !dbg !125

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !127
  %3 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %16, %1 ], !dbg !129
  %4 = add <2 x i16> %3, <i16 2, i16 2>, !dbg !129
  %5 = urem <2 x i16> %3, <i16 13, i16 13>, !dbg !129
  %6 = urem <2 x i16> %4, <i16 13, i16 13>, !dbg !129
  %7 = uitofp <2 x i16> %5 to <2 x double>, !dbg !130
  %8 = uitofp <2 x i16> %6 to <2 x double>, !dbg !130
  %9 = fmul <2 x double> %7, <double 2.500000e-01, double 2.500000e-01>, !dbg !131
  %10 = fmul <2 x double> %8, <double 2.500000e-01, double 2.500000e-01>, !dbg !131
  %11 = getelementptr inbounds [784 x double], [784 x double]* @A, i64 0, i64 %2, !dbg !127
  %12 = bitcast double* %11 to <2 x double>*, !dbg !132
  store <2 x double> %9, <2 x double>* %12, align 16, !dbg !132, !tbaa !102
  %13 = getelementptr inbounds double, double* %11, i64 2, !dbg !132
  %14 = bitcast double* %13 to <2 x double>*, !dbg !132
  store <2 x double> %10, <2 x double>* %14, align 16, !dbg !132, !tbaa !102
  %15 = add nuw i64 %2, 4, !dbg !127
  %16 = add <2 x i16> %3, <i16 4, i16 4>, !dbg !129
  %17 = icmp eq i64 %15, 784, !dbg !127
  br i1 %17, label %18, label %1, !dbg !127, !llvm.loop !133

18:                                               ; preds = %1
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast ([28 x double]* @X to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 2) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 4) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 6) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 8) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 10) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 12) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 14) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 16) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 18) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 20) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 22) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 24) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  store <2 x double> <double 3.000000e+00, double 4.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 26) to <2 x double>*), align 16, !dbg !136, !tbaa !102
  tail call void @kernel_omp_gemv(i32 noundef 28, double* noundef getelementptr inbounds ([784 x double], [784 x double]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0)), !dbg !139
  call void @llvm.dbg.value(metadata i32 0, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 0, metadata !122, metadata !DIExpression()), !dbg !124
  %19 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0), align 16, !dbg !140, !tbaa !102
  %20 = fadd double %19, 0.000000e+00, !dbg !143
  call void @llvm.dbg.value(metadata double %20, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 1, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %20, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 1, metadata !122, metadata !DIExpression()), !dbg !124
  %21 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 1), align 8, !dbg !140, !tbaa !102
  %22 = fadd double %20, %21, !dbg !143
  call void @llvm.dbg.value(metadata double %22, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 2, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %22, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 2, metadata !122, metadata !DIExpression()), !dbg !124
  %23 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 2), align 16, !dbg !140, !tbaa !102
  %24 = fadd double %22, %23, !dbg !143
  call void @llvm.dbg.value(metadata double %24, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 3, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %24, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 3, metadata !122, metadata !DIExpression()), !dbg !124
  %25 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 3), align 8, !dbg !140, !tbaa !102
  %26 = fadd double %24, %25, !dbg !143
  call void @llvm.dbg.value(metadata double %26, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 4, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %26, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 4, metadata !122, metadata !DIExpression()), !dbg !124
  %27 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 4), align 16, !dbg !140, !tbaa !102
  %28 = fadd double %26, %27, !dbg !143
  call void @llvm.dbg.value(metadata double %28, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 5, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %28, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 5, metadata !122, metadata !DIExpression()), !dbg !124
  %29 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 5), align 8, !dbg !140, !tbaa !102
  %30 = fadd double %28, %29, !dbg !143
  call void @llvm.dbg.value(metadata double %30, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 6, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %30, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 6, metadata !122, metadata !DIExpression()), !dbg !124
  %31 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 6), align 16, !dbg !140, !tbaa !102
  %32 = fadd double %30, %31, !dbg !143
  call void @llvm.dbg.value(metadata double %32, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 7, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %32, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 7, metadata !122, metadata !DIExpression()), !dbg !124
  %33 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 7), align 8, !dbg !140, !tbaa !102
  %34 = fadd double %32, %33, !dbg !143
  call void @llvm.dbg.value(metadata double %34, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 8, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %34, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 8, metadata !122, metadata !DIExpression()), !dbg !124
  %35 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 8), align 16, !dbg !140, !tbaa !102
  %36 = fadd double %34, %35, !dbg !143
  call void @llvm.dbg.value(metadata double %36, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 9, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %36, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 9, metadata !122, metadata !DIExpression()), !dbg !124
  %37 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 9), align 8, !dbg !140, !tbaa !102
  %38 = fadd double %36, %37, !dbg !143
  call void @llvm.dbg.value(metadata double %38, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 10, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %38, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 10, metadata !122, metadata !DIExpression()), !dbg !124
  %39 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 10), align 16, !dbg !140, !tbaa !102
  %40 = fadd double %38, %39, !dbg !143
  call void @llvm.dbg.value(metadata double %40, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 11, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %40, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 11, metadata !122, metadata !DIExpression()), !dbg !124
  %41 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 11), align 8, !dbg !140, !tbaa !102
  %42 = fadd double %40, %41, !dbg !143
  call void @llvm.dbg.value(metadata double %42, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 12, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %42, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 12, metadata !122, metadata !DIExpression()), !dbg !124
  %43 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 12), align 16, !dbg !140, !tbaa !102
  %44 = fadd double %42, %43, !dbg !143
  call void @llvm.dbg.value(metadata double %44, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 13, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %44, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 13, metadata !122, metadata !DIExpression()), !dbg !124
  %45 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 13), align 8, !dbg !140, !tbaa !102
  %46 = fadd double %44, %45, !dbg !143
  call void @llvm.dbg.value(metadata double %46, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 14, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %46, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 14, metadata !122, metadata !DIExpression()), !dbg !124
  %47 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 14), align 16, !dbg !140, !tbaa !102
  %48 = fadd double %46, %47, !dbg !143
  call void @llvm.dbg.value(metadata double %48, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 15, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %48, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 15, metadata !122, metadata !DIExpression()), !dbg !124
  %49 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 15), align 8, !dbg !140, !tbaa !102
  %50 = fadd double %48, %49, !dbg !143
  call void @llvm.dbg.value(metadata double %50, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 16, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %50, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 16, metadata !122, metadata !DIExpression()), !dbg !124
  %51 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 16), align 16, !dbg !140, !tbaa !102
  %52 = fadd double %50, %51, !dbg !143
  call void @llvm.dbg.value(metadata double %52, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 17, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %52, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 17, metadata !122, metadata !DIExpression()), !dbg !124
  %53 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 17), align 8, !dbg !140, !tbaa !102
  %54 = fadd double %52, %53, !dbg !143
  call void @llvm.dbg.value(metadata double %54, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 18, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %54, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 18, metadata !122, metadata !DIExpression()), !dbg !124
  %55 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 18), align 16, !dbg !140, !tbaa !102
  %56 = fadd double %54, %55, !dbg !143
  call void @llvm.dbg.value(metadata double %56, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 19, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %56, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 19, metadata !122, metadata !DIExpression()), !dbg !124
  %57 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 19), align 8, !dbg !140, !tbaa !102
  %58 = fadd double %56, %57, !dbg !143
  call void @llvm.dbg.value(metadata double %58, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 20, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %58, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 20, metadata !122, metadata !DIExpression()), !dbg !124
  %59 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 20), align 16, !dbg !140, !tbaa !102
  %60 = fadd double %58, %59, !dbg !143
  call void @llvm.dbg.value(metadata double %60, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 21, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %60, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 21, metadata !122, metadata !DIExpression()), !dbg !124
  %61 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 21), align 8, !dbg !140, !tbaa !102
  %62 = fadd double %60, %61, !dbg !143
  call void @llvm.dbg.value(metadata double %62, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 22, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %62, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 22, metadata !122, metadata !DIExpression()), !dbg !124
  %63 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 22), align 16, !dbg !140, !tbaa !102
  %64 = fadd double %62, %63, !dbg !143
  call void @llvm.dbg.value(metadata double %64, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 23, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %64, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 23, metadata !122, metadata !DIExpression()), !dbg !124
  %65 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 23), align 8, !dbg !140, !tbaa !102
  %66 = fadd double %64, %65, !dbg !143
  call void @llvm.dbg.value(metadata double %66, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 24, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %66, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 24, metadata !122, metadata !DIExpression()), !dbg !124
  %67 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 24), align 16, !dbg !140, !tbaa !102
  %68 = fadd double %66, %67, !dbg !143
  call void @llvm.dbg.value(metadata double %68, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 25, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %68, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 25, metadata !122, metadata !DIExpression()), !dbg !124
  %69 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 25), align 8, !dbg !140, !tbaa !102
  %70 = fadd double %68, %69, !dbg !143
  call void @llvm.dbg.value(metadata double %70, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 26, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %70, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 26, metadata !122, metadata !DIExpression()), !dbg !124
  %71 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 26), align 16, !dbg !140, !tbaa !102
  %72 = fadd double %70, %71, !dbg !143
  call void @llvm.dbg.value(metadata double %72, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 27, metadata !122, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata double %72, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 27, metadata !122, metadata !DIExpression()), !dbg !124
  %73 = load double, double* getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 27), align 8, !dbg !140, !tbaa !102
  %74 = fadd double %72, %73, !dbg !143
  call void @llvm.dbg.value(metadata double %74, metadata !123, metadata !DIExpression()), !dbg !124
  call void @llvm.dbg.value(metadata i64 28, metadata !122, metadata !DIExpression()), !dbg !124
  store double %74, double* @checksum, align 8, !dbg !144, !tbaa !102
  ret i32 0, !dbg !145
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemv.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 784)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 11, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 12, type: !14, isLocal: true, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"openmp", i32 50}
!23 = !{i32 7, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 1}
!26 = !{!"Debian clang version 14.0.6"}
!27 = distinct !DISubprogram(name: "kernel_omp_gemv", scope: !3, file: !3, line: 15, type: !28, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!28 = !DISubroutineType(types: !29)
!29 = !{null, !30, !31, !31, !33}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!34 = !{!35, !36, !37, !38, !39}
!35 = !DILocalVariable(name: "n", arg: 1, scope: !27, file: !3, line: 15, type: !30)
!36 = !DILocalVariable(name: "a", arg: 2, scope: !27, file: !3, line: 15, type: !31)
!37 = !DILocalVariable(name: "x", arg: 3, scope: !27, file: !3, line: 16, type: !31)
!38 = !DILocalVariable(name: "y", arg: 4, scope: !27, file: !3, line: 16, type: !33)
!39 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 18, type: !30)
!40 = !DILocation(line: 0, scope: !27)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !{!46, !46, i64 0}
!46 = !{!"any pointer", !43, i64 0}
!47 = !DILocation(line: 18, column: 7, scope: !27)
!48 = !DILocation(line: 19, column: 1, scope: !27)
!49 = !DILocation(line: 27, column: 1, scope: !27)
!50 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 19, type: !51, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !60)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !53, !53, !57, !58, !58, !59}
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !55)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !30)
!57 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !30, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !31, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !33, size: 64)
!60 = !{!61, !62, !63, !64, !65, !66}
!61 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !50, type: !53, flags: DIFlagArtificial)
!62 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !50, type: !53, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: "n", arg: 3, scope: !50, type: !57, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: "a", arg: 4, scope: !50, type: !58, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: "x", arg: 5, scope: !50, type: !58, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "y", arg: 6, scope: !50, type: !59, flags: DIFlagArtificial)
!67 = !DILocation(line: 0, scope: !50)
!68 = !{!69}
!69 = distinct !{!69, !70, !".omp_outlined._debug__: argument 0"}
!70 = distinct !{!70, !".omp_outlined._debug__"}
!71 = !DILocation(line: 19, column: 1, scope: !50)
!72 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !73, type: !53, flags: DIFlagArtificial)
!73 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 20, type: !51, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!74 = !{!72, !75, !76, !77, !78, !79, !80, !81, !81, !82, !83, !84, !85, !86, !82, !87, !89}
!75 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !73, type: !53, flags: DIFlagArtificial)
!76 = !DILocalVariable(name: "n", arg: 3, scope: !73, file: !3, line: 15, type: !57)
!77 = !DILocalVariable(name: "a", arg: 4, scope: !73, file: !3, line: 15, type: !58)
!78 = !DILocalVariable(name: "x", arg: 5, scope: !73, file: !3, line: 16, type: !58)
!79 = !DILocalVariable(name: "y", arg: 6, scope: !73, file: !3, line: 16, type: !59)
!80 = !DILocalVariable(name: ".omp.iv", scope: !73, type: !30, flags: DIFlagArtificial)
!81 = !DILocalVariable(name: ".capture_expr.", scope: !73, type: !30, flags: DIFlagArtificial)
!82 = !DILocalVariable(name: "i", scope: !73, type: !30, flags: DIFlagArtificial)
!83 = !DILocalVariable(name: ".omp.lb", scope: !73, type: !30, flags: DIFlagArtificial)
!84 = !DILocalVariable(name: ".omp.ub", scope: !73, type: !30, flags: DIFlagArtificial)
!85 = !DILocalVariable(name: ".omp.stride", scope: !73, type: !30, flags: DIFlagArtificial)
!86 = !DILocalVariable(name: ".omp.is_last", scope: !73, type: !30, flags: DIFlagArtificial)
!87 = !DILocalVariable(name: "j", scope: !88, file: !3, line: 21, type: !30)
!88 = distinct !DILexicalBlock(scope: !73, file: !3, line: 20, column: 27)
!89 = !DILocalVariable(name: "acc", scope: !88, file: !3, line: 22, type: !5)
!90 = !DILocation(line: 0, scope: !73, inlinedAt: !91)
!91 = distinct !DILocation(line: 19, column: 1, scope: !50)
!92 = !DILocation(line: 20, column: 19, scope: !73, inlinedAt: !91)
!93 = !DILocation(line: 20, column: 3, scope: !73, inlinedAt: !91)
!94 = !DILocation(line: 20, column: 8, scope: !73, inlinedAt: !91)
!95 = !DILocation(line: 19, column: 1, scope: !73, inlinedAt: !91)
!96 = !DILocation(line: 0, scope: !88, inlinedAt: !91)
!97 = !DILocation(line: 23, column: 5, scope: !98, inlinedAt: !91)
!98 = distinct !DILexicalBlock(scope: !88, file: !3, line: 23, column: 5)
!99 = !DILocation(line: 24, column: 22, scope: !100, inlinedAt: !91)
!100 = distinct !DILexicalBlock(scope: !98, file: !3, line: 23, column: 5)
!101 = !DILocation(line: 24, column: 14, scope: !100, inlinedAt: !91)
!102 = !{!103, !103, i64 0}
!103 = !{!"double", !43, i64 0}
!104 = !DILocation(line: 24, column: 29, scope: !100, inlinedAt: !91)
!105 = !DILocation(line: 24, column: 11, scope: !100, inlinedAt: !91)
!106 = !DILocation(line: 23, column: 25, scope: !100, inlinedAt: !91)
!107 = distinct !{!107, !97, !108, !109}
!108 = !DILocation(line: 24, column: 32, scope: !98, inlinedAt: !91)
!109 = !{!"llvm.loop.mustprogress"}
!110 = distinct !{!110, !111}
!111 = !{!"llvm.loop.unroll.disable"}
!112 = !DILocation(line: 25, column: 5, scope: !88, inlinedAt: !91)
!113 = !DILocation(line: 25, column: 10, scope: !88, inlinedAt: !91)
!114 = distinct !{!114, !95, !115}
!115 = !DILocation(line: 19, column: 25, scope: !73, inlinedAt: !91)
!116 = !{!117}
!117 = !{i64 2, i64 -1, i64 -1, i1 true}
!118 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !119, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !121)
!119 = !DISubroutineType(types: !120)
!120 = !{!30}
!121 = !{!122, !123}
!122 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 31, type: !30)
!123 = !DILocalVariable(name: "s", scope: !118, file: !3, line: 32, type: !5)
!124 = !DILocation(line: 0, scope: !118)
!125 = !DILocation(line: 33, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !118, file: !3, line: 33, column: 3)
!127 = !DILocation(line: 33, column: 27, scope: !128)
!128 = distinct !DILexicalBlock(scope: !126, file: !3, line: 33, column: 3)
!129 = !DILocation(line: 34, column: 23, scope: !128)
!130 = !DILocation(line: 34, column: 12, scope: !128)
!131 = !DILocation(line: 34, column: 29, scope: !128)
!132 = !DILocation(line: 34, column: 10, scope: !128)
!133 = distinct !{!133, !125, !134, !109, !135}
!134 = !DILocation(line: 34, column: 31, scope: !126)
!135 = !{!"llvm.loop.isvectorized", i32 1}
!136 = !DILocation(line: 36, column: 10, scope: !137)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 35, column: 3)
!138 = distinct !DILexicalBlock(scope: !118, file: !3, line: 35, column: 3)
!139 = !DILocation(line: 37, column: 3, scope: !118)
!140 = !DILocation(line: 39, column: 10, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 38, column: 3)
!142 = distinct !DILexicalBlock(scope: !118, file: !3, line: 38, column: 3)
!143 = !DILocation(line: 39, column: 7, scope: !141)
!144 = !DILocation(line: 40, column: 12, scope: !118)
!145 = !DILocation(line: 41, column: 3, scope: !118)
