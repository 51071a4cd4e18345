; ModuleID = 'syr2.c'
source_filename = "syr2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !0
@Y = internal unnamed_addr global [28 x double] zeroinitializer, align 16, !dbg !12
@A = internal unnamed_addr global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_syr2(double noundef %alpha) local_unnamed_addr #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata double %alpha, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !33
  %broadcast.splatinsert46 = insertelement <2 x double> poison, double %alpha, i64 0
  %broadcast.splat47 = shufflevector <2 x double> %broadcast.splatinsert46, <2 x double> poison, <2 x i32> zeroinitializer
  br label %for.cond1.preheader, !dbg !34

for.cond1.preheader:                              ; preds = %entry, %for.inc15
  %indvars.iv36 = phi i64 [ 0, %entry ], [ %indvars.iv.next37, %for.inc15 ]
  %indvars.iv34 = phi i64 [ 1, %entry ], [ %indvars.iv.next35, %for.inc15 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv36, metadata !30, metadata !DIExpression()), !dbg !33
  %0 = add nsw i64 %indvars.iv36, -1
  %1 = lshr i64 %0, 1
  %2 = add nuw i64 %1, 1
  %3 = add nuw i64 %indvars.iv36, 1
  %arrayidx = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv36
  %4 = load double, double* %arrayidx, align 8, !tbaa !36
  %arrayidx7 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %indvars.iv36
  %5 = load double, double* %arrayidx7, align 8, !tbaa !36
  call void @llvm.dbg.value(metadata i32 0, metadata !32, metadata !DIExpression()), !dbg !33
  %min.iters.check = icmp eq i64 %indvars.iv36, 0, !dbg !40
  br i1 %min.iters.check, label %for.body3.preheader, label %vector.ph, !dbg !40

vector.ph:                                        ; preds = %for.cond1.preheader
  %n.vec = and i64 %3, -2, !dbg !40
  %broadcast.splatinsert = insertelement <2 x double> poison, double %5, i64 0, !dbg !40
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !40
  %broadcast.splatinsert43 = insertelement <2 x double> poison, double %4, i64 0, !dbg !40
  %broadcast.splat44 = shufflevector <2 x double> %broadcast.splatinsert43, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !40
  %xtraiter = and i64 %2, 1, !dbg !40
  %6 = icmp ult i64 %0, 2, !dbg !40
  br i1 %6, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !40

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %2, -2, !dbg !40
  br label %vector.body, !dbg !40

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ], !dbg !43
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %7 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %index, !dbg !43
  %8 = bitcast double* %7 to <2 x double>*, !dbg !45
  %wide.load = load <2 x double>, <2 x double>* %8, align 16, !dbg !45, !tbaa !36
  %9 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %index, !dbg !43
  %10 = bitcast double* %9 to <2 x double>*, !dbg !46
  %wide.load42 = load <2 x double>, <2 x double>* %10, align 16, !dbg !46, !tbaa !36
  %11 = fmul <2 x double> %broadcast.splat, %wide.load42, !dbg !47
  %12 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat44, <2 x double> %wide.load, <2 x double> %11), !dbg !48
  %13 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv36, i64 %index, !dbg !43
  %14 = bitcast double* %13 to <2 x double>*, !dbg !49
  %wide.load45 = load <2 x double>, <2 x double>* %14, align 16, !dbg !49, !tbaa !36
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat47, <2 x double> %12, <2 x double> %wide.load45), !dbg !49
  %16 = bitcast double* %13 to <2 x double>*, !dbg !49
  store <2 x double> %15, <2 x double>* %16, align 16, !dbg !49, !tbaa !36
  %index.next = or i64 %index, 2, !dbg !43
  %17 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %index.next, !dbg !43
  %18 = bitcast double* %17 to <2 x double>*, !dbg !45
  %wide.load.1 = load <2 x double>, <2 x double>* %18, align 16, !dbg !45, !tbaa !36
  %19 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %index.next, !dbg !43
  %20 = bitcast double* %19 to <2 x double>*, !dbg !46
  %wide.load42.1 = load <2 x double>, <2 x double>* %20, align 16, !dbg !46, !tbaa !36
  %21 = fmul <2 x double> %broadcast.splat, %wide.load42.1, !dbg !47
  %22 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat44, <2 x double> %wide.load.1, <2 x double> %21), !dbg !48
  %23 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv36, i64 %index.next, !dbg !43
  %24 = bitcast double* %23 to <2 x double>*, !dbg !49
  %wide.load45.1 = load <2 x double>, <2 x double>* %24, align 16, !dbg !49, !tbaa !36
  %25 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat47, <2 x double> %22, <2 x double> %wide.load45.1), !dbg !49
  %26 = bitcast double* %23 to <2 x double>*, !dbg !49
  store <2 x double> %25, <2 x double>* %26, align 16, !dbg !49, !tbaa !36
  %index.next.1 = add nuw i64 %index, 4, !dbg !43
  %niter.next.1 = add nuw i64 %niter, 2, !dbg !43
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !43
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !dbg !43, !llvm.loop !50

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !43
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !43

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %27 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %index.unr, !dbg !43
  %28 = bitcast double* %27 to <2 x double>*, !dbg !45
  %wide.load.epil = load <2 x double>, <2 x double>* %28, align 16, !dbg !45, !tbaa !36
  %29 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %index.unr, !dbg !43
  %30 = bitcast double* %29 to <2 x double>*, !dbg !46
  %wide.load42.epil = load <2 x double>, <2 x double>* %30, align 16, !dbg !46, !tbaa !36
  %31 = fmul <2 x double> %broadcast.splat, %wide.load42.epil, !dbg !47
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat44, <2 x double> %wide.load.epil, <2 x double> %31), !dbg !48
  %33 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv36, i64 %index.unr, !dbg !43
  %34 = bitcast double* %33 to <2 x double>*, !dbg !49
  %wide.load45.epil = load <2 x double>, <2 x double>* %34, align 16, !dbg !49, !tbaa !36
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat47, <2 x double> %32, <2 x double> %wide.load45.epil), !dbg !49
  %36 = bitcast double* %33 to <2 x double>*, !dbg !49
  store <2 x double> %35, <2 x double>* %36, align 16, !dbg !49, !tbaa !36
  br label %middle.block, !dbg !40

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %3, %n.vec, !dbg !40
  br i1 %cmp.n, label %for.inc15, label %for.body3.preheader, !dbg !40

for.body3.preheader:                              ; preds = %for.cond1.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond1.preheader ], [ %n.vec, %middle.block ]
  br label %for.body3, !dbg !40

for.body3:                                        ; preds = %for.body3.preheader, %for.body3
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body3 ], [ %indvars.iv.ph, %for.body3.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx5 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %indvars.iv, !dbg !45
  %37 = load double, double* %arrayidx5, align 8, !dbg !45, !tbaa !36
  %arrayidx9 = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv, !dbg !46
  %38 = load double, double* %arrayidx9, align 8, !dbg !46, !tbaa !36
  %mul10 = fmul double %5, %38, !dbg !47
  %39 = tail call double @llvm.fmuladd.f64(double %4, double %37, double %mul10), !dbg !48
  %arrayidx14 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv36, i64 %indvars.iv, !dbg !54
  %40 = load double, double* %arrayidx14, align 8, !dbg !49, !tbaa !36
  %41 = tail call double @llvm.fmuladd.f64(double %alpha, double %39, double %40), !dbg !49
  store double %41, double* %arrayidx14, align 8, !dbg !49, !tbaa !36
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !43
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !33
  %exitcond.not = icmp eq i64 %indvars.iv.next, %indvars.iv34, !dbg !55
  br i1 %exitcond.not, label %for.inc15, label %for.body3, !dbg !40, !llvm.loop !56

for.inc15:                                        ; preds = %for.body3, %middle.block
  %indvars.iv.next37 = add nuw nsw i64 %indvars.iv36, 1, !dbg !58
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next37, metadata !30, metadata !DIExpression()), !dbg !33
  %indvars.iv.next35 = add nuw nsw i64 %indvars.iv34, 1, !dbg !34
  %exitcond41.not = icmp eq i64 %indvars.iv.next37, 28, !dbg !59
  br i1 %exitcond41.not, label %for.end17, label %for.cond1.preheader, !dbg !34, !llvm.loop !60

for.end17:                                        ; preds = %for.inc15
  ret void, !dbg !62
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !63 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !70
  br label %for.body, !dbg !71

for.body:                                         ; preds = %entry, %for.inc19
  %indvars.iv74 = phi i64 [ 0, %entry ], [ %indvars.iv.next75, %for.inc19 ]
  %indvars76 = trunc i64 %indvars.iv74 to i32
  call void @llvm.dbg.value(metadata i64 %indvars.iv74, metadata !67, metadata !DIExpression()), !dbg !70
  %rem = and i32 %indvars76, 7, !dbg !73
  %conv = sitofp i32 %rem to double, !dbg !76
  %div = fmul double %conv, 1.250000e-01, !dbg !77
  %arrayidx = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv74, !dbg !78
  store double %div, double* %arrayidx, align 8, !dbg !79, !tbaa !36
  %rem1.lhs.trunc = trunc i64 %indvars.iv74 to i8, !dbg !80
  %rem164 = urem i8 %rem1.lhs.trunc, 5, !dbg !80
  %conv2 = uitofp i8 %rem164 to double, !dbg !81
  %div3 = fdiv double %conv2, 5.000000e+00, !dbg !82
  %arrayidx5 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %indvars.iv74, !dbg !83
  store double %div3, double* %arrayidx5, align 8, !dbg !84, !tbaa !36
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !70
  %indvars.iv.next75 = add nuw nsw i64 %indvars.iv74, 1, !dbg !85
  br label %for.body9, !dbg !86

for.body9:                                        ; preds = %cond.end.1, %for.body
  %indvars.iv = phi i64 [ 0, %for.body ], [ %indvars.iv.next.1, %cond.end.1 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !68, metadata !DIExpression()), !dbg !70
  %cmp10 = icmp eq i64 %indvars.iv74, %indvars.iv, !dbg !88
  br i1 %cmp10, label %cond.end, label %cond.false, !dbg !90

cond.false:                                       ; preds = %for.body9
  %0 = add nuw nsw i64 %indvars.iv.next75, %indvars.iv, !dbg !91
  %1 = trunc i64 %0 to i32, !dbg !92
  %conv13 = sitofp i32 %1 to double, !dbg !92
  %div14 = fdiv double 5.000000e-01, %conv13, !dbg !93
  br label %cond.end, !dbg !90

cond.end:                                         ; preds = %for.body9, %cond.false
  %cond = phi double [ %div14, %cond.false ], [ 2.000000e+00, %for.body9 ], !dbg !90
  %arrayidx18 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv74, i64 %indvars.iv, !dbg !94
  store double %cond, double* %arrayidx18, align 16, !dbg !95, !tbaa !36
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !68, metadata !DIExpression()), !dbg !70
  %cmp10.1 = icmp eq i64 %indvars.iv74, %indvars.iv.next, !dbg !88
  br i1 %cmp10.1, label %cond.end.1, label %cond.false.1, !dbg !90

cond.false.1:                                     ; preds = %cond.end
  %2 = add nuw nsw i64 %indvars.iv.next75, %indvars.iv.next, !dbg !91
  %3 = trunc i64 %2 to i32, !dbg !92
  %conv13.1 = sitofp i32 %3 to double, !dbg !92
  %div14.1 = fdiv double 5.000000e-01, %conv13.1, !dbg !93
  br label %cond.end.1, !dbg !90

cond.end.1:                                       ; preds = %cond.false.1, %cond.end
  %cond.1 = phi double [ %div14.1, %cond.false.1 ], [ 2.000000e+00, %cond.end ], !dbg !90
  %arrayidx18.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv74, i64 %indvars.iv.next, !dbg !94
  store double %cond.1, double* %arrayidx18.1, align 8, !dbg !95, !tbaa !36
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !68, metadata !DIExpression()), !dbg !70
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 28, !dbg !97
  br i1 %exitcond.not.1, label %for.inc19, label %for.body9, !dbg !86, !llvm.loop !98

for.inc19:                                        ; preds = %cond.end.1
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next75, metadata !67, metadata !DIExpression()), !dbg !70
  %exitcond77.not = icmp eq i64 %indvars.iv.next75, 28, !dbg !100
  br i1 %exitcond77.not, label %for.end21, label %for.body, !dbg !71, !llvm.loop !101

for.end21:                                        ; preds = %for.inc19
  tail call void @kernel_syr2(double noundef 5.000000e-01), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !69, metadata !DIExpression()), !dbg !70
  br label %for.cond26.preheader, !dbg !104

for.cond26.preheader:                             ; preds = %for.end21, %for.inc38
  %indvars.iv86 = phi i64 [ 0, %for.end21 ], [ %indvars.iv.next87, %for.inc38 ]
  %indvars.iv84 = phi i64 [ 1, %for.end21 ], [ %indvars.iv.next85, %for.inc38 ]
  %s.071 = phi double [ 0.000000e+00, %for.end21 ], [ %add34.lcssa, %for.inc38 ]
  call void @llvm.dbg.value(metadata double %s.071, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv86, metadata !67, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %s.071, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i32 0, metadata !68, metadata !DIExpression()), !dbg !70
  %xtraiter = and i64 %indvars.iv84, 3, !dbg !106
  %4 = icmp ult i64 %indvars.iv86, 3, !dbg !106
  br i1 %4, label %for.inc38.unr-lcssa, label %for.cond26.preheader.new, !dbg !106

for.cond26.preheader.new:                         ; preds = %for.cond26.preheader
  %unroll_iter = and i64 %indvars.iv84, 9223372036854775804, !dbg !106
  br label %for.body29, !dbg !106

for.body29:                                       ; preds = %for.body29, %for.cond26.preheader.new
  %indvars.iv78 = phi i64 [ 0, %for.cond26.preheader.new ], [ %indvars.iv.next79.3, %for.body29 ]
  %s.169 = phi double [ %s.071, %for.cond26.preheader.new ], [ %add34.3, %for.body29 ]
  %niter = phi i64 [ 0, %for.cond26.preheader.new ], [ %niter.next.3, %for.body29 ]
  call void @llvm.dbg.value(metadata double %s.169, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv78, metadata !68, metadata !DIExpression()), !dbg !70
  %arrayidx33 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv86, i64 %indvars.iv78, !dbg !109
  %5 = load double, double* %arrayidx33, align 16, !dbg !109, !tbaa !36
  %add34 = fadd double %s.169, %5, !dbg !111
  call void @llvm.dbg.value(metadata double %add34, metadata !69, metadata !DIExpression()), !dbg !70
  %indvars.iv.next79 = or i64 %indvars.iv78, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %add34, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79, metadata !68, metadata !DIExpression()), !dbg !70
  %arrayidx33.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv86, i64 %indvars.iv.next79, !dbg !109
  %6 = load double, double* %arrayidx33.1, align 8, !dbg !109, !tbaa !36
  %add34.1 = fadd double %add34, %6, !dbg !111
  call void @llvm.dbg.value(metadata double %add34.1, metadata !69, metadata !DIExpression()), !dbg !70
  %indvars.iv.next79.1 = or i64 %indvars.iv78, 2, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79.1, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %add34.1, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79.1, metadata !68, metadata !DIExpression()), !dbg !70
  %arrayidx33.2 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv86, i64 %indvars.iv.next79.1, !dbg !109
  %7 = load double, double* %arrayidx33.2, align 16, !dbg !109, !tbaa !36
  %add34.2 = fadd double %add34.1, %7, !dbg !111
  call void @llvm.dbg.value(metadata double %add34.2, metadata !69, metadata !DIExpression()), !dbg !70
  %indvars.iv.next79.2 = or i64 %indvars.iv78, 3, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79.2, metadata !68, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata double %add34.2, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79.2, metadata !68, metadata !DIExpression()), !dbg !70
  %arrayidx33.3 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv86, i64 %indvars.iv.next79.2, !dbg !109
  %8 = load double, double* %arrayidx33.3, align 8, !dbg !109, !tbaa !36
  %add34.3 = fadd double %add34.2, %8, !dbg !111
  call void @llvm.dbg.value(metadata double %add34.3, metadata !69, metadata !DIExpression()), !dbg !70
  %indvars.iv.next79.3 = add nuw nsw i64 %indvars.iv78, 4, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79.3, metadata !68, metadata !DIExpression()), !dbg !70
  %niter.next.3 = add i64 %niter, 4, !dbg !106
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter, !dbg !106
  br i1 %niter.ncmp.3, label %for.inc38.unr-lcssa, label %for.body29, !dbg !106, !llvm.loop !113

for.inc38.unr-lcssa:                              ; preds = %for.body29, %for.cond26.preheader
  %add34.lcssa.ph = phi double [ undef, %for.cond26.preheader ], [ %add34.3, %for.body29 ]
  %indvars.iv78.unr = phi i64 [ 0, %for.cond26.preheader ], [ %indvars.iv.next79.3, %for.body29 ]
  %s.169.unr = phi double [ %s.071, %for.cond26.preheader ], [ %add34.3, %for.body29 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !106
  br i1 %lcmp.mod.not, label %for.inc38, label %for.body29.epil, !dbg !106

for.body29.epil:                                  ; preds = %for.inc38.unr-lcssa, %for.body29.epil
  %indvars.iv78.epil = phi i64 [ %indvars.iv.next79.epil, %for.body29.epil ], [ %indvars.iv78.unr, %for.inc38.unr-lcssa ]
  %s.169.epil = phi double [ %add34.epil, %for.body29.epil ], [ %s.169.unr, %for.inc38.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body29.epil ], [ 0, %for.inc38.unr-lcssa ]
  call void @llvm.dbg.value(metadata double %s.169.epil, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv78.epil, metadata !68, metadata !DIExpression()), !dbg !70
  %arrayidx33.epil = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv86, i64 %indvars.iv78.epil, !dbg !109
  %9 = load double, double* %arrayidx33.epil, align 8, !dbg !109, !tbaa !36
  %add34.epil = fadd double %s.169.epil, %9, !dbg !111
  call void @llvm.dbg.value(metadata double %add34.epil, metadata !69, metadata !DIExpression()), !dbg !70
  %indvars.iv.next79.epil = add nuw nsw i64 %indvars.iv78.epil, 1, !dbg !112
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next79.epil, metadata !68, metadata !DIExpression()), !dbg !70
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !106
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !106
  br i1 %epil.iter.cmp.not, label %for.inc38, label %for.body29.epil, !dbg !106, !llvm.loop !115

for.inc38:                                        ; preds = %for.body29.epil, %for.inc38.unr-lcssa
  %add34.lcssa = phi double [ %add34.lcssa.ph, %for.inc38.unr-lcssa ], [ %add34.epil, %for.body29.epil ], !dbg !111
  %indvars.iv.next87 = add nuw nsw i64 %indvars.iv86, 1, !dbg !117
  call void @llvm.dbg.value(metadata double %add34.lcssa, metadata !69, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next87, metadata !67, metadata !DIExpression()), !dbg !70
  %indvars.iv.next85 = add nuw nsw i64 %indvars.iv84, 1, !dbg !104
  %exitcond91.not = icmp eq i64 %indvars.iv.next87, 28, !dbg !118
  br i1 %exitcond91.not, label %for.end40, label %for.cond26.preheader, !dbg !104, !llvm.loop !119

for.end40:                                        ; preds = %for.inc38
  store double %add34.lcssa, double* @checksum, align 8, !dbg !121, !tbaa !36
  ret i32 0, !dbg !122
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "syr2.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !12, !16}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 50176, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 28)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1792, elements: !15)
!15 = !{!11}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!18 = !{i32 7, !"Dwarf Version", i32 4}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 7, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 1}
!24 = !{!"Debian clang version 14.0.6"}
!25 = distinct !DISubprogram(name: "kernel_syr2", scope: !3, file: !3, line: 12, type: !26, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !5}
!28 = !{!29, !30, !32}
!29 = !DILocalVariable(name: "alpha", arg: 1, scope: !25, file: !3, line: 12, type: !5)
!30 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 14, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 14, type: !31)
!33 = !DILocation(line: 0, scope: !25)
!34 = !DILocation(line: 15, column: 3, scope: !35)
!35 = distinct !DILexicalBlock(scope: !25, file: !3, line: 15, column: 3)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 16, column: 5, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 16, column: 5)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 15, column: 3)
!43 = !DILocation(line: 16, column: 26, scope: !44)
!44 = distinct !DILexicalBlock(scope: !41, file: !3, line: 16, column: 5)
!45 = !DILocation(line: 17, column: 34, scope: !44)
!46 = !DILocation(line: 17, column: 48, scope: !44)
!47 = !DILocation(line: 17, column: 46, scope: !44)
!48 = !DILocation(line: 17, column: 39, scope: !44)
!49 = !DILocation(line: 17, column: 15, scope: !44)
!50 = distinct !{!50, !40, !51, !52, !53}
!51 = !DILocation(line: 17, column: 52, scope: !41)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !{!"llvm.loop.isvectorized", i32 1}
!54 = !DILocation(line: 17, column: 7, scope: !44)
!55 = !DILocation(line: 16, column: 19, scope: !44)
!56 = distinct !{!56, !40, !51, !52, !57, !53}
!57 = !{!"llvm.loop.unroll.runtime.disable"}
!58 = !DILocation(line: 15, column: 23, scope: !42)
!59 = !DILocation(line: 15, column: 17, scope: !42)
!60 = distinct !{!60, !34, !61, !52}
!61 = !DILocation(line: 17, column: 52, scope: !35)
!62 = !DILocation(line: 18, column: 1, scope: !25)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !64, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!31}
!66 = !{!67, !68, !69}
!67 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 22, type: !31)
!68 = !DILocalVariable(name: "j", scope: !63, file: !3, line: 22, type: !31)
!69 = !DILocalVariable(name: "s", scope: !63, file: !3, line: 23, type: !5)
!70 = !DILocation(line: 0, scope: !63)
!71 = !DILocation(line: 24, column: 3, scope: !72)
!72 = distinct !DILexicalBlock(scope: !63, file: !3, line: 24, column: 3)
!73 = !DILocation(line: 25, column: 23, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 24, column: 27)
!75 = distinct !DILexicalBlock(scope: !72, file: !3, line: 24, column: 3)
!76 = !DILocation(line: 25, column: 12, scope: !74)
!77 = !DILocation(line: 25, column: 28, scope: !74)
!78 = !DILocation(line: 25, column: 5, scope: !74)
!79 = !DILocation(line: 25, column: 10, scope: !74)
!80 = !DILocation(line: 26, column: 23, scope: !74)
!81 = !DILocation(line: 26, column: 12, scope: !74)
!82 = !DILocation(line: 26, column: 28, scope: !74)
!83 = !DILocation(line: 26, column: 5, scope: !74)
!84 = !DILocation(line: 26, column: 10, scope: !74)
!85 = !DILocation(line: 24, column: 23, scope: !75)
!86 = !DILocation(line: 27, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !74, file: !3, line: 27, column: 5)
!88 = !DILocation(line: 28, column: 20, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !3, line: 27, column: 5)
!90 = !DILocation(line: 28, column: 17, scope: !89)
!91 = !DILocation(line: 28, column: 55, scope: !89)
!92 = !DILocation(line: 28, column: 40, scope: !89)
!93 = !DILocation(line: 28, column: 38, scope: !89)
!94 = !DILocation(line: 28, column: 7, scope: !89)
!95 = !DILocation(line: 28, column: 15, scope: !89)
!96 = !DILocation(line: 27, column: 25, scope: !89)
!97 = !DILocation(line: 27, column: 19, scope: !89)
!98 = distinct !{!98, !86, !99, !52}
!99 = !DILocation(line: 28, column: 58, scope: !87)
!100 = !DILocation(line: 24, column: 17, scope: !75)
!101 = distinct !{!101, !71, !102, !52}
!102 = !DILocation(line: 29, column: 3, scope: !72)
!103 = !DILocation(line: 30, column: 3, scope: !63)
!104 = !DILocation(line: 31, column: 3, scope: !105)
!105 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 3)
!106 = !DILocation(line: 32, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 32, column: 5)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 31, column: 3)
!109 = !DILocation(line: 33, column: 12, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 32, column: 5)
!111 = !DILocation(line: 33, column: 9, scope: !110)
!112 = !DILocation(line: 32, column: 26, scope: !110)
!113 = distinct !{!113, !106, !114, !52}
!114 = !DILocation(line: 33, column: 18, scope: !107)
!115 = distinct !{!115, !116}
!116 = !{!"llvm.loop.unroll.disable"}
!117 = !DILocation(line: 31, column: 23, scope: !108)
!118 = !DILocation(line: 31, column: 17, scope: !108)
!119 = distinct !{!119, !104, !120, !52}
!120 = !DILocation(line: 33, column: 18, scope: !105)
!121 = !DILocation(line: 34, column: 12, scope: !63)
!122 = !DILocation(line: 35, column: 3, scope: !63)
