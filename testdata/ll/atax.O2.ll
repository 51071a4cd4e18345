; ModuleID = 'atax.c'
source_filename = "atax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Y = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [100 x [120 x double]] zeroinitializer, align 16, !dbg !7
@X = internal unnamed_addr global [120 x double] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_atax() local_unnamed_addr #0 !dbg !26 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(960) bitcast ([120 x double]* @Y to i8*), i8 0, i64 960, i1 false), !dbg !35, !tbaa !38
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 undef, metadata !32, metadata !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value)), !dbg !34
  br label %for.cond4.preheader, !dbg !42

for.cond4.preheader:                              ; preds = %entry, %for.inc28
  %indvars.iv59 = phi i64 [ 0, %entry ], [ %indvars.iv.next60, %for.inc28 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv59, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  br label %for.body6, !dbg !44

vector.ph:                                        ; preds = %for.body6
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !34
  %broadcast.splatinsert = insertelement <2 x double> poison, double %27, i64 0, !dbg !48
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !48
  br label %vector.body, !dbg !48

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next.2, %vector.body ], !dbg !50
  %0 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %index, !dbg !50
  %1 = bitcast double* %0 to <2 x double>*, !dbg !52
  %wide.load = load <2 x double>, <2 x double>* %1, align 16, !dbg !52, !tbaa !38
  %2 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %index, !dbg !50
  %3 = bitcast double* %2 to <2 x double>*, !dbg !53
  %wide.load63 = load <2 x double>, <2 x double>* %3, align 16, !dbg !53, !tbaa !38
  %4 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load, <2 x double> %broadcast.splat, <2 x double> %wide.load63), !dbg !53
  %5 = bitcast double* %2 to <2 x double>*, !dbg !53
  store <2 x double> %4, <2 x double>* %5, align 16, !dbg !53, !tbaa !38
  %index.next = add nuw nsw i64 %index, 2, !dbg !50
  %6 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %index.next, !dbg !50
  %7 = bitcast double* %6 to <2 x double>*, !dbg !52
  %wide.load.1 = load <2 x double>, <2 x double>* %7, align 16, !dbg !52, !tbaa !38
  %8 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %index.next, !dbg !50
  %9 = bitcast double* %8 to <2 x double>*, !dbg !53
  %wide.load63.1 = load <2 x double>, <2 x double>* %9, align 16, !dbg !53, !tbaa !38
  %10 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.1, <2 x double> %broadcast.splat, <2 x double> %wide.load63.1), !dbg !53
  %11 = bitcast double* %8 to <2 x double>*, !dbg !53
  store <2 x double> %10, <2 x double>* %11, align 16, !dbg !53, !tbaa !38
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !50
  %12 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %index.next.1, !dbg !50
  %13 = bitcast double* %12 to <2 x double>*, !dbg !52
  %wide.load.2 = load <2 x double>, <2 x double>* %13, align 16, !dbg !52, !tbaa !38
  %14 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %index.next.1, !dbg !50
  %15 = bitcast double* %14 to <2 x double>*, !dbg !53
  %wide.load63.2 = load <2 x double>, <2 x double>* %15, align 16, !dbg !53, !tbaa !38
  %16 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %wide.load.2, <2 x double> %broadcast.splat, <2 x double> %wide.load63.2), !dbg !53
  %17 = bitcast double* %14 to <2 x double>*, !dbg !53
  store <2 x double> %16, <2 x double>* %17, align 16, !dbg !53, !tbaa !38
  %index.next.2 = add nuw nsw i64 %index, 6, !dbg !50
  %18 = icmp eq i64 %index.next.2, 120, !dbg !50
  br i1 %18, label %for.inc28, label %vector.body, !dbg !50, !llvm.loop !54

for.body6:                                        ; preds = %for.body6, %for.cond4.preheader
  %indvars.iv = phi i64 [ 0, %for.cond4.preheader ], [ %indvars.iv.next.2, %for.body6 ]
  %tmp.050 = phi double [ 0.000000e+00, %for.cond4.preheader ], [ %27, %for.body6 ]
  call void @llvm.dbg.value(metadata double %tmp.050, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !34
  %arrayidx10 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %indvars.iv, !dbg !58
  %19 = load double, double* %arrayidx10, align 8, !dbg !58, !tbaa !38
  %arrayidx12 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %indvars.iv, !dbg !60
  %20 = load double, double* %arrayidx12, align 8, !dbg !60, !tbaa !38
  %21 = tail call double @llvm.fmuladd.f64(double %19, double %20, double %tmp.050), !dbg !61
  call void @llvm.dbg.value(metadata double %21, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !62
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %21, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !34
  %arrayidx10.1 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %indvars.iv.next, !dbg !58
  %22 = load double, double* %arrayidx10.1, align 8, !dbg !58, !tbaa !38
  %arrayidx12.1 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %indvars.iv.next, !dbg !60
  %23 = load double, double* %arrayidx12.1, align 8, !dbg !60, !tbaa !38
  %24 = tail call double @llvm.fmuladd.f64(double %22, double %23, double %21), !dbg !61
  call void @llvm.dbg.value(metadata double %24, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !62
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata double %24, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !34
  %arrayidx10.2 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv59, i64 %indvars.iv.next.1, !dbg !58
  %25 = load double, double* %arrayidx10.2, align 8, !dbg !58, !tbaa !38
  %arrayidx12.2 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %indvars.iv.next.1, !dbg !60
  %26 = load double, double* %arrayidx12.2, align 8, !dbg !60, !tbaa !38
  %27 = tail call double @llvm.fmuladd.f64(double %25, double %26, double %24), !dbg !61
  call void @llvm.dbg.value(metadata double %27, metadata !33, metadata !DIExpression()), !dbg !34
  %indvars.iv.next.2 = add nuw nsw i64 %indvars.iv, 3, !dbg !62
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.2, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond.not.2 = icmp eq i64 %indvars.iv.next.2, 120, !dbg !63
  br i1 %exitcond.not.2, label %vector.ph, label %for.body6, !dbg !44, !llvm.loop !64

for.inc28:                                        ; preds = %vector.body
  %indvars.iv.next60 = add nuw nsw i64 %indvars.iv59, 1, !dbg !66
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next60, metadata !30, metadata !DIExpression()), !dbg !34
  %exitcond62.not = icmp eq i64 %indvars.iv.next60, 100, !dbg !67
  br i1 %exitcond62.not, label %for.end30, label %for.cond4.preheader, !dbg !42, !llvm.loop !68

for.end30:                                        ; preds = %for.inc28
  ret void, !dbg !70
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !71 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !78
  br label %vector.body, !dbg !79

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next.1, %vector.body ], !dbg !81
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %entry ], [ %vec.ind.next.1, %vector.body ]
  %0 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !83
  %1 = add <2 x i32> %0, <i32 1, i32 1>, !dbg !83
  %2 = sitofp <2 x i32> %1 to <2 x double>, !dbg !83
  %3 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %2, !dbg !84
  %4 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %index, !dbg !81
  %5 = bitcast double* %4 to <2 x double>*, !dbg !85
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !85, !tbaa !38
  %index.next = or i64 %index, 2, !dbg !81
  %6 = trunc <2 x i64> %vec.ind to <2 x i32>, !dbg !83
  %7 = add <2 x i32> %6, <i32 3, i32 3>, !dbg !83
  %8 = sitofp <2 x i32> %7 to <2 x double>, !dbg !83
  %9 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %8, !dbg !84
  %10 = getelementptr inbounds [120 x double], [120 x double]* @X, i64 0, i64 %index.next, !dbg !81
  %11 = bitcast double* %10 to <2 x double>*, !dbg !85
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !85, !tbaa !38
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !81
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %12 = icmp eq i64 %index.next.1, 120, !dbg !81
  br i1 %12, label %vector.ph72, label %vector.body, !dbg !81, !llvm.loop !86

vector.ph72:                                      ; preds = %vector.body, %for.inc19
  %indvars.iv60 = phi i64 [ %indvars.iv.next61, %for.inc19 ], [ 0, %vector.body ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !75, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !78
  %13 = mul nuw nsw i64 %indvars.iv60, 3
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %13, i64 0, !dbg !88
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !88
  br label %vector.body71, !dbg !88

vector.body71:                                    ; preds = %vector.body71, %vector.ph72
  %index75 = phi i64 [ 0, %vector.ph72 ], [ %index.next78, %vector.body71 ], !dbg !92
  %vec.ind76 = phi <2 x i64> [ <i64 0, i64 1>, %vector.ph72 ], [ %vec.ind.next77, %vector.body71 ]
  %14 = add nuw nsw <2 x i64> %vec.ind76, %broadcast.splat, !dbg !94
  %15 = trunc <2 x i64> %14 to <2 x i32>, !dbg !95
  %16 = urem <2 x i32> %15, <i32 17, i32 17>, !dbg !95
  %17 = sitofp <2 x i32> %16 to <2 x double>, !dbg !96
  %18 = fdiv <2 x double> %17, <double 1.700000e+01, double 1.700000e+01>, !dbg !97
  %19 = getelementptr inbounds [100 x [120 x double]], [100 x [120 x double]]* @A, i64 0, i64 %indvars.iv60, i64 %index75, !dbg !92
  %20 = bitcast double* %19 to <2 x double>*, !dbg !98
  store <2 x double> %18, <2 x double>* %20, align 16, !dbg !98, !tbaa !38
  %index.next78 = add nuw i64 %index75, 2, !dbg !92
  %vec.ind.next77 = add <2 x i64> %vec.ind76, <i64 2, i64 2>
  %21 = icmp eq i64 %index.next78, 120, !dbg !92
  br i1 %21, label %for.inc19, label %vector.body71, !dbg !92, !llvm.loop !99

for.inc19:                                        ; preds = %vector.body71
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !101
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !75, metadata !DIExpression()), !dbg !78
  %exitcond64.not = icmp eq i64 %indvars.iv.next61, 100, !dbg !102
  br i1 %exitcond64.not, label %for.end21, label %vector.ph72, !dbg !103, !llvm.loop !104

for.end21:                                        ; preds = %for.inc19
  tail call void @kernel_atax(), !dbg !106
  call void @llvm.dbg.value(metadata i32 0, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !77, metadata !DIExpression()), !dbg !78
  br label %for.body25, !dbg !107

for.body25:                                       ; preds = %for.body25, %for.end21
  %indvars.iv65 = phi i64 [ 0, %for.end21 ], [ %indvars.iv.next66.5, %for.body25 ]
  %s.053 = phi double [ 0.000000e+00, %for.end21 ], [ %add28.5, %for.body25 ]
  call void @llvm.dbg.value(metadata double %s.053, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv65, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx27 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %indvars.iv65, !dbg !109
  %22 = load double, double* %arrayidx27, align 16, !dbg !109, !tbaa !38
  %add28 = fadd double %s.053, %22, !dbg !111
  call void @llvm.dbg.value(metadata double %add28, metadata !77, metadata !DIExpression()), !dbg !78
  %indvars.iv.next66 = or i64 %indvars.iv65, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add28, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx27.1 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %indvars.iv.next66, !dbg !109
  %23 = load double, double* %arrayidx27.1, align 8, !dbg !109, !tbaa !38
  %add28.1 = fadd double %add28, %23, !dbg !111
  call void @llvm.dbg.value(metadata double %add28.1, metadata !77, metadata !DIExpression()), !dbg !78
  %indvars.iv.next66.1 = add nuw nsw i64 %indvars.iv65, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.1, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add28.1, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.1, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx27.2 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %indvars.iv.next66.1, !dbg !109
  %24 = load double, double* %arrayidx27.2, align 16, !dbg !109, !tbaa !38
  %add28.2 = fadd double %add28.1, %24, !dbg !111
  call void @llvm.dbg.value(metadata double %add28.2, metadata !77, metadata !DIExpression()), !dbg !78
  %indvars.iv.next66.2 = add nuw nsw i64 %indvars.iv65, 3, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.2, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add28.2, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.2, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx27.3 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %indvars.iv.next66.2, !dbg !109
  %25 = load double, double* %arrayidx27.3, align 8, !dbg !109, !tbaa !38
  %add28.3 = fadd double %add28.2, %25, !dbg !111
  call void @llvm.dbg.value(metadata double %add28.3, metadata !77, metadata !DIExpression()), !dbg !78
  %indvars.iv.next66.3 = add nuw nsw i64 %indvars.iv65, 4, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.3, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add28.3, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.3, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx27.4 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %indvars.iv.next66.3, !dbg !109
  %26 = load double, double* %arrayidx27.4, align 16, !dbg !109, !tbaa !38
  %add28.4 = fadd double %add28.3, %26, !dbg !111
  call void @llvm.dbg.value(metadata double %add28.4, metadata !77, metadata !DIExpression()), !dbg !78
  %indvars.iv.next66.4 = add nuw nsw i64 %indvars.iv65, 5, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.4, metadata !76, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata double %add28.4, metadata !77, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.4, metadata !76, metadata !DIExpression()), !dbg !78
  %arrayidx27.5 = getelementptr inbounds [120 x double], [120 x double]* @Y, i64 0, i64 %indvars.iv.next66.4, !dbg !109
  %27 = load double, double* %arrayidx27.5, align 8, !dbg !109, !tbaa !38
  %add28.5 = fadd double %add28.4, %27, !dbg !111
  call void @llvm.dbg.value(metadata double %add28.5, metadata !77, metadata !DIExpression()), !dbg !78
  %indvars.iv.next66.5 = add nuw nsw i64 %indvars.iv65, 6, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next66.5, metadata !76, metadata !DIExpression()), !dbg !78
  %exitcond68.not.5 = icmp eq i64 %indvars.iv.next66.5, 120, !dbg !113
  br i1 %exitcond68.not.5, label %for.end31, label %for.body25, !dbg !107, !llvm.loop !114

for.end31:                                        ; preds = %for.body25
  store double %add28.5, double* @checksum, align 8, !dbg !116, !tbaa !38
  ret i32 0, !dbg !117
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 13, type: !15, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atax.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !13, !0, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 768000, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 100)
!12 = !DISubrange(count: 120)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 12, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 7680, elements: !16)
!16 = !{!12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!19 = !{i32 7, !"Dwarf Version", i32 4}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 7, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 1}
!25 = !{!"Debian clang version 14.0.6"}
!26 = distinct !DISubprogram(name: "kernel_atax", scope: !3, file: !3, line: 16, type: !27, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !29)
!27 = !DISubroutineType(types: !28)
!28 = !{null}
!29 = !{!30, !32, !33}
!30 = !DILocalVariable(name: "i", scope: !26, file: !3, line: 18, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !26, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "tmp", scope: !26, file: !3, line: 19, type: !5)
!34 = !DILocation(line: 0, scope: !26)
!35 = !DILocation(line: 21, column: 10, scope: !36)
!36 = distinct !DILexicalBlock(scope: !37, file: !3, line: 20, column: 3)
!37 = distinct !DILexicalBlock(scope: !26, file: !3, line: 20, column: 3)
!38 = !{!39, !39, i64 0}
!39 = !{!"double", !40, i64 0}
!40 = !{!"omnipotent char", !41, i64 0}
!41 = !{!"Simple C/C++ TBAA"}
!42 = !DILocation(line: 22, column: 3, scope: !43)
!43 = distinct !DILexicalBlock(scope: !26, file: !3, line: 22, column: 3)
!44 = !DILocation(line: 24, column: 5, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !3, line: 24, column: 5)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 22, column: 27)
!47 = distinct !DILexicalBlock(scope: !43, file: !3, line: 22, column: 3)
!48 = !DILocation(line: 26, column: 5, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 26, column: 5)
!50 = !DILocation(line: 26, column: 25, scope: !51)
!51 = distinct !DILexicalBlock(scope: !49, file: !3, line: 26, column: 5)
!52 = !DILocation(line: 27, column: 15, scope: !51)
!53 = !DILocation(line: 27, column: 12, scope: !51)
!54 = distinct !{!54, !48, !55, !56, !57}
!55 = !DILocation(line: 27, column: 25, scope: !49)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !{!"llvm.loop.isvectorized", i32 1}
!58 = !DILocation(line: 25, column: 14, scope: !59)
!59 = distinct !DILexicalBlock(scope: !45, file: !3, line: 24, column: 5)
!60 = !DILocation(line: 25, column: 24, scope: !59)
!61 = !DILocation(line: 25, column: 11, scope: !59)
!62 = !DILocation(line: 24, column: 25, scope: !59)
!63 = !DILocation(line: 24, column: 19, scope: !59)
!64 = distinct !{!64, !44, !65, !56}
!65 = !DILocation(line: 25, column: 27, scope: !45)
!66 = !DILocation(line: 22, column: 23, scope: !47)
!67 = !DILocation(line: 22, column: 17, scope: !47)
!68 = distinct !{!68, !42, !69, !56}
!69 = !DILocation(line: 28, column: 3, scope: !43)
!70 = !DILocation(line: 29, column: 1, scope: !26)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !72, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!72 = !DISubroutineType(types: !73)
!73 = !{!31}
!74 = !{!75, !76, !77}
!75 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 33, type: !31)
!76 = !DILocalVariable(name: "j", scope: !71, file: !3, line: 33, type: !31)
!77 = !DILocalVariable(name: "s", scope: !71, file: !3, line: 34, type: !5)
!78 = !DILocation(line: 0, scope: !71)
!79 = !DILocation(line: 35, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !71, file: !3, line: 35, column: 3)
!81 = !DILocation(line: 36, column: 29, scope: !82)
!82 = distinct !DILexicalBlock(scope: !80, file: !3, line: 35, column: 3)
!83 = !DILocation(line: 36, column: 18, scope: !82)
!84 = !DILocation(line: 36, column: 16, scope: !82)
!85 = !DILocation(line: 36, column: 10, scope: !82)
!86 = distinct !{!86, !79, !87, !56, !57}
!87 = !DILocation(line: 36, column: 32, scope: !80)
!88 = !DILocation(line: 38, column: 5, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 38, column: 5)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 37, column: 3)
!91 = distinct !DILexicalBlock(scope: !71, file: !3, line: 37, column: 3)
!92 = !DILocation(line: 38, column: 25, scope: !93)
!93 = distinct !DILexicalBlock(scope: !89, file: !3, line: 38, column: 5)
!94 = !DILocation(line: 39, column: 33, scope: !93)
!95 = !DILocation(line: 39, column: 38, scope: !93)
!96 = !DILocation(line: 39, column: 17, scope: !93)
!97 = !DILocation(line: 39, column: 44, scope: !93)
!98 = !DILocation(line: 39, column: 15, scope: !93)
!99 = distinct !{!99, !88, !100, !56, !57}
!100 = !DILocation(line: 39, column: 46, scope: !89)
!101 = !DILocation(line: 37, column: 23, scope: !90)
!102 = !DILocation(line: 37, column: 17, scope: !90)
!103 = !DILocation(line: 37, column: 3, scope: !91)
!104 = distinct !{!104, !103, !105, !56}
!105 = !DILocation(line: 39, column: 46, scope: !91)
!106 = !DILocation(line: 40, column: 3, scope: !71)
!107 = !DILocation(line: 41, column: 3, scope: !108)
!108 = distinct !DILexicalBlock(scope: !71, file: !3, line: 41, column: 3)
!109 = !DILocation(line: 42, column: 10, scope: !110)
!110 = distinct !DILexicalBlock(scope: !108, file: !3, line: 41, column: 3)
!111 = !DILocation(line: 42, column: 7, scope: !110)
!112 = !DILocation(line: 41, column: 23, scope: !110)
!113 = !DILocation(line: 41, column: 17, scope: !110)
!114 = distinct !{!114, !107, !115, !56}
!115 = !DILocation(line: 42, column: 13, scope: !108)
!116 = !DILocation(line: 43, column: 12, scope: !71)
!117 = !DILocation(line: 44, column: 3, scope: !71)
