; ModuleID = 'omp_covariance.c'
source_filename = "omp_covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, i8* }

@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !0
@0 = private unnamed_addr constant [47 x i8] c";omp_covariance.c;kernel_omp_covariance;22;1;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 46, i8* getelementptr inbounds ([47 x i8], [47 x i8]* @0, i32 0, i32 0) }, align 8
@Mean = internal unnamed_addr global [80 x double] zeroinitializer, align 16, !dbg !7
@Data = internal unnamed_addr global [100 x [80 x double]] zeroinitializer, align 16, !dbg !12
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
@Cov = internal unnamed_addr global [80 x [80 x double]] zeroinitializer, align 16, !dbg !17
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
  call void @llvm.dbg.value(metadata i32 79, metadata !65, metadata !DIExpression()) #3, !dbg !70
  store i32 79, i32* %.omp.ub.i, align 4, !dbg !73, !tbaa !74, !noalias !55
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
  %6 = icmp slt i32 %5, 79, !dbg !73
  %cond.i = select i1 %6, i32 %5, i32 79, !dbg !73
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !70
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !73, !tbaa !74, !noalias !55
  call void @llvm.dbg.value(metadata i32 %7, metadata !64, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %7, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !72
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.preheader.i, !dbg !72

omp.inner.for.body.preheader.i:                   ; preds = %entry
  %8 = sext i32 %7 to i64, !dbg !78
  %9 = add nsw i32 %cond.i, 1, !dbg !78
  br label %omp.inner.for.body.i, !dbg !78

omp.inner.for.body.i:                             ; preds = %for.end.i, %omp.inner.for.body.preheader.i
  %indvars.iv6.i = phi i64 [ %8, %omp.inner.for.body.preheader.i ], [ %indvars.iv.next7.i, %for.end.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv6.i, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv6.i, metadata !69, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()) #3, !dbg !70
  br label %for.body.i, !dbg !79

for.body.i:                                       ; preds = %for.body.i, %omp.inner.for.body.i
  %indvars.iv.i = phi i64 [ 0, %omp.inner.for.body.i ], [ %indvars.iv.next.i.4, %for.body.i ]
  %10 = phi double [ 0.000000e+00, %omp.inner.for.body.i ], [ %add9.i.4, %for.body.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.i = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 %indvars.iv6.i, !dbg !82
  %11 = load double, double* %arrayidx6.i, align 8, !dbg !82, !tbaa !84, !noalias !55
  %add9.i = fadd double %10, %11, !dbg !86
  %indvars.iv.next.i = add nuw nsw i64 %indvars.iv.i, 1, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.i.1 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.next.i, i64 %indvars.iv6.i, !dbg !82
  %12 = load double, double* %arrayidx6.i.1, align 8, !dbg !82, !tbaa !84, !noalias !55
  %add9.i.1 = fadd double %add9.i, %12, !dbg !86
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.i.2 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.next.i.1, i64 %indvars.iv6.i, !dbg !82
  %13 = load double, double* %arrayidx6.i.2, align 8, !dbg !82, !tbaa !84, !noalias !55
  %add9.i.2 = fadd double %add9.i.1, %13, !dbg !86
  %indvars.iv.next.i.2 = add nuw nsw i64 %indvars.iv.i, 3, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.2, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.i.3 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.next.i.2, i64 %indvars.iv6.i, !dbg !82
  %14 = load double, double* %arrayidx6.i.3, align 8, !dbg !82, !tbaa !84, !noalias !55
  %add9.i.3 = fadd double %add9.i.2, %14, !dbg !86
  %indvars.iv.next.i.3 = add nuw nsw i64 %indvars.iv.i, 4, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.3, metadata !68, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.3, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %arrayidx6.i.4 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.next.i.3, i64 %indvars.iv6.i, !dbg !82
  %15 = load double, double* %arrayidx6.i.4, align 8, !dbg !82, !tbaa !84, !noalias !55
  %add9.i.4 = fadd double %add9.i.3, %15, !dbg !86
  %indvars.iv.next.i.4 = add nuw nsw i64 %indvars.iv.i, 5, !dbg !87
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.4, metadata !68, metadata !DIExpression()) #3, !dbg !70
  %exitcond.not.i.4 = icmp eq i64 %indvars.iv.next.i.4, 100, !dbg !88
  br i1 %exitcond.not.i.4, label %for.end.i, label %for.body.i, !dbg !79, !llvm.loop !89

for.end.i:                                        ; preds = %for.body.i
  %arrayidx.i = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %indvars.iv6.i, !dbg !92
  %div.i = fdiv double %add9.i.4, 1.000000e+02, !dbg !93
  store double %div.i, double* %arrayidx.i, align 8, !dbg !93, !tbaa !84, !noalias !55
  %indvars.iv.next7.i = add nsw i64 %indvars.iv6.i, 1, !dbg !72
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next7.i, metadata !63, metadata !DIExpression()) #3, !dbg !70
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !65, metadata !DIExpression()) #3, !dbg !70
  %lftr.wideiv.i = trunc i64 %indvars.iv.next7.i to i32, !dbg !72
  %exitcond9.not.i = icmp eq i32 %9, %lftr.wideiv.i, !dbg !72
  br i1 %exitcond9.not.i, label %.omp_outlined._debug__.exit, label %omp.inner.for.body.i, !dbg !72, !llvm.loop !94

.omp_outlined._debug__.exit:                      ; preds = %for.end.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @3, i32 %4) #3, !dbg !95, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !78, !noalias !55
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !78, !noalias !55
  ret void, !dbg !58
}

; Function Attrs: nounwind
declare !callback !96 void @__kmpc_fork_call(%struct.ident_t*, i32, void (i32*, i32*, ...)*, ...) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..2(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid.) #4 !dbg !98 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !100, metadata !DIExpression()), !dbg !102
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !101, metadata !DIExpression()), !dbg !102
  tail call void @llvm.experimental.noalias.scope.decl(metadata !103), !dbg !106
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !107, metadata !DIExpression()) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32* undef, metadata !110, metadata !DIExpression()) #3, !dbg !118
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !120
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !120, !noalias !103
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()) #3, !dbg !118
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !120
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !120, !noalias !103
  call void @llvm.dbg.value(metadata i32 99, metadata !113, metadata !DIExpression()) #3, !dbg !118
  store i32 99, i32* %.omp.ub.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !120
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !120, !noalias !103
  call void @llvm.dbg.value(metadata i32 1, metadata !114, metadata !DIExpression()) #3, !dbg !118
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !120
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !120, !noalias !103
  call void @llvm.dbg.value(metadata i32 0, metadata !115, metadata !DIExpression()) #3, !dbg !118
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  %4 = load i32, i32* %.global_tid., align 4, !dbg !120, !tbaa !74, !alias.scope !103
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !112, metadata !DIExpression(DW_OP_deref)) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !113, metadata !DIExpression(DW_OP_deref)) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !114, metadata !DIExpression(DW_OP_deref)) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !115, metadata !DIExpression(DW_OP_deref)) #3, !dbg !118
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @6, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !122, !noalias !103
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  call void @llvm.dbg.value(metadata i32 %5, metadata !113, metadata !DIExpression()) #3, !dbg !118
  %6 = icmp slt i32 %5, 99, !dbg !121
  %cond.i = select i1 %6, i32 %5, i32 99, !dbg !121
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !113, metadata !DIExpression()) #3, !dbg !118
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !121, !tbaa !74, !noalias !103
  call void @llvm.dbg.value(metadata i32 %7, metadata !112, metadata !DIExpression()) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32 %7, metadata !111, metadata !DIExpression()) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !113, metadata !DIExpression()) #3, !dbg !118
  %cmp1.not2.i = icmp sgt i32 %7, %cond.i, !dbg !120
  br i1 %cmp1.not2.i, label %.omp_outlined._debug__.1.exit, label %for.cond.preheader.preheader.i, !dbg !120

for.cond.preheader.preheader.i:                   ; preds = %entry
  %8 = sext i32 %7 to i64, !dbg !122
  %9 = add nsw i32 %cond.i, 1, !dbg !122
  br label %vector.ph, !dbg !122

vector.ph:                                        ; preds = %for.cond.preheader.preheader.i, %omp.inner.for.inc.i
  %indvars.iv5.i = phi i64 [ %8, %for.cond.preheader.preheader.i ], [ %indvars.iv.next6.i, %omp.inner.for.inc.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv5.i, metadata !111, metadata !DIExpression()) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32 0, metadata !116, metadata !DIExpression()) #3, !dbg !118
  br label %vector.body, !dbg !123

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ], !dbg !125
  %10 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %index, !dbg !125
  %11 = bitcast double* %10 to <2 x double>*, !dbg !127
  %wide.load = load <2 x double>, <2 x double>* %11, align 16, !dbg !127, !tbaa !84, !noalias !103
  %12 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv5.i, i64 %index, !dbg !125
  %13 = bitcast double* %12 to <2 x double>*, !dbg !128
  %wide.load1 = load <2 x double>, <2 x double>* %13, align 16, !dbg !128, !tbaa !84, !noalias !103
  %14 = fsub <2 x double> %wide.load1, %wide.load, !dbg !128
  %15 = bitcast double* %12 to <2 x double>*, !dbg !128
  store <2 x double> %14, <2 x double>* %15, align 16, !dbg !128, !tbaa !84, !noalias !103
  %index.next = or i64 %index, 2, !dbg !125
  %16 = getelementptr inbounds [80 x double], [80 x double]* @Mean, i64 0, i64 %index.next, !dbg !125
  %17 = bitcast double* %16 to <2 x double>*, !dbg !127
  %wide.load.1 = load <2 x double>, <2 x double>* %17, align 16, !dbg !127, !tbaa !84, !noalias !103
  %18 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv5.i, i64 %index.next, !dbg !125
  %19 = bitcast double* %18 to <2 x double>*, !dbg !128
  %wide.load1.1 = load <2 x double>, <2 x double>* %19, align 16, !dbg !128, !tbaa !84, !noalias !103
  %20 = fsub <2 x double> %wide.load1.1, %wide.load.1, !dbg !128
  %21 = bitcast double* %18 to <2 x double>*, !dbg !128
  store <2 x double> %20, <2 x double>* %21, align 16, !dbg !128, !tbaa !84, !noalias !103
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !125
  %22 = icmp eq i64 %index.next.1, 80, !dbg !125
  br i1 %22, label %omp.inner.for.inc.i, label %vector.body, !dbg !125, !llvm.loop !129

omp.inner.for.inc.i:                              ; preds = %vector.body
  %indvars.iv.next6.i = add nsw i64 %indvars.iv5.i, 1, !dbg !120
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next6.i, metadata !111, metadata !DIExpression()) #3, !dbg !118
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !113, metadata !DIExpression()) #3, !dbg !118
  %lftr.wideiv.i = trunc i64 %indvars.iv.next6.i to i32, !dbg !120
  %exitcond8.not.i = icmp eq i32 %9, %lftr.wideiv.i, !dbg !120
  br i1 %exitcond8.not.i, label %.omp_outlined._debug__.1.exit, label %vector.ph, !dbg !120, !llvm.loop !132

.omp_outlined._debug__.1.exit:                    ; preds = %omp.inner.for.inc.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @8, i32 %4) #3, !dbg !133, !noalias !103
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !122, !noalias !103
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !122, !noalias !103
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !122, !noalias !103
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !122, !noalias !103
  ret void, !dbg !106
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @.omp_outlined..4(i32* noalias nocapture noundef readonly %.global_tid., i32* noalias nocapture noundef readnone %.bound_tid.) #4 !dbg !134 {
entry:
  %.omp.lb.i = alloca i32, align 4
  %.omp.ub.i = alloca i32, align 4
  %.omp.stride.i = alloca i32, align 4
  %.omp.is_last.i = alloca i32, align 4
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !136, metadata !DIExpression()), !dbg !138
  call void @llvm.dbg.value(metadata i32* %.bound_tid., metadata !137, metadata !DIExpression()), !dbg !138
  tail call void @llvm.experimental.noalias.scope.decl(metadata !139), !dbg !142
  call void @llvm.dbg.value(metadata i32* %.global_tid., metadata !143, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32* undef, metadata !146, metadata !DIExpression()) #3, !dbg !159
  %0 = bitcast i32* %.omp.lb.i to i8*, !dbg !161
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %0) #3, !dbg !161, !noalias !139
  call void @llvm.dbg.value(metadata i32 0, metadata !148, metadata !DIExpression()) #3, !dbg !159
  store i32 0, i32* %.omp.lb.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  %1 = bitcast i32* %.omp.ub.i to i8*, !dbg !161
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %1) #3, !dbg !161, !noalias !139
  call void @llvm.dbg.value(metadata i32 79, metadata !149, metadata !DIExpression()) #3, !dbg !159
  store i32 79, i32* %.omp.ub.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  %2 = bitcast i32* %.omp.stride.i to i8*, !dbg !161
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %2) #3, !dbg !161, !noalias !139
  call void @llvm.dbg.value(metadata i32 1, metadata !150, metadata !DIExpression()) #3, !dbg !159
  store i32 1, i32* %.omp.stride.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  %3 = bitcast i32* %.omp.is_last.i to i8*, !dbg !161
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %3) #3, !dbg !161, !noalias !139
  call void @llvm.dbg.value(metadata i32 0, metadata !151, metadata !DIExpression()) #3, !dbg !159
  store i32 0, i32* %.omp.is_last.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  %4 = load i32, i32* %.global_tid., align 4, !dbg !161, !tbaa !74, !alias.scope !139
  call void @llvm.dbg.value(metadata i32* %.omp.lb.i, metadata !148, metadata !DIExpression(DW_OP_deref)) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32* %.omp.ub.i, metadata !149, metadata !DIExpression(DW_OP_deref)) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32* %.omp.stride.i, metadata !150, metadata !DIExpression(DW_OP_deref)) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32* %.omp.is_last.i, metadata !151, metadata !DIExpression(DW_OP_deref)) #3, !dbg !159
  call void @__kmpc_for_static_init_4(%struct.ident_t* nonnull @11, i32 %4, i32 34, i32* nonnull %.omp.is_last.i, i32* nonnull %.omp.lb.i, i32* nonnull %.omp.ub.i, i32* nonnull %.omp.stride.i, i32 1, i32 1) #3, !dbg !163, !noalias !139
  %5 = load i32, i32* %.omp.ub.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  call void @llvm.dbg.value(metadata i32 %5, metadata !149, metadata !DIExpression()) #3, !dbg !159
  %6 = icmp slt i32 %5, 79, !dbg !162
  %cond.i = select i1 %6, i32 %5, i32 79, !dbg !162
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !149, metadata !DIExpression()) #3, !dbg !159
  store i32 %cond.i, i32* %.omp.ub.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  %7 = load i32, i32* %.omp.lb.i, align 4, !dbg !162, !tbaa !74, !noalias !139
  call void @llvm.dbg.value(metadata i32 %7, metadata !148, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32 %7, metadata !147, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !149, metadata !DIExpression()) #3, !dbg !159
  %cmp1.not5.i = icmp sgt i32 %7, %cond.i, !dbg !161
  br i1 %cmp1.not5.i, label %.omp_outlined._debug__.3.exit, label %for.cond.preheader.preheader.i, !dbg !161

for.cond.preheader.preheader.i:                   ; preds = %entry
  %8 = sext i32 %7 to i64, !dbg !163
  %9 = add nsw i32 %cond.i, 1, !dbg !163
  br label %for.cond.preheader.i, !dbg !163

for.cond.preheader.i:                             ; preds = %omp.inner.for.inc.i, %for.cond.preheader.preheader.i
  %indvars.iv9.i = phi i64 [ %8, %for.cond.preheader.preheader.i ], [ %indvars.iv.next10.i, %omp.inner.for.inc.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv9.i, metadata !147, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata i64 %indvars.iv9.i, metadata !152, metadata !DIExpression()) #3, !dbg !159
  %cmp23.i = icmp slt i64 %indvars.iv9.i, 80, !dbg !164
  br i1 %cmp23.i, label %for.cond3.preheader.i, label %omp.inner.for.inc.i, !dbg !165

for.cond3.preheader.i:                            ; preds = %for.cond.preheader.i, %for.end.i
  %indvars.iv11.i = phi i64 [ %indvars.iv.next12.i, %for.end.i ], [ %indvars.iv9.i, %for.cond.preheader.i ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv11.i, metadata !152, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !155, metadata !DIExpression()) #3, !dbg !166
  call void @llvm.dbg.value(metadata i32 0, metadata !153, metadata !DIExpression()) #3, !dbg !159
  br label %for.body5.i, !dbg !167

for.body5.i:                                      ; preds = %for.body5.i, %for.cond3.preheader.i
  %indvars.iv.i = phi i64 [ 0, %for.cond3.preheader.i ], [ %indvars.iv.next.i.1, %for.body5.i ]
  %acc.02.i = phi double [ 0.000000e+00, %for.cond3.preheader.i ], [ %15, %for.body5.i ]
  call void @llvm.dbg.value(metadata double %acc.02.i, metadata !155, metadata !DIExpression()) #3, !dbg !166
  call void @llvm.dbg.value(metadata i64 %indvars.iv.i, metadata !153, metadata !DIExpression()) #3, !dbg !159
  %arrayidx7.i = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 %indvars.iv9.i, !dbg !169
  %10 = load double, double* %arrayidx7.i, align 8, !dbg !169, !tbaa !84, !noalias !139
  %arrayidx11.i = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.i, i64 %indvars.iv11.i, !dbg !171
  %11 = load double, double* %arrayidx11.i, align 8, !dbg !171, !tbaa !84, !noalias !139
  %12 = call double @llvm.fmuladd.f64(double %10, double %11, double %acc.02.i) #3, !dbg !172
  call void @llvm.dbg.value(metadata double %12, metadata !155, metadata !DIExpression()) #3, !dbg !166
  %indvars.iv.next.i = or i64 %indvars.iv.i, 1, !dbg !173
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !153, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata double %12, metadata !155, metadata !DIExpression()) #3, !dbg !166
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i, metadata !153, metadata !DIExpression()) #3, !dbg !159
  %arrayidx7.i.1 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.next.i, i64 %indvars.iv9.i, !dbg !169
  %13 = load double, double* %arrayidx7.i.1, align 8, !dbg !169, !tbaa !84, !noalias !139
  %arrayidx11.i.1 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv.next.i, i64 %indvars.iv11.i, !dbg !171
  %14 = load double, double* %arrayidx11.i.1, align 8, !dbg !171, !tbaa !84, !noalias !139
  %15 = call double @llvm.fmuladd.f64(double %13, double %14, double %12) #3, !dbg !172
  call void @llvm.dbg.value(metadata double %15, metadata !155, metadata !DIExpression()) #3, !dbg !166
  %indvars.iv.next.i.1 = add nuw nsw i64 %indvars.iv.i, 2, !dbg !173
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.i.1, metadata !153, metadata !DIExpression()) #3, !dbg !159
  %exitcond.not.i.1 = icmp eq i64 %indvars.iv.next.i.1, 100, !dbg !174
  br i1 %exitcond.not.i.1, label %for.end.i, label %for.body5.i, !dbg !167, !llvm.loop !175

for.end.i:                                        ; preds = %for.body5.i
  %div.i = fdiv double %15, 9.900000e+01, !dbg !177
  %arrayidx16.i = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv9.i, i64 %indvars.iv11.i, !dbg !178
  store double %div.i, double* %arrayidx16.i, align 8, !dbg !179, !tbaa !84, !noalias !139
  %arrayidx24.i = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv11.i, i64 %indvars.iv9.i, !dbg !180
  store double %div.i, double* %arrayidx24.i, align 8, !dbg !181, !tbaa !84, !noalias !139
  %indvars.iv.next12.i = add nsw i64 %indvars.iv11.i, 1, !dbg !182
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next12.i, metadata !152, metadata !DIExpression()) #3, !dbg !159
  %cmp2.i = icmp slt i64 %indvars.iv11.i, 79, !dbg !164
  br i1 %cmp2.i, label %for.cond3.preheader.i, label %omp.inner.for.inc.i, !dbg !165, !llvm.loop !183

omp.inner.for.inc.i:                              ; preds = %for.end.i, %for.cond.preheader.i
  %indvars.iv.next10.i = add nsw i64 %indvars.iv9.i, 1, !dbg !161
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next10.i, metadata !147, metadata !DIExpression()) #3, !dbg !159
  call void @llvm.dbg.value(metadata i32 %cond.i, metadata !149, metadata !DIExpression()) #3, !dbg !159
  %lftr.wideiv.i = trunc i64 %indvars.iv.next10.i to i32, !dbg !161
  %exitcond15.not.i = icmp eq i32 %9, %lftr.wideiv.i, !dbg !161
  br i1 %exitcond15.not.i, label %.omp_outlined._debug__.3.exit, label %for.cond.preheader.i, !dbg !161, !llvm.loop !185

.omp_outlined._debug__.3.exit:                    ; preds = %omp.inner.for.inc.i, %entry
  call void @__kmpc_for_static_fini(%struct.ident_t* nonnull @13, i32 %4) #3, !dbg !186, !noalias !139
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %3) #3, !dbg !163, !noalias !139
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %2) #3, !dbg !163, !noalias !139
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %1) #3, !dbg !163, !noalias !139
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %0) #3, !dbg !163, !noalias !139
  ret void, !dbg !142
}

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 !dbg !187 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i32 0, metadata !191, metadata !DIExpression()), !dbg !195
  br label %vector.ph, !dbg !196

vector.ph:                                        ; preds = %for.inc6, %entry
  %indvars.iv52 = phi i64 [ 0, %entry ], [ %indvars.iv.next53, %for.inc6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv52, metadata !191, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i32 0, metadata !192, metadata !DIExpression()), !dbg !195
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv52, i64 0, !dbg !198
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !198
  br label %vector.body, !dbg !198

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !201
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph ], [ %vec.ind.next, %vector.body ]
  %0 = add nuw nsw <2 x i64> %vec.ind, <i64 1, i64 1>, !dbg !201
  %1 = mul nuw nsw <2 x i64> %0, %broadcast.splat, !dbg !203
  %2 = trunc <2 x i64> %1 to <2 x i32>, !dbg !204
  %3 = urem <2 x i32> %2, <i32 23, i32 23>, !dbg !204
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !205
  %5 = fdiv <2 x double> %4, <double 2.300000e+01, double 2.300000e+01>, !dbg !206
  %6 = getelementptr inbounds [100 x [80 x double]], [100 x [80 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 %index, !dbg !201
  %7 = bitcast double* %6 to <2 x double>*, !dbg !207
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !207, !tbaa !84
  %index.next = add nuw i64 %index, 2, !dbg !201
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %8 = icmp eq i64 %index.next, 80, !dbg !201
  br i1 %8, label %for.inc6, label %vector.body, !dbg !201, !llvm.loop !208

for.inc6:                                         ; preds = %vector.body
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !210
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next53, metadata !191, metadata !DIExpression()), !dbg !195
  %exitcond55.not = icmp eq i64 %indvars.iv.next53, 100, !dbg !211
  br i1 %exitcond55.not, label %for.end8, label %vector.ph, !dbg !196, !llvm.loop !212

for.end8:                                         ; preds = %for.inc6
  tail call void @kernel_omp_covariance(), !dbg !214
  call void @llvm.dbg.value(metadata i32 0, metadata !192, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !194, metadata !DIExpression()), !dbg !195
  br label %for.cond13.preheader, !dbg !215

for.cond13.preheader:                             ; preds = %for.end8, %for.inc25
  %indvars.iv60 = phi i64 [ 0, %for.end8 ], [ %indvars.iv.next61, %for.inc25 ]
  %s.049 = phi double [ 0.000000e+00, %for.end8 ], [ %add21.4, %for.inc25 ]
  call void @llvm.dbg.value(metadata double %s.049, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !192, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %s.049, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i32 0, metadata !193, metadata !DIExpression()), !dbg !195
  br label %for.body16, !dbg !217

for.body16:                                       ; preds = %for.body16, %for.cond13.preheader
  %indvars.iv56 = phi i64 [ 0, %for.cond13.preheader ], [ %indvars.iv.next57.4, %for.body16 ]
  %s.147 = phi double [ %s.049, %for.cond13.preheader ], [ %add21.4, %for.body16 ]
  call void @llvm.dbg.value(metadata double %s.147, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv56, metadata !193, metadata !DIExpression()), !dbg !195
  %arrayidx20 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv56, !dbg !220
  %9 = load double, double* %arrayidx20, align 8, !dbg !220, !tbaa !84
  %add21 = fadd double %s.147, %9, !dbg !222
  call void @llvm.dbg.value(metadata double %add21, metadata !194, metadata !DIExpression()), !dbg !195
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1, !dbg !223
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !193, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %add21, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !193, metadata !DIExpression()), !dbg !195
  %arrayidx20.1 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57, !dbg !220
  %10 = load double, double* %arrayidx20.1, align 8, !dbg !220, !tbaa !84
  %add21.1 = fadd double %add21, %10, !dbg !222
  call void @llvm.dbg.value(metadata double %add21.1, metadata !194, metadata !DIExpression()), !dbg !195
  %indvars.iv.next57.1 = add nuw nsw i64 %indvars.iv56, 2, !dbg !223
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.1, metadata !193, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %add21.1, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.1, metadata !193, metadata !DIExpression()), !dbg !195
  %arrayidx20.2 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.1, !dbg !220
  %11 = load double, double* %arrayidx20.2, align 8, !dbg !220, !tbaa !84
  %add21.2 = fadd double %add21.1, %11, !dbg !222
  call void @llvm.dbg.value(metadata double %add21.2, metadata !194, metadata !DIExpression()), !dbg !195
  %indvars.iv.next57.2 = add nuw nsw i64 %indvars.iv56, 3, !dbg !223
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.2, metadata !193, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %add21.2, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.2, metadata !193, metadata !DIExpression()), !dbg !195
  %arrayidx20.3 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.2, !dbg !220
  %12 = load double, double* %arrayidx20.3, align 8, !dbg !220, !tbaa !84
  %add21.3 = fadd double %add21.2, %12, !dbg !222
  call void @llvm.dbg.value(metadata double %add21.3, metadata !194, metadata !DIExpression()), !dbg !195
  %indvars.iv.next57.3 = add nuw nsw i64 %indvars.iv56, 4, !dbg !223
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.3, metadata !193, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata double %add21.3, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.3, metadata !193, metadata !DIExpression()), !dbg !195
  %arrayidx20.4 = getelementptr inbounds [80 x [80 x double]], [80 x [80 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 %indvars.iv.next57.3, !dbg !220
  %13 = load double, double* %arrayidx20.4, align 8, !dbg !220, !tbaa !84
  %add21.4 = fadd double %add21.3, %13, !dbg !222
  call void @llvm.dbg.value(metadata double %add21.4, metadata !194, metadata !DIExpression()), !dbg !195
  %indvars.iv.next57.4 = add nuw nsw i64 %indvars.iv56, 5, !dbg !223
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57.4, metadata !193, metadata !DIExpression()), !dbg !195
  %exitcond59.not.4 = icmp eq i64 %indvars.iv.next57.4, 80, !dbg !224
  br i1 %exitcond59.not.4, label %for.inc25, label %for.body16, !dbg !217, !llvm.loop !225

for.inc25:                                        ; preds = %for.body16
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !227
  call void @llvm.dbg.value(metadata double %add21.4, metadata !194, metadata !DIExpression()), !dbg !195
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !192, metadata !DIExpression()), !dbg !195
  %exitcond63.not = icmp eq i64 %indvars.iv.next61, 80, !dbg !228
  br i1 %exitcond63.not, label %for.end27, label %for.cond13.preheader, !dbg !215, !llvm.loop !229

for.end27:                                        ; preds = %for.inc25
  store double %add21.4, double* @checksum, align 8, !dbg !231, !tbaa !84
  ret i32 0, !dbg !232
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 5120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 80)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 14, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512000, elements: !15)
!15 = !{!16, !11}
!16 = !DISubrange(count: 100)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 409600, elements: !20)
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
!79 = !DILocation(line: 25, column: 5, scope: !80, inlinedAt: !71)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 25, column: 5)
!81 = distinct !DILexicalBlock(scope: !60, file: !3, line: 23, column: 27)
!82 = !DILocation(line: 26, column: 18, scope: !83, inlinedAt: !71)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 5)
!84 = !{!85, !85, i64 0}
!85 = !{!"double", !76, i64 0}
!86 = !DILocation(line: 26, column: 15, scope: !83, inlinedAt: !71)
!87 = !DILocation(line: 25, column: 25, scope: !83, inlinedAt: !71)
!88 = !DILocation(line: 25, column: 19, scope: !83, inlinedAt: !71)
!89 = distinct !{!89, !79, !90, !91}
!90 = !DILocation(line: 26, column: 27, scope: !80, inlinedAt: !71)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 24, column: 5, scope: !81, inlinedAt: !71)
!93 = !DILocation(line: 27, column: 13, scope: !81, inlinedAt: !71)
!94 = distinct !{!94, !78, !95}
!95 = !DILocation(line: 22, column: 36, scope: !60, inlinedAt: !71)
!96 = !{!97}
!97 = !{i64 2, i64 -1, i64 -1, i1 true}
!98 = distinct !DISubprogram(name: ".omp_outlined..2", scope: !3, file: !3, line: 29, type: !45, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !99)
!99 = !{!100, !101}
!100 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !98, type: !47, flags: DIFlagArtificial)
!101 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !98, type: !47, flags: DIFlagArtificial)
!102 = !DILocation(line: 0, scope: !98)
!103 = !{!104}
!104 = distinct !{!104, !105, !".omp_outlined._debug__.1: %.global_tid."}
!105 = distinct !{!105, !".omp_outlined._debug__.1"}
!106 = !DILocation(line: 29, column: 1, scope: !98)
!107 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !108, type: !47, flags: DIFlagArtificial)
!108 = distinct !DISubprogram(name: ".omp_outlined._debug__.1", scope: !3, file: !3, line: 30, type: !45, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!109 = !{!107, !110, !111, !112, !113, !114, !115, !116, !117}
!110 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !108, type: !47, flags: DIFlagArtificial)
!111 = !DILocalVariable(name: ".omp.iv", scope: !108, type: !34, flags: DIFlagArtificial)
!112 = !DILocalVariable(name: ".omp.lb", scope: !108, type: !34, flags: DIFlagArtificial)
!113 = !DILocalVariable(name: ".omp.ub", scope: !108, type: !34, flags: DIFlagArtificial)
!114 = !DILocalVariable(name: ".omp.stride", scope: !108, type: !34, flags: DIFlagArtificial)
!115 = !DILocalVariable(name: ".omp.is_last", scope: !108, type: !34, flags: DIFlagArtificial)
!116 = !DILocalVariable(name: "p", scope: !108, type: !34, flags: DIFlagArtificial)
!117 = !DILocalVariable(name: "i", scope: !108, type: !34, flags: DIFlagArtificial)
!118 = !DILocation(line: 0, scope: !108, inlinedAt: !119)
!119 = distinct !DILocation(line: 29, column: 1, scope: !98)
!120 = !DILocation(line: 30, column: 3, scope: !108, inlinedAt: !119)
!121 = !DILocation(line: 30, column: 8, scope: !108, inlinedAt: !119)
!122 = !DILocation(line: 29, column: 1, scope: !108, inlinedAt: !119)
!123 = !DILocation(line: 31, column: 5, scope: !124, inlinedAt: !119)
!124 = distinct !DILexicalBlock(scope: !108, file: !3, line: 31, column: 5)
!125 = !DILocation(line: 31, column: 25, scope: !126, inlinedAt: !119)
!126 = distinct !DILexicalBlock(scope: !124, file: !3, line: 31, column: 5)
!127 = !DILocation(line: 32, column: 21, scope: !126, inlinedAt: !119)
!128 = !DILocation(line: 32, column: 18, scope: !126, inlinedAt: !119)
!129 = distinct !{!129, !123, !130, !91, !131}
!130 = !DILocation(line: 32, column: 27, scope: !124, inlinedAt: !119)
!131 = !{!"llvm.loop.isvectorized", i32 1}
!132 = distinct !{!132, !122, !133}
!133 = !DILocation(line: 29, column: 36, scope: !108, inlinedAt: !119)
!134 = distinct !DISubprogram(name: ".omp_outlined..4", scope: !3, file: !3, line: 33, type: !45, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!135 = !{!136, !137}
!136 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !134, type: !47, flags: DIFlagArtificial)
!137 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !134, type: !47, flags: DIFlagArtificial)
!138 = !DILocation(line: 0, scope: !134)
!139 = !{!140}
!140 = distinct !{!140, !141, !".omp_outlined._debug__.3: %.global_tid."}
!141 = distinct !{!141, !".omp_outlined._debug__.3"}
!142 = !DILocation(line: 33, column: 1, scope: !134)
!143 = !DILocalVariable(name: ".global_tid.", arg: 1, scope: !144, type: !47, flags: DIFlagArtificial)
!144 = distinct !DISubprogram(name: ".omp_outlined._debug__.3", scope: !3, file: !3, line: 34, type: !45, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!145 = !{!143, !146, !147, !148, !149, !150, !151, !152, !153, !154, !155}
!146 = !DILocalVariable(name: ".bound_tid.", arg: 2, scope: !144, type: !47, flags: DIFlagArtificial)
!147 = !DILocalVariable(name: ".omp.iv", scope: !144, type: !34, flags: DIFlagArtificial)
!148 = !DILocalVariable(name: ".omp.lb", scope: !144, type: !34, flags: DIFlagArtificial)
!149 = !DILocalVariable(name: ".omp.ub", scope: !144, type: !34, flags: DIFlagArtificial)
!150 = !DILocalVariable(name: ".omp.stride", scope: !144, type: !34, flags: DIFlagArtificial)
!151 = !DILocalVariable(name: ".omp.is_last", scope: !144, type: !34, flags: DIFlagArtificial)
!152 = !DILocalVariable(name: "q", scope: !144, type: !34, flags: DIFlagArtificial)
!153 = !DILocalVariable(name: "i", scope: !144, type: !34, flags: DIFlagArtificial)
!154 = !DILocalVariable(name: "p", scope: !144, type: !34, flags: DIFlagArtificial)
!155 = !DILocalVariable(name: "acc", scope: !156, file: !3, line: 36, type: !5)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 35, column: 29)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 35, column: 5)
!158 = distinct !DILexicalBlock(scope: !144, file: !3, line: 35, column: 5)
!159 = !DILocation(line: 0, scope: !144, inlinedAt: !160)
!160 = distinct !DILocation(line: 33, column: 1, scope: !134)
!161 = !DILocation(line: 34, column: 3, scope: !144, inlinedAt: !160)
!162 = !DILocation(line: 34, column: 8, scope: !144, inlinedAt: !160)
!163 = !DILocation(line: 33, column: 1, scope: !144, inlinedAt: !160)
!164 = !DILocation(line: 35, column: 19, scope: !157, inlinedAt: !160)
!165 = !DILocation(line: 35, column: 5, scope: !158, inlinedAt: !160)
!166 = !DILocation(line: 0, scope: !156, inlinedAt: !160)
!167 = !DILocation(line: 37, column: 7, scope: !168, inlinedAt: !160)
!168 = distinct !DILexicalBlock(scope: !156, file: !3, line: 37, column: 7)
!169 = !DILocation(line: 38, column: 16, scope: !170, inlinedAt: !160)
!170 = distinct !DILexicalBlock(scope: !168, file: !3, line: 37, column: 7)
!171 = !DILocation(line: 38, column: 29, scope: !170, inlinedAt: !160)
!172 = !DILocation(line: 38, column: 13, scope: !170, inlinedAt: !160)
!173 = !DILocation(line: 37, column: 27, scope: !170, inlinedAt: !160)
!174 = !DILocation(line: 37, column: 21, scope: !170, inlinedAt: !160)
!175 = distinct !{!175, !167, !176, !91}
!176 = !DILocation(line: 38, column: 38, scope: !168, inlinedAt: !160)
!177 = !DILocation(line: 39, column: 23, scope: !156, inlinedAt: !160)
!178 = !DILocation(line: 39, column: 7, scope: !156, inlinedAt: !160)
!179 = !DILocation(line: 39, column: 17, scope: !156, inlinedAt: !160)
!180 = !DILocation(line: 40, column: 7, scope: !156, inlinedAt: !160)
!181 = !DILocation(line: 40, column: 17, scope: !156, inlinedAt: !160)
!182 = !DILocation(line: 35, column: 25, scope: !157, inlinedAt: !160)
!183 = distinct !{!183, !165, !184, !91}
!184 = !DILocation(line: 41, column: 5, scope: !158, inlinedAt: !160)
!185 = distinct !{!185, !163, !186}
!186 = !DILocation(line: 33, column: 39, scope: !144, inlinedAt: !160)
!187 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !188, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!34}
!190 = !{!191, !192, !193, !194}
!191 = !DILocalVariable(name: "i", scope: !187, file: !3, line: 46, type: !34)
!192 = !DILocalVariable(name: "p", scope: !187, file: !3, line: 46, type: !34)
!193 = !DILocalVariable(name: "q", scope: !187, file: !3, line: 46, type: !34)
!194 = !DILocalVariable(name: "s", scope: !187, file: !3, line: 47, type: !5)
!195 = !DILocation(line: 0, scope: !187)
!196 = !DILocation(line: 48, column: 3, scope: !197)
!197 = distinct !DILexicalBlock(scope: !187, file: !3, line: 48, column: 3)
!198 = !DILocation(line: 49, column: 5, scope: !199)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 49, column: 5)
!200 = distinct !DILexicalBlock(scope: !197, file: !3, line: 48, column: 3)
!201 = !DILocation(line: 50, column: 37, scope: !202)
!202 = distinct !DILexicalBlock(scope: !199, file: !3, line: 49, column: 5)
!203 = !DILocation(line: 50, column: 32, scope: !202)
!204 = !DILocation(line: 50, column: 43, scope: !202)
!205 = !DILocation(line: 50, column: 20, scope: !202)
!206 = !DILocation(line: 50, column: 49, scope: !202)
!207 = !DILocation(line: 50, column: 18, scope: !202)
!208 = distinct !{!208, !198, !209, !91, !131}
!209 = !DILocation(line: 50, column: 51, scope: !199)
!210 = !DILocation(line: 48, column: 23, scope: !200)
!211 = !DILocation(line: 48, column: 17, scope: !200)
!212 = distinct !{!212, !196, !213, !91}
!213 = !DILocation(line: 50, column: 51, scope: !197)
!214 = !DILocation(line: 51, column: 3, scope: !187)
!215 = !DILocation(line: 52, column: 3, scope: !216)
!216 = distinct !DILexicalBlock(scope: !187, file: !3, line: 52, column: 3)
!217 = !DILocation(line: 53, column: 5, scope: !218)
!218 = distinct !DILexicalBlock(scope: !219, file: !3, line: 53, column: 5)
!219 = distinct !DILexicalBlock(scope: !216, file: !3, line: 52, column: 3)
!220 = !DILocation(line: 54, column: 12, scope: !221)
!221 = distinct !DILexicalBlock(scope: !218, file: !3, line: 53, column: 5)
!222 = !DILocation(line: 54, column: 9, scope: !221)
!223 = !DILocation(line: 53, column: 25, scope: !221)
!224 = !DILocation(line: 53, column: 19, scope: !221)
!225 = distinct !{!225, !217, !226, !91}
!226 = !DILocation(line: 54, column: 20, scope: !218)
!227 = !DILocation(line: 52, column: 23, scope: !219)
!228 = !DILocation(line: 52, column: 17, scope: !219)
!229 = distinct !{!229, !215, !230, !91}
!230 = !DILocation(line: 54, column: 20, scope: !216)
!231 = !DILocation(line: 55, column: 12, scope: !187)
!232 = !DILocation(line: 56, column: 3, scope: !187)
