; ModuleID = 'omp_gemm.c'
source_filename = "omp_gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [35 x i8] c";omp_gemm.c;kernel_omp_gemm;17;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8
@C = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@A = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@B = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !14
@2 = private unnamed_addr constant [36 x i8] c";omp_gemm.c;kernel_omp_gemm;17;39;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 35, i8* getelementptr inbounds ([36 x i8], [36 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 34, i8* getelementptr inbounds ([35 x i8], [35 x i8]* @0, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_gemm(double noundef %0, double noundef %1) local_unnamed_addr #0 !dbg !24 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  call void @llvm.dbg.value(metadata double %0, metadata !28, metadata !DIExpression()), !dbg !34
  store double %0, double* %3, align 8, !tbaa !35
  call void @llvm.dbg.value(metadata double %1, metadata !29, metadata !DIExpression()), !dbg !34
  store double %1, double* %4, align 8, !tbaa !35
  call void @llvm.dbg.declare(metadata i32* undef, metadata !30, metadata !DIExpression()), !dbg !39
  call void @llvm.dbg.declare(metadata i32* undef, metadata !32, metadata !DIExpression()), !dbg !40
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !41
  call void @llvm.dbg.value(metadata double* %3, metadata !28, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void @llvm.dbg.value(metadata double* %4, metadata !29, metadata !DIExpression(DW_OP_deref)), !dbg !34
  call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 2, void (i32*, i32*, ...)* bitcast (void (i32*, i32*, double*, double*)* @.omp_outlined. to void (i32*, i32*, ...)*), double* nonnull %4, double* nonnull %3), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %0, i32* noalias nocapture noundef readnone %1, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, double* nocapture noundef nonnull readonly align 8 dereferenceable(8) %3) #4 !dbg !44 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %0, metadata !53, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata i32* %1, metadata !54, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double* %2, metadata !55, metadata !DIExpression()), !dbg !57
  call void @llvm.dbg.value(metadata double* %3, metadata !56, metadata !DIExpression()), !dbg !57
  tail call void @llvm.experimental.noalias.scope.decl(metadata !58), !dbg !61
  call void @llvm.dbg.value(metadata i32* %0, metadata !62, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* undef, metadata !65, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata double* %2, metadata !66, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata double* %3, metadata !67, metadata !DIExpression()) #3, !dbg !76
  %9 = bitcast i32* %5 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %9) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !69, metadata !DIExpression()) #3, !dbg !76
  store i32 0, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !58
  %10 = bitcast i32* %6 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %10) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 15, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 15, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !58
  %11 = bitcast i32* %7 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %11) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 1, metadata !71, metadata !DIExpression()) #3, !dbg !76
  store i32 1, i32* %7, align 4, !dbg !79, !tbaa !80, !noalias !58
  %12 = bitcast i32* %8 to i8*, !dbg !78
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %12) #3, !dbg !78, !noalias !58
  call void @llvm.dbg.value(metadata i32 0, metadata !72, metadata !DIExpression()) #3, !dbg !76
  store i32 0, i32* %8, align 4, !dbg !79, !tbaa !80, !noalias !58
  %13 = load i32, i32* %0, align 4, !dbg !78, !tbaa !80, !alias.scope !58
  call void @llvm.dbg.value(metadata i32* %5, metadata !69, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %6, metadata !70, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %7, metadata !71, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32* %8, metadata !72, metadata !DIExpression(DW_OP_deref)) #3, !dbg !76
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %13, i32 34, i32* nonnull %8, i32* nonnull %5, i32* nonnull %6, i32* nonnull %7, i32 1, i32 1) #3, !dbg !82, !noalias !58
  %14 = load i32, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !58
  call void @llvm.dbg.value(metadata i32 %14, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %15 = icmp slt i32 %14, 15, !dbg !79
  %16 = select i1 %15, i32 %14, i32 15, !dbg !79
  call void @llvm.dbg.value(metadata i32 %16, metadata !70, metadata !DIExpression()) #3, !dbg !76
  store i32 %16, i32* %6, align 4, !dbg !79, !tbaa !80, !noalias !58
  %17 = load i32, i32* %5, align 4, !dbg !79, !tbaa !80, !noalias !58
  call void @llvm.dbg.value(metadata i32 %17, metadata !69, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %17, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %16, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %18 = icmp sgt i32 %17, %16, !dbg !78
  br i1 %18, label %185, label %19, !dbg !78

19:                                               ; preds = %4
  %20 = load double, double* %2, align 8, !tbaa !35, !noalias !58
  %21 = load double, double* %3, align 8, !tbaa !35, !noalias !58
  %22 = sext i32 %17 to i64, !dbg !78
  %23 = add nsw i32 %16, 1, !dbg !78
  %24 = insertelement <2 x double> poison, double %20, i64 0
  %25 = shufflevector <2 x double> %24, <2 x double> poison, <2 x i32> zeroinitializer
  br label %26, !dbg !78

26:                                               ; preds = %19, %181
  %27 = phi i64 [ %22, %19 ], [ %182, %181 ]
  call void @llvm.dbg.value(metadata i64 %27, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 0, metadata !73, metadata !DIExpression()) #3, !dbg !76
  %28 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 15
  %29 = load double, double* %28, align 8, !dbg !83, !tbaa !35, !noalias !58
  %30 = fmul double %21, %29
  %31 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 14
  %32 = load double, double* %31, align 16, !dbg !83, !tbaa !35, !noalias !58
  %33 = fmul double %21, %32
  %34 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 13
  %35 = load double, double* %34, align 8, !dbg !83, !tbaa !35, !noalias !58
  %36 = fmul double %21, %35
  %37 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 12
  %38 = load double, double* %37, align 16, !dbg !83, !tbaa !35, !noalias !58
  %39 = fmul double %21, %38
  %40 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 11
  %41 = load double, double* %40, align 8, !dbg !83, !tbaa !35, !noalias !58
  %42 = fmul double %21, %41
  %43 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 10
  %44 = load double, double* %43, align 16, !dbg !83, !tbaa !35, !noalias !58
  %45 = fmul double %21, %44
  %46 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 9
  %47 = load double, double* %46, align 8, !dbg !83, !tbaa !35, !noalias !58
  %48 = fmul double %21, %47
  %49 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 8
  %50 = load double, double* %49, align 16, !dbg !83, !tbaa !35, !noalias !58
  %51 = fmul double %21, %50
  %52 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 7
  %53 = load double, double* %52, align 8, !dbg !83, !tbaa !35, !noalias !58
  %54 = fmul double %21, %53
  %55 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 6
  %56 = load double, double* %55, align 16, !dbg !83, !tbaa !35, !noalias !58
  %57 = fmul double %21, %56
  %58 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 5
  %59 = load double, double* %58, align 8, !dbg !83, !tbaa !35, !noalias !58
  %60 = fmul double %21, %59
  %61 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 4
  %62 = load double, double* %61, align 16, !dbg !83, !tbaa !35, !noalias !58
  %63 = fmul double %21, %62
  %64 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 3
  %65 = load double, double* %64, align 8, !dbg !83, !tbaa !35, !noalias !58
  %66 = fmul double %21, %65
  %67 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 2
  %68 = load double, double* %67, align 16, !dbg !83, !tbaa !35, !noalias !58
  %69 = fmul double %21, %68
  %70 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 1
  %71 = load double, double* %70, align 8, !dbg !83, !tbaa !35, !noalias !58
  %72 = fmul double %21, %71
  %73 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %27, i64 0, !dbg !83
  %74 = load double, double* %73, align 16, !dbg !83, !tbaa !35, !noalias !58
  %75 = fmul double %21, %74
  %76 = insertelement <2 x double> poison, double %75, i64 0, !dbg !89
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %78 = insertelement <2 x double> poison, double %72, i64 0, !dbg !89
  %79 = shufflevector <2 x double> %78, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %80 = insertelement <2 x double> poison, double %69, i64 0, !dbg !89
  %81 = shufflevector <2 x double> %80, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %82 = insertelement <2 x double> poison, double %66, i64 0, !dbg !89
  %83 = shufflevector <2 x double> %82, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %84 = insertelement <2 x double> poison, double %63, i64 0, !dbg !89
  %85 = shufflevector <2 x double> %84, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %86 = insertelement <2 x double> poison, double %60, i64 0, !dbg !89
  %87 = shufflevector <2 x double> %86, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %88 = insertelement <2 x double> poison, double %57, i64 0, !dbg !89
  %89 = shufflevector <2 x double> %88, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %90 = insertelement <2 x double> poison, double %54, i64 0, !dbg !89
  %91 = shufflevector <2 x double> %90, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %92 = insertelement <2 x double> poison, double %51, i64 0, !dbg !89
  %93 = shufflevector <2 x double> %92, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %94 = insertelement <2 x double> poison, double %48, i64 0, !dbg !89
  %95 = shufflevector <2 x double> %94, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %96 = insertelement <2 x double> poison, double %45, i64 0, !dbg !89
  %97 = shufflevector <2 x double> %96, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %98 = insertelement <2 x double> poison, double %42, i64 0, !dbg !89
  %99 = shufflevector <2 x double> %98, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %100 = insertelement <2 x double> poison, double %39, i64 0, !dbg !89
  %101 = shufflevector <2 x double> %100, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %102 = insertelement <2 x double> poison, double %36, i64 0, !dbg !89
  %103 = shufflevector <2 x double> %102, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %104 = insertelement <2 x double> poison, double %33, i64 0, !dbg !89
  %105 = shufflevector <2 x double> %104, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  %106 = insertelement <2 x double> poison, double %30, i64 0, !dbg !89
  %107 = shufflevector <2 x double> %106, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !89
  br label %108, !dbg !89

108:                                              ; preds = %108, %26
  %109 = phi i64 [ 0, %26 ], [ %179, %108 ], !dbg !90
  %110 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %27, i64 %109, !dbg !90
  %111 = bitcast double* %110 to <2 x double>*, !dbg !91
  %112 = load <2 x double>, <2 x double>* %111, align 16, !dbg !91, !tbaa !35, !noalias !58
  %113 = fmul <2 x double> %25, %112, !dbg !91
  %114 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 0, i64 %109, !dbg !90
  %115 = bitcast double* %114 to <2 x double>*, !dbg !92
  %116 = load <2 x double>, <2 x double>* %115, align 16, !dbg !92, !tbaa !35, !noalias !58
  %117 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %116, <2 x double> %113), !dbg !93
  %118 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 1, i64 %109, !dbg !90
  %119 = bitcast double* %118 to <2 x double>*, !dbg !92
  %120 = load <2 x double>, <2 x double>* %119, align 16, !dbg !92, !tbaa !35, !noalias !58
  %121 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %79, <2 x double> %120, <2 x double> %117), !dbg !93
  %122 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 2, i64 %109, !dbg !90
  %123 = bitcast double* %122 to <2 x double>*, !dbg !92
  %124 = load <2 x double>, <2 x double>* %123, align 16, !dbg !92, !tbaa !35, !noalias !58
  %125 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %81, <2 x double> %124, <2 x double> %121), !dbg !93
  %126 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 3, i64 %109, !dbg !90
  %127 = bitcast double* %126 to <2 x double>*, !dbg !92
  %128 = load <2 x double>, <2 x double>* %127, align 16, !dbg !92, !tbaa !35, !noalias !58
  %129 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %83, <2 x double> %128, <2 x double> %125), !dbg !93
  %130 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 4, i64 %109, !dbg !90
  %131 = bitcast double* %130 to <2 x double>*, !dbg !92
  %132 = load <2 x double>, <2 x double>* %131, align 16, !dbg !92, !tbaa !35, !noalias !58
  %133 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %85, <2 x double> %132, <2 x double> %129), !dbg !93
  %134 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 5, i64 %109, !dbg !90
  %135 = bitcast double* %134 to <2 x double>*, !dbg !92
  %136 = load <2 x double>, <2 x double>* %135, align 16, !dbg !92, !tbaa !35, !noalias !58
  %137 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %87, <2 x double> %136, <2 x double> %133), !dbg !93
  %138 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 6, i64 %109, !dbg !90
  %139 = bitcast double* %138 to <2 x double>*, !dbg !92
  %140 = load <2 x double>, <2 x double>* %139, align 16, !dbg !92, !tbaa !35, !noalias !58
  %141 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %89, <2 x double> %140, <2 x double> %137), !dbg !93
  %142 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 7, i64 %109, !dbg !90
  %143 = bitcast double* %142 to <2 x double>*, !dbg !92
  %144 = load <2 x double>, <2 x double>* %143, align 16, !dbg !92, !tbaa !35, !noalias !58
  %145 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %91, <2 x double> %144, <2 x double> %141), !dbg !93
  %146 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 8, i64 %109, !dbg !90
  %147 = bitcast double* %146 to <2 x double>*, !dbg !92
  %148 = load <2 x double>, <2 x double>* %147, align 16, !dbg !92, !tbaa !35, !noalias !58
  %149 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> %148, <2 x double> %145), !dbg !93
  %150 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 9, i64 %109, !dbg !90
  %151 = bitcast double* %150 to <2 x double>*, !dbg !92
  %152 = load <2 x double>, <2 x double>* %151, align 16, !dbg !92, !tbaa !35, !noalias !58
  %153 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %95, <2 x double> %152, <2 x double> %149), !dbg !93
  %154 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 10, i64 %109, !dbg !90
  %155 = bitcast double* %154 to <2 x double>*, !dbg !92
  %156 = load <2 x double>, <2 x double>* %155, align 16, !dbg !92, !tbaa !35, !noalias !58
  %157 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %97, <2 x double> %156, <2 x double> %153), !dbg !93
  %158 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 11, i64 %109, !dbg !90
  %159 = bitcast double* %158 to <2 x double>*, !dbg !92
  %160 = load <2 x double>, <2 x double>* %159, align 16, !dbg !92, !tbaa !35, !noalias !58
  %161 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %99, <2 x double> %160, <2 x double> %157), !dbg !93
  %162 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 12, i64 %109, !dbg !90
  %163 = bitcast double* %162 to <2 x double>*, !dbg !92
  %164 = load <2 x double>, <2 x double>* %163, align 16, !dbg !92, !tbaa !35, !noalias !58
  %165 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %101, <2 x double> %164, <2 x double> %161), !dbg !93
  %166 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 13, i64 %109, !dbg !90
  %167 = bitcast double* %166 to <2 x double>*, !dbg !92
  %168 = load <2 x double>, <2 x double>* %167, align 16, !dbg !92, !tbaa !35, !noalias !58
  %169 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %103, <2 x double> %168, <2 x double> %165), !dbg !93
  %170 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 14, i64 %109, !dbg !90
  %171 = bitcast double* %170 to <2 x double>*, !dbg !92
  %172 = load <2 x double>, <2 x double>* %171, align 16, !dbg !92, !tbaa !35, !noalias !58
  %173 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %105, <2 x double> %172, <2 x double> %169), !dbg !93
  %174 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 15, i64 %109, !dbg !90
  %175 = bitcast double* %174 to <2 x double>*, !dbg !92
  %176 = load <2 x double>, <2 x double>* %175, align 16, !dbg !92, !tbaa !35, !noalias !58
  %177 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %107, <2 x double> %176, <2 x double> %173), !dbg !93
  %178 = bitcast double* %110 to <2 x double>*, !dbg !93
  store <2 x double> %177, <2 x double>* %178, align 16, !dbg !93, !tbaa !35, !noalias !58
  %179 = add nuw i64 %109, 2, !dbg !90
  %180 = icmp eq i64 %179, 16, !dbg !90
  br i1 %180, label %181, label %108, !dbg !90, !llvm.loop !94

181:                                              ; preds = %108
  %182 = add nsw i64 %27, 1, !dbg !78
  call void @llvm.dbg.value(metadata i64 %182, metadata !68, metadata !DIExpression()) #3, !dbg !76
  call void @llvm.dbg.value(metadata i32 %16, metadata !70, metadata !DIExpression()) #3, !dbg !76
  %183 = trunc i64 %182 to i32, !dbg !78
  %184 = icmp eq i32 %23, %183, !dbg !78
  br i1 %184, label %185, label %26, !dbg !78, !llvm.loop !98

185:                                              ; preds = %181, %4
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %13) #3, !dbg !99, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %12) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %11) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %10) #3, !dbg !82, !noalias !58
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %9) #3, !dbg !82, !noalias !58
  ret void, !dbg !61
}

; Function Attrs: nounwind
declare !callback !100 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !102 {
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !109
  br label %1, !dbg !110

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %181, %1 ]
  call void @llvm.dbg.value(metadata i64 %2, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !109
  %3 = insertelement <2 x i64> poison, i64 %2, i64 0, !dbg !112
  %4 = shufflevector <2 x i64> %3, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !112
  %5 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %6 = mul nuw <2 x i32> %5, <i32 0, i32 1>, !dbg !115
  %7 = add <2 x i32> %6, <i32 1, i32 1>, !dbg !115
  %8 = and <2 x i32> %7, <i32 15, i32 15>, !dbg !115
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !118
  %10 = fmul <2 x double> %9, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 0, !dbg !120
  %12 = bitcast double* %11 to <2 x double>*, !dbg !121
  store <2 x double> %10, <2 x double>* %12, align 16, !dbg !121, !tbaa !35
  %13 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %14 = add <2 x i32> %13, <i32 0, i32 2>, !dbg !122
  %15 = and <2 x i32> %14, <i32 15, i32 15>, !dbg !122
  %16 = sitofp <2 x i32> %15 to <2 x double>, !dbg !123
  %17 = fmul <2 x double> %16, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %18 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 0, !dbg !120
  %19 = bitcast double* %18 to <2 x double>*, !dbg !125
  store <2 x double> %17, <2 x double>* %19, align 16, !dbg !125, !tbaa !35
  %20 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %21 = mul <2 x i32> %20, <i32 3, i32 4>, !dbg !126
  %22 = and <2 x i32> %21, <i32 15, i32 15>, !dbg !126
  %23 = sitofp <2 x i32> %22 to <2 x double>, !dbg !127
  %24 = fmul <2 x double> %23, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %25 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 0, !dbg !120
  %26 = bitcast double* %25 to <2 x double>*, !dbg !129
  store <2 x double> %24, <2 x double>* %26, align 16, !dbg !129, !tbaa !35
  %27 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %28 = mul <2 x i32> %27, <i32 2, i32 3>, !dbg !115
  %29 = add <2 x i32> %28, <i32 1, i32 1>, !dbg !115
  %30 = and <2 x i32> %29, <i32 15, i32 15>, !dbg !115
  %31 = sitofp <2 x i32> %30 to <2 x double>, !dbg !118
  %32 = fmul <2 x double> %31, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %33 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 2, !dbg !120
  %34 = bitcast double* %33 to <2 x double>*, !dbg !121
  store <2 x double> %32, <2 x double>* %34, align 16, !dbg !121, !tbaa !35
  %35 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %36 = add <2 x i32> %35, <i32 4, i32 6>, !dbg !122
  %37 = and <2 x i32> %36, <i32 15, i32 15>, !dbg !122
  %38 = sitofp <2 x i32> %37 to <2 x double>, !dbg !123
  %39 = fmul <2 x double> %38, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %40 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 2, !dbg !120
  %41 = bitcast double* %40 to <2 x double>*, !dbg !125
  store <2 x double> %39, <2 x double>* %41, align 16, !dbg !125, !tbaa !35
  %42 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %43 = mul <2 x i32> %42, <i32 5, i32 6>, !dbg !126
  %44 = and <2 x i32> %43, <i32 15, i32 15>, !dbg !126
  %45 = sitofp <2 x i32> %44 to <2 x double>, !dbg !127
  %46 = fmul <2 x double> %45, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %47 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 2, !dbg !120
  %48 = bitcast double* %47 to <2 x double>*, !dbg !129
  store <2 x double> %46, <2 x double>* %48, align 16, !dbg !129, !tbaa !35
  %49 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %50 = mul <2 x i32> %49, <i32 4, i32 5>, !dbg !115
  %51 = add <2 x i32> %50, <i32 1, i32 1>, !dbg !115
  %52 = and <2 x i32> %51, <i32 15, i32 15>, !dbg !115
  %53 = sitofp <2 x i32> %52 to <2 x double>, !dbg !118
  %54 = fmul <2 x double> %53, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %55 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 4, !dbg !120
  %56 = bitcast double* %55 to <2 x double>*, !dbg !121
  store <2 x double> %54, <2 x double>* %56, align 16, !dbg !121, !tbaa !35
  %57 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %58 = add <2 x i32> %57, <i32 8, i32 10>, !dbg !122
  %59 = and <2 x i32> %58, <i32 15, i32 15>, !dbg !122
  %60 = sitofp <2 x i32> %59 to <2 x double>, !dbg !123
  %61 = fmul <2 x double> %60, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %62 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 4, !dbg !120
  %63 = bitcast double* %62 to <2 x double>*, !dbg !125
  store <2 x double> %61, <2 x double>* %63, align 16, !dbg !125, !tbaa !35
  %64 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %65 = mul <2 x i32> %64, <i32 7, i32 8>, !dbg !126
  %66 = and <2 x i32> %65, <i32 15, i32 15>, !dbg !126
  %67 = sitofp <2 x i32> %66 to <2 x double>, !dbg !127
  %68 = fmul <2 x double> %67, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %69 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 4, !dbg !120
  %70 = bitcast double* %69 to <2 x double>*, !dbg !129
  store <2 x double> %68, <2 x double>* %70, align 16, !dbg !129, !tbaa !35
  %71 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %72 = mul <2 x i32> %71, <i32 6, i32 7>, !dbg !115
  %73 = add <2 x i32> %72, <i32 1, i32 1>, !dbg !115
  %74 = and <2 x i32> %73, <i32 15, i32 15>, !dbg !115
  %75 = sitofp <2 x i32> %74 to <2 x double>, !dbg !118
  %76 = fmul <2 x double> %75, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %77 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 6, !dbg !120
  %78 = bitcast double* %77 to <2 x double>*, !dbg !121
  store <2 x double> %76, <2 x double>* %78, align 16, !dbg !121, !tbaa !35
  %79 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %80 = add <2 x i32> %79, <i32 12, i32 14>, !dbg !122
  %81 = and <2 x i32> %80, <i32 15, i32 15>, !dbg !122
  %82 = sitofp <2 x i32> %81 to <2 x double>, !dbg !123
  %83 = fmul <2 x double> %82, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %84 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 6, !dbg !120
  %85 = bitcast double* %84 to <2 x double>*, !dbg !125
  store <2 x double> %83, <2 x double>* %85, align 16, !dbg !125, !tbaa !35
  %86 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %87 = mul <2 x i32> %86, <i32 9, i32 10>, !dbg !126
  %88 = and <2 x i32> %87, <i32 15, i32 15>, !dbg !126
  %89 = sitofp <2 x i32> %88 to <2 x double>, !dbg !127
  %90 = fmul <2 x double> %89, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %91 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 6, !dbg !120
  %92 = bitcast double* %91 to <2 x double>*, !dbg !129
  store <2 x double> %90, <2 x double>* %92, align 16, !dbg !129, !tbaa !35
  %93 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %94 = mul <2 x i32> %93, <i32 8, i32 9>, !dbg !115
  %95 = add <2 x i32> %94, <i32 1, i32 1>, !dbg !115
  %96 = and <2 x i32> %95, <i32 15, i32 15>, !dbg !115
  %97 = sitofp <2 x i32> %96 to <2 x double>, !dbg !118
  %98 = fmul <2 x double> %97, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %99 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 8, !dbg !120
  %100 = bitcast double* %99 to <2 x double>*, !dbg !121
  store <2 x double> %98, <2 x double>* %100, align 16, !dbg !121, !tbaa !35
  %101 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %102 = add <2 x i32> %101, <i32 16, i32 18>, !dbg !122
  %103 = and <2 x i32> %102, <i32 15, i32 15>, !dbg !122
  %104 = sitofp <2 x i32> %103 to <2 x double>, !dbg !123
  %105 = fmul <2 x double> %104, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %106 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 8, !dbg !120
  %107 = bitcast double* %106 to <2 x double>*, !dbg !125
  store <2 x double> %105, <2 x double>* %107, align 16, !dbg !125, !tbaa !35
  %108 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %109 = mul <2 x i32> %108, <i32 11, i32 12>, !dbg !126
  %110 = and <2 x i32> %109, <i32 15, i32 15>, !dbg !126
  %111 = sitofp <2 x i32> %110 to <2 x double>, !dbg !127
  %112 = fmul <2 x double> %111, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %113 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 8, !dbg !120
  %114 = bitcast double* %113 to <2 x double>*, !dbg !129
  store <2 x double> %112, <2 x double>* %114, align 16, !dbg !129, !tbaa !35
  %115 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %116 = mul <2 x i32> %115, <i32 10, i32 11>, !dbg !115
  %117 = add <2 x i32> %116, <i32 1, i32 1>, !dbg !115
  %118 = and <2 x i32> %117, <i32 15, i32 15>, !dbg !115
  %119 = sitofp <2 x i32> %118 to <2 x double>, !dbg !118
  %120 = fmul <2 x double> %119, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %121 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 10, !dbg !120
  %122 = bitcast double* %121 to <2 x double>*, !dbg !121
  store <2 x double> %120, <2 x double>* %122, align 16, !dbg !121, !tbaa !35
  %123 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %124 = add <2 x i32> %123, <i32 20, i32 22>, !dbg !122
  %125 = and <2 x i32> %124, <i32 15, i32 15>, !dbg !122
  %126 = sitofp <2 x i32> %125 to <2 x double>, !dbg !123
  %127 = fmul <2 x double> %126, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %128 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 10, !dbg !120
  %129 = bitcast double* %128 to <2 x double>*, !dbg !125
  store <2 x double> %127, <2 x double>* %129, align 16, !dbg !125, !tbaa !35
  %130 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %131 = mul <2 x i32> %130, <i32 13, i32 14>, !dbg !126
  %132 = and <2 x i32> %131, <i32 15, i32 15>, !dbg !126
  %133 = sitofp <2 x i32> %132 to <2 x double>, !dbg !127
  %134 = fmul <2 x double> %133, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %135 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 10, !dbg !120
  %136 = bitcast double* %135 to <2 x double>*, !dbg !129
  store <2 x double> %134, <2 x double>* %136, align 16, !dbg !129, !tbaa !35
  %137 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %138 = mul <2 x i32> %137, <i32 12, i32 13>, !dbg !115
  %139 = add <2 x i32> %138, <i32 1, i32 1>, !dbg !115
  %140 = and <2 x i32> %139, <i32 15, i32 15>, !dbg !115
  %141 = sitofp <2 x i32> %140 to <2 x double>, !dbg !118
  %142 = fmul <2 x double> %141, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %143 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 12, !dbg !120
  %144 = bitcast double* %143 to <2 x double>*, !dbg !121
  store <2 x double> %142, <2 x double>* %144, align 16, !dbg !121, !tbaa !35
  %145 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %146 = add <2 x i32> %145, <i32 24, i32 26>, !dbg !122
  %147 = and <2 x i32> %146, <i32 15, i32 15>, !dbg !122
  %148 = sitofp <2 x i32> %147 to <2 x double>, !dbg !123
  %149 = fmul <2 x double> %148, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %150 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 12, !dbg !120
  %151 = bitcast double* %150 to <2 x double>*, !dbg !125
  store <2 x double> %149, <2 x double>* %151, align 16, !dbg !125, !tbaa !35
  %152 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %153 = mul <2 x i32> %152, <i32 15, i32 16>, !dbg !126
  %154 = and <2 x i32> %153, <i32 15, i32 15>, !dbg !126
  %155 = sitofp <2 x i32> %154 to <2 x double>, !dbg !127
  %156 = fmul <2 x double> %155, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %157 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 12, !dbg !120
  %158 = bitcast double* %157 to <2 x double>*, !dbg !129
  store <2 x double> %156, <2 x double>* %158, align 16, !dbg !129, !tbaa !35
  %159 = trunc <2 x i64> %4 to <2 x i32>, !dbg !115
  %160 = mul <2 x i32> %159, <i32 14, i32 15>, !dbg !115
  %161 = add <2 x i32> %160, <i32 1, i32 1>, !dbg !115
  %162 = and <2 x i32> %161, <i32 15, i32 15>, !dbg !115
  %163 = sitofp <2 x i32> %162 to <2 x double>, !dbg !118
  %164 = fmul <2 x double> %163, <double 6.250000e-02, double 6.250000e-02>, !dbg !119
  %165 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %2, i64 14, !dbg !120
  %166 = bitcast double* %165 to <2 x double>*, !dbg !121
  store <2 x double> %164, <2 x double>* %166, align 16, !dbg !121, !tbaa !35
  %167 = trunc <2 x i64> %4 to <2 x i32>, !dbg !122
  %168 = add <2 x i32> %167, <i32 28, i32 30>, !dbg !122
  %169 = and <2 x i32> %168, <i32 15, i32 15>, !dbg !122
  %170 = sitofp <2 x i32> %169 to <2 x double>, !dbg !123
  %171 = fmul <2 x double> %170, <double 6.250000e-02, double 6.250000e-02>, !dbg !124
  %172 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %2, i64 14, !dbg !120
  %173 = bitcast double* %172 to <2 x double>*, !dbg !125
  store <2 x double> %171, <2 x double>* %173, align 16, !dbg !125, !tbaa !35
  %174 = trunc <2 x i64> %4 to <2 x i32>, !dbg !126
  %175 = mul <2 x i32> %174, <i32 17, i32 18>, !dbg !126
  %176 = and <2 x i32> %175, <i32 15, i32 15>, !dbg !126
  %177 = sitofp <2 x i32> %176 to <2 x double>, !dbg !127
  %178 = fmul <2 x double> %177, <double 6.250000e-02, double 6.250000e-02>, !dbg !128
  %179 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %2, i64 14, !dbg !120
  %180 = bitcast double* %179 to <2 x double>*, !dbg !129
  store <2 x double> %178, <2 x double>* %180, align 16, !dbg !129, !tbaa !35
  %181 = add nuw nsw i64 %2, 1, !dbg !130
  call void @llvm.dbg.value(metadata i64 %181, metadata !106, metadata !DIExpression()), !dbg !109
  %182 = icmp eq i64 %181, 16, !dbg !131
  br i1 %182, label %183, label %1, !dbg !110, !llvm.loop !132

183:                                              ; preds = %1
  tail call void @kernel_omp_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !134
  call void @llvm.dbg.value(metadata i32 0, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !108, metadata !DIExpression()), !dbg !109
  br label %184, !dbg !135

184:                                              ; preds = %183, %184
  %185 = phi i64 [ 0, %183 ], [ %235, %184 ]
  %186 = phi double [ 0.000000e+00, %183 ], [ %234, %184 ]
  call void @llvm.dbg.value(metadata double %186, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %185, metadata !106, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %186, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i32 0, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %186, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 0, metadata !107, metadata !DIExpression()), !dbg !109
  %187 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 0, !dbg !137
  %188 = load double, double* %187, align 16, !dbg !137, !tbaa !35
  %189 = fadd double %186, %188, !dbg !141
  call void @llvm.dbg.value(metadata double %189, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 1, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %189, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 1, metadata !107, metadata !DIExpression()), !dbg !109
  %190 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 1, !dbg !137
  %191 = load double, double* %190, align 8, !dbg !137, !tbaa !35
  %192 = fadd double %189, %191, !dbg !141
  call void @llvm.dbg.value(metadata double %192, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %192, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 2, metadata !107, metadata !DIExpression()), !dbg !109
  %193 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 2, !dbg !137
  %194 = load double, double* %193, align 16, !dbg !137, !tbaa !35
  %195 = fadd double %192, %194, !dbg !141
  call void @llvm.dbg.value(metadata double %195, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %195, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 3, metadata !107, metadata !DIExpression()), !dbg !109
  %196 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 3, !dbg !137
  %197 = load double, double* %196, align 8, !dbg !137, !tbaa !35
  %198 = fadd double %195, %197, !dbg !141
  call void @llvm.dbg.value(metadata double %198, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %198, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 4, metadata !107, metadata !DIExpression()), !dbg !109
  %199 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 4, !dbg !137
  %200 = load double, double* %199, align 16, !dbg !137, !tbaa !35
  %201 = fadd double %198, %200, !dbg !141
  call void @llvm.dbg.value(metadata double %201, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %201, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 5, metadata !107, metadata !DIExpression()), !dbg !109
  %202 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 5, !dbg !137
  %203 = load double, double* %202, align 8, !dbg !137, !tbaa !35
  %204 = fadd double %201, %203, !dbg !141
  call void @llvm.dbg.value(metadata double %204, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %204, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 6, metadata !107, metadata !DIExpression()), !dbg !109
  %205 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 6, !dbg !137
  %206 = load double, double* %205, align 16, !dbg !137, !tbaa !35
  %207 = fadd double %204, %206, !dbg !141
  call void @llvm.dbg.value(metadata double %207, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %207, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 7, metadata !107, metadata !DIExpression()), !dbg !109
  %208 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 7, !dbg !137
  %209 = load double, double* %208, align 8, !dbg !137, !tbaa !35
  %210 = fadd double %207, %209, !dbg !141
  call void @llvm.dbg.value(metadata double %210, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 8, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %210, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 8, metadata !107, metadata !DIExpression()), !dbg !109
  %211 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 8, !dbg !137
  %212 = load double, double* %211, align 16, !dbg !137, !tbaa !35
  %213 = fadd double %210, %212, !dbg !141
  call void @llvm.dbg.value(metadata double %213, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 9, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %213, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 9, metadata !107, metadata !DIExpression()), !dbg !109
  %214 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 9, !dbg !137
  %215 = load double, double* %214, align 8, !dbg !137, !tbaa !35
  %216 = fadd double %213, %215, !dbg !141
  call void @llvm.dbg.value(metadata double %216, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 10, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %216, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 10, metadata !107, metadata !DIExpression()), !dbg !109
  %217 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 10, !dbg !137
  %218 = load double, double* %217, align 16, !dbg !137, !tbaa !35
  %219 = fadd double %216, %218, !dbg !141
  call void @llvm.dbg.value(metadata double %219, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 11, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %219, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 11, metadata !107, metadata !DIExpression()), !dbg !109
  %220 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 11, !dbg !137
  %221 = load double, double* %220, align 8, !dbg !137, !tbaa !35
  %222 = fadd double %219, %221, !dbg !141
  call void @llvm.dbg.value(metadata double %222, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 12, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %222, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 12, metadata !107, metadata !DIExpression()), !dbg !109
  %223 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 12, !dbg !137
  %224 = load double, double* %223, align 16, !dbg !137, !tbaa !35
  %225 = fadd double %222, %224, !dbg !141
  call void @llvm.dbg.value(metadata double %225, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 13, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %225, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 13, metadata !107, metadata !DIExpression()), !dbg !109
  %226 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 13, !dbg !137
  %227 = load double, double* %226, align 8, !dbg !137, !tbaa !35
  %228 = fadd double %225, %227, !dbg !141
  call void @llvm.dbg.value(metadata double %228, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 14, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %228, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 14, metadata !107, metadata !DIExpression()), !dbg !109
  %229 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 14, !dbg !137
  %230 = load double, double* %229, align 16, !dbg !137, !tbaa !35
  %231 = fadd double %228, %230, !dbg !141
  call void @llvm.dbg.value(metadata double %231, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 15, metadata !107, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata double %231, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 15, metadata !107, metadata !DIExpression()), !dbg !109
  %232 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %185, i64 15, !dbg !137
  %233 = load double, double* %232, align 8, !dbg !137, !tbaa !35
  %234 = fadd double %231, %233, !dbg !141
  call void @llvm.dbg.value(metadata double %234, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 16, metadata !107, metadata !DIExpression()), !dbg !109
  %235 = add nuw nsw i64 %185, 1, !dbg !142
  call void @llvm.dbg.value(metadata double %234, metadata !108, metadata !DIExpression()), !dbg !109
  call void @llvm.dbg.value(metadata i64 %235, metadata !106, metadata !DIExpression()), !dbg !109
  %236 = icmp eq i64 %235, 16, !dbg !143
  br i1 %236, label %237, label %184, !dbg !135, !llvm.loop !144

237:                                              ; preds = %184
  store double %234, double* @checksum, align 8, !dbg !146, !tbaa !35
  ret i32 0, !dbg !147
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #6

; Function Attrs: inaccessiblememonly nofree nosync nounwind willreturn
declare void @llvm.experimental.noalias.scope.decl(metadata) #7

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #6

attributes #0 = { noinline nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { nounwind }
attributes #4 = { alwaysinline norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #7 = { inaccessiblememonly nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"openmp", i32 50}
!20 = !{i32 7, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 1}
!23 = !{!"Debian clang version 14.0.6"}
!24 = distinct !DISubprogram(name: "kernel_omp_gemm", scope: !3, file: !3, line: 14, type: !25, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{null, !5, !5}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "alpha", arg: 1, scope: !24, file: !3, line: 14, type: !5)
!29 = !DILocalVariable(name: "beta", arg: 2, scope: !24, file: !3, line: 14, type: !5)
!30 = !DILocalVariable(name: "i", scope: !24, file: !3, line: 16, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !24, file: !3, line: 16, type: !31)
!33 = !DILocalVariable(name: "k", scope: !24, file: !3, line: 16, type: !31)
!34 = !DILocation(line: 0, scope: !24)
!35 = !{!36, !36, i64 0}
!36 = !{!"double", !37, i64 0}
!37 = !{!"omnipotent char", !38, i64 0}
!38 = !{!"Simple C/C++ TBAA"}
!39 = !DILocation(line: 16, column: 7, scope: !24)
!40 = !DILocation(line: 16, column: 10, scope: !24)
!41 = !DILocation(line: 16, column: 13, scope: !24)
!42 = !DILocation(line: 17, column: 1, scope: !24)
!43 = !DILocation(line: 24, column: 1, scope: !24)
!44 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 17, type: !45, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47, !47, !51, !51}
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!51 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !5, size: 64)
!52 = !{!53, !54, !55, !56}
!53 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !44, type: !47, flags: DIFlagArtificial)
!54 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !44, type: !47, flags: DIFlagArtificial)
!55 = !DILocalVariable(name: "beta", arg: 3, scope: !44, type: !51, flags: DIFlagArtificial)
!56 = !DILocalVariable(name: "alpha", arg: 4, scope: !44, type: !51, flags: DIFlagArtificial)
!57 = !DILocation(line: 0, scope: !44)
!58 = !{!59}
!59 = distinct !{!59, !60, !".omp_outlined._debug__: argument 0"}
!60 = distinct !{!60, !".omp_outlined._debug__"}
!61 = !DILocation(line: 17, column: 1, scope: !44)
!62 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !63, type: !47, flags: DIFlagArtificial)
!63 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 18, type: !45, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!64 = !{!62, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75}
!65 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !63, type: !47, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: "beta", arg: 3, scope: !63, file: !3, line: 14, type: !51)
!67 = !DILocalVariable(name: "alpha", arg: 4, scope: !63, file: !3, line: 14, type: !51)
!68 = !DILocalVariable(name: ".omp.iv", scope: !63, type: !31, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: ".omp.lb", scope: !63, type: !31, flags: DIFlagArtificial)
!70 = !DILocalVariable(name: ".omp.ub", scope: !63, type: !31, flags: DIFlagArtificial)
!71 = !DILocalVariable(name: ".omp.stride", scope: !63, type: !31, flags: DIFlagArtificial)
!72 = !DILocalVariable(name: ".omp.is_last", scope: !63, type: !31, flags: DIFlagArtificial)
!73 = !DILocalVariable(name: "j", scope: !63, type: !31, flags: DIFlagArtificial)
!74 = !DILocalVariable(name: "k", scope: !63, type: !31, flags: DIFlagArtificial)
!75 = !DILocalVariable(name: "i", scope: !63, type: !31, flags: DIFlagArtificial)
!76 = !DILocation(line: 0, scope: !63, inlinedAt: !77)
!77 = distinct !DILocation(line: 17, column: 1, scope: !44)
!78 = !DILocation(line: 18, column: 3, scope: !63, inlinedAt: !77)
!79 = !DILocation(line: 18, column: 8, scope: !63, inlinedAt: !77)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !37, i64 0}
!82 = !DILocation(line: 17, column: 1, scope: !63, inlinedAt: !77)
!83 = !DILocation(line: 22, column: 28, scope: !84, inlinedAt: !77)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 21, column: 7)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 7)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 19, column: 29)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 19, column: 5)
!88 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 5)
!89 = !DILocation(line: 19, column: 5, scope: !88, inlinedAt: !77)
!90 = !DILocation(line: 19, column: 25, scope: !87, inlinedAt: !77)
!91 = !DILocation(line: 20, column: 15, scope: !86, inlinedAt: !77)
!92 = !DILocation(line: 22, column: 38, scope: !84, inlinedAt: !77)
!93 = !DILocation(line: 22, column: 17, scope: !84, inlinedAt: !77)
!94 = distinct !{!94, !89, !95, !96, !97}
!95 = !DILocation(line: 23, column: 5, scope: !88, inlinedAt: !77)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !{!"llvm.loop.isvectorized", i32 1}
!98 = distinct !{!98, !82, !99}
!99 = !DILocation(line: 17, column: 39, scope: !63, inlinedAt: !77)
!100 = !{!101}
!101 = !{i64 2, i64 -1, i64 -1, i1 true}
!102 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !103, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!103 = !DISubroutineType(types: !104)
!104 = !{!31}
!105 = !{!106, !107, !108}
!106 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 28, type: !31)
!107 = !DILocalVariable(name: "j", scope: !102, file: !3, line: 28, type: !31)
!108 = !DILocalVariable(name: "s", scope: !102, file: !3, line: 29, type: !5)
!109 = !DILocation(line: 0, scope: !102)
!110 = !DILocation(line: 30, column: 3, scope: !111)
!111 = distinct !DILexicalBlock(scope: !102, file: !3, line: 30, column: 3)
!112 = !DILocation(line: 31, column: 5, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 31, column: 5)
!114 = distinct !DILexicalBlock(scope: !111, file: !3, line: 30, column: 3)
!115 = !DILocation(line: 32, column: 38, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 31, column: 29)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 31, column: 5)
!118 = !DILocation(line: 32, column: 17, scope: !116)
!119 = !DILocation(line: 32, column: 43, scope: !116)
!120 = !DILocation(line: 31, column: 25, scope: !117)
!121 = !DILocation(line: 32, column: 15, scope: !116)
!122 = !DILocation(line: 33, column: 38, scope: !116)
!123 = !DILocation(line: 33, column: 17, scope: !116)
!124 = !DILocation(line: 33, column: 43, scope: !116)
!125 = !DILocation(line: 33, column: 15, scope: !116)
!126 = !DILocation(line: 34, column: 40, scope: !116)
!127 = !DILocation(line: 34, column: 17, scope: !116)
!128 = !DILocation(line: 34, column: 45, scope: !116)
!129 = !DILocation(line: 34, column: 15, scope: !116)
!130 = !DILocation(line: 30, column: 23, scope: !114)
!131 = !DILocation(line: 30, column: 17, scope: !114)
!132 = distinct !{!132, !110, !133, !96}
!133 = !DILocation(line: 35, column: 5, scope: !111)
!134 = !DILocation(line: 36, column: 3, scope: !102)
!135 = !DILocation(line: 37, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !102, file: !3, line: 37, column: 3)
!137 = !DILocation(line: 39, column: 12, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 38, column: 5)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 38, column: 5)
!140 = distinct !DILexicalBlock(scope: !136, file: !3, line: 37, column: 3)
!141 = !DILocation(line: 39, column: 9, scope: !138)
!142 = !DILocation(line: 37, column: 23, scope: !140)
!143 = !DILocation(line: 37, column: 17, scope: !140)
!144 = distinct !{!144, !135, !145, !96}
!145 = !DILocation(line: 39, column: 18, scope: !136)
!146 = !DILocation(line: 40, column: 12, scope: !102)
!147 = !DILocation(line: 41, column: 3, scope: !102)
