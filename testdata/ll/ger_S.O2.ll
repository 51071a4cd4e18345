; ModuleID = 'ger.c'
source_filename = "ger.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [28 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [28 x double] zeroinitializer, align 16, !dbg !12
@A = internal global [28 x [28 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !16

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_ger(i32 noundef %m, i32 noundef %n, double noundef %alpha, [28 x double]* nocapture noundef %a, double* nocapture noundef readonly %x, double* nocapture noundef readonly %y) local_unnamed_addr #0 !dbg !25 {
entry:
  call void @llvm.dbg.value(metadata i32 %m, metadata !33, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 %n, metadata !34, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double %alpha, metadata !35, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata [28 x double]* %a, metadata !36, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %x, metadata !37, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata double* %y, metadata !38, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i32 0, metadata !39, metadata !DIExpression()), !dbg !45
  %cmp25 = icmp sgt i32 %m, 0, !dbg !46
  br i1 %cmp25, label %for.body.lr.ph, label %for.end13, !dbg !47

for.body.lr.ph:                                   ; preds = %entry
  %cmp223 = icmp sgt i32 %n, 0
  %wide.trip.count31 = zext i32 %m to i64, !dbg !46
  %wide.trip.count = zext i32 %n to i64
  %scevgep37 = getelementptr double, double* %y, i64 %wide.trip.count, !dbg !47
  %0 = and i64 %wide.trip.count, 4294967292, !dbg !47
  %1 = add nsw i64 %0, -4, !dbg !47
  %2 = lshr exact i64 %1, 2, !dbg !47
  %3 = add nuw nsw i64 %2, 1, !dbg !47
  %min.iters.check = icmp ult i32 %n, 4
  %n.vec = and i64 %wide.trip.count, 4294967292
  %xtraiter = and i64 %3, 1
  %4 = icmp eq i64 %1, 0
  %unroll_iter = and i64 %3, 9223372036854775806
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  %xtraiter45 = and i64 %wide.trip.count, 1
  %lcmp.mod46.not = icmp eq i64 %xtraiter45, 0
  %5 = sub nsw i64 0, %wide.trip.count
  br label %for.body, !dbg !47

for.body:                                         ; preds = %for.body.lr.ph, %for.end
  %indvars.iv28 = phi i64 [ 0, %for.body.lr.ph ], [ %indvars.iv.next29, %for.end ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv28, metadata !39, metadata !DIExpression()), !dbg !45
  %scevgep = getelementptr [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 0, !dbg !48
  %scevgep34 = getelementptr [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %wide.trip.count, !dbg !48
  %arrayidx = getelementptr inbounds double, double* %x, i64 %indvars.iv28, !dbg !48
  %6 = load double, double* %arrayidx, align 8, !dbg !48, !tbaa !49
  %mul = fmul double %6, %alpha, !dbg !53
  call void @llvm.dbg.value(metadata double %mul, metadata !41, metadata !DIExpression()), !dbg !54
  call void @llvm.dbg.value(metadata i32 0, metadata !40, metadata !DIExpression()), !dbg !45
  br i1 %cmp223, label %for.body3.preheader, label %for.end, !dbg !55

for.body3.preheader:                              ; preds = %for.body
  br i1 %min.iters.check, label %for.body3.preheader44, label %vector.memcheck, !dbg !55

vector.memcheck:                                  ; preds = %for.body3.preheader
  %bound0 = icmp ult double* %scevgep, %scevgep37, !dbg !55
  %bound1 = icmp ugt double* %scevgep34, %y, !dbg !55
  %found.conflict = and i1 %bound0, %bound1, !dbg !55
  br i1 %found.conflict, label %for.body3.preheader44, label %vector.ph, !dbg !55

vector.ph:                                        ; preds = %vector.memcheck
  %broadcast.splatinsert = insertelement <2 x double> poison, double %mul, i64 0, !dbg !55
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !55
  %broadcast.splatinsert42 = insertelement <2 x double> poison, double %mul, i64 0, !dbg !55
  %broadcast.splat43 = shufflevector <2 x double> %broadcast.splatinsert42, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !55
  br i1 %4, label %middle.block.unr-lcssa, label %vector.body, !dbg !55

vector.body:                                      ; preds = %vector.ph, %vector.body
  %index = phi i64 [ %index.next.1, %vector.body ], [ 0, %vector.ph ], !dbg !57
  %niter = phi i64 [ %niter.next.1, %vector.body ], [ 0, %vector.ph ]
  %7 = getelementptr inbounds double, double* %y, i64 %index, !dbg !57
  %8 = bitcast double* %7 to <2 x double>*, !dbg !59
  %wide.load = load <2 x double>, <2 x double>* %8, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %9 = getelementptr inbounds double, double* %7, i64 2, !dbg !59
  %10 = bitcast double* %9 to <2 x double>*, !dbg !59
  %wide.load39 = load <2 x double>, <2 x double>* %10, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %11 = getelementptr inbounds [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %index, !dbg !57
  %12 = bitcast double* %11 to <2 x double>*, !dbg !63
  %wide.load40 = load <2 x double>, <2 x double>* %12, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %13 = getelementptr inbounds double, double* %11, i64 2, !dbg !63
  %14 = bitcast double* %13 to <2 x double>*, !dbg !63
  %wide.load41 = load <2 x double>, <2 x double>* %14, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %15 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load, <2 x double> %wide.load40), !dbg !63
  %16 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat43, <2 x double> %wide.load39, <2 x double> %wide.load41), !dbg !63
  %17 = bitcast double* %11 to <2 x double>*, !dbg !63
  store <2 x double> %15, <2 x double>* %17, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %18 = bitcast double* %13 to <2 x double>*, !dbg !63
  store <2 x double> %16, <2 x double>* %18, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %index.next = or i64 %index, 4, !dbg !57
  %19 = getelementptr inbounds double, double* %y, i64 %index.next, !dbg !57
  %20 = bitcast double* %19 to <2 x double>*, !dbg !59
  %wide.load.1 = load <2 x double>, <2 x double>* %20, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %21 = getelementptr inbounds double, double* %19, i64 2, !dbg !59
  %22 = bitcast double* %21 to <2 x double>*, !dbg !59
  %wide.load39.1 = load <2 x double>, <2 x double>* %22, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %23 = getelementptr inbounds [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %index.next, !dbg !57
  %24 = bitcast double* %23 to <2 x double>*, !dbg !63
  %wide.load40.1 = load <2 x double>, <2 x double>* %24, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %25 = getelementptr inbounds double, double* %23, i64 2, !dbg !63
  %26 = bitcast double* %25 to <2 x double>*, !dbg !63
  %wide.load41.1 = load <2 x double>, <2 x double>* %26, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %27 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load.1, <2 x double> %wide.load40.1), !dbg !63
  %28 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat43, <2 x double> %wide.load39.1, <2 x double> %wide.load41.1), !dbg !63
  %29 = bitcast double* %23 to <2 x double>*, !dbg !63
  store <2 x double> %27, <2 x double>* %29, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %30 = bitcast double* %25 to <2 x double>*, !dbg !63
  store <2 x double> %28, <2 x double>* %30, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %index.next.1 = add nuw i64 %index, 8, !dbg !57
  %niter.next.1 = add i64 %niter, 2, !dbg !57
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter, !dbg !57
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !dbg !57, !llvm.loop !66

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil, !dbg !57

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %31 = getelementptr inbounds double, double* %y, i64 %index.unr, !dbg !57
  %32 = bitcast double* %31 to <2 x double>*, !dbg !59
  %wide.load.epil = load <2 x double>, <2 x double>* %32, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %33 = getelementptr inbounds double, double* %31, i64 2, !dbg !59
  %34 = bitcast double* %33 to <2 x double>*, !dbg !59
  %wide.load39.epil = load <2 x double>, <2 x double>* %34, align 8, !dbg !59, !tbaa !49, !alias.scope !60
  %35 = getelementptr inbounds [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %index.unr, !dbg !57
  %36 = bitcast double* %35 to <2 x double>*, !dbg !63
  %wide.load40.epil = load <2 x double>, <2 x double>* %36, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %37 = getelementptr inbounds double, double* %35, i64 2, !dbg !63
  %38 = bitcast double* %37 to <2 x double>*, !dbg !63
  %wide.load41.epil = load <2 x double>, <2 x double>* %38, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %39 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat, <2 x double> %wide.load.epil, <2 x double> %wide.load40.epil), !dbg !63
  %40 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat43, <2 x double> %wide.load39.epil, <2 x double> %wide.load41.epil), !dbg !63
  %41 = bitcast double* %35 to <2 x double>*, !dbg !63
  store <2 x double> %39, <2 x double>* %41, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  %42 = bitcast double* %37 to <2 x double>*, !dbg !63
  store <2 x double> %40, <2 x double>* %42, align 8, !dbg !63, !tbaa !49, !alias.scope !64, !noalias !60
  br label %middle.block, !dbg !55

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  br i1 %cmp.n, label %for.end, label %for.body3.preheader44, !dbg !55

for.body3.preheader44:                            ; preds = %vector.memcheck, %for.body3.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.body3.preheader ], [ %n.vec, %middle.block ]
  %43 = xor i64 %indvars.iv.ph, -1, !dbg !55
  br i1 %lcmp.mod46.not, label %for.body3.prol.loopexit, label %for.body3.prol, !dbg !55

for.body3.prol:                                   ; preds = %for.body3.preheader44
  call void @llvm.dbg.value(metadata i64 undef, metadata !40, metadata !DIExpression()), !dbg !45
  %arrayidx5.prol = getelementptr inbounds double, double* %y, i64 %indvars.iv.ph, !dbg !59
  %44 = load double, double* %arrayidx5.prol, align 8, !dbg !59, !tbaa !49
  %arrayidx10.prol = getelementptr inbounds [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %indvars.iv.ph, !dbg !70
  %45 = load double, double* %arrayidx10.prol, align 8, !dbg !63, !tbaa !49
  %46 = tail call double @llvm.fmuladd.f64(double %mul, double %44, double %45), !dbg !63
  store double %46, double* %arrayidx10.prol, align 8, !dbg !63, !tbaa !49
  %indvars.iv.next.prol = or i64 %indvars.iv.ph, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.prol, metadata !40, metadata !DIExpression()), !dbg !45
  br label %for.body3.prol.loopexit, !dbg !55

for.body3.prol.loopexit:                          ; preds = %for.body3.prol, %for.body3.preheader44
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body3.preheader44 ], [ %indvars.iv.next.prol, %for.body3.prol ]
  %47 = icmp eq i64 %43, %5, !dbg !55
  br i1 %47, label %for.end, label %for.body3, !dbg !55

for.body3:                                        ; preds = %for.body3.prol.loopexit, %for.body3
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body3 ], [ %indvars.iv.unr, %for.body3.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !40, metadata !DIExpression()), !dbg !45
  %arrayidx5 = getelementptr inbounds double, double* %y, i64 %indvars.iv, !dbg !59
  %48 = load double, double* %arrayidx5, align 8, !dbg !59, !tbaa !49
  %arrayidx10 = getelementptr inbounds [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %indvars.iv, !dbg !70
  %49 = load double, double* %arrayidx10, align 8, !dbg !63, !tbaa !49
  %50 = tail call double @llvm.fmuladd.f64(double %mul, double %48, double %49), !dbg !63
  store double %50, double* %arrayidx10, align 8, !dbg !63, !tbaa !49
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !40, metadata !DIExpression()), !dbg !45
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !40, metadata !DIExpression()), !dbg !45
  %arrayidx5.1 = getelementptr inbounds double, double* %y, i64 %indvars.iv.next, !dbg !59
  %51 = load double, double* %arrayidx5.1, align 8, !dbg !59, !tbaa !49
  %arrayidx10.1 = getelementptr inbounds [28 x double], [28 x double]* %a, i64 %indvars.iv28, i64 %indvars.iv.next, !dbg !70
  %52 = load double, double* %arrayidx10.1, align 8, !dbg !63, !tbaa !49
  %53 = tail call double @llvm.fmuladd.f64(double %mul, double %51, double %52), !dbg !63
  store double %53, double* %arrayidx10.1, align 8, !dbg !63, !tbaa !49
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !57
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !40, metadata !DIExpression()), !dbg !45
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count, !dbg !71
  br i1 %exitcond.not.1, label %for.end, label %for.body3, !dbg !55, !llvm.loop !72

for.end:                                          ; preds = %for.body3.prol.loopexit, %for.body3, %middle.block, %for.body
  %indvars.iv.next29 = add nuw nsw i64 %indvars.iv28, 1, !dbg !73
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next29, metadata !39, metadata !DIExpression()), !dbg !45
  %exitcond32.not = icmp eq i64 %indvars.iv.next29, %wide.trip.count31, !dbg !46
  br i1 %exitcond32.not, label %for.end13, label %for.body, !dbg !47, !llvm.loop !74

for.end13:                                        ; preds = %for.end, %entry
  ret void, !dbg !76
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !77 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  br label %for.body, !dbg !85

for.body:                                         ; preds = %entry, %for.inc17
  %indvars.iv69 = phi i64 [ 0, %entry ], [ %indvars.iv.next70, %for.inc17 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv69, metadata !81, metadata !DIExpression()), !dbg !84
  %rem.lhs.trunc = trunc i64 %indvars.iv69 to i8, !dbg !87
  %rem58 = urem i8 %rem.lhs.trunc, 10, !dbg !87
  %conv = uitofp i8 %rem58 to double, !dbg !90
  %div = fdiv double %conv, 1.000000e+01, !dbg !91
  %arrayidx = getelementptr inbounds [28 x double], [28 x double]* @X, i64 0, i64 %indvars.iv69, !dbg !92
  store double %div, double* %arrayidx, align 8, !dbg !93, !tbaa !49
  %rem159.lhs.trunc = sub i8 28, %rem.lhs.trunc, !dbg !94
  %rem15960 = urem i8 %rem159.lhs.trunc, 6, !dbg !94
  %conv2 = uitofp i8 %rem15960 to double, !dbg !95
  %div3 = fdiv double %conv2, 6.000000e+00, !dbg !96
  %arrayidx5 = getelementptr inbounds [28 x double], [28 x double]* @Y, i64 0, i64 %indvars.iv69, !dbg !97
  store double %div3, double* %arrayidx5, align 8, !dbg !98, !tbaa !49
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()), !dbg !84
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv69, i64 0, !dbg !99
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !99
  br label %vector.body, !dbg !99

vector.body:                                      ; preds = %vector.body, %for.body
  %index = phi i64 [ 0, %for.body ], [ %index.next.1, %vector.body ], !dbg !101
  %vec.ind = phi <2 x i64> [ <i64 0, i64 1>, %for.body ], [ %vec.ind.next.1, %vector.body ]
  %0 = sub nsw <2 x i64> %broadcast.splat, %vec.ind, !dbg !103
  %1 = trunc <2 x i64> %0 to <2 x i32>, !dbg !104
  %2 = sitofp <2 x i32> %1 to <2 x double>, !dbg !104
  %3 = fdiv <2 x double> %2, <double 2.800000e+01, double 2.800000e+01>, !dbg !105
  %4 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv69, i64 %index, !dbg !101
  %5 = bitcast double* %4 to <2 x double>*, !dbg !106
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !106, !tbaa !49
  %index.next = or i64 %index, 2, !dbg !101
  %vec.ind.next = add <2 x i64> %vec.ind, <i64 2, i64 2>
  %6 = sub nsw <2 x i64> %broadcast.splat, %vec.ind.next, !dbg !103
  %7 = trunc <2 x i64> %6 to <2 x i32>, !dbg !104
  %8 = sitofp <2 x i32> %7 to <2 x double>, !dbg !104
  %9 = fdiv <2 x double> %8, <double 2.800000e+01, double 2.800000e+01>, !dbg !105
  %10 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv69, i64 %index.next, !dbg !101
  %11 = bitcast double* %10 to <2 x double>*, !dbg !106
  store <2 x double> %9, <2 x double>* %11, align 16, !dbg !106, !tbaa !49
  %index.next.1 = add nuw nsw i64 %index, 4, !dbg !101
  %vec.ind.next.1 = add <2 x i64> %vec.ind, <i64 4, i64 4>
  %12 = icmp eq i64 %index.next.1, 28, !dbg !101
  br i1 %12, label %for.inc17, label %vector.body, !dbg !101, !llvm.loop !107

for.inc17:                                        ; preds = %vector.body
  %indvars.iv.next70 = add nuw nsw i64 %indvars.iv69, 1, !dbg !109
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next70, metadata !81, metadata !DIExpression()), !dbg !84
  %exitcond72.not = icmp eq i64 %indvars.iv.next70, 28, !dbg !110
  br i1 %exitcond72.not, label %for.end19, label %for.body, !dbg !85, !llvm.loop !111

for.end19:                                        ; preds = %for.inc17
  tail call void @kernel_ger(i32 noundef 28, i32 noundef 28, double noundef 7.500000e-01, [28 x double]* noundef getelementptr inbounds ([28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([28 x double], [28 x double]* @Y, i64 0, i64 0)), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !81, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !83, metadata !DIExpression()), !dbg !84
  br label %for.cond24.preheader, !dbg !114

for.cond24.preheader:                             ; preds = %for.end19, %for.cond24.preheader
  %indvars.iv77 = phi i64 [ 0, %for.end19 ], [ %indvars.iv.next78, %for.cond24.preheader ]
  %s.066 = phi double [ 0.000000e+00, %for.end19 ], [ %add.27, %for.cond24.preheader ]
  call void @llvm.dbg.value(metadata double %s.066, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv77, metadata !81, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %s.066, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i32 0, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %s.066, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 0, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 0, !dbg !116
  %13 = load double, double* %arrayidx31, align 16, !dbg !116, !tbaa !49
  %add = fadd double %s.066, %13, !dbg !120
  call void @llvm.dbg.value(metadata double %add, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 1, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 1, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.1 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 1, !dbg !116
  %14 = load double, double* %arrayidx31.1, align 8, !dbg !116, !tbaa !49
  %add.1 = fadd double %add, %14, !dbg !120
  call void @llvm.dbg.value(metadata double %add.1, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 2, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.1, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 2, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.2 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 2, !dbg !116
  %15 = load double, double* %arrayidx31.2, align 16, !dbg !116, !tbaa !49
  %add.2 = fadd double %add.1, %15, !dbg !120
  call void @llvm.dbg.value(metadata double %add.2, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 3, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.2, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 3, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.3 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 3, !dbg !116
  %16 = load double, double* %arrayidx31.3, align 8, !dbg !116, !tbaa !49
  %add.3 = fadd double %add.2, %16, !dbg !120
  call void @llvm.dbg.value(metadata double %add.3, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 4, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.3, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 4, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.4 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 4, !dbg !116
  %17 = load double, double* %arrayidx31.4, align 16, !dbg !116, !tbaa !49
  %add.4 = fadd double %add.3, %17, !dbg !120
  call void @llvm.dbg.value(metadata double %add.4, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 5, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.4, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 5, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.5 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 5, !dbg !116
  %18 = load double, double* %arrayidx31.5, align 8, !dbg !116, !tbaa !49
  %add.5 = fadd double %add.4, %18, !dbg !120
  call void @llvm.dbg.value(metadata double %add.5, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 6, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.5, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 6, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.6 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 6, !dbg !116
  %19 = load double, double* %arrayidx31.6, align 16, !dbg !116, !tbaa !49
  %add.6 = fadd double %add.5, %19, !dbg !120
  call void @llvm.dbg.value(metadata double %add.6, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 7, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.6, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 7, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.7 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 7, !dbg !116
  %20 = load double, double* %arrayidx31.7, align 8, !dbg !116, !tbaa !49
  %add.7 = fadd double %add.6, %20, !dbg !120
  call void @llvm.dbg.value(metadata double %add.7, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 8, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.7, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 8, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.8 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 8, !dbg !116
  %21 = load double, double* %arrayidx31.8, align 16, !dbg !116, !tbaa !49
  %add.8 = fadd double %add.7, %21, !dbg !120
  call void @llvm.dbg.value(metadata double %add.8, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 9, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.8, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 9, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.9 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 9, !dbg !116
  %22 = load double, double* %arrayidx31.9, align 8, !dbg !116, !tbaa !49
  %add.9 = fadd double %add.8, %22, !dbg !120
  call void @llvm.dbg.value(metadata double %add.9, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 10, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.9, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 10, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.10 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 10, !dbg !116
  %23 = load double, double* %arrayidx31.10, align 16, !dbg !116, !tbaa !49
  %add.10 = fadd double %add.9, %23, !dbg !120
  call void @llvm.dbg.value(metadata double %add.10, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 11, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.10, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 11, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.11 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 11, !dbg !116
  %24 = load double, double* %arrayidx31.11, align 8, !dbg !116, !tbaa !49
  %add.11 = fadd double %add.10, %24, !dbg !120
  call void @llvm.dbg.value(metadata double %add.11, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 12, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.11, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 12, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.12 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 12, !dbg !116
  %25 = load double, double* %arrayidx31.12, align 16, !dbg !116, !tbaa !49
  %add.12 = fadd double %add.11, %25, !dbg !120
  call void @llvm.dbg.value(metadata double %add.12, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 13, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.12, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 13, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.13 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 13, !dbg !116
  %26 = load double, double* %arrayidx31.13, align 8, !dbg !116, !tbaa !49
  %add.13 = fadd double %add.12, %26, !dbg !120
  call void @llvm.dbg.value(metadata double %add.13, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 14, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.13, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 14, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.14 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 14, !dbg !116
  %27 = load double, double* %arrayidx31.14, align 16, !dbg !116, !tbaa !49
  %add.14 = fadd double %add.13, %27, !dbg !120
  call void @llvm.dbg.value(metadata double %add.14, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 15, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.14, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 15, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.15 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 15, !dbg !116
  %28 = load double, double* %arrayidx31.15, align 8, !dbg !116, !tbaa !49
  %add.15 = fadd double %add.14, %28, !dbg !120
  call void @llvm.dbg.value(metadata double %add.15, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 16, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.15, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 16, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.16 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 16, !dbg !116
  %29 = load double, double* %arrayidx31.16, align 16, !dbg !116, !tbaa !49
  %add.16 = fadd double %add.15, %29, !dbg !120
  call void @llvm.dbg.value(metadata double %add.16, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 17, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.16, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 17, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.17 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 17, !dbg !116
  %30 = load double, double* %arrayidx31.17, align 8, !dbg !116, !tbaa !49
  %add.17 = fadd double %add.16, %30, !dbg !120
  call void @llvm.dbg.value(metadata double %add.17, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 18, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.17, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 18, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.18 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 18, !dbg !116
  %31 = load double, double* %arrayidx31.18, align 16, !dbg !116, !tbaa !49
  %add.18 = fadd double %add.17, %31, !dbg !120
  call void @llvm.dbg.value(metadata double %add.18, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 19, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.18, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 19, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.19 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 19, !dbg !116
  %32 = load double, double* %arrayidx31.19, align 8, !dbg !116, !tbaa !49
  %add.19 = fadd double %add.18, %32, !dbg !120
  call void @llvm.dbg.value(metadata double %add.19, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 20, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.19, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 20, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.20 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 20, !dbg !116
  %33 = load double, double* %arrayidx31.20, align 16, !dbg !116, !tbaa !49
  %add.20 = fadd double %add.19, %33, !dbg !120
  call void @llvm.dbg.value(metadata double %add.20, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 21, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.20, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 21, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.21 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 21, !dbg !116
  %34 = load double, double* %arrayidx31.21, align 8, !dbg !116, !tbaa !49
  %add.21 = fadd double %add.20, %34, !dbg !120
  call void @llvm.dbg.value(metadata double %add.21, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 22, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.21, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 22, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.22 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 22, !dbg !116
  %35 = load double, double* %arrayidx31.22, align 16, !dbg !116, !tbaa !49
  %add.22 = fadd double %add.21, %35, !dbg !120
  call void @llvm.dbg.value(metadata double %add.22, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 23, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.22, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 23, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.23 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 23, !dbg !116
  %36 = load double, double* %arrayidx31.23, align 8, !dbg !116, !tbaa !49
  %add.23 = fadd double %add.22, %36, !dbg !120
  call void @llvm.dbg.value(metadata double %add.23, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 24, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.23, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 24, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.24 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 24, !dbg !116
  %37 = load double, double* %arrayidx31.24, align 16, !dbg !116, !tbaa !49
  %add.24 = fadd double %add.23, %37, !dbg !120
  call void @llvm.dbg.value(metadata double %add.24, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 25, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.24, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 25, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.25 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 25, !dbg !116
  %38 = load double, double* %arrayidx31.25, align 8, !dbg !116, !tbaa !49
  %add.25 = fadd double %add.24, %38, !dbg !120
  call void @llvm.dbg.value(metadata double %add.25, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 26, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.25, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 26, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.26 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 26, !dbg !116
  %39 = load double, double* %arrayidx31.26, align 16, !dbg !116, !tbaa !49
  %add.26 = fadd double %add.25, %39, !dbg !120
  call void @llvm.dbg.value(metadata double %add.26, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 27, metadata !82, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata double %add.26, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 27, metadata !82, metadata !DIExpression()), !dbg !84
  %arrayidx31.27 = getelementptr inbounds [28 x [28 x double]], [28 x [28 x double]]* @A, i64 0, i64 %indvars.iv77, i64 27, !dbg !116
  %40 = load double, double* %arrayidx31.27, align 8, !dbg !116, !tbaa !49
  %add.27 = fadd double %add.26, %40, !dbg !120
  call void @llvm.dbg.value(metadata double %add.27, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 28, metadata !82, metadata !DIExpression()), !dbg !84
  %indvars.iv.next78 = add nuw nsw i64 %indvars.iv77, 1, !dbg !121
  call void @llvm.dbg.value(metadata double %add.27, metadata !83, metadata !DIExpression()), !dbg !84
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next78, metadata !81, metadata !DIExpression()), !dbg !84
  %exitcond80.not = icmp eq i64 %indvars.iv.next78, 28, !dbg !122
  br i1 %exitcond80.not, label %for.end37, label %for.cond24.preheader, !dbg !114, !llvm.loop !123

for.end37:                                        ; preds = %for.cond24.preheader
  store double %add.27, double* @checksum, align 8, !dbg !125, !tbaa !49
  ret i32 0, !dbg !126
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
!3 = !DIFile(filename: "ger.c", directory: ".")
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
!25 = distinct !DISubprogram(name: "kernel_ger", scope: !3, file: !3, line: 12, type: !26, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !32)
!26 = !DISubroutineType(types: !27)
!27 = !{null, !28, !28, !5, !29, !30, !30}
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!32 = !{!33, !34, !35, !36, !37, !38, !39, !40, !41}
!33 = !DILocalVariable(name: "m", arg: 1, scope: !25, file: !3, line: 12, type: !28)
!34 = !DILocalVariable(name: "n", arg: 2, scope: !25, file: !3, line: 12, type: !28)
!35 = !DILocalVariable(name: "alpha", arg: 3, scope: !25, file: !3, line: 12, type: !5)
!36 = !DILocalVariable(name: "a", arg: 4, scope: !25, file: !3, line: 13, type: !29)
!37 = !DILocalVariable(name: "x", arg: 5, scope: !25, file: !3, line: 13, type: !30)
!38 = !DILocalVariable(name: "y", arg: 6, scope: !25, file: !3, line: 14, type: !30)
!39 = !DILocalVariable(name: "i", scope: !25, file: !3, line: 16, type: !28)
!40 = !DILocalVariable(name: "j", scope: !25, file: !3, line: 16, type: !28)
!41 = !DILocalVariable(name: "ax", scope: !42, file: !3, line: 18, type: !5)
!42 = distinct !DILexicalBlock(scope: !43, file: !3, line: 17, column: 27)
!43 = distinct !DILexicalBlock(scope: !44, file: !3, line: 17, column: 3)
!44 = distinct !DILexicalBlock(scope: !25, file: !3, line: 17, column: 3)
!45 = !DILocation(line: 0, scope: !25)
!46 = !DILocation(line: 17, column: 17, scope: !43)
!47 = !DILocation(line: 17, column: 3, scope: !44)
!48 = !DILocation(line: 18, column: 25, scope: !42)
!49 = !{!50, !50, i64 0}
!50 = !{!"double", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C/C++ TBAA"}
!53 = !DILocation(line: 18, column: 23, scope: !42)
!54 = !DILocation(line: 0, scope: !42)
!55 = !DILocation(line: 19, column: 5, scope: !56)
!56 = distinct !DILexicalBlock(scope: !42, file: !3, line: 19, column: 5)
!57 = !DILocation(line: 19, column: 25, scope: !58)
!58 = distinct !DILexicalBlock(scope: !56, file: !3, line: 19, column: 5)
!59 = !DILocation(line: 20, column: 23, scope: !58)
!60 = !{!61}
!61 = distinct !{!61, !62}
!62 = distinct !{!62, !"LVerDomain"}
!63 = !DILocation(line: 20, column: 15, scope: !58)
!64 = !{!65}
!65 = distinct !{!65, !62}
!66 = distinct !{!66, !55, !67, !68, !69}
!67 = !DILocation(line: 20, column: 26, scope: !56)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !{!"llvm.loop.isvectorized", i32 1}
!70 = !DILocation(line: 20, column: 7, scope: !58)
!71 = !DILocation(line: 19, column: 19, scope: !58)
!72 = distinct !{!72, !55, !67, !68, !69}
!73 = !DILocation(line: 17, column: 23, scope: !43)
!74 = distinct !{!74, !47, !75, !68}
!75 = !DILocation(line: 21, column: 3, scope: !44)
!76 = !DILocation(line: 22, column: 1, scope: !25)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !78, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!28}
!80 = !{!81, !82, !83}
!81 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 26, type: !28)
!82 = !DILocalVariable(name: "j", scope: !77, file: !3, line: 26, type: !28)
!83 = !DILocalVariable(name: "s", scope: !77, file: !3, line: 27, type: !5)
!84 = !DILocation(line: 0, scope: !77)
!85 = !DILocation(line: 28, column: 3, scope: !86)
!86 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 3)
!87 = !DILocation(line: 29, column: 23, scope: !88)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 28, column: 27)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 28, column: 3)
!90 = !DILocation(line: 29, column: 12, scope: !88)
!91 = !DILocation(line: 29, column: 29, scope: !88)
!92 = !DILocation(line: 29, column: 5, scope: !88)
!93 = !DILocation(line: 29, column: 10, scope: !88)
!94 = !DILocation(line: 30, column: 29, scope: !88)
!95 = !DILocation(line: 30, column: 12, scope: !88)
!96 = !DILocation(line: 30, column: 34, scope: !88)
!97 = !DILocation(line: 30, column: 5, scope: !88)
!98 = !DILocation(line: 30, column: 10, scope: !88)
!99 = !DILocation(line: 31, column: 5, scope: !100)
!100 = distinct !DILexicalBlock(scope: !88, file: !3, line: 31, column: 5)
!101 = !DILocation(line: 31, column: 25, scope: !102)
!102 = distinct !DILexicalBlock(scope: !100, file: !3, line: 31, column: 5)
!103 = !DILocation(line: 32, column: 28, scope: !102)
!104 = !DILocation(line: 32, column: 17, scope: !102)
!105 = !DILocation(line: 32, column: 33, scope: !102)
!106 = !DILocation(line: 32, column: 15, scope: !102)
!107 = distinct !{!107, !99, !108, !68, !69}
!108 = !DILocation(line: 32, column: 35, scope: !100)
!109 = !DILocation(line: 28, column: 23, scope: !89)
!110 = !DILocation(line: 28, column: 17, scope: !89)
!111 = distinct !{!111, !85, !112, !68}
!112 = !DILocation(line: 33, column: 3, scope: !86)
!113 = !DILocation(line: 34, column: 3, scope: !77)
!114 = !DILocation(line: 35, column: 3, scope: !115)
!115 = distinct !DILexicalBlock(scope: !77, file: !3, line: 35, column: 3)
!116 = !DILocation(line: 37, column: 12, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 36, column: 5)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 36, column: 5)
!119 = distinct !DILexicalBlock(scope: !115, file: !3, line: 35, column: 3)
!120 = !DILocation(line: 37, column: 9, scope: !117)
!121 = !DILocation(line: 35, column: 23, scope: !119)
!122 = !DILocation(line: 35, column: 17, scope: !119)
!123 = distinct !{!123, !114, !124, !68}
!124 = !DILocation(line: 37, column: 18, scope: !115)
!125 = !DILocation(line: 38, column: 12, scope: !77)
!126 = !DILocation(line: 39, column: 3, scope: !77)
