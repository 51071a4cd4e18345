; ModuleID = 'jacobi1d.c'
source_filename = "jacobi1d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ar = internal global [500 x double] zeroinitializer, align 16, !dbg !0
@Br = internal global [500 x double] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi1d(i32 noundef %tsteps, i32 noundef %n, double* nocapture noundef %a, double* nocapture noundef %b) local_unnamed_addr #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata i32 %tsteps, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 %n, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %a, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double* %b, metadata !30, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  %cmp48 = icmp sgt i32 %tsteps, 0, !dbg !34
  br i1 %cmp48, label %for.cond1.preheader.lr.ph, label %for.end26, !dbg !37

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %sub = add i32 %n, -1
  %cmp244 = icmp sgt i32 %n, 2
  %wide.trip.count = zext i32 %sub to i64
  %wide.trip.count58 = zext i32 %sub to i64
  %scevgep = getelementptr double, double* %a, i64 1, !dbg !37
  %scevgep62 = getelementptr double, double* %a, i64 %wide.trip.count, !dbg !37
  %scevgep64 = getelementptr double, double* %b, i64 1, !dbg !37
  %scevgep66 = getelementptr double, double* %b, i64 %wide.trip.count, !dbg !37
  %0 = add nsw i64 %wide.trip.count, -1, !dbg !37
  %scevgep70 = getelementptr double, double* %b, i64 1, !dbg !37
  %scevgep72 = getelementptr double, double* %b, i64 %wide.trip.count, !dbg !37
  %1 = add nuw nsw i64 %wide.trip.count, 1, !dbg !37
  %scevgep75 = getelementptr double, double* %a, i64 %1, !dbg !37
  %2 = add nsw i64 %wide.trip.count, -1, !dbg !37
  %3 = add nsw i64 %wide.trip.count, -3, !dbg !37
  %4 = lshr i64 %3, 1, !dbg !37
  %5 = add nuw i64 %4, 1, !dbg !37
  %6 = add nsw i64 %wide.trip.count, -5, !dbg !37
  %7 = lshr i64 %6, 2, !dbg !37
  %8 = add nuw nsw i64 %7, 1, !dbg !37
  %min.iters.check83 = icmp ult i64 %2, 2
  %bound077 = icmp ult double* %scevgep70, %scevgep75
  %bound178 = icmp ugt double* %scevgep72, %a
  %found.conflict79 = and i1 %bound077, %bound178
  %n.vec86 = and i64 %2, -2
  %ind.end88 = or i64 %2, 1
  %xtraiter = and i64 %5, 1
  %9 = icmp ult i64 %3, 2
  %unroll_iter = and i64 %5, -2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  %cmp.n89 = icmp eq i64 %2, %n.vec86
  %10 = and i64 %wide.trip.count, 1
  %lcmp.mod99.not.not = icmp eq i64 %10, 0
  %11 = sub nsw i64 0, %wide.trip.count
  %min.iters.check = icmp ult i64 %0, 4
  %bound0 = icmp ult double* %scevgep, %scevgep66
  %bound1 = icmp ult double* %scevgep64, %scevgep62
  %found.conflict = and i1 %bound0, %bound1
  %n.vec = and i64 %0, -4
  %ind.end = or i64 %n.vec, 1
  %xtraiter100 = and i64 %8, 3
  %12 = icmp ult i64 %6, 12
  %unroll_iter102 = and i64 %8, 9223372036854775804
  %lcmp.mod101.not = icmp eq i64 %xtraiter100, 0
  %cmp.n = icmp eq i64 %0, %n.vec
  br label %for.cond1.preheader, !dbg !37

for.cond1.preheader:                              ; preds = %for.cond1.preheader.lr.ph, %for.inc24
  %t.049 = phi i32 [ 0, %for.cond1.preheader.lr.ph ], [ %inc25, %for.inc24 ]
  call void @llvm.dbg.value(metadata i32 %t.049, metadata !31, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !33
  br i1 %cmp244, label %for.body3.preheader, label %for.inc24, !dbg !38

for.body3.preheader:                              ; preds = %for.cond1.preheader
  %brmerge = select i1 %min.iters.check83, i1 true, i1 %found.conflict79, !dbg !38
  br i1 %brmerge, label %for.body3.preheader97, label %vector.ph84, !dbg !38

vector.ph84:                                      ; preds = %for.body3.preheader
  br i1 %9, label %middle.block80.unr-lcssa, label %vector.body82, !dbg !38

vector.body82:                                    ; preds = %vector.ph84, %vector.body82
  %index90 = phi i64 [ %index.next95.1, %vector.body82 ], [ 0, %vector.ph84 ]
  %niter = phi i64 [ %niter.next.1, %vector.body82 ], [ 0, %vector.ph84 ]
  %offset.idx91 = or i64 %index90, 1
  %13 = getelementptr inbounds double, double* %a, i64 %index90, !dbg !41
  %14 = bitcast double* %13 to <2 x double>*, !dbg !41
  %wide.load92 = load <2 x double>, <2 x double>* %14, align 8, !dbg !41, !tbaa !43, !alias.scope !47
  %15 = getelementptr inbounds double, double* %a, i64 %offset.idx91, !dbg !50
  %16 = bitcast double* %15 to <2 x double>*, !dbg !50
  %wide.load93 = load <2 x double>, <2 x double>* %16, align 8, !dbg !50, !tbaa !43, !alias.scope !47
  %17 = fadd <2 x double> %wide.load92, %wide.load93, !dbg !51
  %18 = or i64 %index90, 2, !dbg !52
  %19 = getelementptr inbounds double, double* %a, i64 %18, !dbg !53
  %20 = bitcast double* %19 to <2 x double>*, !dbg !53
  %wide.load94 = load <2 x double>, <2 x double>* %20, align 8, !dbg !53, !tbaa !43, !alias.scope !47
  %21 = fadd <2 x double> %17, %wide.load94, !dbg !54
  %22 = fdiv <2 x double> %21, <double 3.000000e+00, double 3.000000e+00>, !dbg !55
  %23 = getelementptr inbounds double, double* %b, i64 %offset.idx91, !dbg !56
  %24 = bitcast double* %23 to <2 x double>*, !dbg !57
  store <2 x double> %22, <2 x double>* %24, align 8, !dbg !57, !tbaa !43, !alias.scope !58, !noalias !47
  %index.next95 = or i64 %index90, 2
  %offset.idx91.1 = or i64 %index90, 3
  %25 = getelementptr inbounds double, double* %a, i64 %index.next95, !dbg !41
  %26 = bitcast double* %25 to <2 x double>*, !dbg !41
  %wide.load92.1 = load <2 x double>, <2 x double>* %26, align 8, !dbg !41, !tbaa !43, !alias.scope !47
  %27 = getelementptr inbounds double, double* %a, i64 %offset.idx91.1, !dbg !50
  %28 = bitcast double* %27 to <2 x double>*, !dbg !50
  %wide.load93.1 = load <2 x double>, <2 x double>* %28, align 8, !dbg !50, !tbaa !43, !alias.scope !47
  %29 = fadd <2 x double> %wide.load92.1, %wide.load93.1, !dbg !51
  %30 = add i64 %index90, 4, !dbg !52
  %31 = getelementptr inbounds double, double* %a, i64 %30, !dbg !53
  %32 = bitcast double* %31 to <2 x double>*, !dbg !53
  %wide.load94.1 = load <2 x double>, <2 x double>* %32, align 8, !dbg !53, !tbaa !43, !alias.scope !47
  %33 = fadd <2 x double> %29, %wide.load94.1, !dbg !54
  %34 = fdiv <2 x double> %33, <double 3.000000e+00, double 3.000000e+00>, !dbg !55
  %35 = getelementptr inbounds double, double* %b, i64 %offset.idx91.1, !dbg !56
  %36 = bitcast double* %35 to <2 x double>*, !dbg !57
  store <2 x double> %34, <2 x double>* %36, align 8, !dbg !57, !tbaa !43, !alias.scope !58, !noalias !47
  %index.next95.1 = add nuw i64 %index90, 4
  %niter.next.1 = add nuw i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block80.unr-lcssa, label %vector.body82, !llvm.loop !60

middle.block80.unr-lcssa:                         ; preds = %vector.body82, %vector.ph84
  %index90.unr = phi i64 [ 0, %vector.ph84 ], [ %index.next95.1, %vector.body82 ]
  br i1 %lcmp.mod.not, label %middle.block80, label %vector.body82.epil

vector.body82.epil:                               ; preds = %middle.block80.unr-lcssa
  %offset.idx91.epil = or i64 %index90.unr, 1
  %37 = getelementptr inbounds double, double* %a, i64 %index90.unr, !dbg !41
  %38 = bitcast double* %37 to <2 x double>*, !dbg !41
  %wide.load92.epil = load <2 x double>, <2 x double>* %38, align 8, !dbg !41, !tbaa !43, !alias.scope !47
  %39 = getelementptr inbounds double, double* %a, i64 %offset.idx91.epil, !dbg !50
  %40 = bitcast double* %39 to <2 x double>*, !dbg !50
  %wide.load93.epil = load <2 x double>, <2 x double>* %40, align 8, !dbg !50, !tbaa !43, !alias.scope !47
  %41 = fadd <2 x double> %wide.load92.epil, %wide.load93.epil, !dbg !51
  %42 = add i64 %index90.unr, 2, !dbg !52
  %43 = getelementptr inbounds double, double* %a, i64 %42, !dbg !53
  %44 = bitcast double* %43 to <2 x double>*, !dbg !53
  %wide.load94.epil = load <2 x double>, <2 x double>* %44, align 8, !dbg !53, !tbaa !43, !alias.scope !47
  %45 = fadd <2 x double> %41, %wide.load94.epil, !dbg !54
  %46 = fdiv <2 x double> %45, <double 3.000000e+00, double 3.000000e+00>, !dbg !55
  %47 = getelementptr inbounds double, double* %b, i64 %offset.idx91.epil, !dbg !56
  %48 = bitcast double* %47 to <2 x double>*, !dbg !57
  store <2 x double> %46, <2 x double>* %48, align 8, !dbg !57, !tbaa !43, !alias.scope !58, !noalias !47
  br label %middle.block80, !dbg !38

middle.block80:                                   ; preds = %middle.block80.unr-lcssa, %vector.body82.epil
  br i1 %cmp.n89, label %for.cond13.preheader, label %for.body3.preheader97, !dbg !38

for.body3.preheader97:                            ; preds = %for.body3.preheader, %middle.block80
  %indvars.iv.ph = phi i64 [ 1, %for.body3.preheader ], [ %ind.end88, %middle.block80 ]
  %49 = xor i64 %indvars.iv.ph, -1, !dbg !38
  br i1 %lcmp.mod99.not.not, label %for.body3.prol, label %for.body3.prol.loopexit, !dbg !38

for.body3.prol:                                   ; preds = %for.body3.preheader97
  call void @llvm.dbg.value(metadata i64 undef, metadata !32, metadata !DIExpression()), !dbg !33
  %50 = add nsw i64 %indvars.iv.ph, -1, !dbg !64
  %arrayidx.prol = getelementptr inbounds double, double* %a, i64 %50, !dbg !41
  %51 = load double, double* %arrayidx.prol, align 8, !dbg !41, !tbaa !43
  %arrayidx6.prol = getelementptr inbounds double, double* %a, i64 %indvars.iv.ph, !dbg !50
  %52 = load double, double* %arrayidx6.prol, align 8, !dbg !50, !tbaa !43
  %add.prol = fadd double %51, %52, !dbg !51
  %indvars.iv.next.prol = add nuw nsw i64 %indvars.iv.ph, 1, !dbg !52
  %arrayidx9.prol = getelementptr inbounds double, double* %a, i64 %indvars.iv.next.prol, !dbg !53
  %53 = load double, double* %arrayidx9.prol, align 8, !dbg !53, !tbaa !43
  %add10.prol = fadd double %add.prol, %53, !dbg !54
  %div.prol = fdiv double %add10.prol, 3.000000e+00, !dbg !55
  %arrayidx12.prol = getelementptr inbounds double, double* %b, i64 %indvars.iv.ph, !dbg !56
  store double %div.prol, double* %arrayidx12.prol, align 8, !dbg !57, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.prol, metadata !32, metadata !DIExpression()), !dbg !33
  br label %for.body3.prol.loopexit, !dbg !38

for.body3.prol.loopexit:                          ; preds = %for.body3.prol, %for.body3.preheader97
  %indvars.iv.unr = phi i64 [ %indvars.iv.ph, %for.body3.preheader97 ], [ %indvars.iv.next.prol, %for.body3.prol ]
  %54 = icmp eq i64 %49, %11, !dbg !38
  br i1 %54, label %for.cond13.preheader, label %for.body3, !dbg !38

for.cond13.preheader:                             ; preds = %for.body3.prol.loopexit, %for.body3, %middle.block80
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !33
  br i1 %cmp244, label %for.body16.preheader, label %for.inc24, !dbg !65

for.body16.preheader:                             ; preds = %for.cond13.preheader
  %brmerge106 = or i1 %min.iters.check, %found.conflict, !dbg !65
  br i1 %brmerge106, label %for.body16.preheader96, label %vector.ph, !dbg !65

vector.ph:                                        ; preds = %for.body16.preheader
  br i1 %12, label %middle.block.unr-lcssa, label %vector.body, !dbg !65

vector.body:                                      ; preds = %vector.ph, %vector.body
  %index = phi i64 [ %index.next.3, %vector.body ], [ 0, %vector.ph ]
  %niter103 = phi i64 [ %niter103.next.3, %vector.body ], [ 0, %vector.ph ]
  %offset.idx = or i64 %index, 1
  %55 = getelementptr inbounds double, double* %b, i64 %offset.idx, !dbg !67
  %56 = bitcast double* %55 to <2 x double>*, !dbg !67
  %wide.load = load <2 x double>, <2 x double>* %56, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %57 = getelementptr inbounds double, double* %55, i64 2, !dbg !67
  %58 = bitcast double* %57 to <2 x double>*, !dbg !67
  %wide.load68 = load <2 x double>, <2 x double>* %58, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %59 = getelementptr inbounds double, double* %a, i64 %offset.idx, !dbg !72
  %60 = bitcast double* %59 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load, <2 x double>* %60, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %61 = getelementptr inbounds double, double* %59, i64 2, !dbg !73
  %62 = bitcast double* %61 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load68, <2 x double>* %62, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %offset.idx.1 = or i64 %index, 5
  %63 = getelementptr inbounds double, double* %b, i64 %offset.idx.1, !dbg !67
  %64 = bitcast double* %63 to <2 x double>*, !dbg !67
  %wide.load.1 = load <2 x double>, <2 x double>* %64, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %65 = getelementptr inbounds double, double* %63, i64 2, !dbg !67
  %66 = bitcast double* %65 to <2 x double>*, !dbg !67
  %wide.load68.1 = load <2 x double>, <2 x double>* %66, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %67 = getelementptr inbounds double, double* %a, i64 %offset.idx.1, !dbg !72
  %68 = bitcast double* %67 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load.1, <2 x double>* %68, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %69 = getelementptr inbounds double, double* %67, i64 2, !dbg !73
  %70 = bitcast double* %69 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load68.1, <2 x double>* %70, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %offset.idx.2 = or i64 %index, 9
  %71 = getelementptr inbounds double, double* %b, i64 %offset.idx.2, !dbg !67
  %72 = bitcast double* %71 to <2 x double>*, !dbg !67
  %wide.load.2 = load <2 x double>, <2 x double>* %72, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %73 = getelementptr inbounds double, double* %71, i64 2, !dbg !67
  %74 = bitcast double* %73 to <2 x double>*, !dbg !67
  %wide.load68.2 = load <2 x double>, <2 x double>* %74, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %75 = getelementptr inbounds double, double* %a, i64 %offset.idx.2, !dbg !72
  %76 = bitcast double* %75 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load.2, <2 x double>* %76, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %77 = getelementptr inbounds double, double* %75, i64 2, !dbg !73
  %78 = bitcast double* %77 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load68.2, <2 x double>* %78, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %offset.idx.3 = or i64 %index, 13
  %79 = getelementptr inbounds double, double* %b, i64 %offset.idx.3, !dbg !67
  %80 = bitcast double* %79 to <2 x double>*, !dbg !67
  %wide.load.3 = load <2 x double>, <2 x double>* %80, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %81 = getelementptr inbounds double, double* %79, i64 2, !dbg !67
  %82 = bitcast double* %81 to <2 x double>*, !dbg !67
  %wide.load68.3 = load <2 x double>, <2 x double>* %82, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %83 = getelementptr inbounds double, double* %a, i64 %offset.idx.3, !dbg !72
  %84 = bitcast double* %83 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load.3, <2 x double>* %84, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %85 = getelementptr inbounds double, double* %83, i64 2, !dbg !73
  %86 = bitcast double* %85 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load68.3, <2 x double>* %86, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %index.next.3 = add nuw i64 %index, 16
  %niter103.next.3 = add nuw i64 %niter103, 4
  %niter103.ncmp.3 = icmp eq i64 %niter103.next.3, %unroll_iter102
  br i1 %niter103.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !76

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  br i1 %lcmp.mod101.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %offset.idx.epil = or i64 %index.epil, 1
  %87 = getelementptr inbounds double, double* %b, i64 %offset.idx.epil, !dbg !67
  %88 = bitcast double* %87 to <2 x double>*, !dbg !67
  %wide.load.epil = load <2 x double>, <2 x double>* %88, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %89 = getelementptr inbounds double, double* %87, i64 2, !dbg !67
  %90 = bitcast double* %89 to <2 x double>*, !dbg !67
  %wide.load68.epil = load <2 x double>, <2 x double>* %90, align 8, !dbg !67, !tbaa !43, !alias.scope !69
  %91 = getelementptr inbounds double, double* %a, i64 %offset.idx.epil, !dbg !72
  %92 = bitcast double* %91 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load.epil, <2 x double>* %92, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %93 = getelementptr inbounds double, double* %91, i64 2, !dbg !73
  %94 = bitcast double* %93 to <2 x double>*, !dbg !73
  store <2 x double> %wide.load68.epil, <2 x double>* %94, align 8, !dbg !73, !tbaa !43, !alias.scope !74, !noalias !69
  %index.next.epil = add nuw i64 %index.epil, 4
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter100
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !78

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  br i1 %cmp.n, label %for.inc24, label %for.body16.preheader96, !dbg !65

for.body16.preheader96:                           ; preds = %for.body16.preheader, %middle.block
  %indvars.iv55.ph = phi i64 [ 1, %for.body16.preheader ], [ %ind.end, %middle.block ]
  %95 = sub nsw i64 %wide.trip.count, %indvars.iv55.ph, !dbg !65
  %96 = xor i64 %indvars.iv55.ph, -1, !dbg !65
  %97 = add nsw i64 %96, %wide.trip.count, !dbg !65
  %xtraiter104 = and i64 %95, 3, !dbg !65
  %lcmp.mod105.not = icmp eq i64 %xtraiter104, 0, !dbg !65
  br i1 %lcmp.mod105.not, label %for.body16.prol.loopexit, label %for.body16.prol, !dbg !65

for.body16.prol:                                  ; preds = %for.body16.preheader96, %for.body16.prol
  %indvars.iv55.prol = phi i64 [ %indvars.iv.next56.prol, %for.body16.prol ], [ %indvars.iv55.ph, %for.body16.preheader96 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body16.prol ], [ 0, %for.body16.preheader96 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv55.prol, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx18.prol = getelementptr inbounds double, double* %b, i64 %indvars.iv55.prol, !dbg !67
  %98 = load double, double* %arrayidx18.prol, align 8, !dbg !67, !tbaa !43
  %arrayidx20.prol = getelementptr inbounds double, double* %a, i64 %indvars.iv55.prol, !dbg !72
  store double %98, double* %arrayidx20.prol, align 8, !dbg !73, !tbaa !43
  %indvars.iv.next56.prol = add nuw nsw i64 %indvars.iv55.prol, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.prol, metadata !32, metadata !DIExpression()), !dbg !33
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !65
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter104, !dbg !65
  br i1 %prol.iter.cmp.not, label %for.body16.prol.loopexit, label %for.body16.prol, !dbg !65, !llvm.loop !81

for.body16.prol.loopexit:                         ; preds = %for.body16.prol, %for.body16.preheader96
  %indvars.iv55.unr = phi i64 [ %indvars.iv55.ph, %for.body16.preheader96 ], [ %indvars.iv.next56.prol, %for.body16.prol ]
  %99 = icmp ult i64 %97, 3, !dbg !65
  br i1 %99, label %for.inc24, label %for.body16, !dbg !65

for.body3:                                        ; preds = %for.body3.prol.loopexit, %for.body3
  %indvars.iv = phi i64 [ %indvars.iv.next.1, %for.body3 ], [ %indvars.iv.unr, %for.body3.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !32, metadata !DIExpression()), !dbg !33
  %100 = add nsw i64 %indvars.iv, -1, !dbg !64
  %arrayidx = getelementptr inbounds double, double* %a, i64 %100, !dbg !41
  %101 = load double, double* %arrayidx, align 8, !dbg !41, !tbaa !43
  %arrayidx6 = getelementptr inbounds double, double* %a, i64 %indvars.iv, !dbg !50
  %102 = load double, double* %arrayidx6, align 8, !dbg !50, !tbaa !43
  %add = fadd double %101, %102, !dbg !51
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !52
  %arrayidx9 = getelementptr inbounds double, double* %a, i64 %indvars.iv.next, !dbg !53
  %103 = load double, double* %arrayidx9, align 8, !dbg !53, !tbaa !43
  %add10 = fadd double %add, %103, !dbg !54
  %div = fdiv double %add10, 3.000000e+00, !dbg !55
  %arrayidx12 = getelementptr inbounds double, double* %b, i64 %indvars.iv, !dbg !56
  store double %div, double* %arrayidx12, align 8, !dbg !57, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx.1 = getelementptr inbounds double, double* %a, i64 %indvars.iv, !dbg !41
  %104 = load double, double* %arrayidx.1, align 8, !dbg !41, !tbaa !43
  %arrayidx6.1 = getelementptr inbounds double, double* %a, i64 %indvars.iv.next, !dbg !50
  %105 = load double, double* %arrayidx6.1, align 8, !dbg !50, !tbaa !43
  %add.1 = fadd double %104, %105, !dbg !51
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !52
  %arrayidx9.1 = getelementptr inbounds double, double* %a, i64 %indvars.iv.next.1, !dbg !53
  %106 = load double, double* %arrayidx9.1, align 8, !dbg !53, !tbaa !43
  %add10.1 = fadd double %add.1, %106, !dbg !54
  %div.1 = fdiv double %add10.1, 3.000000e+00, !dbg !55
  %arrayidx12.1 = getelementptr inbounds double, double* %b, i64 %indvars.iv.next, !dbg !56
  store double %div.1, double* %arrayidx12.1, align 8, !dbg !57, !tbaa !43
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !32, metadata !DIExpression()), !dbg !33
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, %wide.trip.count, !dbg !82
  br i1 %exitcond.not.1, label %for.cond13.preheader, label %for.body3, !dbg !38, !llvm.loop !83

for.body16:                                       ; preds = %for.body16.prol.loopexit, %for.body16
  %indvars.iv55 = phi i64 [ %indvars.iv.next56.3, %for.body16 ], [ %indvars.iv55.unr, %for.body16.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv55, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx18 = getelementptr inbounds double, double* %b, i64 %indvars.iv55, !dbg !67
  %107 = load double, double* %arrayidx18, align 8, !dbg !67, !tbaa !43
  %arrayidx20 = getelementptr inbounds double, double* %a, i64 %indvars.iv55, !dbg !72
  store double %107, double* %arrayidx20, align 8, !dbg !73, !tbaa !43
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1, !dbg !80
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx18.1 = getelementptr inbounds double, double* %b, i64 %indvars.iv.next56, !dbg !67
  %108 = load double, double* %arrayidx18.1, align 8, !dbg !67, !tbaa !43
  %arrayidx20.1 = getelementptr inbounds double, double* %a, i64 %indvars.iv.next56, !dbg !72
  store double %108, double* %arrayidx20.1, align 8, !dbg !73, !tbaa !43
  %indvars.iv.next56.1 = add nuw nsw i64 %indvars.iv55, 2, !dbg !80
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.1, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.1, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx18.2 = getelementptr inbounds double, double* %b, i64 %indvars.iv.next56.1, !dbg !67
  %109 = load double, double* %arrayidx18.2, align 8, !dbg !67, !tbaa !43
  %arrayidx20.2 = getelementptr inbounds double, double* %a, i64 %indvars.iv.next56.1, !dbg !72
  store double %109, double* %arrayidx20.2, align 8, !dbg !73, !tbaa !43
  %indvars.iv.next56.2 = add nuw nsw i64 %indvars.iv55, 3, !dbg !80
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.2, metadata !32, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.2, metadata !32, metadata !DIExpression()), !dbg !33
  %arrayidx18.3 = getelementptr inbounds double, double* %b, i64 %indvars.iv.next56.2, !dbg !67
  %110 = load double, double* %arrayidx18.3, align 8, !dbg !67, !tbaa !43
  %arrayidx20.3 = getelementptr inbounds double, double* %a, i64 %indvars.iv.next56.2, !dbg !72
  store double %110, double* %arrayidx20.3, align 8, !dbg !73, !tbaa !43
  %indvars.iv.next56.3 = add nuw nsw i64 %indvars.iv55, 4, !dbg !80
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next56.3, metadata !32, metadata !DIExpression()), !dbg !33
  %exitcond59.not.3 = icmp eq i64 %indvars.iv.next56.3, %wide.trip.count58, !dbg !84
  br i1 %exitcond59.not.3, label %for.inc24, label %for.body16, !dbg !65, !llvm.loop !85

for.inc24:                                        ; preds = %for.body16.prol.loopexit, %for.body16, %middle.block, %for.cond1.preheader, %for.cond13.preheader
  %inc25 = add nuw nsw i32 %t.049, 1, !dbg !86
  call void @llvm.dbg.value(metadata i32 %inc25, metadata !31, metadata !DIExpression()), !dbg !33
  %exitcond60.not = icmp eq i32 %inc25, %tsteps, !dbg !34
  br i1 %exitcond60.not, label %for.end26, label %for.cond1.preheader, !dbg !37, !llvm.loop !87

for.end26:                                        ; preds = %for.inc24, %entry
  ret void, !dbg !89
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !90 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(4000) bitcast ([500 x double]* @Br to i8*), i8 0, i64 4000, i1 false), !dbg !97, !tbaa !43
  br label %vector.body, !dbg !101

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !102
  %vec.ind32 = phi <2 x i16> [ <i16 0, i16 1>, %entry ], [ %vec.ind.next35, %vector.body ], !dbg !103
  %step.add33 = add <2 x i16> %vec.ind32, <i16 2, i16 2>, !dbg !103
  %0 = urem <2 x i16> %vec.ind32, <i16 10, i16 10>, !dbg !103
  %1 = urem <2 x i16> %step.add33, <i16 10, i16 10>, !dbg !103
  %2 = uitofp <2 x i16> %0 to <2 x double>, !dbg !104
  %3 = uitofp <2 x i16> %1 to <2 x double>, !dbg !104
  %4 = getelementptr inbounds [500 x double], [500 x double]* @Ar, i64 0, i64 %index, !dbg !102
  %5 = bitcast double* %4 to <2 x double>*, !dbg !105
  store <2 x double> %2, <2 x double>* %5, align 16, !dbg !105, !tbaa !43
  %6 = getelementptr inbounds double, double* %4, i64 2, !dbg !105
  %7 = bitcast double* %6 to <2 x double>*, !dbg !105
  store <2 x double> %3, <2 x double>* %7, align 16, !dbg !105, !tbaa !43
  %index.next = add nuw i64 %index, 4, !dbg !102
  %vec.ind.next35 = add <2 x i16> %vec.ind32, <i16 4, i16 4>, !dbg !103
  %8 = icmp eq i64 %index.next, 500, !dbg !102
  br i1 %8, label %for.end, label %vector.body, !dbg !102, !llvm.loop !106

for.end:                                          ; preds = %vector.body
  tail call void @kernel_jacobi1d(i32 noundef 10, i32 noundef 500, double* noundef getelementptr inbounds ([500 x double], [500 x double]* @Ar, i64 0, i64 0), double* noundef getelementptr inbounds ([500 x double], [500 x double]* @Br, i64 0, i64 0)), !dbg !108
  call void @llvm.dbg.value(metadata i32 0, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !95, metadata !DIExpression()), !dbg !96
  br label %for.body6, !dbg !109

for.body6:                                        ; preds = %for.body6, %for.end
  %indvars.iv27 = phi i64 [ 0, %for.end ], [ %indvars.iv.next28.4, %for.body6 ]
  %s.025 = phi double [ 0.000000e+00, %for.end ], [ %add.4, %for.body6 ]
  call void @llvm.dbg.value(metadata double %s.025, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv27, metadata !94, metadata !DIExpression()), !dbg !96
  %arrayidx8 = getelementptr inbounds [500 x double], [500 x double]* @Ar, i64 0, i64 %indvars.iv27, !dbg !111
  %9 = load double, double* %arrayidx8, align 8, !dbg !111, !tbaa !43
  %add = fadd double %s.025, %9, !dbg !113
  call void @llvm.dbg.value(metadata double %add, metadata !95, metadata !DIExpression()), !dbg !96
  %indvars.iv.next28 = add nuw nsw i64 %indvars.iv27, 1, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %add, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28, metadata !94, metadata !DIExpression()), !dbg !96
  %arrayidx8.1 = getelementptr inbounds [500 x double], [500 x double]* @Ar, i64 0, i64 %indvars.iv.next28, !dbg !111
  %10 = load double, double* %arrayidx8.1, align 8, !dbg !111, !tbaa !43
  %add.1 = fadd double %add, %10, !dbg !113
  call void @llvm.dbg.value(metadata double %add.1, metadata !95, metadata !DIExpression()), !dbg !96
  %indvars.iv.next28.1 = add nuw nsw i64 %indvars.iv27, 2, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.1, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %add.1, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.1, metadata !94, metadata !DIExpression()), !dbg !96
  %arrayidx8.2 = getelementptr inbounds [500 x double], [500 x double]* @Ar, i64 0, i64 %indvars.iv.next28.1, !dbg !111
  %11 = load double, double* %arrayidx8.2, align 8, !dbg !111, !tbaa !43
  %add.2 = fadd double %add.1, %11, !dbg !113
  call void @llvm.dbg.value(metadata double %add.2, metadata !95, metadata !DIExpression()), !dbg !96
  %indvars.iv.next28.2 = add nuw nsw i64 %indvars.iv27, 3, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.2, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %add.2, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.2, metadata !94, metadata !DIExpression()), !dbg !96
  %arrayidx8.3 = getelementptr inbounds [500 x double], [500 x double]* @Ar, i64 0, i64 %indvars.iv.next28.2, !dbg !111
  %12 = load double, double* %arrayidx8.3, align 8, !dbg !111, !tbaa !43
  %add.3 = fadd double %add.2, %12, !dbg !113
  call void @llvm.dbg.value(metadata double %add.3, metadata !95, metadata !DIExpression()), !dbg !96
  %indvars.iv.next28.3 = add nuw nsw i64 %indvars.iv27, 4, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.3, metadata !94, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata double %add.3, metadata !95, metadata !DIExpression()), !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.3, metadata !94, metadata !DIExpression()), !dbg !96
  %arrayidx8.4 = getelementptr inbounds [500 x double], [500 x double]* @Ar, i64 0, i64 %indvars.iv.next28.3, !dbg !111
  %13 = load double, double* %arrayidx8.4, align 8, !dbg !111, !tbaa !43
  %add.4 = fadd double %add.3, %13, !dbg !113
  call void @llvm.dbg.value(metadata double %add.4, metadata !95, metadata !DIExpression()), !dbg !96
  %indvars.iv.next28.4 = add nuw nsw i64 %indvars.iv27, 5, !dbg !114
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next28.4, metadata !94, metadata !DIExpression()), !dbg !96
  %exitcond30.not.4 = icmp eq i64 %indvars.iv.next28.4, 500, !dbg !115
  br i1 %exitcond30.not.4, label %for.end11, label %for.body6, !dbg !109, !llvm.loop !116

for.end11:                                        ; preds = %for.body6
  store double %add.4, double* @checksum, align 8, !dbg !118, !tbaa !43
  ret i32 0, !dbg !119
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: argmemonly nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nounwind willreturn writeonly }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Ar", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi1d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Br", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 500)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_jacobi1d", scope: !3, file: !3, line: 16, type: !22, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !24, !25, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!26 = !{!27, !28, !29, !30, !31, !32}
!27 = !DILocalVariable(name: "tsteps", arg: 1, scope: !21, file: !3, line: 16, type: !24)
!28 = !DILocalVariable(name: "n", arg: 2, scope: !21, file: !3, line: 16, type: !24)
!29 = !DILocalVariable(name: "a", arg: 3, scope: !21, file: !3, line: 16, type: !25)
!30 = !DILocalVariable(name: "b", arg: 4, scope: !21, file: !3, line: 17, type: !25)
!31 = !DILocalVariable(name: "t", scope: !21, file: !3, line: 19, type: !24)
!32 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 19, type: !24)
!33 = !DILocation(line: 0, scope: !21)
!34 = !DILocation(line: 20, column: 17, scope: !35)
!35 = distinct !DILexicalBlock(scope: !36, file: !3, line: 20, column: 3)
!36 = distinct !DILexicalBlock(scope: !21, file: !3, line: 20, column: 3)
!37 = !DILocation(line: 20, column: 3, scope: !36)
!38 = !DILocation(line: 21, column: 5, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 21, column: 5)
!40 = distinct !DILexicalBlock(scope: !35, file: !3, line: 20, column: 32)
!41 = !DILocation(line: 22, column: 15, scope: !42)
!42 = distinct !DILexicalBlock(scope: !39, file: !3, line: 21, column: 5)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !{!48}
!48 = distinct !{!48, !49}
!49 = distinct !{!49, !"LVerDomain"}
!50 = !DILocation(line: 22, column: 26, scope: !42)
!51 = !DILocation(line: 22, column: 24, scope: !42)
!52 = !DILocation(line: 22, column: 37, scope: !42)
!53 = !DILocation(line: 22, column: 33, scope: !42)
!54 = !DILocation(line: 22, column: 31, scope: !42)
!55 = !DILocation(line: 22, column: 43, scope: !42)
!56 = !DILocation(line: 22, column: 7, scope: !42)
!57 = !DILocation(line: 22, column: 12, scope: !42)
!58 = !{!59}
!59 = distinct !{!59, !49}
!60 = distinct !{!60, !38, !61, !62, !63}
!61 = !DILocation(line: 22, column: 45, scope: !39)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !{!"llvm.loop.isvectorized", i32 1}
!64 = !DILocation(line: 22, column: 19, scope: !42)
!65 = !DILocation(line: 23, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !40, file: !3, line: 23, column: 5)
!67 = !DILocation(line: 24, column: 14, scope: !68)
!68 = distinct !DILexicalBlock(scope: !66, file: !3, line: 23, column: 5)
!69 = !{!70}
!70 = distinct !{!70, !71}
!71 = distinct !{!71, !"LVerDomain"}
!72 = !DILocation(line: 24, column: 7, scope: !68)
!73 = !DILocation(line: 24, column: 12, scope: !68)
!74 = !{!75}
!75 = distinct !{!75, !71}
!76 = distinct !{!76, !65, !77, !62, !63}
!77 = !DILocation(line: 24, column: 17, scope: !66)
!78 = distinct !{!78, !79}
!79 = !{!"llvm.loop.unroll.disable"}
!80 = !DILocation(line: 23, column: 29, scope: !68)
!81 = distinct !{!81, !79}
!82 = !DILocation(line: 21, column: 19, scope: !42)
!83 = distinct !{!83, !38, !61, !62, !63}
!84 = !DILocation(line: 23, column: 19, scope: !68)
!85 = distinct !{!85, !65, !77, !62, !63}
!86 = !DILocation(line: 20, column: 28, scope: !35)
!87 = distinct !{!87, !37, !88, !62}
!88 = !DILocation(line: 25, column: 3, scope: !36)
!89 = !DILocation(line: 26, column: 1, scope: !21)
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !91, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!24}
!93 = !{!94, !95}
!94 = !DILocalVariable(name: "i", scope: !90, file: !3, line: 30, type: !24)
!95 = !DILocalVariable(name: "s", scope: !90, file: !3, line: 31, type: !5)
!96 = !DILocation(line: 0, scope: !90)
!97 = !DILocation(line: 34, column: 11, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 32, column: 27)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 32, column: 3)
!100 = distinct !DILexicalBlock(scope: !90, file: !3, line: 32, column: 3)
!101 = !DILocation(line: 32, column: 3, scope: !100)
!102 = !DILocation(line: 32, column: 23, scope: !99)
!103 = !DILocation(line: 33, column: 24, scope: !98)
!104 = !DILocation(line: 33, column: 13, scope: !98)
!105 = !DILocation(line: 33, column: 11, scope: !98)
!106 = distinct !{!106, !101, !107, !62, !63}
!107 = !DILocation(line: 35, column: 3, scope: !100)
!108 = !DILocation(line: 36, column: 3, scope: !90)
!109 = !DILocation(line: 37, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !90, file: !3, line: 37, column: 3)
!111 = !DILocation(line: 38, column: 10, scope: !112)
!112 = distinct !DILexicalBlock(scope: !110, file: !3, line: 37, column: 3)
!113 = !DILocation(line: 38, column: 7, scope: !112)
!114 = !DILocation(line: 37, column: 23, scope: !112)
!115 = !DILocation(line: 37, column: 17, scope: !112)
!116 = distinct !{!116, !109, !117, !62}
!117 = !DILocation(line: 38, column: 14, scope: !110)
!118 = !DILocation(line: 39, column: 12, scope: !90)
!119 = !DILocation(line: 40, column: 3, scope: !90)
