; ModuleID = 'omp_covariance.c'
source_filename = "omp_covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@Mean = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !7
@Data = internal unnamed_addr global [20 x [16 x double]] zeroinitializer, align 16, !dbg !12
@2 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;22;36;;\00", align 1
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @2, i32 0, i32 0) }, align 8
@4 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@5 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;29;1;;\00", align 1
@6 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @5, i32 0, i32 0) }, align 8
@7 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;29;36;;\00", align 1
@8 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @7, i32 0, i32 0) }, align 8
@9 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @5, i32 0, i32 0) }, align 8
@10 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;33;1;;\00", align 1
@11 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @10, i32 0, i32 0) }, align 8
@Cov = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !17
@12 = private unnamed_addr constant [48 x i8] c";omp_covariance.c;kernel_omp_covariance;33;39;;\00", align 1
@13 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 47, i8* getelementptr inbounds ([48 x i8], [48 x i8]* @12, i32 0, i32 0) }, align 8
@14 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @10, i32 0, i32 0) }, align 8

; Function Attrs: noinline nounwind uwtable
define dso_local void @kernel_omp_covariance() local_unnamed_addr #0 !dbg !29 {
entry:
  call void @llvm.dbg.declare(metadata i32* undef, metadata !33, metadata !DIExpression()), !dbg !37
  call void @llvm.dbg.declare(metadata i32* undef, metadata !35, metadata !DIExpression()), !dbg !38
  call void @llvm.dbg.declare(metadata i32* undef, metadata !36, metadata !DIExpression()), !dbg !39
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @4, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined. to void (i32*, i32*, ...)*)), !dbg !40
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @9, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined..2 to void (i32*, i32*, ...)*)), !dbg !41
  tail call void (%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) @__kmpc_fork_call(%struct.ident_t* nonnull @14, i32 0, void (i32*, i32*, ...)* bitcast (void (i32*, i32*)* @.omp_outlined..4 to void (i32*, i32*, ...)*)), !dbg !42
  ret void, !dbg !43
}

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #2

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_4(%struct.ident_t*, i32, i32, i32*, i32*, i32*, i32*, i32, i32) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(%struct.ident_t*, i32) local_unnamed_addr #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined.(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid.) #4 !dbg !44 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !52, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !53, metadata !DIExpression()), !dbg !54
  tail call void @llvm.experimental.noalias.scope.decl(metadata !55), !dbg !58
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !59, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* undef, metadata !62, metadata !DIExpression()) #3, !dbg !70
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 0, metadata !64, metadata !DIExpression()) #3, !dbg !70
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 15, metadata !65, metadata !DIExpression()) #3, !dbg !70
  store i32 15, i32* %.omp.ub.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 1, metadata !66, metadata !DIExpression()) #3, !dbg !70
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !72
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !72, !noalias !55
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()) #3, !dbg !70
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  %4 = load i32, i32* %.global_tid., align 4, !dbg !72, !tbaa !74, !alias.scope !55
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !64, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !65, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !66, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !67, metadata !DIExpression(DW_OP_deref)) #3, !dbg !70
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @1, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !78, !noalias !55
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  call void @llvm.dbg.value(metadata i32 %5, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %6 = icmp slt i32 %5, 15, !dbg !73
  %cond.i = select i1 %6, i32 %5, i32 15, !dbg !73
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !70
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  call void @llvm.dbg.value(metadata i32 %7, metadata !64, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %7, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %cmp1.not2.i = icmp slt i32 %cond.i, %7, !dbg !72
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.preheader.i, !dbg !72

omp.inner.for.body.preheader.i:                   ; preds = %entry
  %8 = sext i32 %7 to i64, !dbg !78
  %9 = add nsw i32 %cond.i, 1, !dbg !78
  %10 = sub i32 %cond.i, %7, !dbg !78
  %11 = zext i32 %10 to i64, !dbg !78
  %12 = add nuw nsw i64 %11, 1, !dbg !78
  %min.iters.check = icmp eq i32 %10, 0, !dbg !78
  br i1 %min.iters.check, label %omp.inner.for.body.i.preheader, label %vector.ph, !dbg !78

vector.ph:                                        ; preds = %omp.inner.for.body.preheader.i
  %n.vec = and i64 %12, 8589934590, !dbg !78
  %ind.end = add nsw i64 %n.vec, %8, !dbg !78
  br label %vector.body, !dbg !78

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %8
  %13 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %offset.idx, !dbg !79
  %14 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %offset.idx, !dbg !81
  %15 = bitcast double* %14 to <2 x double>*, !dbg !81
  %wide.load = load <2 x double>, <2 x double>* %15, align 8, !dbg !81, !tbaa !84, !noalias !55
  %16 = fadd <2 x double> %wide.load, zeroinitializer, !dbg !86
  %17 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %offset.idx, !dbg !81
  %18 = bitcast double* %17 to <2 x double>*, !dbg !81
  %wide.load1 = load <2 x double>, <2 x double>* %18, align 8, !dbg !81, !tbaa !84, !noalias !55
  %19 = fadd <2 x double> %wide.load1, %16, !dbg !86
  %20 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %offset.idx, !dbg !81
  %21 = bitcast double* %20 to <2 x double>*, !dbg !81
  %wide.load2 = load <2 x double>, <2 x double>* %21, align 8, !dbg !81, !tbaa !84, !noalias !55
  %22 = fadd <2 x double> %wide.load2, %19, !dbg !86
  %23 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %offset.idx, !dbg !81
  %24 = bitcast double* %23 to <2 x double>*, !dbg !81
  %wide.load3 = load <2 x double>, <2 x double>* %24, align 8, !dbg !81, !tbaa !84, !noalias !55
  %25 = fadd <2 x double> %wide.load3, %22, !dbg !86
  %26 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %offset.idx, !dbg !81
  %27 = bitcast double* %26 to <2 x double>*, !dbg !81
  %wide.load4 = load <2 x double>, <2 x double>* %27, align 8, !dbg !81, !tbaa !84, !noalias !55
  %28 = fadd <2 x double> %wide.load4, %25, !dbg !86
  %29 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %offset.idx, !dbg !81
  %30 = bitcast double* %29 to <2 x double>*, !dbg !81
  %wide.load5 = load <2 x double>, <2 x double>* %30, align 8, !dbg !81, !tbaa !84, !noalias !55
  %31 = fadd <2 x double> %wide.load5, %28, !dbg !86
  %32 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %offset.idx, !dbg !81
  %33 = bitcast double* %32 to <2 x double>*, !dbg !81
  %wide.load6 = load <2 x double>, <2 x double>* %33, align 8, !dbg !81, !tbaa !84, !noalias !55
  %34 = fadd <2 x double> %wide.load6, %31, !dbg !86
  %35 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %offset.idx, !dbg !81
  %36 = bitcast double* %35 to <2 x double>*, !dbg !81
  %wide.load7 = load <2 x double>, <2 x double>* %36, align 8, !dbg !81, !tbaa !84, !noalias !55
  %37 = fadd <2 x double> %wide.load7, %34, !dbg !86
  %38 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %offset.idx, !dbg !81
  %39 = bitcast double* %38 to <2 x double>*, !dbg !81
  %wide.load8 = load <2 x double>, <2 x double>* %39, align 8, !dbg !81, !tbaa !84, !noalias !55
  %40 = fadd <2 x double> %wide.load8, %37, !dbg !86
  %41 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %offset.idx, !dbg !81
  %42 = bitcast double* %41 to <2 x double>*, !dbg !81
  %wide.load9 = load <2 x double>, <2 x double>* %42, align 8, !dbg !81, !tbaa !84, !noalias !55
  %43 = fadd <2 x double> %wide.load9, %40, !dbg !86
  %44 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %offset.idx, !dbg !81
  %45 = bitcast double* %44 to <2 x double>*, !dbg !81
  %wide.load10 = load <2 x double>, <2 x double>* %45, align 8, !dbg !81, !tbaa !84, !noalias !55
  %46 = fadd <2 x double> %wide.load10, %43, !dbg !86
  %47 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %offset.idx, !dbg !81
  %48 = bitcast double* %47 to <2 x double>*, !dbg !81
  %wide.load11 = load <2 x double>, <2 x double>* %48, align 8, !dbg !81, !tbaa !84, !noalias !55
  %49 = fadd <2 x double> %wide.load11, %46, !dbg !86
  %50 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %offset.idx, !dbg !81
  %51 = bitcast double* %50 to <2 x double>*, !dbg !81
  %wide.load12 = load <2 x double>, <2 x double>* %51, align 8, !dbg !81, !tbaa !84, !noalias !55
  %52 = fadd <2 x double> %wide.load12, %49, !dbg !86
  %53 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %offset.idx, !dbg !81
  %54 = bitcast double* %53 to <2 x double>*, !dbg !81
  %wide.load13 = load <2 x double>, <2 x double>* %54, align 8, !dbg !81, !tbaa !84, !noalias !55
  %55 = fadd <2 x double> %wide.load13, %52, !dbg !86
  %56 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %offset.idx, !dbg !81
  %57 = bitcast double* %56 to <2 x double>*, !dbg !81
  %wide.load14 = load <2 x double>, <2 x double>* %57, align 8, !dbg !81, !tbaa !84, !noalias !55
  %58 = fadd <2 x double> %wide.load14, %55, !dbg !86
  %59 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %offset.idx, !dbg !81
  %60 = bitcast double* %59 to <2 x double>*, !dbg !81
  %wide.load15 = load <2 x double>, <2 x double>* %60, align 8, !dbg !81, !tbaa !84, !noalias !55
  %61 = fadd <2 x double> %wide.load15, %58, !dbg !86
  %62 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %offset.idx, !dbg !81
  %63 = bitcast double* %62 to <2 x double>*, !dbg !81
  %wide.load16 = load <2 x double>, <2 x double>* %63, align 8, !dbg !81, !tbaa !84, !noalias !55
  %64 = fadd <2 x double> %wide.load16, %61, !dbg !86
  %65 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %offset.idx, !dbg !81
  %66 = bitcast double* %65 to <2 x double>*, !dbg !81
  %wide.load17 = load <2 x double>, <2 x double>* %66, align 8, !dbg !81, !tbaa !84, !noalias !55
  %67 = fadd <2 x double> %wide.load17, %64, !dbg !86
  %68 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %offset.idx, !dbg !81
  %69 = bitcast double* %68 to <2 x double>*, !dbg !81
  %wide.load18 = load <2 x double>, <2 x double>* %69, align 8, !dbg !81, !tbaa !84, !noalias !55
  %70 = fadd <2 x double> %wide.load18, %67, !dbg !86
  %71 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %offset.idx, !dbg !81
  %72 = bitcast double* %71 to <2 x double>*, !dbg !81
  %wide.load19 = load <2 x double>, <2 x double>* %72, align 8, !dbg !81, !tbaa !84, !noalias !55
  %73 = fadd <2 x double> %wide.load19, %70, !dbg !86
  %74 = fdiv <2 x double> %73, <double 2.000000e+01, double 2.000000e+01>, !dbg !87
  %75 = bitcast double* %13 to <2 x double>*, !dbg !87
  store <2 x double> %74, <2 x double>* %75, align 8, !dbg !87, !tbaa !84, !noalias !55
  %index.next = add nuw i64 %index, 2
  %76 = icmp eq i64 %index.next, %n.vec
  br i1 %76, label %middle.block, label %vector.body, !llvm.loop !88

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %12, %n.vec, !dbg !72
  br i1 %cmp.n, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.i.preheader, !dbg !72

omp.inner.for.body.i.preheader:                   ; preds = %omp.inner.for.body.preheader.i, %middle.block
  %indvars.iv.i.ph = phi i64 [ %8, %omp.inner.for.body.preheader.i ], [ %ind.end, %middle.block ]
  br label %omp.inner.for.body.i, !dbg !78

omp.inner.for.body.i:                             ; preds = %omp.inner.for.body.i.preheader, %omp.inner.for.body.i
  %indvars.iv.i = phi i64 [ %indvars.iv.next.i, %omp.inner.for.body.i ], [ %indvars.iv.i.ph, %omp.inner.for.body.i.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !69, metadata !DIExpression()) #3, !dbg !70
  %arrayidx.i = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %indvars.iv.i, !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv.i, !dbg !81
  %77 = load double, double* %arrayidx6.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.i = fadd double %77, 0.000000e+00, !dbg !86
  call void @llvm.dbg.value(metadata i64 1, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 1, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.1.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv.i, !dbg !81
  %78 = load double, double* %arrayidx6.1.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.1.i = fadd double %78, %add9.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 2, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 2, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.2.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv.i, !dbg !81
  %79 = load double, double* %arrayidx6.2.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.2.i = fadd double %79, %add9.1.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 3, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 3, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.3.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv.i, !dbg !81
  %80 = load double, double* %arrayidx6.3.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.3.i = fadd double %80, %add9.2.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 4, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 4, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.4.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv.i, !dbg !81
  %81 = load double, double* %arrayidx6.4.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.4.i = fadd double %81, %add9.3.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 5, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 5, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.5.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv.i, !dbg !81
  %82 = load double, double* %arrayidx6.5.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.5.i = fadd double %82, %add9.4.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 6, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 6, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.6.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv.i, !dbg !81
  %83 = load double, double* %arrayidx6.6.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.6.i = fadd double %83, %add9.5.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 7, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 7, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.7.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv.i, !dbg !81
  %84 = load double, double* %arrayidx6.7.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.7.i = fadd double %84, %add9.6.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 8, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 8, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.8.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv.i, !dbg !81
  %85 = load double, double* %arrayidx6.8.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.8.i = fadd double %85, %add9.7.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 9, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 9, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.9.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv.i, !dbg !81
  %86 = load double, double* %arrayidx6.9.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.9.i = fadd double %86, %add9.8.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 10, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 10, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.10.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv.i, !dbg !81
  %87 = load double, double* %arrayidx6.10.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.10.i = fadd double %87, %add9.9.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 11, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 11, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.11.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv.i, !dbg !81
  %88 = load double, double* %arrayidx6.11.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.11.i = fadd double %88, %add9.10.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 12, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 12, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.12.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv.i, !dbg !81
  %89 = load double, double* %arrayidx6.12.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.12.i = fadd double %89, %add9.11.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 13, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 13, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.13.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv.i, !dbg !81
  %90 = load double, double* %arrayidx6.13.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.13.i = fadd double %90, %add9.12.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 14, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 14, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.14.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv.i, !dbg !81
  %91 = load double, double* %arrayidx6.14.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.14.i = fadd double %91, %add9.13.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 15, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 15, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.15.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv.i, !dbg !81
  %92 = load double, double* %arrayidx6.15.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.15.i = fadd double %92, %add9.14.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 16, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 16, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.16.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv.i, !dbg !81
  %93 = load double, double* %arrayidx6.16.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.16.i = fadd double %93, %add9.15.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 17, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 17, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.17.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv.i, !dbg !81
  %94 = load double, double* %arrayidx6.17.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.17.i = fadd double %94, %add9.16.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 18, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 18, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.18.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv.i, !dbg !81
  %95 = load double, double* %arrayidx6.18.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.18.i = fadd double %95, %add9.17.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 19, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 19, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.19.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv.i, !dbg !81
  %96 = load double, double* %arrayidx6.19.i, align 8, !dbg !81, !tbaa !84, !noalias !55
  %add9.19.i = fadd double %96, %add9.18.i, !dbg !86
  call void @llvm.dbg.value(metadata i64 20, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %div.i = fdiv double %add9.19.i, 2.000000e+01, !dbg !87
  store double %div.i, double* %arrayidx.i, align 8, !dbg !87, !tbaa !84, !noalias !55
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %lftr.wideiv.i = trunc i64 %indvars.iv.next.i to i32, !dbg !72
  %exitcond.not.i = icmp eq i32 %9, %lftr.wideiv.i, !dbg !72
  br i1 %exitcond.not.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.i, !dbg !72, !llvm.loop !91

.omp_outlined._debug__.exit:                      ; preds = %omp.inner.for.body.i, %middle.block, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !89, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !78, !noalias !55
  ret void, !dbg !58
}

; Function Attrs: nounwind
declare !callback !93 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid.) #4 !dbg !95 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !97, metadata !DIExpression()), !dbg !99
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !98, metadata !DIExpression()), !dbg !99
  tail call void @llvm.experimental.noalias.scope.decl(metadata !100), !dbg !103
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !104, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* undef, metadata !107, metadata !DIExpression()) #3, !dbg !115
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 0, metadata !109, metadata !DIExpression()) #3, !dbg !115
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 19, metadata !110, metadata !DIExpression()) #3, !dbg !115
  store i32 19, i32* %.omp.ub.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 1, metadata !111, metadata !DIExpression()) #3, !dbg !115
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !117
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !117, !noalias !100
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()) #3, !dbg !115
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  %4 = load i32, i32* %.global_tid., align 4, !dbg !117, !tbaa !74, !alias.scope !100
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !109, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !110, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !111, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !112, metadata !DIExpression(DW_OP_deref)) #3, !dbg !115
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !119, !noalias !100
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  call void @llvm.dbg.value(metadata i32 %5, metadata !110, metadata !DIExpression()) #3, !dbg !115
  %6 = icmp slt i32 %5, 19, !dbg !118
  %cond.i = select i1 %6, i32 %5, i32 19, !dbg !118
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !110, metadata !DIExpression()) #3, !dbg !115
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !118, !tbaa !74, !noalias !100
  call void @llvm.dbg.value(metadata i32 %7, metadata !109, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 %7, metadata !108, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !110, metadata !DIExpression()) #3, !dbg !115
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !117
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.1.exit, label %for.cond.preheader.preheader.i, !dbg !117

for.cond.preheader.preheader.i:                   ; preds = %entry
  %8 = sext i32 %7 to i64, !dbg !119
  %9 = add nsw i32 %cond.i, 1, !dbg !119
  %10 = load <2 x double>, <2 x double>* bitcast ([16 x double]* @Mean to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %11 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 2) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %12 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 4) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %13 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 6) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %14 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 8) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %15 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 10) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %16 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 12) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  %17 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 14) to <2 x double>*), align 16, !dbg !120, !tbaa !84, !noalias !100
  br label %for.cond.preheader.i, !dbg !119

for.cond.preheader.i:                             ; preds = %for.cond.preheader.i, %for.cond.preheader.preheader.i
  %indvars.iv.i = phi i64 [ %8, %for.cond.preheader.preheader.i ], [ %indvars.iv.next.i, %for.cond.preheader.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !108, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 0, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 0, !dbg !123
  call void @llvm.dbg.value(metadata i64 1, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 1, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %18 = bitcast double* %arrayidx6.i to <2 x double>*, !dbg !124
  %19 = load <2 x double>, <2 x double>* %18, align 16, !dbg !124, !tbaa !84, !noalias !100
  %20 = fsub <2 x double> %19, %10, !dbg !124
  %21 = bitcast double* %arrayidx6.i to <2 x double>*, !dbg !124
  store <2 x double> %20, <2 x double>* %21, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 2, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 2, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.2.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 2, !dbg !123
  call void @llvm.dbg.value(metadata i64 3, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 3, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %22 = bitcast double* %arrayidx6.2.i to <2 x double>*, !dbg !124
  %23 = load <2 x double>, <2 x double>* %22, align 16, !dbg !124, !tbaa !84, !noalias !100
  %24 = fsub <2 x double> %23, %11, !dbg !124
  %25 = bitcast double* %arrayidx6.2.i to <2 x double>*, !dbg !124
  store <2 x double> %24, <2 x double>* %25, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 4, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 4, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.4.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 4, !dbg !123
  call void @llvm.dbg.value(metadata i64 5, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 5, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %26 = bitcast double* %arrayidx6.4.i to <2 x double>*, !dbg !124
  %27 = load <2 x double>, <2 x double>* %26, align 16, !dbg !124, !tbaa !84, !noalias !100
  %28 = fsub <2 x double> %27, %12, !dbg !124
  %29 = bitcast double* %arrayidx6.4.i to <2 x double>*, !dbg !124
  store <2 x double> %28, <2 x double>* %29, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 6, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 6, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.6.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 6, !dbg !123
  call void @llvm.dbg.value(metadata i64 7, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 7, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %30 = bitcast double* %arrayidx6.6.i to <2 x double>*, !dbg !124
  %31 = load <2 x double>, <2 x double>* %30, align 16, !dbg !124, !tbaa !84, !noalias !100
  %32 = fsub <2 x double> %31, %13, !dbg !124
  %33 = bitcast double* %arrayidx6.6.i to <2 x double>*, !dbg !124
  store <2 x double> %32, <2 x double>* %33, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 8, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 8, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.8.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 8, !dbg !123
  call void @llvm.dbg.value(metadata i64 9, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 9, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %34 = bitcast double* %arrayidx6.8.i to <2 x double>*, !dbg !124
  %35 = load <2 x double>, <2 x double>* %34, align 16, !dbg !124, !tbaa !84, !noalias !100
  %36 = fsub <2 x double> %35, %14, !dbg !124
  %37 = bitcast double* %arrayidx6.8.i to <2 x double>*, !dbg !124
  store <2 x double> %36, <2 x double>* %37, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 10, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 10, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.10.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 10, !dbg !123
  call void @llvm.dbg.value(metadata i64 11, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 11, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %38 = bitcast double* %arrayidx6.10.i to <2 x double>*, !dbg !124
  %39 = load <2 x double>, <2 x double>* %38, align 16, !dbg !124, !tbaa !84, !noalias !100
  %40 = fsub <2 x double> %39, %15, !dbg !124
  %41 = bitcast double* %arrayidx6.10.i to <2 x double>*, !dbg !124
  store <2 x double> %40, <2 x double>* %41, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 12, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 12, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.12.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 12, !dbg !123
  call void @llvm.dbg.value(metadata i64 13, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 13, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %42 = bitcast double* %arrayidx6.12.i to <2 x double>*, !dbg !124
  %43 = load <2 x double>, <2 x double>* %42, align 16, !dbg !124, !tbaa !84, !noalias !100
  %44 = fsub <2 x double> %43, %16, !dbg !124
  %45 = bitcast double* %arrayidx6.12.i to <2 x double>*, !dbg !124
  store <2 x double> %44, <2 x double>* %45, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 14, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 14, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %arrayidx6.14.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 14, !dbg !123
  call void @llvm.dbg.value(metadata i64 15, metadata !113, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i64 15, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %46 = bitcast double* %arrayidx6.14.i to <2 x double>*, !dbg !124
  %47 = load <2 x double>, <2 x double>* %46, align 16, !dbg !124, !tbaa !84, !noalias !100
  %48 = fsub <2 x double> %47, %17, !dbg !124
  %49 = bitcast double* %arrayidx6.14.i to <2 x double>*, !dbg !124
  store <2 x double> %48, <2 x double>* %49, align 16, !dbg !124, !tbaa !84, !noalias !100
  call void @llvm.dbg.value(metadata i64 16, metadata !113, metadata !DIExpression()) #3, !dbg !115
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1, !dbg !117
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !108, metadata !DIExpression()) #3, !dbg !115
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !110, metadata !DIExpression()) #3, !dbg !115
  %lftr.wideiv.i = trunc i64 %indvars.iv.next.i to i32, !dbg !117
  %exitcond.not.i = icmp eq i32 %9, %lftr.wideiv.i, !dbg !117
  br i1 %exitcond.not.i, label %.omp_outlined._debug__.1.exit, label %for.cond.preheader.i, !dbg !117, !llvm.loop !125

.omp_outlined._debug__.1.exit:                    ; preds = %for.cond.preheader.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %4) #3, !dbg !126, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !119, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !119, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !119, !noalias !100
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !119, !noalias !100
  ret void, !dbg !103
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..4(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid.) #4 !dbg !127 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !129, metadata !DIExpression()), !dbg !131
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !130, metadata !DIExpression()), !dbg !131
  tail call void @llvm.experimental.noalias.scope.decl(metadata !132), !dbg !135
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !136, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* undef, metadata !139, metadata !DIExpression()) #3, !dbg !152
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 0, metadata !141, metadata !DIExpression()) #3, !dbg !152
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 15, metadata !142, metadata !DIExpression()) #3, !dbg !152
  store i32 15, i32* %.omp.ub.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 1, metadata !143, metadata !DIExpression()) #3, !dbg !152
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !154
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !154, !noalias !132
  call void @llvm.dbg.value(metadata i32 0, metadata !144, metadata !DIExpression()) #3, !dbg !152
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  %4 = load i32, i32* %.global_tid., align 4, !dbg !154, !tbaa !74, !alias.scope !132
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !141, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !142, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !143, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !144, metadata !DIExpression(DW_OP_deref)) #3, !dbg !152
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @11, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !156, !noalias !132
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  call void @llvm.dbg.value(metadata i32 %5, metadata !142, metadata !DIExpression()) #3, !dbg !152
  %6 = icmp slt i32 %5, 15, !dbg !155
  %cond.i = select i1 %6, i32 %5, i32 15, !dbg !155
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !142, metadata !DIExpression()) #3, !dbg !152
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !155, !tbaa !74, !noalias !132
  call void @llvm.dbg.value(metadata i32 %7, metadata !141, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32 %7, metadata !140, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !142, metadata !DIExpression()) #3, !dbg !152
  %cmp1.not5.i = icmp sgt i32 %7, %cond.i, !dbg !154
  br i1 %cmp1.not5.i, label %.omp_outlined._debug__.3.exit, label %for.cond.preheader.preheader.i, !dbg !154

for.cond.preheader.preheader.i:                   ; preds = %entry
  %8 = sext i32 %7 to i64, !dbg !156
  %9 = add nsw i32 %cond.i, 1, !dbg !156
  br label %for.cond.preheader.i, !dbg !156

for.cond.preheader.i:                             ; preds = %omp.inner.for.inc.i, %for.cond.preheader.preheader.i
  %indvars.iv.i = phi i64 [ %8, %for.cond.preheader.preheader.i ], [ %indvars.iv.next.i, %omp.inner.for.inc.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !140, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !145, metadata !DIExpression()) #3, !dbg !152
  %cmp23.i = icmp slt i64 %indvars.iv.i, 16, !dbg !157
  br i1 %cmp23.i, label %for.cond3.preheader.lr.ph.i, label %omp.inner.for.inc.i, !dbg !158

for.cond3.preheader.lr.ph.i:                      ; preds = %for.cond.preheader.i
  %arrayidx7.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv.i, !dbg !159
  %arrayidx7.2.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv.i
  %.pre.i = load double, double* %arrayidx7.2.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.3.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv.i
  %.pre14.i = load double, double* %arrayidx7.3.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.4.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv.i
  %.pre16.i = load double, double* %arrayidx7.4.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.5.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv.i
  %.pre18.i = load double, double* %arrayidx7.5.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.6.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv.i
  %.pre20.i = load double, double* %arrayidx7.6.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.7.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv.i
  %.pre22.i = load double, double* %arrayidx7.7.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.8.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv.i
  %.pre24.i = load double, double* %arrayidx7.8.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.9.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv.i
  %.pre26.i = load double, double* %arrayidx7.9.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.10.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv.i
  %.pre28.i = load double, double* %arrayidx7.10.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.11.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv.i
  %.pre30.i = load double, double* %arrayidx7.11.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.12.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv.i
  %.pre32.i = load double, double* %arrayidx7.12.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.13.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv.i
  %.pre34.i = load double, double* %arrayidx7.13.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.14.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv.i
  %.pre36.i = load double, double* %arrayidx7.14.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.15.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv.i
  %.pre38.i = load double, double* %arrayidx7.15.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.16.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv.i
  %.pre40.i = load double, double* %arrayidx7.16.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.17.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv.i
  %.pre42.i = load double, double* %arrayidx7.17.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.18.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv.i
  %.pre44.i = load double, double* %arrayidx7.18.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %arrayidx7.19.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv.i
  %.pre46.i = load double, double* %arrayidx7.19.phi.trans.insert.i, align 8, !dbg !159, !tbaa !84, !noalias !132
  %10 = load double, double* %arrayidx7.i, align 8, !tbaa !84, !noalias !132
  %arrayidx7.1.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv.i
  %11 = load double, double* %arrayidx7.1.i, align 8, !tbaa !84, !noalias !132
  br label %for.cond3.preheader.i, !dbg !158

for.cond3.preheader.i:                            ; preds = %for.cond3.preheader.for.cond3.preheader_crit_edge.i, %for.cond3.preheader.lr.ph.i
  %12 = phi double [ %11, %for.cond3.preheader.lr.ph.i ], [ %.pre1, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %13 = phi double [ %10, %for.cond3.preheader.lr.ph.i ], [ %.pre, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %14 = phi double [ %.pre46.i, %for.cond3.preheader.lr.ph.i ], [ %.pre47.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %15 = phi double [ %.pre44.i, %for.cond3.preheader.lr.ph.i ], [ %.pre45.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %16 = phi double [ %.pre42.i, %for.cond3.preheader.lr.ph.i ], [ %.pre43.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %17 = phi double [ %.pre40.i, %for.cond3.preheader.lr.ph.i ], [ %.pre41.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %18 = phi double [ %.pre38.i, %for.cond3.preheader.lr.ph.i ], [ %.pre39.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %19 = phi double [ %.pre36.i, %for.cond3.preheader.lr.ph.i ], [ %.pre37.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %20 = phi double [ %.pre34.i, %for.cond3.preheader.lr.ph.i ], [ %.pre35.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %21 = phi double [ %.pre32.i, %for.cond3.preheader.lr.ph.i ], [ %.pre33.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %22 = phi double [ %.pre30.i, %for.cond3.preheader.lr.ph.i ], [ %.pre31.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %23 = phi double [ %.pre28.i, %for.cond3.preheader.lr.ph.i ], [ %.pre29.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %24 = phi double [ %.pre26.i, %for.cond3.preheader.lr.ph.i ], [ %.pre27.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %25 = phi double [ %.pre24.i, %for.cond3.preheader.lr.ph.i ], [ %.pre25.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %26 = phi double [ %.pre22.i, %for.cond3.preheader.lr.ph.i ], [ %.pre23.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %27 = phi double [ %.pre20.i, %for.cond3.preheader.lr.ph.i ], [ %.pre21.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %28 = phi double [ %.pre18.i, %for.cond3.preheader.lr.ph.i ], [ %.pre19.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %29 = phi double [ %.pre16.i, %for.cond3.preheader.lr.ph.i ], [ %.pre17.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %30 = phi double [ %.pre14.i, %for.cond3.preheader.lr.ph.i ], [ %.pre15.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %31 = phi double [ %.pre.i, %for.cond3.preheader.lr.ph.i ], [ %.pre13.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ], !dbg !162
  %indvars.iv9.i = phi i64 [ %indvars.iv.i, %for.cond3.preheader.lr.ph.i ], [ %indvars.iv.next10.i, %for.cond3.preheader.for.cond3.preheader_crit_edge.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv9.i, metadata !145, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i32 0, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 0, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %32 = call double @llvm.fmuladd.f64(double %10, double %13, double 0.000000e+00) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %32, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 1, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %32, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 1, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %33 = call double @llvm.fmuladd.f64(double %11, double %12, double %32) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %33, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 2, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %33, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 2, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %34 = call double @llvm.fmuladd.f64(double %.pre.i, double %31, double %33) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %34, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 3, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %34, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 3, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %35 = call double @llvm.fmuladd.f64(double %.pre14.i, double %30, double %34) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %35, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 4, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %35, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 4, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %36 = call double @llvm.fmuladd.f64(double %.pre16.i, double %29, double %35) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %36, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 5, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %36, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 5, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %37 = call double @llvm.fmuladd.f64(double %.pre18.i, double %28, double %36) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %37, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 6, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %37, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 6, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %38 = call double @llvm.fmuladd.f64(double %.pre20.i, double %27, double %37) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %38, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 7, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %38, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 7, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %39 = call double @llvm.fmuladd.f64(double %.pre22.i, double %26, double %38) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %39, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 8, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %39, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 8, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %40 = call double @llvm.fmuladd.f64(double %.pre24.i, double %25, double %39) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %40, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 9, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %40, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 9, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %41 = call double @llvm.fmuladd.f64(double %.pre26.i, double %24, double %40) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %41, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 10, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %41, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 10, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %42 = call double @llvm.fmuladd.f64(double %.pre28.i, double %23, double %41) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %42, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 11, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %42, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 11, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %43 = call double @llvm.fmuladd.f64(double %.pre30.i, double %22, double %42) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %43, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 12, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %43, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 12, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %44 = call double @llvm.fmuladd.f64(double %.pre32.i, double %21, double %43) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %44, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 13, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %44, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 13, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %45 = call double @llvm.fmuladd.f64(double %.pre34.i, double %20, double %44) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %45, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 14, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %45, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 14, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %46 = call double @llvm.fmuladd.f64(double %.pre36.i, double %19, double %45) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %46, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 15, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %46, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 15, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %47 = call double @llvm.fmuladd.f64(double %.pre38.i, double %18, double %46) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %47, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 16, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %47, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 16, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %48 = call double @llvm.fmuladd.f64(double %.pre40.i, double %17, double %47) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %48, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 17, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %48, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 17, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %49 = call double @llvm.fmuladd.f64(double %.pre42.i, double %16, double %48) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %49, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 18, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %49, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 18, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %50 = call double @llvm.fmuladd.f64(double %.pre44.i, double %15, double %49) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %50, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 19, metadata !146, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata double %50, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 19, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %51 = call double @llvm.fmuladd.f64(double %.pre46.i, double %14, double %50) #3, !dbg !164
  call void @llvm.dbg.value(metadata double %51, metadata !148, metadata !DIExpression()) #3, !dbg !163
  call void @llvm.dbg.value(metadata i64 20, metadata !146, metadata !DIExpression()) #3, !dbg !152
  %div.i = fdiv double %51, 1.900000e+01, !dbg !165
  %arrayidx16.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv.i, i64 %indvars.iv9.i, !dbg !166
  store double %div.i, double* %arrayidx16.i, align 8, !dbg !167, !tbaa !84, !noalias !132
  %arrayidx24.i = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv9.i, i64 %indvars.iv.i, !dbg !168
  store double %div.i, double* %arrayidx24.i, align 8, !dbg !169, !tbaa !84, !noalias !132
  %indvars.iv.next10.i = add nsw i64 %indvars.iv9.i, 1, !dbg !170
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next10.i, metadata !145, metadata !DIExpression()) #3, !dbg !152
  %cmp2.i = icmp slt i64 %indvars.iv9.i, 15, !dbg !157
  br i1 %cmp2.i, label %for.cond3.preheader.for.cond3.preheader_crit_edge.i, label %omp.inner.for.inc.i, !dbg !158, !llvm.loop !171

for.cond3.preheader.for.cond3.preheader_crit_edge.i: ; preds = %for.cond3.preheader.i
  %arrayidx11.2.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv.next10.i
  %.pre13.i = load double, double* %arrayidx11.2.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.3.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv.next10.i
  %.pre15.i = load double, double* %arrayidx11.3.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.4.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv.next10.i
  %.pre17.i = load double, double* %arrayidx11.4.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.5.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv.next10.i
  %.pre19.i = load double, double* %arrayidx11.5.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.6.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv.next10.i
  %.pre21.i = load double, double* %arrayidx11.6.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.7.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv.next10.i
  %.pre23.i = load double, double* %arrayidx11.7.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.8.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv.next10.i
  %.pre25.i = load double, double* %arrayidx11.8.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.9.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv.next10.i
  %.pre27.i = load double, double* %arrayidx11.9.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.10.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv.next10.i
  %.pre29.i = load double, double* %arrayidx11.10.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.11.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv.next10.i
  %.pre31.i = load double, double* %arrayidx11.11.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.12.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv.next10.i
  %.pre33.i = load double, double* %arrayidx11.12.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.13.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv.next10.i
  %.pre35.i = load double, double* %arrayidx11.13.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.14.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv.next10.i
  %.pre37.i = load double, double* %arrayidx11.14.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.15.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv.next10.i
  %.pre39.i = load double, double* %arrayidx11.15.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.16.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv.next10.i
  %.pre41.i = load double, double* %arrayidx11.16.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.17.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv.next10.i
  %.pre43.i = load double, double* %arrayidx11.17.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.18.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv.next10.i
  %.pre45.i = load double, double* %arrayidx11.18.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.19.phi.trans.insert.i = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv.next10.i
  %.pre47.i = load double, double* %arrayidx11.19.phi.trans.insert.i, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.i.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv.next10.i
  %.pre = load double, double* %arrayidx11.i.phi.trans.insert, align 8, !dbg !162, !tbaa !84, !noalias !132
  %arrayidx11.1.i.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv.next10.i
  %.pre1 = load double, double* %arrayidx11.1.i.phi.trans.insert, align 8, !dbg !162, !tbaa !84, !noalias !132
  br label %for.cond3.preheader.i, !dbg !158

omp.inner.for.inc.i:                              ; preds = %for.cond3.preheader.i, %for.cond.preheader.i
  %indvars.iv.next.i = add nsw i64 %indvars.iv.i, 1, !dbg !154
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !140, metadata !DIExpression()) #3, !dbg !152
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !142, metadata !DIExpression()) #3, !dbg !152
  %lftr.wideiv.i = trunc i64 %indvars.iv.next.i to i32, !dbg !154
  %exitcond.not.i = icmp eq i32 %9, %lftr.wideiv.i, !dbg !154
  br i1 %exitcond.not.i, label %.omp_outlined._debug__.3.exit, label %for.cond.preheader.i, !dbg !154, !llvm.loop !174

.omp_outlined._debug__.3.exit:                    ; preds = %omp.inner.for.inc.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @13, i32 %4) #3, !dbg !175, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !156, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !156, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !156, !noalias !132
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !156, !noalias !132
  ret void, !dbg !135
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !176 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !180, metadata !DIExpression()), !dbg !184
  br label %vector.ph, !dbg !185

vector.ph:                                        ; preds = %vector.ph, %entry
  %indvars.iv52 = phi i64 [ 0, %entry ], [ %indvars.iv.next53, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv52, metadata !180, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv52, i64 0, !dbg !187
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !187
  %broadcast.splat.tr = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %0 = shl <2 x i32> %broadcast.splat.tr, <i32 0, i32 1>, !dbg !190
  %1 = urem <2 x i32> %0, <i32 23, i32 23>, !dbg !190
  %2 = sitofp <2 x i32> %1 to <2 x double>, !dbg !192
  %3 = fdiv <2 x double> %2, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 0, !dbg !194
  %5 = bitcast double* %4 to <2 x double>*, !dbg !195
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !195, !tbaa !84
  %6 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %7 = mul <2 x i32> %6, <i32 3, i32 4>, !dbg !190
  %8 = urem <2 x i32> %7, <i32 23, i32 23>, !dbg !190
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !192
  %10 = fdiv <2 x double> %9, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %11 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 2, !dbg !194
  %12 = bitcast double* %11 to <2 x double>*, !dbg !195
  store <2 x double> %10, <2 x double>* %12, align 16, !dbg !195, !tbaa !84
  %13 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %14 = mul <2 x i32> %13, <i32 5, i32 6>, !dbg !190
  %15 = urem <2 x i32> %14, <i32 23, i32 23>, !dbg !190
  %16 = sitofp <2 x i32> %15 to <2 x double>, !dbg !192
  %17 = fdiv <2 x double> %16, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %18 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 4, !dbg !194
  %19 = bitcast double* %18 to <2 x double>*, !dbg !195
  store <2 x double> %17, <2 x double>* %19, align 16, !dbg !195, !tbaa !84
  %20 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %21 = mul <2 x i32> %20, <i32 7, i32 8>, !dbg !190
  %22 = urem <2 x i32> %21, <i32 23, i32 23>, !dbg !190
  %23 = sitofp <2 x i32> %22 to <2 x double>, !dbg !192
  %24 = fdiv <2 x double> %23, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %25 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 6, !dbg !194
  %26 = bitcast double* %25 to <2 x double>*, !dbg !195
  store <2 x double> %24, <2 x double>* %26, align 16, !dbg !195, !tbaa !84
  %27 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %28 = mul <2 x i32> %27, <i32 9, i32 10>, !dbg !190
  %29 = urem <2 x i32> %28, <i32 23, i32 23>, !dbg !190
  %30 = sitofp <2 x i32> %29 to <2 x double>, !dbg !192
  %31 = fdiv <2 x double> %30, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %32 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 8, !dbg !194
  %33 = bitcast double* %32 to <2 x double>*, !dbg !195
  store <2 x double> %31, <2 x double>* %33, align 16, !dbg !195, !tbaa !84
  %34 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %35 = mul <2 x i32> %34, <i32 11, i32 12>, !dbg !190
  %36 = urem <2 x i32> %35, <i32 23, i32 23>, !dbg !190
  %37 = sitofp <2 x i32> %36 to <2 x double>, !dbg !192
  %38 = fdiv <2 x double> %37, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %39 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 10, !dbg !194
  %40 = bitcast double* %39 to <2 x double>*, !dbg !195
  store <2 x double> %38, <2 x double>* %40, align 16, !dbg !195, !tbaa !84
  %41 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %42 = mul <2 x i32> %41, <i32 13, i32 14>, !dbg !190
  %43 = urem <2 x i32> %42, <i32 23, i32 23>, !dbg !190
  %44 = sitofp <2 x i32> %43 to <2 x double>, !dbg !192
  %45 = fdiv <2 x double> %44, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %46 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 12, !dbg !194
  %47 = bitcast double* %46 to <2 x double>*, !dbg !195
  store <2 x double> %45, <2 x double>* %47, align 16, !dbg !195, !tbaa !84
  %48 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !190
  %49 = mul <2 x i32> %48, <i32 15, i32 16>, !dbg !190
  %50 = urem <2 x i32> %49, <i32 23, i32 23>, !dbg !190
  %51 = sitofp <2 x i32> %50 to <2 x double>, !dbg !192
  %52 = fdiv <2 x double> %51, <double 2.300000e+01, double 2.300000e+01>, !dbg !193
  %53 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 14, !dbg !194
  %54 = bitcast double* %53 to <2 x double>*, !dbg !195
  store <2 x double> %52, <2 x double>* %54, align 16, !dbg !195, !tbaa !84
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !196
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next53, metadata !180, metadata !DIExpression()), !dbg !184
  %exitcond55.not = icmp eq i64 %indvars.iv.next53, 20, !dbg !197
  br i1 %exitcond55.not, label %for.end8, label %vector.ph, !dbg !185, !llvm.loop !198

for.end8:                                         ; preds = %vector.ph
  tail call void @kernel_omp_covariance(), !dbg !200
  call void @llvm.dbg.value(metadata i32 0, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !183, metadata !DIExpression()), !dbg !184
  br label %for.cond13.preheader, !dbg !201

for.cond13.preheader:                             ; preds = %for.end8, %for.cond13.preheader
  %indvars.iv60 = phi i64 [ 0, %for.end8 ], [ %indvars.iv.next61, %for.cond13.preheader ]
  %s.049 = phi double [ 0.000000e+00, %for.end8 ], [ %add21.15, %for.cond13.preheader ]
  call void @llvm.dbg.value(metadata double %s.049, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !181, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %s.049, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i32 0, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %s.049, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 0, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 0, !dbg !203
  %55 = load double, double* %arrayidx20, align 16, !dbg !203, !tbaa !84
  %add21 = fadd double %s.049, %55, !dbg !207
  call void @llvm.dbg.value(metadata double %add21, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 1, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 1, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.1 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 1, !dbg !203
  %56 = load double, double* %arrayidx20.1, align 8, !dbg !203, !tbaa !84
  %add21.1 = fadd double %add21, %56, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.1, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 2, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.1, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 2, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.2 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 2, !dbg !203
  %57 = load double, double* %arrayidx20.2, align 16, !dbg !203, !tbaa !84
  %add21.2 = fadd double %add21.1, %57, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.2, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 3, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.2, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 3, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.3 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 3, !dbg !203
  %58 = load double, double* %arrayidx20.3, align 8, !dbg !203, !tbaa !84
  %add21.3 = fadd double %add21.2, %58, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.3, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 4, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.3, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 4, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.4 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 4, !dbg !203
  %59 = load double, double* %arrayidx20.4, align 16, !dbg !203, !tbaa !84
  %add21.4 = fadd double %add21.3, %59, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.4, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 5, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.4, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 5, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.5 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 5, !dbg !203
  %60 = load double, double* %arrayidx20.5, align 8, !dbg !203, !tbaa !84
  %add21.5 = fadd double %add21.4, %60, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.5, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 6, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.5, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 6, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 6, !dbg !203
  %61 = load double, double* %arrayidx20.6, align 16, !dbg !203, !tbaa !84
  %add21.6 = fadd double %add21.5, %61, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.6, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 7, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.6, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 7, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.7 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 7, !dbg !203
  %62 = load double, double* %arrayidx20.7, align 8, !dbg !203, !tbaa !84
  %add21.7 = fadd double %add21.6, %62, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.7, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 8, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.7, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 8, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.8 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 8, !dbg !203
  %63 = load double, double* %arrayidx20.8, align 16, !dbg !203, !tbaa !84
  %add21.8 = fadd double %add21.7, %63, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.8, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 9, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.8, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 9, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.9 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 9, !dbg !203
  %64 = load double, double* %arrayidx20.9, align 8, !dbg !203, !tbaa !84
  %add21.9 = fadd double %add21.8, %64, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.9, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 10, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.9, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 10, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 10, !dbg !203
  %65 = load double, double* %arrayidx20.10, align 16, !dbg !203, !tbaa !84
  %add21.10 = fadd double %add21.9, %65, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.10, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 11, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.10, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 11, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 11, !dbg !203
  %66 = load double, double* %arrayidx20.11, align 8, !dbg !203, !tbaa !84
  %add21.11 = fadd double %add21.10, %66, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.11, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 12, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.11, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 12, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 12, !dbg !203
  %67 = load double, double* %arrayidx20.12, align 16, !dbg !203, !tbaa !84
  %add21.12 = fadd double %add21.11, %67, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.12, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 13, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.12, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 13, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 13, !dbg !203
  %68 = load double, double* %arrayidx20.13, align 8, !dbg !203, !tbaa !84
  %add21.13 = fadd double %add21.12, %68, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.13, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 14, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.13, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 14, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.14 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 14, !dbg !203
  %69 = load double, double* %arrayidx20.14, align 16, !dbg !203, !tbaa !84
  %add21.14 = fadd double %add21.13, %69, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.14, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 15, metadata !182, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata double %add21.14, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 15, metadata !182, metadata !DIExpression()), !dbg !184
  %arrayidx20.15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 15, !dbg !203
  %70 = load double, double* %arrayidx20.15, align 8, !dbg !203, !tbaa !84
  %add21.15 = fadd double %add21.14, %70, !dbg !207
  call void @llvm.dbg.value(metadata double %add21.15, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 16, metadata !182, metadata !DIExpression()), !dbg !184
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !208
  call void @llvm.dbg.value(metadata double %add21.15, metadata !183, metadata !DIExpression()), !dbg !184
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !181, metadata !DIExpression()), !dbg !184
  %exitcond63.not = icmp eq i64 %indvars.iv.next61, 16, !dbg !209
  br i1 %exitcond63.not, label %for.end27, label %for.cond13.preheader, !dbg !201, !llvm.loop !210

for.end27:                                        ; preds = %for.cond13.preheader
  store double %add21.15, double* @checksum, align 8, !dbg !212, !tbaa !84
  ret i32 0, !dbg !213
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
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}
!nvvm.annotations = !{}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 17, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "omp_covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !15)
!15 = !{!16, !11}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !20)
!20 = !{!11, !11}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"openmp", i32 50}
!25 = !{i32 7, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 1}
!28 = !{!"Debian clang version 14.0.6"}
!29 = distinct !DISubprogram(name: "kernel_omp_covariance", scope: !3, file: !3, line: 19, type: !30, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !{!33, !35, !36}
!33 = !DILocalVariable(name: "i", scope: !29, file: !3, line: 21, type: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DILocalVariable(name: "p", scope: !29, file: !3, line: 21, type: !34)
!36 = !DILocalVariable(name: "q", scope: !29, file: !3, line: 21, type: !34)
!37 = !DILocation(line: 21, column: 7, scope: !29)
!38 = !DILocation(line: 21, column: 10, scope: !29)
!39 = !DILocation(line: 21, column: 13, scope: !29)
!40 = !DILocation(line: 22, column: 1, scope: !29)
!41 = !DILocation(line: 29, column: 1, scope: !29)
!42 = !DILocation(line: 33, column: 1, scope: !29)
!43 = !DILocation(line: 42, column: 1, scope: !29)
!44 = distinct !DISubprogram(name: ".omp_outlined.", scope: !3, file: !3, line: 22, type: !45, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47, !47}
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !34)
!51 = !{!52, !53}
!52 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !44, type: !47, flags: DIFlagArtificial)
!53 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !44, type: !47, flags: DIFlagArtificial)
!54 = !DILocation(line: 0, scope: !44)
!55 = !{!56}
!56 = distinct !{!56, !57, !".omp_outlined._debug__: %.global_tid."}
!57 = distinct !{!57, !".omp_outlined._debug__"}
!58 = !DILocation(line: 22, column: 1, scope: !44)
!59 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !60, type: !47, flags: DIFlagArtificial)
!60 = distinct !DISubprogram(name: ".omp_outlined._debug__", scope: !3, file: !3, line: 23, type: !45, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!61 = !{!59, !62, !63, !64, !65, !66, !67, !68, !69}
!62 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !60, type: !47, flags: DIFlagArtificial)
!63 = !DILocalVariable(name: ".omp.iv", scope: !60, type: !34, flags: DIFlagArtificial)
!64 = !DILocalVariable(name: ".omp.lb", scope: !60, type: !34, flags: DIFlagArtificial)
!65 = !DILocalVariable(name: ".omp.ub", scope: !60, type: !34, flags: DIFlagArtificial)
!66 = !DILocalVariable(name: ".omp.stride", scope: !60, type: !34, flags: DIFlagArtificial)
!67 = !DILocalVariable(name: ".omp.is_last", scope: !60, type: !34, flags: DIFlagArtificial)
!68 = !DILocalVariable(name: "i", scope: !60, type: !34, flags: DIFlagArtificial)
!69 = !DILocalVariable(name: "p", scope: !60, type: !34, flags: DIFlagArtificial)
!70 = !DILocation(line: 0, scope: !60, inlinedAt: !71)
!71 = distinct !DILocation(line: 22, column: 1, scope: !44)
!72 = !DILocation(line: 23, column: 3, scope: !60, inlinedAt: !71)
!73 = !DILocation(line: 23, column: 8, scope: !60, inlinedAt: !71)
!74 = !{!75, !75, i64 0}
!75 = !{!"int", !76, i64 0}
!76 = !{!"omnipotent char", !77, i64 0}
!77 = !{!"Simple C/C++ TBAA"}
!78 = !DILocation(line: 22, column: 1, scope: !60, inlinedAt: !71)
!79 = !DILocation(line: 24, column: 5, scope: !80, inlinedAt: !71)
!80 = distinct !DILexicalBlock(scope: !60, file: !3, line: 23, column: 27)
!81 = !DILocation(line: 26, column: 18, scope: !82, inlinedAt: !71)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 25, column: 5)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 5)
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !76, i64 0}
!86 = !DILocation(line: 26, column: 15, scope: !82, inlinedAt: !71)
!87 = !DILocation(line: 27, column: 13, scope: !80, inlinedAt: !71)
!88 = distinct !{!88, !78, !89, !90}
!89 = !DILocation(line: 22, column: 36, scope: !60, inlinedAt: !71)
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = distinct !{!91, !78, !89, !92, !90}
!92 = !{!"llvm.loop.unroll.runtime.disable"}
!93 = !{!94}
!94 = !{i64 2, i64 -1, i64 -1, i1 true}
!95 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 29, type: !45, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!96 = !{!97, !98}
!97 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !95, type: !47, flags: DIFlagArtificial)
!98 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !95, type: !47, flags: DIFlagArtificial)
!99 = !DILocation(line: 0, scope: !95)
!100 = !{!101}
!101 = distinct !{!101, !102, !".omp_outlined._debug__.1: %.global_tid."}
!102 = distinct !{!102, !".omp_outlined._debug__.1"}
!103 = !DILocation(line: 29, column: 1, scope: !95)
!104 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !105, type: !47, flags: DIFlagArtificial)
!105 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 30, type: !45, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!106 = !{!104, !107, !108, !109, !110, !111, !112, !113, !114}
!107 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !105, type: !47, flags: DIFlagArtificial)
!108 = !DILocalVariable(name: ".omp.iv", scope: !105, type: !34, flags: DIFlagArtificial)
!109 = !DILocalVariable(name: ".omp.lb", scope: !105, type: !34, flags: DIFlagArtificial)
!110 = !DILocalVariable(name: ".omp.ub", scope: !105, type: !34, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: ".omp.stride", scope: !105, type: !34, flags: DIFlagArtificial)
!112 = !DILocalVariable(name: ".omp.is_last", scope: !105, type: !34, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: "p", scope: !105, type: !34, flags: DIFlagArtificial)
!114 = !DILocalVariable(name: "i", scope: !105, type: !34, flags: DIFlagArtificial)
!115 = !DILocation(line: 0, scope: !105, inlinedAt: !116)
!116 = distinct !DILocation(line: 29, column: 1, scope: !95)
!117 = !DILocation(line: 30, column: 3, scope: !105, inlinedAt: !116)
!118 = !DILocation(line: 30, column: 8, scope: !105, inlinedAt: !116)
!119 = !DILocation(line: 29, column: 1, scope: !105, inlinedAt: !116)
!120 = !DILocation(line: 32, column: 21, scope: !121, inlinedAt: !116)
!121 = distinct !DILexicalBlock(scope: !122, file: !3, line: 31, column: 5)
!122 = distinct !DILexicalBlock(scope: !105, file: !3, line: 31, column: 5)
!123 = !DILocation(line: 32, column: 7, scope: !121, inlinedAt: !116)
!124 = !DILocation(line: 32, column: 18, scope: !121, inlinedAt: !116)
!125 = distinct !{!125, !119, !126}
!126 = !DILocation(line: 29, column: 36, scope: !105, inlinedAt: !116)
!127 = distinct !DISubprogram(name: ".omp_outlined..4", scope: !3, file: !3, line: 33, type: !45, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!128 = !{!129, !130}
!129 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !127, type: !47, flags: DIFlagArtificial)
!130 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !127, type: !47, flags: DIFlagArtificial)
!131 = !DILocation(line: 0, scope: !127)
!132 = !{!133}
!133 = distinct !{!133, !134, !".omp_outlined._debug__.3: %.global_tid."}
!134 = distinct !{!134, !".omp_outlined._debug__.3"}
!135 = !DILocation(line: 33, column: 1, scope: !127)
!136 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !137, type: !47, flags: DIFlagArtificial)
!137 = distinct !DISubprogram(name: ".omp_outlined._debug__.3", scope: !3, file: !3, line: 34, type: !45, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!138 = !{!136, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148}
!139 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !137, type: !47, flags: DIFlagArtificial)
!140 = !DILocalVariable(name: ".omp.iv", scope: !137, type: !34, flags: DIFlagArtificial)
!141 = !DILocalVariable(name: ".omp.lb", scope: !137, type: !34, flags: DIFlagArtificial)
!142 = !DILocalVariable(name: ".omp.ub", scope: !137, type: !34, flags: DIFlagArtificial)
!143 = !DILocalVariable(name: ".omp.stride", scope: !137, type: !34, flags: DIFlagArtificial)
!144 = !DILocalVariable(name: ".omp.is_last", scope: !137, type: !34, flags: DIFlagArtificial)
!145 = !DILocalVariable(name: "q", scope: !137, type: !34, flags: DIFlagArtificial)
!146 = !DILocalVariable(name: "i", scope: !137, type: !34, flags: DIFlagArtificial)
!147 = !DILocalVariable(name: "p", scope: !137, type: !34, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: "acc", scope: !149, file: !3, line: 36, type: !5)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 35, column: 29)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 35, column: 5)
!151 = distinct !DILexicalBlock(scope: !137, file: !3, line: 35, column: 5)
!152 = !DILocation(line: 0, scope: !137, inlinedAt: !153)
!153 = distinct !DILocation(line: 33, column: 1, scope: !127)
!154 = !DILocation(line: 34, column: 3, scope: !137, inlinedAt: !153)
!155 = !DILocation(line: 34, column: 8, scope: !137, inlinedAt: !153)
!156 = !DILocation(line: 33, column: 1, scope: !137, inlinedAt: !153)
!157 = !DILocation(line: 35, column: 19, scope: !150, inlinedAt: !153)
!158 = !DILocation(line: 35, column: 5, scope: !151, inlinedAt: !153)
!159 = !DILocation(line: 38, column: 16, scope: !160, inlinedAt: !153)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 37, column: 7)
!161 = distinct !DILexicalBlock(scope: !149, file: !3, line: 37, column: 7)
!162 = !DILocation(line: 38, column: 29, scope: !160, inlinedAt: !153)
!163 = !DILocation(line: 0, scope: !149, inlinedAt: !153)
!164 = !DILocation(line: 38, column: 13, scope: !160, inlinedAt: !153)
!165 = !DILocation(line: 39, column: 23, scope: !149, inlinedAt: !153)
!166 = !DILocation(line: 39, column: 7, scope: !149, inlinedAt: !153)
!167 = !DILocation(line: 39, column: 17, scope: !149, inlinedAt: !153)
!168 = !DILocation(line: 40, column: 7, scope: !149, inlinedAt: !153)
!169 = !DILocation(line: 40, column: 17, scope: !149, inlinedAt: !153)
!170 = !DILocation(line: 35, column: 25, scope: !150, inlinedAt: !153)
!171 = distinct !{!171, !158, !172, !173}
!172 = !DILocation(line: 41, column: 5, scope: !151, inlinedAt: !153)
!173 = !{!"llvm.loop.mustprogress"}
!174 = distinct !{!174, !156, !175}
!175 = !DILocation(line: 33, column: 39, scope: !137, inlinedAt: !153)
!176 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !177, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!177 = !DISubroutineType(types: !178)
!178 = !{!34}
!179 = !{!180, !181, !182, !183}
!180 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 46, type: !34)
!181 = !DILocalVariable(name: "p", scope: !176, file: !3, line: 46, type: !34)
!182 = !DILocalVariable(name: "q", scope: !176, file: !3, line: 46, type: !34)
!183 = !DILocalVariable(name: "s", scope: !176, file: !3, line: 47, type: !5)
!184 = !DILocation(line: 0, scope: !176)
!185 = !DILocation(line: 48, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !176, file: !3, line: 48, column: 3)
!187 = !DILocation(line: 49, column: 5, scope: !188)
!188 = distinct !DILexicalBlock(scope: !189, file: !3, line: 49, column: 5)
!189 = distinct !DILexicalBlock(scope: !186, file: !3, line: 48, column: 3)
!190 = !DILocation(line: 50, column: 43, scope: !191)
!191 = distinct !DILexicalBlock(scope: !188, file: !3, line: 49, column: 5)
!192 = !DILocation(line: 50, column: 20, scope: !191)
!193 = !DILocation(line: 50, column: 49, scope: !191)
!194 = !DILocation(line: 50, column: 37, scope: !191)
!195 = !DILocation(line: 50, column: 18, scope: !191)
!196 = !DILocation(line: 48, column: 23, scope: !189)
!197 = !DILocation(line: 48, column: 17, scope: !189)
!198 = distinct !{!198, !185, !199, !173}
!199 = !DILocation(line: 50, column: 51, scope: !186)
!200 = !DILocation(line: 51, column: 3, scope: !176)
!201 = !DILocation(line: 52, column: 3, scope: !202)
!202 = distinct !DILexicalBlock(scope: !176, file: !3, line: 52, column: 3)
!203 = !DILocation(line: 54, column: 12, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 53, column: 5)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 53, column: 5)
!206 = distinct !DILexicalBlock(scope: !202, file: !3, line: 52, column: 3)
!207 = !DILocation(line: 54, column: 9, scope: !204)
!208 = !DILocation(line: 52, column: 23, scope: !206)
!209 = !DILocation(line: 52, column: 17, scope: !206)
!210 = distinct !{!210, !201, !211, !173}
!211 = !DILocation(line: 54, column: 20, scope: !202)
!212 = !DILocation(line: 55, column: 12, scope: !176)
!213 = !DILocation(line: 56, column: 3, scope: !176)
