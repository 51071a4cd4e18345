; ModuleID = 'gemm.c'
source_filename = "gemm.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@C = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !0
@A = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !7
@B = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !12
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !14

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_gemm(double noundef %alpha, double noundef %beta) local_unnamed_addr #0 !dbg !23 {
entry:
  call void @llvm.dbg.value(metadata double %alpha, metadata !27, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata double %beta, metadata !28, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !29, metadata !DIExpression()), !dbg !33
  %broadcast.splatinsert = insertelement <2 x double> poison, double %beta, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.ph, !dbg !34

vector.ph:                                        ; preds = %for.inc26, %entry
  %indvars.iv48 = phi i64 [ 0, %entry ], [ %indvars.iv.next49, %for.inc26 ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv48, metadata !29, metadata !DIExpression()), !dbg !33
  call void @llvm.dbg.value(metadata i32 0, metadata !31, metadata !DIExpression()), !dbg !33
  %arrayidx12.15.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 15
  %.pre66 = load double, double* %arrayidx12.15.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.15 = fmul double %.pre66, %alpha
  %arrayidx12.14.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 14
  %.pre65 = load double, double* %arrayidx12.14.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.14 = fmul double %.pre65, %alpha
  %arrayidx12.13.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 13
  %.pre64 = load double, double* %arrayidx12.13.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.13 = fmul double %.pre64, %alpha
  %arrayidx12.12.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 12
  %.pre63 = load double, double* %arrayidx12.12.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.12 = fmul double %.pre63, %alpha
  %arrayidx12.11.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 11
  %.pre62 = load double, double* %arrayidx12.11.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.11 = fmul double %.pre62, %alpha
  %arrayidx12.10.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 10
  %.pre61 = load double, double* %arrayidx12.10.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.10 = fmul double %.pre61, %alpha
  %arrayidx12.9.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 9
  %.pre60 = load double, double* %arrayidx12.9.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.9 = fmul double %.pre60, %alpha
  %arrayidx12.8.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 8
  %.pre59 = load double, double* %arrayidx12.8.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.8 = fmul double %.pre59, %alpha
  %arrayidx12.7.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 7
  %.pre58 = load double, double* %arrayidx12.7.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.7 = fmul double %.pre58, %alpha
  %arrayidx12.6.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 6
  %.pre57 = load double, double* %arrayidx12.6.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.6 = fmul double %.pre57, %alpha
  %arrayidx12.5.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 5
  %.pre56 = load double, double* %arrayidx12.5.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.5 = fmul double %.pre56, %alpha
  %arrayidx12.4.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 4
  %.pre55 = load double, double* %arrayidx12.4.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.4 = fmul double %.pre55, %alpha
  %arrayidx12.3.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 3
  %.pre54 = load double, double* %arrayidx12.3.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.3 = fmul double %.pre54, %alpha
  %arrayidx12.2.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 2
  %.pre53 = load double, double* %arrayidx12.2.phi.trans.insert, align 16, !dbg !36, !tbaa !43
  %mul13.2 = fmul double %.pre53, %alpha
  %arrayidx12.1.phi.trans.insert = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 1
  %.pre52 = load double, double* %arrayidx12.1.phi.trans.insert, align 8, !dbg !36, !tbaa !43
  %mul13.1 = fmul double %.pre52, %alpha
  %arrayidx12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv48, i64 0, !dbg !36
  %.pre = load double, double* %arrayidx12, align 16, !dbg !36, !tbaa !43
  %mul13 = fmul double %.pre, %alpha
  %broadcast.splatinsert68 = insertelement <2 x double> poison, double %mul13, i64 0, !dbg !47
  %broadcast.splat69 = shufflevector <2 x double> %broadcast.splatinsert68, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert71 = insertelement <2 x double> poison, double %mul13.1, i64 0, !dbg !47
  %broadcast.splat72 = shufflevector <2 x double> %broadcast.splatinsert71, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert74 = insertelement <2 x double> poison, double %mul13.2, i64 0, !dbg !47
  %broadcast.splat75 = shufflevector <2 x double> %broadcast.splatinsert74, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert77 = insertelement <2 x double> poison, double %mul13.3, i64 0, !dbg !47
  %broadcast.splat78 = shufflevector <2 x double> %broadcast.splatinsert77, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert80 = insertelement <2 x double> poison, double %mul13.4, i64 0, !dbg !47
  %broadcast.splat81 = shufflevector <2 x double> %broadcast.splatinsert80, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert83 = insertelement <2 x double> poison, double %mul13.5, i64 0, !dbg !47
  %broadcast.splat84 = shufflevector <2 x double> %broadcast.splatinsert83, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert86 = insertelement <2 x double> poison, double %mul13.6, i64 0, !dbg !47
  %broadcast.splat87 = shufflevector <2 x double> %broadcast.splatinsert86, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert89 = insertelement <2 x double> poison, double %mul13.7, i64 0, !dbg !47
  %broadcast.splat90 = shufflevector <2 x double> %broadcast.splatinsert89, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert92 = insertelement <2 x double> poison, double %mul13.8, i64 0, !dbg !47
  %broadcast.splat93 = shufflevector <2 x double> %broadcast.splatinsert92, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert95 = insertelement <2 x double> poison, double %mul13.9, i64 0, !dbg !47
  %broadcast.splat96 = shufflevector <2 x double> %broadcast.splatinsert95, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert98 = insertelement <2 x double> poison, double %mul13.10, i64 0, !dbg !47
  %broadcast.splat99 = shufflevector <2 x double> %broadcast.splatinsert98, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert101 = insertelement <2 x double> poison, double %mul13.11, i64 0, !dbg !47
  %broadcast.splat102 = shufflevector <2 x double> %broadcast.splatinsert101, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert104 = insertelement <2 x double> poison, double %mul13.12, i64 0, !dbg !47
  %broadcast.splat105 = shufflevector <2 x double> %broadcast.splatinsert104, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert107 = insertelement <2 x double> poison, double %mul13.13, i64 0, !dbg !47
  %broadcast.splat108 = shufflevector <2 x double> %broadcast.splatinsert107, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert110 = insertelement <2 x double> poison, double %mul13.14, i64 0, !dbg !47
  %broadcast.splat111 = shufflevector <2 x double> %broadcast.splatinsert110, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  %broadcast.splatinsert113 = insertelement <2 x double> poison, double %mul13.15, i64 0, !dbg !47
  %broadcast.splat114 = shufflevector <2 x double> %broadcast.splatinsert113, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !47
  br label %vector.body, !dbg !47

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !48
  %0 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv48, i64 %index, !dbg !48
  %1 = bitcast double* %0 to <2 x double>*, !dbg !49
  %wide.load = load <2 x double>, <2 x double>* %1, align 16, !dbg !49, !tbaa !43
  %2 = fmul <2 x double> %wide.load, %broadcast.splat, !dbg !49
  %3 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 0, i64 %index, !dbg !48
  %4 = bitcast double* %3 to <2 x double>*, !dbg !50
  %wide.load67 = load <2 x double>, <2 x double>* %4, align 16, !dbg !50, !tbaa !43
  %5 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat69, <2 x double> %wide.load67, <2 x double> %2), !dbg !51
  %6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 1, i64 %index, !dbg !48
  %7 = bitcast double* %6 to <2 x double>*, !dbg !50
  %wide.load70 = load <2 x double>, <2 x double>* %7, align 16, !dbg !50, !tbaa !43
  %8 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat72, <2 x double> %wide.load70, <2 x double> %5), !dbg !51
  %9 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 2, i64 %index, !dbg !48
  %10 = bitcast double* %9 to <2 x double>*, !dbg !50
  %wide.load73 = load <2 x double>, <2 x double>* %10, align 16, !dbg !50, !tbaa !43
  %11 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat75, <2 x double> %wide.load73, <2 x double> %8), !dbg !51
  %12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 3, i64 %index, !dbg !48
  %13 = bitcast double* %12 to <2 x double>*, !dbg !50
  %wide.load76 = load <2 x double>, <2 x double>* %13, align 16, !dbg !50, !tbaa !43
  %14 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat78, <2 x double> %wide.load76, <2 x double> %11), !dbg !51
  %15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 4, i64 %index, !dbg !48
  %16 = bitcast double* %15 to <2 x double>*, !dbg !50
  %wide.load79 = load <2 x double>, <2 x double>* %16, align 16, !dbg !50, !tbaa !43
  %17 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat81, <2 x double> %wide.load79, <2 x double> %14), !dbg !51
  %18 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 5, i64 %index, !dbg !48
  %19 = bitcast double* %18 to <2 x double>*, !dbg !50
  %wide.load82 = load <2 x double>, <2 x double>* %19, align 16, !dbg !50, !tbaa !43
  %20 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat84, <2 x double> %wide.load82, <2 x double> %17), !dbg !51
  %21 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 6, i64 %index, !dbg !48
  %22 = bitcast double* %21 to <2 x double>*, !dbg !50
  %wide.load85 = load <2 x double>, <2 x double>* %22, align 16, !dbg !50, !tbaa !43
  %23 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat87, <2 x double> %wide.load85, <2 x double> %20), !dbg !51
  %24 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 7, i64 %index, !dbg !48
  %25 = bitcast double* %24 to <2 x double>*, !dbg !50
  %wide.load88 = load <2 x double>, <2 x double>* %25, align 16, !dbg !50, !tbaa !43
  %26 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat90, <2 x double> %wide.load88, <2 x double> %23), !dbg !51
  %27 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 8, i64 %index, !dbg !48
  %28 = bitcast double* %27 to <2 x double>*, !dbg !50
  %wide.load91 = load <2 x double>, <2 x double>* %28, align 16, !dbg !50, !tbaa !43
  %29 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat93, <2 x double> %wide.load91, <2 x double> %26), !dbg !51
  %30 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 9, i64 %index, !dbg !48
  %31 = bitcast double* %30 to <2 x double>*, !dbg !50
  %wide.load94 = load <2 x double>, <2 x double>* %31, align 16, !dbg !50, !tbaa !43
  %32 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat96, <2 x double> %wide.load94, <2 x double> %29), !dbg !51
  %33 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 10, i64 %index, !dbg !48
  %34 = bitcast double* %33 to <2 x double>*, !dbg !50
  %wide.load97 = load <2 x double>, <2 x double>* %34, align 16, !dbg !50, !tbaa !43
  %35 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat99, <2 x double> %wide.load97, <2 x double> %32), !dbg !51
  %36 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 11, i64 %index, !dbg !48
  %37 = bitcast double* %36 to <2 x double>*, !dbg !50
  %wide.load100 = load <2 x double>, <2 x double>* %37, align 16, !dbg !50, !tbaa !43
  %38 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat102, <2 x double> %wide.load100, <2 x double> %35), !dbg !51
  %39 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 12, i64 %index, !dbg !48
  %40 = bitcast double* %39 to <2 x double>*, !dbg !50
  %wide.load103 = load <2 x double>, <2 x double>* %40, align 16, !dbg !50, !tbaa !43
  %41 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat105, <2 x double> %wide.load103, <2 x double> %38), !dbg !51
  %42 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 13, i64 %index, !dbg !48
  %43 = bitcast double* %42 to <2 x double>*, !dbg !50
  %wide.load106 = load <2 x double>, <2 x double>* %43, align 16, !dbg !50, !tbaa !43
  %44 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat108, <2 x double> %wide.load106, <2 x double> %41), !dbg !51
  %45 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 14, i64 %index, !dbg !48
  %46 = bitcast double* %45 to <2 x double>*, !dbg !50
  %wide.load109 = load <2 x double>, <2 x double>* %46, align 16, !dbg !50, !tbaa !43
  %47 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat111, <2 x double> %wide.load109, <2 x double> %44), !dbg !51
  %48 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 15, i64 %index, !dbg !48
  %49 = bitcast double* %48 to <2 x double>*, !dbg !50
  %wide.load112 = load <2 x double>, <2 x double>* %49, align 16, !dbg !50, !tbaa !43
  %50 = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %broadcast.splat114, <2 x double> %wide.load112, <2 x double> %47), !dbg !51
  %51 = bitcast double* %0 to <2 x double>*, !dbg !51
  store <2 x double> %50, <2 x double>* %51, align 16, !dbg !51, !tbaa !43
  %index.next = add nuw i64 %index, 2, !dbg !48
  %52 = icmp eq i64 %index.next, 16, !dbg !48
  br i1 %52, label %for.inc26, label %vector.body, !dbg !48, !llvm.loop !52

for.inc26:                                        ; preds = %vector.body
  %indvars.iv.next49 = add nuw nsw i64 %indvars.iv48, 1, !dbg !56
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next49, metadata !29, metadata !DIExpression()), !dbg !33
  %exitcond51.not = icmp eq i64 %indvars.iv.next49, 16, !dbg !57
  br i1 %exitcond51.not, label %for.end28, label %vector.ph, !dbg !34, !llvm.loop !58

for.end28:                                        ; preds = %for.inc26
  ret void, !dbg !60
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 !dbg !61 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !68
  br label %vector.ph, !dbg !69

vector.ph:                                        ; preds = %vector.ph, %entry
  %indvars.iv83 = phi i64 [ 0, %entry ], [ %indvars.iv.next84, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv83, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv83, i64 0, !dbg !71
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !71
  %0 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %1 = mul nuw <2 x i32> %0, <i32 0, i32 1>, !dbg !74
  %2 = add <2 x i32> %1, <i32 1, i32 1>, !dbg !74
  %3 = and <2 x i32> %2, <i32 15, i32 15>, !dbg !74
  %4 = sitofp <2 x i32> %3 to <2 x double>, !dbg !77
  %5 = fmul <2 x double> %4, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 0, !dbg !79
  %7 = bitcast double* %6 to <2 x double>*, !dbg !80
  store <2 x double> %5, <2 x double>* %7, align 16, !dbg !80, !tbaa !43
  %8 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %9 = add <2 x i32> %8, <i32 0, i32 2>, !dbg !81
  %10 = and <2 x i32> %9, <i32 15, i32 15>, !dbg !81
  %11 = sitofp <2 x i32> %10 to <2 x double>, !dbg !82
  %12 = fmul <2 x double> %11, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 0, !dbg !79
  %14 = bitcast double* %13 to <2 x double>*, !dbg !84
  store <2 x double> %12, <2 x double>* %14, align 16, !dbg !84, !tbaa !43
  %15 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %16 = mul <2 x i32> %15, <i32 3, i32 4>, !dbg !85
  %17 = and <2 x i32> %16, <i32 15, i32 15>, !dbg !85
  %18 = sitofp <2 x i32> %17 to <2 x double>, !dbg !86
  %19 = fmul <2 x double> %18, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %20 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 0, !dbg !79
  %21 = bitcast double* %20 to <2 x double>*, !dbg !88
  store <2 x double> %19, <2 x double>* %21, align 16, !dbg !88, !tbaa !43
  %22 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %23 = mul <2 x i32> %22, <i32 2, i32 3>, !dbg !74
  %24 = add <2 x i32> %23, <i32 1, i32 1>, !dbg !74
  %25 = and <2 x i32> %24, <i32 15, i32 15>, !dbg !74
  %26 = sitofp <2 x i32> %25 to <2 x double>, !dbg !77
  %27 = fmul <2 x double> %26, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %28 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 2, !dbg !79
  %29 = bitcast double* %28 to <2 x double>*, !dbg !80
  store <2 x double> %27, <2 x double>* %29, align 16, !dbg !80, !tbaa !43
  %30 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %31 = add <2 x i32> %30, <i32 4, i32 6>, !dbg !81
  %32 = and <2 x i32> %31, <i32 15, i32 15>, !dbg !81
  %33 = sitofp <2 x i32> %32 to <2 x double>, !dbg !82
  %34 = fmul <2 x double> %33, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %35 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 2, !dbg !79
  %36 = bitcast double* %35 to <2 x double>*, !dbg !84
  store <2 x double> %34, <2 x double>* %36, align 16, !dbg !84, !tbaa !43
  %37 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %38 = mul <2 x i32> %37, <i32 5, i32 6>, !dbg !85
  %39 = and <2 x i32> %38, <i32 15, i32 15>, !dbg !85
  %40 = sitofp <2 x i32> %39 to <2 x double>, !dbg !86
  %41 = fmul <2 x double> %40, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %42 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 2, !dbg !79
  %43 = bitcast double* %42 to <2 x double>*, !dbg !88
  store <2 x double> %41, <2 x double>* %43, align 16, !dbg !88, !tbaa !43
  %44 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %45 = mul <2 x i32> %44, <i32 4, i32 5>, !dbg !74
  %46 = add <2 x i32> %45, <i32 1, i32 1>, !dbg !74
  %47 = and <2 x i32> %46, <i32 15, i32 15>, !dbg !74
  %48 = sitofp <2 x i32> %47 to <2 x double>, !dbg !77
  %49 = fmul <2 x double> %48, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %50 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 4, !dbg !79
  %51 = bitcast double* %50 to <2 x double>*, !dbg !80
  store <2 x double> %49, <2 x double>* %51, align 16, !dbg !80, !tbaa !43
  %52 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %53 = add <2 x i32> %52, <i32 8, i32 10>, !dbg !81
  %54 = and <2 x i32> %53, <i32 15, i32 15>, !dbg !81
  %55 = sitofp <2 x i32> %54 to <2 x double>, !dbg !82
  %56 = fmul <2 x double> %55, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %57 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 4, !dbg !79
  %58 = bitcast double* %57 to <2 x double>*, !dbg !84
  store <2 x double> %56, <2 x double>* %58, align 16, !dbg !84, !tbaa !43
  %59 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %60 = mul <2 x i32> %59, <i32 7, i32 8>, !dbg !85
  %61 = and <2 x i32> %60, <i32 15, i32 15>, !dbg !85
  %62 = sitofp <2 x i32> %61 to <2 x double>, !dbg !86
  %63 = fmul <2 x double> %62, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %64 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 4, !dbg !79
  %65 = bitcast double* %64 to <2 x double>*, !dbg !88
  store <2 x double> %63, <2 x double>* %65, align 16, !dbg !88, !tbaa !43
  %66 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %67 = mul <2 x i32> %66, <i32 6, i32 7>, !dbg !74
  %68 = add <2 x i32> %67, <i32 1, i32 1>, !dbg !74
  %69 = and <2 x i32> %68, <i32 15, i32 15>, !dbg !74
  %70 = sitofp <2 x i32> %69 to <2 x double>, !dbg !77
  %71 = fmul <2 x double> %70, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %72 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 6, !dbg !79
  %73 = bitcast double* %72 to <2 x double>*, !dbg !80
  store <2 x double> %71, <2 x double>* %73, align 16, !dbg !80, !tbaa !43
  %74 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %75 = add <2 x i32> %74, <i32 12, i32 14>, !dbg !81
  %76 = and <2 x i32> %75, <i32 15, i32 15>, !dbg !81
  %77 = sitofp <2 x i32> %76 to <2 x double>, !dbg !82
  %78 = fmul <2 x double> %77, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %79 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 6, !dbg !79
  %80 = bitcast double* %79 to <2 x double>*, !dbg !84
  store <2 x double> %78, <2 x double>* %80, align 16, !dbg !84, !tbaa !43
  %81 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %82 = mul <2 x i32> %81, <i32 9, i32 10>, !dbg !85
  %83 = and <2 x i32> %82, <i32 15, i32 15>, !dbg !85
  %84 = sitofp <2 x i32> %83 to <2 x double>, !dbg !86
  %85 = fmul <2 x double> %84, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %86 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 6, !dbg !79
  %87 = bitcast double* %86 to <2 x double>*, !dbg !88
  store <2 x double> %85, <2 x double>* %87, align 16, !dbg !88, !tbaa !43
  %88 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %89 = mul <2 x i32> %88, <i32 8, i32 9>, !dbg !74
  %90 = add <2 x i32> %89, <i32 1, i32 1>, !dbg !74
  %91 = and <2 x i32> %90, <i32 15, i32 15>, !dbg !74
  %92 = sitofp <2 x i32> %91 to <2 x double>, !dbg !77
  %93 = fmul <2 x double> %92, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %94 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 8, !dbg !79
  %95 = bitcast double* %94 to <2 x double>*, !dbg !80
  store <2 x double> %93, <2 x double>* %95, align 16, !dbg !80, !tbaa !43
  %96 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %97 = add <2 x i32> %96, <i32 16, i32 18>, !dbg !81
  %98 = and <2 x i32> %97, <i32 15, i32 15>, !dbg !81
  %99 = sitofp <2 x i32> %98 to <2 x double>, !dbg !82
  %100 = fmul <2 x double> %99, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %101 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 8, !dbg !79
  %102 = bitcast double* %101 to <2 x double>*, !dbg !84
  store <2 x double> %100, <2 x double>* %102, align 16, !dbg !84, !tbaa !43
  %103 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %104 = mul <2 x i32> %103, <i32 11, i32 12>, !dbg !85
  %105 = and <2 x i32> %104, <i32 15, i32 15>, !dbg !85
  %106 = sitofp <2 x i32> %105 to <2 x double>, !dbg !86
  %107 = fmul <2 x double> %106, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %108 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 8, !dbg !79
  %109 = bitcast double* %108 to <2 x double>*, !dbg !88
  store <2 x double> %107, <2 x double>* %109, align 16, !dbg !88, !tbaa !43
  %110 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %111 = mul <2 x i32> %110, <i32 10, i32 11>, !dbg !74
  %112 = add <2 x i32> %111, <i32 1, i32 1>, !dbg !74
  %113 = and <2 x i32> %112, <i32 15, i32 15>, !dbg !74
  %114 = sitofp <2 x i32> %113 to <2 x double>, !dbg !77
  %115 = fmul <2 x double> %114, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %116 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 10, !dbg !79
  %117 = bitcast double* %116 to <2 x double>*, !dbg !80
  store <2 x double> %115, <2 x double>* %117, align 16, !dbg !80, !tbaa !43
  %118 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %119 = add <2 x i32> %118, <i32 20, i32 22>, !dbg !81
  %120 = and <2 x i32> %119, <i32 15, i32 15>, !dbg !81
  %121 = sitofp <2 x i32> %120 to <2 x double>, !dbg !82
  %122 = fmul <2 x double> %121, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %123 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 10, !dbg !79
  %124 = bitcast double* %123 to <2 x double>*, !dbg !84
  store <2 x double> %122, <2 x double>* %124, align 16, !dbg !84, !tbaa !43
  %125 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %126 = mul <2 x i32> %125, <i32 13, i32 14>, !dbg !85
  %127 = and <2 x i32> %126, <i32 15, i32 15>, !dbg !85
  %128 = sitofp <2 x i32> %127 to <2 x double>, !dbg !86
  %129 = fmul <2 x double> %128, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %130 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 10, !dbg !79
  %131 = bitcast double* %130 to <2 x double>*, !dbg !88
  store <2 x double> %129, <2 x double>* %131, align 16, !dbg !88, !tbaa !43
  %132 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %133 = mul <2 x i32> %132, <i32 12, i32 13>, !dbg !74
  %134 = add <2 x i32> %133, <i32 1, i32 1>, !dbg !74
  %135 = and <2 x i32> %134, <i32 15, i32 15>, !dbg !74
  %136 = sitofp <2 x i32> %135 to <2 x double>, !dbg !77
  %137 = fmul <2 x double> %136, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %138 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 12, !dbg !79
  %139 = bitcast double* %138 to <2 x double>*, !dbg !80
  store <2 x double> %137, <2 x double>* %139, align 16, !dbg !80, !tbaa !43
  %140 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %141 = add <2 x i32> %140, <i32 24, i32 26>, !dbg !81
  %142 = and <2 x i32> %141, <i32 15, i32 15>, !dbg !81
  %143 = sitofp <2 x i32> %142 to <2 x double>, !dbg !82
  %144 = fmul <2 x double> %143, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %145 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 12, !dbg !79
  %146 = bitcast double* %145 to <2 x double>*, !dbg !84
  store <2 x double> %144, <2 x double>* %146, align 16, !dbg !84, !tbaa !43
  %147 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %148 = mul <2 x i32> %147, <i32 15, i32 16>, !dbg !85
  %149 = and <2 x i32> %148, <i32 15, i32 15>, !dbg !85
  %150 = sitofp <2 x i32> %149 to <2 x double>, !dbg !86
  %151 = fmul <2 x double> %150, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %152 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 12, !dbg !79
  %153 = bitcast double* %152 to <2 x double>*, !dbg !88
  store <2 x double> %151, <2 x double>* %153, align 16, !dbg !88, !tbaa !43
  %154 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !74
  %155 = mul <2 x i32> %154, <i32 14, i32 15>, !dbg !74
  %156 = add <2 x i32> %155, <i32 1, i32 1>, !dbg !74
  %157 = and <2 x i32> %156, <i32 15, i32 15>, !dbg !74
  %158 = sitofp <2 x i32> %157 to <2 x double>, !dbg !77
  %159 = fmul <2 x double> %158, <double 6.250000e-02, double 6.250000e-02>, !dbg !78
  %160 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @A, i64 0, i64 %indvars.iv83, i64 14, !dbg !79
  %161 = bitcast double* %160 to <2 x double>*, !dbg !80
  store <2 x double> %159, <2 x double>* %161, align 16, !dbg !80, !tbaa !43
  %162 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !81
  %163 = add <2 x i32> %162, <i32 28, i32 30>, !dbg !81
  %164 = and <2 x i32> %163, <i32 15, i32 15>, !dbg !81
  %165 = sitofp <2 x i32> %164 to <2 x double>, !dbg !82
  %166 = fmul <2 x double> %165, <double 6.250000e-02, double 6.250000e-02>, !dbg !83
  %167 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @B, i64 0, i64 %indvars.iv83, i64 14, !dbg !79
  %168 = bitcast double* %167 to <2 x double>*, !dbg !84
  store <2 x double> %166, <2 x double>* %168, align 16, !dbg !84, !tbaa !43
  %169 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !85
  %170 = mul <2 x i32> %169, <i32 17, i32 18>, !dbg !85
  %171 = and <2 x i32> %170, <i32 15, i32 15>, !dbg !85
  %172 = sitofp <2 x i32> %171 to <2 x double>, !dbg !86
  %173 = fmul <2 x double> %172, <double 6.250000e-02, double 6.250000e-02>, !dbg !87
  %174 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv83, i64 14, !dbg !79
  %175 = bitcast double* %174 to <2 x double>*, !dbg !88
  store <2 x double> %173, <2 x double>* %175, align 16, !dbg !88, !tbaa !43
  %indvars.iv.next84 = add nuw nsw i64 %indvars.iv83, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next84, metadata !65, metadata !DIExpression()), !dbg !68
  %exitcond86.not = icmp eq i64 %indvars.iv.next84, 16, !dbg !90
  br i1 %exitcond86.not, label %for.end26, label %vector.ph, !dbg !69, !llvm.loop !91

for.end26:                                        ; preds = %vector.ph
  tail call void @kernel_gemm(double noundef 1.500000e+00, double noundef 1.200000e+00), !dbg !93
  call void @llvm.dbg.value(metadata i32 0, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !67, metadata !DIExpression()), !dbg !68
  br label %for.cond31.preheader, !dbg !94

for.cond31.preheader:                             ; preds = %for.end26, %for.cond31.preheader
  %indvars.iv91 = phi i64 [ 0, %for.end26 ], [ %indvars.iv.next92, %for.cond31.preheader ]
  %s.075 = phi double [ 0.000000e+00, %for.end26 ], [ %add39.15, %for.cond31.preheader ]
  call void @llvm.dbg.value(metadata double %s.075, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv91, metadata !65, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %s.075, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i32 0, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %s.075, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 0, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 0, !dbg !96
  %176 = load double, double* %arrayidx38, align 16, !dbg !96, !tbaa !43
  %add39 = fadd double %s.075, %176, !dbg !100
  call void @llvm.dbg.value(metadata double %add39, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.1 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 1, !dbg !96
  %177 = load double, double* %arrayidx38.1, align 8, !dbg !96, !tbaa !43
  %add39.1 = fadd double %add39, %177, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.1, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.1, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.2 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 2, !dbg !96
  %178 = load double, double* %arrayidx38.2, align 16, !dbg !96, !tbaa !43
  %add39.2 = fadd double %add39.1, %178, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.2, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.3 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 3, !dbg !96
  %179 = load double, double* %arrayidx38.3, align 8, !dbg !96, !tbaa !43
  %add39.3 = fadd double %add39.2, %179, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.3, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.3, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.4 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 4, !dbg !96
  %180 = load double, double* %arrayidx38.4, align 16, !dbg !96, !tbaa !43
  %add39.4 = fadd double %add39.3, %180, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.4, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.4, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 5, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.5 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 5, !dbg !96
  %181 = load double, double* %arrayidx38.5, align 8, !dbg !96, !tbaa !43
  %add39.5 = fadd double %add39.4, %181, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.5, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.5, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 6, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 6, !dbg !96
  %182 = load double, double* %arrayidx38.6, align 16, !dbg !96, !tbaa !43
  %add39.6 = fadd double %add39.5, %182, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.6, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.6, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 7, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.7 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 7, !dbg !96
  %183 = load double, double* %arrayidx38.7, align 8, !dbg !96, !tbaa !43
  %add39.7 = fadd double %add39.6, %183, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.7, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.7, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 8, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.8 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 8, !dbg !96
  %184 = load double, double* %arrayidx38.8, align 16, !dbg !96, !tbaa !43
  %add39.8 = fadd double %add39.7, %184, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.8, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.8, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 9, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.9 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 9, !dbg !96
  %185 = load double, double* %arrayidx38.9, align 8, !dbg !96, !tbaa !43
  %add39.9 = fadd double %add39.8, %185, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.9, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.9, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 10, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 10, !dbg !96
  %186 = load double, double* %arrayidx38.10, align 16, !dbg !96, !tbaa !43
  %add39.10 = fadd double %add39.9, %186, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.10, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.10, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 11, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 11, !dbg !96
  %187 = load double, double* %arrayidx38.11, align 8, !dbg !96, !tbaa !43
  %add39.11 = fadd double %add39.10, %187, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.11, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.11, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 12, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 12, !dbg !96
  %188 = load double, double* %arrayidx38.12, align 16, !dbg !96, !tbaa !43
  %add39.12 = fadd double %add39.11, %188, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.12, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.12, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 13, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 13, !dbg !96
  %189 = load double, double* %arrayidx38.13, align 8, !dbg !96, !tbaa !43
  %add39.13 = fadd double %add39.12, %189, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.13, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.13, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 14, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.14 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 14, !dbg !96
  %190 = load double, double* %arrayidx38.14, align 16, !dbg !96, !tbaa !43
  %add39.14 = fadd double %add39.13, %190, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.14, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata double %add39.14, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 15, metadata !66, metadata !DIExpression()), !dbg !68
  %arrayidx38.15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @C, i64 0, i64 %indvars.iv91, i64 15, !dbg !96
  %191 = load double, double* %arrayidx38.15, align 8, !dbg !96, !tbaa !43
  %add39.15 = fadd double %add39.14, %191, !dbg !100
  call void @llvm.dbg.value(metadata double %add39.15, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 16, metadata !66, metadata !DIExpression()), !dbg !68
  %indvars.iv.next92 = add nuw nsw i64 %indvars.iv91, 1, !dbg !101
  call void @llvm.dbg.value(metadata double %add39.15, metadata !67, metadata !DIExpression()), !dbg !68
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next92, metadata !65, metadata !DIExpression()), !dbg !68
  %exitcond94.not = icmp eq i64 %indvars.iv.next92, 16, !dbg !102
  br i1 %exitcond94.not, label %for.end45, label %for.cond31.preheader, !dbg !94, !llvm.loop !103

for.end45:                                        ; preds = %for.cond31.preheader
  store double %add39.15, double* @checksum, align 8, !dbg !105, !tbaa !43
  ret i32 0, !dbg !106
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #2

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "C", scope: !2, file: !3, line: 10, type: !9, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "gemm.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !12, !0, !14}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !10)
!10 = !{!11, !11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!16 = !{i32 7, !"Dwarf Version", i32 4}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 1}
!22 = !{!"Debian clang version 14.0.6"}
!23 = distinct !DISubprogram(name: "kernel_gemm", scope: !3, file: !3, line: 13, type: !24, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{null, !5, !5}
!26 = !{!27, !28, !29, !31, !32}
!27 = !DILocalVariable(name: "alpha", arg: 1, scope: !23, file: !3, line: 13, type: !5)
!28 = !DILocalVariable(name: "beta", arg: 2, scope: !23, file: !3, line: 13, type: !5)
!29 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 15, type: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DILocalVariable(name: "j", scope: !23, file: !3, line: 15, type: !30)
!32 = !DILocalVariable(name: "k", scope: !23, file: !3, line: 15, type: !30)
!33 = !DILocation(line: 0, scope: !23)
!34 = !DILocation(line: 16, column: 3, scope: !35)
!35 = distinct !DILexicalBlock(scope: !23, file: !3, line: 16, column: 3)
!36 = !DILocation(line: 20, column: 28, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 19, column: 7)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 7)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 17, column: 29)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 17, column: 5)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 17, column: 5)
!42 = distinct !DILexicalBlock(scope: !35, file: !3, line: 16, column: 3)
!43 = !{!44, !44, i64 0}
!44 = !{!"double", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocation(line: 17, column: 5, scope: !41)
!48 = !DILocation(line: 17, column: 25, scope: !40)
!49 = !DILocation(line: 18, column: 15, scope: !39)
!50 = !DILocation(line: 20, column: 38, scope: !37)
!51 = !DILocation(line: 20, column: 17, scope: !37)
!52 = distinct !{!52, !47, !53, !54, !55}
!53 = !DILocation(line: 21, column: 5, scope: !41)
!54 = !{!"llvm.loop.mustprogress"}
!55 = !{!"llvm.loop.isvectorized", i32 1}
!56 = !DILocation(line: 16, column: 23, scope: !42)
!57 = !DILocation(line: 16, column: 17, scope: !42)
!58 = distinct !{!58, !34, !59, !54}
!59 = !DILocation(line: 21, column: 5, scope: !35)
!60 = !DILocation(line: 22, column: 1, scope: !23)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !62, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!30}
!64 = !{!65, !66, !67}
!65 = !DILocalVariable(name: "i", scope: !61, file: !3, line: 26, type: !30)
!66 = !DILocalVariable(name: "j", scope: !61, file: !3, line: 26, type: !30)
!67 = !DILocalVariable(name: "s", scope: !61, file: !3, line: 27, type: !5)
!68 = !DILocation(line: 0, scope: !61)
!69 = !DILocation(line: 28, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !61, file: !3, line: 28, column: 3)
!71 = !DILocation(line: 29, column: 5, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 29, column: 5)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 28, column: 3)
!74 = !DILocation(line: 30, column: 38, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 29, column: 29)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 29, column: 5)
!77 = !DILocation(line: 30, column: 17, scope: !75)
!78 = !DILocation(line: 30, column: 43, scope: !75)
!79 = !DILocation(line: 29, column: 25, scope: !76)
!80 = !DILocation(line: 30, column: 15, scope: !75)
!81 = !DILocation(line: 31, column: 38, scope: !75)
!82 = !DILocation(line: 31, column: 17, scope: !75)
!83 = !DILocation(line: 31, column: 43, scope: !75)
!84 = !DILocation(line: 31, column: 15, scope: !75)
!85 = !DILocation(line: 32, column: 40, scope: !75)
!86 = !DILocation(line: 32, column: 17, scope: !75)
!87 = !DILocation(line: 32, column: 45, scope: !75)
!88 = !DILocation(line: 32, column: 15, scope: !75)
!89 = !DILocation(line: 28, column: 23, scope: !73)
!90 = !DILocation(line: 28, column: 17, scope: !73)
!91 = distinct !{!91, !69, !92, !54}
!92 = !DILocation(line: 33, column: 5, scope: !70)
!93 = !DILocation(line: 34, column: 3, scope: !61)
!94 = !DILocation(line: 35, column: 3, scope: !95)
!95 = distinct !DILexicalBlock(scope: !61, file: !3, line: 35, column: 3)
!96 = !DILocation(line: 37, column: 12, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 36, column: 5)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 36, column: 5)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 35, column: 3)
!100 = !DILocation(line: 37, column: 9, scope: !97)
!101 = !DILocation(line: 35, column: 23, scope: !99)
!102 = !DILocation(line: 35, column: 17, scope: !99)
!103 = distinct !{!103, !94, !104, !54}
!104 = !DILocation(line: 37, column: 18, scope: !95)
!105 = !DILocation(line: 38, column: 12, scope: !61)
!106 = !DILocation(line: 39, column: 3, scope: !61)
