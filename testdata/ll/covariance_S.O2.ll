; ModuleID = 'covariance.c'
source_filename = "covariance.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@Mean = internal unnamed_addr global [16 x double] zeroinitializer, align 16, !dbg !0
@Data = internal unnamed_addr global [20 x [16 x double]] zeroinitializer, align 16, !dbg !7
@Cov = internal unnamed_addr global [16 x [16 x double]] zeroinitializer, align 16, !dbg !13
@checksum = dso_local local_unnamed_addr global double 0.000000e+00, align 8, !dbg !17

; Function Attrs: nofree noinline nosync nounwind uwtable
define dso_local void @kernel_covariance() local_unnamed_addr #0 !dbg !28 {
entry:
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  br label %vector.body, !dbg !43

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ], !dbg !45
  %0 = getelementptr inbounds [16 x double], [16 x double]* @Mean, i64 0, i64 %index, !dbg !45
  %1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %index, !dbg !45
  %2 = bitcast double* %1 to <2 x double>*, !dbg !47
  %wide.load = load <2 x double>, <2 x double>* %2, align 16, !dbg !47, !tbaa !51
  %3 = fadd <2 x double> %wide.load, zeroinitializer, !dbg !55
  %4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %index, !dbg !45
  %5 = bitcast double* %4 to <2 x double>*, !dbg !47
  %wide.load190 = load <2 x double>, <2 x double>* %5, align 16, !dbg !47, !tbaa !51
  %6 = fadd <2 x double> %wide.load190, %3, !dbg !55
  %7 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %index, !dbg !45
  %8 = bitcast double* %7 to <2 x double>*, !dbg !47
  %wide.load191 = load <2 x double>, <2 x double>* %8, align 16, !dbg !47, !tbaa !51
  %9 = fadd <2 x double> %wide.load191, %6, !dbg !55
  %10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %index, !dbg !45
  %11 = bitcast double* %10 to <2 x double>*, !dbg !47
  %wide.load192 = load <2 x double>, <2 x double>* %11, align 16, !dbg !47, !tbaa !51
  %12 = fadd <2 x double> %wide.load192, %9, !dbg !55
  %13 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %index, !dbg !45
  %14 = bitcast double* %13 to <2 x double>*, !dbg !47
  %wide.load193 = load <2 x double>, <2 x double>* %14, align 16, !dbg !47, !tbaa !51
  %15 = fadd <2 x double> %wide.load193, %12, !dbg !55
  %16 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %index, !dbg !45
  %17 = bitcast double* %16 to <2 x double>*, !dbg !47
  %wide.load194 = load <2 x double>, <2 x double>* %17, align 16, !dbg !47, !tbaa !51
  %18 = fadd <2 x double> %wide.load194, %15, !dbg !55
  %19 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %index, !dbg !45
  %20 = bitcast double* %19 to <2 x double>*, !dbg !47
  %wide.load195 = load <2 x double>, <2 x double>* %20, align 16, !dbg !47, !tbaa !51
  %21 = fadd <2 x double> %wide.load195, %18, !dbg !55
  %22 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %index, !dbg !45
  %23 = bitcast double* %22 to <2 x double>*, !dbg !47
  %wide.load196 = load <2 x double>, <2 x double>* %23, align 16, !dbg !47, !tbaa !51
  %24 = fadd <2 x double> %wide.load196, %21, !dbg !55
  %25 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %index, !dbg !45
  %26 = bitcast double* %25 to <2 x double>*, !dbg !47
  %wide.load197 = load <2 x double>, <2 x double>* %26, align 16, !dbg !47, !tbaa !51
  %27 = fadd <2 x double> %wide.load197, %24, !dbg !55
  %28 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %index, !dbg !45
  %29 = bitcast double* %28 to <2 x double>*, !dbg !47
  %wide.load198 = load <2 x double>, <2 x double>* %29, align 16, !dbg !47, !tbaa !51
  %30 = fadd <2 x double> %wide.load198, %27, !dbg !55
  %31 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %index, !dbg !45
  %32 = bitcast double* %31 to <2 x double>*, !dbg !47
  %wide.load199 = load <2 x double>, <2 x double>* %32, align 16, !dbg !47, !tbaa !51
  %33 = fadd <2 x double> %wide.load199, %30, !dbg !55
  %34 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %index, !dbg !45
  %35 = bitcast double* %34 to <2 x double>*, !dbg !47
  %wide.load200 = load <2 x double>, <2 x double>* %35, align 16, !dbg !47, !tbaa !51
  %36 = fadd <2 x double> %wide.load200, %33, !dbg !55
  %37 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %index, !dbg !45
  %38 = bitcast double* %37 to <2 x double>*, !dbg !47
  %wide.load201 = load <2 x double>, <2 x double>* %38, align 16, !dbg !47, !tbaa !51
  %39 = fadd <2 x double> %wide.load201, %36, !dbg !55
  %40 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %index, !dbg !45
  %41 = bitcast double* %40 to <2 x double>*, !dbg !47
  %wide.load202 = load <2 x double>, <2 x double>* %41, align 16, !dbg !47, !tbaa !51
  %42 = fadd <2 x double> %wide.load202, %39, !dbg !55
  %43 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %index, !dbg !45
  %44 = bitcast double* %43 to <2 x double>*, !dbg !47
  %wide.load203 = load <2 x double>, <2 x double>* %44, align 16, !dbg !47, !tbaa !51
  %45 = fadd <2 x double> %wide.load203, %42, !dbg !55
  %46 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %index, !dbg !45
  %47 = bitcast double* %46 to <2 x double>*, !dbg !47
  %wide.load204 = load <2 x double>, <2 x double>* %47, align 16, !dbg !47, !tbaa !51
  %48 = fadd <2 x double> %wide.load204, %45, !dbg !55
  %49 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %index, !dbg !45
  %50 = bitcast double* %49 to <2 x double>*, !dbg !47
  %wide.load205 = load <2 x double>, <2 x double>* %50, align 16, !dbg !47, !tbaa !51
  %51 = fadd <2 x double> %wide.load205, %48, !dbg !55
  %52 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %index, !dbg !45
  %53 = bitcast double* %52 to <2 x double>*, !dbg !47
  %wide.load206 = load <2 x double>, <2 x double>* %53, align 16, !dbg !47, !tbaa !51
  %54 = fadd <2 x double> %wide.load206, %51, !dbg !55
  %55 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %index, !dbg !45
  %56 = bitcast double* %55 to <2 x double>*, !dbg !47
  %wide.load207 = load <2 x double>, <2 x double>* %56, align 16, !dbg !47, !tbaa !51
  %57 = fadd <2 x double> %wide.load207, %54, !dbg !55
  %58 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %index, !dbg !45
  %59 = bitcast double* %58 to <2 x double>*, !dbg !47
  %wide.load208 = load <2 x double>, <2 x double>* %59, align 16, !dbg !47, !tbaa !51
  %60 = fadd <2 x double> %wide.load208, %57, !dbg !55
  %61 = fdiv <2 x double> %60, <double 2.000000e+01, double 2.000000e+01>, !dbg !56
  %62 = bitcast double* %0 to <2 x double>*, !dbg !56
  store <2 x double> %61, <2 x double>* %62, align 16, !dbg !56, !tbaa !51
  %index.next = add nuw i64 %index, 2, !dbg !45
  %63 = icmp eq i64 %index.next, 16, !dbg !45
  br i1 %63, label %for.cond18.preheader.preheader, label %vector.body, !dbg !45, !llvm.loop !57

for.cond18.preheader.preheader:                   ; preds = %vector.body
  %64 = load <2 x double>, <2 x double>* bitcast ([16 x double]* @Mean to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %65 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 2) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %66 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 4) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %67 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 6) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %68 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 8) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %69 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 10) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %70 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 12) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  %71 = load <2 x double>, <2 x double>* bitcast (double* getelementptr inbounds ([16 x double], [16 x double]* @Mean, i64 0, i64 14) to <2 x double>*), align 16, !dbg !61, !tbaa !51
  br label %for.cond18.preheader, !dbg !66

for.cond18.preheader:                             ; preds = %for.cond18.preheader.preheader, %for.cond18.preheader
  %indvars.iv123 = phi i64 [ 0, %for.cond18.preheader.preheader ], [ %indvars.iv.next124, %for.cond18.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv123, metadata !32, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 0, !dbg !67
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !42
  %72 = bitcast double* %arrayidx26 to <2 x double>*, !dbg !68
  %73 = load <2 x double>, <2 x double>* %72, align 16, !dbg !68, !tbaa !51
  %74 = fsub <2 x double> %73, %64, !dbg !68
  %75 = bitcast double* %arrayidx26 to <2 x double>*, !dbg !68
  store <2 x double> %74, <2 x double>* %75, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.2 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 2, !dbg !67
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !42
  %76 = bitcast double* %arrayidx26.2 to <2 x double>*, !dbg !68
  %77 = load <2 x double>, <2 x double>* %76, align 16, !dbg !68, !tbaa !51
  %78 = fsub <2 x double> %77, %65, !dbg !68
  %79 = bitcast double* %arrayidx26.2 to <2 x double>*, !dbg !68
  store <2 x double> %78, <2 x double>* %79, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 4, !dbg !67
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 5, metadata !34, metadata !DIExpression()), !dbg !42
  %80 = bitcast double* %arrayidx26.4 to <2 x double>*, !dbg !68
  %81 = load <2 x double>, <2 x double>* %80, align 16, !dbg !68, !tbaa !51
  %82 = fsub <2 x double> %81, %66, !dbg !68
  %83 = bitcast double* %arrayidx26.4 to <2 x double>*, !dbg !68
  store <2 x double> %82, <2 x double>* %83, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 6, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.6 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 6, !dbg !67
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 7, metadata !34, metadata !DIExpression()), !dbg !42
  %84 = bitcast double* %arrayidx26.6 to <2 x double>*, !dbg !68
  %85 = load <2 x double>, <2 x double>* %84, align 16, !dbg !68, !tbaa !51
  %86 = fsub <2 x double> %85, %67, !dbg !68
  %87 = bitcast double* %arrayidx26.6 to <2 x double>*, !dbg !68
  store <2 x double> %86, <2 x double>* %87, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 8, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.8 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 8, !dbg !67
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 9, metadata !34, metadata !DIExpression()), !dbg !42
  %88 = bitcast double* %arrayidx26.8 to <2 x double>*, !dbg !68
  %89 = load <2 x double>, <2 x double>* %88, align 16, !dbg !68, !tbaa !51
  %90 = fsub <2 x double> %89, %68, !dbg !68
  %91 = bitcast double* %arrayidx26.8 to <2 x double>*, !dbg !68
  store <2 x double> %90, <2 x double>* %91, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 10, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.10 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 10, !dbg !67
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 11, metadata !34, metadata !DIExpression()), !dbg !42
  %92 = bitcast double* %arrayidx26.10 to <2 x double>*, !dbg !68
  %93 = load <2 x double>, <2 x double>* %92, align 16, !dbg !68, !tbaa !51
  %94 = fsub <2 x double> %93, %69, !dbg !68
  %95 = bitcast double* %arrayidx26.10 to <2 x double>*, !dbg !68
  store <2 x double> %94, <2 x double>* %95, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 12, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.12 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 12, !dbg !67
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 13, metadata !34, metadata !DIExpression()), !dbg !42
  %96 = bitcast double* %arrayidx26.12 to <2 x double>*, !dbg !68
  %97 = load <2 x double>, <2 x double>* %96, align 16, !dbg !68, !tbaa !51
  %98 = fsub <2 x double> %97, %70, !dbg !68
  %99 = bitcast double* %arrayidx26.12 to <2 x double>*, !dbg !68
  store <2 x double> %98, <2 x double>* %99, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 14, metadata !34, metadata !DIExpression()), !dbg !42
  %arrayidx26.14 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv123, i64 14, !dbg !67
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 15, metadata !34, metadata !DIExpression()), !dbg !42
  %100 = bitcast double* %arrayidx26.14 to <2 x double>*, !dbg !68
  %101 = load <2 x double>, <2 x double>* %100, align 16, !dbg !68, !tbaa !51
  %102 = fsub <2 x double> %101, %71, !dbg !68
  %103 = bitcast double* %arrayidx26.14 to <2 x double>*, !dbg !68
  store <2 x double> %102, <2 x double>* %103, align 16, !dbg !68, !tbaa !51
  call void @llvm.dbg.value(metadata i64 16, metadata !34, metadata !DIExpression()), !dbg !42
  %indvars.iv.next124 = add nuw nsw i64 %indvars.iv123, 1, !dbg !69
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next124, metadata !32, metadata !DIExpression()), !dbg !42
  %exitcond126.not = icmp eq i64 %indvars.iv.next124, 20, !dbg !70
  br i1 %exitcond126.not, label %for.cond39.preheader.lr.ph, label %for.cond18.preheader, !dbg !66, !llvm.loop !71

for.cond39.preheader.lr.ph:                       ; preds = %for.cond18.preheader, %for.inc69
  %indvars.iv131 = phi i64 [ %indvars.iv.next132, %for.inc69 ], [ 0, %for.cond18.preheader ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv131, metadata !34, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata i64 %indvars.iv131, metadata !35, metadata !DIExpression()), !dbg !42
  %arrayidx45 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv131, !dbg !73
  %arrayidx45.2.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv131
  %.pre154 = load double, double* %arrayidx45.2.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.3.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv131
  %.pre156 = load double, double* %arrayidx45.3.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.4.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv131
  %.pre158 = load double, double* %arrayidx45.4.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.5.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv131
  %.pre160 = load double, double* %arrayidx45.5.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.6.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv131
  %.pre162 = load double, double* %arrayidx45.6.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.7.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv131
  %.pre164 = load double, double* %arrayidx45.7.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.8.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv131
  %.pre166 = load double, double* %arrayidx45.8.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.9.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv131
  %.pre168 = load double, double* %arrayidx45.9.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.10.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv131
  %.pre170 = load double, double* %arrayidx45.10.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.11.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv131
  %.pre172 = load double, double* %arrayidx45.11.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.12.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv131
  %.pre174 = load double, double* %arrayidx45.12.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.13.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv131
  %.pre176 = load double, double* %arrayidx45.13.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.14.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv131
  %.pre178 = load double, double* %arrayidx45.14.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.15.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv131
  %.pre180 = load double, double* %arrayidx45.15.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.16.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv131
  %.pre182 = load double, double* %arrayidx45.16.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.17.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv131
  %.pre184 = load double, double* %arrayidx45.17.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.18.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv131
  %.pre186 = load double, double* %arrayidx45.18.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %arrayidx45.19.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv131
  %.pre188 = load double, double* %arrayidx45.19.phi.trans.insert, align 8, !dbg !73, !tbaa !51
  %104 = load double, double* %arrayidx45, align 8, !tbaa !51
  %arrayidx45.1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv131
  %105 = load double, double* %arrayidx45.1, align 8, !tbaa !51
  br label %for.cond39.preheader, !dbg !76

for.cond39.preheader:                             ; preds = %for.cond39.preheader.for.cond39.preheader_crit_edge, %for.cond39.preheader.lr.ph
  %106 = phi double [ %.pre188, %for.cond39.preheader.lr.ph ], [ %.pre189, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %107 = phi double [ %.pre186, %for.cond39.preheader.lr.ph ], [ %.pre187, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %108 = phi double [ %.pre184, %for.cond39.preheader.lr.ph ], [ %.pre185, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %109 = phi double [ %.pre182, %for.cond39.preheader.lr.ph ], [ %.pre183, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %110 = phi double [ %.pre180, %for.cond39.preheader.lr.ph ], [ %.pre181, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %111 = phi double [ %.pre178, %for.cond39.preheader.lr.ph ], [ %.pre179, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %112 = phi double [ %.pre176, %for.cond39.preheader.lr.ph ], [ %.pre177, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %113 = phi double [ %.pre174, %for.cond39.preheader.lr.ph ], [ %.pre175, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %114 = phi double [ %.pre172, %for.cond39.preheader.lr.ph ], [ %.pre173, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %115 = phi double [ %.pre170, %for.cond39.preheader.lr.ph ], [ %.pre171, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %116 = phi double [ %.pre168, %for.cond39.preheader.lr.ph ], [ %.pre169, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %117 = phi double [ %.pre166, %for.cond39.preheader.lr.ph ], [ %.pre167, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %118 = phi double [ %.pre164, %for.cond39.preheader.lr.ph ], [ %.pre165, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %119 = phi double [ %.pre162, %for.cond39.preheader.lr.ph ], [ %.pre163, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %120 = phi double [ %.pre160, %for.cond39.preheader.lr.ph ], [ %.pre161, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %121 = phi double [ %.pre158, %for.cond39.preheader.lr.ph ], [ %.pre159, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %122 = phi double [ %.pre156, %for.cond39.preheader.lr.ph ], [ %.pre157, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %123 = phi double [ %.pre154, %for.cond39.preheader.lr.ph ], [ %.pre155, %for.cond39.preheader.for.cond39.preheader_crit_edge ], !dbg !77
  %indvars.iv133 = phi i64 [ %indvars.iv131, %for.cond39.preheader.lr.ph ], [ %indvars.iv.next134, %for.cond39.preheader.for.cond39.preheader_crit_edge ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv133, metadata !35, metadata !DIExpression()), !dbg !42
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 0, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx49 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 0, i64 %indvars.iv133, !dbg !77
  %124 = load double, double* %arrayidx49, align 8, !dbg !77, !tbaa !51
  %125 = tail call double @llvm.fmuladd.f64(double %104, double %124, double 0.000000e+00), !dbg !79
  call void @llvm.dbg.value(metadata double %125, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 1, metadata !32, metadata !DIExpression()), !dbg !42
  %arrayidx49.1 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 1, i64 %indvars.iv133, !dbg !77
  %126 = load double, double* %arrayidx49.1, align 8, !dbg !77, !tbaa !51
  %127 = tail call double @llvm.fmuladd.f64(double %105, double %126, double %125), !dbg !79
  call void @llvm.dbg.value(metadata double %127, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 2, metadata !32, metadata !DIExpression()), !dbg !42
  %128 = tail call double @llvm.fmuladd.f64(double %.pre154, double %123, double %127), !dbg !79
  call void @llvm.dbg.value(metadata double %128, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 3, metadata !32, metadata !DIExpression()), !dbg !42
  %129 = tail call double @llvm.fmuladd.f64(double %.pre156, double %122, double %128), !dbg !79
  call void @llvm.dbg.value(metadata double %129, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 4, metadata !32, metadata !DIExpression()), !dbg !42
  %130 = tail call double @llvm.fmuladd.f64(double %.pre158, double %121, double %129), !dbg !79
  call void @llvm.dbg.value(metadata double %130, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 5, metadata !32, metadata !DIExpression()), !dbg !42
  %131 = tail call double @llvm.fmuladd.f64(double %.pre160, double %120, double %130), !dbg !79
  call void @llvm.dbg.value(metadata double %131, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 6, metadata !32, metadata !DIExpression()), !dbg !42
  %132 = tail call double @llvm.fmuladd.f64(double %.pre162, double %119, double %131), !dbg !79
  call void @llvm.dbg.value(metadata double %132, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 7, metadata !32, metadata !DIExpression()), !dbg !42
  %133 = tail call double @llvm.fmuladd.f64(double %.pre164, double %118, double %132), !dbg !79
  call void @llvm.dbg.value(metadata double %133, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 8, metadata !32, metadata !DIExpression()), !dbg !42
  %134 = tail call double @llvm.fmuladd.f64(double %.pre166, double %117, double %133), !dbg !79
  call void @llvm.dbg.value(metadata double %134, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 9, metadata !32, metadata !DIExpression()), !dbg !42
  %135 = tail call double @llvm.fmuladd.f64(double %.pre168, double %116, double %134), !dbg !79
  call void @llvm.dbg.value(metadata double %135, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 10, metadata !32, metadata !DIExpression()), !dbg !42
  %136 = tail call double @llvm.fmuladd.f64(double %.pre170, double %115, double %135), !dbg !79
  call void @llvm.dbg.value(metadata double %136, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 11, metadata !32, metadata !DIExpression()), !dbg !42
  %137 = tail call double @llvm.fmuladd.f64(double %.pre172, double %114, double %136), !dbg !79
  call void @llvm.dbg.value(metadata double %137, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 12, metadata !32, metadata !DIExpression()), !dbg !42
  %138 = tail call double @llvm.fmuladd.f64(double %.pre174, double %113, double %137), !dbg !79
  call void @llvm.dbg.value(metadata double %138, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 13, metadata !32, metadata !DIExpression()), !dbg !42
  %139 = tail call double @llvm.fmuladd.f64(double %.pre176, double %112, double %138), !dbg !79
  call void @llvm.dbg.value(metadata double %139, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 14, metadata !32, metadata !DIExpression()), !dbg !42
  %140 = tail call double @llvm.fmuladd.f64(double %.pre178, double %111, double %139), !dbg !79
  call void @llvm.dbg.value(metadata double %140, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 15, metadata !32, metadata !DIExpression()), !dbg !42
  %141 = tail call double @llvm.fmuladd.f64(double %.pre180, double %110, double %140), !dbg !79
  call void @llvm.dbg.value(metadata double %141, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 16, metadata !32, metadata !DIExpression()), !dbg !42
  %142 = tail call double @llvm.fmuladd.f64(double %.pre182, double %109, double %141), !dbg !79
  call void @llvm.dbg.value(metadata double %142, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 17, metadata !32, metadata !DIExpression()), !dbg !42
  %143 = tail call double @llvm.fmuladd.f64(double %.pre184, double %108, double %142), !dbg !79
  call void @llvm.dbg.value(metadata double %143, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 18, metadata !32, metadata !DIExpression()), !dbg !42
  %144 = tail call double @llvm.fmuladd.f64(double %.pre186, double %107, double %143), !dbg !79
  call void @llvm.dbg.value(metadata double %144, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 19, metadata !32, metadata !DIExpression()), !dbg !42
  %145 = tail call double @llvm.fmuladd.f64(double %.pre188, double %106, double %144), !dbg !79
  call void @llvm.dbg.value(metadata double %145, metadata !36, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 20, metadata !32, metadata !DIExpression()), !dbg !42
  %div53 = fdiv double %145, 1.900000e+01, !dbg !80
  %arrayidx57 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv131, i64 %indvars.iv133, !dbg !81
  store double %div53, double* %arrayidx57, align 8, !dbg !82, !tbaa !51
  %arrayidx65 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv133, i64 %indvars.iv131, !dbg !83
  store double %div53, double* %arrayidx65, align 8, !dbg !84, !tbaa !51
  %indvars.iv.next134 = add nuw nsw i64 %indvars.iv133, 1, !dbg !85
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next134, metadata !35, metadata !DIExpression()), !dbg !42
  %exitcond136.not = icmp eq i64 %indvars.iv.next134, 16, !dbg !86
  br i1 %exitcond136.not, label %for.inc69, label %for.cond39.preheader.for.cond39.preheader_crit_edge, !dbg !76, !llvm.loop !87

for.cond39.preheader.for.cond39.preheader_crit_edge: ; preds = %for.cond39.preheader
  %arrayidx49.2.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 2, i64 %indvars.iv.next134
  %.pre155 = load double, double* %arrayidx49.2.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.3.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 3, i64 %indvars.iv.next134
  %.pre157 = load double, double* %arrayidx49.3.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.4.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 4, i64 %indvars.iv.next134
  %.pre159 = load double, double* %arrayidx49.4.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.5.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 5, i64 %indvars.iv.next134
  %.pre161 = load double, double* %arrayidx49.5.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.6.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 6, i64 %indvars.iv.next134
  %.pre163 = load double, double* %arrayidx49.6.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.7.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 7, i64 %indvars.iv.next134
  %.pre165 = load double, double* %arrayidx49.7.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.8.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 8, i64 %indvars.iv.next134
  %.pre167 = load double, double* %arrayidx49.8.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.9.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 9, i64 %indvars.iv.next134
  %.pre169 = load double, double* %arrayidx49.9.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.10.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 10, i64 %indvars.iv.next134
  %.pre171 = load double, double* %arrayidx49.10.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.11.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 11, i64 %indvars.iv.next134
  %.pre173 = load double, double* %arrayidx49.11.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.12.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 12, i64 %indvars.iv.next134
  %.pre175 = load double, double* %arrayidx49.12.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.13.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 13, i64 %indvars.iv.next134
  %.pre177 = load double, double* %arrayidx49.13.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.14.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 14, i64 %indvars.iv.next134
  %.pre179 = load double, double* %arrayidx49.14.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.15.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 15, i64 %indvars.iv.next134
  %.pre181 = load double, double* %arrayidx49.15.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.16.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 16, i64 %indvars.iv.next134
  %.pre183 = load double, double* %arrayidx49.16.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.17.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 17, i64 %indvars.iv.next134
  %.pre185 = load double, double* %arrayidx49.17.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.18.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 18, i64 %indvars.iv.next134
  %.pre187 = load double, double* %arrayidx49.18.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  %arrayidx49.19.phi.trans.insert = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 19, i64 %indvars.iv.next134
  %.pre189 = load double, double* %arrayidx49.19.phi.trans.insert, align 8, !dbg !77, !tbaa !51
  br label %for.cond39.preheader, !dbg !76

for.inc69:                                        ; preds = %for.cond39.preheader
  %indvars.iv.next132 = add nuw nsw i64 %indvars.iv131, 1, !dbg !89
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next132, metadata !34, metadata !DIExpression()), !dbg !42
  %exitcond138.not = icmp eq i64 %indvars.iv.next132, 16, !dbg !90
  br i1 %exitcond138.not, label %for.end71, label %for.cond39.preheader.lr.ph, !dbg !91, !llvm.loop !92

for.end71:                                        ; preds = %for.inc69
  ret void, !dbg !94
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 !dbg !95 {
entry:
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !99, metadata !DIExpression()), !dbg !103
  br label %vector.ph, !dbg !104

vector.ph:                                        ; preds = %vector.ph, %entry
  %indvars.iv52 = phi i64 [ 0, %entry ], [ %indvars.iv.next53, %vector.ph ]
  call void @llvm.dbg.value(metadata i64 %indvars.iv52, metadata !99, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !103
  %broadcast.splatinsert = insertelement <2 x i64> poison, i64 %indvars.iv52, i64 0, !dbg !106
  %broadcast.splat = shufflevector <2 x i64> %broadcast.splatinsert, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !106
  %broadcast.splat.tr = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %0 = shl <2 x i32> %broadcast.splat.tr, <i32 0, i32 1>, !dbg !109
  %1 = urem <2 x i32> %0, <i32 23, i32 23>, !dbg !109
  %2 = sitofp <2 x i32> %1 to <2 x double>, !dbg !111
  %3 = fdiv <2 x double> %2, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %4 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 0, !dbg !113
  %5 = bitcast double* %4 to <2 x double>*, !dbg !114
  store <2 x double> %3, <2 x double>* %5, align 16, !dbg !114, !tbaa !51
  %6 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %7 = mul <2 x i32> %6, <i32 3, i32 4>, !dbg !109
  %8 = urem <2 x i32> %7, <i32 23, i32 23>, !dbg !109
  %9 = sitofp <2 x i32> %8 to <2 x double>, !dbg !111
  %10 = fdiv <2 x double> %9, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %11 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 2, !dbg !113
  %12 = bitcast double* %11 to <2 x double>*, !dbg !114
  store <2 x double> %10, <2 x double>* %12, align 16, !dbg !114, !tbaa !51
  %13 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %14 = mul <2 x i32> %13, <i32 5, i32 6>, !dbg !109
  %15 = urem <2 x i32> %14, <i32 23, i32 23>, !dbg !109
  %16 = sitofp <2 x i32> %15 to <2 x double>, !dbg !111
  %17 = fdiv <2 x double> %16, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %18 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 4, !dbg !113
  %19 = bitcast double* %18 to <2 x double>*, !dbg !114
  store <2 x double> %17, <2 x double>* %19, align 16, !dbg !114, !tbaa !51
  %20 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %21 = mul <2 x i32> %20, <i32 7, i32 8>, !dbg !109
  %22 = urem <2 x i32> %21, <i32 23, i32 23>, !dbg !109
  %23 = sitofp <2 x i32> %22 to <2 x double>, !dbg !111
  %24 = fdiv <2 x double> %23, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %25 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 6, !dbg !113
  %26 = bitcast double* %25 to <2 x double>*, !dbg !114
  store <2 x double> %24, <2 x double>* %26, align 16, !dbg !114, !tbaa !51
  %27 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %28 = mul <2 x i32> %27, <i32 9, i32 10>, !dbg !109
  %29 = urem <2 x i32> %28, <i32 23, i32 23>, !dbg !109
  %30 = sitofp <2 x i32> %29 to <2 x double>, !dbg !111
  %31 = fdiv <2 x double> %30, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %32 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 8, !dbg !113
  %33 = bitcast double* %32 to <2 x double>*, !dbg !114
  store <2 x double> %31, <2 x double>* %33, align 16, !dbg !114, !tbaa !51
  %34 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %35 = mul <2 x i32> %34, <i32 11, i32 12>, !dbg !109
  %36 = urem <2 x i32> %35, <i32 23, i32 23>, !dbg !109
  %37 = sitofp <2 x i32> %36 to <2 x double>, !dbg !111
  %38 = fdiv <2 x double> %37, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %39 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 10, !dbg !113
  %40 = bitcast double* %39 to <2 x double>*, !dbg !114
  store <2 x double> %38, <2 x double>* %40, align 16, !dbg !114, !tbaa !51
  %41 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %42 = mul <2 x i32> %41, <i32 13, i32 14>, !dbg !109
  %43 = urem <2 x i32> %42, <i32 23, i32 23>, !dbg !109
  %44 = sitofp <2 x i32> %43 to <2 x double>, !dbg !111
  %45 = fdiv <2 x double> %44, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %46 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 12, !dbg !113
  %47 = bitcast double* %46 to <2 x double>*, !dbg !114
  store <2 x double> %45, <2 x double>* %47, align 16, !dbg !114, !tbaa !51
  %48 = trunc <2 x i64> %broadcast.splat to <2 x i32>, !dbg !109
  %49 = mul <2 x i32> %48, <i32 15, i32 16>, !dbg !109
  %50 = urem <2 x i32> %49, <i32 23, i32 23>, !dbg !109
  %51 = sitofp <2 x i32> %50 to <2 x double>, !dbg !111
  %52 = fdiv <2 x double> %51, <double 2.300000e+01, double 2.300000e+01>, !dbg !112
  %53 = getelementptr inbounds [20 x [16 x double]], [20 x [16 x double]]* @Data, i64 0, i64 %indvars.iv52, i64 14, !dbg !113
  %54 = bitcast double* %53 to <2 x double>*, !dbg !114
  store <2 x double> %52, <2 x double>* %54, align 16, !dbg !114, !tbaa !51
  %indvars.iv.next53 = add nuw nsw i64 %indvars.iv52, 1, !dbg !115
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next53, metadata !99, metadata !DIExpression()), !dbg !103
  %exitcond55.not = icmp eq i64 %indvars.iv.next53, 20, !dbg !116
  br i1 %exitcond55.not, label %for.end8, label %vector.ph, !dbg !104, !llvm.loop !117

for.end8:                                         ; preds = %vector.ph
  tail call void @kernel_covariance(), !dbg !119
  call void @llvm.dbg.value(metadata i32 0, metadata !100, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !102, metadata !DIExpression()), !dbg !103
  br label %for.cond13.preheader, !dbg !120

for.cond13.preheader:                             ; preds = %for.end8, %for.cond13.preheader
  %indvars.iv60 = phi i64 [ 0, %for.end8 ], [ %indvars.iv.next61, %for.cond13.preheader ]
  %s.049 = phi double [ 0.000000e+00, %for.end8 ], [ %add21.15, %for.cond13.preheader ]
  call void @llvm.dbg.value(metadata double %s.049, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %indvars.iv60, metadata !100, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %s.049, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i32 0, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %s.049, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 0, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 0, !dbg !122
  %55 = load double, double* %arrayidx20, align 16, !dbg !122, !tbaa !51
  %add21 = fadd double %s.049, %55, !dbg !126
  call void @llvm.dbg.value(metadata double %add21, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 1, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.1 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 1, !dbg !122
  %56 = load double, double* %arrayidx20.1, align 8, !dbg !122, !tbaa !51
  %add21.1 = fadd double %add21, %56, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.1, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 2, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.1, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 2, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.2 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 2, !dbg !122
  %57 = load double, double* %arrayidx20.2, align 16, !dbg !122, !tbaa !51
  %add21.2 = fadd double %add21.1, %57, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.2, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 3, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.2, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 3, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.3 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 3, !dbg !122
  %58 = load double, double* %arrayidx20.3, align 8, !dbg !122, !tbaa !51
  %add21.3 = fadd double %add21.2, %58, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.3, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 4, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.3, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 4, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.4 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 4, !dbg !122
  %59 = load double, double* %arrayidx20.4, align 16, !dbg !122, !tbaa !51
  %add21.4 = fadd double %add21.3, %59, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.4, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 5, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.4, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 5, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.5 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 5, !dbg !122
  %60 = load double, double* %arrayidx20.5, align 8, !dbg !122, !tbaa !51
  %add21.5 = fadd double %add21.4, %60, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.5, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 6, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.5, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 6, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.6 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 6, !dbg !122
  %61 = load double, double* %arrayidx20.6, align 16, !dbg !122, !tbaa !51
  %add21.6 = fadd double %add21.5, %61, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.6, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 7, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.6, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 7, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.7 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 7, !dbg !122
  %62 = load double, double* %arrayidx20.7, align 8, !dbg !122, !tbaa !51
  %add21.7 = fadd double %add21.6, %62, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.7, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 8, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.7, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 8, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.8 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 8, !dbg !122
  %63 = load double, double* %arrayidx20.8, align 16, !dbg !122, !tbaa !51
  %add21.8 = fadd double %add21.7, %63, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.8, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 9, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.8, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 9, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.9 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 9, !dbg !122
  %64 = load double, double* %arrayidx20.9, align 8, !dbg !122, !tbaa !51
  %add21.9 = fadd double %add21.8, %64, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.9, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 10, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.9, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 10, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.10 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 10, !dbg !122
  %65 = load double, double* %arrayidx20.10, align 16, !dbg !122, !tbaa !51
  %add21.10 = fadd double %add21.9, %65, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.10, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 11, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.10, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 11, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.11 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 11, !dbg !122
  %66 = load double, double* %arrayidx20.11, align 8, !dbg !122, !tbaa !51
  %add21.11 = fadd double %add21.10, %66, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.11, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 12, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.11, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 12, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.12 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 12, !dbg !122
  %67 = load double, double* %arrayidx20.12, align 16, !dbg !122, !tbaa !51
  %add21.12 = fadd double %add21.11, %67, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.12, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 13, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.12, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 13, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.13 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 13, !dbg !122
  %68 = load double, double* %arrayidx20.13, align 8, !dbg !122, !tbaa !51
  %add21.13 = fadd double %add21.12, %68, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.13, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 14, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.13, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 14, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.14 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 14, !dbg !122
  %69 = load double, double* %arrayidx20.14, align 16, !dbg !122, !tbaa !51
  %add21.14 = fadd double %add21.13, %69, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.14, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 15, metadata !101, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata double %add21.14, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 15, metadata !101, metadata !DIExpression()), !dbg !103
  %arrayidx20.15 = getelementptr inbounds [16 x [16 x double]], [16 x [16 x double]]* @Cov, i64 0, i64 %indvars.iv60, i64 15, !dbg !122
  %70 = load double, double* %arrayidx20.15, align 8, !dbg !122, !tbaa !51
  %add21.15 = fadd double %add21.14, %70, !dbg !126
  call void @llvm.dbg.value(metadata double %add21.15, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 16, metadata !101, metadata !DIExpression()), !dbg !103
  %indvars.iv.next61 = add nuw nsw i64 %indvars.iv60, 1, !dbg !127
  call void @llvm.dbg.value(metadata double %add21.15, metadata !102, metadata !DIExpression()), !dbg !103
  call void @llvm.dbg.value(metadata i64 %indvars.iv.next61, metadata !100, metadata !DIExpression()), !dbg !103
  %exitcond63.not = icmp eq i64 %indvars.iv.next61, 16, !dbg !128
  br i1 %exitcond63.not, label %for.end27, label %for.cond13.preheader, !dbg !120, !llvm.loop !129

for.end27:                                        ; preds = %for.cond13.preheader
  store double %add21.15, double* @checksum, align 8, !dbg !131, !tbaa !51
  ret i32 0, !dbg !132
}

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #3

attributes #0 = { nofree noinline nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "Mean", scope: !2, file: !3, line: 14, type: !19, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C99, file: !3, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "covariance.c", directory: ".")
!4 = !{!5}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !{!7, !0, !13, !17}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "Data", scope: !2, file: !3, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 20480, elements: !10)
!10 = !{!11, !12}
!11 = !DISubrange(count: 20)
!12 = !DISubrange(count: 16)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "Cov", scope: !2, file: !3, line: 15, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16384, elements: !16)
!16 = !{!12, !12}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "checksum", scope: !2, file: !3, line: 16, type: !5, isLocal: false, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1024, elements: !20)
!20 = !{!12}
!21 = !{i32 7, !"Dwarf Version", i32 4}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 7, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 1}
!27 = !{!"Debian clang version 14.0.6"}
!28 = distinct !DISubprogram(name: "kernel_covariance", scope: !3, file: !3, line: 18, type: !29, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !31)
!29 = !DISubroutineType(types: !30)
!30 = !{null}
!31 = !{!32, !34, !35, !36}
!32 = !DILocalVariable(name: "i", scope: !28, file: !3, line: 20, type: !33)
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "p", scope: !28, file: !3, line: 20, type: !33)
!35 = !DILocalVariable(name: "q", scope: !28, file: !3, line: 20, type: !33)
!36 = !DILocalVariable(name: "acc", scope: !37, file: !3, line: 32, type: !5)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 31, column: 29)
!38 = distinct !DILexicalBlock(scope: !39, file: !3, line: 31, column: 5)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 31, column: 5)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 30, column: 3)
!41 = distinct !DILexicalBlock(scope: !28, file: !3, line: 30, column: 3)
!42 = !DILocation(line: 0, scope: !28)
!43 = !DILocation(line: 21, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !28, file: !3, line: 21, column: 3)
!45 = !DILocation(line: 21, column: 23, scope: !46)
!46 = distinct !DILexicalBlock(scope: !44, file: !3, line: 21, column: 3)
!47 = !DILocation(line: 24, column: 18, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 23, column: 5)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 23, column: 5)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 21, column: 27)
!51 = !{!52, !52, i64 0}
!52 = !{!"double", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 24, column: 15, scope: !48)
!56 = !DILocation(line: 25, column: 13, scope: !50)
!57 = distinct !{!57, !43, !58, !59, !60}
!58 = !DILocation(line: 26, column: 3, scope: !44)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !{!"llvm.loop.isvectorized", i32 1}
!61 = !DILocation(line: 29, column: 21, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 28, column: 5)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 28, column: 5)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 27, column: 3)
!65 = distinct !DILexicalBlock(scope: !28, file: !3, line: 27, column: 3)
!66 = !DILocation(line: 27, column: 3, scope: !65)
!67 = !DILocation(line: 29, column: 7, scope: !62)
!68 = !DILocation(line: 29, column: 18, scope: !62)
!69 = !DILocation(line: 27, column: 23, scope: !64)
!70 = !DILocation(line: 27, column: 17, scope: !64)
!71 = distinct !{!71, !66, !72, !59}
!72 = !DILocation(line: 29, column: 27, scope: !65)
!73 = !DILocation(line: 34, column: 16, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 33, column: 7)
!75 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 7)
!76 = !DILocation(line: 31, column: 5, scope: !39)
!77 = !DILocation(line: 34, column: 29, scope: !74)
!78 = !DILocation(line: 0, scope: !37)
!79 = !DILocation(line: 34, column: 13, scope: !74)
!80 = !DILocation(line: 35, column: 23, scope: !37)
!81 = !DILocation(line: 35, column: 7, scope: !37)
!82 = !DILocation(line: 35, column: 17, scope: !37)
!83 = !DILocation(line: 36, column: 7, scope: !37)
!84 = !DILocation(line: 36, column: 17, scope: !37)
!85 = !DILocation(line: 31, column: 25, scope: !38)
!86 = !DILocation(line: 31, column: 19, scope: !38)
!87 = distinct !{!87, !76, !88, !59}
!88 = !DILocation(line: 37, column: 5, scope: !39)
!89 = !DILocation(line: 30, column: 23, scope: !40)
!90 = !DILocation(line: 30, column: 17, scope: !40)
!91 = !DILocation(line: 30, column: 3, scope: !41)
!92 = distinct !{!92, !91, !93, !59}
!93 = !DILocation(line: 37, column: 5, scope: !41)
!94 = !DILocation(line: 38, column: 1, scope: !28)
!95 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 40, type: !96, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!33}
!98 = !{!99, !100, !101, !102}
!99 = !DILocalVariable(name: "i", scope: !95, file: !3, line: 42, type: !33)
!100 = !DILocalVariable(name: "p", scope: !95, file: !3, line: 42, type: !33)
!101 = !DILocalVariable(name: "q", scope: !95, file: !3, line: 42, type: !33)
!102 = !DILocalVariable(name: "s", scope: !95, file: !3, line: 43, type: !5)
!103 = !DILocation(line: 0, scope: !95)
!104 = !DILocation(line: 44, column: 3, scope: !105)
!105 = distinct !DILexicalBlock(scope: !95, file: !3, line: 44, column: 3)
!106 = !DILocation(line: 45, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 45, column: 5)
!108 = distinct !DILexicalBlock(scope: !105, file: !3, line: 44, column: 3)
!109 = !DILocation(line: 46, column: 43, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !3, line: 45, column: 5)
!111 = !DILocation(line: 46, column: 20, scope: !110)
!112 = !DILocation(line: 46, column: 49, scope: !110)
!113 = !DILocation(line: 46, column: 37, scope: !110)
!114 = !DILocation(line: 46, column: 18, scope: !110)
!115 = !DILocation(line: 44, column: 23, scope: !108)
!116 = !DILocation(line: 44, column: 17, scope: !108)
!117 = distinct !{!117, !104, !118, !59}
!118 = !DILocation(line: 46, column: 51, scope: !105)
!119 = !DILocation(line: 47, column: 3, scope: !95)
!120 = !DILocation(line: 48, column: 3, scope: !121)
!121 = distinct !DILexicalBlock(scope: !95, file: !3, line: 48, column: 3)
!122 = !DILocation(line: 50, column: 12, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 49, column: 5)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 49, column: 5)
!125 = distinct !DILexicalBlock(scope: !121, file: !3, line: 48, column: 3)
!126 = !DILocation(line: 50, column: 9, scope: !123)
!127 = !DILocation(line: 48, column: 23, scope: !125)
!128 = !DILocation(line: 48, column: 17, scope: !125)
!129 = distinct !{!129, !120, !130, !59}
!130 = !DILocation(line: 50, column: 20, scope: !121)
!131 = !DILocation(line: 51, column: 12, scope: !95)
!132 = !DILocation(line: 52, column: 3, scope: !95)
