; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [160 x [160 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [160 x [160 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi2d([160 x double]* nocapture noundef %a, [160 x double]* nocapture noundef %b) local_unnamed_addr #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata [160 x double]* %a, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata [160 x double]* %b, metadata !29, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 0, metadata !30, metadata !DIExpression()), !dbg !34
  br label %for.cond1.preheader, !dbg !35

for.cond1.preheader:                              ; preds = %entry, %for.inc58
  %t.097 = phi i32 [ 0, %entry ], [ %inc59, %for.inc58 ]
  call void @llvm.dbg.value(metadata i32 %t.097, metadata !30, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !32, metadata !DIExpression()), !dbg !34
  br label %for.cond4.preheader, !dbg !37

for.cond4.preheader:                              ; preds = %for.cond1.preheader, %for.inc35
  %indvar = phi i64 [ 0, %for.cond1.preheader ], [ %indvar.next, %for.inc35 ]
  %indvars.iv100 = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next101, %for.inc35 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv100, metadata !32, metadata !DIExpression()), !dbg !34
  %0 = add nsw i64 %indvars.iv100, -1
  %indvars.iv.next101 = add nuw nsw i64 %indvars.iv100, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %1 = add i64 %indvar, 2
  %scevgep132 = getelementptr [160 x double], [160 x double]* %a, i64 %1, i64 159
  %scevgep130 = getelementptr [160 x double], [160 x double]* %a, i64 %indvar, i64 1
  %scevgep128 = getelementptr [160 x double], [160 x double]* %b, i64 %indvars.iv100, i64 159
  %scevgep126 = getelementptr [160 x double], [160 x double]* %b, i64 %indvars.iv100, i64 1
  %bound0134 = icmp ult double* %scevgep126, %scevgep132, !dbg !43
  %bound1135 = icmp ult double* %scevgep130, %scevgep128, !dbg !43
  %found.conflict136 = and i1 %bound0134, %bound1135, !dbg !43
  br i1 %found.conflict136, label %for.body6.preheader, label %vector.body139, !dbg !43

vector.body139:                                   ; preds = %for.cond4.preheader, %vector.body139
  %index143 = phi i64 [ %index.next155, %vector.body139 ], [ 0, %for.cond4.preheader ]
  %offset.idx144 = or i64 %index143, 1
  %2 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv100, i64 %offset.idx144, !dbg !45
  %3 = bitcast double* %2 to <2 x double>*, !dbg !45
  %wide.load145 = load <2 x double>, <2 x double>* %3, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %4 = getelementptr inbounds double, double* %2, i64 2, !dbg !45
  %5 = bitcast double* %4 to <2 x double>*, !dbg !45
  %wide.load146 = load <2 x double>, <2 x double>* %5, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %6 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %0, i64 %offset.idx144, !dbg !54
  %7 = bitcast double* %6 to <2 x double>*, !dbg !54
  %wide.load147 = load <2 x double>, <2 x double>* %7, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %8 = getelementptr inbounds double, double* %6, i64 2, !dbg !54
  %9 = bitcast double* %8 to <2 x double>*, !dbg !54
  %wide.load148 = load <2 x double>, <2 x double>* %9, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %10 = fadd <2 x double> %wide.load145, %wide.load147, !dbg !55
  %11 = fadd <2 x double> %wide.load146, %wide.load148, !dbg !55
  %12 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv.next101, i64 %offset.idx144, !dbg !56
  %13 = bitcast double* %12 to <2 x double>*, !dbg !56
  %wide.load149 = load <2 x double>, <2 x double>* %13, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %14 = getelementptr inbounds double, double* %12, i64 2, !dbg !56
  %15 = bitcast double* %14 to <2 x double>*, !dbg !56
  %wide.load150 = load <2 x double>, <2 x double>* %15, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %16 = fadd <2 x double> %10, %wide.load149, !dbg !57
  %17 = fadd <2 x double> %11, %wide.load150, !dbg !57
  %18 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv100, i64 %index143, !dbg !58
  %19 = bitcast double* %18 to <2 x double>*, !dbg !58
  %wide.load151 = load <2 x double>, <2 x double>* %19, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %20 = getelementptr inbounds double, double* %18, i64 2, !dbg !58
  %21 = bitcast double* %20 to <2 x double>*, !dbg !58
  %wide.load152 = load <2 x double>, <2 x double>* %21, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %22 = fadd <2 x double> %16, %wide.load151, !dbg !59
  %23 = fadd <2 x double> %17, %wide.load152, !dbg !59
  %24 = or i64 %index143, 2, !dbg !60
  %25 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv100, i64 %24, !dbg !61
  %26 = bitcast double* %25 to <2 x double>*, !dbg !61
  %wide.load153 = load <2 x double>, <2 x double>* %26, align 8, !dbg !61, !tbaa !47, !alias.scope !51
  %27 = getelementptr inbounds double, double* %25, i64 2, !dbg !61
  %28 = bitcast double* %27 to <2 x double>*, !dbg !61
  %wide.load154 = load <2 x double>, <2 x double>* %28, align 8, !dbg !61, !tbaa !47, !alias.scope !51
  %29 = fadd <2 x double> %22, %wide.load153, !dbg !62
  %30 = fadd <2 x double> %23, %wide.load154, !dbg !62
  %31 = fmul <2 x double> %29, <double 2.000000e-01, double 2.000000e-01>, !dbg !63
  %32 = fmul <2 x double> %30, <double 2.000000e-01, double 2.000000e-01>, !dbg !63
  %33 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv100, i64 %offset.idx144, !dbg !64
  %34 = bitcast double* %33 to <2 x double>*, !dbg !65
  store <2 x double> %31, <2 x double>* %34, align 8, !dbg !65, !tbaa !47, !alias.scope !66, !noalias !51
  %35 = getelementptr inbounds double, double* %33, i64 2, !dbg !65
  %36 = bitcast double* %35 to <2 x double>*, !dbg !65
  store <2 x double> %32, <2 x double>* %36, align 8, !dbg !65, !tbaa !47, !alias.scope !66, !noalias !51
  %index.next155 = add nuw i64 %index143, 4
  %37 = icmp eq i64 %index.next155, 156
  br i1 %37, label %for.body6.preheader, label %vector.body139, !llvm.loop !68

for.body6.preheader:                              ; preds = %vector.body139, %for.cond4.preheader
  %indvars.iv.ph = phi i64 [ 1, %for.cond4.preheader ], [ 157, %vector.body139 ]
  br label %for.body6, !dbg !43

for.body6:                                        ; preds = %for.body6.preheader, %for.body6
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body6 ], [ %indvars.iv.ph, %for.body6.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx8 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv100, i64 %indvars.iv, !dbg !45
  %38 = load double, double* %arrayidx8, align 8, !dbg !45, !tbaa !47
  %arrayidx12 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %0, i64 %indvars.iv, !dbg !54
  %39 = load double, double* %arrayidx12, align 8, !dbg !54, !tbaa !47
  %add = fadd double %38, %39, !dbg !55
  %arrayidx17 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv.next101, i64 %indvars.iv, !dbg !56
  %40 = load double, double* %arrayidx17, align 8, !dbg !56, !tbaa !47
  %add18 = fadd double %add, %40, !dbg !57
  %41 = add nsw i64 %indvars.iv, -1, !dbg !72
  %arrayidx23 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv100, i64 %41, !dbg !58
  %42 = load double, double* %arrayidx23, align 8, !dbg !58, !tbaa !47
  %add24 = fadd double %add18, %42, !dbg !59
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !60
  %arrayidx29 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !61
  %43 = load double, double* %arrayidx29, align 8, !dbg !61, !tbaa !47
  %add30 = fadd double %add24, %43, !dbg !62
  %mul = fmul double %add30, 2.000000e-01, !dbg !63
  %arrayidx34 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv100, i64 %indvars.iv, !dbg !64
  store double %mul, double* %arrayidx34, align 8, !dbg !65, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !34
  %exitcond.not = icmp eq i64 %indvars.iv.next, 159, !dbg !73
  br i1 %exitcond.not, label %for.inc35, label %for.body6, !dbg !43, !llvm.loop !74

for.inc35:                                        ; preds = %for.body6
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next101, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 159, !dbg !75
  %indvar.next = add i64 %indvar, 1, !dbg !37
  br i1 %exitcond104.not, label %vector.memcheck, label %for.cond4.preheader, !dbg !37, !llvm.loop !76

vector.memcheck:                                  ; preds = %for.inc35, %for.inc55
  %indvars.iv112 = phi i64 [ %indvars.iv.next113, %for.inc55 ], [ 1, %for.inc35 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv112, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %scevgep122 = getelementptr [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 159, !dbg !78
  %scevgep120 = getelementptr [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 1, !dbg !78
  %scevgep118 = getelementptr [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 159, !dbg !78
  %scevgep = getelementptr [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 1, !dbg !78
  %bound0 = icmp ult double* %scevgep, %scevgep122, !dbg !78
  %bound1 = icmp ult double* %scevgep120, %scevgep118, !dbg !78
  %found.conflict = and i1 %bound0, %bound1, !dbg !78
  br i1 %found.conflict, label %for.body43.preheader, label %vector.body, !dbg !78

vector.body:                                      ; preds = %vector.memcheck, %vector.body
  %index = phi i64 [ %index.next.2, %vector.body ], [ 0, %vector.memcheck ]
  %offset.idx = or i64 %index, 1
  %44 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %offset.idx, !dbg !82
  %45 = bitcast double* %44 to <2 x double>*, !dbg !82
  %wide.load = load <2 x double>, <2 x double>* %45, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %46 = getelementptr inbounds double, double* %44, i64 2, !dbg !82
  %47 = bitcast double* %46 to <2 x double>*, !dbg !82
  %wide.load124 = load <2 x double>, <2 x double>* %47, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %48 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %offset.idx, !dbg !87
  %49 = bitcast double* %48 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load, <2 x double>* %49, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %50 = getelementptr inbounds double, double* %48, i64 2, !dbg !88
  %51 = bitcast double* %50 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load124, <2 x double>* %51, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %index.next = add nuw nsw i64 %index, 4
  %offset.idx.1 = or i64 %index.next, 1
  %52 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %offset.idx.1, !dbg !82
  %53 = bitcast double* %52 to <2 x double>*, !dbg !82
  %wide.load.1 = load <2 x double>, <2 x double>* %53, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %54 = getelementptr inbounds double, double* %52, i64 2, !dbg !82
  %55 = bitcast double* %54 to <2 x double>*, !dbg !82
  %wide.load124.1 = load <2 x double>, <2 x double>* %55, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %56 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %offset.idx.1, !dbg !87
  %57 = bitcast double* %56 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load.1, <2 x double>* %57, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %58 = getelementptr inbounds double, double* %56, i64 2, !dbg !88
  %59 = bitcast double* %58 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load124.1, <2 x double>* %59, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %index.next.1 = add nuw nsw i64 %index, 8
  %offset.idx.2 = or i64 %index.next.1, 1
  %60 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %offset.idx.2, !dbg !82
  %61 = bitcast double* %60 to <2 x double>*, !dbg !82
  %wide.load.2 = load <2 x double>, <2 x double>* %61, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %62 = getelementptr inbounds double, double* %60, i64 2, !dbg !82
  %63 = bitcast double* %62 to <2 x double>*, !dbg !82
  %wide.load124.2 = load <2 x double>, <2 x double>* %63, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %64 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %offset.idx.2, !dbg !87
  %65 = bitcast double* %64 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load.2, <2 x double>* %65, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %66 = getelementptr inbounds double, double* %64, i64 2, !dbg !88
  %67 = bitcast double* %66 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load124.2, <2 x double>* %67, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %index.next.2 = add nuw nsw i64 %index, 12
  %68 = icmp eq i64 %index.next.2, 156
  br i1 %68, label %for.body43.preheader, label %vector.body, !llvm.loop !91

for.body43.preheader:                             ; preds = %vector.body, %vector.memcheck
  %indvars.iv108.ph = phi i64 [ 1, %vector.memcheck ], [ 157, %vector.body ]
  %.demorgan = and i1 %bound0, %bound1, !dbg !78
  br label %for.body43.prol, !dbg !78

for.body43.prol:                                  ; preds = %for.body43.prol, %for.body43.preheader
  %indvars.iv108.prol = phi i64 [ %indvars.iv.next109.prol, %for.body43.prol ], [ %indvars.iv108.ph, %for.body43.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.body43.prol ], [ 0, %for.body43.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv108.prol, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.prol = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv108.prol, !dbg !82
  %69 = load double, double* %arrayidx47.prol, align 8, !dbg !82, !tbaa !47
  %arrayidx51.prol = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv108.prol, !dbg !87
  store double %69, double* %arrayidx51.prol, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109.prol = add nuw nsw i64 %indvars.iv108.prol, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.prol, metadata !33, metadata !DIExpression()), !dbg !34
  %prol.iter.next = add i64 %prol.iter, 1, !dbg !78
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, 2, !dbg !78
  br i1 %prol.iter.cmp.not, label %for.body43.prol.loopexit, label %for.body43.prol, !dbg !78, !llvm.loop !94

for.body43.prol.loopexit:                         ; preds = %for.body43.prol
  br i1 %.demorgan, label %for.body43, label %for.inc55, !dbg !78

for.body43:                                       ; preds = %for.body43.prol.loopexit, %for.body43
  %indvars.iv108 = phi i64 [ %indvars.iv.next109.3, %for.body43 ], [ %indvars.iv.next109.prol, %for.body43.prol.loopexit ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv108, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv108, !dbg !82
  %70 = load double, double* %arrayidx47, align 8, !dbg !82, !tbaa !47
  %arrayidx51 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv108, !dbg !87
  store double %70, double* %arrayidx51, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109 = add nuw nsw i64 %indvars.iv108, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.1 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv.next109, !dbg !82
  %71 = load double, double* %arrayidx47.1, align 8, !dbg !82, !tbaa !47
  %arrayidx51.1 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv.next109, !dbg !87
  store double %71, double* %arrayidx51.1, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109.1 = add nuw nsw i64 %indvars.iv108, 2, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.1, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.1, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.2 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv.next109.1, !dbg !82
  %72 = load double, double* %arrayidx47.2, align 8, !dbg !82, !tbaa !47
  %arrayidx51.2 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv.next109.1, !dbg !87
  store double %72, double* %arrayidx51.2, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109.2 = add nuw nsw i64 %indvars.iv108, 3, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.2, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.2, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.3 = getelementptr inbounds [160 x double], [160 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv.next109.2, !dbg !82
  %73 = load double, double* %arrayidx47.3, align 8, !dbg !82, !tbaa !47
  %arrayidx51.3 = getelementptr inbounds [160 x double], [160 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv.next109.2, !dbg !87
  store double %73, double* %arrayidx51.3, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109.3 = add nuw nsw i64 %indvars.iv108, 4, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.3, metadata !33, metadata !DIExpression()), !dbg !34
  %exitcond111.not.3 = icmp eq i64 %indvars.iv.next109.3, 159, !dbg !96
  br i1 %exitcond111.not.3, label %for.inc55, label %for.body43, !dbg !78, !llvm.loop !97

for.inc55:                                        ; preds = %for.body43, %for.body43.prol.loopexit
  %indvars.iv.next113 = add nuw nsw i64 %indvars.iv112, 1, !dbg !98
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next113, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond115.not = icmp eq i64 %indvars.iv.next113, 159, !dbg !99
  br i1 %exitcond115.not, label %for.inc58, label %vector.memcheck, !dbg !100, !llvm.loop !101

for.inc58:                                        ; preds = %for.inc55
  %inc59 = add nuw nsw i32 %t.097, 1, !dbg !103
  call void @llvm.dbg.value(metadata i32 %inc59, metadata !30, metadata !DIExpression()), !dbg !34
  %exitcond116.not = icmp eq i32 %inc59, 10, !dbg !104
  br i1 %exitcond116.not, label %for.end60, label %for.cond1.preheader, !dbg !35, !llvm.loop !105

for.end60:                                        ; preds = %for.inc58
  ret void, !dbg !107
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !108 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(204800) bitcast ([160 x [160 x double]]* @Bg to i8*), i8 0, i64 204800, i1 false), !dbg !116, !tbaa !47
  br label %for.cond1.preheader, !dbg !122

for.cond1.preheader:                              ; preds = %entry, %for.inc10
  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %for.inc10 ]
  call void @llvm.dbg.value(metadata i64 %indvar, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !115
  br label %for.body3, !dbg !123

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !113, metadata !DIExpression()), !dbg !115
  %0 = mul nuw nsw i64 %indvars.iv, %indvar, !dbg !124
  %1 = trunc i64 %0 to i32, !dbg !125
  %rem = urem i32 %1, 10, !dbg !125
  %conv = sitofp i32 %rem to double, !dbg !126
  %arrayidx5 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv, !dbg !127
  store double %conv, double* %arrayidx5, align 16, !dbg !128, !tbaa !47
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !129
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !113, metadata !DIExpression()), !dbg !115
  %2 = mul nuw nsw i64 %indvars.iv.next, %indvar, !dbg !124
  %3 = trunc i64 %2 to i32, !dbg !125
  %rem.1 = urem i32 %3, 10, !dbg !125
  %conv.1 = sitofp i32 %rem.1 to double, !dbg !126
  %arrayidx5.1 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv.next, !dbg !127
  store double %conv.1, double* %arrayidx5.1, align 8, !dbg !128, !tbaa !47
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !129
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !113, metadata !DIExpression()), !dbg !115
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 160, !dbg !130
  br i1 %exitcond.not.1, label %for.inc10, label %for.body3, !dbg !123, !llvm.loop !131

for.inc10:                                        ; preds = %for.body3
  %indvar.next = add nuw nsw i64 %indvar, 1, !dbg !133
  call void @llvm.dbg.value(metadata i64 %indvar.next, metadata !112, metadata !DIExpression()), !dbg !115
  %exitcond59.not = icmp eq i64 %indvar.next, 160, !dbg !134
  br i1 %exitcond59.not, label %for.end12, label %for.cond1.preheader, !dbg !122, !llvm.loop !135

for.end12:                                        ; preds = %for.inc10
  tail call void @kernel_jacobi2d([160 x double]* noundef getelementptr inbounds ([160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 0), [160 x double]* noundef getelementptr inbounds ([160 x [160 x double]], [160 x [160 x double]]* @Bg, i64 0, i64 0)), !dbg !137
  call void @llvm.dbg.value(metadata i32 0, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !114, metadata !DIExpression()), !dbg !115
  br label %for.cond17.preheader, !dbg !138

for.cond17.preheader:                             ; preds = %for.end12, %for.inc28
  %indvars.iv64 = phi i64 [ 0, %for.end12 ], [ %indvars.iv.next65, %for.inc28 ]
  %s.054 = phi double [ 0.000000e+00, %for.end12 ], [ %add.4, %for.inc28 ]
  call void @llvm.dbg.value(metadata double %s.054, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !112, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %s.054, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i32 0, metadata !113, metadata !DIExpression()), !dbg !115
  br label %for.body20, !dbg !140

for.body20:                                       ; preds = %for.body20, %for.cond17.preheader
  %indvars.iv60 = phi i64 [ 0, %for.cond17.preheader ], [ %indvars.iv.next61.4, %for.body20 ]
  %s.152 = phi double [ %s.054, %for.cond17.preheader ], [ %add.4, %for.body20 ]
  call void @llvm.dbg.value(metadata double %s.152, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !113, metadata !DIExpression()), !dbg !115
  %arrayidx24 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv60, !dbg !143
  %4 = load double, double* %arrayidx24, align 8, !dbg !143, !tbaa !47
  %add = fadd double %s.152, %4, !dbg !145
  call void @llvm.dbg.value(metadata double %add, metadata !114, metadata !DIExpression()), !dbg !115
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %add, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !113, metadata !DIExpression()), !dbg !115
  %arrayidx24.1 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61, !dbg !143
  %5 = load double, double* %arrayidx24.1, align 8, !dbg !143, !tbaa !47
  %add.1 = fadd double %add, %5, !dbg !145
  call void @llvm.dbg.value(metadata double %add.1, metadata !114, metadata !DIExpression()), !dbg !115
  %indvars.iv.next61.1 = add nuw nsw i64 %indvars.iv60, 2, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %add.1, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !113, metadata !DIExpression()), !dbg !115
  %arrayidx24.2 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.1, !dbg !143
  %6 = load double, double* %arrayidx24.2, align 8, !dbg !143, !tbaa !47
  %add.2 = fadd double %add.1, %6, !dbg !145
  call void @llvm.dbg.value(metadata double %add.2, metadata !114, metadata !DIExpression()), !dbg !115
  %indvars.iv.next61.2 = add nuw nsw i64 %indvars.iv60, 3, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %add.2, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !113, metadata !DIExpression()), !dbg !115
  %arrayidx24.3 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.2, !dbg !143
  %7 = load double, double* %arrayidx24.3, align 8, !dbg !143, !tbaa !47
  %add.3 = fadd double %add.2, %7, !dbg !145
  call void @llvm.dbg.value(metadata double %add.3, metadata !114, metadata !DIExpression()), !dbg !115
  %indvars.iv.next61.3 = add nuw nsw i64 %indvars.iv60, 4, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !113, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata double %add.3, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !113, metadata !DIExpression()), !dbg !115
  %arrayidx24.4 = getelementptr inbounds [160 x [160 x double]], [160 x [160 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.3, !dbg !143
  %8 = load double, double* %arrayidx24.4, align 8, !dbg !143, !tbaa !47
  %add.4 = fadd double %add.3, %8, !dbg !145
  call void @llvm.dbg.value(metadata double %add.4, metadata !114, metadata !DIExpression()), !dbg !115
  %indvars.iv.next61.4 = add nuw nsw i64 %indvars.iv60, 5, !dbg !146
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.4, metadata !113, metadata !DIExpression()), !dbg !115
  %exitcond63.not.4 = icmp eq i64 %indvars.iv.next61.4, 160, !dbg !147
  br i1 %exitcond63.not.4, label %for.inc28, label %for.body20, !dbg !140, !llvm.loop !148

for.inc28:                                        ; preds = %for.body20
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !150
  call void @llvm.dbg.value(metadata double %add.4, metadata !114, metadata !DIExpression()), !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !112, metadata !DIExpression()), !dbg !115
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 160, !dbg !151
  br i1 %exitcond67.not, label %for.end30, label %for.cond17.preheader, !dbg !138, !llvm.loop !152

for.end30:                                        ; preds = %for.inc28
  store double %add.4, double* @checksum, align 8, !dbg !154, !tbaa !47
  ret i32 0, !dbg !155
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
!1 = distinct !DIGlobalVariable(name: "Ag", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "jacobi2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7, !12}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Bg", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1638400, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 160)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 14, type: !5, isLocal: false, isDefinition: true)
!14 = !{i32 7, !"Dwarf Version", i32 4}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 1}
!20 = !{!"Debian clang version 14.0.6"}
!21 = distinct !DISubprogram(name: "kernel_jacobi2d", scope: !3, file: !3, line: 16, type: !22, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{null, !24, !24}
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 10240, elements: !26)
!26 = !{!11}
!27 = !{!28, !29, !30, !32, !33}
!28 = !DILocalVariable(name: "a", arg: 1, scope: !21, file: !3, line: 16, type: !24)
!29 = !DILocalVariable(name: "b", arg: 2, scope: !21, file: !3, line: 16, type: !24)
!30 = !DILocalVariable(name: "t", scope: !21, file: !3, line: 18, type: !31)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 18, type: !31)
!33 = !DILocalVariable(name: "j", scope: !21, file: !3, line: 18, type: !31)
!34 = !DILocation(line: 0, scope: !21)
!35 = !DILocation(line: 19, column: 3, scope: !36)
!36 = distinct !DILexicalBlock(scope: !21, file: !3, line: 19, column: 3)
!37 = !DILocation(line: 20, column: 5, scope: !38)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 20, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 19, column: 27)
!40 = distinct !DILexicalBlock(scope: !36, file: !3, line: 19, column: 3)
!41 = !DILocation(line: 20, column: 29, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !3, line: 20, column: 5)
!43 = !DILocation(line: 21, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !42, file: !3, line: 21, column: 7)
!45 = !DILocation(line: 22, column: 26, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 7)
!47 = !{!48, !48, i64 0}
!48 = !{!"double", !49, i64 0}
!49 = !{!"omnipotent char", !50, i64 0}
!50 = !{!"Simple C/C++ TBAA"}
!51 = !{!52}
!52 = distinct !{!52, !53}
!53 = distinct !{!53, !"LVerDomain"}
!54 = !DILocation(line: 22, column: 36, scope: !46)
!55 = !DILocation(line: 22, column: 34, scope: !46)
!56 = !DILocation(line: 22, column: 50, scope: !46)
!57 = !DILocation(line: 22, column: 48, scope: !46)
!58 = !DILocation(line: 22, column: 64, scope: !46)
!59 = !DILocation(line: 22, column: 62, scope: !46)
!60 = !DILocation(line: 23, column: 33, scope: !46)
!61 = !DILocation(line: 23, column: 26, scope: !46)
!62 = !DILocation(line: 22, column: 76, scope: !46)
!63 = !DILocation(line: 22, column: 23, scope: !46)
!64 = !DILocation(line: 22, column: 9, scope: !46)
!65 = !DILocation(line: 22, column: 17, scope: !46)
!66 = !{!67}
!67 = distinct !{!67, !53}
!68 = distinct !{!68, !43, !69, !70, !71}
!69 = !DILocation(line: 23, column: 37, scope: !44)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !{!"llvm.loop.isvectorized", i32 1}
!72 = !DILocation(line: 22, column: 71, scope: !46)
!73 = !DILocation(line: 21, column: 21, scope: !46)
!74 = distinct !{!74, !43, !69, !70, !71}
!75 = !DILocation(line: 20, column: 19, scope: !42)
!76 = distinct !{!76, !37, !77, !70}
!77 = !DILocation(line: 23, column: 37, scope: !38)
!78 = !DILocation(line: 25, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 25, column: 7)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 5)
!81 = distinct !DILexicalBlock(scope: !39, file: !3, line: 24, column: 5)
!82 = !DILocation(line: 26, column: 19, scope: !83)
!83 = distinct !DILexicalBlock(scope: !79, file: !3, line: 25, column: 7)
!84 = !{!85}
!85 = distinct !{!85, !86}
!86 = distinct !{!86, !"LVerDomain"}
!87 = !DILocation(line: 26, column: 9, scope: !83)
!88 = !DILocation(line: 26, column: 17, scope: !83)
!89 = !{!90}
!90 = distinct !{!90, !86}
!91 = distinct !{!91, !78, !92, !70, !71}
!92 = !DILocation(line: 26, column: 25, scope: !79)
!93 = !DILocation(line: 25, column: 31, scope: !83)
!94 = distinct !{!94, !95}
!95 = !{!"llvm.loop.unroll.disable"}
!96 = !DILocation(line: 25, column: 21, scope: !83)
!97 = distinct !{!97, !78, !92, !70, !71}
!98 = !DILocation(line: 24, column: 29, scope: !80)
!99 = !DILocation(line: 24, column: 19, scope: !80)
!100 = !DILocation(line: 24, column: 5, scope: !81)
!101 = distinct !{!101, !100, !102, !70}
!102 = !DILocation(line: 26, column: 25, scope: !81)
!103 = !DILocation(line: 19, column: 23, scope: !40)
!104 = !DILocation(line: 19, column: 17, scope: !40)
!105 = distinct !{!105, !35, !106, !70}
!106 = !DILocation(line: 27, column: 3, scope: !36)
!107 = !DILocation(line: 28, column: 1, scope: !21)
!108 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !109, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !111)
!109 = !DISubroutineType(types: !110)
!110 = !{!31}
!111 = !{!112, !113, !114}
!112 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 32, type: !31)
!113 = !DILocalVariable(name: "j", scope: !108, file: !3, line: 32, type: !31)
!114 = !DILocalVariable(name: "s", scope: !108, file: !3, line: 33, type: !5)
!115 = !DILocation(line: 0, scope: !108)
!116 = !DILocation(line: 37, column: 16, scope: !117)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 35, column: 29)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 35, column: 5)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 35, column: 5)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 34, column: 3)
!121 = distinct !DILexicalBlock(scope: !108, file: !3, line: 34, column: 3)
!122 = !DILocation(line: 34, column: 3, scope: !121)
!123 = !DILocation(line: 35, column: 5, scope: !119)
!124 = !DILocation(line: 36, column: 30, scope: !117)
!125 = !DILocation(line: 36, column: 35, scope: !117)
!126 = !DILocation(line: 36, column: 18, scope: !117)
!127 = !DILocation(line: 36, column: 7, scope: !117)
!128 = !DILocation(line: 36, column: 16, scope: !117)
!129 = !DILocation(line: 35, column: 25, scope: !118)
!130 = !DILocation(line: 35, column: 19, scope: !118)
!131 = distinct !{!131, !123, !132, !70}
!132 = !DILocation(line: 38, column: 5, scope: !119)
!133 = !DILocation(line: 34, column: 23, scope: !120)
!134 = !DILocation(line: 34, column: 17, scope: !120)
!135 = distinct !{!135, !122, !136, !70}
!136 = !DILocation(line: 38, column: 5, scope: !121)
!137 = !DILocation(line: 39, column: 3, scope: !108)
!138 = !DILocation(line: 40, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !108, file: !3, line: 40, column: 3)
!140 = !DILocation(line: 41, column: 5, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 41, column: 5)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 40, column: 3)
!143 = !DILocation(line: 42, column: 12, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !3, line: 41, column: 5)
!145 = !DILocation(line: 42, column: 9, scope: !144)
!146 = !DILocation(line: 41, column: 25, scope: !144)
!147 = !DILocation(line: 41, column: 19, scope: !144)
!148 = distinct !{!148, !140, !149, !70}
!149 = !DILocation(line: 42, column: 19, scope: !141)
!150 = !DILocation(line: 40, column: 23, scope: !142)
!151 = !DILocation(line: 40, column: 17, scope: !142)
!152 = distinct !{!152, !138, !153, !70}
!153 = !DILocation(line: 42, column: 19, scope: !139)
!154 = !DILocation(line: 43, column: 12, scope: !108)
!155 = !DILocation(line: 44, column: 3, scope: !108)
