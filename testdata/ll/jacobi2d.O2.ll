; ModuleID = 'jacobi2d.c'
source_filename = "jacobi2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Ag = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@Bg = internal global [64 x [64 x double]] zeroinitializer, align 16, !dbg !7
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !12

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_jacobi2d([64 x double]* nocapture noundef %a, [64 x double]* nocapture noundef %b) local_unnamed_addr #0 !dbg !21 {
entry:
  call void @llvm.dbg.value(metadata [64 x double]* %a, metadata !28, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata [64 x double]* %b, metadata !29, metadata !DIExpression()), !dbg !34
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
  %scevgep131 = getelementptr [64 x double], [64 x double]* %a, i64 %1, i64 63
  %scevgep129 = getelementptr [64 x double], [64 x double]* %a, i64 %indvar, i64 1
  %scevgep127 = getelementptr [64 x double], [64 x double]* %b, i64 %indvars.iv100, i64 63
  %scevgep125 = getelementptr [64 x double], [64 x double]* %b, i64 %indvars.iv100, i64 1
  %bound0133 = icmp ult double* %scevgep125, %scevgep131, !dbg !43
  %bound1134 = icmp ult double* %scevgep129, %scevgep127, !dbg !43
  %found.conflict135 = and i1 %bound0133, %bound1134, !dbg !43
  br i1 %found.conflict135, label %for.body6, label %vector.body138, !dbg !43

vector.body138:                                   ; preds = %for.cond4.preheader, %vector.body138
  %index142 = phi i64 [ %index.next149, %vector.body138 ], [ 0, %for.cond4.preheader ]
  %offset.idx143 = or i64 %index142, 1
  %2 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv100, i64 %offset.idx143, !dbg !45
  %3 = bitcast double* %2 to <2 x double>*, !dbg !45
  %wide.load144 = load <2 x double>, <2 x double>* %3, align 8, !dbg !45, !tbaa !47, !alias.scope !51
  %4 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %0, i64 %offset.idx143, !dbg !54
  %5 = bitcast double* %4 to <2 x double>*, !dbg !54
  %wide.load145 = load <2 x double>, <2 x double>* %5, align 8, !dbg !54, !tbaa !47, !alias.scope !51
  %6 = fadd <2 x double> %wide.load144, %wide.load145, !dbg !55
  %7 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv.next101, i64 %offset.idx143, !dbg !56
  %8 = bitcast double* %7 to <2 x double>*, !dbg !56
  %wide.load146 = load <2 x double>, <2 x double>* %8, align 8, !dbg !56, !tbaa !47, !alias.scope !51
  %9 = fadd <2 x double> %6, %wide.load146, !dbg !57
  %10 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv100, i64 %index142, !dbg !58
  %11 = bitcast double* %10 to <2 x double>*, !dbg !58
  %wide.load147 = load <2 x double>, <2 x double>* %11, align 8, !dbg !58, !tbaa !47, !alias.scope !51
  %12 = fadd <2 x double> %9, %wide.load147, !dbg !59
  %13 = add i64 %index142, 2, !dbg !60
  %14 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv100, i64 %13, !dbg !61
  %15 = bitcast double* %14 to <2 x double>*, !dbg !61
  %wide.load148 = load <2 x double>, <2 x double>* %15, align 8, !dbg !61, !tbaa !47, !alias.scope !51
  %16 = fadd <2 x double> %12, %wide.load148, !dbg !62
  %17 = fmul <2 x double> %16, <double 2.000000e-01, double 2.000000e-01>, !dbg !63
  %18 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv100, i64 %offset.idx143, !dbg !64
  %19 = bitcast double* %18 to <2 x double>*, !dbg !65
  store <2 x double> %17, <2 x double>* %19, align 8, !dbg !65, !tbaa !47, !alias.scope !66, !noalias !51
  %index.next149 = add nuw i64 %index142, 2
  %20 = icmp eq i64 %index.next149, 62
  br i1 %20, label %for.inc35, label %vector.body138, !llvm.loop !68

for.body6:                                        ; preds = %for.cond4.preheader, %for.body6
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body6 ], [ 1, %for.cond4.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx8 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv100, i64 %indvars.iv, !dbg !45
  %21 = load double, double* %arrayidx8, align 8, !dbg !45, !tbaa !47
  %arrayidx12 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %0, i64 %indvars.iv, !dbg !54
  %22 = load double, double* %arrayidx12, align 8, !dbg !54, !tbaa !47
  %add = fadd double %21, %22, !dbg !55
  %arrayidx17 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv.next101, i64 %indvars.iv, !dbg !56
  %23 = load double, double* %arrayidx17, align 8, !dbg !56, !tbaa !47
  %add18 = fadd double %add, %23, !dbg !57
  %24 = add nsw i64 %indvars.iv, -1, !dbg !72
  %arrayidx23 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv100, i64 %24, !dbg !58
  %25 = load double, double* %arrayidx23, align 8, !dbg !58, !tbaa !47
  %add24 = fadd double %add18, %25, !dbg !59
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !60
  %arrayidx29 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !61
  %26 = load double, double* %arrayidx29, align 8, !dbg !61, !tbaa !47
  %add30 = fadd double %add24, %26, !dbg !62
  %mul = fmul double %add30, 2.000000e-01, !dbg !63
  %arrayidx34 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv100, i64 %indvars.iv, !dbg !64
  store double %mul, double* %arrayidx34, align 8, !dbg !65, !tbaa !47
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !33, metadata !DIExpression()), !dbg !34
  %exitcond.not = icmp eq i64 %indvars.iv.next, 63, !dbg !73
  br i1 %exitcond.not, label %for.inc35, label %for.body6, !dbg !43, !llvm.loop !74

for.inc35:                                        ; preds = %vector.body138, %for.body6
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next101, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 63, !dbg !75
  %indvar.next = add i64 %indvar, 1, !dbg !37
  br i1 %exitcond104.not, label %vector.memcheck, label %for.cond4.preheader, !dbg !37, !llvm.loop !76

vector.memcheck:                                  ; preds = %for.inc35, %for.inc55
  %indvars.iv112 = phi i64 [ %indvars.iv.next113, %for.inc55 ], [ 1, %for.inc35 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv112, metadata !32, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i32 1, metadata !33, metadata !DIExpression()), !dbg !34
  %scevgep122 = getelementptr [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 63, !dbg !78
  %scevgep120 = getelementptr [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 1, !dbg !78
  %scevgep118 = getelementptr [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 63, !dbg !78
  %scevgep = getelementptr [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 1, !dbg !78
  %bound0 = icmp ult double* %scevgep, %scevgep122, !dbg !78
  %bound1 = icmp ult double* %scevgep120, %scevgep118, !dbg !78
  %found.conflict = and i1 %bound0, %bound1, !dbg !78
  br i1 %found.conflict, label %for.body43, label %vector.body, !dbg !78

vector.body:                                      ; preds = %vector.memcheck, %vector.body.3
  %index = phi i64 [ %index.next.3, %vector.body.3 ], [ 0, %vector.memcheck ]
  %offset.idx = or i64 %index, 1
  %27 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 %offset.idx, !dbg !82
  %28 = bitcast double* %27 to <2 x double>*, !dbg !82
  %wide.load = load <2 x double>, <2 x double>* %28, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %29 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 %offset.idx, !dbg !87
  %30 = bitcast double* %29 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load, <2 x double>* %30, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %offset.idx.1 = or i64 %index, 3
  %31 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 %offset.idx.1, !dbg !82
  %32 = bitcast double* %31 to <2 x double>*, !dbg !82
  %wide.load.1 = load <2 x double>, <2 x double>* %32, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %33 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 %offset.idx.1, !dbg !87
  %34 = bitcast double* %33 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load.1, <2 x double>* %34, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %offset.idx.2 = or i64 %index, 5
  %35 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 %offset.idx.2, !dbg !82
  %36 = bitcast double* %35 to <2 x double>*, !dbg !82
  %wide.load.2 = load <2 x double>, <2 x double>* %36, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %37 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 %offset.idx.2, !dbg !87
  %38 = bitcast double* %37 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load.2, <2 x double>* %38, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %39 = icmp eq i64 %index, 56
  br i1 %39, label %for.inc55, label %vector.body.3, !llvm.loop !91

vector.body.3:                                    ; preds = %vector.body
  %offset.idx.3 = or i64 %index, 7
  %40 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 %offset.idx.3, !dbg !82
  %41 = bitcast double* %40 to <2 x double>*, !dbg !82
  %wide.load.3 = load <2 x double>, <2 x double>* %41, align 8, !dbg !82, !tbaa !47, !alias.scope !84
  %42 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 %offset.idx.3, !dbg !87
  %43 = bitcast double* %42 to <2 x double>*, !dbg !88
  store <2 x double> %wide.load.3, <2 x double>* %43, align 8, !dbg !88, !tbaa !47, !alias.scope !89, !noalias !84
  %index.next.3 = add nuw nsw i64 %index, 8
  br label %vector.body

for.body43:                                       ; preds = %vector.memcheck, %for.body43
  %indvars.iv108 = phi i64 [ %indvars.iv.next109.1, %for.body43 ], [ 1, %vector.memcheck ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv108, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv108, !dbg !82
  %44 = load double, double* %arrayidx47, align 8, !dbg !82, !tbaa !47
  %arrayidx51 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv108, !dbg !87
  store double %44, double* %arrayidx51, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109 = add nuw nsw i64 %indvars.iv108, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109, metadata !33, metadata !DIExpression()), !dbg !34
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109, metadata !33, metadata !DIExpression()), !dbg !34
  %arrayidx47.1 = getelementptr inbounds [64 x double], [64 x double]* %b, i64 %indvars.iv112, i64 %indvars.iv.next109, !dbg !82
  %45 = load double, double* %arrayidx47.1, align 8, !dbg !82, !tbaa !47
  %arrayidx51.1 = getelementptr inbounds [64 x double], [64 x double]* %a, i64 %indvars.iv112, i64 %indvars.iv.next109, !dbg !87
  store double %45, double* %arrayidx51.1, align 8, !dbg !88, !tbaa !47
  %indvars.iv.next109.1 = add nuw nsw i64 %indvars.iv108, 2, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next109.1, metadata !33, metadata !DIExpression()), !dbg !34
  %exitcond111.not.1 = icmp eq i64 %indvars.iv.next109.1, 63, !dbg !94
  br i1 %exitcond111.not.1, label %for.inc55, label %for.body43, !dbg !78, !llvm.loop !95

for.inc55:                                        ; preds = %vector.body, %for.body43
  %indvars.iv.next113 = add nuw nsw i64 %indvars.iv112, 1, !dbg !96
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next113, metadata !32, metadata !DIExpression()), !dbg !34
  %exitcond115.not = icmp eq i64 %indvars.iv.next113, 63, !dbg !97
  br i1 %exitcond115.not, label %for.inc58, label %vector.memcheck, !dbg !98, !llvm.loop !99

for.inc58:                                        ; preds = %for.inc55
  %inc59 = add nuw nsw i32 %t.097, 1, !dbg !101
  call void @llvm.dbg.value(metadata i32 %inc59, metadata !30, metadata !DIExpression()), !dbg !34
  %exitcond116.not = icmp eq i32 %inc59, 10, !dbg !102
  br i1 %exitcond116.not, label %for.end60, label %for.cond1.preheader, !dbg !35, !llvm.loop !103

for.end60:                                        ; preds = %for.inc58
  ret void, !dbg !105
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !106 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.memset.p0i8.i64(i8* noundef nonnull align 16 dereferenceable(32768) bitcast ([64 x [64 x double]]* @Bg to i8*), i8 0, i64 32768, i1 false), !dbg !114, !tbaa !47
  br label %for.cond1.preheader, !dbg !120

for.cond1.preheader:                              ; preds = %entry, %for.inc10
  %indvar = phi i64 [ 0, %entry ], [ %indvar.next, %for.inc10 ]
  call void @llvm.dbg.value(metadata i64 %indvar, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !113
  br label %for.body3, !dbg !121

for.body3:                                        ; preds = %for.body3, %for.cond1.preheader
  %indvars.iv = phi i64 [ 0, %for.cond1.preheader ], [ %indvars.iv.next.1, %for.body3 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !111, metadata !DIExpression()), !dbg !113
  %0 = mul nuw nsw i64 %indvars.iv, %indvar, !dbg !122
  %1 = trunc i64 %0 to i32, !dbg !123
  %rem = urem i32 %1, 10, !dbg !123
  %conv = sitofp i32 %rem to double, !dbg !124
  %arrayidx5 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv, !dbg !125
  store double %conv, double* %arrayidx5, align 16, !dbg !126, !tbaa !47
  %indvars.iv.next = or i64 %indvars.iv, 1, !dbg !127
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !111, metadata !DIExpression()), !dbg !113
  %2 = mul nuw nsw i64 %indvars.iv.next, %indvar, !dbg !122
  %3 = trunc i64 %2 to i32, !dbg !123
  %rem.1 = urem i32 %3, 10, !dbg !123
  %conv.1 = sitofp i32 %rem.1 to double, !dbg !124
  %arrayidx5.1 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvar, i64 %indvars.iv.next, !dbg !125
  store double %conv.1, double* %arrayidx5.1, align 8, !dbg !126, !tbaa !47
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2, !dbg !127
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next.1, metadata !111, metadata !DIExpression()), !dbg !113
  %exitcond.not.1 = icmp eq i64 %indvars.iv.next.1, 64, !dbg !128
  br i1 %exitcond.not.1, label %for.inc10, label %for.body3, !dbg !121, !llvm.loop !129

for.inc10:                                        ; preds = %for.body3
  %indvar.next = add nuw nsw i64 %indvar, 1, !dbg !131
  call void @llvm.dbg.value(metadata i64 %indvar.next, metadata !110, metadata !DIExpression()), !dbg !113
  %exitcond59.not = icmp eq i64 %indvar.next, 64, !dbg !132
  br i1 %exitcond59.not, label %for.end12, label %for.cond1.preheader, !dbg !120, !llvm.loop !133

for.end12:                                        ; preds = %for.inc10
  tail call void @kernel_jacobi2d([64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 0), [64 x double]* noundef getelementptr inbounds ([64 x [64 x double]], [64 x [64 x double]]* @Bg, i64 0, i64 0)), !dbg !135
  call void @llvm.dbg.value(metadata i32 0, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !112, metadata !DIExpression()), !dbg !113
  br label %for.cond17.preheader, !dbg !136

for.cond17.preheader:                             ; preds = %for.end12, %for.inc28
  %indvars.iv64 = phi i64 [ 0, %for.end12 ], [ %indvars.iv.next65, %for.inc28 ]
  %s.054 = phi double [ 0.000000e+00, %for.end12 ], [ %add.3, %for.inc28 ]
  call void @llvm.dbg.value(metadata double %s.054, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !110, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %s.054, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i32 0, metadata !111, metadata !DIExpression()), !dbg !113
  br label %for.body20, !dbg !138

for.body20:                                       ; preds = %for.body20, %for.cond17.preheader
  %indvars.iv60 = phi i64 [ 0, %for.cond17.preheader ], [ %indvars.iv.next61.3, %for.body20 ]
  %s.152 = phi double [ %s.054, %for.cond17.preheader ], [ %add.3, %for.body20 ]
  call void @llvm.dbg.value(metadata double %s.152, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !111, metadata !DIExpression()), !dbg !113
  %arrayidx24 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv60, !dbg !141
  %4 = load double, double* %arrayidx24, align 16, !dbg !141, !tbaa !47
  %add = fadd double %s.152, %4, !dbg !143
  call void @llvm.dbg.value(metadata double %add, metadata !112, metadata !DIExpression()), !dbg !113
  %indvars.iv.next61 = or i64 %indvars.iv60, 1, !dbg !144
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %add, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !111, metadata !DIExpression()), !dbg !113
  %arrayidx24.1 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61, !dbg !141
  %5 = load double, double* %arrayidx24.1, align 8, !dbg !141, !tbaa !47
  %add.1 = fadd double %add, %5, !dbg !143
  call void @llvm.dbg.value(metadata double %add.1, metadata !112, metadata !DIExpression()), !dbg !113
  %indvars.iv.next61.1 = or i64 %indvars.iv60, 2, !dbg !144
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %add.1, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.1, metadata !111, metadata !DIExpression()), !dbg !113
  %arrayidx24.2 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.1, !dbg !141
  %6 = load double, double* %arrayidx24.2, align 16, !dbg !141, !tbaa !47
  %add.2 = fadd double %add.1, %6, !dbg !143
  call void @llvm.dbg.value(metadata double %add.2, metadata !112, metadata !DIExpression()), !dbg !113
  %indvars.iv.next61.2 = or i64 %indvars.iv60, 3, !dbg !144
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !111, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata double %add.2, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.2, metadata !111, metadata !DIExpression()), !dbg !113
  %arrayidx24.3 = getelementptr inbounds [64 x [64 x double]], [64 x [64 x double]]* @Ag, i64 0, i64 %indvars.iv64, i64 %indvars.iv.next61.2, !dbg !141
  %7 = load double, double* %arrayidx24.3, align 8, !dbg !141, !tbaa !47
  %add.3 = fadd double %add.2, %7, !dbg !143
  call void @llvm.dbg.value(metadata double %add.3, metadata !112, metadata !DIExpression()), !dbg !113
  %indvars.iv.next61.3 = add nuw nsw i64 %indvars.iv60, 4, !dbg !144
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61.3, metadata !111, metadata !DIExpression()), !dbg !113
  %exitcond63.not.3 = icmp eq i64 %indvars.iv.next61.3, 64, !dbg !145
  br i1 %exitcond63.not.3, label %for.inc28, label %for.body20, !dbg !138, !llvm.loop !146

for.inc28:                                        ; preds = %for.body20
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !148
  call void @llvm.dbg.value(metadata double %add.3, metadata !112, metadata !DIExpression()), !dbg !113
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !110, metadata !DIExpression()), !dbg !113
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 64, !dbg !149
  br i1 %exitcond67.not, label %for.end30, label %for.cond17.preheader, !dbg !136, !llvm.loop !150

for.end30:                                        ; preds = %for.inc28
  store double %add.3, double* @checksum, align 8, !dbg !152, !tbaa !47
  ret i32 0, !dbg !153
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
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 262144, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 64)
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
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 4096, elements: !26)
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
!94 = !DILocation(line: 25, column: 21, scope: !83)
!95 = distinct !{!95, !78, !92, !70, !71}
!96 = !DILocation(line: 24, column: 29, scope: !80)
!97 = !DILocation(line: 24, column: 19, scope: !80)
!98 = !DILocation(line: 24, column: 5, scope: !81)
!99 = distinct !{!99, !98, !100, !70}
!100 = !DILocation(line: 26, column: 25, scope: !81)
!101 = !DILocation(line: 19, column: 23, scope: !40)
!102 = !DILocation(line: 19, column: 17, scope: !40)
!103 = distinct !{!103, !35, !104, !70}
!104 = !DILocation(line: 27, column: 3, scope: !36)
!105 = !DILocation(line: 28, column: 1, scope: !21)
!106 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !107, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!31}
!109 = !{!110, !111, !112}
!110 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 32, type: !31)
!111 = !DILocalVariable(name: "j", scope: !106, file: !3, line: 32, type: !31)
!112 = !DILocalVariable(name: "s", scope: !106, file: !3, line: 33, type: !5)
!113 = !DILocation(line: 0, scope: !106)
!114 = !DILocation(line: 37, column: 16, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 35, column: 29)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 35, column: 5)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 35, column: 5)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 34, column: 3)
!119 = distinct !DILexicalBlock(scope: !106, file: !3, line: 34, column: 3)
!120 = !DILocation(line: 34, column: 3, scope: !119)
!121 = !DILocation(line: 35, column: 5, scope: !117)
!122 = !DILocation(line: 36, column: 30, scope: !115)
!123 = !DILocation(line: 36, column: 35, scope: !115)
!124 = !DILocation(line: 36, column: 18, scope: !115)
!125 = !DILocation(line: 36, column: 7, scope: !115)
!126 = !DILocation(line: 36, column: 16, scope: !115)
!127 = !DILocation(line: 35, column: 25, scope: !116)
!128 = !DILocation(line: 35, column: 19, scope: !116)
!129 = distinct !{!129, !121, !130, !70}
!130 = !DILocation(line: 38, column: 5, scope: !117)
!131 = !DILocation(line: 34, column: 23, scope: !118)
!132 = !DILocation(line: 34, column: 17, scope: !118)
!133 = distinct !{!133, !120, !134, !70}
!134 = !DILocation(line: 38, column: 5, scope: !119)
!135 = !DILocation(line: 39, column: 3, scope: !106)
!136 = !DILocation(line: 40, column: 3, scope: !137)
!137 = distinct !DILexicalBlock(scope: !106, file: !3, line: 40, column: 3)
!138 = !DILocation(line: 41, column: 5, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 41, column: 5)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 40, column: 3)
!141 = !DILocation(line: 42, column: 12, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !3, line: 41, column: 5)
!143 = !DILocation(line: 42, column: 9, scope: !142)
!144 = !DILocation(line: 41, column: 25, scope: !142)
!145 = !DILocation(line: 41, column: 19, scope: !142)
!146 = distinct !{!146, !138, !147, !70}
!147 = !DILocation(line: 42, column: 19, scope: !139)
!148 = !DILocation(line: 40, column: 23, scope: !140)
!149 = !DILocation(line: 40, column: 17, scope: !140)
!150 = distinct !{!150, !136, !151, !70}
!151 = !DILocation(line: 42, column: 19, scope: !137)
!152 = !DILocation(line: 43, column: 12, scope: !106)
!153 = !DILocation(line: 44, column: 3, scope: !106)
