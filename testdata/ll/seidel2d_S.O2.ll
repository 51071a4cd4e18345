; ModuleID = 'seidel2d.c'
source_filename = "seidel2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@G = internal unnamed_addr global [30 x [30 x double]] zeroinitializer, align 16, !dbg !0
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !7

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local void @kernel_seidel2d() local_unnamed_addr #0 !dbg !19 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !23, metadata !DIExpression()), !dbg !27
  br label %for.cond1.preheader, !dbg !28

for.cond1.preheader:                              ; preds = %entry, %for.inc66
  %t.097 = phi i32 [ 0, %entry ], [ %inc67, %for.inc66 ]
  call void @llvm.dbg.value(metadata i32 %t.097, metadata !23, metadata !DIExpression()), !dbg !27
  call void @llvm.dbg.value(metadata i32 1, metadata !25, metadata !DIExpression()), !dbg !27
  %.pre.pre = load double, double* getelementptr inbounds ([30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 0, i64 0), align 16, !dbg !30, !tbaa !36
  br label %for.cond4.preheader, !dbg !40

for.cond4.preheader:                              ; preds = %for.cond1.preheader, %for.inc63
  %.pre = phi double [ %.pre.pre, %for.cond1.preheader ], [ %.pre107, %for.inc63 ], !dbg !30
  %indvars.iv100 = phi i64 [ 1, %for.cond1.preheader ], [ %indvars.iv.next101, %for.inc63 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv100, metadata !25, metadata !DIExpression()), !dbg !27
  %0 = add nsw i64 %indvars.iv100, -1
  %indvars.iv.next101 = add nuw nsw i64 %indvars.iv100, 1, !dbg !41
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !27
  %arrayidx14.phi.trans.insert = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %0, i64 1
  %.pre106 = load double, double* %arrayidx14.phi.trans.insert, align 8, !dbg !42, !tbaa !36
  %arrayidx26.phi.trans.insert = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv100, i64 0
  %.pre107 = load double, double* %arrayidx26.phi.trans.insert, align 16, !dbg !43, !tbaa !36
  %arrayidx31.phi.trans.insert = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv100, i64 1
  %.pre108 = load double, double* %arrayidx31.phi.trans.insert, align 8, !dbg !44, !tbaa !36
  %arrayidx44.phi.trans.insert = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv.next101, i64 0
  %.pre109 = load double, double* %arrayidx44.phi.trans.insert, align 16, !dbg !45, !tbaa !36
  %arrayidx50.phi.trans.insert = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv.next101, i64 1
  %.pre110 = load double, double* %arrayidx50.phi.trans.insert, align 8, !dbg !46, !tbaa !36
  br label %for.body6, !dbg !47

for.body6:                                        ; preds = %for.cond4.preheader, %for.body6
  %1 = phi double [ %.pre110, %for.cond4.preheader ], [ %9, %for.body6 ], !dbg !46
  %2 = phi double [ %.pre109, %for.cond4.preheader ], [ %1, %for.body6 ], !dbg !45
  %3 = phi double [ %.pre108, %for.cond4.preheader ], [ %8, %for.body6 ], !dbg !44
  %4 = phi double [ %.pre107, %for.cond4.preheader ], [ %div, %for.body6 ], !dbg !43
  %5 = phi double [ %.pre106, %for.cond4.preheader ], [ %7, %for.body6 ], !dbg !42
  %6 = phi double [ %.pre, %for.cond4.preheader ], [ %5, %for.body6 ], !dbg !30
  %indvars.iv = phi i64 [ 1, %for.cond4.preheader ], [ %indvars.iv.next, %for.body6 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv, metadata !26, metadata !DIExpression()), !dbg !27
  %add = fadd double %6, %5, !dbg !48
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1, !dbg !49
  %arrayidx20 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %0, i64 %indvars.iv.next, !dbg !50
  %7 = load double, double* %arrayidx20, align 8, !dbg !50, !tbaa !36
  %add21 = fadd double %add, %7, !dbg !51
  %add27 = fadd double %add21, %4, !dbg !52
  %arrayidx31 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv100, i64 %indvars.iv, !dbg !44
  %add32 = fadd double %add27, %3, !dbg !53
  %arrayidx37 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv100, i64 %indvars.iv.next, !dbg !54
  %8 = load double, double* %arrayidx37, align 8, !dbg !54, !tbaa !36
  %add38 = fadd double %add32, %8, !dbg !55
  %add45 = fadd double %add38, %2, !dbg !56
  %add51 = fadd double %add45, %1, !dbg !57
  %arrayidx57 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv.next101, i64 %indvars.iv.next, !dbg !58
  %9 = load double, double* %arrayidx57, align 8, !dbg !58, !tbaa !36
  %add58 = fadd double %add51, %9, !dbg !59
  %div = fdiv double %add58, 9.000000e+00, !dbg !60
  store double %div, double* %arrayidx31, align 8, !dbg !61, !tbaa !36
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next, metadata !26, metadata !DIExpression()), !dbg !27
  %exitcond.not = icmp eq i64 %indvars.iv.next, 29, !dbg !62
  br i1 %exitcond.not, label %for.inc63, label %for.body6, !dbg !47, !llvm.loop !63

for.inc63:                                        ; preds = %for.body6
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next101, metadata !25, metadata !DIExpression()), !dbg !27
  %exitcond104.not = icmp eq i64 %indvars.iv.next101, 29, !dbg !66
  br i1 %exitcond104.not, label %for.inc66, label %for.cond4.preheader, !dbg !40, !llvm.loop !67

for.inc66:                                        ; preds = %for.inc63
  %inc67 = add nuw nsw i32 %t.097, 1, !dbg !69
  call void @llvm.dbg.value(metadata i32 %inc67, metadata !23, metadata !DIExpression()), !dbg !27
  %exitcond105.not = icmp eq i32 %inc67, 5, !dbg !70
  br i1 %exitcond105.not, label %for.end68, label %for.cond1.preheader, !dbg !28, !llvm.loop !71

for.end68:                                        ; preds = %for.inc66
  ret void, !dbg !73
}

; Function Attrs: nofree norecurse nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !74 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  br label %vector.ph, !dbg !82

vector.ph:                                        ; preds = %vector.ph, %entry
  %indvars.iv56 = phi i64 [ 0, %entry ], [ %indvars.iv.next57, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv56, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  %cmp4 = icmp eq i64 %indvars.iv56, 0
  %cond = select i1 %cmp4, double 1.000000e+01, double 0.000000e+00
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv56, i64 0, !dbg !84
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !84
  %broadcast.splatinsert68 = insertelement <2 x double> poison, double %cond, i64 0, !dbg !84
  %broadcast.splat69 = shufflevector <2 x double> %broadcast.splatinsert68, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !84
  %0 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %1 = add <2 x i32> %0, <i32 0, i32 1>, !dbg !87
  %2 = and <2 x i32> %1, <i32 3, i32 3>, !dbg !87
  %3 = sitofp <2 x i32> %2 to <2 x double>, !dbg !89
  %4 = fadd <2 x double> %broadcast.splat69, %3, !dbg !90
  %5 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 0, !dbg !91
  %6 = bitcast double* %5 to <2 x double>*, !dbg !92
  store <2 x double> %4, <2 x double>* %6, align 16, !dbg !92, !tbaa !36
  %7 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %8 = add <2 x i32> %7, <i32 2, i32 3>, !dbg !87
  %9 = and <2 x i32> %8, <i32 3, i32 3>, !dbg !87
  %10 = sitofp <2 x i32> %9 to <2 x double>, !dbg !89
  %11 = fadd <2 x double> %broadcast.splat69, %10, !dbg !90
  %12 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 2, !dbg !91
  %13 = bitcast double* %12 to <2 x double>*, !dbg !92
  store <2 x double> %11, <2 x double>* %13, align 16, !dbg !92, !tbaa !36
  %14 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %15 = add <2 x i32> %14, <i32 4, i32 5>, !dbg !87
  %16 = and <2 x i32> %15, <i32 3, i32 3>, !dbg !87
  %17 = sitofp <2 x i32> %16 to <2 x double>, !dbg !89
  %18 = fadd <2 x double> %broadcast.splat69, %17, !dbg !90
  %19 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 4, !dbg !91
  %20 = bitcast double* %19 to <2 x double>*, !dbg !92
  store <2 x double> %18, <2 x double>* %20, align 16, !dbg !92, !tbaa !36
  %21 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %22 = add <2 x i32> %21, <i32 6, i32 7>, !dbg !87
  %23 = and <2 x i32> %22, <i32 3, i32 3>, !dbg !87
  %24 = sitofp <2 x i32> %23 to <2 x double>, !dbg !89
  %25 = fadd <2 x double> %broadcast.splat69, %24, !dbg !90
  %26 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 6, !dbg !91
  %27 = bitcast double* %26 to <2 x double>*, !dbg !92
  store <2 x double> %25, <2 x double>* %27, align 16, !dbg !92, !tbaa !36
  %28 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %29 = add <2 x i32> %28, <i32 8, i32 9>, !dbg !87
  %30 = and <2 x i32> %29, <i32 3, i32 3>, !dbg !87
  %31 = sitofp <2 x i32> %30 to <2 x double>, !dbg !89
  %32 = fadd <2 x double> %broadcast.splat69, %31, !dbg !90
  %33 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 8, !dbg !91
  %34 = bitcast double* %33 to <2 x double>*, !dbg !92
  store <2 x double> %32, <2 x double>* %34, align 16, !dbg !92, !tbaa !36
  %35 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %36 = add <2 x i32> %35, <i32 10, i32 11>, !dbg !87
  %37 = and <2 x i32> %36, <i32 3, i32 3>, !dbg !87
  %38 = sitofp <2 x i32> %37 to <2 x double>, !dbg !89
  %39 = fadd <2 x double> %broadcast.splat69, %38, !dbg !90
  %40 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 10, !dbg !91
  %41 = bitcast double* %40 to <2 x double>*, !dbg !92
  store <2 x double> %39, <2 x double>* %41, align 16, !dbg !92, !tbaa !36
  %42 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %43 = add <2 x i32> %42, <i32 12, i32 13>, !dbg !87
  %44 = and <2 x i32> %43, <i32 3, i32 3>, !dbg !87
  %45 = sitofp <2 x i32> %44 to <2 x double>, !dbg !89
  %46 = fadd <2 x double> %broadcast.splat69, %45, !dbg !90
  %47 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 12, !dbg !91
  %48 = bitcast double* %47 to <2 x double>*, !dbg !92
  store <2 x double> %46, <2 x double>* %48, align 16, !dbg !92, !tbaa !36
  %49 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %50 = add <2 x i32> %49, <i32 14, i32 15>, !dbg !87
  %51 = and <2 x i32> %50, <i32 3, i32 3>, !dbg !87
  %52 = sitofp <2 x i32> %51 to <2 x double>, !dbg !89
  %53 = fadd <2 x double> %broadcast.splat69, %52, !dbg !90
  %54 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 14, !dbg !91
  %55 = bitcast double* %54 to <2 x double>*, !dbg !92
  store <2 x double> %53, <2 x double>* %55, align 16, !dbg !92, !tbaa !36
  %56 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %57 = add <2 x i32> %56, <i32 16, i32 17>, !dbg !87
  %58 = and <2 x i32> %57, <i32 3, i32 3>, !dbg !87
  %59 = sitofp <2 x i32> %58 to <2 x double>, !dbg !89
  %60 = fadd <2 x double> %broadcast.splat69, %59, !dbg !90
  %61 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 16, !dbg !91
  %62 = bitcast double* %61 to <2 x double>*, !dbg !92
  store <2 x double> %60, <2 x double>* %62, align 16, !dbg !92, !tbaa !36
  %63 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %64 = add <2 x i32> %63, <i32 18, i32 19>, !dbg !87
  %65 = and <2 x i32> %64, <i32 3, i32 3>, !dbg !87
  %66 = sitofp <2 x i32> %65 to <2 x double>, !dbg !89
  %67 = fadd <2 x double> %broadcast.splat69, %66, !dbg !90
  %68 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 18, !dbg !91
  %69 = bitcast double* %68 to <2 x double>*, !dbg !92
  store <2 x double> %67, <2 x double>* %69, align 16, !dbg !92, !tbaa !36
  %70 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %71 = add <2 x i32> %70, <i32 20, i32 21>, !dbg !87
  %72 = and <2 x i32> %71, <i32 3, i32 3>, !dbg !87
  %73 = sitofp <2 x i32> %72 to <2 x double>, !dbg !89
  %74 = fadd <2 x double> %broadcast.splat69, %73, !dbg !90
  %75 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 20, !dbg !91
  %76 = bitcast double* %75 to <2 x double>*, !dbg !92
  store <2 x double> %74, <2 x double>* %76, align 16, !dbg !92, !tbaa !36
  %77 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %78 = add <2 x i32> %77, <i32 22, i32 23>, !dbg !87
  %79 = and <2 x i32> %78, <i32 3, i32 3>, !dbg !87
  %80 = sitofp <2 x i32> %79 to <2 x double>, !dbg !89
  %81 = fadd <2 x double> %broadcast.splat69, %80, !dbg !90
  %82 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 22, !dbg !91
  %83 = bitcast double* %82 to <2 x double>*, !dbg !92
  store <2 x double> %81, <2 x double>* %83, align 16, !dbg !92, !tbaa !36
  %84 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %85 = add <2 x i32> %84, <i32 24, i32 25>, !dbg !87
  %86 = and <2 x i32> %85, <i32 3, i32 3>, !dbg !87
  %87 = sitofp <2 x i32> %86 to <2 x double>, !dbg !89
  %88 = fadd <2 x double> %broadcast.splat69, %87, !dbg !90
  %89 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 24, !dbg !91
  %90 = bitcast double* %89 to <2 x double>*, !dbg !92
  store <2 x double> %88, <2 x double>* %90, align 16, !dbg !92, !tbaa !36
  %91 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %92 = add <2 x i32> %91, <i32 26, i32 27>, !dbg !87
  %93 = and <2 x i32> %92, <i32 3, i32 3>, !dbg !87
  %94 = sitofp <2 x i32> %93 to <2 x double>, !dbg !89
  %95 = fadd <2 x double> %broadcast.splat69, %94, !dbg !90
  %96 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 26, !dbg !91
  %97 = bitcast double* %96 to <2 x double>*, !dbg !92
  store <2 x double> %95, <2 x double>* %97, align 16, !dbg !92, !tbaa !36
  %98 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !87
  %99 = add <2 x i32> %98, <i32 28, i32 29>, !dbg !87
  %100 = and <2 x i32> %99, <i32 3, i32 3>, !dbg !87
  %101 = sitofp <2 x i32> %100 to <2 x double>, !dbg !89
  %102 = fadd <2 x double> %broadcast.splat69, %101, !dbg !90
  %103 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv56, i64 28, !dbg !91
  %104 = bitcast double* %103 to <2 x double>*, !dbg !92
  store <2 x double> %102, <2 x double>* %104, align 16, !dbg !92, !tbaa !36
  %indvars.iv.next57 = add nuw nsw i64 %indvars.iv56, 1, !dbg !93
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next57, metadata !78, metadata !DIExpression()), !dbg !81
  %exitcond59.not = icmp eq i64 %indvars.iv.next57, 30, !dbg !94
  br i1 %exitcond59.not, label %for.end11, label %vector.ph, !dbg !82, !llvm.loop !95

for.end11:                                        ; preds = %vector.ph
  tail call void @kernel_seidel2d(), !dbg !97
  call void @llvm.dbg.value(metadata i32 0, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !80, metadata !DIExpression()), !dbg !81
  br label %for.cond16.preheader, !dbg !98

for.cond16.preheader:                             ; preds = %for.end11, %for.cond16.preheader
  %indvars.iv64 = phi i64 [ 0, %for.end11 ], [ %indvars.iv.next65, %for.cond16.preheader ]
  %s.053 = phi double [ 0.000000e+00, %for.end11 ], [ %add24.29, %for.cond16.preheader ]
  call void @llvm.dbg.value(metadata double %s.053, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv64, metadata !78, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %s.053, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 0, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %s.053, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 0, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 0, !dbg !100
  %105 = load double, double* %arrayidx23, align 16, !dbg !100, !tbaa !36
  %add24 = fadd double %s.053, %105, !dbg !104
  call void @llvm.dbg.value(metadata double %add24, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 1, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 1, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.1 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 1, !dbg !100
  %106 = load double, double* %arrayidx23.1, align 8, !dbg !100, !tbaa !36
  %add24.1 = fadd double %add24, %106, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.1, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 2, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.1, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 2, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.2 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 2, !dbg !100
  %107 = load double, double* %arrayidx23.2, align 16, !dbg !100, !tbaa !36
  %add24.2 = fadd double %add24.1, %107, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.2, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 3, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.2, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 3, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.3 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 3, !dbg !100
  %108 = load double, double* %arrayidx23.3, align 8, !dbg !100, !tbaa !36
  %add24.3 = fadd double %add24.2, %108, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.3, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 4, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.3, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 4, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.4 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 4, !dbg !100
  %109 = load double, double* %arrayidx23.4, align 16, !dbg !100, !tbaa !36
  %add24.4 = fadd double %add24.3, %109, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.4, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.4, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 5, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.5 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 5, !dbg !100
  %110 = load double, double* %arrayidx23.5, align 8, !dbg !100, !tbaa !36
  %add24.5 = fadd double %add24.4, %110, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.5, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 6, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.5, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 6, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.6 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 6, !dbg !100
  %111 = load double, double* %arrayidx23.6, align 16, !dbg !100, !tbaa !36
  %add24.6 = fadd double %add24.5, %111, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.6, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 7, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.6, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 7, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.7 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 7, !dbg !100
  %112 = load double, double* %arrayidx23.7, align 8, !dbg !100, !tbaa !36
  %add24.7 = fadd double %add24.6, %112, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.7, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 8, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.7, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 8, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.8 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 8, !dbg !100
  %113 = load double, double* %arrayidx23.8, align 16, !dbg !100, !tbaa !36
  %add24.8 = fadd double %add24.7, %113, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.8, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 9, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.8, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 9, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.9 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 9, !dbg !100
  %114 = load double, double* %arrayidx23.9, align 8, !dbg !100, !tbaa !36
  %add24.9 = fadd double %add24.8, %114, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.9, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.9, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 10, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.10 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 10, !dbg !100
  %115 = load double, double* %arrayidx23.10, align 16, !dbg !100, !tbaa !36
  %add24.10 = fadd double %add24.9, %115, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.10, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 11, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.10, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 11, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.11 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 11, !dbg !100
  %116 = load double, double* %arrayidx23.11, align 8, !dbg !100, !tbaa !36
  %add24.11 = fadd double %add24.10, %116, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.11, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 12, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.11, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 12, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.12 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 12, !dbg !100
  %117 = load double, double* %arrayidx23.12, align 16, !dbg !100, !tbaa !36
  %add24.12 = fadd double %add24.11, %117, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.12, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 13, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.12, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 13, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.13 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 13, !dbg !100
  %118 = load double, double* %arrayidx23.13, align 8, !dbg !100, !tbaa !36
  %add24.13 = fadd double %add24.12, %118, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.13, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 14, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.13, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 14, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.14 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 14, !dbg !100
  %119 = load double, double* %arrayidx23.14, align 16, !dbg !100, !tbaa !36
  %add24.14 = fadd double %add24.13, %119, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.14, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.14, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 15, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.15 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 15, !dbg !100
  %120 = load double, double* %arrayidx23.15, align 8, !dbg !100, !tbaa !36
  %add24.15 = fadd double %add24.14, %120, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.15, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 16, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.15, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 16, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.16 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 16, !dbg !100
  %121 = load double, double* %arrayidx23.16, align 16, !dbg !100, !tbaa !36
  %add24.16 = fadd double %add24.15, %121, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.16, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 17, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.16, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 17, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.17 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 17, !dbg !100
  %122 = load double, double* %arrayidx23.17, align 8, !dbg !100, !tbaa !36
  %add24.17 = fadd double %add24.16, %122, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.17, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 18, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.17, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 18, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.18 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 18, !dbg !100
  %123 = load double, double* %arrayidx23.18, align 16, !dbg !100, !tbaa !36
  %add24.18 = fadd double %add24.17, %123, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.18, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 19, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.18, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 19, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.19 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 19, !dbg !100
  %124 = load double, double* %arrayidx23.19, align 8, !dbg !100, !tbaa !36
  %add24.19 = fadd double %add24.18, %124, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.19, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.19, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 20, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.20 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 20, !dbg !100
  %125 = load double, double* %arrayidx23.20, align 16, !dbg !100, !tbaa !36
  %add24.20 = fadd double %add24.19, %125, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.20, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 21, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.20, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 21, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.21 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 21, !dbg !100
  %126 = load double, double* %arrayidx23.21, align 8, !dbg !100, !tbaa !36
  %add24.21 = fadd double %add24.20, %126, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.21, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 22, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.21, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 22, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.22 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 22, !dbg !100
  %127 = load double, double* %arrayidx23.22, align 16, !dbg !100, !tbaa !36
  %add24.22 = fadd double %add24.21, %127, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.22, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 23, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.22, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 23, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.23 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 23, !dbg !100
  %128 = load double, double* %arrayidx23.23, align 8, !dbg !100, !tbaa !36
  %add24.23 = fadd double %add24.22, %128, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.23, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 24, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.23, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 24, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.24 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 24, !dbg !100
  %129 = load double, double* %arrayidx23.24, align 16, !dbg !100, !tbaa !36
  %add24.24 = fadd double %add24.23, %129, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.24, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.24, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 25, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.25 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 25, !dbg !100
  %130 = load double, double* %arrayidx23.25, align 8, !dbg !100, !tbaa !36
  %add24.25 = fadd double %add24.24, %130, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.25, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 26, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.25, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 26, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.26 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 26, !dbg !100
  %131 = load double, double* %arrayidx23.26, align 16, !dbg !100, !tbaa !36
  %add24.26 = fadd double %add24.25, %131, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.26, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 27, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.26, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 27, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.27 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 27, !dbg !100
  %132 = load double, double* %arrayidx23.27, align 8, !dbg !100, !tbaa !36
  %add24.27 = fadd double %add24.26, %132, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.27, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 28, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.27, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 28, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.28 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 28, !dbg !100
  %133 = load double, double* %arrayidx23.28, align 16, !dbg !100, !tbaa !36
  %add24.28 = fadd double %add24.27, %133, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.28, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 29, metadata !79, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double %add24.28, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 29, metadata !79, metadata !DIExpression()), !dbg !81
  %arrayidx23.29 = getelementptr inbounds [30 x [30 x double]], [30 x [30 x double]]* @G, i64 0, i64 %indvars.iv64, i64 29, !dbg !100
  %134 = load double, double* %arrayidx23.29, align 8, !dbg !100, !tbaa !36
  %add24.29 = fadd double %add24.28, %134, !dbg !104
  call void @llvm.dbg.value(metadata double %add24.29, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 30, metadata !79, metadata !DIExpression()), !dbg !81
  %indvars.iv.next65 = add nuw nsw i64 %indvars.iv64, 1, !dbg !105
  call void @llvm.dbg.value(metadata double %add24.29, metadata !80, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next65, metadata !78, metadata !DIExpression()), !dbg !81
  %exitcond67.not = icmp eq i64 %indvars.iv.next65, 30, !dbg !106
  br i1 %exitcond67.not, label %for.end30, label %for.cond16.preheader, !dbg !98, !llvm.loop !107

for.end30:                                        ; preds = %for.cond16.preheader
  store double %add24.29, double* @checksum, align 8, !dbg !109, !tbaa !36
  ret i32 0, !dbg !110
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree noinline norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "G", scope: !2, file: !3, line: 12, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "seidel2d.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 57600, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 30)
!12 = !{i32 7, !"Dwarf Version", i32 4}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 1}
!18 = !{!"Debian clang version 14.0.6"}
!19 = distinct !DISubprogram(name: "kernel_seidel2d", scope: !3, file: !3, line: 15, type: !20, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{null}
!22 = !{!23, !25, !26}
!23 = !DILocalVariable(name: "t", scope: !19, file: !3, line: 17, type: !24)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DILocalVariable(name: "i", scope: !19, file: !3, line: 17, type: !24)
!26 = !DILocalVariable(name: "j", scope: !19, file: !3, line: 17, type: !24)
!27 = !DILocation(line: 0, scope: !19)
!28 = !DILocation(line: 18, column: 3, scope: !29)
!29 = distinct !DILexicalBlock(scope: !19, file: !3, line: 18, column: 3)
!30 = !DILocation(line: 21, column: 20, scope: !31)
!31 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 7)
!32 = distinct !DILexicalBlock(scope: !33, file: !3, line: 20, column: 7)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 19, column: 5)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 19, column: 5)
!35 = distinct !DILexicalBlock(scope: !29, file: !3, line: 18, column: 3)
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C/C++ TBAA"}
!40 = !DILocation(line: 19, column: 5, scope: !34)
!41 = !DILocation(line: 19, column: 30, scope: !33)
!42 = !DILocation(line: 21, column: 38, scope: !31)
!43 = !DILocation(line: 22, column: 20, scope: !31)
!44 = !DILocation(line: 22, column: 34, scope: !31)
!45 = !DILocation(line: 23, column: 20, scope: !31)
!46 = !DILocation(line: 23, column: 38, scope: !31)
!47 = !DILocation(line: 20, column: 7, scope: !32)
!48 = !DILocation(line: 21, column: 36, scope: !31)
!49 = !DILocation(line: 21, column: 63, scope: !31)
!50 = !DILocation(line: 21, column: 52, scope: !31)
!51 = !DILocation(line: 21, column: 50, scope: !31)
!52 = !DILocation(line: 21, column: 68, scope: !31)
!53 = !DILocation(line: 22, column: 32, scope: !31)
!54 = !DILocation(line: 22, column: 44, scope: !31)
!55 = !DILocation(line: 22, column: 42, scope: !31)
!56 = !DILocation(line: 22, column: 56, scope: !31)
!57 = !DILocation(line: 23, column: 36, scope: !31)
!58 = !DILocation(line: 23, column: 52, scope: !31)
!59 = !DILocation(line: 23, column: 50, scope: !31)
!60 = !DILocation(line: 23, column: 69, scope: !31)
!61 = !DILocation(line: 21, column: 17, scope: !31)
!62 = !DILocation(line: 20, column: 21, scope: !31)
!63 = distinct !{!63, !47, !64, !65}
!64 = !DILocation(line: 23, column: 71, scope: !32)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 19, column: 19, scope: !33)
!67 = distinct !{!67, !40, !68, !65}
!68 = !DILocation(line: 23, column: 71, scope: !34)
!69 = !DILocation(line: 18, column: 23, scope: !35)
!70 = !DILocation(line: 18, column: 17, scope: !35)
!71 = distinct !{!71, !28, !72, !65}
!72 = !DILocation(line: 23, column: 71, scope: !29)
!73 = !DILocation(line: 24, column: 1, scope: !19)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 26, type: !75, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!24}
!77 = !{!78, !79, !80}
!78 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 28, type: !24)
!79 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 28, type: !24)
!80 = !DILocalVariable(name: "s", scope: !74, file: !3, line: 29, type: !5)
!81 = !DILocation(line: 0, scope: !74)
!82 = !DILocation(line: 30, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !74, file: !3, line: 30, column: 3)
!84 = !DILocation(line: 31, column: 5, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 31, column: 5)
!86 = distinct !DILexicalBlock(scope: !83, file: !3, line: 30, column: 3)
!87 = !DILocation(line: 32, column: 34, scope: !88)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 31, column: 5)
!89 = !DILocation(line: 32, column: 17, scope: !88)
!90 = !DILocation(line: 32, column: 39, scope: !88)
!91 = !DILocation(line: 31, column: 25, scope: !88)
!92 = !DILocation(line: 32, column: 15, scope: !88)
!93 = !DILocation(line: 30, column: 23, scope: !86)
!94 = !DILocation(line: 30, column: 17, scope: !86)
!95 = distinct !{!95, !82, !96, !65}
!96 = !DILocation(line: 32, column: 61, scope: !83)
!97 = !DILocation(line: 33, column: 3, scope: !74)
!98 = !DILocation(line: 34, column: 3, scope: !99)
!99 = distinct !DILexicalBlock(scope: !74, file: !3, line: 34, column: 3)
!100 = !DILocation(line: 36, column: 12, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 35, column: 5)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 35, column: 5)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 34, column: 3)
!104 = !DILocation(line: 36, column: 9, scope: !101)
!105 = !DILocation(line: 34, column: 23, scope: !103)
!106 = !DILocation(line: 34, column: 17, scope: !103)
!107 = distinct !{!107, !98, !108, !65}
!108 = !DILocation(line: 36, column: 18, scope: !99)
!109 = !DILocation(line: 37, column: 12, scope: !74)
!110 = !DILocation(line: 38, column: 3, scope: !74)
