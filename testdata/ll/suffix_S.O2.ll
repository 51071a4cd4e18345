; ModuleID = 'suffix.c'
source_filename = "suffix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@X = internal global [300 x double] zeroinitializer, align 16, !dbg !0
@Y = internal global [300 x double] zeroinitializer, align 16, !dbg !7
@R = internal global [300 x double] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_suffix(i32 noundef %n, double* nocapture noundef readonly %x, double* nocapture noundef %y, double* nocapture noundef writeonly %r) local_unnamed_addr #0 !dbg !23 {
entry:
  call void @llvm.dbg.value(metadata i32 %n, metadata !31, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %x, metadata !32, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %y, metadata !33, metadata !DIExpression()), !dbg !36
  call void @llvm.dbg.value(metadata double* %r, metadata !34, metadata !DIExpression()), !dbg !36
  %sub = add nsw i32 %n, -1, !dbg !37
  %idxprom = sext i32 %sub to i64, !dbg !38
  %arrayidx = getelementptr inbounds double, double* %x, i64 %idxprom, !dbg !38
  %0 = load double, double* %arrayidx, align 8, !dbg !38, !tbaa !39
  %arrayidx3 = getelementptr inbounds double, double* %y, i64 %idxprom, !dbg !43
  store double %0, double* %arrayidx3, align 8, !dbg !44, !tbaa !39
  call void @llvm.dbg.value(metadata i32 %n, metadata !35, metadata !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value)), !dbg !36
  %cmp45 = icmp sgt i32 %n, 1, !dbg !45
  br i1 %cmp45, label %for.body.preheader, label %for.cond13.preheader, !dbg !48

for.body.preheader:                               ; preds = %entry
  %sub4 = add nsw i32 %n, -2, !dbg !49
  call void @llvm.dbg.value(metadata i32 %sub4, metadata !35, metadata !DIExpression()), !dbg !36
  %1 = zext i32 %sub4 to i64, !dbg !48
  %2 = and i64 %1, 1, !dbg !48
  %lcmp.mod.not.not = icmp eq i64 %2, 0, !dbg !48
  br i1 %lcmp.mod.not.not, label %for.body.prol, label %for.body.prol.loopexit, !dbg !48

for.body.prol:                                    ; preds = %for.body.preheader
  call void @llvm.dbg.value(metadata i64 %1, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx6.prol = getelementptr inbounds double, double* %x, i64 %1, !dbg !50
  %3 = load double, double* %arrayidx6.prol, align 8, !dbg !50, !tbaa !39
  %4 = add nuw nsw i64 %1, 1, !dbg !51
  %arrayidx8.prol = getelementptr inbounds double, double* %y, i64 %4, !dbg !52
  %5 = load double, double* %arrayidx8.prol, align 8, !dbg !52, !tbaa !39
  %add9.prol = fadd double %3, %5, !dbg !53
  %arrayidx11.prol = getelementptr inbounds double, double* %y, i64 %1, !dbg !54
  store double %add9.prol, double* %arrayidx11.prol, align 8, !dbg !55, !tbaa !39
  %indvars.iv.next.prol = add nsw i64 %1, -1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.prol, metadata !35, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !36
  br label %for.body.prol.loopexit, !dbg !48

for.body.prol.loopexit:                           ; preds = %for.body.prol, %for.body.preheader
  %indvars.iv.unr = phi i64 [ %1, %for.body.preheader ], [ %indvars.iv.next.prol, %for.body.prol ]
  %6 = icmp eq i32 %sub4, 0, !dbg !48
  br i1 %6, label %for.cond13.preheader, label %for.body, !dbg !48

for.cond13.preheader:                             ; preds = %for.body.prol.loopexit, %for.body, %entry
  call void @llvm.dbg.value(metadata i32 %sub, metadata !35, metadata !DIExpression()), !dbg !36
  %cmp1447 = icmp sgt i32 %n, 0, !dbg !57
  br i1 %cmp1447, label %for.body15.preheader, label %for.end24, !dbg !60

for.body15.preheader:                             ; preds = %for.cond13.preheader
  %7 = zext i32 %n to i64, !dbg !60
  %min.iters.check = icmp ult i32 %n, 4, !dbg !60
  br i1 %min.iters.check, label %for.body15.preheader63, label %vector.memcheck, !dbg !60

vector.memcheck:                                  ; preds = %for.body15.preheader
  %8 = add nsw i64 %idxprom, 1, !dbg !60
  %9 = sub nsw i64 %8, %7, !dbg !60
  %scevgep = getelementptr double, double* %r, i64 %9, !dbg !60
  %scevgep56 = getelementptr double, double* %r, i64 %8, !dbg !60
  %scevgep59 = getelementptr double, double* %x, i64 %7, !dbg !60
  %bound0 = icmp ult double* %scevgep, %scevgep59, !dbg !60
  %bound1 = icmp ugt double* %scevgep56, %x, !dbg !60
  %found.conflict = and i1 %bound0, %bound1, !dbg !60
  br i1 %found.conflict, label %for.body15.preheader63, label %vector.ph, !dbg !60

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %7, 4294967292, !dbg !60
  %ind.end = and i64 %7, 3, !dbg !60
  %10 = add nsw i64 %n.vec, -4, !dbg !60
  %11 = lshr exact i64 %10, 2, !dbg !60
  %12 = add nuw nsw i64 %11, 1, !dbg !60
  %xtraiter64 = and i64 %12, 1, !dbg !60
  %13 = icmp eq i64 %10, 0, !dbg !60
  br i1 %13, label %middle.block.unr-lcssa, label %vector.ph.new, !dbg !60

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %12, 9223372036854775806, !dbg !60
  br label %vector.body, !dbg !60

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %14 = xor i64 %index, -1, !dbg !61
  %15 = add i64 %14, %7, !dbg !61
  %16 = getelementptr inbounds double, double* %x, i64 %15, !dbg !62
  %17 = getelementptr inbounds double, double* %16, i64 -1, !dbg !62
  %18 = bitcast double* %17 to <2 x double>*, !dbg !62
  %wide.load = load <2 x double>, <2 x double>* %18, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %reverse = shufflevector <2 x double> %wide.load, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %19 = getelementptr inbounds double, double* %16, i64 -2, !dbg !62
  %20 = getelementptr inbounds double, double* %19, i64 -1, !dbg !62
  %21 = bitcast double* %20 to <2 x double>*, !dbg !62
  %wide.load61 = load <2 x double>, <2 x double>* %21, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %reverse62 = shufflevector <2 x double> %wide.load61, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %22 = sub nuw nsw i64 %idxprom, %15, !dbg !66
  %23 = getelementptr inbounds double, double* %r, i64 %22, !dbg !67
  %24 = bitcast double* %23 to <2 x double>*, !dbg !68
  store <2 x double> %reverse, <2 x double>* %24, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %25 = getelementptr inbounds double, double* %23, i64 2, !dbg !68
  %26 = bitcast double* %25 to <2 x double>*, !dbg !68
  store <2 x double> %reverse62, <2 x double>* %26, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %27 = sub nuw nsw i64 -5, %index, !dbg !61
  %28 = add i64 %27, %7, !dbg !61
  %29 = getelementptr inbounds double, double* %x, i64 %28, !dbg !62
  %30 = getelementptr inbounds double, double* %29, i64 -1, !dbg !62
  %31 = bitcast double* %30 to <2 x double>*, !dbg !62
  %wide.load.1 = load <2 x double>, <2 x double>* %31, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %reverse.1 = shufflevector <2 x double> %wide.load.1, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %32 = getelementptr inbounds double, double* %29, i64 -2, !dbg !62
  %33 = getelementptr inbounds double, double* %32, i64 -1, !dbg !62
  %34 = bitcast double* %33 to <2 x double>*, !dbg !62
  %wide.load61.1 = load <2 x double>, <2 x double>* %34, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %reverse62.1 = shufflevector <2 x double> %wide.load61.1, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %35 = sub nuw nsw i64 %idxprom, %28, !dbg !66
  %36 = getelementptr inbounds double, double* %r, i64 %35, !dbg !67
  %37 = bitcast double* %36 to <2 x double>*, !dbg !68
  store <2 x double> %reverse.1, <2 x double>* %37, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %38 = getelementptr inbounds double, double* %36, i64 2, !dbg !68
  %39 = bitcast double* %38 to <2 x double>*, !dbg !68
  store <2 x double> %reverse62.1, <2 x double>* %39, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %index.next.1 = add nuw i64 %index, 8
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa.loopexit, label %vector.body, !llvm.loop !71

middle.block.unr-lcssa.loopexit:                  ; preds = %vector.body
  %phi.bo = sub i64 -9, %index
  br label %middle.block.unr-lcssa

middle.block.unr-lcssa:                           ; preds = %middle.block.unr-lcssa.loopexit, %vector.ph
  %index.unr = phi i64 [ -1, %vector.ph ], [ %phi.bo, %middle.block.unr-lcssa.loopexit ]
  %lcmp.mod65.not = icmp eq i64 %xtraiter64, 0
  br i1 %lcmp.mod65.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %40 = add i64 %index.unr, %7, !dbg !61
  %41 = getelementptr inbounds double, double* %x, i64 %40, !dbg !62
  %42 = getelementptr inbounds double, double* %41, i64 -1, !dbg !62
  %43 = bitcast double* %42 to <2 x double>*, !dbg !62
  %wide.load.epil = load <2 x double>, <2 x double>* %43, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %reverse.epil = shufflevector <2 x double> %wide.load.epil, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %44 = getelementptr inbounds double, double* %41, i64 -2, !dbg !62
  %45 = getelementptr inbounds double, double* %44, i64 -1, !dbg !62
  %46 = bitcast double* %45 to <2 x double>*, !dbg !62
  %wide.load61.epil = load <2 x double>, <2 x double>* %46, align 8, !dbg !62, !tbaa !39, !alias.scope !63
  %reverse62.epil = shufflevector <2 x double> %wide.load61.epil, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !62
  %47 = sub nuw nsw i64 %idxprom, %40, !dbg !66
  %48 = getelementptr inbounds double, double* %r, i64 %47, !dbg !67
  %49 = bitcast double* %48 to <2 x double>*, !dbg !68
  store <2 x double> %reverse.epil, <2 x double>* %49, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  %50 = getelementptr inbounds double, double* %48, i64 2, !dbg !68
  %51 = bitcast double* %50 to <2 x double>*, !dbg !68
  store <2 x double> %reverse62.epil, <2 x double>* %51, align 8, !dbg !68, !tbaa !39, !alias.scope !69, !noalias !63
  br label %middle.block, !dbg !60

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %7, !dbg !60
  br i1 %cmp.n, label %for.end24, label %for.body15.preheader63, !dbg !60

for.body15.preheader63:                           ; preds = %vector.memcheck, %for.body15.preheader, %middle.block
  %indvars.iv51.in.ph = phi i64 [ %7, %vector.memcheck ], [ %7, %for.body15.preheader ], [ %ind.end, %middle.block ]
  br label %for.body15, !dbg !60

for.body:                                         ; preds = %for.body.prol.loopexit, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body ], [ %indvars.iv.unr, %for.body.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx6 = getelementptr inbounds double, double* %x, i64 %indvars.iv, !dbg !50
  %52 = load double, double* %arrayidx6, align 8, !dbg !50, !tbaa !39
  %53 = add nuw nsw i64 %indvars.iv, 1, !dbg !51
  %arrayidx8 = getelementptr inbounds double, double* %y, i64 %53, !dbg !52
  %54 = load double, double* %arrayidx8, align 8, !dbg !52, !tbaa !39
  %add9 = fadd double %52, %54, !dbg !53
  %arrayidx11 = getelementptr inbounds double, double* %y, i64 %indvars.iv, !dbg !54
  store double %add9, double* %arrayidx11, align 8, !dbg !55, !tbaa !39
  %indvars.iv.next = add nsw i64 %indvars.iv, -1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx6.1 = getelementptr inbounds double, double* %x, i64 %indvars.iv.next, !dbg !50
  %55 = load double, double* %arrayidx6.1, align 8, !dbg !50, !tbaa !39
  %add9.1 = fadd double %55, %add9, !dbg !53
  %arrayidx11.1 = getelementptr inbounds double, double* %y, i64 %indvars.iv.next, !dbg !54
  store double %add9.1, double* %arrayidx11.1, align 8, !dbg !55, !tbaa !39
  %indvars.iv.next.1 = add nsw i64 %indvars.iv, -2, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !35, metadata !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value)), !dbg !36
  %cmp.not.1 = icmp eq i64 %indvars.iv.next, 0, !dbg !45
  br i1 %cmp.not.1, label %for.cond13.preheader, label %for.body, !dbg !48, !llvm.loop !75

for.body15:                                       ; preds = %for.body15.preheader63, %for.body15
  %indvars.iv51.in = phi i64 [ %indvars.iv51, %for.body15 ], [ %indvars.iv51.in.ph, %for.body15.preheader63 ]
  %indvars.iv51 = add nsw i64 %indvars.iv51.in, -1, !dbg !61
  call void @llvm.dbg.value(metadata i64 %indvars.iv51, metadata !35, metadata !DIExpression()), !dbg !36
  %arrayidx17 = getelementptr inbounds double, double* %x, i64 %indvars.iv51, !dbg !62
  %56 = load double, double* %arrayidx17, align 8, !dbg !62, !tbaa !39
  %57 = sub nuw nsw i64 %idxprom, %indvars.iv51, !dbg !66
  %arrayidx21 = getelementptr inbounds double, double* %r, i64 %57, !dbg !67
  store double %56, double* %arrayidx21, align 8, !dbg !68, !tbaa !39
  call void @llvm.dbg.value(metadata i64 %indvars.iv51, metadata !35, metadata !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value)), !dbg !36
  %cmp14 = icmp ugt i64 %indvars.iv51.in, 1, !dbg !57
  br i1 %cmp14, label %for.body15, label %for.end24, !dbg !60, !llvm.loop !77

for.end24:                                        ; preds = %for.body15, %middle.block, %for.cond13.preheader
  ret void, !dbg !78
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !79 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !85
  br label %vector.body, !dbg !86

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !88
  %vec.ind32 = phi <2 x i16> [ <i16 0, i16 1>, %entry ], [ %vec.ind.next35, %vector.body ], !dbg !90
  %step.add33 = add <2 x i16> %vec.ind32, <i16 2, i16 2>, !dbg !90
  %0 = urem <2 x i16> %vec.ind32, <i16 7, i16 7>, !dbg !90
  %1 = urem <2 x i16> %step.add33, <i16 7, i16 7>, !dbg !90
  %2 = zext <2 x i16> %0 to <2 x i32>, !dbg !90
  %3 = zext <2 x i16> %1 to <2 x i32>, !dbg !90
  %4 = add nsw <2 x i32> %2, <i32 -3, i32 -3>, !dbg !91
  %5 = add nsw <2 x i32> %3, <i32 -3, i32 -3>, !dbg !91
  %6 = sitofp <2 x i32> %4 to <2 x double>, !dbg !91
  %7 = sitofp <2 x i32> %5 to <2 x double>, !dbg !91
  %8 = getelementptr inbounds [300 x double], [300 x double]* @X, i64 0, i64 %index, !dbg !88
  %9 = bitcast double* %8 to <2 x double>*, !dbg !92
  store <2 x double> %6, <2 x double>* %9, align 16, !dbg !92, !tbaa !39
  %10 = getelementptr inbounds double, double* %8, i64 2, !dbg !92
  %11 = bitcast double* %10 to <2 x double>*, !dbg !92
  store <2 x double> %7, <2 x double>* %11, align 16, !dbg !92, !tbaa !39
  %index.next = add nuw i64 %index, 4, !dbg !88
  %vec.ind.next35 = add <2 x i16> %vec.ind32, <i16 4, i16 4>, !dbg !90
  %12 = icmp eq i64 %index.next, 300, !dbg !88
  br i1 %12, label %for.end, label %vector.body, !dbg !88, !llvm.loop !93

for.end:                                          ; preds = %vector.body
  tail call void @kernel_suffix(i32 noundef 300, double* noundef getelementptr inbounds ([300 x double], [300 x double]* @X, i64 0, i64 0), double* noundef getelementptr inbounds ([300 x double], [300 x double]* @Y, i64 0, i64 0), double* noundef getelementptr inbounds ([300 x double], [300 x double]* @R, i64 0, i64 0)), !dbg !95
  call void @llvm.dbg.value(metadata i32 0, metadata !83, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !84, metadata !DIExpression()), !dbg !85
  br label %for.body4, !dbg !96

for.body4:                                        ; preds = %for.body4, %for.end
  %indvars.iv27 = phi i64 [ 0, %for.end ], [ %indvars.iv.next28.2, %for.body4 ]
  %s.025 = phi double [ 0.000000e+00, %for.end ], [ %add.2, %for.body4 ]
  call void @llvm.dbg.value(metadata double %s.025, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv27, metadata !83, metadata !DIExpression()), !dbg !85
  %arrayidx6 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %indvars.iv27, !dbg !98
  %13 = load double, double* %arrayidx6, align 8, !dbg !98, !tbaa !39
  %arrayidx8 = getelementptr inbounds [300 x double], [300 x double]* @R, i64 0, i64 %indvars.iv27, !dbg !100
  %14 = load double, double* %arrayidx8, align 8, !dbg !100, !tbaa !39
  %15 = tail call double @llvm.fmuladd.f64(double %14, double 5.000000e-01, double %13), !dbg !101
  %add = fadd double %s.025, %15, !dbg !102
  call void @llvm.dbg.value(metadata double %add, metadata !84, metadata !DIExpression()), !dbg !85
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1, !dbg !103
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28, metadata !83, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double %add, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28, metadata !83, metadata !DIExpression()), !dbg !85
  %arrayidx6.1 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %indvars.iv.next28, !dbg !98
  %16 = load double, double* %arrayidx6.1, align 8, !dbg !98, !tbaa !39
  %arrayidx8.1 = getelementptr inbounds [300 x double], [300 x double]* @R, i64 0, i64 %indvars.iv.next28, !dbg !100
  %17 = load double, double* %arrayidx8.1, align 8, !dbg !100, !tbaa !39
  %18 = tail call double @llvm.fmuladd.f64(double %17, double 5.000000e-01, double %16), !dbg !101
  %add.1 = fadd double %add, %18, !dbg !102
  call void @llvm.dbg.value(metadata double %add.1, metadata !84, metadata !DIExpression()), !dbg !85
  %indvars.iv.next28.1 = add nuw nsw i64 %indvars.iv27, 2, !dbg !103
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.1, metadata !83, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata double %add.1, metadata !84, metadata !DIExpression()), !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.1, metadata !83, metadata !DIExpression()), !dbg !85
  %arrayidx6.2 = getelementptr inbounds [300 x double], [300 x double]* @Y, i64 0, i64 %indvars.iv.next28.1, !dbg !98
  %19 = load double, double* %arrayidx6.2, align 8, !dbg !98, !tbaa !39
  %arrayidx8.2 = getelementptr inbounds [300 x double], [300 x double]* @R, i64 0, i64 %indvars.iv.next28.1, !dbg !100
  %20 = load double, double* %arrayidx8.2, align 8, !dbg !100, !tbaa !39
  %21 = tail call double @llvm.fmuladd.f64(double %20, double 5.000000e-01, double %19), !dbg !101
  %add.2 = fadd double %add.1, %21, !dbg !102
  call void @llvm.dbg.value(metadata double %add.2, metadata !84, metadata !DIExpression()), !dbg !85
  %indvars.iv.next28.2 = add nuw nsw i64 %indvars.iv27, 3, !dbg !103
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.2, metadata !83, metadata !DIExpression()), !dbg !85
  %exitcond30.not.2 = icmp eq i64 %indvars.iv.next28.2, 300, !dbg !104
  br i1 %exitcond30.not.2, label %for.end11, label %for.body4, !dbg !96, !llvm.loop !105

for.end11:                                        ; preds = %for.body4
  store double %add.2, double* @checksum, align 8, !dbg !107, !tbaa !39
  ret i32 0, !dbg !108
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "X", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "suffix.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Y", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 19200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 300)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "R", scope: !2, file: !3, line: 11, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 12, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_suffix", scope: !3, file: !3, line: 14, type: !24, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !30)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !26, !27, !29, !29}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!30 = !{!31, !32, !33, !34, !35}
!31 = !DILocalVariable(name: "n", arg: 1, scope: !23, file: !3, line: 14, type: !26)
!32 = !DILocalVariable(name: "x", arg: 2, scope: !23, file: !3, line: 14, type: !27)
!33 = !DILocalVariable(name: "y", arg: 3, scope: !23, file: !3, line: 14, type: !29)
!34 = !DILocalVariable(name: "r", arg: 4, scope: !23, file: !3, line: 15, type: !29)
!35 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 17, type: !26)
!36 = !DILocation(line: 0, scope: !23)
!37 = !DILocation(line: 18, column: 18, scope: !23)
!38 = !DILocation(line: 18, column: 14, scope: !23)
!39 = !{!40, !40, i64 0}
!40 = !{!"double", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 18, column: 3, scope: !23)
!44 = !DILocation(line: 18, column: 12, scope: !23)
!45 = !DILocation(line: 19, column: 21, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 19, column: 3)
!47 = distinct !DILexicalBlock(scope: !23, file: !3, line: 19, column: 3)
!48 = !DILocation(line: 19, column: 3, scope: !47)
!49 = !DILocation(line: 19, column: 14, scope: !47)
!50 = !DILocation(line: 20, column: 12, scope: !46)
!51 = !DILocation(line: 20, column: 23, scope: !46)
!52 = !DILocation(line: 20, column: 19, scope: !46)
!53 = !DILocation(line: 20, column: 17, scope: !46)
!54 = !DILocation(line: 20, column: 5, scope: !46)
!55 = !DILocation(line: 20, column: 10, scope: !46)
!56 = !DILocation(line: 19, column: 28, scope: !46)
!57 = !DILocation(line: 21, column: 21, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 21, column: 3)
!59 = distinct !DILexicalBlock(scope: !23, file: !3, line: 21, column: 3)
!60 = !DILocation(line: 21, column: 3, scope: !59)
!61 = !DILocation(line: 0, scope: !59)
!62 = !DILocation(line: 22, column: 20, scope: !58)
!63 = !{!64}
!64 = distinct !{!64, !65}
!65 = distinct !{!65, !"LVerDomain"}
!66 = !DILocation(line: 22, column: 13, scope: !58)
!67 = !DILocation(line: 22, column: 5, scope: !58)
!68 = !DILocation(line: 22, column: 18, scope: !58)
!69 = !{!70}
!70 = distinct !{!70, !65}
!71 = distinct !{!71, !60, !72, !73, !74}
!72 = !DILocation(line: 22, column: 23, scope: !59)
!73 = !{!"llvm.loop.mustprogress"}
!74 = !{!"llvm.loop.isvectorized", i32 1}
!75 = distinct !{!75, !48, !76, !73}
!76 = !DILocation(line: 20, column: 26, scope: !47)
!77 = distinct !{!77, !60, !72, !73, !74}
!78 = !DILocation(line: 23, column: 1, scope: !23)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !80, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!26}
!82 = !{!83, !84}
!83 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 27, type: !26)
!84 = !DILocalVariable(name: "s", scope: !79, file: !3, line: 28, type: !5)
!85 = !DILocation(line: 0, scope: !79)
!86 = !DILocation(line: 29, column: 3, scope: !87)
!87 = distinct !DILexicalBlock(scope: !79, file: !3, line: 29, column: 3)
!88 = !DILocation(line: 29, column: 23, scope: !89)
!89 = distinct !DILexicalBlock(scope: !87, file: !3, line: 29, column: 3)
!90 = !DILocation(line: 30, column: 23, scope: !89)
!91 = !DILocation(line: 30, column: 28, scope: !89)
!92 = !DILocation(line: 30, column: 10, scope: !89)
!93 = distinct !{!93, !86, !94, !73, !74}
!94 = !DILocation(line: 30, column: 30, scope: !87)
!95 = !DILocation(line: 31, column: 3, scope: !79)
!96 = !DILocation(line: 32, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !79, file: !3, line: 32, column: 3)
!98 = !DILocation(line: 33, column: 10, scope: !99)
!99 = distinct !DILexicalBlock(scope: !97, file: !3, line: 32, column: 3)
!100 = !DILocation(line: 33, column: 23, scope: !99)
!101 = !DILocation(line: 33, column: 15, scope: !99)
!102 = !DILocation(line: 33, column: 7, scope: !99)
!103 = !DILocation(line: 32, column: 23, scope: !99)
!104 = !DILocation(line: 32, column: 17, scope: !99)
!105 = distinct !{!105, !96, !106, !73}
!106 = !DILocation(line: 33, column: 26, scope: !97)
!107 = !DILocation(line: 34, column: 12, scope: !79)
!108 = !DILocation(line: 35, column: 3, scope: !79)
